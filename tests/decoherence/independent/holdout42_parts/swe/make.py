# ruff: noqa: E501
"""Held-out set holdout42, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI tools).

Eleven trajectories hold exactly one observation that contradicts an earlier observation or action;
the other eleven are clean. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout42_parts.swe.make``.
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


def oh(root: str) -> str:
    return OH_SYSTEM.format(root=root)


def gem(root: str) -> str:
    return GEM_SYSTEM.format(root=root)


def created(path: str) -> str:
    return f"File created successfully at: {path}"


def gmod(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def gnew(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def gem_bg(cmd: str, out: str, pids: str, pgid: int) -> str:
    """A run_shell_command result for a command that left a background process."""
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: (empty)\n"
            f"Error: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: {pids}\nProcess Group PGID: {pgid}")


# Django REST framework + pytest-django, OpenHands: clean
def t01(rs: RowSet) -> None:
    root = "/workspace/inventory-api"
    views_before = '''from django.db.models import F, Sum
from rest_framework import permissions, status, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from .models import StockItem, StockMovement, Warehouse
from .serializers import (
    StockItemSerializer,
    StockMovementSerializer,
    WarehouseSerializer,
)


class WarehouseViewSet(viewsets.ModelViewSet):
    queryset = Warehouse.objects.order_by("code")
    serializer_class = WarehouseSerializer
    permission_classes = [permissions.IsAuthenticated]


class StockItemViewSet(viewsets.ModelViewSet):
    serializer_class = StockItemSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        return (
            StockItem.objects.select_related("warehouse", "product")
            .annotate(available=F("on_hand") - F("reserved"))
            .order_by("product__sku")
        )

    @action(detail=True, methods=["post"])
    def adjust(self, request, pk=None):
        item = self.get_object()
        delta = int(request.data.get("delta", 0))
        if item.on_hand + delta < 0:
            return Response(
                {"detail": "Adjustment would make on_hand negative."},
                status=status.HTTP_400_BAD_REQUEST,
            )
        StockMovement.objects.create(item=item, delta=delta, user=request.user)
        item.on_hand += delta
        item.save(update_fields=["on_hand", "updated_at"])
        return Response(self.get_serializer(item).data)

    @action(detail=False, methods=["get"])
    def valuation(self, request):
        totals = self.get_queryset().aggregate(
            units=Sum("on_hand"), value=Sum(F("on_hand") * F("product__unit_cost"))
        )
        return Response(totals)


class StockMovementViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = StockMovement.objects.select_related("item", "user").order_by("-created_at")
    serializer_class = StockMovementSerializer
    permission_classes = [permissions.IsAdminUser]
'''
    snippet = '''class StockItemViewSet(viewsets.ModelViewSet):
    serializer_class = StockItemSerializer
    permission_classes = [permissions.IsAuthenticated]

    def get_queryset(self):
        qs = (
            StockItem.objects.select_related("warehouse", "product")
            .annotate(available=F("on_hand") - F("reserved"))
            .order_by("product__sku")
        )
        warehouse = self.request.query_params.get("warehouse")
        if warehouse:
            qs = qs.filter(warehouse__code=warehouse)
        return qs

    @action(detail=True, methods=["post"])
    def adjust(self, request, pk=None):
        item = self.get_object()'''
    fail = '''..........F.......                                                       [100%]
=================================== FAILURES ===================================
________________________ test_list_filters_by_warehouse ________________________

api_client = <rest_framework.test.APIClient object at 0x7f3c1d2e8a90>
stock_factory = <function stock_factory.<locals>.make at 0x7f3c1d2f10d0>

    @pytest.mark.django_db
    def test_list_filters_by_warehouse(api_client, stock_factory):
        stock_factory(sku="BOLT-M6", warehouse="AMS-1", on_hand=40)
        stock_factory(sku="BOLT-M8", warehouse="AMS-1", on_hand=12)
        stock_factory(sku="NUT-M6", warehouse="RTM-2", on_hand=300)
   \x20
        resp = api_client.get("/api/stock-items/", {"warehouse": "AMS-1"})
   \x20
        assert resp.status_code == 200
>       assert [row["sku"] for row in resp.json()["results"]] == ["BOLT-M6", "BOLT-M8"]
E       AssertionError: assert ['BOLT-M6', 'BOLT-M8', 'NUT-M6'] == ['BOLT-M6', 'BOLT-M8']
E        \x20
E         Left contains one more item: 'NUT-M6'
E         Use -v to get more diff

stock/tests/test_api.py:141: AssertionError
=========================== short test summary info ============================
FAILED stock/tests/test_api.py::test_list_filters_by_warehouse - AssertionError: assert ['BOLT-M6', 'BOLT-M8', 'NUT-M6'] == ['BOLT-M6', 'BOLT-M8']
1 failed, 17 passed in 2.41s'''
    diff = '''diff --git a/stock/views.py b/stock/views.py
index 5c0e7a1..d38f2b9 100644
--- a/stock/views.py
+++ b/stock/views.py
@@ -22,11 +22,15 @@ class StockItemViewSet(viewsets.ModelViewSet):
     permission_classes = [permissions.IsAuthenticated]
\x20
     def get_queryset(self):
-        return (
+        qs = (
             StockItem.objects.select_related("warehouse", "product")
             .annotate(available=F("on_hand") - F("reserved"))
             .order_by("product__sku")
         )
+        warehouse = self.request.query_params.get("warehouse")
+        if warehouse:
+            qs = qs.filter(warehouse__code=warehouse)
+        return qs
\x20
     @action(detail=True, methods=["post"])
     def adjust(self, request, pk=None):'''
    full = '''........................................................................ [ 76%]
......................                                                   [100%]
============================= slowest 3 durations ==============================
0.41s setup    stock/tests/test_api.py::test_adjust_rejects_negative
0.19s call     stock/tests/test_reports.py::test_monthly_valuation_report
0.12s call     stock/tests/test_api.py::test_list_filters_by_warehouse
94 passed in 5.83s'''
    turns = [
        (bash("cd /workspace/inventory-api && git status && git log --oneline -5"),
         oh_bash('''On branch feature/warehouse-filter
Your branch is up to date with 'origin/feature/warehouse-filter'.

nothing to commit, working tree clean
b71f0d4 (HEAD -> feature/warehouse-filter, origin/feature/warehouse-filter) Add failing test for warehouse filter (#212)
9e2c5a8 (origin/main, origin/HEAD, main) Bump djangorestframework to 3.15.1
4d81e3f Add StockMovement audit trail to adjust action
a06c7b2 Serialize available quantity on StockItem
1f3d9c4 Add Warehouse model and admin''', root)),
        (editor("view", f"{root}/stock/views.py"), cat_n(f"{root}/stock/views.py", views_before.rstrip("\n"))),
        (bash("python -m pytest stock/tests/test_api.py -q"), oh_bash(fail, root, 1)),
        (editor("str_replace", f"{root}/stock/views.py",
                old_str='''    def get_queryset(self):
        return (
            StockItem.objects.select_related("warehouse", "product")
            .annotate(available=F("on_hand") - F("reserved"))
            .order_by("product__sku")
        )''',
                new_str='''    def get_queryset(self):
        qs = (
            StockItem.objects.select_related("warehouse", "product")
            .annotate(available=F("on_hand") - F("reserved"))
            .order_by("product__sku")
        )
        warehouse = self.request.query_params.get("warehouse")
        if warehouse:
            qs = qs.filter(warehouse__code=warehouse)
        return qs'''),
         edited(f"{root}/stock/views.py", snippet, 20)),
        (bash("python -m pytest stock/tests/test_api.py -q"),
         oh_bash('''..................                                                       [100%]
18 passed in 2.29s''', root)),
        (bash("git diff"), oh_bash(diff, root)),
        (bash("python -m pytest -q --durations=3"), oh_bash(full, root)),
        (bash('git add stock/views.py && git commit -q -m "Filter stock items by warehouse code (#212)" && git log --oneline -3 && git status -sb'),
         oh_bash('''e4a7c19 (HEAD -> feature/warehouse-filter) Filter stock items by warehouse code (#212)
b71f0d4 (origin/feature/warehouse-filter) Add failing test for warehouse filter (#212)
9e2c5a8 (origin/main, origin/HEAD, main) Bump djangorestframework to 3.15.1
## feature/warehouse-filter...origin/feature/warehouse-filter [ahead 1]''', root)),
    ]
    rs.add(task="swe", tid="h42-swe-01", system=oh(root), turns=turns,
           state="Repository /workspace/inventory-api (Django 4.2, djangorestframework 3.15.1, pytest-django 4.8) on branch feature/warehouse-filter. Issue #212: GET /api/stock-items/?warehouse=<code> ignores the warehouse parameter; a failing test was committed in stock/tests/test_api.py.")


# Express + supertest, Gemini CLI: bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/shortlink-service"
    links = '''const express = require('express');
const { nanoid } = require('nanoid');
const { body, validationResult } = require('express-validator');
const store = require('../store');

const router = express.Router();

router.post(
  '/api/links',
  body('url').isURL({ require_protocol: true }),
  body('slug').optional().matches(/^[a-z0-9-]{3,32}$/),
  async (req, res) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) {
      return res.status(422).json({ errors: errors.array() });
    }
    const slug = req.body.slug || nanoid(7).toLowerCase();
    if (await store.exists(slug)) {
      return res.status(409).json({ error: 'slug_taken', slug });
    }
    const link = await store.create({ slug, url: req.body.url, owner: req.user?.id ?? null });
    return res.status(201).json(link);
  }
);

router.get('/:slug', async (req, res, next) => {
  try {
    const link = await store.find(req.params.slug);
    await store.hit(link.slug);
    return res.redirect(302, link.url);
  } catch (err) {
    return next(err);
  }
});

module.exports = router;
'''
    fail = ''' FAIL  tests/links.test.js
  POST /api/links
    ✓ creates a link with a generated slug (38 ms)
    ✓ rejects an invalid URL with 422 (7 ms)
    ✓ rejects a duplicate custom slug with 409 (11 ms)
  GET /:slug
    ✓ redirects to the target URL with 302 (16 ms)
    ✓ increments the hit counter (14 ms)
    ✕ returns 404 JSON for an unknown slug (9 ms)

  ● GET /:slug › returns 404 JSON for an unknown slug

    expected 404 "Not Found", got 500 "Internal Server Error"

      52 |     const res = await request(app)
      53 |       .get('/zz-missing')
    > 54 |       .expect(404);
         |        ^
      55 |     expect(res.body).toEqual({ error: 'link_not_found', slug: 'zz-missing' });
      56 |   });
      57 |

      at Object.<anonymous> (tests/links.test.js:54:8)
      ----
      at Test._assertStatus (node_modules/supertest/lib/test.js:252:14)
      at node_modules/supertest/lib/test.js:308:17
      at Test._assertFunction (node_modules/supertest/lib/test.js:285:13)
      at Test.assert (node_modules/supertest/lib/test.js:164:23)
      at Server.localAssert (node_modules/supertest/lib/test.js:120:14)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 5 passed, 6 total
Snapshots:   0 total
Time:        1.284 s
Ran all test suites matching /tests\\/links.test.js/i.'''
    passing = '''PASS tests/links.test.js
PASS tests/stats.test.js
PASS tests/auth.test.js

Test Suites: 3 passed, 3 total
Tests:       23 passed, 23 total
Snapshots:   0 total
Time:        2.017 s
Ran all test suites.
[fix/unknown-slug-404 5d2a9f1] Return 404 JSON for unknown slugs
 1 file changed, 3 insertions(+)'''
    log = '''5d2a9f7 (HEAD -> fix/unknown-slug-404) Return 404 JSON for unknown slugs
c03e8b6 (origin/main, origin/HEAD, main) Add per-owner stats endpoint
71af2d9 Rate-limit link creation to 30/min per IP
e85b410 Store hit counts in Redis hash instead of keys'''
    push = '''Enumerating objects: 9, done.
Counting objects: 100% (9/9), done.
Delta compression using up to 8 threads
Compressing objects: 100% (5/5), done.
Writing objects: 100% (5/5), 612 bytes | 612.00 KiB/s, done.
Total 5 (delta 3), reused 0 (delta 0), pack-reused 0
remote: Resolving deltas: 100% (3/3), completed with 3 local objects.
remote:\x20
remote: Create a pull request for 'fix/unknown-slug-404' on GitHub by visiting:
remote:      https://github.com/linkworks/shortlink-service/pull/new/fix/unknown-slug-404
remote:\x20
To github.com:linkworks/shortlink-service.git
 * [new branch]      fix/unknown-slug-404 -> fix/unknown-slug-404
branch 'fix/unknown-slug-404' set up to track 'origin/fix/unknown-slug-404'.'''
    pr = '''
Creating pull request for fix/unknown-slug-404 into main in linkworks/shortlink-service

https://github.com/linkworks/shortlink-service/pull/87'''
    turns = [
        (call("read_file", absolute_path=f"{root}/src/routes/links.js"), links.rstrip("\n")),
        (gshell("npx jest tests/links.test.js", "Run the link route tests"),
         gem_run("npx jest tests/links.test.js", fail, 1, 40211)),
        (call("replace", file_path=f"{root}/src/routes/links.js",
              old_string='''    const link = await store.find(req.params.slug);
    await store.hit(link.slug);''',
              new_string='''    const link = await store.find(req.params.slug);
    if (!link) {
      return res.status(404).json({ error: 'link_not_found', slug: req.params.slug });
    }
    await store.hit(link.slug);'''),
         gmod(f"{root}/src/routes/links.js")),
        (gshell('npx jest && git add src/routes/links.js && git commit -m "Return 404 JSON for unknown slugs"', "Run all tests, then commit the fix"),
         gem_run('npx jest && git add src/routes/links.js && git commit -m "Return 404 JSON for unknown slugs"', passing, 0, 40388)),
        (gshell("git log --oneline -4", "Show the latest commits"), gem_run("git log --oneline -4", log, 0, 40402)),
        (gshell("git push -u origin fix/unknown-slug-404", "Push the branch"),
         gem_run("git push -u origin fix/unknown-slug-404", push, 0, 40419)),
        (gshell('gh pr create --fill --base main', "Open a pull request"), gem_run("gh pr create --fill --base main", pr.lstrip("\n"), 0, 40466)),
    ]
    rs.add(task="swe", tid="h42-swe-02", system=gem(root), turns=turns,
           state="Express 4.19 URL shortener at /home/dev/shortlink-service, tests with Jest 29 and supertest 6.3. Branch fix/unknown-slug-404 is checked out from main (c03e8b6). Bug: GET /<unknown slug> answers 500 instead of a 404 JSON body.",
           bad=True, turn=5, kind="commit hash in git log differs from the one git commit printed")


# pandas + pytest, OpenHands: clean
def t03(rs: RowSet) -> None:
    root = "/workspace/salesreport"
    agg = '''"""Aggregations used by the weekly and monthly sales reports."""

from __future__ import annotations

import pandas as pd

REFUND_STATUSES = {"refunded", "chargeback"}


def _net_amount(df: pd.DataFrame) -> pd.Series:
    sign = df["status"].isin(REFUND_STATUSES).map({True: -1, False: 1})
    return df["amount"] * sign


def monthly_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Net revenue and order count per calendar month, oldest first."""
    df = orders.assign(net=_net_amount(orders))
    grouped = df.groupby(df["order_date"].dt.month)
    out = grouped.agg(revenue=("net", "sum"), orders=("order_id", "nunique"))
    out.index.name = "month"
    return out.sort_index()


def weekly_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Net revenue per ISO week (weeks start on Monday)."""
    df = orders.assign(net=_net_amount(orders))
    out = df.resample("W-MON", on="order_date", label="left", closed="left")["net"].sum()
    return out.to_frame("revenue")


def revenue_by_region(orders: pd.DataFrame, top: int | None = None) -> pd.DataFrame:
    """Net revenue per region, largest first; ``top`` keeps only the first rows."""
    df = orders.assign(net=_net_amount(orders))
    out = (
        df.groupby("region", as_index=False)["net"]
        .sum()
        .rename(columns={"net": "revenue"})
        .sort_values("revenue", ascending=False, ignore_index=True)
    )
    return out.head(top) if top else out'''
    ls1 = '''On branch fix/monthly-period-index
Your branch is up to date with 'origin/fix/monthly-period-index'.

nothing to commit, working tree clean
.:
total 28
-rw-r--r-- 1 root root 2291 Mar  9 14:02 CHANGELOG.md
-rw-r--r-- 1 root root 1067 Mar  9 14:02 LICENSE
-rw-r--r-- 1 root root 3410 Mar  9 14:02 README.md
-rw-r--r-- 1 root root  892 Mar  9 14:02 pyproject.toml
drwxr-xr-x 2 root root 4096 Mar  9 14:02 salesreport
drwxr-xr-x 3 root root 4096 Mar  9 14:02 tests

salesreport:
total 16
-rw-r--r-- 1 root root   61 Mar  9 14:02 __init__.py
-rw-r--r-- 1 root root 1439 Mar  9 14:02 aggregate.py
-rw-r--r-- 1 root root 2174 Mar  9 14:02 io.py
-rw-r--r-- 1 root root  958 Mar  9 14:02 regions.py'''
    fail = '''============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.0.2, pluggy-1.4.0
rootdir: /workspace/salesreport
configfile: pyproject.toml
collected 31 items

tests/test_aggregate.py ....F.....                                       [ 32%]
tests/test_io.py .........                                               [ 61%]
tests/test_regions.py ............                                       [100%]

=================================== FAILURES ===================================
_______________________ test_monthly_revenue_spans_years _______________________

    def test_monthly_revenue_spans_years():
        orders = load_orders("orders_2023_2024.csv")
        result = monthly_revenue(orders)
   \x20
>       assert len(result) == 14
E       assert 12 == 14
E        +  where 12 = len(        revenue  orders\\nmonth                 \\n1      48211.37     196\\n2      41562.33     176\\n3      22104.90      91\\n4      23390.75      97\\n5      24877.02     103\\n6      22650.48      94\\n7      21108.66      87\\n8      23745.29      98\\n9      24518.62     101\\n10     26034.11     109\\n11     31877.40     127\\n12     39012.85     158)

tests/test_aggregate.py:58: AssertionError
=========================== short test summary info ============================
FAILED tests/test_aggregate.py::test_monthly_revenue_spans_years - assert 12 == 14
========================= 1 failed, 30 passed in 1.87s ========================='''
    snippet = '''def monthly_revenue(orders: pd.DataFrame) -> pd.DataFrame:
    """Net revenue and order count per calendar month, oldest first."""
    df = orders.assign(net=_net_amount(orders))
    grouped = df.groupby(df["order_date"].dt.to_period("M"))
    out = grouped.agg(revenue=("net", "sum"), orders=("order_id", "nunique"))
    out.index.name = "month"
    return out.sort_index()'''
    passing = '''============================= test session starts ==============================
platform linux -- Python 3.11.8, pytest-8.0.2, pluggy-1.4.0
rootdir: /workspace/salesreport
configfile: pyproject.toml
collected 31 items

tests/test_aggregate.py ..........                                       [ 32%]
tests/test_io.py .........                                               [ 61%]
tests/test_regions.py ............                                       [100%]

============================== 31 passed in 1.79s =============================='''
    probe = ("python -c \"import pandas as pd; from salesreport.aggregate import monthly_revenue; "
             "r = monthly_revenue(pd.read_csv('tests/data/orders_2023_2024.csv', parse_dates=['order_date'])); "
             "print(r.tail(6)); print(len(r), r.index.dtype, round(r.revenue.sum(), 2), r.orders.sum())\"")
    probe_out = '''          revenue  orders
month                   \x20
2023-09  24518.62     101
2023-10  26034.11     109
2023-11  31877.40     127
2023-12  39012.85     158
2024-01  25673.19     104
2024-02  21940.08      92
14 period[M] 349093.78 1437'''
    changelog = '''# Changelog

## [Unreleased]

## [0.6.0] - 2024-02-19
### Added
- `revenue_by_region(top=...)` to keep only the largest regions.
- Chargebacks now count as refunds in net revenue.

### Changed
- Require pandas >= 2.1 (`resample(..., on=...)` with `closed="left"`).'''
    inserted = '''# Changelog

## [Unreleased]

### Fixed
- `monthly_revenue` keeps January 2023 and January 2024 apart (groups by calendar-month period, not month number).

## [0.6.0] - 2024-02-19
### Added'''
    status = ''' M CHANGELOG.md
 M salesreport/aggregate.py
 CHANGELOG.md             | 3 +++
 salesreport/aggregate.py | 2 +-
 2 files changed, 4 insertions(+), 1 deletion(-)
-rw-r--r-- 1 root root 2417 Mar 11 09:52 CHANGELOG.md
-rw-r--r-- 1 root root 1448 Mar 11 09:47 salesreport/aggregate.py'''
    commit = '''[fix/monthly-period-index 8c41e0b] Group monthly revenue by calendar-month period
 2 files changed, 4 insertions(+), 1 deletion(-)
8c41e0b (HEAD -> fix/monthly-period-index) Group monthly revenue by calendar-month period
3f92d17 (origin/fix/monthly-period-index) Add failing test for monthly revenue across years
b0e5a64 (origin/main, origin/HEAD, main) Release 0.6.0
## fix/monthly-period-index...origin/fix/monthly-period-index [ahead 1]'''
    turns = [
        (bash("cd /workspace/salesreport && git status && ls -l . salesreport"), oh_bash(ls1, root)),
        (bash("python -m pytest tests"), oh_bash(fail, root, 1)),
        (editor("view", f"{root}/salesreport/aggregate.py"), cat_n(f"{root}/salesreport/aggregate.py", agg)),
        (editor("str_replace", f"{root}/salesreport/aggregate.py",
                old_str='    grouped = df.groupby(df["order_date"].dt.month)',
                new_str='    grouped = df.groupby(df["order_date"].dt.to_period("M"))'),
         edited(f"{root}/salesreport/aggregate.py", snippet, 15)),
        (bash("python -m pytest tests"), oh_bash(passing, root)),
        (bash(probe), oh_bash(probe_out, root)),
        (editor("view", f"{root}/CHANGELOG.md", view_range=[1, 11]), cat_n(f"{root}/CHANGELOG.md", changelog)),
        (editor("insert", f"{root}/CHANGELOG.md", insert_line=3,
                new_str="\n### Fixed\n- `monthly_revenue` keeps January 2023 and January 2024 apart (groups by calendar-month period, not month number)."),
         edited(f"{root}/CHANGELOG.md", inserted)),
        (bash("git status --short && git diff --stat && ls -l CHANGELOG.md salesreport/aggregate.py"), oh_bash(status, root)),
        (bash('git commit -am "Group monthly revenue by calendar-month period" && git log --oneline -3 && git status -sb'),
         oh_bash(commit, root)),
    ]
    rs.add(task="swe", tid="h42-swe-03", system=oh(root), turns=turns,
           state="Repository /workspace/salesreport (Python 3.11, pandas 2.2.1, pytest 8.0.2), branch fix/monthly-period-index. monthly_revenue() merges the same month of different years; tests/test_aggregate.py::test_monthly_revenue_spans_years fails. Today is 2024-03-11.")


# Hanami + RSpec, Gemini CLI: bad
def t04(rs: RowSet) -> None:
    root = "/home/maria/bookshelf"
    routes = """# frozen_string_literal: true

module Bookshelf
  class Routes < Hanami::Routes
    root to: "home.show"

    get "/books", to: "books.index"
    post "/books", to: "books.create"
    patch "/books/:id", to: "books.update"

    get "/health", to: "health.show"
  end
end"""
    show = """# frozen_string_literal: true

module Bookshelf
  module Actions
    module Books
      class Show < Bookshelf::Action
        include Deps["repos.book_repo"]

        params do
          required(:id).filled(:integer)
        end

        def handle(request, response)
          response.format = :json
          halt 422, {errors: request.params.errors.to_h}.to_json unless request.params.valid?

          book = book_repo.by_id(request.params[:id])
          halt 404, {error: "not_found"}.to_json unless book

          response.body = book.to_h.slice(:id, :title, :author, :isbn, :published_on).to_json
        end
      end
    end
  end
end"""
    spec = """# frozen_string_literal: true

RSpec.describe "GET /books/:id", type: :request do
  let(:books) { app["relations.books"] }

  context "when the book exists" do
    let!(:book_id) do
      books.insert(title: "Piranesi", author: "Susanna Clarke", isbn: "9781526622426", published_on: Date.new(2020, 9, 15))
    end

    it "returns the book as JSON" do
      get "/books/#{book_id}"

      expect(last_response).to be_successful
      expect(JSON.parse(last_response.body)).to include("title" => "Piranesi", "author" => "Susanna Clarke")
    end
  end

  context "when the book does not exist" do
    it "returns 404 with an error body" do
      get "/books/999999"

      expect(last_response.status).to eq(404)
      expect(JSON.parse(last_response.body)).to eq("error" => "not_found")
    end
  end

  it "returns 422 for a non-numeric id" do
    get "/books/abc"

    expect(last_response.status).to eq(422)
  end
end"""
    doc = """Randomized with seed 22519

GET /books/:id
  returns 422 for a non-numeric id
  when the book does not exist
    returns 404 with an error body
  when the book exists
    returns the book as JSON

Finished in 0.21407 seconds (files took 1.87 seconds to load)
3 examples, 0 failures

Randomized with seed 22519"""
    full = """Randomized with seed 51733
..........................

Finished in 0.84412 seconds (files took 1.91 seconds to load)
26 examples, 0 failures

Randomized with seed 51733"""
    ls = """app/actions/books:
total 20
drwxr-xr-x 2 maria maria 4096 Jun 18 10:41 .
drwxr-xr-x 5 maria maria 4096 Jun  3 16:20 ..
-rw-r--r-- 1 maria maria  812 Jun  3 16:20 create.rb
-rw-r--r-- 1 maria maria  634 Jun  3 16:20 index.rb
-rw-r--r-- 1 maria maria  901 Jun 11 09:05 update.rb

spec/requests/books:
total 24
drwxr-xr-x 2 maria maria 4096 Jun 18 10:42 .
drwxr-xr-x 4 maria maria 4096 Jun  3 16:20 ..
-rw-r--r-- 1 maria maria 1377 Jun  3 16:20 create_spec.rb
-rw-r--r-- 1 maria maria  958 Jun  3 16:20 index_spec.rb
-rw-r--r-- 1 maria maria  921 Jun 18 10:42 show_spec.rb
-rw-r--r-- 1 maria maria 1104 Jun 11 09:05 update_spec.rb"""
    commit = """[feature/book-show 2e6c0a9] Add GET /books/:id with 404 for unknown books
 3 files changed, 59 insertions(+)
 create mode 100644 app/actions/books/show.rb
 create mode 100644 spec/requests/books/show_spec.rb"""
    turns = [
        (call("list_directory", path=f"{root}/app/actions/books"),
         f"Directory listing for {root}/app/actions/books:\ncreate.rb\nindex.rb\nupdate.rb"),
        (call("read_file", absolute_path=f"{root}/config/routes.rb"), routes),
        (call("replace", file_path=f"{root}/config/routes.rb",
              old_string='    get "/books", to: "books.index"\n',
              new_string='    get "/books", to: "books.index"\n    get "/books/:id", to: "books.show"\n'),
         gmod(f"{root}/config/routes.rb")),
        (call("write_file", file_path=f"{root}/app/actions/books/show.rb", content=show + "\n"), gnew(f"{root}/app/actions/books/show.rb")),
        (call("write_file", file_path=f"{root}/spec/requests/books/show_spec.rb", content=spec + "\n"),
         gnew(f"{root}/spec/requests/books/show_spec.rb")),
        (gshell("bundle exec rspec spec/requests/books/show_spec.rb --format documentation", "Run the new request spec"),
         gem_run("bundle exec rspec spec/requests/books/show_spec.rb --format documentation", doc, 0, 88231)),
        (gshell("bundle exec rspec", "Run the whole suite"), gem_run("bundle exec rspec", full, 0, 88274)),
        (gshell("ls -la app/actions/books spec/requests/books", "Check the action and spec files"),
         gem_run("ls -la app/actions/books spec/requests/books", ls, 0, 88302)),
        (gshell('git add -A && git commit -m "Add GET /books/:id with 404 for unknown books"', "Commit the new endpoint"),
         gem_run('git add -A && git commit -m "Add GET /books/:id with 404 for unknown books"', commit, 0, 88319)),
    ]
    rs.add(task="swe", tid="h42-swe-04", system=gem(root), turns=turns,
           state="Hanami 2.1 app at /home/maria/bookshelf (Ruby 3.3, ROM SQL on SQLite, RSpec 3.13 with rack-test request specs), branch feature/book-show. There is no endpoint to fetch one book; it must answer 404 JSON for an unknown id.",
           bad=True, turn=8, kind="file the agent created is missing from a later directory listing")


def tabs(text: str) -> str:
    """Turn each leading group of four spaces into a tab (Go sources are gofmt-indented)."""
    out = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        out.append("\t" * ((len(line) - len(body)) // 4) + body)
    return "\n".join(out)


# Gin + httptest, OpenHands: bad
def t05(rs: RowSet) -> None:
    root = "/workspace/catalog-api"
    page = tabs("""package api

import (
    "net/http"
    "strconv"

    "github.com/gin-gonic/gin"
)

const (
    defaultPageSize = 25
    maxPageSize     = 100
)

// Page holds the validated limit/offset pair of a list request.
type Page struct {
    Limit  int
    Offset int
}

// ParsePage reads ?limit= and ?offset= from the query string. A limit above
// maxPageSize is clamped; a missing or zero limit falls back to defaultPageSize.
func ParsePage(c *gin.Context) (Page, bool) {
    limit, err := strconv.Atoi(c.DefaultQuery("limit", "0"))
    if err != nil || limit < 0 {
        c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "limit must be a non-negative integer"})
        return Page{}, false
    }
    if limit == 0 {
        limit = defaultPageSize
    }
    if limit > maxPageSize {
        limit = maxPageSize
    }
    offset, err := strconv.Atoi(c.DefaultQuery("offset", "0"))
    if err != nil || offset < 0 {
        c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "offset must be a non-negative integer"})
        return Page{}, false
    }
    return Page{Limit: limit, Offset: offset}, true
}""")
    hits = [(11, "\tdefaultPageSize = 25"), (12, "\tmaxPageSize     = 100"),
            (22, "// maxPageSize is clamped; a missing or zero limit falls back to defaultPageSize."),
            (30, "\t\tlimit = defaultPageSize"), (32, "\tif limit > maxPageSize {"), (33, "\t\tlimit = maxPageSize")]
    grep = "\n".join(f"internal/api/pagination.go:{n}:{text}" for n, text in hits)
    grep1 = """b9d03e1 (HEAD -> fix/limit-200, origin/main, origin/HEAD, main) Cache category tree for 60s
5a7e2c4 Add ETag to GET /v1/products/:sku
0f61b8a Validate SKU format in product handlers
""" + grep
    fail = """=== RUN   TestParsePage
=== RUN   TestParsePage/defaults_to_25
=== RUN   TestParsePage/clamps_to_200
    pagination_test.go:48: limit: got 100, want 200
=== RUN   TestParsePage/keeps_150
    pagination_test.go:48: limit: got 100, want 150
=== RUN   TestParsePage/rejects_negative_limit
=== RUN   TestParsePage/rejects_non-numeric_offset
--- FAIL: TestParsePage (0.00s)
    --- PASS: TestParsePage/defaults_to_25 (0.00s)
    --- FAIL: TestParsePage/clamps_to_200 (0.00s)
    --- FAIL: TestParsePage/keeps_150 (0.00s)
    --- PASS: TestParsePage/rejects_negative_limit (0.00s)
    --- PASS: TestParsePage/rejects_non-numeric_offset (0.00s)
FAIL
FAIL\tgithub.com/northwind/catalog-api/internal/api\t0.014s
FAIL"""
    snippet = tabs("""
const (
    defaultPageSize = 25
    maxPageSize     = 200
)

// Page holds the validated limit/offset pair of a list request.""")
    passing = """=== RUN   TestParsePage
=== RUN   TestParsePage/defaults_to_25
=== RUN   TestParsePage/clamps_to_200
=== RUN   TestParsePage/keeps_150
=== RUN   TestParsePage/rejects_negative_limit
=== RUN   TestParsePage/rejects_non-numeric_offset
--- PASS: TestParsePage (0.00s)
    --- PASS: TestParsePage/defaults_to_25 (0.00s)
    --- PASS: TestParsePage/clamps_to_200 (0.00s)
    --- PASS: TestParsePage/keeps_150 (0.00s)
    --- PASS: TestParsePage/rejects_negative_limit (0.00s)
    --- PASS: TestParsePage/rejects_non-numeric_offset (0.00s)
=== RUN   TestListProducts
=== RUN   TestListProducts/first_page
=== RUN   TestListProducts/second_page
=== RUN   TestListProducts/filter_by_category
--- PASS: TestListProducts (0.01s)
    --- PASS: TestListProducts/first_page (0.00s)
    --- PASS: TestListProducts/second_page (0.00s)
    --- PASS: TestListProducts/filter_by_category (0.00s)
=== RUN   TestGetProductETag
--- PASS: TestGetProductETag (0.00s)
=== RUN   TestGetProductInvalidSKU
--- PASS: TestGetProductInvalidSKU (0.00s)
PASS
ok  \tgithub.com/northwind/catalog-api/internal/api\t0.019s"""
    yaml_snip = """        - name: limit
          in: query
          description: Page size. Values above the maximum are clamped to it.
          schema:
            type: integer
            minimum: 0
            maximum: 200
            default: 25
        - name: offset
          in: query
          schema:
            type: integer"""
    check = """ docs/openapi.yaml          | 2 +-
 internal/api/pagination.go | 2 +-
 2 files changed, 2 insertions(+), 2 deletions(-)
""" + grep
    all_ok = """?   \tgithub.com/northwind/catalog-api/cmd/catalog-api\t[no test files]
ok  \tgithub.com/northwind/catalog-api/internal/api\t0.027s
?   \tgithub.com/northwind/catalog-api/internal/config\t[no test files]
ok  \tgithub.com/northwind/catalog-api/internal/store\t0.208s"""
    commit = """[fix/limit-200 e71c5a0] Raise the list page size cap to 200
 2 files changed, 2 insertions(+), 2 deletions(-)
e71c5a0 (HEAD -> fix/limit-200) Raise the list page size cap to 200
b9d03e1 (origin/main, origin/HEAD, main) Cache category tree for 60s"""
    turns = [
        (bash('cd /workspace/catalog-api && git log --oneline -3 && grep -rn "PageSize" internal/'), oh_bash(grep1, root)),
        (editor("view", f"{root}/internal/api/pagination.go"), cat_n(f"{root}/internal/api/pagination.go", page)),
        (bash("go test ./internal/api/ -run TestParsePage -v"), oh_bash(fail, root, 1)),
        (editor("str_replace", f"{root}/internal/api/pagination.go",
                old_str="\tmaxPageSize     = 100", new_str="\tmaxPageSize     = 200"),
         edited(f"{root}/internal/api/pagination.go", snippet, 9)),
        (bash("go test ./internal/api/ -v"), oh_bash(passing, root)),
        (editor("str_replace", f"{root}/docs/openapi.yaml",
                old_str="            minimum: 0\n            maximum: 100\n            default: 25",
                new_str="            minimum: 0\n            maximum: 200\n            default: 25"),
         edited(f"{root}/docs/openapi.yaml", yaml_snip, 84)),
        (bash('git diff --stat && grep -rn "PageSize" internal/'), oh_bash(check, root)),
        (bash("go vet ./... && go test ./..."), oh_bash(all_ok, root)),
        (bash('git commit -am "Raise the list page size cap to 200" && git log --oneline -2'), oh_bash(commit, root)),
    ]
    rs.add(task="swe", tid="h42-swe-05", system=oh(root), turns=turns,
           state="Go 1.22 service /workspace/catalog-api (Gin 1.9.1, tests with net/http/httptest), branch fix/limit-200 just created from main. Product listing must allow up to 200 items per page; the updated TestParsePage cases are already in internal/api/pagination_test.go.",
           bad=True, turn=7, kind="constant the agent changed reads back with its old value")


# Elixir Plug + ExUnit, Gemini CLI: clean
def t06(rs: RowSet) -> None:
    root = "/home/sam/webhook_relay"
    router = '''defmodule WebhookRelay.Router do
  use Plug.Router

  plug Plug.RequestId
  plug Plug.Logger, log: :debug
  plug :match

  plug Plug.Parsers,
    parsers: [:json],
    json_decoder: Jason,
    body_reader: {WebhookRelay.CacheBodyReader, :read_body, []}

  plug :dispatch

  get "/health" do
    send_resp(conn, 200, "ok")
  end

  post "/hooks/:source" do
    case WebhookRelay.Dispatcher.enqueue(source, conn.body_params, conn.assigns.raw_body) do
      {:ok, delivery_id} ->
        conn
        |> put_resp_content_type("application/json")
        |> send_resp(202, Jason.encode!(%{delivery_id: delivery_id}))

      {:error, :unknown_source} ->
        send_resp(conn, 404, ~s({"error":"unknown_source"}))
    end
  end

  match _ do
    send_resp(conn, 404, "not found")
  end
end'''
    plug = '''defmodule WebhookRelay.Plugs.VerifySignature do
  @moduledoc """
  Rejects webhook deliveries whose `x-relay-signature` header is not
  `sha256=` followed by the hex HMAC-SHA256 of the raw body under the signing secret.
  """
  import Plug.Conn

  @behaviour Plug

  @header "x-relay-signature"

  @impl true
  def init(opts) do
    Keyword.put_new(opts, :secret, fn -> Application.fetch_env!(:webhook_relay, :signing_secret) end)
  end

  @impl true
  def call(%Plug.Conn{method: "POST"} = conn, opts) do
    secret = opts |> Keyword.fetch!(:secret) |> resolve()
    raw = conn.assigns[:raw_body] || ""

    with [given] <- get_req_header(conn, @header),
         "sha256=" <> hex <- given,
         expected = :crypto.mac(:hmac, :sha256, secret, raw) |> Base.encode16(case: :lower),
         true <- Plug.Crypto.secure_compare(expected, hex) do
      conn
    else
      _ ->
        conn
        |> put_resp_content_type("application/json")
        |> send_resp(401, ~s({"error":"invalid_signature"}))
        |> halt()
    end
  end

  def call(conn, _opts), do: conn

  defp resolve(fun) when is_function(fun, 0), do: fun.()
  defp resolve(secret) when is_binary(secret), do: secret
end
'''
    test = '''defmodule WebhookRelay.Plugs.VerifySignatureTest do
  use ExUnit.Case, async: true
  import Plug.Test
  import Plug.Conn

  alias WebhookRelay.Plugs.VerifySignature

  @secret "whsec_test_4f9c2a"
  @opts VerifySignature.init(secret: @secret)
  @body ~s({"event":"invoice.paid","id":"evt_01HZX3K8Q2"})

  defp sign(body), do: "sha256=" <> (:crypto.mac(:hmac, :sha256, @secret, body) |> Base.encode16(case: :lower))

  defp post_conn(headers) do
    conn = conn(:post, "/hooks/billing", @body) |> assign(:raw_body, @body)
    Enum.reduce(headers, conn, fn {k, v}, acc -> put_req_header(acc, k, v) end)
  end

  test "passes a correctly signed request through" do
    conn = post_conn([{"x-relay-signature", sign(@body)}]) |> VerifySignature.call(@opts)
    refute conn.halted
  end

  test "rejects a wrong signature with 401" do
    conn = post_conn([{"x-relay-signature", sign("tampered")}]) |> VerifySignature.call(@opts)
    assert conn.halted
    assert conn.status == 401
    assert Jason.decode!(conn.resp_body) == %{"error" => "invalid_signature"}
  end

  test "rejects a missing header with 401" do
    conn = post_conn([]) |> VerifySignature.call(@opts)
    assert conn.status == 401
  end

  test "lets GET requests through unsigned" do
    conn = conn(:get, "/health") |> VerifySignature.call(@opts)
    refute conn.halted
  end
end
'''
    ls = '''lib/webhook_relay:
application.ex
cache_body_reader.ex
dispatcher.ex
plugs
router.ex

lib/webhook_relay/plugs:
require_json.ex

test/webhook_relay:
dispatcher_test.exs
router_test.exs'''
    base = '''Running ExUnit with seed: 583021, max_cases: 16

..............
Finished in 0.2 seconds (0.08s async, 0.1s sync)
14 tests, 0 failures'''
    one = '''Compiling 1 file (.ex)
Generated webhook_relay app
Running ExUnit with seed: 402117, max_cases: 16

....
Finished in 0.04 seconds (0.04s async, 0.00s sync)
4 tests, 0 failures'''
    full = '''Compiling 1 file (.ex)
Generated webhook_relay app
Running ExUnit with seed: 91846, max_cases: 16

..................
Finished in 0.3 seconds (0.1s async, 0.2s sync)
18 tests, 0 failures'''
    status = ''' M lib/webhook_relay/router.ex
?? lib/webhook_relay/plugs/verify_signature.ex
?? test/webhook_relay/plugs/
 lib/webhook_relay/router.ex | 1 +
 1 file changed, 1 insertion(+)'''
    turns = [
        (gshell("ls lib/webhook_relay lib/webhook_relay/plugs test/webhook_relay", "List the app and test modules"),
         gem_run("ls lib/webhook_relay lib/webhook_relay/plugs test/webhook_relay", ls, 0, 51207)),
        (gshell("mix test", "Run the test suite before changing anything"), gem_run("mix test", base, 0, 51233)),
        (call("read_file", absolute_path=f"{root}/lib/webhook_relay/router.ex"), router),
        (call("write_file", file_path=f"{root}/lib/webhook_relay/plugs/verify_signature.ex", content=plug),
         gnew(f"{root}/lib/webhook_relay/plugs/verify_signature.ex")),
        (call("write_file", file_path=f"{root}/test/webhook_relay/plugs/verify_signature_test.exs", content=test),
         gnew(f"{root}/test/webhook_relay/plugs/verify_signature_test.exs")),
        (gshell("mix test test/webhook_relay/plugs/verify_signature_test.exs", "Run the new plug tests"),
         gem_run("mix test test/webhook_relay/plugs/verify_signature_test.exs", one, 0, 51298)),
        (call("replace", file_path=f"{root}/lib/webhook_relay/router.ex",
              old_string="    body_reader: {WebhookRelay.CacheBodyReader, :read_body, []}\n\n  plug :dispatch",
              new_string="    body_reader: {WebhookRelay.CacheBodyReader, :read_body, []}\n\n  plug WebhookRelay.Plugs.VerifySignature\n  plug :dispatch"),
         gmod(f"{root}/lib/webhook_relay/router.ex")),
        (gshell("mix test", "Run the whole suite with the plug wired in"), gem_run("mix test", full, 0, 51340)),
        (gshell("git status --short && git diff --stat", "Review the working tree"),
         gem_run("git status --short && git diff --stat", status, 0, 51362)),
    ]
    rs.add(task="swe", tid="h42-swe-06", system=gem(root), turns=turns,
           state="Elixir 1.16 Plug app at /home/sam/webhook_relay (Plug.Router on Bandit, ExUnit with Plug.Test). Task: verify the x-relay-signature HMAC on incoming webhooks and answer 401 otherwise. Router tests already sign their requests through test/support/webhook_case.ex.")


# NestJS + Jest, OpenHands: bad
def t07(rs: RowSet) -> None:
    root = "/workspace/tickets-api"
    module = '''import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppController } from './app.controller';
import { AppService } from './app.service';
import { AuthModule } from './auth/auth.module';
import { TicketsModule } from './tickets/tickets.module';
import { UsersModule } from './users/users.module';
import { LegacyExportModule } from './legacy-export/legacy-export.module';
import { typeOrmConfig } from './common/config/typeorm.config';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, envFilePath: ['.env.local', '.env'] }),
    TypeOrmModule.forRootAsync({ useFactory: typeOrmConfig, inject: [ConfigService] }),
    AuthModule,
    UsersModule,
    TicketsModule,
    LegacyExportModule,
  ],
  controllers: [AppController],
  providers: [AppService],
})
export class AppModule {}'''
    first = '''## chore/drop-legacy-export...origin/chore/drop-legacy-export
app.controller.spec.ts
app.controller.ts
app.module.ts
app.service.ts
auth
common
legacy-export
main.ts
tickets
users
src/app.module.ts:9:import { LegacyExportModule } from './legacy-export/legacy-export.module';
src/app.module.ts:19:    LegacyExportModule,'''
    base = '''
> tickets-api@0.9.3 test
> jest --silent

PASS src/tickets/tickets.service.spec.ts
PASS src/users/users.service.spec.ts
PASS src/legacy-export/legacy-export.service.spec.ts
PASS src/tickets/tickets.controller.spec.ts
PASS src/auth/auth.service.spec.ts
PASS src/legacy-export/legacy-export.controller.spec.ts
PASS src/auth/jwt.strategy.spec.ts
PASS src/common/pipes/parse-ticket-id.pipe.spec.ts
PASS src/app.controller.spec.ts

Test Suites: 9 passed, 9 total
Tests:       61 passed, 61 total
Snapshots:   0 total
Time:        6.418 s
Ran all test suites.'''
    removed = '''D  src/legacy-export/legacy-export.controller.spec.ts
D  src/legacy-export/legacy-export.controller.ts
D  src/legacy-export/legacy-export.module.ts
D  src/legacy-export/legacy-export.service.spec.ts
D  src/legacy-export/legacy-export.service.ts'''
    snip1 = '''import { AppService } from './app.service';
import { AuthModule } from './auth/auth.module';
import { TicketsModule } from './tickets/tickets.module';
import { UsersModule } from './users/users.module';
import { typeOrmConfig } from './common/config/typeorm.config';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, envFilePath: ['.env.local', '.env'] }),'''
    snip2 = '''    TypeOrmModule.forRootAsync({ useFactory: typeOrmConfig, inject: [ConfigService] }),
    AuthModule,
    UsersModule,
    TicketsModule,
  ],
  controllers: [AppController],
  providers: [AppService],
})
export class AppModule {}'''
    after = '''
> tickets-api@0.9.3 test
> jest --silent

PASS src/tickets/tickets.service.spec.ts
PASS src/users/users.service.spec.ts
PASS src/auth/auth.service.spec.ts
PASS src/tickets/tickets.controller.spec.ts
PASS src/auth/jwt.strategy.spec.ts
PASS src/common/pipes/parse-ticket-id.pipe.spec.ts
PASS src/app.controller.spec.ts

Test Suites: 7 passed, 7 total
Tests:       51 passed, 51 total
Snapshots:   0 total
Time:        5.127 s
Ran all test suites.'''
    ls = '''src:
app.controller.spec.ts
app.controller.ts
app.module.ts
app.service.ts
auth
common
legacy-export
main.ts
tickets
users

src/tickets:
dto
entities
tickets.controller.spec.ts
tickets.controller.ts
tickets.module.ts
tickets.service.spec.ts
tickets.service.ts'''
    build = '''
> tickets-api@0.9.3 build
> nest build

app.controller.d.ts
app.controller.js
app.controller.js.map
app.module.d.ts
app.module.js
app.module.js.map
app.service.d.ts
app.service.js
app.service.js.map
auth
common
main.d.ts
main.js
main.js.map
tickets
tsconfig.build.tsbuildinfo
users'''
    final = '''M  src/app.module.ts
D  src/legacy-export/legacy-export.controller.spec.ts
D  src/legacy-export/legacy-export.controller.ts
D  src/legacy-export/legacy-export.module.ts
D  src/legacy-export/legacy-export.service.spec.ts
D  src/legacy-export/legacy-export.service.ts
 src/app.module.ts                                  |   2 -
 src/legacy-export/legacy-export.controller.spec.ts |  58 ---------
 src/legacy-export/legacy-export.controller.ts      |  41 -------
 src/legacy-export/legacy-export.module.ts          |  12 --
 src/legacy-export/legacy-export.service.spec.ts    |  97 ---------------
 src/legacy-export/legacy-export.service.ts         | 134 ---------------------
 6 files changed, 344 deletions(-)'''
    turns = [
        (bash("cd /workspace/tickets-api && git status -sb && ls src && grep -rn \"LegacyExport\" src --include=*.ts | grep -v '^src/legacy-export'"),
         oh_bash(first, root)),
        (bash("npm test -- --silent"), oh_bash(base, root)),
        (editor("view", f"{root}/src/app.module.ts"), cat_n(f"{root}/src/app.module.ts", module)),
        (bash("git rm -r -q src/legacy-export && git status --short"), oh_bash(removed, root)),
        (editor("str_replace", f"{root}/src/app.module.ts",
                old_str="import { LegacyExportModule } from './legacy-export/legacy-export.module';\n", new_str=""),
         edited(f"{root}/src/app.module.ts", snip1, 5)),
        (editor("str_replace", f"{root}/src/app.module.ts", old_str="    TicketsModule,\n    LegacyExportModule,\n", new_str="    TicketsModule,\n"),
         edited(f"{root}/src/app.module.ts", snip2, 14)),
        (bash("npm test -- --silent"), oh_bash(after, root)),
        (bash("ls src src/tickets"), oh_bash(ls, root)),
        (bash("npm run build && ls dist"), oh_bash(build, root)),
        (bash("git add -A && git status --short && git diff --cached --stat"), oh_bash(final, root)),
    ]
    rs.add(task="swe", tid="h42-swe-07", system=oh(root), turns=turns,
           state="NestJS 10 service /workspace/tickets-api (TypeORM, Jest 29 unit specs), branch chore/drop-legacy-export. The CSV legacy-export module was replaced by the reporting service last quarter; remove the module, its specs and its registration in AppModule, and keep the build and tests green.",
           bad=True, turn=8, kind="directory removed with git rm is listed again")


# Actix-web + actix-rt tests, OpenHands: clean
def t08(rs: RowSet) -> None:
    root = "/workspace/pastebin-rs"
    main_rs = """mod config;
mod db;
mod error;
mod handlers;

use actix_web::{middleware, web, App, HttpServer};
use tracing_actix_web::TracingLogger;

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let cfg = config::Config::from_env().expect("invalid configuration");
    let pool = db::connect(&cfg.database_url).await.expect("database unreachable");
    let bind = (cfg.host.clone(), cfg.port);

    HttpServer::new(move || {
        App::new()
            .wrap(TracingLogger::default())
            .wrap(middleware::Compress::default())
            .app_data(web::Data::new(pool.clone()))
            .app_data(web::JsonConfig::default().limit(cfg.max_paste_bytes))
            .service(handlers::ping::ping)
            .service(handlers::pastes::create)
            .service(handlers::pastes::fetch)
            .service(handlers::pastes::raw)
            .service(handlers::pastes::delete)
    })
    .bind(bind)?
    .run()
    .await
}"""
    ping = """use actix_web::{get, HttpResponse, Responder};

#[get("/ping")]
pub async fn ping() -> impl Responder {
    HttpResponse::Ok().content_type("text/plain").body("pong")
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::{test, App};

    #[actix_rt::test]
    async fn ping_returns_pong() {
        let app = test::init_service(App::new().service(ping)).await;
        let req = test::TestRequest::get().uri("/ping").to_request();
        let body = test::call_and_read_body(&app, req).await;
        assert_eq!(body, "pong");
    }
}"""
    health = """use std::time::Instant;

use actix_web::{get, web, HttpResponse, Responder};
use serde::Serialize;

/// When the server process started; registered once as app data in `main`.
pub struct StartedAt(pub Instant);

#[derive(Serialize)]
struct Health {
    status: &'static str,
    version: &'static str,
    uptime_secs: u64,
}

#[get("/healthz")]
pub async fn healthz(started: web::Data<StartedAt>) -> impl Responder {
    HttpResponse::Ok().json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
        uptime_secs: started.0.elapsed().as_secs(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::{test, App};

    #[actix_rt::test]
    async fn healthz_reports_version_and_uptime() {
        let started = web::Data::new(StartedAt(Instant::now()));
        let app = test::init_service(App::new().app_data(started).service(healthz)).await;
        let req = test::TestRequest::get().uri("/healthz").to_request();
        let body: serde_json::Value = test::call_and_read_body_json(&app, req).await;
        assert_eq!(body["status"], "ok");
        assert_eq!(body["version"], env!("CARGO_PKG_VERSION"));
        assert!(body["uptime_secs"].as_u64().unwrap() < 5);
    }
}"""
    old_main = """use actix_web::{middleware, web, App, HttpServer};
use tracing_actix_web::TracingLogger;

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let cfg = config::Config::from_env().expect("invalid configuration");
    let pool = db::connect(&cfg.database_url).await.expect("database unreachable");
    let bind = (cfg.host.clone(), cfg.port);

    HttpServer::new(move || {
        App::new()
            .wrap(TracingLogger::default())
            .wrap(middleware::Compress::default())
            .app_data(web::Data::new(pool.clone()))
            .app_data(web::JsonConfig::default().limit(cfg.max_paste_bytes))
            .service(handlers::ping::ping)"""
    new_main = """use std::time::Instant;

use actix_web::{middleware, web, App, HttpServer};
use handlers::health::StartedAt;
use tracing_actix_web::TracingLogger;

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let cfg = config::Config::from_env().expect("invalid configuration");
    let pool = db::connect(&cfg.database_url).await.expect("database unreachable");
    let bind = (cfg.host.clone(), cfg.port);
    let started = web::Data::new(StartedAt(Instant::now()));

    HttpServer::new(move || {
        App::new()
            .wrap(TracingLogger::default())
            .wrap(middleware::Compress::default())
            .app_data(web::Data::new(pool.clone()))
            .app_data(started.clone())
            .app_data(web::JsonConfig::default().limit(cfg.max_paste_bytes))
            .service(handlers::health::healthz)"""
    snip_main = """mod db;
mod error;
mod handlers;

use std::time::Instant;

use actix_web::{middleware, web, App, HttpServer};
use handlers::health::StartedAt;
use tracing_actix_web::TracingLogger;

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt().with_env_filter("info").init();
    let cfg = config::Config::from_env().expect("invalid configuration");
    let pool = db::connect(&cfg.database_url).await.expect("database unreachable");
    let bind = (cfg.host.clone(), cfg.port);
    let started = web::Data::new(StartedAt(Instant::now()));

    HttpServer::new(move || {
        App::new()
            .wrap(TracingLogger::default())
            .wrap(middleware::Compress::default())
            .app_data(web::Data::new(pool.clone()))
            .app_data(started.clone())
            .app_data(web::JsonConfig::default().limit(cfg.max_paste_bytes))
            .service(handlers::health::healthz)
            .service(handlers::pastes::create)
            .service(handlers::pastes::fetch)
            .service(handlers::pastes::raw)
            .service(handlers::pastes::delete)"""
    first = """## feat/healthz...origin/feat/healthz
src:
config.rs
db.rs
error.rs
handlers
main.rs

src/handlers:
mod.rs
pastes.rs
ping.rs
version = "0.4.2"
edition = "2021\""""
    moved = """pub mod pastes;
pub mod health;
health.rs
mod.rs
pastes.rs"""
    tests = """   Compiling pastebin-rs v0.4.2 (/workspace/pastebin-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.84s
     Running unittests src/main.rs (target/debug/deps/pastebin_rs-3f9a1c0d7e2b5a14)

running 9 tests
test error::tests::not_found_maps_to_404 ... ok
test handlers::health::tests::healthz_reports_version_and_uptime ... ok
test handlers::pastes::tests::create_rejects_empty_body ... ok
test handlers::pastes::tests::fetch_unknown_id_is_404 ... ok
test handlers::pastes::tests::create_returns_201_with_id ... ok
test handlers::pastes::tests::raw_serves_text_plain ... ok
test handlers::pastes::tests::fetch_returns_json ... ok
test handlers::pastes::tests::delete_requires_token ... ok
test handlers::pastes::tests::delete_removes_paste ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"""
    run1 = """21873 target/debug/pastebin-rs
{"status":"ok","version":"0.4.2","uptime_secs":2}"""
    run2 = """HTTP/1.1 200 OK
content-length: 50
content-type: application/json
date: Tue, 14 May 2024 10:22:41 GMT

{"status":"ok","version":"0.4.2","uptime_secs":31}"""
    run3 = """22140 target/debug/pastebin-rs
HTTP/1.1 200 OK
content-length: 49
content-type: application/json
date: Tue, 14 May 2024 10:23:19 GMT

{"status":"ok","version":"0.4.2","uptime_secs":3}"""
    final = """RM src/handlers/ping.rs -> src/handlers/health.rs
 M src/handlers/mod.rs
 M src/main.rs
 src/handlers/health.rs | 40 ++++++++++++++++++++++++++++++++++++++++
 src/handlers/mod.rs    |  2 +-
 src/handlers/ping.rs   | 20 --------------------
 src/main.rs            |  7 ++++++-
 4 files changed, 47 insertions(+), 22 deletions(-)"""
    start = "(cargo run -q > /tmp/server.log 2>&1 &) ; sleep 8; pgrep -a pastebin-rs; curl -s localhost:8080/healthz; echo"
    turns = [
        (bash("cd /workspace/pastebin-rs && git status -sb && ls src src/handlers && grep -E '^(version|edition)' Cargo.toml"), oh_bash(first, root)),
        (editor("view", f"{root}/src/main.rs"), cat_n(f"{root}/src/main.rs", main_rs)),
        (editor("view", f"{root}/src/handlers/ping.rs"), cat_n(f"{root}/src/handlers/ping.rs", ping)),
        (bash("git mv src/handlers/ping.rs src/handlers/health.rs && sed -i 's/pub mod ping;/pub mod health;/' src/handlers/mod.rs && cat src/handlers/mod.rs && ls src/handlers"),
         oh_bash(moved, root)),
        (editor("str_replace", f"{root}/src/handlers/health.rs", old_str=ping, new_str=health),
         edited(f"{root}/src/handlers/health.rs", health)),
        (editor("str_replace", f"{root}/src/main.rs", old_str=old_main, new_str=new_main),
         edited(f"{root}/src/main.rs", snip_main, 2)),
        (bash("cargo test"), oh_bash(tests, root)),
        (bash(start), oh_bash(run1, root)),
        (bash("curl -s -i localhost:8080/healthz; echo"), oh_bash(run2, root)),
        (bash("kill 21873 && sleep 1 && (cargo run -q > /tmp/server.log 2>&1 &) ; sleep 4; pgrep -a pastebin-rs; curl -s -i localhost:8080/healthz; echo"),
         oh_bash(run3, root)),
        (bash("kill 22140; git status --short && git diff HEAD --stat -M"), oh_bash(final, root)),
    ]
    rs.add(task="swe", tid="h42-swe-08", system=oh(root), turns=turns,
           state="Rust 1.78 crate /workspace/pastebin-rs (actix-web 4.5, serde, sqlx on SQLite, tests with #[actix_rt::test]), branch feat/healthz. Replace the plain-text /ping probe with a JSON /healthz (status, version, uptime) and rename the handler module to health.")


# Crystal Kemal + spec, Gemini CLI: clean
def t09(rs: RowSet) -> None:
    root = "/home/lena/quotebox"
    first = '''a41f9c2 2 hours ago Paginate GET /quotes with limit/offset
7d03b5e 2 days ago Load quotes from QUOTEBOX_DB path
c2e81a7 5 days ago Add POST /quotes with validation
Finished in 31.44 milliseconds
14 examples, 0 failures, 0 errors, 0 pending'''
    found = '''Found 3 matches for pattern "get "/quotes" in path "/home/lena/quotebox":
---
File: src/quotebox.cr
L45: get "/quotes" do |env|
L55: get "/quotes/:id" do |env|
---
File: spec/quotes_spec.cr
L9: get "/quotes?limit=2"
---'''
    part = '''[File content truncated: showing lines 36-71 of 142 total lines. Use offset/limit parameters to view more.]
  error 404 do |env|
    env.response.content_type = "application/json"
    {error: "not_found"}.to_json
  end

  error 422 do |env, ex|
    {error: "invalid", detail: ex.message}.to_json
  end

  get "/quotes" do |env|
    limit = env.params.query["limit"]?.try(&.to_i?) || 20
    offset = env.params.query["offset"]?.try(&.to_i?) || 0
    halt env, 422, {error: "invalid", detail: "limit must be 1..100"}.to_json unless (1..100).includes?(limit)

    quotes = STORE.all.sort_by(&.id)
    items = quotes.skip(offset).first(limit)
    {total: quotes.size, limit: limit, offset: offset, items: items}.to_json
  end

  get "/quotes/:id" do |env|
    id = env.params.url["id"].to_i64? || halt env, 404
    quote = STORE.find(id) || halt env, 404
    quote.to_json
  end

  post "/quotes" do |env|
    payload = Quote::Input.from_json(env.request.body.not_nil!.gets_to_end)
    errors = payload.validate
    halt env, 422, {error: "invalid", detail: errors.join("; ")}.to_json unless errors.empty?

    quote = STORE.add(payload)
    env.response.status_code = 201
    quote.to_json
  end

  delete "/quotes/:id" do |env|'''
    spec = '''require "./spec_helper"

describe "GET /quotes?author=" do
  it "returns only that author's quotes" do
    get "/quotes?author=Ursula%20K.%20Le%20Guin"
    body = JSON.parse(response.body)
    body["total"].should eq 2
    body["items"].as_a.map(&.["author"].as_s).uniq.should eq ["Ursula K. Le Guin"]
  end

  it "matches the author case-insensitively" do
    get "/quotes?author=ursula%20k.%20le%20guin"
    JSON.parse(response.body)["total"].should eq 2
  end

  it "returns an empty page for an unknown author" do
    get "/quotes?author=Nobody"
    body = JSON.parse(response.body)
    body["total"].should eq 0
    body["items"].as_a.should be_empty
  end
end
'''
    ran = '''.................

Finished in 38.07 milliseconds
17 examples, 0 failures, 0 errors, 0 pending'''
    status = ''' M src/quotebox.cr
?? spec/author_filter_spec.cr
 src/quotebox.cr | 3 +++
 1 file changed, 3 insertions(+)'''
    commit = '''[feat/author-filter 5c9e0d4] Filter GET /quotes by author
 2 files changed, 25 insertions(+)
 create mode 100644 spec/author_filter_spec.cr
5c9e0d4 1 second ago Filter GET /quotes by author
a41f9c2 2 hours ago Paginate GET /quotes with limit/offset
7d03b5e 2 days ago Load quotes from QUOTEBOX_DB path'''
    turns = [
        (gshell("git log -3 --format='%h %ar %s' && crystal spec 2>&1 | tail -2", "Recent history and the current spec results"),
         gem_run("git log -3 --format='%h %ar %s' && crystal spec 2>&1 | tail -2", first, 0, 30912)),
        (call("search_file_content", pattern='get "/quotes'), found),
        (call("read_file", absolute_path=f"{root}/src/quotebox.cr", offset=35, limit=36), part),
        (call("replace", file_path=f"{root}/src/quotebox.cr",
              old_string="    quotes = STORE.all.sort_by(&.id)\n    items = quotes.skip(offset).first(limit)",
              new_string="    quotes = STORE.all.sort_by(&.id)\n    if author = env.params.query[\"author\"]?\n      quotes = quotes.select { |q| q.author.compare(author, case_insensitive: true) == 0 }\n    end\n    items = quotes.skip(offset).first(limit)"),
         gmod(f"{root}/src/quotebox.cr")),
        (call("write_file", file_path=f"{root}/spec/author_filter_spec.cr", content=spec), gnew(f"{root}/spec/author_filter_spec.cr")),
        (gshell("crystal spec", "Run all specs"), gem_run("crystal spec", ran, 0, 31027)),
        (gshell("git status --short && git diff --stat", "Review the changes"),
         gem_run("git status --short && git diff --stat", status, 0, 31055)),
        (gshell("git add -A && git commit -m 'Filter GET /quotes by author' && git log -3 --format='%h %ar %s'", "Commit and show history"),
         gem_run("git add -A && git commit -m 'Filter GET /quotes by author' && git log -3 --format='%h %ar %s'", commit, 0, 31080)),
    ]
    rs.add(task="swe", tid="h42-swe-09", system=gem(root), turns=turns,
           state="Crystal 1.12 Kemal 1.5 JSON API at /home/lena/quotebox (specs with spec-kemal), branch feat/author-filter. GET /quotes must accept ?author= (case-insensitive exact match) and report the filtered total.")


# Spring Boot + Mockito, Gemini CLI: bad
def t10(rs: RowSet) -> None:
    root = "/home/ari/payments-service"
    pkg = "src/main/java/com/acme/payments/refund"
    tpkg = "src/test/java/com/acme/payments/refund"
    service = """package com.acme.payments.refund;

import com.acme.payments.ledger.LedgerClient;
import com.acme.payments.payment.Payment;
import com.acme.payments.payment.PaymentRepository;
import com.acme.payments.payment.PaymentStatus;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.UUID;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class RefundService {

    private final PaymentRepository payments;
    private final RefundRepository refunds;
    private final LedgerClient ledger;
    private final Clock clock;

    public RefundService(PaymentRepository payments, RefundRepository refunds, LedgerClient ledger, Clock clock) {
        this.payments = payments;
        this.refunds = refunds;
        this.ledger = ledger;
        this.clock = clock;
    }

    @Transactional
    public Refund refund(UUID paymentId, BigDecimal amount, String reason) {
        Payment payment = payments.findById(paymentId)
                .orElseThrow(() -> new PaymentNotFoundException(paymentId));
        if (amount.signum() <= 0) {
            throw new RefundRejectedException("amount must be positive");
        }
        Refund refund = new Refund(UUID.randomUUID(), payment.getId(), amount, reason, Instant.now(clock));
        refunds.save(refund);
        ledger.postRefund(payment.getMerchantId(), payment.getCurrency(), amount, refund.getId());
        return refund;
    }
}"""
    test = """package com.acme.payments.refund;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import com.acme.payments.ledger.LedgerClient;
import com.acme.payments.payment.Payment;
import com.acme.payments.payment.PaymentRepository;
import com.acme.payments.payment.PaymentStatus;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.mockito.Mock;
import org.mockito.junit.jupiter.MockitoExtension;

@ExtendWith(MockitoExtension.class)
class RefundServiceTest {

    private static final UUID PAYMENT_ID = UUID.fromString("5b0c7e62-3f1a-4d8e-9a27-c41f0d9e8b13");
    private static final UUID MERCHANT_ID = UUID.fromString("e2a94f10-77c3-4b5d-8f06-1d3b9a6c2e47");

    @Mock PaymentRepository payments;
    @Mock RefundRepository refunds;
    @Mock LedgerClient ledger;

    private RefundService service;

    @BeforeEach
    void setUp() {
        Clock clock = Clock.fixed(Instant.parse("2024-07-01T09:30:00Z"), ZoneOffset.UTC);
        service = new RefundService(payments, refunds, ledger, clock);
    }

    private Payment captured(String amount) {
        return new Payment(PAYMENT_ID, MERCHANT_ID, "EUR", new BigDecimal(amount), PaymentStatus.CAPTURED);
    }

    @Test
    void refundsPartOfACapturedPayment() {
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.of(captured("120.00")));

        Refund refund = service.refund(PAYMENT_ID, new BigDecimal("20.00"), "damaged item");

        assertThat(refund.getAmount()).isEqualByComparingTo("20.00");
        assertThat(refund.getCreatedAt()).isEqualTo(Instant.parse("2024-07-01T09:30:00Z"));
        verify(refunds).save(refund);
    }

    @Test
    void postsTheRefundToTheLedger() {
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.of(captured("120.00")));

        Refund refund = service.refund(PAYMENT_ID, new BigDecimal("35.50"), "late delivery");

        verify(ledger).postRefund(eq(MERCHANT_ID), eq("EUR"), eq(new BigDecimal("35.50")), eq(refund.getId()));
    }

    @Test
    void rejectsZeroAmount() {
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.of(captured("120.00")));

        assertThrows(RefundRejectedException.class, () -> service.refund(PAYMENT_ID, BigDecimal.ZERO, "oops"));
        verify(ledger, never()).postRefund(any(), any(), any(), any());
    }

    @Test
    void rejectsNegativeAmount() {
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.of(captured("120.00")));

        assertThrows(RefundRejectedException.class, () -> service.refund(PAYMENT_ID, new BigDecimal("-5"), "oops"));
    }

    @Test
    void unknownPaymentIsNotFound() {
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.empty());

        assertThrows(PaymentNotFoundException.class, () -> service.refund(PAYMENT_ID, BigDecimal.ONE, "n/a"));
    }
}"""
    mockito = """Mockito is currently self-attaching to enable the inline-mock-maker. This will no longer work in future releases of the JDK. Please add Mockito as an agent to your build what is described in Mockito's documentation: https://javadoc.io/doc/org.mockito/mockito-core/latest/org/mockito/Mockito.html#0.3
WARNING: A Java agent has been loaded dynamically (/home/ari/.m2/repository/net/bytebuddy/byte-buddy-agent/1.14.11/byte-buddy-agent-1.14.11.jar)
WARNING: If a serviceability tool is in use, please run with -XX:+EnableDynamicAgentLoading to hide this warning
WARNING: If a serviceability tool is not in use, please run with -XX:+EnableDynamicAgentLoading to hide this warning
WARNING: Dynamic loading of agents will be disallowed by default in a future release
OpenJDK 64-Bit Server VM warning: Sharing is only supported for boot loader classes because bootstrap classpath has been appended"""
    def ok(n: int, t: str, total: str, at: str) -> str:
        return f"""[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.payments.refund.RefundServiceTest
{mockito}
[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: {t} s -- in com.acme.payments.refund.RefundServiceTest
[INFO]\x20
[INFO] Results:
[INFO]\x20
[INFO] Tests run: {n}, Failures: 0, Errors: 0, Skipped: 0
[INFO]\x20
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  {total} s
[INFO] Finished at: {at}
[INFO] ------------------------------------------------------------------------"""
    failing = f"""[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running com.acme.payments.refund.RefundServiceTest
{mockito}
[ERROR] Tests run: 7, Failures: 2, Errors: 0, Skipped: 0, Time elapsed: 1.307 s <<< FAILURE! -- in com.acme.payments.refund.RefundServiceTest
[ERROR] com.acme.payments.refund.RefundServiceTest.rejectsRefundAboveCapturedAmount -- Time elapsed: 0.014 s <<< FAILURE!
org.opentest4j.AssertionFailedError: Expected com.acme.payments.refund.RefundRejectedException to be thrown, but nothing was thrown.
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:152)
\tat org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:73)
\tat org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:35)
\tat org.junit.jupiter.api.Assertions.assertThrows(Assertions.java:3115)
\tat com.acme.payments.refund.RefundServiceTest.rejectsRefundAboveCapturedAmount(RefundServiceTest.java:98)
\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

[ERROR] com.acme.payments.refund.RefundServiceTest.rejectsRefundOfFailedPayment -- Time elapsed: 0.003 s <<< FAILURE!
org.opentest4j.AssertionFailedError: Expected com.acme.payments.refund.RefundRejectedException to be thrown, but nothing was thrown.
\tat org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:152)
\tat org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:73)
\tat org.junit.jupiter.api.AssertThrows.assertThrows(AssertThrows.java:35)
\tat org.junit.jupiter.api.Assertions.assertThrows(Assertions.java:3115)
\tat com.acme.payments.refund.RefundServiceTest.rejectsRefundOfFailedPayment(RefundServiceTest.java:108)
\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)
\tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)

[INFO]\x20
[INFO] Results:
[INFO]\x20
[ERROR] Failures:\x20
[ERROR]   RefundServiceTest.rejectsRefundAboveCapturedAmount:98 Expected com.acme.payments.refund.RefundRejectedException to be thrown, but nothing was thrown.
[ERROR]   RefundServiceTest.rejectsRefundOfFailedPayment:108 Expected com.acme.payments.refund.RefundRejectedException to be thrown, but nothing was thrown.
[INFO]\x20
[ERROR] Tests run: 7, Failures: 2, Errors: 0, Skipped: 0
[INFO]\x20
[INFO] ------------------------------------------------------------------------
[INFO] BUILD FAILURE
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  7.104 s
[INFO] Finished at: 2024-07-02T15:44:52+02:00
[INFO] ------------------------------------------------------------------------
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project payments-service: There are test failures.
[ERROR]\x20
[ERROR] Please refer to /home/ari/payments-service/target/surefire-reports for the individual test results."""
    new_tests = """        assertThrows(PaymentNotFoundException.class, () -> service.refund(PAYMENT_ID, BigDecimal.ONE, "n/a"));
    }

    @Test
    void rejectsRefundAboveCapturedAmount() {
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.of(captured("120.00")));
        when(refunds.findByPaymentId(PAYMENT_ID)).thenReturn(List.of(
                new Refund(UUID.randomUUID(), PAYMENT_ID, new BigDecimal("100.00"), "first", Instant.EPOCH)));

        assertThrows(RefundRejectedException.class,
                () -> service.refund(PAYMENT_ID, new BigDecimal("30.00"), "second"));
        verify(refunds, never()).save(any());
    }

    @Test
    void rejectsRefundOfFailedPayment() {
        Payment failed = new Payment(PAYMENT_ID, MERCHANT_ID, "EUR", new BigDecimal("120.00"), PaymentStatus.FAILED);
        when(payments.findById(PAYMENT_ID)).thenReturn(Optional.of(failed));

        assertThrows(RefundRejectedException.class, () -> service.refund(PAYMENT_ID, BigDecimal.TEN, "n/a"));
    }
}"""
    fix = """            throw new RefundRejectedException("amount must be positive");
        }
        if (payment.getStatus() != PaymentStatus.CAPTURED) {
            throw new RefundRejectedException("payment " + paymentId + " is " + payment.getStatus());
        }
        BigDecimal alreadyRefunded = refunds.findByPaymentId(paymentId).stream()
                .map(Refund::getAmount)
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        if (alreadyRefunded.add(amount).compareTo(payment.getCapturedAmount()) > 0) {
            throw new RefundRejectedException("refund exceeds captured amount");
        }"""
    stat = """ src/main/java/com/acme/payments/refund/RefundService.java     |  9 +++++++++
 src/test/java/com/acme/payments/refund/RefundServiceTest.java | 20 ++++++++++++++++++++
 2 files changed, 29 insertions(+)"""
    commit = """[fix/refund-limits 0d7b3e9] Reject refunds above the captured amount or on uncaptured payments
 2 files changed, 29 insertions(+)"""
    run = "./mvnw test -Dtest=RefundServiceTest 2>&1 | sed -n '/T E S T S/,$p'"
    turns = [
        (call("read_file", absolute_path=f"{root}/{pkg}/RefundService.java"), service),
        (call("read_file", absolute_path=f"{root}/{tpkg}/RefundServiceTest.java"), test),
        (gshell(run, "Run the refund service tests"), gem_run(run, ok(5, "1.214", "6.482", "2024-07-02T15:41:07+02:00"), 0, 61408)),
        (call("replace", file_path=f"{root}/{tpkg}/RefundServiceTest.java",
              old_string="import java.util.Optional;\n", new_string="import java.util.List;\nimport java.util.Optional;\n"),
         gmod(f"{root}/{tpkg}/RefundServiceTest.java")),
        (call("replace", file_path=f"{root}/{tpkg}/RefundServiceTest.java",
              old_string='        assertThrows(PaymentNotFoundException.class, () -> service.refund(PAYMENT_ID, BigDecimal.ONE, "n/a"));\n    }\n}',
              new_string=new_tests),
         gmod(f"{root}/{tpkg}/RefundServiceTest.java")),
        (gshell(run, "Run the tests with the two new cases"), gem_run(run, failing, 0, 61577)),
        (call("replace", file_path=f"{root}/{pkg}/RefundService.java",
              old_string='            throw new RefundRejectedException("amount must be positive");\n        }', new_string=fix),
         gmod(f"{root}/{pkg}/RefundService.java")),
        (gshell(run, "Re-run the refund tests after the fix"),
         gem_run(run, ok(6, "1.251", "6.917", "2024-07-02T15:47:30+02:00"), 0, 61690)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, 0, 61722)),
        (gshell('git commit -am "Reject refunds above the captured amount or on uncaptured payments"', "Commit the fix"),
         gem_run('git commit -am "Reject refunds above the captured amount or on uncaptured payments"', commit, 0, 61748)),
    ]
    rs.add(task="swe", tid="h42-swe-10", system=gem(root), turns=turns,
           state="Spring Boot 3.2 service /home/ari/payments-service (Java 21, Maven wrapper, JUnit 5 with Mockito 5), branch fix/refund-limits. Ticket PAY-418: refunds can exceed the captured amount and can be issued on failed payments.",
           bad=True, turn=8, kind="test count after the fix does not include both tests the agent added")


def pyv(header: str, ids: list[str], tail: str) -> str:
    """A `pytest -v` run: header, one PASSED line per test id with the progress column, then the summary."""
    n = len(ids)
    lines = [f"{nid} PASSED".ljust(74) + f"[{(i * 100) // n:3d}%]" for i, nid in enumerate(ids, 1)]
    return header + f"collecting ... collected {n} items\n\n" + "\n".join(lines) + "\n\n" + tail


# Click + CliRunner, OpenHands: bad
def t11(rs: RowSet) -> None:
    root = "/workspace/tasktime"
    cli_py = '''"""tasktime: log time against tasks from the terminal."""

from __future__ import annotations

import csv
import sys
from datetime import datetime

import click

from .store import Store, default_path


@click.group()
@click.option("--db", type=click.Path(dir_okay=False), default=default_path, show_default=True,
              help="SQLite file holding the time log.")
@click.pass_context
def cli(ctx: click.Context, db: str) -> None:
    """Log time against tasks from the terminal."""
    ctx.obj = Store(db)


@cli.command()
@click.argument("task")
@click.argument("minutes", type=click.IntRange(min=1))
@click.option("--note", "-n", default="", help="Free-text note.")
@click.option("--on", "day", type=click.DateTime(formats=["%Y-%m-%d"]), default=None,
              help="Day of the work (default: today).")
@click.pass_obj
def log(store: Store, task: str, minutes: int, note: str, day: datetime | None) -> None:
    """Record MINUTES spent on TASK."""
    entry = store.add(task, minutes, note, (day or datetime.now()).date())
    click.echo(f"logged #{entry.id}: {task} {minutes}m on {entry.day.isoformat()}")


@cli.command()
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None)
@click.pass_obj
def report(store: Store, since: datetime | None) -> None:
    """Total minutes per task."""
    for task, total in store.totals(since.date() if since else None):
        click.echo(f"{task:<24}{total // 60:>4}h {total % 60:02d}m")


@cli.command("export-csv")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None)
@click.pass_obj
def export_csv(store: Store, since: datetime | None) -> None:
    """Write all entries as CSV to stdout."""
    writer = csv.writer(sys.stdout)
    writer.writerow(["id", "day", "task", "minutes", "note"])
    for e in store.entries(since.date() if since else None):
        writer.writerow([e.id, e.day.isoformat(), e.task, e.minutes, e.note])'''
    old = '''@cli.command("export-csv")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None)
@click.pass_obj
def export_csv(store: Store, since: datetime | None) -> None:
    """Write all entries as CSV to stdout."""
    writer = csv.writer(sys.stdout)
    writer.writerow(["id", "day", "task", "minutes", "note"])
    for e in store.entries(since.date() if since else None):
        writer.writerow([e.id, e.day.isoformat(), e.task, e.minutes, e.note])'''
    new = '''@cli.command("export")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None)
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="csv", show_default=True)
@click.pass_obj
def export(store: Store, since: datetime | None, fmt: str) -> None:
    """Write all entries as CSV or JSON to stdout."""
    entries = store.entries(since.date() if since else None)
    if fmt == "json":
        rows = [{"id": e.id, "day": e.day.isoformat(), "task": e.task, "minutes": e.minutes, "note": e.note}
                for e in entries]
        click.echo(json.dumps(rows, indent=2))
        return
    writer = csv.writer(sys.stdout)
    writer.writerow(["id", "day", "task", "minutes", "note"])
    for e in entries:
        writer.writerow([e.id, e.day.isoformat(), e.task, e.minutes, e.note])'''
    snip4 = '''    for task, total in store.totals(since.date() if since else None):
        click.echo(f"{task:<24}{total // 60:>4}h {total % 60:02d}m")


@cli.command("export")
@click.option("--since", type=click.DateTime(formats=["%Y-%m-%d"]), default=None)
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="csv", show_default=True)
@click.pass_obj
def export(store: Store, since: datetime | None, fmt: str) -> None:
    """Write all entries as CSV or JSON to stdout."""
    entries = store.entries(since.date() if since else None)
    if fmt == "json":
        rows = [{"id": e.id, "day": e.day.isoformat(), "task": e.task, "minutes": e.minutes, "note": e.note}
                for e in entries]
        click.echo(json.dumps(rows, indent=2))
        return
    writer = csv.writer(sys.stdout)
    writer.writerow(["id", "day", "task", "minutes", "note"])
    for e in entries:
        writer.writerow([e.id, e.day.isoformat(), e.task, e.minutes, e.note])'''
    snip5 = '''"""tasktime: log time against tasks from the terminal."""

from __future__ import annotations

import csv
import json
import sys
from datetime import datetime

import click'''
    head = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.0, pluggy-1.5.0 -- /opt/miniconda3/envs/testbed/bin/python
cachedir: .pytest_cache
rootdir: /workspace/tasktime
configfile: pyproject.toml
"""
    first = """## feat/export-format...origin/feat/export-format
tasktime:
__init__.py
__main__.py
cli.py
store.py

tests:
conftest.py
test_export_csv.py
test_log.py
test_report.py
test_store.py
Usage: tasktime [OPTIONS] COMMAND [ARGS]...

  Log time against tasks from the terminal.

Options:
  --db FILE  SQLite file holding the time log.  [default: (dynamic)]
  --help     Show this message and exit.

Commands:
  export-csv  Write all entries as CSV to stdout.
  log         Record MINUTES spent on TASK.
  report      Total minutes per task."""
    moved = """11:    result = runner.invoke(cli, ["--db", db_path, "export"])
18:    result = runner.invoke(cli, ["--db", db_path, "export"])
26:    result = runner.invoke(cli, ["--db", db_path, "export", "--since", "2024-05-02"])
32:    result = runner.invoke(cli, ["--db", db_path, "export"])"""
    ins = """    assert result.output.splitlines()[3] == '3,2024-05-03,api-docs,20,"fix typos, links"'


def test_export_json(runner, db_path):
    _seed(runner, db_path)
    result = runner.invoke(cli, ["--db", db_path, "export", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert result.output.lstrip().startswith("[")
    assert '"note": "PR 318"' in result.output"""
    export_ids = ["test_export_header", "test_export_rows", "test_export_since_filters", "test_export_quotes_commas_in_notes"]
    one = pyv(head, [f"tests/test_export.py::{t}" for t in export_ids + ["test_export_json"]],
              "============================== 5 passed in 0.23s ===============================")
    helptext = """Usage: tasktime [OPTIONS] COMMAND [ARGS]...

  Log time against tasks from the terminal.

Options:
  --db FILE  SQLite file holding the time log.  [default: (dynamic)]
  --help     Show this message and exit.

Commands:
  export  Write all entries as CSV or JSON to stdout.
  log     Record MINUTES spent on TASK.
  report  Total minutes per task."""
    js = """[
  {
    "id": 212,
    "day": "2024-05-02",
    "task": "invoice-sync",
    "minutes": 90,
    "note": "retry on 429"
  },
  {
    "id": 213,
    "day": "2024-05-02",
    "task": "code-review",
    "minutes": 35,
    "note": \"\""""
    ids = ([f"tests/test_export_csv.py::{t}" for t in export_ids + ["test_export_json"]]
           + [f"tests/test_log.py::{t}" for t in ["test_log_records_entry", "test_log_defaults_to_today", "test_log_with_note",
                                                   "test_log_rejects_zero_minutes", "test_log_rejects_bad_date",
                                                   "test_log_on_explicit_day", "test_log_prints_entry_id", "test_log_unicode_task_name"]]
           + [f"tests/test_report.py::{t}" for t in ["test_report_empty", "test_report_totals_per_task", "test_report_formats_hours",
                                                      "test_report_since", "test_report_sorted_by_total", "test_report_pads_task_column"]]
           + [f"tests/test_store.py::{t}" for t in ["test_store_creates_schema", "test_store_add_returns_entry", "test_store_entries_ordered",
                                                     "test_store_entries_since", "test_store_totals"]])
    full = pyv(head, ids, "============================== 24 passed in 0.71s ==============================")
    final = """M  tasktime/cli.py
R  tests/test_export_csv.py -> tests/test_export.py
 tasktime/cli.py                              | 16 ++++++++++++----
 tests/{test_export_csv.py => test_export.py} | 16 ++++++++++++----
 2 files changed, 24 insertions(+), 8 deletions(-)"""
    turns = [
        (bash("cd /workspace/tasktime && git status -sb && ls tasktime tests && tasktime --help"), oh_bash(first, root)),
        (editor("view", f"{root}/tasktime/cli.py"), cat_n(f"{root}/tasktime/cli.py", cli_py)),
        (bash("python -m pytest -q"), oh_bash(""".......................                                                  [100%]
23 passed in 0.66s""", root)),
        (editor("str_replace", f"{root}/tasktime/cli.py", old_str=old, new_str=new), edited(f"{root}/tasktime/cli.py", snip4, 41)),
        (editor("str_replace", f"{root}/tasktime/cli.py", old_str="import csv\nimport sys\n", new_str="import csv\nimport json\nimport sys\n"),
         edited(f"{root}/tasktime/cli.py", snip5)),
        (bash("""git mv tests/test_export_csv.py tests/test_export.py && sed -i 's/"export-csv"/"export"/' tests/test_export.py && grep -n '"export' tests/test_export.py"""),
         oh_bash(moved, root)),
        (editor("insert", f"{root}/tests/test_export.py", insert_line=33,
                new_str="""

def test_export_json(runner, db_path):
    _seed(runner, db_path)
    result = runner.invoke(cli, ["--db", db_path, "export", "--format", "json"])
    assert result.exit_code == 0, result.output
    assert result.output.lstrip().startswith("[")
    assert '"note": "PR 318"' in result.output"""),
         edited(f"{root}/tests/test_export.py", ins, 33)),
        (bash("python -m pytest tests/test_export.py -v"), oh_bash(one, root)),
        (bash("tasktime --help"), oh_bash(helptext, root)),
        (bash("tasktime export --format json --since 2024-05-01 | head -n 14"), oh_bash(js, root)),
        (bash("python -m pytest -v"), oh_bash(full, root)),
        (bash("git add -A && git status --short && git diff --cached --stat -M"), oh_bash(final, root)),
    ]
    rs.add(task="swe", tid="h42-swe-11", system=oh(root), turns=turns,
           state="Python 3.12 Click 8.1 CLI /workspace/tasktime (installed editable; tests use click.testing.CliRunner through conftest fixtures), branch feat/export-format. Replace the export-csv command with `export --format csv|json` and rename its test module accordingly.",
           bad=True, turn=11, kind="test module the agent renamed is reported under its old file name")


# React + Vite + Testing Library, Gemini CLI: clean
def t12(rs: RowSet) -> None:
    root = "/home/kim/recipe-board"
    comp = '''import type { Ingredient } from '../types';

interface Props {
  ingredients: Ingredient[];
  servings: number;
  baseServings: number;
}

export function IngredientList({ ingredients, servings, baseServings }: Props) {
  const factor = servings / baseServings;
  return (
    <ul className="ingredients">
      {ingredients.map((ing) => (
        <li key={ing.id} className={ing.optional ? 'optional' : undefined}>
          {ing.quantity != null && `${ing.quantity * factor} `}
          {ing.unit && `${ing.unit} `}
          {ing.name}
        </li>
      ))}
    </ul>
  );
}'''

    def build(js_hash: str, js_kb: str, gz: str, secs: str) -> str:
        return f"""
> recipe-board@0.3.0 build
> tsc -b && vite build

vite v5.2.11 building for production...
transforming...
✓ 142 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                   0.48 kB │ gzip:  0.31 kB
dist/assets/index-DqE1w7nS.css    4.12 kB │ gzip:  1.38 kB
dist/assets/index-{js_hash}.js   {js_kb} kB │ gzip: {gz} kB
✓ built in {secs}s"""
    rule = "⎯" * 118
    fail = f""" RUN  v1.6.0 /home/kim/recipe-board

 ❯ src/components/IngredientList.test.tsx  (4 tests | 1 failed) 87ms
   ❯ src/components/IngredientList.test.tsx > IngredientList > rounds scaled quantities to two decimals
     → expected '0.6666666666666666 cup flour' to be '0.67 cup flour' // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/components/IngredientList.test.tsx > IngredientList > rounds scaled quantities to two decimals
AssertionError: expected '0.6666666666666666 cup flour' to be '0.67 cup flour' // Object.is equality

- Expected
+ Received

- 0.67 cup flour
+ 0.6666666666666666 cup flour

 ❯ src/components/IngredientList.test.tsx:41:30
     39|     render(<IngredientList ingredients={{[flour]}} servings={{2}} baseServings={{3}} />);
     40|     const item = screen.getByRole('listitem');
     41|     expect(item.textContent).toBe('0.67 cup flour');
       |                              ^
     42|   }});
     43|\x20

{rule}[1/1]⎯

 Test Files  1 failed (1)
      Tests  1 failed | 3 passed (4)
   Start at  14:02:11
   Duration  1.21s (transform 64ms, setup 212ms, collect 181ms, tests 87ms, environment 498ms, prepare 96ms)
"""
    one = """ RUN  v1.6.0 /home/kim/recipe-board

 ✓ src/components/IngredientList.test.tsx  (4 tests) 74ms

 Test Files  1 passed (1)
      Tests  4 passed (4)
   Start at  14:04:02
   Duration  1.08s (transform 61ms, setup 205ms, collect 170ms, tests 74ms, environment 481ms, prepare 91ms)
"""
    full = """ RUN  v1.6.0 /home/kim/recipe-board

 ✓ src/lib/units.test.ts  (9 tests) 6ms
 ✓ src/components/IngredientList.test.tsx  (4 tests) 79ms
 ✓ src/components/ServingsPicker.test.tsx  (5 tests) 141ms
 ✓ src/pages/RecipePage.test.tsx  (3 tests) 233ms

 Test Files  4 passed (4)
      Tests  21 passed (21)
   Start at  14:05:37
   Duration  2.64s (transform 212ms, setup 801ms, collect 934ms, tests 459ms, environment 1.97s, prepare 388ms)
"""
    turns = [
        (gshell("npm run build", "Build once to see the current bundle"), gem_run("npm run build", build("C8kLmQ2v", "151.37", "49.02", "1.84"), 0, 72114)),
        (call("read_file", absolute_path=f"{root}/src/components/IngredientList.tsx"), comp),
        (gshell("npx vitest run src/components/IngredientList.test.tsx", "Run the ingredient list tests"),
         gem_run("npx vitest run src/components/IngredientList.test.tsx", fail, 1, 72160)),
        (call("replace", file_path=f"{root}/src/components/IngredientList.tsx",
              old_string="export function IngredientList({ ingredients, servings, baseServings }: Props) {",
              new_string="function formatQuantity(value: number): string {\n  return String(Math.round(value * 100) / 100);\n}\n\nexport function IngredientList({ ingredients, servings, baseServings }: Props) {"),
         gmod(f"{root}/src/components/IngredientList.tsx")),
        (call("replace", file_path=f"{root}/src/components/IngredientList.tsx",
              old_string="{ing.quantity != null && `${ing.quantity * factor} `}",
              new_string="{ing.quantity != null && `${formatQuantity(ing.quantity * factor)} `}"),
         gmod(f"{root}/src/components/IngredientList.tsx")),
        (gshell("npx vitest run src/components/IngredientList.test.tsx", "Re-run the ingredient list tests"),
         gem_run("npx vitest run src/components/IngredientList.test.tsx", one, 0, 72231)),
        (gshell("npx vitest run", "Run the whole test suite"), gem_run("npx vitest run", full, 0, 72259)),
        (gshell("npm run build && git status --short", "Rebuild and check the working tree"),
         gem_run("npm run build && git status --short", build("BfR0x9aT", "151.42", "49.04", "1.79") + "\n M src/components/IngredientList.tsx", 0, 72290)),
    ]
    rs.add(task="swe", tid="h42-swe-12", system=gem(root), turns=turns,
           state="React 18 + Vite 5 SPA at /home/kim/recipe-board (TypeScript, Vitest 1.6 with @testing-library/react and jsdom), branch fix/servings-rounding. Scaling a recipe prints quantities like 0.6666666666666666 cup; the failing test in IngredientList.test.tsx expects two decimals.")


# Entity Framework Core + NUnit, OpenHands: bad
def t13(rs: RowSet) -> None:
    root = "/workspace/Clinic.Api"
    entity = '''namespace Clinic.Data.Entities;

public class Appointment
{
    public int Id { get; set; }
    public int PatientId { get; set; }
    public Patient Patient { get; set; } = null!;
    public int PractitionerId { get; set; }
    public Practitioner Practitioner { get; set; } = null!;
    public DateTime StartsAt { get; set; }
    public TimeSpan Duration { get; set; } = TimeSpan.FromMinutes(20);
    public string? Room { get; set; }
    public AppointmentStatus Status { get; set; } = AppointmentStatus.Booked;
    public string? Notes { get; set; }
    public DateTime CreatedAt { get; set; }
}'''
    snippet = '''    public DateTime StartsAt { get; set; }
    public TimeSpan Duration { get; set; } = TimeSpan.FromMinutes(20);
    public string? Room { get; set; }
    public AppointmentStatus Status { get; set; } = AppointmentStatus.Booked;
    public DateTime? CancelledAt { get; set; }
    public string? Notes { get; set; }
    public DateTime CreatedAt { get; set; }
}'''
    ef = "-p src/Clinic.Data -s src/Clinic.Api"
    added = '''Build started...
Build succeeded.
Done. To undo this action, use 'ef migrations remove'
20240203141522_InitialCreate.cs
20240203141522_InitialCreate.Designer.cs
20240318101207_AddPatientInsurance.cs
20240318101207_AddPatientInsurance.Designer.cs
20240502165530_AddAppointmentRoom.cs
20240502165530_AddAppointmentRoom.Designer.cs
20240611093412_AddAppointmentCancelledAt.cs
20240611093412_AddAppointmentCancelledAt.Designer.cs
ClinicDbContextModelSnapshot.cs'''
    listed = '''Build started...
Build succeeded.
20240203141522_InitialCreate
20240318101207_AddPatientInsurance
20240502165530_AddAppointmentRoom
20240611093417_AddAppointmentCancelledAt (Pending)'''
    tests = '''  Determining projects to restore...
  All projects are up-to-date for restore.
  Clinic.Data -> /workspace/Clinic.Api/src/Clinic.Data/bin/Debug/net8.0/Clinic.Data.dll
  Clinic.Api -> /workspace/Clinic.Api/src/Clinic.Api/bin/Debug/net8.0/Clinic.Api.dll
  Clinic.Tests -> /workspace/Clinic.Api/tests/Clinic.Tests/bin/Debug/net8.0/Clinic.Tests.dll
Test run for /workspace/Clinic.Api/tests/Clinic.Tests/bin/Debug/net8.0/Clinic.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.9.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.

Passed!  - Failed:     0, Passed:    47, Skipped:     0, Total:    47, Duration: 2 s - Clinic.Tests.dll (net8.0)'''
    a = "src/Clinic.Data/Entities/Appointment.cs"
    b = "src/Clinic.Data/Migrations/ClinicDbContextModelSnapshot.cs"
    stat = f" {a.ljust(len(b))} | 1 +\n {b} | 3 +++\n 2 files changed, 4 insertions(+)"
    turns = [
        (editor("view", f"{root}/src/Clinic.Data/Entities/Appointment.cs"), cat_n(f"{root}/src/Clinic.Data/Entities/Appointment.cs", entity)),
        (editor("str_replace", f"{root}/src/Clinic.Data/Entities/Appointment.cs",
                old_str="    public AppointmentStatus Status { get; set; } = AppointmentStatus.Booked;\n",
                new_str="    public AppointmentStatus Status { get; set; } = AppointmentStatus.Booked;\n    public DateTime? CancelledAt { get; set; }\n"),
         edited(f"{root}/src/Clinic.Data/Entities/Appointment.cs", snippet, 10)),
        (bash(f"cd /workspace/Clinic.Api && dotnet ef migrations add AddAppointmentCancelledAt {ef} && ls src/Clinic.Data/Migrations"),
         oh_bash(added, root)),
        (bash(f"dotnet ef migrations list {ef}"), oh_bash(listed, root)),
        (bash("dotnet test tests/Clinic.Tests"), oh_bash(tests, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
    ]
    rs.add(task="swe", tid="h42-swe-13", system=oh(root), turns=turns,
           state="ASP.NET Core 8 solution /workspace/Clinic.Api (EF Core 8 with Npgsql, NUnit 4 tests in tests/Clinic.Tests, dotnet-ef 8.0.6 installed as a local tool), branch feat/appointment-cancelled-at. Add a nullable CancelledAt column to appointments through a new migration; do not apply it yet.",
           bad=True, turn=4, kind="migration id timestamp differs between migrations add and migrations list")


# Slim + PHPUnit, OpenHands: clean
def t14(rs: RowSet) -> None:
    root = "/workspace/slim-notes-api"
    parser = r'''<?php

declare(strict_types=1);

namespace App\Middleware;

use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Psr\Http\Server\MiddlewareInterface;
use Psr\Http\Server\RequestHandlerInterface;

final class JsonBodyParser implements MiddlewareInterface
{
    public function process(ServerRequestInterface $request, RequestHandlerInterface $handler): ResponseInterface
    {
        $contentType = $request->getHeaderLine('Content-Type');
        if (str_contains($contentType, 'application/json')) {
            $raw = (string) $request->getBody();
            $data = json_decode($raw, true, 512, JSON_THROW_ON_ERROR);
            $request = $request->withParsedBody($data);
        }

        return $handler->handle($request);
    }
}'''
    fix = r'''            try {
                $data = json_decode($raw, true, 512, JSON_THROW_ON_ERROR);
            } catch (\JsonException $e) {
                $response = new \Slim\Psr7\Response(400);
                $response->getBody()->write(json_encode(['error' => 'invalid_json', 'detail' => $e->getMessage()]));
                return $response->withHeader('Content-Type', 'application/json');
            }'''
    snippet = r'''    {
        $contentType = $request->getHeaderLine('Content-Type');
        if (str_contains($contentType, 'application/json')) {
            $raw = (string) $request->getBody();
            try {
                $data = json_decode($raw, true, 512, JSON_THROW_ON_ERROR);
            } catch (\JsonException $e) {
                $response = new \Slim\Psr7\Response(400);
                $response->getBody()->write(json_encode(['error' => 'invalid_json', 'detail' => $e->getMessage()]));
                return $response->withHeader('Content-Type', 'application/json');
            }
            $request = $request->withParsedBody($data);
        }

        return $handler->handle($request);
    }'''
    test = r'''<?php

declare(strict_types=1);

namespace Tests\Unit\Middleware;

use App\Middleware\JsonBodyParser;
use PHPUnit\Framework\TestCase;
use Psr\Http\Message\ResponseInterface;
use Psr\Http\Message\ServerRequestInterface;
use Psr\Http\Server\RequestHandlerInterface;
use Slim\Psr7\Factory\ServerRequestFactory;
use Slim\Psr7\Factory\StreamFactory;
use Slim\Psr7\Response;

final class JsonBodyParserTest extends TestCase
{
    private function request(string $body): ServerRequestInterface
    {
        return (new ServerRequestFactory())->createServerRequest('POST', '/notes')
            ->withHeader('Content-Type', 'application/json')
            ->withBody((new StreamFactory())->createStream($body));
    }

    private function recordingHandler(): RequestHandlerInterface
    {
        return new class implements RequestHandlerInterface {
            public mixed $seen = null;

            public function handle(ServerRequestInterface $request): ResponseInterface
            {
                $this->seen = $request->getParsedBody();
                return new Response(204);
            }
        };
    }

    public function testParsesValidJson(): void
    {
        $handler = $this->recordingHandler();
        $response = (new JsonBodyParser())->process($this->request('{"title":"Groceries"}'), $handler);

        self::assertSame(204, $response->getStatusCode());
        self::assertSame(['title' => 'Groceries'], $handler->seen);
    }

    public function testInvalidJsonIsA400(): void
    {
        $handler = $this->recordingHandler();
        $response = (new JsonBodyParser())->process($this->request('{"title":'), $handler);

        self::assertSame(400, $response->getStatusCode());
        self::assertNull($handler->seen);
        self::assertStringContainsString('invalid_json', (string) $response->getBody());
    }
}'''
    head = """PHPUnit 10.5.20 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.3.7
Configuration: /workspace/slim-notes-api/phpunit.xml
"""
    first = """?? tests/Fixtures/broken.json.bak
tests:
Fixtures
Integration
Unit
bootstrap.php

tests/Fixtures:
broken.json
broken.json.bak
note.json
PHPUnit 10.5.20 by Sebastian Bergmann and contributors."""
    fail = head + r"""
......................F...............                            38 / 38 (100%)

Time: 00:00.412, Memory: 12.00 MB

There was 1 failure:

1) Tests\Integration\NotesTest::testInvalidJsonReturns400
Failed asserting that 500 matches expected 400.

/workspace/slim-notes-api/tests/Integration/NotesTest.php:88

FAILURES!
Tests: 38, Assertions: 112, Failures: 1."""
    ok = head + """
........................................                          40 / 40 (100%)

Time: 00:00.398, Memory: 12.00 MB

OK (40 tests, 118 assertions)"""
    cleaned = """broken.json
note.json
 M src/Middleware/JsonBodyParser.php
?? tests/Unit/Middleware/"""
    unit = head + """
........................                                          24 / 24 (100%)

Time: 00:00.061, Memory: 10.00 MB

OK (24 tests, 57 assertions)"""
    commit = """[fix/invalid-json-400 7be21c4] Answer 400 for malformed JSON request bodies
 2 files changed, 63 insertions(+), 1 deletion(-)
 create mode 100644 tests/Unit/Middleware/JsonBodyParserTest.php"""
    turns = [
        (bash("cd /workspace/slim-notes-api && git status --short && ls tests tests/Fixtures && vendor/bin/phpunit --version"), oh_bash(first, root)),
        (bash("vendor/bin/phpunit"), oh_bash(fail, root, 1)),
        (editor("view", f"{root}/src/Middleware/JsonBodyParser.php"), cat_n(f"{root}/src/Middleware/JsonBodyParser.php", parser)),
        (editor("str_replace", f"{root}/src/Middleware/JsonBodyParser.php",
                old_str="            $data = json_decode($raw, true, 512, JSON_THROW_ON_ERROR);", new_str=fix),
         edited(f"{root}/src/Middleware/JsonBodyParser.php", snippet, 15)),
        (editor("create", f"{root}/tests/Unit/Middleware/JsonBodyParserTest.php", file_text=test + "\n"),
         created(f"{root}/tests/Unit/Middleware/JsonBodyParserTest.php")),
        (bash("vendor/bin/phpunit"), oh_bash(ok, root)),
        (bash("rm tests/Fixtures/broken.json.bak && ls tests/Fixtures && git status --short"), oh_bash(cleaned, root)),
        (bash("vendor/bin/phpunit --testsuite Unit"), oh_bash(unit, root)),
        (bash('git add -A && git commit -m "Answer 400 for malformed JSON request bodies"'), oh_bash(commit, root)),
    ]
    rs.add(task="swe", tid="h42-swe-14", system=oh(root), turns=turns,
           state="Slim 4 JSON API /workspace/slim-notes-api (PHP 8.3, slim/psr7, PHPUnit 10 with Unit and Integration suites), branch fix/invalid-json-400. POSTing a malformed JSON body answers 500; it should answer 400 with an invalid_json error. A stray broken.json.bak sits untracked in tests/Fixtures.")


# Flutter + flutter_test, Gemini CLI: clean
def t15(rs: RowSet) -> None:
    root = "/home/omar/habit_tracker"
    habit = '''import 'package:collection/collection.dart';

class Habit {
  Habit({required this.id, required this.name, required this.completions, this.archived = false});

  final String id;
  final String name;
  final List<DateTime> completions;
  final bool archived;

  /// Consecutive days, ending today or yesterday, on which the habit was completed.
  int currentStreak(DateTime today) {
    final days = completions.map(_dateOnly).toSet().sorted((a, b) => b.compareTo(a));
    if (days.isEmpty) return 0;
    var cursor = _dateOnly(today);
    if (days.first != cursor) {
      cursor = cursor.subtract(const Duration(days: 1));
    }
    var streak = 0;
    for (final day in days) {
      if (cursor.difference(day).inDays > 1) break;
      streak++;
      cursor = day.subtract(const Duration(days: 1));
    }
    return streak;
  }

  static DateTime _dateOnly(DateTime d) => DateTime(d.year, d.month, d.day);
}'''
    older = ["lib/widgets/streak_badge.dart", "lib/main.dart", "lib/services/habit_repository.dart",
             "lib/screens/home_screen.dart", "lib/widgets/habit_tile.dart", "lib/theme.dart", "lib/models/completion_log.dart"]

    def globbed(order: list[str]) -> str:
        return (f'Found {len(order)} file(s) matching "lib/**/*.dart" within {root}, sorted by modification time (newest first):\n'
                + "\n".join(f"{root}/{p}" for p in order))
    fail = '''00:01 +0: loading /home/omar/habit_tracker/test/models/habit_test.dart
00:02 +0: Habit.currentStreak is 0 without completions
00:02 +1: Habit.currentStreak counts today and the days before
00:02 +2: Habit.currentStreak starts from yesterday when today is not done
00:02 +3: Habit.currentStreak stops at a skipped day
00:02 +3 -1: Habit.currentStreak stops at a skipped day [E]
  Expected: <2>
    Actual: <4>

  package:matcher                                     expect
  package:flutter_test/src/widget_tester.dart 474:18  expect
  test/models/habit_test.dart 41:7                    main.<fn>.<fn>

00:02 +3 -1: Habit.currentStreak ignores duplicate completions on one day
00:02 +4 -1: Habit.currentStreak is unaffected by the archived flag
00:02 +5 -1: Some tests failed.'''
    passed = '''00:01 +0: loading /home/omar/habit_tracker/test/models/habit_test.dart
00:02 +0: Habit.currentStreak is 0 without completions
00:02 +1: Habit.currentStreak counts today and the days before
00:02 +2: Habit.currentStreak starts from yesterday when today is not done
00:02 +3: Habit.currentStreak stops at a skipped day
00:02 +4: Habit.currentStreak ignores duplicate completions on one day
00:02 +5: Habit.currentStreak is unaffected by the archived flag
00:02 +6: All tests passed!'''
    new_test = '''      expect(archived.currentStreak(today), 1);
    });

    test('stops at a skipped day across a month boundary', () {
      final habit = Habit(id: 'h7', name: 'Read', completions: [
        DateTime(2024, 3, 2, 21, 5),
        DateTime(2024, 3, 1, 7, 40),
        DateTime(2024, 2, 28, 22, 15),
      ]);
      expect(habit.currentStreak(DateTime(2024, 3, 2, 23)), 2);
    });
  });
}'''
    suites = [
        ("models/habit_test.dart", ["Habit.currentStreak is 0 without completions", "Habit.currentStreak counts today and the days before",
                                    "Habit.currentStreak starts from yesterday when today is not done", "Habit.currentStreak stops at a skipped day",
                                    "Habit.currentStreak ignores duplicate completions on one day",
                                    "Habit.currentStreak is unaffected by the archived flag",
                                    "Habit.currentStreak stops at a skipped day across a month boundary"]),
        ("models/completion_log_test.dart", ["CompletionLog toJson round-trips", "CompletionLog groups by local day",
                                             "CompletionLog drops entries older than a year", "CompletionLog merges duplicate ids",
                                             "CompletionLog sorts newest first"]),
        ("services/habit_repository_test.dart", ["HabitRepository loads an empty store", "HabitRepository saves and reloads a habit",
                                                 "HabitRepository archives a habit", "HabitRepository deletes completions with the habit",
                                                 "HabitRepository migrates v1 json", "HabitRepository ignores corrupt entries"]),
        ("widgets/streak_badge_test.dart", ["StreakBadge hides at zero", "StreakBadge shows the day count",
                                            "StreakBadge shows a flame from 7 days", "StreakBadge uses the plural form"]),
        ("widgets/habit_tile_test.dart", ["HabitTile shows the name", "HabitTile toggles today on tap",
                                          "HabitTile greys out archived habits", "HabitTile opens details on long press"]),
        ("widget_test.dart", ["App builds the home screen", "App shows the empty state"]),
    ]
    lines, n = [], 0
    for path, names in suites:
        for name in names:
            stamp = "00:0" + str(2 + n // 10)
            lines.append(f"{stamp} +{n}: {root}/test/{path}: {name}")
            n += 1
    full = "00:01 +0: loading " + f"{root}/test/models/habit_test.dart\n" + "\n".join(lines) + f"\n00:05 +{n}: All tests passed!"
    turns = [
        (call("glob", pattern="lib/**/*.dart"), globbed(["lib/screens/habit_detail_screen.dart"] + older[:2] + ["lib/models/habit.dart"] + older[2:])),
        (call("read_file", absolute_path=f"{root}/lib/models/habit.dart"), habit),
        (gshell("flutter test test/models/habit_test.dart", "Run the Habit model tests"),
         gem_run("flutter test test/models/habit_test.dart", fail, 1, 19884)),
        (call("replace", file_path=f"{root}/lib/models/habit.dart",
              old_string="      if (cursor.difference(day).inDays > 1) break;", new_string="      if (day != cursor) break;"),
         gmod(f"{root}/lib/models/habit.dart")),
        (gshell("flutter test test/models/habit_test.dart", "Re-run the Habit model tests"),
         gem_run("flutter test test/models/habit_test.dart", passed, 0, 19931)),
        (call("replace", file_path=f"{root}/test/models/habit_test.dart",
              old_string="      expect(archived.currentStreak(today), 1);\n    });\n  });\n}", new_string=new_test),
         gmod(f"{root}/test/models/habit_test.dart")),
        (gshell("flutter test", "Run every test in the project"), gem_run("flutter test", full, 0, 19966)),
        (gshell("dart format --output=none --set-exit-if-changed lib test", "Check formatting"),
         gem_run("dart format --output=none --set-exit-if-changed lib test", "Formatted 15 files (0 changed) in 0.38 seconds.", 0, 19990)),
        (call("glob", pattern="lib/**/*.dart"), globbed(["lib/models/habit.dart", "lib/screens/habit_detail_screen.dart"] + older)),
    ]
    rs.add(task="swe", tid="h42-swe-15", system=gem(root), turns=turns,
           state="Flutter 3.22 app at /home/omar/habit_tracker (Dart 3.4, flutter_test, package:collection). Bug report: the streak badge keeps counting after a skipped day. test/models/habit_test.dart already has a failing case for it.")


# aiohttp + pytest-aiohttp, Gemini CLI: bad
def t16(rs: RowSet) -> None:
    root = "/home/yuki/feedproxy"
    handlers = '''"""HTTP handlers: /feed/{name} proxies and caches upstream RSS feeds."""

from __future__ import annotations

import logging

from aiohttp import web

from .cache import FeedCache
from .upstream import FeedNotFound, UpstreamError, fetch_feed

log = logging.getLogger(__name__)
routes = web.RouteTableDef()


@routes.get("/feed/{name}")
async def get_feed(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    cache: FeedCache = request.app["cache"]
    entry = cache.get(name)
    if entry is None:
        try:
            entry = await fetch_feed(request.app["http"], name)
        except FeedNotFound:
            raise web.HTTPNotFound(text=f"unknown feed: {name}")
        except UpstreamError as exc:
            log.warning("upstream failed for %s: %s", name, exc)
            raise web.HTTPBadGateway(text="upstream unavailable")
        cache.put(name, entry)
    return web.Response(body=entry.body, content_type="application/rss+xml", charset="utf-8",
                        headers={"Cache-Control": "public, max-age=300"})


@routes.get("/healthz")
async def healthz(request: web.Request) -> web.Response:
    return web.json_response({"ok": True, "cached_feeds": len(request.app["cache"])})'''
    serve = "python -m feedproxy --port 8081 > /tmp/feedproxy.log 2>&1 &"
    probe = "sleep 1; curl -s -D - -o /dev/null localhost:8081/feed/hn; pgrep -af '[f]eedproxy --port'"
    headers = '''HTTP/1.1 200 OK
Content-Type: application/rss+xml; charset=utf-8
Cache-Control: public, max-age=300
Content-Length: 18561
Date: Wed, 14 Aug 2024 11:02:37 GMT
Server: Python/3.11 aiohttp/3.9.5

48213 python -m feedproxy --port 8081'''
    fail = '''..FF....                                                                 [100%]
=================================== FAILURES ===================================
_____________________________ test_feed_sets_etag ______________________________

client = <aiohttp.test_utils.TestClient object at 0x7f0a6c5d3e50>

    async def test_feed_sets_etag(client):
        resp = await client.get("/feed/hn")
        assert resp.status == 200
>       assert resp.headers["ETag"].startswith('"')

tests/test_handlers.py:34:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20

>   ???
E   KeyError: 'ETag'

multidict/_multidict.pyx:62: KeyError
_______________________ test_feed_304_on_matching_etag _________________________

client = <aiohttp.test_utils.TestClient object at 0x7f0a6c4b1a90>

    async def test_feed_304_on_matching_etag(client):
        first = await client.get("/feed/hn")
>       etag = first.headers["ETag"]

tests/test_handlers.py:40:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20

>   ???
E   KeyError: 'ETag'

multidict/_multidict.pyx:62: KeyError
=========================== short test summary info ============================
FAILED tests/test_handlers.py::test_feed_sets_etag - KeyError: 'ETag'
FAILED tests/test_handlers.py::test_feed_304_on_matching_etag - KeyError: 'ETag'
2 failed, 6 passed in 0.48s'''
    new_return = '''    etag = f'"{hashlib.sha1(entry.body).hexdigest()[:16]}"'
    if etag in request.headers.get("If-None-Match", ""):
        return web.Response(status=304, headers={"ETag": etag, "Cache-Control": "public, max-age=300"})
    return web.Response(body=entry.body, content_type="application/rss+xml", charset="utf-8",
                        headers={"Cache-Control": "public, max-age=300", "ETag": etag})'''
    full = '''.................................                                        [100%]
33 passed in 1.12s'''
    stat = ''' feedproxy/handlers.py | 6 +++++-
 1 file changed, 5 insertions(+), 1 deletion(-)'''
    logtail = '''======== Running on http://0.0.0.0:8081 ========
(Press CTRL+C to quit)
INFO:feedproxy.upstream:fetched hn (18561 bytes) in 412 ms
INFO:aiohttp.access:127.0.0.1 [14/Aug/2024:11:02:37 +0000] "GET /feed/hn HTTP/1.1" 200 18561 "-" "curl/7.88.1"'''
    ps = '''    PID     ELAPSED COMMAND
  48397       07:12 python -m feedproxy --port 8081'''
    ps_cmd = "ps -o pid,etime,args -p $(pgrep -f '[f]eedproxy --port')"
    turns = [
        (call("read_file", absolute_path=f"{root}/feedproxy/handlers.py"), handlers),
        (gshell(serve, "Start the proxy in the background on port 8081"), gem_bg(serve, "", "48213", 48190)),
        (gshell(probe, "Look at the response headers of a feed"), gem_run(probe, headers, 0, 48240)),
        (gshell("pytest tests/test_handlers.py -q", "Run the handler tests"), gem_run("pytest tests/test_handlers.py -q", fail, 1, 48262)),
        (call("replace", file_path=f"{root}/feedproxy/handlers.py", old_string="import logging\n", new_string="import hashlib\nimport logging\n"),
         gmod(f"{root}/feedproxy/handlers.py")),
        (call("replace", file_path=f"{root}/feedproxy/handlers.py",
              old_string='''    return web.Response(body=entry.body, content_type="application/rss+xml", charset="utf-8",
                        headers={"Cache-Control": "public, max-age=300"})''', new_string=new_return),
         gmod(f"{root}/feedproxy/handlers.py")),
        (gshell("pytest -q", "Run the whole suite"), gem_run("pytest -q", full, 0, 48301)),
        (gshell("git diff --stat", "Summarise the change"), gem_run("git diff --stat", stat, 0, 48325)),
        (gshell("tail -n 4 /tmp/feedproxy.log", "Check the server log"), gem_run("tail -n 4 /tmp/feedproxy.log", logtail, 0, 48340)),
        (gshell(ps_cmd, "See how long the dev server has been running before restarting it"), gem_run(ps_cmd, ps, 0, 48366)),
    ]
    rs.add(task="swe", tid="h42-swe-16", system=gem(root), turns=turns,
           state="aiohttp 3.9 RSS caching proxy at /home/yuki/feedproxy (Python 3.11, pytest-aiohttp 1.0 with an aiohttp_client-based `client` fixture), branch feat/etag. Feed responses should carry an ETag and answer 304 to a matching If-None-Match.",
           bad=True, turn=10, kind="PID of the background server changes although it was never restarted")


def tc_logs(day: str, clock: list[str], ryuk: str, pg: list[str]) -> str:
    """testcontainers-go start-up lines: the Ryuk reaper, then one postgres container per id in pg."""
    t = iter(clock)
    out = [f"{day} {next(t)} github.com/testcontainers/testcontainers-go - Connected to docker: ",
           "  Server Version: 26.1.4", "  API Version: 1.45", "  Operating System: Ubuntu 22.04.4 LTS",
           "  Total Memory: 31844 MB", "  Resolved Docker Host: unix:///var/run/docker.sock",
           "  Resolved Docker Socket Path: /var/run/docker.sock"]
    stamp = next(t)
    out += [f"{day} {stamp} 🐳 Creating container for image testcontainers/ryuk:0.7.0",
            f"{day} {stamp} ✅ Container created: {ryuk}", f"{day} {stamp} 🐳 Starting container: {ryuk}",
            f"{day} {stamp} ✅ Container started: {ryuk}", f"{day} {stamp} 🔔 Container is ready: {ryuk}"]
    for cid in pg:
        a, b = next(t), next(t)
        out += [f"{day} {a} 🐳 Creating container for image postgres:16-alpine",
                f"{day} {a} ✅ Container created: {cid}", f"{day} {a} 🐳 Starting container: {cid}",
                f"{day} {b} ✅ Container started: {cid}", f"{day} {b} 🔔 Container is ready: {cid}"]
    return "\n".join(out)


# sqlc + testcontainers-go, OpenHands: clean
def t17(rs: RowSet) -> None:
    root = "/workspace/ledgerd"
    queries = '''-- name: GetAccount :one
SELECT id, owner_id, currency, balance_minor, status, created_at
FROM accounts
WHERE id = $1;

-- name: CreateAccount :one
INSERT INTO accounts (owner_id, currency)
VALUES ($1, $2)
RETURNING id, owner_id, currency, balance_minor, status, created_at;

-- name: FreezeAccount :exec
UPDATE accounts SET status = 'frozen' WHERE id = $1;'''
    added = '''
-- name: ListAccountsByOwner :many
SELECT id, owner_id, currency, balance_minor, status, created_at
FROM accounts
WHERE owner_id = $1
ORDER BY created_at, id;'''
    first = '''## feat/list-by-owner...origin/feat/list-by-owner
db/queries:
accounts.sql
entries.sql
transfers.sql

db/migrations:
0001_accounts.down.sql
0001_accounts.up.sql
0002_entries.down.sql
0002_entries.up.sql
0003_transfers.down.sql
0003_transfers.up.sql

internal/db:
accounts.sql.go
accounts_test.go
db.go
entries.sql.go
models.go
querier.go
transfers.sql.go
transfers_test.go
v1.26.0'''
    gen = ''' M db/queries/accounts.sql
 M internal/db/accounts.sql.go
 M internal/db/querier.go'''
    grep = "\n".join([
        "internal/db/querier.go:18:\tListAccountsByOwner(ctx context.Context, ownerID pgtype.UUID) ([]Account, error)",
        "internal/db/querier.go-19-}",
        "internal/db/querier.go-20-",
        "internal/db/querier.go-21-var _ Querier = (*Queries)(nil)",
        "--",
        "internal/db/accounts.sql.go:75:const listAccountsByOwner = `-- name: ListAccountsByOwner :many",
        "internal/db/accounts.sql.go-76-SELECT id, owner_id, currency, balance_minor, status, created_at",
        "internal/db/accounts.sql.go-77-FROM accounts",
        "internal/db/accounts.sql.go-78-WHERE owner_id = $1",
        "--",
        "internal/db/accounts.sql.go:82:func (q *Queries) ListAccountsByOwner(ctx context.Context, ownerID pgtype.UUID) ([]Account, error) {",
        "internal/db/accounts.sql.go-83-\trows, err := q.db.Query(ctx, listAccountsByOwner, ownerID)",
        "internal/db/accounts.sql.go-84-\tif err != nil {",
        "internal/db/accounts.sql.go-85-\t\treturn nil, err",
    ])
    test = tabs('''package db_test

import (
    "context"
    "testing"

    "github.com/jackc/pgx/v5/pgtype"

    "github.com/finlab/ledgerd/internal/db"
    "github.com/finlab/ledgerd/internal/testdb"
)

func TestListAccountsByOwner(t *testing.T) {
    ctx := context.Background()
    pool := testdb.Postgres(t) // postgres:16-alpine via testcontainers, migrations applied
    q := db.New(pool)

    alice := pgtype.UUID{Bytes: [16]byte{0xa1}, Valid: true}
    bob := pgtype.UUID{Bytes: [16]byte{0xb0}, Valid: true}
    for _, acc := range []db.CreateAccountParams{
        {OwnerID: alice, Currency: "EUR"},
        {OwnerID: bob, Currency: "EUR"},
        {OwnerID: alice, Currency: "USD"},
    } {
        if _, err := q.CreateAccount(ctx, acc); err != nil {
            t.Fatal(err)
        }
    }

    got, err := q.ListAccountsByOwner(ctx, alice)
    if err != nil {
        t.Fatal(err)
    }
    if len(got) != 2 || got[0].Currency != "EUR" || got[1].Currency != "USD" {
        t.Fatalf("got %+v, want alice's EUR then USD accounts", got)
    }
}
''')
    run1 = ("=== RUN   TestListAccountsByOwner\n"
            + tc_logs("2024/09/03", ["16:20:41", "16:20:41", "16:20:42", "16:20:44"], "3c9f1e2d7a84", ["b71e04a9c5d2"])
            + "\n2024/09/03 16:20:45 🐳 Terminating container: b71e04a9c5d2\n2024/09/03 16:20:45 🚫 Container terminated: b71e04a9c5d2\n"
            "--- PASS: TestListAccountsByOwner (4.21s)\nPASS\nok  \tgithub.com/finlab/ledgerd/internal/db\t4.836s")
    names = ["TestCreateAccount", "TestFreezeAccount", "TestListAccountsByOwner", "TestTransferMovesBalance"]
    pg2 = ["e04d2b9f61c3", "7a58c0e13f96", "d2c6a74b08e1", "91fb3e5d2a07"]
    starts = [line for line in tc_logs("2024/09/03", ["16:24:10", "16:24:10", "16:24:11", "16:24:12", "16:24:13", "16:24:14",
                                                       "16:24:15", "16:24:16", "16:24:17", "16:24:18"], "5e2a8d41c07b", pg2).split("\n")
              if "Container started" in line]
    run2 = "\n".join([f"=== RUN   {names[0]}", starts[0], starts[1], f"--- PASS: {names[0]} (3.88s)"]
                     + [x for i in range(1, 4) for x in (f"=== RUN   {names[i]}", starts[i + 1], f"--- PASS: {names[i]} ({['2.41', '2.57', '2.66'][i - 1]}s)")]
                     + ["PASS", "ok  \tgithub.com/finlab/ledgerd/internal/db\t12.104s"])
    final = '''M  db/queries/accounts.sql
M  internal/db/accounts.sql.go
A  internal/db/accounts_owner_test.go
M  internal/db/querier.go'''
    turns = [
        (bash("cd /workspace/ledgerd && git status -sb && ls db/queries db/migrations internal/db && sqlc version"), oh_bash(first, root)),
        (editor("view", f"{root}/db/queries/accounts.sql"), cat_n(f"{root}/db/queries/accounts.sql", queries)),
        (editor("insert", f"{root}/db/queries/accounts.sql", insert_line=12, new_str=added),
         edited(f"{root}/db/queries/accounts.sql", "UPDATE accounts SET status = 'frozen' WHERE id = $1;" + added, 12)),
        (bash("sqlc generate && git status --short"), oh_bash(gen, root)),
        (bash('grep -n "ListAccountsByOwner" -A 3 internal/db/querier.go internal/db/accounts.sql.go | head -20'), oh_bash(grep, root)),
        (editor("create", f"{root}/internal/db/accounts_owner_test.go", file_text=test), created(f"{root}/internal/db/accounts_owner_test.go")),
        (bash("go test ./internal/db/ -run TestListAccountsByOwner -v -count=1 2>&1"), oh_bash(run1, root)),
        (bash("go test ./internal/db/ -v -count=1 2>&1 | grep -E '^(=== RUN|--- |PASS|FAIL|ok)|Container started'"), oh_bash(run2, root)),
        (bash("git add -A && git status --short"), oh_bash(final, root)),
    ]
    rs.add(task="swe", tid="h42-swe-17", system=oh(root), turns=turns,
           state="Go 1.22 service /workspace/ledgerd (pgx/v5, sqlc 1.26 generating internal/db from db/queries, integration tests on postgres:16-alpine through testcontainers-go 0.31 and internal/testdb), branch feat/list-by-owner. Add a ListAccountsByOwner query ordered by creation time, with a test. Docker is available.")


# Kotlin Spring + MockK, OpenHands: bad
def t18(rs: RowSet) -> None:
    root = "/workspace/shipping-quotes"
    service = '''package com.parcelly.quotes

import org.springframework.stereotype.Service
import java.math.BigDecimal
import java.math.RoundingMode

@Service
class QuoteService(
    private val tariffs: TariffRepository,
    private val fx: ExchangeRateClient,
) {
    fun quote(request: QuoteRequest): Quote {
        val chargeable = chargeableWeightKg(request.parcel)
        val tariff = tariffs.find(request.origin, request.destination, request.service)
            ?: throw NoTariffException(request.origin, request.destination, request.service)
        val priceEur = tariff.base + tariff.perKg * chargeable
        val price = if (request.currency == "EUR") priceEur else priceEur * fx.rate("EUR", request.currency)
        return Quote(chargeableKg = chargeable, price = price.setScale(2, RoundingMode.HALF_EVEN), currency = request.currency)
    }

    /** Greater of actual and volumetric weight (L x W x H in cm / 5000), rounded up to the next 0.5 kg. */
    internal fun chargeableWeightKg(parcel: Parcel): BigDecimal {
        val volumetric = BigDecimal(parcel.lengthCm * parcel.widthCm * parcel.heightCm)
            .divide(BigDecimal(5000), 3, RoundingMode.HALF_UP)
        val weight = maxOf(parcel.weightKg, volumetric)
        return weight.multiply(BigDecimal(2)).setScale(0, RoundingMode.HALF_UP).divide(BigDecimal(2))
    }
}'''
    first = '''8b2d0f6 2024-10-08 11:02:44 +0200 Dana Kowalski Add MockK tests for QuoteService
c51e9a0 2024-10-07 17:45:10 +0200 Dana Kowalski Convert quotes to the requested currency
2f0b8d3 2024-10-07 09:12:03 +0200 Tomás Ruiz Volumetric weight for parcels
> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin UP-TO-DATE
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

QuoteServiceTest > rounds chargeable weight up to the next half kilo() FAILED
    org.opentest4j.AssertionFailedError at QuoteServiceTest.kt:55

7 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/shipping-quotes/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 14s
4 actionable tasks: 1 executed, 3 up-to-date'''
    commit1 = '''> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 17s
4 actionable tasks: 3 executed, 1 up-to-date
[fix/chargeable-weight 4e1a9c3] Round chargeable weight up to the next 0.5 kg
 1 file changed, 1 insertion(+), 1 deletion(-)
4e1a9c3 2024-10-08 14:31:07 +0200 Round chargeable weight up to the next 0.5 kg
8b2d0f6 2024-10-08 11:02:44 +0200 Add MockK tests for QuoteService'''
    snippet = '''        assertThat(quote.price).isEqualByComparingTo("23.40")
        verify(exactly = 1) { fx.rate("EUR", "GBP") }
    }

    @Test
    fun `keeps an exact half kilo as is`() {
        val parcel = Parcel(weightKg = BigDecimal("3.5"), lengthCm = 10, widthCm = 10, heightCm = 10)

        val result = service.chargeableWeightKg(parcel)

        assertThat(result).isEqualByComparingTo("3.5")
    }

    @Test
    fun `rounds chargeable weight up to the next half kilo`() {
        val parcel = Parcel(weightKg = BigDecimal("2.1"), lengthCm = 20, widthCm = 15, heightCm = 10)

        val result = service.chargeableWeightKg(parcel)
'''
    commit2 = '''> Task :compileKotlin UP-TO-DATE
> Task :compileJava NO-SOURCE
> Task :processResources UP-TO-DATE
> Task :classes UP-TO-DATE
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :processTestResources NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 12s
4 actionable tasks: 2 executed, 2 up-to-date
[fix/chargeable-weight 0a77d5e] Cover the exact 0.5 kg boundary in QuoteServiceTest
 1 file changed, 9 insertions(+)
0a77d5e 2024-10-08 14:26:52 +0200 Cover the exact 0.5 kg boundary in QuoteServiceTest
4e1a9c3 2024-10-08 14:31:07 +0200 Round chargeable weight up to the next 0.5 kg
8b2d0f6 2024-10-08 11:02:44 +0200 Add MockK tests for QuoteService'''
    lint = '''> Task :ktlintKotlinScriptCheck UP-TO-DATE
> Task :ktlintMainSourceSetCheck
> Task :ktlintTestSourceSetCheck
> Task :ktlintCheck

BUILD SUCCESSFUL in 4s
4 actionable tasks: 2 executed, 2 up-to-date'''
    fmt = "--format='%h %ad %s' --date=iso"
    new_test = '''    @Test
    fun `keeps an exact half kilo as is`() {
        val parcel = Parcel(weightKg = BigDecimal("3.5"), lengthCm = 10, widthCm = 10, heightCm = 10)

        val result = service.chargeableWeightKg(parcel)

        assertThat(result).isEqualByComparingTo("3.5")
    }

    @Test
    fun `rounds chargeable weight up to the next half kilo`() {'''
    turns = [
        (bash("cd /workspace/shipping-quotes && git log -3 --format='%h %ad %an %s' --date=iso && ./gradlew test --tests '*QuoteServiceTest*'"),
         oh_bash(first, root, 1)),
        (editor("view", f"{root}/src/main/kotlin/com/parcelly/quotes/QuoteService.kt"),
         cat_n(f"{root}/src/main/kotlin/com/parcelly/quotes/QuoteService.kt", service)),
        (editor("str_replace", f"{root}/src/main/kotlin/com/parcelly/quotes/QuoteService.kt",
                old_str=".setScale(0, RoundingMode.HALF_UP).divide(BigDecimal(2))", new_str=".setScale(0, RoundingMode.CEILING).divide(BigDecimal(2))"),
         edited(f"{root}/src/main/kotlin/com/parcelly/quotes/QuoteService.kt", '''    internal fun chargeableWeightKg(parcel: Parcel): BigDecimal {
        val volumetric = BigDecimal(parcel.lengthCm * parcel.widthCm * parcel.heightCm)
            .divide(BigDecimal(5000), 3, RoundingMode.HALF_UP)
        val weight = maxOf(parcel.weightKg, volumetric)
        return weight.multiply(BigDecimal(2)).setScale(0, RoundingMode.CEILING).divide(BigDecimal(2))
    }
}''', 22)),
        (bash(f"./gradlew test --tests '*QuoteServiceTest*' && git commit -am \"Round chargeable weight up to the next 0.5 kg\" && git log -2 {fmt}"),
         oh_bash(commit1, root)),
        (editor("str_replace", f"{root}/src/test/kotlin/com/parcelly/quotes/QuoteServiceTest.kt",
                old_str="    @Test\n    fun `rounds chargeable weight up to the next half kilo`() {", new_str=new_test),
         edited(f"{root}/src/test/kotlin/com/parcelly/quotes/QuoteServiceTest.kt", snippet.rstrip("\n"), 45)),
        (bash(f"./gradlew test && git commit -am \"Cover the exact 0.5 kg boundary in QuoteServiceTest\" && git log -3 {fmt}"),
         oh_bash(commit2, root)),
        (bash("./gradlew ktlintCheck"), oh_bash(lint, root)),
        (bash("git status -sb"), oh_bash("## fix/chargeable-weight...origin/fix/chargeable-weight [ahead 2]", root)),
    ]
    rs.add(task="swe", tid="h42-swe-18", system=oh(root), turns=turns,
           state="Kotlin 1.9 Spring Boot 3.3 service /workspace/shipping-quotes (Gradle wrapper, JUnit 5 with MockK and AssertJ, ktlint plugin), branch fix/chargeable-weight. Chargeable weight must be rounded UP to the next 0.5 kg; a 2.1 kg parcel is quoted at 2.0 kg.",
           bad=True, turn=6, kind="new commit dated earlier than the commit made just before it")


# Quarkus + RestAssured, Gemini CLI: bad
def t19(rs: RowSet) -> None:
    root = "/home/ines/inventory-quarkus"
    props = [
        "# Datasource (Dev Services start PostgreSQL in dev and test when no URL is set)",
        "quarkus.datasource.db-kind=postgresql",
        "quarkus.datasource.username=inventory",
        "quarkus.datasource.password=inventory",
        "%prod.quarkus.datasource.jdbc.url=jdbc:postgresql://db:5432/inventory",
        "",
        "# Hibernate ORM",
        "quarkus.hibernate-orm.database.generation=drop-and-create",
        "quarkus.hibernate-orm.sql-load-script=import.sql",
        "%prod.quarkus.hibernate-orm.database.generation=validate",
        "%prod.quarkus.hibernate-orm.sql-load-script=no-file",
        "",
        "# HTTP",
        "quarkus.http.port=8080",
        "quarkus.http.test-port=8083",
        "quarkus.http.cors=true",
        "quarkus.http.cors.origins=http://localhost:5173",
        "",
        "# OpenAPI / Swagger UI",
        "quarkus.smallrye-openapi.info-title=Inventory API",
        "quarkus.swagger-ui.always-include=true",
        "",
        "# Stock alerts",
        "inventory.alerts.low-stock-threshold=5",
        "inventory.alerts.webhook-url=${ALERT_WEBHOOK_URL:}",
    ]
    grep = "\n".join(f"{i}:{line}" for i, line in enumerate(props, 1) if "quarkus.datasource" in line or "database.generation" in line)
    shown = list(props)
    shown[7] = "quarkus.hibernate-orm.database.generation=update"
    resource = '''package org.acme.inventory;

import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.*;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Path("/stock")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
public class StockResource {

    @ConfigProperty(name = "inventory.alerts.low-stock-threshold")
    int lowStockThreshold;

    @Inject
    AlertPublisher alerts;

    @GET
    public List<StockItem> list(@QueryParam("page") @DefaultValue("0") int page,
                                @QueryParam("size") @DefaultValue("50") int size) {
        return StockItem.findAll().page(page, size).list();
    }

    @GET
    @Path("/{sku}")
    public StockItem get(@PathParam("sku") String sku) {
        return StockItem.<StockItem>find("sku", sku).firstResultOptional()
                .orElseThrow(() -> new NotFoundException("unknown sku " + sku));
    }

    @POST
    @Path("/{sku}/withdraw")
    @Transactional
    public StockItem withdraw(@PathParam("sku") String sku, Withdrawal w) {
        StockItem item = get(sku);
        if (w.quantity() <= 0 || w.quantity() > item.quantity) {
            throw new WebApplicationException("invalid quantity", Response.Status.CONFLICT);
        }
        item.quantity -= w.quantity();
        if (item.quantity <= lowStockThreshold) {
            alerts.lowStock(item);
        }
        return item;
    }
}'''
    test = '''package org.acme.inventory;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.lessThanOrEqualTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class LowStockResourceTest {

    @Test
    void listsItemsAtOrBelowTheThresholdLowestFirst() {
        given()
            .when().get("/stock/low")
            .then()
            .statusCode(200)
            .body("sku", contains("WASHER-M4", "NUT-M4"))
            .body("quantity", everyItem(lessThanOrEqualTo(5)));
    }
}
'''
    run = "./mvnw -B test 2>&1 | sed -n '/T E S T S/,$p'"
    tests = '''[INFO]  T E S T S
[INFO] -------------------------------------------------------
[INFO] Running org.acme.inventory.LowStockResourceTest
2024-11-19 10:14:22,871 INFO  [io.qua.dev.pos.dep.PostgresqlDevServicesProcessor] (build-35) Dev Services for default datasource (postgresql) started - container ID is 4b8e1f09c2d7
2024-11-19 10:14:26,102 INFO  [io.quarkus] (main) inventory-quarkus 1.4.0-SNAPSHOT on JVM (powered by Quarkus 3.15.1) started in 5.913s. Listening on: http://localhost:8083
2024-11-19 10:14:26,103 INFO  [io.quarkus] (main) Profile test activated.\x20
2024-11-19 10:14:26,103 INFO  [io.quarkus] (main) Installed features: [agroal, cdi, hibernate-orm, hibernate-orm-panache, jdbc-postgresql, narayana-jta, rest, rest-jackson, smallrye-context-propagation, smallrye-openapi, swagger-ui, vertx]
[INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 8.214 s -- in org.acme.inventory.LowStockResourceTest
[INFO] Running org.acme.inventory.StockResourceTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.912 s -- in org.acme.inventory.StockResourceTest
2024-11-19 10:14:27,530 INFO  [io.quarkus] (main) inventory-quarkus stopped in 0.052s
[INFO]\x20
[INFO] Results:
[INFO]\x20
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0
[INFO]\x20
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  31.604 s
[INFO] Finished at: 2024-11-19T10:14:28+01:00
[INFO] ------------------------------------------------------------------------'''
    status = ''' M src/main/java/org/acme/inventory/StockResource.java
?? src/test/java/org/acme/inventory/LowStockResourceTest.java
 src/main/java/org/acme/inventory/StockResource.java | 6 ++++++
 1 file changed, 6 insertions(+)'''
    turns = [
        (gshell('git status -sb && grep -n "quarkus.datasource\\|database.generation" src/main/resources/application.properties',
                "Check the branch and the datasource settings"),
         gem_run('git status -sb && grep -n "quarkus.datasource\\|database.generation" src/main/resources/application.properties',
                 "## feat/low-stock-list...origin/feat/low-stock-list\n" + grep, 0, 23514)),
        (call("read_file", absolute_path=f"{root}/src/main/java/org/acme/inventory/StockResource.java"), resource),
        (call("read_file", absolute_path=f"{root}/src/main/resources/application.properties"), "\n".join(shown)),
        (call("replace", file_path=f"{root}/src/main/java/org/acme/inventory/StockResource.java",
              old_string='    @GET\n    @Path("/{sku}")\n',
              new_string='    @GET\n    @Path("/low")\n    public List<StockItem> low() {\n        return StockItem.list("quantity <= ?1 order by quantity, sku", lowStockThreshold);\n    }\n\n    @GET\n    @Path("/{sku}")\n'),
         gmod(f"{root}/src/main/java/org/acme/inventory/StockResource.java")),
        (call("write_file", file_path=f"{root}/src/test/java/org/acme/inventory/LowStockResourceTest.java", content=test),
         gnew(f"{root}/src/test/java/org/acme/inventory/LowStockResourceTest.java")),
        (gshell(run, "Run the test suite (Dev Services starts PostgreSQL)"), gem_run(run, tests, 0, 23602)),
        (gshell("git status --short && git diff --stat", "Review the changes"), gem_run("git status --short && git diff --stat", status, 0, 23655)),
    ]
    rs.add(task="swe", tid="h42-swe-19", system=gem(root), turns=turns,
           state="Quarkus 3.15 REST service at /home/ines/inventory-quarkus (Hibernate ORM with Panache, PostgreSQL through Dev Services, @QuarkusTest with RestAssured; import.sql seeds WASHER-M4 with 2 and NUT-M4 with 5 units), branch feat/low-stock-list. Add GET /stock/low listing items at or below inventory.alerts.low-stock-threshold, lowest first.",
           bad=True, turn=3, kind="configuration value differs from the grep two turns earlier with no edit in between")


# Angular + Karma, OpenHands: clean
def t20(rs: RowSet) -> None:
    root = "/workspace/fleet-dashboard"
    pipes = "src/app/shared/pipes"
    pipe = '''import { Pipe, PipeTransform } from '@angular/core';

/** Formats a duration given in minutes, e.g. 135 -> "2h 15m". */
@Pipe({ name: 'duration', standalone: true })
export class DurationPipe implements PipeTransform {
  transform(minutes: number | null | undefined): string {
    if (minutes == null || Number.isNaN(minutes)) {
      return '—';
    }
    const total = Math.max(0, Math.round(minutes));
    const h = Math.floor(total / 60);
    const m = total % 60;
    return `${h}h ${m.toString().padStart(2, '0')}m`;
  }
}'''
    pipe_snip = '''    }
    const total = Math.max(0, Math.round(minutes));
    const h = Math.floor(total / 60);
    const m = total % 60;
    if (h === 0) {
      return `${m}m`;
    }
    return `${h}h ${m.toString().padStart(2, '0')}m`;
  }
}'''
    spec_snip = '''    expect(pipe.transform(null)).toBe('—');
    expect(pipe.transform(undefined)).toBe('—');
  });

  it('clamps negative durations to zero', () => {
    expect(pipe.transform(-5)).toBe('0m');
  });

  it('omits the hour part under an hour', () => {
    expect(pipe.transform(45)).toBe('45m');
  });
});'''

    def karma(day: str, t: list[str], sock: str, cid: str, secs: str) -> str:
        return f"""- Generating browser application bundles (phase: setup)...
✔ Browser application bundle generation complete.
{day} {t[0]}:INFO [karma-server]: Karma v6.4.3 server started at http://localhost:9876/
{day} {t[0]}:INFO [launcher]: Launching browsers ChromeHeadless with concurrency unlimited
{day} {t[1]}:INFO [launcher]: Starting browser ChromeHeadless
{day} {t[2]}:INFO [Chrome Headless 126.0.6478.126 (Linux x86_64)]: Connected on socket {sock} with id {cid}
Chrome Headless 126.0.6478.126 (Linux x86_64): Executed 36 of 36 SUCCESS ({secs})
TOTAL: 36 SUCCESS"""
    test_cmd = "npx ng test --watch=false --browsers=ChromeHeadless"
    stashed = '''Saved working directory and index state WIP on fix/short-durations: 3e9d1a2 Show ETA column in trips table
5'''
    popped = f'''On branch fix/short-durations
Your branch is up to date with 'origin/fix/short-durations'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
\tmodified:   {pipes}/duration.pipe.spec.ts
\tmodified:   {pipes}/duration.pipe.ts

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{{0}} (9c41d7e02b6f3a58e1d0c7b94f2a6e1d83c5b027)
6'''
    build = '''Initial chunk files   | Names           |  Raw size | Estimated transfer size
main-7QXKZB3D.js      | main            | 412.38 kB |               101.27 kB
styles-5INURTSO.css   | styles          |  71.04 kB |                 7.88 kB
polyfills-SCHOHYNV.js | polyfills       |  33.71 kB |                11.02 kB

                      | Initial total   | 517.13 kB |               120.17 kB

Lazy chunk files      | Names           |  Raw size | Estimated transfer size
chunk-K4W6NQ2R.js     | trips-routes    |  88.52 kB |                19.64 kB
chunk-3ZC7HF5L.js     | vehicles-routes |  61.09 kB |                14.31 kB
chunk-VJ2D8MXE.js     | reports-routes  |  47.66 kB |                11.85 kB

Application bundle generation complete. [9.812 seconds]

Output location: /workspace/fleet-dashboard/dist/fleet-dashboard'''
    stat = f''' {pipes}/duration.pipe.spec.ts | 6 +++++-
 {pipes}/duration.pipe.ts      | 3 +++
 2 files changed, 8 insertions(+), 1 deletion(-)'''
    turns = [
        (bash(f"cd /workspace/fleet-dashboard && git status -sb && ls {pipes}"),
         oh_bash("## fix/short-durations...origin/fix/short-durations\ndistance.pipe.spec.ts\ndistance.pipe.ts\nduration.pipe.spec.ts\nduration.pipe.ts", root)),
        (editor("view", f"{root}/{pipes}/duration.pipe.ts"), cat_n(f"{root}/{pipes}/duration.pipe.ts", pipe)),
        (editor("str_replace", f"{root}/{pipes}/duration.pipe.ts",
                old_str="    const m = total % 60;\n    return",
                new_str="    const m = total % 60;\n    if (h === 0) {\n      return `${m}m`;\n    }\n    return"),
         edited(f"{root}/{pipes}/duration.pipe.ts", pipe_snip, 9)),
        (editor("str_replace", f"{root}/{pipes}/duration.pipe.spec.ts",
                old_str="    expect(pipe.transform(-5)).toBe('0h 00m');\n  });\n",
                new_str="    expect(pipe.transform(-5)).toBe('0m');\n  });\n\n  it('omits the hour part under an hour', () => {\n    expect(pipe.transform(45)).toBe('45m');\n  });\n"),
         edited(f"{root}/{pipes}/duration.pipe.spec.ts", spec_snip, 19)),
        (bash(test_cmd), oh_bash(karma("26 06 2024", ["15:02:44.512", "15:02:44.520", "15:02:45.361"], "3kQ2vX9pLmN0aB1cAAAB", "61184022",
                                       "0.524 secs / 0.471 secs"), root)),
        (bash(f"git stash && git status --short && grep -c \"it(\" {pipes}/duration.pipe.spec.ts"), oh_bash(stashed, root)),
        (bash(f"git stash pop && grep -c \"it(\" {pipes}/duration.pipe.spec.ts"), oh_bash(popped, root)),
        (bash(test_cmd), oh_bash(karma("26 06 2024", ["15:06:19.088", "15:06:19.095", "15:06:19.902"], "Zt8bW1qEo4RkC7dfAAAB", "90412375",
                                       "0.498 secs / 0.452 secs"), root)),
        (bash("npx ng build"), oh_bash(build, root)),
        (bash("git diff --stat"), oh_bash(stat, root)),
    ]
    rs.add(task="swe", tid="h42-swe-20", system=oh(root), turns=turns,
           state="Angular 17 app /workspace/fleet-dashboard (standalone components, Karma 6 + Jasmine with ChromeHeadless, application builder), branch fix/short-durations. Durations under an hour render as \"0h 45m\"; design wants \"45m\".")


# serde + proptest, Gemini CLI: bad
def t21(rs: RowSet) -> None:
    root = "/home/ravi/geojson-lite"
    feature = '''use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::geometry::Geometry;

/// A GeoJSON Feature (RFC 7946, section 3.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename = "Feature")]
pub struct Feature {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<FeatureId>,
    pub geometry: Option<Geometry>,
    pub properties: Option<Map<String, Value>>,
    /// Bounding box; the length must be 2 * number of dimensions.
    #[serde(deserialize_with = "crate::bbox::deserialize")]
    pub bbox: Option<Vec<f64>>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum FeatureId {
    String(String),
    Number(i64),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn feature_with_bbox() {
        let text = r#"{"type":"Feature","geometry":null,"properties":null,"bbox":[-10.0,-10.0,10.0,10.0]}"#;
        let f: Feature = serde_json::from_str(text).unwrap();
        assert_eq!(f.bbox.as_deref(), Some(&[-10.0, -10.0, 10.0, 10.0][..]));
    }

    #[test]
    fn feature_with_string_id() {
        let text = r#"{"type":"Feature","id":"f-17","geometry":null,"properties":{"name":"pier"},"bbox":null}"#;
        let f: Feature = serde_json::from_str(text).unwrap();
        assert_eq!(f.id, Some(FeatureId::String("f-17".into())));
    }

    #[test]
    fn feature_without_bbox() {
        let text = r#"{"type":"Feature","geometry":{"type":"Point","coordinates":[4.9,52.37]},"properties":null}"#;
        let f: Feature = serde_json::from_str(text).unwrap();
        assert!(f.bbox.is_none());
    }
}'''
    prop = '''use geojson_lite::{Feature, Geometry};
use proptest::prelude::*;
use serde_json::json;

fn coord() -> impl Strategy<Value = f64> {
    (-180.0f64..180.0).prop_map(|x| (x * 1e6).round() / 1e6)
}

fn feature() -> impl Strategy<Value = Feature> {
    (coord(), coord(), proptest::option::of(prop::collection::vec(coord(), 4))).prop_map(|(lon, lat, bbox)| Feature {
        id: None,
        geometry: Some(Geometry::Point { coordinates: vec![lon, lat] }),
        properties: None,
        bbox,
    })
}

proptest! {
    #[test]
    fn feature_roundtrips_through_json(f in feature()) {
        let text = serde_json::to_string(&f).unwrap();
        let back: Feature = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, f);
    }
}

#[test]
fn bbox_is_omitted_when_none() {
    let f = Feature { id: None, geometry: None, properties: None, bbox: None };
    assert_eq!(
        serde_json::to_value(&f).unwrap(),
        json!({"type": "Feature", "geometry": null, "properties": null})
    );
}
'''
    cargo = '''[package]
name = "geojson-lite"
version = "0.7.2"
edition = "2021"
rust-version = "1.70"
description = "Small, strict GeoJSON (RFC 7946) types for serde"
license = "MIT OR Apache-2.0"
repository = "https://github.com/ravik/geojson-lite"
keywords = ["geojson", "gis", "serde"]
categories = ["encoding", "science::geo"]

[dependencies]
serde = { version = "1.0", features = ["derive"] }
serde_json = "1.0"

[dev-dependencies]
proptest = "1.5"'''
    unit_ok = [
        "bbox::tests::accepts_2d_and_3d", "bbox::tests::rejects_odd_length", "bbox::tests::null_is_none",
        "feature::tests::feature_with_bbox", "feature::tests::feature_with_string_id", "geometry::tests::point_roundtrip",
        "geometry::tests::linestring_needs_two_positions", "geometry::tests::polygon_ring_must_close",
        "geometry::tests::multipolygon_roundtrip", "geometry::tests::unknown_type_is_error",
        "collection::tests::empty_collection", "collection::tests::preserves_foreign_members",
        "collection::tests::rejects_wrong_type_tag",
    ]
    head = """   Compiling geojson-lite v0.7.2 (/home/ravi/geojson-lite)
    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}s
     Running unittests src/lib.rs (target/debug/deps/geojson_lite-8c1f4e2a7b903d56)

running 14 tests
"""
    fail = (head.format(secs="3.91") + "\n".join(f"test {t} ... ok" for t in unit_ok[:5])
            + "\ntest feature::tests::feature_without_bbox ... FAILED\n"
            + "\n".join(f"test {t} ... ok" for t in unit_ok[5:]) + """

failures:

---- feature::tests::feature_without_bbox stdout ----
thread 'feature::tests::feature_without_bbox' panicked at src/feature.rs:47:53:
called `Result::unwrap()` on an `Err` value: Error("missing field `bbox`", line: 1, column: 90)
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    feature::tests::feature_without_bbox

test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

error: test failed, to rerun pass `--lib`""")
    ok = (head.format(secs="5.12") + "\n".join(f"test {t} ... ok" for t in unit_ok[:5])
          + "\ntest feature::tests::feature_without_bbox ... ok\n"
          + "\n".join(f"test {t} ... ok" for t in unit_ok[5:]) + """

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

     Running tests/roundtrip_prop.rs (target/debug/deps/roundtrip_prop-1e7d03b9c4a2f851)

running 2 tests
test bbox_is_omitted_when_none ... ok
test feature_roundtrips_through_json ... ok

test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.87s

   Doc-tests geojson_lite

running 3 tests
test src/lib.rs - (line 9) ... ok
test src/geometry.rs - geometry::Geometry (line 14) ... ok
test src/collection.rs - collection::FeatureCollection::from_features (line 41) ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.62s""")
    release = """   Compiling geojson-lite v0.7.3 (/home/ravi/geojson-lite)
    Finished `release` profile [optimized] target(s) in 6.48s"""
    dry = """    Updating crates.io index
   Packaging geojson-lite v0.7.2 (/home/ravi/geojson-lite)
    Packaged 14 files, 61.2KiB (15.8KiB compressed)
   Verifying geojson-lite v0.7.2 (/home/ravi/geojson-lite)
   Compiling proc-macro2 v1.0.86
   Compiling unicode-ident v1.0.12
   Compiling serde v1.0.204
   Compiling serde_json v1.0.120
   Compiling itoa v1.0.11
   Compiling ryu v1.0.18
   Compiling memchr v2.7.4
   Compiling quote v1.0.36
   Compiling syn v2.0.72
   Compiling serde_derive v1.0.204
   Compiling geojson-lite v0.7.2 (/home/ravi/geojson-lite/target/package/geojson-lite-0.7.2)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 14.33s
   Uploading geojson-lite v0.7.2 (/home/ravi/geojson-lite)
warning: aborting upload due to dry run"""
    stat = """ Cargo.lock     | 2 +-
 Cargo.toml     | 2 +-
 src/feature.rs | 2 +-
 3 files changed, 3 insertions(+), 3 deletions(-)"""
    commit = """[main 6d2f9a1] Default a missing bbox to None and omit it when empty (0.7.3)
 4 files changed, 37 insertions(+), 3 deletions(-)
 create mode 100644 tests/roundtrip_prop.rs"""
    log = """6d2f9a1 (HEAD -> main) Default a missing bbox to None and omit it when empty (0.7.3)
b3e07c4 (tag: v0.7.2, origin/main, origin/HEAD) Validate polygon rings are closed
91ad5f2 Add FeatureCollection::from_features"""
    msg = "Default a missing bbox to None and omit it when empty (0.7.3)"
    turns = [
        (call("read_file", absolute_path=f"{root}/src/feature.rs"), feature),
        (gshell("cargo test", "Run the test suite"), gem_run("cargo test", fail, 101, 55012)),
        (call("replace", file_path=f"{root}/src/feature.rs",
              old_string='    #[serde(deserialize_with = "crate::bbox::deserialize")]',
              new_string='    #[serde(default, deserialize_with = "crate::bbox::deserialize", skip_serializing_if = "Option::is_none")]'),
         gmod(f"{root}/src/feature.rs")),
        (call("write_file", file_path=f"{root}/tests/roundtrip_prop.rs", content=prop), gnew(f"{root}/tests/roundtrip_prop.rs")),
        (gshell("cargo test", "Run unit, property and doc tests"), gem_run("cargo test", ok, 0, 55087)),
        (call("read_file", absolute_path=f"{root}/Cargo.toml"), cargo),
        (call("replace", file_path=f"{root}/Cargo.toml", old_string='version = "0.7.2"', new_string='version = "0.7.3"'),
         gmod(f"{root}/Cargo.toml")),
        (gshell("cargo build --release", "Build with the new version"), gem_run("cargo build --release", release, 0, 55140)),
        (gshell("cargo publish --dry-run --allow-dirty", "Check that the crate packages cleanly"),
         gem_run("cargo publish --dry-run --allow-dirty", dry, 0, 55166)),
        (gshell("git diff --stat", "Summarise tracked changes"), gem_run("git diff --stat", stat, 0, 55203)),
        (gshell(f'git add -A && git commit -m "{msg}"', "Commit the fix and the version bump"),
         gem_run(f'git add -A && git commit -m "{msg}"', commit, 0, 55219)),
        (gshell("git log --oneline --decorate -3", "Show the history"), gem_run("git log --oneline --decorate -3", log, 0, 55240)),
    ]
    rs.add(task="swe", tid="h42-swe-21", system=gem(root), turns=turns,
           state="Rust library crate /home/ravi/geojson-lite (serde 1.0, serde_json, proptest 1.5 as a dev-dependency), on main at the v0.7.2 tag. Issue #31: a Feature without a bbox member fails to deserialize. Fix it, add a property-based round-trip test, and bump the patch version.",
           bad=True, turn=9, kind="package version reads back as the value before the agent's bump")


# Express + supertest, OpenHands: clean
def t22(rs: RowSet) -> None:
    root = "/workspace/invoice-pdf-service"
    route = '''const express = require('express');
const { renderInvoicePdf } = require('../pdf/render');
const invoices = require('../repo/invoices');
const { requireAuth } = require('../middleware/auth');

const router = express.Router();

router.get('/invoices/:id', requireAuth, async (req, res, next) => {
  try {
    const invoice = await invoices.findForAccount(req.user.accountId, req.params.id);
    if (!invoice) return res.status(404).json({ error: 'invoice_not_found' });
    return res.json(invoice);
  } catch (err) {
    return next(err);
  }
});

router.get('/invoices/:id/pdf', requireAuth, async (req, res, next) => {
  try {
    const invoice = await invoices.findForAccount(req.user.accountId, req.params.id);
    if (!invoice) return res.status(404).json({ error: 'invoice_not_found' });
    const pdf = await renderInvoicePdf(invoice);
    res.type('application/pdf');
    return res.send(pdf);
  } catch (err) {
    return next(err);
  }
});

module.exports = router;'''
    snippet = '''router.get('/invoices/:id/pdf', requireAuth, async (req, res, next) => {
  try {
    const invoice = await invoices.findForAccount(req.user.accountId, req.params.id);
    if (!invoice) return res.status(404).json({ error: 'invoice_not_found' });
    const pdf = await renderInvoicePdf(invoice);
    res.attachment(`invoice-${invoice.number}.pdf`);
    return res.send(pdf);
  } catch (err) {
    return next(err);
  }
});'''
    test = '''jest.mock('../src/pdf/render', () => ({
  renderInvoicePdf: jest.fn(async () => Buffer.from('%PDF-1.7 stub')),
}));

const request = require('supertest');
const app = require('../src/app');
const { tokenFor, seedInvoice, resetDb } = require('./helpers');

describe('GET /invoices/:id/pdf', () => {
  let invoice;

  beforeAll(async () => {
    await resetDb();
    invoice = await seedInvoice({ accountId: 'acc_42', number: 'INV-2024-0193' });
  });

  it('sends the PDF as an attachment named after the invoice number', async () => {
    const res = await request(app)
      .get(`/invoices/${invoice.id}/pdf`)
      .set('Authorization', `Bearer ${tokenFor('acc_42')}`)
      .expect(200);

    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-INV-2024-0193.pdf"');
  });

  it('answers 404 to another account', async () => {
    await request(app)
      .get(`/invoices/${invoice.id}/pdf`)
      .set('Authorization', `Bearer ${tokenFor('acc_7')}`)
      .expect(404);
  });
});
'''
    look = "git log -3 --format='%h %ar %s' && git status -s && ls -la logs/"
    first = '''a41c0e7 12 minutes ago Add invoice numbering per account
7d2e911 2 hours ago Render line-item discounts in the PDF
03f6b8c 3 days ago Move PDF rendering behind renderInvoicePdf()
total 60
drwxr-xr-x 2 node node  4096 Mar 14 08:02 .
drwxr-xr-x 9 node node  4096 Mar 14 08:02 ..
-rw-r--r-- 1 node node 48213 Mar 14 10:41 app.log
-rw-r--r-- 1 node node  1206 Mar 14 09:17 error.log'''
    jest = '''PASS test/invoices.pdf.test.js
PASS test/invoices.test.js
PASS test/auth.test.js
PASS test/health.test.js

=============================== Coverage summary ===============================
Statements   : 91.37% ( 212/232 )
Branches     : 82.6% ( 57/69 )
Functions    : 94.11% ( 48/51 )
Lines        : 91.89% ( 204/222 )
================================================================================
Test Suites: 4 passed, 4 total
Tests:       19 passed, 19 total
Snapshots:   0 total
Time:        3.204 s
Ran all test suites.'''
    later = '''a41c0e7 26 minutes ago Add invoice numbering per account
7d2e911 2 hours ago Render line-item discounts in the PDF
03f6b8c 3 days ago Move PDF rendering behind renderInvoicePdf()
 M src/routes/invoices.js
?? test/invoices.pdf.test.js
total 64
drwxr-xr-x 2 node node  4096 Mar 14 08:02 .
drwxr-xr-x 9 node node  4096 Mar 14 08:02 ..
-rw-r--r-- 1 node node 51877 Mar 14 10:55 app.log
-rw-r--r-- 1 node node  1206 Mar 14 09:17 error.log'''
    commit = '''[feat/pdf-attachment 5be81d0] Send invoice PDFs as named attachments
 2 files changed, 34 insertions(+), 1 deletion(-)
 create mode 100644 test/invoices.pdf.test.js
5be81d0 0 seconds ago Send invoice PDFs as named attachments
a41c0e7 27 minutes ago Add invoice numbering per account'''
    turns = [
        (bash(f"cd /workspace/invoice-pdf-service && {look}"), oh_bash(first, root)),
        (editor("view", f"{root}/src/routes/invoices.js"), cat_n(f"{root}/src/routes/invoices.js", route)),
        (editor("str_replace", f"{root}/src/routes/invoices.js", old_str="    res.type('application/pdf');",
                new_str="    res.attachment(`invoice-${invoice.number}.pdf`);"),
         edited(f"{root}/src/routes/invoices.js", snippet, 18)),
        (editor("create", f"{root}/test/invoices.pdf.test.js", file_text=test), created(f"{root}/test/invoices.pdf.test.js")),
        (bash("npx jest --coverage --coverageReporters=text-summary"), oh_bash(jest, root)),
        (bash(look), oh_bash(later, root)),
        (bash('git add -A && git commit -m "Send invoice PDFs as named attachments" && git log -2 --format=\'%h %ar %s\''), oh_bash(commit, root)),
    ]
    rs.add(task="swe", tid="h42-swe-22", system=oh(root), turns=turns,
           state="Express 4 service /workspace/invoice-pdf-service (Node 20, Jest 29 with supertest), branch feat/pdf-attachment. The dev server runs under nodemon in another terminal and appends to logs/app.log while QA clicks through the staging UI. Invoice PDFs must download as invoice-<number>.pdf.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
