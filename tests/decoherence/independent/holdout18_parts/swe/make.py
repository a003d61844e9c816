# ruff: noqa: E501, W291, W293
"""Held-out set holdout18, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI styles).

Eleven carry exactly one world-model contradiction (label: the 1-based turn whose observation contradicts
an earlier observation or the starting state); eleven are clean but full of legitimate changes (edits,
re-runs with new timings, restarts with new PIDs, cache hits, reformatting, paginated and filtered views).
Run: ``python -m tests.decoherence.independent.holdout18_parts.swe.make`` (writes ``swe_test.jsonl`` and
``labels.json`` next to this file).
"""

from __future__ import annotations

import json
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

Turn = tuple[str, str]


# ----------------------------------------------------------------------------------------------------
# helpers
# ----------------------------------------------------------------------------------------------------

def lines(text: str, lo: int, hi: int | None = None) -> str:
    """Lines lo..hi (1-based, inclusive) of text."""
    parts = text.split("\n")
    return "\n".join(parts[lo - 1:hi if hi is not None else len(parts)])


def nlines(text: str) -> int:
    return text.count("\n") + 1


def tabs(text: str) -> str:
    """Turn leading groups of four spaces into tabs (Go sources)."""
    out = []
    for ln in text.split("\n"):
        stripped = ln.lstrip(" ")
        n = (len(ln) - len(stripped)) // 4
        out.append("\t" * n + ln[n * 4:])
    return "\n".join(out)


def line_no(text: str, needle: str) -> int:
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            return i
    raise AssertionError(needle)


def oh_sh(cmd: str, out: str, cwd: str, code: int = 0) -> Turn:
    return bash(cmd), oh_bash(out, cwd, code)


def oh_view(path: str, text: str, rng: tuple[int, int] | None = None) -> Turn:
    if rng is None:
        return editor("view", path), cat_n(path, text)
    lo, hi = rng
    return editor("view", path, view_range=[lo, hi]), cat_n(path, lines(text, lo, hi), lo)


def oh_sr(path: str, text: str, old: str, new: str, ctx: int = 4) -> tuple[str, str, str]:
    """str_replace: action, the edited-snippet observation, and the new file text."""
    assert text.count(old) == 1, (path, old)
    after = text.replace(old, new)
    start = text[:text.index(old)].count("\n") + 1
    end = start + new.count("\n")
    lo, hi = max(1, start - ctx), min(nlines(after), end + ctx)
    return editor("str_replace", path, old_str=old, new_str=new), edited(path, lines(after, lo, hi), lo), after


def oh_create(path: str, text: str) -> Turn:
    return editor("create", path, file_text=text), f"File created successfully at: {path}"


def g_read(path: str, text: str, offset: int = 0, limit: int | None = None) -> Turn:
    total = nlines(text)
    if limit is None and offset == 0:
        return call("read_file", absolute_path=path), text
    kw: dict[str, int] = {}
    if offset:
        kw["offset"] = offset
    if limit is not None:
        kw["limit"] = limit
    hi = min(total, offset + (limit or total))
    body = lines(text, offset + 1, hi)
    if hi < total:
        head = (f"IMPORTANT: The file content has been truncated.\nStatus: Showing lines {offset + 1}-{hi} of {total} total lines.\n"
                f"Action: To read more of the file, you can use the 'offset' and 'limit' parameters in a subsequent 'read_file' call. "
                f"For example, use offset: {hi}.\n\n--- FILE CONTENT (truncated) ---\n")
        return call("read_file", absolute_path=path, **kw), head + body
    return call("read_file", absolute_path=path, **kw), body


def g_replace(path: str, text: str, old: str, new: str) -> tuple[str, str, str]:
    assert text.count(old) == 1, (path, old)
    return (call("replace", file_path=path, old_string=old, new_string=new),
            f"Successfully modified file: {path} (1 replacements).", text.replace(old, new))


def g_write(path: str, text: str, new: bool = True) -> Turn:
    msg = f"Successfully created and wrote to new file: {path}." if new else f"Successfully overwrote file: {path}."
    return call("write_file", file_path=path, content=text), msg


def g_sh(cmd: str, what: str, out: str, code: int = 0, pgid: int = 40211) -> Turn:
    return gshell(cmd, what), gem_run(cmd, out, code, pgid)


def g_sh_bg(cmd: str, what: str, out: str, pids: str, pgid: int) -> Turn:
    obs = (f"Command: {cmd}\nDirectory: (root)\nStdout: {out}\nStderr: (empty)\nError: (none)\nExit Code: 0\n"
           f"Signal: (none)\nBackground PIDs: {pids}\nProcess Group PGID: {pgid}")
    return gshell(cmd, what), obs


def g_ls(path: str, entries: list[str]) -> Turn:
    dirs = sorted(e[:-1] for e in entries if e.endswith("/"))
    files = sorted(e for e in entries if not e.endswith("/"))
    body = "\n".join([f"[DIR] {d}" for d in dirs] + files)
    return call("list_directory", path=path), f"Directory listing for {path}:\n{body}"


def g_grep(pattern: str, path: str, hits: list[tuple[str, int, str]], include: str | None = None) -> Turn:
    kw = {"pattern": pattern, "path": path}
    if include:
        kw["include"] = include
    files: dict[str, list[tuple[int, str]]] = {}
    for f, n, ln in hits:
        files.setdefault(f, []).append((n, ln))
    where = f'in path "{path}"' + (f' (filter: "{include}")' if include else "")
    word = "match" if len(hits) == 1 else "matches"
    body = "".join(f"File: {f}\n" + "".join(f"L{n}: {ln.strip()}\n" for n, ln in ls) + "---\n" for f, ls in files.items())
    return call("search_file_content", **kw), f'Found {len(hits)} {word} for pattern "{pattern}" {where}:\n---\n{body}'.rstrip("\n")


def hits_in(fname: str, text: str, needle: str) -> list[tuple[str, int, str]]:
    return [(fname, i, ln) for i, ln in enumerate(text.split("\n"), 1) if needle in ln]


# ----------------------------------------------------------------------------------------------------
# 01  OpenHands, Python / Flask (mainstream). BAD turn 7: the edited parse_iso line reads back old.
# ----------------------------------------------------------------------------------------------------

DATES_PY = r'''"""Date helpers shared by the inventory API."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

ISO_DAY = "%Y-%m-%d"


def parse_iso(value: str) -> datetime:
    """Parse an ISO-8601 timestamp as sent by the warehouse scanners."""
    if not value:
        raise ValueError("empty timestamp")
    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%S")


def to_utc(dt: datetime) -> datetime:
    """Return ``dt`` as an aware UTC datetime."""
    return dt.replace(tzinfo=timezone.utc)


def day_bounds(day: date) -> tuple[datetime, datetime]:
    """Start (inclusive) and end (exclusive) of ``day`` in UTC."""
    start = datetime.combine(day, datetime.min.time(), tzinfo=timezone.utc)
    return start, start + timedelta(days=1)


def format_day(dt: datetime) -> str:
    return to_utc(dt).strftime(ISO_DAY)


def is_stale(last_seen: datetime, now: datetime, max_age_hours: int = 36) -> bool:
    """A stock count older than ``max_age_hours`` is considered stale."""
    return to_utc(now) - to_utc(last_seen) > timedelta(hours=max_age_hours)'''


def t01(rs: RowSet) -> None:
    root = "/workspace/flask-inventory"
    path = f"{root}/inventory/utils/dates.py"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status && git log --oneline -5", """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
9f3c2e1 (HEAD -> main, origin/main) Merge pull request #212 from ops/stock-alerts
b07d4aa Add stale-stock alert endpoint
5e81f90 Bump gunicorn to 21.2.0
c4a2d37 Scanner webhook: log raw payload on 4xx
71be0f3 Add day_bounds helper for daily reports""", root))
    turns.append(oh_view(path, DATES_PY))
    turns.append(oh_sh("python -m pytest tests/test_dates.py -q", """..F.F......                                                              [100%]
=================================== FAILURES ===================================
______________________ test_parse_iso_accepts_zulu_suffix ______________________

    def test_parse_iso_accepts_zulu_suffix():
>       dt = parse_iso("2024-03-18T06:45:10Z")

tests/test_dates.py:21: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 
inventory/utils/dates.py:14: in parse_iso
    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%S")
/opt/miniconda3/envs/testbed/lib/python3.11/_strptime.py:568: in _strptime_datetime
    tt, fraction, gmtoff_fraction = _strptime(data_string, format)
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

data_string = '2024-03-18T06:45:10Z', format = '%Y-%m-%dT%H:%M:%S'

>       raise ValueError("unconverted data remains: %s" %
                          data_string[found.end():])
E       ValueError: unconverted data remains: Z

/opt/miniconda3/envs/testbed/lib/python3.11/_strptime.py:352: ValueError
_____________________ test_to_utc_converts_aware_datetime ______________________

    def test_to_utc_converts_aware_datetime():
        cet = timezone(timedelta(hours=1))
        dt = datetime(2024, 3, 18, 7, 45, 10, tzinfo=cet)
>       assert to_utc(dt) == datetime(2024, 3, 18, 6, 45, 10, tzinfo=timezone.utc)
E       AssertionError: assert datetime.datetime(2024, 3, 18, 7, 45, 10, tzinfo=datetime.timezone.utc) == datetime.datetime(2024, 3, 18, 6, 45, 10, tzinfo=datetime.timezone.utc)
E        +  where datetime.datetime(2024, 3, 18, 7, 45, 10, tzinfo=datetime.timezone.utc) = to_utc(datetime.datetime(2024, 3, 18, 7, 45, 10, tzinfo=datetime.timezone(datetime.timedelta(seconds=3600))))

tests/test_dates.py:35: AssertionError
=========================== short test summary info ============================
FAILED tests/test_dates.py::test_parse_iso_accepts_zulu_suffix - ValueError: unconverted data remains: Z
FAILED tests/test_dates.py::test_to_utc_converts_aware_datetime - AssertionError: assert datetime.datetime(2024, 3, 18, 7, 45, 10, tzinfo=datetime.timezone.utc) == datetime.datetime(2024, 3, 18, 6, 45, 10, tzinfo=datetime.timezone.utc)
2 failed, 9 passed in 0.14s""", root, 1))
    old1 = '    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%S")'
    new1 = '    return datetime.fromisoformat(value.replace("Z", "+00:00"))'
    a, o, src1 = oh_sr(path, DATES_PY, old1, new1)
    turns.append((a, o))
    old2 = "    return dt.replace(tzinfo=timezone.utc)"
    new2 = ("    if dt.tzinfo is None:\n        return dt.replace(tzinfo=timezone.utc)\n"
            "    return dt.astimezone(timezone.utc)")
    a, o, src2 = oh_sr(path, src1, old2, new2)
    turns.append((a, o))
    turns.append(oh_sh("python -m pytest tests/test_dates.py -q",
                       "...........                                                              [100%]\n11 passed in 0.09s", root))
    # BAD: the full view shows the parse_iso line as it was before the first edit (to_utc edit is there).
    drift = src2.replace(new1, old1)
    turns.append(oh_view(path, drift))
    turns.append(oh_sh("git diff", '''diff --git a/inventory/utils/dates.py b/inventory/utils/dates.py
index 4c1d9b2..a81e07f 100644
--- a/inventory/utils/dates.py
+++ b/inventory/utils/dates.py
@@ -11,12 +11,14 @@ def parse_iso(value: str) -> datetime:
     """Parse an ISO-8601 timestamp as sent by the warehouse scanners."""
     if not value:
         raise ValueError("empty timestamp")
-    return datetime.strptime(value, "%Y-%m-%dT%H:%M:%S")
+    return datetime.fromisoformat(value.replace("Z", "+00:00"))
 
 
 def to_utc(dt: datetime) -> datetime:
     """Return ``dt`` as an aware UTC datetime."""
-    return dt.replace(tzinfo=timezone.utc)
+    if dt.tzinfo is None:
+        return dt.replace(tzinfo=timezone.utc)
+    return dt.astimezone(timezone.utc)
 
 
 def day_bounds(day: date) -> tuple[datetime, datetime]:''', root))
    turns.append(oh_sh('git commit -am "dates: accept Z suffix, convert aware datetimes in to_utc (#219)"',
                       "[main 3d8a6f0] dates: accept Z suffix, convert aware datetimes in to_utc (#219)\n"
                       " 1 file changed, 4 insertions(+), 2 deletions(-)", root))
    rs.add(task="swe", tid="h18-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Flask 3.0, Python 3.11), branch main, clean. Issue #219: `parse_iso` in "
                 "inventory/utils/dates.py rejects scanner timestamps ending in `Z`, and `to_utc` relabels aware "
                 "datetimes as UTC instead of converting them. Fix both and commit.",
           bad=True, turn=7, kind="after both edits, a full view of dates.py shows the first edited line (parse_iso return) back in its old strptime form while the second edit is present")


# ----------------------------------------------------------------------------------------------------
# 02  Gemini CLI, TypeScript / Express + vitest (mainstream). CLEAN.
# ----------------------------------------------------------------------------------------------------

ORDERS_TS = r'''import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { ordersRepo } from "../db/ordersRepo";
import { requireAuth } from "../middleware/auth";

export const ordersRouter = Router();

const idParam = z.object({ id: z.string().uuid() });

ordersRouter.get("/", requireAuth, async (req: Request, res: Response) => {
  const orders = await ordersRepo.listForCustomer(req.user!.id);
  res.json({ data: orders, total: orders.length });
});

ordersRouter.get("/:id", requireAuth, async (req: Request, res: Response) => {
  const parsed = idParam.safeParse(req.params);
  if (!parsed.success) {
    return res.status(400).json({ error: "invalid order id" });
  }
  const order = await ordersRepo.findWithItems(parsed.data.id, req.user!.id);
  if (!order) {
    return res.status(404).json({ error: "order not found" });
  }
  res.json(order);
});'''

ORDERS_REPO_TS = r'''import { db } from "./client";
import type { Order, OrderWithItems } from "../types";

export const ordersRepo = {
  async listForCustomer(
    customerId: string,
    page: { limit: number; offset: number } = { limit: 100, offset: 0 },
  ): Promise<Order[]> {
    return db
      .selectFrom("orders")
      .selectAll()
      .where("customer_id", "=", customerId)
      .orderBy("created_at", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  },

  async countForCustomer(customerId: string): Promise<number> {
    const row = await db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("customer_id", "=", customerId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async findWithItems(id: string, customerId: string): Promise<OrderWithItems | null> {
    const order = await db
      .selectFrom("orders")
      .selectAll()
      .where("id", "=", id)
      .where("customer_id", "=", customerId)
      .executeTakeFirst();
    if (!order) return null;
    const items = await db.selectFrom("order_items").selectAll().where("order_id", "=", id).execute();
    return { ...order, items };
  },
};'''

PAGINATION_TEST_TS = r'''import { beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { app } from "../src/app";
import { seedOrders, tokenFor } from "./fixtures/orders";

describe("GET /orders pagination", () => {
  let token: string;

  beforeAll(async () => {
    const customer = await seedOrders(45);
    token = tokenFor(customer.id);
  });

  it("defaults to 20 items from offset 0", async () => {
    const res = await request(app).get("/orders").set("Authorization", `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
    expect(res.body).toMatchObject({ total: 45, limit: 20, offset: 0 });
  });

  it("returns the last partial page", async () => {
    const res = await request(app).get("/orders?limit=20&offset=40").set("Authorization", `Bearer ${token}`);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.total).toBe(45);
  });

  it("rejects a limit above 100", async () => {
    const res = await request(app).get("/orders?limit=500").set("Authorization", `Bearer ${token}`);
    expect(res.status).toBe(400);
  });

  it("rejects a negative offset", async () => {
    const res = await request(app).get("/orders?offset=-1").set("Authorization", `Bearer ${token}`);
    expect(res.status).toBe(400);
  });
});'''


def t02(rs: RowSet) -> None:
    root = "/home/dev/orders-api"
    p_orders = f"{root}/src/routes/orders.ts"
    turns: list[Turn] = []
    turns.append(g_sh("git status -sb && git log --oneline -3", "Show branch state and recent commits", """## feat/orders-pagination...origin/feat/orders-pagination
e2b47c0 (HEAD -> feat/orders-pagination, origin/feat/orders-pagination) chore: add orders fixtures for paging tests
8a91d35 (origin/main, origin/HEAD, main) fix(auth): reject expired refresh tokens
41f0c6e feat(orders): include line items in GET /orders/:id""", pgid=51804))
    turns.append(g_read(p_orders, ORDERS_TS))
    turns.append(g_read(f"{root}/src/db/ordersRepo.ts", ORDERS_REPO_TS))
    turns.append(g_sh("npx vitest run", "Run the test suite before changing anything", """
 RUN  v1.6.0 /home/dev/orders-api

 ✓ tests/health.test.ts  (2 tests) 11ms
 ✓ tests/auth.refresh.test.ts  (9 tests) 96ms
 ✓ tests/auth.login.test.ts  (7 tests) 88ms
 ✓ tests/orders.detail.test.ts  (8 tests) 74ms
 ✓ tests/orders.list.test.ts  (6 tests) 61ms
 ✓ tests/customers.test.ts  (9 tests) 102ms

 Test Files  6 passed (6)
      Tests  41 passed (41)
   Start at  10:14:03
   Duration  2.31s (transform 412ms, setup 0ms, collect 1.38s, tests 432ms, environment 1ms, prepare 1.02s)""", pgid=51872))
    old = r'''const idParam = z.object({ id: z.string().uuid() });

ordersRouter.get("/", requireAuth, async (req: Request, res: Response) => {
  const orders = await ordersRepo.listForCustomer(req.user!.id);
  res.json({ data: orders, total: orders.length });
});'''
    new = r'''const idParam = z.object({ id: z.string().uuid() });
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});

ordersRouter.get("/", requireAuth, async (req: Request, res: Response) => {
  const page = pageQuery.safeParse(req.query);
  if (!page.success) {
    return res.status(400).json({ error: "invalid pagination parameters" });
  }
  const [orders, total] = await Promise.all([
    ordersRepo.listForCustomer(req.user!.id, page.data),
    ordersRepo.countForCustomer(req.user!.id),
  ]);
  res.json({ data: orders, total, limit: page.data.limit, offset: page.data.offset });
});'''
    a, o, _ = g_replace(p_orders, ORDERS_TS, old, new)
    turns.append((a, o))
    turns.append(g_write(f"{root}/tests/orders.pagination.test.ts", PAGINATION_TEST_TS))
    turns.append(g_sh("npx vitest run", "Re-run the suite with the new pagination tests", """
 RUN  v1.6.0 /home/dev/orders-api

 ✓ tests/health.test.ts  (2 tests) 9ms
 ✓ tests/auth.login.test.ts  (7 tests) 91ms
 ✓ tests/orders.list.test.ts  (6 tests) 70ms
 ✓ tests/auth.refresh.test.ts  (9 tests) 104ms
 ✓ tests/orders.detail.test.ts  (8 tests) 77ms
 ✓ tests/orders.pagination.test.ts  (4 tests) 143ms
 ✓ tests/customers.test.ts  (9 tests) 98ms

 Test Files  7 passed (7)
      Tests  45 passed (45)
   Start at  10:16:47
   Duration  2.58s (transform 455ms, setup 0ms, collect 1.52s, tests 592ms, environment 1ms, prepare 1.09s)""", pgid=52140))
    turns.append(g_sh("git status --short", "List changed files", " M src/routes/orders.ts\n?? tests/orders.pagination.test.ts", pgid=52233))
    ins = 13 + nlines(PAGINATION_TEST_TS)
    turns.append(g_sh('git add -A && git commit -m "feat(orders): paginate GET /orders with limit/offset"', "Commit the change",
                      f"[feat/orders-pagination 5c1e9a2] feat(orders): paginate GET /orders with limit/offset\n"
                      f" 2 files changed, {ins} insertions(+), 2 deletions(-)\n create mode 100644 tests/orders.pagination.test.ts", pgid=52241))
    turns.append(g_sh("git status -sb && git log --oneline -4", "Confirm the commit landed on the feature branch", """## feat/orders-pagination...origin/feat/orders-pagination [ahead 1]
5c1e9a2 (HEAD -> feat/orders-pagination) feat(orders): paginate GET /orders with limit/offset
e2b47c0 (origin/feat/orders-pagination) chore: add orders fixtures for paging tests
8a91d35 (origin/main, origin/HEAD, main) fix(auth): reject expired refresh tokens
41f0c6e feat(orders): include line items in GET /orders/:id""", pgid=52260))
    rs.add(task="swe", tid="h18-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root} (Node 20, Express 4, Kysely, vitest). Ticket ORD-88: GET /orders returns every "
                 "order of the customer; add `limit` (default 20, max 100) and `offset` query parameters, return the "
                 "total count, add tests and commit on the current branch.")


# ----------------------------------------------------------------------------------------------------
# 03  OpenHands, Rust / nom + cargo-nextest (less common). BAD turn 9: test total does not follow one added test.
# ----------------------------------------------------------------------------------------------------

NUMBER_RS = r'''//! Numeric literals: integers, floats, `N`/`M` suffixes and ratios.

use nom::{
    branch::alt,
    character::complete::{char, digit1, one_of},
    combinator::{opt, recognize},
    error::{Error, ErrorKind},
    sequence::{pair, tuple},
    IResult,
};

use crate::value::Value;

fn integer_part(input: &str) -> IResult<&str, &str> {
    recognize(pair(opt(one_of("+-")), digit1))(input)
}

fn exponent(input: &str) -> IResult<&str, &str> {
    recognize(tuple((one_of("e"), opt(char('+')), digit1)))(input)
}

pub fn integer(input: &str) -> IResult<&str, Value> {
    let (rest, text) = integer_part(input)?;
    let (rest, big) = opt(char('N'))(rest)?;
    if big.is_some() {
        return Ok((rest, Value::BigInt(text.to_string())));
    }
    let n = text.parse::<i64>().map_err(|_| nom::Err::Error(Error::new(input, ErrorKind::Digit)))?;
    Ok((rest, Value::Int(n)))
}

pub fn float(input: &str) -> IResult<&str, Value> {
    let frac = recognize(pair(pair(char('.'), digit1), opt(exponent)));
    let (rest, text) = recognize(pair(integer_part, alt((frac, exponent))))(input)?;
    let (rest, big) = opt(char('M'))(rest)?;
    if big.is_some() {
        return Ok((rest, Value::BigDec(text.to_string())));
    }
    let x = text.parse::<f64>().map_err(|_| nom::Err::Error(Error::new(input, ErrorKind::Float)))?;
    Ok((rest, Value::Float(x)))
}

pub fn ratio(input: &str) -> IResult<&str, Value> {
    let (rest, (num, _, den)) = tuple((integer_part, char('/'), digit1))(input)?;
    let num = num.parse::<i64>().map_err(|_| nom::Err::Error(Error::new(input, ErrorKind::Digit)))?;
    let den = den.parse::<i64>().map_err(|_| nom::Err::Error(Error::new(input, ErrorKind::Digit)))?;
    Ok((rest, Value::Ratio(num, den)))
}

pub fn number(input: &str) -> IResult<&str, Value> {
    alt((ratio, float, integer))(input)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_plain() {
        assert_eq!(number("42 "), Ok((" ", Value::Int(42))));
    }

    #[test]
    fn integer_negative() {
        assert_eq!(number("-17"), Ok(("", Value::Int(-17))));
    }

    #[test]
    fn float_simple() {
        assert_eq!(number("3.25"), Ok(("", Value::Float(3.25))));
    }

    #[test]
    fn float_exp_lower() {
        assert_eq!(number("1.5e3"), Ok(("", Value::Float(1500.0))));
    }

    #[test]
    fn neg_exponent() {
        assert_eq!(number("1.5e-3"), Ok(("", Value::Float(0.0015))));
    }

    #[test]
    fn float_exp_upper() {
        assert_eq!(number("6.02E10"), Ok(("", Value::Float(6.02e10))));
    }

    #[test]
    fn bigint_suffix() {
        assert_eq!(number("12345678901234567890N"), Ok(("", Value::BigInt("12345678901234567890".into()))));
    }

    #[test]
    fn bigdec_suffix() {
        assert_eq!(number("0.1M"), Ok(("", Value::BigDec("0.1".into()))));
    }

    #[test]
    fn ratio_literal() {
        assert_eq!(number("22/7"), Ok(("", Value::Ratio(22, 7))));
    }
}'''

NEXTEST_LIB = ["collection::tests::list_empty", "collection::tests::map_odd_forms", "collection::tests::map_pairs",
               "collection::tests::set_literal", "collection::tests::vector_nested", "keyword::tests::namespaced",
               "keyword::tests::rejects_double_colon", "keyword::tests::simple", "number::tests::bigdec_suffix",
               "number::tests::bigint_suffix", "number::tests::float_exp_lower", "number::tests::float_exp_upper",
               "number::tests::float_simple", "number::tests::integer_negative", "number::tests::integer_plain",
               "number::tests::neg_exponent", "number::tests::ratio_literal", "string::tests::escapes_basic",
               "string::tests::unicode_escape", "string::tests::unterminated", "symbol::tests::namespaced",
               "symbol::tests::simple", "symbol::tests::special_chars", "tagged::tests::discard",
               "tagged::tests::inst", "tagged::tests::uuid"]
NEXTEST_ERR = ["error_bad_escape", "error_empty_input", "error_invalid_char", "error_offset_reported",
               "error_trailing_input", "error_unbalanced_brackets"]
NEXTEST_RT = ["roundtrip_collections", "roundtrip_comments", "roundtrip_numbers", "roundtrip_strings",
              "roundtrip_tagged", "roundtrip_whitespace_commas"]


def nextest_lines(lib: list[str], fail: set[str], seed: int, only: str | None = None) -> list[str]:
    tests = [("edn-nom", t) for t in lib] + [("edn-nom::errors", t) for t in NEXTEST_ERR] + \
            [("edn-nom::roundtrip", t) for t in NEXTEST_RT]
    if only:
        tests = [x for x in tests if x[1].startswith(only)]
    out = []
    for i, (binid, name) in enumerate(tests):
        ms = 2 + (i * 7 + seed) % 9
        if binid == "edn-nom::roundtrip":
            ms += 11
        status = "FAIL" if name in fail else "PASS"
        out.append(f"        {status} [   0.{ms:03d}s] {binid} {name}")
    return out


def t03(rs: RowSet) -> None:
    root = "/workspace/edn-nom"
    path = f"{root}/src/number.rs"
    turns: list[Turn] = []
    fails = {"number::tests::float_exp_upper", "number::tests::neg_exponent"}
    run1 = "\n".join([
        "   Compiling edn-nom v0.4.2 (/workspace/edn-nom)",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.41s",
        "    Starting 38 tests across 3 binaries"] + nextest_lines(NEXTEST_LIB, fails, 3) + [
        "",
        "--- STDERR:              edn-nom number::tests::float_exp_upper ---",
        "thread 'number::tests::float_exp_upper' panicked at src/number.rs:85:9:",
        "assertion `left == right` failed",
        "  left: Ok((\"E10\", Float(6.02)))",
        " right: Ok((\"\", Float(60200000000.0)))",
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
        "",
        "--- STDERR:              edn-nom number::tests::neg_exponent ---",
        "thread 'number::tests::neg_exponent' panicked at src/number.rs:80:9:",
        "assertion `left == right` failed",
        "  left: Ok((\"e-3\", Float(1.5)))",
        " right: Ok((\"\", Float(0.0015)))",
        "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
        "",
        "------------",
        "     Summary [   0.093s] 38 tests run: 36 passed, 2 failed, 0 skipped",
        "        FAIL [   0.010s] edn-nom number::tests::float_exp_upper",
        "        FAIL [   0.002s] edn-nom number::tests::neg_exponent",
        "error: test run failed"])
    turns.append(oh_sh(f"cd {root} && git status -sb && cargo nextest run", "## fix/exp-sign\n" + run1, root, 100))
    turns.append(oh_view(path, NUMBER_RS, (1, 52)))
    a, o, src1 = oh_sr(path, NUMBER_RS, """    recognize(tuple((one_of("e"), opt(char('+')), digit1)))(input)""",
                       """    recognize(tuple((one_of("eE"), opt(one_of("+-")), digit1)))(input)""")
    turns.append((a, o))
    run2 = "\n".join([
        "   Compiling edn-nom v0.4.2 (/workspace/edn-nom)",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.06s",
        "    Starting 9 tests across 3 binaries (29 skipped)"] + nextest_lines(NEXTEST_LIB, set(), 5, "number::") + [
        "------------",
        "     Summary [   0.021s] 9 tests run: 9 passed, 29 skipped"])
    turns.append(oh_sh("cargo nextest run -E 'test(/^number::/)'", run2, root))
    old = """    #[test]
    fn ratio_literal() {"""
    new = """    #[test]
    fn neg_mantissa_signed_exp() {
        assert_eq!(number("-2.5e+4"), Ok(("", Value::Float(-25000.0))));
    }

    #[test]
    fn ratio_literal() {"""
    a, o, src2 = oh_sr(path, src1, old, new)
    turns.append((a, o))
    lib2 = sorted(NEXTEST_LIB + ["number::tests::neg_mantissa_signed_exp"])
    run3 = "\n".join([
        "   Compiling edn-nom v0.4.2 (/workspace/edn-nom)",
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.88s",
        "    Starting 10 tests across 3 binaries (29 skipped)"] + nextest_lines(lib2, set(), 1, "number::") + [
        "------------",
        "     Summary [   0.019s] 10 tests run: 10 passed, 29 skipped"])
    turns.append(oh_sh("cargo nextest run -E 'test(/^number::/)'", run3, root))
    turns.append(oh_sh("cargo clippy --all-targets -- -D warnings",
                       "    Checking edn-nom v0.4.2 (/workspace/edn-nom)\n"
                       "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 1.27s", root))
    turns.append(oh_sh("git diff --stat", " src/number.rs | 7 ++++++-\n 1 file changed, 6 insertions(+), 1 deletion(-)", root))
    # BAD: 38 tests before, one test added, 39 PASS lines listed, but the run claims 40.
    run4 = "\n".join([
        "    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.11s",
        "    Starting 40 tests across 3 binaries"] + nextest_lines(lib2, set(), 6) + [
        "------------",
        "     Summary [   0.088s] 40 tests run: 40 passed, 0 skipped"])
    turns.append(oh_sh("cargo nextest run", run4, root))
    turns.append(oh_sh('git commit -am "number: accept uppercase E and signed exponents"',
                       "[fix/exp-sign 6a0f3d9] number: accept uppercase E and signed exponents\n"
                       " 1 file changed, 6 insertions(+), 1 deletion(-)", root))
    assert nlines(src2) == nlines(NUMBER_RS) + 5
    rs.add(task="swe", tid="h18-swe-03", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: an EDN reader built on nom 7, tests run with cargo-nextest. Branch fix/exp-sign. "
                 "Bug report: `6.02E10` and `1.5e-3` are read as 6.02 and 1.5 with trailing garbage. Fix the exponent "
                 "parser, add a regression test for a negative mantissa with an explicit `+` exponent, commit.",
           bad=True, turn=9, kind="full nextest run reports 40 tests run after one test was added to a 38-test suite (39 tests listed)")


# ----------------------------------------------------------------------------------------------------
# 04  Gemini CLI, Go / cobra (mainstream). BAD turn 10 (last): the new commit's hash changes in git log.
# ----------------------------------------------------------------------------------------------------

LIST_GO = tabs(r'''package cmd

import (
    "fmt"
    "os"
    "text/tabwriter"
    "time"

    "github.com/maya/notectl/internal/store"
    "github.com/spf13/cobra"
)

var (
    listLimit int
    listTag   string
)

var listCmd = &cobra.Command{
    Use:   "list",
    Short: "List notes, most recently updated first",
    RunE: func(cmd *cobra.Command, args []string) error {
        s, err := store.Open(dbPath())
        if err != nil {
            return err
        }
        defer s.Close()

        notes, err := s.List(store.ListOptions{Limit: listLimit, Tag: listTag})
        if err != nil {
            return err
        }

        w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
        fmt.Fprintln(w, "ID\tTITLE\tTAGS\tUPDATED")
        for _, n := range notes {
            fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", n.ID, n.Title, n.TagString(), n.Updated.Format(time.DateTime))
        }
        return w.Flush()
    },
}

func init() {
    listCmd.Flags().IntVarP(&listLimit, "limit", "n", 20, "maximum number of notes to show")
    listCmd.Flags().StringVarP(&listTag, "tag", "t", "", "only show notes with this tag")
    rootCmd.AddCommand(listCmd)
}''')


def t04(rs: RowSet) -> None:
    root = "/home/maya/code/notectl"
    p = f"{root}/cmd/list.go"
    turns: list[Turn] = []
    turns.append(g_sh("git log --oneline -4 && git status -sb", "Look at recent history and working tree", """b81f2c4 (HEAD -> main, origin/main) store: migrate to bbolt v1.3.10
0d7e935 add: support --tag flag (repeatable)
9aa3e61 list: sort by updated time by default
5c20b1f ci: run golangci-lint on pull requests
## main...origin/main""", pgid=30117))
    turns.append(g_read(p, LIST_GO))
    src = LIST_GO
    a, o, src = g_replace(p, src, tabs('import (\n    "fmt"'), tabs('import (\n    "encoding/json"\n    "fmt"'))
    turns.append((a, o))
    a, o, src = g_replace(p, src, tabs("    listTag   string\n)"), tabs("    listTag   string\n    listJSON  bool\n)"))
    turns.append((a, o))
    a, o, src = g_replace(p, src, tabs("        w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)"),
                          tabs("        if listJSON {\n            enc := json.NewEncoder(os.Stdout)\n"
                               "            enc.SetIndent(\"\", \"  \")\n            return enc.Encode(notes)\n        }\n\n"
                               "        w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)"))
    turns.append((a, o))
    a, o, src = g_replace(p, src, tabs('    listCmd.Flags().StringVarP(&listTag, "tag", "t", "", "only show notes with this tag")'),
                          tabs('    listCmd.Flags().StringVarP(&listTag, "tag", "t", "", "only show notes with this tag")\n'
                               '    listCmd.Flags().BoolVar(&listJSON, "json", false, "print notes as JSON")'))
    turns.append((a, o))
    turns.append(g_sh("go build ./... && go test ./...", "Build and run tests",
                      "?   \tgithub.com/maya/notectl\t[no test files]\n"
                      "ok  \tgithub.com/maya/notectl/cmd\t0.031s\n"
                      "ok  \tgithub.com/maya/notectl/internal/render\t(cached)\n"
                      "ok  \tgithub.com/maya/notectl/internal/store\t(cached)", pgid=30455))
    turns.append(g_sh('git add cmd/list.go && git commit -m "list: add --json output"', "Commit the flag",
                      "[main 7d2e4b1] list: add --json output\n 1 file changed, 9 insertions(+)", pgid=30502))
    turns.append(g_sh("go run . list --json -n 2", "Try the new flag against the local notes database", """[
  {
    "id": "n7k2",
    "title": "Renew passport",
    "tags": [
      "admin"
    ],
    "updated": "2024-05-02T18:11:09+02:00"
  },
  {
    "id": "m3q9",
    "title": "Ideas for the bbolt migration post",
    "tags": [
      "blog",
      "go"
    ],
    "updated": "2024-05-01T22:47:31+02:00"
  }
]""", pgid=30544))
    # BAD: git commit printed 7d2e4b1; no amend/rebase since, yet log shows another hash for the same commit.
    turns.append(g_sh("git log --oneline -3", "Confirm the commit before pushing", """e41c07a (HEAD -> main) list: add --json output
b81f2c4 (origin/main) store: migrate to bbolt v1.3.10
0d7e935 add: support --tag flag (repeatable)""", pgid=30581))
    assert nlines(src) == nlines(LIST_GO) + 9
    rs.add(task="swe", tid="h18-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: notectl, a cobra CLI for personal notes (Go 1.22, bbolt). Request: `notectl list` "
                 "should accept `--json` and print the notes as indented JSON; commit the change on main.",
           bad=True, turn=10, kind="hash of the just-made commit differs between git commit output (7d2e4b1) and a later git log, with no amend or rebase")


# ----------------------------------------------------------------------------------------------------
# 05  OpenHands, Java / Micronaut + Gradle (less common). CLEAN (restart changes PIDs, Map.of key order, asOf).
# ----------------------------------------------------------------------------------------------------

LEDGER_SERVICE = r'''package io.ledger;

import io.ledger.model.Entry;
import io.ledger.repository.EntryRepository;
import jakarta.inject.Singleton;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

@Singleton
public class LedgerService {

    private final EntryRepository entries;

    public LedgerService(EntryRepository entries) {
        this.entries = entries;
    }

    public BigDecimal balance(String accountId) {
        List<Entry> all = entries.findByAccountId(accountId);
        BigDecimal total = BigDecimal.ZERO;
        for (Entry e : all) {
            BigDecimal signed = e.isDebit() ? e.getAmount().negate() : e.getAmount();
            total = total.add(signed.multiply(e.getFxRate()));
        }
        return total.setScale(2, RoundingMode.DOWN);
    }

    public List<Entry> history(String accountId, int limit) {
        return entries.findByAccountIdOrderByBookedAtDesc(accountId).stream()
                .limit(limit)
                .toList();
    }
}'''

LEDGER_CONTROLLER = r'''package io.ledger;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;

import java.math.BigDecimal;
import java.util.Map;

@Controller("/ledger")
public class LedgerController {

    private final LedgerService ledger;

    public LedgerController(LedgerService ledger) {
        this.ledger = ledger;
    }

    @Get("/{accountId}/balance")
    public Map<String, Object> balance(@PathVariable String accountId) {
        BigDecimal balance = ledger.balance(accountId);
        return Map.of("account", accountId, "balance", balance, "currency", "EUR");
    }

    @Get("/{accountId}/history")
    public Object history(@PathVariable String accountId) {
        return ledger.history(accountId, 50);
    }
}'''


def t05(rs: RowSet) -> None:
    root = "/workspace/micronaut-ledger"
    pkg = f"{root}/src/main/java/io/ledger"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status -sb && ls src/main/java/io/ledger/ src/test/java/io/ledger/",
                       """## main...origin/main
src/main/java/io/ledger/:
Application.java  LedgerController.java  LedgerService.java  model  repository

src/test/java/io/ledger/:
LedgerControllerTest.java  LedgerServiceTest.java  repository""", root))
    turns.append(oh_view(f"{pkg}/LedgerService.java", LEDGER_SERVICE))
    turns.append(oh_sh("./gradlew test --console=plain", f"""> Task :compileJava UP-TO-DATE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

LedgerServiceTest > balanceRoundsHalfUp() FAILED
    org.opentest4j.AssertionFailedError at LedgerServiceTest.java:58

23 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file://{root}/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 18s
5 actionable tasks: 1 executed, 4 up-to-date""", root, 1))
    a, o, _ = oh_sr(f"{pkg}/LedgerService.java", LEDGER_SERVICE, "        return total.setScale(2, RoundingMode.DOWN);",
                    "        return total.setScale(2, RoundingMode.HALF_UP);")
    turns.append((a, o))
    turns.append(oh_sh("./gradlew test --console=plain", """> Task :compileJava
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 11s
5 actionable tasks: 2 executed, 3 up-to-date""", root))
    turns.append(oh_sh("nohup ./gradlew run --console=plain > /tmp/app.log 2>&1 & sleep 20; curl -s localhost:8080/ledger/acc-1001/balance; echo",
                       '[1] 5123\n{"currency":"EUR","account":"acc-1001","balance":1043.58}', root))
    turns.append(oh_sh("grep -n 'Startup completed' /tmp/app.log; pgrep -f io.ledger.Application",
                       "14:09:41:07.412 [main] INFO  io.micronaut.runtime.Micronaut - Startup completed in 812ms. Server Running: http://localhost:8080\n5188", root))
    turns.append(oh_view(f"{pkg}/LedgerController.java", LEDGER_CONTROLLER))
    a, o, _ = oh_sr(f"{pkg}/LedgerController.java", LEDGER_CONTROLLER,
                    """import java.math.BigDecimal;
import java.util.Map;""", """import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;""")
    ctrl1 = LEDGER_CONTROLLER.replace("import java.math.BigDecimal;\n", "import java.math.BigDecimal;\nimport java.time.Instant;\n")
    a2, o2, _ = oh_sr(f"{pkg}/LedgerController.java", ctrl1,
                      '        return Map.of("account", accountId, "balance", balance, "currency", "EUR");',
                      '        return Map.of("account", accountId, "balance", balance, "currency", "EUR", "asOf", Instant.now());')
    turns.append((a, o))
    turns.append((a2, o2))
    turns.append(oh_sh("kill 5188; sleep 2; nohup ./gradlew run --console=plain > /tmp/app.log 2>&1 & sleep 20; "
                       "curl -s localhost:8080/ledger/acc-1001/balance; echo; grep 'Startup completed' /tmp/app.log; pgrep -f io.ledger.Application",
                       '[1]+  Exit 1                  nohup ./gradlew run --console=plain > /tmp/app.log 2>&1\n[1] 5391\n'
                       '{"asOf":"2024-05-14T09:43:49.871404Z","balance":1043.58,"account":"acc-1001","currency":"EUR"}\n'
                       '09:43:31.226 [main] INFO  io.micronaut.runtime.Micronaut - Startup completed in 655ms. Server Running: http://localhost:8080\n5447', root))
    turns.append(oh_sh("curl -s localhost:8080/ledger/acc-1001/balance; echo; git diff --stat",
                       '{"asOf":"2024-05-14T09:44:31.904117Z","balance":1043.58,"account":"acc-1001","currency":"EUR"}\n'
                       " src/main/java/io/ledger/LedgerController.java | 3 ++-\n"
                       " src/main/java/io/ledger/LedgerService.java    | 2 +-\n"
                       " 2 files changed, 3 insertions(+), 2 deletions(-)", root))
    rs.add(task="swe", tid="h18-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Micronaut 4.4, Java 21, Gradle 8.7). Support ticket LED-311: balances are "
                 "truncated instead of rounded (1043.575 shows as 1043.57). Fix the rounding, then expose the time the "
                 "balance was computed as `asOf` in GET /ledger/{id}/balance and check it on the running service.")


# ----------------------------------------------------------------------------------------------------
# 06  Gemini CLI, Python / Litestar + msgspec with uv (less common). CLEAN (truncated read, ruff reformat).
# ----------------------------------------------------------------------------------------------------

TIDE_MODELS = r'''"""msgspec structs shared by the HTTP layer and the storage backend."""

from __future__ import annotations

from datetime import datetime
from enum import Enum

import msgspec


class Sensor(str, Enum):
    PRESSURE = "pressure"
    TEMPERATURE = "temperature"
    SALINITY = "salinity"


class Station(msgspec.Struct, kw_only=True, frozen=True):
    id: str
    name: str
    lat: float
    lon: float
    depth_m: float
    sensors: list[Sensor] = []
    commissioned: datetime | None = None


class Reading(msgspec.Struct, kw_only=True, frozen=True):
    station_id: str
    sensor: Sensor
    value: float
    taken_at: datetime
    quality: int = 0


class StationCreate(msgspec.Struct, kw_only=True):
    name: str
    lat: float
    lon: float
    depth_m: float
    sensors: list[Sensor] = []


class ReadingBatch(msgspec.Struct, kw_only=True):
    station_id: str
    readings: list[Reading]


def station_from_create(new: StationCreate, station_id: str) -> Station:
    return Station(
        id=station_id,
        name=new.name,
        lat=new.lat,
        lon=new.lon,
        depth_m=new.depth_m,
        sensors=list(new.sensors),
    )'''

TIDE_TEST = r'''import msgspec
import pytest

from tidepool.models import StationCreate


def test_negative_depth_rejected():
    with pytest.raises(msgspec.ValidationError, match='depth_m'):
        msgspec.json.decode(b'{"name": "Pier 4", "lat": 48.1, "lon": -123.4, "depth_m": -3}', type=StationCreate)


def test_latitude_out_of_range_rejected():
    with pytest.raises(msgspec.ValidationError, match='lat'):
        msgspec.json.decode(b'{"name": "Pier 4", "lat": 91, "lon": 0, "depth_m": 3}', type=StationCreate)


def test_valid_station_accepted():
    s = msgspec.json.decode(b'{"name": "Pier 4", "lat": 48.1, "lon": -123.4, "depth_m": 0}', type=StationCreate)
    assert s.depth_m == 0'''

TIDE_TEST_FMT = r'''import msgspec
import pytest

from tidepool.models import StationCreate


def test_negative_depth_rejected():
    with pytest.raises(msgspec.ValidationError, match="depth_m"):
        msgspec.json.decode(
            b'{"name": "Pier 4", "lat": 48.1, "lon": -123.4, "depth_m": -3}',
            type=StationCreate,
        )


def test_latitude_out_of_range_rejected():
    with pytest.raises(msgspec.ValidationError, match="lat"):
        msgspec.json.decode(
            b'{"name": "Pier 4", "lat": 91, "lon": 0, "depth_m": 3}', type=StationCreate
        )


def test_valid_station_accepted():
    s = msgspec.json.decode(
        b'{"name": "Pier 4", "lat": 48.1, "lon": -123.4, "depth_m": 0}',
        type=StationCreate,
    )
    assert s.depth_m == 0'''


def dots(n: int, width: int = 80) -> str:
    rows, left = [], n
    while left > 0:
        k = min(left, 73)
        rows.append("." * k)
        left -= k
    pct = "[100%]"
    rows[-1] = rows[-1] + " " * (width - len(rows[-1]) - len(pct)) + pct
    return "\n".join(rows)


def t06(rs: RowSet) -> None:
    root = "/home/ana/proj/tidepool"
    pkg = f"{root}/src/tidepool"
    pm = f"{pkg}/models.py"
    turns: list[Turn] = []
    turns.append(g_ls(pkg, ["routes/", "__init__.py", "app.py", "config.py", "models.py", "storage.py"]))
    turns.append(g_read(pm, TIDE_MODELS, 0, 30))
    hits = hits_in("src/tidepool/models.py", TIDE_MODELS, "depth_m") + [
        ("src/tidepool/routes/stations.py", 41, '        if data.depth_m > 11_000:'),
        ("src/tidepool/routes/stations.py", 42, '            raise ValidationException("depth_m deeper than the Mariana Trench")'),
        ("src/tidepool/storage.py", 67, '                "INSERT INTO stations (id, name, lat, lon, depth_m, sensors) VALUES (?, ?, ?, ?, ?, ?)",'),
        ("src/tidepool/storage.py", 68, '                (s.id, s.name, s.lat, s.lon, s.depth_m, ",".join(x.value for x in s.sensors)),'),
    ]
    turns.append(g_grep("depth_m", "src", hits))
    turns.append(g_sh("uv run pytest -q", "Run the test suite as a baseline", dots(54) + "\n54 passed in 1.91s", pgid=77102))
    src = TIDE_MODELS
    a, o, src = g_replace(pm, src, "from enum import Enum\n", "from enum import Enum\nfrom typing import Annotated\n")
    turns.append((a, o))
    old = """class StationCreate(msgspec.Struct, kw_only=True):
    name: str
    lat: float
    lon: float
    depth_m: float"""
    new = """class StationCreate(msgspec.Struct, kw_only=True):
    name: str
    lat: Annotated[float, msgspec.Meta(ge=-90, le=90)]
    lon: Annotated[float, msgspec.Meta(ge=-180, le=180)]
    depth_m: Annotated[float, msgspec.Meta(ge=0)]"""
    a, o, src = g_replace(pm, src, old, new)
    turns.append((a, o))
    turns.append(g_write(f"{root}/tests/test_station_validation.py", TIDE_TEST))
    turns.append(g_sh("uv run pytest -q", "Run the suite with the new validation tests", dots(57) + "\n57 passed in 1.96s", pgid=77251))
    turns.append(g_sh("uv run ruff format src tests && uv run ruff check src tests", "Format and lint",
                      "1 file reformatted, 23 files left unchanged\nAll checks passed!", pgid=77290))
    turns.append(g_read(f"{root}/tests/test_station_validation.py", TIDE_TEST_FMT))
    turns.append(g_sh("git status --short && git diff --stat", "Review what changed",
                      " M src/tidepool/models.py\n?? tests/test_station_validation.py\n"
                      " src/tidepool/models.py | 7 ++++---\n 1 file changed, 4 insertions(+), 3 deletions(-)", pgid=77318))
    rs.add(task="swe", tid="h18-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: tidepool, a Litestar + msgspec API for coastal sensor stations, managed with uv. "
                 "Issue #57: POST /stations accepts a negative depth and latitudes outside [-90, 90]. Reject them at "
                 "decode time with msgspec constraints, add tests, keep ruff clean.")


# ----------------------------------------------------------------------------------------------------
# 07  OpenHands, JavaScript / React + Jest (mainstream). BAD turn 5: a file removed with git rm is listed again.
# ----------------------------------------------------------------------------------------------------

CLIENT_JS = r'''const BASE_URL = process.env.REACT_APP_API_URL ?? '/api';

class ApiError extends Error {
  constructor(status, body) {
    super(`API ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function request(method, path, body, { signal } = {}) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    credentials: 'include',
    headers: body ? { 'Content-Type': 'application/json' } : undefined,
    body: body ? JSON.stringify(body) : undefined,
    signal,
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export const get = (path, opts) => request('GET', path, undefined, opts);
export const post = (path, body, opts) => request('POST', path, body, opts);
export const del = (path, opts) => request('DELETE', path, undefined, opts);
export { ApiError };'''

SHOPFRONT_FILES = """src/App.jsx
src/App.test.jsx
src/api/__tests__/client.test.js
src/api/__tests__/endpoints.test.js
src/api/client.js
src/api/endpoints.js
src/api/index.js
src/api/legacyClient.js
src/components/CartBadge.jsx
src/components/Header.jsx
src/components/ProductCard.jsx
src/components/__tests__/CartBadge.test.jsx
src/components/__tests__/ProductCard.test.jsx
src/components/__tests__/__snapshots__/ProductCard.test.jsx.snap
src/hooks/__tests__/useCart.test.js
src/hooks/__tests__/useDebounce.test.js
src/hooks/useCart.js
src/hooks/useDebounce.js
src/index.css
src/index.js
src/pages/Catalog.jsx
src/pages/Checkout.jsx
src/pages/ProductPage.jsx
src/pages/__tests__/Catalog.test.jsx
src/pages/__tests__/Checkout.test.jsx
src/pages/__tests__/ProductPage.test.jsx
src/setupTests.js
src/utils/__tests__/money.test.js
src/utils/money.js"""


def t07(rs: RowSet) -> None:
    root = "/workspace/shopfront"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status -sb && grep -rn 'legacyClient\\|legacyGet\\|legacyPost' src/", """## chore/drop-legacy-client
src/hooks/useCart.js:2:import { legacyGet, legacyPost } from '../api/legacyClient';
src/hooks/useCart.js:11:    const data = await legacyGet(`/cart/${cartId}`);
src/hooks/useCart.js:19:    const data = await legacyPost(`/cart/${cartId}/items`, { sku, qty });
src/pages/Checkout.jsx:4:import { legacyPost } from '../api/legacyClient';
src/pages/Checkout.jsx:37:      const order = await legacyPost('/orders', { cartId, address, paymentToken });
src/api/legacyClient.js:1:// Deprecated: kept for the pre-2023 cart endpoints. Use ./client instead.
src/api/legacyClient.js:8:export async function legacyGet(path) {
src/api/legacyClient.js:15:export async function legacyPost(path, body) {
src/api/__tests__/legacyClient.test.js:1:import { legacyGet, legacyPost } from '../legacyClient';
src/api/__tests__/legacyClient.test.js:14:describe('legacyClient', () => {""", root))
    turns.append(oh_view(f"{root}/src/api/client.js", CLIENT_JS))
    turns.append(oh_sh("sed -i -e \"s#from '../api/legacyClient'#from '../api/client'#\" -e 's/legacyGet(/get(/g; s/legacyPost(/post(/g' "
                       "-e 's/{ legacyGet, legacyPost }/{ get, post }/; s/{ legacyPost }/{ post }/' src/hooks/useCart.js src/pages/Checkout.jsx "
                       "&& grep -n \"api/client\\|await get(\\|await post(\" src/hooks/useCart.js src/pages/Checkout.jsx",
                       """src/hooks/useCart.js:2:import { get, post } from '../api/client';
src/hooks/useCart.js:11:    const data = await get(`/cart/${cartId}`);
src/hooks/useCart.js:19:    const data = await post(`/cart/${cartId}/items`, { sku, qty });
src/pages/Checkout.jsx:4:import { post } from '../api/client';
src/pages/Checkout.jsx:37:      const order = await post('/orders', { cartId, address, paymentToken });""", root))
    turns.append(oh_sh("git rm -q src/api/legacyClient.js src/api/__tests__/legacyClient.test.js && git status --short",
                       "D  src/api/__tests__/legacyClient.test.js\nD  src/api/legacyClient.js\n M src/hooks/useCart.js\n M src/pages/Checkout.jsx", root))
    # BAD: src/api/legacyClient.js was removed by git rm in turn 4 (its test file is correctly gone) but is listed here.
    turns.append(oh_sh("find src -type f | sort", SHOPFRONT_FILES, root))
    tests = [x for x in SHOPFRONT_FILES.split("\n") if ".test." in x and not x.endswith(".snap")]
    assert len(tests) == 11, tests
    turns.append(oh_sh("CI=true npx jest 2>&1 | tail -n 7", """PASS src/pages/__tests__/Checkout.test.jsx

Test Suites: 11 passed, 11 total
Tests:       63 passed, 63 total
Snapshots:   4 passed, 4 total
Time:        6.812 s
Ran all test suites.""", root))
    turns.append(oh_sh("git status", """On branch chore/drop-legacy-client
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	deleted:    src/api/__tests__/legacyClient.test.js
	deleted:    src/api/legacyClient.js

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/hooks/useCart.js
	modified:   src/pages/Checkout.jsx
""", root))
    turns.append(oh_sh('git add -A && git commit -m "Drop legacyClient; cart and checkout use api/client"',
                       "[chore/drop-legacy-client 2f7b9e4] Drop legacyClient; cart and checkout use api/client\n"
                       " 4 files changed, 5 insertions(+), 63 deletions(-)\n"
                       " delete mode 100644 src/api/__tests__/legacyClient.test.js\n delete mode 100644 src/api/legacyClient.js", root))
    rs.add(task="swe", tid="h18-swe-07", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (React 18, Create React App, Jest 29), branch chore/drop-legacy-client. Task: "
                 "remove src/api/legacyClient.js and its test, move the remaining callers to src/api/client.js, make sure "
                 "the test suite still passes, commit.",
           bad=True, turn=5, kind="file deleted with git rm (src/api/legacyClient.js) reappears in a later find listing")


# ----------------------------------------------------------------------------------------------------
# 08  Gemini CLI, Rust / axum + tokio (mainstream). CLEAN (uptime and request counters, restart resets them).
# ----------------------------------------------------------------------------------------------------

SHORTLINK_MAIN = r'''use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::Instant,
};

use axum::{
    extract::{Path, Request, State},
    http::StatusCode,
    middleware::{self, Next},
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use tower_http::trace::TraceLayer;

#[derive(Clone)]
struct AppState {
    links: Arc<RwLock<HashMap<String, String>>>,
    started: Instant,
    served: Arc<AtomicU64>,
}

#[derive(Deserialize)]
struct NewLink {
    url: String,
}

#[derive(Serialize)]
struct Created {
    code: String,
    short_url: String,
}

async fn count_requests(State(state): State<AppState>, req: Request, next: Next) -> Response {
    state.served.fetch_add(1, Ordering::Relaxed);
    next.run(req).await
}

async fn create_link(State(state): State<AppState>, Json(body): Json<NewLink>) -> impl IntoResponse {
    let code = nanoid::nanoid!(7);
    state.links.write().await.insert(code.clone(), body.url);
    let short_url = format!("http://localhost:3000/{code}");
    (StatusCode::CREATED, Json(Created { code, short_url }))
}

async fn follow_link(State(state): State<AppState>, Path(code): Path<String>) -> Result<Redirect, StatusCode> {
    match state.links.read().await.get(&code) {
        Some(url) => Ok(Redirect::temporary(url)),
        None => Err(StatusCode::NOT_FOUND),
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt().with_env_filter("shortlink=debug,tower_http=debug").init();

    let state = AppState {
        links: Arc::new(RwLock::new(HashMap::new())),
        started: Instant::now(),
        served: Arc::new(AtomicU64::new(0)),
    };

    let app = Router::new()
        .route("/api/links", post(create_link))
        .route("/:code", get(follow_link))
        .layer(middleware::from_fn_with_state(state.clone(), count_requests))
        .layer(TraceLayer::new_for_http())
        .with_state(state);

    let addr = SocketAddr::from(([0, 0, 0, 0], 3000));
    tracing::info!("listening on {addr}");
    let listener = tokio::net::TcpListener::bind(addr).await.unwrap();
    axum::serve(listener, app).await.unwrap();
}'''


def t08(rs: RowSet) -> None:
    root = "/home/lee/work/shortlink"
    pm = f"{root}/src/main.rs"
    turns: list[Turn] = []
    turns.append(g_read(pm, SHORTLINK_MAIN))
    src = SHORTLINK_MAIN
    a, o, src = g_replace(pm, src, '        .route("/api/links", post(create_link))\n',
                          '        .route("/healthz", get(healthz))\n        .route("/api/links", post(create_link))\n')
    turns.append((a, o))
    a, o, src = g_replace(pm, src, "#[tokio::main]\n", r'''async fn healthz(State(state): State<AppState>) -> Json<serde_json::Value> {
    Json(serde_json::json!({
        "status": "ok",
        "uptime_s": state.started.elapsed().as_secs(),
        "requests_served": state.served.load(Ordering::Relaxed),
    }))
}

#[tokio::main]
''')
    turns.append((a, o))
    turns.append(g_sh("cargo build 2>&1 | tail -n 3", "Build the service",
                      "   Compiling shortlink v0.3.1 (/home/lee/work/shortlink)\n"
                      "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.82s", pgid=61230))
    turns.append(g_sh_bg("(./target/debug/shortlink > /tmp/shortlink.log 2>&1 &) ; sleep 2; curl -s localhost:3000/healthz; echo; pgrep -x shortlink",
                         "Start the server in the background and probe /healthz",
                         '{"requests_served":1,"status":"ok","uptime_s":2}\n88412', "88412", 61288))
    turns.append(g_sh("for i in 1 2 3; do curl -s -o /dev/null -w '%{http_code}\\n' -X POST localhost:3000/api/links "
                      "-H 'content-type: application/json' -d \"{\\\"url\\\":\\\"https://example.org/page/$i\\\"}\"; done; curl -s localhost:3000/healthz",
                      "Create three links, then check the counters again",
                      '201\n201\n201\n{"requests_served":5,"status":"ok","uptime_s":41}', pgid=61340))
    a, o, src = g_replace(pm, src, '        "requests_served": state.served.load(Ordering::Relaxed),\n',
                          '        "requests_served": state.served.load(Ordering::Relaxed),\n        "version": env!("CARGO_PKG_VERSION"),\n')
    turns.append((a, o))
    turns.append(g_sh_bg("kill $(pgrep -x shortlink); cargo build 2>&1 | tail -n 2; (./target/debug/shortlink > /tmp/shortlink.log 2>&1 &) ; "
                         "sleep 2; curl -s localhost:3000/healthz; echo; pgrep -x shortlink",
                         "Rebuild, restart and probe again",
                         "   Compiling shortlink v0.3.1 (/home/lee/work/shortlink)\n"
                         "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.07s\n"
                         '{"requests_served":1,"status":"ok","uptime_s":2,"version":"0.3.1"}\n88597', "88597", 61402))
    turns.append(g_sh("tail -n 4 /tmp/shortlink.log", "Check the server log of the new process",
                      "2024-06-03T15:22:41.118204Z  INFO shortlink: listening on 0.0.0.0:3000\n"
                      "2024-06-03T15:22:43.127551Z DEBUG request{method=GET uri=/healthz version=HTTP/1.1}: tower_http::trace::on_request: started processing request\n"
                      "2024-06-03T15:22:43.127809Z DEBUG request{method=GET uri=/healthz version=HTTP/1.1}: tower_http::trace::on_response: finished processing request latency=0 ms status=200", pgid=61470))
    turns.append(g_sh("cargo test 2>&1 | grep -E '^(test |test result|     Running)'", "Run the tests", """     Running unittests src/main.rs (target/debug/deps/shortlink-5f0c2a9d8e1b7734)
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
     Running tests/api.rs (target/debug/deps/api-b21e9c07a4d3f518)
test create_returns_201_and_code ... ok
test follow_unknown_code_is_404 ... ok
test follow_known_code_redirects ... ok
test create_rejects_invalid_json ... ok
test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s""", pgid=61511))
    rs.add(task="swe", tid="h18-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: shortlink, a small axum 0.7 URL shortener with an in-memory store. Ops want a "
                 "`/healthz` endpoint that reports status, uptime in seconds and the number of requests served since "
                 "start, plus the crate version. Add it and verify it against a running instance.")


# ----------------------------------------------------------------------------------------------------
# 09  OpenHands, Go / Caddy module built with xcaddy (less common). BAD turn 8: git status after commit shows the
#     committed file as modified with no edit in between.
# ----------------------------------------------------------------------------------------------------

GEOBLOCK_GO = tabs(r'''package geoblock

import (
    "fmt"
    "net"
    "net/http"
    "strings"

    "github.com/caddyserver/caddy/v2"
    "github.com/caddyserver/caddy/v2/modules/caddyhttp"
    "github.com/oschwald/maxminddb-golang"
    "go.uber.org/zap"
)

func init() {
    caddy.RegisterModule(GeoBlock{})
}

// GeoBlock rejects requests whose client IP resolves to a blocked country.
type GeoBlock struct {
    DBPath           string   `json:"db_path"`
    BlockedCountries []string `json:"blocked_countries,omitempty"`
    StatusCode       int      `json:"status_code,omitempty"`

    db      *maxminddb.Reader
    blocked map[string]struct{}
    logger  *zap.Logger
}

func (GeoBlock) CaddyModule() caddy.ModuleInfo {
    return caddy.ModuleInfo{
        ID:  "http.handlers.geoblock",
        New: func() caddy.Module { return new(GeoBlock) },
    }
}

func (g *GeoBlock) Provision(ctx caddy.Context) error {
    g.logger = ctx.Logger()
    db, err := maxminddb.Open(g.DBPath)
    if err != nil {
        return fmt.Errorf("geoblock: open %s: %w", g.DBPath, err)
    }
    g.db = db
    g.blocked = make(map[string]struct{}, len(g.BlockedCountries))
    for _, c := range g.BlockedCountries {
        g.blocked[strings.ToUpper(c)] = struct{}{}
    }
    if g.StatusCode == 0 {
        g.StatusCode = http.StatusForbidden
    }
    return nil
}

func (g *GeoBlock) ServeHTTP(w http.ResponseWriter, r *http.Request, next caddyhttp.Handler) error {
    host, _, err := net.SplitHostPort(r.RemoteAddr)
    if err != nil {
        host = r.RemoteAddr
    }
    ip := net.ParseIP(host)
    if ip == nil {
        return next.ServeHTTP(w, r)
    }
    var rec struct {
        Country struct {
            ISOCode string `maxminddb:"iso_code"`
        } `maxminddb:"country"`
    }
    if err := g.db.Lookup(ip, &rec); err != nil {
        g.logger.Warn("lookup failed", zap.String("ip", host), zap.Error(err))
        return next.ServeHTTP(w, r)
    }
    if _, ok := g.blocked[rec.Country.ISOCode]; ok {
        g.logger.Debug("blocked", zap.String("ip", host), zap.String("country", rec.Country.ISOCode))
        w.WriteHeader(g.StatusCode)
        return nil
    }
    return next.ServeHTTP(w, r)
}

func (g *GeoBlock) Cleanup() error {
    if g.db != nil {
        return g.db.Close()
    }
    return nil
}

var (
    _ caddy.Provisioner           = (*GeoBlock)(nil)
    _ caddy.CleanerUpper          = (*GeoBlock)(nil)
    _ caddyhttp.MiddlewareHandler = (*GeoBlock)(nil)
)''')

GEOBLOCK_README_TAIL = r'''## Configuration

```json
{
  "handler": "geoblock",
  "db_path": "/var/lib/GeoLite2-Country.mmdb",
  "blocked_countries": ["KP", "IR"],
  "status_code": 451
}
```

`status_code` defaults to 403.'''


def t09(rs: RowSet) -> None:
    root = "/workspace/caddy-geoblock"
    p = f"{root}/geoblock.go"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status && git log --oneline -3", """On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
c0e8a51 (HEAD -> main, origin/main) Log lookup failures at warn level
92b4f7d Make status code configurable
1f6d0c3 Initial geoblock handler""", root))
    turns.append(oh_view(p, GEOBLOCK_GO, (19, 57)))
    src = GEOBLOCK_GO
    a, o, src = oh_sr(p, src, tabs('    StatusCode       int      `json:"status_code,omitempty"`\n\n    db      *maxminddb.Reader\n'),
                      tabs('    StatusCode       int      `json:"status_code,omitempty"`\n'
                           '    // AllowCIDRs bypass the country check entirely (office, monitoring, CDN ranges).\n'
                           '    AllowCIDRs       []string `json:"allow_cidrs,omitempty"`\n\n'
                           '    db      *maxminddb.Reader\n    allow   []*net.IPNet\n'))
    turns.append((a, o))
    a, o, src = oh_sr(p, src, tabs('    if g.StatusCode == 0 {\n'),
                      tabs('    for _, cidr := range g.AllowCIDRs {\n'
                           '        _, n, err := net.ParseCIDR(strings.TrimSpace(cidr))\n'
                           '        if err != nil {\n'
                           '            return fmt.Errorf("geoblock: allow_cidrs: %w", err)\n'
                           '        }\n'
                           '        g.allow = append(g.allow, n)\n'
                           '    }\n'
                           '    if g.StatusCode == 0 {\n'))
    turns.append((a, o))
    a, o, src = oh_sr(p, src, tabs('    if ip == nil {\n        return next.ServeHTTP(w, r)\n    }\n    var rec struct {'),
                      tabs('    if ip == nil {\n        return next.ServeHTTP(w, r)\n    }\n'
                           '    for _, n := range g.allow {\n'
                           '        if n.Contains(ip) {\n'
                           '            return next.ServeHTTP(w, r)\n'
                           '        }\n'
                           '    }\n'
                           '    var rec struct {'))
    turns.append((a, o))
    assert nlines(src) == nlines(GEOBLOCK_GO) + 15
    turns.append(oh_sh("gofmt -l . ; go vet ./... && go test ./... -count=1",
                       "ok  \tgithub.com/acme/caddy-geoblock\t0.412s", root))
    turns.append(oh_sh('git add geoblock.go && git commit -m "Add allow_cidrs to bypass the country check"',
                       "[main 4be1d07] Add allow_cidrs to bypass the country check\n 1 file changed, 15 insertions(+)", root))
    # BAD: geoblock.go was just committed and not touched since, yet it shows as modified.
    turns.append(oh_sh("git status", """On branch main
Your branch is ahead of 'origin/main' by 1 commit.
  (use "git push" to publish your local commits)

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   geoblock.go

no changes added to commit (use "git add" and/or "git commit -a")""", root))
    readme_head = "# caddy-geoblock\n\nA Caddy v2 HTTP handler that blocks clients by country using a MaxMind database.\n\n"
    readme = readme_head + GEOBLOCK_README_TAIL
    a, o, _ = oh_sr(f"{root}/README.md", readme, '  "status_code": 451\n}\n```\n\n`status_code` defaults to 403.',
                    '  "status_code": 451,\n  "allow_cidrs": ["10.20.0.0/16", "2001:db8:42::/48"]\n}\n```\n\n'
                    '`status_code` defaults to 403. Clients inside any `allow_cidrs` range are never looked up or blocked.')
    turns.append((a, o))
    turns.append(oh_sh("xcaddy build --with github.com/acme/caddy-geoblock=. 2>&1 | tail -n 3 && ./caddy list-modules | grep geoblock",
                       "2024/04/22 11:06:52 [INFO] Build environment ready\n"
                       "2024/04/22 11:07:31 [INFO] Building Caddy\n"
                       "2024/04/22 11:07:58 [INFO] Build complete: ./caddy\n"
                       "http.handlers.geoblock", root))
    turns.append(oh_sh('git add README.md && git commit -q -m "docs: allow_cidrs" && git log --oneline -4',
                       "7a31e9c (HEAD -> main) docs: allow_cidrs\n4be1d07 Add allow_cidrs to bypass the country check\n"
                       "c0e8a51 (origin/main) Log lookup failures at warn level\n92b4f7d Make status code configurable", root))
    rs.add(task="swe", tid="h18-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: a Caddy v2 handler module (Go 1.22) that blocks clients by GeoIP country. Feature "
                 "request: an `allow_cidrs` list whose clients skip the country check. Implement it, commit, document it "
                 "in README.md in a separate commit, and check that a custom caddy built with xcaddy registers the module.",
           bad=True, turn=8, kind="git status right after committing geoblock.go (no later edit) lists geoblock.go as modified")


# ----------------------------------------------------------------------------------------------------
# 10  Gemini CLI, Java / Spring Boot + Maven (mainstream). BAD turn 4: a config line not touched by the edit
#     (hikari maximum-pool-size) reads back with a different value.
# ----------------------------------------------------------------------------------------------------

APP_YML = r'''spring:
  application:
    name: payments-svc
  datasource:
    url: jdbc:postgresql://localhost:5433/payments
    username: payments
    password: ${DB_PASSWORD}
    hikari:
      maximum-pool-size: 12
      connection-timeout: 20000
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate

server:
  port: 8081
  shutdown: graceful

management:
  endpoints:
    web:
      exposure:
        include: health,info,prometheus

payments:
  currency-default: EUR
  webhook:
    secret: ${WEBHOOK_SECRET}
    tolerance-seconds: 300'''

PAY_PROPS = r'''package com.acme.payments.config;

import jakarta.validation.constraints.NotBlank;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.validation.annotation.Validated;

@Validated
@ConfigurationProperties(prefix = "payments")
public record PaymentsProperties(
        @NotBlank String currencyDefault,
        Webhook webhook) {

    public record Webhook(@NotBlank String secret, int toleranceSeconds) {
    }
}'''


def t10(rs: RowSet) -> None:
    root = "/home/raj/dev/payments-svc"
    py = f"{root}/src/main/resources/application.yml"
    pp = f"{root}/src/main/java/com/acme/payments/config/PaymentsProperties.java"
    turns: list[Turn] = []
    turns.append(g_read(py, APP_YML))
    turns.append(g_grep("payments\\.(webhook|currency)|PaymentsProperties", "src/main/java", [
        ("src/main/java/com/acme/payments/PaymentsApplication.java", 9, "@EnableConfigurationProperties(PaymentsProperties.class)"),
        ("src/main/java/com/acme/payments/config/PaymentsProperties.java", 9, "public record PaymentsProperties("),
        ("src/main/java/com/acme/payments/webhook/WebhookVerifier.java", 21, "public WebhookVerifier(PaymentsProperties props, Clock clock) {"),
        ("src/main/java/com/acme/payments/psp/PspClient.java", 34, "public PspClient(RestClient.Builder builder, PaymentsProperties props) {"),
    ]))
    y1 = APP_YML + "\n  retry:\n    max-attempts: 3\n    backoff-ms: 250"
    a, o, _ = g_replace(py, APP_YML, "    secret: ${WEBHOOK_SECRET}\n    tolerance-seconds: 300",
                        "    secret: ${WEBHOOK_SECRET}\n    tolerance-seconds: 300\n  retry:\n    max-attempts: 3\n    backoff-ms: 250")
    turns.append((a, o))
    # BAD: re-reading after the edit; the retry block is there, but maximum-pool-size now reads 10 (was 12, untouched).
    turns.append(g_read(py, y1.replace("maximum-pool-size: 12", "maximum-pool-size: 10")))
    turns.append(g_read(pp, PAY_PROPS))
    a, o, _ = g_replace(pp, PAY_PROPS, """        Webhook webhook) {

    public record Webhook(@NotBlank String secret, int toleranceSeconds) {
    }
}""", """        Webhook webhook,
        Retry retry) {

    public record Webhook(@NotBlank String secret, int toleranceSeconds) {
    }

    public record Retry(@Min(1) @Max(10) int maxAttempts, @PositiveOrZero long backoffMs) {
    }
}""")
    turns.append((a, o))
    a, o, _ = g_replace(pp, PAY_PROPS.replace("        Webhook webhook) {", "        Webhook webhook,\n        Retry retry) {"),
                        "import jakarta.validation.constraints.NotBlank;\n",
                        "import jakarta.validation.constraints.Max;\nimport jakarta.validation.constraints.Min;\n"
                        "import jakarta.validation.constraints.NotBlank;\nimport jakarta.validation.constraints.PositiveOrZero;\n")
    turns.append((a, o))
    turns.append(g_sh("./mvnw -q -DskipTests compile && ./mvnw test 2>&1 | tail -n 11", "Compile, then run the tests", """[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: 46, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  38.214 s
[INFO] Finished at: 2024-09-03T14:27:51+02:00
[INFO] ------------------------------------------------------------------------""", pgid=90412))
    turns.append(g_sh("git status --short && git diff --stat", "Review the change set",
                      " M src/main/java/com/acme/payments/config/PaymentsProperties.java\n M src/main/resources/application.yml\n"
                      " .../com/acme/payments/config/PaymentsProperties.java      | 9 ++++++++-\n"
                      " src/main/resources/application.yml                         | 3 +++\n"
                      " 2 files changed, 11 insertions(+), 1 deletion(-)", pgid=90477))
    rs.add(task="swe", tid="h18-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: payments-svc (Spring Boot 3.3, Java 21, Maven wrapper). Task PAY-1402: make the PSP "
                 "call retry policy configurable: add `payments.retry.max-attempts` (default 3) and `payments.retry.backoff-ms` "
                 "(default 250) to application.yml and bind them in PaymentsProperties with validation.",
           bad=True, turn=4, kind="re-read of application.yml after adding the retry block shows hikari maximum-pool-size 10 instead of the 12 read before (line not edited)")


# ----------------------------------------------------------------------------------------------------
# 11  OpenHands, Python / pandas ETL + pytest (mainstream). CLEAN (output file regenerated: size, mtime, rows).
# ----------------------------------------------------------------------------------------------------

TRANSFORM_PY = r'''"""Normalise raw order exports into the reporting schema."""

from __future__ import annotations

import pandas as pd

COLUMNS = ["order_id", "ordered_at", "country", "sku", "qty", "amount_eur", "channel"]


def to_eur(amount_minor: pd.Series, currency: pd.Series, rates: dict[str, float]) -> pd.Series:
    """Convert amounts in minor units (cents, pence) to EUR with two decimals."""
    rate = currency.map(rates)
    if rate.isna().any():
        missing = sorted(currency[rate.isna()].unique())
        raise KeyError(f"no EUR rate for {missing}")
    return (amount_minor * rate).astype("int64") / 100


def transform(raw: pd.DataFrame, rates: dict[str, float]) -> pd.DataFrame:
    df = raw.rename(columns={"id": "order_id", "created": "ordered_at", "cc": "country"})
    df["ordered_at"] = pd.to_datetime(df["ordered_at"], utc=True)
    df["amount_eur"] = to_eur(df["amount_minor"], df["currency"], rates)
    df["channel"] = df["channel"].fillna("web").str.lower()
    return df[COLUMNS].sort_values("ordered_at", kind="stable").reset_index(drop=True)'''

RUN_PY = r'''"""CLI: python -m etl.run --input RAW.csv --out OUT.parquet"""

from __future__ import annotations

import argparse

import pandas as pd

from etl.fx import load_rates
from etl.transform import transform


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--input", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--rates", default="data/fx/eur_rates_2024q1.json")
    args = ap.parse_args(argv)

    raw = pd.read_csv(args.input)
    df = transform(raw, load_rates(args.rates))
    df.to_parquet(args.out, index=False)
    print(f"wrote {len(df):,} rows to {args.out}")


if __name__ == "__main__":
    main()'''


def t11(rs: RowSet) -> None:
    root = "/workspace/sales-etl"
    pt, pr = f"{root}/etl/transform.py", f"{root}/etl/run.py"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status -sb && ls -l data/raw data/out && wc -l data/raw/orders_2024q1.csv", """## main...origin/main
data/out:
total 0

data/raw:
total 2184
-rw-r--r-- 1 root root 2234871 Apr  3 09:12 orders_2024q1.csv
18343 data/raw/orders_2024q1.csv""", root))
    turns.append(oh_view(pt, TRANSFORM_PY))
    turns.append(oh_sh("python -m pytest -q", """......F.......                                                           [100%]
=================================== FAILURES ===================================
_____________________________ test_to_eur_rounds ______________________________

    def test_to_eur_rounds():
        amount = pd.Series([1999, 999])
        currency = pd.Series(["USD", "CHF"])
>       assert to_eur(amount, currency, {"USD": 0.92, "CHF": 1.085}).tolist() == [18.39, 10.84]
E       assert [18.39, 10.83] == [18.39, 10.84]
E         
E         At index 1 diff: 10.83 != 10.84
E         Use -v to get more diff

tests/test_transform.py:27: AssertionError
=========================== short test summary info ============================
FAILED tests/test_transform.py::test_to_eur_rounds - assert [18.39, 10.83] == [18.39, 10.84]
1 failed, 13 passed in 0.71s""", root, 1))
    a, o, _ = oh_sr(pt, TRANSFORM_PY, '    return (amount_minor * rate).astype("int64") / 100',
                    '    return (amount_minor * rate).round().astype("int64") / 100')
    turns.append((a, o))
    turns.append(oh_sh("python -m pytest -q", "..............                                                           [100%]\n14 passed in 0.62s", root))
    turns.append(oh_sh("python -m etl.run --input data/raw/orders_2024q1.csv --out data/out/q1.parquet && ls -l data/out",
                       "wrote 18,342 rows to data/out/q1.parquet\ntotal 600\n-rw-r--r-- 1 root root 611208 May 21 14:03 q1.parquet", root))
    turns.append(oh_view(pr, RUN_PY))
    src = RUN_PY
    a, o, src = oh_sr(pr, src, '    ap.add_argument("--rates", default="data/fx/eur_rates_2024q1.json")\n',
                      '    ap.add_argument("--rates", default="data/fx/eur_rates_2024q1.json")\n'
                      '    ap.add_argument("--since", type=pd.Timestamp, help="keep orders at or after this UTC date")\n')
    turns.append((a, o))
    a, o, src = oh_sr(pr, src, "    df = transform(raw, load_rates(args.rates))\n",
                      "    df = transform(raw, load_rates(args.rates))\n"
                      "    if args.since is not None:\n"
                      '        df = df[df["ordered_at"] >= args.since.tz_localize("UTC")].reset_index(drop=True)\n')
    turns.append((a, o))
    turns.append(oh_sh("python -m etl.run --input data/raw/orders_2024q1.csv --out data/out/q1.parquet --since 2024-03-01 && ls -l data/out",
                       "wrote 6,127 rows to data/out/q1.parquet\ntotal 208\n-rw-r--r-- 1 root root 209874 May 21 14:06 q1.parquet", root))
    turns.append(oh_sh("python -c \"import pandas as pd; df = pd.read_parquet('data/out/q1.parquet'); print(df.shape); "
                       "print(df['ordered_at'].min(), df['ordered_at'].max()); print(df.head(3).to_string())\"", """(6127, 7)
2024-03-01 00:04:51+00:00 2024-03-31 23:58:07+00:00
    order_id                ordered_at country         sku  qty  amount_eur channel
0  SO-118204 2024-03-01 00:04:51+00:00      DE  KB-MX-RED    1       89.90     web
1  SO-118205 2024-03-01 00:11:36+00:00      FR  MS-ERGO-2    2       71.98     app
2  SO-118206 2024-03-01 00:13:02+00:00      CH  KB-MX-BRN    1       97.54     web""", root))
    turns.append(oh_sh("git status --short && git diff --stat", " M etl/run.py\n M etl/transform.py\n"
                       " etl/run.py       | 3 +++\n etl/transform.py | 2 +-\n 2 files changed, 4 insertions(+), 1 deletion(-)", root))
    rs.add(task="swe", tid="h18-swe-11", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (pandas 2.2, pyarrow, pytest). Two requests from finance: EUR conversion must "
                 "round to the cent instead of truncating (test_to_eur_rounds is red), and `python -m etl.run` needs a "
                 "`--since YYYY-MM-DD` option to export only recent orders. Regenerate data/out/q1.parquet for March.")


# ----------------------------------------------------------------------------------------------------
# 12  Gemini CLI, TypeScript / Deno + Fresh (less common). BAD turn 7: the new commit is dated before the `date`
#     printed at the start of the session.
# ----------------------------------------------------------------------------------------------------

RECIPE_ID_TS = r'''import { Handlers } from "$fresh/server.ts";
import { getRecipe } from "../../../lib/db.ts";

export const handler: Handlers = {
  async GET(_req, ctx) {
    const id = Number(ctx.params.id);
    const recipe = await getRecipe(id);
    return Response.json(recipe);
  },
};'''


def deno_tests(fail: bool) -> str:
    mark = "FAILED (7ms)" if fail else "ok (6ms)"
    return f"""running 4 tests from ./lib/db_test.ts
getRecipe returns null for a missing id ... ok (3ms)
listRecipes sorts by title ... ok (2ms)
listRecipes filters by tag ... ok (2ms)
searchRecipes matches ingredients ... ok (5ms)
running 3 tests from ./lib/units_test.ts
grams to ounces ... ok (0ms)
cups to millilitres ... ok (0ms)
scales a recipe by servings ... ok (1ms)
running 4 tests from ./routes/api/recipes_test.ts
GET /api/recipes lists recipes ... ok ({38 if fail else 35}ms)
GET /api/recipes/1 returns the recipe ... ok (9ms)
GET /api/recipes/999 returns 404 ... {mark}
GET /api/recipes?tag=vegan filters ... ok (8ms)
running 3 tests from ./islands/RecipeTimer_test.tsx
RecipeTimer formats mm:ss ... ok (1ms)
RecipeTimer counts down ... ok ({104 if fail else 103}ms)
RecipeTimer stops at zero ... ok (102ms)"""


def t12(rs: RowSet) -> None:
    root = "/home/kim/dev/fresh-recipes"
    p = f"{root}/routes/api/recipes/[id].ts"
    turns: list[Turn] = []
    turns.append(g_sh("date && git log -3 --format='%h %ad %s' --date=iso", "Note the current time and recent commits",
                      "Thu Jul 11 16:42:07 CEST 2024\n"
                      "5e0b9d2 2024-07-10 18:03:55 +0200 islands: lazy-load RecipeTimer\n"
                      "a1c44f7 2024-07-10 11:26:40 +0200 routes: add /recipes/[id]/print\n"
                      "0f93b2e 2024-07-09 17:58:12 +0200 deps: bump fresh to 1.6.8", pgid=12044))
    turns.append(g_sh("deno test -A", "Run the tests to see the failure", deno_tests(True) + f"""

 ERRORS 

GET /api/recipes/999 returns 404 => ./routes/api/recipes_test.ts:27:6
error: AssertionError: Values are not equal.


    [Diff] Actual / Expected


-   200
+   404

  throw new AssertionError(message);
        ^
    at assertEquals (https://deno.land/std@0.216.0/assert/assert_equals.ts:53:9)
    at file://{root}/routes/api/recipes_test.ts:30:3

 FAILURES 

GET /api/recipes/999 returns 404 => ./routes/api/recipes_test.ts:27:6

FAILED | 13 passed | 1 failed (845ms)

error: Test failed""", 1, pgid=12090))
    turns.append(g_read(p, RECIPE_ID_TS))
    a, o, _ = g_replace(p, RECIPE_ID_TS, """    const id = Number(ctx.params.id);
    const recipe = await getRecipe(id);
    return Response.json(recipe);""", """    const id = Number(ctx.params.id);
    if (!Number.isInteger(id) || id <= 0) {
      return Response.json({ error: "invalid recipe id" }, { status: 400 });
    }
    const recipe = await getRecipe(id);
    if (!recipe) {
      return Response.json({ error: "recipe not found" }, { status: 404 });
    }
    return Response.json(recipe);""")
    turns.append((a, o))
    turns.append(g_sh("deno task check && deno test -A", "Format/lint/type check and re-run tests",
                      "Task check deno fmt --check && deno lint && deno check **/*.ts && deno check **/*.tsx\n"
                      "Checked 38 files\nChecked 34 files\n" + deno_tests(False) + "\n\nok | 14 passed | 0 failed (812ms)", pgid=12157))
    turns.append(g_sh('git add -A && git commit -m "api: 404 for unknown recipe ids, 400 for malformed ones"', "Commit the fix",
                      "[main 91ab3c2] api: 404 for unknown recipe ids, 400 for malformed ones\n 1 file changed, 6 insertions(+)", pgid=12203))
    # BAD: the commit was made after `date` printed 16:42:07, yet it is dated 16:05:31 the same day.
    turns.append(g_sh("git log -2 --format='%h %ad %s' --date=iso", "Check the commit",
                      "91ab3c2 2024-07-11 16:05:31 +0200 api: 404 for unknown recipe ids, 400 for malformed ones\n"
                      "5e0b9d2 2024-07-10 18:03:55 +0200 islands: lazy-load RecipeTimer", pgid=12219))
    turns.append(g_sh("deno task build", "Make sure the production build still works",
                      f"Task build deno run -A dev.ts build\nAssets written to: {root}/_fresh", pgid=12236))
    rs.add(task="swe", tid="h18-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: a Deno 1.44 + Fresh 1.6 recipe site. Bug: GET /api/recipes/<id> answers 200 with "
                 "`null` for ids that do not exist. Make it 404 (and 400 for non-numeric ids), keep `deno task check` "
                 "green, commit on main.",
           bad=True, turn=7, kind="commit made during the session is dated 16:05:31, earlier than the 16:42:07 `date` printed at its start")


# ----------------------------------------------------------------------------------------------------
# 13  OpenHands, Rust / pest grammar (less common). CLEAN (test count grows with added tests, partial views).
# ----------------------------------------------------------------------------------------------------

CALC_PEST = r'''WHITESPACE = _{ " " | "\t" }

num  = @{ "-"? ~ ASCII_DIGIT+ ~ ("." ~ ASCII_DIGIT+)? }
atom = _{ num | "(" ~ expr ~ ")" }

add      = { "+" }
subtract = { "-" }
multiply = { "*" }
divide   = { "/" }
power    = { "^" }
bin_op   = _{ add | subtract | multiply | divide | power }

expr = { atom ~ (bin_op ~ atom)* }
calc = _{ SOI ~ expr ~ EOI }'''

EVAL_RS = r'''use std::sync::OnceLock;

use pest::iterators::Pairs;
use pest::pratt_parser::{Assoc, Op, PrattParser};
use pest::Parser;

use crate::{CalcParser, Rule};

fn pratt() -> &'static PrattParser<Rule> {
    static PRATT: OnceLock<PrattParser<Rule>> = OnceLock::new();
    PRATT.get_or_init(|| {
        PrattParser::new()
            .op(Op::infix(Rule::add, Assoc::Left) | Op::infix(Rule::subtract, Assoc::Left))
            .op(Op::infix(Rule::multiply, Assoc::Left) | Op::infix(Rule::divide, Assoc::Left))
            .op(Op::infix(Rule::power, Assoc::Right))
    })
}

fn eval_pairs(pairs: Pairs<Rule>) -> f64 {
    pratt()
        .map_primary(|p| match p.as_rule() {
            Rule::num => p.as_str().parse().unwrap(),
            Rule::expr => eval_pairs(p.into_inner()),
            r => unreachable!("unexpected primary {r:?}"),
        })
        .map_infix(|lhs, op, rhs| match op.as_rule() {
            Rule::add => lhs + rhs,
            Rule::subtract => lhs - rhs,
            Rule::multiply => lhs * rhs,
            Rule::divide => lhs / rhs,
            Rule::power => lhs.powf(rhs),
            r => unreachable!("unexpected operator {r:?}"),
        })
        .parse(pairs)
}

pub fn eval(src: &str) -> Result<f64, Box<pest::error::Error<Rule>>> {
    let mut pairs = CalcParser::parse(Rule::calc, src).map_err(Box::new)?;
    let expr = pairs.next().unwrap();
    Ok(eval_pairs(expr.into_inner()))
}'''

CALC_CASES = [("adds", "1 + 2", "3.0"), ("subtracts", "10 - 4", "6.0"), ("multiplies", "6 * 7", "42.0"),
              ("divides", "9 / 2", "4.5"), ("power_right_assoc", "2 ^ 3 ^ 2", "512.0"),
              ("mul_binds_tighter", "2 + 3 * 4", "14.0"), ("parens_override", "(2 + 3) * 4", "20.0"),
              ("left_assoc_sub", "10 - 3 - 2", "5.0"), ("left_assoc_div", "100 / 10 / 5", "2.0"),
              ("negative_literal", "-4 + 10", "6.0"), ("decimal_literal", "0.5 * 8", "4.0"),
              ("nested_parens", "((1 + 2) * (3 + 4))", "21.0"), ("tabs_are_whitespace", r"1\t+\t1", "2.0"),
              ("power_over_mul", "3 * 2 ^ 2", "12.0"), ("division_by_zero_is_inf", "1 / 0", "f64::INFINITY"),
              ("long_chain", "1 + 2 + 3 + 4 + 5 + 6", "21.0"), ("mixed", "2 * (3 + 4) - 5 / 5", "13.0")]


def calc_tests(cases: list[tuple[str, str, str]]) -> str:
    body = "\n\n".join(f'#[test]\nfn {n}() {{\n    assert_eq!(eval("{e}").unwrap(), {v});\n}}' for n, e, v in cases)
    return "use calcdsl::eval;\n\n" + body + "\n\n#[test]\nfn rejects_trailing_operator() {\n    assert!(eval(\"1 +\").is_err());\n}"


def t13(rs: RowSet) -> None:
    root = "/workspace/calcdsl"
    pg, pe, pt = f"{root}/src/calc.pest", f"{root}/src/eval.rs", f"{root}/tests/eval.rs"
    tests0 = calc_tests(CALC_CASES[:16])
    assert tests0.count("#[test]") == 17
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status -sb && cargo test -q --test eval 2>&1 | tail -n 4",
                       "## main...origin/main\n\nrunning 17 tests\n.................\n"
                       "test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", root))
    turns.append(oh_view(pg, CALC_PEST))
    a, o, _ = oh_sr(pg, CALC_PEST, 'divide   = { "/" }\npower    = { "^" }\nbin_op   = _{ add | subtract | multiply | divide | power }',
                    'divide   = { "/" }\nmodulo   = { "%" }\npower    = { "^" }\nbin_op   = _{ add | subtract | multiply | divide | modulo | power }')
    turns.append((a, o))
    turns.append(oh_view(pe, EVAL_RS, (9, 35)))
    src = EVAL_RS
    a, o, src = oh_sr(pe, src, "            .op(Op::infix(Rule::multiply, Assoc::Left) | Op::infix(Rule::divide, Assoc::Left))",
                      "            .op(Op::infix(Rule::multiply, Assoc::Left)\n"
                      "                | Op::infix(Rule::divide, Assoc::Left)\n"
                      "                | Op::infix(Rule::modulo, Assoc::Left))")
    turns.append((a, o))
    a, o, src = oh_sr(pe, src, "            Rule::divide => lhs / rhs,\n", "            Rule::divide => lhs / rhs,\n            Rule::modulo => lhs % rhs,\n")
    turns.append((a, o))
    turns.append(oh_sh("cargo test -q --test eval 2>&1 | tail -n 4",
                       "\nrunning 17 tests\n.................\n"
                       "test result: ok. 17 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", root))
    new_cases = [("modulo_same_precedence_as_mul", "17 % 5 * 2", "4.0"), ("modulo_keeps_sign_of_lhs", "-7 % 3", "-1.0")]
    anchor = '#[test]\nfn rejects_trailing_operator() {'
    ins = "\n\n".join(f'#[test]\nfn {n}() {{\n    assert_eq!(eval("{e}").unwrap(), {v});\n}}' for n, e, v in new_cases) + "\n\n"
    a, o, tests1 = oh_sr(pt, tests0, anchor, ins + anchor)
    turns.append((a, o))
    added = nlines(tests1) - nlines(tests0)
    turns.append(oh_sh("cargo test -q --test eval 2>&1 | tail -n 4",
                       "\nrunning 19 tests\n...................\n"
                       "test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s", root))
    turns.append(oh_sh('cargo run -q -- "17 % 5 * 2"; cargo run -q -- "-7 % 3"; cargo run -q -- "2 ^ 3 % 5"', "4\n-1\n3", root))
    turns.append(oh_sh("git diff --stat", f" src/calc.pest | {3:2d} ++-\n src/eval.rs   | {5:2d} ++++-\n tests/eval.rs | {added:2d} {'+' * added}\n"
                       f" 3 files changed, {2 + 4 + added} insertions(+), 2 deletions(-)", root))
    rs.add(task="swe", tid="h18-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: calcdsl, a tiny calculator language (pest 2.7 grammar + Pratt parser, f64 values). "
                 "Feature: a `%` remainder operator with the same precedence as `*` and `/`, left-associative, with tests.")


# ----------------------------------------------------------------------------------------------------
# 14  Gemini CLI, Go / gin + gorm (mainstream). CLEAN (soft delete and restore re-paginate the list, updated_at moves).
# ----------------------------------------------------------------------------------------------------

TASKS_GO = tabs(r'''package handlers

import (
    "net/http"
    "strconv"

    "github.com/gin-gonic/gin"
    "gorm.io/gorm"

    "github.com/omar/taskboard/internal/models"
)

type TaskHandler struct {
    DB *gorm.DB
}

func (h *TaskHandler) Register(r *gin.RouterGroup) {
    r.GET("/tasks", h.List)
    r.POST("/tasks", h.Create)
    r.GET("/tasks/:id", h.Get)
    r.PATCH("/tasks/:id", h.Update)
    r.DELETE("/tasks/:id", h.Delete)
}

func (h *TaskHandler) List(c *gin.Context) {
    page, _ := strconv.Atoi(c.DefaultQuery("page", "1"))
    size, _ := strconv.Atoi(c.DefaultQuery("page_size", "20"))
    if page < 1 {
        page = 1
    }
    if size < 1 || size > 100 {
        size = 20
    }
    var total int64
    var tasks []models.Task
    h.DB.Model(&models.Task{}).Count(&total)
    h.DB.Order("id").Limit(size).Offset((page - 1) * size).Find(&tasks)
    c.JSON(http.StatusOK, gin.H{"data": tasks, "page": page, "page_size": size, "total": total})
}

func (h *TaskHandler) Create(c *gin.Context) {
    var in models.TaskInput
    if err := c.ShouldBindJSON(&in); err != nil {
        c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
        return
    }
    task := models.Task{Title: in.Title}
    h.DB.Create(&task)
    c.JSON(http.StatusCreated, task)
}

func (h *TaskHandler) Get(c *gin.Context) {
    var task models.Task
    if err := h.DB.First(&task, c.Param("id")).Error; err != nil {
        c.JSON(http.StatusNotFound, gin.H{"error": "task not found"})
        return
    }
    c.JSON(http.StatusOK, task)
}

func (h *TaskHandler) Update(c *gin.Context) {
    var task models.Task
    if err := h.DB.First(&task, c.Param("id")).Error; err != nil {
        c.JSON(http.StatusNotFound, gin.H{"error": "task not found"})
        return
    }
    var in models.TaskPatch
    if err := c.ShouldBindJSON(&in); err != nil {
        c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
        return
    }
    h.DB.Model(&task).Updates(in.Fields())
    c.JSON(http.StatusOK, task)
}

func (h *TaskHandler) Delete(c *gin.Context) {
    id, err := strconv.Atoi(c.Param("id"))
    if err != nil {
        c.JSON(http.StatusBadRequest, gin.H{"error": "invalid id"})
        return
    }
    res := h.DB.Delete(&models.Task{}, id)
    if res.RowsAffected == 0 {
        c.JSON(http.StatusNotFound, gin.H{"error": "task not found"})
        return
    }
    c.Status(http.StatusNoContent)
}''')

RESTORE_GO = tabs(r'''

func (h *TaskHandler) Restore(c *gin.Context) {
    id, err := strconv.Atoi(c.Param("id"))
    if err != nil {
        c.JSON(http.StatusBadRequest, gin.H{"error": "invalid id"})
        return
    }
    res := h.DB.Unscoped().Model(&models.Task{}).
        Where("id = ? AND deleted_at IS NOT NULL", id).
        Updates(map[string]any{"deleted_at": nil, "updated_at": time.Now().UTC()})
    if res.RowsAffected == 0 {
        c.JSON(http.StatusNotFound, gin.H{"error": "no deleted task with that id"})
        return
    }
    var task models.Task
    h.DB.First(&task, id)
    c.JSON(http.StatusOK, task)
}''')

TB_TASKS = [
    {"id": 1, "title": "Set up CI for taskboard", "done": True, "created_at": "2024-04-15T08:02:11Z", "updated_at": "2024-04-16T13:44:09Z", "deleted_at": None},
    {"id": 2, "title": "Design label colours", "done": True, "created_at": "2024-04-15T08:05:37Z", "updated_at": "2024-04-17T10:21:50Z", "deleted_at": None},
    {"id": 3, "title": "Drag and drop between columns", "done": False, "created_at": "2024-04-16T14:30:02Z", "updated_at": "2024-04-18T17:03:26Z", "deleted_at": None},
    {"id": 4, "title": "Write migration for labels table", "done": False, "created_at": "2024-04-18T09:12:44Z", "updated_at": "2024-04-19T16:20:03Z", "deleted_at": None},
    {"id": 5, "title": "Keyboard shortcuts (j/k, x)", "done": False, "created_at": "2024-04-18T11:47:19Z", "updated_at": "2024-04-18T11:47:19Z", "deleted_at": None},
    {"id": 6, "title": "Export board as CSV", "done": False, "created_at": "2024-04-19T09:30:55Z", "updated_at": "2024-04-20T08:15:40Z", "deleted_at": None},
    {"id": 7, "title": "Dark mode", "done": False, "created_at": "2024-04-21T19:02:08Z", "updated_at": "2024-04-21T19:02:08Z", "deleted_at": None},
]


def page_json(tasks: list[dict], page: int, size: int) -> str:
    chunk = tasks[(page - 1) * size:page * size]
    return json.dumps({"data": chunk, "page": page, "page_size": size, "total": len(tasks)}, separators=(",", ":"))


def t14(rs: RowSet) -> None:
    root = "/home/omar/go/src/github.com/omar/taskboard"
    p = f"{root}/internal/handlers/tasks.go"
    turns: list[Turn] = []
    turns.append(g_read(p, TASKS_GO, 0, 40))
    turns.append(g_grep("DeletedAt|Unscoped", root, [
        ("internal/models/task.go", 12, '\tDeletedAt gorm.DeletedAt `gorm:"index" json:"deleted_at"`'),
        ("internal/store/migrate_test.go", 31, '\tif !db.Migrator().HasIndex(&models.Task{}, "DeletedAt") {'),
    ], include="*.go"))
    turns.append(g_read(p, TASKS_GO, 40, 60))
    src = TASKS_GO
    a, o, src = g_replace(p, src, tabs('    r.DELETE("/tasks/:id", h.Delete)\n'),
                          tabs('    r.DELETE("/tasks/:id", h.Delete)\n    r.POST("/tasks/:id/restore", h.Restore)\n'))
    turns.append((a, o))
    a, o, src = g_replace(p, src, tabs("    c.Status(http.StatusNoContent)\n}"), tabs("    c.Status(http.StatusNoContent)\n}") + RESTORE_GO)
    turns.append((a, o))
    a, o, src = g_replace(p, src, tabs('    "strconv"\n'), tabs('    "strconv"\n    "time"\n'))
    turns.append((a, o))
    turns.append(g_sh("go build ./... && go test ./...", "Build and test",
                      "?   \tgithub.com/omar/taskboard/cmd/server\t[no test files]\n"
                      "ok  \tgithub.com/omar/taskboard/internal/handlers\t0.058s\n"
                      "ok  \tgithub.com/omar/taskboard/internal/models\t(cached)\n"
                      "ok  \tgithub.com/omar/taskboard/internal/store\t(cached)", pgid=20311))
    turns.append(g_sh_bg("go run ./cmd/server > /tmp/taskboard.log 2>&1 & sleep 3; curl -s 'localhost:8080/api/tasks?page=1&page_size=3'",
                         "Start the API locally and fetch the first page", page_json(TB_TASKS, 1, 3), "20377", 20376))
    after_del = [t for t in TB_TASKS if t["id"] != 4]
    turns.append(g_sh("curl -s -o /dev/null -w '%{http_code}\\n' -X DELETE localhost:8080/api/tasks/4; curl -s 'localhost:8080/api/tasks?page=2&page_size=3'",
                      "Soft-delete task 4 and look at page 2", "204\n" + page_json(after_del, 2, 3), pgid=20402))
    restored = dict(TB_TASKS[3], updated_at="2024-04-22T10:31:27.481962Z")
    turns.append(g_sh("curl -s -X POST localhost:8080/api/tasks/4/restore", "Restore it through the new endpoint",
                      json.dumps(restored, separators=(",", ":")), pgid=20415))
    final = [restored if t["id"] == 4 else t for t in TB_TASKS]
    turns.append(g_sh("curl -s 'localhost:8080/api/tasks?page=2&page_size=3'", "Page 2 again: task 4 should be back",
                      page_json(final, 2, 3), pgid=20431))
    turns.append(g_sh("curl -s -o /dev/null -w '%{http_code}\\n' -X POST localhost:8080/api/tasks/4/restore; git status --short",
                      "Restoring a live task must 404; then list changed files", "404\n M internal/handlers/tasks.go", pgid=20450))
    rs.add(task="swe", tid="h18-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: taskboard, a gin + gorm (SQLite) kanban API; tasks are soft-deleted. Feature: "
                 "POST /api/tasks/:id/restore undeletes a soft-deleted task (404 if the task is not deleted). Implement "
                 "and try it against the dev server, whose database holds 7 tasks.")


# ----------------------------------------------------------------------------------------------------
# 15  OpenHands, Java / Vert.x + Maven (less common). BAD turn 6: a file created in turn 3 is missing from the
#     source listing (while its compiled classes are there).
# ----------------------------------------------------------------------------------------------------

CHAT_VERTICLE = r'''package io.chat;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.http.ServerWebSocket;
import io.vertx.core.json.JsonObject;

public class ChatVerticle extends AbstractVerticle {

    private final RoomRegistry rooms = new RoomRegistry();

    @Override
    public void start(Promise<Void> startPromise) {
        vertx.createHttpServer()
                .webSocketHandler(this::onSocket)
                .listen(config().getInteger("port", 8888))
                .<Void>mapEmpty()
                .onComplete(startPromise);
    }

    private void onSocket(ServerWebSocket ws) {
        String room = ws.path().replaceFirst("^/rooms/", "");
        rooms.join(room, ws);
        ws.textMessageHandler(text -> {
            Message msg = Message.parse(text, ws.textHandlerID());
            if (msg == null) {
                ws.writeTextMessage(new JsonObject().put("error", "bad message").encode());
                return;
            }
            rooms.broadcast(room, msg.toJson().encode());
        });
        ws.closeHandler(v -> rooms.leave(room, ws));
    }
}'''

RATE_LIMITER = r'''package io.chat;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/** Token bucket per connection: {@code capacity} messages, refilled at {@code perSecond} tokens a second. */
public final class RateLimiter {

    private record Bucket(double tokens, long lastNanos) {
    }

    private final int capacity;
    private final double perSecond;
    private final LongSupplier clock;
    private final ConcurrentHashMap<String, Bucket> buckets = new ConcurrentHashMap<>();

    public RateLimiter(int capacity, double perSecond) {
        this(capacity, perSecond, System::nanoTime);
    }

    RateLimiter(int capacity, double perSecond, LongSupplier clock) {
        this.capacity = capacity;
        this.perSecond = perSecond;
        this.clock = clock;
    }

    public boolean tryAcquire(String key) {
        long now = clock.getAsLong();
        boolean[] allowed = {false};
        buckets.compute(key, (k, b) -> {
            double tokens = b == null ? capacity
                    : Math.min(capacity, b.tokens() + (now - b.lastNanos()) / 1e9 * perSecond);
            if (tokens >= 1) {
                allowed[0] = true;
                tokens -= 1;
            }
            return new Bucket(tokens, now);
        });
        return allowed[0];
    }

    public void forget(String key) {
        buckets.remove(key);
    }
}'''

CHAT_TEST = r'''package io.chat;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.WebSocketConnectOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import static org.junit.jupiter.api.Assertions.assertEquals;

@ExtendWith(VertxExtension.class)
class ChatVerticleTest {

    private HttpClient client;

    @BeforeEach
    void deploy(Vertx vertx, VertxTestContext ctx) {
        client = vertx.createHttpClient();
        vertx.deployVerticle(new ChatVerticle(), ctx.succeedingThenComplete());
    }

    private WebSocketConnectOptions room(String name) {
        return new WebSocketConnectOptions().setPort(8888).setHost("localhost").setURI("/rooms/" + name);
    }

    @Test
    void echoesToSameRoom(VertxTestContext ctx) {
        client.webSocket(room("lobby")).onComplete(ctx.succeeding(ws -> {
            ws.textMessageHandler(t -> ctx.verify(() -> {
                assertEquals("hi", new JsonObject(t).getString("text"));
                ctx.completeNow();
            }));
            ws.writeTextMessage(new JsonObject().put("text", "hi").encode());
        }));
    }

    @Test
    void rejectsMalformedMessage(VertxTestContext ctx) {
        client.webSocket(room("lobby")).onComplete(ctx.succeeding(ws -> {
            ws.textMessageHandler(t -> ctx.verify(() -> {
                assertEquals("bad message", new JsonObject(t).getString("error"));
                ctx.completeNow();
            }));
            ws.writeTextMessage("{not json");
        }));
    }

    @Test
    void broadcastsToOtherMembers(VertxTestContext ctx) {
        client.webSocket(room("dev")).onComplete(ctx.succeeding(listener -> {
            listener.textMessageHandler(t -> ctx.verify(() -> {
                assertEquals("deploy done", new JsonObject(t).getString("text"));
                ctx.completeNow();
            }));
            client.webSocket(room("dev")).onComplete(ctx.succeeding(sender ->
                    sender.writeTextMessage(new JsonObject().put("text", "deploy done").encode())));
        }));
    }

    @Test
    void doesNotLeakAcrossRooms(Vertx vertx, VertxTestContext ctx) {
        client.webSocket(room("a")).onComplete(ctx.succeeding(a -> {
            a.textMessageHandler(t -> ctx.failNow("message leaked into room a: " + t));
            client.webSocket(room("b")).onComplete(ctx.succeeding(b -> {
                b.writeTextMessage(new JsonObject().put("text", "only b").encode());
                vertx.setTimer(300, id -> ctx.completeNow());
            }));
        }));
    }

    @Test
    void leavesRoomOnClose(Vertx vertx, VertxTestContext ctx) {
        client.webSocket(room("tmp")).onComplete(ctx.succeeding(ws -> ws.close().onComplete(ctx.succeeding(v ->
                vertx.setTimer(100, id -> ctx.completeNow())))));
    }
}'''


def mvn_tests(chat: int, total: int, t1: str, t2: str, total_time: str, at: str) -> str:
    return f"""[INFO] -------------------------------------------------------
[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running io.chat.RoomRegistryTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t1} s -- in io.chat.RoomRegistryTest
[INFO] Running io.chat.ChatVerticleTest
[INFO] Tests run: {chat}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t2} s -- in io.chat.ChatVerticleTest
[INFO] 
[INFO] Results:
[INFO] 
[INFO] Tests run: {total}, Failures: 0, Errors: 0, Skipped: 0
[INFO] 
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  {total_time} s
[INFO] Finished at: {at}
[INFO] ------------------------------------------------------------------------"""


def t15(rs: RowSet) -> None:
    root = "/workspace/vertx-chat"
    pkg = f"{root}/src/main/java/io/chat"
    pcv, prl, pct = f"{pkg}/ChatVerticle.java", f"{pkg}/RateLimiter.java", f"{root}/src/test/java/io/chat/ChatVerticleTest.java"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status -sb && find src -name '*.java' | sort", """## main...origin/main
src/main/java/io/chat/ChatVerticle.java
src/main/java/io/chat/MainVerticle.java
src/main/java/io/chat/Message.java
src/main/java/io/chat/RoomRegistry.java
src/test/java/io/chat/ChatVerticleTest.java
src/test/java/io/chat/RoomRegistryTest.java""", root))
    turns.append(oh_view(pcv, CHAT_VERTICLE))
    turns.append(oh_create(prl, RATE_LIMITER))
    src = CHAT_VERTICLE
    a, o, src = oh_sr(pcv, src, "    private final RoomRegistry rooms = new RoomRegistry();\n",
                      "    private final RoomRegistry rooms = new RoomRegistry();\n    private final RateLimiter limiter = new RateLimiter(5, 2.0);\n")
    turns.append((a, o))
    a, o, src = oh_sr(pcv, src, """        ws.textMessageHandler(text -> {
            Message msg = Message.parse(text, ws.textHandlerID());""", """        ws.textMessageHandler(text -> {
            if (!limiter.tryAcquire(ws.textHandlerID())) {
                ws.writeTextMessage(new JsonObject().put("error", "rate limited").encode());
                return;
            }
            Message msg = Message.parse(text, ws.textHandlerID());""")
    turns.append((a, o))
    turns.append(oh_sh("mvn test 2>&1 | tail -n 19; ls src/main/java/io/chat/ target/classes/io/chat/",
                       # BAD: RateLimiter.java (created in turn 3, compiled into target/classes) is missing from the source listing.
                       mvn_tests(5, 12, "0.041", "1.187", "6.402", "2024-10-08T11:20:37Z") + """
src/main/java/io/chat/:
ChatVerticle.java  MainVerticle.java  Message.java  RoomRegistry.java

target/classes/io/chat/:
ChatVerticle.class  MainVerticle.class  Message.class  RateLimiter$Bucket.class  RateLimiter.class  RoomRegistry.class""", root))
    anchor = "    @Test\n    void rejectsMalformedMessage(VertxTestContext ctx) {"
    new_test = """    @Test
    void limitsBurstsPerConnection(VertxTestContext ctx) {
        client.webSocket(room("flood")).onComplete(ctx.succeeding(ws -> {
            ws.textMessageHandler(t -> {
                if ("rate limited".equals(new JsonObject(t).getString("error"))) {
                    ctx.completeNow();
                }
            });
            for (int i = 0; i < 8; i++) {
                ws.writeTextMessage(new JsonObject().put("text", "m" + i).encode());
            }
        }));
    }

"""
    a, o, test1 = oh_sr(pct, CHAT_TEST, anchor, new_test + anchor)
    turns.append((a, o))
    turns.append(oh_sh("mvn test 2>&1 | tail -n 19", mvn_tests(6, 13, "0.038", "1.402", "5.977", "2024-10-08T11:23:05Z"), root))
    turns.append(oh_sh("git status --short", " M src/main/java/io/chat/ChatVerticle.java\n M src/test/java/io/chat/ChatVerticleTest.java\n"
                       "?? src/main/java/io/chat/RateLimiter.java", root))
    ins = nlines(RATE_LIMITER) + (nlines(src) - nlines(CHAT_VERTICLE)) + (nlines(test1) - nlines(CHAT_TEST))
    turns.append(oh_sh('git add -A && git commit -m "Rate-limit chat messages per connection (token bucket, 5 burst, 2/s)"',
                       "[main 8c2d5f3] Rate-limit chat messages per connection (token bucket, 5 burst, 2/s)\n"
                       f" 3 files changed, {ins} insertions(+)\n create mode 100644 src/main/java/io/chat/RateLimiter.java", root))
    rs.add(task="swe", tid="h18-swe-15", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: a Vert.x 4.5 WebSocket chat server (Java 17, Maven). Abuse report: one client "
                 "flooded #lobby. Add a per-connection token-bucket rate limit (burst 5, 2 messages/s) in a new "
                 "RateLimiter class, reply with an error when exceeded, add a test, commit.",
           bad=True, turn=6, kind="RateLimiter.java created in turn 3 is missing from the later source directory listing (its .class files are listed)")


# ----------------------------------------------------------------------------------------------------
# 16  Gemini CLI, Python / Django (mainstream). BAD turn 10: a renamed migration is listed under its old name.
# ----------------------------------------------------------------------------------------------------

INVOICE_MODELS = r'''from decimal import Decimal

from django.db import models


class Invoice(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", "Draft"
        SENT = "sent", "Sent"
        PAID = "paid", "Paid"
        VOID = "void", "Void"

    customer = models.ForeignKey("customers.Customer", on_delete=models.PROTECT, related_name="invoices")
    number = models.CharField(max_length=20, unique=True)
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.DRAFT)
    currency = models.CharField(max_length=3, default="EUR")
    issued_on = models.DateField(null=True, blank=True)
    notes = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-issued_on", "-id"]

    def __str__(self) -> str:
        return f"{self.number} ({self.get_status_display()})"

    @property
    def total(self) -> Decimal:
        return sum((li.amount for li in self.lines.all()), Decimal("0"))


class LineItem(models.Model):
    invoice = models.ForeignKey(Invoice, on_delete=models.CASCADE, related_name="lines")
    description = models.CharField(max_length=200)
    quantity = models.DecimalField(max_digits=9, decimal_places=2, default=Decimal("1"))
    unit_price = models.DecimalField(max_digits=12, decimal_places=2)
    tax_rate = models.DecimalField(max_digits=4, decimal_places=2, default=Decimal("19.00"))

    @property
    def amount(self) -> Decimal:
        return (self.quantity * self.unit_price).quantize(Decimal("0.01"))'''

MIGRATION_0007 = r'''# Generated by Django 4.2.11 on 2024-09-18 14:27

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("invoices", "0006_invoice_notes"),
    ]

    operations = [
        migrations.AddField(
            model_name="invoice",
            name="due_date",
            field=models.DateField(blank=True, null=True),
        ),
        migrations.AddField(
            model_name="invoice",
            name="payment_terms",
            field=models.PositiveSmallIntegerField(default=30, help_text="Days until payment is due"),
        ),
    ]'''

DUE_DATE_TESTS = r'''import datetime

from django.test import TestCase

from customers.models import Customer
from invoices.models import Invoice


class DueDateFieldsTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.customer = Customer.objects.create(name="Fjord Bakery AS", country="NO")

    def test_payment_terms_default_to_30_days(self):
        inv = Invoice.objects.create(customer=self.customer, number="INV-9001")
        self.assertEqual(inv.payment_terms, 30)

    def test_due_date_is_optional(self):
        inv = Invoice.objects.create(customer=self.customer, number="INV-9002")
        self.assertIsNone(inv.due_date)

    def test_due_date_round_trips(self):
        inv = Invoice.objects.create(customer=self.customer, number="INV-9003", due_date=datetime.date(2024, 10, 31))
        inv.refresh_from_db()
        self.assertEqual(inv.due_date, datetime.date(2024, 10, 31))'''


def t16(rs: RowSet) -> None:
    root = "/home/zoe/src/billing"
    mig = "invoices/migrations"
    auto, short = "0007_invoice_due_date_invoice_payment_terms", "0007_invoice_due_date_terms"
    done = ["0001_initial", "0002_invoice_currency", "0003_lineitem_tax_rate", "0004_auto_20231107_1532",
            "0005_invoice_number_unique", "0006_invoice_notes"]
    turns: list[Turn] = []
    turns.append(g_sh("python manage.py showmigrations invoices", "List the invoices app migrations",
                      "invoices\n" + "\n".join(f" [X] {m}" for m in done), pgid=44120))
    turns.append(g_read(f"{root}/invoices/models.py", INVOICE_MODELS))
    a, o, _ = g_replace(f"{root}/invoices/models.py", INVOICE_MODELS,
                        "    issued_on = models.DateField(null=True, blank=True)\n",
                        "    issued_on = models.DateField(null=True, blank=True)\n"
                        '    payment_terms = models.PositiveSmallIntegerField(default=30, help_text="Days until payment is due")\n'
                        "    due_date = models.DateField(null=True, blank=True)\n")
    turns.append((a, o))
    turns.append(g_sh("python manage.py makemigrations invoices", "Generate the migration",
                      f"Migrations for 'invoices':\n  {mig}/{auto}.py\n    - Add field due_date to invoice\n"
                      "    - Add field payment_terms to invoice", pgid=44188))
    files = [f"{m}.py" for m in done] + [f"{short}.py", "__init__.py", "__pycache__"]
    turns.append(g_sh(f"mv {mig}/{auto}.py {mig}/{short}.py && ls {mig}/",
                      "Rename the migration to the team's short naming convention", "\n".join(files), pgid=44203))
    turns.append(g_read(f"{root}/{mig}/{short}.py", MIGRATION_0007))
    turns.append(g_sh("python manage.py migrate invoices", "Apply it to the dev database",
                      f"Operations to perform:\n  Apply all migrations: invoices\nRunning migrations:\n  Applying invoices.{short}... OK", pgid=44251))
    turns.append(g_write(f"{root}/invoices/tests/test_due_date.py", DUE_DATE_TESTS))
    turns.append(g_sh("python manage.py test invoices", "Run the app's tests", """Found 27 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
...........................
----------------------------------------------------------------------
Ran 27 tests in 1.204s

OK
Destroying test database for alias 'default'...""", pgid=44290))
    # BAD: the migration was renamed in turn 5 (and applied under the new name in turn 7); here it has its old name.
    turns.append(g_sh("python manage.py showmigrations invoices", "Confirm the migration state",
                      "invoices\n" + "\n".join(f" [X] {m}" for m in done + [auto]), pgid=44317))
    ins = 2 + nlines(MIGRATION_0007) + nlines(DUE_DATE_TESTS)
    turns.append(g_sh('git add invoices && git commit -m "invoices: add payment_terms and due_date"', "Commit",
                      f"[main 5b0e7d1] invoices: add payment_terms and due_date\n 3 files changed, {ins} insertions(+)\n"
                      f" create mode 100644 {mig}/{short}.py\n create mode 100644 invoices/tests/test_due_date.py", pgid=44335))
    rs.add(task="swe", tid="h18-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: a Django 4.2 billing app. Ticket BIL-77: invoices need `payment_terms` (days, default "
                 "30) and an optional `due_date`. Add the fields and a migration (team convention: migration names of at "
                 "most four words), apply it locally, add tests, commit.",
           bad=True, turn=10, kind="migration renamed to 0007_invoice_due_date_terms (and applied under that name) is listed by showmigrations under its old auto-generated name")


# ----------------------------------------------------------------------------------------------------
# 17  OpenHands, TypeScript / pnpm + turbo monorepo with tRPC and zod (less common). CLEAN (turbo cache hits,
#     task hashes change only for edited packages, "N minutes ago" ages).
# ----------------------------------------------------------------------------------------------------

PLANT_TS = r'''import { z } from "zod";

export const Room = z.enum(["living", "bedroom", "kitchen", "hall", "office", "bathroom"]);
export const Light = z.enum(["low", "medium", "bright-indirect", "direct"]);

export const PlantSchema = z.object({
  id: z.string().regex(/^pl_[0-9a-z]{3,}$/),
  name: z.string().min(1).max(80),
  room: Room,
  lastWateredAt: z.string().datetime(),
  light: Light,
});

export type Plant = z.infer<typeof PlantSchema>;

export const PlantCreate = PlantSchema.omit({ id: true });
export type PlantCreate = z.infer<typeof PlantCreate>;'''

FIXTURES_TS = r'''import type { Plant } from "@plantlog/api/schema";

const base: Plant = {
  id: "pl_001",
  name: "Monstera deliciosa",
  room: "living",
  lastWateredAt: "2024-06-01T08:00:00.000Z",
  light: "bright-indirect",
};

export function makePlant(overrides: Partial<Plant> = {}): Plant {
  return { ...base, ...overrides };
}

export const plants: Plant[] = [
  makePlant(),
  makePlant({ id: "pl_002", name: "Calathea orbifolia", room: "bedroom", light: "medium" }),
  makePlant({ id: "pl_003", name: "Snake plant", room: "hall", light: "low", lastWateredAt: "2024-05-20T08:00:00.000Z" }),
];'''


def turbo(tasks: list[tuple[str, str, str, list[str]]], summary: str) -> str:
    """tasks: (task id, 'miss'|'hit', hash, output lines)."""
    out = ["• Packages in scope: @plantlog/api, @plantlog/web",
           f"• Running {' '.join(sorted({t[0].split(':')[1] for t in tasks}))} in 2 packages", "• Remote caching disabled"]
    for tid, state, h, body in tasks:
        out.append(f"{tid}: cache {'miss, executing' if state == 'miss' else 'hit, replaying logs'} {h}")
        out += [f"{tid}: {ln}" for ln in body]
    return "\n".join(out) + "\n\n" + summary


def t17(rs: RowSet) -> None:
    root = "/workspace/plantlog"
    ps, pf = f"{root}/packages/api/src/schema/plant.ts", f"{root}/apps/web/src/fixtures/plants.ts"
    tc = ["", "> @plantlog/{p}@0.4.0 typecheck /workspace/plantlog/{d}", "> tsc --noEmit", ""]
    tca = [x.format(p="api", d="packages/api") for x in tc]
    tcw = [x.format(p="web", d="apps/web") for x in tc]
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git status -sb && git log -3 --format='%h %ar %s' && cat pnpm-workspace.yaml", """## main...origin/main
d41be7a 58 minutes ago api: plant.list supports room filter
93c0e25 3 hours ago web: PlantCard shows last watered
7f2a61d 2 days ago chore: turbo 2.0
packages:
  - "apps/*"
  - "packages/*\"""", root))
    turns.append(oh_view(ps, PLANT_TS))
    a, o, _ = oh_sr(ps, PLANT_TS, "  light: Light,\n});", "  light: Light,\n  waterEveryDays: z.number().int().min(1).max(60).default(7),\n});")
    turns.append((a, o))
    err = ("src/fixtures/plants.ts(3,7): error TS2741: Property 'waterEveryDays' is missing in type '{ id: string; name: string; "
           "room: \"living\"; lastWateredAt: string; light: \"bright-indirect\"; }' but required in type '{ id: string; name: string; "
           "room: \"living\" | \"bedroom\" | \"kitchen\" | \"hall\" | \"office\" | \"bathroom\"; lastWateredAt: string; light: \"low\" | "
           "\"medium\" | \"bright-indirect\" | \"direct\"; waterEveryDays: number; }'.")
    turns.append(oh_sh("pnpm turbo run typecheck", turbo([
        ("@plantlog/api:typecheck", "miss", "3c1f0a9e7d2b8845", tca),
        ("@plantlog/web:typecheck", "miss", "9b04e6c1f5a7d320", tcw + [err, " ELIFECYCLE  Command failed with exit code 2.",
                                                                      "ERROR: command finished with error: command (/workspace/plantlog/apps/web) /usr/local/bin/pnpm run typecheck exited (2)"]),
    ], "@plantlog/web#typecheck: command (/workspace/plantlog/apps/web) /usr/local/bin/pnpm run typecheck exited (2)\n\n"
       " Tasks:    1 successful, 2 total\nCached:    0 cached, 2 total\n  Time:    4.518s \nFailed:    @plantlog/web#typecheck\n\n"
       " ERROR  run failed: command  exited (2)"), root, 2))
    turns.append(oh_view(pf, FIXTURES_TS))
    a, o, _ = oh_sr(pf, FIXTURES_TS, '  light: "bright-indirect",\n};', '  light: "bright-indirect",\n  waterEveryDays: 7,\n};')
    turns.append((a, o))
    turns.append(oh_sh("pnpm turbo run typecheck", turbo([
        ("@plantlog/api:typecheck", "hit", "3c1f0a9e7d2b8845", tca),
        ("@plantlog/web:typecheck", "miss", "e27d4b90c1a3f658", tcw),
    ], " Tasks:    2 successful, 2 total\nCached:    1 cached, 2 total\n  Time:    3.912s "), root))
    va = ["", "> @plantlog/api@0.4.0 test /workspace/plantlog/packages/api", "> vitest run", "",
          "", " RUN  v1.6.0 /workspace/plantlog/packages/api", "",
          " ✓ src/schema/plant.test.ts  (9 tests) 7ms", " ✓ src/routers/plant.test.ts  (12 tests) 48ms",
          " ✓ src/routers/room.test.ts  (7 tests) 31ms", "",
          " Test Files  3 passed (3)", "      Tests  28 passed (28)", "   Start at  14:52:10", "   Duration  1.21s"]
    vw = ["", "> @plantlog/web@0.4.0 test /workspace/plantlog/apps/web", "> vitest run", "",
          "", " RUN  v1.6.0 /workspace/plantlog/apps/web", "",
          " ✓ src/components/PlantCard.test.tsx  (8 tests) 64ms", " ✓ src/components/RoomFilter.test.tsx  (6 tests) 41ms",
          " ✓ src/lib/schedule.test.ts  (5 tests) 4ms", "",
          " Test Files  3 passed (3)", "      Tests  19 passed (19)", "   Start at  14:52:10", "   Duration  1.87s"]
    turns.append(oh_sh("pnpm turbo run test", turbo([
        ("@plantlog/api:test", "miss", "5a8e3f1d0c6b9274", va),
        ("@plantlog/web:test", "miss", "0d9c7b2e4f1a8635", vw),
    ], " Tasks:    2 successful, 2 total\nCached:    0 cached, 2 total\n  Time:    2.644s "), root))
    turns.append(oh_sh("pnpm turbo run typecheck test", turbo([
        ("@plantlog/api:typecheck", "hit", "3c1f0a9e7d2b8845", tca),
        ("@plantlog/web:typecheck", "hit", "e27d4b90c1a3f658", tcw),
        ("@plantlog/api:test", "hit", "5a8e3f1d0c6b9274", va),
        ("@plantlog/web:test", "hit", "0d9c7b2e4f1a8635", vw),
    ], " Tasks:    4 successful, 4 total\nCached:    4 cached, 4 total\n  Time:    241ms >>> FULL TURBO"), root))
    turns.append(oh_sh("git status --short && git log -3 --format='%h %ar %s'", """ M apps/web/src/fixtures/plants.ts
 M packages/api/src/schema/plant.ts
d41be7a 66 minutes ago api: plant.list supports room filter
93c0e25 3 hours ago web: PlantCard shows last watered
7f2a61d 2 days ago chore: turbo 2.0""", root))
    rs.add(task="swe", tid="h18-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: plantlog, a pnpm + turbo monorepo (packages/api: tRPC + zod, apps/web: SolidStart). "
                 "Feature: plants get a watering interval `waterEveryDays` (integer 1-60, default 7) in the shared zod "
                 "schema. Add it, fix whatever stops typechecking, keep the tests green.")


# ----------------------------------------------------------------------------------------------------
# 18  Gemini CLI, Rust / wasm-bindgen + wasm-pack (less common). BAD turn 5: the locked wasm-bindgen version
#     changes in the build output with no cargo update and no Cargo.toml edit.
# ----------------------------------------------------------------------------------------------------

DITHER_TOML = r'''[package]
name = "imgdither-wasm"
version = "0.1.0"
edition = "2021"
description = "Floyd-Steinberg and ordered dithering for the browser"
license = "MIT"

[lib]
crate-type = ["cdylib", "rlib"]

[dependencies]
wasm-bindgen = "0.2"
image = { version = "0.24", default-features = false, features = ["png"] }
console_error_panic_hook = { version = "0.1.7", optional = true }

[dev-dependencies]
wasm-bindgen-test = "0.3"

[features]
default = ["console_error_panic_hook"]

[profile.release]
opt-level = "s"
lto = true'''

DITHER_LIB = r'''use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() {
    #[cfg(feature = "console_error_panic_hook")]
    console_error_panic_hook::set_once();
}

fn luma(px: &[u8]) -> f32 {
    0.2126 * px[0] as f32 + 0.7152 * px[1] as f32 + 0.0722 * px[2] as f32
}

fn spread(buf: &mut [f32], w: usize, h: usize, x: usize, y: usize, err: f32, taps: &[(isize, isize, f32)]) {
    for &(dx, dy, k) in taps {
        let (nx, ny) = (x as isize + dx, y as isize + dy);
        if nx >= 0 && ny >= 0 && (nx as usize) < w && (ny as usize) < h {
            buf[ny as usize * w + nx as usize] += err * k;
        }
    }
}

/// Floyd-Steinberg dithering of RGBA pixels to black and white, in place.
#[wasm_bindgen]
pub fn floyd_steinberg(rgba: &mut [u8], width: usize, height: usize) {
    let mut grey: Vec<f32> = rgba.chunks_exact(4).map(luma).collect();
    const TAPS: [(isize, isize, f32); 4] = [(1, 0, 7.0 / 16.0), (-1, 1, 3.0 / 16.0), (0, 1, 5.0 / 16.0), (1, 1, 1.0 / 16.0)];
    for y in 0..height {
        for x in 0..width {
            let old = grey[y * width + x];
            let new = if old < 128.0 { 0.0 } else { 255.0 };
            grey[y * width + x] = new;
            spread(&mut grey, width, height, x, y, old - new, &TAPS);
        }
    }
    write_back(rgba, &grey);
}

fn write_back(rgba: &mut [u8], grey: &[f32]) {
    for (px, &g) in rgba.chunks_exact_mut(4).zip(grey) {
        let v = g.clamp(0.0, 255.0) as u8;
        px[0] = v;
        px[1] = v;
        px[2] = v;
    }
}'''


def t18(rs: RowSet) -> None:
    root = "/home/ivy/code/imgdither-wasm"
    pl = f"{root}/src/lib.rs"
    turns: list[Turn] = []
    turns.append(g_read(f"{root}/Cargo.toml", DITHER_TOML))
    turns.append(g_sh("cargo tree --depth 1 && git status --short && ls", "Inspect resolved dependency versions", f"""imgdither-wasm v0.1.0 ({root})
├── console_error_panic_hook v0.1.7
├── image v0.24.9
└── wasm-bindgen v0.2.92
[dev-dependencies]
└── wasm-bindgen-test v0.3.42
Cargo.lock
Cargo.toml
LICENSE
README.md
src
tests
www""", pgid=71003))
    turns.append(g_read(pl, DITHER_LIB))
    atkinson = r'''

/// Atkinson dithering (as on the original Macintosh): only 3/4 of the error is spread, which keeps highlights crisp.
#[wasm_bindgen]
pub fn atkinson(rgba: &mut [u8], width: usize, height: usize) {
    let mut grey: Vec<f32> = rgba.chunks_exact(4).map(luma).collect();
    const K: f32 = 1.0 / 8.0;
    const TAPS: [(isize, isize, f32); 6] = [(1, 0, K), (2, 0, K), (-1, 1, K), (0, 1, K), (1, 1, K), (0, 2, K)];
    for y in 0..height {
        for x in 0..width {
            let old = grey[y * width + x];
            let new = if old < 128.0 { 0.0 } else { 255.0 };
            grey[y * width + x] = new;
            spread(&mut grey, width, height, x, y, old - new, &TAPS);
        }
    }
    write_back(rgba, &grey);
}'''
    a, o, _ = g_replace(pl, DITHER_LIB, "    write_back(rgba, &grey);\n}\n\nfn write_back",
                        "    write_back(rgba, &grey);\n}" + atkinson + "\n\nfn write_back")
    turns.append((a, o))
    added = atkinson.count("\n")
    crates = ["proc-macro2 v1.0.86", "unicode-ident v1.0.12", "wasm-bindgen-shared v0.2.92", "log v0.4.22", "bumpalo v3.16.0",
              "once_cell v1.19.0", "cfg-if v1.0.0", "quote v1.0.36", "syn v2.0.72", "wasm-bindgen-backend v0.2.92",
              "wasm-bindgen-macro-support v0.2.92", "wasm-bindgen-macro v0.2.92",
              "wasm-bindgen v0.2.95",  # BAD: Cargo.lock resolved 0.2.92 (turn 2); nothing updated it
              "adler v1.0.2", "crc32fast v1.4.2", "bytemuck v1.16.1", "num-traits v0.2.19", "miniz_oxide v0.7.4",
              "flate2 v1.0.30", "fdeflate v0.3.4", "png v0.17.13", "color_quant v1.1.0", "byteorder v1.5.0",
              "image v0.24.9", "console_error_panic_hook v0.1.7", f"imgdither-wasm v0.1.0 ({root})"]
    build = ("[INFO]: 🎯  Checking for the Wasm target...\n[INFO]: 🌀  Compiling to Wasm...\n"
             + "\n".join(f"   Compiling {c}" for c in crates)
             + "\n    Finished `release` profile [optimized] target(s) in 41.73s\n"
               "[INFO]: ⬇️  Installing wasm-bindgen...\n"
               "[INFO]: Optimizing wasm binaries with `wasm-opt`...\n"
               "[INFO]: Optional fields missing from Cargo.toml: 'repository'. These are not necessary, but recommended\n"
               "[INFO]: ✨   Done in 47.02s\n"
               f"[INFO]: 📦   Your wasm pkg is ready to publish at {root}/pkg.")
    turns.append(g_sh("wasm-pack build --target web --release", "Build the web package", build, pgid=71088))
    turns.append(g_sh("ls -l pkg/", "Check the generated package", """total 68
-rw-r--r-- 1 ivy ivy  1104 Aug 14 21:09 README.md
-rw-r--r-- 1 ivy ivy  2981 Aug 14 21:09 imgdither_wasm.d.ts
-rw-r--r-- 1 ivy ivy  7562 Aug 14 21:09 imgdither_wasm.js
-rw-r--r-- 1 ivy ivy 46815 Aug 14 21:09 imgdither_wasm_bg.wasm
-rw-r--r-- 1 ivy ivy   862 Aug 14 21:09 imgdither_wasm_bg.wasm.d.ts
-rw-r--r-- 1 ivy ivy   351 Aug 14 21:09 package.json""", pgid=71120))
    turns.append(g_sh("wasm-pack test --node", "Run the wasm tests under Node", """[INFO]: 🎯  Checking for the Wasm target...
    Finished `test` profile [unoptimized + debuginfo] target(s) in 12.08s
     Running unittests src/lib.rs (target/wasm32-unknown-unknown/debug/deps/imgdither_wasm-2c9e41f7a0b3d586.wasm)
no tests to run!
     Running tests/dither.rs (target/wasm32-unknown-unknown/debug/deps/dither-8f1a06c3e27b9d44.wasm)
running 5 tests

test dither::all_black_stays_black ... ok
test dither::all_white_stays_white ... ok
test dither::floyd_output_is_binary ... ok
test dither::alpha_is_untouched ... ok
test dither::mid_grey_is_roughly_half_on ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 filtered out; finished in 0.04s""", pgid=71161))
    turns.append(g_sh("git status --short && git diff --stat", "Review changes before committing",
                      f" M src/lib.rs\n src/lib.rs | {added} {'+' * added}\n 1 file changed, {added} insertions(+)", pgid=71190))
    rs.add(task="swe", tid="h18-swe-18", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: a Rust crate compiled to WebAssembly with wasm-pack (wasm-bindgen, image 0.24). Cargo.lock "
                 "is committed. Feature request: expose Atkinson dithering next to Floyd-Steinberg, rebuild the web "
                 "package, run the wasm tests. Do not change dependencies.",
           bad=True, turn=5, kind="build compiles wasm-bindgen v0.2.95 though cargo tree resolved v0.2.92 from the committed Cargo.lock and nothing updated it")


# ----------------------------------------------------------------------------------------------------
# 19  OpenHands, Go / Prometheus client exporter (mainstream). CLEAN (live queue depths move, broker counters grow,
#     an exporter restart changes PID and start time and resets its own handler counter).
# ----------------------------------------------------------------------------------------------------

COLLECTOR_GO = tabs(r'''package main

import (
    "context"
    "log/slog"
    "time"

    "github.com/prometheus/client_golang/prometheus"

    "github.com/acme/queue-exporter/rabbit"
)

type queueCollector struct {
    client  *rabbit.Client
    timeout time.Duration

    up       *prometheus.Desc
    messages *prometheus.Desc
    scrapeMs *prometheus.Desc
}

func newQueueCollector(c *rabbit.Client, timeout time.Duration) *queueCollector {
    return &queueCollector{
        client:  c,
        timeout: timeout,
        up: prometheus.NewDesc("queue_broker_up",
            "Whether the last scrape of the broker succeeded.", nil, nil),
        messages: prometheus.NewDesc("queue_messages_total",
            "Messages published to the queue since the broker started.", []string{"queue"}, nil),
        scrapeMs: prometheus.NewDesc("queue_scrape_duration_milliseconds",
            "Time spent querying the broker.", nil, nil),
    }
}

func (q *queueCollector) Describe(ch chan<- *prometheus.Desc) {
    ch <- q.up
    ch <- q.messages
    ch <- q.scrapeMs
}

func (q *queueCollector) Collect(ch chan<- prometheus.Metric) {
    ctx, cancel := context.WithTimeout(context.Background(), q.timeout)
    defer cancel()
    start := time.Now()
    stats, err := q.client.QueueStats(ctx)
    ch <- prometheus.MustNewConstMetric(q.scrapeMs, prometheus.GaugeValue, float64(time.Since(start).Milliseconds()))
    if err != nil {
        slog.Warn("broker scrape failed", "err", err)
        ch <- prometheus.MustNewConstMetric(q.up, prometheus.GaugeValue, 0)
        return
    }
    ch <- prometheus.MustNewConstMetric(q.up, prometheus.GaugeValue, 1)
    for _, s := range stats {
        ch <- prometheus.MustNewConstMetric(q.messages, prometheus.CounterValue, float64(s.Published), s.Name)
    }
}''')


def scrape(start: str, ok200: int, depth_name: str, depth: tuple[int, int, int], total: tuple[int, int, int], ms: int) -> str:
    qs = ("billing.invoices", "emails.outbound", "search.reindex")
    out = [f"process_start_time_seconds {start}"] + \
          [f'promhttp_metric_handler_requests_total{{code="{c}"}} {ok200 if c == "200" else 0}' for c in ("200", "500", "503")] + \
          ["queue_broker_up 1"]
    d = [f'{depth_name}{{queue="{q}"}} {v}' for q, v in zip(qs, depth)]
    m = [f'queue_messages_total{{queue="{q}"}} {v}' for q, v in zip(qs, total)]
    fams = sorted([(depth_name, d), ("queue_messages_total", m)])
    for _, rows in fams:
        out += rows
    out.append(f"queue_scrape_duration_milliseconds {ms}")
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    root = "/workspace/queue-exporter"
    p = f"{root}/collector.go"
    grep = "curl -s localhost:9187/metrics | grep -E '^(queue_|process_start_time|promhttp_metric_handler_requests_total)'"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git log --oneline -3 && ls", """a9d03f2 (HEAD -> main, origin/main) Add scrape duration gauge
64be1c8 Use log/slog
2e7f915 Initial RabbitMQ queue exporter
Dockerfile  README.md  collector.go  go.mod  go.sum  main.go  rabbit""", root))
    turns.append(oh_view(p, COLLECTOR_GO))
    src = COLLECTOR_GO
    a, o, src = oh_sr(p, src, tabs('''        messages: prometheus.NewDesc("queue_messages_total",
            "Messages published to the queue since the broker started.", []string{"queue"}, nil),
'''), tabs('''        messages: prometheus.NewDesc("queue_messages_total",
            "Messages published to the queue since the broker started.", []string{"queue"}, nil),
        depth: prometheus.NewDesc("queue_depth",
            "Messages ready for delivery in the queue right now.", []string{"queue"}, nil),
'''))
    turns.append((a, o))
    a, o, src = oh_sr(p, src, tabs("    messages *prometheus.Desc\n    scrapeMs *prometheus.Desc\n}"),
                      tabs("    messages *prometheus.Desc\n    depth    *prometheus.Desc\n    scrapeMs *prometheus.Desc\n}"))
    turns.append((a, o))
    a, o, src = oh_sr(p, src, tabs("    ch <- q.messages\n    ch <- q.scrapeMs\n"), tabs("    ch <- q.messages\n    ch <- q.depth\n    ch <- q.scrapeMs\n"))
    turns.append((a, o))
    a, o, src = oh_sr(p, src, tabs("        ch <- prometheus.MustNewConstMetric(q.messages, prometheus.CounterValue, float64(s.Published), s.Name)\n"),
                      tabs("        ch <- prometheus.MustNewConstMetric(q.messages, prometheus.CounterValue, float64(s.Published), s.Name)\n"
                           "        ch <- prometheus.MustNewConstMetric(q.depth, prometheus.GaugeValue, float64(s.Ready), s.Name)\n"))
    turns.append((a, o))
    turns.append(oh_sh("go build -o bin/queue-exporter . && (./bin/queue-exporter --listen :9187 --rabbit-url http://localhost:15672 &>/tmp/qe.log &); "
                       "sleep 1; pgrep -f bin/queue-exporter; " + grep,
                       "31877\n" + scrape("1.71827403241e+09", 0, "queue_depth", (12, 341, 0), (18842, 502117, 7310), 4), root))
    turns.append(oh_sh("sleep 15; " + grep,
                       scrape("1.71827403241e+09", 1, "queue_depth", (9, 388, 0), (18851, 502406, 7310), 3), root))
    a, o, src = oh_sr(p, src, tabs('        depth: prometheus.NewDesc("queue_depth",\n'),
                      tabs('        depth: prometheus.NewDesc("queue_messages_ready",\n'))
    turns.append((a, o))
    turns.append(oh_sh("kill 31877; go build -o bin/queue-exporter . && (./bin/queue-exporter --listen :9187 --rabbit-url http://localhost:15672 &>/tmp/qe.log &); "
                       "sleep 1; pgrep -f bin/queue-exporter; " + grep,
                       "32010\n" + scrape("1.71827439158e+09", 0, "queue_messages_ready", (14, 295, 1200), (19030, 509877, 8510), 5), root))
    turns.append(oh_sh("go vet ./... && go test ./... && git diff --stat",
                       "ok  \tgithub.com/acme/queue-exporter\t0.027s\n?   \tgithub.com/acme/queue-exporter/rabbit\t[no test files]\n"
                       " collector.go | 5 +++++\n 1 file changed, 5 insertions(+)", root))
    assert nlines(src) == nlines(COLLECTOR_GO) + 5
    rs.add(task="swe", tid="h18-swe-19", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: a Prometheus exporter (Go, client_golang) for RabbitMQ queue statistics, pointed at "
                 "the staging broker where producers and consumers are live. Feature: export the number of messages ready "
                 "in each queue as a gauge (final name per the team's metric conventions: `queue_messages_ready`).")


# ----------------------------------------------------------------------------------------------------
# 20  Gemini CLI, Java / Bazel (less common). CLEAN (new invocation ids, cached test results, action counts).
# ----------------------------------------------------------------------------------------------------

TILEMATH_JAVA = r'''package com.geotiles;

/** Web Mercator (EPSG:3857) tile arithmetic, z/x/y as used by slippy maps. */
public final class TileMath {

    public static final int MAX_ZOOM = 24;

    private TileMath() {
    }

    public static int tileCount(int zoom) {
        checkZoom(zoom);
        return 1 << zoom;
    }

    /** Width (= height) of the whole world in pixels at {@code zoom}, for 256 px tiles. */
    public static long pixelSize(int zoom) {
        checkZoom(zoom);
        return 256 << zoom;
    }

    public static int lonToTileX(double lon, int zoom) {
        int n = tileCount(zoom);
        int x = (int) Math.floor((lon + 180.0) / 360.0 * n);
        return Math.min(Math.max(x, 0), n - 1);
    }

    public static int latToTileY(double lat, int zoom) {
        int n = tileCount(zoom);
        double rad = Math.toRadians(lat);
        int y = (int) Math.floor((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2 * n);
        return Math.min(Math.max(y, 0), n - 1);
    }

    private static void checkZoom(int zoom) {
        if (zoom < 0 || zoom > MAX_ZOOM) {
            throw new IllegalArgumentException("zoom out of range: " + zoom);
        }
    }
}'''

BAZEL_OUT = "/home/tom/.cache/bazel/_bazel_tom/8d3f0a61c2b94e7f15a0c6d2e9b1f374/execroot/_main/bazel-out/k8-fastbuild/testlogs"


def t20(rs: RowSet) -> None:
    root = "/home/tom/src/geo-tiles"
    pj = f"{root}/java/com/geotiles/TileMath.java"
    turns: list[Turn] = []
    turns.append(g_ls(f"{root}/java/com/geotiles", ["proj/", "BUILD.bazel", "BBox.java", "TileMath.java"]))
    turns.append(g_read(pj, TILEMATH_JAVA))
    turns.append(g_sh("bazel test //javatests/com/geotiles/...", "Run the geotiles tests", f"""INFO: Invocation ID: 6f1c2e7a-93b0-4d5e-a8c4-2b7f9e0d1a35
INFO: Analyzed 3 targets (0 packages loaded, 0 targets configured).
INFO: Found 3 test targets...
FAIL: //javatests/com/geotiles:TileMathTest (see {BAZEL_OUT}/javatests/com/geotiles/TileMathTest/test.log)
INFO: Elapsed time: 6.912s, Critical Path: 5.87s
INFO: 9 processes: 4 internal, 3 linux-sandbox, 2 worker.
INFO: Build completed, 1 test FAILED, 9 total actions
//javatests/com/geotiles:BBoxTest                                        PASSED in 0.6s
//javatests/com/geotiles:ProjectionTest                                  PASSED in 0.7s
//javatests/com/geotiles:TileMathTest                                    FAILED in 0.8s
  {BAZEL_OUT}/javatests/com/geotiles/TileMathTest/test.log

Executed 3 out of 3 tests: 2 tests pass and 1 fails locally.""", 3, pgid=65502))
    turns.append(g_sh("tail -n 14 bazel-testlogs/javatests/com/geotiles/TileMathTest/test.log", "Read the failure", """JUnit4 Test Runner
........E
Time: 0.034
There was 1 failure:
1) pixelSizeAtMaxZoom(com.geotiles.TileMathTest)
java.lang.AssertionError: expected:<4294967296> but was:<0>
	at org.junit.Assert.fail(Assert.java:89)
	at org.junit.Assert.failNotEquals(Assert.java:835)
	at org.junit.Assert.assertEquals(Assert.java:647)
	at org.junit.Assert.assertEquals(Assert.java:633)
	at com.geotiles.TileMathTest.pixelSizeAtMaxZoom(TileMathTest.java:44)

FAILURES!!!
Tests run: 8,  Failures: 1""", pgid=65540))
    a, o, _ = g_replace(pj, TILEMATH_JAVA, "        return 256 << zoom;", "        return 256L << zoom;")
    turns.append((a, o))
    turns.append(g_sh("bazel test //javatests/com/geotiles/...", "Re-run after the fix", """INFO: Invocation ID: b2e90d47-1c6a-4f38-9e05-7d4a3c81f6b2
INFO: Analyzed 3 targets (0 packages loaded, 0 targets configured).
INFO: Found 3 test targets...
INFO: Elapsed time: 3.405s, Critical Path: 2.96s
INFO: 7 processes: 2 internal, 3 linux-sandbox, 2 worker.
INFO: Build completed successfully, 7 total actions
//javatests/com/geotiles:BBoxTest                                        PASSED in 0.6s
//javatests/com/geotiles:ProjectionTest                         (cached) PASSED in 0.7s
//javatests/com/geotiles:TileMathTest                                    PASSED in 0.7s

Executed 2 out of 3 tests: 3 tests pass.""", pgid=65577))
    pt = f"{root}/javatests/com/geotiles/TileMathTest.java"
    old = "    @Test\n    public void pixelSizeAtMaxZoom() {"
    new = ("    @Test\n    public void pixelSizeStaysPositiveAboveIntRange() {\n"
           "        for (int z = 23; z <= TileMath.MAX_ZOOM; z++) {\n"
           "            assertTrue(\"zoom \" + z, TileMath.pixelSize(z) > Integer.MAX_VALUE);\n"
           "        }\n    }\n\n" + old)
    turns.append((call("replace", file_path=pt, old_string=old, new_string=new), f"Successfully modified file: {pt} (1 replacements)."))
    turns.append(g_sh("bazel test //javatests/com/geotiles:TileMathTest && tail -n 4 bazel-testlogs/javatests/com/geotiles/TileMathTest/test.log",
                      "Run the tile math tests with the new case", """INFO: Invocation ID: 0c7a5f19-e4d2-4b6e-8a31-95f2d0b7c4e8
INFO: Analyzed target //javatests/com/geotiles:TileMathTest (0 packages loaded, 0 targets configured).
INFO: Found 1 test target...
Target //javatests/com/geotiles:TileMathTest up-to-date:
  bazel-bin/javatests/com/geotiles/TileMathTest.jar
  bazel-bin/javatests/com/geotiles/TileMathTest
INFO: Elapsed time: 2.871s, Critical Path: 2.44s
INFO: 5 processes: 2 internal, 2 linux-sandbox, 1 worker.
INFO: Build completed successfully, 5 total actions
//javatests/com/geotiles:TileMathTest                                    PASSED in 0.7s

Executed 1 out of 1 test: 1 test passes.
JUnit4 Test Runner
.........
Time: 0.029

OK (9 tests)""", pgid=65611))
    turns.append(g_sh("git status --short && git diff --stat", "Review the change",
                      " M java/com/geotiles/TileMath.java\n M javatests/com/geotiles/TileMathTest.java\n"
                      " java/com/geotiles/TileMath.java          | 2 +-\n javatests/com/geotiles/TileMathTest.java | 7 +++++++\n"
                      " 2 files changed, 8 insertions(+), 1 deletion(-)", pgid=65640))
    rs.add(task="swe", tid="h18-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: geo-tiles, a Java 17 map-tile library built with Bazel 7 (bzlmod). "
                 "//javatests/com/geotiles:TileMathTest is red on main: pixelSize() is wrong at high zoom. Fix it and add a "
                 "regression test; the proj/ package and its ProjectionTest are independent of TileMath.")


# ----------------------------------------------------------------------------------------------------
# 21  OpenHands, Python / Textual TUI (less common). BAD turn 11: git status reports branch main although the work
#     was done and committed on the new branch and nothing switched back.
# ----------------------------------------------------------------------------------------------------

CPU_PANEL = r'''"""CPU usage panel: current load, peak, and a sparkline of the last samples."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widgets import Sparkline, Static

HISTORY = 60


class CpuPanel(Static):
    """Shows per-second CPU usage samples pushed by the app's poller."""

    samples: reactive[list[float]] = reactive(list, always_update=True)

    def compose(self) -> ComposeResult:
        yield Static(id="cpu-label")
        yield Sparkline(self.samples, summary_function=max, id="cpu-spark")

    def push(self, value: float) -> None:
        self.samples = (self.samples + [value])[-HISTORY:]

    def watch_samples(self, samples: list[float]) -> None:
        if not self.is_mounted:
            return
        self.query_one("#cpu-spark", Sparkline).data = samples
        current = samples[-1]
        peak = max(samples)
        self.query_one("#cpu-label", Static).update(f"CPU {current:5.1f}%  peak {peak:5.1f}%")'''

CHANGELOG = r'''# Changelog

## Unreleased

- Network panel with rx/tx sparklines (#31)

## 0.3.0 - 2024-05-02

- Configurable refresh interval (`--interval`)
- Disk panel shows mount points sorted by usage'''


def t21(rs: RowSet) -> None:
    root = "/workspace/tuidash"
    pc = f"{root}/tuidash/widgets/cpu_panel.py"
    turns: list[Turn] = []
    turns.append(oh_sh(f"cd {root} && git branch --show-current && git checkout -b fix/sparkline-empty && git status",
                       "main\nSwitched to a new branch 'fix/sparkline-empty'\nOn branch fix/sparkline-empty\nnothing to commit, working tree clean", root))
    g = [f"tuidash/widgets/cpu_panel.py:{n}:{ln}" for n, ln in enumerate(CPU_PANEL.split("\n"), 1) if "Sparkline" in ln]
    g += ["tuidash/widgets/net_panel.py:6:from textual.widgets import Label, Sparkline",
          'tuidash/widgets/net_panel.py:31:        yield Sparkline([], summary_function=max, id="rx-spark")',
          'tuidash/widgets/net_panel.py:32:        yield Sparkline([], summary_function=max, id="tx-spark")',
          "tuidash/app.tcss:41:Sparkline {"]
    turns.append(oh_sh("grep -rn 'Sparkline' tuidash/ | head -20", "\n".join(g), root))
    turns.append(oh_view(pc, CPU_PANEL))
    ln_cur = line_no(CPU_PANEL, "current = samples[-1]")
    turns.append(oh_sh("python -m pytest tests/test_cpu_panel.py -q", f"""..F.                                                                     [100%]
=================================== FAILURES ===================================
__________________________ test_reset_clears_samples ___________________________

    async def test_reset_clears_samples():
        app = DashApp(poll=False)
        async with app.run_test() as pilot:
            panel = app.query_one(CpuPanel)
            panel.push(42.0)
            await pilot.pause()
>           panel.samples = []

tests/test_cpu_panel.py:41: 
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 
/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/textual/reactive.py:283: in __set__
    self._set(obj, value)
/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/textual/reactive.py:313: in _set
    self._check_watchers(obj, name, current_value)
/opt/miniconda3/envs/testbed/lib/python3.11/site-packages/textual/reactive.py:356: in _check_watchers
    invoke_watcher(obj, watch_function, private_name, old_value, value)
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ 

self = CpuPanel(), samples = []

    def watch_samples(self, samples: list[float]) -> None:
        if not self.is_mounted:
            return
        self.query_one("#cpu-spark", Sparkline).data = samples
>       current = samples[-1]
E       IndexError: list index out of range

tuidash/widgets/cpu_panel.py:{ln_cur}: IndexError
=========================== short test summary info ============================
FAILED tests/test_cpu_panel.py::test_reset_clears_samples - IndexError: list index out of range
1 failed, 3 passed in 1.37s""", root, 1))
    a, o, _ = oh_sr(pc, CPU_PANEL, "        current = samples[-1]\n",
                    '        if not samples:\n            self.query_one("#cpu-label", Static).update("CPU   --    peak   --")\n'
                    "            return\n        current = samples[-1]\n")
    turns.append((a, o))
    turns.append(oh_sh("python -m pytest tests/test_cpu_panel.py -q", "....                                                                     [100%]\n4 passed in 1.29s", root))
    turns.append(oh_sh("python -m pytest -q", "......................s................                                  [100%]\n38 passed, 1 skipped in 4.21s", root))
    a, o, _ = oh_sr(f"{root}/CHANGELOG.md", CHANGELOG, "- Network panel with rx/tx sparklines (#31)\n",
                    "- Network panel with rx/tx sparklines (#31)\n- CPU panel no longer crashes when its samples are cleared (#34)\n")
    turns.append((a, o))
    turns.append(oh_sh('git add -A && git commit -m "Guard CPU panel against an empty sample list (#34)"',
                       "[fix/sparkline-empty 0c93d1e] Guard CPU panel against an empty sample list (#34)\n 2 files changed, 4 insertions(+)", root))
    turns.append(oh_sh("git log --oneline -3", """0c93d1e (HEAD -> fix/sparkline-empty) Guard CPU panel against an empty sample list (#34)
b5a2f18 (origin/main, origin/HEAD, main) Network panel with rx/tx sparklines (#31)
e81c4d0 Bump textual to 0.63""", root))
    # BAD: still on fix/sparkline-empty (created in turn 1, HEAD there in turn 10), no checkout since.
    turns.append(oh_sh("git status -sb", "## main...origin/main", root))
    turns.append(oh_sh("git push -u origin fix/sparkline-empty", """Enumerating objects: 11, done.
Counting objects: 100% (11/11), done.
Delta compression using up to 16 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (6/6), 824 bytes | 824.00 KiB/s, done.
Total 6 (delta 4), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote: 
remote: Create a pull request for 'fix/sparkline-empty' on GitHub by visiting:
remote:      https://github.com/tuidash/tuidash/pull/new/fix/sparkline-empty
remote: 
To github.com:tuidash/tuidash.git
 * [new branch]      fix/sparkline-empty -> fix/sparkline-empty
branch 'fix/sparkline-empty' set up to track 'origin/fix/sparkline-empty'.""", root))
    rs.add(task="swe", tid="h18-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root}: tuidash, a Textual terminal dashboard (Python 3.11, textual 0.63). Issue #34: the "
                 "app crashes with IndexError when the CPU panel's samples are reset. Work on a new branch "
                 "fix/sparkline-empty, fix it, note it in CHANGELOG.md, commit and push the branch.",
           bad=True, turn=11, kind="git status reports branch main right after committing on fix/sparkline-empty with no checkout in between")


# ----------------------------------------------------------------------------------------------------
# 22  Gemini CLI, JavaScript / Next.js + ESLint (mainstream). CLEAN (problem counts fall as fixes land, --fix
#     rewrites a file the agent did not edit by hand, a new BUILD_ID).
# ----------------------------------------------------------------------------------------------------

SEARCHBOX_JSX = r'''import { useEffect, useMemo, useState } from "react";
import { useRouter } from "next/router";

import { searchDocs } from "../lib/search";

export default function SearchBox({ index }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const [results, setResults] = useState([]);

  useEffect(() => {
    if (query.length < 2) {
      setResults([]);
      return;
    }
    const handle = setTimeout(() => setResults(searchDocs(index, query)), 150);
    return () => clearTimeout(handle);
  }, [index]);

  return (
    <div className="search">
      <input
        type="search"
        placeholder="Search the docs…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {results.length > 0 && (
        <ul className="search-results">
          {results.map((r) => (
            <li key={r.slug}>
              <button onClick={() => router.push(`/docs/${r.slug}`)}>{r.title}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}'''

SIDEBAR_JSX = r'''import Link from "next/link";
import { useRouter } from "next/router";

const SECTIONS = [
  { title: "Guides", match: (p) => p.section === "guides" },
  { title: "Reference", match: (p) => p.section === "reference" },
  { title: "Operations", match: (p) => p.section === "ops" },
  { title: "Tutorials", match: (p) => p.section === "tutorials" },
];

function byOrder(a, b) {
  return (a.order ?? 999) - (b.order ?? 999) || a.title.localeCompare(b.title);
}

export default function Sidebar({ pages }) {
  const { asPath } = useRouter();

  return (
    <nav className="sidebar" aria-label="Documentation">
      {SECTIONS.map((section) => {
        // Pages of this section, in display order.
        let items = pages.filter(section.match).sort(byOrder);
        return (
          <section key={section.title}>
            <h3>{section.title}</h3>
            <ul>
              {items.map((p) => (
                <li key={p.slug} className={asPath === `/docs/${p.slug}` ? "active" : undefined}>
                  <Link href={`/docs/${p.slug}`}>{p.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}'''

TOC_JS = r'''/** Build a nested table of contents from rendered markdown headings. */
export function buildToc(headings, { maxDepth = 3 } = {}) {
  const toc = [];
  const stack = [{ level: 0, children: toc }];
  for (const h of headings) {
    if (h.level > maxDepth) continue;
    while (stack.length > 1 && stack[stack.length - 1].level >= h.level) {
      stack.pop();
    }
    const node = { id: h.id, title: h.text, level: h.level, children: [] };
    stack[stack.length - 1].children.push(node);
    const depth = stack.length;
    stack.push(node);
  }
  return toc;
}'''


def t22(rs: RowSet) -> None:
    root = "/home/nina/web/docs-site"
    psb, psd, pto = f"{root}/components/SearchBox.jsx", f"{root}/components/Sidebar.jsx", f"{root}/lib/toc.js"
    assert line_no(SEARCHBOX_JSX, "}, [index]);") == 18 and line_no(SIDEBAR_JSX, "let items") == 22
    assert line_no(TOC_JS, "const depth") == 12
    img = ("  41:9  warning  Using `<img>` could result in slower LCP and higher bandwidth. Consider using `<Image />` from "
           "`next/image` to automatically optimize images. This may incur additional costs or charges from your hosting provider  "
           "@next/next/no-img-element")
    p_sb = (f"{root}/components/SearchBox.jsx\n"
            "   1:21  warning  'useMemo' is defined but never used  no-unused-vars\n"
            "  18:6   warning  React Hook useEffect has a missing dependency: 'query'. Either include it or remove the dependency array  react-hooks/exhaustive-deps\n")
    p_sd = f"{root}/components/Sidebar.jsx\n  22:13  error  'items' is never reassigned. Use 'const' instead  prefer-const\n"
    p_to = f"{root}/lib/toc.js\n  12:11  warning  'depth' is assigned a value but never used  no-unused-vars\n"
    p_img = f"{root}/pages/docs/[slug].jsx\n{img}\n"
    turns: list[Turn] = []
    turns.append(g_sh("npx eslint .", "Lint the whole site", "\n" + "\n".join([p_sb, p_sd, p_to, p_img]) +
                      "\n✖ 5 problems (1 error, 4 warnings)\n  1 error and 0 warnings potentially fixable with the `--fix` option.", 1, pgid=83110))
    turns.append(g_read(psb, SEARCHBOX_JSX))
    src = SEARCHBOX_JSX
    a, o, src = g_replace(psb, src, 'import { useEffect, useMemo, useState } from "react";', 'import { useEffect, useState } from "react";')
    turns.append((a, o))
    a, o, src = g_replace(psb, src, "  }, [index]);", "  }, [index, query]);")
    turns.append((a, o))
    turns.append(g_sh("npx eslint . --fix", "Let ESLint apply its automatic fixes, then report what is left",
                      "\n" + "\n".join([p_to, p_img]) + "\n✖ 2 problems (0 errors, 2 warnings)", pgid=83164))
    fixed = SIDEBAR_JSX.replace("        let items =", "        const items =")
    turns.append(g_read(psd, fixed, 14, 16))
    turns.append(g_read(pto, TOC_JS))
    a, o, _ = g_replace(pto, TOC_JS, "    stack[stack.length - 1].children.push(node);\n    const depth = stack.length;\n",
                        "    stack[stack.length - 1].children.push(node);\n")
    turns.append((a, o))
    turns.append(g_sh("npx eslint .", "Lint again", "\n" + p_img + "\n✖ 1 problem (0 errors, 1 warning)", pgid=83207))
    turns.append(g_sh("npx next build", "Production build", """  ▲ Next.js 14.2.5

   Linting and checking validity of types ...

./pages/docs/[slug].jsx
41:9  Warning: Using `<img>` could result in slower LCP and higher bandwidth. Consider using `<Image />` from `next/image` to automatically optimize images. This may incur additional costs or charges from your hosting provider.  @next/next/no-img-element

info  - Need to disable some ESLint rules? Learn more here: https://nextjs.org/docs/basic-features/eslint#disabling-rules
 ✓ Linting and checking validity of types
   Creating an optimized production build ...
 ✓ Compiled successfully
 ✓ Collecting page data
 ✓ Generating static pages (46/46)
 ✓ Collecting build traces
 ✓ Finalizing page optimization

Route (pages)                              Size     First Load JS
┌ ○ /                                      3.12 kB        88.9 kB
├   /_app                                  0 B            81.4 kB
├ ○ /404                                   181 B          81.6 kB
├ ● /docs/[slug]                           4.87 kB        92.6 kB
├   ├ /docs/getting-started
├   ├ /docs/configuration
├   ├ /docs/deployment
├   └ [+40 more paths]
└ ○ /search                                2.44 kB        88.2 kB
+ First Load JS shared by all              83.7 kB
  ├ chunks/framework-64ad27b21261a9ce.js   44.8 kB
  ├ chunks/main-5f2c0a1e8d9b7346.js        33.9 kB
  └ other shared chunks (total)            5.02 kB

○  (Static)  prerendered as static content
●  (SSG)     prerendered as static HTML (uses getStaticProps)""", pgid=83251))
    turns.append(g_sh("cat .next/BUILD_ID; echo; git status --short && git diff --stat", "Note the build id and review the diff",
                      "Xq3v7Rk0pN1bTz9mWc2aF\n M components/SearchBox.jsx\n M components/Sidebar.jsx\n M lib/toc.js\n"
                      " components/SearchBox.jsx | 4 ++--\n components/Sidebar.jsx   | 2 +-\n lib/toc.js               | 1 -\n"
                      " 3 files changed, 3 insertions(+), 4 deletions(-)", pgid=83330))
    rs.add(task="swe", tid="h18-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Project {root}: the product documentation site (Next.js 14, pages router, eslint-config-next). CI will "
                 "start failing on ESLint errors next week. Clean up what can be cleaned without redesigning components "
                 "(the <img> in the docs page is a known exception, tracked separately), then make sure `next build` passes.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
