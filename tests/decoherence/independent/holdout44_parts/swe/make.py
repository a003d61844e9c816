# ruff: noqa: E501
"""Held-out set holdout44, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory works on one repository task; 11 of them carry exactly one observation that contradicts an
earlier turn. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout44_parts.swe.make``.
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
    gshell,
    oh_bash,
)

Turn = tuple[str, str]


# ---------------------------------------------------------------- helpers

def lines_of(text: str, first: int, last: int) -> str:
    return "\n".join(text.split("\n")[first - 1:last])


def ln(text: str, needle: str) -> int:
    """1-based line number of the first line containing needle."""
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise AssertionError(needle)


def nlines(text: str) -> int:
    return len(text.split("\n"))


def ob(cmd: str, out: str, cwd: str, code: int = 0) -> Turn:
    """An OpenHands execute_bash call and its observation."""
    return bash(cmd), oh_bash(out, cwd, code)


def view(path: str, text: str, first: int | None = None, last: int | None = None) -> Turn:
    if first is None:
        return editor("view", path), cat_n(path, text)
    last = min(last if last is not None else nlines(text), nlines(text))
    return editor("view", path, view_range=[first, last]), cat_n(path, lines_of(text, first, last), first)


def _snippet(path: str, after: str, start: int, end: int) -> str:
    a, b = max(1, start - 4), min(nlines(after), end + 4)
    return edited(path, lines_of(after, a, b), a)


def sreplace(path: str, text: str, old: str, new: str) -> tuple[Turn, str]:
    """An OpenHands str_replace edit: (action, observation) and the file after it."""
    assert text.count(old) == 1, (path, old)
    pos = text.index(old)
    after = text[:pos] + new + text[pos + len(old):]
    start = text[:pos].count("\n") + 1
    end = start + new.count("\n")
    return (editor("str_replace", path, old_str=old, new_str=new), _snippet(path, after, start, end)), after


def sinsert(path: str, text: str, line: int, new: str) -> tuple[Turn, str]:
    ls = text.split("\n")
    after = "\n".join(ls[:line] + new.split("\n") + ls[line:])
    start, end = line + 1, line + 1 + new.count("\n")
    return (editor("insert", path, insert_line=line, new_str=new), _snippet(path, after, start, end)), after


def screate(path: str, text: str) -> Turn:
    return editor("create", path, file_text=text), f"File created successfully at: {path}"


def gread(path: str, text: str) -> Turn:
    return call("read_file", absolute_path=path), text


def gwrite(path: str, text: str, new: bool = True) -> Turn:
    msg = "Successfully created and wrote to new file: " if new else "Successfully overwrote file: "
    return call("write_file", file_path=path, content=text), f"{msg}{path}."


def greplace(path: str, text: str, old: str, new: str, count: int = 1) -> tuple[Turn, str]:
    assert text.count(old) == count, (path, old, text.count(old))
    kw = {} if count == 1 else {"expected_replacements": count}
    act = call("replace", file_path=path, old_string=old, new_string=new, **kw)
    return (act, f"Successfully modified file: {path} ({count} replacements)."), text.replace(old, new)


def gls(path: str, dirs: list[str], files: list[str]) -> Turn:
    body = "\n".join([f"[DIR] {d}" for d in dirs] + files)
    return call("list_directory", path=path), f"Directory listing for {path}:\n{body}"


def ggrep(pattern: str, hits: list[tuple[str, list[tuple[int, str]]]], path: str = ".") -> Turn:
    act = call("search_file_content", pattern=pattern)
    n = sum(len(h) for _, h in hits)
    if not n:
        return act, f'No matches found for pattern "{pattern}" in path "{path}".'
    parts = [f'Found {n} {"match" if n == 1 else "matches"} for pattern "{pattern}" in path "{path}":', "---"]
    for f, hs in hits:
        parts.append(f"File: {f}")
        parts.extend(f"L{i}: {t}" for i, t in hs)
        parts.append("---")
    return act, "\n".join(parts)


def grun(cmd: str, what: str, out: str, pgid: int, code: int = 0, err: str = "", bg: str = "") -> Turn:
    """A Gemini CLI run_shell_command call and the text the tool returns."""
    obs = (f"Command: {cmd}\nDirectory: (root)\nStdout: {out.rstrip() if out else '(empty)'}\n"
           f"Stderr: {err.strip() if err else '(empty)'}\nError: (none)\nExit Code: {code}\nSignal: (none)\n"
           f"Background PIDs: {bg or '(none)'}\nProcess Group PGID: {pgid}")
    return gshell(cmd, what), obs


def git_diff(path: str, old: str, new: str, index: str, ctx: int = 3) -> str:
    """`git diff` of one file, with git's function-context hunk headers."""
    a, b = old.split("\n"), new.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} 100644", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(a, b, lineterm="", n=ctx))[2:]:
        if line.startswith("@@"):
            start = int(line.split()[1][1:].split(",")[0])
            head = ""
            for k in range(start - 2, -1, -1):
                if a[k][:1].isalpha() or a[k][:1] in ("_", "$"):
                    head = " " + a[k]
                    break
            line += head
        out.append(line)
    return "\n".join(out)


def numstat(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for line in list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0))[2:]:
        if line.startswith("+"):
            ins += 1
        elif line.startswith("-"):
            dels += 1
    return ins, dels


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    d = max(len(str(i + x)) for _, i, x in entries)
    rows = [f" {p:<{w}} | {i + x:>{d}} {'+' * i}{'-' * x}" for p, i, x in entries]
    ti, td = sum(e[1] for e in entries), sum(e[2] for e in entries)
    n = len(entries)
    summary = f" {n} file{'s' if n > 1 else ''} changed"
    if ti:
        summary += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        summary += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(rows + [summary])


def grep_n(path: str, text: str, subs: list[str]) -> list[str]:
    return [f"{path}:{i}:{line}" for i, line in enumerate(text.split("\n"), 1) if any(s in line for s in subs)]


# ---------------------------------------------------------------- trajectories

# Django + pytest-django (OpenHands), clean
def t01(rs: RowSet) -> None:
    root = "/workspace/shelfwise"
    models0 = '''from datetime import datetime, timedelta

from django.conf import settings
from django.db import models


class Book(models.Model):
    isbn = models.CharField(max_length=13, unique=True)
    title = models.CharField(max_length=255)
    author = models.CharField(max_length=255)
    copies = models.PositiveSmallIntegerField(default=1)

    class Meta:
        ordering = ["title"]

    def __str__(self):
        return f"{self.title} ({self.isbn})"


class Loan(models.Model):
    LOAN_DAYS = 21

    book = models.ForeignKey(Book, on_delete=models.PROTECT, related_name="loans")
    borrower = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="loans")
    borrowed_at = models.DateTimeField()
    returned_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-borrowed_at"]

    @property
    def due_at(self):
        return self.borrowed_at + timedelta(days=self.LOAN_DAYS)

    @property
    def is_overdue(self):
        if self.returned_at is not None:
            return False
        return datetime.now() > self.due_at'''
    path = f"{root}/loans/models.py"
    t1 = ob(f"cd {root} && git status && git log --oneline -5", """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
e4b71c2 (HEAD -> main, origin/main) loans: add overdue badge to borrower dashboard
9a03d5f tests: cover Loan.is_overdue with USE_TZ enabled
71cc8e0 books: enforce 13-digit ISBN at the form level
2f5d9b4 settings: split test settings into shelfwise.settings.test
c80a6e3 deps: bump Django to 5.0.4""", root)
    bad_line = ln(models0, "return datetime.now() > self.due_at")
    t2 = ob("python -m pytest loans -q 2>&1 | tail -40", f""".......F................                                                 [100%]
=================================== FAILURES ===================================
__________________ TestLoanModel.test_overdue_uses_aware_now ___________________

self = <loans.tests.test_models.TestLoanModel object at 0x7f3c1a2b9d50>
loan_factory = <function loan_factory.<locals>._make at 0x7f3c1a2e4a40>

    def test_overdue_uses_aware_now(self, loan_factory):
        loan = loan_factory(borrowed_at=timezone.now() - timedelta(days=30))
>       assert loan.is_overdue is True

loans/tests/test_models.py:58:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

self = <Loan: Loan object (1)>

    @property
    def is_overdue(self):
        if self.returned_at is not None:
            return False
>       return datetime.now() > self.due_at
E       TypeError: can't compare offset-naive and offset-aware datetimes

loans/models.py:{bad_line}: TypeError
=========================== short test summary info ============================
FAILED loans/tests/test_models.py::TestLoanModel::test_overdue_uses_aware_now - TypeError: can't compare offset-naive and offset-aware datetimes
1 failed, 23 passed in 3.41s""", root)
    t3 = view(path, models0)
    t4, models1 = sreplace(path, models0, "from datetime import datetime, timedelta\n\nfrom django.conf import settings\nfrom django.db import models\n",
                           "from datetime import timedelta\n\nfrom django.conf import settings\nfrom django.db import models\nfrom django.utils import timezone\n")
    t5, models2 = sreplace(path, models1, "        return datetime.now() > self.due_at", "        return timezone.now() > self.due_at")
    t6 = ob("python -m pytest loans -q 2>&1 | tail -5", """........................                                                 [100%]
24 passed in 3.18s""", root)
    t7 = ob("git diff", git_diff("loans/models.py", models0, models2, "5be1a07..c93e4d2"), root)
    t8 = ob('git add loans/models.py && git commit -q -m "loans: compare due date against timezone-aware now (#212)" && git log --oneline -3',
            """3d8e6fa (HEAD -> main) loans: compare due date against timezone-aware now (#212)
e4b71c2 (origin/main) loans: add overdue badge to borrower dashboard
9a03d5f tests: cover Loan.is_overdue with USE_TZ enabled""", root)
    rs.add(task="swe", tid="h44-swe-01", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Django 5.0.4 library-loans app, tests with pytest-django 4.8, USE_TZ=True), branch main, clean working tree. Issue #212: `Loan.is_overdue` raises TypeError since time zones were enabled; CI is red on loans/tests/test_models.py.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8], bad=False)


# Go + Gin + go test (Gemini CLI), bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/src/tollgate"
    src = '''package api

import (
    "errors"
    "net/http"
    "strings"

    "github.com/gin-gonic/gin"

    "github.com/tollgate-dev/tollgate/internal/cache"
    "github.com/tollgate-dev/tollgate/internal/upstream"
)

// QuoteHandler serves /v1/quotes from the upstream market-data client with a short TTL cache.
type QuoteHandler struct {
    Client upstream.Client
    Cache  *cache.TTL[string, upstream.Quote]
}

func (h *QuoteHandler) Register(r *gin.RouterGroup) {
    r.GET("/quotes", h.GetQuote)
}

func (h *QuoteHandler) GetQuote(c *gin.Context) {
    symbol := strings.ToUpper(strings.TrimSpace(c.Query("symbol")))

    if q, ok := h.Cache.Get(symbol); ok {
        c.JSON(http.StatusOK, q)
        return
    }

    q, err := h.Client.Quote(c.Request.Context(), symbol)
    if err != nil {
        if errors.Is(err, upstream.ErrUnknownSymbol) {
            c.JSON(http.StatusNotFound, gin.H{"error": "unknown symbol", "symbol": symbol})
            return
        }
        c.JSON(http.StatusInternalServerError, gin.H{"error": "upstream unavailable"})
        return
    }

    h.Cache.Set(symbol, q)
    c.JSON(http.StatusOK, q)
}'''.replace("    ", "\t")
    path = f"{root}/internal/api/quotes.go"
    t1 = grun("git log --oneline -6", "Show recent commits", """a91c3f7 (HEAD -> main, origin/main, origin/HEAD) quotes: cache upstream responses for 15s
5e02b8d middleware: propagate X-Request-ID to upstream calls
c3d71a0 test: add TestGetQuote_MissingSymbol (currently failing)
8f4a2e6 ratelimit: switch token bucket to golang.org/x/time/rate
14bd9c3 ci: run go vet and staticcheck on pull requests
0e7f55a api: version routes under /v1""", 40211)
    t2 = grun("go test ./...", "Run the whole test suite", """?   \tgithub.com/tollgate-dev/tollgate/cmd/tollgate\t[no test files]
--- FAIL: TestGetQuote_MissingSymbol (0.00s)
    quotes_test.go:74:
        \tError Trace:\t/home/dev/src/tollgate/internal/api/quotes_test.go:74
        \tError:      \tNot equal:
        \t            \texpected: 400
        \t            \tactual  : 500
        \tTest:       \tTestGetQuote_MissingSymbol
FAIL
FAIL\tgithub.com/tollgate-dev/tollgate/internal/api\t0.041s
ok  \tgithub.com/tollgate-dev/tollgate/internal/cache\t0.012s
ok  \tgithub.com/tollgate-dev/tollgate/internal/middleware\t0.019s
ok  \tgithub.com/tollgate-dev/tollgate/internal/ratelimit\t1.207s
ok  \tgithub.com/tollgate-dev/tollgate/internal/upstream\t0.033s
FAIL""", 40287, code=1)
    t3 = gread(path, src)
    old = '\tsymbol := strings.ToUpper(strings.TrimSpace(c.Query("symbol")))\n'
    new = old + '\tif symbol == "" {\n\t\tc.JSON(http.StatusBadRequest, gin.H{"error": "missing required query parameter: symbol"})\n\t\treturn\n\t}\n'
    t4, _ = greplace(path, src, old, new)
    t5 = grun("go test ./internal/api/... -run 'TestGetQuote' -v", "Run the quote handler tests verbosely", """=== RUN   TestGetQuote_OK
--- PASS: TestGetQuote_OK (0.00s)
=== RUN   TestGetQuote_Cached
--- PASS: TestGetQuote_Cached (0.00s)
=== RUN   TestGetQuote_UnknownSymbol
--- PASS: TestGetQuote_UnknownSymbol (0.00s)
=== RUN   TestGetQuote_UpstreamDown
--- PASS: TestGetQuote_UpstreamDown (0.00s)
=== RUN   TestGetQuote_MissingSymbol
--- PASS: TestGetQuote_MissingSymbol (0.00s)
PASS
ok  \tgithub.com/tollgate-dev/tollgate/internal/api\t0.038s""", 40342)
    t6 = grun('git checkout -b fix/quotes-missing-symbol && git commit -am "api: return 400 when symbol query param is missing"',
              "Create a branch and commit the fix", """[fix/quotes-missing-symbol 7d4be19] api: return 400 when symbol query param is missing
 1 file changed, 4 insertions(+)""", 40398, err="Switched to a new branch 'fix/quotes-missing-symbol'")
    t7 = grun("git log --oneline -4", "Check the branch history", """7d4be19 (HEAD -> fix/quotes-missing-symbol) api: return 400 when symbol query param is missing
a91c3f7 (origin/main, origin/HEAD, main) quotes: cache upstream responses for 15s
5e0b28d middleware: propagate X-Request-ID to upstream calls
c3d71a0 test: add TestGetQuote_MissingSymbol (currently failing)""", 40415)
    t8 = grun("git push -u origin fix/quotes-missing-symbol", "Push the branch", "branch 'fix/quotes-missing-symbol' set up to track 'origin/fix/quotes-missing-symbol'.", 40433,
              err="""Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 634 bytes | 634.00 KiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote:
remote: Create a pull request for 'fix/quotes-missing-symbol' on GitHub by visiting:
remote:      https://github.com/tollgate-dev/tollgate/pull/new/fix/quotes-missing-symbol
remote:
To github.com:tollgate-dev/tollgate.git
 * [new branch]      fix/quotes-missing-symbol -> fix/quotes-missing-symbol""")
    t9 = grun('gh pr create --base main --fill --label bug', "Open a pull request", "https://github.com/tollgate-dev/tollgate/pull/148", 40476,
              err="""
Creating pull request for fix/quotes-missing-symbol into main in tollgate-dev/tollgate
""")
    rs.add(task="swe", tid="h44-swe-02", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Go 1.22, gin v1.9.1, testify), branch main in sync with origin. Task: GET /v1/quotes without ?symbol= answers 500; it must answer 400 with a JSON error so that TestGetQuote_MissingSymbol passes, then open a PR.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=True, turn=7, kind="an older commit's short hash changed in git log")


# Rust + Axum + cargo test (OpenHands), bad
def t03(rs: RowSet) -> None:
    root = "/workspace/parcel-api"
    src0 = r'''use axum::{
    extract::{Path, Query, State},
    Json,
};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use uuid::Uuid;

use crate::error::ApiError;
use crate::models::Shipment;

/// Page size used when the client does not send `per_page`.
pub const DEFAULT_PAGE_SIZE: u32 = 50;
pub const MAX_PAGE_SIZE: u32 = 200;

#[derive(Debug, Deserialize)]
pub struct ListQuery {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    pub carrier: Option<String>,
}

#[derive(Debug, Serialize)]
pub struct Page<T> {
    pub items: Vec<T>,
    pub page: u32,
    pub per_page: u32,
    pub total: i64,
}

pub(crate) fn effective_page(page: Option<u32>) -> u32 {
    page.unwrap_or(1).max(1)
}

pub(crate) fn effective_per_page(per_page: Option<u32>) -> u32 {
    per_page.unwrap_or(DEFAULT_PAGE_SIZE).clamp(1, MAX_PAGE_SIZE)
}

pub async fn list_shipments(
    State(pool): State<PgPool>,
    Query(q): Query<ListQuery>,
) -> Result<Json<Page<Shipment>>, ApiError> {
    let page = effective_page(q.page);
    let per_page = effective_per_page(q.per_page);
    let offset = i64::from((page - 1) * per_page);

    let items = sqlx::query_as::<_, Shipment>(
        "SELECT id, tracking_no, carrier, status, created_at FROM shipments \
         WHERE ($1::text IS NULL OR carrier = $1) ORDER BY created_at DESC LIMIT $2 OFFSET $3",
    )
    .bind(q.carrier.as_deref())
    .bind(i64::from(per_page))
    .bind(offset)
    .fetch_all(&pool)
    .await?;

    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM shipments WHERE ($1::text IS NULL OR carrier = $1)")
        .bind(q.carrier.as_deref())
        .fetch_one(&pool)
        .await?;

    Ok(Json(Page { items, page, per_page, total }))
}

pub async fn get_shipment(
    State(pool): State<PgPool>,
    Path(id): Path<Uuid>,
) -> Result<Json<Shipment>, ApiError> {
    sqlx::query_as::<_, Shipment>("SELECT id, tracking_no, carrier, status, created_at FROM shipments WHERE id = $1")
        .bind(id)
        .fetch_optional(&pool)
        .await?
        .map(Json)
        .ok_or(ApiError::NotFound("shipment"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_page_is_clamped() {
        assert_eq!(effective_per_page(Some(0)), 1);
        assert_eq!(effective_per_page(Some(5000)), MAX_PAGE_SIZE);
    }

    #[test]
    fn page_zero_becomes_one() {
        assert_eq!(effective_page(Some(0)), 1);
    }
}'''
    rel = "src/routes/shipments.rs"
    path = f"{root}/{rel}"
    carriers = ["src/routes/carriers.rs:11:const CARRIER_PAGE_SIZE: u32 = 100;",
                "src/routes/carriers.rs:27:        .limit(i64::from(CARRIER_PAGE_SIZE))"]
    tests_hits = ["tests/shipments.rs:9:use parcel_api::routes::shipments::MAX_PAGE_SIZE;",
                  "tests/shipments.rs:61:    let res = app.get(&format!(\"/shipments?per_page={}\", MAX_PAGE_SIZE + 1)).await;",
                  "tests/shipments.rs:64:    assert_eq!(body[\"per_page\"], MAX_PAGE_SIZE);"]
    t1 = ob(f"cd {root} && git status -sb && grep -rn 'PAGE_SIZE' src/ tests/",
            "\n".join(["## issue-93-page-size...origin/issue-93-page-size"] + carriers + grep_n(rel, src0, ["PAGE_SIZE"]) + tests_hits), root)
    t2 = ob("cargo test 2>&1 | tail -42", """    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.24s
     Running unittests src/lib.rs (target/debug/deps/parcel_api-3b9d0c51e2a4f8d7)

running 6 tests
test error::tests::not_found_maps_to_404 ... ok
test models::tests::status_roundtrips_as_snake_case ... ok
test models::tests::tracking_no_is_normalised ... ok
test routes::carriers::tests::carrier_codes_are_uppercase ... ok
test routes::shipments::tests::page_zero_becomes_one ... ok
test routes::shipments::tests::per_page_is_clamped ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/shipments.rs (target/debug/deps/shipments-91fe27a0c4d6b812)

running 4 tests
test get_unknown_shipment_is_404 ... ok
test list_filters_by_carrier ... ok
test list_respects_max_page_size ... ok
test list_shipments_defaults_to_25 ... FAILED

failures:

---- list_shipments_defaults_to_25 stdout ----
thread 'list_shipments_defaults_to_25' panicked at tests/shipments.rs:48:5:
assertion `left == right` failed
  left: Number(50)
 right: 25
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    list_shipments_defaults_to_25

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.84s

error: test failed, to rerun pass `--test shipments`""", root)
    t3 = view(path, src0, 1, 40)
    t4, src1 = sreplace(path, src0, "pub const DEFAULT_PAGE_SIZE: u32 = 50;", "pub const DEFAULT_PAGE_SIZE: u32 = 25;")
    t5 = ob("cargo test 2>&1 | tail -24", """   Compiling parcel-api v0.4.2 (/workspace/parcel-api)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.71s
     Running unittests src/lib.rs (target/debug/deps/parcel_api-3b9d0c51e2a4f8d7)

running 6 tests
test error::tests::not_found_maps_to_404 ... ok
test models::tests::status_roundtrips_as_snake_case ... ok
test models::tests::tracking_no_is_normalised ... ok
test routes::carriers::tests::carrier_codes_are_uppercase ... ok
test routes::shipments::tests::page_zero_becomes_one ... ok
test routes::shipments::tests::per_page_is_clamped ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/shipments.rs (target/debug/deps/shipments-91fe27a0c4d6b812)

running 4 tests
test get_unknown_shipment_is_404 ... ok
test list_filters_by_carrier ... ok
test list_respects_max_page_size ... ok
test list_shipments_defaults_to_25 ... ok

test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.77s

   Doc-tests parcel_api

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s""", root)
    t6 = ob("git diff", git_diff(rel, src0, src1, "8c41e6a..f03b7d2"), root)
    stale = grep_n(rel, src0, ["PAGE_SIZE"])
    t7 = ob("grep -rn 'PAGE_SIZE' src/ && cargo fmt --check && echo fmt-ok", "\n".join(carriers + stale + ["fmt-ok"]), root)
    rs.add(task="swe", tid="h44-swe-03", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Rust 1.77, axum 0.7, sqlx 0.7 with a local Postgres for integration tests), branch issue-93-page-size tracking origin. Issue #93: GET /shipments must default to 25 items per page instead of 50; the reporter already pushed the failing test list_shipments_defaults_to_25.",
           turns=[t1, t2, t3, t4, t5, t6, t7], bad=True, turn=7, kind="edited constant reads back with its old value in grep")


# Elixir + Phoenix + ExUnit (Gemini CLI), clean
def t04(rs: RowSet) -> None:
    root = "/home/mara/code/fieldnotes"
    nb0 = '''defmodule Fieldnotes.Notebooks.Notebook do
  use Ecto.Schema
  import Ecto.Changeset

  alias Fieldnotes.Accounts.User
  alias Fieldnotes.Notebooks.{Entry, Tag}

  schema "notebooks" do
    field :title, :string
    field :description, :string
    field :archived, :boolean, default: false

    belongs_to :owner, User
    has_many :entries, Entry
    many_to_many :tags, Tag, join_through: "notebooks_tags", on_replace: :delete

    timestamps(type: :utc_datetime)
  end

  @doc false
  def changeset(notebook, attrs) do
    notebook
    |> cast(attrs, [:title, :description, :archived, :owner_id])
    |> validate_required([:title, :owner_id])
    |> validate_length(:title, min: 1, max: 120)
    |> assoc_constraint(:owner)
  end
end
'''
    nb_path = f"{root}/lib/fieldnotes/notebooks/notebook.ex"
    mig = "priv/repo/migrations/20240611142207_add_slug_to_notebooks.exs"
    mig_text = '''defmodule Fieldnotes.Repo.Migrations.AddSlugToNotebooks do
  use Ecto.Migration

  def change do
    alter table(:notebooks) do
      add :slug, :string
    end

    create unique_index(:notebooks, [:owner_id, :slug])
  end
end
'''
    test_text = '''defmodule Fieldnotes.Notebooks.NotebookSlugTest do
  use Fieldnotes.DataCase, async: true

  import Fieldnotes.AccountsFixtures

  alias Fieldnotes.Notebooks.Notebook

  test "slugify/1 lowercases and dasherizes" do
    assert Notebook.slugify("  Birds of the Wadden Sea ") == "birds-of-the-wadden-sea"
  end

  test "changeset derives the slug from the title" do
    user = user_fixture()
    cs = Notebook.changeset(%Notebook{}, %{title: "Moss & Lichen, 2024", owner_id: user.id})
    assert get_change(cs, :slug) == "moss-lichen-2024"
  end

  test "slug is unique per owner" do
    user = user_fixture()
    attrs = %{title: "Field Trip", owner_id: user.id}
    assert {:ok, _} = %Notebook{} |> Notebook.changeset(attrs) |> Repo.insert()
    assert {:error, cs} = %Notebook{} |> Notebook.changeset(attrs) |> Repo.insert()
    assert "has already been taken" in errors_on(cs).slug
  end
end
'''
    t1 = gls(f"{root}/lib/fieldnotes/notebooks", [], ["entry.ex", "notebook.ex", "tag.ex"])
    t2 = gread(nb_path, nb0)
    t3 = grun("mix test test/fieldnotes/notebooks_test.exs", "Run the notebooks context tests", """Running ExUnit with seed: 48213, max_cases: 16

..............
Finished in 0.3 seconds (0.00s async, 0.3s sync)
14 tests, 0 failures""", 118402)
    t4 = grun("mix ecto.gen.migration add_slug_to_notebooks", "Generate a migration for the slug column",
              f"* creating {mig}", 118466)
    t5 = gwrite(f"{root}/{mig}", mig_text, new=False)
    t6, nb1 = greplace(nb_path, nb0, "    field :archived, :boolean, default: false\n",
                       "    field :archived, :boolean, default: false\n    field :slug, :string\n")
    t7, _ = greplace(nb_path, nb1, """    |> validate_length(:title, min: 1, max: 120)
    |> assoc_constraint(:owner)
  end
""", r"""    |> validate_length(:title, min: 1, max: 120)
    |> put_slug()
    |> unique_constraint(:slug, name: :notebooks_owner_id_slug_index)
    |> assoc_constraint(:owner)
  end

  defp put_slug(%Ecto.Changeset{valid?: true, changes: %{title: title}} = changeset) do
    put_change(changeset, :slug, slugify(title))
  end

  defp put_slug(changeset), do: changeset

  @doc "Lowercase, ASCII-only, dash-separated version of a title."
  def slugify(title) do
    title
    |> String.downcase()
    |> String.replace(~r/[^a-z0-9\s-]/u, "")
    |> String.replace(~r/[\s-]+/u, "-")
    |> String.trim("-")
  end
""")
    t8 = gwrite(f"{root}/test/fieldnotes/notebooks/notebook_slug_test.exs", test_text)
    t9 = grun("mix test test/fieldnotes/notebooks_test.exs test/fieldnotes/notebooks/notebook_slug_test.exs",
              "Run the notebook tests including the new slug tests", """Compiling 1 file (.ex)
Running ExUnit with seed: 905118, max_cases: 16

.................
Finished in 0.4 seconds (0.05s async, 0.3s sync)
17 tests, 0 failures""", 118530)
    t10 = grun("git status --short", "Review changed files", f""" M lib/fieldnotes/notebooks/notebook.ex
?? {mig}
?? test/fieldnotes/notebooks/""", 118597)
    rs.add(task="swe", tid="h44-swe-04", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Elixir 1.16, Phoenix 1.7.12, Ecto 3.11 on Postgres), branch feat/notebook-slugs, clean tree. Task: give notebooks a URL slug derived from the title, unique per owner, with a migration and tests. The `mix test` alias creates and migrates the test database.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9, t10], bad=False)


# Node + Express + Jest (OpenHands), bad
def t05(rs: RowSet) -> None:
    root = "/workspace/courier-hooks"
    app0 = """'use strict';

const express = require('express');
const helmet = require('helmet');
const pinoHttp = require('pino-http');

const config = require('./config');
const deliveries = require('./routes/deliveries');
const health = require('./routes/health');
const hooksV2 = require('./routes/hooksV2');
const legacyHooks = require('./routes/legacyHooks');
const retries = require('./routes/retries');
const subscriptions = require('./routes/subscriptions');
const { errorHandler, notFound } = require('./middleware/errors');
const { verifySignature } = require('./middleware/signature');

const app = express();

app.disable('x-powered-by');
app.use(helmet());
app.use(pinoHttp({ level: config.logLevel }));
app.use(express.json({ limit: '256kb', verify: verifySignature.captureRawBody }));

app.use('/health', health);
app.use('/v2/hooks', verifySignature, hooksV2);
app.use('/legacy/hooks', legacyHooks);
app.use('/deliveries', deliveries);
app.use('/retries', retries);
app.use('/subscriptions', subscriptions);

app.use(notFound);
app.use(errorHandler);

module.exports = app;"""
    path = f"{root}/src/app.js"
    t1 = ob(f"cd {root} && git status -sb && ls -la src/routes tests/routes", """## chore/drop-legacy-hooks
src/routes:
total 36
drwxr-xr-x 2 node node 4096 Apr 22 09:14 .
drwxr-xr-x 6 node node 4096 Apr 22 09:14 ..
-rw-r--r-- 1 node node 2311 Apr 18 16:02 deliveries.js
-rw-r--r-- 1 node node  874 Mar  4 11:37 health.js
-rw-r--r-- 1 node node 3527 Apr 22 09:14 hooksV2.js
-rw-r--r-- 1 node node 1988 Jan 29 10:51 legacyHooks.js
-rw-r--r-- 1 node node 1402 Apr 11 13:20 retries.js
-rw-r--r-- 1 node node 1156 Mar 19 08:45 subscriptions.js

tests/routes:
total 32
drwxr-xr-x 2 node node 4096 Apr 22 09:14 .
drwxr-xr-x 4 node node 4096 Apr 22 09:14 ..
-rw-r--r-- 1 node node 3104 Apr 18 16:02 deliveries.test.js
-rw-r--r-- 1 node node  512 Mar  4 11:37 health.test.js
-rw-r--r-- 1 node node 4420 Apr 22 09:14 hooksV2.test.js
-rw-r--r-- 1 node node 2236 Jan 29 10:51 legacyHooks.test.js
-rw-r--r-- 1 node node 1890 Apr 11 13:20 retries.test.js""", root)
    hits = grep_n("./src/app.js", app0, ["legacyHooks", "/legacy/hooks"]) + [
        "./src/routes/legacyHooks.js:5:const router = express.Router(); // mounted at /legacy/hooks",
        "./tests/routes/legacyHooks.test.js:6:describe('POST /legacy/hooks', () => {",
        "./tests/routes/legacyHooks.test.js:12:      .post('/legacy/hooks')",
        "./tests/routes/legacyHooks.test.js:27:      .post('/legacy/hooks')",
        "./tests/routes/legacyHooks.test.js:44:      .post('/legacy/hooks')",
        "./docs/API.md:88:### POST /legacy/hooks (deprecated)",
        "./CHANGELOG.md:19:- `/legacy/hooks` is deprecated and will be removed in 4.0 (OPS-1187)."]
    t2 = ob("grep -rn 'legacyHooks\\|/legacy/hooks' --include=*.js --include=*.json --include=*.md . --exclude-dir=node_modules", "\n".join(hits), root)
    t3 = view(path, app0)
    t4, app1 = sreplace(path, app0, "const hooksV2 = require('./routes/hooksV2');\nconst legacyHooks = require('./routes/legacyHooks');\n",
                        "const hooksV2 = require('./routes/hooksV2');\n")
    t5, _ = sreplace(path, app1, "app.use('/v2/hooks', verifySignature, hooksV2);\napp.use('/legacy/hooks', legacyHooks);\n",
                     "app.use('/v2/hooks', verifySignature, hooksV2);\n")
    t6 = ob("git rm src/routes/legacyHooks.js tests/routes/legacyHooks.test.js && git status", """rm 'src/routes/legacyHooks.js'
rm 'tests/routes/legacyHooks.test.js'
On branch chore/drop-legacy-hooks
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\tdeleted:    src/routes/legacyHooks.js
\tdeleted:    tests/routes/legacyHooks.test.js

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/app.js
""", root)
    t7 = ob("npx jest 2>&1 | tail -15", """PASS tests/routes/health.test.js
PASS tests/middleware/signature.test.js
PASS tests/routes/retries.test.js
PASS tests/routes/deliveries.test.js
PASS tests/routes/hooksV2.test.js

Test Suites: 5 passed, 5 total
Tests:       47 passed, 47 total
Snapshots:   0 total
Time:        2.884 s
Ran all test suites.""", root)
    t8 = ob("ls -la src/routes tests/routes", """src/routes:
total 36
drwxr-xr-x 2 node node 4096 Apr 22 10:03 .
drwxr-xr-x 6 node node 4096 Apr 22 09:14 ..
-rw-r--r-- 1 node node 2311 Apr 18 16:02 deliveries.js
-rw-r--r-- 1 node node  874 Mar  4 11:37 health.js
-rw-r--r-- 1 node node 3527 Apr 22 09:14 hooksV2.js
-rw-r--r-- 1 node node 1988 Jan 29 10:51 legacyHooks.js
-rw-r--r-- 1 node node 1402 Apr 11 13:20 retries.js
-rw-r--r-- 1 node node 1156 Mar 19 08:45 subscriptions.js

tests/routes:
total 28
drwxr-xr-x 2 node node 4096 Apr 22 10:03 .
drwxr-xr-x 4 node node 4096 Apr 22 09:14 ..
-rw-r--r-- 1 node node 3104 Apr 18 16:02 deliveries.test.js
-rw-r--r-- 1 node node  512 Mar  4 11:37 health.test.js
-rw-r--r-- 1 node node 4420 Apr 22 09:14 hooksV2.test.js
-rw-r--r-- 1 node node 1890 Apr 11 13:20 retries.test.js""", root)
    t9 = ob("npm run lint", """
> courier-hooks@3.4.0 lint
> eslint src tests
""", root)
    rs.add(task="swe", tid="h44-swe-05", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Node 20.12, Express 4.19, Jest 29, ESLint 8), branch chore/drop-legacy-hooks. Ticket OPS-1187: remove the deprecated /legacy/hooks endpoint (src/routes/legacyHooks.js and its test) now that every sender uses /v2/hooks; docs are updated separately.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=True, turn=8, kind="file removed with git rm is listed again by ls")


# Haskell + stack + hspec (OpenHands), clean
def t06(rs: RowSet) -> None:
    root = "/workspace/tallyho"
    csv0 = '''module Tally.Csv
  ( Row
  , parseRow
  , parseFile
  ) where

import Data.Char (isSpace)
import Data.List (dropWhileEnd)

type Row = [String]

-- | Split one CSV line into trimmed, unquoted fields.
parseRow :: String -> Row
parseRow = map (unquote . trim) . splitOn ','

-- | Parse a whole file: drop the header row and blank lines.
parseFile :: String -> [Row]
parseFile = map parseRow . drop 1 . filter (not . all isSpace) . lines

splitOn :: Char -> String -> [String]
splitOn c s = case break (== c) s of
  (field, [])       -> [field]
  (field, _ : rest) -> field : splitOn c rest

unquote :: String -> String
unquote ('"' : rest) | not (null rest), last rest == '"' = unescape (init rest)
unquote s = s

unescape :: String -> String
unescape ('"' : '"' : rest) = '"' : unescape rest
unescape (x : rest) = x : unescape rest
unescape [] = []

trim :: String -> String
trim = dropWhileEnd isSpace . dropWhile isSpace'''
    spec0 = r'''module Tally.CsvSpec (spec) where

import Test.Hspec

import Tally.Csv

sample :: String
sample = unlines
  [ "id,name,score"
  , "1,Ada,90"
  , ""
  , "2,Grace,85"
  ]

spec :: Spec
spec = do
  describe "parseRow" $ do
    it "splits on commas" $
      parseRow "a,b,c" `shouldBe` ["a", "b", "c"]
    it "trims surrounding whitespace" $
      parseRow " a , b " `shouldBe` ["a", "b"]
    it "keeps a quoted field with a comma intact" $
      parseRow "1,\"Smith, Jane\",42" `shouldBe` ["1", "Smith, Jane", "42"]
    it "unescapes doubled quotes" $
      parseRow "\"say \"\"hi\"\"\"" `shouldBe` ["say \"hi\""]
  describe "parseFile" $ do
    it "skips the header row" $
      map head (parseFile sample) `shouldBe` ["1", "2"]
    it "skips blank lines" $
      length (parseFile sample) `shouldBe` 2'''
    csv_path = f"{root}/src/Tally/Csv.hs"
    spec_path = f"{root}/test/Tally/CsvSpec.hs"
    fail_line = ln(spec0, 'parseRow "1,\\"Smith')

    def tree(quoted_ok: bool, extra: bool) -> str:
        mark = "[✔]" if quoted_ok else "[✘]"
        rows = ["", "Tally.Aggregate", "  sumBy", "    sums a numeric column grouped by key [✔]",
                "    ignores rows with a non-numeric value [✔]", "  countBy", "    counts rows per key [✔]",
                "    returns an empty map for no rows [✔]", "  meanBy", "    averages per key [✔]",
                "    skips keys whose rows are all non-numeric [✔]", "    rounds to two decimals [✔]",
                "Tally.Csv", "  parseRow", "    splits on commas [✔]", "    trims surrounding whitespace [✔]",
                f"    keeps a quoted field with a comma intact {mark}", "    unescapes doubled quotes [✔]"]
        if extra:
            rows.append("    keeps an empty quoted field [✔]")
        rows += ["  parseFile", "    skips the header row [✔]", "    skips blank lines [✔]", "Tally.Report",
                 "  renderTable", "    pads columns to the widest cell [✔]", "    right-aligns numeric columns [✔]",
                 "    renders an empty table as just the header [✔]", "  formatNumber",
                 "    uses a thin space as thousands separator [✔]", "    keeps two decimals [✔]"]
        return "\n".join(rows)

    t1 = ob(f"cd {root} && stack test 2>&1", "tallyho> test (suite: tallyho-test)\n\n" + tree(False, False) + f"""

Failures:

  test/Tally/CsvSpec.hs:{fail_line}:7:
  1) Tally.Csv.parseRow keeps a quoted field with a comma intact
       expected: ["1","Smith, Jane","42"]
        but got: ["1","\\"Smith","Jane\\"","42"]

  To rerun use: --match "/Tally.Csv/parseRow/keeps a quoted field with a comma intact/"

Finished in 0.0043 seconds
18 examples, 1 failure

tallyho> Test suite tallyho-test failed
Error: [S-7282]
       Stack failed to execute the build plan.

       While executing the build plan, Stack encountered the error:

       [S-1995]
       Test suite failure for package tallyho-0.3.0
           tallyho-test:  exited with: ExitFailure 1
       Logs printed to console""", root, 1)
    t2 = view(csv_path, csv0)
    old = csv0[csv0.index("-- | Split one CSV line"):csv0.index("unquote :: String")]
    new = '''-- | Split one CSV line into trimmed, unquoted fields.
parseRow :: String -> Row
parseRow = map (unquote . trim) . splitFields

-- | Parse a whole file: drop the header row and blank lines.
parseFile :: String -> [Row]
parseFile = map parseRow . drop 1 . filter (not . all isSpace) . lines

-- | Split on commas that are not inside double quotes. Quote characters are kept
-- so that 'unquote' can strip them and undo doubled quotes afterwards.
splitFields :: String -> [String]
splitFields = go False ""
  where
    go _ acc [] = [reverse acc]
    go inQ acc (x : xs)
      | x == '"' = go (not inQ) (x : acc) xs
      | x == ',' && not inQ = reverse acc : go False "" xs
      | otherwise = go inQ (x : acc) xs

'''
    t3, _ = sreplace(csv_path, csv0, old, new)
    t4 = view(spec_path, spec0, 15, nlines(spec0))
    at = ln(spec0, 'shouldBe` ["say')
    t5, _ = sinsert(spec_path, spec0, at, r'''    it "keeps an empty quoted field" $
      parseRow "a,\"\",c" `shouldBe` ["a", "", "c"]''')
    t6 = ob("stack test 2>&1", """tallyho> build (lib + test) with ghc-9.4.8
Preprocessing library for tallyho-0.3.0..
Building library for tallyho-0.3.0..
[2 of 4] Compiling Tally.Csv ( src/Tally/Csv.hs, .stack-work/dist/x86_64-linux/ghc-9.4.8/build/Tally/Csv.o, .stack-work/dist/x86_64-linux/ghc-9.4.8/build/Tally/Csv.dyn_o ) [Source file changed]
Preprocessing test suite 'tallyho-test' for tallyho-0.3.0..
Building test suite 'tallyho-test' for tallyho-0.3.0..
[3 of 5] Compiling Tally.CsvSpec ( test/Tally/CsvSpec.hs, .stack-work/dist/x86_64-linux/ghc-9.4.8/build/tallyho-test/tallyho-test-tmp/Tally/CsvSpec.o ) [Source file changed]
[5 of 5] Linking .stack-work/dist/x86_64-linux/ghc-9.4.8/build/tallyho-test/tallyho-test [Objects changed]
tallyho> copy/register
Installing library in /workspace/tallyho/.stack-work/install/x86_64-linux/2c6f1d0e/9.4.8/lib/x86_64-linux-ghc-9.4.8/tallyho-0.3.0-8JtB5wQk3mZ1xY0aXcLp9n
Registering library for tallyho-0.3.0..
tallyho> test (suite: tallyho-test)

""" + tree(True, True) + """

Finished in 0.0039 seconds
19 examples, 0 failures

tallyho> Test suite tallyho-test passed
Completed 2 action(s).""", root)
    rs.add(task="swe", tid="h44-swe-06", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Haskell, GHC 9.4.8 via stack resolver lts-21.25, hspec 2.10), branch fix/quoted-commas, library and tests already built. Bug report: a quoted CSV field that contains a comma is split into two columns by Tally.Csv.parseRow.",
           turns=[t1, t2, t3, t4, t5, t6], bad=False)


# Python + FastAPI + pytest-asyncio (Gemini CLI), clean
def t07(rs: RowSet) -> None:
    root = "/home/ren/projects/pantry-api"
    items0 = '''from fastapi import APIRouter, Depends, HTTPException, status
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Item
from app.schemas import ItemCreate, ItemRead, ItemUpdate

router = APIRouter(prefix="/items", tags=["items"])


@router.get("", response_model=list[ItemRead])
async def list_items(session: AsyncSession = Depends(get_session)) -> list[Item]:
    result = await session.scalars(select(Item).order_by(Item.id))
    return list(result)


@router.post("", response_model=ItemRead, status_code=status.HTTP_201_CREATED)
async def create_item(payload: ItemCreate, session: AsyncSession = Depends(get_session)) -> Item:
    item = Item(**payload.model_dump())
    session.add(item)
    await session.commit()
    await session.refresh(item)
    return item


@router.get("/{item_id}", response_model=ItemRead)
async def get_item(item_id: int, session: AsyncSession = Depends(get_session)) -> Item:
    item = await session.get(Item, item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="Item not found")
    return item


@router.patch("/{item_id}", response_model=ItemRead)
async def update_item(item_id: int, payload: ItemUpdate, session: AsyncSession = Depends(get_session)) -> Item:
    item = await session.get(Item, item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="Item not found")
    for key, value in payload.model_dump(exclude_unset=True).items():
        setattr(item, key, value)
    await session.commit()
    await session.refresh(item)
    return item
'''
    tests0 = '''import pytest
from httpx import AsyncClient

pytestmark = pytest.mark.asyncio


async def test_list_items_empty(client: AsyncClient) -> None:
    resp = await client.get("/items")
    assert resp.status_code == 200
    assert resp.json() == []


async def test_create_item(client: AsyncClient) -> None:
    resp = await client.post("/items", json={"name": "Rolled oats", "quantity": 2, "unit": "kg"})
    assert resp.status_code == 201
    body = resp.json()
    assert body["id"] > 0
    assert body["name"] == "Rolled oats"
    assert body["quantity"] == 2.0


async def test_create_item_rejects_negative_quantity(client: AsyncClient) -> None:
    resp = await client.post("/items", json={"name": "Salt", "quantity": -1, "unit": "g"})
    assert resp.status_code == 422


async def test_get_item(client: AsyncClient, item_factory) -> None:
    item = await item_factory(name="Chickpeas", quantity=4, unit="can")
    resp = await client.get(f"/items/{item.id}")
    assert resp.status_code == 200
    assert resp.json()["unit"] == "can"


async def test_get_missing_item(client: AsyncClient) -> None:
    resp = await client.get("/items/9999")
    assert resp.status_code == 404
    assert resp.json() == {"detail": "Item not found"}


async def test_update_quantity(client: AsyncClient, item_factory) -> None:
    item = await item_factory(name="Lentils", quantity=1, unit="kg")
    resp = await client.patch(f"/items/{item.id}", json={"quantity": 0.5})
    assert resp.status_code == 200
    assert resp.json()["quantity"] == 0.5


async def test_update_missing_item(client: AsyncClient) -> None:
    resp = await client.patch("/items/9999", json={"quantity": 3})
    assert resp.status_code == 404
'''
    items_path = f"{root}/app/routers/items.py"
    tests_path = f"{root}/tests/test_items.py"
    t1 = gread(items_path, items0)
    t2 = gread(tests_path, tests0)
    old = "        setattr(item, key, value)\n    await session.commit()\n    await session.refresh(item)\n    return item\n"
    t3, _ = greplace(items_path, items0, old, old + '''

@router.delete("/{item_id}", status_code=status.HTTP_204_NO_CONTENT)
async def delete_item(item_id: int, session: AsyncSession = Depends(get_session)) -> None:
    item = await session.get(Item, item_id)
    if item is None:
        raise HTTPException(status_code=404, detail="Item not found")
    await session.delete(item)
    await session.commit()
''')
    old_t = '''    resp = await client.patch("/items/9999", json={"quantity": 3})
    assert resp.status_code == 404
'''
    t4, _ = greplace(tests_path, tests0, old_t, old_t + '''

async def test_delete_item(client: AsyncClient, item_factory) -> None:
    item = await item_factory(name="Paprika", quantity=1, unit="jar")
    resp = await client.delete(f"/items/{item.id}")
    assert resp.status_code == 204
    assert resp.content == b""
    assert (await client.get(f"/items/{item.id}")).status_code == 404


async def test_delete_missing_item(client: AsyncClient) -> None:
    resp = await client.delete("/items/9999")
    assert resp.status_code == 404
''')
    t5 = grun("pytest -q tests/test_items.py", "Run the item endpoint tests", """.........                                                                [100%]
9 passed in 0.61s""", 51790)
    t6 = grun("uvicorn app.main:app --port 8011 > /tmp/uvicorn.log 2>&1 &", "Start the API in the background for a manual check", "", 51872, bg="51873")
    t7 = grun("""sleep 1; curl -s -X POST localhost:8011/items -H 'content-type: application/json' -d '{"name":"Basmati rice","quantity":1,"unit":"kg"}'; echo; curl -si -X DELETE localhost:8011/items/14; curl -s -o /dev/null -w '%{http_code}\\n' localhost:8011/items/14""",
              "Create an item, delete it, and confirm it is gone", """{"id":14,"name":"Basmati rice","quantity":1.0,"unit":"kg","created_at":"2024-06-14T08:22:31.402118"}
HTTP/1.1 204 No Content
date: Fri, 14 Jun 2024 08:22:31 GMT
server: uvicorn

404""", 51911)
    t8 = grun("kill 51873; sleep 1; cat /tmp/uvicorn.log; git status --short", "Stop the server, show its log and the changed files", """INFO:     Started server process [51873]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8011 (Press CTRL+C to quit)
INFO:     127.0.0.1:50412 - "POST /items HTTP/1.1" 201 Created
INFO:     127.0.0.1:50418 - "DELETE /items/14 HTTP/1.1" 204 No Content
INFO:     127.0.0.1:50426 - "GET /items/14 HTTP/1.1" 404 Not Found
INFO:     Shutting down
INFO:     Waiting for application shutdown.
INFO:     Application shutdown complete.
INFO:     Finished server process [51873]
 M app/routers/items.py
 M tests/test_items.py""", 51964)
    rs.add(task="swe", tid="h44-swe-07", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Python 3.12, FastAPI 0.111, SQLAlchemy 2.0 async on SQLite, pytest-asyncio 0.23, httpx), branch feat/delete-item. Task: add DELETE /items/{{item_id}} (204 on success, 404 when missing) with async tests, then check it by hand against the dev database (13 items).",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8], bad=False)


# Zig + zig build test (Gemini CLI), bad
def t08(rs: RowSet) -> None:
    root = "/home/kit/zig/ringbuf"
    build0 = '''const std = @import("std");

pub fn build(b: *std.Build) void {
    const target = b.standardTargetOptions(.{});
    const optimize = b.standardOptimizeOption(.{});

    const ringbuf = b.addModule("ringbuf", .{
        .root_source_file = b.path("src/root.zig"),
    });

    const lib = b.addStaticLibrary(.{
        .name = "ringbuf",
        .root_source_file = b.path("src/root.zig"),
        .target = target,
        .optimize = optimize,
    });
    b.installArtifact(lib);

    const tests = b.addTest(.{
        .root_source_file = b.path("src/tests.zig"),
        .target = target,
        .optimize = optimize,
    });
    tests.root_module.addImport("ringbuf", ringbuf);

    const run_tests = b.addRunArtifact(tests);
    const test_step = b.step("test", "Run unit tests");
    test_step.dependOn(&run_tests.step);
}
'''
    bench = r'''const std = @import("std");
const ringbuf = @import("ringbuf");

/// Pushes N sequential integers through a 1024-slot ring, popping whenever it is full.
pub fn main() !void {
    const N: u64 = 10_000_000;
    var rb = ringbuf.RingBuffer(u64, 1024){};
    var timer = try std.time.Timer.start();
    var sum: u64 = 0;
    var i: u64 = 0;
    while (i < N) : (i += 1) {
        if (rb.isFull()) sum +%= rb.pop().?;
        rb.push(i) catch unreachable;
    }
    while (rb.pop()) |v| sum +%= v;
    const ns = timer.read();
    const stdout = std.io.getStdOut().writer();
    try stdout.print("push/pop x{d}: {d} ms ({d:.2} ns/op), checksum {d}\n", .{
        N,
        ns / std.time.ns_per_ms,
        @as(f64, @floatFromInt(ns)) / @as(f64, @floatFromInt(N)),
        sum,
    });
}
'''
    old = '''    const test_step = b.step("test", "Run unit tests");
    test_step.dependOn(&run_tests.step);
'''
    add = '''
    const bench = b.addExecutable(.{
        .name = "ringbuf-bench",
        .root_source_file = b.path("src/bench.zig"),
        .target = target,
        .optimize = .ReleaseFast,
    });
    bench.root_module.addImport("ringbuf", ringbuf);
    const run_bench = b.addRunArtifact(bench);
    const bench_step = b.step("bench", "Run the push/pop benchmark");
    bench_step.dependOn(&run_bench.step);
'''
    t1 = gls(f"{root}/src", [], ["RingBuffer.zig", "root.zig", "tests.zig"])
    t2 = gread(f"{root}/build.zig", build0)
    t3 = gwrite(f"{root}/src/bench.zig", bench)
    t4, build1 = greplace(f"{root}/build.zig", build0, old, old + add)
    t5 = grun("zig build test --summary all && zig build bench", "Run the unit tests, then the new benchmark step",
              "push/pop x10000000: 21 ms (2.14 ns/op), checksum 49999995000000", 77120, err="""Build Summary: 3/3 steps succeeded; 14/14 tests passed
test success
└─ run test 14 passed 2ms MaxRSS:1M
   └─ zig test Debug native success 2s MaxRSS:214M""")
    zig_files = ["build.zig", "src/RingBuffer.zig", "src/tests.zig", "src/root.zig", "examples/spsc_threads.zig", "examples/basic.zig"]
    t6 = (call("glob", pattern="**/*.zig"),
          f"Found {len(zig_files)} file(s) matching \"**/*.zig\" within {root}, sorted by modification time (newest first):\n"
          + "\n".join(f"{root}/{f}" for f in zig_files))
    ins, dels = numstat(build0, build1)
    t7 = grun("git diff --stat", "Summarise tracked changes", diffstat([("build.zig", ins, dels)]), 77188)
    rs.add(task="swe", tid="h44-swe-08", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Zig 0.13.0 library: a fixed-capacity generic ring buffer), branch main, clean tree. Task: add a small benchmark executable src/bench.zig and a `zig build bench` step, keeping `zig build test` green.",
           turns=[t1, t2, t3, t4, t5, t6, t7], bad=True, turn=6, kind="newly written source file missing from the directory listing")


# Java + Spring Boot + JUnit (OpenHands), bad
def t09(rs: RowSet) -> None:
    root = "/workspace/orderdesk"
    pkg = "src/main/java/com/acme/orderdesk"
    req0 = '''package com.acme.orderdesk.api.dto;

import java.util.List;

public record OrderRequest(
        String customerId,
        List<Line> lines,
        String note) {

    public record Line(String sku, int quantity) {
    }
}'''
    req_old = req0[req0.index("import java.util.List;"):]
    req_new = '''import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.Size;
import java.util.List;

public record OrderRequest(
        @NotBlank String customerId,
        @NotEmpty List<@Valid Line> lines,
        @Size(max = 500) String note) {

    public record Line(@NotBlank String sku, @Positive int quantity) {
    }
}'''
    ctrl0 = '''package com.acme.orderdesk.api;

import com.acme.orderdesk.api.dto.OrderRequest;
import com.acme.orderdesk.api.dto.OrderResponse;
import com.acme.orderdesk.service.OrderService;
import java.net.URI;
import java.util.List;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.UriComponentsBuilder;

@RestController
@RequestMapping("/api/orders")
public class OrderController {

    private final OrderService orders;

    public OrderController(OrderService orders) {
        this.orders = orders;
    }

    @GetMapping
    public List<OrderResponse> list(@RequestParam(required = false) String customerId) {
        return orders.list(customerId).stream().map(OrderResponse::from).toList();
    }

    @GetMapping("/{id}")
    public OrderResponse get(@PathVariable UUID id) {
        return OrderResponse.from(orders.get(id));
    }

    @PostMapping
    public ResponseEntity<OrderResponse> create(@RequestBody OrderRequest request, UriComponentsBuilder uri) {
        var order = orders.place(request);
        URI location = uri.path("/api/orders/{id}").buildAndExpand(order.getId()).toUri();
        return ResponseEntity.created(location).body(OrderResponse.from(order));
    }
}'''
    tests_tail = '''
    @Test
    void returnsNotFoundForUnknownOrder() throws Exception {
        when(orderService.get(any())).thenThrow(new OrderNotFoundException(UUID.fromString("5b0e6f3c-9a1d-4c7e-8f21-3d6a9b0c4e17")));

        mvc.perform(get("/api/orders/5b0e6f3c-9a1d-4c7e-8f21-3d6a9b0c4e17"))
                .andExpect(status().isNotFound())
                .andExpect(jsonPath("$.title").value("Order not found"));
    }
}'''
    head = "\n".join(f"// line {i}" for i in range(1, 148))  # stand-in for the unseen top of the file
    test_text = head + tests_tail
    test_rel = "src/test/java/com/acme/orderdesk/api/OrderControllerTest.java"
    total_lines = nlines(test_text)
    t1 = ob(f"cd {root} && git status -sb && find src/test -name '*.java' | sort", """## fix/order-validation
src/test/java/com/acme/orderdesk/OrderdeskApplicationTests.java
src/test/java/com/acme/orderdesk/api/CustomerControllerTest.java
src/test/java/com/acme/orderdesk/api/OrderControllerTest.java
src/test/java/com/acme/orderdesk/domain/MoneyTest.java
src/test/java/com/acme/orderdesk/service/InventoryServiceTest.java
src/test/java/com/acme/orderdesk/service/OrderServiceTest.java""", root)
    t2 = ob("./mvnw test 2>&1 | grep -E 'Tests run:|BUILD|ERROR'", """[INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.047 s -- in com.acme.orderdesk.domain.MoneyTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.215 s -- in com.acme.orderdesk.service.InventoryServiceTest
[INFO] Tests run: 10, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.302 s -- in com.acme.orderdesk.service.OrderServiceTest
[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.611 s -- in com.acme.orderdesk.api.CustomerControllerTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.538 s -- in com.acme.orderdesk.api.OrderControllerTest
[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 3.412 s -- in com.acme.orderdesk.OrderdeskApplicationTests
[INFO] Tests run: 47, Failures: 0, Errors: 0, Skipped: 0
[INFO] BUILD SUCCESS""", root)
    t3 = view(f"{root}/{pkg}/api/dto/OrderRequest.java", req0)
    t4, req1 = sreplace(f"{root}/{pkg}/api/dto/OrderRequest.java", req0, req_old, req_new)
    t5 = view(f"{root}/{pkg}/api/OrderController.java", ctrl0)
    t6, ctrl1 = sreplace(f"{root}/{pkg}/api/OrderController.java", ctrl0, "import com.acme.orderdesk.service.OrderService;\n",
                         "import com.acme.orderdesk.service.OrderService;\nimport jakarta.validation.Valid;\n")
    t7, ctrl2 = sreplace(f"{root}/{pkg}/api/OrderController.java", ctrl1, "create(@RequestBody OrderRequest request,",
                         "create(@Valid @RequestBody OrderRequest request,")
    t8 = ob(f"wc -l {test_rel} && tail -n 9 {test_rel}", f"{total_lines} {test_rel}\n" + tests_tail.lstrip("\n"), root)
    new_tests = '''
    @Test
    void rejectsZeroQuantity() throws Exception {
        mvc.perform(post("/api/orders")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("""
                                {"customerId":"C-1042","lines":[{"sku":"SKU-77","quantity":0}]}
                                """))
                .andExpect(status().isBadRequest());
        verifyNoInteractions(orderService);
    }

    @Test
    void rejectsBlankSku() throws Exception {
        mvc.perform(post("/api/orders")
                        .contentType(MediaType.APPLICATION_JSON)
                        .content("""
                                {"customerId":"C-1042","lines":[{"sku":" ","quantity":2}]}
                                """))
                .andExpect(status().isBadRequest());
        verifyNoInteractions(orderService);
    }'''
    t9, test1 = sinsert(f"{root}/{test_rel}", test_text, total_lines - 1, new_tests)
    t10 = ob("./mvnw test -Dtest=OrderControllerTest 2>&1 | tail -32", """[INFO] --- resources:3.3.1:resources (default-resources) @ orderdesk ---
[INFO] Copying 1 resource from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.11.0:compile (default-compile) @ orderdesk ---
[INFO] Changes detected - recompiling the module! :source
[INFO] Compiling 31 source files with javac [debug release 21] to target/classes
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ orderdesk ---
[INFO] Copying 2 resources from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.11.0:testCompile (default-testCompile) @ orderdesk ---
[INFO] Changes detected - recompiling the module! :dependency
[INFO] Compiling 6 source files with javac [debug release 21] to target/test-classes
[INFO]
[INFO] --- surefire:3.1.2:test (default-test) @ orderdesk ---
[INFO] Using auto detected provider org.apache.maven.surefire.junitplatform.JUnitPlatformProvider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.orderdesk.api.OrderControllerTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.574 s -- in com.acme.orderdesk.api.OrderControllerTest
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  6.118 s
[INFO] Finished at: 2024-05-29T14:06:51+02:00
[INFO] ------------------------------------------------------------------------""", root)
    entries = [(f"{pkg}/api/OrderController.java", *numstat(ctrl0, ctrl2)),
               (f"{pkg}/api/dto/OrderRequest.java", *numstat(req0, req1)),
               (test_rel, *numstat(test_text, test1))]
    stat = diffstat(entries).split("\n")[-1]
    t11 = ob('git add -A && git commit -m "Validate order requests and return 400 on bad input (#341)"',
             f"[fix/order-validation 5c2e8a1] Validate order requests and return 400 on bad input (#341)\n{stat}", root)
    rs.add(task="swe", tid="h44-swe-09", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Java 21, Spring Boot 3.2.5 with spring-boot-starter-validation, Maven wrapper, JUnit 5 + MockMvc), branch fix/order-validation. Issue #341: POST /api/orders with quantity 0 or a blank SKU returns 500 instead of 400.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11], bad=True, turn=10, kind="test count unchanged after two tests were added")


# Python CLI + Click + tox (Gemini CLI), clean
def t10(rs: RowSet) -> None:
    root = "/home/ola/dev/snapcfg"
    cli0 = '''"""Command-line entry point for snapcfg."""

from __future__ import annotations

import click

from snapcfg import __version__
from snapcfg.store import SnapshotStore, humanize_age

pass_store = click.make_pass_decorator(SnapshotStore, ensure=True)


@click.group()
@click.version_option(__version__, prog_name="snapcfg")
@click.option("--root", type=click.Path(file_okay=False, path_type=str), envvar="SNAPCFG_ROOT",
              default="~/.local/share/snapcfg", show_default=True, help="Where snapshots are stored.")
@click.pass_context
def main(ctx: click.Context, root: str) -> None:
    """Snapshot and restore dotfile configurations."""
    ctx.obj = SnapshotStore(root)


@main.command("list")
@click.option("--sort", type=click.Choice(["age", "name", "size"]), default="age", show_default=True)
@pass_store
def list_cmd(store: SnapshotStore, sort: str) -> None:
    """List stored snapshots."""
    snaps = store.list(sort=sort)
    if not snaps:
        click.echo("No snapshots yet. Create one with `snapcfg save NAME`.")
        return
    click.echo(f"{'NAME':<18} {'FILES':>5} {'SIZE':>9}  CREATED")
    for s in snaps:
        click.echo(f"{s.name:<18} {s.file_count:>5} {s.size_human:>9}  {humanize_age(s.created_at)}")


@main.command()
@click.argument("name")
@click.option("--include", multiple=True, help="Glob of files to include (repeatable).")
@pass_store
def save(store: SnapshotStore, name: str, include: tuple[str, ...]) -> None:
    """Save the current dotfiles as snapshot NAME."""
    snap = store.save(name, include or None)
    click.echo(f"Saved {snap.name}: {snap.file_count} files, {snap.size_human}")


@main.command()
@click.argument("name")
@click.option("--dry-run", is_flag=True, help="Show what would change without writing.")
@pass_store
def restore(store: SnapshotStore, name: str, dry_run: bool) -> None:
    """Restore snapshot NAME over the current dotfiles."""
    for action, path in store.restore(name, dry_run=dry_run):
        click.echo(f"{action:>8}  {path}")
'''
    snaps = [  # name, files, bytes, created_at
        ("before-nvim-0.10", 42, 190874, "2024-06-12T14:07:51+00:00"),
        ("laptop-2024-06", 57, 247706, "2024-06-10T09:30:12+00:00"),
        ("zsh-cleanup", 18, 65541, "2024-06-03T20:15:40+00:00"),
        ("desk-baseline", 63, 309965, "2024-05-06T11:02:09+00:00"),
    ]

    def table(rows: list[tuple[str, int, int, str]], ages: dict[str, str]) -> str:
        out = [f"{'NAME':<18} {'FILES':>5} {'SIZE':>9}  CREATED"]
        for name, files, size, _ in rows:
            out.append(f"{name:<18} {files:>5} {f'{size / 1024:.1f} KiB':>9}  {ages[name]}")
        return "\n".join(out)

    path = f"{root}/src/snapcfg/cli.py"
    t1 = gread(path, cli0)
    t2 = grun("snapcfg list", "Show current snapshots", table(snaps, {
        "before-nvim-0.10": "3 minutes ago", "laptop-2024-06": "2 days ago", "zsh-cleanup": "8 days ago",
        "desk-baseline": "5 weeks ago"}), 220514)
    t3, cli1 = greplace(path, cli0, "import click\n", "import json\n\nimport click\n")
    t4, cli2 = greplace(path, cli1, '''@click.option("--sort", type=click.Choice(["age", "name", "size"]), default="age", show_default=True)
@pass_store
def list_cmd(store: SnapshotStore, sort: str) -> None:''', '''@click.option("--sort", type=click.Choice(["age", "name", "size"]), default="age", show_default=True)
@click.option("--format", "fmt", type=click.Choice(["table", "json"]), default="table", show_default=True,
              help="Output format; json prints one record per snapshot.")
@pass_store
def list_cmd(store: SnapshotStore, sort: str, fmt: str) -> None:''')
    t5, _ = greplace(path, cli2, '''    snaps = store.list(sort=sort)
    if not snaps:''', '''    snaps = store.list(sort=sort)
    if fmt == "json":
        records = [
            {"name": s.name, "files": s.file_count, "bytes": s.size_bytes, "created_at": s.created_at.isoformat()}
            for s in snaps
        ]
        click.echo(json.dumps(records, indent=2))
        return
    if not snaps:''')
    recs = ",\n".join(f'''  {{
    "name": "{n}",
    "files": {f},
    "bytes": {b},
    "created_at": "{c}"
  }}''' for n, f, b, c in snaps)
    t6 = grun("snapcfg list --format json", "Try the new JSON output", f"[\n{recs}\n]", 220601)
    test = r'''import json

from click.testing import CliRunner

from snapcfg.cli import main


def test_list_json_outputs_machine_readable_records(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    (home / ".zshrc").write_text("export EDITOR=nvim\n")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("SNAPCFG_ROOT", str(tmp_path / "store"))
    runner = CliRunner()
    assert runner.invoke(main, ["save", "t1", "--include", ".zshrc"]).exit_code == 0

    result = runner.invoke(main, ["list", "--format", "json"])

    assert result.exit_code == 0, result.output
    records = json.loads(result.output)
    assert [r["name"] for r in records] == ["t1"]
    assert records[0]["files"] == 1
    assert records[0]["created_at"].endswith("+00:00")


def test_list_json_with_no_snapshots_is_an_empty_array(tmp_path, monkeypatch):
    monkeypatch.setenv("SNAPCFG_ROOT", str(tmp_path / "empty"))
    result = CliRunner().invoke(main, ["list", "--format", "json"])
    assert result.exit_code == 0
    assert json.loads(result.output) == []
'''
    t7 = gwrite(f"{root}/tests/test_list_json.py", test)
    t8 = grun("tox -e py311,py312", "Run the test suite on both supported Pythons", """.pkg: _optional_hooks> python /usr/lib/python3/dist-packages/pyproject_api/_backend.py True hatchling.build
.pkg: get_requires_for_build_sdist> python /usr/lib/python3/dist-packages/pyproject_api/_backend.py True hatchling.build
.pkg: build_sdist> python /usr/lib/python3/dist-packages/pyproject_api/_backend.py True hatchling.build
py311: install_package> python -I -m pip install --force-reinstall --no-deps /home/ola/dev/snapcfg/.tox/.tmp/package/7/snapcfg-0.6.2.tar.gz
py311: commands[0]> pytest -q
........................                                                 [100%]
24 passed in 0.84s
py311: OK ✔ in 4.31 seconds
py312: install_package> python -I -m pip install --force-reinstall --no-deps /home/ola/dev/snapcfg/.tox/.tmp/package/8/snapcfg-0.6.2.tar.gz
py312: commands[0]> pytest -q
........................                                                 [100%]
24 passed in 0.79s
.pkg: _exit> python /usr/lib/python3/dist-packages/pyproject_api/_backend.py True hatchling.build
  py311: OK (4.31=setup[3.47]+cmd[0.84] seconds)
  py312: OK (3.95=setup[3.16]+cmd[0.79] seconds)
  congratulations :) (8.41 seconds)""", 220688)
    order = sorted(snaps, key=lambda s: s[0])
    t9 = grun("snapcfg list --sort name && git status --short", "Check the table output still works, then review changes", table(order, {
        "before-nvim-0.10": "11 minutes ago", "laptop-2024-06": "2 days ago", "zsh-cleanup": "8 days ago",
        "desk-baseline": "5 weeks ago"}) + "\n M src/snapcfg/cli.py\n?? tests/test_list_json.py", 220790)
    rs.add(task="swe", tid="h44-swe-10", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Python CLI on Click 8.1, packaged with hatchling, tests with pytest run by tox 4 on py311 and py312), branch feat/list-json. Task: add `--format [table|json]` to `snapcfg list`, with tests, and keep tox green. The user's real snapshot store is in ~/.local/share/snapcfg.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=False)


# PHP + Laravel + Pest (OpenHands), bad
def t11(rs: RowSet) -> None:
    root = "/workspace/clinicbook"
    mig_name = "2024_05_20_092851_add_cancelled_at_to_appointments_table.php"
    mig_path = f"{root}/database/migrations/{mig_name}"
    mig0 = r'''<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Run the migrations.
     */
    public function up(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            //
        });
    }

    /**
     * Reverse the migrations.
     */
    public function down(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            //
        });
    }
};'''
    t1 = ob(f"cd {root} && date -u && git log -3 --format='%h %ad %an %s' --date=iso", """Mon May 20 09:28:40 UTC 2024
b81f4d2 2024-05-17 16:42:05 +0200 Ines Duarte Add CancelAppointmentTest (red)
6a0c9e7 2024-05-17 11:08:51 +0200 Ines Duarte Appointment reminders via queued notification
f3d27b5 2024-05-16 18:30:14 +0200 Tomasz Wilk Bump laravel/framework to 11.7.0""", root)
    t2 = ob("php artisan make:migration add_cancelled_at_to_appointments_table --table=appointments", f"""
   INFO  Migration [database/migrations/{mig_name}] created successfully.
""", root)
    t3 = view(mig_path, mig0)
    t4 = ob("ls -l --time-style=long-iso database/migrations/", f"""total 32
-rw-r--r-- 1 app app  871 2024-05-20 09:12 0001_01_01_000000_create_users_table.php
-rw-r--r-- 1 app app  849 2024-05-20 09:12 0001_01_01_000001_create_cache_table.php
-rw-r--r-- 1 app app 1816 2024-05-20 09:12 0001_01_01_000002_create_jobs_table.php
-rw-r--r-- 1 app app 1094 2024-05-20 09:12 2024_04_03_125102_create_patients_table.php
-rw-r--r-- 1 app app 1215 2024-05-20 09:12 2024_04_05_071944_create_practitioners_table.php
-rw-r--r-- 1 app app 1388 2024-05-20 09:12 2024_04_09_143655_create_appointments_table.php
-rw-r--r-- 1 app app  752 2024-05-20 09:12 2024_05_02_091203_add_reminder_sent_at_to_appointments_table.php
-rw-r--r-- 1 app app {len(mig0) + 1:>4} 2024-05-20 09:21 {mig_name}""", root)
    t5, mig1 = sreplace(mig_path, mig0, """    public function up(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            //
        });""", """    public function up(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            $table->timestamp('cancelled_at')->nullable()->after('reminder_sent_at');
            $table->index(['practitioner_id', 'cancelled_at']);
        });""")
    t6, _ = sreplace(mig_path, mig1, """    public function down(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            //
        });""", """    public function down(): void
    {
        Schema::table('appointments', function (Blueprint $table) {
            $table->dropIndex(['practitioner_id', 'cancelled_at']);
            $table->dropColumn('cancelled_at');
        });""")
    t7 = ob("php artisan test --filter=CancelAppointment", """
   PASS  Tests\\Feature\\CancelAppointmentTest
  ✓ patient can cancel an upcoming appointment                           0.21s
  ✓ cancelling twice is rejected with 409                                0.03s
  ✓ cancelled appointments are hidden from the practitioner agenda       0.04s

  Tests:    3 passed (9 assertions)
  Duration: 0.41s
""", root)
    def mrow(name: str, status: str) -> str:
        return f"  {name} {'.' * (96 - len(name) - len(status))} {status}"

    t8 = ob("git status --short && php artisan migrate:status | grep appointments", "\n".join([
        f"?? database/migrations/{mig_name}",
        mrow("2024_04_09_143655_create_appointments_table", "[1] Ran"),
        mrow("2024_05_02_091203_add_reminder_sent_at_to_appointments_table", "[2] Ran"),
        mrow(mig_name[:-4], "Pending")]), root)
    rs.add(task="swe", tid="h44-swe-11", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (PHP 8.3, Laravel 11.7, Pest 2, SQLite in-memory for tests, MySQL for local dev), branch feat/cancel-appointments, freshly cloned this morning. Task: add a nullable cancelled_at column to appointments so the red Pest test tests/Feature/CancelAppointmentTest.php passes; the controller and model already write cancelled_at.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8], bad=True, turn=4, kind="new file's modification time earlier than its creation")


# C + make + check (OpenHands), clean
def t12(rs: RowSet) -> None:
    root = "/workspace/libbitset"
    src0 = '''#include "bitset.h"

#include <stdlib.h>
#include <string.h>

#define WORD_BITS 64u
#define WORDS_FOR(n) (((n) + WORD_BITS - 1) / WORD_BITS)

struct bitset {
    size_t nbits;
    uint64_t *words;
};

bitset *bitset_new(size_t nbits)
{
    bitset *bs = malloc(sizeof *bs);
    if (!bs)
        return NULL;
    bs->nbits = nbits;
    bs->words = calloc(WORDS_FOR(nbits) ? WORDS_FOR(nbits) : 1, sizeof(uint64_t));
    if (!bs->words) {
        free(bs);
        return NULL;
    }
    return bs;
}

void bitset_free(bitset *bs)
{
    if (bs) {
        free(bs->words);
        free(bs);
    }
}

void bitset_set(bitset *bs, size_t i)
{
    if (i < bs->nbits)
        bs->words[i / WORD_BITS] |= UINT64_C(1) << (i % WORD_BITS);
}

void bitset_clear(bitset *bs, size_t i)
{
    if (i < bs->nbits)
        bs->words[i / WORD_BITS] &= ~(UINT64_C(1) << (i % WORD_BITS));
}

int bitset_test(const bitset *bs, size_t i)
{
    return i < bs->nbits && ((bs->words[i / WORD_BITS] >> (i % WORD_BITS)) & 1u);
}

void bitset_fill(bitset *bs)
{
    memset(bs->words, 0xff, WORDS_FOR(bs->nbits) * sizeof(uint64_t));
}

size_t bitset_count(const bitset *bs)
{
    size_t total = 0;
    size_t nwords = WORDS_FOR(bs->nbits);

    for (size_t w = 0; w < nwords; w++) {
        uint64_t word = bs->words[w];
        /* ignore padding bits past nbits in the last word */
        if (w == nwords - 1)
            word &= (UINT64_C(1) << ((bs->nbits - 1) % WORD_BITS)) - 1;
        total += (size_t)__builtin_popcountll(word);
    }
    return total;
}'''
    test0 = '''#include <check.h>
#include <stdlib.h>

#include "bitset.h"
#include "check_bitset_io.h"

START_TEST(test_new_is_empty)
{
    bitset *bs = bitset_new(100);
    ck_assert_ptr_nonnull(bs);
    ck_assert_uint_eq(bitset_count(bs), 0);
    bitset_free(bs);
}
END_TEST

START_TEST(test_set_and_test)
{
    bitset *bs = bitset_new(100);
    bitset_set(bs, 0);
    bitset_set(bs, 63);
    bitset_set(bs, 64);
    ck_assert_int_eq(bitset_test(bs, 0), 1);
    ck_assert_int_eq(bitset_test(bs, 1), 0);
    ck_assert_int_eq(bitset_test(bs, 63), 1);
    ck_assert_int_eq(bitset_test(bs, 64), 1);
    bitset_free(bs);
}
END_TEST

START_TEST(test_set_out_of_range_is_ignored)
{
    bitset *bs = bitset_new(10);
    bitset_set(bs, 10);
    bitset_set(bs, 1000);
    ck_assert_uint_eq(bitset_count(bs), 0);
    bitset_free(bs);
}
END_TEST

START_TEST(test_clear)
{
    bitset *bs = bitset_new(70);
    bitset_set(bs, 65);
    bitset_clear(bs, 65);
    ck_assert_int_eq(bitset_test(bs, 65), 0);
    bitset_free(bs);
}
END_TEST

START_TEST(test_count_sparse)
{
    bitset *bs = bitset_new(300);
    for (size_t i = 0; i < 300; i += 7)
        bitset_set(bs, i);
    ck_assert_uint_eq(bitset_count(bs), 43);
    bitset_free(bs);
}
END_TEST

START_TEST(test_count_full_last_word)
{
    bitset *bs = bitset_new(128);
    bitset_fill(bs);
    ck_assert_uint_eq(bitset_count(bs), 128);
    bitset_free(bs);
}
END_TEST

Suite *bitset_suite(void)
{
    Suite *s = suite_create("bitset");
    TCase *tc_core = tcase_create("core");

    tcase_add_test(tc_core, test_new_is_empty);
    tcase_add_test(tc_core, test_set_and_test);
    tcase_add_test(tc_core, test_set_out_of_range_is_ignored);
    tcase_add_test(tc_core, test_clear);
    tcase_add_test(tc_core, test_count_sparse);
    tcase_add_test(tc_core, test_count_full_last_word);
    suite_add_tcase(s, tc_core);
    suite_add_tcase(s, bitset_io_tcase()); /* 6 tests, tests/check_bitset_io.c */
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(bitset_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}'''
    cflags = "cc -std=c99 -Wall -Wextra -O2 -g -Iinclude"
    fail_at = ln(test0, "ck_assert_uint_eq(bitset_count(bs), 128);")
    t1 = ob(f"cd {root} && make check", f"""mkdir -p build
{cflags} -c src/bitset.c -o build/bitset.o
{cflags} -c src/bitset_io.c -o build/bitset_io.o
ar rcs build/libbitset.a build/bitset.o build/bitset_io.o
{cflags} -c tests/check_bitset.c -o build/check_bitset.o
{cflags} -c tests/check_bitset_io.c -o build/check_bitset_io.o
cc -o build/check_bitset build/check_bitset.o build/check_bitset_io.o build/libbitset.a -lcheck -lsubunit -lm -lrt -lpthread
./build/check_bitset
Running suite(s): bitset
91%: Checks: 12, Failures: 1, Errors: 0
tests/check_bitset.c:{fail_at}:F:core:test_count_full_last_word:0: Assertion 'bitset_count(bs) == 128' failed: bitset_count(bs) == 127, 128 == 128
make: *** [Makefile:31: check] Error 1""", root, 2)
    t2 = view(f"{root}/src/bitset.c", src0, ln(src0, "size_t bitset_count("), nlines(src0))
    t3, src1 = sreplace(f"{root}/src/bitset.c", src0, """        if (w == nwords - 1)
            word &= (UINT64_C(1) << ((bs->nbits - 1) % WORD_BITS)) - 1;""", """        if (w == nwords - 1 && bs->nbits % WORD_BITS)
            word &= (UINT64_C(1) << (bs->nbits % WORD_BITS)) - 1;""")
    end_full = ln(test0, "START_TEST(test_count_full_last_word)") + 7
    t4 = view(f"{root}/tests/check_bitset.c", test0, end_full - 8, ln(test0, "suite_add_tcase(s, tc_core);"))
    t5, test1 = sinsert(f"{root}/tests/check_bitset.c", test0, end_full, """
START_TEST(test_count_partial_last_word)
{
    bitset *bs = bitset_new(100);
    bitset_fill(bs);
    ck_assert_uint_eq(bitset_count(bs), 100);
    bitset_free(bs);
}
END_TEST""")
    t6, test2 = sreplace(f"{root}/tests/check_bitset.c", test1, "    tcase_add_test(tc_core, test_count_full_last_word);\n",
                         "    tcase_add_test(tc_core, test_count_full_last_word);\n    tcase_add_test(tc_core, test_count_partial_last_word);\n")
    t7 = ob("make check", f"""{cflags} -c src/bitset.c -o build/bitset.o
ar rcs build/libbitset.a build/bitset.o build/bitset_io.o
{cflags} -c tests/check_bitset.c -o build/check_bitset.o
cc -o build/check_bitset build/check_bitset.o build/check_bitset_io.o build/libbitset.a -lcheck -lsubunit -lm -lrt -lpthread
./build/check_bitset
Running suite(s): bitset
100%: Checks: 13, Failures: 0, Errors: 0""", root)
    t8 = ob("git status --short && git diff --stat", " M src/bitset.c\n M tests/check_bitset.c\n" + diffstat([
        ("src/bitset.c", *numstat(src0, src1)), ("tests/check_bitset.c", *numstat(test0, test2))]), root)
    rs.add(task="swe", tid="h44-swe-12", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (C99 bit-set library, GNU make, unit tests with libcheck 0.15.2), branch main, nothing built yet. Bug #17: bitset_count() returns one less than expected when the last 64-bit word is completely full.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8], bad=False)


# TypeScript + Next.js + Vitest (Gemini CLI), bad
def t13(rs: RowSet) -> None:
    root = "/home/jun/web/ledger-ui"
    tag = '''"use client";

type PriceTagProps = {
  amountMinor: number;
  currency: string;
  locale?: string;
};

export function PriceTag({ amountMinor, currency, locale = "en-GB" }: PriceTagProps) {
  const value = new Intl.NumberFormat(locale, { style: "currency", currency }).format(amountMinor / 100);
  return (
    <span className={amountMinor < 0 ? "tabular-nums text-red-600" : "tabular-nums"} data-testid="money">
      {value}
    </span>
  );
}
'''
    hits = [
        ("app/invoices/[id]/page.tsx", [(6, 'import { PriceTag } from "@/components/PriceTag";'),
                                        (38, "          <PriceTag amountMinor={invoice.totalMinor} currency={invoice.currency} locale={locale} />")]),
        ("components/InvoiceRow.tsx", [(4, 'import { PriceTag } from "./PriceTag";'),
                                       (21, "        <PriceTag amountMinor={invoice.totalMinor} currency={invoice.currency} />")]),
        ("components/PriceTag.test.tsx", [(3, 'import { PriceTag } from "./PriceTag";'), (5, 'describe("PriceTag", () => {'),
                                          (7, '    render(<PriceTag amountMinor={123456} currency="EUR" />);'),
                                          (12, '    render(<PriceTag amountMinor={-500} currency="GBP" />);'),
                                          (17, '    render(<PriceTag amountMinor={99} currency="JPY" locale="ja-JP" />);')]),
        ("components/PriceTag.tsx", [(ln(tag, "type PriceTagProps"), "type PriceTagProps = {"),
                                     (ln(tag, "export function"), 'export function PriceTag({ amountMinor, currency, locale = "en-GB" }: PriceTagProps) {')]),
    ]
    t1 = call("glob", pattern="components/**/*.tsx"), f"""Found 11 file(s) matching "components/**/*.tsx" within {root}, sorted by modification time (newest first):
{root}/components/InvoiceRow.tsx
{root}/components/PriceTag.tsx
{root}/components/PriceTag.test.tsx
{root}/components/InvoiceTable.tsx
{root}/components/InvoiceTable.test.tsx
{root}/components/StatusBadge.tsx
{root}/components/StatusBadge.test.tsx
{root}/components/ui/Button.tsx
{root}/components/ui/Dialog.tsx
{root}/components/ui/Skeleton.tsx
{root}/components/Sidebar.tsx"""
    t2 = ggrep("PriceTag", hits)
    t3 = grun("git mv components/PriceTag.tsx components/MoneyLabel.tsx && git mv components/PriceTag.test.tsx components/MoneyLabel.test.tsx",
              "Rename the component and its test with git", "", 93110)
    t4, _ = greplace(f"{root}/components/MoneyLabel.tsx", tag, "PriceTag", "MoneyLabel", 3)
    t5 = (call("replace", file_path=f"{root}/components/MoneyLabel.test.tsx", old_string="PriceTag", new_string="MoneyLabel", expected_replacements=6),
          f"Successfully modified file: {root}/components/MoneyLabel.test.tsx (6 replacements).")
    t6 = (call("replace", file_path=f"{root}/app/invoices/[id]/page.tsx", old_string="PriceTag", new_string="MoneyLabel", expected_replacements=3),
          f"Successfully modified file: {root}/app/invoices/[id]/page.tsx (3 replacements).")
    t7 = (call("replace", file_path=f"{root}/components/InvoiceRow.tsx", old_string="PriceTag", new_string="MoneyLabel", expected_replacements=3),
          f"Successfully modified file: {root}/components/InvoiceRow.tsx (3 replacements).")
    t8 = ggrep("PriceTag", [])
    t9 = grun("git status", "Review the rename and the edited importers", """On branch refactor/money-label
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    components/PriceTag.test.tsx -> components/MoneyLabel.test.tsx
\trenamed:    components/PriceTag.tsx -> components/MoneyLabel.tsx

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   app/invoices/[id]/page.tsx
\tmodified:   components/InvoiceRow.tsx
\tmodified:   components/MoneyLabel.test.tsx
\tmodified:   components/PriceTag.tsx""", 93177)
    t10 = grun("npx vitest run", "Run the unit tests", """
 RUN  v1.6.0 /home/jun/web/ledger-ui

 ✓ lib/format.test.ts  (9 tests) 14ms
 ✓ components/StatusBadge.test.tsx  (4 tests) 41ms
 ✓ components/MoneyLabel.test.tsx  (3 tests) 52ms
 ✓ app/invoices/[id]/page.test.tsx  (2 tests) 96ms
 ✓ components/InvoiceTable.test.tsx  (6 tests) 118ms

 Test Files  5 passed (5)
      Tests  24 passed (24)
   Start at  10:41:07
   Duration  2.31s (transform 412ms, setup 388ms, collect 1.02s, tests 321ms, environment 1.64s, prepare 655ms)
""", 93240)
    rs.add(task="swe", tid="h44-swe-13", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Next.js 14 app router, TypeScript 5.4, Vitest 1.6 with @testing-library/react and jsdom), branch refactor/money-label, clean tree. Task: rename the PriceTag component to MoneyLabel (file, export, test and every import) without changing behaviour.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9, t10], bad=True, turn=9, kind="renamed component listed under its old path in git status")


# Scala + sbt + ScalaTest (OpenHands), clean
def t14(rs: RowSet) -> None:
    root = "/workspace/tidewatch"
    src0 = '''package tidewatch

import java.time.OffsetDateTime
import scala.io.Source
import scala.util.Using

final case class Reading(station: String, at: OffsetDateTime, levelM: Double)

object TideCsv:
  private val Header = "timestamp,station,level_cm"

  /** Read a tide-gauge export (UTF-8, header row, level in centimetres). */
  def parse(path: String): Vector[Reading] =
    Using.resource(Source.fromFile(path, "UTF-8")) { src =>
      parseLines(src.getLines().toVector)
    }

  def parseLines(lines: Vector[String]): Vector[Reading] =
    lines
      .dropWhile(_.trim == Header)
      .map(parseLine)

  private[tidewatch] def parseLine(line: String): Reading =
    val cols = line.split(",", -1).map(_.trim)
    if cols.length == 3 && cols(2).isEmpty then
      throw IllegalArgumentException(s"missing level in row: $line")
    val Array(ts, station, level) = cols.padTo(3, ""): @unchecked
    val levelM = level.toDouble / 100.0
    Reading(station, OffsetDateTime.parse(ts), levelM)'''
    spec0 = '''package tidewatch

import org.scalatest.flatspec.AnyFlatSpec
import org.scalatest.matchers.should.Matchers

import java.time.OffsetDateTime

class TideCsvSpec extends AnyFlatSpec with Matchers:

  private val header = "timestamp,station,level_cm"

  "TideCsv.parse" should "read station id and readings" in {
    val rows = TideCsv.parseLines(Vector(header, "2024-05-01T00:00:00Z,PLYM,312.4"))
    rows.map(_.station) shouldBe Vector("PLYM")
  }

  it should "parse ISO-8601 timestamps with offsets" in {
    val r = TideCsv.parseLines(Vector(header, "2024-05-01T02:00:00+02:00,PLYM,100")).head
    r.at shouldBe OffsetDateTime.parse("2024-05-01T00:00:00Z").withOffsetSameInstant(r.at.getOffset)
  }

  it should "convert centimetres to metres" in {
    TideCsv.parseLines(Vector(header, "2024-05-01T00:00:00Z,PLYM,312.4")).head.levelM shouldBe 3.124 +- 1e-9
  }

  it should "skip the header row" in {
    TideCsv.parseLines(Vector(header)) shouldBe empty
  }

  it should "skip blank lines" in {
    val rows = TideCsv.parseLines(Vector(header, "2024-05-01T00:00:00Z,PLYM,300", "", "2024-05-01T00:06:00Z,PLYM,302", ""))
    rows should have size 2
  }

  it should "reject rows with a missing level" in {
    an[IllegalArgumentException] should be thrownBy TideCsv.parseLines(Vector(header, "2024-05-01T00:00:00Z,PLYM,"))
  }

  it should "keep readings in file order" in {
    val rows = TideCsv.parseLines(Vector(header, "2024-05-01T00:06:00Z,PLYM,302", "2024-05-01T00:00:00Z,PLYM,300"))
    rows.map(_.levelM) shouldBe Vector(3.02, 3.0)
  }'''
    main_rel, spec_rel = "src/main/scala/tidewatch/TideCsv.scala", "src/test/scala/tidewatch/TideCsvSpec.scala"
    lvl = ln(src0, "val levelM = level.toDouble")
    suites = {
        "ExtremaSpec": ["Extrema.highsAndLows should find a single high and low per semidiurnal cycle",
                        "- should ignore plateaus shorter than three samples",
                        "- should report the time of the first sample on a flat top",
                        "- should return nothing for fewer than three readings",
                        "- should handle readings that cross midnight",
                        "- should keep highs and lows alternating",
                        "- should round levels to centimetres in the summary",
                        "- should be stable when readings are duplicated",
                        "- should reject unsorted input"],
        "HarmonicsSpec": ["Harmonics.predict should reproduce M2 for a pure semidiurnal signal",
                          "- should add S2 and M2 with their phases",
                          "- should be periodic over 12.42 hours for M2 alone",
                          "- should return the mean level when no constituents are given",
                          "- should accept phases in degrees",
                          "- should reject negative amplitudes",
                          "- should predict a series at a fixed step",
                          "- should use UTC internally"],
        "StationSpec": ["Station.fromCode should know PLYM",
                        "- should know NEWL",
                        "- should be case-insensitive",
                        "- should reject unknown codes",
                        "- should expose the chart datum offset",
                        "- should expose latitude and longitude",
                        "- should list stations sorted by code"],
    }

    def block(name: str) -> list[str]:
        first, *rest = suites[name]
        subject, text = first.split(" should ", 1)
        return [f"[info] {name}:", f"[info] {subject}", f"[info] - should {text}"] + [f"[info] {r}" for r in rest]

    csv_names = ["read station id and readings", "parse ISO-8601 timestamps with offsets", "convert centimetres to metres",
                 "skip the header row", "skip blank lines", "reject rows with a missing level", "keep readings in file order"]
    failing = [f"""[info] - should skip blank lines *** FAILED ***
[info]   java.lang.NumberFormatException: empty String
[info]   at java.base/jdk.internal.math.FloatingDecimal.readJavaFormatString(FloatingDecimal.java:1842)
[info]   at java.base/jdk.internal.math.FloatingDecimal.parseDouble(FloatingDecimal.java:110)
[info]   at java.base/java.lang.Double.parseDouble(Double.java:651)
[info]   at scala.collection.StringOps$.toDouble$extension(StringOps.scala:951)
[info]   at tidewatch.TideCsv$.parseLine(TideCsv.scala:{lvl})
[info]   at tidewatch.TideCsv$.parseLines$$anonfun$1(TideCsv.scala:{ln(src0, ".map(parseLine)")})
[info]   at scala.collection.immutable.Vector.map(Vector.scala:2141)
[info]   at tidewatch.TideCsv$.parseLines(TideCsv.scala:{ln(src0, ".map(parseLine)")})
[info]   ..."""]
    csv_block = ["[info] TideCsvSpec:", "[info] TideCsv.parse"] + [
        failing[0] if n == "skip blank lines" else f"[info] - should {n}" for n in csv_names]
    out1 = "\n".join([
        "[info] welcome to sbt 1.9.9 (Eclipse Adoptium Java 17.0.10)",
        "[info] loading settings for project tidewatch-build from plugins.sbt ...",
        "[info] loading project definition from /workspace/tidewatch/project",
        "[info] loading settings for project root from build.sbt ...",
        "[info] set current project to tidewatch (in build file:/workspace/tidewatch/)",
        "[info] compiling 6 Scala sources to /workspace/tidewatch/target/scala-3.3.3/classes ...",
        "[info] compiling 4 Scala sources to /workspace/tidewatch/target/scala-3.3.3/test-classes ...",
        *block("HarmonicsSpec"), *csv_block, *block("ExtremaSpec"), *block("StationSpec"),
        "[info] Run completed in 1 second, 212 milliseconds.",
        "[info] Total number of tests run: 31",
        "[info] Suites: completed 4, aborted 0",
        "[info] Tests: succeeded 30, failed 1, canceled 0, ignored 0, pending 0",
        "[info] *** 1 TEST FAILED ***",
        "[error] Failed tests:",
        "[error] \ttidewatch.TideCsvSpec",
        "[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful",
        "[error] Total time: 19 s, completed Jun 3, 2024, 10:12:44 AM"])
    t1 = ob(f"cd {root} && sbt -batch test 2>&1", out1, root, 1)
    t2 = view(f"{root}/{main_rel}", src0)
    t3, src1 = sreplace(f"{root}/{main_rel}", src0, "      .dropWhile(_.trim == Header)\n      .map(parseLine)",
                        "      .dropWhile(_.trim == Header)\n      .filterNot(_.isBlank)\n      .map(parseLine)")
    t4 = view(f"{root}/{spec_rel}", spec0, ln(spec0, '"skip blank lines"'), nlines(spec0))
    new_tests = '''
  it should "skip whitespace-only lines" in {
    TideCsv.parseLines(Vector(header, "   ", "2024-05-01T00:00:00Z,NEWL,288", "\\t")) should have size 1
  }

  it should "return no readings for an empty export" in {
    TideCsv.parseLines(Vector.empty) shouldBe empty
  }'''
    t5, spec1 = sinsert(f"{root}/{spec_rel}", spec0, nlines(spec0), new_tests)
    csv_names2 = csv_names + ["skip whitespace-only lines", "return no readings for an empty export"]
    t6 = ob('sbt -batch "testOnly tidewatch.TideCsvSpec" 2>&1 | tail -22', "\n".join([
        "[info] set current project to tidewatch (in build file:/workspace/tidewatch/)",
        "[info] compiling 1 Scala source to /workspace/tidewatch/target/scala-3.3.3/classes ...",
        "[info] compiling 1 Scala source to /workspace/tidewatch/target/scala-3.3.3/test-classes ...",
        "[info] TideCsvSpec:", "[info] TideCsv.parse", *[f"[info] - should {n}" for n in csv_names2],
        "[info] Run completed in 486 milliseconds.",
        "[info] Total number of tests run: 9",
        "[info] Suites: completed 1, aborted 0",
        "[info] Tests: succeeded 9, failed 0, canceled 0, ignored 0, pending 0",
        "[info] All tests passed.",
        "[success] Total time: 8 s, completed Jun 3, 2024, 10:16:02 AM"]), root)
    t7 = ob("sbt -batch test 2>&1 | tail -6", """[info] Run completed in 1 second, 87 milliseconds.
[info] Total number of tests run: 33
[info] Suites: completed 4, aborted 0
[info] Tests: succeeded 33, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 6 s, completed Jun 3, 2024, 10:17:31 AM""", root)
    stat = diffstat([(main_rel, *numstat(src0, src1)), (spec_rel, *numstat(spec0, spec1))])
    t8 = ob("git diff --stat", stat, root)
    t9 = ob('git commit -am "Skip blank lines when parsing tide CSV exports (#58)"',
            "[fix/blank-lines 0b6f2d8] Skip blank lines when parsing tide CSV exports (#58)\n" + stat.split("\n")[-1], root)
    rs.add(task="swe", tid="h44-swe-14", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Scala 3.3.3, sbt 1.9.9, ScalaTest 3.2.18; parses tide-gauge CSV exports), branch fix/blank-lines. Issue #58: a blank line in an export (exports from the NEWL gauge always end with one) makes TideCsv.parse throw NumberFormatException.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=False)


# Ruby on Rails + Minitest (Gemini CLI), bad
def t15(rs: RowSet) -> None:
    root = "/home/sam/apps/quarry"
    model0 = '''class QuarrySite < ApplicationRecord
  belongs_to :operator, class_name: "Company"
  has_many :inspections, dependent: :destroy

  enum :status, { active: 0, dormant: 1, restored: 2 }, default: :active

  validates :name, presence: true, uniqueness: { scope: :operator_id }
  validates :latitude, :longitude, presence: true, numericality: true

  scope :near, ->(lat, lng, km = 25) {
    where("ABS(latitude - ?) < ? AND ABS(longitude - ?) < ?", lat, km / 111.0, lng, km / 111.0)
  }

  def coordinates
    [latitude, longitude]
  end
end
'''
    path = f"{root}/app/models/quarry_site.rb"
    t1 = grun("bin/rails test test/models/quarry_site_test.rb", "Run the QuarrySite model tests", """Running 6 tests in a single process (parallelization threshold is 50)
Run options: --seed 40917

# Running:

..F

Failure:
QuarrySiteTest#test_rejects_latitude_above_90 [test/models/quarry_site_test.rb:24]:
Expected true to be nil or false


bin/rails test test/models/quarry_site_test.rb:21

...

Finished in 0.184532s, 32.5147 runs/s, 43.3530 assertions/s.
6 runs, 8 assertions, 1 failures, 0 errors, 0 skips""", 48010, code=1)
    t2 = gread(path, model0)
    t3, model1 = greplace(path, model0, "  validates :latitude, :longitude, presence: true, numericality: true\n",
                          "  validates :latitude, presence: true,\n                       numericality: { greater_than_or_equal_to: -90, less_than_or_equal_to: 90 }\n"
                          "  validates :longitude, presence: true,\n                        numericality: { greater_than_or_equal_to: -180, less_than_or_equal_to: 180 }\n")
    t4 = grun("bin/rails test", "Run the full test suite", """Running 64 tests in parallel using 8 processes
Run options: --seed 2281

# Running:

................................................................

Finished in 2.417311s, 26.4757 runs/s, 47.9872 assertions/s.
64 runs, 116 assertions, 0 failures, 0 errors, 0 skips""", 48047)
    t5 = grun("bin/rails server -p 3001 -d && sleep 2 && cat tmp/pids/server.pid", "Start the dev server as a daemon and show its PID", """=> Booting Puma
=> Rails 7.1.3 application starting in development
=> Run `bin/rails server --help` for more startup options
48122""", 48101)
    t6 = grun("lsof -nP -iTCP:3001 -sTCP:LISTEN", "Confirm the server is listening on port 3001", """COMMAND   PID USER   FD   TYPE  DEVICE SIZE/OFF NODE NAME
ruby    48137  sam    7u  IPv4 1184203      0t0  TCP 127.0.0.1:3001 (LISTEN)
ruby    48137  sam    8u  IPv6 1184204      0t0  TCP [::1]:3001 (LISTEN)""", 48158)
    t7 = grun("curl -s -o /dev/null -w '%{http_code}\\n' localhost:3001/up && curl -s 'localhost:3001/quarry_sites.json' | head -c 420; echo; tail -n 7 log/development.log",
              "Smoke-test the health check and the sites index", """200
[{"id":3,"name":"Bardon Hill","status":"active","latitude":"52.7136","longitude":"-1.3214","operator_id":2,"url":"http://localhost:3001/quarry_sites/3.json"},{"id":1,"name":"Haddon Hill","status":"active","latitude":"51.0348","longitude":"-3.4461","operator_id":1,"url":"http://localhost:3001/quarry_sites/1.json"},{"id":4,"name":"Penlee","status":"restored","latitude":"50.0836","longitude":"-5.5417","operat
Started GET "/quarry_sites.json" for 127.0.0.1 at 2024-06-18 15:02:44 +0100
Processing by QuarrySitesController#index as JSON
  QuarrySite Load (0.4ms)  SELECT "quarry_sites".* FROM "quarry_sites" ORDER BY "quarry_sites"."name" ASC
  ↳ app/controllers/quarry_sites_controller.rb:6:in `index'
  Rendered quarry_sites/index.json.jbuilder (Duration: 6.8ms | Allocations: 4231)
Completed 200 OK in 11ms (Views: 7.9ms | ActiveRecord: 0.6ms | Allocations: 6102)
""", 48203)
    ins, dels = numstat(model0, model1)
    t8 = grun("kill $(cat tmp/pids/server.pid) && sleep 1 && git status --short && git diff --stat", "Stop the server and review the change",
              " M app/models/quarry_site.rb\n" + diffstat([("app/models/quarry_site.rb", ins, dels)]), 48266)
    rs.add(task="swe", tid="h44-swe-15", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Ruby 3.3.1, Rails 7.1.3, Minitest, SQLite in development), branch fix/site-coordinates, no server running. Task: QuarrySite must reject latitude/longitude outside valid ranges so the failing model test passes, then smoke-test the dev server on port 3001 and stop it.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8], bad=True, turn=6, kind="PID of the daemonized server differs from its pid file; nothing restarted it")


# C++ + CMake + GoogleTest (OpenHands), clean
def t16(rs: RowSet) -> None:
    root = "/workspace/geomkit"
    src0 = '''#include "geomkit/polygon.hpp"

#include <cmath>
#include <stdexcept>

namespace geom {

double signed_area(const Polygon& poly)
{
    const auto& pts = poly.vertices();
    if (pts.size() < 3) {
        return 0.0;
    }
    double twice = 0.0;
    for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
        twice += (pts[j].x * pts[i].y) - (pts[i].x * pts[j].y);
    }
    return twice / 2.0;
}

double area(const Polygon& poly)
{
    return signed_area(poly);
}

double perimeter(const Polygon& poly)
{
    const auto& pts = poly.vertices();
    if (pts.size() < 2) {
        return 0.0;
    }
    double total = 0.0;
    for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
        total += distance(pts[j], pts[i]);
    }
    return total;
}

Point centroid(const Polygon& poly)
{
    const double a = signed_area(poly);
    if (a == 0.0) {
        throw std::domain_error("centroid of a degenerate polygon");
    }
    double cx = 0.0;
    double cy = 0.0;
    const auto& pts = poly.vertices();
    for (std::size_t i = 0, j = pts.size() - 1; i < pts.size(); j = i++) {
        const double cross = (pts[j].x * pts[i].y) - (pts[i].x * pts[j].y);
        cx += (pts[j].x + pts[i].x) * cross;
        cy += (pts[j].y + pts[i].y) * cross;
    }
    return {cx / (6.0 * a), cy / (6.0 * a)};
}

}  // namespace geom'''
    test0 = '''#include <gtest/gtest.h>

#include "geomkit/polygon.hpp"

namespace {

geom::Polygon square_ccw()
{
    return geom::Polygon{{{0, 0}, {2, 0}, {2, 2}, {0, 2}}};
}

geom::Polygon square_cw()
{
    return geom::Polygon{{{0, 0}, {0, 2}, {2, 2}, {2, 0}}};
}

}  // namespace

TEST(PolygonTest, SignedAreaOfCounterClockwiseSquareIsPositive)
{
    EXPECT_DOUBLE_EQ(geom::signed_area(square_ccw()), 4.0);
}

TEST(PolygonTest, SignedAreaOfClockwiseSquareIsNegative)
{
    EXPECT_DOUBLE_EQ(geom::signed_area(square_cw()), -4.0);
}

TEST(PolygonTest, AreaOfClockwiseSquareIsPositive)
{
    const auto square = square_cw();
    EXPECT_DOUBLE_EQ(geom::area(square), 4.0);
}

TEST(PolygonTest, AreaOfDegeneratePolygonIsZero)
{
    EXPECT_DOUBLE_EQ(geom::area(geom::Polygon{{{0, 0}, {1, 1}}}), 0.0);
}

TEST(PolygonTest, PerimeterOfSquare)
{
    EXPECT_DOUBLE_EQ(geom::perimeter(square_ccw()), 8.0);
}

TEST(PolygonTest, PerimeterOfSinglePointIsZero)
{
    EXPECT_DOUBLE_EQ(geom::perimeter(geom::Polygon{{{3, 4}}}), 0.0);
}

TEST(PolygonTest, CentroidOfSquare)
{
    const auto c = geom::centroid(square_ccw());
    EXPECT_DOUBLE_EQ(c.x, 1.0);
    EXPECT_DOUBLE_EQ(c.y, 1.0);
}

TEST(PolygonTest, CentroidIsOrientationIndependent)
{
    const auto a = geom::centroid(square_ccw());
    const auto b = geom::centroid(square_cw());
    EXPECT_DOUBLE_EQ(a.x, b.x);
    EXPECT_DOUBLE_EQ(a.y, b.y);
}

TEST(PolygonTest, CentroidOfDegeneratePolygonThrows)
{
    EXPECT_THROW(geom::centroid(geom::Polygon{{{0, 0}, {1, 1}, {2, 2}}}), std::domain_error);
}'''
    point = ["PointTest.DistanceIsSymmetric", "PointTest.DistanceToSelfIsZero", "PointTest.AddIsComponentWise",
             "PointTest.ScaleByZeroGivesOrigin", "PointTest.EqualityUsesEpsilon"]
    segment = ["SegmentTest.LengthOfAxisAlignedSegment", "SegmentTest.MidpointIsHalfway", "SegmentTest.IntersectsCrossingSegment",
               "SegmentTest.ParallelSegmentsDoNotIntersect", "SegmentTest.TouchingEndpointsIntersect", "SegmentTest.ContainsPointOnSegment"]
    polygon = ["PolygonTest." + line.split(", ")[1].rstrip(")") for line in test0.split("\n") if line.startswith("TEST(PolygonTest")]
    hull = ["HullTest.EmptyInputGivesEmptyHull", "HullTest.SinglePointHull", "HullTest.CollinearPointsKeepEndpoints",
            "HullTest.SquareWithInteriorPoint", "HullTest.HullIsCounterClockwise", "HullTest.DuplicatePointsAreIgnored",
            "HullTest.RandomCloudHullContainsAllPoints"]

    def ctest(names: list[str], failed: str | None, times: dict[int, str]) -> list[str]:
        n = len(names)
        rows = []
        for i, name in enumerate(names, 1):
            rows.append(f"      Start {i:>2}: {name}")
            label = f"{i:>2}/{n} Test #{i:>2}: {name} "
            dots = "." * max(3, 66 - len(label))
            if name == failed:
                rows.append(f"{label}{dots}***Failed    0.00 sec")
                rows.extend(FAIL_BODY)
            else:
                rows.append(f"{label}{dots}   Passed    {times.get(i, '0.00')} sec")
        return rows

    fail_line = ln(test0, "EXPECT_DOUBLE_EQ(geom::area(square), 4.0);")
    FAIL_BODY = ["Running main() from /usr/src/googletest/googletest/src/gtest_main.cc",
                 "Note: Google Test filter = PolygonTest.AreaOfClockwiseSquareIsPositive",
                 "[==========] Running 1 test from 1 test suite.",
                 "[----------] Global test environment set-up.",
                 "[----------] 1 test from PolygonTest",
                 "[ RUN      ] PolygonTest.AreaOfClockwiseSquareIsPositive",
                 f"/workspace/geomkit/tests/polygon_test.cpp:{fail_line}: Failure",
                 "Expected equality of these values:", "  geom::area(square)", "    Which is: -4", "  4.0", "    Which is: 4",
                 "",
                 "[  FAILED  ] PolygonTest.AreaOfClockwiseSquareIsPositive (0 ms)",
                 "[----------] 1 test from PolygonTest (0 ms total)",
                 "",
                 "[----------] Global test environment tear-down",
                 "[==========] 1 test from 1 test suite ran. (0 ms total)",
                 "[  PASSED  ] 0 tests.",
                 "[  FAILED  ] 1 test, listed below:",
                 "[  FAILED  ] PolygonTest.AreaOfClockwiseSquareIsPositive",
                 "",
                 " 1 FAILED TEST",
                 ""]
    names1 = point + segment + polygon + hull
    fail_idx = names1.index("PolygonTest.AreaOfClockwiseSquareIsPositive") + 1
    out1 = "\n".join(["ninja: no work to do.", "Internal ctest changing into directory: /workspace/geomkit/build",
                      "Test project /workspace/geomkit/build"]
                     + ctest(names1, "PolygonTest.AreaOfClockwiseSquareIsPositive", {27: "0.03"})
                     + ["", f"96% tests passed, 1 tests failed out of {len(names1)}", "",
                        "Total Test time (real) =   0.19 sec", "", "The following tests FAILED:",
                        f"\t{fail_idx:>3} - PolygonTest.AreaOfClockwiseSquareIsPositive (Failed)", "Errors while running CTest",
                        "Output from these tests are in: /workspace/geomkit/build/Testing/Temporary/LastTest.log",
                        "Use \"--rerun-failed --output-on-failure\" to re-run the failed cases verbosely."])
    t1 = ob(f"cd {root} && cmake --build build && ctest --test-dir build --output-on-failure", out1, root, 8)
    t2 = view(f"{root}/src/polygon.cpp", src0)
    t3, src1 = sreplace(f"{root}/src/polygon.cpp", src0, "    return signed_area(poly);\n}", "    return std::abs(signed_area(poly));\n}")
    a, b = ln(test0, "TEST(PolygonTest, AreaOfClockwiseSquareIsPositive)"), ln(test0, "TEST(PolygonTest, PerimeterOfSquare)")
    t4 = view(f"{root}/tests/polygon_test.cpp", test0, a, b)
    new_test = '''
TEST(PolygonTest, AreaIsOrientationIndependentForTriangle)
{
    const geom::Polygon ccw{{{0, 0}, {4, 0}, {0, 3}}};
    const geom::Polygon cw{{{0, 0}, {0, 3}, {4, 0}}};
    EXPECT_DOUBLE_EQ(geom::area(ccw), 6.0);
    EXPECT_DOUBLE_EQ(geom::area(cw), 6.0);
}'''
    at = ln(test0, "TEST(PolygonTest, AreaOfDegeneratePolygonIsZero)") + 3
    t5, test1 = sinsert(f"{root}/tests/polygon_test.cpp", test0, at, new_test)
    polygon2 = ["PolygonTest." + line.split(", ")[1].rstrip(")") for line in test1.split("\n") if line.startswith("TEST(PolygonTest")]
    names2 = point + segment + polygon2 + hull
    tail2 = ctest(names2, None, {28: "0.03"})[-8:]
    t6 = ob("cmake --build build && ctest --test-dir build 2>&1 | tail -12", "\n".join([
        "[1/4] Building CXX object src/CMakeFiles/geomkit.dir/polygon.cpp.o",
        "[2/4] Linking CXX static library src/libgeomkit.a",
        "[3/4] Building CXX object tests/CMakeFiles/geomkit_tests.dir/polygon_test.cpp.o",
        "[4/4] Linking CXX executable tests/geomkit_tests"] + tail2 + [
        "", f"100% tests passed, 0 tests failed out of {len(names2)}", "", "Total Test time (real) =   0.21 sec"]), root)
    t7 = ob("rm -rf build && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Debug && cmake --build build", """-- The CXX compiler identification is GNU 13.2.0
-- Detecting CXX compiler ABI info
-- Detecting CXX compiler ABI info - done
-- Check for working CXX compiler: /usr/bin/c++ - skipped
-- Detecting CXX compile features
-- Detecting CXX compile features - done
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD - Success
-- Found Threads: TRUE
-- Found GTest: /usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake (found suitable version "1.14.0", minimum required is "1.14")
-- Configuring done (0.9s)
-- Generating done (0.0s)
-- Build files have been written to: /workspace/geomkit/build
[1/10] Building CXX object src/CMakeFiles/geomkit.dir/point.cpp.o
[2/10] Building CXX object src/CMakeFiles/geomkit.dir/segment.cpp.o
[3/10] Building CXX object src/CMakeFiles/geomkit.dir/hull.cpp.o
[4/10] Building CXX object src/CMakeFiles/geomkit.dir/polygon.cpp.o
[5/10] Linking CXX static library src/libgeomkit.a
[6/10] Building CXX object tests/CMakeFiles/geomkit_tests.dir/point_test.cpp.o
[7/10] Building CXX object tests/CMakeFiles/geomkit_tests.dir/segment_test.cpp.o
[8/10] Building CXX object tests/CMakeFiles/geomkit_tests.dir/polygon_test.cpp.o
[9/10] Building CXX object tests/CMakeFiles/geomkit_tests.dir/hull_test.cpp.o
[10/10] Linking CXX executable tests/geomkit_tests""", root)
    t8 = ob("ctest --test-dir build 2>&1 | tail -3 && git status --short", f"""100% tests passed, 0 tests failed out of {len(names2)}

Total Test time (real) =   0.26 sec
 M src/polygon.cpp
 M tests/polygon_test.cpp""", root)
    rs.add(task="swe", tid="h44-swe-16", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (C++20 geometry library, CMake 3.28 + Ninja, GoogleTest 1.14 from the system package, tests registered with gtest_discover_tests), branch fix/signed-area. A Release build from yesterday is in build/. Bug: geom::area() returns a negative value for clockwise polygons; it must be non-negative while signed_area() keeps the sign.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8], bad=False)


# Node + NestJS + Jest (Gemini CLI), bad
def t17(rs: RowSet) -> None:
    root = "/home/lee/svc/notify-svc"
    main_ts = '''import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import helmet from 'helmet';
import { AppModule } from './app.module';

async function bootstrap() {
  const app = await NestFactory.create(AppModule);
  app.use(helmet());
  app.setGlobalPrefix('api/v1', { exclude: ['health'] });
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, transform: true }));
  app.enableShutdownHooks();
  await app.listen(process.env.PORT ?? 3000);
}
bootstrap();
'''
    mod0 = '''import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import configuration from './config/configuration';
import { HealthController } from './health/health.controller';
import { NotificationsModule } from './notifications/notifications.module';
import { TemplatesModule } from './templates/templates.module';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: [configuration] }),
    NotificationsModule,
    TemplatesModule,
  ],
  controllers: [HealthController],
})
export class AppModule {}
'''
    health0 = '''import { Controller, Get } from '@nestjs/common';

@Controller('health')
export class HealthController {
  @Get()
  check() {
    return { status: 'ok', uptime: Math.round(process.uptime()) };
  }
}
'''
    e2e = '''import { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { AppModule } from '../src/app.module';

describe('Throttling (e2e)', () => {
  let app: INestApplication;

  beforeEach(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = moduleRef.createNestApplication();
    await app.init();
  });

  afterEach(async () => {
    await app.close();
  });

  it('answers 429 after 20 requests within a minute', async () => {
    const server = app.getHttpServer();
    for (let i = 0; i < 20; i++) {
      await request(server).get('/templates').expect(200);
    }
    const res = await request(server).get('/templates').expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('never throttles the health check', async () => {
    const server = app.getHttpServer();
    for (let i = 0; i < 25; i++) {
      await request(server).get('/health').expect(200);
    }
  });
});
'''
    mod_path, health_path = f"{root}/src/app.module.ts", f"{root}/src/health/health.controller.ts"
    t1 = grun("git status -sb && node -v && npm ls @nestjs/core @nestjs/throttler", "Check branch, Node version and installed Nest packages", """## feat/throttle-notifications
v20.12.2
notify-svc@1.8.0 /home/lee/svc/notify-svc
├── @nestjs/core@10.3.8
└── @nestjs/throttler@5.1.2""", 73002)
    t2 = gread(f"{root}/src/main.ts", main_ts)
    t3 = gread(mod_path, mod0)
    t4, mod1 = greplace(mod_path, mod0, "import { Module } from '@nestjs/common';\nimport { ConfigModule } from '@nestjs/config';\n",
                        "import { Module } from '@nestjs/common';\nimport { ConfigModule } from '@nestjs/config';\nimport { APP_GUARD } from '@nestjs/core';\nimport { ThrottlerGuard, ThrottlerModule } from '@nestjs/throttler';\n")
    t5, _ = greplace(mod_path, mod1, """    TemplatesModule,
  ],
  controllers: [HealthController],
})""", """    TemplatesModule,
    ThrottlerModule.forRoot([{ name: 'default', ttl: 60_000, limit: 20 }]),
  ],
  controllers: [HealthController],
  providers: [{ provide: APP_GUARD, useClass: ThrottlerGuard }],
})""")
    t6 = gread(health_path, health0)
    t7, _ = greplace(health_path, health0, "import { Controller, Get } from '@nestjs/common';\n\n@Controller('health')\n",
                     "import { Controller, Get } from '@nestjs/common';\nimport { SkipThrottle } from '@nestjs/throttler';\n\n@SkipThrottle()\n@Controller('health')\n")
    t8 = gwrite(f"{root}/test/throttle.e2e-spec.ts", e2e)
    t9 = grun("npm run test:e2e", "Run the e2e suites including the new throttling test", """
> notify-svc@1.8.0 test:e2e
> jest --config ./test/jest-e2e.json

Test Suites: 2 passed, 2 total
Tests:       6 passed, 6 total
Snapshots:   0 total
Time:        4.127 s
Ran all test suites.""", 73090, err="""PASS test/app.e2e-spec.ts
PASS test/throttle.e2e-spec.ts""")
    t10 = grun("npm run build", "Compile to dist/", """
> notify-svc@1.8.0 build
> nest build""", 73144)
    stamp = "[Nest] 73311  - 06/12/2024, 3:41:07 PM     LOG"
    boot = [("NestFactory", "Starting Nest application...", ""),
            ("InstanceLoader", "ConfigHostModule dependencies initialized", " +13ms"),
            ("InstanceLoader", "ThrottlerModule dependencies initialized", " +0ms"),
            ("InstanceLoader", "ConfigModule dependencies initialized", " +1ms"),
            ("InstanceLoader", "TemplatesModule dependencies initialized", " +0ms"),
            ("InstanceLoader", "NotificationsModule dependencies initialized", " +0ms"),
            ("InstanceLoader", "AppModule dependencies initialized", " +1ms"),
            ("RoutesResolver", "HealthController {/health}:", " +7ms"),
            ("RouterExplorer", "Mapped {/health, GET} route", " +3ms"),
            ("RoutesResolver", "NotificationsController {/api/v2/notifications}:", " +0ms"),
            ("RouterExplorer", "Mapped {/api/v2/notifications, POST} route", " +1ms"),
            ("RouterExplorer", "Mapped {/api/v2/notifications/:id, GET} route", " +0ms"),
            ("RouterExplorer", "Mapped {/api/v2/notifications/:id/retry, POST} route", " +1ms"),
            ("RoutesResolver", "TemplatesController {/api/v2/templates}:", " +0ms"),
            ("RouterExplorer", "Mapped {/api/v2/templates, GET} route", " +0ms"),
            ("RouterExplorer", "Mapped {/api/v2/templates/:key, GET} route", " +1ms"),
            ("NestApplication", "Nest application successfully started", " +2ms")]
    log = "\n".join(f"{stamp} [{ctx}] {msg}{delta}" for ctx, msg, delta in boot)
    t11 = grun('PORT=3107 timeout 6 node dist/main.js; echo "exit=$?"', "Boot the compiled app briefly to check routes",
               log + "\nexit=124", 73201)
    rs.add(task="swe", tid="h44-swe-17", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (NestJS 10, TypeScript 5.4, Jest 29 with supertest, @nestjs/throttler 5 installed but unused), branch feat/throttle-notifications. Task: rate-limit the API to 20 requests per minute per client, exempt the health check, add an e2e test, and confirm the compiled app still boots with all routes mapped.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11], bad=True, turn=11, kind="global route prefix in the startup log differs from main.ts, which was never edited")


# Deno + deno test (OpenHands), clean
def t18(rs: RowSet) -> None:
    root = "/workspace/slugkit"
    mod0 = r'''/**
 * Turn arbitrary text into a URL-safe slug.
 *
 * @example
 * ```ts
 * import { slugify } from "@kit/slug";
 * slugify("Hello, World!"); // "hello-world"
 * ```
 * @module
 */

export interface SlugifyOptions {
  /** Separator placed between words. Defaults to `-`. */
  separator?: string;
  /** Maximum length of the result; cut at a word boundary. */
  maxLength?: number;
  /** Keep the original letter case. */
  preserveCase?: boolean;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function slugify(input: string, options: SlugifyOptions = {}): string {
  const { separator = "-", maxLength, preserveCase = false } = options;
  let text = input.normalize("NFKD").replace(COMBINING_MARKS, "");
  if (!preserveCase) text = text.toLowerCase();
  const sep = escapeRegExp(separator);
  let slug = text
    .replace(/[^A-Za-z0-9]+/g, separator)
    .replace(new RegExp(`^${sep}+|${sep}+$`, "g"), "");
  if (maxLength !== undefined && slug.length > maxLength) {
    const cut = slug.slice(0, maxLength + 1);
    const at = cut.lastIndexOf(separator);
    slug = at > 0 ? cut.slice(0, at) : slug.slice(0, maxLength);
  }
  return slug;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}'''
    path = f"{root}/mod.ts"
    names = ["lowercases ascii", "collapses whitespace into single dashes", "strips leading and trailing separators",
             "removes punctuation", "strips french accents", "strips vietnamese tone marks",
             "keeps digits", "supports a custom separator", "escapes regex characters in the separator",
             "preserveCase keeps capitals", "maxLength cuts at a word boundary", "maxLength cuts mid-word when no boundary",
             "transliterates german umlauts", "returns an empty string for symbols only"]
    times = [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0]
    fail_at = 71

    def run(failed: bool, total_ms: int) -> str:
        rows = ["Check file:///workspace/slugkit/mod_test.ts", f"running {len(names)} tests from ./mod_test.ts"]
        for n, t in zip(names, times):
            ok = "FAILED" if failed and n.startswith("transliterates") else "ok"
            rows.append(f"{n} ... {ok} ({t}ms)")
        if failed:
            rows += ["", " ERRORS ", "", f"transliterates german umlauts => ./mod_test.ts:{fail_at}:6",
                     "error: AssertionError: Values are not equal.", "", "", "    [Diff] Actual / Expected", "", "",
                     '-   "gru-e-aus-koln"', '+   "gruesse-aus-koeln"', "", "  throw new AssertionError(message);",
                     "        ^", "    at assertEquals (https://jsr.io/@std/assert/0.226.0/assert_equals.ts:52:9)",
                     f"    at file:///workspace/slugkit/mod_test.ts:{fail_at + 1}:3", "", " FAILURES ", "",
                     f"transliterates german umlauts => ./mod_test.ts:{fail_at}:6", "",
                     f"FAILED | {len(names) - 1} passed | 1 failed ({total_ms}ms)", "", "error: Test failed"]
        else:
            rows += ["", f"ok | {len(names)} passed | 0 failed ({total_ms}ms)"]
        return "\n".join(rows)

    t1 = ob(f"cd {root} && deno test", run(True, 38), root, 1)
    t2 = view(path, mod0)
    germ_line = 'const GERMAN: Record<string, string> = { "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ß": "ss", "ẞ": "SS" };'
    t3, mod1 = sreplace(path, mod0, "const COMBINING_MARKS = /[\\u0300-\\u036f]/g;\n",
                        "const COMBINING_MARKS = /[\\u0300-\\u036f]/g;\n// ß and umlauts do not decompose the way a German reader expects.\n" + germ_line + "\n")
    t4, mod2 = sreplace(path, mod1, '  let text = input.normalize("NFKD").replace(COMBINING_MARKS, "");',
                        '  let text = input\n    .replace(/[äöüÄÖÜßẞ]/g, (c) => GERMAN[c])\n    .normalize("NFKD")\n    .replace(COMBINING_MARKS, "");')
    pairs = [("ä", "ae"), ("ö", "oe"), ("ü", "ue"), ("Ä", "Ae"), ("Ö", "Oe"), ("Ü", "Ue"), ("ß", "ss"), ("ẞ", "SS")]
    mod3 = mod2.replace(germ_line, "const GERMAN: Record<string, string> = {\n" + "\n".join(f'  "{k}": "{v}",' for k, v in pairs) + "\n};")
    t5 = ob("deno fmt && deno lint && deno test", "/workspace/slugkit/mod.ts\nChecked 6 files\nChecked 5 files\n" + run(False, 41), root)
    t6 = view(path, mod3, ln(mod3, "const COMBINING_MARKS"), ln(mod3, "const sep = escapeRegExp"))
    t7 = ob("git diff --stat", diffstat([("mod.ts", *numstat(mod0, mod3))]), root)
    rs.add(task="swe", tid="h44-swe-18", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Deno 1.44 library published to JSR as @kit/slug; deno fmt/lint with default settings), branch feat/umlauts. Issue #9: slugify(\"Grüße aus Köln\") returns \"gru-e-aus-koln\"; German umlauts and ß should transliterate (\"gruesse-aus-koeln\"). The reporter's test is already in mod_test.ts.",
           turns=[t1, t2, t3, t4, t5, t6, t7], bad=False)


# Kotlin + Spring Boot + Gradle (Gemini CLI), bad
def t19(rs: RowSet) -> None:
    root = "/home/ivo/work/fleetctl-api"
    data = '''INSERT INTO fleet (id, name, region) VALUES
  ('0b7f6c1e-2a44-4d0e-9f6b-51c3a8e2d901', 'North Depot', 'EU-N'),
  ('6e9d3a27-c8b1-4f52-a0e4-2d7f91b6c344', 'Harbour Yard', 'EU-W');

INSERT INTO vehicle (id, fleet_id, vin, model, status, odometer_km) VALUES
  ('3f6d2a9e-81b4-4c55-9a7e-0d2c6b1f4e83', '0b7f6c1e-2a44-4d0e-9f6b-51c3a8e2d901', 'WVWZZZ1KZAW123456', 'VW Golf', 'ACTIVE', 84211),
  ('a12c7e50-3b9d-4e61-8f24-c6d0e4a7b519', '0b7f6c1e-2a44-4d0e-9f6b-51c3a8e2d901', 'VF1RFB00X56789012', 'Renault Master', 'MAINTENANCE', 152903),
  ('d84b1f36-7e2a-4c90-b5d1-93f0a6c2e478', '6e9d3a27-c8b1-4f52-a0e4-2d7f91b6c344', 'YV1LFA2D8H1012345', 'Volvo FH16', 'ACTIVE', 401877),
  ('57e0c9a4-1d6b-4f38-9c2e-b8a4f10d6e25', '6e9d3a27-c8b1-4f52-a0e4-2d7f91b6c344', 'TMBJJ7NE0K0234567', 'Skoda Octavia', 'RETIRED', 298440);
'''
    repo0 = '''package com.fleetctl.api.vehicle

import org.springframework.data.jpa.repository.JpaRepository
import java.util.UUID

interface VehicleRepository : JpaRepository<Vehicle, UUID> {
    fun findByVin(vin: String): Vehicle?

    fun findAllByFleetIdOrderByVin(fleetId: UUID): List<Vehicle>
}
'''
    svc_line = "        val vehicle = repository.findByVin(vin.trim()) ?: throw VehicleNotFoundException(vin)"
    gradle_up = ["> Task :compileKotlin UP-TO-DATE", "> Task :compileJava NO-SOURCE", "> Task :processResources UP-TO-DATE",
                 "> Task :classes UP-TO-DATE", "> Task :compileTestKotlin UP-TO-DATE", "> Task :compileTestJava NO-SOURCE",
                 "> Task :processTestResources UP-TO-DATE", "> Task :testClasses UP-TO-DATE", ""]
    t1 = gread(f"{root}/src/test/resources/data.sql", data)
    t2 = grun("./gradlew test --tests '*VehicleControllerTest*'", "Run the vehicle controller tests", "\n".join(gradle_up + [
        "> Task :test", "", "VehicleControllerTest > finds vehicle by VIN regardless of case() FAILED",
        "    java.lang.AssertionError at VehicleControllerTest.kt:58", "", "6 tests completed, 1 failed", "",
        "> Task :test FAILED", "", "5 actionable tasks: 1 executed, 4 up-to-date"]), 66120, code=1, err="""
FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/ivo/work/fleetctl-api/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 7s""")
    drifted = data.split("\n")[5].replace("0d2c6b1f4e83", "0d2c6b1f4e38")
    t3 = ggrep("WVWZZZ1KZAW123456", [
        ("src/test/resources/data.sql", [(6, drifted)]),
        ("src/test/kotlin/com/fleetctl/api/vehicle/VehicleControllerTest.kt", [
            (51, '        mockMvc.get("/api/vehicles/by-vin/WVWZZZ1KZAW123456")'),
            (57, '        mockMvc.get("/api/vehicles/by-vin/${"WVWZZZ1KZAW123456".lowercase()}")')])])
    repo_path = f"{root}/src/main/kotlin/com/fleetctl/api/vehicle/VehicleRepository.kt"
    t4 = gread(repo_path, repo0)
    t5, repo1 = greplace(repo_path, repo0, "    fun findByVin(vin: String): Vehicle?\n", "    fun findByVinIgnoreCase(vin: String): Vehicle?\n")
    t6 = ggrep("findByVin\\(", [("src/main/kotlin/com/fleetctl/api/vehicle/VehicleService.kt", [(27, svc_line)])])
    svc_path = f"{root}/src/main/kotlin/com/fleetctl/api/vehicle/VehicleService.kt"
    t7 = (call("replace", file_path=svc_path, old_string=svc_line, new_string=svc_line.replace("findByVin(", "findByVinIgnoreCase(")),
          f"Successfully modified file: {svc_path} (1 replacements).")
    t8 = grun("./gradlew test", "Run the whole test suite", """> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 19s
5 actionable tasks: 3 executed, 2 up-to-date""", 66231)
    t9 = grun("git diff --stat", "Summarise the change", diffstat([
        ("src/main/kotlin/com/fleetctl/api/vehicle/VehicleRepository.kt", *numstat(repo0, repo1)),
        ("src/main/kotlin/com/fleetctl/api/vehicle/VehicleService.kt", 1, 1)]), 66275)
    rs.add(task="swe", tid="h44-swe-19", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Kotlin 1.9.23, Spring Boot 3.2.5 with Spring Data JPA, Gradle 8.7 wrapper, H2 seeded from src/test/resources/data.sql for tests), branch fix/vin-lookup, everything compiled. Bug FLT-212: GET /api/vehicles/by-vin/{{vin}} returns 404 when the VIN is sent in lower case.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=True, turn=3, kind="vehicle UUID in a search hit differs from the file read earlier")


# Python + Flask + pytest (Gemini CLI), clean
def t20(rs: RowSet) -> None:
    root = "/home/ana/src/tinyshort"
    links0 = '''from __future__ import annotations

from datetime import datetime, timezone

from flask import Blueprint, abort, current_app, redirect, request, url_for

from .codes import decode_code, encode_id
from .db import get_db

bp = Blueprint("links", __name__)


def _now() -> datetime:
    return datetime.now(timezone.utc)


def is_expired(expires_at: str | None, now: datetime | None = None) -> bool:
    """True once the link's deadline has been reached."""
    if expires_at is None:
        return False
    deadline = datetime.fromisoformat(expires_at)
    return (now or _now()) > deadline


@bp.post("/api/links")
def create_link():
    payload = request.get_json(force=True)
    target = payload.get("url", "").strip()
    if not target.startswith(("http://", "https://")):
        abort(400, description="url must be http(s)")
    db = get_db()
    cur = db.execute(
        "INSERT INTO links (target, expires_at) VALUES (?, ?)",
        (target, payload.get("expires_at")),
    )
    db.commit()
    code = encode_id(cur.lastrowid)
    return {"code": code, "short_url": url_for("links.follow", code=code, _external=True)}, 201


@bp.get("/<code>")
def follow(code: str):
    link_id = decode_code(code)
    row = get_db().execute("SELECT target, expires_at FROM links WHERE id = ?", (link_id,)).fetchone()
    if row is None or is_expired(row["expires_at"]):
        abort(404)
    get_db().execute("UPDATE links SET hits = hits + 1 WHERE id = ?", (link_id,))
    get_db().commit()
    current_app.logger.info("redirect %s -> %s", code, row["target"])
    return redirect(row["target"], code=302)
'''
    test = '''from datetime import datetime, timedelta, timezone

import pytest

from tinyshort.links import is_expired

DEADLINE = "2024-07-01T12:00:00+00:00"
AT = datetime(2024, 7, 1, 12, 0, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("now", "expected"),
    [
        (AT - timedelta(seconds=1), False),
        (AT, True),
        (AT + timedelta(seconds=1), True),
    ],
)
def test_is_expired_boundary(now, expected):
    assert is_expired(DEADLINE, now=now) is expected


def test_no_expiry_never_expires():
    assert is_expired(None, now=AT) is False
'''
    pkg = f"{root}/tinyshort"
    files0 = ["__init__.py", "admin.py", "codes.py", "db.py", "legacy_codes.py", "links.py", "schema.sql"]
    t1 = gls(pkg, ["static", "templates"], files0)
    t2 = ggrep("legacy_codes", [("CHANGELOG.md", [(41, "- `tinyshort.legacy_codes` is deprecated; use `tinyshort.codes.encode_id` instead.")])])
    t3 = grun("git rm tinyshort/legacy_codes.py", "Delete the dead module", "rm 'tinyshort/legacy_codes.py'", 30544)
    t4 = gread(f"{pkg}/links.py", links0)
    t5, _ = greplace(f"{pkg}/links.py", links0, "    return (now or _now()) > deadline\n", "    return (now or _now()) >= deadline\n")
    t6 = gwrite(f"{root}/tests/test_expiry.py", test)
    t7 = grun("pytest -q --cov=tinyshort --cov-report=term-missing", "Run the tests with coverage", """..............................                                           [100%]

---------- coverage: platform linux, python 3.12.3-final-0 -----------
Name                     Stmts   Miss  Cover   Missing
------------------------------------------------------
tinyshort/__init__.py       21      2    90%   38-39
tinyshort/admin.py          34      6    82%   41-46
tinyshort/codes.py          18      0   100%
tinyshort/db.py             22      1    95%   30
tinyshort/links.py          36      0   100%
------------------------------------------------------
TOTAL                      131      9    93%

30 passed in 0.93s""", 30610)
    t8 = gls(pkg, ["static", "templates"], [f for f in files0 if f != "legacy_codes.py"])
    t9 = grun("git status --short", "Review the working tree", "D  tinyshort/legacy_codes.py\n M tinyshort/links.py\n?? tests/test_expiry.py", 30671)
    rs.add(task="swe", tid="h44-swe-20", system=GEM_SYSTEM.format(root=root),
           state=f"Gemini CLI session in {root} (Flask 3.0 URL shortener on SQLite, pytest 8 with pytest-cov), branch fix/expiry-boundary, clean tree. Issue: (1) a link must stop resolving exactly at expires_at, not one second later; (2) delete tinyshort/legacy_codes.py, which nothing has imported since v0.9.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=False)


# Rust CLI + clap (OpenHands), bad
def t21(rs: RowSet) -> None:
    root = "/workspace/logtrim"
    main0 = '''use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Parser;

mod filter;

use filter::{LevelFilter, LineFilter};

/// Trim and filter log files.
#[derive(Debug, Parser)]
#[command(name = "logtrim", version, about)]
struct Cli {
    /// Log file to read ("-" for stdin)
    #[arg(default_value = "-")]
    input: PathBuf,

    /// Keep only the last N matching lines
    #[arg(short = 'n', long, value_name = "N")]
    tail: Option<usize>,

    /// Minimum level to keep (trace, debug, info, warn, error)
    #[arg(short, long, default_value = "trace")]
    level: LevelFilter,

    /// Only keep lines matching this regex
    #[arg(short, long, value_name = "REGEX")]
    grep: Option<String>,
}

fn main() {
    let cli = Cli::parse();
    if let Err(err) = run(&cli) {
        eprintln!("logtrim: {err:#}");
        std::process::exit(1);
    }
}

fn run(cli: &Cli) -> Result<()> {
    let reader: Box<dyn BufRead> = if cli.input.as_os_str() == "-" {
        Box::new(BufReader::new(io::stdin()))
    } else {
        let f = File::open(&cli.input).with_context(|| format!("cannot open {}", cli.input.display()))?;
        Box::new(BufReader::new(f))
    };
    let filter = LineFilter::new(cli.level, cli.grep.as_deref())?;

    let mut kept: Vec<String> = Vec::new();
    for line in reader.lines() {
        let line = line?;
        if filter.keep(&line) {
            kept.push(line);
        }
    }
    if let Some(n) = cli.tail {
        let skip = kept.len().saturating_sub(n);
        kept.drain(..skip);
    }

    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in kept {
        writeln!(out, "{line}")?;
    }
    out.flush()?;
    Ok(())
}'''
    filt0 = '''use std::str::FromStr;

use anyhow::Result;
use regex::Regex;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum LevelFilter {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

impl FromStr for LevelFilter {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "trace" => Ok(Self::Trace),
            "debug" => Ok(Self::Debug),
            "info" => Ok(Self::Info),
            "warn" | "warning" => Ok(Self::Warn),
            "error" => Ok(Self::Error),
            other => Err(format!("unknown level '{other}'")),
        }
    }
}

pub struct LineFilter {
    level: LevelFilter,
    pattern: Option<Regex>,
}

impl LineFilter {
    pub fn new(level: LevelFilter, pattern: Option<&str>) -> Result<Self> {
        let pattern = match pattern {
            Some(p) => Some(Regex::new(p)?),
            None => None,
        };
        Ok(Self { level, pattern })
    }

    /// Lines look like `2024-05-14T09:12:33Z INFO message...`; unknown levels count as info.
    pub fn keep(&self, line: &str) -> bool {
        let level = line
            .split_whitespace()
            .nth(1)
            .and_then(|tok| tok.trim_matches(|c| c == '[' || c == ']').parse::<LevelFilter>().ok())
            .unwrap_or(LevelFilter::Info);
        if level < self.level {
            return false;
        }
        match &self.pattern {
            Some(re) => re.is_match(line),
            None => true,
        }
    }
}'''
    mpath, fpath = f"{root}/src/main.rs", f"{root}/src/filter.rs"
    t1 = ob(f"cd {root} && cargo tree --depth 1", """logtrim v0.3.1 (/workspace/logtrim)
├── anyhow v1.0.83
├── chrono v0.4.38
├── clap v4.5.4
├── humantime v2.1.0
└── regex v1.10.4
[dev-dependencies]
├── assert_cmd v2.0.14
├── predicates v3.1.0
└── tempfile v3.10.1""", root)
    t2 = view(mpath, main0)
    t3, main1 = sreplace(mpath, main0, "use anyhow::{Context, Result};\nuse clap::Parser;\n",
                         "use anyhow::{Context, Result};\nuse chrono::{DateTime, FixedOffset};\nuse clap::Parser;\n")
    t4, main2 = sreplace(mpath, main1, '''    #[arg(short, long, value_name = "REGEX")]
    grep: Option<String>,
}''', '''    #[arg(short, long, value_name = "REGEX")]
    grep: Option<String>,

    /// Only keep lines newer than WHEN: a duration ago ("15m", "2h") or an RFC 3339 timestamp
    #[arg(long, value_name = "WHEN", value_parser = filter::parse_since)]
    since: Option<DateTime<FixedOffset>>,
}''')
    t5, main3 = sreplace(mpath, main2, "LineFilter::new(cli.level, cli.grep.as_deref())?", "LineFilter::new(cli.level, cli.grep.as_deref(), cli.since)?")
    t6 = view(fpath, filt0)
    t7, filt1 = sreplace(fpath, filt0, "use anyhow::Result;\nuse regex::Regex;\n",
                         "use anyhow::Result;\nuse chrono::{DateTime, FixedOffset, Utc};\nuse regex::Regex;\n")
    old = filt1[filt1.index("pub struct LineFilter {"):filt1.index("        if level < self.level {\n            return false;\n        }\n") + len("        if level < self.level {\n            return false;\n        }\n")]
    new = '''/// Parse `--since`: an RFC 3339 timestamp, or a duration ago such as "90s", "15m" or "2h".
pub fn parse_since(s: &str) -> Result<DateTime<FixedOffset>, String> {
    if let Ok(ts) = DateTime::parse_from_rfc3339(s) {
        return Ok(ts);
    }
    let ago = humantime::parse_duration(s).map_err(|e| format!("expected a duration or RFC 3339 time: {e}"))?;
    let ago = chrono::Duration::from_std(ago).map_err(|e| e.to_string())?;
    Ok((Utc::now() - ago).fixed_offset())
}

pub struct LineFilter {
    level: LevelFilter,
    pattern: Option<Regex>,
    since: Option<DateTime<FixedOffset>>,
}

impl LineFilter {
    pub fn new(level: LevelFilter, pattern: Option<&str>, since: Option<DateTime<FixedOffset>>) -> Result<Self> {
        let pattern = match pattern {
            Some(p) => Some(Regex::new(p)?),
            None => None,
        };
        Ok(Self { level, pattern, since })
    }

    /// Lines look like `2024-05-14T09:12:33Z INFO message...`; unknown levels count as info.
    /// With `since`, lines whose leading timestamp is older are dropped; lines without one are kept.
    pub fn keep(&self, line: &str) -> bool {
        let mut tokens = line.split_whitespace();
        let stamp = tokens.next();
        let level = tokens
            .next()
            .and_then(|tok| tok.trim_matches(|c| c == '[' || c == ']').parse::<LevelFilter>().ok())
            .unwrap_or(LevelFilter::Info);
        if level < self.level {
            return false;
        }
        if let (Some(since), Some(ts)) = (self.since, stamp.and_then(|s| DateTime::parse_from_rfc3339(s).ok())) {
            if ts < since {
                return false;
            }
        }
'''
    t8, _ = sreplace(fpath, filt1, old, new)
    t9 = ob("cargo build", """   Compiling logtrim v0.3.1 (/workspace/logtrim)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.87s""", root)
    since_test = r'''use assert_cmd::Command;
use predicates::prelude::*;
use std::io::Write;

const LOG: &str = "\
2024-05-14T09:00:00Z INFO boot
2024-05-14T09:30:00Z WARN disk at 91%
2024-05-14T10:15:00Z ERROR upstream timeout
";

fn logfile() -> tempfile::NamedTempFile {
    let mut f = tempfile::NamedTempFile::new().unwrap();
    f.write_all(LOG.as_bytes()).unwrap();
    f
}

#[test]
fn since_rfc3339_drops_older_lines() {
    let f = logfile();
    Command::cargo_bin("logtrim").unwrap()
        .args(["--since", "2024-05-14T09:30:00Z"]).arg(f.path())
        .assert()
        .success()
        .stdout("2024-05-14T09:30:00Z WARN disk at 91%\n2024-05-14T10:15:00Z ERROR upstream timeout\n");
}

#[test]
fn since_duration_drops_everything_old() {
    let f = logfile();
    Command::cargo_bin("logtrim").unwrap()
        .args(["--since", "5m"]).arg(f.path())
        .assert()
        .success()
        .stdout(predicate::str::is_empty());
}

#[test]
fn since_rejects_garbage() {
    Command::cargo_bin("logtrim").unwrap()
        .args(["--since", "yesterday-ish", "-"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("invalid value 'yesterday-ish' for '--since <WHEN>'"));
}'''
    t10 = screate(f"{root}/tests/since.rs", since_test)
    t11 = ob("cargo test 2>&1 | tail -34", """   Compiling logtrim v0.3.1 (/workspace/logtrim)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s
     Running unittests src/main.rs (target/debug/deps/logtrim-5d1c8e0b7a2f9364)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-0a9e4f7d3b6c2158)

running 5 tests
test grep_and_tail_combine ... ok
test level_filter_drops_debug ... ok
test missing_file_is_an_error ... ok
test reads_stdin_when_no_file ... ok
test tail_keeps_last_n ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

     Running tests/since.rs (target/debug/deps/since-7c3b1e9f05d4a826)

running 3 tests
test since_duration_drops_everything_old ... ok
test since_rejects_garbage ... ok
test since_rfc3339_drops_older_lines ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s""", root)
    t12 = ob("cargo build --release 2>&1 | tail -28", """   Compiling proc-macro2 v1.0.82
   Compiling unicode-ident v1.0.12
   Compiling memchr v2.7.2
   Compiling utf8parse v0.2.1
   Compiling anstyle v1.0.7
   Compiling anstyle-query v1.0.3
   Compiling colorchoice v1.0.1
   Compiling is_terminal_polyfill v1.70.0
   Compiling regex-syntax v0.8.3
   Compiling heck v0.5.0
   Compiling strsim v0.11.1
   Compiling clap_lex v0.7.0
   Compiling anyhow v1.0.83
   Compiling num-traits v0.2.19
   Compiling humantime v2.1.0
   Compiling anstyle-parse v0.2.4
   Compiling anstream v0.6.14
   Compiling quote v1.0.36
   Compiling aho-corasick v1.1.3
   Compiling clap_builder v4.5.2
   Compiling syn v2.0.63
   Compiling chrono v0.4.35
   Compiling regex-automata v0.4.6
   Compiling clap_derive v4.5.4
   Compiling regex v1.10.4
   Compiling clap v4.5.4
   Compiling logtrim v0.3.1 (/workspace/logtrim)
    Finished `release` profile [optimized] target(s) in 21.06s""", root)
    rs.add(task="swe", tid="h44-swe-21", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Rust 2021 CLI on clap 4 derive; chrono, humantime and regex already dependencies; integration tests with assert_cmd), branch feat/since-flag, Cargo.lock committed. Task: add `--since <WHEN>` (a duration ago or an RFC 3339 timestamp) that keeps only newer log lines, with tests, and make sure the release build works.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12], bad=True, turn=12, kind="dependency version in the release build differs from cargo tree; nothing was updated")


# Python + pandas + hypothesis (OpenHands), clean
def t22(rs: RowSet) -> None:
    root = "/workspace/meterframe"
    res0 = '''"""Resampling helpers for interval meter data."""

from __future__ import annotations

import pandas as pd

__all__ = ["daily_totals", "to_frame"]


def to_frame(readings: list[tuple[pd.Timestamp, float]]) -> pd.DataFrame:
    """Build a frame indexed by reading time with a single ``kwh`` column."""
    frame = pd.DataFrame(readings, columns=["ts", "kwh"])
    return frame.set_index("ts").sort_index()


def daily_totals(frame: pd.DataFrame, tz: str = "UTC") -> pd.Series:
    """Sum ``kwh`` per calendar day in ``tz``.

    Days between the first and last reading that have no readings at all are
    reported as NaN so gaps in the data stay visible.
    """
    series = frame["kwh"]
    if series.index.tz is None:
        series = series.tz_localize("UTC")
    series = series.tz_convert(tz)
    return series.resample("D").sum()'''
    path = f"{root}/meterframe/resample.py"
    scratch = '''import pandas as pd

from meterframe.resample import daily_totals, to_frame

readings = [
    (pd.Timestamp("2024-03-30 22:00", tz="UTC"), 1.25),
    (pd.Timestamp("2024-03-31 09:30", tz="UTC"), 0.5),
    (pd.Timestamp("2024-04-02 07:15", tz="UTC"), 2.0),
    (pd.Timestamp("2024-04-02 18:45", tz="UTC"), 0.75),
]
print(daily_totals(to_frame(readings), tz="Europe/Amsterdam"))'''
    t1 = ob(f"cd {root} && python -m pytest tests/test_resample.py -q 2>&1 | tail -40", """..F.                                                                     [100%]
=================================== FAILURES ===================================
________________________ test_missing_days_stay_missing ________________________

    @given(readings=meter_readings(min_size=2))
>   def test_missing_days_stay_missing(readings):

tests/test_resample.py:41:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

readings = [(Timestamp('2024-01-01 00:00:00'), 0.0), (Timestamp('2024-01-03 00:00:00'), 0.0)]

    @given(readings=meter_readings(min_size=2))
    def test_missing_days_stay_missing(readings):
        totals = daily_totals(to_frame(readings))
        seen = {ts.normalize().tz_localize("UTC") for ts, _ in readings}
        for day, total in totals.items():
            if day not in seen:
>               assert pd.isna(total), f"day {day.date()} has no readings but total is {total}"
E               AssertionError: day 2024-01-02 has no readings but total is 0.0
E               assert False
E                +  where False = <function isna at 0x7f9e2c1b5bc0>(0.0)
E               Falsifying example: test_missing_days_stay_missing(
E                   readings=[(Timestamp('2024-01-01 00:00:00'), 0.0),
E                    (Timestamp('2024-01-03 00:00:00'), 0.0)],
E               )

tests/test_resample.py:47: AssertionError
=========================== short test summary info ============================
FAILED tests/test_resample.py::test_missing_days_stay_missing - AssertionError: day 2024-01-02 has no readings but total is 0.0
1 failed, 3 passed in 2.87s""", root)
    t2 = view(path, res0)
    t3 = screate(f"{root}/scratch_repro.py", scratch)
    t4 = ob("python scratch_repro.py", """ts
2024-03-30 00:00:00+01:00    1.25
2024-03-31 00:00:00+01:00    0.50
2024-04-01 00:00:00+02:00    0.00
2024-04-02 00:00:00+02:00    2.75
Freq: D, Name: kwh, dtype: float64""", root)
    t5, res1 = sreplace(path, res0, '    return series.resample("D").sum()', '    return series.resample("D").sum(min_count=1)')
    t6 = ob("python scratch_repro.py", """ts
2024-03-30 00:00:00+01:00    1.25
2024-03-31 00:00:00+01:00    0.50
2024-04-01 00:00:00+02:00     NaN
2024-04-02 00:00:00+02:00    2.75
Freq: D, Name: kwh, dtype: float64""", root)
    t7 = ob("rm scratch_repro.py && python -m pytest tests -q --hypothesis-show-statistics 2>&1 | tail -24", """============================ Hypothesis Statistics =============================

tests/test_resample.py::test_totals_match_input_sum:

  - during generate phase (0.94 seconds):
    - Typical runtimes: ~ 4-7 ms, of which < 1ms in data generation
    - 100 passing examples, 0 failing examples, 0 invalid examples

  - Stopped because settings.max_examples=100

tests/test_resample.py::test_missing_days_stay_missing:

  - during reuse phase (0.01 seconds):
    - Typical runtimes: ~ 5ms, of which < 1ms in data generation
    - 1 passing examples, 0 failing examples, 0 invalid examples

  - during generate phase (1.12 seconds):
    - Typical runtimes: ~ 5-10 ms, of which < 1ms in data generation
    - 100 passing examples, 0 failing examples, 3 invalid examples

  - Stopped because settings.max_examples=100

13 passed in 4.92s""", root)
    t8 = ob("git status --short && git diff", " M meterframe/resample.py\n" + git_diff("meterframe/resample.py", res0, res1, "6d1f0a2..b94e3c7"), root)
    t9 = ob('git commit -am "daily_totals: keep days without readings as NaN (#44)"', """[fix/resample-gaps 9e41c07] daily_totals: keep days without readings as NaN (#44)
 1 file changed, 1 insertion(+), 1 deletion(-)""", root)
    rs.add(task="swe", tid="h44-swe-22", system=OH_SYSTEM.format(root=root),
           state=f"OpenHands sandbox, repository {root} (Python 3.11, pandas 2.2, hypothesis 6.100 with a local example database, pytest 8), branch fix/resample-gaps. Issue #44: daily_totals() turns days with no readings into 0.0 instead of NaN, and the hypothesis property test in tests/test_resample.py fails.",
           turns=[t1, t2, t3, t4, t5, t6, t7, t8, t9], bad=False)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
