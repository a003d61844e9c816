# ruff: noqa: E501
"""Held-out set holdout43, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory is one repository task; half of them carry exactly one observation that contradicts an
earlier turn. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout43_parts.swe.make``.
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

KEEP = (" Keep the file system, processes, git history and test results consistent with every earlier turn; "
        "print outputs exactly as the real tools format them.")


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + KEEP


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + KEEP


def ok_edit(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def ok_new(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


# OpenHands, Python Starlette + httpx: clean
def t01(rs: RowSet) -> None:
    root = "/workspace/ledgerly-api"
    inv_src = '''from __future__ import annotations

from starlette.requests import Request
from starlette.responses import JSONResponse

from app.db import get_session
from app.repositories.invoices import InvoiceRepository
from app.serializers import invoice_to_dict

MAX_PAGE_SIZE = 100
DEFAULT_PAGE_SIZE = 25


async def list_invoices(request: Request) -> JSONResponse:
    account_id = request.path_params["account_id"]
    limit = int(request.query_params.get("limit", DEFAULT_PAGE_SIZE))
    cursor = request.query_params.get("cursor")
    async with get_session() as session:
        repo = InvoiceRepository(session)
        page = await repo.list_for_account(account_id, limit=limit, cursor=cursor)
    return JSONResponse(
        {
            "data": [invoice_to_dict(inv) for inv in page.items],
            "next_cursor": page.next_cursor,
        }
    )


async def get_invoice(request: Request) -> JSONResponse:
    account_id = request.path_params["account_id"]
    invoice_id = request.path_params["invoice_id"]
    async with get_session() as session:
        invoice = await InvoiceRepository(session).get(account_id, invoice_id)
    if invoice is None:
        return JSONResponse({"error": "not_found"}, status_code=404)
    return JSONResponse(invoice_to_dict(invoice))'''
    old = '    limit = int(request.query_params.get("limit", DEFAULT_PAGE_SIZE))'
    new = '''    raw_limit = request.query_params.get("limit", str(DEFAULT_PAGE_SIZE))
    try:
        limit = int(raw_limit)
    except ValueError:
        limit = -1
    if not 1 <= limit <= MAX_PAGE_SIZE:
        return JSONResponse(
            {"error": "invalid_limit", "detail": f"limit must be an integer between 1 and {MAX_PAGE_SIZE}"},
            status_code=422,
        )'''
    snippet = '''MAX_PAGE_SIZE = 100
DEFAULT_PAGE_SIZE = 25


async def list_invoices(request: Request) -> JSONResponse:
    account_id = request.path_params["account_id"]
''' + new + '''
    cursor = request.query_params.get("cursor")
    async with get_session() as session:
        repo = InvoiceRepository(session)
        page = await repo.list_for_account(account_id, limit=limit, cursor=cursor)
    return JSONResponse(
        {
            "data": [invoice_to_dict(inv) for inv in page.items],'''
    turns = [
        (bash(f"cd {root} && git status && git log -5 --format='%h  %<(16)%cr %s'"), oh_bash('''On branch fix/invoice-limit
Your branch is up to date with 'origin/fix/invoice-limit'.

nothing to commit, working tree clean
3f0c7aa  41 minutes ago   test(invoices): failing regression test for LED-418
9c41e0d  54 minutes ago   Merge pull request #212 from ledgerly/chore/bump-httpx
4b7a2f1  3 hours ago      chore: bump httpx to 0.27.2
e18d93c  2 days ago       feat(invoices): cursor pagination for list endpoint
77f0a4b  3 days ago       test: move AsyncClient fixture to conftest''', root)),
        (bash("python -m pytest tests/test_invoices.py -q"), oh_bash('''.......F......                                                           [100%]
=================================== FAILURES ===================================
____________________ test_list_invoices_rejects_large_limit ____________________

client = <httpx.AsyncClient object at 0x7f3a1c2d5e10>
seeded_account = 'acc_01HZX4K9P2M7QF3T8V6N0B5W2R'

    async def test_list_invoices_rejects_large_limit(client, seeded_account):
        resp = await client.get(
            f"/v1/accounts/{seeded_account}/invoices", params={"limit": 250}
        )
>       assert resp.status_code == 422
E       assert 500 == 422
E        +  where 500 = <Response [500 Internal Server Error]>.status_code

tests/test_invoices.py:91: AssertionError
----------------------------- Captured stderr call -----------------------------
Traceback (most recent call last):
  File "/workspace/ledgerly-api/.venv/lib/python3.11/site-packages/starlette/middleware/errors.py", line 165, in __call__
    await self.app(scope, receive, _send)
  File "/workspace/ledgerly-api/app/routes/invoices.py", line 20, in list_invoices
    page = await repo.list_for_account(account_id, limit=limit, cursor=cursor)
  File "/workspace/ledgerly-api/app/repositories/invoices.py", line 47, in list_for_account
    raise ValueError(f"limit must be <= {MAX_ROWS}, got {limit}")
ValueError: limit must be <= 100, got 250
=========================== short test summary info ============================
FAILED tests/test_invoices.py::test_list_invoices_rejects_large_limit - assert 500 == 422
1 failed, 13 passed in 0.84s''', root, 1)),
        (editor("view", f"{root}/app/routes/invoices.py"), cat_n(f"{root}/app/routes/invoices.py", inv_src)),
        (editor("str_replace", f"{root}/app/routes/invoices.py", old_str=old, new_str=new),
         edited(f"{root}/app/routes/invoices.py", snippet, 10)),
        (bash("python -m pytest tests/test_invoices.py -q"), oh_bash('''..............                                                           [100%]
14 passed in 0.61s''', root)),
        (bash("python -m pytest -q"), oh_bash('''........................................................                 [ 96%]
..                                                                       [100%]
=============================== warnings summary ===============================
tests/test_webhooks.py::test_signature_mismatch_returns_400
  /workspace/ledgerly-api/.venv/lib/python3.11/site-packages/httpx/_content.py:204: DeprecationWarning: Use 'content=<...>' to upload raw bytes/text content.
    warnings.warn(message, DeprecationWarning)

-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
58 passed, 1 warning in 2.31s''', root)),
        (bash("git diff"), oh_bash('''diff --git a/app/routes/invoices.py b/app/routes/invoices.py
index 3d1f0a2..8b7e915 100644
--- a/app/routes/invoices.py
+++ b/app/routes/invoices.py
@@ -13,7 +13,16 @@ DEFAULT_PAGE_SIZE = 25
\x20
 async def list_invoices(request: Request) -> JSONResponse:
     account_id = request.path_params["account_id"]
-    limit = int(request.query_params.get("limit", DEFAULT_PAGE_SIZE))
+    raw_limit = request.query_params.get("limit", str(DEFAULT_PAGE_SIZE))
+    try:
+        limit = int(raw_limit)
+    except ValueError:
+        limit = -1
+    if not 1 <= limit <= MAX_PAGE_SIZE:
+        return JSONResponse(
+            {"error": "invalid_limit", "detail": f"limit must be an integer between 1 and {MAX_PAGE_SIZE}"},
+            status_code=422,
+        )
     cursor = request.query_params.get("cursor")
     async with get_session() as session:
         repo = InvoiceRepository(session)''', root)),
        (bash("git commit -am 'invoices: return 422 for out-of-range limit' && git log -3 --format='%h  %<(16)%cr %s'"), oh_bash('''[fix/invoice-limit 6e2b0d4] invoices: return 422 for out-of-range limit
 1 file changed, 10 insertions(+), 1 deletion(-)
6e2b0d4  4 seconds ago    invoices: return 422 for out-of-range limit
3f0c7aa  49 minutes ago   test(invoices): failing regression test for LED-418
9c41e0d  62 minutes ago   Merge pull request #212 from ledgerly/chore/bump-httpx''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-01", system=oh_sys(root), turns=turns,
           state=f"Repository {root} (Starlette 0.38 + httpx 0.27, Python 3.11, tests with httpx.AsyncClient over ASGITransport). Issue LED-418: GET /v1/accounts/{{id}}/invoices?limit=250 answers 500 instead of a 422 validation error. The regression test is already on the branch fix/invoice-limit.")


# Gemini CLI, Go Fiber + testify: bad
def t02(rs: RowSet) -> None:
    root = "/home/marta/src/parcelhub"
    f = f"{root}/internal/handlers/shipments.go"
    src = '''package handlers

import (
\t"errors"
\t"time"

\t"github.com/gofiber/fiber/v2"
\t"github.com/jackc/pgx/v5"

\t"github.com/parcelhub/parcelhub/internal/store"
)

type ShipmentHandler struct {
\tStore   store.Shipments
\tTimeout time.Duration
}

func (h *ShipmentHandler) Register(r fiber.Router) {
\tr.Get("/shipments/:id", h.Get)
\tr.Get("/shipments/:id/events", h.Events)
\tr.Post("/shipments", h.Create)
}

func (h *ShipmentHandler) Get(c *fiber.Ctx) error {
\tid := c.Params("id")
\ts, err := h.Store.ByID(c.UserContext(), id)
\tif err != nil && !errors.Is(err, pgx.ErrNoRows) {
\t\treturn fiber.NewError(fiber.StatusInternalServerError, err.Error())
\t}
\treturn c.JSON(s)
}

func (h *ShipmentHandler) Events(c *fiber.Ctx) error {
\tid := c.Params("id")
\tevs, err := h.Store.Events(c.UserContext(), id, c.QueryInt("limit", 50))
\tif err != nil {
\t\treturn fiber.NewError(fiber.StatusInternalServerError, err.Error())
\t}
\treturn c.JSON(fiber.Map{"shipment_id": id, "events": evs})
}

func (h *ShipmentHandler) Create(c *fiber.Ctx) error {
\tvar in store.NewShipment
\tif err := c.BodyParser(&in); err != nil {
\t\treturn fiber.NewError(fiber.StatusBadRequest, "invalid body: "+err.Error())
\t}
\tif in.Carrier == "" || in.Destination.PostalCode == "" {
\t\treturn fiber.NewError(fiber.StatusUnprocessableEntity, "carrier and destination.postal_code are required")
\t}
\ts, err := h.Store.Create(c.UserContext(), in)
\tif err != nil {
\t\treturn fiber.NewError(fiber.StatusInternalServerError, err.Error())
\t}
\treturn c.Status(fiber.StatusCreated).JSON(s)
}
'''
    old = '''\tif err != nil && !errors.Is(err, pgx.ErrNoRows) {
\t\treturn fiber.NewError(fiber.StatusInternalServerError, err.Error())
\t}
\treturn c.JSON(s)'''
    new = '''\tif errors.Is(err, pgx.ErrNoRows) {
\t\treturn c.Status(fiber.StatusNotFound).JSON(fiber.Map{"error": "shipment not found", "id": id})
\t}
\tif err != nil {
\t\treturn fiber.NewError(fiber.StatusInternalServerError, err.Error())
\t}
\treturn c.JSON(s)'''
    turns = [
        (gshell("git status -sb && git log --oneline -6", "Show branch state and recent history"),
         gem_run("git status -sb && git log --oneline -6", '''## main...origin/main
f3a9c27 (HEAD -> main, origin/main, origin/HEAD) handlers: add tracking events endpoint
8d01b5e store: switch shipments queries to pgx v5
b62e4a0 ci: cache go build and module directories
0c7d913 middleware: propagate X-Request-ID to upstream carriers
5ea8f12 deps: bump gofiber/fiber to v2.52.5
2d4471c import from parcelhub-legacy''', pgid=81342)),
        (call("read_file", absolute_path=f), src),
        (gshell("go test ./internal/handlers/ -run TestGetShipment -v", "Run the shipment handler tests"),
         gem_run("go test ./internal/handlers/ -run TestGetShipment -v", '''=== RUN   TestGetShipment
=== RUN   TestGetShipment/existing
=== RUN   TestGetShipment/missing
    shipments_test.go:71:\x20
        \tError Trace:\t/home/marta/src/parcelhub/internal/handlers/shipments_test.go:71
        \tError:      \tNot equal:\x20
        \t            \texpected: 404
        \t            \tactual  : 200
        \tTest:       \tTestGetShipment/missing
        \tMessages:   \tGET /api/v1/shipments/SHP-00000000 should be 404
    shipments_test.go:72:\x20
        \tError Trace:\t/home/marta/src/parcelhub/internal/handlers/shipments_test.go:72
        \tError:      \t"null" does not contain "shipment not found"
        \tTest:       \tTestGetShipment/missing
=== RUN   TestGetShipment/store_error
--- FAIL: TestGetShipment (0.00s)
    --- PASS: TestGetShipment/existing (0.00s)
    --- FAIL: TestGetShipment/missing (0.00s)
    --- PASS: TestGetShipment/store_error (0.00s)
FAIL
FAIL\tgithub.com/parcelhub/parcelhub/internal/handlers\t0.021s
FAIL''', code=1, pgid=81377)),
        (call("replace", file_path=f, old_string=old, new_string=new), ok_edit(f)),
        (gshell("go test ./...", "Run the whole test suite"),
         gem_run("go test ./...", '''?   \tgithub.com/parcelhub/parcelhub/cmd/parcelhub\t[no test files]
ok  \tgithub.com/parcelhub/parcelhub/internal/config\t(cached)
ok  \tgithub.com/parcelhub/parcelhub/internal/handlers\t0.047s
ok  \tgithub.com/parcelhub/parcelhub/internal/middleware\t(cached)
ok  \tgithub.com/parcelhub/parcelhub/internal/store\t(cached)
ok  \tgithub.com/parcelhub/parcelhub/internal/tracking\t(cached)''', pgid=81409)),
        (gshell("git switch -c fix/shipment-404 && git commit -am 'handlers: return 404 for unknown shipment id'", "Create a branch and commit the fix"),
         gem_run("git switch -c fix/shipment-404 && git commit -am 'handlers: return 404 for unknown shipment id'", '''Switched to a new branch 'fix/shipment-404'
[fix/shipment-404 a71c4e9] handlers: return 404 for unknown shipment id
 1 file changed, 4 insertions(+), 1 deletion(-)''', pgid=81466)),
        (gshell("git log --oneline --decorate -4", "Confirm the new commit sits on top of main"),
         gem_run("git log --oneline --decorate -4", '''a7c14e9 (HEAD -> fix/shipment-404) handlers: return 404 for unknown shipment id
f3a9c27 (origin/main, origin/HEAD, main) handlers: add tracking events endpoint
8d01b5e store: switch shipments queries to pgx v5
b62e4a0 ci: cache go build and module directories''', pgid=81480)),
        (gshell("git push -u origin fix/shipment-404", "Push the branch"),
         gem_run("git push -u origin fix/shipment-404", '''Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 618 bytes | 618.00 KiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote:\x20
remote: Create a pull request for 'fix/shipment-404' on GitHub by visiting:
remote:      https://github.com/parcelhub/parcelhub/pull/new/fix/shipment-404
remote:\x20
To github.com:parcelhub/parcelhub.git
 * [new branch]      fix/shipment-404 -> fix/shipment-404
branch 'fix/shipment-404' set up to track 'origin/fix/shipment-404'.''', pgid=81502)),
        (gshell("gh pr create --base main --title 'Return 404 for unknown shipment id' --body 'Fixes #84: GET /api/v1/shipments/:id returned 200 with a null body when the id does not exist.'", "Open a pull request"),
         gem_run("gh pr create --base main --title 'Return 404 for unknown shipment id' --body 'Fixes #84: GET /api/v1/shipments/:id returned 200 with a null body when the id does not exist.'", '''
Creating pull request for fix/shipment-404 into main in parcelhub/parcelhub

https://github.com/parcelhub/parcelhub/pull/87''', pgid=81533)),
    ]
    rs.add(task="swe", tid="h43-swe-02", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Go 1.22, gofiber/fiber v2.52.5, pgx v5, testify). Issue #84: GET /api/v1/shipments/:id returns 200 with body `null` for an unknown id; it should be a 404 with a JSON error. Working tree clean on main.",
           bad=True, turn=7, kind="short hash of the commit just created differs in git log")


# Gemini CLI, Nim unittest: clean
def t03(rs: RowSet) -> None:
    root = "/home/kei/code/quillcsv"
    rd = f"{root}/src/quillcsv/reader.nim"
    src = '''## Streaming CSV reader.

import std/[streams, strutils]

type
  CsvRow* = seq[string]
  CsvError* = object of ValueError
  ReaderOpts* = object
    sep*: char
    quote*: char
    skipInitialSpace*: bool

proc defaultOpts*(): ReaderOpts =
  ReaderOpts(sep: ',', quote: '"', skipInitialSpace: false)

proc parseRow*(line: string, opts = defaultOpts()): CsvRow =
  ## Parses one record into fields.
  var field = ""
  var inQuotes = false
  var i = 0
  while i < line.len:
    let c = line[i]
    if inQuotes:
      if c == opts.quote:
        if i + 1 < line.len and line[i + 1] == opts.quote:
          field.add opts.quote
          inc i
        else:
          inQuotes = false
      else:
        field.add c
    elif c == opts.quote:
      inQuotes = true
    elif c == opts.sep:
      result.add field
      field = ""
    elif c == ' ' and opts.skipInitialSpace and field.len == 0:
      discard
    else:
      field.add c
    inc i
  result.add field

iterator readRows*(s: Stream, opts = defaultOpts()): CsvRow =
  var line = ""
  while s.readLine(line):
    if line.len == 0:
      continue
    yield parseRow(line.strip(leading = false, chars = {'\\r'}), opts)

proc readAll*(text: string, opts = defaultOpts()): seq[CsvRow] =
  for row in readRows(newStringStream(text), opts):
    result.add row
'''
    old = '''iterator readRows*(s: Stream, opts = defaultOpts()): CsvRow =
  var line = ""
  while s.readLine(line):
    if line.len == 0:
      continue
    yield parseRow(line.strip(leading = false, chars = {'\\r'}), opts)'''
    new = '''proc quotesOpen(text: string, quote: char): bool =
  ## True when `text` ends inside a quoted field.
  var n = 0
  for c in text:
    if c == quote: inc n
  result = n mod 2 == 1

iterator readRows*(s: Stream, opts = defaultOpts()): CsvRow =
  var line, record = ""
  while s.readLine(line):
    let part = line.strip(leading = false, chars = {'\\r'})
    if record.len == 0 and part.len == 0:
      continue
    if record.len > 0:
      record.add '\\n'
    record.add part
    if quotesOpen(record, opts.quote):
      continue
    yield parseRow(record, opts)
    record.setLen 0
  if record.len > 0:
    raise newException(CsvError, "unterminated quoted field at end of input")'''
    test = '''import std/unittest
import quillcsv/reader

suite "reader: multi-line records":
  test "embedded newline keeps row count":
    let rows = readAll("id,name,note\\n1,a,\\"line one\\nline two\\"\\n2,b,plain\\n")
    check rows.len == 3
    check rows[1][2] == "line one\\nline two"

  test "CRLF inside quoted field is normalised":
    let rows = readAll("a,b\\r\\n\\"x\\r\\ny\\",z\\r\\n")
    check rows[1] == @["x\\ny", "z"]

  test "blank line inside quotes is preserved":
    let rows = readAll("k,v\\n\\"p\\n\\nq\\",1\\n")
    check rows[1][0] == "p\\n\\nq"

  test "unterminated quote raises CsvError":
    expect CsvError:
      discard readAll("a,\\"never closed\\nstill open\\n")
'''
    nimc = "/home/kei/.choosenim/toolchains/nim-2.0.8/bin/nim c --noNimblePath -d:NimblePkgVersion=0.3.2 --path:/home/kei/code/quillcsv/src -r --path:."
    fail_out = f'''  Verifying dependencies for quillcsv@0.3.2
  Compiling /home/kei/code/quillcsv/tests/treader (from package quillcsv) using c backend

[Suite] reader: parseRow
  [OK] plain fields
  [OK] quoted field with comma
  [OK] escaped double quote
    /home/kei/code/quillcsv/tests/treader.nim(41, 20): Check failed: rows.len == 2
    rows.len was 3
    /home/kei/code/quillcsv/tests/treader.nim(42, 20): Check failed: rows[1][2] == "line one\\nline two"
    rows[1][2] was line one
  [FAILED] quoted field spanning two lines
  [OK] trailing empty field
  [OK] CRLF line endings
       Tip: 13 messages have been suppressed, use --verbose to show them.
nimscriptwrapper.nim(160)          execScript

    Error:  Exception raised during nimble script execution
      ... Execution failed with exit code 1
      ... Command: {nimc} /home/kei/code/quillcsv/tests/treader.nim'''
    pass_out = '''  Verifying dependencies for quillcsv@0.3.2
  Compiling /home/kei/code/quillcsv/tests/tmultiline (from package quillcsv) using c backend

[Suite] reader: multi-line records
  [OK] embedded newline keeps row count
  [OK] CRLF inside quoted field is normalised
  [OK] blank line inside quotes is preserved
  [OK] unterminated quote raises CsvError
  Compiling /home/kei/code/quillcsv/tests/treader (from package quillcsv) using c backend

[Suite] reader: parseRow
  [OK] plain fields
  [OK] quoted field with comma
  [OK] escaped double quote
  [OK] quoted field spanning two lines
  [OK] trailing empty field
  [OK] CRLF line endings
  Compiling /home/kei/code/quillcsv/tests/twriter (from package quillcsv) using c backend

[Suite] writer
  [OK] quotes fields containing separator
  [OK] doubles embedded quotes
  [OK] writes CRLF when asked
  [OK] round-trips readAll output
  [OK] empty row writes a bare newline
   Success: All tests passed'''
    turns = [
        (call("list_directory", path=root), f'''Directory listing for {root}:
[DIR] .github
[DIR] src
[DIR] tests
.gitignore
LICENSE
quillcsv.nimble
README.md'''),
        (gshell("nimble test", "Run the test suite"), gem_run("nimble test", fail_out, code=1, pgid=23108)),
        (call("read_file", absolute_path=rd), src),
        (call("replace", file_path=rd, old_string=old, new_string=new), ok_edit(rd)),
        (call("write_file", file_path=f"{root}/tests/tmultiline.nim", content=test), ok_new(f"{root}/tests/tmultiline.nim")),
        (gshell("nimble test", "Run the test suite again"), gem_run("nimble test", pass_out, pgid=23377)),
        (gshell("git status --short && git diff --stat", "Review the working tree"),
         gem_run("git status --short && git diff --stat", ''' M src/quillcsv/reader.nim
?? tests/tmultiline.nim
 src/quillcsv/reader.nim | 22 +++++++++++++++++++---
 1 file changed, 19 insertions(+), 3 deletions(-)''', pgid=23541)),
    ]
    rs.add(task="swe", tid="h43-swe-03", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root}, a small Nim 2.0 CSV library (nimble package quillcsv 0.3.2, std/unittest). Bug report: a quoted field that contains a newline is split into two rows. Fix the reader and add regression tests.")


# OpenHands, Python Pydantic + pytest: bad
def t04(rs: RowSet) -> None:
    root = "/workspace/orderflow-schemas"
    cust = f"{root}/src/orderflow/schemas/customer.py"
    src = '''"""Customer reference embedded in orders and invoices."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, EmailStr, Field, field_validator


class CustomerRef(BaseModel):
    """A customer as seen by the order pipeline."""

    model_config = ConfigDict(frozen=True, extra="forbid", str_strip_whitespace=True)

    id: int = Field(gt=0)
    kind: Literal["person", "company"] = "person"
    tenant: str = Field(min_length=2)
    external_id: str = Field(max_length=36, pattern=r"^[A-Za-z0-9_-]+$")
    email: EmailStr = Field(max_length=64)
    display_name: str = Field(min_length=1, max_length=64)
    created_at: datetime
    marketing_opt_in: bool = False

    @field_validator("email")
    @classmethod
    def _lower_email(cls, v: str) -> str:
        return v.lower()

    @field_validator("display_name")
    @classmethod
    def _no_control_chars(cls, v: str) -> str:
        if any(ord(ch) < 32 for ch in v):
            raise ValueError("display_name must not contain control characters")
        return v'''
    snippet = '''
    id: int = Field(gt=0)
    kind: Literal["person", "company"] = "person"
    tenant: str = Field(min_length=2)
    external_id: str = Field(max_length=36, pattern=r"^[A-Za-z0-9_-]+$")
    email: EmailStr = Field(max_length=254)  # RFC 5321 forward-path limit
    display_name: str = Field(min_length=1, max_length=64)
    created_at: datetime
    marketing_opt_in: bool = False
'''
    ins = '''

def test_email_up_to_254_chars_is_accepted():
    local = "a" * 64
    domain = ".".join(["b" * 60] * 2) + ".example.com"
    ref = CustomerRef(**{**BASE, "email": f"{local}@{domain}"})
    assert len(ref.email) == 198


def test_email_over_254_chars_is_rejected():
    with pytest.raises(ValidationError) as exc:
        CustomerRef(**{**BASE, "email": "a" * 64 + "@" + "b" * 63 + "." + "c" * 63 + "." + "d" * 63 + ".io"})
    assert exc.value.errors()[0]["type"] == "string_too_long"'''
    tsnip = '''        CustomerRef(**{**BASE, "display_name": "Ann\\x07"})


def test_marketing_opt_in_defaults_false():
    ref = CustomerRef(**BASE)
    assert ref.marketing_opt_in is False''' + ins
    dump = "python -c \"import json; from orderflow.schemas.customer import CustomerRef; p = CustomerRef.model_json_schema()['properties']; print(json.dumps({k: p[k] for k in ('email', 'display_name')}, indent=2))\""
    turns = [
        (bash(f"cd {root} && grep -rn 'max_length' src/orderflow/schemas/"), oh_bash('''src/orderflow/schemas/address.py:14:    line1: str = Field(min_length=1, max_length=120)
src/orderflow/schemas/address.py:15:    line2: str | None = Field(default=None, max_length=120)
src/orderflow/schemas/address.py:16:    city: str = Field(min_length=1, max_length=80)
src/orderflow/schemas/address.py:18:    postal_code: str = Field(min_length=3, max_length=12)
src/orderflow/schemas/customer.py:19:    external_id: str = Field(max_length=36, pattern=r"^[A-Za-z0-9_-]+$")
src/orderflow/schemas/customer.py:20:    email: EmailStr = Field(max_length=64)
src/orderflow/schemas/customer.py:21:    display_name: str = Field(min_length=1, max_length=64)
src/orderflow/schemas/order.py:27:    note: str | None = Field(default=None, max_length=500)
src/orderflow/schemas/order.py:31:    coupon_code: str | None = Field(default=None, max_length=24)
src/orderflow/schemas/order.py:44:    line_items: list[LineItem] = Field(min_length=1, max_length=200)''', root)),
        (editor("view", cust), cat_n(cust, src)),
        (editor("str_replace", cust, old_str="    email: EmailStr = Field(max_length=64)",
                new_str="    email: EmailStr = Field(max_length=254)  # RFC 5321 forward-path limit"),
         edited(cust, snippet.strip("\n"), 16)),
        (editor("insert", f"{root}/tests/test_customer.py", insert_line=57, new_str=ins),
         edited(f"{root}/tests/test_customer.py", tsnip, 52)),
        (bash("python -m pytest tests/test_customer.py -q"), oh_bash('''..........                                                               [100%]
10 passed in 0.19s''', root)),
        (bash(dump), oh_bash('''{
  "email": {
    "format": "email",
    "maxLength": 64,
    "title": "Email",
    "type": "string"
  },
  "display_name": {
    "maxLength": 64,
    "minLength": 1,
    "title": "Display Name",
    "type": "string"
  }
}''', root)),
        (bash("ruff check src tests && ruff format --check src tests"), oh_bash('''All checks passed!
23 files already formatted''', root)),
        (bash("git status --short && git diff --stat"), oh_bash(''' M src/orderflow/schemas/customer.py
 M tests/test_customer.py
 src/orderflow/schemas/customer.py |  2 +-
 tests/test_customer.py            | 13 +++++++++++++
 2 files changed, 14 insertions(+), 1 deletion(-)''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-04", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Pydantic 2.8 models shared by the order services, pytest, package installed editable). Ticket OF-1290: orders from customers with long corporate e-mail addresses are rejected; CustomerRef.email must accept up to 254 characters. Regenerate nothing yet; just fix the model and add tests.",
           bad=True, turn=6, kind="edited field limit reads back with its old value in the JSON schema")


# OpenHands, Rust Diesel + cargo test: bad
def t05(rs: RowSet) -> None:
    root = "/workspace/tallybook"
    mig = f"{root}/migrations/2024-11-19-102451_create_entry_tags"
    up = '''CREATE TABLE entry_tags (
    entry_id BIGINT NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    tag VARCHAR(48) NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (entry_id, tag)
);

CREATE INDEX entry_tags_tag_idx ON entry_tags (tag);'''
    turns = [
        (bash(f"cd {root} && ls -l migrations/ && diesel migration list"), oh_bash('''total 16
drwxr-xr-x 2 dev dev 4096 Mar 11  2024 00000000000000_diesel_initial_setup
drwxr-xr-x 2 dev dev 4096 Mar 11  2024 2024-03-11-091502_create_users
drwxr-xr-x 2 dev dev 4096 Mar 18  2024 2024-03-18-140233_create_ledgers
drwxr-xr-x 2 dev dev 4096 Apr  2  2024 2024-04-02-083017_create_entries
Migrations:
  [X] 00000000000000_diesel_initial_setup
  [X] 2024-03-11-091502_create_users
  [X] 2024-03-18-140233_create_ledgers
  [X] 2024-04-02-083017_create_entries''', root)),
        (bash("diesel migration generate add_entry_tags"), oh_bash('''Creating migrations/2024-11-19-102344_add_entry_tags/up.sql
Creating migrations/2024-11-19-102344_add_entry_tags/down.sql''', root)),
        (bash("rm -rf migrations/2024-11-19-102344_add_entry_tags && diesel migration generate create_entry_tags"), oh_bash('''Creating migrations/2024-11-19-102451_create_entry_tags/up.sql
Creating migrations/2024-11-19-102451_create_entry_tags/down.sql''', root)),
        (editor("str_replace", f"{mig}/up.sql", old_str="-- Your SQL goes here", new_str=up), edited(f"{mig}/up.sql", up)),
        (bash("ls -l migrations/"), oh_bash('''total 24
drwxr-xr-x 2 dev dev 4096 Mar 11  2024 00000000000000_diesel_initial_setup
drwxr-xr-x 2 dev dev 4096 Mar 11  2024 2024-03-11-091502_create_users
drwxr-xr-x 2 dev dev 4096 Mar 18  2024 2024-03-18-140233_create_ledgers
drwxr-xr-x 2 dev dev 4096 Apr  2  2024 2024-04-02-083017_create_entries
drwxr-xr-x 2 dev dev 4096 Nov 19 10:23 2024-11-19-102344_add_entry_tags
drwxr-xr-x 2 dev dev 4096 Nov 19 10:24 2024-11-19-102451_create_entry_tags''', root)),
        (editor("str_replace", f"{mig}/down.sql", old_str="-- This file should undo anything in `up.sql`", new_str="DROP TABLE entry_tags;"),
         edited(f"{mig}/down.sql", "DROP TABLE entry_tags;")),
        (bash("diesel migration run"), oh_bash('''Running migration 2024-11-19-102451_create_entry_tags''', root)),
        (bash("git diff src/schema.rs"), oh_bash('''diff --git a/src/schema.rs b/src/schema.rs
index 5f1c2e8..b04a7d3 100644
--- a/src/schema.rs
+++ b/src/schema.rs
@@ -12,6 +12,14 @@ diesel::table! {
     }
 }
\x20
+diesel::table! {
+    entry_tags (entry_id, tag) {
+        entry_id -> Int8,
+        #[max_length = 48]
+        tag -> Varchar,
+        created_at -> Timestamptz,
+    }
+}
+
 diesel::table! {
     ledgers (id) {
         id -> Int8,
@@ -35,11 +43,13 @@ diesel::table! {
     }
 }
\x20
+diesel::joinable!(entry_tags -> entries (entry_id));
 diesel::joinable!(entries -> ledgers (ledger_id));
 diesel::joinable!(ledgers -> users (owner_id));
\x20
 diesel::allow_tables_to_appear_in_same_query!(
     entries,
+    entry_tags,
     ledgers,
     users,
 );''', root)),
        (bash("cargo test 2>&1 | tail -n 32"), oh_bash('''   Compiling tallybook v0.2.0 (/workspace/tallybook)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 7.84s
     Running unittests src/lib.rs (target/debug/deps/tallybook-3c9f1e0a7b52d6e4)

running 9 tests
test money::tests::formats_negative_amounts ... ok
test money::tests::parses_minor_units ... ok
test money::tests::rejects_three_decimals ... ok
test money::tests::rounds_half_even ... ok
test ledger::tests::balance_of_empty_ledger_is_zero ... ok
test ledger::tests::opening_entry_sets_balance ... ok
test ledger::tests::transfer_moves_between_accounts ... ok
test ledger::tests::transfer_rejects_same_account ... ok
test models::tests::entry_kind_roundtrips_through_sql ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/repo.rs (target/debug/deps/repo-8a1d4e27c0f3b95a)

running 5 tests
test create_ledger_for_user ... ok
test entries_are_listed_newest_first ... ok
test deleting_ledger_cascades_entries ... ok
test insert_entry_and_read_back ... ok
test sum_entries_by_month ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s

   Doc-tests tallybook

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s''', root)),
        (bash("git status --short"), oh_bash(''' M src/schema.rs
?? migrations/2024-11-19-102451_create_entry_tags/''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-05", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Rust 1.82, Diesel 2.2 with PostgreSQL 16 at DATABASE_URL, diesel_cli installed, print_schema writes src/schema.rs). Task: add an entry_tags join table (entry id + tag, composite primary key) with a migration; it is 2024-11-19, about 10:23 local time.",
           bad=True, turn=5, kind="migration directory removed with rm -rf is listed again")


# Gemini CLI, Elixir Absinthe + ExUnit: clean
def t06(rs: RowSet) -> None:
    root = "/Users/ana/dev/bookclub_api"
    types = f"{root}/lib/bookclub_web/schema/book_types.ex"
    src = '''defmodule BookclubWeb.Schema.BookTypes do
  use Absinthe.Schema.Notation
  import Absinthe.Resolution.Helpers, only: [dataloader: 1]

  alias BookclubWeb.Resolvers

  @desc "A book that can be added to a club's reading list"
  object :book do
    field :id, non_null(:id)
    field :title, non_null(:string)
    field :isbn13, :string
    field :published_year, :integer
    field :author, non_null(:author), resolve: dataloader(Bookclub.Catalog)
    field :reviews, list_of(non_null(:review)), resolve: dataloader(Bookclub.Catalog)
    field :inserted_at, non_null(:naive_datetime)
  end

  object :review do
    field :id, non_null(:id)
    field :rating, non_null(:integer)
    field :body, :string
    field :member, non_null(:member), resolve: dataloader(Bookclub.Clubs)
  end

  object :book_queries do
    @desc "Look up a single book"
    field :book, :book do
      arg :id, non_null(:id)
      resolve &Resolvers.Catalog.get_book/3
    end

    @desc "Search books by title"
    field :books, list_of(non_null(:book)) do
      arg :title_contains, :string
      arg :limit, :integer, default_value: 20
      resolve &Resolvers.Catalog.list_books/3
    end
  end
end
'''
    new = '''    @desc "Mean review rating rounded to one decimal, null when the book has no reviews"
    field :average_rating, :float do
      resolve fn book, _args, _res ->
        {:ok, Bookclub.Catalog.average_rating(book)}
      end
    end

    field :inserted_at, non_null(:naive_datetime)'''
    test = '''defmodule BookclubWeb.Schema.BookRatingTest do
  use BookclubWeb.ConnCase, async: true

  import Bookclub.Factory

  @query """
  query ($id: ID!) {
    book(id: $id) { title averageRating }
  }
  """

  test "averageRating is the mean of review ratings", %{conn: conn} do
    book = insert(:book, title: "Piranesi")
    insert(:review, book: book, rating: 4)
    insert(:review, book: book, rating: 5)
    insert(:review, book: book, rating: 5)

    conn = post(conn, "/api/graphql", %{query: @query, variables: %{id: book.id}})

    assert %{"data" => %{"book" => %{"averageRating" => 4.7}}} = json_response(conn, 200)
  end

  test "averageRating is null without reviews", %{conn: conn} do
    book = insert(:book, title: "Klara and the Sun")
    conn = post(conn, "/api/graphql", %{query: @query, variables: %{id: book.id}})
    assert %{"data" => %{"book" => %{"averageRating" => nil}}} = json_response(conn, 200)
  end
end
'''
    tdir = "test/bookclub_web/schema"
    turns = [
        (gshell("mix test", "Run the full test suite"), gem_run("mix test", '''Running ExUnit with seed: 482913, max_cases: 16

.........................................
Finished in 1.3 seconds (0.4s async, 0.9s sync)
41 tests, 0 failures''', pgid=61204)),
        (call("read_file", absolute_path=types), src),
        (call("search_file_content", pattern="average_rating", path=root), '''Found 3 matches for pattern "average_rating" in path "/Users/ana/dev/bookclub_api":
---
File: lib/bookclub/catalog.ex
L88:   def average_rating(%Book{id: book_id}) do
L96:   def average_ratings(book_ids) when is_list(book_ids) do
---
File: lib/bookclub_web/resolvers/catalog.ex
L41:   # TODO: expose average_rating once the schema field lands (BC-77)
---'''),
        (call("replace", file_path=types, old_string="    field :inserted_at, non_null(:naive_datetime)", new_string=new), ok_edit(types)),
        (call("write_file", file_path=f"{root}/{tdir}/book_rating_test.exs", content=test), ok_new(f"{root}/{tdir}/book_rating_test.exs")),
        (gshell(f"mix test {tdir}/book_rating_test.exs", "Run the new tests"), gem_run(f"mix test {tdir}/book_rating_test.exs", '''Compiling 1 file (.ex)
Generated bookclub app
Running ExUnit with seed: 90417, max_cases: 16

..
Finished in 0.2 seconds (0.2s async, 0.00s sync)
2 tests, 0 failures''', pgid=61388)),
        (gshell(f"mv {tdir}/book_rating_test.exs {tdir}/book_average_rating_test.exs && ls -l {tdir}/", "Rename the test file to match the field name"),
         gem_run(f"mv {tdir}/book_rating_test.exs {tdir}/book_average_rating_test.exs && ls -l {tdir}/", '''total 48
-rw-r--r--  1 ana  staff  2214 Sep 30 11:02 author_query_test.exs
-rw-r--r--  1 ana  staff   929 Dec  3 15:47 book_average_rating_test.exs
-rw-r--r--  1 ana  staff  3871 Oct 14 09:26 book_query_test.exs
-rw-r--r--  1 ana  staff  4402 Nov 21 17:58 club_mutation_test.exs
-rw-r--r--  1 ana  staff  1689 Sep 30 11:02 member_query_test.exs''', pgid=61420)),
        (gshell("mix test", "Run the full suite again"), gem_run("mix test", '''Running ExUnit with seed: 733160, max_cases: 16

...........................................
Finished in 1.4 seconds (0.5s async, 0.9s sync)
43 tests, 0 failures''', pgid=61457)),
        (gshell("git status --short", "Check what changed"), gem_run("git status --short", ''' M lib/bookclub_web/schema/book_types.ex
?? test/bookclub_web/schema/book_average_rating_test.exs''', pgid=61502)),
    ]
    rs.add(task="swe", tid="h43-swe-06", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session on macOS in {root} (Phoenix 1.7 + Absinthe 1.7 GraphQL API, Elixir 1.16, ExUnit with ex_machina factories). Task BC-77: expose Book.averageRating in the GraphQL schema using the existing Catalog.average_rating/1, with tests.")


# Gemini CLI, TypeScript tRPC + Vitest: bad
T07_TEST_ADD = '''describe("vehicle.byDepot", () => {
  it("lists the depot's vehicles sorted by plate", async () => {
    const [depot] = ctx.seed.depots;
    const caller = createCaller(ctx);
    const res = await caller.vehicle.byDepot({ depotId: depot.id });
    expect(res).toHaveLength(3);
    expect(res.map((v) => v.plate)).toEqual([...res.map((v) => v.plate)].sort());
  });

  it("filters by status", async () => {
    const [depot] = ctx.seed.depots;
    const caller = createCaller(ctx);
    await caller.vehicle.setStatus({ id: ctx.seed.vehicles[0].id, status: "maintenance" });
    const res = await caller.vehicle.byDepot({ depotId: depot.id, status: "maintenance" });
    expect(res.map((v) => v.id)).toEqual([ctx.seed.vehicles[0].id]);
  });

  it("throws NOT_FOUND for a depot of another org", async () => {
    const caller = createCaller({ ...ctx, session: { ...ctx.session, orgId: "org_other" } });
    await expect(caller.vehicle.byDepot({ depotId: ctx.seed.depots[0].id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("vehicle.setStatus", () => {'''


def t07(rs: RowSet) -> None:
    root = "/home/sam/work/fleetdash"
    vr = f"{root}/src/server/routers/vehicle.ts"
    vt = f"{root}/src/server/routers/vehicle.test.ts"
    router_src = '''import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { router, protectedProcedure } from "../trpc";

const VehicleStatus = z.enum(["active", "maintenance", "retired"]);

export const vehicleRouter = router({
  list: protectedProcedure
    .input(
      z.object({
        status: VehicleStatus.optional(),
        cursor: z.string().nullish(),
        limit: z.number().int().min(1).max(100).default(25),
      }),
    )
    .query(async ({ ctx, input }) => {
      const rows = await ctx.db.vehicle.findMany({
        where: { orgId: ctx.session.orgId, status: input.status },
        orderBy: { plate: "asc" },
        take: input.limit + 1,
        ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
      });
      const next = rows.length > input.limit ? rows.pop()!.id : null;
      return { items: rows, nextCursor: next };
    }),

  byId: protectedProcedure
    .input(z.object({ id: z.string().uuid() }))
    .query(async ({ ctx, input }) => {
      const v = await ctx.db.vehicle.findFirst({ where: { id: input.id, orgId: ctx.session.orgId } });
      if (!v) throw new TRPCError({ code: "NOT_FOUND", message: `vehicle ${input.id} not found` });
      return v;
    }),

  setStatus: protectedProcedure
    .input(z.object({ id: z.string().uuid(), status: VehicleStatus }))
    .mutation(async ({ ctx, input }) => {
      const res = await ctx.db.vehicle.updateMany({
        where: { id: input.id, orgId: ctx.session.orgId },
        data: { status: input.status },
      });
      if (res.count === 0) throw new TRPCError({ code: "NOT_FOUND" });
      return { ok: true as const };
    }),
});
'''
    test_src = '''import { beforeEach, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { makeTestContext, seedFleet, type TestContext } from "../../test/helpers";

let ctx: TestContext;

beforeEach(async () => {
  ctx = await makeTestContext({ orgId: "org_7Qm2" });
  ctx.seed = await seedFleet(ctx.db, { orgId: "org_7Qm2", depots: 2, vehiclesPerDepot: 3 });
});

describe("vehicle.list", () => {
  it("returns vehicles of the caller's org sorted by plate", async () => {
    const res = await createCaller(ctx).vehicle.list({});
    expect(res.items).toHaveLength(6);
    expect(res.items[0].plate <= res.items[1].plate).toBe(true);
    expect(res.nextCursor).toBeNull();
  });

  it("filters by status", async () => {
    const res = await createCaller(ctx).vehicle.list({ status: "retired" });
    expect(res.items).toEqual([]);
  });

  it("paginates with a cursor", async () => {
    const caller = createCaller(ctx);
    const first = await caller.vehicle.list({ limit: 4 });
    const second = await caller.vehicle.list({ limit: 4, cursor: first.nextCursor });
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
  });
});

describe("vehicle.byId", () => {
  it("returns the vehicle", async () => {
    const v = ctx.seed.vehicles[2];
    await expect(createCaller(ctx).vehicle.byId({ id: v.id })).resolves.toMatchObject({ plate: v.plate });
  });

  it("throws NOT_FOUND for another org's vehicle", async () => {
    const other = await makeTestContext({ orgId: "org_other" });
    await expect(createCaller(other).vehicle.byId({ id: ctx.seed.vehicles[0].id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});

describe("vehicle.setStatus", () => {
  it("updates the status", async () => {
    const caller = createCaller(ctx);
    const v = ctx.seed.vehicles[1];
    await caller.vehicle.setStatus({ id: v.id, status: "maintenance" });
    await expect(caller.vehicle.byId({ id: v.id })).resolves.toMatchObject({ status: "maintenance" });
  });
});
'''
    new_proc = '''  byDepot: protectedProcedure
    .input(z.object({ depotId: z.string().uuid(), status: VehicleStatus.optional() }))
    .query(async ({ ctx, input }) => {
      const depot = await ctx.db.depot.findFirst({ where: { id: input.depotId, orgId: ctx.session.orgId } });
      if (!depot) throw new TRPCError({ code: "NOT_FOUND", message: `depot ${input.depotId} not found` });
      return ctx.db.vehicle.findMany({
        where: { depotId: depot.id, status: input.status },
        orderBy: { plate: "asc" },
      });
    }),

  setStatus: protectedProcedure'''

    def vitest_all(vcount: int, total: int, start: str, dur: str) -> str:
        return f''' RUN  v2.1.4 /home/sam/work/fleetdash

 ✓ src/lib/geo.test.ts (11 tests) 9ms
 ✓ src/lib/format.test.ts (8 tests) 6ms
 ✓ src/server/auth/session.test.ts (5 tests) 22ms
 ✓ src/server/routers/depot.test.ts (7 tests) 38ms
 ✓ src/server/routers/vehicle.test.ts ({vcount} tests) {44 if vcount == 6 else 61}ms
 ✓ src/server/routers/driver.test.ts (9 tests) 51ms
 ✓ src/server/routers/trip.test.ts (10 tests) 63ms
 ✓ src/components/VehicleTable.test.tsx (5 tests) 131ms
 ✓ src/components/TripTimeline.test.tsx (3 tests) 97ms

 Test Files  9 passed (9)
      Tests  {total} passed ({total})
   Start at  {start}
   Duration  {dur}'''
    turns = [
        (gshell("npx vitest run", "Run the unit tests"), gem_run("npx vitest run", vitest_all(6, 64, "14:02:31", "2.41s (transform 612ms, setup 0ms, collect 1.88s, tests 461ms, environment 1.02s, prepare 1.12s)"), pgid=90114)),
        (call("read_file", absolute_path=vr), router_src),
        (call("read_file", absolute_path=vt), test_src),
        (call("replace", file_path=vr, old_string="  setStatus: protectedProcedure", new_string=new_proc), ok_edit(vr)),
        (call("replace", file_path=vt, old_string='describe("vehicle.setStatus", () => {', new_string=T07_TEST_ADD), ok_edit(vt)),
        (gshell("npx tsc --noEmit", "Type-check the project"), gem_run("npx tsc --noEmit", "", pgid=90263)),
        (gshell("npx vitest run src/server/routers/vehicle.test.ts", "Run the vehicle router tests"),
         gem_run("npx vitest run src/server/routers/vehicle.test.ts", ''' RUN  v2.1.4 /home/sam/work/fleetdash

 ✓ src/server/routers/vehicle.test.ts (9 tests) 57ms

 Test Files  1 passed (1)
      Tests  9 passed (9)
   Start at  14:09:12
   Duration  806ms (transform 118ms, setup 0ms, collect 402ms, tests 57ms, environment 0ms, prepare 96ms)''', pgid=90301)),
        (gshell("npx vitest run", "Run the whole suite before committing"), gem_run("npx vitest run", vitest_all(9, 66, "14:09:40", "2.37s (transform 598ms, setup 0ms, collect 1.84s, tests 478ms, environment 1.01s, prepare 1.09s)"), pgid=90347)),
        (gshell("git add -A && git commit -m 'feat(vehicle): add byDepot query'", "Commit the change"),
         gem_run("git add -A && git commit -m 'feat(vehicle): add byDepot query'", '''[feat/vehicle-by-depot 2c7e91d] feat(vehicle): add byDepot query
 2 files changed, 36 insertions(+)''', pgid=90388)),
        (gshell("git log -2 --stat --format='%h %an %ad %s' --date=iso", "Show the last commits with file stats"),
         gem_run("git log -2 --stat --format='%h %an %ad %s' --date=iso", '''2c7e91d Sam Okafor 2025-02-18 14:10:05 +0100 feat(vehicle): add byDepot query

 src/server/routers/vehicle.test.ts | 25 +++++++++++++++++++++++++
 src/server/routers/vehicle.ts      | 11 +++++++++++
 2 files changed, 36 insertions(+)
8f4d2a6 Priya Raman 2025-02-17 18:44:37 +0100 fix(trip): clamp ETA to depot opening hours

 src/server/routers/trip.test.ts | 14 ++++++++++++++
 src/server/routers/trip.ts      |  6 ++++--
 2 files changed, 18 insertions(+), 2 deletions(-)''', pgid=90402)),
        (gshell("npm run lint", "Lint the project"), gem_run("npm run lint", '''
> fleetdash@0.9.0 lint
> eslint . --max-warnings 0
''', pgid=90431)),
    ]
    rs.add(task="swe", tid="h43-swe-07", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Next.js app with a tRPC v11 API, Prisma, zod, Vitest 2.1), branch feat/vehicle-by-depot checked out, clean. Task: add a vehicle.byDepot query (optional status filter, NOT_FOUND for other orgs' depots) with tests.",
           bad=True, turn=8, kind="overall test total does not add up after three tests were added")


# OpenHands, Java Micronaut + JUnit 5: clean
def t08(rs: RowSet) -> None:
    root = "/workspace/inventory-svc"
    ctl = f"{root}/src/main/java/com/acme/inventory/StockController.java"
    src = '''package com.acme.inventory;

import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Put;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import jakarta.validation.Valid;

@Controller("/stock")
@ExecuteOn(TaskExecutors.BLOCKING)
public class StockController {

    private final StockRepository repository;

    public StockController(StockRepository repository) {
        this.repository = repository;
    }

    @Get("/{sku}")
    public StockLevel get(@PathVariable String sku) {
        return repository.findBySku(sku).orElseThrow();
    }

    @Put("/{sku}")
    public StockLevel adjust(@PathVariable String sku, @Body @Valid Adjustment adjustment) {
        StockLevel current = repository.findBySku(sku).orElseThrow();
        return repository.update(current.withQuantity(current.quantity() + adjustment.delta()));
    }
}'''
    old_m = '''    @Get("/{sku}")
    public StockLevel get(@PathVariable String sku) {
        return repository.findBySku(sku).orElseThrow();
    }'''
    new_m = '''    @Get("/{sku}")
    public HttpResponse<StockLevel> get(@PathVariable String sku) {
        return repository.findBySku(sku)
                .map(HttpResponse::ok)
                .orElseGet(HttpResponse::notFound);
    }'''
    jar = "build/libs/inventory-svc-0.4.1-all.jar"
    yml_old = '''endpoints:
  health:
    enabled: true
    sensitive: false'''
    yml_new = yml_old + "\n    details-visible: ANONYMOUS"
    turns = [
        (bash(f"cd {root} && ./gradlew test"), oh_bash('''> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses

> Task :test FAILED

StockControllerTest > returnsNotFoundForUnknownSku() FAILED
    org.opentest4j.AssertionFailedError: expected: <NOT_FOUND> but was: <INTERNAL_SERVER_ERROR>
        at app//org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
        at app//org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
        at app//org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
        at app//org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
        at app//org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
        at app//com.acme.inventory.StockControllerTest.returnsNotFoundForUnknownSku(StockControllerTest.java:61)

14 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/inventory-svc/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 24s
5 actionable tasks: 2 executed, 3 up-to-date''', root, 1)),
        (editor("view", ctl), cat_n(ctl, src)),
        (editor("str_replace", ctl, old_str="import io.micronaut.http.annotation.Body;",
                new_str="import io.micronaut.http.HttpResponse;\nimport io.micronaut.http.annotation.Body;"),
         edited(ctl, '''package com.acme.inventory;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;''')),
        (editor("str_replace", ctl, old_str=old_m, new_str=new_m), edited(ctl, '''    public StockController(StockRepository repository) {
        this.repository = repository;
    }

''' + new_m + '''

    @Put("/{sku}")
    public StockLevel adjust(@PathVariable String sku, @Body @Valid Adjustment adjustment) {''', 19)),
        (bash("./gradlew test"), oh_bash('''> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 19s
5 actionable tasks: 3 executed, 2 up-to-date''', root)),
        (bash(f"./gradlew -q shadowJar && (java -jar {jar} > /tmp/app.log 2>&1 &) && sleep 6 && pgrep -af inventory-svc"),
         oh_bash(f"48127 java -jar {jar}", root)),
        (bash("tail -n 3 /tmp/app.log; curl -s -i http://localhost:8080/stock/SKU-404-NOPE; echo; curl -s http://localhost:8080/stock/SKU-10442"),
         oh_bash('''10:41:07.412 [main] INFO  com.zaxxer.hikari.HikariDataSource - HikariPool-1 - Starting...
10:41:07.688 [main] INFO  com.zaxxer.hikari.HikariDataSource - HikariPool-1 - Start completed.
10:41:08.091 [main] INFO  io.micronaut.runtime.Micronaut - Startup completed in 1187ms. Server Running: http://localhost:8080
HTTP/1.1 404 Not Found
date: Tue, 11 Mar 2025 10:41:13 GMT
content-length: 0
connection: keep-alive


{"sku":"SKU-10442","warehouse":"BER-1","quantity":318,"reserved":12,"updatedAt":"2025-03-10T16:22:41.507Z"}''', root)),
        (editor("str_replace", f"{root}/src/main/resources/application.yml", old_str=yml_old, new_str=yml_new),
         edited(f"{root}/src/main/resources/application.yml", '''datasources:
  default:
    url: ${JDBC_URL:`jdbc:postgresql://localhost:5432/inventory`}
    username: ${JDBC_USER:inventory}
    password: ${JDBC_PASSWORD:inventory}
    dialect: POSTGRES
''' + yml_new, 8)),
        (bash(f"kill 48127 && sleep 1 && ./gradlew -q shadowJar && (java -jar {jar} > /tmp/app.log 2>&1 &) && sleep 6 && pgrep -af inventory-svc && tail -n 1 /tmp/app.log"),
         oh_bash(f'''48702 java -jar {jar}
10:43:52.630 [main] INFO  io.micronaut.runtime.Micronaut - Startup completed in 1093ms. Server Running: http://localhost:8080''', root)),
        (bash("curl -s http://localhost:8080/health | python3 -m json.tool"), oh_bash('''{
    "name": "inventory-svc",
    "status": "UP",
    "details": {
        "jdbc": {
            "name": "inventory-svc",
            "status": "UP",
            "details": {
                "jdbc:postgresql://localhost:5432/inventory": {
                    "name": "inventory-svc",
                    "status": "UP",
                    "details": {
                        "database": "PostgreSQL",
                        "version": "16.4"
                    }
                }
            }
        },
        "compositeDiscoveryClient()": {
            "name": "inventory-svc",
            "status": "UP"
        },
        "diskSpace": {
            "name": "inventory-svc",
            "status": "UP",
            "details": {
                "total": 67370528768,
                "free": 41923674112,
                "threshold": 10485760
            }
        },
        "service": {
            "name": "inventory-svc",
            "status": "UP"
        }
    }
}''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-08", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Micronaut 4.6, Java 21, Gradle 8.10, JUnit 5, Micronaut Data JDBC on a local PostgreSQL 16). Bug INV-233: GET /stock/{{sku}} answers 500 for an unknown SKU; it should be 404. Also make the /health details visible for the local smoke check.")


# OpenHands, Ruby Roda + RSpec: clean
def t09(rs: RowSet) -> None:
    root = "/workspace/shortlinks"
    turns = [
        (bash(f"cd {root} && bundle exec rspec"), oh_bash('''
Randomized with seed 31842
....................................................

Finished in 0.41237 seconds (files took 0.38221 seconds to load)
52 examples, 0 failures

Randomized with seed 31842
''', root)),
        (bash("grep -rn 'v0' app.rb routes/ spec/ --include=*.rb | head -20; grep -cE '^\\s*it ' spec/routes/v0_spec.rb; wc -l routes/v0.rb spec/routes/v0_spec.rb"), oh_bash('''app.rb:21:require_relative "routes/v0"
routes/v0.rb:3:# Deprecated v0 API, kept only for the legacy bookmarklet (SL-52).
routes/v0.rb:4:Shortlinks.hash_branch("v0") do |r|
routes/v0.rb:17:      r.redirect "/v1/links/#{code}", 301
spec/routes/v0_spec.rb:5:RSpec.describe "v0 API", type: :request do
spec/routes/v0_spec.rb:12:    get "/v0/links/abc123"
spec/routes/v0_spec.rb:19:    get "/v0/links/nope99"
spec/routes/v0_spec.rb:25:    post "/v0/links", { url: "https://example.org/a" }.to_json, "CONTENT_TYPE" => "application/json"
spec/routes/v0_spec.rb:33:    post "/v0/links", { url: "ftp://example.org" }.to_json, "CONTENT_TYPE" => "application/json"
spec/routes/v0_spec.rb:41:    post "/v0/links", "{", "CONTENT_TYPE" => "application/json"
spec/routes/v0_spec.rb:52:    delete "/v0/links/abc123"
spec/routes/v0_spec.rb:61:    get "/v0/stats"
spec/routes/v0_spec.rb:70:    get "/v0/links/abc123", {}, "HTTP_X_FORWARDED_FOR" => "203.0.113.9"
7
  58 routes/v0.rb
  84 spec/routes/v0_spec.rb
 142 total''', root)),
        (bash("git rm -q routes/v0.rb spec/routes/v0_spec.rb && git status --short"), oh_bash('''D  routes/v0.rb
D  spec/routes/v0_spec.rb''', root)),
        (editor("str_replace", f"{root}/app.rb", old_str='require_relative "routes/v0"\nrequire_relative "routes/v1"', new_str='require_relative "routes/v1"'),
         edited(f"{root}/app.rb", '''  route do |r|
    r.get("healthz") { { ok: true } }
    r.hash_branches
  end
end

require_relative "routes/v1"
require_relative "routes/admin"''', 15)),
        (bash("bundle exec rspec"), oh_bash('''
Randomized with seed 7719
.............................................

Finished in 0.35904 seconds (files took 0.37516 seconds to load)
45 examples, 0 failures

Randomized with seed 7719
''', root)),
        (bash("git status"), oh_bash('''On branch chore/drop-v0
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\tdeleted:    routes/v0.rb
\tdeleted:    spec/routes/v0_spec.rb

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   app.rb
''', root)),
        (bash("git commit -am 'Remove deprecated v0 API (SL-52)' && git show --stat --format='%h %s' HEAD"), oh_bash('''[chore/drop-v0 5d2e8a1] Remove deprecated v0 API (SL-52)
 3 files changed, 143 deletions(-)
 delete mode 100644 routes/v0.rb
 delete mode 100644 spec/routes/v0_spec.rb
5d2e8a1 Remove deprecated v0 API (SL-52)

 app.rb                 |  1 -
 routes/v0.rb           | 58 ----------------------------------
 spec/routes/v0_spec.rb | 84 --------------------------------------------------
 3 files changed, 143 deletions(-)''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-09", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Roda 3.85 URL shortener, Ruby 3.3, RSpec 3.13 with rack-test, random order), branch chore/drop-v0. Task SL-52: delete the deprecated /v0 API and its specs now that the bookmarklet moved to /v1.")


# Gemini CLI, Kotlin Ktor + Kotest: bad
T10_SPEC = '''package com.example.menu

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.ktor.client.request.get
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.client.statement.bodyAsText
import io.ktor.http.ContentType
import io.ktor.http.HttpStatusCode
import io.ktor.http.contentType
import io.ktor.server.testing.testApplication

class MenuItemsRoutesSpec : FunSpec({

    test("GET /menus/{id}/items lists items of a menu ordered by position") {
        testApplication {
            application { testModule(TestFixtures.seededRepo()) }
            val res = client.get("/menus/m-lunch/items")
            res.status shouldBe HttpStatusCode.OK
            res.bodyAsText() shouldContain "\\"name\\":\\"Tomato soup\\""
        }
    }

    test("GET /menus/{id}/items returns 404 for an unknown menu") {
        testApplication {
            application { testModule(TestFixtures.seededRepo()) }
            client.get("/menus/m-nope/items").status shouldBe HttpStatusCode.NotFound
        }
    }

    test("POST /menus/{id}/items rejects a negative price") {
        testApplication {
            application { testModule(TestFixtures.seededRepo()) }
            val res = client.post("/menus/m-lunch/items") {
                contentType(ContentType.Application.Json)
                setBody("""{"name":"Free lunch","priceCents":-100}""")
            }
            res.status shouldBe HttpStatusCode.BadRequest
        }
    }

    test("POST /menus/{id}/items appends the item at the end") {
        testApplication {
            application { testModule(TestFixtures.seededRepo()) }
            val res = client.post("/menus/m-lunch/items") {
                contentType(ContentType.Application.Json)
                setBody("""{"name":"Lemon tart","priceCents":650}""")
            }
            res.status shouldBe HttpStatusCode.Created
            res.bodyAsText() shouldContain "\\"position\\":4"
        }
    }
})
'''


def t10(rs: RowSet) -> None:
    root = "/home/lena/projects/menu-service"
    tdir = f"{root}/src/test/kotlin/com/example/menu"
    spec = f"{tdir}/MenuItemsRoutesSpec.kt"
    rel = "src/test/kotlin/com/example/menu/MenuItemsRoutesSpec.kt"
    listing = f'''Directory listing for {tdir}:
[DIR] repo
ApplicationTest.kt
MenuRoutesSpec.kt
TestFixtures.kt'''
    items = '''MenuItemsRoutesSpec > GET /menus/{id}/items lists items of a menu ordered by position PASSED
MenuItemsRoutesSpec > GET /menus/{id}/items returns 404 for an unknown menu PASSED
MenuItemsRoutesSpec > POST /menus/{id}/items rejects a negative price PASSED
MenuItemsRoutesSpec > POST /menus/{id}/items appends the item at the end PASSED'''
    turns = [
        (call("list_directory", path=tdir), listing),
        (call("write_file", file_path=spec, content=T10_SPEC), ok_new(spec)),
        (gshell("./gradlew test --tests 'com.example.menu.MenuItemsRoutesSpec'", "Run only the new spec"),
         gem_run("./gradlew test --tests 'com.example.menu.MenuItemsRoutesSpec'", f'''> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources UP-TO-DATE
> Task :testClasses
> Task :test

{items}

BUILD SUCCESSFUL in 27s
6 actionable tasks: 3 executed, 3 up-to-date''', pgid=50917)),
        (call("list_directory", path=tdir), listing),
        (gshell("./gradlew test", "Run the whole test suite"), gem_run("./gradlew test", f'''> Task :checkKotlinGradlePluginConfigurationErrors
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

ApplicationTest > root returns service name and version PASSED
ApplicationTest > unknown route returns JSON 404 PASSED
{items}
MenuRoutesSpec > GET /menus lists active menus only PASSED
MenuRoutesSpec > GET /menus/{{id}} returns the menu PASSED
MenuRoutesSpec > GET /menus/{{id}} returns 404 for an unknown id PASSED
MenuRoutesSpec > PUT /menus/{{id}} renames a menu PASSED
MenuRoutesSpec > DELETE /menus/{{id}} archives instead of deleting PASSED
InMemoryMenuRepositorySpec > items keep insertion order PASSED
InMemoryMenuRepositorySpec > archive hides a menu from findActive PASSED
InMemoryMenuRepositorySpec > nextPosition starts at 1 PASSED

BUILD SUCCESSFUL in 14s
6 actionable tasks: 2 executed, 4 up-to-date''', pgid=51066)),
        (gshell("git status --short", "Check the working tree"), gem_run("git status --short", f"?? {rel}", pgid=51102)),
        (gshell(f"git add {rel} && git commit -m 'test: cover /menus/{{id}}/items routes'", "Commit the new spec"),
         gem_run(f"git add {rel} && git commit -m 'test: cover /menus/{{id}}/items routes'", f'''[main 6b0f3de] test: cover /menus/{{id}}/items routes
 1 file changed, {len(T10_SPEC.splitlines())} insertions(+)
 create mode 100644 {rel}''', pgid=51139)),
    ]
    rs.add(task="swe", tid="h43-swe-10", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Ktor 2.3 server, Kotlin 2.0, Gradle 8.8, Kotest 5.9 on JUnit Platform, testLogging prints PASSED/FAILED events). Task: the /menus/{{id}}/items routes have no tests; add a Kotest spec next to MenuRoutesSpec and commit it.",
           bad=True, turn=4, kind="file written earlier is missing from the directory listing")


# Gemini CLI, Svelte + Playwright: clean
T11_TESTS = [
    ("tests/home.spec.ts:4:3", "home › shows the latest recipes"),
    ("tests/home.spec.ts:12:3", "home › navigates to a recipe card"),
    ("tests/recipe.spec.ts:5:3", "recipe page › renders ingredients list"),
    ("tests/recipe.spec.ts:15:3", "recipe page › scales servings"),
    ("tests/recipe.spec.ts:27:3", "recipe page › shows 404 for unknown slug"),
    ("tests/search.spec.ts:6:3", "search › filters recipes as you type"),
    ("tests/search.spec.ts:18:3", "search › shows empty state"),
    ("tests/search.spec.ts:27:3", "search › clears with Escape"),
]


def t11(rs: RowSet) -> None:
    root = "/home/jo/sites/recipe-box"
    sb = f"{root}/src/lib/components/SearchBox.svelte"
    src = '''<script lang="ts">
  import type { RecipeSummary } from '$lib/types';

  export let recipes: RecipeSummary[] = [];
  let query = '';

  $: trimmed = query.trim();
  $: results = trimmed
    ? recipes.filter((r) => r.title.includes(trimmed) || r.tags.some((t) => t.includes(trimmed)))
    : recipes;

  function onKeydown(event: KeyboardEvent) {
    if (event.key === 'Escape') query = '';
  }
</script>

<label class="search">
  <span class="visually-hidden">Search recipes</span>
  <input type="search" bind:value={query} on:keydown={onKeydown} placeholder="Search recipes…" />
</label>

{#if results.length === 0}
  <p class="empty" role="status">No recipes match “{trimmed}”.</p>
{:else}
  <ul aria-label="Results">
    {#each results as recipe (recipe.slug)}
      <li><a href="/recipes/{recipe.slug}">{recipe.title}</a> <small>{recipe.minutes} min</small></li>
    {/each}
  </ul>
{/if}

<style>
  .search input { width: 100%; padding: 0.5rem 0.75rem; border-radius: 0.5rem; border: 1px solid var(--border); }
  .empty { color: var(--muted); }
</style>
'''
    old = '''  $: results = trimmed
    ? recipes.filter((r) => r.title.includes(trimmed) || r.tags.some((t) => t.includes(trimmed)))
    : recipes;'''
    new = '''  $: needle = trimmed.toLocaleLowerCase();
  $: results = needle
    ? recipes.filter(
        (r) =>
          r.title.toLocaleLowerCase().includes(needle) ||
          r.tags.some((t) => t.toLocaleLowerCase().includes(needle))
      )
    : recipes;'''
    times1 = ["1.2s", "1.4s", "987ms", "1.1s", "640ms", "5.3s", "1.0s", "1.1s"]
    lines1 = []
    for i, ((loc, name), t) in enumerate(zip(T11_TESTS, times1), 1):
        mark = "✘" if i == 6 else "✓"
        lines1.append(f"  {mark}  {i} [chromium] › {loc} › {name} ({t})")
    fail_out = "\nRunning 8 tests using 4 workers\n\n" + "\n".join(lines1) + '''


  1) [chromium] › tests/search.spec.ts:6:3 › search › filters recipes as you type ──────────────────

    Error: Timed out 5000ms waiting for expect(locator).toHaveCount(expected)

    Locator: getByRole('list', { name: 'Results' }).getByRole('listitem').filter({ hasText: 'Shakshuka' })
    Expected: 1
    Received: 0
    Call log:
      - expect.toHaveCount with timeout 5000ms
      - waiting for getByRole('list', { name: 'Results' }).getByRole('listitem').filter({ hasText: 'Shakshuka' })
      9 × locator resolved to 0 elements
        - unexpected value "0"


       9 |     await page.getByRole('searchbox', { name: 'Search recipes' }).fill('shak');
      10 |     const results = page.getByRole('list', { name: 'Results' });
    > 11 |     await expect(results.getByRole('listitem').filter({ hasText: 'Shakshuka' })).toHaveCount(1);
         |                                                                                   ^
      12 |   });
      13 |
      14 |   test('shows empty state', async ({ page }) => {

        at /home/jo/sites/recipe-box/tests/search.spec.ts:11:83

    attachment #1: trace (application/zip) ─────────────────────────────────────────────────────────
    test-results/search-search-filters-recipes-as-you-type-chromium/trace.zip
    Usage:

        npx playwright show-trace test-results/search-search-filters-recipes-as-you-type-chromium/trace.zip

    ────────────────────────────────────────────────────────────────────────────────────────────────

  1 failed
    [chromium] › tests/search.spec.ts:6:3 › search › filters recipes as you type ───────────────────
  7 passed (9.8s)'''
    times2 = ["1.1s", "1.3s", "902ms", "1.0s", "611ms", "1.2s", "944ms", "1.0s"]
    pass1 = "\nRunning 8 tests using 4 workers\n\n" + "\n".join(
        f"  ✓  {i} [chromium] › {loc} › {name} ({t})" for i, ((loc, name), t) in enumerate(zip(T11_TESTS, times2), 1)
    ) + "\n\n  8 passed (7.9s)"
    all_lines = []
    n = 0
    for proj, scale in (("chromium", 1.0), ("firefox", 1.6), ("webkit", 1.35)):
        for (loc, name), t in zip(T11_TESTS, times2):
            n += 1
            ms = float(t[:-2]) if t.endswith("ms") else float(t[:-1]) * 1000
            ms = ms * scale
            shown = f"{ms / 1000:.1f}s" if ms >= 1000 else f"{round(ms)}ms"
            all_lines.append(f"  ✓  {n} [{proj}] › {loc} › {name} ({shown})")
    pass_all = "\nRunning 24 tests using 4 workers\n\n" + "\n".join(all_lines) + "\n\n  24 passed (21.4s)"
    turns = [
        (gshell("npx playwright test --project=chromium", "Run the e2e tests in Chromium"),
         gem_run("npx playwright test --project=chromium", fail_out, code=1, pgid=71820)),
        (call("read_file", absolute_path=sb), src),
        (call("replace", file_path=sb, old_string=old, new_string=new), ok_edit(sb)),
        (gshell("npx playwright test --project=chromium", "Re-run the Chromium e2e tests"),
         gem_run("npx playwright test --project=chromium", pass1, pgid=72011)),
        (gshell("npx playwright test", "Run the e2e tests in all configured browsers"),
         gem_run("npx playwright test", pass_all, pgid=72145)),
        (gshell("npx playwright test tests/search.spec.ts --reporter=line", "Run the search spec alone in all browsers"),
         gem_run("npx playwright test tests/search.spec.ts --reporter=line", '''
Running 9 tests using 4 workers
[9/9] [webkit] › tests/search.spec.ts:27:3 › search › clears with Escape
  9 passed (6.2s)''', pgid=72290)),
        (gshell("git diff", "Show the change"), gem_run("git diff", '''diff --git a/src/lib/components/SearchBox.svelte b/src/lib/components/SearchBox.svelte
index 41c9d2e..a07b3f5 100644
--- a/src/lib/components/SearchBox.svelte
+++ b/src/lib/components/SearchBox.svelte
@@ -5,8 +5,13 @@
   let query = '';
\x20
   $: trimmed = query.trim();
-  $: results = trimmed
-    ? recipes.filter((r) => r.title.includes(trimmed) || r.tags.some((t) => t.includes(trimmed)))
+  $: needle = trimmed.toLocaleLowerCase();
+  $: results = needle
+    ? recipes.filter(
+        (r) =>
+          r.title.toLocaleLowerCase().includes(needle) ||
+          r.tags.some((t) => t.toLocaleLowerCase().includes(needle))
+      )
     : recipes;
\x20
   function onKeydown(event: KeyboardEvent) {''', pgid=72334)),
        (gshell("git status --short", "Check the working tree"), gem_run("git status --short", " M src/lib/components/SearchBox.svelte", pgid=72351)),
    ]
    rs.add(task="swe", tid="h43-swe-11", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (SvelteKit 2 / Svelte 4 recipe site, Playwright 1.48 with chromium, firefox and webkit projects and a preview webServer on port 4173). Bug: typing a lower-case query in the search box finds nothing; the e2e test 'filters recipes as you type' fails.")


# OpenHands, Python SQLAlchemy + Alembic: bad
def t12(rs: RowSet) -> None:
    root = "/workspace/crm-core"
    model = f"{root}/src/crm/models/contact.py"
    mig = f"{root}/migrations/versions/c7e4a2f91b03_contacts_archived_at.py"
    ctx = '''INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.
INFO  [alembic.runtime.migration] Will assume transactional DDL.'''
    model_src = '''from __future__ import annotations

import uuid
from datetime import datetime

from sqlalchemy import ForeignKey, String, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column, relationship

from crm.models.base import Base


class Contact(Base):
    __tablename__ = "contacts"
    __table_args__ = (UniqueConstraint("organization_id", "email", name="uq_contacts_org_email"),)

    id: Mapped[uuid.UUID] = mapped_column(primary_key=True, default=uuid.uuid4)
    organization_id: Mapped[uuid.UUID] = mapped_column(ForeignKey("organizations.id", ondelete="CASCADE"), index=True)
    email: Mapped[str] = mapped_column(String(254))
    full_name: Mapped[str] = mapped_column(String(200))
    phone: Mapped[str | None] = mapped_column(String(32))
    owner_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(server_default=func.now(), onupdate=func.now())

    organization: Mapped["Organization"] = relationship(back_populates="contacts")
    deals: Mapped[list["Deal"]] = relationship(back_populates="contact")'''
    upd = "    updated_at: Mapped[datetime] = mapped_column(server_default=func.now(), onupdate=func.now())"
    arch = "    archived_at: Mapped[datetime | None] = mapped_column(default=None)"
    mig_src = '''"""contacts archived_at

Revision ID: c7e4a2f91b03
Revises: 5b2d9e71a0c4
Create Date: 2025-01-27 09:14:36.218447

"""
from typing import Sequence, Union

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision: str = 'c7e4a2f91b03'
down_revision: Union[str, None] = '5b2d9e71a0c4'
branch_labels: Union[str, Sequence[str], None] = None
depends_on: Union[str, Sequence[str], None] = None


def upgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.add_column('contacts', sa.Column('archived_at', sa.DateTime(), nullable=True))
    # ### end Alembic commands ###


def downgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
    op.drop_column('contacts', 'archived_at')
    # ### end Alembic commands ###'''
    add = "    op.add_column('contacts', sa.Column('archived_at', sa.DateTime(), nullable=True))"
    add_new = add + '''
    op.create_index(
        'ix_contacts_active_org',
        'contacts',
        ['organization_id'],
        postgresql_where=sa.text('archived_at IS NULL'),
    )'''
    drop = "    op.drop_column('contacts', 'archived_at')"
    drop_new = "    op.drop_index('ix_contacts_active_org', table_name='contacts')\n" + drop
    turns = [
        (bash(f"cd {root} && alembic current"), oh_bash(ctx + "\n5b2d9e71a0c4 (head)", root)),
        (bash("alembic history | head -n 6"), oh_bash('''a91c03f7d2e8 -> 5b2d9e71a0c4 (head), deals: add stage_changed_at
3e6f1b8c94d2 -> a91c03f7d2e8, contacts: unique email per organization
d40b7a2c6e19 -> 3e6f1b8c94d2, activities table
8c2e5f0a1b77 -> d40b7a2c6e19, deals: amount as numeric(14,2)
f17a9d3c0e52 -> 8c2e5f0a1b77, organizations: soft delete
<base> -> f17a9d3c0e52, initial schema''', root)),
        (editor("view", model), cat_n(model, model_src)),
        (editor("str_replace", model, old_str=upd, new_str=upd + "\n" + arch), edited(model, f'''    owner_id: Mapped[uuid.UUID | None] = mapped_column(ForeignKey("users.id", ondelete="SET NULL"))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
{upd}
{arch}

    organization: Mapped["Organization"] = relationship(back_populates="contacts")''', 21)),
        (bash('alembic revision --autogenerate -m "contacts archived_at"'), oh_bash(ctx + '''
INFO  [alembic.autogenerate.compare] Detected added column 'contacts.archived_at'
  Generating /workspace/crm-core/migrations/versions/c7e4a2f91b03_contacts_archived_at.py ...  done''', root)),
        (editor("view", mig), cat_n(mig, mig_src)),
        (editor("str_replace", mig, old_str=add, new_str=add_new), edited(mig, '''def upgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
''' + add_new + '''
    # ### end Alembic commands ###''', 21)),
        (editor("str_replace", mig, old_str=drop, new_str=drop_new), edited(mig, '''def downgrade() -> None:
    # ### commands auto generated by Alembic - please adjust! ###
''' + drop_new + '''
    # ### end Alembic commands ###''', 33)),
        (bash("alembic upgrade head"), oh_bash(ctx + "\nINFO  [alembic.runtime.migration] Running upgrade 5b2d9e71a0c4 -> c7e4a2f91b03, contacts archived_at", root)),
        (bash("alembic current && psql \"$DATABASE_URL\" -c '\\d contacts'"), oh_bash(ctx + '''
c7e4a2f19b03 (head)
                                      Table "public.contacts"
     Column      |            Type             | Collation | Nullable | Default\x20
-----------------+-----------------------------+-----------+----------+---------
 id              | uuid                        |           | not null |\x20
 organization_id | uuid                        |           | not null |\x20
 email           | character varying(254)      |           | not null |\x20
 full_name       | character varying(200)      |           | not null |\x20
 phone           | character varying(32)       |           |          |\x20
 owner_id        | uuid                        |           |          |\x20
 created_at      | timestamp without time zone |           | not null | now()
 updated_at      | timestamp without time zone |           | not null | now()
 archived_at     | timestamp without time zone |           |          |\x20
Indexes:
    "contacts_pkey" PRIMARY KEY, btree (id)
    "ix_contacts_active_org" btree (organization_id) WHERE archived_at IS NULL
    "ix_contacts_organization_id" btree (organization_id)
    "uq_contacts_org_email" UNIQUE CONSTRAINT, btree (organization_id, email)
Foreign-key constraints:
    "contacts_organization_id_fkey" FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE
    "contacts_owner_id_fkey" FOREIGN KEY (owner_id) REFERENCES users(id) ON DELETE SET NULL
Referenced by:
    TABLE "activities" CONSTRAINT "activities_contact_id_fkey" FOREIGN KEY (contact_id) REFERENCES contacts(id) ON DELETE CASCADE
    TABLE "deals" CONSTRAINT "deals_contact_id_fkey" FOREIGN KEY (contact_id) REFERENCES contacts(id) ON DELETE SET NULL
''', root)),
        (bash("alembic downgrade -1 && alembic upgrade head"), oh_bash(ctx + '''
INFO  [alembic.runtime.migration] Running downgrade c7e4a2f91b03 -> 5b2d9e71a0c4, contacts archived_at
''' + ctx + '''
INFO  [alembic.runtime.migration] Running upgrade 5b2d9e71a0c4 -> c7e4a2f91b03, contacts archived_at''', root)),
        (bash("python -m pytest tests/models/test_contact.py tests/test_migrations.py -q"), oh_bash('''...........                                                              [100%]
11 passed in 3.08s''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-12", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (SQLAlchemy 2.0 declarative models, Alembic 1.14 migrations in migrations/versions, PostgreSQL 16 reachable through DATABASE_URL). Task CRM-311: add a nullable contacts.archived_at column plus a partial index over active contacts, with a reversible migration.",
           bad=True, turn=10, kind="alembic revision id of the new migration reads differently in alembic current")


# OpenHands, Node Koa + Mocha: clean
def t13(rs: RowSet) -> None:
    root = "/workspace/notify-gateway"
    rf = f"{root}/src/middleware/retry.js"
    src = """'use strict';

const DEFAULT_MAX_DELAY_MS = 120_000;

/**
 * Parse a Retry-After header value into milliseconds.
 * Returns null when the header is absent or malformed.
 */
function parseRetryAfter(value, now = Date.now()) {
  if (value == null || value === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return null;
}

function retryAfter({ maxDelayMs = DEFAULT_MAX_DELAY_MS } = {}) {
  return async function retryAfterMiddleware(ctx, next) {
    await next();
    if (ctx.status !== 429 && ctx.status !== 503) return;
    const delay = parseRetryAfter(ctx.response.get('Retry-After'));
    if (delay == null) return;
    ctx.state.retryDelayMs = Math.min(delay, maxDelayMs);
    ctx.set('X-Retry-In-Ms', String(ctx.state.retryDelayMs));
  };
}

module.exports = { retryAfter, parseRetryAfter };"""
    old = """  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  return null;"""
    new = """  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);"""
    scratch = """const { parseRetryAfter } = require('./src/middleware/retry');

const now = Date.parse('Mon, 03 Mar 2025 12:00:00 GMT');
for (const v of ['120', '0', 'Mon, 03 Mar 2025 12:01:30 GMT', 'Mon, 03 Mar 2025 11:59:00 GMT', 'soon', '']) {
  console.log(JSON.stringify(v).padEnd(34), parseRetryAfter(v, now));
}"""
    vals = [("120", "120000"), ("0", "0"), ("Mon, 03 Mar 2025 12:01:30 GMT", "90000"),
            ("Mon, 03 Mar 2025 11:59:00 GMT", "0"), ("soon", "null"), ("", "null")]
    scratch_out = "\n".join(('"' + v + '"').ljust(34) + " " + r for v, r in vals)
    suite = '''
> notify-gateway@2.3.0 test
> mocha --recursive test



  POST /v1/notifications
    ✔ accepts an email notification (48ms)
    ✔ accepts an sms notification
    ✔ rejects an unknown channel with 422
    ✔ rejects a body over 64kb with 413
    ✔ requires an idempotency key
    ✔ returns the stored result for a repeated idempotency key

  GET /v1/notifications/:id
    ✔ returns the delivery status
    ✔ returns 404 for an unknown id

  GET /healthz
    ✔ reports ok with upstream latency

  auth middleware
    ✔ rejects a missing bearer token
    ✔ rejects an expired token
    ✔ sets ctx.state.tenant from the token

  rateLimit middleware
    ✔ allows up to the per-tenant limit
    ✔ answers 429 with Retry-After when exceeded
    ✔ resets after the window

  retryAfter middleware
    ✔ parses delta-seconds
    ✔ caps the delay at maxDelayMs
    ✔ parses an HTTP-date
    ✔ ignores a malformed header

  providers/sendgrid
    ✔ maps a 202 to queued
    ✔ maps a 429 to retry with delay
    ✔ maps a 400 to failed

  providers/twilio
    ✔ maps queued status
    ✔ maps a 20429 error to retry
    ✔ redacts the phone number in logs

  template renderer
    ✔ renders handlebars with partials
    ✔ escapes html in variables
    ✔ falls back to the default locale


  28 passing (212ms)
'''
    turns = [
        (bash(f'cd {root} && npx mocha --recursive test --grep "retryAfter"'), oh_bash('''

  retryAfter middleware
    ✔ parses delta-seconds
    ✔ caps the delay at maxDelayMs
    1) parses an HTTP-date
    ✔ ignores a malformed header


  3 passing (14ms)
  1 failing

  1) retryAfter middleware
       parses an HTTP-date:

      AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:

null !== 30000

      + expected - actual

      -null
      +30000
\x20\x20\x20\x20\x20\x20
      at Context.<anonymous> (test/middleware/retry.test.js:38:12)
      at process.processImmediate (node:internal/timers:483:21)

''', root, 1)),
        (editor("view", rf), cat_n(rf, src)),
        (editor("str_replace", rf, old_str=old, new_str=new), edited(rf, """function parseRetryAfter(value, now = Date.now()) {
  if (value == null || value === '') return null;
  const seconds = Number(value);
""" + new + """
}
""", 9)),
        (bash('npx mocha --recursive test --grep "retryAfter"'), oh_bash('''

  retryAfter middleware
    ✔ parses delta-seconds
    ✔ caps the delay at maxDelayMs
    ✔ parses an HTTP-date
    ✔ ignores a malformed header


  4 passing (11ms)
''', root)),
        (bash("npm test"), oh_bash(suite, root)),
        (editor("create", f"{root}/scratch.js", file_text=scratch), f"File created successfully at: {root}/scratch.js"),
        (bash("node scratch.js"), oh_bash(scratch_out, root)),
        (bash("rm scratch.js && git status --short"), oh_bash(" M src/middleware/retry.js", root)),
        (bash("git diff"), oh_bash("""diff --git a/src/middleware/retry.js b/src/middleware/retry.js
index 0b6d1a4..e93c2f7 100644
--- a/src/middleware/retry.js
+++ b/src/middleware/retry.js
@@ -10,7 +10,9 @@ function parseRetryAfter(value, now = Date.now()) {
   if (value == null || value === '') return null;
   const seconds = Number(value);
   if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
-  return null;
+  const at = Date.parse(value);
+  if (Number.isNaN(at)) return null;
+  return Math.max(0, at - now);
 }
\x20
 function retryAfter({ maxDelayMs = DEFAULT_MAX_DELAY_MS } = {}) {""", root)),
    ]
    rs.add(task="swe", tid="h43-swe-13", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Koa 2.15 notification gateway, Node 22, Mocha 10 with node:assert). Bug NG-140: providers that send Retry-After as an HTTP-date are retried immediately; parseRetryAfter only understands delta-seconds.")


# Gemini CLI, Clojure Ring + clojure.test: bad
def t14(rs: RowSet) -> None:
    root = "/home/piotr/code/ledger-ring"
    mw = f"{root}/src/ledger/middleware.clj"
    src = '''(ns ledger.middleware
  (:require [clojure.tools.logging :as log]
            [ring.middleware.json :refer [wrap-json-body wrap-json-response]]
            [ring.util.response :as resp]))

(defn wrap-json-errors
  "Turns malformed JSON bodies into a 400 instead of a 500."
  [handler]
  (fn [request]
    (try
      (handler request)
      (catch com.fasterxml.jackson.core.JsonParseException e
        (log/info "rejecting malformed JSON body" (.getMessage e))
        (-> (resp/response {:error "malformed_json"})
            (resp/status 400))))))

(defn wrap-request-id
  [handler]
  (fn [request]
    (let [rid (or (get-in request [:headers "x-request-id"]) (str (random-uuid)))]
      (-> (handler (assoc request :request-id rid))
          (resp/header "X-Request-ID" rid)))))

(defn wrap-api
  [handler]
  (-> handler
      (wrap-json-body {:keywords? true})
      wrap-json-errors
      wrap-json-response))
'''
    old = '''(defn wrap-api
  [handler]
  (-> handler
      (wrap-json-body {:keywords? true})
      wrap-json-errors
      wrap-json-response))'''
    new = '''(def ^:private malformed-json-response
  {:status  400
   :headers {"Content-Type" "application/json; charset=utf-8"}
   :body    "{\\"error\\":\\"malformed_json\\"}"})

(defn wrap-api
  [handler]
  (-> handler
      (wrap-json-body {:keywords? true :malformed-response malformed-json-response})
      wrap-json-response))'''
    msg = "middleware: JSON 400 for malformed request bodies"
    turns = [
        (gshell("git status -sb && git log -3 --format='%h %ci %an %s'", "Show branch state and recent commits"),
         gem_run("git status -sb && git log -3 --format='%h %ci %an %s'", '''## main...origin/main
c81f4a2 2024-11-19 17:05:22 +0100 Piotr Nowak handler: paginate /accounts/:id/transactions
5e0b9d7 2024-11-18 10:41:09 +0100 Ola Wiśniewska deps: ring 1.12.2, ring-json 0.5.1
a3d27e6 2024-11-14 15:12:47 +0100 Piotr Nowak middleware: structured request logging''', pgid=33410)),
        (call("read_file", absolute_path=mw), src),
        (gshell("clojure -X:test", "Run the test suite"), gem_run("clojure -X:test", '''
Running tests in #{"test"}

Testing ledger.handler-test

FAIL in (post-transaction-malformed-json) (handler_test.clj:58)
malformed JSON gets a JSON 400
expected: (= {:error "malformed_json"} (parse-body resp))
  actual: (not (= {:error "malformed_json"} nil))

Testing ledger.middleware-test

Testing ledger.money-test

Ran 23 tests containing 61 assertions.
1 failures, 0 errors.''', code=1, pgid=33457)),
        (call("replace", file_path=mw, old_string=old, new_string=new), ok_edit(mw)),
        (gshell("date '+%F %T %z' && clojure -X:test", "Note the time and re-run the tests"),
         gem_run("date '+%F %T %z' && clojure -X:test", '''2024-11-21 16:42:08 +0100

Running tests in #{"test"}

Testing ledger.handler-test

Testing ledger.middleware-test

Testing ledger.money-test

Ran 23 tests containing 61 assertions.
0 failures, 0 errors.''', pgid=33502)),
        (gshell(f"git commit -am '{msg}' && git log -3 --format='%h %ci %an %s'", "Commit and show the log"),
         gem_run(f"git commit -am '{msg}' && git log -3 --format='%h %ci %an %s'", f'''[main 9d3e6b1] {msg}
 1 file changed, 6 insertions(+), 2 deletions(-)
9d3e6b1 2024-11-21 16:31:47 +0100 Piotr Nowak {msg}
c81f4a2 2024-11-19 17:05:22 +0100 Piotr Nowak handler: paginate /accounts/:id/transactions
5e0b9d7 2024-11-18 10:41:09 +0100 Ola Wiśniewska deps: ring 1.12.2, ring-json 0.5.1''', pgid=33561)),
        (gshell("git push origin main", "Push to origin"), gem_run("git push origin main", '''Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 12 threads
Compressing objects: 100% (4/4), done.
Writing objects: 100% (5/5), 702 bytes | 702.00 KiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
To github.com:ledger-co/ledger-ring.git
   c81f4a2..9d3e6b1  main -> main''', pgid=33590)),
        (gshell("git status -sb", "Confirm the branch is in sync"), gem_run("git status -sb", "## main...origin/main", pgid=33604)),
    ]
    rs.add(task="swe", tid="h43-swe-14", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Ring 1.12 + ring-json 0.5.1 API, Clojure 1.12 CLI with a :test alias running cognitect test-runner). Bug: POST with a malformed JSON body returns ring-json's plain-text 400 instead of the API's JSON error; commit the fix to main and push.",
           bad=True, turn=6, kind="new commit's timestamp is earlier than the clock printed before it was made")


# OpenHands, PHP CakePHP + PHPUnit: bad
def t15(rs: RowSet) -> None:
    root = "/workspace/clinic-booking"
    d = "tests/TestCase/Controller"
    head = '''PHPUnit 10.5.38 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.14
Configuration: /workspace/clinic-booking/phpunit.xml.dist
'''
    turns = [
        (bash(f"cd {root} && ls -la {d}/"), oh_bash('''total 40
drwxr-xr-x 3 app app 4096 Jan  9 14:20 .
drwxr-xr-x 7 app app 4096 Dec 18 09:02 ..
drwxr-xr-x 2 app app 4096 Dec 18 09:02 Api
-rw-r--r-- 1 app app 6182 Jan  9 14:20 ApptControllerTest.php
-rw-r--r-- 1 app app 4390 Dec 18 09:02 DoctorsControllerTest.php
-rw-r--r-- 1 app app 1127 Nov  4 16:47 PagesControllerTest.php
-rw-r--r-- 1 app app 5013 Jan  6 11:38 PatientsControllerTest.php''', root)),
        (bash(f"vendor/bin/phpunit {d}/ApptControllerTest.php"), oh_bash(head + f'''
There was 1 PHPUnit test runner warning:

1) Class ApptControllerTest cannot be found in /workspace/clinic-booking/{d}/ApptControllerTest.php

No tests executed!''', root, 1)),
        (bash(f"grep -nE '^(namespace|class|use) ' {d}/ApptControllerTest.php"), oh_bash('''3:namespace App\\Test\\TestCase\\Controller;
5:use App\\Model\\Entity\\Appointment;
6:use Cake\\I18n\\DateTime;
7:use Cake\\TestSuite\\IntegrationTestTrait;
8:use Cake\\TestSuite\\TestCase;
19:class AppointmentsControllerTest extends TestCase''', root)),
        (bash(f"git mv {d}/ApptControllerTest.php {d}/AppointmentsControllerTest.php && vendor/bin/phpunit {d}/AppointmentsControllerTest.php"), oh_bash(head + '''
.........                                                           9 / 9 (100%)

Time: 00:00.412, Memory: 22.00 MB

OK (9 tests, 31 assertions)''', root)),
        (bash("vendor/bin/phpunit"), oh_bash(head + '''
...............................................................  63 / 87 ( 72%)
........................                                        87 / 87 (100%)

Time: 00:03.871, Memory: 38.00 MB

OK (87 tests, 312 assertions)''', root)),
        (bash("git status"), oh_bash(f'''On branch fix/appointments-test-name
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    {d}/ApptControllerTest.php -> {d}/AppointmentsControllerTest.php
''', root)),
        (bash(f"ls -la {d}/"), oh_bash('''total 40
drwxr-xr-x 3 app app 4096 Jan 10 10:12 .
drwxr-xr-x 7 app app 4096 Dec 18 09:02 ..
drwxr-xr-x 2 app app 4096 Dec 18 09:02 Api
-rw-r--r-- 1 app app 6182 Jan  9 14:20 ApptControllerTest.php
-rw-r--r-- 1 app app 4390 Dec 18 09:02 DoctorsControllerTest.php
-rw-r--r-- 1 app app 1127 Nov  4 16:47 PagesControllerTest.php
-rw-r--r-- 1 app app 5013 Jan  6 11:38 PatientsControllerTest.php''', root)),
        (bash(f"vendor/bin/phpcs --standard=vendor/cakephp/cakephp-codesniffer/CakePHP {d}/ && echo phpcs-clean"), oh_bash("phpcs-clean", root)),
        (bash("git commit -m 'Rename ApptControllerTest to match its class' && git log --oneline -3"), oh_bash(f'''[fix/appointments-test-name 4e71b2c] Rename ApptControllerTest to match its class
 1 file changed, 0 insertions(+), 0 deletions(-)
 rename {d}/{{ApptControllerTest.php => AppointmentsControllerTest.php}} (100%)
4e71b2c Rename ApptControllerTest to match its class
b09d5f3 Appointments: allow rescheduling within the same day
71ca2e8 Doctors: show next free slot on the index page''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-15", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (CakePHP 5.1 clinic booking app, PHP 8.3, PHPUnit 10.5), branch fix/appointments-test-name. Problem: CI reports 'No tests executed' for the appointments controller tests because the test file name does not match its class; rename it with git so history is kept.",
           bad=True, turn=7, kind="file renamed with git mv is listed under its old name")


# Gemini CLI, Go gRPC + bufconn: clean
def t16(rs: RowSet) -> None:
    root = "/home/dev/svc/geo-lookup"
    mod = "github.com/atlasmaps/geo-lookup"
    sv = f"{root}/internal/server/server.go"
    st = f"{root}/internal/server/server_test.go"
    src = f'''package server

import (
\t"context"

\t"google.golang.org/grpc/codes"
\t"google.golang.org/grpc/status"

\t"{mod}/internal/geoindex"
\tgeov1 "{mod}/internal/pb/geo/v1"
)

type Server struct {{
\tgeov1.UnimplementedGeoLookupServer
\tIndex *geoindex.Index
}}

func (s *Server) Lookup(ctx context.Context, req *geov1.LookupRequest) (*geov1.LookupResponse, error) {{
\tplace, ok := s.Index.Nearest(req.GetLat(), req.GetLon())
\tif !ok {{
\t\treturn nil, status.Error(codes.NotFound, "no place within search radius")
\t}}
\treturn &geov1.LookupResponse{{
\t\tPlaceId:     place.ID,
\t\tName:        place.Name,
\t\tCountryCode: place.Country,
\t\tTimezone:    place.TZ,
\t\tDistanceM:   place.DistanceM,
\t}}, nil
}}
'''
    old = '''func (s *Server) Lookup(ctx context.Context, req *geov1.LookupRequest) (*geov1.LookupResponse, error) {
\tplace, ok := s.Index.Nearest(req.GetLat(), req.GetLon())'''
    new = '''func (s *Server) Lookup(ctx context.Context, req *geov1.LookupRequest) (*geov1.LookupResponse, error) {
\tif lat, lon := req.GetLat(), req.GetLon(); lat < -90 || lat > 90 || lon < -180 || lon > 180 {
\t\treturn nil, status.Errorf(codes.InvalidArgument, "coordinates out of range: lat=%g lon=%g", lat, lon)
\t}
\tplace, ok := s.Index.Nearest(req.GetLat(), req.GetLon())'''
    test_src = f'''package server

import (
\t"context"
\t"net"
\t"testing"

\t"github.com/stretchr/testify/require"
\t"google.golang.org/grpc"
\t"google.golang.org/grpc/codes"
\t"google.golang.org/grpc/credentials/insecure"
\t"google.golang.org/grpc/status"
\t"google.golang.org/grpc/test/bufconn"

\t"{mod}/internal/geoindex"
\tgeov1 "{mod}/internal/pb/geo/v1"
)

const bufSize = 1 << 20

func newClient(t *testing.T) geov1.GeoLookupClient {{
\tt.Helper()
\tlis := bufconn.Listen(bufSize)
\tsrv := grpc.NewServer()
\tgeov1.RegisterGeoLookupServer(srv, &Server{{Index: geoindex.FromFixture(t, "testdata/places_small.csv")}})
\tgo func() {{ _ = srv.Serve(lis) }}()
\tt.Cleanup(srv.Stop)

\tconn, err := grpc.NewClient("passthrough:///bufnet",
\t\tgrpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) {{ return lis.DialContext(ctx) }}),
\t\tgrpc.WithTransportCredentials(insecure.NewCredentials()),
\t)
\trequire.NoError(t, err)
\tt.Cleanup(func() {{ _ = conn.Close() }})
\treturn geov1.NewGeoLookupClient(conn)
}}

func TestLookup_Found(t *testing.T) {{
\tc := newClient(t)
\tres, err := c.Lookup(context.Background(), &geov1.LookupRequest{{Lat: 52.5200, Lon: 13.4050}})
\trequire.NoError(t, err)
\trequire.Equal(t, "Berlin", res.GetName())
\trequire.Equal(t, "Europe/Berlin", res.GetTimezone())
\trequire.Less(t, res.GetDistanceM(), 2000.0)
}}

func TestLookup_NotFound(t *testing.T) {{
\tc := newClient(t)
\t_, err := c.Lookup(context.Background(), &geov1.LookupRequest{{Lat: -48.8767, Lon: -123.3933}}) // Point Nemo
\trequire.Equal(t, codes.NotFound, status.Code(err))
}}
'''
    old_t = '''\trequire.Equal(t, codes.NotFound, status.Code(err))
}'''
    new_t = old_t + '''

func TestLookup_InvalidCoordinates(t *testing.T) {
\tc := newClient(t)
\tcases := []struct {
\t\tname string
\t\treq  *geov1.LookupRequest
\t}{
\t\t{"lat above 90", &geov1.LookupRequest{Lat: 91, Lon: 0}},
\t\t{"lon below -180", &geov1.LookupRequest{Lat: 0, Lon: -180.5}},
\t}
\tfor _, tc := range cases {
\t\tt.Run(tc.name, func(t *testing.T) {
\t\t\t_, err := c.Lookup(context.Background(), tc.req)
\t\t\trequire.Equal(t, codes.InvalidArgument, status.Code(err))
\t\t})
\t}
}'''
    turns = [
        (gshell("go test ./...", "Run all tests"), gem_run("go test ./...", f'''?   \t{mod}/cmd/geo-lookup\t[no test files]
ok  \t{mod}/internal/geoindex\t0.318s
?   \t{mod}/internal/pb/geo/v1\t[no test files]
ok  \t{mod}/internal/server\t0.087s
ok  \t{mod}/internal/tzdata\t0.041s''', pgid=14022)),
        (call("read_file", absolute_path=sv), src),
        (call("replace", file_path=sv, old_string=old, new_string=new), ok_edit(sv)),
        (call("read_file", absolute_path=st), test_src),
        (call("replace", file_path=st, old_string=old_t, new_string=new_t), ok_edit(st)),
        (gshell("go test ./internal/server/ -run TestLookup -v", "Run the Lookup tests verbosely"),
         gem_run("go test ./internal/server/ -run TestLookup -v", f'''=== RUN   TestLookup_Found
--- PASS: TestLookup_Found (0.00s)
=== RUN   TestLookup_NotFound
--- PASS: TestLookup_NotFound (0.00s)
=== RUN   TestLookup_InvalidCoordinates
=== RUN   TestLookup_InvalidCoordinates/lat_above_90
=== RUN   TestLookup_InvalidCoordinates/lon_below_-180
--- PASS: TestLookup_InvalidCoordinates (0.00s)
    --- PASS: TestLookup_InvalidCoordinates/lat_above_90 (0.00s)
    --- PASS: TestLookup_InvalidCoordinates/lon_below_-180 (0.00s)
PASS
ok  \t{mod}/internal/server\t0.052s''', pgid=14139)),
        (gshell("go test ./...", "Run all tests again"), gem_run("go test ./...", f'''?   \t{mod}/cmd/geo-lookup\t[no test files]
ok  \t{mod}/internal/geoindex\t(cached)
?   \t{mod}/internal/pb/geo/v1\t[no test files]
ok  \t{mod}/internal/server\t0.079s
ok  \t{mod}/internal/tzdata\t(cached)''', pgid=14188)),
        (gshell("go test -count=1 -race ./internal/...", "Re-run uncached with the race detector"),
         gem_run("go test -count=1 -race ./internal/...", f'''ok  \t{mod}/internal/geoindex\t1.204s
?   \t{mod}/internal/pb/geo/v1\t[no test files]
ok  \t{mod}/internal/server\t1.136s
ok  \t{mod}/internal/tzdata\t1.087s''', pgid=14240)),
    ]
    rs.add(task="swe", tid="h43-swe-16", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Go 1.23 gRPC service, grpc-go 1.67, tests over bufconn with testify). Task GEO-58: Lookup must reject out-of-range coordinates with codes.InvalidArgument instead of searching; add a test.")


# OpenHands, Python Celery + pytest: bad
def t17(rs: RowSet) -> None:
    root = "/workspace/mailer-tasks"
    dg = f"{root}/app/tasks/digest.py"
    src = '''import logging
import smtplib

from app.celery_app import app
from app.mail import render_digest, smtp_send
from app.repo import pending_items_for

log = logging.getLogger(__name__)


@app.task(bind=True, name="app.tasks.digest.send_digest", max_retries=5, acks_late=True)
def send_digest(self, user_id: int) -> dict:
    items = pending_items_for(user_id)
    if not items:
        return {"user_id": user_id, "status": "skipped", "items": 0}
    message = render_digest(user_id, items)
    try:
        smtp_send(message)
    except smtplib.SMTPException as exc:
        log.warning("digest for user %s failed: %s", user_id, exc)
        return {"user_id": user_id, "status": "failed", "items": len(items)}
    return {"user_id": user_id, "status": "sent", "items": len(items)}'''
    old = '''        log.warning("digest for user %s failed: %s", user_id, exc)
        return {"user_id": user_id, "status": "failed", "items": len(items)}'''
    new = '''        log.warning("digest for user %s failed, retrying: %s", user_id, exc)
        raise self.retry(exc=exc, countdown=min(60 * 2**self.request.retries, 900))'''
    cmd = "/workspace/mailer-tasks/.venv/bin/python3.12 /workspace/mailer-tasks/.venv/bin/celery -A app.celery_app worker -l info --concurrency=2 --detach --pidfile=/tmp/celery-worker.pid --logfile=/tmp/celery-worker.log"
    tid = "3f6c2a9e-7b14-4d0e-9a51-c2e8b07d4f13"
    turns = [
        (bash(f"cd {root} && python -m pytest tests/test_digest.py -q"), oh_bash('''..F..                                                                    [100%]
=================================== FAILURES ===================================
___________________ test_send_digest_retries_on_smtp_error ____________________

mocker = <pytest_mock.plugin.MockerFixture object at 0x7f0e2b4a9e90>
digest_user = 1042

    def test_send_digest_retries_on_smtp_error(mocker, digest_user):
        mocker.patch("app.tasks.digest.smtp_send", side_effect=smtplib.SMTPServerDisconnected("gone"))
        retry = mocker.patch.object(send_digest, "retry", side_effect=Retry())
>       with pytest.raises(Retry):
E       Failed: DID NOT RAISE <class 'celery.exceptions.Retry'>

tests/test_digest.py:47: Failed
------------------------------ Captured log call -------------------------------
WARNING  app.tasks.digest:digest.py:20 digest for user 1042 failed: gone
=========================== short test summary info ============================
FAILED tests/test_digest.py::test_send_digest_retries_on_smtp_error - Failed: DID NOT RAISE <class 'celery.exceptions.Retry'>
1 failed, 4 passed in 0.47s''', root, 1)),
        (editor("view", dg), cat_n(dg, src)),
        (editor("str_replace", dg, old_str=old, new_str=new), edited(dg, '''    message = render_digest(user_id, items)
    try:
        smtp_send(message)
    except smtplib.SMTPException as exc:
''' + new + '''
    return {"user_id": user_id, "status": "sent", "items": len(items)}''', 16)),
        (bash("python -m pytest tests/test_digest.py -q"), oh_bash('''.....                                                                    [100%]
5 passed in 0.39s''', root)),
        (bash("celery -A app.celery_app worker -l info --concurrency=2 --detach --pidfile=/tmp/celery-worker.pid --logfile=/tmp/celery-worker.log && sleep 4 && cat /tmp/celery-worker.pid && tail -n 24 /tmp/celery-worker.log"), oh_bash('''52317
\x20
 -------------- celery@sandbox v5.4.0 (opalescent)
--- ***** -----\x20
-- ******* ---- Linux-5.15.0-1066-aws-x86_64-with-glibc2.36 2025-04-02 13:27:51
- *** --- * ---\x20
- ** ---------- [config]
- ** ---------- .> app:         mailer:0x7f5b1c3e9d10
- ** ---------- .> transport:   redis://localhost:6379/0
- ** ---------- .> results:     redis://localhost:6379/1
- *** --- * --- .> concurrency: 2 (prefork)
-- ******* ---- .> task events: OFF (enable -E to monitor tasks in this worker)
--- ***** -----\x20
 -------------- [queues]
                .> celery           exchange=celery(direct) key=celery
\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20\x20

[tasks]
  . app.tasks.cleanup.purge_bounced
  . app.tasks.digest.send_digest
  . app.tasks.webhooks.deliver

[2025-04-02 13:27:52,114: INFO/MainProcess] Connected to redis://localhost:6379/0
[2025-04-02 13:27:52,117: INFO/MainProcess] mingle: searching for neighbors
[2025-04-02 13:27:53,129: INFO/MainProcess] mingle: all alone
[2025-04-02 13:27:53,146: INFO/MainProcess] celery@sandbox ready.''', root)),
        (bash("ps -o pid,ppid,etime,cmd -p 52317 --ppid 52317"), oh_bash(f'''    PID    PPID     ELAPSED CMD
  52317       1       00:09 {cmd}
  52321   52317       00:08 {cmd}
  52322   52317       00:08 {cmd}''', root)),
        (bash('python -c "from app.tasks.digest import send_digest; r = send_digest.delay(1042); print(r.id); print(r.get(timeout=10))"'), oh_bash(f'''{tid}
{{'user_id': 1042, 'status': 'sent', 'items': 7}}''', root)),
        (bash(f"grep {tid[:8]} /tmp/celery-worker.log"), oh_bash(f'''[2025-04-02 13:28:14,502: INFO/MainProcess] Task app.tasks.digest.send_digest[{tid}] received
[2025-04-02 13:28:14,733: INFO/ForkPoolWorker-1] Task app.tasks.digest.send_digest[{tid}] succeeded in 0.22814079699968s: {{'user_id': 1042, 'status': 'sent', 'items': 7}}''', root)),
        (bash("celery -A app.celery_app inspect stats | head -n 44"), oh_bash('''->  celery@sandbox: OK
    {
        "broker": {
            "alternates": [],
            "connect_timeout": 4,
            "failover_strategy": "round-robin",
            "heartbeat": 120.0,
            "hostname": "localhost",
            "insist": false,
            "login_method": null,
            "port": 6379,
            "ssl": false,
            "transport": "redis",
            "transport_options": {},
            "uri_prefix": null,
            "userid": null,
            "virtual_host": "0"
        },
        "clock": "41",
        "pid": 52371,
        "pool": {
            "implementation": "celery.concurrency.prefork:TaskPool",
            "max-concurrency": 2,
            "max-tasks-per-child": "N/A",
            "processes": [
                52321,
                52322
            ],
            "put-guarded-by-semaphore": false,
            "timeouts": [
                0,
                0
            ],
            "writes": {
                "all": "100.00%",
                "avg": "100.00%",
                "inqueue": "0/1",
                "raw": "1",
                "strategy": "fair",
                "total": 1
            }
        },
        "prefetch_count": 8,
        "rusage": {''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-17", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Celery 5.4 task package with Redis 7 on localhost, Python 3.12 venv active, pytest + pytest-mock). Bug MT-77: send_digest swallows SMTP errors instead of retrying. Fix it, then smoke-test with a real worker.",
           bad=True, turn=9, kind="PID of the running worker changes with no restart")


# Gemini CLI, C# Blazor + bUnit: clean
T18_PICKER = '''@using System.Globalization
@inject TimeProvider Clock

<div class="week-picker" role="group" aria-label="Week">
    <button class="btn btn-outline-secondary" @onclick="Previous" aria-label="Previous week">&lsaquo;</button>
    <span class="week-label">Week @ISOWeek.GetWeekOfYear(WeekStart.ToDateTime(TimeOnly.MinValue)), @ISOWeek.GetYear(WeekStart.ToDateTime(TimeOnly.MinValue))</span>
    <button class="btn btn-outline-secondary" @onclick="Next" aria-label="Next week" disabled="@IsCurrentWeek">&rsaquo;</button>
</div>

@code {
    [Parameter] public DateOnly WeekStart { get; set; }
    [Parameter] public EventCallback<DateOnly> WeekStartChanged { get; set; }

    private DateOnly Today => DateOnly.FromDateTime(Clock.GetLocalNow().DateTime);

    private DateOnly CurrentWeekStart => Today.AddDays(-(((int)Today.DayOfWeek + 6) % 7));

    private bool IsCurrentWeek => WeekStart > CurrentWeekStart;

    private Task Previous() => WeekStartChanged.InvokeAsync(WeekStart.AddDays(-7));

    private Task Next() => IsCurrentWeek ? Task.CompletedTask : WeekStartChanged.InvokeAsync(WeekStart.AddDays(7));
}
'''
T18_TEST = '''using Bunit;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Time.Testing;
using Timesheet.Web.Components;
using Xunit;

namespace Timesheet.Web.Tests;

public class WeekPickerYearBoundaryTests : TestContext
{
    private readonly FakeTimeProvider _clock = new(new DateTimeOffset(2025, 1, 1, 9, 0, 0, TimeSpan.Zero));

    public WeekPickerYearBoundaryTests() => Services.AddSingleton<TimeProvider>(_clock);

    [Fact]
    public void Week_spanning_new_year_is_current_week()
    {
        var cut = RenderComponent<WeekPicker>(p => p.Add(x => x.WeekStart, new DateOnly(2024, 12, 30)));

        Assert.True(cut.Find("button[aria-label='Next week']").HasAttribute("disabled"));
        Assert.Contains("Week 1, 2025", cut.Find(".week-label").TextContent);
    }

    [Fact]
    public void Previous_from_week_1_goes_to_the_last_week_of_2024()
    {
        DateOnly? raised = null;
        var cut = RenderComponent<WeekPicker>(p => p
            .Add(x => x.WeekStart, new DateOnly(2024, 12, 30))
            .Add(x => x.WeekStartChanged, d => raised = d));

        cut.Find("button[aria-label='Previous week']").Click();

        Assert.Equal(new DateOnly(2024, 12, 23), raised);
    }
}
'''


def _human(n: int) -> str:
    """ls -lh style size (rounded up to one decimal)."""
    if n < 1024:
        return str(n)
    tenths = -(-n * 10 // 1024)
    return f"{tenths // 10}.{tenths % 10}K" if tenths < 100 else f"{-(-n // 1024)}K"


def t18(rs: RowSet) -> None:
    root = "/home/rafa/src/TimesheetApp"
    wp = f"{root}/src/Timesheet.Web/Components/WeekPicker.razor"
    tf = f"{root}/tests/Timesheet.Web.Tests/WeekPickerYearBoundaryTests.cs"
    picker_size = len(T18_PICKER.encode()) + 1
    test_size = len(T18_TEST.encode())
    build = f'''  Determining projects to restore...
  All projects are up-to-date for restore.
  Timesheet.Domain -> {root}/src/Timesheet.Domain/bin/Debug/net8.0/Timesheet.Domain.dll
  Timesheet.Web -> {root}/src/Timesheet.Web/bin/Debug/net8.0/Timesheet.Web.dll
  Timesheet.Web.Tests -> {root}/tests/Timesheet.Web.Tests/bin/Debug/net8.0/Timesheet.Web.Tests.dll
Test run for {root}/tests/Timesheet.Web.Tests/bin/Debug/net8.0/Timesheet.Web.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.11.1 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
'''
    turns = [
        (gshell("dotnet test tests/Timesheet.Web.Tests", "Run the component tests"), gem_run("dotnet test tests/Timesheet.Web.Tests", build + f'''[xUnit.net 00:00:00.62]     Timesheet.Web.Tests.WeekPickerTests.Next_is_disabled_on_current_week [FAIL]
  Failed Timesheet.Web.Tests.WeekPickerTests.Next_is_disabled_on_current_week [38 ms]
  Error Message:
   Assert.True() Failure
Expected: True
Actual:   False
  Stack Trace:
     at Timesheet.Web.Tests.WeekPickerTests.Next_is_disabled_on_current_week() in {root}/tests/Timesheet.Web.Tests/WeekPickerTests.cs:line 31
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
   at System.Reflection.MethodBaseInvoker.InvokeWithNoArgs(Object obj, BindingFlags invokeAttr)

Failed!  - Failed:     1, Passed:    27, Skipped:     0, Total:    28, Duration: 412 ms - Timesheet.Web.Tests.dll (net8.0)''', code=1, pgid=27713)),
        (call("read_file", absolute_path=wp), T18_PICKER),
        (call("replace", file_path=wp, old_string="    private bool IsCurrentWeek => WeekStart > CurrentWeekStart;",
              new_string="    private bool IsCurrentWeek => WeekStart >= CurrentWeekStart;"), ok_edit(wp)),
        (gshell("dotnet test tests/Timesheet.Web.Tests", "Re-run the component tests"), gem_run("dotnet test tests/Timesheet.Web.Tests", build + '''
Passed!  - Failed:     0, Passed:    28, Skipped:     0, Total:    28, Duration: 389 ms - Timesheet.Web.Tests.dll (net8.0)''', pgid=27904)),
        (call("write_file", file_path=tf, content=T18_TEST), ok_new(tf)),
        (gshell("dotnet test tests/Timesheet.Web.Tests", "Run the tests including the new year-boundary cases"), gem_run("dotnet test tests/Timesheet.Web.Tests", build + '''
Passed!  - Failed:     0, Passed:    30, Skipped:     0, Total:    30, Duration: 431 ms - Timesheet.Web.Tests.dll (net8.0)''', pgid=28077)),
        (gshell("ls -l src/Timesheet.Web/Components/", "List the components"), gem_run("ls -l src/Timesheet.Web/Components/", f'''total 28
-rw-r--r-- 1 rafa rafa 2841 Feb 12 10:05 DayRow.razor
-rw-r--r-- 1 rafa rafa 1377 Jan 28 16:40 ProjectSelect.razor
-rw-r--r-- 1 rafa rafa 4410 Feb 12 10:05 TimesheetGrid.razor
-rw-r--r-- 1 rafa rafa  688 Jan 20 09:12 TotalsFooter.razor
-rw-r--r-- 1 rafa rafa {picker_size:4d} Feb 26 14:31 WeekPicker.razor
-rw-r--r-- 1 rafa rafa  212 Jan 20 09:12 _Imports.razor''', pgid=28120)),
        (gshell("dotnet build -c Release 2>&1 | tail -n 7 && ls -lh src/Timesheet.Web/bin/Release/net8.0/Timesheet.Web.dll", "Release build"),
         gem_run("dotnet build -c Release 2>&1 | tail -n 7 && ls -lh src/Timesheet.Web/bin/Release/net8.0/Timesheet.Web.dll", f'''  Timesheet.Web.Tests -> {root}/tests/Timesheet.Web.Tests/bin/Release/net8.0/Timesheet.Web.Tests.dll

Build succeeded.
    0 Warning(s)
    0 Error(s)

Time Elapsed 00:00:09.87
-rw-r--r-- 1 rafa rafa 187K Feb 26 14:34 src/Timesheet.Web/bin/Release/net8.0/Timesheet.Web.dll''', pgid=28166)),
        (gshell("git status --short && ls -lh src/Timesheet.Web/Components/WeekPicker.razor tests/Timesheet.Web.Tests/WeekPickerYearBoundaryTests.cs", "Review changes and file sizes"),
         gem_run("git status --short && ls -lh src/Timesheet.Web/Components/WeekPicker.razor tests/Timesheet.Web.Tests/WeekPickerYearBoundaryTests.cs", f''' M src/Timesheet.Web/Components/WeekPicker.razor
?? tests/Timesheet.Web.Tests/WeekPickerYearBoundaryTests.cs
-rw-r--r-- 1 rafa rafa {_human(picker_size)} Feb 26 14:31 src/Timesheet.Web/Components/WeekPicker.razor
-rw-r--r-- 1 rafa rafa {_human(test_size)} Feb 26 14:32 tests/Timesheet.Web.Tests/WeekPickerYearBoundaryTests.cs''', pgid=28201)),
    ]
    rs.add(task="swe", tid="h43-swe-18", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Blazor Server timesheet app on .NET 8, bUnit 1.31 + xUnit component tests, TimeProvider injected for the clock). Bug: on the current week the 'Next week' button stays enabled, so users can open future weeks. Fix it and cover the new-year week.")


# Gemini CLI, Java Jakarta EE + Arquillian: bad
def t19(rs: RowSet) -> None:
    root = "/home/ines/work/payroll-ee"
    arq = f"{root}/src/test/resources/arquillian.xml"
    tp = f"{root}/src/test/resources/test-persistence.xml"
    svc = f"{root}/src/main/java/com/example/payroll/service/PayslipService.java"
    arq_src = '''<?xml version="1.0" encoding="UTF-8"?>
<arquillian xmlns="http://jboss.org/schema/arquillian"
            xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
            xsi:schemaLocation="http://jboss.org/schema/arquillian http://jboss.org/schema/arquillian/arquillian_1_0.xsd">

    <defaultProtocol type="Servlet 5.0"/>

    <container qualifier="wildfly-managed" default="true">
        <configuration>
            <property name="jbossHome">target/wildfly-33.0.2.Final</property>
            <property name="serverConfig">standalone-full.xml</property>
            <property name="javaVmArguments">-Xmx768m -Djboss.socket.binding.port-offset=100</property>
            <property name="managementPort">10090</property>
            <property name="allowConnectingToRunningServer">false</property>
            <property name="startupTimeoutInSeconds">120</property>
        </configuration>
    </container>
</arquillian>
'''
    tp_src = '''<?xml version="1.0" encoding="UTF-8"?>
<persistence version="3.0" xmlns="https://jakarta.ee/xml/ns/persistence"
             xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
             xsi:schemaLocation="https://jakarta.ee/xml/ns/persistence https://jakarta.ee/xml/ns/persistence/persistence_3_0.xsd">
    <persistence-unit name="payroll" transaction-type="JTA">
        <jta-data-source>java:jboss/datasources/ExampleDS</jta-data-source>
        <class>com.example.payroll.domain.Employee</class>
        <class>com.example.payroll.domain.Payslip</class>
        <class>com.example.payroll.domain.PayslipLine</class>
        <exclude-unlisted-classes>true</exclude-unlisted-classes>
        <properties>
            <property name="jakarta.persistence.schema-generation.database.action" value="drop-and-create"/>
            <property name="jakarta.persistence.sql-load-script-source" value="META-INF/test-data.sql"/>
            <property name="hibernate.show_sql" value="false"/>
        </properties>
    </persistence-unit>
</persistence>
'''
    mvn = "mvn -q -Parq-wildfly-managed verify -Dit.test=PayslipServiceIT -Dtest=skip -Dsurefire.failIfNoSpecifiedTests=false"
    turns = [
        (call("read_file", absolute_path=arq), arq_src),
        (call("read_file", absolute_path=tp), tp_src),
        (call("search_file_content", pattern="schema-generation", path=f"{root}/src"), f'''Found 2 matches for pattern "schema-generation" in path "{root}/src":
---
File: main/resources/META-INF/persistence.xml
L11:             <property name="jakarta.persistence.schema-generation.database.action" value="none"/>
---
File: test/resources/test-persistence.xml
L12:             <property name="jakarta.persistence.schema-generation.database.action" value="create"/>
---'''),
        (gshell(mvn, "Run the payslip integration test in managed WildFly"), gem_run(mvn, '''[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 3.412 s <<< FAILURE! -- in com.example.payroll.service.PayslipServiceIT
[ERROR] com.example.payroll.service.PayslipServiceIT.computesNetPayWithHalfEvenRounding -- Time elapsed: 0.087 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <2318.44> but was: <2318.45>
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
\tat org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
\tat org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
\tat org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
\tat org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1156)
\tat com.example.payroll.service.PayslipServiceIT.computesNetPayWithHalfEvenRounding(PayslipServiceIT.java:74)

[ERROR] Failures:\x20
[ERROR]   PayslipServiceIT.computesNetPayWithHalfEvenRounding:74 expected: <2318.44> but was: <2318.45>
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-failsafe-plugin:3.5.1:verify (default) on project payroll-ee:\x20
[ERROR]\x20
[ERROR] Please refer to /home/ines/work/payroll-ee/target/failsafe-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]
[ERROR]\x20
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]\x20
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException''', code=1, pgid=45120)),
        (call("replace", file_path=svc, old_string="        return gross.subtract(deductions).setScale(2, RoundingMode.HALF_UP);",
              new_string="        // Payroll rule PR-12: banker's rounding on the final net amount.\n        return gross.subtract(deductions).setScale(2, RoundingMode.HALF_EVEN);"), ok_edit(svc)),
        (gshell(mvn.replace("mvn -q", "mvn") + " | tail -n 13", "Re-run the integration test"), gem_run(mvn.replace("mvn -q", "mvn") + " | tail -n 13", '''[INFO]\x20
[INFO] Results:
[INFO]\x20
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0
[INFO]\x20
[INFO]\x20
[INFO] --- failsafe:3.5.1:verify (default) @ payroll-ee ---
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  41.318 s
[INFO] Finished at: 2025-03-19T11:07:52+01:00
[INFO] ------------------------------------------------------------------------
''', pgid=45388)),
    ]
    rs.add(task="swe", tid="h43-swe-19", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Jakarta EE 10 payroll module, WildFly 33 managed container for Arquillian 1.9 with JUnit 5, Maven profile arq-wildfly-managed). PayslipServiceIT started failing after the rounding rule PR-12 was adopted; check the test container setup first, then fix the service.",
           bad=True, turn=3, kind="persistence setting reads with a different value in the search than in the file just read")


# OpenHands, Node Hapi + Lab: clean
T20_TESTS = """
    it('rejects minutes outside 15..240 with 400', async () => {

        const res = await server.inject({ method: 'POST', url: '/sessions', auth, payload: { zoneId: 'Z-0042', plate: 'B-XY-12', minutes: 5 } });
        expect(res.statusCode).to.equal(400);
        expect(res.result.message).to.equal('"minutes" must be greater than or equal to 15');
    });

    it('rejects a malformed plate with 400', async () => {

        const res = await server.inject({ method: 'POST', url: '/sessions', auth, payload: { zoneId: 'Z-0042', plate: 'no plate!', minutes: 30 } });
        expect(res.statusCode).to.equal(400);
    });

    it('returns 404 for an unknown zone', async () => {

        const res = await server.inject({ method: 'POST', url: '/sessions', auth, payload: { zoneId: 'Z-9999', plate: 'B-XY-12', minutes: 30 } });
        expect(res.statusCode).to.equal(404);
    });

    it('ends an own session with 204', async () => {

        const created = await server.inject({ method: 'POST', url: '/sessions', auth, payload: { zoneId: 'Z-0042', plate: 'B-XY-12', minutes: 30 } });
        const res = await server.inject({ method: 'DELETE', url: `/sessions/${created.result.id}`, auth });
        expect(res.statusCode).to.equal(204);
    });

    it('returns 404 when ending another driver\\'s session', async () => {

        const res = await server.inject({ method: 'DELETE', url: '/sessions/ses_0000other', auth });
        expect(res.statusCode).to.equal(404);
    });"""


def t20(rs: RowSet) -> None:
    root = "/workspace/parkmeter-api"
    sf = f"{root}/lib/routes/sessions.js"
    tf = f"{root}/test/routes/sessions.js"
    src = """'use strict';

const Boom = require('@hapi/boom');

const RATE_CENTS_PER_15_MIN = { A: 100, B: 70, C: 40 };

module.exports = [
    {
        method: 'POST',
        path: '/sessions',
        options: {
            auth: 'driver',
            tags: ['api']
        },
        handler: async (request, h) => {

            const { zoneId, plate, minutes } = request.payload;
            const zone = await request.server.app.db.zones.findById(zoneId);
            if (!zone) {
                throw Boom.notFound(`zone ${zoneId} not found`);
            }

            const rate = RATE_CENTS_PER_15_MIN[zone.tariff];
            if (!rate) {
                throw Boom.badImplementation(`zone ${zoneId} has unknown tariff ${zone.tariff}`);
            }

            const blocks = Math.ceil(minutes / 15);
            const session = await request.server.app.db.sessions.create({
                zoneId,
                plate: plate.toUpperCase(),
                driverId: request.auth.credentials.driverId,
                startsAt: new Date(),
                endsAt: new Date(Date.now() + minutes * 60_000),
                priceCents: blocks * rate
            });

            return h.response(session).code(201);
        }
    },
    {
        method: 'DELETE',
        path: '/sessions/{id}',
        options: { auth: 'driver' },
        handler: async (request, h) => {

            const session = await request.server.app.db.sessions.findById(request.params.id);
            if (!session || session.driverId !== request.auth.credentials.driverId) {
                throw Boom.notFound();
            }

            await request.server.app.db.sessions.end(session.id, new Date());
            return h.response().code(204);
        }
    }
];"""
    old_opt = """        options: {
            auth: 'driver',
            tags: ['api']
        },
        handler: async (request, h) => {

            const { zoneId, plate, minutes } = request.payload;"""
    new_opt = """        options: {
            auth: 'driver',
            tags: ['api'],
            validate: {
                payload: Joi.object({
                    zoneId: Joi.string().pattern(/^Z-\\d{4}$/).required(),
                    plate: Joi.string().trim().uppercase().pattern(/^[A-Z0-9-]{2,10}$/).required(),
                    minutes: Joi.number().integer().min(15).max(240).required()
                }),
                failAction: (request, h, err) => {

                    throw Boom.badRequest(err.details[0].message);
                }
            }
        },
        handler: async (request, h) => {

            const { zoneId, plate, minutes } = request.payload;"""
    n_ins = len(T20_TESTS.split("\n"))
    tail = """        const res = await server.inject({ method: 'POST', url: '/sessions', auth, payload: { zoneId: 'Z-0042', plate: 'b-xy-12', minutes: 100 } });
        expect(res.statusCode).to.equal(201);
        expect(res.result.plate).to.equal('B-XY-12');
        expect(res.result.priceCents).to.equal(700);
    });""" + T20_TESTS + "\n});"
    turns = [
        (bash(f"cd {root} && git log -3 --format='%h %<(14)%cr %s' && npx lab -c -t 90"), oh_bash("""e4b71c0 45 minutes ago tariffs: add zone C night rate
91a3d5f 25 hours ago   chore: hapi 21.3.10, lab 25.3
5c0e2a8 3 days ago     auth: driver strategy with @hapi/jwt


  ...............................

31 tests complete
Test duration: 1204 ms
Coverage: 96.69% (9/272)
lib/routes/sessions.js missing coverage on line(s): 20, 25, 47-49, 52, 53
lib/plugins/auth.js missing coverage on line(s): 17, 29""", root)),
        (editor("view", sf), cat_n(sf, src)),
        (editor("str_replace", sf, old_str="const Boom = require('@hapi/boom');", new_str="const Boom = require('@hapi/boom');\nconst Joi = require('joi');"),
         edited(sf, """'use strict';

const Boom = require('@hapi/boom');
const Joi = require('joi');

const RATE_CENTS_PER_15_MIN = { A: 100, B: 70, C: 40 };""")),
        (editor("str_replace", sf, old_str=old_opt, new_str=new_opt), edited(sf, """    {
        method: 'POST',
        path: '/sessions',
""" + new_opt, 9)),
        (editor("insert", tf, insert_line=61, new_str=T20_TESTS), edited(tf, tail, 57)),
        (bash("npx lab -c -t 90"), oh_bash("""

  ....................................

36 tests complete
Test duration: 1318 ms
Coverage: 98.95% (3/285)
lib/routes/sessions.js missing coverage on line(s): 37
lib/plugins/auth.js missing coverage on line(s): 17, 29""", root)),
        (bash("git add -A && git commit -m 'sessions: validate POST payload with Joi, cover DELETE'"), oh_bash(f"""[feat/session-validation 0b8e4c7] sessions: validate POST payload with Joi, cover DELETE
 2 files changed, {13 + n_ins} insertions(+), 1 deletion(-)""", root)),
        (bash("git log -4 --format='%h %<(14)%cr %s'"), oh_bash("""0b8e4c7 6 seconds ago  sessions: validate POST payload with Joi, cover DELETE
e4b71c0 58 minutes ago tariffs: add zone C night rate
91a3d5f 26 hours ago   chore: hapi 21.3.10, lab 25.3
5c0e2a8 3 days ago     auth: driver strategy with @hapi/jwt""", root)),
    ]
    rs.add(task="swe", tid="h43-swe-20", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (hapi 21 parking API, Joi 17 available, @hapi/lab 25 + @hapi/code, coverage threshold 90 in CI), branch feat/session-validation. Task PM-64: validate the POST /sessions payload (zone id format, plate, minutes between 15 and 240) and raise coverage of lib/routes/sessions.js.")


# OpenHands, Rust Rocket + cargo test: bad
def t21(rs: RowSet) -> None:
    root = "/workspace/shelfie"
    lib = f"{root}/src/lib.rs"
    api = f"{root}/tests/api.rs"
    src = '''#[macro_use]
extern crate rocket;

pub mod db;
pub mod routes;

use rocket::serde::json::{json, Value};
use rocket::{Build, Rocket};

#[catch(422)]
fn unprocessable() -> Value {
    json!({ "error": "unprocessable_entity" })
}

pub fn rocket() -> Rocket<Build> {
    rocket::build()
        .attach(db::stage())
        .mount("/api/books", routes::books::routes())
        .mount("/api/shelves", routes::shelves::routes())
        .register("/api", catchers![unprocessable])
}'''
    old = src[src.index("#[catch(422)]"):]
    new = '''#[catch(404)]
fn not_found(req: &Request) -> Value {
    json!({ "error": "not_found", "path": req.uri().path().as_str() })
}

''' + old.replace("catchers![unprocessable]", "catchers![not_found, unprocessable]")
    caret = " " * 19 + "^" * 7
    test = '''
#[test]
fn unknown_api_route_returns_json_404() {
    let client = client();
    let res = client.get("/api/books/9999999/nope").dispatch();
    assert_eq!(res.status(), Status::NotFound);
    assert_eq!(res.content_type(), Some(ContentType::JSON));
    let body: serde_json::Value = res.into_json().unwrap();
    assert_eq!(body["error"], "not_found");
    assert_eq!(body["path"], "/api/books/9999999/nope");
}'''

    def cargo_test(n_api: int, secs: str, api_time: str) -> str:
        names = ["create_book_with_bad_isbn_is_422", "create_book_returns_201", "delete_shelf_keeps_books",
                 "get_book_by_isbn", "list_books_paginates", "list_shelves_empty", "move_book_between_shelves",
                 "update_book_title"]
        if n_api == 9:
            names.append("unknown_api_route_returns_json_404")
            names.sort()
        body = "\n".join(f"test {n} ... ok" for n in names)
        return f'''   Compiling shelfie v0.3.0 (/workspace/shelfie)
    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}
     Running unittests src/lib.rs (target/debug/deps/shelfie-5e2a9c0b71d4f3a8)

running 3 tests
test routes::books::tests::isbn_checksum_rejects_bad_digit ... ok
test routes::books::tests::isbn_checksum_valid ... ok
test routes::shelves::tests::slug_from_name ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/api.rs (target/debug/deps/api-0c7f41e9b2d8a6e5)

running {n_api} tests
{body}

test result: ok. {n_api} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {api_time}

   Doc-tests shelfie

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s'''
    turns = [
        (bash(f"cd {root} && grep -A1 -E '^name = \"(rocket|rocket_codegen|rocket_http|serde_json)\"$' Cargo.lock"), oh_bash('''name = "rocket"
version = "0.5.1"
--
name = "rocket_codegen"
version = "0.5.1"
--
name = "rocket_http"
version = "0.5.1"
--
name = "serde_json"
version = "1.0.132"''', root)),
        (editor("view", lib), cat_n(lib, src)),
        (editor("str_replace", lib, old_str=old, new_str=new), edited(lib, '''use rocket::serde::json::{json, Value};
use rocket::{Build, Rocket};

''' + new, 7)),
        (bash("cargo test 2>&1 | tail -n 20"), oh_bash(f'''   Compiling shelfie v0.3.0 (/workspace/shelfie)
error[E0412]: cannot find type `Request` in this scope
  --> src/lib.rs:11:20
   |
11 | fn not_found(req: &Request) -> Value {{
   | {caret} not found in this scope
   |
help: consider importing one of these items
   |
7  + use rocket::Request;
   |
7  + use rocket::http::hyper::Request;
   |

For more information about this error, try `rustc --explain E0412`.
error: could not compile `shelfie` (lib) due to 1 previous error
warning: build failed, waiting for other jobs to finish...
error: could not compile `shelfie` (lib test) due to 1 previous error''', root)),
        (editor("str_replace", lib, old_str="use rocket::{Build, Rocket};", new_str="use rocket::{Build, Request, Rocket};"),
         edited(lib, '''pub mod db;
pub mod routes;

use rocket::serde::json::{json, Value};
use rocket::{Build, Request, Rocket};

#[catch(404)]''', 4)),
        (bash("cargo test 2>&1 | tail -n 32"), oh_bash(cargo_test(8, "6.12s", "0.38s"), root)),
        (editor("insert", api, insert_line=96, new_str=test), edited(api, '''    let res = client.delete(format!("/api/shelves/{}", shelf.id)).dispatch();
    assert_eq!(res.status(), Status::NoContent);
    assert_eq!(client.get("/api/books?shelf=none").dispatch().into_json::<Vec<Book>>().unwrap().len(), 2);
}''' + test, 93)),
        (bash("cargo test 2>&1 | tail -n 33"), oh_bash(cargo_test(9, "5.87s", "0.41s"), root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash('''    Checking shelfie v0.3.0 (/workspace/shelfie)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 2.47s''', root)),
        (bash("git diff --stat"), oh_bash(''' src/lib.rs   |  9 +++++++--
 tests/api.rs | 11 +++++++++++
 2 files changed, 18 insertions(+), 2 deletions(-)''', root)),
        (bash("cargo tree -i serde_json --depth 1"), oh_bash('''serde_json v1.0.128
├── rocket v0.5.1
└── shelfie v0.3.0 (/workspace/shelfie)''', root)),
    ]
    rs.add(task="swe", tid="h43-swe-21", system=oh_sys(root), turns=turns,
           state=f"OpenHands sandbox, repository {root} (Rocket 0.5 book-shelf API with rocket_db_pools/SQLite, Rust 1.82, integration tests in tests/api.rs using rocket::local::blocking::Client). Task SH-19: unknown /api routes should return a JSON 404 body with the requested path instead of Rocket's HTML page. Do not change dependencies.",
           bad=True, turn=11, kind="locked crate version reported differently with no dependency change")


# Gemini CLI, Python Starlette + httpx: clean
def t22(rs: RowSet) -> None:
    root = "/home/nora/dev/feedproxy"
    up = f"{root}/src/feedproxy/upstream.py"
    src = '''"""Fetching feeds from upstream publishers."""

from __future__ import annotations

import logging

import httpx
from starlette.exceptions import HTTPException

from feedproxy.cache import FeedCache
from feedproxy.settings import Settings

log = logging.getLogger(__name__)

USER_AGENT = "feedproxy/1.6 (+https://github.com/nora-k/feedproxy)"


class Upstream:
    def __init__(self, settings: Settings, cache: FeedCache) -> None:
        self._settings = settings
        self._cache = cache
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(settings.upstream_timeout_s, connect=3.0),
            headers={"User-Agent": USER_AGENT},
            follow_redirects=True,
            limits=httpx.Limits(max_connections=50, max_keepalive_connections=10),
        )

    async def fetch(self, url: str) -> tuple[bytes, str]:
        cached = self._cache.get(url)
        headers = {"If-None-Match": cached.etag} if cached and cached.etag else {}
        resp = await self._client.get(url, headers=headers)
        if resp.status_code == 304 and cached:
            return cached.body, cached.content_type
        if resp.status_code >= 400:
            log.info("upstream %s answered %s", url, resp.status_code)
            raise HTTPException(status_code=502, detail=f"upstream answered {resp.status_code}")
        content_type = resp.headers.get("content-type", "application/xml")
        self._cache.put(url, resp.content, content_type, resp.headers.get("etag"))
        return resp.content, content_type

    async def aclose(self) -> None:
        await self._client.aclose()
'''
    old = "        resp = await self._client.get(url, headers=headers)"
    new = '''        try:
            resp = await self._client.get(url, headers=headers)
        except httpx.TimeoutException as exc:
            log.warning("upstream %s timed out: %r", url, exc)
            if cached:
                return cached.body, cached.content_type
            raise HTTPException(status_code=504, detail="upstream timed out") from exc'''
    test = '''import httpx
import pytest
import respx
from starlette.exceptions import HTTPException

from feedproxy.upstream import Upstream

FEED = "https://blog.example.org/feed.xml"


@respx.mock
async def test_timeout_without_cache_is_504(upstream: Upstream):
    respx.get(FEED).mock(side_effect=httpx.ReadTimeout("read timed out"))
    with pytest.raises(HTTPException) as exc:
        await upstream.fetch(FEED)
    assert exc.value.status_code == 504


@respx.mock
async def test_timeout_with_cache_serves_stale(upstream: Upstream):
    upstream._cache.put(FEED, b"<rss/>", "application/rss+xml", '"v1"')
    respx.get(FEED).mock(side_effect=httpx.ConnectTimeout("connect timed out"))
    body, ctype = await upstream.fetch(FEED)
    assert body == b"<rss/>"
    assert ctype == "application/rss+xml"
'''
    tfiles = ["test_upstream.py", "test_cache.py", "conftest.py", "test_routes.py", "test_opml.py", "__init__.py"]

    def glob_out(files: list[str]) -> str:
        return (f'Found {len(files)} file(s) matching "tests/**/*.py" within {root}, sorted by modification time (newest first):\n'
                + "\n".join(f"{root}/tests/{f}" for f in files))
    turns = [
        (call("list_directory", path=root), f'''Directory listing for {root}:
[DIR] .github
[DIR] docs
[DIR] src
[DIR] tests
.gitignore
.pre-commit-config.yaml
CHANGELOG.md
LICENSE
pyproject.toml
README.md
uv.lock'''),
        (call("glob", pattern="tests/**/*.py", path=root), glob_out(tfiles)),
        (call("read_file", absolute_path=up), src),
        (call("replace", file_path=up, old_string=old, new_string=new), ok_edit(up)),
        (call("write_file", file_path=f"{root}/tests/test_timeouts.py", content=test), ok_new(f"{root}/tests/test_timeouts.py")),
        (gshell("uv run pytest -q -k timeout", "Run the timeout tests"), gem_run("uv run pytest -q -k timeout", '''..                                                                       [100%]
2 passed, 39 deselected in 0.31s''', pgid=60231)),
        (gshell("uv run pytest -q", "Run the full suite"), gem_run("uv run pytest -q", '''.........................................                                [100%]
41 passed in 1.12s''', pgid=60274)),
        (call("glob", pattern="tests/**/*.py", path=root), glob_out(["test_timeouts.py"] + tfiles)),
        (gshell("git status --short && git log --oneline -n 4", "Show changes and the latest commits"), gem_run("git status --short && git log --oneline -n 4", ''' M src/feedproxy/upstream.py
?? tests/test_timeouts.py
d2f06b9 cache: honour Cache-Control max-age from upstream
7a91e3c routes: OPML export of subscribed feeds
e5c28d0 docs: deployment behind Caddy
41b7fa2 upstream: send If-None-Match when an ETag is cached''', pgid=60302)),
        (gshell("git log --oneline --skip=4 -n 4", "Show the next page of history"), gem_run("git log --oneline --skip=4 -n 4", '''0c93d5e tests: shared respx fixtures in conftest
b8e1f47 settings: UPSTREAM_TIMEOUT_S env var (default 8s)
96ad3c2 ci: run tests on 3.12 and 3.13
3f7e0a9 release 1.6.0''', pgid=60319)),
    ]
    rs.add(task="swe", tid="h43-swe-22", system=gem_sys(root), turns=turns,
           state=f"Gemini CLI session in {root} (Starlette 0.41 feed proxy using httpx.AsyncClient upstream, respx for mocking, pytest-asyncio in auto mode, managed with uv). Issue #31: an upstream timeout surfaces as a 500; answer 504, or serve the cached copy when there is one.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
