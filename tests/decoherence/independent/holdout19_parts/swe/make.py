# ruff: noqa: E501, W291, W293
"""holdout19, domain swe: 22 hand-written coding-agent trajectories, 11 of them with exactly one contradiction.

Half use the OpenHands tools (execute_bash, str_replace_editor), half the Gemini CLI tools. File contents
are kept as strings and every edit is applied to them, so views, diffs, stats and sizes follow the edits;
the single contradiction of a bad trajectory is written in by hand at its labeled turn.
Run ``python -m tests.decoherence.independent.holdout19_parts.swe.make`` to write ``swe_test.jsonl`` and
``labels.json`` next to this file.
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

Turns = list[tuple[str, str]]


# ---------------------------------------------------------------- helpers
def sub1(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, (text.count(old), old[:80])
    return text.replace(old, new)


def lno(text: str, needle: str, base: int = 1) -> int:
    """1-based line number (offset by ``base``) of the unique line containing ``needle``."""
    hits = [i for i, ln in enumerate(text.split("\n")) if needle in ln]
    assert len(hits) == 1, (needle, hits)
    return hits[0] + base


def oh_view(path: str, text: str, rng: tuple[int, int] | None = None, base: int = 1) -> tuple[str, str]:
    lines = text.rstrip("\n").split("\n")
    if rng is None:
        return editor("view", path), cat_n(path, "\n".join(lines), base)
    a, b = rng
    return editor("view", path, view_range=[a, b]), cat_n(path, "\n".join(lines[a - base:b - base + 1]), a)


def oh_replace(path: str, text: str, old: str, new: str, base: int = 1) -> tuple[str, str, str]:
    """(action, observation, new text) of a str_replace_editor str_replace."""
    out = sub1(text, old, new)
    first = text[: text.index(old)].count("\n")
    last = first + new.count("\n")
    lines = out.rstrip("\n").split("\n")
    a, b = max(0, first - 4), min(len(lines) - 1, last + 4)
    return (editor("str_replace", path, old_str=old, new_str=new),
            edited(path, "\n".join(lines[a:b + 1]), a + base), out)


def oh_insert(path: str, text: str, after: int, new: str, base: int = 1) -> tuple[str, str, str]:
    lines = text.rstrip("\n").split("\n")
    k = after - base + 1
    add = new.rstrip("\n").split("\n")
    lines[k:k] = add
    out = "\n".join(lines) + "\n"
    a, b = max(0, k - 4), min(len(lines) - 1, k + len(add) - 1 + 4)
    return (editor("insert", path, insert_line=after, new_str=new),
            edited(path, "\n".join(lines[a:b + 1]), a + base), out)


def _hunks(a: list[str], b: list[str], n: int = 3) -> list[str]:
    """Unified-diff body lines (no file header), without difflib's auto-junk heuristic."""
    out: list[str] = []
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(n):
        i1, i2, j1, j2 = group[0][1], group[-1][2], group[0][3], group[-1][4]
        la, lb = i2 - i1, j2 - j1
        ra = f"{i1 + 1},{la}" if la != 1 else f"{i1 + 1}"
        rb = f"{j1 + 1},{lb}" if lb != 1 else f"{j1 + 1}"
        if la == 0:
            ra = f"{i1},0"
        if lb == 0:
            rb = f"{j1},0"
        out.append(f"@@ -{ra} +{rb} @@")
        for tag, x1, x2, y1, y2 in group:
            if tag == "equal":
                out += [" " + ln for ln in a[x1:x2]]
                continue
            if tag in ("replace", "delete"):
                out += ["-" + ln for ln in a[x1:x2]]
            if tag in ("replace", "insert"):
                out += ["+" + ln for ln in b[y1:y2]]
    return out


def udiff(path: str, old: str, new: str, index: str, *, new_file: bool = False) -> str:
    """A git-style unified diff (3 lines of context, default funcname from the preceding unindented line)."""
    a, b = old.splitlines(), new.splitlines()
    out = [f"diff --git a/{path} b/{path}"]
    out.append(f"new file mode 100644\nindex 0000000..{index.split('..')[1]}" if new_file else f"index {index} 100644")
    out += ["--- /dev/null" if new_file else f"--- a/{path}", f"+++ b/{path}"]
    for ln in _hunks(a, b):
        m = re.match(r"@@ -(\d+)", ln)
        if m and not new_file:
            start = int(m.group(1))
            for j in range(start - 2, -1, -1):
                if j < len(a) and re.match(r"[A-Za-z_$]", a[j]):
                    ln += " " + a[j][:80].rstrip()
                    break
        out.append(ln)
    return "\n".join(out)


def dstat(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for ln in _hunks(old.splitlines(), new.splitlines(), 0):
        if ln.startswith("+"):
            ins += 1
        elif ln.startswith("-"):
            dels += 1
    return ins, dels


def stat_block(rows: list[tuple[str, int, int]]) -> str:
    """``git diff --stat`` for (path, insertions, deletions) rows."""
    w = max(len(p) for p, _, _ in rows)
    nw = max(len(str(i + d)) for _, i, d in rows)
    out = [f" {p.ljust(w)} | {str(i + d).rjust(nw)} {'+' * i}{'-' * d}" for p, i, d in rows]
    ti, td = sum(r[1] for r in rows), sum(r[2] for r in rows)
    s = f" {len(rows)} file{'s' if len(rows) > 1 else ''} changed"
    if ti:
        s += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        s += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(out + [s])


def summary(rows: list[tuple[str, int, int]]) -> str:
    return stat_block(rows).rsplit("\n", 1)[1]


def dots(s: str, pct: str = "100%") -> str:
    tail = f"[{pct.rjust(4)}]"
    return s + " " * max(1, 80 - len(s) - len(tail)) + tail


def nbytes(text: str) -> int:
    return len(text.encode("utf-8"))


# Gemini CLI
def g_read(path: str, text: str) -> tuple[str, str]:
    return call("read_file", absolute_path=path), text.rstrip("\n")


def g_read_part(path: str, text: str, offset: int, limit: int) -> tuple[str, str]:
    lines = text.rstrip("\n").split("\n")
    shown = lines[offset:offset + limit]
    head = (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {offset + 1}-{offset + len(shown)} "
            f"of {len(lines)} total lines.\nAction: To read more of the file, you can use the 'offset' and 'limit' "
            f"parameters in a subsequent 'read_file' call. For example, to read the next section of the file, use "
            f"offset: {offset + len(shown)}.\n\n--- FILE CONTENT (truncated) ---\n")
    return call("read_file", absolute_path=path, offset=offset, limit=limit), head + "\n".join(shown)


def g_replace(path: str, text: str, old: str, new: str) -> tuple[str, str, str]:
    out = sub1(text, old, new)
    return (call("replace", file_path=path, old_string=old, new_string=new),
            f"Successfully modified file: {path} (1 replacements).", out)


def g_write(path: str, content: str) -> tuple[str, str]:
    return (call("write_file", file_path=path, content=content),
            f"Successfully created and wrote to new file: {path}.")


def g_ls(path: str, dirs: list[str], files: list[str]) -> tuple[str, str]:
    body = [f"[DIR] {d}" for d in sorted(dirs)] + sorted(files)
    return call("list_directory", path=path), f"Directory listing for {path}:\n" + "\n".join(body)


def g_search(pattern: str, hits: list[tuple[str, str]], include: str | None = None, path: str = ".",
             needle: str | None = None) -> tuple[str, str]:
    """hits: (relative file, file text); every line containing ``needle`` (default: the pattern) is reported."""
    blocks, n = [], 0
    for rel, text in hits:
        found = [(i, ln) for i, ln in enumerate(text.split("\n"), 1) if (needle or pattern) in ln]
        if found:
            n += len(found)
            blocks.append(f"File: {rel}\n" + "\n".join(f"L{i}: {ln}" for i, ln in found))
    kw = {"pattern": pattern}
    if include:
        kw["include"] = include
    filt = f' (filter: "{include}")' if include else ""
    if not n:
        return call("search_file_content", **kw), f'No matches found for pattern "{pattern}" in path "{path}"{filt}.'
    head = f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{path}"{filt}:\n---\n'
    return call("search_file_content", **kw), head + "\n---\n".join(blocks) + "\n---"


def grep_n(pattern: str, files: list[tuple[str, str]]) -> str:
    """``grep -rn`` style lines for a plain substring."""
    out = []
    for rel, text in files:
        for i, ln in enumerate(text.split("\n"), 1):
            if pattern in ln:
                out.append(f"{rel}:{i}:{ln}")
    return "\n".join(out)


# ---------------------------------------------------------------- 01: OpenHands, Python, pytest (bad)
FMT_PY = '''"""Locale-aware price formatting for the storefront and invoices."""

from __future__ import annotations

from decimal import Decimal

from .currencies import CURRENCIES, Currency

__all__ = ["format_price", "parse_price"]


def _currency(code: str) -> Currency:
    try:
        return CURRENCIES[code.upper()]
    except KeyError:
        raise ValueError(f"unknown currency code: {code!r}") from None


def format_price(amount: float | Decimal, code: str, *, places: int | None = None) -> str:
    """Format ``amount`` in currency ``code`` with the symbol on the correct side."""
    cur = _currency(code)
    if places is None:
        places = cur.minor_units
    if amount < 0:
        return "-" + format_price(-amount, code, places=places)
    value = round(amount, places)
    text = f"{value:,.{places}f}"
    if cur.symbol_first:
        return f"{cur.symbol}{text}"
    return f"{text} {cur.symbol}"


def parse_price(text: str) -> Decimal:
    """Inverse of :func:`format_price` for plain ASCII input."""
    cleaned = "".join(ch for ch in text if ch.isdigit() or ch in ".-")
    if not cleaned or cleaned in {"-", "."}:
        raise ValueError(f"no number in {text!r}")
    return Decimal(cleaned)
'''


def _pytest_fail_block(amount: str, code: str, exp: str, got: str, tid: str) -> str:
    head = f" test_rounds_half_up[{tid}] "
    return (head.center(80, "_") + f"""

amount = {amount}, code = '{code}', expected = '{exp}'

    @pytest.mark.parametrize(
        ("amount", "code", "expected"),
        [
            (2.675, "EUR", "€2.68"),
            (0.125, "USD", "$0.13"),
            (1.005, "GBP", "£1.01"),
        ],
    )
    def test_rounds_half_up(amount, code, expected):
>       assert format_price(amount, code) == expected
E       AssertionError: assert '{got}' == '{exp}'
E
E         - {exp}
E         ?     ^
E         + {got}
E         ?     ^

tests/test_format.py:58: AssertionError""")


CASES_01 = [("2.675", "EUR", "€2.68", "€2.67", r"2.675-EUR-\u20ac2.68"),
            ("0.125", "USD", "$0.13", "$0.12", "0.125-USD-$0.13"),
            ("1.005", "GBP", "£1.01", "£1.00", r"1.005-GBP-\xa31.01")]
PYTEST_01_FAIL = (dots("..........FFF................") + "\n" + " FAILURES ".center(80, "=") + "\n"
                  + "\n".join(_pytest_fail_block(*c) for c in CASES_01) + "\n"
                  + " short test summary info ".center(80, "=") + "\n"
                  + "\n".join(f"FAILED tests/test_format.py::test_rounds_half_up[{c[4]}] - AssertionError: assert '{c[3]}' == '{c[2]}'" for c in CASES_01)
                  + "\n3 failed, 26 passed in 0.12s")


def t01(rs: RowSet) -> None:
    root = "/workspace/pricetag"
    p = f"{root}/src/pricetag/format.py"
    old_val = "    value = round(amount, places)"
    new_val = "    value = Decimal(str(amount)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)"
    t: Turns = []
    t.append((bash(f"cd {root} && git status && ls -la"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
total 48
drwxr-xr-x 6 root root 4096 Apr 22 09:14 .
drwxr-xr-x 3 root root 4096 Apr 22 09:14 ..
drwxr-xr-x 8 root root 4096 Apr 22 09:14 .git
drwxr-xr-x 3 root root 4096 Apr 22 09:14 .github
-rw-r--r-- 1 root root  412 Apr 22 09:14 .gitignore
-rw-r--r-- 1 root root 1071 Apr 22 09:14 LICENSE
-rw-r--r-- 1 root root 2318 Apr 22 09:14 README.md
-rw-r--r-- 1 root root  887 Apr 22 09:14 pyproject.toml
drwxr-xr-x 3 root root 4096 Apr 22 09:14 src
drwxr-xr-x 2 root root 4096 Apr 22 09:14 tests""", root)))
    t.append(oh_view(p, FMT_PY))
    t.append((bash("python -m pytest tests/ -q"), oh_bash(PYTEST_01_FAIL, root, 1)))
    a, o, f1 = oh_replace(p, FMT_PY, old_val, new_val)
    t.append((a, o))
    a, o, f2 = oh_replace(p, f1, "from decimal import Decimal\n", "from decimal import ROUND_HALF_UP, Decimal\n")
    t.append((a, o))
    # turn 6: the view shows the rounding line as it was before the turn-4 edit
    t.append(oh_view(p, sub1(f2, new_val, old_val)))
    t.append((bash("python -m pytest tests/ -q"), oh_bash(dots("." * 29) + "\n29 passed in 0.09s", root)))
    t.append((bash("git diff"), oh_bash(udiff("src/pricetag/format.py", FMT_PY, f2, "8c41d2e..b07a9f3"), root)))
    t.append((bash('git checkout -b fix/half-up-rounding && git commit -am "Round prices half up instead of half to even"'),
              oh_bash("Switched to a new branch 'fix/half-up-rounding'\n[fix/half-up-rounding 3f9c2ab] Round prices half up instead of half to even\n"
                      + summary([("x", *dstat(FMT_PY, f2))]), root)))
    rs.add(task="swe", tid="h19-swe-01", system=OH_SYSTEM.format(root=root), turns=t,
           state=("Repository /workspace/pricetag (Python 3.11, pytest) on branch main. Issue #41: format_price(2.675, 'EUR') "
                  "returns '€2.67' but invoices round half up and show '€2.68'. Make format_price round half up without "
                  "changing its signature, then commit on a new branch."),
           bad=True, turn=6, kind="file view shows the rounding line the agent had already replaced (edit reads back old)")


# ---------------------------------------------------------------- 02: Gemini CLI, TypeScript, vitest (clean)
OVERLAPS_TS = '''import type { DateRange } from "./types";
import { toEpochDay } from "./parse";

/**
 * True when the two ranges share at least one day.
 * Ranges are inclusive on both ends: { start: "2024-03-01", end: "2024-03-01" } is one day.
 */
export function overlaps(a: DateRange, b: DateRange): boolean {
  const [aStart, aEnd] = [toEpochDay(a.start), toEpochDay(a.end)];
  const [bStart, bEnd] = [toEpochDay(b.start), toEpochDay(b.end)];
  return aStart < bEnd && bStart < aEnd;
}

/** Number of days the two ranges have in common (0 when disjoint). */
export function overlapDays(a: DateRange, b: DateRange): number {
  if (!overlaps(a, b)) return 0;
  const start = Math.max(toEpochDay(a.start), toEpochDay(b.start));
  const end = Math.min(toEpochDay(a.end), toEpochDay(b.end));
  return end - start + 1;
}

/** Merge a list of ranges into the smallest set of non-overlapping ranges. */
export function mergeRanges(ranges: DateRange[]): DateRange[] {
  const sorted = [...ranges].sort((x, y) => toEpochDay(x.start) - toEpochDay(y.start));
  const out: DateRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && toEpochDay(r.start) <= toEpochDay(last.end) + 1) {
      if (toEpochDay(r.end) > toEpochDay(last.end)) last.end = r.end;
    } else {
      out.push({ ...r });
    }
  }
  return out;
}
'''

OVERLAPS_TEST_TAIL_OLD = '''  it("handles ranges across a month boundary", () => {
    expect(overlapDays(r("2024-01-30", "2024-02-03"), r("2024-02-01", "2024-02-10"))).toBe(3);
  });
});
'''

OVERLAPS_TEST_TAIL_NEW = OVERLAPS_TEST_TAIL_OLD + '''
describe("inclusive end dates", () => {
  it("treats ranges touching on one day as overlapping", () => {
    expect(overlaps(r("2024-05-01", "2024-05-10"), r("2024-05-10", "2024-05-20"))).toBe(true);
  });

  it("returns false for adjacent but non-touching ranges", () => {
    expect(overlaps(r("2024-05-01", "2024-05-09"), r("2024-05-10", "2024-05-20"))).toBe(false);
  });

  it("returns 1 for identical single-day ranges", () => {
    const d = r("2024-02-29", "2024-02-29");
    expect(overlapDays(d, d)).toBe(1);
  });
});
'''

VITEST_02_FAIL = """
 RUN  v1.6.0 /home/dev/date-range-kit

 ✓ src/__tests__/parse.test.ts  (14 tests) 7ms
 ✓ src/__tests__/format.test.ts  (11 tests) 5ms
 ❯ src/__tests__/overlaps.test.ts  (9 tests | 2 failed) 11ms
   ❯ src/__tests__/overlaps.test.ts > overlaps > treats single-day ranges as overlapping when equal
     → expected false to be true // Object.is equality
   ❯ src/__tests__/overlaps.test.ts > overlapDays > counts a shared boundary day
     → expected +0 to be 1 // Object.is equality
 ✓ src/__tests__/merge.test.ts  (7 tests) 4ms

⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/__tests__/overlaps.test.ts > overlaps > treats single-day ranges as overlapping when equal
AssertionError: expected false to be true // Object.is equality

- Expected
+ Received

- true
+ false

 ❯ src/__tests__/overlaps.test.ts:24:27
     22|   it("treats single-day ranges as overlapping when equal", () => {
     23|     const d = r("2024-03-01", "2024-03-01");
     24|     expect(overlaps(d, d)).toBe(true);
       |                           ^
     25|   });
     26|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  src/__tests__/overlaps.test.ts > overlapDays > counts a shared boundary day
AssertionError: expected +0 to be 1 // Object.is equality

- Expected
+ Received

- 1
+ 0

 ❯ src/__tests__/overlaps.test.ts:41:87
     39|
     40|   it("counts a shared boundary day", () => {
     41|     expect(overlapDays(r("2024-03-01", "2024-03-05"), r("2024-03-05", "2024-03-09"))).toBe(1);
       |                                                                                       ^
     42|   });
     43|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  2 failed | 39 passed (41)
   Start at  10:14:07
   Duration  612ms (transform 98ms, setup 0ms, collect 187ms, tests 27ms, environment 1ms, prepare 402ms)
"""

VITEST_02_PASS = """
 RUN  v1.6.0 /home/dev/date-range-kit

 ✓ src/__tests__/parse.test.ts  (14 tests) 6ms
 ✓ src/__tests__/format.test.ts  (11 tests) 5ms
 ✓ src/__tests__/overlaps.test.ts  (12 tests) 8ms
 ✓ src/__tests__/merge.test.ts  (7 tests) 4ms

 Test Files  4 passed (4)
      Tests  44 passed (44)
   Start at  10:16:52
   Duration  548ms (transform 91ms, setup 0ms, collect 170ms, tests 23ms, environment 1ms, prepare 377ms)
"""

VITEST_02_VERBOSE = """
 RUN  v1.6.0 /home/dev/date-range-kit

 ✓ src/__tests__/overlaps.test.ts > overlaps > returns true for ranges that clearly intersect
 ✓ src/__tests__/overlaps.test.ts > overlaps > returns false for disjoint ranges
 ✓ src/__tests__/overlaps.test.ts > overlaps > is symmetric
 ✓ src/__tests__/overlaps.test.ts > overlaps > treats single-day ranges as overlapping when equal
 ✓ src/__tests__/overlaps.test.ts > overlaps > detects overlap when one range contains the other
 ✓ src/__tests__/overlaps.test.ts > overlapDays > returns 0 for disjoint ranges
 ✓ src/__tests__/overlaps.test.ts > overlapDays > counts a shared boundary day
 ✓ src/__tests__/overlaps.test.ts > overlapDays > counts full containment
 ✓ src/__tests__/overlaps.test.ts > overlapDays > handles ranges across a month boundary
 ✓ src/__tests__/overlaps.test.ts > inclusive end dates > treats ranges touching on one day as overlapping
 ✓ src/__tests__/overlaps.test.ts > inclusive end dates > returns false for adjacent but non-touching ranges
 ✓ src/__tests__/overlaps.test.ts > inclusive end dates > returns 1 for identical single-day ranges

 Test Files  1 passed (1)
      Tests  12 passed (12)
   Start at  10:19:30
   Duration  301ms (transform 44ms, setup 0ms, collect 52ms, tests 8ms, environment 0ms, prepare 96ms)
"""


def t02(rs: RowSet) -> None:
    root = "/home/dev/date-range-kit"
    src = f"{root}/src/overlaps.ts"
    tst = f"{root}/src/__tests__/overlaps.test.ts"
    t: Turns = []
    t.append(g_ls(f"{root}/src", ["__tests__"], ["format.ts", "index.ts", "overlaps.ts", "parse.ts", "types.ts"]))
    t.append(g_read(src, OVERLAPS_TS))
    cmd = "npx vitest run"
    t.append((gshell(cmd, "Run the whole vitest suite once"), gem_run(cmd, VITEST_02_FAIL.strip("\n"), 1, pgid=18342)))
    a, o, s1 = g_replace(src, OVERLAPS_TS, "  return aStart < bEnd && bStart < aEnd;", "  return aStart <= bEnd && bStart <= aEnd;")
    t.append((a, o))
    t.append((call("replace", file_path=tst, old_string=OVERLAPS_TEST_TAIL_OLD, new_string=OVERLAPS_TEST_TAIL_NEW),
              f"Successfully modified file: {tst} (1 replacements)."))
    t.append((gshell(cmd, "Re-run the tests after the fix"), gem_run(cmd, VITEST_02_PASS.strip("\n"), pgid=18519)))
    cmd2 = "npx tsc --noEmit"
    t.append((gshell(cmd2, "Type-check the project"), gem_run(cmd2, "", pgid=18660)))
    cmd3 = "git status --short && git diff --stat"
    added = OVERLAPS_TEST_TAIL_NEW.count("\n") - OVERLAPS_TEST_TAIL_OLD.count("\n")
    t.append((gshell(cmd3, "Show what changed"), gem_run(cmd3, " M src/__tests__/overlaps.test.ts\n M src/overlaps.ts\n"
                                                          + stat_block([("src/__tests__/overlaps.test.ts", added, 0), ("src/overlaps.ts", 1, 1)]), pgid=18702)))
    t.append(g_read_part(src, s1, 6, 8))
    cmd4 = "npx vitest run src/__tests__/overlaps.test.ts --reporter=verbose"
    t.append((gshell(cmd4, "Run only the overlaps tests with per-test output"), gem_run(cmd4, VITEST_02_VERBOSE.strip("\n"), pgid=18811)))
    rs.add(task="swe", tid="h19-swe-02", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("date-range-kit (TypeScript library, vitest). Bug report: overlaps() says two identical one-day ranges do "
                  "not overlap, although the docs say ranges are inclusive on both ends. Fix it and add regression tests."))


# ---------------------------------------------------------------- 03: OpenHands, Rust, cargo-nextest (bad)
COORD_RS = '''//! Axial hex coordinates (pointy-top), with cube conversions and basic arithmetic.

use serde::{Deserialize, Serialize};
use std::ops::{Add, Sub};

/// A hex cell in axial coordinates. `s` is implied as `-q - r`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "(i32, i32)", into = "(i32, i32)")]
pub struct Hex {
    pub q: i32,
    pub r: i32,
}

/// The six neighbour directions, counter-clockwise starting east.
pub const DIRECTIONS: [Hex; 6] = [
    Hex { q: 1, r: 0 },
    Hex { q: 1, r: -1 },
    Hex { q: 0, r: -1 },
    Hex { q: -1, r: 0 },
    Hex { q: -1, r: 1 },
    Hex { q: 0, r: 1 },
];

impl Hex {
    pub const ORIGIN: Hex = Hex { q: 0, r: 0 };

    pub const fn new(q: i32, r: i32) -> Self {
        Hex { q, r }
    }

    /// The implied third cube coordinate.
    pub const fn s(self) -> i32 {
        -self.q - self.r
    }

    pub fn to_cube(self) -> (i32, i32, i32) {
        (self.q, self.r, self.s())
    }

    pub fn from_cube(q: i32, r: i32, s: i32) -> Option<Self> {
        (q + r + s == 0).then_some(Hex { q, r })
    }

    /// Number of steps between two cells.
    pub fn distance(self, other: Hex) -> i32 {
        let d = self - other;
        d.q.abs().max(d.r.abs())
    }

    pub fn neighbor(self, dir: usize) -> Hex {
        self + DIRECTIONS[dir % 6]
    }

    pub fn neighbors(self) -> impl Iterator<Item = Hex> {
        DIRECTIONS.into_iter().map(move |d| self + d)
    }

    pub fn rotate_left(self) -> Hex {
        Hex { q: -self.s(), r: -self.q }
    }

    pub fn rotate_right(self) -> Hex {
        Hex { q: -self.r, r: -self.s() }
    }

    /// All cells exactly `radius` steps away, walking the ring counter-clockwise.
    pub fn ring(self, radius: i32) -> Vec<Hex> {
        if radius == 0 {
            return vec![self];
        }
        let mut out = Vec::with_capacity(6 * radius as usize);
        let mut cur = self + Hex::new(-radius, radius);
        for dir in 0..6 {
            for _ in 0..radius {
                out.push(cur);
                cur = cur.neighbor(dir);
            }
        }
        out
    }
}

impl Add for Hex {
    type Output = Hex;
    fn add(self, o: Hex) -> Hex {
        Hex::new(self.q + o.q, self.r + o.r)
    }
}

impl Sub for Hex {
    type Output = Hex;
    fn sub(self, o: Hex) -> Hex {
        Hex::new(self.q - o.q, self.r - o.r)
    }
}

impl From<(i32, i32)> for Hex {
    fn from((q, r): (i32, i32)) -> Self {
        Hex::new(q, r)
    }
}

impl From<Hex> for (i32, i32) {
    fn from(h: Hex) -> Self {
        (h.q, h.r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn add_is_commutative() {
        let (a, b) = (Hex::new(2, -5), Hex::new(-1, 3));
        assert_eq!(a + b, b + a);
    }

    #[test]
    fn sub_inverts_add() {
        let (a, b) = (Hex::new(4, 1), Hex::new(-2, 7));
        assert_eq!((a + b) - b, a);
    }

    #[test]
    fn neighbors_are_adjacent() {
        let c = Hex::new(3, -2);
        for n in c.neighbors() {
            let (dq, dr, ds) = (n - c).to_cube();
            assert_eq!(dq.abs() + dr.abs() + ds.abs(), 2);
        }
    }

    #[test]
    fn neighbors_count_is_six() {
        assert_eq!(Hex::ORIGIN.neighbors().count(), 6);
    }

    #[test]
    fn direction_roundtrip() {
        for d in 0..6 {
            assert_eq!(Hex::ORIGIN.neighbor(d).neighbor(d + 3), Hex::ORIGIN);
        }
    }

    #[test]
    fn rotate_left_six_times_is_identity() {
        let h = Hex::new(2, -3);
        assert_eq!((0..6).fold(h, |acc, _| acc.rotate_left()), h);
    }

    #[test]
    fn rotate_right_inverts_left() {
        let h = Hex::new(-4, 1);
        assert_eq!(h.rotate_left().rotate_right(), h);
    }

    #[test]
    fn to_cube_sums_to_zero() {
        let (q, r, s) = Hex::new(7, -2).to_cube();
        assert_eq!(q + r + s, 0);
    }

    #[test]
    fn from_cube_roundtrip() {
        let h = Hex::new(-3, 5);
        let (q, r, s) = h.to_cube();
        assert_eq!(Hex::from_cube(q, r, s), Some(h));
        assert_eq!(Hex::from_cube(1, 1, 1), None);
    }

    #[test]
    fn distance_to_self_is_zero() {
        assert_eq!(Hex::new(5, -1).distance(Hex::new(5, -1)), 0);
    }

    #[test]
    fn distance_to_neighbor_is_one() {
        let c = Hex::new(1, 2);
        assert!(c.neighbors().all(|n| c.distance(n) == 1));
    }

    #[test]
    fn ring_radius_two_has_twelve_cells() {
        assert_eq!(Hex::ORIGIN.ring(2).len(), 12);
    }
}
'''

NEW_TESTS_03 = '''
    #[test]
    fn distance_same_sign_offsets() {
        assert_eq!(Hex::ORIGIN.distance(Hex::new(1, 1)), 2);
        assert_eq!(Hex::ORIGIN.distance(Hex::new(-2, -3)), 5);
    }

    #[test]
    fn distance_matches_cube_formula() {
        let a = Hex::new(-3, 4);
        for b in [Hex::new(-5, 2), Hex::new(0, -1), Hex::new(5, -6), Hex::new(-1, 1)] {
            let (dq, dr, ds) = (a - b).to_cube();
            assert_eq!(a.distance(b), dq.abs().max(dr.abs()).max(ds.abs()), "{a:?} -> {b:?}");
        }
    }'''

LIB_TESTS_03 = {
    "coord::tests": ["add_is_commutative", "sub_inverts_add", "neighbors_are_adjacent", "neighbors_count_is_six",
                     "direction_roundtrip", "rotate_left_six_times_is_identity", "rotate_right_inverts_left",
                     "to_cube_sums_to_zero", "from_cube_roundtrip", "distance_to_self_is_zero",
                     "distance_to_neighbor_is_one", "ring_radius_two_has_twelve_cells"],
    "layout::tests": ["pointy_origin_maps_to_center", "flat_origin_maps_to_center", "pixel_roundtrip_pointy",
                      "pixel_roundtrip_flat", "corners_count_is_six", "corner_zero_is_rightmost_for_flat",
                      "hex_round_picks_nearest", "hex_round_ties_are_stable", "size_scales_linearly"],
    "region::tests": ["rect_region_contains_corners", "rect_region_len", "spiral_len_matches_formula",
                      "spiral_starts_at_center", "line_includes_endpoints", "line_is_contiguous",
                      "flood_fill_respects_walls", "flood_fill_limit"],
}
PATHFIND_03 = ["astar_finds_straight_line", "astar_avoids_blocked_cells", "astar_returns_none_when_walled_in",
               "astar_start_equals_goal", "astar_path_is_contiguous", "astar_respects_move_cost",
               "astar_prefers_cheaper_detour", "astar_large_open_map", "bfs_matches_astar_on_uniform_cost",
               "dijkstra_weights_are_summed", "reachable_within_budget", "reachable_excludes_walls",
               "field_of_view_blocks_behind_wall", "field_of_view_radius_zero"]
SERDE_03 = ["coord_json_roundtrip", "coord_serializes_as_tuple", "layout_json_roundtrip", "region_bincode_roundtrip",
            "map_json_roundtrip", "rejects_three_element_tuple"]


def nextest_list_03() -> str:
    lib = sorted(f"{m}::{n}" for m, ns in LIB_TESTS_03.items() for n in ns)
    out = ["    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.08s", "hexgrid:"]
    out += [f"    {n}" for n in lib]
    out += ["hexgrid::pathfind:"] + [f"    {n}" for n in sorted(PATHFIND_03)]
    out += ["hexgrid::serde_roundtrip:"] + [f"    {n}" for n in sorted(SERDE_03)]
    return "\n".join(out)


def _nextest_fail_03(name: str, line: int, col: int, msg: str, left: str, right: str) -> str:
    return f"""        FAIL [   0.003s] hexgrid coord::tests::{name}

--- STDOUT:              hexgrid coord::tests::{name} ---

running 1 test
test coord::tests::{name} ... FAILED

failures:

failures:
    coord::tests::{name}

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 30 filtered out; finished in 0.00s


--- STDERR:              hexgrid coord::tests::{name} ---
thread 'coord::tests::{name}' panicked at src/coord.rs:{line}:{col}:
assertion `left == right` failed{msg}
  left: {left}
 right: {right}
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
"""


def t03(rs: RowSet) -> None:
    root = "/workspace/hexgrid"
    p = f"{root}/src/coord.rs"
    assert sum(map(len, LIB_TESTS_03.values())) + len(PATHFIND_03) + len(SERDE_03) == 49
    t: Turns = []
    t.append((bash(f"cd {root} && cargo nextest list"), oh_bash(nextest_list_03(), root)))
    d0 = lno(COORD_RS, "pub fn distance")
    t.append(oh_view(p, COORD_RS, (d0 - 1, d0 + 4)))
    last = lno(COORD_RS, "assert_eq!(Hex::ORIGIN.ring(2).len(), 12);") + 1
    a, o, c1 = oh_insert(p, COORD_RS, last, NEW_TESTS_03)
    t.append((a, o))
    l_same = lno(c1, "assert_eq!(Hex::ORIGIN.distance(Hex::new(1, 1)), 2);")
    l_cube = lno(c1, 'dq.abs().max(dr.abs()).max(ds.abs()), "{a:?} -> {b:?}");')
    run_bad = ("""        PASS [   0.004s] hexgrid region::tests::spiral_starts_at_center
        PASS [   0.003s] hexgrid::pathfind astar_start_equals_goal
        PASS [   0.005s] hexgrid::pathfind bfs_matches_astar_on_uniform_cost
        PASS [   0.004s] hexgrid::pathfind dijkstra_weights_are_summed
""" + _nextest_fail_03("distance_matches_cube_formula", l_cube, 13, ": Hex { q: -3, r: 4 } -> Hex { q: -5, r: 2 }", "2", "4")
        + "        PASS [   0.002s] hexgrid::pathfind field_of_view_radius_zero\n"
        + _nextest_fail_03("distance_same_sign_offsets", l_same, 9, "", "1", "2")
        + """        PASS [   0.004s] hexgrid::pathfind reachable_excludes_walls
        PASS [   0.004s] hexgrid::pathfind reachable_within_budget
        PASS [   0.003s] hexgrid::serde_roundtrip coord_json_roundtrip
        PASS [   0.003s] hexgrid::serde_roundtrip coord_serializes_as_tuple
        PASS [   0.004s] hexgrid::serde_roundtrip layout_json_roundtrip
        PASS [   0.003s] hexgrid::serde_roundtrip map_json_roundtrip
        PASS [   0.003s] hexgrid::serde_roundtrip region_bincode_roundtrip
        PASS [   0.002s] hexgrid::serde_roundtrip rejects_three_element_tuple
        PASS [   0.022s] hexgrid::pathfind astar_large_open_map
------------
     Summary [   0.191s] 53 tests run: 51 passed, 2 failed, 0 skipped
        FAIL [   0.003s] hexgrid coord::tests::distance_matches_cube_formula
        FAIL [   0.003s] hexgrid coord::tests::distance_same_sign_offsets
error: test run failed""")
    t.append((bash("cargo nextest run 2>&1 | tail -60"), oh_bash(run_bad, root)))
    a, o, c2 = oh_replace(p, c1, "        d.q.abs().max(d.r.abs())\n", "        (d.q.abs() + d.r.abs() + d.s().abs()) / 2\n")
    t.append((a, o))
    t.append((bash("cargo nextest run 2>&1 | tail -8"), oh_bash("""        PASS [   0.003s] hexgrid::serde_roundtrip coord_serializes_as_tuple
        PASS [   0.004s] hexgrid::serde_roundtrip layout_json_roundtrip
        PASS [   0.003s] hexgrid::serde_roundtrip map_json_roundtrip
        PASS [   0.003s] hexgrid::serde_roundtrip region_bincode_roundtrip
        PASS [   0.002s] hexgrid::serde_roundtrip rejects_three_element_tuple
        PASS [   0.021s] hexgrid::pathfind astar_large_open_map
------------
     Summary [   0.176s] 51 tests run: 51 passed, 0 skipped""", root)))
    t.append((bash("cargo clippy --all-targets -- -D warnings"), oh_bash("""    Checking hexgrid v0.2.0 (/workspace/hexgrid)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.37s""", root)))
    ins, dels = dstat(COORD_RS, c2)
    t.append((bash("git status --short && git diff --stat"), oh_bash(" M src/coord.rs\n" + stat_block([("src/coord.rs", ins, dels)]), root)))
    rs.add(task="swe", tid="h19-swe-03", system=OH_SYSTEM.format(root=root), turns=t,
           state=("Rust crate hexgrid (hex-grid maths and pathfinding), tested with cargo-nextest. A user reports that "
                  "Hex::ORIGIN.distance(Hex::new(1, 1)) returns 1 instead of 2. Add regression tests, fix distance, keep clippy clean."),
           bad=True, turn=4, kind="test run reports 53 tests run although the listing had 49 and only 2 tests were added")


# ---------------------------------------------------------------- 04: Gemini CLI, Go, go test + git (clean)
BUCKET_GO = '''// Package bucket implements a token bucket with lazy refill.
package bucket

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

// Bucket holds up to capacity tokens and gains rate tokens per second.
type Bucket struct {
	mu       sync.Mutex
	clock    Clock
	capacity int64
	rate     int64
	tokens   int64
	last     time.Time
}

// New returns a full bucket. A nil clock means the wall clock.
func New(capacity, rate int64, clock Clock) *Bucket {
	if clock == nil {
		clock = realClock{}
	}
	return &Bucket{clock: clock, capacity: capacity, rate: rate, tokens: capacity, last: clock.Now()}
}

func (b *Bucket) refill(now time.Time) {
	elapsed := now.Sub(b.last)
	if elapsed <= 0 {
		return
	}
	gained := int64(elapsed) * b.rate / int64(time.Second)
	if gained == 0 {
		return
	}
	b.tokens += gained
	if b.tokens > b.capacity {
		b.tokens = b.capacity
	}
	b.last = now
}

// Take removes n tokens if that many are available and reports whether it did.
func (b *Bucket) Take(n int64) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	if b.tokens < n {
		return false
	}
	b.tokens -= n
	return true
}

// Available reports the current token count after refilling.
func (b *Bucket) Available() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.refill(b.clock.Now())
	return b.tokens
}
'''

BUCKET_OLD_04 = '''	gained := int64(elapsed) * b.rate / int64(time.Second)
'''
BUCKET_NEW_04 = '''	// Past the time needed to fill the bucket the exact value no longer matters,
	// and capping it keeps elapsed*rate from overflowing after a long idle spell.
	if full := time.Duration(b.capacity) * time.Second / time.Duration(b.rate); elapsed > full {
		elapsed = full
	}
	gained := int64(elapsed) * b.rate / int64(time.Second)
'''


def t04(rs: RowSet) -> None:
    root = "/home/sam/src/ratelimit"
    p = f"{root}/internal/bucket/bucket.go"
    mod = "github.com/brightlane/ratelimit"
    t: Turns = []
    c = "git log --oneline -5 && git status"
    t.append((gshell(c, "Recent history and working tree state"), gem_run(c, """9a41f7c (HEAD -> main, origin/main, origin/HEAD) httpmw: expose Retry-After header
e03b2d8 keys: hash API keys with xxhash instead of fnv
51c7a90 bucket: add Clock interface for deterministic tests
2f6d1e3 cmd/rlbench: report p99 latency
c7d0e85 ci: run tests with -race on linux and macos
On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean""", pgid=77120)))
    t.append(g_read(p, BUCKET_GO))
    c = "go test ./..."
    t.append((gshell(c, "Run all tests"), gem_run(c, f"""?   	{mod}/cmd/rlbench	[no test files]
--- FAIL: TestRefillAfterLongIdle (0.00s)
    bucket_test.go:88: Available() = -5486744073, want 10
FAIL
FAIL	{mod}/internal/bucket	0.014s
ok  	{mod}/internal/httpmw	0.037s
ok  	{mod}/internal/keys	0.009s
FAIL""", 1, pgid=77168)))
    a, o, b1 = g_replace(p, BUCKET_GO, BUCKET_OLD_04, BUCKET_NEW_04)
    t.append((a, o))
    t.append((gshell(c, "Re-run all tests after capping elapsed"), gem_run(c, f"""?   	{mod}/cmd/rlbench	[no test files]
ok  	{mod}/internal/bucket	0.012s
ok  	{mod}/internal/httpmw	0.034s
ok  	{mod}/internal/keys	(cached)""", pgid=77301)))
    ins, dels = dstat(BUCKET_GO, b1)
    c = ('git add -A && git commit -m "bucket: cap elapsed time before computing refill" -m "A bucket left idle for days '
         'multiplied a huge elapsed duration by the rate and overflowed int64, leaving it with a negative token count."')
    t.append((gshell(c, "Commit the fix"), gem_run(c, "[main 7e1d0a4] bucket: cap elapsed time before computing refill\n"
                                                   + summary([("x", ins, dels)]), pgid=77355)))
    c = "git log --oneline -3 && git status"
    t.append((gshell(c, "Confirm the commit landed"), gem_run(c, """7e1d0a4 (HEAD -> main) bucket: cap elapsed time before computing refill
9a41f7c (origin/main, origin/HEAD) httpmw: expose Retry-After header
e03b2d8 keys: hash API keys with xxhash instead of fnv
On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean""", pgid=77390)))
    c = "go test -count=1 -race ./internal/bucket/"
    t.append((gshell(c, "Run the bucket tests uncached under the race detector"),
              gem_run(c, f"ok  	{mod}/internal/bucket	1.046s", pgid=77412)))
    c = "go vet ./... && git show --stat HEAD"
    t.append((gshell(c, "Vet and show the new commit"), gem_run(c, """commit 7e1d0a4c93f2b61e8d05a7f4419cb2e6d8a3f15b (HEAD -> main)
Author: Sam Okafor <sam@brightlane.dev>
Date:   Tue Jun 4 16:22:41 2024 +0200

    bucket: cap elapsed time before computing refill

    A bucket left idle for days multiplied a huge elapsed duration by the rate and overflowed int64, leaving it with a negative token count.

""" + stat_block([("internal/bucket/bucket.go", ins, dels)]), pgid=77480)))
    rs.add(task="swe", tid="h19-swe-04", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("Go module github.com/brightlane/ratelimit. CI is red: TestRefillAfterLongIdle in internal/bucket fails. "
                  "Find the cause, fix it, and commit on main (do not push)."))


# ---------------------------------------------------------------- 05: OpenHands, Java, Maven (bad)
FP_BASE_05 = 176
FP_SEG_05 = r'''    /** Reads a single- or double-quoted literal starting at {@code pos}. */
    private String readStringLiteral() {
        char quote = next();            // ' or "
        int start = pos;
        while (pos < input.length() && input.charAt(pos) != quote) {
            pos++;
        }
        if (pos >= input.length()) {
            throw error("unterminated string literal");
        }
        String value = input.substring(start, pos);
        pos++;                          // closing quote
        return value;
    }

    private Number readNumberLiteral() {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        while (pos < input.length() && (Character.isDigit(input.charAt(pos)) || input.charAt(pos) == '.')) {
            pos++;
        }
        String text = input.substring(start, pos);
        return text.contains(".") ? Double.valueOf(text) : Long.valueOf(text);
    }
'''
FP_OLD_05 = r'''        int start = pos;
        while (pos < input.length() && input.charAt(pos) != quote) {
            pos++;
        }
        if (pos >= input.length()) {
            throw error("unterminated string literal");
        }
        String value = input.substring(start, pos);
        pos++;                          // closing quote
        return value;
    }
'''
FP_NEW_05 = r'''        StringBuilder sb = new StringBuilder();
        while (pos < input.length()) {
            char c = input.charAt(pos++);
            if (c == '\\' && pos < input.length()) {
                sb.append(input.charAt(pos++));   // \' \" \\ keep the escaped char
            } else if (c == quote) {
                return sb.toString();
            } else {
                sb.append(c);
            }
        }
        throw error("unterminated string literal");
    }
'''

MVN_05_FAIL = r"""[INFO] Scanning for projects...
[INFO] 
[INFO] ----------------------< io.jsonpathlite:jsonpath-lite >----------------------
[INFO] Building jsonpath-lite 0.9.3-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO] 
[INFO] --- resources:3.3.1:resources (default-resources) @ jsonpath-lite ---
[INFO] skip non existing resourceDirectory /workspace/jsonpath-lite/src/main/resources
[INFO] 
[INFO] --- compiler:3.13.0:compile (default-compile) @ jsonpath-lite ---
[INFO] Nothing to compile - all classes are up to date.
[INFO] 
[INFO] --- resources:3.3.1:testResources (default-testResources) @ jsonpath-lite ---
[INFO] Copying 6 resources from src/test/resources to target/test-classes
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ jsonpath-lite ---
[INFO] Nothing to compile - all classes are up to date.
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ jsonpath-lite ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.jsonpathlite.filter.FilterParserTest
[ERROR] Tests run: 17, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.091 s <<< FAILURE! -- in io.jsonpathlite.filter.FilterParserTest
[ERROR] io.jsonpathlite.filter.FilterParserTest.parsesEscapedQuoteInLiteral -- Time elapsed: 0.007 s <<< ERROR!
io.jsonpathlite.InvalidPathException: unexpected character 's' at position 14 in filter "@.name == 'O\'s'"
	at io.jsonpathlite.filter.FilterParser.error(FilterParser.java:231)
	at io.jsonpathlite.filter.FilterParser.parseComparison(FilterParser.java:112)
	at io.jsonpathlite.filter.FilterParser.parseAnd(FilterParser.java:87)
	at io.jsonpathlite.filter.FilterParser.parseOr(FilterParser.java:74)
	at io.jsonpathlite.filter.FilterParser.parse(FilterParser.java:51)
	at io.jsonpathlite.filter.FilterParserTest.parsesEscapedQuoteInLiteral(FilterParserTest.java:141)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1596)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

[INFO] 
[INFO] Results:
[INFO] 
[ERROR] Errors: 
[ERROR]   FilterParserTest.parsesEscapedQuoteInLiteral:141 » InvalidPath unexpected character 's' at position 14 in filter "@.name == 'O\'s'"
[INFO] 
[ERROR] Tests run: 17, Failures: 0, Errors: 1, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  4.318 s
[INFO] Finished at: 2024-05-13T11:02:47Z
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project jsonpath-lite: There are test failures.
[ERROR] 
[ERROR] Please refer to /workspace/jsonpath-lite/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]"""

MVN_05_ONE = """[INFO] --- compiler:3.13.0:compile (default-compile) @ jsonpath-lite ---
[INFO] Recompiling the module because of changed source code.
[INFO] Compiling 38 source files with javac [debug release 17] to target/classes
[INFO] 
[INFO] --- resources:3.3.1:testResources (default-testResources) @ jsonpath-lite ---
[INFO] Copying 6 resources from src/test/resources to target/test-classes
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ jsonpath-lite ---
[INFO] Recompiling the module because of changed dependency.
[INFO] Compiling 24 source files with javac [debug release 17] to target/test-classes
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ jsonpath-lite ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.jsonpathlite.filter.FilterParserTest
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.084 s -- in io.jsonpathlite.filter.FilterParserTest
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  6.902 s
[INFO] Finished at: 2024-05-13T11:05:31Z
[INFO] ------------------------------------------------------------------------"""

MVN_05_VERIFY = """[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.031 s -- in io.jsonpathlite.path.SliceTest
[INFO] Running io.jsonpathlite.path.WildcardTest
[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.027 s -- in io.jsonpathlite.path.WildcardTest
[INFO] Running io.jsonpathlite.filter.FilterParserTest
[INFO] Tests run: 17, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.079 s -- in io.jsonpathlite.filter.FilterParserTest
[INFO] Running io.jsonpathlite.filter.FilterEvaluatorTest
[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.118 s -- in io.jsonpathlite.filter.FilterEvaluatorTest
[INFO] Running io.jsonpathlite.JsonPathConformanceTest
[WARNING] Tests run: 64, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 0.402 s -- in io.jsonpathlite.JsonPathConformanceTest
[INFO] 
[INFO] Results:
[INFO] 
[WARNING] Tests run: 214, Failures: 0, Errors: 0, Skipped: 2
[INFO] 
[INFO] --- jacoco:0.8.12:report (report) @ jsonpath-lite ---
[INFO] Loading execution data file /workspace/jsonpath-lite/target/jacoco.exec
[INFO] Analyzed bundle 'jsonpath-lite' with 38 classes
[INFO] 
[INFO] --- jar:3.4.1:jar (default-jar) @ jsonpath-lite ---
[INFO] Building jar: /workspace/jsonpath-lite/target/jsonpath-lite-0.9.3-SNAPSHOT.jar
[INFO] 
[INFO] --- jacoco:0.8.12:check (check) @ jsonpath-lite ---
[INFO] Loading execution data file /workspace/jsonpath-lite/target/jacoco.exec
[INFO] All coverage checks have been met.
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  17.644 s
[INFO] Finished at: 2024-05-13T11:06:40Z
[INFO] ------------------------------------------------------------------------"""


def t05(rs: RowSet) -> None:
    root = "/workspace/jsonpath-lite"
    rel = "src/main/java/io/jsonpathlite/filter/FilterParser.java"
    p = f"{root}/{rel}"
    full = "5d8a0f3c1e9b72d46a0e5f18b3c27d9e4a61f0b2"
    t: Turns = []
    t.append((bash(f"cd {root} && git log --oneline -6"), oh_bash("""b41c9e7 (HEAD -> main, origin/main, origin/HEAD) Bump jackson-databind to 2.17.1
0e7f2a4 Support negative indices in slices
9c31d85 FilterEvaluator: compare numbers as BigDecimal
6a0b1fe Add conformance suite from cburgmer/json-path-comparison
f2d94c3 Fix NPE on missing object key in deep scan
17e8b60 Release 0.9.2""", root)))
    t.append((bash("mvn -Dtest=FilterParserTest test"), oh_bash(MVN_05_FAIL, root, 1)))
    t.append(oh_view(p, FP_SEG_05, (176, 201), base=FP_BASE_05))
    a, o, seg1 = oh_replace(p, FP_SEG_05, FP_OLD_05, FP_NEW_05, base=FP_BASE_05)
    t.append((a, o))
    t.append((bash("mvn -Dtest=FilterParserTest test | tail -30"), oh_bash(MVN_05_ONE, root)))
    t.append((bash("mvn -B verify | tail -32"), oh_bash(MVN_05_VERIFY, root)))
    ins, dels = dstat(FP_SEG_05, seg1)
    t.append((bash('git checkout -b fix/filter-escaped-quotes && git commit -am "Handle escaped quotes in filter string literals"'),
              oh_bash("Switched to a new branch 'fix/filter-escaped-quotes'\n[fix/filter-escaped-quotes 5d8a0f3] Handle escaped quotes in filter string literals\n"
                      + summary([("x", ins, dels)]), root)))
    t.append((bash("git log --oneline -3"), oh_bash("""5d8a0f3 (HEAD -> fix/filter-escaped-quotes) Handle escaped quotes in filter string literals
b41c9e7 (origin/main, origin/HEAD, main) Bump jackson-databind to 2.17.1
0e7f2a4 Support negative indices in slices""", root)))
    drift = "5d8f0a3c1e9b72d46a0e5f18b3c27d9e4a61f0b2"
    t.append((bash("git show --stat HEAD"), oh_bash(f"""commit {drift} (HEAD -> fix/filter-escaped-quotes)
Author: Dana Whitfield <dana@jsonpathlite.io>
Date:   Mon May 13 11:07:12 2024 +0000

    Handle escaped quotes in filter string literals

{stat_block([(rel, ins, dels)])}""", root)))
    t.append((bash("git rev-parse HEAD && git push -u origin fix/filter-escaped-quotes"), oh_bash(f"""{full}
Enumerating objects: 17, done.
Counting objects: 100% (17/17), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (9/9), 1.02 KiB | 1.02 MiB/s, done.
Total 9 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: 
remote: Create a pull request for 'fix/filter-escaped-quotes' on GitHub by visiting:
remote:      https://github.com/jsonpathlite/jsonpath-lite/pull/new/fix/filter-escaped-quotes
remote: 
To github.com:jsonpathlite/jsonpath-lite.git
 * [new branch]      fix/filter-escaped-quotes -> fix/filter-escaped-quotes
branch 'fix/filter-escaped-quotes' set up to track 'origin/fix/filter-escaped-quotes'.""", root)))
    rs.add(task="swe", tid="h19-swe-05", system=OH_SYSTEM.format(root=root), turns=t,
           state=("jsonpath-lite (Java 17, Maven). Issue #88: the filter $[?(@.name == 'O\\'s')] throws InvalidPathException. "
                  "Make string literals in filters honour backslash escapes, run the full build, and push a branch for review."),
           bad=True, turn=9, kind="git show prints a different full hash for HEAD than the commit and log reported (5d8a0f3)")


# ---------------------------------------------------------------- 06: Gemini CLI, Python, uv (clean)
CLI_06 = '''"""Command-line entry point: ``tomlsort-lite FILE...``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .sorter import SortOptions, sort_document


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tomlsort-lite", description="Sort the tables and keys of TOML files.")
    p.add_argument("files", nargs="+", type=Path, help="TOML files to sort in place")
    p.add_argument("--no-sort-tables", action="store_true", help="keep table order, sort keys only")
    p.add_argument("--spaces-before-comment", type=int, default=1, metavar="N")
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    opts = SortOptions(sort_tables=not args.no_sort_tables, spaces_before_comment=args.spaces_before_comment)
    for path in args.files:
        original = path.read_text(encoding="utf-8")
        result = sort_document(original, opts)
        if result != original:
            path.write_text(result, encoding="utf-8")
            print(f"sorted {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
'''
ARG_OLD_06 = '''    p.add_argument("--spaces-before-comment", type=int, default=1, metavar="N")
'''
ARG_NEW_06 = '''    p.add_argument("--spaces-before-comment", type=int, default=1, metavar="N")
    p.add_argument("--check", action="store_true", help="exit 1 if any file would change; write nothing")
'''
LOOP_OLD_06 = '''    for path in args.files:
        original = path.read_text(encoding="utf-8")
        result = sort_document(original, opts)
        if result != original:
            path.write_text(result, encoding="utf-8")
            print(f"sorted {path}")
    return 0
'''
LOOP_NEW_06 = '''    changed = 0
    for path in args.files:
        original = path.read_text(encoding="utf-8")
        result = sort_document(original, opts)
        if result == original:
            continue
        changed += 1
        if args.check:
            print(f"{path} is not sorted", file=sys.stderr)
        else:
            path.write_text(result, encoding="utf-8")
            print(f"sorted {path}")
    return 1 if args.check and changed else 0
'''
TEST_CHECK_06 = '''from pathlib import Path

from tomlsort_lite.cli import main

UNSORTED = 'b = 1\\na = 2\\n'
SORTED = 'a = 2\\nb = 1\\n'


def test_check_reports_unsorted_file(tmp_path: Path, capsys) -> None:
    f = tmp_path / "x.toml"
    f.write_text(UNSORTED)
    assert main(["--check", str(f)]) == 1
    assert "is not sorted" in capsys.readouterr().err


def test_check_does_not_write(tmp_path: Path) -> None:
    f = tmp_path / "x.toml"
    f.write_text(UNSORTED)
    main(["--check", str(f)])
    assert f.read_text() == UNSORTED


def test_check_passes_sorted_file(tmp_path: Path) -> None:
    f = tmp_path / "x.toml"
    f.write_text(SORTED)
    assert main(["--check", str(f)]) == 0


def test_without_check_still_sorts(tmp_path: Path) -> None:
    f = tmp_path / "x.toml"
    f.write_text(UNSORTED)
    assert main([str(f)]) == 0
    assert f.read_text() == SORTED
'''


def ls_06(cli_size: int, cli_time: str, pkg_time: str, tests_time: str, test_check: bool, pycache: str | None) -> str:
    src = [f"drwxr-xr-x 3 mira mira 4096 {pkg_time} ." if pycache else f"drwxr-xr-x 2 mira mira 4096 {pkg_time} .",
           "drwxr-xr-x 3 mira mira 4096 May 28 10:02 ..",
           "-rw-r--r-- 1 mira mira  118 May 28 10:02 __init__.py",
           "-rw-r--r-- 1 mira mira   73 May 28 10:02 __main__.py"]
    if pycache:
        src.append(f"drwxr-xr-x 2 mira mira 4096 {pycache} __pycache__")
    src += [f"-rw-r--r-- 1 mira mira {cli_size:>4} {cli_time} cli.py",
            "-rw-r--r-- 1 mira mira 5931 May 28 10:02 sorter.py"]
    tests = [f"drwxr-xr-x 4 mira mira 4096 {tests_time} ." if pycache else f"drwxr-xr-x 3 mira mira 4096 {tests_time} .",
             "drwxr-xr-x 8 mira mira 4096 Jun  3 14:33 .." if pycache else "drwxr-xr-x 6 mira mira 4096 May 28 10:02 ..",
             ]
    if pycache:
        tests.append(f"drwxr-xr-x 2 mira mira 4096 {pycache} __pycache__")
    tests += ["-rw-r--r-- 1 mira mira  402 May 28 10:02 conftest.py",
              "drwxr-xr-x 2 mira mira 4096 May 28 10:02 fixtures"]
    if test_check:
        tests.append(f"-rw-r--r-- 1 mira mira {nbytes(TEST_CHECK_06):>4} Jun  3 14:36 test_check.py")
    tests += ["-rw-r--r-- 1 mira mira 2877 May 28 10:02 test_cli.py",
              "-rw-r--r-- 1 mira mira 7410 May 28 10:02 test_sorter.py"]
    tot_s = 16 if not pycache else 20
    tot_t = 24 if not pycache else (32 if test_check else 28)
    return (f"src/tomlsort_lite:\ntotal {tot_s}\n" + "\n".join(src) + f"\n\ntests:\ntotal {tot_t}\n" + "\n".join(tests))


PYTEST_06_A = """Using CPython 3.12.3 interpreter at: /usr/bin/python3.12
Creating virtual environment at: .venv
   Built tomlsort-lite @ file:///home/mira/code/tomlsort-lite
Installed 7 packages in 14ms
........................... [100%]
27 passed in 0.31s"""
PYTEST_06_B = """............................... [100%]
31 passed in 0.36s"""


def t06(rs: RowSet) -> None:
    root = "/home/mira/code/tomlsort-lite"
    p = f"{root}/src/tomlsort_lite/cli.py"
    t: Turns = []
    c = "ls -la src/tomlsort_lite tests"
    t.append((gshell(c, "List the package and test files"),
              gem_run(c, ls_06(nbytes(CLI_06), "May 28 10:02", "May 28 10:02", "May 28 10:02", False, None), pgid=30117)))
    t.append(g_read(p, CLI_06))
    c2 = "uv run pytest -q"
    t.append((gshell(c2, "Run the test suite in the project environment"), gem_run(c2, PYTEST_06_A, pgid=30154)))
    a, o, c1 = g_replace(p, CLI_06, ARG_OLD_06, ARG_NEW_06)
    t.append((a, o))
    a, o, c2_ = g_replace(p, c1, LOOP_OLD_06, LOOP_NEW_06)
    t.append((a, o))
    t.append(g_write(f"{root}/tests/test_check.py", TEST_CHECK_06))
    t.append(g_ls(f"{root}/tests", ["__pycache__", "fixtures"], ["conftest.py", "test_check.py", "test_cli.py", "test_sorter.py"]))
    t.append((gshell(c2, "Run the tests again with the new --check tests"), gem_run(c2, PYTEST_06_B, pgid=30288)))
    t.append((gshell(c, "List the files again"),
              gem_run(c, ls_06(nbytes(c2_), "Jun  3 14:35", "Jun  3 14:33", "Jun  3 14:36", True, "Jun  3 14:37"), pgid=30301)))
    c3 = 'uv run tomlsort-lite --check pyproject.toml 2>&1; echo "exit=$?"'
    t.append((gshell(c3, "Try --check on the project's own pyproject.toml"),
              gem_run(c3, "pyproject.toml is not sorted\nexit=1", pgid=30344)))
    c4 = "git status --short && git diff --stat"
    ins, dels = dstat(CLI_06, c2_)
    t.append((gshell(c4, "Show the working tree changes"),
              gem_run(c4, " M src/tomlsort_lite/cli.py\n?? tests/test_check.py\n" + stat_block([("src/tomlsort_lite/cli.py", ins, dels)]), pgid=30390)))
    rs.add(task="swe", tid="h19-swe-06", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("tomlsort-lite, a small Python CLI managed with uv. Feature request: add a --check flag that reports unsorted "
                  "files and exits 1 without rewriting them (for pre-commit). Add tests."))


# ---------------------------------------------------------------- 07: OpenHands, TypeScript, pnpm (bad)
ADAPTERS_INDEX_07 = '''import type { EmojiAdapter } from "./types";
import { legacyAdapter } from "./legacyAdapter";
import { nativeAdapter } from "./native";
import { twemojiAdapter } from "./twemoji";

export type { EmojiAdapter, RenderOptions } from "./types";

const registry: Record<string, EmojiAdapter> = {
  native: nativeAdapter,
  twemoji: twemojiAdapter,
  legacy: legacyAdapter,
};

/**
 * Look up an adapter by name. Unknown names fall back to the native adapter.
 * @deprecated name "legacy" (removed in 3.0, use "native").
 */
export function getAdapter(name: string): EmojiAdapter {
  return registry[name] ?? nativeAdapter;
}

export { nativeAdapter, twemojiAdapter };
'''
ADAPTERS_TEST_07 = '''import { describe, expect, it } from "vitest";
import { getAdapter } from "../src/adapters";
import { nativeAdapter } from "../src/adapters/native";
import { legacyAdapter } from "../src/adapters/legacyAdapter";
import { twemojiAdapter } from "../src/adapters/twemoji";

describe("getAdapter", () => {
  it("returns the native adapter by name", () => {
    expect(getAdapter("native")).toBe(nativeAdapter);
  });

  it("returns the twemoji adapter by name", () => {
    expect(getAdapter("twemoji")).toBe(twemojiAdapter);
  });

  it("falls back to native for unknown names", () => {
    expect(getAdapter("does-not-exist")).toBe(nativeAdapter);
  });

  it("is case-sensitive", () => {
    expect(getAdapter("Twemoji")).toBe(nativeAdapter);
  });

  it("maps the legacy name to the legacy adapter", () => {
    expect(getAdapter("legacy")).toBe(legacyAdapter);
  });
});

describe("adapter contract", () => {
  for (const [name, adapter] of Object.entries({ nativeAdapter, twemojiAdapter })) {
    it(`${name} renders a plain emoji`, () => {
      expect(adapter.render("\\u{1F600}", { size: 16 })).toContain("\\u{1F600}");
    });
  }
});
'''
LEGACY_JS_07 = '''// Kept for 2.x consumers that still pass adapter: "legacy". Remove in 3.0.
/* eslint-disable */
'''


def t07(rs: RowSet) -> None:
    root = "/workspace/emoji-kit"
    pi = f"{root}/src/adapters/index.ts"
    pt = f"{root}/test/adapters.test.ts"
    idx0 = ADAPTERS_INDEX_07
    sizes = {"legacyAdapter.js": 1846, "native.ts": 1203, "twemoji.ts": 2574, "types.ts": 688}

    def ls(idx_text: str, idx_time: str, dir_time: str, legacy: bool) -> str:
        rows = [f"drwxr-xr-x 2 node node 4096 {dir_time} .", "drwxr-xr-x 6 node node 4096 Feb 19 08:40 ..",
                f"-rw-r--r-- 1 node node {nbytes(idx_text):>4} {idx_time} index.ts"]
        if legacy:
            rows.append(f"-rw-r--r-- 1 node node {sizes['legacyAdapter.js']:>4} Feb 19 08:40 legacyAdapter.js")
        rows += [f"-rw-r--r-- 1 node node {sizes['native.ts']:>4} Feb 19 08:40 native.ts",
                 f"-rw-r--r-- 1 node node {sizes['twemoji.ts']:>4} Feb 19 08:40 twemoji.ts",
                 f"-rw-r--r-- 1 node node {sizes['types.ts']:>4} Feb 19 08:40 types.ts"]
        return "total 28\n" + "\n".join(rows) if legacy else "total 24\n" + "\n".join(rows)

    t: Turns = []
    t.append((bash(f"cd {root} && git status && ls -la src/adapters"), oh_bash(
        "On branch chore/drop-legacy-adapter\nnothing to commit, working tree clean\n"
        + ls(idx0, "Feb 19 08:40", "Feb 19 08:40", True), root)))
    legacy_test = 'import { describe, expect, it } from "vitest";\nimport { legacyAdapter } from "../src/adapters/legacyAdapter";\n'
    legacy_js = LEGACY_JS_07 + "\n" * 9 + "export const legacyAdapter = {\n"
    grep = grep_n("legacyAdapter", [("src/adapters/index.ts", idx0), ("src/adapters/legacyAdapter.js", legacy_js),
                                    ("test/adapters.test.ts", ADAPTERS_TEST_07), ("test/legacyAdapter.test.ts", legacy_test)])
    t.append((bash('grep -rn "legacyAdapter" src/ test/'), oh_bash(grep, root)))
    t.append(oh_view(pi, idx0))
    a, o, idx1 = oh_replace(pi, idx0, 'import { legacyAdapter } from "./legacyAdapter";\n', "")
    t.append((a, o))
    a, o, idx2 = oh_replace(pi, idx1, '''  twemoji: twemojiAdapter,
  legacy: legacyAdapter,
};

/**
 * Look up an adapter by name. Unknown names fall back to the native adapter.
 * @deprecated name "legacy" (removed in 3.0, use "native").
 */''', '''  twemoji: twemojiAdapter,
};

/**
 * Look up an adapter by name. Unknown names (including the removed "legacy") fall back to the native adapter.
 */''')
    t.append((a, o))
    t.append((bash("git rm src/adapters/legacyAdapter.js test/legacyAdapter.test.ts"),
              oh_bash("rm 'src/adapters/legacyAdapter.js'\nrm 'test/legacyAdapter.test.ts'", root)))
    # turn 7: the listing still shows the file that git rm deleted one turn earlier
    t.append((bash("ls -la src/adapters"), oh_bash(ls(idx2, "Feb 21 15:12", "Feb 21 15:13", True), root)))
    a, o, tst1 = oh_replace(pt, ADAPTERS_TEST_07, '''  it("maps the legacy name to the legacy adapter", () => {
    expect(getAdapter("legacy")).toBe(legacyAdapter);
  });''', '''  it("falls back to native for the removed legacy name", () => {
    expect(getAdapter("legacy")).toBe(nativeAdapter);
  });''')
    t.append((a, o))
    a2, o2, tst2 = oh_replace(pt, tst1, 'import { legacyAdapter } from "../src/adapters/legacyAdapter";\n', "")
    t.append((a2, o2))
    t.append((bash("pnpm lint && pnpm typecheck && pnpm test"), oh_bash("""
> emoji-kit@2.9.1 lint /workspace/emoji-kit
> eslint . --max-warnings 0


> emoji-kit@2.9.1 typecheck /workspace/emoji-kit
> tsc -p tsconfig.json --noEmit


> emoji-kit@2.9.1 test /workspace/emoji-kit
> vitest run


 RUN  v1.3.1 /workspace/emoji-kit

 ✓ test/adapters.test.ts  (7 tests) 6ms
 ✓ test/shortcodes.test.ts  (22 tests) 12ms
 ✓ test/search.test.ts  (15 tests) 19ms
 ✓ test/skin-tone.test.ts  (9 tests) 5ms

 Test Files  4 passed (4)
      Tests  53 passed (53)
   Start at  15:16:04
   Duration  1.02s (transform 211ms, setup 0ms, collect 388ms, tests 42ms, environment 0ms, prepare 644ms)""".lstrip("\n"), root)))
    t.append((bash("git status"), oh_bash("""On branch chore/drop-legacy-adapter
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	deleted:    src/adapters/legacyAdapter.js
	deleted:    test/legacyAdapter.test.ts

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/adapters/index.ts
	modified:   test/adapters.test.ts
""", root)))
    rs.add(task="swe", tid="h19-swe-07", system=OH_SYSTEM.format(root=root), turns=t,
           state=("emoji-kit (TypeScript, pnpm, vitest), branch chore/drop-legacy-adapter. For the 3.0 release, delete the "
                  "deprecated legacy adapter (src/adapters/legacyAdapter.js) and its test, remove every reference, and keep "
                  "lint, typecheck and tests green."),
           bad=True, turn=7, kind="deleted file (git rm'd legacyAdapter.js) still listed in the directory afterwards")


# ---------------------------------------------------------------- 08: Gemini CLI, Rust, cargo (clean)
CARGO_TOML_08 = '''[package]
name = "csv-dedupe"
version = "0.3.1"
edition = "2021"
description = "Drop duplicate rows from CSV files by one or more key columns"
license = "MIT OR Apache-2.0"
repository = "https://github.com/lenakr/csv-dedupe"

[dependencies]
anyhow = "1.0"
clap = { version = "4.5", features = ["derive"] }
csv = "1.3"
indexmap = "2.2"

[dev-dependencies]
assert_cmd = "2.0"
predicates = "3.1"
tempfile = "3.10"
'''
ARGS_RS_08 = '''use clap::Parser;
use std::path::PathBuf;

#[derive(Debug, Parser)]
#[command(name = "csv-dedupe", version, about)]
pub struct Args {
    /// Input CSV file ("-" for stdin)
    pub input: PathBuf,

    /// Key column(s) to compare; repeat or comma-separate. Defaults to the whole row.
    #[arg(short, long, value_delimiter = ',')]
    pub key: Vec<String>,

    /// Keep the last occurrence instead of the first
    #[arg(long)]
    pub keep_last: bool,

    /// Write output here instead of stdout
    #[arg(short, long)]
    pub output: Option<PathBuf>,

    /// Field delimiter
    #[arg(short, long, default_value_t = ',')]
    pub delimiter: char,
}
'''
DEDUPE_RS_08 = '''use crate::args::Args;
use anyhow::{bail, Context, Result};
use csv::{ReaderBuilder, StringRecord, WriterBuilder};
use indexmap::IndexMap;
use std::fs::File;
use std::io::{self, Read, Write};

/// Counts reported on stderr after a run.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Stats {
    pub read: usize,
    pub written: usize,
}

fn key_indices(headers: &StringRecord, names: &[String]) -> Result<Vec<usize>> {
    if names.is_empty() {
        return Ok((0..headers.len()).collect());
    }
    names
        .iter()
        .map(|n| {
            headers
                .iter()
                .position(|h| h == n)
                .with_context(|| format!("no column named {n:?}"))
        })
        .collect()
}

fn row_key(record: &StringRecord, idx: &[usize]) -> Vec<String> {
    idx.iter().map(|&i| record.get(i).unwrap_or("").to_owned()).collect()
}

pub fn run(args: &Args) -> Result<Stats> {
    let input: Box<dyn Read> = if args.input.as_os_str() == "-" {
        Box::new(io::stdin().lock())
    } else {
        Box::new(File::open(&args.input).with_context(|| format!("open {}", args.input.display()))?)
    };
    let output: Box<dyn Write> = match &args.output {
        Some(p) => Box::new(File::create(p).with_context(|| format!("create {}", p.display()))?),
        None => Box::new(io::stdout().lock()),
    };
    if !args.delimiter.is_ascii() {
        bail!("delimiter must be a single ASCII character");
    }
    let mut rdr = ReaderBuilder::new().delimiter(args.delimiter as u8).from_reader(input);
    let mut wtr = WriterBuilder::new().delimiter(args.delimiter as u8).from_writer(output);
    let headers = rdr.headers()?.clone();
    let idx = key_indices(&headers, &args.key)?;

    let mut seen: IndexMap<Vec<String>, StringRecord> = IndexMap::new();
    let mut stats = Stats::default();
    for rec in rdr.records() {
        let rec = rec?;
        stats.read += 1;
        let k = row_key(&rec, &idx);
        if args.keep_last {
            seen.shift_remove(&k);
            seen.insert(k, rec);
        } else {
            seen.entry(k).or_insert(rec);
        }
    }
    wtr.write_record(&headers)?;
    for rec in seen.values() {
        wtr.write_record(rec)?;
        stats.written += 1;
    }
    wtr.flush()?;
    Ok(stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(fields: &[&str]) -> StringRecord {
        StringRecord::from(fields.to_vec())
    }

    #[test]
    fn key_defaults_to_whole_row() {
        let h = rec(&["a", "b", "c"]);
        assert_eq!(key_indices(&h, &[]).unwrap(), vec![0, 1, 2]);
    }

    #[test]
    fn key_by_name() {
        let h = rec(&["id", "email", "name"]);
        assert_eq!(key_indices(&h, &["email".into()]).unwrap(), vec![1]);
    }

    #[test]
    fn unknown_key_is_an_error() {
        let h = rec(&["id"]);
        assert!(key_indices(&h, &["nope".into()]).is_err());
    }

    #[test]
    fn row_key_picks_columns() {
        let r = rec(&["1", "x@y.z", "Ann"]);
        assert_eq!(row_key(&r, &[2, 0]), vec!["Ann".to_string(), "1".to_string()]);
    }
}
'''
ARGS_OLD_08 = '''    /// Field delimiter
    #[arg(short, long, default_value_t = ',')]
    pub delimiter: char,
}
'''
ARGS_NEW_08 = '''    /// Field delimiter
    #[arg(short, long, default_value_t = ',')]
    pub delimiter: char,

    /// Compare keys case-insensitively (ASCII only)
    #[arg(short = 'i', long)]
    pub ignore_case: bool,
}
'''
ROWKEY_OLD_08 = '''fn row_key(record: &StringRecord, idx: &[usize]) -> Vec<String> {
    idx.iter().map(|&i| record.get(i).unwrap_or("").to_owned()).collect()
}
'''
ROWKEY_NEW_08 = '''fn row_key(record: &StringRecord, idx: &[usize], ignore_case: bool) -> Vec<String> {
    idx.iter()
        .map(|&i| {
            let field = record.get(i).unwrap_or("");
            if ignore_case {
                field.to_ascii_lowercase()
            } else {
                field.to_owned()
            }
        })
        .collect()
}
'''
TEST_OLD_08 = '''        assert_eq!(row_key(&r, &[2, 0]), vec!["Ann".to_string(), "1".to_string()]);
    }
}
'''
TEST_NEW_08 = '''        assert_eq!(row_key(&r, &[2, 0], false), vec!["Ann".to_string(), "1".to_string()]);
    }

    #[test]
    fn row_key_ignore_case_folds_ascii() {
        let (a, b) = (rec(&["1", "Ann@Example.com"]), rec(&["2", "ann@example.COM"]));
        assert_eq!(row_key(&a, &[1], true), row_key(&b, &[1], true));
        assert_ne!(row_key(&a, &[1], false), row_key(&b, &[1], false));
    }
}
'''

CARGO_TEST_08_A = """   Compiling proc-macro2 v1.0.83
   Compiling unicode-ident v1.0.12
   Compiling memchr v2.7.2
   Compiling libc v0.2.155
   Compiling utf8parse v0.2.1
   Compiling anstyle v1.0.7
   Compiling colorchoice v1.0.1
   Compiling anstyle-query v1.0.3
   Compiling is_terminal_polyfill v1.70.0
   Compiling strsim v0.11.1
   Compiling heck v0.5.0
   Compiling clap_lex v0.7.0
   Compiling hashbrown v0.14.5
   Compiling equivalent v1.0.1
   Compiling itoa v1.0.11
   Compiling ryu v1.0.18
   Compiling anyhow v1.0.86
   Compiling regex-syntax v0.8.3
   Compiling serde v1.0.202
   Compiling anstyle-parse v0.2.4
   Compiling anstream v0.6.14
   Compiling quote v1.0.36
   Compiling syn v2.0.66
   Compiling indexmap v2.2.6
   Compiling aho-corasick v1.1.3
   Compiling csv-core v0.1.11
   Compiling clap_builder v4.5.2
   Compiling regex-automata v0.4.6
   Compiling bstr v1.9.1
   Compiling clap_derive v4.5.4
   Compiling csv v1.3.0
   Compiling predicates-core v1.0.6
   Compiling tempfile v3.10.1
   Compiling predicates v3.1.0
   Compiling assert_cmd v2.0.14
   Compiling clap v4.5.4
   Compiling csv-dedupe v0.3.1 (/home/lena/dev/csv-dedupe)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.62s
     Running unittests src/main.rs (target/debug/deps/csv_dedupe-8e2c51f0a94d7b36)

running 4 tests
test dedupe::tests::key_by_name ... ok
test dedupe::tests::key_defaults_to_whole_row ... ok
test dedupe::tests::row_key_picks_columns ... ok
test dedupe::tests::unknown_key_is_an_error ... ok

test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-d41f3a9c07b2e815)

running 5 tests
test dedupes_by_email_column ... ok
test keep_last_keeps_later_rows ... ok
test missing_column_fails_with_message ... ok
test reads_stdin_when_dash ... ok
test whole_row_is_default_key ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s"""

CARGO_TEST_08_B = """   Compiling csv-dedupe v0.3.2 (/home/lena/dev/csv-dedupe)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.71s
     Running unittests src/main.rs (target/debug/deps/csv_dedupe-3a70d9e4c1f28b05)

running 5 tests
test dedupe::tests::key_by_name ... ok
test dedupe::tests::key_defaults_to_whole_row ... ok
test dedupe::tests::row_key_ignore_case_folds_ascii ... ok
test dedupe::tests::row_key_picks_columns ... ok
test dedupe::tests::unknown_key_is_an_error ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-6b09e2d8f4a1c377)

running 5 tests
test dedupes_by_email_column ... ok
test keep_last_keeps_later_rows ... ok
test missing_column_fails_with_message ... ok
test reads_stdin_when_dash ... ok
test whole_row_is_default_key ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s"""

HELP_08 = """csv-dedupe 0.3.2
Drop duplicate rows from CSV files by one or more key columns

Usage: csv-dedupe [OPTIONS] <INPUT>

Arguments:
  <INPUT>  Input CSV file ("-" for stdin)

Options:
  -k, --key <KEY>              Key column(s) to compare; repeat or comma-separate. Defaults to the whole row
      --keep-last              Keep the last occurrence instead of the first
  -o, --output <OUTPUT>        Write output here instead of stdout
  -d, --delimiter <DELIMITER>  Field delimiter [default: ,]
  -i, --ignore-case            Compare keys case-insensitively (ASCII only)
  -h, --help                   Print help
  -V, --version                Print version"""


def t08(rs: RowSet) -> None:
    root = "/home/lena/dev/csv-dedupe"
    t: Turns = []
    t.append(g_read(f"{root}/Cargo.toml", CARGO_TOML_08))
    c = "cargo test"
    t.append((gshell(c, "Build and run the tests"), gem_run(c, CARGO_TEST_08_A, pgid=52201)))
    t.append(g_read(f"{root}/src/args.rs", ARGS_RS_08))
    t.append(g_read(f"{root}/src/dedupe.rs", DEDUPE_RS_08))
    a, o, args1 = g_replace(f"{root}/src/args.rs", ARGS_RS_08, ARGS_OLD_08, ARGS_NEW_08)
    t.append((a, o))
    a, o, d1 = g_replace(f"{root}/src/dedupe.rs", DEDUPE_RS_08, ROWKEY_OLD_08 + "\npub fn run", ROWKEY_NEW_08 + "\npub fn run")
    t.append((a, o))
    a, o, d2 = g_replace(f"{root}/src/dedupe.rs", d1, "        let k = row_key(&rec, &idx);\n", "        let k = row_key(&rec, &idx, args.ignore_case);\n")
    t.append((a, o))
    a, o, d3 = g_replace(f"{root}/src/dedupe.rs", d2, TEST_OLD_08, TEST_NEW_08)
    t.append((a, o))
    a, o, ct1 = g_replace(f"{root}/Cargo.toml", CARGO_TOML_08, 'version = "0.3.1"', 'version = "0.3.2"')
    t.append((a, o))
    t.append((gshell(c, "Rebuild and run the tests"), gem_run(c, CARGO_TEST_08_B, pgid=52388)))
    c2 = "cargo run -q -- --version && cargo run -q -- --help"
    t.append((gshell(c2, "Check the version and that the new flag shows up in --help"), gem_run(c2, HELP_08, pgid=52430)))
    c3 = "git diff --stat"
    t.append((gshell(c3, "Summarise the changes"), gem_run(c3, stat_block([
        ("Cargo.lock", 1, 1), ("Cargo.toml", 1, 1), ("src/args.rs", *dstat(ARGS_RS_08, args1)),
        ("src/dedupe.rs", *dstat(DEDUPE_RS_08, d3))]), pgid=52461)))
    rs.add(task="swe", tid="h19-swe-08", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("csv-dedupe, a Rust CLI (clap, csv, indexmap). Add an --ignore-case/-i flag so that key columns compare "
                  "case-insensitively, cover it with a unit test, and bump the patch version for the release."))


# ---------------------------------------------------------------- 09: OpenHands, Go, go-task + gotestsum (bad)
CLIENT_GO_OLD_09 = '''package fetch

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Result is what one poll of a feed produced.
type Result struct {
	Body       []byte
	FetchedAt  time.Time
	StatusCode int
}

// Client fetches feeds over HTTP.
type Client struct {
	HTTP      *http.Client
	UserAgent string
	MaxBytes  int64
}

// Fetch downloads url. Non-2xx responses are returned as errors.
func (c *Client) Fetch(ctx context.Context, url string) (*Result, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", c.UserAgent)
	req.Header.Set("Accept", "application/rss+xml, application/atom+xml;q=0.9, */*;q=0.1")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, fmt.Errorf("fetch %s: unexpected status %s", url, resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, c.MaxBytes))
	if err != nil {
		return nil, fmt.Errorf("fetch %s: read body: %w", url, err)
	}
	return &Result{Body: body, FetchedAt: time.Now(), StatusCode: resp.StatusCode}, nil
}
'''
CLIENT_GO_NEW_09 = '''package fetch

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Result is what one poll of a feed produced.
type Result struct {
	Body        []byte
	ETag        string
	FetchedAt   time.Time
	StatusCode  int
	NotModified bool
}

// Client fetches feeds over HTTP.
type Client struct {
	HTTP      *http.Client
	UserAgent string
	MaxBytes  int64
}

// Fetch downloads url unconditionally. Non-2xx responses are returned as errors.
func (c *Client) Fetch(ctx context.Context, url string) (*Result, error) {
	return c.FetchConditional(ctx, url, "")
}

// FetchConditional is Fetch with If-None-Match set to prevETag when it is not empty.
// A 304 reply yields a Result with NotModified set, the old ETag and no body.
func (c *Client) FetchConditional(ctx context.Context, url, prevETag string) (*Result, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("User-Agent", c.UserAgent)
	req.Header.Set("Accept", "application/rss+xml, application/atom+xml;q=0.9, */*;q=0.1")
	if prevETag != "" {
		req.Header.Set("If-None-Match", prevETag)
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, fmt.Errorf("fetch %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotModified {
		return &Result{ETag: prevETag, FetchedAt: time.Now(), StatusCode: resp.StatusCode, NotModified: true}, nil
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, fmt.Errorf("fetch %s: unexpected status %s", url, resp.Status)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, c.MaxBytes))
	if err != nil {
		return nil, fmt.Errorf("fetch %s: read body: %w", url, err)
	}
	return &Result{Body: body, ETag: resp.Header.Get("ETag"), FetchedAt: time.Now(), StatusCode: resp.StatusCode}, nil
}
'''
CLIENT_TEST_ADD_09 = '''
func TestFetchConditionalNotModified(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("If-None-Match") == `"v7"` {
			w.WriteHeader(http.StatusNotModified)
			return
		}
		w.Header().Set("ETag", `"v7"`)
		io.WriteString(w, "<rss/>")
	}))
	defer srv.Close()
	c := &Client{HTTP: srv.Client(), MaxBytes: 1 << 20}
	res, err := c.FetchConditional(context.Background(), srv.URL, `"v7"`)
	if err != nil {
		t.Fatal(err)
	}
	if !res.NotModified || res.ETag != `"v7"` || len(res.Body) != 0 {
		t.Fatalf("got %+v, want NotModified with ETag \\"v7\\" and no body", res)
	}
}
'''

GOTESTSUM_09 = """task: [test] gotestsum --format pkgname -- -race -count=1 ./...
∅  cmd/feedpoller
✓  internal/config (1.031s)
✓  internal/fetch (1.214s)
✓  internal/opml (1.088s)
✓  internal/poller (2.467s)
✓  internal/store (1.732s)

DONE 38 tests in 4.118s"""


def t09(rs: RowSet) -> None:
    root = "/workspace/feedpoller"
    ins_c, del_c = dstat(CLIENT_GO_OLD_09, CLIENT_GO_NEW_09)
    ins_t = CLIENT_TEST_ADD_09.count("\n")
    stat = stat_block([("internal/fetch/client.go", ins_c, del_c), ("internal/fetch/client_test.go", ins_t, 0)])
    t: Turns = []
    t.append((bash(f"cd {root} && git status"), oh_bash("""On branch feat/etag-support
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   internal/fetch/client.go
	modified:   internal/fetch/client_test.go

no changes added to commit (use "git add" and/or "git commit -a")""", root)))
    t.append((bash("git diff internal/fetch/client.go"),
              oh_bash(udiff("internal/fetch/client.go", CLIENT_GO_OLD_09, CLIENT_GO_NEW_09, "3e5a7c1..9b20d4f"), root)))
    t.append((bash("task test"), oh_bash(GOTESTSUM_09, root)))
    t.append((bash("git diff --stat && git add internal/fetch/client.go internal/fetch/client_test.go && "
                   'git commit -m "fetch: send If-None-Match and honour 304 Not Modified"'),
              oh_bash(stat + "\n[feat/etag-support 81c4e2d] fetch: send If-None-Match and honour 304 Not Modified\n" + stat.rsplit("\n", 1)[1], root)))
    # turn 5: after the commit, status still reports client.go as modified although nothing touched it
    t.append((bash("git status && git log --oneline -3"), oh_bash("""On branch feat/etag-support
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   internal/fetch/client.go

no changes added to commit (use "git add" and/or "git commit -a")
81c4e2d (HEAD -> feat/etag-support) fetch: send If-None-Match and honour 304 Not Modified
4b0e9d1 (origin/main, origin/HEAD, main) poller: jitter the first tick per feed
c3a17f8 store: add last_modified column (migration 0004)""", root)))
    t.append((bash("task lint"), oh_bash("""task: [lint] golangci-lint run ./...
0 issues.""", root)))
    t.append((bash("git push -u origin feat/etag-support"), oh_bash("""Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 16 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 1.48 KiB | 1.48 MiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: 
remote: Create a pull request for 'feat/etag-support' on GitHub by visiting:
remote:      https://github.com/orbweave/feedpoller/pull/new/feat/etag-support
remote: 
To github.com:orbweave/feedpoller.git
 * [new branch]      feat/etag-support -> feat/etag-support
branch 'feat/etag-support' set up to track 'origin/feat/etag-support'.""", root)))
    rs.add(task="swe", tid="h19-swe-09", system=OH_SYSTEM.format(root=root), turns=t,
           state=("feedpoller (Go). The ETag support for conditional feed fetches is written but uncommitted on branch "
                  "feat/etag-support. Review the diff, run the tests and linter, commit both changed files, and push the branch."),
           bad=True, turn=5, kind="git status after the commit still lists client.go as modified with no edit since")


# ---------------------------------------------------------------- 10: Gemini CLI, Java, Gradle + Spring Boot (clean)
CTRL_10 = '''package com.acme.inventory.web;

import com.acme.inventory.domain.StockLevel;
import com.acme.inventory.service.StockService;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

import java.util.List;

@RestController
@RequestMapping("/api/stock")
public class StockController {

    private final StockService stockService;

    public StockController(StockService stockService) {
        this.stockService = stockService;
    }

    @GetMapping
    public List<StockLevel> list(@RequestParam(defaultValue = "0") int page,
                                 @RequestParam(defaultValue = "50") int size) {
        return stockService.list(page, size);
    }

    @GetMapping("/{sku}")
    public ResponseEntity<StockLevel> get(@PathVariable String sku) {
        return stockService.find(sku)
                .map(ResponseEntity::ok)
                .orElse(ResponseEntity.notFound().build());
    }

    @PostMapping("/{sku}/reserve")
    public ResponseEntity<StockLevel> reserve(@PathVariable String sku, @RequestParam int qty) {
        return ResponseEntity.ok(stockService.reserve(sku, qty));
    }
}
'''
CTRL_OLD_10 = '''        return ResponseEntity.ok(stockService.reserve(sku, qty));
    }
}
'''
CTRL_NEW_10 = '''        return ResponseEntity.ok(stockService.reserve(sku, qty));
    }

    @GetMapping("/{sku}/available")
    public ResponseEntity<Availability> available(@PathVariable String sku) {
        return stockService.find(sku)
                .map(s -> ResponseEntity.ok(new Availability(s.sku(), Math.max(0, s.onHand() - s.reserved()))))
                .orElse(ResponseEntity.notFound().build());
    }

    public record Availability(String sku, int available) {}
}
'''
CTRL_TEST_10 = '''package com.acme.inventory.web;

import com.acme.inventory.domain.StockLevel;
import com.acme.inventory.service.StockService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;
import org.springframework.boot.test.mock.mockito.MockBean;
import org.springframework.test.web.servlet.MockMvc;

import java.util.Optional;

import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

@WebMvcTest(StockController.class)
class StockControllerTest {

    @Autowired
    MockMvc mvc;

    @MockBean
    StockService stockService;

    @Test
    void getReturnsStockLevel() throws Exception {
        given(stockService.find("SKU-1")).willReturn(Optional.of(new StockLevel("SKU-1", 12, 3)));
        mvc.perform(get("/api/stock/SKU-1"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.onHand").value(12));
    }

    @Test
    void getUnknownSkuIs404() throws Exception {
        given(stockService.find("NOPE")).willReturn(Optional.empty());
        mvc.perform(get("/api/stock/NOPE")).andExpect(status().isNotFound());
    }
}
'''
CTRL_TEST_OLD_10 = '''        mvc.perform(get("/api/stock/NOPE")).andExpect(status().isNotFound());
    }
}
'''
CTRL_TEST_NEW_10 = '''        mvc.perform(get("/api/stock/NOPE")).andExpect(status().isNotFound());
    }

    @Test
    void availableIsOnHandMinusReserved() throws Exception {
        given(stockService.find("SKU-2")).willReturn(Optional.of(new StockLevel("SKU-2", 40, 3)));
        mvc.perform(get("/api/stock/SKU-2/available"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.available").value(37));
    }

    @Test
    void availableNeverNegative() throws Exception {
        given(stockService.find("SKU-3")).willReturn(Optional.of(new StockLevel("SKU-3", 2, 5)));
        mvc.perform(get("/api/stock/SKU-3/available")).andExpect(jsonPath("$.available").value(0));
    }
}
'''


def boot_log_10(pid: int, t0: str, t1: str, t2: str, t3: str, profile: str | None, started: str,
                extra: tuple[str, str] | None = None) -> str:
    pre = f"2024-06-11T{{}}+02:00  INFO {pid} --- [inventory-service] [           main] "
    prof = (f'The following 1 profile is active: "{profile}"' if profile
            else 'No active profile set, falling back to 1 default profile: "default"')
    lines = [pre.format(t0) + "c.a.inventory.InventoryApplication       : Starting InventoryApplication using Java 21.0.3 with PID "
             f"{pid} (/home/priya/work/inventory-service/build/classes/java/main started by priya in /home/priya/work/inventory-service)",
             pre.format(t1) + "c.a.inventory.InventoryApplication       : " + prof,
             pre.format(t2) + "o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'"]
    if extra:
        lines.append(pre.format(extra[0]) + extra[1])
    lines.append(pre.format(t3) + f"c.a.inventory.InventoryApplication       : Started InventoryApplication in {started}")
    return "\n".join(lines)


def t10(rs: RowSet) -> None:
    root = "/home/priya/work/inventory-service"
    pc = f"{root}/src/main/java/com/acme/inventory/web/StockController.java"
    pt = f"{root}/src/test/java/com/acme/inventory/web/StockControllerTest.java"
    t: Turns = []
    t.append(g_read(pc, CTRL_10))
    c = "./gradlew test"
    t.append((gshell(c, "Run the test suite"), gem_run(c, """Starting a Gradle Daemon (subsequent builds will be faster)
> Task :compileJava
> Task :processResources
> Task :classes
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test

Test results: SUCCESS (23 tests, 23 passed, 0 failed, 0 skipped)

BUILD SUCCESSFUL in 38s
4 actionable tasks: 4 executed""", pgid=61020)))
    a, o, c1 = g_replace(pc, CTRL_10, CTRL_OLD_10, CTRL_NEW_10)
    t.append((a, o))
    t.append(g_read(pt, CTRL_TEST_10))
    a, o, _ = g_replace(pt, CTRL_TEST_10, CTRL_TEST_OLD_10, CTRL_TEST_NEW_10)
    t.append((a, o))
    t.append((gshell(c, "Run the tests with the new endpoint and tests"), gem_run(c, """> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test

Test results: SUCCESS (25 tests, 25 passed, 0 failed, 0 skipped)

BUILD SUCCESSFUL in 9s
4 actionable tasks: 3 executed, 1 up-to-date""", pgid=61177)))
    c2 = '(./gradlew bootRun > /tmp/boot.log 2>&1 &); sleep 25; grep -E "Starting InventoryApplication|profile|Tomcat started|Started InventoryApplication" /tmp/boot.log'
    t.append((gshell(c2, "Start the app in the background and wait for it to come up"), gem_run(c2, boot_log_10(
        51934, "09:42:14.118", "09:42:14.121", "09:42:16.904", "09:42:16.921", None, "3.412 seconds (process running for 3.871)"), pgid=61230)))
    c3 = ('curl -s -o /dev/null -w "%{http_code}\\n" localhost:8080/api/stock/SKU-1042/available; '
          "curl -s localhost:8080/actuator/health")
    t.append((gshell(c3, "Call the new endpoint and the health check"), gem_run(c3, '404\n{"status":"UP","components":{"db":{"status":"UP","details":{"database":"H2","validationQuery":"isValid()"}},"diskSpace":{"status":"UP","details":{"total":502468108288,"free":187203551232,"threshold":10485760,"path":"/home/priya/work/inventory-service/.","exists":true}},"ping":{"status":"UP"}}}', pgid=61301)))
    c4 = ('pkill -f "com.acme.inventory.InventoryApplication"; sleep 2; '
          "(SPRING_PROFILES_ACTIVE=demo ./gradlew bootRun > /tmp/boot.log 2>&1 &); sleep 25; "
          'grep -E "Starting InventoryApplication|profile|Tomcat started|DemoDataLoader|Started InventoryApplication" /tmp/boot.log')
    t.append((gshell(c4, "Restart with the demo profile, which seeds sample stock"), gem_run(c4, boot_log_10(
        52410, "09:45:01.377", "09:45:01.380", "09:45:03.912", "09:45:04.040", "demo", "3.208 seconds (process running for 3.655)",
        ("09:45:03.987", "c.a.inventory.demo.DemoDataLoader        : Seeded 120 stock levels (SKU-1000..SKU-1119)")), pgid=61388)))
    c5 = "curl -s localhost:8080/api/stock/SKU-1042/available; echo; curl -s localhost:8080/api/stock/SKU-1042; echo; curl -s localhost:8080/actuator/health"
    t.append((gshell(c5, "Call the endpoint again with demo data"), gem_run(c5, '{"sku":"SKU-1042","available":37}\n{"sku":"SKU-1042","onHand":45,"reserved":8}\n{"status":"UP","components":{"db":{"status":"UP","details":{"database":"H2","validationQuery":"isValid()"}},"diskSpace":{"status":"UP","details":{"total":502468108288,"free":187198976000,"threshold":10485760,"path":"/home/priya/work/inventory-service/.","exists":true}},"ping":{"status":"UP"}}}', pgid=61455)))
    c6 = "git status --short && git diff --stat"
    t.append((gshell(c6, "Show the changes"), gem_run(c6, " M src/main/java/com/acme/inventory/web/StockController.java\n M src/test/java/com/acme/inventory/web/StockControllerTest.java\n" + stat_block([
        ("src/main/java/com/acme/inventory/web/StockController.java", *dstat(CTRL_10, c1)),
        ("src/test/java/com/acme/inventory/web/StockControllerTest.java", *dstat(CTRL_TEST_10, sub1(CTRL_TEST_10, CTRL_TEST_OLD_10, CTRL_TEST_NEW_10)))]), pgid=61502)))
    rs.add(task="swe", tid="h19-swe-10", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("inventory-service (Spring Boot 3, Gradle, Java 21). Ticket INV-212: add GET /api/stock/{sku}/available "
                  "returning onHand minus reserved (never below zero), with tests, and try it against the running app."))


# ---------------------------------------------------------------- 11: OpenHands, Python, Django (clean)
MODELS_11 = '''from django.conf import settings
from django.db import models
from django.urls import reverse


class Club(models.Model):
    name = models.CharField(max_length=120)
    slug = models.SlugField(unique=True)
    description = models.TextField(blank=True)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="owned_clubs")
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, through="Membership", related_name="clubs")
    is_private = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("clubs:detail", args=[self.slug])


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

    class Meta:
        ordering = ["starts_at"]
'''
VIEWS_11 = '''from django.contrib.auth.mixins import LoginRequiredMixin
from django.db.models import Count, Q
from django.shortcuts import get_object_or_404
from django.views.generic import DetailView, ListView

from .models import Club


class ClubListView(ListView):
    model = Club
    paginate_by = 20
    template_name = "clubs/club_list.html"

    def get_queryset(self):
        qs = Club.objects.filter(is_private=False)
        term = self.request.GET.get("q", "").strip()
        if term:
            qs = qs.filter(Q(name__icontains=term) | Q(description__icontains=term))
        return qs.annotate(member_count=Count("members"))


class ClubDetailView(LoginRequiredMixin, DetailView):
    model = Club
    slug_url_kwarg = "slug"
    template_name = "clubs/club_detail.html"

    def get_object(self, queryset=None):
        return get_object_or_404(Club.objects.prefetch_related("meetings"), slug=self.kwargs["slug"])
'''
TESTS_BASE_11 = 88
TESTS_SEG_11 = '''    def test_search_matches_description(self):
        ClubFactory(name="Night Owls", description="We read Le Guin after dark")
        ClubFactory(name="Early Birds", description="Mystery novels over coffee")
        resp = self.client.get(reverse("clubs:list"), {"q": "le guin"})
        self.assertEqual([c.name for c in resp.context["object_list"]], ["Night Owls"])

    def test_private_clubs_are_hidden(self):
        ClubFactory(name="Open Shelf")
        ClubFactory(name="Secret Stacks", is_private=True)
        resp = self.client.get(reverse("clubs:list"))
        self.assertEqual([c.name for c in resp.context["object_list"]], ["Open Shelf"])
'''
TEST_ADD_11 = '''
    def test_archived_clubs_are_hidden(self):
        ClubFactory(name="Open Shelf")
        ClubFactory(name="Dusty Tomes", is_archived=True)
        resp = self.client.get(reverse("clubs:list"))
        self.assertEqual([c.name for c in resp.context["object_list"]], ["Open Shelf"])
'''
MIGS_11 = ["0001_initial", "0002_club_slug", "0003_membership_role", "0004_alter_club_options", "0005_meeting",
           "0006_meeting_location_blank"]


def showmig_11(extra: str | None) -> str:
    rows = ["clubs"] + [f" [X] {m}" for m in MIGS_11]
    if extra:
        rows.append(extra)
    return "\n".join(rows)


def dj_test_11(n: int, secs: str) -> str:
    return (f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
            + "." * n + f"\n----------------------------------------------------------------------\nRan {n} tests in {secs}s\n\nOK\n"
            "Destroying test database for alias 'default'...")


def t11(rs: RowSet) -> None:
    root = "/workspace/bookclub"
    pm, pv, pt = f"{root}/clubs/models.py", f"{root}/clubs/views.py", f"{root}/clubs/tests/test_views.py"
    t: Turns = []
    t.append((bash(f"cd {root} && python manage.py showmigrations clubs"), oh_bash(showmig_11(None), root)))
    t.append(oh_view(pm, MODELS_11, (1, 25)))
    a, o, m1 = oh_replace(pm, MODELS_11, "    is_private = models.BooleanField(default=False)\n",
                          "    is_private = models.BooleanField(default=False)\n    is_archived = models.BooleanField(default=False, db_index=True)\n")
    t.append((a, o))
    t.append((bash("python manage.py makemigrations clubs"), oh_bash(
        "Migrations for 'clubs':\n  clubs/migrations/0007_club_is_archived.py\n    - Add field is_archived to club", root)))
    t.append((bash("python manage.py showmigrations clubs"), oh_bash(showmig_11(" [ ] 0007_club_is_archived"), root)))
    t.append((bash("python manage.py migrate clubs"), oh_bash(
        "Operations to perform:\n  Apply all migrations: clubs\nRunning migrations:\n  Applying clubs.0007_club_is_archived... OK", root)))
    a, o, v1 = oh_replace(pv, VIEWS_11, "        qs = Club.objects.filter(is_private=False)\n",
                          "        qs = Club.objects.filter(is_private=False, is_archived=False)\n")
    t.append((a, o))
    t.append((bash("python manage.py test clubs"), oh_bash(dj_test_11(42, "1.834"), root)))
    end = TESTS_BASE_11 + TESTS_SEG_11.rstrip("\n").count("\n")
    a, o, _ = oh_insert(pt, TESTS_SEG_11, end, TEST_ADD_11.rstrip("\n"), base=TESTS_BASE_11)
    t.append((a, o))
    t.append((bash("python manage.py test clubs"), oh_bash(dj_test_11(43, "1.907"), root)))
    t.append((bash("python manage.py showmigrations clubs && git status --short"), oh_bash(
        showmig_11(" [X] 0007_club_is_archived") + "\n M clubs/models.py\n M clubs/tests/test_views.py\n M clubs/views.py\n"
        "?? clubs/migrations/0007_club_is_archived.py", root)))
    rs.add(task="swe", tid="h19-swe-11", system=OH_SYSTEM.format(root=root), turns=t,
           state=("bookclub, a Django 5.0 site. Product wants clubs to be archivable: add an is_archived flag to Club "
                  "(default False), a migration, hide archived clubs from the public club list, and a test for it."))


# ---------------------------------------------------------------- 12: Gemini CLI, TypeScript, Deno (bad)
CACHE_TS_12 = '''export interface CacheOptions {
  maxEntries: number;
  ttlMs: number;
  /** 0..1, fraction of ttlMs by which each entry's lifetime is randomly spread */
  jitter?: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** A size-bounded LRU map whose entries also expire after ttlMs. */
export class TtlCache<K, V> {
  #map = new Map<K, Entry<V>>();
  #opts: Required<CacheOptions>;

  constructor(opts: CacheOptions) {
    this.#opts = { jitter: 0, now: Date.now, ...opts };
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const e = this.#map.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= this.#opts.now()) {
      this.#map.delete(key);
      return undefined;
    }
    // move to the most-recently-used end
    this.#map.delete(key);
    this.#map.set(key, e);
    return e.value;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    if (this.#map.size >= this.#opts.maxEntries) {
      const oldest = this.#map.keys().next().value as K;
      this.#map.delete(oldest);
    }
    const spread = this.#opts.ttlMs * this.#opts.jitter;
    const ttl = this.#opts.ttlMs - spread + Math.random() * 2 * spread;
    this.#map.set(key, { value, expiresAt: this.#opts.now() + ttl });
  }

  delete(key: K): boolean {
    return this.#map.delete(key);
  }

  #evictExpired(): void {
    const now = this.#opts.now();
    for (const [k, e] of this.#map) {
      if (e.expiresAt <= now) this.#map.delete(k);
    }
  }
}
'''

DENO_NAMES_12 = {
    "./src/cache_test.ts": ["get() returns undefined for missing keys", "set() then get() round-trips a value",
                            "entries expire after ttlMs", "get() refreshes recency", "LRU entry is evicted when full",
                            "delete() removes an entry", "size counts live and not-yet-swept entries",
                            "jitter keeps ttl within the configured spread",
                            "set() drops expired entries before evicting live ones"],
    "./src/serialize_test.ts": ["round-trips strings", "round-trips numbers and bigint", "round-trips Date",
                                "round-trips Map", "round-trips Set", "round-trips nested objects",
                                "rejects functions", "rejects symbols"],
    "./src/keys_test.ts": ["stable key for equal objects", "key order does not matter", "arrays keep order",
                           "undefined and missing differ", "NaN keys are equal", "long keys are hashed"],
}


def deno_run_12(fail: bool, total_ms: int) -> str:
    out = []
    times = iter([0, 0, 1, 0, 1, 0, 0, 2, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 3])
    for f, names in DENO_NAMES_12.items():
        out.append(f"running {len(names)} tests from {f}")
        for n in names:
            ms = next(times)
            bad = fail and n.startswith("set() drops")
            out.append(f"{n} ... {'FAILED' if bad else 'ok'} ({ms}ms)")
    total = sum(map(len, DENO_NAMES_12.values()))
    if fail:
        out += ["", " ERRORS ", "",
                "set() drops expired entries before evicting live ones => ./src/cache_test.ts:88:6",
                "error: AssertionError: Values are not equal.", "", "",
                "    [Diff] Actual / Expected", "", "",
                "-   undefined", '+   "live"', "",
                "  throw new AssertionError(message);", "        ^",
                "    at assertEquals (https://jsr.io/@std/assert/0.219.1/assert_equals.ts:47:9)",
                "    at file:///home/kai/src/kv-cache/src/cache_test.ts:97:3", "",
                " FAILURES ", "",
                "set() drops expired entries before evicting live ones => ./src/cache_test.ts:88:6", "",
                f"FAILED | {total - 1} passed | 1 failed ({total_ms}ms)", "", "error: Test failed"]
    else:
        out += ["", f"ok | {total} passed | 0 failed ({total_ms}ms)"]
    return "\n".join(out)


def t12(rs: RowSet) -> None:
    root = "/home/kai/src/kv-cache"
    p = f"{root}/src/cache.ts"
    t: Turns = []
    c = "date && git log -3 --format='%h %ad %s' --date=iso"
    t.append((gshell(c, "Current time and recent commits"), gem_run(c, """Thu Mar 14 15:02:11 CET 2024
c81d3a2 2024-03-14 11:47:09 +0100 feat: optional ttl jitter
5e6b0f4 2024-03-12 18:20:55 +0100 chore: bump @std/assert to 0.219.1
9fd2a71 2024-03-11 09:03:40 +0100 test: cover serialize round-trips for Map and Set""", pgid=9120)))
    t.append(g_read(p, CACHE_TS_12))
    c = "deno test -A"
    t.append((gshell(c, "Run the test suite"), gem_run(c, deno_run_12(True, 412), 1, pgid=9188)))
    a, o, c1 = g_replace(p, CACHE_TS_12, "    this.#map.delete(key);\n    if (this.#map.size >= this.#opts.maxEntries) {",
                         "    this.#map.delete(key);\n    this.#evictExpired();\n    if (this.#map.size >= this.#opts.maxEntries) {")
    t.append((a, o))
    t.append((gshell(c, "Re-run the tests"), gem_run(c, deno_run_12(False, 389), pgid=9240)))
    c2 = "deno fmt --check && deno lint"
    t.append((gshell(c2, "Check formatting and lint"), gem_run(c2, "Checked 14 files\nChecked 11 files", pgid=9266)))
    c3 = 'git add src/cache.ts && git commit -m "fix: drop expired entries before evicting live ones"'
    t.append((gshell(c3, "Commit the fix"), gem_run(c3, "[main 4e07b9f] fix: drop expired entries before evicting live ones\n 1 file changed, 1 insertion(+)", pgid=9301)))
    a, o, _ = g_replace(f"{root}/CHANGELOG.md", "# Changelog\n\n## 0.6.0\n", "# Changelog\n\n## 0.6.0\n",
                        "# Changelog\n\n## 0.6.1\n\n- `set()` now drops expired entries before evicting the least recently used live one.\n\n## 0.6.0\n")
    t.append((a, o))
    a, o, _ = g_replace(f"{root}/deno.json", '  "version": "0.6.0",\n', '  "version": "0.6.0",\n', '  "version": "0.6.1",\n')
    t.append((a, o))
    c4 = 'git commit -am "chore: release 0.6.1"'
    t.append((gshell(c4, "Commit the changelog and version bump"), gem_run(c4, "[main a93c5e1] chore: release 0.6.1\n 2 files changed, 5 insertions(+), 1 deletion(-)", pgid=9355)))
    c5 = "git log -4 --format='%h %ad %s' --date=iso"
    # turn 11: the fix commit made after the 15:02:11 `date` shows an author time of 14:41
    t.append((gshell(c5, "Review the new commits"), gem_run(c5, """a93c5e1 2024-03-14 15:13:38 +0100 chore: release 0.6.1
4e07b9f 2024-03-14 14:41:26 +0100 fix: drop expired entries before evicting live ones
c81d3a2 2024-03-14 11:47:09 +0100 feat: optional ttl jitter
5e6b0f4 2024-03-12 18:20:55 +0100 chore: bump @std/assert to 0.219.1""", pgid=9390)))
    c6 = "git tag v0.6.1 && git status"
    t.append((gshell(c6, "Tag the release and check the tree"), gem_run(c6, """On branch main
Your branch is ahead of 'origin/main' by 2 commits.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean""", pgid=9412)))
    rs.add(task="swe", tid="h19-swe-12", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("kv-cache, a Deno TypeScript library (TtlCache). Bug: when the cache is full, set() evicts a live LRU entry "
                  "even though expired entries are still sitting in the map. Fix it, then prepare release 0.6.1 "
                  "(changelog, deno.json version, tag)."),
           bad=True, turn=11, kind="log shows the fix commit, made after `date` printed 15:02:11, with author time 14:41:26")


# ---------------------------------------------------------------- 13: OpenHands, Rust, criterion benchmarks (clean)
ENCODE_RS_13 = '''//! RFC 4648 base32 encoding (standard and extended-hex alphabets).

use crate::Alphabet;

/// Encode `input` with `alphabet`, padding with `=` to a multiple of 8 when `pad` is set.
pub fn encode(alphabet: Alphabet, input: &[u8], pad: bool) -> String {
    let symbols = alphabet.symbols();
    let mut out = String::with_capacity((input.len() + 4) / 5 * 8);
    for chunk in input.chunks(5) {
        let mut buf = [0u8; 5];
        buf[..chunk.len()].copy_from_slice(chunk);
        let bits = u64::from(buf[0]) << 32
            | u64::from(buf[1]) << 24
            | u64::from(buf[2]) << 16
            | u64::from(buf[3]) << 8
            | u64::from(buf[4]);
        let n = (chunk.len() * 8 + 4) / 5;
        for i in 0..n {
            let idx = ((bits >> (35 - i * 5)) & 0x1f) as usize;
            out.push(symbols.chars().nth(idx).unwrap());
        }
        if pad {
            for _ in n..8 {
                out.push('=');
            }
        }
    }
    out
}

/// Length of the encoded form of `len` input bytes.
pub const fn encoded_len(len: usize, pad: bool) -> usize {
    if pad {
        (len + 4) / 5 * 8
    } else {
        (len * 8 + 4) / 5
    }
}
'''
ENC_OLD_13 = '''    let symbols = alphabet.symbols();
    let mut out = String::with_capacity((input.len() + 4) / 5 * 8);
'''
ENC_NEW_13 = '''    let table = alphabet.symbols().as_bytes();
    let mut out = Vec::with_capacity(encoded_len(input.len(), pad));
'''
PUSH_OLD_13 = '''            out.push(symbols.chars().nth(idx).unwrap());
        }
        if pad {
            for _ in n..8 {
                out.push('=');
            }
        }
    }
    out
}
'''
PUSH_NEW_13 = '''            out.push(table[idx]);
        }
        if pad {
            out.resize(out.len() + (8 - n), b'=');
        }
    }
    // Every byte pushed is either from the ASCII alphabet table or b'='.
    String::from_utf8(out).expect("base32 output is ASCII")
}
'''

SIZES_13 = [16, 256, 4096]


def _crit_13(times: list[tuple[float, float, float]], base: list[tuple[float, float, float]] | None, outl: list[tuple[int, str]]) -> str:
    def short(v: float) -> str:
        return f"{v:.4f}" if v < 10 else f"{v:.3f}" if v < 100 else f"{v:.2f}" if v < 1000 else f"{v:.1f}"

    def fmt_t(ns: float) -> str:
        return f"{short(ns)} ns" if ns < 1000 else f"{short(ns / 1000)} µs"

    def thr(n: int, ns: float) -> str:
        v = n / (ns * 1e-9) / 2 ** 20
        return f"{short(v)} MiB/s" if v < 1024 else f"{short(v / 1024)} GiB/s"

    out = []
    for k, (n, (lo, mid, hi)) in enumerate(zip(SIZES_13, times)):
        name = f"encode/{n}"
        out.append(f"{name:<24}time:   [{fmt_t(lo)} {fmt_t(mid)} {fmt_t(hi)}]")
        out.append(f"{'':<24}thrpt:  [{thr(n, hi)} {thr(n, mid)} {thr(n, lo)}]")
        if base:
            bm = base[k][1]
            ch = [(lo / bm - 1) * 100 - 0.21, (mid / bm - 1) * 100, (hi / bm - 1) * 100 + 0.23]
            tp = [(1 / (1 + c / 100) - 1) * 100 for c in reversed(ch)]
            out.append(f"{'':<17}change:")
            out.append(f"{'':<24}time:   [{ch[0]:+.4f}% {ch[1]:+.4f}% {ch[2]:+.4f}%] (p = 0.00 < 0.05)")
            out.append(f"{'':<24}thrpt:  [{tp[0]:+.4f}% {tp[1]:+.4f}% {tp[2]:+.4f}%]")
            out.append(f"{'':<24}Performance has improved.")
        cnt, kinds = outl[k]
        if cnt:
            out.append(f"Found {cnt} outliers among 100 measurements ({cnt:.2f}%)")
            out += [f"  {ln}" for ln in kinds.split(";")]
    return "\n".join(out)


BEFORE_13 = [(112.31, 112.58, 112.89), (1712.4, 1716.9, 1721.8), (27318.0, 27391.0, 27470.0)]
AFTER_13 = [(38.412, 38.507, 38.611), (410.77, 411.90, 413.12), (6412.7, 6430.5, 6449.8)]
AFTER2_13 = [(38.298, 38.455, 38.634), (411.52, 412.81, 414.36), (6398.1, 6419.9, 6444.2)]


def t13(rs: RowSet) -> None:
    root = "/workspace/fastbase32"
    p = f"{root}/src/encode.rs"
    t: Turns = []
    t.append((bash(f"cd {root} && cargo bench --bench encode -- --save-baseline before 2>&1 | tail -20"), oh_bash(
        "    Finished `bench` profile [optimized] target(s) in 0.11s\n     Running benches/encode.rs (target/release/deps/encode-5c0e7a2b91d4f368)\n"
        + _crit_13(BEFORE_13, None, [(4, "3 (3.00%) high mild;1 (1.00%) high severe"), (2, "2 (2.00%) high mild"),
                                     (6, "1 (1.00%) low mild;4 (4.00%) high mild;1 (1.00%) high severe")]), root)))
    t.append(oh_view(p, ENCODE_RS_13, (1, 29)))
    a, o, e1 = oh_replace(p, ENCODE_RS_13, ENC_OLD_13, ENC_NEW_13)
    t.append((a, o))
    a, o, e2 = oh_replace(p, e1, PUSH_OLD_13, PUSH_NEW_13)
    t.append((a, o))
    t.append((bash("cargo test -q 2>&1 | tail -12"), oh_bash("""
running 18 tests
..................
test result: ok. 18 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s


running 6 tests
......
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s


running 3 tests
...
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s""".lstrip("\n"), root)))
    t.append((bash("cargo bench --bench encode -- --baseline before 2>&1 | tail -32"), oh_bash(
        "   Compiling fastbase32 v0.4.0 (/workspace/fastbase32)\n    Finished `bench` profile [optimized] target(s) in 6.84s\n"
        "     Running benches/encode.rs (target/release/deps/encode-5c0e7a2b91d4f368)\n"
        + _crit_13(AFTER_13, BEFORE_13, [(3, "3 (3.00%) high mild"), (0, ""), (5, "2 (2.00%) high mild;3 (3.00%) high severe")]), root)))
    t.append((bash("cargo bench --bench encode -- --baseline before 2>&1 | tail -30"), oh_bash(
        "    Finished `bench` profile [optimized] target(s) in 0.09s\n     Running benches/encode.rs (target/release/deps/encode-5c0e7a2b91d4f368)\n"
        + _crit_13(AFTER2_13, BEFORE_13, [(1, "1 (1.00%) high mild"), (4, "1 (1.00%) low mild;3 (3.00%) high mild"), (2, "2 (2.00%) high severe")]), root)))
    ins, dels = dstat(ENCODE_RS_13, e2)
    t.append((bash("git diff --stat && ls target/criterion/encode"), oh_bash(
        stat_block([("src/encode.rs", ins, dels)]) + "\n16\n256\n4096\nreport", root)))
    rs.add(task="swe", tid="h19-swe-13", system=OH_SYSTEM.format(root=root), turns=t,
           state=("fastbase32 (Rust). Profiling shows encode() spends most of its time in symbols.chars().nth(idx). Make it "
                  "index a byte table instead, keep the output identical, and show the criterion numbers against a saved "
                  "baseline."))


# ---------------------------------------------------------------- 14: Gemini CLI, Go, git mv + sed (bad)
KV_GO_14 = '''package store

import (
	"encoding/json"
	"errors"
	"time"

	bolt "go.etcd.io/bbolt"
)

var quotasBucket = []byte("quotas")

// KVStore keeps quota counters in a single bbolt file.
type KVStore struct {
	db *bolt.DB
}

// NewKVStore opens (or creates) the database at path.
func NewKVStore(path string) (*KVStore, error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: 2 * time.Second})
	if err != nil {
		return nil, err
	}
	err = db.Update(func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(quotasBucket)
		return err
	})
	if err != nil {
		db.Close()
		return nil, err
	}
	return &KVStore{db: db}, nil
}

func (s *KVStore) Get(key string) (Quota, error) {
	var q Quota
	err := s.db.View(func(tx *bolt.Tx) error {
		raw := tx.Bucket(quotasBucket).Get([]byte(key))
		if raw == nil {
			return ErrNotFound
		}
		return json.Unmarshal(raw, &q)
	})
	return q, err
}

func (s *KVStore) Put(key string, q Quota) error {
	raw, err := json.Marshal(q)
	if err != nil {
		return err
	}
	return s.db.Update(func(tx *bolt.Tx) error {
		return tx.Bucket(quotasBucket).Put([]byte(key), raw)
	})
}

func (s *KVStore) Close() error {
	if s.db == nil {
		return errors.New("store: already closed")
	}
	err := s.db.Close()
	s.db = nil
	return err
}
'''
KV_TEST_14 = '''package store

import (
	"path/filepath"
	"testing"
)

func TestKVStoreRoundTrip(t *testing.T) {
	s, err := NewKVStore(filepath.Join(t.TempDir(), "q.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Put("acme", Quota{Limit: 100, Used: 7}); err != nil {
		t.Fatal(err)
	}
	q, err := s.Get("acme")
	if err != nil || q.Used != 7 {
		t.Fatalf("Get = %+v, %v", q, err)
	}
}
'''
STORE_GO_14 = '''package store

import "errors"

// ErrNotFound is returned when a key has no quota yet.
var ErrNotFound = errors.New("store: not found")

// Quota is a tenant's limit and current usage for the running window.
type Quota struct {
	Limit int64 `json:"limit"`
	Used  int64 `json:"used"`
}

// Store is implemented by MemoryStore (tests, dev) and KVStore (production).
type Store interface {
	Get(key string) (Quota, error)
	Put(key string, q Quota) error
	Close() error
}
'''
MAIN_GO_SEG_14 = '''	var st store.Store
	switch cfg.Store {
	case "memory":
		st = store.NewMemoryStore()
	default:
		st, err = store.NewKVStore(cfg.DBPath)
		if err != nil {
			log.Fatalf("open store: %v", err)
		}
	}
'''


def t14(rs: RowSet) -> None:
    root = "/home/ines/projects/quotad"
    mod = "github.com/ines-dev/quotad"
    hits = [("cmd/quotad/main.go", MAIN_GO_SEG_14), ("internal/store/kv.go", KV_GO_14),
            ("internal/store/kv_test.go", KV_TEST_14), ("internal/store/store.go", STORE_GO_14)]
    renamed = [(f.replace("kv.go", "bolt.go").replace("kv_test.go", "bolt_test.go"), txt.replace("KVStore", "BoltStore"))
               for f, txt in hits]
    t: Turns = []
    t.append(g_ls(f"{root}/internal/store", [], ["kv.go", "kv_test.go", "memory.go", "memory_test.go", "store.go"]))
    t.append(g_search("KVStore", hits, include="*.go"))
    c = "git mv internal/store/kv.go internal/store/bolt.go && git mv internal/store/kv_test.go internal/store/bolt_test.go"
    t.append((gshell(c, "Rename the bbolt-backed store files"), gem_run(c, "", pgid=44310)))
    c = "sed -i 's/KVStore/BoltStore/g' $(grep -rl KVStore --include='*.go' .)"
    t.append((gshell(c, "Rename the type and constructor everywhere"), gem_run(c, "", pgid=44332)))
    t.append(g_search("KVStore", renamed, include="*.go"))
    c = "gofmt -l . ; go build ./... && go test ./..."
    t.append((gshell(c, "Format check, build and test"), gem_run(c, f"""ok  	{mod}/cmd/quotad	0.018s
ok  	{mod}/internal/api	0.044s
ok  	{mod}/internal/store	0.231s
?   	{mod}/internal/window	[no test files]""", pgid=44391)))
    # turn 7: the listing shows the renamed bolt.go under its old name kv.go
    t.append(g_ls(f"{root}/internal/store", [], ["bolt_test.go", "kv.go", "memory.go", "memory_test.go", "store.go"]))
    c = "git status --short"
    t.append((gshell(c, "Check what git sees"), gem_run(c, """ M cmd/quotad/main.go
RM internal/store/kv.go -> internal/store/bolt.go
RM internal/store/kv_test.go -> internal/store/bolt_test.go
 M internal/store/store.go""", pgid=44420)))
    lines = {f: sum(1 for ln in txt.split("\n") if "KVStore" in ln) for f, txt in hits}
    n = sum(lines.values())
    c = 'git add -A && git commit -m "store: rename KVStore to BoltStore"'
    t.append((gshell(c, "Commit the rename"), gem_run(c, f"""[main 0b7d2e9] store: rename KVStore to BoltStore
 4 files changed, {n} insertions(+), {n} deletions(-)
 rename internal/store/{{kv.go => bolt.go}} (88%)
 rename internal/store/{{kv_test.go => bolt_test.go}} (91%)""", pgid=44457)))
    rs.add(task="swe", tid="h19-swe-14", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("quotad (Go service). Cleanup ticket: the bbolt-backed store is called KVStore in kv.go, which confuses "
                  "people now that there is also a memory store. Rename the files to bolt.go / bolt_test.go and the type "
                  "to BoltStore, keep the build green, commit."),
           bad=True, turn=7, kind="directory listing shows the renamed bolt.go under its old name kv.go")


# ---------------------------------------------------------------- 15: OpenHands, Java, Bazel (clean)
GH_BASE_15 = 96
GH_SEG_15 = '''    /**
     * The geohash of the cell adjacent to {@code hash} in direction {@code dir}, at the same precision.
     * Input may be upper or lower case; the result is lower case.
     */
    public static String adjacent(String hash, Direction dir) {
        if (hash.isEmpty()) {
            throw new IllegalArgumentException("empty geohash");
        }
        String h = hash;
        char last = h.charAt(h.length() - 1);
        String parent = h.substring(0, h.length() - 1);
        int type = h.length() % 2;

        if (BORDER[dir.ordinal()][type].indexOf(last) != -1 && !parent.isEmpty()) {
            parent = adjacent(parent, dir);
        }
        return parent + BASE32.charAt(NEIGHBOUR[dir.ordinal()][type].indexOf(last));
    }

    /** All eight neighbours, clockwise from north. */
    public static List<String> neighbours(String hash) {
        String n = adjacent(hash, Direction.NORTH);
        String s = adjacent(hash, Direction.SOUTH);
        return List.of(n, adjacent(n, Direction.EAST), adjacent(hash, Direction.EAST), adjacent(s, Direction.EAST),
                s, adjacent(s, Direction.WEST), adjacent(hash, Direction.WEST), adjacent(n, Direction.WEST));
    }
'''
GH_TEST_BASE_15 = 188
GH_TEST_SEG_15 = '''    @Test
    public void adjacentCrossesParentBorder() {
        assertEquals("u4r2h", GeoHash.adjacent("u4pru", Direction.NORTH));
    }

    @Test
    public void neighboursAreDistinct() {
        assertEquals(8, new HashSet<>(GeoHash.neighbours("gcpuv")).size());
    }
}
'''
GH_TEST_ADD_15 = '''
    @Test
    public void adjacentAcceptsUpperCase() {
        assertEquals("gcpvj", GeoHash.adjacent("GCPUV", Direction.NORTH));
        assertEquals("u4r2h", GeoHash.adjacent("U4PRU", Direction.NORTH));
    }'''


def bazel_15(inv: str, analyzed: str, elapsed: str, procs: str, actions: int, rows: list[tuple[str, str, str]], executed: str,
             fail_log: str | None = None) -> str:
    out = [f"INFO: Invocation ID: {inv}", f"INFO: Analyzed {analyzed}.", "INFO: Found 4 targets and 3 test targets..."]
    if fail_log:
        out.append(f"FAIL: //src/test/java/io/geohash:GeoHashTest (see {fail_log})")
    out += [f"INFO: Elapsed time: {elapsed}", f"INFO: {procs}.",
            f"INFO: Build completed{' successfully' if not fail_log else ', 1 test FAILED'}, {actions} total actions"]
    for target, cached, status in rows:
        left = f"//src/test/java/io/geohash{target}"
        mid = f"{cached} {status}" if cached else status
        out.append(f"{left:<64}{mid:>17}")
    out += ["", executed]
    return "\n".join(out)


def t15(rs: RowSet) -> None:
    root = "/workspace/geohash-java"
    pm = f"{root}/src/main/java/io/geohash/GeoHash.java"
    pt = f"{root}/src/test/java/io/geohash/GeoHashTest.java"
    log = "/root/.cache/bazel/_bazel_root/4f1c2d0b3a1e8e9f6c7d5b2a0e4f9c13/execroot/_main/bazel-out/k8-fastbuild/testlogs/src/test/java/io/geohash/GeoHashTest/test.log"
    t: Turns = []
    t.append((bash(f"cd {root} && bazel test //..."), oh_bash(bazel_15(
        "3f0c8a52-91d7-4b6e-a2f4-0d18c6b7e935", "7 targets (61 packages loaded, 1284 targets configured)",
        "21.637s, Critical Path: 9.84s", "29 processes: 9 internal, 14 linux-sandbox, 6 worker", 29,
        [(":BoundingBoxTest", "", "PASSED in 0.8s"), (":GeoHashTest", "", "PASSED in 1.1s"), ("/base32:Base32Test", "", "PASSED in 0.6s")],
        "Executed 3 out of 3 tests: 3 tests pass."), root)))
    t.append((bash("tail -6 bazel-testlogs/src/test/java/io/geohash/GeoHashTest/test.log"), oh_bash("""..........................
Time: 0.412

OK (26 tests)


BazelTestRunner exiting with a return value of 0""", root)))
    a0 = GH_BASE_15 + 4
    t.append(oh_view(pm, GH_SEG_15, (a0, a0 + 13), base=GH_BASE_15))
    end = GH_TEST_BASE_15 + GH_TEST_SEG_15.rstrip("\n").count("\n") - 1
    a, o, _ = oh_insert(pt, GH_TEST_SEG_15, end, GH_TEST_ADD_15, base=GH_TEST_BASE_15)
    t.append((a, o))
    h_line = GH_BASE_15 + GH_SEG_15.split("\n").index("        return parent + BASE32.charAt(NEIGHBOUR[dir.ordinal()][type].indexOf(last));")
    t_line = end + 4
    t.append((bash("bazel test //src/test/java/io/geohash:GeoHashTest --test_output=errors 2>&1 | tail -40"), oh_bash(
        f"""INFO: Invocation ID: 9b6e1f07-3c2a-4d85-8e90-b1a4f7c2d613
INFO: Analyzed target //src/test/java/io/geohash:GeoHashTest (0 packages loaded, 0 targets configured).
INFO: Found 1 test target...
FAIL: //src/test/java/io/geohash:GeoHashTest (see {log})
INFO: From Testing //src/test/java/io/geohash:GeoHashTest:
==================== Test output for //src/test/java/io/geohash:GeoHashTest:
JUnit4 Test Runner
..........................E.
Time: 0.438
There was 1 failure:
1) adjacentAcceptsUpperCase(io.geohash.GeoHashTest)
java.lang.StringIndexOutOfBoundsException: Index -1 out of bounds for length 32
	at java.base/jdk.internal.util.Preconditions$1.apply(Preconditions.java:55)
	at java.base/java.lang.String.checkIndex(String.java:4832)
	at java.base/java.lang.StringLatin1.charAt(StringLatin1.java:46)
	at java.base/java.lang.String.charAt(String.java:1555)
	at io.geohash.GeoHash.adjacent(GeoHash.java:{h_line})
	at io.geohash.GeoHashTest.adjacentAcceptsUpperCase(GeoHashTest.java:{t_line})

FAILURES!!!
Tests run: 27,  Failures: 1


BazelTestRunner exiting with a return value of 1
================================================================================
INFO: Elapsed time: 3.904s, Critical Path: 3.12s
INFO: 4 processes: 1 internal, 2 linux-sandbox, 1 worker.
INFO: Build completed, 1 test FAILED, 4 total actions
//src/test/java/io/geohash:GeoHashTest                                   FAILED in 1.2s
  {log}

Executed 1 out of 1 test: 1 fails locally.""", root, 3)))
    a, o, _ = oh_replace(pm, GH_SEG_15, "        String h = hash;\n", "        String h = hash.toLowerCase(Locale.ROOT);\n", base=GH_BASE_15)
    t.append((a, o))
    t.append((bash("bazel test //..."), oh_bash(bazel_15(
        "c47d2a90-5e1b-4f38-9a6c-2e7b0d9f1a84", "7 targets (0 packages loaded, 0 targets configured)",
        "4.212s, Critical Path: 3.37s", "8 processes: 2 internal, 4 linux-sandbox, 2 worker", 8,
        [(":BoundingBoxTest", "", "PASSED in 0.7s"), (":GeoHashTest", "", "PASSED in 1.2s"),
         ("/base32:Base32Test", "(cached)", "PASSED in 0.6s")],
        "Executed 2 out of 3 tests: 3 tests pass."), root)))
    t.append((bash("tail -6 bazel-testlogs/src/test/java/io/geohash/GeoHashTest/test.log"), oh_bash("""...........................
Time: 0.401

OK (27 tests)


BazelTestRunner exiting with a return value of 0""", root)))
    t.append((bash("bazel build //:geohash_deploy.jar 2>&1 | tail -4 && ls -l bazel-bin/geohash_deploy.jar"), oh_bash(
        """INFO: Elapsed time: 1.318s, Critical Path: 0.84s
INFO: 3 processes: 2 internal, 1 linux-sandbox.
INFO: Build completed successfully, 3 total actions
-r-xr-xr-x 1 root root 41873 Mar  5 16:48 bazel-bin/geohash_deploy.jar""", root)))
    t.append((bash("git status --short"), oh_bash(" M src/main/java/io/geohash/GeoHash.java\n M src/test/java/io/geohash/GeoHashTest.java", root)))
    rs.add(task="swe", tid="h19-swe-15", system=OH_SYSTEM.format(root=root), turns=t,
           state=("geohash-java, built with Bazel. Issue: GeoHash.adjacent(\"GCPUV\", NORTH) throws "
                  "StringIndexOutOfBoundsException although the Javadoc promises upper case input works. Add a failing "
                  "test, fix it, and make sure the deploy jar still builds."))


# ---------------------------------------------------------------- 16: Gemini CLI, Python, Poetry + tox (bad)
PYPROJECT_16 = '''[tool.poetry]
name = "durfmt"
version = "1.7.2"
description = "Human-friendly duration parsing and formatting"
authors = ["Tom Wilde <tom@wilde.dev>"]
license = "MIT"
readme = "README.md"
packages = [{ include = "durfmt", from = "src" }]

[tool.poetry.dependencies]
python = "^3.9"

[tool.poetry.group.dev.dependencies]
pytest = "^8.1"
hypothesis = "^6.100"
tox = "^4.14"

[tool.pytest.ini_options]
addopts = "-ra"
testpaths = ["tests"]

[build-system]
requires = ["poetry-core>=1.9.0"]
build-backend = "poetry.core.masonry.api"
'''
CHANGELOG_16 = '''# Changelog

All notable changes to this project are documented here. The format follows Keep a Changelog.

## Unreleased

### Added
- `parse("1h30")` accepts a trailing bare number as minutes (#57).

### Fixed
- `format(timedelta(0))` returned an empty string; it now returns `"0s"` (#61).

## 1.7.2 - 2024-03-19

### Fixed
- Negative durations lost their sign when `compact=True` (#52).
'''


PCT100_16 = "." * 14 + " " * 59 + "[100%]"


def tox_16(ver: str) -> str:
    pkg = f"/home/tom/src/durfmt/.tox/.tmp/package/1/durfmt-{ver}.tar.gz"
    row = "." * 72
    tail = PCT100_16
    return f""".pkg: _optional_hooks> python /home/tom/.local/pipx/venvs/tox/lib/python3.12/site-packages/pyproject_api/_backend.py True poetry.core.masonry.api
.pkg: get_requires_for_build_sdist> python /home/tom/.local/pipx/venvs/tox/lib/python3.12/site-packages/pyproject_api/_backend.py True poetry.core.masonry.api
.pkg: build_sdist> python /home/tom/.local/pipx/venvs/tox/lib/python3.12/site-packages/pyproject_api/_backend.py True poetry.core.masonry.api
py311: install_package> python -I -m pip install --force-reinstall --no-deps {pkg}
py311: commands[0]> pytest -q
{row} [ 83%]
{tail}
86 passed in 1.94s
py312: install_package> python -I -m pip install --force-reinstall --no-deps {pkg}
py312: commands[0]> pytest -q
{row} [ 83%]
{tail}
86 passed in 1.71s
.pkg: _exit> python /home/tom/.local/pipx/venvs/tox/lib/python3.12/site-packages/pyproject_api/_backend.py True poetry.core.masonry.api
  py311: OK (9.84=setup[6.02]+cmd[3.82] seconds)
  py312: OK (7.13=setup[4.41]+cmd[2.72] seconds)
  congratulations :) (17.04 seconds)"""


def t16(rs: RowSet) -> None:
    root = "/home/tom/src/durfmt"
    t: Turns = []
    t.append(g_read(f"{root}/pyproject.toml", PYPROJECT_16))
    c = "poetry run pytest -q"
    t.append((gshell(c, "Run the tests before cutting the release"), gem_run(c, "." * 72 + " [ 83%]\n" + PCT100_16
                                                                              + "\n86 passed in 1.88s", pgid=23051)))
    t.append(g_read(f"{root}/CHANGELOG.md", CHANGELOG_16))
    a, o, _ = g_replace(f"{root}/CHANGELOG.md", CHANGELOG_16, "## Unreleased\n", "## 1.8.0 - 2024-04-02\n")
    t.append((a, o))
    c = "poetry version minor"
    t.append((gshell(c, "Bump the package version"), gem_run(c, "Bumping version from 1.7.2 to 1.8.0", pgid=23110)))
    t.append(g_read(f"{root}/pyproject.toml", sub1(PYPROJECT_16, 'version = "1.7.2"', 'version = "1.8.0"')))
    c = "tox -e py311,py312"
    t.append((gshell(c, "Run the test matrix from a freshly built sdist"), gem_run(c, tox_16("1.8.0"), pgid=23174)))
    c = "poetry build"
    # turn 8: the build reports the pre-bump version although pyproject says 1.8.0
    t.append((gshell(c, "Build sdist and wheel for the release"), gem_run(c, """Building durfmt (1.7.2)
  - Building sdist
  - Built durfmt-1.7.2.tar.gz
  - Building wheel
  - Built durfmt-1.7.2-py3-none-any.whl""", pgid=23230)))
    rs.add(task="swe", tid="h19-swe-16", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("durfmt, a Python library managed with Poetry and tested with tox. Cut release 1.8.0: date the Unreleased "
                  "changelog section, bump the version, run the tox matrix and build the distributions."),
           bad=True, turn=8, kind="poetry build names version 1.7.2 after the bump to 1.8.0 (set value reads back old)")


# ---------------------------------------------------------------- 17: OpenHands, TypeScript, Next.js + npm (clean)
PKG_JSON_17 = '''{
  "name": "storefront",
  "version": "0.4.0",
  "private": true,
  "scripts": {
    "dev": "next dev",
    "build": "next build",
    "start": "next start",
    "lint": "next lint"
  },
  "dependencies": {
    "@vercel/analytics": "^1.2.2",
    "next": "14.2.3",
    "react": "^18.3.1",
    "react-dom": "^18.3.1",
    "zustand": "^4.5.2"
  },
  "devDependencies": {
    "@types/node": "^20.12.12",
    "@types/react": "^18.3.2",
    "@types/react-dom": "^18.3.0",
    "eslint": "^8.57.0",
    "eslint-config-next": "14.2.3",
    "typescript": "^5.4.5"
  }
}
'''
CARD_17 = '''import Image from "next/image";
import Link from "next/link";
import type { Product } from "@/lib/types";
import styles from "./ProductCard.module.css";

type Props = { product: Product; compact?: boolean };

export function ProductCard({ product, compact = false }: Props) {
  const price = `$${(product.priceCents / 100).toFixed(2)}`;
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <Link href={`/products/${product.slug}`}>
        <Image src={product.image} alt={product.name} width={compact ? 160 : 320} height={compact ? 160 : 320} />
        <h3>{product.name}</h3>
      </Link>
      <p className={product.onSale ? `${styles.price} ${styles.sale}` : styles.price}>{price}</p>
    </article>
  );
}
'''
FMT_TS_17 = '''const formatters = new Map<string, Intl.NumberFormat>();

/** Format an amount in minor units (cents) for display, e.g. 1999 -> "$19.99". */
export function formatCurrency(cents: number, currency = "USD", locale = "en-US"): string {
  const key = `${locale}:${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, f);
  }
  return f.format(cents / 100);
}
'''
NPM_LS_17 = """storefront@0.4.0 /workspace/storefront
├── @types/node@20.12.12
├── @types/react@18.3.2
├── @types/react-dom@18.3.0
├── @vercel/analytics@1.2.2
{clsx}├── eslint@8.57.0
├── eslint-config-next@14.2.3
├── next@14.2.3
├── react@18.3.1
├── react-dom@18.3.1
├── typescript@5.4.5
└── zustand@4.5.2"""

BUILD_17 = """
> storefront@0.4.0 build
> next build

  ▲ Next.js 14.2.3

   Creating an optimized production build ...
 ✓ Compiled successfully
   Linting and checking validity of types ...
   Collecting page data ...
   Generating static pages (0/9) ...
   Generating static pages (2/9) 
   Generating static pages (4/9) 
   Generating static pages (6/9) 
 ✓ Generating static pages (9/9)
   Finalizing page optimization ...
   Collecting build traces ...

Route (app)                              Size     First Load JS
┌ ○ /                                    5.38 kB        99.6 kB
├ ○ /_not-found                          871 B          88.0 kB
├ ○ /cart                                3.11 kB        97.3 kB
├ ○ /checkout                            4.02 kB        98.2 kB
├ ○ /products                            2.96 kB        97.1 kB
├ ƒ /products/[slug]                     2.53 kB        96.7 kB
├ ○ /search                              1.87 kB        96.0 kB
└ ○ /sitemap.xml                         0 B                0 B
+ First Load JS shared by all            87.1 kB
  ├ chunks/23-0627c91053ca9399.js        31.5 kB
  ├ chunks/fd9d1056-2821b0f0cabcd8bd.js  53.6 kB
  └ other shared chunks (total)          1.96 kB


○  (Static)   prerendered as static content
ƒ  (Dynamic)  server-rendered on demand
"""


def t17(rs: RowSet) -> None:
    root = "/workspace/storefront"
    pc = f"{root}/src/components/ProductCard.tsx"
    t: Turns = []
    t.append((bash(f"cd {root} && cat package.json"), oh_bash(PKG_JSON_17, root)))
    t.append((bash("npm ls --depth=0"), oh_bash(NPM_LS_17.format(clsx=""), root)))
    t.append((bash("npm install clsx@^2.1.1"), oh_bash("""
added 1 package, and audited 390 packages in 2s

142 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities""".lstrip("\n"), root)))
    t.append((editor("create", f"{root}/src/lib/formatCurrency.ts", file_text=FMT_TS_17),
              f"File created successfully at: {root}/src/lib/formatCurrency.ts"))
    t.append(oh_view(pc, CARD_17))
    a, o, c1 = oh_replace(pc, CARD_17, '''import type { Product } from "@/lib/types";
import styles from "./ProductCard.module.css";''', '''import clsx from "clsx";
import { formatCurrency } from "@/lib/formatCurrency";
import type { Product } from "@/lib/types";
import styles from "./ProductCard.module.css";''')
    t.append((a, o))
    a, o, c2 = oh_replace(pc, c1, '''  const price = `$${(product.priceCents / 100).toFixed(2)}`;
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>''', '''  const price = formatCurrency(product.priceCents, product.currency);
  return (
    <article className={clsx(styles.card, compact && styles.compact)}>''')
    t.append((a, o))
    a, o, c3 = oh_replace(pc, c2, "      <p className={product.onSale ? `${styles.price} ${styles.sale}` : styles.price}>{price}</p>",
                          "      <p className={clsx(styles.price, product.onSale && styles.sale)}>{price}</p>")
    t.append((a, o))
    t.append((bash("npm run build"), oh_bash(BUILD_17.strip("\n"), root)))
    t.append((bash("npm install && npm ls --depth=0"), oh_bash("""
up to date, audited 390 packages in 1s

142 packages are looking for funding
  run `npm fund` for details

found 0 vulnerabilities
""".lstrip("\n") + NPM_LS_17.format(clsx="├── clsx@2.1.1\n"), root)))
    ins, dels = dstat(CARD_17, c3)
    t.append((bash("git status --short && git diff --stat"), oh_bash(
        " M package-lock.json\n M package.json\n M src/components/ProductCard.tsx\n?? src/lib/formatCurrency.ts\n"
        + stat_block([("package-lock.json", 9, 0), ("package.json", 1, 0), ("src/components/ProductCard.tsx", ins, dels)]), root)))
    rs.add(task="swe", tid="h19-swe-17", system=OH_SYSTEM.format(root=root), turns=t,
           state=("storefront (Next.js 14 App Router, npm). Prices are formatted by hand in ProductCard and ignore the "
                  "product currency. Add a formatCurrency helper using Intl.NumberFormat, use clsx for the class names, "
                  "and make sure the production build passes."))


# ---------------------------------------------------------------- 18: Gemini CLI, Rust, cargo tree / cargo-deny (bad)
CARGO_TOML_18 = '''[package]
name = "mdlint-rs"
version = "0.4.0"
edition = "2021"
rust-version = "1.74"
description = "A fast Markdown linter with markdownlint-compatible rules"
license = "MIT"

[dependencies]
anyhow = "1.0"
clap = { version = "4.5", features = ["derive"] }
globset = "0.4"
ignore = "0.4"
pulldown-cmark = { version = "0.10", default-features = false }
regex = "1.10"
serde = { version = "1.0", features = ["derive"] }
serde_json = "1.0"
thiserror = "1.0"
toml = "0.8"
unicode-width = "0.1"

[dev-dependencies]
insta = { version = "1.38", features = ["yaml"] }
pretty_assertions = "1.4"
'''
TREE1_18 = """mdlint-rs v0.4.0 (/home/ari/dev/mdlint-rs)
├── anyhow v1.0.82
├── clap v4.5.4
├── globset v0.4.14
├── ignore v0.4.22
├── pulldown-cmark v0.10.3
├── regex v1.10.4
├── serde v1.0.200
├── serde_json v1.0.116
├── thiserror v1.0.59
├── toml v0.8.12
└── unicode-width v0.1.12
[dev-dependencies]
├── insta v1.38.0
└── pretty_assertions v1.4.0"""
TREE2_18 = """mdlint-rs v0.4.0 (/home/ari/dev/mdlint-rs)
├── anyhow v1.0.82
├── clap v4.5.4
│   ├── clap_builder v4.5.2
│   └── clap_derive v4.5.4 (proc-macro)
├── globset v0.4.14
│   ├── aho-corasick v1.1.3
│   ├── bstr v1.9.1
│   ├── log v0.4.21
│   ├── regex-automata v0.4.6
│   └── regex-syntax v0.8.3
├── ignore v0.4.22
│   ├── crossbeam-deque v0.8.5
│   ├── globset v0.4.14 (*)
│   ├── log v0.4.21
│   ├── memchr v2.7.2
│   ├── regex-automata v0.4.6
│   ├── same-file v1.0.6
│   └── walkdir v2.5.0
├── pulldown-cmark v0.10.3
│   ├── bitflags v2.5.0
│   ├── memchr v2.7.2
│   ├── pulldown-cmark-escape v0.10.0
│   └── unicase v2.7.0
├── regex v1.10.2
│   ├── aho-corasick v1.1.3
│   ├── memchr v2.7.2
│   ├── regex-automata v0.4.6
│   └── regex-syntax v0.8.3
├── serde v1.0.200
│   └── serde_derive v1.0.200 (proc-macro)
├── serde_json v1.0.116
│   ├── itoa v1.0.11
│   ├── ryu v1.0.17
│   └── serde v1.0.200 (*)
├── thiserror v1.0.59
│   └── thiserror-impl v1.0.59 (proc-macro)
├── toml v0.8.12
│   ├── serde v1.0.200 (*)
│   ├── serde_spanned v0.6.5
│   ├── toml_datetime v0.6.5
│   └── toml_edit v0.22.12
└── unicode-width v0.1.12"""
DENY_18 = """warning[duplicate]: found 2 duplicate entries for crate 'windows-sys'
   ┌─ /home/ari/dev/mdlint-rs/Cargo.lock:98:1
   │
98 │ ╭ windows-sys 0.48.0 registry+https://github.com/rust-lang/crates.io-index
99 │ │ windows-sys 0.52.0 registry+https://github.com/rust-lang/crates.io-index
   │ ╰────────────────────────────────────────────────────────────────────────┘ lock entries
   │
   = windows-sys v0.48.0
     └── anstream v0.6.14
         └── clap_builder v4.5.2
             └── clap v4.5.4
                 └── mdlint-rs v0.4.0
   = windows-sys v0.52.0
     ├── same-file v1.0.6
     │   └── walkdir v2.5.0
     │       └── ignore v0.4.22
     │           └── mdlint-rs v0.4.0
     └── winapi-util v0.1.8
         └── same-file v1.0.6 (*)

advisories ok, bans ok, licenses ok, sources ok"""


def t18(rs: RowSet) -> None:
    root = "/home/ari/dev/mdlint-rs"
    t: Turns = []
    c = "cargo tree --depth 1"
    t.append((gshell(c, "Direct dependencies and their resolved versions"), gem_run(c, TREE1_18, pgid=65012)))
    t.append(g_read(f"{root}/Cargo.toml", CARGO_TOML_18))
    c = "cargo tree --depth 2 -e normal"
    # turn 3: regex appears as v1.10.2 although the lockfile (turn 1) resolved v1.10.4 and nothing changed it
    t.append((gshell(c, "Two levels of the normal dependency tree"), gem_run(c, TREE2_18, pgid=65040)))
    c = "cargo deny check"
    t.append((gshell(c, "Run cargo-deny advisories, bans, licenses and sources"), gem_run(c, DENY_18, pgid=65077)))
    c = "cargo update -p regex --dry-run"
    t.append((gshell(c, "See what updating regex would do"), gem_run(c, """    Updating crates.io index
     Locking 1 package to latest compatible version
    Updating regex v1.10.4 -> v1.10.5
warning: not updating lockfile due to dry run""", pgid=65101)))
    c = "cargo update -p regex && cargo tree -i regex -e normal && git diff --stat"
    t.append((gshell(c, "Update regex and confirm who uses it"), gem_run(c, """    Updating crates.io index
     Locking 1 package to latest compatible version
    Updating regex v1.10.4 -> v1.10.5
regex v1.10.5
└── mdlint-rs v0.4.0 (/home/ari/dev/mdlint-rs)
 Cargo.lock | 4 ++--
 1 file changed, 2 insertions(+), 2 deletions(-)""", pgid=65133)))
    rs.add(task="swe", tid="h19-swe-18", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("mdlint-rs (Rust). Dependency hygiene before the 0.4.1 release: review the resolved dependency tree, run "
                  "cargo-deny, and pick up the latest regex patch release."),
           bad=True, turn=3, kind="cargo tree shows regex v1.10.2 although the lockfile resolved v1.10.4 and nothing changed it")


# ---------------------------------------------------------------- 19: OpenHands, Go, flaky test (bad)
RETRY_GO_19 = '''// Package retryhttp wraps an http.Client with retries and exponential backoff.
package retryhttp

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"
)

const (
	defaultMaxAttempts = 4
	defaultBaseDelay   = 200 * time.Millisecond
	defaultMaxDelay    = 5 * time.Second
)

// ErrGiveUp wraps the last error once MaxAttempts is reached.
var ErrGiveUp = errors.New("retryhttp: giving up")

// Client retries idempotent requests that fail with a network error or a 5xx/429 status.
type Client struct {
	HTTP        *http.Client
	MaxAttempts int
	BaseDelay   time.Duration
	MaxDelay    time.Duration
	// Sleep waits for d or until ctx is done; tests replace it.
	Sleep func(ctx context.Context, d time.Duration) error
	rand  *rand.Rand
}

// New returns a Client with the package defaults.
func New(c *http.Client) *Client {
	if c == nil {
		c = http.DefaultClient
	}
	return &Client{
		HTTP:        c,
		MaxAttempts: defaultMaxAttempts,
		BaseDelay:   defaultBaseDelay,
		MaxDelay:    defaultMaxDelay,
		Sleep:       sleepCtx,
		rand:        rand.New(rand.NewSource(time.Now().UnixNano())),
	}
}

// backoff returns the delay before retry n (1-based), with full jitter.
func (c *Client) backoff(n int) time.Duration {
	d := c.BaseDelay << (n - 1)
	if d > c.MaxDelay || d <= 0 {
		d = c.MaxDelay
	}
	return time.Duration(c.rand.Int63n(int64(d) + 1))
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
'''
TEST_BASE_19 = 48
TEST_SEG_19 = '''func TestBackoffGrowsExponentially(t *testing.T) {
	srv := failingServer(t, 3) // 3 failures, then 200
	c := New(srv.Client())
	start := time.Now()
	resp, err := c.Get(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if total := time.Since(start); total < 150*time.Millisecond {
		t.Fatalf("total backoff %v, want at least 150ms", total)
	}
}

func TestBackoffCappedAtMaxDelay(t *testing.T) {
	c := New(nil)
	c.rand = rand.New(rand.NewSource(1))
	for n := 1; n <= 12; n++ {
		if d := c.backoff(n); d > c.MaxDelay {
			t.Fatalf("backoff(%d) = %v > MaxDelay %v", n, d, c.MaxDelay)
		}
	}
}
'''
TEST_OLD_19 = '''	c := New(srv.Client())
	start := time.Now()
	resp, err := c.Get(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if total := time.Since(start); total < 150*time.Millisecond {
		t.Fatalf("total backoff %v, want at least 150ms", total)
	}
}
'''
TEST_NEW_19 = '''	c := New(srv.Client())
	c.rand = rand.New(rand.NewSource(7))
	var slept []time.Duration
	c.Sleep = func(_ context.Context, d time.Duration) error {
		slept = append(slept, d)
		return nil
	}
	resp, err := c.Get(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if len(slept) != 3 {
		t.Fatalf("slept %d times, want 3", len(slept))
	}
	for i, d := range slept {
		if ceiling := c.BaseDelay << i; d < 0 || d > ceiling {
			t.Errorf("retry %d slept %v, want within [0, %v]", i+1, d, ceiling)
		}
	}
}
'''


def t19(rs: RowSet) -> None:
    root = "/workspace/retryhttp"
    pr, pt = f"{root}/retry.go", f"{root}/retry_test.go"
    t: Turns = []
    grep = grep_n("defaultMaxAttempts", [("./retry.go", RETRY_GO_19)]) + "\n" + grep_n("defaultBaseDelay", [("./retry.go", RETRY_GO_19)])
    grep_lines = sorted(grep.split("\n"), key=lambda s: int(s.split(":")[1]))
    grep_lines.append("./retry_test.go:112:	if got := New(nil).MaxAttempts; got != defaultMaxAttempts {")
    t.append((bash(f'cd {root} && grep -rn "defaultMaxAttempts\\|defaultBaseDelay" --include=*.go .'), oh_bash("\n".join(grep_lines), root)))
    t.append(oh_view(pr, RETRY_GO_19))
    line_fail = TEST_BASE_19 + lno(TEST_SEG_19, 't.Fatalf("total backoff', 0)
    runs = []
    for ok, ms in [(True, "0.47"), (True, "0.31"), (False, "0.12"), (True, "0.52"), (True, "0.29")]:
        runs.append("=== RUN   TestBackoffGrowsExponentially")
        if ok:
            runs.append(f"--- PASS: TestBackoffGrowsExponentially ({ms}s)")
        else:
            runs.append(f"    retry_test.go:{line_fail}: total backoff 118.406ms, want at least 150ms")
            runs.append(f"--- FAIL: TestBackoffGrowsExponentially ({ms}s)")
        runs += ["=== RUN   TestBackoffCappedAtMaxDelay", "--- PASS: TestBackoffCappedAtMaxDelay (0.00s)"]
    runs += ["FAIL", "exit status 1", "FAIL	github.com/loomwork/retryhttp	1.734s"]
    t.append((bash("go test -run TestBackoff -count=5 -v ."), oh_bash("\n".join(runs), root, 1)))
    t.append(oh_view(pt, TEST_SEG_19, (TEST_BASE_19, TEST_BASE_19 + 12), base=TEST_BASE_19))
    a, o, _ = oh_replace(pt, TEST_SEG_19, TEST_OLD_19, TEST_NEW_19, base=TEST_BASE_19)
    t.append((a, o))
    # turn 6: retry.go was never edited, yet the constant now reads 5 instead of 4
    t.append(oh_view(pr, sub1(RETRY_GO_19, "defaultMaxAttempts = 4", "defaultMaxAttempts = 5"), (1, 30)))
    t.append((bash("go test -count=20 -run TestBackoff . && go vet ./..."), oh_bash("ok  	github.com/loomwork/retryhttp	0.412s", root)))
    ins, dels = dstat(TEST_SEG_19, sub1(TEST_SEG_19, TEST_OLD_19, TEST_NEW_19))
    t.append((bash("git status --short && git diff --stat"), oh_bash(" M retry_test.go\n" + stat_block([("retry_test.go", ins, dels)]), root)))
    rs.add(task="swe", tid="h19-swe-19", system=OH_SYSTEM.format(root=root), turns=t,
           state=("retryhttp (Go library). CI reports TestBackoffGrowsExponentially as flaky (fails about 1 run in 5). "
                  "Make the test deterministic without changing the library's behaviour or defaults."),
           bad=True, turn=6, kind="retry.go view shows defaultMaxAttempts = 5 though it read 4 earlier and the file was never edited")


# ---------------------------------------------------------------- 20: Gemini CLI, Java, Maven + JUnit 5 (clean)
MONEY_20 = '''package org.tallyho.money;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Currency;
import java.util.Objects;

/** An immutable amount of money in minor units (e.g. cents) of a single currency. */
public final class Money implements Comparable<Money> {

    private final long minor;
    private final Currency currency;

    private Money(long minor, Currency currency) {
        this.minor = minor;
        this.currency = Objects.requireNonNull(currency, "currency");
    }

    public static Money ofMinor(long minor, String currencyCode) {
        return new Money(minor, Currency.getInstance(currencyCode));
    }

    public static Money of(BigDecimal amount, String currencyCode) {
        Currency c = Currency.getInstance(currencyCode);
        BigDecimal scaled = amount.setScale(c.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);
        return new Money(scaled.movePointRight(c.getDefaultFractionDigits()).longValueExact(), c);
    }

    public long minor() {
        return minor;
    }

    public Currency currency() {
        return currency;
    }

    public Money plus(Money other) {
        requireSameCurrency(other);
        return new Money(Math.addExact(minor, other.minor), currency);
    }

    public Money minus(Money other) {
        requireSameCurrency(other);
        return new Money(Math.subtractExact(minor, other.minor), currency);
    }

    public Money times(long factor) {
        return new Money(Math.multiplyExact(minor, factor), currency);
    }

    public boolean isNegative() {
        return minor < 0;
    }

    public BigDecimal toBigDecimal() {
        return BigDecimal.valueOf(minor, currency.getDefaultFractionDigits());
    }

    private void requireSameCurrency(Money other) {
        if (!currency.equals(other.currency)) {
            throw new IllegalArgumentException("currency mismatch: " + currency + " vs " + other.currency);
        }
    }

    @Override
    public int compareTo(Money o) {
        requireSameCurrency(o);
        return Long.compare(minor, o.minor);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Money m && m.minor == minor && m.currency.equals(currency);
    }

    @Override
    public int hashCode() {
        return Objects.hash(minor, currency);
    }

    @Override
    public String toString() {
        return toBigDecimal().toPlainString() + " " + currency.getCurrencyCode();
    }
}
'''
ALLOC_OLD_20 = '''    private void requireSameCurrency(Money other) {'''
ALLOC_NEW_20 = '''    /**
     * Splits this amount into {@code parts} amounts that differ by at most one minor unit and sum to this amount.
     * The first parts receive the extra units.
     */
    public Money[] allocate(int parts) {
        if (parts <= 0) {
            throw new IllegalArgumentException("parts must be positive: " + parts);
        }
        long base = minor / parts;
        long remainder = minor % parts;
        Money[] out = new Money[parts];
        for (int i = 0; i < parts; i++) {
            out[i] = new Money(base + (i < remainder ? 1 : 0), currency);
        }
        return out;
    }

    private void requireSameCurrency(Money other) {'''
FIX_OLD_20 = '''        long remainder = minor % parts;
        Money[] out = new Money[parts];
        for (int i = 0; i < parts; i++) {
            out[i] = new Money(base + (i < remainder ? 1 : 0), currency);
        }'''
FIX_NEW_20 = '''        long remainder = minor % parts;   // same sign as minor
        long step = Long.signum(remainder);
        Money[] out = new Money[parts];
        for (int i = 0; i < parts; i++) {
            out[i] = new Money(base + (i < Math.abs(remainder) ? step : 0), currency);
        }'''
ALLOC_TEST_20 = '''package org.tallyho.money;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class MoneyAllocateTest {

    private static long sum(Money[] parts) {
        return Arrays.stream(parts).mapToLong(Money::minor).sum();
    }

    @Test
    void evenSplit() {
        Money[] parts = Money.ofMinor(900, "EUR").allocate(3);
        assertArrayEquals(new long[] {300, 300, 300}, Arrays.stream(parts).mapToLong(Money::minor).toArray());
    }

    @Test
    void remainderGoesToFirstParts() {
        Money[] parts = Money.ofMinor(1000, "EUR").allocate(3);
        assertArrayEquals(new long[] {334, 333, 333}, Arrays.stream(parts).mapToLong(Money::minor).toArray());
    }

    @Test
    void negativeAmountSumsBack() {
        Money[] parts = Money.ofMinor(-100, "USD").allocate(3);
        assertEquals(-100, sum(parts));
    }

    @Test
    void rejectsNonPositiveParts() {
        assertThrows(IllegalArgumentException.class, () -> Money.ofMinor(5, "USD").allocate(0));
    }
}
'''


def mvn_20(run: int, fail: bool, total: str, when: str) -> str:
    head = """[INFO]  T E S T S
[INFO] -------------------------------------------------------"""
    classes = [("MoneyArithmeticTest", 21, "0.061"), ("MoneyParsingTest", 17, "0.048"), ("MoneyFormatTest", 12, "0.033"),
               ("CurrencyConversionTest", 8, "0.107")]
    if run > 58:
        classes.insert(2, ("MoneyAllocateTest", 4, "0.012"))
    out = [head]
    for name, n, s in classes:
        out.append(f"[INFO] Running org.tallyho.money.{name}")
        if fail and name == "MoneyAllocateTest":
            out.append(f"[ERROR] Tests run: {n}, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: {s} s <<< FAILURE! -- in org.tallyho.money.{name}")
            line = lno(ALLOC_TEST_20, "assertEquals(-100, sum(parts));")
            out += ["[ERROR] org.tallyho.money.MoneyAllocateTest.negativeAmountSumsBack -- Time elapsed: 0.004 s <<< FAILURE!",
                    "org.opentest4j.AssertionFailedError: expected: <-100> but was: <-99>",
                    "\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)",
                    "\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)",
                    "\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)",
                    "\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:166)",
                    "\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:161)",
                    "\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:632)",
                    f"\tat org.tallyho.money.MoneyAllocateTest.negativeAmountSumsBack(MoneyAllocateTest.java:{line})",
                    "", ]
        else:
            out.append(f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {s} s -- in org.tallyho.money.{name}")
    assert sum(c[1] for c in classes) == run
    out += ["[INFO] ", "[INFO] Results:", "[INFO] "]
    if fail:
        line = lno(ALLOC_TEST_20, "assertEquals(-100, sum(parts));")
        out += ["[ERROR] Failures: ", f"[ERROR]   MoneyAllocateTest.negativeAmountSumsBack:{line} expected: <-100> but was: <-99>",
                "[INFO] ", f"[ERROR] Tests run: {run}, Failures: 1, Errors: 0, Skipped: 0", "[INFO] ",
                "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD FAILURE"]
    else:
        out += [f"[INFO] Tests run: {run}, Failures: 0, Errors: 0, Skipped: 0", "[INFO] ",
                "[INFO] ------------------------------------------------------------------------", "[INFO] BUILD SUCCESS"]
    out += ["[INFO] ------------------------------------------------------------------------",
            f"[INFO] Total time:  {total} s", f"[INFO] Finished at: {when}",
            "[INFO] ------------------------------------------------------------------------"]
    if fail:
        out.append("[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project money: There are test failures.")
    return "\n".join(out)


def t20(rs: RowSet) -> None:
    root = "/home/jo/code/money-java"
    pm = f"{root}/src/main/java/org/tallyho/money/Money.java"
    ptest = f"{root}/src/test/java/org/tallyho/money/MoneyAllocateTest.java"
    t: Turns = []
    t.append(g_read(pm, MONEY_20))
    c = "mvn test 2>&1 | sed -n '/T E S T S/,$p'"
    t.append((gshell(c, "Run the unit tests"), gem_run(c, mvn_20(58, False, "5.871", "2024-07-08T14:20:33+01:00"), pgid=81004)))
    a, o, m1 = g_replace(pm, MONEY_20, ALLOC_OLD_20, ALLOC_NEW_20)
    t.append((a, o))
    t.append(g_write(ptest, ALLOC_TEST_20))
    t.append((gshell(c, "Run the tests with the new allocate tests"), gem_run(c, mvn_20(62, True, "4.902", "2024-07-08T14:24:10+01:00"), 1, pgid=81122)))
    a, o, m2 = g_replace(pm, m1, FIX_OLD_20, FIX_NEW_20)
    t.append((a, o))
    t.append((gshell(c, "Re-run the tests"), gem_run(c, mvn_20(62, False, "4.655", "2024-07-08T14:26:47+01:00"), pgid=81190)))
    c2 = "git status --short && git diff --stat"
    t.append((gshell(c2, "Summarise the changes"), gem_run(c2, " M src/main/java/org/tallyho/money/Money.java\n?? src/test/java/org/tallyho/money/MoneyAllocateTest.java\n"
                                                             + stat_block([("src/main/java/org/tallyho/money/Money.java", *dstat(MONEY_20, m2))]), pgid=81233)))
    t.append(g_search("allocate\\(", [("src/main/java/org/tallyho/money/Money.java", m2),
                                   ("src/test/java/org/tallyho/money/MoneyAllocateTest.java", ALLOC_TEST_20)], needle="allocate("))
    t.append(g_read_part(pm, m2, lno(m2, "public Money[] allocate(int parts)") - 5, 20))
    rs.add(task="swe", tid="h19-swe-20", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("money-java (Java 17 library, Maven, JUnit 5). Add Money.allocate(int parts): split an amount into parts "
                  "that differ by at most one minor unit and always sum back to the original, including negative amounts."))


# ---------------------------------------------------------------- 21: OpenHands, Python, nox + mypy + pre-commit (clean)
LOADER_21 = '''"""Load layered configuration from TOML/JSON files and environment variables."""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .merge import deep_merge

ENV_PATTERN = re.compile(r"^(?P<prefix>[A-Z][A-Z0-9]*)__(?P<path>[A-Z0-9_]+(?:__[A-Z0-9_]+)*)$")
_SUFFIXES = {".toml": "toml", ".json": "json"}


def _parse_file(path: Path) -> dict[str, Any] | None:
    kind = _SUFFIXES.get(path.suffix.lower())
    if kind is None:
        return None
    raw = path.read_bytes()
    if kind == "toml":
        return tomllib.loads(raw.decode("utf-8"))
    data = json.loads(raw)
    if not isinstance(data, dict):
        raise TypeError(f"{path}: top level must be an object, got {type(data).__name__}")
    return data


def load_file(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Parse one config file; unknown suffixes are an error."""
    p = Path(path)
    if not p.exists():
        raise FileNotFoundError(p)
    return _parse_file(p)


def load_env(prefix: str, environ: Mapping[str, str] | None = None) -> dict[str, Any]:
    """Turn PREFIX__A__B=1 into {"a": {"b": "1"}}."""
    environ = os.environ if environ is None else environ
    out: dict[str, Any] = {}
    for name, value in environ.items():
        if not name.startswith(prefix + "__"):
            continue
        m = ENV_PATTERN.match(name)
        keys = m.group("path").lower().split("__")
        node = out
        for k in keys[:-1]:
            node = node.setdefault(k, {})
        node[keys[-1]] = value
    return out


def load(*paths: str | os.PathLike[str], env_prefix: str | None = None) -> dict[str, Any]:
    """Merge the given files left to right, then the environment on top."""
    result: dict[str, Any] = {}
    for p in paths:
        result = deep_merge(result, load_file(p))
    if env_prefix:
        result = deep_merge(result, load_env(env_prefix))
    return result
'''
MERGE_21 = '''"""Recursive dictionary merging."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def deep_merge(base: dict[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    """Return a new dict: ``override`` merged into ``base``, recursing into nested mappings."""
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = deep_merge(out[key], value)
        else:
            out[key] = value
    return out


def merge_all(layers: list[Mapping[str, Any]]) -> dict[str, Any]:
    """Merge layers left to right."""
    if not layers:
        return {}
    first, *rest = layers
    result = deep_merge(first, {})
    for layer in rest:
        result = deep_merge(result, layer)
    return result
'''
LF_OLD_21 = '''        raise FileNotFoundError(p)
    return _parse_file(p)
'''
LF_NEW_21 = '''        raise FileNotFoundError(p)
    data = _parse_file(p)
    if data is None:
        raise ValueError(f"{p}: unsupported config format {p.suffix!r} (expected one of: {', '.join(sorted(_SUFFIXES))})")
    return data
'''
LF_BLACK_21 = '''        raise FileNotFoundError(p)
    data = _parse_file(p)
    if data is None:
        raise ValueError(
            f"{p}: unsupported config format {p.suffix!r} (expected one of: {', '.join(sorted(_SUFFIXES))})"
        )
    return data
'''
ENV_OLD_21 = '''        m = ENV_PATTERN.match(name)
        keys = m.group("path").lower().split("__")
'''
ENV_NEW_21 = '''        m = ENV_PATTERN.match(name)
        if m is None:
            continue
        keys = m.group("path").lower().split("__")
'''


def nox_21(session: str, reuse: bool, cmd: str, body: str, ok: bool, secs: int) -> str:
    venv = f".nox/{session.replace('.', '-')}"
    head = [f"nox > Running session {session}"]
    if reuse:
        head.append(f"nox > Re-using existing virtual environment at {venv}.")
    else:
        head.append(f"nox > Creating virtual environment (virtualenv) using python3.12 in {venv}")
    extra = "typing" if session == "typecheck" else "test"
    head.append(f"nox > python -m pip install -e '.[{extra}]'")
    head.append(f"nox > {cmd}")
    tail = ([f"nox > Session {session} was successful in {secs} seconds."] if ok else
            [f"nox > Command {cmd} failed with exit code 1", f"nox > Session {session} failed."])
    return "\n".join(head + [body] + tail)


def pytest_21(seed: int, order: list[tuple[str, int]], secs: str) -> str:
    total = sum(n for _, n in order)
    lines = [f"Using --randomly-seed={seed}", " test session starts ".center(80, "="),
             "platform linux -- Python 3.12.3, pytest-8.2.0, pluggy-1.5.0", f"Using --randomly-seed={seed}",
             "rootdir: /workspace/confetti", "configfile: pyproject.toml", "plugins: randomly-3.15.0",
             f"collected {total} items", ""]
    done = 0
    for f, n in order:
        done += n
        lines.append(dots(f"tests/{f} " + "." * n, f"{done * 100 // total}%"))
    lines += ["", f" {total} passed in {secs}s ".center(80, "=")]
    return "\n".join(lines)


def t21(rs: RowSet) -> None:
    root = "/workspace/confetti"
    pl, pmg = f"{root}/src/confetti/loader.py", f"{root}/src/confetti/merge.py"
    t: Turns = []
    t.append((bash(f"cd {root} && nox -s tests-3.12"), oh_bash(nox_21(
        "tests-3.12", False, "pytest -p randomly", pytest_21(2750913648, [("test_merge.py", 14), ("test_env.py", 11),
                                                                           ("test_loader.py", 18), ("test_cli.py", 15)], "0.41"), True, 9), root)))
    l1 = lno(LOADER_21, "    return _parse_file(p)")
    l2 = lno(LOADER_21, '        keys = m.group("path")')
    l3 = lno(MERGE_21, "    result = deep_merge(first, {})")
    mypy_all = (f'src/confetti/loader.py:{l1}: error: Incompatible return value type (got "dict[str, Any] | None", expected "dict[str, Any]")  [return-value]\n'
                f'src/confetti/loader.py:{l2}: error: Item "None" of "Match[str] | None" has no attribute "group"  [union-attr]\n'
                f'src/confetti/merge.py:{l3}: error: Argument 1 to "deep_merge" has incompatible type "Mapping[str, Any]"; expected "dict[str, Any]"  [arg-type]\n'
                "Found 3 errors in 2 files (checked 14 source files)")
    t.append((bash("nox -s typecheck"), oh_bash(nox_21("typecheck", False, "mypy src/confetti", mypy_all, False, 0), root, 1)))
    t.append(oh_view(pl, LOADER_21, (l1 - 6, l2 + 6)))
    a, o, ld1 = oh_replace(pl, LOADER_21, LF_OLD_21, LF_NEW_21)
    t.append((a, o))
    a, o, ld2 = oh_replace(pl, ld1, ENV_OLD_21, ENV_NEW_21)
    t.append((a, o))
    mypy_one = (f'src/confetti/merge.py:{l3}: error: Argument 1 to "deep_merge" has incompatible type "Mapping[str, Any]"; expected "dict[str, Any]"  [arg-type]\n'
                "Found 1 error in 1 file (checked 14 source files)")
    t.append((bash("nox -rs typecheck"), oh_bash(nox_21("typecheck", True, "mypy src/confetti", mypy_one, False, 0), root, 1)))
    a, o, _ = oh_replace(pmg, MERGE_21, "    result = deep_merge(first, {})\n", "    result = deep_merge(dict(first), {})\n")
    t.append((a, o))
    t.append((bash("nox -rs typecheck"), oh_bash(nox_21("typecheck", True, "mypy src/confetti",
                                                         "Success: no issues found in 14 source files", True, 4), root)))
    hooks_ok = ["trim trailing whitespace", "fix end of files", "check yaml", "check toml"]

    def hook(name: str, status: str) -> str:
        return name + "." * (73 - len(name)) + status

    pc1 = "\n".join([hook(h, "Passed") for h in hooks_ok] + [
        hook("black", "Failed"), "- hook id: black", "- files were modified by this hook", "",
        "reformatted src/confetti/loader.py", "", "All done! ✨ 🍰 ✨", "1 file reformatted, 22 files left unchanged.", "",
        hook("ruff", "Passed"), hook("mypy", "Passed")])
    t.append((bash("pre-commit run --all-files"), oh_bash(pc1, root, 1)))
    ld3 = sub1(ld2, LF_NEW_21, LF_BLACK_21)
    t.append((bash("git diff src/confetti/loader.py"), oh_bash(udiff("src/confetti/loader.py", LOADER_21, ld3, "a71c0e4..5f93b2d"), root)))
    pc2 = "\n".join([hook(h, "Passed") for h in hooks_ok] + [hook("black", "Passed"), hook("ruff", "Passed"), hook("mypy", "Passed")])
    t.append((bash("pre-commit run --all-files"), oh_bash(pc2, root)))
    t.append((bash("nox -rs tests-3.12"), oh_bash(nox_21(
        "tests-3.12", True, "pytest -p randomly", pytest_21(913377204, [("test_loader.py", 18), ("test_cli.py", 15),
                                                                          ("test_merge.py", 14), ("test_env.py", 11)], "0.39"), True, 3), root)))
    rs.add(task="swe", tid="h19-swe-21", system=OH_SYSTEM.format(root=root), turns=t,
           state=("confetti, a Python config-loading library (nox sessions, mypy --strict, pre-commit with black and ruff). "
                  "The typecheck session has started failing; fix the mypy errors without changing behaviour for valid "
                  "input, and leave pre-commit and the tests green."))


# ---------------------------------------------------------------- 22: Gemini CLI, TypeScript, Bun + Hono (bad)
LINKS_TS_22 = '''import { Hono } from "hono";
import { z } from "zod";
import { db } from "../lib/db";
import { hashUrl } from "../lib/hash";
import { isAllowedUrl } from "../lib/validate";

const CreateLink = z.object({
  url: z.string().url(),
  slug: z.string().regex(/^[a-z0-9-]{3,32}$/).optional(),
});

export const links = new Hono();

links.post("/", async (c) => {
  const body = CreateLink.safeParse(await c.req.json());
  if (!body.success) return c.json({ error: body.error.flatten() }, 400);
  if (!isAllowedUrl(body.data.url)) return c.json({ error: "url not allowed" }, 422);
  const slug = body.data.slug ?? hashUrl(body.data.url).slice(0, 7);
  const existing = db.query("SELECT url FROM links WHERE slug = ?").get(slug) as { url: string } | null;
  if (existing && existing.url !== body.data.url) return c.json({ error: "slug taken" }, 409);
  db.query("INSERT OR IGNORE INTO links (slug, url, created_at) VALUES (?, ?, ?)").run(slug, body.data.url, Date.now());
  return c.json({ slug, url: body.data.url }, 201);
});

links.get("/:slug", (c) => {
  const row = db.query("SELECT url FROM links WHERE slug = ?").get(c.req.param("slug")) as { url: string } | null;
  return row ? c.redirect(row.url, 302) : c.notFound();
});
'''
SLUG_TS_22 = '''// Human-friendly alphabet: no 0/o, 1/l/i, so slugs survive being read aloud or retyped.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** A random slug of `length` characters drawn from ALPHABET. */
export function makeSlug(length = 7): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = "";
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** Same rule the API uses for user-chosen slugs. */
export function isValidSlug(s: string): boolean {
  return /^[a-z0-9-]{3,32}$/.test(s);
}
'''
SLUG_TEST_22 = '''import { describe, expect, test } from "bun:test";
import { isValidSlug, makeSlug } from "../src/lib/slug";

describe("makeSlug", () => {
  test("defaults to 7 characters", () => {
    expect(makeSlug()).toHaveLength(7);
  });

  test("honours the requested length", () => {
    expect(makeSlug(12)).toHaveLength(12);
  });

  test("never uses ambiguous characters", () => {
    for (let i = 0; i < 200; i++) expect(makeSlug()).not.toMatch(/[01ilo]/);
  });

  test("generated slugs pass the API slug rule", () => {
    expect(isValidSlug(makeSlug())).toBe(true);
  });
});
'''
BUN_TEST_22 = """bun test v1.1.8 (89d25807)

tests/hash.test.ts:
✓ hashUrl > is stable for the same url [0.31ms]
✓ hashUrl > differs for different urls [0.05ms]
✓ hashUrl > ignores a trailing slash [0.04ms]

tests/validate.test.ts:
✓ isAllowedUrl > accepts https urls [0.12ms]
✓ isAllowedUrl > rejects javascript: urls [0.03ms]
✓ isAllowedUrl > rejects private network hosts [0.09ms]
✓ isAllowedUrl > rejects urls longer than 2048 characters [0.18ms]

tests/links.test.ts:
✓ POST /links > creates a link with a generated slug [4.77ms]
✓ POST /links > keeps a user-chosen slug [0.92ms]
✓ POST /links > returns 409 when the slug belongs to another url [0.88ms]
✓ POST /links > returns 400 for an invalid body [0.41ms]
✓ POST /links > returns 422 for a disallowed url [0.37ms]
✓ GET /links/:slug > redirects to the stored url [0.66ms]
✓ GET /links/:slug > returns 404 for unknown slugs [0.29ms]

tests/slug.test.ts:
✓ makeSlug > defaults to 7 characters [0.08ms]
✓ makeSlug > honours the requested length [0.02ms]
✓ makeSlug > never uses ambiguous characters [1.41ms]
✓ makeSlug > generated slugs pass the API slug rule [0.03ms]

 18 pass
 0 fail
 221 expect() calls
Ran 18 tests across 4 files. [61.00ms]"""


def t22(rs: RowSet) -> None:
    root = "/home/nico/projects/linkshort"
    lib = f"{root}/src/lib"
    t: Turns = []
    t.append(g_ls(lib, [], ["db.ts", "env.ts", "hash.ts", "validate.ts"]))
    t.append(g_read(f"{root}/src/routes/links.ts", LINKS_TS_22))
    t.append(g_write(f"{lib}/slug.ts", SLUG_TS_22))
    a, o, l1 = g_replace(f"{root}/src/routes/links.ts", LINKS_TS_22, '''import { hashUrl } from "../lib/hash";
import { isAllowedUrl } from "../lib/validate";''', '''import { makeSlug } from "../lib/slug";
import { isAllowedUrl } from "../lib/validate";''')
    t.append((a, o))
    # turn 5: the directory listing no longer shows slug.ts, created at turn 3
    t.append(g_ls(lib, [], ["db.ts", "env.ts", "hash.ts", "validate.ts"]))
    a, o, l2 = g_replace(f"{root}/src/routes/links.ts", l1, "  const slug = body.data.slug ?? hashUrl(body.data.url).slice(0, 7);",
                         "  const slug = body.data.slug ?? makeSlug();")
    t.append((a, o))
    t.append(g_write(f"{root}/tests/slug.test.ts", SLUG_TEST_22))
    c = "bun test"
    t.append((gshell(c, "Run the test suite"), gem_run(c, BUN_TEST_22, pgid=37051)))
    c = "bunx tsc --noEmit && git status --short"
    t.append((gshell(c, "Type-check and list the changes"), gem_run(c, " M src/routes/links.ts\n?? src/lib/slug.ts\n?? tests/slug.test.ts", pgid=37102)))
    rs.add(task="swe", tid="h19-swe-22", system=GEM_SYSTEM.format(root=root), turns=t,
           state=("linkshort, a URL shortener on Bun + Hono + bun:sqlite. Generated slugs are currently the first 7 hex "
                  "characters of the URL hash, which leaks the URL and collides for equal URLs. Add a random human-friendly "
                  "slug generator in src/lib/slug.ts and use it for links without a user-chosen slug."),
           bad=True, turn=5, kind="directory listing omits slug.ts, which the agent created two turns earlier")


# ---------------------------------------------------------------- main
def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                 t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
