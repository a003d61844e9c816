# ruff: noqa: E501, W291, W293
"""holdout22, domain swe: 22 hand-written coding-agent trajectories (OpenHands and Gemini CLI styles).

Eleven carry exactly one world-model contradiction (label ``bad=True`` with the 1-based turn whose
observation contradicts an earlier one); eleven are clean but full of legitimate changes (edits the
agent made, timings, test counts that follow added tests, cache hits, restarts, pagination, re-sorted
or filtered output). File contents are kept as Python strings and edited programmatically so that line
numbers, snippets and sizes stay consistent everywhere except at the one planted contradiction.
Run: ``python -m tests.decoherence.independent.holdout22_parts.swe.make``.
"""

from __future__ import annotations

import difflib
import json
import math
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


# ---------------------------------------------------------------- helpers
def ln(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing needle."""
    seen = 0
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return i
    raise KeyError(needle)


def part(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


def nlines(text: str) -> int:
    return len(text.split("\n"))


def rep(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def view(path: str, text: str, a: int | None = None, b: int | None = None) -> str:
    if a is None:
        return cat_n(path, text)
    b = min(b or nlines(text), nlines(text))
    return cat_n(path, part(text, a, b), a)


def after_edit(path: str, new_text: str, new_str: str, ctx: int = 4) -> str:
    """OpenHands' str_replace / insert answer: the edited region with a few lines of context."""
    pos = new_text.index(new_str)
    first = new_text[:pos].count("\n") + 1
    last = first + new_str.count("\n")
    a, b = max(1, first - ctx), min(nlines(new_text), last + ctx)
    return edited(path, part(new_text, a, b), a)


def size(text: str) -> int:
    return len(text.encode("utf-8")) + 1  # files end with a newline


def numstat(old: str, new: str) -> tuple[int, int]:
    """(insertions, deletions) between two versions of a file, line-wise."""
    ins = dels = 0
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old.split("\n"), new.split("\n"), autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            dels += i2 - i1
        if tag in ("replace", "insert"):
            ins += j2 - j1
    return ins, dels


def diffstat(files: list[tuple[str, str, str]]) -> str:
    """`git diff --stat` for (path, old, new) triples (small changes, no bar scaling)."""
    rows = [(p, *numstat(o, n)) for p, o, n in files]
    w = max(len(p) for p, _, _ in rows)
    nw = max(len(str(i + d)) for _, i, d in rows)
    out = [f" {p.ljust(w)} | {str(i + d).rjust(nw)} {'+' * i}{'-' * d}" for p, i, d in rows]
    ti, td = sum(r[1] for r in rows), sum(r[2] for r in rows)
    tail = f" {len(rows)} file{'s' if len(rows) > 1 else ''} changed"
    if ti:
        tail += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        tail += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(out + [tail])


def oh(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def created(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def listing(path: str, dirs: list[str], files: list[str], ignored: int = 0) -> str:
    body = "\n".join([f"[DIR] {d}" for d in dirs] + files)
    tail = f"\n\n({ignored} git-ignored)" if ignored else ""
    return f"Directory listing for {path}:\n{body}{tail}"


def found(pattern: str, path: str, hits: list[tuple[str, list[tuple[int, str]]]]) -> str:
    n = sum(len(h) for _, h in hits)
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{path}":', "---"]
    for f, hs in hits:
        out.append(f"File: {f}")
        out.extend(f"L{i}: {t}" for i, t in hs)
        out.append("---")
    return "\n".join(out)


def dots(n: int, width: int = 72) -> str:
    """pytest -q progress lines for n passing tests."""
    out, done = [], 0
    while done < n:
        k = min(width, n - done)
        done += k
        pct = f"[{math.floor(done * 100 / n):3d}%]"
        out.append("." * k + " " * (width - k + 1) + pct)
    return "\n".join(out)


# ---------------------------------------------------------------- 01
def t01(rs: RowSet) -> None:
    """OpenHands, Python/pytest. Bad: the edited bool-coercion line reads back as the old code."""
    root = "/workspace/confloader"
    p = f"{root}/src/confloader/coerce.py"
    v0 = r'''"""Type coercion for values read from environment variables and INI files."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from typing import Any, Callable

_DURATION_RE = re.compile(r"^(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>ms|s|m|h|d)?$")
_UNIT_SECONDS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, "d": 86400.0}


class CoercionError(ValueError):
    """Raised when a raw string cannot be converted to the declared type."""

    def __init__(self, key: str, raw: str, target: str) -> None:
        super().__init__(f"{key}: cannot convert {raw!r} to {target}")
        self.key, self.raw, self.target = key, raw, target


def _coerce_bool(key: str, raw: str) -> bool:
    if raw.lower() in ("1", "true"):
        return True
    return bool(raw)


def _coerce_int(key: str, raw: str) -> int:
    try:
        return int(raw.replace("_", ""), 0)
    except ValueError:
        raise CoercionError(key, raw, "int") from None


def _coerce_float(key: str, raw: str) -> float:
    try:
        return float(raw)
    except ValueError:
        raise CoercionError(key, raw, "float") from None


def _coerce_decimal(key: str, raw: str) -> Decimal:
    try:
        return Decimal(raw.strip())
    except InvalidOperation:
        raise CoercionError(key, raw, "Decimal") from None


def _coerce_duration(key: str, raw: str) -> float:
    """Seconds as float; a bare number means seconds."""
    m = _DURATION_RE.match(raw.strip())
    if not m:
        raise CoercionError(key, raw, "duration")
    return float(m["num"]) * _UNIT_SECONDS[m["unit"] or "s"]


def _coerce_list(key: str, raw: str) -> list[str]:
    return [part.strip() for part in raw.split(",") if part.strip()]


_COERCERS: dict[str, Callable[[str, str], Any]] = {
    "bool": _coerce_bool,
    "int": _coerce_int,
    "float": _coerce_float,
    "decimal": _coerce_decimal,
    "duration": _coerce_duration,
    "list": _coerce_list,
    "str": lambda key, raw: raw,
}


def coerce(key: str, raw: str, target: str) -> Any:
    """Convert ``raw`` to ``target`` (one of the keys of ``_COERCERS``)."""
    try:
        fn = _COERCERS[target]
    except KeyError:
        raise ValueError(f"{key}: unknown type {target!r}") from None
    return fn(key, raw)'''
    old = '''def _coerce_bool(key: str, raw: str) -> bool:
    if raw.lower() in ("1", "true"):
        return True
    return bool(raw)'''
    new = '''_TRUTHY = frozenset({"1", "true", "yes", "on"})
_FALSY = frozenset({"0", "false", "no", "off", ""})


def _coerce_bool(key: str, raw: str) -> bool:
    value = raw.strip().lower()
    if value in _TRUTHY:
        return True
    if value in _FALSY:
        return False
    raise CoercionError(key, raw, "bool")'''
    v1 = rep(v0, old, new)
    bad_view = rep(v1, '    raise CoercionError(key, raw, "bool")', "    return bool(raw)")
    cb = ln(v0, "def _coerce_bool")
    reg = '"bool": _coerce_bool'
    grep_out = "\n".join([
        f"src/confloader/coerce.py:{cb}:def _coerce_bool(key: str, raw: str) -> bool:",
        f"src/confloader/coerce.py:{ln(v0, 'def _coerce_int')}:def _coerce_int(key: str, raw: str) -> int:",
        f"src/confloader/coerce.py:{ln(v0, 'def _coerce_float')}:def _coerce_float(key: str, raw: str) -> float:",
        f"src/confloader/coerce.py:{ln(v0, 'def _coerce_decimal')}:def _coerce_decimal(key: str, raw: str) -> Decimal:",
        f"src/confloader/coerce.py:{ln(v0, 'def _coerce_duration')}:def _coerce_duration(key: str, raw: str) -> float:",
        f"src/confloader/coerce.py:{ln(v0, 'def _coerce_list')}:def _coerce_list(key: str, raw: str) -> list[str]:",
        f"src/confloader/coerce.py:{ln(v0, reg)}:    {reg},",
        "src/confloader/loader.py:14:from .coerce import CoercionError, coerce",
    ])
    fail_block = '''.....FFFF.FF............                                                 [100%]
=================================== FAILURES ===================================
________________________ test_bool_false_strings[0] ____________________________
tests/test_coerce.py:17: in test_bool_false_strings
    assert _coerce_bool("FLAG", raw) is False
E   AssertionError: assert True is False
E    +  where True = _coerce_bool('FLAG', '0')
______________________ test_bool_false_strings[false] __________________________
tests/test_coerce.py:17: in test_bool_false_strings
    assert _coerce_bool("FLAG", raw) is False
E   AssertionError: assert True is False
E    +  where True = _coerce_bool('FLAG', 'false')
________________________ test_bool_false_strings[no] ___________________________
tests/test_coerce.py:17: in test_bool_false_strings
    assert _coerce_bool("FLAG", raw) is False
E   AssertionError: assert True is False
E    +  where True = _coerce_bool('FLAG', 'no')
_______________________ test_bool_false_strings[off] ___________________________
tests/test_coerce.py:17: in test_bool_false_strings
    assert _coerce_bool("FLAG", raw) is False
E   AssertionError: assert True is False
E    +  where True = _coerce_bool('FLAG', 'off')
_________________________ test_bool_strips_whitespace __________________________
tests/test_coerce.py:21: in test_bool_strips_whitespace
    assert _coerce_bool("FLAG", "  off ") is False
E   AssertionError: assert True is False
E    +  where True = _coerce_bool('FLAG', '  off ')
__________________________ test_bool_rejects_garbage ___________________________
tests/test_coerce.py:25: in test_bool_rejects_garbage
    with pytest.raises(CoercionError):
E   Failed: DID NOT RAISE <class 'confloader.coerce.CoercionError'>
=========================== short test summary info ============================
FAILED tests/test_coerce.py::test_bool_false_strings[0] - AssertionError: assert True is False
FAILED tests/test_coerce.py::test_bool_false_strings[false] - AssertionError: assert True is False
FAILED tests/test_coerce.py::test_bool_false_strings[no] - AssertionError: assert True is False
FAILED tests/test_coerce.py::test_bool_false_strings[off] - AssertionError: assert True is False
FAILED tests/test_coerce.py::test_bool_strips_whitespace - AssertionError: assert True is False
FAILED tests/test_coerce.py::test_bool_rejects_garbage - Failed: DID NOT RAISE <class 'confloader.coerce.CoercionError'>
6 failed, 18 passed in 0.23s'''
    nb = ln(v1, "def _coerce_bool")
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
a41c9e2 (HEAD -> main, origin/main) loader: support ${VAR:-default} interpolation
7be03d1 ini: preserve key case when optionxform is disabled
e5f0c88 docs: document precedence of env over file values
19da3b4 coerce: accept underscores in integer literals
c02f7a6 ci: test on Python 3.13""", root)),
        (bash('grep -rn "_coerce_bool\\|def _coerce\\|import.*coerce" src/'), oh_bash(grep_out, root)),
        (editor("view", p), view(p, v0)),
        (bash("python -m pytest tests/test_coerce.py -q --tb=short"), oh_bash(fail_block, root, 1)),
        (editor("str_replace", p, old_str=old, new_str=new), after_edit(p, v1, new)),
        (editor("view", p, view_range=[nb - 6, nb + 14]), view(p, bad_view, nb - 6, nb + 14)),
        (bash("python -m pytest tests/test_coerce.py -q"),
         oh_bash("........................                                                 [100%]\n24 passed in 0.09s", root)),
        (bash("python -m pytest -q -p no:cacheprovider"), oh_bash(dots(143) + "\n143 passed in 1.37s", root)),
        (bash("git status -s"), oh_bash(" M src/confloader/coerce.py", root)),
    ]
    rs.add(task=TASK, tid="h22-swe-01", system=oh(root), turns=turns, state=f"Repository {root}. Issue #212: CONFLOADER_DEBUG=false in the environment still enables debug mode; boolean env values like 'false', 'off', 'no' and '0' are read as True.",
           bad=True, turn=6, kind="the bool-coercion function the agent rewrote reads back with the old `return bool(raw)` line instead of the new raise, with no further edit")


# ---------------------------------------------------------------- 02
def t02(rs: RowSet) -> None:
    """Gemini CLI, TypeScript with pnpm + Vitest. Clean: optional params added, filtered run, counts follow new tests."""
    root = "/home/dev/projects/tinyroute"
    p = f"{root}/src/match.ts"
    tp = f"{root}/test/match.test.ts"
    m0 = r'''export type Params = Record<string, string>;

export interface CompiledRoute {
  pattern: string;
  regex: RegExp;
  keys: string[];
}

const cache = new Map<string, CompiledRoute>();

/** Compiles "/users/:id/posts/:postId" into a RegExp with one named group per parameter. */
export function compile(pattern: string): CompiledRoute {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const keys: string[] = [];
  const source = pattern
    .split("/")
    .map((seg) => {
      if (seg.startsWith(":")) {
        const key = seg.slice(1);
        keys.push(key);
        return `(?<${key}>[^/]+)`;
      }
      if (seg === "*") {
        keys.push("wildcard");
        return "(?<wildcard>.*)";
      }
      return seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  const compiled = { pattern, regex: new RegExp(`^${source}/?$`), keys };
  cache.set(pattern, compiled);
  return compiled;
}

export function match(pattern: string, path: string): Params | null {
  const { regex, keys } = compile(pattern);
  const m = regex.exec(path);
  if (!m) return null;
  const params: Params = {};
  for (const key of keys) {
    const value = m.groups?.[key];
    if (value !== undefined) params[key] = decodeURIComponent(value);
  }
  return params;
}'''
    old = r'''  const source = pattern
    .split("/")
    .map((seg) => {
      if (seg.startsWith(":")) {
        const key = seg.slice(1);
        keys.push(key);
        return `(?<${key}>[^/]+)`;
      }
      if (seg === "*") {
        keys.push("wildcard");
        return "(?<wildcard>.*)";
      }
      return seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  const compiled = { pattern, regex: new RegExp(`^${source}/?$`), keys };'''
    new = r'''  let source = "";
  for (const seg of pattern.split("/").slice(1)) {
    if (seg.startsWith(":")) {
      // ":id?" makes the segment *and* its leading slash optional.
      const optional = seg.endsWith("?");
      const key = optional ? seg.slice(1, -1) : seg.slice(1);
      keys.push(key);
      source += optional ? `(?:/(?<${key}>[^/]+))?` : `/(?<${key}>[^/]+)`;
    } else if (seg === "*") {
      keys.push("wildcard");
      source += "/(?<wildcard>.*)";
    } else {
      source += "/" + seg.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
    }
  }
  const compiled = { pattern, regex: new RegExp(`^${source}/?$`), keys };'''
    m1 = rep(m0, old, new)
    anchor = 'describe("wildcards", () => {'
    block = '''describe("optional params", () => {
  it("matches with the optional segment present", () => {
    expect(match("/posts/:id?", "/posts/42")).toEqual({ id: "42" });
  });

  it("matches without the optional segment", () => {
    expect(match("/posts/:id?", "/posts")).toEqual({});
    expect(match("/posts/:id?", "/posts/")).toEqual({});
  });

  it("keeps required params required", () => {
    expect(match("/users/:uid/posts/:id?", "/users")).toBeNull();
    expect(match("/users/:uid/posts/:id?", "/users/7/posts")).toEqual({ uid: "7" });
  });
});

'''
    search = found("describe\\(", f"{root}/test", [
        ("match.test.ts", [(4, 'describe("static paths", () => {'), (31, 'describe("named params", () => {'),
                           (78, 'describe("wildcards", () => {'), (104, 'describe("escaping and decoding", () => {'),
                           (131, 'describe("compile cache", () => {')]),
        ("router.test.ts", [(9, 'describe("Router", () => {'), (88, 'describe("Router.mount", () => {')]),
    ])

    def vitest(start: str, dur: str, detail: str, match_line: str, router_line: str, files: str, tests: str) -> str:
        return f''' RUN  v2.1.4 {root}

{router_line}
{match_line}

 Test Files  {files}
      Tests  {tests}
   Start at  {start}
   Duration  {dur} ({detail})
'''

    r1 = vitest("10:14:07", "612ms", "transform 71ms, setup 0ms, collect 96ms, tests 16ms, environment 0ms, prepare 221ms",
                " ✓ test/match.test.ts (24 tests) 7ms", " ✓ test/router.test.ts (17 tests) 9ms", "2 passed (2)", "41 passed (41)")
    r2 = vitest("10:16:52", "498ms", "transform 64ms, setup 0ms, collect 90ms, tests 3ms, environment 0ms, prepare 204ms",
                " ✓ test/match.test.ts (27 tests | 24 skipped) 3ms", " ↓ test/router.test.ts (17 tests | 17 skipped)",
                "1 passed | 1 skipped (2)", "3 passed | 41 skipped (44)")
    r3 = vitest("10:17:20", "640ms", "transform 69ms, setup 0ms, collect 101ms, tests 18ms, environment 0ms, prepare 219ms",
                " ✓ test/match.test.ts (27 tests) 8ms", " ✓ test/router.test.ts (17 tests) 10ms", "2 passed (2)", "44 passed (44)")
    final = (" M src/match.ts\n M test/match.test.ts\n" +
             diffstat([("src/match.ts", m0, m1), ("test/match.test.ts", anchor, block + anchor)]))
    turns = [
        (call("list_directory", path=root),
         listing(root, ["src", "test"], ["CHANGELOG.md", "README.md", "package.json", "pnpm-lock.yaml", "tsconfig.json", "vitest.config.ts"], ignored=2)),
        (call("read_file", absolute_path=p), m0),
        (gshell("pnpm vitest run", "Run the test suite once."), gem_run("pnpm vitest run", r1, pgid=31822)),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (call("search_file_content", pattern="describe\\(", path=f"{root}/test"), search),
        (call("replace", file_path=tp, old_string=anchor, new_string=block + anchor), replaced(tp)),
        (gshell('pnpm vitest run -t "optional"', "Run only the new optional-param tests."), gem_run('pnpm vitest run -t "optional"', r2, pgid=31907)),
        (gshell("pnpm vitest run", "Run the full suite."), gem_run("pnpm vitest run", r3, pgid=31950)),
        (gshell("pnpm tsc --noEmit && git status --short && git diff --stat", "Type-check and summarise the change."),
         gem_run("pnpm tsc --noEmit && git status --short && git diff --stat", final, pgid=31988)),
    ]
    rs.add(task=TASK, tid="h22-swe-02", system=gem(root), turns=turns,
           state=f"Project {root} (tiny TypeScript router, pnpm + Vitest). Feature: support optional parameters such as `/posts/:id?`.")


# ---------------------------------------------------------------- 03
def t03(rs: RowSet) -> None:
    """OpenHands, Rust/cargo. Bad: after adding two tests the run shows 15, an old test silently gone."""
    root = "/workspace/durfmt"
    p = f"{root}/src/parse.rs"
    v0 = r'''//! Parsing of human-written durations such as `1h30m` or `45s`.

use std::fmt;
use std::time::Duration;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    MissingUnit(String),
    UnknownUnit(String),
    Overflow,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => write!(f, "empty duration"),
            ParseError::MissingUnit(n) => write!(f, "number {n} has no unit"),
            ParseError::UnknownUnit(u) => write!(f, "unknown unit {u:?}"),
            ParseError::Overflow => write!(f, "duration overflows u64 seconds"),
        }
    }
}

impl std::error::Error for ParseError {}

/// Parses a duration like `2h`, `1h30m` or `90s`.
pub fn parse(input: &str) -> Result<Duration, ParseError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ParseError::Empty);
    }
    let mut total: u64 = 0;
    let mut digits = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let mut unit = String::from(c);
        while let Some(&n) = chars.peek() {
            if n.is_ascii_alphabetic() {
                unit.push(n);
                chars.next();
            } else {
                break;
            }
        }
        let n: u64 = digits.parse().map_err(|_| ParseError::Overflow)?;
        digits.clear();
        let secs = match unit.as_str() {
            "d" => n.checked_mul(86_400),
            "h" => n.checked_mul(3_600),
            "m" => n.checked_mul(60),
            "s" => Some(n),
            other => return Err(ParseError::UnknownUnit(other.to_string())),
        }
        .ok_or(ParseError::Overflow)?;
        total = total.checked_add(secs).ok_or(ParseError::Overflow)?;
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(Duration::from_secs(total))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(n: u64) -> Result<Duration, ParseError> {
        Ok(Duration::from_secs(n))
    }

    #[test]
    fn parses_seconds() {
        assert_eq!(parse("45s"), secs(45));
    }

    #[test]
    fn parses_minutes() {
        assert_eq!(parse("3m"), secs(180));
    }

    #[test]
    fn parses_hours() {
        assert_eq!(parse("2h"), secs(7_200));
    }

    #[test]
    fn parses_days() {
        assert_eq!(parse("1d"), secs(86_400));
    }

    #[test]
    fn parses_compound_hours_minutes() {
        assert_eq!(parse("1h30m"), secs(5_400));
    }

    #[test]
    fn parses_compound_all_units() {
        assert_eq!(parse("1d2h3m4s"), secs(93_784));
    }

    #[test]
    fn trims_whitespace() {
        assert_eq!(parse("  10m \n"), secs(600));
    }

    #[test]
    fn zero_is_allowed() {
        assert_eq!(parse("0s"), secs(0));
    }

    #[test]
    fn rejects_empty() {
        assert_eq!(parse("   "), Err(ParseError::Empty));
    }

    #[test]
    fn rejects_missing_unit() {
        assert_eq!(parse("1h30"), Err(ParseError::MissingUnit("30".into())));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse("5w"), Err(ParseError::UnknownUnit("w".into())));
    }

    #[test]
    fn rejects_overflow() {
        assert_eq!(parse("99999999999999999999d"), Err(ParseError::Overflow));
    }

    #[test]
    fn max_seconds_does_not_overflow() {
        assert_eq!(parse("18446744073709551615s"), secs(u64::MAX));
    }

    #[test]
    fn display_messages() {
        assert_eq!(ParseError::UnknownUnit("w".into()).to_string(), "unknown unit \"w\"");
        assert_eq!(ParseError::MissingUnit("30".into()).to_string(), "number 30 has no unit");
    }
}'''
    old1 = '''        let secs = match unit.as_str() {
            "d" => n.checked_mul(86_400),
            "h" => n.checked_mul(3_600),
            "m" => n.checked_mul(60),
            "s" => Some(n),
            other => return Err(ParseError::UnknownUnit(other.to_string())),
        }
        .ok_or(ParseError::Overflow)?;
        total = total.checked_add(secs).ok_or(ParseError::Overflow)?;
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(Duration::from_secs(total))'''
    new1 = '''        // `total` counts milliseconds so that `ms` can be mixed with the other units.
        let millis = match unit.as_str() {
            "d" => n.checked_mul(86_400_000),
            "h" => n.checked_mul(3_600_000),
            "m" => n.checked_mul(60_000),
            "s" => n.checked_mul(1_000),
            "ms" => Some(n),
            other => return Err(ParseError::UnknownUnit(other.to_string())),
        }
        .ok_or(ParseError::Overflow)?;
        total = total.checked_add(millis).ok_or(ParseError::Overflow)?;
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(Duration::from_millis(total))'''
    v1 = rep(v0, old1, new1)
    anchor = '''    #[test]
    fn display_messages() {'''
    ins_line = ln(v1, "fn display_messages") - 2  # after the blank line that precedes it
    new_tests = '''    #[test]
    fn parses_milliseconds() {
        assert_eq!(parse("250ms"), Ok(Duration::from_millis(250)));
    }

    #[test]
    fn parses_seconds_and_millis() {
        assert_eq!(parse("1s500ms"), Ok(Duration::from_millis(1_500)));
    }
'''
    v2 = rep(v1, anchor, new_tests + "\n" + anchor)
    old3 = '''    let mut total: u64 = 0;'''
    new3 = '''    let mut total = Duration::ZERO;'''
    v3 = rep(v2, old3, new3)
    old4 = '''        // `total` counts milliseconds so that `ms` can be mixed with the other units.
        let millis = match unit.as_str() {
            "d" => n.checked_mul(86_400_000),
            "h" => n.checked_mul(3_600_000),
            "m" => n.checked_mul(60_000),
            "s" => n.checked_mul(1_000),
            "ms" => Some(n),
            other => return Err(ParseError::UnknownUnit(other.to_string())),
        }
        .ok_or(ParseError::Overflow)?;
        total = total.checked_add(millis).ok_or(ParseError::Overflow)?;
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(Duration::from_millis(total))'''
    new4 = '''        // Accumulate as a Duration so `ms` mixes with the other units without
        // shrinking the representable range to u64 milliseconds.
        let part = match unit.as_str() {
            "d" => n.checked_mul(86_400).map(Duration::from_secs),
            "h" => n.checked_mul(3_600).map(Duration::from_secs),
            "m" => n.checked_mul(60).map(Duration::from_secs),
            "s" => Some(Duration::from_secs(n)),
            "ms" => Some(Duration::from_millis(n)),
            other => return Err(ParseError::UnknownUnit(other.to_string())),
        }
        .ok_or(ParseError::Overflow)?;
        total = total.checked_add(part).ok_or(ParseError::Overflow)?;
    }
    if !digits.is_empty() {
        return Err(ParseError::MissingUnit(digits));
    }
    Ok(total)'''
    v4 = rep(v3, old4, new4)
    # turn 7 is one str_replace covering both the accumulator declaration and the match block
    old7 = part(v2, ln(v2, "let mut total: u64"), ln(v2, "Ok(Duration::from_millis(total))"))
    new7 = part(v4, ln(v4, "let mut total = Duration::ZERO"), ln(v4, "    Ok(total)"))
    assert rep(v2, old7, new7) == v4

    base = ["display_messages", "max_seconds_does_not_overflow", "parses_compound_all_units",
            "parses_compound_hours_minutes", "parses_days", "parses_hours", "parses_minutes", "parses_seconds",
            "rejects_empty", "rejects_missing_unit", "rejects_overflow", "rejects_unknown_unit",
            "trims_whitespace", "zero_is_allowed"]
    added = ["parses_milliseconds", "parses_seconds_and_millis"]

    def run(names: list[str], failed: list[str], secs: str, compiled: bool = True) -> str:
        head = ("   Compiling durfmt v0.2.0 (/workspace/durfmt)\n" if compiled else "") + \
            f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}\n" \
            "     Running unittests src/lib.rs (target/debug/deps/durfmt-3f9c1b2e7a4d6e10)\n\n"
        body = f"running {len(names)} tests\n" + "\n".join(
            f"test parse::tests::{n} ... {'FAILED' if n in failed else 'ok'}" for n in sorted(names))
        if failed:
            fl = failed[0]
            body += f'''

failures:

---- parse::tests::{fl} stdout ----
thread 'parse::tests::{fl}' panicked at src/parse.rs:{ln(v2, "fn " + fl) + 1}:9:
assertion `left == right` failed
  left: Err(Overflow)
 right: Ok(18446744073709551615s)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    parse::tests::{fl}

test result: FAILED. {len(names) - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`'''
            return head + body
        body += f"\n\ntest result: ok. {len(names)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n"
        body += '''
   Doc-tests durfmt

running 2 tests
test src/lib.rs - (line 7) ... ok
test src/lib.rs - format (line 21) ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.29s'''
        return head + body

    cargo_toml = '''[package]
name = "durfmt"
version = "0.2.0"
edition = "2021"
rust-version = "1.74"
description = "Parse and format human-readable durations (1h30m, 45s)"
license = "MIT OR Apache-2.0"
repository = "https://github.com/mkroll/durfmt"
keywords = ["duration", "parse", "humantime"]
categories = ["parsing", "date-and-time"]

[dependencies]

[dev-dependencies]'''
    ls = f'''total 44
drwxr-xr-x 6 root root 4096 Mar 10 08:12 .
drwxr-xr-x 3 root root 4096 Mar 10 08:11 ..
drwxr-xr-x 8 root root 4096 Mar 10 08:12 .git
-rw-r--r-- 1 root root    8 Mar 10 08:11 .gitignore
-rw-r--r-- 1 root root  150 Mar 10 08:11 Cargo.lock
-rw-r--r-- 1 root root  {size(cargo_toml)} Mar 10 08:11 Cargo.toml
-rw-r--r-- 1 root root 1071 Mar 10 08:11 LICENSE-MIT
-rw-r--r-- 1 root root 1318 Mar 10 08:11 README.md
drwxr-xr-x 2 root root 4096 Mar 10 08:11 src
drwxr-xr-x 3 root root 4096 Mar 10 08:12 target
{cargo_toml}'''
    bad_names = [n for n in base if n != "parses_compound_hours_minutes"] + added
    turns = [
        (bash(f"cd {root} && ls -la && cat Cargo.toml"), oh_bash(ls, root)),
        (editor("view", p), view(p, v0)),
        (bash("cargo test 2>&1"), oh_bash(run(base, [], "1.84s"), root)),
        (editor("str_replace", p, old_str=old1, new_str=new1), after_edit(p, v1, new1)),
        (editor("insert", p, insert_line=ins_line, new_str=new_tests), after_edit(p, v2, new_tests)),
        (bash("cargo test 2>&1"), oh_bash(run(base + added, ["max_seconds_does_not_overflow"], "0.71s"), root, 101)),
        (editor("str_replace", p, old_str=old7, new_str=new7), after_edit(p, v4, new7)),
        (bash("cargo test 2>&1"), oh_bash(run(bad_names, [], "0.66s"), root)),
    ]
    rs.add(task=TASK, tid="h22-swe-03", system=oh(root), turns=turns,
           state=f"Repository {root} (Rust crate durfmt). Task: accept millisecond units (`250ms`, `1s500ms`) in `parse`, keeping the full u64-seconds range.",
           bad=True, turn=8, kind="after two tests were added (14 -> 16, as the previous run showed) the final cargo test runs only 15; the existing test parses_compound_hours_minutes vanished with no deletion")


# ---------------------------------------------------------------- 04
def t04(rs: RowSet) -> None:
    """Gemini CLI, Go. Bad: the fix commit shows up under a different hash in git log, no amend/rebase."""
    root = "/home/dev/src/ratelimit"
    p = f"{root}/limiter.go"
    v0 = '''// Package ratelimit implements a token-bucket rate limiter.
package ratelimit

import (
\t"sync"
\t"time"
)

// Clock abstracts time so tests can drive the limiter deterministically.
type Clock interface {
\tNow() time.Time
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }

// Limiter is a token bucket that refills at rate tokens per second, up to burst.
type Limiter struct {
\tmu     sync.Mutex
\trate   float64
\tburst  float64
\ttokens float64
\tlast   time.Time
\tclock  Clock
}

// New returns a Limiter that starts full.
func New(rate float64, burst int) *Limiter {
\treturn NewWithClock(rate, burst, realClock{})
}

// NewWithClock is New with an injectable clock.
func NewWithClock(rate float64, burst int, c Clock) *Limiter {
\treturn &Limiter{rate: rate, burst: float64(burst), tokens: float64(burst), last: c.Now(), clock: c}
}

// refill must be called with l.mu held.
func (l *Limiter) refill(now time.Time) {
\telapsed := now.Sub(l.last).Seconds()
\tif elapsed <= 0 {
\t\treturn
\t}
\tl.tokens = min(l.burst, l.tokens+elapsed*l.rate)
\tl.last = now
}

// Allow reports whether a token is available and, if so, consumes it.
func (l *Limiter) Allow() bool {
\tl.refill(l.clock.Now())
\tif l.tokens < 1 {
\t\treturn false
\t}
\tl.tokens--
\treturn true
}

// Tokens returns the current number of tokens, for metrics.
func (l *Limiter) Tokens() float64 {
\tl.mu.Lock()
\tdefer l.mu.Unlock()
\tl.refill(l.clock.Now())
\treturn l.tokens
}'''
    old = "func (l *Limiter) Allow() bool {\n\tl.refill(l.clock.Now())"
    new = "func (l *Limiter) Allow() bool {\n\tl.mu.Lock()\n\tdefer l.mu.Unlock()\n\tl.refill(l.clock.Now())"
    assert "l.mu.Lock()\n\tdefer l.mu.Unlock()\n\tl.refill" in rep(v0, old, new)
    r_read = ln(v0, "elapsed := now.Sub(l.last)")
    r_allow = ln(v0, "\tl.refill(l.clock.Now())")
    w_tok = ln(v0, "\tl.tokens--")
    race = f'''==================
WARNING: DATA RACE
Read at 0x00c00011a0d0 by goroutine 14:
  github.com/halvard/ratelimit.(*Limiter).refill()
      {root}/limiter.go:{r_read} +0x64
  github.com/halvard/ratelimit.(*Limiter).Allow()
      {root}/limiter.go:{r_allow} +0x5c
  github.com/halvard/ratelimit.TestAllowConcurrent.func1()
      {root}/limiter_test.go:71 +0x8c

Previous write at 0x00c00011a0d0 by goroutine 13:
  github.com/halvard/ratelimit.(*Limiter).Allow()
      {root}/limiter.go:{w_tok} +0x1b4
  github.com/halvard/ratelimit.TestAllowConcurrent.func1()
      {root}/limiter_test.go:71 +0x8c

Goroutine 14 (running) created at:
  github.com/halvard/ratelimit.TestAllowConcurrent()
      {root}/limiter_test.go:68 +0x12c
  testing.tRunner()
      /usr/local/go/src/testing/testing.go:1690 +0x226

Goroutine 13 (finished) created at:
  github.com/halvard/ratelimit.TestAllowConcurrent()
      {root}/limiter_test.go:68 +0x12c
  testing.tRunner()
      /usr/local/go/src/testing/testing.go:1690 +0x226
==================
--- FAIL: TestAllowConcurrent (0.02s)
    testing.go:1399: race detected during execution of test
FAIL
FAIL\tgithub.com/halvard/ratelimit\t0.058s
?   \tgithub.com/halvard/ratelimit/internal/fakeclock\t[no test files]
FAIL'''
    changelog = '''# Changelog

All notable changes to this project are documented here. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [Unreleased]

### Added
- `Tokens()` accessor for exporting the bucket level as a metric.

## [0.3.0] - 2025-01-19

### Changed
- The limiter takes an injectable `Clock` (`NewWithClock`); `New` keeps using wall time.

### Fixed
- Refill no longer overshoots `burst` after long idle periods.

## [0.2.0] - 2024-11-02

### Added
- `Wait(ctx)` blocks until a token is available or the context is done.'''
    cl_old = "### Added\n- `Tokens()` accessor for exporting the bucket level as a metric."
    cl_new = cl_old + "\n\n### Fixed\n- `Allow()` now holds the mutex while refilling and consuming, fixing a data race under concurrent use."
    turns = [
        (gshell("git status && git log --oneline -4", "Check the working tree and recent history."),
         gem_run("git status && git log --oneline -4", """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
e19b2a4 (HEAD -> main, origin/main) add Tokens() accessor for metrics
b7705c1 test: concurrent Allow stress test
3d2f9e0 inject Clock into Limiter
8a1c44b initial token bucket""")),
        (call("read_file", absolute_path=p), v0),
        (gshell("go test -race ./...", "Run the test suite with the race detector."),
         gem_run("go test -race ./...", race, code=1, pgid=40388)),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (gshell("go test -race -count=1 ./...", "Re-run the tests with the race detector."),
         gem_run("go test -race -count=1 ./...", "ok  \tgithub.com/halvard/ratelimit\t1.094s\n?   \tgithub.com/halvard/ratelimit/internal/fakeclock\t[no test files]", pgid=40502)),
        (gshell('git add limiter.go && git commit -m "fix: hold mutex in Allow to avoid data race"', "Commit the fix."),
         gem_run('git add limiter.go && git commit -m "fix: hold mutex in Allow to avoid data race"',
                 "[main 7c3e91a] fix: hold mutex in Allow to avoid data race\n 1 file changed, 2 insertions(+)", pgid=40577)),
        (call("read_file", absolute_path=f"{root}/CHANGELOG.md"), changelog),
        (call("replace", file_path=f"{root}/CHANGELOG.md", old_string=cl_old, new_string=cl_new), replaced(f"{root}/CHANGELOG.md")),
        (gshell("git log --oneline -5 && git status --short", "Confirm history and pending changes."),
         gem_run("git log --oneline -5 && git status --short", """4b8d0f2 (HEAD -> main) fix: hold mutex in Allow to avoid data race
e19b2a4 (origin/main) add Tokens() accessor for metrics
b7705c1 test: concurrent Allow stress test
3d2f9e0 inject Clock into Limiter
8a1c44b initial token bucket
 M CHANGELOG.md""", pgid=40613)),
        (gshell("go vet ./... && gofmt -l .", "Vet and check formatting."),
         gem_run("go vet ./... && gofmt -l .", "", pgid=40688)),
    ]
    rs.add(task=TASK, tid="h22-swe-04", system=gem(root), turns=turns,
           state=f"Project {root} (Go module github.com/halvard/ratelimit). Issue: `go test -race` reports a data race in Limiter.Allow under concurrent callers.",
           bad=True, turn=9, kind="the fix commit created as 7c3e91a appears in git log as 4b8d0f2, with no amend, rebase or reset in between")


# ---------------------------------------------------------------- 05
MVN_HEAD = '''[INFO] Scanning for projects...
[INFO] 
[INFO] -------------------< com.northwind:invoice-service >--------------------
[INFO] Building invoice-service 1.4.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO] 
[INFO] --- resources:3.3.1:resources (default-resources) @ invoice-service ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO] 
[INFO] --- compiler:3.13.0:compile (default-compile) @ invoice-service ---
'''


def mvn_tail(ok: bool, total: str, at: str) -> str:
    return f'''[INFO] ------------------------------------------------------------------------
[INFO] BUILD {"SUCCESS" if ok else "FAILURE"}
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  {total}
[INFO] Finished at: {at}
[INFO] ------------------------------------------------------------------------'''


def t05(rs: RowSet) -> None:
    """OpenHands, Java/Maven. Clean: rounding fix, test added, counts and times move as they should."""
    root = "/workspace/invoice-service"
    p = f"{root}/src/main/java/com/northwind/invoice/tax/TaxCalculator.java"
    tp = f"{root}/src/test/java/com/northwind/invoice/tax/TaxCalculatorTest.java"
    v0 = '''package com.northwind.invoice.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Objects;

/**
 * Computes VAT for invoice lines. Amounts are rounded to cents per line,
 * as required by the invoicing rules of the tax authority (commercial rounding).
 */
public final class TaxCalculator {

    private static final int SCALE = 2;

    private final BigDecimal rate;

    public TaxCalculator(BigDecimal rate) {
        Objects.requireNonNull(rate, "rate");
        if (rate.signum() < 0 || rate.compareTo(BigDecimal.ONE) > 0) {
            throw new IllegalArgumentException("rate must be in [0, 1]: " + rate);
        }
        this.rate = rate;
    }

    public BigDecimal rate() {
        return rate;
    }

    public BigDecimal taxFor(BigDecimal net) {
        Objects.requireNonNull(net, "net");
        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_EVEN);
    }

    public BigDecimal grossFor(BigDecimal net) {
        return net.setScale(SCALE, RoundingMode.UNNECESSARY).add(taxFor(net));
    }
}'''
    old = "        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_EVEN);"
    new = "        // Commercial rounding: 0.005 always rounds away from zero (not banker's rounding).\n        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_UP);"
    v1 = rep(v0, old, new)
    test_old = '''    @Test
    void roundsHalfUpOnThirdDecimal() {
        TaxCalculator calc = new TaxCalculator(new BigDecimal("0.19"));
        assertEquals(new BigDecimal("2.19"), calc.taxFor(new BigDecimal("11.50")));
    }'''
    test_new = test_old + '''

    @Test
    void roundsHalfUpForNegativeCreditNoteLines() {
        TaxCalculator calc = new TaxCalculator(new BigDecimal("0.19"));
        assertEquals(new BigDecimal("-2.19"), calc.taxFor(new BigDecimal("-11.50")));
        assertEquals(new BigDecimal("-13.69"), calc.grossFor(new BigDecimal("-11.50")));
    }'''
    fail = MVN_HEAD + '''[INFO] Nothing to compile - all classes are up to date.
[INFO] 
[INFO] --- resources:3.3.1:testResources (default-testResources) @ invoice-service ---
[INFO] Copying 1 resource from src/test/resources to target/test-classes
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ invoice-service ---
[INFO] Nothing to compile - all classes are up to date.
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ invoice-service ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.northwind.invoice.tax.TaxCalculatorTest
[ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.074 s <<< FAILURE! -- in com.northwind.invoice.tax.TaxCalculatorTest
[ERROR] com.northwind.invoice.tax.TaxCalculatorTest.roundsHalfUpOnThirdDecimal -- Time elapsed: 0.011 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <2.19> but was: <2.18>
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:177)
\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
\tat com.northwind.invoice.tax.TaxCalculatorTest.roundsHalfUpOnThirdDecimal(TaxCalculatorTest.java:46)
\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

[INFO] 
[INFO] Results:
[INFO] 
[ERROR] Failures: 
[ERROR]   TaxCalculatorTest.roundsHalfUpOnThirdDecimal:46 expected: <2.19> but was: <2.18>
[INFO] 
[ERROR] Tests run: 7, Failures: 1, Errors: 0, Skipped: 0
[INFO] 
''' + mvn_tail(False, "3.914 s", "2025-03-11T09:41:52Z") + '''
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project invoice-service: There are test failures.
[ERROR] 
[ERROR] Please refer to /workspace/invoice-service/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]'''
    fail = fail.replace("\\t", "\t")
    one_ok = MVN_HEAD + '''[INFO] Recompiling the module because of changed source code.
[INFO] Compiling 14 source files with javac [debug release 17] to target/classes
[INFO] 
[INFO] --- resources:3.3.1:testResources (default-testResources) @ invoice-service ---
[INFO] Copying 1 resource from src/test/resources to target/test-classes
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ invoice-service ---
[INFO] Recompiling the module because of changed dependency.
[INFO] Compiling 6 source files with javac [debug release 17] to target/test-classes
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ invoice-service ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.northwind.invoice.tax.TaxCalculatorTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.069 s -- in com.northwind.invoice.tax.TaxCalculatorTest
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
''' + mvn_tail(True, "5.207 s", "2025-03-11T09:43:30Z")
    classes = [("com.northwind.invoice.InvoiceTest", 12, "0.142"), ("com.northwind.invoice.LineItemTest", 9, "0.031"),
               ("com.northwind.invoice.numbering.InvoiceNumberGeneratorTest", 12, "0.058"),
               ("com.northwind.invoice.pdf.InvoiceRendererTest", 11, "1.377"),
               ("com.northwind.invoice.tax.TaxCalculatorTest", 8, "0.066"), ("com.northwind.invoice.tax.TaxRegistryTest", 6, "0.024")]
    total = sum(c[1] for c in classes)
    runs = "\n".join(f"[INFO] Running {c}\n[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in {c}" for c, n, t in classes)
    all_ok = MVN_HEAD + '''[INFO] Nothing to compile - all classes are up to date.
[INFO] 
[INFO] --- resources:3.3.1:testResources (default-testResources) @ invoice-service ---
[INFO] Copying 1 resource from src/test/resources to target/test-classes
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ invoice-service ---
[INFO] Recompiling the module because of changed source code.
[INFO] Compiling 6 source files with javac [debug release 17] to target/test-classes
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ invoice-service ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
''' + runs + f'''
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
''' + mvn_tail(True, "7.881 s", "2025-03-11T09:45:12Z")
    # the edited test method sits at lines 43-47 of the test file; show it with 4 lines of context
    pre = ['        assertThrows(IllegalArgumentException.class, () -> new TaxCalculator(new BigDecimal("-0.01")));',
           '        assertThrows(IllegalArgumentException.class, () -> new TaxCalculator(new BigDecimal("1.01")));',
           "    }", ""]
    ins_snip = edited(tp, "\n".join(pre + test_new.split("\n") + ["}"]), 39)
    diff = '''diff --git a/src/main/java/com/northwind/invoice/tax/TaxCalculator.java b/src/main/java/com/northwind/invoice/tax/TaxCalculator.java
index 5d1e0a7..c93b2f4 100644
--- a/src/main/java/com/northwind/invoice/tax/TaxCalculator.java
+++ b/src/main/java/com/northwind/invoice/tax/TaxCalculator.java
@@ -28,7 +28,8 @@ public final class TaxCalculator {
 
     public BigDecimal taxFor(BigDecimal net) {
         Objects.requireNonNull(net, "net");
-        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_EVEN);
+        // Commercial rounding: 0.005 always rounds away from zero (not banker's rounding).
+        return net.multiply(rate).setScale(SCALE, RoundingMode.HALF_UP);
     }
 
     public BigDecimal grossFor(BigDecimal net) {
diff --git a/src/test/java/com/northwind/invoice/tax/TaxCalculatorTest.java b/src/test/java/com/northwind/invoice/tax/TaxCalculatorTest.java
index 88f04c1..0e7a6d9 100644
--- a/src/test/java/com/northwind/invoice/tax/TaxCalculatorTest.java
+++ b/src/test/java/com/northwind/invoice/tax/TaxCalculatorTest.java
@@ -45,4 +45,11 @@ class TaxCalculatorTest {
         TaxCalculator calc = new TaxCalculator(new BigDecimal("0.19"));
         assertEquals(new BigDecimal("2.19"), calc.taxFor(new BigDecimal("11.50")));
     }
+
+    @Test
+    void roundsHalfUpForNegativeCreditNoteLines() {
+        TaxCalculator calc = new TaxCalculator(new BigDecimal("0.19"));
+        assertEquals(new BigDecimal("-2.19"), calc.taxFor(new BigDecimal("-11.50")));
+        assertEquals(new BigDecimal("-13.69"), calc.grossFor(new BigDecimal("-11.50")));
+    }
 }'''
    assert ln(v0, "HALF_EVEN") == 31 and part(v0, 28, 34).startswith("\n    public BigDecimal taxFor")
    turns = [
        (bash(f"cd {root} && git status -s && git log --oneline -3 && ls"),
         oh_bash("""6f2d0b9 (HEAD -> main, origin/main) pdf: embed DejaVu Sans for non-Latin customer names
c81a4e3 numbering: reset sequence per fiscal year
a9d7e52 tax: load rates from tax-rates.yaml
README.md
docs
mvnw
mvnw.cmd
pom.xml
src
target""", root)),
        (bash("mvn -o test -Dtest=TaxCalculatorTest"), oh_bash(fail, root, 1)),
        (editor("view", p), view(p, v0)),
        (editor("str_replace", p, old_str=old, new_str=new), after_edit(p, v1, new)),
        (bash("mvn -o test -Dtest=TaxCalculatorTest"), oh_bash(one_ok, root)),
        (editor("str_replace", tp, old_str=test_old, new_str=test_new), ins_snip),
        (bash("mvn -o test"), oh_bash(all_ok, root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("mvn -o -q package -DskipTests && ls -l target/*.jar && date -u"),
         oh_bash("-rw-r--r-- 1 root root 48213 Mar 11 09:46 target/invoice-service-1.4.0-SNAPSHOT.jar\nTue Mar 11 09:46:27 UTC 2025", root)),
    ]
    rs.add(task=TASK, tid="h22-swe-05", system=oh(root), turns=turns,
           state=f"Repository {root}. Ticket FIN-388: VAT on an 11.50 EUR line at 19% is printed as 2.18; the accountants expect commercial rounding (2.19).")


# ---------------------------------------------------------------- 06
def t06(rs: RowSet) -> None:
    """Gemini CLI, Python/nox. Bad: the test file removed with git rm is listed again in tests/."""
    root = "/home/dev/code/slugkit"
    init0 = '''"""slugkit: URL slugs with transliteration for 40+ scripts."""

from .core import SlugOptions, slugify, unique_slug
from .legacy import slugify_legacy  # deprecated since 2.4, removed in 3.0
from .translit import register_table, transliterate

__all__ = [
    "SlugOptions",
    "register_table",
    "slugify",
    "slugify_legacy",
    "transliterate",
    "unique_slug",
]

__version__ = "3.0.0.dev0"'''
    old = '''from .core import SlugOptions, slugify, unique_slug
from .legacy import slugify_legacy  # deprecated since 2.4, removed in 3.0
from .translit import register_table, transliterate

__all__ = [
    "SlugOptions",
    "register_table",
    "slugify",
    "slugify_legacy",
    "transliterate",'''
    new = '''from .core import SlugOptions, slugify, unique_slug
from .translit import register_table, transliterate

__all__ = [
    "SlugOptions",
    "register_table",
    "slugify",
    "transliterate",'''
    search = found("legacy", root, [
        ("CHANGELOG.md", [(12, "- `slugkit.legacy.slugify_legacy` is deprecated and will be removed in 3.0 (use `slugify(..., options=SlugOptions(ascii_only=True))`).")]),
        ("slugkit/__init__.py", [(ln(init0, "from .legacy"), "from .legacy import slugify_legacy  # deprecated since 2.4, removed in 3.0"),
                                 (ln(init0, '"slugify_legacy",'), '    "slugify_legacy",')]),
        ("slugkit/legacy.py", [(1, '"""Deprecated 1.x slug API, kept for backwards compatibility until 3.0."""'),
                               (12, "def slugify_legacy(text: str, sep: str = \"-\") -> str:"),
                               (14, '        "slugify_legacy() is deprecated; use slugify(text, options=SlugOptions(ascii_only=True))",')]),
        ("tests/test_legacy.py", [(3, "from slugkit.legacy import slugify_legacy"),
                                  (6, "def test_legacy_matches_1x_output():"),
                                  (12, "def test_legacy_warns():")]),
    ])
    changelog = '''# Changelog

## 3.0.0 (unreleased)

### Breaking

- Python 3.8 is no longer supported.

## 2.4.0 (2024-10-08)

### Deprecated
- `slugkit.legacy.slugify_legacy` is deprecated and will be removed in 3.0 (use `slugify(..., options=SlugOptions(ascii_only=True))`).

### Added
- `unique_slug()` appends `-2`, `-3`, ... until the slug is not in a caller-supplied set.'''
    assert ln(changelog, "slugkit.legacy") == 12
    cl_old = "### Breaking\n\n- Python 3.8 is no longer supported."
    cl_new = cl_old + "\n- Removed the deprecated `slugkit.legacy` module and `slugify_legacy()`; use `slugify(text, options=SlugOptions(ascii_only=True))`."
    nox = '''nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > python -m pip install -e '.[test]'
nox > pytest -q --cov=slugkit --cov-report=term-missing:skip-covered
........................................................................ [ 72%]
............................                                             [100%]

---------- coverage: platform linux, python 3.12.7-final-0 -----------
Name                  Stmts   Miss  Cover   Missing
---------------------------------------------------
slugkit/translit.py      64      3    95%   88-90
---------------------------------------------------
TOTAL                   141      3    98%

2 files skipped due to complete coverage.
100 passed in 0.61s
nox > Session tests-3.12 was successful in 5.84 seconds.'''
    stat = " CHANGELOG.md        | 1 +\n slugkit/__init__.py | 2 --\n 2 files changed, 1 insertion(+), 2 deletions(-)"
    turns = [
        (call("list_directory", path=f"{root}/slugkit"),
         listing(f"{root}/slugkit", [], ["__init__.py", "core.py", "legacy.py", "py.typed", "translit.py"], ignored=1)),
        (call("search_file_content", pattern="legacy"), search),
        (call("read_file", absolute_path=f"{root}/slugkit/__init__.py"), init0),
        (gshell("git switch -c drop-legacy && git rm slugkit/legacy.py tests/test_legacy.py", "Create a branch and remove the deprecated module and its tests."),
         gem_run("git switch -c drop-legacy && git rm slugkit/legacy.py tests/test_legacy.py",
                 "Switched to a new branch 'drop-legacy'\nrm 'slugkit/legacy.py'\nrm 'tests/test_legacy.py'", pgid=51020)),
        (call("replace", file_path=f"{root}/slugkit/__init__.py", old_string=old, new_string=new), replaced(f"{root}/slugkit/__init__.py")),
        (gshell("nox -s tests-3.12", "Run the test session on Python 3.12."), gem_run("nox -s tests-3.12", nox, pgid=51077)),
        (call("list_directory", path=f"{root}/tests"),
         listing(f"{root}/tests", ["fixtures"], ["conftest.py", "test_core.py", "test_legacy.py", "test_translit.py", "test_unique.py"], ignored=1)),
        (call("replace", file_path=f"{root}/CHANGELOG.md", old_string=cl_old, new_string=cl_new), replaced(f"{root}/CHANGELOG.md")),
        (gshell("git diff --stat", "Review the unstaged edits."), gem_run("git diff --stat", stat, pgid=51190)),
    ]
    rs.add(task=TASK, tid="h22-swe-06", system=gem(root), turns=turns,
           state=f"Project {root}. For the 3.0 release, remove the deprecated `slugkit.legacy` module (and its tests) and note it in the changelog.",
           bad=True, turn=7, kind="tests/test_legacy.py, removed with git rm two turns earlier (and not collected by the test run), is listed again in the tests directory")


# ---------------------------------------------------------------- 07
def t07(rs: RowSet) -> None:
    """OpenHands, Go with golangci-lint and mage. Clean: lint count falls as fixed; describe/version/uptime move."""
    root = "/workspace/feedhub"
    pc, ps, pm = (f"{root}/internal/fetch/client.go", f"{root}/internal/store/sqlite.go", f"{root}/cmd/feedhub/main.go")
    client = '''// Get fetches url with conditional-request headers taken from prev.
func (c *Client) Get(ctx context.Context, url string, prev Validators) (*Result, error) {
\treq, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
\tif err != nil {
\t\treturn nil, err
\t}
\treq.Header.Set("User-Agent", c.userAgent)
\tprev.apply(req)

\tresp, err := c.http.Do(req)
\tif err != nil {
\t\treturn nil, fmt.Errorf("fetch %s: %w", url, err)
\t}
\tdefer resp.Body.Close()

\tif resp.StatusCode == http.StatusNotModified {
\t\treturn &Result{NotModified: true, Validators: prev}, nil
\t}
\tif resp.StatusCode != http.StatusOK {'''
    c0 = 48
    c_old = "\tdefer resp.Body.Close()"
    c_new = "\tdefer func() { _ = resp.Body.Close() }()"
    client1 = rep(client, c_old, c_new)
    assert c0 + ln(client, c_old) - 1 == 61
    sqlite = '''\treturn items, rows.Err()
}

func scanNullableTime(ns sql.NullString) (time.Time, error) {
\tif !ns.Valid || ns.String == "" {
\t\treturn time.Time{}, nil
\t}
\treturn time.Parse(time.RFC3339Nano, ns.String)
}

// MarkRead flags the given item ids as read for the user.
func (s *Store) MarkRead(ctx context.Context, userID int64, ids []int64) error {
\ttx, err := s.db.BeginTx(ctx, nil)
\tif err != nil {
\t\treturn err
\t}'''
    s0 = 139
    assert s0 + ln(sqlite, "func scanNullableTime") - 1 == 142
    s_old = '''func scanNullableTime(ns sql.NullString) (time.Time, error) {
\tif !ns.Valid || ns.String == "" {
\t\treturn time.Time{}, nil
\t}
\treturn time.Parse(time.RFC3339Nano, ns.String)
}

// MarkRead'''
    s_new = "// MarkRead"
    sqlite1 = rep(sqlite, s_old, s_new)
    main = '''func runServe(cmd *cobra.Command, args []string) error {
\tcfg, err := config.Load(configPath)
\tif err != nil {
\t\treturn fmt.Errorf("load config: %w", err)
\t}
\tlogger := newLogger(cfg.LogLevel)

\taddr := ":8080"
\taddr = cfg.Listen
\tif flagAddr != "" {
\t\taddr = flagAddr
\t}

\tst, err := store.Open(cfg.DBPath)
\tif err != nil {
\t\treturn fmt.Errorf("open store: %w", err)
\t}'''
    m0 = 40
    assert m0 + ln(main, 'addr := ":8080"') - 1 == 47
    m_old = '''\taddr := ":8080"
\taddr = cfg.Listen'''
    m_new = "\taddr := cfg.Listen"
    main1 = rep(main, m_old, m_new)
    lint3 = '''internal/fetch/client.go:61:22: Error return value of `resp.Body.Close` is not checked (errcheck)
\tdefer resp.Body.Close()
\t                    ^
internal/store/sqlite.go:142:6: func `scanNullableTime` is unused (unused)
func scanNullableTime(ns sql.NullString) (time.Time, error) {
     ^
cmd/feedhub/main.go:47:2: ineffectual assignment to addr (ineffassign)
\taddr := ":8080"
\t^
3 issues:
* errcheck: 1
* ineffassign: 1
* unused: 1'''
    lint1 = '''cmd/feedhub/main.go:47:2: ineffectual assignment to addr (ineffassign)
\taddr := ":8080"
\t^
1 issues:
* ineffassign: 1'''

    def snip(path: str, whole: str, start: int, new_str: str) -> str:
        pos = whole.index(new_str)
        first = whole[:pos].count("\n")
        last = first + new_str.count("\n")
        a, b = max(0, first - 4), min(nlines(whole) - 1, last + 4)
        return edited(path, "\n".join(whole.split("\n")[a:b + 1]), start + a)

    health1 = '{"status":"ok","version":"v0.9.2-4-g9d41e7c","uptime_s":2,"feeds":14,"items":3127,"last_poll":"2025-03-12T11:22:19Z"}'
    health2 = '{"status":"ok","version":"v0.9.2-4-g9d41e7c","uptime_s":33,"feeds":14,"items":3131,"last_poll":"2025-03-12T11:22:49Z"}'
    log_tail = '''time=2025-03-12T11:22:49.102Z level=INFO msg="poll started" feeds=14
time=2025-03-12T11:22:49.688Z level=INFO msg="feed updated" feed=lwn.net new_items=3
time=2025-03-12T11:22:49.914Z level=INFO msg="feed updated" feed=go.dev/blog new_items=1
time=2025-03-12T11:22:50.377Z level=INFO msg="poll finished" feeds=14 not_modified=12 new_items=4 took=1.275s'''
    turns = [
        (bash(f"cd {root} && git log --oneline -3 && git describe --tags && golangci-lint run ./..."),
         oh_bash("1f0c2ab (HEAD -> main, origin/main) opml: import nested outline folders\n"
                 "0b77e95 fetch: honour Retry-After on 429\n"
                 "e4a91d3 store: add items(feed_id, published_at) index\n"
                 "v0.9.2-3-g1f0c2ab\n" + lint3, root, 1)),
        (editor("view", pc, view_range=[48, 66]), cat_n(pc, client, c0)),
        (editor("str_replace", pc, old_str=c_old, new_str=c_new), snip(pc, client1, c0, c_new)),
        (editor("str_replace", ps, old_str=s_old, new_str=s_new), snip(ps, sqlite1, s0, s_new)),
        (bash("golangci-lint run ./..."), oh_bash(lint1, root, 1)),
        (editor("view", pm, view_range=[40, 56]), cat_n(pm, main, m0)),
        (editor("str_replace", pm, old_str=m_old, new_str=m_new), snip(pm, main1, m0, m_new)),
        (bash("golangci-lint run ./... && mage build && ./bin/feedhub --version"),
         oh_bash("0 issues.\nfeedhub v0.9.2-3-g1f0c2ab-dirty (commit 1f0c2ab, built 2025-03-12T11:20:44Z, go1.23.2 linux/amd64)", root)),
        (bash('git commit -qam "lint: check Body.Close, drop unused scanNullableTime, fix ineffectual addr" && git log --oneline -2 && mage build && ./bin/feedhub --version'),
         oh_bash("9d41e7c (HEAD -> main) lint: check Body.Close, drop unused scanNullableTime, fix ineffectual addr\n"
                 "1f0c2ab (origin/main) opml: import nested outline folders\n"
                 "feedhub v0.9.2-4-g9d41e7c (commit 9d41e7c, built 2025-03-12T11:22:03Z, go1.23.2 linux/amd64)", root)),
        (bash("./bin/feedhub serve --addr :8089 > /tmp/feedhub.log 2>&1 &\nsleep 2; curl -s localhost:8089/healthz; echo; pgrep -a feedhub"),
         oh_bash(f"[1] 40712\n{health1}\n40712 ./bin/feedhub serve --addr :8089", root)),
        (bash("sleep 30; curl -s localhost:8089/healthz; echo; tail -n 4 /tmp/feedhub.log"),
         oh_bash(f"{health2}\n{log_tail}", root)),
    ]
    rs.add(task=TASK, tid="h22-swe-07", system=oh(root), turns=turns,
           state=f"Repository {root} (Go RSS aggregator, built with mage). CI fails on golangci-lint; fix the findings, commit, and smoke-test the server.")


# ---------------------------------------------------------------- 08
def t08(rs: RowSet) -> None:
    """Gemini CLI, JavaScript/Jest. Bad: a search shows the config threshold with a different value, never edited."""
    root = "/home/dev/work/pricing-widget"
    config = '''// Runtime defaults; a host page may override any of them through
// window.PRICING_WIDGET_CONFIG before the widget script loads.
export const DEFAULTS = Object.freeze({
  locale: "en-GB",
  currency: "GBP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  showCurrencyCode: false,
  compactAbove: 100000,
  taxInclusive: true,
  vatRate: 0.2,
  refreshIntervalMs: 60000,
});

export function resolveConfig(overrides = {}) {
  const merged = { ...DEFAULTS, ...overrides };
  if (merged.minimumFractionDigits > merged.maximumFractionDigits) {
    merged.minimumFractionDigits = merged.maximumFractionDigits;
  }
  return merged;
}'''
    fmt0 = '''import { resolveConfig } from "./config.js";

const cache = new Map();

function formatter(locale, options) {
  const key = locale + JSON.stringify(options);
  if (!cache.has(key)) cache.set(key, new Intl.NumberFormat(locale, options));
  return cache.get(key);
}

/**
 * Formats a price given in minor units (pence, cents).
 * Amounts from `compactAbove` (major units) upwards use compact notation, e.g. "£250K".
 */
export function formatPrice(minor, overrides) {
  const cfg = resolveConfig(overrides);
  const major = minor / 100;
  const base = { style: "currency", currency: cfg.currency };
  if (cfg.showCurrencyCode) base.currencyDisplay = "code";
  if (major > cfg.compactAbove) {
    return formatter(cfg.locale, { ...base, notation: "compact", maximumFractionDigits: 1 }).format(major);
  }
  return formatter(cfg.locale, {
    ...base,
    minimumFractionDigits: cfg.minimumFractionDigits,
    maximumFractionDigits: cfg.maximumFractionDigits,
  }).format(major);
}

export function withVat(minor, overrides) {
  const cfg = resolveConfig(overrides);
  return cfg.taxInclusive ? minor : Math.round(minor * (1 + cfg.vatRate));
}'''
    old = "  if (major > cfg.compactAbove) {"
    new = "  if (major >= cfg.compactAbove) {"
    jest_fail = '''> pricing-widget@2.3.1 test
> jest --ci

PASS test/config.test.js
PASS test/vat.test.js
FAIL test/format.test.js
  ● formatPrice › uses compact notation from the threshold upwards

    expect(received).toBe(expected) // Object.is equality

    Expected: "£100K"
    Received: "£100,000.00"

      29 |
      30 |   it("uses compact notation from the threshold upwards", () => {
    > 31 |     expect(formatPrice(10_000_000)).toBe("£100K");
         |                                     ^
      32 |     expect(formatPrice(25_000_000)).toBe("£250K");
      33 |   });
      34 |

      at Object.toBe (test/format.test.js:31:37)

Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 26 passed, 27 total
Snapshots:   0 total
Time:        0.912 s, estimated 1 s
Ran all test suites.'''
    search_bad = found("compactAbove", root, [
        ("src/config.js", [(ln(config, "compactAbove"), "  compactAbove: 10000,")]),
        ("src/format.js", [(ln(fmt0, "`compactAbove`"), " * Amounts from `compactAbove` (major units) upwards use compact notation, e.g. \"£250K\"."),
                           (ln(fmt0, "major > cfg.compactAbove"), "  if (major > cfg.compactAbove) {")]),
        ("test/format.test.js", [(36, '  it("keeps full notation just below compactAbove", () => {'),
                                 (41, '    expect(formatPrice(1_500_000, { compactAbove: 10_000 })).toBe("£15K");')]),
        ("README.md", [(58, "| `compactAbove` | `100000` | Major-unit amount from which compact notation (\"£250K\") is used. |")]),
    ])
    jest_ok = '''> pricing-widget@2.3.1 test
> jest --ci

PASS test/config.test.js
PASS test/format.test.js
PASS test/vat.test.js

Test Suites: 3 passed, 3 total
Tests:       27 passed, 27 total
Snapshots:   0 total
Time:        0.874 s, estimated 1 s
Ran all test suites.'''
    diff = f'''diff --git a/src/format.js b/src/format.js
index 3e8d21c..a70f5b9 100644
--- a/src/format.js
+++ b/src/format.js
@@ -{ln(fmt0, old) - 3},7 +{ln(fmt0, old) - 3},7 @@ export function formatPrice(minor, overrides) {{
   const major = minor / 100;
   const base = {{ style: "currency", currency: cfg.currency }};
   if (cfg.showCurrencyCode) base.currencyDisplay = "code";
-  if (major > cfg.compactAbove) {{
+  if (major >= cfg.compactAbove) {{
     return formatter(cfg.locale, {{ ...base, notation: "compact", maximumFractionDigits: 1 }}).format(major);
   }}
   return formatter(cfg.locale, {{'''
    cov = '''> pricing-widget@2.3.1 test
> jest --ci --coverage

PASS test/config.test.js
PASS test/format.test.js
PASS test/vat.test.js
-----------|---------|----------|---------|---------|-------------------
File       | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s 
-----------|---------|----------|---------|---------|-------------------
All files  |   96.15 |    91.66 |     100 |   95.83 |                   
 config.js |     100 |      100 |     100 |     100 |                   
 format.js |   94.44 |    87.5  |     100 |   93.75 | 31                
-----------|---------|----------|---------|---------|-------------------

Test Suites: 3 passed, 3 total
Tests:       27 passed, 27 total
Snapshots:   0 total
Time:        1.406 s
Ran all test suites.'''
    unc = ln(fmt0, "if (cfg.showCurrencyCode)")
    cov = cov.replace("| 31                \n", "| " + f"{unc}".ljust(18) + "\n")
    assert f"| {unc} " in cov
    turns = [
        (call("read_file", absolute_path=f"{root}/src/config.js"), config),
        (call("read_file", absolute_path=f"{root}/src/format.js"), fmt0),
        (gshell("npm test", "Run the unit tests."), gem_run("npm test", jest_fail, code=1, pgid=62114)),
        (call("search_file_content", pattern="compactAbove"), search_bad),
        (call("replace", file_path=f"{root}/src/format.js", old_string=old, new_string=new), replaced(f"{root}/src/format.js")),
        (gshell("npm test", "Re-run the unit tests."), gem_run("npm test", jest_ok, pgid=62301)),
        (gshell("git diff", "Show the change."), gem_run("git diff", diff, pgid=62355)),
        (gshell("npm test -- --coverage", "Check coverage of the formatter."), gem_run("npm test -- --coverage", cov, pgid=62390)),
    ]
    rs.add(task=TASK, tid="h22-swe-08", system=gem(root), turns=turns,
           state=f"Project {root}. Bug report: a £100,000.00 price is shown in full while the docs say compact notation starts at the `compactAbove` threshold (100000).",
           bad=True, turn=4, kind="src/config.js shows `compactAbove: 10000` in a search although the file read earlier had 100000 and nothing edited it")


# ---------------------------------------------------------------- 09
def t09(rs: RowSet) -> None:
    """OpenHands, Python/Django. Bad: after a commit that included admin.py, git status shows it modified again."""
    root = "/workspace/bookclub"
    pm, pa = f"{root}/clubs/models.py", f"{root}/clubs/admin.py"
    models0 = '''from django.conf import settings
from django.db import models
from django.urls import reverse


class Club(models.Model):
    name = models.CharField(max_length=120, unique=True)
    description = models.TextField(blank=True)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="owned_clubs")
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, through="Membership", related_name="clubs")
    is_public = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("clubs:detail", args=[self.pk])


class Membership(models.Model):
    class Role(models.TextChoices):
        MEMBER = "member", "Member"
        MODERATOR = "moderator", "Moderator"

    club = models.ForeignKey(Club, on_delete=models.CASCADE)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    role = models.CharField(max_length=16, choices=Role.choices, default=Role.MEMBER)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["club", "user"], name="unique_membership")]


class Meeting(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="meetings")
    book_title = models.CharField(max_length=200)
    starts_at = models.DateTimeField()
    location = models.CharField(max_length=200, blank=True)
    location_url = models.URLField(blank=True)

    class Meta:
        ordering = ["-starts_at"]

    def __str__(self) -> str:
        return f"{self.club}: {self.book_title} ({self.starts_at:%Y-%m-%d})"'''
    m_old = "    name = models.CharField(max_length=120, unique=True)\n"
    m_new = m_old + "    slug = models.SlugField(max_length=140, unique=True, null=True, blank=True)\n"
    models1 = rep(models0, m_old, m_new)
    admin0 = '''from django.contrib import admin

from .models import Club, Meeting, Membership


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin):
    list_display = ["name", "owner", "is_public", "created_at"]
    list_filter = ["is_public"]
    search_fields = ["name", "description"]
    inlines = [MembershipInline]


@admin.register(Meeting)
class MeetingAdmin(admin.ModelAdmin):
    list_display = ["club", "book_title", "starts_at"]
    date_hierarchy = "starts_at"'''
    a_old = '''    list_display = ["name", "owner", "is_public", "created_at"]
    list_filter = ["is_public"]'''
    a_new = '''    list_display = ["name", "slug", "owner", "is_public", "created_at"]
    list_filter = ["is_public"]
    prepopulated_fields = {"slug": ("name",)}'''
    admin1 = rep(admin0, a_old, a_new)
    migration = '''# Generated by Django 5.0.6 on 2025-03-12 10:14

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("clubs", "0006_meeting_location_url"),
    ]

    operations = [
        migrations.AddField(
            model_name="club",
            name="slug",
            field=models.SlugField(blank=True, max_length=140, null=True, unique=True),
        ),
    ]'''
    ins = 1 + 2 + nlines(migration)
    def tests(n: int, t: str) -> str:
        return f'''Found {n} test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
{"." * n}
----------------------------------------------------------------------
Ran {n} tests in {t}

OK
Destroying test database for alias 'default'...'''
    log3 = '''5e2a9d1 (HEAD -> feature/club-slugs) clubs: add optional slug field to Club
a0c4e17 (origin/main, origin/HEAD, main) meetings: add location_url
71d3b8f clubs: order clubs by name'''
    turns = [
        (bash(f"cd {root} && git checkout -b feature/club-slugs && git status"),
         oh_bash("Switched to a new branch 'feature/club-slugs'\nOn branch feature/club-slugs\nnothing to commit, working tree clean", root)),
        (editor("view", pm), view(pm, models0)),
        (editor("str_replace", pm, old_str=m_old.rstrip("\n"), new_str=m_new.rstrip("\n")), after_edit(pm, models1, m_new.rstrip("\n"))),
        (bash("python manage.py makemigrations clubs"),
         oh_bash("Migrations for 'clubs':\n  clubs/migrations/0007_club_slug.py\n    - Add field slug to club", root)),
        (bash("cat clubs/migrations/0007_club_slug.py && python manage.py migrate"),
         oh_bash(migration + '''
Operations to perform:
  Apply all migrations: admin, auth, clubs, contenttypes, sessions
Running migrations:
  Applying clubs.0007_club_slug... OK''', root)),
        (bash("python manage.py test clubs"), oh_bash(tests(23, "0.412s"), root)),
        (editor("str_replace", pa, old_str=a_old, new_str=a_new), after_edit(pa, admin1, a_new)),
        (bash('git add -A && git commit -m "clubs: add optional slug field to Club"'),
         oh_bash(f"[feature/club-slugs 5e2a9d1] clubs: add optional slug field to Club\n 3 files changed, {ins} insertions(+), 1 deletion(-)\n create mode 100644 clubs/migrations/0007_club_slug.py", root)),
        (bash("python manage.py test"), oh_bash(tests(87, "1.936s"), root)),
        (bash("git status && git log --oneline -3"),
         oh_bash('''On branch feature/club-slugs
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   clubs/admin.py

no changes added to commit (use "git add" and/or "git commit -a")
''' + log3, root)),
        (bash("python manage.py showmigrations clubs"),
         oh_bash(''' [X] 0001_initial
 [X] 0002_membership_role
 [X] 0003_meeting
 [X] 0004_club_is_public
 [X] 0005_alter_club_options
 [X] 0006_meeting_location_url
 [X] 0007_club_slug''', root)),
    ]
    rs.add(task=TASK, tid="h22-swe-09", system=oh(root), turns=turns,
           state=f"Repository {root} (Django 5.0 project; db.sqlite3 and __pycache__ are git-ignored). Task: give clubs an optional unique slug, editable in the admin, on a feature branch.",
           bad=True, turn=10, kind="git status lists clubs/admin.py as modified right after a commit that included it, with no edit since")


# ---------------------------------------------------------------- 10
def gem_slice(text: str, first: int, total: int) -> str:
    """Gemini CLI read_file answer for an offset/limit read."""
    last = first + nlines(text) - 1
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {first}-{last} of {total} total lines.\n"
            f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent 'read_file' call. "
            f"For example, to read the next section of the file, use offset: {last}.\n\n--- FILE CONTENT (truncated) ---\n{text}")


def nextest_lines(names: list[tuple[str, str]], run: int, fail: str | None = None) -> list[str]:
    """PASS/FAIL lines in a run-dependent completion order with run-dependent timings."""
    def key(n: tuple[str, str]) -> int:
        return (sum(map(ord, n[0] + n[1])) * (run + 3)) % 101

    out = []
    for b, t in sorted(names, key=key):
        ms = 2 + (sum(map(ord, t)) * (run + 1)) % 9
        out.append(f"        {'FAIL' if t == fail else 'PASS'} [   0.{ms:03d}s] {b} {t}")
    return out


def t10(rs: RowSet) -> None:
    """Gemini CLI, Rust with cargo-nextest. Clean: fix, test added, filtered run, reordered output, new run ids."""
    root = "/home/dev/src/ringlog"
    p = f"{root}/src/buffer.rs"
    sl = '''    pub fn capacity(&self) -> usize {
        self.buf.len()
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Pushes a value, returning the evicted oldest value if the buffer was full.
    pub fn push(&mut self, value: T) -> Option<T> {
        let evicted = self.buf[self.head].replace(value);
        self.head = (self.head + 1) % self.capacity();
        if self.len < self.capacity() {
            self.len += 1;
        }
        evicted
    }

    /// Iterates from the oldest to the newest entry.
    pub fn iter(&self) -> impl Iterator<Item = &T> + '_ {
        let start = if self.len < self.capacity() { 0 } else { self.head + 1 };
        (0..self.len).map(move |i| self.buf[(start + i) % self.capacity()].as_ref().expect("slot in range is occupied"))
    }

    /// Logical index 0 is the oldest entry.
    pub fn get(&self, index: usize) -> Option<&T> {
        if index >= self.len {
            return None;
        }
        let start = if self.len < self.capacity() { 0 } else { self.head };
        self.buf[(start + index) % self.capacity()].as_ref()
    }

    pub fn first(&self) -> Option<&T> {
        self.get(0)
    }'''
    assert nlines(sl) == 40
    old = "        let start = if self.len < self.capacity() { 0 } else { self.head + 1 };"
    new = "        let start = if self.len < self.capacity() { 0 } else { self.head };"
    tests_sl = '''    #[test]
    fn iter_after_wrap_is_oldest_first() {
        let mut rb = RingBuffer::with_capacity(3);
        for i in 1..=5 {
            rb.push(i);
        }
        assert_eq!(rb.iter().copied().collect::<Vec<_>>(), vec![3, 4, 5]);
    }

    #[test]
    fn len_never_exceeds_capacity() {
        let mut rb = RingBuffer::with_capacity(2);
        for i in 0..10 {
            rb.push(i);'''
    assert 165 + ln(tests_sl, "vec![3, 4, 5]") - 1 == 171
    t_old = '''        assert_eq!(rb.iter().copied().collect::<Vec<_>>(), vec![3, 4, 5]);
    }
'''
    t_new = t_old + '''
    #[test]
    fn iter_after_many_wraps() {
        let mut rb = RingBuffer::with_capacity(4);
        for i in 0..103 {
            rb.push(i);
        }
        assert_eq!(rb.iter().copied().collect::<Vec<_>>(), vec![99, 100, 101, 102]);
        assert_eq!(rb.get(0), Some(&99));
    }
'''
    lib = ["new_buffer_is_empty", "capacity_is_fixed", "push_until_full", "push_returns_evicted_when_full",
           "push_wraps_head", "iter_is_insertion_order_until_full", "iter_after_wrap_is_oldest_first",
           "len_never_exceeds_capacity", "zero_capacity_panics", "clear_resets", "last_returns_newest",
           "first_returns_oldest", "extend_pushes_all", "from_iter_keeps_tail", "get_by_logical_index",
           "get_out_of_range_is_none"]
    names = [("ringlog", "buffer::tests::" + n) for n in lib] + \
        [("ringlog", "level::tests::" + n) for n in ("level_parse_roundtrip", "level_ordering", "level_display_is_uppercase")] + \
        [("ringlog::drain", n) for n in ("drain_empty", "drain_returns_oldest_first", "drain_after_wrap",
                                         "drain_leaves_buffer_empty", "drain_partial_then_push")] + \
        [("ringlog::serde_roundtrip", n) for n in ("roundtrip_json", "roundtrip_preserves_order", "deserialize_rejects_over_capacity")]
    assert len(names) == 27
    names2 = names + [("ringlog", "buffer::tests::iter_after_many_wraps")]
    failing = "buffer::tests::iter_after_wrap_is_oldest_first"

    def run(ns: list[tuple[str, str]], run_no: int, run_id: str, compiled: str, summary: str,
            fail: str | None = None, skipped: int = 0) -> str:
        head = compiled + f"────────────\n Nextest run ID {run_id} with nextest profile: default\n"
        head += f"    Starting {len(ns)} tests across 3 binaries" + (f" ({skipped} tests skipped)" if skipped else "") + "\n"
        body = nextest_lines(ns, run_no, fail)
        if fail:
            i = next(k for k, line in enumerate(body) if line.lstrip().startswith("FAIL"))
            body.insert(i + 1, f'''
--- STDOUT:              ringlog {fail} ---

running 1 test
test {fail} ... FAILED

failures:

failures:
    {fail}

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 18 filtered out; finished in 0.00s


--- STDERR:              ringlog {fail} ---
thread '{fail}' panicked at src/buffer.rs:171:9:
assertion `left == right` failed
  left: [4, 5, 3]
 right: [3, 4, 5]
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
''')
        return head + "\n".join(body) + "\n────────────\n" + summary

    comp = "   Compiling ringlog v0.3.1 (/home/dev/src/ringlog)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in {}\n"
    fail_line = [ln_ for ln_ in nextest_lines(names, 1, failing) if "FAIL" in ln_][0]
    r1 = run(names, 1, "0b6f7d3e-2a41-4c9e-8f55-1d0e93a7c2b8", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.08s\n",
             "     Summary [   0.024s] 27 tests run: 26 passed, 1 failed, 0 skipped\n" + fail_line + "\nerror: test run failed", fail=failing)
    r2 = run(names, 2, "9c3a12f0-7e6b-45d8-b0a4-62f18e5d7c91", comp.format("1.12s"),
             "     Summary [   0.021s] 27 tests run: 27 passed, 0 skipped")
    wrap = [n for n in names2 if "wrap" in n[1]]
    assert len(wrap) == 4
    r3 = run(wrap, 3, "5e08b7c4-d1f2-4a63-9b7e-3f4c20a18d65", comp.format("1.07s"),
             "     Summary [   0.011s] 4 tests run: 4 passed, 24 skipped", skipped=24)
    r4 = run(names2, 4, "e2d94a61-0c3b-4f7a-a8e2-95b6c7d01f33", "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.07s\n",
             "     Summary [   0.023s] 28 tests run: 28 passed, 0 skipped")
    clippy = "    Checking ringlog v0.3.1 (/home/dev/src/ringlog)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.94s"
    turns = [
        (gshell("cargo nextest run --no-fail-fast", "Run the whole test suite."), gem_run("cargo nextest run --no-fail-fast", r1, code=100, pgid=7712)),
        (call("read_file", absolute_path=p, offset=30, limit=40), gem_slice(sl, 31, 214)),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (gshell("cargo nextest run --no-fail-fast", "Re-run the suite after the fix."), gem_run("cargo nextest run --no-fail-fast", r2, pgid=7790)),
        (call("read_file", absolute_path=p, offset=164, limit=14), gem_slice(tests_sl, 165, 214)),
        (call("replace", file_path=p, old_string=t_old, new_string=t_new), replaced(p)),
        (gshell("cargo nextest run wrap", "Run only the wrap-around tests."), gem_run("cargo nextest run wrap", r3, pgid=7831)),
        (gshell("cargo clippy --all-targets -- -D warnings", "Lint with clippy."), gem_run("cargo clippy --all-targets -- -D warnings", clippy, pgid=7868)),
        (gshell("cargo nextest run", "Full run before committing."), gem_run("cargo nextest run", r4, pgid=7902)),
        (gshell("git diff --stat && git status --short", "Summarise the changes."),
         gem_run("git diff --stat && git status --short", " src/buffer.rs | 12 +++++++++++-\n 1 file changed, 11 insertions(+), 1 deletion(-)\n M src/buffer.rs", pgid=7944)),
    ]
    rs.add(task=TASK, tid="h22-swe-10", system=gem(root), turns=turns,
           state=f"Project {root} (Rust crate ringlog 0.3.1). Bug: after the buffer wraps, RingBuffer::iter yields entries in the wrong order.")


# ---------------------------------------------------------------- 11
def t11(rs: RowSet) -> None:
    """OpenHands, Deno/TypeScript. Bad: a file edited after `date` printed 15:41:19 shows an mtime of 15:36:52."""
    root = "/workspace/kv-migrate"
    pc, pm = f"{root}/src/cli.ts", f"{root}/src/migrate.ts"
    cli0 = '''import { parseArgs } from "jsr:@std/cli@1/parse-args";

export interface CliOptions {
  database: string;
  migrationsDir: string;
  target?: number;
  verbose: boolean;
}

const USAGE = `kv-migrate - versioned migrations for Deno KV

Usage: kv-migrate [options]

Options:
  --db <path>          KV database path (default: ./data/kv.sqlite3)
  --dir <path>         migrations directory (default: ./migrations)
  --to <version>       migrate up or down to this version
  -v, --verbose        log each applied step
  -h, --help           show this help`;

export function parseCli(argv: string[]): CliOptions | null {
  const args = parseArgs(argv, {
    string: ["db", "dir", "to"],
    boolean: ["verbose", "help"],
    alias: { v: "verbose", h: "help" },
    default: { db: "./data/kv.sqlite3", dir: "./migrations", verbose: false },
  });
  if (args.help) {
    console.log(USAGE);
    return null;
  }
  let target: number | undefined;
  if (args.to !== undefined) {
    target = Number.parseInt(args.to, 10);
    if (!Number.isInteger(target) || target < 0) {
      throw new Error(`--to expects a non-negative integer, got ${args.to}`);
    }
  }
  return { database: args.db, migrationsDir: args.dir, target, verbose: args.verbose };
}'''
    c_old = cli0[cli0.index("  verbose: boolean;\n}"):]
    c_new = (c_old
             .replace("  verbose: boolean;\n}", "  verbose: boolean;\n  dryRun: boolean;\n}", 1)
             .replace("  -v, --verbose        log each applied step", "  -n, --dry-run        print the plan without writing to the database\n  -v, --verbose        log each applied step")
             .replace('boolean: ["verbose", "help"],', 'boolean: ["verbose", "help", "dry-run"],')
             .replace('alias: { v: "verbose", h: "help" },', 'alias: { v: "verbose", h: "help", n: "dry-run" },')
             .replace('default: { db: "./data/kv.sqlite3", dir: "./migrations", verbose: false },',
                      'default: { db: "./data/kv.sqlite3", dir: "./migrations", verbose: false, "dry-run": false },')
             .replace("target, verbose: args.verbose };", 'target, verbose: args.verbose, dryRun: args["dry-run"] };'))
    cli1 = rep(cli0, c_old, c_new)
    mig0 = '''import type { CliOptions } from "./cli.ts";
import { openKv, readVersion, writeVersion } from "./kv.ts";
import { loadMigrations, planSteps, type Step } from "./plan.ts";

export interface RunResult {
  from: number;
  to: number;
  applied: Step[];
}

function describe(step: Step): string {
  return `${step.direction === "up" ? "\\u2191" : "\\u2193"} ${String(step.version).padStart(4, "0")} ${step.name}`;
}

export async function run(opts: CliOptions): Promise<RunResult> {
  const migrations = await loadMigrations(opts.migrationsDir);
  const kv = await openKv(opts.database);
  try {
    const from = await readVersion(kv);
    const to = opts.target ?? Math.max(0, ...migrations.map((m) => m.version));
    const steps = planSteps(migrations, from, to);
    const applied: Step[] = [];
    for (const step of steps) {
      if (opts.verbose) console.error(`applying ${describe(step)}`);
      await step.fn(kv);
      await writeVersion(kv, step.direction === "up" ? step.version : step.version - 1);
      applied.push(step);
    }
    return { from, to, applied };
  } finally {
    kv.close();
  }
}'''
    m_old = '''    for (const step of steps) {
      if (opts.verbose) console.error(`applying ${describe(step)}`);'''
    m_new = '''    if (opts.dryRun) {
      for (const step of steps) console.log(`would apply ${describe(step)}`);
      return { from, to, applied: [] };
    }
    for (const step of steps) {
      if (opts.verbose) console.error(`applying ${describe(step)}`);'''
    mig1 = rep(mig0, m_old, m_new)
    others = {"cli_test.ts": (2210, "2025-02-27 18:22:41.000000000"), "kv.ts": (1187, "2025-02-19 09:03:12.000000000"),
              "main.ts": (642, "2025-02-19 09:03:12.000000000"), "migrate_test.ts": (3391, "2025-03-04 11:47:30.000000000"),
              "plan.ts": (2046, "2025-03-04 11:47:30.000000000"), "plan_test.ts": (2874, "2025-03-04 11:47:30.000000000")}
    old_cli_t, old_mig_t = "2025-02-27 18:22:41.000000000", "2025-03-04 11:47:30.000000000"

    def ls(cli: tuple[int, str], mig: tuple[int, str], only: bool = False) -> str:
        rows = dict(others)
        rows["cli.ts"], rows["migrate.ts"] = cli, mig
        names = ["cli.ts", "migrate.ts"] if only else sorted(rows)
        body = [f"-rw-r--r-- 1 root root {rows[n][0]:4d} {rows[n][1]} +0000 {('src/' + n) if only else n}" for n in names]
        total = "" if only else f"total {4 * len(rows)}\n"
        return total + "\n".join(body)

    cli_t1 = "2025-03-12 15:41:07.318452910"
    tests = '''running 7 tests from ./src/cli_test.ts
defaults ... ok (1ms)
--to parses a version ... ok (0ms)
--to rejects negative numbers ... ok (0ms)
--to rejects non-numbers ... ok (0ms)
--help prints usage and returns null ... ok (1ms)
--dir and --db override defaults ... ok (0ms)
-v is an alias for --verbose ... ok (0ms)
running 6 tests from ./src/migrate_test.ts
applies all pending migrations ... ok (38ms)
stops at --to ... ok (21ms)
migrates down ... ok (24ms)
no-op when already at target ... ok (9ms)
rolls back version on failure ... ok (17ms)
writes version after each step ... ok (19ms)
running 8 tests from ./src/plan_test.ts
orders migrations by version ... ok (0ms)
rejects duplicate versions ... ok (1ms)
rejects gaps ... ok (0ms)
plans up steps ... ok (0ms)
plans down steps in reverse ... ok (0ms)
empty plan at target ... ok (0ms)
loads .ts files from a directory ... ok (12ms)
ignores files without a numeric prefix ... ok (4ms)

ok | 21 passed | 0 failed (463ms)'''
    turns = [
        (bash(f"cd {root} && git status -s && ls -l --time-style=full-iso src/"),
         oh_bash(ls((size(cli0), old_cli_t), (size(mig0), old_mig_t)), root)),
        (editor("view", pc), view(pc, cli0)),
        (editor("str_replace", pc, old_str=c_old, new_str=c_new), after_edit(pc, cli1, c_new)),
        (bash("ls -l --time-style=full-iso src/cli.ts src/migrate.ts && date -u"),
         oh_bash(ls((size(cli1), cli_t1), (size(mig0), old_mig_t), only=True) + "\nWed Mar 12 15:41:19 UTC 2025", root)),
        (editor("str_replace", pm, old_str=m_old, new_str=m_new), after_edit(pm, mig1, m_new)),
        (bash("ls -l --time-style=full-iso src/"),
         oh_bash(ls((size(cli1), cli_t1), (size(mig1), "2025-03-12 15:36:52.904117263")), root)),
        (bash("deno test --allow-read --allow-write --unstable-kv src/"), oh_bash(tests, root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/cli.ts", cli0, cli1), ("src/migrate.ts", mig0, mig1)]), root)),
    ]
    rs.add(task=TASK, tid="h22-swe-11", system=oh(root), turns=turns,
           state=f"Repository {root} (Deno CLI for Deno KV migrations). Feature request: a `--dry-run`/`-n` flag that prints the planned steps without touching the database.",
           bad=True, turn=6, kind="src/migrate.ts, edited after `date` printed 15:41:19, is listed with mtime 15:36:52 (earlier than the edit and than cli.ts's 15:41:07)")


# ---------------------------------------------------------------- 12
def hav_km(a: tuple[float, float], b: tuple[float, float], r: float = 6371.0088) -> float:
    dlat, dlon = math.radians(b[0] - a[0]), math.radians(b[1] - a[1])
    h = math.sin(dlat / 2) ** 2 + math.cos(math.radians(a[0])) * math.cos(math.radians(b[0])) * math.sin(dlon / 2) ** 2
    return 2 * math.asin(math.sqrt(h)) * r


def t12(rs: RowSet) -> None:
    """Gemini CLI, Java/Gradle. Clean: failing distances fixed, km vs m views, test added, task counts vary."""
    root = "/home/dev/projects/geo-utils"
    p = f"{root}/src/main/java/io/geoutils/Distance.java"
    tp = f"{root}/src/test/java/io/geoutils/DistanceTest.java"
    dist0 = '''package io.geoutils;

/** Great-circle distances on a spherical Earth. */
public final class Distance {

    /** Mean Earth radius in kilometres (IUGG). */
    public static final double EARTH_RADIUS_KM = 6371.0088;

    private Distance() {}

    /** Haversine distance between two points, in kilometres. */
    public static double haversineKm(LatLon a, LatLon b) {
        double dLat = Math.toRadians(b.lat() - a.lat());
        double dLon = Math.toRadians(b.lon() - a.lon());
        double h = Math.pow(Math.sin(dLat / 2), 2)
                + Math.cos(Math.toRadians(a.lat())) * Math.cos(Math.toRadians(b.lat()))
                * Math.pow(Math.sin(dLon / 2), 2);
        return 2 * Math.asin(Math.sqrt(h));
    }

    /** Same as {@link #haversineKm}, in metres. */
    public static double haversineMeters(LatLon a, LatLon b) {
        return haversineKm(a, b) * 1000.0;
    }
}'''
    old = "        return 2 * Math.asin(Math.sqrt(h));"
    new = "        return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));"
    paris, london, ny, la = (48.8566, 2.3522), (51.5074, -0.1278), (40.7128, -74.0060), (34.0522, -118.2437)
    pl_bug, nyla_bug = hav_km(paris, london, 1.0), hav_km(ny, la, 1.0)
    pl_km = hav_km(paris, london)
    tests_before = [("BearingTest", "dueNorthIsZero()"), ("BearingTest", "dueEastIsNinety()"),
                    ("BearingTest", "parisToLondonIsNorthWest()"), ("BearingTest", "normalisesTo0To360()"),
                    ("DistanceTest", "parisToLondonIsAbout343Km()"), ("DistanceTest", "newYorkToLosAngeles()"),
                    ("DistanceTest", "samePointIsZero()"), ("DistanceTest", "isSymmetric()"),
                    ("DistanceTest", "antipodesAreHalfCircumference()"),
                    ("LatLonTest", "rejectsLatitudeAbove90()"), ("LatLonTest", "rejectsLatitudeBelowMinus90()"),
                    ("LatLonTest", "wrapsLongitudeInto180Range()"), ("LatLonTest", "parsesCommaSeparated()"),
                    ("LatLonTest", "toStringHasFiveDecimals()")]
    fails = {
        "parisToLondonIsAbout343Km()": (f"expected: <343.56> but was: <{pl_bug!r}>", 14),
        "newYorkToLosAngeles()": (f"expected: <3935.75> but was: <{nyla_bug!r}>", 20),
        "antipodesAreHalfCircumference()": (f"expected: <20015.11> but was: <{math.pi!r}>", 36),
    }

    def gradle_test(tests: list[tuple[str, str]], failing: bool, tasks: str, secs: str, counts: str) -> str:
        out = [tasks, "", "> Task :test", ""]
        for cls, name in tests:
            if failing and name in fails:
                msg, line = fails[name]
                out += [f"{cls} > {name} FAILED", f"    org.opentest4j.AssertionFailedError: {msg}",
                        "        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
                        "        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)",
                        "        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:86)",
                        "        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1027)",
                        f"        at app//io.geoutils.DistanceTest.{name[:-2]}(DistanceTest.java:{line})", ""]
            else:
                out.append(f"{cls} > {name} PASSED")
        n = len(tests)
        if failing:
            k = len(fails)
            out += ["", f"Results: FAILURE ({n} tests, {n - k} passed, {k} failed, 0 skipped)", "",
                    f"{n} tests completed, {k} failed", "", "> Task :test FAILED", "",
                    "FAILURE: Build failed with an exception.", "", "* What went wrong:", "Execution failed for task ':test'.",
                    f"> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html",
                    "", "* Try:", "> Run with --scan to get full insights.", "", f"BUILD FAILED in {secs}", counts]
        else:
            out += ["", f"Results: SUCCESS ({n} tests, {n} passed, 0 failed, 0 skipped)", "", f"BUILD SUCCESSFUL in {secs}", counts]
        return "\n".join(out)

    t_up = '''> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE'''
    t_main = t_up.replace(":compileJava UP-TO-DATE", ":compileJava").replace(":classes UP-TO-DATE", ":classes")
    t_test = t_up.replace(":compileTestJava UP-TO-DATE", ":compileTestJava").replace(":testClasses UP-TO-DATE", ":testClasses")
    test_old = '''    @Test
    void isSymmetric() {
        assertEquals(Distance.haversineKm(PARIS, LONDON), Distance.haversineKm(LONDON, PARIS), 1e-9);
    }'''
    test_new = test_old + '''

    @Test
    void haversineMetersMatchesKm() {
        assertEquals(Distance.haversineKm(PARIS, LONDON) * 1000.0, Distance.haversineMeters(PARIS, LONDON), 1e-6);
        assertEquals(343_556.5, Distance.haversineMeters(PARIS, LONDON), 1.0);
    }'''
    tests_after = tests_before[:8] + [("DistanceTest", "haversineMetersMatchesKm()")] + tests_before[8:]
    search = found("EARTH_RADIUS", root, [
        ("src/main/java/io/geoutils/Destination.java", [(21, "        double delta = distanceKm / Distance.EARTH_RADIUS_KM;")]),
        ("src/main/java/io/geoutils/Distance.java", [(ln(dist0, "EARTH_RADIUS_KM ="), "    public static final double EARTH_RADIUS_KM = 6371.0088;")]),
    ])
    run_out = f"{pl_km:.2f} km ({round(pl_km * 1000):,} m)"
    turns = [
        (call("read_file", absolute_path=p), dist0),
        (gshell("./gradlew test", "Run the unit tests."),
         gem_run("./gradlew test", gradle_test(tests_before, True, t_up, "6s", "3 actionable tasks: 1 executed, 2 up-to-date"), code=1, pgid=90210)),
        (call("search_file_content", pattern="EARTH_RADIUS"), search),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (gshell("./gradlew test", "Re-run the unit tests after the fix."),
         gem_run("./gradlew test", gradle_test(tests_before, False, t_main, "3s", "3 actionable tasks: 2 executed, 1 up-to-date"), pgid=90377)),
        (gshell('./gradlew -q run --args="48.8566,2.3522 51.5074,-0.1278"', "Check Paris-London through the CLI."),
         gem_run('./gradlew -q run --args="48.8566,2.3522 51.5074,-0.1278"', run_out, pgid=90431)),
        (call("replace", file_path=tp, old_string=test_old, new_string=test_new), replaced(tp)),
        (gshell("./gradlew test", "Run the tests including the new one."),
         gem_run("./gradlew test", gradle_test(tests_after, False, t_test, "4s", "3 actionable tasks: 2 executed, 1 up-to-date"), pgid=90502)),
        (gshell("git status --short", "List changed files."),
         gem_run("git status --short", " M src/main/java/io/geoutils/Distance.java\n M src/test/java/io/geoutils/DistanceTest.java", pgid=90544)),
    ]
    rs.add(task=TASK, tid="h22-swe-12", system=gem(root), turns=turns,
           state=f"Project {root} (Java 21 library, Gradle). Bug: Distance.haversineKm returns tiny numbers (radians?) instead of kilometres.")


# ---------------------------------------------------------------- 13
def t13(rs: RowSet) -> None:
    """OpenHands, pnpm + Turborepo monorepo. Clean: cache miss then hit (hash changes only after the edit), changeset."""
    root = "/workspace/acme-monorepo"
    p = f"{root}/packages/utils/src/clamp.ts"
    turbo_json = '''{
  "$schema": "https://turbo.build/schema.json",
  "ui": "stream",
  "tasks": {
    "build": {
      "dependsOn": ["^build"],
      "outputs": ["dist/**", ".next/**", "!.next/cache/**"]
    },
    "test": {
      "dependsOn": ["^build"],
      "inputs": ["src/**", "test/**", "vitest.config.ts", "package.json"]
    },
    "lint": {},
    "dev": {
      "cache": false,
      "persistent": true
    }
  }
}'''
    clamp0 = '''/**
 * Restricts `value` to the inclusive range [min, max].
 * Throws a RangeError if the bounds are inverted; NaN is returned unchanged.
 */
export function clamp(value: number, min: number, max: number): number {
  if (min > max) {
    throw new RangeError(`clamp: min (${min}) must not exceed max (${max})`);
  }
  if (Number.isNaN(value)) return value;
  return Math.max(min, Math.min(value, min));
}

/** Maps `value` from [inMin, inMax] onto [outMin, outMax], clamping the result. */
export function remap(value: number, inMin: number, inMax: number, outMin: number, outMax: number): number {
  const t = (value - inMin) / (inMax - inMin);
  return clamp(outMin + t * (outMax - outMin), Math.min(outMin, outMax), Math.max(outMin, outMax));
}'''
    old = "  return Math.max(min, Math.min(value, min));"
    new = "  return Math.max(min, Math.min(value, max));"
    clamp1 = rep(clamp0, old, new)
    head = '''turbo 2.1.3

• Packages in scope: @acme/utils
• Running test in 1 packages
• Remote caching disabled
'''
    vitest_lines = '''@acme/utils:test: 
@acme/utils:test: > @acme/utils@1.6.2 test /workspace/acme-monorepo/packages/utils
@acme/utils:test: > vitest run
@acme/utils:test: 
@acme/utils:test: 
@acme/utils:test:  RUN  v2.1.4 /workspace/acme-monorepo/packages/utils
@acme/utils:test: 
'''
    fail = head + "@acme/utils:test: cache miss, executing 6c1f0e9a2b7d4c83\n" + vitest_lines + '''@acme/utils:test:  ✓ test/slugify.test.ts (9 tests) 6ms
@acme/utils:test:  ✓ test/format-bytes.test.ts (7 tests) 5ms
@acme/utils:test:  ❯ test/clamp.test.ts (8 tests | 3 failed) 9ms
@acme/utils:test:    × clamp > returns max when value is above the range
@acme/utils:test:      → expected 0 to be 10 // Object.is equality
@acme/utils:test:    × clamp > returns value when inside the range
@acme/utils:test:      → expected 0 to be 5 // Object.is equality
@acme/utils:test:    × remap > maps the midpoint
@acme/utils:test:      → expected 0 to be 50 // Object.is equality
@acme/utils:test: 
@acme/utils:test: ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 3 ⎯⎯⎯⎯⎯⎯⎯
@acme/utils:test: 
@acme/utils:test:  FAIL  test/clamp.test.ts > clamp > returns max when value is above the range
@acme/utils:test: AssertionError: expected 0 to be 10 // Object.is equality
@acme/utils:test: 
@acme/utils:test: - Expected
@acme/utils:test: + Received
@acme/utils:test: 
@acme/utils:test: - 10
@acme/utils:test: + 0
@acme/utils:test: 
@acme/utils:test:  ❯ test/clamp.test.ts:9:29
@acme/utils:test:       7|
@acme/utils:test:       8|   it("returns max when value is above the range", () => {
@acme/utils:test:       9|     expect(clamp(15, 0, 10)).toBe(10);
@acme/utils:test:        |                             ^
@acme/utils:test:      10|   });
@acme/utils:test:      11|
@acme/utils:test: 
@acme/utils:test: ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/3]⎯
@acme/utils:test: 
@acme/utils:test:  Test Files  1 failed | 2 passed (3)
@acme/utils:test:       Tests  3 failed | 21 passed (24)
@acme/utils:test:    Start at  14:02:11
@acme/utils:test:    Duration  412ms (transform 61ms, setup 0ms, collect 88ms, tests 20ms, environment 0ms, prepare 197ms)
@acme/utils:test: 
@acme/utils:test:  ELIFECYCLE  Test failed. See above for more details.
@acme/utils:test: ERROR: command finished with error: command (/workspace/acme-monorepo/packages/utils) /usr/local/bin/pnpm run test exited (1)
@acme/utils#test: command (/workspace/acme-monorepo/packages/utils) /usr/local/bin/pnpm run test exited (1)

 Tasks:    0 successful, 1 total
Cached:    0 cached, 1 total
  Time:    2.417s 
Failed:    @acme/utils#test

 ERROR  run failed: command  exited (1)'''
    ok_body = vitest_lines + '''@acme/utils:test:  ✓ test/slugify.test.ts (9 tests) 6ms
@acme/utils:test:  ✓ test/clamp.test.ts (8 tests) 4ms
@acme/utils:test:  ✓ test/format-bytes.test.ts (7 tests) 5ms
@acme/utils:test: 
@acme/utils:test:  Test Files  3 passed (3)
@acme/utils:test:       Tests  24 passed (24)
@acme/utils:test:    Start at  14:03:40
@acme/utils:test:    Duration  388ms (transform 58ms, setup 0ms, collect 84ms, tests 15ms, environment 0ms, prepare 183ms)
@acme/utils:test: 
'''
    ok = head + "@acme/utils:test: cache miss, executing 0d93b7e15a2c4f68\n" + ok_body + '''
 Tasks:    1 successful, 1 total
Cached:    0 cached, 1 total
  Time:    2.206s 
'''
    hit = head + "@acme/utils:test: cache hit, replaying logs 0d93b7e15a2c4f68\n" + ok_body + '''
 Tasks:    1 successful, 1 total
Cached:    1 cached, 1 total
  Time:    94ms >>> FULL TURBO
'''
    everything = '''turbo 2.1.3

• Packages in scope: @acme/ui, @acme/utils, web
• Running build, test in 3 packages
• Remote caching disabled

 Tasks:    6 successful, 6 total
Cached:    1 cached, 6 total
  Time:    19.384s 
'''
    changeset = '''---
"@acme/utils": patch
---

Fix `clamp` ignoring the upper bound (it clamped to `min` instead of `max`), which also broke `remap`.'''
    cs_path = f"{root}/.changeset/fix-clamp-upper-bound.md"
    status = '''🦋  info Packages to be bumped at patch:
🦋  - @acme/utils
🦋  ---
🦋  info NO packages to be bumped at minor
🦋  ---
🦋  info NO packages to be bumped at major'''
    turns = [
        (bash(f"cd {root} && cat turbo.json && ls packages apps"), oh_bash(turbo_json + "\napps:\nweb\n\npackages:\nui\nutils", root)),
        (bash("pnpm turbo run test --filter=@acme/utils"), oh_bash(fail, root, 1)),
        (editor("view", p), view(p, clamp0)),
        (editor("str_replace", p, old_str=old, new_str=new), after_edit(p, clamp1, new)),
        (bash("pnpm turbo run test --filter=@acme/utils"), oh_bash(ok, root)),
        (bash("pnpm turbo run test --filter=@acme/utils"), oh_bash(hit, root)),
        (bash("pnpm turbo run build test --output-logs=errors-only"), oh_bash(everything, root)),
        (editor("create", cs_path, file_text=changeset), f"File created successfully at: {cs_path}"),
        (bash("git status -s"), oh_bash(" M packages/utils/src/clamp.ts\n?? .changeset/fix-clamp-upper-bound.md", root)),
        (bash("pnpm changeset status"), oh_bash(status, root)),
    ]
    rs.add(task=TASK, tid="h22-swe-13", system=oh(root), turns=turns,
           state=f"Monorepo {root} (pnpm workspaces + Turborepo: apps/web, packages/ui, packages/utils). Bug: clamp(15, 0, 10) returns 0. Fix it and add a changeset.")


# ---------------------------------------------------------------- 14
def t14(rs: RowSet) -> None:
    """Gemini CLI, Go HTTP service. Clean: links created, paginated listing, restart with a new PID, limit clamp."""
    root = "/home/dev/go/src/github.com/tallpine/shortlink"
    p = f"{root}/internal/api/links.go"
    links0 = '''package api

import (
\t"encoding/json"
\t"errors"
\t"net/http"
\t"net/url"

\t"github.com/tallpine/shortlink/internal/store"
)

type createReq struct {
\tURL string `json:"url"`
}

func (h *Handler) createLink(w http.ResponseWriter, r *http.Request) {
\tvar req createReq
\tif err := json.NewDecoder(r.Body).Decode(&req); err != nil {
\t\twriteError(w, http.StatusBadRequest, "invalid JSON body")
\t\treturn
\t}
\tu, err := url.ParseRequestURI(req.URL)
\tif err != nil || (u.Scheme != "http" && u.Scheme != "https") {
\t\twriteError(w, http.StatusUnprocessableEntity, "url must be an absolute http(s) URL")
\t\treturn
\t}
\tlink, err := h.store.Create(r.Context(), u.String())
\tif err != nil {
\t\th.fail(w, err)
\t\treturn
\t}
\twriteJSON(w, http.StatusCreated, link)
}

func (h *Handler) listLinks(w http.ResponseWriter, r *http.Request) {
\tlinks, err := h.store.List(r.Context(), 50, 0)
\tif err != nil {
\t\th.fail(w, err)
\t\treturn
\t}
\twriteJSON(w, http.StatusOK, map[string]any{"links": links})
}

func (h *Handler) resolve(w http.ResponseWriter, r *http.Request) {
\tlink, err := h.store.Get(r.Context(), r.PathValue("code"))
\tif errors.Is(err, store.ErrNotFound) {
\t\thttp.NotFound(w, r)
\t\treturn
\t}
\tif err != nil {
\t\th.fail(w, err)
\t\treturn
\t}
\tgo h.store.IncrementHits(context.WithoutCancel(r.Context()), link.Code)
\thttp.Redirect(w, r, link.URL, http.StatusFound)
}'''
    links0 = links0.replace('\t"errors"\n', '\t"context"\n\t"errors"\n')
    old = '''\tlinks, err := h.store.List(r.Context(), 50, 0)
\tif err != nil {
\t\th.fail(w, err)
\t\treturn
\t}
\twriteJSON(w, http.StatusOK, map[string]any{"links": links})'''
    new = '''\tlimit, err := intParam(r, "limit", 50)
\tif err != nil || limit < 1 {
\t\twriteError(w, http.StatusBadRequest, "limit must be a positive integer")
\t\treturn
\t}
\toffset, err := intParam(r, "offset", 0)
\tif err != nil || offset < 0 {
\t\twriteError(w, http.StatusBadRequest, "offset must be a non-negative integer")
\t\treturn
\t}
\tlinks, err := h.store.List(r.Context(), limit, offset)
\tif err != nil {
\t\th.fail(w, err)
\t\treturn
\t}
\ttotal, err := h.store.Count(r.Context())
\tif err != nil {
\t\th.fail(w, err)
\t\treturn
\t}
\twriteJSON(w, http.StatusOK, map[string]any{"links": links, "limit": limit, "offset": offset, "total": total})'''
    old2 = '''\tif err != nil || limit < 1 {
\t\twriteError(w, http.StatusBadRequest, "limit must be a positive integer")
\t\treturn
\t}'''
    new2 = old2 + '''
\tlimit = min(limit, maxPageSize)'''
    # links in the db, newest first: two pre-existing + three created in turn 4
    pre = [{"code": "q7Rk2m", "url": "https://go.dev/doc/effective_go", "hits": 12, "created_at": "2025-03-10T08:14:55Z"},
           {"code": "Zp81dA", "url": "https://pkg.go.dev/net/http", "hits": 3, "created_at": "2025-03-11T17:40:02Z"}]
    new_links = [{"code": "h3TfW0", "url": "https://sqlite.org/lang_select.html", "hits": 0, "created_at": "2025-03-12T16:06:10Z"},
                 {"code": "x9LmQe", "url": "https://www.rfc-editor.org/rfc/rfc9110", "hits": 0, "created_at": "2025-03-12T16:06:10Z"},
                 {"code": "Bv04nS", "url": "https://github.com/tallpine/shortlink/issues/18", "hits": 0, "created_at": "2025-03-12T16:06:11Z"}]
    newest_first = [new_links[2], new_links[1], new_links[0], pre[1], pre[0]]
    created = "\n".join(json.dumps(x, separators=(",", ":")) for x in new_links)

    def page(limit: int, offset: int) -> str:
        return json.dumps({"limit": limit, "links": newest_first[offset:offset + limit], "offset": offset, "total": 5}, separators=(",", ":"))

    start_cmd = "go build -o /tmp/shortlink ./cmd/shortlink && (/tmp/shortlink -addr :8088 -db /tmp/sl.db > /tmp/sl.log 2>&1 &) ; sleep 1; pgrep -a shortlink; cat /tmp/sl.log"
    log1 = '''time=2025-03-12T16:05:41.812Z level=INFO msg="opened database" path=/tmp/sl.db links=2
time=2025-03-12T16:05:41.813Z level=INFO msg=listening addr=:8088'''
    log2 = '''time=2025-03-12T16:08:27.406Z level=INFO msg="opened database" path=/tmp/sl.db links=5
time=2025-03-12T16:08:27.407Z level=INFO msg=listening addr=:8088'''
    post = "for u in https://sqlite.org/lang_select.html https://www.rfc-editor.org/rfc/rfc9110 https://github.com/tallpine/shortlink/issues/18; do curl -s -X POST localhost:8088/api/links -d \"{\\\"url\\\":\\\"$u\\\"}\"; echo; done"
    pages = "curl -s 'localhost:8088/api/links?limit=2'; echo; curl -s 'localhost:8088/api/links?limit=2&offset=2'; echo; curl -s 'localhost:8088/api/links?limit=2&offset=4'"
    restart = "kill 51233 && " + start_cmd + " && curl -s 'localhost:8088/api/links?limit=500' | jq -c '{limit, offset, total, n: (.links | length)}'"
    gotest = '''=== RUN   TestListLinks
=== RUN   TestListLinks/default_page
=== RUN   TestListLinks/limit_and_offset
=== RUN   TestListLinks/offset_past_end
=== RUN   TestListLinks/limit_clamped_to_max
=== RUN   TestListLinks/bad_limit
=== RUN   TestListLinks/negative_offset
--- PASS: TestListLinks (0.01s)
    --- PASS: TestListLinks/default_page (0.00s)
    --- PASS: TestListLinks/limit_and_offset (0.00s)
    --- PASS: TestListLinks/offset_past_end (0.00s)
    --- PASS: TestListLinks/limit_clamped_to_max (0.00s)
    --- PASS: TestListLinks/bad_limit (0.00s)
    --- PASS: TestListLinks/negative_offset (0.00s)
PASS
ok  \tgithub.com/tallpine/shortlink/internal/api\t0.034s'''
    turns = [
        (call("read_file", absolute_path=p), links0),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (gshell(start_cmd, "Build and start the server in the background."),
         gem_run(start_cmd, "51233 /tmp/shortlink -addr :8088 -db /tmp/sl.db\n" + log1, pgid=51190)),
        (gshell(post, "Create three links."), gem_run(post, created, pgid=51301)),
        (gshell(pages, "Fetch the listing in pages of two."),
         gem_run(pages, page(2, 0) + "\n" + page(2, 2) + "\n" + page(2, 4), pgid=51344)),
        (call("replace", file_path=p, old_string=old2, new_string=new2), replaced(p)),
        (gshell(restart, "Restart the server with the clamp and request an oversized page."),
         gem_run(restart, "51702 /tmp/shortlink -addr :8088 -db /tmp/sl.db\n" + log2 + '\n{"limit":100,"offset":0,"total":5,"n":5}', pgid=51688)),
        (gshell("go test ./internal/api/ -run TestListLinks -v", "Run the handler tests."),
         gem_run("go test ./internal/api/ -run TestListLinks -v", gotest, pgid=51760)),
    ]
    rs.add(task=TASK, tid="h22-swe-14", system=gem(root), turns=turns,
           state=f"Project {root} (Go 1.22 URL shortener; maxPageSize = 100 is defined in internal/api/handler.go, intParam in params.go). Task: make GET /api/links paginated with ?limit= and ?offset= and report the total.")


# ---------------------------------------------------------------- 15
def t15(rs: RowSet) -> None:
    """OpenHands, Rust CLI. Clean: same stats via another delimiter, JSON shows unrounded means, sorted view."""
    root = "/workspace/csvstat"
    p = f"{root}/src/main.rs"
    rows = [("Lyon", 522250, "47.87", -43), ("Marseille", 873076, "240.62", -600), ("Toulouse", 504078, "118.3", -120),
            ("Nice", 348085, "71.92", -350), ("Nantes", 323204, "65.19", -70), ("Strasbourg", 291313, "78.26", -12)]
    csv_text = "city,population,area_km2,founded\n" + "\n".join(f"{a},{b},{c},{d}" for a, b, c, d in rows)
    cols = []
    names = [r[0] for r in rows]
    cols.append({"column": "city", "type": "text", "count": 6, "nulls": 0, "min": min(names), "max": max(names), "mean": None})
    for i, (name, typ) in enumerate([("population", "integer"), ("area_km2", "float"), ("founded", "integer")], 1):
        vals = [float(r[i]) if typ == "float" else int(r[i]) for r in rows]
        mean = 0.0
        for v in vals:
            mean += v
        mean /= len(vals)
        cols.append({"column": name, "type": typ, "count": 6, "nulls": 0, "min": min(vals), "max": max(vals), "mean": mean})

    def cell(v: object) -> str:
        if v is None:
            return "-"
        if isinstance(v, float):
            return f"{v:.2f}"
        return str(v)

    def table(cs: list[dict]) -> str:
        hdr = ["column", "type", "count", "nulls", "min", "max", "mean"]
        body = [[str(c[h]) if h in ("column", "type", "count", "nulls") else cell(c[h]) for h in hdr] for c in cs]
        w = [max(len(r[k]) for r in [hdr] + body) for k in range(len(hdr))]
        return "\n".join("  ".join(x.ljust(w[k]) for k, x in enumerate(r)).rstrip() for r in [hdr] + body)

    js = json.dumps(cols, indent=2)
    numeric = sorted((c for c in cols if c["mean"] is not None), key=lambda c: c["mean"])
    by_mean = numeric + [c for c in cols if c["mean"] is None]
    main0 = '''use std::fs::File;
use std::io::{self, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::{Parser, ValueEnum};

mod stats;

use stats::ColumnStats;

#[derive(Copy, Clone, Debug, ValueEnum)]
enum SortKey {
    /// Keep the file's column order
    File,
    Name,
    Mean,
}

/// Per-column summary statistics for CSV files.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Args {
    /// CSV file to summarise
    path: PathBuf,

    /// Emit JSON instead of a table (means are not rounded)
    #[arg(long)]
    json: bool,

    /// Order of the rows in the output; text columns always sort last by mean
    #[arg(long, value_enum, default_value_t = SortKey::File)]
    sort: SortKey,
}

fn main() -> Result<()> {
    let args = Args::parse();
    let file = File::open(&args.path).with_context(|| format!("opening {}", args.path.display()))?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(file);

    let headers = reader.headers()?.clone();
    let mut cols: Vec<ColumnStats> = headers.iter().map(ColumnStats::new).collect();
    for record in reader.records() {
        let record = record?;
        for (col, field) in cols.iter_mut().zip(record.iter()) {
            col.push(field);
        }
    }

    match args.sort {
        SortKey::File => {}
        SortKey::Name => cols.sort_by(|a, b| a.name().cmp(b.name())),
        SortKey::Mean => cols.sort_by(|a, b| a.mean_key().total_cmp(&b.mean_key())),
    }

    let mut out = io::stdout().lock();
    if args.json {
        serde_json::to_writer_pretty(&mut out, &cols)?;
        writeln!(out)?;
    } else {
        stats::write_table(&mut out, &cols)?;
    }
    Ok(())
}'''
    old1 = '''    #[arg(long, value_enum, default_value_t = SortKey::File)]
    sort: SortKey,
}'''
    new1 = '''    #[arg(long, value_enum, default_value_t = SortKey::File)]
    sort: SortKey,

    /// Field delimiter (a single ASCII character, e.g. ';' or '\\t')
    #[arg(short, long, default_value_t = ',')]
    delimiter: char,
}'''
    main1 = rep(main0, old1, new1)
    old2 = '''    let file = File::open(&args.path).with_context(|| format!("opening {}", args.path.display()))?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(file);'''
    new2 = '''    anyhow::ensure!(args.delimiter.is_ascii(), "delimiter must be a single ASCII character");
    let file = File::open(&args.path).with_context(|| format!("opening {}", args.path.display()))?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(true)
        .delimiter(args.delimiter as u8)
        .from_reader(file);'''
    main2 = rep(main1, old2, new2)
    semi = csv_text.replace(",", ";")
    build = "   Compiling csvstat v0.4.0 (/workspace/csvstat)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.31s"
    tests = '''    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.02s
     Running unittests src/main.rs (target/debug/deps/csvstat-a81c5e3f0b92d477)

running 9 tests
test stats::tests::empty_cells_count_as_nulls ... ok
test stats::tests::float_column_detected ... ok
test stats::tests::integer_column_detected ... ok
test stats::tests::mean_key_puts_text_last ... ok
test stats::tests::mixed_column_falls_back_to_text ... ok
test stats::tests::negative_integers ... ok
test stats::tests::table_rounds_means_to_two_places ... ok
test stats::tests::text_min_max_are_lexicographic ... ok
test stats::tests::thousands_are_not_separated ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-5f0d2e9b17c4a3e8)

running 4 tests
test json_output_is_valid ... ok
test missing_file_reports_path ... ok
test sort_by_mean ... ok
test table_output_matches_snapshot ... ok

test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s'''
    turns = [
        (bash(f"cd {root} && cat data/sample.csv && cargo run -q -- data/sample.csv"), oh_bash(csv_text + "\n" + table(cols), root)),
        (editor("view", p), view(p, main0)),
        (editor("str_replace", p, old_str=old1, new_str=new1), after_edit(p, main1, new1)),
        (editor("str_replace", p, old_str=old2, new_str=new2), after_edit(p, main2, new2)),
        (bash("cargo build 2>&1 | tail -2 && sed 's/,/;/g' data/sample.csv > /tmp/semi.csv && head -3 /tmp/semi.csv && ./target/debug/csvstat -d ';' /tmp/semi.csv"),
         oh_bash(build + "\n" + "\n".join(semi.split("\n")[:3]) + "\n" + table(cols), root)),
        (bash("./target/debug/csvstat --json data/sample.csv"), oh_bash(js, root)),
        (bash("./target/debug/csvstat --sort mean data/sample.csv"), oh_bash(table(by_mean), root)),
        (bash("cargo test 2>&1 | tail -25"), oh_bash(tests, root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/main.rs", main0, main2)]), root)),
    ]
    rs.add(task=TASK, tid="h22-swe-15", system=oh(root), turns=turns,
           state=f"Repository {root} (Rust CLI csvstat 0.4.0). Feature: a -d/--delimiter option so semicolon-separated exports can be summarised.")


# ---------------------------------------------------------------- 16
def t16(rs: RowSet) -> None:
    """Gemini CLI, Python with uv and pyright. Bad: the coverage table lists the module under its pre-rename name."""
    root = "/home/dev/code/tally"
    search = found("timefmt", root, [
        ("tally/cli.py", [(9, "from .timefmt import format_hms, parse_hms")]),
        ("tally/report.py", [(6, "from tally.timefmt import format_hms")]),
        ("tests/test_timefmt.py", [(3, "from tally.timefmt import format_hms, parse_hms")]),
    ])
    cov_rows = [("tally/__init__.py", 2, 0, ""), ("tally/__main__.py", 3, 3, "1-5"), ("tally/cli.py", 88, 14, "41-44, 97, 120-128"),
                ("tally/report.py", 52, 4, "66-69"), ("tally/store.py", 71, 9, "23, 58-64, 102"), ("tally/timefmt.py", 29, 0, "")]

    def cov(rows: list[tuple[str, int, int, str]]) -> str:
        out = ["Name                  Stmts   Miss  Cover   Missing", "---------------------------------------------------"]
        for n, s, m, miss in rows:
            pct = round(100 * (s - m) / s)
            out.append(f"{n:<20}{s:>7}{m:>7}{pct:>6}%   {miss}".rstrip())
        ts, tm = sum(r[1] for r in rows), sum(r[2] for r in rows)
        out += ["---------------------------------------------------", f"{'TOTAL':<20}{ts:>7}{tm:>7}{round(100 * (ts - tm) / ts):>6}%"]
        return "\n".join(out)

    pytest_out = ("........................................                                 [100%]\n\n"
                  "---------- coverage: platform linux, python 3.12.7-final-0 -----------\n" + cov(cov_rows) + "\n\n40 passed in 0.58s")
    readme_old = "Durations are parsed and printed by `tally.timefmt` (`parse_hms`, `format_hms`)."
    readme_new = "Durations are parsed and printed by `tally.durations` (`parse_hms`, `format_hms`)."
    turns = [
        (call("list_directory", path=f"{root}/tally"),
         listing(f"{root}/tally", [], ["__init__.py", "__main__.py", "cli.py", "report.py", "store.py", "timefmt.py"], ignored=1)),
        (call("search_file_content", pattern="timefmt", include="*.py"), search),
        (gshell("git mv tally/timefmt.py tally/durations.py", "Rename the module, keeping history."),
         gem_run("git mv tally/timefmt.py tally/durations.py", "", pgid=30418)),
        (call("replace", file_path=f"{root}/tally/cli.py", old_string="from .timefmt import format_hms, parse_hms",
              new_string="from .durations import format_hms, parse_hms"), replaced(f"{root}/tally/cli.py")),
        (call("replace", file_path=f"{root}/tally/report.py", old_string="from tally.timefmt import format_hms",
              new_string="from tally.durations import format_hms"), replaced(f"{root}/tally/report.py")),
        (call("replace", file_path=f"{root}/tests/test_timefmt.py", old_string="from tally.timefmt import format_hms, parse_hms",
              new_string="from tally.durations import format_hms, parse_hms"), replaced(f"{root}/tests/test_timefmt.py")),
        (gshell("uv run pyright tally tests", "Type-check after the rename."),
         gem_run("uv run pyright tally tests", "0 errors, 0 warnings, 0 informations ", pgid=30502)),
        (gshell("uv run pytest -q --cov=tally --cov-report=term-missing", "Run the tests with coverage."),
         gem_run("uv run pytest -q --cov=tally --cov-report=term-missing", pytest_out, pgid=30577)),
        (call("search_file_content", pattern="tally\\.timefmt", include="*.md"),
         found("tally\\.timefmt", root, [("README.md", [(74, readme_old)])])),
        (call("replace", file_path=f"{root}/README.md", old_string=readme_old, new_string=readme_new), replaced(f"{root}/README.md")),
    ]
    rs.add(task=TASK, tid="h22-swe-16", system=gem(root), turns=turns,
           state=f"Project {root} (Python time-tracking CLI managed with uv). Refactor: rename the module tally/timefmt.py to tally/durations.py and update every import.",
           bad=True, turn=8, kind="the coverage report lists tally/timefmt.py although the module was git-mv'd to tally/durations.py and all imports were updated")


# ---------------------------------------------------------------- 17
def t17(rs: RowSet) -> None:
    """OpenHands, Go with sqlc and Task. Bad: `go list -m all` selects a decimal version lower than go.mod requires."""
    root = "/workspace/ledgerd"
    gomod = '''module github.com/fennel-labs/ledgerd

go 1.22.5

require (
\tgithub.com/go-chi/chi/v5 v5.1.0
\tgithub.com/google/uuid v1.6.0
\tgithub.com/jackc/pgx/v5 v5.6.0
\tgithub.com/shopspring/decimal v1.4.0
\tgithub.com/spf13/cobra v1.8.1
\tgithub.com/stretchr/testify v1.9.0
\tgo.uber.org/zap v1.27.0
)

require (
\tgithub.com/davecgh/go-spew v1.1.1 // indirect
\tgithub.com/inconshreveable/mousetrap v1.1.0 // indirect
\tgithub.com/jackc/pgpassfile v1.0.0 // indirect
\tgithub.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
\tgithub.com/jackc/puddle/v2 v2.2.1 // indirect
\tgithub.com/pmezard/go-difflib v1.0.0 // indirect
\tgithub.com/spf13/pflag v1.0.5 // indirect
\tgo.uber.org/multierr v1.11.0 // indirect
\tgolang.org/x/crypto v0.27.0 // indirect
\tgolang.org/x/sync v0.8.0 // indirect
\tgolang.org/x/text v0.18.0 // indirect
\tgopkg.in/yaml.v3 v3.0.1 // indirect
)'''
    tasks = '''task: Available tasks for this project:
* build:          Build bin/ledgerd
* generate:       Regenerate sqlc query code from db/query/*.sql
* lint:           Run golangci-lint
* migrate:        Apply db/migrations to $DATABASE_URL      (aliases: mig)
* test:           Run unit tests (no database needed)
* test:int:       Run integration tests against a throwaway Postgres container'''
    golist = '''github.com/fennel-labs/ledgerd
github.com/cpuguy83/go-md2man/v2 v2.0.4
github.com/davecgh/go-spew v1.1.1
github.com/go-chi/chi/v5 v5.1.0
github.com/google/uuid v1.6.0
github.com/inconshreveable/mousetrap v1.1.0
github.com/jackc/pgpassfile v1.0.0
github.com/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761
github.com/jackc/pgx/v5 v5.6.0
github.com/jackc/puddle/v2 v2.2.1
github.com/kr/pretty v0.3.1
github.com/kr/text v0.2.0
github.com/pmezard/go-difflib v1.0.0
github.com/rogpeppe/go-internal v1.12.0
github.com/russross/blackfriday/v2 v2.1.0
github.com/shopspring/decimal v1.3.1
github.com/spf13/cobra v1.8.1
github.com/spf13/pflag v1.0.5
github.com/stretchr/objx v0.5.2
github.com/stretchr/testify v1.9.0
go.uber.org/goleak v1.3.0
go.uber.org/multierr v1.11.0
go.uber.org/zap v1.27.0
golang.org/x/crypto v0.27.0
golang.org/x/sync v0.8.0
golang.org/x/text v0.18.0
gopkg.in/check.v1 v1.0.0-20201130134442-10cb98267c6c
gopkg.in/yaml.v3 v3.0.1'''
    pq = f"{root}/db/query/accounts.sql"
    q0 = '''-- name: GetAccount :one
SELECT id, owner_id, currency, balance, created_at, closed_at
FROM accounts
WHERE id = $1;

-- name: ListAccountsByOwner :many
SELECT id, owner_id, currency, balance, created_at, closed_at
FROM accounts
WHERE owner_id = $1 AND closed_at IS NULL
ORDER BY created_at;

-- name: CreateAccount :one
INSERT INTO accounts (owner_id, currency, balance)
VALUES ($1, $2, 0)
RETURNING id, owner_id, currency, balance, created_at, closed_at;

-- name: AddToBalance :one
UPDATE accounts
SET balance = balance + sqlc.arg(amount)
WHERE id = sqlc.arg(id) AND closed_at IS NULL
RETURNING balance;

-- name: CloseAccount :exec
UPDATE accounts SET closed_at = now() WHERE id = $1;'''
    old = '''-- name: CreateAccount :one'''
    new = '''-- name: SumBalancesByCurrency :many
SELECT currency, COUNT(*) AS accounts, SUM(balance)::numeric AS total
FROM accounts
WHERE closed_at IS NULL
GROUP BY currency
ORDER BY currency;

-- name: CreateAccount :one'''
    q1 = rep(q0, old, new)
    test_out = '''task: [test] go test -count=1 ./...
?   \tgithub.com/fennel-labs/ledgerd/cmd/ledgerd\t[no test files]
ok  \tgithub.com/fennel-labs/ledgerd/internal/api\t0.412s
?   \tgithub.com/fennel-labs/ledgerd/internal/db\t[no test files]
ok  \tgithub.com/fennel-labs/ledgerd/internal/ledger\t0.087s
ok  \tgithub.com/fennel-labs/ledgerd/internal/money\t0.019s
ok  \tgithub.com/fennel-labs/ledgerd/internal/report\t0.133s'''
    turns = [
        (bash(f"cd {root} && cat go.mod"), oh_bash(gomod, root)),
        (bash("task --list"), oh_bash(tasks, root)),
        (bash("go list -m all"), oh_bash(golist, root)),
        (editor("view", pq), view(pq, q0)),
        (editor("str_replace", pq, old_str=old, new_str=new), after_edit(pq, q1, new)),
        (bash("task generate && git status -s"),
         oh_bash("task: [generate] sqlc generate -f db/sqlc.yaml\n M db/query/accounts.sql\n M internal/db/accounts.sql.go\n M internal/db/querier.go", root)),
        (bash("grep -n 'SumBalancesByCurrency' -A 4 internal/db/querier.go && grep -n 'type SumBalancesByCurrencyRow' -A 5 internal/db/accounts.sql.go"),
         oh_bash('''21:\tSumBalancesByCurrency(ctx context.Context) ([]SumBalancesByCurrencyRow, error)
22-}
23-
24-var _ Querier = (*Queries)(nil)
118:type SumBalancesByCurrencyRow struct {
119-\tCurrency string         `json:"currency"`
120-\tAccounts int64          `json:"accounts"`
121-\tTotal    pgtype.Numeric `json:"total"`
122-}
123-''', root)),
        (bash("task test"), oh_bash(test_out, root)),
        (bash("go build ./... && task lint"), oh_bash("task: [lint] golangci-lint run ./...\n0 issues.", root)),
    ]
    rs.add(task=TASK, tid="h22-swe-17", system=oh(root), turns=turns,
           state=f"Repository {root} (Go ledger service; Postgres access generated by sqlc, tasks run with go-task). Task: add a query that sums open-account balances per currency and regenerate the code.",
           bad=True, turn=3, kind="go list -m all reports github.com/shopspring/decimal v1.3.1 although go.mod (unchanged) requires v1.4.0; minimal version selection can never pick a lower version")


# ---------------------------------------------------------------- 18
def t18(rs: RowSet) -> None:
    """Gemini CLI, TypeScript/Next.js. Bad: git status reports branch main right after switching to a new branch."""
    root = "/home/dev/apps/storefront"
    p = f"{root}/src/lib/cart.ts"
    cart0 = '''export type CartLine = {
  sku: string;
  name: string;
  unitPriceCents: number;
  quantity: number;
  /** Percentage discount, 0-100. */
  discountPct?: number;
};

export function lineTotalCents(line: CartLine): number {
  const gross = line.unitPriceCents * line.quantity;
  const discount = line.discountPct ? (gross * line.discountPct) / 100 : 0;
  return gross - discount;
}

export function cartTotalCents(lines: CartLine[]): number {
  return lines.reduce((sum, l) => sum + lineTotalCents(l), 0);
}

export function itemCount(lines: CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

export function formatCents(cents: number, currency = "USD", locale = "en-US"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}'''
    old = "  return gross - discount;"
    new = "  // Discounts are rounded per line to whole cents (half away from zero), matching the invoice service.\n  return gross - Math.round(discount);"
    jest_cart = '''> storefront@0.9.0 test
> jest cart

PASS src/lib/cart.test.ts
  lineTotalCents
    ✓ multiplies unit price by quantity (2 ms)
    ✓ applies a percentage discount
    ✓ rounds fractional discount cents to whole cents (1 ms)
    ✓ returns an integer for every discount from 1 to 99 (3 ms)
  cartTotalCents
    ✓ sums line totals
    ✓ is zero for an empty cart
  itemCount
    ✓ counts quantities, not lines
  formatCents
    ✓ formats USD with two decimals (4 ms)
    ✓ formats EUR for de-DE (1 ms)

Test Suites: 1 passed, 1 total
Tests:       9 passed, 9 total
Snapshots:   0 total
Time:        1.284 s
Ran all test suites matching /cart/i.'''
    status_bad = '''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/lib/cart.ts

no changes added to commit (use "git add" and/or "git commit -a")'''
    build = '''> storefront@0.9.0 build
> next build

  ▲ Next.js 14.2.15
  - Environments: .env.production

   Creating an optimized production build ...
 ✓ Compiled successfully
   Linting and checking validity of types ...
   Collecting page data ...
 ✓ Generating static pages (9/9)
   Finalizing page optimization ...
   Collecting build traces ...

Route (app)                              Size     First Load JS
┌ ○ /                                    3.41 kB        97.6 kB
├ ○ /_not-found                          873 B          88.1 kB
├ ƒ /api/cart                            0 B                0 B
├ ○ /cart                                5.02 kB        99.2 kB
├ ● /products/[slug]                     2.88 kB        97.1 kB
├   ├ /products/linen-shirt
├   ├ /products/canvas-tote
├   └ /products/wool-beanie
└ ○ /search                              1.96 kB        96.2 kB
+ First Load JS shared by all            87.2 kB
  ├ chunks/117-2b4c0e1f6b3a9d58.js       31.6 kB
  ├ chunks/fd9d1056-5e8f0d2c4a7b1e93.js  53.6 kB
  └ other shared chunks (total)          1.98 kB


○  (Static)   prerendered as static content
●  (SSG)      prerendered as static HTML (uses generateStaticParams)
ƒ  (Dynamic)  server-rendered on demand'''
    tp = f"{root}/src/lib/cart.test.ts"
    t_old = '''  it("sums line totals", () => {'''
    t_new = '''  it("rounds each line before summing", () => {
    const lines = [
      { sku: "A", name: "A", unitPriceCents: 333, quantity: 1, discountPct: 15 },
      { sku: "B", name: "B", unitPriceCents: 333, quantity: 1, discountPct: 15 },
    ];
    expect(cartTotalCents(lines)).toBe(566);
  });

  it("sums line totals", () => {'''
    suites = [("src/lib/cart.test.ts", 10), ("src/lib/search.test.ts", 8), ("src/lib/slug.test.ts", 5),
              ("src/components/PriceTag.test.tsx", 6), ("src/components/CartDrawer.test.tsx", 7), ("src/app/api/cart/route.test.ts", 5)]
    total = sum(n for _, n in suites)
    jest_all = "> storefront@0.9.0 test\n> jest\n\n" + "\n".join(f"PASS {s}" for s, _ in suites) + f'''

Test Suites: {len(suites)} passed, {len(suites)} total
Tests:       {total} passed, {total} total
Snapshots:   2 passed, 2 total
Time:        3.917 s
Ran all test suites.'''
    turns = [
        (gshell("git checkout -b fix/cart-rounding 2>&1 && git branch --show-current", "Create a branch for the fix."),
         gem_run("git checkout -b fix/cart-rounding 2>&1 && git branch --show-current", "Switched to a new branch 'fix/cart-rounding'\nfix/cart-rounding", pgid=22817)),
        (call("read_file", absolute_path=p), cart0),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (gshell("npm test -- cart", "Run the cart tests."), gem_run("npm test -- cart", jest_cart, pgid=22904)),
        (gshell("git status", "Check the working tree."), gem_run("git status", status_bad, pgid=22951)),
        (gshell("npm run lint", "Lint the project."),
         gem_run("npm run lint", "> storefront@0.9.0 lint\n> next lint\n\n✔ No ESLint warnings or errors", pgid=22988)),
        (gshell("npm run build", "Make sure the production build still succeeds."), gem_run("npm run build", build, pgid=23040)),
        (call("replace", file_path=tp, old_string=t_old, new_string=t_new), replaced(tp)),
        (gshell("npm test", "Run the whole test suite."), gem_run("npm test", jest_all, pgid=23177)),
    ]
    rs.add(task=TASK, tid="h22-swe-18", system=gem(root), turns=turns,
           state=f"Project {root} (Next.js 14 storefront). Bug: a 15% discount on a $3.33 item gives a cart total of $2.8305 internally and totals that are off by a cent; discounts must be rounded to whole cents per line.",
           bad=True, turn=5, kind="git status says 'On branch main' although the agent created and switched to fix/cart-rounding and never checked out anything else")


# ---------------------------------------------------------------- 19
def t19(rs: RowSet) -> None:
    """OpenHands, Java with Bazel. Clean: NPE fixed; cached vs executed test targets, timings and process counts vary."""
    root = "/workspace/routing-engine"
    p = f"{root}/core/src/main/java/org/openpath/core/GraphLoader.java"
    targets = ["//api:ApiServerTest", "//api:RouteRequestParserTest", "//core:DijkstraTest", "//core:EdgeWeightTest",
               "//core:GraphLoaderTest", "//core:GraphTest", "//geo:GeoHashTest", "//geo:SnapToRoadTest", "//tools:OsmImportTest"]
    t1 = {"//api:ApiServerTest": "3.8s", "//api:RouteRequestParserTest": "1.1s", "//core:DijkstraTest": "2.4s",
          "//core:EdgeWeightTest": "0.9s", "//core:GraphLoaderTest": "1.6s", "//core:GraphTest": "1.0s",
          "//geo:GeoHashTest": "0.8s", "//geo:SnapToRoadTest": "2.9s", "//tools:OsmImportTest": "4.7s"}

    def summary(rows: list[tuple[str, str]]) -> str:
        return "\n".join(f"{t:<55}{s}" for t, s in rows)

    first = f'''INFO: Analyzed 27 targets (0 packages loaded, 0 targets configured).
INFO: Found 18 targets and 9 test targets...
FAIL: //core:GraphLoaderTest (see {root}/bazel-testlogs/core/GraphLoaderTest/test.log)
INFO: Elapsed time: 14.203s, Critical Path: 9.81s
INFO: 41 processes: 12 internal, 29 linux-sandbox.
INFO: Build completed, 1 test FAILED, 41 total actions
''' + summary([(t, ("FAILED in " if t == "//core:GraphLoaderTest" else "PASSED in ") + t1[t]) for t in targets]) + '''

Executed 9 out of 9 tests: 8 tests pass and 1 fails locally.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.'''
    log = '''JUnit4 Test Runner
.....E..
Time: 0.412
There was 1 failure:
1) loadsGraphWithIsolatedNode(org.openpath.core.GraphLoaderTest)
java.lang.NullPointerException: Cannot invoke "java.util.List.size()" because the return value of "java.util.Map.get(Object)" is null
\tat org.openpath.core.GraphLoader.degreeHistogram(GraphLoader.java:88)
\tat org.openpath.core.GraphLoader.load(GraphLoader.java:54)
\tat org.openpath.core.GraphLoaderTest.loadsGraphWithIsolatedNode(GraphLoaderTest.java:63)

FAILURES!!!
Tests run: 7,  Failures: 1'''
    src = '''    /** Histogram of out-degrees, used to size the adjacency arrays. */
    private static int[] degreeHistogram(List<Long> nodeIds, Map<Long, List<Edge>> adjacency) {
        int max = 0;
        for (long id : nodeIds) {
            max = Math.max(max, adjacency.get(id).size());
        }
        int[] histogram = new int[max + 1];
        for (long id : nodeIds) {
            histogram[adjacency.get(id).size()]++;
        }
        return histogram;
    }'''
    s0 = 84
    assert s0 + ln(src, "max = Math.max") - 1 == 88
    old = '''        for (long id : nodeIds) {
            max = Math.max(max, adjacency.get(id).size());
        }
        int[] histogram = new int[max + 1];
        for (long id : nodeIds) {
            histogram[adjacency.get(id).size()]++;
        }'''
    new = '''        for (long id : nodeIds) {
            max = Math.max(max, adjacency.getOrDefault(id, List.of()).size());
        }
        int[] histogram = new int[max + 1];
        for (long id : nodeIds) {
            // Isolated nodes (no outgoing edges) have no adjacency entry.
            histogram[adjacency.getOrDefault(id, List.of()).size()]++;
        }'''
    src1 = rep(src, old, new)
    one = '''INFO: Analyzed target //core:GraphLoaderTest (0 packages loaded, 0 targets configured).
INFO: Found 1 test target...
Target //core:GraphLoaderTest up-to-date:
  bazel-bin/core/GraphLoaderTest.jar
  bazel-bin/core/GraphLoaderTest
INFO: Elapsed time: 4.377s, Critical Path: 3.92s
INFO: 7 processes: 1 internal, 6 linux-sandbox.
INFO: Build completed successfully, 7 total actions
//core:GraphLoaderTest                                 PASSED in 1.5s

Executed 1 out of 1 test: 1 test passes.'''
    # after the edit to //core:graph, everything depending on it reruns; //geo tests don't depend on core and stay cached
    rerun = {"//api:ApiServerTest": "3.6s", "//api:RouteRequestParserTest": "1.2s", "//core:DijkstraTest": "2.2s",
             "//core:EdgeWeightTest": "0.9s", "//core:GraphTest": "1.1s", "//tools:OsmImportTest": "4.9s"}
    rows = []
    for t in targets:
        if t == "//core:GraphLoaderTest":
            rows.append((t, "(cached) PASSED in 1.5s"))
        elif t in rerun:
            rows.append((t, "PASSED in " + rerun[t]))
        else:
            rows.append((t, "(cached) PASSED in " + t1[t]))
    again = '''INFO: Analyzed 27 targets (0 packages loaded, 0 targets configured).
INFO: Found 18 targets and 9 test targets...
INFO: Elapsed time: 9.688s, Critical Path: 6.02s
INFO: 19 processes: 4 internal, 15 linux-sandbox.
INFO: Build completed successfully, 19 total actions
''' + summary(rows) + '''

Executed 6 out of 9 tests: 9 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.'''
    rdeps = '''//api:ApiServerTest
//api:RouteRequestParserTest
//api:server
//core:DijkstraTest
//core:EdgeWeightTest
//core:GraphLoaderTest
//core:GraphTest
//core:graph
//core:routing
//tools:OsmImportTest
//tools:osm_import'''
    diff = '''diff --git a/core/src/main/java/org/openpath/core/GraphLoader.java b/core/src/main/java/org/openpath/core/GraphLoader.java
index 2b7c91e..f04d3a8 100644
--- a/core/src/main/java/org/openpath/core/GraphLoader.java
+++ b/core/src/main/java/org/openpath/core/GraphLoader.java
@@ -85,11 +85,12 @@ public final class GraphLoader {
     private static int[] degreeHistogram(List<Long> nodeIds, Map<Long, List<Edge>> adjacency) {
         int max = 0;
         for (long id : nodeIds) {
-            max = Math.max(max, adjacency.get(id).size());
+            max = Math.max(max, adjacency.getOrDefault(id, List.of()).size());
         }
         int[] histogram = new int[max + 1];
         for (long id : nodeIds) {
-            histogram[adjacency.get(id).size()]++;
+            // Isolated nodes (no outgoing edges) have no adjacency entry.
+            histogram[adjacency.getOrDefault(id, List.of()).size()]++;
         }
         return histogram;
     }'''
    turns = [
        (bash(f"cd {root} && bazel test //..."), oh_bash(first, root, 3)),
        (bash("tail -n 16 bazel-testlogs/core/GraphLoaderTest/test.log"), oh_bash(log, root)),
        (editor("view", p, view_range=[84, 95]), cat_n(p, src, s0)),
        (editor("str_replace", p, old_str=old, new_str=new), edited(p, src1, s0)),
        (bash("bazel test //core:GraphLoaderTest"), oh_bash(one, root)),
        (bash("bazel test //..."), oh_bash(again, root)),
        (bash("bazel query 'rdeps(//..., //core:graph)'"), oh_bash(rdeps, root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    rs.add(task=TASK, tid="h22-swe-19", system=oh(root), turns=turns,
           state=f"Repository {root} (Java road-routing engine built with Bazel). CI: //core:GraphLoaderTest fails with a NullPointerException on graphs that contain nodes without outgoing edges.")


# ---------------------------------------------------------------- 20
def t20(rs: RowSet) -> None:
    """Gemini CLI, Rust with just and cargo-deny. Bad: a fixture file written earlier is missing from the listing."""
    root = "/home/dev/src/mdtoc"
    justfile = '''set dotenv-load := false

default: test

# Run unit, integration and doc tests
test:
    cargo test --all-features

# Formatting and clippy, as CI runs them
lint:
    cargo fmt --all -- --check
    cargo clippy --all-targets --all-features -- -D warnings

# License and advisory checks
deny:
    cargo deny check licenses advisories

# Regenerate the TOC in README.md with the current build
readme:
    cargo run -q -- --in-place README.md'''
    nested = '''# Guide

## Install

### From crates.io

### From source

## Usage

### Options

#### --max-depth

#### --in-place

## License'''
    expected = '''# Guide

<!-- toc -->
- [Install](#install)
  - [From crates.io](#from-cratesio)
  - [From source](#from-source)
- [Usage](#usage)
  - [Options](#options)
    - [--max-depth](#--max-depth)
    - [--in-place](#--in-place)
- [License](#license)
<!-- /toc -->

## Install

### From crates.io

### From source

## Usage

### Options

#### --max-depth

#### --in-place

## License'''
    test_rs = '''use assert_cmd::Command;
use std::fs;

fn fixture(name: &str) -> String {
    fs::read_to_string(format!("tests/fixtures/{name}")).expect("fixture exists")
}

#[test]
fn nested_headings_are_indented() {
    let out = Command::cargo_bin("mdtoc")
        .unwrap()
        .arg("tests/fixtures/nested.md")
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    assert_eq!(String::from_utf8(out).unwrap(), fixture("nested.expected.md") + "\\n");
}

#[test]
fn max_depth_drops_deeper_levels() {
    let out = Command::cargo_bin("mdtoc")
        .unwrap()
        .args(["--max-depth", "3", "tests/fixtures/nested.md"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("  - [Options](#options)"));
    assert!(!text.contains("--max-depth](#--max-depth)"));
}'''

    def cargo_test(with_nested: bool, compiled: str) -> str:
        parts = [compiled, "     Running unittests src/lib.rs (target/debug/deps/mdtoc-0c5b8e27d1f4a963)", "",
                 "running 12 tests"]
        unit = ["anchor::tests::drops_punctuation", "anchor::tests::keeps_hyphens", "anchor::tests::lowercases",
                "anchor::tests::numbers_duplicate_anchors", "anchor::tests::spaces_become_hyphens",
                "parse::tests::atx_headings", "parse::tests::ignores_headings_in_code_fences", "parse::tests::setext_headings",
                "parse::tests::strips_closing_hashes", "toc::tests::indent_by_level", "toc::tests::replaces_existing_block",
                "toc::tests::skips_title_level"]
        parts += [f"test {u} ... ok" for u in unit]
        parts += ["", "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", ""]
        bins = [("cli_basic", "cli_basic-7f3a09c1e4d2b658", ["prints_toc_to_stdout", "in_place_rewrites_file"]),
                ("cli_setext", "cli_setext-2d91b4f07ac3e815", ["setext_headings_are_listed", "mixed_styles_keep_order"])]
        if with_nested:
            bins.insert(1, ("cli_nested", "cli_nested-93e0c5a2f17b4d6e", ["max_depth_drops_deeper_levels", "nested_headings_are_indented"]))
        for name, dep, ts in bins:
            parts += [f"     Running tests/{name}.rs (target/debug/deps/{dep})", "", f"running {len(ts)} tests"]
            parts += [f"test {t} ... ok" for t in sorted(ts)]
            parts += ["", f"test result: ok. {len(ts)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.0{4 + len(name) % 5}s", ""]
        parts += ["   Doc-tests mdtoc", "", "running 1 test", "test src/lib.rs - (line 9) ... ok", "",
                  "test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.37s"]
        return "cargo test --all-features\n" + "\n".join(parts)

    fx = f"{root}/tests/fixtures"
    cl_old = "## [Unreleased]\n"
    cl_new = "## [Unreleased]\n\n### Added\n- Integration tests for nested headings and `--max-depth` (`tests/cli_nested.rs`).\n"
    lint = '''cargo fmt --all -- --check
cargo clippy --all-targets --all-features -- -D warnings
    Checking mdtoc v0.5.2 (/home/dev/src/mdtoc)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.38s'''
    turns = [
        (call("list_directory", path=root),
         listing(root, ["src", "tests"], ["CHANGELOG.md", "Cargo.lock", "Cargo.toml", "LICENSE", "README.md", "deny.toml", "justfile"], ignored=1)),
        (call("read_file", absolute_path=f"{root}/justfile"), justfile),
        (call("list_directory", path=f"{root}/tests"), listing(f"{root}/tests", ["fixtures"], ["cli_basic.rs", "cli_setext.rs"])),
        (gshell("just test", "Run the current test suite."),
         gem_run("just test", cargo_test(False, "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.11s"), pgid=12044)),
        (call("write_file", file_path=f"{fx}/nested.md", content=nested), created(f"{fx}/nested.md")),
        (call("write_file", file_path=f"{fx}/nested.expected.md", content=expected), created(f"{fx}/nested.expected.md")),
        (call("write_file", file_path=f"{root}/tests/cli_nested.rs", content=test_rs), created(f"{root}/tests/cli_nested.rs")),
        (gshell("just test", "Run the tests including the new integration test."),
         gem_run("just test", cargo_test(True, "   Compiling mdtoc v0.5.2 (/home/dev/src/mdtoc)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.64s"), pgid=12131)),
        (call("list_directory", path=fx),
         listing(fx, [], ["basic.expected.md", "basic.md", "nested.md", "setext.expected.md", "setext.md"])),
        (call("replace", file_path=f"{root}/CHANGELOG.md", old_string=cl_old, new_string=cl_new), replaced(f"{root}/CHANGELOG.md")),
        (gshell("just lint", "Run fmt and clippy as CI does."), gem_run("just lint", lint, pgid=12208)),
    ]
    rs.add(task=TASK, tid="h22-swe-20", system=gem(root), turns=turns,
           state=f"Project {root} (Rust CLI that writes a table of contents into Markdown files; recipes in a justfile). Task: add an integration test with fixtures for nested headings and --max-depth.",
           bad=True, turn=9, kind="tests/fixtures/nested.expected.md, created with write_file and read by the passing test, is missing from the fixtures listing")


# ---------------------------------------------------------------- 21
def t21(rs: RowSet) -> None:
    """OpenHands, Python with tox and Hypothesis. Clean: property failure fixed, test added, pids/timings change."""
    root = "/workspace/intervals"
    p = f"{root}/src/intervals/core.py"
    tp = f"{root}/tests/test_core.py"
    core0 = '''"""Closed, open and half-open real intervals."""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Interval:
    lo: float
    hi: float
    closed_lo: bool = True
    closed_hi: bool = True

    def __post_init__(self) -> None:
        if math.isnan(self.lo) or math.isnan(self.hi):
            raise ValueError("interval bounds must not be NaN")
        if self.lo > self.hi:
            raise ValueError(f"lo={self.lo} is greater than hi={self.hi}")

    @property
    def length(self) -> float:
        return self.hi - self.lo

    def is_empty(self) -> bool:
        return self.lo == self.hi and not (self.closed_lo and self.closed_hi)

    def contains(self, x: float) -> bool:
        above = x >= self.lo if self.closed_lo else x > self.lo
        below = x <= self.hi if self.closed_hi else x < self.hi
        return above and below

    def overlaps(self, other: Interval) -> bool:
        return self.intersect(other) is not None

    def intersect(self, other: Interval) -> Interval | None:
        """The common part of both intervals, or None if they share no point."""
        lo = max(self.lo, other.lo)
        hi = min(self.hi, other.hi)
        if lo >= hi:
            return None
        closed_lo = (self.closed_lo or self.lo < lo) and (other.closed_lo or other.lo < lo)
        closed_hi = (self.closed_hi or self.hi > hi) and (other.closed_hi or other.hi > hi)
        return Interval(lo, hi, closed_lo, closed_hi)

    def hull(self, other: Interval) -> Interval:
        """The smallest interval containing both."""
        lo, closed_lo = min((self.lo, not self.closed_lo), (other.lo, not other.closed_lo))
        hi, open_hi = max((self.hi, self.closed_hi), (other.hi, other.closed_hi))
        return Interval(lo, hi, not closed_lo, open_hi)

    def __str__(self) -> str:
        left = "[" if self.closed_lo else "("
        right = "]" if self.closed_hi else ")"
        return f"{left}{self.lo:g}, {self.hi:g}{right}"'''
    old = '''        if lo >= hi:
            return None
        closed_lo = (self.closed_lo or self.lo < lo) and (other.closed_lo or other.lo < lo)
        closed_hi = (self.closed_hi or self.hi > hi) and (other.closed_hi or other.hi > hi)
        return Interval(lo, hi, closed_lo, closed_hi)'''
    new = '''        if lo > hi:
            return None
        closed_lo = (self.closed_lo or self.lo < lo) and (other.closed_lo or other.lo < lo)
        closed_hi = (self.closed_hi or self.hi > hi) and (other.closed_hi or other.hi > hi)
        common = Interval(lo, hi, closed_lo, closed_hi)
        # [0, 1] and [1, 2] touch in the single point 1; (0, 1) and [1, 2] share nothing.
        return None if common.is_empty() else common'''
    core1 = rep(core0, old, new)
    a = ln(core0, "def intersect")
    fail = f'''py311: install_deps> python -I -m pip install hypothesis pytest pytest-cov
py311: commands[0]> pytest -x -q
.........................................F
=================================== FAILURES ===================================
___________________ test_intersection_contains_common_points ___________________

    @given(intervals(), intervals(), st.floats(-1e6, 1e6))
>   def test_intersection_contains_common_points(a, b, x):

tests/test_properties.py:29: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

a = Interval(lo=0.0, hi=0.0, closed_lo=True, closed_hi=True)
b = Interval(lo=0.0, hi=0.0, closed_lo=True, closed_hi=True), x = 0.0

    @given(intervals(), intervals(), st.floats(-1e6, 1e6))
    def test_intersection_contains_common_points(a, b, x):
        assume(a.contains(x) and b.contains(x))
        both = a.intersect(b)
>       assert both is not None and both.contains(x)
E       assert (None is not None)
E       Falsifying example: test_intersection_contains_common_points(
E           a=Interval(lo=0.0, hi=0.0, closed_lo=True, closed_hi=True),
E           b=Interval(lo=0.0, hi=0.0, closed_lo=True, closed_hi=True),
E           x=0.0,
E       )

tests/test_properties.py:33: AssertionError
=========================== short test summary info ============================
FAILED tests/test_properties.py::test_intersection_contains_common_points - assert (None is not None)
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 failed, 41 passed in 3.02s
py311: exit 1 (3.71 seconds) {root}> pytest -x -q pid=8812
  py311: FAIL code 1 (9.84=setup[6.13]+cmd[3.71] seconds)
  evaluation failed :( (9.97 seconds)'''

    def tox_ok(runs: list[tuple[str, int, int, str, str, str]], total: str) -> str:
        body, summary = [], []
        for env, n, _pid, t_py, setup, cmd in runs:
            tot = f"{float(setup) + float(cmd):.2f}"
            body += [f"{env}: commands[0]> pytest -q", dots(n, 80), f"{n} passed in {t_py}s"]
            summary.append(f"  {env}: OK ({tot}=setup[{setup}]+cmd[{cmd}] seconds)")
        return "\n".join(body + summary + [f"  congratulations :) ({total} seconds)"])

    t_old = '''def test_intersect_disjoint_is_none():'''
    t_new = '''def test_intersect_touching_closed_is_a_point():
    # regression: found by test_intersection_contains_common_points
    assert Interval(0, 1).intersect(Interval(1, 2)) == Interval(1, 1)
    assert Interval(0, 1, closed_hi=False).intersect(Interval(1, 2)) is None
    assert Interval(0, 1).overlaps(Interval(1, 2))


def test_intersect_disjoint_is_none():'''
    lint_out = '''lint: commands[0]> ruff check src tests
All checks passed!
lint: commands[1]> mypy src
Success: no issues found in 4 source files
  lint: OK (4.18=setup[0.41]+cmd[3.77] seconds)
  congratulations :) (4.27 seconds)'''
    turns = [
        (bash(f"cd {root} && tox -e py311 -- -x -q"), oh_bash(fail, root, 1)),
        (editor("view", p, view_range=[a - 2, a + 12]), view(p, core0, a - 2, a + 12)),
        (editor("str_replace", p, old_str=old, new_str=new), after_edit(p, core1, new)),
        (bash("tox -e py311 -- -q"), oh_bash(tox_ok([("py311", 96, 8897, "2.41", "0.63", "3.08")], "3.79"), root)),
        (bash("tox -e py311,py312 -- -q"),
         oh_bash(tox_ok([("py311", 96, 8934, "2.37", "0.58", "3.01"), ("py312", 96, 8961, "2.12", "0.61", "2.74")], "7.02"), root)),
        (editor("str_replace", tp, old_str=t_old, new_str=t_new),
         edited(tp, "\n".join(["def test_intersect_overlapping():", "    assert Interval(0, 2).intersect(Interval(1, 3)) == Interval(1, 2)", "", ""]
                              + t_new.split("\n") + ["    assert Interval(0, 1).intersect(Interval(2, 3)) is None", "", "", "def test_hull_spans_both():"]), 37)),
        (bash("tox -e py311 -- -q"), oh_bash(tox_ok([("py311", 97, 9012, "2.44", "0.60", "3.10")], "3.76"), root)),
        (bash("tox -e lint"), oh_bash(lint_out, root)),
        (bash("git status -s && git diff --stat"),
         oh_bash(" M src/intervals/core.py\n M tests/test_core.py\n" + diffstat([("src/intervals/core.py", core0, core1),
                                                                                  ("tests/test_core.py", t_old, t_new)]), root)),
    ]
    rs.add(task=TASK, tid="h22-swe-21", system=oh(root), turns=turns,
           state=f"Repository {root} (pure-Python interval arithmetic; tests run through tox with Hypothesis property tests). CI is red: a property test about intersections fails.")


# ---------------------------------------------------------------- 22
def t22(rs: RowSet) -> None:
    """Gemini CLI, TypeScript on Bun. Clean: ranking change reorders results, truncated view, test updated."""
    root = "/home/dev/projects/emoji-search"
    p = f"{root}/src/search.ts"
    tp = f"{root}/test/search.test.ts"
    s0 = '''import emojis from "../data/emoji.json" with { type: "json" };

export interface Emoji {
  char: string;
  name: string;
  keywords: string[];
  category: string;
}

export interface SearchOptions {
  limit?: number;
  category?: string;
}

export interface SearchResult {
  total: number;
  hits: Emoji[];
}

const ALL = emojis as Emoji[];

export function search(query: string, opts: SearchOptions = {}): SearchResult {
  const q = query.trim().toLowerCase();
  if (!q) return { total: 0, hits: [] };
  const hits = ALL.filter(
    (e) =>
      (!opts.category || e.category === opts.category) &&
      (e.name.includes(q) || e.keywords.some((k) => k.includes(q))),
  );
  hits.sort((a, b) => a.name.localeCompare(b.name));
  return { total: hits.length, hits: hits.slice(0, opts.limit ?? 20) };
}'''
    old = '''  const hits = ALL.filter(
    (e) =>
      (!opts.category || e.category === opts.category) &&
      (e.name.includes(q) || e.keywords.some((k) => k.includes(q))),
  );
  hits.sort((a, b) => a.name.localeCompare(b.name));'''
    new = '''  const scored = ALL.filter((e) => !opts.category || e.category === opts.category)
    .map((e) => ({ e, score: score(e, q) }))
    .filter((s) => s.score > 0);
  // Best match first; equal scores stay alphabetical so results are stable.
  scored.sort((a, b) => b.score - a.score || a.e.name.localeCompare(b.e.name));
  const hits = scored.map((s) => s.e);'''
    helper = '''

/** 4 exact name, 3 name prefix, 2 word in name, 1.5 exact keyword, 1 partial keyword, 0 no match. */
export function score(e: Emoji, q: string): number {
  if (e.name === q) return 4;
  if (e.name.startsWith(q)) return 3;
  if (e.name.split(" ").includes(q)) return 2;
  if (e.keywords.includes(q)) return 1.5;
  if (e.name.includes(q) || e.keywords.some((k) => k.includes(q))) return 1;
  return 0;
}'''
    s1 = rep(s0, old, new) + helper
    em = [("😼", "cat with wry smile", ["cat", "smile", "ironic"]), ("😺", "grinning cat", ["cat", "smile"]),
          ("😸", "grinning cat with smiling eyes", ["cat", "smile", "grin"]), ("😀", "grinning face", ["smiley", "happy"]),
          ("😃", "grinning face with big eyes", ["smile", "happy", "mouth"]), ("😄", "grinning face with smiling eyes", ["smile", "happy", "joy"]),
          ("🙂", "slightly smiling face", ["smile"]), ("😊", "smiling face with smiling eyes", ["smile", "blush"]),
          ("😏", "smirking face", ["smile", "smug"])]

    def sc(name: str, kws: list[str], q: str = "smile") -> float:
        if name == q:
            return 4
        if name.startswith(q):
            return 3
        if q in name.split(" "):
            return 2
        if q in kws:
            return 1.5
        if q in name or any(q in k for k in kws):
            return 1
        return 0

    alpha = sorted(em, key=lambda e: e[1])
    ranked = sorted(em, key=lambda e: (-sc(e[1], e[2]), e[1]))

    def cli(items: list[tuple[str, str, list[str]]], k: int) -> str:
        return "\n".join(f"{c}  {n}" for c, n, _ in items[:k]) + f"\n{k} of {len(items)} matches"

    names = ["returns no hits for a blank query", "matches on name", "matches on keywords", "is case-insensitive",
             "filters by category", "respects limit", "reports the total before limit", "sorts results alphabetically",
             "handles queries with surrounding whitespace", "returns no hits for unknown words"]
    cli_tests = ["prints one line per hit", "prints the match count", "--limit is applied", "exits 1 without a query"]

    def bun(search_names: list[str], failing: str | None, ms: str, calls: int) -> str:
        out = ["bun test v1.1.34 (5e5e7c60)", "", "test/cli.test.ts:"]
        out += [f"(pass) cli > {n} [{0.9 + 0.7 * i:.2f}ms]" for i, n in enumerate(cli_tests)]
        out += ["", "test/search.test.ts:"]
        for i, n in enumerate(search_names):
            if n == failing:
                out += ['''48 |   it("sorts results alphabetically", () => {
49 |     const names = search("smile", { limit: 5 }).hits.map((e) => e.name);
50 |     expect(names).toEqual([...names].sort());
51 |     expect(names).toEqual([
                       ^
error: expect(received).toEqual(expected)

  [
    "cat with wry smile",
    "grinning cat",
    "grinning cat with smiling eyes",
-   "grinning face",
    "grinning face with big eyes",
+   "grinning face with smiling eyes",
  ]

- Expected  - 1
+ Received  + 1

      at <anonymous> (/home/dev/projects/emoji-search/test/search.test.ts:51:19)''', f"(fail) search > {n} [0.41ms]"]
            else:
                out.append(f"(pass) search > {n} [{0.05 + 0.03 * i:.2f}ms]")
        n_all = len(cli_tests) + len(search_names)
        nf = 1 if failing else 0
        out += ["", f" {n_all - nf} pass"] + ([f" {nf} fail"] if nf else []) + [f" {calls} expect() calls", f"Ran {n_all} tests across 2 files. [{ms}]"]
        return "\n".join(out)

    t_old = '''  it("sorts results alphabetically", () => {
    const names = search("smile", { limit: 5 }).hits.map((e) => e.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual([
      "cat with wry smile",
      "grinning cat",
      "grinning cat with smiling eyes",
      "grinning face",
      "grinning face with big eyes",
    ]);
  });'''
    top5 = [n for _, n, _ in ranked[:5]]
    t_new = '''  it("ranks name matches above keyword matches, then alphabetically", () => {
    const names = search("smile", { limit: 5 }).hits.map((e) => e.name);
    expect(names).toEqual([
''' + "\n".join(f'      "{n}",' for n in top5) + '''
    ]);
  });

  it("puts partial keyword matches last", () => {
    const { hits, total } = search("smile");
    expect(total).toBe(9);
    expect(hits.at(-1)?.name).toBe("grinning face");
  });'''
    names2 = [n if n != "sorts results alphabetically" else "ranks name matches above keyword matches, then alphabetically" for n in names]
    names2.insert(names2.index("ranks name matches above keyword matches, then alphabetically") + 1, "puts partial keyword matches last")
    cmd5, cmd3 = "bun run src/cli.ts smile --limit 5", "bun run src/cli.ts smile --limit 3"
    turns = [
        (call("read_file", absolute_path=p), s0),
        (gshell("bun test", "Run the test suite."), gem_run("bun test", bun(names, None, "38.00ms", 31), pgid=66120)),
        (gshell(cmd5, "See the current ordering for 'smile'."), gem_run(cmd5, cli(alpha, 5), pgid=66151)),
        (call("replace", file_path=p, old_string=old, new_string=new), replaced(p)),
        (call("replace", file_path=p, old_string="  return { total: hits.length, hits: hits.slice(0, opts.limit ?? 20) };\n}",
              new_string="  return { total: hits.length, hits: hits.slice(0, opts.limit ?? 20) };\n}" + helper), replaced(p)),
        (gshell(cmd5, "Check the ranked ordering."), gem_run(cmd5, cli(ranked, 5), pgid=66233)),
        (gshell(cmd3, "Check a shorter limit."), gem_run(cmd3, cli(ranked, 3), pgid=66250)),
        (gshell("bun test", "Run the tests against the new ranking."),
         gem_run("bun test", bun(names, "sorts results alphabetically", "41.00ms", 31), code=1, pgid=66291)),
        (call("replace", file_path=tp, old_string=t_old, new_string=t_new), replaced(tp)),
        (gshell("bun test", "Re-run the tests."), gem_run("bun test", bun(names2, None, "36.00ms", 32), pgid=66340)),
        (gshell("git diff --stat", "Summarise the change."),
         gem_run("git diff --stat", diffstat([("src/search.ts", s0, s1), ("test/search.test.ts", t_old, t_new)]), pgid=66377)),
    ]
    assert s1 == rep(s0, old, new).replace("  return { total: hits.length, hits: hits.slice(0, opts.limit ?? 20) };\n}",
                                          "  return { total: hits.length, hits: hits.slice(0, opts.limit ?? 20) };\n}" + helper)
    rs.add(task=TASK, tid="h22-swe-22", system=gem(root), turns=turns,
           state=f"Project {root} (Bun + TypeScript emoji search CLI). Feature: rank results by relevance (name matches before keyword matches) instead of alphabetically.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
