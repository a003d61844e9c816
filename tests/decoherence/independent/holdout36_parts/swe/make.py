# ruff: noqa: E501
"""Held-out set holdout36, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory is one task in one repository; half of them hold exactly one observation that
contradicts an earlier turn, the other half are coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout36_parts.swe.make``.
"""

from __future__ import annotations

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


def oh(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def blk(s: str) -> str:
    """Drop the newline right after an opening triple quote and the one before the closing quote."""
    if s.startswith("\n"):
        s = s[1:]
    if s.endswith("\n"):
        s = s[:-1]
    return s


def tabs(s: str) -> str:
    """Re-indent four-space code with tabs (Go, V)."""
    return re.sub(r"^(?: {4})+", lambda m: "\t" * (len(m.group(0)) // 4), s, flags=re.M)


def oh_replace(path: str, before: str, old: str, new: str) -> tuple[str, str]:
    """Apply a str_replace and return (new text, the editor's snippet output)."""
    assert before.count(old) == 1, (path, old[:40])
    after = before.replace(old, new)
    r = before.split(old)[0].count("\n")
    lines = after.split("\n")
    lo, hi = max(0, r - 4), r + 4 + new.count("\n")
    return after, edited(path, "\n".join(lines[lo:hi + 1]), lo + 1)


def oh_insert(path: str, before: str, line: int, new: str) -> tuple[str, str]:
    lines = before.split("\n")
    nl = new.split("\n")
    after = lines[:line] + nl + lines[line:]
    lo, hi = max(0, line - 4), line + len(nl) + 4
    return "\n".join(after), edited(path, "\n".join(after[lo:hi]), lo + 1)


def view(path: str, text: str, a: int | None = None, b: int | None = None) -> str:
    if a is None:
        return cat_n(path, text)
    lines = text.split("\n")
    return cat_n(path, "\n".join(lines[a - 1:b]), a)


def line_of(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.split("\n"), 1) if needle in ln)


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def g_read(path: str) -> str:
    return call("read_file", absolute_path=path)


def g_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def g_write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def g_ls(path: str) -> str:
    return call("list_directory", path=path)


def g_grep(pattern: str, path: str) -> str:
    return call("search_file_content", pattern=pattern, path=path)


def replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def wrote(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def gem_bg(cmd: str, out: str, bg: str, pgid: int, directory: str = "(root)") -> str:
    """run_shell_command output for a command that left a process in the background."""
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out if out else '(empty)'}\nStderr: (empty)\n"
            f"Error: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


# Litestar + pytest-asyncio (OpenHands) - clean
def t01(rs: RowSet) -> None:
    root = "/workspace/kestrel-api"
    models = blk('''
from __future__ import annotations

import enum
from datetime import datetime
from uuid import UUID

from advanced_alchemy.base import UUIDAuditBase
from sqlalchemy import Enum, ForeignKey, String
from sqlalchemy.orm import Mapped, mapped_column, relationship


class BookingStatus(str, enum.Enum):
    PENDING = "pending"
    CONFIRMED = "confirmed"
    CANCELED = "canceled"


class Room(UUIDAuditBase):
    __tablename__ = "rooms"

    name: Mapped[str] = mapped_column(String(80), unique=True)
    capacity: Mapped[int]
    bookings: Mapped[list[Booking]] = relationship(back_populates="room", lazy="selectin")


class Booking(UUIDAuditBase):
    __tablename__ = "bookings"

    room_id: Mapped[UUID] = mapped_column(ForeignKey("rooms.id", ondelete="CASCADE"))
    guest_email: Mapped[str] = mapped_column(String(254), index=True)
    starts_at: Mapped[datetime]
    ends_at: Mapped[datetime]
    status: Mapped[BookingStatus] = mapped_column(
        Enum(BookingStatus, native_enum=False, length=16), default=BookingStatus.PENDING
    )
    room: Mapped[Room] = relationship(back_populates="bookings", lazy="joined")
''')
    ctrl = blk('''

class BookingController(Controller):
    path = "/v1/bookings"
    dependencies = {"repo": Provide(provide_booking_repo)}
    return_dto = BookingReadDTO

    @get("/")
    async def list_bookings(
        self,
        repo: BookingRepository,
        status: list[str] | None = Parameter(query="status", default=None),
        created_after: datetime | None = Parameter(query="created_after", default=None),
        limit: int = Parameter(query="limit", default=50, ge=1, le=200),
    ) -> list[Booking]:
        filters: list[ColumnElement[bool]] = []
        if status:
            # accept ?status=a&status=b
            statuses = [BookingStatus(s) for s in status]
            filters.append(Booking.status.in_(statuses))
        if created_after is not None:
            filters.append(Booking.created_at > created_after)
        return await repo.list(*filters, LimitOffset(limit=limit, offset=0))

    @get("/{booking_id:uuid}")
    async def get_booking(self, repo: BookingRepository, booking_id: UUID) -> Booking:
        return await repo.get(booking_id)

    @post("/")
    async def create_booking(self, repo: BookingRepository, data: DTOData[Booking]) -> Booking:
        return await repo.add(data.create_instance(), auto_commit=True)

    @patch("/{booking_id:uuid}")
    async def update_booking(''')
    old = '''            # accept ?status=a&status=b
            statuses = [BookingStatus(s) for s in status]'''
    new = '''            # accept ?status=a&status=b; "cancelled" is the spelling most clients send (#214)
            aliases = {"cancelled": BookingStatus.CANCELED.value}
            try:
                statuses = [BookingStatus(aliases.get(s.lower(), s.lower())) for s in status]
            except ValueError as exc:
                raise ValidationException(detail=f"unknown booking status: {exc.args[0]}") from exc'''
    snippet = blk('''
        limit: int = Parameter(query="limit", default=50, ge=1, le=200),
    ) -> list[Booking]:
        filters: list[ColumnElement[bool]] = []
        if status:
            # accept ?status=a&status=b; "cancelled" is the spelling most clients send (#214)
            aliases = {"cancelled": BookingStatus.CANCELED.value}
            try:
                statuses = [BookingStatus(aliases.get(s.lower(), s.lower())) for s in status]
            except ValueError as exc:
                raise ValidationException(detail=f"unknown booking status: {exc.args[0]}") from exc
            filters.append(Booking.status.in_(statuses))
        if created_after is not None:
            filters.append(Booking.created_at > created_after)
        return await repo.list(*filters, LimitOffset(limit=limit, offset=0))''')
    newtest = blk('''
import pytest

pytestmark = pytest.mark.usefixtures("seed_bookings")


@pytest.mark.parametrize("raw", ["cancelled", "CANCELLED", "canceled", "Canceled"])
async def test_cancelled_spellings_are_equivalent(client, raw):
    resp = await client.get("/v1/bookings", params={"status": raw})
    assert resp.status_code == 200
    assert {b["status"] for b in resp.json()} == {"canceled"}
    assert len(resp.json()) == 2


async def test_multiple_statuses_with_alias(client):
    resp = await client.get("/v1/bookings", params=[("status", "pending"), ("status", "cancelled")])
    assert resp.status_code == 200
    assert len(resp.json()) == 5


async def test_unknown_status_is_400(client):
    resp = await client.get("/v1/bookings", params={"status": "archived"})
    assert resp.status_code == 400
    assert "unknown booking status" in resp.json()["detail"]
''')
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash(blk('''
On branch fix/214-status-filter
Your branch is up to date with 'origin/fix/214-status-filter'.

nothing to commit, working tree clean
e41b09d (HEAD -> fix/214-status-filter, origin/main, origin/fix/214-status-filter, main) Merge pull request #212 from kestrel-hq/chore/bump-litestar-2.12
7a3c5f2 chore: bump litestar to 2.12.1 and advanced-alchemy to 0.20.0
c08de61 bookings: add created_after filter
5d9f4a0 tests: switch pytest-asyncio to auto mode
1f27b3e docs: describe the booking lifecycle
'''), root)),
        (bash("python -m pytest tests/test_bookings.py -q 2>&1 | tail -40"), oh_bash(blk('''
........F...                                                             [100%]
=================================== FAILURES ===================================
_____________ test_list_bookings_filter_by_status[cancelled-2] _____________

client = <litestar.testing.client.async_client.AsyncTestClient object at 0x7f3a9c2e1b50>
status = 'cancelled', expected = 2

    @pytest.mark.parametrize(
        ("status", "expected"),
        [("pending", 3), ("confirmed", 4), ("cancelled", 2)],
    )
    @pytest.mark.usefixtures("seed_bookings")
    async def test_list_bookings_filter_by_status(client, status, expected):
        resp = await client.get("/v1/bookings", params={"status": status})
>       assert resp.status_code == 200, resp.text
E       AssertionError: {"status_code":500,"detail":"Internal Server Error"}
E       assert 500 == 200
E        +  where 500 = <Response [500 Internal Server Error]>.status_code

tests/test_bookings.py:61: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    litestar:middleware.py:219 Uncaught exception (connection_type=http, path=/v1/bookings):
Traceback (most recent call last):
  File "/opt/miniconda3/envs/testbed/lib/python3.12/site-packages/litestar/routes/http.py", line 81, in handle
    response = await self._get_response_for_request(
  File "/opt/miniconda3/envs/testbed/lib/python3.12/site-packages/litestar/routes/http.py", line 133, in _get_response_for_request
    return await self._call_handler_function(
  File "/opt/miniconda3/envs/testbed/lib/python3.12/site-packages/litestar/routes/http.py", line 153, in _call_handler_function
    response_data, cleanup_group = await self._get_response_data(
  File "/opt/miniconda3/envs/testbed/lib/python3.12/site-packages/litestar/routes/http.py", line 200, in _get_response_data
    data = await route_handler.fn(**parsed_kwargs)
  File "/workspace/kestrel-api/src/kestrel/api/bookings.py", line 47, in list_bookings
    statuses = [BookingStatus(s) for s in status]
  File "/opt/miniconda3/envs/testbed/lib/python3.12/enum.py", line 757, in __call__
    return cls.__new__(cls, value)
  File "/opt/miniconda3/envs/testbed/lib/python3.12/enum.py", line 1171, in __new__
    raise ve_exc
ValueError: 'cancelled' is not a valid BookingStatus
=========================== short test summary info ============================
FAILED tests/test_bookings.py::test_list_bookings_filter_by_status[cancelled-2] - AssertionError: {"status_code":500,"detail":"Internal Server Error"}
1 failed, 11 passed in 1.84s
'''), root)),
        (editor("view", f"{root}/src/kestrel/domain/models.py"), cat_n(f"{root}/src/kestrel/domain/models.py", models)),
        (editor("view", f"{root}/src/kestrel/api/bookings.py", view_range=[30, 62]), cat_n(f"{root}/src/kestrel/api/bookings.py", ctrl, 30)),
        (editor("str_replace", f"{root}/src/kestrel/api/bookings.py", old_str=old, new_str=new), edited(f"{root}/src/kestrel/api/bookings.py", snippet, 42)),
        (bash("python -m pytest tests/test_bookings.py -q 2>&1 | tail -5"), oh_bash(blk('''
............                                                             [100%]
12 passed in 1.69s
'''), root)),
        (editor("create", f"{root}/tests/test_booking_status_aliases.py", file_text=newtest), created(f"{root}/tests/test_booking_status_aliases.py")),
        (bash("python -m pytest -q 2>&1 | tail -8"), oh_bash(blk('''
........................................................................ [ 75%]
........................                                                 [100%]
=============================== warnings summary ===============================
tests/test_rooms.py::test_room_capacity_update
  /opt/miniconda3/envs/testbed/lib/python3.12/site-packages/advanced_alchemy/repository/_async.py:1421: SAWarning: Object of type <Room> not in session, add operation along 'Booking.room' will not proceed

-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
96 passed, 1 warning in 4.12s
'''), root)),
        (bash("git status --short && git diff --stat"), oh_bash(blk('''
 M src/kestrel/api/bookings.py
?? tests/test_booking_status_aliases.py
 src/kestrel/api/bookings.py | 8 ++++++--
 1 file changed, 6 insertions(+), 2 deletions(-)
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-01", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Litestar 2.12 booking API, Python 3.12, pytest + pytest-asyncio in auto mode, SQLite test database). Branch fix/214-status-filter is checked out. Issue #214: GET /v1/bookings?status=cancelled returns 500; clients use the spelling 'cancelled'.",
           bad=False)


# Go Echo + gomock (Gemini CLI) - bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/src/ledgerline"
    hpath = f"{root}/internal/http/handler/accounts.go"
    handler = tabs(blk('''
package handler

import (
    "errors"
    "net/http"

    "github.com/labstack/echo/v4"

    "github.com/ledgerline/ledgerline/internal/service"
)

// Accounts serves the /accounts routes.
type Accounts struct {
    svc service.AccountService
}

func NewAccounts(svc service.AccountService) *Accounts {
    return &Accounts{svc: svc}
}

func (h *Accounts) Register(g *echo.Group) {
    g.GET("/accounts/:id", h.Get)
    g.POST("/accounts", h.Create)
}

func (h *Accounts) Get(c echo.Context) error {
    acc, err := h.svc.Get(c.Request().Context(), c.Param("id"))
    if errors.Is(err, service.ErrNotFound) {
        return problem(c, http.StatusNotFound, "account not found")
    }
    if err != nil {
        return err
    }
    return c.JSON(http.StatusOK, acc)
}

func (h *Accounts) Create(c echo.Context) error {
    var req service.CreateAccount
    if err := c.Bind(&req); err != nil {
        return problem(c, http.StatusBadRequest, "malformed body")
    }
    if err := req.Validate(); err != nil {
        return problem(c, http.StatusUnprocessableEntity, err.Error())
    }
    acc, err := h.svc.Create(c.Request().Context(), req)
    if err != nil {
        return err
    }
    return c.JSON(http.StatusCreated, acc)
}
'''))
    svc = tabs(blk('''
package service

//go:generate mockgen -destination=../mocks/account_service.go -package=mocks . AccountService

import (
    "context"
    "errors"
    "time"

    "github.com/shopspring/decimal"
)

var ErrNotFound = errors.New("not found")

type Account struct {
    ID        string    `json:"id"`
    Owner     string    `json:"owner"`
    Currency  string    `json:"currency"`
    CreatedAt time.Time `json:"created_at"`
}

// Balance is the ledger position of one account at AsOf.
type Balance struct {
    AccountID string          `json:"account_id"`
    Currency  string          `json:"currency"`
    Available decimal.Decimal `json:"available"`
    Pending   decimal.Decimal `json:"pending"`
    AsOf      time.Time       `json:"as_of"`
}

type AccountService interface {
    Get(ctx context.Context, id string) (Account, error)
    Create(ctx context.Context, req CreateAccount) (Account, error)
    Balance(ctx context.Context, id string) (Balance, error)
}
'''))
    old_reg = tabs('    g.POST("/accounts", h.Create)\n}')
    new_reg = tabs('    g.POST("/accounts", h.Create)\n    g.GET("/accounts/:id/balance", h.Balance)\n}')
    old_fn = "func (h *Accounts) Create(c echo.Context) error {"
    new_fn = tabs(blk('''
// Balance returns the current available and pending amounts of one account.
func (h *Accounts) Balance(c echo.Context) error {
    bal, err := h.svc.Balance(c.Request().Context(), c.Param("id"))
    if errors.Is(err, service.ErrNotFound) {
        return problem(c, http.StatusNotFound, "account not found")
    }
    if err != nil {
        return err
    }
    return c.JSON(http.StatusOK, bal)
}

func (h *Accounts) Create(c echo.Context) error {'''))
    test = tabs(blk('''
package handler_test

import (
    "errors"
    "net/http"
    "net/http/httptest"
    "testing"
    "time"

    "github.com/labstack/echo/v4"
    "github.com/shopspring/decimal"
    "github.com/stretchr/testify/assert"
    "github.com/stretchr/testify/require"
    "go.uber.org/mock/gomock"

    "github.com/ledgerline/ledgerline/internal/http/handler"
    "github.com/ledgerline/ledgerline/internal/mocks"
    "github.com/ledgerline/ledgerline/internal/service"
)

func newBalanceServer(t *testing.T) (*echo.Echo, *mocks.MockAccountService) {
    ctrl := gomock.NewController(t)
    svc := mocks.NewMockAccountService(ctrl)
    e := echo.New()
    handler.NewAccounts(svc).Register(e.Group("/v1"))
    return e, svc
}

func TestAccountsBalance_OK(t *testing.T) {
    e, svc := newBalanceServer(t)
    asOf := time.Date(2024, 11, 5, 9, 30, 0, 0, time.UTC)
    svc.EXPECT().Balance(gomock.Any(), "acc_01HC9Z7K3M").Return(service.Balance{
        AccountID: "acc_01HC9Z7K3M",
        Currency:  "EUR",
        Available: decimal.RequireFromString("1250.40"),
        Pending:   decimal.RequireFromString("-35.00"),
        AsOf:      asOf,
    }, nil)

    rec := httptest.NewRecorder()
    e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/accounts/acc_01HC9Z7K3M/balance", nil))

    require.Equal(t, http.StatusOK, rec.Code)
    assert.JSONEq(t, `{"account_id":"acc_01HC9Z7K3M","currency":"EUR","available":"1250.4","pending":"-35","as_of":"2024-11-05T09:30:00Z"}`, rec.Body.String())
}

func TestAccountsBalance_NotFound(t *testing.T) {
    e, svc := newBalanceServer(t)
    svc.EXPECT().Balance(gomock.Any(), "acc_missing").Return(service.Balance{}, service.ErrNotFound)

    rec := httptest.NewRecorder()
    e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/accounts/acc_missing/balance", nil))

    assert.Equal(t, http.StatusNotFound, rec.Code)
    assert.Contains(t, rec.Body.String(), "account not found")
}

func TestAccountsBalance_ServiceError(t *testing.T) {
    e, svc := newBalanceServer(t)
    svc.EXPECT().Balance(gomock.Any(), "acc_01HC9Z7K3M").Return(service.Balance{}, errors.New("connection reset by peer"))

    rec := httptest.NewRecorder()
    e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/v1/accounts/acc_01HC9Z7K3M/balance", nil))

    assert.Equal(t, http.StatusInternalServerError, rec.Code)
}
'''))
    ins = 1 + new_fn.count("\n") + len(test.split("\n"))
    tpath = f"{root}/internal/http/handler/accounts_balance_test.go"
    turns = [
        (gshell("git status -sb && git log --oneline -6", "Show the branch state and the latest commits"),
         gem_run("git status -sb && git log --oneline -6", blk('''
## feat/account-balance...origin/feat/account-balance
9c41e7a service: cache account lookups for 30s
2b8f3d6 handler: return problem+json on validation errors
e07a915 Merge pull request #88 from ledgerline/dependabot/go_modules/github.com/labstack/echo/v4-4.12.0
41c6d2f build(deps): bump github.com/labstack/echo/v4 from 4.11.4 to 4.12.0
b5d0e88 service: add Balance to AccountService
7f2a1c9 mocks: switch to go.uber.org/mock v0.4.0'''), pgid=71204)),
        (g_read(hpath), handler),
        (g_read(f"{root}/internal/service/accounts.go"), svc),
        (g_replace(hpath, old_reg, new_reg), replaced(hpath)),
        (g_replace(hpath, old_fn, new_fn), replaced(hpath)),
        (g_write(tpath, test), wrote(tpath)),
        (gshell("go generate ./internal/service/... && go test ./internal/http/handler/ -run 'TestAccounts' -v", "Regenerate mocks and run the account handler tests"),
         gem_run("go generate ./internal/service/... && go test ./internal/http/handler/ -run 'TestAccounts' -v", blk('''
=== RUN   TestAccountsGet_OK
--- PASS: TestAccountsGet_OK (0.00s)
=== RUN   TestAccountsGet_NotFound
--- PASS: TestAccountsGet_NotFound (0.00s)
=== RUN   TestAccountsCreate_Validation
=== RUN   TestAccountsCreate_Validation/missing_owner
=== RUN   TestAccountsCreate_Validation/unsupported_currency
=== RUN   TestAccountsCreate_Validation/malformed_json
--- PASS: TestAccountsCreate_Validation (0.00s)
    --- PASS: TestAccountsCreate_Validation/missing_owner (0.00s)
    --- PASS: TestAccountsCreate_Validation/unsupported_currency (0.00s)
    --- PASS: TestAccountsCreate_Validation/malformed_json (0.00s)
=== RUN   TestAccountsBalance_OK
--- PASS: TestAccountsBalance_OK (0.00s)
=== RUN   TestAccountsBalance_NotFound
--- PASS: TestAccountsBalance_NotFound (0.00s)
=== RUN   TestAccountsBalance_ServiceError
--- PASS: TestAccountsBalance_ServiceError (0.00s)
PASS
ok  \tgithub.com/ledgerline/ledgerline/internal/http/handler\t0.021s'''), pgid=71388)),
        (gshell("git add internal/http/handler && git commit -m 'handler: add GET /accounts/:id/balance' && git log --oneline -4", "Commit the new endpoint and its tests"),
         gem_run("git add internal/http/handler && git commit -m 'handler: add GET /accounts/:id/balance' && git log --oneline -4", blk(f'''
[feat/account-balance 3e8d0b2] handler: add GET /accounts/:id/balance
 2 files changed, {ins} insertions(+)
 create mode 100644 internal/http/handler/accounts_balance_test.go
3e8d0b2 handler: add GET /accounts/:id/balance
9c47e1a service: cache account lookups for 30s
2b8f3d6 handler: return problem+json on validation errors
e07a915 Merge pull request #88 from ledgerline/dependabot/go_modules/github.com/labstack/echo/v4-4.12.0'''), pgid=71542)),
        (gshell("go vet ./... && go test ./... 2>&1", "Vet and test the whole module"),
         gem_run("go vet ./... && go test ./... 2>&1", blk('''
?   \tgithub.com/ledgerline/ledgerline/cmd/ledgerd\t[no test files]
ok  \tgithub.com/ledgerline/ledgerline/internal/config\t0.006s
ok  \tgithub.com/ledgerline/ledgerline/internal/http/handler\t0.024s
ok  \tgithub.com/ledgerline/ledgerline/internal/http/middleware\t0.011s
?   \tgithub.com/ledgerline/ledgerline/internal/mocks\t[no test files]
ok  \tgithub.com/ledgerline/ledgerline/internal/repo\t0.148s
ok  \tgithub.com/ledgerline/ledgerline/internal/service\t0.037s'''), pgid=71790)),
    ]
    rs.add(task="swe", tid="h36-swe-02", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Go 1.22 service, Echo v4, go.uber.org/mock for mocks, testify). Branch feat/account-balance tracks origin. Task: expose the existing AccountService.Balance as GET /v1/accounts/:id/balance with handler tests.",
           bad=True, turn=8, kind="earlier commit hash changed in git log after committing")


# Rust Axum + sqlx (OpenHands) - clean
def t03(rs: RowSet) -> None:
    root = "/workspace/tidepool"
    ver = "20241203141733"
    up = f"migrations/{ver}_create_api_keys.up.sql"
    down = f"migrations/{ver}_create_api_keys.down.sql"
    dbmod = blk('''
pub mod readings;
pub mod stations;
pub mod users;

pub use sqlx::PgPool;

/// Connection pool shared by all handlers.
pub async fn connect(url: &str) -> sqlx::Result<PgPool> {
    sqlx::postgres::PgPoolOptions::new()
        .max_connections(10)
        .acquire_timeout(std::time::Duration::from_secs(3))
        .connect(url)
        .await
}
''')
    _, mod_out = oh_replace(f"{root}/src/db/mod.rs", dbmod, "pub mod readings;\n", "pub mod api_keys;\npub mod readings;\n")
    keys_rs = blk('''
use chrono::{DateTime, Utc};
use sqlx::PgPool;
use uuid::Uuid;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ApiKey {
    pub id: Uuid,
    pub user_id: i64,
    pub name: String,
    pub prefix: String,
    pub key_hash: Vec<u8>,
    pub scopes: Vec<String>,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

pub async fn insert(
    pool: &PgPool,
    user_id: i64,
    name: &str,
    prefix: &str,
    key_hash: &[u8],
    scopes: &[String],
) -> sqlx::Result<ApiKey> {
    sqlx::query_as!(
        ApiKey,
        r#"INSERT INTO api_keys (user_id, name, prefix, key_hash, scopes)
           VALUES ($1, $2, $3, $4, $5)
           RETURNING id, user_id, name, prefix, key_hash, scopes, created_at, last_used_at, revoked_at"#,
        user_id,
        name,
        prefix,
        key_hash,
        scopes
    )
    .fetch_one(pool)
    .await
}

pub async fn find_active_by_prefix(pool: &PgPool, prefix: &str) -> sqlx::Result<Option<ApiKey>> {
    sqlx::query_as!(
        ApiKey,
        r#"SELECT id, user_id, name, prefix, key_hash, scopes, created_at, last_used_at, revoked_at
           FROM api_keys WHERE prefix = $1 AND revoked_at IS NULL"#,
        prefix
    )
    .fetch_optional(pool)
    .await
}

pub async fn revoke(pool: &PgPool, id: Uuid) -> sqlx::Result<bool> {
    let res = sqlx::query!("UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL", id)
        .execute(pool)
        .await?;
    Ok(res.rows_affected() == 1)
}
''')
    tests_rs = blk('''
use sqlx::PgPool;
use tidepool::db::api_keys;

#[sqlx::test(fixtures("users"))]
async fn insert_and_find_by_prefix(pool: PgPool) -> sqlx::Result<()> {
    let key = api_keys::insert(&pool, 1, "ci", "tp_a1b2c", &[0x9f, 0x12, 0x7e], &["read".to_string()]).await?;
    let found = api_keys::find_active_by_prefix(&pool, "tp_a1b2c").await?.expect("key should exist");
    assert_eq!(found.id, key.id);
    assert_eq!(found.scopes, vec!["read".to_string()]);
    assert!(found.revoked_at.is_none());
    Ok(())
}

#[sqlx::test(fixtures("users"))]
async fn revoked_keys_are_not_found(pool: PgPool) -> sqlx::Result<()> {
    let key = api_keys::insert(&pool, 1, "old laptop", "tp_zz9y8", &[0x01], &[]).await?;
    assert!(api_keys::revoke(&pool, key.id).await?);
    assert!(!api_keys::revoke(&pool, key.id).await?, "second revoke is a no-op");
    assert!(api_keys::find_active_by_prefix(&pool, "tp_zz9y8").await?.is_none());
    Ok(())
}

#[sqlx::test(fixtures("users"))]
async fn prefix_is_unique(pool: PgPool) -> sqlx::Result<()> {
    api_keys::insert(&pool, 1, "a", "tp_dup00", &[0x01], &[]).await?;
    let err = api_keys::insert(&pool, 2, "b", "tp_dup00", &[0x02], &[]).await.unwrap_err();
    assert_eq!(err.as_database_error().and_then(|e| e.code()).as_deref(), Some("23505"));
    Ok(())
}
''')
    ps_head = "CONTAINER ID   IMAGE                STATUS          PORTS                                             NAMES"
    turns = [
        (bash(f"cd {root} && docker ps --format 'table {{{{.ID}}}}\\t{{{{.Image}}}}\\t{{{{.Status}}}}\\t{{{{.Ports}}}}\\t{{{{.Names}}}}' && sqlx migrate info"), oh_bash(blk(f'''
{ps_head}
a3f9d1c27e4b   postgres:16-alpine   Up 4 minutes    0.0.0.0:55432->5432/tcp, [::]:55432->5432/tcp     tidepool-db-1
5b7e02c9d8a1   redis:7.2-alpine     Up 4 minutes    0.0.0.0:56379->6379/tcp, [::]:56379->6379/tcp     tidepool-cache-1
20240611093012/installed create users
20240611093518/installed create stations
20240719150244/installed create readings
20240902081130/installed readings add quality flag
'''), root)),
        (bash("sqlx migrate add -r create_api_keys"), oh_bash(blk(f'''
Creating {up}
Creating {down}
'''), root)),
        (bash(f"""cat > {up} <<'SQL'
CREATE TABLE api_keys (
    id           UUID PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id      BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    prefix       CHAR(8) NOT NULL UNIQUE,
    key_hash     BYTEA NOT NULL,
    scopes       TEXT[] NOT NULL DEFAULT '{{read}}',
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_used_at TIMESTAMPTZ,
    revoked_at   TIMESTAMPTZ
);

CREATE INDEX api_keys_user_id_idx ON api_keys (user_id) WHERE revoked_at IS NULL;
SQL
echo 'DROP TABLE api_keys;' > {down}
wc -l migrations/{ver}_*"""), oh_bash(blk(f'''
  1 {down}
 13 {up}
 14 total
'''), root)),
        (bash("sqlx migrate run && sqlx migrate info"), oh_bash(blk(f'''
Applied {ver}/migrate create api keys (11.482093ms)
20240611093012/installed create users
20240611093518/installed create stations
20240719150244/installed create readings
20240902081130/installed readings add quality flag
{ver}/installed create api keys
'''), root)),
        (editor("create", f"{root}/src/db/api_keys.rs", file_text=keys_rs), created(f"{root}/src/db/api_keys.rs")),
        (editor("str_replace", f"{root}/src/db/mod.rs", old_str="pub mod readings;\n", new_str="pub mod api_keys;\npub mod readings;\n"), mod_out),
        (editor("create", f"{root}/tests/api_keys.rs", file_text=tests_rs), created(f"{root}/tests/api_keys.rs")),
        (bash("cargo test 2>&1 | tail -60"), oh_bash(blk('''
   Compiling tidepool v0.3.0 (/workspace/tidepool)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 47.93s
     Running unittests src/lib.rs (target/debug/deps/tidepool-6c1f0d2e9b8a4f37)

running 14 tests
test config::tests::defaults_from_env ... ok
test config::tests::rejects_bad_port ... ok
test geo::tests::bbox_contains_point ... ok
test geo::tests::bbox_rejects_inverted ... ok
test geo::tests::haversine_known_distance ... ok
test readings::tests::quality_flag_roundtrip ... ok
test readings::tests::rejects_future_timestamp ... ok
test readings::tests::unit_conversion_cm_to_m ... ok
test routes::tests::health_ok ... ok
test routes::tests::pagination_defaults ... ok
test routes::tests::pagination_caps_limit ... ok
test stations::tests::code_is_uppercased ... ok
test stations::tests::code_length_validated ... ok
test users::tests::email_is_normalised ... ok

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running unittests src/main.rs (target/debug/deps/tidepool-1e0b7a93c55d2f18)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/api_keys.rs (target/debug/deps/api_keys-8d2f61c04a7be913)

running 3 tests
test prefix_is_unique ... ok
test revoked_keys_are_not_found ... ok
test insert_and_find_by_prefix ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

     Running tests/readings_api.rs (target/debug/deps/readings_api-f3a90c6e1d27b584)

running 6 tests
test list_readings_empty_station ... ok
test list_readings_filters_by_quality ... ok
test create_reading_requires_station ... ok
test create_reading_ok ... ok
test list_readings_paginates ... ok
test delete_reading_is_idempotent ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.63s

   Doc-tests tidepool

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
'''), root)),
        (bash("docker ps --format 'table {{.ID}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}\\t{{.Names}}' && psql \"$DATABASE_URL\" -c '\\dt'"), oh_bash(blk(f'''
{ps_head}
a3f9d1c27e4b   postgres:16-alpine   Up 13 minutes   0.0.0.0:55432->5432/tcp, [::]:55432->5432/tcp     tidepool-db-1
5b7e02c9d8a1   redis:7.2-alpine     Up 13 minutes   0.0.0.0:56379->6379/tcp, [::]:56379->6379/tcp     tidepool-cache-1
               List of relations
 Schema |       Name       | Type  |  Owner
--------+------------------+-------+----------
 public | _sqlx_migrations | table | tidepool
 public | api_keys         | table | tidepool
 public | readings         | table | tidepool
 public | stations         | table | tidepool
 public | users            | table | tidepool
(5 rows)
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-03", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Rust 1.82, Axum 0.7, sqlx 0.8 with the postgres feature; docker compose runs Postgres 16 on port 55432 and Redis). DATABASE_URL is set in .env. Task: add an api_keys table (reversible sqlx migration) and a small data-access module with tests.",
           bad=False)


# Node Fastify + tap (Gemini CLI) - bad
def t04(rs: RowSet) -> None:
    root = "/home/ana/code/parcel-relay"
    app = f"{root}/src/app.js"
    src = blk('''
'use strict'

const path = require('node:path')
const crypto = require('node:crypto')
const Fastify = require('fastify')
const AutoLoad = require('@fastify/autoload')

const config = require('./config')

function build (opts = {}) {
  const app = Fastify({
    logger: opts.logger ?? config.logger,
    bodyLimit: 1048576,
    connectionTimeout: 15000,
    keepAliveTimeout: 72000,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array' } },
    ...opts.fastify
  })

  app.register(require('@fastify/sensible'))
  app.register(require('@fastify/cors'), { origin: config.cors.origins })
  app.register(AutoLoad, { dir: path.join(__dirname, 'plugins') })
  app.register(AutoLoad, {
    dir: path.join(__dirname, 'routes'),
    options: { prefix: '/api' },
    ignorePattern: /.*\\.test\\.js$/
  })

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: 'Not Found', path: request.url })
  })

  return app
}

module.exports = { build }
''')
    old = "    bodyLimit: 1048576,"
    new = "    bodyLimit: 5 * 1024 * 1024, // manifests from the big depots reach ~4 MB (#97)"
    fail = blk('''
 FAIL  test/routes/manifest.test.js
 ✖ should be equal

  test/routes/manifest.test.js
  21 |     url: '/api/parcels/PRC-20931/manifest',
  22 |     payload: bigManifest(18000)
  23 |   })
> 24 |   t.equal(res.statusCode, 200)
     | ----^
  25 |   t.equal(res.json().items, 18000)
  26 | })
  27 |

  --- expected
  +++ actual
  @@ -1,1 +1,1 @@
  -200
  +413

  test: test/routes/manifest.test.js accepts a 2 MB manifest
  stack: |
    Test.<anonymous> (test/routes/manifest.test.js:24:5)

 ✖ should be equal

  test/routes/manifest.test.js
  24 |   t.equal(res.statusCode, 200)
> 25 |   t.equal(res.json().items, 18000)
     | ----^
  26 | })
  27 |

  --- expected
  +++ actual
  @@ -1,1 +1,1 @@
  -18000
  +undefined

  test: test/routes/manifest.test.js accepts a 2 MB manifest


  🌈 SUMMARY RESULTS 🌈


 FAIL  test/routes/manifest.test.js 2 failed of 9 1s
 ✖ test/routes/manifest.test.js accepts a 2 MB manifest > should be equal
 ✖ test/routes/manifest.test.js accepts a 2 MB manifest > should be equal

# { total: 9, pass: 7, fail: 2 }
# time=1021.84ms''')
    passing = blk('''
 PASS  test/routes/manifest.test.js 9 OK 1s


  🌈 SUMMARY RESULTS 🌈


Suites:   1 passed, 1 of 1 completed
Asserts:  9 passed, of 9
Time:     1s''')
    full = blk('''

> parcel-relay@1.8.2 test
> tap

 PASS  test/plugins/auth.test.js 6 OK 612.83ms
 PASS  test/plugins/db.test.js 4 OK 488.12ms
 PASS  test/routes/health.test.js 3 OK 301.5ms
 PASS  test/routes/manifest.test.js 9 OK 1s
 PASS  test/routes/parcels.test.js 14 OK 1s
 PASS  test/routes/tracking.test.js 11 OK 1s
 PASS  test/app.test.js 5 OK 402.77ms


  🌈 SUMMARY RESULTS 🌈


Suites:   7 passed, 7 of 7 completed
Asserts:  52 passed, of 52
Time:     3s
----------------------|---------|----------|---------|---------|-------------------
File                  | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
----------------------|---------|----------|---------|---------|-------------------
All files             |   94.12 |    86.21 |   95.45 |   94.07 |
 src                  |     100 |    83.33 |     100 |     100 |
  app.js              |     100 |      100 |     100 |     100 |
  config.js           |     100 |       75 |     100 |     100 | 9
 src/plugins          |   91.67 |    83.33 |     100 |   91.43 |
  auth.js             |   95.24 |    87.5  |     100 |   95.24 | 33
  db.js               |   86.67 |       75 |     100 |   85.71 | 21-22
 src/routes           |   93.55 |    88.24 |   91.67 |   93.44 |
  health.js           |     100 |      100 |     100 |     100 |
  manifest.js         |   95.45 |    90.91 |     100 |   95.24 | 47
  parcels.js          |   92.86 |    87.5  |   88.89 |   92.68 | 61,88
  tracking.js         |   92.31 |    85.71 |   88.89 |   92    | 40-41
----------------------|---------|----------|---------|---------|-------------------''')
    turns = [
        (g_read(app), src),
        (gshell("npx tap test/routes/manifest.test.js", "Run the manifest route tests"),
         gem_run("npx tap test/routes/manifest.test.js", fail, code=1, pgid=90311)),
        (g_replace(app, old, new), replaced(app)),
        (gshell("npx tap test/routes/manifest.test.js", "Re-run the manifest route tests after raising the body limit"),
         gem_run("npx tap test/routes/manifest.test.js", passing, pgid=90467)),
        (g_read(app), src),
        (gshell("npm test", "Run the full tap suite with coverage"), gem_run("npm test", full, pgid=90602)),
        (gshell("npm run lint", "Lint with standard"), gem_run("npm run lint", blk('''

> parcel-relay@1.8.2 lint
> standard src test
'''), pgid=90755)),
    ]
    rs.add(task="swe", tid="h36-swe-04", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Node 20, Fastify 4.28, tap 16 with coverage, standard for lint). Issue #97: PUT /api/parcels/:id/manifest rejects manifests over 1 MiB with 413; depots send up to about 4 MB.",
           bad=True, turn=5, kind="edited bodyLimit reads back with its original value")


# Kotlin Spring Boot + Kotest (OpenHands) - bad
def t05(rs: RowSet) -> None:
    root = "/workspace/orbit-billing"
    d = "src/test/kotlin/com/orbit/billing/service"
    legacy = blk('''
package com.orbit.billing.service

import com.orbit.billing.domain.LineItem
import com.orbit.billing.support.Fixtures
import io.mockk.every
import io.mockk.mockk
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import java.math.BigDecimal

class InvoiceServiceLegacyTest {

    private lateinit var repo: InvoiceRepository
    private lateinit var service: InvoiceService

    @BeforeEach
    fun setUp() {
        repo = mockk(relaxed = true)
        service = InvoiceService(repo, TaxCalculator(Fixtures.taxRates))
    }

    @Test
    fun `total sums line items`() {
        val invoice = Fixtures.invoice(LineItem("Widget", 3, BigDecimal("9.99")), LineItem("Gadget", 1, BigDecimal("24.50")))
        assertEquals(BigDecimal("54.47"), service.subtotal(invoice))
    }

    @Test
    fun `tax is applied per region`() {
        val invoice = Fixtures.invoice(LineItem("Widget", 2, BigDecimal("10.00")), region = "DE")
        assertEquals(BigDecimal("3.80"), service.tax(invoice))
    }

    @Test
    fun `empty invoice cannot be issued`() {
        assertThrows(IllegalStateException::class.java) { service.issue(Fixtures.invoice()) }
    }

    @Test
    fun `issued invoice is saved with number`() {
        every { repo.nextNumber() } returns 1042
        val issued = service.issue(Fixtures.invoice(LineItem("Widget", 1, BigDecimal("9.99"))))
        assertEquals("INV-2025-001042", issued.number)
    }
}
''')
    spec = blk('''
package com.orbit.billing.service

import com.orbit.billing.domain.LineItem
import com.orbit.billing.support.Fixtures
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.mockk.every
import io.mockk.mockk
import java.math.BigDecimal

class InvoiceServiceSpec : FunSpec({
    val repo = mockk<InvoiceRepository>(relaxed = true)
    val service = InvoiceService(repo, TaxCalculator(Fixtures.taxRates))

    test("subtotal sums line items") {
        val invoice = Fixtures.invoice(LineItem("Widget", 3, BigDecimal("9.99")), LineItem("Gadget", 1, BigDecimal("24.50")))
        service.subtotal(invoice) shouldBe BigDecimal("54.47")
    }

    context("tax per region") {
        withData(
            "DE" to BigDecimal("3.80"),
            "FR" to BigDecimal("4.00"),
            "CH" to BigDecimal("1.62"),
        ) { (region, expected) ->
            service.tax(Fixtures.invoice(LineItem("Widget", 2, BigDecimal("10.00")), region = region)) shouldBe expected
        }
    }

    test("empty invoice cannot be issued") {
        shouldThrow<IllegalStateException> { service.issue(Fixtures.invoice()) }
    }

    test("issued invoice is saved with a padded number") {
        every { repo.nextNumber() } returns 1042
        service.issue(Fixtures.invoice(LineItem("Widget", 1, BigDecimal("9.99")))).number shouldBe "INV-2025-001042"
    }
})
''')
    spath = f"{root}/{d}/InvoiceServiceSpec.kt"
    old = "    val service = InvoiceService(repo, TaxCalculator(Fixtures.taxRates))"
    new = "    // fixed clock: invoice numbers embed the issue year\n    val service = InvoiceService(repo, TaxCalculator(Fixtures.taxRates), clock = Fixtures.fixedClock)"
    spec2, spec_out = oh_replace(spath, spec, old, new)
    fail_line = line_of(spec, 'shouldBe "INV-2025-001042"')
    turns = [
        (bash(f"cd {root} && git status -sb && find src/test -name '*.kt' | sort"), oh_bash(blk(f'''
## chore/kotest-invoice...origin/chore/kotest-invoice
src/test/kotlin/com/orbit/billing/BillingApplicationTests.kt
src/test/kotlin/com/orbit/billing/api/InvoiceControllerSpec.kt
src/test/kotlin/com/orbit/billing/api/PaymentWebhookSpec.kt
{d}/InvoiceServiceLegacyTest.kt
{d}/TaxCalculatorSpec.kt
src/test/kotlin/com/orbit/billing/support/Fixtures.kt
'''), root)),
        (editor("view", f"{root}/{d}/InvoiceServiceLegacyTest.kt"), view(f"{root}/{d}/InvoiceServiceLegacyTest.kt", legacy)),
        (editor("create", spath, file_text=spec + "\n"), created(spath)),
        (bash(f"git rm {d}/InvoiceServiceLegacyTest.kt"), oh_bash(f"rm '{d}/InvoiceServiceLegacyTest.kt'", root)),
        (bash("./gradlew test --tests 'com.orbit.billing.service.InvoiceServiceSpec' 2>&1 | tail -30"), oh_bash(blk(f'''
> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources UP-TO-DATE
> Task :testClasses

> Task :test

InvoiceServiceSpec > issued invoice is saved with a padded number FAILED
    io.kotest.assertions.AssertionFailedError: expected:<"INV-2025-001042"> but was:<"INV-2026-001042">
        at com.orbit.billing.service.InvoiceServiceSpec$1$4.invokeSuspend(InvoiceServiceSpec.kt:{fail_line})

6 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/orbit-billing/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 21s
5 actionable tasks: 3 executed, 2 up-to-date
'''), root)),
        (editor("str_replace", spath, old_str=old, new_str=new), spec_out),
        (bash("./gradlew test 2>&1 | tail -15"), oh_bash(blk('''
> Task :testClasses

> Task :test
Results: SUCCESS (38 tests, 38 passed, 0 failed, 0 skipped)

> Task :jacocoTestReport

BUILD SUCCESSFUL in 34s
7 actionable tasks: 3 executed, 4 up-to-date
'''), root)),
        (bash(f"ls -la {d}/ && git status --short"), oh_bash(blk(f'''
total 20
drwxr-xr-x 2 openhands openhands 4096 Jan  7 10:48 .
drwxr-xr-x 6 openhands openhands 4096 Dec 12 16:03 ..
-rw-r--r-- 1 openhands openhands {len(legacy) + 1:>4} Dec 12 16:03 InvoiceServiceLegacyTest.kt
-rw-r--r-- 1 openhands openhands {len(spec2) + 1:>4} Jan  7 10:52 InvoiceServiceSpec.kt
-rw-r--r-- 1 openhands openhands 2311 Dec 12 16:03 TaxCalculatorSpec.kt
D  {d}/InvoiceServiceLegacyTest.kt
?? {d}/InvoiceServiceSpec.kt
'''), root)),
        (bash(f"git add {d}/InvoiceServiceSpec.kt && git commit -m 'test: port InvoiceService tests to Kotest'"), oh_bash(blk(f'''
[chore/kotest-invoice 8e5b1d7] test: port InvoiceService tests to Kotest
 2 files changed, {len(spec2.split(chr(10)))} insertions(+), {len(legacy.split(chr(10)))} deletions(-)
 delete mode 100644 {d}/InvoiceServiceLegacyTest.kt
 create mode 100644 {d}/InvoiceServiceSpec.kt
'''), root)),
        (bash("git log --oneline -3"), oh_bash(blk('''
8e5b1d7 (HEAD -> chore/kotest-invoice) test: port InvoiceService tests to Kotest
f31a09c (origin/chore/kotest-invoice, origin/main, main) billing: round tax half-even per line
6d2c8e4 webhooks: verify Stripe signature tolerance
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-05", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Kotlin 2.0, Spring Boot 3.3, Gradle 8.10, Kotest 5.9 with the JUnit 5 runner, MockK). Branch chore/kotest-invoice. Task: replace the JUnit-style InvoiceServiceLegacyTest with a Kotest spec and delete the old file.",
           bad=True, turn=8, kind="file removed with git rm listed again in the directory")


# Elm + elm-test (Gemini CLI) - clean
def t06(rs: RowSet) -> None:
    root = "/home/kai/elm-budget"
    money = blk(r'''
module Money exposing (Money, add, format, fromCents, negate, toCents)


type Money
    = Money Int


fromCents : Int -> Money
fromCents =
    Money


toCents : Money -> Int
toCents (Money c) =
    c


add : Money -> Money -> Money
add (Money a) (Money b) =
    Money (a + b)


negate : Money -> Money
negate (Money c) =
    Money -c


format : Money -> String
format (Money c) =
    let
        sign =
            if c < 0 then
                "-"

            else
                ""

        units =
            abs c // 100

        cents =
            remainderBy 100 (abs c)

        centsText =
            if cents < 10 && c >= 0 then
                "0" ++ String.fromInt cents

            else
                String.fromInt cents
    in
    sign ++ String.fromInt units ++ "." ++ centsText
''')
    old_m = r'''        centsText =
            if cents < 10 && c >= 0 then
                "0" ++ String.fromInt cents

            else
                String.fromInt cents'''
    new_m = r'''        centsText =
            String.padLeft 2 '0' (String.fromInt cents)'''
    mtest = blk(r'''
module MoneyTest exposing (suite)

import Expect
import Fuzz
import Money
import Test exposing (Test, describe, fuzz, test)


suite : Test
suite =
    describe "Money"
        [ describe "format"
            [ test "whole amounts" <|
                \_ -> Money.fromCents 1200 |> Money.format |> Expect.equal "12.00"
            , test "cents are padded" <|
                \_ -> Money.fromCents 1207 |> Money.format |> Expect.equal "12.07"
            , test "negative amounts keep two decimals" <|
                \_ -> Money.fromCents -305 |> Money.format |> Expect.equal "-3.05"
            ]
        , describe "arithmetic"
            [ fuzz (Fuzz.pair Fuzz.int Fuzz.int) "add is commutative" <|
                \( a, b ) ->
                    Money.add (Money.fromCents a) (Money.fromCents b)
                        |> Expect.equal (Money.add (Money.fromCents b) (Money.fromCents a))
            , fuzz Fuzz.int "negate twice is identity" <|
                \c -> Money.fromCents c |> Money.negate |> Money.negate |> Expect.equal (Money.fromCents c)
            ]
        ]
''')
    old_t = r'''                \_ -> Money.fromCents -305 |> Money.format |> Expect.equal "-3.05"
            ]'''
    new_t = r'''                \_ -> Money.fromCents -305 |> Money.format |> Expect.equal "-3.05"
            , fuzz Fuzz.int "always exactly two decimals" <|
                \c ->
                    Money.fromCents c
                        |> Money.format
                        |> String.split "."
                        |> List.drop 1
                        |> List.map String.length
                        |> Expect.equal [ 2 ]
            ]'''
    mp, tp = f"{root}/src/Money.elm", f"{root}/tests/MoneyTest.elm"
    head = "elm-test 0.19.1-revision12\n--------------------------\n\nCompiling > Starting tests\n\n"
    turns = [
        (gshell("npx elm-test", "Run the Elm test suite"), gem_run("npx elm-test", head + blk('''
Running 48 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 290847261573


↓ MoneyTest
↓ Money
↓ format
✗ negative amounts keep two decimals

    "-3.5"
    ╷
    │ Expect.equal
    ╵
    "-3.05"



TEST RUN FAILED

Duration: 412 ms
Passed:   47
Failed:   1'''), code=2, pgid=30877)),
        (g_read(mp), money),
        (g_replace(mp, old_m, new_m), replaced(mp)),
        (gshell("npx elm-test", "Re-run the tests after the padding fix"), gem_run("npx elm-test", head + blk('''
Running 48 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 118562930417


TEST RUN PASSED

Duration: 379 ms
Passed:   48
Failed:   0'''), pgid=31044)),
        (g_read(tp), mtest),
        (g_replace(tp, old_t, new_t), replaced(tp)),
        (gshell("npx elm-test && git status --short", "Run the suite with the new fuzz test and show changed files"),
         gem_run("npx elm-test && git status --short", head + blk('''
Running 49 tests. To reproduce these results, run: elm-test --fuzz 100 --seed 76104352998


TEST RUN PASSED

Duration: 437 ms
Passed:   49
Failed:   0

 M src/Money.elm
 M tests/MoneyTest.elm'''), pgid=31290)),
    ]
    rs.add(task="swe", tid="h36-swe-06", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Elm 0.19.1 budgeting app, elm-test 0.19.1-revision12 via npx). Bug report: negative amounts with fewer than ten cents render as '-3.5' instead of '-3.05'.",
           bad=False)


# Crystal + Spec (OpenHands) - bad
def t07(rs: RowSet) -> None:
    root = "/workspace/kiln"
    slug = blk(r'''
require "set"

module Kiln
  module Slug
    extend self

    # Runs of characters that do not survive slugification.
    DISALLOWED = /[^a-z0-9\-]+/

    def slugify(title : String, max_length : Int32 = 80) : String
      slug = title.unicode_normalize(:nfkd)
        .gsub(/\p{Mn}/, "")
        .downcase
        .gsub(DISALLOWED, "-")
        .strip('-')
      slug = slug[0, max_length].rstrip('-') if slug.size > max_length
      slug
    end

    def unique(title : String, taken : Set(String)) : String
      base = slugify(title)
      return base unless taken.includes?(base)
      n = 2
      while taken.includes?("#{base}-#{n}")
        n += 1
      end
      "#{base}-#{n}"
    end
  end
end
''')
    spec = blk('''
require "../spec_helper"

describe Kiln::Slug do
  describe ".slugify" do
    it "lowercases and joins words" do
      Kiln::Slug.slugify("Hello World").should eq("hello-world")
    end

    it "strips accents" do
      Kiln::Slug.slugify("Café Society").should eq("cafe-society")
    end

    it "drops punctuation" do
      Kiln::Slug.slugify("What's new, 2024?").should eq("what-s-new-2024")
    end

    it "trims leading and trailing separators" do
      Kiln::Slug.slugify("  -- Notes --  ").should eq("notes")
    end

    it "collapses repeated separators" do
      Kiln::Slug.slugify("Hello - World").should eq("hello-world")
    end

    it "truncates to max_length" do
      Kiln::Slug.slugify("one two three four", max_length: 7).should eq("one-two")
    end
  end

  describe ".unique" do
    it "returns the base slug when free" do
      Kiln::Slug.unique("Post", Set(String).new).should eq("post")
    end

    it "appends the first free counter" do
      Kiln::Slug.unique("Post", Set{"post", "post-2"}).should eq("post-3")
    end

    it "counts from 2" do
      Kiln::Slug.unique("Post", Set{"post"}).should eq("post-2")
    end
  end
end
''')
    new_specs = blk('''

    it "collapses separators left by stripped accents" do
      Kiln::Slug.slugify("Crème — brûlée").should eq("creme-brulee")
    end

    it "keeps single dashes from the title" do
      Kiln::Slug.slugify("x-ray vision").should eq("x-ray-vision")
    end

    it "does not end with a dash after truncation" do
      Kiln::Slug.slugify("a-" * 50, max_length: 9).should eq("a-a-a-a-a")
    end''')
    sp = f"{root}/src/kiln/slug.cr"
    pp = f"{root}/spec/kiln/slug_spec.cr"
    old = '        .gsub(DISALLOWED, "-")\n        .strip(\'-\')'
    new = '        .gsub(DISALLOWED, "-")\n        .gsub(/-{2,}/, "-")\n        .strip(\'-\')'
    _, slug_out = oh_replace(sp, slug, old, new)
    it_line = line_of(spec, '"collapses repeated separators"')
    end_line = it_line + 2
    _, ins_out = oh_insert(pp, spec, end_line, new_specs)
    n_slug_spec = spec.count(' it "')
    turns = [
        (bash(f"cd {root} && crystal spec 2>&1 | tail -25"), oh_bash("." * 26 + "F" + "." * 14 + blk(f'''


Failures:

  1) Kiln::Slug .slugify collapses repeated separators
     Failure/Error: Kiln::Slug.slugify("Hello - World").should eq("hello-world")

       Expected: "hello-world"
            got: "hello---world"

     # spec/kiln/slug_spec.cr:{it_line + 1}

Finished in 41.87 milliseconds
41 examples, 1 failures, 0 errors, 0 pending

Failed examples:

crystal spec spec/kiln/slug_spec.cr:{it_line} # Kiln::Slug .slugify collapses repeated separators
'''), root)),
        (editor("view", sp), view(sp, slug)),
        (editor("str_replace", sp, old_str=old, new_str=new), slug_out),
        (bash("crystal spec spec/kiln/slug_spec.cr"), oh_bash("." * n_slug_spec + f"\n\nFinished in 1.12 milliseconds\n{n_slug_spec} examples, 0 failures, 0 errors, 0 pending", root)),
        (editor("insert", pp, insert_line=end_line, new_str=new_specs), ins_out),
        (bash("crystal spec 2>&1 | tail -6"), oh_bash("." * 41 + "\n\nFinished in 39.54 milliseconds\n41 examples, 0 failures, 0 errors, 0 pending", root)),
        (bash("git diff --stat"), oh_bash(blk('''
 spec/kiln/slug_spec.cr | 12 ++++++++++++
 src/kiln/slug.cr       |  1 +
 2 files changed, 13 insertions(+)
'''), root)),
        (bash("crystal tool format --check src spec && git commit -qam 'slug: collapse repeated separators' && git log --oneline -2"), oh_bash(blk('''
71c0e4a (HEAD -> fix/slug-dashes) slug: collapse repeated separators
b2d94f1 (origin/main, origin/HEAD, main) feed: include updated_at in atom entries
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-07", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Crystal 1.13 static-site generator, specs under spec/). Branch fix/slug-dashes. Task: titles like 'Hello - World' produce slugs with repeated dashes; fix Kiln::Slug.slugify and add regression specs.",
           bad=True, turn=6, kind="example count unchanged after adding three specs")


# Astro + Vitest (Gemini CLI) - clean
def t08(rs: RowSet) -> None:
    root = "/home/mira/sites/field-notes"
    rt = f"{root}/src/lib/readingTime.ts"
    src = blk(r'''
const WORDS_PER_MINUTE = 230;

export interface ReadingTime {
  words: number;
  minutes: number;
}

/** Estimate reading time for a Markdown/MDX body. */
export function readingTime(markdown: string): ReadingTime {
  const text = markdown
    .replace(/<[^>]+>/g, ' ') // inline HTML / MDX components
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'); // keep link text
  const words = text.split(/\s+/).filter(Boolean).length;
  return { words, minutes: Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)) };
}
''')
    old = "  const text = markdown\n    .replace(/<[^>]+>/g, ' ') // inline HTML / MDX components"
    new = r'''  const text = markdown
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '') // frontmatter
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, ' ') // fenced code blocks
    .replace(/<[^>]+>/g, ' ') // inline HTML / MDX components'''
    first = blk('''
 RUN  v2.1.4 /home/mira/sites/field-notes

 ✓ src/lib/slug.test.ts (6 tests) 4ms
 ✓ src/lib/dates.test.ts (5 tests) 7ms
 ❯ src/lib/readingTime.test.ts (5 tests | 1 failed) 11ms
   × readingTime > ignores code fences and frontmatter 7ms
     → expected 5 to be 3 // Object.is equality
 ✓ src/components/TagList.test.ts (8 tests) 33ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/readingTime.test.ts > readingTime > ignores code fences and frontmatter
AssertionError: expected 5 to be 3 // Object.is equality

- Expected
+ Received

- 3
+ 5

 ❯ src/lib/readingTime.test.ts:33:39
     31|   it('ignores code fences and frontmatter', () => {
     32|     const body = ['---', 'title: x', '---', prose(600), '```js', code(400), '```'].join('\\n');
     33|     expect(readingTime(body).minutes).toBe(3);
       |                                       ^
     34|   });
     35|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 23 passed (24)
   Start at  10:39:51
   Duration  1.42s (transform 188ms, setup 0ms, collect 402ms, tests 55ms, environment 612ms, prepare 331ms)
''')
    second = blk('''
 RUN  v2.1.4 /home/mira/sites/field-notes

 ✓ src/lib/slug.test.ts (6 tests) 3ms
 ✓ src/lib/dates.test.ts (5 tests) 6ms
 ✓ src/lib/readingTime.test.ts (5 tests) 9ms
 ✓ src/components/TagList.test.ts (8 tests) 29ms

 Test Files  4 passed (4)
      Tests  24 passed (24)
   Start at  10:42:18
   Duration  1.31s (transform 171ms, setup 0ms, collect 377ms, tests 47ms, environment 588ms, prepare 309ms)
''')
    dev = "npm run dev -- --port 4321 > /tmp/astro-dev.log 2>&1 &"
    probe = "sleep 2; cat /tmp/astro-dev.log; curl -s http://localhost:4321/posts/tidal-flats/ | grep -o '[0-9]* min read'"
    build = "kill 58213 && npm run build 2>&1 | tail -16"
    turns = [
        (gshell("npx vitest run", "Run the unit tests once"), gem_run("npx vitest run", first, code=1, pgid=57602)),
        (g_read(rt), src),
        (g_replace(rt, old, new), replaced(rt)),
        (gshell("npx vitest run", "Re-run the unit tests"), gem_run("npx vitest run", second, pgid=57840)),
        (gshell(dev, "Start the Astro dev server in the background"), gem_bg(dev, "", "58213", 58190)),
        (gshell(probe, "Check the dev server log and the reading time shown on one post"), gem_run(probe, blk('''

> field-notes@0.9.3 dev
> astro dev --port 4321

10:43:07 [types] Generated 139ms
10:43:07 [content] Syncing content
10:43:08 [content] Synced content

 astro  v4.16.7 ready in 688 ms

┃ Local    http://localhost:4321/
┃ Network  use --host to expose

10:43:08 watching for file changes...
10:43:10 [200] /posts/tidal-flats/ 164ms
6 min read'''), pgid=58377)),
        (gshell(build, "Stop the dev server and run a production build"), gem_run(build, blk('''
10:44:29   ├─ /posts/spring-tides/index.html (+9ms)
10:44:29   ├─ /posts/tidal-flats/index.html (+11ms)
10:44:29   ├─ /posts/wader-count-2024/index.html (+8ms)
10:44:29   └─ /posts/winter-gulls/index.html (+7ms)
10:44:29 ▶ src/pages/tags/[tag].astro
10:44:29   ├─ /tags/birds/index.html (+5ms)
10:44:29   ├─ /tags/estuary/index.html (+4ms)
10:44:29   ├─ /tags/fieldwork/index.html (+4ms)
10:44:29   └─ /tags/weather/index.html (+4ms)
10:44:29 ▶ src/pages/index.astro
10:44:29   └─ /index.html (+6ms)
10:44:29 ✓ Completed in 1.04s.

10:44:29 [build] 31 page(s) built in 4.91s
10:44:29 [build] Complete!'''), pgid=58512)),
    ]
    rs.add(task="swe", tid="h36-swe-08", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Astro 4.16 blog, Vitest 2.1 for unit tests, Node 20). Reading times on posts with long code samples are overstated; src/lib/readingTime.test.ts has a failing case for it.",
           bad=False)


# Go + sqlc (OpenHands) - bad
def t09(rs: RowSet) -> None:
    root = "/workspace/quill-inventory"
    up = blk('''
CREATE TYPE reorder_status AS ENUM ('open', 'ordered', 'received', 'cancelled');

CREATE TABLE reorders (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    item_id      BIGINT NOT NULL REFERENCES items (id),
    supplier_id  BIGINT NOT NULL REFERENCES suppliers (id),
    quantity     INTEGER NOT NULL CHECK (quantity > 0),
    status       reorder_status NOT NULL DEFAULT 'open',
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    received_at  TIMESTAMPTZ
);

CREATE INDEX reorders_open_idx ON reorders (item_id) WHERE status IN ('open', 'ordered');
''')
    down = "DROP TABLE IF EXISTS reorders;\nDROP TYPE IF EXISTS reorder_status;"
    q = blk('''
-- name: CreateReorder :one
INSERT INTO reorders (item_id, supplier_id, quantity)
VALUES ($1, $2, $3)
RETURNING *;

-- name: ListOpenReorders :many
SELECT r.*, i.sku, i.name AS item_name
FROM reorders r
JOIN items i ON i.id = r.item_id
WHERE r.status IN ('open', 'ordered')
ORDER BY r.created_at;

-- name: MarkReorderReceived :exec
UPDATE reorders
SET status = 'received', recieved_at = now()
WHERE id = $1;

-- name: ItemsBelowReorderPoint :many
SELECT i.id, i.sku, i.name, i.on_hand, i.reorder_point, i.preferred_supplier_id
FROM items i
WHERE i.on_hand < i.reorder_point
  AND NOT EXISTS (
    SELECT 1 FROM reorders r WHERE r.item_id = i.id AND r.status IN ('open', 'ordered')
  )
ORDER BY i.sku;
''')
    qp = f"{root}/db/queries/reorders.sql"
    old = "SET status = 'received', recieved_at = now()"
    new = "SET status = 'received', received_at = now()"
    _, q_out = oh_replace(qp, q, old, new)
    bad_line = line_of(q, "recieved_at")
    mig = "db/migrations"
    n_up, n_down, n_q = len(up.split("\n")), len(down.split("\n")), len(q.split("\n"))
    turns = [
        (bash(f"cd {root} && cat sqlc.yaml && ls db/migrations db/queries internal/db"), oh_bash(blk('''
version: "2"
sql:
  - engine: "postgresql"
    schema: "db/migrations"
    queries: "db/queries"
    gen:
      go:
        package: "db"
        out: "internal/db"
        sql_package: "pgx/v5"
        emit_json_tags: true
        emit_interface: true
        emit_empty_slices: true
db/migrations:
000001_init.down.sql
000001_init.up.sql
000002_suppliers.down.sql
000002_suppliers.up.sql
000003_stock_moves.down.sql
000003_stock_moves.up.sql
000004_items_sku_unique.down.sql
000004_items_sku_unique.up.sql
000005_preferred_supplier.down.sql
000005_preferred_supplier.up.sql
000006_items_reorder_point.down.sql
000006_items_reorder_point.up.sql

db/queries:
items.sql
stock_moves.sql
suppliers.sql

internal/db:
copyfrom.go
db.go
items.sql.go
models.go
querier.go
stock_moves.sql.go
suppliers.sql.go
'''), root)),
        (editor("create", f"{root}/{mig}/000007_reorders.up.sql", file_text=up + "\n"), created(f"{root}/{mig}/000007_reorders.up.sql")),
        (editor("create", f"{root}/{mig}/000007_reorders.down.sql", file_text=down + "\n"), created(f"{root}/{mig}/000007_reorders.down.sql")),
        (editor("create", qp, file_text=q + "\n"), created(qp)),
        (bash("sqlc generate"), oh_bash(f'# package db\ndb/queries/reorders.sql:{bad_line}:1: column "recieved_at" does not exist', root, code=1)),
        (editor("str_replace", qp, old_str=old, new_str=new), q_out),
        (bash("sqlc generate && git status --short"), oh_bash(blk('''
 M internal/db/models.go
 M internal/db/querier.go
?? db/migrations/000007_reorders.down.sql
?? db/migrations/000007_reorders.up.sql
?? db/queries/reorders.sql
?? internal/db/reorders.sql.go
'''), root)),
        (bash("go build ./... && go vet ./... && go test ./... 2>&1"), oh_bash(blk('''
?   \tgithub.com/quill-labs/inventory/cmd/quill\t[no test files]
ok  \tgithub.com/quill-labs/inventory/internal/api\t0.034s
?   \tgithub.com/quill-labs/inventory/internal/db\t[no test files]
ok  \tgithub.com/quill-labs/inventory/internal/reorder\t0.009s
ok  \tgithub.com/quill-labs/inventory/internal/stock\t0.017s
'''), root)),
        (bash("ls -l internal/db/ && grep -n 'Reorder' internal/db/querier.go"), oh_bash(blk('''
total 40
-rw-r--r-- 1 openhands openhands 3114 Mar  3 11:02 copyfrom.go
-rw-r--r-- 1 openhands openhands  562 Mar  3 11:02 db.go
-rw-r--r-- 1 openhands openhands 9841 Mar  3 11:02 items.sql.go
-rw-r--r-- 1 openhands openhands 3627 Mar  3 11:02 models.go
-rw-r--r-- 1 openhands openhands 2288 Mar  3 11:02 querier.go
-rw-r--r-- 1 openhands openhands 4410 Mar  3 11:02 stock_moves.sql.go
-rw-r--r-- 1 openhands openhands 2673 Mar  3 11:02 suppliers.sql.go
14:\tCreateReorder(ctx context.Context, arg CreateReorderParams) (Reorder, error)
22:\tItemsBelowReorderPoint(ctx context.Context) ([]ItemsBelowReorderPointRow, error)
27:\tListOpenReorders(ctx context.Context) ([]ListOpenReordersRow, error)
31:\tMarkReorderReceived(ctx context.Context, id int64) error
'''), root)),
        (bash(f"wc -l db/queries/*.sql {mig}/000007_*"), oh_bash(blk(f'''
   88 db/queries/items.sql
   {n_q:>2} db/queries/reorders.sql
   41 db/queries/stock_moves.sql
   37 db/queries/suppliers.sql
    {n_down} {mig}/000007_reorders.down.sql
   {n_up:>2} {mig}/000007_reorders.up.sql
  {88 + n_q + 41 + 37 + n_down + n_up:>3} total
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-09", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Go 1.23 inventory service, sqlc 1.27 with pgx/v5, golang-migrate migrations). Task: add a reorders table and the queries the restocking job needs, regenerate the sqlc code.",
           bad=True, turn=9, kind="generated file missing from directory listing")


# Python Typer + hypothesis (Gemini CLI) - clean
def t10(rs: RowSet) -> None:
    root = "/home/oskar/proj/tallyho"
    dpath = f"{root}/tallyho/durations.py"
    src = blk(r'''
"""Parse and format human durations like ``1h30m`` or ``45s``."""

from __future__ import annotations

import re

_PART = re.compile(r"(\d+)([hms])")
_FULL = re.compile(r"^(?:\d+h)?(?:\d+m)?(?:\d+s)?$")
_UNIT = {"h": 3600, "m": 60, "s": 1}


def format_duration(seconds: int) -> str:
    """Format whole seconds compactly: 95400 -> '1d2h30m', 59 -> '59s', 0 -> '0s'."""
    if seconds < 0:
        raise ValueError("negative duration")
    d, rest = divmod(seconds, 86400)
    h, rest = divmod(rest, 3600)
    m, s = divmod(rest, 60)
    out = ""
    for value, unit in ((d, "d"), (h, "h"), (m, "m")):
        if value:
            out += f"{value}{unit}"
    if s or not out:
        out += f"{s}s"
    return out


def parse_duration(text: str) -> int:
    """Inverse of :func:`format_duration`; a bare number means minutes ('90' -> 5400)."""
    text = text.strip().lower()
    if text.isdigit():
        return int(text) * 60
    if not text or not _FULL.match(text):
        raise ValueError(f"not a duration: {text!r}")
    return sum(int(n) * _UNIT[u] for n, u in _PART.findall(text))
''')
    old = r'''_PART = re.compile(r"(\d+)([hms])")
_FULL = re.compile(r"^(?:\d+h)?(?:\d+m)?(?:\d+s)?$")
_UNIT = {"h": 3600, "m": 60, "s": 1}'''
    new = r'''_PART = re.compile(r"(\d+)([dhms])")
_FULL = re.compile(r"^(?:\d+d)?(?:\d+h)?(?:\d+m)?(?:\d+s)?$")
_UNIT = {"d": 86400, "h": 3600, "m": 60, "s": 1}'''
    raise_line = line_of(src, 'raise ValueError(f"not a duration')
    imp = "from tallyho.durations import format_duration, parse_duration"
    imp2 = "from tallyho.durations import format_duration"
    mv = "git mv tallyho/durations.py tallyho/duration.py && grep -rn 'durations' --include='*.py' ."
    log = "python -m pytest -q && python -m tallyho log --last 5"
    fail = blk(f'''
..........F...........................                                   [100%]
=================================== FAILURES ===================================
_________________________ test_format_parse_roundtrip __________________________

    @given(st.integers(min_value=0, max_value=10 * 24 * 3600))
>   def test_format_parse_roundtrip(seconds):

tests/test_durations.py:31:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

seconds = 86400

    @given(st.integers(min_value=0, max_value=10 * 24 * 3600))
    def test_format_parse_roundtrip(seconds):
>       assert parse_duration(format_duration(seconds)) == seconds

tests/test_durations.py:33:
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _

text = '1d'

    def parse_duration(text: str) -> int:
        """Inverse of :func:`format_duration`; a bare number means minutes ('90' -> 5400)."""
        text = text.strip().lower()
        if text.isdigit():
            return int(text) * 60
        if not text or not _FULL.match(text):
>           raise ValueError(f"not a duration: {{text!r}}")
E           ValueError: not a duration: '1d'
E           Falsifying example: test_format_parse_roundtrip(
E               seconds=86400,
E           )

tallyho/durations.py:{raise_line}: ValueError
=========================== short test summary info ============================
FAILED tests/test_durations.py::test_format_parse_roundtrip - ValueError: not a duration: '1d'
1 failed, 37 passed in 2.87s''')
    turns = [
        (gshell("python -m pytest -q", "Run the test suite"), gem_run("python -m pytest -q", fail, code=1, pgid=14420)),
        (g_read(dpath), src),
        (g_replace(dpath, old, new), replaced(dpath)),
        (gshell("python -m pytest -q", "Re-run the tests after teaching the parser about days"),
         gem_run("python -m pytest -q", "......................................                                   [100%]\n38 passed in 3.41s", pgid=14587)),
        (gshell(mv, "Rename the module to the singular name used elsewhere and find its importers"), gem_run(mv, blk(f'''
./tallyho/cli.py:9:{imp}
./tallyho/duration.py:1:"""Parse and format human durations like ``1h30m`` or ``45s``."""
./tests/test_durations.py:6:{imp}
./tests/test_report.py:4:{imp2}'''), pgid=14702)),
        (g_replace(f"{root}/tallyho/cli.py", imp, imp.replace("durations", "duration")), replaced(f"{root}/tallyho/cli.py")),
        (g_replace(f"{root}/tests/test_durations.py", imp, imp.replace("durations", "duration")), replaced(f"{root}/tests/test_durations.py")),
        (g_replace(f"{root}/tests/test_report.py", imp2, imp2.replace("durations", "duration")), replaced(f"{root}/tests/test_report.py")),
        (gshell(log, "Run the tests again and print the last five log entries"), gem_run(log, blk('''
......................................                                   [100%]
38 passed in 2.96s
                           Last 5 entries
┏━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━┓
┃ Started          ┃ Project        ┃ Duration ┃ Note                     ┃
┡━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━┩
│ 2025-05-12 09:05 │ harbour-portal │ 1h45m    │ sprint planning          │
│ 2025-05-12 11:10 │ harbour-portal │ 2h20m    │ invoice export bugfix    │
│ 2025-05-12 14:00 │ internal       │ 35m      │ 1:1 with Maren           │
│ 2025-05-12 15:05 │ tallyho        │ 1h5m     │ days in durations        │
│ 2025-05-13 08:30 │ field-survey   │ 1d2h     │ offline sync (overnight) │
└──────────────────┴────────────────┴──────────┴──────────────────────────┘
                                                      Total: 1d7h45m'''), pgid=14951)),
        (gshell("git status", "Show the working tree state"), gem_run("git status", blk('''
On branch fix/duration-days
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    tallyho/durations.py -> tallyho/duration.py

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   tallyho/cli.py
\tmodified:   tallyho/duration.py
\tmodified:   tests/test_durations.py
\tmodified:   tests/test_report.py
'''), pgid=15090)),
    ]
    rs.add(task="swe", tid="h36-swe-10", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Typer 0.12 time-tracking CLI with rich output, pytest 8 + hypothesis 6.100). Branch fix/duration-days. A hypothesis round-trip test started failing after format_duration learned to print days.",
           bad=False)


# Gleam + gleeunit (OpenHands) - clean
def t11(rs: RowSet) -> None:
    root = "/workspace/tallow"
    rp = f"{root}/src/tallow/row.gleam"
    row = blk(r'''
import gleam/list
import gleam/string

/// Split one CSV line into its fields.
pub fn parse_row(line: String) -> Result(List(String), String) {
  line
  |> string.split(",")
  |> list.map(string.trim)
  |> Ok
}

/// Join fields into one CSV line, quoting the ones that need it.
pub fn to_line(fields: List(String)) -> String {
  fields
  |> list.map(quote_if_needed)
  |> string.join(",")
}

fn quote_if_needed(field: String) -> String {
  case string.contains(field, ",") || string.contains(field, "\"") {
    True -> "\"" <> string.replace(field, "\"", "\"\"") <> "\""
    False -> field
  }
}
''')
    old = r'''/// Split one CSV line into its fields.
pub fn parse_row(line: String) -> Result(List(String), String) {
  line
  |> string.split(",")
  |> list.map(string.trim)
  |> Ok
}'''
    new = r'''/// Split one CSV line into its fields (RFC 4180 quoting, `""` escapes a quote).
pub fn parse_row(line: String) -> Result(List(String), String) {
  do_parse(string.to_graphemes(line), "", [], False)
}

fn do_parse(
  chars: List(String),
  field: String,
  acc: List(String),
  quoted: Bool,
) -> Result(List(String), String) {
  case chars, quoted {
    [], True -> Error("unterminated quoted field")
    [], False -> Ok(list.reverse([string.trim(field), ..acc]))
    ["\"", "\"", ..rest], True -> do_parse(rest, field <> "\"", acc, True)
    ["\"", ..rest], True -> do_parse(rest, field, acc, False)
    ["\"", ..rest], False -> do_parse(rest, field, acc, True)
    [",", ..rest], False -> do_parse(rest, "", [string.trim(field), ..acc], False)
    [c, ..rest], _ -> do_parse(rest, field <> c, acc, quoted)
  }
}'''
    _, row_out = oh_replace(rp, row, old, new)
    wtest = blk(r'''
import gleeunit/should
import tallow/row

pub fn to_line_quotes_commas_test() {
  row.to_line(["a", "b,c"])
  |> should.equal("a,\"b,c\"")
}

pub fn to_line_doubles_quotes_test() {
  row.to_line(["say \"hi\""])
  |> should.equal("\"say \"\"hi\"\"\"")
}

pub fn round_trip_test() {
  let fields = ["x", "y, z", "q\"uote"]
  fields
  |> row.to_line
  |> row.parse_row
  |> should.equal(Ok(fields))
}
''')
    wp = f"{root}/test/tallow/writer_test.gleam"
    turns = [
        (bash(f"cd {root} && gleam test"), oh_bash(blk(r'''
  Compiling gleam_stdlib
  Compiling gleeunit
  Compiling tallow
   Compiled in 2.14s
    Running tallow_test.main
....F....
Failures:

  1) tallow@row_test.quoted_field_with_comma_test: module 'tallow@row_test'
     Values were not equal
     expected: Ok(["a", "b,c", "d"])
          got: Ok(["a", "\"b", "c\"", "d"])
     output:

Finished in 0.019 seconds
9 tests, 1 failures
'''), root, code=1)),
        (editor("view", rp), view(rp, row)),
        (editor("str_replace", rp, old_str=old, new_str=new), row_out),
        (bash("gleam test"), oh_bash(blk('''
  Compiling tallow
   Compiled in 0.52s
    Running tallow_test.main
.........
Finished in 0.017 seconds
9 tests, 0 failures
'''), root)),
        (editor("create", wp, file_text=wtest + "\n"), created(wp)),
        (bash("rm src/tallow/scratch.gleam && gleam format && git status --short"), oh_bash(blk('''
 M src/tallow/row.gleam
 D src/tallow/scratch.gleam
?? test/tallow/writer_test.gleam
'''), root)),
        (bash("gleam test && ls src/tallow test/tallow"), oh_bash(blk('''
  Compiling tallow
   Compiled in 0.47s
    Running tallow_test.main
............
Finished in 0.021 seconds
12 tests, 0 failures
src/tallow:
reader.gleam
row.gleam

test/tallow:
reader_test.gleam
row_test.gleam
writer_test.gleam
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-11", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Gleam 1.5 CSV library on the Erlang target, tests with gleeunit). Task: quoted fields containing commas are split apart by parse_row; fix it, add writer round-trip tests, and drop the leftover src/tallow/scratch.gleam.",
           bad=False)


# Java Micronaut + JUnit 5 (Gemini CLI) - bad
def t12(rs: RowSet) -> None:
    root = "/home/lena/work/ferry-schedules"
    cp = f"{root}/src/main/java/ferry/schedules/api/DepartureController.java"
    ctrl = blk('''
package ferry.schedules.api;

import ferry.schedules.domain.Departure;
import ferry.schedules.domain.DepartureRepository;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import jakarta.annotation.Nullable;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

@Controller("/departures")
@ExecuteOn(TaskExecutors.BLOCKING)
public class DepartureController {

    private static final ZoneId HARBOUR_TIME = ZoneId.of("Europe/Berlin");

    private final DepartureRepository repository;

    public DepartureController(DepartureRepository repository) {
        this.repository = repository;
    }

    @Get("{?terminal,date}")
    public List<Departure> list(@Nullable @QueryValue String terminal, @Nullable @QueryValue LocalDate date) {
        LocalDate day = date != null ? date : LocalDate.now(HARBOUR_TIME);
        return terminal == null ? repository.findByDay(day) : repository.findByTerminalAndDay(terminal, day);
    }

    @Get("/{id}")
    public HttpResponse<Departure> get(@PathVariable long id) {
        return HttpResponse.ok(repository.findById(id).orElseThrow());
    }
}
''')
    old = "        return HttpResponse.ok(repository.findById(id).orElseThrow());"
    new = blk('''
        return repository.findById(id)
                .<HttpResponse<Departure>>map(HttpResponse::ok)
                .orElseGet(HttpResponse::notFound);''')
    logcmd = "git log -3 --date=iso --format='%h %ad %an%n    %s'"
    gradle_fail = blk('''
> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

DepartureControllerTest > unknownIdReturns404() FAILED
    org.opentest4j.AssertionFailedError: expected: <NOT_FOUND> but was: <INTERNAL_SERVER_ERROR>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//ferry.schedules.api.DepartureControllerTest.unknownIdReturns404(DepartureControllerTest.java:61)

5 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///home/lena/work/ferry-schedules/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 9s
6 actionable tasks: 1 executed, 5 up-to-date''')
    gradle_ok = blk('''
> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 16s
6 actionable tasks: 4 executed, 2 up-to-date''')
    lscmd = "date -Iseconds && ls -l --time-style=long-iso build/test-results/test/"
    commit = "git commit -am 'departures: 404 for unknown id instead of 500'"
    push = "git push -u origin fix/departure-404"
    turns = [
        (gshell(logcmd, "Show the last three commits with dates"), gem_run(logcmd, blk('''
d4e81b0 2025-06-10 17:48:12 +0200 Lena Vogt
    departures: filter by terminal
93c07fa 2025-06-10 11:02:45 +0200 Lena Vogt
    build: micronaut 4.8.2
5a1f2de 2025-06-06 15:19:30 +0200 Jonas Brandt
    Merge pull request #41 from ferry-ops/feat/terminal-codes'''), pgid=62011)),
        (g_read(cp), ctrl),
        (gshell("./gradlew test --tests 'ferry.schedules.api.DepartureControllerTest'", "Run the controller tests"),
         gem_run("./gradlew test --tests 'ferry.schedules.api.DepartureControllerTest'", gradle_fail, code=1, pgid=62140)),
        (g_replace(cp, old, new), replaced(cp)),
        (gshell("./gradlew test", "Run the full test suite"), gem_run("./gradlew test", gradle_ok, pgid=62388)),
        (gshell(lscmd, "Check the time and the freshly written test reports"), gem_run(lscmd, blk('''
2025-06-11T09:38:04+02:00
total 32
drwxr-xr-x 2 lena lena 4096 2025-06-11 09:37 binary
-rw-r--r-- 1 lena lena 6121 2025-06-11 09:37 TEST-ferry.schedules.api.DepartureControllerTest.xml
-rw-r--r-- 1 lena lena 3390 2025-06-11 09:37 TEST-ferry.schedules.api.HealthControllerTest.xml
-rw-r--r-- 1 lena lena 4872 2025-06-11 09:37 TEST-ferry.schedules.domain.DepartureRepositoryTest.xml
-rw-r--r-- 1 lena lena 2954 2025-06-11 09:37 TEST-ferry.schedules.domain.TimetableImportTest.xml
-rw-r--r-- 1 lena lena 2210 2025-06-11 09:37 TEST-ferry.schedules.FerrySchedulesTest.xml'''), pgid=62530)),
        (gshell(commit, "Commit the fix"), gem_run(commit, blk('''
[fix/departure-404 7a21c4e] departures: 404 for unknown id instead of 500
 1 file changed, 3 insertions(+), 1 deletion(-)'''), pgid=62644)),
        (gshell(logcmd, "Confirm the new commit on top"), gem_run(logcmd, blk('''
7a21c4e 2025-06-11 08:14:09 +0200 Lena Vogt
    departures: 404 for unknown id instead of 500
d4e81b0 2025-06-10 17:48:12 +0200 Lena Vogt
    departures: filter by terminal
93c07fa 2025-06-10 11:02:45 +0200 Lena Vogt
    build: micronaut 4.8.2'''), pgid=62701)),
        (gshell(push, "Push the branch"), gem_run(push, blk('''
Enumerating objects: 17, done.
Counting objects: 100% (17/17), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (9/9), 811 bytes | 811.00 KiB/s, done.
Total 9 (delta 4), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote:
remote: Create a pull request for 'fix/departure-404' on GitHub by visiting:
remote:      https://github.com/ferry-ops/ferry-schedules/pull/new/fix/departure-404
remote:
To github.com:ferry-ops/ferry-schedules.git
 * [new branch]      fix/departure-404 -> fix/departure-404
branch 'fix/departure-404' set up to track 'origin/fix/departure-404'.'''), pgid=62815)),
    ]
    rs.add(task="swe", tid="h36-swe-12", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Java 21, Micronaut 4.8, Gradle, JUnit 5 with micronaut-test). Branch fix/departure-404 was just created from main. Bug: GET /departures/{{id}} for an unknown id answers 500 instead of 404.",
           bad=True, turn=8, kind="new commit dated before the test run that preceded it")


# Remix + Playwright (OpenHands) - clean
def t13(rs: RowSet) -> None:
    root = "/workspace/harbor-notes"
    sp = f"{root}/e2e/notes.spec.ts"
    spec = blk(r'''
import { test, expect } from '@playwright/test';
import { resetDb, seedNotes } from './fixtures/db';

test.describe('notes', () => {
  test.beforeEach(async ({ page }) => {
    await resetDb();
    await seedNotes([
      { title: 'Crane schedule', body: 'Crane 2 offline until Friday.' },
      { title: 'Fuel delivery', body: 'Tanker arrives 06:00.' },
    ]);
    await page.goto('/notes');
  });

  test('lists notes newest first', async ({ page }) => {
    await expect(page.getByRole('listitem')).toHaveText(['Fuel delivery', 'Crane schedule']);
  });

  test('create a note redirects to it', async ({ page }) => {
    await page.getByRole('link', { name: 'New note' }).click();
    await expect(page).toHaveURL('/notes/new');
    await page.getByLabel('Title').fill('Dock inspection');
    await page.getByLabel('Body').fill('Check mooring lines on pier 4.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dock inspection');
    await expect(page).toHaveURL(/\/notes\/[a-z0-9]{10}$/);
  });

  test('create a note then edit it', async ({ page }) => {
    await page.getByRole('link', { name: 'New note' }).click();
    await page.getByLabel('Title').fill('Tug roster');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(500);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Title').fill('Tug roster (June)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tug roster (June)');
  });

  test('create rejects empty title', async ({ page }) => {
    await page.goto('/notes/new');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
  });

  test('search filters the list', async ({ page }) => {
    await page.getByRole('searchbox').fill('crane');
    await expect(page.getByRole('listitem')).toHaveText(['Crane schedule']);
  });

  test('delete a note', async ({ page }) => {
    await page.getByRole('link', { name: 'Fuel delivery' }).click();
    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/notes');
    await expect(page.getByRole('listitem')).toHaveText(['Crane schedule']);
  });
});
''')
    rp = f"{root}/app/routes/notes.new.tsx"
    route = blk('''
import type { ActionFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { createNote } from '~/models/note.server';
import { requireUserId } from '~/session.server';

export const meta: MetaFunction = () => [{ title: 'New note · Harbor Notes' }];

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const form = await request.formData();
  const title = String(form.get('title') ?? '').trim();
  const body = String(form.get('body') ?? '');

  if (!title) {
    return json({ errors: { title: 'Title is required' } }, { status: 400 });
  }

  const note = await createNote({ userId, title, body });
  return json({ note });
}

export default function NewNote() {
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';

  return (
    <main className="mx-auto max-w-2xl p-6">
      <h1 className="text-2xl font-semibold">New note</h1>
      <Form method="post" className="mt-4 space-y-4">
        <label className="block">
          <span>Title</span>
          <input name="title" className="input" aria-invalid={Boolean(data && 'errors' in data) || undefined} />
        </label>
        {data && 'errors' in data ? <p className="text-red-600">{data.errors.title}</p> : null}
        <label className="block">
          <span>Body</span>
          <textarea name="body" rows={8} className="input" />
        </label>
        <button type="submit" className="btn" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </Form>
    </main>
  );
}
''')
    o1, n1 = "  return json({ note });", "  return redirect(`/notes/${note.id}`);"
    route2, out1 = oh_replace(rp, route, o1, n1)
    o2, n2 = "import { json } from '@remix-run/node';", "import { json, redirect } from '@remix-run/node';"
    _, out2 = oh_replace(rp, route2, o2, n2)
    o3 = "    await page.waitForTimeout(500);\n"
    n3 = "    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tug roster');\n"
    _, out3 = oh_replace(sp, spec, o3, n3)
    ln = {name: line_of(spec, f"test('{name}'") for name in ("lists notes newest first", "create a note redirects to it", "create a note then edit it", "create rejects empty title", "search filters the list", "delete a note")}
    exp_line = line_of(spec, "toHaveText('Dock inspection')")
    first = blk(f'''
[WebServer] Remix App Server started at http://localhost:3000 (http://172.17.0.3:3000)

Running 14 tests using 4 workers

  ✓   1 [chromium] › e2e/auth.spec.ts:5:7 › auth › shows the login form (702ms)
  ✓   2 [chromium] › e2e/auth.spec.ts:10:7 › auth › rejects a wrong password (1.3s)
  ✓   3 [chromium] › e2e/notes.spec.ts:{ln["lists notes newest first"]}:7 › notes › lists notes newest first (1.1s)
  ✓   4 [chromium] › e2e/auth.spec.ts:18:7 › auth › logs in and lands on /notes (1.6s)
  ✘   5 [chromium] › e2e/notes.spec.ts:{ln["create a note redirects to it"]}:7 › notes › create a note redirects to it (6.4s)
  ✓   6 [chromium] › e2e/auth.spec.ts:27:7 › auth › logout clears the session (1.2s)
  ✘   7 [chromium] › e2e/notes.spec.ts:{ln["create a note then edit it"]}:7 › notes › create a note then edit it (31.0s)
  ✓   8 [chromium] › e2e/auth.spec.ts:35:7 › auth › redirects anonymous users (588ms)
  ✓   9 [chromium] › e2e/notes.spec.ts:{ln["create rejects empty title"]}:7 › notes › create rejects empty title (1.0s)
  ✓  10 [chromium] › e2e/notes.spec.ts:{ln["search filters the list"]}:7 › notes › search filters the list (1.2s)
  ✓  11 [chromium] › e2e/notes.spec.ts:{ln["delete a note"]}:7 › notes › delete a note (1.5s)
  ✓  12 [chromium] › e2e/search.spec.ts:4:7 › search › highlights matches (1.4s)
  ✓  13 [chromium] › e2e/search.spec.ts:12:7 › search › empty query shows all notes (983ms)
  ✓  14 [chromium] › e2e/search.spec.ts:18:7 › search › no results message (910ms)


  1) [chromium] › e2e/notes.spec.ts:{ln["create a note redirects to it"]}:7 › notes › create a note redirects to it ─────────────

    Error: Timed out 5000ms waiting for expect(locator).toHaveText(expected)

    Locator: getByRole('heading', {{ level: 1 }})
    Expected string: "Dock inspection"
    Received string: "New note"
    Call log:
      - expect.toHaveText with timeout 5000ms
      - waiting for getByRole('heading', {{ level: 1 }})
      -   locator resolved to <h1 class="text-2xl font-semibold">New note</h1>
      -   unexpected value "New note"


      {exp_line - 1} |     await page.getByRole('button', {{ name: 'Save' }}).click();
    > {exp_line} |     await expect(page.getByRole('heading', {{ level: 1 }})).toHaveText('Dock inspection');
         |                                                           ^
      {exp_line + 1} |     await expect(page).toHaveURL(/\\/notes\\/[a-z0-9]{{10}}$/);

        at /workspace/harbor-notes/e2e/notes.spec.ts:{exp_line}:59

    Error Context: test-results/notes-notes-create-a-note-redirects-to-it-chromium/error-context.md

  2) [chromium] › e2e/notes.spec.ts:{ln["create a note then edit it"]}:7 › notes › create a note then edit it ───────────────

    Test timeout of 30000ms exceeded.

    Error: locator.click: Test timeout of 30000ms exceeded.
    Call log:
      - waiting for getByRole('link', {{ name: 'Edit' }})

        at /workspace/harbor-notes/e2e/notes.spec.ts:{line_of(spec, "name: 'Edit'")}:55

  2 failed
    [chromium] › e2e/notes.spec.ts:{ln["create a note redirects to it"]}:7 › notes › create a note redirects to it ──────────────
    [chromium] › e2e/notes.spec.ts:{ln["create a note then edit it"]}:7 › notes › create a note then edit it ──────────────────
  12 passed (41.6s)
''')
    grep = blk(f'''
[WebServer] Remix App Server started at http://localhost:3000 (http://172.17.0.3:3000)

Running 3 tests using 3 workers

  ✓  1 [chromium] › e2e/notes.spec.ts:{ln["create rejects empty title"]}:7 › notes › create rejects empty title (1.1s)
  ✓  2 [chromium] › e2e/notes.spec.ts:{ln["create a note redirects to it"]}:7 › notes › create a note redirects to it (1.7s)
  ✓  3 [chromium] › e2e/notes.spec.ts:{ln["create a note then edit it"]}:7 › notes › create a note then edit it (2.2s)

  3 passed (6.3s)
''')
    turns = [
        (bash(f"cd {root} && npx playwright test 2>&1 | tail -70"), oh_bash(first, root)),
        (editor("view", sp), view(sp, spec)),
        (editor("view", rp), view(rp, route)),
        (editor("str_replace", rp, old_str=o1, new_str=n1), out1),
        (editor("str_replace", rp, old_str=o2, new_str=n2), out2),
        (editor("str_replace", sp, old_str=o3, new_str=n3), out3),
        (bash("npx playwright test e2e/notes.spec.ts --grep create --reporter=list 2>&1 | tail -12"), oh_bash(grep, root)),
        (bash("npx playwright test e2e/notes.spec.ts --repeat-each=3 2>&1 | tail -4"), oh_bash(f"  ✓  17 [chromium] › e2e/notes.spec.ts:{ln['delete a note']}:7 › notes › delete a note (repeat:2) (1.4s)\n  ✓  18 [chromium] › e2e/notes.spec.ts:{ln['search filters the list']}:7 › notes › search filters the list (repeat:2) (1.1s)\n\n  18 passed (39.8s)", root)),
        (bash("npx playwright test 2>&1 | tail -4"), oh_bash("  ✓  13 [chromium] › e2e/search.spec.ts:12:7 › search › empty query shows all notes (951ms)\n  ✓  14 [chromium] › e2e/search.spec.ts:18:7 › search › no results message (887ms)\n\n  14 passed (27.2s)", root)),
        (bash("git status --short && git diff --stat"), oh_bash(blk('''
 M app/routes/notes.new.tsx
 M e2e/notes.spec.ts
 app/routes/notes.new.tsx | 4 ++--
 e2e/notes.spec.ts        | 2 +-
 2 files changed, 3 insertions(+), 3 deletions(-)
'''), root)),
        (bash("npm run typecheck && npm run lint"), oh_bash(blk('''

> harbor-notes@0.4.0 typecheck
> tsc -b


> harbor-notes@0.4.0 lint
> eslint --cache --cache-location ./node_modules/.cache/eslint .

'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-13", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Remix 2.13 on Vite, Prisma with SQLite, Playwright 1.48 end-to-end tests, chromium project only). The 'create a note' e2e tests fail: after saving, the page stays on the form.",
           bad=False)


# F# + Expecto (Gemini CLI) - bad
def t14(rs: RowSet) -> None:
    root = "/home/ivo/src/Quarry"
    proj = f"{root}/src/Quarry/Quarry.fsproj"
    fsproj = blk('''
<Project Sdk="Microsoft.NET.Sdk">

  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net8.0</TargetFramework>
    <Nullable>enable</Nullable>
    <WarnOn>3390;$(WarnOn)</WarnOn>
    <TreatWarningsAsErrors>false</TreatWarningsAsErrors>
    <InvariantGlobalization>true</InvariantGlobalization>
  </PropertyGroup>

  <ItemGroup>
    <Compile Include="Ast.fs" />
    <Compile Include="Lexer.fs" />
    <Compile Include="Parser.fs" />
    <Compile Include="Eval.fs" />
    <Compile Include="Program.fs" />
  </ItemGroup>

  <ItemGroup>
    <PackageReference Include="Argu" Version="6.2.4" />
  </ItemGroup>

</Project>
''')
    mv = "git mv src/Quarry/Lexer.fs src/Quarry/Tokenizer.fs && git status --short"
    test_cmd = "dotnet test 2>&1 | tail -20"
    turns = [
        (g_ls(f"{root}/src/Quarry"), blk(f'''
Directory listing for {root}/src/Quarry:
Ast.fs
Eval.fs
Lexer.fs
Parser.fs
Program.fs
Quarry.fsproj

(2 git-ignored)''')),
        (g_read(proj), fsproj),
        (gshell(mv, "Rename Lexer.fs to Tokenizer.fs keeping history"), gem_run(mv, "R  src/Quarry/Lexer.fs -> src/Quarry/Tokenizer.fs", pgid=44102)),
        (g_replace(proj, '    <Compile Include="Lexer.fs" />', '    <Compile Include="Tokenizer.fs" />'), replaced(proj)),
        (g_replace(f"{root}/src/Quarry/Tokenizer.fs", "module Quarry.Lexer", "module Quarry.Tokenizer"), replaced(f"{root}/src/Quarry/Tokenizer.fs")),
        (g_grep("Lexer", "."), blk('''
Found 6 matches for pattern "Lexer" in path ".":
---
File: src/Quarry/Parser.fs
L3: open Quarry.Lexer
---
File: tests/Quarry.Tests/LexerTests.fs
L1: module Quarry.Tests.LexerTests
L4: open Quarry.Lexer
L7: let tests = testList "Lexer" [
---
File: tests/Quarry.Tests/Main.fs
L9:             LexerTests.tests
---
File: tests/Quarry.Tests/Quarry.Tests.fsproj
L12:     <Compile Include="LexerTests.fs" />
---''')),
        (g_replace(f"{root}/src/Quarry/Parser.fs", "open Quarry.Lexer", "open Quarry.Tokenizer"), replaced(f"{root}/src/Quarry/Parser.fs")),
        (g_replace(f"{root}/tests/Quarry.Tests/LexerTests.fs", "open Quarry.Lexer", "open Quarry.Tokenizer"), replaced(f"{root}/tests/Quarry.Tests/LexerTests.fs")),
        (gshell("git status --short", "Review the working tree"), gem_run("git status --short", blk('''
 M src/Quarry/Parser.fs
 M src/Quarry/Quarry.fsproj
RM src/Quarry/Lexer.fs -> src/Quarry/Tokenizer.fs
 M tests/Quarry.Tests/LexerTests.fs'''), pgid=44390)),
        (gshell(test_cmd, "Build and run the Expecto tests"), gem_run(test_cmd, blk(f'''
  Determining projects to restore...
  All projects are up-to-date for restore.
{root}/src/Quarry/Lexer.fs(41,17): warning FS3370: The use of '!' from the F# library is deprecated. See https://aka.ms/fsharp-refcell-ops. For example, please change '!cell' to 'cell.Value'. [{root}/src/Quarry/Quarry.fsproj]
  Quarry -> {root}/src/Quarry/bin/Debug/net8.0/Quarry.dll
  Quarry.Tests -> {root}/tests/Quarry.Tests/bin/Debug/net8.0/Quarry.Tests.dll
Test run for {root}/tests/Quarry.Tests/bin/Debug/net8.0/Quarry.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.11.1 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    42, Skipped:     0, Total:    42, Duration: 193 ms - Quarry.Tests.dll (net8.0)'''), pgid=44517)),
    ]
    rs.add(task="swe", tid="h36-swe-14", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (F# 8 / .NET 8 expression-language interpreter, tests in tests/Quarry.Tests with Expecto and YoloDev.Expecto.TestSdk). Task: rename the Lexer module and file to Tokenizer everywhere in the main project.",
           bad=True, turn=10, kind="renamed source file reported under its old name in build output")


# Rust Tauri (Gemini CLI) - clean
def t15(rs: RowSet) -> None:
    root = "/home/noor/apps/pebble-clip"
    deb = "src-tauri/target/release/bundle/deb"
    c1 = f"grep -n '\"version\"' package.json src-tauri/tauri.conf.json && grep -n '^version' src-tauri/Cargo.toml && ls {deb}/"
    c5 = "cd src-tauri && cargo test 2>&1 | tail -30"
    c7 = "npm run tauri build -- --bundles deb 2>&1 | tail -22"
    c8 = f"ls -lh {deb}/ && dpkg-deb -f {deb}/pebble-clip_0.5.0_amd64.deb Package Version Installed-Size"
    turns = [
        (gshell(c1, "Find every place that carries the app version and the existing bundle"), gem_run(c1, blk('''
package.json:3:  "version": "0.4.2",
src-tauri/tauri.conf.json:4:  "version": "0.4.2",
src-tauri/Cargo.toml:3:version = "0.4.2"
pebble-clip_0.4.2_amd64
pebble-clip_0.4.2_amd64.deb'''), pgid=20544)),
        (g_replace(f"{root}/package.json", '  "version": "0.4.2",', '  "version": "0.5.0",'), replaced(f"{root}/package.json")),
        (g_replace(f"{root}/src-tauri/tauri.conf.json", '  "version": "0.4.2",', '  "version": "0.5.0",'), replaced(f"{root}/src-tauri/tauri.conf.json")),
        (g_replace(f"{root}/src-tauri/Cargo.toml", 'version = "0.4.2"', 'version = "0.5.0"'), replaced(f"{root}/src-tauri/Cargo.toml")),
        (gshell(c5, "Run the Rust unit tests"), gem_run(c5, blk('''
   Compiling pebble-clip v0.5.0 (/home/noor/apps/pebble-clip/src-tauri)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 38.62s
     Running unittests src/lib.rs (target/debug/deps/pebble_clip_lib-3b91d0e7f5a2c846)

running 11 tests
test history::tests::dedupes_consecutive_entries ... ok
test history::tests::caps_at_max_entries ... ok
test history::tests::pinned_entries_survive_trim ... ok
test history::tests::search_is_case_insensitive ... ok
test settings::tests::defaults_when_file_missing ... ok
test settings::tests::rejects_zero_history_size ... ok
test settings::tests::migrates_v1_shortcut_key ... ok
test sanitize::tests::strips_trailing_whitespace ... ok
test sanitize::tests::keeps_inner_newlines ... ok
test sanitize::tests::drops_nul_bytes ... ok
test commands::tests::paste_requires_existing_id ... ok

test result: ok. 11 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

     Running unittests src/main.rs (target/debug/deps/pebble_clip-0c6a8e21d94f7b35)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

   Doc-tests pebble_clip_lib

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s'''), pgid=20671)),
        (gshell("git diff --stat", "Check which files the version bump touched"), gem_run("git diff --stat", blk('''
 package.json              | 2 +-
 src-tauri/Cargo.lock      | 2 +-
 src-tauri/Cargo.toml      | 2 +-
 src-tauri/tauri.conf.json | 2 +-
 4 files changed, 4 insertions(+), 4 deletions(-)'''), pgid=20930)),
        (gshell(c7, "Build the release .deb bundle"), gem_run(c7, blk('''
> pebble-clip@0.5.0 tauri
> tauri build --bundles deb

     Running beforeBuildCommand `npm run build`

> pebble-clip@0.5.0 build
> vite build

vite v5.4.10 building for production...
✓ 48 modules transformed.
dist/index.html                  0.46 kB │ gzip:  0.30 kB
dist/assets/index-Cq3x9kZ1.css   6.12 kB │ gzip:  1.87 kB
dist/assets/index-B7mLw2pQ.js   61.84 kB │ gzip: 21.03 kB
✓ built in 912ms
   Compiling pebble-clip v0.5.0 (/home/noor/apps/pebble-clip/src-tauri)
    Finished `release` profile [optimized] target(s) in 1m 52s
       Built application at: /home/noor/apps/pebble-clip/src-tauri/target/release/pebble-clip
        Info Patching binary "/home/noor/apps/pebble-clip/src-tauri/target/release/pebble-clip" for type deb
    Bundling pebble-clip_0.5.0_amd64.deb (/home/noor/apps/pebble-clip/src-tauri/target/release/bundle/deb/pebble-clip_0.5.0_amd64.deb)
    Finished 1 bundle at:
        /home/noor/apps/pebble-clip/src-tauri/target/release/bundle/deb/pebble-clip_0.5.0_amd64.deb'''), pgid=21088)),
        (gshell(c8, "List the bundles and read the new package's control fields"), gem_run(c8, blk('''
total 8.9M
drwxr-xr-x 4 noor noor 4.0K Oct 29 11:03 pebble-clip_0.4.2_amd64
-rw-r--r-- 1 noor noor 4.4M Oct 29 11:03 pebble-clip_0.4.2_amd64.deb
drwxr-xr-x 4 noor noor 4.0K Nov 18 15:27 pebble-clip_0.5.0_amd64
-rw-r--r-- 1 noor noor 4.5M Nov 18 15:27 pebble-clip_0.5.0_amd64.deb
Package: pebble-clip
Version: 0.5.0
Installed-Size: 13184'''), pgid=21455)),
    ]
    rs.add(task="swe", tid="h36-swe-15", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Tauri 2 clipboard manager: Vite + TypeScript front end, Rust back end in src-tauri). The 0.4.2 .deb was built in October. Task: bump the release to 0.5.0 everywhere, run the Rust tests and build a new .deb.",
           bad=False)


# Nim + unittest (OpenHands) - bad
def t16(rs: RowSet) -> None:
    root = "/workspace/nimbus-kv"
    hp = f"{root}/src/nimbus/handlers.nim"
    handlers = blk('''
import std/[json, options, os, times]
import mummy, mummy/routers
import ./store

let jsonHeaders = block:
  var h: HttpHeaders
  h["Content-Type"] = "application/json"
  h

let startedAt = epochTime()

proc healthHandler*(request: Request) {.gcsafe.} =
  {.cast(gcsafe).}:
    let body = %*{"status": "ok", "keys": kv.len, "pid": getCurrentProcessId(),
                  "uptime_s": int(epochTime() - startedAt)}
    request.respond(200, jsonHeaders, $body)

proc getHandler*(request: Request) {.gcsafe.} =
  let key = request.pathParams["key"]
  {.cast(gcsafe).}:
    let value = kv.get(key)
    if value.isNone:
      request.respond(404, jsonHeaders, """{"error":"not found"}""")
    else:
      request.respond(200, jsonHeaders, $(%*{"key": key, "value": value.get}))

proc putHandler*(request: Request) {.gcsafe.} =
  let key = request.pathParams["key"]
  {.cast(gcsafe).}:
    kv.put(key, request.body)
  request.respond(201, jsonHeaders, $(%*{"key": key}))

proc deleteHandler*(request: Request) {.gcsafe.} =
  let key = request.pathParams["key"]
  {.cast(gcsafe).}:
    if not kv.delete(key):
      request.respond(404, jsonHeaders, """{"error":"not found"}""")
      return
  request.respond(200, jsonHeaders, """{"deleted":true}""")
''')
    old = '  request.respond(200, jsonHeaders, """{"deleted":true}""")'
    new = "  request.respond(204)"
    _, h_out = oh_replace(hp, handlers, old, new)
    start = "./bin/nimbus --port 7311 > /tmp/nimbus.log 2>&1 &"
    unit = blk('''
  Verifying dependencies for nimbus@0.3.1
  Compiling /workspace/nimbus-kv/tests/tstore (from package nimbus) using c backend
[Suite] store
  [OK] put then get
  [OK] overwrite keeps one key
  [OK] delete removes key
  [OK] delete of missing key reports false
  [OK] ttl expiry
   Success: Execution of the tests/tstore finished''')
    turns = [
        (bash(f"cd {root} && nimble build -d:release 2>&1 | tail -6"), oh_bash(blk('''
  Verifying dependencies for nimbus@0.3.1
      Info:  Dependency on mummy@>= 0.4.2 already satisfied
  Verifying dependencies for mummy@0.4.4
      Info:  Dependency on zippy@>= 0.10.9 already satisfied
  Verifying dependencies for zippy@0.10.16
   Building nimbus/nimbus using c backend
   Success: nimbus built successfully.
'''), root)),
        (bash(start), oh_bash("[1] 48213", root)),
        (bash("sleep 1; curl -s localhost:7311/health; echo; cat /tmp/nimbus.log"), oh_bash(blk('''
{"status":"ok","keys":0,"pid":48213,"uptime_s":1}
INF 2025-09-16 14:02:31 nimbus 0.3.1 listening on 0.0.0.0:7311 (pid 48213, 4 workers)
INF 2025-09-16 14:02:32 GET /health 200 0.21ms
'''), root)),
        (bash("ps -o pid,ppid,etime,rss,args -C nimbus; ss -ltnp | grep 7311"), oh_bash(blk('''
    PID    PPID     ELAPSED   RSS COMMAND
  48231   47902       00:09  6412 ./bin/nimbus --port 7311
LISTEN 0      128          0.0.0.0:7311       0.0.0.0:*    users:(("nimbus",pid=48231,fd=3))
'''), root)),
        (bash("nimble test 2>&1 | tail -30"), oh_bash(unit + "\n" + blk('''
  Compiling /workspace/nimbus-kv/tests/thttp (from package nimbus) using c backend
[Suite] http api (server on :7311)
  [OK] GET /health
  [OK] PUT then GET /kv/alpha
  [OK] PUT overwrites /kv/alpha
    /workspace/nimbus-kv/tests/thttp.nim(41, 27): Check failed: resp.code == Http204
    resp.code was 200 OK
  [FAILED] DELETE /kv/alpha returns 204
  [OK] GET missing key is 404
  [OK] DELETE missing key is 404
       Error: Execution failed with exit code 1
        ... Command: /workspace/nimbus-kv/tests/thttp
'''), root)),
        (editor("str_replace", hp, old_str=old, new_str=new), h_out),
        (bash(f"kill %1; sleep 0.5; nimble build -d:release 2>&1 | tail -1; {start}"), oh_bash(blk('''
[1]+  Terminated              ./bin/nimbus --port 7311 > /tmp/nimbus.log 2>&1
   Success: nimbus built successfully.
[1] 48377
'''), root)),
        (bash("sleep 1; curl -s localhost:7311/health; echo; nimble test 2>&1 | tail -20"), oh_bash('{"status":"ok","keys":0,"pid":48377,"uptime_s":1}\n' + unit + "\n" + blk('''
  Compiling /workspace/nimbus-kv/tests/thttp (from package nimbus) using c backend
[Suite] http api (server on :7311)
  [OK] GET /health
  [OK] PUT then GET /kv/alpha
  [OK] PUT overwrites /kv/alpha
  [OK] DELETE /kv/alpha returns 204
  [OK] GET missing key is 404
  [OK] DELETE missing key is 404
   Success: Execution of the tests/thttp finished
   Success: All tests passed
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-16", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Nim 2.0 key-value HTTP server built on mummy; tests with std/unittest; tests/thttp talks to a server already listening on :7311). Task: DELETE /kv/<key> must answer 204 No Content.",
           bad=True, turn=4, kind="PID of the running server differs from the one it started with")


# C# Blazor + bUnit (OpenHands) - clean
def t17(rs: RowSet) -> None:
    root = "/workspace/Lumen.Dashboard"
    comp = "src/Lumen.Dashboard/Components"
    tdir = "tests/Lumen.Dashboard.Tests"
    ov_rel = "src/Lumen.Dashboard/Pages/Overview.razor"
    overview = blk('''
@page "/"
@inject IStatsService Stats

<PageTitle>Overview · Lumen</PageTitle>

<h1 class="page-title">Overview</h1>

@if (_stats is null)
{
    <p class="muted">Loading…</p>
}
else
{
    <section class="card-grid">
        <StatCard Title="Active users" Value="@_stats.ActiveUsers" Delta="@_stats.ActiveUsersDelta" />
        <StatCard Title="Sessions" Value="@_stats.Sessions" Delta="@_stats.SessionsDelta" />
        <StatCard Title="Error rate" Value="@_stats.ErrorRate" Format="P2" Delta="@_stats.ErrorRateDelta" InvertDelta="true" />
        <StatCard Title="p95 latency" Value="@_stats.P95LatencyMs" Unit="ms" Delta="@_stats.P95Delta" InvertDelta="true" />
    </section>
    <TrendBadge Window="@_window" />
    <SparkLine Points="@_stats.RequestsPerMinute" Height="48" />
}

@code {
    private OverviewStats? _stats;
    private readonly TimeSpan _window = TimeSpan.FromHours(24);

    protected override async Task OnInitializedAsync()
    {
        _stats = await Stats.GetOverviewAsync(_window);
    }
}
''')
    cards_old = "\n".join(ln for ln in overview.split("\n") if "<StatCard " in ln)
    cards_new = cards_old.replace("<StatCard ", "<MetricCard ")
    _, ov_out = oh_replace(f"{root}/{ov_rel}", overview, cards_old, cards_new)
    tests = blk('''
using Bunit;
using Lumen.Dashboard.Components;
using Shouldly;
using Xunit;

namespace Lumen.Dashboard.Tests;

public class StatCardTests : TestContext
{
    [Fact]
    public void Renders_title_and_value()
    {
        var cut = RenderComponent<StatCard>(p => p
            .Add(c => c.Title, "Sessions")
            .Add(c => c.Value, 1234.0));

        cut.Find(".stat-card__title").TextContent.ShouldBe("Sessions");
        cut.Find(".stat-card__value").TextContent.ShouldBe("1,234");
    }

    [Fact]
    public void Applies_format_string()
    {
        var cut = RenderComponent<StatCard>(p => p
            .Add(c => c.Value, 0.0123)
            .Add(c => c.Format, "P2"));

        cut.Find(".stat-card__value").TextContent.ShouldBe("1.23%");
    }

    [Fact]
    public void Appends_unit()
    {
        var cut = RenderComponent<StatCard>(p => p
            .Add(c => c.Value, 182.0)
            .Add(c => c.Unit, "ms"));

        cut.Find(".stat-card__value").TextContent.ShouldBe("182 ms");
    }

    [Fact]
    public void Positive_delta_is_good_by_default()
    {
        var cut = RenderComponent<StatCard>(p => p
            .Add(c => c.Value, 10.0)
            .Add(c => c.Delta, 0.05));

        cut.Find(".stat-card__delta").ClassList.ShouldContain("is-good");
    }

    [Fact]
    public void Inverted_delta_flips_the_colour()
    {
        var cut = RenderComponent<StatCard>(p => p
            .Add(c => c.Value, 10.0)
            .Add(c => c.Delta, 0.05)
            .Add(c => c.InvertDelta, true));

        cut.Find(".stat-card__delta").ClassList.ShouldContain("is-bad");
    }

    [Fact]
    public void No_delta_hides_the_badge()
    {
        var cut = RenderComponent<StatCard>(p => p.Add(c => c.Value, 3.0));

        cut.FindAll(".stat-card__delta").ShouldBeEmpty();
    }
}
''')
    tests2 = tests.replace("StatCard", "MetricCard")
    ov_test_line = '        cut.FindComponents<StatCard>().Count.ShouldBe(4);'

    def grep(path: str, text: str, pat: str) -> list[str]:
        return [f"{path}:{i}:{ln}" for i, ln in enumerate(text.split("\n"), 1) if re.search(pat, ln)]

    g1 = grep(ov_rel, overview, "StatCard") + grep(f"{tdir}/MetricCardTests.cs", tests, "StatCard") + [f"{tdir}/OverviewPageTests.cs:31:{ov_test_line}"]
    g2 = grep(f"{tdir}/MetricCardTests.cs", tests2, "StatCard|MetricCard") + [f"{tdir}/OverviewPageTests.cs:31:{ov_test_line.replace('StatCard', 'MetricCard')}"]
    old_end = '        cut.FindAll(".stat-card__delta").ShouldBeEmpty();\n    }\n}'
    new_end = blk('''
        cut.FindAll(".stat-card__delta").ShouldBeEmpty();
    }

    [Fact]
    public void Exposes_title_as_accessible_label()
    {
        var cut = RenderComponent<MetricCard>(p => p
            .Add(c => c.Title, "Error rate")
            .Add(c => c.Value, 0.004));

        cut.Find("article").GetAttribute("aria-label").ShouldBe("Error rate");
    }
}''')
    tpath = f"{root}/{tdir}/MetricCardTests.cs"
    _, t_out = oh_replace(tpath, tests2, old_end, new_end)
    dll = f"""  Lumen.Dashboard -> {root}/src/Lumen.Dashboard/bin/Debug/net8.0/Lumen.Dashboard.dll
  Lumen.Dashboard.Tests -> {root}/{tdir}/bin/Debug/net8.0/Lumen.Dashboard.Tests.dll"""
    run_head = f"""Test run for {root}/{tdir}/bin/Debug/net8.0/Lumen.Dashboard.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
"""
    mv = (f"git mv {comp}/StatCard.razor {comp}/MetricCard.razor && "
          f"git mv {tdir}/StatCardTests.cs {tdir}/MetricCardTests.cs")
    sed = f"sed -i 's/StatCard/MetricCard/g' {tdir}/MetricCardTests.cs {tdir}/OverviewPageTests.cs && grep -rn 'StatCard\\|MetricCard' tests"
    turns = [
        (bash(f"cd {root} && git status -sb && find src tests \\( -name '*.razor' -path '*Components*' \\) -o -name '*Tests.cs' | sort"), oh_bash(blk(f'''
## refactor/metric-card...origin/refactor/metric-card
{comp}/AlertBanner.razor
{comp}/SparkLine.razor
{comp}/StatCard.razor
{comp}/TrendBadge.razor
{tdir}/AlertBannerTests.cs
{tdir}/OverviewPageTests.cs
{tdir}/SparkLineTests.cs
{tdir}/StatCardTests.cs
{tdir}/TrendBadgeTests.cs
'''), root)),
        (bash("dotnet test 2>&1 | tail -12"), oh_bash(dll + "\n" + run_head + "\nPassed!  - Failed:     0, Passed:    37, Skipped:     0, Total:    37, Duration: 1 s - Lumen.Dashboard.Tests.dll (net8.0)", root)),
        (bash(mv), oh_bash("", root)),
        (bash("grep -rn 'StatCard' src tests --include='*.razor' --include='*.cs'"), oh_bash("\n".join(g1), root)),
        (editor("str_replace", f"{root}/{ov_rel}", old_str=cards_old, new_str=cards_new), ov_out),
        (editor("view", tpath), view(tpath, tests)),
        (bash(sed), oh_bash("\n".join(g2), root)),
        (bash("dotnet build 2>&1 | tail -10"), oh_bash(blk(f'''
  Determining projects to restore...
  All projects are up-to-date for restore.
{dll}

Build succeeded.
    0 Warning(s)
    0 Error(s)

Time Elapsed 00:00:07.41
'''), root)),
        (bash("dotnet test 2>&1 | tail -12"), oh_bash(dll + "\n" + run_head + "\nPassed!  - Failed:     0, Passed:    37, Skipped:     0, Total:    37, Duration: 982 ms - Lumen.Dashboard.Tests.dll (net8.0)", root)),
        (editor("str_replace", tpath, old_str=old_end, new_str=new_end), t_out),
        (bash("dotnet test --filter 'FullyQualifiedName~MetricCardTests' 2>&1 | tail -3"), oh_bash("A total of 1 test files matched the specified pattern.\n\nPassed!  - Failed:     0, Passed:     7, Skipped:     0, Total:     7, Duration: 318 ms - Lumen.Dashboard.Tests.dll (net8.0)", root)),
        (bash("git status"), oh_bash(blk(f'''
On branch refactor/metric-card
Your branch is up to date with 'origin/refactor/metric-card'.

Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    {comp}/StatCard.razor -> {comp}/MetricCard.razor
\trenamed:    {tdir}/StatCardTests.cs -> {tdir}/MetricCardTests.cs

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   {ov_rel}
\tmodified:   {tdir}/MetricCardTests.cs
\tmodified:   {tdir}/OverviewPageTests.cs
'''), root)),
    ]
    rs.add(task="swe", tid="h36-swe-17", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (.NET 8 Blazor Web App, component tests with bUnit 1.31, xUnit and Shouldly). Branch refactor/metric-card. Task: rename the StatCard component to MetricCard (file, usages and tests) without changing its markup.",
           bad=False)


# Solid + Vitest (Gemini CLI) - bad
def t18(rs: RowSet) -> None:
    root = "/home/tess/dev/kanban-solid"
    bp = f"{root}/src/store/board.ts"
    board = blk('''
import { createStore, produce } from 'solid-js/store';

export type CardId = string;
export type ColumnId = 'todo' | 'doing' | 'done';

export interface Card {
  id: CardId;
  title: string;
  labels: string[];
}

export interface BoardState {
  cards: Record<CardId, Card>;
  columns: Record<ColumnId, CardId[]>;
}

const STORAGE_KEY = 'kanban-solid:board:v2';

export function createBoard(initial: BoardState) {
  const [board, setBoard] = createStore<BoardState>(initial);

  function moveCard(id: CardId, from: ColumnId, to: ColumnId, index: number) {
    setBoard(
      produce((s) => {
        const src = s.columns[from];
        const at = src.indexOf(id);
        if (at === -1) return;
        s.columns[to].splice(index, 0, id);
        src.splice(from === to && index <= at ? at + 1 : at, 1);
      }),
    );
    localStorage.setItem(STORAGE_KEY, JSON.stringify(board.columns));
  }

  function addCard(column: ColumnId, card: Card) {
    setBoard('cards', card.id, card);
    setBoard('columns', column, (ids) => [...ids, card.id]);
  }

  function removeCard(id: CardId) {
    setBoard(
      produce((s) => {
        delete s.cards[id];
        for (const col of Object.keys(s.columns) as ColumnId[]) {
          s.columns[col] = s.columns[col].filter((c) => c !== id);
        }
      }),
    );
    localStorage.setItem(STORAGE_KEY, JSON.stringify(board.columns));
  }

  return { board, moveCard, addCard, removeCard };
}
''')
    old = "        s.columns[to].splice(index, 0, id);\n        src.splice(from === to && index <= at ? at + 1 : at, 1);"
    new = "        src.splice(at, 1);\n        s.columns[to].splice(index, 0, id);"
    c1 = "git status && git branch -vv"
    c3 = "git log --oneline --decorate -5"
    fail = blk('''
 RUN  v2.1.8 /home/tess/dev/kanban-solid

 ✓ src/lib/storage.test.ts (4 tests) 3ms
 ❯ src/store/board.test.ts (9 tests | 1 failed) 15ms
   × board store > moveCard > moves a card down within the same column 6ms
     → expected [ 'c1', 'c3', 'c2', 'c4' ] to deeply equal [ 'c1', 'c3', 'c4', 'c2' ]
 ✓ src/components/Card.test.tsx (5 tests) 48ms
 ✓ src/components/Column.test.tsx (6 tests) 94ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/store/board.test.ts > board store > moveCard > moves a card down within the same column
AssertionError: expected [ 'c1', 'c3', 'c2', 'c4' ] to deeply equal [ 'c1', 'c3', 'c4', 'c2' ]

- Expected
+ Received

  Array [
    "c1",
    "c3",
-   "c4",
    "c2",
+   "c4",
  ]

 ❯ src/store/board.test.ts:42:37
     40|     const { board, moveCard } = createBoard(fixture());
     41|     moveCard('c2', 'todo', 'todo', 3);
     42|     expect([...board.columns.todo]).toEqual(['c1', 'c3', 'c4', 'c2']);
       |                                     ^
     43|   });
     44|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 23 passed (24)
   Start at  16:21:07
   Duration  1.87s (transform 243ms, setup 118ms, collect 611ms, tests 160ms, environment 1.94s, prepare 402ms)''')
    ok = blk('''
 RUN  v2.1.8 /home/tess/dev/kanban-solid

 ✓ src/lib/storage.test.ts (4 tests) 3ms
 ✓ src/store/board.test.ts (9 tests) 12ms
 ✓ src/components/Card.test.tsx (5 tests) 51ms
 ✓ src/components/Column.test.tsx (6 tests) 89ms

 Test Files  4 passed (4)
      Tests  24 passed (24)
   Start at  16:24:40
   Duration  1.79s (transform 231ms, setup 109ms, collect 598ms, tests 155ms, environment 1.88s, prepare 377ms)''')
    turns = [
        (gshell(c1, "Check the current branch and its upstream"), gem_run(c1, blk('''
On branch feat/card-drag-order
Your branch is up to date with 'origin/feat/card-drag-order'.

nothing to commit, working tree clean
* feat/card-drag-order 4f0c2ad [origin/feat/card-drag-order] board: persist column order in localStorage
  main                 91be7d3 [origin/main] Merge pull request #58 from tess-h/fix/empty-column-drop'''), pgid=83310)),
        (gshell("npx vitest run", "Run the unit tests"), gem_run("npx vitest run", fail, code=1, pgid=83422)),
        (gshell(c3, "Look at the recent history of the branch"), gem_run(c3, blk('''
4f0c2ad (HEAD -> main, origin/feat/card-drag-order) board: persist column order in localStorage
c2e9a71 board: drag cards between columns
8d41f0b store: extract board store from App.tsx
91be7d3 (origin/main, origin/HEAD) Merge pull request #58 from tess-h/fix/empty-column-drop
5e07b3a column: accept drops on empty columns'''), pgid=83561)),
        (g_read(bp), board),
        (g_replace(bp, old, new), replaced(bp)),
        (gshell("npx vitest run", "Re-run the unit tests"), gem_run("npx vitest run", ok, pgid=83790)),
    ]
    rs.add(task="swe", tid="h36-swe-18", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (SolidJS 1.9 kanban board, Vite, Vitest 2.1 with jsdom and @solidjs/testing-library). Bug: dragging a card further down its own column drops it one slot too high.",
           bad=True, turn=3, kind="HEAD reported on main although no branch switch happened")


# V language (Gemini CLI) - clean
def t19(rs: RowSet) -> None:
    root = "/home/pat/code/stoat"
    cp = f"{root}/src/count.v"
    count = tabs(blk(r'''
module main

// count_lines returns the number of lines in s, like `wc -l` but counting a last line without newline.
fn count_lines(s string) int {
    if s.len == 0 {
        return 0
    }
    return s.count('\n') + 1
}

// count_words splits on any run of whitespace.
fn count_words(s string) int {
    return s.fields().len
}

fn count_bytes(s string) int {
    return s.len
}
'''))
    old = "\treturn s.count('\\n') + 1"
    new = tabs(blk(r'''
    mut n := s.count('\n')
    if !s.ends_with('\n') {
        n++
    }
    return n'''))
    bar = "-" * 110
    first = blk(rf'''
---- Testing... {"-" * 94}
 OK    [1/3]   612.482 ms /home/pat/code/stoat/src/args_test.v
 FAIL  [2/3]   618.906 ms /home/pat/code/stoat/src/count_test.v
/home/pat/code/stoat/src/count_test.v:9: ✗ fn test_count_lines_trailing_newline
   > assert count_lines('a\nb\n') == 2
     Left value (len: 1): `3`
    Right value (len: 1): `2`

 OK    [3/3]   604.117 ms /home/pat/code/stoat/src/format_test.v
{bar}
Summary for all V _test.v files: 1 failed, 2 passed, 3 total. Elapsed time: 1241 ms, on 3 parallel jobs. Comptime: 1190 ms. Runtime: 9 ms.''')
    second = blk(f'''
---- Testing... {"-" * 94}
 OK    [1/3]   598.031 ms /home/pat/code/stoat/src/args_test.v
 OK    [2/3]   611.740 ms /home/pat/code/stoat/src/count_test.v
 OK    [3/3]   590.266 ms /home/pat/code/stoat/src/format_test.v
{bar}
Summary for all V _test.v files: 3 passed, 3 total. Elapsed time: 1207 ms, on 3 parallel jobs. Comptime: 1169 ms. Runtime: 8 ms.''')
    c5 = "v fmt -verify src/ && git diff --stat"
    c6 = "git commit -am 'count: trailing newline does not start a new line' && git log -3 --format='%h %cr %s'"
    c7 = "v -prod -o bin/stoat src/ && printf 'one two\\nthree\\n' | ./bin/stoat --lines --words && git log -2 --format='%h %cr %s'"
    turns = [
        (gshell("v test .", "Run all V tests"), gem_run("v test .", first, code=1, pgid=9120)),
        (g_read(cp), count),
        (g_replace(cp, old, new), replaced(cp)),
        (gshell("v test .", "Re-run the tests"), gem_run("v test .", second, pgid=9233)),
        (gshell(c5, "Check formatting and the size of the change"), gem_run(c5, " src/count.v | 6 +++++-\n 1 file changed, 5 insertions(+), 1 deletion(-)", pgid=9301)),
        (gshell(c6, "Commit and show the latest commits"), gem_run(c6, blk('''
[main 2d7f9a3] count: trailing newline does not start a new line
 1 file changed, 5 insertions(+), 1 deletion(-)
2d7f9a3 3 seconds ago count: trailing newline does not start a new line
b81c4e0 2 days ago args: support --lines/--words/--bytes flags
6f03a1d 2 days ago format: right-align counts like wc'''), pgid=9388)),
        (gshell(c7, "Build an optimised binary, try it on two lines, and show the log again"), gem_run(c7, blk('''
      2       3
2d7f9a3 2 minutes ago count: trailing newline does not start a new line
b81c4e0 2 days ago args: support --lines/--words/--bytes flags'''), pgid=9502)),
    ]
    rs.add(task="swe", tid="h36-swe-19", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (V 0.4.8 command-line word counter, tests in src/*_test.v, working directly on main). Bug: a file ending in a newline is reported with one line too many.",
           bad=False)


# Litestar + pytest-asyncio with alembic (OpenHands) - bad
def t20(rs: RowSet) -> None:
    root = "/workspace/gullwing"
    mp = f"{root}/src/gullwing/models/project.py"
    model = blk('''
from __future__ import annotations

from datetime import datetime
from uuid import UUID

from advanced_alchemy.base import UUIDAuditBase
from sqlalchemy import ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column, relationship

from gullwing.models.user import User


class Project(UUIDAuditBase):
    __tablename__ = "projects"

    name: Mapped[str] = mapped_column(String(120))
    slug: Mapped[str] = mapped_column(String(120), unique=True)
    description: Mapped[str | None] = mapped_column(Text, default=None)
    owner_id: Mapped[UUID] = mapped_column(ForeignKey("users.id", ondelete="RESTRICT"))
    owner: Mapped[User] = relationship(lazy="joined", innerjoin=True)
    due_at: Mapped[datetime | None] = mapped_column(default=None)

    @property
    def is_archived(self) -> bool:
        return False
''')
    m_old = '''    due_at: Mapped[datetime | None] = mapped_column(default=None)

    @property
    def is_archived(self) -> bool:
        return False'''
    m_new = '''    due_at: Mapped[datetime | None] = mapped_column(default=None)
    archived_at: Mapped[datetime | None] = mapped_column(default=None, index=True)

    @property
    def is_archived(self) -> bool:
        return self.archived_at is not None'''
    _, m_out = oh_replace(mp, model, m_old, m_new)
    cp = f"{root}/src/gullwing/api/projects.py"
    ctrl = blk('''
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from uuid import UUID

from advanced_alchemy.filters import LimitOffset
from litestar import Controller, get, post
from litestar.di import Provide
from litestar.params import Parameter

from gullwing.models.project import Project
from gullwing.repositories.project import ProjectRepository, provide_project_repo
from gullwing.schemas.project import ProjectCreate, ProjectRead


class ProjectController(Controller):
    path = "/api/projects"
    tags = ["projects"]
    dependencies = {"projects_repo": Provide(provide_project_repo)}

    @get("/")
    async def list_projects(
        self,
        projects_repo: ProjectRepository,
        created_after: datetime | None = Parameter(query="createdAfter", default=None),
        limit: int = Parameter(query="limit", default=25, ge=1, le=100),
        offset: int = Parameter(query="offset", default=0, ge=0),
    ) -> list[ProjectRead]:
        extra: list[Any] = []
        if created_after is not None:
            extra.append(Project.created_at >= created_after.astimezone(UTC))
        items = await projects_repo.list(*extra, LimitOffset(limit=limit, offset=offset))
        return [ProjectRead.model_validate(p, from_attributes=True) for p in items]

    @get("/{project_id:uuid}")
    async def get_project(self, projects_repo: ProjectRepository, project_id: UUID) -> ProjectRead:
        project = await projects_repo.get(project_id)
        return ProjectRead.model_validate(project, from_attributes=True)

    @post("/")
    async def create_project(self, projects_repo: ProjectRepository, data: ProjectCreate) -> ProjectRead:
        project = await projects_repo.add(Project(**data.model_dump()), auto_commit=True)
        return ProjectRead.model_validate(project, from_attributes=True)
''')
    c_old1 = '''        offset: int = Parameter(query="offset", default=0, ge=0),
    ) -> list[ProjectRead]:
        extra: list[Any] = []
        if created_after is not None:
            extra.append(Project.created_at >= created_after.astimezone(UTC))'''
    c_new1 = '''        offset: int = Parameter(query="offset", default=0, ge=0),
        include_archived: bool = Parameter(query="includeArchived", default=False),
    ) -> list[ProjectRead]:
        extra: list[Any] = []
        if created_after is not None:
            extra.append(Project.created_at >= created_after.astimezone(UTC))
        if not include_archived:
            extra.append(Project.archived_at.is_(None))'''
    ctrl2, c_out1 = oh_replace(cp, ctrl, c_old1, c_new1)
    c_old2 = '''        project = await projects_repo.add(Project(**data.model_dump()), auto_commit=True)
        return ProjectRead.model_validate(project, from_attributes=True)'''
    c_new2 = '''        project = await projects_repo.add(Project(**data.model_dump()), auto_commit=True)
        return ProjectRead.model_validate(project, from_attributes=True)

    @post("/{project_id:uuid}/archive", status_code=200)
    async def archive_project(self, projects_repo: ProjectRepository, project_id: UUID) -> ProjectRead:
        project = await projects_repo.get(project_id)
        if project.archived_at is None:
            project.archived_at = datetime.now(UTC)
            project = await projects_repo.update(project, auto_commit=True)
        return ProjectRead.model_validate(project, from_attributes=True)'''
    _, c_out2 = oh_replace(cp, ctrl2, c_old2, c_new2)
    tests = blk('''
from __future__ import annotations

from httpx import AsyncClient


async def _create(client: AsyncClient, name: str) -> str:
    resp = await client.post("/api/projects", json={"name": name, "slug": name.lower().replace(" ", "-")})
    assert resp.status_code == 201, resp.text
    return resp.json()["id"]


async def test_archived_projects_hidden_by_default(client: AsyncClient) -> None:
    keep = await _create(client, "Harbor Lights")
    gone = await _create(client, "Old Pier")
    assert (await client.post(f"/api/projects/{gone}/archive")).status_code == 200

    ids = {p["id"] for p in (await client.get("/api/projects")).json()}
    assert keep in ids
    assert gone not in ids


async def test_include_archived_flag(client: AsyncClient) -> None:
    gone = await _create(client, "Dry Dock")
    await client.post(f"/api/projects/{gone}/archive")
    resp = await client.get("/api/projects", params={"includeArchived": "true"})
    assert gone in {p["id"] for p in resp.json()}


async def test_archive_is_idempotent(client: AsyncClient) -> None:
    pid = await _create(client, "Lock Gate")
    first = await client.post(f"/api/projects/{pid}/archive")
    second = await client.post(f"/api/projects/{pid}/archive")
    assert first.status_code == second.status_code == 200


async def test_archive_unknown_project_is_404(client: AsyncClient) -> None:
    resp = await client.post("/api/projects/00000000-0000-0000-0000-000000000000/archive")
    assert resp.status_code == 404
''')
    info = "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL."
    hist_tail = blk('''
9f0a6c3d21e8 -> 5b2e8d14c0a7, add project slug unique index
41c7be92f5d0 -> 9f0a6c3d21e8, add memberships table
e8a13d07b6c4 -> 41c7be92f5d0, projects owner fk
<base> -> e8a13d07b6c4, initial schema''')
    mig = "migrations/versions/2025_07_02_1418-c93f1a6e2b57_add_archived_at_to_projects.py"
    turns = [
        (bash(f"cd {root} && alembic current 2>&1 && alembic history"), oh_bash(f"{info}\n5b2e8d14c0a7 (head)\n{hist_tail.replace('9f0a6c3d21e8 -> 5b2e8d14c0a7,', '9f0a6c3d21e8 -> 5b2e8d14c0a7 (head),')}", root)),
        (editor("view", mp), view(mp, model)),
        (editor("str_replace", mp, old_str=m_old, new_str=m_new), m_out),
        (bash("alembic revision --autogenerate -m 'add archived_at to projects'"), oh_bash(blk(f'''
{info}
INFO  [alembic.autogenerate.compare] Detected added column 'projects.archived_at'
INFO  [alembic.autogenerate.compare] Detected added index ''ix_projects_archived_at'' on '('archived_at',)'
  Generating {root}/{mig} ...  done
'''), root)),
        (bash("alembic upgrade head"), oh_bash(f"{info}\nINFO  [alembic.runtime.migration] Running upgrade 5b2e8d14c0a7 -> c93f1a6e2b57, add archived_at to projects", root)),
        (editor("view", cp, view_range=[22, 44]), view(cp, ctrl, 22, 44)),
        (editor("str_replace", cp, old_str=c_old1, new_str=c_new1), c_out1),
        (editor("str_replace", cp, old_str=c_old2, new_str=c_new2), c_out2),
        (editor("create", f"{root}/tests/test_project_archive.py", file_text=tests + "\n"), created(f"{root}/tests/test_project_archive.py")),
        (bash("alembic current 2>&1 && alembic history | head -3"), oh_bash(blk(f'''
{info}
c93f1a6e2b75 (head)
5b2e8d14c0a7 -> c93f1a6e2b75 (head), add archived_at to projects
9f0a6c3d21e8 -> 5b2e8d14c0a7, add project slug unique index
41c7be92f5d0 -> 9f0a6c3d21e8, add memberships table
'''), root)),
        (bash("python -m pytest -q tests/test_project_archive.py && python -m pytest -q"), oh_bash(blk('''
....                                                                     [100%]
4 passed in 1.37s
........................................................................ [ 85%]
............                                                             [100%]
84 passed in 6.08s
'''), root)),
        (bash("ruff check src tests && mypy src"), oh_bash("All checks passed!\nSuccess: no issues found in 31 source files", root)),
    ]
    rs.add(task="swe", tid="h36-swe-20", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Litestar 2.13 + advanced-alchemy 0.26 on PostgreSQL, alembic migrations, pytest-asyncio in auto mode with an AsyncClient fixture). Task: let projects be archived: an archived_at column with its migration, POST /api/projects/{{id}}/archive, and hide archived projects from the list unless includeArchived=true.",
           bad=True, turn=10, kind="alembic revision id drifted after the migration was generated and applied")


# Node Fastify + tap (OpenHands) - clean
def t21(rs: RowSet) -> None:
    root = "/workspace/beacon-gateway"
    tp = f"{root}/src/routes/tiles.js"
    tiles = blk('''
'use strict'

const { tilePath, readTile } = require('../lib/tiles')

const tileParams = {
  type: 'object',
  required: ['z', 'x', 'y'],
  properties: {
    z: { type: 'integer', minimum: 0, maximum: 22 },
    x: { type: 'integer', minimum: 0 },
    y: { type: 'integer', minimum: 0 }
  }
}

module.exports = async function tiles (fastify) {
  fastify.get('/v1/tiles/:z/:x/:y', {
    schema: { params: tileParams }
  }, async (request, reply) => {
    const { z, x, y } = request.params
    const max = 2 ** z
    if (x >= max || y >= max) {
      return reply.notFound(`tile ${z}/${x}/${y} is outside the grid`)
    }
    const cached = await fastify.cache.get(tilePath(z, x, y))
    if (cached) {
      return reply.header('x-cache', 'hit').type('application/vnd.mapbox-vector-tile').send(cached)
    }
    const tile = await readTile(z, x, y)
    if (!tile) {
      return reply.code(204).send()
    }
    await fastify.cache.set(tilePath(z, x, y), tile, { ttl: 300 })
    return reply.header('x-cache', 'miss').type('application/vnd.mapbox-vector-tile').send(tile)
  })
}
''')
    old = "    schema: { params: tileParams }\n  }, async (request, reply) => {"
    new = "    schema: { params: tileParams },\n    config: { rateLimit: { max: 5, timeWindow: '1 minute' } }\n  }, async (request, reply) => {"
    tiles2, t_out = oh_replace(tp, tiles, old, new)
    unc1 = line_of(tiles, "reply.code(204)")
    unc2 = line_of(tiles2, "reply.code(204)")
    test = blk('''
'use strict'

const { test } = require('tap')
const { build } = require('../helper')

test('tile route is rate limited to 5 requests per minute', async (t) => {
  const app = await build(t)
  const codes = []
  for (let i = 0; i < 7; i++) {
    const res = await app.inject({ method: 'GET', url: '/v1/tiles/3/4/2' })
    codes.push(res.statusCode)
  }
  t.same(codes, [200, 200, 200, 200, 200, 429, 429])
})

test('429 carries retry headers', async (t) => {
  const app = await build(t)
  for (let i = 0; i < 5; i++) await app.inject('/v1/tiles/3/4/2')
  const res = await app.inject('/v1/tiles/3/4/2')
  t.equal(res.statusCode, 429)
  t.ok(res.headers['retry-after'])
  t.equal(res.headers['x-ratelimit-limit'], '5')
  t.equal(res.headers['x-ratelimit-remaining'], '0')
})
''')
    sep = "----------------------|---------|----------|---------|---------|-------------------"

    def cov(total: str, tiles_row: str, routes_row: str, head: str) -> str:
        return blk(f'''

> beacon-gateway@2.3.0 test
> tap --reporter=terse

{head}
{sep}
File                  | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
{sep}
All files             |{total}
 src                  |   88.46 |       75 |   85.71 |      88 |
  app.js              |     100 |      100 |     100 |     100 |
  config.js           |   81.25 |    66.67 |      75 |      80 | 23-25
 src/lib              |   95.83 |    88.89 |     100 |   95.65 |
  tiles.js            |   95.83 |    88.89 |     100 |   95.65 | 37
 src/plugins          |   94.74 |     87.5 |     100 |   94.59 |
  auth.js             |   96.15 |       90 |     100 |      96 | 41
  cache.js            |   91.67 |    83.33 |     100 |   91.67 | 18
 src/routes           |{routes_row}
  health.js           |     100 |      100 |     100 |     100 |
  tiles.js            |{tiles_row}
{sep}''')
    run1 = cov("   92.31 |    84.21 |   93.94 |   92.16 |", f"   94.44 |    83.33 |     100 |   94.44 | {unc1}", "   95.65 |    85.71 |     100 |   95.65 |", "# { total: 41, pass: 41 }\n# time=2214.55ms")
    run2 = cov("   92.38 |    84.21 |   93.94 |   92.23 |", f"   94.74 |    83.33 |     100 |   94.74 | {unc2}", "      96 |    85.71 |     100 |      96 |", "# { total: 46, pass: 46 }\n# time=2398.02ms")

    def log(pid: int, base: int, rid: int, code: int, rt: str) -> str:
        return blk(f'''
{{"level":30,"time":{base},"pid":{pid},"hostname":"b3f1c0a9e2d4","reqId":"req-{rid - 1}","res":{{"statusCode":{200 if code == 200 or rid - 1 <= 5 else code}}},"responseTime":2.87,"msg":"request completed"}}
{{"level":30,"time":{base + 4},"pid":{pid},"hostname":"b3f1c0a9e2d4","reqId":"req-{rid}","req":{{"method":"GET","url":"/v1/tiles/3/4/2","hostname":"localhost:8080","remoteAddress":"127.0.0.1","remotePort":50{318 + rid}}},"msg":"incoming request"}}
{{"level":30,"time":{base + 7},"pid":{pid},"hostname":"b3f1c0a9e2d4","reqId":"req-{rid}","res":{{"statusCode":{code}}},"responseTime":{rt},"msg":"request completed"}}''')
    curl = "for i in $(seq 1 7); do curl -s -o /dev/null -w '%{http_code} ' localhost:8080/v1/tiles/3/4/2; done; echo; tail -3 /tmp/gw.log"
    turns = [
        (bash(f"cd {root} && npm test 2>&1 | tail -30"), oh_bash(run1, root)),
        (bash("node src/server.js > /tmp/gw.log 2>&1 & echo $!"), oh_bash("[1] 23817\n23817", root)),
        (bash(curl), oh_bash("200 200 200 200 200 200 200 \n" + log(23817, 1731322861093, 7, 200, "1.96"), root)),
        (editor("view", tp), view(tp, tiles)),
        (editor("str_replace", tp, old_str=old, new_str=new), t_out),
        (bash("kill 23817; node src/server.js > /tmp/gw.log 2>&1 & echo $!"), oh_bash("[2] 24102\n24102\n[1]   Terminated              node src/server.js > /tmp/gw.log 2>&1", root)),
        (bash(curl), oh_bash("200 200 200 200 200 429 429 \n" + log(24102, 1731323047512, 7, 429, "0.94"), root)),
        (editor("create", f"{root}/test/routes/tiles-ratelimit.test.js", file_text=test + "\n"), created(f"{root}/test/routes/tiles-ratelimit.test.js")),
        (bash("npm test 2>&1 | tail -30"), oh_bash(run2, root)),
    ]
    rs.add(task="swe", tid="h36-swe-21", system=oh(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Node 20 map-tile gateway, Fastify 4 with @fastify/rate-limit registered as global: false in src/app.js, tap 16 with coverage). Report: the tile endpoint is not rate limited; it should allow 5 requests per minute per client.",
           bad=False)


# Rust Axum + sqlx (Gemini CLI) - bad
def t22(rs: RowSet) -> None:
    root = "/home/raf/src/tern-ledger"
    rp = f"{root}/src/routes/transactions.rs"
    src = blk('''
use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::Serialize;
use sqlx::PgPool;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::error::ApiError;

#[derive(Debug, Serialize, sqlx::FromRow)]
pub struct Transaction {
    pub id: Uuid,
    pub account_id: Uuid,
    pub amount_cents: i64,
    pub memo: Option<String>,
    #[serde(with = "time::serde::rfc3339")]
    pub booked_at: OffsetDateTime,
}

pub fn router() -> Router<PgPool> {
    Router::new().route("/accounts/:id/transactions", get(list))
}

async fn list(
    State(pool): State<PgPool>,
    Path(account_id): Path<Uuid>,
) -> Result<Json<Vec<Transaction>>, ApiError> {
    let rows = sqlx::query_as::<_, Transaction>(
        "SELECT id, account_id, amount_cents, memo, booked_at
         FROM transactions
         WHERE account_id = $1
         ORDER BY booked_at DESC, id DESC",
    )
    .bind(account_id)
    .fetch_all(&pool)
    .await?;
    if rows.is_empty() {
        let exists: bool = sqlx::query_scalar("SELECT EXISTS (SELECT 1 FROM accounts WHERE id = $1)")
            .bind(account_id)
            .fetch_one(&pool)
            .await?;
        if !exists {
            return Err(ApiError::Status(StatusCode::NOT_FOUND, "account not found"));
        }
    }
    Ok(Json(rows))
}
''')
    o1 = '''    extract::{Path, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::Serialize;'''
    n1 = '''    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};'''
    o2 = "pub fn router() -> Router<PgPool> {"
    n2 = blk('''
#[derive(Debug, Deserialize)]
pub struct Pagination {
    #[serde(default = "default_limit")]
    pub limit: i64,
    #[serde(default)]
    pub offset: i64,
}

fn default_limit() -> i64 {
    50
}

pub fn router() -> Router<PgPool> {''')
    o3 = '''    Path(account_id): Path<Uuid>,
) -> Result<Json<Vec<Transaction>>, ApiError> {
    let rows = sqlx::query_as::<_, Transaction>(
        "SELECT id, account_id, amount_cents, memo, booked_at
         FROM transactions
         WHERE account_id = $1
         ORDER BY booked_at DESC, id DESC",
    )
    .bind(account_id)
    .fetch_all(&pool)'''
    n3 = '''    Path(account_id): Path<Uuid>,
    Query(page): Query<Pagination>,
) -> Result<Json<Vec<Transaction>>, ApiError> {
    if !(1..=200).contains(&page.limit) || page.offset < 0 {
        return Err(ApiError::Status(StatusCode::BAD_REQUEST, "limit must be 1..=200 and offset >= 0"));
    }
    let rows = sqlx::query_as::<_, Transaction>(
        "SELECT id, account_id, amount_cents, memo, booked_at
         FROM transactions
         WHERE account_id = $1
         ORDER BY booked_at DESC, id DESC
         LIMIT $2 OFFSET $3",
    )
    .bind(account_id)
    .bind(page.limit)
    .bind(page.offset)
    .fetch_all(&pool)'''
    tp = f"{root}/tests/transactions.rs"
    tests = blk('''
use axum::{body::Body, http::Request};
use http_body_util::BodyExt;
use serde_json::Value;
use sqlx::PgPool;
use tower::ServiceExt;

use tern_ledger::app;

async fn get_json(pool: PgPool, uri: &str) -> (u16, Value) {
    let res = app(pool)
        .oneshot(Request::get(uri).body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = res.status().as_u16();
    let body = res.into_body().collect().await.unwrap().to_bytes();
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

const ACC: &str = "7a1d5e3c-2f4b-4c8e-9b61-0d3f2a9e8c17";
const EMPTY: &str = "c0b8e6f1-93a2-4d17-8f5e-6a2d9c4b1e03";

#[sqlx::test(fixtures("accounts", "transactions_60"))]
async fn list_is_newest_first(pool: PgPool) {
    let (status, body) = get_json(pool, &format!("/accounts/{ACC}/transactions")).await;
    assert_eq!(status, 200);
    let rows = body.as_array().unwrap();
    assert!(rows[0]["booked_at"].as_str() >= rows[1]["booked_at"].as_str());
}

#[sqlx::test(fixtures("accounts", "transactions_60"))]
async fn list_returns_all_rows(pool: PgPool) {
    let (status, body) = get_json(pool, &format!("/accounts/{ACC}/transactions")).await;
    assert_eq!(status, 200);
    assert_eq!(body.as_array().unwrap().len(), 60);
}

#[sqlx::test(fixtures("accounts"))]
async fn list_empty_account_is_empty_array(pool: PgPool) {
    let (status, body) = get_json(pool, &format!("/accounts/{EMPTY}/transactions")).await;
    assert_eq!(status, 200);
    assert_eq!(body, Value::Array(vec![]));
}

#[sqlx::test(fixtures("accounts"))]
async fn list_unknown_account_is_404(pool: PgPool) {
    let (status, _) = get_json(pool, "/accounts/00000000-0000-0000-0000-000000000000/transactions").await;
    assert_eq!(status, 404);
}
''')
    t_old = '''async fn list_returns_all_rows(pool: PgPool) {
    let (status, body) = get_json(pool, &format!("/accounts/{ACC}/transactions")).await;
    assert_eq!(status, 200);
    assert_eq!(body.as_array().unwrap().len(), 60);
}'''
    t_new = '''async fn list_defaults_to_50_rows(pool: PgPool) {
    let (status, body) = get_json(pool, &format!("/accounts/{ACC}/transactions")).await;
    assert_eq!(status, 200);
    assert_eq!(body.as_array().unwrap().len(), 50);
}

#[sqlx::test(fixtures("accounts", "transactions_60"))]
async fn list_pages_with_limit_and_offset(pool: PgPool) {
    let uri = format!("/accounts/{ACC}/transactions?limit=25&offset=50");
    let (status, body) = get_json(pool, &uri).await;
    assert_eq!(status, 200);
    assert_eq!(body.as_array().unwrap().len(), 10);
}

#[sqlx::test(fixtures("accounts"))]
async fn list_rejects_oversized_limit(pool: PgPool) {
    let (status, _) = get_json(pool, &format!("/accounts/{ACC}/transactions?limit=500")).await;
    assert_eq!(status, 400);
}'''
    fail_line = line_of(tests, "len(), 60)")
    compiling = "   Compiling tern-ledger v0.2.0 (/home/raf/src/tern-ledger)\n"
    t6 = compiling + blk(f'''
    Finished `test` profile [unoptimized + debuginfo] target(s) in 21.37s
     Running unittests src/lib.rs (target/debug/deps/tern_ledger-9e2c4a71b0d35f86)

running 5 tests
test error::tests::status_maps_to_problem_json ... ok
test money::tests::formats_negative_cents ... ok
test money::tests::parses_decimal_string ... ok
test money::tests::rejects_three_decimals ... ok
test routes::accounts::tests::id_must_be_uuid ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/transactions.rs (target/debug/deps/transactions-51f7d0a3c9e2b846)

running 4 tests
test list_unknown_account_is_404 ... ok
test list_empty_account_is_empty_array ... ok
test list_is_newest_first ... ok
test list_returns_all_rows ... FAILED

failures:

---- list_returns_all_rows stdout ----

thread 'list_returns_all_rows' panicked at tests/transactions.rs:{fail_line}:5:
assertion `left == right` failed
  left: 50
 right: 60
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    list_returns_all_rows

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.84s

error: test failed, to rerun pass `--test transactions`''')
    t9 = compiling + blk('''
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.02s
     Running unittests src/lib.rs (target/debug/deps/tern_ledger-9e2c4a71b0d35f86)

running 5 tests
test error::tests::status_maps_to_problem_json ... ok
test money::tests::formats_negative_cents ... ok
test money::tests::parses_decimal_string ... ok
test money::tests::rejects_three_decimals ... ok
test routes::accounts::tests::id_must_be_uuid ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/transactions.rs (target/debug/deps/transactions-51f7d0a3c9e2b846)

running 6 tests
test list_rejects_oversized_limit ... ok
test list_unknown_account_is_404 ... ok
test list_empty_account_is_empty_array ... ok
test list_is_newest_first ... ok
test list_pages_with_limit_and_offset ... ok
test list_defaults_to_50_rows ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.91s''')
    r_ins, r_del, t_ins, t_del = 22, 3, 16, 2
    commit = "git add -A && git commit -m 'transactions: paginate list endpoint (limit/offset, default 50)'"
    show = "git show --stat --format='%H%n%an <%ae>%n%ad%n%n    %s' HEAD"
    push = "git push -u origin feat/tx-pagination"
    turns = [
        (gshell("git status -sb && git log --oneline -4", "Show branch state and recent history"), gem_run("git status -sb && git log --oneline -4", blk('''
## feat/tx-pagination
4c9e2b7 accounts: return 404 for unknown account id
e13f0a8 transactions: add list endpoint
7b2d6c5 db: add transactions table
a90f3e1 initial axum skeleton'''), pgid=52210)),
        (g_read(rp), src),
        (g_replace(rp, o1, n1), replaced(rp)),
        (g_replace(rp, o2, n2), replaced(rp)),
        (g_replace(rp, o3, n3), replaced(rp)),
        (gshell("cargo test 2>&1 | tail -40", "Build and run the tests"), gem_run("cargo test 2>&1 | tail -40", t6, pgid=52388)),
        (g_read(tp), tests),
        (g_replace(tp, t_old, t_new), replaced(tp)),
        (gshell("cargo test 2>&1 | tail -40", "Run the tests again"), gem_run("cargo test 2>&1 | tail -40", t9, pgid=52671)),
        (gshell(commit, "Commit the pagination change"), gem_run(commit, blk(f'''
[feat/tx-pagination 6b0e7d1] transactions: paginate list endpoint (limit/offset, default 50)
 2 files changed, {r_ins + t_ins} insertions(+), {r_del + t_del} deletions(-)'''), pgid=52803)),
        (gshell(show, "Inspect the commit"), gem_run(show, blk(f'''
6b0e7d1f42a9c58e03d7b16a2e4f90c5d8a13b72
Rafael Duarte <raf@ternledger.dev>
Thu Feb 20 16:42:09 2025 +0000

    transactions: paginate list endpoint (limit/offset, default 50)

 src/routes/transactions.rs | {r_ins + r_del + 2} {"+" * (r_ins + 2)}{"-" * r_del}
 tests/transactions.rs      | {t_ins + t_del} {"+" * t_ins}{"-" * t_del}
 2 files changed, {r_ins + t_ins + 2} insertions(+), {r_del + t_del} deletions(-)'''), pgid=52890)),
        (gshell(push, "Publish the branch"), gem_run(push, blk('''
Enumerating objects: 13, done.
Counting objects: 100% (13/13), done.
Delta compression using up to 12 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 1.41 KiB | 1.41 MiB/s, done.
Total 7 (delta 4), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote:
remote: Create a pull request for 'feat/tx-pagination' on GitHub by visiting:
remote:      https://github.com/ternledger/tern-ledger/pull/new/feat/tx-pagination
remote:
To github.com:ternledger/tern-ledger.git
 * [new branch]      feat/tx-pagination -> feat/tx-pagination
branch 'feat/tx-pagination' set up to track 'origin/feat/tx-pagination'.'''), pgid=52977)),
    ]
    rs.add(task="swe", tid="h36-swe-22", system=gem(root), turns=turns,
           state=f"Gemini CLI session in {root} (Rust 1.84, Axum 0.7, sqlx 0.8 runtime queries on PostgreSQL, integration tests with #[sqlx::test] fixtures). Branch feat/tx-pagination was just created. Task: add limit/offset pagination (default 50, max 200) to GET /accounts/:id/transactions.",
           bad=True, turn=11, kind="commit stat shows more insertions than the commit reported")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
