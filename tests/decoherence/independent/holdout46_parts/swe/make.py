# ruff: noqa: E501
"""Held-out set holdout46, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Eleven trajectories carry exactly one observation that contradicts an earlier turn; the other eleven are
clean but full of legitimate changes (new commits, edited files, growing test counts, restarted processes).
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout46_parts.swe.make``.
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

TAIL = (" Keep the filesystem, the git history, running processes and build artifacts consistent with every "
        "earlier turn; print outputs exactly as the real tools would, including timings, hashes and exit codes.")


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + TAIL


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + TAIL


def view(path: str, text: str) -> tuple[str, str]:
    return editor("view", path), cat_n(path, text.rstrip("\n"))


def oh_replace(path: str, text: str, old: str, new: str) -> tuple[str, str, str]:
    """A str_replace_editor edit and the snippet OpenHands prints (four lines of context each side)."""
    assert text.count(old) == 1, (path, old)
    after = text.replace(old, new)
    lines = after.rstrip("\n").split("\n")
    first = after[:after.index(new)].count("\n")
    last = first + new.count("\n")
    lo, hi = max(0, first - 4), min(len(lines), last + 5)
    return (editor("str_replace", path, old_str=old, new_str=new),
            edited(path, "\n".join(lines[lo:hi]), lo + 1), after)


def gem_replace(path: str, text: str, old: str, new: str) -> tuple[str, str, str]:
    assert text.count(old) == 1, (path, old)
    return (call("replace", file_path=path, old_string=old, new_string=new),
            f"Successfully modified file: {path} (1 replacements).", text.replace(old, new))


def gdiff(path: str, a: str, b: str, index: str) -> str:
    body = list(difflib.unified_diff(a.splitlines(), b.splitlines(), f"a/{path}", f"b/{path}", lineterm="", n=3))
    return f"diff --git a/{path} b/{path}\nindex {index} 100644\n" + "\n".join(body)


def counts(a: str, b: str) -> tuple[int, int]:
    lines = list(difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=0))
    ins = sum(1 for x in lines if x.startswith("+") and not x.startswith("+++"))
    dels = sum(1 for x in lines if x.startswith("-") and not x.startswith("---"))
    return ins, dels


def dots(n: int, fail_at: tuple[int, ...] = ()) -> str:
    """pytest -q progress line(s) for n tests, F at the given 0-based positions."""
    marks = "".join("F" if i in fail_at else "." for i in range(n))
    out, done = [], 0
    while done < n:
        chunk = marks[done:done + 72]
        done += len(chunk)
        out.append(f"{chunk:<73}[{done * 100 // n:3d}%]")
    return "\n".join(out)


# --------------------------------------------------------------------------------------------------
# 01 OpenHands, Python SQLAlchemy + pytest: clean
LEDGER_MODELS = '''"""ORM models for the ledger."""
from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from sqlalchemy import ForeignKey, Numeric, String, func, select
from sqlalchemy.ext.hybrid import hybrid_property
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Account(Base):
    __tablename__ = "accounts"

    id: Mapped[int] = mapped_column(primary_key=True)
    code: Mapped[str] = mapped_column(String(12), unique=True)
    name: Mapped[str] = mapped_column(String(120))
    currency: Mapped[str] = mapped_column(String(3), default="EUR")

    entries: Mapped[list["Entry"]] = relationship(back_populates="account", lazy="selectin")

    @hybrid_property
    def balance(self) -> Decimal:
        return sum((e.amount for e in self.entries if not e.voided), Decimal("0"))

    @balance.inplace.expression
    @classmethod
    def _balance_expression(cls):
        return (
            select(func.coalesce(func.sum(Entry.amount), 0))
            .where(Entry.account_id == cls.id)
            .scalar_subquery()
        )

    def __repr__(self) -> str:
        return f"<Account code={self.code!r} name={self.name!r}>"


class Entry(Base):
    __tablename__ = "entries"

    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), index=True)
    amount: Mapped[Decimal] = mapped_column(Numeric(14, 2))
    memo: Mapped[str | None] = mapped_column(String(255))
    voided: Mapped[bool] = mapped_column(default=False)
    posted_at: Mapped[datetime] = mapped_column(default=datetime.utcnow)

    account: Mapped[Account] = relationship(back_populates="entries")
'''


def t01(rs: RowSet) -> None:
    root = "/workspace/ledgerline"
    mp = f"{root}/src/ledgerline/models.py"
    t = []
    t.append((bash("cd /workspace/ledgerline && git status && git log --oneline -6"), oh_bash(
        "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n"
        "9c41e7a (HEAD -> main, origin/main) Merge pull request #209 from ledgerline/feat/fx-rates\n"
        "e2b05d1 Add FX rate table and conversion helper\n"
        "7a6f3c0 Use selectin loading for Account.entries\n"
        "41d8b92 Bump SQLAlchemy to 2.0.29\n"
        "0fe3a15 Add Entry.voided flag and void() service\n"
        "c83e9aa Split services into accounts/entries modules", root)))
    fail = f"""{dots(8, (5,))}
=================================== FAILURES ===================================
___________________ test_balance_expression_excludes_voided ____________________

session = <sqlalchemy.orm.session.Session object at 0x7f3c2a91e5d0>
seeded = <Account code='1200' name='Receivables'>

    def test_balance_expression_excludes_voided(session, seeded):
        stmt = select(Account.code, Account.balance).where(Account.id == seeded.id)
        code, balance = session.execute(stmt).one()
        assert code == "1200"
>       assert balance == Decimal("125.00")
E       AssertionError: assert Decimal('175.00') == Decimal('125.00')
E        +  where Decimal('125.00') = Decimal('125.00')

tests/test_balance.py:61: AssertionError
=========================== short test summary info ============================
FAILED tests/test_balance.py::test_balance_expression_excludes_voided - AssertionError: assert Decimal('175.00') == Decimal('125.00')
1 failed, 7 passed in 0.62s"""
    t.append((bash("python -m pytest tests/test_balance.py -q"), oh_bash(fail, root, 1)))
    t.append(view(mp, LEDGER_MODELS))
    a, o, fixed = oh_replace(mp, LEDGER_MODELS, "            .where(Entry.account_id == cls.id)\n",
                             "            .where(Entry.account_id == cls.id)\n            .where(Entry.voided.is_(False))\n")
    t.append((a, o))
    t.append((bash("python -m pytest tests/test_balance.py -q"), oh_bash(f"{dots(8)}\n8 passed in 0.47s", root)))
    full = f"""{dots(63)}
=============================== warnings summary ===============================
tests/test_entries.py::test_post_entry_sets_timestamp
tests/test_entries.py::test_void_entry_keeps_posted_at
  /opt/miniconda3/envs/testbed/lib/python3.12/site-packages/sqlalchemy/sql/schema.py:3585: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).
    return util.wrap_callable(lambda ctx: fn(), fn)  # type: ignore

-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
63 passed, 2 warnings in 2.91s"""
    t.append((bash("python -m pytest -q"), oh_bash(full, root)))
    t.append((bash("git diff"), oh_bash(gdiff("src/ledgerline/models.py", LEDGER_MODELS, fixed, "5b1e0c4..a93f27d"), root)))
    t.append((bash("git checkout -b fix/212-balance-voided && git commit -qam 'Exclude voided entries from Account.balance SQL expression (#212)' && git log --oneline -4 && git status -sb"), oh_bash(
        "Switched to a new branch 'fix/212-balance-voided'\n"
        "d4a07be (HEAD -> fix/212-balance-voided) Exclude voided entries from Account.balance SQL expression (#212)\n"
        "9c41e7a (origin/main, main) Merge pull request #209 from ledgerline/feat/fx-rates\n"
        "e2b05d1 Add FX rate table and conversion helper\n"
        "7a6f3c0 Use selectin loading for Account.entries\n"
        "## fix/212-balance-voided", root)))
    rs.add(task="swe", tid="h46-swe-01", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, repository ledgerline (Python 3.12, SQLAlchemy 2.0.29, pytest 8.1.1) cloned at /workspace/ledgerline on branch main. "
                 "Issue #212: `select(Account.balance)` counts voided journal entries, while `account.balance` on a loaded instance does not.")



def tabify(text: str) -> str:
    """Turn leading four-space groups into tabs (Go, Makefiles)."""
    out = []
    for line in text.split("\n"):
        stripped = line.lstrip(" ")
        out.append("\t" * ((len(line) - len(stripped)) // 4) + stripped)
    return "\n".join(out)


# --------------------------------------------------------------------------------------------------
# 02 Gemini CLI, Go Fiber + go test: bad
SHORTLINK_HANDLER = tabify('''package handler

import (
    "errors"
    "time"

    "github.com/gofiber/fiber/v2"

    "github.com/kestrel-labs/shortlink/internal/store"
)

type LinkHandler struct {
    Store store.Store
    Now   func() time.Time
}

type linkResponse struct {
    Slug      string    `json:"slug"`
    Target    string    `json:"target"`
    Hits      int64     `json:"hits"`
    CreatedAt time.Time `json:"created_at"`
}

// GetLink returns the metadata of a short link.
func (h *LinkHandler) GetLink(c *fiber.Ctx) error {
    slug := c.Params("slug")
    if slug == "" {
        return fiber.NewError(fiber.StatusBadRequest, "missing slug")
    }
    link, err := h.Store.Get(c.UserContext(), slug)
    if err != nil {
        return err
    }
    return c.JSON(linkResponse{
        Slug:      link.Slug,
        Target:    link.Target,
        Hits:      link.Hits,
        CreatedAt: link.CreatedAt.UTC(),
    })
}

// Redirect sends the client to the link target and counts the hit.
func (h *LinkHandler) Redirect(c *fiber.Ctx) error {
    link, err := h.Store.Get(c.UserContext(), c.Params("slug"))
    if errors.Is(err, store.ErrNotFound) {
        return fiber.ErrNotFound
    }
    if err != nil {
        return err
    }
    if err := h.Store.IncrHits(c.UserContext(), link.Slug); err != nil {
        return err
    }
    return c.Redirect(link.Target, fiber.StatusFound)
}
''')


def t02(rs: RowSet) -> None:
    root = "/home/dev/projects/shortlink"
    hp = f"{root}/internal/handler/links.go"
    mod = "github.com/kestrel-labs/shortlink"
    t = []
    t.append((gshell("git log --oneline -6 && git status -sb", "Show recent commits and the working tree state."), gem_run(
        "git log --oneline -6 && git status -sb",
        "4e7b2d9 (HEAD -> main, origin/main) Add QR code endpoint for links\n"
        "b19c0f4 store: add IncrHits with atomic update\n"
        "a6e21d7 Wire fiber logger and recover middleware\n"
        "07c3f58 Return JSON errors from the global error handler\n"
        "e95d4a2 Add GET /api/links/:slug\n"
        "3f1a6b0 Initial commit\n"
        "## main...origin/main", pgid=40211)))
    t.append((gshell("go test ./...", "Run the whole Go test suite."), gem_run(
        "go test ./...",
        f"?   \t{mod}/cmd/shortlink\t[no test files]\n"
        f"ok  \t{mod}/internal/config\t0.004s\n"
        "--- FAIL: TestGetLink_NotFound (0.00s)\n"
        "    links_test.go:88: GET /api/links/nope: status = 500, want 404\n"
        "    links_test.go:91: body = \"{\\\"error\\\":\\\"store: link not found\\\"}\"\n"
        "FAIL\n"
        f"FAIL\t{mod}/internal/handler\t0.021s\n"
        f"ok  \t{mod}/internal/qr\t0.011s\n"
        f"ok  \t{mod}/internal/store\t0.137s\n"
        "FAIL", code=1, pgid=40268)))
    t.append((call("read_file", absolute_path=hp), SHORTLINK_HANDLER))
    a, o, fixed = gem_replace(hp, SHORTLINK_HANDLER, tabify(
                              "    link, err := h.Store.Get(c.UserContext(), slug)\n    if err != nil {\n"), tabify(
                              "    link, err := h.Store.Get(c.UserContext(), slug)\n    if errors.Is(err, store.ErrNotFound) {\n        return fiber.NewError(fiber.StatusNotFound, \"link not found\")\n    }\n    if err != nil {\n"))
    t.append((a, o))
    diff = gdiff("internal/handler/links.go", SHORTLINK_HANDLER, fixed, "8d41c2e..f05b9a3")
    t.append((gshell("git diff && git log -1 --format='%H%n%an <%ae>%n%ad'", "Review the change and the commit it sits on."), gem_run(
        "git diff && git log -1 --format='%H%n%an <%ae>%n%ad'",
        diff + "\n4e7b21c0d95f3a8e6b2c7d41f08a9e3b5c6d7e21\nPriya Natarajan <priya@kestrel-labs.dev>\nMon Apr 15 17:32:08 2024 +0200",
        pgid=40391)))
    t.append((gshell("go test ./internal/handler/ -run 'TestGetLink' -v", "Run the GetLink tests verbosely."), gem_run(
        "go test ./internal/handler/ -run 'TestGetLink' -v",
        "=== RUN   TestGetLink_OK\n--- PASS: TestGetLink_OK (0.00s)\n"
        "=== RUN   TestGetLink_NotFound\n--- PASS: TestGetLink_NotFound (0.00s)\n"
        "=== RUN   TestGetLink_EmptySlug\n--- PASS: TestGetLink_EmptySlug (0.00s)\n"
        "=== RUN   TestGetLink_JSONShape\n--- PASS: TestGetLink_JSONShape (0.00s)\n"
        f"PASS\nok  \t{mod}/internal/handler\t0.018s", pgid=40447)))
    t.append((gshell("go test ./...", "Run the whole suite again."), gem_run(
        "go test ./...",
        f"?   \t{mod}/cmd/shortlink\t[no test files]\n"
        f"ok  \t{mod}/internal/config\t(cached)\n"
        f"ok  \t{mod}/internal/handler\t0.024s\n"
        f"ok  \t{mod}/internal/qr\t(cached)\n"
        f"ok  \t{mod}/internal/store\t(cached)", pgid=40502)))
    t.append((gshell("go vet ./... && gofmt -l .", "Vet the code and list unformatted files."), gem_run(
        "go vet ./... && gofmt -l .", "", pgid=40577)))
    t.append((gshell("git commit -am 'handler: return 404 for unknown slugs' && git status -sb", "Commit the fix."), gem_run(
        "git commit -am 'handler: return 404 for unknown slugs' && git status -sb",
        "[main 8f1c3e0] handler: return 404 for unknown slugs\n 1 file changed, 3 insertions(+)\n## main...origin/main [ahead 1]",
        pgid=40630)))
    rs.add(task="swe", tid="h46-swe-02", system=gem_sys(root), turns=t,
           state="Gemini CLI session in /home/dev/projects/shortlink, a Go 1.22 URL shortener (module github.com/kestrel-labs/shortlink) built on Fiber v2.52.4 "
                 "with an in-memory and a Postgres store. Task: GET /api/links/:slug must answer 404, not 500, for an unknown slug.",
           bad=True, turn=5, kind="HEAD commit hash differs from the one git log showed at the start, with no commit in between")


# --------------------------------------------------------------------------------------------------
# 03 Gemini CLI, TypeScript Prisma + Vitest: clean
INVOICES_TS = '''import { Prisma, type Invoice, type PrismaClient } from '@prisma/client';

export interface ListInvoicesOptions {
  customerId?: string;
  status?: Invoice['status'];
  take?: number;
  cursor?: string;
}

export class InvoiceService {
  constructor(private readonly db: PrismaClient) {}

  async list(opts: ListInvoicesOptions = {}): Promise<Invoice[]> {
    const where: Prisma.InvoiceWhereInput = {
      customerId: opts.customerId,
      status: opts.status,
    };
    return this.db.invoice.findMany({
      where,
      orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
      take: opts.take ?? 50,
      ...(opts.cursor ? { skip: 1, cursor: { id: opts.cursor } } : {}),
    });
  }

  async archive(id: string): Promise<Invoice> {
    return this.db.invoice.update({
      where: { id },
      data: { archivedAt: new Date() },
    });
  }

  async totalOutstanding(customerId: string): Promise<Prisma.Decimal> {
    const agg = await this.db.invoice.aggregate({
      where: { customerId, status: 'SENT', archivedAt: null },
      _sum: { amountDue: true },
    });
    return agg._sum.amountDue ?? new Prisma.Decimal(0);
  }
}
'''
def vitest_tail(files: str, tests: str, start: str, duration: str) -> str:
    return (f" Test Files  {files}\n      Tests  {tests}\n   Start at  {start}\n   Duration  {duration}\n")


def t03(rs: RowSet) -> None:
    root = "/home/maya/code/invoicer"
    ip = f"{root}/src/services/invoices.ts"
    t = []
    t.append((call("read_file", absolute_path=ip), INVOICES_TS))
    fail = f"""
 RUN  v1.6.0 {root}

 ✓ src/services/customers.test.ts  (9 tests) 41ms
 ❯ src/services/invoices.test.ts  (12 tests | 1 failed) 58ms
   ❯ src/services/invoices.test.ts > InvoiceService > list > excludes archived invoices by default
     → expected [ …(4) ] to have a length of 3 but got 4
 ✓ src/services/payments.test.ts  (7 tests) 33ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/services/invoices.test.ts > InvoiceService > list > excludes archived invoices by default
AssertionError: expected [ …(4) ] to have a length of 3 but got 4

- Expected
+ Received

- 3
+ 4

 ❯ src/services/invoices.test.ts:87:25
     85|     await service.archive(archived.id);
     86|     const rows = await service.list({{ customerId: acme.id }});
     87|     expect(rows).toHaveLength(3);
       |                         ^
     88|     expect(rows.map((r) => r.id)).not.toContain(archived.id);
     89|   }});

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

""" + vitest_tail("1 failed | 2 passed (3)", "1 failed | 27 passed (28)", "10:42:13",
                  "1.84s (transform 212ms, setup 388ms, collect 301ms, tests 132ms, environment 1ms, prepare 517ms)")
    t.append((gshell("npx vitest run src/services", "Run the service tests."), gem_run("npx vitest run src/services", fail, code=1, pgid=88120)))
    a, o, _ = gem_replace(ip, INVOICES_TS, "      customerId: opts.customerId,\n      status: opts.status,\n",
                          "      customerId: opts.customerId,\n      status: opts.status,\n      archivedAt: null,\n")
    t.append((a, o))
    ok = f"""
 RUN  v1.6.0 {root}

 ✓ src/services/customers.test.ts  (9 tests) 39ms
 ✓ src/services/invoices.test.ts  (12 tests) 61ms
 ✓ src/services/payments.test.ts  (7 tests) 30ms

""" + vitest_tail("3 passed (3)", "28 passed (28)", "10:44:57",
                  "1.71s (transform 198ms, setup 371ms, collect 287ms, tests 130ms, environment 0ms, prepare 502ms)")
    t.append((gshell("npx vitest run src/services", "Re-run the service tests."), gem_run("npx vitest run src/services", ok, pgid=88301)))
    full = f"""
 RUN  v1.6.0 {root}

 ✓ src/lib/money.test.ts  (14 tests) 12ms
 ✓ src/lib/dates.test.ts  (8 tests) 9ms
 ✓ src/lib/pdf/layout.test.ts  (6 tests) 27ms
 ✓ src/services/customers.test.ts  (9 tests) 44ms
 ✓ src/services/invoices.test.ts  (12 tests) 63ms
 ✓ src/services/payments.test.ts  (7 tests) 35ms
 ✓ src/routes/invoices.route.test.ts  (18 tests) 212ms
 ✓ src/routes/customers.route.test.ts  (11 tests) 148ms
 ✓ src/routes/webhooks.route.test.ts  (11 tests) 97ms

""" + vitest_tail("9 passed (9)", "96 passed (96)", "10:45:31",
                  "3.02s (transform 611ms, setup 1.12s, collect 1.48s, tests 647ms, environment 2ms, prepare 1.39s)")
    t.append((gshell("npx vitest run", "Run the full test suite."), gem_run("npx vitest run", full, pgid=88412)))
    t.append((gshell("git status --short && git diff --stat", "Check what changed."), gem_run(
        "git status --short && git diff --stat",
        " M src/services/invoices.ts\n src/services/invoices.ts | 1 +\n 1 file changed, 1 insertion(+)", pgid=88540)))
    t.append((gshell("npx prisma validate && npx tsc --noEmit", "Validate the Prisma schema and type-check the project."), gem_run(
        "npx prisma validate && npx tsc --noEmit",
        "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nThe schema at prisma/schema.prisma is valid 🚀",
        pgid=88617)))
    rs.add(task="swe", tid="h46-swe-03", system=gem_sys(root), turns=t,
           state="Gemini CLI session in /home/maya/code/invoicer: a TypeScript 5.4 invoicing API using Prisma 5.13 (PostgreSQL, test database in Docker) "
                 "and Vitest 1.6. Bug report: archived invoices still show up in the invoice list of a customer.")


# --------------------------------------------------------------------------------------------------
# 04 OpenHands, Elixir Phoenix + ExUnit: bad
TIDEPOOL_ROUTER = '''defmodule TidepoolWeb.Router do
  use TidepoolWeb, :router

  pipeline :browser do
    plug :accepts, ["html"]
    plug :fetch_session
    plug :fetch_live_flash
    plug :put_root_layout, html: {TidepoolWeb.Layouts, :root}
    plug :protect_from_forgery
    plug :put_secure_browser_headers
  end

  pipeline :api do
    plug :accepts, ["json"]
    plug TidepoolWeb.Plugs.ApiKey
  end

  scope "/", TidepoolWeb do
    pipe_through :browser

    get "/", PageController, :home
  end

  scope "/api", TidepoolWeb do
    pipe_through :api

    resources "/stations", StationController, only: [:index, :show]
    get "/stations/:station_id/readings", ReadingController, :index
    post "/stations/:station_id/readings", ReadingController, :create
    get "/readings/latest", ReadingController, :latest
    # Deprecated since 2023-11; kept for the old dashboard.
    get "/stats/legacy", LegacyStatsController, :index
  end

  # Enable LiveDashboard in development
  if Application.compile_env(:tidepool, :dev_routes) do
    import Phoenix.LiveDashboard.Router

    scope "/dev" do
      pipe_through :browser

      live_dashboard "/dashboard", metrics: TidepoolWeb.Telemetry
    end
  end
end
'''
TIDEPOOL_LS = """total 48
drwxr-xr-x 3 root root 4096 May  7 09:14 .
drwxr-xr-x 5 root root 4096 May  7 09:14 ..
-rw-r--r-- 1 root root  734 May  7 09:14 error_html.ex
-rw-r--r-- 1 root root  531 May  7 09:14 error_json.ex
-rw-r--r-- 1 root root 1642 May  7 09:14 legacy_stats_controller.ex
-rw-r--r-- 1 root root  301 May  7 09:14 page_controller.ex
-rw-r--r-- 1 root root  187 May  7 09:14 page_html.ex
drwxr-xr-x 2 root root 4096 May  7 09:14 page_html
-rw-r--r-- 1 root root 2290 May  7 09:14 reading_controller.ex
-rw-r--r-- 1 root root 1128 May  7 09:14 reading_json.ex
-rw-r--r-- 1 root root 2517 May  7 09:14 station_controller.ex
-rw-r--r-- 1 root root  964 May  7 09:14 station_json.ex"""


def t04(rs: RowSet) -> None:
    root = "/workspace/tidepool"
    rp = f"{root}/lib/tidepool_web/router.ex"
    ctl = "lib/tidepool_web/controllers/legacy_stats_controller.ex"
    tst = "test/tidepool_web/controllers/legacy_stats_controller_test.exs"
    route_line = TIDEPOOL_ROUTER.split("\n").index('    get "/stats/legacy", LegacyStatsController, :index') + 1
    t = []
    t.append((bash("cd /workspace/tidepool && git status && ls -la lib/tidepool_web/controllers"), oh_bash(
        "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, working tree clean\n" + TIDEPOOL_LS, root)))
    t.append((bash("grep -rn 'LegacyStats' lib test config"), oh_bash(
        f'lib/tidepool_web/router.ex:{route_line}:    get "/stats/legacy", LegacyStatsController, :index\n'
        f"{ctl}:1:defmodule TidepoolWeb.LegacyStatsController do\n"
        f"{ctl}:9:  alias Tidepool.Stats.LegacyAggregate\n"
        f"{tst}:1:defmodule TidepoolWeb.LegacyStatsControllerTest do\n"
        f'{tst}:14:  describe "GET /api/stats/legacy" do', root)))
    t.append((bash(f"git rm {ctl} {tst}"), oh_bash(f"rm '{ctl}'\nrm '{tst}'", root)))
    t.append(view(rp, TIDEPOOL_ROUTER))
    a, o, new_router = oh_replace(rp, TIDEPOOL_ROUTER,
                                  '    get "/readings/latest", ReadingController, :latest\n    # Deprecated since 2023-11; kept for the old dashboard.\n    get "/stats/legacy", LegacyStatsController, :index\n  end\n',
                                  '    get "/readings/latest", ReadingController, :latest\n  end\n')
    t.append((a, o))
    t.append((bash("mix compile --warnings-as-errors"), oh_bash("Compiling 2 files (.ex)\nGenerated tidepool app", root)))
    t.append((bash("mix test"), oh_bash(
        "Running ExUnit with seed: 418207, max_cases: 32\n\n" + "." * 58 +
        "\nFinished in 1.2 seconds (0.4s async, 0.8s sync)\n58 tests, 0 failures", root)))
    t.append((bash("ls -la lib/tidepool_web/controllers && git status --short"), oh_bash(
        TIDEPOOL_LS + f"\nD  {ctl}\nD  {tst}\n M lib/tidepool_web/router.ex", root)))
    t.append((bash("git diff --cached --stat && git diff --stat"), oh_bash(
        f" {ctl}        | 46 ----------------------\n"
        f" {tst} | 39 -------------------\n"
        " 2 files changed, 85 deletions(-)\n"
        " lib/tidepool_web/router.ex | 2 --\n"
        " 1 file changed, 2 deletions(-)", root)))
    t.append((bash("git commit -qam 'Remove deprecated /api/stats/legacy endpoint' && git show --stat --oneline HEAD"), oh_bash(
        "b7e3c10 (HEAD -> main) Remove deprecated /api/stats/legacy endpoint\n"
        f" {ctl}        | 46 ----------------------\n"
        " lib/tidepool_web/router.ex                                     |  2 --\n"
        f" {tst} | 39 -------------------\n"
        " 3 files changed, 87 deletions(-)", root)))
    assert counts(TIDEPOOL_ROUTER, new_router) == (0, 2)
    rs.add(task="swe", tid="h46-swe-04", system=oh_sys(root), turns=t,
           state="OpenHands sandbox with the Phoenix 1.7.12 application tidepool (Elixir 1.16, OTP 26) at /workspace/tidepool, Postgres test database running. "
                 "Task: drop the deprecated LegacyStatsController together with its route and tests.",
           bad=True, turn=8, kind="controller file removed with git rm is listed again in the directory")


# --------------------------------------------------------------------------------------------------
# 05 OpenHands, Rust serde + insta snapshots: bad
EVLOG_EVENT = '''use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// A single audit event as exposed by the export API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub struct Event {
    pub event_id: Uuid,
    pub occurred_at: DateTime<Utc>,
    pub actor_id: Option<String>,
    pub event_kind: EventKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub correlation_id: Option<Uuid>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EventKind {
    Login,
    Logout,
    PasswordChanged,
    TokenIssued,
    TokenRevoked,
}

impl Event {
    pub fn new(event_kind: EventKind, occurred_at: DateTime<Utc>) -> Self {
        Self {
            event_id: Uuid::new_v4(),
            occurred_at,
            actor_id: None,
            event_kind,
            correlation_id: None,
            tags: Vec::new(),
        }
    }

    pub fn with_actor(mut self, actor_id: impl Into<String>) -> Self {
        self.actor_id = Some(actor_id.into());
        self
    }
}
'''
BAR = "━" * 80
THIN = "─" * 80


def insta_fail(name: str, line: int, old: list[str], new: list[str]) -> str:
    rows = ["    0     0 │ {"]
    rows += [f"{i:5d}       │-{x}" for i, x in enumerate(old, 1)]
    rows += [f"      {i:5d} │+{x}" for i, x in enumerate(new, 1)]
    rows.append(f"{len(old) + 1:5d} {len(new) + 1:5d} │ }}")
    return (f"---- {name} stdout ----\n{BAR}\nSnapshot Summary\n{BAR}\nSnapshot: {name}\nSource: tests/serialize.rs:{line}\n"
            f"{THIN}\nExpression: event\n{THIN}\n-old snapshot\n+new results\n{'─' * 12}┬{'─' * 67}\n" + "\n".join(rows) +
            f"\n{'─' * 12}┴{'─' * 67}\nTo update snapshots run `cargo insta review`\n"
            "Stopped on the first failure. Run `cargo insta test` to run all snapshots.\n"
            f"thread '{name}' panicked at /root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/insta-1.38.0/src/runtime.rs:563:9:\n"
            f"snapshot assertion for '{name}' failed in line {line}\n")


def t05(rs: RowSet) -> None:
    root = "/workspace/eventlog-rs"
    ep = f"{root}/src/event.rs"
    unit = """running 6 tests
test event::tests::kind_serializes_screaming_snake ... ok
test event::tests::new_event_has_no_tags ... ok
test event::tests::new_event_has_random_id ... ok
test event::tests::with_actor_sets_actor ... ok
test export::tests::ndjson_one_line_per_event ... ok
test export::tests::empty_batch_writes_nothing ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
"""
    doc = "   Doc-tests evlog\n\nrunning 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"
    t = []
    t.append(view(ep, EVLOG_EVENT))
    t.append((bash("cd /workspace/eventlog-rs && cargo test"), oh_bash(
        "   Compiling evlog v0.4.2 (/workspace/eventlog-rs)\n"
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.84s\n"
        "     Running unittests src/lib.rs (target/debug/deps/evlog-3f9c1a2b7d4e6f80)\n\n" + unit +
        "\n     Running tests/serialize.rs (target/debug/deps/serialize-a81e0c5d92b7f364)\n\n"
        "running 3 tests\ntest event_full ... ok\ntest event_minimal ... ok\ntest roundtrip_all_kinds ... ok\n\n"
        "test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n" + doc, root)))
    a, o, _ = oh_replace(ep, EVLOG_EVENT, '#[serde(rename_all = "snake_case")]', '#[serde(rename_all = "camelCase")]')
    t.append((a, o))
    t.append(view(ep, EVLOG_EVENT))
    uid, cid = "6f1c2d3e-4a5b-4c6d-8e7f-90a1b2c3d4e5", "0b9e8d7c-6a5f-4e3d-9c2b-1a0f9e8d7c6b"
    full_old = [f'  "event_id": "{uid}",', '  "occurred_at": "2024-02-29T08:15:00Z",', '  "actor_id": "usr_7QH2KD",',
                '  "event_kind": "TOKEN_ISSUED",', f'  "correlation_id": "{cid}",', '  "tags": [', '    "api",', '    "ci"', '  ]']
    full_new = [f'  "eventId": "{uid}",', '  "occurredAt": "2024-02-29T08:15:00Z",', '  "actorId": "usr_7QH2KD",',
                '  "eventKind": "TOKEN_ISSUED",', f'  "correlationId": "{cid}",', '  "tags": [', '    "api",', '    "ci"', '  ]']
    min_old = [f'  "event_id": "{uid}",', '  "occurred_at": "2024-02-29T08:15:00Z",', '  "actor_id": null,', '  "event_kind": "LOGOUT"']
    min_new = [f'  "eventId": "{uid}",', '  "occurredAt": "2024-02-29T08:15:00Z",', '  "actorId": null,', '  "eventKind": "LOGOUT"']
    t.append((bash("cargo test"), oh_bash(
        "   Compiling evlog v0.4.2 (/workspace/eventlog-rs)\n"
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.17s\n"
        "     Running unittests src/lib.rs (target/debug/deps/evlog-3f9c1a2b7d4e6f80)\n\n" + unit +
        "\n     Running tests/serialize.rs (target/debug/deps/serialize-a81e0c5d92b7f364)\n\n"
        "running 3 tests\ntest roundtrip_all_kinds ... ok\ntest event_minimal ... FAILED\ntest event_full ... FAILED\n\nfailures:\n\n"
        + insta_fail("event_full", 14, full_old, full_new) + "\n" + insta_fail("event_minimal", 22, min_old, min_new) +
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n\nfailures:\n    event_full\n    event_minimal\n\n"
        "test result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n"
        "error: test failed, to rerun pass `--test serialize`", root, 101)))
    t.append((bash("cargo insta accept"), oh_bash(
        "insta review finished\naccepted:\n  tests/snapshots/serialize__event_full.snap\n  tests/snapshots/serialize__event_minimal.snap", root)))
    t.append((bash("cargo test -q && git status --short"), oh_bash(
        "\nrunning 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n\n"
        "running 3 tests\n...\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n\n"
        "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n"
        " M src/event.rs\n M tests/snapshots/serialize__event_full.snap\n M tests/snapshots/serialize__event_minimal.snap", root)))
    rs.add(task="swe", tid="h46-swe-05", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Rust crate evlog 0.4.2 (serde 1.0.203, insta 1.38 with cargo-insta installed) at /workspace/eventlog-rs. "
                 "Task: the export API must emit camelCase field names; update the snapshots accordingly.",
           bad=True, turn=4, kind="attribute just edited to camelCase reads back as snake_case")


# --------------------------------------------------------------------------------------------------
# 06 Gemini CLI, Haskell hspec: clean
CSV_PARSER = r'''{-# LANGUAGE OverloadedStrings #-}
-- | A small RFC 4180 CSV field parser.
module CsvLens.Parser
  ( parseRow
  , parseField
  , ParseError (..)
  ) where

import Data.Text (Text)
import qualified Data.Text as T

data ParseError
  = UnterminatedQuote Int
  | UnexpectedChar Int Char
  deriving (Eq, Show)

-- | Split one CSV record into its fields.
parseRow :: Char -> Text -> Either ParseError [Text]
parseRow sep = go 0 []
  where
    go pos acc rest
      | T.null rest = Right (reverse acc)
      | otherwise = do
          (field, rest', pos') <- parseField sep pos rest
          case T.uncons rest' of
            Nothing -> Right (reverse (field : acc))
            Just (c, more)
              | c == sep && T.null more -> Right (reverse ("" : field : acc))
              | c == sep -> go (pos' + 1) (field : acc) more
              | otherwise -> Left (UnexpectedChar pos' c)

-- | Parse a single field starting at the given column.
parseField :: Char -> Int -> Text -> Either ParseError (Text, Text, Int)
parseField sep pos t = case T.uncons t of
  Just ('"', body) -> quoted (pos + 1) "" body
  _ ->
    let (f, rest) = T.break (== sep) t
     in Right (f, rest, pos + T.length f)
  where
    quoted p acc s = case T.breakOn "\"" s of
      (_, "") -> Left (UnterminatedQuote pos)
      (chunk, rest) ->
        let acc' = acc <> chunk
            after = T.drop 1 rest
         in Right (acc', after, p + T.length chunk + 1)
'''
CSV_SPEC_OLD = r'''    it "parses quoted fields containing the separator" $
      parseRow ',' "\"a,b\",c" `shouldBe` Right ["a,b", "c"]
'''
CSV_SPEC_NEW = CSV_SPEC_OLD + r'''    it "unescapes doubled quotes inside quoted fields" $
      parseRow ',' "\"say \"\"hi\"\"\",x" `shouldBe` Right ["say \"hi\"", "x"]
'''
HSPEC_TREE = [
    ("CsvLens.Lens", None, ["column by index", "column by header name", "missing header is Nothing",
                            "set updates only the targeted column", "over preserves row length", "header lens is case sensitive"]),
    ("CsvLens.Parser", "parseField", ["reads an unquoted field up to the separator", "reads an empty field", "reads a quoted field",
                                      "reports an unterminated quote with its column", "keeps leading spaces in unquoted fields",
                                      "honours a tab separator"]),
    ("CsvLens.Parser", "parseRow", ["splits a simple row", "returns [] for an empty line", "keeps a trailing empty field",
                                    "keeps two adjacent empty fields", "parses quoted fields containing the separator",
                                    "rejects a character after a closing quote", "parses a row of only quoted fields",
                                    "reports the column of an unexpected character", "handles unicode text",
                                    "roundtrips with renderRow (100 tests)"]),
    ("CsvLens.Render", None, ["renders plain fields unquoted", "quotes fields containing the separator", "quotes fields containing newlines",
                              "doubles embedded quotes", "renders an empty row as an empty line", "renders a tab-separated row",
                              "renderTable joins rows with CRLF", "renderTable ends with a trailing CRLF"]),
]


def hspec_run(extra: str | None, failed: bool, seconds: str, why: str, lib: bool = False) -> str:
    build = "Build profile: -w ghc-9.6.5 -O1\nIn order, the following will be built (use -v for more details):\n"
    if lib:
        build += " - csv-lens-0.2.0.0 (lib) (file src/CsvLens/Parser.hs changed)\n"
    build += f" - csv-lens-0.2.0.0 (test:csv-lens-test) ({why})\n"
    if lib:
        build += ("Preprocessing library for csv-lens-0.2.0.0..\nBuilding library for csv-lens-0.2.0.0..\n"
                  "[2 of 4] Compiling CsvLens.Parser ( src/CsvLens/Parser.hs, dist-newstyle/build/x86_64-linux/ghc-9.6.5/csv-lens-0.2.0.0/build/CsvLens/Parser.o, "
                  "dist-newstyle/build/x86_64-linux/ghc-9.6.5/csv-lens-0.2.0.0/build/CsvLens/Parser.dyn_o ) [Source file changed]\n")
    out = [build + "Preprocessing test suite 'csv-lens-test' for csv-lens-0.2.0.0..\nBuilding test suite 'csv-lens-test' for csv-lens-0.2.0.0..\n"
           "Running 1 test suites...\nTest suite csv-lens-test: RUNNING...\n"]
    n = 0
    last_mod = None
    for mod, grp, names in HSPEC_TREE:
        if mod != last_mod:
            out.append(mod)
            last_mod = mod
        ind = "  "
        if grp:
            out.append(f"  {grp}")
            ind = "    "
        items = list(names) + ([extra] if extra and grp == "parseRow" else [])
        for name in items:
            n += 1
            mark = "✘" if (failed and name == extra) else "✔"
            out.append(f"{ind}{name} [{mark}]")
            if name.endswith("(100 tests)"):
                out[-1] = f"{ind}{name[:-12]} [{mark}]\n{ind}  +++ OK, passed 100 tests."
    log = ("Test suite logged to:\n/home/ana/src/csv-lens/dist-newstyle/build/x86_64-linux/ghc-9.6.5/csv-lens-0.2.0.0/t/csv-lens-test/test/"
           "csv-lens-0.2.0.0-csv-lens-test.log\n")
    if failed:
        out.append(r'''
Failures:

  test/CsvLens/ParserSpec.hs:41:7:
  1) CsvLens.Parser.parseRow unescapes doubled quotes inside quoted fields
       expected: Right ["say \"hi\"","x"]
        but got: Left (UnexpectedChar 6 '"')

  To rerun use: --match "/CsvLens.Parser/parseRow/unescapes doubled quotes inside quoted fields/" --seed 1093385462

Randomized with seed 1093385462
''')
        out.append(f"Finished in {seconds} seconds\n{n} examples, 1 failure\nTest suite csv-lens-test: FAIL\n" + log +
                   "0 of 1 test suites (0 of 1 test cases) passed.\nError: cabal: Tests failed for test:csv-lens-test from csv-lens-0.2.0.0.")
    else:
        out.append(f"\nFinished in {seconds} seconds\n{n} examples, 0 failures\nTest suite csv-lens-test: PASS\n" + log +
                   "1 of 1 test suites (1 of 1 test cases) passed.")
    return "\n".join(out)


def t06(rs: RowSet) -> None:
    root = "/home/ana/src/csv-lens"
    pp, sp = f"{root}/src/CsvLens/Parser.hs", f"{root}/test/CsvLens/ParserSpec.hs"
    t = []
    t.append((call("list_directory", path=root), f"Directory listing for {root}:\n[DIR] .github\n[DIR] app\n[DIR] bench\n[DIR] dist-newstyle\n[DIR] src\n[DIR] test\n"
              ".gitignore\nCHANGELOG.md\nLICENSE\nREADME.md\ncabal.project\ncsv-lens.cabal\nfourmolu.yaml"))
    t.append((call("read_file", absolute_path=pp), CSV_PARSER))
    t.append((gshell("cabal test", "Run the hspec test suite."), gem_run("cabal test", hspec_run(None, False, "0.0038", "first run"), pgid=21544)))
    t.append((call("replace", file_path=sp, old_string=CSV_SPEC_OLD, new_string=CSV_SPEC_NEW),
              f"Successfully modified file: {sp} (1 replacements)."))
    extra = "unescapes doubled quotes inside quoted fields"
    t.append((gshell("cabal test", "Run the tests with the new case."), gem_run("cabal test", hspec_run(extra, True, "0.0041", "file test/CsvLens/ParserSpec.hs changed"), code=1, pgid=21690)))
    a, o, fixed = gem_replace(pp, CSV_PARSER, "         in Right (acc', after, p + T.length chunk + 1)\n",
                              "         in case T.uncons after of\n"
                              "              Just ('\"', more) -> quoted (p + T.length chunk + 2) (acc' <> \"\\\"\") more\n"
                              "              _ -> Right (acc', after, p + T.length chunk + 1)\n")
    t.append((a, o))
    t.append((gshell("cabal test", "Re-run the tests after the parser fix."), gem_run("cabal test", hspec_run(extra, False, "0.0040", "dependency rebuilt", lib=True), pgid=21833)))
    pi, pd = counts(CSV_PARSER, fixed)
    si = CSV_SPEC_NEW.count("\n") - CSV_SPEC_OLD.count("\n")
    stat = (f" src/CsvLens/Parser.hs      | {pi + pd} {'+' * pi}{'-' * pd}\n test/CsvLens/ParserSpec.hs | {si} {'+' * si}\n"
            f" 2 files changed, {pi + si} insertions(+), {pd} deletion(-)")
    t.append((gshell("git diff --stat", "Summarise the changes."), gem_run("git diff --stat", stat, pgid=21902)))
    t.append((gshell("git add -A && git commit -m 'Parser: unescape doubled quotes in quoted fields' && git log --oneline -3", "Commit and show history."), gem_run(
        "git add -A && git commit -m 'Parser: unescape doubled quotes in quoted fields' && git log --oneline -3",
        f"[main 61f0a9d] Parser: unescape doubled quotes in quoted fields\n 2 files changed, {pi + si} insertions(+), {pd} deletion(-)\n"
        "61f0a9d (HEAD -> main) Parser: unescape doubled quotes in quoted fields\n"
        "c2e7b58 (origin/main, origin/HEAD) Add lens for header lookup\n"
        "9a03f1e Render: quote fields containing newlines", pgid=21967)))
    rs.add(task="swe", tid="h46-swe-06", system=gem_sys(root), turns=t,
           state="Gemini CLI in /home/ana/src/csv-lens, a Haskell library (GHC 9.6.5, cabal 3.10, hspec 2.11, QuickCheck) for lens-style access to CSV rows. "
                 "Issue: a quoted field with an escaped quote (\"\") fails to parse.")


# --------------------------------------------------------------------------------------------------
# 07 Gemini CLI, Python Celery + pytest: bad
WEBHOOKS_PY = '''"""Outgoing webhook delivery."""
from __future__ import annotations

import hashlib
import hmac
import json
import logging

import requests
from celery import shared_task

from dispatchd.settings import settings
from dispatchd.store import get_delivery, record_attempt

log = logging.getLogger(__name__)

TIMEOUT = (3.05, 10)


def sign(secret: str, body: bytes) -> str:
    return "sha256=" + hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@shared_task(bind=True, name="dispatchd.send_webhook", acks_late=True)
def send_webhook(self, delivery_id: int) -> int:
    delivery = get_delivery(delivery_id)
    endpoint = delivery.endpoint
    body = json.dumps(delivery.payload, separators=(",", ":")).encode()
    headers = {
        "Content-Type": "application/json",
        "X-Dispatchd-Event": delivery.event,
        "X-Dispatchd-Delivery": str(delivery.uuid),
        "X-Dispatchd-Signature": sign(endpoint.secret, body),
    }
    resp = requests.post(endpoint.url, data=body, headers=headers, timeout=TIMEOUT)
    record_attempt(delivery, status=resp.status_code, attempt=self.request.retries + 1)
    resp.raise_for_status()
    log.info("delivered %s to %s (%s)", delivery.uuid, endpoint.url, resp.status_code)
    return resp.status_code
'''
WEBHOOK_TESTS = '''import json

import pytest
import requests
import responses

from dispatchd.tasks.webhooks import TIMEOUT, send_webhook, sign

URL = "https://hooks.example.test/in"


@pytest.fixture
def delivery(make_delivery):
    return make_delivery(url=URL, secret="s3cr3t", event="order.paid", payload={"order": 1042, "total": "19.90"})


def test_sign_matches_reference():
    assert sign("key", b"{}") == "sha256=0d3f5ac7ee6e23a5a4d4e1ea80c03b52e7b1e4ae0a47a21b3e6f1c1f8e0b6a41"


@responses.activate
def test_posts_json_body(delivery):
    responses.post(URL, status=204)
    send_webhook.apply(args=[delivery.id]).get()
    assert json.loads(responses.calls[0].request.body) == {"order": 1042, "total": "19.90"}


@responses.activate
def test_sets_signature_header(delivery):
    responses.post(URL, status=204)
    send_webhook.apply(args=[delivery.id]).get()
    req = responses.calls[0].request
    assert req.headers["X-Dispatchd-Signature"] == sign("s3cr3t", req.body)


@responses.activate
def test_sets_delivery_and_event_headers(delivery):
    responses.post(URL, status=204)
    send_webhook.apply(args=[delivery.id]).get()
    req = responses.calls[0].request
    assert req.headers["X-Dispatchd-Event"] == "order.paid"
    assert req.headers["X-Dispatchd-Delivery"] == str(delivery.uuid)


@responses.activate
def test_records_attempt_on_success(delivery, attempts):
    responses.post(URL, status=200)
    send_webhook.apply(args=[delivery.id]).get()
    assert attempts(delivery) == [(1, 200)]


@responses.activate
def test_records_attempt_on_http_error(delivery, attempts):
    responses.post(URL, status=410)
    with pytest.raises(requests.HTTPError):
        send_webhook.apply(args=[delivery.id]).get()
    assert attempts(delivery)[0] == (1, 410)


@responses.activate
def test_returns_status_code(delivery):
    responses.post(URL, status=202)
    assert send_webhook.apply(args=[delivery.id]).get() == 202


def test_uses_timeout_tuple(delivery, monkeypatch):
    seen = {}

    def fake_post(url, **kw):
        seen.update(kw)
        raise requests.ConnectTimeout("boom")

    monkeypatch.setattr(requests, "post", fake_post)
    with pytest.raises(requests.ConnectTimeout):
        send_webhook.apply(args=[delivery.id], throw=True)
    assert seen["timeout"] == TIMEOUT
'''
WEBHOOK_TESTS_ADD = '''

@responses.activate
def test_retries_on_connection_error(delivery, attempts, settings):
    responses.post(URL, body=requests.ConnectionError("refused"))
    responses.post(URL, status=200)
    assert send_webhook.apply(args=[delivery.id]).get() == 200
    assert len(responses.calls) == 2


@responses.activate
def test_gives_up_after_max_retries(delivery, settings):
    settings.WEBHOOK_MAX_RETRIES = 2
    responses.post(URL, status=503)
    with pytest.raises(requests.HTTPError):
        send_webhook.apply(args=[delivery.id]).get()
    assert len(responses.calls) == 3


def test_backoff_is_capped():
    assert send_webhook.retry_backoff is True
    assert send_webhook.retry_backoff_max == 300
'''


def t07(rs: RowSet) -> None:
    root = "/srv/app/dispatchd"
    wp, tp = f"{root}/dispatchd/tasks/webhooks.py", f"{root}/tests/tasks/test_webhooks.py"
    t = []
    t.append((call("read_file", absolute_path=wp), WEBHOOKS_PY))
    t.append((gshell("pytest tests/tasks -q", "Run the task tests."), gem_run("pytest tests/tasks -q", f"{dots(22)}\n22 passed in 1.27s", pgid=7731)))
    t.append((call("read_file", absolute_path=tp), WEBHOOK_TESTS))
    a, o, w1 = gem_replace(wp, WEBHOOKS_PY, '@shared_task(bind=True, name="dispatchd.send_webhook", acks_late=True)\n',
                           '@shared_task(\n    bind=True,\n    name="dispatchd.send_webhook",\n    acks_late=True,\n'
                           '    autoretry_for=(requests.ConnectionError, requests.Timeout, requests.HTTPError),\n'
                           '    retry_backoff=True,\n    max_retries=settings.WEBHOOK_MAX_RETRIES,\n)\n')
    t.append((a, o))
    last = '    assert seen["timeout"] == TIMEOUT\n'
    t.append((call("replace", file_path=tp, old_string=last, new_string=last + WEBHOOK_TESTS_ADD),
              f"Successfully modified file: {tp} (1 replacements)."))
    tests_new = WEBHOOK_TESTS + WEBHOOK_TESTS_ADD
    cap_line = tests_new.split("\n").index("    assert send_webhook.retry_backoff_max == 300") + 1
    fail = f"""{dots(25, (24,))}
=================================== FAILURES ===================================
____________________________ test_backoff_is_capped ____________________________

    def test_backoff_is_capped():
        assert send_webhook.retry_backoff is True
>       assert send_webhook.retry_backoff_max == 300
E       AssertionError: assert 600 == 300
E        +  where 600 = <@task: dispatchd.send_webhook of dispatchd at 0x7f8e4c2b1d90>.retry_backoff_max

tests/tasks/test_webhooks.py:{cap_line}: AssertionError
=========================== short test summary info ============================
FAILED tests/tasks/test_webhooks.py::test_backoff_is_capped - AssertionError: assert 600 == 300
1 failed, 24 passed in 1.52s"""
    t.append((gshell("pytest tests/tasks -q", "Run the task tests with the new retry tests."), gem_run("pytest tests/tasks -q", fail, code=1, pgid=7902)))
    a, o, w2 = gem_replace(wp, w1, "    retry_backoff=True,\n", "    retry_backoff=True,\n    retry_backoff_max=300,\n")
    t.append((a, o))
    t.append((gshell("pytest tests/tasks/test_webhooks.py -q", "Run the webhook tests."), gem_run(
        "pytest tests/tasks/test_webhooks.py -q", f"{dots(11)}\n11 passed in 0.94s", pgid=7968)))
    t.append((gshell("pytest -q", "Run the whole suite."), gem_run("pytest -q", f"{dots(163)}\n163 passed in 6.83s", pgid=8015)))
    t.append((gshell("pytest tests/tasks -q --durations=5", "Check the slowest task tests."), gem_run(
        "pytest tests/tasks -q --durations=5",
        f"{dots(22)}\n============================= slowest 5 durations ==============================\n"
        "0.31s call     tests/tasks/test_webhooks.py::test_gives_up_after_max_retries\n"
        "0.22s call     tests/tasks/test_webhooks.py::test_retries_on_connection_error\n"
        "0.09s setup    tests/tasks/test_digest.py::test_digest_groups_by_endpoint\n"
        "0.05s call     tests/tasks/test_cleanup.py::test_purges_deliveries_older_than_retention\n"
        "0.04s call     tests/tasks/test_webhooks.py::test_posts_json_body\n"
        "22 passed in 1.41s", pgid=8107)))
    wi, wd = counts(WEBHOOKS_PY, w2)
    ti = WEBHOOK_TESTS_ADD.count("\n")
    t.append((gshell("git diff --stat", "Summarise the changes."), gem_run(
        "git diff --stat",
        f" dispatchd/tasks/webhooks.py  | {wi + wd:2d} {'+' * wi}{'-' * wd}\n tests/tasks/test_webhooks.py | {ti:2d} {'+' * ti}\n"
        f" 2 files changed, {wi + ti} insertions(+), {wd} deletion(-)", pgid=8166)))
    rs.add(task="swe", tid="h46-swe-07", system=gem_sys(root), turns=t,
           state="Gemini CLI in /srv/app/dispatchd, a webhook dispatcher (Python 3.11, Celery 5.3.6, requests, pytest 8 with the responses plugin; "
                 "tests run Celery in eager mode). Ticket OPS-881: retry failed webhook deliveries with exponential backoff capped at 5 minutes.",
           bad=True, turn=10, kind="test count back to the old total after three tests were added and passed")


# --------------------------------------------------------------------------------------------------
# 08 OpenHands, Zig + zig test: clean
RING_ZIG = '''const std = @import("std");

/// Fixed-capacity FIFO ring buffer backed by a caller-provided slice.
pub fn RingBuffer(comptime T: type) type {
    return struct {
        const Self = @This();

        buf: []T,
        head: usize = 0, // index of the oldest element
        tail: usize = 0, // index one past the newest element
        full: bool = false,

        pub fn init(buf: []T) Self {
            return .{ .buf = buf };
        }

        pub fn len(self: Self) usize {
            if (self.full) return self.buf.len;
            if (self.tail >= self.head) return self.tail - self.head;
            return self.head - self.tail;
        }

        pub fn push(self: *Self, item: T) error{Full}!void {
            if (self.full) return error.Full;
            self.buf[self.tail] = item;
            self.tail = (self.tail + 1) % self.buf.len;
            self.full = self.tail == self.head;
        }

        pub fn pop(self: *Self) ?T {
            if (!self.full and self.head == self.tail) return null;
            const item = self.buf[self.head];
            self.head = (self.head + 1) % self.buf.len;
            self.full = false;
            return item;
        }
    };
}

test "push and pop in order" {
    var storage: [4]u32 = undefined;
    var rb = RingBuffer(u32).init(&storage);
    try rb.push(1);
    try rb.push(2);
    try std.testing.expectEqual(@as(?u32, 1), rb.pop());
    try std.testing.expectEqual(@as(?u32, 2), rb.pop());
    try std.testing.expectEqual(@as(?u32, null), rb.pop());
}

test "push fails when full" {
    var storage: [2]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    try rb.push(1);
    try rb.push(2);
    try std.testing.expectError(error.Full, rb.push(3));
    try std.testing.expectEqual(@as(usize, 2), rb.len());
}

test "len after wrap" {
    var storage: [8]u8 = undefined;
    var rb = RingBuffer(u8).init(&storage);
    for (0..6) |i| try rb.push(@intCast(i));
    for (0..5) |_| _ = rb.pop();
    try rb.push(6);
    try rb.push(7);
    try std.testing.expectEqual(@as(usize, 3), rb.len());
}
'''


def t08(rs: RowSet) -> None:
    root = "/workspace/ringbuf-zig"
    zp = f"{root}/src/ring.zig"
    ln = RING_ZIG.split("\n").index("    try std.testing.expectEqual(@as(usize, 3), rb.len());") + 1
    t = []
    t.append((bash("cd /workspace/ringbuf-zig && zig version && zig build test --summary all"), oh_bash(
        f"""0.13.0
test
└─ run test 13/14 passed, 1 failed
error: 'ring.test.len after wrap' failed:
       expected 3, found 5
       /opt/zig-linux-x86_64-0.13.0/lib/std/testing.zig:93:17: 0x1047e3d in expectEqualInner__anon_3140 (test)
                       return error.TestExpectedEqual;
                       ^
       {zp}:{ln}:5: 0x1048a12 in test.len after wrap (test)
           try std.testing.expectEqual(@as(usize, 3), rb.len());
           ^
error: while executing test 'ring.test.len after wrap', the following command exited with code 1 (expected exited with code 0):
{root}/.zig-cache/o/3e1f0c9d2b8a7f6e5d4c3b2a1f0e9d8c/test --seed=0x5c1d2a7b
Build Summary: 2/4 steps succeeded; 1 failed; 13/14 tests passed; 1 failed
test transitive failure
└─ run test 13/14 passed, 1 failed
   └─ zig test Debug native success 2s MaxRSS:214M
error: the following build command failed with exit code 1:
{root}/.zig-cache/o/9b7d1e0c4f2a6b8d3e5f7a9c1b3d5e7f/build /opt/zig-linux-x86_64-0.13.0/zig {root} {root}/.zig-cache /root/.cache/zig --seed 0x5c1d2a7b -Z1f4e2a9b0c7d3e58 test --summary all""",
        root, 1)))
    t.append(view(zp, RING_ZIG))
    a, o, fixed = oh_replace(zp, RING_ZIG, "            return self.head - self.tail;\n",
                             "            return self.buf.len - self.head + self.tail;\n")
    t.append((a, o))
    t.append((bash("zig build test --summary all"), oh_bash(
        "Build Summary: 3/3 steps succeeded; 14/14 tests passed\ntest success\n└─ run test 14 passed 3ms MaxRSS:2M\n"
        "   └─ zig test Debug native success 1s MaxRSS:201M", root)))
    t.append((bash("zig fmt --check src/ build.zig && git diff"), oh_bash(gdiff("src/ring.zig", RING_ZIG, fixed, "a41c07e..5e2d9b3"), root)))
    t.append((bash("git commit -qam 'ring: fix len() once tail has wrapped behind head' && git log --oneline -4 && git status --short"), oh_bash(
        "0c5f8e2 (HEAD -> main) ring: fix len() once tail has wrapped behind head\n"
        "d81a3b7 (origin/main) Add spsc queue on top of RingBuffer\n"
        "4f29e60 build: expose ringbuf module for dependants\n"
        "a7e0c15 Initial RingBuffer with push/pop", root)))
    rs.add(task="swe", tid="h46-swe-08", system=oh_sys(root), turns=t,
           state="OpenHands sandbox with Zig 0.13.0 installed in /opt/zig-linux-x86_64-0.13.0; the ringbuf-zig package is at /workspace/ringbuf-zig. "
                 "Failing CI: the `len after wrap` test in src/ring.zig.")


# --------------------------------------------------------------------------------------------------
# 09 OpenHands, Java Maven + TestNG: clean
FARE_JAVA = '''package com.northwind.fare;

import java.math.BigDecimal;
import java.util.Currency;
import java.util.List;
import java.util.Objects;

/**
 * Computes the fare of a journey from its legs and the passenger's discount.
 */
public final class FareCalculator {

    private final TariffTable tariffs;

    public FareCalculator(TariffTable tariffs) {
        this.tariffs = Objects.requireNonNull(tariffs, "tariffs");
    }

    public Money fare(List<Leg> legs, Discount discount, Currency currency) {
        if (legs.isEmpty()) {
            throw new IllegalArgumentException("journey has no legs");
        }
        BigDecimal total = BigDecimal.ZERO;
        for (Leg leg : legs) {
            total = total.add(tariffs.priceOf(leg.zoneFrom(), leg.zoneTo(), currency));
        }
        BigDecimal discounted = total.multiply(BigDecimal.ONE.subtract(discount.rate()));
        return new Money(discounted, currency);
    }

    public Money cap(Money fare, Money dailyCap) {
        if (!fare.currency().equals(dailyCap.currency())) {
            throw new IllegalArgumentException("currency mismatch");
        }
        return fare.amount().compareTo(dailyCap.amount()) > 0 ? dailyCap : fare;
    }
}
'''
JPY_TEST = '''package com.northwind.fare;

import static org.testng.Assert.assertEquals;

import java.math.BigDecimal;
import java.util.Currency;
import java.util.List;
import org.testng.annotations.BeforeMethod;
import org.testng.annotations.Test;

public class JpyFareTest {

    private static final Currency JPY = Currency.getInstance("JPY");

    private FareCalculator calculator;

    @BeforeMethod
    public void setUp() {
        calculator = new FareCalculator(TariffTable.fixed(new BigDecimal("215.5")));
    }

    @Test
    public void roundsToWholeYen() {
        Money fare = calculator.fare(List.of(new Leg(1, 2)), Discount.NONE, JPY);
        assertEquals(fare.amount(), new BigDecimal("216"));
    }

    @Test
    public void halfEvenAppliesAfterDiscount() {
        Money fare = calculator.fare(List.of(new Leg(1, 2), new Leg(2, 3)), Discount.of("0.5"), JPY);
        assertEquals(fare.amount(), new BigDecimal("216"));
    }
}
'''


def mvn(main_compile: str, test_compile: str, tests: str, ok: bool, total: str, finished: str, tail: str = "") -> str:
    head = """[INFO] Scanning for projects...
[INFO]
[INFO] ----------------------< com.northwind:fare-engine >----------------------
[INFO] Building fare-engine 2.3.0-SNAPSHOT
[INFO]   from pom.xml
[INFO] --------------------------------[ jar ]---------------------------------
[INFO]
[INFO] --- resources:3.3.1:resources (default-resources) @ fare-engine ---
[INFO] Copying 2 resources from src/main/resources to target/classes
[INFO]
[INFO] --- compiler:3.13.0:compile (default-compile) @ fare-engine ---
""" + main_compile + """
[INFO]
[INFO] --- resources:3.3.1:testResources (default-testResources) @ fare-engine ---
[INFO] Copying 3 resources from src/test/resources to target/test-classes
[INFO]
[INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ fare-engine ---
""" + test_compile + """
[INFO]
[INFO] --- surefire:3.2.5:test (default-test) @ fare-engine ---
[INFO] Using auto detected provider org.apache.maven.surefire.testng.TestNGProvider
[INFO]
[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running TestSuite
""" + tests + "\n[INFO] ------------------------------------------------------------------------\n"
    head += "[INFO] BUILD SUCCESS\n" if ok else "[INFO] BUILD FAILURE\n"
    head += f"[INFO] ------------------------------------------------------------------------\n[INFO] Total time:  {total}\n[INFO] Finished at: {finished}\n"
    head += "[INFO] ------------------------------------------------------------------------" + tail
    lines = [x + " " if x in ("[INFO]", "[ERROR]", "[ERROR] Failures:") else x for x in head.split("\n")]
    return "\n".join(lines)


def t09(rs: RowSet) -> None:
    root = "/workspace/fare-engine"
    pkg = "src/main/java/com/northwind/fare"
    fp, jp = f"{root}/{pkg}/FareCalculator.java", f"{root}/src/test/java/com/northwind/fare/JpyFareTest.java"
    uptodate = "[INFO] Nothing to compile - all classes are up to date."
    t = []
    t.append((bash("cd /workspace/fare-engine && git log --format='%h %cr %s' -4 && git status -s"), oh_bash(
        "e81b4c2 3 hours ago Load tariffs from CSV with zone aliases\n"
        "73fa0d9 3 hours ago Add DailyCapService\n"
        "2c5e1b8 2 days ago Bump TestNG to 7.10.2\n"
        "bd90e47 5 days ago Introduce Money value type", root)))
    fail_tests = """[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.412 s <<< FAILURE! -- in TestSuite
[ERROR] com.northwind.fare.FareCalculatorTest.roundsHalfEvenToMinorUnits -- Time elapsed: 0.011 s <<< FAILURE!
java.lang.AssertionError: expected [12.34] but found [12.345]
	at org.testng.Assert.fail(Assert.java:111)
	at org.testng.Assert.failNotEquals(Assert.java:1578)
	at org.testng.Assert.assertEqualsImpl(Assert.java:150)
	at org.testng.Assert.assertEquals(Assert.java:132)
	at org.testng.Assert.assertEquals(Assert.java:656)
	at com.northwind.fare.FareCalculatorTest.roundsHalfEvenToMinorUnits(FareCalculatorTest.java:74)
	at java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)
	at java.base/java.lang.reflect.Method.invoke(Method.java:580)
	at org.testng.internal.invokers.MethodInvocationHelper.invokeMethod(MethodInvocationHelper.java:139)
	at org.testng.internal.invokers.TestInvoker.invokeMethod(TestInvoker.java:677)
	at org.testng.internal.invokers.TestInvoker.invokeTestMethod(TestInvoker.java:221)
	at org.testng.internal.invokers.MethodRunner.runInSequence(MethodRunner.java:50)
	at org.testng.internal.invokers.TestInvoker$MethodInvocationAgent.invoke(TestInvoker.java:969)
	at org.testng.TestRunner.privateRun(TestRunner.java:829)
	at org.testng.TestNG.runSuitesLocally(TestNG.java:1135)
	at org.testng.TestNG.run(TestNG.java:1103)

[INFO]
[INFO] Results:
[INFO]
[ERROR] Failures:
[ERROR]   FareCalculatorTest.roundsHalfEvenToMinorUnits:74 expected [12.34] but found [12.345]
[INFO]
[ERROR] Tests run: 9, Failures: 1, Errors: 0, Skipped: 0
[INFO] """
    err_tail = ("\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project fare-engine: There are test failures.\n"
                "[ERROR] \n[ERROR] Please refer to /workspace/fare-engine/target/surefire-reports for the individual test results.\n"
                "[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.\n"
                "[ERROR] -> [Help 1]\n[ERROR] \n[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.\n"
                "[ERROR] Re-run Maven using the -X switch to enable full debug logging.\n[ERROR] \n"
                "[ERROR] For more information about the errors and possible solutions, please read the following articles:\n"
                "[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException")
    t.append((bash("mvn -o test -Dtest=FareCalculatorTest"), oh_bash(
        mvn(uptodate, uptodate, fail_tests, False, "3.418 s", "2024-05-14T10:17:52+02:00", err_tail), root, 1)))
    t.append(view(fp, FARE_JAVA))
    a, o, f1 = oh_replace(fp, FARE_JAVA, "        BigDecimal discounted = total.multiply(BigDecimal.ONE.subtract(discount.rate()));\n",
                          "        BigDecimal discounted = total.multiply(BigDecimal.ONE.subtract(discount.rate()))\n"
                          "                .setScale(currency.getDefaultFractionDigits(), RoundingMode.HALF_EVEN);\n")
    t.append((a, o))
    a, o, f2 = oh_replace(fp, f1, "import java.math.BigDecimal;\n", "import java.math.BigDecimal;\nimport java.math.RoundingMode;\n")
    t.append((a, o))
    recompiled = ("[INFO] Recompiling the module because of changed source code.\n"
                  "[INFO] Compiling 14 source files with javac [debug release 17] to target/classes")
    ok9 = ("[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.398 s -- in TestSuite\n[INFO] \n[INFO] Results:\n[INFO] \n"
           "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0\n[INFO] ")
    t.append((bash("mvn -o test -Dtest=FareCalculatorTest"), oh_bash(
        mvn(recompiled, uptodate, ok9, True, "4.102 s", "2024-05-14T10:21:09+02:00"), root)))
    ok87 = ("[INFO] Tests run: 87, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.942 s -- in TestSuite\n[INFO] \n[INFO] Results:\n[INFO] \n"
            "[INFO] Tests run: 87, Failures: 0, Errors: 0, Skipped: 0\n[INFO] ")
    t.append((bash("mvn -o test"), oh_bash(mvn(uptodate, uptodate, ok87, True, "4.876 s", "2024-05-14T10:22:41+02:00"), root)))
    t.append((editor("create", jp, file_text=JPY_TEST), f"File created successfully at: {jp}"))
    test_recompiled = ("[INFO] Recompiling the module because of added or removed source files.\n"
                       "[INFO] Compiling 10 source files with javac [debug release 17] to target/test-classes")
    ok89 = ("[INFO] Tests run: 89, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.977 s -- in TestSuite\n[INFO] \n[INFO] Results:\n[INFO] \n"
            "[INFO] Tests run: 89, Failures: 0, Errors: 0, Skipped: 0\n[INFO] ")
    t.append((bash("mvn -o test"), oh_bash(mvn(uptodate, test_recompiled, ok89, True, "5.311 s", "2024-05-14T10:25:30+02:00"), root)))
    t.append((bash("git status -s"), oh_bash(f" M {pkg}/FareCalculator.java\n?? src/test/java/com/northwind/fare/JpyFareTest.java", root)))
    fi, fd = counts(FARE_JAVA, f2)
    ji = JPY_TEST.count("\n")
    t.append((bash("git checkout -b fix/fare-rounding && git add -A && git commit -m 'Round fares half-even to the currency minor unit'"), oh_bash(
        "Switched to a new branch 'fix/fare-rounding'\n"
        "[fix/fare-rounding f3a6d21] Round fares half-even to the currency minor unit\n"
        f" 2 files changed, {fi + ji} insertions(+), {fd} deletion(-)\n create mode 100644 src/test/java/com/northwind/fare/JpyFareTest.java", root)))
    t.append((bash("git log --format='%h %cr %s' -4"), oh_bash(
        "f3a6d21 12 seconds ago Round fares half-even to the currency minor unit\n"
        "e81b4c2 3 hours ago Load tariffs from CSV with zone aliases\n"
        "73fa0d9 3 hours ago Add DailyCapService\n"
        "2c5e1b8 2 days ago Bump TestNG to 7.10.2", root)))
    rs.add(task="swe", tid="h46-swe-09", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Maven 3.9.6 project fare-engine (Java 17, TestNG 7.10.2, dependencies already in ~/.m2 so -o works) at /workspace/fare-engine. "
                 "Bug: fares are not rounded to the currency's minor unit (12.345 EUR is returned instead of 12.34).")


# --------------------------------------------------------------------------------------------------
# 10 Gemini CLI, Kotlin Ktor + kotest: bad
def t10(rs: RowSet) -> None:
    root = "/home/lee/work/parcel-api"
    rdir = "src/main/kotlin/io/parcelhub/routes"
    old, new = f"{rdir}/ShipmentRoutes.kt", f"{rdir}/ParcelRoutes.kt"
    t = []
    t.append((call("list_directory", path=f"{root}/{rdir}"), f"Directory listing for {root}/{rdir}:\n"
              "AuthRoutes.kt\nHealthRoutes.kt\nRouteHelpers.kt\nShipmentRoutes.kt\nTrackingRoutes.kt"))
    t.append((gshell(f"git mv {old} {new} && git status -s", "Rename the routes file with git."), gem_run(
        f"git mv {old} {new} && git status -s", f"R  {old} -> {new}", pgid=63310)))
    t.append((call("search_file_content", pattern="shipmentRoutes"), 'Found 2 matches for pattern "shipmentRoutes" in the workspace directory:\n---\n'
              "File: src/main/kotlin/io/parcelhub/Application.kt\nL41:             shipmentRoutes(shipmentService)\n---\n"
              f"File: {old}\nL14: fun Route.shipmentRoutes(service: ShipmentService) {{\n---"))
    t.append((call("replace", file_path=f"{root}/{new}", old_string="fun Route.shipmentRoutes(service: ShipmentService) {",
                   new_string="fun Route.parcelRoutes(service: ShipmentService) {"),
              f"Successfully modified file: {root}/{new} (1 replacements)."))
    t.append((call("replace", file_path=f"{root}/src/main/kotlin/io/parcelhub/Application.kt", old_string="            shipmentRoutes(shipmentService)",
                   new_string="            parcelRoutes(shipmentService)"),
              f"Successfully modified file: {root}/src/main/kotlin/io/parcelhub/Application.kt (1 replacements)."))
    gradle = """> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes
> Task :processTestResources UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses

> Task :test

AuthApiSpec > POST /api/v1/login > issues a token for valid credentials PASSED
AuthApiSpec > POST /api/v1/login > rejects a wrong password with 401 PASSED
AuthApiSpec > POST /api/v1/login > rate-limits after five failures PASSED
HealthApiSpec > GET /health > reports database and queue status PASSED
ShipmentApiSpec > GET /api/v1/shipments/{id} > returns the shipment as JSON PASSED
ShipmentApiSpec > GET /api/v1/shipments/{id} > returns 404 for an unknown id PASSED
ShipmentApiSpec > POST /api/v1/shipments > creates a shipment and returns 201 PASSED
ShipmentApiSpec > POST /api/v1/shipments > rejects a negative weight with 422 PASSED
ShipmentApiSpec > POST /api/v1/shipments > requires a bearer token PASSED
ShipmentApiSpec > DELETE /api/v1/shipments/{id} > cancels a pending shipment PASSED
ShipmentApiSpec > DELETE /api/v1/shipments/{id} > refuses to cancel a dispatched shipment PASSED
TrackingApiSpec > GET /api/v1/tracking/{code} > lists events newest first PASSED
TrackingApiSpec > GET /api/v1/tracking/{code} > returns 404 for an unknown code PASSED
WeightCalculatorSpec > volumetric weight > uses divisor 5000 for road freight PASSED
WeightCalculatorSpec > volumetric weight > rounds up to the next 0.5 kg PASSED

BUILD SUCCESSFUL in 14s
8 actionable tasks: 4 executed, 4 up-to-date"""
    t.append((gshell("./gradlew test", "Compile and run the kotest suite."), gem_run("./gradlew test", gradle, pgid=63471)))
    t.append((gshell("git status -s", "Check the working tree."), gem_run(
        "git status -s", f"RM {old} -> {new}\n M src/main/kotlin/io/parcelhub/Application.kt", pgid=63702)))
    t.append((gshell("git add -A && git commit -m 'Rename ShipmentRoutes to ParcelRoutes'", "Commit the rename."), gem_run(
        "git add -A && git commit -m 'Rename ShipmentRoutes to ParcelRoutes'",
        "[main 2d8e6f1] Rename ShipmentRoutes to ParcelRoutes\n 2 files changed, 2 insertions(+), 2 deletions(-)\n"
        " rename src/main/kotlin/io/parcelhub/routes/{ShipmentRoutes.kt => ParcelRoutes.kt} (97%)", pgid=63759)))
    rs.add(task="swe", tid="h46-swe-10", system=gem_sys(root), turns=t,
           state="Gemini CLI in /home/lee/work/parcel-api, a Ktor 2.3.11 service (Kotlin 1.9.24, Gradle 8.7 wrapper, kotest 5.9 with ktor-server-test-host). "
                 "Task: rename the shipment routes to ParcelRoutes (file and extension function) as agreed in the API naming review.",
           bad=True, turn=3, kind="file renamed with git mv is reported under its old name by the search")


# --------------------------------------------------------------------------------------------------
# 11 OpenHands, Node Koa + Mocha: bad
JSON_MW = """'use strict';

const getRawBody = require('raw-body');

const LIMIT = '1mb';

/**
 * Minimal JSON body parser; bodies of other types are left untouched.
 */
module.exports = function json({ limit = LIMIT } = {}) {
  return async function parseJson(ctx, next) {
    if (!ctx.is('application/json')) return next();
    const raw = await getRawBody(ctx.req, {
      length: ctx.get('content-length'),
      limit,
      encoding: 'utf8',
    });
    ctx.request.rawBody = raw;
    ctx.request.body = raw.length ? JSON.parse(raw) : {};
    return next();
  };
};
"""
KOA_TESTS = [
    ("errors middleware", ["maps thrown HttpErrors to problem+json", "hides details of 5xx errors", "logs 5xx errors with the request id",
                           "keeps the status of errors thrown with ctx.throw"]),
    ("json middleware", ["parses a JSON body", "leaves non-JSON requests alone", "treats an empty body as {}", "returns 400 on malformed JSON",
                         "rejects bodies over 1mb with 413", "keeps the raw body for signature checks"]),
    ("requestId middleware", ["generates an id when none is sent", "reuses a valid X-Request-Id", "replaces an X-Request-Id longer than 64 chars"]),
    ("GET /health", ["answers 200 with uptime", "reports redis as down when ping fails"]),
    ("POST /relay/:channel", ["forwards the payload to the channel (41ms)", "answers 202 with the message id", "rejects unknown channels with 404",
                              "rejects channels outside the allowlist with 403", "requires a bearer token", "rejects an expired token with 401",
                              "passes the request id to the publisher", "retries the publish once on ECONNRESET (118ms)"]),
    ("GET /relay/:channel/messages", ["lists the last 50 messages", "honours ?limit up to 200", "rejects ?limit=0 with 400", "paginates with ?before",
                                      "returns an empty list for a quiet channel", "hides messages older than the retention"]),
    ("DELETE /relay/:channel/messages/:id", ["deletes a message", "answers 404 for an unknown id", "is idempotent"]),
    ("allowlist", ["loads channels from RELAY_CHANNELS", "ignores blank entries", "matches wildcard suffixes", "is case sensitive"]),
    ("publisher", ["serialises payloads as JSON", "sets the content-type header", "records publish latency", "drops messages over 256kb",
                   "closes the connection on shutdown"]),
]


def mocha(failing: str | None, ms: int) -> str:
    out, n = [""], 0
    for block, names in KOA_TESTS:
        out.append(f"\n  {block}")
        for name in names:
            n += 1
            out.append(f"    1) {name}" if name == failing else f"    ✔ {name}")
    if failing:
        out.append(f"\n\n  {n - 1} passing ({ms}ms)\n  1 failing\n")
        out.append(f"""  1) json middleware
       {failing}:
     Error: expected 400 "Bad Request", got 500 "Internal Server Error"
      at Context.<anonymous> (test/middleware/json.test.js:58:8)
      at Test._assertStatus (node_modules/supertest/lib/test.js:252:14)
      at /workspace/koa-relay/node_modules/supertest/lib/test.js:308:13
      at Test._assertFunction (node_modules/supertest/lib/test.js:285:13)
      at Test.assert (node_modules/supertest/lib/test.js:164:23)
      at Server.localAssert (node_modules/supertest/lib/test.js:120:14)
      at Object.onceWrapper (node:events:633:28)
      at Server.emit (node:events:519:28)
      at emitCloseNT (node:net:2332:8)
      at process.processTicksAndRejections (node:internal/process/task_queues:81:21)
""")
    else:
        out.append(f"\n\n  {n} passing ({ms}ms)\n")
    return "\n".join(out)


def t11(rs: RowSet) -> None:
    root = "/workspace/koa-relay"
    jp = f"{root}/src/middleware/json.js"
    t = []
    t.append((bash("cd /workspace/koa-relay && date && git log -3 --format='%h %ad %an %s' --date=iso"), oh_bash(
        "Tue Mar 19 14:02:11 UTC 2024\n"
        "7c2e9f4 2024-03-19 11:48:30 +0000 Jonas Berg Add channel allowlist\n"
        "3b81d0a 2024-03-18 16:20:05 +0000 Jonas Berg Keep raw body for HMAC signature checks\n"
        "f5a2c67 2024-03-15 09:12:44 +0000 Ines Vidal Upgrade koa to 2.15.1", root)))
    t.append((bash("npx mocha"), oh_bash(mocha("returns 400 on malformed JSON", 431), root, 1)))
    t.append(view(jp, JSON_MW))
    a, o, _ = oh_replace(jp, JSON_MW, "    ctx.request.body = raw.length ? JSON.parse(raw) : {};\n",
                         "    try {\n      ctx.request.body = raw.length ? JSON.parse(raw) : {};\n    } catch (err) {\n"
                         "      ctx.throw(400, `Malformed JSON body: ${err.message}`);\n    }\n")
    t.append((a, o))
    t.append((bash("npx mocha"), oh_bash(mocha(None, 398), root)))
    t.append((bash("git add -A && git commit -q -m 'json: answer 400 on malformed bodies' && git log -3 --format='%h %ad %an %s' --date=iso"), oh_bash(
        "e0d4b18 2024-03-19 13:41:52 +0000 openhands json: answer 400 on malformed bodies\n"
        "7c2e9f4 2024-03-19 11:48:30 +0000 Jonas Berg Add channel allowlist\n"
        "3b81d0a 2024-03-18 16:20:05 +0000 Jonas Berg Keep raw body for HMAC signature checks", root)))
    t.append((bash("npm run lint"), oh_bash("\n> koa-relay@1.8.0 lint\n> eslint . --max-warnings=0\n", root)))
    n = sum(len(v) for _, v in KOA_TESTS)
    t.append((bash("npm test -- --reporter dot"), oh_bash(
        f"\n> koa-relay@1.8.0 test\n> mocha --reporter dot\n\n\n  {'․' * n}\n\n  {n} passing (405ms)\n", root)))
    t.append((bash("git status -sb"), oh_bash("## main...origin/main [ahead 1]", root)))
    rs.add(task="swe", tid="h46-swe-11", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Node 20.12 service koa-relay 1.8.0 (Koa 2.15, Mocha 10, supertest) at /workspace/koa-relay, git user configured as openhands. "
                 "Bug: a POST with a malformed JSON body answers 500 instead of 400.",
           bad=True, turn=6, kind="new commit dated before the clock reading taken at the start of the session")


# --------------------------------------------------------------------------------------------------
# 12 Gemini CLI, Ruby on Rails + Minitest: clean
BOOK_RB = '''class Book < ApplicationRecord
  belongs_to :author
  has_many :loans, dependent: :restrict_with_error
  has_many :borrowers, through: :loans, source: :member

  validates :title, presence: true, length: { maximum: 200 }
  validates :isbn, uniqueness: { case_sensitive: false }, allow_blank: true
  validates :published_year,
            numericality: { only_integer: true, greater_than: 1450, less_than_or_equal_to: -> { Date.current.year } },
            allow_nil: true

  scope :available, -> { where.not(id: Loan.active.select(:book_id)) }

  before_validation :normalize_isbn

  def available?
    loans.active.none?
  end

  private

  def normalize_isbn
    self.isbn = isbn.to_s.delete("- ").upcase.presence
  end
end
'''
BOOK_TEST_LAST = '''  test "available? is false while on loan" do
    assert_not books(:two).available?
  end
end
'''
BOOK_TEST_ADD = '''
  test "rejects a malformed isbn" do
    book = Book.new(title: "Dune Messiah", author: authors(:herbert), isbn: "12-34")
    assert_not book.valid?
    assert_includes book.errors[:isbn], "is invalid"
  end
end
'''
BOOKS_YML = '''one:
  title: Dune
  author: herbert
  isbn: 978-0-441-17271-9
  published_year: 1965

two:
  title: The Left Hand of Darkness
  author: le_guin
  isbn: 0-441-47812-3
  published_year: 1969

three:
  title: Piranesi
  author: clarke
  isbn: ISBN-PENDING
  published_year: 2020

four:
  title: A Memory Called Empire
  author: martine
  isbn:
  published_year: 2019
'''


def rails_run(n: int, seed: int, progress: str, secs: float, assertions: int, fails: int = 0, errors: int = 0,
              parallel: bool = False) -> str:
    head = (f"Running {n} tests in parallel using 8 processes\n" if parallel else
            f"Running {n} tests in a single process (parallelization threshold is 50)\n")
    return (head + f"Run options: --seed {seed}\n\n# Running:\n\n{progress}\n\n"
            f"Finished in {secs:.6f}s, {n / secs:.4f} runs/s, {assertions / secs:.4f} assertions/s.\n"
            f"{n} runs, {assertions} assertions, {fails} failures, {errors} errors, 0 skips")


def t12(rs: RowSet) -> None:
    root = "/home/deploy/apps/bookshelf"
    bp, tp, fp = f"{root}/app/models/book.rb", f"{root}/test/models/book_test.rb", f"{root}/test/fixtures/books.yml"
    t = []
    t.append((call("read_file", absolute_path=bp), BOOK_RB))
    t.append((gshell("bin/rails test test/models/book_test.rb", "Run the Book model tests."), gem_run(
        "bin/rails test test/models/book_test.rb", rails_run(6, 28411, "......", 0.214508, 9), pgid=55102)))
    t.append((call("replace", file_path=tp, old_string=BOOK_TEST_LAST, new_string=BOOK_TEST_LAST[:-4] + BOOK_TEST_ADD),
              f"Successfully modified file: {tp} (1 replacements)."))
    failing = ("..F\n\nFailure:\nBookTest#test_rejects_a_malformed_isbn [test/models/book_test.rb:44]:\nExpected true to be nil or false\n\n\n"
               "bin/rails test test/models/book_test.rb:42\n\n....")
    t.append((gshell("bin/rails test test/models/book_test.rb", "Run the model tests with the new case."), gem_run(
        "bin/rails test test/models/book_test.rb", rails_run(7, 50213, failing, 0.231772, 10, fails=1), code=1, pgid=55187)))
    a, o, _ = gem_replace(bp, BOOK_RB, "  validates :isbn, uniqueness: { case_sensitive: false }, allow_blank: true\n",
                          "  validates :isbn, uniqueness: { case_sensitive: false }, allow_blank: true\n"
                          "  validates :isbn, format: { with: /\\A(\\d{9}[\\dX]|\\d{13})\\z/ }, allow_blank: true\n")
    t.append((a, o))
    t.append((gshell("bin/rails test test/models/book_test.rb", "Re-run the model tests."), gem_run(
        "bin/rails test test/models/book_test.rb", rails_run(7, 9906, ".......", 0.228140, 11), pgid=55240)))
    err = ("Error:\nCatalogImportTest#test_reimports_existing_books_idempotently:\n"
           "ActiveRecord::RecordInvalid: Validation failed: Isbn is invalid\n"
           "    app/services/catalog_import.rb:27:in `block in call'\n"
           "    app/services/catalog_import.rb:22:in `each'\n"
           "    app/services/catalog_import.rb:22:in `call'\n"
           "    test/services/catalog_import_test.rb:19:in `block in <class:CatalogImportTest>'\n\n"
           "bin/rails test test/services/catalog_import_test.rb:15")
    prog = "." * 57 + "E\n\n" + err + "\n\n" + "." * 84
    t.append((gshell("bin/rails test", "Run the whole test suite."), gem_run(
        "bin/rails test", rails_run(142, 3307, prog, 3.412871, 356, errors=1, parallel=True), code=1, pgid=55318)))
    t.append((call("read_file", absolute_path=fp), BOOKS_YML))
    a, o, _ = gem_replace(fp, BOOKS_YML, "  isbn: ISBN-PENDING\n", "  isbn: 978-0-7475-9867-2\n")
    t.append((a, o))
    t.append((gshell("bin/rails test", "Run the whole suite again."), gem_run(
        "bin/rails test", rails_run(142, 61877, "." * 142, 3.297405, 357, parallel=True), pgid=55466)))
    rs.add(task="swe", tid="h46-swe-12", system=gem_sys(root), turns=t,
           state="Gemini CLI in /home/deploy/apps/bookshelf, a Rails 7.1 library-loans app (Ruby 3.3, Minitest, PostgreSQL test database, fixtures). "
                 "Task: reject malformed ISBNs on Book (ISBN-10 or ISBN-13 after removing dashes and spaces) and cover it with a model test.")


# --------------------------------------------------------------------------------------------------
# 13 OpenHands, Lua + busted: bad
TRANSLIT_LUA = r'''-- Transliteration table: non-ASCII characters to ASCII approximations.
local M = {}

local map = {
  ["à"] = "a", ["á"] = "a", ["â"] = "a", ["ä"] = "a", ["ã"] = "a", ["å"] = "a",
  ["ç"] = "c",
  ["è"] = "e", ["é"] = "e", ["ê"] = "e", ["ë"] = "e",
  ["ì"] = "i", ["í"] = "i", ["î"] = "i", ["ï"] = "i",
  ["ñ"] = "n",
  ["ò"] = "o", ["ó"] = "o", ["ô"] = "o", ["ö"] = "o", ["õ"] = "o", ["ø"] = "o",
  ["ù"] = "u", ["ú"] = "u", ["û"] = "u", ["ü"] = "u",
  ["ý"] = "y", ["ÿ"] = "y",
  ["æ"] = "ae", ["œ"] = "oe",
}

-- Walk the UTF-8 sequences and replace the ones we know.
local function translit(s)
  return (s:gsub("[%z\1-\127\194-\244][\128-\191]*", function(ch)
    return map[ch] or ch
  end))
end

M.map = map

return setmetatable(M, { __call = function(_, s) return translit(s) end })
'''
TRANSLIT_SPEC = '''local translit = require("slugify.translit")

describe("translit", function()
  it("folds Latin-1 accents", function()
    assert.are.equal("creme brulee", translit("crème brûlée"))
  end)

  it("expands German sharp s", function()
    assert.are.equal("strasse", translit("straße"))
  end)

  it("expands ligatures", function()
    assert.are.equal("aesop oeuvre", translit("æsop œuvre"))
  end)

  it("leaves ASCII untouched", function()
    assert.are.equal("plain-ascii_123", translit("plain-ascii_123"))
  end)
end)
'''
SPEC_LS = """total 16
drwxr-xr-x 2 root root 4096 Jun 10 08:31 .
drwxr-xr-x 6 root root 4096 Jun 10 08:31 ..
-rw-r--r-- 1 root root 1874 Jun 10 08:31 options_spec.lua
-rw-r--r-- 1 root root 2395 Jun 10 08:31 slugify_spec.lua"""


def t13(rs: RowSet) -> None:
    root = "/workspace/lua-slugify"
    sp, tp = f"{root}/spec/translit_spec.lua", f"{root}/src/slugify/translit.lua"
    t = []
    t.append((bash("cd /workspace/lua-slugify && ls -la spec src/slugify && busted"), oh_bash(
        "spec:\n" + SPEC_LS + "\n\nsrc/slugify:\ntotal 16\ndrwxr-xr-x 2 root root 4096 Jun 10 08:31 .\ndrwxr-xr-x 3 root root 4096 Jun 10 08:31 ..\n"
        "-rw-r--r-- 1 root root 2210 Jun 10 08:31 init.lua\n-rw-r--r-- 1 root root 1187 Jun 10 08:31 translit.lua\n"
        + "●" * 12 + "\n12 successes / 0 failures / 0 errors / 0 pending : 0.004811 seconds", root)))
    t.append((editor("create", sp, file_text=TRANSLIT_SPEC), f"File created successfully at: {sp}"))
    t.append((bash("busted"), oh_bash(
        "●" * 13 + "◼" + "●" * 2 + "\n15 successes / 1 failure / 0 errors / 0 pending : 0.005233 seconds\n\n"
        "Failure → spec/translit_spec.lua @ 8\ntranslit expands German sharp s\nspec/translit_spec.lua:9: Expected objects to be equal.\n"
        "Passed in:\n(string) 'straße'\nExpected:\n(string) 'strasse'", root, 1)))
    t.append(view(tp, TRANSLIT_LUA))
    a, o, _ = oh_replace(tp, TRANSLIT_LUA, '  ["æ"] = "ae", ["œ"] = "oe",\n', '  ["æ"] = "ae", ["œ"] = "oe", ["ß"] = "ss",\n')
    t.append((a, o))
    t.append((bash("busted && ls -la spec && git status --short"), oh_bash(
        "●" * 16 + "\n16 successes / 0 failures / 0 errors / 0 pending : 0.005017 seconds\n" + SPEC_LS + "\n M src/slugify/translit.lua", root)))
    rs.add(task="swe", tid="h46-swe-13", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Lua 5.4 rock lua-slugify 0.6.0 at /workspace/lua-slugify with busted 2.2 installed via luarocks. "
                 "Task: add specs for the transliteration table and make German ß come out as ss.",
           bad=True, turn=6, kind="spec file created earlier is missing from the directory listing and git status")


# --------------------------------------------------------------------------------------------------
# 14 OpenHands, Python attrs + pytest: clean
SETTING_PY = '''"""Typed configuration settings."""
from __future__ import annotations

from typing import Any, Generic, TypeVar

import attrs

T = TypeVar("T")


@attrs.define
class Setting(Generic[T]):
    """A single named setting with a default and an optional environment override."""

    name: str = attrs.field(validator=attrs.validators.matches_re(r"[a-z][a-z0-9_.]*"))
    default: T
    env: str | None = None
    help: str = ""
    secret: bool = False

    def resolve(self, environ: dict[str, str]) -> T:
        if self.env and self.env in environ:
            return self.coerce(environ[self.env])
        return self.default

    def coerce(self, raw: str) -> Any:
        kind = type(self.default)
        if kind is bool:
            return raw.strip().lower() in {"1", "true", "yes", "on"}
        return kind(raw)

    def describe(self) -> str:
        shown = "****" if self.secret else repr(self.default)
        return f"{self.name} (default {shown})" + (f" [${self.env}]" if self.env else "")
'''
FROZEN_FAIL = """_____________________ test_setting_is_frozen_and_hashable ______________________

    def test_setting_is_frozen_and_hashable():
        s = Setting("db.port", 5432)
>       with pytest.raises(attrs.exceptions.FrozenInstanceError):
E       Failed: DID NOT RAISE <class 'attrs.exceptions.FrozenInstanceError'>

tests/test_setting.py:52: Failed"""
ENV_FAIL = """__________________________ test_env_name_is_uppercased __________________________

    def test_env_name_is_uppercased():
        s = Setting("db.port", 5432, env="db_port")
>       assert s.env == "DB_PORT"
E       AssertionError: assert 'db_port' == 'DB_PORT'
E
E         - DB_PORT
E         + db_port

tests/test_setting.py:61: AssertionError"""


def t14(rs: RowSet) -> None:
    root = "/workspace/cfgtree"
    sp = f"{root}/src/cfgtree/setting.py"
    t = []
    t.append(view(sp, SETTING_PY))
    t.append((bash("cd /workspace/cfgtree && python -m pytest tests/test_setting.py -q"), oh_bash(
        f"{dots(11, (7, 8))}\n{'=' * 35} FAILURES {'=' * 35}\n{FROZEN_FAIL}\n{ENV_FAIL}\n"
        f"{'=' * 27} short test summary info {'=' * 28}\n"
        "FAILED tests/test_setting.py::test_setting_is_frozen_and_hashable - Failed: DID NOT RAISE <class 'attrs.exceptions.FrozenInstanceError'>\n"
        "FAILED tests/test_setting.py::test_env_name_is_uppercased - AssertionError: assert 'db_port' == 'DB_PORT'\n"
        "2 failed, 9 passed in 0.19s", root, 1)))
    a, o, s1 = oh_replace(sp, SETTING_PY, "@attrs.define\n", "@attrs.frozen\n")
    t.append((a, o))
    t.append((bash("python -m pytest tests/test_setting.py -q"), oh_bash(
        f"{dots(11, (8,))}\n{'=' * 35} FAILURES {'=' * 35}\n{ENV_FAIL}\n"
        f"{'=' * 27} short test summary info {'=' * 28}\n"
        "FAILED tests/test_setting.py::test_env_name_is_uppercased - AssertionError: assert 'db_port' == 'DB_PORT'\n"
        "1 failed, 10 passed in 0.17s", root, 1)))
    a, o, s2 = oh_replace(sp, s1, "    env: str | None = None\n",
                          "    env: str | None = attrs.field(default=None, converter=attrs.converters.optional(str.upper))\n")
    t.append((a, o))
    cov = f"""{dots(74)}

---------- coverage: platform linux, python 3.12.3-final-0 -----------
Name                        Stmts   Miss  Cover   Missing
---------------------------------------------------------
src/cfgtree/__init__.py         6      0   100%
src/cfgtree/loader.py          58      4    93%   41-43, 77
src/cfgtree/setting.py         27      0   100%
src/cfgtree/tree.py            71      6    92%   88, 102-106
src/cfgtree/validators.py      19      1    95%   33
---------------------------------------------------------
TOTAL                         181     11    94%

74 passed in 0.88s"""
    t.append((bash("python -m pytest -q --cov=cfgtree --cov-report=term-missing"), oh_bash(cov, root)))
    t.append((bash("git diff"), oh_bash(gdiff("src/cfgtree/setting.py", SETTING_PY, s2, "c7a19e2..4b30d5f"), root)))
    rs.add(task="swe", tid="h46-swe-14", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Python package cfgtree 1.4.0 (attrs 23.2, pytest 8.2, pytest-cov) installed in editable mode at /workspace/cfgtree. "
                 "Task: settings must be immutable and hashable, and env var names normalised to upper case (two failing tests in tests/test_setting.py).")


# --------------------------------------------------------------------------------------------------
# 15 Gemini CLI, C with CMake + ctest: bad
MURMUR_C = '''#include "tinyhash/murmur3.h"

#include <string.h>

static inline uint32_t rotl32(uint32_t x, int8_t r) { return (x << r) | (x >> (32 - r)); }

static inline uint32_t fmix32(uint32_t h)
{
    h ^= h >> 16;
    h *= 0x85ebca6b;
    h ^= h >> 13;
    h *= 0xc2b2ae35;
    h ^= h >> 16;
    return h;
}

uint32_t murmur3_32(const void *key, size_t len, uint32_t seed)
{
    const uint8_t *data = (const uint8_t *)key;
    const size_t nblocks = len / 4;
    const uint32_t c1 = 0xcc9e2d51;
    const uint32_t c2 = 0x1b873593;
    uint32_t h1 = 0;

    for (size_t i = 0; i < nblocks; i++) {
        uint32_t k1;
        memcpy(&k1, data + i * 4, sizeof k1);
        k1 *= c1;
        k1 = rotl32(k1, 15);
        k1 *= c2;
        h1 ^= k1;
        h1 = rotl32(h1, 13);
        h1 = h1 * 5 + 0xe6546b64;
    }

    const uint8_t *tail = data + nblocks * 4;
    uint32_t k1 = 0;
    switch (len & 3) {
    case 3:
        k1 ^= (uint32_t)tail[2] << 16;
        /* fall through */
    case 2:
        k1 ^= (uint32_t)tail[1] << 8;
        /* fall through */
    case 1:
        k1 ^= tail[0];
        k1 *= c1;
        k1 = rotl32(k1, 15);
        k1 *= c2;
        h1 ^= k1;
    }

    h1 ^= (uint32_t)len;
    return fmix32(h1);
}
'''
CTESTS = ["fnv1a", "murmur3_basic", "murmur3_seed", "murmur3_tail", "xxh32", "siphash", "vectors_small", "vectors_large", "cli_smoke"]


def ctest_out(root: str, failed: str | None, times: list[str], total: str) -> str:
    out = [f"Internal ctest changing into directory: {root}/build", f"Test project {root}/build"]
    for i, (name, tm) in enumerate(zip(CTESTS, times), 1):
        out.append(f"    Start {i}: {name}")
        dots_ = "." * (33 - len(name))
        if name == failed:
            out.append(f"{i}/9 Test #{i}: {name} {dots_}***Failed    {tm} sec")
            out.append('test_murmur3.c:52: murmur3_32("", 0, 1): expected 0x514e28b7, got 0x00000000\n1 of 3 checks failed\n')
        else:
            out.append(f"{i}/9 Test #{i}: {name} {dots_}   Passed    {tm} sec")
    if failed:
        out.append(f"\n89% tests passed, 1 tests failed out of 9\n\nTotal Test time (real) = {total} sec\n\n"
                   f"The following tests FAILED:\n\t  3 - {failed} (Failed)\nErrors while running CTest")
    else:
        out.append(f"\n100% tests passed, 0 tests failed out of 9\n\nTotal Test time (real) = {total} sec")
    return "\n".join(out)


def t15(rs: RowSet) -> None:
    root = "/home/rk/src/tinyhash"
    mp = f"{root}/src/murmur3.c"
    lines = MURMUR_C.split("\n")
    sig = next(i for i, x in enumerate(lines) if x.startswith("uint32_t murmur3_32("))
    col = lines[sig].index("seed") + 1
    t = []
    cfg = f"""-- The C compiler identification is GNU 13.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- tinyhash 0.9.1
-- Build type: Debug
-- Sanitizers: address;undefined
-- Found Python3: /usr/bin/python3 (found version "3.12.3") found components: Interpreter
-- Configuring done (0.4s)
-- Generating done (0.0s)
-- Build files have been written to: {root}/build"""
    cmd1 = "cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug -DTINYHASH_SANITIZE=ON"
    t.append((gshell(cmd1, "Configure a Debug build with sanitizers."), gem_run(cmd1, cfg, pgid=30188)))
    build = f"""[  4%] Building C object CMakeFiles/tinyhash.dir/src/fnv1a.c.o
[  8%] Building C object CMakeFiles/tinyhash.dir/src/murmur3.c.o
[ 12%] Building C object CMakeFiles/tinyhash.dir/src/xxh32.c.o
[ 16%] Building C object CMakeFiles/tinyhash.dir/src/siphash.c.o
{mp}: In function 'murmur3_32':
{mp}:{sig + 1}:{col}: warning: unused parameter 'seed' [-Wunused-parameter]
{sig + 1:5d} | {lines[sig]}
      | {' ' * (col - 10)}~~~~~~~~~^~~~
[ 20%] Linking C static library libtinyhash.a
[ 20%] Built target tinyhash
[ 25%] Building C object tests/CMakeFiles/test_fnv1a.dir/test_fnv1a.c.o
[ 29%] Building C object tests/CMakeFiles/test_murmur3.dir/test_murmur3.c.o
[ 33%] Building C object tests/CMakeFiles/test_xxh32.dir/test_xxh32.c.o
[ 37%] Building C object tests/CMakeFiles/test_siphash.dir/test_siphash.c.o
[ 41%] Building C object tests/CMakeFiles/test_vectors.dir/test_vectors.c.o
[ 45%] Building C object tests/CMakeFiles/test_vectors.dir/vector_loader.c.o
[ 50%] Building C object cli/CMakeFiles/thash.dir/main.c.o
[ 54%] Linking C executable test_fnv1a
[ 58%] Linking C executable test_xxh32
[ 62%] Linking C executable test_murmur3
[ 66%] Linking C executable test_siphash
[ 66%] Built target test_fnv1a
[ 70%] Built target test_xxh32
[ 75%] Built target test_murmur3
[ 79%] Built target test_siphash
[ 83%] Linking C executable thash
[ 87%] Linking C executable test_vectors
[ 91%] Built target thash
[100%] Built target test_vectors"""
    t.append((gshell("cmake --build build -j8", "Build the library, CLI and tests."), gem_run("cmake --build build -j8", build, pgid=30244)))
    t.append((gshell("ctest --test-dir build --output-on-failure", "Run the test suite."), gem_run(
        "ctest --test-dir build --output-on-failure",
        ctest_out(root, "murmur3_seed", ["0.01", "0.01", "0.02", "0.01", "0.01", "0.02", "0.03", "0.11", "0.04"], "0.27"), code=8, pgid=30391)))
    t.append((call("read_file", absolute_path=mp), MURMUR_C))
    a, o, fixed = gem_replace(mp, MURMUR_C, "    uint32_t h1 = 0;\n", "    uint32_t h1 = seed;\n")
    t.append((a, o))
    rebuild = """[  4%] Building C object CMakeFiles/tinyhash.dir/src/murmur3.c.o
[  8%] Linking C static library libtinyhash.a
[ 20%] Built target tinyhash
[ 25%] Linking C executable test_fnv1a
[ 29%] Linking C executable test_murmur3
[ 33%] Linking C executable test_xxh32
[ 37%] Linking C executable test_siphash
[ 41%] Linking C executable thash
[ 45%] Linking C executable test_vectors
[ 66%] Built target test_fnv1a
[ 70%] Built target test_xxh32
[ 75%] Built target test_murmur3
[ 79%] Built target test_siphash
[ 91%] Built target thash
[100%] Built target test_vectors"""
    t.append((gshell("cmake --build build -j8", "Rebuild after the fix."), gem_run("cmake --build build -j8", rebuild, pgid=30467)))
    grep = "grep -E '^(CMAKE_BUILD_TYPE|CMAKE_C_COMPILER|CMAKE_C_FLAGS_DEBUG|TINYHASH_)' build/CMakeCache.txt"
    t.append((gshell(grep, "Confirm the cached build configuration."), gem_run(grep,
              "CMAKE_BUILD_TYPE:STRING=Release\nCMAKE_C_COMPILER:FILEPATH=/usr/bin/cc\nCMAKE_C_FLAGS_DEBUG:STRING=-g\n"
              "TINYHASH_BUILD_CLI:BOOL=ON\nTINYHASH_BUILD_TESTS:BOOL=ON\nTINYHASH_SANITIZE:BOOL=ON", pgid=30512)))
    t.append((gshell("ctest --test-dir build --output-on-failure", "Re-run the test suite."), gem_run(
        "ctest --test-dir build --output-on-failure",
        ctest_out(root, None, ["0.01", "0.01", "0.01", "0.01", "0.01", "0.02", "0.03", "0.10", "0.04"], "0.25"), pgid=30560)))
    t.append((gshell("git diff", "Show the source change."), gem_run("git diff", gdiff("src/murmur3.c", MURMUR_C, fixed, "3c8e1d4..9f02a6b"), pgid=30611)))
    tp = f"{root}/tests/test_murmur3.c"
    t.append((call("replace", file_path=tp, old_string='    CHECK_HASH(murmur3_32("", 0, 1), 0x514e28b7);\n',
                   new_string='    CHECK_HASH(murmur3_32("", 0, 1), 0x514e28b7);\n    CHECK_HASH(murmur3_32("aaaa", 4, 0x9747b28c), 0x5a97808a);\n'),
              f"Successfully modified file: {tp} (1 replacements)."))
    t.append((gshell("cmake --build build -j8 && ctest --test-dir build", "Rebuild the murmur3 test and run all tests."), gem_run(
        "cmake --build build -j8 && ctest --test-dir build",
        "[ 20%] Built target tinyhash\n[ 29%] Building C object tests/CMakeFiles/test_murmur3.dir/test_murmur3.c.o\n"
        "[ 33%] Linking C executable test_murmur3\n[ 66%] Built target test_fnv1a\n[ 70%] Built target test_xxh32\n[ 75%] Built target test_murmur3\n"
        "[ 79%] Built target test_siphash\n[ 91%] Built target thash\n[100%] Built target test_vectors\n" +
        ctest_out(root, None, ["0.01", "0.01", "0.02", "0.01", "0.01", "0.02", "0.03", "0.11", "0.04"], "0.26"), pgid=30688)))
    t.append((gshell("git status -s", "List modified files."), gem_run("git status -s", " M src/murmur3.c\n M tests/test_murmur3.c", pgid=30745)))
    rs.add(task="swe", tid="h46-swe-15", system=gem_sys(root), turns=t,
           state="Gemini CLI in /home/rk/src/tinyhash, a C11 hashing library (CMake 3.28, GCC 13.2, ctest; warnings -Wall -Wextra, optional ASan/UBSan). "
                 "No build directory yet. Bug report: murmur3_32 ignores its seed argument.",
           bad=True, turn=7, kind="cached CMAKE_BUILD_TYPE reads Release although the build was configured Debug and never reconfigured")


# --------------------------------------------------------------------------------------------------
# 16 Gemini CLI, Erlang rebar3 + eunit: clean
TOKENBKT_ERL = '''%% @doc Token bucket rate limiter kept in a plain record.
-module(tokenbkt).

-export([new/2, new/3, take/2, take/3, available/1, available/2]).

-record(bucket, {
    capacity :: pos_integer(),
    rate :: number(),        % tokens per second
    tokens :: number(),
    updated :: integer()     % erlang:monotonic_time(millisecond)
}).

-opaque bucket() :: #bucket{}.
-export_type([bucket/0]).

-spec new(pos_integer(), number()) -> bucket().
new(Capacity, Rate) ->
    new(Capacity, Rate, erlang:monotonic_time(millisecond)).

-spec new(pos_integer(), number(), integer()) -> bucket().
new(Capacity, Rate, Now) when Capacity > 0, Rate > 0 ->
    #bucket{capacity = Capacity, rate = Rate, tokens = Capacity, updated = Now}.

-spec take(bucket(), pos_integer()) -> {ok, bucket()} | {error, empty, bucket()}.
take(B, N) ->
    take(B, N, erlang:monotonic_time(millisecond)).

-spec take(bucket(), pos_integer(), integer()) -> {ok, bucket()} | {error, empty, bucket()}.
take(B0, N, Now) ->
    B = refill(B0, Now),
    case B#bucket.tokens >= N of
        true -> {ok, B#bucket{tokens = B#bucket.tokens - N}};
        false -> {error, empty, B}
    end.

-spec available(bucket()) -> non_neg_integer().
available(B) ->
    available(B, erlang:monotonic_time(millisecond)).

-spec available(bucket(), integer()) -> non_neg_integer().
available(B, Now) ->
    trunc((refill(B, Now))#bucket.tokens).

refill(#bucket{rate = Rate, tokens = Tokens, updated = Then} = B, Now) ->
    Elapsed = max(0, Now - Then),
    B#bucket{tokens = Tokens + Elapsed * Rate / 1000, updated = Now}.
'''
ERL_TEST_OLD = '''refill_is_capped_test() ->
    B = tokenbkt:new(10, 10, 0),
    ?assertEqual(10, tokenbkt:available(B, 120000)).
'''
ERL_TEST_ADD = '''
partial_refill_rounds_down_test() ->
    {ok, B1} = tokenbkt:take(tokenbkt:new(5, 2, 0), 5, 0),
    ?assertEqual(0, tokenbkt:available(B1, 499)),
    ?assertEqual(1, tokenbkt:available(B1, 500)),
    ?assertMatch({error, empty, _}, tokenbkt:take(B1, 2, 900)).
'''


def t16(rs: RowSet) -> None:
    root = "/home/erl/src/tokenbkt"
    sp, tp = f"{root}/src/tokenbkt.erl", f"{root}/test/tokenbkt_tests.erl"
    pre = "===> Verifying dependencies...\n===> Analyzing applications...\n===> Compiling tokenbkt\n"
    t = []
    t.append((call("read_file", absolute_path=sp), TOKENBKT_ERL))
    t.append((gshell("rebar3 eunit", "Run the EUnit tests."), gem_run("rebar3 eunit", pre + f"""===> Performing EUnit tests...
.........F..
Failures:

  1) tokenbkt_tests:refill_is_capped_test/0
     Failure/Error: ?assertEqual(10, tokenbkt:available(B, 120000))
       expected: 10
            got: 1210
     %% {root}/test/tokenbkt_tests.erl:57:in `tokenbkt_tests:-refill_is_capped_test/0-fun-0-/0`
     Output:

Finished in 0.087 seconds
12 tests, 1 failures
===> Error running tests""", code=1, pgid=17402)))
    a, o, fixed = gem_replace(sp, TOKENBKT_ERL,
                              "refill(#bucket{rate = Rate, tokens = Tokens, updated = Then} = B, Now) ->\n    Elapsed = max(0, Now - Then),\n"
                              "    B#bucket{tokens = Tokens + Elapsed * Rate / 1000, updated = Now}.\n",
                              "refill(#bucket{capacity = Cap, rate = Rate, tokens = Tokens, updated = Then} = B, Now) ->\n    Elapsed = max(0, Now - Then),\n"
                              "    B#bucket{tokens = min(Cap, Tokens + Elapsed * Rate / 1000), updated = Now}.\n")
    t.append((a, o))
    t.append((gshell("rebar3 eunit", "Re-run the EUnit tests."), gem_run("rebar3 eunit", pre + "===> Performing EUnit tests...\n" + "." * 12 +
                                                                             "\nFinished in 0.081 seconds\n12 tests, 0 failures", pgid=17466)))
    t.append((call("replace", file_path=tp, old_string=ERL_TEST_OLD, new_string=ERL_TEST_OLD + ERL_TEST_ADD),
              f"Successfully modified file: {tp} (1 replacements)."))
    t.append((gshell("rebar3 eunit", "Run the tests with the new case."), gem_run("rebar3 eunit", pre + "===> Performing EUnit tests...\n" + "." * 13 +
                                                                                    "\nFinished in 0.079 seconds\n13 tests, 0 failures", pgid=17530)))
    t.append((gshell("rebar3 dialyzer", "Type-check with Dialyzer."), gem_run("rebar3 dialyzer", pre + """===> Dialyzer starting, this may take a while...
===> Updating plt...
===> Resolving project files...
===> Checking 219 files in _build/default/rebar3_26.2.5_plt...
===> Doing success typing analysis...
===> Resolving project warning files...
===> Analyzing 1 files with _build/default/rebar3_26.2.5_plt...""", pgid=17589)))
    si, sd = counts(TOKENBKT_ERL, fixed)
    ti = ERL_TEST_ADD.count("\n")
    t.append((gshell("git status --short && git diff --stat", "Review what changed."), gem_run(
        "git status --short && git diff --stat",
        f" M src/tokenbkt.erl\n M test/tokenbkt_tests.erl\n src/tokenbkt.erl        | {si + sd} {'+' * si}{'-' * sd}\n"
        f" test/tokenbkt_tests.erl | {ti} {'+' * ti}\n 2 files changed, {si + ti} insertions(+), {sd} deletions(-)", pgid=17655)))
    rs.add(task="swe", tid="h46-swe-16", system=gem_sys(root), turns=t,
           state="Gemini CLI in /home/erl/src/tokenbkt, an Erlang/OTP 26 library built with rebar3 3.23 (EUnit tests in test/, Dialyzer PLT already built). "
                 "Bug: after a long idle period a bucket holds far more tokens than its capacity.")


# --------------------------------------------------------------------------------------------------
# 17 OpenHands, Python aiohttp + pytest-aiohttp: bad
HEALTH_PY = '''"""Liveness and readiness endpoints."""
from __future__ import annotations

import os
import time

from aiohttp import web

routes = web.RouteTableDef()
STARTED = time.monotonic()


@routes.get("/healthz")
async def healthz(request: web.Request) -> web.Response:
    app = request.app
    db_ok = await app["db"].ping()
    body = {
        "status": "ok" if db_ok else "degraded",
        "pid": os.getpid(),
        "uptime_s": round(time.monotonic() - STARTED, 1),
        "version": app["version"],
        "feeds": len(app["registry"]),
    }
    return web.json_response(body, status=200)


@routes.get("/readyz")
async def readyz(request: web.Request) -> web.Response:
    ready = request.app["registry"].loaded and not request.app["shutting_down"]
    return web.json_response({"ready": ready}, status=200 if ready else 503)
'''


def t17(rs: RowSet) -> None:
    root = "/workspace/feedhub"
    hp = f"{root}/feedhub/web/health.py"
    t = []
    t.append((bash("cd /workspace/feedhub && python -m pytest tests/test_health.py -q"), oh_bash(f"""{dots(4, (2,))}
=================================== FAILURES ===================================
_______________________ test_healthz_degraded_returns_503 _______________________

aiohttp_client = <function aiohttp_client.<locals>.go at 0x7f1e3b2c5e40>
app_with_db = <function app_with_db.<locals>.make at 0x7f1e3b2c5f80>

    async def test_healthz_degraded_returns_503(aiohttp_client, app_with_db):
        client = await aiohttp_client(app_with_db(ping=False))
        resp = await client.get("/healthz")
>       assert resp.status == 503
E       assert 200 == 503
E        +  where 200 = <ClientResponse(http://127.0.0.1:41237/healthz) [200 OK]>\\n<CIMultiDictProxy('Content-Type': 'application/json; charset=utf-8', 'Content-Length': '90', 'Date': 'Wed, 22 May 2024 08:14:03 GMT', 'Server': 'Python/3.11 aiohttp/3.9.5')>\\n.status

tests/test_health.py:31: AssertionError
=========================== short test summary info ============================
FAILED tests/test_health.py::test_healthz_degraded_returns_503 - assert 200 == 503
1 failed, 3 passed in 0.21s""", root, 1)))
    t.append(view(hp, HEALTH_PY))
    a, o, _ = oh_replace(hp, HEALTH_PY, "    return web.json_response(body, status=200)\n",
                         "    return web.json_response(body, status=200 if db_ok else 503)\n")
    t.append((a, o))
    t.append((bash("python -m pytest tests/test_health.py -q"), oh_bash(f"{dots(4)}\n4 passed in 0.18s", root)))
    t.append((bash("nohup python -m feedhub.web --port 8081 > /tmp/feedhub.log 2>&1 &"), oh_bash("[1] 48213", root)))
    b1 = '{"status": "ok", "pid": 48213, "uptime_s": 1.4, "version": "0.7.2", "feeds": 14}'
    t.append((bash("sleep 1; curl -s -i localhost:8081/healthz"), oh_bash(
        f"HTTP/1.1 200 OK\nContent-Type: application/json; charset=utf-8\nContent-Length: {len(b1)}\nDate: Wed, 22 May 2024 08:16:41 GMT\n"
        f"Server: Python/3.11 aiohttp/3.9.5\n\n{b1}", root)))
    t.append((bash("curl -s localhost:8081/healthz | python -m json.tool"), oh_bash(
        '{\n    "status": "ok",\n    "pid": 48213,\n    "uptime_s": 12.8,\n    "version": "0.7.2",\n    "feeds": 14\n}', root)))
    t.append((bash("cat /tmp/feedhub.log"), oh_bash(
        "nohup: ignoring input\n"
        "2024-05-22 08:16:40,112 INFO feedhub.web: loaded 14 feeds from /workspace/feedhub/feeds.toml\n"
        "2024-05-22 08:16:40,118 INFO feedhub.db: connected to sqlite:////workspace/feedhub/var/feedhub.db\n"
        "======== Running on http://0.0.0.0:8081 ========\n(Press CTRL+C to quit)\n"
        '2024-05-22 08:16:41,502 INFO aiohttp.access: 127.0.0.1 [22/May/2024:08:16:41 +0000] "GET /healthz HTTP/1.1" 200 249 "-" "curl/7.81.0"\n'
        '2024-05-22 08:16:52,874 INFO aiohttp.access: 127.0.0.1 [22/May/2024:08:16:52 +0000] "GET /healthz HTTP/1.1" 200 250 "-" "curl/7.81.0"', root)))
    t.append((bash("ps aux | grep '[f]eedhub'"), oh_bash(
        "root       48231  0.4  0.5 118644 41236 pts/1    S    08:16   0:00 python -m feedhub.web --port 8081", root)))
    t.append((bash("kill %1; sleep 0.5; python -m pytest -q"), oh_bash(
        "[1]+  Terminated              nohup python -m feedhub.web --port 8081 > /tmp/feedhub.log 2>&1\n" + dots(57) + "\n57 passed in 1.94s", root)))
    rs.add(task="swe", tid="h46-swe-17", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, feedhub 0.7.2 (RSS aggregator on aiohttp 3.9.5, Python 3.11, pytest-aiohttp 1.0.5, SQLite) at /workspace/feedhub. "
                 "Task: /healthz must answer 503 when the database ping fails; check it against a running dev server too.",
           bad=True, turn=9, kind="background server shows a different PID though it was never restarted")


# --------------------------------------------------------------------------------------------------
# 18 OpenHands, Clojure + clojure.test: clean
PARSE_CLJ = r'''(ns invoice-dsl.parse
  "Parses the line-oriented invoice DSL into maps."
  (:require [clojure.string :as str]))

(def ^:private line-re
  #"^\s*([A-Z]+)\s+-?(\d+(?:\.\d{1,2})?)\s+(.*?)\s*$")

(defn parse-line
  "Parses one line such as `ITEM  19.90  Widget, blue` into
  {:kind :item :amount 19.90M :text \"Widget, blue\"}. Returns nil for blank
  lines and comments."
  [line]
  (when-not (or (str/blank? line) (str/starts-with? (str/triml line) "#"))
    (if-let [[_ kind amount text] (re-matches line-re line)]
      {:kind   (keyword (str/lower-case kind))
       :amount (bigdec amount)
       :text   text}
      (throw (ex-info "Unparseable invoice line" {:line line})))))

(defn parse-invoice
  "Parses a whole invoice text into a vector of line maps."
  [text]
  (into [] (keep parse-line) (str/split-lines text)))
'''
CORE_TEST_CLJ = '''(ns invoice-dsl.core-test
  (:require [clojure.edn :as edn]
            [clojure.java.io :as io]
            [clojure.test :refer [deftest is testing]]
            [invoice-dsl.core :as core]))

(defn- sample []
  (slurp (io/resource "sample.inv")))

(def ^:private expected
  (delay (edn/read-string (slurp (io/resource "sample-expected.edn")))))

(deftest totals
  (testing "the sample invoice adds up"
    (is (= (:total @expected) (:total (core/summarize (sample)))))))

(deftest line-count
  (is (= 7 (count (:lines (core/summarize (sample)))))))
'''


def clj_run(fail: bool) -> str:
    out = 'Running tests in #{"test"}\n\nTesting invoice-dsl.core-test\n\nTesting invoice-dsl.parse-test\n'
    if fail:
        out += ("\nFAIL in (negative-amounts) (parse_test.clj:27)\ncredit lines keep their sign\n"
                'expected: (= -12.5M (:amount (parse-line "CREDIT  -12.50  late delivery")))\n  actual: (not (= -12.5M 12.5M))\n')
    out += "\nTesting invoice-dsl.render-test\n\nRan 14 tests containing 41 assertions.\n"
    return out + ("1 failures, 0 errors." if fail else "0 failures, 0 errors.")


def t18(rs: RowSet) -> None:
    root = "/workspace/invoice-dsl"
    pp, cp = f"{root}/src/invoice_dsl/parse.clj", f"{root}/test/invoice_dsl/core_test.clj"
    t = []
    t.append((bash("cd /workspace/invoice-dsl && tree -L 3 src test"), oh_bash(
        "src\n└── invoice_dsl\n    ├── core.clj\n    ├── parse.clj\n    └── render.clj\ntest\n├── invoice_dsl\n│   ├── core_test.clj\n"
        "│   ├── parse_test.clj\n│   └── render_test.clj\n└── resources\n    ├── sample-expected.edn\n    └── sample.inv\n\n3 directories, 8 files", root)))
    t.append((bash("clojure -X:test"), oh_bash(clj_run(True), root, 1)))
    t.append(view(pp, PARSE_CLJ))
    a, o, fixed = oh_replace(pp, PARSE_CLJ, r'''  #"^\s*([A-Z]+)\s+-?(\d+(?:\.\d{1,2})?)\s+(.*?)\s*$")''',
                             r'''  #"^\s*([A-Z]+)\s+(-?\d+(?:\.\d{1,2})?)\s+(.*?)\s*$")''')
    t.append((a, o))
    t.append((bash("clojure -X:test"), oh_bash(clj_run(False), root)))
    ln = CORE_TEST_CLJ.split("\n").index('  (slurp (io/resource "sample.inv")))') + 1
    t.append((bash("git mv test/resources/sample.inv test/resources/sample-basic.inv && grep -rn 'sample\\.inv' src test"), oh_bash(
        f'test/invoice_dsl/core_test.clj:{ln}:  (slurp (io/resource "sample.inv")))', root)))
    a, o, _ = oh_replace(cp, CORE_TEST_CLJ, '  (slurp (io/resource "sample.inv")))', '  (slurp (io/resource "sample-basic.inv")))')
    t.append((a, o))
    t.append((bash("clojure -X:test"), oh_bash(clj_run(False), root)))
    t.append((bash("git status -s && tree test"), oh_bash(
        " M src/invoice_dsl/parse.clj\n M test/invoice_dsl/core_test.clj\nR  test/resources/sample.inv -> test/resources/sample-basic.inv\n"
        "test\n├── invoice_dsl\n│   ├── core_test.clj\n│   ├── parse_test.clj\n│   └── render_test.clj\n└── resources\n"
        "    ├── sample-basic.inv\n    └── sample-expected.edn\n\n2 directories, 5 files", root)))
    assert fixed != PARSE_CLJ
    rs.add(task="swe", tid="h46-swe-18", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Clojure 1.11 deps.edn project invoice-dsl at /workspace/invoice-dsl (alias :test runs cognitect test-runner). "
                 "Issue: CREDIT lines lose their minus sign; also rename the sample fixture to sample-basic.inv as requested in review.")


# --------------------------------------------------------------------------------------------------
# 19 Gemini CLI, PHP Laravel + Pest: bad
MIGRATION_PHP = r'''<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('tickets', function (Blueprint $table) {
            $table->string('priority', 16)->default('normal')->after('status')->index();
        });
    }

    public function down(): void
    {
        Schema::table('tickets', function (Blueprint $table) {
            $table->dropIndex(['priority']);
            $table->dropColumn('priority');
        });
    }
};
'''
MIGRATIONS = [("0001_01_01_000000_create_users_table", 1), ("0001_01_01_000001_create_cache_table", 1),
              ("0001_01_01_000002_create_jobs_table", 1), ("2024_04_18_130205_create_teams_table", 1),
              ("2024_04_18_130641_create_tickets_table", 1), ("2024_04_22_094410_create_ticket_comments_table", 2),
              ("2024_05_02_151832_add_sla_deadline_to_tickets_table", 3), ("2024_05_20_083015_create_ticket_tags_table", 4)]
PEST = [("Tests\\Unit\\SlaCalculatorTest", [("it adds business hours only", "0.01"), ("it skips public holidays", "0.01"),
                                             ("it pauses while waiting on the customer", "0.01")]),
        ("Tests\\Unit\\TicketStatusTest", [("it allows open → in_progress", "0.01"), ("it forbids closed → open", "0.01")]),
        ("Tests\\Feature\\Auth\\AuthenticationTest", [("login screen can be rendered", "0.18"), ("users can authenticate using the login screen", "0.05"),
                                                      ("users can not authenticate with invalid password", "0.22"), ("users can logout", "0.02")]),
        ("Tests\\Feature\\TicketApiTest", [("it lists tickets for the current team", "0.06"), ("it hides tickets of other teams", "0.03"),
                                           ("it creates a ticket", "0.04"), ("it validates the subject", "0.02"), ("it assigns a ticket to an agent", "0.03"),
                                           ("it closes a ticket", "0.02"), ("it filters by tag", "0.04"), ("it paginates 25 per page", "0.07")]),
        ("Tests\\Feature\\TicketCommentTest", [("it adds a public comment", "0.03"), ("it adds an internal note", "0.02"),
                                               ("it notifies the requester", "0.04"), ("it rejects comments on closed tickets", "0.02")])]


def t19(rs: RowSet) -> None:
    root = "/var/www/helpdesk"
    new_mig = "2024_06_03_091522_add_priority_to_tickets_table"
    mp = f"{root}/database/migrations/{new_mig}.php"
    t = []
    cmd = "php artisan make:migration add_priority_to_tickets_table --table=tickets"
    t.append((gshell(cmd, "Create the migration."), gem_run(
        cmd, f"\n   INFO  Migration [database/migrations/{new_mig}.php] created successfully.\n", pgid=91204)))
    t.append((call("write_file", file_path=mp, content=MIGRATION_PHP), f"Successfully overwrote file: {mp}."))
    t.append((gshell("php artisan migrate", "Apply the migration."), gem_run(
        "php artisan migrate", f"\n   INFO  Running migrations.\n\n  {new_mig} {'.' * (96 - len(new_mig) - 14)} 18.41ms DONE\n", pgid=91277)))
    tk = f"{root}/app/Models/Ticket.php"
    t.append((call("replace", file_path=tk, old_string="        'sla_deadline',\n    ];", new_string="        'sla_deadline',\n        'priority',\n    ];"),
              f"Successfully modified file: {tk} (1 replacements)."))
    width = 104
    rows = [f"  Migration name {'.' * (width - 15 - 15)} Batch / Status"]
    for name, batch in MIGRATIONS:
        st = f"[{batch}] Ran"
        rows.append(f"  {name} {'.' * (width - len(name) - len(st) - 2)} {st}")
    rows.append(f"  {new_mig} {'.' * (width - len(new_mig) - 7 - 2)} Pending")
    t.append((gshell("php artisan migrate:status", "Check the migration status."), gem_run(
        "php artisan migrate:status", "\n" + "\n".join(rows) + "\n", pgid=91340)))
    out, n = [], 0
    for cls, tests in PEST:
        out.append(f"\n   PASS  {cls}")
        for name, tm in tests:
            n += 1
            out.append(f"  ✓ {name} {' ' * (88 - len(name))}{tm}s  ")
    out.append(f"\n  Tests:    {n} passed ({n * 3 - 4} assertions)\n  Duration: 2.87s\n")
    t.append((gshell("./vendor/bin/pest", "Run the Pest suite."), gem_run("./vendor/bin/pest", "\n".join(out), pgid=91415)))
    t.append((gshell("git status -s", "List changed files."), gem_run(
        "git status -s", f" M app/Models/Ticket.php\n?? database/migrations/{new_mig}.php", pgid=91502)))
    rs.add(task="swe", tid="h46-swe-19", system=gem_sys(root), turns=t,
           state="Gemini CLI in /var/www/helpdesk, a Laravel 11 helpdesk (PHP 8.3, MySQL 8 dev database, Pest 2.34). "
                 "Task: add a `priority` column (default normal) to tickets and make it mass-assignable.",
           bad=True, turn=5, kind="migration that ran successfully is listed as Pending")


# --------------------------------------------------------------------------------------------------
# 20 OpenHands, Go gRPC + go test: clean
ITEMS_GO = tabify('''package server

import (
    "context"

    "google.golang.org/grpc/codes"
    "google.golang.org/grpc/status"

    inventoryv1 "github.com/harbor-supply/inventory-svc/gen/inventory/v1"
    "github.com/harbor-supply/inventory-svc/internal/store"
)

const (
    defaultPageSize = 50
    maxPageSize     = 500
)

// ListItems returns items ordered by SKU.
func (s *Server) ListItems(ctx context.Context, req *inventoryv1.ListItemsRequest) (*inventoryv1.ListItemsResponse, error) {
    size := int(req.GetPageSize())
    if size < 0 {
        return nil, status.Error(codes.InvalidArgument, "page_size must not be negative")
    }
    if size == 0 {
        size = defaultPageSize
    }
    if size > maxPageSize {
        size = maxPageSize
    }
    items, err := s.store.ListItems(ctx, store.ListOptions{Limit: size})
    if err != nil {
        return nil, status.Errorf(codes.Internal, "list items: %v", err)
    }
    resp := &inventoryv1.ListItemsResponse{}
    for _, it := range items {
        resp.Items = append(resp.Items, toProto(it))
    }
    return resp, nil
}
''')
ITEMS_OLD = tabify('''    items, err := s.store.ListItems(ctx, store.ListOptions{Limit: size})
    if err != nil {
        return nil, status.Errorf(codes.Internal, "list items: %v", err)
    }
    resp := &inventoryv1.ListItemsResponse{}
    for _, it := range items {
''')
ITEMS_NEW = tabify('''    offset := 0
    if tok := req.GetPageToken(); tok != "" {
        n, err := strconv.Atoi(tok)
        if err != nil || n < 0 {
            return nil, status.Error(codes.InvalidArgument, "invalid page_token")
        }
        offset = n
    }
    items, err := s.store.ListItems(ctx, store.ListOptions{Limit: size + 1, Offset: offset})
    if err != nil {
        return nil, status.Errorf(codes.Internal, "list items: %v", err)
    }
    resp := &inventoryv1.ListItemsResponse{}
    if len(items) > size {
        items = items[:size]
        resp.NextPageToken = strconv.Itoa(offset + size)
    }
    for _, it := range items {
''')


def t20(rs: RowSet) -> None:
    root = "/workspace/inventory-svc"
    ip = f"{root}/internal/server/items.go"
    mod = "github.com/harbor-supply/inventory-svc"
    t = []
    t.append((bash("cd /workspace/inventory-svc && git status && git log --oneline -3"), oh_bash(
        "On branch feat/list-pagination\nnothing to commit, working tree clean\n"
        "a3d9f70 (HEAD -> feat/list-pagination) Add pagination tests for ListItems\n"
        "6e12b8c (origin/main, main) Add page_token/next_page_token to ListItems proto\n"
        "0f4c5a1 store: support Offset in ListOptions", root)))
    t.append((bash("go test ./..."), oh_bash(
        f"?   \t{mod}/cmd/inventory-svc\t[no test files]\n?   \t{mod}/gen/inventory/v1\t[no test files]\n"
        "--- FAIL: TestListItems_Pagination (0.01s)\n    items_test.go:74: page 1: next_page_token = \"\", want non-empty\n"
        "--- FAIL: TestListItems_InvalidToken (0.00s)\n    items_test.go:97: code = OK, want InvalidArgument\n"
        f"FAIL\nFAIL\t{mod}/internal/server\t0.029s\nok  \t{mod}/internal/store\t0.412s\nFAIL", root, 1)))
    t.append(view(ip, ITEMS_GO))
    a, o, g1 = oh_replace(ip, ITEMS_GO, ITEMS_OLD, ITEMS_NEW)
    t.append((a, o))
    errs = []
    for i, line in enumerate(g1.split("\n"), 1):
        if "strconv." in line:
            errs.append(f"internal/server/items.go:{i}:{line.index('strconv') + 1}: undefined: strconv")
    t.append((bash("go test ./internal/server/"), oh_bash(
        f"# {mod}/internal/server [{mod}/internal/server.test]\n" + "\n".join(errs) + f"\nFAIL\t{mod}/internal/server [build failed]\nFAIL", root, 1)))
    a, o, g2 = oh_replace(ip, g1, '\t"context"\n', '\t"context"\n\t"strconv"\n')
    t.append((a, o))
    t.append((bash("go test ./internal/server/ -run ListItems -v"), oh_bash(
        "=== RUN   TestListItems_DefaultPageSize\n--- PASS: TestListItems_DefaultPageSize (0.00s)\n"
        "=== RUN   TestListItems_Pagination\n--- PASS: TestListItems_Pagination (0.01s)\n"
        "=== RUN   TestListItems_InvalidToken\n--- PASS: TestListItems_InvalidToken (0.00s)\n"
        "=== RUN   TestListItems_NegativePageSize\n--- PASS: TestListItems_NegativePageSize (0.00s)\n"
        f"PASS\nok  \t{mod}/internal/server\t0.031s", root)))
    t.append((bash("go test ./..."), oh_bash(
        f"?   \t{mod}/cmd/inventory-svc\t[no test files]\n?   \t{mod}/gen/inventory/v1\t[no test files]\n"
        f"ok  \t{mod}/internal/server\t0.034s\nok  \t{mod}/internal/store\t(cached)", root)))
    page1 = """{
  "items": [
    {
      "sku": "AX-1001",
      "name": "Hex bolt M8x40, zinc",
      "quantity": 1200,
      "warehouse": "RTM-1"
    },
    {
      "sku": "AX-1002",
      "name": "Hex nut M8, zinc",
      "quantity": 3400,
      "warehouse": "RTM-1"
    }
  ],
  "nextPageToken": "2"
}"""
    page2 = """{
  "items": [
    {
      "sku": "AX-1007",
      "name": "Washer M8, DIN 125",
      "quantity": 5150,
      "warehouse": "RTM-1"
    },
    {
      "sku": "AX-1010",
      "name": "Threaded rod M8x1000",
      "quantity": 96,
      "warehouse": "HAM-2"
    }
  ],
  "nextPageToken": "4"
}"""
    c9 = "go run ./cmd/inventory-svc > /tmp/inv.log 2>&1 & sleep 3; grpcurl -plaintext -d '{\"page_size\": 2}' localhost:50051 inventory.v1.InventoryService/ListItems"
    t.append((bash(c9), oh_bash("[1] 51844\n" + page1, root)))
    c10 = "grpcurl -plaintext -d '{\"page_size\": 2, \"page_token\": \"2\"}' localhost:50051 inventory.v1.InventoryService/ListItems"
    t.append((bash(c10), oh_bash(page2, root)))
    gi, gd = counts(ITEMS_GO, g2)
    t.append((bash("kill %1; git diff --stat"), oh_bash(
        "[1]+  Terminated              go run ./cmd/inventory-svc > /tmp/inv.log 2>&1\n"
        f" internal/server/items.go | {gi + gd} {'+' * gi}{'-' * gd}\n 1 file changed, {gi} insertions(+), {gd} deletion(-)", root)))
    rs.add(task="swe", tid="h46-swe-20", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Go 1.22 gRPC service inventory-svc at /workspace/inventory-svc on branch feat/list-pagination (grpcurl installed, "
                 "server listens on :50051 with a seeded in-memory store). Task: implement page_token/next_page_token for ListItems.")


# --------------------------------------------------------------------------------------------------
# 21 OpenHands, Julia + Test: bad
PROJECT_TOML = '''name = "RangeSets"
uuid = "7d3b2a1e-5c4f-4e8b-9a61-0f2c3d4e5a6b"
authors = ["Mirela Tanase <mirela@tanase.dev>"]
version = "0.3.1"

[compat]
julia = "1.9"

[extras]
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[targets]
test = ["Test"]
'''
UNION_JL = '''"""
    union(a::RangeSet, b::RangeSet) -> RangeSet

Return the set of integers contained in `a` or `b`, as a sorted list of
disjoint, non-adjacent ranges.
"""
function Base.union(a::RangeSet{T}, b::RangeSet{T}) where {T<:Integer}
    rs = sort!(vcat(a.ranges, b.ranges); by = first)
    isempty(rs) && return RangeSet{T}(UnitRange{T}[])
    out = UnitRange{T}[first(rs)]
    for r in Iterators.drop(rs, 1)
        last_r = out[end]
        if first(r) <= last(last_r)
            out[end] = first(last_r):max(last(last_r), last(r))
        else
            push!(out, r)
        end
    end
    return RangeSet{T}(out)
end

Base.union(a::RangeSet, b::RangeSet, cs::RangeSet...) = foldl(union, (b, cs...); init = a)
'''


def pkg_status(root: str, tmp: str, version: str) -> str:
    return (f"     Testing RangeSets\n      Status `/tmp/{tmp}/Project.toml`\n  [7d3b2a1e] RangeSets v{version} `{root}`\n  [8dfed614] Test\n"
            f"      Status `/tmp/{tmp}/Manifest.toml`\n  [7d3b2a1e] RangeSets v{version} `{root}`\n  [2a0f44e3] Base64\n  [b77e0a4c] InteractiveUtils\n"
            "  [56ddb016] Logging\n  [d6f4376e] Markdown\n  [9a3f8284] Random\n  [ea8e919c] SHA v0.7.0\n  [9e88b42a] Serialization\n  [8dfed614] Test\n"
            "     Testing Running tests...\n")


def t21(rs: RowSet) -> None:
    root = "/workspace/RangeSets.jl"
    up, pp = f"{root}/src/union.jl", f"{root}/Project.toml"
    t = []
    t.append((bash("cd /workspace/RangeSets.jl && cat Project.toml && git log --oneline -3"), oh_bash(
        PROJECT_TOML + "5be09c3 (HEAD -> main, origin/main) Add complement over a bounding range\n"
        "c1d7a42 Implement intersect with a linear merge\n8f30e6b Set up CI for Julia 1.9 and 1.10", root)))
    fail = pkg_status(root, "jl_Qm3bXr", "0.3.1") + f"""union: Test Failed at {root}/test/union.jl:18
  Expression: collect(union(RangeSet([1:3, 10:12]), RangeSet([4:5]))) == [1:5, 10:12]
   Evaluated: UnitRange{{Int64}}[1:3, 4:5, 10:12] == UnitRange{{Int64}}[1:5, 10:12]

Stacktrace:
 [1] macro expansion
   @ /opt/julia-1.10.3/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]
 [2] macro expansion
   @ {root}/test/union.jl:18 [inlined]
 [3] macro expansion
   @ /opt/julia-1.10.3/share/julia/stdlib/v1.10/Test/src/Test.jl:1577 [inlined]
 [4] top-level scope
   @ {root}/test/union.jl:3
Test Summary: | Pass  Fail  Total  Time
RangeSets     |   56     1     57  2.4s
  construct   |   14           14  0.3s
  union       |   11     1     12  0.9s
  intersect   |   12           12  0.4s
  complement  |    9            9  0.2s
  membership  |   10           10  0.1s
ERROR: LoadError: Some tests did not pass: 56 passed, 1 failed, 0 errored, 0 broken.
in expression starting at {root}/test/runtests.jl:4
ERROR: Package RangeSets errored during testing
Stacktrace:
 [1] pkgerror(msg::String)
   @ Pkg.Types /opt/julia-1.10.3/share/julia/stdlib/v1.10/Pkg/src/Types.jl:70
 [2] test(ctx::Pkg.Types.Context, pkgs::Vector{{Pkg.Types.PackageSpec}}; coverage::Bool, julia_args::Cmd, test_args::Cmd, test_fn::Nothing, force_latest_compatible_version::Bool, allow_earlier_backwards_compatible_versions::Bool, allow_reresolve::Bool)
   @ Pkg.Operations /opt/julia-1.10.3/share/julia/stdlib/v1.10/Pkg/src/Operations.jl:2045"""
    t.append((bash("julia --project -e 'using Pkg; Pkg.test()'"), oh_bash(fail, root, 1)))
    t.append(view(up, UNION_JL))
    a, o, u2 = oh_replace(up, UNION_JL, "        if first(r) <= last(last_r)\n", "        if first(r) <= last(last_r) + one(T)\n")
    t.append((a, o))
    ok = pkg_status(root, "jl_7vTfLp", "0.3.1") + "Test Summary: | Pass  Total  Time\nRangeSets     |   57     57  2.3s\n     Testing RangeSets tests passed "
    t.append((bash("julia --project -e 'using Pkg; Pkg.test()'"), oh_bash(ok, root)))
    a, o, p2 = oh_replace(pp, PROJECT_TOML, 'version = "0.3.1"\n', 'version = "0.3.2"\n')
    t.append((a, o))
    t.append((bash("git diff"), oh_bash(gdiff("Project.toml", PROJECT_TOML, p2, "e41a9c0..17bd3f2") + "\n" +
                                        gdiff("src/union.jl", UNION_JL, u2, "6c2f8d1..b09e4a7"), root)))
    t.append((bash("cat Project.toml && git status -s"), oh_bash(
        p2.replace("9a61-0f2c3d4e5a6b", "9a16-0f2c3d4e5a6b") + " M Project.toml\n M src/union.jl", root)))
    rs.add(task="swe", tid="h46-swe-21", system=oh_sys(root), turns=t,
           state="OpenHands sandbox, Julia 1.10.3 in /opt/julia-1.10.3, package RangeSets.jl at /workspace/RangeSets.jl. "
                 "Issue: union of [1:3] and [4:5] should merge into 1:5; fix it and bump the patch version for a release.",
           bad=True, turn=8, kind="package UUID in Project.toml differs from the one shown at the start")


# --------------------------------------------------------------------------------------------------
# 22 Gemini CLI, SvelteKit + Vitest: clean
DISTANCE_TS = '''export type DistanceUnit = 'metric' | 'imperial';

const METERS_PER_MILE = 1609.344;
const METERS_PER_FOOT = 0.3048;

/**
 * Formats a distance given in meters for display, e.g. "850 m", "12.4 km", "1.0 mi", "394 ft".
 */
export function formatDistance(meters: number, unit: DistanceUnit = 'metric'): string {
  if (!Number.isFinite(meters) || meters < 0) {
    throw new RangeError(`invalid distance: ${meters}`);
  }
  if (unit === 'imperial') {
    const miles = meters / METERS_PER_MILE;
    return miles < 0.1 ? `${Math.round(meters / METERS_PER_FOOT)} ft` : `${miles.toFixed(1)} mi`;
  }
  return meters < 1000 ? `${Math.round(meters)} m` : `${(meters / 1000).toFixed(1)} km`;
}
'''
DISTANCE_TEST_TS = '''import { describe, expect, it } from 'vitest';
import { formatDistance } from './distance';

describe('formatDistance', () => {
  it('shows meters below 1 km', () => expect(formatDistance(850)).toBe('850 m'));
  it('shows kilometres with one decimal', () => expect(formatDistance(12_437)).toBe('12.4 km'));
  it('formats 1609.344 m as 1.0 mi', () => expect(formatDistance(1609.344, 'imperial')).toBe('1.0 mi'));
  it('falls back to feet below 0.1 mi', () => expect(formatDistance(120, 'imperial')).toBe('394 ft'));
  it('rounds 999.6 m up to 1000 m', () => expect(formatDistance(999.6)).toBe('1000 m'));
  it('rejects negative distances', () => expect(() => formatDistance(-1)).toThrow(RangeError));
});
'''


def t22(rs: RowSet) -> None:
    root = "/home/sam/dev/trailmap"
    dp, tp = f"{root}/src/lib/format/distance.ts", f"{root}/src/lib/format/distance.test.ts"
    page = f"{root}/src/routes/trails/[id]/+page.svelte"
    t = []
    files = ["stores/trailFilters.ts", "utils/legacyFormat.ts", "utils/legacyFormat.test.ts", "api/trails.ts", "api/trails.test.ts",
             "geo/elevation.ts", "geo/elevation.test.ts", "geo/haversine.ts", "geo/haversine.test.ts"]
    t.append((call("glob", pattern="src/lib/**/*.ts"), f'Found {len(files)} file(s) matching "src/lib/**/*.ts" within {root}, sorted by modification time (newest first):\n'
              + "\n".join(f"{root}/src/lib/{f}" for f in files)))
    t.append((call("search_file_content", pattern="legacyFormat"), 'Found 2 matches for pattern "legacyFormat" in the workspace directory:\n---\n'
              "File: src/routes/trails/[id]/+page.svelte\nL4: \timport { formatMiles } from '$lib/utils/legacyFormat';\n---\n"
              "File: src/lib/utils/legacyFormat.test.ts\nL2: import { formatMiles } from './legacyFormat';\n---"))
    t.append((call("write_file", file_path=dp, content=DISTANCE_TS), f"Successfully created and wrote to new file: {dp}."))
    t.append((call("write_file", file_path=tp, content=DISTANCE_TEST_TS), f"Successfully created and wrote to new file: {tp}."))
    t.append((gshell("npx vitest run src/lib/format", "Run the new formatter tests."), gem_run(
        "npx vitest run src/lib/format",
        f"\n RUN  v1.6.0 {root}\n\n ✓ src/lib/format/distance.test.ts  (6 tests) 4ms\n\n" +
        vitest_tail("1 passed (1)", "6 passed (6)", "15:03:27", "612ms (transform 41ms, setup 0ms, collect 38ms, tests 4ms, environment 0ms, prepare 97ms)"),
        pgid=70218)))
    t.append((call("replace", file_path=page, old_string="\timport { formatMiles } from '$lib/utils/legacyFormat';",
                   new_string="\timport { formatDistance } from '$lib/format/distance';"),
              f"Successfully modified file: {page} (1 replacements)."))
    t.append((call("replace", file_path=page, old_string="<dd>{formatMiles(trail.lengthMeters)}</dd>",
                   new_string="<dd>{formatDistance(trail.lengthMeters, $units)}</dd>"),
              f"Successfully modified file: {page} (1 replacements)."))
    cmd = "git rm src/lib/utils/legacyFormat.ts src/lib/utils/legacyFormat.test.ts"
    t.append((gshell(cmd, "Remove the old formatter and its test."), gem_run(
        cmd, "rm 'src/lib/utils/legacyFormat.test.ts'\nrm 'src/lib/utils/legacyFormat.ts'", pgid=70391)))
    full = f"""
 RUN  v1.6.0 {root}

 ✓ src/lib/geo/haversine.test.ts  (5 tests) 3ms
 ✓ src/lib/format/distance.test.ts  (6 tests) 4ms
 ✓ src/lib/geo/elevation.test.ts  (7 tests) 9ms
 ✓ src/lib/api/trails.test.ts  (9 tests) 31ms
 ✓ src/routes/trails/[id]/page.test.ts  (4 tests) 88ms

""" + vitest_tail("5 passed (5)", "31 passed (31)", "15:06:02", "1.41s (transform 322ms, setup 0ms, collect 611ms, tests 135ms, environment 402ms, prepare 488ms)")
    t.append((gshell("npx vitest run", "Run all unit tests."), gem_run("npx vitest run", full, pgid=70455)))
    t.append((gshell("git status -s", "Review the working tree."), gem_run(
        "git status -s", "D  src/lib/utils/legacyFormat.test.ts\nD  src/lib/utils/legacyFormat.ts\n M src/routes/trails/[id]/+page.svelte\n?? src/lib/format/",
        pgid=70520)))
    rs.add(task="swe", tid="h46-swe-22", system=gem_sys(root), turns=t,
           state="Gemini CLI in /home/sam/dev/trailmap, a SvelteKit 2 app (Svelte 4, TypeScript, Vitest 1.6, jsdom for route tests). "
                 "Task: replace the miles-only legacyFormat helper with a formatDistance(meters, unit) helper honouring the $units store, then delete the old helper.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
