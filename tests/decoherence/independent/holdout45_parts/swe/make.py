# ruff: noqa: E501
"""Held-out set holdout45, domain swe: coding-agent sessions (OpenHands and Gemini CLI) in 22 repositories.

Each trajectory is one task in one project; eleven carry exactly one observation that contradicts an
earlier observation or action, eleven are clean. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout45_parts.swe.make``.
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

RULES = (
    "\n\nKeep the sandbox consistent across turns: files created, edited, renamed or deleted by earlier calls "
    "stay that way, processes keep running until stopped, and command output (tests, builds, git, package "
    "managers) must match the real tool's format, with plausible timings, sizes, ids and timestamps. "
    "Errors (missing paths, failing tests, compiler diagnostics) are reported the way the real tool reports them."
)


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + RULES


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + RULES


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def g_ok(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def g_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def tabs(text: str) -> str:
    """Re-indent four-space groups at the start of each line as tabs (gofmt style)."""
    out = []
    for line in text.split("\n"):
        n = 0
        while line.startswith("    "):
            line = line[4:]
            n += 1
        out.append("\t" * n + line)
    return "\n".join(out)


def prog(marks: str, pct: str = "100%") -> str:
    """One pytest progress line padded to 80 columns."""
    tail = f"[{pct:>4}]"
    return marks + " " * max(1, 80 - len(marks) - len(tail)) + tail


def box(title: str, rows: list[str], width: int = 80) -> str:
    """A rich-style panel as Typer prints it."""
    top = "╭─ " + title + " " + "─" * (width - len(title) - 5) + "╮"
    body = ["│ " + r.ljust(width - 4) + " │" for r in rows]
    return "\n".join([top, *body, "╰" + "─" * (width - 2) + "╯"])


# ---------------------------------------------------------------------------------------------------------------


# OpenHands, Python Litestar + pytest: clean
def t01(rs: RowSet) -> None:
    root = "/workspace/shelfwise"
    svc = root + "/src/shelfwise/loans/service.py"
    svc_src = '''"""Loan queries used by the /loans controller."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from shelfwise.models import Loan, LoanStatus


class LoanService:
    """Read side of loans; writes go through LoanRepository."""

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def list_loans(
        self,
        *,
        member_id: int | None = None,
        overdue: bool | None = None,
        today: date | None = None,
    ) -> Sequence[Loan]:
        stmt = select(Loan).where(Loan.status == LoanStatus.ACTIVE).order_by(Loan.due_date, Loan.id)
        if member_id is not None:
            stmt = stmt.where(Loan.member_id == member_id)
        loans = (await self.session.scalars(stmt)).all()
        if overdue is None:
            return loans
        today = today or date.today()
        return [loan for loan in loans if self.is_overdue(loan, today) is overdue]

    @staticmethod
    def is_overdue(loan: Loan, today: date) -> bool:
        """A loan is overdue once its due date has passed and it has not been returned."""
        if loan.returned_at is not None:
            return False
        return loan.due_date <= today

    async def count_overdue(self, member_id: int, today: date | None = None) -> int:
        loans = await self.list_loans(member_id=member_id, overdue=True, today=today)
        return len(loans)'''
    test_src = '''"""Regression tests for #214: loans due today were reported as overdue."""

from datetime import date, timedelta

from shelfwise.loans.service import LoanService
from shelfwise.models import Loan, LoanStatus

TODAY = date(2025, 4, 9)


def make_loan(due: date, returned_at: date | None = None) -> Loan:
    return Loan(id=1, member_id=7, book_id=42, status=LoanStatus.ACTIVE, due_date=due, returned_at=returned_at)


def test_due_today_is_not_overdue():
    assert LoanService.is_overdue(make_loan(TODAY), TODAY) is False


def test_due_yesterday_is_overdue():
    assert LoanService.is_overdue(make_loan(TODAY - timedelta(days=1)), TODAY) is True


def test_returned_loan_is_never_overdue():
    assert LoanService.is_overdue(make_loan(TODAY - timedelta(days=30), returned_at=TODAY), TODAY) is False
'''
    log1 = """On branch fix/214-overdue-boundary
nothing to commit, working tree clean
b7e21c4  58 minutes ago    Merge pull request #212 from shelfwise/chore/litestar-2.12
0f9a6d3  2 hours ago       chore: bump litestar to 2.12.1 and advanced-alchemy to 0.20.0
e4c8b10  2 hours ago       test: add fixtures for member loan history
91d2f7a  3 days ago        feat(loans): filter /loans by member_id and overdue flag
5ac03e9  6 days ago        fix(members): return 409 on duplicate card number"""
    fail = prog("." * 17 + "F..") + """
=================================== FAILURES ===================================
________________________ test_due_today_is_not_overdue _________________________

    def test_due_today_is_not_overdue():
>       assert LoanService.is_overdue(make_loan(TODAY), TODAY) is False
E       AssertionError: assert True is False
E        +  where True = <function LoanService.is_overdue at 0x7f3c2a1b9e40>(<Loan id=1 member_id=7 book_id=42 due=2025-04-09>, datetime.date(2025, 4, 9))
E        +    where <function LoanService.is_overdue at 0x7f3c2a1b9e40> = LoanService.is_overdue
E        +    and   <Loan id=1 member_id=7 book_id=42 due=2025-04-09> = make_loan(datetime.date(2025, 4, 9))

tests/test_overdue_boundary.py:16: AssertionError
=========================== short test summary info ============================
FAILED tests/test_overdue_boundary.py::test_due_today_is_not_overdue - AssertionError: assert True is False
1 failed, 19 passed in 0.91s"""
    snippet = '''    @staticmethod
    def is_overdue(loan: Loan, today: date) -> bool:
        """A loan is overdue once its due date has passed and it has not been returned."""
        if loan.returned_at is not None:
            return False
        return loan.due_date < today

    async def count_overdue(self, member_id: int, today: date | None = None) -> int:
        loans = await self.list_loans(member_id=member_id, overdue=True, today=today)'''
    full = "\n".join([
        prog("." * 72, " 63%"),
        prog("." * 42),
        "=============================== warnings summary ===============================",
        "tests/test_members.py::test_card_number_conflict",
        "  /opt/miniconda3/envs/testbed/lib/python3.12/site-packages/advanced_alchemy/exceptions.py:184: DeprecationWarning: wrap_sqlalchemy_exception(error_messages=None) is deprecated; pass a dict of messages",
        "    warn(",
        "",
        "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
        "114 passed, 1 warning in 3.47s",
    ])
    last = """ M src/shelfwise/loans/service.py
?? tests/test_overdue_boundary.py
 src/shelfwise/loans/service.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)
b7e21c4  67 minutes ago    Merge pull request #212 from shelfwise/chore/litestar-2.12
0f9a6d3  2 hours ago       chore: bump litestar to 2.12.1 and advanced-alchemy to 0.20.0
e4c8b10  2 hours ago       test: add fixtures for member loan history"""
    fmt = "--format='%h  %<(16)%ar  %s'"
    turns = [
        (bash(f"cd {root} && git status && git log -5 {fmt}"), oh_bash(log1, root)),
        (editor("view", svc), cat_n(svc, svc_src)),
        (editor("create", root + "/tests/test_overdue_boundary.py", file_text=test_src),
         created(root + "/tests/test_overdue_boundary.py")),
        (bash("python -m pytest tests/test_loans.py tests/test_overdue_boundary.py -q"), oh_bash(fail, root, 1)),
        (editor("str_replace", svc, old_str="        return loan.due_date <= today", new_str="        return loan.due_date < today"),
         edited(svc, snippet, 36)),
        (bash("python -m pytest tests/test_loans.py tests/test_overdue_boundary.py -q"),
         oh_bash(prog("." * 20) + "\n20 passed in 0.64s", root)),
        (bash("python -m pytest -q 2>&1 | tail -15"), oh_bash(full, root)),
        (bash(f"git status --short && git diff --stat && git log -3 {fmt}"), oh_bash(last, root)),
    ]
    rs.add(task="swe", tid="h45-swe-01", system=oh_sys(root), turns=turns,
           state="Repository /workspace/shelfwise: a Litestar 2.12 lending-library API (Python 3.12, SQLAlchemy 2 async, pytest 8). Issue #214: GET /loans?overdue=true includes loans whose due date is today; a loan should only count as overdue from the day after it is due. Branch fix/214-overdue-boundary is checked out.")


# Gemini CLI, Go Echo + go test: bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/src/parcel-tracker"
    mod = "github.com/northwind-labs/parcel-tracker"
    hpath = root + "/internal/http/handlers/shipments.go"
    handler = tabs("""package handlers

import (
    "errors"
    "net/http"
    "strconv"

    "github.com/labstack/echo/v4"

    "github.com/northwind-labs/parcel-tracker/internal/store"
)

// ShipmentHandler serves the /v1/shipments routes.
type ShipmentHandler struct {
    store store.Shipments
}

func NewShipmentHandler(s store.Shipments) *ShipmentHandler {
    return &ShipmentHandler{store: s}
}

func (h *ShipmentHandler) Register(g *echo.Group) {
    g.GET("/shipments/:id", h.Get)
    g.GET("/shipments", h.List)
    g.POST("/shipments", h.Create)
}

// Get returns one shipment with its latest tracking events.
func (h *ShipmentHandler) Get(c echo.Context) error {
    id, err := strconv.ParseInt(c.Param("id"), 10, 64)
    if err != nil {
        return echo.NewHTTPError(http.StatusBadRequest, "id must be an integer")
    }
    s, err := h.store.GetShipment(c.Request().Context(), id)
    if err != nil {
        return echo.NewHTTPError(http.StatusInternalServerError, err.Error())
    }
    return c.JSON(http.StatusOK, s)
}

// List returns shipments page by page, newest first.
func (h *ShipmentHandler) List(c echo.Context) error {
    var q store.ListQuery
    if err := (&echo.DefaultBinder{}).BindQueryParams(c, &q); err != nil {
        return echo.NewHTTPError(http.StatusBadRequest, "invalid query parameters")
    }
    if q.Limit <= 0 || q.Limit > 200 {
        q.Limit = 50
    }
    page, err := h.store.ListShipments(c.Request().Context(), q)
    if err != nil {
        return echo.NewHTTPError(http.StatusInternalServerError, err.Error())
    }
    return c.JSON(http.StatusOK, page)
}

// Create registers a shipment and schedules its first carrier poll.
func (h *ShipmentHandler) Create(c echo.Context) error {
    var req store.NewShipment
    if err := c.Bind(&req); err != nil {
        return echo.NewHTTPError(http.StatusBadRequest, "invalid JSON body")
    }
    s, err := h.store.CreateShipment(c.Request().Context(), req)
    var verr *store.ValidationError
    if errors.As(err, &verr) {
        return echo.NewHTTPError(http.StatusUnprocessableEntity, verr.Error())
    }
    if err != nil {
        return echo.NewHTTPError(http.StatusInternalServerError, err.Error())
    }
    return c.JSON(http.StatusCreated, s)
}
""")
    old = tabs("""    s, err := h.store.GetShipment(c.Request().Context(), id)
    if err != nil {""")
    new = tabs("""    s, err := h.store.GetShipment(c.Request().Context(), id)
    if errors.Is(err, store.ErrNotFound) {
        return echo.NewHTTPError(http.StatusNotFound, "shipment not found")
    }
    if err != nil {""")
    hist = [
        "a91f3d2 Priya Raman 2025-02-18 handlers: add failing test for unknown shipment id (#271)",
        "6e0b4c7 Priya Raman 2025-02-17 store: return ErrNotFound from pg.GetShipment on no rows",
        "c23d8f1 Tomasz Wójcik 2025-02-14 carrier: retry DHL tracking calls on 429 with backoff",
        "0b7f95e Tomasz Wójcik 2025-02-13 http: move request logging to middleware package",
        "d41a6e2 Priya Raman 2025-02-11 Merge pull request #266 from northwind-labs/feat/webhooks",
        "8f2c1b9 Lena Hoffmann 2025-02-10 webhooks: sign payloads with HMAC-SHA256",
    ]
    logcmd = "git log --format='%h %an %ad %s' --date=short -6"
    out1 = ("On branch fix/shipment-404\nYour branch is up to date with 'origin/fix/shipment-404'.\n\n"
            "nothing to commit, working tree clean\n" + "\n".join(hist))
    out3 = f"""=== RUN   TestGetShipment
=== RUN   TestGetShipment/existing_id
=== RUN   TestGetShipment/unknown_id
    shipments_test.go:61: status = 500, want 404
    shipments_test.go:64: message = "store: shipment 999999 not found", want "shipment not found"
--- FAIL: TestGetShipment (0.00s)
    --- PASS: TestGetShipment/existing_id (0.00s)
    --- FAIL: TestGetShipment/unknown_id (0.00s)
=== RUN   TestGetShipment_BadID
--- PASS: TestGetShipment_BadID (0.00s)
FAIL
FAIL\t{mod}/internal/http/handlers\t0.021s
ok  \t{mod}/internal/http/middleware\t0.008s [no tests to run]
FAIL"""
    msg = "handlers: map store.ErrNotFound to 404 on GET /v1/shipments/:id (#271)"
    out5 = f"""?   \t{mod}/cmd/tracker\t[no test files]
ok  \t{mod}/internal/carrier\t0.412s
ok  \t{mod}/internal/http/handlers\t0.024s
ok  \t{mod}/internal/http/middleware\t0.010s
ok  \t{mod}/internal/store\t0.006s
ok  \t{mod}/internal/store/pg\t0.093s
ok  \t{mod}/internal/webhooks\t0.015s
[fix/shipment-404 5d07be1] {msg}
 1 file changed, 3 insertions(+)"""
    out6 = f"5d07b1e Priya Raman 2025-02-19 {msg}\n" + "\n".join(hist[:5])
    out8 = f"""ok  \t{mod}/internal/http/handlers\t1.087s
ok  \t{mod}/internal/http/middleware\t1.041s"""
    out9 = """On branch fix/shipment-404
Your branch is ahead of 'origin/fix/shipment-404' by 1 commit.
  (use "git push" to publish your local commits)

nothing to commit, working tree clean
 internal/http/handlers/shipments.go | 3 +++
 1 file changed, 3 insertions(+)"""
    turns = [
        (gshell(f"git status && {logcmd}", "Show the branch state and recent history"), gem_run(f"git status && {logcmd}", out1, pgid=40211)),
        (call("read_file", absolute_path=hpath), handler),
        (gshell("go test ./internal/http/... -run TestGetShipment -v", "Run the handler test that reproduces #271"),
         gem_run("go test ./internal/http/... -run TestGetShipment -v", out3, code=1, pgid=40388)),
        (call("replace", file_path=hpath, old_string=old, new_string=new), g_ok(hpath)),
        (gshell(f"go test ./... && git add -A && git commit -m '{msg}'", "Run the whole test suite and commit the fix"),
         gem_run(f"go test ./... && git add -A && git commit -m '{msg}'", out5, pgid=40562)),
        (gshell(logcmd, "Check the new commit on top of the branch"), gem_run(logcmd, out6, pgid=40719)),
        (gshell("go vet ./... && golangci-lint run ./internal/http/...", "Vet and lint the changed package"),
         gem_run("go vet ./... && golangci-lint run ./internal/http/...", "", pgid=40744)),
        (gshell("go test -race -count=1 ./internal/http/...", "Re-run the HTTP tests with the race detector"),
         gem_run("go test -race -count=1 ./internal/http/...", out8, pgid=41093)),
        (gshell("git status && git diff origin/fix/shipment-404 --stat", "Compare the branch with its remote"),
         gem_run("git status && git diff origin/fix/shipment-404 --stat", out9, pgid=41240)),
    ]
    rs.add(task="swe", tid="h45-swe-02", system=gem_sys(root), turns=turns,
           state="Go 1.22 module github.com/northwind-labs/parcel-tracker (Echo v4.12, PostgreSQL via pgx). Issue #271: GET /v1/shipments/{id} answers 500 for an unknown id instead of 404. Branch fix/shipment-404 is checked out; the failing test for the issue was committed with it.",
           bad=True, turn=6, kind="commit hash in git log differs from the hash printed when the commit was made")


def lineno(text: str, needle: str) -> int:
    """1-based number of the first line of ``text`` that contains ``needle``."""
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(needle)


def lines(text: str, first: int, last: int) -> str:
    """Lines first..last (1-based, inclusive) of ``text``."""
    return "\n".join(text.split("\n")[first - 1:last])


def ctx(text: str) -> str:
    """Unified-diff context lines: each line prefixed with one space."""
    return "\n".join(" " + line for line in text.split("\n"))


def tail(text: str, n: int) -> str:
    return "\n".join(text.rstrip("\n").split("\n")[-n:])


# Gemini CLI, Node Fastify + node:test: clean
def t03(rs: RowSet) -> None:
    root = "/home/maya/code/menu-svc"
    app_path = root + "/src/app.js"
    app_src = """import Fastify from 'fastify';
import sensible from '@fastify/sensible';

import { config } from './config.js';
import { createDb } from './db.js';
import apiKey from './plugins/api-key.js';
import menusRoutes from './routes/menus.js';

export async function buildApp(opts = {}) {
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: true,
  });

  const db = opts.db ?? (await createDb(config.databaseUrl));
  app.decorate('db', db);
  app.addHook('onClose', async () => db.close());

  await app.register(sensible);
  await app.register(apiKey, { keys: config.apiKeys });
  await app.register(menusRoutes, { prefix: '/menus' });

  return app;
}
"""
    health = """import { readFileSync } from 'node:fs';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

export default async function healthRoutes(app) {
  app.get('/healthz', { config: { public: true } }, async (request, reply) => {
    try {
      await app.db.ping();
    } catch (err) {
      request.log.warn({ err }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable', version });
    }
    return {
      status: 'ok',
      version,
      uptime: Math.round(process.uptime() * 100) / 100,
      pid: process.pid,
    };
  });
}
"""
    test_src = r"""import { describe, test, after } from 'node:test';
import assert from 'node:assert/strict';

import { buildApp } from '../src/app.js';
import { createTestDb } from './helpers/db.js';

describe('GET /healthz', () => {
  let app;
  after(() => app?.close());

  test('reports ok, version and uptime without an API key', async () => {
    app = await buildApp({ logger: false, db: await createTestDb() });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.status, 'ok');
    assert.match(body.version, /^\d+\.\d+\.\d+$/);
    assert.equal(typeof body.uptime, 'number');
  });

  test('answers 503 when the database ping fails', async () => {
    const db = await createTestDb();
    db.ping = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    };
    const broken = await buildApp({ logger: false, db });
    const res = await broken.inject({ method: 'GET', url: '/healthz' });
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().status, 'unavailable');
    await broken.close();
  });
});
"""

    def spec(times: list[str], extra: bool, total: str) -> str:
        t = iter(times)
        groups = [
            ("GET /menus", ["lists active menus for a venue", "filters by service=lunch", "returns 400 when venueId is missing", "paginates with an opaque cursor"]),
            ("POST /menus", ["creates a draft menu", "rejects duplicate slugs with 409", "validates price is a positive integer in cents", "requires an API key"]),
            ("PATCH /menus/:id/publish", ["publishes a draft", "is idempotent for already published menus", "returns 404 for unknown id"]),
            ("allergen tags", ["normalises tag case", "rejects unknown tags", "ignores empty tags", "merges tags from dish variants"]),
            ("price formatting", ["formats EUR cents", "formats GBP cents", "rounds half-even for VAT splits"]),
        ]
        if extra:
            groups.append(("GET /healthz", ["reports ok, version and uptime without an API key", "answers 503 when the database ping fails"]))
        out = []
        for name, tests in groups:
            out.append(f"▶ {name}")
            for case in tests:
                out.append(f"  ✔ {case} ({next(t)}ms)")
            out.append(f"▶ {name} ({next(t)}ms)")
        n = sum(len(x[1]) for x in groups)
        out += [f"ℹ tests {n}", f"ℹ suites {len(groups)}", f"ℹ pass {n}", "ℹ fail 0", "ℹ cancelled 0",
                "ℹ skipped 0", "ℹ todo 0", f"ℹ duration_ms {total}"]
        return "\n".join(out)

    run1 = spec(["38.114", "7.902", "4.311", "9.027", "61.872", "15.648", "6.205", "3.998", "2.741", "29.413",
                 "11.336", "5.207", "3.115", "20.512", "1.204", "0.611", "0.187", "0.902", "3.544",
                 "0.418", "0.207", "0.331", "1.512"], False, "402.830912")
    run2 = spec(["41.507", "8.466", "4.092", "8.713", "64.218", "16.021", "6.874", "4.310", "2.655", "30.747",
                 "10.983", "5.511", "2.987", "20.140", "1.311", "0.598", "0.201", "0.877", "3.602",
                 "0.433", "0.219", "0.306", "1.498", "27.904", "6.338", "35.167"], True, "455.117604")
    b1 = '{"status":"ok","version":"1.8.0","uptime":1.08,"pid":51872}'
    b2 = '{"status":"ok","version":"1.8.0","uptime":3.11,"pid":51872}'
    log = [
        '{"level":30,"time":1741339512407,"pid":51872,"hostname":"maya-xps","msg":"Server listening at http://0.0.0.0:3100"}',
        '{"level":30,"time":1741339513458,"pid":51872,"hostname":"maya-xps","reqId":"req-1","req":{"method":"GET","url":"/healthz","hostname":"localhost:3100","remoteAddress":"127.0.0.1","remotePort":50322},"msg":"incoming request"}',
        '{"level":30,"time":1741339513467,"pid":51872,"hostname":"maya-xps","reqId":"req-1","res":{"statusCode":200},"responseTime":8.214,"msg":"request completed"}',
        '{"level":30,"time":1741339515489,"pid":51872,"hostname":"maya-xps","reqId":"req-2","req":{"method":"GET","url":"/healthz","hostname":"localhost:3100","remoteAddress":"127.0.0.1","remotePort":50336},"msg":"incoming request"}',
        '{"level":30,"time":1741339515491,"pid":51872,"hostname":"maya-xps","reqId":"req-2","res":{"statusCode":200},"responseTime":1.873,"msg":"request completed"}',
        '{"level":30,"time":1741339515506,"pid":51872,"hostname":"maya-xps","msg":"received SIGTERM, closing server"}',
    ]
    cmd8 = ("PORT=3100 node src/server.js > /tmp/menu-svc.log 2>&1 & PID=$!; sleep 1; curl -s localhost:3100/healthz; echo; "
            "sleep 2; curl -s localhost:3100/healthz; echo; kill $PID; sleep 0.2; cat /tmp/menu-svc.log")
    b3 = '{"status":"ok","version":"1.8.0","uptime":1.06,"pid":52240}'
    out9 = f"""HTTP/1.1 200 OK
content-type: application/json; charset=utf-8
content-length: {len(b3)}
Date: Fri, 07 Mar 2025 09:26:41 GMT
Connection: keep-alive
Keep-Alive: timeout=72

{b3}"""
    cmd9 = "LOG_LEVEL=warn PORT=3100 node src/server.js > /tmp/menu-svc.log 2>&1 & PID=$!; sleep 1; curl -s -i localhost:3100/healthz; echo; kill $PID"
    out10 = """ M src/app.js
?? src/routes/health.js
?? test/health.test.js
 src/app.js | 2 ++
 1 file changed, 2 insertions(+)"""
    turns = [
        (gshell("node --test --test-reporter=spec", "Run the existing test suite"),
         gem_run("node --test --test-reporter=spec", run1, pgid=88412)),
        (call("read_file", absolute_path=app_path), app_src),
        (call("write_file", file_path=root + "/src/routes/health.js", content=health), g_new(root + "/src/routes/health.js")),
        (call("replace", file_path=app_path, old_string="import menusRoutes from './routes/menus.js';",
              new_string="import healthRoutes from './routes/health.js';\nimport menusRoutes from './routes/menus.js';"), g_ok(app_path)),
        (call("replace", file_path=app_path, old_string="  await app.register(menusRoutes, { prefix: '/menus' });",
              new_string="  await app.register(healthRoutes);\n  await app.register(menusRoutes, { prefix: '/menus' });"), g_ok(app_path)),
        (call("write_file", file_path=root + "/test/health.test.js", content=test_src), g_new(root + "/test/health.test.js")),
        (gshell("node --test --test-reporter=spec", "Run the suite including the new health tests"),
         gem_run("node --test --test-reporter=spec", run2, pgid=88590)),
        (gshell(cmd8, "Start the server, query /healthz twice, stop it and show its log"),
         gem_run(cmd8, b1 + "\n" + b2 + "\n" + "\n".join(log), pgid=88731)),
        (gshell(cmd9, "Start the server again quietly and show the full /healthz response"), gem_run(cmd9, out9, pgid=88917)),
        (gshell("git status --short && git diff --stat", "Review the working tree"),
         gem_run("git status --short && git diff --stat", out10, pgid=89004)),
    ]
    rs.add(task="swe", tid="h45-swe-03", system=gem_sys(root), turns=turns,
           state="Node 22 service menu-svc 1.8.0 (Fastify 4.28, ESM, PostgreSQL via pg, tests with node:test). Task: add an unauthenticated GET /healthz that pings the database and reports status, version and uptime, with tests.")


# OpenHands, Rust actix-web + cargo test: bad
def t04(rs: RowSet) -> None:
    root = "/workspace/tilecache"
    cfg = root + "/src/config.rs"
    cfg_src = """use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use serde::Deserialize;

/// Runtime settings, read from `TILECACHE_*` environment variables on top of these defaults.
#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct Config {
    pub bind: SocketAddr,
    pub cache_dir: PathBuf,
    /// Upper bound for the on-disk tile cache, in bytes.
    pub cache_max_bytes: u64,
    /// How long a rendered tile is served before it is fetched from upstream again.
    #[serde(with = "humantime_serde")]
    pub tile_ttl: Duration,
    /// Largest accepted JSON body (style uploads, tile batch requests), in bytes.
    pub max_json_payload: usize,
    /// Most tiles one POST /tiles/batch request may ask for.
    pub max_batch_tiles: usize,
    pub upstream_url: String,
    pub workers: usize,
}

impl Config {
    pub fn from_env() -> Result<Self, envy::Error> {
        envy::prefixed("TILECACHE_").from_env()
    }
}

impl Default for Config {
    fn default() -> Self {
        Self {
            bind: "0.0.0.0:8080".parse().unwrap(),
            cache_dir: PathBuf::from("/var/cache/tilecache"),
            cache_max_bytes: 8 * 1024 * 1024 * 1024,
            tile_ttl: Duration::from_secs(6 * 3600),
            max_json_payload: 256 * 1024,
            max_batch_tiles: 256,
            upstream_url: "https://tiles.upstream.internal".into(),
            workers: num_cpus::get(),
        }
    }
}"""
    new_src = cfg_src.replace("max_json_payload: 256 * 1024,", "max_json_payload: 1024 * 1024,")
    L = lineno(cfg_src, "max_json_payload: 256")
    D = lineno(cfg_src, "/// Largest accepted JSON body")
    main_src = """    let cfg = web::Data::new(cfg);
    let cache = web::Data::new(cache);

    HttpServer::new(move || {
        App::new()
            .app_data(cfg.clone())
            .app_data(cache.clone())
            .wrap(middleware::Compress::default())
            .wrap(TracingLogger::default())
            .app_data(web::JsonConfig::default().limit(cfg.max_json_payload).error_handler(errors::json_error))
            .service(routes::health)
            .service(routes::tiles::scope())
            .service(routes::styles::scope())
    })
    .workers(workers)
    .bind(bind)?
    .run()
    .await
}"""
    grep1 = f"""src/config.rs:{D}:    /// Largest accepted JSON body (style uploads, tile batch requests), in bytes.
src/config.rs:{D + 1}:    pub max_json_payload: usize,
src/config.rs:{L}:            max_json_payload: 256 * 1024,
src/main.rs:47:            .app_data(web::JsonConfig::default().limit(cfg.max_json_payload).error_handler(errors::json_error))
src/errors.rs:61:pub fn json_error(err: JsonPayloadError, _req: &HttpRequest) -> actix_web::Error {{
src/errors.rs:63:        JsonPayloadError::OverflowKnownLength {{ length, limit }} => ApiError::PayloadTooLarge {{ length, limit }},
src/errors.rs:64:        JsonPayloadError::Overflow {{ limit }} => ApiError::PayloadTooLarge {{ length: 0, limit }},
src/errors.rs:118:            ApiError::PayloadTooLarge {{ .. }} => StatusCode::PAYLOAD_TOO_LARGE,"""
    test3 = """   Compiling tilecache v0.7.3 (/workspace/tilecache)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.62s
     Running tests/upload.rs (target/debug/deps/upload-3f6b2d0c9a1e8e47)

running 5 tests
test rejects_invalid_style_json ... ok
test style_name_must_be_slug ... ok
test small_style_roundtrip ... ok
test rejects_style_over_limit ... ok
test large_style_upload ... FAILED

failures:

---- large_style_upload stdout ----

thread 'large_style_upload' panicked at tests/upload.rs:88:5:
assertion `left == right` failed: PUT /styles/osm-bright-hires returned {"error":"payload_too_large","length":611204,"limit":262144}
  left: 413
 right: 201
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    large_style_upload

test result: FAILED. 4 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

error: test failed, to rerun pass `--test upload`"""
    test6 = """   Compiling tilecache v0.7.3 (/workspace/tilecache)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 9.08s
     Running unittests src/main.rs (target/debug/deps/tilecache-9c0e4f27b1d3a5c6)

running 12 tests
test cache::tests::evicts_least_recently_used_first ... ok
test cache::tests::size_accounting_after_overwrite ... ok
test cache::tests::ttl_expiry_is_inclusive ... ok
test config::tests::defaults_are_sane ... ok
test config::tests::env_overrides_defaults ... ok
test errors::tests::payload_too_large_body ... ok
test routes::styles::tests::slug_validation ... ok
test routes::styles::tests::style_version_bumps_on_put ... ok
test routes::tiles::tests::batch_dedupes_coordinates ... ok
test routes::tiles::tests::parses_retina_suffix ... ok
test routes::tiles::tests::rejects_zoom_above_22 ... ok
test routes::tiles::tests::xyz_to_quadkey ... ok

test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

     Running tests/tiles.rs (target/debug/deps/tiles-a81c5e0f6d2b7394)

running 7 tests
test batch_over_limit_is_rejected ... ok
test etag_roundtrip_returns_304 ... ok
test expired_tile_is_refetched ... ok
test missing_upstream_tile_is_404 ... ok
test serves_cached_tile ... ok
test batch_returns_tiles_in_request_order ... ok
test cache_eviction_respects_max_bytes ... ok

test result: ok. 7 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.27s

     Running tests/upload.rs (target/debug/deps/upload-3f6b2d0c9a1e8e47)

running 5 tests
test rejects_invalid_style_json ... ok
test style_name_must_be_slug ... ok
test small_style_roundtrip ... ok
test large_style_upload ... ok
test rejects_style_over_limit ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.52s
"""
    diff = f"""diff --git a/src/config.rs b/src/config.rs
index 4a7c1e2..b93f0d8 100644
--- a/src/config.rs
+++ b/src/config.rs
@@ -{L - 3},7 +{L - 3},7 @@ impl Default for Config {{
{ctx(lines(cfg_src, L - 3, L - 1))}
-            max_json_payload: 256 * 1024,
+            max_json_payload: 1024 * 1024,
{ctx(lines(cfg_src, L + 1, L + 3))}"""
    grep8 = f"""src/config.rs:{D}:    /// Largest accepted JSON body (style uploads, tile batch requests), in bytes.
src/config.rs:{D + 1}:    pub max_json_payload: usize,
src/config.rs:{L}:            max_json_payload: 256 * 1024,
src/main.rs:47:            .app_data(web::JsonConfig::default().limit(cfg.max_json_payload).error_handler(errors::json_error))
tests/upload.rs:71:    // 600 KB: above the old 256 KiB default, well under Config::default().max_json_payload after #58.
tests/upload.rs:94:    // One byte over Config::default().max_json_payload must still be refused with 413."""
    turns = [
        (bash(f"cd {root} && grep -rnE 'payload|JsonConfig' src/ | head -20"), oh_bash(grep1, root)),
        (editor("view", cfg), cat_n(cfg, cfg_src)),
        (bash("cargo test --test upload 2>&1 | tail -25"), oh_bash(tail(test3, 25), root)),
        (editor("str_replace", cfg, old_str="            max_json_payload: 256 * 1024,", new_str="            max_json_payload: 1024 * 1024,"),
         edited(cfg, lines(new_src, L - 4, L + 4), L - 4)),
        (editor("view", root + "/src/main.rs", view_range=[38, 56]), cat_n(root + "/src/main.rs", main_src, 38)),
        (bash("cargo test 2>&1 | tail -40"), oh_bash(tail(test6, 40), root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("grep -rn 'max_json_payload' src/ tests/"), oh_bash(grep8, root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -5"),
         oh_bash("    Checking tilecache v0.7.3 (/workspace/tilecache)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.84s", root)),
        (bash("git add -A && git commit -m 'config: raise default JSON payload limit to 1 MiB (#58)'"),
         oh_bash("[fix/58-style-upload-limit 3ad9e1f] config: raise default JSON payload limit to 1 MiB (#58)\n 1 file changed, 1 insertion(+), 1 deletion(-)", root)),
    ]
    rs.add(task="swe", tid="h45-swe-04", system=oh_sys(root), turns=turns,
           state="Rust 2021 crate tilecache 0.7.3 (actix-web 4.9, tokio, a caching map-tile proxy). Issue #58: uploading a map style JSON larger than 256 KiB to PUT /styles/{name} fails with 413 Payload Too Large; styles up to 1 MiB must be accepted by default. Branch fix/58-style-upload-limit is checked out.",
           bad=True, turn=8, kind="edited config value reads back as its old value in grep")


# OpenHands, Elixir Ash + ExUnit: clean
def t05(rs: RowSet) -> None:
    root = "/workspace/helpdesk"
    res = root + "/lib/helpdesk/support/ticket.ex"
    tpath = root + "/test/helpdesk/support/ticket_test.exs"
    res_src = """defmodule Helpdesk.Support.Ticket do
  use Ash.Resource,
    otp_app: :helpdesk,
    domain: Helpdesk.Support,
    data_layer: AshPostgres.DataLayer

  postgres do
    table "tickets"
    repo Helpdesk.Repo
  end

  actions do
    defaults [:read, :destroy]

    create :open do
      accept [:subject, :body, :priority]
      change set_attribute(:status, :open)
    end

    update :assign do
      accept []
      argument :representative_id, :uuid, allow_nil?: false
      change set_attribute(:representative_id, arg(:representative_id))
    end

    update :escalate do
      accept []
      change set_attribute(:priority, :urgent)
    end
  end

  attributes do
    uuid_primary_key :id

    attribute :subject, :string do
      allow_nil? false
      public? true
      constraints min_length: 3, max_length: 200
    end

    attribute :body, :string, public?: true

    attribute :status, :atom do
      constraints one_of: [:open, :closed]
      default :open
      allow_nil? false
      public? true
    end

    attribute :priority, :atom do
      constraints one_of: [:low, :normal, :urgent]
      default :normal
      public? true
    end

    attribute :closed_at, :utc_datetime_usec, public?: true

    create_timestamp :inserted_at
    update_timestamp :updated_at
  end

  relationships do
    belongs_to :representative, Helpdesk.Support.Representative, public?: true
  end
end"""
    close_v1 = """    update :close do
      accept []
      change set_attribute(:status, :closed)
      change set_attribute(:closed_at, &DateTime.utc_now/0)
    end"""
    esc = """    update :escalate do
      accept []
      change set_attribute(:priority, :urgent)
    end"""
    res_v1 = res_src.replace(esc, esc + "\n\n" + close_v1)
    close_v2 = close_v1.replace("      accept []\n      change set_attribute(:status, :closed)",
                                "      accept []\n      validate attribute_does_not_equal(:status, :closed), message: \"ticket is already closed\"\n      change set_attribute(:status, :closed)")
    res_v2 = res_v1.replace(close_v1, close_v2)
    test_src = """defmodule Helpdesk.Support.TicketTest do
  use Helpdesk.DataCase, async: false

  alias Helpdesk.Support.Ticket

  defp open_ticket(attrs) do
    Ticket
    |> Ash.Changeset.for_create(:open, Map.merge(%{subject: "Printer on 3rd floor jams"}, attrs))
    |> Ash.create!()
  end

  describe "open" do
    test "starts tickets as open with normal priority" do
      ticket = open_ticket(%{})
      assert ticket.status == :open
      assert ticket.priority == :normal
    end

    test "requires a subject of at least 3 characters" do
      assert {:error, %Ash.Error.Invalid{}} =
               Ticket
               |> Ash.Changeset.for_create(:open, %{subject: "hi"})
               |> Ash.create()
    end

    test "accepts an explicit priority" do
      assert open_ticket(%{priority: :low}).priority == :low
    end

    test "rejects an unknown priority" do
      assert_raise Ash.Error.Invalid, fn -> open_ticket(%{priority: :whenever}) end
    end
  end

  describe "assign" do
    test "sets the representative" do
      rep = Helpdesk.Factory.insert!(:representative)
      ticket = open_ticket(%{}) |> Ash.Changeset.for_update(:assign, %{representative_id: rep.id}) |> Ash.update!()
      assert ticket.representative_id == rep.id
    end

    test "requires representative_id" do
      ticket = open_ticket(%{})
      assert {:error, %Ash.Error.Invalid{}} = ticket |> Ash.Changeset.for_update(:assign, %{}) |> Ash.update()
    end

    test "reassigning replaces the previous representative" do
      [a, b] = Helpdesk.Factory.insert_list!(2, :representative)
      ticket = open_ticket(%{})
      ticket = ticket |> Ash.Changeset.for_update(:assign, %{representative_id: a.id}) |> Ash.update!()
      ticket = ticket |> Ash.Changeset.for_update(:assign, %{representative_id: b.id}) |> Ash.update!()
      assert ticket.representative_id == b.id
    end
  end

  describe "escalate" do
    test "raises priority to urgent" do
      ticket = open_ticket(%{priority: :low}) |> Ash.Changeset.for_update(:escalate, %{}) |> Ash.update!()
      assert ticket.priority == :urgent
    end

    test "keeps the ticket open" do
      ticket = open_ticket(%{}) |> Ash.Changeset.for_update(:escalate, %{}) |> Ash.update!()
      assert ticket.status == :open
    end
  end
end"""
    new_tests = """
  describe "close" do
    test "closes the ticket and stamps closed_at" do
      ticket = open_ticket(%{}) |> Ash.Changeset.for_update(:close, %{}) |> Ash.update!()
      assert ticket.status == :closed
      assert %DateTime{} = ticket.closed_at
    end

    test "refuses to close a ticket that is already closed" do
      ticket = open_ticket(%{}) |> Ash.Changeset.for_update(:close, %{}) |> Ash.update!()
      assert {:error, %Ash.Error.Invalid{}} = ticket |> Ash.Changeset.for_update(:close, %{}) |> Ash.update()
    end
  end"""
    n_test = len(test_src.split("\n"))
    test_v1 = "\n".join(test_src.split("\n")[:n_test - 1] + new_tests.split("\n") + ["end"])
    at = lineno(test_v1, "refuses to close a ticket")
    c1 = lineno(res_v1, "update :close do")
    c2 = lineno(res_v2, "validate attribute_does_not_equal")
    run6 = f"""Compiling 1 file (.ex)
Running ExUnit with seed: 733902, max_cases: 16

.......

  1) test close refuses to close a ticket that is already closed (Helpdesk.Support.TicketTest)
     test/helpdesk/support/ticket_test.exs:{at}
     match (=) failed
     code:  assert {{:error, %Ash.Error.Invalid{{}}}} = ticket |> Ash.Changeset.for_update(:close, %{{}}) |> Ash.update()
     left:  {{:error, %Ash.Error.Invalid{{}}}}
     right: {{:ok,
             #Helpdesk.Support.Ticket<
               representative: #Ash.NotLoaded<:relationship, field: :representative>,
               __meta__: #Ecto.Schema.Metadata<:loaded, "tickets">,
               id: "5b3e2f0c-8d41-4a8e-9f3b-2c7d1e6a0b94",
               subject: "Printer on 3rd floor jams",
               body: nil,
               status: :closed,
               priority: :normal,
               closed_at: ~U[2025-03-18 14:02:51.338104Z],
               inserted_at: ~U[2025-03-18 14:02:51.331877Z],
               updated_at: ~U[2025-03-18 14:02:51.338104Z],
               representative_id: nil,
               aggregates: %{{}},
               calculations: %{{}},
               ...
             >}}
     stacktrace:
       test/helpdesk/support/ticket_test.exs:{at + 2}: (test)

...
Finished in 0.4 seconds (0.00s async, 0.4s sync)
11 tests, 1 failure"""
    mv = "mkdir -p test/helpdesk/support/ticket && git mv test/helpdesk/support/ticket_test.exs test/helpdesk/support/ticket/actions_test.exs && mix test test/helpdesk/support/ticket/actions_test.exs"
    run8 = """Compiling 1 file (.ex)
Running ExUnit with seed: 118604, max_cases: 16

...........
Finished in 0.4 seconds (0.00s async, 0.4s sync)
11 tests, 0 failures"""
    out9 = """ M lib/helpdesk/support/ticket.ex
RM test/helpdesk/support/ticket_test.exs -> test/helpdesk/support/ticket/actions_test.exs
Checking 1 source file ...

Please report incorrect results: https://github.com/rrrene/credo/issues

Analysis took 0.07 seconds (0.02s to load, 0.05s running 59 checks on 1 file)
9 mods/funs, found no issues.

Use `mix credo explain` to explain issues, `mix credo --help` for options."""
    turns = [
        (bash(f"cd {root} && mix test test/helpdesk/support/ticket_test.exs"),
         oh_bash("Running ExUnit with seed: 40417, max_cases: 16\n\n.........\nFinished in 0.3 seconds (0.00s async, 0.3s sync)\n9 tests, 0 failures", root)),
        (editor("view", res), cat_n(res, res_src)),
        (editor("str_replace", res, old_str=esc + "\n  end", new_str=esc + "\n\n" + close_v1 + "\n  end"),
         edited(res, lines(res_v1, c1 - 5, c1 + 9), c1 - 5)),
        (editor("view", tpath), cat_n(tpath, test_src)),
        (editor("insert", tpath, insert_line=n_test - 1, new_str=new_tests),
         edited(tpath, lines(test_v1, n_test - 4, n_test + len(new_tests.split("\n")) + 1), n_test - 4)),
        (bash("mix test test/helpdesk/support/ticket_test.exs"), oh_bash(run6, root, 2)),
        (editor("str_replace", res, old_str="      accept []\n      change set_attribute(:status, :closed)",
                new_str="      accept []\n      validate attribute_does_not_equal(:status, :closed), message: \"ticket is already closed\"\n      change set_attribute(:status, :closed)"),
         edited(res, lines(res_v2, c2 - 6, c2 + 4), c2 - 6)),
        (bash(mv), oh_bash(run8, root)),
        (bash("git status --short && mix format --check-formatted && mix credo --strict lib/helpdesk/support/ticket.ex"), oh_bash(out9, root)),
    ]
    rs.add(task="swe", tid="h45-swe-05", system=oh_sys(root), turns=turns,
           state="Elixir 1.17 / Phoenix app helpdesk with Ash 3.4 and AshPostgres. Task: give Helpdesk.Support.Ticket a :close update action that sets status :closed and stamps closed_at, refusing tickets that are already closed; as asked in review, move the ticket tests to test/helpdesk/support/ticket/actions_test.exs.")


# Gemini CLI, TypeScript Remix + Vitest: bad
def t06(rs: RowSet) -> None:
    root = "/Users/sam/dev/ledgerly-web"
    routes = [
        ("1843", "Feb 12 09:31", "_app.tsx"),
        ("2417", "Feb 18 14:05", "_app._index.tsx"),
        ("3108", "Feb 24 17:22", "_app.customers.$customerId.tsx"),
        ("2276", "Feb 19 10:40", "_app.customers._index.tsx"),
        ("2645", "Feb 19 10:40", "_app.customers.new.tsx"),
        ("4521", "Feb 26 11:02", "_app.invoices.$invoiceId.tsx"),
        ("1190", "Feb 21 15:13", "_app.invoices.$invoiceId.pdf.tsx"),
        ("3387", "Feb 25 12:08", "_app.invoices._index.tsx"),
        ("2954", "Feb 14 08:57", "_app.invoices.new.tsx"),
        ("5012", "Nov 28 13:44", "_app.invoices_.legacy.tsx"),
        ("1654", "Feb 11 18:20", "_app.reports.tsx"),
        ("2231", "Feb 17 11:16", "_app.settings.tsx"),
        (" 803", "Jan 30 09:12", "_auth.tsx"),
        ("2780", "Jan 30 09:12", "_auth.login.tsx"),
        (" 412", "Jan 30 09:12", "_auth.logout.tsx"),
        (" 655", "Feb  3 10:26", "api.health.ts"),
        ("1978", "Feb 22 13:51", "api.invoices.$invoiceId.send.ts"),
        (" 931", "Feb  6 15:35", "resources.currency-rates.ts"),
        (" 388", "Jan 29 17:02", "robots[.]txt.ts"),
    ]
    tests = [
        ("2109", "Feb 19 10:40", "customers-index.test.tsx"),
        ("3342", "Feb 26 11:02", "invoice-detail.test.tsx"),
        ("1877", "Nov 28 13:44", "invoices-legacy.test.tsx"),
        ("2690", "Feb 25 12:08", "invoices-index.test.tsx"),
        ("1204", "Feb 22 13:51", "send-invoice.test.ts"),
    ]
    ls = ["app/routes:", "total 136",
          "drwxr-xr-x  22 sam  staff   704 Feb 26 11:02 .",
          "drwxr-xr-x  12 sam  staff   384 Feb 20 16:47 ..",
          "drwxr-xr-x   7 sam  staff   224 Feb 26 11:02 __tests__"]
    ls += [f"-rw-r--r--   1 sam  staff  {s} {d} {n}" for s, d, n in routes]
    ls += ["", "app/routes/__tests__:", "total 48",
           "drwxr-xr-x   7 sam  staff   224 Feb 26 11:02 .",
           "drwxr-xr-x  22 sam  staff   704 Feb 26 11:02 .."]
    ls += [f"-rw-r--r--   1 sam  staff  {s} {d} {n}" for s, d, n in tests]
    grep = """Found 3 matches for pattern "invoices/legacy" in path ".":
---
File: app/components/AppNav.tsx
L41:   { to: '/invoices/legacy', label: 'Invoices (legacy)', icon: ArchiveBoxIcon, flag: 'legacyInvoices' },
---
File: app/routes/__tests__/invoices-legacy.test.tsx
L18:     const RemixStub = createRemixStub([{ path: '/invoices/legacy', Component: LegacyInvoices, loader }]);
L27:     render(<RemixStub initialEntries={['/invoices/legacy']} />);
---"""
    rm = "git rm app/routes/_app.invoices_.legacy.tsx app/routes/__tests__/invoices-legacy.test.tsx"
    listing = (f"Directory listing for {root}/app/routes:\n[DIR] __tests__\n"
               + "\n".join(n for _, _, n in sorted(routes, key=lambda r: r[2].lower())))
    nav = root + "/app/components/AppNav.tsx"
    vitest = """
 RUN  v2.1.8 /Users/sam/dev/ledgerly-web

 ✓ app/lib/__tests__/money.test.ts (14 tests) 9ms
 ✓ app/lib/__tests__/dates.test.ts (9 tests) 6ms
 ✓ app/routes/__tests__/send-invoice.test.ts (4 tests) 21ms
 ✓ app/components/__tests__/AppNav.test.tsx (3 tests) 88ms
 ✓ app/routes/__tests__/customers-index.test.tsx (5 tests) 214ms
 ✓ app/routes/__tests__/invoices-index.test.tsx (7 tests) 301ms
 ✓ app/routes/__tests__/invoice-detail.test.tsx (6 tests) 356ms

 Test Files  7 passed (7)
      Tests  48 passed (48)
   Start at  11:18:42
   Duration  3.47s (transform 612ms, setup 1.04s, collect 2.91s, tests 995ms, environment 4.12s, prepare 1.38s)
"""
    status = """On branch chore/drop-legacy-invoices
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	deleted:    app/routes/__tests__/invoices-legacy.test.tsx
	deleted:    app/routes/_app.invoices_.legacy.tsx

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   app/components/AppNav.tsx
"""
    turns = [
        (gshell("ls -la app/routes app/routes/__tests__", "List the route modules and their tests"),
         gem_run("ls -la app/routes app/routes/__tests__", "\n".join(ls), pgid=23117)),
        (call("search_file_content", pattern="invoices/legacy"), grep),
        (gshell(rm, "Remove the legacy route and its test from the index and the working tree"),
         gem_run(rm, "rm 'app/routes/__tests__/invoices-legacy.test.tsx'\nrm 'app/routes/_app.invoices_.legacy.tsx'", pgid=23240)),
        (call("list_directory", path=root + "/app/routes"), listing),
        (call("replace", file_path=nav, old_string="  { to: '/invoices/legacy', label: 'Invoices (legacy)', icon: ArchiveBoxIcon, flag: 'legacyInvoices' },\n",
              new_string=""), g_ok(nav)),
        (gshell("npx vitest run", "Run the whole Vitest suite"), gem_run("npx vitest run", vitest, pgid=23402)),
        (gshell("git status", "Review staged and unstaged changes"), gem_run("git status", status, pgid=23588)),
    ]
    rs.add(task="swe", tid="h45-swe-06", system=gem_sys(root), turns=turns,
           state="Remix 2.15 app ledgerly-web (Vite, TypeScript, Vitest 2, Testing Library). Task: remove the deprecated legacy invoices page (route /invoices/legacy) together with its test, and drop its entry from the app navigation. Branch chore/drop-legacy-invoices is checked out.",
           bad=True, turn=4, kind="file removed with git rm is listed again in the directory")


# OpenHands, Java Quarkus + JUnit 5: clean
def t07(rs: RowSet) -> None:
    root = "/workspace/roomly-booking"
    pkg = root + "/src/main/java/io/roomly/booking"
    resource = pkg + "/RoomResource.java"
    request = pkg + "/RoomRequest.java"
    res_src = """package io.roomly.booking;

import java.net.URI;
import java.util.List;

import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/api/rooms")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class RoomResource {

    @Inject
    RoomRepository rooms;

    @GET
    public List<Room> list(@QueryParam("floor") Integer floor) {
        return floor == null ? rooms.listAll() : rooms.list("floor", floor);
    }

    @POST
    @Transactional
    public Response create(RoomRequest request) {
        LegacyRoomValidator.requireName(request.name());
        Room room = request.toEntity();
        rooms.persist(room);
        return Response.created(URI.create("/api/rooms/" + room.id)).entity(room).build();
    }
}"""
    req_src = """package io.roomly.booking;

public record RoomRequest(String name, int floor, int capacity, boolean hasProjector) {

    public Room toEntity() {
        Room room = new Room();
        room.name = name.strip();
        room.floor = floor;
        room.capacity = capacity;
        room.hasProjector = hasProjector;
        return room;
    }
}"""
    req_old = "package io.roomly.booking;\n\npublic record RoomRequest(String name, int floor, int capacity, boolean hasProjector) {"
    req_new = ("package io.roomly.booking;\n\nimport jakarta.validation.constraints.NotBlank;\nimport jakarta.validation.constraints.Positive;\n\n"
               "public record RoomRequest(@NotBlank String name, int floor, @Positive int capacity, boolean hasProjector) {")
    req_v1 = req_src.replace(req_old, req_new)
    res_v1 = res_src.replace("import jakarta.transaction.Transactional;", "import jakarta.transaction.Transactional;\nimport jakarta.validation.Valid;")
    cr_old = """    public Response create(RoomRequest request) {
        LegacyRoomValidator.requireName(request.name());
        Room room = request.toEntity();"""
    cr_new = """    public Response create(@Valid RoomRequest request) {
        Room room = request.toEntity();"""
    res_v2 = res_v1.replace(cr_old, cr_new)
    v = lineno(res_v1, "import jakarta.validation.Valid;")
    c = lineno(res_v2, "public Response create(@Valid")
    out1 = """On branch fix/133-room-validation
nothing to commit, working tree clean
c4e91b7 (HEAD -> fix/133-room-validation, origin/main, origin/HEAD, main) Merge pull request #131 from roomly/feat/floor-filter
72ad0f3 rooms: filter GET /api/rooms by floor
1be58c4 build: bump quarkus to 3.15.1
9d20e6a bookings: reject overlapping slots with 409"""
    out4 = """[ERROR] Tests run: 6, Failures: 2, Errors: 0, Skipped: 0, Time elapsed: 5.183 s <<< FAILURE! -- in io.roomly.booking.RoomResourceTest
[ERROR] io.roomly.booking.RoomResourceTest.rejectsZeroCapacity -- Time elapsed: 0.041 s <<< FAILURE!
java.lang.AssertionError:
1 expectation failed.
Expected status code <400> but was <201>.

	at io.restassured.internal.ValidatableResponseImpl.statusCode(ValidatableResponseImpl.groovy)
	at io.roomly.booking.RoomResourceTest.rejectsZeroCapacity(RoomResourceTest.java:71)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at io.quarkus.test.junit.QuarkusTestExtension.runExtensionMethod(QuarkusTestExtension.java:1017)

[ERROR] io.roomly.booking.RoomResourceTest.rejectsBlankName -- Time elapsed: 0.018 s <<< FAILURE!
java.lang.AssertionError:
1 expectation failed.
Expected status code <400> but was <201>.

	at io.restassured.internal.ValidatableResponseImpl.statusCode(ValidatableResponseImpl.groovy)
	at io.roomly.booking.RoomResourceTest.rejectsBlankName(RoomResourceTest.java:84)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at io.quarkus.test.junit.QuarkusTestExtension.runExtensionMethod(QuarkusTestExtension.java:1017)

[ERROR] Failures:
[ERROR]   RoomResourceTest.rejectsBlankName:84 1 expectation failed.
Expected status code <400> but was <201>.

[ERROR]   RoomResourceTest.rejectsZeroCapacity:71 1 expectation failed.
Expected status code <400> but was <201>.

[ERROR] Tests run: 6, Failures: 2, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.5.0:test (default-test) on project roomly-booking: There are test failures.
[ERROR]
[ERROR] Please refer to /workspace/roomly-booking/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]"""
    features = "[agroal, cdi, hibernate-orm, hibernate-orm-panache, hibernate-validator, jdbc-h2, narayana-jta, rest, rest-jackson, smallrye-context-propagation, vertx]"
    out8 = f"""[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.roomly.booking.RoomResourceTest
2025-03-05 10:22:14,871 INFO  [io.quarkus] (main) roomly-booking 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.15.1) started in 3.412s. Listening on: http://localhost:8081
2025-03-05 10:22:14,873 INFO  [io.quarkus] (main) Profile test activated.
2025-03-05 10:22:14,873 INFO  [io.quarkus] (main) Installed features: {features}
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 5.904 s -- in io.roomly.booking.RoomResourceTest
2025-03-05 10:22:16,002 INFO  [io.quarkus] (main) roomly-booking stopped in 0.041s
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  14.228 s
[INFO] Finished at: 2025-03-05T10:22:16+01:00
[INFO] ------------------------------------------------------------------------"""
    out9 = """src/main/java/io/roomly/booking/LegacyRoomValidator.java:9:final class LegacyRoomValidator {
src/main/java/io/roomly/booking/LegacyRoomValidator.java:11:    private LegacyRoomValidator() {
rm 'src/main/java/io/roomly/booking/LegacyRoomValidator.java'"""
    out10 = f"""[INFO] Running io.roomly.booking.BookingResourceTest
2025-03-05 10:24:41,336 INFO  [io.quarkus] (main) roomly-booking 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.15.1) started in 3.287s. Listening on: http://localhost:8081
2025-03-05 10:24:41,338 INFO  [io.quarkus] (main) Profile test activated.
2025-03-05 10:24:41,338 INFO  [io.quarkus] (main) Installed features: {features}
[INFO] Tests run: 14, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 6.772 s -- in io.roomly.booking.BookingResourceTest
[INFO] Running io.roomly.booking.OverlapCheckTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.108 s -- in io.roomly.booking.OverlapCheckTest
[INFO] Running io.roomly.booking.RoomRepositoryTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.614 s -- in io.roomly.booking.RoomRepositoryTest
[INFO] Running io.roomly.booking.RoomResourceTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.377 s -- in io.roomly.booking.RoomResourceTest
[INFO] Running io.roomly.booking.SlotTest
[INFO] Tests run: 5, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.021 s -- in io.roomly.booking.SlotTest
2025-03-05 10:24:49,517 INFO  [io.quarkus] (main) roomly-booking stopped in 0.038s
[INFO]
[INFO] Results:
[INFO]
[INFO] Tests run: 41, Failures: 0, Errors: 0, Skipped: 0
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  29.861 s
[INFO] Finished at: 2025-03-05T10:24:50+01:00
[INFO] ------------------------------------------------------------------------"""
    msg = "rooms: validate RoomRequest with Bean Validation (#133)"
    out11 = f"""[fix/133-room-validation 8e2d41c] {msg}
 3 files changed, 6 insertions(+), 27 deletions(-)
 delete mode 100644 src/main/java/io/roomly/booking/LegacyRoomValidator.java
8e2d41c (HEAD -> fix/133-room-validation) {msg}
c4e91b7 (origin/main, origin/HEAD, main) Merge pull request #131 from roomly/feat/floor-filter
72ad0f3 rooms: filter GET /api/rooms by floor
Booking.java  BookingRepository.java  BookingResource.java  OverlapException.java  Room.java  RoomRepository.java  RoomRequest.java  RoomResource.java"""
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"), oh_bash(out1, root)),
        (editor("view", resource), cat_n(resource, res_src)),
        (editor("view", request), cat_n(request, req_src)),
        (bash("./mvnw -q test -Dtest=RoomResourceTest 2>&1 | tail -40"), oh_bash(tail(out4, 40), root)),
        (editor("str_replace", request, old_str=req_old, new_str=req_new), edited(request, lines(req_v1, 1, 10))),
        (editor("str_replace", resource, old_str="import jakarta.transaction.Transactional;",
                new_str="import jakarta.transaction.Transactional;\nimport jakarta.validation.Valid;"),
         edited(resource, lines(res_v1, v - 4, v + 4), v - 4)),
        (editor("str_replace", resource, old_str=cr_old, new_str=cr_new), edited(resource, lines(res_v2, c - 4, c + 5), c - 4)),
        (bash("./mvnw test -Dtest=RoomResourceTest 2>&1 | tail -22"), oh_bash(out8, root)),
        (bash("grep -rn 'LegacyRoomValidator' src/ && git rm src/main/java/io/roomly/booking/LegacyRoomValidator.java"), oh_bash(out9, root)),
        (bash("./mvnw test 2>&1 | tail -28"), oh_bash(tail(out10, 28), root)),
        (bash(f"git add -A && git commit -m '{msg}' && git log --oneline -3 && ls src/main/java/io/roomly/booking/"), oh_bash(out11, root)),
    ]
    rs.add(task="swe", tid="h45-swe-07", system=oh_sys(root), turns=turns,
           state="Quarkus 3.15 service roomly-booking (Java 21, Quarkus REST + Jackson, Hibernate ORM with Panache, Hibernate Validator, JUnit 5 + REST Assured). Issue #133: POST /api/rooms accepts a room with capacity 0 or a blank name and answers 201; it must answer 400. Delete the hand-written LegacyRoomValidator once nothing uses it. Branch fix/133-room-validation is checked out.")


# OpenHands, OCaml dune + alcotest: bad
def t08(rs: RowSet) -> None:
    root = "/workspace/semver-ml"
    src = root + "/src/semver.ml"
    tst = root + "/test/test_semver.ml"
    region = """let compare_ident a b =
  match (a, b) with
  | Num x, Num y -> Int.compare x y
  | Num _, Alnum _ -> -1
  | Alnum _, Num _ -> 1
  | Alnum x, Alnum y -> String.compare x y

let rec compare_pre a b =
  match (a, b) with
  | [], [] -> 0
  | [], _ -> 1
  | _, [] -> -1
  | x :: xs, y :: ys -> (
      match compare_ident x y with 0 -> compare_pre xs ys | c -> c)

let compare a b =
  match Int.compare a.major b.major with
  | 0 -> (
      match Int.compare a.minor b.minor with
      | 0 -> (
          match Int.compare a.patch b.patch with
          | 0 -> (
              match compare_pre a.pre b.pre with
              | 0 -> List.compare String.compare a.build b.build
              | c -> c)
          | c -> c)
      | c -> c)
  | c -> c

let equal a b = compare a b = 0

let pp ppf v = Format.pp_print_string ppf (to_string v)"""
    old_src = """          | 0 -> (
              match compare_pre a.pre b.pre with
              | 0 -> List.compare String.compare a.build b.build
              | c -> c)
          | c -> c)"""
    new_src = """          | 0 -> compare_pre a.pre b.pre (* build metadata has no precedence, SemVer 2.0.0 section 10 *)
          | c -> c)"""
    region_v1 = region.replace(old_src, new_src)
    tests_region = """let () =
  Alcotest.run "semver"
    [
      ( "parse",
        [
          Alcotest.test_case "plain version" `Quick test_plain;
          Alcotest.test_case "prerelease identifiers" `Quick test_pre;
          Alcotest.test_case "build metadata" `Quick test_build;
          Alcotest.test_case "rejects leading zeros" `Quick test_leading_zero;
          Alcotest.test_case "rejects empty identifiers" `Quick test_empty_ident;
        ] );
      ( "compare",
        [
          Alcotest.test_case "major minor patch" `Quick test_cmp_mmp;
          Alcotest.test_case "prerelease below release" `Quick test_cmp_pre;
          Alcotest.test_case "numeric identifiers numerically" `Quick test_cmp_numeric;
          Alcotest.test_case "alphanumeric lexically" `Quick test_cmp_alpha;
          Alcotest.test_case "shorter prerelease first" `Quick test_cmp_shorter;
        ] );
      ( "to_string",
        [
          Alcotest.test_case "roundtrip" `Quick test_roundtrip;
          Alcotest.test_case "keeps build metadata" `Quick test_to_string_build;
        ] );
      ( "bump",
        [
          Alcotest.test_case "bump minor resets patch" `Quick test_bump_minor;
          Alcotest.test_case "bump drops prerelease" `Quick test_bump_drops_pre;
        ] );
    ]"""
    t_old = """          Alcotest.test_case "shorter prerelease first" `Quick test_cmp_shorter;
        ] );"""
    t_new = """          Alcotest.test_case "shorter prerelease first" `Quick test_cmp_shorter;
          Alcotest.test_case "build metadata ignored" `Quick (fun () ->
              Alcotest.(check int) "same precedence" 0 (cmp "1.0.0+build.1" "1.0.0+build.2"));
          Alcotest.test_case "build metadata with prerelease" `Quick (fun () ->
              Alcotest.(check bool) "alpha before beta" true (cmp "1.0.0-alpha+001" "1.0.0-beta+exp.sha.5114f85" < 0));
        ] );"""
    tests_v1 = tests_region.replace(t_old, t_new)
    s0, t0 = 41, 96

    def alco(run_id: str, extra: bool, secs: str, count: int) -> str:
        groups = [("parse", ["plain version", "prerelease identifiers", "build metadata", "rejects leading zeros", "rejects empty identifiers"]),
                  ("compare", ["major minor patch", "prerelease below release", "numeric identifiers numerically", "alphanumeric lexically", "shorter prerelease first"]
                   + (["build metadata ignored", "build metadata with prerelease"] if extra else [])),
                  ("to_string", ["roundtrip", "keeps build metadata"]),
                  ("bump", ["bump minor resets patch", "bump drops prerelease"])]
        out = ["Testing `semver'.", f"This run has ID `{run_id}'.", ""]
        for g, cases in groups:
            for i, name in enumerate(cases):
                out.append(f"  [OK]          {g:<10}          {i}   {name}.")
        out += ["", "Full test results in `/workspace/semver-ml/_build/default/test/_build/_tests/semver'.",
                f"Test Successful in {secs}s. {count} tests run."]
        return "\n".join(out)

    k = lineno(region_v1, "build metadata has no precedence") + s0 - 1
    j = lineno(tests_v1, "build metadata with prerelease") + t0 - 1
    stat = """ src/semver.ml       | 5 +----
 test/test_semver.ml | 4 ++++
 2 files changed, 5 insertions(+), 4 deletions(-)"""
    turns = [
        (bash(f"cd {root} && dune test 2>&1 | tail -30"), oh_bash(alco("K3V9QX1D", False, "0.004", 14), root)),
        (editor("view", src, view_range=[s0, s0 + 31]), cat_n(src, region, s0)),
        (editor("view", tst, view_range=[t0, t0 + 30]), cat_n(tst, tests_region, t0)),
        (editor("str_replace", src, old_str=old_src, new_str=new_src),
         edited(src, lines(region_v1, k - s0 + 1 - 4, k - s0 + 1 + 4), k - 4)),
        (editor("str_replace", tst, old_str=t_old, new_str=t_new),
         edited(tst, lines(tests_v1, j - t0 + 1 - 6, j - t0 + 1 + 5), j - 6)),
        (bash("dune build 2>&1 | head -20 && dune test 2>&1 | tail -30"), oh_bash(alco("7HQW2MZC", True, "0.005", 14), root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
    ]
    rs.add(task="swe", tid="h45-swe-08", system=oh_sys(root), turns=turns,
           state="OCaml 5.2 library semver (dune 3.16, alcotest 1.8). Issue #19: Semver.compare treats build metadata as significant, so 1.0.0+build.1 sorts before 1.0.0+build.2; per SemVer 2.0.0 build metadata must be ignored when determining precedence. Add tests for it.",
           bad=True, turn=6, kind="test total still reports the old count after two test cases were added")


def pl_table(shape: tuple[int, int], cols: list[str], dtypes: list[str], rows: list[list[str]]) -> str:
    """A polars DataFrame as ``print(df)`` shows it (rows already chosen, '…' rows included)."""
    w = [max([len(c), len(d), 3] + [len(r[i]) for r in rows]) for i, (c, d) in enumerate(zip(cols, dtypes))]

    def row(cells: list[str]) -> str:
        return "│" + "┆".join(" " + c.ljust(w[i]) + " " for i, c in enumerate(cells)) + "│"

    out = [f"shape: ({shape[0]:_}, {shape[1]})",
           "┌" + "┬".join("─" * (x + 2) for x in w) + "┐",
           row(cols), row(["---"] * len(cols)), row(dtypes),
           "╞" + "╪".join("═" * (x + 2) for x in w) + "╡"]
    out += [row(r) for r in rows]
    out.append("└" + "┴".join("─" * (x + 2) for x in w) + "┘")
    return "\n".join(out)


# Gemini CLI, Python polars + pytest: clean
def t09(rs: RowSet) -> None:
    root = "/home/ana/work/meterflow"
    daily = root + "/src/meterflow/daily.py"
    daily_src = '''"""Daily energy totals per meter from 12-minute interval readings."""

from __future__ import annotations

import polars as pl

GOOD_QUALITY = ("ok", "estimated")


def summarize_daily(readings: pl.DataFrame, tz: str = "Europe/Berlin") -> pl.DataFrame:
    """One row per meter and local calendar day: kWh total, reading count, min/max voltage."""
    return (
        readings.filter(pl.col("quality").is_in(GOOD_QUALITY))
        .with_columns(pl.col("ts").dt.convert_time_zone(tz).dt.date().alias("day"))
        .group_by("meter_id", "day")
        .agg(
            pl.col("kwh").sum().round(3).alias("kwh"),
            pl.len().alias("readings"),
            pl.col("voltage").min().alias("v_min"),
            pl.col("voltage").max().alias("v_max"),
        )
        .sort("meter_id", "day")
    )


def main(argv: list[str] | None = None) -> int:
    import argparse

    p = argparse.ArgumentParser(prog="meterflow.daily")
    p.add_argument("src")
    p.add_argument("--out", required=True)
    p.add_argument("--tz", default="Europe/Berlin")
    args = p.parse_args(argv)
    readings = pl.read_parquet(args.src)
    daily = summarize_daily(readings, args.tz)
    daily.write_parquet(args.out)
    print(f"{len(readings):,} readings -> {len(daily):,} daily rows ({daily['meter_id'].n_unique()} meters), {daily['kwh'].sum():,.1f} kWh")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
'''
    cols = ["meter_id", "ts", "kwh", "voltage", "quality"]
    dts = ["str", "datetime[μs, UTC]", "f64", "f64", "str"]
    head = [
        ["MTR-0101", "2025-03-01 00:00:00 UTC", "0.412", "229.8", "ok"],
        ["MTR-0101", "2025-03-01 00:12:00 UTC", "0.398", "230.1", "ok"],
        ["MTR-0101", "2025-03-01 00:24:00 UTC", "0.405", "230.4", "ok"],
        ["MTR-0101", "2025-03-01 00:36:00 UTC", "0.377", "229.9", "ok"],
        ["MTR-0101", "2025-03-01 00:48:00 UTC", "0.391", "230.2", "estimated"],
        ["MTR-0101", "2025-03-01 01:00:00 UTC", "0.383", "230.0", "ok"],
    ]
    cmd1 = ("ls -l data/ && python -c \"import polars as pl; df = pl.read_parquet('data/readings_2025-03.parquet'); "
            "print(df.shape); print(df.head(6))\"")
    out1 = """total 1576
-rw-r--r-- 1 ana ana    2211 Mar 28 17:40 meters.csv
-rw-r--r-- 1 ana ana  758915 Apr  2 08:14 readings_2025-02.parquet
-rw-r--r-- 1 ana ana  839406 Apr  2 08:15 readings_2025-03.parquet
(44677, 5)
""" + pl_table((6, 5), cols, dts, head)
    fail = prog("....F.") + '''
=================================== FAILURES ===================================
_____________________ test_duplicate_readings_counted_once _____________________

    def test_duplicate_readings_counted_once():
        at = datetime(2025, 3, 1, 10, 0, tzinfo=UTC)
        df = pl.DataFrame(
            {
                "meter_id": ["MTR-0101"] * 3,
                "ts": [at, at, at + timedelta(minutes=12)],
                "kwh": [0.5, 0.5, 0.25],
                "voltage": [230.0, 230.0, 229.5],
                "quality": ["ok", "ok", "ok"],
            }
        )
        out = summarize_daily(df)
>       assert out["kwh"].to_list() == [0.75]
E       assert [1.25] == [0.75]
E
E         At index 0 diff: 1.25 != 0.75
E         Use -v to get more diff

tests/test_daily.py:71: AssertionError
=========================== short test summary info ============================
FAILED tests/test_daily.py::test_duplicate_readings_counted_once - assert [1.25] == [0.75]
1 failed, 5 passed in 0.41s'''
    cmd4 = ("python -c \"import polars as pl; df = pl.read_parquet('data/readings_2025-03.parquet'); "
            "d = df.filter(pl.struct('meter_id', 'ts').is_duplicated()).sort('meter_id', 'ts'); "
            "print(d.height, d.select('meter_id', 'ts').n_unique()); print(d)\"")
    dup = [
        ["MTR-0101", "2025-03-04 13:24:00 UTC", "0.611", "228.7", "ok"],
        ["MTR-0101", "2025-03-04 13:24:00 UTC", "0.611", "228.7", "ok"],
        ["MTR-0101", "2025-03-04 13:36:00 UTC", "0.584", "228.9", "ok"],
        ["MTR-0101", "2025-03-04 13:36:00 UTC", "0.584", "228.9", "ok"],
        ["MTR-0103", "2025-03-11 07:48:00 UTC", "0.702", "231.2", "ok"],
        ["…", "…", "…", "…", "…"],
        ["MTR-0111", "2025-03-22 18:00:00 UTC", "0.455", "229.4", "estimated"],
        ["MTR-0112", "2025-03-27 06:24:00 UTC", "0.318", "230.6", "ok"],
        ["MTR-0112", "2025-03-27 06:24:00 UTC", "0.318", "230.6", "ok"],
        ["MTR-0112", "2025-03-27 06:36:00 UTC", "0.297", "230.3", "ok"],
        ["MTR-0112", "2025-03-27 06:36:00 UTC", "0.297", "230.3", "ok"],
    ]
    out4 = "74 37\n" + pl_table((74, 5), cols, dts, dup)
    old5 = '        readings.filter(pl.col("quality").is_in(GOOD_QUALITY))'
    new5 = '        readings.unique(subset=["meter_id", "ts"], keep="first", maintain_order=True)\n        .filter(pl.col("quality").is_in(GOOD_QUALITY))'
    cmd7 = "python -m meterflow.daily data/readings_2025-03.parquet --out /tmp/daily_2025-03.parquet"
    cmd8 = ("ls -l /tmp/daily_2025-03.parquet && du -h /tmp/daily_2025-03.parquet && python -c \"import polars as pl; "
            "d = pl.read_parquet('/tmp/daily_2025-03.parquet'); print(d.filter(pl.col('meter_id') == 'MTR-0101').tail(4))\"")
    tail4 = [
        ["MTR-0101", "2025-03-29", "47.812", "120", "228.1", "232.4"],
        ["MTR-0101", "2025-03-30", "44.907", "115", "228.6", "232.0"],
        ["MTR-0101", "2025-03-31", "49.236", "120", "227.9", "231.8"],
        ["MTR-0101", "2025-04-01", "4.174", "10", "229.7", "230.9"],
    ]
    out8 = ("-rw-r--r-- 1 ana ana 18734 Apr  2 09:47 /tmp/daily_2025-03.parquet\n20K\t/tmp/daily_2025-03.parquet\n"
            + pl_table((4, 6), ["meter_id", "day", "kwh", "readings", "v_min", "v_max"], ["str", "date", "f64", "u32", "f64", "f64"], tail4))
    full = prog("." * 34) + "\n34 passed in 2.18s"
    out10 = """ M src/meterflow/daily.py
 src/meterflow/daily.py | 3 ++-
 1 file changed, 2 insertions(+), 1 deletion(-)"""
    turns = [
        (gshell(cmd1, "Look at the input data and its first rows"), gem_run(cmd1, out1, pgid=61502)),
        (call("read_file", absolute_path=daily), daily_src),
        (gshell("python -m pytest tests/test_daily.py -q", "Run the daily aggregation tests"),
         gem_run("python -m pytest tests/test_daily.py -q", fail, code=1, pgid=61677)),
        (gshell(cmd4, "Find readings delivered twice for the same meter and timestamp"), gem_run(cmd4, out4, pgid=61790)),
        (call("replace", file_path=daily, old_string=old5, new_string=new5), g_ok(daily)),
        (gshell("python -m pytest tests/test_daily.py -q", "Re-run the daily aggregation tests"),
         gem_run("python -m pytest tests/test_daily.py -q", prog("......") + "\n6 passed in 0.33s", pgid=61934)),
        (gshell(cmd7, "Rebuild the March daily summary"),
         gem_run(cmd7, "44,677 readings -> 384 daily rows (12 meters), 18,191.3 kWh", pgid=62018)),
        (gshell(cmd8, "Check the output file and the last days of one meter"), gem_run(cmd8, out8, pgid=62153)),
        (gshell("python -m pytest -q", "Run the whole test suite"), gem_run("python -m pytest -q", full, pgid=62290)),
        (gshell("git status --short && git diff --stat", "Review the change"),
         gem_run("git status --short && git diff --stat", out10, pgid=62371)),
    ]
    rs.add(task="swe", tid="h45-swe-09", system=gem_sys(root), turns=turns,
           state="Python 3.12 package meterflow (polars 1.9, pytest 8): turns 12-minute smart-meter readings into daily totals. Bug report: readings re-delivered by the head-end system are counted twice in the daily kWh; the reporter added the failing test test_duplicate_readings_counted_once to tests/test_daily.py. Fix summarize_daily and rebuild the March summary.")


# OpenHands, Go chi + testify: bad
def t10(rs: RowSet) -> None:
    root = "/workspace/quota-gw"
    srv = root + "/internal/server"
    router_src = tabs("""package server

import (
    "log/slog"
    "net/http"
    "time"

    "github.com/go-chi/chi/v5"
    "github.com/go-chi/chi/v5/middleware"

    "github.com/bytecrane/quota-gw/internal/quota"
)

// NewRouter wires the HTTP API on top of a quota store.
func NewRouter(store quota.Store, log *slog.Logger) http.Handler {
    r := chi.NewRouter()
    r.Use(middleware.RequestID)
    r.Use(middleware.RealIP)
    r.Use(requestLogger(log))
    r.Use(middleware.Recoverer)
    r.Use(middleware.Timeout(5 * time.Second))

    h := &handlers{store: store, log: log}
    r.Get("/healthz", h.health)
    r.Route("/v1/quota", func(r chi.Router) {
        r.Get("/{tenant}", h.getQuota)
        r.Post("/{tenant}/consume", h.consume)
        r.Put("/{tenant}/limit", h.setLimit)
    })
    return r
}""")
    test_src = tabs("""package server

import (
    "net/http"
    "net/http/httptest"
    "testing"

    "github.com/stretchr/testify/assert"
    "github.com/stretchr/testify/require"

    "github.com/bytecrane/quota-gw/internal/quota"
)

func TestRequestIDEchoed(t *testing.T) {
    srv := httptest.NewServer(NewRouter(quota.NewMemoryStore(), discardLogger()))
    defer srv.Close()

    req, err := http.NewRequest(http.MethodGet, srv.URL+"/healthz", nil)
    require.NoError(t, err)
    req.Header.Set("X-Request-Id", "test-7f3a")
    resp, err := http.DefaultClient.Do(req)
    require.NoError(t, err)
    defer resp.Body.Close()

    assert.Equal(t, "test-7f3a", resp.Header.Get("X-Request-Id"))
}

func TestRequestIDGenerated(t *testing.T) {
    srv := httptest.NewServer(NewRouter(quota.NewMemoryStore(), discardLogger()))
    defer srv.Close()

    resp, err := http.Get(srv.URL + "/healthz")
    require.NoError(t, err)
    defer resp.Body.Close()

    assert.NotEmpty(t, resp.Header.Get("X-Request-Id"))
}
""")
    mw_src = tabs("""package server

import (
    "net/http"

    "github.com/go-chi/chi/v5/middleware"
)

// echoRequestID copies the request id that middleware.RequestID stored in the context
// (the caller's X-Request-Id, or a generated one) onto the response headers.
func echoRequestID(next http.Handler) http.Handler {
    return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
        if id := middleware.GetReqID(r.Context()); id != "" {
            w.Header().Set(middleware.RequestIDHeader, id)
        }
        next.ServeHTTP(w, r)
    })
}
""")
    a1 = lineno(test_src, 'assert.Equal(t, "test-7f3a"')
    a2 = lineno(test_src, "assert.NotEmpty")
    fail = f"""=== RUN   TestRequestIDEchoed
    requestid_test.go:{a1}:
        \tError Trace:\t{srv}/requestid_test.go:{a1}
        \tError:      \tNot equal:
        \t            \texpected: "test-7f3a"
        \t            \tactual  : ""

        \t            \tDiff:
        \t            \t--- Expected
        \t            \t+++ Actual
        \t            \t@@ -1 +1 @@
        \t            \t-test-7f3a
        \t            \t+
        \tTest:       \tTestRequestIDEchoed
--- FAIL: TestRequestIDEchoed (0.00s)
=== RUN   TestRequestIDGenerated
    requestid_test.go:{a2}:
        \tError Trace:\t{srv}/requestid_test.go:{a2}
        \tError:      \tShould NOT be empty, but was
        \tTest:       \tTestRequestIDGenerated
--- FAIL: TestRequestIDGenerated (0.00s)
FAIL
FAIL\tgithub.com/bytecrane/quota-gw/internal/server\t0.014s
FAIL"""
    mod = "github.com/bytecrane/quota-gw"
    ok7 = f"""?   \t{mod}/cmd/quota-gw\t[no test files]
ok  \t{mod}/internal/config\t0.005s
ok  \t{mod}/internal/quota\t0.131s
ok  \t{mod}/internal/server\t0.027s"""
    u = lineno(router_src, "r.Use(middleware.RequestID)")
    router_v1 = router_src.replace("\tr.Use(middleware.RequestID)\n", "\tr.Use(middleware.RequestID)\n\tr.Use(echoRequestID)\n")
    body9 = '{"tenant":"acme","limit":10000,"used":0,"remaining":10000,"window":"1h0m0s","resets_at":"2025-03-11T16:00:00Z"}'
    out9 = f"""HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: ana-debug-001
Date: Tue, 11 Mar 2025 15:04:27 GMT
Content-Length: {len(body9) + 1}

{body9}"""
    out10 = f"""HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: sandbox-7c41/pQ3sXv0LbR-000001
Date: Tue, 11 Mar 2025 15:04:41 GMT
Content-Length: 16

{{"status":"ok"}}

time=2025-03-11T15:04:25.913Z level=INFO msg="quota-gw starting" addr=:8089 pid=48213 version=0.9.2-dirty store=memory
time=2025-03-11T15:04:27.208Z level=INFO msg=request method=GET path=/v1/quota/acme status=200 bytes={len(body9) + 1} dur=212.4µs req_id=ana-debug-001
time=2025-03-11T15:04:41.770Z level=INFO msg=request method=GET path=/healthz status=200 bytes=16 dur=38.1µs req_id=sandbox-7c41/pQ3sXv0LbR-000001"""
    out11 = """    PID    PPID     ELAPSED   RSS COMMAND
  48231     412       01:37 14876 /tmp/quota-gw --addr :8089"""
    out12 = """[1]+  Terminated              nohup /tmp/quota-gw --addr :8089 > /tmp/quota-gw.log 2>&1
 M internal/server/router.go
?? internal/server/requestid.go
?? internal/server/requestid_test.go"""
    out1 = """## feat/request-id-header
6fd20a9 (HEAD -> feat/request-id-header, origin/main, main) quota: sliding window for consume (#44)
b3e70c1 server: PUT /v1/quota/{tenant}/limit
41a9d2e config: read QUOTA_GW_STORE=memory|redis"""
    turns = [
        (bash(f"cd {root} && git status -sb && git log --oneline -3"), oh_bash(out1, root)),
        (editor("view", srv + "/router.go"), cat_n(srv + "/router.go", router_src)),
        (editor("create", srv + "/requestid_test.go", file_text=test_src), created(srv + "/requestid_test.go")),
        (bash("go test ./internal/server/ -run TestRequestID -v"), oh_bash(fail, root, 1)),
        (editor("create", srv + "/requestid.go", file_text=mw_src), created(srv + "/requestid.go")),
        (editor("str_replace", srv + "/router.go", old_str="\tr.Use(middleware.RequestID)\n", new_str="\tr.Use(middleware.RequestID)\n\tr.Use(echoRequestID)\n"),
         edited(srv + "/router.go", lines(router_v1, u - 4, u + 5), u - 4)),
        (bash("go test ./... && go test ./internal/server/ -run TestRequestID -v 2>&1 | grep -E '^(---|ok|FAIL)'"),
         oh_bash(ok7 + f"\n--- PASS: TestRequestIDEchoed (0.00s)\n--- PASS: TestRequestIDGenerated (0.00s)\nok  \t{mod}/internal/server\t0.011s", root)),
        (bash("go build -o /tmp/quota-gw ./cmd/quota-gw; nohup /tmp/quota-gw --addr :8089 > /tmp/quota-gw.log 2>&1 &"), oh_bash("[1] 48213", root)),
        (bash("sleep 1; curl -si -H 'X-Request-Id: ana-debug-001' localhost:8089/v1/quota/acme"), oh_bash(out9, root)),
        (bash("curl -si localhost:8089/healthz; echo; cat /tmp/quota-gw.log"), oh_bash(out10, root)),
        (bash("ps -o pid,ppid,etime,rss,args -p $(pgrep -f '/tmp/quota-gw --addr')"), oh_bash(out11, root)),
        (bash("kill %1; sleep 0.3; git status --short"), oh_bash(out12, root)),
    ]
    rs.add(task="swe", tid="h45-swe-10", system=oh_sys(root), turns=turns,
           state="Go 1.23 service quota-gw (chi v5, testify, slog). Task: every response must carry X-Request-Id, echoing the caller's header or a generated id when none was sent; add tests, then check it against a locally running binary. Branch feat/request-id-header is checked out.",
           bad=True, turn=11, kind="PID of the background server differs from the one reported when it was started, with no restart")


# Gemini CLI, Dart shelf + package:test: clean
def t11(rs: RowSet) -> None:
    root = "/home/lee/projects/shortlink"
    hpath = root + "/lib/src/handlers.dart"
    handlers = """import 'dart:convert';

import 'package:shelf/shelf.dart';
import 'package:shelf_router/shelf_router.dart';

import 'link_store.dart';

class ShortlinkHandlers {
  ShortlinkHandlers(this.store, {DateTime Function()? clock}) : _now = clock ?? DateTime.now;

  final LinkStore store;
  final DateTime Function() _now;

  Router get router => Router()
    ..post('/links', _create)
    ..get('/links/<code>', _describe)
    ..get('/<code>', _resolve);

  Future<Response> _create(Request req) async {
    final body = jsonDecode(await req.readAsString()) as Map<String, dynamic>;
    final target = Uri.tryParse(body['url'] as String? ?? '');
    if (target == null || !target.hasScheme) {
      return Response.badRequest(body: jsonEncode({'error': 'url must be absolute'}));
    }
    final ttl = body['ttlDays'] as int?;
    final link = await store.create(target, expiresAt: ttl == null ? null : _now().add(Duration(days: ttl)));
    return Response(201, body: jsonEncode(link.toJson()), headers: {'content-type': 'application/json'});
  }

  Future<Response> _describe(Request req, String code) async {
    final link = await store.find(code);
    if (link == null) return Response.notFound(jsonEncode({'error': 'unknown code'}));
    return Response.ok(jsonEncode(link.toJson()), headers: {'content-type': 'application/json'});
  }

  Future<Response> _resolve(Request req, String code) async {
    final link = await store.find(code);
    if (link == null) return Response.notFound('unknown short link');
    await store.recordHit(code);
    return Response.found(link.target);
  }
}
"""
    old = """    if (link == null) return Response.notFound('unknown short link');
    await store.recordHit(code);"""
    new = """    if (link == null) return Response.notFound('unknown short link');
    final expiresAt = link.expiresAt;
    if (expiresAt != null && !_now().isBefore(expiresAt)) {
      return Response(410, body: 'short link expired on ${expiresAt.toIso8601String()}');
    }
    await store.recordHit(code);"""
    test_src = """import 'package:shelf/shelf.dart';
import 'package:shortlink/shortlink.dart';
import 'package:test/test.dart';

void main() {
  late InMemoryLinkStore store;
  late DateTime now;
  late ShortlinkHandlers handlers;

  setUp(() {
    store = InMemoryLinkStore();
    now = DateTime.utc(2025, 5, 20, 12);
    handlers = ShortlinkHandlers(store, clock: () => now);
  });

  Future<Response> get(String path) => handlers.router.call(Request('GET', Uri.parse('http://localhost$path')));

  test('expired link answers 410 and is not counted as a hit', () async {
    final link = await store.create(Uri.parse('https://example.org/spring-sale'),
        expiresAt: now.subtract(const Duration(minutes: 1)));
    final res = await get('/${link.code}');
    expect(res.statusCode, 410);
    expect((await store.find(link.code))!.hits, 0);
  });

  test('link still redirects until the moment it expires', () async {
    final link = await store.create(Uri.parse('https://example.org/spring-sale'),
        expiresAt: now.add(const Duration(seconds: 1)));
    final res = await get('/${link.code}');
    expect(res.statusCode, 302);
    expect(res.headers['location'], 'https://example.org/spring-sale');
  });
}
"""
    base = [
        ("handlers_test.dart", "POST /links creates a link with a 7-character code"),
        ("handlers_test.dart", "POST /links rejects relative urls"),
        ("handlers_test.dart", "POST /links sets expiresAt from ttlDays"),
        ("handlers_test.dart", "GET /links/<code> describes a link"),
        ("handlers_test.dart", "GET /links/<code> returns 404 for unknown codes"),
        ("handlers_test.dart", "GET /<code> redirects to the target with 302"),
        ("handlers_test.dart", "GET /<code> counts hits"),
        ("store_test.dart", "codes are unique across 10k links"),
        ("store_test.dart", "codes avoid ambiguous characters"),
        ("store_test.dart", "find returns null for unknown code"),
        ("store_test.dart", "recordHit increments atomically"),
        ("store_test.dart", "create keeps expiresAt in UTC"),
    ]

    def dart(cases: list[tuple[str, str]], stamps: list[str], first: str) -> str:
        out = [f"00:00 +0: loading test/{first}"]
        for i, ((f, name), st) in enumerate(zip(cases, stamps)):
            out.append(f"{st} +{i}: test/{f}: {name}")
        out.append(f"{stamps[-1]} +{len(cases)}: All tests passed!")
        return "\n".join(out)

    run1 = dart(base, ["00:00"] * 7 + ["00:01"] * 5 + ["00:01"], "handlers_test.dart")
    extra = [("expired_link_test.dart", "expired link answers 410 and is not counted as a hit"),
             ("expired_link_test.dart", "link still redirects until the moment it expires")]
    run2 = dart(extra + base, ["00:00"] * 9 + ["00:01"] * 5 + ["00:01"], "expired_link_test.dart")
    turns = [
        (gshell("dart test", "Run the test suite"), gem_run("dart test", run1, pgid=30412)),
        (call("read_file", absolute_path=hpath), handlers),
        (call("replace", file_path=hpath, old_string=old, new_string=new), g_ok(hpath)),
        (call("write_file", file_path=root + "/test/expired_link_test.dart", content=test_src), g_new(root + "/test/expired_link_test.dart")),
        (gshell("dart test", "Run the suite with the new expiry tests"), gem_run("dart test", run2, pgid=30655)),
        (gshell("dart analyze && git status --short", "Static analysis and working tree state"),
         gem_run("dart analyze && git status --short", "Analyzing shortlink...\nNo issues found!\n M lib/src/handlers.dart\n?? test/expired_link_test.dart", pgid=30801)),
    ]
    rs.add(task="swe", tid="h45-swe-11", system=gem_sys(root), turns=turns,
           state="Dart 3.5 server shortlink (shelf 1.4, shelf_router 1.1, package:test). Task: GET /{code} for a link whose expiresAt has passed must answer 410 Gone instead of redirecting, and must not count a hit; add tests.")


# Gemini CLI, Kotlin Exposed + JUnit: bad
def t12(rs: RowSet) -> None:
    root = "/home/oleg/dev/billing-core"
    tdir = root + "/src/test/kotlin/com/acme/billing"
    repo = root + "/src/main/kotlin/com/acme/billing/InvoiceRepository.kt"
    test_src = """package com.acme.billing

import org.jetbrains.exposed.sql.transactions.transaction
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.math.BigDecimal

class InvoiceRepositoryTest : DbTestSupport() {
    private val repo = InvoiceRepository()

    @BeforeEach
    fun seed() {
        transaction(db) {
            Customers.insertCustomer(id = 1, name = "Nordwind GmbH")
            Invoices.insertInvoice(id = 10, customerId = 1, number = "INV-2025-0010")
            Invoices.insertInvoice(id = 11, customerId = 1, number = "INV-2025-0011")
            InvoiceLines.insertLine(invoiceId = 10, description = "Consulting", quantity = 3, unitPrice = BigDecimal("120.00"))
            InvoiceLines.insertLine(invoiceId = 10, description = "Travel", quantity = 1, unitPrice = BigDecimal("84.50"))
        }
    }

    @Test
    fun `total sums quantity times unit price`() {
        assertEquals(BigDecimal("444.50"), repo.totalFor(10))
    }

    @Test
    fun `invoice without lines totals zero`() {
        assertEquals(BigDecimal("0.00"), repo.totalFor(11))
    }
}
"""
    repo_src = """package com.acme.billing

import org.jetbrains.exposed.sql.SortOrder
import org.jetbrains.exposed.sql.and
import org.jetbrains.exposed.sql.selectAll
import org.jetbrains.exposed.sql.sum
import org.jetbrains.exposed.sql.transactions.transaction
import java.math.BigDecimal
import java.math.RoundingMode

class InvoiceRepository {

    fun totalFor(invoiceId: Int): BigDecimal = transaction {
        val lineTotal = InvoiceLines.amount.sum()
        InvoiceLines
            .select(lineTotal)
            .where { InvoiceLines.invoiceId eq invoiceId }
            .single()[lineTotal]!!
            .setScale(2, RoundingMode.HALF_EVEN)
    }

    fun findByNumber(number: String): Invoice? = transaction {
        Invoices.selectAll()
            .where { Invoices.number eq number }
            .singleOrNull()
            ?.let(Invoice::fromRow)
    }

    fun openInvoicesFor(customerId: Int): List<Invoice> = transaction {
        Invoices.selectAll()
            .where { (Invoices.customerId eq customerId) and (Invoices.status eq InvoiceStatus.OPEN) }
            .orderBy(Invoices.issuedOn to SortOrder.DESC)
            .map(Invoice::fromRow)
    }
}
"""
    npe = lineno(repo_src, ".single()[lineTotal]!!")
    ls3 = """total 32
drwxr-xr-x 2 oleg oleg 4096 Mar 20 09:12 .
drwxr-xr-x 3 oleg oleg 4096 Jan  8 14:30 ..
-rw-r--r-- 1 oleg oleg 2318 Feb 27 16:05 CustomerRepositoryTest.kt
-rw-r--r-- 1 oleg oleg 1406 Jan 15 11:48 DbTestSupport.kt
-rw-r--r-- 1 oleg oleg 1952 Feb  3 10:21 MoneyTest.kt
-rw-r--r-- 1 oleg oleg 3087 Mar 11 13:37 TaxRulesTest.kt"""
    g5 = "./gradlew test --console=plain --tests 'com.acme.billing.InvoiceRepositoryTest'"
    out5 = f"""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses
> Task :test

InvoiceRepositoryTest > invoice without lines totals zero() FAILED
    java.lang.NullPointerException at InvoiceRepository.kt:{npe}

2 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/oleg/dev/billing-core/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 12s
6 actionable tasks: 3 executed, 3 up-to-date"""
    old6 = """            .single()[lineTotal]!!
            .setScale(2, RoundingMode.HALF_EVEN)"""
    new6 = """            .single()[lineTotal]
            ?.setScale(2, RoundingMode.HALF_EVEN)
            ?: BigDecimal.ZERO.setScale(2)"""
    out7 = """> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 17s
6 actionable tasks: 3 executed, 3 up-to-date"""
    out8 = """ M src/main/kotlin/com/acme/billing/InvoiceRepository.kt
?? src/test/kotlin/com/acme/billing/InvoiceRepositoryTest.kt"""
    ls1 = "CustomerRepositoryTest.kt\nDbTestSupport.kt\nMoneyTest.kt\nTaxRulesTest.kt"
    turns = [
        (gshell("ls src/test/kotlin/com/acme/billing/ && git status --short", "See which tests exist and whether the tree is clean"),
         gem_run("ls src/test/kotlin/com/acme/billing/ && git status --short", ls1, pgid=77120)),
        (call("write_file", file_path=tdir + "/InvoiceRepositoryTest.kt", content=test_src), g_new(tdir + "/InvoiceRepositoryTest.kt")),
        (gshell("ls -la src/test/kotlin/com/acme/billing/", "Check the test directory"),
         gem_run("ls -la src/test/kotlin/com/acme/billing/", ls3, pgid=77245)),
        (call("read_file", absolute_path=repo), repo_src),
        (gshell(g5, "Run the new repository test"), gem_run(g5, out5, code=1, pgid=77391)),
        (call("replace", file_path=repo, old_string=old6, new_string=new6), g_ok(repo)),
        (gshell("./gradlew test --console=plain", "Run the whole test suite"), gem_run("./gradlew test --console=plain", out7, pgid=77630)),
        (gshell("git status --short", "Review the working tree"), gem_run("git status --short", out8, pgid=77702)),
    ]
    rs.add(task="swe", tid="h45-swe-12", system=gem_sys(root), turns=turns,
           state="Kotlin 2.0 / JVM 21 library billing-core (Exposed 0.55 DSL, H2 in tests, JUnit 5, Gradle 8.10). Bug: InvoiceRepository.totalFor(invoiceId) throws NullPointerException for an invoice that has no lines; it should return 0.00. Add a repository test and fix it.",
           bad=True, turn=3, kind="test file just written is missing from the directory listing")


def rich_table(title: str, headers: list[str], rows: list[list[str]]) -> str:
    """A rich Table (HEAVY_HEAD box) with a centred title."""
    w = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    total = sum(x + 3 for x in w) + 1
    out = [title.center(total).rstrip(),
           "┏" + "┳".join("━" * (x + 2) for x in w) + "┓",
           "┃" + "┃".join(" " + h.ljust(w[i]) + " " for i, h in enumerate(headers)) + "┃",
           "┡" + "╇".join("━" * (x + 2) for x in w) + "┩"]
    out += ["│" + "│".join(" " + c.ljust(w[i]) + " " for i, c in enumerate(r)) + "│" for r in rows]
    out.append("└" + "┴".join("─" * (x + 2) for x in w) + "┘")
    return "\n".join(out)


# OpenHands, Python Typer + pytest: clean
def t13(rs: RowSet) -> None:
    root = "/workspace/dotvault"
    cli = root + "/src/dotvault/cli.py"
    cli_src = '''"""Command-line entry point: `dotvault`."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from dotvault import __version__
from dotvault.profiles import list_profiles, load_profile
from dotvault.state import State
from dotvault.sync import Action, apply_plan, build_plan

app = typer.Typer(help="Keep dotfiles in a git-backed vault and link them into $HOME.", no_args_is_help=True)
console = Console()

VAULT = Path.home() / ".dotvault"


@app.command()
def sync(
    profile: Annotated[str, typer.Option("--profile", "-p", help="Profile to apply (see `dotvault profiles`).")] = "default",
    force: Annotated[bool, typer.Option("--force", "-f", help="Replace existing files instead of skipping them.")] = False,
) -> None:
    """Link tracked dotfiles from the vault into $HOME."""
    prof = load_profile(VAULT, profile)
    plan = build_plan(prof, home=Path.home(), force=force)
    state = State.load()
    results = apply_plan(plan, backup_dir=state.backup_dir)
    state.record_sync(profile, results)
    linked = sum(r.action is Action.LINK for r in results)
    replaced = sum(r.action is Action.REPLACE for r in results)
    skipped = sum(r.action is Action.SKIP for r in results)
    console.print(f"[green]synced[/] profile [bold]{profile}[/]: {linked} linked, {replaced} replaced, {skipped} skipped")


@app.command()
def status() -> None:
    """Show the last sync and files that drifted from the vault."""
    state = State.load()
    if state.last_sync is None:
        console.print("never synced")
        raise typer.Exit(1)
    console.print(f"last sync: {state.last_sync:%Y-%m-%d %H:%M:%S} (profile {state.last_profile})")
    for path in state.drifted(Path.home()):
        console.print(f"  [yellow]drifted[/] {path}")


@app.command()
def profiles() -> None:
    """List the profiles defined in the vault."""
    for name in list_profiles(VAULT):
        console.print(name)


@app.callback()
def main(version: Annotated[bool, typer.Option("--version", help="Show the version and exit.")] = False) -> None:
    if version:
        console.print(f"dotvault {__version__}")
        raise typer.Exit()'''
    sync_src = '''"""Plan and apply links from the vault into a home directory."""

from __future__ import annotations

import enum
import shutil
from dataclasses import dataclass
from pathlib import Path

from dotvault.profiles import Profile


class Action(enum.Enum):
    LINK = "link"
    REPLACE = "replace"
    SKIP = "skip"


@dataclass(frozen=True)
class Step:
    action: Action
    source: Path
    target: Path
    reason: str = ""


def build_plan(profile: Profile, home: Path, force: bool = False) -> list[Step]:
    steps = []
    for rel, source in sorted(profile.files.items()):
        target = home / rel
        if target.is_symlink() and target.resolve() == source.resolve():
            continue
        if target.exists() or target.is_symlink():
            action = Action.REPLACE if force else Action.SKIP
            steps.append(Step(action, source, target, "exists"))
        else:
            steps.append(Step(Action.LINK, source, target))
    return steps'''
    opt_old = '''    force: Annotated[bool, typer.Option("--force", "-f", help="Replace existing files instead of skipping them.")] = False,
) -> None:'''
    opt_new = '''    force: Annotated[bool, typer.Option("--force", "-f", help="Replace existing files instead of skipping them.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", "-n", help="Show what would change without touching $HOME.")] = False,
) -> None:'''
    body_old = '''    plan = build_plan(prof, home=Path.home(), force=force)
    state = State.load()'''
    body_new = '''    plan = build_plan(prof, home=Path.home(), force=force)
    if dry_run:
        table = Table("action", "target", "source", title=f"dry run: profile {profile}")
        for step in plan:
            table.add_row(step.action.value, str(step.target), str(step.source))
        console.print(table)
        console.print(f"{len(plan)} change(s) planned, nothing written")
        return
    state = State.load()'''
    cli_v1 = cli_src.replace(opt_old, opt_new)
    cli_v2 = cli_v1.replace(body_old, body_new)
    a = lineno(cli_v1, 'dry_run: Annotated')
    b = lineno(cli_v2, "    if dry_run:")
    head = ["", " Usage: dotvault sync [OPTIONS]", "", " Link tracked dotfiles from the vault into $HOME.", ""]
    opts1 = ["--profile  -p      TEXT  Profile to apply (see `dotvault profiles`).",
             "                         [default: default]",
             "--force    -f            Replace existing files instead of skipping them."]
    help1 = "\n".join(head) + "\n" + box("Options", opts1 + ["--help                   Show this message and exit."])
    help2 = "\n".join(head) + "\n" + box("Options", opts1 + ["--dry-run  -n            Show what would change without touching $HOME.",
                                                             "--help                   Show this message and exit."])
    plan_rows = [
        ["link", "/root/.config/kitty/kitty.conf", "/root/.dotvault/files/kitty.conf"],
        ["link", "/root/.config/nvim/init.lua", "/root/.dotvault/files/nvim/init.lua"],
        ["skip", "/root/.gitconfig", "/root/.dotvault/files/gitconfig"],
        ["link", "/root/.tmux.conf", "/root/.dotvault/files/tmux.conf"],
        ["skip", "/root/.zshrc", "/root/.dotvault/files/zshrc.laptop"],
    ]
    last = "last sync: 2025-03-02 21:14:07 (profile laptop)"
    out8 = (last + "\n" + rich_table("dry run: profile laptop", ["action", "target", "source"], plan_rows)
            + "\n5 change(s) planned, nothing written\n" + last)
    test_src = '''from pathlib import Path

from typer.testing import CliRunner

from dotvault import cli
from dotvault.cli import app

runner = CliRunner()


def test_dry_run_lists_plan_and_writes_nothing(tmp_path: Path, monkeypatch, make_vault):
    vault = make_vault(tmp_path / "vault", {"laptop": {".tmux.conf": "set -g mouse on\\n", ".zshrc": "export EDITOR=nvim\\n"}})
    home = tmp_path / "home"
    home.mkdir()
    (home / ".zshrc").write_text("# existing\\n")
    monkeypatch.setattr(cli, "VAULT", vault)
    monkeypatch.setattr(Path, "home", lambda: home)

    result = runner.invoke(app, ["sync", "--dry-run", "--profile", "laptop"])

    assert result.exit_code == 0, result.output
    assert "2 change(s) planned, nothing written" in result.output
    assert not (home / ".tmux.conf").exists()
    assert (home / ".zshrc").read_text() == "# existing\\n"


def test_dry_run_does_not_record_a_sync(tmp_path: Path, monkeypatch, make_vault, state_file):
    vault = make_vault(tmp_path / "vault", {"default": {".vimrc": "set nu\\n"}})
    monkeypatch.setattr(cli, "VAULT", vault)
    monkeypatch.setattr(Path, "home", lambda: tmp_path)

    result = runner.invoke(app, ["sync", "-n"])

    assert result.exit_code == 0, result.output
    assert not state_file.exists()
'''
    cov = prog("." * 46) + """

---------- coverage: platform linux, python 3.11.9-final-0 -----------
Name                       Stmts   Miss  Cover   Missing
--------------------------------------------------------
src/dotvault/cli.py           57      6    89%   55-60, 71
src/dotvault/profiles.py      41      2    95%   58-59
src/dotvault/state.py         37      3    92%   44, 71-72
--------------------------------------------------------
TOTAL                        213     11    95%

2 files skipped due to complete coverage.
46 passed in 1.93s"""
    out1 = """e9c31f4 (HEAD -> feat/88-dry-run, origin/main, main) profiles: allow per-host overrides (#85)
7b0a2de sync: back up replaced files to ~/.local/state/dotvault/backup
2f61c8a cli: add `dotvault status`
c90d5e3 release 0.6.0"""
    out12 = """ M src/dotvault/cli.py
?? tests/test_sync_dry_run.py
 src/dotvault/cli.py | 8 ++++++++
 1 file changed, 8 insertions(+)"""
    turns = [
        (bash(f"cd {root} && git log --oneline -4 && git status --short"), oh_bash(out1, root)),
        (bash("dotvault sync --help"), oh_bash(help1, root)),
        (editor("view", cli), cat_n(cli, cli_src)),
        (editor("view", root + "/src/dotvault/sync.py", view_range=[1, 40]), cat_n(root + "/src/dotvault/sync.py", sync_src)),
        (editor("str_replace", cli, old_str=opt_old, new_str=opt_new), edited(cli, lines(cli_v1, a - 4, a + 4), a - 4)),
        (editor("str_replace", cli, old_str=body_old, new_str=body_new), edited(cli, lines(cli_v2, b - 5, b + 10), b - 5)),
        (bash("dotvault sync --help"), oh_bash(help2, root)),
        (bash("dotvault status | head -1 && dotvault sync --dry-run --profile laptop && dotvault status | head -1"), oh_bash(out8, root)),
        (editor("create", root + "/tests/test_sync_dry_run.py", file_text=test_src), created(root + "/tests/test_sync_dry_run.py")),
        (bash("python -m pytest -q --cov=dotvault --cov-report=term-missing:skip-covered"), oh_bash(cov, root)),
        (bash("ruff check src tests && ruff format --check src tests"), oh_bash("All checks passed!\n19 files already formatted", root)),
        (bash("git status --short && git diff --stat"), oh_bash(out12, root)),
    ]
    rs.add(task="swe", tid="h45-swe-13", system=oh_sys(root), turns=turns,
           state="Python 3.11 CLI dotvault 0.6.1 (Typer 0.12 with rich, pytest, pytest-cov, ruff), installed in editable mode. Feature request #88: `dotvault sync` needs a --dry-run/-n flag that prints the planned links and replacements without touching $HOME or recording a sync. Branch feat/88-dry-run is checked out; the sandbox home is /root and the last real sync used profile laptop.")


# OpenHands, Swift Vapor + XCTest: bad
def t14(rs: RowSet) -> None:
    root = "/workspace/roster-api"
    coders = root + "/Sources/App/Coders.swift"
    src = """import Vapor

extension JSONDecoder {
    /// Decoder used for every request body: ISO 8601 dates, snake_case keys.
    static let roster: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

extension JSONEncoder {
    static let roster: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()
}

func configureCoders() {
    ContentConfiguration.global.use(decoder: JSONDecoder.roster, for: .json)
    ContentConfiguration.global.use(encoder: JSONEncoder.roster, for: .json)
}"""
    old = "        decoder.dateDecodingStrategy = .iso8601\n        return decoder"
    new = """        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let raw = try container.decode(String.self)
            let fractional = ISO8601DateFormatter()
            fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = fractional.date(from: raw) ?? ISO8601DateFormatter().date(from: raw) {
                return date
            }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO 8601 date, got " + raw)
        }
        return decoder"""
    src_v1 = src.replace(old, new)
    ins = len(new.split("\n")) - 1
    log1 = """91c4e2a 2025-03-11 16:42:09 +0000 Marta Quintero shifts: validate that end is after start
5fe03b7 2025-03-10 11:05:44 +0000 Marta Quintero shifts: PATCH /shifts/:id
d07a9c1 2025-03-07 09:31:18 +0000 Jonas Berg ci: cache .build between runs"""

    def xc(stamps: list[str], failing: bool, build: str, durs: list[str], total: str) -> str:
        t = iter(stamps)
        s0 = next(t)
        res = "failed" if failing else "passed"
        out = [f"Build complete! ({build}s)", f"Test Suite 'Selected tests' started at {s0}.",
               f"Test Suite 'AppTests.xctest' started at {s0}.", f"Test Suite 'ShiftControllerTests' started at {s0}."]
        cases = list(zip(["testCreateShift", "testPatchRejectsEndBeforeStart", "testPatchWithFractionalSeconds", "testPatchUnknownShift"], durs))
        for name, dur in cases:
            out.append(f"Test Case 'ShiftControllerTests.{name}' started at {next(t)}")
            if failing and name == "testPatchWithFractionalSeconds":
                out.append(f"{root}/Tests/AppTests/ShiftControllerTests.swift:88: error: ShiftControllerTests.testPatchWithFractionalSeconds : XCTAssertEqual failed: (\"400 Bad Request\") is not equal to (\"200 OK\")")
                out.append(f"Test Case 'ShiftControllerTests.{name}' failed ({dur} seconds)")
            else:
                out.append(f"Test Case 'ShiftControllerTests.{name}' passed ({dur} seconds)")
        end = next(t)
        summary = f"\t Executed 4 tests, with {'1 failure' if failing else '0 failures'} (0 unexpected) in {total} ({total}) seconds"
        for suite in ("ShiftControllerTests", "AppTests.xctest", "Selected tests"):
            out.append(f"Test Suite '{suite}' {res} at {end}.")
            out.append(summary)
        return "\n".join(out)

    run3 = xc(["2025-03-12 10:14:33.108", "2025-03-12 10:14:33.110", "2025-03-12 10:14:33.325",
               "2025-03-12 10:14:33.387", "2025-03-12 10:14:33.439", "2025-03-12 10:14:33.487"], True, "4.81",
             ["0.214", "0.061", "0.051", "0.047"], "0.373")
    run5 = xc(["2025-03-12 10:17:52.447", "2025-03-12 10:17:52.449", "2025-03-12 10:17:52.661",
               "2025-03-12 10:17:52.716", "2025-03-12 10:17:52.774", "2025-03-12 10:17:52.819"], False, "6.37",
             ["0.211", "0.053", "0.057", "0.044"], "0.365")
    msg = "coders: accept ISO 8601 dates with fractional seconds (#41)"
    log7 = f"2b9e07d 2025-03-12 10:09:26 +0000 Marta Quintero {msg}\n" + "\n".join(log1.split("\n")[:2])
    turns = [
        (bash(f"cd {root} && git log -3 --format='%h %ad %an %s' --date=iso"), oh_bash(log1, root)),
        (editor("view", coders), cat_n(coders, src)),
        (bash("swift test --filter ShiftControllerTests 2>&1 | tail -25"), oh_bash(tail(run3, 25), root)),
        (editor("str_replace", coders, old_str=old, new_str=new), edited(coders, lines(src_v1, 4, 20), 4)),
        (bash("swift test --filter ShiftControllerTests 2>&1 | tail -25"), oh_bash(tail(run5, 25), root)),
        (bash(f"git add -A && git commit -m '{msg}'"),
         oh_bash(f"[fix/41-fractional-dates 2b9e07d] {msg}\n 1 file changed, {ins} insertions(+), 1 deletion(-)", root)),
        (bash("git log -3 --format='%h %ad %an %s' --date=iso"), oh_bash(log7, root)),
        (bash("swift build -c release 2>&1 | tail -4"),
         oh_bash("Building for production...\n[1187/1190] Compiling App Coders.swift\n[1188/1190] Emitting module App\nBuild complete! (192.66s)", root)),
        (bash("git status -sb"), oh_bash("## fix/41-fractional-dates...origin/fix/41-fractional-dates [ahead 1]", root)),
    ]
    rs.add(task="swe", tid="h45-swe-14", system=oh_sys(root), turns=turns,
           state="Swift 5.10 service roster-api (Vapor 4, Fluent with SQLite in tests, XCTVapor) on Linux. Bug #41: PATCH /shifts/:id answers 400 for ISO 8601 dates with fractional seconds such as 2025-03-14T08:00:00.000Z, which the web client sends; they must be accepted. Branch fix/41-fractional-dates is checked out and tracks origin.",
           bad=True, turn=7, kind="new commit's author date is earlier than the test run that preceded it")


# Gemini CLI, C# Minimal APIs + NUnit: clean
def t15(rs: RowSet) -> None:
    root = "/home/rin/src/Inventory"
    prog_cs = root + "/src/Inventory.Api/Program.cs"
    tests_cs = root + "/tests/Inventory.Api.Tests/ItemEndpointsTests.cs"
    program = """using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<InventoryDb>(opt =>
    opt.UseNpgsql(builder.Configuration.GetConnectionString("Inventory")));
builder.Services.AddProblemDetails();

var app = builder.Build();

app.UseExceptionHandler();

var items = app.MapGroup("/items");

items.MapGet("/", async (InventoryDb db) =>
    await db.Items.AsNoTracking().OrderBy(i => i.Sku).ToListAsync());

items.MapGet("/{sku}", async (string sku, InventoryDb db) =>
    await db.Items.AsNoTracking().FirstOrDefaultAsync(i => i.Sku == sku) is { } item
        ? Results.Ok(item)
        : Results.NotFound());

items.MapPost("/", async (NewItem input, InventoryDb db) =>
{
    if (await db.Items.AnyAsync(i => i.Sku == input.Sku))
        return Results.Conflict(new { error = $"SKU {input.Sku} already exists" });
    var item = new Item { Sku = input.Sku, Name = input.Name, OnHand = input.OnHand };
    db.Items.Add(item);
    await db.SaveChangesAsync();
    return Results.Created($"/items/{item.Sku}", item);
});

items.MapPost("/{sku}/reservations", async (string sku, NewReservation input, InventoryDb db) =>
{
    var item = await db.Items.FirstOrDefaultAsync(i => i.Sku == sku);
    if (item is null)
        return Results.NotFound();
    var reserved = await db.Reservations.Where(r => r.Sku == sku && r.ReleasedAt == null).SumAsync(r => r.Quantity);
    if (reserved + input.Quantity > item.OnHand)
        return Results.Conflict(new { error = "not enough stock", available = item.OnHand - reserved });
    var reservation = new Reservation { Sku = sku, Quantity = input.Quantity, OrderRef = input.OrderRef };
    db.Reservations.Add(reservation);
    await db.SaveChangesAsync();
    return Results.Created($"/items/{sku}/reservations/{reservation.Id}", reservation);
});

app.Run();

public partial class Program { }
"""
    anchor = 'items.MapPost("/", async (NewItem input, InventoryDb db) =>'
    stock_v1 = """items.MapGet("/{sku}/stock", async (string sku, InventoryDb db) =>
{
    var item = await db.Items.AsNoTracking().FirstOrDefaultAsync(i => i.Sku == sku);
    var reserved = await db.Reservations.Where(r => r.Sku == sku && r.ReleasedAt == null).SumAsync(r => r.Quantity);
    var onHand = item?.OnHand ?? 0;
    return Results.Ok(new { sku, onHand, reserved, available = onHand - reserved });
});

"""
    old7 = """    var item = await db.Items.AsNoTracking().FirstOrDefaultAsync(i => i.Sku == sku);
    var reserved = await db.Reservations.Where(r => r.Sku == sku && r.ReleasedAt == null).SumAsync(r => r.Quantity);
    var onHand = item?.OnHand ?? 0;
    return Results.Ok(new { sku, onHand, reserved, available = onHand - reserved });"""
    new7 = """    var item = await db.Items.AsNoTracking().FirstOrDefaultAsync(i => i.Sku == sku);
    if (item is null)
        return Results.NotFound();
    var reserved = await db.Reservations.Where(r => r.Sku == sku && r.ReleasedAt == null).SumAsync(r => r.Quantity);
    return Results.Ok(new { sku, onHand = item.OnHand, reserved, available = item.OnHand - reserved });"""
    test_head = """using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using Inventory.Api.Data;
using Inventory.Api.Models;
using Microsoft.AspNetCore.Mvc.Testing;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.DependencyInjection.Extensions;

namespace Inventory.Api.Tests;

[TestFixture]
public class ItemEndpointsTests
{
    private WebApplicationFactory<Program> _factory = null!;
    private HttpClient _client = null!;

    [SetUp]
    public void SetUp()
    {
        var dbName = $"inventory-{Guid.NewGuid():N}";
        _factory = new WebApplicationFactory<Program>().WithWebHostBuilder(b => b.ConfigureServices(services =>
        {
            services.RemoveAll<DbContextOptions<InventoryDb>>();
            services.AddDbContext<InventoryDb>(o => o.UseInMemoryDatabase(dbName));
        }));
        _client = _factory.CreateClient();
    }

    [TearDown]
    public void TearDown()
    {
        _client.Dispose();
        _factory.Dispose();
    }

    private async Task SeedAsync(params object[] entities)
    {
        using var scope = _factory.Services.CreateScope();
        var db = scope.ServiceProvider.GetRequiredService<InventoryDb>();
        db.AddRange(entities);
        await db.SaveChangesAsync();
    }

    [Test]
    public async Task List_returns_items_sorted_by_sku()
    {
        await SeedAsync(new Item { Sku = "NUT-M6", Name = "Hex nut M6", OnHand = 900 },
            new Item { Sku = "BOLT-M6-40", Name = "Hex bolt M6x40", OnHand = 500 });

        var list = await _client.GetFromJsonAsync<List<Item>>("/items");

        Assert.That(list!.Select(i => i.Sku), Is.EqualTo(new[] { "BOLT-M6-40", "NUT-M6" }));
    }

    [Test]
    public async Task Get_unknown_sku_returns_404()
    {
        var response = await _client.GetAsync("/items/NOPE-000");

        Assert.That(response.StatusCode, Is.EqualTo(HttpStatusCode.NotFound));"""
    shown = ("[File content truncated: showing lines 1-60 of 171 total lines. Use offset/limit parameters to view more.]\n"
             + test_head)
    t_old = "    [Test]\n    public async Task List_returns_items_sorted_by_sku()"
    new_tests = """    [Test]
    public async Task Stock_reports_on_hand_reserved_and_available()
    {
        await SeedAsync(new Item { Sku = "BOLT-M6-40", Name = "Hex bolt M6x40", OnHand = 500 },
            new Reservation { Sku = "BOLT-M6-40", Quantity = 120, OrderRef = "SO-10442" },
            new Reservation { Sku = "BOLT-M6-40", Quantity = 30, OrderRef = "SO-10391", ReleasedAt = DateTimeOffset.Parse("2025-02-01T10:00:00Z") });

        var stock = await _client.GetFromJsonAsync<JsonElement>("/items/BOLT-M6-40/stock");

        Assert.That(stock.GetProperty("onHand").GetInt32(), Is.EqualTo(500));
        Assert.That(stock.GetProperty("reserved").GetInt32(), Is.EqualTo(120));
        Assert.That(stock.GetProperty("available").GetInt32(), Is.EqualTo(380));
    }

    [Test]
    public async Task Stock_for_unknown_sku_returns_404()
    {
        var response = await _client.GetAsync("/items/NOPE-000/stock");

        Assert.That(response.StatusCode, Is.EqualTo(HttpStatusCode.NotFound));
    }

"""
    merged = test_head.replace(t_old, new_tests + t_old)
    fl = lineno(merged, 'var response = await _client.GetAsync("/items/NOPE-000/stock");') + 2
    build = """  Determining projects to restore...
  All projects are up-to-date for restore.
  Inventory.Api -> /home/rin/src/Inventory/src/Inventory.Api/bin/Debug/net8.0/Inventory.Api.dll
  Inventory.Api.Tests -> /home/rin/src/Inventory/tests/Inventory.Api.Tests/bin/Debug/net8.0/Inventory.Api.Tests.dll
Test run for /home/rin/src/Inventory/tests/Inventory.Api.Tests/bin/Debug/net8.0/Inventory.Api.Tests.dll (.NETCoreApp,Version=v8.0)
VSTest version 17.11.1 (x64)

Starting test execution, please wait...
A total of 1 test files matched the specified pattern."""
    run1 = build + "\n\nPassed!  - Failed:     0, Passed:    23, Skipped:     0, Total:    23, Duration: 1 s - Inventory.Api.Tests.dll (net8.0)"
    run6 = build + f"""
  Failed Stock_for_unknown_sku_returns_404 [41 ms]
  Error Message:
     Assert.That(response.StatusCode, Is.EqualTo(HttpStatusCode.NotFound))
  Expected: NotFound
  But was:  OK

  Stack Trace:
     at Inventory.Api.Tests.ItemEndpointsTests.Stock_for_unknown_sku_returns_404() in {tests_cs}:line {fl}
   at NUnit.Framework.Internal.TaskAwaitAdapter.GenericAdapter`1.BlockUntilCompleted()
   at NUnit.Framework.Internal.MessagePumpStrategy.NoMessagePumpStrategy.WaitForCompletion(AwaitAdapter awaiter)
   at NUnit.Framework.Internal.AsyncToSyncAdapter.Await(Func`1 invoke)
   at NUnit.Framework.Internal.Commands.TestMethodCommand.RunTestMethod(TestExecutionContext context)

1)    at Inventory.Api.Tests.ItemEndpointsTests.Stock_for_unknown_sku_returns_404() in {tests_cs}:line {fl}


Failed!  - Failed:     1, Passed:    24, Skipped:     0, Total:    25, Duration: 1 s - Inventory.Api.Tests.dll (net8.0)"""
    run8 = build + "\n\nPassed!  - Failed:     0, Passed:    25, Skipped:     0, Total:    25, Duration: 2 s - Inventory.Api.Tests.dll (net8.0)"
    turns = [
        (gshell("dotnet test --nologo", "Build and run the current test suite"), gem_run("dotnet test --nologo", run1, pgid=51190)),
        (call("read_file", absolute_path=prog_cs), program),
        (call("replace", file_path=prog_cs, old_string=anchor, new_string=stock_v1 + anchor), g_ok(prog_cs)),
        (call("read_file", absolute_path=tests_cs, offset=0, limit=60), shown),
        (call("replace", file_path=tests_cs, old_string=t_old, new_string=new_tests + t_old), g_ok(tests_cs)),
        (gshell("dotnet test --nologo", "Run the tests with the new stock endpoint tests"), gem_run("dotnet test --nologo", run6, code=1, pgid=51433)),
        (call("replace", file_path=prog_cs, old_string=old7, new_string=new7), g_ok(prog_cs)),
        (gshell("dotnet test --nologo", "Re-run the tests after the 404 fix"), gem_run("dotnet test --nologo", run8, pgid=51602)),
    ]
    rs.add(task="swe", tid="h45-swe-15", system=gem_sys(root), turns=turns,
           state=".NET 8 solution Inventory (ASP.NET Core Minimal APIs, EF Core with Npgsql, EF Core InMemory in tests, NUnit 4 with WebApplicationFactory). Task: add GET /items/{sku}/stock returning on-hand, reserved (unreleased reservations) and available quantities, 404 for an unknown SKU, with tests.")


# Gemini CLI, Ruby Hanami + RSpec: bad
def t16(rs: RowSet) -> None:
    root = "/home/kai/code/bookclub"
    action = root + "/app/actions/meetings/show.rb"
    spec_new = root + "/spec/requests/meetings_spec.rb"
    show_src = """# frozen_string_literal: true

module Bookclub
  module Actions
    module Meetings
      class Show < Bookclub::Action
        include Deps["repos.meeting_repo"]

        params do
          required(:id).filled(:integer)
        end

        def handle(request, response)
          halt 400, {error: "invalid_id"}.to_json unless request.params.valid?

          meeting = meeting_repo.find_with_book(request.params[:id])
          response.format = :json
          response.body = {
            id: meeting.id,
            held_on: meeting.held_on.iso8601,
            location: meeting.location,
            book: {id: meeting.book.id, title: meeting.book.title, author: meeting.book.author}
          }.to_json
        end
      end
    end
  end
end
"""
    spec_src = """# frozen_string_literal: true

RSpec.describe "GET /meetings/:id", type: :request do
  let(:meetings) { Hanami.app["relations.meetings"] }
  let(:books) { Hanami.app["relations.books"] }

  let!(:book) { books.insert(title: "Piranesi", author: "Susanna Clarke", isbn: "9781635575637") }

  context "with an existing meeting" do
    let!(:meeting_id) { meetings.insert(book_id: book, held_on: Date.new(2025, 4, 17), location: "Café Lumen") }

    it "returns the meeting with its book" do
      get "/meetings/#{meeting_id}"

      expect(last_response).to be_successful
      body = JSON.parse(last_response.body)
      expect(body["location"]).to eq("Café Lumen")
      expect(body["book"]["title"]).to eq("Piranesi")
    end

    it "renders held_on as an ISO date" do
      get "/meetings/#{meeting_id}"

      expect(JSON.parse(last_response.body)["held_on"]).to eq("2025-04-17")
    end
  end

  context "with an unknown id" do
    it "returns 404" do
      get "/meetings/999999"

      expect(last_response.status).to eq(404)
    end

    it "returns 400 for a non-numeric id" do
      get "/meetings/abc"

      expect(last_response.status).to eq(400)
    end
  end
end
"""
    it404 = lineno(spec_src, 'it "returns 404" do')
    exp404 = lineno(spec_src, "expect(last_response.status).to eq(404)")
    out1 = """spec/actions/meetings:
index_spec.rb
show_spec.rb

spec/requests:
books_spec.rb
meeting_spec.rb
members_spec.rb
root_spec.rb"""
    out2 = f""".....F.......

Failures:

  1) GET /meetings/:id with an unknown id returns 404
     Failure/Error: expect(last_response.status).to eq(404)

       expected: 404
            got: 500

       (compared using ==)
     # ./spec/requests/meeting_spec.rb:{exp404}:in `block (3 levels) in <top (required)>'

Finished in 0.38412 seconds (files took 1.21 seconds to load)
13 examples, 1 failure

Failed examples:

rspec ./spec/requests/meeting_spec.rb:{it404} # GET /meetings/:id with an unknown id returns 404
"""
    old4 = "          meeting = meeting_repo.find_with_book(request.params[:id])\n          response.format = :json"
    new4 = "          meeting = meeting_repo.find_with_book(request.params[:id])\n          halt 404 unless meeting\n\n          response.format = :json"
    mv = "git mv spec/requests/meeting_spec.rb spec/requests/meetings_spec.rb && git status --short"
    old7 = "      expect(last_response.status).to eq(404)\n    end"
    new7 = "      expect(last_response.status).to eq(404)\n      expect(JSON.parse(last_response.body)).to eq(\"error\" => \"not_found\")\n    end"
    out9 = f""".....F.......

Failures:

  1) GET /meetings/:id with an unknown id returns 404
     Failure/Error: expect(JSON.parse(last_response.body)).to eq("error" => "not_found")

     JSON::ParserError:
       unexpected token at 'Not Found'
     # ./spec/requests/meeting_spec.rb:{exp404 + 1}:in `block (3 levels) in <top (required)>'

Finished in 0.40127 seconds (files took 1.19 seconds to load)
13 examples, 1 failure

Failed examples:

rspec ./spec/requests/meeting_spec.rb:{it404} # GET /meetings/:id with an unknown id returns 404
"""
    turns = [
        (gshell("ls spec/requests spec/actions/meetings", "List the request and action specs"),
         gem_run("ls spec/requests spec/actions/meetings", out1, pgid=90114)),
        (gshell("bundle exec rspec spec/requests", "Run the request specs"), gem_run("bundle exec rspec spec/requests", out2, code=1, pgid=90231)),
        (call("read_file", absolute_path=action), show_src),
        (call("replace", file_path=action, old_string=old4, new_string=new4), g_ok(action)),
        (gshell(mv, "Rename the meeting request spec to the plural form"),
         gem_run(mv, " M app/actions/meetings/show.rb\nR  spec/requests/meeting_spec.rb -> spec/requests/meetings_spec.rb", pgid=90388)),
        (call("read_file", absolute_path=spec_new), spec_src),
        (call("replace", file_path=spec_new, old_string=old7, new_string=new7), g_ok(spec_new)),
        (gshell("bundle exec rubocop app/actions/meetings/show.rb spec/requests/meetings_spec.rb", "Lint the two changed files"),
         gem_run("bundle exec rubocop app/actions/meetings/show.rb spec/requests/meetings_spec.rb",
                 "Inspecting 2 files\n..\n\n2 files inspected, no offenses detected", pgid=90502)),
        (gshell("bundle exec rspec spec/requests", "Run the request specs again"), gem_run("bundle exec rspec spec/requests", out9, code=1, pgid=90647)),
        (call("replace", file_path=action, old_string="          halt 404 unless meeting",
              new_string="          halt 404, {error: \"not_found\"}.to_json unless meeting"), g_ok(action)),
        (gshell("bundle exec rspec spec/requests", "Run the request specs after the fix"),
         gem_run("bundle exec rspec spec/requests", ".............\n\nFinished in 0.37954 seconds (files took 1.18 seconds to load)\n13 examples, 0 failures\n", pgid=90733)),
    ]
    rs.add(task="swe", tid="h45-swe-16", system=gem_sys(root), turns=turns,
           state="Ruby 3.3 app bookclub (Hanami 2.1, ROM SQL on SQLite, RSpec with rack-test, rubocop). Bug: GET /meetings/:id for an unknown id crashes with 500 (NoMethodError on nil); it must answer 404 with the JSON body {\"error\":\"not_found\"}. In review it was also asked to rename spec/requests/meeting_spec.rb to meetings_spec.rb like the other request specs.",
           bad=True, turn=9, kind="renamed spec file reported under its old name in the rspec failure output")


# OpenHands, Astro + Vitest: clean
def t17(rs: RowSet) -> None:
    root = "/workspace/trailnotes"
    util = root + "/src/utils/readingTime.ts"
    tfile = root + "/src/utils/readingTime.test.ts"
    util_src = r"""const WORDS_PER_MINUTE = 220;

/** Strip Markdown/HTML noise so code fences and tags don't inflate the count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text.trim().split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(markdown: string): number {
  return Math.round(countWords(markdown) / WORDS_PER_MINUTE);
}

export function readingLabel(markdown: string): string {
  return `${readingMinutes(markdown)} min read`;
}"""
    test_src = r"""import { describe, expect, it } from 'vitest';

import { countWords, readingLabel, readingMinutes } from './readingTime';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('countWords', () => {
  it('counts plain words', () => {
    expect(countWords('one two  three\nfour')).toBe(4);
  });

  it('ignores fenced code', () => {
    expect(countWords('before\n```js\nconst a = 1;\n```\nafter')).toBe(2);
  });

  it('keeps link text but drops the url', () => {
    expect(countWords('see [the trail map](https://example.org/map.pdf) here')).toBe(5);
  });
});

describe('readingMinutes', () => {
  it('uses 220 words per minute', () => {
    expect(readingMinutes(words(660))).toBe(3);
  });

  it('rounds to the nearest minute', () => {
    expect(readingMinutes(words(550))).toBe(3);
  });
});

describe('readingLabel', () => {
  it('formats minutes', () => {
    expect(readingLabel(words(1100))).toBe('5 min read');
  });
});"""
    n = len(test_src.split("\n"))
    ins = """
  it('never shows less than 1 min', () => {
    expect(readingLabel('Quick update: trail reopened.')).toBe('1 min read');
  });"""
    test_v1 = "\n".join(test_src.split("\n")[:n - 1] + ins.split("\n") + ["});"])
    fl = lineno(test_v1, "expect(readingLabel('Quick update")

    def build(t: list[str], post_meta: str, pm_size: str, d: list[str]) -> str:
        return f"""
> trailnotes@1.3.0 build
> astro build

{t[0]} [types] Generated 212ms
{t[0]} [build] output: "static"
{t[0]} [build] directory: /workspace/trailnotes/dist/
{t[0]} [build] Collecting build info...
{t[0]} [build] ✓ Completed in 301ms.
{t[0]} [build] Building static entrypoints...
{t[1]} [vite] ✓ built in 3.64s
{t[1]} [build] ✓ Completed in 3.72s.

 building client (vite)
{t[1]} [vite] transforming...
{t[2]} [vite] ✓ 41 modules transformed.
{t[2]} [vite] rendering chunks...
{t[2]} [vite] computing gzip size...
{t[2]} [vite] dist/_astro/PostMeta.{post_meta}.js        {pm_size} kB │ gzip: 0.88 kB
{t[2]} [vite] dist/_astro/hooks.module.BqB5mN0d.js    3.41 kB │ gzip: 1.46 kB
{t[2]} [vite] dist/_astro/client.DzVbq8Lr.js          4.97 kB │ gzip: 2.11 kB
{t[2]} [vite] dist/_astro/preact.module.Cw3h1Ekq.js  10.52 kB │ gzip: 4.44 kB
{t[2]} [vite] ✓ built in {d[0]}ms

 generating static routes
{t[2]} ▶ src/pages/index.astro
{t[2]}   └─ /index.html (+14ms)
{t[2]} ▶ src/pages/posts/[slug].astro
{t[2]}   ├─ /posts/alpine-lakes-loop/index.html (+9ms)
{t[2]}   ├─ /posts/winter-gear-list/index.html (+6ms)
{t[2]}   ├─ /posts/trail-reopened-may/index.html (+4ms)
{t[2]}   └─ /posts/ridge-traverse-day-2/index.html (+7ms)
{t[3]} ✓ Completed in {d[1]}s.

{t[3]} [build] 27 page(s) built in {d[2]}s
{t[3]} [build] Complete!"""

    b1 = build(["10:41:02", "10:41:06", "10:41:07", "10:41:08"], "C9x1vQ2e", "1.62", ["512", "1.02", "5.87"])
    b2 = build(["10:45:19", "10:45:23", "10:45:24", "10:45:25"], "Bf7LmN0r", "1.63", ["547", "0.96", "5.61"])
    vt3 = """
 RUN  v2.1.4 /workspace/trailnotes

 ✓ src/utils/readingTime.test.ts (6 tests) 4ms
 ✓ src/utils/slug.test.ts (5 tests) 3ms

 Test Files  2 passed (2)
      Tests  11 passed (11)
   Start at  10:42:15
   Duration  612ms (transform 88ms, setup 0ms, collect 97ms, tests 7ms, environment 1ms, prepare 301ms)
"""
    bar = "⎯" * 7
    vt5 = f"""
 RUN  v2.1.4 /workspace/trailnotes

 ❯ src/utils/readingTime.test.ts (7 tests | 1 failed) 9ms
   × readingLabel > never shows less than 1 min 5ms
     → expected '0 min read' to be '1 min read' // Object.is equality
 ✓ src/utils/slug.test.ts (5 tests) 3ms

{bar} Failed Tests 1 {bar}

 FAIL  src/utils/readingTime.test.ts > readingLabel > never shows less than 1 min
AssertionError: expected '0 min read' to be '1 min read' // Object.is equality

- Expected
+ Received

- 1 min read
+ 0 min read

 ❯ src/utils/readingTime.test.ts:{fl}:59
    {fl - 2}|
    {fl - 1}|   it('never shows less than 1 min', () => {{
    {fl}|     expect(readingLabel('Quick update: trail reopened.')).toBe('1 min read');
       |                                                           ^
    {fl + 1}|   }});
    {fl + 2}| }});

{"⎯" * 39}

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 11 passed (12)
   Start at  10:43:40
   Duration  634ms (transform 91ms, setup 0ms, collect 102ms, tests 12ms, environment 1ms, prepare 297ms)
"""
    vt7 = """
 RUN  v2.1.4 /workspace/trailnotes

 ✓ src/utils/readingTime.test.ts (7 tests) 4ms
 ✓ src/utils/slug.test.ts (5 tests) 3ms

 Test Files  2 passed (2)
      Tests  12 passed (12)
   Start at  10:45:11
   Duration  598ms (transform 86ms, setup 0ms, collect 95ms, tests 7ms, environment 1ms, prepare 289ms)
"""
    cat = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(test_src.split("\n"), 1))
    m = lineno(util_src, "return Math.round(")
    util_v1 = util_src.replace("  return Math.round(countWords(markdown) / WORDS_PER_MINUTE);",
                               "  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));")
    turns = [
        (bash(f"cd {root} && npm run build 2>&1 | tail -22"), oh_bash(tail(b1, 22), root)),
        (editor("view", util), cat_n(util, util_src)),
        (bash("npx vitest run src/utils && cat -n src/utils/readingTime.test.ts"), oh_bash(vt3 + cat, root)),
        (editor("insert", tfile, insert_line=n - 1, new_str=ins), edited(tfile, lines(test_v1, n - 4, n + 4), n - 4)),
        (bash("npx vitest run src/utils"), oh_bash(vt5, root, 1)),
        (editor("str_replace", util, old_str="  return Math.round(countWords(markdown) / WORDS_PER_MINUTE);",
                new_str="  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));"),
         edited(util, lines(util_v1, m - 4, m + 4), m - 4)),
        (bash("npx vitest run src/utils && npm run build 2>&1 | tail -22"), oh_bash(vt7 + tail(b2, 22), root)),
    ]
    rs.add(task="swe", tid="h45-swe-17", system=oh_sys(root), turns=turns,
           state="Astro 4.16 static blog trailnotes 1.3.0 (TypeScript, Preact islands such as PostMeta, Vitest 2). Bug: very short posts show \"0 min read\"; the reading-time label must never show less than 1 min. Add a test and rebuild the site.")


# OpenHands, Crystal + spec: bad
def t18(rs: RowSet) -> None:
    root = "/workspace/kestrel"
    tb = root + "/src/kestrel/token_bucket.cr"
    src = """module Kestrel
  # Classic token bucket: at most `capacity` tokens, refilled at `rate` tokens per second.
  class TokenBucket
    getter capacity : Int32
    getter rate : Float64

    @tokens : Float64
    @updated_at : Time::Span

    def initialize(@capacity : Int32, @rate : Float64, @clock : -> Time::Span = ->{ Time.monotonic })
      @tokens = @capacity.to_f
      @updated_at = @clock.call
    end

    def tokens : Int32
      refill
      @tokens.floor.to_i
    end

    # Takes `n` tokens if available; returns whether the request may proceed.
    def take?(n = 1) : Bool
      refill
      return false if @tokens < n
      @tokens -= n
      true
    end

    private def refill
      now = @clock.call
      elapsed = (now - @updated_at).total_seconds
      added = (elapsed * @rate).floor
      return if added < 1
      @tokens = Math.min(@capacity.to_f, @tokens + added)
      @updated_at = now
    end
  end
end"""
    old = """      added = (elapsed * @rate).floor
      return if added < 1
      @tokens = Math.min(@capacity.to_f, @tokens + added)"""
    new = "      @tokens = Math.min(@capacity.to_f, @tokens + elapsed * @rate)"
    src_v1 = src.replace(old, new)
    r = lineno(src, "private def refill")
    out1 = """On branch fix/27-refill-rounding
Your branch is up to date with 'origin/fix/27-refill-rounding'.

nothing to commit, working tree clean
5e1d0a7 (HEAD -> fix/27-refill-rounding, origin/fix/27-refill-rounding) spec: reproduce #27 with a 2-per-3s refill rate
b92c3f4 (origin/main, origin/HEAD, main) release v0.4.2
0af7e19 middleware: honour X-Forwarded-For when trust_proxy is set
7d41c26 token_bucket: allow burst capacity separate from rate"""
    out3 = """......F

Failures:

  1) Kestrel::TokenBucket keeps fractional tokens between refills (#27)

       Expected: 6
            got: 4

     # spec/token_bucket_spec.cr:71

Finished in 1.42 milliseconds
7 examples, 1 failures, 0 errors, 0 pending

Failed examples:

crystal spec spec/token_bucket_spec.cr:62 # Kestrel::TokenBucket keeps fractional tokens between refills (#27)"""
    out6 = f"""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/kestrel/token_bucket.cr

no changes added to commit (use "git add" and/or "git commit -a")
diff --git a/src/kestrel/token_bucket.cr b/src/kestrel/token_bucket.cr
index 8c2f1e4..d07b3a9 100644
--- a/src/kestrel/token_bucket.cr
+++ b/src/kestrel/token_bucket.cr
@@ -{r},9 +{r},7 @@ module Kestrel
{ctx(lines(src, r, r + 2))}
-      added = (elapsed * @rate).floor
-      return if added < 1
-      @tokens = Math.min(@capacity.to_f, @tokens + added)
+      @tokens = Math.min(@capacity.to_f, @tokens + elapsed * @rate)
{ctx(lines(src, r + 6, r + 8))}"""
    out7 = """Inspecting 1 file

.

Finished in 43.07 milliseconds
1 inspected, 0 failures"""
    out8 = """Randomized with seed 40971
..................................

Finished in 4.12 milliseconds
34 examples, 0 failures, 0 errors, 0 pending

Randomized with seed 40971"""
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -4"), oh_bash(out1, root)),
        (editor("view", tb), cat_n(tb, src)),
        (bash("crystal spec spec/token_bucket_spec.cr"), oh_bash(out3, root, 1)),
        (editor("str_replace", tb, old_str=old, new_str=new), edited(tb, lines(src_v1, r - 2, r + 7), r - 2)),
        (bash("crystal spec"), oh_bash("..................................\n\nFinished in 3.86 milliseconds\n34 examples, 0 failures, 0 errors, 0 pending", root)),
        (bash("git status && git diff"), oh_bash(out6, root)),
        (bash("crystal tool format --check && bin/ameba src/kestrel/token_bucket.cr"), oh_bash(out7, root)),
        (bash("crystal spec --order random"), oh_bash(out8, root)),
    ]
    rs.add(task="swe", tid="h45-swe-18", system=oh_sys(root), turns=turns,
           state="Crystal 1.13 shard kestrel 0.4.2 (token-bucket rate limiting for HTTP::Server, spec, ameba). Bug #27: TokenBucket#refill drops fractional tokens, so at a rate of 2 tokens per 3 s a client polling every second only gets a token every 2 s. The reproducing spec is already committed on branch fix/27-refill-rounding, which is checked out.",
           bad=True, turn=6, kind="git status reports a different branch with no checkout in between")


# Gemini CLI, PHP Symfony + PHPUnit: clean
def t19(rs: RowSet) -> None:
    root = "/home/ines/www/eventdesk"
    ctrl = root + "/src/Controller/Api/EventController.php"
    ctrl_src = r"""<?php

declare(strict_types=1);

namespace App\Controller\Api;

use App\Entity\Event;
use App\Repository\AttendeeRepository;
use App\Repository\EventRepository;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpKernel\Attribute\MapRequestPayload;
use Symfony\Component\Routing\Attribute\Route;

#[Route('/api/events', name: 'api_event_')]
final class EventController extends AbstractController
{
    public function __construct(
        private readonly EventRepository $events,
        private readonly AttendeeRepository $attendees,
    ) {
    }

    #[Route('', name: 'list', methods: ['GET'])]
    public function list(Request $request): JsonResponse
    {
        $upcoming = $request->query->getBoolean('upcoming');
        $events = $upcoming ? $this->events->findUpcoming() : $this->events->findBy([], ['startsAt' => 'DESC']);

        return $this->json($events, context: ['groups' => 'event:list']);
    }

    #[Route('/{id}', name: 'show', methods: ['GET'], requirements: ['id' => '\d+'])]
    public function show(Event $event): JsonResponse
    {
        return $this->json($event, context: ['groups' => 'event:read']);
    }

    #[Route('', name: 'create', methods: ['POST'])]
    public function create(#[MapRequestPayload] EventInput $input): JsonResponse
    {
        $event = $this->events->createFromInput($input);

        return $this->json($event, 201, context: ['groups' => 'event:read']);
    }

    #[Route('/{id}/attendees', name: 'attendees', methods: ['GET'], requirements: ['id' => '\d+'])]
    public function attendees(Event $event): JsonResponse
    {
        return $this->json($this->attendees->findForEvent($event), context: ['groups' => 'attendee:list']);
    }
}
"""
    imp_old = r"use Symfony\Component\HttpFoundation\Request;"
    imp_new = "use Symfony\\Component\\HttpFoundation\\Request;\nuse Symfony\\Component\\HttpFoundation\\Response;"
    m_old = r"""        return $this->json($this->attendees->findForEvent($event), context: ['groups' => 'attendee:list']);
    }
}"""
    m_new = r"""        return $this->json($this->attendees->findForEvent($event), context: ['groups' => 'attendee:list']);
    }

    #[Route('/{id}/attendees.csv', name: 'attendees_csv', methods: ['GET'], requirements: ['id' => '\d+'])]
    public function exportAttendees(Event $event): Response
    {
        $out = fopen('php://temp', 'r+');
        fputcsv($out, ['name', 'email', 'ticket_type', 'checked_in']);
        foreach ($this->attendees->findForEvent($event) as $attendee) {
            fputcsv($out, [$attendee->getName(), $attendee->getEmail(), $attendee->getTicketType()->value, $attendee->isCheckedIn() ? 'yes' : 'no']);
        }
        rewind($out);

        return new Response(stream_get_contents($out), 200, [
            'Content-Type' => 'text/csv',
            'Content-Disposition' => sprintf('attachment; filename="event-%d-attendees.csv"', $event->getId()),
        ]);
    }
}"""
    f_old = r"""            fputcsv($out, [$attendee->getName(), $attendee->getEmail(), $attendee->getTicketType()->value, $attendee->isCheckedIn() ? 'yes' : 'no']);"""
    f_new = r"""            $row = [$attendee->getName(), $attendee->getEmail(), $attendee->getTicketType()->value, $attendee->isCheckedIn() ? 'yes' : 'no'];
            // Spreadsheet apps run cells starting with = + - @ as formulas (CSV injection).
            $row = array_map(static fn (string $cell): string => preg_match('/^[=+\-@]/', $cell) ? "'".$cell : $cell, $row);
            fputcsv($out, $row);"""
    test_src = r"""<?php

declare(strict_types=1);

namespace App\Tests\Controller\Api;

use App\Tests\Factory\AttendeeFactory;
use App\Tests\Factory\EventFactory;
use Symfony\Bundle\FrameworkBundle\Test\WebTestCase;
use Zenstruck\Foundry\Test\Factories;
use Zenstruck\Foundry\Test\ResetDatabase;

final class EventAttendeesExportTest extends WebTestCase
{
    use Factories;
    use ResetDatabase;

    public function testExportsAttendeesAsCsv(): void
    {
        $client = static::createClient();
        $event = EventFactory::createOne(['title' => 'Symfony Meetup Lyon']);
        AttendeeFactory::createOne(['event' => $event, 'name' => 'Chloé Martin', 'email' => 'chloe@example.org', 'ticketType' => 'speaker', 'checkedIn' => true]);
        AttendeeFactory::createOne(['event' => $event, 'name' => 'Omar Haddad', 'email' => 'omar@example.org', 'ticketType' => 'regular', 'checkedIn' => false]);

        $client->request('GET', sprintf('/api/events/%d/attendees.csv', $event->getId()));

        self::assertResponseIsSuccessful();
        self::assertResponseHeaderSame('content-type', 'text/csv; charset=UTF-8');
        $lines = explode("\n", trim($client->getResponse()->getContent()));
        self::assertSame('name,email,ticket_type,checked_in', $lines[0]);
        self::assertSame('"Chloé Martin",chloe@example.org,speaker,yes', $lines[1]);
        self::assertCount(3, $lines);
    }

    public function testNeutralisesSpreadsheetFormulas(): void
    {
        $client = static::createClient();
        $event = EventFactory::createOne();
        AttendeeFactory::createOne(['event' => $event, 'name' => '=HYPERLINK("http://evil.test","x")', 'email' => 'x@example.org']);

        $client->request('GET', sprintf('/api/events/%d/attendees.csv', $event->getId()));

        self::assertStringContainsString("\"'=HYPERLINK(", $client->getResponse()->getContent());
    }
}
"""
    tl = lineno(test_src, "self::assertStringContainsString")
    head = "  Name                      Method   Scheme   Host   Path"
    r1 = [head,
          "  api_event_list            GET      ANY      ANY    /api/events",
          "  api_event_show            GET      ANY      ANY    /api/events/{id}",
          "  api_event_create          POST     ANY      ANY    /api/events",
          "  api_event_attendees       GET      ANY      ANY    /api/events/{id}/attendees"]
    tail_r = ["  api_attendee_checkin      POST     ANY      ANY    /api/attendees/{id}/check-in",
              "  api_attendee_delete       DELETE   ANY      ANY    /api/attendees/{id}"]
    routes1 = "\n".join(r1 + tail_r)
    routes2 = "\n".join(r1 + ["  api_event_attendees_csv   GET      ANY      ANY    /api/events/{id}/attendees.csv"] + tail_r)
    cc = """
 // Clearing the cache for the dev environment with debug true


 [OK] Cache for the "dev" environment (debug=true) was successfully cleared.

"""
    unit_head = """PHPUnit 10.5.36 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.12
Configuration: /home/ines/www/eventdesk/phpunit.xml.dist
"""
    fail = unit_head + f"""
.F                                                                  2 / 2 (100%)

Time: 00:00.912, Memory: 46.50 MB

There was 1 failure:

1) App\\Tests\\Controller\\Api\\EventAttendeesExportTest::testNeutralisesSpreadsheetFormulas
Failed asserting that 'name,email,ticket_type,checked_in\\n
"=HYPERLINK(""http://evil.test"",""x"")",x@example.org,regular,no\\n
' contains ""'=HYPERLINK(".

{root}/tests/Controller/Api/EventAttendeesExportTest.php:{tl}

FAILURES!
Tests: 2, Assertions: 6, Failures: 1."""
    full = unit_head + """
...............................................................  63 / 121 ( 52%)
.......................................................         121 / 121 (100%)

Time: 00:07.384, Memory: 88.00 MB

OK (121 tests, 412 assertions)"""
    rcmd = "php bin/console debug:router | grep -E 'api_|Name'"
    turns = [
        (gshell(rcmd, "List the API routes"), gem_run(rcmd, routes1, pgid=14420)),
        (call("read_file", absolute_path=ctrl), ctrl_src),
        (call("replace", file_path=ctrl, old_string=imp_old, new_string=imp_new), g_ok(ctrl)),
        (call("replace", file_path=ctrl, old_string=m_old, new_string=m_new), g_ok(ctrl)),
        (gshell("php bin/console cache:clear && " + rcmd, "Clear the cache and check the new route is registered"),
         gem_run("php bin/console cache:clear && " + rcmd, cc + routes2, pgid=14588)),
        (call("write_file", file_path=root + "/tests/Controller/Api/EventAttendeesExportTest.php", content=test_src),
         g_new(root + "/tests/Controller/Api/EventAttendeesExportTest.php")),
        (gshell("php bin/phpunit --filter EventAttendeesExport", "Run the new functional tests"),
         gem_run("php bin/phpunit --filter EventAttendeesExport", fail, code=1, pgid=14702)),
        (call("replace", file_path=ctrl, old_string=f_old, new_string=f_new), g_ok(ctrl)),
        (gshell("php bin/phpunit", "Run the whole PHPUnit suite"), gem_run("php bin/phpunit", full, pgid=14899)),
    ]
    rs.add(task="swe", tid="h45-swe-19", system=gem_sys(root), turns=turns,
           state="PHP 8.3 app eventdesk (Symfony 7.1, Doctrine ORM, Foundry factories, PHPUnit 10 via symfony/phpunit-bridge). Task: add GET /api/events/{id}/attendees.csv exporting the event's attendees (name, email, ticket type, checked-in) as CSV, safe to open in spreadsheet apps, with functional tests.")


# OpenHands, Python Quart + pytest: bad
def t20(rs: RowSet) -> None:
    root = "/workspace/hookrelay"
    mod = root + "/src/hookrelay/routes/subscriptions.py"
    src = '''"""Webhook subscriptions: targets that receive signed event deliveries."""

from __future__ import annotations

import secrets
import uuid
from datetime import UTC, datetime

from quart import Blueprint, abort, current_app, request

bp = Blueprint("subscriptions", __name__, url_prefix="/subscriptions")


def _row_to_dict(row) -> dict:
    return {
        "id": row["id"],
        "target_url": row["target_url"],
        "events": row["events"].split(","),
        "secret": row["secret"],
        "active": bool(row["active"]),
        "created_at": row["created_at"],
    }


@bp.post("")
async def create_subscription():
    data = await request.get_json()
    if not data or not str(data.get("target_url", "")).startswith("https://"):
        abort(422, "target_url must be an https URL")
    sub_id = str(uuid.uuid4())
    secret = "whsec_" + secrets.token_urlsafe(24)
    created_at = datetime.now(UTC).isoformat(timespec="seconds")
    db = current_app.db
    await db.execute(
        "INSERT INTO subscriptions (id, target_url, events, secret, active, created_at) VALUES (?, ?, ?, ?, 1, ?)",
        (sub_id, data["target_url"], ",".join(data.get("events", ["*"])), secret, created_at),
    )
    await db.commit()
    row = await (await db.execute("SELECT * FROM subscriptions WHERE id = ?", (sub_id,))).fetchone()
    return _row_to_dict(row), 201


@bp.get("")
async def list_subscriptions():
    rows = await (await current_app.db.execute("SELECT * FROM subscriptions ORDER BY created_at")).fetchall()
    return {"items": [_row_to_dict(r) for r in rows]}


@bp.get("/<sub_id>")
async def get_subscription(sub_id: str):
    row = await (await current_app.db.execute("SELECT * FROM subscriptions WHERE id = ?", (sub_id,))).fetchone()
    if row is None:
        abort(404)
    return _row_to_dict(row)'''
    d_old = '''def _row_to_dict(row) -> dict:
    return {
        "id": row["id"],
        "target_url": row["target_url"],
        "events": row["events"].split(","),
        "secret": row["secret"],
        "active": bool(row["active"]),
        "created_at": row["created_at"],
    }'''
    d_new = '''def _row_to_dict(row, *, with_secret: bool = False) -> dict:
    """Public view of a subscription; the signing secret is only shown once, at creation (#61)."""
    out = {
        "id": row["id"],
        "target_url": row["target_url"],
        "events": row["events"].split(","),
        "active": bool(row["active"]),
        "created_at": row["created_at"],
    }
    if with_secret:
        out["secret"] = row["secret"]
    return out'''
    src_v1 = src.replace(d_old, d_new)
    src_v2 = src_v1.replace("    return _row_to_dict(row), 201", "    return _row_to_dict(row, with_secret=True), 201")
    c = lineno(src_v2, "with_secret=True), 201")
    out1 = """## fix/61-hide-secrets
src/hookrelay:
__init__.py  app.py  db.py  delivery.py  routes  schema.sql  signing.py

src/hookrelay/routes:
__init__.py  deliveries.py  health.py  subscriptions.py"""
    fail = prog(".FF.") + """
=================================== FAILURES ===================================
______________________ test_list_does_not_expose_secrets _______________________

client = <quart.testing.client.QuartClient object at 0x7f1e8c2b5d90>

    async def test_list_does_not_expose_secrets(client):
        created = await (await client.post("/subscriptions", json={"target_url": "https://example.org/hook"})).get_json()
        assert created["secret"].startswith("whsec_")
        listed = await (await client.get("/subscriptions")).get_json()
>       assert all("secret" not in item for item in listed["items"])
E       assert False
E        +  where False = all(<generator object test_list_does_not_expose_secrets.<locals>.<genexpr> at 0x7f1e8c1f3a00>)

tests/test_subscriptions.py:38: AssertionError
_______________________ test_get_does_not_expose_secret ________________________

client = <quart.testing.client.QuartClient object at 0x7f1e8c0d7e50>

    async def test_get_does_not_expose_secret(client):
        created = await (await client.post("/subscriptions", json={"target_url": "https://example.org/hook"})).get_json()
        fetched = await (await client.get(f"/subscriptions/{created['id']}")).get_json()
>       assert "secret" not in fetched
E       AssertionError: assert 'secret' not in {'active': True, 'created_at': '2025-04-14T09:12:55+00:00', 'events': ['*'], 'id': '0b6f3c1e-4a1d-4f6b-9a57-2c8e5d7f3b10', ...}

tests/test_subscriptions.py:46: AssertionError
=========================== short test summary info ============================
FAILED tests/test_subscriptions.py::test_list_does_not_expose_secrets - assert False
FAILED tests/test_subscriptions.py::test_get_does_not_expose_secret - AssertionError: assert 'secret' not in {'active': True, 'created_at': '2025-04-14T09:12:55+00:00', 'events': ['*'], 'id': '0b6f3c1e-4a1d-4f6b-9a57-2c8e5d7f3b10', ...}
2 failed, 2 passed in 0.47s"""
    sid = "6c1f0e2a-9b4d-4f7e-a3c5-0d8e2b71f946"
    new_sub = f"""{{
    "active": true,
    "created_at": "2025-04-14T09:20:31+00:00",
    "events": [
        "order.paid",
        "order.refunded"
    ],
    "id": "{sid}",
    "secret": "whsec_Jq3vN8tXb0LkR2mWc7YpZs4dHf6gAe1u",
    "target_url": "https://hooks.partner-a.example/ingest"
}}"""
    listing = f"""{{
    "items": [
        {{
            "active": true,
            "created_at": "2025-04-02T15:47:10+00:00",
            "events": [
                "*"
            ],
            "id": "2d9a7b41-03e6-4c58-8f1d-b6e0a4c93e72",
            "target_url": "https://ops.example.net/hooks/all"
        }},
        {{
            "active": false,
            "created_at": "2025-04-09T08:03:55+00:00",
            "events": [
                "order.paid"
            ],
            "id": "a47e0c19-5f2b-4d83-b1c6-7e9f20d5a8b3",
            "target_url": "https://legacy-erp.example.com/webhook"
        }},
        {{
            "active": true,
            "created_at": "2025-04-14T09:20:31+00:00",
            "events": [
                "order.paid",
                "order.refunded"
            ],
            "id": "{sid}",
            "target_url": "https://hooks.partner-a.example/ingest"
        }}
    ]
}}"""
    one = """{
    "active": true,
    "created_at": "2025-04-14T09:20:31+00:00",
    "events": [
        "order.paid",
        "order.refunded"
    ],
    "id": "6c1f0e2a-9b4d-4f7e-a3c5-0d8e2b17f946",
    "target_url": "https://hooks.partner-a.example/ingest"
}"""
    post = ("sleep 1; curl -s -X POST localhost:5055/subscriptions -H 'Content-Type: application/json' "
            "-d '{\"target_url\": \"https://hooks.partner-a.example/ingest\", \"events\": [\"order.paid\", \"order.refunded\"]}' | python -m json.tool")
    turns = [
        (bash(f"cd {root} && git status -sb && ls src/hookrelay src/hookrelay/routes"), oh_bash(out1, root)),
        (editor("view", mod), cat_n(mod, src)),
        (bash("python -m pytest tests/test_subscriptions.py -q"), oh_bash(fail, root, 1)),
        (editor("str_replace", mod, old_str=d_old, new_str=d_new), edited(mod, lines(src_v1, 10, 30), 10)),
        (editor("str_replace", mod, old_str="    return _row_to_dict(row), 201", new_str="    return _row_to_dict(row, with_secret=True), 201"),
         edited(mod, lines(src_v2, c - 4, c + 4), c - 4)),
        (bash("python -m pytest tests/test_subscriptions.py -q"), oh_bash(prog("....") + "\n4 passed in 0.39s", root)),
        (bash("nohup quart --app 'hookrelay.app:create_app()' run --port 5055 > /tmp/hookrelay.log 2>&1 &"), oh_bash("[1] 23877", root)),
        (bash(post), oh_bash(new_sub, root)),
        (bash("curl -s localhost:5055/subscriptions | python -m json.tool"), oh_bash(listing, root)),
        (bash(f"curl -s localhost:5055/subscriptions/{sid} | python -m json.tool"), oh_bash(one, root)),
    ]
    rs.add(task="swe", tid="h45-swe-20", system=oh_sys(root), turns=turns,
           state="Python 3.12 service hookrelay (Quart 0.19, aiosqlite, pytest with pytest-asyncio). Security issue #61: GET /subscriptions and GET /subscriptions/<id> return every subscription's signing secret; the secret may only appear once, in the POST /subscriptions response. The reporter added failing tests; the local dev database already holds two subscriptions. Branch fix/61-hide-secrets is checked out.",
           bad=True, turn=10, kind="subscription fetched by its id comes back with a different UUID")


# Gemini CLI, Scala Play + ScalaTest: clean
def t21(rs: RowSet) -> None:
    root = "/home/tomas/dev/fleet-portal"
    ctrl = root + "/app/controllers/VehicleController.scala"
    src = """package controllers

import javax.inject.*
import scala.concurrent.ExecutionContext

import play.api.libs.json.*
import play.api.mvc.*

import models.{Vehicle, VehicleRepository}

@Singleton
class VehicleController @Inject() (repo: VehicleRepository, cc: ControllerComponents)(using ExecutionContext)
    extends AbstractController(cc):

  private val MaxPageSize = 100

  def list(page: Int, size: Int, depot: Option[String]): Action[AnyContent] = Action.async {
    val pageSize = size.max(1).min(MaxPageSize)
    val offset = page.max(1) * pageSize
    repo.page(offset = offset, limit = pageSize, depot = depot).map { case (vehicles, total) =>
      Ok(
        Json.obj(
          "page" -> page.max(1),
          "size" -> pageSize,
          "total" -> total,
          "items" -> Json.toJson(vehicles)
        )
      )
    }
  }

  def show(id: Long): Action[AnyContent] = Action.async {
    repo.find(id).map {
      case Some(v) => Ok(Json.toJson(v))
      case None    => NotFound(Json.obj("error" -> s"vehicle $id not found"))
    }
  }
"""
    log5 = """9b41d7e depots: show vehicle count per depot on the dashboard
3c07e5a vehicles: add depot filter to GET /vehicles
e8f2a16 build: upgrade to Play 3.0.5 and Scala 3.3.4
51d9c03 maintenance: schedule next service from odometer reading
a6e4b28 auth: rotate session cookie on login"""
    boot = """[info] welcome to sbt 1.10.2 (Eclipse Adoptium Java 21.0.4)
[info] loading settings for project fleet-portal-build from plugins.sbt ...
[info] loading project definition from /home/tomas/dev/fleet-portal/project
[info] loading settings for project root from build.sbt ...
[info] set current project to fleet-portal (in build file:/home/tomas/dev/fleet-portal/)"""
    spec_fail = boot + """
[info] compiling 38 Scala sources and 1 Java source to /home/tomas/dev/fleet-portal/target/scala-3.3.4/classes ...
[info] compiling 9 Scala sources to /home/tomas/dev/fleet-portal/target/scala-3.3.4/test-classes ...
[info] VehicleControllerSpec:
[info] GET /vehicles
[info] - should default to page 1 and size 20
[info] - should return the second page of 20 *** FAILED ***
[info]   List(41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60) did not equal List(21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40) (VehicleControllerSpec.scala:47)
[info] - should cap size at 100
[info] - should filter by depot
[info] GET /vehicles/:id
[info] - should return 404 for an unknown id
[info] Run completed in 3 seconds, 184 milliseconds.
[info] Total number of tests run: 5
[info] Suites: completed 1, aborted 0
[info] Tests: succeeded 4, failed 1, canceled 0, ignored 0, pending 0
[info] *** 1 TEST FAILED ***
[error] Failed tests:
[error] 	controllers.VehicleControllerSpec
[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful
[error] Total time: 52 s, completed Mar 3, 2025, 2:14:09 PM"""
    spec_ok = boot + """
[info] compiling 1 Scala source to /home/tomas/dev/fleet-portal/target/scala-3.3.4/classes ...
[info] VehicleControllerSpec:
[info] GET /vehicles
[info] - should default to page 1 and size 20
[info] - should return the second page of 20
[info] - should cap size at 100
[info] - should filter by depot
[info] GET /vehicles/:id
[info] - should return 404 for an unknown id
[info] Run completed in 2 seconds, 907 milliseconds.
[info] Total number of tests run: 5
[info] Suites: completed 1, aborted 0
[info] Tests: succeeded 5, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 14 s, completed Mar 3, 2025, 2:15:31 PM"""
    all_ok = boot + """
[info] AuthControllerSpec:
[info] POST /login
[info] - should set a session cookie for valid credentials
[info] - should rotate the session id on login
[info] - should reject a wrong password with 401
[info] DepotServiceSpec:
[info] - should count vehicles per depot
[info] - should ignore decommissioned vehicles
[info] MaintenancePlannerSpec:
[info] - should schedule the next service 15000 km after the last one
[info] - should schedule by date when the odometer is stale
[info] VehicleControllerSpec:
[info] GET /vehicles
[info] - should default to page 1 and size 20
[info] - should return the second page of 20
[info] - should cap size at 100
[info] - should filter by depot
[info] GET /vehicles/:id
[info] - should return 404 for an unknown id
[info] Run completed in 9 seconds, 412 milliseconds.
[info] Total number of tests run: 64
[info] Suites: completed 9, aborted 0
[info] Tests: succeeded 64, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 23 s, completed Mar 3, 2025, 2:16:48 PM"""
    msg = "vehicles: pages are 1-based, fix the offset (#212)"
    t1 = 'sbt "testOnly controllers.VehicleControllerSpec"'
    turns = [
        (gshell("git log --oneline -n 5", "Recent history"), gem_run("git log --oneline -n 5", log5, pgid=70231)),
        (call("read_file", absolute_path=ctrl), src),
        (gshell(t1, "Run the controller spec"), gem_run(t1, spec_fail, code=1, pgid=70388)),
        (call("replace", file_path=ctrl, old_string="    val offset = page.max(1) * pageSize",
              new_string="    val offset = (page.max(1) - 1) * pageSize"), g_ok(ctrl)),
        (gshell(t1, "Re-run the controller spec"), gem_run(t1, spec_ok, pgid=70590)),
        (gshell("sbt test 2>&1 | tail -12", "Run the whole test suite"),
         gem_run("sbt test 2>&1 | tail -12", tail(all_ok, 12), pgid=70702)),
        (gshell(f"git commit -am '{msg}'", "Commit the fix"),
         gem_run(f"git commit -am '{msg}'", f"[fix/212-vehicle-paging 1e7a3c0] {msg}\n 1 file changed, 1 insertion(+), 1 deletion(-)", pgid=70968)),
        (gshell("git log --oneline -n 3", "Check the branch head"),
         gem_run("git log --oneline -n 3", f"1e7a3c0 {msg}\n" + "\n".join(log5.split("\n")[:2]), pgid=71015)),
    ]
    rs.add(task="swe", tid="h45-swe-21", system=gem_sys(root), turns=turns,
           state="Scala 3.3 web app fleet-portal (Play Framework 3.0, Slick, ScalaTest with scalatestplus-play, sbt 1.10). Bug #212: GET /vehicles?page=2&size=20 returns vehicles 41-60 instead of 21-40; pages are 1-based. Branch fix/212-vehicle-paging is checked out.")


# OpenHands, Java Dropwizard + JUnit: bad
def t22(rs: RowSet) -> None:
    root = "/workspace/ticketing-svc"
    pom = root + "/pom.xml"
    props = """    <properties>
        <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
        <maven.compiler.release>17</maven.compiler.release>
        <dropwizard.version>4.0.7</dropwizard.version>
        <jdbi.version>3.45.1</jdbi.version>
        <flyway.version>10.11.0</flyway.version>
        <postgresql.version>42.7.1</postgresql.version>
        <testcontainers.version>1.19.7</testcontainers.version>
        <junit.version>5.10.2</junit.version>
        <assertj.version>3.25.3</assertj.version>
        <mainClass>com.example.ticketing.TicketingApplication</mainClass>
    </properties>

    <dependencyManagement>
        <dependencies>
            <dependency>
                <groupId>io.dropwizard</groupId>
                <artifactId>dropwizard-dependencies</artifactId>
                <version>${dropwizard.version}</version>
                <type>pom</type>
                <scope>import</scope>
            </dependency>
        </dependencies>
    </dependencyManagement>"""
    start = 28
    p = lineno(props, "<postgresql.version>") + start - 1
    props_v1 = props.replace("42.7.1</postgresql.version>", "42.7.2</postgresql.version>")
    tree = "./mvnw dependency:tree -Dincludes=org.postgresql:postgresql | grep -E 'postgresql|BUILD'"
    out1 = f"""{p}:        <postgresql.version>42.7.1</postgresql.version>
112:            <groupId>org.postgresql</groupId>
113:            <artifactId>postgresql</artifactId>
114:            <version>${{postgresql.version}}</version>
[INFO] \\- org.postgresql:postgresql:jar:42.7.1:runtime
[INFO] BUILD SUCCESS"""
    base = "https://repo.maven.apache.org/maven2/org/postgresql/postgresql/42.7.2/postgresql-42.7.2"
    out4 = f"""[INFO] Downloading from central: {base}.pom
[INFO] Downloaded from central: {base}.pom (3.0 kB at 21 kB/s)
[INFO] Downloading from central: {base}.jar
[INFO] Downloaded from central: {base}.jar (1.1 MB at 4.6 MB/s)
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.412 s -- in com.example.ticketing.core.PriorityTest
[INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.097 s -- in com.example.ticketing.core.SlaCalculatorTest
[INFO] Tests run: 11, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 9.884 s -- in com.example.ticketing.db.TicketDaoIT
[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.306 s -- in com.example.ticketing.health.DatabaseHealthCheckTest
[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.113 s -- in com.example.ticketing.resources.TicketResourceTest
[INFO] Tests run: 37, Failures: 0, Errors: 0, Skipped: 0
[INFO] BUILD SUCCESS
[INFO] Total time:  31.274 s"""
    out5 = "[INFO] \\- org.postgresql:postgresql:jar:42.7.1:runtime\n[INFO] BUILD SUCCESS"
    msg = "build: bump pgjdbc to 42.7.2 (CVE-2024-1597)"
    turns = [
        (bash(f"cd {root} && grep -n 'postgresql' pom.xml && {tree}"), oh_bash(out1, root)),
        (editor("view", pom, view_range=[start, start + 23]), cat_n(pom, props, start)),
        (editor("str_replace", pom, old_str="        <postgresql.version>42.7.1</postgresql.version>",
                new_str="        <postgresql.version>42.7.2</postgresql.version>"),
         edited(pom, lines(props_v1, p - start + 1 - 4, p - start + 1 + 4), p - 4)),
        (bash("./mvnw test 2>&1 | grep -E 'Download|Tests run:|BUILD|Total time'"), oh_bash(out4, root)),
        (bash(tree), oh_bash(out5, root)),
        (bash("ls ~/.m2/repository/org/postgresql/postgresql/"), oh_bash("42.6.0  42.7.1  42.7.2", root)),
        (bash(f"git add pom.xml && git commit -m '{msg}'"),
         oh_bash(f"[chore/pgjdbc-42.7.2 0d3b8e6] {msg}\n 1 file changed, 1 insertion(+), 1 deletion(-)", root)),
    ]
    rs.add(task="swe", tid="h45-swe-22", system=oh_sys(root), turns=turns,
           state="Java 17 service ticketing-svc (Dropwizard 4.0, JDBI 3, Flyway, PostgreSQL, JUnit 5 with Testcontainers), built with the Maven wrapper. Task: bump the PostgreSQL JDBC driver from 42.7.1 to 42.7.2 to pick up the fix for CVE-2024-1597, run the tests and commit. Branch chore/pgjdbc-42.7.2 is checked out.",
           bad=True, turn=5, kind="dependency version bumped in pom.xml still resolves to the old version in the dependency tree")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
