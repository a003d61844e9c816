# ruff: noqa: E501
"""holdout21, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI tool styles).

Eleven carry exactly one world-model contradiction (an observation that disagrees with an earlier one or
with the starting state); eleven are clean but full of legitimate changes (edits, rebuilds, rebases,
formatters, restarts, timings, re-sorted or truncated views). Run with
``python -m tests.decoherence.independent.holdout21_parts.swe.make``.
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

T = "swe"


# ---------------------------------------------------------------- helpers


def tabs(src: str) -> str:
    """Turn 4-space leading indentation into tabs (Go sources)."""
    out = []
    for line in src.split("\n"):
        n = len(line) - len(line.lstrip(" "))
        out.append("\t" * (n // 4) + " " * (n % 4) + line[n:])
    return "\n".join(out)


def seg(text: str, a: int, b: int | None = None) -> str:
    lines = text.split("\n")
    return "\n".join(lines[a - 1:(b if b is not None else len(lines))])


def nlines(text: str) -> int:
    return len(text.split("\n"))


def lno(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing needle."""
    seen = 0
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return i
    raise KeyError(needle)


def view(path: str, text: str, a: int | None = None, b: int | None = None) -> str:
    if a is None:
        return cat_n(path, text)
    return cat_n(path, seg(text, a, b), a)


def snippet(path: str, new: str, first: int, last: int | None = None, ctx: int = 4) -> str:
    """OpenHands' answer to an edit: the new text around lines first..last."""
    last = first if last is None else last
    a, b = max(1, first - ctx), min(nlines(new), last + ctx)
    return edited(path, seg(new, a, b), a)


def oh_create(path: str) -> str:
    return f"File created successfully at: {path}"


_FUNC = re.compile(r"^[A-Za-z_$]")


def gdiff(path: str, old: str, new: str, index: str, mode: str = "100644") -> str:
    """A `git diff` section for one file, with git's default hunk headings."""
    ol = old.split("\n")
    body = list(difflib.unified_diff(ol, new.split("\n"), f"a/{path}", f"b/{path}", lineterm="", n=3))
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}"]
    for line in body:
        if line.startswith("@@"):
            start = int(line.split()[1].split(",")[0][1:])
            head = ""
            for k in range(start - 2, -1, -1):
                if k < len(ol) and _FUNC.match(ol[k]):
                    head = " " + ol[k][:60]
                    break
            out.append(line + head)
        else:
            out.append(line)
    return "\n".join(out)


def counts(old: str, new: str) -> tuple[int, int]:
    plus = minus = 0
    for line in difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0):
        if line.startswith("+") and not line.startswith("+++"):
            plus += 1
        elif line.startswith("-") and not line.startswith("---"):
            minus += 1
    return plus, minus


def stat_line(files: int, plus: int, minus: int) -> str:
    parts = [f" {files} file{'s' if files != 1 else ''} changed"]
    if plus:
        parts.append(f" {plus} insertion{'s' if plus != 1 else ''}(+)")
    if minus:
        parts.append(f" {minus} deletion{'s' if minus != 1 else ''}(-)")
    return ",".join(parts)


def gread(text: str, offset: int | None = None, limit: int | None = None) -> str:
    """Gemini CLI read_file: the text, or a window of it with the truncation note."""
    if offset is None and limit is None:
        return text
    lines = text.split("\n")
    a = (offset or 0) + 1
    b = min(len(lines), (offset or 0) + (limit or len(lines)))
    return (f"[File content truncated: showing lines {a}-{b} of {len(lines)} total lines. "
            f"Use offset/limit parameters to view more.]\n" + seg(text, a, b))


def gsearch(pattern: str, files: list[tuple[str, str]], where: str = ".", include: str | None = None) -> str:
    """Gemini CLI search_file_content (case-insensitive): matches per file, `L<n>: line`."""
    rx = re.compile(pattern, re.IGNORECASE)
    blocks, n = [], 0
    for path, text in files:
        hits = [f"L{i}: {line}" for i, line in enumerate(text.split("\n"), 1) if rx.search(line)]
        if hits:
            n += len(hits)
            blocks.append(f"File: {path}\n" + "\n".join(hits))
    filt = f' (filter: "{include}")' if include else ""
    if not blocks:
        return f'No matches found for pattern "{pattern}" in path "{where}"{filt}.'
    return (f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}"{filt}:\n---\n'
            + "\n---\n".join(blocks) + "\n---")


def glist(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_created(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def grep_n(path: str, text: str, pattern: str, prefix: bool = True) -> list[str]:
    rx = re.compile(pattern)
    return [(f"{path}:" if prefix else "") + f"{i}:{line}" for i, line in enumerate(text.split("\n"), 1) if rx.search(line)]


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    """`git diff --stat` body for (path, insertions, deletions) entries."""
    w = max(len(p) for p, _, _ in entries)
    nw = max(len(str(a + d)) for _, a, d in entries)
    out = [f" {p.ljust(w)} | {str(a + d).rjust(nw)} {'+' * a}{'-' * d}" for p, a, d in entries]
    out.append(stat_line(len(entries), sum(a for _, a, _ in entries), sum(d for _, _, d in entries)))
    return "\n".join(out)


# ---------------------------------------------------------------- 01 (bad): OpenHands, Python, pytest

DUR_OLD = '''"""Parse human-friendly duration strings such as ``"1h30m"`` or ``"250ms"``."""

from __future__ import annotations

import re

__all__ = ["DurationError", "parse_duration", "format_duration"]

_UNIT_SECONDS = {
    "d": 86400.0,
    "h": 3600.0,
    "m": 60.0,
    "s": 1.0,
    "ms": 0.001,
}

_TOKEN = re.compile(r"(?P<value>\\d+(?:\\.\\d+)?)(?P<unit>d|h|m|s|ms)")


class DurationError(ValueError):
    """Raised when a duration string cannot be parsed."""


def parse_duration(text: str) -> float:
    """Return the number of seconds described by ``text``.

    >>> parse_duration("1h30m")
    5400.0
    """
    text = text.strip().lower()
    if not text:
        raise DurationError("empty duration")
    pos = 0
    total = 0.0
    for match in _TOKEN.finditer(text):
        if match.start() != pos:
            raise DurationError(f"unexpected text at {pos}: {text[pos:match.start()]!r}")
        total += float(match["value"]) * _UNIT_SECONDS[match["unit"]]
        pos = match.end()
    if pos != len(text):
        raise DurationError(f"trailing text: {text[pos:]!r}")
    return total


def format_duration(seconds: float) -> str:
    """Inverse of :func:`parse_duration` for whole seconds: ``5400`` -> ``"1h30m"``."""
    if seconds < 0:
        raise ValueError("negative duration")
    seconds = int(round(seconds))
    parts = []
    for unit in ("d", "h", "m", "s"):
        size = int(_UNIT_SECONDS[unit])
        if seconds >= size:
            parts.append(f"{seconds // size}{unit}")
            seconds %= size
    return "".join(parts) or "0s"'''

DUR_NEW = DUR_OLD.replace("(?P<unit>d|h|m|s|ms)", "(?P<unit>ms|d|h|m|s)")

DTEST_OLD = '''import pytest

from shiplog.durations import DurationError, parse_duration


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1h30m", 5400.0),
        ("45s", 45.0),
        ("2d", 172800.0),
        ("1.5h", 5400.0),
        ("  10m  ", 600.0),
        ("1d2h3m4s", 93784.0),
    ],
)
def test_parse(text, expected):
    assert parse_duration(text) == expected


def test_milliseconds():
    assert parse_duration("250ms") == pytest.approx(0.25)


@pytest.mark.parametrize("text", ["", "   ", "10x", "h1", "5m garbage"])
def test_invalid(text):
    with pytest.raises(DurationError):
        parse_duration(text)'''

DTEST_INS = "\n\ndef test_mixed_milliseconds():\n    assert parse_duration(\"1m500ms\") == pytest.approx(60.5)"


def t01(rs: RowSet) -> None:
    root = "/workspace/shiplog"
    p = f"{root}/shiplog/durations.py"
    tp = f"{root}/tests/test_durations.py"
    fn_a = lno(DUR_OLD, "def parse_duration")
    raise_at = lno(DUR_OLD, "trailing text")
    tb = []
    for i in range(fn_a, raise_at + 1):
        line = DUR_OLD.split("\n")[i - 1]
        tb.append((">   " if i == raise_at else "    ") + line if line else "")
    tb.append("E           shiplog.durations.DurationError: trailing text: 's'")
    pytest_fail = "\n".join([
        "============================= test session starts ==============================",
        "platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0",
        f"rootdir: {root}",
        "configfile: pyproject.toml",
        "plugins: cov-5.0.0",
        "collected 12 items",
        "",
        "tests/test_durations.py ......F.....                                     [100%]",
        "",
        "=================================== FAILURES ===================================",
        "______________________________ test_milliseconds _______________________________",
        "",
        "    def test_milliseconds():",
        '>       assert parse_duration("250ms") == pytest.approx(0.25)',
        "",
        f"tests/test_durations.py:{lno(DTEST_OLD, '250ms')}:",
        "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _",
        "",
        "text = '250ms'",
        "",
        *tb,
        "",
        f"shiplog/durations.py:{raise_at}: DurationError",
        "=========================== short test summary info ============================",
        "FAILED tests/test_durations.py::test_milliseconds - shiplog.durations.DurationError: trailing text: 's'",
        "========================= 1 failed, 11 passed in 0.09s =========================",
    ])
    tok = lno(DUR_OLD, "_TOKEN = re.compile")
    test_new = DTEST_OLD.replace("pytest.approx(0.25)", "pytest.approx(0.25)\n" + DTEST_INS, 1)
    ins_after = lno(DTEST_OLD, "250ms")
    diff = "\n".join([
        gdiff("shiplog/durations.py", DUR_OLD, DUR_NEW, "5b0e2c7..a913f4d"),
        gdiff("tests/test_durations.py", DTEST_OLD, test_new, "c04d1e9..7e2f6b0"),
    ])
    turns = [
        (bash(f"cd {root} && git status && ls"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "CHANGELOG.md\nLICENSE\nREADME.md\nnoxfile.py\npyproject.toml\nshiplog\ntests", root)),
        (bash("python -m pytest tests/test_durations.py"), oh_bash(pytest_fail, root, 1)),
        (editor("view", p), view(p, DUR_OLD)),
        (editor("str_replace", p, old_str='_TOKEN = re.compile(r"(?P<value>\\d+(?:\\.\\d+)?)(?P<unit>d|h|m|s|ms)")',
                new_str='_TOKEN = re.compile(r"(?P<value>\\d+(?:\\.\\d+)?)(?P<unit>ms|d|h|m|s)")'),
         snippet(p, DUR_NEW, tok)),
        (bash("python -m pytest tests/test_durations.py -q"),
         oh_bash("............                                                             [100%]\n12 passed in 0.05s", root)),
        (editor("view", p, view_range=[tok - 8, tok + 4]), view(p, DUR_OLD, tok - 8, tok + 4)),
        (editor("insert", tp, insert_line=ins_after, new_str=DTEST_INS),
         snippet(tp, test_new, ins_after + 1, ins_after + 4)),
        (bash("python -m pytest tests/test_durations.py -q && git diff"),
         oh_bash(".............                                                            [100%]\n"
                 "13 passed in 0.06s\n" + diff, root)),
    ]
    rs.add(task=T, tid="h21-swe-01", system=OH_SYSTEM.format(root=root), turns=turns, bad=True, turn=6,
           kind="regex line the agent edited (unit order ms|d|h|m|s) reads back with its old d|h|m|s|ms content in a later view")


# ---------------------------------------------------------------- 02 (bad): Gemini CLI, TypeScript, pnpm + vitest

SLUG_OLD = '''import { transliterate } from "./locale";

export interface SlugifyOptions {
  /** Separator placed between words. Defaults to "-". */
  separator?: string;
  /** Lower-case the result. Defaults to true. */
  lowercase?: boolean;
  /** Maximum length; the slug is cut at a word boundary. */
  maxLength?: number;
  /** Locale used for language-specific transliteration (e.g. "de" maps ä to ae). */
  locale?: string;
}

const DEFAULTS: Required<Omit<SlugifyOptions, "maxLength" | "locale">> = {
  separator: "-",
  lowercase: true,
};

const NON_WORD = /[^\\p{L}\\p{N}]+/gu;

export function slugify(input: string, options: SlugifyOptions = {}): string {
  const opts = { ...DEFAULTS, ...options };
  let text = opts.locale ? transliterate(input, opts.locale) : input;
  if (opts.lowercase) {
    text = text.toLocaleLowerCase(opts.locale);
  }
  const words = text.split(NON_WORD).filter(Boolean);
  let slug = words.join(opts.separator);
  if (opts.maxLength !== undefined && slug.length > opts.maxLength) {
    slug = truncateAtBoundary(slug, opts.maxLength, opts.separator);
  }
  return slug;
}

export function truncateAtBoundary(slug: string, max: number, separator: string): string {
  const cut = slug.slice(0, max + 1);
  const at = cut.lastIndexOf(separator);
  return at > 0 ? cut.slice(0, at) : slug.slice(0, max);
}
'''

SLUG_A_OLD = '''  locale?: string;
}

const DEFAULTS: Required<Omit<SlugifyOptions, "maxLength" | "locale">> = {
  separator: "-",
  lowercase: true,
};'''
SLUG_A_NEW = '''  locale?: string;
  /** Strip diacritics after transliteration ("é" becomes "e"). Defaults to false. */
  ascii?: boolean;
}

const DEFAULTS: Required<Omit<SlugifyOptions, "maxLength" | "locale">> = {
  separator: "-",
  lowercase: true,
  ascii: false,
};'''
SLUG_B_OLD = '''  let text = opts.locale ? transliterate(input, opts.locale) : input;
  if (opts.lowercase) {'''
SLUG_B_NEW = '''  let text = opts.locale ? transliterate(input, opts.locale) : input;
  if (opts.ascii) {
    text = text.normalize("NFKD").replace(/\\p{M}+/gu, "");
  }
  if (opts.lowercase) {'''
SLUG_NEW = SLUG_OLD.replace(SLUG_A_OLD, SLUG_A_NEW).replace(SLUG_B_OLD, SLUG_B_NEW)

STEST_TAIL_OLD = '''  it("keeps digits", () => {
    expect(slugify("Top 10 Tips for 2024")).toBe("top-10-tips-for-2024");
  });
});

describe("slugify options", () => {
  it("uses a custom separator", () => {
    expect(slugify("Hello World", { separator: "_" })).toBe("hello_world");
  });

  it("can keep case", () => {
    expect(slugify("Hello World", { lowercase: false })).toBe("Hello-World");
  });

  it("cuts at a word boundary", () => {
    expect(slugify("the quick brown fox", { maxLength: 12 })).toBe("the-quick");
  });

  it("cuts inside a word when there is no boundary", () => {
    expect(slugify("supercalifragilistic", { maxLength: 5 })).toBe("super");
  });

  it("keeps non-latin letters by default", () => {
    expect(slugify("Crème brûlée")).toBe("crème-brûlée");
  });
});
'''
ST_OLD = '''  it("keeps non-latin letters by default", () => {
    expect(slugify("Crème brûlée")).toBe("crème-brûlée");
  });
});'''
ST_NEW = '''  it("keeps non-latin letters by default", () => {
    expect(slugify("Crème brûlée")).toBe("crème-brûlée");
  });

  it("strips diacritics when ascii is set", () => {
    expect(slugify("Crème brûlée", { ascii: true })).toBe("creme-brulee");
  });

  it("applies locale rules before stripping diacritics", () => {
    expect(slugify("Müller & Söhne", { locale: "de", ascii: true })).toBe("mueller-soehne");
  });
});'''
STEST_TAIL_NEW = STEST_TAIL_OLD.replace(ST_OLD, ST_NEW)


def vitest(root: str, files: list[tuple[str, int, int]], start: str, dur: str, extra: str) -> str:
    body = "\n".join(f" ✓ {f}  ({n} tests) {ms}ms" for f, n, ms in files)
    total = sum(n for _, n, _ in files)
    return (f"\n RUN  v1.6.0 {root}\n\n{body}\n\n Test Files  {len(files)} passed ({len(files)})\n"
            f"      Tests  {total} passed ({total})\n   Start at  {start}\n   Duration  {dur} ({extra})\n")


def t02(rs: RowSet) -> None:
    root = "/home/dev/projects/slugkit"
    sp, tp = f"{root}/src/slugify.ts", f"{root}/src/slugify.test.ts"
    total_lines = 60 + nlines(STEST_TAIL_OLD)
    run1 = vitest(root, [("src/truncate.test.ts", 9, 4), ("src/separator.test.ts", 15, 7),
                         ("src/slugify.test.ts", 14, 11), ("src/locale.test.ts", 21, 15)], "10:42:17", "1.12s",
                  "transform 162ms, setup 0ms, collect 243ms, tests 37ms, environment 1ms, prepare 611ms")
    run2 = vitest(root, [("src/separator.test.ts", 15, 6), ("src/truncate.test.ts", 9, 5),
                         ("src/locale.test.ts", 21, 14), ("src/slugify.test.ts", 14, 13)], "10:49:03", "948ms",
                  "transform 139ms, setup 0ms, collect 228ms, tests 38ms, environment 0ms, prepare 503ms")
    run2 = run2.replace("Tests  59 passed (59)", "Tests  61 passed (61)")
    a1, d1 = counts(SLUG_OLD, SLUG_NEW)
    a2, d2 = counts(STEST_TAIL_OLD, STEST_TAIL_NEW)
    turns = [
        (gshell("pnpm vitest run", "Run the test suite once"),
         gem_run("pnpm vitest run", run1, pgid=51230)),
        (call("read_file", absolute_path=sp), gread(SLUG_OLD)),
        (call("read_file", absolute_path=tp, offset=60, limit=40),
         f"[File content truncated: showing lines 61-{total_lines} of {total_lines} total lines. "
         "Use offset/limit parameters to view more.]\n" + STEST_TAIL_OLD),
        (call("replace", file_path=sp, old_string=SLUG_A_OLD, new_string=SLUG_A_NEW), g_replaced(sp)),
        (call("replace", file_path=sp, old_string=SLUG_B_OLD, new_string=SLUG_B_NEW), g_replaced(sp)),
        (call("replace", file_path=tp, old_string=ST_OLD, new_string=ST_NEW), g_replaced(tp)),
        (gshell("pnpm vitest run", "Re-run the tests with the new ascii option"),
         gem_run("pnpm vitest run", run2, pgid=51388)),
        (gshell("pnpm tsc --noEmit", "Type-check the project"), gem_run("pnpm tsc --noEmit", "", pgid=51402)),
        (gshell("git diff --stat", "Summarise the changes"),
         gem_run("git diff --stat", diffstat([("src/slugify.test.ts", a2, d2), ("src/slugify.ts", a1, d1)]), pgid=51417)),
    ]
    rs.add(task=T, tid="h21-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns, bad=True, turn=7,
           kind="vitest still reports 14 tests in slugify.test.ts after the agent added two, so per-file counts sum to 59 against the 61 total")


# ---------------------------------------------------------------- 03 (bad): OpenHands, Go, go test + git

RETRY_OLD = tabs('''package retry

import (
    "context"
    "errors"
    "math/rand"
    "net/http"
    "time"
)

// Policy controls how Do retries a request.
type Policy struct {
    MaxAttempts int
    BaseDelay   time.Duration
    MaxDelay    time.Duration
    // Jitter is the fraction of each delay that is randomised (0..1).
    Jitter float64
}

// DefaultPolicy is used when the caller passes a zero Policy.
var DefaultPolicy = Policy{MaxAttempts: 4, BaseDelay: 200 * time.Millisecond, MaxDelay: 5 * time.Second, Jitter: 0.2}

// ErrExhausted is returned when every attempt failed without a transport error.
var ErrExhausted = errors.New("retry: attempts exhausted")

func retryable(resp *http.Response, err error) bool {
    if err != nil {
        return !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded)
    }
    switch resp.StatusCode {
    case http.StatusTooManyRequests, http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
        return true
    }
    return false
}

func (p Policy) backoff(attempt int) time.Duration {
    d := p.BaseDelay << attempt
    if d <= 0 || d > p.MaxDelay {
        d = p.MaxDelay
    }
    if p.Jitter > 0 {
        d -= time.Duration(rand.Float64() * p.Jitter * float64(d))
    }
    return d
}

// Do sends req with client, retrying according to p.
func Do(ctx context.Context, client *http.Client, req *http.Request, p Policy) (*http.Response, error) {
    if p.MaxAttempts == 0 {
        p = DefaultPolicy
    }
    var lastErr error
    for attempt := 0; attempt < p.MaxAttempts; attempt++ {
        resp, err := client.Do(req.Clone(ctx))
        if !retryable(resp, err) {
            return resp, err
        }
        lastErr = err
        delay := p.backoff(attempt)
        if resp != nil {
            resp.Body.Close()
        }
        select {
        case <-ctx.Done():
            return nil, ctx.Err()
        case <-time.After(delay):
        }
    }
    if lastErr == nil {
        lastErr = ErrExhausted
    }
    return nil, lastErr
}''')

R_IMP_OLD = tabs('''    "net/http"
    "time"
)''')
R_IMP_NEW = tabs('''    "net/http"
    "strconv"
    "time"
)''')
R_FN_OLD = "func (p Policy) backoff(attempt int) time.Duration {"
R_FN_NEW = tabs('''// retryAfter reads a Retry-After header given in seconds, capped at one minute.
func retryAfter(resp *http.Response) (time.Duration, bool) {
    v := resp.Header.Get("Retry-After")
    if v == "" {
        return 0, false
    }
    secs, err := strconv.Atoi(v)
    if err != nil || secs < 0 {
        return 0, false
    }
    if secs > 60 {
        secs = 60
    }
    return time.Duration(secs) * time.Second, true
}

func (p Policy) backoff(attempt int) time.Duration {''')
R_DL_OLD = tabs('''        delay := p.backoff(attempt)
        if resp != nil {
            resp.Body.Close()
        }''')
R_DL_NEW = tabs('''        delay := p.backoff(attempt)
        if resp != nil {
            if ra, ok := retryAfter(resp); ok {
                delay = ra
            }
            resp.Body.Close()
        }''')
RETRY_1 = RETRY_OLD.replace(R_IMP_OLD, R_IMP_NEW)
RETRY_2 = RETRY_1.replace(R_FN_OLD, R_FN_NEW)
RETRY_3 = RETRY_2.replace(R_DL_OLD, R_DL_NEW)


def t03(rs: RowSet) -> None:
    root = "/workspace/relaykit"
    p = f"{root}/internal/retry/retry.go"
    mod = "github.com/relaykit/relaykit"
    grep = "\n".join(
        grep_n("internal/retry/retry.go", RETRY_OLD, r"Retry-After|func \(p Policy\) backoff|delay")
        + ["internal/retry/retry_test.go:58:\t\tw.Header().Set(\"Retry-After\", \"1\")",
           "internal/retry/retry_test.go:61:\t// TODO: Do should wait for Retry-After instead of the computed backoff."])
    plus, minus = counts(RETRY_OLD, RETRY_3)
    i1 = lno(RETRY_1, '"strconv"')
    i2 = lno(RETRY_2, "// retryAfter reads")
    i3 = lno(RETRY_3, "if ra, ok := retryAfter")
    vtest = "\n".join([
        "=== RUN   TestDoRetriesOn503", "--- PASS: TestDoRetriesOn503 (0.61s)",
        "=== RUN   TestDoHonoursRetryAfter", "--- PASS: TestDoHonoursRetryAfter (1.00s)",
        "=== RUN   TestDoStopsOnContextCancel", "--- PASS: TestDoStopsOnContextCancel (0.05s)",
        "=== RUN   TestDoDoesNotRetry4xx", "--- PASS: TestDoDoesNotRetry4xx (0.00s)",
        "=== RUN   TestBackoffCapped", "--- PASS: TestBackoffCapped (0.00s)",
        "PASS", f"ok  \t{mod}/internal/retry\t1.683s"])
    all_tests = "\n".join([
        f"?   \t{mod}/cmd/relayctl\t[no test files]",
        f"ok  \t{mod}\t0.214s",
        f"ok  \t{mod}/internal/headers\t0.009s",
        f"ok  \t{mod}/internal/retry\t1.702s",
        f"ok  \t{mod}/internal/transport\t0.388s"])
    turns = [
        (bash(f"cd {root} && git checkout -b fix/retry-after && git log --oneline -5"),
         oh_bash("Switched to a new branch 'fix/retry-after'\n"
                 "e2d94b1 (HEAD -> fix/retry-after, origin/main, origin/HEAD, main) client: expose Transport option\n"
                 "a07c3f5 docs: document DefaultPolicy\n91be2d8 retry: cap backoff at MaxDelay\n"
                 "6f0c1e4 build: bump golang.org/x/net to v0.24.0\nc58a9d7 client: add WithUserAgent", root)),
        (bash('grep -rn "Retry-After\\|func (p Policy) backoff\\|delay" internal/retry/'), oh_bash(grep, root)),
        (editor("view", p), view(p, RETRY_OLD)),
        (editor("str_replace", p, old_str=R_IMP_OLD, new_str=R_IMP_NEW), snippet(p, RETRY_1, i1 - 1, i1 + 1)),
        (editor("str_replace", p, old_str=R_FN_OLD, new_str=R_FN_NEW),
         snippet(p, RETRY_2, i2, lno(RETRY_2, "func (p Policy) backoff"))),
        (editor("str_replace", p, old_str=R_DL_OLD, new_str=R_DL_NEW), snippet(p, RETRY_3, i3 - 2, i3 + 3)),
        (bash("gofmt -l internal/ && go test ./internal/retry/ -count=1 -v"), oh_bash(vtest, root)),
        (bash("go vet ./... && go test ./... -count=1"), oh_bash(all_tests, root)),
        (bash('git add internal/retry/retry.go && git commit -m "retry: honour Retry-After header on 429/503"'),
         oh_bash("[fix/retry-after 7c4e19a] retry: honour Retry-After header on 429/503\n" + stat_line(1, plus, minus), root)),
        (bash("git log --oneline -4"),
         oh_bash("b81d0f6 (HEAD -> fix/retry-after) retry: honour Retry-After header on 429/503\n"
                 "e2d94b1 (origin/main, origin/HEAD, main) client: expose Transport option\n"
                 "a07c3f5 docs: document DefaultPolicy\n91be2d8 retry: cap backoff at MaxDelay", root)),
        (bash("git push -u origin fix/retry-after"),
         oh_bash("Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nDelta compression using up to 8 threads\n"
                 "Compressing objects: 100% (4/4), done.\nWriting objects: 100% (5/5), 1.12 KiB | 1.12 MiB/s, done.\n"
                 "Total 5 (delta 3), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
                 "remote:\nremote: Create a pull request for 'fix/retry-after' on GitHub by visiting:\n"
                 "remote:      https://github.com/relaykit/relaykit/pull/new/fix/retry-after\nremote:\n"
                 "To github.com:relaykit/relaykit.git\n * [new branch]      fix/retry-after -> fix/retry-after\n"
                 "branch 'fix/retry-after' set up to track 'origin/fix/retry-after'.", root)),
    ]
    rs.add(task=T, tid="h21-swe-03", system=OH_SYSTEM.format(root=root), turns=turns, bad=True, turn=10,
           kind="commit created as 7c4e19a shows up as b81d0f6 in git log with no amend or rebase")


# ---------------------------------------------------------------- 04 (bad): Gemini CLI, Rust, cargo-nextest

TESS_MOD_OLD = '''//! Pre-1.0 APIs kept for downstream crates that have not migrated yet.
//!
//! `compat` re-creates the 0.x free functions on top of the `Shape` trait;
//! `v1_shapes` holds the old concrete shape structs.

pub mod compat;
pub mod v1_shapes;

#[allow(deprecated)]
pub use compat::{area_of, perimeter_of};
pub use v1_shapes::{LegacyCircle, LegacyRect};
'''
TM_OLD = '''//! `compat` re-creates the 0.x free functions on top of the `Shape` trait;
//! `v1_shapes` holds the old concrete shape structs.

pub mod compat;
pub mod v1_shapes;

#[allow(deprecated)]
pub use compat::{area_of, perimeter_of};
pub use v1_shapes'''
TM_NEW = '''//! `v1_shapes` holds the old concrete shape structs.

pub mod v1_shapes;

pub use v1_shapes'''
TESS_MOD_NEW = TESS_MOD_OLD.replace(TM_OLD, TM_NEW)

TESS_LIB = '''//! tessellate: 2D shapes, bounding boxes and triangle meshes.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bounds;
pub mod error;
pub mod legacy;
pub mod mesh;
pub mod prelude;
pub mod shapes;

pub use bounds::Aabb;
pub use error::TessError;
pub use mesh::{Mesh, Triangle};
pub use shapes::{Circle, Polygon, Rect, Shape};

/// Free functions from 0.x, re-exported at the crate root for old callers.
#[doc(hidden)]
#[allow(deprecated)]
pub use legacy::compat::{area_of, perimeter_of};
'''
TL_OLD = '''pub use shapes::{Circle, Polygon, Rect, Shape};

/// Free functions from 0.x, re-exported at the crate root for old callers.
#[doc(hidden)]
#[allow(deprecated)]
pub use legacy::compat::{area_of, perimeter_of};'''
TL_NEW = "pub use shapes::{Circle, Polygon, Rect, Shape};"

TESS_COMPAT_TEST = '''#![allow(deprecated)]

use tessellate::legacy::compat::{area_of, perimeter_of};
use tessellate::Rect;

#[test]
fn free_functions_match_trait() {
    let r = Rect::new(0.0, 0.0, 2.0, 3.0);
    assert_eq!(area_of(&r), 6.0);
    assert_eq!(perimeter_of(&r), 10.0);
}
'''

TESS_TESTS = [
    ("tessellate", "bounds::tests::", ["contains_point_on_edge", "empty_box_has_zero_area", "expand_by_margin", "intersection_of_overlapping_boxes", "union_of_disjoint_boxes"]),
    ("tessellate", "error::tests::", ["display_degenerate_polygon", "display_self_intersection"]),
    ("tessellate", "legacy::v1_shapes::tests::", ["legacy_circle_into_circle", "legacy_rect_into_rect"]),
    ("tessellate", "mesh::tests::", ["earcut_concave_polygon", "earcut_square_two_triangles", "mesh_area_equals_polygon_area", "mesh_bounds", "triangle_orientation_ccw", "triangle_orientation_cw", "weld_vertices_within_epsilon"]),
    ("tessellate", "shapes::circle::tests::", ["area", "bounds", "contains_center", "perimeter", "rejects_negative_radius"]),
    ("tessellate", "shapes::polygon::tests::", ["area_of_l_shape", "centroid_of_square", "convex_hull_keeps_order", "is_convex", "rejects_fewer_than_three_points", "simplify_collinear_points"]),
    ("tessellate", "shapes::rect::tests::", ["area", "from_corners_normalises", "perimeter", "to_polygon_winding"]),
    ("tessellate::mesh_roundtrip", "", ["obj_roundtrip_keeps_indices", "obj_roundtrip_keeps_vertices", "stl_ascii_roundtrip", "stl_binary_roundtrip"]),
    ("tessellate::shapes", "", ["circle_polygon_approximation_area", "polygon_with_hole_area", "rect_polygon_equivalence", "shape_trait_object_dispatch"]),
    ("tessellate::prelude", "", ["prelude_exports_shape_trait", "prelude_exports_mesh"]),
]


def t04(rs: RowSet) -> None:
    root = "/home/ana/src/tessellate"
    lib, mod = f"{root}/src/lib.rs", f"{root}/src/legacy/mod.rs"
    names = []
    for binary, prefix, tests in TESS_TESTS:
        names += [f"{binary} {prefix}{t}" for t in tests]
    times = [4, 3, 2, 2, 5, 6, 3, 11, 9, 2, 3, 8, 14, 7, 3, 2, 6, 3, 2, 2, 4, 5, 3, 7, 4, 3, 2, 2, 3, 19, 17, 12, 26, 9, 8, 7, 3, 2, 2]
    lines = [f"        PASS [   0.{times[i % len(times)]:03d}s] {n}" for i, n in enumerate(sorted(names))]
    nextest = "\n".join([
        f"   Compiling tessellate v0.9.3 ({root})",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 7.81s",
        f"    Starting {len(names)} tests across 4 binaries",
        *lines,
        "------------",
        f"     Summary [   0.164s] {len(names)} tests run: {len(names)} passed, 0 skipped"])
    search = gsearch(r"compat::|mod compat", [("src/legacy/mod.rs", TESS_MOD_OLD), ("src/lib.rs", TESS_LIB),
                                              ("tests/legacy_compat.rs", TESS_COMPAT_TEST)])
    turns = [
        (call("list_directory", path=f"{root}/src"),
         glist(f"{root}/src", ["legacy", "mesh", "shapes"], ["bounds.rs", "error.rs", "lib.rs", "prelude.rs"])),
        (call("search_file_content", pattern=r"compat::|mod compat"), search),
        (call("read_file", absolute_path=mod), gread(TESS_MOD_OLD)),
        (gshell("git rm src/legacy/compat.rs tests/legacy_compat.rs", "Remove the deprecated 0.x compat module and its test"),
         gem_run("git rm src/legacy/compat.rs tests/legacy_compat.rs", "rm 'src/legacy/compat.rs'\nrm 'tests/legacy_compat.rs'", pgid=88104)),
        (call("replace", file_path=mod, old_string=TM_OLD, new_string=TM_NEW), g_replaced(mod)),
        (call("replace", file_path=lib, old_string=TL_OLD, new_string=TL_NEW), g_replaced(lib)),
        (call("list_directory", path=f"{root}/src/legacy"),
         glist(f"{root}/src/legacy", [], ["compat.rs", "mod.rs", "v1_shapes.rs"])),
        (gshell("cargo nextest run", "Build and run all tests with nextest"), gem_run("cargo nextest run", nextest, pgid=88161)),
        (gshell("git status --short", "Check what will be committed"),
         gem_run("git status --short", "D  src/legacy/compat.rs\n M src/legacy/mod.rs\n M src/lib.rs\nD  tests/legacy_compat.rs", pgid=88240)),
    ]
    rs.add(task=T, tid="h21-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns, bad=True, turn=7,
           kind="src/legacy/compat.rs, removed with git rm, is listed again in the directory listing")


# ---------------------------------------------------------------- 05 (bad): OpenHands, Java, Maven

MONEY_OLD = '''package io.ledgerline.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Currency;
import java.util.Locale;
import java.util.Objects;

/**
 * Formats monetary amounts for statements and invoices.
 *
 * <p>Amounts are rounded to the currency's default fraction digits using banker's rounding,
 * matching the ledger's settlement rules (see docs/rounding.md).
 */
public final class MoneyFormatter {

    private final Locale locale;
    private final boolean showSymbol;

    public MoneyFormatter(Locale locale, boolean showSymbol) {
        this.locale = Objects.requireNonNull(locale, "locale");
        this.showSymbol = showSymbol;
    }

    public String format(BigDecimal amount, Currency currency) {
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(currency, "currency");
        int digits = Math.max(currency.getDefaultFractionDigits(), 0);
        BigDecimal rounded = amount.setScale(digits, RoundingMode.HALF_UP);
        DecimalFormat df = (DecimalFormat) DecimalFormat.getCurrencyInstance(locale);
        df.setCurrency(currency);
        DecimalFormatSymbols symbols = df.getDecimalFormatSymbols();
        symbols.setCurrencySymbol(showSymbol ? currency.getSymbol(locale) : "");
        df.setDecimalFormatSymbols(symbols);
        df.setMinimumFractionDigits(digits);
        df.setMaximumFractionDigits(digits);
        df.setRoundingMode(RoundingMode.HALF_UP);
        return df.format(rounded).trim();
    }

    public String formatCompact(BigDecimal amount, Currency currency) {
        String full = format(amount, currency);
        return full.endsWith(".00") || full.endsWith(",00") ? full.substring(0, full.length() - 3) : full;
    }
}'''
MF1_OLD = "        BigDecimal rounded = amount.setScale(digits, RoundingMode.HALF_UP);"
MF1_NEW = "        BigDecimal rounded = amount.setScale(digits, RoundingMode.HALF_EVEN);"
MF2_OLD = "        df.setRoundingMode(RoundingMode.HALF_UP);"
MF2_NEW = "        df.setRoundingMode(RoundingMode.HALF_EVEN);"
MONEY_1 = MONEY_OLD.replace(MF1_OLD, MF1_NEW)
MONEY_2 = MONEY_1.replace(MF2_OLD, MF2_NEW)


def mvn_head(artifact: str, version: str, compiled: str) -> list[str]:
    return [
        "[INFO] Scanning for projects...", "[INFO]",
        f"[INFO] --------------------< io.ledgerline:{artifact} >--------------------",
        f"[INFO] Building {artifact} {version}", "[INFO]   from pom.xml",
        "[INFO] --------------------------------[ jar ]---------------------------------", "[INFO]",
        f"[INFO] --- resources:3.3.1:resources (default-resources) @ {artifact} ---",
        "[INFO] Copying 2 resources from src/main/resources to target/classes", "[INFO]",
        f"[INFO] --- compiler:3.13.0:compile (default-compile) @ {artifact} ---", compiled, "[INFO]",
        f"[INFO] --- resources:3.3.1:testResources (default-testResources) @ {artifact} ---",
        "[INFO] Copying 4 resources from src/test/resources to target/test-classes", "[INFO]",
        f"[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ {artifact} ---",
        "[INFO] Nothing to compile - all classes are up to date.", "[INFO]",
        f"[INFO] --- surefire:3.2.5:test (default-test) @ {artifact} ---",
        "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider", "[INFO]",
        "[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
        "[INFO] -------------------------------------------------------"]


def mvn_tail(total: str, when: str) -> list[str]:
    return ["[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS",
            "[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {total}", f"[INFO] Finished at: {when}",
            "[INFO] ------------------------------------------------------------------------"]


def t05(rs: RowSet) -> None:
    root = "/workspace/ledgerline"
    rel = "src/main/java/io/ledgerline/format/MoneyFormatter.java"
    p = f"{root}/{rel}"
    a = lno(MONEY_OLD, "public String format(")
    b = lno(MONEY_OLD, "return df.format(rounded)")
    grep = "\n".join(grep_n(rel, MONEY_OLD, "RoundingMode") + [
        "src/main/java/io/ledgerline/tax/VatCalculator.java:4:import java.math.RoundingMode;",
        "src/main/java/io/ledgerline/tax/VatCalculator.java:41:        return net.multiply(rate).setScale(2, RoundingMode.HALF_EVEN);",
        "src/main/java/io/ledgerline/fx/FxConverter.java:5:import java.math.RoundingMode;",
        "src/main/java/io/ledgerline/fx/FxConverter.java:63:        return amount.multiply(rate.value()).setScale(scale, RoundingMode.HALF_EVEN);"])
    one = "\n".join(mvn_head("ledgerline-core", "2.4.0-SNAPSHOT",
                             "[INFO] Recompiling the module because of changed source code.\n"
                             "[INFO] Compiling 38 source files with javac [debug release 17] to target/classes") + [
        "[INFO] Running io.ledgerline.format.MoneyFormatterTest",
        "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.142 s -- in io.ledgerline.format.MoneyFormatterTest",
        "[INFO]", "[INFO] Results:", "[INFO]", "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0", "[INFO]"]
        + mvn_tail("4.317 s", "2024-06-11T15:20:44Z"))
    classes = [("io.ledgerline.LedgerTest", 17, "0.311"), ("io.ledgerline.fx.FxConverterTest", 21, "0.087"),
               ("io.ledgerline.fx.RateTableTest", 12, "0.035"), ("io.ledgerline.format.MoneyFormatterTest", 9, "0.129"),
               ("io.ledgerline.format.StatementRendererTest", 14, "0.402"), ("io.ledgerline.io.CsvImportTest", 26, "0.518"),
               ("io.ledgerline.tax.VatCalculatorTest", 19, "0.044"), ("io.ledgerline.tax.VatRegistryTest", 25, "0.061")]
    total = sum(n for _, n, _ in classes)
    verify = "\n".join(
        [f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in {c}" for c, n, t in classes]
        + ["[INFO]", "[INFO] Results:", "[INFO]", f"[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0", "[INFO]",
           "[INFO]", "[INFO] --- jar:3.4.1:jar (default-jar) @ ledgerline-core ---",
           f"[INFO] Building jar: {root}/target/ledgerline-core-2.4.0-SNAPSHOT.jar", "[INFO]",
           "[INFO] --- jacoco:0.8.12:report (report) @ ledgerline-core ---",
           f"[INFO] Loading execution data file {root}/target/jacoco.exec",
           "[INFO] Analyzed bundle 'ledgerline-core' with 38 classes"]
        + mvn_tail("14.902 s", "2024-06-11T15:21:31Z"))
    turns = [
        (bash(f"cd {root} && git status && git log -1 --oneline"),
         oh_bash("On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
                 "f3a80c6 (HEAD -> main, origin/main) statement: group fees by posting date", root)),
        (bash('grep -rn "RoundingMode" src/main/java'), oh_bash(grep, root)),
        (editor("view", p, view_range=[a - 1, b + 1]), view(p, MONEY_OLD, a - 1, b + 1)),
        (editor("str_replace", p, old_str=MF1_OLD, new_str=MF1_NEW), snippet(p, MONEY_1, lno(MONEY_1, "HALF_EVEN"))),
        (editor("str_replace", p, old_str=MF2_OLD, new_str=MF2_NEW),
         snippet(p, MONEY_2, lno(MONEY_2, "df.setRoundingMode"))),
        (bash("mvn -B -Dtest=MoneyFormatterTest test"), oh_bash(one, root)),
        (bash("mvn -B verify | tail -25"), oh_bash("\n".join(verify.split("\n")[-25:]), root)),
        (bash("git add -A && git commit -m \"format: use banker's rounding (HALF_EVEN) in MoneyFormatter\""),
         oh_bash("[main 4d2a8e1] format: use banker's rounding (HALF_EVEN) in MoneyFormatter\n" + stat_line(1, 2, 2), root)),
        (bash("git status"),
         oh_bash("On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\n  (use \"git push\" to publish your local commits)\n\n"
                 "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
                 "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                 f"\tmodified:   {rel}\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")", root)),
    ]
    rs.add(task=T, tid="h21-swe-05", system=OH_SYSTEM.format(root=root), turns=turns, bad=True, turn=9,
           kind="git status lists MoneyFormatter.java as modified right after it was committed with nothing touching it since")


# ---------------------------------------------------------------- 06 (bad): Gemini CLI, Python, hatch

POLL_CONFIG = '''"""Runtime defaults for pollster. Some values can be overridden by environment variables."""

from __future__ import annotations

import os

__all__ = ["DEFAULT_INTERVAL", "DEFAULT_TIMEOUT", "MAX_RETRIES", "USER_AGENT", "env_float"]


def env_float(name: str, default: float) -> float:
    raw = os.environ.get(name)
    return float(raw) if raw else default


DEFAULT_TIMEOUT = 30.0
DEFAULT_INTERVAL = env_float("POLLSTER_INTERVAL", 5.0)
MAX_RETRIES = 4
BACKOFF_FACTOR = 1.5
USER_AGENT = "pollster/1.8.2 (+https://github.com/samhollis/pollster)"
'''

POLL_CLI = '''"""Command-line entry point: ``pollster URL [URL ...]``."""

from __future__ import annotations

import argparse
import sys

from . import __version__, config
from .client import Poller


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="pollster", description="Poll URLs and report status changes.")
    parser.add_argument("urls", nargs="+", metavar="URL", help="URLs to poll")
    parser.add_argument("-i", "--interval", type=float, default=config.DEFAULT_INTERVAL, metavar="SECONDS",
                        help="seconds between polls (default: %(default)s)")
    parser.add_argument("-n", "--count", type=int, default=0, metavar="COUNT",
                        help="stop after N rounds (default: run forever)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per change")
    parser.add_argument("-V", "--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    poller = Poller(args.urls, interval=args.interval)
    try:
        poller.run(count=args.count, as_json=args.json)
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''

POLL_CLIENT = '''"""HTTP polling loop."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field

import httpx

from .config import BACKOFF_FACTOR, DEFAULT_INTERVAL, DEFAULT_TIMEOUT, MAX_RETRIES, USER_AGENT
from .render import render_change


@dataclass
class Target:
    url: str
    last_status: int | None = None
    last_change: float | None = None
    failures: int = 0
    history: list[int] = field(default_factory=list)


class Poller:
    """Polls each URL every ``interval`` seconds and prints status changes."""

    def __init__(
        self,
        urls: list[str],
        interval: float = DEFAULT_INTERVAL,
        timeout: float = DEFAULT_TIMEOUT,
        retries: int = MAX_RETRIES,
    ) -> None:
        self.targets = [Target(u) for u in urls]
        self.interval = interval
        self.retries = retries
        self.client = httpx.Client(timeout=timeout, headers={"User-Agent": USER_AGENT}, follow_redirects=True)

    def _fetch(self, target: Target) -> int:
        delay = 0.5
        for attempt in range(self.retries + 1):
            try:
                return self.client.get(target.url).status_code
            except httpx.TransportError:
                if attempt == self.retries:
                    return 0
                time.sleep(delay)
                delay *= BACKOFF_FACTOR
        return 0

    def run(self, count: int = 0, as_json: bool = False) -> None:
        rounds = 0
        while count == 0 or rounds < count:
            for target in self.targets:
                status = self._fetch(target)
                if status != target.last_status:
                    change = render_change(target.url, target.last_status, status)
                    print(json.dumps(change) if as_json else change["text"], flush=True)
                    target.last_status, target.last_change = status, time.time()
                target.history.append(status)
            rounds += 1
            if count == 0 or rounds < count:
                time.sleep(self.interval)
'''

PC1_OLD = '''                        help="seconds between polls (default: %(default)s)")
    parser.add_argument("-n", "--count"'''
PC1_NEW = '''                        help="seconds between polls (default: %(default)s)")
    parser.add_argument("-t", "--timeout", type=float, default=config.DEFAULT_TIMEOUT, metavar="SECONDS",
                        help="per-request timeout in seconds (default: %(default)s)")
    parser.add_argument("-n", "--count"'''
PC2_OLD = "    poller = Poller(args.urls, interval=args.interval)"
PC2_NEW = "    poller = Poller(args.urls, interval=args.interval, timeout=args.timeout)"

POLL_TEST = '''from pollster import config
from pollster.cli import build_parser


def test_timeout_defaults_to_config():
    args = build_parser().parse_args(["https://example.org"])
    assert args.timeout == config.DEFAULT_TIMEOUT


def test_timeout_flag():
    args = build_parser().parse_args(["-t", "2.5", "https://example.org"])
    assert args.timeout == 2.5
'''


def t06(rs: RowSet) -> None:
    root = "/home/sam/code/pollster"
    pk = f"{root}/src/pollster"
    drifted = POLL_CONFIG.replace("DEFAULT_TIMEOUT = 30.0", "DEFAULT_TIMEOUT = 45.0")
    search = gsearch("DEFAULT_TIMEOUT|DEFAULT_INTERVAL", [
        ("src/pollster/cli.py", POLL_CLI), ("src/pollster/client.py", POLL_CLIENT), ("src/pollster/config.py", drifted)])
    helptext = "\n".join([
        "usage: pollster [-h] [-i SECONDS] [-t SECONDS] [-n COUNT] [--json] [-V] URL [URL ...]", "",
        "Poll URLs and report status changes.", "", "positional arguments:", "  URL                   URLs to poll", "",
        "options:", "  -h, --help            show this help message and exit",
        "  -i SECONDS, --interval SECONDS", "                        seconds between polls (default: 5.0)",
        "  -t SECONDS, --timeout SECONDS", "                        per-request timeout in seconds (default: 30.0)",
        "  -n COUNT, --count COUNT", "                        stop after N rounds (default: run forever)",
        "  --json                print one JSON object per change",
        "  -V, --version         show program's version number and exit"])
    hatch = "\n".join([
        "──────────────────────────────────── hatch-test.py3.12 ────────────────────────────────────",
        "============================= test session starts ==============================",
        "platform linux -- Python 3.12.3, pytest-8.2.2, pluggy-1.5.0",
        "Using --randomly-seed=2841470921", f"rootdir: {root}", "configfile: pyproject.toml",
        "plugins: mock-3.14.0, rerunfailures-14.0, xdist-3.6.1, randomly-3.15.0", "collected 33 items", "",
        "tests/test_render.py ..........                                          [ 30%]",
        "tests/test_cli_timeout.py ..                                             [ 36%]",
        "tests/test_client.py ..............                                      [ 78%]",
        "tests/test_cli.py .......                                                [100%]", "",
        "============================== 33 passed in 1.47s =============================="])
    turns = [
        (call("list_directory", path=pk),
         glist(pk, ["__pycache__"], ["__init__.py", "__main__.py", "cli.py", "client.py", "config.py", "render.py"])),
        (call("read_file", absolute_path=f"{pk}/config.py"), gread(POLL_CONFIG)),
        (call("read_file", absolute_path=f"{pk}/cli.py"), gread(POLL_CLI)),
        (call("search_file_content", pattern="DEFAULT_TIMEOUT|DEFAULT_INTERVAL", path="src"), search.replace('in path "."', 'in path "src"')),
        (call("replace", file_path=f"{pk}/cli.py", old_string=PC1_OLD, new_string=PC1_NEW), g_replaced(f"{pk}/cli.py")),
        (call("replace", file_path=f"{pk}/cli.py", old_string=PC2_OLD, new_string=PC2_NEW), g_replaced(f"{pk}/cli.py")),
        (call("write_file", file_path=f"{root}/tests/test_cli_timeout.py", content=POLL_TEST), g_created(f"{root}/tests/test_cli_timeout.py")),
        (gshell("hatch run pollster --help", "Check the new option in the help text"),
         gem_run("hatch run pollster --help", helptext, pgid=30772)),
        (gshell("hatch test", "Run the test suite"), gem_run("hatch test", hatch, pgid=30815)),
    ]
    rs.add(task=T, tid="h21-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns, bad=True, turn=4,
           kind="search shows DEFAULT_TIMEOUT = 45.0 in config.py, which was read as 30.0 two turns earlier and never edited")


# ---------------------------------------------------------------- 07 (bad): OpenHands, JavaScript, npm + jest + webpack

PT_FORMAT_OLD = '''const cache = new Map();

function formatterFor(locale, currency) {
  const key = `${locale}|${currency}`;
  let fmt = cache.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { style: "currency", currency });
    cache.set(key, fmt);
  }
  return fmt;
}

/**
 * Format a price given in minor units (cents) for display.
 * @param {number} minor amount in minor units, e.g. 1999 for 19.99
 * @param {string} currency ISO 4217 code
 * @param {string} [locale]
 */
export function formatPrice(minor, currency, locale = "en-US") {
  if (!Number.isInteger(minor)) {
    throw new TypeError(`minor units must be an integer, got ${minor}`);
  }
  return formatterFor(locale, currency).format(minor / 100);
}

export function clearFormatterCache() {
  cache.clear();
}
'''
PTF_OLD = '''  return formatterFor(locale, currency).format(minor / 100);'''
PTF_NEW = '''  const fmt = formatterFor(locale, currency);
  // JPY, KRW, ... have no minor unit; BHD, KWD, ... have three digits.
  const digits = fmt.resolvedOptions().maximumFractionDigits;
  return fmt.format(minor / 10 ** digits);'''
PT_FORMAT_NEW = PT_FORMAT_OLD.replace(PTF_OLD, PTF_NEW)

PT_INDEX_OLD = '''import "./styles.css";
import { clearFormatterCache, formatPrice } from "./format.js";
import { mount, unmount } from "./widget.js";

export { clearFormatterCache, formatPrice, mount, unmount };
'''
PTI_OLD = "export { clearFormatterCache, formatPrice, mount, unmount };"
PTI_NEW = 'export const VERSION = "1.6.2";\n\nexport { clearFormatterCache, formatPrice, mount, unmount };'


def t07(rs: RowSet) -> None:
    root = "/workspace/pricetag-widget"
    fp, ip = f"{root}/src/format.js", f"{root}/src/index.js"

    def ls(size: int, stamp: str, msize: int, total: int) -> str:
        return (f"total {total}\n-rw-r--r-- 1 openhands openhands {size} {stamp} +0000 pricetag.min.js\n"
                f"-rw-r--r-- 1 openhands openhands {msize} {stamp} +0000 pricetag.min.js.map")

    def build(kib: str, ms: int, mods: str) -> str:
        return ("\n> pricetag-widget@1.6.2 build\n> webpack --mode production\n\n"
                f"asset pricetag.min.js {kib} KiB [emitted] [minimized] (name: main) 1 related asset\n"
                "orphan modules 2.41 KiB [orphan] 3 modules\nruntime modules 670 bytes 3 modules\n"
                f"cacheable modules {mods}\n  ./src/index.js + 4 modules {mods.split()[0]} KiB [built] [code generated]\n"
                f"webpack 5.91.0 compiled successfully in {ms} ms")

    jest_fail = "\n".join([
        " FAIL  src/format.test.js", "  formatPrice", "    ✓ formats USD cents (14 ms)", "    ✓ formats EUR in de-DE (2 ms)",
        "    ✕ formats JPY without dividing by 100 (4 ms)", "    ✓ rejects non-integer input (6 ms)",
        "    ✓ reuses formatters (1 ms)", "", "  ● formatPrice › formats JPY without dividing by 100", "",
        "    expect(received).toBe(expected) // Object.is equality", "", '    Expected: "¥1,999"', '    Received: "¥20"', "",
        "      17 |", '      18 |   it("formats JPY without dividing by 100", () => {',
        '    > 19 |     expect(formatPrice(1999, "JPY", "en-US")).toBe("¥1,999");',
        "         |                                               ^", "      20 |   });", "      21 |",
        '      22 |   it("rejects non-integer input", () => {', "", "      at Object.toBe (src/format.test.js:19:47)", "",
        "Test Suites: 1 failed, 1 total", "Tests:       1 failed, 4 passed, 5 total", "Snapshots:   0 total",
        "Time:        0.612 s", "Ran all test suites matching /src\\/format/i."])
    jest_all = "\n".join([
        " PASS  src/format.test.js", " PASS  src/widget.test.js", " PASS  src/dom.test.js", "",
        "Test Suites: 3 passed, 3 total", "Tests:       23 passed, 23 total", "Snapshots:   2 passed, 2 total",
        "Time:        1.184 s", "Ran all test suites."])
    a = lno(PT_FORMAT_NEW, "const fmt = formatterFor(locale, currency);")
    turns = [
        (bash(f"cd {root} && git status --short && ls -l --time-style=full-iso dist/"),
         oh_bash(ls(14643, "2024-04-29 17:03:12.000000000", 46120, 64), root)),
        (bash("npx jest src/format"), oh_bash(jest_fail, root, 1)),
        (editor("view", fp), view(fp, PT_FORMAT_OLD)),
        (editor("str_replace", fp, old_str=PTF_OLD, new_str=PTF_NEW), snippet(fp, PT_FORMAT_NEW, a, a + 3)),
        (bash("npx jest"), oh_bash(jest_all, root)),
        (bash("npm run build"), oh_bash(build("14.4", 2314, "27.9 KiB"), root)),
        (bash("ls -l --time-style=full-iso dist/ && date"),
         oh_bash(ls(14702, "2024-05-14 10:14:52.318406125", 46377, 64) + "\nTue May 14 10:15:03 UTC 2024", root)),
        (editor("str_replace", ip, old_str=PTI_OLD, new_str=PTI_NEW),
         snippet(ip, PT_INDEX_OLD.replace(PTI_OLD, PTI_NEW), 5, 7)),
        (bash("npm run build && ls -l --time-style=full-iso dist/"),
         oh_bash(build("14.4", 2187, "27.9 KiB") + "\n" + ls(14789, "2024-05-14 10:09:41.772019304", 46512, 64), root)),
        (bash("git status --short"),
         oh_bash(" M dist/pricetag.min.js\n M dist/pricetag.min.js.map\n M src/format.js\n M src/index.js", root)),
    ]
    rs.add(task=T, tid="h21-swe-07", system=OH_SYSTEM.format(root=root), turns=turns, bad=True, turn=9,
           kind="after a rebuild, dist/pricetag.min.js has an mtime (10:09:41) earlier than the previous build's 10:14:52 and the 10:15:03 clock reading")


# ---------------------------------------------------------------- 08 (bad): Gemini CLI, Go, golangci-lint

FW_CODEC = tabs('''// Package wire implements the framewire binary framing protocol.
package wire

import (
    "bufio"
    "encoding/binary"
    "errors"
    "fmt"
    "io"
)

// Frame types.
const (
    TypeData  byte = 0x01
    TypePing  byte = 0x02
    TypePong  byte = 0x03
    TypeClose byte = 0x04
)

// MaxPayload is the largest payload a frame may carry.
const MaxPayload = 1 << 20

const headerLen = 6 // 1 byte type, 1 byte flags, 4 bytes length

// Frame is one unit on the wire.
type Frame struct {
    Type    byte
    Flags   byte
    Payload []byte
}

// ErrTooLarge is returned for frames whose payload exceeds MaxPayload.
var ErrTooLarge = errors.New("wire: frame too large")

// Encoder writes frames to an io.Writer.
type Encoder struct {
    w   *bufio.Writer
    hdr [headerLen]byte
}

// NewEncoder returns an Encoder writing to w.
func NewEncoder(w io.Writer) *Encoder {
    return &Encoder{w: bufio.NewWriter(w)}
}

// Encode writes f and flushes the buffer.
func (e *Encoder) Encode(f Frame) error {
    if len(f.Payload) > MaxPayload {
        return ErrTooLarge
    }
    e.hdr[0], e.hdr[1] = f.Type, f.Flags
    binary.BigEndian.PutUint32(e.hdr[2:], uint32(len(f.Payload)))
    if _, err := e.w.Write(e.hdr[:]); err != nil {
        return err
    }
    if _, err := e.w.Write(f.Payload); err != nil {
        return err
    }
    return e.w.Flush()
}

// peekLen reports the payload length of the next frame without consuming it.
func peekLen(r *bufio.Reader) (int, error) {
    b, err := r.Peek(headerLen)
    if err != nil {
        return 0, err
    }
    return int(binary.BigEndian.Uint32(b[2:])), nil
}

// Decoder reads frames from an io.Reader.
type Decoder struct {
    r   *bufio.Reader
    buf []byte
}

// NewDecoder returns a Decoder reading from r.
func NewDecoder(r io.Reader) *Decoder {
    return &Decoder{r: bufio.NewReader(r)}
}

// Decode reads the next frame. The returned payload is valid until the next call.
func (d *Decoder) Decode() (Frame, error) {
    var hdr [headerLen]byte
    var f Frame
    n, err := io.ReadFull(d.r, hdr[:])
    if n == 0 {
        return f, io.EOF
    }
    if n < headerLen {
        return f, io.ErrUnexpectedEOF
    }
    f.Type, f.Flags = hdr[0], hdr[1]
    size := binary.BigEndian.Uint32(hdr[2:])
    if size > MaxPayload {
        return f, ErrTooLarge
    }
    if cap(d.buf) < int(size) {
        d.buf = make([]byte, size)
    }
    d.buf = d.buf[:size]
    if _, err = io.ReadFull(d.r, d.buf); err != nil {
        return f, err
    }
    f.Payload = d.buf
    return f, nil
}

// Validate checks that f is well formed for its type.
func Validate(f Frame) error {
    switch f.Type {
    case TypeData:
        return nil
    case TypePing, TypePong:
        if len(f.Payload) > 125 {
            return fmt.Errorf("Control frame payload too long: %d bytes", len(f.Payload))
        }
        return nil
    case TypeClose:
        if len(f.Payload) == 1 {
            return errors.New("wire: close payload must be empty or carry a 2-byte code")
        }
        return nil
    }
    return fmt.Errorf("wire: unknown frame type 0x%02x", f.Type)
}
''')
FW1_OLD = tabs('''    n, err := io.ReadFull(d.r, hdr[:])
    if n == 0 {
        return f, io.EOF
    }
    if n < headerLen {
        return f, io.ErrUnexpectedEOF
    }''')
FW1_NEW = tabs('''    // io.ReadFull gives io.EOF for a clean end and io.ErrUnexpectedEOF for a short header.
    if _, err := io.ReadFull(d.r, hdr[:]); err != nil {
        return f, err
    }''')
FW1b_OLD = tabs('''    if _, err = io.ReadFull(d.r, d.buf); err != nil {''')
FW1b_NEW = tabs('''    if _, err := io.ReadFull(d.r, d.buf); err != nil {''')
FW2_OLD = 'fmt.Errorf("Control frame payload too long: %d bytes", len(f.Payload))'
FW2_NEW = 'fmt.Errorf("wire: control frame payload too long: %d bytes", len(f.Payload))'
FW3_OLD = tabs('''// peekLen reports the payload length of the next frame without consuming it.
func peekLen(r *bufio.Reader) (int, error) {
    b, err := r.Peek(headerLen)
    if err != nil {
        return 0, err
    }
    return int(binary.BigEndian.Uint32(b[2:])), nil
}

''')
FW_1 = FW_CODEC.replace(FW1_OLD + "\n" + seg(FW_CODEC, lno(FW_CODEC, "f.Type, f.Flags = hdr"), lno(FW_CODEC, "if _, err = io.ReadFull(d.r, d.buf)")),
                        FW1_NEW + "\n" + seg(FW_CODEC, lno(FW_CODEC, "f.Type, f.Flags = hdr"), lno(FW_CODEC, "if _, err = io.ReadFull(d.r, d.buf)")).replace(FW1b_OLD, FW1b_NEW))
FW_2 = FW_1.replace(FW2_OLD, FW2_NEW)
FW_3 = FW_2.replace(FW3_OLD, "")

FW_MAIN = tabs('''// Command fwdump prints the frames in a framewire capture file.
package main

import (
    "flag"
    "fmt"
    "io"
    "os"

    "github.com/kimtr/framewire/internal/wire"
)

var (
    hexDump = flag.Bool("x", false, "hex-dump payloads")
    limit   = flag.Int("n", 0, "stop after n frames (0: all)")
)

func main() {
    flag.Usage = func() {
        fmt.Fprintf(flag.CommandLine.Output(), "usage: fwdump [-x] [-n N] FILE\\n")
        flag.PrintDefaults()
    }
    flag.Parse()
    if flag.NArg() != 1 {
        flag.Usage()
        os.Exit(2)
    }
    if err := run(flag.Arg(0)); err != nil {
        fmt.Fprintln(os.Stderr, "fwdump:", err)
        os.Exit(1)
    }
}

func run(path string) error {
    f, err := os.Open(path)
    if err != nil {
        return err
    }
    defer f.Close()

    dec := wire.NewDecoder(f)
    for i := 0; *limit == 0 || i < *limit; i++ {
        fr, err := dec.Decode()
        if err == io.EOF {
            return nil
        }
        if err != nil {
            return fmt.Errorf("frame %d: %w", i, err)
        }
        if err := wire.Validate(fr); err != nil {
            fmt.Printf("#%d invalid: %v\\n", i, err)
            continue
        }
        fmt.Printf("#%d type=0x%02x flags=0x%02x len=%d\\n", i, fr.Type, fr.Flags, len(fr.Payload))
        if *hexDump {
            fmt.Print(hexdump(fr.Payload))
        }
    }
    return nil
}
''')
FM_OLD = tabs('''func run(path string) error {
    f, err := os.Open(path)
    if err != nil {
        return err
    }
    defer f.Close()''')
FM_NEW = tabs('''func run(path string) (err error) {
    f, err := os.Open(path)
    if err != nil {
        return err
    }
    defer func() {
        if cerr := f.Close(); cerr != nil && err == nil {
            err = cerr
        }
    }()''')


def lint_issue(path: str, text: str, needle: str, col: int, msg: str) -> str:
    n = lno(text, needle)
    src = text.split("\n")[n - 1]
    caret = "".join(ch if ch == "\t" else " " for ch in src[:col - 1]) + "^"
    return f"{path}:{n}:{col}: {msg}\n{src}\n{caret}"


def t08(rs: RowSet) -> None:
    root = "/home/kim/go/src/github.com/kimtr/framewire"
    old, new = "internal/wire/codec.go", "internal/wire/frame_codec.go"
    np, mp = f"{root}/{new}", f"{root}/cmd/fwdump/main.go"
    errc = lint_issue("cmd/fwdump/main.go", FW_MAIN, "defer f.Close()", 8, "Error return value of `f.Close` is not checked (errcheck)")
    unused = lint_issue(old, FW_CODEC, "func peekLen", 6, "func `peekLen` is unused (unused)")
    ineff = lint_issue(old, FW_CODEC, "n, err := io.ReadFull", 5, "ineffectual assignment to err (ineffassign)")
    st = lint_issue(old, FW_CODEC, "Control frame payload", 11, "ST1005: error strings should not be capitalized (stylecheck)")
    dec = lno(FW_CODEC, "// Decode reads the next frame")
    peek = lno(FW_2, "// peekLen reports")
    run_at = lno(FW_MAIN, "func run(path string)")
    mod = "github.com/kimtr/framewire"
    tests = "\n".join([f"?   \t{mod}/cmd/fwdump\t[no test files]", f"ok  \t{mod}/internal/replay\t0.041s",
                       f"ok  \t{mod}/internal/wire\t0.017s"])
    turns = [
        (gshell("golangci-lint run ./...", "Run the linters"),
         gem_run("golangci-lint run ./...", "\n".join([errc, unused, ineff, st]), code=1, pgid=62017)),
        (gshell(f"git mv {old} {new}", "Rename the codec file to match its contents"),
         gem_run(f"git mv {old} {new}", "", pgid=62055)),
        (call("read_file", absolute_path=np, offset=dec - 1, limit=30), gread(FW_CODEC, dec - 1, 30)),
        (call("replace", file_path=np, old_string=seg(FW_CODEC, lno(FW_CODEC, "n, err := io.ReadFull"), lno(FW_CODEC, "if _, err = io.ReadFull(d.r, d.buf)")),
              new_string=seg(FW_1, lno(FW_1, "// io.ReadFull gives"), lno(FW_1, "if _, err := io.ReadFull(d.r, d.buf)"))),
         g_replaced(np)),
        (call("replace", file_path=np, old_string=FW2_OLD, new_string=FW2_NEW), g_replaced(np)),
        (gshell("golangci-lint run ./...", "Re-run the linters after the fixes"),
         gem_run("golangci-lint run ./...", "\n".join([errc, unused]), code=1, pgid=62101)),
        (call("read_file", absolute_path=np, offset=peek - 3, limit=12), gread(FW_2, peek - 3, 12)),
        (call("replace", file_path=np, old_string=FW3_OLD, new_string=""), g_replaced(np)),
        (call("read_file", absolute_path=mp, offset=run_at - 1, limit=14), gread(FW_MAIN, run_at - 1, 14)),
        (call("replace", file_path=mp, old_string=FM_OLD, new_string=FM_NEW), g_replaced(mp)),
        (gshell("golangci-lint run ./... && go test ./...", "Lint and test everything"),
         gem_run("golangci-lint run ./... && go test ./...", tests, pgid=62188)),
        (gshell("git status --short", "Review the working tree"),
         gem_run("git status --short", f" M cmd/fwdump/main.go\nRM {old} -> {new}", pgid=62203)),
    ]
    rs.add(task=T, tid="h21-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns, bad=True, turn=6,
           kind="second lint run reports the unused peekLen under internal/wire/codec.go although the file had been git-mv'ed to frame_codec.go")


# ---------------------------------------------------------------- 09 (bad): OpenHands, Rust, cargo

ANCH_OLD = '''//! GitHub-style heading anchors.

use std::collections::HashMap;

/// Generates unique anchor ids for headings in document order.
#[derive(Debug, Default)]
pub struct AnchorGen {
    seen: HashMap<String, usize>,
}

impl AnchorGen {
    pub fn new() -> Self {
        Self::default()
    }

    /// Returns the anchor for `text`, appending `-1`, `-2`, ... for repeats.
    pub fn anchor(&mut self, text: &str) -> String {
        let base = slug(text);
        let count = self.seen.entry(base.clone()).or_insert(0);
        let id = if *count == 0 { base.clone() } else { format!("{base}-{count}") };
        *count += 1;
        id
    }
}

/// Lower-cases, drops punctuation except `-` and `_`, and turns spaces into `-`.
pub fn slug(text: &str) -> String {
    text.trim()
        .chars()
        .filter_map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                Some(c.to_lowercase().next().unwrap_or(c))
            } else if c.is_whitespace() {
                Some('-')
            } else {
                None
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(headings: &[&str]) -> Vec<String> {
        let mut g = AnchorGen::new();
        headings.iter().map(|h| g.anchor(h)).collect()
    }

    #[test]
    fn ascii_heading() {
        assert_eq!(slug("Getting Started"), "getting-started");
    }

    #[test]
    fn punctuation_dropped() {
        assert_eq!(slug("What's new in v0.4?"), "whats-new-in-v04");
    }

    #[test]
    fn keeps_underscores_and_unicode() {
        assert_eq!(slug("snake_case Ünïcode"), "snake_case-ünïcode");
    }

    #[test]
    fn repeats_get_suffix() {
        assert_eq!(ids(&["Usage", "Usage", "Usage"]), ["usage", "usage-1", "usage-2"]);
    }

    #[test]
    fn suffix_collides_with_real_heading() {
        assert_eq!(ids(&["Usage", "Usage", "Usage 1"]), ["usage", "usage-1", "usage-1-1"]);
    }
}'''
AN1_OLD = '''use std::collections::HashMap;

/// Generates unique anchor ids for headings in document order.
#[derive(Debug, Default)]
pub struct AnchorGen {
    seen: HashMap<String, usize>,
}'''
AN1_NEW = '''use std::collections::{HashMap, HashSet};

/// Generates unique anchor ids for headings in document order.
#[derive(Debug, Default)]
pub struct AnchorGen {
    /// Next suffix to try for each base slug.
    seen: HashMap<String, usize>,
    /// Every id handed out so far.
    taken: HashSet<String>,
}'''
AN2_OLD = '''        let base = slug(text);
        let count = self.seen.entry(base.clone()).or_insert(0);
        let id = if *count == 0 { base.clone() } else { format!("{base}-{count}") };
        *count += 1;
        id'''
AN2_NEW = '''        let base = slug(text);
        let mut n = self.seen.get(&base).copied().unwrap_or(0);
        let mut id = if n == 0 { base.clone() } else { format!("{base}-{n}") };
        // A generated "usage-1" may already exist as a real heading: skip ids that are taken.
        while self.taken.contains(&id) {
            n += 1;
            id = format!("{base}-{n}");
        }
        self.seen.insert(base, n + 1);
        self.taken.insert(id.clone());
        id'''
ANCH_1 = ANCH_OLD.replace(AN1_OLD, AN1_NEW)
ANCH_2 = ANCH_1.replace(AN2_OLD, AN2_NEW)

QM_UNIT = ["anchors::tests::ascii_heading", "anchors::tests::keeps_underscores_and_unicode", "anchors::tests::punctuation_dropped",
           "anchors::tests::repeats_get_suffix", "anchors::tests::suffix_collides_with_real_heading",
           "highlight::tests::falls_back_to_plain_text", "highlight::tests::known_language_gets_classes",
           "highlight::tests::theme_name_is_validated", "render::tests::autolinks", "render::tests::code_block_language_class",
           "render::tests::emphasis_and_strong", "render::tests::footnotes", "render::tests::heading_ids_are_anchors",
           "render::tests::html_is_escaped_by_default", "render::tests::images_get_lazy_loading", "render::tests::smart_punctuation",
           "render::tests::strikethrough", "render::tests::tables", "render::tests::task_lists", "toc::tests::empty_document",
           "toc::tests::levels_are_nested", "toc::tests::max_depth_respected", "toc::tests::skips_h1_when_asked",
           "toc::tests::uses_anchor_ids"]


def t09(rs: RowSet) -> None:
    root = "/workspace/quillmark"
    p = f"{root}/src/anchors.rs"
    fail_at = lno(ANCH_OLD, 'ids(&["Usage", "Usage", "Usage 1"])')
    unit_lines = [f"test {t} ... {'FAILED' if t.endswith('real_heading') else 'ok'}" for t in QM_UNIT]
    fail_full = "\n".join([
        f"   Compiling quillmark v0.4.2 ({root})",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.02s",
        "     Running unittests src/lib.rs (target/debug/deps/quillmark-5f2e0c9d41b7a6e3)", "",
        f"running {len(QM_UNIT)} tests", *unit_lines, "", "failures:", "",
        "---- anchors::tests::suffix_collides_with_real_heading stdout ----",
        f"thread 'anchors::tests::suffix_collides_with_real_heading' panicked at src/anchors.rs:{fail_at}:9:",
        "assertion `left == right` failed", '  left: ["usage", "usage-1", "usage-1"]',
        ' right: ["usage", "usage-1", "usage-1-1"]',
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "", "failures:",
        "    anchors::tests::suffix_collides_with_real_heading", "",
        f"test result: FAILED. {len(QM_UNIT) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s", "",
        "error: test failed, to rerun pass `--lib`"])
    tree = "\n".join([
        f"quillmark v0.4.2 ({root})", "├── pulldown-cmark v0.10.3", "├── serde v1.0.197", "├── syntect v5.2.0",
        "└── thiserror v1.0.58", "[dev-dependencies]", "├── insta v1.38.0", "└── pretty_assertions v1.4.0"])
    clippy_deps = [
        ("Compiling", "proc-macro2 v1.0.79"), ("Compiling", "unicode-ident v1.0.12"), ("Checking", "memchr v2.7.2"),
        ("Compiling", "serde v1.0.197"), ("Checking", "bitflags v2.5.0"), ("Compiling", "quote v1.0.35"),
        ("Checking", "cfg-if v1.0.0"), ("Checking", "adler v1.0.2"), ("Compiling", "syn v2.0.58"),
        ("Checking", "crc32fast v1.4.0"), ("Checking", "regex-syntax v0.8.3"), ("Checking", "pulldown-cmark-escape v0.10.0"),
        ("Checking", "once_cell v1.19.0"), ("Checking", "fnv v1.0.7"), ("Checking", "same-file v1.0.6"),
        ("Checking", "unicase v2.7.0"), ("Checking", "miniz_oxide v0.7.2"), ("Checking", "walkdir v2.5.0"),
        ("Checking", "linked-hash-map v0.5.6"), ("Checking", "itoa v1.0.11"), ("Checking", "ryu v1.0.17"),
        ("Checking", "yaml-rust v0.4.5"), ("Checking", "flate2 v1.0.28"), ("Checking", "pulldown-cmark v0.11.0"),
        ("Compiling", "serde_derive v1.0.197"), ("Compiling", "thiserror-impl v1.0.58"), ("Checking", "fancy-regex v0.11.0"),
        ("Checking", "thiserror v1.0.58"), ("Checking", "serde_json v1.0.115"), ("Checking", "bincode v1.3.3"),
        ("Checking", "syntect v5.2.0"), ("Checking", f"quillmark v0.4.2 ({root})")]
    clippy = "\n".join([f"{v:>12} {c}" for v, c in clippy_deps]
                       + ["    Finished `dev` profile [unoptimized + debuginfo] target(s) in 11.46s"])
    ok_full = "\n".join([
        f"   Compiling quillmark v0.4.2 ({root})",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.71s",
        "     Running unittests src/lib.rs (target/debug/deps/quillmark-5f2e0c9d41b7a6e3)", "",
        f"running {len(QM_UNIT)} tests", *[f"test {t} ... ok" for t in QM_UNIT], "",
        f"test result: ok. {len(QM_UNIT)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s", "",
        "     Running tests/render_golden.rs (target/debug/deps/render_golden-a0c4e7b19d2f3385)", "", "running 9 tests",
        *[f"test {t} ... ok" for t in ["blockquote_nesting", "changelog_fixture", "code_fences_highlighted", "definition_lists_passthrough",
                                      "duplicate_headings_fixture", "front_matter_stripped", "long_document_toc", "readme_fixture",
                                      "tables_alignment"]],
        "", "test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s", "",
        "   Doc-tests quillmark", "", "running 3 tests", "test src/lib.rs - render (line 18) ... ok",
        "test src/toc.rs - toc::Toc::from_markdown (line 41) ... ok", "test src/render.rs - render::Renderer::new (line 33) ... ok", "",
        "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.62s"])
    plus, minus = counts(ANCH_OLD, ANCH_2)
    i1 = lno(ANCH_1, "use std::collections")
    i2 = lno(ANCH_2, "let mut n = self.seen")
    turns = [
        (bash(f"cd {root} && cargo tree --depth 1"), oh_bash(tree, root)),
        (bash("cargo test 2>&1 | tail -30"), oh_bash("\n".join(fail_full.split("\n")[-30:]), root)),
        (editor("view", p), view(p, ANCH_OLD)),
        (editor("str_replace", p, old_str=AN1_OLD, new_str=AN1_NEW), snippet(p, ANCH_1, i1, i1 + 9)),
        (editor("str_replace", p, old_str=AN2_OLD, new_str=AN2_NEW), snippet(p, ANCH_2, i2 - 1, i2 + 9)),
        (bash("cargo clippy --all-features -- -D warnings"), oh_bash(clippy, root)),
        (bash("cargo test 2>&1"), oh_bash(ok_full, root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/anchors.rs", plus, minus)]), root)),
        (bash('git commit -am "anchors: skip ids already taken by real headings"'),
         oh_bash("[main 0e6b3f2] anchors: skip ids already taken by real headings\n" + stat_line(1, plus, minus), root)),
        (bash("git log -1 --stat"),
         oh_bash("commit 0e6b3f2a97c1d54e8b02f6a3d9c7e1450b8f2a6c\nAuthor: OpenHands Agent <openhands@all-hands.dev>\n"
                 "Date:   Wed Jun 19 08:41:27 2024 +0000\n\n    anchors: skip ids already taken by real headings\n\n"
                 + diffstat([("src/anchors.rs", plus, minus)]).replace(" src/", " src/", 1), root)),
    ]
    rs.add(task=T, tid="h21-swe-09", system=OH_SYSTEM.format(root=root), turns=turns, bad=True, turn=6,
           kind="clippy checks pulldown-cmark v0.11.0 although cargo tree showed v0.10.3 and nothing updated the lockfile")


# ---------------------------------------------------------------- 10 (bad): Gemini CLI, Java, Bazel

TB_SRC = '''package io.ratelimit;

import java.util.function.LongSupplier;

/** A thread-safe token bucket. Tokens refill continuously at {@code ratePerSecond}. */
public final class TokenBucket implements RateLimiter {

    private static final double NANOS_PER_SECOND = 1_000_000_000.0;

    private final long capacity;
    private final double ratePerNano;
    private final LongSupplier nanoTime;
    private double tokens;
    private long lastNanos;

    public TokenBucket(long capacity, double ratePerSecond) {
        this(capacity, ratePerSecond, System::nanoTime);
    }

    /** Visible for tests: {@code nanoTime} replaces {@link System#nanoTime()}. */
    TokenBucket(long capacity, double ratePerSecond, LongSupplier nanoTime) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        if (ratePerSecond <= 0) {
            throw new IllegalArgumentException("rate must be positive: " + ratePerSecond);
        }
        this.capacity = capacity;
        this.ratePerNano = ratePerSecond / NANOS_PER_SECOND;
        this.nanoTime = nanoTime;
        this.tokens = capacity;
        this.lastNanos = nanoTime.getAsLong();
    }

    private void refill() {
        long now = nanoTime.getAsLong();
        tokens = Math.min(capacity, tokens + (now - lastNanos) * ratePerNano);
        lastNanos = now;
    }

    @Override
    public synchronized boolean tryAcquire(int permits) {
        if (permits <= 0 || permits > capacity) {
            throw new IllegalArgumentException("permits must be in 1.." + capacity + ": " + permits);
        }
        refill();
        if (tokens >= permits) {
            tokens -= permits;
            return true;
        }
        return false;
    }

    /** Tokens currently available, after refilling. */
    public synchronized double available() {
        refill();
        return tokens;
    }
}
'''

TB_BUILD = '''load("@rules_java//java:defs.bzl", "java_test")

java_test(
    name = "RateLimiterTest",
    size = "small",
    srcs = ["RateLimiterTest.java"],
    test_class = "io.ratelimit.RateLimiterTest",
    deps = [
        "//src/main/java/io/ratelimit",
        "@maven//:junit_junit",
    ],
)

java_test(
    name = "SlidingWindowTest",
    size = "small",
    srcs = ["SlidingWindowTest.java"],
    test_class = "io.ratelimit.SlidingWindowTest",
    deps = [
        "//src/main/java/io/ratelimit",
        "@maven//:junit_junit",
    ],
)
'''
TB_BUILD_ADD = '''
java_test(
    name = "TokenBucketTest",
    size = "small",
    srcs = ["TokenBucketTest.java"],
    test_class = "io.ratelimit.TokenBucketTest",
    deps = [
        "//src/main/java/io/ratelimit",
        "@maven//:junit_junit",
    ],
)
'''
TB_B_OLD = '''    test_class = "io.ratelimit.SlidingWindowTest",
    deps = [
        "//src/main/java/io/ratelimit",
        "@maven//:junit_junit",
    ],
)'''

TB_TEST = '''package io.ratelimit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.Test;

public class TokenBucketTest {

    private final AtomicLong now = new AtomicLong();

    private TokenBucket bucket(long capacity, double perSecond) {
        return new TokenBucket(capacity, perSecond, now::get);
    }

    @Test
    public void startsFull() {
        TokenBucket b = bucket(5, 1.0);
        assertEquals(5.0, b.available(), 1e-9);
    }

    @Test
    public void refillsOverTime() {
        TokenBucket b = bucket(2, 4.0);
        assertTrue(b.tryAcquire(2));
        assertFalse(b.tryAcquire(1));
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(250));
        assertTrue(b.tryAcquire(1));
        assertFalse(b.tryAcquire(1));
    }

    @Test
    public void neverExceedsCapacity() {
        TokenBucket b = bucket(3, 10.0);
        now.addAndGet(TimeUnit.SECONDS.toNanos(60));
        assertEquals(3.0, b.available(), 1e-9);
    }
}
'''
TT_OLD = '''        assertEquals(3.0, b.available(), 1e-9);
    }
}'''
TT_NEW = '''        assertEquals(3.0, b.available(), 1e-9);
    }

    @Test(expected = IllegalArgumentException.class)
    public void rejectsPermitsAboveCapacity() {
        bucket(3, 1.0).tryAcquire(4);
    }
}'''


def t10(rs: RowSet) -> None:
    root = "/home/priya/work/ratelimit-java"
    td = f"{root}/src/test/java/io/ratelimit"
    tgt = "//src/test/java/io/ratelimit"
    build_new = TB_BUILD.replace(TB_B_OLD, TB_B_OLD + "\n" + TB_BUILD_ADD.rstrip("\n"))
    test_new = TB_TEST.replace(TT_OLD, TT_NEW)
    all_run = "\n".join([
        "INFO: Analyzed 3 targets (2 packages loaded, 47 targets configured).", "INFO: Found 3 test targets...",
        "INFO: Elapsed time: 9.482s, Critical Path: 8.77s", "INFO: 9 processes: 3 internal, 4 linux-sandbox, 2 worker.",
        "INFO: Build completed successfully, 9 total actions",
        f"{tgt}:RateLimiterTest                   (cached) PASSED in 1.2s",
        f"{tgt}:SlidingWindowTest                 (cached) PASSED in 0.9s",
        f"{tgt}:TokenBucketTest                            PASSED in 0.7s", "",
        "Executed 1 out of 3 tests: 3 tests pass.",
        "There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."])
    one_run = "\n".join([
        f"INFO: Analyzed target {tgt}:TokenBucketTest (0 packages loaded, 0 targets configured).",
        "INFO: Found 1 test target...", f"Target {tgt}:TokenBucketTest up-to-date:",
        "  bazel-bin/src/test/java/io/ratelimit/TokenBucketTest.jar", "  bazel-bin/src/test/java/io/ratelimit/TokenBucketTest",
        "INFO: Elapsed time: 2.114s, Critical Path: 1.86s", "INFO: 4 processes: 1 internal, 2 linux-sandbox, 1 worker.",
        "INFO: Build completed successfully, 4 total actions",
        f"{tgt}:TokenBucketTest                            PASSED in 0.8s", "", "Executed 1 out of 1 test: 1 test passes."])
    b_plus, _ = counts(TB_BUILD, build_new)
    t_lines = nlines(test_new.rstrip("\n"))
    turns = [
        (call("list_directory", path=td), glist(td, [], ["BUILD.bazel", "RateLimiterTest.java", "SlidingWindowTest.java"])),
        (call("read_file", absolute_path=f"{td}/BUILD.bazel"), gread(TB_BUILD)),
        (call("read_file", absolute_path=f"{root}/src/main/java/io/ratelimit/TokenBucket.java"), gread(TB_SRC)),
        (call("write_file", file_path=f"{td}/TokenBucketTest.java", content=TB_TEST), g_created(f"{td}/TokenBucketTest.java")),
        (call("replace", file_path=f"{td}/BUILD.bazel", old_string=TB_B_OLD, new_string=TB_B_OLD + "\n" + TB_BUILD_ADD.rstrip("\n")),
         g_replaced(f"{td}/BUILD.bazel")),
        (gshell(f"bazel test {tgt}:all", "Build and run the rate limiter tests"),
         gem_run(f"bazel test {tgt}:all", all_run, pgid=70412)),
        (call("list_directory", path=td), glist(td, [], ["BUILD.bazel", "RateLimiterTest.java", "SlidingWindowTest.java"])),
        (call("replace", file_path=f"{td}/TokenBucketTest.java", old_string=TT_OLD, new_string=TT_NEW),
         g_replaced(f"{td}/TokenBucketTest.java")),
        (gshell(f"bazel test {tgt}:TokenBucketTest --test_output=errors", "Re-run only the new test target"),
         gem_run(f"bazel test {tgt}:TokenBucketTest --test_output=errors", one_run, pgid=70499)),
        (gshell("git status --short", "See what changed"),
         gem_run("git status --short", " M src/test/java/io/ratelimit/BUILD.bazel\n?? src/test/java/io/ratelimit/TokenBucketTest.java", pgid=70533)),
        (gshell('git add src/test/java/io/ratelimit && git commit -m "Add TokenBucket unit tests"', "Commit the new tests"),
         gem_run('git add src/test/java/io/ratelimit && git commit -m "Add TokenBucket unit tests"',
                 "[main 6a1f0d3] Add TokenBucket unit tests\n" + stat_line(2, b_plus + t_lines, 0)
                 + "\n create mode 100644 src/test/java/io/ratelimit/TokenBucketTest.java", pgid=70548)),
    ]
    rs.add(task=T, tid="h21-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns, bad=True, turn=7,
           kind="TokenBucketTest.java, written by the agent and just run by bazel, is missing from the test directory listing")


# ---------------------------------------------------------------- 11 (bad): OpenHands, Python, pdm

TOC_OLD = '''"""Table-of-contents extraction for fernleaf pages."""

from __future__ import annotations

from dataclasses import dataclass, field

from .slugs import slugify


@dataclass
class TocEntry:
    level: int
    title: str
    anchor: str
    children: list[TocEntry] = field(default_factory=list)


def build_toc(headings: list[tuple[int, str]], max_depth: int = 3) -> list[TocEntry]:
    """Nest ``(level, title)`` pairs into a tree, keeping ``max_depth`` levels.

    The shallowest heading level on the page counts as depth 1, so a page whose
    headings start at ``h2`` still shows ``max_depth`` levels.
    """
    if max_depth < 1:
        raise ValueError("max_depth must be at least 1")
    if not headings:
        return []
    top = min(level for level, _ in headings)
    root: list[TocEntry] = []
    stack: list[TocEntry] = []
    for level, title in headings:
        if level - top > max_depth:
            continue
        entry = TocEntry(level, title, slugify(title))
        while stack and stack[-1].level >= level:
            stack.pop()
        (stack[-1].children if stack else root).append(entry)
        stack.append(entry)
    return root


def flatten(entries: list[TocEntry]) -> list[TocEntry]:
    out: list[TocEntry] = []
    for e in entries:
        out.append(e)
        out.extend(flatten(e.children))
    return out
'''
TOC_FIX_OLD = "        if level - top > max_depth:"
TOC_FIX_NEW = "        if level - top + 1 > max_depth:"
TOC_NEW = TOC_OLD.replace(TOC_FIX_OLD, TOC_FIX_NEW)


def t11(rs: RowSet) -> None:
    root = "/workspace/fernleaf"
    p = f"{root}/fernleaf/toc.py"
    at = lno(TOC_OLD, TOC_FIX_OLD.strip())
    fails = "\n".join([
        "..F.....F..                                                              [100%]",
        "=================================== FAILURES ===================================",
        "______________________________ test_max_depth_one ______________________________", "",
        "    def test_max_depth_one():",
        '        toc = build_toc([(1, "Intro"), (2, "Setup"), (2, "Usage"), (3, "Flags")], max_depth=1)',
        ">       assert [e.title for e in flatten(toc)] == [\"Intro\"]",
        "E       AssertionError: assert ['Intro', 'Setup', 'Usage'] == ['Intro']", "E",
        "E         Left contains 2 more items, first extra item: 'Setup'", "E         Use -v to get more diff", "",
        "tests/test_toc.py:24: AssertionError",
        "____________________________ test_max_depth_from_h2 ____________________________", "",
        "    def test_max_depth_from_h2():",
        '        heads = [(2, "API"), (3, "Client"), (4, "Retries"), (5, "Backoff")]',
        "        toc = build_toc(heads, max_depth=2)",
        '>       assert [e.title for e in flatten(toc)] == ["API", "Client"]',
        "E       AssertionError: assert ['API', 'Client', 'Retries'] == ['API', 'Client']", "E",
        "E         Left contains one more item: 'Retries'", "E         Use -v to get more diff", "",
        "tests/test_toc.py:55: AssertionError",
        "=========================== short test summary info ============================",
        "FAILED tests/test_toc.py::test_max_depth_one - AssertionError: assert ['Intro', 'Setup', 'Usage'] == ['Intro']",
        "FAILED tests/test_toc.py::test_max_depth_from_h2 - AssertionError: assert ['API', 'Client', 'Retries'] == ['API', 'Client']",
        "2 failed, 9 passed in 0.11s"])
    turns = [
        (bash(f"cd {root} && git status"),
         oh_bash("On branch feat/toc-depth\nYour branch is up to date with 'origin/feat/toc-depth'.\n\n"
                 "nothing to commit, working tree clean", root)),
        (bash("pdm run pytest tests/test_toc.py -q"), oh_bash(fails, root, 1)),
        (bash("git status -sb && git diff --stat origin/main...HEAD"),
         oh_bash("## main...origin/main\n" + diffstat([("fernleaf/config.py", 6, 0), ("fernleaf/templates/page.html", 3, 1),
                                                     ("fernleaf/toc.py", 19, 8), ("tests/test_toc.py", 48, 0)]), root)),
        (editor("view", p, view_range=[18, 41]), view(p, TOC_OLD, 18, 41)),
        (editor("str_replace", p, old_str=TOC_FIX_OLD, new_str=TOC_FIX_NEW), snippet(p, TOC_NEW, at)),
        (bash("pdm run pytest -q"),
         oh_bash("...........................................                              [100%]\n43 passed in 0.74s", root)),
        (bash("pdm run ruff check fernleaf tests && pdm run ruff format --check fernleaf tests"),
         oh_bash("All checks passed!\n23 files already formatted", root)),
        (bash('git commit -am "toc: count the top heading level as depth 1"'),
         oh_bash("[feat/toc-depth a41c9e2] toc: count the top heading level as depth 1\n" + stat_line(1, 1, 1), root)),
        (bash("git push"),
         oh_bash("Enumerating objects: 7, done.\nCounting objects: 100% (7/7), done.\nDelta compression using up to 4 threads\n"
                 "Compressing objects: 100% (4/4), done.\nWriting objects: 100% (4/4), 412 bytes | 412.00 KiB/s, done.\n"
                 "Total 4 (delta 3), reused 0 (delta 0), pack-reused 0\nremote: Resolving deltas: 100% (3/3), completed with 3 local objects.\n"
                 "To github.com:fernleaf-ssg/fernleaf.git\n   5c3e8a1..a41c9e2  feat/toc-depth -> feat/toc-depth", root)),
    ]
    rs.add(task=T, tid="h21-swe-11", system=OH_SYSTEM.format(root=root), turns=turns, bad=True, turn=3,
           kind="git status -sb reports branch main right after git status showed feat/toc-depth, with no checkout in between")


# ---------------------------------------------------------------- 12 (clean): OpenHands, Python, pytest

PAG_OLD = '''"""Offset and cursor pagination helpers shared by the list endpoints."""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from typing import Any, Sequence

from flask import Request

DEFAULT_PAGE_SIZE = 20


@dataclass(frozen=True)
class Page:
    items: list[Any]
    page: int
    page_size: int
    total: int

    @property
    def pages(self) -> int:
        return max(1, -(-self.total // self.page_size))

    def to_dict(self) -> dict[str, Any]:
        return {"items": self.items, "page": self.page, "page_size": self.page_size,
                "total": self.total, "pages": self.pages}


def paginate(rows: Sequence[Any], request: Request) -> Page:
    """Slice ``rows`` according to the ``?page=`` and ``?page_size=`` query parameters."""
    page = _int_arg(request, "page", 1)
    page_size = _int_arg(request, "page_size", DEFAULT_PAGE_SIZE)
    page = max(page, 1)
    start = (page - 1) * page_size
    return Page(list(rows[start:start + page_size]), page, page_size, len(rows))


def encode_cursor(last_id: int) -> str:
    return base64.urlsafe_b64encode(json.dumps({"after": last_id}).encode()).decode().rstrip("=")


def decode_cursor(cursor: str) -> int:
    padded = cursor + "=" * (-len(cursor) % 4)
    return int(json.loads(base64.urlsafe_b64decode(padded))["after"])


def _int_arg(request: Request, name: str, default: int) -> int:
    raw = request.args.get(name)
    if raw is None:
        return default
    try:
        return int(raw)
    except ValueError:
        return default
'''
PAG_INS = "# Larger requests are clamped rather than rejected (see docs/api.md#pagination).\nMAX_PAGE_SIZE = 100"
PAG_1 = PAG_OLD.replace("DEFAULT_PAGE_SIZE = 20\n", "DEFAULT_PAGE_SIZE = 20\n" + PAG_INS + "\n", 1)
PAG_R_OLD = "    page = max(page, 1)\n"
PAG_R_NEW = "    page = max(page, 1)\n    page_size = min(max(page_size, 1), MAX_PAGE_SIZE)\n"
PAG_2 = PAG_1.replace(PAG_R_OLD, PAG_R_NEW)

PAG_TEST = '''from types import SimpleNamespace

from inkwell.pagination import MAX_PAGE_SIZE, paginate

ROWS = list(range(250))


def req(**args):
    return SimpleNamespace(args={k: str(v) for k, v in args.items()})


def test_page_size_is_clamped():
    page = paginate(ROWS, req(page_size=1000))
    assert page.page_size == MAX_PAGE_SIZE
    assert len(page.items) == MAX_PAGE_SIZE


def test_zero_page_size_becomes_one():
    page = paginate(ROWS, req(page_size=0))
    assert page.page_size == 1
    assert page.pages == 250


def test_last_page_is_partial():
    page = paginate(ROWS, req(page=3, page_size=100))
    assert page.items == list(range(200, 250))
'''


def pyq(n: int, secs: str) -> str:
    """pytest -q progress lines for n passing tests (80 columns) and the summary."""
    out, done = [], 0
    while done < n:
        k = min(73, n - done)
        done += k
        out.append("." * k + " " * (80 - k - 6) + f"[{100 * done // n:3d}%]")
    return "\n".join(out) + f"\n{n} passed in {secs}s"


def t12(rs: RowSet) -> None:
    root = "/workspace/inkwell-api"
    p = f"{root}/inkwell/pagination.py"
    pat = r"def |^class |PAGE_SIZE"
    d = lno(PAG_OLD, "DEFAULT_PAGE_SIZE = 20")
    f = lno(PAG_OLD, "def paginate")
    r = lno(PAG_2, "page_size = min(max(page_size, 1), MAX_PAGE_SIZE)")
    turns = [
        (bash(f"cd {root} && git log --format='%h %ar %s' -4"),
         oh_bash("a91f3e2 3 days ago api: add /v1/notebooks list endpoint\n0d7b6c4 5 days ago auth: rotate session key on login\n"
                 "e5c2a18 2 weeks ago pagination: extract helpers from views\n71f09bd 2 weeks ago ci: cache pip downloads", root)),
        (bash("python -m pytest -q"), oh_bash(pyq(44, "3.41"), root)),
        (bash('grep -nE "def |^class |PAGE_SIZE" inkwell/pagination.py'), oh_bash("\n".join(grep_n("", PAG_OLD, pat, False)), root)),
        (editor("view", p, view_range=[f, f + 7]), view(p, PAG_OLD, f, f + 7)),
        (editor("insert", p, insert_line=d, new_str=PAG_INS), snippet(p, PAG_1, d + 1, d + 2)),
        (editor("str_replace", p, old_str=PAG_R_OLD.rstrip("\n"), new_str=PAG_R_NEW.rstrip("\n")), snippet(p, PAG_2, r - 1, r)),
        (bash('grep -nE "def |^class |PAGE_SIZE" inkwell/pagination.py'), oh_bash("\n".join(grep_n("", PAG_2, pat, False)), root)),
        (editor("create", f"{root}/tests/test_pagination_limits.py", file_text=PAG_TEST),
         oh_create(f"{root}/tests/test_pagination_limits.py")),
        (bash("python -m pytest -q"), oh_bash(pyq(47, "3.18"), root)),
        (bash('git add -A && git commit -q -m "pagination: clamp page_size to 1..100" && git log --format=\'%h %ar %s\' -3'),
         oh_bash("5e0b7d4 4 seconds ago pagination: clamp page_size to 1..100\na91f3e2 3 days ago api: add /v1/notebooks list endpoint\n"
                 "0d7b6c4 5 days ago auth: rotate session key on login", root)),
    ]
    rs.add(task=T, tid="h21-swe-12", system=OH_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 13 (clean): Gemini CLI, TypeScript, Next.js + jest

SF_PRICE_OLD = '''export type Money = { amount: number; currency: string };

/** Formats an amount given in minor units (cents). */
export function formatPrice({ amount, currency }: Money, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100);
}

export function sumPrices(items: Money[]): Money {
  if (items.length === 0) return { amount: 0, currency: "USD" };
  const currency = items[0].currency;
  if (items.some((i) => i.currency !== currency)) {
    throw new Error("cannot sum prices in different currencies");
  }
  return { amount: items.reduce((s, i) => s + i.amount, 0), currency };
}
'''
SFP_OLD = '''/** Formats an amount given in minor units (cents). */
export function formatPrice({ amount, currency }: Money, locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 100);
}'''
SFP_NEW = '''const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount given in minor units (cents). Formatters are cached per locale and currency. */
export function formatPrice({ amount, currency }: Money, locale = "en-US"): string {
  const key = `${locale}:${currency}`;
  let fmt = formatters.get(key);
  if (!fmt) {
    fmt = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, fmt);
  }
  return fmt.format(amount / 100);
}'''
SF_PRICE_NEW = SF_PRICE_OLD.replace(SFP_OLD, SFP_NEW)

SF_CART_PAGE = '''import { CartLine } from "@/components/CartLine";
import { getCart } from "@/lib/cart";
import { formatPrice, sumPrices } from "@/lib/price";

export default async function CartPage() {
  const cart = await getCart();
  const total = sumPrices(cart.lines.map((l) => ({ amount: l.unitPrice.amount * l.qty, currency: l.unitPrice.currency })));
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">Your cart</h1>
      <ul className="divide-y">
        {cart.lines.map((line) => (
          <CartLine key={line.sku} line={line} />
        ))}
      </ul>
      <p className="mt-6 text-right text-lg">Total: {formatPrice(total)}</p>
    </main>
  );
}
'''
SF_PRODUCT_PAGE = '''import { notFound } from "next/navigation";
import { AddToCart } from "@/components/AddToCart";
import { formatPrice } from "@/lib/price";
import { getProduct } from "@/lib/products";

export const dynamic = "force-dynamic";

export default async function ProductPage({ params }: { params: { slug: string } }) {
  const product = await getProduct(params.slug);
  if (!product) notFound();
  return (
    <main className="mx-auto max-w-4xl p-6">
      <h1 className="text-3xl font-bold">{product.name}</h1>
      <p className="mt-2 text-xl">{formatPrice(product.price)}</p>
      <p className="mt-4 text-gray-700">{product.description}</p>
      <AddToCart sku={product.sku} />
    </main>
  );
}
'''
SF_CARD = '''import Link from "next/link";
import type { Product } from "@/lib/products";
import { formatPrice } from "@/lib/price";

export function ProductCard({ product }: { product: Product }) {
  return (
    <Link href={`/products/${product.slug}`} className="block rounded border p-4 hover:shadow">
      <h2 className="font-medium">{product.name}</h2>
      <p className="text-sm text-gray-600">{formatPrice(product.price)}</p>
    </Link>
  );
}
'''


def next_build(rows: list[tuple[str, str, str, str]], shared: str, chunk23: str, c23: str, other: str) -> str:
    out = ["", "> storefront@0.9.0 build", "> next build", "", "  ▲ Next.js 14.2.3", "",
           "   Creating an optimized production build ...", " ✓ Compiled successfully",
           "   Linting and checking validity of types  ...", " ✓ Linting and checking validity of types",
           "   Collecting page data  ...", " ✓ Generating static pages (7/7)", "   Finalizing page optimization  ...",
           "   Collecting build traces  ...", "", "Route (app)                              Size     First Load JS"]
    for i, (mark, route, size, first) in enumerate(rows):
        lead = "┌" if i == 0 else ("└" if i == len(rows) - 1 else "├")
        out.append(f"{lead} {mark} {route.ljust(37)}{size.ljust(15)}{first}")
    out += [f"+ First Load JS shared by all            {shared}",
            f"  ├ chunks/{chunk23.ljust(29)} {c23}",
            "  ├ chunks/fd9d1056-2821b0f0cabcd8bd.js  53.6 kB",
            f"  └ other shared chunks (total)          {other}", "", "",
            "○  (Static)   prerendered as static content", "ƒ  (Dynamic)  server-rendered on demand", ""]
    return "\n".join(out)


def t13(rs: RowSet) -> None:
    root = "/home/lee/apps/storefront"
    pp = f"{root}/src/lib/price.ts"
    b1 = next_build([("○", "/", "5.21 kB", "99.4 kB"), ("○", "/_not-found", "871 B", "88.1 kB"),
                     ("○", "/cart", "3.87 kB", "98.1 kB"), ("ƒ", "/products/[slug]", "2.94 kB", "97.2 kB"),
                     ("○", "/search", "4.46 kB", "98.7 kB")], "87.2 kB", "23-0627c91053ca9399.js", "31.6 kB", "2.04 kB")
    b2 = next_build([("○", "/", "5.21 kB", "99.5 kB"), ("○", "/_not-found", "871 B", "88.2 kB"),
                     ("○", "/cart", "3.87 kB", "98.2 kB"), ("ƒ", "/products/[slug]", "2.94 kB", "97.3 kB"),
                     ("○", "/search", "4.46 kB", "98.8 kB")], "87.3 kB", "23-5b1e8d04f7a2c6e1.js", "31.7 kB", "2.04 kB")
    search = gsearch("formatPrice", [("src/app/cart/page.tsx", SF_CART_PAGE), ("src/app/products/[slug]/page.tsx", SF_PRODUCT_PAGE),
                                     ("src/components/ProductCard.tsx", SF_CARD), ("src/lib/price.ts", SF_PRICE_OLD),
                                     ("src/lib/price.test.ts", "import { formatPrice, sumPrices } from \"./price\";\n\ndescribe(\"formatPrice\", () => {\n  it(\"formats USD cents\", () => {\n    expect(formatPrice({ amount: 1999, currency: \"USD\" })).toBe(\"$19.99\");\n  });\n\n  it(\"formats EUR for de-DE\", () => {\n    expect(formatPrice({ amount: 1999, currency: \"EUR\" }, \"de-DE\")).toBe(\"19,99\u00a0€\");\n  });\n")])
    size = len(SF_PRICE_NEW.encode())
    jest = ("\n> storefront@0.9.0 test\n> jest src/lib\n\n PASS  src/lib/price.test.ts\n PASS  src/lib/cart.test.ts\n\n"
            "Test Suites: 2 passed, 2 total\nTests:       14 passed, 14 total\nSnapshots:   0 total\nTime:        1.302 s\n"
            "Ran all test suites matching /src\\/lib/i.")
    turns = [
        (gshell("npm run build", "Production build to get baseline bundle sizes"), gem_run("npm run build", b1, pgid=9120)),
        (call("list_directory", path=f"{root}/src/lib"),
         glist(f"{root}/src/lib", [], ["cart.test.ts", "cart.ts", "price.test.ts", "price.ts", "products.ts", "search.ts"])),
        (call("search_file_content", pattern="formatPrice", path="src"), search.replace('in path "."', 'in path "src"')),
        (call("read_file", absolute_path=pp), gread(SF_PRICE_OLD)),
        (call("replace", file_path=pp, old_string=SFP_OLD, new_string=SFP_NEW), g_replaced(pp)),
        (gshell("npm test -- src/lib", "Run the lib unit tests"), gem_run("npm test -- src/lib", jest, pgid=9388)),
        (gshell("npm run build", "Rebuild to compare bundle sizes"), gem_run("npm run build", b2, pgid=9402)),
        (gshell("ls -lt src/lib && git log --format='%h %cr %s' -2", "Check file times and recent commits"),
         gem_run("ls -lt src/lib && git log --format='%h %cr %s' -2",
                 f"total 28\n-rw-r--r-- 1 lee lee  {size} Jun  3 14:27 price.ts\n-rw-r--r-- 1 lee lee 2207 Jun  3 13:02 cart.ts\n"
                 "-rw-r--r-- 1 lee lee 1874 Jun  3 13:02 cart.test.ts\n-rw-r--r-- 1 lee lee 1530 May 29 09:41 products.ts\n"
                 "-rw-r--r-- 1 lee lee 1391 May 29 09:41 price.test.ts\n-rw-r--r-- 1 lee lee  947 May 21 17:15 search.ts\n"
                 "c81e0a4 52 minutes ago cart: show line totals\n7d3f2b9 3 hours ago products: 404 for unknown slugs", pgid=9466)),
        (gshell('git add src/lib/price.ts && git commit -m "price: cache Intl.NumberFormat instances" && git log --format=\'%h %cr %s\' -3',
                "Commit the change"),
         gem_run('git add src/lib/price.ts && git commit -m "price: cache Intl.NumberFormat instances" && git log --format=\'%h %cr %s\' -3',
                 "[main 3fa9c12] price: cache Intl.NumberFormat instances\n" + stat_line(1, *counts(SF_PRICE_OLD, SF_PRICE_NEW))
                 + "\n3fa9c12 2 seconds ago price: cache Intl.NumberFormat instances\nc81e0a4 53 minutes ago cart: show line totals\n"
                 "7d3f2b9 3 hours ago products: 404 for unknown slugs", pgid=9481)),
    ]
    rs.add(task=T, tid="h21-swe-13", system=GEM_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 14 (clean): OpenHands, Go, go test + a running server

KV_H = tabs('''package api

import (
    "encoding/json"
    "io"
    "net/http"
    "sync/atomic"
    "time"

    "github.com/kvstash/kvstash/internal/store"
)

// Server exposes a store over HTTP.
type Server struct {
    st       store.Store
    started  time.Time
    requests atomic.Int64
}

// New returns a Server backed by st.
func New(st store.Store) *Server {
    return &Server{st: st, started: time.Now()}
}

// Routes returns the HTTP handler for the API.
func (s *Server) Routes() http.Handler {
    mux := http.NewServeMux()
    mux.HandleFunc("GET /healthz", s.health)
    mux.HandleFunc("GET /v1/keys/{key}", s.get)
    mux.HandleFunc("PUT /v1/keys/{key}", s.put)
    mux.HandleFunc("DELETE /v1/keys/{key}", s.del)
    return s.count(mux)
}

func (s *Server) count(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        s.requests.Add(1)
        next.ServeHTTP(w, r)
    })
}

func (s *Server) health(w http.ResponseWriter, r *http.Request) {
    writeJSON(w, http.StatusOK, map[string]any{
        "status":         "ok",
        "uptime_seconds": int(time.Since(s.started).Seconds()),
        "keys":           s.st.Len(),
        "requests_total": s.requests.Load(),
    })
}

func (s *Server) get(w http.ResponseWriter, r *http.Request) {
    v, ok := s.st.Get(r.PathValue("key"))
    if !ok {
        http.Error(w, "not found", http.StatusNotFound)
        return
    }
    w.Header().Set("Content-Type", "application/octet-stream")
    w.Write(v)
}

func (s *Server) put(w http.ResponseWriter, r *http.Request) {
    body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
    if err != nil {
        http.Error(w, err.Error(), http.StatusBadRequest)
        return
    }
    if s.st.Put(r.PathValue("key"), body) {
        w.WriteHeader(http.StatusCreated)
        return
    }
    w.WriteHeader(http.StatusNoContent)
}

func (s *Server) del(w http.ResponseWriter, r *http.Request) {
    s.st.Delete(r.PathValue("key"))
    w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
    w.Header().Set("Content-Type", "application/json")
    w.WriteHeader(code)
    json.NewEncoder(w).Encode(v)
}
''')
KVD_OLD = tabs('''func (s *Server) del(w http.ResponseWriter, r *http.Request) {
    s.st.Delete(r.PathValue("key"))
    w.WriteHeader(http.StatusNoContent)
}''')
KVD_NEW = tabs('''func (s *Server) del(w http.ResponseWriter, r *http.Request) {
    if !s.st.Delete(r.PathValue("key")) {
        http.Error(w, "not found", http.StatusNotFound)
        return
    }
    w.WriteHeader(http.StatusNoContent)
}''')
KV_H2 = KV_H.replace(KVD_OLD, KVD_NEW)

KV_T = tabs('''package api

import (
    "net/http"
    "net/http/httptest"
    "strings"
    "testing"

    "github.com/kvstash/kvstash/internal/store"
)

func do(t *testing.T, h http.Handler, method, path, body string) *httptest.ResponseRecorder {
    t.Helper()
    rec := httptest.NewRecorder()
    h.ServeHTTP(rec, httptest.NewRequest(method, path, strings.NewReader(body)))
    return rec
}

func TestPutThenGet(t *testing.T) {
    h := New(store.NewMemory()).Routes()
    if rec := do(t, h, "PUT", "/v1/keys/a", "1"); rec.Code != http.StatusCreated {
        t.Fatalf("PUT: got %d", rec.Code)
    }
    if rec := do(t, h, "GET", "/v1/keys/a", ""); rec.Body.String() != "1" {
        t.Fatalf("GET: got %q", rec.Body.String())
    }
}

func TestGetMissing(t *testing.T) {
    h := New(store.NewMemory()).Routes()
    if rec := do(t, h, "GET", "/v1/keys/nope", ""); rec.Code != http.StatusNotFound {
        t.Fatalf("got %d", rec.Code)
    }
}''')
KV_T_INS = tabs('''

func TestDeleteMissing(t *testing.T) {
    h := New(store.NewMemory()).Routes()
    if rec := do(t, h, "DELETE", "/v1/keys/nope", ""); rec.Code != http.StatusNotFound {
        t.Fatalf("got %d, want 404", rec.Code)
    }
    do(t, h, "PUT", "/v1/keys/a", "1")
    if rec := do(t, h, "DELETE", "/v1/keys/a", ""); rec.Code != http.StatusNoContent {
        t.Fatalf("got %d, want 204", rec.Code)
    }
}''')


def t14(rs: RowSet) -> None:
    root = "/workspace/kvstash"
    hp, tp = f"{root}/internal/api/handlers.go", f"{root}/internal/api/handlers_test.go"
    mod = "github.com/kvstash/kvstash"
    start = ("go build -o bin/kvstash ./cmd/kvstash && (./bin/kvstash -addr :8080 > /tmp/kv.log 2>&1 &) && sleep 1 "
             "&& pgrep -a kvstash && cat /tmp/kv.log")
    d = lno(KV_H, "func (s *Server) del(")
    d2 = lno(KV_H2, "if !s.st.Delete")
    tl = nlines(KV_T)
    test2 = KV_T + KV_T_INS
    code = "curl -s -o /dev/null -w '%{http_code}\\n'"
    turns = [
        (bash(f"cd {root} && go test ./... -cover"),
         oh_bash(f"\t{mod}/cmd/kvstash\t\tcoverage: 0.0% of statements\n"
                 f"ok  \t{mod}/internal/api\t0.018s\tcoverage: 63.2% of statements\n"
                 f"ok  \t{mod}/internal/store\t0.011s\tcoverage: 71.4% of statements", root)),
        (bash(start), oh_bash("48213 ./bin/kvstash -addr :8080\n"
                              "2024/06/20 09:14:02 kvstash 0.6.1 listening on :8080 (in-memory store, nothing is persisted)", root)),
        (bash("curl -s localhost:8080/healthz"),
         oh_bash('{"keys":0,"requests_total":1,"status":"ok","uptime_seconds":6}', root)),
        (bash(f"{code} -X PUT localhost:8080/v1/keys/alpha -d 'one' && curl -s localhost:8080/v1/keys/alpha; echo; "
              f"{code} -X DELETE localhost:8080/v1/keys/nope; curl -s localhost:8080/healthz"),
         oh_bash('201\none\n204\n{"keys":1,"requests_total":5,"status":"ok","uptime_seconds":31}', root)),
        (editor("view", hp, view_range=[d - 12, d + 4]), view(hp, KV_H, d - 12, d + 4)),
        (editor("str_replace", hp, old_str=KVD_OLD, new_str=KVD_NEW), snippet(hp, KV_H2, d2, d2 + 3)),
        (editor("insert", tp, insert_line=tl, new_str=KV_T_INS[1:]), snippet(tp, test2, tl + 1, nlines(test2))),
        (bash("go vet ./... && go test ./... -cover"),
         oh_bash(f"\t{mod}/cmd/kvstash\t\tcoverage: 0.0% of statements\n"
                 f"ok  \t{mod}/internal/api\t0.021s\tcoverage: 68.9% of statements\n"
                 f"ok  \t{mod}/internal/store\t(cached)\tcoverage: 71.4% of statements", root)),
        (bash(f"kill 48213 && {start}"),
         oh_bash("48391 ./bin/kvstash -addr :8080\n"
                 "2024/06/20 09:21:47 kvstash 0.6.1 listening on :8080 (in-memory store, nothing is persisted)", root)),
        (bash(f"{code} -X DELETE localhost:8080/v1/keys/alpha; curl -s localhost:8080/healthz"),
         oh_bash('404\n{"keys":0,"requests_total":2,"status":"ok","uptime_seconds":9}', root)),
        (bash(f"{code} -X PUT localhost:8080/v1/keys/beta -d 'two'; {code} -X DELETE localhost:8080/v1/keys/beta; "
              f"{code} -X DELETE localhost:8080/v1/keys/beta; curl -s localhost:8080/healthz"),
         oh_bash('201\n204\n404\n{"keys":0,"requests_total":6,"status":"ok","uptime_seconds":24}', root)),
    ]
    rs.add(task=T, tid="h21-swe-14", system=OH_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 15 (clean): Gemini CLI, Rust, cargo

TRIM_OLD = r'''//! Whitespace and BOM handling for CSV fields.

use std::borrow::Cow;

/// Trims whitespace around a field.
pub fn trim_field(field: &str) -> &str {
    field.trim()
}

/// Strips a UTF-8 byte-order mark from the first field of a file.
pub fn strip_bom(first: &str) -> &str {
    first.strip_prefix('\u{feff}').unwrap_or(first)
}

/// Collapses internal runs of whitespace to one space when `squeeze` is set.
pub fn normalize(field: &str, squeeze: bool) -> Cow<'_, str> {
    let t = trim_field(field);
    if !squeeze || !t.contains(char::is_whitespace) {
        return Cow::Borrowed(t);
    }
    Cow::Owned(t.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trims_both_ends() {
        assert_eq!(trim_field("  a b \t"), "a b");
    }

    #[test]
    fn strips_bom_once() {
        assert_eq!(strip_bom("\u{feff}id"), "id");
        assert_eq!(strip_bom("id"), "id");
    }

    #[test]
    fn squeeze_internal_space() {
        assert_eq!(normalize(" a   b\tc ", true), "a b c");
        assert_eq!(normalize(" a   b ", false), "a   b");
    }
}
'''
TR1_OLD = r'''/// Trims whitespace around a field.
pub fn trim_field(field: &str) -> &str {
    field.trim()
}'''
TR1_NEW = r'''/// Trims whitespace around a field, plus the zero-width characters (U+200B, U+FEFF)
/// that spreadsheet exports leave behind.
pub fn trim_field(field: &str) -> &str {
    field.trim_matches(|c: char| c.is_whitespace() || c == '\u{200b}' || c == '\u{feff}')
}'''
TR2_OLD = r'''        assert_eq!(normalize(" a   b ", false), "a   b");
    }
}'''
TR2_NEW = r'''        assert_eq!(normalize(" a   b ", false), "a   b");
    }

    #[test]
    fn trims_zero_width_characters() {
        assert_eq!(trim_field("\u{200b}total\u{feff} "), "total");
    }

    #[test]
    fn keeps_inner_zero_width_space() {
        assert_eq!(trim_field("a\u{200b}b"), "a\u{200b}b");
    }
}'''
TRIM_NEW = TRIM_OLD.replace(TR1_OLD, TR1_NEW).replace(TR2_OLD, TR2_NEW)

CSV_UNIT = ["columns::tests::drop_by_name", "columns::tests::reorder_keeps_unlisted_last", "columns::tests::select_by_index",
            "columns::tests::unknown_column_is_error", "dedupe::tests::case_insensitive_key", "dedupe::tests::keeps_first",
            "dedupe::tests::keeps_last", "quote::tests::minimal_quoting", "quote::tests::quotes_embedded_newline",
            "quote::tests::quotes_leading_space", "sniff::tests::detects_semicolon", "sniff::tests::detects_tab",
            "sniff::tests::falls_back_to_comma", "width::tests::wide_cjk_counts_two", "width::tests::zero_width_joiner",
            "trim::tests::squeeze_internal_space", "trim::tests::strips_bom_once", "trim::tests::trims_both_ends"]
CSV_CLI = ["dedupe_flag", "help_lists_subcommands", "reads_stdin_when_no_file", "rejects_unknown_column",
           "select_and_trim_roundtrip", "semicolon_input_autodetected"]


def cargo_test(root: str, compiled: list[str], secs: str, unit: list[str], unit_t: str, cli_t: str) -> str:
    out = [f"   Compiling {c}" for c in compiled]
    out += [f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}",
            "     Running unittests src/main.rs (target/debug/deps/csvtidy-0b9d2f71c4e8a356)", "",
            f"running {len(unit)} tests", *[f"test {t} ... ok" for t in sorted(unit)], "",
            f"test result: ok. {len(unit)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {unit_t}", "",
            "     Running tests/cli.rs (target/debug/deps/cli-6e21a0f3b97cd548)", "", f"running {len(CSV_CLI)} tests",
            *[f"test {t} ... ok" for t in CSV_CLI], "",
            f"test result: ok. {len(CSV_CLI)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {cli_t}"]
    return "\n".join(out)


def t15(rs: RowSet) -> None:
    root = "/home/omar/dev/csvtidy"
    tp = f"{root}/src/trim.rs"
    tree = "\n".join([f"csvtidy v0.3.1 ({root})", "├── clap v4.5.4", "├── csv v1.3.0", "├── regex v1.10.3",
                      "└── unicode-width v0.1.11", "[dev-dependencies]", "├── assert_cmd v2.0.14", "└── predicates v3.1.0"])
    run1 = cargo_test(root, [f"csvtidy v0.3.1 ({root})"], "4.12s", CSV_UNIT, "0.01s", "0.38s")
    run2 = cargo_test(root, ["regex-automata v0.4.6", "regex v1.10.4", f"csvtidy v0.3.1 ({root})"], "9.73s",
                      CSV_UNIT + ["trim::tests::trims_zero_width_characters", "trim::tests::keeps_inner_zero_width_space"],
                      "0.00s", "0.41s")
    upd = ("    Updating crates.io index\n     Locking 2 packages to latest compatible versions\n"
           "    Updating regex v1.10.3 -> v1.10.4\n    Updating regex-automata v0.4.5 -> v0.4.6")
    a, d = counts(TRIM_OLD, TRIM_NEW)
    turns = [
        (gshell("cargo tree --depth 1", "Show direct dependencies"), gem_run("cargo tree --depth 1", tree, pgid=4410)),
        (gshell("cargo test", "Run the test suite"), gem_run("cargo test", run1, pgid=4432)),
        (call("read_file", absolute_path=tp), gread(TRIM_OLD)),
        (call("replace", file_path=tp, old_string=TR1_OLD, new_string=TR1_NEW), g_replaced(tp)),
        (call("replace", file_path=tp, old_string=TR2_OLD, new_string=TR2_NEW), g_replaced(tp)),
        (gshell("cargo update -p regex", "Pick up the regex patch release"), gem_run("cargo update -p regex", upd, pgid=4519)),
        (gshell("cargo test", "Run the tests again"), gem_run("cargo test", run2, pgid=4527)),
        (gshell("cargo tree -i regex", "Confirm which regex version is locked"),
         gem_run("cargo tree -i regex", f"regex v1.10.4\n└── csvtidy v0.3.1 ({root})", pgid=4560)),
        (gshell("git diff --stat", "Summarise the changes"),
         gem_run("git diff --stat", diffstat([("Cargo.lock", 4, 4), ("src/trim.rs", a, d)]), pgid=4571)),
    ]
    rs.add(task=T, tid="h21-swe-15", system=GEM_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 16 (clean): OpenHands, Java, Gradle

CRON_SRC = '''package dev.orbit.cron;

import java.util.BitSet;
import java.util.Locale;
import java.util.Map;

/** Parses five-field cron expressions ("m h dom mon dow") into {@link CronSchedule}s. */
public class CronParserUtil {

    private static final Map<String, Integer> MONTHS = Map.ofEntries(
            Map.entry("JAN", 1), Map.entry("FEB", 2), Map.entry("MAR", 3), Map.entry("APR", 4),
            Map.entry("MAY", 5), Map.entry("JUN", 6), Map.entry("JUL", 7), Map.entry("AUG", 8),
            Map.entry("SEP", 9), Map.entry("OCT", 10), Map.entry("NOV", 11), Map.entry("DEC", 12));

    private static final Map<String, Integer> DAYS = Map.of(
            "SUN", 0, "MON", 1, "TUE", 2, "WED", 3, "THU", 4, "FRI", 5, "SAT", 6);

    public static CronSchedule parse(String expression) {
        String[] f = expression.trim().toUpperCase(Locale.ROOT).split("\\\\s+");
        if (f.length != 5) {
            throw new CronSyntaxException(expression, "expected 5 fields, got " + f.length);
        }
        return new CronSchedule(
                field(f[0], 0, 59, Map.of()),
                field(f[1], 0, 23, Map.of()),
                field(f[2], 1, 31, Map.of()),
                field(f[3], 1, 12, MONTHS),
                field(f[4], 0, 7, DAYS));
    }
'''
CRON_RN = CRON_SRC.replace("CronParserUtil", "CronExpressions")
CR_OLD = "public class CronExpressions {"
CR_NEW = "public final class CronExpressions {\n\n    private CronExpressions() {\n    }"
CRON_ED = CRON_RN.replace(CR_OLD, CR_NEW)

CRON_GREP = [
    ("src/main/java/dev/orbit/cron/CronParserUtil.java", 8, "public class CronParserUtil {"),
    ("src/main/java/dev/orbit/Scheduler.java", 5, "import dev.orbit.cron.CronParserUtil;"),
    ("src/main/java/dev/orbit/Scheduler.java", 41, "        CronSchedule schedule = CronParserUtil.parse(spec);"),
    ("src/main/java/dev/orbit/config/JobConfigLoader.java", 12, "import dev.orbit.cron.CronParserUtil;"),
    ("src/main/java/dev/orbit/config/JobConfigLoader.java", 77, "            CronParserUtil.parse(job.cron());"),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 10, "class CronParserUtilTest {"),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 14, '        CronSchedule s = CronParserUtil.parse("*/15 9-17 * * MON-FRI");'),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 22, '        CronSchedule s = CronParserUtil.parse("0 0 1 JAN,JUL *");'),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 31, '        CronSchedule s = CronParserUtil.parse("30 4 * * 7");'),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 39, '        assertThrows(CronSyntaxException.class, () -> CronParserUtil.parse("* * *"));'),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 47, '        assertThrows(CronSyntaxException.class, () -> CronParserUtil.parse("61 * * * *"));'),
    ("src/test/java/dev/orbit/cron/CronParserUtilTest.java", 56, '        CronSchedule s = CronParserUtil.parse("  5  *  *  *  *  ");'),
]
CRON_TESTS = {
    "CronParserUtilTest": ["parsesStepsAndRanges()", "parsesMonthNames()", "sundayAsSevenEqualsZero()",
                           "rejectsWrongFieldCount()", "rejectsOutOfRangeMinute()", "toleratesExtraWhitespace()"],
    "CronScheduleTest": ["nextAfterSkipsToNextMatchingMinute()", "nextAfterRollsOverMonth()", "nextAfterHandlesLeapDay()",
                         "domAndDowAreOred()", "matchesUsesZoneOfInstant()"],
    "SchedulerTest": ["runsJobAtScheduledTime()", "skipsMissedRunsWhenCatchUpDisabled()", "catchesUpWhenEnabled()",
                      "cancelStopsFutureRuns()", "overlappingRunsAreSerialized()"],
    "JobConfigLoaderTest": ["loadsYamlJobs()", "rejectsInvalidCron()", "defaultsTimeZoneToUtc()", "duplicateJobNamesRejected()"],
}


def gradle(tasks: list[str], tests: dict[str, list[str]] | None, secs: str, summary: str, daemon: bool = False) -> str:
    out = (["Starting a Gradle Daemon (subsequent builds will be faster)", ""] if daemon else [])
    out += [f"> Task :{t}" for t in tasks[:-1]]
    out.append(f"> Task :{tasks[-1]}")
    if tests:
        out.append("")
        for cls, names in tests.items():
            out += [f"{cls} > {n} PASSED" for n in names]
            out.append("")
        n = sum(len(v) for v in tests.values())
        out.append(f"{n} tests completed, {n} passed")
    out += ["", f"BUILD SUCCESSFUL in {secs}", summary]
    return "\n".join(out)


def t16(rs: RowSet) -> None:
    root = "/workspace/orbit-scheduler"
    cp = f"{root}/src/main/java/dev/orbit/cron/CronExpressions.java"
    old_m, new_m = "src/main/java/dev/orbit/cron/CronParserUtil.java", "src/main/java/dev/orbit/cron/CronExpressions.java"
    old_t, new_t = "src/test/java/dev/orbit/cron/CronParserUtilTest.java", "src/test/java/dev/orbit/cron/CronExpressionsTest.java"
    grep1 = "\n".join(f"{f}:{n}:{t}" for f, n, t in CRON_GREP)
    grep2 = "\n".join(f"{f}:{n}:{t}" for f, n, t in CRON_GREP).replace("CronParserUtil", "CronExpressions")
    tests2 = {k.replace("CronParserUtil", "CronExpressions"): v for k, v in CRON_TESTS.items()}
    first = gradle(["compileJava", "processResources", "classes", "compileTestJava", "processTestResources NO-SOURCE",
                    "testClasses", "test"], CRON_TESTS, "48s", "4 actionable tasks: 4 executed", daemon=True)
    second = gradle(["compileJava", "processResources UP-TO-DATE", "classes", "compileTestJava",
                     "processTestResources NO-SOURCE", "testClasses", "test"], tests2, "9s",
                    "4 actionable tasks: 3 executed, 1 up-to-date")
    third = gradle(["compileJava UP-TO-DATE", "processResources UP-TO-DATE", "classes UP-TO-DATE",
                    "compileTestJava UP-TO-DATE", "processTestResources NO-SOURCE", "testClasses UP-TO-DATE",
                    "test UP-TO-DATE"], None, "1s", "4 actionable tasks: 4 up-to-date")
    c = lno(CRON_ED, "public final class CronExpressions")
    status = "\n".join([
        "On branch main", "Your branch is up to date with 'origin/main'.", "", "Changes to be committed:",
        '  (use "git restore --staged <file>..." to unstage)', f"\trenamed:    {old_m} -> {new_m}",
        f"\trenamed:    {old_t} -> {new_t}", "", "Changes not staged for commit:",
        '  (use "git add <file>..." to update what will be committed)',
        '  (use "git restore <file>..." to discard changes in working directory)',
        "\tmodified:   src/main/java/dev/orbit/Scheduler.java", "\tmodified:   src/main/java/dev/orbit/config/JobConfigLoader.java",
        f"\tmodified:   {new_m}", f"\tmodified:   {new_t}"])
    turns = [
        (bash(f"cd {root} && ./gradlew test --console=plain"), oh_bash(first, root)),
        (bash('grep -rn "CronParserUtil" src/'), oh_bash(grep1, root)),
        (bash(f"git mv {old_m} {new_m} && git mv {old_t} {new_t} && "
              "sed -i 's/CronParserUtil/CronExpressions/g' $(grep -rl CronParserUtil src/)"), oh_bash("", root)),
        (bash('grep -rn "CronParserUtil\\|CronExpressions" src/'), oh_bash(grep2, root)),
        (editor("view", cp, view_range=[1, 20]), view(cp, CRON_RN, 1, 20)),
        (editor("str_replace", cp, old_str=CR_OLD, new_str=CR_NEW), snippet(cp, CRON_ED, c, c + 3)),
        (bash("./gradlew test --console=plain"), oh_bash(second, root)),
        (bash("git status"), oh_bash(status, root)),
        (bash('git add -A && git commit -m "cron: rename CronParserUtil to CronExpressions"'),
         oh_bash("[main 2b7f0c9] cron: rename CronParserUtil to CronExpressions\n" + stat_line(4, 15, 12)
                 + "\n rename src/main/java/dev/orbit/cron/{CronParserUtil.java => CronExpressions.java} (91%)"
                 "\n rename src/test/java/dev/orbit/cron/{CronParserUtilTest.java => CronExpressionsTest.java} (88%)", root)),
        (bash("./gradlew test --console=plain"), oh_bash(third, root)),
    ]
    rs.add(task=T, tid="h21-swe-16", system=OH_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 17 (clean): Gemini CLI, Python, uv + nox

WF_CLIENT_OLD = '''"""Thin client for the Open-Meteo forecast API."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime

import httpx

from .models import Forecast, HourlySeries
from .units import Units

log = logging.getLogger(__name__)

BASE_URL = "https://api.open-meteo.com/v1/forecast"
DEFAULT_TIMEOUT = httpx.Timeout(10.0, connect=3.0)


@dataclass
class ClientConfig:
    base_url: str = BASE_URL
    timeout: httpx.Timeout = DEFAULT_TIMEOUT
    units: Units = Units.METRIC
    user_agent: str = "weatherfold/0.7"


class WeatherClient:
    """Synchronous forecast client; use it as a context manager to close the connection pool."""

    def __init__(self, config: ClientConfig | None = None, transport: httpx.BaseTransport | None = None) -> None:
        self.config = config or ClientConfig()
        self._http = httpx.Client(
            base_url=self.config.base_url,
            timeout=self.config.timeout,
            headers={"User-Agent": self.config.user_agent},
            transport=transport,
        )

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> WeatherClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def forecast(self, lat: float, lon: float, hours: int = 48) -> Forecast:
        params = {
            "latitude": f"{lat:.4f}",
            "longitude": f"{lon:.4f}",
            "hourly": "temperature_2m,precipitation,wind_speed_10m",
            "forecast_hours": hours,
            **self.config.units.query(),
        }
        log.debug("GET %s %s", self.config.base_url, params)
        resp = self._http.get("", params=params, timeout=30)
        resp.raise_for_status()
        data = resp.json()
        return Forecast(
            latitude=data["latitude"],
            longitude=data["longitude"],
            generated=datetime.fromisoformat(data["generated_at"]) if "generated_at" in data else None,
            hourly=HourlySeries.from_api(data["hourly"]),
        )
'''
WF_OLD = '        resp = self._http.get("", params=params, timeout=30)'
WF_NEW = '        # The per-client timeout from ClientConfig applies; no per-request override.\n        resp = self._http.get("", params=params)'
WF_CLIENT_NEW = WF_CLIENT_OLD.replace(WF_OLD, WF_NEW)


def search_hits(pattern: str, hits: list[tuple[str, list[tuple[int, str]]]], where: str, include: str | None = None) -> str:
    n = sum(len(h) for _, h in hits)
    filt = f' (filter: "{include}")' if include else ""
    blocks = [f"File: {p}\n" + "\n".join(f"L{i}: {t}" for i, t in h) for p, h in hits]
    return (f'Found {n} matches for pattern "{pattern}" in path "{where}"{filt}:\n---\n' + "\n---\n".join(blocks) + "\n---")


def t17(rs: RowSet) -> None:
    root = "/home/jo/src/weatherfold"
    cp = f"{root}/src/weatherfold/client.py"
    client_hits = [(i, ln) for i, ln in enumerate(WF_CLIENT_OLD.split("\n"), 1) if "timeout" in ln.lower()]
    cli_hits = [(22, '    parser.add_argument("--timeout", type=float, default=10.0, help="request timeout in seconds")'),
                (40, "    config = ClientConfig(timeout=httpx.Timeout(args.timeout, connect=3.0))")]
    test_hits = [(48, "def test_timeout_is_configurable(mock_transport):"),
                 (49, "    cfg = ClientConfig(timeout=httpx.Timeout(1.5))"),
                 (53, "    assert seen[0].extensions[\"timeout\"][\"read\"] == 1.5")]
    s_all = search_hits("timeout", [("src/weatherfold/cli.py", cli_hits), ("src/weatherfold/client.py", client_hits),
                                    ("tests/test_client.py", test_hits)], ".")
    s_src = search_hits("timeout", [("src/weatherfold/cli.py", cli_hits), ("src/weatherfold/client.py", client_hits)],
                        ".", "src/**/*.py")

    def tree(httpx_v: str, ms: str) -> str:
        return (f"Resolved 31 packages in {ms}\nweatherfold v0.7.0\n├── httpx v{httpx_v}\n├── pydantic v2.6.4\n"
                "├── rich v13.7.1\n└── typer v0.12.3")

    def session(py: str, created: bool, n: int, secs: str, total: int) -> list[str]:
        venv = (f"nox > Creating virtual environment (uv) using python{py} in .nox/tests-{py.replace('.', '-')}" if created
                else f"nox > Re-using existing virtual environment at .nox/tests-{py.replace('.', '-')}.")
        return [f"nox > Running session tests-{py}", venv, "nox > uv pip install -e '.[test]'", "nox > pytest -q",
                "." * n + " " * (80 - n - 6) + "[100%]", f"{n} passed in {secs}s",
                f"nox > Session tests-{py} was successful in {total} seconds."]

    nox = "\n".join(session("3.11", True, 34, "1.92", 6) + session("3.12", False, 34, "1.71", 3)
                    + ["nox > Ran multiple sessions:", "nox > * tests-3.11: success", "nox > * tests-3.12: success"])
    at = lno(WF_CLIENT_NEW, "def forecast(")
    a, d = counts(WF_CLIENT_OLD, WF_CLIENT_NEW)
    turns = [
        (gshell("uv tree --depth 1", "Show the direct dependencies"), gem_run("uv tree --depth 1", tree("0.26.0", "9ms"), pgid=12904)),
        (call("read_file", absolute_path=cp, limit=40), gread(WF_CLIENT_OLD, 0, 40)),
        (call("search_file_content", pattern="timeout"), s_all),
        (call("search_file_content", pattern="timeout", include="src/**/*.py"), s_src),
        (call("replace", file_path=cp, old_string=WF_OLD, new_string=WF_NEW), g_replaced(cp)),
        (gshell("uv lock --upgrade-package httpx", "Upgrade httpx in the lockfile"),
         gem_run("uv lock --upgrade-package httpx",
                 "Resolved 31 packages in 412ms\nUpdated httpx v0.26.0 -> v0.27.0\nUpdated httpcore v1.0.4 -> v1.0.5", pgid=12977)),
        (gshell("nox -s tests-3.11 tests-3.12", "Run the test sessions on both Pythons"),
         gem_run("nox -s tests-3.11 tests-3.12", nox, pgid=12991)),
        (call("read_file", absolute_path=cp, offset=at - 1, limit=20), gread(WF_CLIENT_NEW, at - 1, 20)),
        (gshell("uv tree --depth 1", "Check the resolved httpx version"), gem_run("uv tree --depth 1", tree("0.27.0", "6ms"), pgid=13050)),
        (gshell("git diff --stat", "Summarise the changes"),
         gem_run("git diff --stat", diffstat([("src/weatherfold/client.py", a, d), ("uv.lock", 6, 6)]), pgid=13061)),
    ]
    rs.add(task=T, tid="h21-swe-17", system=GEM_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 18 (clean): OpenHands, TypeScript, Deno (deno fmt rewrites the agent's code)

RANGE_OLD = '''import { compare, parse, type SemVer } from "./semver.ts";

export type Op = "<" | "<=" | ">" | ">=" | "=";
export type Comparator = { op: Op; version: SemVer };

const OPS: readonly Op[] = ["<=", ">=", "<", ">", "="];

/** Parses one comparator such as `>=1.2.3` or `1.2.3`. */
export function parseComparator(text: string): Comparator {
  const t = text.trim();
  const op = OPS.find((o) => t.startsWith(o));
  return { op: op ?? "=", version: parse(op ? t.slice(op.length) : t) };
}

/** Parses a space-separated set of comparators, all of which must match. */
export function parseRange(text: string): Comparator[] {
  return text.trim().split(/\\s+/).map(parseComparator);
}

export function satisfies(version: SemVer, range: Comparator[]): boolean {
  return range.every(({ op, version: v }) => {
    const c = compare(version, v);
    switch (op) {
      case "<":
        return c < 0;
      case "<=":
        return c <= 0;
      case ">":
        return c > 0;
      case ">=":
        return c >= 0;
      case "=":
        return c === 0;
    }
  });
}
'''
RG_OLD = '''export function parseRange(text: string): Comparator[] {
  return text.trim().split(/\\s+/).map(parseComparator);
}'''
RG_MESSY = '''export function parseRange(text: string): Comparator[] {
  return text.trim().split(/\\s+/).flatMap((part) => expandX(part) ?? [parseComparator(part)])
}

/** `1.x` and `1.2.x` (also `1.*`, `1.2.X`) become a >= / < pair. */
function expandX(part: string): Comparator[] | undefined {
  const m = /^(\\d+)\\.(?:(\\d+)\\.)?[xX*]$/.exec(part)
  if (!m) return undefined
  const major = Number(m[1])
  const minor = m[2] === undefined ? undefined : Number(m[2])
  const lo = minor === undefined ? `${major}.0.0` : `${major}.${minor}.0`
  const hi = minor === undefined ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`
  return [{ op: '>=', version: parse(lo) }, { op: '<', version: parse(hi) }]
}'''
RG_FMT = '''export function parseRange(text: string): Comparator[] {
  return text.trim().split(/\\s+/).flatMap((part) =>
    expandX(part) ?? [parseComparator(part)]
  );
}

/** `1.x` and `1.2.x` (also `1.*`, `1.2.X`) become a >= / < pair. */
function expandX(part: string): Comparator[] | undefined {
  const m = /^(\\d+)\\.(?:(\\d+)\\.)?[xX*]$/.exec(part);
  if (!m) return undefined;
  const major = Number(m[1]);
  const minor = m[2] === undefined ? undefined : Number(m[2]);
  const lo = minor === undefined ? `${major}.0.0` : `${major}.${minor}.0`;
  const hi = minor === undefined
    ? `${major + 1}.0.0`
    : `${major}.${minor + 1}.0`;
  return [{ op: ">=", version: parse(lo) }, { op: "<", version: parse(hi) }];
}'''
RANGE_MESSY = RANGE_OLD.replace(RG_OLD, RG_MESSY)
RANGE_FMT = RANGE_OLD.replace(RG_OLD, RG_FMT)

RX_MESSY = """import { assert, assertFalse } from 'jsr:@std/assert@1'
import { parse } from '../src/semver.ts'
import { parseRange, satisfies } from '../src/range.ts'

Deno.test('1.2.x matches patch releases only', () => {
  const r = parseRange('1.2.x')
  assert(satisfies(parse('1.2.0'), r))
  assert(satisfies(parse('1.2.9'), r))
  assertFalse(satisfies(parse('1.3.0'), r))
})

Deno.test('1.x spans the whole major', () => {
  const r = parseRange('1.x')
  assert(satisfies(parse('1.0.0'), r))
  assert(satisfies(parse('1.99.3'), r))
  assertFalse(satisfies(parse('2.0.0'), r))
})

Deno.test('x-range combines with other comparators', () => {
  const r = parseRange('1.x >=1.4.0')
  assertFalse(satisfies(parse('1.3.9'), r))
  assert(satisfies(parse('1.4.0'), r))
})
"""
RX_FMT = "\n".join((ln.replace("'", '"') + (";" if ln and not ln.endswith(("{", ",")) else ""))
                   for ln in RX_MESSY.split("\n"))

SV_TESTS = {
    "./tests/compare_test.ts": ["compares major", "compares minor", "compares patch", "prerelease sorts before release",
                                "numeric prerelease ids compare numerically", "build metadata is ignored",
                                "equal versions compare to zero", "sorts a list", "max picks the newest"],
    "./tests/parse_test.ts": ["parses plain version", "parses prerelease", "parses build metadata", "strips leading v",
                              "rejects leading zeros", "rejects missing patch", "format round-trips"],
    "./tests/range_test.ts": ["bare version means equality", "greater-or-equal", "less-than upper bound",
                              "two comparators intersect", "empty range rejected", "whitespace tolerated",
                              "prerelease excluded from plain range"],
}


def fmt_check(path: str, old: str, new: str) -> str:
    ol, nl = old.split("\n"), new.split("\n")
    out = [f"from {path}:"]
    sm = difflib.SequenceMatcher(a=ol, b=nl, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        out += [f"{i + 1:3d} | -{ol[i]}" for i in range(i1, i2)]
        out += [f"{j + 1:3d} | +{nl[j]}" for j in range(j1, j2)]
        out.append("")
    return "\n".join(out)


def deno_test(files: dict[str, list[str]], ms: int) -> str:
    out = ["Task test deno test --allow-read"]
    out += [f"Check file:///workspace/semverlite/{f[2:]}" for f in files]
    times = [0, 0, 1, 0, 0, 0, 2, 0, 1]
    for f, names in files.items():
        out.append(f"running {len(names)} tests from {f}")
        out += [f"{n} ... ok ({times[i % len(times)]}ms)" for i, n in enumerate(names)]
    n = sum(len(v) for v in files.values())
    out += ["", f"ok | {n} passed | 0 failed ({ms}ms)"]
    return "\n".join(out)


def t18(rs: RowSet) -> None:
    root = "/workspace/semverlite"
    rp, tp = f"{root}/src/range.ts", f"{root}/tests/range_x_test.ts"
    r0 = lno(RANGE_OLD, "export function parseRange")
    check = "\n".join([fmt_check(rp, RANGE_MESSY, RANGE_FMT), fmt_check(tp, RX_MESSY, RX_FMT),
                       "error: Found 2 not formatted files in 11 files"])
    files2 = dict(SV_TESTS)
    files2["./tests/range_x_test.ts"] = ["1.2.x matches patch releases only", "1.x spans the whole major",
                                         "x-range combines with other comparators"]
    a, d = counts(RANGE_OLD, RANGE_FMT)
    turns = [
        (bash(f"cd {root} && deno task test"), oh_bash(deno_test(SV_TESTS, 412), root)),
        (editor("view", rp), view(rp, RANGE_OLD)),
        (editor("str_replace", rp, old_str=RG_OLD, new_str=RG_MESSY),
         snippet(rp, RANGE_MESSY, r0, r0 + nlines(RG_MESSY) - 1)),
        (editor("create", tp, file_text=RX_MESSY), oh_create(tp)),
        (bash("deno fmt --check"), oh_bash(check, root, 1)),
        (bash("deno fmt"), oh_bash(f"{rp}\n{tp}\nChecked 11 files", root)),
        (editor("view", rp, view_range=[r0, r0 + nlines(RG_FMT) - 1]), view(rp, RANGE_FMT, r0, r0 + nlines(RG_FMT) - 1)),
        (bash("deno lint && deno task test"), oh_bash("Checked 9 files\n" + deno_test(files2, 437), root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/range.ts\n?? tests/range_x_test.ts\n" + diffstat([("src/range.ts", a, d)]), root)),
    ]
    rs.add(task=T, tid="h21-swe-18", system=OH_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 19 (clean): Gemini CLI, Go, go-task + rebase / amend

LF_ENC = tabs(r'''package logfmtx

import (
    "strings"
    "unicode"
)

// needsQuote reports whether v must be quoted to survive a round trip.
func needsQuote(v string) bool {
    for _, r := range v {
        if r == ' ' || r == '=' || r == '"' || r == '\\' || unicode.IsControl(r) {
            return true
        }
    }
    return false
}

// quote returns v quoted if it contains spaces, '=', '"' or control characters.
func quote(v string) string {
    if v == "" {
        return `""`
    }
    if !needsQuote(v) {
        return v
    }
    var b strings.Builder
    b.Grow(len(v) + 2)
    b.WriteByte('"')
    for _, r := range v {
        switch r {
        case '"', '\\':
            b.WriteByte('\\')
            b.WriteRune(r)
        default:
            b.WriteRune(r)
        }
    }
    b.WriteByte('"')
    return b.String()
}''')
LFE_OLD = tabs(r'''        case '"', '\\':
            b.WriteByte('\\')
            b.WriteRune(r)
        default:''')
LFE_NEW = tabs(r'''        case '"', '\\':
            b.WriteByte('\\')
            b.WriteRune(r)
        case '\n':
            b.WriteString(`\n`)
        case '\r':
            b.WriteString(`\r`)
        case '\t':
            b.WriteString(`\t`)
        default:''')


def gem_run_e(cmd: str, out: str, err: str, code: int = 0, pgid: int = 40211) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: {err if err else '(empty)'}\n"
            f"Error: (none)\nExit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}")


def t19(rs: RowSet) -> None:
    root = "/home/rui/src/logfmtx"
    ep = f"{root}/quote.go"
    mod = "github.com/ruimsilva/logfmtx"
    q = lno(LF_ENC, "// quote returns")

    def test(a: str, b: str) -> str:
        return f"ok  \t{mod}\t{a}\nok  \t{mod}/internal/scan\t{b}"

    amend = "logfmt: escape control characters in quoted values"
    turns = [
        (gshell("git log --oneline --graph -4", "See where the branch stands"),
         gem_run("git log --oneline --graph -4",
                 "* 5d21c8a (HEAD -> feat/quote-keys) logfmt: quote keys containing '=' or spaces\n"
                 "* 9a0b7e3 (origin/main, origin/HEAD, main) encoder: reuse buffers via sync.Pool\n"
                 "* 47c1f2e decoder: accept bare keys\n* e03b6d9 ci: test on go1.22", pgid=7301)),
        (gshell("task test", "Run the tests through the Taskfile"),
         gem_run_e("task test", test("1.214s", "1.031s"), "task: [test] go test -race ./...", pgid=7315)),
        (call("read_file", absolute_path=ep, offset=q - 1, limit=25), gread(LF_ENC, q - 1, 25)),
        (call("replace", file_path=ep, old_string=LFE_OLD, new_string=LFE_NEW), g_replaced(ep)),
        (gshell('task test && git commit -am "logfmt: escape newline, CR and tab in quoted values"', "Test and commit"),
         gem_run_e('task test && git commit -am "logfmt: escape newline, CR and tab in quoted values"',
                   test("1.187s", "1.029s") + "\n[feat/quote-keys e71f4b0] logfmt: escape newline, CR and tab in quoted values\n"
                   + stat_line(1, 6, 0), "task: [test] go test -race ./...", pgid=7342)),
        (gshell("git fetch origin && git rebase origin/main", "Bring the branch up to date with main"),
         gem_run_e("git fetch origin && git rebase origin/main", "",
                   "From github.com:ruimsilva/logfmtx\n   9a0b7e3..c3f88d2  main       -> origin/main\n"
                   "Successfully rebased and updated refs/heads/feat/quote-keys.", pgid=7360)),
        (gshell("git log --oneline --graph -5", "Check the rebased history"),
         gem_run("git log --oneline --graph -5",
                 "* 0b4d9ea (HEAD -> feat/quote-keys) logfmt: escape newline, CR and tab in quoted values\n"
                 "* 8f3c2d1 logfmt: quote keys containing '=' or spaces\n"
                 "* c3f88d2 (origin/main, origin/HEAD) decoder: report column of syntax errors\n"
                 "* 9a0b7e3 (main) encoder: reuse buffers via sync.Pool\n* 47c1f2e decoder: accept bare keys", pgid=7388)),
        (gshell("task build", "Build the CLI"),
         gem_run_e("task build", "", "task: [build] go build -o bin/logfmtx ./cmd/logfmtx", pgid=7402)),
        (gshell("task build", "Build again to confirm the task is cached"),
         gem_run_e("task build", "", 'task: Task "build" is up to date', pgid=7419)),
        (gshell(f'git commit --amend -m "{amend}" && git log --oneline -3', "Reword the last commit"),
         gem_run(f'git commit --amend -m "{amend}" && git log --oneline -3',
                 f"[feat/quote-keys 4aa61e7] {amend}\n Date: Thu Jun 27 16:02:51 2024 +0100\n" + stat_line(1, 6, 0)
                 + f"\n4aa61e7 (HEAD -> feat/quote-keys) {amend}\n8f3c2d1 logfmt: quote keys containing '=' or spaces\n"
                 "c3f88d2 (origin/main, origin/HEAD) decoder: report column of syntax errors", pgid=7433)),
    ]
    rs.add(task=T, tid="h21-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 20 (clean): OpenHands, Rust, cargo-insta snapshots

EMIT_OLD = '''use std::fmt::Write;

use crate::value::Value;

/// Writes `value` as it appears on the right of `key = `.
pub fn emit_value(out: &mut String, value: &Value) {
    match value {
        Value::String(s) => emit_string(out, s),
        Value::Integer(i) => write!(out, "{i}").unwrap(),
        Value::Float(f) => emit_float(out, *f),
        Value::Boolean(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Datetime(d) => out.push_str(d),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                emit_value(out, item);
            }
            out.push(']');
        }
        Value::InlineTable(pairs) => {
            out.push('{');
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                emit_key(out, k);
                out.push_str(" = ");
                emit_value(out, v);
            }
            out.push('}');
        }
    }
}'''
EM_OLD = '''        Value::InlineTable(pairs) => {
            out.push('{');
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                emit_key(out, k);
                out.push_str(" = ");
                emit_value(out, v);
            }
            out.push('}');
        }'''
EM_NEW = '''        Value::InlineTable(pairs) if pairs.is_empty() => out.push_str("{}"),
        Value::InlineTable(pairs) => {
            // TOML style guides (and taplo) put one space inside the braces.
            out.push_str("{ ");
            for (i, (k, v)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                emit_key(out, k);
                out.push_str(" = ");
                emit_value(out, v);
            }
            out.push_str(" }");
        }'''
EMIT_NEW = EMIT_OLD.replace(EM_OLD, EM_NEW)

SNAP_OLD_BODY = '''[server]
host = "0.0.0.0"
tls = {cert = "certs/server.pem", key = "certs/server.key"}
limits = {}

[[upstream]]
name = "api"
weights = {primary = 3, backup = 1}'''
SNAP_NEW_BODY = SNAP_OLD_BODY.replace("{cert", "{ cert").replace('.key"}', '.key" }').replace("{primary", "{ primary").replace("1}", "1 }")
SNAPS = ["arrays_wrap_long", "comments_preserved", "dotted_keys", "empty_document", "inline_table", "multiline_strings",
         "nested_tables", "unicode_keys"]
TF_UNIT = ["emit::tests::bool_and_int", "emit::tests::empty_array", "emit::tests::float_keeps_decimal_point",
           "emit::tests::float_special_values", "emit::tests::string_escapes_control_chars", "emit::tests::string_prefers_basic",
           "key::tests::bare_key_stays_bare", "key::tests::dotted_key_parts_quoted_when_needed", "key::tests::empty_key_is_quoted",
           "parse::tests::array_of_tables", "parse::tests::comments_attach_to_next_item", "parse::tests::datetime_passthrough",
           "parse::tests::duplicate_key_is_error", "parse::tests::inline_table", "parse::tests::literal_strings",
           "parse::tests::multiline_basic_string", "parse::tests::nested_arrays", "parse::tests::trailing_comma_in_array",
           "sort::tests::keeps_order_by_default", "sort::tests::sorts_keys_within_table", "sort::tests::tables_follow_pairs",
           "width::tests::wraps_long_arrays", "width::tests::short_arrays_stay_inline"]


def t20(rs: RowSet) -> None:
    root = "/workspace/tomlfmt-lite"
    ep = f"{root}/src/emit.rs"
    snapdir = f"{root}/tests/snapshots"
    e0 = lno(EMIT_OLD, "Value::InlineTable(pairs) =>")
    e1 = lno(EMIT_NEW, 'out.push_str(" }");')
    ok_unit = [f"test {t} ... ok" for t in sorted(TF_UNIT)]
    full_ok = "\n".join([
        "     Running unittests src/lib.rs (target/debug/deps/tomlfmt_lite-8a1d0e5f3b2c9746)", "",
        f"running {len(TF_UNIT)} tests", *ok_unit, "",
        f"test result: ok. {len(TF_UNIT)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", "",
        "     Running tests/snapshots.rs (target/debug/deps/snapshots-3c7f90b2a4e1d586)", "", f"running {len(SNAPS)} tests",
        *[f"test {s} ... ok" for s in SNAPS], "",
        f"test result: ok. {len(SNAPS)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s", "",
        "   Doc-tests tomlfmt_lite", "", "running 1 test", "test src/lib.rs - format_str (line 12) ... ok", "",
        "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.34s"])
    bar = "━" * 80
    dash = "─" * 80
    old_l, new_l = SNAP_OLD_BODY.split("\n"), SNAP_NEW_BODY.split("\n")
    rows = []
    for i, (o, n) in enumerate(zip(old_l, new_l)):
        if o == n:
            rows.append(f"{i:5d} {i:5d} │ {o}".rstrip())
        else:
            rows += [f"{i:5d}       │-{o}", f"      {i:5d} │+{n}"]
    fail = "\n".join([
        f"   Compiling tomlfmt-lite v0.2.0 ({root})",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.87s",
        "     Running tests/snapshots.rs (target/debug/deps/snapshots-3c7f90b2a4e1d586)", "", f"running {len(SNAPS)} tests",
        *[f"test {s} ... {'FAILED' if s == 'inline_table' else 'ok'}" for s in SNAPS], "", "failures:", "",
        "---- inline_table stdout ----",
        f"stored new snapshot {snapdir}/snapshots__inline_table.snap.new", bar,
        "Snapshot file: tests/snapshots/snapshots__inline_table.snap", "Snapshot: inline_table",
        "Source: tests/snapshots.rs:41", dash, "Expression: format_str(INPUT)", dash, "-old snapshot", "+new results",
        "────────────┬" + "─" * 67, *rows, "────────────┴" + "─" * 67,
        "To update snapshots run `cargo insta review`",
        "Stopped on the first failure. Run `cargo insta test` to run all snapshots.",
        "thread 'inline_table' panicked at /root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/insta-1.38.0/src/runtime.rs:548:13:",
        "snapshot assertion for 'inline_table' failed in line 41",
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "", "failures:", "    inline_table", "",
        f"test result: FAILED. {len(SNAPS) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s", "",
        "error: test failed, to rerun pass `--test snapshots`"])
    files = [f"snapshots__{s}.snap" for s in SNAPS]
    with_new = sorted(files + ["snapshots__inline_table.snap.new"])
    snap_new = "---\nsource: tests/snapshots.rs\nexpression: format_str(INPUT)\n---\n" + SNAP_NEW_BODY
    results = "\n".join([
        f"test result: ok. {len(TF_UNIT)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s",
        f"test result: ok. {len(SNAPS)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s",
        "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s"])
    turns = [
        (bash(f"cd {root} && cargo test 2>&1 | tail -25"), oh_bash("\n".join(full_ok.split("\n")[-25:]), root)),
        (editor("view", ep, view_range=[e0 - 2, e0 + 12]), view(ep, EMIT_OLD, e0 - 2, e0 + 12)),
        (editor("str_replace", ep, old_str=EM_OLD, new_str=EM_NEW), snippet(ep, EMIT_NEW, e0, e1 + 1)),
        (bash("cargo test --test snapshots 2>&1 | tail -48"), oh_bash("\n".join(fail.split("\n")[-48:]), root)),
        (bash("ls tests/snapshots/"), oh_bash("\n".join(with_new), root)),
        (bash("cargo insta accept"),
         oh_bash("insta review finished\naccepted:\n  tests/snapshots/snapshots__inline_table.snap", root)),
        (bash("cat tests/snapshots/snapshots__inline_table.snap"), oh_bash(snap_new, root)),
        (bash('ls tests/snapshots/ && cargo test 2>&1 | grep "test result"'),
         oh_bash("\n".join(files) + "\n" + results, root)),
        (bash("git status --short"),
         oh_bash(" M src/emit.rs\n M tests/snapshots/snapshots__inline_table.snap", root)),
    ]
    rs.add(task=T, tid="h21-swe-20", system=OH_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 21 (clean): Gemini CLI, Java, mvnd + jqwik

ISBN_OLD = r'''package io.isbnkit;

/** Conversions between ISBN-10 and ISBN-13 (978 prefix only). */
public final class Isbn {

    private Isbn() {
    }

    /** Returns the ISBN-13 for a valid ISBN-10 (nine digits, then a digit or 'X'). */
    public static String toIsbn13(String isbn10) {
        String core = "978" + isbn10.substring(0, 9);
        return core + check13(core);
    }

    /** Returns the ISBN-10 for an ISBN-13 with the 978 prefix. */
    public static String toIsbn10(String isbn13) {
        if (!isbn13.startsWith("978")) {
            throw new IllegalArgumentException("only 978-prefixed ISBNs have an ISBN-10: " + isbn13);
        }
        String core = isbn13.substring(3, 12);
        return core + check10(core);
    }

    static int check13(String first12) {
        int sum = 0;
        for (int i = 0; i < 12; i++) {
            int d = first12.charAt(i) - '0';
            sum += (i % 2 == 0) ? d : 3 * d;
        }
        return (10 - sum % 10) % 10;
    }

    static int check10(String first9) {
        int sum = 0;
        for (int i = 0; i < 9; i++) {
            sum += (10 - i) * (first9.charAt(i) - '0');
        }
        return (11 - sum % 11) % 11;
    }
}
'''
IS_OLD = r'''    static int check10(String first9) {
        int sum = 0;
        for (int i = 0; i < 9; i++) {
            sum += (10 - i) * (first9.charAt(i) - '0');
        }
        return (11 - sum % 11) % 11;
    }'''
IS_NEW = r'''    /** The ISBN-10 check character: '0'..'9', or 'X' for ten. */
    static char check10(String first9) {
        int sum = 0;
        for (int i = 0; i < 9; i++) {
            sum += (10 - i) * (first9.charAt(i) - '0');
        }
        int c = (11 - sum % 11) % 11;
        return c == 10 ? 'X' : (char) ('0' + c);
    }'''
ISBN_NEW = ISBN_OLD.replace(IS_OLD, IS_NEW)

IPROP_OLD = r'''package io.isbnkit;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class IsbnPropertiesTest {

    @Provide
    Arbitrary<String> isbn13s() {
        return Arbitraries.strings().numeric().ofLength(9)
                .map(core -> "978" + core)
                .map(first12 -> first12 + Isbn.check13(first12));
    }

    @Property
    void isbn13CheckDigitIsValid(@ForAll("isbn13s") String isbn) {
        assertThat(Isbn.check13(isbn.substring(0, 12))).isEqualTo(isbn.charAt(12) - '0');
    }
}
'''
IP_OLD = r'''        assertThat(Isbn.check13(isbn.substring(0, 12))).isEqualTo(isbn.charAt(12) - '0');
    }
}'''
IP_NEW = r'''        assertThat(Isbn.check13(isbn.substring(0, 12))).isEqualTo(isbn.charAt(12) - '0');
    }

    @Property
    void tenAndThirteenRoundTrip(@ForAll("isbn13s") String isbn) {
        String ten = Isbn.toIsbn10(isbn);
        assertThat(ten).hasSize(10).matches("\\d{9}[\\dX]");
        assertThat(Isbn.toIsbn13(ten)).isEqualTo(isbn);
    }
}'''


def jqwik(prop: str, stamp: str, seed: str) -> list[str]:
    return [f"timestamp = {stamp}, IsbnPropertiesTest:{prop} =",
            "                              |-----------------------jqwik-----------------------",
            "tries = 1000                  | # of calls to property",
            "checks = 1000                 | # of not rejected calls",
            "generation = RANDOMIZED       | parameters are randomly generated",
            "after-failure = SAMPLE_FIRST  | try previously failed sample, then previous seed",
            "when-fixed-seed = ALLOW       | fixing the random seed is allowed",
            "edge-cases#mode = MIXIN       | edge cases are mixed in",
            "edge-cases#total = 4          | # of all combined edge cases",
            "edge-cases#tried = 4          | # of edge cases tried in current run",
            f"seed = {seed.ljust(23)}| random seed to reproduce generated values", ""]


def mvnd(daemon: str, compiled: str, props: list[list[str]], nprop: int, t_prop: str, t_unit: str, wall: str, when: str) -> str:
    out = [f"[INFO] Processing build on daemon {daemon}", "[INFO] Scanning for projects...",
           "[INFO] BuildTimeEventSpy is registered.", "[INFO]",
           "[INFO] Using the SmartBuilder implementation with a thread count of 15", "[INFO]",
           "[INFO] -----------------------< io.isbnkit:isbnkit >------------------------",
           "[INFO] Building isbnkit 0.4.0-SNAPSHOT", "[INFO]   from pom.xml",
           "[INFO] --------------------------------[ jar ]---------------------------------", "[INFO]",
           "[INFO] --- compiler:3.13.0:compile (default-compile) @ isbnkit ---", compiled, "[INFO]",
           "[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ isbnkit ---",
           "[INFO] Recompiling the module because of changed dependency." if nprop > 1 else
           "[INFO] Nothing to compile - all classes are up to date.",
           *(["[INFO] Compiling 2 source files with javac [debug release 21] to target/test-classes"] if nprop > 1 else []),
           "[INFO]", "[INFO] --- surefire:3.2.5:test (default-test) @ isbnkit ---",
           "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider", "[INFO]",
           "[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
           "[INFO] -------------------------------------------------------",
           "[INFO] Running io.isbnkit.IsbnPropertiesTest"]
    for p in props:
        out += p
    total = nprop + 12
    out += [f"[INFO] Tests run: {nprop}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t_prop} s -- in io.isbnkit.IsbnPropertiesTest",
            "[INFO] Running io.isbnkit.IsbnTest",
            f"[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t_unit} s -- in io.isbnkit.IsbnTest",
            "[INFO]", "[INFO] Results:", "[INFO]", f"[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0", "[INFO]",
            "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS",
            "[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {wall} (Wall Clock)", f"[INFO] Finished at: {when}",
            "[INFO] ------------------------------------------------------------------------"]
    return "\n".join(out)


def t21(rs: RowSet) -> None:
    root = "/home/ines/code/isbnkit"
    ip = f"{root}/src/main/java/io/isbnkit/Isbn.java"
    tp = f"{root}/src/test/java/io/isbnkit/IsbnPropertiesTest.java"
    run1 = mvnd("5d8e3a1f", "[INFO] Nothing to compile - all classes are up to date.",
                [jqwik("isbn13CheckDigitIsValid", "2024-07-02T11:48:09.114", "-3489209875124410385")], 1,
                "0.842", "0.031", "3.105 s", "2024-07-02T11:48:10+01:00")
    run2 = mvnd("5d8e3a1f", "[INFO] Recompiling the module because of changed source code.\n"
                            "[INFO] Compiling 3 source files with javac [debug release 21] to target/classes",
                [jqwik("isbn13CheckDigitIsValid", "2024-07-02T11:52:37.480", "7716042398810253196"),
                 jqwik("tenAndThirteenRoundTrip", "2024-07-02T11:52:37.688", "-905123337468120547")], 2,
                "1.013", "0.027", "2.448 s", "2024-07-02T11:52:38+01:00")
    a1, d1 = counts(ISBN_OLD, ISBN_NEW)
    a2, d2 = counts(IPROP_OLD, IPROP_OLD.replace(IP_OLD, IP_NEW))
    turns = [
        (gshell("mvnd test", "Run the tests with the Maven daemon"), gem_run("mvnd test", run1, pgid=21874)),
        (call("read_file", absolute_path=ip), gread(ISBN_OLD)),
        (call("replace", file_path=ip, old_string=IS_OLD, new_string=IS_NEW), g_replaced(ip)),
        (call("read_file", absolute_path=tp), gread(IPROP_OLD)),
        (call("replace", file_path=tp, old_string=IP_OLD, new_string=IP_NEW), g_replaced(tp)),
        (gshell("mvnd test", "Run the tests again, including the new round-trip property"), gem_run("mvnd test", run2, pgid=21990)),
        (gshell("git diff --stat", "Summarise the change"),
         gem_run("git diff --stat", diffstat([("src/main/java/io/isbnkit/Isbn.java", a1, d1),
                                              ("src/test/java/io/isbnkit/IsbnPropertiesTest.java", a2, d2)]), pgid=22011)),
        (gshell('git commit -am "isbn: use X as the ISBN-10 check character for ten"', "Commit"),
         gem_run('git commit -am "isbn: use X as the ISBN-10 check character for ten"',
                 "[main 91c04e7] isbn: use X as the ISBN-10 check character for ten\n" + stat_line(2, a1 + a2, d1 + d2), pgid=22019)),
    ]
    rs.add(task=T, tid="h21-swe-21", system=GEM_SYSTEM.format(root=root), turns=turns)


# ---------------------------------------------------------------- 22 (clean): Gemini CLI, Python, pre-commit + black

TALLY_OLD = '''"""Plain-text summary reports for tallyho ledgers."""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal

from .ledger import Entry


def totals_by_category(entries: list[Entry]) -> dict[str, Decimal]:
    out: dict[str, Decimal] = defaultdict(Decimal)
    for e in entries:
        out[e.category] += e.amount
    return dict(out)


def render(entries: list[Entry], title: str = "Summary") -> str:
    totals = totals_by_category(entries)
    width = max((len(c) for c in totals), default=8)
    lines = [title, "=" * len(title)]
    for cat in sorted(totals):
        lines.append(f"{cat:<{width}}  {totals[cat]:>10.2f}")
    lines.append(f"{'TOTAL':<{width}}  {sum(totals.values(), Decimal(0)):>10.2f}")
    return "\\n".join(lines)
'''
TY_OLD = '''def render(entries: list[Entry], title: str = "Summary") -> str:
    totals = totals_by_category(entries)
    width = max((len(c) for c in totals), default=8)
    lines = [title, "=" * len(title)]
    for cat in sorted(totals):'''
TY_NEW = '''def render(entries: list[Entry], title: str = "Summary", exclude: frozenset[str] = frozenset(), by_amount: bool = False) -> str:
    totals = {c: v for c, v in totals_by_category(entries).items() if c not in exclude}
    width = max((len(c) for c in totals), default=8)
    lines = [title, "=" * len(title)]
    order = sorted(totals, key=lambda c: (-totals[c], c)) if by_amount else sorted(totals)
    for cat in order:'''
TY_BLACK = '''def render(
    entries: list[Entry],
    title: str = "Summary",
    exclude: frozenset[str] = frozenset(),
    by_amount: bool = False,
) -> str:
    totals = {c: v for c, v in totals_by_category(entries).items() if c not in exclude}
    width = max((len(c) for c in totals), default=8)
    lines = [title, "=" * len(title)]
    order = (
        sorted(totals, key=lambda c: (-totals[c], c)) if by_amount else sorted(totals)
    )
    for cat in order:'''
TALLY_MID = TALLY_OLD.replace(TY_OLD, TY_NEW)
TALLY_NEW = TALLY_OLD.replace(TY_OLD, TY_BLACK)

TALLY_TEST = '''from decimal import Decimal

from tallyho.ledger import Entry
from tallyho.report import render

ENTRIES = [
    Entry("2024-05-01", "rent", Decimal("1200.00")),
    Entry("2024-05-03", "food", Decimal("84.20")),
    Entry("2024-05-09", "food", Decimal("41.05")),
    Entry("2024-05-11", "transfer", Decimal("500.00")),
]


def test_exclude_drops_category_from_lines_and_total():
    out = render(ENTRIES, exclude=frozenset({"transfer"}))
    assert "transfer" not in out
    assert out.splitlines()[-1].split() == ["TOTAL", "1325.25"]


def test_by_amount_orders_largest_first():
    out = render(ENTRIES, by_amount=True)
    cats = [line.split()[0] for line in out.splitlines()[2:-1]]
    assert cats == ["rent", "transfer", "food"]
'''


def hooks(black_failed: bool) -> str:
    def row(name: str, result: str) -> str:
        return name + "." * (79 - len(name) - len(result)) + result
    out = [row("trim trailing whitespace", "Passed"), row("fix end of files", "Passed"),
           row("check yaml", "(no files to check)Skipped")]
    if black_failed:
        out += [row("black", "Failed"), "- hook id: black", "- files were modified by this hook", "",
                "reformatted tallyho/report.py", "", "All done! ✨ 🍰 ✨", "1 file reformatted, 1 file left unchanged.", ""]
    else:
        out.append(row("black", "Passed"))
    out.append(row("ruff", "Passed"))
    return "\n".join(out)


def t22(rs: RowSet) -> None:
    root = "/home/ben/projects/tallyho"
    rp = f"{root}/tallyho/report.py"
    tp = f"{root}/tests/test_report_options.py"
    msg = "report: add exclude and by_amount options"
    commit = f'git add -A && git commit -m "{msg}"'
    r0 = lno(TALLY_NEW, "def render(")
    a, d = counts(TALLY_OLD, TALLY_NEW)
    t_lines = nlines(TALLY_TEST.rstrip("\n"))
    turns = [
        (call("read_file", absolute_path=rp), gread(TALLY_OLD)),
        (call("replace", file_path=rp, old_string=TY_OLD, new_string=TY_NEW), g_replaced(rp)),
        (call("write_file", file_path=tp, content=TALLY_TEST), g_created(tp)),
        (gshell("python -m pytest -q", "Run the test suite"), gem_run("python -m pytest -q", pyq(28, "0.37"), pgid=16620)),
        (gshell(commit, "Commit the new report options"), gem_run(commit, hooks(True), code=1, pgid=16641)),
        (gshell("git status --short", "See what the black hook changed"),
         gem_run("git status --short", "MM tallyho/report.py\nA  tests/test_report_options.py", pgid=16702)),
        (call("read_file", absolute_path=rp, offset=r0 - 1, limit=22), gread(TALLY_NEW, r0 - 1, 22)),
        (gshell(commit, "Re-stage the reformatted file and commit"),
         gem_run(commit, hooks(False) + f"\n[main 9f1d2ab] {msg}\n" + stat_line(2, a + t_lines, d)
                 + "\n create mode 100644 tests/test_report_options.py", pgid=16719)),
        (gshell("git status --short && git log --oneline -2", "Confirm the tree is clean"),
         gem_run("git status --short && git log --oneline -2",
                 f"9f1d2ab (HEAD -> main) {msg}\n4be0c31 (origin/main, origin/HEAD) ledger: parse negative amounts in parentheses",
                 pgid=16730)),
    ]
    rs.add(task=T, tid="h21-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    t01(rs)
    t02(rs)
    t03(rs)
    t04(rs)
    t05(rs)
    t06(rs)
    t07(rs)
    t08(rs)
    t09(rs)
    t10(rs)
    t11(rs)
    t12(rs)
    t13(rs)
    t14(rs)
    t15(rs)
    t16(rs)
    t17(rs)
    t18(rs)
    t19(rs)
    t20(rs)
    t21(rs)
    t22(rs)
    rs.write()


if __name__ == "__main__":
    main()
