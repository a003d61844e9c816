# ruff: noqa: E501, W291, W293
"""holdout29, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI tool styles).

Half contain exactly one world-model contradiction (labelled with its 1-based turn), half are clean but
full of legitimate changes (edits, new files, re-runs with new timings and seeds, shifted line numbers).
Files are kept as Python strings so that every view of them is derived from the same text.
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

# ---------------------------------------------------------------- helpers


def nlines(text: str) -> int:
    return len(text.rstrip("\n").split("\n"))


def lineno(text: str, needle: str, nth: int = 1) -> int:
    """1-based number of the nth line containing ``needle``."""
    seen = 0
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            seen += 1
            if seen == nth:
                return i
    raise KeyError(needle)


def part(text: str, a: int, b: int | None = None) -> str:
    return "\n".join(text.rstrip("\n").split("\n")[a - 1:b])


def view(path: str, text: str, a: int = 1, b: int | None = None) -> str:
    return cat_n(path, part(text, a, b), a)


def swap(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def snip(path: str, text: str, new: str, ctx: int = 4) -> str:
    """The OpenHands str_replace/insert answer: the edited region of ``text`` (new content) with context."""
    idx = text.index(new)
    start = text[:idx].count("\n") + 1
    end = start + new.count("\n")
    a, b = max(1, start - ctx), min(nlines(text), end + ctx)
    return edited(path, part(text, a, b), a)


def g_read(text: str, a: int | None = None, b: int | None = None) -> str:
    """Gemini CLI read_file answer, whole file or a window of lines."""
    if a is None:
        return text
    total = nlines(text)
    b = min(b or total, total)
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {a}-{b} of {total} total lines.\n"
            f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent "
            f"'read_file' call. For example, use offset: {b}.\n\n--- FILE CONTENT (truncated) ---\n" + part(text, a, b))


def g_rd(path: str, a: int | None = None, b: int | None = None) -> str:
    if a is None:
        return call("read_file", absolute_path=path)
    return call("read_file", absolute_path=path, offset=a - 1, limit=(b or a) - a + 1)


def g_ls(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


def g_found(pattern: str, where: str, hits: list[tuple[str, list[tuple[int, str]]]], include: str | None = None) -> str:
    n = sum(len(h) for _, h in hits)
    filt = f' (filter: "{include}")' if include else ""
    if not n:
        return f'No matches found for pattern "{pattern}" in path "{where}"{filt}.'
    out = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}"{filt}:', "---"]
    for f, hs in hits:
        out.append(f"File: {f}")
        out += [f"L{ln}: {t}" for ln, t in hs]
        out.append("---")
    return "\n".join(out)


def g_hits(text: str, needle: str) -> list[tuple[int, str]]:
    return [(i, ln) for i, ln in enumerate(text.split("\n"), 1) if needle in ln]


def g_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def g_write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def g_ok(path: str) -> str:
    return f"Successfully modified file: {path} (1 replacements)."


def counts(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for ln in difflib.unified_diff(old.rstrip("\n").split("\n"), new.rstrip("\n").split("\n"), lineterm="", n=0):
        if ln.startswith("+") and not ln.startswith("+++"):
            ins += 1
        elif ln.startswith("-") and not ln.startswith("---"):
            dels += 1
    return ins, dels


def diffstat(files: list[tuple[str, int, int]]) -> str:
    w = max(len(f) for f, _, _ in files)
    nw = max(len(str(i + d)) for _, i, d in files)
    out = [f" {f.ljust(w)} | {str(i + d).rjust(nw)} {'+' * i}{'-' * d}" for f, i, d in files]
    ti, td = sum(i for _, i, _ in files), sum(d for _, _, d in files)
    tail = f" {len(files)} file{'s' if len(files) != 1 else ''} changed"
    if ti:
        tail += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        tail += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(out + [tail])


def udiff(path: str, old: str, new: str, idx: str) -> str:
    body = list(difflib.unified_diff(old.rstrip("\n").split("\n"), new.rstrip("\n").split("\n"),
                                     f"a/{path}", f"b/{path}", lineterm="", n=3))
    return f"diff --git a/{path} b/{path}\nindex {idx} 100644\n" + "\n".join(body)


def grep_n(path: str, text: str, needle: str) -> list[str]:
    return [f"{path}:{i}:{ln}" for i, ln in g_hits(text, needle)]


# ---------------------------------------------------------------- 01  OpenHands, Python / pytest  (bad)

PRICING = '''"""Price calculation helpers."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal

from .currency import Currency, minor_units

__all__ = ["LineItem", "apply_discount", "line_total", "order_total"]


@dataclass(frozen=True)
class LineItem:
    sku: str
    unit_price: Decimal
    quantity: int
    currency: Currency = Currency.EUR


def _quantize(amount: Decimal, currency: Currency) -> Decimal:
    exp = Decimal(1).scaleb(-minor_units(currency))
    return amount.quantize(exp, rounding=ROUND_HALF_EVEN)


def apply_discount(amount: Decimal, percent: Decimal, currency: Currency = Currency.EUR) -> Decimal:
    """Return ``amount`` reduced by ``percent`` (0-100)."""
    if not Decimal(0) <= percent <= Decimal(100):
        raise ValueError(f"discount out of range: {percent}")
    discounted = amount * (Decimal(100) - percent) / Decimal(100)
    return _quantize(discounted, currency)


def line_total(item: LineItem, percent: Decimal = Decimal(0)) -> Decimal:
    gross = item.unit_price * item.quantity
    return apply_discount(gross, percent, item.currency)


def order_total(items: list[LineItem], percent: Decimal = Decimal(0)) -> Decimal:
    if not items:
        return Decimal("0.00")
    currency = items[0].currency
    if any(i.currency is not currency for i in items):
        raise ValueError("mixed currencies in one order")
    return _quantize(sum((line_total(i, percent) for i in items), Decimal(0)), currency)
'''

PRICING_TESTS_TAIL = '''

def test_order_total_rejects_mixed_currencies():
    items = [LineItem("A", Decimal("1.00"), 1), LineItem("B", Decimal("1.00"), 1, Currency.USD)]
    with pytest.raises(ValueError, match="mixed currencies"):
        order_total(items)


@pytest.mark.parametrize(
    ("amount", "percent", "expected"),
    [
        (Decimal("10.00"), Decimal("0"), Decimal("10.00")),
        (Decimal("10.00"), Decimal("15"), Decimal("8.50")),
        (Decimal("19.99"), Decimal("33"), Decimal("13.39")),
    ],
)
def test_apply_discount_table(amount, percent, expected):
    assert apply_discount(amount, percent) == expected'''

NEW_PRICING_TEST = '''

def test_apply_discount_rounds_half_up():
    # 5.33 EUR at 50 % is 2.665: commercial rounding gives 2.67 (the ERP value), not 2.66
    assert apply_discount(Decimal("5.33"), Decimal("50")) == Decimal("2.67")
    assert line_total(LineItem("SKU-1", Decimal("0.125"), 1)) == Decimal("0.13")
    assert apply_discount(Decimal("5.33"), Decimal("50"), Currency.JPY) == Decimal("3")'''

PYTEST_HDR = ("============================= test session starts ==============================\n"
              "platform linux -- Python {py}, pytest-{pt}, pluggy-1.5.0\nrootdir: {root}\nconfigfile: pyproject.toml\n")


def t01(rs: RowSet) -> None:
    root = "/workspace/shoplift"
    p = f"{root}/src/shoplift/pricing.py"
    tp = f"{root}/tests/test_pricing.py"
    v1 = swap(PRICING, "from decimal import ROUND_HALF_EVEN, Decimal", "from decimal import ROUND_HALF_UP, Decimal")
    v2 = swap(v1, "    return amount.quantize(exp, rounding=ROUND_HALF_EVEN)", "    return amount.quantize(exp, rounding=ROUND_HALF_UP)")
    doc_old = '    """Return ``amount`` reduced by ``percent`` (0-100)."""'
    doc_new = ('    """Return ``amount`` reduced by ``percent`` (0-100).\n\n'
               '    The result is rounded half-up to the minor unit of ``currency`` (commercial rounding).\n    """')
    v3 = swap(v2, doc_old, doc_new)
    drift = swap(v2, "rounding=ROUND_HALF_UP)", "rounding=ROUND_HALF_EVEN)")  # the drifted view
    qa = lineno(PRICING, "def _quantize")
    grep = "\n".join([f"src/shoplift/pricing.py:{i}:{ln}" for i, ln in enumerate(PRICING.split("\n"), 1)
                      if "ROUND_HALF" in ln or ".quantize(" in ln] + [
        "src/shoplift/tax.py:4:from decimal import ROUND_HALF_UP, Decimal",
        'src/shoplift/tax.py:31:    return (net * rate / Decimal(100)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)'])
    tests_base = 96 - nlines(PRICING_TESTS_TAIL) + 1
    tests_tail_after = PRICING_TESTS_TAIL + "\n" + NEW_PRICING_TEST
    hdr = PYTEST_HDR.format(py="3.11.9", pt="8.2.1", root=root) + "plugins: cov-5.0.0\n"
    turns = [
        (bash(f'cd {root} && grep -rn "ROUND_HALF\\|\\.quantize(" src/'),
         oh_bash(grep, root)),
        (editor("view", p), cat_n(p, PRICING.rstrip("\n"))),
        (bash("python -m pytest tests/test_pricing.py"),
         oh_bash(hdr + "collected 14 items\n\ntests/test_pricing.py ..............                                     [100%]\n\n"
                 "============================== 14 passed in 0.11s ==============================", root)),
        (editor("str_replace", p, old_str="from decimal import ROUND_HALF_EVEN, Decimal", new_str="from decimal import ROUND_HALF_UP, Decimal"),
         snip(p, v1, "from decimal import ROUND_HALF_UP, Decimal")),
        (editor("str_replace", p, old_str="    return amount.quantize(exp, rounding=ROUND_HALF_EVEN)", new_str="    return amount.quantize(exp, rounding=ROUND_HALF_UP)"),
         snip(p, v2, "    return amount.quantize(exp, rounding=ROUND_HALF_UP)")),
        (editor("insert", tp, insert_line=96, new_str=NEW_PRICING_TEST),
         edited(tp, part(tests_tail_after, 7), tests_base + 6)),
        (bash("python -m pytest tests/test_pricing.py -q"),
         oh_bash("...............                                                          [100%]\n15 passed in 0.10s", root)),
        (editor("view", p, view_range=[qa, qa + 12]), view(p, drift, qa, qa + 12)),
        (editor("str_replace", p, old_str=doc_old, new_str=doc_new), snip(p, v3, doc_new, ctx=2)),
        (bash("python -m pytest -q && git status --short"),
         oh_bash("........................................................................ [ 95%]\n...                                                                      [100%]\n"
                 "75 passed in 0.84s\n M src/shoplift/pricing.py\n M tests/test_pricing.py", root)),
    ]
    state = (f"Repository {root} (Python 3.11, package `shoplift`). Issue #212: \"Invoice totals are a cent off "
             "compared to the ERP. 5.33 EUR with a 50 % discount gives 2.66, finance expects 2.67 (commercial "
             "rounding). Please switch price rounding to half-up and add a regression test.\"")
    rs.add(task="swe", tid="h29-swe-01", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=8, kind="line the agent edited to ROUND_HALF_UP reads back as ROUND_HALF_EVEN in a later view")



# ---------------------------------------------------------------- 02  Gemini CLI, TypeScript / vitest  (clean)

ALIASES_TS = '''/**
 * Predefined schedules accepted in place of a five-field expression.
 * See crontab(5), "@" nicknames. `@reboot` is deliberately not supported.
 */
export const ALIASES: Readonly<Record<string, string>> = Object.freeze({
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
});

export function resolveAlias(expr: string): string {
  const key = expr.trim().toLowerCase();
  if (!key.startsWith('@')) return expr;
  const resolved = ALIASES[key];
  if (resolved === undefined) {
    throw new SyntaxError(`Unknown cron alias "${expr.trim()}"`);
  }
  return resolved;
}
'''

WEEKLY_TEST = '''import { describe, expect, it } from 'vitest';
import { resolveAlias } from '../src/aliases';
import { nextRun } from '../src/next';

describe('@weekly / @midnight', () => {
  it('resolves @weekly to Sunday midnight', () => {
    expect(resolveAlias('@weekly')).toBe('0 0 * * 0');
  });

  it('resolves @midnight like @daily', () => {
    expect(resolveAlias('@midnight')).toBe(resolveAlias('@daily'));
  });

  it('is case-insensitive', () => {
    expect(resolveAlias('  @Weekly ')).toBe('0 0 * * 0');
  });

  it('schedules @weekly on the next Sunday', () => {
    const from = new Date('2024-05-15T09:30:00Z'); // a Wednesday
    expect(nextRun('@weekly', from, { tz: 'UTC' }).toISOString()).toBe('2024-05-19T00:00:00.000Z');
  });
});
'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/projects/tiny-cron"
    a = f"{root}/src/aliases.ts"
    old = "  '@monthly': '0 0 1 * *',\n  '@daily': '0 0 * * *',\n"
    new = "  '@monthly': '0 0 1 * *',\n  '@weekly': '0 0 * * 0',\n  '@daily': '0 0 * * *',\n  '@midnight': '0 0 * * *',\n"
    a1 = swap(ALIASES_TS, old, new)
    readme_old = "`@yearly` (alias `@annually`), `@monthly`, `@daily` and `@hourly` are accepted anywhere a five-field\nexpression is."
    readme_new = ("`@yearly` (alias `@annually`), `@monthly`, `@weekly`, `@daily` (alias `@midnight`) and `@hourly` are\n"
                  "accepted anywhere a five-field expression is.")
    tw = f"{root}/test/aliases.weekly.test.ts"
    run1 = (" RUN  v1.6.0 /home/dev/projects/tiny-cron\n\n"
            " ✓ test/fields.test.ts  (18 tests) 9ms\n ✓ test/aliases.test.ts  (7 tests) 4ms\n"
            " ✓ test/parse.test.ts  (15 tests) 12ms\n ✓ test/next.test.ts  (12 tests) 27ms\n\n"
            " Test Files  4 passed (4)\n      Tests  52 passed (52)\n   Start at  10:14:02\n"
            "   Duration  1.21s (transform 212ms, setup 0ms, collect 398ms, tests 52ms, environment 1ms, prepare 702ms)\n")
    run2 = (" RUN  v1.6.0 /home/dev/projects/tiny-cron\n\n"
            " ✓ test/aliases.weekly.test.ts  (4 tests) 6ms\n ✓ test/aliases.test.ts  (7 tests) 3ms\n\n"
            " Test Files  2 passed (2)\n      Tests  11 passed (11)\n   Start at  10:16:47\n"
            "   Duration  684ms (transform 141ms, setup 0ms, collect 233ms, tests 9ms, environment 0ms, prepare 318ms)\n")
    run3 = (" RUN  v1.6.0 /home/dev/projects/tiny-cron\n\n"
            " ✓ test/aliases.test.ts  (7 tests) 4ms\n ✓ test/fields.test.ts  (18 tests) 10ms\n"
            " ✓ test/aliases.weekly.test.ts  (4 tests) 7ms\n ✓ test/parse.test.ts  (15 tests) 11ms\n"
            " ✓ test/next.test.ts  (12 tests) 31ms\n\n"
            " Test Files  5 passed (5)\n      Tests  56 passed (56)\n   Start at  10:19:31\n"
            "   Duration  1.34s (transform 247ms, setup 0ms, collect 455ms, tests 63ms, environment 1ms, prepare 811ms)\n")
    hits = [("src/aliases.ts", g_hits(a1, "@weekly")), ("test/aliases.weekly.test.ts", g_hits(WEEKLY_TEST, "@weekly"))]
    ins, dels = counts(ALIASES_TS, a1)
    stat = diffstat([("README.md", 2, 2), ("src/aliases.ts", ins, dels)])
    turns = [
        (call("list_directory", path=f"{root}/src"),
         g_ls(f"{root}/src", [], ["aliases.ts", "expand.ts", "fields.ts", "index.ts", "next.ts", "parse.ts", "timezone.ts"])),
        (g_rd(a), g_read(ALIASES_TS)),
        (gshell("npx vitest run", "Run the test suite once to get a baseline."), gem_run("npx vitest run", run1)),
        (g_replace(a, old, new), g_ok(a)),
        (g_write(tw, WEEKLY_TEST), f"Successfully created and wrote to new file: {tw}."),
        (gshell("npx vitest run test/aliases", "Run only the alias tests."), gem_run("npx vitest run test/aliases", run2, pgid=40388)),
        (call("search_file_content", pattern="@weekly", path=root),
         g_found("@weekly", root, hits)),
        (g_replace(f"{root}/README.md", readme_old, readme_new), g_ok(f"{root}/README.md")),
        (gshell("npx vitest run && git status --short && git diff --stat", "Run the full suite and summarize the working-tree changes."),
         gem_run("npx vitest run && git status --short && git diff --stat",
                 run3 + " M README.md\n M src/aliases.ts\n?? test/aliases.weekly.test.ts\n" + stat, pgid=40517)),
    ]
    state = (f"Project {root} (TypeScript cron-expression library `tiny-cron`, vitest). Issue #37: \"`@weekly` "
             "and `@midnight` throw `Unknown cron alias`; they are standard crontab nicknames.\"")
    rs.add(task="swe", tid="h29-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 03  OpenHands, Ruby / rspec  (bad)

TRANSLIT_RB = '''# frozen_string_literal: true

module Slugkit
  # Maps non-ASCII characters to ASCII approximations before slugifying.
  module Transliterate
    DEFAULT = {
      "ä" => "a", "ö" => "o", "ü" => "u", "ß" => "ss",
      "Ä" => "A", "Ö" => "O", "Ü" => "U",
      "é" => "e", "è" => "e", "ê" => "e", "ë" => "e",
      "á" => "a", "à" => "a", "â" => "a", "å" => "a",
      "ñ" => "n", "ç" => "c", "ø" => "o", "æ" => "ae"
    }.freeze

    module_function

    def call(string, table: DEFAULT)
      string.unicode_normalize(:nfc).each_char.map { |ch| table.fetch(ch, ch) }.join
    end
  end
end
'''

SLUGKIT_RB = '''# frozen_string_literal: true

require_relative "slugkit/version"
require_relative "slugkit/transliterate"
require_relative "slugkit/tables/cyrillic"

# Turns arbitrary titles into URL slugs.
module Slugkit
  class Error < StandardError; end

  ZERO_WIDTH = /[\\u200B-\\u200D\\uFEFF]/

  def self.slugify(string, separator: "-", max_length: nil)
    raise Error, "separator must not be empty" if separator.empty?

    ascii = Transliterate.call(string.gsub(ZERO_WIDTH, ""))
    ascii = Tables::Cyrillic.call(ascii)
    slug = ascii.downcase.gsub(/[^a-z0-9]+/, separator).delete_prefix(separator).delete_suffix(separator)
    max_length ? slug[0, max_length].delete_suffix(separator) : slug
  end
end
'''

SPEC_TAIL = '''  it "strips zero-width joiners" do
    expect(described_class.slugify("co\\u200Dop")).to eq("coop")
  end

  it "truncates to max_length without a trailing separator" do
    expect(described_class.slugify("Hello brave new world", max_length: 12)).to eq("hello-brave")
  end
end'''

SPEC_NEW = '''
  context "with locale: :de" do
    it "spells umlauts out" do
      expect(described_class.slugify("Grüße aus Köln", locale: :de)).to eq("gruesse-aus-koeln")
    end

    it "keeps the default table for other locales" do
      expect(described_class.slugify("Grüße aus Köln")).to eq("grusse-aus-koln")
    end
  end'''


def t03(rs: RowSet) -> None:
    root = "/workspace/slugkit"
    tr = f"{root}/lib/slugkit/transliterate.rb"
    sk = f"{root}/lib/slugkit.rb"
    sp = f"{root}/spec/slugkit_spec.rb"
    old1 = '''    module_function

    def call(string, table: DEFAULT)
      string'''
    new1 = '''    GERMAN = DEFAULT.merge(
      "ä" => "ae", "ö" => "oe", "ü" => "ue",
      "Ä" => "Ae", "Ö" => "Oe", "Ü" => "Ue"
    ).freeze

    LOCALES = {de: GERMAN}.freeze

    module_function

    def call(string, locale: nil, table: LOCALES.fetch(locale, DEFAULT))
      string'''
    tr1 = swap(TRANSLIT_RB, old1, new1)
    old2 = '''  def self.slugify(string, separator: "-", max_length: nil)
    raise Error, "separator must not be empty" if separator.empty?

    ascii = Transliterate.call(string.gsub(ZERO_WIDTH, ""))'''
    new2 = '''  def self.slugify(string, separator: "-", max_length: nil, locale: nil)
    raise Error, "separator must not be empty" if separator.empty?

    ascii = Transliterate.call(string.gsub(ZERO_WIDTH, ""), locale: locale)'''
    sk1 = swap(SLUGKIT_RB, old2, new2)
    spec_start = 58
    spec_after = swap(SPEC_TAIL, '''eq("hello-brave")
  end
end''', '''eq("hello-brave")
  end
''' + SPEC_NEW + "\nend")
    i1, d1 = counts(TRANSLIT_RB, tr1)
    i2, d2 = counts(SLUGKIT_RB, sk1)
    i3, d3 = SPEC_NEW.count("\n") + 1, 0
    ti, td = i1 + i2 + i3, d1 + d2 + d3
    msg = "Transliterate German umlauts when locale: :de"
    log0 = ("c4a81e9 (HEAD -> fix/de-umlauts, origin/main, origin/HEAD, main) Merge pull request #58 from jbrandt/cyrillic-table\n"
            "0f3d7b2 Add Cyrillic transliteration table\n9e51a60 Release 0.6.1\n"
            "72bd0c4 Strip zero-width joiners before slugifying\n1a6f3e8 Document :separator option")
    seed = "Randomized with seed 41873\n"
    rspec = (seed + "." * 41 + "\n\nFinished in 0.03127 seconds (files took 0.14311 seconds to load)\n41 examples, 0 failures\n\n" + seed)
    turns = [
        (bash(f"cd {root} && git status -sb && git log --oneline -5"),
         oh_bash("## fix/de-umlauts\n" + log0, root)),
        (editor("view", tr), cat_n(tr, TRANSLIT_RB.rstrip("\n"))),
        (editor("str_replace", tr, old_str=old1, new_str=new1), snip(tr, tr1, new1, ctx=3)),
        (editor("str_replace", sk, old_str=old2, new_str=new2), snip(sk, sk1, new2)),
        (editor("str_replace", sp, old_str='''eq("hello-brave")
  end
end''', new_str='''eq("hello-brave")
  end
''' + SPEC_NEW + "\nend"), edited(sp, part(spec_after, 4), spec_start + 3)),
        (bash("bundle exec rspec"), oh_bash(rspec, root)),
        (bash(f'git add -A && git commit -m "{msg}"'),
         oh_bash(f"[fix/de-umlauts 3e9c1a7] {msg}\n 3 files changed, {ti} insertions(+), {td} deletions(-)", root)),
        (bash("git log --oneline -3"),
         oh_bash(f"b7d04f2 (HEAD -> fix/de-umlauts) {msg}\n" + "\n".join(log0.replace("HEAD -> fix/de-umlauts, ", "").split("\n")[:2]), root)),
        (bash("gem build slugkit.gemspec"),
         oh_bash("  Successfully built RubyGem\n  Name: slugkit\n  Version: 0.6.1\n  File: slugkit-0.6.1.gem", root)),
        (bash("git status"),
         oh_bash("On branch fix/de-umlauts\nUntracked files:\n  (use \"git add <file>...\" to include in what will be committed)\n"
                 "\tslugkit-0.6.1.gem\n\nnothing added to commit but untracked files present (use \"git add\" to track)", root)),
    ]
    state = (f"Repository {root} (Ruby gem `slugkit`, RSpec), branch fix/de-umlauts checked out. Issue #61: "
             "\"German users expect `Grüße aus Köln` to become `gruesse-aus-koeln`, not `grusse-aus-koln`. Add an "
             "opt-in `locale: :de` to `Slugkit.slugify`.\"")
    rs.add(task="swe", tid="h29-swe-03", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=8, kind="the commit just created shows a different short hash in git log")


# ---------------------------------------------------------------- 04  Gemini CLI, Elixir / ExUnit  (clean)

INI_PARSER = '''defmodule IniEx.Parser do
  @moduledoc """
  Line-oriented INI parser. Produces `%{section => %{key => value}}`; keys before
  the first section header go into the `"default"` section.
  """

  @type t :: %{optional(String.t()) => %{optional(String.t()) => String.t()}}

  @spec parse(String.t()) :: {:ok, t()} | {:error, {pos_integer(), String.t()}}
  def parse(source) when is_binary(source) do
    source
    |> String.split(~r/\\r?\\n/)
    |> Enum.with_index(1)
    |> Enum.reduce_while({"default", %{}}, &parse_line/2)
    |> case do
      {:error, _} = err -> err
      {_section, acc} -> {:ok, acc}
    end
  end

  defp parse_line({line, lineno}, {section, acc}) do
    case String.trim(line) do
      "" -> {:cont, {section, acc}}
      ";" <> _ -> {:cont, {section, acc}}
      "#" <> _ -> {:cont, {section, acc}}
      "[" <> rest -> header(rest, lineno, acc)
      pair -> assign(pair, lineno, section, acc)
    end
  end

  defp header(rest, lineno, acc) do
    case String.split(rest, "]", parts: 2) do
      [name, ""] -> {:cont, {String.trim(name), Map.put_new(acc, String.trim(name), %{})}}
      _ -> {:halt, {:error, {lineno, "malformed section header"}}}
    end
  end

  defp assign(pair, lineno, section, acc) do
    case String.split(pair, "=", parts: 2) do
      [key, value] ->
        key = String.trim(key)
        value = value |> String.trim() |> unquote_value()
        {:cont, {section, Map.update(acc, section, %{key => value}, &Map.put(&1, key, value))}}

      [_] ->
        {:halt, {:error, {lineno, "expected key = value"}}}
    end
  end

  defp unquote_value("\\"" <> rest), do: String.trim_trailing(rest, "\\"")
  defp unquote_value(value), do: value
end
'''

INI_TESTS_NEW = '''  describe "inline comments" do
    test "strips ; comments after a value" do
      assert parse!("[db]\\nhost = localhost ; dev box\\n")["db"]["host"] == "localhost"
    end

    test "strips # comments after a value" do
      assert parse!("[db]\\nport = 5432 # default\\n")["db"]["port"] == "5432"
    end

    test "keeps ; inside a quoted value" do
      assert parse!(~s([s]\\nname = "a;b"\\n))["s"]["name"] == "a;b"
    end
  end

  describe "errors" do'''


def t04(rs: RowSet) -> None:
    root = "/home/ana/src/ini_ex"
    p = f"{root}/lib/ini_ex/parser.ex"
    t = f"{root}/test/ini_ex/parser_test.exs"
    old1 = '''        value = value |> String.trim() |> unquote_value()'''
    new1 = '''        value = value |> String.trim() |> strip_inline_comment() |> String.trim_trailing() |> unquote_value()'''
    fn_a = '''  defp strip_inline_comment(value) do
    case String.split(value, [";", "#"], parts: 2) do
      [kept, rest] -> kept
      [kept] -> kept
    end
  end

  defp unquote_value("\\"" <> rest)'''
    fn_b = '''  defp strip_inline_comment("\\"" <> _ = quoted), do: quoted

  defp strip_inline_comment(value) do
    case Regex.run(~r/^(.*?)\\s+[;#]/, value, capture: :all_but_first) do
      [kept] -> kept
      nil -> value
    end
  end

  defp unquote_value("\\"" <> rest)'''
    p1 = swap(swap(INI_PARSER, old1, new1), '''  defp unquote_value("\\"" <> rest)''', fn_a)
    p2 = swap(p1, fn_a, fn_b)
    wl = lineno(p1, "[kept, rest] -> kept")
    fa = lineno(p1, "defp strip_inline_comment")
    warn = ('    warning: variable "rest" is unused (if the variable is not meant to be used, prefix it with an underscore)\n'
            "    │\n" f" {wl} │       [kept, rest] -> kept\n" "    │              ~~~~\n    │\n"
            f"    └─ lib/ini_ex/parser.ex:{wl}:14: IniEx.Parser.strip_inline_comment/1\n\n")
    fail = ('  1) test inline comments keeps ; inside a quoted value (IniEx.ParserTest)\n'
            "     test/ini_ex/parser_test.exs:71\n     Assertion with == failed\n"
            '     code:  assert parse!(~s([s]\\nname = "a;b"\\n))["s"]["name"] == "a;b"\n'
            '     left:  "a"\n     right: "a;b"\n     stacktrace:\n       test/ini_ex/parser_test.exs:72: (test)\n\n')
    r1 = ("Running ExUnit with seed: 118273, max_cases: 16\n\n" + "." * 23 +
          "\nFinished in 0.06 seconds (0.06s async, 0.00s sync)\n23 tests, 0 failures")
    r2 = ("Compiling 1 file (.ex)\n" + warn + "Running ExUnit with seed: 940112, max_cases: 16\n\n" + "." * 9 + "\n\n" + fail
          + "." * 16 + "\nFinished in 0.07 seconds (0.07s async, 0.00s sync)\n26 tests, 1 failure\n\nRandomized with seed 940112")
    r3 = ("Compiling 1 file (.ex)\nRunning ExUnit with seed: 23517, max_cases: 16\n\n" + "." * 26 +
          "\nFinished in 0.07 seconds (0.06s async, 0.00s sync)\n26 tests, 0 failures")
    i1, d1 = counts(INI_PARSER, p2)
    stat = diffstat([("lib/ini_ex/parser.ex", i1, d1), ("test/ini_ex/parser_test.exs", INI_TESTS_NEW.count("\n"), 0)])
    turns = [
        (gshell("mix test", "Run the test suite for a baseline."), gem_run("mix test", r1)),
        (g_rd(p), g_read(INI_PARSER)),
        (g_replace(p, old1, new1), g_ok(p)),
        (g_replace(p, '''  defp unquote_value("\\"" <> rest)''', fn_a), g_ok(p)),
        (g_replace(t, '  describe "errors" do', INI_TESTS_NEW), g_ok(t)),
        (gshell("mix test", "Compile and run the tests with the new inline-comment handling."), gem_run("mix test", r2, code=2, pgid=51877)),
        (g_rd(p, fa, fa + 8), g_read(p1, fa, fa + 8)),
        (g_replace(p, fn_a, fn_b), g_ok(p)),
        (gshell("mix test", "Re-run the tests after fixing quoted values."), gem_run("mix test", r3, pgid=52040)),
        (gshell("mix format --check-formatted && git diff --stat", "Check formatting and summarize the diff."),
         gem_run("mix format --check-formatted && git diff --stat", stat, pgid=52199)),
    ]
    state = (f"Project {root} (Elixir INI parser `ini_ex`, ExUnit). Task: support inline comments after values "
             "(`key = value ; note` and `key = value # note`), without breaking quoted values that contain `;` or `#`.")
    rs.add(task="swe", tid="h29-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 05  OpenHands, C / meson  (bad)

DECODE_C = '''/* SPDX-License-Identifier: MIT */
#include "tinyb64.h"

#include <stddef.h>
#include <stdint.h>

static const int8_t DECODE_TABLE[256] = {
#include "decode_table.inc"
};

static int value_of(unsigned char c, int urlsafe)
{
    if (urlsafe) {
        if (c == '-')
            return 62;
        if (c == '_')
            return 63;
        if (c == '+' || c == '/')
            return -1;
    }
    return DECODE_TABLE[c];
}

ptrdiff_t b64_decode(const char *in, size_t len, uint8_t *out, size_t cap, unsigned flags)
{
    const int urlsafe = (flags & B64_URLSAFE) != 0;
    size_t o = 0;
    size_t i = 0;

    if (len % 4 != 0 && !(flags & B64_NOPAD))
        return B64_EINVAL;

    while (i < len) {
        uint32_t quad = 0;
        size_t pad = 0;
        int n = 0;

        for (; n < 4 && i < len; n++, i++) {
            unsigned char c = (unsigned char)in[i];
            if (c == '=') {
                pad++;
                quad <<= 6;
                continue;
            }
            int v = value_of(c, urlsafe);
            if (v < 0)
                return B64_EINVAL;
            quad = (quad << 6) | (uint32_t)v;
        }
        if (n < 4)
            quad <<= 6 * (4 - n);

        size_t bytes = 3 - pad - (size_t)(4 - n);
        if (o + bytes > cap)
            return B64_ENOSPC;
        for (size_t k = 0; k < bytes; k++)
            out[o++] = (uint8_t)(quad >> (16 - 8 * k));
        if (pad && i < len)
            return B64_EINVAL; /* padding only in the last quantum */
    }
    return (ptrdiff_t)o;
}
'''

MESON_TESTS = [("encode", "test_encode"), ("decode", "test_decode"), ("decode", "test_padding"), ("decode", "test_urlsafe"),
               ("decode", "test_nopad"), ("decode", "test_whitespace"), ("roundtrip", "test_roundtrip"),
               ("stream", "test_stream"), ("roundtrip", "test_corpus")]


def meson_line(k: int, n: int, suite: str, name: str, status: str, t: str, extra: str = "") -> str:
    left = f"{k:>{len(str(n))}}/{n} tinyb64:{suite} / {name}"
    return f"{left.ljust(44)}{status.ljust(16)}{t}{extra}"


def t05(rs: RowSet) -> None:
    root = "/workspace/tinyb64"
    p = f"{root}/src/decode.c"
    old = '''            if (c == '=') {
                pad++;
                quad <<= 6;
                continue;
            }
            int v'''
    new = '''            if (c == '=') {
                if (n < 2 || pad > 1)
                    return B64_EINVAL; /* "a===" or "====" */
                pad++;
                quad <<= 6;
                continue;
            }
            if (pad > 0)
                return B64_EINVAL; /* data after padding, e.g. "ab=c" */
            int v'''
    d1 = swap(DECODE_C, old, new)
    order1 = [0, 1, 2, 3, 4, 5, 7, 6, 8]
    times1 = ["0.01s", "0.01s", "0.01s", "0.01s", "0.01s", "0.02s", "0.04s", "0.05s", "0.31s"]
    lines1 = []
    for k, idx in enumerate(order1, 1):
        suite, name = MESON_TESTS[idx]
        if name == "test_padding":
            lines1.append(meson_line(k, 9, suite, name, "FAIL", times1[k - 1], "   exit status 1"))
            lines1.append(">>> MALLOC_PERTURB_=143 /workspace/tinyb64/build/tests/test_padding\n"
                          "――――――――――――――――――――――――――――――――――――― ✀  ―――――――――――――――――――――――――――――――――――――\n"
                          "stdout:\ntest_padding.c:48: expected B64_EINVAL for \"ab=c\", got 2\n"
                          "test_padding.c:49: expected B64_EINVAL for \"a===\", got 0\n"
                          "test_padding: 12 of 14 checks passed\n"
                          "――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――――")
        else:
            lines1.append(meson_line(k, 9, suite, name, "OK", times1[k - 1]))
    summary1 = ("\n\nSummary of Failures:\n\n" + meson_line(3, 9, "decode", "test_padding", "FAIL", "0.01s", "   exit status 1")
                + "\n\nOk:                 8\nExpected Fail:      0\nFail:               1\nUnexpected Pass:    0\n"
                "Skipped:            0\nTimeout:            0\n\nFull log written to /workspace/tinyb64/build/meson-logs/testlog.txt")
    out1 = "ninja: Entering directory `build'\nninja: no work to do.\n" + "\n".join(lines1) + summary1
    tests2 = MESON_TESTS[:5] + [("decode", "test_strict_padding")] + MESON_TESTS[5:]
    order2 = [0, 1, 2, 3, 4, 5, 6, 8, 7, 9]
    times2 = ["0.01s", "0.01s", "0.01s", "0.01s", "0.01s", "0.01s", "0.02s", "0.04s", "0.05s", "0.29s"]
    lines2 = [meson_line(k, 10, *tests2[idx], "OK", times2[k - 1]) for k, idx in enumerate(order2, 1)]
    links = ["test_padding", "test_decode", "test_encode", "test_nopad", "test_urlsafe", "test_whitespace",
             "test_stream", "test_roundtrip", "test_corpus"]
    out2 = ("ninja: Entering directory `build'\n[1/11] Compiling C object src/libtinyb64.a.p/decode.c.o\n"
            "[2/11] Linking static target src/libtinyb64.a\n"
            + "".join(f"[{k}/11] Linking target tests/{t}\n" for k, t in enumerate(links, 3)) + "\n".join(lines2) +
            "\n\nOk:                 10\nExpected Fail:      0\nFail:               0\nUnexpected Pass:    0\n"
            "Skipped:            0\nTimeout:            0\n\nFull log written to /workspace/tinyb64/build/meson-logs/testlog.txt")
    vg = ("==48213== Memcheck, a memory error detector\n==48213== Copyright (C) 2002-2022, and GNU GPL'd, by Julian Seward et al.\n"
          "==48213== Using Valgrind-3.19.0 and LibVEX; rerun with -h for copyright info\n==48213== Command: build/tests/test_padding\n"
          "==48213== \ntest_padding: 14 of 14 checks passed\n==48213== \n==48213== HEAP SUMMARY:\n"
          "==48213==     in use at exit: 0 bytes in 0 blocks\n==48213==   total heap usage: 1 allocs, 1 frees, 1,024 bytes allocated\n"
          "==48213== \n==48213== All heap blocks were freed -- no leaks are possible\n==48213== \n"
          "==48213== For lists of detected and suppressed errors, rerun with: -s\n"
          "==48213== ERROR SUMMARY: 0 errors from 0 contexts (suppressed: 0 from 0)")
    a = lineno(DECODE_C, "ptrdiff_t b64_decode")
    ins, dels = counts(DECODE_C, d1)
    turns = [
        (bash(f"cd {root} && ninja -C build && meson test -C build --print-errorlogs"), oh_bash(out1, root, 1)),
        (editor("view", p, view_range=[a, nlines(DECODE_C)]), view(p, DECODE_C, a)),
        (editor("str_replace", p, old_str=old, new_str=new), snip(p, d1, new, ctx=3)),
        (bash("ninja -C build && meson test -C build --print-errorlogs"), oh_bash(out2, root)),
        (bash("git diff --stat && git diff src/decode.c"),
         oh_bash(diffstat([("src/decode.c", ins, dels)]) + "\n" + udiff("src/decode.c", DECODE_C, d1, "6c1e2d4..b90a7f3"), root)),
        (bash("valgrind --error-exitcode=1 build/tests/test_padding"), oh_bash(vg, root)),
        (bash("clang-format --dry-run --Werror src/decode.c && echo format-ok"), oh_bash("format-ok", root)),
        (bash('git commit -am "decode: reject data after padding and over-long padding"'),
         oh_bash(f"[main 5be0c91] decode: reject data after padding and over-long padding\n 1 file changed, {ins} insertions(+)", root)),
    ]
    state = (f"Repository {root} (C99 base64 library, meson + ninja, build directory `build/` already configured). "
             "Bug report: `b64_decode(\"ab=c\", ...)` succeeds and returns 2 bytes; malformed padding must be rejected "
             "with B64_EINVAL.")
    rs.add(task="swe", tid="h29-swe-05", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=4, kind="meson suite grows from 9 to 10 tests (a new test name appears) although only decode.c was edited")


# ---------------------------------------------------------------- 06  Gemini CLI, Python / mypy + pytest  (clean)

CSV_BANK = '''"""Importer for the CSV exports of Nordbank and compatible online-banking portals."""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation
from pathlib import Path

from ledgerly.errors import ImportFormatError
from ledgerly.importers.base import Importer, register

_DATE_RE = re.compile(r"^(\\d{2})\\.(\\d{2})\\.(\\d{4})$")
_IBAN_RE = re.compile(r"Umsaetze_([A-Z]{2}\\d{2}[A-Z0-9]{10,30})_")
_HEADER = ("Buchungstag", "Valuta", "Auftraggeber/Empfänger", "Verwendungszweck", "Betrag", "Währung")


@dataclass(frozen=True, slots=True)
class Row:
    booked: date
    counterparty: str
    memo: str
    amount: Decimal
    currency: str


def _parse_amount(raw):
    """German number format: '1.234,56' or '-12,00'."""
    cleaned = raw.strip().replace(".", "").replace(",", ".")
    try:
        return Decimal(cleaned)
    except InvalidOperation as exc:
        raise ImportFormatError(f"bad amount {raw!r}") from exc


def _parse_date(raw: str) -> date:
    m = _DATE_RE.match(raw.strip())
    day, month, year = m.groups()
    return date(int(year), int(month), int(day))


def _records(lines: Iterable[str]) -> Iterator[dict[str, str]]:
    reader = csv.DictReader(lines, delimiter=";")
    if tuple(reader.fieldnames or ()) != _HEADER:
        raise ImportFormatError(f"unexpected header: {reader.fieldnames}")
    yield from reader


@register("nordbank-csv")
class NordbankCsvImporter(Importer):
    """Reads ``Umsaetze_<IBAN>_<date>.csv`` files (semicolon separated, cp1252)."""

    encoding = "cp1252"

    def account_for(self, path: Path) -> str:
        match = _IBAN_RE.search(path.name)
        return self.accounts.get(match.group(1) if match else "", self.default_account)

    def rows(self, path: Path) -> list[Row]:
        with path.open(encoding=self.encoding, newline="") as fh:
            rows = [
                Row(
                    booked=_parse_date(rec["Buchungstag"]),
                    counterparty=rec["Auftraggeber/Empfänger"].strip(),
                    memo=" ".join(rec["Verwendungszweck"].split()),
                    amount=_parse_amount(rec["Betrag"]),
                    currency=rec["Währung"] or "EUR",
                )
                for rec in _records(fh)
            ]
        return sorted(rows, key=lambda r: (r.booked, r.amount))
'''


def t06(rs: RowSet) -> None:
    root = "/Users/kim/code/ledgerly"
    rel = "ledgerly/importers/csv_bank.py"
    p = f"{root}/{rel}"
    f0 = CSV_BANK
    f1 = swap(f0, "def _parse_amount(raw):", "def _parse_amount(raw: str) -> Decimal:")
    old2 = "    m = _DATE_RE.match(raw.strip())\n    day, month, year = m.groups()"
    new2 = ("    m = _DATE_RE.match(raw.strip())\n    if m is None:\n        raise ImportFormatError(f\"bad date {raw!r}\")\n"
            "    day, month, year = m.groups()")
    f2 = swap(f1, old2, new2)
    old3 = "        return self.accounts.get(match.group(1) if match else \"\", self.default_account)"
    new3 = ("        account = self.accounts.get(match.group(1) if match else \"\", self.default_account)\n"
            "        if account is None:\n            raise ImportFormatError(f\"no account configured for {path.name}\")\n"
            "        return account")
    f3 = swap(f2, old3, new3)

    def e_untyped(t: str) -> str:
        return f"{rel}:{lineno(t, 'def _parse_amount(raw):')}: error: Function is missing a type annotation  [no-untyped-def]"

    def e_none(t: str) -> str:
        return f'{rel}:{lineno(t, "day, month, year = m.groups()")}: error: Item "None" of "Match[str] | None" has no attribute "groups"  [union-attr]'

    def e_ret(t: str) -> str:
        return f'{rel}:{lineno(t, "return self.accounts.get(")}: error: Incompatible return value type (got "str | None", expected "str")  [return-value]'

    def e_call(t: str) -> str:
        return f'{rel}:{lineno(t, "amount=_parse_amount(")}: error: Call to untyped function "_parse_amount" in typed context  [no-untyped-call]'

    cmd = "poetry run mypy ledgerly"
    m1 = "\n".join([e_untyped(f0), e_none(f0), e_ret(f0), e_call(f0)]) + "\nFound 4 errors in 1 file (checked 27 source files)"
    m2 = "\n".join([e_none(f1), e_ret(f1)]) + "\nFound 2 errors in 1 file (checked 27 source files)"
    m3 = e_ret(f2) + "\nFound 1 error in 1 file (checked 27 source files)"
    r = lineno(f2, "return self.accounts.get(")
    turns = [
        (gshell(cmd, "Type-check the package in strict mode."), gem_run(cmd, m1, code=1)),
        (g_rd(p), g_read(f0)),
        (g_replace(p, "def _parse_amount(raw):", "def _parse_amount(raw: str) -> Decimal:"), g_ok(p)),
        (gshell(cmd, "Re-run mypy after annotating _parse_amount."), gem_run(cmd, m2, code=1, pgid=40377)),
        (g_replace(p, old2, new2), g_ok(p)),
        (gshell(cmd, "Re-run mypy after the None guard."), gem_run(cmd, m3, code=1, pgid=40462)),
        (g_rd(p, r - 4, r + 2), g_read(f2, r - 4, r + 2)),
        (g_replace(p, old3, new3), g_ok(p)),
        (gshell(cmd, "Confirm mypy is clean."), gem_run(cmd, "Success: no issues found in 27 source files", pgid=40590)),
        (gshell("poetry run pytest -q tests/importers", "Run the importer tests."),
         gem_run("poetry run pytest -q tests/importers",
                 "." * 38 + "                                   [100%]\n38 passed in 0.61s", pgid=40677)),
    ]
    _ = f3
    state = (f"Project {root} (Python 3.12, poetry, mypy --strict in CI). CI fails on `mypy ledgerly` after the "
             "Nordbank importer was merged; make the package type-check cleanly without changing behaviour.")
    rs.add(task="swe", tid="h29-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 07  OpenHands, Kotlin / Gradle  (clean)

MONEY_PARSER = '''package io.github.kmoney

import java.math.BigDecimal

/**
 * Parses human-entered amounts such as "12.50 EUR", "EUR 12.50" or "-3 USD".
 */
object MoneyParser {
    private val AMOUNT_FIRST = Regex("""^\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*([A-Z]{3})\\s*$""")
    private val CODE_FIRST = Regex("""^\\s*([A-Z]{3})\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*$""")

    fun parse(text: String): Money {
        AMOUNT_FIRST.matchEntire(text)?.let { m ->
            return Money.of(BigDecimal(m.groupValues[1]), Currency.of(m.groupValues[2]))
        }
        CODE_FIRST.matchEntire(text)?.let { m ->
            return Money.of(BigDecimal(m.groupValues[2]), Currency.of(m.groupValues[1]))
        }
        throw IllegalArgumentException("Cannot parse money amount: \\"$text\\"")
    }

    fun parseOrNull(text: String): Money? = runCatching { parse(text) }.getOrNull()
}
'''

KT_TEST_OLD = '''    @Test
    fun `rejects garbage`() {
        assertFailsWith<IllegalArgumentException> { MoneyParser.parse("twelve euros") }
    }
}'''

KT_TEST_NEW = '''    @Test
    fun `rejects garbage`() {
        assertFailsWith<IllegalArgumentException> { MoneyParser.parse("twelve euros") }
    }

    @Test
    fun `parses grouping separators`() {
        assertEquals(Money.of(BigDecimal("1234.50"), Currency.USD), MoneyParser.parse("1,234.50 USD"))
        assertEquals(Money.of(BigDecimal("-1000000"), Currency.EUR), MoneyParser.parse("EUR -1,000,000"))
        assertFailsWith<IllegalArgumentException> { MoneyParser.parse("12,34 EUR") }
    }
}'''


def gradle(tasks: list[tuple[str, str]]) -> str:
    return "\n".join(f"> Task :{t}" + (f" {s}" if s else "") for t, s in tasks)


def t07(rs: RowSet) -> None:
    root = "/workspace/kmoney"
    p = f"{root}/src/main/kotlin/io/github/kmoney/MoneyParser.kt"
    tp = f"{root}/src/test/kotlin/io/github/kmoney/MoneyParserTest.kt"
    old = '''    private val AMOUNT_FIRST = Regex("""^\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*([A-Z]{3})\\s*$""")
    private val CODE_FIRST = Regex("""^\\s*([A-Z]{3})\\s*([+-]?\\d+(?:\\.\\d+)?)\\s*$""")

    fun parse(text: String): Money {
        AMOUNT_FIRST.matchEntire(text)?.let { m ->
            return Money.of(BigDecimal(m.groupValues[1]), Currency.of(m.groupValues[2]))
        }
        CODE_FIRST.matchEntire(text)?.let { m ->
            return Money.of(BigDecimal(m.groupValues[2]), Currency.of(m.groupValues[1]))
        }'''
    new = '''    // Either plain digits or properly grouped thousands ("1,234,567"), optional decimal part.
    private const val NUMBER = """[+-]?(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?"""
    private val AMOUNT_FIRST = Regex("""^\\s*($NUMBER)\\s*([A-Z]{3})\\s*$""")
    private val CODE_FIRST = Regex("""^\\s*([A-Z]{3})\\s*($NUMBER)\\s*$""")

    private fun amount(digits: String) = BigDecimal(digits.replace(",", ""))

    fun parse(text: String): Money {
        AMOUNT_FIRST.matchEntire(text)?.let { m ->
            return Money.of(amount(m.groupValues[1]), Currency.of(m.groupValues[2]))
        }
        CODE_FIRST.matchEntire(text)?.let { m ->
            return Money.of(amount(m.groupValues[2]), Currency.of(m.groupValues[1]))
        }'''
    p1 = swap(MONEY_PARSER, old, new)
    test_start = 47  # first line of the new test
    base = [("checkKotlinGradlePluginConfigurationErrors", ""), ("processResources", "NO-SOURCE"),
            ("processTestResources", "NO-SOURCE")]
    run1 = ("Starting a Gradle Daemon (subsequent builds will be faster)\n" + gradle(base + [
        ("compileKotlin", ""), ("compileJava", "NO-SOURCE"), ("classes", "UP-TO-DATE"), ("compileTestKotlin", ""),
        ("compileTestJava", "NO-SOURCE"), ("testClasses", "UP-TO-DATE"), ("test", "")]) +
        "\n\nResults: SUCCESS (31 tests, 31 successes, 0 failures, 0 skipped)\n\nBUILD SUCCESSFUL in 47s\n4 actionable tasks: 4 executed")
    run2 = (gradle(base + [("compileKotlin", "UP-TO-DATE"), ("compileJava", "NO-SOURCE"), ("classes", "UP-TO-DATE"),
                           ("compileTestKotlin", ""), ("compileTestJava", "NO-SOURCE"), ("testClasses", "UP-TO-DATE"),
                           ("test", "FAILED")]) +
            "\n\nMoneyParserTest > parses grouping separators() FAILED\n    java.lang.IllegalArgumentException at MoneyParserTest.kt:"
            f"{test_start + 2}\n\nResults: FAILURE (9 tests, 8 successes, 1 failures, 0 skipped)\n\n"
            "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task ':test'.\n"
            "> There were failing tests. See the report at: file:///workspace/kmoney/build/reports/tests/test/index.html\n\n"
            "* Try:\n> Run with --scan to get full insights.\n\nBUILD FAILED in 6s\n4 actionable tasks: 3 executed, 1 up-to-date")
    run3 = (gradle(base + [("compileKotlin", ""), ("compileJava", "NO-SOURCE"), ("classes", "UP-TO-DATE"),
                           ("compileTestKotlin", "UP-TO-DATE"), ("compileTestJava", "NO-SOURCE"), ("testClasses", "UP-TO-DATE"),
                           ("test", "")]) +
            "\n\nResults: SUCCESS (32 tests, 32 successes, 0 failures, 0 skipped)\n\nBUILD SUCCESSFUL in 9s\n"
            "4 actionable tasks: 3 executed, 1 up-to-date")
    run4 = (gradle([("loadKtlintReporters", "UP-TO-DATE"), ("runKtlintCheckOverKotlinScripts", ""), ("ktlintKotlinScriptCheck", ""),
                    ("runKtlintCheckOverMainSourceSet", ""), ("ktlintMainSourceSetCheck", ""),
                    ("runKtlintCheckOverTestSourceSet", ""), ("ktlintTestSourceSetCheck", ""), ("ktlintCheck", "")]) +
            "\n\nBUILD SUCCESSFUL in 4s\n7 actionable tasks: 6 executed, 1 up-to-date")
    i1, d1 = counts(MONEY_PARSER, p1)
    i2, d2 = counts(KT_TEST_OLD, KT_TEST_NEW)
    stat = diffstat([("src/main/kotlin/io/github/kmoney/MoneyParser.kt", i1, d1),
                     ("src/test/kotlin/io/github/kmoney/MoneyParserTest.kt", i2, d2)])
    turns = [
        (bash(f"cd {root} && ./gradlew test --console=plain"), oh_bash(run1, root)),
        (editor("view", p), cat_n(p, MONEY_PARSER.rstrip("\n"))),
        (editor("str_replace", tp, old_str=KT_TEST_OLD, new_str=KT_TEST_NEW),
         edited(tp, KT_TEST_NEW, test_start - 5)),
        (bash("./gradlew test --console=plain --tests 'io.github.kmoney.MoneyParserTest'"), oh_bash(run2, root, 1)),
        (editor("str_replace", p, old_str=old, new_str=new), snip(p, p1, new, ctx=1)),
        (bash("./gradlew test --console=plain"), oh_bash(run3, root)),
        (bash("./gradlew ktlintCheck --console=plain"), oh_bash(run4, root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/main/kotlin/io/github/kmoney/MoneyParser.kt\n M src/test/kotlin/io/github/kmoney/MoneyParserTest.kt\n" + stat, root)),
    ]
    state = (f"Repository {root} (Kotlin/JVM money library, Gradle 8.7 wrapper, JUnit 5). Issue #19: "
             "`MoneyParser.parse(\"1,234.50 USD\")` throws IllegalArgumentException; amounts with thousands "
             "separators copied from invoices should parse.")
    rs.add(task="swe", tid="h29-swe-07", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 08  Gemini CLI, Python / hatch  (bad)

CONF_INIT = '''"""confetti: layered configuration for twelve-factor services."""

from __future__ import annotations

from confetti import legacy_yaml  # noqa: F401  (deprecated, removed in 3.0)
from confetti.env import EnvSource
from confetti.loader import load, load_file
from confetti.merge import deep_merge
from confetti.schema import Field, Schema, ValidationError

__version__ = "3.0.0.dev0"

__all__ = [
    "EnvSource",
    "Field",
    "Schema",
    "ValidationError",
    "deep_merge",
    "load",
    "load_file",
    "legacy_yaml",
]
'''

CONF_LOADER = '''"""Read configuration files and layer them with the environment."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

from confetti import legacy_yaml
from confetti.env import EnvSource
from confetti.merge import deep_merge
from confetti.schema import Schema

SUPPORTED = (".toml", ".json")


class UnsupportedFormat(ValueError):
    pass


def _read(path: Path) -> dict[str, object]:
    if path.suffix == ".toml":
        with path.open("rb") as fh:
            return tomllib.load(fh)
    if path.suffix == ".json":
        return json.loads(path.read_text(encoding="utf-8"))
    raise UnsupportedFormat(f"{path.name}: expected one of {', '.join(SUPPORTED)}")


def load_file(path: str | Path, schema: Schema | None = None) -> dict[str, object]:
    """Load a single file; validate it against ``schema`` when given."""
    path = Path(path)
    data = _read(path)
    return schema.validate(data) if schema else data


def load(*paths: str | Path, env_prefix: str | None = None, schema: Schema | None = None) -> dict[str, object]:
    """Merge ``paths`` left to right, then the environment (``env_prefix``), then validate."""
    merged: dict[str, object] = {}
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            continue
        if path.suffix in {".yml", ".yaml"} and legacy_yaml.enabled():
            merged = deep_merge(merged, legacy_yaml.load(path))
            continue
        merged = deep_merge(merged, _read(path))
    if env_prefix:
        merged = deep_merge(merged, EnvSource(env_prefix).read())
    return schema.validate(merged) if schema else merged
'''


def t08(rs: RowSet) -> None:
    root = "/home/ravi/work/confetti"
    lp = f"{root}/confetti/loader.py"
    ip = f"{root}/confetti/__init__.py"
    l1 = swap(CONF_LOADER, "from confetti import legacy_yaml\n", "")
    old_b = ('        if path.suffix in {".yml", ".yaml"} and legacy_yaml.enabled():\n'
             "            merged = deep_merge(merged, legacy_yaml.load(path))\n            continue\n")
    l2 = swap(l1, old_b, "")
    i1 = swap(swap(CONF_INIT, "from confetti import legacy_yaml  # noqa: F401  (deprecated, removed in 3.0)\n", ""),
              '    "legacy_yaml",\n', "")
    changelog_l8 = "- `confetti.legacy_yaml` is deprecated and will be removed in 3.0."
    hits = [("CHANGELOG.md", [(8, changelog_l8)]),
            ("confetti/__init__.py", g_hits(CONF_INIT, "legacy_yaml")),
            ("confetti/loader.py", g_hits(CONF_LOADER, "legacy_yaml")),
            ("tests/test_legacy_yaml.py", [(3, "from confetti import legacy_yaml"),
                                           (11, "    monkeypatch.setenv(\"CONFETTI_LEGACY_YAML\", \"1\")"),
                                           (12, "    assert legacy_yaml.enabled()")])]
    test_out = (PYTEST_HDR.format(py="3.12.4", pt="8.3.2", root=root) + "collected 87 items\n\n"
                "tests/test_env.py ..............                                         [ 16%]\n"
                "tests/test_loader.py .........................                           [ 44%]\n"
                "tests/test_merge.py ..................                                   [ 65%]\n"
                "tests/test_schema.py ..............................                      [100%]\n\n"
                "============================== 87 passed in 0.74s ==============================")
    cl_old = "## Unreleased\n\n### Removed\n"
    cl_new = ("## Unreleased\n\n### Removed\n\n- `confetti.legacy_yaml` and the `CONFETTI_LEGACY_YAML` switch. Convert YAML "
              "files with `confetti-convert` (2.x) before upgrading.\n")
    turns = [
        (call("search_file_content", pattern="legacy_yaml", path=root), g_found("legacy_yaml", root, hits)),
        (g_rd(lp), g_read(CONF_LOADER)),
        (g_replace(lp, "from confetti import legacy_yaml\n", ""), g_ok(lp)),
        (g_replace(lp, old_b, ""), g_ok(lp)),
        (gshell("git rm confetti/legacy_yaml.py tests/test_legacy_yaml.py", "Delete the deprecated module and its tests."),
         gem_run("git rm confetti/legacy_yaml.py tests/test_legacy_yaml.py",
                 "rm 'confetti/legacy_yaml.py'\nrm 'tests/test_legacy_yaml.py'", pgid=61204)),
        (g_write(ip, i1), f"Successfully overwrote file: {ip}."),
        (call("list_directory", path=f"{root}/confetti"),
         g_ls(f"{root}/confetti", [], ["__init__.py", "_compat.py", "env.py", "legacy_yaml.py", "loader.py", "merge.py",
                                      "py.typed", "schema.py"])),
        (gshell("hatch run test", "Run the test suite in the default hatch environment."),
         gem_run("hatch run test", test_out, pgid=61377)),
        (g_replace(f"{root}/CHANGELOG.md", cl_old, cl_new), g_ok(f"{root}/CHANGELOG.md")),
        (gshell("hatch run lint:check", "Run ruff lint and format checks."),
         gem_run("hatch run lint:check", "cmd [1] | ruff check .\nAll checks passed!\ncmd [2] | ruff format --check .\n"
                 "19 files already formatted", pgid=61420)),
    ]
    _ = l2
    state = (f"Project {root} (Python library `confetti`, hatch environments). Task for the 3.0 branch: remove the "
             "deprecated `confetti.legacy_yaml` module, its tests and every reference to it; note the removal in the changelog.")
    rs.add(task="swe", tid="h29-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=7, kind="module removed with git rm is still listed in the package directory")


# ---------------------------------------------------------------- 09  OpenHands, TypeScript / jest  (bad)

RETRY_CONFIG = '''export interface RetryOptions {
  /** Maximum number of retries after the first attempt. */
  maxRetries?: number;
  /** Base delay for exponential backoff, in milliseconds. */
  baseDelayMs?: number;
  /** Upper bound for a single delay, in milliseconds. */
  maxDelayMs?: number;
  /** HTTP status codes that trigger a retry. */
  retryOn?: readonly number[];
}

export const DEFAULT_MAX_RETRIES = 3;
export const DEFAULT_BASE_DELAY_MS = 250;
export const DEFAULT_MAX_DELAY_MS = 30_000;
export const DEFAULT_RETRY_ON: readonly number[] = [408, 425, 429, 500, 502, 503, 504];

export function resolveOptions(opts: RetryOptions = {}): Required<RetryOptions> {
  return {
    maxRetries: opts.maxRetries ?? DEFAULT_MAX_RETRIES,
    baseDelayMs: opts.baseDelayMs ?? DEFAULT_BASE_DELAY_MS,
    maxDelayMs: opts.maxDelayMs ?? DEFAULT_MAX_DELAY_MS,
    retryOn: opts.retryOn ?? DEFAULT_RETRY_ON,
  };
}
'''

RETRY_TS = '''import { resolveOptions, type RetryOptions } from './config';
import { sleep } from './sleep';

export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  const exp = baseDelayMs * 2 ** attempt;
  const jitter = Math.random() * baseDelayMs;
  return Math.min(exp + jitter, maxDelayMs);
}

export async function retryFetch(
  input: RequestInfo | URL,
  init?: RequestInit,
  options?: RetryOptions,
): Promise<Response> {
  const opts = resolveOptions(options);
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(input, init);
    if (res.ok || !opts.retryOn.includes(res.status) || attempt >= opts.maxRetries) {
      return res;
    }
    await sleep(backoffDelay(attempt, opts.baseDelayMs, opts.maxDelayMs));
  }
}
'''

RETRY_AFTER_TEST = '''import { retryAfterMs } from '../src/retry';

const at = (headers: Record<string, string>) => new Response(null, { status: 503, headers });

describe('retryAfterMs', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs(at({ 'Retry-After': '7' }))).toBe(7000);
  });

  it('reads an HTTP-date relative to now', () => {
    const now = Date.parse('Tue, 14 May 2024 10:00:00 GMT');
    expect(retryAfterMs(at({ 'Retry-After': 'Tue, 14 May 2024 10:00:30 GMT' }), now)).toBe(30_000);
  });

  it('never returns a negative delay', () => {
    const now = Date.parse('Tue, 14 May 2024 10:00:00 GMT');
    expect(retryAfterMs(at({ 'Retry-After': 'Tue, 14 May 2024 09:59:00 GMT' }), now)).toBe(0);
  });

  it('ignores a missing or malformed header', () => {
    expect(retryAfterMs(at({}))).toBeUndefined();
    expect(retryAfterMs(at({ 'Retry-After': 'soon' }))).toBeUndefined();
  });
});
'''


def t09(rs: RowSet) -> None:
    root = "/workspace/retry-fetch"
    cp = f"{root}/src/config.ts"
    rp = f"{root}/src/retry.ts"
    old = '''    if (res.ok || !opts.retryOn.includes(res.status) || attempt >= opts.maxRetries) {
      return res;
    }
    await sleep(backoffDelay(attempt, opts.baseDelayMs, opts.maxDelayMs));'''
    new = '''    if (res.ok || !opts.retryOn.includes(res.status) || attempt >= opts.maxRetries) {
      return res;
    }
    const wait = retryAfterMs(res) ?? backoffDelay(attempt, opts.baseDelayMs, opts.maxDelayMs);
    await sleep(Math.min(wait, opts.maxDelayMs));'''
    helper_old = "export async function retryFetch("
    helper_new = '''/** Delay requested by a `Retry-After` header (delta-seconds or HTTP-date), if any. */
export function retryAfterMs(res: Response, now: number = Date.now()): number | undefined {
  const value = res.headers.get('retry-after');
  if (value === null) return undefined;
  if (/^\\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const when = Date.parse(value);
  return Number.isNaN(when) ? undefined : Math.max(0, when - now);
}

export async function retryFetch('''
    r1 = swap(swap(RETRY_TS, old, new), helper_old, helper_new)
    drift = swap(RETRY_CONFIG, "DEFAULT_MAX_RETRIES = 3;", "DEFAULT_MAX_RETRIES = 5;")
    grep = "\n".join(grep_n("src/config.ts", drift, "DEFAULT_") + [
        "src/index.ts:2:  DEFAULT_BASE_DELAY_MS,", "src/index.ts:3:  DEFAULT_MAX_DELAY_MS,", "src/index.ts:4:  DEFAULT_MAX_RETRIES,",
        "src/index.ts:5:  DEFAULT_RETRY_ON,"])
    jest1 = ("PASS tests/config.test.ts\nPASS tests/backoff.test.ts\nPASS tests/retryFetch.test.ts\n\n"
             "Test Suites: 3 passed, 3 total\nTests:       27 passed, 27 total\nSnapshots:   0 total\nTime:        2.184 s\nRan all test suites.")
    jest2 = ("PASS tests/retryAfter.test.ts\nPASS tests/config.test.ts\nPASS tests/backoff.test.ts\nPASS tests/retryFetch.test.ts\n\n"
             "Test Suites: 4 passed, 4 total\nTests:       31 passed, 31 total\nSnapshots:   0 total\nTime:        2.391 s, estimated 3 s\n"
             "Ran all test suites.")
    ins, dels = counts(RETRY_TS, r1)
    turns = [
        (editor("view", cp), cat_n(cp, RETRY_CONFIG.rstrip("\n"))),
        (editor("view", rp), cat_n(rp, RETRY_TS.rstrip("\n"))),
        (bash(f"cd {root} && npx jest"), oh_bash(jest1, root)),
        (editor("str_replace", rp, old_str=helper_old, new_str=helper_new), snip(rp, swap(RETRY_TS, helper_old, helper_new), helper_new, ctx=2)),
        (bash('grep -rn "DEFAULT_" src/'), oh_bash(grep, root)),
        (editor("str_replace", rp, old_str=old, new_str=new), snip(rp, r1, new, ctx=3)),
        (editor("create", f"{root}/tests/retryAfter.test.ts", file_text=RETRY_AFTER_TEST),
         f"File created successfully at: {root}/tests/retryAfter.test.ts"),
        (bash("npx jest"), oh_bash(jest2, root)),
        (bash("npx tsc --noEmit && npx eslint src tests && echo lint-ok"), oh_bash("lint-ok", root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/retry.ts\n?? tests/retryAfter.test.ts\n" + diffstat([("src/retry.ts", ins, dels)]), root)),
    ]
    state = (f"Repository {root} (TypeScript fetch wrapper with exponential backoff, jest + ts-jest). Issue #44: "
             "\"When a server answers 429/503 with `Retry-After`, we ignore it and hammer it with our own backoff. "
             "Honour the header (seconds or HTTP-date), still capped by maxDelayMs.\"")
    rs.add(task="swe", tid="h29-swe-09", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=5, kind="DEFAULT_MAX_RETRIES reads 5 in grep after the file view showed 3 and config.ts was never edited")


# ---------------------------------------------------------------- 10  Gemini CLI, Ruby / minitest + standardrb  (clean)

IDEM_RB = '''# frozen_string_literal: true

require "digest"
require "json"

module Rack
  # Replays the stored response when a client retries a non-idempotent request
  # with the same Idempotency-Key header.
  class Idempotency
    HEADER = "HTTP_IDEMPOTENCY_KEY"
    METHODS = %w[POST PATCH].freeze

    def initialize(app, store:, ttl: 86_400)
      @app = app
      @store = store
      @ttl = ttl
    end

    def call(env)
      key = env[HEADER]
      return @app.call(env) if key.nil? || !METHODS.include?(env["REQUEST_METHOD"])

      cache_key = "idem:" + Digest::SHA256.hexdigest([env["PATH_INFO"], key].join("\\0"))
      if (cached = @store.read(cache_key))
        status, headers, body = JSON.parse(cached)
        return [status, headers.merge("idempotent-replay" => "true"), body]
      end

      status, headers, body = @app.call(env)
      chunks = []
      body.each { |chunk| chunks << chunk }
      body.close if body.respond_to?(:close)
      @store.write(cache_key, JSON.generate([status, headers, chunks]), expires_in: @ttl) if status < 500
      [status, headers, chunks]
    end
  end
end
'''

IDEM_TEST_OLD = '''  def test_does_not_cache_server_errors
    app = build(status: 503)
    2.times { post(app, "/orders", key: "k-503") }
    assert_equal 2, @calls
  end
end'''

IDEM_TEST_NEW = '''  def test_does_not_cache_server_errors
    app = build(status: 503)
    2.times { post(app, "/orders", key: "k-503") }
    assert_equal 2, @calls
  end

  def test_custom_header_name
    app = build(header: "X-Request-Id")
    first = app.call(Rack::MockRequest.env_for("/orders", method: "POST", "HTTP_X_REQUEST_ID" => "r-1"))
    second = app.call(Rack::MockRequest.env_for("/orders", method: "POST", "HTTP_X_REQUEST_ID" => "r-1"))
    assert_equal 1, @calls
    assert_equal "true", second[1]["idempotent-replay"]
    assert_equal first[2], second[2]
  end

  def test_default_header_ignored_when_custom_configured
    app = build(header: "X-Request-Id")
    2.times { post(app, "/orders", key: "k-1") }
    assert_equal 2, @calls
  end
end'''


def mt(seed: int, runs: int, asserts: int, secs: float) -> str:
    return (f"Run options: --seed {seed}\n\n# Running:\n\n{'.' * runs}\n\nFinished in {secs:.6f}s, {runs / secs:.4f} runs/s, "
            f"{asserts / secs:.4f} assertions/s.\n\n{runs} runs, {asserts} assertions, 0 failures, 0 errors, 0 skips")


def t10(rs: RowSet) -> None:
    root = "/home/lena/code/rack-idempotency"
    p = f"{root}/lib/rack/idempotency.rb"
    tp = f"{root}/test/rack/idempotency_test.rb"
    old = '''    HEADER = "HTTP_IDEMPOTENCY_KEY"
    METHODS = %w[POST PATCH].freeze

    def initialize(app, store:, ttl: 86_400)
      @app = app
      @store = store
      @ttl = ttl
    end

    def call(env)
      key = env[HEADER]'''
    new = '''    DEFAULT_HEADER = "Idempotency-Key"
    METHODS = %w[POST PATCH].freeze

    def initialize(app, store:, ttl: 86_400, header: DEFAULT_HEADER)
      @app = app
      @store = store
      @ttl = ttl
      @env_key = 'HTTP_' + header.upcase.tr('-', '_')
    end

    def call(env)
      key = env[@env_key]'''
    fixed_line = '      @env_key = "HTTP_" + header.upcase.tr("-", "_")'
    p1 = swap(IDEM_RB, old, new)
    p2 = swap(p1, "      @env_key = 'HTTP_' + header.upcase.tr('-', '_')", fixed_line)
    ln = lineno(p1, "@env_key = 'HTTP_'")
    line = part(p1, ln, ln)
    cols = [i + 1 for i, ch in enumerate(line) if ch == "'"][0::2]
    msg = "Style/StringLiterals: Prefer double-quoted strings unless you need single quotes to avoid extra backslashes for escaping."
    std1 = ("standard: Use Ruby Standard Style (https://github.com/standardrb/standard)\n"
            + "\n".join(f"  lib/rack/idempotency.rb:{ln}:{c}: {msg}" for c in cols)
            + f"\nstandard: Run `standardrb --fix` to automatically fix {len(cols)} problems.")
    a = lineno(p2, "DEFAULT_HEADER =")
    turns = [
        (g_rd(p), g_read(IDEM_RB)),
        (gshell("bundle exec rake test", "Run the minitest suite for a baseline."), gem_run("bundle exec rake test", mt(31337, 14, 39, 0.031876))),
        (g_replace(p, old, new), g_ok(p)),
        (g_replace(tp, IDEM_TEST_OLD, IDEM_TEST_NEW), g_ok(tp)),
        (gshell("bundle exec rake test", "Run the tests including the two new ones."),
         gem_run("bundle exec rake test", mt(8824, 16, 44, 0.036102), pgid=40598)),
        (gshell("bundle exec standardrb", "Lint with Standard."), gem_run("bundle exec standardrb", std1, code=1, pgid=40655)),
        (gshell("bundle exec standardrb --fix", "Apply Standard's autocorrections."),
         gem_run("bundle exec standardrb --fix", "", pgid=40702)),
        (g_rd(p, a, a + 10), g_read(p2, a, a + 10)),
        (gshell("bundle exec rake test && bundle exec standardrb && git diff --stat", "Confirm tests and lint pass; summarize the diff."),
         gem_run("bundle exec rake test && bundle exec standardrb && git diff --stat",
                 mt(50917, 16, 44, 0.029544) + "\n" + diffstat([("lib/rack/idempotency.rb", *counts(IDEM_RB, p2)),
                                                                ("test/rack/idempotency_test.rb", *counts(IDEM_TEST_OLD, IDEM_TEST_NEW))]),
                 pgid=40761)),
    ]
    state = (f"Project {root} (Rack middleware gem, minitest, Standard Ruby). Feature request #9: \"Some of our clients "
             "send `X-Request-Id` instead of `Idempotency-Key`. Make the header name configurable, default unchanged.\"")
    rs.add(task="swe", tid="h29-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 11  OpenHands, Elixir / credo + dialyzer  (bad)

BUCKET_SERVER = '''defmodule Bucketeer.Server do
  @moduledoc """
  Token-bucket rate limiter. One GenServer per node; buckets live in an ETS table
  owned by the server so reads do not go through the mailbox.
  """
  use GenServer

  alias Bucketeer.Bucket
  alias Bucketeer.Telemetry

  @table :bucketeer_buckets
  @sweep_every :timer.minutes(1)

  def start_link(opts) do
    GenServer.start_link(__MODULE__, opts, name: Keyword.get(opts, :name, __MODULE__))
  end

  @spec hit(String.t(), pos_integer(), pos_integer()) :: {:allow, non_neg_integer()} | {:deny, pos_integer()}
  def hit(key, capacity, refill_per_sec) do
    now = System.monotonic_time(:millisecond)
    GenServer.call(__MODULE__, {:hit, key, capacity, refill_per_sec, now})
  end

  @spec describe([String.t()]) :: String.t()
  def describe(keys) do
    keys
    |> Enum.map(&lookup/1)
    |> Enum.map(fn {k, b} -> "#{k}=#{b.tokens}/#{b.capacity}" end)
    |> Enum.join(", ")
  end

  @impl true
  def init(_opts) do
    :ets.new(@table, [:named_table, :set, :protected, read_concurrency: true])
    Process.send_after(self(), :sweep, @sweep_every)
    {:ok, %{}}
  end

  @impl true
  def handle_call({:hit, key, capacity, refill, now}, _from, state) do
    bucket =
      case :ets.lookup(@table, key) do
        [{^key, b}] -> Bucket.refill(b, refill, now)
        [] -> Bucket.new(capacity, now)
      end

    {reply, bucket} = Bucket.take(bucket)
    :ets.insert(@table, {key, bucket})
    Telemetry.hit(key, reply)
    {:reply, reply, state}
  end

  @impl true
  def handle_info(:sweep, state) do
    now = System.monotonic_time(:millisecond)
    # TODO: make the stale age configurable
    stale = :ets.select(@table, [{{:"$1", %{updated_at: :"$2"}}, [{:<, :"$2", now - 600_000}], [:"$1"]}])

    if length(stale) > 0 do
      Enum.each(stale, &:ets.delete(@table, &1))
      Telemetry.swept(length(stale))
    end

    Process.send_after(self(), :sweep, @sweep_every)
    {:noreply, state}
  end

  defp lookup(key) do
    case :ets.lookup(@table, key) do
      [{^key, b}] -> {key, b}
      [] -> {key, %Bucket{tokens: 0, capacity: 0, updated_at: 0}}
    end
  end
end
'''


def t11(rs: RowSet) -> None:
    root = "/workspace/bucketeer"
    p = f"{root}/lib/bucketeer/server.ex"
    o1 = '''    keys
    |> Enum.map(&lookup/1)
    |> Enum.map(fn {k, b} -> "#{k}=#{b.tokens}/#{b.capacity}" end)
    |> Enum.join(", ")'''
    n1 = '''    Enum.map_join(keys, ", ", fn key ->
      {^key, b} = lookup(key)
      "#{key}=#{b.tokens}/#{b.capacity}"
    end)'''
    o2 = "    if length(stale) > 0 do"
    n2 = "    if stale != [] do"
    o3 = "    # TODO: make the stale age configurable\n"
    n3 = "    # Buckets idle for more than 10 minutes are dropped (configurable age: see issue #14).\n"
    s1 = swap(BUCKET_SERVER, o1, n1)
    s2 = swap(s1, o2, n2)
    s3 = swap(s2, o3, n3)
    bar = " " * 78
    credo1 = ("Checking 14 source files ...\n\n  Refactoring opportunities" + bar[25:] + "\n┃ \n"
              "┃ [F] ↗ `Enum.map_join/3` is more efficient than `Enum.map/2 |> Enum.join/2`.\n"
              f"┃       lib/bucketeer/server.ex:{lineno(BUCKET_SERVER, '|> Enum.join')}:5 #(Bucketeer.Server.describe)\n\n"
              "  Warnings - please take them seriously." + bar[39:] + "\n┃ \n"
              "┃ [W] ↗ length(list) > 0 is expensive, prefer `list != []`.\n"
              f"┃       lib/bucketeer/server.ex:{lineno(BUCKET_SERVER, 'if length(stale)')}:8 #(Bucketeer.Server.handle_info)\n\n"
              "  Software Design" + bar[17:] + "\n┃ \n"
              "┃ [D] ↘ Found a TODO tag in a comment: # TODO: make the stale age configurable\n"
              f"┃       lib/bucketeer/server.ex:{lineno(BUCKET_SERVER, '# TODO')}:5 #(Bucketeer.Server.handle_info)\n\n"
              "Please report incorrect results: https://github.com/rrrene/credo/issues\n\n"
              "Analysis took 0.3 seconds (0.03s to load, 0.3s running 55 checks on 14 files)\n"
              "41 mods/funs, found 1 refactoring opportunity, 1 warning, 1 software design suggestion.\n\n"
              "Use `mix credo explain` to explain issues, `mix credo --help` for options.")
    credo2 = ("Checking 14 source files ...\n\nPlease report incorrect results: https://github.com/rrrene/credo/issues\n\n"
              "Analysis took 0.2 seconds (0.02s to load, 0.2s running 55 checks on 14 files)\n41 mods/funs, found no issues.\n\n"
              "Use `mix credo explain` to explain issues, `mix credo --help` for options.")
    test_out = ("Compiling 1 file (.ex)\nGenerated bucketeer app\nRunning ExUnit with seed: 671204, max_cases: 32\n\n"
                + "." * 31 + "\nFinished in 0.4 seconds (0.1s async, 0.3s sync)\n31 tests, 0 failures")
    ins, dels = counts(BUCKET_SERVER, s3)
    dial = ("Compiling 1 file (.ex)\nGenerated bucketeer app\nFinding suitable PLTs\nChecking PLT...\n[:compiler, :elixir, :kernel, :logger, :stdlib, :telemetry]\nPLT is up to date!\n"
            "No :ignore_warnings opt specified in mix.exs and default does not exist.\n\nStarting Dialyzer\n[\n  check_plt: false,\n"
            "  init_plt: ~c\"/workspace/bucketeer/_build/dev/dialyxir_erlang-26.2.5_elixir-1.16.3_deps-dev.plt\",\n"
            "  files: [~c\"/workspace/bucketeer/_build/dev/lib/bucketeer/ebin/Elixir.Bucketeer.Application.beam\",\n"
            "   ~c\"/workspace/bucketeer/_build/dev/lib/bucketeer/ebin/Elixir.Bucketeer.Bucket.beam\",\n"
            "   ~c\"/workspace/bucketeer/_build/dev/lib/bucketeer/ebin/Elixir.Bucketeer.Server.beam\",\n"
            "   ~c\"/workspace/bucketeer/_build/dev/lib/bucketeer/ebin/Elixir.Bucketeer.Telemetry.beam\",\n"
            "   ~c\"/workspace/bucketeer/_build/dev/lib/bucketeer/ebin/Elixir.Bucketeer.beam\"],\n"
            "  warnings: [:unknown]\n]\nTotal errors: 0, Skipped: 0, Unnecessary Skips: 0\ndone in 0m2.14s\ndone (passed successfully)")
    msg = "Address credo --strict findings in Bucketeer.Server"
    turns = [
        (bash(f"cd {root} && mix credo --strict"), oh_bash(credo1, root, 26)),
        (editor("view", p), cat_n(p, BUCKET_SERVER.rstrip("\n"))),
        (editor("str_replace", p, old_str=o1, new_str=n1), snip(p, s1, n1, ctx=2)),
        (editor("str_replace", p, old_str=o2, new_str=n2), snip(p, s2, n2, ctx=3)),
        (editor("str_replace", p, old_str=o3, new_str=n3), snip(p, s3, n3.rstrip("\n"), ctx=2)),
        (bash("mix credo --strict"), oh_bash(credo2, root)),
        (bash("mix test"), oh_bash(test_out, root)),
        (bash(f'git commit -am "{msg}"'),
         oh_bash(f"[main 5d1e0b2] {msg}\n 1 file changed, {ins} insertions(+), {dels} deletions(-)", root)),
        (bash("git status"),
         oh_bash("On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\n  (use \"git push\" to publish your local commits)\n\n"
                 "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
                 "  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   lib/bucketeer/server.ex\n\n"
                 "no changes added to commit (use \"git add\" and/or \"git commit -a\")", root)),
        (bash("mix dialyzer"), oh_bash(dial, root)),
        (bash("git log --oneline -2"), oh_bash(f"5d1e0b2 (HEAD -> main) {msg}\n8a3f61c (origin/main, origin/HEAD) Emit telemetry on sweep", root)),
    ]
    state = (f"Repository {root} (Elixir token-bucket rate limiter, OTP app). CI now runs `mix credo --strict`; fix "
             "the findings in lib/bucketeer/server.ex, keep tests and dialyzer green, and commit.")
    rs.add(task="swe", tid="h29-swe-11", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=9, kind="git status right after commit -am still lists the committed file as modified")


# ---------------------------------------------------------------- 12  Gemini CLI, C++ / CMake + ctest  (clean)

POLYGON_CPP = '''#include "geomkit/polygon.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace geomkit {

Polygon::Polygon(std::vector<Point> vertices) : vertices_(std::move(vertices)) {
    if (vertices_.size() < 3) {
        throw std::invalid_argument("polygon needs at least 3 vertices");
    }
}

double Polygon::signed_area() const noexcept {
    double sum = 0.0;
    const std::size_t n = vertices_.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point& a = vertices_[i];
        const Point& b = vertices_[(i + 1) % n];
        sum += a.x * b.y - b.x * a.y;
    }
    return sum * 0.5;
}

double Polygon::area() const noexcept {
    return signed_area();
}

bool Polygon::is_clockwise() const noexcept {
    return signed_area() < 0.0;
}

double Polygon::perimeter() const noexcept {
    double total = 0.0;
    const std::size_t n = vertices_.size();
    for (std::size_t i = 0; i < n; ++i) {
        total += distance(vertices_[i], vertices_[(i + 1) % n]);
    }
    return total;
}

Point Polygon::centroid() const {
    const double a = signed_area();
    if (std::abs(a) < 1e-12) {
        throw std::domain_error("degenerate polygon has no centroid");
    }
    double cx = 0.0;
    double cy = 0.0;
    const std::size_t n = vertices_.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Point& p = vertices_[i];
        const Point& q = vertices_[(i + 1) % n];
        const double cross = p.x * q.y - q.x * p.y;
        cx += (p.x + q.x) * cross;
        cy += (p.y + q.y) * cross;
    }
    return {cx / (6.0 * a), cy / (6.0 * a)};
}

}  // namespace geomkit
'''

GK_POINT = ["DefaultIsOrigin", "Addition", "Subtraction", "ScalarMultiply", "DistanceIsSymmetric", "Equality"]
GK_POLY = ["RejectsFewerThanThreeVertices", "SquareArea", "TriangleArea", "SignedAreaCounterClockwise",
           "IsClockwise", "Perimeter", "CentroidOfSquare", "CentroidDegenerateThrows"]
GK_SEG = ["Length", "Midpoint", "IntersectsCrossing", "IntersectsParallel", "IntersectsTouchingEndpoint",
          "ContainsPoint", "ClosestPoint"]
GK_BOX = ["FromPoints", "Contains", "Union"]

POLY_TEST_OLD = '''TEST(PolygonTest, CentroidDegenerateThrows) {
    const Polygon line{{{0, 0}, {1, 1}, {2, 2}}};
    EXPECT_THROW(line.centroid(), std::domain_error);
}'''

POLY_TEST_NEW = POLY_TEST_OLD + '''

TEST(PolygonTest, ClockwiseAreaIsPositive) {
    const Polygon cw{{{0, 0}, {0, 3}, {4, 3}, {4, 0}}};
    ASSERT_TRUE(cw.is_clockwise());
    EXPECT_EQ(cw.area(), 12.0);
    EXPECT_EQ(cw.signed_area(), -12.0);
}'''


def ctest_list(names: list[str], fail: str | None = None, times: dict[str, str] | None = None) -> list[str]:
    n = len(names)
    w = len(str(n))
    out = []
    for k, name in enumerate(names, 1):
        out.append(f"      Start {k:>{w}}: {name}")
        label = f"{k:>{w}}/{n} Test {('#' + str(k)):>{w + 1}}: {name} "
        dots = "." * max(3, 58 - len(label))
        t = (times or {}).get(name, "0.00")
        if name == fail:
            out.append(f"{label}{dots}***Failed    {t} sec")
            out.append("@@FAIL@@")
        else:
            out.append(f"{label}{dots}   Passed    {t} sec")
    return out


def t12(rs: RowSet) -> None:
    root = "/home/dev/src/geomkit"
    p = f"{root}/src/polygon.cpp"
    tp = f"{root}/tests/polygon_test.cpp"
    names1 = ([f"PointTest.{x}" for x in GK_POINT] + [f"PolygonTest.{x}" for x in GK_POLY]
              + [f"SegmentTest.{x}" for x in GK_SEG] + [f"BoundingBoxTest.{x}" for x in GK_BOX])
    names2 = ([f"PointTest.{x}" for x in GK_POINT] + [f"PolygonTest.{x}" for x in GK_POLY + ["ClockwiseAreaIsPositive"]]
              + [f"SegmentTest.{x}" for x in GK_SEG] + [f"BoundingBoxTest.{x}" for x in GK_BOX])
    tm = {"SegmentTest.IntersectsCrossing": "0.01", "PolygonTest.CentroidOfSquare": "0.01"}
    head = f"Internal ctest changing into directory: {root}/build\nTest project {root}/build\n"
    fail_line = 74
    gfail = (f"Running main() from {root}/build/_deps/googletest-src/googletest/src/gtest_main.cc\n"
             "Note: Google Test filter = PolygonTest.ClockwiseAreaIsPositive\n[==========] Running 1 test from 1 test suite.\n"
             "[----------] Global test environment set-up.\n[----------] 1 test from PolygonTest\n"
             "[ RUN      ] PolygonTest.ClockwiseAreaIsPositive\n"
             f"{root}/tests/polygon_test.cpp:{fail_line}: Failure\nExpected equality of these values:\n  cw.area()\n    Which is: -12\n  12.0\n"
             "[  FAILED  ] PolygonTest.ClockwiseAreaIsPositive (0 ms)\n[----------] 1 test from PolygonTest (0 ms total)\n\n"
             "[----------] Global test environment tear-down\n[==========] 1 test from 1 test suite ran. (0 ms total)\n"
             "[  PASSED  ] 0 tests.\n[  FAILED  ] 1 test, listed below:\n[  FAILED  ] PolygonTest.ClockwiseAreaIsPositive\n\n 1 FAILED TEST\n")
    run1 = ("ninja: no work to do.\n" + head + "\n".join(ctest_list(names1, times=tm))
            + "\n\n100% tests passed, 0 tests failed out of 24\n\nTotal Test time (real) =   0.12 sec")
    l2 = "\n".join(ctest_list(names2, fail="PolygonTest.ClockwiseAreaIsPositive", times=tm)).replace("@@FAIL@@", gfail.rstrip("\n"))
    run2 = ("[1/2] Building CXX object tests/CMakeFiles/geomkit_tests.dir/polygon_test.cpp.o\n"
            "[2/2] Linking CXX executable tests/geomkit_tests\n" + head + l2
            + "\n\n96% tests passed, 1 tests failed out of 25\n\nTotal Test time (real) =   0.14 sec\n\n"
            "The following tests FAILED:\n\t 15 - PolygonTest.ClockwiseAreaIsPositive (Failed)\nErrors while running CTest")
    run3 = ("[1/4] Building CXX object src/CMakeFiles/geomkit.dir/polygon.cpp.o\n[2/4] Linking CXX static library src/libgeomkit.a\n"
            "[3/4] Linking CXX executable examples/area_cli\n[4/4] Linking CXX executable tests/geomkit_tests\n" + head
            + "\n".join(ctest_list(names2, times={"SegmentTest.IntersectsCrossing": "0.01"}))
            + "\n\n100% tests passed, 0 tests failed out of 25\n\nTotal Test time (real) =   0.13 sec")
    old = "double Polygon::area() const noexcept {\n    return signed_area();\n}"
    new = ("double Polygon::area() const noexcept {\n    // Unsigned: callers that need the orientation use signed_area().\n"
           "    return std::abs(signed_area());\n}")
    p1 = swap(POLYGON_CPP, old, new)
    test_hits = [("tests/polygon_test.cpp", [(22, "    EXPECT_DOUBLE_EQ(square.area(), 4.0);"), (27, "    EXPECT_DOUBLE_EQ(tri.area(), 6.0);"),
                                             (32, "    EXPECT_GT(ccw.signed_area(), 0.0);"), (33, "    EXPECT_DOUBLE_EQ(ccw.signed_area(), ccw.area());")]),
                 ("tests/bbox_test.cpp", [(18, "    EXPECT_DOUBLE_EQ(box.area(), 6.0);")])]
    diff = udiff("src/polygon.cpp", POLYGON_CPP, p1, "8d02c7a..41be9f0")
    cmd = "cmake --build build -j8 && ctest --test-dir build --output-on-failure"
    turns = [
        (gshell(cmd, "Build and run the test suite for a baseline."), gem_run(cmd, run1)),
        (g_rd(p), g_read(POLYGON_CPP)),
        (call("search_file_content", pattern=r"area\(\)", path=f"{root}/tests"), g_found(r"area\(\)", f"{root}/tests", test_hits)),
        (g_replace(tp, POLY_TEST_OLD, POLY_TEST_NEW), g_ok(tp)),
        (gshell(cmd, "Rebuild and run the tests with the new regression test."), gem_run(cmd, run2, code=8, pgid=40512)),
        (g_replace(p, old, new), g_ok(p)),
        (gshell(cmd, "Rebuild and re-run the tests after the fix."), gem_run(cmd, run3, pgid=40634)),
        (gshell("git diff src/", "Review the source change."), gem_run("git diff src/", diff, pgid=40699)),
        (gshell("git status --short", "List changed files."), gem_run("git status --short", " M src/polygon.cpp\n M tests/polygon_test.cpp", pgid=40701)),
    ]
    state = (f"Project {root} (C++17 geometry library, CMake with the Ninja generator, GoogleTest via "
             "gtest_discover_tests, build dir `build/`). Bug: `Polygon::area()` returns a negative value for clockwise "
             "polygons; area must be unsigned, signed_area() keeps the orientation.")
    rs.add(task="swe", tid="h29-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 13  OpenHands, PHP / Pest + Psalm  (clean)

CSV_WRITER = '''<?php

declare(strict_types=1);

namespace Tablekit\\Writer;

use Tablekit\\Table;

final class CsvWriter implements WriterInterface
{
    public function __construct(
        private readonly string $delimiter = ',',
        private readonly string $enclosure = '"',
        private readonly string $eol = "\\r\\n",
    ) {
    }

    /** @param resource $stream */
    public function write(Table $table, $stream): void
    {
        if (!is_resource($stream)) {
            throw new \\InvalidArgumentException('Expected a writable stream resource.');
        }

        fputcsv($stream, $table->headers(), $this->delimiter, $this->enclosure, '\\\\', $this->eol);
        foreach ($table->rows() as $row) {
            $cells = array_map(fn (mixed $cell): string => $this->stringify($cell), $row);
            fputcsv($stream, $cells, $this->delimiter, $this->enclosure, '\\\\', $this->eol);
        }
    }

    public function toString(Table $table): string
    {
        $stream = fopen('php://temp', 'r+');
        $this->write($table, $stream);
        rewind($stream);
        $csv = (string) stream_get_contents($stream);
        fclose($stream);

        return $csv;
    }

    private function stringify(mixed $cell): string
    {
        return match (true) {
            $cell === null => '',
            is_bool($cell) => $cell ? 'true' : 'false',
            $cell instanceof \\DateTimeInterface => $cell->format(\\DATE_ATOM),
            default => (string) $cell,
        };
    }
}
'''

FORMULA_TEST = '''<?php

declare(strict_types=1);

use Tablekit\\Table;
use Tablekit\\Writer\\CsvWriter;

function csvOf(array $rows): string
{
    return (new CsvWriter())->toString(new Table(['value'], array_map(fn ($v) => [$v], $rows)));
}

it('prefixes cells that start a formula', function (string $cell) {
    expect(csvOf([$cell]))->toContain("'" . $cell);
})->with(['=SUM(A1:A9)', '+1+1', '@cmd', '-2+3']);

it('leaves negative numbers alone', function () {
    expect(csvOf([-12.5]))->toBe("value\\r\\n-12.5\\r\\n");
});

it('leaves plain text alone', function () {
    expect(csvOf(['total = 3']))->toBe("value\\r\\n\\"total = 3\\"\\r\\n");
});
'''


def t13(rs: RowSet) -> None:
    root = "/workspace/tablekit"
    p = f"{root}/src/Writer/CsvWriter.php"
    o1 = "            $cells = array_map(fn (mixed $cell): string => $this->stringify($cell), $row);"
    n1 = "            $cells = array_map(fn (mixed $cell): string => $this->sanitizeCell($this->stringify($cell)), $row);"
    o2 = "    private function stringify(mixed $cell): string"
    n2_body = '''    /**
     * Neutralises spreadsheet formulas (CSV injection) by prefixing a single quote.
     * Numeric values such as "-12.5" are left untouched.
     */
    private function sanitizeCell(string $value)
    {
        if ($value !== '' && in_array($value[0], ['=', '+', '-', '@', "\\t", "\\r"], true) && !is_numeric($value)) {
            return "'" . $value;
        }

        return $value;
    }

'''
    n2 = n2_body + o2
    w1 = swap(CSV_WRITER, o1, n1)
    w2 = swap(w1, o2, n2)
    w3 = swap(w2, "    private function sanitizeCell(string $value)\n", "    private function sanitizeCell(string $value): string\n")
    sl = lineno(w2, "private function sanitizeCell")
    pest1 = "\n  " + "." * 41 + "\n\n  Tests:    41 passed (97 assertions)\n  Duration: 0.38s\n"
    pest2 = "\n  " + "." * 47 + "\n\n  Tests:    47 passed (103 assertions)\n  Duration: 0.41s\n"
    psalm1 = ("Target PHP version: 8.2 (inferred from composer.json).\nScanning files...\nAnalyzing files...\n\n"
              f"ERROR: MissingReturnType - src/Writer/CsvWriter.php:{sl}:22 - Method Tablekit\\Writer\\CsvWriter::sanitizeCell "
              "does not have a return type, expecting string (see https://psalm.dev/050)\n"
              "    private function sanitizeCell(string $value)\n\n\n"
              "------------------------------\n1 errors found\n------------------------------\n\n"
              "Checks took 1.92 seconds and used 98.412MB of memory\nPsalm was able to infer types for 97.8643% of the codebase")
    psalm2 = ("Target PHP version: 8.2 (inferred from composer.json).\nScanning files...\nAnalyzing files...\n\n"
              "------------------------------\n                              \n       No errors found!       \n"
              "                              \n------------------------------\n\n"
              "Checks took 0.74 seconds and used 71.203MB of memory\nPsalm was able to infer types for 98.1204% of the codebase")
    turns = [
        (editor("view", p), cat_n(p, CSV_WRITER.rstrip("\n"))),
        (bash(f"cd {root} && vendor/bin/pest --compact"), oh_bash(pest1, root)),
        (editor("str_replace", p, old_str=o1, new_str=n1), snip(p, w1, n1, ctx=3)),
        (editor("str_replace", p, old_str=o2, new_str=n2), snip(p, w2, n2, ctx=2)),
        (editor("create", f"{root}/tests/Unit/FormulaInjectionTest.php", file_text=FORMULA_TEST),
         f"File created successfully at: {root}/tests/Unit/FormulaInjectionTest.php"),
        (bash("vendor/bin/pest --compact"), oh_bash(pest2, root)),
        (bash("vendor/bin/psalm --no-progress"), oh_bash(psalm1, root, 2)),
        (editor("str_replace", p, old_str="    private function sanitizeCell(string $value)\n",
                new_str="    private function sanitizeCell(string $value): string\n"),
         snip(p, w3, "    private function sanitizeCell(string $value): string", ctx=2)),
        (bash("vendor/bin/psalm --no-progress && vendor/bin/pest --compact"), oh_bash(psalm2 + "\n" + pest2.replace("0.41s", "0.36s"), root)),
        (bash("git status --short"), oh_bash(" M src/Writer/CsvWriter.php\n?? tests/Unit/FormulaInjectionTest.php", root)),
    ]
    state = (f"Repository {root} (PHP 8.2 table export library, Pest 2, Psalm). Security report: exported CSV cells "
             "that start with `=`, `+`, `-` or `@` are executed as formulas when opened in a spreadsheet (CSV injection). "
             "Neutralise them in CsvWriter without mangling negative numbers.")
    rs.add(task="swe", tid="h29-swe-13", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 14  Gemini CLI, Kotlin / Ktor + detekt  (bad)

HEALTH_KT = '''package dev.mila.healthcheck

import io.ktor.http.HttpStatusCode
import io.ktor.server.application.ApplicationCall
import io.ktor.server.response.respondText
import kotlinx.coroutines.withTimeoutOrNull

class HealthCheck(private val checks: Map<String, suspend () -> Boolean>) {

    suspend fun evaluate(): Map<String, Status> =
        checks.mapValues { (_, check) ->
            when (withTimeoutOrNull(2_500) { check() }) {
                true -> Status.UP
                false -> Status.DOWN
                null -> Status.TIMEOUT
            }
        }

    suspend fun respond(call: ApplicationCall) {
        val results = evaluate()
        if (results.isEmpty()) {
            call.respondText("{}", status = HttpStatusCode.OK)
            return
        }
        if (results.values.any { it == Status.DOWN }) {
            call.respondText(render(results), status = HttpStatusCode.ServiceUnavailable)
            return
        }
        if (results.values.any { it == Status.TIMEOUT }) {
            call.respondText(render(results), status = HttpStatusCode(207, "Multi-Status"))
            return
        }
        call.respondText(render(results), status = HttpStatusCode.OK)
    }

    private fun render(results: Map<String, Status>): String =
        results.entries.joinToString(",", "{", "}") { (name, status) -> "\\"$name\\":\\"${status.name.lowercase()}\\"" }

    enum class Status { UP, DOWN, TIMEOUT }
}
'''


def t14(rs: RowSet) -> None:
    root = "/home/mila/dev/ktor-healthcheck"
    rel = "src/main/kotlin/dev/mila/healthcheck/HealthCheck.kt"
    p = f"{root}/{rel}"
    h1 = swap(HEALTH_KT, "withTimeoutOrNull(2_500)", "withTimeoutOrNull(CHECK_TIMEOUT_MS)")
    old_r = part(HEALTH_KT, lineno(HEALTH_KT, "suspend fun respond"), lineno(HEALTH_KT, "call.respondText(render(results), status = HttpStatusCode.OK)") + 1)
    new_r = '''    suspend fun respond(call: ApplicationCall) {
        val results = evaluate()
        val status = when {
            results.values.any { it == Status.DOWN } -> HttpStatusCode.ServiceUnavailable
            results.values.any { it == Status.TIMEOUT } -> MULTI_STATUS
            else -> HttpStatusCode.OK
        }
        call.respondText(render(results), status = status)
    }'''
    h2 = swap(h1, old_r, new_r)
    h2 = swap(h2, "    enum class Status { UP, DOWN, TIMEOUT }\n",
              "    enum class Status { UP, DOWN, TIMEOUT }\n\n    private companion object {\n        const val CHECK_TIMEOUT_MS = 2_500L\n"
              "        val MULTI_STATUS = HttpStatusCode(207, \"Multi-Status\")\n    }\n")
    l_t = lineno(HEALTH_KT, "withTimeoutOrNull(2_500)")
    l_r = lineno(HEALTH_KT, "suspend fun respond")
    l_m = lineno(HEALTH_KT, "HttpStatusCode(207")
    c_t = part(HEALTH_KT, l_t, l_t).index("2_500") + 1
    c_m = part(HEALTH_KT, l_m, l_m).index("207") + 1
    magic = "This expression contains a magic number. Consider defining it to a well named constant. [MagicNumber]"
    det1 = ("> Task :detekt FAILED\n"
            f"{p}:{l_t}:{c_t}: {magic}\n{p}:{l_r}:17: Function respond has 3 return statements which exceeds the limit of 2. [ReturnCount]\n"
            f"{p}:{l_m}:{c_m}: {magic}\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            "Execution failed for task ':detekt'.\n> Analysis failed with 3 weighted issues.\n\n* Try:\n"
            "> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to get more log output.\n"
            "> Run with --scan to get full insights.\n> Get more help at https://help.gradle.org.\n\nBUILD FAILED in 14s\n"
            "1 actionable task: 1 executed")
    det2 = ("> Task :detekt\n> Task :checkKotlinGradlePluginConfigurationErrors\n> Task :processResources NO-SOURCE\n"
            "> Task :compileKotlin\n> Task :compileJava NO-SOURCE\n> Task :classes UP-TO-DATE\n> Task :compileTestKotlin UP-TO-DATE\n"
            "> Task :compileTestJava NO-SOURCE\n> Task :processTestResources NO-SOURCE\n> Task :testClasses UP-TO-DATE\n> Task :test\n\n"
            "BUILD SUCCESSFUL in 38s\n5 actionable tasks: 4 executed, 1 up-to-date")
    msg = "Fix detekt findings in HealthCheck"
    log_old = ("a1c9e3f 2025-03-12 18:03:11 +0100 Add readiness endpoint\n5e70d2b 2025-03-12 11:47:55 +0100 Run checks concurrently\n"
               "c08b41a 2025-03-10 09:12:30 +0100 Enable detekt in CI")
    ins, dels = counts(HEALTH_KT, h2)
    gp_old = "version=0.4.1"
    gp_new = "version=0.4.2"
    gp_diff = ("diff --git a/gradle.properties b/gradle.properties\nindex 3b1f0e2..c94d7a8 100644\n--- a/gradle.properties\n"
               "+++ b/gradle.properties\n@@ -1,4 +1,4 @@\n group=dev.mila\n-version=0.4.1\n+version=0.4.2\n kotlin.code.style=official\n"
               " org.gradle.jvmargs=-Xmx2g")
    turns = [
        (gshell("date && git log -3 --format='%h %ad %s' --date=iso", "Check the clock and the recent history."),
         gem_run("date && git log -3 --format='%h %ad %s' --date=iso", "Thu Mar 13 15:42:08 CET 2025\n" + log_old)),
        (gshell("./gradlew detekt --console=plain", "Run detekt to see the findings."),
         gem_run("./gradlew detekt --console=plain", det1, code=1, pgid=40290)),
        (g_rd(p), g_read(HEALTH_KT)),
        (g_write(p, h2), f"Successfully overwrote file: {p}."),
        (gshell("./gradlew detekt test --console=plain", "Re-run detekt and the tests."),
         gem_run("./gradlew detekt test --console=plain", det2, pgid=40371)),
        (gshell(f'git commit -am "{msg}"', "Commit the detekt fixes."),
         gem_run(f'git commit -am "{msg}"', f"[main 7f21c04] {msg}\n 1 file changed, {ins} insertions(+), {dels} deletions(-)", pgid=40502)),
        (gshell("git log -3 --format='%h %ad %s' --date=iso", "Confirm the commit is on top."),
         gem_run("git log -3 --format='%h %ad %s' --date=iso",
                 f"7f21c04 2025-03-13 15:07:52 +0100 {msg}\n" + "\n".join(log_old.split("\n")[:2]), pgid=40519)),
        (g_replace(f"{root}/gradle.properties", gp_old, gp_new), g_ok(f"{root}/gradle.properties")),
        (gshell("git diff", "Review the version bump."), gem_run("git diff", gp_diff, pgid=40544)),
        (gshell("git status --short --branch", "Check the branch state."),
         gem_run("git status --short --branch", "## main...origin/main [ahead 1]\n M gradle.properties", pgid=40551)),
    ]
    state = (f"Project {root} (Ktor health-check plugin, Kotlin, Gradle, detekt enforced in CI). Task: make "
             "`./gradlew detekt` pass, commit the fix, then bump the patch version in gradle.properties for the release.")
    rs.add(task="swe", tid="h29-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=7, kind="new commit's author date is 34 minutes earlier than the clock reading taken before the work started")


# ---------------------------------------------------------------- 15  OpenHands, Python / Django  (clean)

BOOK_MODEL = '''class Book(models.Model):
    title = models.CharField(max_length=300)
    authors = models.ManyToManyField(Author, related_name="books")
    isbn10 = models.CharField("ISBN-10", max_length=10, blank=True, validators=[validate_isbn10])
    published = models.DateField(null=True, blank=True)
    shelf = models.ForeignKey("Shelf", on_delete=models.SET_NULL, null=True, blank=True, related_name="books")
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["title"]
        indexes = [models.Index(fields=["isbn10"])]

    def __str__(self) -> str:
        return self.title'''

BOOK_TEST_OLD = '''    def test_str_is_title(self):
        self.assertEqual(str(BookFactory(title="Dune")), "Dune")'''

BOOK_TEST_NEW = BOOK_TEST_OLD + '''

    def test_isbn13_derived_from_isbn10(self):
        book = BookFactory(isbn10="0306406152")
        self.assertEqual(book.isbn13, "9780306406157")

    def test_explicit_isbn13_is_kept(self):
        book = BookFactory(isbn10="0306406152", isbn13="9791234567896")
        self.assertEqual(book.isbn13, "9791234567896")

    def test_no_isbn_leaves_isbn13_blank(self):
        self.assertEqual(BookFactory(isbn10="").isbn13, "")'''


def django_tests(n: int, secs: str) -> str:
    return (f"Found {n} test(s).\nCreating test database for alias 'default'...\nSystem check identified no issues (0 silenced).\n"
            + "." * n + f"\n----------------------------------------------------------------------\nRan {n} tests in {secs}s\n\nOK\n"
            "Destroying test database for alias 'default'...")


def t15(rs: RowSet) -> None:
    root = "/workspace/bookshelf"
    mp = f"{root}/catalog/models.py"
    tp = f"{root}/catalog/tests/test_models.py"
    head = ('from django.db import models\n\nfrom .isbn import isbn10_to_13, validate_isbn10\n\n\n'
            'class Author(models.Model):\n    name = models.CharField(max_length=200)\n    sort_name = models.CharField(max_length=200, db_index=True)\n\n'
            '    class Meta:\n        ordering = ["sort_name"]\n\n    def __str__(self) -> str:\n        return self.name\n\n\n')
    models0 = head + BOOK_MODEL + "\n"
    old = '''    isbn10 = models.CharField("ISBN-10", max_length=10, blank=True, validators=[validate_isbn10])
    published = models.DateField(null=True, blank=True)'''
    new = '''    isbn10 = models.CharField("ISBN-10", max_length=10, blank=True, validators=[validate_isbn10])
    isbn13 = models.CharField("ISBN-13", max_length=13, blank=True, db_index=True)
    published = models.DateField(null=True, blank=True)'''
    old2 = '''    def __str__(self) -> str:
        return self.title'''
    new2 = '''    def __str__(self) -> str:
        return self.title

    def save(self, *args, **kwargs):
        if self.isbn10 and not self.isbn13:
            self.isbn13 = isbn10_to_13(self.isbn10)
        super().save(*args, **kwargs)'''
    m1 = swap(models0, old, new)
    m2 = swap(m1, old2, new2)
    migs = ["0001_initial", "0002_shelf", "0003_book_shelf", "0004_alter_book_options", "0005_author_sort_name",
            "0006_populate_author_sort_name"]
    show1 = "catalog\n" + "\n".join(f" [X] {m}" for m in migs)
    show2 = "catalog\n" + "\n".join(f" [X] {m}" for m in migs + ["0007_book_isbn13"])
    b = lineno(models0, "class Book(")
    turns = [
        (bash(f"cd {root} && python manage.py showmigrations catalog"), oh_bash(show1, root)),
        (bash("python manage.py test catalog"), oh_bash(django_tests(58, "1.204"), root)),
        (editor("view", mp, view_range=[b, nlines(models0)]), view(mp, models0, b)),
        (editor("str_replace", mp, old_str=old, new_str=new), snip(mp, m1, new, ctx=2)),
        (editor("str_replace", mp, old_str=old2, new_str=new2), snip(mp, m2, new2, ctx=2)),
        (bash("python manage.py makemigrations catalog"),
         oh_bash("Migrations for 'catalog':\n  catalog/migrations/0007_book_isbn13.py\n    - Add field isbn13 to book", root)),
        (bash("python manage.py migrate catalog && python manage.py showmigrations catalog"),
         oh_bash("Operations to perform:\n  Apply all migrations: catalog\nRunning migrations:\n  Applying catalog.0007_book_isbn13... OK\n" + show2, root)),
        (editor("str_replace", tp, old_str=BOOK_TEST_OLD, new_str=BOOK_TEST_NEW), edited(tp, BOOK_TEST_NEW, 41)),
        (bash("python manage.py test catalog"), oh_bash(django_tests(61, "1.317"), root)),
        (bash("git status --short"),
         oh_bash(" M catalog/models.py\n M catalog/tests/test_models.py\n?? catalog/migrations/0007_book_isbn13.py", root)),
    ]
    state = (f"Repository {root} (Django 4.2 library-catalogue app `catalog`, SQLite dev database). Task: add an "
             "`isbn13` field to Book (indexed), fill it from `isbn10` on save when it is empty, with a migration and tests.")
    rs.add(task="swe", tid="h29-swe-15", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 16  Gemini CLI, TypeScript / Deno  (bad)

KVQ_MOD = '''export { decodeCursor, encodeCursor } from "./src/cursor.ts";
export { prefixKey, rangeKeys } from "./src/keys.ts";
export { query, type QueryOptions } from "./src/query.ts";
export type { Entry, Page } from "./src/types.ts";
'''

KVQ_PAGINATE = '''import { decodeCursor, encodeCursor } from "./cursor.ts";
import type { Entry, Page } from "./types.ts";

export interface PaginateOptions {
  pageSize?: number;
  cursor?: string;
  reverse?: boolean;
}

/** Iterates a key prefix page by page; every page carries a cursor to resume from. */
export async function* paginate<T>(
  kv: Deno.Kv,
  prefix: Deno.KvKey,
  { pageSize = 50, cursor, reverse = false }: PaginateOptions = {},
): AsyncGenerator<Page<T>> {
  let next = cursor ? decodeCursor(cursor) : undefined;
  while (true) {
    const iter = kv.list<T>({ prefix }, { limit: pageSize, cursor: next, reverse });
    const entries: Entry<T>[] = [];
    for await (const { key, value, versionstamp } of iter) {
      entries.push({ key, value, versionstamp });
    }
    if (entries.length === 0) return;
    next = iter.cursor || undefined;
    yield { entries, cursor: next ? encodeCursor(next) : null };
    if (!next) return;
  }
}
'''

KVQ_PAGINATE_TEST = '''import { assertEquals } from "jsr:@std/assert@1";
import { paginate } from "../mod.ts";

async function seeded(n: number): Promise<Deno.Kv> {
  const kv = await Deno.openKv(":memory:");
  for (let i = 0; i < n; i++) await kv.set(["todo", String(i).padStart(3, "0")], { i });
  return kv;
}

Deno.test("paginate yields pages of the requested size", async () => {
  const kv = await seeded(7);
  const sizes: number[] = [];
  for await (const page of paginate(kv, ["todo"], { pageSize: 3 })) sizes.push(page.entries.length);
  assertEquals(sizes, [3, 3, 1]);
  kv.close();
});

Deno.test("paginate resumes from a cursor", async () => {
  const kv = await seeded(5);
  const first = await paginate(kv, ["todo"], { pageSize: 2 }).next();
  const rest = paginate(kv, ["todo"], { pageSize: 10, cursor: first.value!.cursor! });
  const { value } = await rest.next();
  assertEquals(value!.entries.map((e) => e.key[1]), ["002", "003", "004"]);
  kv.close();
});

Deno.test("paginate stops on an empty prefix", async () => {
  const kv = await seeded(0);
  const pages = [];
  for await (const page of paginate(kv, ["todo"])) pages.push(page);
  assertEquals(pages.length, 0);
  kv.close();
});
'''


def t16(rs: RowSet) -> None:
    root = "/home/sam/code/deno-kvq"
    mod = f"{root}/mod.ts"
    pg = f"{root}/src/paginate.ts"
    old = 'export { prefixKey, rangeKeys } from "./src/keys.ts";\n'
    new = old + 'export { paginate, type PaginateOptions } from "./src/paginate.ts";\n'
    tests = [("cursor_test.ts", ["encodeCursor round-trips a key ... ok (2ms)", "decodeCursor rejects garbage ... ok (0ms)",
                                 "cursor is url-safe ... ok (0ms)"]),
             ("keys_test.ts", ["prefixKey appends a part ... ok (0ms)", "rangeKeys covers the whole prefix ... ok (1ms)",
                               "rangeKeys rejects an empty prefix ... ok (0ms)", "prefixKey keeps Uint8Array parts ... ok (0ms)"]),
             ("paginate_test.ts", ["paginate yields pages of the requested size ... ok (14ms)", "paginate resumes from a cursor ... ok (6ms)",
                                   "paginate stops on an empty prefix ... ok (2ms)"]),
             ("query_test.ts", ["query filters by predicate ... ok (9ms)", "query honours limit ... ok (4ms)",
                                "query in reverse order ... ok (4ms)", "query with start/end bounds ... ok (5ms)",
                                "query on a missing prefix is empty ... ok (1ms)"])]
    out = "".join(f"Check file://{root}/tests/{f}\n" for f, _ in tests)
    for f, ts in tests:
        out += f"running {len(ts)} tests from ./tests/{f}\n" + "\n".join(ts) + "\n"
    out += "\nok | 15 passed | 0 failed (418ms)"
    turns = [
        (call("list_directory", path=f"{root}/src"), g_ls(f"{root}/src", [], ["cursor.ts", "keys.ts", "query.ts", "types.ts"])),
        (g_rd(mod), g_read(KVQ_MOD)),
        (g_write(pg, KVQ_PAGINATE), f"Successfully created and wrote to new file: {pg}."),
        (g_replace(mod, old, new), g_ok(mod)),
        (g_write(f"{root}/tests/paginate_test.ts", KVQ_PAGINATE_TEST),
         f"Successfully created and wrote to new file: {root}/tests/paginate_test.ts."),
        (call("list_directory", path=f"{root}/src"), g_ls(f"{root}/src", [], ["cursor.ts", "keys.ts", "query.ts", "types.ts"])),
        (gshell("deno test -A", "Run the whole test suite."), gem_run("deno test -A", out, pgid=40388)),
        (gshell("deno fmt --check && deno lint", "Check formatting and lint."),
         gem_run("deno fmt --check && deno lint", "Checked 12 files\nChecked 10 files", pgid=40420)),
        (gshell("deno check mod.ts", "Type-check the public entry point."),
         gem_run("deno check mod.ts", f"Check file://{root}/mod.ts", pgid=40436)),
    ]
    state = (f"Project {root} (Deno library of Deno KV query helpers, published to JSR). Task: add a `paginate` async "
             "generator in a new file src/paginate.ts that walks a key prefix page by page with resumable cursors, "
             "export it from mod.ts and cover it with tests.")
    rs.add(task="swe", tid="h29-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=6, kind="src/paginate.ts written three turns earlier is missing from the directory listing")


# ---------------------------------------------------------------- 17  OpenHands, C++ / Bazel  (bad)

FRAME_H = '''// Copyright 2024 The framecodec Authors.
// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "codec/result.h"

namespace framecodec {

enum class FrameType : uint8_t { kData = 0, kPing = 1, kClose = 2 };

struct FrameHeader {
  uint8_t version;
  FrameType type;
  uint16_t flags;
  uint32_t payload_len;
};

inline constexpr std::size_t kMinHeaderSize = 12;
Result<FrameHeader> parse_header(std::span<const std::byte> in);
std::size_t encode_header(const FrameHeader& h, std::span<std::byte> out);

}  // namespace framecodec
'''

STREAM_CC_WINDOW = '''  // Consume as many complete frames as are buffered; keep the tail for later.
  std::size_t off = 0;
  while (buf_.size() - off >= kMinHeaderSize) {
    auto hdr = parse_header(std::span(buf_).subspan(off));
    if (!hdr.ok()) {
      state_ = State::kBroken;
      return hdr.status();
    }
    const std::size_t frame_len = kMinHeaderSize + hdr->payload_len;
    if (buf_.size() - off < frame_len) break;
    sink_(*hdr, std::span(buf_).subspan(off + kMinHeaderSize, hdr->payload_len));
    off += frame_len;
  }
  buf_.erase(buf_.begin(), buf_.begin() + static_cast<std::ptrdiff_t>(off));
  return Status::Ok();
}'''


def bazel_test(lines: list[tuple[str, str]], analyzed: str, elapsed: str, procs: str, actions: int, executed: int) -> str:
    body = "\n".join(f"{t}{s.rjust(88 - len(t))}" for t, s in lines)
    return (f"INFO: Analyzed 7 targets ({analyzed}).\nINFO: Found 4 targets and 3 test targets...\n"
            f"INFO: Elapsed time: {elapsed}\nINFO: {procs}\nINFO: Build completed successfully, {actions} total actions\n"
            f"{body}\n\nExecuted {executed} out of 3 tests: 3 tests pass.")


def t17(rs: RowSet) -> None:
    root = "/workspace/framecodec"
    old_hits = [("codec/frame.cc", 41, "Result<FrameHeader> parse_header(std::span<const std::byte> in) {"),
                ("codec/frame.cc", 118, "  auto hdr = parse_header(in);"),
                ("codec/frame.h", 23, "Result<FrameHeader> parse_header(std::span<const std::byte> in);"),
                ("codec/stream.cc", 67, "    // parse_header() needs at least kMinHeaderSize bytes; wait for more."),
                ("codec/stream.cc", 140, "    auto hdr = parse_header(std::span(buf_).subspan(off));"),
                ("tests/frame_test.cc", 15, "  auto hdr = parse_header(kPing);"),
                ("tests/frame_test.cc", 52, "  EXPECT_FALSE(parse_header(truncated).ok());")]
    assert lineno(FRAME_H, "parse_header") == 23
    g1 = "\n".join(f"{f}:{n}:{t}" for f, n, t in old_hits)
    g2 = "\n".join(f"{f}:{n}:{t.replace('parse_header', 'parse_frame_header')}" for f, n, t in old_hits)
    fh1 = FRAME_H.replace("parse_header", "parse_frame_header")
    files = "codec/frame.cc codec/frame.h codec/stream.cc tests/frame_test.cc"
    t1 = bazel_test([("//tests:crc_test", "PASSED in 0.1s"), ("//tests:frame_test", "PASSED in 0.3s"),
                     ("//tests:stream_test", "PASSED in 0.5s")],
                    "38 packages loaded, 604 targets configured", "21.507s, Critical Path: 10.42s",
                    "31 processes: 10 internal, 21 linux-sandbox.", 31, 3)
    t2 = bazel_test([("//tests:crc_test", "(cached) PASSED in 0.1s"), ("//tests:frame_test", "PASSED in 0.3s"),
                     ("//tests:stream_test", "PASSED in 0.4s")],
                    "0 packages loaded, 0 targets configured", "1.902s, Critical Path: 0.81s",
                    "4 processes: 1 internal, 3 linux-sandbox.", 4, 2)
    build = ("INFO: Analyzed 7 targets (0 packages loaded, 0 targets configured).\nINFO: Found 7 targets...\n"
             "INFO: Elapsed time: 6.311s, Critical Path: 5.92s\nINFO: 11 processes: 1 internal, 10 linux-sandbox.\n"
             "INFO: Build completed successfully, 11 total actions")
    stat = diffstat([("codec/frame.cc", 2, 2), ("codec/frame.h", 1, 1), ("codec/stream.cc", 2, 2), ("tests/frame_test.cc", 2, 2)])
    cl_old = "## Unreleased\n"
    cl_new = ("## Unreleased\n\n### Changed\n- **Breaking:** `parse_header()` is renamed to `parse_frame_header()` to match "
              "`encode_frame()`/`decode_frame()`. Update call sites; there is no compatibility alias.\n")
    sp = f"{root}/codec/stream.cc"
    turns = [
        (bash(f'cd {root} && grep -rn "\\bparse_header\\b" --include=*.h --include=*.cc .'),
         oh_bash("\n".join("./" + ln for ln in g1.split("\n")), root)),
        (bash("bazel test //..."), oh_bash(t1, root)),
        (bash(f"sed -i 's/\\bparse_header\\b/parse_frame_header/g' {files} && grep -rn parse_frame_header {files}"),
         oh_bash(g2, root)),
        (bash('grep -rn "\\bparse_header\\b" --include=*.h --include=*.cc . ; echo "exit=$?"'), oh_bash("exit=1", root)),
        (editor("view", f"{root}/codec/frame.h", view_range=[13, 27]), view(f"{root}/codec/frame.h", fh1, 13, 27)),
        (bash("bazel build //..."), oh_bash(build, root)),
        (bash("bazel test //..."), oh_bash(t2, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
        (editor("str_replace", f"{root}/CHANGELOG.md", old_str=cl_old, new_str=cl_new),
         edited(f"{root}/CHANGELOG.md", "# Changelog\n\n" + cl_new.rstrip("\n") + "\n\n## 0.9.0 - 2024-11-02", 1)),
        (editor("view", sp, view_range=[137, 152]), cat_n(sp, STREAM_CC_WINDOW, 137)),
    ]
    state = (f"Repository {root} (C++20 framing codec built with Bazel 7). Task: rename the public function "
             "`parse_header` to `parse_frame_header` everywhere (declaration, definition, call sites, tests) with no "
             "compatibility alias, keep the build and tests green, and add a changelog entry.")
    rs.add(task="swe", tid="h29-swe-17", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=10, kind="renamed function still appears under its old name at a call site the sed/grep showed as renamed")


# ---------------------------------------------------------------- 18  Gemini CLI, Elixir / Phoenix + Ecto  (clean)

INVENTORY_EX = '''defmodule Pantry.Inventory do
  @moduledoc "Items stored in the pantry and the locations that hold them."
  import Ecto.Query, warn: false

  alias Pantry.Repo
  alias Pantry.Inventory.{Item, Location}

  @doc """
  Lists the items of a location. With `order: :expires_on` the soonest-expiring
  items come first.
  """
  def list_items(%Location{id: location_id}, opts \\\\ []) do
    Item
    |> where([i], i.location_id == ^location_id)
    |> order_by(^order(opts[:order]))
    |> Repo.all()
  end

  defp order(:expires_on), do: [asc: :expires_on]
  defp order(_), do: [asc: :name]

  def get_item!(id), do: Repo.get!(Item, id)

  def create_item(attrs \\\\ %{}) do
    %Item{}
    |> Item.changeset(attrs)
    |> Repo.insert()
  end

  def update_item(%Item{} = item, attrs) do
    item
    |> Item.changeset(attrs)
    |> Repo.update()
  end

  def delete_item(%Item{} = item), do: Repo.delete(item)
end
'''

MIGRATION_EXS = '''defmodule Pantry.Repo.Migrations.AddExpiresOnIndex do
  use Ecto.Migration

  def change do
    create index(:items, [:location_id, :expires_on])
  end
end
'''


def t18(rs: RowSet) -> None:
    root = "/home/jo/apps/pantry"
    p = f"{root}/lib/pantry/inventory.ex"
    mig = "priv/repo/migrations/20250314093012_add_expires_on_index.exs"
    rows = [("20250102140311", "create_users_auth_tables"), ("20250103091522", "create_items"),
            ("20250110173045", "add_expires_on_to_items"), ("20250221082210", "create_locations")]

    def status(rs_: list[tuple[str, str, str]]) -> str:
        return ("\nRepo: Pantry.Repo\n\n  Status    Migration ID    Migration Name\n--------------------------------------------------\n"
                + "\n".join(f"  {s.ljust(10)}{i}  {n}" for s, i, n in rs_) + "\n")

    s1 = status([("up", i, n) for i, n in rows])
    s2 = status([("up", i, n) for i, n in rows] + [("up", "20250314093012", "add_expires_on_index")])
    old = "  defp order(:expires_on), do: [asc: :expires_on]"
    new = "  defp order(:expires_on), do: [asc_nulls_last: :expires_on, asc: :name]"
    migrate = ("\n09:31:47.902 [info] == Running 20250314093012 Pantry.Repo.Migrations.AddExpiresOnIndex.change/0 forward\n\n"
               "09:31:47.905 [info] create index items_location_id_expires_on_index\n\n"
               "09:31:47.911 [info] == Migrated 20250314093012 in 0.0s")
    test_out = ("Compiling 1 file (.ex)\nGenerated pantry app\nRunning ExUnit with seed: 305118, max_cases: 16\n\n" + "." * 64
                + "\nFinished in 0.9 seconds (0.5s async, 0.4s sync)\n64 tests, 0 failures")
    mig_files = [".formatter.exs", "20250102140311_create_users_auth_tables.exs", "20250103091522_create_items.exs",
                 "20250110173045_add_expires_on_to_items.exs", "20250221082210_create_locations.exs",
                 "20250314093012_add_expires_on_index.exs"]
    turns = [
        (gshell("mix ecto.migrations", "Show migration status of the dev database."), gem_run("mix ecto.migrations", s1)),
        (g_rd(p), g_read(INVENTORY_EX)),
        (gshell("mix ecto.gen.migration add_expires_on_index", "Generate an empty migration."),
         gem_run("mix ecto.gen.migration add_expires_on_index", f"* creating {mig}", pgid=40302)),
        (g_write(f"{root}/{mig}", MIGRATION_EXS), f"Successfully overwrote file: {root}/{mig}."),
        (gshell("mix ecto.migrate", "Apply the new migration."), gem_run("mix ecto.migrate", migrate, pgid=40341)),
        (gshell("mix ecto.migrations", "Confirm the migration is up."), gem_run("mix ecto.migrations", s2, pgid=40377)),
        (g_replace(p, old, new), g_ok(p)),
        (gshell("mix test", "Run the test suite."), gem_run("mix test", test_out, pgid=40415)),
        (call("list_directory", path=f"{root}/priv/repo/migrations"), g_ls(f"{root}/priv/repo/migrations", [], mig_files)),
    ]
    state = (f"Project {root} (Phoenix 1.7 app with Ecto/PostgreSQL). Bug: in the \"expires soon\" view, items without "
             "an expiry date are listed first; they should come last (ties by name). Also add an index on "
             "(location_id, expires_on) for that query.")
    rs.add(task="swe", tid="h29-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 19  OpenHands, Ruby / Rails  (bad)

STATS_ROWS = [("Controllers", 612, 498, 14, 71), ("Helpers", 88, 71, 6, 12), ("Jobs", 64, 49, 4, 5),
              ("Models", 741, 583, 17, 66), ("Mailers", 57, 45, 3, 6), ("Channels", 24, 18, 2, 2),
              ("Views", 1128, 986, 0, 0), ("JavaScript", 145, 112, 0, 0), ("Libraries", 96, 74, 3, 9),
              ("Controller tests", 489, 391, 12, 58), ("Helper tests", 31, 24, 3, 4), ("Job tests", 42, 33, 4, 5),
              ("Model tests", 618, 497, 17, 79), ("Mailer tests", 38, 29, 3, 4), ("System tests", 176, 139, 5, 18)]


def rails_stats(rows: list[tuple[str, int, int, int, int]]) -> str:
    sep = "+----------------------+--------+--------+---------+---------+-----+-------+"

    def line(name: str, lines: int, loc: int, cls: int, meth: int) -> str:
        mc = meth // cls if cls else 0
        lm = loc // meth - 2 if meth else 0
        return f"| {name.ljust(20)} | {lines:>6} | {loc:>6} | {cls:>7} | {meth:>7} | {mc:>3} | {lm:>5} |"

    tot = [sum(r[i] for r in rows) for i in range(1, 5)]
    code = sum(r[2] for r in rows if "tests" not in r[0])
    test = sum(r[2] for r in rows if "tests" in r[0])
    out = [sep, "| Name                 |  Lines |    LOC | Classes | Methods | M/C | LOC/M |", sep]
    out += [line(*r) for r in rows]
    out += [sep, line("Total", *tot), sep, f"  Code LOC: {code}     Test LOC: {test}     Code to Test Ratio: 1:{test / code:.1f}"]
    return "\n".join(out)


TICKETS_CTRL = '''class TicketsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_ticket, only: %i[show edit update destroy]

  def index
    @tickets = Ticket.visible_to(current_user).includes(:requester).order(updated_at: :desc)
  end

  def show
    @comment = @ticket.comments.build
  end
'''

TICKETS_TEST_OLD = '''  test "should get index" do
    get tickets_url
    assert_response :success
  end'''

TICKETS_TEST_NEW = TICKETS_TEST_OLD + '''

  test "index shows 25 tickets per page" do
    30.times { |i| Ticket.create!(subject: "Bulk #{i}", requester: users(:alice), status: :open) }
    get tickets_url(page: 2)
    assert_response :success
    assert_select "nav.pagy-nav"
    assert_select "table#tickets tbody tr", Ticket.visible_to(users(:alice)).count - 25
  end'''


def t19(rs: RowSet) -> None:
    root = "/workspace/helpdesk"
    cp = f"{root}/app/controllers/tickets_controller.rb"
    vp = f"{root}/app/views/tickets/index.html.erb"
    tp = f"{root}/test/controllers/tickets_controller_test.rb"
    o1 = "    @tickets = Ticket.visible_to(current_user).includes(:requester).order(updated_at: :desc)"
    n1 = ("    scope = Ticket.visible_to(current_user).includes(:requester).order(updated_at: :desc)\n"
          "    @pagy, @tickets = pagy(scope, items: 25)")
    c1 = swap(TICKETS_CTRL, o1, n1)
    o2 = "</table>"
    n2 = "</table>\n\n<%== pagy_nav(@pagy) if @pagy.pages > 1 %>"
    view_tail = '''      </tr>
    <% end %>
  </tbody>
</table>'''
    rows1 = list(STATS_ROWS)
    bump = {"Controllers": (1, 1), "Views": (2, 1), "Controller tests": (8, 7), "Models": (6, 5)}  # Models: the drift
    rows2 = [(n, a + bump.get(n, (0, 0))[0], b + bump.get(n, (0, 0))[1], c, d) for n, a, b, c, d in rows1]
    tests1 = ("Running 10 tests in a single process (parallelization threshold is 50)\nRun options: --seed 4242\n\n# Running:\n\n"
              ".........." "\n\nFinished in 1.134012s, 8.8182 runs/s, 21.1638 assertions/s.\n10 runs, 24 assertions, 0 failures, 0 errors, 0 skips")
    tests2 = ("Running 215 tests in parallel using 8 processes\nRun options: --seed 60519\n\n# Running:\n\n" + "." * 215 +
              "\n\nFinished in 9.482207s, 22.6740 runs/s, 61.0618 assertions/s.\n215 runs, 579 assertions, 0 failures, 0 errors, 0 skips")
    stat = diffstat([("app/controllers/tickets_controller.rb", 2, 1), ("app/views/tickets/index.html.erb", 2, 0),
                     ("test/controllers/tickets_controller_test.rb", 8, 0)])
    msg = "Paginate the tickets index (25 per page)"
    turns = [
        (bash(f"cd {root} && bin/rails stats"), oh_bash(rails_stats(rows1), root)),
        (editor("view", cp, view_range=[1, 11]), cat_n(cp, TICKETS_CTRL.rstrip("\n"))),
        (editor("str_replace", cp, old_str=o1, new_str=n1), snip(cp, c1, n1, ctx=2)),
        (editor("str_replace", vp, old_str=o2, new_str=n2), edited(vp, view_tail + "\n\n<%== pagy_nav(@pagy) if @pagy.pages > 1 %>", 31)),
        (editor("str_replace", tp, old_str=TICKETS_TEST_OLD, new_str=TICKETS_TEST_NEW), edited(tp, TICKETS_TEST_NEW, 9)),
        (bash("bin/rails stats"), oh_bash(rails_stats(rows2), root)),
        (bash("bin/rails test test/controllers/tickets_controller_test.rb"), oh_bash(tests1, root)),
        (bash("bin/rails test"), oh_bash(tests2, root)),
        (bash("bundle exec rubocop app/controllers/tickets_controller.rb test/controllers/tickets_controller_test.rb"),
         oh_bash("Inspecting 2 files\n..\n\n2 files inspected, no offenses detected", root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
        (bash(f'git commit -qam "{msg}" && git log --oneline -1'), oh_bash(f"e41c7a9 (HEAD -> paginate-tickets) {msg}", root)),
    ]
    state = (f"Repository {root} (Rails 7.1 help-desk app, minitest, pagy already in the Gemfile and included in "
             "ApplicationController/ApplicationHelper), branch paginate-tickets. Task: paginate the tickets index at 25 per "
             "page and add a controller test.")
    rs.add(task="swe", tid="h29-swe-19", system=OH_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=6, kind="rails stats Models row grows (741->747 lines) although no model file was touched")


# ---------------------------------------------------------------- 20  Gemini CLI, PHP / Laravel  (clean)

STORE_APPT_REQ = '''<?php

namespace App\\Http\\Requests;

use App\\Models\\Appointment;
use Illuminate\\Foundation\\Http\\FormRequest;
use Illuminate\\Validation\\Rule;

class StoreAppointmentRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('create', Appointment::class);
    }

    /**
     * @return array<string, \\Illuminate\\Contracts\\Validation\\ValidationRule|array<mixed>|string>
     */
    public function rules(): array
    {
        return [
            'patient_id' => ['required', 'integer', Rule::exists('patients', 'id')],
            'practitioner_id' => ['required', 'integer', Rule::exists('practitioners', 'id')],
            'room_id' => ['nullable', 'integer', Rule::exists('rooms', 'id')],
            'starts_at' => ['required', 'date', 'after:now'],
            'ends_at' => ['required', 'date'],
            'notes' => ['nullable', 'string', 'max:2000'],
        ];
    }
}
'''

APPT_TEST_TAIL = '''    public function test_overlapping_appointments_are_rejected(): void
    {
        Appointment::factory()->for($this->practitioner)->create([
            'starts_at' => now()->addDay()->setTime(10, 0),
            'ends_at' => now()->addDay()->setTime(10, 30),
        ]);

        $this->actingAs($this->receptionist)
            ->post(route('appointments.store'), $this->payload())
            ->assertSessionHasErrors('starts_at');

        $this->assertDatabaseCount('appointments', 1);
    }
}'''

APPT_TEST_NEW = '''    public function test_ends_at_must_be_after_starts_at(): void
    {
        $this->actingAs($this->receptionist)
            ->post(route('appointments.store'), $this->payload([
                'starts_at' => now()->addDay()->setTime(10, 0)->toDateTimeString(),
                'ends_at' => now()->addDay()->setTime(9, 30)->toDateTimeString(),
            ]))
            ->assertSessionHasErrors('ends_at');

        $this->assertDatabaseCount('appointments', 0);
    }
}'''


def g_window(text: str, a: int, total: int) -> str:
    b = a + nlines(text) - 1
    return (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {a}-{b} of {total} total lines.\n"
            f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent "
            f"'read_file' call. For example, use offset: {b}.\n\n--- FILE CONTENT (truncated) ---\n" + text)


def t20(rs: RowSet) -> None:
    root = "/var/www/clinic-booking"
    rp = f"{root}/app/Http/Requests/StoreAppointmentRequest.php"
    tp = f"{root}/tests/Feature/AppointmentStoreTest.php"
    routes = [("GET|HEAD", "appointments", "appointments.index › AppointmentController@index"),
              ("POST", "appointments", "appointments.store › AppointmentController@store"),
              ("GET|HEAD", "appointments/create", "appointments.create › AppointmentController@create"),
              ("GET|HEAD", "appointments/{appointment}", "appointments.show › AppointmentController@show"),
              ("PUT|PATCH", "appointments/{appointment}", "appointments.update › AppointmentController@update"),
              ("DELETE", "appointments/{appointment}", "appointments.destroy › AppointmentController@destroy"),
              ("GET|HEAD", "appointments/{appointment}/edit", "appointments.edit › AppointmentController@edit")]

    def rline(m: str, uri: str, act: str) -> str:
        return f"  {m.ljust(16)}{uri} {'.' * max(3, 110 - 18 - len(uri) - len(act))} {act}"

    rl1 = "\n" + "\n".join(rline(*r) for r in routes) + "\n\n" + "Showing [7] routes".rjust(112) + "\n"
    rl2 = ("\n" + rline(*routes[1]) + "\n" + "".join(f"{' ' * 18}⇂ {m}\n" for m in ("web", "auth", "verified",
           "can:create,App\\Models\\Appointment")) + "\n" + "Showing [1] routes".rjust(112) + "\n")
    old = "            'ends_at' => ['required', 'date'],"
    new = "            'ends_at' => ['required', 'date', 'after:starts_at'],"
    names = [("guest is redirected to login", "0.21s"), ("receptionist can book an appointment", "0.05s"),
             ("starts at must be in the future", "0.03s"), ("practitioner must exist", "0.03s"),
             ("notes are limited to 2000 characters", "0.03s"), ("overlapping appointments are rejected", "0.04s"),
             ("ends at must be after starts at", "0.03s")]
    t1 = ("\n   PASS  Tests\\Feature\\AppointmentStoreTest\n" + "\n".join(f"  ✓ {n.ljust(68)}{t}  " for n, t in names)
          + "\n\n  Tests:    7 passed (19 assertions)\n  Duration: 0.58s\n")
    t2 = ("\n  ParaTest v7.4.3 upon PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n  Processes:     8\n"
          "  Runtime:       PHP 8.3.7\n  Configuration: /var/www/clinic-booking/phpunit.xml\n\n"
          f"  {'.' * 63}  63 / 143 ( 44%)\n  {'.' * 63} 126 / 143 ( 88%)\n  {'.' * 17}{' ' * 46} 143 / 143 (100%)\n\n"
          "  Tests:    143 passed (412 assertions)\n  Duration: 4.87s\n  Parallel: 8 processes\n")
    pint = "\n  " + "." * 96 + "\n\n  ────────────────────────────────────────────────────────────── Laravel  \n    PASS   ............................................... 96 files  \n"
    turns = [
        (gshell("php artisan route:list --path=appointments", "List the appointment routes."),
         gem_run("php artisan route:list --path=appointments", rl1)),
        (g_rd(rp), g_read(STORE_APPT_REQ)),
        (g_replace(rp, old, new), g_ok(rp)),
        (g_rd(tp, 104, 117), g_window(APPT_TEST_TAIL, 104, 117)),
        (g_replace(tp, APPT_TEST_TAIL[APPT_TEST_TAIL.index("        $this->assertDatabaseCount('appointments', 1);"):],
                   "        $this->assertDatabaseCount('appointments', 1);\n    }\n\n" + APPT_TEST_NEW), g_ok(tp)),
        (gshell("php artisan test --filter=AppointmentStoreTest", "Run the appointment store tests."),
         gem_run("php artisan test --filter=AppointmentStoreTest", t1, pgid=40377)),
        (gshell("php artisan test --parallel", "Run the whole suite in parallel."),
         gem_run("php artisan test --parallel", t2, pgid=40412)),
        (gshell("php artisan route:list --name=appointments.store -v", "Check the middleware on the store route."),
         gem_run("php artisan route:list --name=appointments.store -v", rl2, pgid=40498)),
        (gshell("./vendor/bin/pint --test", "Check code style."), gem_run("./vendor/bin/pint --test", pint, pgid=40511)),
    ]
    state = (f"Project {root} (Laravel 11 clinic booking app, PHPUnit feature tests, Pint). Bug #88: the booking form "
             "accepts an appointment whose end time is before its start time. Validate it and add a feature test.")
    rs.add(task="swe", tid="h29-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 21  OpenHands, Python / uv + pytest  (clean)

SEMVER_RANGE_PART = '''    def intersect(self, other: Range) -> Range | None:
        """The range satisfied by both ``self`` and ``other``, or None when they are disjoint."""
        lower = _max_lower(self.lower, other.lower)
        upper = _min_upper(self.upper, other.upper)
        if lower is not None and upper is not None:
            if lower.version > upper.version:
                return None
        return Range(lower, upper)

    def union(self, other: Range) -> Range | None:
        """The smallest single range covering both, or None when they neither overlap nor touch."""
        if self.intersect(other) is None and not self._touches(other):
            return None
        return Range(_min_lower(self.lower, other.lower), _max_upper(self.upper, other.upper))'''


def t21(rs: RowSet) -> None:
    root = "/workspace/semverx"
    p = f"{root}/src/semverx/range.py"
    tp = f"{root}/tests/test_range.py"
    start = 118
    old = '''            if lower.version > upper.version:
                return None
        return Range(lower, upper)'''
    new = '''            if lower.version > upper.version:
                return None
            if lower.version == upper.version and not (lower.inclusive and upper.inclusive):
                return None  # e.g. >=1.2.0 and <1.2.0 touch but share no version
        return Range(lower, upper)'''
    r1 = swap(SEMVER_RANGE_PART, old, new)
    test_new = '''

def test_intersect_touching_exclusive_bound():
    assert Range.parse(">=1.2.0").intersect(Range.parse("<1.2.0")) is None
    assert Range.parse(">1.2.0").intersect(Range.parse("<=1.2.0")) is None
    assert Range.parse(">=1.2.0").intersect(Range.parse("<=1.2.0")) == Range.parse("==1.2.0")'''
    tail = '''def test_union_of_adjacent_ranges():
    assert Range.parse(">=1.0.0,<2.0.0").union(Range.parse(">=2.0.0,<3.0.0")) == Range.parse(">=1.0.0,<3.0.0")'''
    repr_ = ("Range(lower=Bound(version=Version(1, 2, 0), inclusive=True), "
             "upper=Bound(version=Version(1, 2, 0), inclusive=False))")
    fail_long = ("." * 48 + "F                        [100%]\n"
                 "=================================== FAILURES ===================================\n"
                 "___________________ test_intersect_touching_exclusive_bound ____________________\n\n"
                 "    def test_intersect_touching_exclusive_bound():\n"
                 '>       assert Range.parse(">=1.2.0").intersect(Range.parse("<1.2.0")) is None\n'
                 f"E       AssertionError: assert {repr_} is None\n"
                 "E        +  where " + repr_ + " = <bound method Range.intersect of Range(lower=Bound(version=Version(1, 2, 0), "
                 "inclusive=True), upper=None)>(Range(lower=None, upper=Bound(version=Version(1, 2, 0), inclusive=False)))\n"
                 "E        +    where <bound method Range.intersect of ...> = Range(lower=Bound(version=Version(1, 2, 0), inclusive=True), upper=None).intersect\n\n"
                 "tests/test_range.py:215: AssertionError\n"
                 "=========================== short test summary info ============================\n"
                 "FAILED tests/test_range.py::test_intersect_touching_exclusive_bound - AssertionError: assert Range(lower=Bound(vers...\n"
                 "1 failed, 48 passed in 0.31s")
    fail_short = ("." * 48 + "F\n"
                  f"{root}/tests/test_range.py:215: AssertionError: assert {repr_} is None\n"
                  "=========================== short test summary info ============================\n"
                  "FAILED tests/test_range.py::test_intersect_touching_exclusive_bound - AssertionError: assert Range(lower=Bound(vers...\n"
                  "!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!\n1 failed, 48 passed in 0.29s")
    first = ("Using CPython 3.12.3 interpreter at: /usr/bin/python3.12\nCreating virtual environment at: .venv\n"
             "   Built semverx @ file:///workspace/semverx\nInstalled 9 packages in 14ms\n"
             + "." * 72 + " [ 35%]\n" + "." * 72 + " [ 70%]\n" + "." * 59 + " " * 14 + "[100%]\n203 passed in 1.87s")
    last = ("." * 72 + " [ 35%]\n" + "." * 72 + " [ 70%]\n" + "." * 60 + " " * 13 + "[100%]\n204 passed in 1.93s")
    pop = ("On branch main\nYour branch is up to date with 'origin/main'.\n\nChanges not staged for commit:\n"
           "  (use \"git add <file>...\" to update what will be committed)\n"
           "  (use \"git restore <file>...\" to discard changes in working directory)\n"
           "\tmodified:   src/semverx/range.py\n\tmodified:   tests/test_range.py\n\n"
           "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
           "Dropped refs/stash@{0} (9f3b2c41d7e0a8b6c5d4e3f2a1b0c9d8e7f6a5b4)")
    stash_cmd = ("git stash push src/semverx/range.py && uv run pytest -q -x --tb=line tests/test_range.py; git stash pop")
    d = udiff("src/semverx/range.py", "\n" * (start - 1) + SEMVER_RANGE_PART, "\n" * (start - 1) + r1, "a41c0e7..f2d96b1")
    turns = [
        (editor("view", p, view_range=[start, start + nlines(SEMVER_RANGE_PART) - 1]), cat_n(p, SEMVER_RANGE_PART, start)),
        (bash(f"cd {root} && uv run pytest -q"), oh_bash(first, root)),
        (editor("insert", tp, insert_line=211, new_str=test_new), edited(tp, tail + "\n" + test_new, 210)),
        (bash("uv run pytest -q tests/test_range.py"), oh_bash(fail_long, root, 1)),
        (editor("str_replace", p, old_str=old, new_str=new), snip(p, "\n" * (start - 1) + r1, new, ctx=3)),
        (bash("uv run pytest -q tests/test_range.py"), oh_bash("." * 49 + " " * 23 + " [100%]\n49 passed in 0.27s", root)),
        (bash(stash_cmd), oh_bash("Saved working directory and index state WIP on main: 4be12a0 Release 1.8.0\n" + fail_short + "\n" + pop, root)),
        (bash("uv run pytest -q"), oh_bash(last, root)),
        (bash("git diff src/"), oh_bash(d, root)),
    ]
    state = (f"Repository {root} (Python library for semantic-version ranges, managed with uv, pytest + hypothesis). "
             "Issue #73: `Range.parse(\">=1.2.0\").intersect(Range.parse(\"<1.2.0\"))` returns a non-empty range that "
             "matches nothing; it should return None.")
    rs.add(task="swe", tid="h29-swe-21", system=OH_SYSTEM.format(root=root), turns=turns, state=state)


# ---------------------------------------------------------------- 22  Gemini CLI, C / autotools + cmocka  (bad)

ALIGN_C = '''#include "mdtable/align.h"

#include <ctype.h>
#include <string.h>

/* Parses one delimiter-row cell such as ":---", "---:", ":---:" or "---". */
md_align md_parse_align(const char *cell, size_t len)
{
    while (len > 0 && isspace((unsigned char)cell[0])) {
        cell++;
        len--;
    }
    while (len > 0 && isspace((unsigned char)cell[len - 1]))
        len--;
    if (len == 0)
        return MD_ALIGN_INVALID;

    int left = cell[0] == ':';
    int right = cell[len - 1] == ':';
    size_t dashes = 0;
    for (size_t i = (size_t)left; i < len - (size_t)right; i++) {
        if (cell[i] != '-')
            return MD_ALIGN_INVALID;
        dashes++;
    }
    if (dashes < 3)
        return MD_ALIGN_INVALID;

    if (left)
        return MD_ALIGN_LEFT;
    if (right)
        return MD_ALIGN_RIGHT;
    return MD_ALIGN_DEFAULT;
}
'''

MD_TESTS = ["tests/test_parse", "tests/test_escape", "tests/test_align", "tests/test_render", "tests/test_width", "tests/test_roundtrip"]


def make_check(compiled: list[str], fail: str | None) -> str:
    out = [f"  CC       {c}" for c in compiled] + ["  CCLD     libmdtable.la"]
    out += [f"  CCLD     {t}" for t in MD_TESTS]
    out += ["make  check-TESTS", "make[1]: Entering directory '/home/olu/src/mdtable'", "make[2]: Entering directory '/home/olu/src/mdtable'"]
    out += [("FAIL: " if t == fail else "PASS: ") + t for t in MD_TESTS]
    nf = 1 if fail else 0
    bar = "=" * 76
    out += [bar, "Testsuite summary for mdtable 0.3.0", bar, "# TOTAL: 6", f"# PASS:  {6 - nf}", "# SKIP:  0", "# XFAIL: 0",
            f"# FAIL:  {nf}", "# XPASS: 0", "# ERROR: 0", bar]
    if fail:
        out += ["See ./test-suite.log", "Please report to https://github.com/olu/mdtable/issues", bar,
                "make[2]: *** [Makefile:1214: test-suite.log] Error 1", "make[2]: Leaving directory '/home/olu/src/mdtable'",
                "make[1]: *** [Makefile:1322: check-TESTS] Error 2", "make[1]: Leaving directory '/home/olu/src/mdtable'",
                "make: *** [Makefile:1591: check-am] Error 2"]
    else:
        out += ["make[2]: Leaving directory '/home/olu/src/mdtable'", "make[1]: Leaving directory '/home/olu/src/mdtable'"]
    return "\n".join(out)


def t22(rs: RowSet) -> None:
    root = "/home/olu/src/mdtable"
    p = f"{root}/src/align.c"
    old = "    if (left)\n        return MD_ALIGN_LEFT;"
    new = "    if (left && right)\n        return MD_ALIGN_CENTER;\n    if (left)\n        return MD_ALIGN_LEFT;"
    cm = ("[==========] Running 7 test(s).\n[ RUN      ] left_aligned\n[       OK ] left_aligned\n[ RUN      ] right_aligned\n"
          "[       OK ] right_aligned\n[ RUN      ] centered\n[  ERROR   ] --- 0x1 != 0x3\n"
          "[   LINE   ] --- tests/test_align.c:31: error: Failure!\n[  FAILED  ] centered\n[ RUN      ] default_aligned\n"
          "[       OK ] default_aligned\n[ RUN      ] surrounding_spaces\n[       OK ] surrounding_spaces\n"
          "[ RUN      ] too_few_dashes\n[       OK ] too_few_dashes\n[ RUN      ] stray_characters\n[       OK ] stray_characters\n"
          "[==========] 7 test(s) run.\n[  PASSED  ] 6 test(s).\n[  FAILED  ] 1 test(s), listed below:\n[  FAILED  ] centered\n\n"
          " 1 FAILED TEST(S)\nFAIL tests/test_align (exit status: 1)")
    msg = "align: recognise centred ':---:' delimiter cells"
    stash = "stash@{0}: On main: wip: render tweaks"
    log2 = f"91b3e2a (HEAD -> main) {msg}\nd0c47e5 (origin/main) Count East Asian wide characters as two columns"
    pop = ("On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\n  (use \"git push\" to publish your local commits)\n\n"
           "Changes not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n"
           "  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   src/render.c\n\n"
           "no changes added to commit (use \"git add\" and/or \"git commit -a\")\n"
           "Dropped refs/stash@{0} (4c8f0d1e62b7a9c3e5f1d2b8a7c6e9f0d1a2b3c4)")
    turns = [
        (gshell("git status --short && git stash list", "See what is uncommitted before starting."),
         gem_run("git status --short && git stash list", " M src/render.c")),
        (gshell('git stash push -m "wip: render tweaks" src/render.c && git stash list', "Park the unrelated render.c work."),
         gem_run('git stash push -m "wip: render tweaks" src/render.c && git stash list',
                 "Saved working directory and index state On main: wip: render tweaks\n" + stash, pgid=40233)),
        (g_rd(p), g_read(ALIGN_C)),
        (gshell("make check", "Build and run the cmocka test suite."),
         gem_run("make check", make_check(["src/render.lo"], "tests/test_align"), code=2, pgid=40270)),
        (gshell("cat tests/test_align.log", "Read the failing test's log."), gem_run("cat tests/test_align.log", cm, pgid=40301)),
        (g_replace(p, old, new), g_ok(p)),
        (gshell("make check", "Rebuild and re-run the tests."), gem_run("make check", make_check(["src/align.lo"], None), pgid=40344)),
        (gshell(f'git commit -am "{msg}"', "Commit the fix."),
         gem_run(f'git commit -am "{msg}"', f"[main 91b3e2a] {msg}\n 1 file changed, 2 insertions(+)", pgid=40372)),
        (gshell("git stash pop", "Restore the parked render.c work."), gem_run("git stash pop", pop, pgid=40380)),
        (gshell("git diff --stat", "Confirm only the WIP render.c change is left."),
         gem_run("git diff --stat", " src/render.c | 9 ++++++---\n 1 file changed, 6 insertions(+), 3 deletions(-)", pgid=40391)),
        (gshell("git stash list && git log --oneline -2", "Check the stash and the history."),
         gem_run("git stash list && git log --oneline -2", stash + "\n" + log2, pgid=40402)),
        (gshell("make check", "Make sure the restored WIP still builds and passes."),
         gem_run("make check", make_check(["src/render.lo"], None), pgid=40415)),
    ]
    state = (f"Project {root} (C99 Markdown table library, autotools build already configured, cmocka tests). Bug: the "
             "delimiter cell `:---:` is parsed as left-aligned instead of centred. The working tree has unrelated "
             "uncommitted work in src/render.c that must not end up in the fix commit but must be kept.")
    rs.add(task="swe", tid="h29-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns, state=state,
           bad=True, turn=11, kind="stash reported as dropped by git stash pop is listed again by git stash list")


# ---------------------------------------------------------------- main


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
