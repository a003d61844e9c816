# ruff: noqa: E501, W291, W293
"""holdout20, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI styles).

Eleven carry exactly one world-model contradiction (labelled with the 1-based turn whose observation
contradicts an earlier one); eleven are clean but full of legitimate changes (edits, test counts that
follow added tests, timings, rotating run ids, restarts, re-sorted output, reformatting).
Run: ``python -m tests.decoherence.independent.holdout20_parts.swe.make``.
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

TASK = "swe"


def ln(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the line holding ``needle`` (its ``nth`` occurrence)."""
    seen = 0
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return i
    raise ValueError(needle)


def lx(text: str, line: str) -> int:
    """1-based number of the first line exactly equal to ``line``."""
    return text.split("\n").index(line) + 1


def span(text: str, a: int, b: int) -> str:
    """Lines a..b (1-based, inclusive)."""
    return "\n".join(text.split("\n")[a - 1:b])


def snip(text: str, first: int, last: int | None = None, ctx: int = 4) -> tuple[str, int]:
    """The window an editor shows around lines first..last of the new text."""
    rows = text.split("\n")
    last = first if last is None else last
    s, e = max(1, first - ctx), min(len(rows), last + ctx)
    return "\n".join(rows[s - 1:e]), s


def udiff(path: str, old: str, new: str, index: str) -> str:
    """``git diff`` of one file, hunk headers carrying git's default function context."""
    rows = old.split("\n")
    body = list(difflib.unified_diff(rows, new.split("\n"), f"a/{path}", f"b/{path}", lineterm=""))
    for k, line in enumerate(body):
        if line.startswith("@@ "):
            start = int(line.split()[1][1:].split(",")[0])
            ctx = [r for r in rows[:start - 1] if r and (r[0].isalpha() or r[0] in "_$")]
            if ctx:
                body[k] = line + " " + ctx[-1][:80]
    return f"diff --git a/{path} b/{path}\nindex {index} 100644\n" + "\n".join(body)


def changes(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for d in difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0):
        if d.startswith("+") and not d.startswith("+++"):
            ins += 1
        elif d.startswith("-") and not d.startswith("---"):
            dels += 1
    return ins, dels


def stat(rows: list[tuple[str, int, int]]) -> str:
    """``git diff --stat`` for (path, insertions, deletions) rows."""
    w = max(len(p) for p, _, _ in rows)
    nw = max(len(str(i + d)) for _, i, d in rows)
    top = max(i + d for _, i, d in rows)
    out = []
    for p, i, d in rows:
        tot = i + d
        if top > 50:
            bar = max(1, round(tot * 50 / top)) if tot else 0
            pi = max(1, round(i * bar / tot)) if i else 0
            pd = bar - pi if d else 0
        else:
            pi, pd = i, d
        out.append(f" {p.ljust(w)} | {str(tot).rjust(nw)} {'+' * pi}{'-' * pd}")
    n = len(rows)
    ins, dels = sum(r[1] for r in rows), sum(r[2] for r in rows)
    tail = f" {n} file{'s' if n != 1 else ''} changed"
    if ins:
        tail += f", {ins} insertion{'s' if ins != 1 else ''}(+)"
    if dels:
        tail += f", {dels} deletion{'s' if dels != 1 else ''}(-)"
    return "\n".join(out) + "\n" + tail


def pydots(marks: str, width: int = 72) -> str:
    """pytest -q progress lines for a string of result characters ('.', 'F', 's')."""
    out, n, done = [], len(marks), 0
    for k in range(0, n, width):
        chunk = marks[k:k + width]
        done += len(chunk)
        out.append(f"{chunk.ljust(width)} [{round(100 * done / n):3d}%]")
    return "\n".join(out)


def marks(total: int, fails: tuple[int, ...] = (), skips: tuple[int, ...] = ()) -> str:
    return "".join("F" if i in fails else "s" if i in skips else "." for i in range(total))


def gread(path: str) -> str:
    return call("read_file", absolute_path=path)


def glist(path: str) -> str:
    return call("list_directory", path=path)


def greplace(path: str, old: str, new: str, **kw: object) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new, **kw)


def gwrite(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def gsearch(pattern: str, **kw: object) -> str:
    return call("search_file_content", pattern=pattern, **kw)


def modified(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def truncated(text: str, offset: int, limit: int) -> str:
    rows = text.split("\n")
    part = rows[offset:offset + limit]
    return (f"[File content truncated: showing lines {offset + 1}-{offset + len(part)} of {len(rows)} total lines. "
            f"Use offset/limit parameters to view more.]\n" + "\n".join(part))


def dirlist(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


# ---------------------------------------------------------------- 01 (OpenHands, Python/pytest, clean)
MONEY_PY = '''"""Money helpers: currency-aware rounding and line totals."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal

from .currencies import minor_units

__all__ = ["LineItem", "round_money", "line_total", "invoice_total"]


def _exponent(currency: str) -> Decimal:
    return Decimal(1).scaleb(-minor_units(currency))


def round_money(amount: Decimal, currency: str) -> Decimal:
    """Round ``amount`` to the minor unit of ``currency``."""
    return amount.quantize(_exponent(currency), rounding=ROUND_HALF_EVEN)


@dataclass(frozen=True)
class LineItem:
    description: str
    quantity: Decimal
    unit_price: Decimal
    currency: str = "EUR"
    discount: Decimal = Decimal("0")

    def gross(self) -> Decimal:
        return self.quantity * self.unit_price

    def net(self) -> Decimal:
        return self.gross() * (Decimal(1) - self.discount)


def line_total(item: LineItem) -> Decimal:
    return round_money(item.net(), item.currency)


def invoice_total(items: list[LineItem], currency: str = "EUR") -> Decimal:
    if any(i.currency != currency for i in items):
        raise ValueError("mixed currencies in one invoice")
    return round_money(sum((line_total(i) for i in items), Decimal(0)), currency)
'''

TEST_MONEY_PY = '''from decimal import Decimal

import pytest

from invoicekit.money import LineItem, invoice_total, line_total, round_money


@pytest.mark.parametrize(
    ("amount", "currency", "expected"),
    [
        ("10.004", "EUR", "10.00"),
        ("10.006", "EUR", "10.01"),
        ("1999.5", "JPY", "2000"),
        ("0.1234", "BHD", "0.123"),
    ],
)
def test_round_money_minor_units(amount, currency, expected):
    assert round_money(Decimal(amount), currency) == Decimal(expected)


def test_round_money_keeps_exact_values():
    assert round_money(Decimal("12.50"), "EUR") == Decimal("12.50")


def test_round_money_uses_bankers_rounding():
    assert round_money(Decimal("0.125"), "EUR") == Decimal("0.12")


def test_line_total_applies_discount():
    item = LineItem("widget", Decimal("4"), Decimal("2.50"), discount=Decimal("0.1"))
    assert line_total(item) == Decimal("9.00")


def test_invoice_total_rejects_mixed_currencies():
    with pytest.raises(ValueError, match="mixed currencies"):
        invoice_total([LineItem("a", Decimal(1), Decimal(1)), LineItem("b", Decimal(1), Decimal(1), currency="USD")])
'''

REPRO_01 = '''from decimal import Decimal

from invoicekit.money import LineItem, invoice_total, line_total

coffee = LineItem("coffee beans 250g", Decimal("3"), Decimal("0.895"))
filters = LineItem("paper filters", Decimal("1"), Decimal("7.365"))
print("line total:", line_total(coffee), " expected 2.69")
print("invoice total:", invoice_total([coffee, filters]), " expected 10.06")'''


def t01(rs: RowSet) -> None:
    root = "/workspace/invoicekit"
    mp = f"{root}/src/invoicekit/money.py"
    tp = f"{root}/tests/test_money.py"
    m0 = MONEY_PY.rstrip("\n")
    m1 = m0.replace("from decimal import ROUND_HALF_EVEN, Decimal", "from decimal import ROUND_HALF_UP, Decimal")
    m2 = m1.replace("rounding=ROUND_HALF_EVEN)", "rounding=ROUND_HALF_UP)")
    t0 = TEST_MONEY_PY.rstrip("\n")
    old_t = 'def test_round_money_uses_bankers_rounding():\n    assert round_money(Decimal("0.125"), "EUR") == Decimal("0.12")'
    new_t = ('def test_round_money_rounds_half_up():\n    assert round_money(Decimal("0.125"), "EUR") == Decimal("0.13")\n'
             '    assert round_money(Decimal("2.685"), "EUR") == Decimal("2.69")')
    t1 = t0.replace(old_t, new_t)
    q = ln(m0, "rounding=ROUND_HALF_EVEN")
    fail_line = ln(t0, 'Decimal("0.125"), "EUR") == Decimal("0.12")')
    s_imp, a_imp = snip(m1, ln(m1, "from decimal import"))
    s_q, a_q = snip(m2, ln(m2, "rounding=ROUND_HALF_UP"))
    s_t, a_t = snip(t1, ln(t1, "def test_round_money_rounds_half_up"), ln(t1, 'Decimal("2.685")'))
    mi, md = changes(m0, m2)
    ti, td = changes(t0, t1)
    fail_out = f"""{pydots(marks(212, fails=(143,)))}
=================================== FAILURES ===================================
____________________ test_round_money_uses_bankers_rounding ____________________

    def test_round_money_uses_bankers_rounding():
>       assert round_money(Decimal("0.125"), "EUR") == Decimal("0.12")
E       AssertionError: assert Decimal('0.13') == Decimal('0.12')
E        +  where Decimal('0.13') = round_money(Decimal('0.125'), 'EUR')
E        +    where Decimal('0.125') = Decimal('0.125')
E        +  and   Decimal('0.12') = Decimal('0.12')

tests/test_money.py:{fail_line}: AssertionError
=========================== short test summary info ============================
FAILED tests/test_money.py::test_round_money_uses_bankers_rounding - AssertionError: assert Decimal('0.13') == Decimal('0.12')
1 failed, 211 passed in 1.92s"""
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
3f9a2c7 (HEAD -> main, origin/main, origin/HEAD) fx: cache ECB reference rates for 6h
b81e04d tax: support reverse-charge VAT lines
5c0d9e1 Merge pull request #87 from invoicekit/pdf-footer
e2a47f3 pdf: render footer with IBAN and BIC
90d1b6a Release 0.9.3""", root)),
        (bash("grep -rn \"quantize\" src/invoicekit/"),
         oh_bash(f"""src/invoicekit/money.py:{q}:    return amount.quantize(_exponent(currency), rounding=ROUND_HALF_EVEN)
src/invoicekit/tax.py:41:    return (base * rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
src/invoicekit/fx.py:63:        return converted.quantize(Decimal("0.000001"))""", root)),
        (editor("view", mp), cat_n(mp, m0)),
        (editor("create", f"{root}/reproduce_issue.py", file_text=REPRO_01),
         f"File created successfully at: {root}/reproduce_issue.py"),
        (bash("python reproduce_issue.py"),
         oh_bash("line total: 2.68  expected 2.69\ninvoice total: 10.04  expected 10.06", root)),
        (editor("str_replace", mp, old_str="from decimal import ROUND_HALF_EVEN, Decimal",
                new_str="from decimal import ROUND_HALF_UP, Decimal"), edited(mp, s_imp, a_imp)),
        (editor("str_replace", mp, old_str="    return amount.quantize(_exponent(currency), rounding=ROUND_HALF_EVEN)",
                new_str="    return amount.quantize(_exponent(currency), rounding=ROUND_HALF_UP)"), edited(mp, s_q, a_q)),
        (bash("python reproduce_issue.py"),
         oh_bash("line total: 2.69  expected 2.69\ninvoice total: 10.06  expected 10.06", root)),
        (bash("python -m pytest tests -q -p no:randomly"), oh_bash(fail_out, root, 1)),
        (editor("str_replace", tp, old_str=old_t, new_str=new_t), edited(tp, s_t, a_t)),
        (bash("python -m pytest tests -q -p no:randomly"),
         oh_bash(pydots(marks(212)) + "\n212 passed in 1.79s", root)),
        (bash("rm reproduce_issue.py && git status --short && git diff --stat"),
         oh_bash(" M src/invoicekit/money.py\n M tests/test_money.py\n"
                 + stat([("src/invoicekit/money.py", mi, md), ("tests/test_money.py", ti, td)]), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Python 3.11, src layout). Issue #91: line totals like 3 x 0.895 EUR are "
                 "rounded to 2.68 instead of 2.69; invoices must round half-up, not banker's rounding.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 02 (Gemini CLI, TS/vitest, BAD t5)
PAGINATE_TS = '''export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
  pageCount: number;
}

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 200;

export function clampPerPage(perPage: number | undefined): number {
  if (perPage === undefined || Number.isNaN(perPage)) return DEFAULT_PER_PAGE;
  return Math.min(MAX_PER_PAGE, Math.max(1, Math.trunc(perPage)));
}

export function pageCount(total: number, perPage: number): number {
  if (total <= 0) return 1;
  return Math.floor(total / perPage) + 1;
}

export function paginate<T>(rows: readonly T[], page: number, perPage?: number): Page<T> {
  const size = clampPerPage(perPage);
  const pages = pageCount(rows.length, size);
  const current = Math.min(Math.max(1, Math.trunc(page)), pages);
  const start = (current - 1) * size;
  return {
    items: rows.slice(start, start + size),
    page: current,
    perPage: size,
    total: rows.length,
    pageCount: pages,
  };
}
'''


def t02(rs: RowSet) -> None:
    root = "/home/mara/code/trackr-web"
    fp = f"{root}/src/lib/paginate.ts"
    p0 = PAGINATE_TS
    p1 = p0.replace("  return Math.floor(total / perPage) + 1;", "  return Math.ceil(total / perPage);")
    sig = "export function pageCount(total: number, perPage: number): number {"
    doc = ("/**\n * Number of pages needed to show `total` rows, `perPage` at a time.\n"
           " * An empty result still has one (empty) page.\n */\n")
    p2 = p1.replace(sig, doc + sig)
    ins, dels = changes(p0, p2)
    turns = [
        (gread(fp), p0),
        (greplace(fp, "  if (total <= 0) return 1;\n  return Math.floor(total / perPage) + 1;",
                  "  if (total <= 0) return 1;\n  return Math.ceil(total / perPage);"), modified(fp)),
        (gshell("pnpm vitest run src/lib", "Run the unit tests of src/lib"),
         gem_run("pnpm vitest run src/lib", """
 RUN  v1.6.0 /home/mara/code/trackr-web

 ✓ src/lib/sort.test.ts  (4 tests) 3ms
 ✓ src/lib/paginate.test.ts  (9 tests) 5ms
 ✓ src/lib/format.test.ts  (11 tests) 9ms
 ✓ src/lib/query.test.ts  (7 tests) 14ms

 Test Files  4 passed (4)
      Tests  31 passed (31)
   Start at  10:42:17
   Duration  1.18s (transform 212ms, setup 0ms, collect 301ms, tests 31ms, environment 1ms, prepare 640ms)
""", pgid=58112)),
        (gsearch(r"pageCount\(", path="src"),
         f"""Found 6 matches for pattern "pageCount\\(" in path "src":
---
File: lib/paginate.ts
L{ln(p0, sig)}: {sig}
L{ln(p0, "const pages = pageCount(")}:   const pages = pageCount(rows.length, size);
---
File: lib/paginate.test.ts
L31:     expect(pageCount(100, 25)).toBe(4);
L32:     expect(pageCount(101, 25)).toBe(5);
---
File: components/JobsTable.tsx
L58:   const pages = pageCount(data?.total ?? 0, perPage);
---
File: api/jobs.ts
L44:     headers: {{ "X-Page-Count": String(pageCount(total, perPage)) }},
---"""),
        # BAD: the line replaced in turn 2 (and exercised by the passing tests of turn 3) reads back unchanged
        (gread(fp), p0),
        (greplace(fp, sig, doc + sig), modified(fp)),
        (gshell("git diff --stat && git diff src/lib/paginate.ts", "Review the change"),
         gem_run("git diff --stat && git diff src/lib/paginate.ts",
                 stat([("src/lib/paginate.ts", ins, dels)]) + "\n" + udiff("src/lib/paginate.ts", p0, p2, "5d1c0e2..a83f6b9"),
                 pgid=58390)),
    ]
    rs.add(task=TASK, tid="h20-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Vite + React + TypeScript, pnpm). Bug: the jobs table shows an extra empty "
                 "page when the row count is an exact multiple of the page size. Fix pageCount().",
           bad=True, turn=5, kind="a line the agent replaced (floor+1 -> ceil) reads back as the old line with no revert")


# ---------------------------------------------------------------- 03 (OpenHands, Rust/cargo, clean)
PARSE_RS = '''//! Parsing of human-readable byte sizes such as `"1.5 GiB"` or `"300kB"`.

use crate::{ByteSize, Error};

const UNITS: &[(&str, u64)] = &[
    ("B", 1),
    ("kB", 1_000),
    ("KiB", 1 << 10),
    ("MB", 1_000_000),
    ("MiB", 1 << 20),
    ("GB", 1_000_000_000),
    ("GiB", 1 << 30),
    ("TB", 1_000_000_000_000),
    ("TiB", 1 << 40),
];

/// Parses `input` into a [`ByteSize`]. Whitespace between number and unit is allowed.
pub fn parse(input: &str) -> Result<ByteSize, Error> {
    let s = input.trim();
    if s.is_empty() {
        return Err(Error::Empty);
    }
    let split = s
        .find(|c: char| !(c.is_ascii_digit() || c == '.' || c == '_'))
        .unwrap_or(s.len());
    let (number, unit) = s.split_at(split);
    let number = number.replace('_', "");
    let value: f64 = number.parse().map_err(|_| Error::InvalidNumber(number.clone()))?;
    let unit = unit.trim();
    let multiplier = if unit.is_empty() {
        1
    } else {
        UNITS
            .iter()
            .find(|(name, _)| *name == unit)
            .map(|(_, m)| *m)
            .ok_or_else(|| Error::UnknownUnit(unit.to_string()))?
    };
    let bytes = value * multiplier as f64;
    if !bytes.is_finite() || bytes < 0.0 || bytes > u64::MAX as f64 {
        return Err(Error::Overflow);
    }
    Ok(ByteSize(bytes.round() as u64))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_bytes() {
        assert_eq!(parse("42").unwrap(), ByteSize(42));
    }

    #[test]
    fn parses_decimal_units() {
        assert_eq!(parse("3kB").unwrap(), ByteSize(3_000));
        assert_eq!(parse("2 GB").unwrap(), ByteSize(2_000_000_000));
    }

    #[test]
    fn parses_binary_units() {
        assert_eq!(parse("1KiB").unwrap(), ByteSize(1024));
        assert_eq!(parse("4 MiB").unwrap(), ByteSize(4 << 20));
    }

    #[test]
    fn parses_fractional_values() {
        assert_eq!(parse("1.5 KiB").unwrap(), ByteSize(1536));
    }

    #[test]
    fn parses_with_whitespace() {
        assert_eq!(parse("  7 MB ").unwrap(), ByteSize(7_000_000));
    }

    #[test]
    fn parses_underscore_separators() {
        assert_eq!(parse("1_000_000").unwrap(), ByteSize(1_000_000));
    }

    #[test]
    fn rejects_empty_input() {
        assert_eq!(parse("   "), Err(Error::Empty));
    }

    #[test]
    fn rejects_unknown_unit() {
        assert_eq!(parse("12 parsecs"), Err(Error::UnknownUnit("parsecs".into())));
    }

    #[test]
    fn rejects_negative() {
        assert!(matches!(parse("-5 MB"), Err(Error::InvalidNumber(_))));
    }

    #[test]
    fn rejects_garbage_number() {
        assert!(matches!(parse("1.2.3 kB"), Err(Error::InvalidNumber(_))));
    }

    #[test]
    fn overflow_is_error() {
        assert_eq!(parse("99999999 TiB"), Err(Error::Overflow));
    }

    #[test]
    fn rounds_to_nearest_byte() {
        assert_eq!(parse("0.0006 kB").unwrap(), ByteSize(1));
    }
}'''

LIB_TESTS_03 = sorted(
    [f"display::tests::{n}" for n in ("display_bytes", "display_kib_precision", "display_mib", "display_gib",
                                       "display_tib", "display_decimal_si", "display_zero", "display_width_padding",
                                       "display_alternate_flag", "to_string_matches_display")]
    + [f"ops::tests::{n}" for n in ("add_sizes", "sub_saturates", "mul_scalar", "div_scalar", "sum_iterator",
                                    "ord_compares_bytes", "from_u64", "into_u64", "checked_add_overflow")]
    + [f"serde_impl::tests::{n}" for n in ("serialize_as_u64", "deserialize_from_u64", "deserialize_from_string",
                                           "deserialize_rejects_bad_unit", "roundtrip_json",
                                           "human_readable_serializer", "compact_serializer")]
    + [f"parse::tests::{n}" for n in ("parses_plain_bytes", "parses_decimal_units", "parses_binary_units",
                                      "parses_fractional_values", "parses_with_whitespace",
                                      "parses_underscore_separators", "rejects_empty_input", "rejects_unknown_unit",
                                      "rejects_negative", "rejects_garbage_number", "overflow_is_error",
                                      "rounds_to_nearest_byte")])


def t03(rs: RowSet) -> None:
    root = "/workspace/bytesize-rs"
    fp = f"{root}/src/parse.rs"
    r0 = PARSE_RS
    r1 = r0.replace(".find(|(name, _)| *name == unit)", ".find(|(name, _)| name.eq_ignore_ascii_case(unit))")
    new_tests = '''
    #[test]
    fn parses_lowercase_kib() {
        assert_eq!(parse("512kib").unwrap(), ByteSize(512 * 1024));
    }

    #[test]
    fn parses_mixed_case_units() {
        assert_eq!(parse("1.5 gIB").unwrap(), ByteSize(1_610_612_736));
        assert_eq!(parse("10 Mb").unwrap(), ByteSize(10_000_000));
    }'''
    rows1 = r1.split("\n")
    at = len(rows1) - 1  # insert before the closing brace of mod tests
    r2 = "\n".join(rows1[:at] + new_tests.split("\n") + rows1[at:])
    n_total = len(r0.split("\n"))
    s_f, a_f = snip(r1, ln(r1, "eq_ignore_ascii_case"))
    s_i, a_i = snip(r2, at + 1, at + len(new_tests.split("\n")))
    all_before = LIB_TESTS_03
    all_after = sorted(all_before + ["parse::tests::parses_lowercase_kib", "parse::tests::parses_mixed_case_units"])
    parse_after = [t for t in all_after if t.startswith("parse::")]
    listing = "\n".join(f"test {t} ... ok" for t in all_before)
    plisting = "\n".join(f"test {t} ... ok" for t in parse_after)
    ins, dels = changes(r0, r2)
    turns = [
        (bash(f"cd {root} && cargo test --lib 2>&1 | tail -n 48"),
         oh_bash(f"""   Compiling bytesize-rs v0.4.2 ({root})
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.87s
     Running unittests src/lib.rs (target/debug/deps/bytesize_rs-6c1f0a9e4d2b7f31)

running {len(all_before)} tests
{listing}

test result: ok. {len(all_before)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
""", root)),
        (bash("grep -rn \"UnknownUnit\" src/"),
         oh_bash(f"""src/error.rs:14:    UnknownUnit(String),
src/error.rs:31:            Error::UnknownUnit(u) => write!(f, "unknown unit `{{u}}`"),
src/parse.rs:{ln(r0, ".ok_or_else(|| Error::UnknownUnit")}:            .ok_or_else(|| Error::UnknownUnit(unit.to_string()))?
src/parse.rs:{ln(r0, "Err(Error::UnknownUnit(")}:        assert_eq!(parse("12 parsecs"), Err(Error::UnknownUnit("parsecs".into())));
src/serde_impl.rs:88:            Err(Error::UnknownUnit(_)) => Err(de::Error::invalid_value(Unexpected::Str(v), &self)),""", root)),
        (editor("view", fp, view_range=[1, 45]), cat_n(fp, span(r0, 1, 45))),
        (editor("str_replace", fp, old_str="            .find(|(name, _)| *name == unit)",
                new_str="            .find(|(name, _)| name.eq_ignore_ascii_case(unit))"), edited(fp, s_f, a_f)),
        (editor("view", fp, view_range=[n_total - 12, n_total]), cat_n(fp, span(r1, n_total - 12, n_total), n_total - 12)),
        (editor("insert", fp, insert_line=at, new_str=new_tests),
         edited(fp, s_i, a_i)),
        (bash("cargo test --lib parse:: 2>&1 | tail -n 20"),
         oh_bash(f"""   Compiling bytesize-rs v0.4.2 ({root})
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.94s
     Running unittests src/lib.rs (target/debug/deps/bytesize_rs-6c1f0a9e4d2b7f31)

running {len(parse_after)} tests
{plisting}

test result: ok. {len(parse_after)} passed; 0 failed; 0 ignored; 0 measured; {len(all_after) - len(parse_after)} filtered out; finished in 0.00s
""", root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -n 3"),
         oh_bash(f"""    Checking bytesize-rs v0.4.2 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.08s""", root)),
        (bash("cargo test 2>&1 | grep -E \"^(running|test result|     Running|   Doc-tests)\""),
         oh_bash(f"""     Running unittests src/lib.rs (target/debug/deps/bytesize_rs-6c1f0a9e4d2b7f31)
running {len(all_after)} tests
test result: ok. {len(all_after)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/roundtrip.rs (target/debug/deps/roundtrip-91d3a2c04be85f17)
running 5 tests
test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s
   Doc-tests bytesize_rs
running 6 tests
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s""", root)),
        (bash("cargo fmt --check && echo fmt-ok && git diff --stat"),
         oh_bash("fmt-ok\n" + stat([("src/parse.rs", ins, dels)]), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-03", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}. Issue #27: `parse(\"512kib\")` returns UnknownUnit; unit names should be "
                 "matched case-insensitively. Add regression tests.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 04 (OpenHands, Go, clean)
WORKER_GO = '''package worker

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/kestrel-io/queuebox/queue"
)

// Handler processes a single job. Returning an error causes the job to be
// retried according to the queue's retry policy.
type Handler func(ctx context.Context, job *queue.Job) error

// Worker pulls jobs from a queue and runs them through a Handler.
type Worker struct {
	q      queue.Queue
	handle Handler
	poll   time.Duration
	log    *slog.Logger
}

// New returns a Worker polling q every poll interval.
func New(q queue.Queue, h Handler, poll time.Duration, log *slog.Logger) *Worker {
	if poll <= 0 {
		poll = 500 * time.Millisecond
	}
	return &Worker{q: q, handle: h, poll: poll, log: log}
}

// Run processes jobs until the queue is closed.
func (w *Worker) Run(ctx context.Context) error {
	for {
		job, err := w.q.Dequeue(ctx)
		if errors.Is(err, queue.ErrEmpty) {
			time.Sleep(w.poll)
			continue
		}
		if errors.Is(err, queue.ErrClosed) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := w.handle(ctx, job); err != nil {
			w.log.Warn("job failed", "id", job.ID, "attempt", job.Attempt, "err", err)
			_ = w.q.Nack(ctx, job)
			continue
		}
		_ = w.q.Ack(ctx, job)
	}
}'''

CANCEL_TEST_GO = '''package worker

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"

	"github.com/kestrel-io/queuebox/queue"
)

func TestRunStopsOnCancel(t *testing.T) {
    q := queue.NewMemory(8)
	w := New(q, func(context.Context, *queue.Job) error { return nil }, 10*time.Millisecond, slog.Default())

	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()

	time.Sleep(30 * time.Millisecond)
	cancel()

	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("Run returned %v, want context.Canceled", err)
		}
	case <-time.After(time.Second):
		t.Fatal("Run did not return after cancel")
	}
}'''


def t04(rs: RowSet) -> None:
    root = "/workspace/queuebox"
    fp = f"{root}/worker/worker.go"
    w0 = WORKER_GO
    old = "\t\t\ttime.Sleep(w.poll)\n\t\t\tcontinue"
    new = ("\t\t\tselect {\n\t\t\tcase <-ctx.Done():\n\t\t\t\treturn ctx.Err()\n\t\t\tcase <-time.After(w.poll):\n"
           "\t\t\t}\n\t\t\tcontinue")
    w1 = w0.replace(old, new)
    old_doc = "// Run processes jobs until the queue is closed."
    new_doc = "// Run processes jobs until the queue is closed or ctx is cancelled, in which\n// case it returns ctx.Err()."
    w2 = w1.replace(old_doc, new_doc)
    s1, a1 = snip(w1, ln(w1, "\t\t\tselect {"), ln(w1, "\t\t\tcase <-time.After") + 1)
    s2, a2 = snip(w2, ln(w2, "// Run processes"), ln(w2, "// case it returns"))
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
d93be52 (HEAD -> main, origin/main, origin/HEAD) queue: expose Len on memory queue
6f0e1aa store/sqlite: add index on (queue, visible_at)
1c7d4b9 worker: log job id and attempt on failure
88e2f30 ci: run go vet and staticcheck""", root)),
        (editor("view", fp), cat_n(fp, w0)),
        (editor("str_replace", fp, old_str=old, new_str=new), edited(fp, s1, a1)),
        (editor("str_replace", fp, old_str=old_doc, new_str=new_doc), edited(fp, s2, a2)),
        (bash("go test ./... -count=1"),
         oh_bash("""?   	github.com/kestrel-io/queuebox/cmd/queuebox	[no test files]
ok  	github.com/kestrel-io/queuebox/internal/backoff	0.006s
ok  	github.com/kestrel-io/queuebox/queue	0.118s
ok  	github.com/kestrel-io/queuebox/store/sqlite	0.734s
ok  	github.com/kestrel-io/queuebox/worker	0.215s""", root)),
        (editor("create", f"{root}/worker/worker_cancel_test.go", file_text=CANCEL_TEST_GO),
         f"File created successfully at: {root}/worker/worker_cancel_test.go"),
        (bash("go test ./worker -run Cancel -v -count=1"),
         oh_bash("""=== RUN   TestRunStopsOnCancel
--- PASS: TestRunStopsOnCancel (0.03s)
PASS
ok  	github.com/kestrel-io/queuebox/worker	0.041s""", root)),
        (bash("gofmt -l . ; go vet ./..."), oh_bash("worker/worker_cancel_test.go", root)),
        (bash("gofmt -w worker/worker_cancel_test.go && gofmt -l . && go test ./... -count=1"),
         oh_bash("""?   	github.com/kestrel-io/queuebox/cmd/queuebox	[no test files]
ok  	github.com/kestrel-io/queuebox/internal/backoff	0.005s
ok  	github.com/kestrel-io/queuebox/queue	0.121s
ok  	github.com/kestrel-io/queuebox/store/sqlite	0.698s
ok  	github.com/kestrel-io/queuebox/worker	0.262s""", root)),
        (bash("git add -A && git commit -q -m \"worker: stop Run on context cancellation\" && git log --oneline -3 && git show --stat --format= HEAD"),
         oh_bash("""a41c07e (HEAD -> main) worker: stop Run on context cancellation
d93be52 (origin/main, origin/HEAD) queue: expose Len on memory queue
6f0e1aa store/sqlite: add index on (queue, visible_at)
""" + stat([("worker/worker.go", *changes(w0, w2)), ("worker/worker_cancel_test.go", len(CANCEL_TEST_GO.split("\n")), 0)]), root)),
        (bash("git status"),
         oh_bash("""On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean""", root)),
    ]
    rs.add(task=TASK, tid="h20-swe-04", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Go 1.22). Issue #64: Worker.Run ignores context cancellation while the queue "
                 "is empty, so shutdown hangs. Make Run return ctx.Err() when cancelled, add a test, commit.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 05 (OpenHands, Java/Maven, BAD t5)
CURFMT_JAVA = '''package com.ledger.format;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.util.Currency;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Formats monetary amounts for display, honouring the currency's minor units
 * (ISO 4217) rather than the JDK defaults.
 */
public final class CurrencyFormatter {

    private static final Map<String, Integer> MINOR_UNITS = Map.of(
            "BHD", 3, "JPY", 0, "KWD", 3, "CLP", 0, "ISK", 0, "TND", 3);

    private final Locale locale;

    public CurrencyFormatter(Locale locale) {
        this.locale = locale;
    }

    public String format(BigDecimal amount, String currencyCode) {
        Objects.requireNonNull(amount, "amount");
        Currency currency = Currency.getInstance(currencyCode);
        NumberFormat nf = NumberFormat.getCurrencyInstance(locale);
        nf.setCurrency(currency);
        int digits = minorUnits(currencyCode);
        nf.setMinimumFractionDigits(digits);
        nf.setMaximumFractionDigits(digits);
        return nf.format(amount.setScale(digits, RoundingMode.HALF_UP));
    }

    static int minorUnits(String currencyCode) {
        return MINOR_UNITS.getOrDefault(currencyCode, 2);
    }

    public Locale locale() {
        return locale;
    }
}'''

NULLTEST_JAVA = '''package com.ledger.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class CurrencyFormatterNullLocaleTest {

    @Test
    void nullLocaleFallsBackToRoot() {
        CurrencyFormatter f = new CurrencyFormatter(null);
        assertThat(f.locale()).isEqualTo(Locale.ROOT);
        assertThat(f.format(new BigDecimal("1234.5"), "JPY")).isEqualTo("JPY\\u00a01,235");
    }
}'''


def mvn_tail(classes: list[tuple[str, int, str]], total_time: str, finished: str) -> str:
    body = ["[INFO] -------------------------------------------------------", "[INFO]  T E S T S",
            "[INFO] -------------------------------------------------------"]
    for cls, n, el in classes:
        body += [f"[INFO] Running com.ledger.format.{cls}",
                 f"[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {el} s -- in com.ledger.format.{cls}"]
    tot = sum(n for _, n, _ in classes)
    body += ["[INFO] ", "[INFO] Results:", "[INFO] ", f"[INFO] Tests run: {tot}, Failures: 0, Errors: 0, Skipped: 0",
             "[INFO] ", "[INFO] ------------------------------------------------------------------------",
             "[INFO] BUILD SUCCESS", "[INFO] ------------------------------------------------------------------------",
             f"[INFO] Total time:  {total_time} s", f"[INFO] Finished at: {finished}",
             "[INFO] ------------------------------------------------------------------------"]
    return "\n".join(body)


def t05(rs: RowSet) -> None:
    root = "/workspace/ledger-service"
    rel = "src/main/java/com/ledger/format/CurrencyFormatter.java"
    fp = f"{root}/{rel}"
    c0 = CURFMT_JAVA
    c1 = c0.replace("        this.locale = locale;", "        this.locale = locale != null ? locale : Locale.ROOT;")
    s1, a1 = snip(c1, ln(c1, "this.locale = locale != null"))
    turns = [
        (bash(f"cd {root} && git log --oneline -8"),
         oh_bash("""9f3c2a1 (HEAD -> main, origin/main, origin/HEAD) Bump jackson-databind to 2.17.1
4be81d7 Add ISO-4217 minor unit table to CurrencyFormatter
c20e9f5 Merge pull request #212 from ledger/feature/fx-rates
71ad0c3 FxRateClient: retry on 503 with jittered backoff
e52b9a8 FxRateClient: initial ECB client
0d6e4b8 Introduce CurrencyFormatter
b7a3f61 ci: cache ~/.m2 between jobs
a58f12e Release 1.8.0""", root)),
        (bash("grep -rn \"new CurrencyFormatter(\" src/ | head -20"),
         oh_bash("""src/main/java/com/ledger/api/StatementController.java:57:        CurrencyFormatter fmt = new CurrencyFormatter(request.getLocale());
src/main/java/com/ledger/export/CsvExporter.java:33:        this.formatter = new CurrencyFormatter(Locale.ROOT);
src/main/java/com/ledger/mail/ReceiptMailer.java:48:        CurrencyFormatter fmt = new CurrencyFormatter(customer.preferredLocale());
src/test/java/com/ledger/format/CurrencyFormatterTest.java:21:    private final CurrencyFormatter de = new CurrencyFormatter(Locale.GERMANY);
src/test/java/com/ledger/format/CurrencyFormatterTest.java:22:    private final CurrencyFormatter us = new CurrencyFormatter(Locale.US);
src/test/java/com/ledger/format/CurrencyFormatterTest.java:23:    private final CurrencyFormatter jp = new CurrencyFormatter(Locale.JAPAN);""", root)),
        (editor("view", fp), cat_n(fp, c0)),
        (editor("str_replace", fp, old_str="        this.locale = locale;",
                new_str="        this.locale = locale != null ? locale : Locale.ROOT;"), edited(fp, s1, a1)),
        # BAD: 0d6e4b8 "Introduce CurrencyFormatter" (turn 1) is listed under another hash; no rebase or amend happened
        (bash("git log --format='%h %<(16)%an %ad  %s' --date=short -8"),
         oh_bash("""9f3c2a1 dependabot[bot]  2025-05-16  Bump jackson-databind to 2.17.1
4be81d7 Ravi Menon       2025-05-14  Add ISO-4217 minor unit table to CurrencyFormatter
c20e9f5 Julia Brandt     2025-05-09  Merge pull request #212 from ledger/feature/fx-rates
71ad0c3 Julia Brandt     2025-05-08  FxRateClient: retry on 503 with jittered backoff
e52b9a8 Julia Brandt     2025-05-06  FxRateClient: initial ECB client
0e8d41b Ravi Menon       2025-04-29  Introduce CurrencyFormatter
b7a3f61 Tomasz Wilk      2025-04-25  ci: cache ~/.m2 between jobs
a58f12e Tomasz Wilk      2025-04-24  Release 1.8.0""", root)),
        (bash("mvn test -Dtest='CurrencyFormatter*' 2>&1 | tail -n 20"),
         oh_bash(mvn_tail([("CurrencyFormatterTest", 12, "0.081")], "6.118", "2025-05-20T15:58:02Z"), root)),
        (editor("create", f"{root}/src/test/java/com/ledger/format/CurrencyFormatterNullLocaleTest.java",
                file_text=NULLTEST_JAVA),
         f"File created successfully at: {root}/src/test/java/com/ledger/format/CurrencyFormatterNullLocaleTest.java"),
        (bash("mvn test -Dtest='CurrencyFormatter*' 2>&1 | tail -n 22"),
         oh_bash(mvn_tail([("CurrencyFormatterTest", 12, "0.079"), ("CurrencyFormatterNullLocaleTest", 1, "0.004")],
                          "5.874", "2025-05-20T15:59:47Z"), root)),
        (bash("git add -A && git commit -q -m \"CurrencyFormatter: default to Locale.ROOT when locale is null\" && git log --oneline -3"),
         oh_bash("""e6b0f47 (HEAD -> main) CurrencyFormatter: default to Locale.ROOT when locale is null
9f3c2a1 (origin/main, origin/HEAD) Bump jackson-databind to 2.17.1
4be81d7 Add ISO-4217 minor unit table to CurrencyFormatter""", root)),
        (bash("mvn verify 2>&1 | tail -n 18"),
         oh_bash("""[INFO] 
[INFO] Results:
[INFO] 
[WARNING] Tests run: 149, Failures: 0, Errors: 0, Skipped: 2
[INFO] 
[INFO] 
[INFO] --- jar:3.4.1:jar (default-jar) @ ledger-service ---
[INFO] Building jar: /workspace/ledger-service/target/ledger-service-1.9.0-SNAPSHOT.jar
[INFO] 
[INFO] --- jacoco:0.8.12:check (check) @ ledger-service ---
[INFO] Loading execution data file /workspace/ledger-service/target/jacoco.exec
[INFO] All coverage checks have been met.
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  38.412 s
[INFO] Finished at: 2025-05-20T16:03:51Z
[INFO] ------------------------------------------------------------------------""", root)),
    ]
    rs.add(task=TASK, tid="h20-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Java 21, Maven, Spring Boot 3). Sentry: NullPointerException in "
                 "CurrencyFormatter.format when StatementController passes a request without Accept-Language. "
                 "Default to Locale.ROOT, add a test, commit.",
           bad=True, turn=5, kind="commit hash of 'Introduce CurrencyFormatter' differs from the earlier git log with no history rewrite")


# ---------------------------------------------------------------- 06 (Gemini CLI, Python nox+pdm, clean)
NOXFILE = '''"""Nox sessions for geofence."""

from __future__ import annotations

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["lint", "tests"]

PYTHONS = ["3.10", "3.11", "3.12"]


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    session.install(".[test]")
    session.run("pytest", "-q", *session.posargs)


@nox.session(python="3.12")
def lint(session: nox.Session) -> None:
    session.install("ruff==0.4.10")
    session.run("ruff", "check", "src", "tests")
    session.run("ruff", "format", "--check", "src", "tests")


@nox.session(python="3.12")
def typecheck(session: nox.Session) -> None:
    session.install(".[test]", "mypy==1.10.1")
    session.run("mypy", "src")
'''


def nox_list(pythons: list[str]) -> str:
    rows = [f"* tests-{p}" for p in pythons] + ["* lint", "- typecheck"]
    return ("Sessions defined in /home/tomas/src/geofence/noxfile.py:\n\n" + "\n".join(rows)
            + "\n\nsessions marked with * are selected, sessions marked with - are skipped.")


def t06(rs: RowSet) -> None:
    root = "/home/tomas/src/geofence"
    nf = f"{root}/noxfile.py"
    ev = f"{root}/src/geofence/events.py"
    tr = f"{root}/src/geofence/tracks.py"
    warn = ("DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. "
            "Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).")
    fail = f"""{pydots(marks(87, fails=(56,)))}
=================================== FAILURES ===================================
____________________________ test_track_age_minutes ____________________________
tests/test_tracks.py:41: in test_track_age_minutes
    assert track.age_minutes() >= 0
src/geofence/tracks.py:88: in age_minutes
    now = _dt.datetime.utcnow().replace(tzinfo=_dt.timezone.utc)
E   {warn}
=========================== short test summary info ============================
FAILED tests/test_tracks.py::test_track_age_minutes - DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a...
1 failed, 86 passed in 2.31s"""
    turns = [
        (gread(nf), NOXFILE),
        (gshell("pdm run nox -l", "List the nox sessions"), gem_run("pdm run nox -l", nox_list(["3.10", "3.11", "3.12"]), pgid=30118)),
        (greplace(nf, 'PYTHONS = ["3.10", "3.11", "3.12"]', 'PYTHONS = ["3.10", "3.11", "3.12", "3.13"]'), modified(nf)),
        (gshell("pdm run nox -l", "List the nox sessions again"),
         gem_run("pdm run nox -l", nox_list(["3.10", "3.11", "3.12", "3.13"]), pgid=30164)),
        (gsearch("utcnow"),
         """Found 4 matches for pattern "utcnow" in path ".":
---
File: docs/changelog.md
L9: - Planned: stop calling the deprecated `datetime.utcnow()` (Python 3.12 warns about it).
---
File: src/geofence/events.py
L31:         self.created_at = created_at or datetime.utcnow().replace(tzinfo=timezone.utc)
L52:         return datetime.utcnow().replace(tzinfo=timezone.utc) - self.created_at
---
File: src/geofence/tracks.py
L88:     now = _dt.datetime.utcnow().replace(tzinfo=_dt.timezone.utc)
---"""),
        (greplace(ev, "datetime.utcnow().replace(tzinfo=timezone.utc)", "datetime.now(timezone.utc)", expected_replacements=2),
         modified(ev, 2)),
        (gshell("pdm run pytest -q -W error::DeprecationWarning --tb=short", "Run tests with deprecation warnings as errors"),
         gem_run("pdm run pytest -q -W error::DeprecationWarning --tb=short", fail, code=1, pgid=30377)),
        (greplace(tr, "    now = _dt.datetime.utcnow().replace(tzinfo=_dt.timezone.utc)", "    now = _dt.datetime.now(_dt.timezone.utc)"),
         modified(tr)),
        (gshell("pdm run pytest -q -W error::DeprecationWarning --tb=short", "Re-run the tests"),
         gem_run("pdm run pytest -q -W error::DeprecationWarning --tb=short", pydots(marks(87)) + "\n87 passed in 2.14s", pgid=30402)),
        (gshell("pdm run nox -s tests-3.13", "Run the test session on Python 3.13"),
         gem_run("pdm run nox -s tests-3.13", f"""nox > Running session tests-3.13
nox > Creating virtual environment (uv) using python3.13 in .nox/tests-3-13
nox > uv pip install '.[test]'
nox > pytest -q
{pydots(marks(87))}
87 passed in 2.58s
nox > Session tests-3.13 was successful in 9 seconds.""", pgid=30455)),
        (gshell("git status --short && git diff --stat", "Summarise the changes"),
         gem_run("git status --short && git diff --stat", """ M noxfile.py
 M src/geofence/events.py
 M src/geofence/tracks.py
 noxfile.py             | 2 +-
 src/geofence/events.py | 4 ++--
 src/geofence/tracks.py | 2 +-
 3 files changed, 4 insertions(+), 4 deletions(-)""", pgid=30511)),
    ]
    rs.add(task=TASK, tid="h20-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (pdm, nox). Add Python 3.13 to the test matrix and get rid of the datetime.utcnow() "
                 "deprecation warnings so the suite passes with -W error::DeprecationWarning.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 07 (OpenHands, Deno, BAD t7)
MOD_TS = '''/**
 * mdtoc — generate and update tables of contents in Markdown files.
 * @module
 */

export { parseHeadings } from "./src/headings.ts";
export { buildToc, type TocOptions } from "./src/toc.ts";
export { renderToc } from "./src/render.ts";
export { parseLegacy } from "./src/legacy_parser.ts";
export { slugify } from "./src/slug.ts";
export type { Heading, TocEntry } from "./src/types.ts";'''

DENO_JSON = '''{
  "name": "@mdtoc/mdtoc",
  "version": "0.6.0",
  "exports": "./mod.ts",
  "tasks": {
    "test": "deno test -A tests/",
    "check": "deno check mod.ts src/cli.ts",
    "toc": "deno run -A src/cli.ts"
  },
  "imports": {
    "@std/assert": "jsr:@std/assert@^1.0.6",
    "@std/fs": "jsr:@std/fs@^1.0.4",
    "@std/path": "jsr:@std/path@^1.0.6"
  },
  "fmt": { "lineWidth": 100 },
  "lint": { "rules": { "exclude": ["no-explicit-any"] } }
}'''

SRC_LS_07 = [("anchors.ts", 3182), ("cli.ts", 5410), ("headings.ts", 2267), ("legacy_parser.ts", 6893),
             ("render.ts", 4021), ("slug.ts", 1876), ("toc.ts", 2904), ("types.ts", 733)]
TEST_LS_07 = [("anchors_test.ts", 2410), ("cli_test.ts", 3978), ("headings_test.ts", 3305),
              ("legacy_parser_test.ts", 1794), ("render_test.ts", 2861), ("toc_test.ts", 4470)]
DENO_TESTS_07 = {
    "anchors_test.ts": ["anchors: github style", "anchors: duplicate headings get -1, -2", "anchors: strips emoji",
                        "anchors: keeps unicode letters", "anchors: custom prefix"],
    "cli_test.ts": ["cli: --check exits 1 when toc is stale", "cli: --write updates file in place",
                    "cli: respects <!-- toc --> markers", "cli: --max-depth limits levels"],
    "headings_test.ts": ["parseHeadings: atx levels", "parseHeadings: ignores fenced code",
                         "parseHeadings: setext headings", "parseHeadings: trailing hashes",
                         "parseHeadings: inline code in titles", "parseHeadings: html comments are skipped"],
    "render_test.ts": ["renderToc: nested list", "renderToc: ordered option", "renderToc: indent width",
                       "renderToc: escapes brackets"],
    "toc_test.ts": ["buildToc: min and max depth", "buildToc: skips the title heading", "buildToc: empty document",
                    "buildToc: level jumps are normalised", "buildToc: front matter is ignored",
                    "buildToc: stable across runs"],
}


def ls_la(entries: list[tuple[str, int]], stamp: str, dir_stamp: str) -> str:
    blocks = sum(((n + 4095) // 4096) * 4 for _, n in entries) + 8
    rows = [f"total {blocks}", f"drwxr-xr-x 2 root root 4096 {dir_stamp} .", "drwxr-xr-x 6 root root 4096 Feb 11 09:12 .."]
    w = max(len(str(n)) for _, n in entries)
    rows += [f"-rw-r--r-- 1 root root {str(n).rjust(w)} {stamp} {name}" for name, n in entries]
    return "\n".join(rows)


def t07(rs: RowSet) -> None:
    root = "/workspace/mdtoc"
    m0 = MOD_TS
    m1 = m0.replace('export { parseLegacy } from "./src/legacy_parser.ts";\n', "")
    s1, a1 = snip(m1, ln(m0, "parseLegacy"))
    test_out = ["Task test deno test -A tests/"]
    times = iter([2, 1, 1, 0, 1, 38, 21, 17, 44, 3, 1, 2, 1, 1, 0, 1, 1, 1, 0, 1, 2, 1, 0, 1, 1, 0, 1, 1, 2])
    for f, names in DENO_TESTS_07.items():
        test_out.append(f"running {len(names)} tests from ./tests/{f}")
        test_out += [f"{n} ... ok ({next(times)}ms)" for n in names]
    n_tests = sum(len(v) for v in DENO_TESTS_07.values())
    test_out += ["", f"ok | {n_tests} passed | 0 failed (318ms)"]
    turns = [
        (bash(f"cd {root} && ls -la src/ && cat deno.json"),
         oh_bash(ls_la(SRC_LS_07, "Feb 11 09:12", "Feb 11 09:12") + "\n" + DENO_JSON, root)),
        (bash("grep -rn \"legacy_parser\\|parseLegacy\" --include=*.ts ."),
         oh_bash(f"""./mod.ts:{ln(m0, "parseLegacy")}:export {{ parseLegacy }} from "./src/legacy_parser.ts";
./src/legacy_parser.ts:1:// Deprecated since 0.4: use parseHeadings() from ./headings.ts instead.
./src/legacy_parser.ts:14:export function parseLegacy(source: string): LegacyHeading[] {{
./tests/legacy_parser_test.ts:2:import {{ parseLegacy }} from "../src/legacy_parser.ts";
./tests/legacy_parser_test.ts:5:Deno.test("parseLegacy: setext headings", () => {{
./tests/legacy_parser_test.ts:19:Deno.test("parseLegacy: mixed atx and setext", () => {{""", root)),
        (bash("git rm -q src/legacy_parser.ts tests/legacy_parser_test.ts && git status --short"),
         oh_bash("D  src/legacy_parser.ts\nD  tests/legacy_parser_test.ts", root)),
        (editor("str_replace", f"{root}/mod.ts", old_str='export { parseLegacy } from "./src/legacy_parser.ts";\n', new_str=""),
         edited(f"{root}/mod.ts", s1, a1)),
        (bash("deno task test"), oh_bash("\n".join(test_out), root)),
        (bash("deno lint && deno fmt --check"), oh_bash("Checked 13 files\nChecked 16 files", root)),
        # BAD: src/legacy_parser.ts was removed with git rm in turn 3 but is listed again
        (bash("ls -la src/"), oh_bash(ls_la(SRC_LS_07, "Feb 11 09:12", "Feb 11 09:31"), root)),
        (bash("git status --short"),
         oh_bash(" M mod.ts\nD  src/legacy_parser.ts\nD  tests/legacy_parser_test.ts", root)),
        (bash("git add mod.ts && git commit -q -m \"Remove deprecated legacy parser (parseLegacy)\" && git show --stat --oneline HEAD"),
         oh_bash("7c2e91f (HEAD -> main) Remove deprecated legacy parser (parseLegacy)\n"
                 + stat([("mod.ts", 0, 1), ("src/legacy_parser.ts", 0, 214), ("tests/legacy_parser_test.ts", 0, 58)]), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-07", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Deno 2, published on JSR). Task: drop the deprecated legacy parser module "
                 "(src/legacy_parser.ts), its test and its re-export for the 0.7 release; keep the suite green.",
           bad=True, turn=7, kind="file deleted with git rm is listed again in the directory listing")


# ---------------------------------------------------------------- 08 (Gemini CLI, Rust nextest+just, clean)
BACKOFF_RS = '''//! Exponential backoff with jitter for reconnect attempts.

use std::time::Duration;

use rand::Rng;

#[derive(Debug, Clone)]
pub struct Backoff {
    base: Duration,
    max: Duration,
    factor: f64,
    jitter: f64,
}

impl Default for Backoff {
    fn default() -> Self {
        Self {
            base: Duration::from_millis(100),
            max: Duration::from_secs(30),
            factor: 2.0,
            jitter: 0.2,
        }
    }
}

impl Backoff {
    pub fn new(base: Duration, max: Duration) -> Self {
        Self { base, max, ..Self::default() }
    }

    pub fn with_jitter(mut self, jitter: f64) -> Self {
        self.jitter = jitter.clamp(0.0, 1.0);
        self
    }

    /// Delay before retry number `attempt` (0-based).
    pub fn delay(&self, attempt: u32) -> Duration {
        let exp = self.base.as_secs_f64() * self.factor.powi(attempt as i32);
        let capped = exp.min(self.max.as_secs_f64());
        let spread = capped * self.jitter;
        let jittered = capped + rand::thread_rng().gen_range(-spread..=spread);
        Duration::from_secs_f64(jittered.max(0.0))
    }

    /// Iterator over the delays of the first `n` attempts.
    pub fn delays(&self, n: u32) -> impl Iterator<Item = Duration> + '_ {
        (0..n).map(move |a| self.delay(a))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_attempts_is_immediate_ish() {
        let b = Backoff::new(Duration::from_millis(50), Duration::from_secs(1)).with_jitter(0.0);
        assert_eq!(b.delay(0), Duration::from_millis(50));
    }

    #[test]
    fn grows_exponentially_without_jitter() {
        let b = Backoff::new(Duration::from_millis(10), Duration::from_secs(10)).with_jitter(0.0);
        let d: Vec<_> = b.delays(4).collect();
        assert_eq!(
            d,
            [10, 20, 40, 80].map(Duration::from_millis).to_vec()
        );
    }

    #[test]
    fn jitter_stays_within_spread() {
        let b = Backoff::new(Duration::from_secs(1), Duration::from_secs(60));
        for _ in 0..200 {
            let d = b.delay(0).as_secs_f64();
            assert!((0.8..=1.2).contains(&d), "{d}");
        }
    }

    #[test]
    fn with_jitter_clamps() {
        let b = Backoff::default().with_jitter(7.5);
        assert_eq!(b.jitter, 1.0);
    }

    #[test]
    fn retry_backoff_caps_at_max() {
        let b = Backoff::default();
        for attempt in 0..12 {
            let d = b.delay(attempt);
            assert!(
                d <= b.max,
                "delay {:.2}s exceeds max {}s on attempt {attempt}",
                d.as_secs_f64(),
                b.max.as_secs()
            );
        }
    }
}'''

JUSTFILE_LIST = """Available recipes:
    bench            # run the criterion benches
    default          # list recipes
    lint             # clippy (deny warnings) + rustfmt check
    test *ARGS       # run the test suite with nextest"""


def t08(rs: RowSet) -> None:
    root = "/home/ana/dev/ferrule"
    fp = f"{root}/src/backoff.rs"
    b0 = BACKOFF_RS
    old = "        Duration::from_secs_f64(jittered.max(0.0))"
    new = "        // Jitter must never push the delay past the configured ceiling.\n        Duration::from_secs_f64(jittered.clamp(0.0, self.max.as_secs_f64()))"
    b1 = b0.replace(old, new)
    panic_line = ln(b0, "            assert!(", 2)
    fail_tail = f"""        PASS [   0.003s] ferrule pool::tests::release_returns_to_idle
        PASS [   0.004s] ferrule pool::tests::max_idle_is_respected
        FAIL [   0.011s] ferrule backoff::tests::retry_backoff_caps_at_max

--- STDOUT:              ferrule backoff::tests::retry_backoff_caps_at_max ---

running 1 test
test backoff::tests::retry_backoff_caps_at_max ... FAILED

failures:

failures:
    backoff::tests::retry_backoff_caps_at_max

test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 45 filtered out; finished in 0.01s


--- STDERR:              ferrule backoff::tests::retry_backoff_caps_at_max ---
thread 'backoff::tests::retry_backoff_caps_at_max' panicked at src/backoff.rs:{panic_line}:13:
delay 31.62s exceeds max 30s on attempt 9
note: run with `RUST_BACKTRACE=1` environment variable to enable a backtrace

        PASS [   0.212s] ferrule::integration reconnect_after_server_close
        PASS [   0.418s] ferrule::integration pool_survives_server_restart
────────────
     Summary [   1.906s] 64 tests run: 63 passed, 1 failed, 2 skipped
        FAIL [   0.011s] ferrule backoff::tests::retry_backoff_caps_at_max
error: test run failed
error: Recipe `test` failed on line 9 with exit code 100"""
    turns = [
        (gshell("just --list", "Show the project's just recipes"), gem_run("just --list", JUSTFILE_LIST, pgid=71220)),
        (gshell("just test 2>&1 | tail -n 30", "Run the full test suite"),
         gem_run("just test 2>&1 | tail -n 30", fail_tail, pgid=71245)),
        (gshell("cargo nextest run retry_backoff_caps_at_max --retries 5", "Re-run the failing test with retries to see if it is flaky"),
         gem_run("cargo nextest run retry_backoff_caps_at_max --retries 5", """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.19s
────────────
 Nextest run ID 6a4f1d0e-93b2-4c57-8e1a-2f0b7c9d5e31 with nextest profile: default
    Starting 1 test across 3 binaries (65 tests skipped)
  TRY 1 FAIL [   0.010s] ferrule backoff::tests::retry_backoff_caps_at_max
  TRY 2 PASS [   0.004s] ferrule backoff::tests::retry_backoff_caps_at_max
────────────
     Summary [   0.016s] 1 test run: 1 passed (1 flaky), 65 skipped
   FLAKY 2/6 [   0.004s] ferrule backoff::tests::retry_backoff_caps_at_max""", pgid=71302)),
        (gread(fp), b0),
        (greplace(fp, old, new), modified(fp)),
        (gshell("for i in $(seq 1 30); do cargo nextest run retry_backoff_caps_at_max --retries 0 2>/dev/null >/dev/null && echo pass || echo FAIL; done | sort | uniq -c",
                "Stress the fixed test 30 times without retries"),
         gem_run("for i in $(seq 1 30); do cargo nextest run retry_backoff_caps_at_max --retries 0 2>/dev/null >/dev/null && echo pass || echo FAIL; done | sort | uniq -c",
                 "     30 pass", pgid=71388)),
        (gshell("just test 2>&1 | tail -n 6", "Run the full suite again"),
         gem_run("just test 2>&1 | tail -n 6", """        PASS [   0.004s] ferrule pool::tests::max_idle_is_respected
        PASS [   0.009s] ferrule backoff::tests::retry_backoff_caps_at_max
        PASS [   0.205s] ferrule::integration reconnect_after_server_close
        PASS [   0.397s] ferrule::integration pool_survives_server_restart
────────────
     Summary [   1.874s] 64 tests run: 64 passed, 2 skipped""", pgid=71561)),
        (gshell("just lint", "Run clippy and rustfmt checks"),
         gem_run("just lint", f"""cargo clippy --all-targets -- -D warnings
    Checking ferrule v0.9.0 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.37s
cargo fmt --all -- --check""", pgid=71590)),
        (gshell("git diff", "Show the diff"),
         gem_run("git diff", udiff("src/backoff.rs", b0, b1, "3e91c0a..7b2d4f8"), pgid=71604)),
    ]
    rs.add(task=TASK, tid="h20-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Rust 1.80, cargo-nextest, just). CI reports backoff::tests::retry_backoff_caps_at_max "
                 "as flaky; find the cause and fix it without weakening the test.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 09 (Gemini CLI, Go, BAD t12)
MEMORY_GO = '''package store

import (
	"sync"
	"time"
)

type item struct {
	value   []byte
	expires time.Time // zero means no expiry
}

// Memory is an in-process Store with optional per-key TTLs.
type Memory struct {
	mu    sync.RWMutex
	items map[string]item
	now   func() time.Time
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory {
	return &Memory{items: make(map[string]item), now: time.Now}
}

// Set stores value under key. A ttl <= 0 means the key never expires.
func (m *Memory) Set(key string, value []byte, ttl time.Duration) {
	it := item{value: value}
	if ttl > 0 {
		it.expires = m.now().Add(ttl)
	}
	m.mu.Lock()
	m.items[key] = it
	m.mu.Unlock()
}

// Get returns the value for key, or false if it is missing or expired.
func (m *Memory) Get(key string) ([]byte, bool) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	it, ok := m.items[key]
	if !ok {
		return nil, false
	}
	if !it.expires.IsZero() && m.now().After(it.expires) {
		delete(m.items, key)
		return nil, false
	}
	return it.value, true
}

// Delete removes key.
func (m *Memory) Delete(key string) {
	m.mu.Lock()
	delete(m.items, key)
	m.mu.Unlock()
}

// Len returns the number of stored keys, including expired ones not yet evicted.
func (m *Memory) Len() int {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return len(m.items)
}'''

MEMORY_TEST_GO = '''package store

import (
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) Now() time.Time          { return c.t }
func (c *fakeClock) Advance(d time.Duration) { c.t = c.t.Add(d) }

func newTestMemory() (*Memory, *fakeClock) {
	clk := &fakeClock{t: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}
	m := NewMemory()
	m.now = clk.Now
	return m, clk
}

func TestSetGet(t *testing.T) {
	m, _ := newTestMemory()
	m.Set("a", []byte("1"), 0)
	if v, ok := m.Get("a"); !ok || string(v) != "1" {
		t.Fatalf("Get(a) = %q, %v", v, ok)
	}
}

func TestExpiry(t *testing.T) {
	m, clk := newTestMemory()
	m.Set("a", []byte("1"), time.Second)
	clk.Advance(2 * time.Second)
	if _, ok := m.Get("a"); ok {
		t.Fatal("expected a to be expired")
	}
	if m.Len() != 0 {
		t.Fatalf("Len = %d after expiry, want 0", m.Len())
	}
}

func TestDelete(t *testing.T) {
	m, _ := newTestMemory()
	m.Set("a", []byte("1"), 0)
	m.Delete("a")
	if _, ok := m.Get("a"); ok {
		t.Fatal("expected a to be gone")
	}
}'''

GET_OLD_09 = '''	m.mu.RLock()
	defer m.mu.RUnlock()
	it, ok := m.items[key]
	if !ok {
		return nil, false
	}
	if !it.expires.IsZero() && m.now().After(it.expires) {
		delete(m.items, key)
		return nil, false
	}
	return it.value, true'''

GET_NEW_09 = '''	m.mu.RLock()
	it, ok := m.items[key]
	m.mu.RUnlock()
	if !ok {
		return nil, false
	}
	if !it.expires.IsZero() && m.now().After(it.expires) {
		// Deleting needs the write lock; re-check under it in case the key
		// was refreshed by a concurrent Set in between.
		m.mu.Lock()
		if cur, still := m.items[key]; still && cur.expires.Equal(it.expires) {
			delete(m.items, key)
		}
		m.mu.Unlock()
		return nil, false
	}
	return it.value, true'''

RACE_TEST_09 = '''

func TestConcurrentGetOfExpiredKey(t *testing.T) {
	m, clk := newTestMemory()
	for i := 0; i < 100; i++ {
		m.Set(string(rune('a'+i%26))+string(rune('0'+i/26)), []byte("v"), time.Millisecond)
	}
	clk.Advance(time.Second)
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 100; i++ {
				m.Get(string(rune('a'+i%26)) + string(rune('0'+i/26)))
			}
		}()
	}
	wg.Wait()
	if n := m.Len(); n != 0 {
		t.Fatalf("Len = %d, want 0", n)
	}
}

func TestSetAfterExpiryIsNotLost(t *testing.T) {
	m, clk := newTestMemory()
	m.Set("k", []byte("old"), time.Second)
	clk.Advance(2 * time.Second)
	m.Set("k", []byte("new"), time.Minute)
	if v, ok := m.Get("k"); !ok || string(v) != "new" {
		t.Fatalf("Get(k) = %q, %v; want new", v, ok)
	}
}'''


def t09(rs: RowSet) -> None:
    root = "/home/kwame/src/gokv"
    mp = f"{root}/store/memory.go"
    tp = f"{root}/store/memory_test.go"
    g0, t0 = MEMORY_GO, MEMORY_TEST_GO
    g1 = g0.replace(GET_OLD_09, GET_NEW_09)
    t1 = t0.replace('import (\n\t"testing"\n\t"time"\n)', 'import (\n\t"sync"\n\t"testing"\n\t"time"\n)') + RACE_TEST_09
    gi, gd = changes(g0, g1)
    ti, td = changes(t0, t1)
    turns = [
        (gshell("git status && git log --oneline -3", "Check the branch and recent history"),
         gem_run("git status && git log --oneline -3", """On branch fix/expiry-race
nothing to commit, working tree clean
5e07ab4 (HEAD -> fix/expiry-race, origin/main, origin/HEAD, main) store: add Len for metrics
b21f9cd server: graceful shutdown on SIGTERM
4c8a0e2 Release v0.5.0""", pgid=20411)),
        (gread(mp), g0),
        (greplace(mp, GET_OLD_09, GET_NEW_09), modified(mp)),
        (gread(tp), t0),
        (greplace(tp, 'import (\n\t"testing"\n\t"time"\n)', 'import (\n\t"sync"\n\t"testing"\n\t"time"\n)'), modified(tp)),
        (greplace(tp, t0[t0.rindex("func TestDelete"):], t0[t0.rindex("func TestDelete"):] + RACE_TEST_09), modified(tp)),
        (gshell("go test -race -count=1 -v ./store/", "Run the store tests with the race detector"),
         gem_run("go test -race -count=1 -v ./store/", """=== RUN   TestSetGet
--- PASS: TestSetGet (0.00s)
=== RUN   TestExpiry
--- PASS: TestExpiry (0.00s)
=== RUN   TestDelete
--- PASS: TestDelete (0.00s)
=== RUN   TestConcurrentGetOfExpiredKey
--- PASS: TestConcurrentGetOfExpiredKey (0.01s)
=== RUN   TestSetAfterExpiryIsNotLost
--- PASS: TestSetAfterExpiryIsNotLost (0.00s)
PASS
ok  	github.com/kwame/gokv/store	1.043s""", pgid=20488)),
        (gshell("go vet ./... && staticcheck ./... && go test -race -count=1 ./...", "Vet, lint and run all tests"),
         gem_run("go vet ./... && staticcheck ./... && go test -race -count=1 ./...", """?   	github.com/kwame/gokv/cmd/gokv	[no test files]
ok  	github.com/kwame/gokv/proto	1.021s
ok  	github.com/kwame/gokv/server	2.377s
ok  	github.com/kwame/gokv/store	1.062s""", pgid=20512)),
        (gshell('git add store/ && git commit -m "store: fix data race when Get evicts an expired key"', "Commit the fix"),
         gem_run('git add store/ && git commit -m "store: fix data race when Get evicts an expired key"',
                 "[fix/expiry-race 3c9d1e2] store: fix data race when Get evicts an expired key\n"
                 + stat([("store/memory.go", gi, gd), ("store/memory_test.go", ti, td)]).split("\n")[-1], pgid=20577)),
        (gshell("git log --oneline -3 && git show --stat --format=%H HEAD", "Check the new commit"),
         gem_run("git log --oneline -3 && git show --stat --format=%H HEAD", """3c9d1e2 (HEAD -> fix/expiry-race) store: fix data race when Get evicts an expired key
5e07ab4 (origin/main, origin/HEAD, main) store: add Len for metrics
b21f9cd server: graceful shutdown on SIGTERM
3c9d1e24f07b8a15e6d2c90b3f4a7e81d5c6b209

""" + stat([("store/memory.go", gi, gd), ("store/memory_test.go", ti, td)]), pgid=20590)),
        (gshell("git push -u origin fix/expiry-race", "Push the branch"),
         gem_run("git push -u origin fix/expiry-race", """branch 'fix/expiry-race' set up to track 'origin/fix/expiry-race'.""", pgid=20631)
         .replace("Stderr: (empty)", """Stderr: Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 1.38 KiB | 1.38 MiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote: 
remote: Create a pull request for 'fix/expiry-race' on GitHub by visiting:
remote:      https://github.com/kwame/gokv/pull/new/fix/expiry-race
remote: 
To github.com:kwame/gokv.git
 * [new branch]      fix/expiry-race -> fix/expiry-race""")),
        # BAD: store/memory.go was committed (3c9d1e2) and pushed, nothing touched it since, yet it shows as modified
        (gshell("git status", "Confirm the working tree is clean"),
         gem_run("git status", """On branch fix/expiry-race
Your branch is up to date with 'origin/fix/expiry-race'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   store/memory.go

no changes added to commit (use "git add" and/or "git commit -a")""", pgid=20702)),
    ]
    rs.add(task=TASK, tid="h20-swe-09", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Go 1.22), branch fix/expiry-race. `go test -race` in CI reports a data race in "
                 "store.(*Memory).Get: it deletes expired keys while holding only the read lock. Fix it, add a "
                 "regression test, commit and push the branch.",
           bad=True, turn=12, kind="git status shows store/memory.go modified right after it was committed and pushed, with no edit since")


# ---------------------------------------------------------------- 10 (OpenHands, Python poetry/mypy/ruff, clean)
STAGES_EX = r'''    def __init__(self, name: str, ttl: int = 300) -> None:
        self.name = name
        self.ttl = ttl
        self._cache: dict[str, dict[str, Any] | None] = {}

    def lookup(self, key: str) -> dict[str, Any]:
        """Return the cached record for ``key`` (empty when unknown)."""
        return self._cache.get(key)

    def store(self, key: str, record: dict[str, Any] | None) -> None:
        self._cache[key] = record


_DATE_RE = re.compile(r"^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2})?)?$")


class NormaliseDates(Stage):
    """Cut timestamps down to their ISO date part."""

    field = "date"

    def apply(self, row: dict[str, Any]) -> dict[str, Any]:
        m = _DATE_RE.match(row[self.field])
        row[self.field] = m.group(1)
        return row


class DropEmpty(Stage):
    """Remove rows whose every value is empty."""

    def apply(self, row: dict[str, Any]) -> dict[str, Any] | None:'''

LOADER_EX = '''import csv
import json
import logging
import os
from collections import Iterable, defaultdict
from pathlib import Path
from typing import Any

from .stages import Stage

log = logging.getLogger(__name__)

DEFAULT_SOURCE = Path(os.environ.get("PIPELINE_SOURCE", "data/input.csv"))


class Loader:
    """Reads rows from CSV or JSON-lines files and runs them through stages."""

    def __init__(
        self, path: str | None = None, stages: Iterable[Stage] = ()
    ) -> None:
        self.path = path
        self.stages = list(stages)
        self.stats: dict[str, int] = defaultdict(int)

    def _rows_csv(self, fh) -> Iterable[dict[str, Any]]:
        yield from csv.DictReader(fh)

    def _rows_jsonl(self, fh) -> Iterable[dict[str, Any]]:
        for lineno, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            try:
                yield json.loads(line)
            except json.JSONDecodeError:
                log.warning("skipping malformed line %d", lineno)
                self.stats["malformed"] += 1

    def rows(self) -> Iterable[dict[str, Any]]:
        jsonl = str(self.path).endswith(".jsonl")
        reader = self._rows_jsonl if jsonl else self._rows_csv
        # newline="" is what the csv module wants; harmless for JSON lines
        with open(self.path, newline="", encoding="utf-8") as fh:
            for raw in reader(fh):
                row: dict[str, Any] | None = raw
                for stage in self.stages:
                    row = stage.apply(row)'''


def snip_at(text: str, start: int, first: int, last: int | None = None) -> tuple[str, int]:
    """snip() for an excerpt whose first line is line ``start`` of the file; first/last are absolute."""
    body, s = snip(text, first - start + 1, None if last is None else last - start + 1)
    return body, s + start - 1


def t10(rs: RowSet) -> None:
    root = "/workspace/etl-pipeline"
    sp = f"{root}/src/pipeline/stages.py"
    lp = f"{root}/src/pipeline/loader.py"
    s_start, l_start = 40, 18
    s0, l0 = STAGES_EX, LOADER_EX
    e47 = ln(s0, "return self._cache.get(key)") + s_start - 1
    e63 = ln(s0, "m.group(1)") + s_start - 1
    e22 = ln(l0, "from collections import") + l_start - 1
    e58 = ln(l0, "with open(self.path,") + l_start - 1
    s1 = s0.replace("return self._cache.get(key)", "return self._cache.get(key) or {}")
    old63 = "        m = _DATE_RE.match(row[self.field])\n        row[self.field] = m.group(1)"
    new63 = ("        m = _DATE_RE.match(row[self.field])\n        if m is None:\n"
             "            raise ValueError(f\"bad date: {row[self.field]!r}\")\n        row[self.field] = m.group(1)")
    s2 = s1.replace(old63, new63)
    l1 = l0.replace("from collections import Iterable, defaultdict",
                    "from collections import defaultdict\nfrom collections.abc import Iterable")
    l2 = l1.replace('with open(self.path, newline="", encoding="utf-8") as fh:',
                    'with open(self.path or DEFAULT_SOURCE, newline="", encoding="utf-8") as fh:')
    l3 = l2.replace('        with open(self.path or DEFAULT_SOURCE, newline="", encoding="utf-8") as fh:',
                    '        with open(\n            self.path or DEFAULT_SOURCE, newline="", encoding="utf-8"\n        ) as fh:')
    mypy4 = f"""src/pipeline/stages.py:{e47}: error: Incompatible return value type (got "dict[str, Any] | None", expected "dict[str, Any]")  [return-value]
src/pipeline/stages.py:{e63}: error: Item "None" of "Match[str] | None" has no attribute "group"  [union-attr]
src/pipeline/loader.py:{e22}: error: Module "collections" has no attribute "Iterable"  [attr-defined]
src/pipeline/loader.py:{e58}: error: No overload variant of "open" matches argument types "str | None", "str", "str"  [call-overload]
Found 4 errors in 2 files (checked 31 source files)"""
    mypy2 = "\n".join(mypy4.split("\n")[2:4]) + "\nFound 2 errors in 1 file (checked 31 source files)"
    si1, ai1 = snip_at(s1, s_start, e47)
    si2, ai2 = snip_at(s2, s_start, e63, e63 + 2)
    li1, ai3 = snip_at(l1, l_start, e22, e22 + 1)
    li2, ai4 = snip_at(l2, l_start, e58 + 1)
    n_l0 = len(l0.split("\n"))
    si, sd = changes(s0, s2)
    li, ld = changes(l0, l3)
    turns = [
        (bash(f"cd {root} && poetry run mypy src/"), oh_bash(mypy4, root, 1)),
        (editor("view", sp, view_range=[s_start, s_start + len(s0.split(chr(10))) - 1]), cat_n(sp, s0, s_start)),
        (editor("str_replace", sp, old_str="        return self._cache.get(key)\n",
                new_str="        return self._cache.get(key) or {}\n"), edited(sp, si1, ai1)),
        (editor("str_replace", sp, old_str=old63, new_str=new63), edited(sp, si2, ai2)),
        (bash("poetry run mypy src/"), oh_bash(mypy2, root, 1)),
        (editor("view", lp, view_range=[l_start, l_start + n_l0 - 1]), cat_n(lp, l0, l_start)),
        (editor("str_replace", lp, old_str="from collections import Iterable, defaultdict",
                new_str="from collections import defaultdict\nfrom collections.abc import Iterable"), edited(lp, li1, ai3)),
        (editor("str_replace", lp, old_str='        with open(self.path, newline="", encoding="utf-8") as fh:',
                new_str='        with open(self.path or DEFAULT_SOURCE, newline="", encoding="utf-8") as fh:'), edited(lp, li2, ai4)),
        (bash("poetry run mypy src/ && poetry run pytest -q -p no:cacheprovider"),
         oh_bash("Success: no issues found in 31 source files\n"
                 + pydots(marks(146, skips=(17, 18, 101))) + "\n143 passed, 3 skipped in 4.82s", root)),
        (bash("poetry run ruff check src && poetry run ruff format --check src"),
         oh_bash("All checks passed!\nWould reformat: src/pipeline/loader.py\n1 file would be reformatted, 30 files already formatted", root, 1)),
        (bash("poetry run ruff format src/pipeline/loader.py && sed -n '57,64p' src/pipeline/loader.py && git diff --stat"),
         oh_bash("1 file reformatted\n" + span(l3, 57 - l_start + 1, 64 - l_start + 1) + "\n"
                 + stat([("src/pipeline/loader.py", li, ld), ("src/pipeline/stages.py", si, sd)]), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-10", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Python 3.12, poetry). After upgrading mypy, `poetry run mypy src/` fails in CI. "
                 "Fix the type errors without changing behaviour; keep ruff (line-length 79) clean.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 11 (Gemini CLI, Java/Gradle, BAD t6)
APP_PROPS = '''spring.application.name=inventory-sync
server.port=8085

# --- sync job ---
sync.enabled=true
sync.cron=0 */15 * * * *
sync.batch-size=500
sync.max-retries=4
sync.retry-backoff=PT2S
sync.target.base-url=https://erp.internal.acme.io/api/v2
sync.target.timeout=PT20S

# --- datasource ---
spring.datasource.url=jdbc:postgresql://localhost:5432/inventory
spring.datasource.username=inventory
spring.datasource.password=${DB_PASSWORD}
spring.datasource.hikari.maximum-pool-size=8
spring.jpa.open-in-view=false
spring.jpa.hibernate.ddl-auto=validate

# --- observability ---
management.endpoints.web.exposure.include=health,info,prometheus
management.metrics.tags.application=${spring.application.name}
logging.level.com.acme.inventory=INFO
logging.level.org.hibernate.SQL=WARN
'''

SYNCJOB_JAVA = '''package com.acme.inventory.sync;

import com.acme.inventory.catalog.Sku;
import com.acme.inventory.catalog.SkuRepository;
import com.acme.inventory.erp.ErpClient;
import com.google.common.collect.Lists;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

@Component
public class SyncJob {

    private static final Logger log = LoggerFactory.getLogger(SyncJob.class);

    private static final int BATCH = 100;

    private final SkuRepository skus;
    private final ErpClient client;
    private final SyncProperties properties;
    private final Clock clock;
    private final Counter pushed;

    public SyncJob(SkuRepository skus, ErpClient client, SyncProperties properties,
                   Clock clock, MeterRegistry registry) {
        this.skus = skus;
        this.client = client;
        this.properties = properties;
        this.clock = clock;
        this.pushed = registry.counter("inventory.sync.pushed");
    }

    @Scheduled(cron = "${sync.cron}")
    public void run() {
        if (!properties.isEnabled()) {
            log.debug("sync disabled, skipping");
            return;
        }
        Instant since = properties.getLastRun().orElse(Instant.EPOCH);
        List<Sku> changed = skus.findChangedSince(since);
        log.info("syncing {} changed SKUs since {}", changed.size(), since);
        for (List<Sku> chunk : Lists.partition(changed, BATCH)) {
            client.pushBatch(chunk);
            pushed.increment(chunk.size());
        }
        properties.setLastRun(Instant.now(clock));
    }
}
'''

BATCHTEST_JAVA = '''package com.acme.inventory.sync;

import static org.mockito.ArgumentMatchers.anyList;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.acme.inventory.catalog.Sku;
import com.acme.inventory.catalog.SkuRepository;
import com.acme.inventory.erp.ErpClient;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class SyncJobBatchSizeTest {

    @Test
    void usesConfiguredBatchSize() {
        SkuRepository repo = mock(SkuRepository.class);
        ErpClient client = mock(ErpClient.class);
        List<Sku> skus = IntStream.range(0, 100).mapToObj(i -> new Sku("SKU-" + i)).toList();
        when(repo.findChangedSince(org.mockito.ArgumentMatchers.any())).thenReturn(skus);

        SyncProperties props = new SyncProperties();
        props.setBatchSize(40);
        new SyncJob(repo, client, props, Clock.systemUTC(), new SimpleMeterRegistry()).run();

        verify(client, times(3)).pushBatch(anyList());
    }
}
'''


def t11(rs: RowSet) -> None:
    root = "/home/priya/projects/inventory-sync"
    pp = f"{root}/src/main/resources/application.properties"
    jp = f"{root}/src/main/java/com/acme/inventory/sync/SyncJob.java"
    tp = f"{root}/src/test/java/com/acme/inventory/sync/SyncJobBatchSizeTest.java"
    j0 = SYNCJOB_JAVA
    use_old = "        for (List<Sku> chunk : Lists.partition(changed, BATCH)) {"
    use_new = "        for (List<Sku> chunk : Lists.partition(changed, properties.getBatchSize())) {"
    const = "    private static final int BATCH = 100;\n\n"
    gradle_all = """> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

ErpClientTest > retriesOn503() PASSED
ErpClientTest > givesUpAfterMaxRetries() PASSED
ErpClientTest > sendsBearerToken() PASSED
SkuRepositoryTest > findChangedSinceUsesIndex() PASSED
SkuRepositoryTest > ignoresSoftDeleted() PASSED
SyncJobBatchSizeTest > usesConfiguredBatchSize() PASSED
SyncJobTest > pushesChangedSkusInBatches() PASSED
SyncJobTest > skipsWhenDisabled() PASSED
SyncJobTest > recordsLastRun() PASSED
SyncPropertiesTest > bindsFromApplicationProperties() PASSED
SyncPropertiesTest > defaultsWhenMissing() PASSED

BUILD SUCCESSFUL in 14s
5 actionable tasks: 2 executed, 3 up-to-date"""
    turns = [
        (gsearch("batch", path="src"),
         f"""Found 9 matches for pattern "batch" in path "src":
---
File: main/java/com/acme/inventory/sync/SyncJob.java
L{ln(j0, "int BATCH")}:     private static final int BATCH = 100;
L{ln(j0, "Lists.partition")}:         for (List<Sku> chunk : Lists.partition(changed, BATCH)) {{
L{ln(j0, "pushBatch")}:             client.pushBatch(chunk);
---
File: main/java/com/acme/inventory/sync/SyncProperties.java
L14:     private int batchSize = 100;
L31:     public int getBatchSize() {{
L35:     public void setBatchSize(int batchSize) {{
---
File: main/resources/application.properties
L{ln(APP_PROPS, "sync.batch-size")}: sync.batch-size=500
---
File: test/java/com/acme/inventory/sync/SyncJobTest.java
L58:         props.setBatchSize(100);
L61:         verify(client, times(3)).pushBatch(anyList());
---"""),
        (gread(pp), APP_PROPS),
        (gread(jp), j0),
        (greplace(jp, use_old, use_new), modified(jp)),
        (greplace(jp, const, ""), modified(jp)),
        # BAD: application.properties was only read (turn 2: sync.batch-size=500); nothing has edited it
        (gread(pp), APP_PROPS.replace("sync.batch-size=500", "sync.batch-size=250")),
        (gshell("./gradlew test --tests '*SyncJob*'", "Run the SyncJob tests"),
         gem_run("./gradlew test --tests '*SyncJob*'", """> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

SyncJobTest > pushesChangedSkusInBatches() PASSED
SyncJobTest > skipsWhenDisabled() PASSED
SyncJobTest > recordsLastRun() PASSED

BUILD SUCCESSFUL in 11s
5 actionable tasks: 3 executed, 2 up-to-date""", pgid=88120)),
        (gwrite(tp, BATCHTEST_JAVA), f"Successfully created and wrote to new file: {tp}."),
        (gshell("./gradlew test", "Run the whole test suite"), gem_run("./gradlew test", gradle_all, pgid=88307)),
        (gshell("git status --short && git diff --stat", "Review the working tree"),
         gem_run("git status --short && git diff --stat", """ M src/main/java/com/acme/inventory/sync/SyncJob.java
?? src/test/java/com/acme/inventory/sync/SyncJobBatchSizeTest.java
""" + stat([("src/main/java/com/acme/inventory/sync/SyncJob.java", 1, 3)]), pgid=88342)),
    ]
    rs.add(task=TASK, tid="h20-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Java 21, Spring Boot, Gradle Kotlin DSL). Bug: SyncJob pushes to the ERP in "
                 "chunks of 100 no matter what sync.batch-size says. Make it honour SyncProperties and add a test.",
           bad=True, turn=6, kind="config line sync.batch-size reads 250 instead of 500 with no edit to the file")


# ---------------------------------------------------------------- 12 (Gemini CLI, Bun + Hono, clean)
INDEX_TS_12 = '''import { Hono } from "hono";
import { logger } from "hono/logger";
import { bearerAuth } from "./auth";
import { notes } from "./routes/notes";
import { tags } from "./routes/tags";
import { VERSION } from "./version";

export const app = new Hono();

app.use("*", logger());
app.use("*", async (c, next) => {
  await next();
  c.header("X-Notes-Version", VERSION);
});
app.use("/api/*", bearerAuth());

app.route("/api/notes", notes);
app.route("/api/tags", tags);

app.notFound((c) => c.json({ error: "not found" }, 404));

export default {
  port: Number(Bun.env.PORT ?? 3000),
  fetch: app.fetch,
};
'''

HEALTH_ROUTE_12 = '''app.route("/api/tags", tags);

const startedAt = performance.now();

app.get("/health", (c) =>
  c.json({
    status: "ok",
    version: VERSION,
    uptimeSeconds: Math.round((performance.now() - startedAt) / 10) / 100,
  }),
);'''

HEALTH_TEST_12 = '''import { describe, expect, test } from "bun:test";
import { app } from "./index";
import { VERSION } from "./version";

describe("GET /health", () => {
  test("returns ok with version", async () => {
    const res = await app.request("/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.version).toBe(VERSION);
  });

  test("uptime is a non-negative number", async () => {
    const body = await (await app.request("/health")).json();
    expect(typeof body.uptimeSeconds).toBe("number");
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  test("does not require a bearer token", async () => {
    const res = await app.request("/health");
    expect(res.status).not.toBe(401);
  });
});
'''


def t12(rs: RowSet) -> None:
    root = "/home/jules/code/notes-api"
    ip = f"{root}/src/index.ts"
    start = "PORT=3100 nohup bun run src/index.ts > /tmp/notes.log 2>&1 & echo $! > /tmp/notes.pid; sleep 1; curl -s localhost:3100/health; echo; cat /tmp/notes.pid"
    turns = [
        (glist(f"{root}/src"), dirlist(f"{root}/src", ["routes"], ["auth.ts", "db.ts", "index.ts", "version.ts"])),
        (gread(ip), INDEX_TS_12),
        (greplace(ip, 'app.route("/api/tags", tags);', HEALTH_ROUTE_12), modified(ip)),
        (gwrite(f"{root}/src/health.test.ts", HEALTH_TEST_12),
         f"Successfully created and wrote to new file: {root}/src/health.test.ts."),
        (gshell("bun test", "Run the test suite"),
         gem_run("bun test", """bun test v1.1.26 (0a37423b)

src/health.test.ts:
✓ GET /health > returns ok with version [2.91ms]
✓ GET /health > uptime is a non-negative number [0.38ms]
✓ GET /health > does not require a bearer token [0.21ms]

src/routes/notes.test.ts:
✓ notes > rejects requests without a token [1.12ms]
✓ notes > lists notes for the token owner [4.87ms]
✓ notes > creates a note [2.40ms]
✓ notes > 404 for another user's note [0.96ms]
✓ notes > updates title and body [1.73ms]
✓ notes > deletes a note [0.88ms]

src/routes/tags.test.ts:
✓ tags > lists tags with counts [2.05ms]
✓ tags > renames a tag [1.31ms]
✓ tags > merging tags moves notes [3.62ms]
✓ tags > rejects empty tag names [0.44ms]

 13 pass
 0 fail
 29 expect() calls
Ran 13 tests across 3 files. [204.00ms]""", pgid=51230)),
        (gshell(start, "Start the server in the background and query /health"),
         gem_run(start, '{"status":"ok","version":"0.7.2","uptimeSeconds":1.01}\n51822', pgid=51790)
         .replace("Background PIDs: (none)", "Background PIDs: 51822")),
        (gshell("curl -s -i localhost:3100/api/notes | head -n 6", "Check that the API still requires auth"),
         gem_run("curl -s -i localhost:3100/api/notes | head -n 6", """HTTP/1.1 401 Unauthorized
www-authenticate: Bearer realm=""
x-notes-version: 0.7.2
content-type: text/plain;charset=UTF-8
Date: Mon, 14 Oct 2024 08:41:27 GMT
Content-Length: 12""", pgid=51902)),
        (gshell("curl -s localhost:3100/health; echo; tail -n 4 /tmp/notes.log", "Query /health again and look at the request log"),
         gem_run("curl -s localhost:3100/health; echo; tail -n 4 /tmp/notes.log", """{"status":"ok","version":"0.7.2","uptimeSeconds":23.48}
<-- GET /api/notes
--> GET /api/notes 401 0ms
<-- GET /health
--> GET /health 200 0ms""", pgid=51937)),
        (gshell("kill $(cat /tmp/notes.pid); sleep 0.5; " + start, "Restart the server and query /health"),
         gem_run("kill $(cat /tmp/notes.pid); sleep 0.5; " + start,
                 '{"status":"ok","version":"0.7.2","uptimeSeconds":1.01}\n52107', pgid=52004)
         .replace("Background PIDs: (none)", "Background PIDs: 52107")),
        (gshell("kill $(cat /tmp/notes.pid) && bunx tsc --noEmit && git status --short", "Stop the server, type-check, show changes"),
         gem_run("kill $(cat /tmp/notes.pid) && bunx tsc --noEmit && git status --short",
                 " M src/index.ts\n?? src/health.test.ts", pgid=52133)),
    ]
    rs.add(task=TASK, tid="h20-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Bun 1.1, Hono). Add an unauthenticated GET /health endpoint returning status, "
                 "version and uptime in seconds, with tests; check it against a running server.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 13 (OpenHands, Python hatch release, BAD t9)
CHANGELOG_13 = '''# Changelog

All notable changes to this project are documented here. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/) and the project uses
[Semantic Versioning](https://semver.org/).

## Unreleased

## 2.4.0 - 2025-06-03

### Added
- `--dialect bigquery` with support for `QUALIFY`, `EXCEPT(...)` and backtick identifiers.
- `sqlfmt-lite check --diff` prints a unified diff for files that would change.

### Fixed
- Comments after the last column of a `SELECT` list were moved above it (#133).
- Windows line endings were normalised to `\\n` even with `--keep-newlines` (#129).

## 2.3.2 - 2025-04-22

### Fixed
- Crash on empty `WITH` clauses (#121).'''

ENTRY_13 = '''
## 2.4.1 - 2025-06-12

### Fixed
- Nested `CASE` expressions inside `WHEN` branches were indented one level too deep (#141).
- `QUALIFY` is now treated as a top-level clause and starts on its own line (#139).'''


def t13(rs: RowSet) -> None:
    root = "/workspace/sqlfmt-lite"
    cp = f"{root}/CHANGELOG.md"
    c0 = CHANGELOG_13
    at = ln(c0, "## Unreleased")
    rows = c0.split("\n")
    c1 = "\n".join(rows[:at] + ENTRY_13.split("\n") + rows[at:])
    s1, a1 = snip(c1, at + 1, at + len(ENTRY_13.split("\n")))
    log3 = """b3e7f20 2025-06-11 17:42:08 +0000 Fix indentation of nested CASE expressions (#141)
8a1d5c4 2025-06-10 11:03:55 +0000 Treat QUALIFY as a top-level clause (#139)
e0f2b71 2025-06-03 08:20:31 +0000 Release 2.4.0"""
    hatch_test = f"""──────────────────────────────── hatch-test.py3.12 ─────────────────────────────────
============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0
rootdir: {root}
configfile: pyproject.toml
plugins: xdist-3.6.1, rerunfailures-14.0, mock-3.14.0, randomly-3.15.0
collected 61 items

tests/test_cli.py ........                                               [ 13%]
tests/test_clauses.py ..............                                     [ 36%]
tests/test_comments.py .......                                           [ 47%]
tests/test_dialects.py ...........                                       [ 65%]
tests/test_indent.py .............                                       [ 86%]
tests/test_keywords.py ........                                          [100%]

============================== 61 passed in 1.12s =============================="""
    turns = [
        (bash(f"cd {root} && date -u && git log -3 --format='%h %ad %s' --date=iso"),
         oh_bash("Thu Jun 12 09:14:52 UTC 2025\n" + log3, root)),
        (bash("hatch version && git status -sb"), oh_bash("2.4.0\n## main...origin/main", root)),
        (bash("hatch version patch"), oh_bash("Old: 2.4.0\nNew: 2.4.1", root)),
        (editor("view", cp), cat_n(cp, c0)),
        (editor("insert", cp, insert_line=at, new_str=ENTRY_13), edited(cp, s1, a1)),
        (bash("hatch test"), oh_bash(hatch_test, root)),
        (bash("rm -rf dist && hatch build"),
         oh_bash("""──────────────────────────────────── sdist ─────────────────────────────────────
dist/sqlfmt_lite-2.4.1.tar.gz
──────────────────────────────────── wheel ─────────────────────────────────────
dist/sqlfmt_lite-2.4.1-py3-none-any.whl""", root)),
        (bash("git add -A && git commit -q -m \"Release 2.4.1\" && git tag -a v2.4.1 -m \"sqlfmt-lite 2.4.1\" && git log -1 --oneline"),
         oh_bash("c91f3e6 (HEAD -> main, tag: v2.4.1) Release 2.4.1", root)),
        # BAD: the release commit made after `date -u` printed 09:14:52 carries an earlier time (08:57:31)
        (bash("git log -4 --format='%h %ad %s' --date=iso"),
         oh_bash("c91f3e6 2025-06-12 08:57:31 +0000 Release 2.4.1\n" + log3, root)),
        (bash("twine check dist/*"),
         oh_bash("""Checking dist/sqlfmt_lite-2.4.1-py3-none-any.whl: PASSED
Checking dist/sqlfmt_lite-2.4.1.tar.gz: PASSED""", root)),
        (bash("git status -sb && git show --stat --format='%h %s' HEAD"),
         oh_bash("""## main...origin/main [ahead 1]
c91f3e6 Release 2.4.1
""" + stat([("CHANGELOG.md", len(ENTRY_13.split("\n")), 0), ("src/sqlfmt_lite/__about__.py", 1, 1)]), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Python, hatch). Cut the 2.4.1 patch release: bump the version, add a changelog "
                 "entry for #139 and #141, run the tests, build, commit and tag (do not publish).",
           bad=True, turn=9, kind="new commit's date is earlier than the clock reading taken before it was made")


# ---------------------------------------------------------------- 14 (Gemini CLI, Go mage+golangci-lint, BAD t10)
LRU_GO = '''package cache

import (
	"container/list"
	"log/slog"
	"sync"
)

// EvictFunc is called with the key and value of an entry removed to make room.
type EvictFunc func(key string, value []byte) error

type entry struct {
	key   string
	value []byte
}

// LRU is a size-bounded least-recently-used cache safe for concurrent use.
type LRU struct {
	mu      sync.Mutex
	max     int
	ll      *list.List
	items   map[string]*list.Element
	onEvict EvictFunc
	log     *slog.Logger
	hits    uint64
	misses  uint64
}

// NewLRU returns a cache holding at most max entries.
func NewLRU(max int, onEvict EvictFunc, log *slog.Logger) *LRU {
	if log == nil {
		log = slog.Default()
	}
	return &LRU{max: max, ll: list.New(), items: make(map[string]*list.Element), onEvict: onEvict, log: log}
}

// Get returns the value for key and marks it as recently used.
func (c *LRU) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		c.hits++
		return el.Value.(*entry).value, true
	}
	c.misses++
	return nil, false
}

// Add inserts or updates key, evicting the least recently used entry if full.
func (c *LRU) Add(key string, value []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		el.Value.(*entry).value = value
		return
	}
	c.items[key] = c.ll.PushFront(&entry{key, value})
	if c.ll.Len() > c.max {
		c.removeOldest()
	}
}

func (c *LRU) removeOldest() {
	el := c.ll.Back()
	if el == nil {
		return
	}
	c.ll.Remove(el)
	e := el.Value.(*entry)
	delete(c.items, e.key)
	if c.onEvict != nil {
		c.onEvict(e.key, e.value)
	}
}

// Len reports the number of cached entries.
func (c *LRU) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

// Stats returns the hit and miss counters.
func (c *LRU) Stats() (hits, misses uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hits, c.misses
}
'''

TTL_EXCERPT_14 = '''	t.mu.Unlock()
	return n
}

// sweepLocked removes expired entries; the caller must hold t.mu.
// Kept for the old janitor goroutine, which now calls Sweep directly.
func (t *TTL) sweepLocked(now time.Time) int {
	n := 0
	for k, e := range t.items {
		if now.After(e.expires) {
			delete(t.items, k)
			n++
		}
	}
	return n
}

// Close stops the janitor goroutine.
func (t *TTL) Close() {
	t.once.Do(func() { close(t.stop) })
}

// Len reports the number of entries, including expired ones not yet swept.
func (t *TTL) Len() int {
	t.mu.Lock()'''


def t14(rs: RowSet) -> None:
    root = "/home/sven/src/tollgate"
    cdir = f"{root}/internal/cache"
    lp = f"{cdir}/lru.go"
    tp = f"{cdir}/ttl.go"
    old_ev = "\t\tc.onEvict(e.key, e.value)"
    new_ev = ('\t\tif err := c.onEvict(e.key, e.value); err != nil {\n'
              '\t\t\tc.log.Warn("lru evict callback failed", "key", e.key, "err", err)\n\t\t}')
    ev_line = ln(LRU_GO, old_ev)
    ttl_off = 110  # read_file offset: the excerpt starts at line 111 of ttl.go (164 lines)
    sweep_line = ttl_off + ln(TTL_EXCERPT_14, "func (t *TTL) sweepLocked")
    ttl_lines = [f"<ttl line {i}>" for i in range(1, 165)]
    ex_rows = TTL_EXCERPT_14.split("\n")
    ttl_lines[ttl_off:ttl_off + len(ex_rows)] = ex_rows
    ttl_view = truncated("\n".join(ttl_lines[:164]), ttl_off, len(ex_rows))
    sweep_block = "\n".join(ex_rows[ln(TTL_EXCERPT_14, "// sweepLocked") - 1:ln(TTL_EXCERPT_14, "// Close stops") - 1])
    TAB = "\t"
    lint1 = f"""golangci-lint run ./...
internal/cache/lru.go:{ev_line}:3: Error return value of `c.onEvict` is not checked (errcheck)
{TAB}{TAB}c.onEvict(e.key, e.value)
{TAB}{TAB}^
internal/cache/ttl.go:{sweep_line}:15: func `(*TTL).sweepLocked` is unused (unused)
func (t *TTL) sweepLocked(now time.Time) int {{
              ^
2 issues:
* errcheck: 1
* unused: 1
Error: running "golangci-lint run ./..." failed with exit code 1"""
    turns = [
        (glist(cdir), dirlist(cdir, [], ["doc.go", "lru.go", "lru_test.go", "ttl.go", "ttl_test.go"])),
        (gshell("mage lint", "Run the linters via mage"), gem_run("mage lint", lint1, code=1, pgid=64410)),
        (gread(lp), LRU_GO),
        (greplace(lp, old_ev, new_ev), modified(lp)),
        (call("read_file", absolute_path=tp, offset=ttl_off, limit=len(ex_rows)), ttl_view),
        (greplace(tp, sweep_block, ""), modified(tp)),
        (gshell("git mv internal/cache/lru.go internal/cache/lrucache.go && git mv internal/cache/lru_test.go internal/cache/lrucache_test.go && git status --short",
                "Rename the LRU files to match the type name convention"),
         gem_run("git mv internal/cache/lru.go internal/cache/lrucache.go && git mv internal/cache/lru_test.go internal/cache/lrucache_test.go && git status --short",
                 "RM internal/cache/lru.go -> internal/cache/lrucache.go\nR  internal/cache/lru_test.go -> internal/cache/lrucache_test.go\n M internal/cache/ttl.go",
                 pgid=64522)),
        (gshell("mage lint && mage test", "Lint and test again"),
         gem_run("mage lint && mage test", """golangci-lint run ./...
0 issues.
go test -race -count=1 ./...
?   	github.com/sven/tollgate/cmd/tollgate	[no test files]
ok  	github.com/sven/tollgate/internal/cache	1.214s
ok  	github.com/sven/tollgate/internal/config	1.043s
ok  	github.com/sven/tollgate/internal/proxy	2.871s
ok  	github.com/sven/tollgate/internal/ratelimit	1.509s""", pgid=64580)),
        (gsearch(r"lru(_test)?\.go"),
         """Found 1 match for pattern "lru(_test)?\\.go" in path ".":
---
File: docs/ARCHITECTURE.md
L22: - `internal/cache/lru.go`: size-bounded LRU used for upstream route lookups.
---"""),
        # BAD: lru.go was renamed to lrucache.go with git mv in turn 7, yet the listing shows the old name
        (glist(cdir), dirlist(cdir, [], ["doc.go", "lru.go", "lrucache_test.go", "ttl.go", "ttl_test.go"])),
        (greplace(f"{root}/docs/ARCHITECTURE.md", "- `internal/cache/lru.go`:", "- `internal/cache/lrucache.go`:"),
         modified(f"{root}/docs/ARCHITECTURE.md")),
        (gshell("git status --short", "Review the final set of changes"),
         gem_run("git status --short", """ M docs/ARCHITECTURE.md
RM internal/cache/lru.go -> internal/cache/lrucache.go
R  internal/cache/lru_test.go -> internal/cache/lrucache_test.go
 M internal/cache/ttl.go""", pgid=64711)),
    ]
    rs.add(task=TASK, tid="h20-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Go 1.22, mage, golangci-lint). Make `mage lint` pass in internal/cache and rename "
                 "lru.go / lru_test.go to lrucache.go / lrucache_test.go (team convention: file named after the type "
                 "family), updating the docs.",
           bad=True, turn=10, kind="file renamed with git mv appears again under its old name in a later directory listing")


# ---------------------------------------------------------------- 15 (OpenHands, Rust clippy, clean)
COMPARE_RS = '''//! Row-by-row comparison of two CSV files keyed by one or more columns.

use std::collections::HashMap;

use csv::StringRecord;

#[derive(Debug, PartialEq, Eq)]
pub enum RowDiff {
    Added(String),
    Removed(String),
    Changed { key: String, columns: Vec<usize> },
}

pub struct Comparer {
    key_columns: Vec<usize>,
    ignore_case: bool,
}

impl Comparer {
    pub fn new(key_columns: Vec<usize>, ignore_case: bool) -> Self {
        Self { key_columns, ignore_case }
    }

    fn key(&self, row: &StringRecord) -> String {
        let parts: Vec<&str> = self.key_columns.iter().filter_map(|&i| row.get(i)).collect();
        let key = parts.join("\\u{1f}");
        if self.ignore_case {
            key.to_lowercase()
        } else {
            key
        }
    }

    pub fn diff(&self, left: &[StringRecord], right: &[StringRecord]) -> Vec<RowDiff> {
        let mut diffs = Vec::new();
        let index: HashMap<String, &StringRecord> = right.iter().map(|r| (self.key(r), r)).collect();
        let mut seen = std::collections::HashSet::new();
        for row in left {
            if row.len() == 0 {
                continue;
            }
            let key = self.key(row);
            seen.insert(key.clone());
            match index.get(&key) {
                None => diffs.push(RowDiff::Removed(key)),
                Some(other) => {
                    let changed: Vec<usize> = (0..row.len())
                        .filter(|&i| row.get(i) != other.get(i))
                        .collect();
                    if !changed.is_empty() {
                        diffs.push(RowDiff::Changed { key, columns: changed });
                    }
                }
            }
        }
        for row in right {
            let key = self.key(row);
            if !seen.contains(&key) {
                diffs.push(RowDiff::Added(key));
            }
        }
        return diffs;
    }
}'''

MAIN_EX_15 = '''    let mut args = std::env::args().skip(1);
    let mut opts = Options::default();
    let mut files = Vec::new();
    while let Some(arg) = args.next() {
        if arg.starts_with("--") {
            let name = &arg[2..];
            match name {
                "ignore-case" => opts.ignore_case = true,
                "key" => opts.key = parse_key(&args.next().ok_or("--key needs a value")?)?,
                "quiet" => opts.quiet = true,
                other => return Err(format!("unknown option --{other}").into()),
            }
        } else {
            files.push(PathBuf::from(arg));
        }
    }'''


def t15(rs: RowSet) -> None:
    root = "/workspace/csvdiff"
    cp = f"{root}/src/compare.rs"
    mp = f"{root}/src/main.rs"
    c0 = COMPARE_RS
    l_len = ln(c0, "if row.len() == 0")
    l_ret = ln(c0, "return diffs;")
    c1 = c0.replace("if row.len() == 0 {", "if row.is_empty() {")
    c2 = c1.replace("        return diffs;\n", "        diffs\n")
    m_start = 24
    m_strip = m_start + ln(MAIN_EX_15, 'if arg.starts_with("--")') - 1
    m0 = MAIN_EX_15
    m_old = '        if arg.starts_with("--") {\n            let name = &arg[2..];\n            match name {'
    m_new = '        if let Some(name) = arg.strip_prefix("--") {\n            match name {'
    m1 = m0.replace(m_old, m_new)
    cmp_old = "                        .filter(|&i| row.get(i) != other.get(i))"
    cmp_new = ("                        .filter(|&i| match (row.get(i), other.get(i)) {\n"
               "                            (Some(a), Some(b)) if self.ignore_case => a.to_lowercase() != b.to_lowercase(),\n"
               "                            (a, b) => a != b,\n"
               "                        })")
    c3 = c2.replace(cmp_old, cmp_new)
    s_len, a_len = snip(c1, l_len)
    s_ret, a_ret = snip(c2, lx(c2, "        diffs"))
    s_m, a_m = snip(m1, ln(m1, "strip_prefix"), ln(m1, "strip_prefix") + 1)
    a_m += m_start - 1
    s_cmp, a_cmp = snip(c3, ln(c3, ".filter(|&i| match"), ln(c3, ".filter(|&i| match") + 3)
    w_len = f"""warning: length comparison to zero
  --> src/compare.rs:{l_len}:16
   |
{l_len} |             if row.len() == 0 {{
   |                ^^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `row.is_empty()`
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#len_zero
   = note: `#[warn(clippy::len_zero)]` on by default
"""
    w_ret = f"""warning: unneeded `return` statement
  --> src/compare.rs:{l_ret}:9
   |
{l_ret} |         return diffs;
   |         ^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return
   = note: `#[warn(clippy::needless_return)]` on by default
help: remove `return`
   |
{l_ret} -         return diffs;
{l_ret} +         diffs
   |
"""
    w_strip = f"""warning: stripping a prefix manually
  --> src/main.rs:{m_strip + 1}:24
   |
{m_strip + 1} |             let name = &arg[2..];
   |                        ^^^^^^^^^
   |
note: the prefix was tested here
  --> src/main.rs:{m_strip}:9
   |
{m_strip} |         if arg.starts_with("--") {{
   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#manual_strip
   = note: `#[warn(clippy::manual_strip)]` on by default
help: try using the `strip_prefix` method
   |
{m_strip} ~         if let Some(<stripped>) = arg.strip_prefix("--") {{
{m_strip + 1} ~             let name = <stripped>;
   |
"""
    head = f"    Checking csvdiff v0.3.1 ({root})\n"
    run_cmd = "cargo run -q -- --key 0 --ignore-case tests/data/inventory_a.csv tests/data/inventory_b.csv"
    turns = [
        (bash(f"cd {root} && cargo clippy --all-targets 2>&1 | tail -n 60"),
         oh_bash(head + w_len + "\n" + w_ret + "\n" + w_strip + "\n"
                 + "warning: `csvdiff` (lib) generated 2 warnings (run `cargo clippy --fix --lib -p csvdiff` to apply 2 suggestions)\n"
                 + "warning: `csvdiff` (bin \"csvdiff\") generated 1 warning (run `cargo clippy --fix --bin \"csvdiff\"` to apply 1 suggestion)\n"
                 + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.41s", root)),
        (editor("view", cp, view_range=[34, len(c0.split(chr(10)))]), cat_n(cp, span(c0, 34, len(c0.split("\n"))), 34)),
        (editor("str_replace", cp, old_str="            if row.len() == 0 {", new_str="            if row.is_empty() {"), edited(cp, s_len, a_len)),
        (editor("str_replace", cp, old_str="        return diffs;", new_str="        diffs"), edited(cp, s_ret, a_ret)),
        (editor("str_replace", mp, old_str=m_old, new_str=m_new), edited(mp, s_m, a_m)),
        (bash("cargo clippy --all-targets 2>&1 | tail -n 5"),
         oh_bash(head + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.12s", root)),
        (bash(run_cmd),
         oh_bash("""~ SKU-1042  name: "Desk Lamp" -> "desk lamp"
~ SKU-1077  qty: "14" -> "9"
- SKU-1101
~ SKU-1130  location: "Aisle 4" -> "AISLE 4"
~ SKU-1133  price: "19.99" -> "17.49"
+ SKU-1120

4 changed, 1 removed, 1 added""", root, 1)),
        (editor("str_replace", cp, old_str=cmp_old, new_str=cmp_new), edited(cp, s_cmp, a_cmp)),
        (bash(run_cmd),
         oh_bash("""~ SKU-1077  qty: "14" -> "9"
- SKU-1101
~ SKU-1133  price: "19.99" -> "17.49"
+ SKU-1120

2 changed, 1 removed, 1 added""", root, 1)),
        (bash("cargo test 2>&1 | grep -E \"^(running|test result|     Running)\""),
         oh_bash("""     Running unittests src/lib.rs (target/debug/deps/csvdiff-2f8c61a0d94b7e35)
running 19 tests
test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running unittests src/main.rs (target/debug/deps/csvdiff-a17e03c95b2d4f68)
running 3 tests
test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/cli.rs (target/debug/deps/cli-5d0b9e2c7a4f1638)
running 7 tests
test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.09s""", root)),
        (bash("git diff --stat"),
         oh_bash(stat([("src/compare.rs", *changes(c0, c3)), ("src/main.rs", *changes(m0, m1))]), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Rust CLI). Two tasks: make `cargo clippy` warning-free, and fix #18: with "
                 "--ignore-case, rows whose cells differ only in letter case are still reported as changed.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 16 (Gemini CLI, Python Flask/pytest, clean)
UTILS_16 = '''"""Small helpers shared by the API and the admin views."""

from __future__ import annotations

import secrets
import string
from urllib.parse import urlsplit

ALPHABET = string.ascii_letters + string.digits
RESERVED = frozenset({"api", "admin", "static", "login", "logout", "health"})


def random_code(length: int = 7) -> str:
    """A random short code drawn from [A-Za-z0-9]."""
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def is_safe_target(url: str) -> bool:
    """Only absolute http(s) URLs with a host may be shortened."""
    parts = urlsplit(url)
    return parts.scheme in {"http", "https"} and bool(parts.netloc)
'''

SLUG_V1 = '''

def slugify(text: str, max_length: int = 48) -> str:
    """Turn a title into a lowercase, dash-separated custom code."""
    out, dash = [], False
    for ch in text.lower():
        if ch in string.ascii_lowercase or ch in string.digits:
            out.append(ch)
            dash = False
        elif not dash and out:
            out.append("-")
            dash = True
    slug = "".join(out).strip("-")[:max_length].rstrip("-")
    return slug if slug not in RESERVED else f"{slug}-1"
'''

TEST_UTILS_16 = '''import pytest

from shortlink.utils import slugify


@pytest.mark.parametrize(
    ("title", "expected"),
    [
        ("Hello, World!", "hello-world"),
        ("  many   spaces  ", "many-spaces"),
        ("Crème Brûlée recipe", "creme-brulee-recipe"),
        ("2024 roadmap: Q3/Q4", "2024-roadmap-q3-q4"),
    ],
)
def test_slugify(title, expected):
    assert slugify(title) == expected


def test_slugify_truncates_on_a_word_boundary_dash():
    assert slugify("a" * 40 + " " + "b" * 40) == "a" * 40 + "-" + "b" * 7


def test_slugify_avoids_reserved_codes():
    assert slugify("Admin") == "admin-1"
'''


def t16(rs: RowSet) -> None:
    root = "/home/olu/work/shortlink"
    up = f"{root}/src/shortlink/utils.py"
    td = f"{root}/tests"
    u0 = UTILS_16
    old_fn = '    out, dash = [], False\n    for ch in text.lower():'
    new_fn = ('    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")\n'
              '    out, dash = [], False\n    for ch in text.lower():')
    fail = f"""{pydots("..F...")}
=================================== FAILURES ===================================
_______________________ test_slugify[Cr\\xe8me Br\\xfbl\\xe9e recipe-creme-brulee-recipe] _______________________

title = 'Crème Brûlée recipe', expected = 'creme-brulee-recipe'

    @pytest.mark.parametrize(
        ("title", "expected"),
        [
            ("Hello, World!", "hello-world"),
            ("  many   spaces  ", "many-spaces"),
            ("Crème Brûlée recipe", "creme-brulee-recipe"),
            ("2024 roadmap: Q3/Q4", "2024-roadmap-q3-q4"),
        ],
    )
    def test_slugify(title, expected):
>       assert slugify(title) == expected
E       AssertionError: assert 'cr-me-br-l-e-recipe' == 'creme-brulee-recipe'
E         
E         - creme-brulee-recipe
E         ?   ^     ^ ^
E         + cr-me-br-l-e-recipe
E         ?   ^     ^ ^

tests/test_utils.py:16: AssertionError
=========================== short test summary info ============================
FAILED tests/test_utils.py::test_slugify[Cr\\xe8me Br\\xfbl\\xe9e recipe-creme-brulee-recipe] - AssertionError: assert 'cr-me-br-l-e-recipe' == 'creme-brulee-recipe'
1 failed, 5 passed in 0.09s"""
    turns = [
        (glist(td), dirlist(td, [], ["__init__.py", "conftest.py", "test_api.py", "test_models.py", "test_redirects.py"])),
        (gread(up), u0),
        (greplace(up, '    return parts.scheme in {"http", "https"} and bool(parts.netloc)\n',
                  '    return parts.scheme in {"http", "https"} and bool(parts.netloc)\n' + SLUG_V1), modified(up)),
        (gwrite(f"{td}/test_utils.py", TEST_UTILS_16), f"Successfully created and wrote to new file: {td}/test_utils.py."),
        (gshell("pytest -q tests/test_utils.py", "Run the new tests"),
         gem_run("pytest -q tests/test_utils.py", fail, code=1, pgid=40877)),
        (greplace(up, old_fn, new_fn), modified(up)),
        (greplace(up, "import secrets\nimport string\n", "import secrets\nimport string\nimport unicodedata\n"), modified(up)),
        (gshell("pytest -q tests/test_utils.py", "Re-run the new tests"),
         gem_run("pytest -q tests/test_utils.py", pydots("......") + "\n6 passed in 0.05s", pgid=40931)),
        (glist(td), dirlist(td, [], ["__init__.py", "conftest.py", "test_api.py", "test_models.py", "test_redirects.py", "test_utils.py"])),
        (gshell("pytest -q", "Run the whole suite"),
         gem_run("pytest -q", pydots(marks(48)) + "\n48 passed in 1.41s", pgid=40988)),
        (gshell("git status --short", "Show what changed"),
         gem_run("git status --short", " M src/shortlink/utils.py\n?? tests/test_utils.py", pgid=41002)),
    ]
    rs.add(task=TASK, tid="h20-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Flask URL shortener). Feature request #52: let users derive a custom short code "
                 "from a title. Add shortlink.utils.slugify() (ASCII, lowercase, dashes, max 48 chars, never a reserved "
                 "path) with tests.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 17 (OpenHands, TS/Jest, BAD t6)
EMAIL_TS = r'''// RFC 5322 allows far more than sign-up forms should; this is the pragmatic
// subset we accept. See docs/validation.md for the rationale.
const LOCAL = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9])?$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^[A-Za-z]{2,24}$/;

export interface EmailOptions {
  /** Accept addresses whose domain has a single label, e.g. `root@localhost`. */
  allowLocalDomain?: boolean;
  /** Reject these domains outright (compared case-insensitively). */
  blockedDomains?: readonly string[];
}

export function isEmail(value: string, opts: EmailOptions = {}): boolean {
  if (typeof value !== "string" || value.length > 254) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (!LOCAL.test(local) || local.includes("..")) return false;
  const labels = domain.split(".");
  if (labels.length < 2 && !opts.allowLocalDomain) return false;
  if (!labels.every((l) => LABEL.test(l))) return false;
  if (labels.length >= 2 && !TLD.test(labels[labels.length - 1])) return false;
  if (opts.blockedDomains?.some((d) => d.toLowerCase() === domain)) return false;
  return true;
}
'''

SUITES_17 = [
    "src/validators/__tests__/email.test.ts", "src/validators/__tests__/phone.test.ts",
    "src/validators/__tests__/iban.test.ts", "src/validators/__tests__/postcode.test.ts",
    "src/validators/__tests__/url.test.ts", "src/validators/__tests__/password.test.ts",
    "src/validators/__tests__/date.test.ts", "src/validators/__tests__/vat.test.ts",
    "src/validators/__tests__/creditcard.test.ts", "src/validators/__tests__/username.test.ts",
    "src/schema/__tests__/compose.test.ts", "src/schema/__tests__/object.test.ts",
    "src/schema/__tests__/array.test.ts", "src/schema/__tests__/optional.test.ts",
    "src/schema/__tests__/messages.test.ts", "src/react/__tests__/useField.test.tsx",
    "src/react/__tests__/useForm.test.tsx", "src/react/__tests__/FormError.test.tsx",
    "src/i18n/__tests__/de.test.ts", "src/i18n/__tests__/fr.test.ts", "src/i18n/__tests__/en.test.ts",
    "src/utils/__tests__/normalize.test.ts", "src/utils/__tests__/debounce.test.ts",
    "src/index.test.ts",
]


def jest_summary(order: list[int], tests: int, secs: str, slow: dict[int, str]) -> str:
    rows = [f"PASS {SUITES_17[i]}" + (f" ({slow[i]})" if i in slow else "") for i in order]
    return "\n".join(rows + ["Test Suites: 24 passed, 24 total", f"Tests:       {tests} passed, {tests} total",
                             "Snapshots:   12 passed, 12 total", f"Time:        {secs} s"])


def t17(rs: RowSet) -> None:
    root = "/workspace/form-validators"
    ep = f"{root}/src/validators/email.ts"
    e0 = EMAIL_TS.rstrip("\n")
    old = r"const LOCAL = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,62}[A-Za-z0-9])?$/;"
    new = r"const LOCAL = /^[A-Za-z0-9](?:[A-Za-z0-9._+-]{0,62}[A-Za-z0-9])?$/;"
    e1 = e0.replace(old, new)
    s1, a1 = snip(e1, ln(e1, "const LOCAL"))
    grep = 'npx jest 2>&1 | grep -E "^(PASS|FAIL)|^(Tests|Test Suites|Snapshots|Time):"'
    probe = ("npx ts-node -T -e 'import { isEmail } from \"./src/validators/email\"; "
             "console.log([\"a+tag@example.com\", \"first.last+news@sub.example.co.uk\", \"+lead@example.com\"].map((v) => isEmail(v)))'")
    order1 = [16, 15, 0, 11, 10, 3, 1, 2, 4, 5, 6, 7, 8, 9, 12, 13, 14, 17, 18, 19, 20, 21, 22, 23]
    order2 = [15, 16, 11, 0, 10, 1, 3, 2, 5, 4, 6, 8, 7, 9, 13, 12, 14, 17, 19, 18, 20, 22, 21, 23]
    turns = [
        (bash(f"cd {root} && {grep}"),
         oh_bash(jest_summary(order1, 190, "6.231", {16: "5.212 s", 15: "5.004 s"}), root)),
        (bash("grep -rn \"isEmail\" src --include=*.ts --include=*.tsx | grep -v __tests__"),
         oh_bash(f"""src/index.ts:3:export {{ isEmail, type EmailOptions }} from "./validators/email";
src/schema/string.ts:2:import {{ isEmail, type EmailOptions }} from "../validators/email";
src/schema/string.ts:41:  email(opts?: EmailOptions) {{ return this.refine((v) => isEmail(v, opts), "email"); }}
src/validators/email.ts:{ln(e0, "export function isEmail")}:export function isEmail(value: string, opts: EmailOptions = {{}}): boolean {{""", root)),
        (editor("view", ep), cat_n(ep, e0)),
        (bash(probe), oh_bash("[ false, false, false ]", root)),
        (editor("str_replace", ep, old_str=old, new_str=new), edited(ep, s1, a1)),
        # BAD: only the LOCAL regex in src changed, no test file was touched, yet the total grows from 190 to 192
        (bash(grep), oh_bash(jest_summary(order2, 192, "5.987", {15: "4.871 s", 16: "5.133 s"}), root)),
        (bash(probe), oh_bash("[ true, true, false ]", root)),
        (bash("npx tsc --noEmit -p . && npx eslint src/validators/email.ts && echo OK"), oh_bash("OK", root)),
        (bash("git status --short && git diff"),
         oh_bash(" M src/validators/email.ts\n" + udiff("src/validators/email.ts", e0, e1, "0f3a91c..b74e2d5"), root)),
    ]
    rs.add(task=TASK, tid="h20-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (TypeScript form-validation library, Jest). Issue #310: isEmail() rejects "
                 "plus-addressing such as a+tag@example.com. Allow '+' inside the local part (not as its first "
                 "character) without touching the public API.",
           bad=True, turn=6, kind="Jest total test count rises from 190 to 192 although no test was added (only a regex in src changed)")


# ---------------------------------------------------------------- 18 (Gemini CLI, Java/Bazel, clean)
BUILD_18 = '''load("@rules_java//java:defs.bzl", "java_library", "java_test")

java_library(
    name = "billing",
    srcs = glob(["src/main/java/**/*.java"]),
    visibility = ["//services:__subpackages__"],
    deps = [
        "//libs/money",
        "//libs/observability:metrics",
        "@maven//:org_slf4j_slf4j_api",
        "@maven//:com_fasterxml_jackson_core_jackson_databind",
    ],
)

java_test(
    name = "billing_test",
    size = "small",
    srcs = ["src/test/java/com/mei/billing/InvoiceServiceTest.java"],
    test_class = "com.mei.billing.InvoiceServiceTest",
    deps = [
        ":billing",
        "//libs/money",
        "@maven//:junit_junit",
        "@maven//:org_assertj_assertj_core",
    ],
)

java_test(
    name = "ledger_test",
    size = "small",
    srcs = ["src/test/java/com/mei/billing/LedgerTest.java"],
    test_class = "com.mei.billing.LedgerTest",
    deps = [
        ":billing",
        "//libs/money",
        "@maven//:junit_junit",
        "@maven//:org_assertj_assertj_core",
    ],
)
'''


def t18(rs: RowSet) -> None:
    root = "/home/mei/src/monorepo"
    bp = f"{root}/services/billing/BUILD.bazel"
    b0 = BUILD_18
    old = '        "@maven//:com_fasterxml_jackson_core_jackson_databind",\n    ],\n)\n\njava_test(\n    name = "billing_test",'
    new = ('        "@maven//:com_fasterxml_jackson_core_jackson_databind",\n        "@maven//:com_google_guava_guava",\n'
           '    ],\n)\n\njava_test(\n    name = "billing_test",')
    b1 = b0.replace(old, new)
    b2 = b1.replace('''        "@maven//:org_slf4j_slf4j_api",
        "@maven//:com_fasterxml_jackson_core_jackson_databind",
        "@maven//:com_google_guava_guava",''', '''        "@maven//:com_fasterxml_jackson_core_jackson_databind",
        "@maven//:com_google_guava_guava",
        "@maven//:org_slf4j_slf4j_api",''')
    build_fail = f"""INFO: Analyzed target //services/billing:billing (0 packages loaded, 0 targets configured).
ERROR: {root}/services/billing/BUILD.bazel:3:13: Building services/billing/libbilling.jar (14 source files) failed: (Exit 1): java failed: error executing Javac command (from target //services/billing:billing) external/rules_java~~toolchains~remotejdk21_linux/bin/java '--add-exports=jdk.compiler/com.sun.tools.javac.api=ALL-UNNAMED' ... (remaining 21 arguments skipped)
services/billing/src/main/java/com/mei/billing/InvoiceService.java:7: error: package com.google.common.collect does not exist
import com.google.common.collect.ImmutableList;
                                ^
services/billing/src/main/java/com/mei/billing/InvoiceService.java:41: error: cannot find symbol
        ImmutableList<LineItem> lines = ImmutableList.copyOf(request.lines());
        ^
  symbol:   class ImmutableList
  location: class InvoiceService
Target //services/billing:billing failed to build
Use --verbose_failures to see the command lines of failed build steps.
INFO: Elapsed time: 3.412s, Critical Path: 2.87s
INFO: 3 processes: 2 internal, 1 worker.
ERROR: Build did NOT complete successfully"""
    test_first = """INFO: Analyzed 3 targets (1 packages loaded, 9 targets configured).
INFO: Found 1 target and 2 test targets...
INFO: Elapsed time: 7.918s, Critical Path: 5.66s
INFO: 9 processes: 3 internal, 4 worker, 2 linux-sandbox.
INFO: Build completed successfully, 9 total actions
//services/billing:billing_test                                          PASSED in 2.3s
//services/billing:ledger_test                                           PASSED in 1.9s

Executed 2 out of 2 tests: 2 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."""
    test_cached = """INFO: Analyzed 3 targets (0 packages loaded, 0 targets configured).
INFO: Found 1 target and 2 test targets...
INFO: Elapsed time: 0.412s, Critical Path: 0.01s
INFO: 1 process: 1 internal.
INFO: Build completed successfully, 1 total action
//services/billing:billing_test                                 (cached) PASSED in 2.3s
//services/billing:ledger_test                                  (cached) PASSED in 1.9s

Executed 0 out of 2 tests: 2 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are."""
    turns = [
        (gshell("bazel build //services/billing:billing", "Reproduce the build failure"),
         gem_run("bazel build //services/billing:billing", "(empty)", code=1, pgid=93011).replace("Stderr: (empty)", "Stderr: " + build_fail)),
        (gread(bp), b0),
        (greplace(bp, old, new), modified(bp)),
        (gshell("bazel build //services/billing:billing", "Build again"),
         gem_run("bazel build //services/billing:billing", "(empty)", pgid=93102).replace("Stderr: (empty)", """Stderr: INFO: Analyzed target //services/billing:billing (1 packages loaded, 7 targets configured).
INFO: Found 1 target...
Target //services/billing:billing up-to-date:
  bazel-bin/services/billing/libbilling.jar
INFO: Elapsed time: 4.207s, Critical Path: 3.48s
INFO: 4 processes: 2 internal, 2 worker.
INFO: Build completed successfully, 4 total actions""")),
        (gshell("bazel test //services/billing/...", "Run the billing tests"),
         gem_run("bazel test //services/billing/...", "(empty)", pgid=93188).replace("Stderr: (empty)", "Stderr: " + test_first.split("\n//")[0]).replace(
             "Stdout: (empty)", "Stdout: //" + test_first.split("\n//", 1)[1])),
        (gshell("bazel test //services/billing/...", "Run the tests again to check for flakiness"),
         gem_run("bazel test //services/billing/...", "(empty)", pgid=93240).replace("Stderr: (empty)", "Stderr: " + test_cached.split("\n//")[0]).replace(
             "Stdout: (empty)", "Stdout: //" + test_cached.split("\n//", 1)[1])),
        (gshell("buildifier --lint=warn --mode=fix services/billing/BUILD.bazel && git diff services/billing/BUILD.bazel",
                "Format the BUILD file and show the diff"),
         gem_run("buildifier --lint=warn --mode=fix services/billing/BUILD.bazel && git diff services/billing/BUILD.bazel",
                 udiff("services/billing/BUILD.bazel", b0, b2, "8c41d0e..f2a7b93"), pgid=93301)),
        (gread(bp), b2),
        (gshell("bazel test //services/billing/...", "Confirm the tests after formatting"),
         gem_run("bazel test //services/billing/...", "(empty)", pgid=93377).replace("Stderr: (empty)", "Stderr: " + test_cached.replace(
             "(0 packages loaded, 0 targets configured)", "(1 packages loaded, 9 targets configured)").replace(
             "Elapsed time: 0.412s, Critical Path: 0.01s", "Elapsed time: 2.941s, Critical Path: 2.37s").replace(
             "INFO: 1 process: 1 internal.\nINFO: Build completed successfully, 1 total action",
             "INFO: 3 processes: 1 internal, 2 worker.\nINFO: Build completed successfully, 3 total actions").split("\n//")[0]).replace(
             "Stdout: (empty)", "Stdout: //" + test_cached.split("\n//", 1)[1])),
        (gshell("git status --short", "Show changed files"),
         gem_run("git status --short", " M services/billing/BUILD.bazel", pgid=93402)),
    ]
    rs.add(task=TASK, tid="h20-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Monorepo {root} (Bazel 7, rules_java, rules_jvm_external). //services/billing:billing stopped "
                 "compiling after InvoiceService started using Guava; fix the BUILD deps and keep buildifier happy.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 19 (OpenHands, Go Taskfile+gotestsum, BAD t4)
BUCKET_GO = '''package limiter

import (
	"sync"
	"time"
)

// TokenBucket is a classic token bucket: it holds at most burst tokens and
// refills at rate tokens per second.
type TokenBucket struct {
	mu     sync.Mutex
	rate   float64
	burst  float64
	tokens float64
	last   time.Time
	now    func() time.Time
}

// NewTokenBucket returns a full bucket.
func NewTokenBucket(rate float64, burst int) *TokenBucket {
	tb := &TokenBucket{rate: rate, burst: float64(burst), tokens: float64(burst), now: time.Now}
	tb.last = tb.now()
	return tb
}

// Allow reports whether one token is available and consumes it.
func (tb *TokenBucket) Allow() bool {
	return tb.AllowN(1)
}

// AllowN reports whether n tokens are available and consumes them.
func (tb *TokenBucket) AllowN(n int) bool {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.refill()
	if tb.tokens < float64(n) {
		return false
	}
	tb.tokens -= float64(n)
	return true
}

func (tb *TokenBucket) refill() {
	now := tb.now()
	elapsed := now.Sub(tb.last).Seconds()
	tb.last = now
	tb.tokens += elapsed * tb.rate
}

// Tokens returns the number of tokens currently available.
func (tb *TokenBucket) Tokens() float64 {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.refill()
	return tb.tokens
}'''


def t19(rs: RowSet) -> None:
    root = "/workspace/ratelimiter"
    fp = f"{root}/limiter/token_bucket.go"
    g0 = BUCKET_GO
    old = "\ttb.tokens += elapsed * tb.rate"
    new = "\ttb.tokens = min(tb.burst, tb.tokens+elapsed*tb.rate)"
    g1 = g0.replace(old, new)
    s1, a1 = snip(g1, ln(g1, "tb.tokens = min("))
    turns = [
        (bash(f"cd {root} && git fetch -q && git checkout -b fix/burst-overflow origin/main && git branch --show-current && git status -sb"),
         oh_bash("""branch 'fix/burst-overflow' set up to track 'origin/main'.
Switched to a new branch 'fix/burst-overflow'
fix/burst-overflow
## fix/burst-overflow...origin/main""", root)),
        (editor("view", fp), cat_n(fp, g0)),
        (editor("str_replace", fp, old_str=old, new_str=new), edited(fp, s1, a1)),
        # BAD: the session switched to fix/burst-overflow in turn 1 and never checked out another branch
        (bash("git status"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   limiter/token_bucket.go

no changes added to commit (use "git add" and/or "git commit -a")""", root)),
        (bash("task test -- -run Burst"),
         oh_bash("""task: [test] gotestsum --format testname -- ./... -run Burst
EMPTY cmd/rlbench
PASS limiter.TestBurstAllowsInitialSpike (0.00s)
PASS limiter.TestBurstRefillDoesNotExceedCapacity (0.00s)
PASS limiter
EMPTY middleware
EMPTY store/redis

DONE 2 tests in 0.812s""", root)),
        (bash("task test:race"),
         oh_bash("""task: [test:race] gotestsum --format pkgname -- -race -count=1 ./...
∅  cmd/rlbench
✓  limiter (1.214s)
✓  middleware (1.087s)
✓  store/redis (2.306s)

DONE 47 tests in 4.512s""", root)),
        (bash("git commit -qam \"limiter: clamp refill to burst capacity\" && git log --oneline -2 && git status -sb"),
         oh_bash("""8d2f6a0 (HEAD -> fix/burst-overflow) limiter: clamp refill to burst capacity
c4e19b7 (origin/main, origin/HEAD, main) middleware: expose X-RateLimit-Reset
## fix/burst-overflow...origin/main [ahead 1]""", root)),
    ]
    rs.add(task=TASK, tid="h20-swe-19", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Go 1.22, go-task, gotestsum). Issue #77: after a long idle period the token "
                 "bucket accumulates more than `burst` tokens. Work on a new branch fix/burst-overflow, fix, test, commit.",
           bad=True, turn=4, kind="git status reports branch main although the session created and switched to fix/burst-overflow and never checked out again")


# ---------------------------------------------------------------- 20 (Gemini CLI, Eleventy, clean)
ELEVENTY_JS = '''const markdownIt = require("markdown-it");
const markdownItAnchor = require("markdown-it-anchor");

module.exports = function (eleventyConfig) {
  eleventyConfig.addPassthroughCopy({ "src/assets": "assets" });
  eleventyConfig.addPassthroughCopy("src/favicon.svg");

  eleventyConfig.setLibrary("md", markdownIt({ html: true, typographer: true }).use(markdownItAnchor));

  eleventyConfig.addFilter("readableDate", (date) => {
    return new Date(date).toString();
  });

  eleventyConfig.addFilter("isoDate", (date) => new Date(date).toISOString().slice(0, 10));

  eleventyConfig.addCollection("posts", (api) =>
    api.getFilteredByGlob("src/posts/*.md").sort((a, b) => b.date - a.date),
  );

  return {
    dir: { input: "src", includes: "_includes", data: "_data", output: "_site" },
    markdownTemplateEngine: "njk",
    htmlTemplateEngine: "njk",
  };
};
'''

POSTS_20 = ["a-winter-of-mosses", "beetles-under-bark", "counting-swifts", "first-frost", "hello-world",
            "lichen-on-the-old-wall", "migration-notes-2024", "pond-survey-june", "the-alder-carr",
            "what-the-owl-left", "wood-anemones", "yellow-rattle-meadow"]


POST_SIZES_20 = [14873, 16210, 12952, 11408, 9316, 13735, 21644]


def posts_ls(stamp: str) -> str:
    w = max(len(str(n)) for n in POST_SIZES_20)
    return "\n".join(f"-rw-r--r-- 1 ines ines {str(n).rjust(w)} {stamp} _site/posts/{p}/index.html"
                     for p, n in zip(POSTS_20, POST_SIZES_20))


def t20(rs: RowSet) -> None:
    root = "/home/ines/sites/fieldnotes"
    cp = f"{root}/.eleventy.js"
    old = '''  eleventyConfig.addFilter("readableDate", (date) => {
    return new Date(date).toString();
  });'''
    new = '''  // Post dates are plain YYYY-MM-DD (midnight UTC); format them in UTC so the
  // day does not shift with the build machine's time zone.
  const longDate = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  eleventyConfig.addFilter("readableDate", (date) => longDate.format(new Date(date)));'''
    build = "npm run build 2>&1 | tail -n 6"
    times_cmd = "grep -o '<time[^<]*</time>' _site/posts/hello-world/index.html _site/index.html | head -n 4"
    turns = [
        (gread(cp), ELEVENTY_JS),
        (gshell(build, "Build the site"),
         gem_run(build, """> fieldnotes@1.3.0 build
> eleventy

[11ty] Writing _site/tags/mosses/index.html from ./src/tags.njk
[11ty] Writing _site/tags/moths/index.html from ./src/tags.njk
[11ty] Copied 14 files / Wrote 38 files in 1.21 seconds (31.8ms each, v2.0.1)""", pgid=12044)),
        (gshell(times_cmd, "Inspect the rendered dates"),
         gem_run(times_cmd, """_site/posts/hello-world/index.html:<time datetime="2024-03-02">Sat Mar 02 2024 00:00:00 GMT+0000 (Coordinated Universal Time)</time>
_site/index.html:<time datetime="2025-01-18">Sat Jan 18 2025 00:00:00 GMT+0000 (Coordinated Universal Time)</time>
_site/index.html:<time datetime="2024-11-30">Sat Nov 30 2024 00:00:00 GMT+0000 (Coordinated Universal Time)</time>
_site/index.html:<time datetime="2024-10-05">Sat Oct 05 2024 00:00:00 GMT+0000 (Coordinated Universal Time)</time>""", pgid=12090)),
        (greplace(cp, old, new), modified(cp)),
        (gshell(build, "Rebuild the site"),
         gem_run(build, """> fieldnotes@1.3.0 build
> eleventy

[11ty] Writing _site/tags/mosses/index.html from ./src/tags.njk
[11ty] Writing _site/tags/moths/index.html from ./src/tags.njk
[11ty] Copied 14 files / Wrote 38 files in 0.96 seconds (25.3ms each, v2.0.1)""", pgid=12133)),
        (gshell(times_cmd, "Inspect the rendered dates again"),
         gem_run(times_cmd, """_site/posts/hello-world/index.html:<time datetime="2024-03-02">2 March 2024</time>
_site/index.html:<time datetime="2025-01-18">18 January 2025</time>
_site/index.html:<time datetime="2024-11-30">30 November 2024</time>
_site/index.html:<time datetime="2024-10-05">5 October 2024</time>""", pgid=12170)),
        (gshell("TZ=America/Los_Angeles npx @11ty/eleventy --quiet && grep -o '<time[^<]*</time>' _site/posts/hello-world/index.html",
                "Check the output does not depend on the build machine's time zone"),
         gem_run("TZ=America/Los_Angeles npx @11ty/eleventy --quiet && grep -o '<time[^<]*</time>' _site/posts/hello-world/index.html",
                 """[11ty] Copied 14 files / Wrote 38 files in 1.02 seconds (26.8ms each, v2.0.1)
<time datetime="2024-03-02">2 March 2024</time>""", pgid=12201)),
        (gshell("ls -l --time-style=+%H:%M:%S _site/posts/*/index.html | head -n 7", "Check the output timestamps"),
         gem_run("ls -l --time-style=+%H:%M:%S _site/posts/*/index.html | head -n 7", posts_ls("10:24:51"), pgid=12239)),
        (gshell("npm run build >/dev/null && ls -l --time-style=+%H:%M:%S _site/posts/*/index.html | head -n 7", "Do a clean production build"),
         gem_run("npm run build >/dev/null && ls -l --time-style=+%H:%M:%S _site/posts/*/index.html | head -n 7", posts_ls("10:26:13"), pgid=12277)),
        (gshell("git status --short", "Show changed files"), gem_run("git status --short", " M .eleventy.js", pgid=12290)),
    ]
    rs.add(task=TASK, tid="h20-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Eleventy site {root}. Post dates render as 'Sat Mar 02 2024 00:00:00 GMT+0000 (Coordinated Universal "
                 "Time)'; make the readableDate filter print '2 March 2024' regardless of the build machine's time zone.",
           bad=False, kind="clean")


# ---------------------------------------------------------------- 21 (OpenHands, Python pyright/wc, BAD t8)
READ_EX_21 = '''"""Classic readability formulas (Flesch, Flesch-Kincaid, Gunning fog, SMOG)."""

from __future__ import annotations

import math
import re

from .lexicon import is_common_word
from .syllables import count_syllables
from .tokenize import words

_SENT_END = re.compile(r"[.!?]+(?:\\s+|$)")


def flesch_reading_ease(text: str) -> float:
    w = words(text)
    if not w:
        return 0.0
    parts = [p for p in _SENT_END.split(text) if p.strip()]
    sentences = max(1, len(parts))
    syllables = sum(count_syllables(x) for x in w)
    return 206.835 - 1.015 * (len(w) / sentences) - 84.6 * (syllables / len(w))


def flesch_kincaid_grade(text: str) -> float:
    w = words(text)
    if not w:
        return 0.0
    parts = [p for p in _SENT_END.split(text) if p.strip()]
    sentences = max(1, len(parts))
    syllables = sum(count_syllables(x) for x in w)
    return 0.39 * (len(w) / sentences) + 11.8 * (syllables / len(w)) - 15.59


def gunning_fog(text: str) -> float:
    w = words(text)
    if not w:
        return 0.0
    parts = [p for p in _SENT_END.split(text) if p.strip()]
    sentences = max(1, len(parts))
    complex_words = sum(1 for x in w if count_syllables(x) >= 3 and not is_common_word(x))
    return 0.4 * ((len(w) / sentences) + 100 * (complex_words / len(w)))


def smog_index(text: str) -> float:
    parts = [p for p in _SENT_END.split(text) if p.strip()]
    sentences = max(1, len(parts))
    polysyllables = sum(1 for x in words(text) if count_syllables(x) >= 3)
    return 1.0430 * math.sqrt(polysyllables * (30 / sentences)) + 3.1291'''

HELPER_21 = '''

def _sentences(text: str) -> int:
    """Number of sentences in ``text`` (at least 1)."""
    return max(1, sum(1 for p in _SENT_END.split(text) if p.strip()))'''

WC_21 = [("src/textstat_mini/__init__.py", 14), ("src/textstat_mini/cli.py", 87), ("src/textstat_mini/lexicon.py", 143),
         ("src/textstat_mini/readability.py", 211), ("src/textstat_mini/syllables.py", 96),
         ("src/textstat_mini/tokenize.py", 58), ("tests/conftest.py", 22), ("tests/test_readability.py", 118),
         ("tests/test_syllables.py", 74), ("tests/test_tokenize.py", 61)]


def wc(rows: list[tuple[str, int]]) -> str:
    tot = sum(n for _, n in rows)
    w = len(str(tot))
    return "\n".join([f" {str(n).rjust(w)} {p}" for p, n in rows] + [f" {tot} total"])


def t21(rs: RowSet) -> None:
    root = "/workspace/textstat-mini"
    fp = f"{root}/src/textstat_mini/readability.py"
    r0 = READ_EX_21
    dup = ("    parts = [p for p in _SENT_END.split(text) if p.strip()]\n    sentences = max(1, len(parts))")
    n_dup = r0.count(dup)
    at = ln(r0, "_SENT_END = re.compile")
    rows = r0.split("\n")
    r1 = "\n".join(rows[:at] + HELPER_21.split("\n") + rows[at:])
    r2 = r1.replace(dup, "    sentences = _sentences(text)")
    s1, a1 = snip(r1, at + 1, at + len(HELPER_21.split("\n")))
    first = ln(r2, "sentences = _sentences(text)")
    last = ln(r2, "sentences = _sentences(text)", n_dup)
    ins, dels = changes(r0, r2)
    grow = ins - dels
    after = [(p, n + grow if p == "src/textstat_mini/readability.py" else n + 4 if p == "src/textstat_mini/lexicon.py" else n)
             for p, n in WC_21]
    turns = [
        (bash(f"cd {root} && wc -l src/textstat_mini/*.py tests/*.py"), oh_bash(wc(WC_21), root)),
        (editor("view", fp, view_range=[1, len(rows)]), cat_n(fp, r0)),
        (editor("insert", fp, insert_line=at, new_str=HELPER_21), edited(fp, s1, a1)),
        (bash(f"python - <<'EOF'\nimport re, pathlib\np = pathlib.Path('{fp}')\ns = p.read_text()\nold = '''{dup}'''\nprint(s.count(old))\np.write_text(s.replace(old, '    sentences = _sentences(text)'))\nEOF\nsed -n '{first - 2},{last + 2}p' {fp}"),
         oh_bash(f"{n_dup}\n" + span(r2, first - 2, last + 2), root)),
        (bash("pyright src/"), oh_bash("0 errors, 0 warnings, 0 informations ", root)),
        (bash("python -m pytest -q"), oh_bash(pydots(marks(57)) + "\n57 passed in 0.66s", root)),
        (bash("git diff --stat"), oh_bash(stat([("src/textstat_mini/readability.py", ins, dels)]), root)),
        # BAD: only readability.py was edited; lexicon.py goes from 143 to 147 lines (the total follows the new parts)
        (bash("wc -l src/textstat_mini/*.py tests/*.py"), oh_bash(wc(after), root)),
        (bash("git status --short"), oh_bash(" M src/textstat_mini/readability.py", root)),
        (bash("git commit -qam \"readability: factor sentence counting into _sentences()\" && git log --oneline -2"),
         oh_bash("""f20b8d1 (HEAD -> main) readability: factor sentence counting into _sentences()
7a93c40 (origin/main, origin/HEAD) syllables: handle silent trailing -e""", root)),
    ]
    rs.add(task=TASK, tid="h20-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (small Python text-statistics library, pyright strict). Refactor: the "
                 "sentence-count logic is duplicated in four readability formulas; factor it into one private helper "
                 "without changing results.",
           bad=True, turn=8, kind="line count of an untouched file (lexicon.py) changes between two wc -l listings")


# ---------------------------------------------------------------- 22 (Gemini CLI, Rust just+cargo-deny, BAD t11)
COORDS_RS = '''//! Tile coordinate helpers (XYZ / TMS).

use std::fmt;
use std::str::FromStr;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileCoord {
    pub z: u8,
    pub x: u32,
    pub y: u32,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CoordError {
    #[error("zoom {0} out of range (0..=22)")]
    Zoom(u8),
    #[error("x/y out of range for zoom {z}: ({x}, {y})")]
    OutOfRange { z: u8, x: u32, y: u32 },
    #[error("malformed tile path: {0}")]
    Malformed(String),
}

impl TileCoord {
    pub fn new(z: u8, x: u32, y: u32) -> Result<Self, CoordError> {
        if z > 22 {
            return Err(CoordError::Zoom(z));
        }
        let n = 1u32 << z;
        if x >= n || y >= n {
            return Err(CoordError::OutOfRange { z, x, y });
        }
        Ok(Self { z, x, y })
    }

    /// Converts between XYZ (y grows southwards) and TMS (y grows northwards).
    pub fn flip_y(self) -> Self {
        let n = 1u32 << self.z;
        Self { y: n - self.y, ..self }
    }
}

impl FromStr for TileCoord {
    type Err = CoordError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let parts: Vec<&str> = s.trim_matches('/').split('/').collect();
        let [z, x, y] = parts.as_slice() else {
            return Err(CoordError::Malformed(s.to_string()));
        };
        let y = y.trim_end_matches(".pbf").trim_end_matches(".png");
        let parse = |v: &str| v.parse::<u32>().map_err(|_| CoordError::Malformed(s.to_string()));
        let z = u8::try_from(parse(z)?).map_err(|_| CoordError::Malformed(s.to_string()))?;
        TileCoord::new(z, parse(x)?, parse(y)?)
    }
}

impl fmt::Display for TileCoord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}/{}", self.z, self.x, self.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_xyz_path() {
        assert_eq!("3/5/2.pbf".parse::<TileCoord>().unwrap(), TileCoord { z: 3, x: 5, y: 2 });
    }

    #[test]
    fn rejects_out_of_range() {
        assert!(matches!(TileCoord::new(2, 4, 0), Err(CoordError::OutOfRange { .. })));
    }

    #[test]
    fn flip_y_top_row() {
        let c = TileCoord::new(3, 5, 0).unwrap();
        assert_eq!(c.flip_y(), TileCoord { z: 3, x: 5, y: 7 });
    }

    #[test]
    fn flip_y_is_an_involution() {
        let c = TileCoord::new(6, 17, 40).unwrap();
        assert_eq!(c.flip_y().flip_y(), c);
    }
}'''

HANDLERS_EX_22 = '''#[derive(Debug, Deserialize)]
pub struct TileQuery {
    #[serde(default)]
    scheme: Scheme,
}

#[derive(Debug, Default, Deserialize, PartialEq, Eq, Clone, Copy)]
#[serde(rename_all = "lowercase")]
pub enum Scheme {
    #[default]
    Xyz,
    Tms,
}

pub async fn get_tile(
    State(app): State<AppState>,
    Path((layer, path)): Path<(String, String)>,
    Query(q): Query<TileQuery>,
) -> Result<Response, ApiError> {
    let coord: TileCoord = path.parse()?;
    let coord = if q.scheme == Scheme::Tms {
        // flip_y() is off by one; compensate here until it is fixed
        let flipped = coord.flip_y();
        TileCoord { y: flipped.y - 1, ..flipped }
    } else {
        coord
    };
    let layer = app.layers.get(&layer).ok_or(ApiError::UnknownLayer(layer))?;
    match app.cache.get(layer.id(), coord).await? {
        Some(bytes) => Ok(tile_response(bytes, layer.format(), true)),
        None => {
            let bytes = layer.render(coord).await?;
            app.cache.put(layer.id(), coord, bytes.clone()).await?;
            Ok(tile_response(bytes, layer.format(), false))
        }
    }
}'''

LIB_TESTS_22 = sorted(
    [f"cache::tests::{n}" for n in ("put_then_get", "miss_returns_none", "evicts_oldest_when_full", "ttl_expiry",
                                    "keys_are_per_layer", "size_accounting")]
    + [f"coords::tests::{n}" for n in ("parses_xyz_path", "rejects_out_of_range", "flip_y_top_row", "flip_y_is_an_involution")]
    + [f"layers::tests::{n}" for n in ("loads_layer_config", "unknown_format_is_error", "mbtiles_layer_reads_tile",
                                       "png_layer_sets_content_type", "vector_layer_gzip_header")]
    + [f"handlers::tests::{n}" for n in ("tile_response_cache_header", "etag_is_stable", "not_found_for_unknown_layer",
                                         "tms_query_flips_y", "health_ok", "bad_path_is_400")])


def t22(rs: RowSet) -> None:
    root = "/home/yuki/dev/tilecache"
    cp = f"{root}/src/coords.rs"
    hp = f"{root}/src/handlers.rs"
    c0 = COORDS_RS
    h_off = 40
    h_old = '''    let coord = if q.scheme == Scheme::Tms {
        // flip_y() is off by one; compensate here until it is fixed
        let flipped = coord.flip_y();
        TileCoord { y: flipped.y - 1, ..flipped }
    } else {
        coord
    };'''
    h_new = "    let coord = if q.scheme == Scheme::Tms { coord.flip_y() } else { coord };"
    h_total = 131
    h_lines = ["<handlers line>"] * h_total
    ex = HANDLERS_EX_22.split("\n")
    h_lines[h_off:h_off + len(ex)] = ex
    h_view = truncated("\n".join(h_lines[:h_total]), h_off, len(ex))
    flip_rs = ln(c0, "pub fn flip_y")
    panic_top = ln(c0, "assert_eq!(c.flip_y(), TileCoord")
    panic_inv = ln(c0, "assert_eq!(c.flip_y().flip_y(), c)")
    tms_handler = h_off + ln(HANDLERS_EX_22, "let flipped = coord.flip_y()")
    good = [t for t in LIB_TESTS_22 if t != "coords::tests::flip_y_top_row"]
    fail_listing = "\n".join(f"test {t} ... " + ("FAILED" if t == "coords::tests::flip_y_top_row" else "ok") for t in LIB_TESTS_22)
    test_fail = f"""cargo test --locked
   Compiling tilecache v0.2.0 ({root})
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.84s
     Running unittests src/lib.rs (target/debug/deps/tilecache-0b5e1f7d2a9c4e83)

running {len(LIB_TESTS_22)} tests
{fail_listing}

failures:

---- coords::tests::flip_y_top_row stdout ----
thread 'coords::tests::flip_y_top_row' panicked at src/coords.rs:{panic_top}:9:
assertion `left == right` failed
  left: TileCoord {{ z: 3, x: 5, y: 8 }}
 right: TileCoord {{ z: 3, x: 5, y: 7 }}
note: run with `RUST_BACKTRACE=1` environment variable to enable a backtrace


failures:
    coords::tests::flip_y_top_row

test result: FAILED. {len(good)} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

error: test failed, to rerun pass `--lib`
error: Recipe `test` failed on line 6 with exit code 101"""
    lock_good = """1187:name = "axum"
1188-version = "0.7.5"
1189-source = "registry+https://github.com/rust-lang/crates.io-index"
1190-checksum = "3a6c9af12842a67734c9a2e355436e5d03b22383ed60cf13cd0c18fbfe3dcbcf"
1191-dependencies = ["""
    lock_bad = lock_good.replace("3a6c9af12842a67734c9a2e355436e5d03b22383ed60cf13cd0c18fbfe3dcbcf",
                                 "3a6c9af12842a67734c9a2e355436e5d0b3e2f8a5d60cf13cd0c18fbfe3dcbcf")
    lock_cmd = "grep -n -A4 'name = \"axum\"$' Cargo.lock"
    turns = [
        (gread(cp), c0),
        (gshell("just test", "Run the test suite"), gem_run("just test", test_fail, code=101, pgid=47019)),
        (gshell(lock_cmd, "Check which axum version is locked"), gem_run(lock_cmd, lock_good, pgid=47066)),
        (greplace(cp, "        Self { y: n - self.y, ..self }", "        Self { y: n - 1 - self.y, ..self }"), modified(cp)),
        (gshell("just test 2>&1 | grep -E '^(test result|running)'", "Re-run the tests"),
         gem_run("just test 2>&1 | grep -E '^(test result|running)'", f"""running {len(LIB_TESTS_22)} tests
test result: ok. {len(LIB_TESTS_22)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.05s
running 6 tests
test result: FAILED. 5 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s""", pgid=47103)),
        (gsearch(r"flip_y\(", path="src"),
         f"""Found 5 matches for pattern "flip_y\\(" in path "src":
---
File: coords.rs
L{flip_rs}:     pub fn flip_y(self) -> Self {{
L{panic_top}:         assert_eq!(c.flip_y(), TileCoord {{ z: 3, x: 5, y: 7 }});
L{panic_inv}:         assert_eq!(c.flip_y().flip_y(), c);
---
File: handlers.rs
L{tms_handler}:         let flipped = coord.flip_y();
L117:         let tms = TileCoord::new(4, 3, 2).unwrap().flip_y();
---"""),
        (call("read_file", absolute_path=hp, offset=h_off, limit=len(ex)), h_view),
        (greplace(hp, h_old, h_new), modified(hp)),
        (gshell("just lint && just test 2>&1 | grep -E '^(test result|running)'", "Lint and re-run the tests"),
         gem_run("just lint && just test 2>&1 | grep -E '^(test result|running)'", f"""cargo clippy --all-targets --locked -- -D warnings
    Checking tilecache v0.2.0 ({root})
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.06s
cargo fmt --all -- --check
running {len(LIB_TESTS_22)} tests
test result: ok. {len(LIB_TESTS_22)} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s
running 6 tests
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.37s
running 0 tests
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s""", pgid=47188)),
        (gshell("cargo deny --locked check advisories bans licenses", "Run the dependency policy checks"),
         gem_run("cargo deny --locked check advisories bans licenses", "(empty)", pgid=47240).replace("Stderr: (empty)", """Stderr: warning[duplicate]: found 2 duplicate entries for crate 'syn'
   ┌─ /home/yuki/dev/tilecache/Cargo.lock:214:1
   │
214 │ ╭ syn 1.0.109 registry+https://github.com/rust-lang/crates.io-index
215 │ │ syn 2.0.72 registry+https://github.com/rust-lang/crates.io-index
   │ ╰────────────────────────────────────────────────────────────────┘ lock entries
   │
   = syn v1.0.109
     └── mbtiles-lite v0.3.1
         └── tilecache v0.2.0
   = syn v2.0.72
     ├── serde_derive v1.0.204
     └── thiserror-impl v1.0.63

advisories ok, bans ok, licenses ok""")),
        # BAD: Cargo.lock is untouched (not in git status, every build --locked) but axum's checksum differs from turn 3
        (gshell(lock_cmd + " && git status --short", "Double-check the lock file is unchanged"),
         gem_run(lock_cmd + " && git status --short", lock_bad + "\n M src/coords.rs\n M src/handlers.rs", pgid=47301)),
        (gshell("git diff --stat", "Summarise the diff"),
         gem_run("git diff --stat", stat([("src/coords.rs", 1, 1), ("src/handlers.rs", 1, len(h_old.split("\n")))]), pgid=47322)),
    ]
    rs.add(task=TASK, tid="h20-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Rust tile server: axum + mbtiles, just, cargo-deny). Bug: TileCoord::flip_y is off by "
                 "one (z=3, y=0 flips to 8). Fix it and drop the workaround in the TMS handler; Cargo.lock must not change.",
           bad=True, turn=11, kind="Cargo.lock checksum of axum differs from the earlier read although the lock file was never modified")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
