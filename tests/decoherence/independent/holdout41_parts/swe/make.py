# ruff: noqa: E501
"""Held-out set holdout41, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Eleven trajectories carry exactly one observation that contradicts an earlier turn; the other eleven are
coherent, with ordinary changes (new PIDs after restarts, clocks moving, files the agent created, deleted or
renamed, test counts following the tests that were added). Run from the repository root:

    python3 -m tests.decoherence.independent.holdout41_parts.swe.make
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
    gshell,
    oh_bash,
)


def gem(cmd: str, out: str = "", *, err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)",
        directory: str = "(root)") -> str:
    """A Gemini CLI run_shell_command result, stderr and background PIDs included."""
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out.rstrip(chr(10)) if out else '(empty)'}\n"
            f"Stderr: {err.rstrip(chr(10)) if err else '(empty)'}\nError: (none)\nExit Code: {code}\n"
            f"Signal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def read(path: str) -> str:
    return call("read_file", absolute_path=path)


def replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def write(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def modified(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def wrote(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def tabs(src: str) -> str:
    """Go/Makefile style sources: four leading spaces become one tab."""
    out = []
    for line in src.split("\n"):
        n = (len(line) - len(line.lstrip(" "))) // 4
        out.append("\t" * n + line[4 * n:])
    return "\n".join(out)


def oh(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gm(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


ITEMS_PY = '''from __future__ import annotations

from flask import Blueprint, abort, jsonify, request
from sqlalchemy import select

from app.db import db
from app.models import Item

bp = Blueprint("items", __name__, url_prefix="/api/items")

DEFAULT_LIMIT = 25
MAX_LIMIT = 100


def _page_args() -> tuple[int, int]:
    try:
        limit = int(request.args.get("limit", DEFAULT_LIMIT))
        offset = int(request.args.get("offset", 0))
    except ValueError:
        abort(400, description="limit and offset must be integers")
    limit = min(limit, MAX_LIMIT)
    return limit, offset


@bp.get("")
def list_items():
    limit, offset = _page_args()
    stmt = select(Item).order_by(Item.id)
    prefix = request.args.get("sku")
    if prefix:
        stmt = stmt.where(Item.sku.startswith(prefix.upper()))
    total = db.session.scalar(select(db.func.count()).select_from(stmt.subquery()))
    rows = db.session.scalars(stmt.limit(limit).offset(offset)).all()
    pages = (total + limit - 1) // limit
    return jsonify(
        items=[row.to_dict() for row in rows],
        total=total,
        limit=limit,
        offset=offset,
        pages=pages,
    )


@bp.get("/<int:item_id>")
def get_item(item_id: int):
    item = db.session.get(Item, item_id)
    if item is None:
        abort(404, description=f"item {item_id} not found")
    return jsonify(item.to_dict())'''


# Flask + pytest (OpenHands) - bad
def t01(rs: RowSet) -> None:
    root = "/workspace/inventory-api"
    turns = [
        (bash("git log --oneline -8"), oh_bash("""b7e41d2 (HEAD -> fix/limit-zero, origin/main, origin/HEAD, main) Merge pull request #209 from acme/feat/sku-search
5c09a3f Add SKU prefix search to items listing
e2d8f61 Bump Flask to 3.0.3 and Werkzeug to 3.0.3
91ac7b0 Return 404 JSON body for unknown warehouse
3f6d5e8 Merge pull request #204 from acme/chore/ruff
a08c2c4 Replace flake8 with ruff, fix lint
6db19f3 Paginate /api/items with limit/offset
c4722ee Add warehouse stock endpoint""", root)),
        (editor("view", f"{root}/app/routes/items.py"), cat_n(f"{root}/app/routes/items.py", ITEMS_PY)),
        (bash("python -m pytest tests/test_items.py -q"), oh_bash("""..........F....                                                         [100%]
=================================== FAILURES ===================================
______________________ test_list_items_limit_zero_clamped ______________________

client = <FlaskClient <Flask 'app'>>
seed_items = [<Item 1 WID-0001>, <Item 2 WID-0002>, <Item 3 WID-0003>, <Item 4 BOLT-0100>, <Item 5 BOLT-0101>, <Item 6 NUT-0042>, ...]

    def test_list_items_limit_zero_clamped(client, seed_items):
        resp = client.get("/api/items?limit=0")
>       assert resp.status_code == 200
E       assert 500 == 200
E        +  where 500 = <WrapperTestResponse streamed [500 INTERNAL SERVER ERROR]>.status_code

tests/test_items.py:88: AssertionError
------------------------------ Captured log call -------------------------------
ERROR    app:app.py:838 Exception on /api/items [GET]
Traceback (most recent call last):
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/flask/app.py", line 1473, in wsgi_app
    response = self.full_dispatch_request()
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/flask/app.py", line 882, in full_dispatch_request
    rv = self.handle_user_exception(e)
         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/flask/app.py", line 880, in full_dispatch_request
    rv = self.dispatch_request()
         ^^^^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/flask/app.py", line 865, in dispatch_request
    return self.ensure_sync(self.view_functions[rule.endpoint])(**view_args)  # type: ignore[no-any-return]
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/workspace/inventory-api/app/routes/items.py", line 34, in list_items
    pages = (total + limit - 1) // limit
            ~~~~~~~~~~~~~~~~~~~~^^~~~~~~
ZeroDivisionError: integer division or modulo by zero
=========================== short test summary info ============================
FAILED tests/test_items.py::test_list_items_limit_zero_clamped - assert 500 == 200
1 failed, 14 passed in 0.93s""", root, 1)),
        (editor("str_replace", f"{root}/app/routes/items.py",
                old_str="    limit = min(limit, MAX_LIMIT)\n    return limit, offset",
                new_str="    limit = max(1, min(limit, MAX_LIMIT))\n    offset = max(0, offset)\n    return limit, offset"),
         edited(f"{root}/app/routes/items.py", '''def _page_args() -> tuple[int, int]:
    try:
        limit = int(request.args.get("limit", DEFAULT_LIMIT))
        offset = int(request.args.get("offset", 0))
    except ValueError:
        abort(400, description="limit and offset must be integers")
    limit = max(1, min(limit, MAX_LIMIT))
    offset = max(0, offset)
    return limit, offset


@bp.get("")
def list_items():''', 15)),
        (bash("python -m pytest tests/test_items.py -q"), oh_bash("""...............                                                          [100%]
15 passed in 0.88s""", root)),
        (bash("python -m pytest"), oh_bash("""============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0
rootdir: /workspace/inventory-api
configfile: pyproject.toml
testpaths: tests
plugins: cov-5.0.0
collected 62 items

tests/test_auth.py ......                                                [  9%]
tests/test_health.py ..                                                  [ 12%]
tests/test_items.py ...............                                      [ 37%]
tests/test_stock.py .....................                                [ 70%]
tests/test_warehouses.py ..................                              [100%]

============================== 62 passed in 2.41s ==============================""", root)),
        (bash("git diff"), oh_bash("""diff --git a/app/routes/items.py b/app/routes/items.py
index 4c1e9a2..d07b3f5 100644
--- a/app/routes/items.py
+++ b/app/routes/items.py
@@ -18,7 +18,8 @@ def _page_args() -> tuple[int, int]:
         offset = int(request.args.get("offset", 0))
     except ValueError:
         abort(400, description="limit and offset must be integers")
-    limit = min(limit, MAX_LIMIT)
+    limit = max(1, min(limit, MAX_LIMIT))
+    offset = max(0, offset)
     return limit, offset
\x20
 """, root)),
        (editor("str_replace", f"{root}/tests/test_items.py",
                old_str='    body = resp.get_json()\n    assert body["limit"] == 1\n    assert len(body["items"]) == 1\n',
                new_str='    body = resp.get_json()\n    assert body["limit"] == 1\n    assert len(body["items"]) == 1\n\n\ndef test_list_items_negative_offset_clamped(client, seed_items):\n    resp = client.get("/api/items?offset=-5&limit=3")\n    assert resp.status_code == 200\n    body = resp.get_json()\n    assert body["offset"] == 0\n    assert [i["sku"] for i in body["items"]] == ["WID-0001", "WID-0002", "WID-0003"]\n'),
         edited(f"{root}/tests/test_items.py", '''    assert body["pages"] == 2


def test_list_items_limit_zero_clamped(client, seed_items):
    resp = client.get("/api/items?limit=0")
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["limit"] == 1
    assert len(body["items"]) == 1


def test_list_items_negative_offset_clamped(client, seed_items):
    resp = client.get("/api/items?offset=-5&limit=3")
    assert resp.status_code == 200
    body = resp.get_json()
    assert body["offset"] == 0
    assert [i["sku"] for i in body["items"]] == ["WID-0001", "WID-0002", "WID-0003"]''', 83)),
        (bash("python -m pytest tests/test_items.py -q"), oh_bash("""................                                                         [100%]
16 passed in 0.91s""", root)),
        (bash('git add -A && git commit -q -m "Clamp limit/offset in items listing (#212)" && git log --oneline -6'),
         oh_bash("""0e93c5a (HEAD -> fix/limit-zero) Clamp limit/offset in items listing (#212)
b7e41d2 (origin/main, origin/HEAD, main) Merge pull request #209 from acme/feat/sku-search
5c09a3f Add SKU prefix search to items listing
e2d8f61 Bump Flask to 3.0.3 and Werkzeug to 3.0.3
91ac7d0 Return 404 JSON body for unknown warehouse
3f6d5e8 Merge pull request #204 from acme/chore/ruff""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-01", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/inventory-api is a Flask 3.0 + SQLAlchemy inventory service with a pytest suite, checked out on branch fix/limit-zero. Issue #212: GET /api/items?limit=0 answers HTTP 500 instead of a page of one item; limit must be clamped to 1..100 and negative offsets to 0.",
           bad=True, turn=10, kind="an older commit's short hash in git log differs from the same commit listed in turn 1")


CONTROLLERS_PY = '''from __future__ import annotations

from datetime import timedelta
from uuid import UUID

from litestar import Controller, get, post
from litestar.exceptions import HTTPException, NotFoundException
from litestar.status_codes import HTTP_201_CREATED, HTTP_409_CONFLICT

from bookings.repository import BookingRepository
from bookings.schemas import BookingCreate, BookingRead

MAX_DURATION = timedelta(hours=4)


class BookingController(Controller):
    path = "/bookings"

    @get("/")
    async def list_bookings(self, repo: BookingRepository, room: str | None = None) -> list[BookingRead]:
        rows = await repo.list(room=room)
        return [BookingRead.from_model(r) for r in rows]

    @get("/{booking_id:uuid}")
    async def get_booking(self, repo: BookingRepository, booking_id: UUID) -> BookingRead:
        row = await repo.get(booking_id)
        if row is None:
            raise NotFoundException(detail=f"booking {booking_id} not found")
        return BookingRead.from_model(row)

    @post("/", status_code=HTTP_201_CREATED)
    async def create_booking(self, repo: BookingRepository, data: BookingCreate) -> BookingRead:
        if await repo.overlaps(data.room, data.starts_at, data.ends_at):
            raise HTTPException(status_code=HTTP_409_CONFLICT, detail=f"room {data.room} is already booked")
        row = await repo.add(data)
        return BookingRead.from_model(row)
'''

SLOT_TESTS = '''import pytest
from litestar.testing import AsyncTestClient

pytestmark = pytest.mark.asyncio


async def test_rejects_slot_ending_before_start(client: AsyncTestClient) -> None:
    resp = await client.post("/bookings", json={
        "room": "orion", "booked_by": "qa",
        "starts_at": "2024-06-03T10:00:00Z", "ends_at": "2024-06-03T09:00:00Z",
    })
    assert resp.status_code == 400
    assert resp.json()["detail"] == "ends_at must be after starts_at"


async def test_rejects_zero_length_slot(client: AsyncTestClient) -> None:
    resp = await client.post("/bookings", json={
        "room": "orion", "booked_by": "qa",
        "starts_at": "2024-06-03T10:00:00Z", "ends_at": "2024-06-03T10:00:00Z",
    })
    assert resp.status_code == 400


async def test_rejects_slot_longer_than_four_hours(client: AsyncTestClient) -> None:
    resp = await client.post("/bookings", json={
        "room": "vega", "booked_by": "qa",
        "starts_at": "2024-06-03T08:00:00Z", "ends_at": "2024-06-03T12:30:00Z",
    })
    assert resp.status_code == 400
    assert resp.json()["detail"] == "booking cannot be longer than 4 hours"
'''


def http_json(status: str, date: str, body: str, extra: str = "") -> str:
    return (f"HTTP/1.1 {status}\ndate: {date}\nserver: uvicorn\n{extra}content-type: application/json\n"
            f"content-length: {len(body.encode())}\n\n{body}")


# Litestar + pytest-asyncio (Gemini CLI) - clean
def t02(rs: RowSet) -> None:
    root = "/home/dev/bookings-svc"
    ctl = f"{root}/src/bookings/controllers.py"
    post_bad = ("curl -s -i -X POST localhost:8000/bookings -H 'content-type: application/json' "
                "-d '{\"room\":\"orion\",\"booked_by\":\"dev\",\"starts_at\":\"2024-06-03T10:00:00Z\",\"ends_at\":\"2024-06-03T09:00:00Z\"}'")
    post_long = ("curl -s -i -X POST localhost:8000/bookings -H 'content-type: application/json' "
                 "-d '{\"room\":\"vega\",\"booked_by\":\"dev\",\"starts_at\":\"2024-06-03T08:00:00Z\",\"ends_at\":\"2024-06-03T13:00:00Z\"}'")
    start = "uv run litestar --app bookings.app:app run --port 8000 > /tmp/litestar.log 2>&1 &"
    turns = [
        (call("list_directory", path=root), f"""Directory listing for {root}:
[DIR] .github
[DIR] .venv
[DIR] src
[DIR] tests
.env.example
.gitignore
.python-version
README.md
pyproject.toml
uv.lock

(3 git-ignored)"""),
        (read(ctl), CONTROLLERS_PY),
        (gshell("uv run pytest", "Run the test suite to get a baseline"), gem("uv run pytest", """============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0
rootdir: /home/dev/bookings-svc
configfile: pyproject.toml
testpaths: tests
plugins: anyio-4.4.0, asyncio-0.23.7
asyncio: mode=Mode.STRICT
collected 22 items

tests/test_bookings_api.py ..............                                [ 63%]
tests/test_repository.py ........                                        [100%]

============================== 22 passed in 1.84s ==============================""", pgid=40211)),
        (replace(ctl, "from litestar.exceptions import HTTPException, NotFoundException",
                 "from litestar.exceptions import HTTPException, NotFoundException, ValidationException"), modified(ctl)),
        (replace(ctl, "    async def create_booking(self, repo: BookingRepository, data: BookingCreate) -> BookingRead:\n        if await repo.overlaps(",
                 "    async def create_booking(self, repo: BookingRepository, data: BookingCreate) -> BookingRead:\n"
                 "        if data.ends_at <= data.starts_at:\n            raise ValidationException(detail=\"ends_at must be after starts_at\")\n"
                 "        if data.ends_at - data.starts_at > MAX_DURATION:\n            raise ValidationException(detail=\"booking cannot be longer than 4 hours\")\n"
                 "        if await repo.overlaps("), modified(ctl)),
        (write(f"{root}/tests/test_slot_validation.py", SLOT_TESTS), wrote(f"{root}/tests/test_slot_validation.py")),
        (gshell("uv run pytest", "Run the whole suite including the new validation tests"), gem("uv run pytest", """============================= test session starts ==============================
platform linux -- Python 3.12.4, pytest-8.2.2, pluggy-1.5.0
rootdir: /home/dev/bookings-svc
configfile: pyproject.toml
testpaths: tests
plugins: anyio-4.4.0, asyncio-0.23.7
asyncio: mode=Mode.STRICT
collected 25 items

tests/test_bookings_api.py ..............                                [ 56%]
tests/test_repository.py ........                                        [ 88%]
tests/test_slot_validation.py ...                                        [100%]

============================== 25 passed in 1.97s ==============================""", pgid=40388)),
        (gshell(f"{start} sleep 2; {post_bad}", "Start the dev server in the background and post an inverted slot"),
         gem(f"{start} sleep 2; {post_bad}",
             http_json("400 Bad Request", "Mon, 03 Jun 2024 08:14:22 GMT", '{"status_code":400,"detail":"ends_at must be after starts_at"}'),
             pgid=40502, bg="40519")),
        (gshell(f"kill 40519; sleep 1; {start.replace('--port 8000', '--port 8000 --reload')} sleep 3; {post_long}",
                "Restart the server with auto-reload and post a five hour slot"),
         gem(f"kill 40519; sleep 1; {start.replace('--port 8000', '--port 8000 --reload')} sleep 3; {post_long}",
             http_json("400 Bad Request", "Mon, 03 Jun 2024 08:15:07 GMT", '{"status_code":400,"detail":"booking cannot be longer than 4 hours"}'),
             pgid=40677, bg="40694")),
    ]
    rs.add(task="swe", tid="h41-swe-02", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/dev/bookings-svc, a Litestar 2.9 room-booking service (uv-managed venv, tests with pytest + pytest-asyncio). Task: POST /bookings must answer 400 when a slot ends before it starts or lasts longer than 4 hours; add tests and check it against the running dev server.")


NORMALIZE_PY = '''"""Column-name normalisation helpers."""

from __future__ import annotations

import re

import polars as pl

_NON_WORD = re.compile(r"[^0-9a-z]+")


def normalize_name(name: str) -> str:
    """Lower-case, collapse runs of non-alphanumerics to '_', strip edges."""
    out = _NON_WORD.sub("_", name.strip().lower()).strip("_")
    return out or "col"


def normalize_columns(df: pl.DataFrame) -> pl.DataFrame:
    """Return ``df`` with every column name passed through :func:`normalize_name`.

    Collisions are resolved by appending ``_2``, ``_3``... in column order.
    """
    mapping = {c: normalize_name(c) for c in df.columns}
    return df.rename(mapping)'''

REPRO_PY = '''import polars as pl

from tidyframe.normalize import normalize_columns, normalize_name

df = pl.DataFrame({"A": [1, 2], "a": [3, 4], "Total Cost ($)": [9.5, 1.25]})
print([normalize_name(c) for c in df.columns])
print(normalize_columns(df))
'''


# Polars + hypothesis (OpenHands) - clean
def t03(rs: RowSet) -> None:
    root = "/workspace/tidyframe"
    norm = f"{root}/src/tidyframe/normalize.py"
    turns = [
        (bash("python -m pytest tests/test_normalize.py -x -q"), oh_bash("""..F
=================================== FAILURES ===================================
_________________________ test_normalize_is_idempotent _________________________

    @given(
>       names=st.lists(
            st.text(alphabet=" _-AbcXyz09", min_size=1, max_size=8),
            min_size=1,
            max_size=6,
            unique=True,
        )
    )

tests/test_normalize.py:29:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20
tests/test_normalize.py:38: in test_normalize_is_idempotent
    once = normalize_columns(df)
src/tidyframe/normalize.py:24: in normalize_columns
    return df.rename(mapping)
/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/polars/dataframe/frame.py:4577: in rename
    return self.lazy().rename(mapping).collect(_eager=True)
/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/polars/lazyframe/frame.py:2027: in collect
    return wrap_df(ldf.collect(callback))
E   polars.exceptions.DuplicateError: the name 'a' is duplicate
E  \x20
E   It's possible that multiple expressions are returning the same default column name. If this is the case, try renaming the columns with `.alias("new_name")` to avoid duplicate column names.
E   Falsifying example: test_normalize_is_idempotent(
E       names=['A', 'a'],
E   )
=========================== short test summary info ============================
FAILED tests/test_normalize.py::test_normalize_is_idempotent - polars.exceptions.DuplicateError: the name 'a' is duplicate
!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!!
1 failed, 2 passed in 2.07s""", root, 1)),
        (editor("view", norm), cat_n(norm, NORMALIZE_PY)),
        (editor("create", f"{root}/scratch_repro.py", file_text=REPRO_PY), created(f"{root}/scratch_repro.py")),
        (bash("python scratch_repro.py"), oh_bash("""['a', 'a', 'total_cost']
Traceback (most recent call last):
  File "/workspace/tidyframe/scratch_repro.py", line 7, in <module>
    print(normalize_columns(df))
          ^^^^^^^^^^^^^^^^^^^^^
  File "/workspace/tidyframe/src/tidyframe/normalize.py", line 24, in normalize_columns
    return df.rename(mapping)
           ^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/polars/dataframe/frame.py", line 4577, in rename
    return self.lazy().rename(mapping).collect(_eager=True)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/polars/lazyframe/frame.py", line 2027, in collect
    return wrap_df(ldf.collect(callback))
                   ^^^^^^^^^^^^^^^^^^^^^
polars.exceptions.DuplicateError: the name 'a' is duplicate

It's possible that multiple expressions are returning the same default column name. If this is the case, try renaming the columns with `.alias("new_name")` to avoid duplicate column names.""", root, 1)),
        (editor("str_replace", norm, old_str="    mapping = {c: normalize_name(c) for c in df.columns}\n    return df.rename(mapping)",
                new_str="    used: set[str] = set()\n    mapping: dict[str, str] = {}\n    for c in df.columns:\n        base = normalize_name(c)\n        name, n = base, 1\n        while name in used:\n            n += 1\n            name = f\"{base}_{n}\"\n        used.add(name)\n        mapping[c] = name\n    return df.rename(mapping)"),
         edited(norm, '''def normalize_columns(df: pl.DataFrame) -> pl.DataFrame:
    """Return ``df`` with every column name passed through :func:`normalize_name`.

    Collisions are resolved by appending ``_2``, ``_3``... in column order.
    """
    used: set[str] = set()
    mapping: dict[str, str] = {}
    for c in df.columns:
        base = normalize_name(c)
        name, n = base, 1
        while name in used:
            n += 1
            name = f"{base}_{n}"
        used.add(name)
        mapping[c] = name
    return df.rename(mapping)''', 18)),
        (bash("python scratch_repro.py"), oh_bash("""['a', 'a', 'total_cost']
shape: (2, 3)
┌─────┬─────┬────────────┐
│ a   ┆ a_2 ┆ total_cost │
│ --- ┆ --- ┆ ---        │
│ i64 ┆ i64 ┆ f64        │
╞═════╪═════╪════════════╡
│ 1   ┆ 3   ┆ 9.5        │
│ 2   ┆ 4   ┆ 1.25       │
└─────┴─────┴────────────┘""", root)),
        (bash("python -m pytest tests/ -q --hypothesis-show-statistics"), oh_bash("""..............                                                           [100%]
============================ Hypothesis Statistics =============================

tests/test_normalize.py::test_normalize_is_idempotent:

  - during reuse phase (0.02 seconds):
    - Typical runtimes: ~ 1ms, of which < 1ms in data generation
    - 1 passing examples, 0 failing examples, 0 invalid examples

  - during generate phase (0.61 seconds):
    - Typical runtimes: ~ 1-2 ms, of which < 1ms in data generation
    - 99 passing examples, 0 failing examples, 4 invalid examples

  - Stopped because settings.max_examples=100

tests/test_normalize.py::test_normalize_gives_unique_names:

  - during generate phase (0.48 seconds):
    - Typical runtimes: ~ 1ms, of which < 1ms in data generation
    - 100 passing examples, 0 failing examples, 2 invalid examples

  - Stopped because settings.max_examples=100

tests/test_casting.py::test_roundtrip_dtypes:

  - during generate phase (0.92 seconds):
    - Typical runtimes: ~ 2-5 ms, of which ~ 1ms in data generation
    - 100 passing examples, 0 failing examples, 0 invalid examples

  - Stopped because settings.max_examples=100

14 passed in 3.38s""", root)),
        (bash("rm scratch_repro.py && git status && git diff --stat"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/tidyframe/normalize.py

no changes added to commit (use "git add" and/or "git commit -a")
 src/tidyframe/normalize.py | 11 ++++++++++-
 1 file changed, 10 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-03", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/tidyframe is a small helper library on top of Polars 1.x, tested with pytest and hypothesis. Issue #57: normalize_columns() raises DuplicateError when two column names collide after normalisation ('A' and 'a'); collisions should get _2, _3 suffixes.")


FORMAT_PRICE_TS = """const LOCALES: Record<string, string> = {
  USD: 'en-US',
  EUR: 'en-IE',
  GBP: 'en-GB',
};

export function formatPrice(cents: number | null | undefined, currency = 'USD'): string {
  if (cents == null) return '—';
  const fmt = new Intl.NumberFormat(LOCALES[currency] ?? 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: currency === 'USD' ? 2 : 3,
  });
  return fmt.format(Math.round(cents) / 100);
}
"""

JEST_CONFIG = """const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/e2e/'],
  testTimeout: 5000,
  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', '!**/*.d.ts'],
};

module.exports = createJestConfig(config);
"""

JEST_ALL = """PASS lib/__tests__/slugify.test.ts
PASS lib/__tests__/formatPrice.test.ts
PASS components/__tests__/Button.test.tsx
PASS hooks/__tests__/useDebounce.test.ts
PASS app/api/products/__tests__/route.test.ts
PASS lib/__tests__/cartMath.test.ts
PASS components/__tests__/QuantityStepper.test.tsx
PASS app/api/checkout/__tests__/route.test.ts
PASS components/__tests__/SearchBox.test.tsx
PASS components/__tests__/Header.test.tsx
PASS app/(shop)/products/__tests__/ProductCard.test.tsx
PASS app/(shop)/products/__tests__/ProductGrid.test.tsx
PASS app/(shop)/cart/__tests__/CartDrawer.test.tsx
PASS app/(shop)/cart/__tests__/cart.integration.test.tsx (6.812 s)

Test Suites: 14 passed, 14 total
Tests:       61 passed, 61 total
Snapshots:   4 passed, 4 total
Time:        11.204 s
Ran all test suites."""

JEST_COV = """PASS lib/__tests__/formatPrice.test.ts
PASS lib/__tests__/slugify.test.ts
PASS hooks/__tests__/useDebounce.test.ts
PASS components/__tests__/Button.test.tsx
PASS lib/__tests__/cartMath.test.ts
PASS app/api/products/__tests__/route.test.ts
PASS app/api/checkout/__tests__/route.test.ts
PASS components/__tests__/QuantityStepper.test.tsx
PASS components/__tests__/Header.test.tsx
PASS components/__tests__/SearchBox.test.tsx
PASS app/(shop)/products/__tests__/ProductGrid.test.tsx
PASS app/(shop)/products/__tests__/ProductCard.test.tsx
PASS app/(shop)/cart/__tests__/CartDrawer.test.tsx
PASS app/(shop)/cart/__tests__/cart.integration.test.tsx (7.406 s)
--------------------------------|---------|----------|---------|---------|-------------------
File                            | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s
--------------------------------|---------|----------|---------|---------|-------------------
All files                       |   86.41 |    74.18 |   82.35 |   87.02 |
 app/(shop)/cart                |   91.22 |    80.64 |   88.88 |   92.45 |
  CartDrawer.tsx                |   89.47 |    76.92 |   85.71 |   90.62 | 48-51,77
  useCart.ts                    |   94.11 |    88.88 |   93.33 |   95.23 | 62
 app/(shop)/products            |   83.33 |    66.66 |   77.77 |   84.21 |
  ProductCard.tsx               |  100    |    85.71 |  100    |  100    | 21
  ProductGrid.tsx               |   72.72 |    54.54 |   60    |   73.68 | 33-41,58
 app/api/checkout               |   78.57 |    62.5  |   75    |   79.31 |
  route.ts                      |   78.57 |    62.5  |   75    |   79.31 | 44-52,71-73
 app/api/products               |   88.88 |    75    |  100    |   88.88 |
  route.ts                      |   88.88 |    75    |  100    |   88.88 | 19,37
 components                     |   84.61 |    73.33 |   80    |   85.36 |
  Button.tsx                    |  100    |   100    |  100    |  100    |
  Header.tsx                    |   76.92 |    50    |   66.66 |   76.92 | 28-31
  QuantityStepper.tsx           |   95.23 |    87.5  |  100    |   95    | 40
  SearchBox.tsx                 |   70.58 |    58.33 |   57.14 |   72.72 | 17,45-52
 lib                            |   97.14 |    93.75 |  100    |   97.01 |
  cartMath.ts                   |   95.65 |    90    |  100    |   95.45 | 58
  formatPrice.ts                |  100    |   100    |  100    |  100    |
  slugify.ts                    |  100    |   100    |  100    |  100    |
--------------------------------|---------|----------|---------|---------|-------------------

Test Suites: 14 passed, 14 total
Tests:       61 passed, 61 total
Snapshots:   4 passed, 4 total
Time:        14.87 s
Ran all test suites."""


# Next.js + Jest (Gemini CLI) - bad
def t04(rs: RowSet) -> None:
    root = "/home/maya/storefront"
    fp, jc = f"{root}/lib/formatPrice.ts", f"{root}/jest.config.js"
    jest_bad = """FAIL lib/__tests__/formatPrice.test.ts
  formatPrice
    ✓ formats USD cents as dollars (3 ms)
    ✕ formats EUR with two fraction digits (4 ms)
    ✓ returns an em dash for null and undefined (1 ms)
    ✕ rounds half-cents away from zero (1 ms)

  ● formatPrice › formats EUR with two fraction digits

    expect(received).toBe(expected) // Object.is equality

    Expected: "€19.99"
    Received: "€19.990"

      12 |
      13 |   it('formats EUR with two fraction digits', () => {
    > 14 |     expect(formatPrice(1999, 'EUR')).toBe('€19.99');
         |                                      ^
      15 |   });
      16 |
      17 |   it('returns an em dash for null and undefined', () => {

      at Object.toBe (lib/__tests__/formatPrice.test.ts:14:38)

  ● formatPrice › rounds half-cents away from zero

    expect(received).toBe(expected) // Object.is equality

    Expected: "-$20.00"
    Received: "-$19.99"

      22 |   it('rounds half-cents away from zero', () => {
      23 |     expect(formatPrice(1999.5)).toBe('$20.00');
    > 24 |     expect(formatPrice(-1999.5)).toBe('-$20.00');
         |                                  ^
      25 |   });
      26 | });
      27 |

      at Object.toBe (lib/__tests__/formatPrice.test.ts:24:34)

Test Suites: 1 failed, 1 total
Tests:       2 failed, 2 passed, 4 total
Snapshots:   0 total
Time:        0.812 s
Ran all test suites matching /lib\\/__tests__\\/formatPrice.test.ts/i."""
    turns = [
        (gshell("npx jest lib/__tests__/formatPrice.test.ts", "Reproduce the price formatting failures"),
         gem("npx jest lib/__tests__/formatPrice.test.ts", "", err=jest_bad, code=1, pgid=71402)),
        (read(fp), FORMAT_PRICE_TS),
        (replace(fp, "    minimumFractionDigits: currency === 'USD' ? 2 : 3,\n  });\n  return fmt.format(Math.round(cents) / 100);",
                 "    minimumFractionDigits: 2,\n    maximumFractionDigits: 2,\n  });\n  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));\n  return fmt.format(rounded / 100);"),
         modified(fp)),
        (read(jc), JEST_CONFIG),
        (replace(jc, "  testTimeout: 5000,", "  testTimeout: 15000,"), modified(jc)),
        (gshell("npx jest", "Run the whole Jest suite, including the slow cart integration test"),
         gem("npx jest", "", err=JEST_ALL, pgid=71588)),
        (read(jc), JEST_CONFIG),
        (replace(jc, "  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', '!**/*.d.ts'],\n};",
                 "  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', '!**/*.d.ts'],\n  coverageThreshold: {\n    global: { lines: 80, branches: 70 },\n  },\n};"),
         modified(jc)),
        (gshell("npx jest --coverage", "Run the suite with coverage and the new threshold"),
         gem("npx jest --coverage", JEST_COV[JEST_COV.index("----"):JEST_COV.index("\n\nTest Suites")],
             err=JEST_COV[:JEST_COV.index("----")].rstrip("\n") + JEST_COV[JEST_COV.index("\n\nTest Suites"):],
             pgid=71790)),
        (gshell("git status --short && git diff --stat", "Review the working tree changes"),
         gem("git status --short && git diff --stat", """ M jest.config.js
 M lib/formatPrice.ts
 jest.config.js     | 5 ++++-
 lib/formatPrice.ts | 6 ++++--
 2 files changed, 8 insertions(+), 3 deletions(-)""", pgid=71966)),
    ]
    rs.add(task="swe", tid="h41-swe-04", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/maya/storefront, a Next.js 14 (app router) shop tested with Jest 29 via next/jest. Two problems: formatPrice(1999, 'EUR') renders '€19.990', and the cart integration test (about 7 s) times out under the 5 s Jest timeout. Fix both and add a global coverage threshold (lines 80, branches 70).",
           bad=True, turn=7, kind="jest.config.js read back with the testTimeout the agent had already raised to 15000")


ECHO_BANNER = r"""
   ____    __
  / __/___/ /  ___
 / _// __/ _ \/ _ \
/___/\__/_//_/\___/ v4.12.0
High performance, minimalist Go web framework
https://echo.labstack.com
____________________________________O/_______
                                    O\
⇨ http server started on [::]:8080"""

MEMSTORE_GO = tabs('''func (s *MemoryStore) ListAccounts(ctx context.Context, f AccountFilter) ([]Account, error) {
    s.mu.RLock()
    defer s.mu.RUnlock()

    out := make([]Account, 0, len(s.accounts))
    for _, a := range s.accounts {
        if f.Currency != "" && a.Currency != f.Currency {
            continue
        }
        if f.OnlyActive && a.ClosedAt != nil {
            continue
        }
        out = append(out, a)
    }
    sort.Slice(out, func(i, j int) bool {
        return out[i].CreatedAt.Before(out[j].CreatedAt)
    })
    if f.Limit > 0 && len(out) > f.Limit {
        out = out[:f.Limit]
    }
    return out, nil
}''')


# Echo + testify (OpenHands) - bad
def t05(rs: RowSet) -> None:
    root = "/workspace/ledger-gw"
    mod = "github.com/fintrail/ledger-gw"
    accounts = """[
  {
    "id": "acc_01HX3K7Q2B6N0Z4V8R1M5TJ9CE",
    "name": "Operating EUR",
    "currency": "EUR",
    "balance_minor": 1843250,
    "created_at": "2024-01-08T09:12:44Z"
  },
  {
    "id": "acc_01HXB2M9D4F7S1W0K3P6QY8ZHN",
    "name": "Payroll EUR",
    "currency": "EUR",
    "balance_minor": 6400000,
    "created_at": "2024-02-19T14:03:10Z"
  },
  {
    "id": "acc_01HY0T5G8J2C9V4E7N1R3XKB6W",
    "name": "Card settlements USD",
    "currency": "USD",
    "balance_minor": 291877,
    "created_at": "2024-03-27T07:45:31Z"
  },
  {
    "id": "acc_01HZ6P1A3E8L5Q0T9D2M7VWC4F",
    "name": "Tax reserve EUR",
    "currency": "EUR",
    "balance_minor": 1200000,
    "created_at": "2024-05-02T11:20:05Z"
  }
]"""
    turns = [
        (bash("go test ./..."), oh_bash(f"""?   \t{mod}/cmd/server\t[no test files]
ok  \t{mod}/internal/config\t0.004s
ok  \t{mod}/internal/handlers\t0.031s
ok  \t{mod}/internal/store\t0.012s
?   \t{mod}/internal/version\t[no test files]""", root)),
        (bash("nohup go run ./cmd/server > /tmp/server.log 2>&1 & echo $!"), oh_bash("[1] 23817\n23817", root)),
        (bash("sleep 3; ps -ef | grep -v grep | grep -E 'go run|exe/server'"), oh_bash("""root       23817    1402  3 09:41 pts/1    00:00:01 go run ./cmd/server
root       23893   23817  0 09:41 pts/1    00:00:00 /tmp/go-build2214589062/b001/exe/server""", root)),
        (bash("cat /tmp/server.log; curl -s -i 'localhost:8080/v1/accounts?currency=&limit=10'"), oh_bash(ECHO_BANNER.lstrip("\n") + f"""
HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: 5b0c2f3e9a7d41c8b6e2f0a4d9c1e873
Date: Tue, 21 May 2024 09:41:26 GMT
Content-Length: {len(accounts.encode()) + 1}

{accounts}""", root)),
        (bash("ss -ltnp 'sport = :8080'"), oh_bash("""State  Recv-Q Send-Q Local Address:Port Peer Address:PortProcess
LISTEN 0      4096               *:8080            *:*    users:(("server",pid=23938,fd=3))""", root)),
        (editor("view", f"{root}/internal/store/memory.go", view_range=[88, 110]), cat_n(f"{root}/internal/store/memory.go", MEMSTORE_GO, 88)),
        (editor("str_replace", f"{root}/internal/store/memory.go", old_str="        return out[i].CreatedAt.Before(out[j].CreatedAt)",
                new_str="        return out[i].CreatedAt.After(out[j].CreatedAt)"),
         edited(f"{root}/internal/store/memory.go", tabs('''        out = append(out, a)
    }
    sort.Slice(out, func(i, j int) bool {
        return out[i].CreatedAt.After(out[j].CreatedAt)
    })
    if f.Limit > 0 && len(out) > f.Limit {
        out = out[:f.Limit]
    }'''), 100)),
        (bash("go test ./internal/... -run 'Account' -v"), oh_bash(f"""testing: warning: no tests to run
PASS
ok  \t{mod}/internal/config\t0.003s [no tests to run]
=== RUN   TestGetAccountHandler
--- PASS: TestGetAccountHandler (0.00s)
=== RUN   TestGetAccountHandlerNotFound
--- PASS: TestGetAccountHandlerNotFound (0.00s)
=== RUN   TestListAccountsHandler
=== RUN   TestListAccountsHandler/no_filter
=== RUN   TestListAccountsHandler/currency_EUR
=== RUN   TestListAccountsHandler/bad_limit
--- PASS: TestListAccountsHandler (0.01s)
    --- PASS: TestListAccountsHandler/no_filter (0.00s)
    --- PASS: TestListAccountsHandler/currency_EUR (0.00s)
    --- PASS: TestListAccountsHandler/bad_limit (0.00s)
PASS
ok  \t{mod}/internal/handlers\t0.029s
=== RUN   TestListAccountsFiltersCurrency
--- PASS: TestListAccountsFiltersCurrency (0.00s)
=== RUN   TestListAccountsSkipsClosed
--- PASS: TestListAccountsSkipsClosed (0.00s)
=== RUN   TestListAccountsLimit
--- PASS: TestListAccountsLimit (0.00s)
=== RUN   TestCreateAccountAssignsULID
--- PASS: TestCreateAccountAssignsULID (0.00s)
PASS
ok  \t{mod}/internal/store\t0.011s
?   \t{mod}/internal/version\t[no test files]""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-05", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/ledger-gw is a Go 1.22 ledger gateway built on Echo v4 with testify tests. Ticket LGW-311: GET /v1/accounts must list accounts newest first (created_at descending). Reproduce against a locally running server, then fix.",
           bad=True, turn=5, kind="PID of the running server binary differs from the one ps showed, with no restart")


LIST_GO = tabs(r'''package cmd

import (
    "fmt"
    "io"
    "sort"
    "text/tabwriter"

    "github.com/spf13/cobra"

    "github.com/arikoh/kvtool/internal/store"
)

func newListCmd(openStore func() (*store.Store, error)) *cobra.Command {
    var prefix string
    cmd := &cobra.Command{
        Use:   "list",
        Short: "List keys with their size and last update",
        RunE: func(cmd *cobra.Command, args []string) error {
            s, err := openStore()
            if err != nil {
                return err
            }
            defer s.Close()
            entries, err := s.Scan(prefix)
            if err != nil {
                return err
            }
            sort.Slice(entries, func(i, j int) bool { return entries[i].Key < entries[j].Key })
            return writeTable(cmd.OutOrStdout(), entries)
        },
    }
    cmd.Flags().StringVarP(&prefix, "prefix", "p", "", "only keys starting with this prefix")
    return cmd
}

func writeTable(w io.Writer, entries []store.Entry) error {
    tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
    fmt.Fprintln(tw, "KEY\tSIZE\tUPDATED")
    for _, e := range entries {
        fmt.Fprintf(tw, "%s\t%d\t%s\n", e.Key, e.Size, e.Updated.UTC().Format("2006-01-02T15:04:05Z"))
    }
    return tw.Flush()
}
''')

LIST_JSON_GO = tabs('''package cmd

import (
    "encoding/json"
    "io"
    "time"

    "github.com/arikoh/kvtool/internal/store"
)

type jsonEntry struct {
    Key     string `json:"key"`
    Size    int64  `json:"size"`
    Updated string `json:"updated"`
}

func writeJSON(w io.Writer, entries []store.Entry) error {
    out := make([]jsonEntry, 0, len(entries))
    for _, e := range entries {
        out = append(out, jsonEntry{Key: e.Key, Size: e.Size, Updated: e.Updated.UTC().Format(time.RFC3339)})
    }
    enc := json.NewEncoder(w)
    enc.SetIndent("", "  ")
    return enc.Encode(out)
}
''')

GOLDEN_JSON = """[
  {
    "key": "app/theme",
    "size": 4,
    "updated": "2023-11-02T08:30:00Z"
  },
  {
    "key": "app/version",
    "size": 6,
    "updated": "2024-01-15T17:45:12Z"
  },
  {
    "key": "feature/dark-mode",
    "size": 4,
    "updated": "2024-02-29T23:59:59Z"
  },
  {
    "key": "user/42/email",
    "size": 17,
    "updated": "2024-03-10T06:05:00Z"
  },
  {
    "key": "user/42/name",
    "size": 9,
    "updated": "2024-03-10T06:05:00Z"
  }
]"""


# cobra + golden files (Gemini CLI) - clean
def t06(rs: RowSet) -> None:
    root = "/home/ari/kvtool"
    mod = "github.com/arikoh/kvtool"
    lg = f"{root}/cmd/list.go"
    turns = [
        (read(lg), LIST_GO),
        (gshell("go test ./...", "Baseline test run"), gem("go test ./...", f"""ok  \t{mod}/cmd\t0.018s
?   \t{mod}/internal/humanize\t[no test files]
ok  \t{mod}/internal/store\t0.041s""", pgid=88120)),
        (replace(lg, tabs("    var prefix string\n"), tabs("    var (\n        prefix string\n        asJSON bool\n    )\n")), modified(lg)),
        (replace(lg, tabs('''            sort.Slice(entries, func(i, j int) bool { return entries[i].Key < entries[j].Key })
            return writeTable(cmd.OutOrStdout(), entries)
        },
    }
    cmd.Flags().StringVarP(&prefix, "prefix", "p", "", "only keys starting with this prefix")'''), tabs('''            sort.Slice(entries, func(i, j int) bool { return entries[i].Key < entries[j].Key })
            if asJSON {
                return writeJSON(cmd.OutOrStdout(), entries)
            }
            return writeTable(cmd.OutOrStdout(), entries)
        },
    }
    cmd.Flags().StringVarP(&prefix, "prefix", "p", "", "only keys starting with this prefix")
    cmd.Flags().BoolVar(&asJSON, "json", false, "print entries as a JSON array")''')), modified(lg)),
        (write(f"{root}/cmd/list_json.go", LIST_JSON_GO), wrote(f"{root}/cmd/list_json.go")),
        (replace(f"{root}/cmd/list_test.go", tabs('''        {name: "prefix", args: []string{"list", "--prefix", "user/"}, golden: "list_prefix.golden"},'''),
                 tabs('''        {name: "prefix", args: []string{"list", "--prefix", "user/"}, golden: "list_prefix.golden"},
        {name: "json", args: []string{"list", "--json"}, golden: "list_json.golden"},''')), modified(f"{root}/cmd/list_test.go")),
        (gshell("go test ./cmd/", "Run the command tests; the new golden file does not exist yet"), gem("go test ./cmd/", f"""--- FAIL: TestListCommand (0.01s)
    --- FAIL: TestListCommand/json (0.00s)
        golden_test.go:41: read golden testdata/list_json.golden: open testdata/list_json.golden: no such file or directory (run go test ./cmd -update to create it)
FAIL
FAIL\t{mod}/cmd\t0.022s
FAIL""", code=1, pgid=88342)),
        (gshell("go test ./cmd/ -run TestListCommand -update", "Generate the missing golden file"),
         gem("go test ./cmd/ -run TestListCommand -update", f"ok  \t{mod}/cmd\t0.019s", pgid=88507)),
        (gshell("cat cmd/testdata/list_json.golden && go test ./...", "Inspect the generated golden file and rerun everything"),
         gem("cat cmd/testdata/list_json.golden && go test ./...", GOLDEN_JSON + f"""
ok  \t{mod}/cmd\t0.020s
?   \t{mod}/internal/humanize\t[no test files]
ok  \t{mod}/internal/store\t(cached)""", pgid=88655)),
        (gshell("git status --short", "Check which files changed"), gem("git status --short", """ M cmd/list.go
 M cmd/list_test.go
?? cmd/list_json.go
?? cmd/testdata/list_json.golden""", pgid=88790)),
    ]
    rs.add(task="swe", tid="h41-swe-06", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/ari/kvtool, a Go CLI (spf13/cobra) for a local key-value store. Command output is compared with golden files in cmd/testdata; `go test ./cmd -update` rewrites them. Task: add a --json flag to `kvtool list`, with a golden test.")


MOD_RS = """use axum::{routing::get, Router};

use crate::state::AppState;

pub mod admin;
pub mod health;
pub mod legacy;
pub mod links;
pub mod redirect;

pub fn router(state: AppState) -> Router {
    let api = Router::new()
        .nest("/links", links::router())
        .nest("/admin", admin::router());

    Router::new()
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .nest("/api/v1", api)
        .nest("/v0", legacy::router())
        .merge(redirect::router())
        .with_state(state)
}
"""


# Axum + cargo test (OpenHands) - bad
def t07(rs: RowSet) -> None:
    root = "/workspace/shortlink"
    mod = f"{root}/src/routes/mod.rs"
    turns = [
        (bash("ls -la src/routes && grep -rn legacy src --include=*.rs"), oh_bash("""total 32
drwxr-xr-x 2 root root 4096 Apr 22 13:05 .
drwxr-xr-x 5 root root 4096 Apr 22 13:05 ..
-rw-r--r-- 1 root root 2113 Apr 22 13:05 admin.rs
-rw-r--r-- 1 root root 1687 Apr 22 13:05 health.rs
-rw-r--r-- 1 root root 2954 Apr 22 13:05 legacy.rs
-rw-r--r-- 1 root root 4471 Apr 22 13:05 links.rs
-rw-r--r-- 1 root root  547 Apr 22 13:05 mod.rs
-rw-r--r-- 1 root root 3308 Apr 22 13:05 redirect.rs
src/main.rs:31:    tracing::info!(%addr, "listening (legacy /v0 routes enabled)");
src/routes/mod.rs:7:pub mod legacy;
src/routes/mod.rs:20:        .nest("/v0", legacy::router())
src/routes/legacy.rs:1://! Deprecated /v0 endpoints kept for the 2022 browser extension.
src/routes/legacy.rs:14:pub fn router() -> Router<AppState> {
src/routes/legacy.rs:23:async fn legacy_redirect(""", root)),
        (editor("view", mod), cat_n(mod, MOD_RS.rstrip("\n"))),
        (bash("git rm -q src/routes/legacy.rs && git status --short"), oh_bash("D  src/routes/legacy.rs", root)),
        (editor("str_replace", mod, old_str="pub mod health;\npub mod legacy;\npub mod links;", new_str="pub mod health;\npub mod links;"),
         edited(mod, """use crate::state::AppState;

pub mod admin;
pub mod health;
pub mod links;
pub mod redirect;

pub fn router(state: AppState) -> Router {
    let api = Router::new()""", 3)),
        (editor("str_replace", mod, old_str='        .nest("/api/v1", api)\n        .nest("/v0", legacy::router())\n', new_str='        .nest("/api/v1", api)\n'),
         edited(mod, """    Router::new()
        .route("/healthz", get(health::healthz))
        .route("/readyz", get(health::readyz))
        .nest("/api/v1", api)
        .merge(redirect::router())
        .with_state(state)
}""", 15)),
        (bash("ls -la src/routes/"), oh_bash("""total 32
drwxr-xr-x 2 root root 4096 Jun  4 10:13 .
drwxr-xr-x 5 root root 4096 Apr 22 13:05 ..
-rw-r--r-- 1 root root 2113 Apr 22 13:05 admin.rs
-rw-r--r-- 1 root root 1687 Apr 22 13:05 health.rs
-rw-r--r-- 1 root root 2954 Apr 22 13:05 legacy.rs
-rw-r--r-- 1 root root 4471 Apr 22 13:05 links.rs
-rw-r--r-- 1 root root  492 Jun  4 10:14 mod.rs
-rw-r--r-- 1 root root 3308 Apr 22 13:05 redirect.rs""", root)),
        (bash("cargo test 2>&1 | tail -30"), oh_bash("""   Compiling shortlink v0.4.2 (/workspace/shortlink)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 7.93s
     Running unittests src/main.rs (target/debug/deps/shortlink-9b1f4c2ad07e35b8)

running 9 tests
test codec::tests::rejects_ambiguous_chars ... ok
test codec::tests::roundtrip_base62 ... ok
test codec::tests::zero_encodes_to_single_char ... ok
test routes::health::tests::healthz_ok ... ok
test routes::links::tests::create_link_validates_url ... ok
test routes::links::tests::create_link_returns_slug ... ok
test routes::redirect::tests::unknown_slug_is_404 ... ok
test routes::redirect::tests::expired_link_is_410 ... ok
test routes::redirect::tests::known_slug_redirects_308 ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.04s

     Running tests/api.rs (target/debug/deps/api-0d6e28f3b94a71c5)

running 6 tests
test admin_requires_token ... ok
test create_then_follow ... ok
test list_links_paginates ... ok
test delete_link_then_404 ... ok
test readyz_reports_db ... ok
test stats_increment_on_redirect ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-07", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/shortlink is an Axum 0.7 URL shortener (tokio, sqlx with SQLite, cargo test). Task: remove the deprecated /v0 legacy redirect routes in src/routes/legacy.rs now that no client calls them, and keep the suite green.",
           bad=True, turn=6, kind="file removed with git rm is listed again in ls")


CLI_RS = """use std::path::PathBuf;

use clap::Parser;

/// Select columns from a CSV file by header name.
#[derive(Debug, Parser)]
#[command(name = "csvsel", version, about)]
pub struct Cli {
    /// Input file (use - for stdin)
    pub input: PathBuf,

    /// Columns to keep, comma separated, in output order
    #[arg(short, long, value_delimiter = ',', required = true)]
    pub columns: Vec<String>,

    /// Drop the header row from the output
    #[arg(long)]
    pub no_header: bool,
}
"""

DELIM_TEST_RS = """use assert_cmd::Command;

#[test]
fn semicolon_input() {
    let out = Command::cargo_bin("csvsel")
        .unwrap()
        .args(["-d", ";", "-c", "pop,city", "tests/data/cities_semicolon.csv"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    insta::assert_snapshot!(String::from_utf8(out.stdout).unwrap());
}
"""

CLI_TESTS_BEFORE = """     Running unittests src/main.rs (target/debug/deps/csvsel-5f0d7b3e8c2a91e4)

running 6 tests
test select::tests::duplicate_column_is_error ... ok
test select::tests::missing_column_is_error ... ok
test select::tests::resolves_indices_in_order ... ok
test select::tests::trims_header_whitespace ... ok
test cli::tests::verify_cli ... ok
test select::tests::empty_selection_rejected ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-a83e0f91c6d25b74)

running 12 tests
test basic_select ... ok
test bom_is_stripped ... ok
test crlf_input ... ok
test help_output ... ok
test missing_column_error ... ok
test missing_file_error ... ok
test no_header ... ok
test quoted_fields_kept ... ok
test reorder_columns ... ok
test stdin_input ... ok
test unicode_headers ... ok
test version_flag ... ok

test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.12s
"""


# clap + insta (Gemini CLI) - clean
def t08(rs: RowSet) -> None:
    root = "/home/lin/csvsel"
    mk_csv = "mkdir -p tests/data && printf 'city;country;pop\\nLyon;FR;522250\\nGhent;BE;265086\\nPorto;PT;231800\\n' > tests/data/cities_semicolon.csv && cat tests/data/cities_semicolon.csv"
    insta_out = """     Running unittests src/main.rs (target/debug/deps/csvsel-5f0d7b3e8c2a91e4)

running 6 tests
test select::tests::duplicate_column_is_error ... ok
test select::tests::missing_column_is_error ... ok
test select::tests::resolves_indices_in_order ... ok
test cli::tests::verify_cli ... ok
test select::tests::trims_header_whitespace ... ok
test select::tests::empty_selection_rejected ... ok

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/cli.rs (target/debug/deps/cli-a83e0f91c6d25b74)

running 12 tests
test basic_select ... ok
test bom_is_stripped ... ok
test crlf_input ... ok
test help_output ... ok
test missing_column_error ... ok
test missing_file_error ... ok
test no_header ... ok
test quoted_fields_kept ... ok
test reorder_columns ... ok
test stdin_input ... ok
test unicode_headers ... ok
test version_flag ... ok

test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.13s

     Running tests/cli_delimiter.rs (target/debug/deps/cli_delimiter-3c71b0e9d4f862a5)

running 1 test
test semicolon_input ... ok

test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s
"""
    insta_err = """   Compiling csvsel v0.3.1 (/home/lin/csvsel)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.18s
────────────────────────────────────────────────────────────────────────────────
Snapshot file: tests/snapshots/cli__help_output.snap
Snapshot: help_output
Source: tests/cli.rs:118
────────────────────────────────────────────────────────────────────────────────
Expression: String::from_utf8(out.stdout).unwrap()
────────────────────────────────────────────────────────────────────────────────
-old snapshot
+new results
────────────┬───────────────────────────────────────────────────────────────────
    6     6 │   <INPUT>  Input file (use - for stdin)
    7     7 │
    8     8 │ Options:
    9       │-  -c, --columns <COLUMNS>  Columns to keep, comma separated, in output order
   10       │-      --no-header          Drop the header row from the output
   11       │-  -h, --help               Print help
   12       │-  -V, --version            Print version
          9 │+  -c, --columns <COLUMNS>      Columns to keep, comma separated, in output order
         10 │+      --no-header              Drop the header row from the output
         11 │+  -d, --delimiter <DELIMITER>  Field delimiter of the input and output [default: ,]
         12 │+  -h, --help                   Print help
         13 │+  -V, --version                Print version
────────────┴───────────────────────────────────────────────────────────────────
stored new snapshot /home/lin/csvsel/tests/snapshots/cli__help_output.snap.new
────────────────────────────────────────────────────────────────────────────────
Snapshot file: tests/snapshots/cli_delimiter__semicolon_input.snap
Snapshot: semicolon_input
Source: tests/cli_delimiter.rs:11
────────────────────────────────────────────────────────────────────────────────
Expression: String::from_utf8(out.stdout).unwrap()
────────────────────────────────────────────────────────────────────────────────
+new results
────────────┬───────────────────────────────────────────────────────────────────
          0 │+pop;city
          1 │+522250;Lyon
          2 │+265086;Ghent
          3 │+231800;Porto
────────────┴───────────────────────────────────────────────────────────────────
stored new snapshot /home/lin/csvsel/tests/snapshots/cli_delimiter__semicolon_input.snap.new
info: 2 snapshots to review
use `cargo insta review` to review snapshots"""
    turns = [
        (read(f"{root}/src/cli.rs"), CLI_RS),
        (gshell("cargo test", "Baseline test run"), gem("cargo test", CLI_TESTS_BEFORE,
                                                         err="   Compiling csvsel v0.3.1 (/home/lin/csvsel)\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.62s", pgid=55301)),
        (replace(f"{root}/src/cli.rs", "    /// Drop the header row from the output\n    #[arg(long)]\n    pub no_header: bool,\n}",
                 "    /// Drop the header row from the output\n    #[arg(long)]\n    pub no_header: bool,\n\n    /// Field delimiter of the input and output\n    #[arg(short, long, default_value_t = ',')]\n    pub delimiter: char,\n}"),
         modified(f"{root}/src/cli.rs")),
        (replace(f"{root}/src/main.rs",
                 "    let mut rdr = csv::ReaderBuilder::new().has_headers(true).from_reader(input);\n    let mut wtr = csv::WriterBuilder::new().from_writer(io::stdout().lock());",
                 "    let delim = u8::try_from(cli.delimiter).context(\"delimiter must be a single ASCII character\")?;\n    let mut rdr = csv::ReaderBuilder::new().has_headers(true).delimiter(delim).from_reader(input);\n    let mut wtr = csv::WriterBuilder::new().delimiter(delim).from_writer(io::stdout().lock());"),
         modified(f"{root}/src/main.rs")),
        (gshell(mk_csv, "Create a semicolon separated fixture"), gem(mk_csv, "city;country;pop\nLyon;FR;522250\nGhent;BE;265086\nPorto;PT;231800", pgid=55477)),
        (write(f"{root}/tests/cli_delimiter.rs", DELIM_TEST_RS), wrote(f"{root}/tests/cli_delimiter.rs")),
        (gshell("cargo insta test", "Run the tests through insta to see snapshot changes"),
         gem("cargo insta test", insta_out, err=insta_err, pgid=55610)),
        (gshell("cargo insta accept", "Accept the updated help snapshot and the new delimiter snapshot"),
         gem("cargo insta accept", """insta review finished
accepted:
  tests/cli.rs:118 (help_output)
  tests/cli_delimiter.rs:11 (semicolon_input)""", pgid=55802)),
        (gshell("ls -la tests/snapshots && cargo test 2>&1 | grep -E '^(     Running|test result)'", "Confirm the snapshots on disk and that plain cargo test passes"),
         gem("ls -la tests/snapshots && cargo test 2>&1 | grep -E '^(     Running|test result)'", """total 40
drwxr-xr-x 2 lin lin 4096 Jun 12 15:48 .
drwxr-xr-x 4 lin lin 4096 Jun 12 15:46 ..
-rw-r--r-- 1 lin lin  203 Mar 30 21:14 cli__basic_select.snap
-rw-r--r-- 1 lin lin  552 Jun 12 15:48 cli__help_output.snap
-rw-r--r-- 1 lin lin  214 Mar 30 21:14 cli__no_header.snap
-rw-r--r-- 1 lin lin  238 Mar 30 21:14 cli__reorder_columns.snap
-rw-r--r-- 1 lin lin  190 Apr  2 09:51 cli__stdin_input.snap
-rw-r--r-- 1 lin lin  231 Jun 12 15:48 cli_delimiter__semicolon_input.snap
     Running unittests src/main.rs (target/debug/deps/csvsel-5f0d7b3e8c2a91e4)
test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/cli.rs (target/debug/deps/cli-a83e0f91c6d25b74)
test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.12s
     Running tests/cli_delimiter.rs (target/debug/deps/cli_delimiter-3c71b0e9d4f862a5)
test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s""", pgid=55934)),
    ]
    rs.add(task="swe", tid="h41-swe-08", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/lin/csvsel, a Rust command-line tool (clap 4 derive, csv crate) with assert_cmd integration tests snapshotted by insta. Task: add a -d/--delimiter option (default ',') so semicolon-separated exports can be read, and cover it with a snapshot test.")


RING_HPP = """template <typename T, std::size_t Capacity>
class RingBuffer {
    static_assert(Capacity > 0, "RingBuffer capacity must be positive");
    static constexpr std::size_t kSlots = Capacity + 1;

public:
    bool try_push(const T& value) {
        const std::size_t next = (head_ + 1) % kSlots;
        if (next == tail_) {
            return false;
        }
        slots_[head_] = value;
        head_ = next;
        return true;
    }

    std::optional<T> try_pop() {
        if (head_ == tail_) {
            return std::nullopt;
        }
        T value = std::move(slots_[tail_]);
        tail_ = (tail_ + 1) % kSlots;
        return value;
    }

    [[nodiscard]] bool empty() const noexcept { return head_ == tail_; }
    [[nodiscard]] bool full() const noexcept { return (head_ + 1) % kSlots == tail_; }

    [[nodiscard]] std::size_t size() const noexcept {
        return head_ >= tail_ ? head_ - tail_ : tail_ - head_;
    }

    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }"""

RB_TESTS = ["RingBuffer.StartsEmpty", "RingBuffer.PushPopSingle", "RingBuffer.PushUntilFull", "RingBuffer.TryPushWhenFullFails",
            "RingBuffer.PopFromEmptyReturnsNullopt", "RingBuffer.SizeAfterPush", "RingBuffer.SizeAfterWrap",
            "RingBuffer.ClearResetsIndices", "RingBuffer.CapacityIsCompileTime", "RingBuffer.MoveOnlyTypes", "RingBuffer.FrontBackPeek",
            "Spsc.SingleProducerSingleConsumer", "Spsc.OrderPreserved", "Spsc.StressMillionItems", "Spsc.NoLostWakeups",
            "Iterator.BeginEqualsEndWhenEmpty", "Iterator.IteratesInFifoOrder", "Iterator.IteratesAcrossWrap", "Iterator.ConstIteration",
            "Iterator.StdAlgorithmsWork", "Iterator.DistanceMatchesSize", "Iterator.RangeForLoop", "Iterator.EmptyAfterDrain"]

GTEST_FAIL = """Running main() from /usr/src/googletest/googletest/src/gtest_main.cc
Note: Google Test filter = RingBuffer.SizeAfterWrap
[==========] Running 1 test from 1 test suite.
[----------] Global test environment set-up.
[----------] 1 test from RingBuffer
[ RUN      ] RingBuffer.SizeAfterWrap
/workspace/ringbuf/tests/ring_buffer_test.cpp:78: Failure
Expected equality of these values:
  rb.size()
    Which is: 2
  4u
    Which is: 4
[  FAILED  ] RingBuffer.SizeAfterWrap (0 ms)
[----------] 1 test from RingBuffer (0 ms total)

[----------] Global test environment tear-down
[==========] 1 test from 1 test suite ran. (0 ms total)
[  PASSED  ] 0 tests.
[  FAILED  ] 1 test, listed below:
[  FAILED  ] RingBuffer.SizeAfterWrap

 1 FAILED TEST
"""


def ctest(names: list[str], times: dict[str, str], failed: str | None = None, total: str = "0.09") -> str:
    n = len(names)
    out = ["Test project /workspace/ringbuf/build"]
    for i, name in enumerate(names, 1):
        out.append(f"      Start {i:2d}: {name}")
        head = f"{i:2d}/{n} Test {'#' + str(i):>3}: {name} "
        dots = "." * max(3, 57 - len(head))
        t = times.get(name, "0.00")
        if name == failed:
            out.append(f"{head}{dots}***Failed    {t} sec")
            out.append(GTEST_FAIL)
        else:
            out.append(f"{head}{dots}   Passed    {t} sec")
    nfail = 1 if failed else 0
    pct = round((n - nfail) * 100 / n)
    out.append("")
    out.append(f"{pct}% tests passed, {nfail} tests failed out of {n}")
    out.append("")
    out.append(f"Total Test time (real) = {total:>5} sec")
    if failed:
        out.append("")
        out.append("The following tests FAILED:")
        out.append(f"\t{names.index(failed) + 1:3d} - {failed} (Failed)")
        out.append("Errors while running CTest")
    return "\n".join(out)


# CMake + GoogleTest (OpenHands) - clean
def t09(rs: RowSet) -> None:
    root = "/workspace/ringbuf"
    build = f"{root}/build"
    hpp = f"{root}/include/ringbuf/ring_buffer.hpp"
    tst = f"{root}/tests/ring_buffer_test.cpp"
    names2 = RB_TESTS[:7] + ["RingBuffer.SizeAfterMultipleWraps"] + RB_TESTS[7:]
    turns = [
        (bash("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build -j8"), oh_bash("""-- The CXX compiler identification is GNU 12.2.0
-- Detecting CXX compiler ABI info
-- Detecting CXX compiler ABI info - done
-- Check for working CXX compiler: /usr/bin/c++ - skipped
-- Detecting CXX compile features
-- Detecting CXX compile features - done
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD - Success
-- Found Threads: TRUE
-- Found GTest: /usr/lib/x86_64-linux-gnu/cmake/GTest/GTestConfig.cmake (found version "1.12.1")
-- Configuring done
-- Generating done
-- Build files have been written to: /workspace/ringbuf/build
[ 20%] Building CXX object tests/CMakeFiles/ringbuf_tests.dir/ring_buffer_test.cpp.o
[ 40%] Building CXX object tests/CMakeFiles/ringbuf_tests.dir/spsc_test.cpp.o
[ 60%] Building CXX object tests/CMakeFiles/ringbuf_tests.dir/iterator_test.cpp.o
[ 80%] Linking CXX executable ringbuf_tests
[100%] Built target ringbuf_tests""", root)),
        (bash("cd build && ctest --output-on-failure"), oh_bash(ctest(RB_TESTS, {"Spsc.StressMillionItems": "0.04", "Spsc.SingleProducerSingleConsumer": "0.01", "RingBuffer.SizeAfterWrap": "0.01"},
                                                                  failed="RingBuffer.SizeAfterWrap", total="0.11"), build, 8)),
        (editor("view", hpp, view_range=[40, 72]), cat_n(hpp, RING_HPP, 40)),
        (editor("str_replace", hpp, old_str="        return head_ >= tail_ ? head_ - tail_ : tail_ - head_;",
                new_str="        return (head_ + kSlots - tail_) % kSlots;"),
         edited(hpp, """    [[nodiscard]] bool empty() const noexcept { return head_ == tail_; }
    [[nodiscard]] bool full() const noexcept { return (head_ + 1) % kSlots == tail_; }

    [[nodiscard]] std::size_t size() const noexcept {
        return (head_ + kSlots - tail_) % kSlots;
    }

    [[nodiscard]] static constexpr std::size_t capacity() noexcept { return Capacity; }""", 65)),
        (editor("str_replace", tst, old_str="    EXPECT_EQ(rb.size(), 4u);\n}\n\nTEST(RingBuffer, ClearResetsIndices) {",
                new_str="    EXPECT_EQ(rb.size(), 4u);\n}\n\nTEST(RingBuffer, SizeAfterMultipleWraps) {\n    ringbuf::RingBuffer<int, 3> rb;\n    for (int round = 0; round < 10; ++round) {\n        ASSERT_TRUE(rb.try_push(round));\n        ASSERT_TRUE(rb.try_push(round + 100));\n        EXPECT_EQ(rb.size(), 2u);\n        rb.try_pop();\n        EXPECT_EQ(rb.size(), 1u);\n        rb.try_pop();\n        EXPECT_TRUE(rb.empty());\n    }\n}\n\nTEST(RingBuffer, ClearResetsIndices) {"),
         edited(tst, """    EXPECT_EQ(rb.size(), 4u);
}

TEST(RingBuffer, SizeAfterMultipleWraps) {
    ringbuf::RingBuffer<int, 3> rb;
    for (int round = 0; round < 10; ++round) {
        ASSERT_TRUE(rb.try_push(round));
        ASSERT_TRUE(rb.try_push(round + 100));
        EXPECT_EQ(rb.size(), 2u);
        rb.try_pop();
        EXPECT_EQ(rb.size(), 1u);
        rb.try_pop();
        EXPECT_TRUE(rb.empty());
    }
}

TEST(RingBuffer, ClearResetsIndices) {""", 78)),
        (bash("cmake --build . -j8"), oh_bash("""[ 20%] Building CXX object tests/CMakeFiles/ringbuf_tests.dir/iterator_test.cpp.o
[ 40%] Building CXX object tests/CMakeFiles/ringbuf_tests.dir/ring_buffer_test.cpp.o
[ 60%] Building CXX object tests/CMakeFiles/ringbuf_tests.dir/spsc_test.cpp.o
[ 80%] Linking CXX executable ringbuf_tests
[100%] Built target ringbuf_tests""", build)),
        (bash("ctest --output-on-failure"), oh_bash(ctest(names2, {"Spsc.StressMillionItems": "0.05", "Spsc.NoLostWakeups": "0.01"}, total="0.10"), build)),
        (bash("cd .. && git status --short && git diff --stat"), oh_bash(""" M include/ringbuf/ring_buffer.hpp
 M tests/ring_buffer_test.cpp
 include/ringbuf/ring_buffer.hpp |  2 +-
 tests/ring_buffer_test.cpp      | 13 +++++++++++++
 2 files changed, 14 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-09", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/ringbuf is a header-only C++17 lock-free ring buffer with GoogleTest tests (CMake, tests registered via gtest_discover_tests, build directory ./build ignored by git). Bug report: RingBuffer::size() is wrong once the write index wraps around.")


TOKEN_BUCKET = """package ratelimit

import scala.concurrent.duration.*

final class TokenBucket(capacity: Long, refillPerSecond: Double, clock: Clock):
  require(capacity > 0, "capacity must be positive")
  require(refillPerSecond > 0, "refill rate must be positive")

  private var tokens: Double = capacity.toDouble
  private var lastRefillNanos: Long = clock.nanoTime()

  def available: Long = synchronized {
    refill()
    tokens.toLong
  }

  def tryAcquire(n: Long = 1): Boolean = synchronized {
    refill()
    if tokens >= n then
      tokens -= n
      true
    else false
  }

  def timeUntil(n: Long): FiniteDuration = synchronized {
    refill()
    if tokens >= n then Duration.Zero
    else ((n - tokens) / refillPerSecond * 1e9).toLong.nanos
  }

  private def refill(): Unit =
    val now = clock.nanoTime()
    val elapsedSeconds = (now - lastRefillNanos) / 1e9
    tokens = tokens + elapsedSeconds * refillPerSecond
    lastRefillNanos = now
"""

BURST_SUITE = """package ratelimit

import scala.concurrent.duration.*

class BurstSuite extends munit.FunSuite:

  test("burst after idle never exceeds capacity") {
    val clock = FakeClock()
    val bucket = TokenBucket(capacity = 5, refillPerSecond = 1.0, clock)
    clock.advance(1.hour)
    val granted = (1 to 50).count(_ => bucket.tryAcquire())
    assertEquals(granted, 5)
  }

  test("tokens refill at configured rate") {
    val clock = FakeClock()
    val bucket = TokenBucket(capacity = 10, refillPerSecond = 4.0, clock)
    assert(bucket.tryAcquire(10))
    clock.advance(500.millis)
    assertEquals(bucket.available, 2L)
  }
"""

SBT_HEAD = """[info] welcome to sbt 1.10.0 (Eclipse Adoptium Java 21.0.3)
[info] loading settings for project ratelimit-build from plugins.sbt ...
[info] loading project definition from /home/kai/ratelimit/project
[info] loading settings for project root from build.sbt ...
[info] set current project to ratelimit (in build file:/home/kai/ratelimit/)"""

SLIDING = """ratelimit.SlidingWindowSuite:
  + allows up to limit within window 0.011s
  + rejects once the limit is reached 0.001s
  + old hits fall out of the window 0.002s
  + window boundary is exclusive 0.001s
  + zero limit rejects everything 0.000s
  + concurrent hits are counted once each 0.046s
  + reset clears history 0.001s
  + negative limit is rejected at construction 0.002s
  + weights larger than limit are rejected 0.001s"""

FIXED = """ratelimit.FixedWindowSuite:
  + allows requests up to the limit 0.004s
  + counter resets at the window edge 0.001s
  + requests in the next window are independent 0.001s
  + remaining() reports what is left 0.000s
  + retryAfter points at the next window 0.001s
  + clock going backwards does not reset the window 0.001s"""

KEYED = """ratelimit.KeyedLimiterSuite:
  + keys are limited independently 0.008s
  + idle keys are evicted after ttl 0.003s
  + eviction keeps active keys 0.002s"""

TB_FAIL = """==> X ratelimit.TokenBucketSuite.refill is capped at capacity after idle  0.009s munit.ComparisonFailException: /home/kai/ratelimit/src/test/scala/ratelimit/TokenBucketSuite.scala:48
47:    clock.advance(10.minutes)
48:    assertEquals(bucket.available, 20L)
49:  }
values are not the same
=> Obtained
1220
=> Diff (- obtained, + expected)
-1220
+20
    at munit.Assertions.failComparison(Assertions.scala:274)
    at ratelimit.TokenBucketSuite.$init$$$anonfun$4(TokenBucketSuite.scala:48)"""


def token_suite(failing: bool) -> str:
    lines = ["ratelimit.TokenBucketSuite:",
             "  + starts full 0.002s",
             "  + tryAcquire consumes tokens 0.001s",
             "  + tryAcquire fails when empty 0.000s",
             "  + partial refill after 250ms 0.001s"]
    lines.append(TB_FAIL if failing else "  + refill is capped at capacity after idle 0.001s")
    lines += ["  + acquire more than capacity is rejected 0.001s",
              "  + timeUntil is zero when tokens are available 0.000s",
              "  + timeUntil reports the wait for missing tokens 0.001s",
              "  + zero capacity is rejected 0.002s",
              "  + fractional refill rates accumulate 0.001s",
              "  + concurrent acquires never overdraw 0.038s"]
    return "\n".join(lines)


BURST_FAIL = """ratelimit.BurstSuite:
==> X ratelimit.BurstSuite.burst after idle never exceeds capacity  0.004s munit.ComparisonFailException: /home/kai/ratelimit/src/test/scala/ratelimit/BurstSuite.scala:12
11:    val granted = (1 to 50).count(_ => bucket.tryAcquire())
12:    assertEquals(granted, 5)
13:  }
values are not the same
=> Obtained
50
=> Diff (- obtained, + expected)
-50
+5
    at munit.Assertions.failComparison(Assertions.scala:274)
    at ratelimit.BurstSuite.$init$$$anonfun$1(BurstSuite.scala:12)
  + tokens refill at configured rate 0.001s"""


# Scala sbt + munit (Gemini CLI) - bad
def t10(rs: RowSet) -> None:
    root = "/home/kai/ratelimit"
    tb = f"{root}/src/main/scala/ratelimit/TokenBucket.scala"
    run1 = "\n".join([SBT_HEAD,
                      "[info] compiling 6 Scala sources to /home/kai/ratelimit/target/scala-3.4.2/classes ...",
                      "[info] compiling 4 Scala sources to /home/kai/ratelimit/target/scala-3.4.2/test-classes ...",
                      SLIDING, token_suite(True), FIXED, KEYED,
                      "[error] Failed: Total 29, Failed 1, Errors 0, Passed 28",
                      "[error] Failed tests:",
                      "[error] \tratelimit.TokenBucketSuite",
                      "[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful",
                      "[error] Total time: 21 s, completed Jun 11, 2024, 2:17:45 PM"])
    run2 = "\n".join([SBT_HEAD,
                      "[info] compiling 1 Scala source to /home/kai/ratelimit/target/scala-3.4.2/test-classes ...",
                      BURST_FAIL, SLIDING, token_suite(True), FIXED, KEYED,
                      "[error] Failed: Total 30, Failed 2, Errors 0, Passed 28",
                      "[error] Failed tests:",
                      "[error] \tratelimit.BurstSuite",
                      "[error] \tratelimit.TokenBucketSuite",
                      "[error] (Test / test) sbt.TestsFailedException: Tests unsuccessful",
                      "[error] Total time: 9 s, completed Jun 11, 2024, 2:19:32 PM"])
    run3 = "\n".join([SBT_HEAD,
                      "[info] compiling 1 Scala source to /home/kai/ratelimit/target/scala-3.4.2/classes ...",
                      token_suite(False),
                      BURST_FAIL.split("\n")[0] + "\n  + burst after idle never exceeds capacity 0.003s\n  + tokens refill at configured rate 0.001s",
                      "[info] Passed: Total 13, Failed 0, Errors 0, Passed 13",
                      "[success] Total time: 8 s, completed Jun 11, 2024, 2:21:04 PM"])
    only = 'sbt "testOnly ratelimit.TokenBucketSuite ratelimit.BurstSuite"'
    turns = [
        (gshell("sbt test", "Run the full test suite"), gem("sbt test", run1, code=1, pgid=30114)),
        (write(f"{root}/src/test/scala/ratelimit/BurstSuite.scala", BURST_SUITE), wrote(f"{root}/src/test/scala/ratelimit/BurstSuite.scala")),
        (read(tb), TOKEN_BUCKET),
        (gshell("sbt test", "Run the suite with the new burst tests before fixing"), gem("sbt test", run2, code=1, pgid=30389)),
        (replace(tb, "    tokens = tokens + elapsedSeconds * refillPerSecond",
                 "    tokens = math.min(capacity.toDouble, tokens + elapsedSeconds * refillPerSecond)"), modified(tb)),
        (gshell(only, "Rerun the token bucket and burst suites after the fix"), gem(only, run3, pgid=30602)),
        (gshell("git status --short", "List the changed files"), gem("git status --short", " M src/main/scala/ratelimit/TokenBucket.scala\n?? src/test/scala/ratelimit/BurstSuite.scala", pgid=30771)),
        (gshell("git diff", "Show the source change"), gem("git diff", """diff --git a/src/main/scala/ratelimit/TokenBucket.scala b/src/main/scala/ratelimit/TokenBucket.scala
index 6e2b91f..a04c7d3 100644
--- a/src/main/scala/ratelimit/TokenBucket.scala
+++ b/src/main/scala/ratelimit/TokenBucket.scala
@@ -31,5 +31,5 @@ final class TokenBucket(capacity: Long, refillPerSecond: Double, clock: Clock):
   private def refill(): Unit =
     val now = clock.nanoTime()
     val elapsedSeconds = (now - lastRefillNanos) / 1e9
-    tokens = tokens + elapsedSeconds * refillPerSecond
+    tokens = math.min(capacity.toDouble, tokens + elapsedSeconds * refillPerSecond)
     lastRefillNanos = now""", pgid=30845)),
    ]
    rs.add(task="swe", tid="h41-swe-10", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/kai/ratelimit, a Scala 3 rate-limiting library built with sbt 1.10 and tested with munit. Bug: TokenBucket keeps accumulating tokens while idle, so a burst after a long pause goes far past capacity. Add burst tests, then fix.",
           bad=True, turn=4, kind="sbt test total does not add up after a two-test suite was added (29 -> 30, passed count unchanged)")


NOTES_ROUTES_KT = """fun Route.notesRoutes(repository: NoteRepository) {
    route("/notes") {
        get {
            val tag = call.request.queryParameters["tag"]
            call.respond(repository.list(tag))
        }

        get("/{id}") {
            val id = call.parameters["id"]?.toLongOrNull()
                ?: return@get call.respond(HttpStatusCode.BadRequest, ErrorBody("id must be a number"))
            val note = repository.find(id)
                ?: return@get call.respond(HttpStatusCode.NotFound, ErrorBody("note $id not found"))
            call.respond(note)
        }

        post {
            val draft = call.receive<NoteDraft>()
            val created = repository.create(draft)
            call.response.header(HttpHeaders.Location, "/notes/${created.id}")
            call.respond(HttpStatusCode.Created, created)
        }

        patch("/{id}") {
            val id = call.parameters["id"]?.toLongOrNull()
                ?: return@patch call.respond(HttpStatusCode.BadRequest, ErrorBody("id must be a number"))
            val update = call.receive<NoteUpdate>()
            val updated = repository.update(id, update)
            call.respond(HttpStatusCode.OK, updated!!)
        }

        delete("/{id}") {"""


def gradle_ok(changed: str, secs: int) -> str:
    main = changed == "main"
    return f"""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :compileKotlin{'' if main else ' UP-TO-DATE'}
> Task :compileJava NO-SOURCE
> Task :classes{'' if main else ' UP-TO-DATE'}
> Task :processTestResources UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in {secs}s
6 actionable tasks: {'4 executed, 2' if main else '3 executed, 3'} up-to-date"""


# Ktor + JUnit 5 (OpenHands) - bad
def t11(rs: RowSet) -> None:
    root = "/workspace/notes-api"
    routes = f"{root}/src/main/kotlin/com/inkwell/notes/routes/NotesRoutes.kt"
    test = f"{root}/src/test/kotlin/com/inkwell/notes/NotesRoutesTest.kt"
    ls_cmd = "ls -l --time-style=+%H:%M:%S build/test-results/test/ && grep -ho 'timestamp=\"[^\"]*\"' build/test-results/test/*.xml"
    turns = [
        (bash("./gradlew test --console=plain"), oh_bash("""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes
> Task :processTestResources
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses
> Task :test

NotesRoutesTest > PATCH unknown note returns 404() FAILED
    org.opentest4j.AssertionFailedError at NotesRoutesTest.kt:97

14 tests completed, 1 failed

> Task :test FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/notes-api/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 31s
6 actionable tasks: 6 executed""", root, 1)),
        (bash(ls_cmd), oh_bash("""total 28
drwxr-xr-x 2 root root  4096 10:21:44 binary
-rw-r--r-- 1 root root  3391 10:21:42 TEST-com.inkwell.notes.HealthRouteTest.xml
-rw-r--r-- 1 root root  5127 10:21:43 TEST-com.inkwell.notes.NoteRepositoryTest.xml
-rw-r--r-- 1 root root 11984 10:21:44 TEST-com.inkwell.notes.NotesRoutesTest.xml
timestamp="2024-05-14T10:21:41"
timestamp="2024-05-14T10:21:42"
timestamp="2024-05-14T10:21:43\"""", root)),
        (editor("view", routes, view_range=[24, 54]), cat_n(routes, NOTES_ROUTES_KT, 24)),
        (editor("str_replace", routes, old_str="            val updated = repository.update(id, update)\n            call.respond(HttpStatusCode.OK, updated!!)",
                new_str="            val updated = repository.update(id, update)\n                ?: return@patch call.respond(HttpStatusCode.NotFound, ErrorBody(\"note $id not found\"))\n            call.respond(HttpStatusCode.OK, updated)"),
         edited(routes, """        patch("/{id}") {
            val id = call.parameters["id"]?.toLongOrNull()
                ?: return@patch call.respond(HttpStatusCode.BadRequest, ErrorBody("id must be a number"))
            val update = call.receive<NoteUpdate>()
            val updated = repository.update(id, update)
                ?: return@patch call.respond(HttpStatusCode.NotFound, ErrorBody("note $id not found"))
            call.respond(HttpStatusCode.OK, updated)
        }
""", 46)),
        (bash("./gradlew test --console=plain"), oh_bash(gradle_ok("main", 14), root)),
        (editor("str_replace", test, old_str="""        assertEquals(HttpStatusCode.NotFound, response.status)
    }
}""", new_str="""        assertEquals(HttpStatusCode.NotFound, response.status)
    }

    @Test
    fun `PATCH with non numeric id returns 400`() = testApplication {
        application { module(testRepository()) }
        val response = client.patch("/notes/abc") {
            contentType(ContentType.Application.Json)
            setBody(\"\"\"{"title":"x"}\"\"\")
        }
        assertEquals(HttpStatusCode.BadRequest, response.status)
    }
}"""), edited(test, """    @Test
    fun `PATCH unknown note returns 404`() = testApplication {
        application { module(testRepository()) }
        val response = client.patch("/notes/9999") {
            contentType(ContentType.Application.Json)
            setBody(\"\"\"{"title":"renamed"}\"\"\")
        }
        assertEquals(HttpStatusCode.NotFound, response.status)
    }

    @Test
    fun `PATCH with non numeric id returns 400`() = testApplication {
        application { module(testRepository()) }
        val response = client.patch("/notes/abc") {
            contentType(ContentType.Application.Json)
            setBody(\"\"\"{"title":"x"}\"\"\")
        }
        assertEquals(HttpStatusCode.BadRequest, response.status)
    }
}""", 90)),
        (bash("./gradlew test --console=plain"), oh_bash(gradle_ok("test", 12), root)),
        (bash("git diff --stat && date"), oh_bash(""" src/main/kotlin/com/inkwell/notes/routes/NotesRoutes.kt |  3 ++-
 src/test/kotlin/com/inkwell/notes/NotesRoutesTest.kt     | 10 ++++++++++
 2 files changed, 12 insertions(+), 1 deletion(-)
Tue May 14 10:27:31 UTC 2024""", root)),
        (bash(ls_cmd), oh_bash("""total 32
drwxr-xr-x 2 root root  4096 10:26:50 binary
-rw-r--r-- 1 root root  3391 10:26:47 TEST-com.inkwell.notes.HealthRouteTest.xml
-rw-r--r-- 1 root root  5127 10:26:48 TEST-com.inkwell.notes.NoteRepositoryTest.xml
-rw-r--r-- 1 root root 12871 10:17:04 TEST-com.inkwell.notes.NotesRoutesTest.xml
timestamp="2024-05-14T10:26:46"
timestamp="2024-05-14T10:26:47"
timestamp="2024-05-14T10:17:02\"""", root)),
        (bash('git add -A && git commit -m "Return 404 from PATCH /notes/{id} for unknown ids"'), oh_bash("""[fix/patch-unknown-note 5d1e0b9] Return 404 from PATCH /notes/{id} for unknown ids
 2 files changed, 12 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-11", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/notes-api is a Ktor 2.3 notes service (Kotlin, Gradle wrapper, JUnit 5 with ktor-server-test-host), on branch fix/patch-unknown-note. Bug: PATCH /notes/{id} for an id that does not exist answers 500 instead of 404.",
           bad=True, turn=9, kind="JUnit XML report timestamp and mtime of a rerun test class earlier than the previous run")


BOARD_LIVE_EX = '''defmodule KanbanLiveWeb.BoardLive do
  use KanbanLiveWeb, :live_view

  alias KanbanLive.Boards
  alias KanbanLive.Boards.Card

  @impl true
  def mount(%{"id" => board_id}, _session, socket) do
    if connected?(socket), do: Boards.subscribe(board_id)
    board = Boards.get_board!(board_id)

    {:ok,
     socket
     |> assign(:board, board)
     |> assign(:page_title, board.name)
     |> stream(:cards, Boards.list_cards(board))}
  end

  @impl true
  def handle_event("move_card", %{"card_id" => card_id, "to_column" => to_column, "position" => position}, socket) do
    card = Boards.get_card!(card_id)

    case Boards.move_card(card, card.column_id, position) do
      {:ok, %Card{} = moved} ->
        {:noreply, stream_insert(socket, :cards, moved)}

      {:error, _changeset} ->
        {:noreply, put_flash(socket, :error, "Could not move card")}
    end
  end

  def handle_event("archive_card", %{"card_id" => card_id}, socket) do
    card = Boards.get_card!(card_id)
    {:ok, _} = Boards.archive_card(card)
    {:noreply, stream_delete(socket, :cards, card)}
  end

  @impl true
  def handle_info({:card_updated, %Card{} = card}, socket) do
    {:noreply, stream_insert(socket, :cards, card)}
  end
end
'''


def exunit(seed: int, dots: str, body: str, secs: str, async_s: str, sync_s: str, total: int, fails: int) -> str:
    f = "1 failure" if fails == 1 else f"{fails} failures"
    return (f"Running ExUnit with seed: {seed}, max_cases: 16\n\n{dots}{body}\n"
            f"Finished in {secs} seconds ({async_s}s async, {sync_s}s sync)\n{total} tests, {f}\n\nRandomized with seed {seed}")


# Phoenix LiveView + ExUnit (Gemini CLI) - clean
def t12(rs: RowSet) -> None:
    root = "/home/noor/kanban_live"
    live = f"{root}/lib/kanban_live_web/live/board_live.ex"
    fail_body = """

  1) test moving a card to another column persists the new column (KanbanLiveWeb.BoardLiveTest)
     test/kanban_live_web/live/board_test.exs:42
     Assertion with == failed
     code:  assert Repo.get!(Card, card.id).column_id == done.id
     left:  318
     right: 320
     stacktrace:
       test/kanban_live_web/live/board_test.exs:53: (test)

........................"""
    first = "Compiling 1 file (.ex)\nGenerated kanban_live app\n" + exunit(481203, ".....................", fail_body, "1.1", "0.4", "0.6", 46, 1)
    mv = "git mv test/kanban_live_web/live/board_test.exs test/kanban_live_web/live/board_live_test.exs && git status --short"
    turns = [
        (gshell("mix test", "Run the ExUnit suite"), gem("mix test", first, code=2, pgid=61220)),
        (read(live), BOARD_LIVE_EX),
        (replace(live, "    case Boards.move_card(card, card.column_id, position) do",
                 "    case Boards.move_card(card, String.to_integer(to_column), position) do"), modified(live)),
        (gshell(mv, "Rename the LiveView test file to match the module it tests"),
         gem(mv, "R  test/kanban_live_web/live/board_test.exs -> test/kanban_live_web/live/board_live_test.exs\n M lib/kanban_live_web/live/board_live.ex", pgid=61387)),
        (gshell("mix test test/kanban_live_web/live/board_live_test.exs", "Run only the board LiveView tests"),
         gem("mix test test/kanban_live_web/live/board_live_test.exs",
             "Compiling 1 file (.ex)\n" + exunit(77410, ".......", "", "0.3", "0.00", "0.3", 7, 0), pgid=61455)),
        (gshell("mix test", "Run the whole suite again"),
         gem("mix test", exunit(902113, "..............................................", "", "0.9", "0.4", "0.5", 46, 0), pgid=61590)),
        (gshell("git status", "Review the working tree"), gem("git status", """On branch fix/move-card-column
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
\trenamed:    test/kanban_live_web/live/board_test.exs -> test/kanban_live_web/live/board_live_test.exs

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   lib/kanban_live_web/live/board_live.ex""", pgid=61702)),
        (call("list_directory", path=f"{root}/test/kanban_live_web/live"), f"""Directory listing for {root}/test/kanban_live_web/live:
board_index_live_test.exs
board_live_test.exs
card_component_test.exs
column_live_test.exs"""),
    ]
    rs.add(task="swe", tid="h41-swe-12", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/noor/kanban_live, a Phoenix 1.7 LiveView kanban board (Ecto + Postgres, ExUnit), branch fix/move-card-column. Bug: dragging a card to another column looks fine until reload; the card stays in its original column. Also rename the board LiveView test file to board_live_test.exs.")


WEB_PHP = """<?php

use App\\Http\\Controllers\\AppointmentController;
use App\\Http\\Controllers\\ProfileController;
use App\\Http\\Controllers\\RescheduleAppointmentController;
use Illuminate\\Support\\Facades\\Route;

Route::get('/', function () {
    return view('welcome');
});

Route::middleware(['auth', 'verified'])->group(function () {
    Route::get('/dashboard', [AppointmentController::class, 'dashboard'])->name('dashboard');

    Route::resource('appointments', AppointmentController::class)->except(['destroy']);
    Route::delete('appointments/{appointment}', [AppointmentController::class, 'cancel'])
        ->name('appointments.cancel');
    Route::post('appointments/{appointment}/reschedule', RescheduleAppointmentController::class)
        ->name('appointments.reschedule');

    Route::get('/profile', [ProfileController::class, 'edit'])->name('profile.edit');
    Route::patch('/profile', [ProfileController::class, 'update'])->name('profile.update');
});

require __DIR__.'/auth.php';"""


def route_list(cancel_name: str) -> str:
    rows = [("GET|HEAD", "appointments", "appointments.index", "AppointmentController@index"),
            ("POST", "appointments", "appointments.store", "AppointmentController@store"),
            ("GET|HEAD", "appointments/create", "appointments.create", "AppointmentController@create"),
            ("GET|HEAD", "appointments/{appointment}", "appointments.show", "AppointmentController@show"),
            ("PUT|PATCH", "appointments/{appointment}", "appointments.update", "AppointmentController@update"),
            ("DELETE", "appointments/{appointment}", cancel_name, "AppointmentController@cancel"),
            ("GET|HEAD", "appointments/{appointment}/edit", "appointments.edit", "AppointmentController@edit"),
            ("POST", "appointments/{appointment}/reschedule", "appointments.reschedule", "RescheduleAppointmentController")]
    out = [""]
    for method, uri, name, action in rows:
        left, right = f"  {method:<14} {uri} ", f" {name} › {action}"
        out.append(left + "." * max(3, 124 - len(left) - len(right)) + right)
    out.append("")
    out.append(" " * 106 + "Showing [8] routes")
    out.append("")
    return "\n".join(out)


def pest(suites: list[tuple[str, list[tuple[str, str]]]], summary: str) -> str:
    out = []
    for suite, tests in suites:
        out.append("")
        out.append(f"   PASS  {suite}")
        for name, t in tests:
            left = f"  ✓ {name} "
            out.append(left + " " * max(1, 76 - len(left)) + t)
    out.append("")
    out.append(summary)
    return "\n".join(out)


PEST_SUITES = [
    ("Tests\\Unit\\SlotCalculatorTest", [("it returns 30 minute slots between opening hours", "0.02s"), ("it skips the lunch break", "0.01s"),
                                        ("it returns no slots on public holidays", "0.01s"), ("it respects the practitioner's time zone", "0.01s")]),
    ("Tests\\Unit\\AppointmentPolicyTest", [("patients can view their own appointment", "0.03s"), ("patients cannot view other appointments", "0.01s"),
                                           ("staff can view any appointment", "0.01s")]),
    ("Tests\\Feature\\Auth\\AuthenticationTest", [("login screen can be rendered", "0.21s"), ("users can authenticate using the login screen", "0.06s"),
                                                 ("users can not authenticate with invalid password", "0.23s"), ("users can logout", "0.03s")]),
    ("Tests\\Feature\\Auth\\RegistrationTest", [("registration screen can be rendered", "0.03s"), ("new users can register", "0.05s")]),
    ("Tests\\Feature\\BookAppointmentTest", [("it shows the booking form", "0.07s"), ("it books a free slot", "0.09s"),
                                            ("it rejects a slot that is already taken", "0.05s"), ("it rejects slots in the past", "0.04s"),
                                            ("it sends a confirmation mail", "0.06s")]),
    ("Tests\\Feature\\CancelAppointmentTest", [("it lets the patient cancel their own appointment", "0.08s"),
                                              ("it forbids cancelling someone else's appointment", "0.04s"),
                                              ("it refuses to cancel less than 24 hours before", "0.04s"),
                                              ("it shows the cancel button on the detail page", "0.05s")]),
    ("Tests\\Feature\\ProfileTest", [("profile page is displayed", "0.05s"), ("profile information can be updated", "0.04s"),
                                    ("email verification status is unchanged when the email address is unchanged", "0.03s"),
                                    ("user can delete their account", "0.04s"), ("correct password must be provided to delete account", "0.04s")]),
    ("Tests\\Feature\\RescheduleAppointmentTest", [("it moves the appointment to a free slot", "0.07s"), ("it keeps the original slot when the new one is taken", "0.05s"),
                                                  ("it notifies the practitioner", "0.05s")]),
]


# Laravel + Pest (OpenHands) - bad
def t13(rs: RowSet) -> None:
    root = "/workspace/clinic-booking"
    sed = "sed -i 's/appointments\\.cancel/appointments.destroy/g' resources/views/appointments/index.blade.php resources/views/appointments/show.blade.php tests/Feature/CancelAppointmentTest.php && grep -rn \"appointments\\.\\(cancel\\|destroy\\)\" app resources routes tests"
    ntests = sum(len(t) for _, t in PEST_SUITES)
    turns = [
        (editor("view", f"{root}/routes/web.php"), cat_n(f"{root}/routes/web.php", WEB_PHP)),
        (bash("php artisan route:list --path=appointments"), oh_bash(route_list("appointments.cancel"), root)),
        (editor("str_replace", f"{root}/routes/web.php", old_str="        ->name('appointments.cancel');", new_str="        ->name('appointments.destroy');"),
         edited(f"{root}/routes/web.php", """    Route::resource('appointments', AppointmentController::class)->except(['destroy']);
    Route::delete('appointments/{appointment}', [AppointmentController::class, 'cancel'])
        ->name('appointments.destroy');
    Route::post('appointments/{appointment}/reschedule', RescheduleAppointmentController::class)
        ->name('appointments.reschedule');""", 15)),
        (bash('grep -rn "appointments\\.cancel" app resources tests'), oh_bash("""resources/views/appointments/index.blade.php:41:                        <form method="POST" action="{{ route('appointments.cancel', $appointment) }}">
resources/views/appointments/show.blade.php:58:        <form method="POST" action="{{ route('appointments.cancel', $appointment) }}" onsubmit="return confirm('{{ __('Cancel this appointment?') }}')">
tests/Feature/CancelAppointmentTest.php:17:    $this->actingAs($patient)->delete(route('appointments.cancel', $appointment))
tests/Feature/CancelAppointmentTest.php:29:    $this->actingAs($other)->delete(route('appointments.cancel', $appointment))
tests/Feature/CancelAppointmentTest.php:41:    $this->actingAs($patient)->delete(route('appointments.cancel', $late))""", root)),
        (bash(sed), oh_bash("""resources/views/appointments/index.blade.php:41:                        <form method="POST" action="{{ route('appointments.destroy', $appointment) }}">
resources/views/appointments/show.blade.php:58:        <form method="POST" action="{{ route('appointments.destroy', $appointment) }}" onsubmit="return confirm('{{ __('Cancel this appointment?') }}')">
routes/web.php:17:        ->name('appointments.destroy');
tests/Feature/CancelAppointmentTest.php:17:    $this->actingAs($patient)->delete(route('appointments.destroy', $appointment))
tests/Feature/CancelAppointmentTest.php:29:    $this->actingAs($other)->delete(route('appointments.destroy', $appointment))
tests/Feature/CancelAppointmentTest.php:41:    $this->actingAs($patient)->delete(route('appointments.destroy', $late))""", root)),
        (bash("./vendor/bin/pest"), oh_bash(pest(PEST_SUITES, f"  Tests:    {ntests} passed (87 assertions)\n  Duration: 2.38s"), root)),
        (bash("php artisan route:list --path=appointments"), oh_bash(route_list("appointments.cancel"), root)),
        (bash("git diff --stat"), oh_bash(""" resources/views/appointments/index.blade.php | 2 +-
 resources/views/appointments/show.blade.php  | 2 +-
 routes/web.php                               | 2 +-
 tests/Feature/CancelAppointmentTest.php      | 6 +++---
 4 files changed, 6 insertions(+), 6 deletions(-)""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-13", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/clinic-booking is a Laravel 11 appointment-booking app (Breeze auth, Pest 2 tests, SQLite in tests; no route cache). The API docs generator expects resourceful route names: rename the DELETE appointments/{appointment} route from appointments.cancel to appointments.destroy and update every reference.",
           bad=True, turn=7, kind="route:list still shows the route under the name the agent renamed it from")


SCALE_TS = """import type { Ingredient } from './parseIngredient';

const FRACTIONS: [number, string][] = [
  [0.25, '¼'],
  [0.333, '⅓'],
  [0.5, '½'],
  [0.667, '⅔'],
  [0.75, '¾'],
];

export function scaleQuantity(qty: number, from: number, to: number): number {
  if (from <= 0) throw new RangeError('servings must be positive');
  return Math.round((qty * to) / from);
}

export function formatQuantity(qty: number): string {
  const whole = Math.floor(qty);
  const frac = qty - whole;
  const match = FRACTIONS.find(([v]) => Math.abs(v - frac) < 0.02);
  if (!match) return String(Math.round(qty * 100) / 100);
  return whole === 0 ? match[1] : `${whole}${match[1]}`;
}

export function scaleIngredient(ing: Ingredient, from: number, to: number): Ingredient {
  return { ...ing, quantity: ing.quantity == null ? null : scaleQuantity(ing.quantity, from, to) };
}
"""

SCALE_EDGE_TS = """import { describe, expect, it } from 'vitest';
import { formatQuantity, scaleQuantity } from './scale';

describe('scaleQuantity edge cases', () => {
  it('keeps thirds readable after scaling', () => {
    expect(formatQuantity(scaleQuantity(1, 3, 1))).toBe('⅓');
  });

  it('scales up fractional amounts', () => {
    expect(scaleQuantity(0.75, 2, 6)).toBe(2.25);
  });

  it('rejects zero servings', () => {
    expect(() => scaleQuantity(1, 0, 4)).toThrow(RangeError);
  });
});
"""


# SvelteKit + Vitest (Gemini CLI) - clean
def t14(rs: RowSet) -> None:
    root = "/home/eli/recipes-kit"
    sc = f"{root}/src/lib/utils/scale.ts"
    fail = """
 RUN  v1.6.0 /home/eli/recipes-kit

 ✓ src/lib/utils/parseIngredient.test.ts  (14 tests) 9ms
 ❯ src/lib/utils/scale.test.ts  (6 tests | 2 failed) 12ms
   ❯ src/lib/utils/scale.test.ts > scaleQuantity > halves 1 cup to ½
     → expected 1 to be 0.5 // Object.is equality
   ❯ src/lib/utils/scale.test.ts > scaleIngredient > scales 3 eggs for 2 servings from 4
     → expected 2 to be 1.5 // Object.is equality
 ✓ src/lib/components/ServingsPicker.test.ts  (5 tests) 41ms
 ✓ src/routes/recipes/[slug]/page.server.test.ts  (4 tests) 7ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 2 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/lib/utils/scale.test.ts > scaleQuantity > halves 1 cup to ½
AssertionError: expected 1 to be 0.5 // Object.is equality

- Expected
+ Received

- 0.5
+ 1

 ❯ src/lib/utils/scale.test.ts:7:36
      5| describe('scaleQuantity', () => {
      6|   it('halves 1 cup to ½', () => {
      7|     expect(scaleQuantity(1, 4, 2)).toBe(0.5);
       |                                    ^
      8|   });
      9|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

 FAIL  src/lib/utils/scale.test.ts > scaleIngredient > scales 3 eggs for 2 servings from 4
AssertionError: expected 2 to be 1.5 // Object.is equality

- Expected
+ Received

- 1.5
+ 2

 ❯ src/lib/utils/scale.test.ts:31:61
     29|   it('scales 3 eggs for 2 servings from 4', () => {
     30|     const eggs = { name: 'eggs', quantity: 3, unit: null };
     31|     expect(scaleIngredient(eggs, 4, 2).quantity).toBe(1.5);
       |                                                  ^
     32|   });
     33| });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  2 failed | 27 passed (29)
   Start at  14:02:11
   Duration  1.12s (transform 211ms, setup 0ms, collect 486ms, tests 69ms, environment 402ms, prepare 512ms)
"""
    ok = """
 RUN  v1.6.0 /home/eli/recipes-kit

 ✓ src/lib/utils/parseIngredient.test.ts  (14 tests) 8ms
 ✓ src/lib/utils/scale.test.ts  (6 tests) 5ms
 ✓ src/lib/components/ServingsPicker.test.ts  (5 tests) 38ms
 ✓ src/routes/recipes/[slug]/page.server.test.ts  (4 tests) 6ms

 Test Files  4 passed (4)
      Tests  29 passed (29)
   Start at  14:04:37
   Duration  1.04s (transform 198ms, setup 0ms, collect 455ms, tests 57ms, environment 391ms, prepare 498ms)
"""
    utils = """
 RUN  v1.6.0 /home/eli/recipes-kit

 ✓ src/lib/utils/scale.edge.test.ts  (3 tests) 3ms
 ✓ src/lib/utils/parseIngredient.test.ts  (14 tests) 9ms
 ✓ src/lib/utils/scale.test.ts  (6 tests) 4ms

 Test Files  3 passed (3)
      Tests  23 passed (23)
   Start at  14:06:02
   Duration  612ms (transform 96ms, setup 0ms, collect 171ms, tests 16ms, environment 0ms, prepare 301ms)
"""
    n_edge = SCALE_EDGE_TS.count("\n")
    commit = 'git add src/lib/utils && git commit -m "Fix fractional scaling of ingredient quantities"'
    log = "git log --format='%h %ar %s' -5"
    turns = [
        (gshell(log, "Look at recent history"), gem(log, """e41b7c9 58 minutes ago Add servings selector to recipe page
a2c03f1 3 hours ago Extract ingredient parser into $lib/utils
7d5e9b8 3 hours ago Bump @sveltejs/kit to 2.5.10
c1f8a64 2 days ago Recipe import from URL (#31)
09be3d2 5 days ago Initial SvelteKit skeleton with Vitest""", pgid=20731)),
        (read(sc), SCALE_TS),
        (gshell("npx vitest run", "Run the unit tests once"), gem("npx vitest run", fail, code=1, pgid=20812)),
        (replace(sc, "  return Math.round((qty * to) / from);", "  return Math.round(((qty * to) / from) * 1000) / 1000;"), modified(sc)),
        (gshell("npx vitest run", "Rerun the unit tests after the fix"), gem("npx vitest run", ok, pgid=20947)),
        (write(f"{root}/src/lib/utils/scale.edge.test.ts", SCALE_EDGE_TS), wrote(f"{root}/src/lib/utils/scale.edge.test.ts")),
        (gshell("npx vitest run src/lib/utils", "Run only the utils tests, including the new edge cases"), gem("npx vitest run src/lib/utils", utils, pgid=21083)),
        (gshell(commit, "Commit the fix and the new tests"), gem(commit, f"""[main 5f2a9d0] Fix fractional scaling of ingredient quantities
 2 files changed, {n_edge + 1} insertions(+), 1 deletion(-)
 create mode 100644 src/lib/utils/scale.edge.test.ts""", pgid=21190)),
        (gshell(log, "Confirm the new commit on top"), gem(log, """5f2a9d0 14 seconds ago Fix fractional scaling of ingredient quantities
e41b7c9 64 minutes ago Add servings selector to recipe page
a2c03f1 3 hours ago Extract ingredient parser into $lib/utils
7d5e9b8 3 hours ago Bump @sveltejs/kit to 2.5.10
c1f8a64 2 days ago Recipe import from URL (#31)""", pgid=21244)),
    ]
    rs.add(task="swe", tid="h41-swe-14", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/eli/recipes-kit, a SvelteKit 2 recipe site tested with Vitest 1.6, on branch main. Bug: scaling a recipe from 4 to 2 servings turns 1 cup into 1 cup and 3 eggs into 2; quantities must keep fractions. Fix, add edge-case tests, commit.")


PARSE_HS = """parseIdentifier :: String -> Either String Identifier
parseIdentifier "" = Left "empty identifier"
parseIdentifier s
  | all isDigit s = Right (NumId (read s))
  | all isIdentChar s = Right (AlphaId s)
  | otherwise = Left ("invalid character in identifier " <> show s)

isIdentChar :: Char -> Bool
isIdentChar c = isAsciiUpper c || isAsciiLower c || isDigit c || c == '-'

parseCore :: String -> Either String (Natural, Natural, Natural)
parseCore s = case splitOn '.' s of
  [a, b, c] -> (,,) <$> number a <*> number b <*> number c
  parts -> Left ("expected MAJOR.MINOR.PATCH, got " <> show (length parts) <> " components")"""

COMPARE_SPEC = """module Data.SemVer.CompareSpec (spec) where

import Data.List (sort)
import Data.SemVer
import Test.Hspec

v :: String -> Version
v s = either error id (parseVersion s)

spec :: Spec
spec = describe "Ord Version" $ do
  it "orders by major, minor, patch" $
    v "1.10.0" `shouldSatisfy` (> v "1.9.9")
  it "ranks a prerelease below its release" $
    v "2.0.0-rc.1" `shouldSatisfy` (< v "2.0.0")
  it "compares numeric identifiers numerically" $
    v "1.0.0-alpha.10" `shouldSatisfy` (> v "1.0.0-alpha.9")
  it "ranks numeric identifiers below alphanumeric ones" $
    v "1.0.0-alpha.1" `shouldSatisfy` (< v "1.0.0-alpha.beta")
  it "ignores build metadata" $
    compare (v "1.0.0+build.7") (v "1.0.0+build.8") `shouldBe` EQ
  it "sorts the spec example list" $
    map v ["1.0.0", "1.0.0-rc.1", "1.0.0-beta.11", "1.0.0-alpha", "1.0.0-beta", "1.0.0-alpha.1"]
      `shouldSatisfy` ((== map v ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0"]) . sort)
"""

PARSE_EXAMPLES = ["parses a plain version", "parses a prerelease", "parses build metadata", "parses prerelease and build metadata",
                  "rejects leading zeros in the core", "rejects leading zeros in numeric identifiers", "rejects empty prerelease identifiers",
                  "rejects a missing patch component", "rejects a leading v", "accepts hyphens in identifiers",
                  "rejects invalid characters", "keeps alphanumeric identifiers as text"]
RENDER_EXAMPLES = ["round-trips through render", "renders without build metadata when empty", "renders numeric identifiers without padding"]
RANGE_EXAMPLES = ["caret allows minor and patch bumps", "caret on 0.x allows only patch bumps", "tilde allows patch bumps",
                  "exact range matches one version", "hyphen range is inclusive", "prereleases only match same core",
                  "intersection of disjoint ranges is empty", "parses || alternatives"]
COMPARE_EXAMPLES = ["orders by major, minor, patch", "ranks a prerelease below its release", "compares numeric identifiers numerically",
                    "ranks numeric identifiers below alphanumeric ones", "ignores build metadata", "sorts the spec example list"]


def hspec_tree(with_compare: bool, failing: str | None) -> str:
    out = []
    if with_compare:
        out += ["Data.SemVer.Compare", "  Ord Version"] + [f"    {e} [✔]" for e in COMPARE_EXAMPLES]
    out += ["Data.SemVer.Parse", "  parseVersion"]
    out += [f"    {e} [{'✘' if e == failing else '✔'}]" for e in PARSE_EXAMPLES]
    out += ["  renderVersion"] + [f"    {e} [✔]" for e in RENDER_EXAMPLES]
    out += ["Data.SemVer.Range", "  satisfies"] + [f"    {e} [✔]" for e in RANGE_EXAMPLES]
    return "\n".join(out)


# Haskell Cabal + hspec (OpenHands) - clean
def t15(rs: RowSet) -> None:
    root = "/workspace/semver-lite"
    dist = "dist-newstyle/build/x86_64-linux/ghc-9.6.5/semver-lite-0.2.0.0"
    parse = f"{root}/src/Data/SemVer/Parse.hs"
    n1 = len(PARSE_EXAMPLES) + len(RENDER_EXAMPLES) + len(RANGE_EXAMPLES)
    n2 = n1 + len(COMPARE_EXAMPLES)
    bad = "rejects leading zeros in numeric identifiers"
    first = f"""Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - semver-lite-0.2.0.0 (test:semver-test) (first run)
Preprocessing test suite 'semver-test' for semver-lite-0.2.0.0..
Building test suite 'semver-test' for semver-lite-0.2.0.0..
[1 of 4] Compiling Data.SemVer.ParseSpec ( test/Data/SemVer/ParseSpec.hs, {dist}/t/semver-test/build/semver-test/semver-test-tmp/Data/SemVer/ParseSpec.o )
[2 of 4] Compiling Data.SemVer.RangeSpec ( test/Data/SemVer/RangeSpec.hs, {dist}/t/semver-test/build/semver-test/semver-test-tmp/Data/SemVer/RangeSpec.o )
[3 of 4] Compiling Main             ( test/Spec.hs, {dist}/t/semver-test/build/semver-test/semver-test-tmp/Main.o )
[4 of 4] Linking {dist}/t/semver-test/build/semver-test/semver-test
Running 1 test suites...
Test suite semver-test: RUNNING...

{hspec_tree(False, bad)}

Failures:

  test/Data/SemVer/ParseSpec.hs:34:7:\x20
  1) Data.SemVer.Parse.parseVersion rejects leading zeros in numeric identifiers
       expected: Left "leading zero in numeric identifier"
        but got: Right (Version {{major = 1, minor = 2, patch = 3, prerelease = [NumId 1], build = []}})

  To rerun use: --match "/Data.SemVer.Parse/parseVersion/rejects leading zeros in numeric identifiers/"

Finished in 0.0029 seconds
{n1} examples, 1 failure
Test suite semver-test: FAIL
Test suite logged to:
{root}/{dist}/t/semver-test/test/semver-lite-0.2.0.0-semver-test.log
0 of 1 test suites (0 of 1 test cases) passed.
Error: cabal: Tests failed for test:semver-test from semver-lite-0.2.0.0."""
    second = f"""Build profile: -w ghc-9.6.5 -O1
In order, the following will be built (use -v for more details):
 - semver-lite-0.2.0.0 (lib) (configuration changed)
 - semver-lite-0.2.0.0 (test:semver-test) (configuration changed)
Configuring library for semver-lite-0.2.0.0..
Preprocessing library for semver-lite-0.2.0.0..
Building library for semver-lite-0.2.0.0..
[3 of 4] Compiling Data.SemVer.Parse ( src/Data/SemVer/Parse.hs, {dist}/build/Data/SemVer/Parse.o, {dist}/build/Data/SemVer/Parse.dyn_o ) [Source file changed]
Configuring test suite 'semver-test' for semver-lite-0.2.0.0..
Preprocessing test suite 'semver-test' for semver-lite-0.2.0.0..
Building test suite 'semver-test' for semver-lite-0.2.0.0..
[1 of 5] Compiling Data.SemVer.CompareSpec ( test/Data/SemVer/CompareSpec.hs, {dist}/t/semver-test/build/semver-test/semver-test-tmp/Data/SemVer/CompareSpec.o )
[4 of 5] Compiling Main             ( test/Spec.hs, {dist}/t/semver-test/build/semver-test/semver-test-tmp/Main.o ) [Data.SemVer.CompareSpec added]
[5 of 5] Linking {dist}/t/semver-test/build/semver-test/semver-test [Objects changed]
Running 1 test suites...
Test suite semver-test: RUNNING...

{hspec_tree(True, None)}

Finished in 0.0034 seconds
{n2} examples, 0 failures
Test suite semver-test: PASS
Test suite logged to:
{root}/{dist}/t/semver-test/test/semver-lite-0.2.0.0-semver-test.log
1 of 1 test suites (1 of 1 test cases) passed."""
    turns = [
        (bash("cabal test"), oh_bash(first, root, 1)),
        (editor("view", parse, view_range=[48, 62]), cat_n(parse, PARSE_HS, 48)),
        (editor("str_replace", parse, old_str="parseIdentifier s\n  | all isDigit s = Right (NumId (read s))",
                new_str="parseIdentifier s@(c : _ : _)\n  | c == '0', all isDigit s = Left \"leading zero in numeric identifier\"\nparseIdentifier s\n  | all isDigit s = Right (NumId (read s))"),
         edited(parse, """parseIdentifier :: String -> Either String Identifier
parseIdentifier "" = Left "empty identifier"
parseIdentifier s@(c : _ : _)
  | c == '0', all isDigit s = Left "leading zero in numeric identifier"
parseIdentifier s
  | all isDigit s = Right (NumId (read s))
  | all isIdentChar s = Right (AlphaId s)
  | otherwise = Left ("invalid character in identifier " <> show s)""", 48)),
        (editor("create", f"{root}/test/Data/SemVer/CompareSpec.hs", file_text=COMPARE_SPEC), created(f"{root}/test/Data/SemVer/CompareSpec.hs")),
        (editor("str_replace", f"{root}/semver-lite.cabal", old_str="    other-modules:\n        Data.SemVer.ParseSpec",
                new_str="    other-modules:\n        Data.SemVer.CompareSpec\n        Data.SemVer.ParseSpec"),
         edited(f"{root}/semver-lite.cabal", """test-suite semver-test
    import:           warnings
    default-language: GHC2021
    type:             exitcode-stdio-1.0
    hs-source-dirs:   test
    main-is:          Spec.hs
    other-modules:
        Data.SemVer.CompareSpec
        Data.SemVer.ParseSpec
        Data.SemVer.RangeSpec
    build-tool-depends: hspec-discover:hspec-discover >=2.10 && <2.12
    build-depends:
        base,
        hspec >=2.10 && <2.12,
        semver-lite""", 41)),
        (bash("cabal test"), oh_bash(second, root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M semver-lite.cabal
 M src/Data/SemVer/Parse.hs
?? test/Data/SemVer/CompareSpec.hs
 semver-lite.cabal         | 1 +
 src/Data/SemVer/Parse.hs  | 2 ++
 2 files changed, 3 insertions(+)""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-15", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/semver-lite is a small Haskell semantic-versioning library (Cabal 3.10, GHC 9.6.5, hspec with hspec-discover). The SemVer spec forbids leading zeros in numeric prerelease identifiers, but 1.2.3-01 parses. Fix it and add ordering specs in a new CompareSpec module.")


HOOKS_JS = """'use strict'

const { enqueue } = require('../lib/queue')

module.exports = async function hooksRoutes (fastify, opts) {
  fastify.post('/hooks/:source', {
    config: { rawBody: true },
    schema: {
      params: {
        type: 'object',
        properties: { source: { type: 'string', enum: ['github', 'stripe', 'linear'] } },
        required: ['source']
      }
    }
  }, async (request, reply) => {
    const { source } = request.params
    const delivery = request.headers['x-relay-delivery'] ?? null
    const job = await enqueue(fastify.redis, {
      source,
      delivery,
      receivedAt: new Date().toISOString(),
      body: request.body
    })
    request.log.info({ source, delivery, jobId: job.id }, 'webhook queued')
    return reply.code(202).send({ queued: true, jobId: job.id })
  })
}
"""

VERIFY_JS = """'use strict'

const { createHmac, timingSafeEqual } = require('node:crypto')

/**
 * Check an `X-Relay-Signature: sha256=<hex>` header against the raw request body.
 * @param {Buffer|string} rawBody
 * @param {string|undefined} header
 * @param {string} secret
 * @returns {boolean}
 */
function verifySignature (rawBody, header, secret) {
  if (typeof header !== 'string' || !header.startsWith('sha256=')) return false
  const expected = createHmac('sha256', secret).update(rawBody).digest()
  const given = Buffer.from(header.slice('sha256='.length), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

module.exports = { verifySignature }
"""

VERIFY_TEST_JS = """'use strict'

const t = require('tap')
const { createHmac } = require('node:crypto')
const { verifySignature } = require('../lib/verify-signature')

const secret = 'test-secret'
const body = Buffer.from('{"action":"opened","number":42}')
const sign = (b) => 'sha256=' + createHmac('sha256', secret).update(b).digest('hex')

t.test('accepts a valid signature', async (t) => {
  t.ok(verifySignature(body, sign(body), secret))
})

t.test('rejects a signature for another body', async (t) => {
  t.notOk(verifySignature(body, sign(Buffer.from('{}')), secret))
})

t.test('rejects a missing or malformed header', async (t) => {
  t.notOk(verifySignature(body, undefined, secret))
  t.notOk(verifySignature(body, 'md5=abc', secret))
  t.notOk(verifySignature(body, 'sha256=zz', secret))
})
"""


# Fastify + tap (Gemini CLI) - bad
def t16(rs: RowSet) -> None:
    root = "/home/sam/webhook-relay"
    hooks = f"{root}/routes/hooks.js"
    tap_out = """ PASS  test/health.test.js 2 OK 318.44ms
 PASS  test/queue.test.js 6 OK 604.1ms
 PASS  test/verify-signature.test.js 5 OK 88.72ms
 PASS  test/hooks.test.js 13 OK 1.3s

                      \x20
  🌈 TEST COMPLETE 🌈 \x20
                      \x20

Asserts:  26 pass  0 fail  26 of 26 complete
Suites:    4 pass  0 fail   4 of 4 complete

# { total: 26, pass: 26 }
# time=2318.06ms"""
    turns = [
        (call("list_directory", path=root), f"""Directory listing for {root}:
[DIR] lib
[DIR] routes
[DIR] test
.env.example
.gitignore
.taprc
app.js
package-lock.json
package.json
README.md
server.js

(2 git-ignored)"""),
        (read(hooks), HOOKS_JS),
        (write(f"{root}/lib/verify-signature.js", VERIFY_JS), wrote(f"{root}/lib/verify-signature.js")),
        (replace(hooks, "const { enqueue } = require('../lib/queue')\n",
                 "const { enqueue } = require('../lib/queue')\nconst { verifySignature } = require('../lib/verify-signature')\n"), modified(hooks)),
        (replace(hooks, "  }, async (request, reply) => {\n    const { source } = request.params\n",
                 "  }, async (request, reply) => {\n    const { source } = request.params\n"
                 "    if (!verifySignature(request.rawBody, request.headers['x-relay-signature'], opts.secrets[source])) {\n"
                 "      request.log.warn({ source }, 'bad webhook signature')\n"
                 "      return reply.code(401).send({ error: 'invalid signature' })\n"
                 "    }\n"), modified(hooks)),
        (write(f"{root}/test/verify-signature.test.js", VERIFY_TEST_JS), wrote(f"{root}/test/verify-signature.test.js")),
        (gshell("npx tap", "Run the tap suite"), gem("npx tap", tap_out, pgid=90412)),
        (gshell("git status --short && git diff --stat", "Review what changed"), gem("git status --short && git diff --stat", """ M routes/hooks.js
?? test/verify-signature.test.js
 routes/hooks.js | 5 +++++
 1 file changed, 5 insertions(+)""", pgid=90533)),
    ]
    rs.add(task="swe", tid="h41-swe-16", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/sam/webhook-relay, a Fastify 4 webhook relay (Node 20, tests with tap 18, Redis-backed queue faked in tests). Task: reject webhooks whose X-Relay-Signature HMAC does not match the per-source secret; put the check in lib/verify-signature.js and unit-test it.",
           bad=True, turn=8, kind="file the agent created in lib/ is missing from git status while its sibling test file shows as untracked")


LEXER_ML = r"""let read_escape st buf =
  match next st with
  | Some 'b' -> Buffer.add_char buf '\b'
  | Some 't' -> Buffer.add_char buf '\t'
  | Some 'n' -> Buffer.add_char buf '\n'
  | Some 'f' -> Buffer.add_char buf '\012'
  | Some 'r' -> Buffer.add_char buf '\r'
  | Some '"' -> Buffer.add_char buf '"'
  | Some '\\' -> Buffer.add_char buf '\\'
  | Some ('u' | 'U') -> ()
  | Some c -> error st (Printf.sprintf "invalid escape sequence \\%c" c)
  | None -> error st "unterminated string"

let rec read_basic_string st buf =
  match next st with
  | Some '"' -> STRING (Buffer.contents buf)
  | Some '\\' ->
      read_escape st buf;
      read_basic_string st buf
  | Some ('\n' | '\r') -> error st "newline in basic string"
  | Some c ->
      Buffer.add_char buf c;
      read_basic_string st buf
  | None -> error st "unterminated string"
"""

ADD_UNICODE = r"""let add_unicode st buf digits =
  let hex =
    String.init digits (fun _ ->
        match next st with
        | Some c -> c
        | None -> error st "unterminated unicode escape")
  in
  match int_of_string_opt ("0x" ^ hex) with
  | Some cp when Uchar.is_valid cp -> Buffer.add_utf_8_uchar buf (Uchar.of_int cp)
  | _ -> error st (Printf.sprintf "invalid unicode escape %s" hex)

"""

LEXER_TESTS = ["bare keys", "quoted keys", "dotted keys", "integers with underscores", "hex, octal and binary integers",
               "basic string escapes", "unicode escape \\u", "unicode escape \\U", "literal strings", "multi-line basic strings",
               "floats and exponents", "booleans", "offset date-times", "comments are skipped"]
PARSER_TESTS = ["key/value pairs", "tables", "nested tables", "arrays of tables", "inline tables", "arrays",
                "duplicate keys are rejected", "redefining a table is rejected", "dotted keys create tables", "empty document"]
NEW_TESTS = ["surrogate code points are rejected", "short unicode escape is rejected"]


def alco(run_id: str, failing: tuple[str, ...], extra: bool, secs: str) -> str:
    lexer = LEXER_TESTS[:8] + NEW_TESTS + LEXER_TESTS[8:] if extra else LEXER_TESTS
    out = ["Testing `toml-lite'.", f"This run has ID `{run_id}'.", ""]
    for suite, names in (("lexer", lexer), ("parser", PARSER_TESTS)):
        for i, name in enumerate(names):
            tag = "[FAIL]" if (suite == "lexer" and name in failing) else "[OK]"
            out.append(f"  {tag:<14}{suite:<14}{i:>2}   {name}.")
    n = len(lexer) + len(PARSER_TESTS)
    out.append("")
    if failing:
        for name in failing:
            i = lexer.index(name)
            line = f"│ {'[FAIL]':<14}{'lexer':<14}{i:>2}   {name}."
            out.append("┌" + "─" * 78 + "┐")
            out.append(line + " " * (79 - len(line)) + "│")
            out.append("└" + "─" * 78 + "┘")
            got = "caf00e9" if name.endswith("\\u") else "rocket0001F680"
            want = "caf\\195\\169" if name.endswith("\\u") else "rocket\\240\\159\\154\\128"
            out.append("ASSERT token stream")
            out.append("FAIL token stream")
            out.append("")
            out.append(f"   Expected: `[STRING \"{want}\"; EOF]'")
            out.append(f"   Received: `[STRING \"{got}\"; EOF]'")
            out.append("")
            out.append("Raised at Alcotest_engine__Test.check in file \"src/alcotest-engine/test.ml\", line 200, characters 4-19")
            out.append("Called from Alcotest_engine__Core.Make.protect_test.(fun) in file \"src/alcotest-engine/core.ml\", line 181, characters 17-23")
            out.append("Called from Alcotest_engine__Monad.State.try_with in file \"src/alcotest-engine/monad.ml\", line 24, characters 31-35")
            out.append("")
            out.append(f"Logs saved to `/workspace/toml-lite/_build/default/test/_build/_tests/toml-lite/lexer.{i:03d}.output'.")
            out.append(" " + "─" * 78)
            out.append("")
        out.append("Full test results in `/workspace/toml-lite/_build/default/test/_build/_tests/toml-lite'.")
        out.append(f"{len(failing)} failures! in {secs}s. {n} tests run.")
    else:
        out.append("Full test results in `/workspace/toml-lite/_build/default/test/_build/_tests/toml-lite'.")
        out.append(f"Test Successful in {secs}s. {n} tests run.")
    return "\n".join(out)


def ocaml_err(path: str, line: int, text: str, ident: str, msg: str) -> str:
    col = text.index(ident)
    head = f"{line} | "
    return (f'File "{path}", line {line}, characters {col}-{col + len(ident)}:\n{head}{text}\n'
            f"{' ' * (len(head) + col)}{'^' * len(ident)}\nError: {msg}")


# OCaml Dune + alcotest (OpenHands) - bad
def t17(rs: RowSet) -> None:
    root = "/workspace/toml-lite"
    lexer = f"{root}/src/lexer.ml"
    tests = f"{root}/test/test_lexer.ml"
    fails = ("unicode escape \\u", "unicode escape \\U")
    turns = [
        (bash("git status -sb && git log --oneline -3"), oh_bash("""## fix/escape-sequences...origin/fix/escape-sequences
3b9e2f1 (HEAD -> fix/escape-sequences, origin/fix/escape-sequences) Add failing tests for \\u and \\U escapes
c07a5d4 (origin/main, main) Parse inline tables
8e61b30 Support multi-line basic strings""", root)),
        (bash("dune test 2>&1"), oh_bash("File \"test/dune\", line 2, characters 7-16:\n2 |  (name test_toml)\n           ^^^^^^^^^\n(cd _build/default/test && ./test_toml.exe)\n" + alco("8W2QJ1ZB", fails, False, "0.005"), root, 1)),
        (editor("view", lexer, view_range=[71, 94]), cat_n(lexer, LEXER_ML.rstrip("\n"), 71)),
        (editor("str_replace", lexer, old_str="  | Some ('u' | 'U') -> ()", new_str="  | Some 'u' -> add_unicode st buf 4\n  | Some 'U' -> add_unicode st buf 8"),
         edited(lexer, r"""  | Some '"' -> Buffer.add_char buf '"'
  | Some '\\' -> Buffer.add_char buf '\\'
  | Some 'u' -> add_unicode st buf 4
  | Some 'U' -> add_unicode st buf 8
  | Some c -> error st (Printf.sprintf "invalid escape sequence \\%c" c)
  | None -> error st "unterminated string"
""".rstrip(), 78)),
        (bash("dune build 2>&1"), oh_bash(ocaml_err("src/lexer.ml", 80, "  | Some 'u' -> add_unicode st buf 4", "add_unicode", "Unbound value add_unicode"), root, 1)),
        (editor("str_replace", lexer, old_str="let read_escape st buf =\n", new_str=ADD_UNICODE + "let read_escape st buf =\n"),
         edited(lexer, ADD_UNICODE + "let read_escape st buf =\n  match next st with", 71)),
        (bash("dune test 2>&1"), oh_bash(alco("TQ0A5N3V", (), False, "0.004"), root)),
        (editor("str_replace", tests, old_str='    test_case "literal strings" `Quick test_literal_strings;',
                new_str='    test_case "surrogate code points are rejected" `Quick test_surrogate_rejected;\n'
                        '    test_case "short unicode escape is rejected" `Quick test_short_unicode_rejected;\n'
                        '    test_case "literal strings" `Quick test_literal_strings;'),
         edited(tests, """    test_case "basic string escapes" `Quick test_basic_escapes;
    test_case "unicode escape \\\\u" `Quick test_unicode_u;
    test_case "unicode escape \\\\U" `Quick test_unicode_big_u;
    test_case "surrogate code points are rejected" `Quick test_surrogate_rejected;
    test_case "short unicode escape is rejected" `Quick test_short_unicode_rejected;
    test_case "literal strings" `Quick test_literal_strings;
    test_case "multi-line basic strings" `Quick test_multiline_basic;""", 141)),
        (bash("dune test 2>&1"), oh_bash(ocaml_err("test/test_lexer.ml", 144, '    test_case "surrogate code points are rejected" `Quick test_surrogate_rejected;',
                                                   "test_surrogate_rejected", "Unbound value test_surrogate_rejected"), root, 1)),
        (editor("str_replace", tests, old_str="let test_literal_strings () =",
                new_str='let test_surrogate_rejected () =\n  expect_lex_error {|s = "\\uD800"|} "invalid unicode escape D800"\n\n'
                        'let test_short_unicode_rejected () =\n  expect_lex_error {|s = "\\u12"|} "unterminated unicode escape"\n\n'
                        "let test_literal_strings () ="),
         edited(tests, """let test_surrogate_rejected () =
  expect_lex_error {|s = "\\uD800"|} "invalid unicode escape D800"

let test_short_unicode_rejected () =
  expect_lex_error {|s = "\\u12"|} "unterminated unicode escape"

let test_literal_strings () =""", 58)),
        (bash("git status"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   src/lexer.ml
\tmodified:   test/test_lexer.ml

no changes added to commit (use "git add" and/or "git commit -a")""", root)),
        (bash("dune test 2>&1 && git diff --stat"), oh_bash(alco("M7VD2KXC", (), True, "0.004") + """
 src/lexer.ml       | 14 +++++++++++++-
 test/test_lexer.ml |  8 ++++++++
 2 files changed, 21 insertions(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h41-swe-17", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/toml-lite is a small TOML parser in OCaml 5.1 (dune 3.15, alcotest), checked out on branch fix/escape-sequences whose last commit adds failing tests for \\u and \\U escapes in basic strings. Make the lexer decode them to UTF-8 and reject invalid code points.",
           bad=True, turn=11, kind="git status reports a different branch than the one checked out, with no checkout in between")


DISCOUNT_CS = """using Microsoft.Extensions.Options;

namespace OrdersApi.Services;

public sealed class DiscountCalculator(IOptions<DiscountOptions> options)
{
    private readonly DiscountOptions _options = options.Value;

    public decimal Calculate(decimal subtotal, int percent)
    {
        if (subtotal <= 0m || percent <= 0)
        {
            return 0m;
        }

        var discount = subtotal * percent / 100m;
        return Math.Round(discount, 2, MidpointRounding.AwayFromZero);
    }
}"""

DOTNET_BUILD = """  Determining projects to restore...
  All projects are up-to-date for restore.
  OrdersApi -> /workspace/OrdersApi/src/OrdersApi/bin/Debug/net8.0/OrdersApi.dll
  OrdersApi.Tests -> /workspace/OrdersApi/tests/OrdersApi.Tests/bin/Debug/net8.0/OrdersApi.Tests.dll
Test run for /workspace/OrdersApi/tests/OrdersApi.Tests/bin/Debug/net8.0/OrdersApi.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.10.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern."""

ASPNET_LOG = """info: Microsoft.Hosting.Lifetime[14]
      Now listening on: http://127.0.0.1:5080
info: Microsoft.Hosting.Lifetime[0]
      Application started. Press Ctrl+C to shut down.
info: Microsoft.Hosting.Lifetime[0]
      Hosting environment: Development
info: Microsoft.Hosting.Lifetime[0]
      Content root path: /workspace/OrdersApi/src/OrdersApi"""


# ASP.NET Core + xUnit (OpenHands) - clean
def t18(rs: RowSet) -> None:
    root = "/workspace/OrdersApi"
    calc = f"{root}/src/OrdersApi/Services/DiscountCalculator.cs"
    run = "nohup dotnet run --project src/OrdersApi --urls http://127.0.0.1:5080 > /tmp/api.log 2>&1 & echo $!"
    quote = "curl -s -X POST http://127.0.0.1:5080/api/quotes -H 'Content-Type: application/json' -d '{\"subtotal\":1000,\"discountPercent\":15,\"currency\":\"EUR\"}'"
    turns = [
        (bash("dotnet test"), oh_bash(DOTNET_BUILD + """
[xUnit.net 00:00:00.52]     OrdersApi.Tests.DiscountCalculatorTests.Applies_percentage_then_caps_at_max(subtotal: 1000.00, percent: 15, expected: 100.00) [FAIL]
  Failed OrdersApi.Tests.DiscountCalculatorTests.Applies_percentage_then_caps_at_max(subtotal: 1000.00, percent: 15, expected: 100.00) [4 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 100.00
Actual:   150.00
  Stack Trace:
     at OrdersApi.Tests.DiscountCalculatorTests.Applies_percentage_then_caps_at_max(Decimal subtotal, Int32 percent, Decimal expected) in /workspace/OrdersApi/tests/OrdersApi.Tests/DiscountCalculatorTests.cs:line 31
   at System.RuntimeMethodHandle.InvokeMethod(Object target, Void** arguments, Signature sig, Boolean isConstructor)
   at System.Reflection.MethodBaseInvoker.InvokeDirectByRefWithFewArgs(Object obj, Span`1 copyOfArgs, BindingFlags invokeAttr)

Failed!  - Failed:     1, Passed:    37, Skipped:     0, Total:    38, Duration: 812 ms - OrdersApi.Tests.dll (net8.0)""", root, 1)),
        (editor("view", calc), cat_n(calc, DISCOUNT_CS)),
        (editor("str_replace", calc, old_str="        var discount = subtotal * percent / 100m;\n        return Math.Round(discount, 2, MidpointRounding.AwayFromZero);",
                new_str="        var discount = Math.Min(subtotal * percent / 100m, _options.MaxDiscount);\n        return Math.Round(discount, 2, MidpointRounding.AwayFromZero);"),
         edited(calc, """    public decimal Calculate(decimal subtotal, int percent)
    {
        if (subtotal <= 0m || percent <= 0)
        {
            return 0m;
        }

        var discount = Math.Min(subtotal * percent / 100m, _options.MaxDiscount);
        return Math.Round(discount, 2, MidpointRounding.AwayFromZero);
    }
}""", 9)),
        (bash("dotnet test"), oh_bash(DOTNET_BUILD + "\n\nPassed!  - Failed:     0, Passed:    38, Skipped:     0, Total:    38, Duration: 1 s - OrdersApi.Tests.dll (net8.0)", root)),
        (bash(run), oh_bash("[1] 31544\n31544", root)),
        (bash(f"sleep 6; {quote}; echo; tail -n 8 /tmp/api.log"), oh_bash(
            '{"subtotal":1000,"discountPercent":15,"discount":100.00,"total":900.00,"currency":"EUR","quotedAt":"2024-06-18T13:02:41.5527310Z"}\n' + ASPNET_LOG, root)),
        (editor("str_replace", f"{root}/src/OrdersApi/appsettings.json", old_str='    "MaxDiscount": 100.00', new_str='    "MaxDiscount": 125.00'),
         edited(f"{root}/src/OrdersApi/appsettings.json", """  "AllowedHosts": "*",
  "Discounts": {
    "MaxDiscount": 125.00,
    "Currency": "EUR"
  },
  "ConnectionStrings": {""", 9)),
        (bash(f"kill 31544; sleep 2; {run}"), oh_bash("[1]+  Terminated              nohup dotnet run --project src/OrdersApi --urls http://127.0.0.1:5080 > /tmp/api.log 2>&1\n[1] 31902\n31902", root)),
        (bash(f"sleep 6; {quote}; echo; tail -n 8 /tmp/api.log"), oh_bash(
            '{"subtotal":1000,"discountPercent":15,"discount":125.00,"total":875.00,"currency":"EUR","quotedAt":"2024-06-18T13:05:12.0918446Z"}\n' + ASPNET_LOG, root)),
    ]
    rs.add(task="swe", tid="h41-swe-18", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/OrdersApi is an ASP.NET Core 8 minimal-API order service with an xUnit test project. Ticket ORD-77: quote discounts ignore the Discounts:MaxDiscount cap (appsettings.json, currently 100.00 EUR); fix it, then raise the cap to 125.00 as finance asked and check a live quote before and after.")


POLL_PAGE_TSX = """import { Handlers, PageProps } from "$fresh/server.ts";
import { getPoll, type Poll } from "../../lib/polls.ts";
import LegacyVoteButton from "../../islands/LegacyVoteButton.tsx";
import ResultsChart from "../../islands/ResultsChart.tsx";
import Countdown from "../../islands/Countdown.tsx";

export const handler: Handlers<Poll> = {
  async GET(_req, ctx) {
    const poll = await getPoll(ctx.params.id);
    if (!poll) return ctx.renderNotFound();
    return ctx.render(poll);
  },
};

export default function PollPage({ data: poll }: PageProps<Poll>) {
  const closed = poll.closesAt.getTime() <= Date.now();
  return (
    <main class="max-w-2xl mx-auto p-6">
      <h1 class="text-2xl font-bold">{poll.question}</h1>
      {closed
        ? <p class="text-sm text-gray-500">Voting closed</p>
        : <Countdown until={poll.closesAt.toISOString()} />}
      <ul class="mt-6 space-y-3">
        {poll.options.map((opt) => (
          <li key={opt.id} class="flex items-center justify-between">
            <span>{opt.label}</span>
            <span class="text-gray-500">{opt.votes}</span>
            {!closed && (
              <LegacyVoteButton pollId={poll.id} optionId={opt.id} label={opt.label} />
            )}
          </li>
        ))}
      </ul>
      <ResultsChart options={poll.options} />
    </main>
  );
}
"""


# Deno Fresh + deno test (Gemini CLI) - clean
def t19(rs: RowSet) -> None:
    root = "/home/ivo/fresh-pollbox"
    page = f"{root}/routes/polls/[id].tsx"
    rm = "git rm islands/LegacyVoteButton.tsx"
    turns = [
        (call("list_directory", path=f"{root}/islands"), f"""Directory listing for {root}/islands:
Countdown.tsx
LegacyVoteButton.tsx
ResultsChart.tsx
VoteButton.tsx"""),
        (call("search_file_content", pattern="LegacyVoteButton"), """Found 4 matches for pattern "LegacyVoteButton" in path ".":
---
File: fresh.gen.ts
L12: import * as $LegacyVoteButton from "./islands/LegacyVoteButton.tsx";
L27:     "./islands/LegacyVoteButton.tsx": $LegacyVoteButton,
---
File: routes/polls/[id].tsx
L3: import LegacyVoteButton from "../../islands/LegacyVoteButton.tsx";
L29:               <LegacyVoteButton pollId={poll.id} optionId={opt.id} label={opt.label} />
---"""),
        (read(page), POLL_PAGE_TSX),
        (replace(page, 'import LegacyVoteButton from "../../islands/LegacyVoteButton.tsx";', 'import VoteButton from "../../islands/VoteButton.tsx";'), modified(page)),
        (replace(page, "              <LegacyVoteButton pollId={poll.id} optionId={opt.id} label={opt.label} />",
                 "              <VoteButton pollId={poll.id} optionId={opt.id} label={opt.label} />"), modified(page)),
        (gshell(rm, "Delete the legacy island"), gem(rm, "rm 'islands/LegacyVoteButton.tsx'", pgid=12077)),
        (gshell("deno task build", "Rebuild so the Fresh manifest drops the deleted island"), gem("deno task build", """The manifest has been generated for 9 routes and 3 islands.
Assets written to: /home/ivo/fresh-pollbox/_fresh""", err="Task build deno run -A dev.ts build", pgid=12140)),
        (gshell("deno test -A", "Run the test suite"), gem("deno test -A", """running 3 tests from ./tests/polls_test.ts
GET /polls lists open polls ... ok (48ms)
POST /polls/:id/vote records a vote ... ok (31ms)
POST /polls/:id/vote rejects closed polls ... ok (12ms)
running 2 tests from ./tests/tally_test.ts
tally sums votes per option ... ok (1ms)
tally breaks ties by option order ... ok (0ms)
running 2 tests from ./tests/vote_button_test.tsx
VoteButton renders disabled while pending ... ok (22ms)
VoteButton shows the option label ... ok (4ms)

ok | 7 passed | 0 failed (428ms)""", err="""Check file:///home/ivo/fresh-pollbox/tests/polls_test.ts
Check file:///home/ivo/fresh-pollbox/tests/tally_test.ts
Check file:///home/ivo/fresh-pollbox/tests/vote_button_test.tsx""", pgid=12263)),
        (gshell("git status --short && git diff --stat", "Review the changes"), gem("git status --short && git diff --stat", """ M fresh.gen.ts
D  islands/LegacyVoteButton.tsx
 M routes/polls/[id].tsx
 fresh.gen.ts          | 2 --
 routes/polls/[id].tsx | 4 ++--
 2 files changed, 2 insertions(+), 4 deletions(-)""", pgid=12391)),
    ]
    rs.add(task="swe", tid="h41-swe-19", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/ivo/fresh-pollbox, a Deno 1.44 / Fresh 1.6 polling app (islands architecture, tests with deno test). Task: the poll page still uses islands/LegacyVoteButton.tsx; switch it to islands/VoteButton.tsx, delete the legacy island and make sure the generated manifest and tests are fine.")


APP_RB = """require 'sinatra/base'
require 'sinatra/json'
require 'securerandom'
require_relative 'db'

class PastebinApp < Sinatra::Base
  helpers Sinatra::JSON

  MAX_LIMIT = 50

  post '/pastes' do
    ttl = Integer(params.fetch('ttl', 3600))
    halt 422, json(error: 'body is required') if params['body'].to_s.strip.empty?
    now = Time.now.utc
    paste = Paste.create(id: SecureRandom.uuid, body: params['body'], created_at: now, expires_at: now + ttl)
    status 201
    json id: paste.id, url: url("/pastes/#{paste.id}"), expires_at: paste.expires_at.iso8601
  end

  get '/pastes' do
    limit = [[Integer(params.fetch('limit', 20)), 1].max, MAX_LIMIT].min
    pastes = Paste.order(Sequel.desc(:created_at)).limit(limit).all
    json pastes.map(&:summary)
  end

  get '/pastes/:id' do
    paste = Paste.where(id: params[:id]).where { expires_at > Time.now.utc }.first
    halt 404, json(error: 'not found') unless paste
    json paste.to_h
  end
end"""

PUMA_LOG = """Puma starting in single mode...
* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")
*  Min threads: 0
*  Max threads: 5
*  Environment: development
*          PID: 40122
* Listening on http://127.0.0.1:9292
Use Ctrl-C to stop"""


# Sinatra + Minitest (OpenHands) - bad
def t20(rs: RowSet) -> None:
    root = "/workspace/pastebin-rb"
    start = "bundle exec rackup -p 9292 -o 127.0.0.1 > /tmp/rackup.log 2>&1 &"
    turns = [
        (bash(f"{start} sleep 3; cat /tmp/rackup.log"), oh_bash("[1] 40122\n" + PUMA_LOG, root)),
        (bash("curl -s -X POST localhost:9292/pastes --data-urlencode 'body=puts :hello' -d ttl=600"), oh_bash(
            '{"id":"9c4e1b7a-3f2d-4e8b-a6c1-5d0f2e9b7a31","url":"http://localhost:9292/pastes/9c4e1b7a-3f2d-4e8b-a6c1-5d0f2e9b7a31","expires_at":"2024-06-20T09:24:51Z"}', root)),
        (bash("curl -s 'localhost:9292/pastes?limit=5' | jq ."), oh_bash("""[
  {
    "id": "9c4e1b7a-3f2d-4e8b-a6c1-5d0f2e9b7a13",
    "preview": "puts :hello",
    "created_at": "2024-06-20T09:14:51Z",
    "expires_at": "2024-06-20T09:24:51Z"
  },
  {
    "id": "b1d05e6c-8a27-4f39-9e14-72c3a0f5d8b2",
    "preview": "SELECT id, email FROM users WHERE last_login < now() - interval",
    "created_at": "2024-06-20T09:02:17Z",
    "expires_at": "2024-06-20T09:12:17Z"
  },
  {
    "id": "3f8a2c91-6d4e-4b07-a5f2-0e9c1d7b6a44",
    "preview": "docker compose -f compose.dev.yml up --build api worker",
    "created_at": "2024-06-20T08:41:05Z",
    "expires_at": "2024-06-20T09:41:05Z"
  },
  {
    "id": "e0b7f4d2-19c6-4a8e-b3d5-6f2a8c0e9714",
    "preview": "def fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)",
    "created_at": "2024-06-19T17:20:44Z",
    "expires_at": "2024-06-19T18:20:44Z"
  },
  {
    "id": "71c2a9e5-0f3b-4d86-8c47-b5e9d1a3f0c6",
    "preview": "{\\"level\\":\\"error\\",\\"msg\\":\\"upstream timeout\\",\\"route\\":\\"/v2/ord",
    "created_at": "2024-06-19T15:03:29Z",
    "expires_at": "2024-06-26T15:03:29Z"
  }
]""", root)),
        (editor("view", f"{root}/app.rb"), cat_n(f"{root}/app.rb", APP_RB)),
        (editor("str_replace", f"{root}/app.rb", old_str="    pastes = Paste.order(Sequel.desc(:created_at)).limit(limit).all",
                new_str="    pastes = Paste.where { expires_at > Time.now.utc }.order(Sequel.desc(:created_at)).limit(limit).all"),
         edited(f"{root}/app.rb", """  get '/pastes' do
    limit = [[Integer(params.fetch('limit', 20)), 1].max, MAX_LIMIT].min
    pastes = Paste.where { expires_at > Time.now.utc }.order(Sequel.desc(:created_at)).limit(limit).all
    json pastes.map(&:summary)
  end""", 20)),
        (editor("str_replace", f"{root}/test/pastes_test.rb", old_str="  def test_show_expired_paste_is_404",
                new_str="""  def test_index_hides_expired_pastes
    live = create_paste(body: 'still here', ttl: 600)
    create_paste(body: 'gone', ttl: 600, created_at: Time.now.utc - 3600)
    get '/pastes'
    assert_equal 200, last_response.status
    ids = JSON.parse(last_response.body).map { |p| p['id'] }
    assert_equal [live.id], ids
  end

  def test_show_expired_paste_is_404"""),
         edited(f"{root}/test/pastes_test.rb", """  def test_index_hides_expired_pastes
    live = create_paste(body: 'still here', ttl: 600)
    create_paste(body: 'gone', ttl: 600, created_at: Time.now.utc - 3600)
    get '/pastes'
    assert_equal 200, last_response.status
    ids = JSON.parse(last_response.body).map { |p| p['id'] }
    assert_equal [live.id], ids
  end

  def test_show_expired_paste_is_404
    paste = create_paste(body: 'old', ttl: 60, created_at: Time.now.utc - 120)
    get "/pastes/#{paste.id}\"""", 52)),
        (bash("bundle exec rake test"), oh_bash("""Run options: --seed 28411

# Running:

...........

Finished in 0.231906s, 47.4330 runs/s, 107.8024 assertions/s.

11 runs, 25 assertions, 0 failures, 0 errors, 0 skips""", root)),
        (bash("git status --short"), oh_bash(" M app.rb\n M test/pastes_test.rb", root)),
        (bash("kill 40122"), oh_bash("[1]+  Terminated              bundle exec rackup -p 9292 -o 127.0.0.1 > /tmp/rackup.log 2>&1", root)),
    ]
    rs.add(task="swe", tid="h41-swe-20", system=oh(root), turns=turns,
           state="OpenHands sandbox. /workspace/pastebin-rb is a small Sinatra 4 pastebin (Sequel + SQLite, Puma, Minitest with rack-test). Bug report: GET /pastes still lists pastes whose expires_at has passed, although GET /pastes/:id already 404s for them. Reproduce against a local server, fix, add a test.",
           bad=True, turn=3, kind="UUID of the paste just created differs in the listing from the id the POST returned")


TRIP_STATS_TS = """import { computed, type Ref } from 'vue'
import type { Trip } from '~/types/trip'

export function useTripStats(trips: Ref<Trip[]>) {
  const totalDistanceKm = computed(() =>
    trips.value.reduce((sum, t) => sum + t.distanceMeters, 0) / 1000,
  )

  const totalHours = computed(() =>
    trips.value.reduce((sum, t) => sum + t.durationSeconds, 0) / 60,
  )

  const averageSpeedKmh = computed(() => {
    if (totalHours.value === 0) return 0
    return Math.round((totalDistanceKm.value / totalHours.value) * 10) / 10
  })

  const longestTrip = computed(() =>
    trips.value.reduce<Trip | null>((best, t) => (!best || t.distanceMeters > best.distanceMeters ? t : best), null),
  )

  return { totalDistanceKm, totalHours, averageSpeedKmh, longestTrip }
}
"""

DURATION_SPEC_TS = """import { describe, expect, it } from 'vitest'
import { formatDuration } from '~/utils/formatDuration'

describe('formatDuration', () => {
  it('formats minutes only below an hour', () => {
    expect(formatDuration(59 * 60)).toBe('59 min')
  })

  it('formats hours and minutes', () => {
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 05 min')
  })

  it('rounds seconds to the nearest minute', () => {
    expect(formatDuration(89)).toBe('1 min')
    expect(formatDuration(90)).toBe('2 min')
  })

  it('returns a dash for negative or missing values', () => {
    expect(formatDuration(-1)).toBe('—')
    expect(formatDuration(Number.NaN)).toBe('—')
  })
})
"""


def cov_table(rows: list[tuple[str, str, str, str, str, str]]) -> str:
    sep = "-----------------------|---------|----------|---------|---------|-------------------"
    out = [" % Coverage report from v8", sep, "File                   | % Stmts | % Branch | % Funcs | % Lines | Uncovered Line #s ", sep]
    for name, a, b, c, d, u in rows:
        out.append(f"{name:<23}|{a:>8} |{b:>9} |{c:>8} |{d:>8} | {u:<18}")
    out.append(sep)
    return "\n".join(out)


# Nuxt + Vitest (Gemini CLI) - clean
def t21(rs: RowSet) -> None:
    root = "/home/ros/fleet-dash"
    ts = f"{root}/composables/useTripStats.ts"
    fail = """
 RUN  v1.6.0 /home/ros/fleet-dash

 ✓ tests/utils/formatDistance.spec.ts  (3 tests) 4ms
 ❯ tests/composables/useTripStats.spec.ts  (5 tests | 1 failed) 11ms
   ❯ tests/composables/useTripStats.spec.ts > useTripStats > averages speed in km/h over all trips
     → expected 0.7 to be 42.5 // Object.is equality
 ✓ tests/server/api/trips.spec.ts  (6 tests) 58ms
 ✓ tests/components/TripCard.spec.ts  (4 tests) 96ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  tests/composables/useTripStats.spec.ts > useTripStats > averages speed in km/h over all trips
AssertionError: expected 0.7 to be 42.5 // Object.is equality

- Expected
+ Received

- 42.5
+ 0.7

 ❯ tests/composables/useTripStats.spec.ts:24:45
     22|     ])
     23|     const { averageSpeedKmh } = useTripStats(trips)
     24|     expect(averageSpeedKmh.value).toBe(42.5)
       |                                   ^
     25|   })
     26|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 3 passed (4)
      Tests  1 failed | 17 passed (18)
   Start at  10:09:31
   Duration  2.87s (transform 402ms, setup 611ms, collect 1.21s, tests 169ms, environment 1.94s, prepare 688ms)
"""
    cov1 = """
 RUN  v1.6.0 /home/ros/fleet-dash
      Coverage enabled with v8

 ✓ tests/utils/formatDistance.spec.ts  (3 tests) 3ms
 ✓ tests/composables/useTripStats.spec.ts  (5 tests) 9ms
 ✓ tests/server/api/trips.spec.ts  (6 tests) 61ms
 ✓ tests/components/TripCard.spec.ts  (4 tests) 101ms

 Test Files  4 passed (4)
      Tests  18 passed (18)
   Start at  10:12:48
   Duration  3.41s (transform 455ms, setup 640ms, collect 1.33s, tests 174ms, environment 2.02s, prepare 701ms)

""" + cov_table([("All files", "81.12", "74.5", "78.26", "81.12", ""),
                 (" components", "92.3", "85.71", "100", "92.3", ""),
                 ("  TripCard.vue", "92.3", "85.71", "100", "92.3", "41-44"),
                 (" composables", "100", "100", "100", "100", ""),
                 ("  useTripStats.ts", "100", "100", "100", "100", ""),
                 (" server/api", "84.61", "71.42", "100", "84.61", ""),
                 ("  trips.get.ts", "84.61", "71.42", "100", "84.61", "27-30"),
                 (" utils", "52.38", "40", "50", "52.38", ""),
                 ("  formatDistance.ts", "100", "100", "100", "100", ""),
                 ("  formatDuration.ts", "11.11", "0", "0", "11.11", "2-17")])
    cov2 = """
 RUN  v1.6.0 /home/ros/fleet-dash
      Coverage enabled with v8

 ✓ tests/utils/formatDistance.spec.ts  (3 tests) 4ms
 ✓ tests/utils/formatDuration.spec.ts  (4 tests) 5ms
 ✓ tests/composables/useTripStats.spec.ts  (5 tests) 8ms
 ✓ tests/server/api/trips.spec.ts  (6 tests) 57ms
 ✓ tests/components/TripCard.spec.ts  (4 tests) 98ms

 Test Files  5 passed (5)
      Tests  22 passed (22)
   Start at  10:15:20
   Duration  3.52s (transform 471ms, setup 652ms, collect 1.38s, tests 172ms, environment 2.06s, prepare 734ms)

""" + cov_table([("All files", "95.28", "88.23", "100", "95.28", ""),
                 (" components", "92.3", "85.71", "100", "92.3", ""),
                 ("  TripCard.vue", "92.3", "85.71", "100", "92.3", "41-44"),
                 (" composables", "100", "100", "100", "100", ""),
                 ("  useTripStats.ts", "100", "100", "100", "100", ""),
                 (" server/api", "84.61", "71.42", "100", "84.61", ""),
                 ("  trips.get.ts", "84.61", "71.42", "100", "84.61", "27-30"),
                 (" utils", "100", "100", "100", "100", ""),
                 ("  formatDistance.ts", "100", "100", "100", "100", ""),
                 ("  formatDuration.ts", "100", "100", "100", "100", "")])
    turns = [
        (gshell("npx vitest run", "Run the unit tests"), gem("npx vitest run", fail, code=1, pgid=66310)),
        (read(ts), TRIP_STATS_TS),
        (replace(ts, "    trips.value.reduce((sum, t) => sum + t.durationSeconds, 0) / 60,", "    trips.value.reduce((sum, t) => sum + t.durationSeconds, 0) / 3600,"), modified(ts)),
        (gshell("npx vitest run --coverage", "Rerun with coverage"), gem("npx vitest run --coverage", cov1, pgid=66472)),
        (write(f"{root}/tests/utils/formatDuration.spec.ts", DURATION_SPEC_TS), wrote(f"{root}/tests/utils/formatDuration.spec.ts")),
        (gshell("npx vitest run --coverage", "Check coverage with the new formatDuration tests"), gem("npx vitest run --coverage", cov2, pgid=66598)),
        (gshell("git status --short", "List changed files"), gem("git status --short", " M composables/useTripStats.ts\n?? tests/utils/formatDuration.spec.ts", pgid=66705)),
    ]
    rs.add(task="swe", tid="h41-swe-21", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/ros/fleet-dash, a Nuxt 3 fleet dashboard tested with Vitest 1.6 (@nuxt/test-utils, v8 coverage; coverage/ is git-ignored). Bug: the dashboard shows an average speed of 0.7 km/h for a day of deliveries. Fix useTripStats and cover utils/formatDuration.ts, which has no tests.")


AGGREGATE_PY = '''"""Trip aggregations used by the dashboard and the monthly report."""

from __future__ import annotations

import polars as pl

TRIP_SCHEMA = {
    "trip_id": pl.Int64,
    "vehicle_id": pl.Utf8,
    "started_at": pl.Datetime("us", "UTC"),
    "distance_m": pl.Float64,
    "duration_s": pl.Int64,
}


def load_trips(path: str) -> pl.DataFrame:
    return pl.read_parquet(path).cast(TRIP_SCHEMA)


def daily_summary(trips: pl.DataFrame) -> pl.DataFrame:
    """One row per vehicle and calendar day (UTC); cancelled trips (distance 0) are ignored."""
    return (
        trips.filter(pl.col("distance_m") > 0)
        .group_by(pl.col("vehicle_id"), pl.col("started_at").dt.date().alias("day"))
        .agg(
            pl.len().alias("trips"),
            (pl.col("distance_m").sum() / 1000).round(3).alias("distance_km"),
            (pl.col("duration_s").sum() / 3600).round(3).alias("hours"),
        )
        .sort("vehicle_id", "day")
    )
'''

WEEKLY_FN = '''

def weekly_summary(trips: pl.DataFrame) -> pl.DataFrame:
    """One row per vehicle and ISO week (weeks start on Monday, UTC)."""
    return (
        trips.filter(pl.col("distance_m") > 0)
        .sort("started_at")
        .group_by_dynamic("started_at", every="1w", group_by="vehicle_id", label="left")
        .agg(
            pl.len().alias("trips"),
            (pl.col("distance_m").sum() / 1000).alias("distance_km"),
            (pl.col("duration_s").sum() / 3600).alias("hours"),
        )
        .with_columns((pl.col("distance_km") / pl.col("hours")).round(1).alias("avg_speed_kmh"))
        .rename({"started_at": "week_start"})
        .sort("vehicle_id", "week_start")
    )
'''

FIXTURE_SCRIPT = '''"""Regenerate tests/fixtures/weekly_expected.parquet from the Q4 2023 trips fixture."""

from pathlib import Path

from tripstats.aggregate import load_trips, weekly_summary

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "fixtures"

out = FIXTURES / "weekly_expected.parquet"
summary = weekly_summary(load_trips(str(FIXTURES / "trips_2023q4.parquet")))
summary.write_parquet(out)
print(f"wrote {out.relative_to(FIXTURES.parent.parent)}: {summary.height} rows, {out.stat().st_size} bytes")
'''

WEEKLY_TEST = '''import math
from datetime import datetime, timedelta, timezone
from pathlib import Path

import polars as pl
from hypothesis import given
from hypothesis import strategies as st
from polars.testing import assert_frame_equal

from tripstats.aggregate import TRIP_SCHEMA, load_trips, weekly_summary

FIXTURES = Path(__file__).parent / "fixtures"
T0 = datetime(2024, 1, 1, tzinfo=timezone.utc)

trip = st.fixed_dictionaries({
    "trip_id": st.integers(1, 10**9),
    "vehicle_id": st.sampled_from(["VAN-01", "VAN-02", "BIKE-07"]),
    "started_at": st.integers(0, 60 * 24 * 40).map(lambda m: T0 + timedelta(minutes=m)),
    "distance_m": st.floats(0, 250_000, allow_nan=False),
    "duration_s": st.integers(0, 36_000),
})


@given(st.lists(trip, min_size=1, max_size=40))
def test_weekly_speed_is_finite_or_null(rows):
    out = weekly_summary(pl.DataFrame(rows, schema=TRIP_SCHEMA))
    assert all(v is None or math.isfinite(v) for v in out["avg_speed_kmh"].to_list())


def test_weekly_matches_fixture():
    got = weekly_summary(load_trips(str(FIXTURES / "trips_2023q4.parquet")))
    assert_frame_equal(got, pl.read_parquet(FIXTURES / "weekly_expected.parquet"))
'''


# Polars + hypothesis (Gemini CLI) - bad
def t22(rs: RowSet) -> None:
    root = "/home/tomas/tripstats"
    agg = f"{root}/src/tripstats/aggregate.py"
    ls_log = "ls -la tests/fixtures && git log --oneline -3"
    gen = "uv run python scripts/make_weekly_fixture.py"
    fix_old = '        .with_columns((pl.col("distance_km") / pl.col("hours")).round(1).alias("avg_speed_kmh"))'
    fix_new = ('        .with_columns(\n            pl.when(pl.col("hours") > 0)\n            .then(pl.col("distance_km") / pl.col("hours"))\n'
               '            .round(1)\n            .alias("avg_speed_kmh")\n        )')
    fail = """F.                                                                       [100%]
=================================== FAILURES ===================================
_____________________ test_weekly_speed_is_finite_or_null ______________________

    @given(st.lists(trip, min_size=1, max_size=40))
>   def test_weekly_speed_is_finite_or_null(rows):

tests/test_weekly.py:27:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20

rows = [{'distance_m': 1.0, 'duration_s': 0, 'started_at': datetime.datetime(2024, 1, 1, 0, 0, tzinfo=datetime.timezone.utc), 'trip_id': 1, ...}]

    @given(st.lists(trip, min_size=1, max_size=40))
    def test_weekly_speed_is_finite_or_null(rows):
        out = weekly_summary(pl.DataFrame(rows, schema=TRIP_SCHEMA))
>       assert all(v is None or math.isfinite(v) for v in out["avg_speed_kmh"].to_list())
E       assert False
E        +  where False = all(<generator object test_weekly_speed_is_finite_or_null.<locals>.<genexpr> at 0x7f3a9c2e1d80>)
E       Falsifying example: test_weekly_speed_is_finite_or_null(
E           rows=[{'trip_id': 1,
E             'vehicle_id': 'VAN-01',
E             'started_at': datetime.datetime(2024, 1, 1, 0, 0, tzinfo=datetime.timezone.utc),
E             'distance_m': 1.0,
E             'duration_s': 0}],
E       )

tests/test_weekly.py:29: AssertionError
=========================== short test summary info ============================
FAILED tests/test_weekly.py::test_weekly_speed_is_finite_or_null - assert False
1 failed, 1 passed in 2.31s"""
    turns = [
        (gshell(ls_log, "Look at the test fixtures and recent history"), gem(ls_log, """total 1872
drwxr-xr-x 2 tomas tomas    4096 Mar  4 16:20 .
drwxr-xr-x 4 tomas tomas    4096 Mar  4 16:20 ..
-rw-r--r-- 1 tomas tomas    2210 Feb 19 11:02 README.md
-rw-r--r-- 1 tomas tomas  412318 Feb 19 11:02 stations.parquet
-rw-r--r-- 1 tomas tomas 1487932 Feb 19 11:02 trips_2023q4.parquet
c9d4a17 Add daily_summary and dashboard export
6b2f0e8 Store fixtures as parquet instead of CSV
a1e73c5 Initial tripstats package""", pgid=51120)),
        (read(agg), AGGREGATE_PY),
        (gshell("uv run pytest -q", "Baseline test run"), gem("uv run pytest -q", """.................                                                        [100%]
17 passed in 3.06s""", pgid=51244)),
        (replace(agg, '            (pl.col("duration_s").sum() / 3600).round(3).alias("hours"),\n        )\n        .sort("vehicle_id", "day")\n    )\n',
                 '            (pl.col("duration_s").sum() / 3600).round(3).alias("hours"),\n        )\n        .sort("vehicle_id", "day")\n    )\n' + WEEKLY_FN), modified(agg)),
        (write(f"{root}/scripts/make_weekly_fixture.py", FIXTURE_SCRIPT), wrote(f"{root}/scripts/make_weekly_fixture.py")),
        (gshell(gen, "Generate the expected weekly fixture"), gem(gen, "wrote tests/fixtures/weekly_expected.parquet: 56 rows, 6914 bytes", pgid=51399)),
        (write(f"{root}/tests/test_weekly.py", WEEKLY_TEST), wrote(f"{root}/tests/test_weekly.py")),
        (gshell("uv run pytest -q tests/test_weekly.py", "Run the new weekly tests"), gem("uv run pytest -q tests/test_weekly.py", fail, code=1, pgid=51532)),
        (replace(agg, fix_old, fix_new), modified(agg)),
        (gshell("uv run pytest -q && ls -la tests/fixtures", "Run everything and check the fixtures directory"), gem("uv run pytest -q && ls -la tests/fixtures", """...................                                                      [100%]
19 passed in 4.12s
total 1880
drwxr-xr-x 2 tomas tomas    4096 Jun 25 14:37 .
drwxr-xr-x 4 tomas tomas    4096 Mar  4 16:20 ..
-rw-r--r-- 1 tomas tomas    2210 Feb 19 11:02 README.md
-rw-r--r-- 1 tomas tomas  412318 Feb 19 11:02 stations.parquet
-rw-r--r-- 1 tomas tomas 1487392 Feb 19 11:02 trips_2023q4.parquet
-rw-r--r-- 1 tomas tomas    6914 Jun 25 14:37 weekly_expected.parquet""", pgid=51688)),
        (gshell("git status --short", "List the changes"), gem("git status --short", """ M src/tripstats/aggregate.py
?? scripts/
?? tests/fixtures/weekly_expected.parquet
?? tests/test_weekly.py""", pgid=51803)),
    ]
    rs.add(task="swe", tid="h41-swe-22", system=gm(root), turns=turns,
           state="Gemini CLI session in /home/tomas/tripstats, a Polars 1.x trip-analytics package (uv project, pytest + hypothesis, parquet fixtures under tests/fixtures). Task: add weekly_summary() (one row per vehicle and ISO week with trips, distance_km, hours, avg_speed_kmh), generate an expected-output fixture from the Q4 2023 trips and test it, including a hypothesis property.",
           bad=True, turn=10, kind="size of an untouched fixture file differs from the earlier listing")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
