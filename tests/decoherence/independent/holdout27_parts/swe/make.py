# ruff: noqa: E501, W291, W293
"""holdout27, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI styles).

Half contain exactly one world-model contradiction (one observation disagrees with an earlier one or
with the starting state); half are clean but full of legitimate changes (edits, new tests, timings,
seeds, restarts, amended commits, re-sorted or paginated views). Running this module writes
``swe_test.jsonl`` and ``labels.json`` next to it.
"""

from __future__ import annotations

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


def seg(text: str, a: int, b: int) -> str:
    """Lines a..b (1-based, inclusive) of text."""
    return "\n".join(text.split("\n")[a - 1:b])


def nlines(text: str) -> int:
    return len(text.split("\n"))


def snip(path: str, text: str, new: str, ctx: int = 4) -> str:
    """The OpenHands str_replace answer: the edited region of the new text with a few lines around it."""
    ls = text.split("\n")
    first = new.split("\n")[0]
    i = next(k for k, ln in enumerate(ls) if ln == first)
    a = max(1, i + 1 - ctx)
    b = min(len(ls), i + 1 + new.count("\n") + ctx)
    return edited(path, seg(text, a, b), a)


def view(path: str, text: str, a: int | None = None, b: int | None = None) -> str:
    if a is None:
        return cat_n(path, text)
    return cat_n(path, seg(text, a, b or nlines(text)), a)


def rf(path: str, **kw: object) -> str:
    return call("read_file", absolute_path=path, **kw)


def trunc(text: str, a: int, b: int, total: int) -> str:
    return (f"[File content truncated: showing lines {a}-{b} of {total} total lines. Use offset/limit parameters to view more.]\n"
            + seg(text, a, b))


def replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def created(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


# ---------------------------------------------------------------------------------------------
# 01  OpenHands, Flask + pytest (mainstream)
# ---------------------------------------------------------------------------------------------
PAG0 = '''"""Offset pagination helpers for list endpoints."""
from __future__ import annotations

from dataclasses import dataclass
from math import ceil

DEFAULT_PER_PAGE = 25
MAX_PER_PAGE = 100


@dataclass(frozen=True)
class Page:
    items: list
    page: int
    per_page: int
    total: int

    @property
    def pages(self) -> int:
        return max(1, ceil(self.total / self.per_page))

    @property
    def has_next(self) -> bool:
        return self.page < self.pages

    def to_dict(self, dump) -> dict:
        return {
            "items": [dump(i) for i in self.items],
            "page": self.page,
            "per_page": self.per_page,
            "total": self.total,
            "pages": self.pages,
            "has_next": self.has_next,
        }


def clamp_per_page(raw: str | None) -> int:
    if raw is None:
        return DEFAULT_PER_PAGE
    value = int(raw)
    return max(1, min(value, MAX_PER_PAGE))


def paginate(query, page: int, per_page: int) -> Page:
    total = query.count()
    start = (page - 1) * per_page
    end = start + per_page - 1
    items = query.slice(start, end).all()
    return Page(items=items, page=page, per_page=per_page, total=total)'''

PAG_E1_OLD = "    end = start + per_page - 1"
PAG_E1_NEW = "    end = start + per_page"
PAG1 = PAG0.replace(PAG_E1_OLD, PAG_E1_NEW)
PAG_E2_OLD = "    value = int(raw)\n    return max(1, min(value, MAX_PER_PAGE))"
PAG_E2_NEW = "    try:\n        value = int(raw)\n    except ValueError:\n        return DEFAULT_PER_PAGE\n    return max(1, min(value, MAX_PER_PAGE))"
PAG2 = PAG1.replace(PAG_E2_OLD, PAG_E2_NEW)


def t01(rs: RowSet) -> None:
    root = "/workspace/shelfapi"
    p = f"{root}/shelfapi/pagination.py"
    status = '''On branch fix/pagination-off-by-one
nothing to commit, working tree clean
4e1f0a9 (HEAD -> fix/pagination-off-by-one, origin/main, main) Add /shelves/<id>/books endpoint
b07c3d2 Serialize ISBN as string in BookSchema
91aa5e4 Bump Flask to 3.0.3
2d8f611 Add per_page query arg to list endpoints
c35b0e7 Initial API skeleton'''
    fail2 = '''..F..F.                                                                  [100%]
=================================== FAILURES ===================================
_______________________ test_second_page_has_full_slice ________________________

client = <FlaskClient <Flask 'shelfapi'>>, seeded_books = 60

    def test_second_page_has_full_slice(client, seeded_books):
        resp = client.get("/books?page=2&per_page=25")
        body = resp.get_json()
>       assert len(body["items"]) == 25
E       assert 24 == 25
E        +  where 24 = len([{'author': 'Author 26', 'id': 26, 'isbn': '9780000000266', 'title': 'Book 26'}, ...])

tests/test_pagination.py:31: AssertionError
_________________________ test_bad_per_page_falls_back _________________________

client = <FlaskClient <Flask 'shelfapi'>>, seeded_books = 60

    def test_bad_per_page_falls_back(client, seeded_books):
        resp = client.get("/books?per_page=lots")
>       assert resp.status_code == 200
E       assert 500 == 200
E        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code

tests/test_pagination.py:52: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    shelfapi:app.py:1414 Exception on /books [GET]
Traceback (most recent call last):
  File "/workspace/shelfapi/shelfapi/views/books.py", line 19, in list_books
    per_page = clamp_per_page(request.args.get("per_page"))
  File "/workspace/shelfapi/shelfapi/pagination.py", line 40, in clamp_per_page
    value = int(raw)
ValueError: invalid literal for int() with base 10: 'lots'
=========================== short test summary info ============================
FAILED tests/test_pagination.py::test_second_page_has_full_slice - assert 24 == 25
FAILED tests/test_pagination.py::test_bad_per_page_falls_back - assert 500 == 200
2 failed, 5 passed in 0.41s'''
    fail1 = '''.....F.                                                                  [100%]
=================================== FAILURES ===================================
_________________________ test_bad_per_page_falls_back _________________________

client = <FlaskClient <Flask 'shelfapi'>>, seeded_books = 60

    def test_bad_per_page_falls_back(client, seeded_books):
        resp = client.get("/books?per_page=lots")
>       assert resp.status_code == 200
E       assert 500 == 200
E        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code

tests/test_pagination.py:52: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    shelfapi:app.py:1414 Exception on /books [GET]
Traceback (most recent call last):
  File "/workspace/shelfapi/shelfapi/views/books.py", line 19, in list_books
    per_page = clamp_per_page(request.args.get("per_page"))
  File "/workspace/shelfapi/shelfapi/pagination.py", line 40, in clamp_per_page
    value = int(raw)
ValueError: invalid literal for int() with base 10: 'lots'
=========================== short test summary info ============================
FAILED tests/test_pagination.py::test_bad_per_page_falls_back - assert 500 == 200
1 failed, 6 passed in 0.38s'''
    full = '''........................................                                 [ 97%]
.                                                                        [100%]
41 passed in 1.87s'''
    bad = seg(PAG2, 47, 53).replace(PAG_E1_NEW + "\n", PAG_E1_OLD + "\n")
    assert bad != seg(PAG2, 47, 53)
    commit = '''[fix/pagination-off-by-one 7c2d9e1] Fix page slice end and tolerate non-numeric per_page
 1 file changed, 5 insertions(+), 2 deletions(-)'''
    log = '''7c2d9e1 (HEAD -> fix/pagination-off-by-one) Fix page slice end and tolerate non-numeric per_page
4e1f0a9 (origin/main, main) Add /shelves/<id>/books endpoint
b07c3d2 Serialize ISBN as string in BookSchema
On branch fix/pagination-off-by-one
nothing to commit, working tree clean'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash(status, root)),
        (bash("python -m pytest tests/test_pagination.py -q"), oh_bash(fail2, root, 1)),
        (editor("view", p), view(p, PAG0)),
        (editor("str_replace", p, old_str=PAG_E1_OLD, new_str=PAG_E1_NEW), snip(p, PAG1, PAG_E1_NEW)),
        (bash("python -m pytest tests/test_pagination.py -q"), oh_bash(fail1, root, 1)),
        (editor("str_replace", p, old_str=PAG_E2_OLD, new_str=PAG_E2_NEW), snip(p, PAG2, PAG_E2_NEW)),
        (bash("sed -n '47,53p' shelfapi/pagination.py"), oh_bash(bad, root)),
        (bash("python -m pytest -q"), oh_bash(full, root)),
        (bash('git add shelfapi/pagination.py && git commit -m "Fix page slice end and tolerate non-numeric per_page"'), oh_bash(commit, root)),
        (bash("git log --oneline -3 && git status"), oh_bash(log, root)),
    ]
    rs.add(task=T, tid="h27-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/shelfapi (Flask 3 REST API, SQLAlchemy, pytest). Issue #41: page 2 of /books returns 24 items instead of 25, and ?per_page=lots gives a 500.",
           bad=True, turn=7, kind="a line the agent edited earlier reads back with its original, unedited value")


def diffstat(old: str, new: str) -> tuple[int, int]:
    """(insertions, deletions) between two versions of a file, as git would count them for these simple edits."""
    import difflib
    ins = dels = 0
    for ln in difflib.unified_diff(old.split("\n"), new.split("\n"), n=0, lineterm=""):
        if ln.startswith("+++") or ln.startswith("---"):
            continue
        if ln.startswith("+"):
            ins += 1
        elif ln.startswith("-"):
            dels += 1
    return ins, dels


# ---------------------------------------------------------------------------------------------
# 02  Gemini CLI, TypeScript + vitest (mainstream), clean
# ---------------------------------------------------------------------------------------------
TOT0 = '''import type { LineItem, Totals } from "./types";

export const TAX_RATES: Record<string, number> = {
  standard: 0.2,
  reduced: 0.05,
  zero: 0,
};

export function lineTotal(item: LineItem): number {
  return item.quantity * item.unitPrice;
}

export function sumLineItems(items: LineItem[]): Totals {
  let net = 0;
  let tax = 0;
  for (const item of items) {
    const line = lineTotal(item);
    net += line;
    tax += line * (TAX_RATES[item.taxClass] ?? 0);
  }
  return { net, tax, gross: net + tax };
}
'''
TOT_A_OLD = "export function lineTotal(item: LineItem): number {"
TOT_A_NEW = '''export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function lineTotal(item: LineItem): number {'''
TOT_B_OLD = "  return { net, tax, gross: net + tax };"
TOT_B_NEW = "  return { net: roundMoney(net), tax: roundMoney(tax), gross: roundMoney(net + tax) };"
TOT1 = TOT0.replace(TOT_A_OLD, TOT_A_NEW)
TOT2 = TOT1.replace(TOT_B_OLD, TOT_B_NEW)
RM_TEST = '''import { describe, expect, it } from "vitest";
import { roundMoney } from "../src/totals";

describe("roundMoney", () => {
  it("rounds half away from zero at the cent", () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it("leaves whole cents alone", () => {
    expect(roundMoney(19.99)).toBe(19.99);
    expect(roundMoney(0)).toBe(0);
  });

  it("cleans binary float noise", () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(0.06 + 3 * 0.1)).toBe(0.36);
  });
});
'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/invoice-kit"
    p = f"{root}/src/totals.ts"
    tp = f"{root}/test/roundMoney.test.ts"
    listing = f'''Directory listing for {root}:
[DIR] .github
[DIR] node_modules
[DIR] src
[DIR] test
.editorconfig
.gitignore
README.md
package-lock.json
package.json
tsconfig.json
vitest.config.ts

(2 git-ignored)'''
    run1 = '''
 RUN  v1.6.0 /home/dev/invoice-kit

 ✓ test/format.test.ts  (6 tests) 4ms
 ❯ test/totals.test.ts  (8 tests | 1 failed) 9ms
   ❯ test/totals.test.ts > sumLineItems > rounds float sums to cents
     → expected 0.36000000000000004 to be 0.36 // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/totals.test.ts > sumLineItems > rounds float sums to cents
AssertionError: expected 0.36000000000000004 to be 0.36 // Object.is equality

- Expected
+ Received

- 0.36
+ 0.36000000000000004

 ❯ test/totals.test.ts:58:26
     56|       { quantity: 3, unitPrice: 0.1, taxClass: "zero" },
     57|     ]);
     58|     expect(result.gross).toBe(0.36);
       |                          ^
     59|   });
     60| });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 13 passed (14)
   Start at  10:14:07
   Duration  1.32s (transform 88ms, setup 0ms, collect 121ms, tests 13ms, environment 0ms, prepare 210ms)
'''
    run2 = '''
 RUN  v1.6.0 /home/dev/invoice-kit

 ✓ test/format.test.ts  (6 tests) 3ms
 ✓ test/roundMoney.test.ts  (3 tests) 2ms
 ✓ test/totals.test.ts  (8 tests) 7ms

 Test Files  3 passed (3)
      Tests  17 passed (17)
   Start at  10:17:42
   Duration  1.18s (transform 102ms, setup 0ms, collect 164ms, tests 12ms, environment 0ms, prepare 287ms)
'''
    st = '''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/totals.ts

Untracked files:
  (use "git add <file>..." to include in what will be committed)
\ttest/roundMoney.test.ts

no changes added to commit (use "git add" and/or "git commit -a")'''
    a, d = diffstat(TOT0, TOT2)
    ins = a + nlines(RM_TEST) - 1
    commit = f'''[main 6a0c1fe] Round invoice totals to cents
 2 files changed, {ins} insertions(+), {d} deletion(-)
 create mode 100644 test/roundMoney.test.ts'''
    log = '''6a0c1fe Round invoice totals to cents (9 seconds ago)
e3b9d20 Add EUR/GBP formatting helpers (3 days ago)
71c4aa8 Initial invoice-kit (2 weeks ago)
On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean'''
    turns = [
        (call("list_directory", path=root), listing),
        (rf(p), TOT0),
        (gshell("npx vitest run", "Run the unit test suite once"), gem_run("npx vitest run", run1, 1, 51877)),
        (call("replace", file_path=p, old_string=TOT_A_OLD, new_string=TOT_A_NEW), replaced(p)),
        (call("replace", file_path=p, old_string=TOT_B_OLD, new_string=TOT_B_NEW), replaced(p)),
        (rf(p), TOT2),
        (call("write_file", file_path=tp, content=RM_TEST), created(tp)),
        (gshell("npx vitest run", "Re-run the test suite"), gem_run("npx vitest run", run2, 0, 52310)),
        (gshell("git status", "Check working tree"), gem_run("git status", st, 0, 52388)),
        (gshell('git add src/totals.ts test/roundMoney.test.ts && git commit -m "Round invoice totals to cents"', "Commit the fix and tests"),
         gem_run('git add src/totals.ts test/roundMoney.test.ts && git commit -m "Round invoice totals to cents"', commit, 0, 52401)),
        (gshell("git log --format='%h %s (%cr)' -3 && git status", "Confirm the commit"),
         gem_run("git log --format='%h %s (%cr)' -3 && git status", log, 0, 52419)),
    ]
    rs.add(task=T, tid="h27-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Project /home/dev/invoice-kit (TypeScript, vitest). Bug report: invoice gross totals show values like 0.36000000000000004. Add a cent-rounding helper with tests.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 03  Gemini CLI, Rust + cargo (mainstream), bad: lib test count reverts after tests were added
# ---------------------------------------------------------------------------------------------
SNF0 = '''//! Delimiter and header sniffing for CSV-like text.

use crate::dialect::Dialect;
use crate::quote::detect_quote;
use crate::SniffError;

/// Candidate delimiters, in tie-break order.
pub const CANDIDATES: [u8; 5] = [b',', b';', b'\\t', b'|', b':'];

/// How many non-empty lines are sampled from the head of the input.
pub const SAMPLE_LINES: usize = 32;

pub fn sniff(input: &str) -> Result<Dialect, SniffError> {
    let lines: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).take(SAMPLE_LINES).collect();
    if lines.is_empty() {
        return Err(SniffError::Empty);
    }
    let quote = detect_quote(&lines);
    let mut best = (b',', 0.0_f64);
    for &cand in CANDIDATES.iter() {
        let score = score_delimiter(&lines, cand, quote);
        if score > best.1 {
            best = (cand, score);
        }
    }
    Ok(Dialect { delimiter: best.0, quote, has_header: detect_header(&lines, best.0) })
}

/// Scores a delimiter by how consistent its per-line field count is.
fn score_delimiter(lines: &[&str], delim: u8, quote: Option<u8>) -> f64 {
    let counts: Vec<usize> = lines.iter().map(|l| count_outside_quotes(l, delim, quote)).collect();
    let first = counts[0];
    if first == 0 {
        return 0.0;
    }
    let consistent = counts.iter().filter(|&&c| c == first).count();
    consistent as f64 / counts.len() as f64 * (first as f64).ln_1p()
}

fn count_outside_quotes(line: &str, delim: u8, quote: Option<u8>) -> usize {
    let _ = quote;
    line.bytes().filter(|&b| b == delim).count()
}

/// A header is assumed when the first row is all text and a later row has a numeric field.
fn detect_header(lines: &[&str], delim: u8) -> bool {
    if lines.len() < 2 {
        return false;
    }
    let split = |l: &str| l.split(delim as char).map(str::trim).collect::<Vec<_>>();
    let head = split(lines[0]);
    let numeric = |f: &&str| f.parse::<f64>().is_ok();
    if head.iter().any(numeric) {
        return false;
    }
    lines[1..].iter().any(|l| {
        let fields = split(l);
        if fields.len() == 0 {
            return false;
        }
        fields.iter().any(numeric)
    })
}'''
SNF_FIX_OLD = '''    let _ = quote;
    line.bytes().filter(|&b| b == delim).count()'''
SNF_FIX_NEW = '''    let mut inside = false;
    let mut n = 0;
    for b in line.bytes() {
        if Some(b) == quote {
            inside = !inside;
        } else if b == delim && !inside {
            n += 1;
        }
    }
    n'''
SNF_T_OLD = '''    #[test]
    fn empty_input_errors() {'''
SNF_T_NEW = '''    #[test]
    fn escaped_quotes_do_not_flip_state() {
        let d = sniff("a;b\\n\\"x\\"\\"y\\";2\\n\\"p,q\\";3\\n").unwrap();
        assert_eq!(d.delimiter, b';');
    }

    #[test]
    fn pipe_inside_single_quotes() {
        let d = sniff("id|name\\n1|'a|b'\\n2|'c'\\n").unwrap();
        assert_eq!(d.delimiter, b'|');
    }

    #[test]
    fn empty_input_errors() {'''
SNF_C_OLD = "        if fields.len() == 0 {"
SNF_C_NEW = "        if fields.is_empty() {"
SNF1 = SNF0.replace(SNF_FIX_OLD, SNF_FIX_NEW)


def t03(rs: RowSet) -> None:
    root = "/home/mika/csvsniff"
    p = f"{root}/src/sniff.rs"
    lib14 = ["dialect::tests::default_is_comma", "dialect::tests::display_roundtrip", "quote::tests::detects_double_quote",
             "quote::tests::detects_single_quote", "quote::tests::no_quote_when_absent", "sniff::tests::comma_simple",
             "sniff::tests::semicolon_european", "sniff::tests::tab_separated", "sniff::tests::pipe_separated",
             "sniff::tests::single_column_defaults_to_comma", "sniff::tests::quoted_delimiters_are_ignored",
             "sniff::tests::header_detection_numeric_body", "sniff::tests::header_detection_all_text",
             "sniff::tests::empty_input_errors"]
    body1 = "\n".join(f"test {t} ... {'FAILED' if t == 'sniff::tests::quoted_delimiters_are_ignored' else 'ok'}" for t in lib14)
    run1 = f'''   Compiling csvsniff v0.3.2 (/home/mika/csvsniff)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.84s
     Running unittests src/lib.rs (target/debug/deps/csvsniff-5a1f0c9e3b2d7a41)

running 14 tests
{body1}

failures:

---- sniff::tests::quoted_delimiters_are_ignored stdout ----
thread 'sniff::tests::quoted_delimiters_are_ignored' panicked at src/sniff.rs:131:9:
assertion `left == right` failed
  left: 44
 right: 59
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    sniff::tests::quoted_delimiters_are_ignored

test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`'''
    lib16 = lib14[:13] + ["sniff::tests::escaped_quotes_do_not_flip_state", "sniff::tests::pipe_inside_single_quotes", lib14[13]]
    body2 = "\n".join(f"test {t} ... ok" for t in sorted(lib16))
    integ = ["detects_semicolon_export_from_excel", "detects_tsv_from_postgres_copy", "header_off_for_numeric_first_row",
             "large_file_samples_only_head", "quoted_newline_in_field", "utf8_bom_is_skipped"]
    body3 = "\n".join(f"test {t} ... ok" for t in integ)
    run2 = f'''   Compiling csvsniff v0.3.2 (/home/mika/csvsniff)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.97s
     Running unittests src/lib.rs (target/debug/deps/csvsniff-5a1f0c9e3b2d7a41)

running 16 tests
{body2}

test result: ok. 16 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/integration.rs (target/debug/deps/integration-c2e87d1b05f4a9e3)

running 6 tests
{body3}

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

   Doc-tests csvsniff

running 2 tests
test src/lib.rs - (line 9) ... ok
test src/dialect.rs - dialect::Dialect::to_csv_writer (line 41) ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.38s'''
    clippy = '''    Checking csvsniff v0.3.2 (/home/mika/csvsniff)
warning: length comparison to zero
  --> src/sniff.rs:66:12
   |
66 |         if fields.len() == 0 {
   |            ^^^^^^^^^^^^^^^^^ help: using `is_empty` is clearer and more explicit: `fields.is_empty()`
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#len_zero
   = note: `#[warn(clippy::len_zero)]` on by default

warning: `csvsniff` (lib) generated 1 warning (run `cargo clippy --fix --lib -p csvsniff` to apply 1 suggestion)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.61s'''
    bad = '''
running 14 tests
..............
test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s


running 6 tests
......
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s


running 2 tests
..
test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.35s'''
    search = '''Found 3 matches for pattern "count_outside_quotes|fn score_delimiter" in path ".":
---
File: src/sniff.rs
L30: fn score_delimiter(lines: &[&str], delim: u8, quote: Option<u8>) -> f64 {
L31:     let counts: Vec<usize> = lines.iter().map(|l| count_outside_quotes(l, delim, quote)).collect();
L40: fn count_outside_quotes(line: &str, delim: u8, quote: Option<u8>) -> usize {
---'''
    a, d = diffstat(SNF0, SNF1.replace(SNF_C_OLD, SNF_C_NEW))
    a += SNF_T_NEW.count("\n") - SNF_T_OLD.count("\n")
    stat = f" src/sniff.rs | {a + d} {'+' * a}{'-' * d}\n 1 file changed, {a} insertions(+), {d} deletions(-)"
    commit = f"[main 2b7e40c] Ignore delimiters inside quoted fields when scoring\n 1 file changed, {a} insertions(+), {d} deletions(-)"
    turns = [
        (gshell("cargo test", "Run the crate's tests"), gem_run("cargo test", run1, 101, 30117)),
        (rf(p, offset=0, limit=63), trunc(SNF0, 1, 63, 212)),
        (call("search_file_content", pattern="count_outside_quotes|fn score_delimiter"), search),
        (call("replace", file_path=p, old_string=SNF_FIX_OLD, new_string=SNF_FIX_NEW), replaced(p)),
        (call("replace", file_path=p, old_string=SNF_T_OLD, new_string=SNF_T_NEW), replaced(p)),
        (gshell("cargo test", "Re-run all tests"), gem_run("cargo test", run2, 0, 30388)),
        (gshell("cargo clippy --all-targets", "Lint with clippy"), gem_run("cargo clippy --all-targets", clippy, 0, 30502)),
        (call("replace", file_path=p, old_string=SNF_C_OLD, new_string=SNF_C_NEW), replaced(p)),
        (gshell("git diff --stat", "Summarize the changes"), gem_run("git diff --stat", stat, 0, 30577)),
        (gshell("cargo test -q", "Quick re-run after the clippy fix"), gem_run("cargo test -q", bad, 0, 30611)),
        (gshell('git commit -am "Ignore delimiters inside quoted fields when scoring"', "Commit"),
         gem_run('git commit -am "Ignore delimiters inside quoted fields when scoring"', commit, 0, 30640)),
    ]
    rs.add(task=T, tid="h27-swe-03", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Crate /home/mika/csvsniff (Rust 1.79, edition 2021): sniffs CSV dialects. Issue: a semicolon file with quoted fields containing commas is detected as comma-separated.",
           bad=True, turn=10, kind="library test count falls back to the old 14 although two unit tests were added and an earlier run counted 16")


# ---------------------------------------------------------------------------------------------
# 04  OpenHands, Go (mainstream), bad: commit hash differs from the one printed at commit time
# ---------------------------------------------------------------------------------------------
BKT0 = '''package bucket

import (
\t"sync"
\t"time"
)

// Bucket is a token bucket that refills continuously at rate tokens per second.
type Bucket struct {
\tmu       sync.Mutex
\tcapacity float64
\ttokens   float64
\trate     float64 // tokens per second
\tlast     time.Time
\tnow      func() time.Time
}

// New returns a full bucket.
func New(capacity int, ratePerSec float64) *Bucket {
\treturn &Bucket{
\t\tcapacity: float64(capacity),
\t\ttokens:   float64(capacity),
\t\trate:     ratePerSec,
\t\tlast:     time.Now(),
\t\tnow:      time.Now,
\t}
}

// Tokens returns the current token count, for metrics.
func (b *Bucket) Tokens() float64 {
\tb.mu.Lock()
\tdefer b.mu.Unlock()
\tb.refill()
\treturn b.tokens
}

// Allow reports whether n tokens are available and takes them if so.
func (b *Bucket) Allow(n int) bool {
\tb.mu.Lock()
\tdefer b.mu.Unlock()
\tb.refill()
\tif b.tokens < float64(n) {
\t\treturn false
\t}
\tb.tokens -= float64(n)
\treturn true
}

func (b *Bucket) refill() {
\tnow := b.now()
\telapsed := now.Sub(b.last).Seconds()
\tb.tokens += float64(int(elapsed)) * b.rate
\tif b.tokens > b.capacity {
\t\tb.tokens = b.capacity
\t}
\tb.last = now
}'''
BKT_OLD = "\tb.tokens += float64(int(elapsed)) * b.rate"
BKT_NEW = "\tb.tokens += elapsed * b.rate"
BKT1 = BKT0.replace(BKT_OLD, BKT_NEW)
CHL0 = '''# Changelog

## Unreleased

## v0.4.0 - 2025-02-18
- middleware: add `KeyFunc` option for per-tenant limits
- bucket: expose `Tokens()` for metrics

## v0.3.1 - 2025-01-07
- bucket: fix data race in `Allow` under high concurrency
- cmd/rlbench: print p99 latency

## v0.3.0 - 2024-11-29
- first tagged release'''
CHL_OLD = "## Unreleased\n"
CHL_NEW = "## Unreleased\n- bucket: refill with fractional elapsed seconds instead of whole seconds (#57)\n"


def t04(rs: RowSet) -> None:
    root = "/workspace/ratelimit-go"
    p = f"{root}/internal/bucket/bucket.go"
    c = f"{root}/CHANGELOG.md"
    first = '''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
9d03e72 (HEAD -> main, origin/main) middleware: add KeyFunc option for per-tenant limits
a44b1f0 bucket: expose Tokens() for metrics
3e7c519 Release v0.3.1
--- FAIL: TestAllowRefillsSubSecond (0.00s)
    bucket_test.go:58: after 500ms at 10 tok/s: Allow(4) = false, want true (tokens=0.00)
FAIL
FAIL\tgithub.com/ferrous-labs/ratelimit-go/internal/bucket\t0.012s
ok  \tgithub.com/ferrous-labs/ratelimit-go/internal/middleware\t0.019s
?   \tgithub.com/ferrous-labs/ratelimit-go/cmd/rlbench\t[no test files]
FAIL'''
    commit = '''ok  \tgithub.com/ferrous-labs/ratelimit-go/internal/bucket\t0.014s
ok  \tgithub.com/ferrous-labs/ratelimit-go/internal/middleware\t0.021s
?   \tgithub.com/ferrous-labs/ratelimit-go/cmd/rlbench\t[no test files]
[main 5f3e8a1] bucket: refill with fractional elapsed seconds
 1 file changed, 1 insertion(+), 1 deletion(-)'''
    bad = '''c81d4b7 (HEAD -> main) bucket: refill with fractional elapsed seconds
9d03e72 (origin/main) middleware: add KeyFunc option for per-tenant limits
a44b1f0 bucket: expose Tokens() for metrics
3e7c519 Release v0.3.1
 M CHANGELOG.md'''
    commit2 = '''[main 0b92c4e] docs: changelog entry for #57
 1 file changed, 1 insertion(+)'''
    log = '''0b92c4e (HEAD -> main) docs: changelog entry for #57
5f3e8a1 bucket: refill with fractional elapsed seconds
9d03e72 (origin/main) middleware: add KeyFunc option for per-tenant limits
On branch main
Your branch is ahead of 'origin/main' by 2 commits.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3 && go test ./..."), oh_bash(first, root, 1)),
        (editor("view", p), view(p, BKT0)),
        (editor("str_replace", p, old_str=BKT_OLD, new_str=BKT_NEW), snip(p, BKT1, BKT_NEW)),
        (bash('go test ./... && git commit -am "bucket: refill with fractional elapsed seconds"'), oh_bash(commit, root)),
        (editor("view", c), view(c, CHL0)),
        (editor("str_replace", c, old_str=CHL_OLD, new_str=CHL_NEW), snip(c, CHL0.replace(CHL_OLD, CHL_NEW), CHL_NEW.rstrip("\n"))),
        (bash("go vet ./... && gofmt -l ."), oh_bash("", root)),
        (bash("git log --oneline -4 && git status --short"), oh_bash(bad, root)),
        (bash('git commit -am "docs: changelog entry for #57"'), oh_bash(commit2, root)),
        (bash("git log --oneline -3 && git status"), oh_bash(log, root)),
    ]
    rs.add(task=T, tid="h27-swe-04", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/ratelimit-go (Go 1.22). Issue #57: the token bucket never refills when requests arrive less than a second apart.",
           bad=True, turn=8, kind="short hash of the agent's commit differs from the hash printed when it was made, with no amend or rebase")


# ---------------------------------------------------------------------------------------------
# 05  Gemini CLI, Python with pdm + nox + pytest-randomly (less common), clean
# ---------------------------------------------------------------------------------------------
PYP0 = '''[project]
name = "tzspan"
version = "0.6.0"
description = "Timezone-aware time spans that survive DST transitions"
authors = [{ name = "Ana Ribeiro", email = "ana@ribeiro.dev" }]
requires-python = ">=3.10"
dependencies = ["tzdata>=2024.1; sys_platform == 'win32'"]
license = { text = "MIT" }
readme = "README.md"

[build-system]
requires = ["pdm-backend"]
build-backend = "pdm.backend"

[tool.pdm.dev-dependencies]
test = [
    "pytest>=8.2",
    "pytest-randomly>=3.15",
]
lint = ["ruff>=0.5"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-q"
'''
PYP1 = PYP0.replace('    "pytest-randomly>=3.15",\n', '    "pytest-randomly>=3.15",\n    "hypothesis>=6.112.1",\n')
SPAN0 = '''"""Spans between two aware datetimes."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo


class NaiveDatetimeError(ValueError):
    """Raised when a naive datetime is passed where an aware one is required."""


@dataclass(frozen=True, slots=True)
class Span:
    start: datetime
    end: datetime

    def __post_init__(self) -> None:
        for dt in (self.start, self.end):
            if dt.tzinfo is None or dt.utcoffset() is None:
                raise NaiveDatetimeError(f"naive datetime: {dt!r}")
        if self.end < self.start:
            raise ValueError("span ends before it starts")

    @property
    def duration(self) -> timedelta:
        return self.end.replace(tzinfo=None) - self.start.replace(tzinfo=None)

    def in_zone(self, key: str) -> Span:
        tz = ZoneInfo(key)
        return Span(self.start.astimezone(tz), self.end.astimezone(tz))

    def contains(self, moment: datetime) -> bool:
        return self.start <= moment < self.end

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end

    def to_utc(self) -> Span:
        return Span(self.start.astimezone(timezone.utc), self.end.astimezone(timezone.utc))
'''
SPAN_OLD = "        return self.end.replace(tzinfo=None) - self.start.replace(tzinfo=None)"
SPAN_NEW = "        return self.end.astimezone(timezone.utc) - self.start.astimezone(timezone.utc)"
PROPS = '''from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

from tzspan.span import Span

ZONES = ["Europe/Lisbon", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"]
aware = st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2040, 1, 1), timezones=st.sampled_from(ZONES).map(ZoneInfo))


@given(aware, st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=400)))
def test_duration_matches_utc_difference(start, delta):
    end = (start.astimezone(timezone.utc) + delta).astimezone(start.tzinfo)
    assert Span(start, end).duration == delta


@given(aware, aware)
def test_duration_is_zone_independent(a, b):
    start, end = sorted([a, b])
    span = Span(start, end)
    assert span.in_zone("Asia/Kolkata").duration == span.duration


@given(aware)
def test_empty_span_contains_nothing(t):
    assert not Span(t, t).contains(t)


@given(aware, aware)
def test_to_utc_preserves_duration(a, b):
    start, end = sorted([a, b])
    assert Span(start, end).to_utc().duration == Span(start, end).duration
'''


def t05(rs: RowSet) -> None:
    root = "/home/ana/tzspan"
    pp = f"{root}/pyproject.toml"
    sp = f"{root}/src/tzspan/span.py"
    tp = f"{root}/tests/test_span_props.py"
    n1 = '''nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > pdm sync --no-self -G test
All packages are synced to date, nothing to do.
nox > pytest
Using --randomly-seed=1840233177
........F.......................                                         [100%]
=================================== FAILURES ===================================
_____________________ test_duration_across_spring_forward ______________________

    def test_duration_across_spring_forward():
        tz = ZoneInfo("Europe/Lisbon")
        span = Span(datetime(2025, 3, 30, 0, 30, tzinfo=tz), datetime(2025, 3, 30, 2, 30, tzinfo=tz))
>       assert span.duration == timedelta(hours=1)
E       AssertionError: assert datetime.timedelta(seconds=7200) == datetime.timedelta(seconds=3600)
E        +  where datetime.timedelta(seconds=7200) = Span(start=datetime.datetime(2025, 3, 30, 0, 30, tzinfo=zoneinfo.ZoneInfo(key='Europe/Lisbon')), end=datetime.datetime(2025, 3, 30, 2, 30, tzinfo=zoneinfo.ZoneInfo(key='Europe/Lisbon'))).duration
E        +  and   datetime.timedelta(seconds=3600) = timedelta(hours=1)

tests/test_span.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_span.py::test_duration_across_spring_forward - AssertionError: assert datetime.timedelta(seconds=7200) == datetime.timedelta(seconds=3600)
1 failed, 31 passed in 0.27s
nox > Command pytest failed with exit code 1
nox > Session tests-3.12 failed.'''
    n2 = '''nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > pdm sync --no-self -G test
All packages are synced to date, nothing to do.
nox > pytest
Using --randomly-seed=2291046518
................................                                         [100%]
32 passed in 0.24s
nox > Session tests-3.12 was successful in 2 seconds.'''
    add = '''Adding packages to test dev-dependencies: hypothesis
  0:00:02 🔒 Lock successful.
Changes are written to pyproject.toml.
Synchronizing working set with resolved packages: 2 to add, 0 to update, 0 to remove

  ✔ Install sortedcontainers 2.4.0 successful
  ✔ Install hypothesis 6.112.1 successful

  0:00:01 🎉 All complete! 2/2'''
    n3 = '''nox > Running session tests-3.12
nox > Re-using existing virtual environment at .nox/tests-3-12.
nox > pdm sync --no-self -G test
Synchronizing working set with resolved packages: 2 to add, 0 to update, 0 to remove

  ✔ Install sortedcontainers 2.4.0 successful
  ✔ Install hypothesis 6.112.1 successful

  0:00:01 🎉 All complete! 2/2
nox > pytest
Using --randomly-seed=905512374
....................................                                     [100%]
36 passed in 1.93s
nox > Session tests-3.12 was successful in 7 seconds.'''
    st = ''' M pdm.lock
 M pyproject.toml
 M src/tzspan/span.py
?? tests/test_span_props.py'''
    turns = [
        (rf(pp), PYP0),
        (gshell("nox -s tests-3.12", "Run the test session for Python 3.12"), gem_run("nox -s tests-3.12", n1, 1, 7741)),
        (rf(sp), SPAN0),
        (call("replace", file_path=sp, old_string=SPAN_OLD, new_string=SPAN_NEW), replaced(sp)),
        (gshell("nox -s tests-3.12", "Re-run the tests"), gem_run("nox -s tests-3.12", n2, 0, 7812)),
        (gshell("pdm add -dG test hypothesis", "Add hypothesis to the test dependency group"), gem_run("pdm add -dG test hypothesis", add, 0, 7840)),
        (call("write_file", file_path=tp, content=PROPS), created(tp)),
        (gshell("nox -s tests-3.12", "Run tests including the new property tests"), gem_run("nox -s tests-3.12", n3, 0, 7903)),
        (rf(pp), PYP1),
        (gshell("git status --short", "List changed files"), gem_run("git status --short", st, 0, 7951)),
    ]
    rs.add(task=T, tid="h27-swe-05", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Library /home/ana/tzspan (Python, pdm, nox, pytest-randomly). Issue #12: Span.duration is one hour off across DST changes. Fix it and add property-based tests.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 06  OpenHands, Java + Maven (mainstream), clean (amend changes the hash on purpose)
# ---------------------------------------------------------------------------------------------
ICALC0 = '''package io.ledgercore.interest;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Objects;

/**
 * Computes simple monthly interest on account balances.
 */
public final class InterestCalculator {

    private static final BigDecimal MONTHS_PER_YEAR = BigDecimal.valueOf(12);
    private static final int SCALE = 2;

    private final BigDecimal annualRate;

    public InterestCalculator(BigDecimal annualRate) {
        this.annualRate = Objects.requireNonNull(annualRate, "annualRate");
        if (annualRate.signum() < 0) {
            throw new IllegalArgumentException("annualRate must be >= 0");
        }
    }

    public BigDecimal monthlyInterest(BigDecimal balance) {
        BigDecimal monthlyRate = annualRate.divide(MONTHS_PER_YEAR, MathContext.DECIMAL64);
        return balance.multiply(monthlyRate).setScale(SCALE, RoundingMode.HALF_UP);
    }

    public BigDecimal annualRate() {
        return annualRate;
    }
}'''
IC_OLD = "        return balance.multiply(monthlyRate).setScale(SCALE, RoundingMode.HALF_UP);"
IC_NEW = "        return balance.multiply(monthlyRate).setScale(SCALE, RoundingMode.HALF_EVEN);"
ICT0 = '''package io.ledgercore.interest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class InterestCalculatorTest {

    private static BigDecimal bd(String s) {
        return new BigDecimal(s);
    }

    @Test
    void zeroRateGivesZeroInterest() {
        assertEquals(bd("0.00"), new InterestCalculator(BigDecimal.ZERO).monthlyInterest(bd("1000.00")));
    }

    @Test
    void negativeRateRejected() {
        assertThrows(IllegalArgumentException.class, () -> new InterestCalculator(bd("-0.01")));
    }

    @Test
    void nullRateRejected() {
        assertThrows(NullPointerException.class, () -> new InterestCalculator(null));
    }

    @Test
    void fivePercentOnTwelveHundred() {
        assertEquals(bd("5.00"), new InterestCalculator(bd("0.05")).monthlyInterest(bd("1200.00")));
    }

    @Test
    void resultAlwaysHasTwoDecimals() {
        assertEquals(2, new InterestCalculator(bd("0.031")).monthlyInterest(bd("77")).scale());
    }

    @Test
    void monthlyInterestUsesBankersRounding() {
        // 1233.00 * 0.06 / 12 = 6.165 exactly: a tie, which must round to the even cent
        assertEquals(bd("6.16"), new InterestCalculator(bd("0.06")).monthlyInterest(bd("1233.00")));
    }

    @Test
    void annualRateIsExposed() {
        assertEquals(bd("0.045"), new InterestCalculator(bd("0.045")).annualRate());
    }
}'''
ICT_INS = '''
    @Test
    void tieRoundsDownWhenCentIsEven() {
        // 1229.00 * 0.06 / 12 = 6.145 -> 6.14
        assertEquals(bd("6.14"), new InterestCalculator(bd("0.06")).monthlyInterest(bd("1229.00")));
    }

    @Test
    void tieRoundsUpWhenCentIsOdd() {
        // 1235.00 * 0.06 / 12 = 6.175 -> 6.18
        assertEquals(bd("6.18"), new InterestCalculator(bd("0.06")).monthlyInterest(bd("1235.00")));
    }'''


def mvn(ic: tuple[int, int], compiled: tuple[str, str], total: str, finished: str, elapsed: tuple[str, str, str]) -> str:
    tests, fails = ic
    main_c, test_c = compiled
    ok = fails == 0
    head = f'''[INFO] Scanning for projects...
[INFO] 
[INFO] ----------------------< io.ledgercore:ledger-core >-----------------------
[INFO] Building ledger-core 2.3.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO] 
[INFO] --- resources:3.3.1:resources (default-resources) @ ledger-core ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO] 
[INFO] --- compiler:3.13.0:compile (default-compile) @ ledger-core ---
[INFO] {main_c}
[INFO] 
[INFO] --- resources:3.3.1:testResources (default-testResources) @ ledger-core ---
[INFO] skip non existing resourceDirectory /workspace/ledger-core/src/test/resources
[INFO] 
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ ledger-core ---
[INFO] {test_c}
[INFO] 
[INFO] --- surefire:3.2.5:test (default-test) @ ledger-core ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO] 
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.ledgercore.interest.InterestCalculatorTest
'''
    if ok:
        mid = f"[INFO] Tests run: {tests}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {elapsed[0]} s -- in io.ledgercore.interest.InterestCalculatorTest\n"
    else:
        mid = (f"[ERROR] Tests run: {tests}, Failures: {fails}, Errors: 0, Skipped: 0, Time elapsed: {elapsed[0]} s <<< FAILURE! -- in io.ledgercore.interest.InterestCalculatorTest\n"
               "[ERROR] io.ledgercore.interest.InterestCalculatorTest.monthlyInterestUsesBankersRounding -- Time elapsed: 0.006 s <<< FAILURE!\n"
               "org.opentest4j.AssertionFailedError: expected: <6.16> but was: <6.17>\n"
               "\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n"
               "\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)\n"
               "\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)\n"
               "\tat io.ledgercore.interest.InterestCalculatorTest.monthlyInterestUsesBankersRounding(InterestCalculatorTest.java:43)\n\n")
    rest = f'''[INFO] Running io.ledgercore.account.AccountTest
[INFO] Tests run: 19, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {elapsed[1]} s -- in io.ledgercore.account.AccountTest
[INFO] Running io.ledgercore.ledger.JournalTest
[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {elapsed[2]} s -- in io.ledgercore.ledger.JournalTest
[INFO] 
[INFO] Results:
[INFO] 
'''
    n = tests + 31
    if ok:
        tail = f'''[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
'''
    else:
        tail = f'''[ERROR] Failures: 
[ERROR]   InterestCalculatorTest.monthlyInterestUsesBankersRounding:43 expected: <6.16> but was: <6.17>
[INFO] 
[ERROR] Tests run: {n}, Failures: {fails}, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
'''
    end = f'''[INFO] ------------------------------------------------------------------------
[INFO] Total time:  {total} s
[INFO] Finished at: {finished}
[INFO] ------------------------------------------------------------------------'''
    if not ok:
        end += ("\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project ledger-core: There are test failures.\n"
                "[ERROR] \n[ERROR] Please refer to /workspace/ledger-core/target/surefire-reports for the individual test results.")
    return head + mid + rest + tail + end


def t06(rs: RowSet) -> None:
    root = "/workspace/ledger-core"
    p = f"{root}/src/main/java/io/ledgercore/interest/InterestCalculator.java"
    tpath = f"{root}/src/test/java/io/ledgercore/interest/InterestCalculatorTest.java"
    upto = "Nothing to compile - all classes are up to date."
    m1 = mvn((7, 1), (upto, upto), "3.914", "2025-04-09T09:12:44Z", ("0.048", "0.031", "0.112"))
    m2 = mvn((7, 0), ("Recompiling the module because of changed source code.\n[INFO] Compiling 14 source files with javac [debug release 17] to target/classes", upto),
             "4.207", "2025-04-09T09:14:31Z", ("0.044", "0.029", "0.104"))
    m3 = mvn((9, 0), (upto, "Recompiling the module because of changed source code.\n[INFO] Compiling 6 source files with javac [debug release 17] to target/test-classes"),
             "4.031", "2025-04-09T09:16:02Z", ("0.051", "0.030", "0.109"))
    ins_at = nlines(ICT0) - 1
    lines = ICT0.split("\n")
    ICT1 = "\n".join(lines[:ins_at] + ICT_INS.split("\n") + lines[ins_at:])
    n_ins = nlines(ICT_INS)
    c1 = f'''[main 3a7f0c2] Use banker's rounding for monthly interest
 2 files changed, {n_ins + 1} insertions(+), 1 deletion(-)'''
    c2 = f'''[main 9e14b6d] Use banker's rounding for monthly interest (LED-212)
 Date: Wed Apr 9 09:16:40 2025 +0000
 2 files changed, {n_ins + 1} insertions(+), 1 deletion(-)'''
    log = '''9e14b6d (HEAD -> main) Use banker's rounding for monthly interest (LED-212)
f20b8a1 (origin/main, origin/HEAD) Journal: reject unbalanced entries at post time
6c0e7d3 Bump junit-jupiter to 5.10.2
On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean'''
    turns = [
        (bash(f"cd {root} && mvn -B test"), oh_bash(m1, root, 1)),
        (editor("view", p), view(p, ICALC0)),
        (editor("str_replace", p, old_str=IC_OLD, new_str=IC_NEW), snip(p, ICALC0.replace(IC_OLD, IC_NEW), IC_NEW)),
        (bash("mvn -B test"), oh_bash(m2, root)),
        (editor("view", tpath, view_range=[38, nlines(ICT0)]), view(tpath, ICT0, 38)),
        (editor("insert", tpath, insert_line=ins_at, new_str=ICT_INS),
         edited(tpath, seg(ICT1, ins_at - 3, ins_at + n_ins + 1), ins_at - 3)),
        (bash("mvn -B test"), oh_bash(m3, root)),
        (bash('git add -A && git commit -m "Use banker\'s rounding for monthly interest"'), oh_bash(c1, root)),
        (bash('git commit --amend -m "Use banker\'s rounding for monthly interest (LED-212)"'), oh_bash(c2, root)),
        (bash("git log --oneline -3 && git status"), oh_bash(log, root)),
    ]
    rs.add(task=T, tid="h27-swe-06", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/ledger-core (Java 17, Maven, JUnit 5). Ticket LED-212: monthly interest must use banker's rounding (HALF_EVEN); the test for it fails.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 07  Gemini CLI, Rust with just (less common crate/tooling), bad: constant changes with no edit
# ---------------------------------------------------------------------------------------------
LEX0 = r'''//! Tokenizer for the tomlet configuration format (a TOML subset).

use crate::error::{LexError, Pos};

/// Deepest allowed nesting of inline tables and arrays.
pub const MAX_NESTING: usize = 32;

#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    Key(String),
    Str(String),
    Int(i64),
    Bool(bool),
    Eq,
    Comma,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Newline,
}

pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
    line: u32,
    depth: usize,
}

impl<'a> Lexer<'a> {
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0, line: 1, depth: 0 }
    }

    fn here(&self) -> Pos {
        Pos { line: self.line, offset: self.pos }
    }

    fn open(&mut self) -> Result<(), LexError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(LexError::TooDeep(self.here()));
        }
        Ok(())
    }

    fn close(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    fn read_escape(&mut self, chars: &mut std::str::Chars<'_>) -> Result<char, LexError> {
        match chars.next() {
            Some('n') => Ok('\n'),
            Some('t') => Ok('\t'),
            Some('"') => Ok('"'),
            Some('\\') => Ok('\\'),
            Some('u') => {
                let hex: String = chars.take(4).collect();
                let code = u32::from_str_radix(&hex, 16).map_err(|_| LexError::BadEscape(self.here()))?;
                char::from_u32(code).ok_or(LexError::BadEscape(self.here()))
            }
            _ => Err(LexError::BadEscape(self.here())),
        }
    }
}'''
LEX_OLD = "            _ => Err(LexError::BadEscape(self.here())),"
LEX_NEW = '''            Some('U') => {
                let hex: String = chars.take(8).collect();
                let code = u32::from_str_radix(&hex, 16).map_err(|_| LexError::BadEscape(self.here()))?;
                char::from_u32(code).ok_or(LexError::BadEscape(self.here()))
            }
            _ => Err(LexError::BadEscape(self.here())),'''
LEX1 = LEX0.replace(LEX_OLD, LEX_NEW)


def t07(rs: RowSet) -> None:
    root = "/home/dev/tomlet"
    p = f"{root}/src/lexer.rs"
    t1 = '''cargo test --all-features
   Compiling tomlet v0.2.0 (/home/dev/tomlet)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.62s
     Running unittests src/lib.rs (target/debug/deps/tomlet-0e4b71c2a96d58f3)

running 27 tests
test lexer::tests::bare_keys ... ok
test lexer::tests::bool_literals ... ok
test lexer::tests::comment_to_eol ... ok
test lexer::tests::crlf_newlines ... ok
test lexer::tests::escape_newline_and_tab ... ok
test lexer::tests::long_unicode_escape ... FAILED
test lexer::tests::negative_ints ... ok
test lexer::tests::nesting_limit ... ok
test lexer::tests::short_unicode_escape ... ok
test lexer::tests::unterminated_string ... ok
test parser::tests::array_of_ints ... ok
test parser::tests::dotted_keys ... ok
test parser::tests::duplicate_key_is_error ... ok
test parser::tests::empty_document ... ok
test parser::tests::inline_table ... ok
test parser::tests::nested_inline_tables ... ok
test parser::tests::section_headers ... ok
test parser::tests::trailing_comma_in_array ... ok
test parser::tests::too_deep_is_error ... ok
test value::tests::as_bool ... ok
test value::tests::as_int_overflow ... ok
test value::tests::as_str ... ok
test value::tests::display_roundtrip ... ok
test value::tests::get_path ... ok
test value::tests::index_missing ... ok
test value::tests::merge_tables ... ok
test value::tests::type_name ... ok

failures:

---- lexer::tests::long_unicode_escape stdout ----
thread 'lexer::tests::long_unicode_escape' panicked at src/lexer.rs:201:9:
called `Result::unwrap()` on an `Err` value: BadEscape(Pos { line: 1, offset: 9 })
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    lexer::tests::long_unicode_escape

test result: FAILED. 26 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

error: test failed, to rerun pass `--lib`
error: Recipe `test` failed on line 5 with exit code 101'''
    t2 = '''cargo test --all-features
   Compiling tomlet v0.2.0 (/home/dev/tomlet)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.48s
     Running unittests src/lib.rs (target/debug/deps/tomlet-0e4b71c2a96d58f3)

running 27 tests
...........................
test result: ok. 27 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/fixtures.rs (target/debug/deps/fixtures-77a0d2c5e1b3f964)

running 4 tests
....
test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

   Doc-tests tomlet

running 1 test
.
test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.29s'''
    search = '''Found 5 matches for pattern "MAX_NESTING" in path ".":
---
File: src/lexer.rs
L6: pub const MAX_NESTING: usize = 32;
L41:         if self.depth > MAX_NESTING {
---
File: src/parser.rs
L12: use crate::lexer::{Lexer, Token, MAX_NESTING};
L88:     /// Fails with `ParseError::TooDeep` past `MAX_NESTING` levels of `[` / `{`.
---
File: README.md
L47: Inline tables and arrays may nest at most 32 levels deep (`tomlet::lexer::MAX_NESTING`).
---'''
    bad_view = LEX1.replace("pub const MAX_NESTING: usize = 32;", "pub const MAX_NESTING: usize = 64;")
    lint = '''cargo fmt --all -- --check
cargo clippy --all-targets --all-features -- -D warnings
    Checking tomlet v0.2.0 (/home/dev/tomlet)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.73s'''
    stat = ''' src/lexer.rs | 5 +++++
 1 file changed, 5 insertions(+)'''
    commit = '''[main d41e9a6] lexer: accept \\UXXXXXXXX escapes in basic strings
 1 file changed, 5 insertions(+)'''
    turns = [
        (gshell("just test", "Run the test recipe"), gem_run("just test", t1, 101, 22018)),
        (rf(p, offset=0, limit=63), trunc(LEX0, 1, 63, 236)),
        (call("search_file_content", pattern="MAX_NESTING"), search),
        (call("replace", file_path=p, old_string=LEX_OLD, new_string=LEX_NEW), replaced(p)),
        (gshell("just test", "Re-run the tests"), gem_run("just test", t2, 0, 22107)),
        (rf(p, offset=0, limit=68), trunc(bad_view, 1, 68, 241)),
        (gshell("just lint", "fmt check and clippy"), gem_run("just lint", lint, 0, 22163)),
        (gshell("git diff --stat", "Summarize changes"), gem_run("git diff --stat", stat, 0, 22190)),
        (gshell("git commit -am 'lexer: accept \\UXXXXXXXX escapes in basic strings'", "Commit the fix"),
         gem_run("git commit -am 'lexer: accept \\UXXXXXXXX escapes in basic strings'", commit, 0, 22204)),
    ]
    rs.add(task=T, tid="h27-swe-07", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Crate /home/dev/tomlet (Rust, just as task runner): a small TOML-subset parser. Issue #9: strings with \\U0001F600-style escapes fail to lex.",
           bad=True, turn=6, kind="a constant in a file reads 64 instead of 32 although only an unrelated part of the file was edited")


# ---------------------------------------------------------------------------------------------
# 08  OpenHands, Django (mainstream), bad: a git-rm'd migration shows up again in ls
# ---------------------------------------------------------------------------------------------
MIG_AUTO = '''# Generated by Django 4.2.9 on 2024-02-11 10:22

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("appointments", "0006_index_appointment_start"),
    ]

    operations = [
        migrations.AddField(
            model_name="appointment",
            name="reminder_sent",
            field=models.BooleanField(default=False),
        ),
    ]'''
MIG_NAMED = '''# Generated by Django 4.2.9 on 2024-02-13 16:05

from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ("appointments", "0006_index_appointment_start"),
    ]

    operations = [
        migrations.AddField(
            model_name="appointment",
            name="reminder_sent",
            field=models.BooleanField(default=False),
        ),
        migrations.AddField(
            model_name="appointment",
            name="reminder_sent_at",
            field=models.DateTimeField(blank=True, null=True),
        ),
    ]'''


def t08(rs: RowSet) -> None:
    root = "/workspace/clinic-portal"
    ls_before = '''0001_initial.py
0002_appointment_room.py
0003_alter_appointment_status.py
0004_practitioner_calendar_color.py
0005_appointment_cancel_reason.py
0006_index_appointment_start.py
0007_add_reminder_flag.py
0007_auto_20240211_1022.py
__init__.py
__pycache__'''
    conflict = '''CommandError: Conflicting migrations detected; multiple leaf nodes in the migration graph: (0007_add_reminder_flag, 0007_auto_20240211_1022 in appointments).
To fix them run 'python manage.py makemigrations --merge\''''
    heads = ("==> appointments/migrations/0007_add_reminder_flag.py <==\n" + MIG_NAMED
             + "\n\n==> appointments/migrations/0007_auto_20240211_1022.py <==\n" + MIG_AUTO)
    grep = '''b2e91f4 WIP reminders (do not merge)
---
appointments/models.py:41:    reminder_sent = models.BooleanField(default=False)
appointments/models.py:42:    reminder_sent_at = models.DateTimeField(null=True, blank=True)
appointments/tasks.py:18:        .filter(reminder_sent=False, start__lte=cutoff)
appointments/tasks.py:27:        appt.reminder_sent_at = timezone.now()'''
    check = '''No changes detected
appointments
 [X] 0001_initial
 [X] 0002_appointment_room
 [X] 0003_alter_appointment_status
 [X] 0004_practitioner_calendar_color
 [X] 0005_appointment_cancel_reason
 [X] 0006_index_appointment_start
 [ ] 0007_add_reminder_flag'''
    tests = '''Found 46 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
..............................................
----------------------------------------------------------------------
Ran 46 tests in 2.318s

OK
Destroying test database for alias 'default'...'''
    st = '''On branch fix/duplicate-0007
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\tdeleted:    appointments/migrations/0007_auto_20240211_1022.py
'''
    commit = f'''[fix/duplicate-0007 4d0a7b3] Remove stray duplicate 0007 migration in appointments
 1 file changed, {nlines(MIG_AUTO)} deletions(-)
 delete mode 100644 appointments/migrations/0007_auto_20240211_1022.py'''
    turns = [
        (bash(f"cd {root} && python manage.py makemigrations --check --dry-run"), oh_bash(conflict, root, 1)),
        (bash("ls appointments/migrations/"), oh_bash(ls_before, root)),
        (bash("head -n 40 appointments/migrations/0007_*.py"), oh_bash(heads, root)),
        (bash("git log --oneline -- appointments/migrations/0007_auto_20240211_1022.py; echo ---; grep -rn 'reminder_sent' appointments/*.py"),
         oh_bash(grep, root)),
        (bash("git rm appointments/migrations/0007_auto_20240211_1022.py"),
         oh_bash("rm 'appointments/migrations/0007_auto_20240211_1022.py'", root)),
        (bash("python manage.py makemigrations --check --dry-run && python manage.py showmigrations appointments"), oh_bash(check, root)),
        (bash("ls appointments/migrations/"), oh_bash(ls_before, root)),
        (bash("python manage.py test appointments"), oh_bash(tests, root)),
        (bash("git status"), oh_bash(st, root)),
        (bash('git commit -m "Remove stray duplicate 0007 migration in appointments"'), oh_bash(commit, root)),
    ]
    rs.add(task=T, tid="h27-swe-08", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/clinic-portal (Django 4.2), branch fix/duplicate-0007. CI fails: makemigrations --check reports conflicting 0007 migrations in the appointments app.",
           bad=True, turn=7, kind="a migration file removed with git rm is listed again in the directory with nothing restoring it")


def ln(text: str, needle: str) -> int:
    """1-based number of the first line containing needle."""
    return next(i for i, line in enumerate(text.split("\n"), 1) if needle in line)


# ---------------------------------------------------------------------------------------------
# 09  Gemini CLI, Java + Bazel (less common), clean (cached targets, elapsed times, new target)
# ---------------------------------------------------------------------------------------------
GEO0 = '''package com.leegeo.index;

/** Geohash encoding (base32, interleaved lon/lat bits, longitude first). */
public final class Geohash {

    private static final String BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz";
    public static final int MAX_PRECISION = 12;

    private Geohash() {}

    public static String encode(double lat, double lon, int precision) {
        if (precision < 1 || precision > MAX_PRECISION) {
            throw new IllegalArgumentException("precision must be 1.." + MAX_PRECISION);
        }
        double[] latRange = {-90.0, 90.0};
        double[] lonRange = {-180.0, 180.0};
        StringBuilder out = new StringBuilder(precision);
        boolean even = true;
        int bit = 0;
        int ch = 0;
        for (int i = 0; i < precision * 5 - 1; i++) {
            double[] range = even ? lonRange : latRange;
            double value = even ? lon : lat;
            double mid = (range[0] + range[1]) / 2;
            if (value >= mid) {
                ch |= 1 << (4 - bit);
                range[0] = mid;
            } else {
                range[1] = mid;
            }
            even = !even;
            if (++bit == 5) {
                out.append(BASE32.charAt(ch));
                bit = 0;
                ch = 0;
            }
        }
        return out.toString();
    }
}
'''
GEO_OLD = "        for (int i = 0; i < precision * 5 - 1; i++) {"
GEO_NEW = "        for (int i = 0; i < precision * 5; i++) {"
GBUILD0 = '''load("@rules_java//java:defs.bzl", "java_test")

TEST_DEPS = [
    "//src/main/java/com/leegeo/index",
    "@maven//:junit_junit",
]

java_test(
    name = "BoundingBoxTest",
    srcs = ["BoundingBoxTest.java"],
    test_class = "com.leegeo.index.BoundingBoxTest",
    deps = TEST_DEPS,
)

java_test(
    name = "GeoIndexTest",
    srcs = ["GeoIndexTest.java"],
    test_class = "com.leegeo.index.GeoIndexTest",
    deps = TEST_DEPS,
)

java_test(
    name = "GeohashTest",
    srcs = ["GeohashTest.java"],
    test_class = "com.leegeo.index.GeohashTest",
    deps = TEST_DEPS,
)

java_test(
    name = "NeighborsTest",
    srcs = ["NeighborsTest.java"],
    test_class = "com.leegeo.index.NeighborsTest",
    deps = TEST_DEPS,
)
'''
GB_OLD = '''java_test(
    name = "NeighborsTest",
    srcs = ["NeighborsTest.java"],
    test_class = "com.leegeo.index.NeighborsTest",
    deps = TEST_DEPS,
)'''
GB_NEW = GB_OLD + '''

java_test(
    name = "GeohashPrecisionTest",
    srcs = ["GeohashPrecisionTest.java"],
    test_class = "com.leegeo.index.GeohashPrecisionTest",
    deps = TEST_DEPS,
)'''
GEO_PT = '''package com.leegeo.index;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import org.junit.Test;

public class GeohashPrecisionTest {

    @Test
    public void lengthMatchesPrecisionForEveryLevel() {
        for (int p = 1; p <= Geohash.MAX_PRECISION; p++) {
            assertEquals(p, Geohash.encode(57.64911, 10.40744, p).length());
        }
    }

    @Test
    public void longerHashExtendsShorterOne() {
        String full = Geohash.encode(-33.8688, 151.2093, 12);
        for (int p = 1; p < 12; p++) {
            assertTrue(full.startsWith(Geohash.encode(-33.8688, 151.2093, p)));
        }
    }
}
'''


def bz_line(target: str, result: str) -> str:
    return f"{target:<73}{result}"


def t09(rs: RowSet) -> None:
    root = "/home/lee/geo-index"
    d = f"{root}/src/main/java/com/leegeo/index"
    g = f"{d}/Geohash.java"
    b = f"{root}/src/test/java/com/leegeo/index/BUILD.bazel"
    nt = f"{root}/src/test/java/com/leegeo/index/GeohashPrecisionTest.java"
    listing = f'''Directory listing for {d}:
BUILD.bazel
BoundingBox.java
GeoIndex.java
Geohash.java
Neighbors.java
package-info.java'''
    tl = "/home/lee/.cache/bazel/_bazel_lee/4f0c9a1e27d35b88c6e0f1a2b3c4d5e6/execroot/_main/bazel-out/k8-fastbuild/testlogs/src/test/java/com/leegeo/index/GeohashTest/test.log"
    t = "//src/test/java/com/leegeo/"
    r1 = f'''INFO: Analyzed 9 targets (112 packages loaded, 2841 targets configured).
INFO: Found 3 targets and 6 test targets...
FAIL: {t}index:GeohashTest (see {tl})
INFO: Elapsed time: 38.412s, Critical Path: 21.07s
INFO: 214 processes: 41 internal, 160 linux-sandbox, 13 worker.
INFO: Build completed, 1 test FAILED, 214 total actions
{bz_line(t + "index:BoundingBoxTest", "PASSED in 0.9s")}
{bz_line(t + "index:GeoIndexTest", "PASSED in 1.4s")}
{bz_line(t + "index:GeohashTest", "FAILED in 0.8s")}
  {tl}
{bz_line(t + "index:NeighborsTest", "PASSED in 0.7s")}
{bz_line(t + "query:RadiusQueryTest", "PASSED in 1.1s")}
{bz_line(t + "query:RectQueryTest", "PASSED in 0.9s")}

Executed 6 out of 6 tests: 5 tests pass and 1 fails locally.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.
--- test.log (tail) ---
JUnit version 4.13.2
.....E..
Time: 0.031
There was 1 failure:
1) encodesWikipediaExample(com.leegeo.index.GeohashTest)
org.junit.ComparisonFailure: expected:<u4pruydqqv[j]> but was:<u4pruydqqv[]>
\tat org.junit.Assert.assertEquals(Assert.java:117)
\tat com.leegeo.index.GeohashTest.encodesWikipediaExample(GeohashTest.java:14)

FAILURES!!!
Tests run: 7,  Failures: 1'''
    r2 = f'''INFO: Analyzed 9 targets (0 packages loaded, 0 targets configured).
INFO: Found 3 targets and 6 test targets...
INFO: Elapsed time: 7.118s, Critical Path: 5.42s
INFO: 21 processes: 5 internal, 10 linux-sandbox, 6 worker.
INFO: Build completed successfully, 21 total actions
{bz_line(t + "index:BoundingBoxTest", "PASSED in 0.8s")}
{bz_line(t + "index:GeoIndexTest", "PASSED in 1.3s")}
{bz_line(t + "index:GeohashTest", "PASSED in 0.7s")}
{bz_line(t + "index:NeighborsTest", "PASSED in 0.8s")}
{bz_line(t + "query:RadiusQueryTest", "PASSED in 1.2s")}
{bz_line(t + "query:RectQueryTest", "PASSED in 1.0s")}

Executed 6 out of 6 tests: 6 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.'''
    search = '''Found 7 matches for pattern "Geohash\\.encode\\(" in path ".":
---
File: src/main/java/com/leegeo/index/GeoIndex.java
L38:         String cell = Geohash.encode(point.lat(), point.lon(), precision);
L71:         String prefix = Geohash.encode(lat, lon, Math.min(precision, 6));
---
File: src/main/java/com/leegeo/index/Neighbors.java
L22:         String center = Geohash.encode(lat, lon, precision);
---
File: src/main/java/com/leegeo/query/RadiusQuery.java
L54:             Geohash.encode(box.minLat(), box.minLon(), precision),
L55:             Geohash.encode(box.maxLat(), box.maxLon(), precision));
---
File: src/test/java/com/leegeo/index/GeohashTest.java
L14:         assertEquals("u4pruydqqvj", Geohash.encode(57.64911, 10.40744, 11));
L19:         assertEquals("9q8yy", Geohash.encode(37.7749, -122.4194, 5));
---'''
    r3 = f'''INFO: Analyzed 10 targets (1 packages loaded, 4 targets configured).
INFO: Found 3 targets and 7 test targets...
INFO: Elapsed time: 3.664s, Critical Path: 2.91s
INFO: 6 processes: 2 internal, 3 linux-sandbox, 1 worker.
INFO: Build completed successfully, 6 total actions
{bz_line(t + "index:BoundingBoxTest", "(cached) PASSED in 0.8s")}
{bz_line(t + "index:GeoIndexTest", "(cached) PASSED in 1.3s")}
{bz_line(t + "index:GeohashPrecisionTest", "PASSED in 0.6s")}
{bz_line(t + "index:GeohashTest", "(cached) PASSED in 0.7s")}
{bz_line(t + "index:NeighborsTest", "(cached) PASSED in 0.8s")}
{bz_line(t + "query:RadiusQueryTest", "(cached) PASSED in 1.2s")}
{bz_line(t + "query:RectQueryTest", "(cached) PASSED in 1.0s")}

Executed 1 out of 7 tests: 7 tests pass.
There were tests whose specified size is too big. Use the --test_verbose_timeout_warnings command line option to see which ones these are.'''
    st = ''' M src/main/java/com/leegeo/index/Geohash.java
 M src/test/java/com/leegeo/index/BUILD.bazel
?? src/test/java/com/leegeo/index/GeohashPrecisionTest.java'''
    cmd1 = "bazel test //... ; echo '--- test.log (tail) ---'; tail -n 12 bazel-testlogs/src/test/java/com/leegeo/index/GeohashTest/test.log"
    turns = [
        (call("list_directory", path=d), listing),
        (gshell(cmd1, "Run all Bazel tests and show the failing log"), gem_run(cmd1, r1, 0, 66120)),
        (rf(g), GEO0),
        (call("replace", file_path=g, old_string=GEO_OLD, new_string=GEO_NEW), replaced(g)),
        (gshell("bazel test //...", "Re-run all tests"), gem_run("bazel test //...", r2, 0, 66391)),
        (call("search_file_content", pattern="Geohash\\.encode\\("), search),
        (call("write_file", file_path=nt, content=GEO_PT), created(nt)),
        (rf(b), GBUILD0),
        (call("replace", file_path=b, old_string=GB_OLD, new_string=GB_NEW), replaced(b)),
        (gshell("bazel test //...", "Run tests including the new target"), gem_run("bazel test //...", r3, 0, 66502)),
        (gshell("git status --short", "Show changed files"), gem_run("git status --short", st, 0, 66533)),
    ]
    rs.add(task=T, tid="h27-swe-09", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Repository /home/lee/geo-index (Java 17, Bazel 7 with rules_jvm_external, JUnit 4). Geohash.encode returns one character too few; fix it and add a precision test target.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 10  OpenHands, React + Jest (mainstream), clean (snapshot updated, sizes and mtimes change)
# ---------------------------------------------------------------------------------------------
PC0 = '''import PropTypes from "prop-types";
import PriceTag from "./PriceTag";

export default function ProductCard({ product, onAdd }) {
  const { id, name, imageUrl, price, currency, stock } = product;
  const soldOut = stock <= 0;

  return (
    <article className="product-card" data-testid={`product-${id}`}>
      <img className="product-card__image" src={imageUrl} alt={name} loading="lazy" />
      <h3 className="product-card__name">{name}</h3>
      <PriceTag amount={price} currency={currency} />
      <button
        type="button"
        className="product-card__add"
        disabled={soldOut}
        onClick={() => onAdd(id)}
      >
        Add to cart
      </button>
    </article>
  );
}

ProductCard.propTypes = {
  product: PropTypes.shape({
    id: PropTypes.string.isRequired,
    name: PropTypes.string.isRequired,
    imageUrl: PropTypes.string.isRequired,
    price: PropTypes.number.isRequired,
    currency: PropTypes.string,
    stock: PropTypes.number.isRequired,
  }).isRequired,
  onAdd: PropTypes.func.isRequired,
};
'''
PC_OLD = "      <PriceTag amount={price} currency={currency} />"
PC_NEW = '''      <PriceTag amount={price} currency={currency} />
      {soldOut && <span className="product-card__badge" role="status">Out of stock</span>}'''
PC1 = PC0.replace(PC_OLD, PC_NEW)
SNAP_HEAD = '''// Jest Snapshot v1, https://goo.gl/fbAQLP

exports[`ProductCard renders a sold-out product 1`] = `
<article
  className="product-card"
  data-testid="product-sku-104"
>
  <img
    alt="Linen Tote"
    className="product-card__image"
    loading="lazy"
    src="/img/sku-104.jpg"
  />
  <h3
    className="product-card__name"
  >
    Linen Tote
  </h3>
  <span
    className="price-tag"
  >
    €24.00
  </span>
'''
SNAP_BADGE = '''  <span
    className="product-card__badge"
    role="status"
  >
    Out of stock
  </span>
'''
SNAP_TAIL = '''  <button
    className="product-card__add"
    disabled={true}
    onClick={[Function]}
    type="button"
  >
    Add to cart
  </button>
</article>
`;
'''
SNAP0 = SNAP_HEAD + SNAP_TAIL
SNAP1 = SNAP_HEAD + SNAP_BADGE + SNAP_TAIL


def size(text: str) -> int:
    return len(text.encode("utf-8"))


def t10(rs: RowSet) -> None:
    root = "/workspace/storefront-web"
    p = f"{root}/src/components/ProductCard.jsx"
    snap = "src/components/__snapshots__/ProductCard.test.jsx.snap"

    def ls(pc: int, pct: str, sn: int, snt: str) -> str:
        return f'''src/components/:
total 40
drwxr-xr-x 3 root root 4096 Jun  3 08:11 .
drwxr-xr-x 7 root root 4096 Jun  3 08:11 ..
-rw-r--r-- 1 root root 1187 Jun  3 08:11 CartBadge.jsx
-rw-r--r-- 1 root root  912 Jun  3 08:11 CartBadge.test.jsx
-rw-r--r-- 1 root root 1466 Jun  3 08:11 PriceTag.jsx
-rw-r--r-- 1 root root {pc} Jun  3 {pct} ProductCard.jsx
-rw-r--r-- 1 root root 1821 Jun  3 08:11 ProductCard.test.jsx
drwxr-xr-x 2 root root 4096 Jun  3 08:11 __snapshots__

src/components/__snapshots__:
total 16
drwxr-xr-x 2 root root 4096 Jun  3 08:11 .
drwxr-xr-x 3 root root 4096 Jun  3 08:11 ..
-rw-r--r-- 1 root root  402 Jun  3 08:11 CartBadge.test.jsx.snap
-rw-r--r-- 1 root root  {sn} Jun  3 {snt} ProductCard.test.jsx.snap'''
    ls1 = ls(size(PC0), "08:11", size(SNAP0), "08:11")
    ls2 = ls(size(PC1), "08:23", size(SNAP1), "08:25")
    pre = "\n> storefront-web@0.9.0 test\n> jest --watchAll=false src/components/ProductCard\n\n"
    pre_u = "\n> storefront-web@0.9.0 test\n> jest --watchAll=false src/components/ProductCard -u\n\n"
    j1 = pre + ''' PASS  src/components/ProductCard.test.jsx
  ProductCard
    ✓ renders name and price (31 ms)
    ✓ calls onAdd with the product id (12 ms)
    ✓ disables the button when sold out (5 ms)
    ✓ renders a sold-out product (9 ms)

Test Suites: 1 passed, 1 total
Tests:       4 passed, 4 total
Snapshots:   1 passed, 1 total
Time:        1.482 s
Ran all test suites matching /src\\/components\\/ProductCard/i.'''
    j2 = pre + ''' FAIL  src/components/ProductCard.test.jsx
  ProductCard
    ✓ renders name and price (29 ms)
    ✓ calls onAdd with the product id (11 ms)
    ✓ disables the button when sold out (5 ms)
    ✕ renders a sold-out product (14 ms)

  ● ProductCard › renders a sold-out product

    expect(received).toMatchSnapshot()

    Snapshot name: `ProductCard renders a sold-out product 1`

    - Snapshot  - 0
    + Received  + 6

    @@ -15,10 +15,16 @@
        <span
          className="price-tag"
        >
          €24.00
        </span>
    +   <span
    +     className="product-card__badge"
    +     role="status"
    +   >
    +     Out of stock
    +   </span>
        <button
          className="product-card__add"
          disabled={true}
          onClick={[Function]}
          type="button"

      37 |     const tree = renderer.create(<ProductCard product={soldOut} onAdd={() => {}} />).toJSON();
    > 38 |     expect(tree).toMatchSnapshot();
         |                  ^
      39 |   });
      40 | });
      41 |

      at Object.toMatchSnapshot (src/components/ProductCard.test.jsx:38:18)

 › 1 snapshot failed.
Snapshot Summary
 › 1 snapshot failed from 1 test suite. Inspect your code changes or run `npm test -- -u` to update them.

Test Suites: 1 failed, 1 total
Tests:       1 failed, 3 passed, 4 total
Snapshots:   1 failed, 1 total
Time:        1.611 s
Ran all test suites matching /src\\/components\\/ProductCard/i.'''
    j3 = pre_u + ''' PASS  src/components/ProductCard.test.jsx
  ProductCard
    ✓ renders name and price (30 ms)
    ✓ calls onAdd with the product id (12 ms)
    ✓ disables the button when sold out (4 ms)
    ✓ renders a sold-out product (8 ms)

 › 1 snapshot updated.
Snapshot Summary
 › 1 snapshot updated from 1 test suite.

Test Suites: 1 passed, 1 total
Tests:       4 passed, 4 total
Snapshots:   1 updated, 1 total
Time:        1.537 s
Ran all test suites matching /src\\/components\\/ProductCard/i.'''
    cov = '''
> storefront-web@0.9.0 test
> jest --watchAll=false --coverage

 PASS  src/components/CartBadge.test.jsx
 PASS  src/components/ProductCard.test.jsx
-----------------|---------|----------|---------|---------|-------------------
File             | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s 
-----------------|---------|----------|---------|---------|-------------------
All files        |   94.11 |    86.66 |   85.71 |   94.11 |                   
 CartBadge.jsx   |     100 |      100 |     100 |     100 |                   
 PriceTag.jsx    |    87.5 |    66.66 |      50 |    87.5 | 14                
 ProductCard.jsx |     100 |      100 |     100 |     100 |                   
-----------------|---------|----------|---------|---------|-------------------

Test Suites: 2 passed, 2 total
Tests:       7 passed, 7 total
Snapshots:   2 passed, 2 total
Time:        2.904 s
Ran all test suites.'''
    st = f''' M src/components/ProductCard.jsx
 M {snap}'''
    turns = [
        (bash(f"cd {root} && ls -la src/components/ src/components/__snapshots__/"), oh_bash(ls1, root)),
        (editor("view", p), view(p, PC0.rstrip("\n"))),
        (bash("npm test -- --watchAll=false src/components/ProductCard"), oh_bash(j1, root)),
        (editor("str_replace", p, old_str=PC_OLD, new_str=PC_NEW), snip(p, PC1.rstrip("\n"), PC_NEW)),
        (bash("npm test -- --watchAll=false src/components/ProductCard"), oh_bash(j2, root, 1)),
        (bash("npm test -- --watchAll=false src/components/ProductCard -u"), oh_bash(j3, root)),
        (bash(f"cat {snap}"), oh_bash(SNAP1, root)),
        (bash("ls -la src/components/ src/components/__snapshots__/"), oh_bash(ls2, root)),
        (bash("npm test -- --watchAll=false --coverage"), oh_bash(cov, root)),
        (bash("git status --short"), oh_bash(st, root)),
    ]
    rs.add(task=T, tid="h27-swe-10", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/storefront-web (React 18, Jest 29, react-test-renderer). Ticket SF-88: sold-out product cards need a visible 'Out of stock' badge.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 11  Gemini CLI, Go with mage + ginkgo (less common), bad: git status shows a committed file as modified
# ---------------------------------------------------------------------------------------------
BOFF0 = '''package retry

import (
\t"math"
\t"math/rand/v2"
\t"time"
)

// Policy describes exponential backoff with symmetric jitter.
type Policy struct {
\tBase     time.Duration
\tMaxDelay time.Duration
\tFactor   float64
\tJitter   float64 // fraction of the delay, 0..1
}

// Default is used by the worker when a job has no policy of its own.
var Default = Policy{Base: 500 * time.Millisecond, MaxDelay: 30 * time.Second, Factor: 2, Jitter: 0.2}

// Delay returns how long to wait before attempt n (n >= 1).
func (p Policy) Delay(n int) time.Duration {
\td := float64(p.Base) * math.Pow(p.Factor, float64(n-1))
\tif d > float64(p.MaxDelay) {
\t\td = float64(p.MaxDelay)
\t}
\tif p.Jitter > 0 {
\t\td += d * p.Jitter * (rand.Float64()*2 - 1)
\t}
\treturn time.Duration(d)
}
'''
BOFF_OLD = '''\tif p.Jitter > 0 {
\t\td += d * p.Jitter * (rand.Float64()*2 - 1)
\t}
\treturn time.Duration(d)'''
BOFF_NEW = '''\tif p.Jitter > 0 {
\t\td += d * p.Jitter * (rand.Float64()*2 - 1)
\t}
\tif d > float64(p.MaxDelay) {
\t\td = float64(p.MaxDelay)
\t}
\treturn time.Duration(d)'''
RDOC0 = '''# Retry policy

Failed jobs are retried with exponential backoff. Attempt *n* waits
`Base * Factor^(n-1)`, capped at `MaxDelay`, then adjusted by up to
`±Jitter` of that value so that workers do not retry in lockstep.

| Field      | Default | Meaning                                   |
|------------|---------|-------------------------------------------|
| `Base`     | 500ms   | delay before the first retry              |
| `Factor`   | 2       | growth per attempt                        |
| `MaxDelay` | 30s     | upper bound on any single delay           |
| `Jitter`   | 0.2     | fraction of the delay added or subtracted |

A job that exhausts `max_attempts` (default 8) moves to the dead-letter queue.
'''
RDOC_OLD = '''`Base * Factor^(n-1)`, capped at `MaxDelay`, then adjusted by up to
`±Jitter` of that value so that workers do not retry in lockstep.'''
RDOC_NEW = '''`Base * Factor^(n-1)`, adjusted by up to `±Jitter` of that value so that
workers do not retry in lockstep, and finally capped at `MaxDelay`.'''


def t11(rs: RowSet) -> None:
    root = "/home/rk/queuectl"
    p = f"{root}/internal/retry/backoff.go"
    dp = f"{root}/docs/retry.md"
    m1 = '''Running Suite: Retry Suite - /home/rk/queuectl/internal/retry
=============================================================
Random Seed: 1718203311

Will run 23 of 23 specs
••••••••••••••••
------------------------------
• [FAILED] [0.001 seconds]
Backoff [It] never exceeds MaxDelay even with jitter
/home/rk/queuectl/internal/retry/backoff_test.go:71

  [FAILED] Expected
      <time.Duration>: 33218004213
  to be <=
      <time.Duration>: 30000000000
  In [It] at: /home/rk/queuectl/internal/retry/backoff_test.go:78 @ 06/12/25 14:01:52.318
------------------------------
••••••

Summarizing 1 Failure:
  [FAIL] Backoff [It] never exceeds MaxDelay even with jitter
  /home/rk/queuectl/internal/retry/backoff_test.go:78

Ran 23 of 23 Specs in 0.004 seconds
FAIL! -- 22 Passed | 1 Failed | 0 Pending | 0 Skipped
--- FAIL: TestRetry (0.00s)
FAIL
FAIL\tgithub.com/rkowal/queuectl/internal/retry\t0.019s
ok  \tgithub.com/rkowal/queuectl/internal/queue\t(cached)
ok  \tgithub.com/rkowal/queuectl/internal/store\t(cached)
Error: running "go test ./..." failed with exit code 1'''
    m2 = '''Running Suite: Retry Suite - /home/rk/queuectl/internal/retry
=============================================================
Random Seed: 1718203467

Will run 23 of 23 specs
•••••••••••••••••••••••

Ran 23 of 23 Specs in 0.003 seconds
SUCCESS! -- 23 Passed | 0 Failed | 0 Pending | 0 Skipped
PASS
ok  \tgithub.com/rkowal/queuectl/internal/retry\t0.017s
ok  \tgithub.com/rkowal/queuectl/internal/queue\t(cached)
ok  \tgithub.com/rkowal/queuectl/internal/store\t(cached)'''
    st1 = '''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   docs/retry.md
\tmodified:   internal/retry/backoff.go

no changes added to commit (use "git add" and/or "git commit -a")'''
    a1, d1 = diffstat(BOFF0, BOFF0.replace(BOFF_OLD, BOFF_NEW))
    a2, d2 = diffstat(RDOC0, RDOC0.replace(RDOC_OLD, RDOC_NEW))
    commit = f'''[main 8d1e4a0] retry: clamp jittered delay to MaxDelay
 2 files changed, {a1 + a2} insertions(+), {d1 + d2} deletions(-)'''
    log = '''8d1e4a0 (HEAD -> main) retry: clamp jittered delay to MaxDelay
e5b2c71 (origin/main, origin/HEAD) queue: expose dead-letter depth metric
19fa3d8 store: migrate to bbolt 1.3.10'''
    bad = '''On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   internal/retry/backoff.go

no changes added to commit (use "git add" and/or "git commit -a")'''
    show = f'''commit 8d1e4a0c37f95b2e6a1d04c8f7b3e92a5d6c1f08
Author: Radek Kowalski <radek@kowal.dev>
Date:   Thu Jun 12 14:06:09 2025 +0200

    retry: clamp jittered delay to MaxDelay

 docs/retry.md             | {a2 + d2} {'+' * a2}{'-' * d2}
 internal/retry/backoff.go | {a1 + d1} {'+' * a1}{'-' * d1}
 2 files changed, {a1 + a2} insertions(+), {d1 + d2} deletions(-)'''
    turns = [
        (gshell("mage test", "Run the mage test target"), gem_run("mage test", m1, 1, 90211)),
        (rf(p), BOFF0),
        (call("replace", file_path=p, old_string=BOFF_OLD, new_string=BOFF_NEW), replaced(p)),
        (gshell("mage test", "Re-run tests"), gem_run("mage test", m2, 0, 90388)),
        (rf(dp), RDOC0),
        (call("replace", file_path=dp, old_string=RDOC_OLD, new_string=RDOC_NEW), replaced(dp)),
        (gshell("git status", "Check what changed"), gem_run("git status", st1, 0, 90419)),
        (gshell('git add -A && git commit -m "retry: clamp jittered delay to MaxDelay"', "Commit both files"),
         gem_run('git add -A && git commit -m "retry: clamp jittered delay to MaxDelay"', commit, 0, 90430)),
        (gshell("git log --oneline -3", "Show recent commits"), gem_run("git log --oneline -3", log, 0, 90452)),
        (gshell("git status", "Confirm the tree is clean"), gem_run("git status", bad, 0, 90460)),
        (gshell("git show --stat HEAD", "Show what the commit contains"), gem_run("git show --stat HEAD", show, 0, 90477)),
    ]
    rs.add(task=T, tid="h27-swe-11", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Repository /home/rk/queuectl (Go 1.22, mage build targets, ginkgo/gomega tests). Bug: with jitter the retry delay can exceed MaxDelay.",
           bad=True, turn=10, kind="git status reports a file as modified right after it was committed, with no edit since")


# ---------------------------------------------------------------------------------------------
# 12  OpenHands, Rust + cargo-nextest + clippy (less common), clean (run ids, order, stash/pop)
# ---------------------------------------------------------------------------------------------
CHK0 = '''//! Fixed-size chunking of blobs before hashing.

use std::num::NonZeroUsize;

/// Default chunk size: 4 MiB.
pub const DEFAULT_CHUNK: NonZeroUsize = match NonZeroUsize::new(4 * 1024 * 1024) {
    Some(n) => n,
    None => unreachable!(),
};

/// Iterator over consecutive `size`-byte slices of `data`.
pub struct Chunks<'a> {
    data: &'a [u8],
    size: usize,
    pos: usize,
}

pub fn chunks(data: &[u8], size: NonZeroUsize) -> Chunks<'_> {
    Chunks { data, size: size.get(), pos: 0 }
}

impl<'a> Iterator for Chunks<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<Self::Item> {
        if self.pos + self.size > self.data.len() {
            return None;
        }
        let chunk = &self.data[self.pos..self.pos + self.size];
        self.pos += self.size;
        Some(chunk)
    }
}'''
CHK_OLD = '''        if self.pos + self.size > self.data.len() {
            return None;
        }
        let chunk = &self.data[self.pos..self.pos + self.size];
        self.pos += self.size;
        Some(chunk)'''
CHK_NEW = '''        if self.pos >= self.data.len() {
            return None;
        }
        let end = (self.pos + self.size).min(self.data.len());
        let chunk = &self.data[self.pos..end];
        self.pos = end;
        Some(chunk)'''
MAN0 = '''//! Blob manifests: the ordered list of chunks that make up one stored object.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

use crate::digest::Digest;

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ChunkRef {
    pub digest: Digest,
    pub len: u32,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Manifest {
    pub object: String,
    pub chunks: Vec<ChunkRef>,
}

impl Manifest {
    pub fn new(object: impl Into<String>) -> Self {
        Manifest { object: object.into(), chunks: Vec::new() }
    }

    pub fn push(&mut self, digest: Digest, len: u32) {
        self.chunks.push(ChunkRef { digest, len });
    }

    /// Logical size of the object.
    pub fn size(&self) -> u64 {
        self.chunks.iter().map(|c| c.len as u64).sum()
    }

    /// Total stored size of the listed chunks, counting each digest once.
    pub fn stored_size(&self) -> u64 {
        let mut seen = HashSet::new();
        let mut total = 0;
        for i in 0..self.chunks.len() {
            if seen.insert(self.chunks[i].digest) {
                total += self.chunks[i].len as u64;
            }
        }
        total
    }

    /// Whether the manifest references the given digest.
    pub fn contains(&self, digest: &Digest) -> bool {
        return self.chunks.iter().any(|c| &c.digest == digest);
    }
}'''
MAN_OLD = '''        for i in 0..self.chunks.len() {
            if seen.insert(self.chunks[i].digest) {
                total += self.chunks[i].len as u64;
            }
        }
        total
    }

    /// Whether the manifest references the given digest.
    pub fn contains(&self, digest: &Digest) -> bool {
        return self.chunks.iter().any(|c| &c.digest == digest);'''
MAN_NEW = '''        for c in &self.chunks {
            if seen.insert(c.digest) {
                total += c.len as u64;
            }
        }
        total
    }

    /// Whether the manifest references the given digest.
    pub fn contains(&self, digest: &Digest) -> bool {
        self.chunks.iter().any(|c| &c.digest == digest)'''
NX_TESTS = (["blobstore chunker::tests::" + t for t in ["empty_input_yields_nothing", "exact_multiple", "single_byte_chunks",
                                                        "tail_chunk_is_emitted", "default_is_four_mib"]]
            + ["blobstore digest::tests::" + t for t in ["hex_roundtrip", "rejects_short_hex", "blake3_known_vector", "ordering_is_bytewise"]]
            + ["blobstore manifest::tests::" + t for t in ["size_sums_chunks", "stored_size_dedups", "contains_digest", "serde_roundtrip", "empty_manifest"]]
            + ["blobstore store::tests::" + t for t in ["put_then_get", "get_missing_is_none", "put_is_idempotent", "delete_removes_unreferenced",
                                                      "delete_keeps_shared_chunks", "list_objects_sorted", "gc_collects_orphans", "stat_reports_sizes"]]
            + ["blobstore::bin/blobctl " + t for t in ["cli_parses_put", "cli_parses_get", "cli_rejects_unknown"]]
            + ["blobstore::it " + t for t in ["roundtrip_exact_multiple", "list_after_restart", "gc_after_delete", "dedup_across_objects",
                                             "concurrent_puts", "reopen_store_persists"]])


def nextest(seed: int, run_id: str, fail: str | None, total: str, filt: str | None = None, build: str | None = None) -> str:
    import random
    rng = random.Random(seed)
    names = list(NX_TESTS) if filt is None else [t for t in NX_TESTS if filt in t]
    rng.shuffle(names)
    lines = []
    fdur = 0.0
    for t in names:
        dur = rng.uniform(0.002, 0.09) if "::it " not in t else rng.uniform(0.05, 0.4)
        if t == fail:
            fdur = dur
        lines.append(f"        {'FAIL' if t == fail else 'PASS'} [{dur:8.3f}s] {t}")
    n = len(names)
    skipped = len(NX_TESTS) - n
    start = f"    Starting {n} test{'s' if n != 1 else ''} across 3 binaries" + (f" ({skipped} tests skipped)" if skipped else "")
    head = [build] if build else []
    out = head + [f"    Finished `test` profile [unoptimized + debuginfo] target(s) in {'2.31s' if build else '0.24s'}", "------------",
                  f" Nextest run ID {run_id} with nextest profile: default", start] + lines
    if fail:
        out += ["──── STDERR:             " + fail,
                "thread 'chunker::tests::tail_chunk_is_emitted' panicked at src/chunker.rs:71:9:",
                "assertion `left == right` failed",
                "  left: 3",
                " right: 4",
                "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
                "",
                "------------",
                f"     Summary [{total:>8}s] {n} test{'s' if n != 1 else ''} run: {n - 1} passed, 1 failed, {skipped} skipped",
                f"        FAIL [{fdur:8.3f}s] {fail}",
                "error: test run failed"]
    else:
        out += ["------------", f"     Summary [{total:>8}s] {n} tests run: {n} passed, {skipped} skipped"]
    return "\n".join(out)


def t12(rs: RowSet) -> None:
    root = "/workspace/blobstore-rs"
    c = f"{root}/src/chunker.rs"
    m = f"{root}/src/manifest.rs"
    tail = "blobstore chunker::tests::tail_chunk_is_emitted"
    comp = "   Compiling blobstore v0.5.0 (/workspace/blobstore-rs)"
    n1 = nextest(11, "6b1e0d4a-3c2f-4a8e-9d61-1f0b7c2e9a55", tail, "0.612")
    n2 = nextest(12, "0f7c3a92-58d1-4b6e-a0c4-7e2d91b6f318", None, "0.588", build=comp)
    loop_ln = ln(MAN0, "for i in 0..self.chunks.len()")
    ret_ln = ln(MAN0, "return self.chunks.iter()")
    clippy = f'''    Checking blobstore v0.5.0 (/workspace/blobstore-rs)
error: the loop variable `i` is only used to index `chunks`
  --> src/manifest.rs:{loop_ln}:18
   |
{loop_ln} |         for i in 0..self.chunks.len() {{
   |                  ^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_range_loop
   = note: `-D clippy::needless-range-loop` implied by `-D warnings`
   = help: to override `-D warnings` add `#[allow(clippy::needless_range_loop)]`
help: consider using an iterator
   |
{loop_ln} |         for <item> in &self.chunks {{
   |             ~~~~~~    ~~~~~~~~~~~~

error: unneeded `return` statement
  --> src/manifest.rs:{ret_ln}:9
   |
{ret_ln} |         return self.chunks.iter().any(|c| &c.digest == digest);
   |         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
   |
   = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_return
   = note: `-D clippy::needless-return` implied by `-D warnings`
help: remove `return`
   |
{ret_ln} -         return self.chunks.iter().any(|c| &c.digest == digest);
{ret_ln} +         self.chunks.iter().any(|c| &c.digest == digest)
   |

error: could not compile `blobstore` (lib) due to 2 previous errors'''
    clean = '''    Checking blobstore v0.5.0 (/workspace/blobstore-rs)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.08s'''
    stash = "Saved working directory and index state WIP on main: 1c9e0a2 manifest: add stored_size()\n" + \
        nextest(13, "a4d81c5e-0b2f-47c3-9e6a-3f5d2c8b1a07", tail, "0.093", filt="tail_chunk", build=comp)
    pop = '''On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/chunker.rs
\tmodified:   src/manifest.rs

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (3e1b97d04a6c58f2d0b9e7a1c4f3d28b6a5e9c71)'''
    n3 = nextest(14, "c29e6f18-7a4d-4f03-b5e1-0d8a6c3b2f94", None, "0.571", build=comp)
    turns = [
        (bash(f"cd {root} && cargo nextest run"), oh_bash(n1, root, 100)),
        (editor("view", c, view_range=[18, 33]), view(c, CHK0, 18, 33)),
        (editor("str_replace", c, old_str=CHK_OLD, new_str=CHK_NEW), snip(c, CHK0.replace(CHK_OLD, CHK_NEW), CHK_NEW)),
        (bash("cargo nextest run"), oh_bash(n2, root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash(clippy, root, 101)),
        (editor("view", m, view_range=[35, nlines(MAN0)]), view(m, MAN0, 35)),
        (editor("str_replace", m, old_str=MAN_OLD, new_str=MAN_NEW), snip(m, MAN0.replace(MAN_OLD, MAN_NEW), MAN_NEW, 2)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash(clean, root)),
        (bash("git stash && cargo nextest run -E 'test(tail_chunk)'"), oh_bash(stash, root, 100)),
        (bash("git stash pop"), oh_bash(pop, root)),
        (bash("cargo nextest run"), oh_bash(n3, root)),
    ]
    rs.add(task=T, tid="h27-swe-12", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/blobstore-rs (Rust, cargo-nextest, clippy with -D warnings in CI). The last partial chunk of a blob is dropped; also make clippy pass. The agent wants to confirm the test fails without its fix.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 13  OpenHands, Java + Quarkus via Maven wrapper (less common), bad: commit date moves back in time
# ---------------------------------------------------------------------------------------------
ETA0 = '''package dev.parcel.eta;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.DayOfWeek;
import java.time.LocalDate;

@ApplicationScoped
public class EtaService {

    /** Adds transit days to a dispatch date; carriers do not deliver on weekends. */
    public LocalDate estimate(LocalDate dispatched, int transitDays) {
        if (transitDays < 0) {
            throw new IllegalArgumentException("transitDays must be >= 0");
        }
        LocalDate date = dispatched;
        int remaining = transitDays;
        while (remaining > 0) {
            date = date.plusDays(1);
            if (date.getDayOfWeek() != DayOfWeek.SUNDAY) {
                remaining--;
            }
        }
        return date;
    }
}'''
ETA_OLD = "            if (date.getDayOfWeek() != DayOfWeek.SUNDAY) {"
ETA_NEW = "            if (date.getDayOfWeek() != DayOfWeek.SATURDAY && date.getDayOfWeek() != DayOfWeek.SUNDAY) {"
README13 = '''# parcel-tracker

Tracks parcels across carriers and exposes a REST API for shop back-ends.

## Running

    ./mvnw quarkus:dev

The dev UI is at http://localhost:8080/q/dev-ui.

## ETA rules

- Transit days are counted from the day after dispatch.
- Sundays are skipped; a parcel never arrives on a Sunday.
- Public holidays are not modelled yet (see #112).

## API

| Method | Path                       | Description                 |
|--------|----------------------------|-----------------------------|
| GET    | /parcels/{id}              | parcel status and ETA       |
| POST   | /parcels                   | register a dispatched parcel|
| GET    | /parcels/{id}/events       | carrier scan events         |'''
RM_OLD = "- Sundays are skipped; a parcel never arrives on a Sunday."
RM_NEW = "- Saturdays and Sundays are skipped; a parcel never arrives on a weekend."


def t13(rs: RowSet) -> None:
    root = "/workspace/parcel-tracker"
    p = f"{root}/src/main/java/dev/parcel/eta/EtaService.java"
    r = f"{root}/README.md"
    first = '''2025-05-14 15:02:11 +0200
9b4e27c 2025-05-13 17:44:52 +0200 events: paginate carrier scan events
d0f3a18 2025-05-13 11:20:07 +0200 Bump Quarkus to 3.10.1
5c7a9e2 2025-05-12 09:58:30 +0200 eta: reject negative transit days'''
    t1 = '''[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running dev.parcel.eta.EtaServiceTest
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.041 s <<< FAILURE! -- in dev.parcel.eta.EtaServiceTest
[ERROR] dev.parcel.eta.EtaServiceTest.skipsSaturday -- Time elapsed: 0.004 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <2025-05-19> but was: <2025-05-17>
\tat dev.parcel.eta.EtaServiceTest.skipsSaturday(EtaServiceTest.java:31)

[INFO] 
[INFO] Results:
[INFO] 
[ERROR] Failures: 
[ERROR]   EtaServiceTest.skipsSaturday:31 expected: <2025-05-19> but was: <2025-05-17>
[INFO] 
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  6.118 s
[INFO] Finished at: 2025-05-14T15:03:40+02:00
[INFO] ------------------------------------------------------------------------'''
    t2 = '''[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running dev.parcel.eta.EtaServiceTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.038 s -- in dev.parcel.eta.EtaServiceTest
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  5.702 s
[INFO] Finished at: 2025-05-14T15:08:26+02:00
[INFO] ------------------------------------------------------------------------'''
    t3 = '''2025-05-14 15:12:58,904 INFO  [io.quarkus] (main) parcel-tracker 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.10.1) started in 3.127s. Listening on: http://localhost:8081
2025-05-14 15:12:58,906 INFO  [io.quarkus] (main) Profile test activated. 
2025-05-14 15:12:58,906 INFO  [io.quarkus] (main) Installed features: [cdi, hibernate-validator, rest, rest-jackson, smallrye-context-propagation, smallrye-health, vertx]
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 4.771 s -- in dev.parcel.api.ParcelResourceTest
[INFO] Running dev.parcel.api.EventsResourceTest
[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in dev.parcel.api.EventsResourceTest
[INFO] Running dev.parcel.eta.EtaServiceTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.027 s -- in dev.parcel.eta.EtaServiceTest
[INFO] Running dev.parcel.carrier.ScanMapperTest
[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.019 s -- in dev.parcel.carrier.ScanMapperTest
2025-05-14 15:13:04,377 INFO  [io.quarkus] (main) parcel-tracker stopped in 0.041s
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  14.336 s
[INFO] Finished at: 2025-05-14T15:13:05+02:00
[INFO] ------------------------------------------------------------------------'''
    commit = '''[feature/eta-weekends 61be3f0] eta: skip Saturdays as well as Sundays
 1 file changed, 1 insertion(+), 1 deletion(-)'''
    one = "61be3f0 2025-05-14 15:19:48 +0200 | 2025-05-14 15:19:48 +0200"
    bad = '''61be3f0 2025-05-14 14:41:05 +0200 eta: skip Saturdays as well as Sundays
9b4e27c 2025-05-13 17:44:52 +0200 events: paginate carrier scan events
d0f3a18 2025-05-13 11:20:07 +0200 Bump Quarkus to 3.10.1'''
    c2 = '''[feature/eta-weekends 0c5a7d2] docs: document the weekend rule
 1 file changed, 1 insertion(+), 1 deletion(-)'''
    turns = [
        (bash(f"cd {root} && date '+%F %T %z' && git log -3 --format='%h %ad %s' --date=iso"), oh_bash(first, root)),
        (bash("./mvnw test -Dtest=EtaServiceTest | tail -n 22"), oh_bash(t1, root)),
        (editor("view", p), view(p, ETA0)),
        (editor("str_replace", p, old_str=ETA_OLD, new_str=ETA_NEW), snip(p, ETA0.replace(ETA_OLD, ETA_NEW), ETA_NEW)),
        (bash("./mvnw test -Dtest=EtaServiceTest | tail -n 16"), oh_bash(t2, root)),
        (bash("./mvnw test | tail -n 24"), oh_bash(t3, root)),
        (bash('git add -A && git commit -m "eta: skip Saturdays as well as Sundays"'), oh_bash(commit, root)),
        (bash("git log -1 --format='%h %ad | %cd' --date=iso"), oh_bash(one, root)),
        (editor("view", r), view(r, README13)),
        (editor("str_replace", r, old_str=RM_OLD, new_str=RM_NEW), snip(r, README13.replace(RM_OLD, RM_NEW), RM_NEW)),
        (bash("git log -3 --format='%h %ad %s' --date=iso"), oh_bash(bad, root)),
        (bash('git commit -am "docs: document the weekend rule"'), oh_bash(c2, root)),
    ]
    rs.add(task=T, tid="h27-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/parcel-tracker (Java 21, Quarkus 3, Maven wrapper), branch feature/eta-weekends. Bug: ETAs can land on a Saturday, but carriers deliver Monday to Friday only.",
           bad=True, turn=11, kind="the agent's commit shows an author date of 14:41, earlier than the session's 15:02 clock and different from the 15:19:48 shown right after committing")


# ---------------------------------------------------------------------------------------------
# 14  Gemini CLI, Python + poetry + ruff (mainstream), clean (lint counts drop, line numbers shift)
# ---------------------------------------------------------------------------------------------
DATES0 = '''"""Lenient parsing of the date formats found in real-world feeds."""
from __future__ import annotations

from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

_ISO_FALLBACKS = (
    "%Y-%m-%dT%H:%M:%S%z",
    "%Y-%m-%dT%H:%M:%S.%f%z",
    "%Y-%m-%d %H:%M:%S",
    "%Y-%m-%d",
)


def _as_utc(dt: datetime) -> datetime:
    if dt.tzinfo is None:
        return dt.replace(tzinfo=timezone.utc)
    return dt.astimezone(timezone.utc)


def parse_date(value: str | None) -> datetime | None:
    """Return an aware UTC datetime, or None if the value is not a date we understand."""
    if not value:
        return None
    value = value.strip()
    try:
        return _as_utc(parsedate_to_datetime(value))
    except:
        pass
    for fmt in _ISO_FALLBACKS:
        try:
            return _as_utc(datetime.strptime(value.replace("Z", "+0000"), fmt))
        except ValueError:
            continue
    return None
'''
ATOM_SEG = '''    def _link(self, el: Element) -> str | None:
        """Prefer rel=alternate, then the first link with an href."""
        links = el.findall("atom:link", NS)
        for link in links:
            if link.get("rel", "alternate") == "alternate" and link.get("href"):
                return link.get("href")
        return next((lk.get("href") for lk in links if lk.get("href")), None)

    def _entry(self, el: Element) -> Entry:
        ns = {"atom": ATOM_NS}
        link = self._link(el)
        published = parse_date(_text(el, "atom:published"))
        updated = parse_date(_text(el, "atom:updated"))
        return Entry(
            id=_text(el, "atom:id") or link,
            title=_text(el, "atom:title") or "",
            link=link,
            published=published or updated,
            updated=updated or published,
            summary=_text(el, "atom:summary") or _text(el, "atom:content"),'''


def t14(rs: RowSet) -> None:
    root = "/home/sam/feedparse-lite"
    dp = f"{root}/src/feedparse_lite/dates.py"
    ap = f"{root}/src/feedparse_lite/atom.py"
    ex = ln(DATES0, "    except:")
    r1 = f'''src/feedparse_lite/__init__.py:3:1: I001 [*] Import block is un-sorted or un-formatted
src/feedparse_lite/atom.py:5:8: F401 [*] `re` imported but unused
src/feedparse_lite/atom.py:41:9: F841 Local variable `ns` is assigned to but never used
src/feedparse_lite/dates.py:{ex}:5: E722 Do not use bare `except`
src/feedparse_lite/rss.py:12:1: I001 [*] Import block is un-sorted or un-formatted
src/feedparse_lite/rss.py:58:17: UP032 [*] Use f-string instead of `format` call
tests/test_rss.py:4:8: F401 [*] `os` imported but unused
Found 7 errors.
[*] 5 fixable with the `--fix` option (1 hidden fix can be enabled with the `--unsafe-fixes` option).'''
    r2 = f'''src/feedparse_lite/atom.py:40:9: F841 Local variable `ns` is assigned to but never used
src/feedparse_lite/dates.py:{ex}:5: E722 Do not use bare `except`
Found 7 errors (5 fixed, 2 remaining).
No fixes available (1 hidden fix can be enabled with the `--unsafe-fixes` option).'''
    D_OLD = "    except:\n        pass"
    D_NEW = "    except (TypeError, ValueError):\n        pass"
    A_OLD = '''    def _entry(self, el: Element) -> Entry:
        ns = {"atom": ATOM_NS}
        link = self._link(el)'''
    A_NEW = '''    def _entry(self, el: Element) -> Entry:
        link = self._link(el)'''
    py1 = '''Using --randomly-seed=3141027655
....................................................                     [100%]
52 passed in 0.83s'''
    stat = ''' src/feedparse_lite/__init__.py |  4 ++--
 src/feedparse_lite/atom.py     |  2 --
 src/feedparse_lite/dates.py    |  2 +-
 src/feedparse_lite/rss.py      |  6 +++---
 tests/test_rss.py              |  1 -
 5 files changed, 6 insertions(+), 9 deletions(-)'''
    py2 = '''Using --randomly-seed=772094318
....................................................                     [100%]
52 passed in 0.79s
 M src/feedparse_lite/__init__.py
 M src/feedparse_lite/atom.py
 M src/feedparse_lite/dates.py
 M src/feedparse_lite/rss.py
 M tests/test_rss.py'''
    turns = [
        (gshell("poetry run ruff check .", "Lint the project"), gem_run("poetry run ruff check .", r1, 1, 12077)),
        (gshell("poetry run ruff check . --fix", "Apply the safe autofixes"), gem_run("poetry run ruff check . --fix", r2, 1, 12102)),
        (rf(dp), DATES0),
        (call("replace", file_path=dp, old_string=D_OLD, new_string=D_NEW), replaced(dp)),
        (rf(ap, offset=30, limit=20), trunc("\n" * 30 + ATOM_SEG, 31, 50, 95)),
        (call("replace", file_path=ap, old_string=A_OLD, new_string=A_NEW), replaced(ap)),
        (gshell("poetry run ruff check .", "Re-lint"), gem_run("poetry run ruff check .", "All checks passed!", 0, 12188)),
        (gshell("poetry run pytest", "Run the tests"), gem_run("poetry run pytest", py1, 0, 12203)),
        (gshell("git diff --stat", "Summarize the changes"), gem_run("git diff --stat", stat, 0, 12240)),
        (gshell("poetry run pytest && git status --short", "Re-run tests and list changed files"),
         gem_run("poetry run pytest && git status --short", py2, 0, 12266)),
    ]
    rs.add(task=T, tid="h27-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Project /home/sam/feedparse-lite (Python 3.11, poetry, ruff, pytest with pytest-randomly). CI's lint job fails; make `ruff check .` pass without changing behaviour.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 15  Gemini CLI, Deno (less common), bad: a file the agent created is missing from the listing
# ---------------------------------------------------------------------------------------------
SLUG0 = r'''const COMBINING = /[\u0300-\u036f]/g;

export interface SlugOptions {
  separator?: string;
  maxLength?: number;
  lower?: boolean;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function slugify(input: string, opts: SlugOptions = {}): string {
  const { separator = "-", maxLength = 80, lower = true } = opts;
  const sep = escapeRegExp(separator);
  let s = input.normalize("NFKD").replace(COMBINING, "");
  if (lower) s = s.toLowerCase();
  s = s.replace(/[^a-zA-Z0-9]+/g, separator);
  s = s.replace(new RegExp(`^${sep}+|${sep}+$`, "g"), "");
  return s.slice(0, maxLength);
}
'''
SLUG_OLD = "  return s.slice(0, maxLength);"
SLUG_NEW = '''  s = s.slice(0, maxLength);
  return s.replace(new RegExp(`${sep}+$`), "");'''
SLUG_TEST = '''import { assertEquals } from "jsr:@std/assert@1";
import { slugify } from "./slug.ts";

Deno.test("basic ascii", () => {
  assertEquals(slugify("Hello, World!"), "hello-world");
});

Deno.test("strips diacritics", () => {
  assertEquals(slugify("Crème brûlée à São Paulo"), "creme-brulee-a-sao-paulo");
});

Deno.test("custom separator", () => {
  assertEquals(slugify("a b  c", { separator: "." }), "a.b.c");
});

Deno.test("keeps case when lower is false", () => {
  assertEquals(slugify("Deno Land", { lower: false }), "Deno-Land");
});

Deno.test("truncation does not leave a trailing separator", () => {
  assertEquals(slugify("hello world", { maxLength: 6 }), "hello");
});
'''


def t15(rs: RowSet) -> None:
    root = "/home/ivy/slugger"
    sp = f"{root}/src/slug.ts"
    tp = f"{root}/src/slug_test.ts"
    tl = ln(SLUG_TEST, "truncation does not")
    d1 = f'''Check file:///home/ivy/slugger/src/slug_test.ts
Check file:///home/ivy/slugger/src/transliterate_test.ts
running 5 tests from ./src/slug_test.ts
basic ascii ... ok (1ms)
strips diacritics ... ok (0ms)
custom separator ... ok (0ms)
keeps case when lower is false ... ok (0ms)
truncation does not leave a trailing separator ... FAILED (1ms)
running 3 tests from ./src/transliterate_test.ts
cyrillic to latin ... ok (1ms)
greek to latin ... ok (0ms)
unknown scripts pass through ... ok (0ms)

 ERRORS 

truncation does not leave a trailing separator => ./src/slug_test.ts:{tl}:6
error: AssertionError: Values are not equal.


    [Diff] Actual / Expected


-   "hello-"
+   "hello"

  throw new AssertionError(message);
        ^
    at assertEquals (https://jsr.io/@std/assert/1.0.8/equals.ts:51:9)
    at file:///home/ivy/slugger/src/slug_test.ts:{tl + 1}:3

 FAILURES 

truncation does not leave a trailing separator => ./src/slug_test.ts:{tl}:6

FAILED | 7 passed | 1 failed (19ms)

error: Test failed'''
    bad = f'''Directory listing for {root}/src:
mod.ts
slug.ts
transliterate.ts
transliterate_test.ts'''
    d2 = '''Check file:///home/ivy/slugger/src/slug_test.ts
Check file:///home/ivy/slugger/src/transliterate_test.ts
running 5 tests from ./src/slug_test.ts
basic ascii ... ok (1ms)
strips diacritics ... ok (0ms)
custom separator ... ok (0ms)
keeps case when lower is false ... ok (0ms)
truncation does not leave a trailing separator ... ok (0ms)
running 3 tests from ./src/transliterate_test.ts
cyrillic to latin ... ok (0ms)
greek to latin ... ok (0ms)
unknown scripts pass through ... ok (0ms)

ok | 8 passed | 0 failed (16ms)
'''
    lint = "Checked 5 files"
    st = ''' M src/slug.ts
?? src/slug_test.ts'''
    turns = [
        (rf(sp), SLUG0),
        (call("write_file", file_path=tp, content=SLUG_TEST), created(tp)),
        (gshell("deno test", "Run all Deno tests"), gem_run("deno test", d1, 1, 30480)),
        (call("list_directory", path=f"{root}/src"), bad),
        (call("replace", file_path=sp, old_string=SLUG_OLD, new_string=SLUG_NEW), replaced(sp)),
        (gshell("deno test", "Re-run the tests"), gem_run("deno test", d2, 0, 30571)),
        (gshell("deno lint", "Lint the sources"), gem_run("deno lint", lint, 0, 30598)),
        (gshell("git status --short", "List changes"), gem_run("git status --short", st, 0, 30611)),
    ]
    rs.add(task=T, tid="h27-swe-15", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Deno module /home/ivy/slugger (published on JSR as @ivy/slugger). Issue: slugify with maxLength can return a slug ending in the separator. There are no tests for slug.ts yet.",
           bad=True, turn=4, kind="a test file the agent created (and that deno test just ran) is missing from the directory listing")


# ---------------------------------------------------------------------------------------------
# 16  OpenHands, Go + Taskfile HTTP service (less common), clean (restart changes PID, memory store resets)
# ---------------------------------------------------------------------------------------------
HND0 = '''func (a *API) getPaste(w http.ResponseWriter, r *http.Request) {
\tid := chi.URLParam(r, "id")
\tp, ok := a.store.Get(id)
\tif !ok {
\t\twriteError(w, http.StatusNotFound, "paste not found")
\t\treturn
\t}
\tif p.Expired(a.now()) {
\t\ta.store.Delete(id)
\t\twriteError(w, http.StatusGone, "paste expired")
\t\treturn
\t}
\tbody, err := json.Marshal(p.View())
\tif err != nil {
\t\twriteError(w, http.StatusInternalServerError, "encode failed")
\t\treturn
\t}
\tw.WriteHeader(http.StatusOK)
\t_, _ = w.Write(body)
}'''
HND_OLD = "\tw.WriteHeader(http.StatusOK)\n\t_, _ = w.Write(body)"
HND_NEW = "\tw.Header().Set(\"Content-Type\", \"application/json\")\n\tw.WriteHeader(http.StatusOK)\n\t_, _ = w.Write(body)"


def t16(rs: RowSet) -> None:
    root = "/workspace/pastebin-go"
    hp = f"{root}/internal/httpapi/pastes.go"
    lst = '''task: Available tasks for this project:
* build:       Build the pastebin binary into ./bin
* lint:        Run golangci-lint
* run:         Run the API server on :8080 (in-memory store)
* test:        Run unit tests with -race'''
    h1 = '{"status":"ok","pid":48213,"uptime_s":2,"store":"memory","pastes":0}'
    post1 = '{"id":"k3Jd9q","url":"/api/pastes/k3Jd9q","expires_at":"2025-06-20T11:42:07Z"}'
    get1 = '''HTTP/1.1 200 OK
X-Request-Id: 01J0ZQ4T7G8V2K3M5N6P7Q8R9S
Date: Fri, 20 Jun 2025 10:42:09 GMT
Content-Length: 113
Content-Type: text/plain; charset=utf-8

{"id":"k3Jd9q","content":"hello from ci","syntax":"text","created_at":"2025-06-20T10:42:07Z","expires_in_s":3598}'''
    restart = '{"status":"ok","pid":48390,"uptime_s":2,"store":"memory","pastes":0}'
    get2 = '''HTTP/1.1 404 Not Found
Content-Type: application/json
X-Request-Id: 01J0ZQE1B3C4D5F6G7H8J9K0MN
Date: Fri, 20 Jun 2025 10:47:20 GMT
Content-Length: 27

{"error":"paste not found"}'''
    post2 = '''{"id":"Qm72xa","url":"/api/pastes/Qm72xa","expires_at":"2025-06-20T11:47:31Z"}
HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: 01J0ZQEC2D3E4F5G6H7J8K9M0P
Date: Fri, 20 Jun 2025 10:47:31 GMT
Content-Length: 113

{"id":"Qm72xa","content":"hello from ci","syntax":"text","created_at":"2025-06-20T10:47:31Z","expires_in_s":3600}'''
    h2 = '{"status":"ok","pid":48390,"uptime_s":41,"store":"memory","pastes":1}'
    tests = '''ok  \tgithub.com/ivanp/pastebin-go/internal/httpapi\t1.218s
ok  \tgithub.com/ivanp/pastebin-go/internal/store\t1.034s
?   \tgithub.com/ivanp/pastebin-go/cmd/pastebin\t[no test files]'''
    post = "curl -s -X POST localhost:8080/api/pastes -H 'Content-Type: application/json' -d '{\"content\":\"hello from ci\",\"ttl\":\"1h\"}'"
    turns = [
        (bash(f"cd {root} && task --list"), oh_bash(lst, root)),
        (bash("(task run > /tmp/server.log 2>&1 &) ; sleep 2; curl -s localhost:8080/healthz"), oh_bash(h1, root)),
        (bash(post), oh_bash(post1, root)),
        (bash("curl -si localhost:8080/api/pastes/k3Jd9q"), oh_bash(get1, root)),
        (editor("view", hp, view_range=[41, 60]), cat_n(hp, HND0, 41)),
        (editor("str_replace", hp, old_str=HND_OLD, new_str=HND_NEW),
         edited(hp, seg(HND0.replace(HND_OLD, HND_NEW), 14, 21), 54)),
        (bash("kill 48213; sleep 1; (task run > /tmp/server.log 2>&1 &) ; sleep 2; curl -s localhost:8080/healthz"), oh_bash(restart, root)),
        (bash("curl -si localhost:8080/api/pastes/k3Jd9q"), oh_bash(get2, root)),
        (bash(post + " && curl -si localhost:8080/api/pastes/Qm72xa"), oh_bash(post2, root)),
        (bash("curl -s localhost:8080/healthz"), oh_bash(h2, root)),
        (bash("task test"), oh_bash("task: [test] go test -race ./...\n" + tests, root)),
    ]
    rs.add(task=T, tid="h27-swe-16", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/pastebin-go (Go 1.22, chi router, Taskfile). Bug: GET /api/pastes/{id} answers with Content-Type text/plain although the body is JSON. The dev server keeps pastes in memory only.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 17  Gemini CLI, Spring Boot + Gradle (mainstream), clean (paged reads, filtered search, up-to-date tasks)
# ---------------------------------------------------------------------------------------------
OPS0 = '''package com.nina.orders.pricing;

import com.nina.orders.config.PricingProperties;
import com.nina.orders.domain.Customer;
import com.nina.orders.domain.CustomerTier;
import com.nina.orders.domain.Order;
import com.nina.orders.domain.OrderLine;
import com.nina.orders.domain.PriceBreakdown;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * Prices an order: line totals, tier discount, shipping and VAT.
 *
 * <p>All amounts are in the order's currency with two decimals; rounding happens once per
 * component, never on intermediate products.
 */
@Service
public class OrderPricingService {

    private static final Logger log = LoggerFactory.getLogger(OrderPricingService.class);
    private static final int SCALE = 2;

    private final PricingProperties props;
    private final ShippingCalculator shipping;
    private final VatResolver vat;

    public OrderPricingService(PricingProperties props, ShippingCalculator shipping, VatResolver vat) {
        this.props = Objects.requireNonNull(props);
        this.shipping = Objects.requireNonNull(shipping);
        this.vat = Objects.requireNonNull(vat);
    }

    public PriceBreakdown price(Order order) {
        BigDecimal subtotal = subtotal(order.lines());
        BigDecimal discount = discount(order.customer(), subtotal);
        BigDecimal afterDiscount = subtotal.subtract(discount);
        BigDecimal ship = shipping.costFor(order, afterDiscount);
        BigDecimal vatRate = vat.rateFor(order.shippingAddress().country());
        BigDecimal tax = afterDiscount.add(ship).multiply(vatRate).setScale(SCALE, RoundingMode.HALF_EVEN);
        log.debug("priced order {}: subtotal={} discount={} ship={} vat={}", order.id(), subtotal, discount, ship, tax);
        return new PriceBreakdown(subtotal, discount, ship, tax, afterDiscount.add(ship).add(tax));
    }

    BigDecimal subtotal(List<OrderLine> lines) {
        return lines.stream()
                .map(l -> l.unitPrice().multiply(BigDecimal.valueOf(l.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add)
                .setScale(SCALE, RoundingMode.HALF_EVEN);
    }

    BigDecimal discount(Customer customer, BigDecimal subtotal) {
        if (customer.tier() == CustomerTier.STANDARD) {
            return BigDecimal.ZERO.setScale(SCALE);
        }
        BigDecimal rate = props.getDiscountRate();
        if (subtotal.compareTo(props.getDiscountThreshold()) < 0) {
            return BigDecimal.ZERO.setScale(SCALE);
        }
        return subtotal
                .multiply(rate)
                .setScale(SCALE, RoundingMode.HALF_EVEN);
    }

    /** Re-prices after a line was removed; keeps the original discount tier decision. */
    public PriceBreakdown reprice(Order order, PriceBreakdown previous) {
        PriceBreakdown fresh = price(order);
        if (previous.discount().signum() > 0 && fresh.discount().signum() == 0) {
            log.info("order {} fell below the discount threshold after edit", order.id());
        }
        return fresh;
    }

    public BigDecimal freeShippingGap(Order order) {
        BigDecimal subtotal = subtotal(order.lines());
        BigDecimal gap = props.getFreeShippingFrom().subtract(subtotal);
        return gap.signum() > 0 ? gap : BigDecimal.ZERO.setScale(SCALE);
    }

    public boolean qualifiesForDiscount(Customer customer, BigDecimal subtotal) {
        return customer.tier() != CustomerTier.STANDARD
                && subtotal.compareTo(props.getDiscountThreshold()) >= 0;
    }

    public PricingProperties properties() {
        return props;
    }

    String describe(PriceBreakdown b) {
        return "subtotal %s, discount %s, shipping %s, VAT %s, total %s"
                .formatted(b.subtotal(), b.discount(), b.shipping(), b.vat(), b.total());
    }
}'''
OPS_OLD = '''        return subtotal
                .multiply(rate)
                .setScale(SCALE, RoundingMode.HALF_EVEN);'''
OPS_NEW = '''        return subtotal
                .multiply(rate)
                .movePointLeft(2)
                .setScale(SCALE, RoundingMode.HALF_EVEN);'''
README17_OLD = "| `pricing.discount-rate` | `10` | discount for SILVER and GOLD customers |"
README17_NEW = "| `pricing.discount-rate` | `10` | discount for SILVER and GOLD customers, in percent (10 = 10 %) |"


def t17(rs: RowSet) -> None:
    root = "/home/nina/orders-service"
    sp = f"{root}/src/main/java/com/nina/orders/pricing/OrderPricingService.java"
    rp = f"{root}/README.md"
    g1 = '''> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test

OrderPricingServiceTest > appliesConfiguredDiscountForGold() FAILED
    org.opentest4j.AssertionFailedError at OrderPricingServiceTest.java:58

Results: FAILURE (64 tests, 63 passed, 1 failed, 0 skipped)

64 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/nina/orders-service/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 14s
5 actionable tasks: 1 executed, 4 up-to-date'''
    d_ln = ln(OPS0, "BigDecimal rate = props.getDiscountRate();")
    m_ln = ln(OPS0, ".multiply(rate)")
    s1 = f'''Found 12 matches for pattern "discountRate|discount-rate|DiscountRate" in path ".":
---
File: README.md
L41: | `pricing.discount-rate` | `10` | discount for SILVER and GOLD customers |
---
File: src/main/java/com/nina/orders/api/PricingController.java
L52:                 props.getDiscountRate(),
---
File: src/main/java/com/nina/orders/config/PricingProperties.java
L14:     private BigDecimal discountRate = BigDecimal.TEN;
L29:     public BigDecimal getDiscountRate() {{
L30:         return discountRate;
L33:     public void setDiscountRate(BigDecimal discountRate) {{
L34:         this.discountRate = discountRate;
---
File: src/main/java/com/nina/orders/pricing/OrderPricingService.java
L{d_ln}:         BigDecimal rate = props.getDiscountRate();
---
File: src/main/java/com/nina/orders/pricing/QuoteService.java
L38:         BigDecimal pct = props.getDiscountRate().movePointLeft(2);
L71:         return props.getDiscountRate().signum() > 0;
---
File: src/main/resources/application.yml
L9:     discount-rate: 10
---
File: src/test/java/com/nina/orders/pricing/OrderPricingServiceTest.java
L31:         props.setDiscountRate(new BigDecimal("10"));
---'''
    s2 = f'''Found 6 matches for pattern "DiscountRate" in path "src/main" (filter: "*.java"):
---
File: src/main/java/com/nina/orders/config/PricingProperties.java
L29:     public BigDecimal getDiscountRate() {{
L33:     public void setDiscountRate(BigDecimal discountRate) {{
---
File: src/main/java/com/nina/orders/pricing/OrderPricingService.java
L{d_ln}:         BigDecimal rate = props.getDiscountRate();
---
File: src/main/java/com/nina/orders/api/PricingController.java
L52:                 props.getDiscountRate(),
---
File: src/main/java/com/nina/orders/pricing/QuoteService.java
L38:         BigDecimal pct = props.getDiscountRate().movePointLeft(2);
L71:         return props.getDiscountRate().signum() > 0;
---'''
    assert m_ln > 60 and nlines(OPS0) < 100
    g2 = '''> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test

Results: SUCCESS (64 tests, 64 passed, 0 failed, 0 skipped)

BUILD SUCCESSFUL in 11s
5 actionable tasks: 2 executed, 3 up-to-date'''
    g3 = '''> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test UP-TO-DATE

BUILD SUCCESSFUL in 1s
5 actionable tasks: 5 up-to-date'''
    stat = ''' README.md                                                          | 2 +-
 src/main/java/com/nina/orders/pricing/OrderPricingService.java     | 1 +
 2 files changed, 2 insertions(+), 1 deletion(-)'''
    turns = [
        (gshell("./gradlew test", "Run the test suite"), gem_run("./gradlew test", g1, 1, 20551)),
        (call("search_file_content", pattern="discountRate|discount-rate|DiscountRate"), s1),
        (rf(sp, offset=0, limit=60), trunc(OPS0, 1, 60, nlines(OPS0))),
        (rf(sp, offset=60, limit=40), trunc(OPS0, 61, nlines(OPS0), nlines(OPS0))),
        (call("replace", file_path=sp, old_string=OPS_OLD, new_string=OPS_NEW), replaced(sp)),
        (gshell("./gradlew test", "Re-run tests"), gem_run("./gradlew test", g2, 0, 20688)),
        (call("search_file_content", pattern="DiscountRate", path="src/main", include="*.java"), s2),
        (call("replace", file_path=rp, old_string=README17_OLD, new_string=README17_NEW), replaced(rp)),
        (gshell("./gradlew test", "Run tests again after the docs change"), gem_run("./gradlew test", g3, 0, 20730)),
        (gshell("git diff --stat", "Summarize changes"), gem_run("git diff --stat", stat, 0, 20744)),
    ]
    rs.add(task=T, tid="h27-swe-17", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Service /home/nina/orders-service (Spring Boot 3.3, Gradle 8, JUnit 5). Bug ORD-301: GOLD customers get a discount ten times the order value; pricing.discount-rate is configured in percent.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 18  OpenHands, TypeScript monorepo with pnpm + turbo (less common), bad: branch reverts to main without checkout
# ---------------------------------------------------------------------------------------------
RENDER0 = '''import type { TooltipOptions } from "./types";

const CLASS = "acme-tooltip";

export function renderTooltip(target: HTMLElement, opts: TooltipOptions): HTMLDivElement {
  const el = document.createElement("div");
  el.className = `${CLASS} ${CLASS}--${opts.placement ?? "top"}`;
  el.setAttribute("role", "tooltip");
  el.id = opts.id ?? `${CLASS}-${target.id || Math.random().toString(36).slice(2, 8)}`;
  if (opts.html) {
    el.innerHTML = opts.content;
  } else {
    el.innerHTML = opts.content;
  }
  target.setAttribute("aria-describedby", el.id);
  document.body.appendChild(el);
  return el;
}

export function destroyTooltip(target: HTMLElement): void {
  const id = target.getAttribute("aria-describedby");
  if (!id) return;
  document.getElementById(id)?.remove();
  target.removeAttribute("aria-describedby");
}'''
REN_OLD = '''  } else {
    el.innerHTML = opts.content;
  }'''
REN_NEW = '''  } else {
    el.textContent = opts.content;
  }'''


def t18(rs: RowSet) -> None:
    root = "/workspace/acme-ui"
    p = f"{root}/packages/tooltip/src/render.ts"
    s1 = '''On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
* main
  release/2.3'''
    pre = "@acme/tooltip:test: "
    body_fail = [
        "", "> @acme/tooltip@2.3.1 test /workspace/acme-ui/packages/tooltip", "> vitest run", "",
        " RUN  v1.6.0 /workspace/acme-ui/packages/tooltip", "",
        " ❯ src/render.test.ts  (6 tests | 1 failed) 23ms",
        "   ❯ src/render.test.ts > renderTooltip > treats plain content as text",
        "     → expected '<b>bold</b>' to be '&lt;b&gt;bold&lt;/b&gt;' // Object.is equality", "",
        "⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯", "",
        " FAIL  src/render.test.ts > renderTooltip > treats plain content as text",
        "AssertionError: expected '<b>bold</b>' to be '&lt;b&gt;bold&lt;/b&gt;' // Object.is equality", "",
        " ❯ src/render.test.ts:34:26", "",
        " Test Files  1 failed (1)", "      Tests  1 failed | 5 passed (6)", "   Start at  09:31:12",
        "   Duration  1.21s (transform 61ms, setup 0ms, collect 88ms, tests 23ms, environment 402ms, prepare 97ms)", "",
        " ELIFECYCLE  Test failed. See above for more details."]
    t1 = ('''• Packages in scope: @acme/tooltip
• Running test in 1 packages
• Remote caching disabled
@acme/tooltip:test: cache miss, executing 4c1e9a7d2b0f3e58
''' + "\n".join(pre + b for b in body_fail) + '''
@acme/tooltip:test: ERROR: command finished with error: command (/workspace/acme-ui/packages/tooltip) /usr/local/bin/pnpm run test exited (1)
@acme/tooltip#test: command (/workspace/acme-ui/packages/tooltip) /usr/local/bin/pnpm run test exited (1)

 Tasks:    0 successful, 1 total
Cached:    0 cached, 1 total
  Time:    2.304s
Failed:    @acme/tooltip#test

 ERROR  run failed: command  exited (1)''')
    body_ok = [
        "", "> @acme/tooltip@2.3.1 test /workspace/acme-ui/packages/tooltip", "> vitest run", "",
        " RUN  v1.6.0 /workspace/acme-ui/packages/tooltip", "",
        " ✓ src/render.test.ts  (6 tests) 19ms", "",
        " Test Files  1 passed (1)", "      Tests  6 passed (6)", "   Start at  09:36:47",
        "   Duration  1.14s (transform 58ms, setup 0ms, collect 84ms, tests 19ms, environment 391ms, prepare 95ms)", ""]
    t2 = ('''• Packages in scope: @acme/tooltip
• Running test in 1 packages
• Remote caching disabled
@acme/tooltip:test: cache miss, executing 9b27e0c4d81f5a36
''' + "\n".join(pre + b for b in body_ok) + '''

 Tasks:    1 successful, 1 total
Cached:    0 cached, 1 total
  Time:    1.987s''')
    build = '''• Packages in scope: @acme/tooltip
• Running build in 1 packages
• Remote caching disabled
@acme/tokens:build: cache hit, replaying logs 0d5f8e2a1c7b9346
@acme/tokens:build: 
@acme/tokens:build: > @acme/tokens@2.3.0 build /workspace/acme-ui/packages/tokens
@acme/tokens:build: > tsup
@acme/tokens:build: 
@acme/tokens:build: CLI Building entry: src/index.ts
@acme/tokens:build: ESM dist/index.js     2.41 KB
@acme/tokens:build: ESM ⚡️ Build success in 18ms
@acme/tokens:build: DTS dist/index.d.ts 1.87 KB
@acme/tooltip:build: cache miss, executing 7a3e5c1d9f0b2846
@acme/tooltip:build: 
@acme/tooltip:build: > @acme/tooltip@2.3.1 build /workspace/acme-ui/packages/tooltip
@acme/tooltip:build: > tsup
@acme/tooltip:build: 
@acme/tooltip:build: CLI Building entry: src/index.ts
@acme/tooltip:build: CLI tsup v8.1.0
@acme/tooltip:build: ESM dist/index.js     3.06 KB
@acme/tooltip:build: ESM ⚡️ Build success in 22ms
@acme/tooltip:build: DTS ⚡️ Build success in 611ms
@acme/tooltip:build: DTS dist/index.d.ts 1.12 KB

 Tasks:    2 successful, 2 total
Cached:    1 cached, 2 total
  Time:    2.871s'''
    st = '''On branch fix/tooltip-escape
Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   packages/tooltip/src/render.ts

no changes added to commit (use "git add" and/or "git commit -a")'''
    commit = '''[fix/tooltip-escape 5e0c2b9] tooltip: render plain content as text, not HTML
 1 file changed, 1 insertion(+), 1 deletion(-)'''
    log = '''5e0c2b9 (HEAD -> fix/tooltip-escape) tooltip: render plain content as text, not HTML
a81d6f3 (origin/main, origin/HEAD, main) tokens: add focus-ring color
c07b442 button: forward ref to the native element'''
    turns = [
        (bash(f"cd {root} && git status && git branch"), oh_bash(s1, root)),
        (bash("git checkout -b fix/tooltip-escape"), oh_bash("Switched to a new branch 'fix/tooltip-escape'", root)),
        (bash("pnpm turbo run test --filter=@acme/tooltip"), oh_bash(t1, root, 1)),
        (editor("view", p), view(p, RENDER0)),
        (bash("git status --short --branch"), oh_bash("## main...origin/main", root)),
        (editor("str_replace", p, old_str=REN_OLD, new_str=REN_NEW), snip(p, RENDER0.replace(REN_OLD, REN_NEW), REN_NEW)),
        (bash("pnpm turbo run test --filter=@acme/tooltip"), oh_bash(t2, root)),
        (bash("pnpm turbo run build --filter=@acme/tooltip"), oh_bash(build, root)),
        (bash("git status"), oh_bash(st, root)),
        (bash('git commit -am "tooltip: render plain content as text, not HTML"'), oh_bash(commit, root)),
        (bash("git log --oneline --decorate -3"), oh_bash(log, root)),
    ]
    rs.add(task=T, tid="h27-swe-18", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Monorepo /workspace/acme-ui (pnpm workspaces, turbo, tsup, vitest). Security report: tooltips with html=false still inject their content as HTML. Work on a new branch.",
           bad=True, turn=5, kind="git reports the current branch as main although the agent had switched to a new branch and never checked out main")


# ---------------------------------------------------------------------------------------------
# 19  Gemini CLI, FastAPI + pytest-cov (mainstream), bad: statement count of an untouched file changes
# ---------------------------------------------------------------------------------------------
ITEMS0 = '''from fastapi import APIRouter, Depends, HTTPException, Query, status
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.auth import require_scope
from app.db import get_session
from app.models import Item
from app.schemas import ItemCreate, ItemOut, ItemPage

router = APIRouter(prefix="/items", tags=["items"])


@router.get("", response_model=ItemPage)
def list_items(
    session: Session = Depends(get_session),
    limit: int = Query(50, ge=1, le=200),
    offset: int = Query(0, ge=0),
    supplier_id: int | None = None,
):
    stmt = select(Item).order_by(Item.sku)
    if supplier_id is not None:
        stmt = stmt.where(Item.supplier_id == supplier_id)
    total = session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = session.scalars(stmt.limit(limit).offset(offset)).all()
    return ItemPage(items=rows, total=total, limit=limit, offset=offset)


@router.get("/{sku}", response_model=ItemOut)
def get_item(sku: str, session: Session = Depends(get_session)):
    item = session.scalar(select(Item).where(Item.sku == sku.upper()))
    if item is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, f"no item {sku}")
    return item


@router.post("", response_model=ItemOut, status_code=status.HTTP_201_CREATED,'''
IT_OLD = '''    supplier_id: int | None = None,
):
    stmt = select(Item).order_by(Item.sku)
    if supplier_id is not None:
        stmt = stmt.where(Item.supplier_id == supplier_id)'''
IT_NEW = '''    supplier_id: int | None = None,
    sku_prefix: str | None = Query(None, min_length=2, max_length=32),
):
    stmt = select(Item).order_by(Item.sku)
    if supplier_id is not None:
        stmt = stmt.where(Item.supplier_id == supplier_id)
    if sku_prefix:
        stmt = stmt.where(Item.sku.startswith(sku_prefix.upper()))'''
TI_SEG = '''def test_list_filters_by_supplier(client, seed_items):
    resp = client.get("/items", params={"supplier_id": 2})
    assert resp.status_code == 200
    body = resp.json()
    assert body["total"] == 4
    assert {i["supplier_id"] for i in body["items"]} == {2}


def test_get_item_is_case_insensitive(client, seed_items):
    resp = client.get("/items/bolt-m6-20")
    assert resp.status_code == 200
    assert resp.json()["sku"] == "BOLT-M6-20"'''
TI_OLD = '''def test_get_item_is_case_insensitive(client, seed_items):'''
TI_NEW = '''def test_list_filters_by_sku_prefix(client, seed_items):
    resp = client.get("/items", params={"sku_prefix": "bolt"})
    assert resp.status_code == 200
    skus = [i["sku"] for i in resp.json()["items"]]
    assert skus and all(s.startswith("BOLT") for s in skus)
    assert skus == sorted(skus)


def test_get_item_is_case_insensitive(client, seed_items):'''


def cov_table(rows: list[tuple[str, int, int, str]], passed: int, secs: str) -> str:
    out = ["", "---------- coverage: platform linux, python 3.12.3-final-0 -----------",
           "Name                       Stmts   Miss  Cover   Missing", "-" * 56]
    ts = tm = 0
    for name, st, miss, missing in rows:
        ts += st
        tm += miss
        cover = 100 if st == 0 else int((st - miss) / st * 100 + 0.5)
        out.append(f"{name:<26}{st:>6}{miss:>7}{cover:>6}%" + (f"   {missing}" if missing else ""))
    out.append("-" * 56)
    out.append(f"{'TOTAL':<26}{ts:>6}{tm:>7}{int((ts - tm) / ts * 100 + 0.5):>6}%")
    dots = "." * passed
    return f"{dots:<72} [100%]\n" + "\n".join(out) + f"\n{passed} passed in {secs}"


def t19(rs: RowSet) -> None:
    root = "/home/omar/inventory-api"
    ip = f"{root}/app/routers/items.py"
    tp = f"{root}/tests/test_items.py"
    base = [("app/__init__.py", 0, 0, ""), ("app/auth.py", 48, 6, "37-39, 61-63"), ("app/db.py", 22, 2, "30-31"),
            ("app/main.py", 17, 0, ""), ("app/models.py", 31, 0, ""), ("app/routers/__init__.py", 0, 0, ""),
            ("app/routers/items.py", 54, 5, "71-75"), ("app/routers/suppliers.py", 39, 4, "48-51"), ("app/schemas.py", 36, 0, "")]
    c1 = cov_table(base, 33, "1.42s")
    after = [r for r in base]
    after[1] = ("app/auth.py", 52, 6, "37-39, 61-63")
    after[6] = ("app/routers/items.py", 56, 5, "74-78")
    c2 = cov_table(after, 34, "1.47s")
    a = ln(ITEMS0, "    limit: int = Query(50")
    diff = f'''diff --git a/app/routers/items.py b/app/routers/items.py
index 3f9a0c1..b72e4d8 100644
--- a/app/routers/items.py
+++ b/app/routers/items.py
@@ -{a},10 +{a},13 @@ def list_items(
     limit: int = Query(50, ge=1, le=200),
     offset: int = Query(0, ge=0),
     supplier_id: int | None = None,
+    sku_prefix: str | None = Query(None, min_length=2, max_length=32),
 ):
     stmt = select(Item).order_by(Item.sku)
     if supplier_id is not None:
         stmt = stmt.where(Item.supplier_id == supplier_id)
+    if sku_prefix:
+        stmt = stmt.where(Item.sku.startswith(sku_prefix.upper()))
     total = session.scalar(select(func.count()).select_from(stmt.subquery()))
     rows = session.scalars(stmt.limit(limit).offset(offset)).all()
     return ItemPage(items=rows, total=total, limit=limit, offset=offset)'''
    t_items = "............                                                             [100%]\n12 passed in 0.61s"
    turns = [
        (gshell("pytest --cov=app --cov-report=term-missing -q", "Run tests with coverage"),
         gem_run("pytest --cov=app --cov-report=term-missing -q", c1, 0, 4410)),
        (rf(ip, offset=0, limit=36), trunc(ITEMS0, 1, 36, 79)),
        (call("replace", file_path=ip, old_string=IT_OLD, new_string=IT_NEW), replaced(ip)),
        (rf(tp, offset=40, limit=12), trunc("\n" * 40 + TI_SEG, 41, 52, 118)),
        (call("replace", file_path=tp, old_string=TI_OLD, new_string=TI_NEW), replaced(tp)),
        (gshell("pytest -q tests/test_items.py", "Run the item tests"), gem_run("pytest -q tests/test_items.py", t_items, 0, 4477)),
        (gshell("git diff app/routers/items.py", "Review the router change"), gem_run("git diff app/routers/items.py", diff, 0, 4490)),
        (gshell("ruff check app tests", "Lint"), gem_run("ruff check app tests", "All checks passed!", 0, 4502)),
        (gshell("pytest --cov=app --cov-report=term-missing -q", "Full run with coverage"),
         gem_run("pytest --cov=app --cov-report=term-missing -q", c2, 0, 4519)),
    ]
    rs.add(task=T, tid="h27-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Service /home/omar/inventory-api (FastAPI, SQLAlchemy 2, pytest-cov). Feature request INV-58: GET /items should accept a sku_prefix filter. Only the items router and its tests need to change.",
           bad=True, turn=9, kind="coverage table reports 52 statements for app/auth.py, which had 48 and was never edited")


# ---------------------------------------------------------------------------------------------
# 20  OpenHands, Python + hatch (less common), clean (paginated log, sort orders, units, sizes after edit)
# ---------------------------------------------------------------------------------------------
ALIGN0 = '''"""Cell alignment for Markdown tables."""
from __future__ import annotations

from enum import Enum

from mdtable.width import display_width


class Align(Enum):
    LEFT = "left"
    RIGHT = "right"
    CENTER = "center"

    @classmethod
    def from_marker(cls, marker: str) -> Align:
        m = marker.strip()
        if m.startswith(":") and m.endswith(":"):
            return cls.CENTER
        if m.endswith(":"):
            return cls.RIGHT
        return cls.LEFT

    def marker(self, width: int) -> str:
        width = max(width, 3)
        if self is Align.CENTER:
            return ":" + "-" * (width - 2) + ":"
        if self is Align.RIGHT:
            return "-" * (width - 1) + ":"
        return "-" * width


def pad(text: str, width: int, align: Align) -> str:
    """Pad text to width; centered cells put the odd space on the right, like Prettier."""
    gap = max(width - display_width(text), 0)
    if align is Align.RIGHT:
        return " " * gap + text
    if align is Align.CENTER:
        left = (gap + 1) // 2
        return " " * left + text + " " * (gap - left)
    return text + " " * gap'''
AL_OLD = "        left = (gap + 1) // 2"
AL_NEW = "        left = gap // 2"


def t20(rs: RowSet) -> None:
    root = "/workspace/mdtable"
    p = f"{root}/src/mdtable/align.py"
    s0 = size(ALIGN0 + "\n")
    s1 = size(ALIGN0.replace(AL_OLD, AL_NEW) + "\n")
    assert s0 - s1 == 6
    test1 = '''cmd [1] | pytest tests
============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0
rootdir: /workspace/mdtable
configfile: pyproject.toml
collected 88 items

tests/test_align.py ....F.....                                           [ 11%]
tests/test_cli.py ..............                                         [ 27%]
tests/test_parse.py ...........................                          [ 57%]
tests/test_render.py ......................                              [ 82%]
tests/test_width.py ...............                                      [100%]

=================================== FAILURES ===================================
_________________________ test_center_odd_gap_goes_right _________________________

    def test_center_odd_gap_goes_right():
>       assert pad("ab", 5, Align.CENTER) == " ab  "
E       AssertionError: assert '  ab ' == ' ab  '
E         
E         -  ab  
E         ?      -
E         +   ab 
E         ? +

tests/test_align.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_align.py::test_center_odd_gap_goes_right - AssertionError: assert '  ab ' == ' ab  '
========================= 1 failed, 87 passed in 0.93s ========================='''
    log1 = '''e41b7c2 render: honour --max-width for wide CJK cells
9a07d3e cli: add --check mode for CI
3cd58f1 parse: accept tables without leading pipes
b2f90ae width: use wcwidth tables from Unicode 15.1
71e6c04 Release 0.7.0
47'''
    log2 = '''d8a3f55 align: read colon markers with surrounding spaces
0c9e4b1 render: pad header separator to column width
f61a2d8 tests: property tests for round-tripping
5be07a9 Release 0.6.2
a23c1e6 parse: escape pipes inside inline code'''
    f = {"parse.py": 5207, "__pycache__": 4096, "cli.py": 3810, "render.py": 2954, "width.py": 1486, "align.py": s0,
         "__init__.py": 312, "__main__.py": 98, "py.typed": 0}

    def row(name: str, sz: int, t: str) -> str:
        kind = "drwxr-xr-x 2" if name == "__pycache__" else "-rw-r--r-- 1"
        return f"{kind} root root {sz:>4} Jul  8 {t} {name}"
    by_size = sorted(f.items(), key=lambda kv: (-kv[1], kv[0]))
    ls_s = "total 36\n" + "\n".join(row(n, s, "07:50") for n, s in by_size)
    du = '''104K\tsrc
76K\ttests
46318\tsrc
39874\ttests'''
    test2 = test1.split("collected 88 items")[0] + '''collected 88 items

tests/test_align.py ..........                                           [ 11%]
tests/test_cli.py ..............                                         [ 27%]
tests/test_parse.py ...........................                          [ 57%]
tests/test_render.py ......................                              [ 82%]
tests/test_width.py ...............                                      [100%]

============================== 88 passed in 0.89s =============================='''
    cov = '''cmd [1] | coverage run -m pytest tests -q
........................................................................ [ 81%]
................                                                         [100%]
88 passed in 1.12s
cmd [2] | coverage report -m
Name                        Stmts   Miss Branch BrPart  Cover   Missing
-----------------------------------------------------------------------
src/mdtable/__init__.py         4      0      0      0   100%
src/mdtable/__main__.py         3      3      0      0     0%   1-4
src/mdtable/align.py           31      0     14      0   100%
src/mdtable/cli.py             78      9     26      3    86%   51-53, 88, 102-106
src/mdtable/parse.py          104      4     48      2    96%   133-134, 171-172
src/mdtable/render.py          61      1     22      1    98%   77
src/mdtable/width.py           27      0     10      0   100%
-----------------------------------------------------------------------
TOTAL                         308     17    120      6    94%'''
    f2 = dict(f)
    f2["align.py"] = s1
    ls_a = "total 36\n" + "\n".join(row(n, s, {"align.py": "08:04", "__pycache__": "08:05"}.get(n, "07:50"))
                                    for n, s in sorted(f2.items(), key=lambda kv: kv[0].lower().lstrip("_")))
    stat = ''' src/mdtable/align.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)'''
    turns = [
        (bash(f"cd {root} && hatch run test"), oh_bash(test1, root, 1)),
        (bash("git log --oneline | head -5; git log --oneline | wc -l"), oh_bash(log1, root)),
        (bash("git log --oneline --skip=5 -5"), oh_bash(log2, root)),
        (bash("ls -lS src/mdtable/"), oh_bash(ls_s, root)),
        (bash("du -sh src tests && du -sb src tests"), oh_bash(du, root)),
        (editor("view", p, view_range=[31, nlines(ALIGN0)]), view(p, ALIGN0, 31)),
        (editor("str_replace", p, old_str=AL_OLD, new_str=AL_NEW), snip(p, ALIGN0.replace(AL_OLD, AL_NEW), AL_NEW, 3)),
        (bash("hatch run test"), oh_bash(test2, root)),
        (bash("hatch run cov"), oh_bash(cov, root)),
        (bash("ls -l src/mdtable/"), oh_bash(ls_a, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
    ]
    rs.add(task=T, tid="h27-swe-20", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/mdtable (Python, hatch environments, pytest, coverage). A formatting Markdown tables CLI. Bug: centered cells put the odd padding space on the left, unlike Prettier.",
           bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------
# 21  OpenHands, Bun + TypeScript (less common), bad: renamed file listed under its old name
# ---------------------------------------------------------------------------------------------
FMT_DATE = '''const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** Formats a job timestamp as `YYYY-MM-DD HH:mm:ss` in UTC, or relative when `now` is given. */
export function formatDate(ms: number, now?: number): string {
  if (now !== undefined) {
    const s = Math.round((now - ms) / 1000);
    if (s < 60) return `${s}s ago`;
    if (s < 3600) return `${Math.floor(s / 60)}m ago`;
    if (s < 86400) return `${Math.floor(s / 3600)}h ago`;
  }
  const d = new Date(ms);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}'''


def t21(rs: RowSet) -> None:
    root = "/workspace/tinyq-bun"
    first = '''backoff.ts
fmtDate.ts
ids.ts
queue.ts
---
src/cli.ts:2:import { formatDate } from "./lib/fmtDate";
src/lib/queue.ts:3:import { formatDate } from "./fmtDate";
src/worker.ts:5:import { formatDate } from "./lib/fmtDate";'''
    mv = "R  src/lib/fmtDate.ts -> src/lib/formatDate.ts"
    sed = '''src/cli.ts:2:import { formatDate } from "./lib/formatDate";
src/lib/queue.ts:3:import { formatDate } from "./formatDate";
src/worker.ts:5:import { formatDate } from "./lib/formatDate";'''
    bt = '''bun test v1.1.17 (bb66bba1)

src/lib/backoff.test.ts:
✓ backoff > grows exponentially [0.21ms]
✓ backoff > caps at max [0.04ms]
✓ backoff > jitter stays within bounds [1.02ms]

src/lib/queue.test.ts:
✓ queue > enqueue then dequeue is FIFO [0.35ms]
✓ queue > priority jobs jump the line [0.09ms]
✓ queue > dequeue on empty returns undefined [0.02ms]
✓ queue > ack removes the job [0.11ms]
✓ queue > nack requeues with attempt+1 [0.13ms]
✓ queue > describe() shows formatted enqueue time [0.27ms]
✓ queue > dead-letters after max attempts [0.15ms]

src/lib/ids.test.ts:
✓ ids > are 16 chars of base32 [0.08ms]
✓ ids > are unique across 10k calls [6.91ms]
✓ ids > sort by creation time [0.44ms]

src/worker.test.ts:
✓ worker > processes a job and acks [2.13ms]
✓ worker > retries a failing job with backoff [3.40ms]
✓ worker > logs relative times [0.52ms]
✓ worker > stops cleanly on signal [1.87ms]

src/cli.test.ts:
✓ cli > list prints one row per job [1.14ms]
✓ cli > stats prints counts [0.63ms]

 19 pass
 0 fail
 41 expect() calls
Ran 19 tests across 5 files. [187.00ms]'''
    bad = '''backoff.test.ts
backoff.ts
fmtDate.ts
ids.test.ts
ids.ts
queue.test.ts
queue.ts'''
    commit = '''[main 7e31c04] Rename lib/fmtDate.ts to lib/formatDate.ts to match its export
 4 files changed, 3 insertions(+), 3 deletions(-)
 rename src/lib/{fmtDate.ts => formatDate.ts} (100%)'''
    log = '''7e31c04 Rename lib/fmtDate.ts to lib/formatDate.ts to match its export
 src/cli.ts                              | 2 +-
 src/lib/{fmtDate.ts => formatDate.ts}   | 0
 src/lib/queue.ts                        | 2 +-
 src/worker.ts                           | 2 +-
 4 files changed, 3 insertions(+), 3 deletions(-)'''
    fp = f"{root}/src/lib/formatDate.ts"
    turns = [
        (bash(f"cd {root} && ls src/lib | grep -v test; echo ---; grep -rn 'fmtDate' src"), oh_bash(first, root)),
        (bash("git mv src/lib/fmtDate.ts src/lib/formatDate.ts && git status --short"), oh_bash(mv, root)),
        (bash("sed -i 's#/fmtDate\"#/formatDate\"#' src/cli.ts src/lib/queue.ts src/worker.ts && grep -rn 'formatDate\"' src"),
         oh_bash(sed, root)),
        (bash("bun test"), oh_bash(bt, root)),
        (bash("bunx tsc --noEmit"), oh_bash("", root)),
        (bash("ls src/lib"), oh_bash(bad, root)),
        (editor("view", fp), view(fp, FMT_DATE)),
        (bash('git add -A && git commit -m "Rename lib/fmtDate.ts to lib/formatDate.ts to match its export"'), oh_bash(commit, root)),
        (bash("git log -1 --stat --format='%h %s'"), oh_bash(log, root)),
    ]
    rs.add(task=T, tid="h27-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state="Repository /workspace/tinyq-bun (Bun 1.1, TypeScript): a small job queue. Chore: src/lib/fmtDate.ts exports formatDate; rename the file to formatDate.ts and fix the imports.",
           bad=True, turn=6, kind="after a git mv that was confirmed, ls still shows the file under its old name and not the new one")


# ---------------------------------------------------------------------------------------------
# 22  Gemini CLI, Go library (mainstream), clean (benchmark noise, go mod tidy drops a dependency)
# ---------------------------------------------------------------------------------------------
LRU0 = '''package lru

import (
\t"container/list"
\t"sync"

\t"golang.org/x/exp/slices"
)

type entry[K comparable, V any] struct {
\tkey K
\tval V
}

// Cache is a fixed-capacity, concurrency-safe LRU cache.
type Cache[K comparable, V any] struct {
\tmu    sync.Mutex
\tcap   int
\tll    *list.List
\titems map[K]*list.Element
}

// New returns an empty cache holding at most capacity entries.
func New[K comparable, V any](capacity int) *Cache[K, V] {
\treturn &Cache[K, V]{cap: capacity, ll: list.New(), items: make(map[K]*list.Element, capacity)}
}

// Get returns the value for key and marks it most recently used.
func (c *Cache[K, V]) Get(key K) (V, bool) {
\tc.mu.Lock()
\tdefer c.mu.Unlock()
\tif el, ok := c.items[key]; ok {
\t\tc.ll.MoveToFront(el)
\t\treturn el.Value.(*entry[K, V]).val, true
\t}
\tvar zero V
\treturn zero, false
}

// Put inserts or updates key, evicting the least recently used entry when full.
func (c *Cache[K, V]) Put(key K, val V) {
\tc.mu.Lock()
\tdefer c.mu.Unlock()
\tif el, ok := c.items[key]; ok {
\t\tel.Value.(*entry[K, V]).val = val
\t\tc.ll.MoveToFront(el)
\t\treturn
\t}
\tc.items[key] = c.ll.PushFront(&entry[K, V]{key, val})
\tif c.ll.Len() > c.cap {
\t\tlast := c.ll.Back()
\t\tc.ll.Remove(last)
\t\tdelete(c.items, last.Value.(*entry[K, V]).key)
\t}
}

// Keys returns the keys from most to least recently used.
func (c *Cache[K, V]) Keys() []K {
\tc.mu.Lock()
\tdefer c.mu.Unlock()
\tkeys := []K{}
\tfor el := c.ll.Front(); el != nil; el = el.Next() {
\t\tkeys = append(keys, el.Value.(*entry[K, V]).key)
\t}
\treturn slices.Clip(keys)
}
'''
LRU_I_OLD = '''import (
\t"container/list"
\t"sync"

\t"golang.org/x/exp/slices"
)'''
LRU_I_NEW = '''import (
\t"container/list"
\t"sync"
)'''
LRU_K_OLD = '''\tkeys := []K{}
\tfor el := c.ll.Front(); el != nil; el = el.Next() {
\t\tkeys = append(keys, el.Value.(*entry[K, V]).key)
\t}
\treturn slices.Clip(keys)'''
LRU_K_NEW = '''\tkeys := make([]K, 0, c.ll.Len())
\tfor el := c.ll.Front(); el != nil; el = el.Next() {
\t\tkeys = append(keys, el.Value.(*entry[K, V]).key)
\t}
\treturn keys'''


def t22(rs: RowSet) -> None:
    root = "/home/yu/lrucache-go"
    p = f"{root}/lru.go"
    pkg = "github.com/yuto/lrucache-go"
    hdr = f'''goos: linux
goarch: amd64
pkg: {pkg}
cpu: AMD Ryzen 7 5800X 8-Core Processor             
'''
    b1 = hdr + f'''BenchmarkGet-16         \t28145702\t        42.31 ns/op\t       0 B/op\t       0 allocs/op
BenchmarkPut-16         \t 9812337\t       121.7 ns/op\t      48 B/op\t       1 allocs/op
BenchmarkPutEvict-16    \t 8450211\t       139.2 ns/op\t      48 B/op\t       1 allocs/op
BenchmarkKeys1000-16    \t   71203\t     16532 ns/op\t   25208 B/op\t      12 allocs/op
PASS
ok  \t{pkg}\t6.118s'''
    b2 = hdr + f'''BenchmarkGet-16         \t28562190\t        41.87 ns/op\t       0 B/op\t       0 allocs/op
BenchmarkPut-16         \t 9630518\t       123.4 ns/op\t      48 B/op\t       1 allocs/op
BenchmarkPutEvict-16    \t 8512904\t       138.5 ns/op\t      48 B/op\t       1 allocs/op
BenchmarkKeys1000-16    \t  121877\t      9870 ns/op\t    8192 B/op\t       1 allocs/op
PASS
ok  \t{pkg}\t6.274s'''
    tidy = '''diff --git a/go.mod b/go.mod
index 5d2c1e4..a07f3b9 100644
--- a/go.mod
+++ b/go.mod
@@ -1,5 +1,3 @@
 module github.com/yuto/lrucache-go
 
 go 1.22
-
-require golang.org/x/exp v0.0.0-20240506185415-9bf2ced13842'''
    a1, d1 = diffstat(LRU0, LRU0.replace(LRU_I_OLD, LRU_I_NEW).replace(LRU_K_OLD, LRU_K_NEW))
    stat = f''' go.mod | 2 --
 go.sum | 2 --
 lru.go | {a1 + d1} {'+' * a1}{'-' * d1}
 3 files changed, {a1} insertions(+), {d1 + 4} deletions(-)'''
    st = ''' M go.mod
 M go.sum
 M lru.go'''
    turns = [
        (gshell("go test ./...", "Run the tests"), gem_run("go test ./...", f"ok  \t{pkg}\t0.412s", 0, 81230)),
        (gshell("go test -run='^$' -bench=. -benchmem", "Baseline benchmarks"), gem_run("go test -run='^$' -bench=. -benchmem", b1, 0, 81255)),
        (rf(p), LRU0),
        (call("replace", file_path=p, old_string=LRU_I_OLD, new_string=LRU_I_NEW), replaced(p)),
        (call("replace", file_path=p, old_string=LRU_K_OLD, new_string=LRU_K_NEW), replaced(p)),
        (gshell("go test ./...", "Re-run the tests"), gem_run("go test ./...", f"ok  \t{pkg}\t0.398s", 0, 81310)),
        (gshell("go test -run='^$' -bench=. -benchmem", "Benchmarks after the change"), gem_run("go test -run='^$' -bench=. -benchmem", b2, 0, 81336)),
        (gshell("go mod tidy && git diff go.mod", "Drop the unused x/exp dependency"), gem_run("go mod tidy && git diff go.mod", tidy, 0, 81390)),
        (gshell("go test -count=1 ./...", "Uncached test run"), gem_run("go test -count=1 ./...", f"ok  \t{pkg}\t0.405s", 0, 81402)),
        (gshell("git diff --stat", "Summarize the changes"), gem_run("git diff --stat", stat, 0, 81418)),
        (gshell("git status --short", "List changed files"), gem_run("git status --short", st, 0, 81425)),
    ]
    rs.add(task=T, tid="h27-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state="Library /home/yu/lrucache-go (Go 1.22, generic LRU). Task: cut allocations in Cache.Keys and drop the golang.org/x/exp dependency; show benchmarks before and after.",
           bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
