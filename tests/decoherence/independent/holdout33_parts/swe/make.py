# ruff: noqa: E501
"""Held-out set holdout33, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Written blind. Eleven trajectories carry exactly one observation that contradicts an earlier turn; the
other eleven are clean but full of legitimate change (new commits, restarts, edits, re-runs).
Run from the repository root: ``python3 -m tests.decoherence.independent.holdout33_parts.swe.make``.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (GEM_SYSTEM, OH_SYSTEM, RowSet, bash, call, cat_n, edited,
                                                   editor, gem_run, gshell, oh_bash)


def t(s: str) -> str:
    """Dedent a block written inside a function body."""
    return textwrap.dedent(s).strip("\n")


def bar(s: str) -> str:
    """Dedent a block whose lines start with a '|' margin (kept for blank and indented lines) and drop the margin."""
    return "\n".join(line[1:] if line.startswith("|") else line for line in t(s).split("\n"))


def ind(s: str, n: int) -> str:
    """Indent every non-empty line by n spaces."""
    return "\n".join(" " * n + line if line else line for line in s.split("\n"))


def tabs(s: str) -> str:
    """Turn 4-space indentation into tabs (Go sources)."""
    out = []
    for line in s.split("\n"):
        n = len(line) - len(line.lstrip(" "))
        out.append("\t" * (n // 4) + " " * (n % 4) + line.lstrip(" "))
    return "\n".join(out)


def rep(text: str, old: str, new: str) -> str:
    """Apply one str_replace edit; the old text must occur exactly once."""
    assert text.count(old) == 1, old
    return text.replace(old, new)


def line_of(text: str, needle: str) -> int:
    for i, line in enumerate(text.split("\n"), 1):
        if needle in line:
            return i
    raise ValueError(needle)


def snip(text: str, first: int, last: int, ctx: int = 4) -> tuple[str, int]:
    lines = text.split("\n")
    a, b = max(1, first - ctx), min(len(lines), last + ctx)
    return "\n".join(lines[a - 1:b]), a


def oh_edit(path: str, new_text: str, first_needle: str, last_needle: str | None = None) -> str:
    """The OpenHands str_replace result: a numbered snippet around the edited lines of the new file."""
    first = line_of(new_text, first_needle)
    last = line_of(new_text, last_needle) if last_needle else first
    seg, start = snip(new_text, first, last)
    return edited(path, seg, start)


def view(text: str, a: int, b: int) -> tuple[str, int]:
    return "\n".join(text.split("\n")[a - 1:b]), a


def gread(path: str) -> str:
    return call("read_file", absolute_path=path)


def greplace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def gwrite(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def replaced(path: str) -> str:
    return f"Successfully modified file: {path} (1 replacements)."


def written(path: str) -> str:
    return f"Successfully created and wrote to new file: {path}."


def gem_full(cmd: str, out: str, err: str, code: int, pgid: int) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out or '(empty)'}\nStderr: {err or '(empty)'}\nError: (none)\n"
            f"Exit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}")


def gem_bg(cmd: str, pids: str, pgid: int) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: (empty)\nStderr: (empty)\nError: (none)\nExit Code: 0\n"
            f"Signal: (none)\nBackground PIDs: {pids}\nProcess Group PGID: {pgid}")


# FastAPI + pytest (OpenHands), clean
def traj01(rs: RowSet) -> None:
    root = "/workspace/invoice-api"
    path = f"{root}/app/routers/invoices.py"
    src = t('''
        from __future__ import annotations

        from typing import Annotated

        from fastapi import APIRouter, Depends, HTTPException, Query
        from sqlalchemy import func, select
        from sqlalchemy.orm import Session

        from app.db import get_session
        from app.models import Invoice, InvoiceStatus
        from app.schemas import InvoiceOut, InvoicePage

        router = APIRouter(prefix="/invoices", tags=["invoices"])

        SessionDep = Annotated[Session, Depends(get_session)]


        @router.get("", response_model=InvoicePage)
        def list_invoices(
            session: SessionDep,
            status: InvoiceStatus | None = None,
            customer_id: int | None = None,
            limit: int = Query(20, ge=1, le=100),
            offset: int = Query(0, ge=0),
        ) -> InvoicePage:
            stmt = select(Invoice)
            if status is not None:
                stmt = stmt.where(Invoice.status == status)
            if customer_id is not None:
                stmt = stmt.where(Invoice.customer_id == customer_id)
            total = session.scalar(select(func.count()).select_from(Invoice))
            rows = session.scalars(
                stmt.order_by(Invoice.issued_at.desc(), Invoice.id.desc()).limit(limit).offset(offset)
            ).all()
            return InvoicePage(
                items=[InvoiceOut.model_validate(r) for r in rows],
                total=total or 0,
                limit=limit,
                offset=offset,
            )


        @router.get("/{invoice_id}", response_model=InvoiceOut)
        def get_invoice(invoice_id: int, session: SessionDep) -> InvoiceOut:
            invoice = session.get(Invoice, invoice_id)
            if invoice is None:
                raise HTTPException(status_code=404, detail="Invoice not found")
            return InvoiceOut.model_validate(invoice)


        @router.delete("/{invoice_id}", status_code=204)
        def delete_invoice(invoice_id: int, session: SessionDep) -> None:
            invoice = session.get(Invoice, invoice_id)
            if invoice is None:
                raise HTTPException(status_code=404, detail="Invoice not found")
            if invoice.status is InvoiceStatus.PAID:
                raise HTTPException(status_code=409, detail="Paid invoices cannot be deleted")
            session.delete(invoice)
            session.commit()
    ''')
    old = "    total = session.scalar(select(func.count()).select_from(Invoice))"
    new = "    total = session.scalar(select(func.count()).select_from(stmt.subquery()))"
    src2 = rep(src, old, new)
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash(t('''
            On branch main
            Your branch is up to date with 'origin/main'.

            nothing to commit, working tree clean
            e41b9d7 (HEAD -> main, origin/main) Bump fastapi to 0.111.0
            a08c3f5 Add CSV export endpoint for invoices
            7d21e6a Paginate /invoices with limit/offset
            3bc90f2 Store amounts as integer cents
            f5a6e18 Initial invoice CRUD
        '''), root)),
        (bash("python -m pytest tests/test_invoices.py -q"), oh_bash(t('''
            ..........F.......                                                       [100%]
            =================================== FAILURES ===================================
            ___________________ test_list_invoices_filtered_total[paid] ____________________

            client = <starlette.testclient.TestClient object at 0x7f3b2c9e1d50>
            seeded = {'draft': 2, 'paid': 3, 'void': 2}, status = 'paid'

                @pytest.mark.parametrize("status", ["paid"])
                def test_list_invoices_filtered_total(client, seeded, status):
                    resp = client.get("/invoices", params={"status": status, "limit": 2})
                    assert resp.status_code == 200
                    body = resp.json()
                    assert len(body["items"]) == 2
            >       assert body["total"] == seeded[status]
            E       assert 7 == 3

            tests/test_invoices.py:118: AssertionError
            =========================== short test summary info ============================
            FAILED tests/test_invoices.py::test_list_invoices_filtered_total[paid] - assert 7 == 3
            1 failed, 17 passed in 1.42s
        '''), root, 1)),
        (editor("view", path, view_range=[1, 48]), cat_n(path, *view(src, 1, 48))),
        (editor("str_replace", path, old_str=old, new_str=new), oh_edit(path, src2, "select_from(stmt.subquery())")),
        (bash("python -m pytest tests/test_invoices.py -q"), oh_bash(t('''
            ..................                                                       [100%]
            18 passed in 1.37s
        '''), root)),
        (bash("python -m pytest -q"), oh_bash(t('''
            ........................................................................ [ 97%]
            ..                                                                       [100%]
            =============================== warnings summary ===============================
            tests/test_export.py::test_export_csv_streams
              /workspace/invoice-api/app/routers/export.py:27: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).
                stamp = datetime.utcnow().strftime("%Y%m%d%H%M%S")

            -- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html
            74 passed, 1 warning in 3.91s
        '''), root)),
        (bash("git diff"), oh_bash(t('''
            diff --git a/app/routers/invoices.py b/app/routers/invoices.py
            index 5c8e2a1..b73f04d 100644
            --- a/app/routers/invoices.py
            +++ b/app/routers/invoices.py
            @@ -28,7 +28,7 @@ def list_invoices(
                     stmt = stmt.where(Invoice.status == status)
                 if customer_id is not None:
                     stmt = stmt.where(Invoice.customer_id == customer_id)
            -    total = session.scalar(select(func.count()).select_from(Invoice))
            +    total = session.scalar(select(func.count()).select_from(stmt.subquery()))
                 rows = session.scalars(
                     stmt.order_by(Invoice.issued_at.desc(), Invoice.id.desc()).limit(limit).offset(offset)
                 ).all()
        '''), root)),
        (bash('git add app/routers/invoices.py && git commit -q -m "Count filtered rows in /invoices total (#88)" && git log --oneline -3 && git status -sb'), oh_bash(t('''
            c5f19a2 (HEAD -> main) Count filtered rows in /invoices total (#88)
            e41b9d7 (origin/main) Bump fastapi to 0.111.0
            a08c3f5 Add CSV export endpoint for invoices
            ## main...origin/main [ahead 1]
        '''), root)),
    ]
    state = ("Repository /workspace/invoice-api (FastAPI 0.111, SQLAlchemy 2.0, pytest 8.2), branch main, clean working tree. "
             "Issue #88: GET /invoices?status=paid returns the right items, but `total` counts every invoice, so the "
             "frontend shows too many pages. Fix it, keep the suite green, and commit on main.")
    rs.add(task="swe", tid="h33-swe-01", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# pandas data pipeline (Gemini CLI), bad
def traj02(rs: RowSet) -> None:
    root = "/home/dev/sales-etl"
    tr = f"{root}/etl/transform.py"
    transform_src = t('''
        """Transform step: clean raw orders and aggregate to daily store/category sales."""

        from __future__ import annotations

        import logging

        import pandas as pd

        log = logging.getLogger(__name__)

        CANCELLED = {"cancelled", "refunded", "chargeback"}


        def filter_cancelled(orders: pd.DataFrame) -> pd.DataFrame:
            out = orders[~orders["status"].str.lower().isin(CANCELLED)]
            log.info("filter_cancelled: %s rows", f"{len(out):,}")
            return out


        def attach_customers(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
            out = orders.merge(
                customers[["customer_id", "segment", "signup_date"]],
                on="customer_id",
                how="left",
                validate="many_to_one",
            )
            log.info("attach_customers: %s rows", f"{len(out):,}")
            return out


        def aggregate_daily(orders: pd.DataFrame) -> pd.DataFrame:
            orders = orders.assign(order_date=pd.to_datetime(orders["created_at"]).dt.date)
            daily = (
                orders.groupby(["order_date", "store_id", "category"], as_index=False)
                .agg(
                    order_count=("order_id", "size"),
                    units=("quantity", "sum"),
                    revenue=("amount", "sum"),
                )
                .sort_values(["order_date", "store_id", "category"])
            )
            log.info("aggregate_daily: %s rows", f"{len(daily):,}")
            return daily


        def transform(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
            orders = filter_cancelled(orders)
            orders = attach_customers(orders, customers)
            return aggregate_daily(orders)
    ''')
    old = t('''
        def transform(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
            orders = filter_cancelled(orders)
    ''')
    new = t('''
        def dedupe_orders(orders: pd.DataFrame) -> pd.DataFrame:
            """Overlapping export batches repeat orders; keep the copy from the latest batch."""
            out = orders.sort_values("export_batch").drop_duplicates(subset="order_id", keep="last")
            log.info("dedupe_orders: %s rows (-%s duplicates)", f"{len(out):,}", f"{len(orders) - len(out):,}")
            return out


        def transform(orders: pd.DataFrame, customers: pd.DataFrame) -> pd.DataFrame:
            orders = dedupe_orders(orders)
            orders = filter_cancelled(orders)
    ''')
    test_src = t('''
        import pandas as pd

        from etl.transform import dedupe_orders, transform


        def _orders(rows):
            cols = ["order_id", "store_id", "customer_id", "sku", "category", "quantity", "amount",
                    "status", "created_at", "channel", "export_batch"]
            return pd.DataFrame(rows, columns=cols)


        def test_dedupe_keeps_latest_batch():
            df = _orders([
                (1, 10, 5, "SKU-1", "grocery", 1, 2.50, "completed", "2024-05-13T08:00:00Z", "app", "b-0513-01"),
                (1, 10, 5, "SKU-1", "grocery", 1, 2.50, "refunded", "2024-05-13T08:00:00Z", "app", "b-0513-02"),
                (2, 10, 6, "SKU-2", "household", 2, 7.00, "completed", "2024-05-13T09:00:00Z", "web", "b-0513-01"),
            ])
            out = dedupe_orders(df)
            assert sorted(out["order_id"]) == [1, 2]
            assert out.loc[out["order_id"] == 1, "status"].item() == "refunded"


        def test_duplicates_do_not_inflate_daily_counts():
            row = (7, 11, 9, "SKU-9", "grocery", 3, 9.00, "completed", "2024-05-13T10:00:00Z", "pos", "b-0513-01")
            dup = row[:-1] + ("b-0513-02",)
            customers = pd.DataFrame({"customer_id": [9], "segment": ["retail"], "signup_date": ["2023-01-04"]})
            daily = transform(_orders([row, dup]), customers)
            assert daily["order_count"].sum() == 1
            assert daily["units"].sum() == 3
    ''')
    run = "python -m etl.run --date 2024-05-13"
    rep(transform_src, old, new)
    turns = [
        (gshell("git status --short && ls -la etl data/raw", "Check the working tree and list the pipeline modules and raw inputs"), gem_run("git status --short && ls -la etl data/raw", t('''
            etl:
            total 32
            drwxr-xr-x 3 dev dev 4096 May 14 08:02 .
            drwxr-xr-x 9 dev dev 4096 May 14 08:02 ..
            -rw-r--r-- 1 dev dev    0 Apr  2 10:11 __init__.py
            drwxr-xr-x 2 dev dev 4096 May 14 08:05 __pycache__
            -rw-r--r-- 1 dev dev 2318 Apr 29 16:40 extract.py
            -rw-r--r-- 1 dev dev 1764 Apr  2 10:11 load.py
            -rw-r--r-- 1 dev dev 2947 May  6 11:23 run.py
            -rw-r--r-- 1 dev dev 1721 May  6 11:23 transform.py

            data/raw:
            total 15872
            drwxr-xr-x 2 dev dev    4096 May 14 06:00 .
            drwxr-xr-x 5 dev dev    4096 May  2 09:30 ..
            -rw-r--r-- 1 dev dev  412608 May 14 06:00 customers_2024-05-13.csv
            -rw-r--r-- 1 dev dev 7841213 May 13 06:00 orders_2024-05-12.csv
            -rw-r--r-- 1 dev dev 7983349 May 14 06:00 orders_2024-05-13.csv
        '''), pgid=40211)),
        (gread(tr), transform_src),
        (gshell(run, "Run the pipeline for 2024-05-13 to see the stage row counts"), gem_run(run, t('''
            2024-05-14 09:12:03,418 INFO etl.extract: read data/raw/orders_2024-05-13.csv: 48,212 rows, 11 columns
            2024-05-14 09:12:03,502 INFO etl.extract: read data/raw/customers_2024-05-13.csv: 9,806 rows, 4 columns
            2024-05-14 09:12:03,561 INFO etl.transform: filter_cancelled: 46,907 rows
            2024-05-14 09:12:03,640 INFO etl.transform: attach_customers: 46,907 rows
            2024-05-14 09:12:03,712 INFO etl.transform: aggregate_daily: 1,284 rows
            2024-05-14 09:12:03,745 INFO etl.load: wrote data/processed/daily_sales_2024-05-13.csv (1,284 rows, 61.8 KB)
            2024-05-14 09:12:03,746 INFO etl.run: done in 0.41s
        '''), pgid=40388)),
        (gshell("python -c \"import pandas as pd; df = pd.read_csv('data/raw/orders_2024-05-13.csv'); print(len(df), df.order_id.nunique(), df.duplicated('order_id').sum()); d = df[df.duplicated('order_id', keep=False)]; print(d.sort_values(['order_id', 'export_batch']).head(6).to_string(index=False))\"",
                "Count duplicated order_ids in the raw export and show a few"), gem_run("python -c \"import pandas as pd; df = pd.read_csv('data/raw/orders_2024-05-13.csv'); print(len(df), df.order_id.nunique(), df.duplicated('order_id').sum()); d = df[df.duplicated('order_id', keep=False)]; print(d.sort_values(['order_id', 'export_batch']).head(6).to_string(index=False))\"", t('''
            48212 47894 318
              order_id  store_id  customer_id       sku  category  quantity  amount     status            created_at channel export_batch
            1000482113       117        88213 SKU-40418   grocery         2   11.98  completed  2024-05-13T07:41:12Z     app    b-0513-01
            1000482113       117        88213 SKU-40418   grocery         2   11.98  completed  2024-05-13T07:41:12Z     app    b-0513-02
            1000482140        42        61007 SKU-11873  personal         1    6.49  completed  2024-05-13T07:42:55Z     web    b-0513-01
            1000482140        42        61007 SKU-11873  personal         1    6.49  cancelled  2024-05-13T07:42:55Z     web    b-0513-02
            1000482177       203        90455 SKU-70021 household         4   23.96  completed  2024-05-13T07:44:30Z     pos    b-0513-01
            1000482177       203        90455 SKU-70021 household         4   23.96  completed  2024-05-13T07:44:30Z     pos    b-0513-02
        '''), pgid=40502)),
        (greplace(tr, old, new), replaced(tr)),
        (gshell(run, "Re-run the pipeline with deduplication"), gem_run(run, t('''
            2024-05-14 09:19:47,106 INFO etl.extract: read data/raw/orders_2024-05-13.csv: 48,212 rows, 11 columns
            2024-05-14 09:19:47,188 INFO etl.extract: read data/raw/customers_2024-05-13.csv: 9,806 rows, 4 columns
            2024-05-14 09:19:47,251 INFO etl.transform: dedupe_orders: 47,894 rows (-318 duplicates)
            2024-05-14 09:19:47,290 INFO etl.transform: filter_cancelled: 46,594 rows
            2024-05-14 09:19:47,367 INFO etl.transform: attach_customers: 46,594 rows
            2024-05-14 09:19:47,437 INFO etl.transform: aggregate_daily: 1,284 rows
            2024-05-14 09:19:47,469 INFO etl.load: wrote data/processed/daily_sales_2024-05-13.csv (1,284 rows, 61.7 KB)
            2024-05-14 09:19:47,470 INFO etl.run: done in 0.44s
        '''), pgid=40617)),
        (gwrite(f"{root}/tests/test_dedupe.py", test_src), written(f"{root}/tests/test_dedupe.py")),
        (gshell("python -m pytest tests -q", "Run the unit tests"), gem_run("python -m pytest tests -q", t('''
            .........                                                                [100%]
            9 passed in 0.71s
        '''), pgid=40733)),
        (gshell("python -c \"import pandas as pd; df = pd.read_csv('data/processed/daily_sales_2024-05-13.csv'); print(df.shape); print(df[['order_count', 'units', 'revenue']].sum().to_string()); print(df.store_id.nunique(), df.category.nunique())\"",
                "Sanity-check the totals in the regenerated daily file"), gem_run("python -c \"import pandas as pd; df = pd.read_csv('data/processed/daily_sales_2024-05-13.csv'); print(df.shape); print(df[['order_count', 'units', 'revenue']].sum().to_string()); print(df.store_id.nunique(), df.category.nunique())\"", t('''
            (1284, 6)
            order_count      46907.00
            units           118442.00
            revenue        1392718.64
            214 6
        '''), pgid=40851)),
    ]
    state = ("Project /home/dev/sales-etl (Python 3.11, pandas 2.2.2). The daily job `python -m etl.run --date YYYY-MM-DD` "
             "writes data/processed/daily_sales_<date>.csv. Finance says order counts for 2024-05-13 look inflated; the raw "
             "export is suspected to contain duplicate rows from overlapping export batches.")
    rs.add(task="swe", tid="h33-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=9,
           kind="daily order_count total still equals the pre-dedupe filtered count 46,907 instead of 46,594")


# Django REST framework (OpenHands), clean
def traj03(rs: RowSet) -> None:
    root = "/workspace/library-service"
    models_p = f"{root}/books/models.py"
    ser_p = f"{root}/books/serializers.py"
    models = t('''
        from django.conf import settings
        from django.db import models


        class Author(models.Model):
            name = models.CharField(max_length=200)
            bio = models.TextField(blank=True)

            def __str__(self) -> str:
                return self.name


        class Book(models.Model):
            title = models.CharField(max_length=300)
            author = models.ForeignKey(Author, on_delete=models.PROTECT, related_name="books")
            isbn = models.CharField(max_length=13, db_index=True)
            published_on = models.DateField(null=True, blank=True)
            copies = models.PositiveSmallIntegerField(default=1)

            class Meta:
                ordering = ["title"]

            def __str__(self) -> str:
                return f"{self.title} ({self.isbn})"


        class Loan(models.Model):
            book = models.ForeignKey(Book, on_delete=models.CASCADE, related_name="loans")
            member = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
            borrowed_at = models.DateTimeField(auto_now_add=True)
            due_back = models.DateField(db_index=True)
            returned_at = models.DateTimeField(null=True, blank=True)
    ''')
    m_old = "    isbn = models.CharField(max_length=13, db_index=True)"
    m_new = "    isbn = models.CharField(max_length=13, unique=True)"
    models2 = rep(models, m_old, m_new)
    ser = t('''
        from rest_framework import serializers

        from .models import Author, Book, Loan


        class AuthorSerializer(serializers.ModelSerializer):
            class Meta:
                model = Author
                fields = ["id", "name", "bio"]


        class BookSerializer(serializers.ModelSerializer):
            author_name = serializers.CharField(source="author.name", read_only=True)

            class Meta:
                model = Book
                fields = ["id", "title", "author", "author_name", "isbn", "published_on", "copies"]


        class LoanSerializer(serializers.ModelSerializer):
            class Meta:
                model = Loan
                fields = ["id", "book", "member", "borrowed_at", "due_back", "returned_at"]
                read_only_fields = ["borrowed_at"]
    ''')
    s_old = '        fields = ["id", "title", "author", "author_name", "isbn", "published_on", "copies"]\n'
    s_new = s_old + bar('''
        |
        |    def validate_isbn(self, value: str) -> str:
        |        digits = value.replace("-", "").strip()
        |        if len(digits) != 13 or not digits.isdigit():
        |            raise serializers.ValidationError("ISBN must have 13 digits.")
        |        checksum = sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits[:12]))
        |        if (10 - checksum % 10) % 10 != int(digits[12]):
        |            raise serializers.ValidationError("ISBN checksum is invalid.")
        |        return digits
    ''') + "\n"
    ser2 = rep(ser, s_old, s_new)
    test_head = t('''
        Found 38 test(s).
        Creating test database for alias 'default'...
        System check identified no issues (0 silenced).
    ''')
    turns = [
        (bash(f"cd {root} && git status -sb && ls books/migrations"), oh_bash(t('''
            ## main...origin/main
            0001_initial.py
            0002_author_bio.py
            0003_book_published_on.py
            0004_loan.py
            0005_loan_due_back_index.py
            0006_book_isbn.py
            __init__.py
            __pycache__
        '''), root)),
        (editor("view", models_p), cat_n(models_p, models)),
        (editor("str_replace", models_p, old_str=m_old, new_str=m_new), oh_edit(models_p, models2, "unique=True")),
        (bash("python manage.py makemigrations books"), oh_bash(t('''
            Migrations for 'books':
              books/migrations/0007_alter_book_isbn.py
                - Alter field isbn on book
        '''), root)),
        (bash("python manage.py test books"), oh_bash(test_head + "\n" + t('''
            .................F....................
            ======================================================================
            FAIL: test_create_book_rejects_invalid_isbn (books.tests.test_api.BookApiTests.test_create_book_rejects_invalid_isbn)
            ----------------------------------------------------------------------
            Traceback (most recent call last):
              File "/workspace/library-service/books/tests/test_api.py", line 74, in test_create_book_rejects_invalid_isbn
                self.assertEqual(resp.status_code, 400)
            AssertionError: 201 != 400

            ----------------------------------------------------------------------
            Ran 38 tests in 1.204s

            FAILED (failures=1)
            Destroying test database for alias 'default'...
        '''), root, 1)),
        (editor("view", ser_p), cat_n(ser_p, ser)),
        (editor("str_replace", ser_p, old_str=s_old, new_str=s_new), oh_edit(ser_p, ser2, "def validate_isbn", "return digits")),
        (bash("python manage.py test books"), oh_bash(test_head + "\n" + t('''
            ......................................
            ----------------------------------------------------------------------
            Ran 38 tests in 1.187s

            OK
            Destroying test database for alias 'default'...
        '''), root)),
        (bash("mv books/migrations/0007_alter_book_isbn.py books/migrations/0007_book_isbn_unique.py && python manage.py showmigrations books"), oh_bash(t('''
            books
             [X] 0001_initial
             [X] 0002_author_bio
             [X] 0003_book_published_on
             [X] 0004_loan
             [X] 0005_loan_due_back_index
             [X] 0006_book_isbn
             [ ] 0007_book_isbn_unique
        '''), root)),
        (bash("git status --short"), oh_bash(t('''
             M books/models.py
             M books/serializers.py
            ?? books/migrations/0007_book_isbn_unique.py
        '''), root)),
    ]
    state = ("Django 5.0 + Django REST framework 3.15 project at /workspace/library-service (SQLite dev database, fully migrated). "
             "Ticket LIB-231: two books with the same ISBN must be rejected at the database level, and the API must answer 400 "
             "for an ISBN that is not a valid ISBN-13. Name the new migration descriptively.")
    rs.add(task="swe", tid="h33-swe-03", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Next.js App Router (Gemini CLI), bad
def traj04(rs: RowSet) -> None:
    root = "/home/maya/storefront"
    page = f"{root}/src/app/products/[slug]/page.tsx"
    comp = f"{root}/src/components/PriceTag.tsx"
    page_src = t('''
        import { notFound } from "next/navigation";

        import AddToCartButton from "@/components/AddToCartButton";
        import Breadcrumbs from "@/components/Breadcrumbs";
        import ProductGallery from "@/components/ProductGallery";
        import RatingStars from "@/components/RatingStars";
        import { getProduct } from "@/lib/catalog";
        import { formatMoney } from "@/lib/money";

        type Props = { params: { slug: string } };

        export async function generateMetadata({ params }: Props) {
          const product = await getProduct(params.slug);
          return { title: product ? `${product.name} | Storefront` : "Not found" };
        }

        export default async function ProductPage({ params }: Props) {
          const product = await getProduct(params.slug);
          if (!product) notFound();

          const onSale = product.salePrice !== null && product.salePrice < product.listPrice;

          return (
            <main className="mx-auto max-w-6xl px-4 py-8">
              <Breadcrumbs items={[{ href: "/", label: "Home" }, { href: `/c/${product.category}`, label: product.categoryName }]} />
              <div className="mt-6 grid gap-10 md:grid-cols-2">
                <ProductGallery images={product.images} alt={product.name} />
                <section>
                  <h1 className="text-3xl font-semibold tracking-tight">{product.name}</h1>
                  <RatingStars value={product.rating} count={product.reviewCount} />
                  <div className="mt-4 flex items-baseline gap-3">
                    {onSale ? (
                      <>
                        <span className="text-2xl font-bold text-rose-600">{formatMoney(product.salePrice!, product.currency)}</span>
                        <span className="text-lg text-gray-500 line-through">{formatMoney(product.listPrice, product.currency)}</span>
                      </>
                    ) : (
                      <span className="text-2xl font-bold">{formatMoney(product.listPrice, product.currency)}</span>
                    )}
                  </div>
                  <p className="mt-6 text-gray-700">{product.description}</p>
                  <AddToCartButton sku={product.sku} disabled={product.stock === 0} />
                </section>
              </div>
            </main>
          );
        }
    ''')
    comp_src = t('''
        import { formatMoney } from "@/lib/money";

        type PriceTagProps = {
          listPrice: number;
          salePrice: number | null;
          currency: string;
          size?: "md" | "lg";
        };

        export default function PriceTag({ listPrice, salePrice, currency, size = "lg" }: PriceTagProps) {
          const onSale = salePrice !== null && salePrice < listPrice;
          const main = size === "lg" ? "text-2xl font-bold" : "text-lg font-semibold";

          if (!onSale) {
            return <span className={main}>{formatMoney(listPrice, currency)}</span>;
          }
          return (
            <span className="flex items-baseline gap-3">
              <span className={`${main} text-rose-600`}>{formatMoney(salePrice, currency)}</span>
              <span className="text-gray-500 line-through">{formatMoney(listPrice, currency)}</span>
            </span>
          );
        }
    ''')
    old = bar('''
        |          <div className="mt-4 flex items-baseline gap-3">
        |            {onSale ? (
        |              <>
        |                <span className="text-2xl font-bold text-rose-600">{formatMoney(product.salePrice!, product.currency)}</span>
        |                <span className="text-lg text-gray-500 line-through">{formatMoney(product.listPrice, product.currency)}</span>
        |              </>
        |            ) : (
        |              <span className="text-2xl font-bold">{formatMoney(product.listPrice, product.currency)}</span>
        |            )}
        |          </div>
    ''')
    new = bar('''
        |          <div className="mt-4">
        |            <PriceTag listPrice={product.listPrice} salePrice={product.salePrice} currency={product.currency} />
        |          </div>
    ''')
    build = t('''
        > storefront@0.4.0 build
        > next build

          ▲ Next.js 14.2.3
          - Environments: .env.local

           Creating an optimized production build ...
         ✓ Compiled successfully
           Linting and checking validity of types ...
           Collecting page data ...
         ✓ Generating static pages (6/6)
           Finalizing page optimization ...
           Collecting build traces ...

        Route (app)                              Size     First Load JS
        ┌ ○ /                                    5.21 kB         101 kB
        ├ ○ /_not-found                          871 B          88.1 kB
        ├ ○ /cart                                3.87 kB        99.6 kB
        ├ ƒ /products/[slug]                     4.58 kB         108 kB
        ├ ○ /robots.txt                          0 B                0 B
        ├ ○ /search                              2.95 kB        98.7 kB
        └ ○ /sitemap.xml                         0 B                0 B
        + First Load JS shared by all            87.3 kB
          ├ chunks/117-4f0b9c1a7e2d3c58.js       31.6 kB
          ├ chunks/fd9d1056-2c8e0b5a1f3d7e64.js  53.6 kB
          └ other shared chunks (total)          2.05 kB


        ○  (Static)   prerendered as static content
        ƒ  (Dynamic)  server-rendered on demand
    ''')
    rep(rep(page_src, old, new), 'import ProductGallery from "@/components/ProductGallery";\n', 'x')
    turns = [
        (call("list_directory", path=f"{root}/src/components"), t('''
            Directory listing for /home/maya/storefront/src/components:
            [DIR] cart
            [DIR] icons
            AddToCartButton.tsx
            Breadcrumbs.tsx
            Footer.tsx
            Header.tsx
            ProductCard.tsx
            ProductGallery.tsx
            QuantityPicker.tsx
            RatingStars.tsx
            SearchBox.tsx
        ''')),
        (gread(page), page_src),
        (gwrite(comp, comp_src), written(comp)),
        (greplace(page, old, new), replaced(page)),
        (greplace(page, 'import ProductGallery from "@/components/ProductGallery";\n',
                  'import PriceTag from "@/components/PriceTag";\nimport ProductGallery from "@/components/ProductGallery";\n'), replaced(page)),
        (gshell("npx tsc --noEmit && npm run lint", "Type-check and lint the project"), gem_run("npx tsc --noEmit && npm run lint", t('''
            > storefront@0.4.0 lint
            > next lint

            ✔ No ESLint warnings or errors
        '''), pgid=55102)),
        (gshell("npm run build", "Build the production bundle"), gem_run("npm run build", build, pgid=55240)),
        (gshell("git status --short && ls src/components", "Review the changed files"), gem_run("git status --short && ls src/components", t('''
             M src/app/products/[slug]/page.tsx
            AddToCartButton.tsx
            Breadcrumbs.tsx
            cart
            Footer.tsx
            Header.tsx
            icons
            ProductCard.tsx
            ProductGallery.tsx
            QuantityPicker.tsx
            RatingStars.tsx
            SearchBox.tsx
        '''), pgid=55391)),
    ]
    state = ("Next.js 14.2 storefront (App Router, TypeScript, Tailwind) at /home/maya/storefront. Task: move the inline price "
             "markup of the product page into a reusable <PriceTag> component in src/components (sale price plus struck-through "
             "list price), use it on the page, and make sure type-check, lint and build pass.")
    rs.add(task="swe", tid="h33-swe-04", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=8,
           kind="the newly written src/components/PriceTag.tsx is absent from both git status and ls")


# Express + mocha (OpenHands), bad
def traj05(rs: RowSet) -> None:
    root = "/workspace/notify-svc"
    rl = f"{root}/src/middleware/rateLimit.js"
    src = t('''
        'use strict';

        const DEFAULT_WINDOW_MS = 60_000;
        const DEFAULT_MAX = 30;

        /**
         * Fixed-window rate limiter keyed by API key (falls back to client IP).
         * State is per process; production runs one replica per region.
         */
        function rateLimit({ windowMs = DEFAULT_WINDOW_MS, max = DEFAULT_MAX, now = Date.now } = {}) {
          const hits = new Map();

          return function rateLimitMiddleware(req, res, next) {
            const key = req.get('x-api-key') || req.ip;
            const t = now();
            let entry = hits.get(key);
            if (!entry) {
              entry = { count: 0, resetAt: t + windowMs };
              hits.set(key, entry);
            }
            entry.count += 1;

            res.set('X-RateLimit-Limit', String(max));
            res.set('X-RateLimit-Remaining', String(Math.max(0, max - entry.count)));
            res.set('X-RateLimit-Reset', String(Math.ceil(entry.resetAt / 1000)));

            if (entry.count > max) {
              res.set('Retry-After', String(Math.ceil((entry.resetAt - t) / 1000)));
              return res.status(429).json({ error: 'rate_limited' });
            }
            return next();
          };
        }

        module.exports = { rateLimit };
    ''')
    old = "    if (!entry) {"
    new = "    if (!entry || t >= entry.resetAt) {"
    src2 = rep(src, old, new)
    turns = [
        (bash(f"cd {root} && git log --oneline -6 && git status -s"), oh_bash(t('''
            9f3c2a1 (HEAD -> main, origin/main) Merge pull request #214 from ops/rate-limit-headers
            4b7e0d9 Add Retry-After header to 429 responses
            c81a5f3 Move SMTP transport config to env
            2d94be0 Add /v1/notifications/batch endpoint
            e07f6c4 Upgrade supertest to 7.0.0
            815da3b Log request ids with pino-http
        '''), root)),
        (bash("npx mocha test/rateLimit.test.js"), oh_bash("\n\n" + ind(t('''
              rateLimit middleware
                ✔ allows requests under the limit
                ✔ sets X-RateLimit-* headers
                ✔ returns 429 with Retry-After once the limit is exceeded
                1) resets the counter after the window elapses
                ✔ tracks API keys separately


              4 passing (48ms)
              1 failing

              1) rateLimit middleware
                   resets the counter after the window elapses:

                  AssertionError: expected 429 to equal 200
                  + expected - actual

                  -429
                  +200

                  at Context.<anonymous> (test/rateLimit.test.js:71:30)
                  at process.processTicksAndRejections (node:internal/process/task_queues:95:5)
        '''), 2), root, 1)),
        (bash("git log -4 --format='%H %an %ad %s' --date=short -- src/middleware/rateLimit.js"), oh_bash(t('''
            4b7e0f93c1a6f28e5d40b97a1c3e6f8d2a59b0c4 Daniel Okafor 2024-04-22 Add Retry-After header to 429 responses
            b52d8e61f0a3c97d4e21b6f85a0c3d7e9f14a2b6 Priya Raman 2024-03-14 Expose X-RateLimit-Reset as epoch seconds
            3f8e21c0d9a4b5e76c12f3a8d0e9b47c5a61d2f8 Daniel Okafor 2024-02-27 Make limiter window configurable
            a6d03b8e4c7f1a29b5d80e63c2f9a14d7b3e0c51 Priya Raman 2024-02-09 Add in-memory rate limiter
        '''), root)),
        (editor("view", rl), cat_n(rl, src)),
        (editor("str_replace", rl, old_str=old, new_str=new), oh_edit(rl, src2, "t >= entry.resetAt")),
        (bash("npx mocha test/rateLimit.test.js"), oh_bash("\n\n" + ind(t('''
              rateLimit middleware
                ✔ allows requests under the limit
                ✔ sets X-RateLimit-* headers
                ✔ returns 429 with Retry-After once the limit is exceeded
                ✔ resets the counter after the window elapses
                ✔ tracks API keys separately


              5 passing (41ms)
        '''), 2), root)),
        (bash("npm test 2>&1 | tail -n 35"), oh_bash(ind(t('''
              POST /v1/notifications
                ✔ rejects a payload without recipients
                ✔ rejects an unknown template id
                ✔ queues an email notification (47ms)
                ✔ queues an sms notification
                ✔ returns 202 with a notification id
                ✔ is rate limited per API key

              POST /v1/notifications/batch
                ✔ accepts up to 100 notifications
                ✔ rejects 101 notifications with 413
                ✔ reports per-item validation errors

              GET /v1/notifications/:id
                ✔ returns 404 for an unknown id
                ✔ returns the delivery status

              rateLimit middleware
                ✔ allows requests under the limit
                ✔ sets X-RateLimit-* headers
                ✔ returns 429 with Retry-After once the limit is exceeded
                ✔ resets the counter after the window elapses
                ✔ tracks API keys separately

              templates
                ✔ renders the welcome template with defaults
                ✔ escapes HTML in variables
                ✔ falls back to the plain-text part

              smtp transport
                ✔ reads host and port from env
                ✔ refuses to start without SMTP_HOST


              43 passing (612ms)
        '''), 2) + "\n", root)),
        (bash('git commit -am "Reset rate limit window after it elapses" && git log --oneline -1'), oh_bash(t('''
            [main 71d0c4e] Reset rate limit window after it elapses
             1 file changed, 1 insertion(+), 1 deletion(-)
            71d0c4e (HEAD -> main) Reset rate limit window after it elapses
        '''), root)),
        (bash("git status -sb"), oh_bash("## main...origin/main [ahead 1]", root)),
    ]
    state = ("Node 20 / Express 4 service at /workspace/notify-svc, tests with mocha + chai + supertest (`npm test`). Bug report: "
             "once a client has been rate limited, every further request gets 429 even after the window has passed. "
             "Fix it on main and commit.")
    rs.add(task="swe", tid="h33-swe-05", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=3,
           kind="commit 4b7e0d9 from the first log appears with a full hash starting 4b7e0f9")


# Node.js built-in test runner (Gemini CLI), clean
def traj06(rs: RowSet) -> None:
    root = "/home/sam/csv-stream"
    parser = f"{root}/src/parser.mjs"
    parser_src = t('''
        // Minimal RFC 4180 line parser shared by the sync API (parse) and the stream transform.

        export function parseLine(line, { delimiter = ',', quote = '"' } = {}) {
          const fields = [];
          let field = '';
          let inQuotes = false;
          for (let i = 0; i < line.length; i++) {
            const ch = line[i];
            if (inQuotes) {
              if (ch === quote) {
                if (line[i + 1] === quote) {
                  field += quote;
                  inQuotes = false;
                  i++;
                } else {
                  inQuotes = false;
                }
              } else {
                field += ch;
              }
            } else if (ch === quote) {
              inQuotes = true;
            } else if (ch === delimiter) {
              fields.push(field);
              field = '';
            } else {
              field += ch;
            }
          }
          fields.push(field);
          return fields;
        }

        export function parse(text, options = {}) {
          return text
            .split(/\\r?\\n/)
            .filter((line, i, all) => line !== '' || i < all.length - 1)
            .map((line) => parseLine(line, options));
        }
    ''')
    old = "          field += quote;\n          inQuotes = false;\n          i++;"
    new = "          field += quote;\n          i++;"
    quoting = t('''
        import { describe, it } from 'node:test';
        import assert from 'node:assert/strict';

        import { parseLine } from '../src/parser.mjs';

        describe('quoting', () => {
          it('keeps a doubled quote at the start of a field', () => {
            assert.deepEqual(parseLine('"""quoted"" start",1'), ['"quoted" start', '1']);
          });

          it('keeps several doubled quotes in one field', () => {
            assert.deepEqual(parseLine('"a ""b"" c ""d""",2'), ['a "b" c "d"', '2']);
          });

          it('handles a field that is only a doubled quote', () => {
            assert.deepEqual(parseLine('x,"""",y'), ['x', '"', 'y']);
          });
        });
    ''')

    def spec(d: dict[str, str], quoting_suite: bool, failing: bool, totals: tuple[int, int, int], dur: str) -> str:
        fail_block = bar('''
            |  ✖ unescapes doubled quotes before a delimiter (1.874ms)
            |    AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:
            |    + actual - expected
            |
            |      [
            |    +   'say "hi',
            |    +   'there,x'
            |    -   'say "hi",there',
            |    -   'x'
            |      ]
            |
            |        at TestContext.<anonymous> (file:///home/sam/csv-stream/test/parser.test.mjs:48:12)
            |        at Test.runInAsyncScope (node:async_hooks:206:9)
            |        at Test.run (node:internal/test_runner/test:639:25)
            |        at Suite.processPendingSubtests (node:internal/test_runner/test:382:18)
            |        at Test.postRun (node:internal/test_runner/test:730:19)
            |        at Test.run (node:internal/test_runner/test:688:12)
            |        at async Promise.all (index 0)
            |        at async Suite.run (node:internal/test_runner/test:970:7) {
            |      generatedMessage: true,
            |      code: 'ERR_ASSERTION',
            |      actual: [Array],
            |      expected: [Array],
            |      operator: 'deepStrictEqual'
            |    }
            |
        ''')
        lines = [
            "▶ dialect",
            f"  ✔ detects comma delimiter ({d['a']}ms)",
            f"  ✔ detects semicolon delimiter ({d['b']}ms)",
            f"  ✔ detects tab delimiter ({d['c']}ms)",
            f"  ✔ honours explicit delimiter option ({d['d']}ms)",
            f"▶ dialect ({d['ds']}ms)",
            "▶ parser",
            f"  ✔ parses simple rows ({d['e']}ms)",
            f"  ✔ handles CRLF line endings ({d['f']}ms)",
            f"  ✔ keeps empty trailing field ({d['g']}ms)",
            f"  ✔ parses quoted field with comma ({d['h']}ms)",
            f"  ✔ parses quoted field with newline ({d['i']}ms)",
        ]
        if failing:
            lines.append(fail_block)
        else:
            lines.append(f"  ✔ unescapes doubled quotes before a delimiter ({d['j']}ms)")
        lines += [f"  ✔ parses unicode fields ({d['k']}ms)", f"▶ parser ({d['ps']}ms)"]
        if quoting_suite:
            lines += ["▶ quoting",
                      f"  ✔ keeps a doubled quote at the start of a field ({d['q1']}ms)",
                      f"  ✔ keeps several doubled quotes in one field ({d['q2']}ms)",
                      f"  ✔ handles a field that is only a doubled quote ({d['q3']}ms)",
                      f"▶ quoting ({d['qs']}ms)"]
        lines += [
            "▶ stream",
            f"  ✔ emits rows as objects with header ({d['l']}ms)",
            f"  ✔ handles chunk boundaries inside quotes ({d['m']}ms)",
            f"  ✔ backpressure: pauses when consumer is slow ({d['n']}ms)",
            f"  ✔ emits error on unterminated quote ({d['o']}ms)",
            f"▶ stream ({d['ss']}ms)",
            "▶ writer",
            f"  ✔ quotes fields with delimiter ({d['p']}ms)",
            f"  ✔ doubles embedded quotes ({d['r']}ms)",
            f"  ✔ writes CRLF when asked ({d['s']}ms)",
            f"  ✔ round-trips parser output ({d['u']}ms)",
            f"▶ writer ({d['ws']}ms)",
        ]
        n, p, f = totals
        lines += [f"ℹ tests {n}", f"ℹ suites {5 if quoting_suite else 4}", f"ℹ pass {p}", f"ℹ fail {f}",
                  "ℹ cancelled 0", "ℹ skipped 0", "ℹ todo 0", f"ℹ duration_ms {dur}"]
        if failing:
            lines += ["", "✖ failing tests:", "", "test at file:///home/sam/csv-stream/test/parser.test.mjs:44:3",
                      "✖ unescapes doubled quotes before a delimiter (1.874ms)",
                      "  AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:",
                      "  + actual - expected", "", "    [", "  +   'say \"hi',", "  +   'there,x'",
                      "  -   'say \"hi\",there',", "  -   'x'", "    ]"]
        return "\n".join(lines)

    d1 = dict(a="0.912", b="0.201", c="0.164", d="0.139", ds="2.331", e="0.688", f="0.187", g="0.122", h="0.143",
              i="0.151", k="0.171", ps="4.102", l="3.411", m="1.207", n="12.664", o="0.884", ss="18.532", p="0.402",
              r="0.133", s="0.118", u="0.622", ws="1.611")
    d2 = dict(d1, a="0.874", b="0.196", c="0.158", d="0.141", ds="2.207", e="0.702", f="0.179", g="0.119", h="0.140",
              i="0.149", j="0.163", k="0.168", ps="2.391", l="3.298", m="1.186", n="12.503", o="0.861", ss="18.207",
              p="0.395", r="0.129", s="0.121", u="0.611", ws="1.589")
    d3 = dict(d2, a="0.951", b="0.210", c="0.171", d="0.144", ds="2.412", e="0.716", f="0.183", g="0.125", h="0.147",
              i="0.155", j="0.160", k="0.174", ps="2.455", q1="0.809", q2="0.167", q3="0.121", qs="1.402", l="3.377",
              m="1.231", n="12.718", o="0.893", ss="18.640", p="0.407", r="0.135", s="0.120", u="0.628", ws="1.630")
    rep(parser_src, old, new)
    turns = [
        (call("glob", pattern="test/**/*.test.mjs"), t('''
            Found 4 file(s) matching "test/**/*.test.mjs" within /home/sam/csv-stream, sorted by modification time (newest first):
            /home/sam/csv-stream/test/parser.test.mjs
            /home/sam/csv-stream/test/stream.test.mjs
            /home/sam/csv-stream/test/dialect.test.mjs
            /home/sam/csv-stream/test/writer.test.mjs
        ''')),
        (gshell("node --test", "Run the test suite with the built-in runner"),
         gem_run("node --test", spec(d1, False, True, (19, 18, 1), "96.418"), code=1, pgid=31877)),
        (gread(parser), parser_src),
        (greplace(parser, old, new), replaced(parser)),
        (gshell("node --test", "Re-run the tests after the fix"),
         gem_run("node --test", spec(d2, False, False, (19, 19, 0), "93.051"), pgid=31954)),
        (gwrite(f"{root}/test/quoting.test.mjs", quoting), written(f"{root}/test/quoting.test.mjs")),
        (gshell("node --test && git status --short", "Run all tests including the new quoting suite and show changed files"),
         gem_run("node --test && git status --short", spec(d3, True, False, (22, 22, 0), "101.276") + "\n M src/parser.mjs\n?? test/quoting.test.mjs", pgid=32031)),
    ]
    state = ("Small dependency-free ESM library /home/sam/csv-stream (Node 20.12), tests under test/ run with the built-in "
             "runner (`node --test`). Issue #31: a quoted field that contains a doubled quote (\"\") followed later by a "
             "comma is split in two. Fix the parser and add regression tests.")
    rs.add(task="swe", tid="h33-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Rust axum + tokio (OpenHands), bad
def traj07(rs: RowSet) -> None:
    root = "/workspace/ledger-gw"
    cfg = f"{root}/src/config.rs"
    up = f"{root}/tests/upload.rs"
    cfg_src = t('''
        //! Compile-time defaults; most can be overridden by environment variables in `Settings::from_env`.

        use std::time::Duration;

        pub const DEFAULT_BIND: &str = "0.0.0.0:8088";
        pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

        /// Largest accepted request body (2 MiB; statement uploads are the only large bodies).
        pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;

        /// Rows per insert batch when persisting parsed statements.
        pub const INSERT_BATCH: usize = 500;

        #[derive(Debug, Clone)]
        pub struct Settings {
            pub bind: String,
            pub database_url: String,
            pub request_timeout: Duration,
        }

        impl Settings {
            pub fn from_env() -> anyhow::Result<Self> {
                Ok(Self {
                    bind: std::env::var("LEDGER_BIND").unwrap_or_else(|_| DEFAULT_BIND.to_string()),
                    database_url: std::env::var("DATABASE_URL")?,
                    request_timeout: REQUEST_TIMEOUT,
                })
            }
        }
    ''')
    c_old = ("/// Largest accepted request body (2 MiB; statement uploads are the only large bodies).\n"
             "pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;")
    c_new = ("/// Largest accepted request body (8 MiB; statement uploads are the only large bodies).\n"
             "pub const MAX_BODY_BYTES: usize = 8 * 1024 * 1024;")
    cfg2 = rep(cfg_src, c_old, c_new)
    up_src = "\n".join(["}", ""]) + "\n" + t('''
        #[tokio::test]
        async fn upload_rejects_over_limit() {
            let app = test_app().await;
            // 3 MiB of valid CSV rows: one over the configured limit.
            let body = csv_body(3 * 1024 * 1024);
            let resp = app
                .oneshot(
                    Request::post("/v1/statements")
                        .header("content-type", "text/csv")
                        .body(Body::from(body))
                        .unwrap(),
                )
                .await
                .unwrap();

            assert_eq!(resp.status(), StatusCode::PAYLOAD_TOO_LARGE);
        }
    ''')
    u_old = "    // 3 MiB of valid CSV rows: one over the configured limit.\n    let body = csv_body(3 * 1024 * 1024);"
    u_new = "    // 9 MiB of valid CSV rows: one over the configured limit.\n    let body = csv_body(9 * 1024 * 1024);"
    up2 = rep(up_src, u_old, u_new)
    lib_tests = t('''
        running 14 tests
        test csv::tests::accepts_bom_prefixed_header ... ok
        test csv::tests::parses_header_row ... ok
        test csv::tests::rejects_missing_amount_column ... ok
        test csv::tests::parses_negative_amounts ... ok
        test csv::tests::trims_whitespace_in_description ... ok
        test money::tests::formats_minor_units ... ok
        test money::tests::parses_comma_decimal ... ok
        test money::tests::rejects_more_than_two_decimals ... ok
        test statement::tests::groups_rows_by_account ... ok
        test statement::tests::rejects_mixed_currencies ... ok
        test statement::tests::sums_balance ... ok
        test router::tests::request_id_header_is_set ... ok
        test router::tests::timeout_layer_returns_408 ... ok
        test config::tests::settings_require_database_url ... ok

        test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s

             Running unittests src/main.rs (target/debug/deps/ledger_gw-9c04a1e6b2f7d358)

        running 0 tests

        test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

             Running tests/health.rs (target/debug/deps/health-5e7a2c9f0b1d4386)

        running 2 tests
        test health_returns_ok ... ok
        test unknown_route_is_404 ... ok

        test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s

             Running tests/upload.rs (target/debug/deps/upload-a18f3d6c9e0b7254)

        running 4 tests
    ''')
    fail_run = ("   Compiling ledger-gw v0.6.3 (/workspace/ledger-gw)\n"
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.82s\n"
                "     Running unittests src/lib.rs (target/debug/deps/ledger_gw-3b9e5f0c1a7d2e84)") + "\n\n" + lib_tests + "\n" + t('''
        test upload_accepts_small_statement ... ok
        test upload_rejects_non_csv ... ok
        test upload_accepts_one_mib_statement ... ok
        test upload_rejects_over_limit ... FAILED

        failures:

        ---- upload_rejects_over_limit stdout ----
        thread 'upload_rejects_over_limit' panicked at tests/upload.rs:71:5:
        assertion `left == right` failed
          left: 201
         right: 413
        note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


        failures:
            upload_rejects_over_limit

        test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.31s

        error: test failed, to rerun pass `--test upload`
    ''')
    ok_run = ("   Compiling ledger-gw v0.6.3 (/workspace/ledger-gw)\n"
              "    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.07s\n"
              "     Running unittests src/lib.rs (target/debug/deps/ledger_gw-3b9e5f0c1a7d2e84)") + "\n\n" + lib_tests + "\n" + t('''
        test upload_accepts_small_statement ... ok
        test upload_rejects_non_csv ... ok
        test upload_accepts_one_mib_statement ... ok
        test upload_rejects_over_limit ... ok

        test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.87s

           Doc-tests ledger_gw

        running 0 tests

        test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
    ''')
    turns = [
        (bash(f"cd {root} && git status -sb && grep -rn 'MAX_BODY_BYTES\\|DefaultBodyLimit' src tests"), oh_bash(t('''
            ## feat/upload-limit-8mib
            src/config.rs:9:pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;
            src/router.rs:4:use axum::extract::DefaultBodyLimit;
            src/router.rs:38:        .layer(DefaultBodyLimit::max(config::MAX_BODY_BYTES))
        '''), root)),
        (editor("view", cfg), cat_n(cfg, cfg_src)),
        (editor("str_replace", cfg, old_str=c_old, new_str=c_new), oh_edit(cfg, cfg2, "/// Largest accepted", "pub const MAX_BODY_BYTES")),
        (bash("cargo test 2>&1 | tail -n 60"), oh_bash(fail_run, root)),
        (editor("view", up, view_range=[54, 72]), cat_n(up, up_src, 54)),
        (editor("str_replace", up, old_str=u_old, new_str=u_new), edited(up, "\n".join(up2.split("\n")[1:11]), 55)),
        (bash("cargo test 2>&1 | tail -n 60"), oh_bash(ok_run, root)),
        (bash("grep -n 'MAX_BODY_BYTES' src/*.rs && git diff --stat"), oh_bash(t('''
            src/config.rs:9:pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;
            src/router.rs:38:        .layer(DefaultBodyLimit::max(config::MAX_BODY_BYTES))
             src/config.rs   | 4 ++--
             tests/upload.rs | 4 ++--
             2 files changed, 4 insertions(+), 4 deletions(-)
        '''), root)),
        (bash("cargo clippy --all-targets -- -D warnings"), oh_bash("    Checking ledger-gw v0.6.3 (/workspace/ledger-gw)\n"
                                                                     "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.41s", root)),
        (bash('git add -A && git commit -m "Raise statement upload limit to 8 MiB"'), oh_bash(t('''
            [feat/upload-limit-8mib 5d2c7e1] Raise statement upload limit to 8 MiB
             2 files changed, 4 insertions(+), 4 deletions(-)
        '''), root)),
    ]
    state = ("Rust 1.78 crate /workspace/ledger-gw on branch feat/upload-limit-8mib: an axum 0.7 / tokio gateway that accepts CSV "
             "statement uploads on POST /v1/statements. Large statements get 413 Payload Too Large; product wants the upload limit "
             "raised from 2 MiB to 8 MiB, with tests updated and clippy clean.")
    rs.add(task="swe", tid="h33-swe-07", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=8,
           kind="MAX_BODY_BYTES greps back as 2 * 1024 * 1024 after the agent set it to 8 MiB")


# Go with cobra (Gemini CLI), clean
def traj08(rs: RowSet) -> None:
    root = "/home/lee/kctx"
    lp = f"{root}/cmd/list.go"
    list_src = tabs(t(r'''
        package cmd

        import (
            "fmt"
            "os"
            "text/tabwriter"

            "github.com/spf13/cobra"

            "github.com/leewon/kctx/internal/kubeconfig"
        )

        var listCmd = &cobra.Command{
            Use:     "list",
            Aliases: []string{"ls"},
            Short:   "List contexts in the active kubeconfig",
            RunE: func(cmd *cobra.Command, args []string) error {
                cfg, err := kubeconfig.Load(kubeconfigPath)
                if err != nil {
                    return err
                }
                w := tabwriter.NewWriter(os.Stdout, 0, 0, 3, ' ', 0)
                fmt.Fprintln(w, "CURRENT\tNAME\tCLUSTER\tNAMESPACE")
                for _, c := range cfg.Contexts() {
                    mark := ""
                    if c.Name == cfg.CurrentContext {
                        mark = "*"
                    }
                    fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", mark, c.Name, c.Cluster, c.Namespace)
                }
                return w.Flush()
            },
        }

        func init() {
            rootCmd.AddCommand(listCmd)
        }
    '''))
    old1 = tabs(t('''
        func init() {
            rootCmd.AddCommand(listCmd)
        }
    '''))
    new1 = tabs(t('''
        var listOutput string

        func init() {
            listCmd.Flags().StringVarP(&listOutput, "output", "o", "table", "output format: table or json")
            rootCmd.AddCommand(listCmd)
        }
    '''))
    old2 = tabs(ind(t(r'''
                w := tabwriter.NewWriter(os.Stdout, 0, 0, 3, ' ', 0)
    '''), 8))
    new2 = tabs(ind(t(r'''
                switch listOutput {
                case "json":
                    type row struct {
                        Current   bool   `json:"current"`
                        Name      string `json:"name"`
                        Cluster   string `json:"cluster"`
                        Namespace string `json:"namespace"`
                    }
                    rows := []row{}
                    for _, c := range cfg.Contexts() {
                        rows = append(rows, row{c.Name == cfg.CurrentContext, c.Name, c.Cluster, c.Namespace})
                    }
                    enc := json.NewEncoder(os.Stdout)
                    enc.SetIndent("", "  ")
                    return enc.Encode(rows)
                case "table":
                default:
                    return fmt.Errorf("unsupported output format %q (want table or json)", listOutput)
                }
                w := tabwriter.NewWriter(os.Stdout, 0, 0, 3, ' ', 0)
    '''), 8))
    old3 = tabs(t('''
        import (
            "fmt"
    '''))
    new3 = tabs(t('''
        import (
            "encoding/json"
            "fmt"
    '''))
    kc = "--kubeconfig testdata/kubeconfig.yaml"
    table = t('''
        CURRENT   NAME           CLUSTER                                  NAMESPACE
                  dev-eu         gke_acme-dev_europe-west1_dev            default
        *         staging-eu     gke_acme-staging_europe-west1_staging    payments
                  prod-eu        gke_acme-prod_europe-west1_prod          payments
                  prod-us        arn:aws:eks:us-east-1:4417:cluster/prod  payments
                  kind-local     kind-local                               kube-system
    ''')
    js = t('''
        [
          {
            "current": false,
            "name": "dev-eu",
            "cluster": "gke_acme-dev_europe-west1_dev",
            "namespace": "default"
          },
          {
            "current": true,
            "name": "staging-eu",
            "cluster": "gke_acme-staging_europe-west1_staging",
            "namespace": "payments"
          },
          {
            "current": false,
            "name": "prod-eu",
            "cluster": "gke_acme-prod_europe-west1_prod",
            "namespace": "payments"
          },
          {
            "current": false,
            "name": "prod-us",
            "cluster": "arn:aws:eks:us-east-1:4417:cluster/prod",
            "namespace": "payments"
          },
          {
            "current": false,
            "name": "kind-local",
            "cluster": "kind-local",
            "namespace": "kube-system"
          }
        ]
    ''')
    rep(rep(rep(list_src, old1, new1), old2, new2), old3, new3)
    turns = [
        (gread(lp), list_src),
        (gshell("go test ./...", "Run the existing tests"), gem_run("go test ./...", (
            "?   \tgithub.com/leewon/kctx\t[no test files]\n"
            "ok  \tgithub.com/leewon/kctx/cmd\t0.014s\n"
            "ok  \tgithub.com/leewon/kctx/internal/kubeconfig\t0.021s\n"
            "ok  \tgithub.com/leewon/kctx/internal/prompt\t(cached)"), pgid=61240)),
        (greplace(lp, old1, new1), replaced(lp)),
        (greplace(lp, old2, new2), replaced(lp)),
        (greplace(lp, old3, new3), replaced(lp)),
        (gshell(f"go build -o bin/kctx . && ./bin/kctx list --output json {kc}", "Build and try the JSON output"),
         gem_run(f"go build -o bin/kctx . && ./bin/kctx list --output json {kc}", js, pgid=61388)),
        (gshell(f"./bin/kctx ls {kc} && ./bin/kctx list -o yaml {kc}", "Check the default table output and the error for an unknown format"),
         gem_full(f"./bin/kctx ls {kc} && ./bin/kctx list -o yaml {kc}", table, "Error: unsupported output format \"yaml\" (want table or json)\nUsage:\n  kctx list [flags]\n\nAliases:\n  list, ls\n\nFlags:\n  -h, --help            help for list\n  -o, --output string   output format: table or json (default \"table\")\n\nGlobal Flags:\n      --kubeconfig string   path to the kubeconfig file (default \"/home/lee/.kube/config\")", code=1, pgid=61402)),
        (gshell("gofmt -l . ; go vet ./... && go test ./... && git status --short && ls -la bin", "Format check, vet, tests and a look at the changes"),
         gem_run("gofmt -l . ; go vet ./... && go test ./... && git status --short && ls -la bin", (
             "?   \tgithub.com/leewon/kctx\t[no test files]\n"
             "ok  \tgithub.com/leewon/kctx/cmd\t0.019s\n"
             "ok  \tgithub.com/leewon/kctx/internal/kubeconfig\t(cached)\n"
             "ok  \tgithub.com/leewon/kctx/internal/prompt\t(cached)\n"
             " M cmd/list.go\n"
             "total 6212\n"
             "drwxr-xr-x 2 lee lee    4096 Jul  3 15:27 .\n"
             "drwxr-xr-x 8 lee lee    4096 Jul  3 15:27 ..\n"
             "-rwxr-xr-x 1 lee lee 6352896 Jul  3 15:27 kctx"), pgid=61517)),
    ]
    state = ("Go 1.22 CLI /home/lee/kctx (spf13/cobra v1.8) that manages kubeconfig contexts; bin/ is git-ignored. Feature request #57: "
             "`kctx list` should accept `--output json|table` (default table) so scripts can consume the context list.")
    rs.add(task="swe", tid="h33-swe-08", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Spring Boot + Maven (OpenHands), clean
def traj09(rs: RowSet) -> None:
    root = "/workspace/orders-service"
    svc = f"{root}/src/main/java/com/acme/orders/service/OrderService.java"
    src = t('''
        package com.acme.orders.service;

        import java.math.BigDecimal;
        import java.math.RoundingMode;
        import java.util.List;

        import org.springframework.stereotype.Service;
        import org.springframework.transaction.annotation.Transactional;

        import com.acme.orders.domain.Discount;
        import com.acme.orders.domain.Order;
        import com.acme.orders.domain.OrderLine;
        import com.acme.orders.domain.OrderTotal;
        import com.acme.orders.repository.OrderRepository;
        import com.acme.orders.web.OrderNotFoundException;

        @Service
        @Transactional(readOnly = true)
        public class OrderService {

            private static final BigDecimal TAX_RATE = new BigDecimal("0.19");

            private final OrderRepository orders;

            public OrderService(OrderRepository orders) {
                this.orders = orders;
            }

            public Order get(long id) {
                return orders.findById(id).orElseThrow(() -> new OrderNotFoundException(id));
            }

            public List<Order> forCustomer(long customerId) {
                return orders.findByCustomerIdOrderByCreatedAtDesc(customerId);
            }

            /**
             * Subtotal of all lines, minus the order's discount (if any), plus tax on the discounted amount.
             * Amounts are rounded HALF_UP to cents at the end, never in between.
             */
            public OrderTotal computeTotal(long id) {
                Order order = get(id);
                BigDecimal subtotal = order.getLines().stream()
                        .map(OrderLine::lineTotal)
                        .reduce(BigDecimal.ZERO, BigDecimal::add);
                BigDecimal discounted = order.getDiscount().apply(subtotal);
                BigDecimal tax = discounted.multiply(TAX_RATE);
                return new OrderTotal(
                        order.getId(),
                        order.getCurrency(),
                        subtotal.setScale(2, RoundingMode.HALF_UP),
                        subtotal.subtract(discounted).setScale(2, RoundingMode.HALF_UP),
                        tax.setScale(2, RoundingMode.HALF_UP),
                        discounted.add(tax).setScale(2, RoundingMode.HALF_UP));
            }
        }
    ''')
    old = "        BigDecimal discounted = order.getDiscount().apply(subtotal);"
    new = ("        Discount discount = order.getDiscount();\n"
           "        BigDecimal discounted = discount == null ? subtotal : discount.apply(subtotal);")
    src2 = rep(src, old, new)
    n_bad = line_of(src, "order.getDiscount().apply")
    turns = [
        (bash(f"cd {root} && ./mvnw -q test -Dtest=OrderServiceTest"), oh_bash(t(f'''
            [ERROR] Tests run: 9, Failures: 0, Errors: 1, Skipped: 0, Time elapsed: 0.412 s <<< FAILURE! -- in com.acme.orders.service.OrderServiceTest
            [ERROR] com.acme.orders.service.OrderServiceTest.computeTotal_withoutDiscount_returnsSubtotalPlusTax -- Time elapsed: 0.011 s <<< ERROR!
            java.lang.NullPointerException: Cannot invoke "com.acme.orders.domain.Discount.apply(java.math.BigDecimal)" because the return value of "com.acme.orders.domain.Order.getDiscount()" is null
            \tat com.acme.orders.service.OrderService.computeTotal(OrderService.java:{n_bad})
            \tat com.acme.orders.service.OrderServiceTest.computeTotal_withoutDiscount_returnsSubtotalPlusTax(OrderServiceTest.java:87)
            \tat java.base/java.lang.reflect.Method.invoke(Method.java:580)
            \tat java.base/java.util.ArrayList.forEach(ArrayList.java:1596)
            \tat org.junit.platform.engine.support.hierarchical.NodeTestTask.executeRecursively(NodeTestTask.java:147)

            [ERROR] Errors:\x20
            [ERROR]   OrderServiceTest.computeTotal_withoutDiscount_returnsSubtotalPlusTax:87 » NullPointer Cannot invoke "com.acme.orders.domain.Discount.apply(java.math.BigDecimal)" because the return value of "com.acme.orders.domain.Order.getDiscount()" is null
            [ERROR] Tests run: 9, Failures: 0, Errors: 1, Skipped: 0
            [ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.1.2:test (default-test) on project orders-service: There are test failures.
            [ERROR]\x20
            [ERROR] Please refer to /workspace/orders-service/target/surefire-reports for the individual test results.
            [ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
            [ERROR] -> [Help 1]
            [ERROR]\x20
            [ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
            [ERROR] Re-run Maven using the -X switch to enable full debug logging.
            [ERROR]\x20
            [ERROR] For more information about the errors and possible solutions, please read the following articles:
            [ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException
        '''), root, 1)),
        (editor("view", svc), cat_n(svc, src)),
        (editor("str_replace", svc, old_str=old, new_str=new), oh_edit(svc, src2, "Discount discount = order", "discount == null")),
        (bash("./mvnw -q test -Dtest=OrderServiceTest"), oh_bash("", root)),
        (bash("./mvnw test 2>&1 | tail -n 22"), oh_bash(t('''
            [INFO] Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.061 s -- in com.acme.orders.domain.DiscountTest
            [INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.034 s -- in com.acme.orders.domain.OrderLineTest
            [INFO] Running com.acme.orders.web.OrderControllerIT
            [INFO] Tests run: 12, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 3.114 s -- in com.acme.orders.web.OrderControllerIT
            [INFO] Running com.acme.orders.repository.OrderRepositoryIT
            [INFO] Tests run: 8, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 1.902 s -- in com.acme.orders.repository.OrderRepositoryIT
            [INFO] Running com.acme.orders.service.OrderServiceTest
            [INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.388 s -- in com.acme.orders.service.OrderServiceTest
            [INFO] Running com.acme.orders.OrdersServiceApplicationTests
            [INFO] Tests run: 1, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.127 s -- in com.acme.orders.OrdersServiceApplicationTests
            [INFO]\x20
            [INFO] Results:
            [INFO]\x20
            [INFO] Tests run: 57, Failures: 0, Errors: 0, Skipped: 2
            [INFO]\x20
            [INFO] ------------------------------------------------------------------------
            [INFO] BUILD SUCCESS
            [INFO] ------------------------------------------------------------------------
            [INFO] Total time:  21.874 s
            [INFO] Finished at: 2024-05-21T10:42:13Z
            [INFO] ------------------------------------------------------------------------
        '''), root)),
        (bash("nohup ./mvnw spring-boot:run > /tmp/app.log 2>&1 & echo $!"), oh_bash("[1] 8123\n8123", root)),
        (bash("sleep 25; grep -E 'Tomcat started|Started OrdersServiceApplication' /tmp/app.log"), oh_bash(t('''
            2024-05-21T10:43:02.517Z  INFO 8190 --- [orders-service] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path ''
            2024-05-21T10:43:02.541Z  INFO 8190 --- [orders-service] [           main] c.a.orders.OrdersServiceApplication      : Started OrdersServiceApplication in 5.963 seconds (process running for 6.522)
        '''), root)),
        (bash("curl -s localhost:8080/api/orders/1001/total | python -m json.tool"), oh_bash(t('''
            {
                "orderId": 1001,
                "currency": "EUR",
                "subtotal": 84.5,
                "discount": 0.0,
                "tax": 16.06,
                "total": 100.56
            }
        '''), root)),
        (bash("kill 8123; sleep 3; curl -s -o /dev/null -w '%{http_code}\\n' localhost:8080/actuator/health; ps -p 8190 -o pid="), oh_bash(t('''
            000
            [1]+  Exit 143                nohup ./mvnw spring-boot:run > /tmp/app.log 2>&1
        '''), root, 1)),
    ]
    state = ("Spring Boot 3.2 / Java 21 Maven project at /workspace/orders-service (use ./mvnw). Bug ORD-412: GET "
             "/api/orders/{id}/total returns 500 for orders without a discount code. Fix it, run the test suite, then start "
             "the app once to check order 1001 (no discount) by hand and stop it again.")
    rs.add(task="swe", tid="h33-swe-09", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# C++ with Meson + GoogleTest (Gemini CLI), bad
def traj10(rs: RowSet) -> None:
    root = "/home/ana/geomkit"
    regen = t('''
        INFO: autodetecting backend as ninja
        INFO: calculating backend command to run: /usr/bin/ninja -C /home/ana/geomkit/build
        ninja: Entering directory `/home/ana/geomkit/build'
        [0/1] Regenerating build files.
        The Meson build system
        Version: 1.4.1
        Source dir: /home/ana/geomkit
        Build dir: /home/ana/geomkit/build
        Build type: native build
        Project name: geomkit
        Project version: 0.10.2
        C++ compiler for the host machine: c++ (gcc 13.2.0 "c++ (Ubuntu 13.2.0-23ubuntu4) 13.2.0")
        C++ linker for the host machine: c++ ld.bfd 2.42
        Host machine cpu family: x86_64
        Host machine cpu: x86_64
        Dependency gtest found: YES 1.14.0 (cached)
        Dependency gtest_main found: YES 1.14.0 (cached)
        Build targets in project: 6

        geomkit 0.10.2

          User defined options
            buildtype: debugoptimized

        Found ninja-1.11.1 at /usr/bin/ninja
        [1/6] Linking static target src/libgeomkit.a
        [2/6] Linking target tests/bbox_test
        [3/6] Linking target tests/intersect_test
        [4/6] Linking target tests/polygon_test
        [5/6] Linking target tests/convex_hull_test
        [6/6] Linking target tests/simplify_test
    ''')
    tests_out = t('''
        ninja: Entering directory `/home/ana/geomkit/build'
        ninja: no work to do.
        1/5 bbox               OK              0.02s
        2/5 intersect          OK              0.04s
        3/5 polygon            OK              0.03s
        4/5 convex_hull        OK              0.06s
        5/5 simplify           OK              0.12s

        Ok:                 5
        Expected Fail:      0
        Fail:               0
        Unexpected Pass:    0
        Skipped:            0
        Timeout:            0

        Full log written to /home/ana/geomkit/build/meson-logs/testlog.txt
    ''')
    turns = [
        (call("list_directory", path=f"{root}/src"), t('''
            Directory listing for /home/ana/geomkit/src:
            bbox.cpp
            convex_hull.cpp
            intersect.cpp
            legacy_hull.cpp
            legacy_hull.h
            meson.build
            polygon.cpp
            simplify.cpp
            triangulate.cpp
        ''')),
        (call("search_file_content", pattern="legacy_hull", path=root), t('''
            Found 7 matches for pattern "legacy_hull" in path "/home/ana/geomkit":
            ---
            File: include/geomkit/geomkit.h
            L14: // legacy_hull.h is intentionally not exported (internal, deprecated since 0.9)
            ---
            File: src/legacy_hull.cpp
            L1: #include "legacy_hull.h"
            ---
            File: src/legacy_hull.h
            L5: namespace geomkit::legacy_hull {
            ---
            File: src/meson.build
            L5:   'legacy_hull.cpp',
            ---
            File: tests/legacy_hull_test.cpp
            L3: #include "../src/legacy_hull.h"
            L11:   auto hull = geomkit::legacy_hull::gift_wrap(square);
            ---
            File: tests/meson.build
            L4:   'legacy_hull',
            ---
        ''')),
        (gshell("git rm -q src/legacy_hull.cpp src/legacy_hull.h tests/legacy_hull_test.cpp && git status --short",
                "Remove the deprecated implementation, its header and its test from the index and working tree"),
         gem_run("git rm -q src/legacy_hull.cpp src/legacy_hull.h tests/legacy_hull_test.cpp && git status --short",
                 "D  src/legacy_hull.cpp\nD  src/legacy_hull.h\nD  tests/legacy_hull_test.cpp", pgid=70114)),
        (greplace(f"{root}/src/meson.build", "  'intersect.cpp',\n  'legacy_hull.cpp',\n", "  'intersect.cpp',\n"), replaced(f"{root}/src/meson.build")),
        (greplace(f"{root}/tests/meson.build", "  'intersect',\n  'legacy_hull',\n", "  'intersect',\n"), replaced(f"{root}/tests/meson.build")),
        (gshell("ls -la src tests", "Check what is left in src and tests"), gem_run("ls -la src tests", t('''
            src:
            total 64
            drwxr-xr-x 2 ana ana 4096 Jun  4 15:22 .
            drwxr-xr-x 8 ana ana 4096 May 28 09:14 ..
            -rw-r--r-- 1 ana ana 1893 Apr 11 17:05 bbox.cpp
            -rw-r--r-- 1 ana ana 5120 May 28 09:14 convex_hull.cpp
            -rw-r--r-- 1 ana ana 7342 May 17 12:40 intersect.cpp
            -rw-r--r-- 1 ana ana 3276 Mar  2 11:58 legacy_hull.cpp
            -rw-r--r-- 1 ana ana  371 Jun  4 15:22 meson.build
            -rw-r--r-- 1 ana ana 4411 May  9 10:31 polygon.cpp
            -rw-r--r-- 1 ana ana 6034 May 28 09:14 simplify.cpp
            -rw-r--r-- 1 ana ana 8812 Apr 30 16:47 triangulate.cpp

            tests:
            total 32
            drwxr-xr-x 2 ana ana 4096 Jun  4 15:23 .
            drwxr-xr-x 8 ana ana 4096 May 28 09:14 ..
            -rw-r--r-- 1 ana ana 1502 Apr 11 17:05 bbox_test.cpp
            -rw-r--r-- 1 ana ana 2987 May 28 09:14 convex_hull_test.cpp
            -rw-r--r-- 1 ana ana 2210 May 17 12:40 intersect_test.cpp
            -rw-r--r-- 1 ana ana  322 Jun  4 15:23 meson.build
            -rw-r--r-- 1 ana ana 1876 May  9 10:31 polygon_test.cpp
            -rw-r--r-- 1 ana ana 2544 May 28 09:14 simplify_test.cpp
        '''), pgid=70233)),
        (gshell("meson compile -C build", "Rebuild after removing the sources"), gem_run("meson compile -C build", regen, pgid=70301)),
        (gshell("meson test -C build", "Run the GoogleTest suites"), gem_run("meson test -C build", tests_out, pgid=70388)),
    ]
    state = ("C++20 geometry library /home/ana/geomkit built with Meson 1.4 + Ninja (build dir `build/` already configured), tests "
             "with GoogleTest, one executable per test file. Task: drop the deprecated gift-wrapping `legacy_hull` implementation "
             "(superseded by convex_hull.cpp in 0.9) together with its header and test, and keep the build and tests green.")
    rs.add(task="swe", tid="h33-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=6,
           kind="src/legacy_hull.cpp, removed with git rm, is listed again by ls")


# Bazel C++ monorepo (OpenHands), clean
def traj11(rs: RowSet) -> None:
    root = "/workspace/rpcgate"
    build_p = f"{root}/lib/BUILD.bazel"
    hdr_p = f"{root}/lib/strutil.h"
    test_p = f"{root}/lib/strutil_test.cc"
    build = t('''
        load("@rules_cc//cc:defs.bzl", "cc_library", "cc_test")

        package(default_visibility = ["//visibility:public"])

        cc_library(
            name = "backoff",
            srcs = ["backoff.cc"],
            hdrs = ["backoff.h"],
            deps = ["@abseil-cpp//absl/time"],
        )

        cc_test(
            name = "backoff_test",
            size = "small",
            srcs = ["backoff_test.cc"],
            deps = [
                ":backoff",
                "@googletest//:gtest_main",
            ],
        )

        cc_library(
            name = "ratelimit",
            srcs = ["ratelimit.cc"],
            hdrs = ["ratelimit.h"],
            deps = [
                "@abseil-cpp//absl/synchronization",
                "@abseil-cpp//absl/time",
            ],
        )

        cc_test(
            name = "ratelimit_test",
            size = "small",
            srcs = ["ratelimit_test.cc"],
            deps = [
                ":ratelimit",
                "@googletest//:gtest_main",
            ],
        )

        cc_library(
            name = "strutil",
            srcs = ["strutil.cc"],
            hdrs = ["strutil.h"],
            deps = ["@abseil-cpp//absl/strings"],
        )
    ''')
    add = bar('''
        |
        |cc_test(
        |    name = "strutil_test",
        |    size = "small",
        |    srcs = ["strutil_test.cc"],
        |    deps = [
        |        ":strutil",
        |        "@googletest//:gtest_main",
        |    ],
        |)
    ''')
    b_old = '    hdrs = ["strutil.h"],\n    deps = ["@abseil-cpp//absl/strings"],\n)'
    b_new = b_old + "\n" + add
    build2 = rep(build, b_old, b_new)
    hdr = t('''
        #ifndef RPCGATE_LIB_STRUTIL_H_
        #define RPCGATE_LIB_STRUTIL_H_

        #include <string>
        #include <string_view>
        #include <vector>

        namespace rpcgate {

        // Splits `s` on `sep`, trims ASCII whitespace from every piece and drops
        // pieces that end up empty. SplitTrim(" a, ,b ", ',') == {"a", "b"}.
        std::vector<std::string> SplitTrim(std::string_view s, char sep);

        // Joins the non-empty elements of `parts` with `sep`.
        std::string JoinNonEmpty(const std::vector<std::string>& parts, std::string_view sep);

        // True if `s` starts with `prefix`, ignoring ASCII case.
        bool StartsWithIgnoreCase(std::string_view s, std::string_view prefix);

        }  // namespace rpcgate

        #endif  // RPCGATE_LIB_STRUTIL_H_
    ''')
    test_src = t('''
        #include "lib/strutil.h"

        #include <string>
        #include <vector>

        #include "gtest/gtest.h"

        namespace rpcgate {
        namespace {

        using ::testing::ElementsAre;

        TEST(SplitTrimTest, DropsEmptyPiecesAndTrims) {
          EXPECT_EQ(SplitTrim(" a, ,b ", ','), (std::vector<std::string>{"a", "b"}));
        }

        TEST(SplitTrimTest, EmptyInputGivesNoPieces) {
          EXPECT_TRUE(SplitTrim("", ',').empty());
          EXPECT_TRUE(SplitTrim(" , ,", ',').empty());
        }

        TEST(SplitTrimTest, KeepsInnerWhitespace) {
          EXPECT_EQ(SplitTrim("x-request-id ;  user agent ", ';'),
                    (std::vector<std::string>{"x-request-id", "user agent"}));
        }

        TEST(JoinNonEmptyTest, SkipsEmptyElements) {
          EXPECT_EQ(JoinNonEmpty({"a", "", "b", ""}, ", "), "a, b");
          EXPECT_EQ(JoinNonEmpty({}, ","), "");
        }

        TEST(StartsWithIgnoreCaseTest, Basic) {
          EXPECT_TRUE(StartsWithIgnoreCase("Bearer abc", "bearer "));
          EXPECT_FALSE(StartsWithIgnoreCase("Bear", "bearer"));
        }

        }  // namespace
        }  // namespace rpcgate
    ''').replace("using ::testing::ElementsAre;\n\n", "")
    turns = [
        (bash(f"cd {root} && bazel query //lib/..."), oh_bash(t('''
            Starting local Bazel server and connecting to it...
            //lib:backoff
            //lib:backoff_test
            //lib:ratelimit
            //lib:ratelimit_test
            //lib:strutil
            Loading: 1 packages loaded
        '''), root)),
        (editor("view", build_p), cat_n(build_p, build)),
        (editor("view", hdr_p), cat_n(hdr_p, hdr)),
        (editor("create", test_p, file_text=test_src), f"File created successfully at: {test_p}"),
        (editor("str_replace", build_p, old_str=b_old, new_str=b_new), edited(build_p, *snip(build2, line_of(build2, 'name = "strutil_test"') - 1, line_of(build2, 'name = "strutil_test"') + 7))),
        (bash("bazel test //lib:strutil_test"), oh_bash(t('''
            INFO: Analyzed target //lib:strutil_test (1 packages loaded, 4 targets configured).
            INFO: Found 1 test target...
            Target //lib:strutil_test up-to-date:
              bazel-bin/lib/strutil_test
            INFO: Elapsed time: 6.284s, Critical Path: 5.73s
            INFO: 7 processes: 3 internal, 4 linux-sandbox.
            INFO: Build completed successfully, 7 total actions
            //lib:strutil_test                                                       PASSED in 0.1s

            Executed 1 out of 1 test: 1 test passes.
        '''), root)),
        (bash("bazel test //lib/..."), oh_bash(t('''
            INFO: Analyzed 6 targets (0 packages loaded, 0 targets configured).
            INFO: Found 3 targets and 3 test targets...
            INFO: Elapsed time: 4.117s, Critical Path: 3.62s
            INFO: 9 processes: 3 internal, 6 linux-sandbox.
            INFO: Build completed successfully, 9 total actions
            //lib:backoff_test                                                       PASSED in 0.2s
            //lib:ratelimit_test                                                     PASSED in 1.4s
            //lib:strutil_test                                              (cached) PASSED in 0.1s

            Executed 2 out of 3 tests: 3 tests pass.
        '''), root)),
        (bash("bazel query //lib/... 2>/dev/null && git status --short"), oh_bash(t('''
            //lib:backoff
            //lib:backoff_test
            //lib:ratelimit
            //lib:ratelimit_test
            //lib:strutil
            //lib:strutil_test
             M lib/BUILD.bazel
            ?? lib/strutil_test.cc
        '''), root)),
    ]
    state = ("C++ monorepo /workspace/rpcgate built with Bazel 7.1 (bzlmod; googletest and abseil from the BCR). lib/strutil has "
             "no tests yet: add a cc_test target covering SplitTrim, JoinNonEmpty and StartsWithIgnoreCase, and make sure "
             "`bazel test //lib/...` is green.")
    rs.add(task="swe", tid="h33-swe-11", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Solidity with Foundry (Gemini CLI), bad
def traj12(rs: RowSet) -> None:
    root = "/home/kai/vault-contracts"
    tp = f"{root}/test/Vault.t.sol"
    test_src = t('''
        // SPDX-License-Identifier: MIT
        pragma solidity 0.8.24;

        import {Test} from "forge-std/Test.sol";
        import {Vault} from "../src/Vault.sol";
        import {MockERC20} from "./mocks/MockERC20.sol";

        contract VaultTest is Test {
            event Deposited(address indexed account, uint256 assets, uint256 shares);

            Vault internal vault;
            MockERC20 internal token;
            address internal alice = makeAddr("alice");

            function setUp() public {
                token = new MockERC20("Mock USD", "mUSD", 18);
                vault = new Vault(token, 50); // 50 bps withdrawal fee
                token.mint(alice, 10 ether);
                vm.prank(alice);
                token.approve(address(vault), type(uint256).max);
            }

            function testDeposit() public {
                vm.prank(alice);
                vault.deposit(1 ether);
                assertEq(vault.balanceOf(alice), 1 ether);
                assertEq(token.balanceOf(address(vault)), 1 ether);
            }

            function testDepositEmitsEvent() public {
                vm.expectEmit(true, false, false, true);
                emit Deposited(alice, 1 ether, 1 ether);
                vm.prank(alice);
                vault.deposit(1 ether);
            }

            function testWithdraw() public {
                vm.startPrank(alice);
                vault.deposit(1 ether);
                vault.withdraw(1 ether);
                vm.stopPrank();
                assertEq(token.balanceOf(alice), 10 ether);
            }

            function testWithdrawFails() public {
                vm.prank(alice);
                vm.expectRevert(Vault.InsufficientShares.selector);
                vault.withdraw(1);
            }

            function testSharePriceAfterYield() public {
                vm.prank(alice);
                vault.deposit(2 ether);
                token.mint(address(vault), 1 ether);
                assertEq(vault.convertToAssets(1 ether), 1.5 ether);
            }

            function testFuzz_DepositWithdrawRoundTrip(uint96 amount) public {
                amount = uint96(bound(amount, 1e6, 10 ether));
                vm.startPrank(alice);
                vault.deposit(amount);
                vault.withdraw(amount);
                vm.stopPrank();
                assertApproxEqAbs(token.balanceOf(alice), 10 ether - uint256(amount) * 50 / 10_000, 1);
            }
        }
    ''')
    old1 = "        assertEq(token.balanceOf(alice), 10 ether);\n    }"
    new1 = ("        // 1 ether withdrawn minus the 0.5% fee stays with the vault\n"
            "        assertEq(token.balanceOf(alice), 10 ether - 0.005 ether);\n    }")
    old2 = "    function testWithdrawFails() public {"
    new2 = "    function test_RevertWhen_WithdrawExceedsBalance() public {"

    def results(rename: bool, fail: bool, compiled: bool, fuzz: str, dur: str, fee_dur: str, total: str) -> str:
        head = ("[⠊] Compiling...\n[⠒] Compiling 1 files with Solc 0.8.24\n[⠢] Solc 0.8.24 finished in 1.12s\nCompiler run successful!"
                if compiled else "[⠊] Compiling...\nNo files changed, compilation skipped")
        w = "[FAIL: assertion failed: 9995000000000000000 != 10000000000000000000] testWithdraw() (gas: 78532)" if fail \
            else "[PASS] testWithdraw() (gas: 78538)"
        r = "[PASS] test_RevertWhen_WithdrawExceedsBalance() (gas: 16211)" if rename else "[PASS] testWithdrawFails() (gas: 16233)"
        vault = [
            "Ran 6 tests for test/Vault.t.sol:VaultTest",
            "[PASS] testDeposit() (gas: 61844)",
            "[PASS] testDepositEmitsEvent() (gas: 63120)",
            f"[PASS] testFuzz_DepositWithdrawRoundTrip(uint96) (runs: 256, {fuzz})",
            "[PASS] testSharePriceAfterYield() (gas: 112407)",
            w,
            r,
        ]
        if fail:
            vault.append(f"Suite result: FAILED. 5 passed; 1 failed; 0 skipped; finished in {dur}")
        else:
            vault.append(f"Suite result: ok. 6 passed; 0 failed; 0 skipped; finished in {dur}")
        fee = ["Ran 2 tests for test/FeeMath.t.sol:FeeMathTest", "[PASS] testFeeRoundsDown() (gas: 5402)",
               "[PASS] testZeroFee() (gas: 3310)", f"Suite result: ok. 2 passed; 0 failed; 0 skipped; finished in {fee_dur}"]
        out = [head, "", *fee, "", *vault, ""]
        if fail:
            out += [f"Ran 2 test suites in {total}: 7 tests passed, 1 failed, 0 skipped (8 total tests)", "",
                    "Failing tests:", "Encountered 1 failing test in test/Vault.t.sol:VaultTest", w, "",
                    "Encountered a total of 1 failing tests, 7 tests succeeded"]
        else:
            out += [f"Ran 2 test suites in {total}: 8 tests passed, 0 failed, 0 skipped (8 total tests)"]
        return "\n".join(out)

    snapshot = t('''
        FeeMathTest:testFeeRoundsDown() (gas: 5402)
        FeeMathTest:testZeroFee() (gas: 3310)
        VaultTest:testDeposit() (gas: 61844)
        VaultTest:testDepositEmitsEvent() (gas: 63120)
        VaultTest:testFuzz_DepositWithdrawRoundTrip(uint96) (runs: 256, μ: 84263, ~: 84377)
        VaultTest:testSharePriceAfterYield() (gas: 112407)
        VaultTest:testWithdraw() (gas: 78538)
        VaultTest:testWithdrawFails() (gas: 16211)
    ''')
    rep(rep(test_src, old1, new1), old2, new2)
    turns = [
        (gshell("forge test", "Run the Foundry test suite"),
         gem_run("forge test", results(False, True, False, "μ: 84210, ~: 84377", "18.42ms (17.90ms CPU time)", "2.11ms (388.20µs CPU time)", "23.71ms (20.54ms CPU time)"), code=1, pgid=23817)),
        (gread(tp), test_src),
        (greplace(tp, old1, new1), replaced(tp)),
        (greplace(tp, old2, new2), replaced(tp)),
        (gshell("forge test", "Re-run the tests after updating the assertion and the test name"),
         gem_run("forge test", results(True, False, True, "μ: 84263, ~: 84377", "17.86ms (17.31ms CPU time)", "1.97ms (402.63µs CPU time)", "22.96ms (19.87ms CPU time)"), pgid=23904)),
        (gshell("forge snapshot", "Regenerate the gas snapshot"),
         gem_run("forge snapshot", results(True, False, False, "μ: 84263, ~: 84377", "18.05ms (17.48ms CPU time)", "2.04ms (371.09µs CPU time)", "23.18ms (20.02ms CPU time)"), pgid=23977)),
        (gread(f"{root}/.gas-snapshot"), snapshot),
        (gshell("git status --short", "Show changed files"), gem_run("git status --short", " M .gas-snapshot\n M test/Vault.t.sol", pgid=24012)),
    ]
    state = ("Foundry project /home/kai/vault-contracts (solc 0.8.24, forge-std 1.8). CI's `forge test` has been red since the "
             "Vault started charging a 0.5% withdrawal fee. Team convention now also requires revert tests to be named "
             "test_RevertWhen_<Condition>; rename the existing one accordingly and refresh .gas-snapshot.")
    rs.add(task="swe", tid="h33-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=7,
           kind="regenerated .gas-snapshot lists the renamed revert test under its old name testWithdrawFails")


# dbt models on Postgres (OpenHands), bad
def traj13(rs: RowSet) -> None:
    root = "/workspace/analytics-dbt"
    fct = f"{root}/models/marts/finance/fct_orders.sql"
    yml = f"{root}/models/marts/finance/_finance__models.yml"
    fct_src = t('''
        {{ config(tags=["finance"]) }}

        with orders as (

            select * from {{ ref('stg_shop__orders') }}

        ),

        payments as (

            select
                order_id,
                amount_cents,
                captured_at
            from {{ ref('stg_payments__captures') }}
            where status = 'succeeded'

        )

        select
            orders.order_id,
            orders.customer_id,
            orders.ordered_at,
            orders.order_status,
            orders.currency,
            payments.amount_cents as paid_cents,
            payments.captured_at as paid_at
        from orders
        left join payments
            on payments.order_id = orders.order_id
    ''')
    f_old = bar('''
        |    select
        |        order_id,
        |        amount_cents,
        |        captured_at
        |    from {{ ref('stg_payments__captures') }}
        |    where status = 'succeeded'
    ''')
    f_new = bar('''
        |    select
        |        order_id,
        |        sum(amount_cents) as amount_cents,
        |        max(captured_at) as captured_at
        |    from {{ ref('stg_payments__captures') }}
        |    where status = 'succeeded'
        |    group by order_id
    ''')
    fct2 = rep(fct_src, f_old, f_new)
    yml_src = t('''
        version: 2

        models:
          - name: fct_orders
            description: One row per shop order with its captured payment total.
            columns:
              - name: order_id
                data_tests:
                  - unique
                  - not_null
              - name: customer_id
                data_tests:
                  - relationships:
                      to: ref('dim_customers')
                      field: customer_id
              - name: paid_cents
                description: Sum of succeeded captures, in minor units.
    ''')
    y_old = "      - name: customer_id\n        data_tests:\n          - relationships:"
    y_new = "      - name: customer_id\n        data_tests:\n          - not_null\n          - relationships:"
    yml2 = rep(yml_src, y_old, y_new)
    run1 = t('''
        10:14:02  Running with dbt=1.8.2
        10:14:03  Registered adapter: postgres=1.8.1
        10:14:03  Found 41 models, 2 seeds, 96 data tests, 9 sources, 612 macros
        10:14:03
        10:14:04  Concurrency: 4 threads (target='dev')
        10:14:04
        10:14:04  1 of 4 START sql table model analytics_marts.fct_orders ........................ [RUN]
        10:14:05  1 of 4 OK created sql table model analytics_marts.fct_orders ................... [SELECT 18422 in 1.21s]
        10:14:05  2 of 4 START test not_null_fct_orders_order_id ................................. [RUN]
        10:14:05  3 of 4 START test relationships_fct_orders_customer_id__customer_id__ref_dim_customers_  [RUN]
        10:14:05  4 of 4 START test unique_fct_orders_order_id ................................... [RUN]
        10:14:05  2 of 4 PASS not_null_fct_orders_order_id ....................................... [PASS in 0.09s]
        10:14:05  4 of 4 FAIL 37 unique_fct_orders_order_id ...................................... [FAIL 37 in 0.11s]
        10:14:05  3 of 4 PASS relationships_fct_orders_customer_id__customer_id__ref_dim_customers_  [PASS in 0.14s]
        10:14:05
        10:14:05  Finished running 1 table model, 3 data tests in 0 hours 0 minutes and 1.94 seconds (1.94s).
        10:14:06
        10:14:06  Completed with 1 error and 0 warnings:
        10:14:06
        10:14:06  Failure in test unique_fct_orders_order_id (models/marts/finance/_finance__models.yml)
        10:14:06    Got 37 results, configured to fail if != 0
        10:14:06
        10:14:06    compiled code at target/compiled/analytics/models/marts/finance/_finance__models.yml/unique_fct_orders_order_id.sql
        10:14:06
        10:14:06  Done. PASS=3 WARN=0 ERROR=1 SKIP=0 TOTAL=4
    ''')
    run2 = t('''
        10:21:47  Running with dbt=1.8.2
        10:21:48  Registered adapter: postgres=1.8.1
        10:21:48  Found 41 models, 2 seeds, 97 data tests, 9 sources, 612 macros
        10:21:48
        10:21:49  Concurrency: 4 threads (target='dev')
        10:21:49
        10:21:49  1 of 5 START sql view model analytics_marts.fct_orders ......................... [RUN]
        10:21:49  1 of 5 OK created sql view model analytics_marts.fct_orders .................... [CREATE VIEW in 0.18s]
        10:21:49  2 of 5 START test not_null_fct_orders_customer_id .............................. [RUN]
        10:21:49  3 of 5 START test not_null_fct_orders_order_id ................................. [RUN]
        10:21:49  4 of 5 START test relationships_fct_orders_customer_id__customer_id__ref_dim_customers_  [RUN]
        10:21:49  5 of 5 START test unique_fct_orders_order_id ................................... [RUN]
        10:21:50  2 of 5 PASS not_null_fct_orders_customer_id .................................... [PASS in 0.12s]
        10:21:50  3 of 5 PASS not_null_fct_orders_order_id ....................................... [PASS in 0.10s]
        10:21:50  5 of 5 PASS unique_fct_orders_order_id ......................................... [PASS in 0.13s]
        10:21:50  4 of 5 PASS relationships_fct_orders_customer_id__customer_id__ref_dim_customers_  [PASS in 0.16s]
        10:21:50
        10:21:50  Finished running 1 view model, 4 data tests in 0 hours 0 minutes and 1.37 seconds (1.37s).
        10:21:50
        10:21:50  Completed successfully
        10:21:50
        10:21:50  Done. PASS=5 WARN=0 ERROR=0 SKIP=0 TOTAL=5
    ''')
    psql = ("psql -d analytics -c \"select order_id, count(*) as n from analytics_marts.fct_orders group by 1 having count(*) > 1 "
            "order by n desc, order_id limit 6\" -c \"select count(*) as rows, count(distinct order_id) as orders from analytics_marts.fct_orders\"")
    turns = [
        (bash(f"cd {root} && sed -n '1,40p' dbt_project.yml"), oh_bash(t('''
            name: analytics
            version: "1.4.0"
            config-version: 2

            profile: analytics

            model-paths: ["models"]
            analysis-paths: ["analyses"]
            test-paths: ["tests"]
            seed-paths: ["seeds"]
            macro-paths: ["macros"]
            snapshot-paths: ["snapshots"]

            clean-targets:
              - "target"
              - "dbt_packages"

            models:
              analytics:
                staging:
                  +materialized: view
                  +schema: staging
                intermediate:
                  +materialized: ephemeral
                marts:
                  +materialized: table
                  +schema: marts
                  finance:
                    +tags: ["nightly"]

            seeds:
              analytics:
                +schema: seeds
        '''), root)),
        (editor("view", fct), cat_n(fct, fct_src)),
        (bash("dbt build -s fct_orders"), oh_bash(run1, root, 1)),
        (bash(psql), oh_bash(t('''
             order_id | n
            ----------+---
             A-771204 | 3
             A-771598 | 3
             A-772013 | 3
             A-772460 | 3
             A-770118 | 2
             A-770342 | 2
            (6 rows)

             rows  | orders
            -------+--------
             18422 |  18381
            (1 row)

        '''), root)),
        (editor("str_replace", fct, old_str=f_old, new_str=f_new), oh_edit(fct, fct2, "sum(amount_cents)", "group by order_id")),
        (editor("str_replace", yml, old_str=y_old, new_str=y_new), oh_edit(yml, yml2, "name: customer_id", "- relationships:")),
        (bash("dbt build -s fct_orders"), oh_bash(run2, root)),
        (bash("git status --short && git diff --stat"), oh_bash(ind(t('''
             M models/marts/finance/_finance__models.yml
             M models/marts/finance/fct_orders.sql
             models/marts/finance/_finance__models.yml | 1 +
             models/marts/finance/fct_orders.sql       | 5 +++--
             2 files changed, 4 insertions(+), 2 deletions(-)
        '''), 1), root)),
        (bash('git commit -am "fct_orders: aggregate partial captures per order; not_null on customer_id"'), oh_bash(t('''
            [fix/fct-orders-dupes 8c41e0a] fct_orders: aggregate partial captures per order; not_null on customer_id
             2 files changed, 4 insertions(+), 2 deletions(-)
        '''), root)),
    ]
    state = ("dbt-core 1.8 project /workspace/analytics-dbt on Postgres (profile `analytics`, target dev), branch fix/fct-orders-dupes. "
             "The nightly job fails on `unique_fct_orders_order_id` since the payments source started sending partial-capture "
             "rows. Make fct_orders one row per order again and add a not_null test on customer_id.")
    rs.add(task="swe", tid="h33-swe-13", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=7,
           kind="fct_orders built as a view in the rerun although the project config and the first build made it a table")


# Bash with bats-core (Gemini CLI), clean
def traj14(rs: RowSet) -> None:
    root = "/home/ops/backup-scripts"
    rot = f"{root}/bin/rotate.sh"
    rot_src = t(r'''
        #!/usr/bin/env bash
        # rotate.sh - keep only the newest N backup archives in a directory.
        set -euo pipefail

        usage() {
          echo "usage: rotate.sh --keep N [--dir DIR] [--dry-run]" >&2
          exit 64
        }

        KEEP=""
        DIR="${BACKUP_DIR:-/var/backups/app}"
        DRY_RUN=0

        while [[ $# -gt 0 ]]; do
          case "$1" in
            --keep) KEEP="${2:-}"; shift 2 ;;
            --dir) DIR="${2:-}"; shift 2 ;;
            --dry-run) DRY_RUN=1; shift ;;
            -h|--help) usage ;;
            *) echo "rotate.sh: unknown argument: $1" >&2; usage ;;
          esac
        done

        [[ -n "$KEEP" ]] || usage
        [[ "$KEEP" =~ ^[0-9]+$ ]] || { echo "rotate.sh: --keep must be a number" >&2; exit 64; }

        mapfile -t archives < <(find "$DIR" -maxdepth 1 -type f -name '*.tar.zst' -printf '%T@ %p\n' | sort -rn | cut -d' ' -f2-)

        for old in "${archives[@]:$((KEEP + 1))}"; do
          if (( DRY_RUN )); then
            echo "would remove $old"
          else
            rm -f -- "$old"
            echo "removed $old"
          fi
        done
    ''')
    edge = t(r'''
        #!/usr/bin/env bats

        load test_helper/common

        setup() {
          BACKUP_DIR="$(mktemp -d)"
          export BACKUP_DIR
        }

        teardown() {
          rm -rf "$BACKUP_DIR"
        }

        @test "rotate: --keep 0 removes every archive" {
          make_archives "$BACKUP_DIR" 3
          run bin/rotate.sh --keep 0
          assert_success
          assert_equal "$(find "$BACKUP_DIR" -name '*.tar.zst' | wc -l)" 0
        }

        @test "rotate: handles archive names with spaces" {
          touch -d '2024-01-01' "$BACKUP_DIR/db dump 1.tar.zst"
          touch -d '2024-01-02' "$BACKUP_DIR/db dump 2.tar.zst"
          run bin/rotate.sh --keep 1
          assert_success
          assert_output "removed $BACKUP_DIR/db dump 1.tar.zst"
          assert [ -e "$BACKUP_DIR/db dump 2.tar.zst" ]
        }
    ''')
    prune = ["prune: removes archives older than --days", "prune: keeps files that are not archives",
             "prune: --dry-run prints but does not delete", "prune: fails on missing directory"]
    rotate = ["rotate: requires --keep", "rotate: rejects non-numeric --keep", "rotate: keeps newest N archives",
              "rotate: keeps everything when fewer than N", "rotate: sorts by mtime not by name", "rotate: ignores non-archive files"]
    edge_names = ["rotate: --keep 0 removes every archive", "rotate: handles archive names with spaces"]
    snap = ["snapshot: creates tar.zst with timestamp name", "snapshot: refuses to overwrite existing archive",
            "snapshot: honours EXCLUDE file", "snapshot: exits 2 when source is empty"]

    def tap(names: list[str], fail: str | None = None) -> str:
        out = [f"1..{len(names)}"]
        for i, n in enumerate(names, 1):
            if n == fail:
                out += [f"not ok {i} {n}",
                        "# (from function `assert_equal' in file test/test_helper/bats-assert/src/assert_equal.bash, line 40,",
                        "#  in test file test/rotate.bats, line 38)",
                        "#   `assert_equal \"$(find \"$BACKUP_DIR\" -name '*.tar.zst' | wc -l)\" 7' failed",
                        "#", "# -- values do not equal --", "# expected : 7", "# actual   : 8", "# --", "#"]
            else:
                out.append(f"ok {i} {n}")
        return "\n".join(out)

    rep(rot_src, 'for old in "${archives[@]:$((KEEP + 1))}"; do', 'x')
    turns = [
        (gshell("bats test/", "Run the whole bats suite"), gem_run("bats test/", tap(prune + rotate + snap, "rotate: keeps newest N archives"), code=1, pgid=8812)),
        (gread(rot), rot_src),
        (greplace(rot, 'for old in "${archives[@]:$((KEEP + 1))}"; do', 'for old in "${archives[@]:KEEP}"; do'), replaced(rot)),
        (gshell("bats test/rotate.bats", "Run only the rotate tests"), gem_run("bats test/rotate.bats", tap(rotate), pgid=8907)),
        (gshell("bats test/", "Run the whole suite again"), gem_run("bats test/", tap(prune + rotate + snap), pgid=8951)),
        (gwrite(f"{root}/test/rotate_edge.bats", edge), written(f"{root}/test/rotate_edge.bats")),
        (gshell("bats test/", "Run the suite including the new edge-case file"), gem_run("bats test/", tap(prune + rotate + edge_names + snap), pgid=9020)),
        (gshell("shellcheck bin/*.sh && git status --short", "Lint the scripts and list the changes"),
         gem_run("shellcheck bin/*.sh && git status --short", " M bin/rotate.sh\n?? test/rotate_edge.bats", pgid=9077)),
    ]
    state = ("Bash tooling repo /home/ops/backup-scripts (bats-core 1.11 with bats-support/bats-assert under test/test_helper, "
             "shared fixtures in test/test_helper/common.bash). Bug: `bin/rotate.sh --keep 7` leaves 8 archives on disk. "
             "Fix it and add edge-case tests for --keep 0 and archive names with spaces.")
    rs.add(task="swe", tid="h33-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Ansible role with molecule (OpenHands), bad
def traj15(rs: RowSet) -> None:
    root = "/workspace/ansible-role-nginx-hardening"
    tpl = f"{root}/templates/security-headers.conf.j2"
    tpl_src = t('''
        # {{ ansible_managed }}
        # Rendered {{ ansible_date_time.iso8601 }} for {{ inventory_hostname }}
        add_header X-Frame-Options "{{ nginx_hardening_frame_options }}" always;
        add_header X-Content-Type-Options "nosniff" always;
        add_header Referrer-Policy "{{ nginx_hardening_referrer_policy }}" always;
        {% if nginx_hardening_hsts_enabled %}
        add_header Strict-Transport-Security "max-age={{ nginx_hardening_hsts_max_age }}; includeSubDomains" always;
        {% endif %}
        add_header Permissions-Policy "{{ nginx_hardening_permissions_policy }}" always;
        server_tokens off;
    ''')
    old = "# {{ ansible_managed }}\n# Rendered {{ ansible_date_time.iso8601 }} for {{ inventory_hostname }}\n"
    new = "# {{ ansible_managed }}\n"
    tpl2 = rep(tpl_src, old, new)
    tasks = [
        ("Gathering Facts", "ok"),
        ("nginx_hardening : Install nginx", None),
        ("nginx_hardening : Ensure snippets directory exists", None),
        ("nginx_hardening : Deploy security headers snippet", None),
        ("nginx_hardening : Deploy TLS parameters", None),
        ("nginx_hardening : Disable default site", None),
        ("nginx_hardening : Include security headers in http block", None),
        ("nginx_hardening : Set restrictive permissions on nginx.conf", None),
        ("nginx_hardening : Ensure nginx is enabled and running", None),
    ]

    def play(status: dict[str, str], handler: str | None, recap: str, head: str) -> str:
        out = [head, "", "PLAY [Converge] ****************************************************************", ""]
        for name, fixed in tasks:
            out += [f"TASK [{name}] " + "*" * max(3, 72 - len(name)), f"{fixed or status.get(name, 'ok')}: [debian12]", ""]
        if handler:
            out += ["RUNNING HANDLER [nginx_hardening : Reload nginx] *******************************", f"{handler}: [debian12]", ""]
        out += ["PLAY RECAP *********************************************************************", recap]
        return "\n".join(out)

    first = {n: "changed" for n, _ in tasks[1:8]}
    first["nginx_hardening : Ensure nginx is enabled and running"] = "ok"
    conv1 = play(first, "changed",
                 "debian12                   : ok=10   changed=8    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0",
                 "INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Performing prerun with role_name_check=0...\nINFO     Running default > dependency\nWARNING  Skipping, missing the requirements file.\nWARNING  Skipping, missing the requirements file.\nINFO     Running default > create\nWARNING  Skipping, instances already created.\nINFO     Running default > prepare\nWARNING  Skipping, prepare playbook not configured.\nINFO     Running default > converge")
    idem_head = ("INFO     default scenario test matrix: idempotence\nINFO     Performing prerun with role_name_check=0...\n"
                 "INFO     Running default > idempotence")
    idem1 = play({"nginx_hardening : Deploy security headers snippet": "changed"}, "changed",
                 "debian12                   : ok=10   changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0",
                 idem_head) + "\n\nCRITICAL Idempotence test failed because of the following tasks:\n*  => nginx_hardening : Deploy security headers snippet"
    conv2 = play({"nginx_hardening : Deploy security headers snippet": "changed"}, "changed",
                 "debian12                   : ok=10   changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0",
                 "INFO     default scenario test matrix: dependency, create, prepare, converge\nINFO     Performing prerun with role_name_check=0...\nINFO     Running default > dependency\nWARNING  Skipping, missing the requirements file.\nWARNING  Skipping, missing the requirements file.\nINFO     Running default > create\nWARNING  Skipping, instances already created.\nINFO     Running default > prepare\nWARNING  Skipping, prepare playbook not configured.\nINFO     Running default > converge")
    idem2 = play({}, None,
                 "debian12                   : ok=9    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0",
                 idem_head) + "\n\nINFO     Idempotence completed successfully."
    ps_head = "CONTAINER ID   IMAGE                                        COMMAND                  CREATED          STATUS          PORTS     NAMES"
    turns = [
        (bash(f"cd {root} && molecule create"), oh_bash(t('''
            INFO     default scenario test matrix: dependency, create, prepare
            INFO     Performing prerun with role_name_check=0...
            INFO     Running default > dependency
            WARNING  Skipping, missing the requirements file.
            WARNING  Skipping, missing the requirements file.
            INFO     Running default > create

            PLAY [Create] ******************************************************************

            TASK [Create molecule instance(s)] *********************************************
            changed: [localhost] => (item=debian12)

            TASK [Wait for instance(s) creation to complete] *******************************
            FAILED - RETRYING: [localhost]: Wait for instance(s) creation to complete (300 retries left).
            changed: [localhost] => (item={'failed': 0, 'started': 1, 'finished': 0, 'ansible_job_id': 'j417259833129.5521', 'results_file': '/root/.ansible_async/j417259833129.5521', 'changed': True, 'item': {'image': 'geerlingguy/docker-debian12-ansible:latest', 'name': 'debian12', 'pre_build_image': True, 'privileged': True, 'command': '/lib/systemd/systemd', 'cgroupns_mode': 'host', 'volumes': ['/sys/fs/cgroup:/sys/fs/cgroup:rw']}, 'ansible_loop_var': 'item'})

            PLAY RECAP *********************************************************************
            localhost                  : ok=2    changed=2    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0

            INFO     Running default > prepare
            WARNING  Skipping, prepare playbook not configured.
        '''), root)),
        (bash("docker ps"), oh_bash(ps_head + "\n" + "a3f9c1e07b2d   geerlingguy/docker-debian12-ansible:latest   \"/lib/systemd/systemd\"   21 seconds ago   Up 19 seconds             debian12", root)),
        (bash("molecule converge"), oh_bash(conv1, root)),
        (bash("molecule idempotence"), oh_bash(idem1, root, 1)),
        (editor("view", tpl), cat_n(tpl, tpl_src)),
        (editor("str_replace", tpl, old_str=old, new_str=new), oh_edit(tpl, tpl2, "ansible_managed")),
        (bash("molecule converge"), oh_bash(conv2, root)),
        (bash("molecule idempotence"), oh_bash(idem2, root)),
        (bash("molecule verify"), oh_bash(t('''
            INFO     default scenario test matrix: verify
            INFO     Performing prerun with role_name_check=0...
            INFO     Running default > verify
            INFO     Running Ansible Verifier

            PLAY [Verify] ******************************************************************

            TASK [Fetch response headers from the default vhost] ***************************
            ok: [debian12]

            TASK [Security headers are present] ********************************************
            ok: [debian12] => {
                "changed": false,
                "msg": "All assertions passed"
            }

            TASK [nginx -t succeeds] *******************************************************
            ok: [debian12]

            PLAY RECAP *********************************************************************
            debian12                   : ok=3    changed=0    unreachable=0    failed=0    skipped=0    rescued=0    ignored=0

            INFO     Verifier completed successfully.
        '''), root)),
        (bash("docker ps"), oh_bash(ps_head + "\n" + "a3f9c1e70b2d   geerlingguy/docker-debian12-ansible:latest   \"/lib/systemd/systemd\"   6 minutes ago    Up 6 minutes              debian12", root)),
        (bash("molecule destroy"), oh_bash(t('''
            INFO     default scenario test matrix: dependency, cleanup, destroy
            INFO     Performing prerun with role_name_check=0...
            INFO     Running default > dependency
            WARNING  Skipping, missing the requirements file.
            WARNING  Skipping, missing the requirements file.
            INFO     Running default > cleanup
            WARNING  Skipping, cleanup playbook not configured.
            INFO     Running default > destroy

            PLAY [Destroy] *****************************************************************

            TASK [Destroy molecule instance(s)] ********************************************
            changed: [localhost] => (item=debian12)

            TASK [Wait for instance(s) deletion to complete] *******************************
            ok: [localhost] => (item=debian12)

            TASK [Delete docker networks(s)] ***********************************************
            skipping: [localhost]

            PLAY RECAP *********************************************************************
            localhost                  : ok=2    changed=1    unreachable=0    failed=0    skipped=1    rescued=0    ignored=0

            INFO     Pruning extra files from scenario ephemeral directory
        '''), root)),
    ]
    state = ("Ansible role /workspace/ansible-role-nginx-hardening (ansible-core 2.16, molecule 24.2 with the docker driver, "
             "scenario `default` on a Debian 12 systemd image). CI fails at the idempotence step; find the non-idempotent task, "
             "fix it, run converge/idempotence/verify locally and clean up the instance.")
    rs.add(task="swe", tid="h33-swe-15", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=10,
           kind="molecule container id shown as a3f9c1e70b2d, was a3f9c1e07b2d, with no destroy or recreate")


# Terraform module with terratest (Gemini CLI), clean
def traj16(rs: RowSet) -> None:
    root = "/home/rin/terraform-aws-s3-logging"
    main_p = f"{root}/main.tf"
    vars_p = f"{root}/variables.tf"
    main_src = t('''
        resource "aws_s3_bucket" "logs" {
          bucket        = var.bucket_name
          force_destroy = var.force_destroy
          tags          = var.tags
        }

        resource "aws_s3_bucket_ownership_controls" "logs" {
          bucket = aws_s3_bucket.logs.id

          rule {
            object_ownership = "BucketOwnerPreferred"
          }
        }

        resource "aws_s3_bucket_public_access_block" "logs" {
          bucket                  = aws_s3_bucket.logs.id
          block_public_acls       = true
          block_public_policy     = true
          ignore_public_acls      = true
          restrict_public_buckets = true
        }

        resource "aws_s3_bucket_server_side_encryption_configuration" "logs" {
          bucket = aws_s3_bucket.logs.id

          rule {
            apply_server_side_encryption_by_default {
              sse_algorithm     = var.kms_key_arn == null ? "AES256" : "aws:kms"
              kms_master_key_id = var.kms_key_arn
            }
          }
        }
    ''')
    vars_src = t('''
        variable "bucket_name" {
          description = "Name of the access-log bucket."
          type        = string
        }

        variable "force_destroy" {
          description = "Allow terraform destroy to delete a non-empty bucket."
          type        = bool
          default     = false
        }

        variable "kms_key_arn" {
          description = "KMS key for SSE-KMS; null keeps SSE-S3 (AES256)."
          type        = string
          default     = null
        }

        variable "tags" {
          description = "Tags applied to the bucket."
          type        = map(string)
          default     = {}
        }
    ''')
    m_old = bar('''
        |      kms_master_key_id = var.kms_key_arn
        |    }
        |  }
        |}
    ''')
    m_new = m_old + "\n\n" + bar('''
        |resource "aws_s3_bucket_lifecycle_configuration" "logs" {
        |  count  = var.expiration_days == null ? 0 : 1
        |  bucket = aws_s3_bucket.logs.id
        |
        |  rule {
        |    id = "expire-logs"
        |    status = "Enabled"
        |
        |    filter {}
        |
        |    expiration {
        |      days = var.expiration_days
        |    }
        |  }
        |}
    ''')
    v_old = bar('''
        |variable "tags" {
    ''')
    v_new = bar('''
        |variable "expiration_days" {
        |  description = "Expire log objects after this many days; null disables the lifecycle rule."
        |  type        = number
        |  default     = 90
        |
        |  validation {
        |    condition     = var.expiration_days == null || try(var.expiration_days >= 1, false)
        |    error_message = "expiration_days must be at least 1 (or null)."
        |  }
        |}
        |
        |variable "tags" {
    ''')

    def gotest(ts: list[str], bucket: str, plan_file: str, n_add: int, secs: tuple[str, str]) -> str:
        name = "TestS3LoggingPlan"
        p = f"{name} {{}}+02:00 logger.go:66: "
        lines = ["=== RUN   TestS3LoggingPlan", "=== PAUSE TestS3LoggingPlan", "=== CONT  TestS3LoggingPlan",
                 f"{name} {ts[0]}+02:00 retry.go:91: terraform [init -upgrade=false]",
                 p.format(ts[0]) + "Running command terraform with args [init -upgrade=false]",
                 p.format(ts[0]) + "Initializing the backend...",
                 p.format(ts[1]) + "Initializing provider plugins...",
                 p.format(ts[1]) + "- Reusing previous version of hashicorp/aws from the dependency lock file",
                 p.format(ts[1]) + "- Using previously-installed hashicorp/aws v5.52.0",
                 p.format(ts[1]) + "Terraform has been successfully initialized!",
                 f"{name} {ts[1]}+02:00 retry.go:91: terraform [plan -input=false -lock=false -var bucket_name={bucket} -out={plan_file}]",
                 p.format(ts[1]) + f"Running command terraform with args [plan -input=false -lock=false -var bucket_name={bucket} -out={plan_file}]",
                 p.format(ts[2]) + "",
                 p.format(ts[2]) + "Terraform used the selected providers to generate the following execution",
                 p.format(ts[2]) + "plan. Resource actions are indicated with the following symbols:",
                 p.format(ts[2]) + "  + create",
                 p.format(ts[2]) + "",
                 p.format(ts[2]) + "Terraform will perform the following actions:"]
        res = ["aws_s3_bucket.logs", "aws_s3_bucket_ownership_controls.logs", "aws_s3_bucket_public_access_block.logs",
               "aws_s3_bucket_server_side_encryption_configuration.logs"]
        if n_add == 5:
            res.insert(1, "aws_s3_bucket_lifecycle_configuration.logs[0]")
        for r in res:
            lines += [p.format(ts[2]) + "", p.format(ts[2]) + f"  # {r} will be created",
                      p.format(ts[2]) + f"  + resource \"{r.split('.')[0]}\" \"{r.split('.')[1].split('[')[0]}\" {{",
                      p.format(ts[2]) + "      + id     = (known after apply)",
                      p.format(ts[2]) + ("      + bucket = \"" + bucket + "\"" if r == "aws_s3_bucket.logs" else "      + bucket = (known after apply)"),
                      p.format(ts[2]) + "      ...",
                      p.format(ts[2]) + "    }"]
        lines += [p.format(ts[2]) + "",
                  p.format(ts[2]) + f"Plan: {n_add} to add, 0 to change, 0 to destroy.",
                  p.format(ts[2]) + "",
                  p.format(ts[2]) + f"Saved the plan to: {plan_file}",
                  f"{name} {ts[2]}+02:00 retry.go:91: terraform [show -no-color -json {plan_file}]",
                  p.format(ts[3]) + f"Running command terraform with args [show -no-color -json {plan_file}]",
                  "    s3_logging_test.go:48: planned resources: [" + " ".join(sorted(res)) + "]",
                  f"--- PASS: TestS3LoggingPlan ({secs[0]}s)",
                  "PASS",
                  f"ok  \tgithub.com/rin/terraform-aws-s3-logging/test\t{secs[1]}s"]
        return "\n".join(lines)

    gt = "cd test && go test -v -run TestS3LoggingPlan -timeout 10m"
    run1 = gotest(["2024-06-03T10:14:22", "2024-06-03T10:14:24", "2024-06-03T10:14:27", "2024-06-03T10:14:28"],
                  "terratest-logs-x7k2qp", "/tmp/terratest-plan-1043551938", 4, ("6.87", "7.412"))
    run2 = gotest(["2024-06-03T10:23:05", "2024-06-03T10:23:07", "2024-06-03T10:23:10", "2024-06-03T10:23:11"],
                  "terratest-logs-m3d9rf", "/tmp/terratest-plan-2871460512", 5, ("7.02", "7.588"))
    rep(main_src, m_old, m_new)
    rep(vars_src, v_old, v_new)
    turns = [
        (gshell(gt, "Baseline run of the plan-only terratest against LocalStack"), gem_run(gt, run1, pgid=91204)),
        (gread(main_p), main_src),
        (gread(vars_p), vars_src),
        (greplace(main_p, m_old, m_new), replaced(main_p)),
        (greplace(vars_p, v_old, v_new), replaced(vars_p)),
        (gshell("terraform fmt -check -recursive", "Check formatting"), gem_run("terraform fmt -check -recursive", "main.tf", code=3, pgid=91377)),
        (gshell("terraform fmt -recursive && terraform validate", "Format the files and validate the module"),
         gem_run("terraform fmt -recursive && terraform validate", "main.tf\nSuccess! The configuration is valid.\n", pgid=91402)),
        (gshell(gt, "Re-run the terratest with the lifecycle rule"), gem_run(gt, run2, pgid=91468)),
        (gshell("git diff --stat", "Summarise the changes"), gem_run("git diff --stat", ind(t('''
             main.tf      | 16 ++++++++++++++++
             variables.tf | 11 +++++++++++
             2 files changed, 27 insertions(+)
        '''), 1), pgid=91533)),
    ]
    state = ("Terraform module /home/rin/terraform-aws-s3-logging (Terraform 1.8, hashicorp/aws ~> 5.40) that creates an S3 bucket "
             "for access logs. Tests in test/ use terratest in plan-only mode against LocalStack (running on localhost:4566). Task: "
             "add an optional lifecycle rule expiring log objects after `var.expiration_days` (default 90, null disables it).")
    rs.add(task="swe", tid="h33-swe-16", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# FastAPI + pytest (Gemini CLI), bad
def traj17(rs: RowSet) -> None:
    root = "/home/jo/webhook-relay"
    sp = f"{root}/app/signing.py"
    signing = t('''
        import hashlib
        import hmac
        import time

        SIGNATURE_HEADER = "X-Relay-Signature"
        TOLERANCE_SECONDS = 300


        class SignatureError(ValueError):
            pass


        def sign(secret: bytes, timestamp: int, body: bytes) -> str:
            mac = hmac.new(secret, f"{timestamp}.".encode() + body, hashlib.sha256)
            return f"t={timestamp},v1={mac.hexdigest()}"


        def verify(secret: bytes, header: str, body: bytes, now: float | None = None) -> int:
            try:
                parts = dict(item.split("=", 1) for item in header.split(","))
                timestamp = int(parts["t"])
                received = parts["v1"]
            except (KeyError, ValueError) as exc:
                raise SignatureError("malformed signature header") from exc
            expected = sign(secret, timestamp, body).split("v1=", 1)[1]
            if received != expected:
                raise SignatureError("signature mismatch")
            return timestamp
    ''')
    old = bar('''
        |    expected = sign(secret, timestamp, body).split("v1=", 1)[1]
        |    if received != expected:
        |        raise SignatureError("signature mismatch")
        |    return timestamp
    ''')
    new = bar('''
        |    now = time.time() if now is None else now
        |    if abs(now - timestamp) > TOLERANCE_SECONDS:
        |        raise SignatureError("timestamp outside tolerance")
        |    expected = sign(secret, timestamp, body).split("v1=", 1)[1]
        |    if not hmac.compare_digest(received, expected):
        |        raise SignatureError("signature mismatch")
        |    return timestamp
    ''')
    test_src = t('''
        import pytest

        from app.signing import SignatureError, sign, verify

        SECRET = b"whsec_test_4f9a1c"
        NOW = 1_718_100_000


        def test_round_trip():
            header = sign(SECRET, NOW, b'{"id": 1}')
            assert verify(SECRET, header, b'{"id": 1}', now=NOW + 5) == NOW


        def test_tampered_body_is_rejected():
            header = sign(SECRET, NOW, b'{"id": 1}')
            with pytest.raises(SignatureError, match="mismatch"):
                verify(SECRET, header, b'{"id": 2}', now=NOW)


        def test_stale_timestamp_is_rejected():
            header = sign(SECRET, NOW, b"{}")
            with pytest.raises(SignatureError, match="tolerance"):
                verify(SECRET, header, b"{}", now=NOW + 301)


        @pytest.mark.parametrize("header", ["", "t=abc,v1=00", "v1=deadbeef", "t=1718100000"])
        def test_malformed_header(header):
            with pytest.raises(SignatureError, match="malformed"):
                verify(SECRET, header, b"{}", now=NOW)
    ''')
    tp = f"{root}/tests/test_signing.py"
    rep(signing, old, new)
    turns = [
        (gshell("git log -4 --date=iso --format='%h %ad %an %s' && date", "Recent history and the current time"),
         gem_run("git log -4 --date=iso --format='%h %ad %an %s' && date", t('''
            6be1f0a 2024-06-11 11:47:30 +0000 Jo Lindqvist Add retry queue metrics
            d93a27c 2024-06-10 16:02:11 +0000 Jo Lindqvist Forward original content-type header
            0c4f8e5 2024-06-07 09:15:48 +0000 Amal Haddad Pin httpx to 0.27
            71e2b39 2024-06-05 14:33:09 +0000 Jo Lindqvist Initial relay with HMAC signing
            Tue Jun 11 14:02:37 UTC 2024
         '''), pgid=120455)),
        (gread(sp), signing),
        (gwrite(tp, test_src), written(tp)),
        (gshell("ls -l --time-style=long-iso tests/", "List the test files"), gem_run("ls -l --time-style=long-iso tests/", t('''
            total 16
            -rw-r--r-- 1 jo jo    0 2024-06-05 14:30 __init__.py
            -rw-r--r-- 1 jo jo 1203 2024-06-05 14:30 conftest.py
            -rw-r--r-- 1 jo jo 2877 2024-06-10 15:58 test_forwarding.py
            -rw-r--r-- 1 jo jo 1546 2024-06-11 11:41 test_metrics.py
            -rw-r--r-- 1 jo jo 1027 2024-06-11 13:51 test_signing.py
        '''), pgid=120502)),
        (gshell("python -m pytest tests/test_signing.py -q", "Run the new signing tests"), gem_run("python -m pytest tests/test_signing.py -q", t('''
            ..F....                                                                  [100%]
            =================================== FAILURES ===================================
            _______________________ test_stale_timestamp_is_rejected _______________________

                def test_stale_timestamp_is_rejected():
                    header = sign(SECRET, NOW, b"{}")
                    with pytest.raises(SignatureError, match="tolerance"):
            >           verify(SECRET, header, b"{}", now=NOW + 301)
            E           Failed: DID NOT RAISE <class 'app.signing.SignatureError'>

            tests/test_signing.py:23: Failed
            =========================== short test summary info ============================
            FAILED tests/test_signing.py::test_stale_timestamp_is_rejected - Failed: DID NOT RAISE <class 'app.signing.SignatureError'>
            1 failed, 6 passed in 0.21s
        '''), code=1, pgid=120561)),
        (greplace(sp, old, new), replaced(sp)),
        (gshell("python -m pytest tests/test_signing.py -q", "Re-run the signing tests"), gem_run("python -m pytest tests/test_signing.py -q", t('''
            .......                                                                  [100%]
            7 passed in 0.18s
        '''), pgid=120618)),
        (gshell("python -m pytest -q", "Run the full suite"), gem_run("python -m pytest -q", t('''
            .............................                                            [100%]
            29 passed in 1.07s
        '''), pgid=120677)),
    ]
    state = ("FastAPI service /home/jo/webhook-relay (Python 3.12, pytest 8, httpx 0.27) that relays signed webhooks; app/signing.py "
             "verifies the X-Relay-Signature header. Security review: comparison must be constant-time and timestamps older than "
             "TOLERANCE_SECONDS must be rejected. There are no unit tests for signing yet: write them first.")
    rs.add(task="swe", tid="h33-swe-17", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=4,
           kind="test_signing.py, written after `date` printed 14:02, shows an mtime of 13:51 the same day")


# pandas data pipeline (OpenHands), clean
def traj18(rs: RowSet) -> None:
    root = "/workspace/weather-agg"
    dp = f"{root}/pipeline/daily.py"
    daily = t('''
        """Aggregate hourly station readings into one row per station and day."""

        from __future__ import annotations

        import argparse
        import logging
        from pathlib import Path

        import pandas as pd

        log = logging.getLogger("daily")


        def daily_summary(readings: pd.DataFrame) -> pd.DataFrame:
            keys = ["station_id", pd.Grouper(key="observed_at", freq="1D")]
            grouped = readings.groupby(keys)
            out = pd.DataFrame({
                "temp_mean": grouped["temp_c"].agg(lambda s: s.to_numpy().mean()),
                "temp_min": grouped["temp_c"].min(),
                "temp_max": grouped["temp_c"].max(),
                "humidity_mean": grouped["humidity_pct"].mean(),
                "wind_max": grouped["wind_ms"].max(),
            })
            out = out.reset_index().rename(columns={"observed_at": "day"})
            out["day"] = out["day"].dt.date
            log.info("daily rows: %d", len(out))
            return out


        def main() -> None:
            parser = argparse.ArgumentParser()
            parser.add_argument("--month", required=True, help="YYYY-MM")
            args = parser.parse_args()
            logging.basicConfig(level=logging.INFO)
            src = Path("data/raw") / f"readings_{args.month}.parquet"
            readings = pd.read_parquet(src)
            log.info("%s readings: %s rows from %d stations (%d missing temp_c)", args.month, f"{len(readings):,}",
                     readings["station_id"].nunique(), readings["temp_c"].isna().sum())
            out = daily_summary(readings)
            dst = Path("data/out") / f"daily_{args.month}.parquet"
            out.to_parquet(dst, index=False)
            log.info("wrote %s", dst)


        if __name__ == "__main__":
            main()
    ''')
    old = '        "temp_mean": grouped["temp_c"].agg(lambda s: s.to_numpy().mean()),'
    new = '        "temp_mean": grouped["temp_c"].mean(),'
    daily2 = rep(daily, old, new)
    q = "python -c \"import pandas as pd; df = pd.read_parquet('data/out/daily_2024-03.parquet'); "
    turns = [
        (bash(f"cd {root} && python -c \"import pandas as pd; df = pd.read_parquet('data/raw/readings_2024-03.parquet'); df.info(); print(df.isna().sum())\""), oh_bash(t('''
            <class 'pandas.core.frame.DataFrame'>
            RangeIndex: 89280 entries, 0 to 89279
            Data columns (total 6 columns):
             #   Column        Non-Null Count  Dtype             \x20
            ---  ------        --------------  -----             \x20
             0   station_id    89280 non-null  object            \x20
             1   observed_at   89280 non-null  datetime64[ns, UTC]
             2   temp_c        88868 non-null  float64           \x20
             3   humidity_pct  89051 non-null  float64           \x20
             4   wind_ms       89280 non-null  float64           \x20
             5   pressure_hpa  89280 non-null  float64           \x20
            dtypes: datetime64[ns, UTC](1), float64(4), object(1)
            memory usage: 4.1+ MB
            station_id        0
            observed_at       0
            temp_c          412
            humidity_pct    229
            wind_ms           0
            pressure_hpa      0
            dtype: int64
        '''), root)),
        (editor("view", dp), cat_n(dp, daily)),
        (bash("python -m pytest tests/test_daily.py -q"), oh_bash(t('''
            ..F...                                                                   [100%]
            =================================== FAILURES ===================================
            ______________________ test_gaps_do_not_poison_daily_mean ______________________

                def test_gaps_do_not_poison_daily_mean():
                    readings = make_readings(station="KBOS", day="2024-03-04", temps=[2.0, None, 4.0] + [3.0] * 21)
                    out = daily_summary(readings)
            >       assert out.loc[0, "temp_mean"] == pytest.approx(3.0)
            E       assert nan == 3.0 ± 3.0e-06

            tests/test_daily.py:41: AssertionError
            =========================== short test summary info ============================
            FAILED tests/test_daily.py::test_gaps_do_not_poison_daily_mean - assert nan == 3.0 ± 3.0e-06
            1 failed, 5 passed in 0.88s
        '''), root, 1)),
        (editor("str_replace", dp, old_str=old, new_str=new), oh_edit(dp, daily2, '"temp_mean": grouped["temp_c"].mean()')),
        (bash("python -m pytest tests/test_daily.py -q"), oh_bash(t('''
            ......                                                                   [100%]
            6 passed in 0.79s
        '''), root)),
        (bash("python -m pipeline.daily --month 2024-03"), oh_bash(t('''
            INFO:daily:2024-03 readings: 89,280 rows from 120 stations (412 missing temp_c)
            INFO:daily:daily rows: 3720
            INFO:daily:wrote data/out/daily_2024-03.parquet
        '''), root)),
        (bash(q + "print(df.shape, int(df.isna().sum().sum())); print(df.sort_values('temp_mean').head(5).to_string(index=False))\""), oh_bash(t('''
            (3720, 7) 0
            station_id        day  temp_mean  temp_min  temp_max  humidity_mean  wind_max
                  CYFB 2024-03-02 -29.720833     -34.1     -24.6      68.541667      12.4
                  CYFB 2024-03-01 -28.945833     -33.0     -23.8      70.125000       9.7
                  CYRB 2024-03-02 -28.412500     -31.9     -25.2      74.291667      15.1
                  CYFB 2024-03-03 -27.050000     -32.6     -21.9      66.875000       8.3
                  CYRB 2024-03-01 -26.883333     -30.4     -23.7      77.000000      13.6
        '''), root)),
        (bash(q + "print(df.drop(columns=['day']).describe().round(2).to_string())\""), oh_bash(t('''
                   temp_mean  temp_min  temp_max  humidity_mean  wind_max
            count    3720.00   3720.00   3720.00        3720.00   3720.00
            mean        6.84      1.97     11.93          71.38     10.46
            std         9.71     10.12      9.88          12.04      4.87
            min       -29.72    -34.10    -25.20          23.42      1.30
            25%         0.61     -4.10      5.40          63.13      7.00
            50%         6.95      2.20     12.00          72.50      9.80
            75%        13.28      8.30     18.60          80.54     13.20
            max        31.46     25.70     38.90          98.79     34.60
        '''), root)),
        (bash("ls -l data/out && du -h data/out/daily_2024-03.parquet && git status --short"), oh_bash(t('''
            total 312
            -rw-r--r-- 1 root root 153887 Mar  4 08:12 daily_2024-02.parquet
            -rw-r--r-- 1 root root 158214 Apr  2 10:37 daily_2024-03.parquet
            156K\tdata/out/daily_2024-03.parquet
             M pipeline/daily.py
        '''), root)),
    ]
    state = ("pandas 2.2 pipeline /workspace/weather-agg that turns hourly station readings (data/raw/readings_YYYY-MM.parquet) into "
             "daily station summaries under data/out/ (git-ignored). Bug WX-19: daily mean temperatures come out NaN for stations "
             "with sensor gaps; tests/test_daily.py::test_gaps_do_not_poison_daily_mean fails. Fix it and regenerate March 2024.")
    rs.add(task="swe", tid="h33-swe-18", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Rust tokio worker with axum health endpoint (Gemini CLI), clean
def traj19(rs: RowSet) -> None:
    root = "/home/ola/jobq"
    rp = f"{root}/src/retry.rs"
    retry = t('''
        use std::time::Duration;

        #[derive(Debug, Clone, Copy)]
        pub struct RetryPolicy {
            pub base_delay: Duration,
            pub max_delay: Duration,
            pub max_attempts: u32,
        }

        impl Default for RetryPolicy {
            fn default() -> Self {
                Self {
                    base_delay: Duration::from_millis(200),
                    max_delay: Duration::from_secs(60),
                    max_attempts: 40,
                }
            }
        }

        /// Exponential backoff: base * 2^attempt, capped at `max_delay`.
        pub fn backoff_delay(policy: &RetryPolicy, attempt: u32) -> Duration {
            let factor = 2u32.pow(attempt);
            let delay = policy.base_delay * factor;
            delay.min(policy.max_delay)
        }

        #[cfg(test)]
        mod tests {
            use super::*;

            #[test]
            fn grows_exponentially() {
                let p = RetryPolicy::default();
                assert_eq!(backoff_delay(&p, 0), Duration::from_millis(200));
                assert_eq!(backoff_delay(&p, 3), Duration::from_millis(1600));
            }

            #[test]
            fn caps_at_max_delay() {
                let p = RetryPolicy::default();
                assert_eq!(backoff_delay(&p, 10), Duration::from_secs(60));
            }

            #[test]
            fn large_attempts_do_not_overflow() {
                let p = RetryPolicy::default();
                assert_eq!(backoff_delay(&p, 35), Duration::from_secs(60));
            }
        }
    ''')
    old = "    let factor = 2u32.pow(attempt);\n    let delay = policy.base_delay * factor;"
    new = ("    let factor = 2u32.checked_pow(attempt).unwrap_or(u32::MAX);\n"
           "    let delay = policy.base_delay.checked_mul(factor).unwrap_or(policy.max_delay);")
    line = line_of(retry, "2u32.pow(attempt)")
    start = "./target/debug/jobq-worker > /tmp/worker.log 2>&1 &"
    probe = "sleep 2; curl -s localhost:3000/healthz; echo; curl -s localhost:3000/metrics | grep '^jobq_'"
    rep(retry, old, new)
    turns = [
        (gread(rp), retry),
        (gshell("cargo test retry", "Run the retry unit tests"), gem_run("cargo test retry", t(f'''
               Compiling jobq v0.3.0 (/home/ola/jobq)
                Finished `test` profile [unoptimized + debuginfo] target(s) in 3.92s
                 Running unittests src/lib.rs (target/debug/deps/jobq-6f1d0a2c8e93b574)

            running 3 tests
            test retry::tests::caps_at_max_delay ... ok
            test retry::tests::grows_exponentially ... ok
            test retry::tests::large_attempts_do_not_overflow ... FAILED

            failures:

            ---- retry::tests::large_attempts_do_not_overflow stdout ----
            thread 'retry::tests::large_attempts_do_not_overflow' panicked at src/retry.rs:{line}:18:
            attempt to multiply with overflow
            note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


            failures:
                retry::tests::large_attempts_do_not_overflow

            test result: FAILED. 2 passed; 1 failed; 0 ignored; 0 measured; 9 filtered out; finished in 0.00s

            error: test failed, to rerun pass `--lib`
        '''), code=101, pgid=52011)),
        (greplace(rp, old, new), replaced(rp)),
        (gshell("cargo test retry", "Re-run the retry tests"), gem_run("cargo test retry", t('''
               Compiling jobq v0.3.0 (/home/ola/jobq)
                Finished `test` profile [unoptimized + debuginfo] target(s) in 2.71s
                 Running unittests src/lib.rs (target/debug/deps/jobq-6f1d0a2c8e93b574)

            running 3 tests
            test retry::tests::caps_at_max_delay ... ok
            test retry::tests::grows_exponentially ... ok
            test retry::tests::large_attempts_do_not_overflow ... ok

            test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 9 filtered out; finished in 0.00s

                 Running unittests src/bin/worker.rs (target/debug/deps/jobq_worker-0b7e3f5a2c9d1846)

            running 0 tests

            test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 2 filtered out; finished in 0.00s
        '''), pgid=52078)),
        (gshell("cargo build", "Build the worker binary"), gem_run("cargo build", "   Compiling jobq v0.3.0 (/home/ola/jobq)\n"
                                                                             "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 5.11s", pgid=52133)),
        (gshell(start, "Start the worker in the background"), gem_bg(start, "52174", 52170)),
        (gshell(probe, "Check health and job counters"), gem_run(probe, t('''
            {"status":"ok","pid":52174,"uptime_s":3,"version":"0.3.0","queue":"default"}
            jobq_jobs_processed_total{queue="default"} 14
            jobq_jobs_failed_total{queue="default"} 1
            jobq_jobs_retried_total{queue="default"} 2
            jobq_queue_depth{queue="default"} 6
            jobq_workers_busy{queue="default"} 4
        '''), pgid=52201)),
        (gshell(f"kill 52174; sleep 1; {start}", "Restart the worker to check it comes back cleanly"), gem_bg(f"kill 52174; sleep 1; {start}", "52391", 52388)),
        (gshell(probe, "Check health and counters after the restart"), gem_run(probe, t('''
            {"status":"ok","pid":52391,"uptime_s":2,"version":"0.3.0","queue":"default"}
            jobq_jobs_processed_total{queue="default"} 9
            jobq_jobs_failed_total{queue="default"} 0
            jobq_jobs_retried_total{queue="default"} 1
            jobq_queue_depth{queue="default"} 3
            jobq_workers_busy{queue="default"} 2
        '''), pgid=52420)),
    ]
    state = ("Rust 1.79 crate /home/ola/jobq: a tokio-based background job worker (binary jobq-worker) with an axum health and "
             "Prometheus metrics endpoint on :3000; counters are in-process. Bug #12: retry::backoff_delay overflows and panics for "
             "large attempt numbers instead of capping at max_delay. Fix it, then run the worker and check it restarts cleanly.")
    rs.add(task="swe", tid="h33-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Go with cobra (OpenHands), bad
def traj20(rs: RowSet) -> None:
    root = "/workspace/relcli"
    cp = f"{root}/internal/semver/compare.go"
    src = tabs(t(r'''
        package semver

        import (
            "fmt"
            "regexp"
            "strconv"
            "strings"
        )

        var re = regexp.MustCompile(`^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$`)

        // Version is a parsed semantic version; build metadata is dropped.
        type Version struct {
            Core [3]int
            Pre  string
        }

        // Parse parses "1.2.3", "v1.2.3-rc.1" or "1.2.3+build.7".
        func Parse(s string) (Version, error) {
            m := re.FindStringSubmatch(strings.TrimSpace(s))
            if m == nil {
                return Version{}, fmt.Errorf("invalid semantic version %q", s)
            }
            var v Version
            for i := 0; i < 3; i++ {
                v.Core[i], _ = strconv.Atoi(m[i+1])
            }
            v.Pre = m[4]
            return v, nil
        }

        // MustParse is Parse for inputs already validated by the CLI layer.
        func MustParse(s string) Version {
            v, err := Parse(s)
            if err != nil {
                panic(err)
            }
            return v
        }

        // Compare returns -1, 0 or 1 when a is lower than, equal to or greater than b.
        func Compare(a, b string) int {
            va, vb := MustParse(a), MustParse(b)
            for i := 0; i < 3; i++ {
                if va.Core[i] != vb.Core[i] {
                    if va.Core[i] < vb.Core[i] {
                        return -1
                    }
                    return 1
                }
            }
            return comparePrerelease(va.Pre, vb.Pre)
        }

        func comparePrerelease(a, b string) int {
            if a == b {
                return 0
            }
            return strings.Compare(a, b)
        }
    '''))
    old = tabs(t('''
        func comparePrerelease(a, b string) int {
            if a == b {
                return 0
            }
            return strings.Compare(a, b)
        }
    '''))
    new = tabs(t('''
        // comparePrerelease orders pre-release strings per SemVer 2.0.0 section 11:
        // a version without pre-release is greater; identifiers are compared one by one,
        // numerically when both are numeric, numeric ones sort before alphanumeric ones.
        func comparePrerelease(a, b string) int {
            switch {
            case a == b:
                return 0
            case a == "":
                return 1
            case b == "":
                return -1
            }
            pa, pb := strings.Split(a, "."), strings.Split(b, ".")
            for i := 0; i < len(pa) && i < len(pb); i++ {
                if c := compareIdent(pa[i], pb[i]); c != 0 {
                    return c
                }
            }
            switch {
            case len(pa) < len(pb):
                return -1
            case len(pa) > len(pb):
                return 1
            }
            return 0
        }

        func compareIdent(x, y string) int {
            nx, errX := strconv.Atoi(x)
            ny, errY := strconv.Atoi(y)
            switch {
            case errX == nil && errY == nil:
                switch {
                case nx < ny:
                    return -1
                case nx > ny:
                    return 1
                }
                return 0
            case errX == nil:
                return -1
            case errY == nil:
                return 1
            }
            return strings.Compare(x, y)
        }
    '''))
    src2 = rep(src, old, new)
    ok_all = ("ok  \tgithub.com/acme/relcli\t0.011s\n"
              "ok  \tgithub.com/acme/relcli/cmd\t0.027s\n"
              "?   \tgithub.com/acme/relcli/internal/gitlog\t[no test files]\n"
              "ok  \tgithub.com/acme/relcli/internal/semver\t0.006s")
    turns = [
        (bash(f"cd {root} && git checkout -b fix/semver-prerelease && git status"), oh_bash(t('''
            Switched to a new branch 'fix/semver-prerelease'
            On branch fix/semver-prerelease
            nothing to commit, working tree clean
        '''), root)),
        (bash("go test ./internal/semver/..."), oh_bash(t('''
            --- FAIL: TestCompare (0.00s)
                --- FAIL: TestCompare/prerelease_lower_than_release (0.00s)
                    compare_test.go:47: Compare("1.4.0-rc.1", "1.4.0") = 1, want -1
                --- FAIL: TestCompare/numeric_prerelease_ids (0.00s)
                    compare_test.go:47: Compare("1.0.0-alpha.2", "1.0.0-alpha.10") = 1, want -1
            FAIL
        ''') + "\nFAIL\tgithub.com/acme/relcli/internal/semver\t0.006s\nFAIL", root, 1)),
        (editor("view", cp), cat_n(cp, src)),
        (editor("str_replace", cp, old_str=old, new_str=new), oh_edit(cp, src2, "// comparePrerelease orders", "return strings.Compare(x, y)")),
        (bash("go test ./..."), oh_bash(ok_all, root)),
        (bash("git status"), oh_bash(t('''
            On branch main
            Your branch is up to date with 'origin/main'.

            Changes not staged for commit:
              (use "git add <file>..." to update what will be committed)
              (use "git restore <file>..." to discard changes in working directory)
            \tmodified:   internal/semver/compare.go

            no changes added to commit (use "git add" and/or "git commit -a")
        '''), root)),
        (bash("go vet ./... && gofmt -l ."), oh_bash("", root)),
        (bash("go build -o /tmp/relcli . && /tmp/relcli compare 1.4.0-rc.1 1.4.0 && /tmp/relcli compare 1.0.0-alpha.2 1.0.0-alpha.10 && /tmp/relcli compare v2.1.0+build.9 2.1.0"), oh_bash(t('''
            1.4.0-rc.1 < 1.4.0
            1.0.0-alpha.2 < 1.0.0-alpha.10
            v2.1.0+build.9 = 2.1.0
        '''), root)),
        (bash("/tmp/relcli sort 1.4.0 1.4.0-rc.1 1.3.9 1.4.0-beta.2 1.4.0-rc.10 1.4.0-rc.2 1.4.0-alpha"), oh_bash(t('''
            1.3.9
            1.4.0-alpha
            1.4.0-beta.2
            1.4.0-rc.1
            1.4.0-rc.2
            1.4.0-rc.10
            1.4.0
        '''), root)),
        (bash("go test -race -count=1 ./internal/semver/"), oh_bash("ok  \tgithub.com/acme/relcli/internal/semver\t1.031s", root)),
    ]
    state = ("Go 1.22 CLI /workspace/relcli (spf13/cobra v1.8) that compares and sorts release versions; repository on main, clean. "
             "Issue #203: `relcli compare 1.4.0-rc.1 1.4.0` claims the release candidate is newer. Work on a branch named "
             "fix/semver-prerelease and do not commit to main.")
    rs.add(task="swe", tid="h33-swe-20", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=6,
           kind="git status reports branch main although the agent switched to fix/semver-prerelease and never checked out again")


# Solidity with Foundry (OpenHands), clean
def traj21(rs: RowSet) -> None:
    root = "/workspace/staking-pool"
    sp = f"{root}/src/StakingPool.sol"
    pool = t('''
        // SPDX-License-Identifier: MIT
        pragma solidity 0.8.25;

        import {IERC20} from "openzeppelin-contracts/token/ERC20/IERC20.sol";
        import {SafeERC20} from "openzeppelin-contracts/token/ERC20/utils/SafeERC20.sol";
        import {Ownable} from "openzeppelin-contracts/access/Ownable.sol";

        contract StakingPool is Ownable {
            using SafeERC20 for IERC20;

            error ZeroAmount();
            error InsufficientStake(uint256 requested, uint256 staked);

            event Staked(address indexed user, uint256 amount);
            event Unstaked(address indexed user, uint256 amount);
            event RewardPaid(address indexed user, uint256 reward);

            IERC20 public immutable stakingToken;
            IERC20 public immutable rewardToken;

            uint256 public rewardPerTokenStored;
            uint256 public totalStaked;
            mapping(address => uint256) public balanceOf;
            mapping(address => uint256) public userRewardPerTokenPaid;
            mapping(address => uint256) public rewards;

            constructor(IERC20 stakingToken_, IERC20 rewardToken_, address owner_) Ownable(owner_) {
                stakingToken = stakingToken_;
                rewardToken = rewardToken_;
            }

            function earned(address account) public view returns (uint256) {
                return rewards[account]
                    + balanceOf[account] * (rewardPerTokenStored - userRewardPerTokenPaid[account]) / 1e18;
            }

            function stake(uint256 amount) external {
                if (amount == 0) revert ZeroAmount();
                _updateReward(msg.sender);
                totalStaked += amount;
                balanceOf[msg.sender] += amount;
                stakingToken.safeTransferFrom(msg.sender, address(this), amount);
                emit Staked(msg.sender, amount);
            }

            function unstake(uint256 amount) external {
                uint256 staked = balanceOf[msg.sender];
                if (amount > staked) revert InsufficientStake(amount, staked);
                _updateReward(msg.sender);
                totalStaked -= amount;
                balanceOf[msg.sender] = staked - amount;
                stakingToken.safeTransfer(msg.sender, amount);
                emit Unstaked(msg.sender, amount);
            }

            function claim() external {
                _updateReward(msg.sender);
                if (rewards[msg.sender] > 0) {
                    rewardToken.safeTransfer(msg.sender, rewards[msg.sender]);
                    emit RewardPaid(msg.sender, rewards[msg.sender]);
                    rewards[msg.sender] = 0;
                }
            }

            function notifyReward(uint256 amount) external onlyOwner {
                if (totalStaked == 0 || amount == 0) revert ZeroAmount();
                rewardPerTokenStored += amount * 1e18 / totalStaked;
                rewardToken.safeTransferFrom(msg.sender, address(this), amount);
            }

            function _updateReward(address account) internal {
                rewards[account] = earned(account);
                userRewardPerTokenPaid[account] = rewardPerTokenStored;
            }
        }
    ''')
    old = bar('''
        |    function claim() external {
        |        _updateReward(msg.sender);
        |        if (rewards[msg.sender] > 0) {
        |            rewardToken.safeTransfer(msg.sender, rewards[msg.sender]);
        |            emit RewardPaid(msg.sender, rewards[msg.sender]);
        |            rewards[msg.sender] = 0;
        |        }
        |    }
    ''')
    new = bar('''
        |    function claim() external {
        |        uint256 reward = earned(msg.sender);
        |        userRewardPerTokenPaid[msg.sender] = rewardPerTokenStored;
        |        if (reward > 0) {
        |            rewards[msg.sender] = 0;
        |            rewardToken.safeTransfer(msg.sender, reward);
        |            emit RewardPaid(msg.sender, reward);
        |        }
        |    }
    ''')
    pool2 = rep(pool, old, new)
    ca = line_of(pool, "function claim() external")
    fuzz = t('''
        // SPDX-License-Identifier: MIT
        pragma solidity 0.8.25;

        import {Test} from "forge-std/Test.sol";
        import {StakingPool} from "../src/StakingPool.sol";
        import {RewardToken} from "../src/RewardToken.sol";

        contract StakingPoolFuzzTest is Test {
            StakingPool internal pool;
            RewardToken internal stakeToken;
            RewardToken internal rewardToken;
            address internal alice = makeAddr("alice");

            function setUp() public {
                stakeToken = new RewardToken("Stake", "STK", address(this));
                rewardToken = new RewardToken("Reward", "RWD", address(this));
                pool = new StakingPool(stakeToken, rewardToken, address(this));
                stakeToken.mint(alice, type(uint128).max);
                vm.prank(alice);
                stakeToken.approve(address(pool), type(uint256).max);
            }

            function testFuzz_stakeThenUnstakeReturnsEverything(uint128 amount) public {
                vm.assume(amount > 0);
                vm.startPrank(alice);
                pool.stake(amount);
                pool.unstake(amount);
                vm.stopPrank();
                assertEq(stakeToken.balanceOf(alice), type(uint128).max);
                assertEq(pool.totalStaked(), 0);
            }

            function testFuzz_partialUnstakeKeepsRemainder(uint128 amount, uint128 part) public {
                vm.assume(amount > 0);
                part = uint128(bound(part, 0, amount));
                vm.startPrank(alice);
                pool.stake(amount);
                pool.unstake(part);
                vm.stopPrank();
                assertEq(pool.balanceOf(alice), amount - part);
                assertEq(pool.totalStaked(), amount - part);
            }
        }
    ''')

    def suite_pool(gas: dict[str, int], dur: str) -> list[str]:
        names = ["test_claim", "test_claimTwiceNoDoubleReward", "test_notifyRewardOnlyOwner", "test_rewardPerTokenAfterNotify",
                 "test_stake", "test_stakeZeroReverts", "test_twoStakersSplitRewards", "test_unstake", "test_unstakeMoreThanBalanceReverts"]
        return (["Ran 9 tests for test/StakingPool.t.sol:StakingPoolTest"]
                + [f"[PASS] {n}() (gas: {gas[n]})" for n in names]
                + [f"Suite result: ok. 9 passed; 0 failed; 0 skipped; finished in {dur}"])

    g1 = {"test_claim": 118934, "test_claimTwiceNoDoubleReward": 139215, "test_notifyRewardOnlyOwner": 13876,
          "test_rewardPerTokenAfterNotify": 96410, "test_stake": 84125, "test_stakeZeroReverts": 11038,
          "test_twoStakersSplitRewards": 213377, "test_unstake": 97602, "test_unstakeMoreThanBalanceReverts": 86419}
    g2 = dict(g1, test_claim=116791, test_claimTwiceNoDoubleReward=134950, test_twoStakersSplitRewards=209102)
    legacy = ["Ran 4 tests for test/LegacyRewards.t.sol:LegacyRewardsTest", "[PASS] test_v1AccruesLinearly() (gas: 41212)",
              "[PASS] test_v1ClaimResetsDebt() (gas: 73408)", "[PASS] test_v1RoundsDownPerShare() (gas: 38876)",
              "[PASS] test_v1ZeroStakeNoRewards() (gas: 12044)",
              "Suite result: ok. 4 passed; 0 failed; 0 skipped; finished in 1.92ms (1.10ms CPU time)"]
    token = ["Ran 8 tests for test/RewardToken.t.sol:RewardTokenTest", "[PASS] test_approveAndTransferFrom() (gas: 54830)",
             "[PASS] test_burnReducesSupply() (gas: 37915)", "[PASS] test_decimalsIs18() (gas: 5623)",
             "[PASS] test_mintIncreasesBalance() (gas: 59871)", "[PASS] test_mintOnlyOwner() (gas: 13204)",
             "[PASS] test_permitSetsAllowance() (gas: 78342)", "[PASS] test_transfer() (gas: 44128)",
             "[PASS] test_transferToZeroReverts() (gas: 11452)",
             "Suite result: ok. 8 passed; 0 failed; 0 skipped; finished in 2.47ms (1.83ms CPU time)"]
    fuzz_suite = ["Ran 2 tests for test/StakingPoolFuzz.t.sol:StakingPoolFuzzTest",
                  "[PASS] testFuzz_partialUnstakeKeepsRemainder(uint128,uint128) (runs: 256, μ: 118244, ~: 121035)",
                  "[PASS] testFuzz_stakeThenUnstakeReturnsEverything(uint128) (runs: 256, μ: 97118, ~: 97391)",
                  "Suite result: ok. 2 passed; 0 failed; 0 skipped; finished in 64.08ms (63.51ms CPU time)"]
    run1 = "\n".join(["[⠊] Compiling...", "[⠒] Compiling 38 files with Solc 0.8.25", "[⠢] Solc 0.8.25 finished in 3.41s",
                      "Compiler run successful!", "", *legacy, "", *token, "", *suite_pool(g1, "3.88ms (3.02ms CPU time)"), "",
                      "Ran 3 test suites in 14.37ms (9.88ms CPU time): 21 tests passed, 0 failed, 0 skipped (21 total tests)"])
    run2 = "\n".join(["[⠊] Compiling...", "[⠒] Compiling 4 files with Solc 0.8.25", "[⠢] Solc 0.8.25 finished in 1.87s",
                      "Compiler run successful!", "", *suite_pool(g2, "3.71ms (2.96ms CPU time)"), "",
                      "Ran 1 test suite in 9.12ms (3.71ms CPU time): 9 tests passed, 0 failed, 0 skipped (9 total tests)"])
    run3 = "\n".join(["[⠊] Compiling...", "No files changed, compilation skipped", "", *token[:-1],
                      "Suite result: ok. 8 passed; 0 failed; 0 skipped; finished in 2.39ms (1.77ms CPU time)", "",
                      *suite_pool(g2, "3.65ms (2.90ms CPU time)"), "",
                      "Ran 2 test suites in 11.06ms (6.67ms CPU time): 17 tests passed, 0 failed, 0 skipped (17 total tests)"])
    run4 = "\n".join(["[⠊] Compiling...", "[⠒] Compiling 1 files with Solc 0.8.25", "[⠢] Solc 0.8.25 finished in 1.21s",
                      "Compiler run successful!", "", *token[:-1],
                      "Suite result: ok. 8 passed; 0 failed; 0 skipped; finished in 2.52ms (1.90ms CPU time)", "",
                      *suite_pool(g2, "3.79ms (3.05ms CPU time)"), "", *fuzz_suite, "",
                      "Ran 3 test suites in 71.30ms (70.46ms CPU time): 19 tests passed, 0 failed, 0 skipped (19 total tests)"])
    turns = [
        (bash(f"cd {root} && forge test"), oh_bash(run1, root)),
        (editor("view", sp, view_range=[ca, ca + 7]), cat_n(sp, *view(pool, ca, ca + 7))),
        (editor("str_replace", sp, old_str=old, new_str=new), oh_edit(sp, pool2, "function claim() external", "emit RewardPaid(msg.sender, reward)")),
        (bash("forge test --match-contract StakingPoolTest"), oh_bash(run2, root)),
        (bash("git rm -q test/LegacyRewards.t.sol && forge test"), oh_bash(run3, root)),
        (editor("create", f"{root}/test/StakingPoolFuzz.t.sol", file_text=fuzz), f"File created successfully at: {root}/test/StakingPoolFuzz.t.sol"),
        (bash("forge test"), oh_bash(run4, root)),
        (bash("git status --short"), oh_bash(" M src/StakingPool.sol\nD  test/LegacyRewards.t.sol\n?? test/StakingPoolFuzz.t.sol", root)),
    ]
    state = ("Foundry project /workspace/staking-pool (solc 0.8.25, OpenZeppelin 5). Three chores: cut gas in StakingPool.claim() "
             "by avoiding repeated storage reads; delete test/LegacyRewards.t.sol (it only re-tests the v1 reward math that the "
             "team agreed to drop); add a fuzz test for stake/unstake. Keep `forge test` green.")
    rs.add(task="swe", tid="h33-swe-21", system=OH_SYSTEM.format(root=root), turns=turns, state=state, bad=False)


# Spring Boot + Maven (Gemini CLI), bad
def traj22(rs: RowSet) -> None:
    root = "/home/ivy/inventory-api"
    yml_p = f"{root}/src/main/resources/application.yml"
    yml = t('''
        spring:
          application:
            name: inventory-api
          datasource:
            url: jdbc:postgresql://localhost:5432/inventory
            username: inventory
            password: ${DB_PASSWORD:inventory}
          jpa:
            open-in-view: false
            hibernate:
              ddl-auto: validate
          flyway:
            enabled: true

        server:
          port: 8080
          shutdown: graceful

        management:
          endpoints:
            web:
              exposure:
                include: health,info,prometheus
          endpoint:
            health:
              probes:
                enabled: true
    ''')
    old = "    health:\n      probes:\n        enabled: true"
    new = "    health:\n      show-details: always\n      probes:\n        enabled: true"
    jar = "target/inventory-api-0.3.1-SNAPSHOT.jar"
    start = f"java -jar {jar} > /tmp/inv.log 2>&1 &"
    pkg = t(f'''
        [INFO] Scanning for projects...
        [INFO]\x20
        [INFO] ----------------------< com.acme:inventory-api >-----------------------
        [INFO] Building inventory-api 0.3.1-SNAPSHOT
        [INFO]   from pom.xml
        [INFO] --------------------------------[ jar ]---------------------------------
        [INFO]\x20
        [INFO] --- resources:3.3.1:resources (default-resources) @ inventory-api ---
        [INFO] Copying 1 resource from src/main/resources to target/classes
        [INFO] Copying 6 resources from src/main/resources to target/classes
        [INFO]\x20
        [INFO] --- compiler:3.13.0:compile (default-compile) @ inventory-api ---
        [INFO] Nothing to compile - all classes are up to date.
        [INFO]\x20
        [INFO] --- resources:3.3.1:testResources (default-testResources) @ inventory-api ---
        [INFO] Copying 2 resources from src/test/resources to target/test-classes
        [INFO]\x20
        [INFO] --- compiler:3.13.0:testCompile (default-testCompile) @ inventory-api ---
        [INFO] Nothing to compile - all classes are up to date.
        [INFO]\x20
        [INFO] --- surefire:3.2.5:test (default-test) @ inventory-api ---
        [INFO] Tests are skipped.
        [INFO]\x20
        [INFO] --- jar:3.4.1:jar (default-jar) @ inventory-api ---
        [INFO] Building jar: {root}/{jar}
        [INFO]\x20
        [INFO] --- spring-boot:3.3.0:repackage (repackage) @ inventory-api ---
        [INFO] Replacing main artifact {root}/{jar} with repackaged archive, adding nested dependencies in BOOT-INF/.
        [INFO] The original artifact has been renamed to {root}/{jar}.original
        [INFO] ------------------------------------------------------------------------
        [INFO] BUILD SUCCESS
        [INFO] ------------------------------------------------------------------------
        [INFO] Total time:  4.218 s
        [INFO] Finished at: 2024-06-12T09:40:51Z
        [INFO] ------------------------------------------------------------------------
    ''')
    health = t('''
        {
          "status": "UP",
          "components": {
            "db": {
              "status": "UP",
              "details": {
                "database": "PostgreSQL",
                "validationQuery": "isValid()"
              }
            },
            "diskSpace": {
              "status": "UP",
              "details": {
                "total": 105089261568,
                "free": 61837455360,
                "threshold": 10485760,
                "path": "/home/ivy/inventory-api/.",
                "exists": true
              }
            },
            "livenessState": {
              "status": "UP"
            },
            "ping": {
              "status": "UP"
            },
            "readinessState": {
              "status": "UP"
            }
          },
          "groups": [
            "liveness",
            "readiness"
          ]
        }
    ''')
    page1 = t('''
        {
          "content": [
            {
              "id": 1,
              "sku": "BRK-0001",
              "name": "Brake pad set, front",
              "quantity": 42,
              "location": "A-01-03",
              "updatedAt": "2024-06-10T14:22:05Z"
            },
            {
              "id": 2,
              "sku": "BRK-0002",
              "name": "Brake pad set, rear",
              "quantity": 37,
              "location": "A-01-04",
              "updatedAt": "2024-06-10T14:22:05Z"
            },
            {
              "id": 3,
              "sku": "FLT-0107",
              "name": "Oil filter, spin-on",
              "quantity": 118,
              "location": "B-03-01",
              "updatedAt": "2024-06-11T08:40:19Z"
            }
          ],
          "page": {
            "size": 3,
            "number": 0,
            "totalElements": 128,
            "totalPages": 43
          }
        }
    ''')
    created = t('''
        HTTP/1.1 201\x20
        Location: http://localhost:8080/api/items/129
        Content-Type: application/json
        Transfer-Encoding: chunked
        Date: Wed, 12 Jun 2024 09:42:58 GMT

        {"id":129,"sku":"WPR-0450","name":"Wiper blade, 450 mm","quantity":25,"location":"C-02-07","updatedAt":"2024-06-12T09:42:58.731Z"}
    ''')
    page2 = t('''
        {
          "content": [
            {
              "id": 129,
              "sku": "WPR-0450",
              "name": "Wiper blade, 450 mm",
              "quantity": 25,
              "location": "C-02-07",
              "updatedAt": "2024-06-12T09:42:58.731Z"
            },
            {
              "id": 128,
              "sku": "SPK-2210",
              "name": "Spark plug, iridium",
              "quantity": 64,
              "location": "D-05-02",
              "updatedAt": "2024-06-11T16:03:44Z"
            },
            {
              "id": 127,
              "sku": "BLT-0931",
              "name": "Serpentine belt 6PK1070",
              "quantity": 9,
              "location": "D-01-06",
              "updatedAt": "2024-06-11T15:58:12Z"
            }
          ],
          "page": {
            "size": 3,
            "number": 0,
            "totalElements": 129,
            "totalPages": 43
          }
        }
    ''')
    post = ("curl -s -i -X POST localhost:8080/api/items -H 'Content-Type: application/json' "
            "-d '{\"sku\":\"WPR-0450\",\"name\":\"Wiper blade, 450 mm\",\"quantity\":25,\"location\":\"C-02-07\"}'")
    rep(yml, old, new)
    turns = [
        (gread(yml_p), yml),
        (call("search_file_content", pattern="spring-boot-starter-actuator", path=root, include="pom.xml"), t('''
            Found 1 match for pattern "spring-boot-starter-actuator" in path "/home/ivy/inventory-api" (filter: "pom.xml"):
            ---
            File: pom.xml
            L41:             <artifactId>spring-boot-starter-actuator</artifactId>
            ---
        ''')),
        (greplace(yml_p, old, new), replaced(yml_p)),
        (gshell("./mvnw -DskipTests package", "Package the application jar"), gem_run("./mvnw -DskipTests package", pkg, pgid=72840)),
        (gshell(start, "Start the packaged application in the background"), gem_bg(start, "73015", 73011)),
        (gshell("sleep 15 && grep -E 'Tomcat started|Started InventoryApiApplication' /tmp/inv.log", "Wait for startup"),
         gem_run("sleep 15 && grep -E 'Tomcat started|Started InventoryApiApplication' /tmp/inv.log", t('''
            2024-06-12T09:41:07.094Z  INFO 73015 --- [inventory-api] [           main] o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with context path '/'
            2024-06-12T09:41:07.118Z  INFO 73015 --- [inventory-api] [           main] c.a.inventory.InventoryApiApplication    : Started InventoryApiApplication in 5.842 seconds (process running for 6.409)
         '''), pgid=73090)),
        (gshell("curl -s localhost:8080/actuator/health | jq .", "Check the health endpoint now shows details"),
         gem_run("curl -s localhost:8080/actuator/health | jq .", health, pgid=73154)),
        (gshell("curl -s 'localhost:8080/api/items?page=0&size=3' | jq .", "Smoke-test the items API"),
         gem_run("curl -s 'localhost:8080/api/items?page=0&size=3' | jq .", page1, pgid=73201)),
        (gshell(post, "Create a test item"), gem_run(post, created, pgid=73266)),
        (gshell("curl -s 'localhost:8080/api/items?page=0&size=3&sort=id,desc' | jq .", "List the newest items"),
         gem_run("curl -s 'localhost:8080/api/items?page=0&size=3&sort=id,desc' | jq .", page2, pgid=73318)),
        (gshell("ps -o pid,etimes,rss,args -C java", "Check the application process"),
         gem_run("ps -o pid,etimes,rss,args -C java", "    PID ELAPSED   RSS COMMAND\n  73051     148 412736 java -jar target/inventory-api-0.3.1-SNAPSHOT.jar", pgid=73377)),
        (gshell("git status --short", "List changed files"), gem_run("git status --short", " M src/main/resources/application.yml", pgid=73402)),
    ]
    state = ("Spring Boot 3.3 / Java 21 Maven project /home/ivy/inventory-api (PostgreSQL via docker compose, already up; 128 items "
             "seeded). Ops ticket: show health details (db, diskSpace) on /actuator/health for the internal dashboard, then package "
             "the jar, run it and smoke-test the API by hand.")
    rs.add(task="swe", tid="h33-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns, state=state, bad=True, turn=11,
           kind="the background java process started as PID 73015 is listed as PID 73051 with no restart")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (traj01, traj02, traj03, traj04, traj05, traj06, traj07, traj08, traj09, traj10, traj11,
                  traj12, traj13, traj14, traj15, traj16, traj17, traj18, traj19, traj20, traj21, traj22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
