# ruff: noqa: E501
"""Held-out swe trajectories for holdout26: 22 coding-agent runs (OpenHands and Gemini CLI style).

Half of them carry exactly one world-model contradiction (an observation that disagrees with an
earlier observation or the starting state); the other half are clean but full of legitimate changes.
Running this module writes ``swe_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

import difflib
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


def seg(text: str, a: int, b: int | None = None) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[a - 1:b])


def ln(text: str, needle: str) -> int:
    """1-based number of the first line containing needle."""
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise KeyError(needle)


def nlines(text: str) -> int:
    return len(text.split("\n"))


def oh_snip(path: str, text: str, first: int, last: int | None = None) -> str:
    """OpenHands' answer to a str_replace/insert: a cat -n snippet around the changed lines."""
    last = first if last is None else last
    a = max(1, first - 4)
    b = min(nlines(text), last + 4)
    return edited(path, seg(text, a, b), a)


def view(path: str, text: str, a: int, b: int) -> str:
    return cat_n(path, seg(text, a, b), a)


def counts(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for line in list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0))[2:]:
        if line.startswith("@@"):
            continue
        if line.startswith("+"):
            ins += 1
        elif line.startswith("-"):
            dels += 1
    return ins, dels


def gitdiff(path: str, old: str, new: str, index: str, mode: str = "100644") -> str:
    """A `git diff` section for one file, hunk headers with git's default function context."""
    a = old.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(a, new.split("\n"), lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            start = int(line.split()[1][1:].split(",")[0])
            for j in range(start - 2, -1, -1):
                s = a[j]
                if s and (s[0].isalpha() or s[0] in "_$"):
                    line += " " + s.rstrip()[:80]
                    break
        out.append(line)
    return "\n".join(out)


def summary(files: int, ins: int, dels: int) -> str:
    parts = [f" {files} file{'s' if files != 1 else ''} changed"]
    if ins:
        parts.append(f" {ins} insertion{'s' if ins != 1 else ''}(+)")
    if dels:
        parts.append(f" {dels} deletion{'s' if dels != 1 else ''}(-)")
    return ",".join(parts)


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    k = max(len(str(i + d)) for _, i, d in entries)
    rows = [f" {p.ljust(w)} | {str(i + d).rjust(k)} {'+' * i}{'-' * d}" for p, i, d in entries]
    rows.append(summary(len(entries), sum(e[1] for e in entries), sum(e[2] for e in entries)))
    return "\n".join(rows)


def pyq(n: int, secs: str, width: int = 80) -> str:
    """pytest -q progress dots (all passing) and the summary line."""
    lines = []
    done = 0
    per = width - 7
    while done < n:
        step = min(per, n - done)
        done += step
        pct = f"[{done * 100 // n:3d}%]"
        lines.append("." * step + " " * (width - step - len(pct)) + pct)
    return "\n".join(lines) + f"\n{n} passed in {secs}s"


def g_read(path: str, **kw: object) -> str:
    return call("read_file", absolute_path=path, **kw)


def g_trunc(text: str, a: int, b: int) -> str:
    """Gemini read_file with offset/limit: the truncation notice, then the lines."""
    return (f"[File content truncated: showing lines {a}-{min(b, nlines(text))} of {nlines(text)} total lines. "
            f"Use offset/limit parameters to view more.]\n" + seg(text, a, b))


def g_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def g_replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def g_written(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def g_ls(path: str) -> str:
    return call("list_directory", path=path)


def g_listing(path: str, entries: list[str]) -> str:
    dirs = sorted(e for e in entries if e.endswith("/"))
    files = sorted(e for e in entries if not e.endswith("/"))
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d[:-1]}" for d in dirs] + files)


def g_grep(pattern: str, **kw: object) -> str:
    return call("search_file_content", pattern=pattern, **kw)


def g_found(pattern: str, where: str, hits: list[tuple[str, list[tuple[int, str]]]]) -> str:
    n = sum(len(h) for _, h in hits)
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}":', "---"]
    for f, hs in hits:
        out.append(f"File: {f}")
        out.extend(f"L{i}: {s}" for i, s in hs)
        out.append("---")
    return "\n".join(out)


# ---------------------------------------------------------------- 01 OpenHands, Python, pytest (clean)
DUR = '''"""Parse and format human-friendly durations such as ``"1h30m"`` or ``"90s"``."""

from __future__ import annotations

import re
from datetime import timedelta

__all__ = ["format_duration", "parse_duration"]

_UNITS: dict[str, float] = {
    "w": 604800,
    "d": 86400,
    "h": 3600,
    "m": 60,
    "s": 1,
    "ms": 0.001,
}

_TOKEN = re.compile(r"(?P<value>\\d+(?:\\.\\d+)?)\\s*(?P<unit>ms|[wdhms])", re.IGNORECASE)


def parse_duration(text: str) -> timedelta:
    """Return the :class:`~datetime.timedelta` described by *text*.

    Components may appear in any order and may be separated by spaces:
    ``"2d 4h"``, ``"4h2d"`` and ``"1.5h"`` are all accepted.
    """
    text = text.strip()
    if not text:
        raise ValueError("empty duration")
    total = 0.0
    pos = 0
    for m in _TOKEN.finditer(text):
        gap = text[pos:m.start()]
        if gap.strip():
            raise ValueError(f"unexpected {gap.strip()!r} in {text!r}")
        unit = m.group("unit")
        if unit not in _UNITS:
            raise ValueError(f"unknown unit {unit!r} in {text!r}")
        total += float(m.group("value")) * _UNITS[unit]
        pos = m.end()
    if pos == 0 or text[pos:].strip():
        raise ValueError(f"cannot parse {text!r}")
    return timedelta(seconds=total)


def format_duration(value: timedelta, *, precision: int = 2) -> str:
    """Render *value* with at most *precision* components, largest first."""
    seconds = value.total_seconds()
    if seconds < 0:
        return "-" + format_duration(-value, precision=precision)
    parts: list[str] = []
    for unit in ("w", "d", "h", "m", "s"):
        size = _UNITS[unit]
        if seconds >= size:
            count = int(seconds // size)
            seconds -= count * size
            parts.append(f"{count}{unit}")
        if len(parts) == precision:
            break
    return "".join(parts) or "0s"'''

TDUR = '''from datetime import timedelta

import pytest

from tidewater import format_duration, parse_duration


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("90s", timedelta(seconds=90)),
        ("1h30m", timedelta(hours=1, minutes=30)),
        ("2d 4h", timedelta(days=2, hours=4)),
        ("4h2d", timedelta(days=2, hours=4)),
        ("1.5h", timedelta(hours=1, minutes=30)),
        ("250ms", timedelta(milliseconds=250)),
        ("1w", timedelta(weeks=1)),
        ("  45m  ", timedelta(minutes=45)),
    ],
)
def test_parse(text, expected):
    assert parse_duration(text) == expected


@pytest.mark.parametrize("text", ["", "   ", "h", "10", "5x", "1h 2q", "ten minutes"])
def test_parse_rejects(text):
    with pytest.raises(ValueError):
        parse_duration(text)


@pytest.mark.parametrize(
    ("value", "precision", "expected"),
    [
        (timedelta(seconds=0), 2, "0s"),
        (timedelta(seconds=90), 2, "1m30s"),
        (timedelta(days=2, hours=4, minutes=5), 2, "2d4h"),
        (timedelta(days=2, hours=4, minutes=5), 3, "2d4h5m"),
        (timedelta(weeks=1, seconds=1), 1, "1w"),
        (timedelta(seconds=-90), 2, "-1m30s"),
    ],
)
def test_format(value, precision, expected):
    assert format_duration(value, precision=precision) == expected


def test_round_trip():
    for text in ("1h30m", "2d4h", "45s", "3w"):
        assert format_duration(parse_duration(text), precision=4) == text


def test_fractional_seconds_are_kept():
    assert parse_duration("1.25s").total_seconds() == 1.25


def test_error_names_offending_text():
    with pytest.raises(ValueError, match="unexpected 'x'"):
        parse_duration("1h x 2m")'''

TDUR_ADD = '''

@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1H30M", timedelta(hours=1, minutes=30)),
        ("250MS", timedelta(milliseconds=250)),
        ("2D 4h", timedelta(days=2, hours=4)),
    ],
)
def test_parse_is_case_insensitive(text, expected):
    assert parse_duration(text) == expected'''


def t01(rs: RowSet) -> None:
    root = "/workspace/tidewater"
    p, tp = f"{root}/src/tidewater/duration.py", f"{root}/tests/test_duration.py"
    old_u, new_u = '        unit = m.group("unit")\n', '        unit = m.group("unit").lower()\n'
    new = DUR.replace(old_u, new_u)
    tnew = TDUR + "\n" + TDUR_ADD
    n0 = nlines(TDUR)
    i1, d1 = counts(DUR, new)
    i2, d2 = counts(TDUR, tnew)
    turns = [
        (bash("cd /workspace/tidewater && git status && git log --oneline -5"), oh_bash(
            "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
            "9c41d7e (HEAD -> main, origin/main, origin/HEAD) Add format_duration(precision=...) keyword\n"
            "2b7f0a3 Document accepted separators in README\n"
            "e08d512 Support fractional values like 1.5h\n"
            "71c3a9f ci: test on Python 3.12 and 3.13\n"
            "5a6e2d0 Raise ValueError on empty input", root)),
        (editor("view", p), cat_n(p, DUR)),
        (bash("python -m pytest tests/test_duration.py -q"), oh_bash(pyq(24, "0.37"), root)),
        (bash("python -c 'from tidewater import parse_duration; print(parse_duration(\"1H30M\"))'"), oh_bash(
            "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n"
            f"  File \"{p}\", line {ln(DUR, 'raise ValueError(f' + chr(34) + 'unknown unit')}, in parse_duration\n"
            "    raise ValueError(f\"unknown unit {unit!r} in {text!r}\")\n"
            "ValueError: unknown unit 'H' in '1H30M'", root, 1)),
        (editor("str_replace", p, old_str=old_u.rstrip("\n"), new_str=new_u.rstrip("\n")),
         oh_snip(p, new, ln(new, ".lower()"))),
        (editor("insert", tp, insert_line=n0, new_str=TDUR_ADD),
         edited(tp, seg(tnew, n0 - 2, nlines(tnew)), n0 - 2)),
        (bash("python -m pytest tests/test_duration.py -q"), oh_bash(pyq(27, "0.41"), root)),
        (bash("python -c 'from tidewater import parse_duration as p; print(p(\"1H30M\")); print(p(\"250MS\")); print(p(\"2D 4h\"))'"),
         oh_bash("1:30:00\n0:00:00.250000\n2 days, 4:00:00", root)),
        (bash("git diff"), oh_bash(
            gitdiff("src/tidewater/duration.py", DUR, new, "4be09a1..c7731fe") + "\n"
            + gitdiff("tests/test_duration.py", TDUR, tnew, "0d93e52..a18f4b6"), root)),
        (bash('git add -A && git commit -q -m "Accept upper-case unit suffixes in parse_duration" && git log --oneline -3 --stat && git status -sb'),
         oh_bash("3d8a51f (HEAD -> main) Accept upper-case unit suffixes in parse_duration\n"
                 + diffstat([("src/tidewater/duration.py", i1, d1), ("tests/test_duration.py", i2, d2)]) + "\n"
                 "9c41d7e (origin/main, origin/HEAD) Add format_duration(precision=...) keyword\n"
                 + diffstat([("README.md", 9, 0), ("src/tidewater/duration.py", 8, 4), ("tests/test_duration.py", 7, 1)]) + "\n"
                 "2b7f0a3 Document accepted separators in README\n"
                 + diffstat([("README.md", 6, 1)]) + "\n"
                 "## main...origin/main [ahead 1]", root)),
    ]
    rs.add(task=T, tid="h26-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/tidewater (Python 3.12, src layout, pytest). Issue #41: parse_duration(\"1H30M\") raises ValueError; unit suffixes should be case-insensitive.")


# ---------------------------------------------------------------- 02 Gemini CLI, TypeScript, bun (bad)
REQID = '''import type { MiddlewareHandler } from "hono";

const HEADER = "X-Request-Id";
const VALID = /^[A-Za-z0-9._-]{8,128}$/;

export type RequestIdOptions = {
  header?: string;
  generate?: () => string;
};

/**
 * Reuses a well-formed incoming request id or mints a new one, exposes it as
 * `c.get("requestId")` and echoes it on the response.
 */
export function requestId(opts: RequestIdOptions = {}): MiddlewareHandler {
  const header = opts.header ?? HEADER;
  const generate = opts.generate ?? (() => crypto.randomUUID());
  return async (c, next) => {
    const incoming = c.req.header(header);
    const id = incoming && VALID.test(incoming) ? incoming : generate();
    c.set("requestId", id);
    await next();
    c.header(header, id);
  };
}
'''

APPTS = '''import { Hono } from "hono";
import { auth } from "./middleware/auth";
import { cors } from "./middleware/cors";
import { errorHandler } from "./middleware/errorHandler";
import { etag } from "./middleware/etag";
import { logger } from "./middleware/logger";
import { requestId } from "./middleware/requestId";
import { timing } from "./middleware/timing";
import { health } from "./routes/health";
import { notes } from "./routes/notes";
import { users } from "./routes/users";

export type AppEnv = {
  Variables: { requestId: string; userId?: string };
};

export function createApp() {
  const app = new Hono<AppEnv>();

  app.onError(errorHandler);
  app.use("*", requestId());
  app.use("*", timing());
  app.use("*", logger());
  app.use("*", cors({ origins: (Bun.env.CORS_ORIGINS ?? "").split(",").filter(Boolean) }));
  app.use("/api/*", etag());
  app.use("/api/*", auth({ secret: Bun.env.JWT_SECRET ?? "" }));

  app.route("/health", health);
  app.route("/api/notes", notes);
  app.route("/api/users", users);

  return app;
}
'''

RATELIMIT = '''import type { Context, MiddlewareHandler } from "hono";

export type RateLimitOptions = {
  /** Requests allowed per window for one key. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
  /** How to bucket callers; defaults to the authenticated user, then the client IP. */
  key?: (c: Context) => string;
  now?: () => number;
};

type Bucket = { tokens: number; updated: number };

/** Token bucket per key: `limit` tokens, refilled continuously over `windowMs`. */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  const { limit, windowMs } = opts;
  const now = opts.now ?? Date.now;
  const key = opts.key ?? ((c: Context) => c.get("userId") ?? c.req.header("x-forwarded-for") ?? "anon");
  const perMs = limit / windowMs;
  const buckets = new Map<string, Bucket>();

  return async (c, next) => {
    const k = key(c);
    const t = now();
    const b = buckets.get(k) ?? { tokens: limit, updated: t };
    b.tokens = Math.min(limit, b.tokens + (t - b.updated) * perMs);
    b.updated = t;
    buckets.set(k, b);
    if (b.tokens < 1) {
      const retry = Math.ceil((1 - b.tokens) / perMs / 1000);
      c.header("Retry-After", String(retry));
      return c.json({ error: "rate_limited", retryAfter: retry }, 429);
    }
    b.tokens -= 1;
    c.header("X-RateLimit-Remaining", String(Math.floor(b.tokens)));
    await next();
  };
}
'''

RLTEST = '''import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { rateLimit } from "../rateLimit";

function appWith(clock: { t: number }) {
  const app = new Hono();
  app.use("*", rateLimit({ limit: 2, windowMs: 1_000, key: () => "k", now: () => clock.t }));
  app.get("/", (c) => c.text("ok"));
  return app;
}

describe("rateLimit", () => {
  test("allows requests under the limit", async () => {
    const app = appWith({ t: 0 });
    const r1 = await app.request("/");
    const r2 = await app.request("/");
    expect(r1.status).toBe(200);
    expect(r2.status).toBe(200);
    expect(r2.headers.get("X-RateLimit-Remaining")).toBe("0");
  });

  test("returns 429 with Retry-After once the bucket is empty", async () => {
    const app = appWith({ t: 0 });
    await app.request("/");
    await app.request("/");
    const r = await app.request("/");
    expect(r.status).toBe(429);
    expect(r.headers.get("Retry-After")).toBe("1");
    expect(await r.json()).toEqual({ error: "rate_limited", retryAfter: 1 });
  });

  test("refills after the window elapses", async () => {
    const clock = { t: 0 };
    const app = appWith(clock);
    await app.request("/");
    await app.request("/");
    clock.t = 1_000;
    const r = await app.request("/");
    expect(r.status).toBe(200);
  });
});
'''

BUN_OUT = '''bun test v1.1.38 (bf2f153f)

src/middleware/__tests__/auth.test.ts:
✓ auth > rejects a request without a bearer token [1.12ms]
✓ auth > rejects an expired token [0.58ms]
✓ auth > sets userId from the sub claim [0.71ms]

src/middleware/__tests__/cors.test.ts:
✓ cors > answers preflight for an allowed origin [0.44ms]
✓ cors > omits headers for an unknown origin [0.19ms]

src/middleware/__tests__/etag.test.ts:
✓ etag > adds a weak etag to json bodies [0.93ms]
✓ etag > returns 304 when If-None-Match matches [0.36ms]

src/middleware/__tests__/rateLimit.test.ts:
✓ rateLimit > allows requests under the limit [0.87ms]
✓ rateLimit > returns 429 with Retry-After once the bucket is empty [0.52ms]
✓ rateLimit > refills after the window elapses [0.21ms]

src/middleware/__tests__/requestId.test.ts:
✓ requestId > keeps a well-formed incoming id [0.33ms]
✓ requestId > replaces a malformed id [0.17ms]
✓ requestId > echoes the id on the response [0.15ms]

 13 pass
 0 fail
 29 expect() calls
Ran 13 tests across 5 files. [146.00ms]'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/quill-api"
    mw = f"{root}/src/middleware"
    base = ["__tests__/", "auth.ts", "cors.ts", "errorHandler.ts", "etag.ts", "logger.ts", "requestId.ts", "timing.ts", "validate.ts"]
    imp_old = 'import { logger } from "./middleware/logger";\nimport { requestId } from "./middleware/requestId";'
    imp_new = 'import { logger } from "./middleware/logger";\nimport { rateLimit } from "./middleware/rateLimit";\nimport { requestId } from "./middleware/requestId";'
    use_old = '  app.use("/api/*", auth({ secret: Bun.env.JWT_SECRET ?? "" }));\n'
    use_new = use_old + '  app.use("/api/*", rateLimit({ limit: Number(Bun.env.RATE_LIMIT ?? 120), windowMs: 60_000 }));\n'
    turns = [
        (g_ls(mw), g_listing(mw, base)),
        (g_read(f"{mw}/requestId.ts"), REQID),
        (g_read(f"{root}/src/app.ts"), APPTS),
        (g_write(f"{mw}/rateLimit.ts", RATELIMIT), g_written(f"{mw}/rateLimit.ts")),
        (g_write(f"{mw}/__tests__/rateLimit.test.ts", RLTEST), g_written(f"{mw}/__tests__/rateLimit.test.ts")),
        (g_replace(f"{root}/src/app.ts", imp_old, imp_new), g_replaced(f"{root}/src/app.ts")),
        (g_ls(mw), g_listing(mw, base)),
        (g_replace(f"{root}/src/app.ts", use_old, use_new), g_replaced(f"{root}/src/app.ts")),
        (gshell("bun test src/middleware", "Run the middleware test suite with Bun."),
         gem_run("bun test src/middleware", BUN_OUT, pgid=51873)),
        (gshell("git status --short && git diff --stat", "Show what changed in the working tree."),
         gem_run("git status --short && git diff --stat",
                 " M src/app.ts\n?? src/middleware/__tests__/rateLimit.test.ts\n?? src/middleware/rateLimit.ts\n"
                 + diffstat([("src/app.ts", 2, 0)]), pgid=51990)),
    ]
    rs.add(task=T, tid="h26-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Project /home/dev/quill-api: a Hono API running on Bun 1.1. Task: add a per-user rate-limit middleware for /api/* with tests.",
           bad=True, turn=7, kind="newly written middleware file missing from a later directory listing though nothing deleted it")


# ---------------------------------------------------------------- 03 OpenHands, Python, pytest (bad)
MONEY = '''"""Money helpers shared by invoices, credit notes and the CSV exporter."""

from __future__ import annotations

from decimal import Decimal
from typing import Iterable

CURRENCY_DIGITS = {"EUR": 2, "USD": 2, "GBP": 2, "CHF": 2, "JPY": 0, "KWD": 3}


def to_decimal(value: str | int | float | Decimal) -> Decimal:
    """Convert *value* to Decimal without picking up binary float noise."""
    if isinstance(value, Decimal):
        return value
    if isinstance(value, float):
        return Decimal(repr(value))
    return Decimal(value)


def round_money(value: str | int | float | Decimal, currency: str = "EUR") -> Decimal:
    """Round *value* to the minor unit of *currency*.

    Halves are rounded away from zero, as required by the invoicing spec
    (see docs/rounding.md).
    """
    digits = CURRENCY_DIGITS.get(currency, 2)
    return Decimal(round(to_decimal(value), digits))


def allocate(total: Decimal, weights: Iterable[int], currency: str = "EUR") -> list[Decimal]:
    """Split *total* by *weights*; leftover minor units go to the largest remainders first."""
    weights = list(weights)
    if not weights or sum(weights) <= 0:
        raise ValueError("weights must be positive")
    unit = Decimal(1).scaleb(-CURRENCY_DIGITS.get(currency, 2))
    raw = [total * w / sum(weights) for w in weights]
    shares = [(r // unit) * unit for r in raw]
    leftover = int((total - sum(shares)) / unit)
    order = sorted(range(len(weights)), key=lambda i: raw[i] - shares[i], reverse=True)
    for i in order[:leftover]:
        shares[i] += unit
    return shares


def sum_money(values: Iterable[Decimal], currency: str = "EUR") -> Decimal:
    """Sum *values* exactly, then round once."""
    return round_money(sum(values, Decimal(0)), currency)'''


def _pyfail(name: str, got: str, exp: str, value: str, cur: str) -> str:
    title = f" {name} "
    bar = "_" * ((80 - len(title)) // 2)
    return (f"{bar}{title}{bar}\n\nvalue = '{value}', currency = '{cur}', expected = '{exp}'\n\n"
            "    @pytest.mark.parametrize(\n        (\"value\", \"currency\", \"expected\"),\n"
            "        [(\"2.345\", \"EUR\", \"2.35\"), (\"0.125\", \"USD\", \"0.13\"), (\"2.5\", \"JPY\", \"3\"), (\"-1.005\", \"EUR\", \"-1.01\")],\n"
            "    )\n    def test_round_half_up(value, currency, expected):\n"
            ">       assert round_money(value, currency) == Decimal(expected)\n"
            f"E       AssertionError: assert Decimal('{got}') == Decimal('{exp}')\n"
            f"E        +  where Decimal('{got}') = round_money('{value}', '{cur}')\n"
            f"E        +  and   Decimal('{exp}') = Decimal('{exp}')\n\n"
            "tests/test_money.py:21: AssertionError")


def t03(rs: RowSet) -> None:
    root = "/workspace/ledgerline"
    p = f"{root}/src/ledgerline/money.py"
    imp_old, imp_new = "from decimal import Decimal", "from decimal import ROUND_HALF_UP, Decimal"
    ret_old = "    return Decimal(round(to_decimal(value), digits))"
    ret_new = "    quantum = Decimal(1).scaleb(-digits)\n    return to_decimal(value).quantize(quantum, rounding=ROUND_HALF_UP)"
    doc_old = "    Halves are rounded away from zero, as required by the invoicing spec\n    (see docs/rounding.md)."
    doc_new = ("    Halves are rounded away from zero (``ROUND_HALF_UP``), as required by the\n"
               "    invoicing spec (see docs/rounding.md). Python's ``round()`` would use\n"
               "    banker's rounding and turn 2.345 into 2.34.")
    m1 = MONEY.replace(imp_old, imp_new)
    m2 = m1.replace(ret_old, ret_new)
    m3 = m2.replace(doc_old, doc_new)
    cases = [("2.345", "EUR", "2.35", "2.34"), ("0.125", "USD", "0.13", "0.12"), ("2.5", "JPY", "3", "2"), ("-1.005", "EUR", "-1.01", "-1.00")]
    fails = "\n".join(_pyfail(f"test_round_half_up[{v}-{c}-{e}]", g, e, v, c) for v, c, e, g in cases)
    short = "\n".join(f"FAILED tests/test_money.py::test_round_half_up[{v}-{c}-{e}] - AssertionError: assert Decimal('{g}') == Decimal('{e}')" for v, c, e, g in cases)
    out3 = ("...FFFF.......                                                           [100%]\n"
            "=================================== FAILURES ===================================\n"
            + fails + "\n=========================== short test summary info ============================\n"
            + short + "\n4 failed, 10 passed in 0.31s")
    i, d = counts(MONEY, m3)
    grep = "\n".join([
        f"src/ledgerline/money.py:{ln(MONEY, 'def round_money')}:def round_money(value: str | int | float | Decimal, currency: str = \"EUR\") -> Decimal:",
        f"src/ledgerline/money.py:{ln(MONEY, 'return round_money(')}:    return round_money(sum(values, Decimal(0)), currency)",
        "src/ledgerline/invoice.py:12:from .money import allocate, round_money, sum_money",
        "src/ledgerline/invoice.py:61:        net = round_money(line.quantity * line.unit_price, self.currency)",
        "src/ledgerline/invoice.py:62:        tax = round_money(net * line.tax_rate, self.currency)",
        "src/ledgerline/invoice.py:97:            round_money(self.net_total * rate, self.currency) for rate in self.tax_rates()",
        "src/ledgerline/credit_note.py:9:from .money import round_money",
        "src/ledgerline/credit_note.py:44:        return -round_money(self.invoice.gross_total * self.fraction, self.invoice.currency)",
        "src/ledgerline/export/csv.py:7:from ..money import round_money",
        "src/ledgerline/export/csv.py:31:            row[\"amount\"] = str(round_money(item.amount, currency))",
        "tests/test_money.py:5:from ledgerline.money import allocate, round_money, sum_money, to_decimal",
        "tests/test_money.py:21:    assert round_money(value, currency) == Decimal(expected)",
        "tests/test_money.py:25:    assert round_money(\"1.234\", \"XXX\") == Decimal(\"1.23\")",
        "tests/test_invoice.py:88:    assert inv.gross_total == round_money(\"121.00\")",
    ])
    a8 = ln(MONEY, "def round_money")
    turns = [
        (bash("cd /workspace/ledgerline && grep -rn \"round_money\" --include=*.py src tests"), oh_bash(grep, root)),
        (editor("view", p), cat_n(p, MONEY)),
        (bash("python -m pytest tests/test_money.py -q"), oh_bash(out3, root, 1)),
        (editor("str_replace", p, old_str=imp_old, new_str=imp_new), oh_snip(p, m1, 5)),
        (editor("str_replace", p, old_str=ret_old, new_str=ret_new), oh_snip(p, m2, ln(m2, "quantum = "), ln(m2, ".quantize("))),
        (bash("python -m pytest tests/test_money.py -q"), oh_bash(pyq(14, "0.22"), root)),
        (bash("python -m pytest -q -p no:cacheprovider"), oh_bash(pyq(96, "1.87"), root)),
        (editor("view", p, view_range=[a8, a8 + 11]), view(p, m1, a8, a8 + 11)),
        (editor("str_replace", p, old_str=doc_old, new_str=doc_new),
         oh_snip(p, m3, ln(m3, "Halves are rounded"), ln(m3, "banker's rounding"))),
        (bash("python -m pytest tests/test_money.py tests/test_invoice.py -q && git diff --stat"),
         oh_bash(pyq(37, "0.48") + "\n" + diffstat([("src/ledgerline/money.py", i, d)]), root)),
    ]
    rs.add(task=T, tid="h26-swe-03", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/ledgerline (Python invoicing library). Bug report: round_money('2.345') returns 2.34; the invoicing spec requires half-up rounding.",
           bad=True, turn=8, kind="edited return line of round_money reads back as the old round() call in a later view with no revert")


# ---------------------------------------------------------------- 04 Gemini CLI, Java, Maven (clean)
STOCKSVC = '''package com.ridgeway.inventory.stock;

import com.ridgeway.inventory.audit.AuditLog;
import com.ridgeway.inventory.catalog.Sku;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.stereotype.Service;

@Service
public class StockService {

    private final Map<Sku, Integer> onHand = new ConcurrentHashMap<>();
    private final AuditLog audit;
    private final Clock clock;

    public StockService(AuditLog audit, Clock clock) {
        this.audit = audit;
        this.clock = clock;
    }

    public int onHand(Sku sku) {
        return onHand.getOrDefault(sku, 0);
    }

    /**
     * Applies a signed adjustment (receipt, pick, cycle-count correction) and returns the new level.
     */
    public int adjustStock(Sku sku, int delta, String reason) {
        int updated = onHand.merge(sku, delta, Integer::sum);
        audit.record(new StockAdjusted(sku, delta, updated, reason, Instant.now(clock)));
        return updated;
    }

    public void reserve(Sku sku, int quantity) {
        if (quantity <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        adjustStock(sku, -quantity, "reservation");
    }
}
'''

ADJ_OLD = '''    public int adjustStock(Sku sku, int delta, String reason) {
        int updated = onHand.merge(sku, delta, Integer::sum);'''
ADJ_NEW = '''    public int adjustStock(Sku sku, int delta, String reason) {
        int updated = onHand.compute(sku, (k, current) -> {
            int have = current == null ? 0 : current;
            if (have + delta < 0) {
                throw new InsufficientStockException(k, have, -delta);
            }
            return have + delta;
        });'''

INSUFF = '''package com.ridgeway.inventory.stock;

import com.ridgeway.inventory.catalog.Sku;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.ResponseStatus;

/** Thrown when an adjustment would take the on-hand level of a SKU below zero. */
@ResponseStatus(HttpStatus.CONFLICT)
public class InsufficientStockException extends RuntimeException {

    private final Sku sku;
    private final int available;
    private final int requested;

    public InsufficientStockException(Sku sku, int available, int requested) {
        super("insufficient stock for " + sku + ": available " + available + ", requested " + requested);
        this.sku = sku;
        this.available = available;
        this.requested = requested;
    }

    public Sku sku() {
        return sku;
    }

    public int available() {
        return available;
    }

    public int requested() {
        return requested;
    }
}
'''

STOCKTEST = '''package com.ridgeway.inventory.stock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;

import com.ridgeway.inventory.audit.AuditLog;
import com.ridgeway.inventory.catalog.Sku;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class StockServiceTest {

    private static final Sku BOLT = Sku.of("HW-BOLT-M8");
    private AuditLog audit;
    private StockService service;

    @BeforeEach
    void setUp() {
        audit = mock(AuditLog.class);
        service = new StockService(audit, Clock.fixed(Instant.parse("2025-01-01T00:00:00Z"), ZoneOffset.UTC));
    }

    @Test
    void unknownSkuHasNothingOnHand() {
        assertThat(service.onHand(BOLT)).isZero();
    }

    @Test
    void receiptIncreasesLevel() {
        assertThat(service.adjustStock(BOLT, 40, "receipt")).isEqualTo(40);
        assertThat(service.onHand(BOLT)).isEqualTo(40);
    }

    @Test
    void pickDecreasesLevel() {
        service.adjustStock(BOLT, 40, "receipt");
        assertThat(service.adjustStock(BOLT, -15, "pick")).isEqualTo(25);
    }

    @Test
    void everyAdjustmentIsAudited() {
        service.adjustStock(BOLT, 5, "receipt");
        verify(audit).record(any(StockAdjusted.class));
    }

    @Test
    void reserveRejectsNonPositiveQuantity() {
        assertThatThrownBy(() -> service.reserve(BOLT, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void reserveTakesFromOnHand() {
        service.adjustStock(BOLT, 10, "receipt");
        service.reserve(BOLT, 4);
        assertThat(service.onHand(BOLT)).isEqualTo(6);
    }
}
'''

TEST_ADD_OLD = '''        service.reserve(BOLT, 4);
        assertThat(service.onHand(BOLT)).isEqualTo(6);
    }
}'''
TEST_ADD_NEW = '''        service.reserve(BOLT, 4);
        assertThat(service.onHand(BOLT)).isEqualTo(6);
    }

    @Test
    void adjustmentBelowZeroIsRejectedAndNotAudited() {
        service.adjustStock(BOLT, 3, "receipt");
        assertThatThrownBy(() -> service.adjustStock(BOLT, -5, "pick"))
                .isInstanceOf(InsufficientStockException.class)
                .hasMessageContaining("available 3, requested 5");
        assertThat(service.onHand(BOLT)).isEqualTo(3);
        verify(audit).record(any(StockAdjusted.class));
    }
}'''


def _mvn(body: str, total: str, finished: str, src: str, tsrc: str) -> str:
    return ("[INFO] Scanning for projects...\n[INFO] \n"
            "[INFO] ----------------< com.ridgeway:inventory-service >-----------------\n"
            "[INFO] Building inventory-service 1.8.0-SNAPSHOT\n[INFO]   from pom.xml\n"
            "[INFO] --------------------------------[ jar ]---------------------------------\n[INFO] \n"
            "[INFO] --- resources:3.3.1:resources (default-resources) @ inventory-service ---\n"
            "[INFO] Copying 3 resources from src/main/resources to target/classes\n[INFO] \n"
            "[INFO] --- compiler:3.13.0:compile (default-compile) @ inventory-service ---\n" + src + "\n[INFO] \n"
            "[INFO] --- resources:3.3.1:testResources (default-testResources) @ inventory-service ---\n"
            "[INFO] Copying 2 resources from src/test/resources to target/test-classes\n[INFO] \n"
            "[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ inventory-service ---\n" + tsrc + "\n[INFO] \n"
            "[INFO] --- surefire:3.2.5:test (default-test) @ inventory-service ---\n"
            "[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider\n[INFO] \n"
            "[INFO] -------------------------------------------------------\n[INFO]  T E S T S\n"
            "[INFO] -------------------------------------------------------\n" + body +
            "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n"
            "[INFO] ------------------------------------------------------------------------\n"
            f"[INFO] Total time:  {total}\n[INFO] Finished at: {finished}\n"
            "[INFO] ------------------------------------------------------------------------")


def _surefire(classes: list[tuple[str, int, int, str]]) -> str:
    out = []
    for c, n, sk, t in classes:
        fq = f"com.ridgeway.inventory.{c}"
        out.append(f"[INFO] Running {fq}")
        lvl = "WARNING" if sk else "INFO"
        out.append(f"[{lvl}] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {sk}, Time elapsed: {t} s -- in {fq}")
    n = sum(c[1] for c in classes)
    sk = sum(c[2] for c in classes)
    lvl = "WARNING" if sk else "INFO"
    out += ["[INFO] ", "[INFO] Results:", "[INFO] ", f"[{lvl}] Tests run: {n}, Failures: 0, Errors: 0, Skipped: {sk}", "[INFO] "]
    return "\n".join(out) + "\n"


def t04(rs: RowSet) -> None:
    root = "/home/ana/work/inventory-service"
    pk = "src/main/java/com/ridgeway/inventory/stock"
    tk = "src/test/java/com/ridgeway/inventory/stock"
    svc, test = f"{root}/{pk}/StockService.java", f"{root}/{tk}/StockServiceTest.java"
    test2 = STOCKTEST.replace(TEST_ADD_OLD, TEST_ADD_NEW)
    cmd1 = "./mvnw -B test -Dtest=StockServiceTest"
    up = "[INFO] Nothing to compile - all classes are up to date."
    run1 = _mvn(_surefire([("stock.StockServiceTest", 6, 0, "0.412")]), "9.214 s", "2025-04-14T10:21:37+02:00", up, up)
    run2 = _mvn(_surefire([("stock.StockServiceTest", 7, 0, "0.398")]), "6.087 s", "2025-04-14T10:26:12+02:00",
                "[INFO] Recompiling the module because of changed source code.\n[INFO] Compiling 41 source files with javac [debug release 17] to target/classes",
                "[INFO] Recompiling the module because of changed dependency.\n[INFO] Compiling 23 source files with javac [debug release 17] to target/test-classes")
    full = [("InventoryServiceApplicationTests", 1, 0, "3.871"), ("api.ErrorHandlerTest", 8, 0, "0.214"),
            ("audit.AuditLogTest", 11, 0, "0.093"), ("catalog.CatalogControllerTest", 14, 0, "1.026"),
            ("catalog.SkuTest", 9, 0, "0.011"), ("orders.OrderControllerTest", 24, 0, "1.339"),
            ("orders.OrderServiceTest", 31, 0, "0.207"), ("stock.ReservationExpiryTest", 6, 2, "0.154"),
            ("stock.StockControllerTest", 18, 0, "0.881"), ("stock.StockServiceTest", 7, 0, "0.377"),
            ("warehouse.TransferServiceTest", 12, 0, "0.129")]
    tail = ("[INFO] --- jacoco:0.8.12:report (report) @ inventory-service ---\n"
            f"[INFO] Loading execution data file {root}/target/jacoco.exec\n"
            "[INFO] Analyzed bundle 'inventory-service' with 41 classes\n[INFO] \n"
            "[INFO] --- jar:3.4.1:jar (default-jar) @ inventory-service ---\n"
            f"[INFO] Building jar: {root}/target/inventory-service-1.8.0-SNAPSHOT.jar\n[INFO] \n"
            "[INFO] --- spring-boot:3.2.5:repackage (repackage) @ inventory-service ---\n"
            "[INFO] Replacing main artifact with repackaged archive, adding nested dependencies in BOOT-INF/.\n"
            "[INFO] The original artifact has been renamed to "
            f"{root}/target/inventory-service-1.8.0-SNAPSHOT.jar.original\n")
    run3 = _mvn(_surefire(full) + tail, "41.562 s", "2025-04-14T10:28:49+02:00", up, up)
    i1, d1 = counts(STOCKSVC, STOCKSVC.replace(ADJ_OLD, ADJ_NEW))
    i2, d2 = counts(STOCKTEST, test2)
    grep = g_found("adjustStock", ".", [
        (f"{pk}/StockService.java", [(ln(STOCKSVC, "public int adjustStock"), "    public int adjustStock(Sku sku, int delta, String reason) {"),
                                     (ln(STOCKSVC, 'adjustStock(sku, -quantity'), '        adjustStock(sku, -quantity, "reservation");')]),
        (f"{pk}/StockController.java", [(57, '        int level = stock.adjustStock(Sku.of(skuCode), body.delta(), body.reason());')]),
        ("src/main/java/com/ridgeway/inventory/warehouse/TransferService.java",
         [(38, '        stock.adjustStock(request.sku(), -request.quantity(), "transfer-out:" + request.to());'),
          (39, '        stock.adjustStock(request.sku(), request.quantity(), "transfer-in:" + request.from());')]),
        (f"{tk}/StockServiceTest.java", [(ln(STOCKTEST, s), "        " + s.strip()) for s in (
            'assertThat(service.adjustStock(BOLT, 40, "receipt")).isEqualTo(40);',
            'service.adjustStock(BOLT, 40, "receipt");',
            'assertThat(service.adjustStock(BOLT, -15, "pick")).isEqualTo(25);',
            'service.adjustStock(BOLT, 5, "receipt");',
            'service.adjustStock(BOLT, 10, "receipt");')]),
    ])
    turns = [
        (g_grep("adjustStock", include="**/*.java"), grep),
        (g_read(svc), STOCKSVC),
        (gshell(cmd1, "Run StockServiceTest before changing anything."), gem_run(cmd1, run1, pgid=88120)),
        (g_write(f"{root}/{pk}/InsufficientStockException.java", INSUFF), g_written(f"{root}/{pk}/InsufficientStockException.java")),
        (g_replace(svc, ADJ_OLD, ADJ_NEW), g_replaced(svc)),
        (g_read(test), STOCKTEST),
        (g_replace(test, TEST_ADD_OLD, TEST_ADD_NEW), g_replaced(test)),
        (gshell(cmd1, "Re-run StockServiceTest with the new test."), gem_run(cmd1, run2, pgid=88544)),
        (gshell("./mvnw -B verify", "Run the full build including all tests and packaging."), gem_run("./mvnw -B verify", run3, pgid=88931)),
        (gshell("git status --short && git diff --stat", "Summarise the working tree changes."),
         gem_run("git status --short && git diff --stat",
                 f" M {pk}/StockService.java\n M {tk}/StockServiceTest.java\n?? {pk}/InsufficientStockException.java\n"
                 + diffstat([(f"{pk}/StockService.java", i1, d1), (f"{tk}/StockServiceTest.java", i2, d2)]), pgid=89012)),
    ]
    rs.add(task=T, tid="h26-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Spring Boot 3 service at /home/ana/work/inventory-service (Java 17, Maven wrapper). Ticket INV-212: stock adjustments can drive on-hand quantity negative; reject them with 409.")


# ---------------------------------------------------------------- 05 OpenHands, Rust, cargo (clean)
RANGE_A = 58
RANGE_SRC = '''impl Range {
    /// Parses a range such as `^1.2.3`, `>=1.0.0 <2.0.0-0` or `1.x || 2.1.x`.
    pub fn parse(input: &str) -> Result<Self, Error> {
        let sets = input
            .split("||")
            .map(|alt| parse_comparator_set(alt.trim()))
            .collect::<Result<Vec<_>, _>>()?;
        if sets.is_empty() {
            return Err(Error::Empty);
        }
        Ok(Range { sets })
    }

    /// Returns true if `v` satisfies every comparator of at least one `||` alternative.
    ///
    /// Following npm semantics, a pre-release version only matches an alternative if one of
    /// its comparators names the same `major.minor.patch` *with* a pre-release tag.
    pub fn contains(&self, v: &Version) -> bool {
        self.sets.iter().any(|set| {
            set.iter().all(|c| c.matches(v))
                && (v.pre.is_empty()
                    || set.iter().any(|c| c.version.pre.is_empty() && c.version.same_release(v)))
        })
    }

    /// The smallest version admitted by the range, if it has a lower bound.
    pub fn min_version(&self) -> Option<Version> {
        self.sets.iter().filter_map(|set| set_min(set)).min()
    }
}'''

RTEST_A = 301
RTEST_SRC = '''    #[test]
    fn or_alternatives() {
        let r = Range::parse("1.x || >=2.5.0 <3").unwrap();
        assert!(r.contains(&v("1.9.9")));
        assert!(!r.contains(&v("2.4.0")));
        assert!(r.contains(&v("2.5.1")));
    }

    #[test]
    fn prerelease_excluded_by_default() {
        let r = Range::parse("^1.2.0").unwrap();
        assert!(!r.contains(&v("1.3.0-alpha")));
    }

    #[test]
    fn min_version_of_caret() {
        assert_eq!(Range::parse("^0.3.1").unwrap().min_version(), Some(v("0.3.1")));
    }
}'''

RTEST_ADD = '''
    #[test]
    fn prerelease_matches_only_same_release_tuple() {
        let r = Range::parse("^1.2.3-beta.1").unwrap();
        assert!(r.contains(&v("1.2.3-beta.2")), "same tuple pre-release should match");
        assert!(r.contains(&v("1.4.0")));
        assert!(!r.contains(&v("1.4.0-rc.1")));
    }'''


def _cargo_test(n: int, secs: str, built: str, names: list[str], filtered: int = 0, doc: str = "running 5 tests\ntest src/lib.rs - (line 12) ... ok\ntest src/range.rs - range::Range::parse (line 61) ... ok\ntest src/version.rs - version::Version::parse (line 40) ... ok\ntest src/lib.rs - (line 27) ... ok\ntest src/version.rs - version::Version::bump_minor (line 118) ... ok\n\ntest result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s") -> str:
    lines = [built, "     Running unittests src/lib.rs (target/debug/deps/semrange-3f0b7d2c9e14a6b1)", "", f"running {len(names)} tests"]
    lines += [f"test {t} ... ok" for t in names]
    lines += ["", f"test result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; {filtered} filtered out; finished in {secs}s", "",
              "   Doc-tests semrange", "", doc]
    assert n == len(names)
    return "\n".join(lines)


UNIT_TESTS = ["comparator::tests::caret_major_zero", "comparator::tests::caret_minor_zero", "comparator::tests::display_round_trip",
              "comparator::tests::tilde_patch", "comparator::tests::tilde_minor", "comparator::tests::wildcard_x",
              "comparator::tests::wildcard_star", "comparator::tests::hyphen_range", "comparator::tests::partial_versions",
              "comparator::tests::rejects_garbage", "range::tests::empty_input_is_error", "range::tests::min_version_of_caret",
              "range::tests::or_alternatives", "range::tests::prerelease_excluded_by_default", "range::tests::simple_gte",
              "range::tests::simple_lt", "range::tests::whitespace_between_comparators", "range::tests::intersect_disjoint",
              "range::tests::intersect_overlap", "range::tests::serde_round_trip", "version::tests::bump_major",
              "version::tests::bump_minor", "version::tests::bump_patch", "version::tests::build_metadata_ignored_in_cmp",
              "version::tests::cmp_numeric_prerelease", "version::tests::cmp_alpha_prerelease", "version::tests::cmp_mixed_prerelease",
              "version::tests::display", "version::tests::leading_zero_rejected", "version::tests::parse_full",
              "version::tests::parse_prerelease", "version::tests::parse_build", "version::tests::same_release",
              "version::tests::sort_order_spec_example", "version::tests::too_large_component", "version::tests::whitespace_trimmed",
              "tests::public_api_smoke", "tests::readme_examples"]


def t05(rs: RowSet) -> None:
    root = "/workspace/semrange"
    p = f"{root}/src/range.rs"
    bug = "c.version.pre.is_empty() && c.version.same_release(v)"
    fix = "!c.version.pre.is_empty() && c.version.same_release(v)"
    rng2 = RANGE_SRC.replace(bug, fix)
    add_at = RTEST_A + nlines(RTEST_SRC) - 2  # after the closing brace of the last test
    t_lines = RTEST_SRC.split("\n")
    rt2 = "\n".join(t_lines[:-1] + RTEST_ADD.split("\n") + t_lines[-1:])
    fmt_add = RTEST_ADD.replace('        assert!(r.contains(&v("1.2.3-beta.2")), "same tuple pre-release should match");',
                                '        assert!(\n            r.contains(&v("1.2.3-beta.2")),\n            "same tuple pre-release should match"\n        );')
    rt3 = "\n".join(t_lines[:-1] + fmt_add.split("\n") + t_lines[-1:])
    names1 = sorted(UNIT_TESTS)
    names2 = sorted(UNIT_TESTS + ["range::tests::prerelease_matches_only_same_release_tuple"])
    comp = "   Compiling semrange v0.4.2 (/workspace/semrange)"
    built1 = ("    Updating crates.io index\n     Locking 9 packages to latest compatible versions\n"
              "   Compiling proc-macro2 v1.0.86\n   Compiling unicode-ident v1.0.12\n   Compiling serde v1.0.204\n"
              "   Compiling quote v1.0.36\n   Compiling syn v2.0.72\n   Compiling serde_derive v1.0.204\n"
              "   Compiling serde_json v1.0.120\n" + comp + "\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 11.63s")
    built2 = comp + "\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.48s"
    ci, cd = counts(RANGE_SRC, rng2)
    ti, td = counts(RTEST_SRC, rt3)
    fmt_line = RTEST_A + ln(rt2, "fn prerelease_matches_only") - 1
    fmt_diff = (f"Diff in {p}:{fmt_line}:\n"
                "     fn prerelease_matches_only_same_release_tuple() {\n"
                "         let r = Range::parse(\"^1.2.3-beta.1\").unwrap();\n"
                "-        assert!(r.contains(&v(\"1.2.3-beta.2\")), \"same tuple pre-release should match\");\n"
                "+        assert!(\n+            r.contains(&v(\"1.2.3-beta.2\")),\n+            \"same tuple pre-release should match\"\n+        );\n"
                "         assert!(r.contains(&v(\"1.4.0\")));\n"
                "         assert!(!r.contains(&v(\"1.4.0-rc.1\")));\n     }")
    pre = [n for n in names2 if "prerelease" in n]
    doc0 = "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 5 filtered out; finished in 0.00s"
    turns = [
        (bash("cd /workspace/semrange && cargo test 2>&1"), oh_bash(_cargo_test(38, "0.02", built1, names1), root)),
        (bash("grep -n \"fn contains\\|fn same_release\\|mod tests\" src/range.rs src/version.rs"), oh_bash(
            f"src/range.rs:{RANGE_A + ln(RANGE_SRC, 'pub fn contains') - 1}:    pub fn contains(&self, v: &Version) -> bool {{\n"
            "src/range.rs:214:mod tests {\nsrc/version.rs:96:    pub fn same_release(&self, other: &Version) -> bool {\n"
            "src/version.rs:171:mod tests {", root)),
        (editor("view", p, view_range=[RANGE_A + 13, RANGE_A + 28]), cat_n(p, seg(RANGE_SRC, 14, 29), RANGE_A + 13)),
        (editor("str_replace", p, old_str="|| set.iter().any(|c| " + bug + "))", new_str="|| set.iter().any(|c| " + fix + "))"),
         edited(p, seg(rng2, 17, 26), RANGE_A + 16)),
        (editor("view", p, view_range=[RTEST_A, RTEST_A + nlines(RTEST_SRC) - 1]),
         cat_n(p, RTEST_SRC, RTEST_A)),
        (editor("insert", p, insert_line=add_at, new_str=RTEST_ADD), edited(p, seg(rt2, 14, nlines(rt2)), RTEST_A + 13)),
        (bash("cargo test 2>&1"), oh_bash(_cargo_test(39, "0.03", built2, names2), root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash(
            "    Checking serde v1.0.204\n    Checking serde_json v1.0.120\n    Checking semrange v0.4.2 (/workspace/semrange)\n"
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.87s", root)),
        (bash("cargo fmt --check"), oh_bash(fmt_diff, root, 1)),
        (bash("cargo fmt && cargo fmt --check && git diff --stat"), oh_bash(diffstat([("src/range.rs", ci + ti, cd + td)]), root)),
        (bash("cargo test prerelease 2>&1 | tail -n 20"), oh_bash(
            _cargo_test(len(pre), "0.00", comp + "\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.39s", pre,
                        filtered=len(names2) - len(pre), doc=doc0), root)),
    ]
    rs.add(task=T, tid="h26-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Rust crate /workspace/semrange (npm-style semver ranges). Issue #17: Range::parse(\"^1.2.3-beta.1\") does not contain 1.2.3-beta.2.")


# ---------------------------------------------------------------- 06 Gemini CLI, Go, go test + git (bad)
TTL_GO = '''package store

import (
	"container/heap"
	"sync"
	"time"
)

// expiry is one pending deadline in the TTL heap.
type expiry struct {
	key      string
	deadline time.Time
	index    int
}

type expiryHeap []*expiry

func (h expiryHeap) Len() int           { return len(h) }
func (h expiryHeap) Less(i, j int) bool { return h[i].deadline.Before(h[j].deadline) }
func (h expiryHeap) Swap(i, j int) {
	h[i], h[j] = h[j], h[i]
	h[i].index = i
	h[j].index = j
}

func (h *expiryHeap) Push(x any) {
	e := x.(*expiry)
	e.index = len(*h)
	*h = append(*h, e)
}

func (h *expiryHeap) Pop() any {
	old := *h
	n := len(old)
	e := old[n-1]
	old[n-1] = nil
	*h = old[:n-1]
	return e
}

// ttlIndex tracks key deadlines so Sweep can evict expired keys in deadline order.
type ttlIndex struct {
	mu    sync.Mutex
	heap  expiryHeap
	byKey map[string]*expiry
}

func newTTLIndex() *ttlIndex {
	return &ttlIndex{byKey: make(map[string]*expiry)}
}

// Set records (or moves) the deadline of key.
func (t *ttlIndex) Set(key string, deadline time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if e, ok := t.byKey[key]; ok {
		e.deadline = deadline
		heap.Fix(&t.heap, e.index)
		return
	}
	e := &expiry{key: key, deadline: deadline}
	heap.Push(&t.heap, e)
	t.byKey[key] = e
}

// Forget drops key from the index (on Delete or Persist).
func (t *ttlIndex) Forget(key string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if e, ok := t.byKey[key]; ok {
		heap.Remove(&t.heap, e.index)
		delete(t.byKey, key)
	}
}

// Expired pops and returns every key whose deadline is at or before now.
func (t *ttlIndex) Expired(now time.Time) []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var keys []string
	for t.heap.Len() > 0 && t.heap[0].deadline.Before(now) {
		e := heap.Pop(&t.heap).(*expiry)
		delete(t.byKey, e.key)
		keys = append(keys, e.key)
	}
	return keys
}
'''

TTL_TEST = '''package store

import (
	"testing"
	"time"
)

var t0 = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

func TestTTLExpiredOrder(t *testing.T) {
	idx := newTTLIndex()
	idx.Set("b", t0.Add(2*time.Second))
	idx.Set("a", t0.Add(1*time.Second))
	idx.Set("c", t0.Add(3*time.Second))
	got := idx.Expired(t0.Add(2500 * time.Millisecond))
	if len(got) != 2 || got[0] != "a" || got[1] != "b" {
		t.Fatalf("Expired = %v, want [a b]", got)
	}
}

func TestTTLSetMovesDeadline(t *testing.T) {
	idx := newTTLIndex()
	idx.Set("a", t0.Add(time.Second))
	idx.Set("a", t0.Add(time.Hour))
	if got := idx.Expired(t0.Add(time.Minute)); len(got) != 0 {
		t.Fatalf("Expired = %v, want none after the deadline moved", got)
	}
}

func TestTTLForget(t *testing.T) {
	idx := newTTLIndex()
	idx.Set("a", t0)
	idx.Forget("a")
	if got := idx.Expired(t0.Add(time.Hour)); got != nil {
		t.Fatalf("Expired = %v, want nil after Forget", got)
	}
}

func TestTTLNothingDue(t *testing.T) {
	idx := newTTLIndex()
	idx.Set("a", t0.Add(time.Minute))
	if got := idx.Expired(t0); got != nil {
		t.Fatalf("Expired = %v, want nil", got)
	}
}
'''

TTL_TEST_ADD = '''
func TestTTLDeadlineEqualToNowExpires(t *testing.T) {
	idx := newTTLIndex()
	idx.Set("a", t0)
	if got := idx.Expired(t0); len(got) != 1 || got[0] != "a" {
		t.Fatalf("Expired(deadline) = %v, want [a]", got)
	}
}
'''


def t06(rs: RowSet) -> None:
    root = "/home/sam/src/kvstore"
    ttl, tt = f"{root}/internal/store/ttl.go", f"{root}/internal/store/ttl_test.go"
    old = "	for t.heap.Len() > 0 && t.heap[0].deadline.Before(now) {"
    new = "	for t.heap.Len() > 0 && !t.heap[0].deadline.After(now) {"
    ttl2 = TTL_GO.replace(old, new)
    tt2 = TTL_TEST + TTL_TEST_ADD
    tail = '\t\tt.Fatalf("Expired = %v, want nil", got)\n\t}\n}\n'
    assert TTL_TEST.count(tail) == 1 and TTL_TEST.endswith(tail)
    i1, d1 = counts(TTL_GO, ttl2)
    i2, d2 = counts(TTL_TEST, tt2)
    mod = "github.com/samhollis/kvstore"
    log1 = ("a3f9e21 (HEAD -> fix/ttl-boundary, origin/main, origin/HEAD, main) Merge pull request #88 from sam/sweep-metrics\n"
            "6d0b4c7 store: export sweep duration histogram\n"
            "b81c0f3 store: add Sweep metrics\n"
            "19e7a55 wal: fsync directory after segment rotation\n"
            "c40d2e8 Merge pull request #85 from jlee/compaction-stall\n"
            "f7a1b96 compaction: yield between levels when writers are blocked")
    msg1 = "store: expire keys at their deadline, not one sweep later"
    msg2 = "store: test the deadline == now boundary"
    gt = (f"?   \t{mod}/cmd/kvd\t[no test files]\nok  \t{mod}/internal/compaction\t0.412s\n"
          f"ok  \t{mod}/internal/server\t0.951s\nok  \t{mod}/internal/store\t1.087s\nok  \t{mod}/internal/wal\t0.633s")
    verbose = "\n".join(f"=== RUN   {n}\n--- PASS: {n} (0.00s)" for n in (
        "TestTTLExpiredOrder", "TestTTLSetMovesDeadline", "TestTTLForget", "TestTTLNothingDue", "TestTTLDeadlineEqualToNowExpires"))
    turns = [
        (gshell("git log --oneline -6", "Look at recent history on this branch."), gem_run("git log --oneline -6", log1, pgid=30412)),
        (g_read(ttl), TTL_GO),
        (g_replace(ttl, old, new), g_replaced(ttl)),
        (gshell("go test ./...", "Run every package's tests."), gem_run("go test ./...", gt, pgid=30555)),
        (gshell(f'git add internal/store/ttl.go && git commit -m "{msg1}"', "Commit the fix."),
         gem_run(f'git add internal/store/ttl.go && git commit -m "{msg1}"',
                 f"[fix/ttl-boundary 5e2a9d4] {msg1}\n" + summary(1, i1, d1), pgid=30601)),
        (gshell("git log --oneline -5", "Confirm the commit sits on top of main."), gem_run("git log --oneline -5",
            f"5e2a9d4 (HEAD -> fix/ttl-boundary) {msg1}\n"
            "a3f9e21 (origin/main, origin/HEAD, main) Merge pull request #88 from sam/sweep-metrics\n"
            "6d0b4c7 store: export sweep duration histogram\n"
            "b81c5f3 store: add Sweep metrics\n"
            "19e7a55 wal: fsync directory after segment rotation", pgid=30644)),
        (g_read(tt), TTL_TEST),
        (g_replace(tt, tail, tail + TTL_TEST_ADD), g_replaced(tt)),
        (gshell("go test -race -run TestTTL -v ./internal/store/", "Run the TTL tests verbosely with the race detector."),
         gem_run("go test -race -run TestTTL -v ./internal/store/", verbose + f"\nPASS\nok  \t{mod}/internal/store\t1.216s", pgid=30702)),
        (gshell(f'git commit -am "{msg2}"', "Commit the regression test."),
         gem_run(f'git commit -am "{msg2}"', f"[fix/ttl-boundary 0c7e1fa] {msg2}\n" + summary(1, i2, d2), pgid=30790)),
        (gshell("git log --oneline -4 && git status -sb", "Check the branch state."), gem_run("git log --oneline -4 && git status -sb",
            f"0c7e1fa (HEAD -> fix/ttl-boundary) {msg2}\n5e2a9d4 {msg1}\n"
            "a3f9e21 (origin/main, origin/HEAD, main) Merge pull request #88 from sam/sweep-metrics\n"
            "6d0b4c7 store: export sweep duration histogram\n## fix/ttl-boundary", pgid=30811)),
    ]
    rs.add(task=T, tid="h26-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Go module github.com/samhollis/kvstore at /home/sam/src/kvstore, branch fix/ttl-boundary just created from main. Bug: a key whose TTL deadline equals the sweep time survives one extra sweep.",
           bad=True, turn=6, kind="hash of an older, untouched commit differs between two git log listings")


# ---------------------------------------------------------------- 07 OpenHands, Rust, cargo-nextest + just (bad)
TABLE_A = 24
TABLE_SRC = '''/// Splits one table row into trimmed cell strings.
///
/// Leading and trailing pipes are optional, as in GFM: `| a | b |` and `a | b` both give
/// `["a", "b"]`.
pub fn split_row(line: &str) -> Vec<String> {
    let trimmed = line.trim();
    let inner = trimmed.strip_prefix('|').unwrap_or(trimmed);
    let inner = inner.strip_suffix('|').unwrap_or(inner);
    inner.split('|').map(|cell| cell.trim().to_string()).collect()
}

/// True for a delimiter row such as `|:---|---:|:-:|`.
pub fn is_delimiter_row(line: &str) -> bool {
    let cells = split_row(line);
    !cells.is_empty()
        && cells.iter().all(|c| {
            let c = c.trim_matches(':');
            !c.is_empty() && c.chars().all(|ch| ch == '-')
        })
}'''

SPLIT_OLD = '''    let inner = inner.strip_suffix('|').unwrap_or(inner);
    inner.split('|').map(|cell| cell.trim().to_string()).collect()
}'''
SPLIT_NEW = '''    let inner = match inner.strip_suffix('|') {
        Some(rest) if !rest.ends_with('\\\\') => rest,
        _ => inner,
    };
    let mut cells = Vec::new();
    let mut cur = String::new();
    let mut chars = inner.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '\\\\' if chars.peek() == Some(&'|') => {
                cur.push('|');
                chars.next();
            }
            '|' => cells.push(std::mem::take(&mut cur).trim().to_string()),
            _ => cur.push(ch),
        }
    }
    cells.push(cur.trim().to_string());
    cells
}'''

TTESTS_A = 171
TTESTS_SRC = '''    #[test]
    fn delimiter_row_with_alignment() {
        assert!(is_delimiter_row("|:---|---:|:-:|"));
        assert!(!is_delimiter_row("| a | --- |"));
    }
}'''
TTESTS_ADD = '''
    #[test]
    fn escaped_pipe_stays_in_cell() {
        assert_eq!(split_row(r"| a \\| b | c |"), vec!["a | b", "c"]);
    }

    #[test]
    fn escaped_pipe_at_row_end() {
        assert_eq!(split_row(r"| x | y \\|"), vec!["x", "y |"]);
    }'''

CORE_TABLE_TESTS = ["mdslice-core table::tests::delimiter_row_with_alignment", "mdslice-core table::tests::no_outer_pipes",
                    "mdslice-core table::tests::splits_simple_row", "mdslice-core table::tests::trims_cells",
                    "mdslice-core table::tests::empty_cells_kept", "mdslice-core::tables table_after_paragraph",
                    "mdslice-core::tables table_with_inline_code", "mdslice-core::tables two_tables_one_doc",
                    "mdslice-core::tables table_in_blockquote_ignored"]
NEW_TABLE_TESTS = ["mdslice-core table::tests::escaped_pipe_stays_in_cell", "mdslice-core table::tests::escaped_pipe_at_row_end"]


def _nextest(names: list[str], skipped: int, bins: int, total: str, build: str, runid: str) -> str:
    times = ["0.004", "0.003", "0.005", "0.003", "0.004", "0.011", "0.009", "0.013", "0.010", "0.003", "0.004"]
    rows = [f"        PASS [   {times[i % len(times)]}s] {n}" for i, n in enumerate(names)]
    return (f"{build}\n------------\n Nextest run ID {runid} with nextest profile: default\n"
            f"    Starting {len(names)} tests across {bins} binaries ({skipped} tests skipped)\n" + "\n".join(rows)
            + f"\n------------\n     Summary [   {total}s] {len(names)} tests run: {len(names)} passed, {skipped} skipped")


def t07(rs: RowSet) -> None:
    root = "/workspace/mdslice"
    p = f"{root}/crates/mdslice-core/src/table.rs"
    tab2 = TABLE_SRC.replace(SPLIT_OLD, SPLIT_NEW)
    shift = nlines(tab2) - nlines(TABLE_SRC)
    tl = TTESTS_SRC.split("\n")
    tests2 = "\n".join(tl[:-1] + TTESTS_ADD.split("\n") + tl[-1:])
    t_at = TTESTS_A + shift  # tests start after the edit
    ins_line = t_at + nlines(TTESTS_SRC) - 2
    ci, cd = counts(TABLE_SRC, tab2)
    ti, td = counts(TTESTS_SRC, tests2)
    just_list = ("Available recipes:\n    bench          # run criterion benches for the core crate\n"
                 "    default        # list recipes\n    fmt            # format the whole workspace\n"
                 "    lint           # clippy with warnings denied, then rustfmt --check\n"
                 "    test           # full test suite with nextest\n    test-one NAME  # nextest, filtered by NAME")
    full = lambda n, t, b, rid: ("cargo nextest run --workspace --status-level fail\n" + b +  # noqa: E731
                                 f"\n------------\n Nextest run ID {rid} with nextest profile: default\n"
                                 f"    Starting {n} tests across 6 binaries (3 tests skipped)\n------------\n"
                                 f"     Summary [   {t}s] {n} tests run: {n} passed, 3 skipped")
    b_full1 = ("   Compiling mdslice-core v0.7.0 (/workspace/mdslice/crates/mdslice-core)\n"
               "   Compiling mdslice-render v0.7.0 (/workspace/mdslice/crates/mdslice-render)\n"
               "   Compiling mdslice-cli v0.7.0 (/workspace/mdslice/crates/mdslice-cli)\n"
               "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.92s")
    b_core = ("   Compiling mdslice-core v0.7.0 (/workspace/mdslice/crates/mdslice-core)\n"
              "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.06s")
    b_full2 = ("   Compiling mdslice-render v0.7.0 (/workspace/mdslice/crates/mdslice-render)\n"
               "   Compiling mdslice-cli v0.7.0 (/workspace/mdslice/crates/mdslice-cli)\n"
               "    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.41s")
    lint = ("cargo clippy --workspace --all-targets -- -D warnings\n"
            "    Checking mdslice-core v0.7.0 (/workspace/mdslice/crates/mdslice-core)\n"
            "    Checking mdslice-render v0.7.0 (/workspace/mdslice/crates/mdslice-render)\n"
            "    Checking mdslice-cli v0.7.0 (/workspace/mdslice/crates/mdslice-cli)\n"
            "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.18s\ncargo fmt --all -- --check")
    msg = "core: honour escaped pipes inside table cells"
    turns = [
        (bash("cd /workspace/mdslice && just --list"), oh_bash(just_list, root)),
        (bash("just test"), oh_bash(full(57, "1.204", b_full1, "3b1e07a4-92c5-4f0d-8d1e-5e7a2f6b0c13"), root)),
        (editor("view", p, view_range=[TABLE_A, TABLE_A + nlines(TABLE_SRC) - 1]), cat_n(p, TABLE_SRC, TABLE_A)),
        (editor("str_replace", p, old_str=SPLIT_OLD, new_str=SPLIT_NEW),
         edited(p, seg(tab2, 5, 11 + shift + 2), TABLE_A + 4)),
        (bash("cargo nextest run -p mdslice-core table"), oh_bash(
            _nextest(CORE_TABLE_TESTS, 13, 2, "0.027", b_core, "c8d94f21-0b6e-4a57-9e3c-11f0a6d2e7b8"), root)),
        (editor("insert", p, insert_line=ins_line, new_str=TTESTS_ADD),
         edited(p, seg(tests2, 1, nlines(tests2)), t_at)),
        (bash("cargo nextest run -p mdslice-core table"), oh_bash(
            _nextest(CORE_TABLE_TESTS[:5] + NEW_TABLE_TESTS + CORE_TABLE_TESTS[5:], 13, 2, "0.031",
                     b_core.replace("3.06s", "2.84s"), "5f02bb7e-6c3d-4d1a-a0f4-7b9e2c81d5a6"), root)),
        (bash("just lint"), oh_bash(lint, root)),
        (bash("just test"), oh_bash(full(61, "1.377", b_full2, "e41a7c09-3d8f-4b26-b5e1-0c9f6a2d8e47"), root)),
        (bash("git diff --stat"), oh_bash(diffstat([("crates/mdslice-core/src/table.rs", ci + ti, cd + td)]), root)),
        (bash(f'git commit -qam "{msg}" && git log --oneline -2'), oh_bash(
            f"a77c2d9 (HEAD -> main) {msg}\n1e5f0b3 (origin/main, origin/HEAD) render: keep column alignment in HTML output", root)),
    ]
    rs.add(task=T, tid="h26-swe-07", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Cargo workspace /workspace/mdslice (crates mdslice-core, mdslice-render, mdslice-cli), driven by a justfile; tests run with cargo-nextest. Issue #63: `\\|` inside a table cell splits the cell.",
           bad=True, turn=9, kind="workspace test count jumps by 4 after only 2 tests were added")


# ---------------------------------------------------------------- 08 Gemini CLI, Python, pdm + nox (clean)
def t08(rs: RowSet) -> None:
    root = "/home/lee/proj/glyphstat"
    pkg = f"{root}/src/glyphstat"
    reps = [
        (f"{pkg}/cli.py", "from .utils import read_text_any, terminal_width", "from .textutils import read_text_any, terminal_width"),
        (f"{pkg}/counter.py", "from .utils import normalize_nfc", "from .textutils import normalize_nfc"),
        (f"{pkg}/render.py", "from .utils import terminal_width", "from .textutils import terminal_width"),
        (f"{root}/tests/test_textutils.py", "from glyphstat.utils import normalize_nfc, read_text_any, terminal_width",
         "from glyphstat.textutils import normalize_nfc, read_text_any, terminal_width"),
        (f"{root}/docs/api.md", "::: glyphstat.utils", "::: glyphstat.textutils"),
    ]
    hits = g_found(r"glyphstat\.utils|from \.utils", ".", [
        ("docs/api.md", [(41, "::: glyphstat.utils")]),
        ("src/glyphstat/cli.py", [(9, "from .utils import read_text_any, terminal_width")]),
        ("src/glyphstat/counter.py", [(6, "from .utils import normalize_nfc")]),
        ("src/glyphstat/render.py", [(5, "from .utils import terminal_width")]),
        ("tests/test_utils.py", [(3, "from glyphstat.utils import normalize_nfc, read_text_any, terminal_width")]),
    ])
    hits2 = g_found("utils", ".", [
        ("docs/api.md", [(41, "::: glyphstat.textutils")]),
        ("src/glyphstat/cli.py", [(9, "from .textutils import read_text_any, terminal_width")]),
        ("src/glyphstat/counter.py", [(6, "from .textutils import normalize_nfc")]),
        ("src/glyphstat/render.py", [(5, "from .textutils import terminal_width")]),
        ("tests/test_textutils.py", [(3, "from glyphstat.textutils import normalize_nfc, read_text_any, terminal_width")]),
    ])
    nox = ("nox > Running session lint\nnox > Creating virtual environment (uv) using python3.12 in .nox/lint\n"
           "nox > uv pip install ruff==0.6.9\nnox > ruff check src tests noxfile.py\nAll checks passed!\n"
           "nox > ruff format --check src tests noxfile.py\n14 files already formatted\n"
           "nox > Session lint was successful in 2 seconds.\nnox > Running session tests-3.12\n"
           "nox > Re-using existing virtual environment at .nox/tests-3-12.\nnox > uv pip install -e '.[test]'\n"
           "nox > pytest -q --cov=glyphstat --cov-report=term-missing\n"
           + pyq(40, "0.91").rsplit("\n", 1)[0] + "\n\n"
           "---------- coverage: platform linux, python 3.12.6-final-0 -----------\n"
           "Name                          Stmts   Miss  Cover   Missing\n"
           "-----------------------------------------------------------\n"
           "src/glyphstat/__init__.py         3      0   100%\n"
           "src/glyphstat/__main__.py         3      3     0%   1-5\n"
           "src/glyphstat/cli.py             58      6    90%   71-74, 102, 118\n"
           "src/glyphstat/counter.py         44      0   100%\n"
           "src/glyphstat/render.py          39      2    95%   57-58\n"
           "src/glyphstat/textutils.py       27      1    96%   44\n"
           "-----------------------------------------------------------\n"
           "TOTAL                           174     12    93%\n\n40 passed in 0.91s\n"
           "nox > Session tests-3.12 was successful in 5 seconds.\nnox > Ran multiple sessions:\n"
           "nox > * lint: success\nnox > * tests-3.12: success")
    status = ("On branch refactor/textutils\nChanges to be committed:\n  (use \"git restore --staged <file>...\" to unstage)\n"
              "\trenamed:    src/glyphstat/utils.py -> src/glyphstat/textutils.py\n"
              "\trenamed:    tests/test_utils.py -> tests/test_textutils.py\n\n"
              "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
              "  (use \"git restore <file>...\" to discard changes in working directory)\n"
              "\tmodified:   docs/api.md\n\tmodified:   src/glyphstat/cli.py\n\tmodified:   src/glyphstat/counter.py\n"
              "\tmodified:   src/glyphstat/render.py\n\tmodified:   tests/test_textutils.py\n")
    mv = "git mv src/glyphstat/utils.py src/glyphstat/textutils.py && git mv tests/test_utils.py tests/test_textutils.py"
    turns = [
        (g_ls(pkg), g_listing(pkg, ["__init__.py", "__main__.py", "cli.py", "counter.py", "render.py", "utils.py"])),
        (g_grep(r"glyphstat\.utils|from \.utils"), hits),
        (gshell(mv, "Rename the utils module and its test file, keeping history."), gem_run(mv, "", pgid=12044)),
    ]
    turns += [(g_replace(f, a, b), g_replaced(f)) for f, a, b in reps]
    turns += [
        (g_ls(pkg), g_listing(pkg, ["__init__.py", "__main__.py", "cli.py", "counter.py", "render.py", "textutils.py"])),
        (gshell("pdm run nox -s lint tests-3.12", "Run the lint and test nox sessions."),
         gem_run("pdm run nox -s lint tests-3.12", nox, pgid=12310)),
        (g_grep("utils"), hits2),
        (gshell("git status", "Review the rename and edits."), gem_run("git status", status, pgid=12388)),
    ]
    rs.add(task=T, tid="h26-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="PDM-managed package glyphstat at /home/lee/proj/glyphstat on branch refactor/textutils; sessions defined in noxfile.py. Task: rename glyphstat.utils to glyphstat.textutils and update every import.")


# ---------------------------------------------------------------- 09 OpenHands, Java, Bazel (bad)
TAX_BUILD = '''load("@rules_java//java:defs.bzl", "java_library")

java_library(
    name = "tax",
    srcs = [
        "Bracket.java",
        "BracketTable.java",
        "LegacyTaxTable.java",
        "StateSurcharge.java",
        "TaxCalculator.java",
        "TaxYear.java",
        "WithholdingPolicy.java",
    ],
    visibility = ["//visibility:public"],
    deps = [
        "//java/com/acme/payroll/money",
        "@maven//:com_google_guava_guava",
    ],
)'''


def _jtest(name: str) -> str:
    return f'''java_test(
    name = "{name}",
    size = "small",
    srcs = ["{name}.java"],
    test_class = "com.acme.payroll.tax.{name}",
    deps = [
        "//java/com/acme/payroll/money",
        "//java/com/acme/payroll/tax",
        "@maven//:junit_junit",
        "@maven//:org_assertj_assertj_core",
    ],
)'''


TAXT_BUILD = 'load("@rules_java//java:defs.bzl", "java_test")\n\n' + "\n\n".join(
    _jtest(n) for n in ("BracketTableTest", "LegacyTaxTableTest", "TaxCalculatorTest", "WithholdingPolicyTest"))


def t09(rs: RowSet) -> None:
    root = "/workspace/payroll-engine"
    jb, tb = f"{root}/java/com/acme/payroll/tax/BUILD.bazel", f"{root}/javatests/com/acme/payroll/tax/BUILD.bazel"
    jb2 = TAX_BUILD.replace('        "LegacyTaxTable.java",\n', "")
    block = _jtest("LegacyTaxTableTest") + "\n\n"
    tb2 = TAXT_BUILD.replace(block, "")
    src = ["BUILD.bazel", "Bracket.java", "BracketTable.java", "LegacyTaxTable.java", "StateSurcharge.java",
           "TaxCalculator.java", "TaxYear.java", "WithholdingPolicy.java"]
    tst = ["BUILD.bazel", "BracketTableTest.java", "LegacyTaxTableTest.java", "TaxCalculatorTest.java", "WithholdingPolicyTest.java"]
    ls1 = "java/com/acme/payroll/tax/:\n" + "\n".join(src) + "\n\njavatests/com/acme/payroll/tax/:\n" + "\n".join(tst)
    ls2 = ("java/com/acme/payroll/tax/:\n" + "\n".join(src)
           + "\n\njavatests/com/acme/payroll/tax/:\n" + "\n".join(t for t in tst if "Legacy" not in t))
    grep = "\n".join([
        "./java/com/acme/payroll/tax/LegacyTaxTable.java:9: * @deprecated since 2024.2; use {@link BracketTable#forYear(TaxYear)}. Removal planned for 2025.1.",
        "./java/com/acme/payroll/tax/LegacyTaxTable.java:12:public final class LegacyTaxTable {",
        "./java/com/acme/payroll/tax/LegacyTaxTable.java:31:    private LegacyTaxTable() {}",
        f"./java/com/acme/payroll/tax/BUILD.bazel:{ln(TAX_BUILD, 'LegacyTaxTable.java')}:        \"LegacyTaxTable.java\",",
        "./javatests/com/acme/payroll/tax/LegacyTaxTableTest.java:14:public class LegacyTaxTableTest {",
        *[f"./javatests/com/acme/payroll/tax/BUILD.bazel:{ln(TAXT_BUILD, t)}:{t}" for t in (
            '    name = "LegacyTaxTableTest",', '    srcs = ["LegacyTaxTableTest.java"],',
            '    test_class = "com.acme.payroll.tax.LegacyTaxTableTest",')],
    ])
    rm = "git rm java/com/acme/payroll/tax/LegacyTaxTable.java javatests/com/acme/payroll/tax/LegacyTaxTableTest.java"
    tests = [("//javatests/com/acme/payroll/money:MoneyTest", "0.6"), ("//javatests/com/acme/payroll/money:RoundingTest", "0.5"),
             ("//javatests/com/acme/payroll/tax:BracketTableTest", "0.9"), ("//javatests/com/acme/payroll/tax:TaxCalculatorTest", "1.2"),
             ("//javatests/com/acme/payroll/tax:WithholdingPolicyTest", "0.8")]
    bz = ("INFO: Analyzed 5 targets (4 packages loaded, 186 targets configured).\nINFO: Found 5 test targets...\n"
          "INFO: Elapsed time: 11.307s, Critical Path: 7.94s\n"
          "INFO: 19 processes: 6 internal, 8 linux-sandbox, 5 worker.\n"
          "INFO: Build completed successfully, 19 total actions\n"
          + "\n".join(f"{n.ljust(72)} PASSED in {s}s" for n, s in tests)
          + "\n\nExecuted 5 out of 5 tests: 5 tests pass.\n"
          "There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.")
    turns = [
        (bash("cd /workspace/payroll-engine && ls java/com/acme/payroll/tax/ javatests/com/acme/payroll/tax/"), oh_bash(ls1, root)),
        (bash("grep -rn \"LegacyTaxTable\" --include=*.java --include=BUILD.bazel ."), oh_bash(grep, root)),
        (editor("view", jb), cat_n(jb, TAX_BUILD)),
        (editor("view", tb), cat_n(tb, TAXT_BUILD)),
        (bash(rm), oh_bash("rm 'java/com/acme/payroll/tax/LegacyTaxTable.java'\nrm 'javatests/com/acme/payroll/tax/LegacyTaxTableTest.java'", root)),
        (bash("ls java/com/acme/payroll/tax/ javatests/com/acme/payroll/tax/"), oh_bash(ls2, root)),
        (editor("str_replace", jb, old_str='        "BracketTable.java",\n        "LegacyTaxTable.java",\n',
                new_str='        "BracketTable.java",\n'), oh_snip(jb, jb2, 7)),
        (editor("str_replace", tb, old_str=block, new_str=""), oh_snip(tb, tb2, ln(tb2, "name = \"TaxCalculatorTest\"") - 1)),
        (bash("grep -rn \"LegacyTaxTable\" --include=*.java --include=BUILD.bazel --include=*.md . ; echo \"exit=$?\""),
         oh_bash("./docs/MIGRATION-2025.md:18:- `LegacyTaxTable` (deprecated in 2024.2) is removed; use `BracketTable.forYear(TaxYear)`.\nexit=0", root)),
        (bash("bazel test //javatests/com/acme/payroll/..."), oh_bash(bz, root)),
        (bash("git status --short"), oh_bash(
            " M java/com/acme/payroll/tax/BUILD.bazel\nD  java/com/acme/payroll/tax/LegacyTaxTable.java\n"
            " M javatests/com/acme/payroll/tax/BUILD.bazel\nD  javatests/com/acme/payroll/tax/LegacyTaxTableTest.java", root)),
    ]
    rs.add(task=T, tid="h26-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Bazel monorepo /workspace/payroll-engine (Java 21, rules_java). Release 2025.1 task: delete the deprecated LegacyTaxTable class, its test and their BUILD references.",
           bad=True, turn=6, kind="source file removed with git rm in the previous turn is still listed by ls")


# ---------------------------------------------------------------- 10 Gemini CLI, JavaScript, npm + jest (clean)
FORMAT_JS = '''/**
 * Formatting helpers for the cart widget. Amounts are integers in minor units (cents).
 */

const DEFAULT_LOCALE = "en-US";

export function formatPrice(cents, currency = "USD", locale = DEFAULT_LOCALE) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${symbolFor(currency)}${(abs / 100).toFixed(2)}`;
}

export function symbolFor(currency) {
  return { USD: "$", EUR: "€", GBP: "£", JPY: "¥" }[currency] ?? `${currency} `;
}

export function formatQuantity(n) {
  return n === 1 ? "1 item" : `${n} items`;
}
'''

FP_OLD = '''export function formatPrice(cents, currency = "USD", locale = DEFAULT_LOCALE) {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${symbolFor(currency)}${(abs / 100).toFixed(2)}`;
}'''
FP_NEW = '''const formatters = new Map();

function formatterFor(currency, locale) {
  const key = `${locale}|${currency}`;
  if (!formatters.has(key)) {
    formatters.set(key, new Intl.NumberFormat(locale, { style: "currency", currency }));
  }
  return formatters.get(key);
}

/** Formats an amount in minor units, e.g. 123450 USD -> "$1,234.50" and 1500 JPY -> "¥1,500". */
export function formatPrice(cents, currency = "USD", locale = DEFAULT_LOCALE) {
  const fmt = formatterFor(currency, locale);
  const digits = fmt.resolvedOptions().maximumFractionDigits;
  return fmt.format(cents / 10 ** digits);
}'''

FMT_TEST = '''import { formatPrice, formatQuantity, symbolFor } from "../format";

describe("formatPrice", () => {
  test("formats dollars and cents", () => {
    expect(formatPrice(1999)).toBe("$19.99");
  });

  test("keeps the sign in front of the symbol", () => {
    expect(formatPrice(-500)).toBe("-$5.00");
  });

  test("uses the euro sign", () => {
    expect(formatPrice(1050, "EUR")).toBe("€10.50");
  });
});

describe("symbolFor", () => {
  test.each([
    ["USD", "$"],
    ["GBP", "£"],
    ["CHF", "CHF "],
  ])("%s -> %j", (code, sym) => {
    expect(symbolFor(code)).toBe(sym);
  });
});

describe("formatQuantity", () => {
  test("singular", () => expect(formatQuantity(1)).toBe("1 item"));
  test("plural", () => expect(formatQuantity(3)).toBe("3 items"));
});
'''

FT_OLD = '''    expect(formatPrice(1050, "EUR")).toBe("€10.50");
  });
});'''
FT_NEW = '''    expect(formatPrice(1050, "EUR")).toBe("€10.50");
  });

  test("groups thousands", () => {
    expect(formatPrice(123450)).toBe("$1,234.50");
  });

  test("has no minor digits for yen", () => {
    expect(formatPrice(1500, "JPY")).toBe("¥1,500");
  });
});'''

SUITES = ["src/__tests__/format.test.js", "src/__tests__/cartStore.test.js", "src/__tests__/CartSummary.test.js",
          "src/__tests__/LineItem.test.js", "src/__tests__/discounts.test.js"]


def t10(rs: RowSet) -> None:
    root = "/home/kim/code/cart-widget"
    fj, ft = f"{root}/src/format.js", f"{root}/src/__tests__/format.test.js"
    head = "\n> cart-widget@2.3.1 test\n> jest\n\n"
    run1 = (head + "\n".join(f"PASS {s}" for s in SUITES) +
            "\n\nTest Suites: 5 passed, 5 total\nTests:       48 passed, 48 total\nSnapshots:   6 passed, 6 total\n"
            "Time:        3.412 s\nRan all test suites.")
    snapfail = ('FAIL src/__tests__/CartSummary.test.js\n  ● CartSummary › renders totals for a large order\n\n'
                '    expect(received).toMatchSnapshot()\n\n    Snapshot name: `CartSummary renders totals for a large order 1`\n\n'
                '    - Snapshot  - 2\n    + Received  + 2\n\n    @@ -10,11 +10,11 @@\n'
                '          <span\n            class="cart-summary__value"\n          >\n    -       $1234.50\n    +       $1,234.50\n'
                '          </span>\n        </div>\n        <div\n          class="cart-summary__row cart-summary__row--total"\n        >\n'
                '    @@ -26,9 +26,9 @@\n          <span\n            class="cart-summary__value"\n          >\n'
                '    -       $1334.50\n    +       $1,334.50\n          </span>\n        </div>\n      </div>\n\n'
                '      41 |     ];\n      42 |     const { container } = render(<CartSummary items={items} shippingCents={10000} />);\n'
                '    > 43 |     expect(container.firstChild).toMatchSnapshot();\n         |                                  ^\n'
                '      44 |   });\n      45 | });\n      46 |\n\n      at Object.toMatchSnapshot (src/__tests__/CartSummary.test.js:43:34)\n\n'
                ' › 1 snapshot failed.')
    run2 = (head + "PASS src/__tests__/format.test.js\nPASS src/__tests__/cartStore.test.js\n" + snapfail +
            "\nPASS src/__tests__/LineItem.test.js\nPASS src/__tests__/discounts.test.js\n\nSnapshot Summary\n"
            " › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.\n\n"
            "Test Suites: 1 failed, 4 passed, 5 total\nTests:       1 failed, 47 passed, 48 total\n"
            "Snapshots:   1 failed, 5 passed, 6 total\nTime:        3.107 s\nRan all test suites.")
    upd = ("PASS src/__tests__/CartSummary.test.js\n  CartSummary\n    ✓ renders an empty-cart message (38 ms)\n"
           "    ✓ renders totals for a large order (14 ms)\n\n › 1 snapshot updated.\nSnapshot Summary\n"
           " › 1 snapshot updated from 1 test suite.\n\nTest Suites: 1 passed, 1 total\nTests:       2 passed, 2 total\n"
           "Snapshots:   1 updated, 1 passed, 2 total\nTime:        1.284 s\nRan all test suites matching /src\\/__tests__\\/CartSummary.test.js/i.")
    cov = ("\n> cart-widget@2.3.1 test\n> jest --coverage\n\n" + "\n".join(f"PASS {s}" for s in SUITES) + "\n"
           "--------------------|---------|----------|---------|---------|-------------------\n"
           "File                | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s \n"
           "--------------------|---------|----------|---------|---------|-------------------\n"
           "All files           |   95.08 |    87.93 |   96.42 |   95.72 |                   \n"
           " src                |   93.10 |    84.61 |     100 |   93.87 |                   \n"
           "  cartStore.js      |   90.47 |       80 |     100 |   91.66 | 48,77             \n"
           "  discounts.js      |     100 |      100 |     100 |     100 |                   \n"
           "  format.js         |     100 |      100 |     100 |     100 |                   \n"
           " src/components     |   97.43 |    93.75 |   92.85 |   97.22 |                   \n"
           "  CartSummary.jsx   |     100 |      100 |     100 |     100 |                   \n"
           "  LineItem.jsx      |   94.73 |    85.71 |   85.71 |   94.44 | 31                \n"
           "--------------------|---------|----------|---------|---------|-------------------\n\n"
           "Test Suites: 5 passed, 5 total\nTests:       50 passed, 50 total\nSnapshots:   6 passed, 6 total\n"
           "Time:        4.018 s\nRan all test suites.")
    f2 = FORMAT_JS.replace(FP_OLD, FP_NEW)
    t2 = FMT_TEST.replace(FT_OLD, FT_NEW)
    a, b = counts(FORMAT_JS, f2)
    c, d = counts(FMT_TEST, t2)
    snap = "src/__tests__/__snapshots__/CartSummary.test.js.snap"
    turns = [
        (gshell("npm test", "Run the jest suite to get a baseline."), gem_run("npm test", run1, pgid=7702)),
        (g_read(fj), FORMAT_JS),
        (g_replace(fj, FP_OLD, FP_NEW), g_replaced(fj)),
        (gshell("npm test", "Re-run the suite after switching to Intl.NumberFormat."), gem_run("npm test", run2, code=1, pgid=7811)),
        (gshell("npx jest -u src/__tests__/CartSummary.test.js", "Accept the new, grouped amounts in the CartSummary snapshot."),
         gem_run("npx jest -u src/__tests__/CartSummary.test.js", upd, pgid=7890)),
        (g_read(ft), FMT_TEST),
        (g_replace(ft, FT_OLD, FT_NEW), g_replaced(ft)),
        (gshell("npm test -- --coverage", "Run all tests with coverage."), gem_run("npm test -- --coverage", cov, pgid=7954)),
        (gshell("npx eslint src --max-warnings=0", "Lint the sources."), gem_run("npx eslint src --max-warnings=0", "", pgid=8013)),
        (gshell("git status --short && git diff --stat", "Summarise the changes."), gem_run(
            "git status --short && git diff --stat",
            " M src/__tests__/__snapshots__/CartSummary.test.js.snap\n M src/__tests__/format.test.js\n M src/format.js\n"
            + diffstat([(snap, 2, 2), ("src/__tests__/format.test.js", c, d), ("src/format.js", a, b)]), pgid=8040)),
    ]
    rs.add(task=T, tid="h26-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="React cart widget at /home/kim/code/cart-widget (npm, jest, eslint). Issue: large totals render as $1234.50 without grouping, and JPY shows two decimals.")


# ---------------------------------------------------------------- 11 OpenHands, Go, mage + ginkgo (clean)
HEALTH_GO = '''package health

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"time"
)

// Checker probes one dependency; a nil error means healthy.
type Checker func(ctx context.Context) error

// Handler serves /healthz with the agent's uptime and the result of every registered check.
type Handler struct {
	started time.Time
	version string
	mu      sync.RWMutex
	checks  map[string]Checker
}

func NewHandler(version string, started time.Time) *Handler {
	return &Handler{started: started, version: version, checks: map[string]Checker{}}
}

func (h *Handler) Register(name string, c Checker) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.checks[name] = c
}

type response struct {
	Status  string            `json:"status"`
	Version string            `json:"version"`
	UptimeS int64             `json:"uptime_s"`
	Checks  map[string]string `json:"checks"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	resp := response{Status: "ok", Version: h.version, Checks: map[string]string{}}
	resp.UptimeS = time.Since(h.started).Milliseconds()
	h.mu.RLock()
	for name, check := range h.checks {
		if err := check(ctx); err != nil {
			resp.Checks[name] = "fail: " + err.Error()
			resp.Status = "degraded"
			continue
		}
		resp.Checks[name] = "ok"
	}
	h.mu.RUnlock()
	w.Header().Set("Content-Type", "application/json")
	if resp.Status != "ok" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	_ = json.NewEncoder(w).Encode(resp)
}'''


def _ginkgo(suite: str, path: str, seed: int, n: int, secs: str, pending: int = 0, dots: str | None = None) -> str:
    run = n - pending
    marks = dots if dots is not None else "•" * run
    return (f"Running Suite: {suite} - {path}\n" + "=" * (len(suite) + len(path) + 18) + f"\nRandom Seed: {seed}\n\n"
            f"Will run {run} of {n} specs\n{marks}\n\nRan {run} of {n} Specs in {secs} seconds\n"
            f"SUCCESS! -- {run} Passed | 0 Failed | {pending} Pending | 0 Skipped\nPASS")


def t11(rs: RowSet) -> None:
    root = "/workspace/beacon-agent"
    p = f"{root}/internal/health/handler.go"
    old = "	resp.UptimeS = time.Since(h.started).Milliseconds()"
    new = "	resp.UptimeS = int64(time.Since(h.started) / time.Second)"
    h2 = HEALTH_GO.replace(old, new)
    ver = "0.9.3-dev+4c1e2a7"
    targets = ("Targets:\n  build          compiles bin/beacon-agent with version info\n  dev:logs       tails .dev/agent.log\n"
               "  dev:restart    stops and starts the dev agent\n  dev:start      runs the agent in the background on 127.0.0.1:8089\n"
               "  dev:stop       stops the background dev agent\n  lint           runs golangci-lint\n  test           runs all ginkgo suites")
    hz = lambda up: ('{"status":"ok","version":"' + ver + '","uptime_s":' + str(up)  # noqa: E731
                     + ',"checks":{"disk":"ok","spool":"ok","upstream":"ok"}}')
    g1 = _ginkgo("Health Suite", f"{root}/internal/health", 1718035522, 12, "0.014") + "\n\nGinkgo ran 1 suite in 2.913s\nTest Suite Passed"
    g2 = "\n".join([
        _ginkgo("Health Suite", f"{root}/internal/health", 1718035571, 12, "0.016"), "",
        _ginkgo("Spool Suite", f"{root}/internal/spool", 1718035571, 21, "0.388", pending=1, dots="••••••••••P•••••••••••"), "",
        _ginkgo("Upstream Suite", f"{root}/internal/upstream", 1718035571, 9, "1.207"), "",
        "Ginkgo ran 3 suites in 6.482s", "Test Suite Passed"])
    log = ("2024-06-10T16:05:48.881Z INFO  shutdown requested signal=terminated pid=31877\n"
           "2024-06-10T16:05:48.903Z INFO  spool flushed pending=0\n"
           "2024-06-10T16:05:48.904Z INFO  beacon-agent stopped uptime=4m51s\n"
           f"2024-06-10T16:05:50.217Z INFO  beacon-agent starting version={ver} pid=32410\n"
           "2024-06-10T16:05:50.219Z INFO  checks registered names=disk,spool,upstream\n"
           "2024-06-10T16:05:50.220Z INFO  listening addr=127.0.0.1:8089")
    turns = [
        (bash("cd /workspace/beacon-agent && mage -l"), oh_bash(targets, root)),
        (bash("mage dev:start"), oh_bash(
            f"go build -ldflags \"-X main.version={ver}\" -o bin/beacon-agent ./cmd/beacon-agent\n"
            "beacon-agent started (pid 31877), logging to .dev/agent.log, listening on 127.0.0.1:8089", root)),
        (bash("sleep 3; curl -s localhost:8089/healthz"), oh_bash(hz(3412), root)),
        (editor("view", p, view_range=[38, 59]), view(p, HEALTH_GO, 38, 59)),
        (editor("str_replace", p, old_str=old, new_str=new), oh_snip(p, h2, ln(h2, "resp.UptimeS ="))),
        (bash("ginkgo -r ./internal/health"), oh_bash(g1, root)),
        (bash("mage dev:restart"), oh_bash(
            "stopping beacon-agent (pid 31877)... stopped\n"
            f"go build -ldflags \"-X main.version={ver}\" -o bin/beacon-agent ./cmd/beacon-agent\n"
            "beacon-agent started (pid 32410), logging to .dev/agent.log, listening on 127.0.0.1:8089", root)),
        (bash("sleep 2; curl -s localhost:8089/healthz"), oh_bash(hz(2), root)),
        (bash("sleep 5; curl -s localhost:8089/healthz; echo; tail -n 6 .dev/agent.log"), oh_bash(hz(7) + "\n" + log, root)),
        (bash("ginkgo -r --randomize-all ./internal/..."), oh_bash(g2, root)),
    ]
    rs.add(task=T, tid="h26-swe-11", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Go service /workspace/beacon-agent with a magefile and ginkgo suites. Bug: /healthz reports uptime_s in milliseconds.")


# ---------------------------------------------------------------- 12 Gemini CLI, Rust, cargo-insta (bad)
CONFIG_RS = '''//! Configuration loaded from `tomlguard.toml` or the `[tool.tomlguard]` table of `pyproject.toml`.

use serde::Deserialize;
use std::path::{Path, PathBuf};

/// Columns allowed before TG010 fires; matches the width most editors wrap at.
pub const DEFAULT_LINE_WIDTH: usize = 100;
/// Spaces per indentation level for TG021 (array continuation lines).
pub const DEFAULT_INDENT: usize = 2;

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "kebab-case", default)]
pub struct Config {
    pub line_width: usize,
    pub indent: usize,
    pub select: Vec<String>,
    pub ignore: Vec<String>,
    pub exclude: Vec<PathBuf>,
    pub sort_keys: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            line_width: DEFAULT_LINE_WIDTH,
            indent: DEFAULT_INDENT,
            select: vec!["TG".into()],
            ignore: Vec::new(),
            exclude: vec![PathBuf::from("target"), PathBuf::from(".git")],
            sort_keys: false,
        }
    }
}

impl Config {
    /// Looks for `tomlguard.toml`, then `pyproject.toml`, walking up from `start`.
    pub fn discover(start: &Path) -> Result<Option<(PathBuf, Config)>, crate::Error> {
        for dir in start.ancestors() {
            let own = dir.join("tomlguard.toml");
            if own.is_file() {
                let text = std::fs::read_to_string(&own)?;
                return Ok(Some((own, toml::from_str(&text)?)));
            }
            let py = dir.join("pyproject.toml");
            if py.is_file() {
                let text = std::fs::read_to_string(&py)?;
                let doc: toml::Table = toml::from_str(&text)?;
                if let Some(section) = doc.get("tool").and_then(|t| t.get("tomlguard")) {
                    return Ok(Some((py, section.clone().try_into()?)));
                }
            }
        }
        Ok(None)
    }

    pub fn is_enabled(&self, code: &str) -> bool {
        self.select.iter().any(|s| code.starts_with(s.as_str()))
            && !self.ignore.iter().any(|s| code.starts_with(s.as_str()))
    }
}
'''

LW_RS = '''use crate::diagnostic::{Diagnostic, Severity, Span};
use crate::rules::{Rule, RuleContext};
use unicode_width::UnicodeWidthStr;

/// TG010: flags lines wider than `line-width` (default: `DEFAULT_LINE_WIDTH`).
pub struct LineWidth;

impl Rule for LineWidth {
    fn code(&self) -> &'static str {
        "TG010"
    }

    fn check(&self, ctx: &RuleContext, out: &mut Vec<Diagnostic>) {
        let limit = ctx.config.line_width;
        for (idx, line) in ctx.source.lines().enumerate() {
            let width = line.width();
            if width > limit {
                out.push(Diagnostic {
                    code: self.code(),
                    severity: Severity::Warning,
                    span: Span::line(idx + 1, limit + 1, width + 1),
                    message: format!("line exceeds {} columns", limit),
                });
            }
        }
    }
}
'''


def _insta(name: str, line: int, fixture: str, old: str, new: str) -> str:
    bar = "-" * 79
    return (f"{bar}\nSnapshot: {name}\nSource: tests/snapshots.rs:{line}\n{bar}\n"
            f"Expression: render(&lint_fixture(\"{fixture}\"))\n{bar}\n-old snapshot\n+new results\n"
            "────────────┬" + "─" * 66 + "\n"
            f"    0       │-{old}\n          0 │+{new}\n" + "────────────┴" + "─" * 66)


def t12(rs: RowSet) -> None:
    root = "/home/rin/dev/tomlguard"
    cfg, lw = f"{root}/src/config.rs", f"{root}/src/rules/line_width.rs"
    mo = '                    message: format!("line exceeds {} columns", limit),'
    mn = '                    message: format!("line is {width} columns wide (limit {limit})"),'
    lw2 = LW_RS.replace(mo, mn)
    dl = ln(CONFIG_RS, "pub const DEFAULT_LINE_WIDTH")
    grep = g_found("DEFAULT_LINE_WIDTH", ".", [
        ("docs/configuration.md", [(23, "| `line-width` | integer | `DEFAULT_LINE_WIDTH` (100) | Columns allowed before TG010 fires. |")]),
        ("src/config.rs", [(dl, "pub const DEFAULT_LINE_WIDTH: usize = 120;"),
                           (ln(CONFIG_RS, "line_width: DEFAULT_LINE_WIDTH"), "            line_width: DEFAULT_LINE_WIDTH,")]),
        ("src/rules/line_width.rs", [(ln(LW_RS, "TG010: flags"), "/// TG010: flags lines wider than `line-width` (default: `DEFAULT_LINE_WIDTH`).")]),
        ("tests/config.rs", [(3, "use tomlguard::config::{Config, DEFAULT_INDENT, DEFAULT_LINE_WIDTH};"),
                             (12, "    assert_eq!(Config::default().line_width, DEFAULT_LINE_WIDTH);")]),
    ])
    comp = ("   Compiling tomlguard v0.3.1 (/home/rin/dev/tomlguard)\n"
            "    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.02s\n"
            "     Running unittests src/lib.rs (target/debug/deps/tomlguard-1c9a04e2b7d3f851)\n"
            "     Running tests/config.rs (target/debug/deps/config-8e21f0c4a9b3d677)\n"
            "     Running tests/snapshots.rs (target/debug/deps/snapshots-f03b7a6c1e9d2284)\n")
    ins = (comp +
           _insta("line_width_long_key", 41, "fixtures/long_key.toml",
                  "fixtures/long_key.toml:3:101: warning[TG010]: line exceeds 100 columns",
                  "fixtures/long_key.toml:3:101: warning[TG010]: line is 117 columns wide (limit 100)") + "\n" +
           _insta("line_width_cjk", 47, "fixtures/cjk_values.toml",
                  "fixtures/cjk_values.toml:5:101: warning[TG010]: line exceeds 100 columns",
                  "fixtures/cjk_values.toml:5:101: warning[TG010]: line is 104 columns wide (limit 100)") + "\n"
           "info: 2 snapshots to review\nuse `cargo insta review` to review snapshots")
    acc = ("insta review finished\naccepted:\n  tests/snapshots/snapshots__line_width_cjk.snap\n"
           "  tests/snapshots/snapshots__line_width_long_key.snap")
    test_out = ("\nrunning 46 tests\n" + "." * 46 + "\n"
                "test result: ok. 46 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s\n\n"
                "\nrunning 6 tests\n......\n"
                "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n"
                "\nrunning 19 tests\n" + "." * 19 + "\n"
                "test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.12s\n\n"
                "\nrunning 2 tests\n..\n"
                "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.37s")
    i, d = counts(LW_RS, lw2)
    turns = [
        (g_read(cfg), CONFIG_RS),
        (g_read(lw), LW_RS),
        (g_grep("DEFAULT_LINE_WIDTH"), grep),
        (g_replace(lw, mo, mn), g_replaced(lw)),
        (gshell("cargo insta test", "Run the tests and collect changed snapshots."), gem_run("cargo insta test", ins, pgid=61220)),
        (gshell("cargo insta accept", "Accept the two updated TG010 snapshots."), gem_run("cargo insta accept", acc, pgid=61398)),
        (gshell("cargo test -q", "Run the test suite again with the accepted snapshots."), gem_run("cargo test -q", test_out, pgid=61433)),
        (gshell("git status --short && git diff --stat", "Summarise the change."), gem_run(
            "git status --short && git diff --stat",
            " M src/rules/line_width.rs\n M tests/snapshots/snapshots__line_width_cjk.snap\n M tests/snapshots/snapshots__line_width_long_key.snap\n"
            + diffstat([("src/rules/line_width.rs", i, d), ("tests/snapshots/snapshots__line_width_cjk.snap", 1, 1),
                        ("tests/snapshots/snapshots__line_width_long_key.snap", 1, 1)]), pgid=61470)),
    ]
    rs.add(task=T, tid="h26-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Rust CLI tomlguard (a TOML linter) at /home/rin/dev/tomlguard; snapshot tests with insta. Task: make the TG010 message state the actual line width as well as the limit.",
           bad=True, turn=3, kind="default line-width constant shown as 120 in a search result, though the file read just before defines it as 100 and nothing edited it")


# ---------------------------------------------------------------- 13 OpenHands, TypeScript, git rebase + tsc + jest (clean)
DP_A = 36
DP_SRC = '''  const weeks = useMemo(() => buildWeeks(visibleMonth, weekStartsOn), [visibleMonth, weekStartsOn]);

  return (
    <div className="orbit-datepicker" role="application" aria-label={ariaLabel}>
      <header className="orbit-datepicker__header">
        <IconButton icon="chevron-left" label="Previous month" onClick={() => setVisibleMonth(addMonths(visibleMonth, -1))} />
        <h2 className="orbit-datepicker__title" aria-live="polite">
          {formatDate(visibleMonth, "MMMM yyyy")}
        </h2>
        <IconButton icon="chevron-right" label="Next month" onClick={() => setVisibleMonth(addMonths(visibleMonth, 1))} />
      </header>
      <table className="orbit-datepicker__grid" role="grid" onKeyDown={onGridKeyDown}>
        <thead>
          <tr>
            {weekdayLabels(weekStartsOn).map((d) => (
              <th key={d} scope="col" abbr={d}>
                {d.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>'''

DC_LINE = '  const label = formatDate(day, "EEEE, d MMMM yyyy");'


def _tsc_err(path: str, line_no: int, line: str, lit: str) -> str:
    col = line.index(lit)
    g = f"{line_no} "
    return (f"{path}:{line_no}:{col + 1} - error TS2345: Argument of type 'string' is not assignable to parameter of type 'FormatDateOptions'.\n\n"
            f"{g}{line}\n{' ' * len(g)}{' ' * col}{'~' * len(lit)}\n")


def t13(rs: RowSet) -> None:
    root = "/workspace/orbit-ui"
    dp = f"{root}/src/components/DatePicker/DatePicker.tsx"
    dc = f"{root}/src/components/DatePicker/DayCell.tsx"
    dp_line = DP_A + ln(DP_SRC, 'formatDate(visibleMonth') - 1
    l_old = '          {formatDate(visibleMonth, "MMMM yyyy")}'
    l_new = '          {formatDate(visibleMonth, { pattern: "MMMM yyyy" })}'
    dp2 = DP_SRC.replace(l_old, l_new)
    dc_new = '  const label = formatDate(day, { pattern: "EEEE, d MMMM yyyy" });'
    tsc = (_tsc_err("src/components/DatePicker/DatePicker.tsx", dp_line, l_old, '"MMMM yyyy"') + "\n"
           + _tsc_err("src/components/DatePicker/DayCell.tsx", 22, DC_LINE, '"EEEE, d MMMM yyyy"') + "\n\n"
           "Found 2 errors in 2 files.\n\nErrors  Files\n"
           f"     1  src/components/DatePicker/DatePicker.tsx:{dp_line}\n     1  src/components/DatePicker/DayCell.tsx:22")
    jest = ("PASS src/components/DatePicker/__tests__/keyboard.test.tsx\n"
            "PASS src/components/DatePicker/__tests__/DatePicker.test.tsx\n"
            "PASS src/components/DatePicker/__tests__/range.test.tsx\n\n"
            "Test Suites: 3 passed, 3 total\nTests:       24 passed, 24 total\nSnapshots:   2 passed, 2 total\n"
            "Time:        5.671 s\nRan all test suites matching /src\\/components\\/DatePicker/i.")
    msg = "DatePicker: adapt to formatDate options object"
    turns = [
        (bash("cd /workspace/orbit-ui && git status -sb && git log --oneline --graph -5"), oh_bash(
            "## feat/date-picker...origin/feat/date-picker\n"
            "* 8e41c2a (HEAD -> feat/date-picker, origin/feat/date-picker) DatePicker: keyboard navigation\n"
            "* 3b97d10 DatePicker: range selection\n* f1a0c65 DatePicker: initial component and story\n"
            "* 72d5e98 (origin/main, origin/HEAD, main) Button: add loading state\n* 0c3f4ab Bump typescript to 5.5.4", root)),
        (bash("git fetch origin && git rebase origin/main"), oh_bash(
            "From github.com:orbit-design/orbit-ui\n   72d5e98..b6e2f19  main       -> origin/main\n"
            "Successfully rebased and updated refs/heads/feat/date-picker.", root)),
        (bash("git log --oneline --graph -7"), oh_bash(
            "* d94a7e3 (HEAD -> feat/date-picker) DatePicker: keyboard navigation\n* 5c21b8f DatePicker: range selection\n"
            "* a07e6d2 DatePicker: initial component and story\n"
            "* b6e2f19 (origin/main, origin/HEAD) utils: formatDate takes an options object\n"
            "* 9fd3c41 Tooltip: respect prefers-reduced-motion\n* 72d5e98 (main) Button: add loading state\n"
            "* 0c3f4ab Bump typescript to 5.5.4", root)),
        (bash("npx tsc --noEmit -p ."), oh_bash(tsc, root, 2)),
        (editor("view", dp, view_range=[DP_A, DP_A + nlines(DP_SRC) - 1]), cat_n(dp, DP_SRC, DP_A)),
        (editor("str_replace", dp, old_str=l_old, new_str=l_new),
         edited(dp, seg(dp2, dp_line - DP_A + 1 - 4, dp_line - DP_A + 1 + 4), dp_line - 4)),
        (editor("str_replace", dc, old_str=DC_LINE, new_str=dc_new), edited(dc, "\n".join([
            "export function DayCell({ day, selected, inRange, today, disabled, onSelect }: DayCellProps) {",
            "  const ref = useRef<HTMLButtonElement>(null);",
            "  useRovingFocus(ref, selected || (today && !selected));",
            "",
            dc_new,
            "  return (",
            "    <td role=\"gridcell\" aria-selected={selected} className={cellClass({ selected, inRange, today, disabled })}>",
            "      <button ref={ref} type=\"button\" aria-label={label} disabled={disabled} onClick={() => onSelect(day)}>",
            "        {day.getDate()}"]), 18)),
        (bash("npx tsc --noEmit -p . && echo TSC_OK"), oh_bash("TSC_OK", root)),
        (bash("npx jest src/components/DatePicker"), oh_bash(jest, root)),
        (bash(f'git add -A && git commit -q -m "{msg}" && git log --oneline -2 && git status -sb'), oh_bash(
            f"1ad8f03 (HEAD -> feat/date-picker) {msg}\nd94a7e3 DatePicker: keyboard navigation\n"
            "## feat/date-picker...origin/feat/date-picker [ahead 6, behind 3]", root)),
    ]
    rs.add(task=T, tid="h26-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state="React + TypeScript component library /workspace/orbit-ui, branch feat/date-picker (3 commits on top of an older main). Task: rebase onto the latest origin/main and fix whatever breaks.")


# ---------------------------------------------------------------- 14 Gemini CLI, Python, pytest + git (bad)
ENC_PY = '''"""Character-encoding detection for fetched feed documents."""

from __future__ import annotations

import codecs
import re

_XML_DECL = re.compile(rb'^<\\?xml[^>]*encoding=["\\']([A-Za-z0-9._-]+)["\\']')
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def detect_encoding(body: bytes, content_type: str | None = None) -> str:
    """Pick the encoding of *body*.

    Order of precedence: byte-order mark, HTTP ``charset`` parameter, XML declaration,
    then UTF-8.
    """
    for bom, name in _BOMS:
        if body.startswith(bom):
            return name
    if content_type:
        for param in content_type.split(";")[1:]:
            key, _, value = param.partition("=")
            if key.strip().lower() == "charset" and value:
                return value.strip().lower()
    m = _XML_DECL.match(body)
    if m:
        return m.group(1).decode("ascii").lower()
    return "utf-8"


def decode_body(body: bytes, content_type: str | None = None) -> str:
    """Decode *body*, falling back to UTF-8 with replacement characters."""
    encoding = detect_encoding(body, content_type)
    try:
        return body[len(_bom_for(encoding, body)):].decode(encoding)
    except (LookupError, UnicodeDecodeError):
        return body.decode("utf-8", errors="replace")


def _bom_for(encoding: str, body: bytes) -> bytes:
    for bom, name in _BOMS:
        if name == encoding and body.startswith(bom):
            return bom
    return b""
'''

ENC_TEST_TAIL = '''def test_xml_declaration_used_without_header():
    body = b'<?xml version="1.0" encoding="windows-1252"?><rss/>'
    assert detect_encoding(body, "application/rss+xml") == "windows-1252"


def test_unknown_encoding_falls_back_to_utf8():
    assert decode_body("caf\\u00e9".encode(), "text/xml; charset=x-klingon") == "caf\\u00e9"
'''

ENC_TEST_ADD = '''

@pytest.mark.parametrize("header", ['text/xml; charset="ISO-8859-1"', "text/xml; charset='iso-8859-1'"])
def test_quoted_charset_parameter(header):
    assert detect_encoding(b"<rss/>", header) == "iso-8859-1"
    assert decode_body("caf\\u00e9".encode("latin-1"), header) == "caf\\u00e9"
'''


def t14(rs: RowSet) -> None:
    root = "/home/mo/src/feedparse-lite"
    enc, tst = f"{root}/src/feedparse_lite/encoding.py", f"{root}/tests/test_encoding.py"
    old = "                return value.strip().lower()"
    new = "                return value.strip().strip(\"\\\"'\").lower()"
    enc2 = ENC_PY.replace(old, new)
    t_a = 48
    t_total = t_a + nlines(ENC_TEST_TAIL) - 1
    t_old = ENC_TEST_TAIL.rstrip("\n").rsplit("\n", 1)[-1]
    i1, d1 = counts(ENC_PY, enc2)
    i2, d2 = counts(ENC_TEST_TAIL, ENC_TEST_TAIL.replace(t_old, t_old + "\n" + ENC_TEST_ADD.rstrip("\n")))
    msg = "encoding: accept quoted charset parameters"
    st0 = "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean"
    log0 = ("4c1d0e8 (HEAD -> main, origin/main, origin/HEAD) parser: keep CDATA in <content:encoded>\n"
            "a9e3f71 ci: add Python 3.13\n0f5b2c6 dates: parse RFC 822 dates with obsolete zones")
    commit = f"git add src/feedparse_lite/encoding.py tests/test_encoding.py && git commit -m \"{msg}\""
    bad_status = ("On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\n  (use \"git push\" to publish your local commits)\n\n"
                  "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
                  "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                  "\tmodified:   src/feedparse_lite/encoding.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")")
    show = (f"7d2e3a1 Mohamed Rahimi <mo@rahimi.dev>\n{msg}\n\n"
            + diffstat([("src/feedparse_lite/encoding.py", i1, d1), ("tests/test_encoding.py", i2, d2)]))
    turns = [
        (gshell("git status && git log --oneline -3", "Check the repository state."), gem_run("git status && git log --oneline -3", st0 + "\n" + log0, pgid=21007)),
        (g_read(enc), ENC_PY),
        (g_replace(enc, old, new), g_replaced(enc)),
        (g_read(tst, offset=t_a - 1, limit=40), f"[File content truncated: showing lines {t_a}-{t_total} of {t_total} total lines. Use offset/limit parameters to view more.]\n" + ENC_TEST_TAIL.rstrip("\n")),
        (g_replace(tst, t_old, t_old + "\n" + ENC_TEST_ADD.rstrip("\n")), g_replaced(tst)),
        (gshell("python -m pytest -q tests/test_encoding.py", "Run the encoding tests."), gem_run("python -m pytest -q tests/test_encoding.py", pyq(14, "0.09"), pgid=21140)),
        (gshell("python -m pytest -q", "Run the whole suite."), gem_run("python -m pytest -q", pyq(83, "0.71"), pgid=21188)),
        (gshell(commit, "Commit the fix and its test."), gem_run(commit, f"[main 7d2e3a1] {msg}\n" + summary(2, i1 + i2, d1 + d2), pgid=21230)),
        (gshell("git log --oneline -3", "Confirm the new commit."), gem_run("git log --oneline -3",
            f"7d2e3a1 (HEAD -> main) {msg}\n4c1d0e8 (origin/main, origin/HEAD) parser: keep CDATA in <content:encoded>\na9e3f71 ci: add Python 3.13", pgid=21262)),
        (gshell("git status", "Make sure the working tree is clean before pushing."), gem_run("git status", bad_status, pgid=21290)),
        (gshell("git show --stat --format='%h %an <%ae>%n%s' HEAD", "Inspect what the commit contains."),
         gem_run("git show --stat --format='%h %an <%ae>%n%s' HEAD", show, pgid=21311)),
        (gshell("git push origin main", "Publish the fix."), gem_run("git push origin main",
            "To github.com:mrahimi/feedparse-lite.git\n   4c1d0e8..7d2e3a1  main -> main", pgid=21340)),
    ]
    rs.add(task=T, tid="h26-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Python library feedparse-lite at /home/mo/src/feedparse-lite (pytest). Bug: a Content-Type of text/xml; charset=\"ISO-8859-1\" (quoted) makes decode_body fall back to UTF-8 and garble accents.",
           bad=True, turn=10, kind="git status reports the just-committed file as modified though nothing touched it after the commit")


# ---------------------------------------------------------------- 15 OpenHands, Go, go test + golangci-lint (bad)
ETA_GO = '''package tracking

import (
	"errors"
	"time"
)

// ErrNoScans is returned when a shipment has no carrier scans yet.
var ErrNoScans = errors.New("tracking: shipment has no scans")

// Scan is one carrier event.
type Scan struct {
	At       time.Time
	Facility string
	Kind     ScanKind
}

// EstimateETA projects the delivery time from the scan history and the lane's median transit.
// Weekend days are skipped for ground service because hubs do not sort on Saturday or Sunday.
func EstimateETA(scans []Scan, lane Lane, service Service) (time.Time, error) {
	if len(scans) == 0 {
		return time.Time{}, ErrNoScans
	}
	last := scans[0]
	for _, s := range scans[1:] {
		if s.At.After(last.At) {
			last = s
		}
	}
	remaining := lane.MedianTransit - time.Since(last.At)
	if remaining < 0 {
		remaining = 0
	}
	eta := last.At.Add(remaining)
	if service == Ground {
		eta = skipWeekend(eta)
	}
	return eta, nil
}

// skipWeekend moves t to the following Monday, same clock time, if it falls on a weekend.
func skipWeekend(t time.Time) time.Time {
	switch t.Weekday() {
	case time.Saturday:
		return t.AddDate(0, 0, 2)
	case time.Sunday:
		return t.AddDate(0, 0, 1)
	}
	return t
}'''

ETA_OLD = '''	last := scans[0]
	for _, s := range scans[1:] {
		if s.At.After(last.At) {
			last = s
		}
	}
	remaining := lane.MedianTransit - time.Since(last.At)'''
ETA_NEW = '''	first, last := scans[0], scans[0]
	for _, s := range scans[1:] {
		if s.At.Before(first.At) {
			first = s
		}
		if s.At.After(last.At) {
			last = s
		}
	}
	// Time already spent in transit is measured between scans, never against the wall clock,
	// so the estimate is stable no matter when it is computed.
	remaining := lane.MedianTransit - last.At.Sub(first.At)'''


def t15(rs: RowSet) -> None:
    root = "/workspace/shipment-tracker"
    p = f"{root}/internal/tracking/eta.go"
    eta2 = ETA_GO.replace(ETA_OLD, ETA_NEW)
    i, d = counts(ETA_GO, eta2)
    mod = "github.com/harbor-freight-labs/shipment-tracker"
    msg = "tracking: base ETA on scan history, not the wall clock"
    log0 = ("a52e9c0 2025-05-20 17:42:10 +0000 Dana Okafor Merge pull request #214 from lwei/carrier-dhl-parcel\n"
            "e7b3d14 2025-05-20 16:58:33 +0000 Li Wei carriers: add DHL Parcel scan codes\n"
            "2f90c6b 2025-05-19 11:07:45 +0000 Dana Okafor api: paginate /shipments with opaque cursors")
    fail = ("--- FAIL: TestEstimateETAGroundSkipsWeekend (0.00s)\n"
            "    eta_test.go:58: EstimateETA() = 2025-05-13 09:30:00 +0000 UTC, want 2025-05-15 09:30:00 +0000 UTC\n"
            "--- FAIL: TestEstimateETAExpressUsesMedian (0.00s)\n"
            "    eta_test.go:81: EstimateETA() = 2025-05-08 14:00:00 +0000 UTC, want 2025-05-09 20:00:00 +0000 UTC\n"
            f"FAIL\nFAIL\t{mod}/internal/tracking\t0.019s\nFAIL")
    ok_all = "\n".join([
        f"?   \t{mod}/cmd/tracker\t[no test files]", f"ok  \t{mod}/internal/api\t0.842s",
        f"ok  \t{mod}/internal/carriers\t0.377s", f"ok  \t{mod}/internal/store\t1.514s",
        f"ok  \t{mod}/internal/tracking\t0.026s"])
    turns = [
        (bash("cd /workspace/shipment-tracker && date -u && git log -3 --format='%h %ad %an %s' --date=iso"), oh_bash(
            "Wed May 21 09:14:52 UTC 2025\n" + log0, root)),
        (editor("view", p), cat_n(p, ETA_GO)),
        (bash("go test ./internal/tracking/ -run ETA -count=1"), oh_bash(fail, root, 1)),
        (editor("str_replace", p, old_str=ETA_OLD, new_str=ETA_NEW),
         oh_snip(p, eta2, ln(eta2, "first, last :="), ln(eta2, "remaining := lane"))),
        (bash("go test ./internal/tracking/ -run ETA -count=3 -v 2>&1 | tail -n 8"), oh_bash(
            "=== RUN   TestEstimateETAExpressUsesMedian\n--- PASS: TestEstimateETAExpressUsesMedian (0.00s)\n"
            "=== RUN   TestEstimateETANoScans\n--- PASS: TestEstimateETANoScans (0.00s)\n"
            "=== RUN   TestEstimateETAOutOfOrderScans\n--- PASS: TestEstimateETAOutOfOrderScans (0.00s)\n"
            f"PASS\nok  \t{mod}/internal/tracking\t0.021s", root)),
        (bash("go vet ./... && golangci-lint run ./... && echo LINT_OK"), oh_bash("LINT_OK", root)),
        (bash("go test ./..."), oh_bash(ok_all, root)),
        (bash(f'git commit -qam "{msg}" && git show --stat --format="%h %s" HEAD'), oh_bash(
            f"1f0c3b2 {msg}\n" + diffstat([("internal/tracking/eta.go", i, d)]), root)),
        (bash("git log -3 --format='%h %ad %an %s' --date=iso"), oh_bash(
            f"1f0c3b2 2025-05-21 08:47:19 +0000 Dana Okafor {msg}\n" + log0.rsplit("\n", 1)[0], root)),
        (bash("make build && ./bin/tracker version"), oh_bash(
            "go build -trimpath -ldflags \"-s -w -X main.version=v1.14.0-3-g1f0c3b2\" -o bin/tracker ./cmd/tracker\n"
            "tracker v1.14.0-3-g1f0c3b2 (go1.22.3 linux/amd64)", root)),
    ]
    rs.add(task=T, tid="h26-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Go service /workspace/shipment-tracker. Flaky tests: EstimateETA results change depending on when the tests run.",
           bad=True, turn=9, kind="new commit's author date is earlier than the shell clock read at the start of the session")


# ---------------------------------------------------------------- 16 Gemini CLI, Java, Ant + google-java-format (clean)
LEADER_JAVA = '''package org.openlib.marc;

import java.util.Objects;

/**
 * The 24-character leader that opens every MARC 21 record.
 *
 * <p>Positions 00-04 hold the record length and 12-16 the base address of data, both as
 * zero-padded decimal numbers.
 */
public final class Leader {

    public static final int LENGTH = 24;

    private final String raw;

    private Leader(String raw) {
        this.raw = raw;
    }

    public static Leader parse(String raw) {
        Objects.requireNonNull(raw, "raw");
        if (raw.length() != LENGTH) {
            throw new MarcFormatException("leader must be 24 characters, got " + raw.length());
        }
        return new Leader(raw);
    }

    public int recordLength() {
        return Integer.parseInt(raw.substring(0, 5));
    }

    public int baseAddress() {
        return Integer.parseInt(raw.substring(12, 17));
    }

    public char recordStatus() {
        return raw.charAt(5);
    }

    public char typeOfRecord() {
        return raw.charAt(6);
    }

    public char bibliographicLevel() {
        return raw.charAt(7);
    }

    @Override
    public String toString() {
        return raw;
    }
}
'''

LD_OLD = '''    public int recordLength() {
        return Integer.parseInt(raw.substring(0, 5));
    }

    public int baseAddress() {
        return Integer.parseInt(raw.substring(12, 17));
    }'''
LD_NEW = '''    public int recordLength() {
        return numeric(0, 5);
    }

    public int baseAddress() {
        return numeric(12, 17);
    }

    /** Some producers pad these fields with spaces instead of zeros; read those as zeros. */
    private int numeric(int from, int to) {
        String field = raw.substring(from, to).replace(' ','0');
        try { return Integer.parseInt(field); }
        catch (NumberFormatException e) {
            throw new MarcFormatException("non-numeric leader field at " + from + ": '" + raw.substring(from, to) + "'");
        }
    }'''
LD_FMT = '''    public int recordLength() {
        return numeric(0, 5);
    }

    public int baseAddress() {
        return numeric(12, 17);
    }

    /** Some producers pad these fields with spaces instead of zeros; read those as zeros. */
    private int numeric(int from, int to) {
        String field = raw.substring(from, to).replace(' ', '0');
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new MarcFormatException(
                    "non-numeric leader field at "
                            + from
                            + ": '"
                            + raw.substring(from, to)
                            + "'");
        }
    }'''

LT_TAIL = '''    @Test
    public void typeAndLevelComeFromPositionsSixAndSeven() {
        Leader l = Leader.parse(SAMPLE);
        assertEquals('a', l.typeOfRecord());
        assertEquals('m', l.bibliographicLevel());
    }

    @Test(expected = MarcFormatException.class)
    public void rejectsShortLeader() {
        Leader.parse("00714cam a2200205");
    }
}'''
LT_ADD = '''
    @Test
    public void spacePaddedNumbersAreReadAsZeroPadded() {
        Leader l = Leader.parse("  714cam a22  193 a 4500");
        assertEquals(714, l.recordLength());
        assertEquals(193, l.baseAddress());
    }

    @Test(expected = MarcFormatException.class)
    public void lettersInRecordLengthAreRejected() {
        Leader.parse("00x14cam a2200193 a 4500").recordLength();
    }'''


def _ant(compile_src: str, compile_tst: str, lt: int, secs: int, mk: bool) -> str:
    root = "/home/pat/marc-tools"
    init = ("init:\n" + "".join(f"    [mkdir] Created dir: {root}/build/{d}\n" for d in ("classes", "test-classes", "reports"))
            if mk else "init:\n")
    classes = [("org.openlib.marc.DirectoryEntryTest", 7, "0.038"), ("org.openlib.marc.FieldTest", 14, "0.052"),
               ("org.openlib.marc.LeaderTest", lt, "0.021"), ("org.openlib.marc.RecordReaderTest", 19, "0.317"),
               ("org.openlib.marc.SubfieldTest", 8, "0.009"), ("org.openlib.marc.io.Iso2709WriterTest", 12, "0.144"),
               ("org.openlib.marc.io.MarcXmlReaderTest", 16, "0.402"), ("org.openlib.marc.io.MarcXmlWriterTest", 10, "0.231"),
               ("org.openlib.marc.util.Ansel2UnicodeTest", 22, "0.067")]
    if not mk:
        alt = ["0.041", "0.049", "0.024", "0.296", "0.011", "0.151", "0.388", "0.219", "0.071"]
        classes = [(c, n, alt[k]) for k, (c, n, _) in enumerate(classes)]
    junit = "".join(f"    [junit] Running {c}\n    [junit] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} sec\n"
                    for c, n, t in classes)
    return (f"Buildfile: {root}/build.xml\n\n{init}\ncompile:\n{compile_src}\ncompile-tests:\n{compile_tst}\ntest:\n{junit}\n"
            f"BUILD SUCCESSFUL\nTotal time: {secs} seconds")


def t16(rs: RowSet) -> None:
    root = "/home/pat/marc-tools"
    lj = f"{root}/src/org/openlib/marc/Leader.java"
    lt = f"{root}/test/org/openlib/marc/LeaderTest.java"
    l2 = LEADER_JAVA.replace(LD_OLD, LD_NEW)
    l3 = LEADER_JAVA.replace(LD_OLD, LD_FMT)
    lt_a, lt_n = 86, 86 + nlines(LT_TAIL) - 1
    t_old = "        Leader.parse(\"00714cam a2200205\");\n    }\n}"
    t_new = "        Leader.parse(\"00714cam a2200205\");\n    }\n" + LT_ADD + "\n}"
    lt_tail2 = LT_TAIL.replace(t_old, t_new)
    a, b = counts(LEADER_JAVA, l3)
    c, d = counts(LT_TAIL, lt_tail2)
    gjf = ("java -jar lib/google-java-format-1.23.0-all-deps.jar --aosp --replace "
           "src/org/openlib/marc/Leader.java test/org/openlib/marc/LeaderTest.java")
    r0, r1 = ln(l3, "public int recordLength"), ln(l3, "+ \"'\");") + 2
    turns = [
        (g_ls(root), g_listing(root, ["lib/", "src/", "test/", ".gitignore", "README.md", "build.xml", "ivy.xml"])),
        (gshell("ant test", "Build and run the JUnit suite for a baseline."), gem_run("ant test", _ant(
            f"    [javac] Compiling 27 source files to {root}/build/classes\n",
            f"    [javac] Compiling 9 source files to {root}/build/test-classes\n", 11, 6, True), pgid=4410)),
        (g_read(lj), LEADER_JAVA),
        (g_replace(lj, LD_OLD, LD_NEW), g_replaced(lj)),
        (g_read(lt, offset=lt_a - 1, limit=40), f"[File content truncated: showing lines {lt_a}-{lt_n} of {lt_n} total lines. Use offset/limit parameters to view more.]\n" + LT_TAIL),
        (g_replace(lt, t_old, t_new), g_replaced(lt)),
        (gshell(gjf, "Format the two edited files with google-java-format (AOSP style, as the project uses)."), gem_run(gjf, "", pgid=4522)),
        (g_read(lj, offset=r0 - 1, limit=r1 - r0 + 1),
         f"[File content truncated: showing lines {r0}-{r1} of {nlines(l3)} total lines. Use offset/limit parameters to view more.]\n" + seg(l3, r0, r1)),
        (gshell("ant test", "Rebuild and rerun the tests."), gem_run("ant test", _ant(
            f"    [javac] Compiling 1 source file to {root}/build/classes\n",
            f"    [javac] Compiling 1 source file to {root}/build/test-classes\n", 13, 3, False), pgid=4580)),
        (gshell("git diff --stat", "Summarise the change."), gem_run("git diff --stat", diffstat(
            [("src/org/openlib/marc/Leader.java", a, b), ("test/org/openlib/marc/LeaderTest.java", c, d)]), pgid=4601)),
    ]
    assert nlines(l2) != nlines(l3)
    rs.add(task=T, tid="h26-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Java 11 library marc-tools at /home/pat/marc-tools, built with Apache Ant (JUnit 4 via <junit>). Bug: records whose leader pads the record length with spaces (\"  714\") throw NumberFormatException.")


# ---------------------------------------------------------------- 17 OpenHands, Python, uv + pytest-xdist + hypothesis (clean)
GEO_CORE = '''"""Geohash encoding and decoding (base32, as in Niemeyer's original scheme)."""

from __future__ import annotations

_BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz"
_DECODE = {c: i for i, c in enumerate(_BASE32)}


def encode(lat: float, lon: float, precision: int = 9) -> str:
    """Encode a coordinate as a geohash of *precision* characters."""
    if not -90.0 <= lat <= 90.0 or not -180.0 <= lon <= 180.0:
        raise ValueError(f"coordinate out of range: ({lat}, {lon})")
    lat_lo, lat_hi, lon_lo, lon_hi = -90.0, 90.0, -180.0, 180.0
    chars, bits, value, even = [], 0, 0, True
    while len(chars) < precision:
        if even:
            mid = (lon_lo + lon_hi) / 2
            if lon >= mid:
                value = (value << 1) | 1
                lon_lo = mid
            else:
                value <<= 1
                lon_hi = mid
        else:
            mid = (lat_lo + lat_hi) / 2
            if lat >= mid:
                value = (value << 1) | 1
                lat_lo = mid
            else:
                value <<= 1
                lat_hi = mid
        even = not even
        bits += 1
        if bits == 5:
            chars.append(_BASE32[value])
            bits, value = 0, 0
    return "".join(chars)


def _intervals(geohash: str) -> tuple[float, float, float, float]:
    lat_lo, lat_hi, lon_lo, lon_hi = -90.0, 90.0, -180.0, 180.0
    even = True
    for ch in geohash.lower():
        try:
            cd = _DECODE[ch]
        except KeyError:
            raise ValueError(f"invalid geohash character {ch!r} in {geohash!r}") from None
        for mask in (16, 8, 4, 2, 1):
            if even:
                mid = (lon_lo + lon_hi) / 2
                if cd & mask:
                    lon_lo = mid
                else:
                    lon_hi = mid
            else:
                mid = (lat_lo + lat_hi) / 2
                if cd & mask:
                    lat_lo = mid
                else:
                    lat_hi = mid
            even = not even
    return lat_lo, lat_hi, lon_lo, lon_hi


def decode(geohash: str) -> tuple[float, float]:
    """Return the centre ``(lat, lon)`` of *geohash*'s cell."""
    lat_lo, lat_hi, lon_lo, lon_hi = _intervals(geohash)
    return (lat_lo + lat_hi) / 2, (lon_lo + lon_hi) / 2'''

GEO_ADD = '''

def bbox(geohash: str) -> tuple[float, float, float, float]:
    """Return ``(min_lat, min_lon, max_lat, max_lon)`` of *geohash*'s cell."""
    lat_lo, lat_hi, lon_lo, lon_hi = _intervals(geohash)
    return lat_lo, lon_lo, lat_hi, lon_hi'''

GEO_INIT_OLD = '''from .core import decode, encode
from .neighbors import adjacent, neighbors

__all__ = ["adjacent", "decode", "encode", "neighbors"]'''
GEO_INIT_NEW = '''from .core import bbox, decode, encode
from .neighbors import adjacent, neighbors

__all__ = ["adjacent", "bbox", "decode", "encode", "neighbors"]'''

GEO_TEST = '''from hypothesis import given
from hypothesis import strategies as st

from geohashx import bbox, decode, encode

lats = st.floats(min_value=-90, max_value=90, allow_nan=False)
lons = st.floats(min_value=-180, max_value=180, allow_nan=False)
hashes = st.text(alphabet="0123456789bcdefghjkmnpqrstuvwxyz", min_size=1, max_size=10)


def test_empty_hash_is_whole_world():
    assert bbox("") == (-90.0, -180.0, 90.0, 180.0)


@given(lats, lons, st.integers(min_value=1, max_value=12))
def test_point_lies_in_its_cell(lat, lon, precision):
    min_lat, min_lon, max_lat, max_lon = bbox(encode(lat, lon, precision))
    assert min_lat <= lat <= max_lat
    assert min_lon <= lon <= max_lon


@given(hashes)
def test_centre_matches_decode(h):
    min_lat, min_lon, max_lat, max_lon = bbox(h)
    assert decode(h) == ((min_lat + max_lat) / 2, (min_lon + max_lon) / 2)'''


def _xdist(n: int, secs: str) -> str:
    return f"4 workers [{n} items]\n" + pyq(n, secs)


def t17(rs: RowSet) -> None:
    root = "/workspace/geohashx"
    core, init, tp = f"{root}/src/geohashx/core.py", f"{root}/src/geohashx/__init__.py", f"{root}/tests/test_bbox.py"
    n0 = nlines(GEO_CORE)
    core2 = GEO_CORE + "\n" + GEO_ADD
    init_full = ('"""geohashx: small, dependency-free geohash helpers."""\n\n' + GEO_INIT_OLD + '\n__version__ = "0.5.0"')
    init2 = init_full.replace(GEO_INIT_OLD, GEO_INIT_NEW)
    a, b = counts(GEO_CORE, core2)
    c, d = counts(init_full, init2)
    turns = [
        (bash("cd /workspace/geohashx && uv sync"), oh_bash("Resolved 24 packages in 4ms\nAudited 23 packages in 0.61ms", root)),
        (bash("uv run pytest -n 4 -q"), oh_bash(_xdist(61, "2.13"), root)),
        (editor("view", core), cat_n(core, GEO_CORE)),
        (editor("insert", core, insert_line=n0, new_str=GEO_ADD), edited(core, seg(core2, n0 - 3, nlines(core2)), n0 - 3)),
        (editor("str_replace", init, old_str=GEO_INIT_OLD, new_str=GEO_INIT_NEW), edited(init, init2, 1)),
        (editor("create", tp, file_text=GEO_TEST + "\n"), f"File created successfully at: {tp}"),
        (bash("uv run pytest -n 4 -q tests/test_bbox.py"), oh_bash(_xdist(3, "1.48"), root)),
        (bash("uv run ruff check . && uv run ruff format --check . && uv run mypy src"), oh_bash(
            "All checks passed!\n13 files already formatted\nSuccess: no issues found in 4 source files", root)),
        (bash("uv run pytest -n 4 -q"), oh_bash(_xdist(64, "2.41"), root)),
        (bash("git status --short && git diff --stat"), oh_bash(
            " M src/geohashx/__init__.py\n M src/geohashx/core.py\n?? tests/test_bbox.py\n"
            + diffstat([("src/geohashx/__init__.py", c, d), ("src/geohashx/core.py", a, b)]), root)),
    ]
    rs.add(task=T, tid="h26-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state="uv-managed Python package /workspace/geohashx (pytest-xdist, hypothesis, ruff, mypy). Feature request #9: expose the bounding box of a geohash cell as geohashx.bbox().")


# ---------------------------------------------------------------- 18 Gemini CLI, Go, Taskfile + gotestsum (bad)
def t18(rs: RowSet) -> None:
    root = "/home/ivy/go/src/relaymq"
    br = f"{root}/internal/broker"
    before = ["broker.go", "broker_test.go", "queue.go", "queue_mem.go", "queue_mem_test.go", "queue_redis.go",
              "queue_redis_test.go", "retry.go", "retry_test.go"]
    mv = ("git mv internal/broker/queue_mem.go internal/broker/memqueue.go && "
          "git mv internal/broker/queue_mem_test.go internal/broker/memqueue_test.go && git status --short")
    doc_o = "- `internal/broker/queue_mem.go` — in-process queue used by tests and `relaymq dev`; no persistence."
    doc_n = "- `internal/broker/memqueue.go` — in-process queue used by tests and `relaymq dev`; no persistence."
    lint_o = "    - path: internal/broker/queue_mem.go\n      linters: [gocognit]"
    lint_n = "    - path: internal/broker/memqueue.go\n      linters: [gocognit]"
    task_o = "coverage/queue_mem.out"
    task_n = "coverage/memqueue.out"
    grep = g_found("queue_mem", ".", [
        (".golangci.yml", [(27, "    - path: internal/broker/queue_mem.go")]),
        ("Taskfile.yml", [(38, "      - gotestsum --format testname -- -run TestMemQueue -coverprofile=coverage/queue_mem.out ./internal/broker")]),
        ("docs/ARCHITECTURE.md", [(57, doc_o)]),
    ])
    test_out = ("task: [test] gotestsum --format pkgname -- -race -count=1 ./...\n"
                "∅  cmd/relaymq\n✓  internal/auth (1.102s)\n✓  internal/broker (2.318s)\n✓  internal/config (1.017s)\n"
                "✓  internal/delivery (3.442s)\n✓  internal/store (1.894s)\n✓  internal/wire (1.206s)\n\nDONE 96 tests in 9.871s")
    commit = 'git add -A && git commit -m "broker: rename queue_mem.go to memqueue.go"'
    turns = [
        (g_ls(br), g_listing(br, before)),
        (gshell(mv, "Rename the in-memory queue files with git so history follows them."), gem_run(mv,
            "R  internal/broker/queue_mem.go -> internal/broker/memqueue.go\n"
            "R  internal/broker/queue_mem_test.go -> internal/broker/memqueue_test.go", pgid=9120)),
        (g_grep("queue_mem"), grep),
        (g_replace(f"{root}/docs/ARCHITECTURE.md", doc_o, doc_n), g_replaced(f"{root}/docs/ARCHITECTURE.md")),
        (g_ls(br), g_listing(br, ["broker.go", "broker_test.go", "memqueue_test.go", "queue.go", "queue_mem.go", "queue_redis.go",
                                  "queue_redis_test.go", "retry.go", "retry_test.go"])),
        (g_replace(f"{root}/.golangci.yml", lint_o, lint_n), g_replaced(f"{root}/.golangci.yml")),
        (g_replace(f"{root}/Taskfile.yml", task_o, task_n), g_replaced(f"{root}/Taskfile.yml")),
        (gshell("task test", "Run the test task (gotestsum over all packages)."), gem_run("task test", test_out, pgid=9264)),
        (gshell(commit, "Commit the rename and the reference updates."), gem_run(commit,
            "[chore/memqueue-rename 3e07b5a] broker: rename queue_mem.go to memqueue.go\n"
            " 5 files changed, 3 insertions(+), 3 deletions(-)\n"
            " rename internal/broker/{queue_mem.go => memqueue.go} (100%)\n"
            " rename internal/broker/{queue_mem_test.go => memqueue_test.go} (100%)", pgid=9301)),
    ]
    rs.add(task=T, tid="h26-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Go message broker relaymq at /home/ivy/go/src/relaymq, branch chore/memqueue-rename; tasks in Taskfile.yml, tests via gotestsum. Task: rename internal/broker/queue_mem*.go to memqueue*.go and fix references.",
           bad=True, turn=5, kind="file renamed with git mv shows up again under its old name in a later directory listing")


# ---------------------------------------------------------------- 19 OpenHands, TypeScript, Deno Fresh (bad)
RSS_TS = '''import type { Handlers } from "$fresh/server.ts";
import { getPosts, type Post } from "../utils/posts.ts";

const SITE = "https://blog.halvorsen.dev";
const TITLE = "Halvorsen on Systems";

function escape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function item(post: Post): string {
  return `    <item>
      <title>${escape(post.title)}</title>
      <link>${SITE}/${post.slug}</link>
      <guid isPermaLink="true">${SITE}/${post.slug}</guid>
      <pubDate>${post.publishedAt.toISOString()}</pubDate>
      <description>${escape(post.snippet)}</description>
    </item>`;
}

export const handler: Handlers = {
  async GET() {
    const posts = (await getPosts()).slice(0, 20);
    const updated = posts[0]?.publishedAt ?? new Date(0);
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${TITLE}</title>
    <link>${SITE}</link>
    <atom:link href="${SITE}/rss.xml" rel="self" type="application/rss+xml"/>
    <description>Notes on distributed systems, databases and tooling.</description>
    <lastBuildDate>${updated.toISOString()}</lastBuildDate>
${posts.map(item).join("\\n")}
  </channel>
</rss>`;
    return new Response(body, { headers: { "content-type": "application/rss+xml; charset=utf-8" } });
  },
};'''


def t19(rs: RowSet) -> None:
    root = "/workspace/halvorsen-blog"
    p = f"{root}/routes/rss.xml.ts"
    o1 = "      <pubDate>${post.publishedAt.toISOString()}</pubDate>"
    n1 = "      <pubDate>${post.publishedAt.toUTCString()}</pubDate>"
    o2 = "    <lastBuildDate>${updated.toISOString()}</lastBuildDate>"
    n2 = "    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>"
    r2 = RSS_TS.replace(o1, n1).replace(o2, n2)
    gd = gitdiff("routes/rss.xml.ts", RSS_TS, r2, "5d2c9a1..e04b7f3")
    bad_status = ("On branch main\nYour branch is up to date with 'origin/main'.\n\n"
                  "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
                  "  (use \"git restore <file>...\" to discard changes in working directory)\n"
                  "\tmodified:   routes/rss.xml.ts\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\n")
    dtest = ("running 3 tests from ./tests/rss_test.ts\n"
             "rss feed is well-formed XML ... ok (21ms)\npubDate values are RFC 822 dates ... ok (3ms)\n"
             "items are sorted newest first ... ok (2ms)\n"
             "running 5 tests from ./tests/posts_test.ts\n"
             "parses front matter ... ok (6ms)\ndrafts are excluded ... ok (1ms)\nslug defaults to file name ... ok (1ms)\n"
             "snippet stops at the first heading ... ok (2ms)\nreading time rounds up ... ok (0ms)\n\n"
             "ok | 8 passed | 0 failed (437ms)")
    msg = "rss: use RFC 822 dates for pubDate and lastBuildDate"
    turns = [
        (bash("cd /workspace/halvorsen-blog && git checkout -b fix/rss-dates && git status"), oh_bash(
            "Switched to a new branch 'fix/rss-dates'\nOn branch fix/rss-dates\nnothing to commit, working tree clean", root)),
        (editor("view", p), cat_n(p, RSS_TS)),
        (editor("str_replace", p, old_str=o1, new_str=n1), oh_snip(p, RSS_TS.replace(o1, n1), ln(RSS_TS, o1))),
        (editor("str_replace", p, old_str=o2, new_str=n2), oh_snip(p, r2, ln(r2, n2))),
        (bash("git status && git diff"), oh_bash(bad_status + gd, root)),
        (bash("deno test -A"), oh_bash(dtest, root)),
        (bash("deno fmt --check && deno lint"), oh_bash("Checked 31 files\nChecked 27 files", root)),
        (bash(f'git commit -qam "{msg}" && git log --oneline --decorate -3'), oh_bash(
            f"8b1e6f0 (HEAD -> fix/rss-dates) {msg}\n"
            "c3a47d2 (origin/main, origin/HEAD, main) post: consistent hashing without the ring diagrams\n"
            "91fe0b5 islands: lazy-load the search box", root)),
    ]
    rs.add(task=T, tid="h26-swe-19", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Deno Fresh blog at /workspace/halvorsen-blog. Feed validators reject /rss.xml because pubDate is ISO 8601 instead of RFC 822. Work on a new branch.",
           bad=True, turn=5, kind="git status says the checkout is on main although a new branch was created and nothing switched back")


# ---------------------------------------------------------------- 20 Gemini CLI, TypeScript, prettier + vitest + git amend (clean)
MERGE_TS = '''import type { NoteVersion } from "../store/types";

/**
 * Merge of one note between the local replica and the server copy.
 * A tombstone (deleted: true) only wins if it is at least as new as the other side's last edit.
 */
export function mergeNote(local?: NoteVersion, remote?: NoteVersion): NoteVersion | undefined {
  if (!local) return remote;
  if (!remote) return local;
  if (remote.deleted) {
    return remote;
  }
  if (local.deleted) {
    return local.updatedAt >= remote.updatedAt ? local : remote;
  }
  if (local.updatedAt === remote.updatedAt) {
    return local.deviceId < remote.deviceId ? local : remote;
  }
  return local.updatedAt > remote.updatedAt ? local : remote;
}
'''

MG_OLD = '''  if (remote.deleted) {
    return remote;
  }'''
MG_NEW = '''  if (remote.deleted) {
    // an edit made after the remote delete survives, flagged so the UI can ask the user
    return remote.updatedAt >= local.updatedAt ? remote : { ...local, conflict: { kind: "deleted-remotely", at: remote.updatedAt } };
  }'''
MG_FMT = '''  if (remote.deleted) {
    // an edit made after the remote delete survives, flagged so the UI can ask the user
    return remote.updatedAt >= local.updatedAt
      ? remote
      : { ...local, conflict: { kind: "deleted-remotely", at: remote.updatedAt } };
  }'''


def t20(rs: RowSet) -> None:
    root = "/home/zoe/app/notes-sync"
    p = f"{root}/src/sync/merge.ts"
    m3 = MERGE_TS.replace(MG_OLD, MG_FMT)
    i, d = counts(MERGE_TS, m3)
    log1 = ("c81f2e7 2 hours ago sync: batch pushes into one request per 50 notes\n"
            "5b03a9d 3 hours ago store: index notes by folder\n"
            "e29d4c1 yesterday ci: cache node_modules between runs")
    m1 = "fix(sync): keep local edit when remote tombstone is older"
    m2 = "fix(sync): keep a local edit when the remote tombstone is older"
    vit = (f" RUN  v2.1.4 {root}\n\n ✓ src/sync/merge.test.ts (14 tests) 9ms\n ✓ src/sync/queue.test.ts (9 tests) 21ms\n"
           " ✓ src/store/notes.test.ts (17 tests) 33ms\n\n Test Files  3 passed (3)\n      Tests  40 passed (40)\n"
           "   Start at  14:21:07\n   Duration  612ms (transform 141ms, setup 0ms, collect 288ms, tests 63ms, environment 1ms, prepare 402ms)")
    a, b = ln(m3, "if (remote.deleted)"), ln(m3, "if (local.deleted)")
    turns = [
        (gshell("git log -3 --format='%h %cr %s'", "See recent commits."), gem_run("git log -3 --format='%h %cr %s'", log1, pgid=17702)),
        (g_read(p), MERGE_TS),
        (g_replace(p, MG_OLD, MG_NEW), g_replaced(p)),
        (gshell("npx prettier --check src", "Check formatting."), gem_run("npx prettier --check src",
            "Checking formatting...\n[warn] src/sync/merge.ts\n[warn] Code style issues found in the above file. Run Prettier with --write to fix.", code=1, pgid=17750)),
        (gshell("npx prettier --write src/sync/merge.ts", "Apply Prettier to the edited file."),
         gem_run("npx prettier --write src/sync/merge.ts", "src/sync/merge.ts 41ms", pgid=17768)),
        (g_read(p, offset=a - 1, limit=b - a), f"[File content truncated: showing lines {a}-{b - 1} of {nlines(m3)} total lines. Use offset/limit parameters to view more.]\n" + seg(m3, a, b - 1)),
        (gshell("npm test", "Run the vitest suite."), gem_run("npm test", f"\n> notes-sync@0.8.2 test\n> vitest run\n\n{vit}", pgid=17790)),
        (gshell(f'git commit -am "{m1}"', "Commit the fix."), gem_run(f'git commit -am "{m1}"', f"[main 3f9a0b1] {m1}\n" + summary(1, i, d), pgid=17832)),
        (gshell(f'git commit --amend -m "{m2}"', "Reword the commit message."), gem_run(f'git commit --amend -m "{m2}"',
            f"[main 6c20e4d] {m2}\n Date: Tue Oct 15 14:22:03 2024 +0200\n" + summary(1, i, d), pgid=17851)),
        (gshell("git log -3 --format='%h %cr %s' && git status -sb", "Check history and branch state."), gem_run(
            "git log -3 --format='%h %cr %s' && git status -sb",
            f"6c20e4d 1 minute ago {m2}\nc81f2e7 2 hours ago sync: batch pushes into one request per 50 notes\n"
            "5b03a9d 3 hours ago store: index notes by folder\n## main...origin/main [ahead 1]", pgid=17870)),
    ]
    rs.add(task=T, tid="h26-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="TypeScript sync engine notes-sync at /home/zoe/app/notes-sync (vitest, prettier). Bug: a note edited offline is lost when another device deleted it earlier.")


# ---------------------------------------------------------------- 21 OpenHands, Java, Maven + git (bad)
TAXLINE = '''package com.northwind.invoice;

import java.math.BigDecimal;
import java.util.Objects;

/** One VAT/GST line on an invoice: the rate and the tax owed on the taxable base. */
public final class TaxLine {

    private final String label;
    private final BigDecimal rate;
    private final BigDecimal base;

    public TaxLine(String label, BigDecimal rate, BigDecimal base) {
        this.label = Objects.requireNonNull(label);
        this.rate = Objects.requireNonNull(rate);
        this.base = Objects.requireNonNull(base);
    }

    public String label() {
        return label;
    }

    public BigDecimal rate() {
        return rate;
    }

    public BigDecimal base() {
        return base;
    }

    public BigDecimal amount() {
        return base.multiply(rate).setScale(2, BigDecimal.ROUND_HALF_UP);
    }
}'''

LINEITEM = '''package com.northwind.invoice;

import java.math.BigDecimal;

/** A billed line: quantity x unit price, with an optional percentage discount. */
public record LineItem(String sku, String description, BigDecimal quantity, BigDecimal unitPrice, BigDecimal discountPct) {

    public LineItem {
        if (quantity.signum() < 0) {
            throw new IllegalArgumentException("negative quantity for " + sku);
        }
    }

    public BigDecimal gross() {
        return quantity.multiply(unitPrice).setScale(2, BigDecimal.ROUND_HALF_UP);
    }

    public BigDecimal discount() {
        if (discountPct == null || discountPct.signum() == 0) {
            return BigDecimal.ZERO.setScale(2);
        }
        return gross().multiply(discountPct).divide(BigDecimal.valueOf(100), 2, BigDecimal.ROUND_HALF_UP);
    }

    public BigDecimal net() {
        return gross().subtract(discount());
    }
}'''


def t21(rs: RowSet) -> None:
    root = "/workspace/invoice-pdf"
    pk = "src/main/java/com/northwind/invoice"
    tl, li = f"{root}/{pk}/TaxLine.java", f"{root}/{pk}/LineItem.java"
    imp_t = ("import java.math.BigDecimal;\nimport java.util.Objects;", "import java.math.BigDecimal;\nimport java.math.RoundingMode;\nimport java.util.Objects;")
    amt = ("setScale(2, BigDecimal.ROUND_HALF_UP);\n    }\n}", "setScale(2, RoundingMode.HALF_UP);\n    }\n}")
    imp_l = ("import java.math.BigDecimal;\n\n/** A billed", "import java.math.BigDecimal;\nimport java.math.RoundingMode;\n\n/** A billed")
    gro = ("unitPrice).setScale(2, BigDecimal.ROUND_HALF_UP);", "unitPrice).setScale(2, RoundingMode.HALF_UP);")
    dis = ("valueOf(100), 2, BigDecimal.ROUND_HALF_UP);", "valueOf(100), 2, RoundingMode.HALF_UP);")
    t1 = TAXLINE.replace(*imp_t)
    t2 = t1.replace(*amt)
    l1 = LINEITEM.replace(*imp_l)
    l2 = l1.replace(*gro)
    l3 = l2.replace(*dis)
    ti, td = counts(TAXLINE, t2)
    li_, ld = counts(LINEITEM, l3)
    grep = "\n".join([
        f"{pk}/LineItem.java:{ln(LINEITEM, 'unitPrice).setScale')}:        return quantity.multiply(unitPrice).setScale(2, BigDecimal.ROUND_HALF_UP);",
        f"{pk}/LineItem.java:{ln(LINEITEM, 'valueOf(100)')}:        return gross().multiply(discountPct).divide(BigDecimal.valueOf(100), 2, BigDecimal.ROUND_HALF_UP);",
        f"{pk}/TaxLine.java:{ln(TAXLINE, 'ROUND_HALF_UP')}:        return base.multiply(rate).setScale(2, BigDecimal.ROUND_HALF_UP);"])
    mvn = ("[INFO] Tests run: 54, Failures: 0, Errors: 0, Skipped: 0\n[INFO] \n"
           "[INFO] ------------------------------------------------------------------------\n[INFO] BUILD SUCCESS\n"
           "[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  7.806 s\n"
           "[INFO] Finished at: 2025-02-18T15:40:12Z\n[INFO] ------------------------------------------------------------------------")
    stat = diffstat([(f"{pk}/LineItem.java", li_, ld), (f"{pk}/TaxLine.java", ti, td)])
    msg = "Replace deprecated BigDecimal.ROUND_HALF_UP with RoundingMode.HALF_UP"
    turns = [
        (bash("cd /workspace/invoice-pdf && git status -sb && grep -rn \"ROUND_HALF_UP\" src/"), oh_bash(
            "## main...origin/main\n" + grep, root)),
        (editor("view", tl), cat_n(tl, TAXLINE)),
        (editor("str_replace", tl, old_str=imp_t[0], new_str=imp_t[1]), oh_snip(tl, t1, 4)),
        (editor("str_replace", tl, old_str="        return base.multiply(rate).setScale(2, BigDecimal.ROUND_HALF_UP);",
                new_str="        return base.multiply(rate).setScale(2, RoundingMode.HALF_UP);"), oh_snip(tl, t2, ln(t2, "HALF_UP"))),
        (editor("view", li), cat_n(li, LINEITEM)),
        (editor("str_replace", li, old_str="import java.math.BigDecimal;\n", new_str="import java.math.BigDecimal;\nimport java.math.RoundingMode;\n"),
         oh_snip(li, l1, 4)),
        (editor("str_replace", li, old_str="        return quantity.multiply(unitPrice).setScale(2, BigDecimal.ROUND_HALF_UP);",
                new_str="        return quantity.multiply(unitPrice).setScale(2, RoundingMode.HALF_UP);"), oh_snip(li, l2, ln(l2, "unitPrice).setScale"))),
        (editor("str_replace", li, old_str="        return gross().multiply(discountPct).divide(BigDecimal.valueOf(100), 2, BigDecimal.ROUND_HALF_UP);",
                new_str="        return gross().multiply(discountPct).divide(BigDecimal.valueOf(100), 2, RoundingMode.HALF_UP);"),
         oh_snip(li, l3, ln(l3, "valueOf(100)"))),
        (bash("mvn -B test 2>&1 | tail -n 8"), oh_bash(mvn, root)),
        (bash("git add -A && git diff --cached --stat"), oh_bash(stat, root)),
        (bash(f'git commit -m "{msg}"'), oh_bash(f"[main 2c7d9e1] {msg}\n" + summary(2, ti + li_ + 2, td + ld), root)),
    ]
    rs.add(task=T, tid="h26-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Maven project /workspace/invoice-pdf (Java 21). Clean-up ticket: javac warns that BigDecimal.ROUND_HALF_UP is deprecated; switch to RoundingMode.",
           bad=True, turn=11, kind="commit summary reports more insertions than the staged diff --stat shown just before")


# ---------------------------------------------------------------- 22 Gemini CLI, Rust, jj + cargo-deny (clean)
VIEWPORT_RS = '''use glam::Vec2;

/// The visible rectangle of the map, in world units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Viewport {
    pub center: Vec2,
    pub zoom: f32,
    pub screen: Vec2,
}

impl Viewport {
    pub fn new(screen: Vec2) -> Self {
        Viewport { center: screen * 0.5, zoom: 1.0, screen }
    }

    /// Half the visible size in world units.
    pub fn half_extent(&self) -> Vec2 {
        self.screen * 0.5 / self.zoom
    }

    /// Keeps the view inside a map of `map_size` world units with its origin at (0, 0).
    pub fn clamp_to(&mut self, map_size: Vec2) {
        let half = self.half_extent();
        self.center = self.center.clamp(half, map_size - half);
    }

    pub fn world_to_screen(&self, p: Vec2) -> Vec2 {
        (p - self.center) * self.zoom + self.screen * 0.5
    }

    pub fn screen_to_world(&self, p: Vec2) -> Vec2 {
        (p - self.screen * 0.5) / self.zoom + self.center
    }

    pub fn zoom_towards(&mut self, cursor: Vec2, factor: f32) {
        let before = self.screen_to_world(cursor);
        self.zoom = (self.zoom * factor).clamp(0.125, 8.0);
        let after = self.screen_to_world(cursor);
        self.center += before - after;
    }
}
'''

VP_OLD = '''        let half = self.half_extent();
        self.center = self.center.clamp(half, map_size - half);'''
VP_NEW = '''        let half = self.half_extent();
        // When the whole map fits on screen along an axis, centre it instead of clamping
        // (glam's clamp panics when min > max).
        let axis = |c: f32, h: f32, size: f32| if 2.0 * h >= size { size * 0.5 } else { c.clamp(h, size - h) };
        self.center = Vec2::new(axis(self.center.x, half.x, map_size.x), axis(self.center.y, half.y, map_size.y));'''


def t22(rs: RowSet) -> None:
    root = "/home/oli/src/tilemap-rs"
    p = f"{root}/src/viewport.rs"
    log1 = ("@  qpvuntsm oli@fjord.dev 2025-03-02 14:03:11 3f8a21c0\n│  (empty) (no description set)\n"
            "◆  yxnrvwop oli@fjord.dev 2025-03-01 18:44:52 main 9b17e4d2\n│  camera: smooth zoom towards cursor\n"
            "◆  kmwvtzpq oli@fjord.dev 2025-02-27 10:12:37 c4d09b6a\n│  render: batch tile quads per texture atlas\n~")
    st = ("Working copy changes:\nM src/viewport.rs\nWorking copy : qpvuntsm 7d52e0b8 (no description set)\n"
          "Parent commit: yxnrvwop 9b17e4d2 main | camera: smooth zoom towards cursor")
    msg = "viewport: centre the map instead of panicking when zoomed out"
    names = ["atlas::tests::packs_power_of_two", "atlas::tests::rejects_oversized_tile", "atlas::tests::uv_rects_do_not_overlap",
             "camera::tests::pan_is_scaled_by_zoom", "camera::tests::smooth_zoom_converges", "chunk::tests::chunk_of_negative_coords",
             "chunk::tests::dirty_flag_cleared_after_upload", "chunk::tests::neighbours_at_edge", "loader::tests::csv_layer",
             "loader::tests::rejects_unknown_tileset", "loader::tests::tmx_flip_flags", "loader::tests::tmx_orthogonal_map",
             "render::tests::batches_by_atlas_page", "render::tests::culls_offscreen_chunks", "viewport::tests::clamp_keeps_view_inside",
             "viewport::tests::clamp_near_bottom_right_corner", "viewport::tests::round_trip_world_screen",
             "viewport::tests::zoom_keeps_cursor_point_fixed", "viewport::tests::zoom_limits"]
    cargo = ("   Compiling tilemap v0.2.0 (/home/oli/src/tilemap-rs)\n"
             "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.94s\n"
             "     Running unittests src/lib.rs (target/debug/deps/tilemap-5d0e2b9a7c41f3e8)\n\n"
             f"running {len(names)} tests\n" + "\n".join(f"test {n} ... ok" for n in names) +
             f"\n\ntest result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n\n"
             "   Doc-tests tilemap\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s")
    deny = ("warning[duplicate]: found 2 duplicate entries for crate 'bitflags'\n"
            f"   ┌─ {root}/Cargo.lock:6:1\n   │\n"
            " 6 │ ╭ bitflags 1.3.2 registry+https://github.com/rust-lang/crates.io-index\n"
            " 7 │ │ bitflags 2.6.0 registry+https://github.com/rust-lang/crates.io-index\n"
            "   │ ╰────────────────────────────────────────────────────────────────────┘ lock entries\n   │\n"
            "   = bitflags v1.3.2\n     └── png v0.17.13\n         └── tilemap v0.2.0\n"
            "   = bitflags v2.6.0\n     └── tilemap v0.2.0\n\n"
            "advisories ok, bans ok, licenses ok, sources ok")
    log2 = ("@  ruxwlnzs oli@fjord.dev 2025-03-02 14:20:02 5a0d7c31\n│  (empty) (no description set)\n"
            f"○  qpvuntsm oli@fjord.dev 2025-03-02 14:19:40 1e6c93fa\n│  {msg}\n"
            "◆  yxnrvwop oli@fjord.dev 2025-03-01 18:44:52 main 9b17e4d2\n│  camera: smooth zoom towards cursor\n"
            "◆  kmwvtzpq oli@fjord.dev 2025-02-27 10:12:37 c4d09b6a\n│  render: batch tile quads per texture atlas\n~")
    turns = [
        (gshell("jj log --limit 3", "Show where the working-copy change sits."), gem_run("jj log --limit 3", log1, pgid=50110)),
        (g_read(p), VIEWPORT_RS),
        (g_replace(p, VP_OLD, VP_NEW), g_replaced(p)),
        (gshell("jj st", "Show the working-copy status."), gem_run("jj st", st, pgid=50174)),
        (gshell("cargo test", "Run the unit tests."), gem_run("cargo test", cargo, pgid=50201)),
        (gshell(f'jj describe -m "{msg}"', "Describe the working-copy change."), gem_run(f'jj describe -m "{msg}"',
            f"Working copy now at: qpvuntsm 1e6c93fa {msg}\nParent commit      : yxnrvwop 9b17e4d2 main | camera: smooth zoom towards cursor", pgid=50260)),
        (gshell("jj new", "Start a fresh empty change on top."), gem_run("jj new",
            f"Working copy now at: ruxwlnzs 5a0d7c31 (empty) (no description set)\nParent commit      : qpvuntsm 1e6c93fa {msg}", pgid=50288)),
        (gshell("cargo deny check", "Check advisories, licenses and bans."), gem_run("cargo deny check", deny, pgid=50312)),
        (gshell("jj log --limit 4", "Review the change graph."), gem_run("jj log --limit 4", log2, pgid=50340)),
    ]
    rs.add(task=T, tid="h26-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Rust crate tilemap-rs at /home/oli/src/tilemap-rs, version-controlled with Jujutsu (jj) on top of git. Bug: zooming out past the map size panics in Viewport::clamp_to.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
