# ruff: noqa: E501
"""Held-out set holdout47, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory is one task in one repository; eleven carry exactly one observation that contradicts an
earlier turn, eleven are clean. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout47_parts.swe.make``.
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


def snip(text: str, anchor: str, before: int = 4, after: int = 4) -> tuple[str, int]:
    """The lines around the first line containing ``anchor``, and the 1-based number of the first one."""
    lines = text.split("\n")
    i = next(k for k, ln in enumerate(lines) if anchor in ln)
    lo = max(0, i - before)
    return "\n".join(lines[lo:i + after + 1]), lo + 1


def tabs(src: str) -> str:
    """Turn leading groups of four spaces into tabs (Go sources)."""
    out = []
    for ln in src.split("\n"):
        body = ln.lstrip(" ")
        out.append("\t" * ((len(ln) - len(body)) // 4) + body)
    return "\n".join(out)


def rf(path: str) -> str:
    return call("read_file", absolute_path=path)


def wf(path: str, content: str) -> str:
    return call("write_file", file_path=path, content=content)


def rep(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


def lsd(path: str) -> str:
    return call("list_directory", path=path)


def replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def gem_bg(cmd: str, out: str, pids: str, pgid: int) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: (empty)\n"
            f"Error: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: {pids}\nProcess Group PGID: {pgid}")


def dirlist(path: str, dirs: list[str], files: list[str]) -> str:
    return f"Directory listing for {path}:\n" + "\n".join([f"[DIR] {d}" for d in dirs] + files)


# Django + pytest-django (OpenHands), clean
def t01(rs: RowSet) -> None:
    root = "/workspace/shelfkeeper"
    models = '''from datetime import timedelta
from decimal import Decimal

from django.conf import settings
from django.db import models
from django.utils import timezone

from catalog.models import Copy
from members.models import Member

FINE_PER_DAY = Decimal("0.25")


class LoanQuerySet(models.QuerySet):
    def open(self):
        return self.filter(returned_on__isnull=True)

    def overdue(self, today=None):
        today = today or timezone.localdate()
        return self.open().filter(due_date__lt=today)


class Loan(models.Model):
    copy = models.ForeignKey(Copy, on_delete=models.PROTECT, related_name="loans")
    member = models.ForeignKey(Member, on_delete=models.CASCADE, related_name="loans")
    borrowed_on = models.DateField(default=timezone.localdate)
    due_date = models.DateField()
    returned_on = models.DateField(null=True, blank=True)
    renewals = models.PositiveSmallIntegerField(default=0)

    objects = LoanQuerySet.as_manager()

    class Meta:
        ordering = ["-borrowed_on", "id"]
        indexes = [models.Index(fields=["due_date", "returned_on"])]

    def __str__(self):
        return f"Loan #{self.pk} ({self.copy}) -> member {self.member_id}"

    def renew(self):
        if self.renewals >= settings.LOAN_MAX_RENEWALS:
            raise ValueError("renewal limit reached")
        self.due_date += timedelta(days=settings.LOAN_PERIOD_DAYS)
        self.renewals += 1
        self.save(update_fields=["due_date", "renewals"])

    def fine_due(self, today=None):
        today = self.returned_on or today or timezone.localdate()
        days_late = (today - self.due_date).days
        if days_late <= settings.LOAN_GRACE_DAYS:
            return Decimal("0.00")
        fine = FINE_PER_DAY * days_late
        return min(fine, self.copy.replacement_cost)
'''
    old = "        fine = FINE_PER_DAY * days_late"
    new = "        fine = FINE_PER_DAY * (days_late - settings.LOAN_GRACE_DAYS)"
    models2 = models.replace(old, new)
    sn, st = snip(models2, new.strip())
    head = """============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.0, pluggy-1.5.0
django: version: 5.0.6, settings: shelfkeeper.settings.test (from ini)
rootdir: /workspace/shelfkeeper
configfile: pytest.ini
plugins: django-4.8.0, cov-5.0.0, factoryboy-2.7.0
collected 24 items

"""
    fail = head + """loans/tests/test_models.py ...F......                                    [ 41%]
loans/tests/test_views.py ..............                                 [100%]

=================================== FAILURES ===================================
____________________ test_fine_excludes_grace_period_days _____________________

settings = <pytest_django.fixtures.SettingsWrapper object at 0x7f3a2c1e5d50>

    @pytest.mark.django_db
    def test_fine_excludes_grace_period_days(settings):
        settings.LOAN_GRACE_DAYS = 2
        loan = LoanFactory(due_date=date(2024, 3, 1), copy__replacement_cost=Decimal("24.99"))
>       assert loan.fine_due(today=date(2024, 3, 11)) == Decimal("2.00")
E       AssertionError: assert Decimal('2.50') == Decimal('2.00')
E        +  where Decimal('2.50') = fine_due(today=datetime.date(2024, 3, 11))
E        +    where fine_due = <Loan: Loan #1 (The Left Hand of Darkness, copy 3) -> member 1>.fine_due
E        +    and   datetime.date(2024, 3, 11) = date(2024, 3, 11)
E        +  and   Decimal('2.00') = Decimal('2.00')

loans/tests/test_models.py:58: AssertionError
=========================== short test summary info ============================
FAILED loans/tests/test_models.py::test_fine_excludes_grace_period_days - AssertionError: assert Decimal('2.50') == Decimal('2.00')
========================= 1 failed, 23 passed in 2.41s ========================="""
    ok = head + """loans/tests/test_models.py ..........                                    [ 41%]
loans/tests/test_views.py ..............                                 [100%]

============================== 24 passed in 2.18s =============================="""
    newtest = '''from datetime import date
from decimal import Decimal

import pytest

from loans.tests.factories import LoanFactory


@pytest.mark.django_db
def test_fine_is_capped_at_replacement_cost(settings):
    settings.LOAN_GRACE_DAYS = 2
    loan = LoanFactory(due_date=date(2024, 1, 2), copy__replacement_cost=Decimal("24.99"))
    assert loan.fine_due(today=date(2024, 12, 30)) == Decimal("24.99")


@pytest.mark.django_db
def test_returned_loan_uses_return_date(settings):
    settings.LOAN_GRACE_DAYS = 2
    loan = LoanFactory(due_date=date(2024, 3, 1), returned_on=date(2024, 3, 5))
    assert loan.fine_due(today=date(2024, 6, 1)) == Decimal("0.50")
'''
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -5"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
9c41e7a (HEAD -> main, origin/main) loans: show due date on member dashboard
2b7f0d3 catalog: add ISBN-13 validation to Copy form
e85a1c6 Merge pull request #209 from kbrandt/renewal-limit
71d3f92 loans: cap renewals at LOAN_MAX_RENEWALS
0fa6b58 ci: run pytest with --reuse-db""", root)),
        (bash("python -m pytest loans"), oh_bash(fail, root, 1)),
        (editor("view", f"{root}/loans/models.py"), cat_n(f"{root}/loans/models.py", models.rstrip("\n"))),
        (editor("str_replace", f"{root}/loans/models.py", old_str=old, new_str=new),
         edited(f"{root}/loans/models.py", sn, st)),
        (bash("python -m pytest loans"), oh_bash(ok, root)),
        (editor("create", f"{root}/loans/tests/test_fine_cap.py", file_text=newtest),
         f"File created successfully at: {root}/loans/tests/test_fine_cap.py"),
        (bash("python -m pytest loans -q"), oh_bash("""..........................                                               [100%]
26 passed in 2.37s""", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M loans/models.py
?? loans/tests/test_fine_cap.py
 loans/models.py | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-01", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Repository {root} (Django 5.0 library-loans app, pytest-django), branch main, clean tree. "
                 "Issue #214: overdue fines also charge the grace-period days. Fix Loan.fine_due and add tests.")


# Go CLI with Cobra (Gemini CLI), bad
def t02(rs: RowSet) -> None:
    root = "/home/dmoreau/src/kvsnap"
    new_list = tabs(r'''package cmd

import (
    "encoding/json"
    "fmt"
    "text/tabwriter"
    "time"

    "github.com/spf13/cobra"

    "github.com/dmoreau/kvsnap/internal/store"
)

var (
    listBucket string
    listOutput string
)

type listItem struct {
    Key      string    `json:"key"`
    Size     int       `json:"size"`
    Modified time.Time `json:"modified"`
}

var listCmd = &cobra.Command{
    Use:   "list",
    Short: "List keys in a bucket with their value sizes",
    Args:  cobra.NoArgs,
    RunE: func(cmd *cobra.Command, args []string) error {
        if listOutput != "table" && listOutput != "json" {
            return fmt.Errorf("invalid --output %q (want table or json)", listOutput)
        }
        db, err := store.OpenReadOnly(storePath)
        if err != nil {
            return fmt.Errorf("open store: %w", err)
        }
        defer db.Close()

        entries, err := db.List(listBucket)
        if err != nil {
            return err
        }

        if listOutput == "json" {
            items := make([]listItem, 0, len(entries))
            for _, e := range entries {
                items = append(items, listItem{Key: e.Key, Size: e.Size, Modified: e.Modified.UTC()})
            }
            enc := json.NewEncoder(cmd.OutOrStdout())
            enc.SetIndent("", "  ")
            return enc.Encode(items)
        }

        w := tabwriter.NewWriter(cmd.OutOrStdout(), 0, 4, 2, ' ', 0)
        fmt.Fprintln(w, "KEY\tSIZE\tMODIFIED")
        for _, e := range entries {
            fmt.Fprintf(w, "%s\t%d\t%s\n", e.Key, e.Size, e.Modified.UTC().Format("2006-01-02 15:04"))
        }
        return w.Flush()
    },
}

func init() {
    listCmd.Flags().StringVarP(&listBucket, "bucket", "b", "default", "bucket to list")
    listCmd.Flags().StringVarP(&listOutput, "output", "o", "table", "output format: table or json")
    rootCmd.AddCommand(listCmd)
}
''')
    old_list = tabs(r'''package cmd

import (
    "fmt"
    "os"
    "text/tabwriter"

    "github.com/spf13/cobra"

    "github.com/dmoreau/kvsnap/internal/store"
)

var listBucket string

var listCmd = &cobra.Command{
    Use:   "list",
    Short: "List keys in a bucket with their value sizes",
    Args:  cobra.NoArgs,
    RunE: func(cmd *cobra.Command, args []string) error {
        db, err := store.OpenReadOnly(storePath)
        if err != nil {
            return fmt.Errorf("open store: %w", err)
        }
        defer db.Close()

        entries, err := db.List(listBucket)
        if err != nil {
            return err
        }

        w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
        fmt.Fprintln(w, "KEY\tSIZE\tMODIFIED")
        for _, e := range entries {
            fmt.Fprintf(w, "%s\t%d\t%s\n", e.Key, e.Size, e.Modified.Format("2006-01-02 15:04"))
        }
        return w.Flush()
    },
}

func init() {
    listCmd.Flags().StringVarP(&listBucket, "bucket", "b", "default", "bucket to list")
    rootCmd.AddCommand(listCmd)
}
''')
    c1 = "git status -sb && git log --oneline -6"
    c4 = "go vet ./... && go test ./..."
    c5 = 'git add cmd/list.go && git commit -m "list: add --output json" && git log --oneline -3'
    c6 = "go build -o ./kvsnap . && ./kvsnap list --store testdata/sample.db --bucket sessions --output json"
    c7 = "./kvsnap list --store testdata/sample.db --bucket sessions"
    turns = [
        (gshell(c1, "Check the current branch and recent commits"), gem_run(c1, """## feat/list-json
f3a81c0 (HEAD -> feat/list-json, origin/main, origin/HEAD, main) cmd: add version subcommand with ldflags
4e1b0d7 store: open bolt db read-only for list and get
b92c5aa snapshot: stream keys instead of loading bucket into memory
07d6e3f Merge pull request #31 from hkaur/fix-windows-paths
c1d45f8 snapshot: use filepath.Join for archive names
8a2e7b9 docs: document --bucket flag""", pgid=88412)),
        (rf(f"{root}/cmd/list.go"), old_list),
        (wf(f"{root}/cmd/list.go", new_list), f"Successfully overwrote file: {root}/cmd/list.go."),
        (gshell(c4, "Vet and run the whole test suite"), gem_run(c4, """?   \tgithub.com/dmoreau/kvsnap\t[no test files]
ok  \tgithub.com/dmoreau/kvsnap/cmd\t0.214s
ok  \tgithub.com/dmoreau/kvsnap/internal/snapshot\t0.389s
ok  \tgithub.com/dmoreau/kvsnap/internal/store\t0.157s""", pgid=88530)),
        (gshell(c5, "Commit the new flag and show the log"), gem_run(c5, """[feat/list-json 6d2c9e4] list: add --output json
 1 file changed, 28 insertions(+), 4 deletions(-)
6d2c9e4 (HEAD -> feat/list-json) list: add --output json
f3a18c0 (origin/main, origin/HEAD, main) cmd: add version subcommand with ldflags
4e1b0d7 store: open bolt db read-only for list and get""", pgid=88617)),
        (gshell(c6, "Build the binary and try JSON output on the sample store"), gem_run(c6, """[
  {
    "key": "sess:0a91f3c2e7",
    "size": 412,
    "modified": "2024-05-28T14:03:51Z"
  },
  {
    "key": "sess:1b77d04a9e",
    "size": 388,
    "modified": "2024-05-29T08:17:09Z"
  },
  {
    "key": "sess:4c02e8b15f",
    "size": 1024,
    "modified": "2024-05-30T21:44:30Z"
  },
  {
    "key": "sess:9e3a6d7c01",
    "size": 397,
    "modified": "2024-06-02T06:05:58Z"
  },
  {
    "key": "sess:f0d1b2c3a4",
    "size": 2051,
    "modified": "2024-06-03T11:29:14Z"
  }
]""", pgid=88702)),
        (gshell(c7, "Check that the default table output is unchanged"), gem_run(c7, """KEY              SIZE  MODIFIED
sess:0a91f3c2e7  412   2024-05-28 14:03
sess:1b77d04a9e  388   2024-05-29 08:17
sess:4c02e8b15f  1024  2024-05-30 21:44
sess:9e3a6d7c01  397   2024-06-02 06:05
sess:f0d1b2c3a4  2051  2024-06-03 11:29""", pgid=88769)),
    ]
    rs.add(task="swe", tid="h47-swe-02", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Go 1.22 module github.com/dmoreau/kvsnap (Cobra CLI over bbolt stores) at {root}, branch "
                 "feat/list-json created from main, clean. Task: add an --output json option to `kvsnap list`.",
           bad=True, turn=5, kind="parent commit hash changes in git log after committing")


# Node with Express and Jest (Gemini CLI), clean
def t03(rs: RowSet) -> None:
    root = "/home/maya/code/parcel-tracker-api"
    routes = """const express = require('express');
const { body, param, query, validationResult } = require('express-validator');
const db = require('../db');
const { requireApiKey } = require('../middleware/auth');
const { estimateDelivery } = require('../services/eta');

const router = express.Router();

const MAX_LIMIT = 100;
const STATUSES = ['label_created', 'in_transit', 'out_for_delivery', 'delivered', 'exception'];

router.get(
  '/',
  requireApiKey,
  query('page').optional().isInt({ min: 1 }).toInt(),
  query('limit').optional().isInt({ min: 1, max: MAX_LIMIT }).toInt(),
  query('status').optional().isIn(STATUSES),
  async (req, res, next) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) {
      return res.status(400).json({ errors: errors.array() });
    }
    const page = req.query.page || 1;
    const limit = req.query.limit || 20;
    const offset = page > 1 ? page * limit : 0;
    try {
      const where = req.query.status ? { status: req.query.status } : {};
      const [rows, total] = await Promise.all([
        db.shipment.findMany({ where, orderBy: { createdAt: 'desc' }, skip: offset, take: limit }),
        db.shipment.count({ where }),
      ]);
      res.json({ data: rows, page, limit, total, totalPages: Math.ceil(total / limit) });
    } catch (err) {
      next(err);
    }
  }
);

router.get('/:trackingNumber', requireApiKey, param('trackingNumber').matches(/^PTK-\\d{4}-\\d{5}$/), async (req, res, next) => {
  if (!validationResult(req).isEmpty()) {
    return res.status(400).json({ error: 'malformed tracking number' });
  }
  try {
    const shipment = await db.shipment.findUnique({
      where: { trackingNumber: req.params.trackingNumber },
      include: { events: { orderBy: { occurredAt: 'asc' } } },
    });
    if (!shipment) {
      return res.status(404).json({ error: 'not found' });
    }
    res.json({ ...shipment, eta: estimateDelivery(shipment) });
  } catch (err) {
    next(err);
  }
});

router.post(
  '/',
  requireApiKey,
  body('carrier').isIn(['ups', 'dhl', 'fedex', 'usps']),
  body('weightGrams').isInt({ min: 1, max: 70000 }),
  body('destination.postalCode').isPostalCode('any'),
  async (req, res, next) => {
    const errors = validationResult(req);
    if (!errors.isEmpty()) {
      return res.status(400).json({ errors: errors.array() });
    }
    try {
      const shipment = await db.shipment.create({ data: { ...req.body, status: 'label_created' } });
      res.status(201).location(`/shipments/${shipment.trackingNumber}`).json(shipment);
    } catch (err) {
      next(err);
    }
  }
);

module.exports = router;
"""
    c3 = "npx jest src/routes/__tests__/shipments.test.js 2>&1"
    fail = """ FAIL  src/routes/__tests__/shipments.test.js
  GET /shipments
    ✓ rejects requests without an API key (43 ms)
    ✓ returns the first page with the default limit (31 ms)
    ✕ returns the second page starting after the first page's items (22 ms)
    ✓ filters by status (17 ms)
    ✓ rejects a limit above 100 (9 ms)
    ✓ rejects an unknown status (8 ms)
  GET /shipments/:trackingNumber
    ✓ returns the shipment with its events in order (19 ms)
    ✓ returns 404 for an unknown tracking number (11 ms)
    ✓ returns 400 for a malformed tracking number (6 ms)
  POST /shipments
    ✓ creates a shipment with status label_created (27 ms)
    ✓ sets the Location header (14 ms)
    ✓ rejects an unknown carrier (7 ms)

  ● GET /shipments › returns the second page starting after the first page's items

    expect(received).toEqual(expected) // deep equality

    - Expected  - 3
    + Received  + 3

      Array [
    -   "PTK-2024-00035",
    -   "PTK-2024-00034",
    -   "PTK-2024-00033",
    +   "PTK-2024-00025",
    +   "PTK-2024-00024",
    +   "PTK-2024-00023",
      ]

      47 |       .set('x-api-key', API_KEY);
      48 |     expect(res.status).toBe(200);
    > 49 |     expect(res.body.data.slice(0, 3).map((s) => s.trackingNumber)).toEqual([
         |                                                                     ^
      50 |       'PTK-2024-00035',
      51 |       'PTK-2024-00034',
      52 |       'PTK-2024-00033',

      at Object.toEqual (src/routes/__tests__/shipments.test.js:49:69)

Test Suites: 1 failed, 1 total
Tests:       1 failed, 11 passed, 12 total
Snapshots:   0 total
Time:        1.872 s
Ran all test suites matching /src\\/routes\\/__tests__\\/shipments.test.js/i."""
    ok = """ PASS  src/routes/__tests__/shipments.test.js
  GET /shipments
    ✓ rejects requests without an API key (39 ms)
    ✓ returns the first page with the default limit (28 ms)
    ✓ returns the second page starting after the first page's items (18 ms)
    ✓ filters by status (16 ms)
    ✓ rejects a limit above 100 (8 ms)
    ✓ rejects an unknown status (7 ms)
  GET /shipments/:trackingNumber
    ✓ returns the shipment with its events in order (17 ms)
    ✓ returns 404 for an unknown tracking number (10 ms)
    ✓ returns 400 for a malformed tracking number (6 ms)
  POST /shipments
    ✓ creates a shipment with status label_created (24 ms)
    ✓ sets the Location header (12 ms)
    ✓ rejects an unknown carrier (6 ms)

Test Suites: 1 passed, 1 total
Tests:       12 passed, 12 total
Snapshots:   0 total
Time:        1.644 s, estimated 2 s
Ran all test suites matching /src\\/routes\\/__tests__\\/shipments.test.js/i."""
    ptest = """const request = require('supertest');
const app = require('../../app');
const { seedShipments, resetDb } = require('../../db/testing');

const API_KEY = process.env.TEST_API_KEY || 'test-key-3f9a';

describe('GET /shipments pagination edges', () => {
  beforeAll(async () => {
    await resetDb();
    await seedShipments(45);
  });

  it('returns the remaining items on the last page', async () => {
    const res = await request(app).get('/shipments?page=5&limit=10').set('x-api-key', API_KEY);
    expect(res.status).toBe(200);
    expect(res.body.data.map((s) => s.trackingNumber)).toEqual([
      'PTK-2024-00005',
      'PTK-2024-00004',
      'PTK-2024-00003',
      'PTK-2024-00002',
      'PTK-2024-00001',
    ]);
  });

  it('returns an empty page past the end', async () => {
    const res = await request(app).get('/shipments?page=6&limit=10').set('x-api-key', API_KEY);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect(res.body.total).toBe(45);
  });

  it('reports totalPages rounded up', async () => {
    const res = await request(app).get('/shipments?limit=10').set('x-api-key', API_KEY);
    expect(res.body.totalPages).toBe(5);
  });
});
"""
    c7 = "npx jest 2>&1"
    c8 = "git status --short && git diff --stat"
    p = f"{root}/src/routes/__tests__/shipments.pagination.test.js"
    turns = [
        (lsd(f"{root}/src"), dirlist(f"{root}/src", ["db", "middleware", "routes", "services"], ["app.js", "config.js", "server.js"])),
        (rf(f"{root}/src/routes/shipments.js"), routes),
        (gshell(c3, "Run the shipments route tests"), gem_run(c3, fail, 1, pgid=51207)),
        (rep(f"{root}/src/routes/shipments.js", "    const offset = page > 1 ? page * limit : 0;", "    const offset = (page - 1) * limit;"),
         replaced(f"{root}/src/routes/shipments.js")),
        (gshell(c3, "Re-run the shipments route tests"), gem_run(c3, ok, pgid=51388)),
        (wf(p, ptest), f"Successfully created and wrote to new file: {p}."),
        (gshell(c7, "Run the full Jest suite"), gem_run(c7, """PASS src/services/__tests__/eta.test.js
PASS src/routes/__tests__/shipments.pagination.test.js
PASS src/middleware/__tests__/auth.test.js
PASS src/routes/__tests__/shipments.test.js
PASS src/routes/__tests__/health.test.js

Test Suites: 5 passed, 5 total
Tests:       41 passed, 41 total
Snapshots:   0 total
Time:        3.418 s
Ran all test suites.""", pgid=51533)),
        (gshell(c8, "Review the working tree changes"), gem_run(c8, """ M src/routes/shipments.js
?? src/routes/__tests__/shipments.pagination.test.js
 src/routes/shipments.js | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=51610)),
        (lsd(f"{root}/src/routes/__tests__"), dirlist(f"{root}/src/routes/__tests__", [], ["health.test.js", "shipments.pagination.test.js", "shipments.test.js"])),
    ]
    rs.add(task="swe", tid="h47-swe-03", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Express 4 + Prisma API at {root} (Node 20, Jest 29, supertest), branch fix/pagination-offset, clean. "
                 "Bug report: GET /shipments?page=2 skips a whole page of results.")


# Rust with Axum and cargo test (OpenHands), bad
def t04(rs: RowSet) -> None:
    root = "/workspace/inkwell"
    upload = '''use axum::{
    extract::{DefaultBodyLimit, Multipart, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::Serialize;

use crate::{error::AppError, AppState};

/// Largest accepted request body for uploads.
pub const MAX_BODY_BYTES: usize = 1024 * 1024;

#[derive(Serialize)]
pub struct UploadResponse {
    pub id: String,
    pub bytes: usize,
    pub content_type: String,
}

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/uploads", post(upload))
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
}

async fn upload(
    State(state): State<AppState>,
    mut multipart: Multipart,
) -> Result<(StatusCode, Json<UploadResponse>), AppError> {
    while let Some(field) = multipart.next_field().await? {
        if field.name() != Some("file") {
            continue;
        }
        let content_type = field
            .content_type()
            .unwrap_or("application/octet-stream")
            .to_owned();
        let data = field.bytes().await?;
        if data.is_empty() {
            return Err(AppError::EmptyField("file"));
        }
        let id = state.storage.put(&data, &content_type).await?;
        return Ok((
            StatusCode::CREATED,
            Json(UploadResponse {
                id,
                bytes: data.len(),
                content_type,
            }),
        ));
    }
    Err(AppError::MissingField("file"))
}'''
    old = "pub const MAX_BODY_BYTES: usize = 1024 * 1024;"
    new = "pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;"
    sn, st = snip(upload.replace(old, new), new)
    unit = """     Running unittests src/lib.rs (target/debug/deps/inkwell-6f0c3a1d2b8e4f57)

running 5 tests
test config::tests::defaults_when_env_missing ... ok
test config::tests::parses_listen_addr ... ok
test storage::tests::object_ids_are_unique ... ok
test storage::tests::put_then_get_round_trips ... ok
test storage::tests::temp_file_is_removed_on_failure ... ok

test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s

     Running unittests src/main.rs (target/debug/deps/inkwell-a27e91c05d3b6f18)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/upload.rs (target/debug/deps/upload-0b9d7e2a51c4f386)

running 9 tests
test accepts_small_png ... ok
test content_type_defaults_to_octet_stream ... ok
test empty_file_field_is_rejected ... ok
test extra_fields_are_ignored ... ok
test missing_file_field_is_rejected ... ok
test oversized_upload_is_rejected_with_413 ... ok
test response_reports_byte_count ... ok
test stored_object_can_be_read_back ... ok
"""
    fail = """   Compiling inkwell v0.3.1 (/workspace/inkwell)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 14.82s
""" + unit + """test uploads_up_to_two_mebibytes_are_accepted ... FAILED

failures:

---- uploads_up_to_two_mebibytes_are_accepted stdout ----
thread 'uploads_up_to_two_mebibytes_are_accepted' panicked at tests/upload.rs:88:5:
assertion `left == right` failed
  left: 413
 right: 201
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    uploads_up_to_two_mebibytes_are_accepted

test result: FAILED. 8 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.21s

error: test failed, to rerun pass `--test upload`"""
    ok = """   Compiling inkwell v0.3.1 (/workspace/inkwell)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 3.97s
""" + unit + """test uploads_up_to_two_mebibytes_are_accepted ... ok

test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.26s

   Doc-tests inkwell

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
"""
    turns = [
        (bash(f"cd {root} && git log --oneline -4 && ls src src/routes"), oh_bash("""3e7c2d9 (HEAD -> main, origin/main) upload: reject empty multipart fields
a9184f0 storage: write objects through a temp file then rename
5d02b7c deps: axum 0.7.5, tower-http 0.5.2
e61fa3b routes: add /healthz
src:
config.rs
error.rs
lib.rs
main.rs
routes
storage.rs

src/routes:
health.rs
mod.rs
upload.rs""", root)),
        (editor("view", f"{root}/src/routes/upload.rs"), cat_n(f"{root}/src/routes/upload.rs", upload)),
        (bash("cargo test 2>&1"), oh_bash(fail, root, 101)),
        (editor("str_replace", f"{root}/src/routes/upload.rs", old_str=old, new_str=new),
         edited(f"{root}/src/routes/upload.rs", sn, st)),
        (bash("cargo test 2>&1"), oh_bash(ok, root)),
        (bash('grep -rn "MAX_BODY_BYTES" src/ tests/'), oh_bash("""src/main.rs:9:use inkwell::routes::upload::MAX_BODY_BYTES;
src/main.rs:41:        .layer(RequestBodyLimitLayer::new(MAX_BODY_BYTES + 64 * 1024))
src/routes/upload.rs:12:pub const MAX_BODY_BYTES: usize = 1024 * 1024;
src/routes/upload.rs:24:        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
tests/upload.rs:11:use inkwell::routes::upload::MAX_BODY_BYTES;
tests/upload.rs:97:    let body = multipart_body("file", "image/png", &vec![0u8; MAX_BODY_BYTES + 1024 * 1024]);""", root)),
        (bash("cargo clippy --all-targets -- -D warnings 2>&1 | tail -3"), oh_bash("""    Checking inkwell v0.3.1 (/workspace/inkwell)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.12s""", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M src/routes/upload.rs
 src/routes/upload.rs | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-04", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Rust 1.78 workspace {root}: inkwell, an Axum 0.7 upload service (lib + bin). Branch main, clean. "
                 "Ticket INK-88: uploads between 1 and 2 MiB must be accepted; the test for it already exists.",
           bad=True, turn=6, kind="edited constant reads back with its old value")


# Python with Flask and pytest (OpenHands), bad
def t05(rs: RowSet) -> None:
    root = "/workspace/recipe-box"
    init = '''import logging

from flask import Flask

from app.auth import auth_bp
from app.config import Config
from app.extensions import db, login_manager, migrate
from app.legacy_auth import legacy_bp
from app.recipes import recipes_bp


def create_app(config_object=Config):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(config_object)
    app.config.from_pyfile("local.cfg", silent=True)

    db.init_app(app)
    migrate.init_app(app, db)
    login_manager.init_app(app)
    login_manager.login_view = "auth.login"

    if not app.debug:
        logging.basicConfig(level=app.config.get("LOG_LEVEL", "INFO"))

    @app.template_filter("minutes")
    def minutes_filter(value):
        if value is None:
            return "—"
        hours, mins = divmod(int(value), 60)
        return f"{hours} h {mins} min" if hours else f"{mins} min"

    @app.get("/healthz")
    def healthz():
        return {"status": "ok"}

    app.register_blueprint(auth_bp)
    app.register_blueprint(recipes_bp, url_prefix="/recipes")
    if app.config.get("ENABLE_LEGACY_AUTH"):
        app.register_blueprint(legacy_bp, url_prefix="/legacy")

    return app'''
    o1 = "from app.extensions import db, login_manager, migrate\nfrom app.legacy_auth import legacy_bp"
    n1 = "from app.extensions import db, login_manager, migrate"
    init1 = init.replace(o1, n1)
    s1, st1 = snip(init1, n1)
    o2 = ('    app.register_blueprint(recipes_bp, url_prefix="/recipes")\n    if app.config.get("ENABLE_LEGACY_AUTH"):\n'
          '        app.register_blueprint(legacy_bp, url_prefix="/legacy")')
    n2 = '    app.register_blueprint(recipes_bp, url_prefix="/recipes")'
    init2 = init1.replace(o2, n2)
    s2, st2 = snip(init2, n2)
    turns = [
        (bash(f"cd {root} && git status && ls app tests"), oh_bash("""On branch chore/drop-legacy-auth
nothing to commit, working tree clean
app:
__init__.py
auth.py
config.py
extensions.py
legacy_auth.py
models.py
recipes.py
static
templates

tests:
conftest.py
test_auth.py
test_legacy_auth.py
test_models.py
test_recipes.py""", root)),
        (bash('grep -rn "legacy_bp\\|ENABLE_LEGACY_AUTH\\|app.legacy_auth" --include=*.py app tests'), oh_bash("""app/__init__.py:8:from app.legacy_auth import legacy_bp
app/__init__.py:38:    if app.config.get("ENABLE_LEGACY_AUTH"):
app/__init__.py:39:        app.register_blueprint(legacy_bp, url_prefix="/legacy")
app/config.py:21:    ENABLE_LEGACY_AUTH = False
app/legacy_auth.py:14:legacy_bp = Blueprint("legacy_auth", __name__)
app/legacy_auth.py:31:@legacy_bp.route("/login", methods=["POST"])
app/legacy_auth.py:58:@legacy_bp.route("/token/verify", methods=["POST"])
tests/test_legacy_auth.py:4:from app.legacy_auth import legacy_bp, verify_legacy_token
tests/test_legacy_auth.py:11:    app.config["ENABLE_LEGACY_AUTH"] = True""", root)),
        (editor("view", f"{root}/app/__init__.py"), cat_n(f"{root}/app/__init__.py", init)),
        (editor("str_replace", f"{root}/app/__init__.py", old_str=o1, new_str=n1), edited(f"{root}/app/__init__.py", s1, st1)),
        (editor("str_replace", f"{root}/app/__init__.py", old_str=o2, new_str=n2), edited(f"{root}/app/__init__.py", s2, st2)),
        (bash("git rm app/legacy_auth.py tests/test_legacy_auth.py && python -m pytest -q"), oh_bash("""rm 'app/legacy_auth.py'
rm 'tests/test_legacy_auth.py'
...............................                                          [100%]
31 passed in 1.92s""", root)),
        (bash("ls -la app/"), oh_bash("""total 60
drwxr-xr-x 5 openhands openhands 4096 Jun 14 09:41 .
drwxr-xr-x 9 openhands openhands 4096 Jun 14 09:12 ..
-rw-r--r-- 1 openhands openhands 1026 Jun 14 09:39 __init__.py
drwxr-xr-x 2 openhands openhands 4096 Jun 14 09:41 __pycache__
-rw-r--r-- 1 openhands openhands 2917 May 30 16:22 auth.py
-rw-r--r-- 1 openhands openhands  874 May 30 16:22 config.py
-rw-r--r-- 1 openhands openhands  412 May 30 16:22 extensions.py
-rw-r--r-- 1 openhands openhands 3412 May 30 16:22 legacy_auth.py
-rw-r--r-- 1 openhands openhands 4105 Jun  3 11:08 models.py
-rw-r--r-- 1 openhands openhands 5230 Jun  3 11:08 recipes.py
drwxr-xr-x 4 openhands openhands 4096 May 30 16:22 static
drwxr-xr-x 3 openhands openhands 4096 May 30 16:22 templates""", root)),
        (bash("sed -i '/ENABLE_LEGACY_AUTH/d' app/config.py && flake8 app tests && echo flake8 clean"), oh_bash("flake8 clean", root)),
        (bash('git commit -qam "Remove legacy token auth blueprint" && git show --stat --oneline HEAD'), oh_bash("""2f6b8d1 (HEAD -> chore/drop-legacy-auth) Remove legacy token auth blueprint
 app/__init__.py           |  3 ---
 app/config.py             |  1 -
 app/legacy_auth.py        | 97 -----------------------------------------------
 tests/test_legacy_auth.py | 64 -------------------------------
 4 files changed, 165 deletions(-)""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-05", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Flask 3 recipe app at {root} (SQLAlchemy, Flask-Login, pytest), branch chore/drop-legacy-auth, clean. "
                 "Task: remove the unused legacy token-auth blueprint, its test module and its config flag, then commit.",
           bad=True, turn=7, kind="file removed with git rm listed again in the directory")


# Elixir with Phoenix (Gemini CLI), clean
def t06(rs: RowSet) -> None:
    root = "/home/ines/src/courier_hub"
    parcel = r'''defmodule CourierHub.Shipping.Parcel do
  use Ecto.Schema
  import Ecto.Changeset

  alias CourierHub.Shipping.{Depot, Route}

  @statuses ~w(registered sorted in_transit delivered returned)a

  schema "parcels" do
    field :reference, :string
    field :weight_grams, :integer
    field :status, Ecto.Enum, values: @statuses, default: :registered
    field :recipient_name, :string
    field :recipient_postcode, :string

    belongs_to :origin_depot, Depot
    belongs_to :route, Route

    timestamps(type: :utc_datetime)
  end

  @doc false
  def changeset(parcel, attrs) do
    parcel
    |> cast(attrs, [
      :reference,
      :weight_grams,
      :status,
      :recipient_name,
      :recipient_postcode,
      :origin_depot_id,
      :route_id
    ])
    |> validate_required([:reference, :weight_grams, :recipient_name, :recipient_postcode, :origin_depot_id])
    |> validate_format(:reference, ~r/^CH-[A-Z0-9]{8}$/)
    |> unique_constraint(:reference)
    |> foreign_key_constraint(:origin_depot_id)
  end
end
'''
    pf = f"{root}/lib/courier_hub/shipping/parcel.ex"
    mig = "priv/repo/migrations/20240611093412_add_weight_check_to_parcels.exs"
    migsrc = '''defmodule CourierHub.Repo.Migrations.AddWeightCheckToParcels do
  use Ecto.Migration

  def change do
    create constraint(:parcels, :weight_grams_range, check: "weight_grams > 0 AND weight_grams <= 30000")
  end
end
'''
    c3 = "mix test test/courier_hub/shipping_test.exs 2>&1"
    c6 = "mix ecto.gen.migration add_weight_check_to_parcels"
    c8 = "MIX_ENV=test mix ecto.migrate 2>&1"
    c10 = "mix test 2>&1"
    c11 = "git status --short"
    turns = [
        (lsd(f"{root}/lib/courier_hub"), dirlist(f"{root}/lib/courier_hub", ["accounts", "shipping"],
                                                  ["accounts.ex", "application.ex", "mailer.ex", "repo.ex", "shipping.ex"])),
        (rf(pf), parcel),
        (gshell(c3, "Run the Shipping context tests"), gem_run(c3, """Running ExUnit with seed: 118204, max_cases: 32

...........

  1) test parcels create_parcel/1 with a non-positive weight returns an error changeset (CourierHub.ShippingTest)
     test/courier_hub/shipping_test.exs:74
     match (=) failed
     code:  assert {:error, %Ecto.Changeset{} = changeset} = Shipping.create_parcel(%{@valid_attrs | weight_grams: 0})
     left:  {:error, %Ecto.Changeset{} = changeset}
     right: {:ok, %CourierHub.Shipping.Parcel{__meta__: #Ecto.Schema.Metadata<:loaded, "parcels">, id: 412, reference: "CH-7K2Q9X4M", weight_grams: 0, status: :registered, recipient_name: "Ana Ribeiro", recipient_postcode: "1200-195", origin_depot_id: 37, origin_depot: #Ecto.Association.NotLoaded<association :origin_depot is not loaded>, route_id: nil, route: #Ecto.Association.NotLoaded<association :route is not loaded>, inserted_at: ~U[2024-06-11 09:31:46Z], updated_at: ~U[2024-06-11 09:31:46Z]}}
     stacktrace:
       test/courier_hub/shipping_test.exs:75: (test)

.....
Finished in 0.3 seconds (0.00s async, 0.3s sync)
17 tests, 1 failure""", 2, pgid=30114)),
        (rep(pf, "    |> validate_format(:reference, ~r/^CH-[A-Z0-9]{8}$/)\n",
             "    |> validate_format(:reference, ~r/^CH-[A-Z0-9]{8}$/)\n    |> validate_number(:weight_grams, greater_than: 0, less_than_or_equal_to: 30_000)\n"),
         replaced(pf)),
        (gshell(c3, "Re-run the Shipping context tests"), gem_run(c3, """Compiling 1 file (.ex)
Generated courier_hub app
Running ExUnit with seed: 530917, max_cases: 32

.................
Finished in 0.3 seconds (0.00s async, 0.3s sync)
17 tests, 0 failures""", pgid=30288)),
        (gshell(c6, "Generate a migration for a DB-level weight check"), gem_run(c6, f"* creating {mig}", pgid=30401)),
        (wf(f"{root}/{mig}", migsrc), f"Successfully overwrote file: {root}/{mig}."),
        (gshell(c8, "Apply the migration to the test database"), gem_run(c8, """09:35:02.118 [info] == Running 20240611093412 CourierHub.Repo.Migrations.AddWeightCheckToParcels.change/0 forward

09:35:02.121 [info] create check constraint weight_grams_range on table parcels

09:35:02.124 [info] == Migrated 20240611093412 in 0.0s""", pgid=30467)),
        (rep(pf, "    |> foreign_key_constraint(:origin_depot_id)\n",
             "    |> foreign_key_constraint(:origin_depot_id)\n    |> check_constraint(:weight_grams, name: :weight_grams_range)\n"),
         replaced(pf)),
        (gshell(c10, "Run the whole test suite"), gem_run(c10, """Compiling 1 file (.ex)
Generated courier_hub app
Running ExUnit with seed: 907362, max_cases: 32

................................................................
Finished in 1.1 seconds (0.4s async, 0.7s sync)
64 tests, 0 failures""", pgid=30552)),
        (gshell(c11, "List changed and new files"), gem_run(c11, f""" M lib/courier_hub/shipping/parcel.ex
?? {mig}""", pgid=30619)),
    ]
    rs.add(task="swe", tid="h47-swe-06", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Phoenix 1.7 / Ecto 3.11 app courier_hub at {root} (Elixir 1.16, PostgreSQL 16 running locally), "
                 "branch parcel-weight-validation, clean. Task: reject parcels with weight <= 0 or over 30 kg, in the "
                 "changeset and with a database check constraint.")


# Node with NestJS and Jest (Gemini CLI), bad
def t07(rs: RowSet) -> None:
    root = "/home/okafor/dev/billing-service"
    svc = """import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';

import { CreateInvoiceDto } from './dto/create-invoice.dto';
import { InvoiceLine } from './entities/invoice-line.entity';
import { Invoice } from './entities/invoice.entity';

export interface InvoiceTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

type PricedLine = Pick<InvoiceLine, 'unitPriceCents' | 'quantity' | 'taxRate'>;

@Injectable()
export class InvoicesService {
  constructor(@InjectRepository(Invoice) private readonly invoices: Repository<Invoice>) {}

  computeTotals(lines: PricedLine[], discountPercent = 0): InvoiceTotals {
    let subtotalCents = 0;
    let discountCents = 0;
    let taxCents = 0;
    for (const line of lines) {
      const gross = line.unitPriceCents * line.quantity;
      const discount = Math.floor((gross * discountPercent) / 100);
      subtotalCents += gross;
      discountCents += discount;
      taxCents += Math.round(((gross - discount) * line.taxRate) / 100);
    }
    return { subtotalCents, discountCents, taxCents, totalCents: subtotalCents - discountCents + taxCents };
  }

  async create(dto: CreateInvoiceDto): Promise<Invoice> {
    const totals = this.computeTotals(dto.lines, dto.discountPercent ?? 0);
    const invoice = this.invoices.create({ ...dto, ...totals, status: 'draft' });
    return this.invoices.save(invoice);
  }

  async findOne(id: string): Promise<Invoice> {
    const invoice = await this.invoices.findOne({ where: { id }, relations: { lines: true } });
    if (!invoice) {
      throw new NotFoundException(`Invoice ${id} not found`);
    }
    return invoice;
  }
}
"""
    spec = """import { NotFoundException } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { getRepositoryToken } from '@nestjs/typeorm';

import { Invoice } from './entities/invoice.entity';
import { InvoicesService } from './invoices.service';

describe('InvoicesService', () => {
  let service: InvoicesService;
  const repo = {
    create: jest.fn((dto) => ({ id: 'inv_01HZX4K9T3QF', ...dto })),
    save: jest.fn(async (entity) => entity),
    findOne: jest.fn(),
  };

  beforeEach(async () => {
    jest.clearAllMocks();
    const module: TestingModule = await Test.createTestingModule({
      providers: [InvoicesService, { provide: getRepositoryToken(Invoice), useValue: repo }],
    }).compile();
    service = module.get(InvoicesService);
  });

  describe('computeTotals', () => {
    it('returns zeros for no lines', () => {
      expect(service.computeTotals([])).toEqual({ subtotalCents: 0, discountCents: 0, taxCents: 0, totalCents: 0 });
    });

    it('sums gross amounts across lines', () => {
      const totals = service.computeTotals([
        { unitPriceCents: 1200, quantity: 3, taxRate: 0 },
        { unitPriceCents: 450, quantity: 2, taxRate: 0 },
      ]);
      expect(totals.subtotalCents).toBe(4500);
    });

    it('applies tax per line', () => {
      const totals = service.computeTotals([
        { unitPriceCents: 1000, quantity: 1, taxRate: 19 },
        { unitPriceCents: 1000, quantity: 1, taxRate: 7 },
      ]);
      expect(totals.taxCents).toBe(260);
    });

    it('applies a percentage discount before tax', () => {
      const totals = service.computeTotals([{ unitPriceCents: 10000, quantity: 1, taxRate: 20 }], 10);
      expect(totals).toEqual({ subtotalCents: 10000, discountCents: 1000, taxCents: 1800, totalCents: 10800 });
    });

    it("rounds each line's discount half-up", () => {
      expect(service.computeTotals([{ unitPriceCents: 1999, quantity: 1, taxRate: 19 }], 15)).toEqual({
        subtotalCents: 1999,
        discountCents: 300,
        taxCents: 323,
        totalCents: 2022,
      });
    });
  });

  describe('create', () => {
    it('stores the invoice as a draft', async () => {
      const invoice = await service.create({ customerId: 'cus_8812', lines: [{ unitPriceCents: 500, quantity: 2, taxRate: 0 }] });
      expect(invoice.status).toBe('draft');
    });

    it('stores computed totals', async () => {
      await service.create({ customerId: 'cus_8812', lines: [{ unitPriceCents: 500, quantity: 2, taxRate: 10 }] });
      expect(repo.create).toHaveBeenCalledWith(expect.objectContaining({ subtotalCents: 1000, taxCents: 100, totalCents: 1100 }));
    });

    it('passes the discount through', async () => {
      await service.create({ customerId: 'cus_8812', discountPercent: 5, lines: [{ unitPriceCents: 2000, quantity: 1, taxRate: 0 }] });
      expect(repo.create).toHaveBeenCalledWith(expect.objectContaining({ discountCents: 100 }));
    });
  });

  describe('findOne', () => {
    it('returns the invoice with its lines', async () => {
      repo.findOne.mockResolvedValueOnce({ id: 'inv_01HZX4K9T3QF', lines: [] });
      await expect(service.findOne('inv_01HZX4K9T3QF')).resolves.toMatchObject({ id: 'inv_01HZX4K9T3QF' });
    });

    it('loads the lines relation', async () => {
      repo.findOne.mockResolvedValueOnce({ id: 'inv_01HZX4K9T3QF', lines: [] });
      await service.findOne('inv_01HZX4K9T3QF');
      expect(repo.findOne).toHaveBeenCalledWith({ where: { id: 'inv_01HZX4K9T3QF' }, relations: { lines: true } });
    });

    it('throws NotFoundException for an unknown id', async () => {
      repo.findOne.mockResolvedValueOnce(null);
      await expect(service.findOne('inv_missing')).rejects.toBeInstanceOf(NotFoundException);
    });
  });
});
"""
    old_t = """        totalCents: 2022,
      });
    });
  });
"""
    new_t = """        totalCents: 2022,
      });
    });

    it('handles a zero-percent discount', () => {
      const totals = service.computeTotals([{ unitPriceCents: 1250, quantity: 4, taxRate: 7 }], 0);
      expect(totals.discountCents).toBe(0);
      expect(totals.totalCents).toBe(5350);
    });

    it('discounts every line of a multi-line invoice', () => {
      const lines = [
        { unitPriceCents: 999, quantity: 2, taxRate: 0 },
        { unitPriceCents: 2500, quantity: 1, taxRate: 0 },
      ];
      expect(service.computeTotals(lines, 10).discountCents).toBe(450);
    });
  });
"""
    sp = f"{root}/src/invoices/invoices.service.spec.ts"
    c1 = "git status -sb && git log --oneline -3"
    c3 = "npx jest src/invoices 2>&1"
    c9 = "git diff --stat"
    passing = """PASS src/invoices/dto/create-invoice.dto.spec.ts
PASS src/invoices/invoices.controller.spec.ts
PASS src/invoices/invoices.service.spec.ts

Test Suites: 3 passed, 3 total
Tests:       28 passed, 28 total
Snapshots:   0 total
Time:        {t}
Ran all test suites matching /src\\/invoices/i."""
    turns = [
        (gshell(c1, "Check branch and recent commits"), gem_run(c1, """## fix/discount-rounding...origin/fix/discount-rounding
7a1d6e0 (HEAD -> fix/discount-rounding, origin/fix/discount-rounding) test: add failing case for discount rounding (BILL-412)
c98f2b4 (origin/main, main) invoices: expose GET /invoices/:id/pdf
35e0a7d deps: bump @nestjs/* to 10.3.8""", pgid=72210)),
        (rf(f"{root}/src/invoices/invoices.service.ts"), svc),
        (gshell(c3, "Run the invoices test suites"), gem_run(c3, """PASS src/invoices/dto/create-invoice.dto.spec.ts
PASS src/invoices/invoices.controller.spec.ts
FAIL src/invoices/invoices.service.spec.ts
  ● InvoicesService › computeTotals › rounds each line's discount half-up

    expect(received).toEqual(expected) // deep equality

    - Expected  - 2
    + Received  + 2

      Object {
    -   "discountCents": 300,
    +   "discountCents": 299,
        "subtotalCents": 1999,
        "taxCents": 323,
    -   "totalCents": 2022,
    +   "totalCents": 2023,
      }

      49 |
      50 |     it("rounds each line's discount half-up", () => {
    > 51 |       expect(service.computeTotals([{ unitPriceCents: 1999, quantity: 1, taxRate: 19 }], 15)).toEqual({
         |                                                                                              ^
      52 |         subtotalCents: 1999,
      53 |         discountCents: 300,
      54 |         taxCents: 323,

      at Object.<anonymous> (src/invoices/invoices.service.spec.ts:51:94)

Test Suites: 1 failed, 2 passed, 3 total
Tests:       1 failed, 27 passed, 28 total
Snapshots:   0 total
Time:        6.204 s
Ran all test suites matching /src\\/invoices/i.""", 1, pgid=72391)),
        (rep(f"{root}/src/invoices/invoices.service.ts", "      const discount = Math.floor((gross * discountPercent) / 100);",
             "      const discount = Math.round((gross * discountPercent) / 100);"),
         replaced(f"{root}/src/invoices/invoices.service.ts")),
        (gshell(c3, "Re-run the invoices test suites"), gem_run(c3, passing.replace("{t}", "4.871 s"), pgid=72540)),
        (rf(sp), spec),
        (rep(sp, old_t, new_t), replaced(sp)),
        (gshell(c3, "Run the invoices suites with the new cases"), gem_run(c3, passing.replace("{t}", "4.512 s"), pgid=72688)),
        (gshell(c9, "Summarise the changes"), gem_run(c9, """ src/invoices/invoices.service.spec.ts | 14 ++++++++++++++
 src/invoices/invoices.service.ts      |  2 +-
 2 files changed, 15 insertions(+), 1 deletion(-)""", pgid=72731)),
    ]
    rs.add(task="swe", tid="h47-swe-07", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"NestJS 10 billing service at {root} (TypeORM, Jest 29, ts-jest), branch fix/discount-rounding with a "
                 "failing test already pushed. Ticket BILL-412: invoice discounts are rounded down per line; they should round half-up.",
           bad=True, turn=8, kind="test total unchanged after two test cases were added")


# Rust CLI with clap (OpenHands), clean
def t08(rs: RowSet) -> None:
    root = "/workspace/logslice"
    ts = '''//! Parsing of the --since / --until bounds.

use anyhow::{bail, Context, Result};
use chrono::{DateTime, Local, NaiveDate, NaiveDateTime, TimeZone};

/// One end of the time window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    Open,
    At(DateTime<Local>),
}

impl Bound {
    pub fn admits_after(&self, ts: &DateTime<Local>) -> bool {
        match self {
            Bound::Open => true,
            Bound::At(t) => ts >= t,
        }
    }

    pub fn admits_before(&self, ts: &DateTime<Local>) -> bool {
        match self {
            Bound::Open => true,
            Bound::At(t) => ts < t,
        }
    }
}

/// Parse a bound: `2024-03-01`, `2024-03-01 14:30`, `2024-03-01T14:30:05`, `now` or `-` (open).
pub fn parse_bound(s: &str, now: DateTime<Local>) -> Result<Bound> {
    let s = s.trim();
    if s.is_empty() || s == "-" {
        return Ok(Bound::Open);
    }
    if s == "now" {
        return Ok(Bound::At(now));
    }
    for fmt in ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M"] {
        if let Ok(naive) = NaiveDateTime::parse_from_str(s, fmt) {
            return local(naive);
        }
    }
    let date = NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .with_context(|| format!("unrecognised time bound {s:?}"))?;
    local(date.and_hms_opt(0, 0, 0).unwrap())
}

fn local(naive: NaiveDateTime) -> Result<Bound> {
    match Local.from_local_datetime(&naive).earliest() {
        Some(t) => Ok(Bound::At(t)),
        None => bail!("{naive} does not exist in the local time zone"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> DateTime<Local> {
        Local.with_ymd_and_hms(2024, 3, 3, 12, 0, 0).unwrap()
    }

    #[test]
    fn empty_and_dash_are_open() {
        assert_eq!(parse_bound("", now()).unwrap(), Bound::Open);
        assert_eq!(parse_bound("-", now()).unwrap(), Bound::Open);
    }

    #[test]
    fn now_is_now() {
        assert_eq!(parse_bound("now", now()).unwrap(), Bound::At(now()));
    }

    #[test]
    fn date_only_is_midnight() {
        let b = parse_bound("2024-03-01", now()).unwrap();
        assert_eq!(b, Bound::At(Local.with_ymd_and_hms(2024, 3, 1, 0, 0, 0).unwrap()));
    }

    #[test]
    fn minutes_precision() {
        let b = parse_bound("2024-03-01 14:30", now()).unwrap();
        assert_eq!(b, Bound::At(Local.with_ymd_and_hms(2024, 3, 1, 14, 30, 0).unwrap()));
    }

    #[test]
    fn iso_with_seconds() {
        let b = parse_bound("2024-03-01T14:30:05", now()).unwrap();
        assert_eq!(b, Bound::At(Local.with_ymd_and_hms(2024, 3, 1, 14, 30, 5).unwrap()));
    }

    #[test]
    fn garbage_is_an_error() {
        assert!(parse_bound("yesterday-ish", now()).is_err());
    }
}'''
    old = '''    if s == "now" {
        return Ok(Bound::At(now));
    }'''
    new = '''    if s == "now" {
        return Ok(Bound::At(now));
    }
    if let Some(num) = s.strip_suffix(['s', 'm', 'h', 'd']) {
        if let Ok(n) = num.parse::<i64>() {
            let ago = match s.as_bytes()[s.len() - 1] {
                b's' => chrono::Duration::seconds(n),
                b'm' => chrono::Duration::minutes(n),
                b'h' => chrono::Duration::hours(n),
                _ => chrono::Duration::days(n),
            };
            return Ok(Bound::At(now - ago));
        }
    }'''
    ts2 = ts.replace(old, new)
    s1, st1 = snip(ts2, 'if s == "now"', 4, 4 + new.count("\n"))
    ins_after = len(ts2.split("\n")) - 1
    ins = '''
    #[test]
    fn relative_durations_count_back_from_now() {
        assert_eq!(parse_bound("90m", now()).unwrap(), Bound::At(now() - chrono::Duration::minutes(90)));
        assert_eq!(parse_bound("2d", now()).unwrap(), Bound::At(now() - chrono::Duration::days(2)));
        assert_eq!(parse_bound("45s", now()).unwrap(), Bound::At(now() - chrono::Duration::seconds(45)));
    }'''
    ts3_lines = ts2.split("\n")
    ts3_lines[ins_after:ins_after] = ins.split("\n")
    ts3 = "\n".join(ts3_lines)
    lo = max(0, ins_after - 4)
    s2 = "\n".join(ts3.split("\n")[lo:ins_after + len(ins.split("\n")) + 4])
    tests_common = """test filter::tests::keeps_lines_inside_window ... ok
test filter::tests::continuation_lines_follow_their_record ... ok
test parse::tests::detects_iso_timestamps ... ok
test parse::tests::detects_syslog_timestamps ... ok
test parse::tests::lines_without_timestamp_are_none ... ok
test timespec::tests::date_only_is_midnight ... ok
test timespec::tests::empty_and_dash_are_open ... ok
test timespec::tests::garbage_is_an_error ... ok
test timespec::tests::iso_with_seconds ... ok
test timespec::tests::minutes_precision ... ok
test timespec::tests::now_is_now ... ok"""
    turns = [
        (bash(f"cd {root} && ls -la src && cat Cargo.toml"), oh_bash("""total 24
drwxr-xr-x 2 openhands openhands 4096 Mar  3 18:20 .
drwxr-xr-x 6 openhands openhands 4096 Jun 14 10:02 ..
-rw-r--r-- 1 openhands openhands 2173 Mar  3 18:20 filter.rs
-rw-r--r-- 1 openhands openhands 3468 Mar  3 18:20 main.rs
-rw-r--r-- 1 openhands openhands 1954 Mar  3 18:20 parse.rs
-rw-r--r-- 1 openhands openhands 2724 Mar  3 18:20 time.rs
[package]
name = "logslice"
version = "0.4.2"
edition = "2021"
description = "Cut a time window out of large log files"
license = "MIT"

[dependencies]
anyhow = "1.0.86"
chrono = { version = "0.4.38", default-features = false, features = ["clock", "std"] }
clap = { version = "4.5.4", features = ["derive"] }
regex = "1.10.4"
""".rstrip("\n"), root)),
        (bash("git mv src/time.rs src/timespec.rs && sed -i 's/^mod time;/mod timespec;/; s/use crate::time::/use crate::timespec::/' src/main.rs src/filter.rs && grep -rn \"timespec\" src/"),
         oh_bash("""src/filter.rs:3:use crate::timespec::Bound;
src/main.rs:4:mod timespec;
src/main.rs:9:use crate::timespec::{parse_bound, Bound};""", root)),
        (editor("view", f"{root}/src/timespec.rs"), cat_n(f"{root}/src/timespec.rs", ts)),
        (editor("str_replace", f"{root}/src/timespec.rs", old_str=old, new_str=new), edited(f"{root}/src/timespec.rs", s1, st1)),
        (bash("cargo test 2>&1"), oh_bash("""   Compiling logslice v0.4.2 (/workspace/logslice)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 5.38s
     Running unittests src/main.rs (target/debug/deps/logslice-5e2b7d90c1a43f68)

running 11 tests
""" + tests_common + """

test result: ok. 11 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
""", root)),
        (editor("insert", f"{root}/src/timespec.rs", insert_line=ins_after, new_str=ins),
         edited(f"{root}/src/timespec.rs", s2, lo + 1)),
        (bash("cargo test 2>&1"), oh_bash("""   Compiling logslice v0.4.2 (/workspace/logslice)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.91s
     Running unittests src/main.rs (target/debug/deps/logslice-5e2b7d90c1a43f68)

running 12 tests
""" + tests_common + """
test timespec::tests::relative_durations_count_back_from_now ... ok

test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
""", root)),
        (bash("git status --short && ls -la src"), oh_bash("""RM src/time.rs -> src/timespec.rs
 M src/filter.rs
 M src/main.rs
total 24
drwxr-xr-x 2 openhands openhands 4096 Jun 14 10:04 .
drwxr-xr-x 6 openhands openhands 4096 Jun 14 10:02 ..
-rw-r--r-- 1 openhands openhands 2177 Jun 14 10:04 filter.rs
-rw-r--r-- 1 openhands openhands 3476 Jun 14 10:04 main.rs
-rw-r--r-- 1 openhands openhands 1954 Mar  3 18:20 parse.rs
-rw-r--r-- 1 openhands openhands 3552 Jun 14 10:09 timespec.rs""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-08", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Rust CLI {root} (clap 4 derive, chrono), branch feature/relative-since, clean. Task: rename the time "
                 "module to timespec (it clashes with std::time in reviews) and let --since/--until accept relative "
                 "durations such as 90m or 2d.")


# Python with FastAPI and pytest (OpenHands), clean
def t09(rs: RowSet) -> None:
    root = "/workspace/meterly"
    readings = '''from datetime import datetime

from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Meter, Reading
from app.schemas import ReadingIn, ReadingOut

router = APIRouter(prefix="/readings", tags=["readings"])


@router.get("", response_model=list[ReadingOut])
def list_readings(
    meter_id: str = Query(..., pattern=r"^MTR-\\d{5}$"),
    since: datetime | None = None,
    until: datetime | None = None,
    limit: int = Query(500, ge=1, le=5000),
    session: Session = Depends(get_session),
):
    meter = session.get(Meter, meter_id)
    if meter is None:
        raise HTTPException(status_code=404, detail=f"meter {meter_id} not found")
    stmt = select(Reading).where(Reading.meter_id == meter_id)
    if since is not None:
        stmt = stmt.where(Reading.taken_at > since)
    if until is not None:
        stmt = stmt.where(Reading.taken_at < until)
    stmt = stmt.order_by(Reading.taken_at).limit(limit)
    return session.scalars(stmt).all()


@router.post("", response_model=ReadingOut, status_code=201)
def add_reading(payload: ReadingIn, session: Session = Depends(get_session)):
    if session.get(Meter, payload.meter_id) is None:
        raise HTTPException(status_code=422, detail=f"unknown meter {payload.meter_id}")
    reading = Reading(**payload.model_dump())
    session.add(reading)
    session.commit()
    session.refresh(reading)
    return reading'''
    old = "        stmt = stmt.where(Reading.taken_at > since)"
    new = "        stmt = stmt.where(Reading.taken_at >= since)"
    sn, st = snip(readings.replace(old, new), new)
    health = '{"status":"ok","version":"0.9.3","pid":4263,"uptime_s":4.2,"db":"ok"}'
    turns = [
        (bash(f"cd {root} && git status -sb && ls app app/routers tests"), oh_bash("""## fix/since-inclusive...origin/fix/since-inclusive
app:
__init__.py
config.py
db.py
main.py
models.py
routers
schemas.py

app/routers:
__init__.py
health.py
meters.py
readings.py

tests:
conftest.py
test_health.py
test_meters.py
test_readings.py""", root)),
        (editor("view", f"{root}/app/routers/readings.py"), cat_n(f"{root}/app/routers/readings.py", readings)),
        (bash("python -m pytest tests/test_readings.py -q"), oh_bash(""".....F...                                                                [100%]
=================================== FAILURES ===================================
___________________________ test_since_is_inclusive ____________________________

client = <starlette.testclient.TestClient object at 0x7f9c4b2d8e10>
seeded_meter = 'MTR-00417'

    def test_since_is_inclusive(client, seeded_meter):
        resp = client.get("/readings", params={"meter_id": seeded_meter, "since": "2024-05-01T00:00:00Z"})
        assert resp.status_code == 200
        taken = [r["taken_at"] for r in resp.json()]
>       assert taken[0] == "2024-05-01T00:00:00Z"
E       AssertionError: assert '2024-05-01T01:00:00Z' == '2024-05-01T00:00:00Z'
E
E         - 2024-05-01T00:00:00Z
E         ?            ^
E         + 2024-05-01T01:00:00Z
E         ?            ^

tests/test_readings.py:41: AssertionError
=========================== short test summary info ============================
FAILED tests/test_readings.py::test_since_is_inclusive - AssertionError: assert '2024-05-01T01:00:00Z' == '2024-05-01T00:00:00Z'
1 failed, 8 passed in 0.87s""", root, 1)),
        (editor("str_replace", f"{root}/app/routers/readings.py", old_str=old, new_str=new), edited(f"{root}/app/routers/readings.py", sn, st)),
        (bash("python -m pytest tests/test_readings.py -q"), oh_bash(""".........                                                                [100%]
9 passed in 0.79s""", root)),
        (bash("nohup uvicorn app.main:app --port 8000 > /tmp/uvicorn.log 2>&1 & sleep 2; cat /tmp/uvicorn.log"), oh_bash("""[1] 4187
INFO:     Started server process [4187]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)""", root)),
        (bash("curl -s 'http://127.0.0.1:8000/readings?meter_id=MTR-00417&since=2024-05-01T00:00:00Z&limit=4' | python -m json.tool"), oh_bash("""[
    {
        "id": 88213,
        "meter_id": "MTR-00417",
        "taken_at": "2024-05-01T00:00:00Z",
        "kwh": 18342.61,
        "source": "smart"
    },
    {
        "id": 88229,
        "meter_id": "MTR-00417",
        "taken_at": "2024-05-01T01:00:00Z",
        "kwh": 18343.07,
        "source": "smart"
    },
    {
        "id": 88245,
        "meter_id": "MTR-00417",
        "taken_at": "2024-05-01T02:00:00Z",
        "kwh": 18343.49,
        "source": "smart"
    },
    {
        "id": 88261,
        "meter_id": "MTR-00417",
        "taken_at": "2024-05-01T03:00:00Z",
        "kwh": 18343.88,
        "source": "estimated"
    }
]""", root)),
        (bash("kill 4187; sleep 1; nohup uvicorn app.main:app --port 8000 --log-level debug > /tmp/uvicorn.log 2>&1 & sleep 2; cat /tmp/uvicorn.log"), oh_bash("""[1]+  Terminated              nohup uvicorn app.main:app --port 8000 > /tmp/uvicorn.log 2>&1
[1] 4263
INFO:     Started server process [4263]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)""", root)),
        (bash("curl -si http://127.0.0.1:8000/health"), oh_bash(f"""HTTP/1.1 200 OK
date: Fri, 14 Jun 2024 10:31:27 GMT
server: uvicorn
content-length: {len(health)}
content-type: application/json
x-request-id: 5b0e9c1f-8d3a-4f6e-a2c7-91d04e6b3f28

{health}""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-09", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"FastAPI 0.111 service {root} (SQLAlchemy 2, SQLite dev DB seeded with hourly readings, pytest), branch "
                 "fix/since-inclusive. Support ticket: readings taken exactly at the `since` instant are missing from GET /readings.")


# Java with Spring Boot, Maven and JUnit 5 (Gemini CLI), bad
def t10(rs: RowSet) -> None:
    root = "/home/arjun/work/fleet-maintenance"
    pkg = "src/main/java/com/acme/fleet/service"
    tpkg = "src/test/java/com/acme/fleet/service"
    calc = """package com.acme.fleet.service;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import com.acme.fleet.domain.Vehicle;

/**
 * Works out when a vehicle is next due for service: whichever comes first of the distance interval
 * and the calendar interval since its last service.
 */
@Component
public class ServiceIntervalCalculator {

    private final int intervalKm;
    private final int intervalMonths;

    public ServiceIntervalCalculator(
            @Value("${fleet.service.default-interval-km:15000}") int intervalKm,
            @Value("${fleet.service.default-interval-months:12}") int intervalMonths) {
        this.intervalKm = intervalKm;
        this.intervalMonths = intervalMonths;
    }

    public int kmUntilDue(Vehicle vehicle) {
        int driven = vehicle.getOdometerKm() - vehicle.getLastServiceOdometerKm();
        return intervalKm - driven;
    }

    public LocalDate dueDate(Vehicle vehicle) {
        return vehicle.getLastServiceDate().plusMonths(intervalMonths);
    }

    public boolean isOverdue(Vehicle vehicle, LocalDate today) {
        return kmUntilDue(vehicle) <= 0 || !today.isBefore(dueDate(vehicle));
    }

    public long daysUntilDue(Vehicle vehicle, LocalDate today) {
        return ChronoUnit.DAYS.between(today, dueDate(vehicle));
    }
}
"""
    test = """package com.acme.fleet.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import com.acme.fleet.domain.Vehicle;

class ServiceIntervalCalculatorTest {

    private final ServiceIntervalCalculator calculator = new ServiceIntervalCalculator(15000, 12);

    private static Vehicle vehicle(int odometerKm, int lastServiceKm, LocalDate lastService) {
        Vehicle v = new Vehicle();
        v.setRegistration("KA-05-MX-4471");
        v.setOdometerKm(odometerKm);
        v.setLastServiceOdometerKm(lastServiceKm);
        v.setLastServiceDate(lastService);
        return v;
    }

    @Test
    void kmUntilDueCountsFromLastService() {
        assertThat(calculator.kmUntilDue(vehicle(52_300, 40_000, LocalDate.of(2024, 1, 10)))).isEqualTo(2_700);
    }

    @Test
    void overdueByDistance() {
        assertThat(calculator.isOverdue(vehicle(55_100, 40_000, LocalDate.of(2024, 1, 10)), LocalDate.of(2024, 6, 12))).isTrue();
    }

    @Test
    void overdueByCalendarEvenWithLowMileage() {
        assertThat(calculator.isOverdue(vehicle(41_200, 40_000, LocalDate.of(2023, 5, 30)), LocalDate.of(2024, 6, 12))).isTrue();
    }

    @Test
    void notOverdueWhenBothIntervalsRemain() {
        assertThat(calculator.isOverdue(vehicle(44_000, 40_000, LocalDate.of(2024, 1, 10)), LocalDate.of(2024, 6, 12))).isFalse();
    }

    @Test
    void daysUntilDueIsNegativeWhenLate() {
        assertThat(calculator.daysUntilDue(vehicle(41_200, 40_000, LocalDate.of(2023, 5, 30)), LocalDate.of(2024, 6, 12))).isEqualTo(-13);
    }
}
"""
    nlines = len(test.splitlines())
    yml = """spring:
  application:
    name: fleet-maintenance
  datasource:
    url: jdbc:postgresql://${DB_HOST:localhost}:5432/fleet
    username: ${DB_USER:fleet}
    password: ${DB_PASSWORD:}
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
  flyway:
    locations: classpath:db/migration

server:
  port: 8084
  shutdown: graceful

management:
  endpoints:
    web:
      exposure:
        include: health,info,prometheus

fleet:
  odometer:
    max-daily-km: 1500
  inspection:
    reminder-days-before: 14
"""
    c1 = f"ls {pkg} {tpkg}"
    c4 = f"ls -la {pkg}/ && wc -l {tpkg}/*.java"
    c7 = "git diff --stat"
    turns = [
        (gshell(c1, "List the existing service classes and their tests"), gem_run(c1, f"""{pkg}:
FuelLogService.java
InspectionService.java
MaintenanceScheduleService.java
OdometerService.java
VehicleService.java

{tpkg}:
InspectionServiceTest.java
MaintenanceScheduleServiceTest.java
VehicleServiceTest.java""", pgid=66015)),
        (wf(f"{root}/{pkg}/ServiceIntervalCalculator.java", calc),
         f"Successfully created and wrote to new file: {root}/{pkg}/ServiceIntervalCalculator.java."),
        (wf(f"{root}/{tpkg}/ServiceIntervalCalculatorTest.java", test),
         f"Successfully created and wrote to new file: {root}/{tpkg}/ServiceIntervalCalculatorTest.java."),
        (gshell(c4, "Check the new files are in place"), gem_run(c4, f"""total 28
drwxr-xr-x 2 arjun arjun 4096 Jun 12 15:47 .
drwxr-xr-x 9 arjun arjun 4096 May 21 10:03 ..
-rw-r--r-- 1 arjun arjun 2316 May 21 10:03 FuelLogService.java
-rw-r--r-- 1 arjun arjun 3105 Jun  4 17:26 InspectionService.java
-rw-r--r-- 1 arjun arjun 4472 Jun  4 17:26 MaintenanceScheduleService.java
-rw-r--r-- 1 arjun arjun 1890 May 21 10:03 OdometerService.java
-rw-r--r-- 1 arjun arjun 2734 May 28 09:12 VehicleService.java
   88 {tpkg}/InspectionServiceTest.java
  141 {tpkg}/MaintenanceScheduleServiceTest.java
   {nlines} {tpkg}/ServiceIntervalCalculatorTest.java
   73 {tpkg}/VehicleServiceTest.java
  {88 + 141 + nlines + 73} total""", pgid=66102)),
        (rf(f"{root}/src/main/resources/application.yml"), yml),
        (rep(f"{root}/src/main/resources/application.yml", "  inspection:\n    reminder-days-before: 14\n",
             "  inspection:\n    reminder-days-before: 14\n  service:\n    default-interval-km: 15000\n    default-interval-months: 12\n"),
         replaced(f"{root}/src/main/resources/application.yml")),
        (gshell(c7, "Show tracked changes so far"), gem_run(c7, """ src/main/resources/application.yml | 3 +++
 1 file changed, 3 insertions(+)""", pgid=66230)),
    ]
    rs.add(task="swe", tid="h47-swe-10", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Spring Boot 3.2 service at {root} (Java 21, Maven wrapper, JUnit 5 + AssertJ), branch "
                 "feature/service-intervals, clean. Task FLEET-230: add a ServiceIntervalCalculator bean with unit tests "
                 "and make the intervals configurable.",
           bad=True, turn=4, kind="newly written source file missing from directory listing")


# C++ with CMake and GoogleTest (OpenHands), bad
def t11(rs: RowSet) -> None:
    root = "/workspace/geofence-core"
    poly = """#include "geofence/polygon.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace geofence {

namespace {

constexpr double kEps = 1e-9;

bool on_segment(const Point& p, const Point& a, const Point& b) {
    const double cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (std::fabs(cross) > kEps) {
        return false;
    }
    return p.x >= std::min(a.x, b.x) - kEps && p.x <= std::max(a.x, b.x) + kEps &&
           p.y >= std::min(a.y, b.y) - kEps && p.y <= std::max(a.y, b.y) + kEps;
}

}  // namespace

Polygon::Polygon(std::vector<Point> vertices) : vertices_(std::move(vertices)) {
    if (vertices_.size() < 3) {
        throw std::invalid_argument("polygon needs at least 3 vertices");
    }
}

bool Polygon::contains(const Point& p) const {
    bool inside = false;
    const std::size_t n = vertices_.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Point& a = vertices_[i];
        const Point& b = vertices_[j];
        if ((a.y > p.y) != (b.y > p.y)) {
            const double x_cross = (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x;
            if (p.x < x_cross) {
                inside = !inside;
            }
        }
    }
    return inside;
}

double Polygon::area() const {
    double twice = 0.0;
    const std::size_t n = vertices_.size();
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        twice += (vertices_[j].x + vertices_[i].x) * (vertices_[j].y - vertices_[i].y);
    }
    return std::fabs(twice) / 2.0;
}

BoundingBox Polygon::bounds() const {
    BoundingBox box{vertices_.front(), vertices_.front()};
    for (const Point& v : vertices_) {
        box.min.x = std::min(box.min.x, v.x);
        box.min.y = std::min(box.min.y, v.y);
        box.max.x = std::max(box.max.x, v.x);
        box.max.y = std::max(box.max.y, v.y);
    }
    return box;
}

}  // namespace geofence"""
    seg_line = poly.split("\n").index("bool on_segment(const Point& p, const Point& a, const Point& b) {") + 1
    o1 = "    bool inside = false;\n    const std::size_t n = vertices_.size();"
    n1 = ("    const std::size_t n = vertices_.size();\n    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {\n"
          "        if (on_segment(p, vertices_[i], vertices_[j])) {\n            return true;\n        }\n    }\n    bool inside = false;")
    s1, st1 = snip(poly.replace(o1, n1), "bool Polygon::contains", 3, 4 + 6 + 1)
    test_snip_before = """    EXPECT_FALSE(square.contains({10.5, 5.0}));
    EXPECT_FALSE(square.contains({5.0, -0.5}));
}

"""
    o2 = """TEST(PolygonTest, PointOnVertexIsInside) {
    const Polygon square = make_square(10.0);
    EXPECT_TRUE(square.contains({10.0, 10.0}));
}"""
    n2 = o2 + """

TEST(PolygonTest, PointOnEdgeIsInside) {
    const Polygon square = make_square(10.0);
    EXPECT_TRUE(square.contains({5.0, 0.0}));
    EXPECT_TRUE(square.contains({10.0, 7.5}));
}"""
    test_snip_after = """

TEST(PolygonTest, ConcaveShapeExcludesNotch) {
    const Polygon l_shape({{0, 0}, {10, 0}, {10, 4}, {4, 4}, {4, 10}, {0, 10}});
    EXPECT_FALSE(l_shape.contains({7.0, 7.0}));"""
    s2 = test_snip_before + n2 + test_snip_after
    names = ["PolygonTest.RejectsFewerThanThreeVertices", "PolygonTest.AreaOfUnitSquare", "PolygonTest.AreaOfTriangle",
             "PolygonTest.BoundsOfTriangle", "PolygonTest.CentreOfSquareIsInside", "PolygonTest.PointOutsideIsRejected",
             "PolygonTest.PointOnVertexIsInside", "PolygonTest.ConcaveShapeExcludesNotch", "PolygonTest.ConcaveShapeIncludesArm",
             "PolygonTest.ClockwiseAndCounterClockwiseAgree", "GeohashTest.EncodesKnownPoint", "GeohashTest.DecodesToCellCentre",
             "GeohashTest.PrecisionClampedTo12", "GeohashTest.NeighboursOfCell", "GeohashTest.RejectsInvalidCharacters",
             "GeohashTest.RoundTripsRandomPoints", "FenceSetTest.EmptySetMatchesNothing", "FenceSetTest.FindsContainingFence",
             "FenceSetTest.ReturnsAllOverlappingFences", "FenceSetTest.IndexSkipsDistantFences", "FenceSetTest.RemoveFence",
             "FenceSetTest.DuplicateIdRejected", "FenceSetTest.SerialisesToGeoJson"]
    times = ["0.01", "0.01", "0.00", "0.00", "0.01", "0.00", "0.01", "0.00", "0.00", "0.01", "0.00", "0.00",
             "0.00", "0.01", "0.00", "0.03", "0.00", "0.01", "0.00", "0.02", "0.00", "0.00", "0.01"]

    def ctest_lines(ns: list[str], failed: str | None) -> str:
        w = len(ns)
        out = []
        for k, (nm, t) in enumerate(zip(ns, times + ["0.00"]), 1):
            dots = "." * max(3, 52 - len(nm))
            out.append(f"      Start {k:2d}: {nm}")
            if nm == failed:
                out.append(f"{k:2d}/{w} Test {'#' + str(k):>3}: {nm} {dots}***Failed    {t} sec")
                out.append(f"""Running main() from {root}/third_party/googletest/googletest/src/gtest_main.cc
Note: Google Test filter = {nm}
[==========] Running 1 test from 1 test suite.
[----------] Global test environment set-up.
[----------] 1 test from PolygonTest
[ RUN      ] {nm}
{root}/tests/polygon_test.cpp:58: Failure
Value of: square.contains({{10.0, 10.0}})
  Actual: false
Expected: true
[  FAILED  ] {nm} (0 ms)
[----------] 1 test from PolygonTest (0 ms total)

[----------] Global test environment tear-down
[==========] 1 test from 1 test suite ran. (0 ms total)
[  PASSED  ] 0 tests.
[  FAILED  ] 1 test, listed below:
[  FAILED  ] {nm}

 1 FAILED TEST
""")
            else:
                out.append(f"{k:2d}/{w} Test {'#' + str(k):>3}: {nm} {dots}   Passed    {t} sec")
        return "\n".join(out)

    header = f"Internal ctest changing into directory: {root}/build\nTest project {root}/build\n"
    fail = header + ctest_lines(names, "PolygonTest.PointOnVertexIsInside") + """

96% tests passed, 1 tests failed out of 23

Total Test time (real) =   0.19 sec

The following tests FAILED:
\t  7 - PolygonTest.PointOnVertexIsInside (Failed)
Errors while running CTest"""
    ok23 = header + ctest_lines(names, None) + """

100% tests passed, 0 tests failed out of 23

Total Test time (real) =   0.18 sec"""
    names24 = names[:7] + ["PolygonTest.PointOnEdgeIsInside"] + names[7:]
    ok24 = header + ctest_lines(names24, None) + """

100% tests passed, 0 tests failed out of 24

Total Test time (real) =   0.19 sec"""
    build = f"""-- The CXX compiler identification is GNU 12.2.0
-- Detecting CXX compiler ABI info
-- Detecting CXX compiler ABI info - done
-- Check for working CXX compiler: /usr/bin/c++ - skipped
-- Detecting CXX compile features
-- Detecting CXX compile features - done
-- Found Python3: /usr/bin/python3 (found version "3.11.2") found components: Interpreter
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD
-- Performing Test CMAKE_HAVE_LIBC_PTHREAD - Success
-- Found Threads: TRUE
-- Configuring done (2.7s)
-- Generating done (0.0s)
-- Build files have been written to: {root}/build
[  5%] Building CXX object third_party/googletest/googletest/CMakeFiles/gtest.dir/src/gtest-all.cc.o
[ 10%] Building CXX object CMakeFiles/geofence_core.dir/src/polygon.cpp.o
[ 15%] Building CXX object CMakeFiles/geofence_core.dir/src/geohash.cpp.o
[ 21%] Building CXX object CMakeFiles/geofence_core.dir/src/fence_set.cpp.o
{root}/src/polygon.cpp:{seg_line}:6: warning: 'bool geofence::{{anonymous}}::on_segment(const geofence::Point&, const geofence::Point&, const geofence::Point&)' defined but not used [-Wunused-function]
   {seg_line} | bool on_segment(const Point& p, const Point& a, const Point& b) {{
      |      ^~~~~~~~~~
[ 26%] Linking CXX static library libgeofence_core.a
[ 26%] Built target geofence_core
[ 31%] Linking CXX static library ../../../lib/libgtest.a
[ 31%] Built target gtest
[ 36%] Building CXX object third_party/googletest/googletest/CMakeFiles/gtest_main.dir/src/gtest_main.cc.o
[ 42%] Linking CXX static library ../../../lib/libgtest_main.a
[ 42%] Built target gtest_main
[ 47%] Building CXX object tests/CMakeFiles/geofence_tests.dir/polygon_test.cpp.o
[ 52%] Building CXX object tests/CMakeFiles/geofence_tests.dir/geohash_test.cpp.o
[ 57%] Building CXX object tests/CMakeFiles/geofence_tests.dir/fence_set_test.cpp.o
[ 63%] Linking CXX executable geofence_tests
[100%] Built target geofence_tests"""
    c6 = "cmake --build build -j8 2>&1 | tail -8 && ls -l build/libgeofence_core.a build/tests/geofence_tests"
    turns = [
        (bash(f"cd {root} && date && git log --oneline -3 && ls"), oh_bash("""Thu Jun 13 14:32:10 UTC 2024
b41c7e2 (HEAD -> fix/boundary-points, origin/main, main) fence_set: R-tree index for bounding boxes
8d09a3f geohash: neighbours() for cells on the antimeridian
f2e6b15 ci: build with -Wall -Wextra on gcc 12 and clang 16
CMakeLists.txt
LICENSE
README.md
include
src
tests
third_party""", root)),
        (editor("view", f"{root}/src/polygon.cpp"), cat_n(f"{root}/src/polygon.cpp", poly)),
        (bash("cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug && cmake --build build -j8 2>&1"), oh_bash(build, root)),
        (bash("ctest --test-dir build --output-on-failure 2>&1"), oh_bash(fail, root, 8)),
        (editor("str_replace", f"{root}/src/polygon.cpp", old_str=o1, new_str=n1), edited(f"{root}/src/polygon.cpp", s1, st1)),
        (bash(c6), oh_bash("""[  5%] Building CXX object CMakeFiles/geofence_core.dir/src/polygon.cpp.o
[ 10%] Linking CXX static library libgeofence_core.a
[ 26%] Built target geofence_core
[ 42%] Built target gtest
[ 52%] Built target gtest_main
[ 57%] Linking CXX executable geofence_tests
[100%] Built target geofence_tests
-rw-r--r-- 1 openhands openhands  412658 Jun 13 14:38 build/libgeofence_core.a
-rwxr-xr-x 1 openhands openhands 2871344 Jun 13 14:38 build/tests/geofence_tests""", root)),
        (bash("ctest --test-dir build 2>&1"), oh_bash(ok23, root)),
        (editor("str_replace", f"{root}/tests/polygon_test.cpp", old_str=o2, new_str=n2), edited(f"{root}/tests/polygon_test.cpp", s2, 52)),
        (bash(c6), oh_bash("""[ 26%] Built target geofence_core
[ 42%] Built target gtest
[ 52%] Built target gtest_main
[ 57%] Building CXX object tests/CMakeFiles/geofence_tests.dir/polygon_test.cpp.o
[ 63%] Linking CXX executable geofence_tests
[100%] Built target geofence_tests
-rw-r--r-- 1 openhands openhands  412658 Jun 13 14:38 build/libgeofence_core.a
-rwxr-xr-x 1 openhands openhands 2893712 Jun 13 14:29 build/tests/geofence_tests""", root)),
        (bash("ctest --test-dir build 2>&1"), oh_bash(ok24, root)),
    ]
    rs.add(task="swe", tid="h47-swe-11", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"C++17 library {root} (CMake 3.27, GoogleTest vendored in third_party/), branch fix/boundary-points "
                 "just created from main, no build directory yet. Issue #57: points exactly on a fence's vertex or edge "
                 "are reported as outside.",
           bad=True, turn=9, kind="rebuilt test binary's modification time earlier than the previous build")


# TypeScript with Next.js and Vitest (Gemini CLI), clean
def t12(rs: RowSet) -> None:
    root = "/Users/lena/dev/harbor-bookings"
    fp = """export type CurrencyCode = 'EUR' | 'USD' | 'GBP' | 'NOK';

const FRACTION_DIGITS: Record<CurrencyCode, number> = { EUR: 2, USD: 2, GBP: 2, NOK: 2 };

/**
 * Formats an amount given in minor units (cents) for display, e.g. 123456 -> "€1,234.56".
 */
export function formatPrice(minor: number, currency: CurrencyCode = 'EUR', locale = 'en-IE'): string {
  const digits = FRACTION_DIGITS[currency];
  const major = Math.round(minor) / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(major);
}

/** Nightly price times nights, with the weekly discount applied from the 7th night on. */
export function stayTotal(nightlyMinor: number, nights: number, weeklyDiscountPct = 0): number {
  const base = nightlyMinor * nights;
  if (nights < 7 || weeklyDiscountPct <= 0) {
    return base;
  }
  return Math.trunc(base * (1 - weeklyDiscountPct / 100));
}
"""
    c1 = "git status -sb && ls lib lib/__tests__"
    c3 = "npx vitest run lib 2>&1"
    c4 = ("git mv lib/formatPrice.ts lib/currency.ts && git mv lib/__tests__/formatPrice.test.ts lib/__tests__/currency.test.ts "
          "&& grep -rn \"lib/formatPrice\\|'../formatPrice'\" app components lib")
    c7 = ("sed -i '' 's#@/lib/formatPrice#@/lib/currency#' 'app/bookings/[id]/page.tsx' app/rooms/page.tsx components/PriceTag.tsx "
          "&& npx tsc --noEmit && npx vitest run lib 2>&1")
    c8 = "git status --short"
    turns = [
        (gshell(c1, "Check the branch and the lib folder"), gem_run(c1, """## main...origin/main
lib:
__tests__
availability.ts
db.ts
formatPrice.ts
session.ts

lib/__tests__:
availability.test.ts
formatPrice.test.ts""", pgid=9121)),
        (rf(f"{root}/lib/formatPrice.ts"), fp),
        (gshell(c3, "Run the lib unit tests"), gem_run(c3, """
 RUN  v1.6.0 /Users/lena/dev/harbor-bookings

 ❯ lib/__tests__/formatPrice.test.ts  (9 tests | 1 failed) 14ms
   ❯ lib/__tests__/formatPrice.test.ts > stayTotal > rounds the weekly discount to the nearest cent
     → expected 56693 to be 56694 // Object.is equality
 ✓ lib/__tests__/availability.test.ts  (12 tests) 21ms

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 FAIL  lib/__tests__/formatPrice.test.ts > stayTotal > rounds the weekly discount to the nearest cent
AssertionError: expected 56693 to be 56694 // Object.is equality

- Expected
+ Received

- 56694
+ 56693

 ❯ lib/__tests__/formatPrice.test.ts:48:36
     46|
     47|   it('rounds the weekly discount to the nearest cent', () => {
     48|     expect(stayTotal(8999, 7, 10)).toBe(56694);
       |                                    ^
     49|   });
     50|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 20 passed (21)
   Start at  09:14:52
   Duration  612ms (transform 88ms, setup 0ms, collect 97ms, tests 35ms, environment 1ms, prepare 241ms)
""", 1, pgid=9187)),
        (gshell(c4, "Rename the module to currency.ts and find its importers"), gem_run(c4, """app/bookings/[id]/page.tsx:4:import { formatPrice, stayTotal } from '@/lib/formatPrice';
app/rooms/page.tsx:6:import { formatPrice } from '@/lib/formatPrice';
components/PriceTag.tsx:1:import { formatPrice, type CurrencyCode } from '@/lib/formatPrice';
lib/__tests__/currency.test.ts:2:import { formatPrice, stayTotal } from '../formatPrice';""", pgid=9240)),
        (rep(f"{root}/lib/__tests__/currency.test.ts", "import { formatPrice, stayTotal } from '../formatPrice';",
             "import { formatPrice, stayTotal } from '../currency';"), replaced(f"{root}/lib/__tests__/currency.test.ts")),
        (rep(f"{root}/lib/currency.ts", "  return Math.trunc(base * (1 - weeklyDiscountPct / 100));",
             "  return Math.round(base * (1 - weeklyDiscountPct / 100));"), replaced(f"{root}/lib/currency.ts")),
        (gshell(c7, "Point the imports at lib/currency, type-check and re-run the tests"), gem_run(c7, """
 RUN  v1.6.0 /Users/lena/dev/harbor-bookings

 ✓ lib/__tests__/currency.test.ts  (9 tests) 11ms
 ✓ lib/__tests__/availability.test.ts  (12 tests) 19ms

 Test Files  2 passed (2)
      Tests  21 passed (21)
   Start at  09:18:37
   Duration  547ms (transform 81ms, setup 0ms, collect 90ms, tests 30ms, environment 0ms, prepare 226ms)
""", pgid=9302)),
        (gshell(c8, "Review the working tree"), gem_run(c8, """ M app/bookings/[id]/page.tsx
 M app/rooms/page.tsx
 M components/PriceTag.tsx
RM lib/__tests__/formatPrice.test.ts -> lib/__tests__/currency.test.ts
RM lib/formatPrice.ts -> lib/currency.ts""", pgid=9355)),
    ]
    rs.add(task="swe", tid="h47-swe-12", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Next.js 14 app-router project {root} (TypeScript, Vitest 1.6, macOS), branch main, clean. Task: rename "
                 "lib/formatPrice.ts to lib/currency.ts (with its test) and fix stayTotal truncating the weekly discount.")


# Ruby on Rails with RSpec (OpenHands), bad
def t13(rs: RowSet) -> None:
    root = "/workspace/tandem-crm"
    scorer = '''# frozen_string_literal: true

# Scores a lead from 0 to 100 from firmographics and engagement so sales can sort the inbox.
class LeadScorer
  WEIGHTS = {
    company_size: 25,
    industry_fit: 20,
    email_opens: 15,
    demo_requested: 30,
    recent_visit: 10
  }.freeze

  TARGET_INDUSTRIES = %w[logistics manufacturing wholesale].freeze

  def self.call(lead)
    new(lead).score
  end

  def initialize(lead)
    @lead = lead
  end

  def score
    total = WEIGHTS.sum { |signal, weight| weight * send(signal) }
    total.round.clamp(0, 100)
  end

  private

  attr_reader :lead

  def company_size
    case lead.employee_count.to_i
    when 0...10 then 0.2
    when 10...200 then 0.6
    else 1.0
    end
  end

  def industry_fit
    TARGET_INDUSTRIES.include?(lead.industry.to_s.downcase) ? 1.0 : 0.0
  end

  def email_opens
    [lead.email_open_count.to_i, 10].min / 10.0
  end

  def demo_requested
    lead.demo_requested_at.present? ? 1.0 : 0.0
  end

  def recent_visit
    lead.last_visit_at.present? && lead.last_visit_at > 14.days.ago ? 1.0 : 0.0
  end
end'''
    c3 = ("git mv app/services/lead_scorer.rb app/services/lead_scoring_service.rb && "
          "git mv spec/services/lead_scorer_spec.rb spec/services/lead_scoring_service_spec.rb && "
          "sed -i 's/^class LeadScorer$/class LeadScoringService/' app/services/lead_scoring_service.rb && "
          "grep -rnw \"LeadScorer\" app spec lib")
    c4 = ("sed -i 's/\\bLeadScorer\\b/LeadScoringService/g' app/controllers/leads_controller.rb app/jobs/rescore_leads_job.rb "
          "spec/services/lead_scoring_service_spec.rb && grep -rn \"LeadScor\" app spec lib")
    turns = [
        (bash(f"cd {root} && git status && ls app/services spec/services"), oh_bash("""On branch refactor/service-naming
Your branch is up to date with 'origin/refactor/service-naming'.

nothing to commit, working tree clean
app/services:
application_service.rb
contact_merger.rb
csv_importer.rb
lead_scorer.rb
pipeline_snapshot.rb
territory_assigner.rb

spec/services:
contact_merger_spec.rb
csv_importer_spec.rb
lead_scorer_spec.rb
pipeline_snapshot_spec.rb
territory_assigner_spec.rb""", root)),
        (editor("view", f"{root}/app/services/lead_scorer.rb"), cat_n(f"{root}/app/services/lead_scorer.rb", scorer)),
        (bash(c3), oh_bash("""app/controllers/leads_controller.rb:23:    @lead.update!(score: LeadScorer.call(@lead))
app/jobs/rescore_leads_job.rb:9:      lead.update_column(:score, LeadScorer.call(lead))
spec/services/lead_scoring_service_spec.rb:5:RSpec.describe LeadScorer do""", root)),
        (bash(c4), oh_bash("""app/controllers/leads_controller.rb:23:    @lead.update!(score: LeadScoringService.call(@lead))
app/jobs/rescore_leads_job.rb:9:      lead.update_column(:score, LeadScoringService.call(lead))
app/services/lead_scoring_service.rb:4:class LeadScoringService
spec/services/lead_scoring_service_spec.rb:5:RSpec.describe LeadScoringService do""", root)),
        (bash("ls -la app/services"), oh_bash("""total 36
drwxr-xr-x  2 openhands openhands 4096 Jun 14 13:06 .
drwxr-xr-x 12 openhands openhands 4096 Apr 22 08:51 ..
-rw-r--r--  1 openhands openhands  318 Apr 22 08:51 application_service.rb
-rw-r--r--  1 openhands openhands 2604 May 17 15:30 contact_merger.rb
-rw-r--r--  1 openhands openhands 3891 May  2 11:14 csv_importer.rb
-rw-r--r--  1 openhands openhands 1287 Jun 14 13:06 lead_scorer.rb
-rw-r--r--  1 openhands openhands 1962 May 29 10:42 pipeline_snapshot.rb
-rw-r--r--  1 openhands openhands 1435 Apr 22 08:51 territory_assigner.rb""", root)),
        (bash("bundle exec rspec spec/services 2>&1 | tail -6"), oh_bash("""........................................

Finished in 1.84 seconds (files took 3.12 seconds to load)
40 examples, 0 failures

Randomized with seed 27514""", root)),
        (bash("bundle exec rspec spec/requests/leads_spec.rb spec/jobs/rescore_leads_job_spec.rb 2>&1 | tail -6"), oh_bash(""".............

Finished in 0.97 seconds (files took 2.88 seconds to load)
13 examples, 0 failures

Randomized with seed 60318""", root)),
        (bash("bundle exec rubocop app/controllers/leads_controller.rb app/jobs/rescore_leads_job.rb spec/services"), oh_bash("""Inspecting 7 files
.......

7 files inspected, no offenses detected""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-13", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Rails 7.1 CRM app {root} (Ruby 3.3, RSpec, RuboCop), branch refactor/service-naming, clean. Task: rename "
                 "LeadScorer to LeadScoringService (file, spec and callers) to match the *_service convention.",
           bad=True, turn=5, kind="renamed file listed under its old name")


def route_line(method: str, uri: str, name: str, action: str, width: int = 118) -> str:
    left = f"  {method:<14}  {uri} "
    right = f" {name} › {action}"
    return left + "." * max(3, width - len(left) - len(right)) + right


# PHP with Laravel and PHPUnit (Gemini CLI), clean
def t14(rs: RowSet) -> None:
    root = "/home/sofia/sites/clinic-scheduler"
    ctrl_path = f"{root}/app/Http/Controllers/AppointmentController.php"
    ctrl = """<?php

namespace App\\Http\\Controllers;

use App\\Http\\Requests\\StoreAppointmentRequest;
use App\\Http\\Requests\\UpdateAppointmentRequest;
use App\\Http\\Resources\\AppointmentResource;
use App\\Models\\Appointment;
use Illuminate\\Http\\Request;
use Illuminate\\Http\\Resources\\Json\\AnonymousResourceCollection;
use Illuminate\\Http\\Response;

class AppointmentController extends Controller
{
    public function index(Request $request): AnonymousResourceCollection
    {
        $appointments = Appointment::query()
            ->with(['patient', 'clinician'])
            ->when($request->date('from'), fn ($q, $from) => $q->where('starts_at', '>=', $from))
            ->when($request->integer('clinician_id'), fn ($q, $id) => $q->where('clinician_id', $id))
            ->orderBy('starts_at')
            ->paginate(25);

        return AppointmentResource::collection($appointments);
    }

    public function store(StoreAppointmentRequest $request): AppointmentResource
    {
        $appointment = Appointment::create($request->validated() + ['status' => 'booked']);

        return new AppointmentResource($appointment->load(['patient', 'clinician']));
    }

    public function show(Appointment $appointment): AppointmentResource
    {
        return new AppointmentResource($appointment->load(['patient', 'clinician']));
    }

    public function update(UpdateAppointmentRequest $request, Appointment $appointment): AppointmentResource
    {
        $appointment->update($request->validated());

        return new AppointmentResource($appointment->fresh(['patient', 'clinician']));
    }

    public function destroy(Appointment $appointment): Response
    {
        $appointment->delete();

        return response()->noContent();
    }
}
"""
    api = """<?php

use App\\Http\\Controllers\\AppointmentController;
use App\\Http\\Controllers\\ClinicianController;
use App\\Http\\Controllers\\PatientController;
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Route;

Route::middleware('auth:sanctum')->group(function () {
    Route::get('/user', fn (Request $request) => $request->user());

    Route::apiResource('patients', PatientController::class);
    Route::apiResource('clinicians', ClinicianController::class)->only(['index', 'show']);
    Route::apiResource('appointments', AppointmentController::class);
});
"""
    cancel_old = """        return response()->noContent();
    }
}
"""
    cancel_new = """        return response()->noContent();
    }

    public function cancel(Request $request, Appointment $appointment): AppointmentResource
    {
        $data = $request->validate(['reason' => ['required', 'string', 'max:500']]);

        abort_if($appointment->status === 'cancelled', 409, 'Appointment is already cancelled.');

        $appointment->update([
            'status' => 'cancelled',
            'cancelled_at' => now(),
            'cancellation_reason' => $data['reason'],
        ]);

        return new AppointmentResource($appointment->fresh(['patient', 'clinician']));
    }
}
"""
    test = """<?php

namespace Tests\\Feature;

use App\\Models\\Appointment;
use App\\Models\\User;
use Illuminate\\Foundation\\Testing\\RefreshDatabase;
use Tests\\TestCase;

class AppointmentCancelTest extends TestCase
{
    use RefreshDatabase;

    public function test_booked_appointment_can_be_cancelled(): void
    {
        $user = User::factory()->receptionist()->create();
        $appointment = Appointment::factory()->create(['status' => 'booked']);

        $this->actingAs($user)
            ->patchJson("/api/appointments/{$appointment->id}/cancel", ['reason' => 'Patient called in sick'])
            ->assertOk()
            ->assertJsonPath('data.status', 'cancelled');

        $this->assertDatabaseHas('appointments', [
            'id' => $appointment->id,
            'status' => 'cancelled',
            'cancellation_reason' => 'Patient called in sick',
        ]);
    }

    public function test_reason_is_required(): void
    {
        $user = User::factory()->receptionist()->create();
        $appointment = Appointment::factory()->create(['status' => 'booked']);

        $this->actingAs($user)
            ->patchJson("/api/appointments/{$appointment->id}/cancel", [])
            ->assertUnprocessable()
            ->assertJsonValidationErrors('reason');
    }

    public function test_cancelling_twice_conflicts(): void
    {
        $user = User::factory()->receptionist()->create();
        $appointment = Appointment::factory()->create(['status' => 'cancelled']);

        $this->actingAs($user)
            ->patchJson("/api/appointments/{$appointment->id}/cancel", ['reason' => 'Duplicate booking'])
            ->assertStatus(409);
    }

    public function test_completed_appointment_cannot_be_cancelled(): void
    {
        $user = User::factory()->receptionist()->create();
        $appointment = Appointment::factory()->create(['status' => 'completed']);

        $this->actingAs($user)
            ->patchJson("/api/appointments/{$appointment->id}/cancel", ['reason' => 'Duplicate booking'])
            ->assertStatus(409);
    }
}
"""
    tl = test.split("\n")
    fail_at = len(tl) - 1 - tl[::-1].index("            ->assertStatus(409);")
    ctx = []
    for k in range(fail_at - 4, fail_at + 3):
        mark = "  ➜ " if k == fail_at else "    "
        ctx.append(f"{mark}{k + 1:3d}▕ {tl[k]}".rstrip())
    routes5 = [
        ("GET|HEAD", "api/appointments", "appointments.index", "AppointmentController@index"),
        ("POST", "api/appointments", "appointments.store", "AppointmentController@store"),
        ("GET|HEAD", "api/appointments/{appointment}", "appointments.show", "AppointmentController@show"),
        ("PUT|PATCH", "api/appointments/{appointment}", "appointments.update", "AppointmentController@update"),
        ("DELETE", "api/appointments/{appointment}", "appointments.destroy", "AppointmentController@destroy"),
    ]
    routes6 = routes5 + [("PATCH", "api/appointments/{appointment}/cancel", "appointments.cancel", "AppointmentController@cancel")]

    def rlist(rows: list[tuple[str, str, str, str]]) -> str:
        body = "\n".join(route_line(*r) for r in rows)
        return f"\n{body}\n\n{'Showing [' + str(len(rows)) + '] routes':>118}\n"

    c1 = "php artisan route:list --path=appointments"
    c7 = "php artisan make:test AppointmentCancelTest"
    c9 = "php artisan test --filter=AppointmentCancelTest"
    c11 = "php artisan test --filter=Appointment"
    c12 = "git status --short"
    sep = "  " + "─" * 79
    turns = [
        (gshell(c1, "List the existing appointment routes"), gem_run(c1, rlist(routes5), pgid=14402)),
        (rf(ctrl_path), ctrl),
        (rf(f"{root}/routes/api.php"), api),
        (rep(ctrl_path, cancel_old, cancel_new), replaced(ctrl_path)),
        (rep(f"{root}/routes/api.php", "    Route::apiResource('appointments', AppointmentController::class);\n",
             "    Route::apiResource('appointments', AppointmentController::class);\n"
             "    Route::patch('appointments/{appointment}/cancel', [AppointmentController::class, 'cancel'])->name('appointments.cancel');\n"),
         replaced(f"{root}/routes/api.php")),
        (gshell(c1, "Confirm the cancel route is registered"), gem_run(c1, rlist(routes6), pgid=14517)),
        (gshell(c7, "Scaffold a feature test"), gem_run(c7, "\n   INFO  Test [tests/Feature/AppointmentCancelTest.php] created successfully.\n", pgid=14580)),
        (wf(f"{root}/tests/Feature/AppointmentCancelTest.php", test), f"Successfully overwrote file: {root}/tests/Feature/AppointmentCancelTest.php."),
        (gshell(c9, "Run the new feature test"), gem_run(c9, f"""
   FAIL  Tests\\Feature\\AppointmentCancelTest
  ✓ booked appointment can be cancelled                                  0.31s
  ✓ reason is required                                                   0.04s
  ✓ cancelling twice conflicts                                           0.03s
  ⨯ completed appointment cannot be cancelled                            0.03s
{sep}
   FAILED  Tests\\Feature\\AppointmentCancelTest > completed appointment cannot be cancelled
  Expected response status code [409] but received 200.
Failed asserting that 200 is identical to 409.

  at tests/Feature/AppointmentCancelTest.php:{fail_at + 1}
""" + "\n".join(ctx) + """


  Tests:    1 failed, 3 passed (7 assertions)
  Duration: 0.58s
""", 1, pgid=14633)),
        (rep(ctrl_path, "        abort_if($appointment->status === 'cancelled', 409, 'Appointment is already cancelled.');",
             "        abort_if(\n            in_array($appointment->status, ['cancelled', 'completed'], true),\n            409,\n"
             "            \"Appointment is already {$appointment->status}.\"\n        );"), replaced(ctrl_path)),
        (gshell(c11, "Run all appointment tests"), gem_run(c11, """
   PASS  Tests\\Feature\\AppointmentApiTest
  ✓ index lists appointments in start order                              0.34s
  ✓ index filters by clinician                                           0.05s
  ✓ index filters by from date                                           0.04s
  ✓ store creates a booked appointment                                   0.06s
  ✓ store rejects overlapping slot                                       0.04s
  ✓ show returns patient and clinician                                   0.03s
  ✓ update reschedules                                                   0.04s
  ✓ destroy deletes                                                      0.03s
  ✓ guests are rejected                                                  0.02s

   PASS  Tests\\Feature\\AppointmentCancelTest
  ✓ booked appointment can be cancelled                                  0.05s
  ✓ reason is required                                                   0.03s
  ✓ cancelling twice conflicts                                           0.03s
  ✓ completed appointment cannot be cancelled                            0.03s

  Tests:    13 passed (38 assertions)
  Duration: 1.02s
""", pgid=14790)),
        (gshell(c12, "Review changed files"), gem_run(c12, """ M app/Http/Controllers/AppointmentController.php
 M routes/api.php
?? tests/Feature/AppointmentCancelTest.php""", pgid=14842)),
    ]
    rs.add(task="swe", tid="h47-swe-14", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Laravel 11 API {root} (PHP 8.3, Sanctum, PHPUnit 10 via `php artisan test`, SQLite in-memory for tests), "
                 "branch feature/cancel-appointment, clean. Task: PATCH /api/appointments/{id}/cancel with a required reason; "
                 "cancelled or completed appointments must answer 409.")


# Go with net/http and go test (Gemini CLI), bad
def t15(rs: RowSet) -> None:
    root = "/home/tomas/code/quotecache"
    lru = tabs('''package cache

import (
    "container/list"
    "sync"
)

// LRU is a fixed-capacity least-recently-used cache that is safe for concurrent use.
type LRU[V any] struct {
    mu        sync.Mutex
    capacity  int
    ll        *list.List
    items     map[string]*list.Element
    hits      uint64
    misses    uint64
    evictions uint64
}

type entry[V any] struct {
    key   string
    value V
}

func NewLRU[V any](capacity int) *LRU[V] {
    if capacity <= 0 {
        panic("cache: capacity must be positive")
    }
    return &LRU[V]{capacity: capacity, ll: list.New(), items: make(map[string]*list.Element, capacity)}
}

func (c *LRU[V]) Get(key string) (V, bool) {
    c.mu.Lock()
    defer c.mu.Unlock()
    if el, ok := c.items[key]; ok {
        c.hits++
        return el.Value.(*entry[V]).value, true
    }
    c.misses++
    var zero V
    return zero, false
}

func (c *LRU[V]) Put(key string, value V) {
    c.mu.Lock()
    defer c.mu.Unlock()
    if el, ok := c.items[key]; ok {
        el.Value.(*entry[V]).value = value
        c.ll.MoveToFront(el)
        return
    }
    el := c.ll.PushFront(&entry[V]{key: key, value: value})
    c.items[key] = el
    if c.ll.Len() > c.capacity {
        oldest := c.ll.Back()
        c.ll.Remove(oldest)
        delete(c.items, oldest.Value.(*entry[V]).key)
        c.evictions++
    }
}

// Stats is a snapshot of the cache counters.
type Stats struct {
    Hits      uint64 `json:"hits"`
    Misses    uint64 `json:"misses"`
    Evictions uint64 `json:"evictions"`
    Size      int    `json:"size"`
    Capacity  int    `json:"capacity"`
}

func (c *LRU[V]) Stats() Stats {
    c.mu.Lock()
    defer c.mu.Unlock()
    return Stats{Hits: c.hits, Misses: c.misses, Evictions: c.evictions, Size: c.ll.Len(), Capacity: c.capacity}
}
''')
    p = f"{root}/internal/cache/lru.go"
    c1 = "git log --oneline -4 && ls && ls internal"
    c3 = "go test ./... 2>&1"
    c5 = "go test ./... && go build -o bin/quotecache ./cmd/quotecache && ls -l bin/"
    c6 = "./bin/quotecache -addr :8080 -upstream stub > /tmp/quotecache.log 2>&1 &"
    c7 = "curl -s localhost:8080/quote/AAPL; echo; curl -s localhost:8080/quote/AAPL"
    c8 = "curl -s localhost:8080/stats"
    c9 = "cat /tmp/quotecache.log"
    c10 = "ps -o pid,ppid,etime,rss,args -C quotecache"
    turns = [
        (gshell(c1, "Look at recent history and layout"), gem_run(c1, """c2f81a7 (HEAD -> fix/lru-recency, origin/main, main) server: expose /stats
09be3d4 quotes: stub upstream for offline development
6a7d152 cache: generic LRU with hit/miss counters
e40c9b8 initial HTTP server
Makefile
README.md
bin
cmd
go.mod
go.sum
internal
cache
quotes
server""", pgid=50112)),
        (rf(p), lru),
        (gshell(c3, "Run all tests"), gem_run(c3, """?   \tgithub.com/tomasr/quotecache/cmd/quotecache\t[no test files]
--- FAIL: TestLRUEvictsLeastRecentlyUsed (0.00s)
    lru_test.go:41: Get("a") after inserting "d": got ok=false, want true ("b" was least recently used)
FAIL
FAIL\tgithub.com/tomasr/quotecache/internal/cache\t0.004s
ok  \tgithub.com/tomasr/quotecache/internal/quotes\t0.018s
ok  \tgithub.com/tomasr/quotecache/internal/server\t0.027s
FAIL""", 1, pgid=50260)),
        (rep(p, "        c.hits++\n        return el.Value.(*entry[V]).value, true".replace("        ", "\t\t"),
             "        c.hits++\n        c.ll.MoveToFront(el)\n        return el.Value.(*entry[V]).value, true".replace("        ", "\t\t")),
         replaced(p)),
        (gshell(c5, "Re-run the tests and build the server"), gem_run(c5, """?   \tgithub.com/tomasr/quotecache/cmd/quotecache\t[no test files]
ok  \tgithub.com/tomasr/quotecache/internal/cache\t0.003s
ok  \tgithub.com/tomasr/quotecache/internal/quotes\t(cached)
ok  \tgithub.com/tomasr/quotecache/internal/server\t0.031s
total 8316
-rwxr-xr-x 1 tomas tomas 8512914 Jun 14 11:01 quotecache""", pgid=50344)),
        (gshell(c6, "Start the server in the background with the stub upstream"), gem_bg(c6, "", "51873", 51871)),
        (gshell(c7, "Fetch the same quote twice to exercise the cache"), gem_run(c7, """{"symbol":"AAPL","price":212.49,"currency":"USD","as_of":"2024-06-14T11:02:31Z","cached":false}
{"symbol":"AAPL","price":212.49,"currency":"USD","as_of":"2024-06-14T11:02:31Z","cached":true}""", pgid=51902)),
        (gshell(c8, "Check the cache counters"), gem_run(c8, '{"hits":1,"misses":1,"evictions":0,"size":1,"capacity":256}', pgid=51947)),
        (gshell(c9, "Read the server log"), gem_run(c9, """2024/06/14 11:02:13 quotecache 0.6.1 (pid 51873) using stub upstream
2024/06/14 11:02:13 cache capacity 256, ttl 30s
2024/06/14 11:02:13 listening on :8080
2024/06/14 11:02:31 GET /quote/AAPL 200 1.912ms miss
2024/06/14 11:02:31 GET /quote/AAPL 200 48µs hit
2024/06/14 11:02:44 GET /stats 200 31µs""", pgid=51990)),
        (gshell(c10, "Check the server process before stopping it"), gem_run(c10, """    PID    PPID     ELAPSED   RSS COMMAND
  51894       1       01:12  9840 ./bin/quotecache -addr :8080 -upstream stub""", pgid=52031)),
    ]
    rs.add(task="swe", tid="h47-swe-15", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Go 1.22 HTTP service {root} (net/http, generic LRU cache in internal/cache), branch fix/lru-recency, "
                 "clean. Bug: cache hits do not refresh recency, so hot quotes get evicted. Fix it, then smoke-test the server locally.",
           bad=True, turn=10, kind="PID of a server nobody restarted differs in ps output")


# Python data code with pandas and pytest (OpenHands), clean
def t16(rs: RowSet) -> None:
    root = "/workspace/ridership-etl"
    agg = '''"""Daily per-station aggregates from raw tap exports."""

from __future__ import annotations

import pandas as pd

UNKNOWN_STATION = "UNKNOWN"
SERVICE_DAY_START = pd.Timedelta(hours=3)


def station_daily(taps: pd.DataFrame) -> pd.DataFrame:
    """One row per (station, service day) with tap counts and fare revenue.

    Taps before 03:00 belong to the previous service day.
    """
    df = taps.copy()
    df["tapped_at"] = pd.to_datetime(df["tapped_at"])
    df["service_day"] = (df["tapped_at"] - SERVICE_DAY_START).dt.date
    out = (
        df.groupby(["station_id", "service_day"])
        .agg(taps=("tap_id", "size"), revenue_cents=("fare_cents", "sum"))
        .reset_index()
    )
    out["avg_fare"] = (out["revenue_cents"] / out["taps"] / 100).round(4)
    return out.sort_values(["service_day", "station_id"], ignore_index=True)'''
    old = '    df["service_day"] = (df["tapped_at"] - SERVICE_DAY_START).dt.date'
    new = old + '\n    df["station_id"] = df["station_id"].fillna(UNKNOWN_STATION)'
    sn, st = snip(agg.replace(old, new), old.strip(), 4, 5)
    head = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0
rootdir: /workspace/ridership-etl
configfile: pyproject.toml
collected 6 items

"""
    c2 = ("python -c \"import pandas as pd; df = pd.read_csv('data/raw/taps_2024-05.csv'); print(df.shape); "
          "print(df.head(8).to_string()); print(df['station_id'].isna().sum(), 'taps without station')\"")
    c8 = ("python -c \"import pandas as pd; df = pd.read_parquet('data/processed/station_daily_2024-05.parquet'); "
          "print(df.sort_values('taps', ascending=False).head(5).round(2).to_string()); print('total taps:', df['taps'].sum()); "
          "print('stations:', df['station_id'].nunique()); print('unknown rows:', (df['station_id'] == 'UNKNOWN').sum())\"")
    turns = [
        (bash(f"cd {root} && git status -sb && ls -la data/raw data/processed"), oh_bash("""## main...origin/main
data/processed:
total 32
drwxr-xr-x 2 openhands openhands  4096 Jun  2 07:15 .
drwxr-xr-x 4 openhands openhands  4096 May 12 19:40 ..
-rw-r--r-- 1 openhands openhands 11873 Jun  2 07:15 station_daily_2024-04.parquet
-rw-r--r-- 1 openhands openhands 11502 Jun  2 07:15 station_daily_2024-05.parquet

data/raw:
total 5312
drwxr-xr-x 2 openhands openhands    4096 Jun  1 23:58 .
drwxr-xr-x 4 openhands openhands    4096 May 12 19:40 ..
-rw-r--r-- 1 openhands openhands 2631744 May  1 23:59 taps_2024-04.csv
-rw-r--r-- 1 openhands openhands 2809311 Jun  1 23:58 taps_2024-05.csv""", root)),
        (bash(c2), oh_bash("""(48213, 6)
            tap_id            tapped_at station_id  line  fare_cents card_type
0  T24050100000017  2024-05-01 05:02:11     ST-014  blue         275     adult
1  T24050100000018  2024-05-01 05:02:40     ST-003   red         275     adult
2  T24050100000019  2024-05-01 05:03:05     ST-014  blue         135    senior
3  T24050100000020  2024-05-01 05:03:26     ST-027 green         275     adult
4  T24050100000021  2024-05-01 05:03:58     ST-001   red         275     adult
5  T24050100000022  2024-05-01 05:04:19        NaN  blue         135    senior
6  T24050100000023  2024-05-01 05:04:47     ST-009   red          95   student
7  T24050100000024  2024-05-01 05:05:02     ST-001   red         275     adult
1127 taps without station""", root)),
        (editor("view", f"{root}/etl/aggregate.py"), cat_n(f"{root}/etl/aggregate.py", agg)),
        (bash("python -m pytest tests/test_aggregate.py"), oh_bash(head + """tests/test_aggregate.py ..F...                                           [100%]

=================================== FAILURES ===================================
______________________ test_taps_without_station_are_kept ______________________

sample_taps =              tap_id            tapped_at station_id  line  fare_cents card_type
0   T24050100000017  2024-05-01 05:02:11     ST-014  blue         275     adult
1   T24050100000018  2024-05-01 05:02:40     ST-003   red ...5:04:47     ST-009   red          95   student
11  T24050200000002  2024-05-02 02:41:09        NaN  blue         275     adult

    def test_taps_without_station_are_kept(sample_taps):
        out = station_daily(sample_taps)
>       assert out["taps"].sum() == len(sample_taps)
E       assert np.int64(10) == 12
E        +  where np.int64(10) = sum()
E        +    where sum = 0    3\\n1    3\\n2    2\\n3    2\\nName: taps, dtype: int64.sum
E        +  and   12 = len(             tap_id            tapped_at station_id  line  fare_cents card_type\\n0   T24050100000017  2024-05-01 05:02:11 ...)

tests/test_aggregate.py:34: AssertionError
=========================== short test summary info ============================
FAILED tests/test_aggregate.py::test_taps_without_station_are_kept - assert np.int64(10) == 12
========================= 1 failed, 5 passed in 0.71s ==========================""", root, 1)),
        (editor("str_replace", f"{root}/etl/aggregate.py", old_str=old, new_str=new), edited(f"{root}/etl/aggregate.py", sn, st)),
        (bash("python -m pytest tests/test_aggregate.py"), oh_bash(head + """tests/test_aggregate.py ......                                           [100%]

============================== 6 passed in 0.66s ===============================""", root)),
        (bash("python -m etl.run --month 2024-05 && ls -la data/processed"), oh_bash("""2024-06-14 11:47:05,318 INFO etl.run: reading data/raw/taps_2024-05.csv
2024-06-14 11:47:05,604 INFO etl.run: 48213 taps, 1127 without station_id
2024-06-14 11:47:05,689 INFO etl.run: wrote 1329 rows to data/processed/station_daily_2024-05.parquet
total 32
drwxr-xr-x 2 openhands openhands  4096 Jun 14 11:47 .
drwxr-xr-x 4 openhands openhands  4096 May 12 19:40 ..
-rw-r--r-- 1 openhands openhands 11873 Jun  2 07:15 station_daily_2024-04.parquet
-rw-r--r-- 1 openhands openhands 12166 Jun 14 11:47 station_daily_2024-05.parquet""", root)),
        (bash(c8), oh_bash("""    station_id service_day  taps  revenue_cents  avg_fare
634     ST-001  2024-05-15  1204         317215      2.63
935     ST-001  2024-05-22  1187         312644      2.63
647     ST-014  2024-05-15  1139         298418      2.62
333     ST-001  2024-05-08  1131         297553      2.63
937     ST-003  2024-05-22  1098         281093      2.56
total taps: 48213
stations: 43
unknown rows: 31""", root)),
        (bash("git status --short && git diff --stat"), oh_bash(""" M etl/aggregate.py
 etl/aggregate.py | 1 +
 1 file changed, 1 insertion(+)""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-16", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Python 3.12 ETL repo {root} (pandas 2.2, pyarrow, pytest); data/processed/ is git-ignored. Branch main. "
                 "Finance noticed May totals are ~2% short: taps whose station_id is missing are dropped. Fix and regenerate May.")


# Kotlin with Spring Boot and Gradle (OpenHands), clean
def t17(rs: RowSet) -> None:
    root = "/workspace/warehouse-slots"
    kt = """package com.northbay.slots

import java.time.Duration
import java.time.LocalDateTime
import org.springframework.stereotype.Service

data class DockSlot(val dock: String, val start: LocalDateTime, val end: LocalDateTime) {
    init {
        require(end.isAfter(start)) { "slot must end after it starts" }
    }

    fun overlaps(other: DockSlot): Boolean =
        dock == other.dock && !start.isAfter(other.end) && !other.start.isAfter(end)
}

class SlotUnavailableException(dock: String, start: LocalDateTime) :
    RuntimeException("dock $dock is not free at $start")

@Service
class SlotAllocator(private val repository: SlotRepository) {

    fun allocate(dock: String, start: LocalDateTime, duration: Duration): DockSlot {
        val candidate = DockSlot(dock, start, start.plus(duration))
        val taken = repository.findByDock(dock)
        if (taken.any { it.overlaps(candidate) }) {
            throw SlotUnavailableException(dock, start)
        }
        return repository.save(candidate)
    }

    fun nextFree(dock: String, after: LocalDateTime, duration: Duration): LocalDateTime {
        var cursor = after
        for (slot in repository.findByDock(dock).sortedBy { it.start }) {
            if (!slot.end.isAfter(cursor)) continue
            if (!cursor.plus(duration).isAfter(slot.start)) return cursor
            cursor = slot.end
        }
        return cursor
    }
}"""
    old = "        dock == other.dock && !start.isAfter(other.end) && !other.start.isAfter(end)"
    new = "        dock == other.dock && start.isBefore(other.end) && other.start.isBefore(end)"
    sn, st = snip(kt.replace(old, new), new.strip())
    overlap_test = """package com.northbay.slots

import java.time.LocalDateTime
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

class SlotAllocatorOverlapTest {
    private val t0 = LocalDateTime.of(2024, 6, 17, 8, 0)

    private fun slot(dock: String, fromMin: Long, toMin: Long) =
        DockSlot(dock, t0.plusMinutes(fromMin), t0.plusMinutes(toMin))

    @Test
    fun `touching slots do not overlap`() {
        assertFalse(slot("D4", 0, 60).overlaps(slot("D4", 60, 90)))
        assertFalse(slot("D4", 60, 90).overlaps(slot("D4", 0, 60)))
    }

    @Test
    fun `one minute of shared time is an overlap`() {
        assertTrue(slot("D4", 0, 61).overlaps(slot("D4", 60, 90)))
    }

    @Test
    fun `different docks never overlap`() {
        assertFalse(slot("D4", 0, 60).overlaps(slot("D5", 30, 90)))
    }
}
"""
    tr = "build/test-results/test/TEST-com.northbay.slots."
    turns = [
        (bash(f"cd {root} && ./gradlew --version | head -8 && git status -s"), oh_bash("""
------------------------------------------------------------
Gradle 8.7
------------------------------------------------------------

Build time:   2024-03-22 15:52:46 UTC
Revision:     650af14d7653aa949fce5e886e685efc9cf97c10
""", root)),
        (editor("view", f"{root}/src/main/kotlin/com/northbay/slots/SlotAllocator.kt"),
         cat_n(f"{root}/src/main/kotlin/com/northbay/slots/SlotAllocator.kt", kt)),
        (bash("./gradlew test --tests '*SlotAllocatorTest' 2>&1 | tail -25"), oh_bash("""Starting a Gradle Daemon (subsequent builds will be faster)
> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources
> Task :processTestResources NO-SOURCE
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses

> Task :test FAILED

SlotAllocatorTest > allows back-to-back slots on the same dock() FAILED
    com.northbay.slots.SlotUnavailableException at SlotAllocatorTest.kt:47

7 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file:///workspace/warehouse-slots/build/reports/tests/test/index.html

BUILD FAILED in 41s
5 actionable tasks: 5 executed""", root)),
        (editor("str_replace", f"{root}/src/main/kotlin/com/northbay/slots/SlotAllocator.kt", old_str=old, new_str=new),
         edited(f"{root}/src/main/kotlin/com/northbay/slots/SlotAllocator.kt", sn, st)),
        (editor("create", f"{root}/src/test/kotlin/com/northbay/slots/SlotAllocatorOverlapTest.kt", file_text=overlap_test),
         f"File created successfully at: {root}/src/test/kotlin/com/northbay/slots/SlotAllocatorOverlapTest.kt"),
        (bash("./gradlew test 2>&1 | tail -12"), oh_bash("""> Task :checkKotlinGradlePluginConfigurationErrors
> Task :processResources UP-TO-DATE
> Task :processTestResources NO-SOURCE
> Task :compileKotlin
> Task :compileJava NO-SOURCE
> Task :classes
> Task :compileTestKotlin
> Task :compileTestJava NO-SOURCE
> Task :testClasses
> Task :test

BUILD SUCCESSFUL in 19s
5 actionable tasks: 4 executed, 1 up-to-date""", root)),
        (bash("grep -o 'tests=\"[0-9]*\" skipped=\"[0-9]*\" failures=\"[0-9]*\"' build/test-results/test/*.xml && git status --short"), oh_bash(f"""{tr}SlotAllocatorOverlapTest.xml:tests="3" skipped="0" failures="0"
{tr}SlotAllocatorTest.xml:tests="7" skipped="0" failures="0"
{tr}SlotControllerTest.xml:tests="5" skipped="0" failures="0"
{tr}WarehouseSlotsApplicationTests.xml:tests="1" skipped="0" failures="0"
 M src/main/kotlin/com/northbay/slots/SlotAllocator.kt
?? src/test/kotlin/com/northbay/slots/SlotAllocatorOverlapTest.kt""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-17", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Kotlin 1.9 / Spring Boot 3.2 service {root} (Gradle 8.7 wrapper, JUnit 5), branch fix/back-to-back-slots, "
                 "clean. Dock schedulers cannot book a truck starting exactly when the previous one ends.")


# Python CLI with Click (OpenHands), bad
def t18(rs: RowSet) -> None:
    root = "/workspace/tallyho"
    export = '''"""Export expenses to CSV or JSON."""

from __future__ import annotations

import json
from typing import IO, Iterable

import click

from tallyho.models import Expense

CSV_HEADER = ("date", "category", "amount", "currency", "note")


def _csv_row(e: Expense) -> str:
    return ",".join([e.date.isoformat(), e.category, f"{e.amount:.2f}", e.currency, e.note or ""])


def write_csv(expenses: Iterable[Expense], out: IO[str]) -> int:
    out.write(",".join(CSV_HEADER) + "\\n")
    n = 0
    for e in expenses:
        out.write(_csv_row(e) + "\\n")
        n += 1
    return n


def write_json(expenses: Iterable[Expense], out: IO[str]) -> int:
    rows = [
        {"date": e.date.isoformat(), "category": e.category, "amount": str(e.amount), "currency": e.currency, "note": e.note}
        for e in expenses
    ]
    json.dump(rows, out, indent=2)
    out.write("\\n")
    return len(rows)


@click.command("export")
@click.option("--format", "fmt", type=click.Choice(["csv", "json"]), default="csv", show_default=True)
@click.option("--month", help="Only expenses from this month (YYYY-MM).")
@click.argument("output", type=click.File("w"), default="-")
@click.pass_obj
def export_cmd(ledger, fmt: str, month: str | None, output: IO[str]) -> None:
    """Export the ledger to OUTPUT (stdout by default)."""
    expenses = ledger.expenses(month=month)
    n = (write_csv if fmt == "csv" else write_json)(expenses, output)
    click.echo(f"exported {n} expenses", err=True)'''
    old = '''import json
from typing import IO, Iterable

import click

from tallyho.models import Expense

CSV_HEADER = ("date", "category", "amount", "currency", "note")


def _csv_row(e: Expense) -> str:
    return ",".join([e.date.isoformat(), e.category, f"{e.amount:.2f}", e.currency, e.note or ""])


def write_csv(expenses: Iterable[Expense], out: IO[str]) -> int:
    out.write(",".join(CSV_HEADER) + "\\n")
    n = 0
    for e in expenses:
        out.write(_csv_row(e) + "\\n")
        n += 1
    return n'''
    new = '''import csv
import json
from typing import IO, Iterable

import click

from tallyho.models import Expense

CSV_HEADER = ("date", "category", "amount", "currency", "note")


def _csv_row(e: Expense) -> list[str]:
    return [e.date.isoformat(), e.category, f"{e.amount:.2f}", e.currency, e.note or ""]


def write_csv(expenses: Iterable[Expense], out: IO[str]) -> int:
    writer = csv.writer(out, lineterminator="\\n")
    writer.writerow(CSV_HEADER)
    n = 0
    for e in expenses:
        writer.writerow(_csv_row(e))
        n += 1
    return n'''
    export2 = export.replace(old, new)
    sn, st = snip(export2, "import csv", 4, 4 + new.count("\n"))
    turns = [
        (bash(f"cd {root} && git status && git log --oneline -3"), oh_bash("""On branch fix/export-quoting
Your branch is up to date with 'origin/fix/export-quoting'.

nothing to commit, working tree clean
e3b9a50 (HEAD -> fix/export-quoting, origin/fix/export-quoting) export: add failing test for commas in notes
1d7c4f2 (origin/main, main) cli: --currency option for summary
9a02e61 docs: usage examples for export""", root)),
        (bash("python -m pytest -q 2>&1 | tail -25"), oh_bash(""".....F..................                                                 [100%]
=================================== FAILURES ===================================
______________________ test_export_quotes_commas_in_notes ______________________

runner = <click.testing.CliRunner object at 0x7f1e0a3c6b90>
ledger_path = PosixPath('/tmp/pytest-of-openhands/pytest-3/test_export_quotes_commas_in_n0/ledger.db')

    def test_export_quotes_commas_in_notes(runner, ledger_path):
        add(runner, ledger_path, "2024-06-02", "groceries", "18.40", note="milk, eggs, bread")
        result = runner.invoke(cli, ["--ledger", str(ledger_path), "export", "--format", "csv"])
        assert result.exit_code == 0
        rows = list(csv.reader(io.StringIO(result.stdout)))
>       assert rows[1] == ["2024-06-02", "groceries", "18.40", "EUR", "milk, eggs, bread"]
E       AssertionError: assert ['2024-06-02'...', ' eggs', ...] == ['2024-06-02'...gs, bread']
E
E         At index 4 diff: 'milk' != 'milk, eggs, bread'
E         Left contains 2 more items, first extra item: ' eggs'
E         Use -v to get more diff

tests/test_export.py:52: AssertionError
=========================== short test summary info ============================
FAILED tests/test_export.py::test_export_quotes_commas_in_notes - AssertionError: assert ['2024-06-02'...', ' eggs', ...] == ['2024-06-02'...gs, bread']
1 failed, 23 passed in 0.64s""", root)),
        (bash("python -m pytest tests/test_export.py -q"), oh_bash("""......                                                                   [100%]
6 passed in 0.21s""", root)),
        (editor("view", f"{root}/src/tallyho/export.py"), cat_n(f"{root}/src/tallyho/export.py", export)),
        (editor("str_replace", f"{root}/src/tallyho/export.py", old_str=old, new_str=new), edited(f"{root}/src/tallyho/export.py", sn, st)),
        (bash("python -m pytest -q && git diff --stat"), oh_bash("""........................                                                 [100%]
24 passed in 0.58s
 src/tallyho/export.py | 10 ++++++----
 1 file changed, 6 insertions(+), 4 deletions(-)""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-18", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Click 8 expense-tracker CLI {root} (src layout, pytest with CliRunner), branch fix/export-quoting with a "
                 "failing test pushed by a reviewer. Issue #41: `tallyho export` breaks CSV rows when a note contains a comma.",
           bad=True, turn=3, kind="failing test reported passing with no change in between")


# Vue with Vitest (Gemini CLI), bad
def t19(rs: RowSet) -> None:
    root = "/home/priya/projects/kanban-lite"
    cards = [
        ("3f8c2a91-0d4e-4b7a-a1c6-5e9f2b7d8c04", "col-backlog", 0, "Audit legacy redirects", ["seo"], "priya"),
        ("9a41d7e2-6c3b-4f08-8e15-b27c0f4a9d63", "col-backlog", 1, "Cookie banner copy", ["legal", "copy"], None),
        ("c07b5e18-2f9a-4d61-b3e4-81a6d0c95f27", "col-backlog", 2, "Compress hero images", ["perf"], "jonas"),
        ("5d2e8f40-b1c7-4a93-9f6d-0e4c7b2a1853", "col-doing", 0, "New pricing page layout", ["design"], "mei"),
        ("e6a09c3b-74d2-4e5f-a8b1-c3f5d9e20a71", "col-doing", 1, "Migrate blog to MDX", ["content"], "priya"),
        ("71c4b9d0-e8f2-4736-b05a-9d3e6f1c2b48", "col-review", 0, "Contact form spam filter", ["backend"], "jonas"),
        ("b8f3e2a7-1c5d-4e90-86b4-f7a2c0d3e915", "col-done", 0, "Set up preview deploys", ["infra"], "mei"),
        ("2a6d0f93-c4e1-4b58-9d27-6e8b1a5c3f0d", "col-done", 1, "Analytics consent mode", ["legal"], "priya"),
        ("f4b17c8e-3d9a-4c02-a6e5-0b2f8d7c4e19", "col-done", 2, "Favicon set", ["design"], None),
    ]

    def card_json(c: tuple) -> str:
        assignee = "null" if c[5] is None else f'"{c[5]}"'
        labels = ", ".join(f'"{x}"' for x in c[4])
        return (f'    {{\n      "id": "{c[0]}",\n      "columnId": "{c[1]}",\n      "position": {c[2]},\n'
                f'      "title": "{c[3]}",\n      "labels": [{labels}],\n      "assignee": {assignee}\n    }}')

    board = ('{\n  "id": "b1e0c4d2-6a3f-4f1e-9c57-2d8a90f3b611",\n  "name": "Website relaunch",\n  "columns": [\n'
             '    { "id": "col-backlog", "title": "Backlog" },\n    { "id": "col-doing", "title": "In progress" },\n'
             '    { "id": "col-review", "title": "Review" },\n    { "id": "col-done", "title": "Done" }\n  ],\n  "cards": [\n'
             + ",\n".join(card_json(c) for c in cards) + "\n  ]\n}\n")
    tsv_rows = []
    for c in cards:
        cid = "e6a09c3b-74d2-4e5f-a8b1-c3f5d9e2a071" if c[0].startswith("e6a09c3b") else c[0]
        tsv_rows.append(f"{cid}\t{c[1]}\t{c[2]}\t{c[3]}")
    store = """import { defineStore } from 'pinia';
import { computed, ref } from 'vue';

import type { Board, Card, ColumnId } from '@/types';

export const useBoardStore = defineStore('board', () => {
  const board = ref<Board | null>(null);

  const cardsByColumn = computed(() => {
    const map = new Map<ColumnId, Card[]>();
    for (const col of board.value?.columns ?? []) map.set(col.id, []);
    for (const card of board.value?.cards ?? []) map.get(card.columnId)?.push(card);
    for (const list of map.values()) list.sort((a, b) => a.position - b.position);
    return map;
  });

  function load(data: Board) {
    board.value = structuredClone(data);
  }

  function moveCard(cardId: string, toColumn: ColumnId, toPosition: number) {
    if (!board.value) return;
    const card = board.value.cards.find((c) => c.id === cardId);
    if (!card) throw new Error(`unknown card ${cardId}`);
    const target = cardsByColumn.value.get(toColumn);
    if (!target) throw new Error(`unknown column ${toColumn}`);

    const others = target.filter((c) => c.id !== cardId);
    const clamped = Math.max(0, Math.min(toPosition, others.length));
    others.splice(clamped, 0, card);
    others.forEach((c, i) => (c.position = i));
    card.columnId = toColumn;
  }

  return { board, cardsByColumn, load, moveCard };
});
"""
    old = "    others.forEach((c, i) => (c.position = i));\n    card.columnId = toColumn;\n"
    new = ("    const fromColumn = card.columnId;\n    others.forEach((c, i) => (c.position = i));\n    card.columnId = toColumn;\n"
           "    if (fromColumn !== toColumn) {\n      board.value.cards\n        .filter((c) => c.columnId === fromColumn)\n"
           "        .sort((a, b) => a.position - b.position)\n        .forEach((c, i) => (c.position = i));\n    }\n")
    reorder = """import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';

import board from '@/__fixtures__/board.json';
import { useBoardStore } from '@/stores/board';
import type { Board } from '@/types';

const PRICING = '5d2e8f40-b1c7-4a93-9f6d-0e4c7b2a1853';
const SPAM_FILTER = '71c4b9d0-e8f2-4736-b05a-9d3e6f1c2b48';

describe('board store reordering', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    useBoardStore().load(board as Board);
  });

  it('moves a card back from review to the top of in progress', () => {
    const store = useBoardStore();
    store.moveCard(SPAM_FILTER, 'col-doing', 0);
    const doing = store.cardsByColumn.get('col-doing')!;
    expect(doing.map((c) => c.id)[0]).toBe(SPAM_FILTER);
    expect(doing.map((c) => c.position)).toEqual([0, 1, 2]);
    expect(store.cardsByColumn.get('col-review')).toEqual([]);
  });

  it('reorders within a column without touching others', () => {
    const store = useBoardStore();
    store.moveCard(PRICING, 'col-doing', 5);
    const doing = store.cardsByColumn.get('col-doing')!;
    expect(doing.at(-1)!.id).toBe(PRICING);
    expect(store.cardsByColumn.get('col-backlog')!.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it('throws for an unknown column', () => {
    const store = useBoardStore();
    expect(() => store.moveCard(PRICING, 'col-archive' as never, 0)).toThrow('unknown column col-archive');
  });
});
"""
    c1 = "git status -sb && ls src src/stores src/stores/__tests__ src/__fixtures__"
    c3 = "npx vitest run src/stores 2>&1"
    c6 = "jq -r '.cards[] | [.id, .columnId, .position, .title] | @tsv' src/__fixtures__/board.json"
    bar = "⎯" * 24
    turns = [
        (gshell(c1, "Check the branch and the store layout"), gem_run(c1, """## fix/move-card-positions...origin/fix/move-card-positions
src:
App.vue
__fixtures__
assets
components
main.ts
stores
types.ts

src/__fixtures__:
board.json

src/stores:
__tests__
board.ts
filters.ts

src/stores/__tests__:
board.test.ts
filters.test.ts""", pgid=23011)),
        (rf(f"{root}/src/__fixtures__/board.json"), board),
        (gshell(c3, "Run the store tests"), gem_run(c3, f"""
 RUN  v1.6.0 /home/priya/projects/kanban-lite

 ✓ src/stores/__tests__/filters.test.ts  (5 tests) 6ms
 ❯ src/stores/__tests__/board.test.ts  (8 tests | 1 failed) 27ms
   ❯ src/stores/__tests__/board.test.ts > board store > moveCard > renumbers the source column after a move
     → expected [ 0, 2 ] to deeply equal [ 0, 1 ]

{bar} Failed Tests 1 {bar}

 FAIL  src/stores/__tests__/board.test.ts > board store > moveCard > renumbers the source column after a move
AssertionError: expected [ 0, 2 ] to deeply equal [ 0, 1 ]

- Expected
+ Received

  Array [
    0,
-   1,
+   2,
  ]

 ❯ src/stores/__tests__/board.test.ts:61:70
     59|     store.moveCard('9a41d7e2-6c3b-4f08-8e15-b27c0f4a9d63', 'col-doing', 1);
     60|     const backlog = store.cardsByColumn.get('col-backlog')!;
     61|     expect(backlog.map((c) => c.position)).toEqual([0, 1]);
       |                                            ^
     62|   }});
     63|

{'⎯' * 66}

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 12 passed (13)
   Start at  16:40:12
   Duration  1.04s (transform 132ms, setup 0ms, collect 211ms, tests 33ms, environment 412ms, prepare 188ms)
""", 1, pgid=23118)),
        (rf(f"{root}/src/stores/board.ts"), store),
        (rep(f"{root}/src/stores/board.ts", old, new), replaced(f"{root}/src/stores/board.ts")),
        (gshell(c6, "List fixture card ids for a new test"), gem_run(c6, "\n".join(tsv_rows), pgid=23260)),
        (wf(f"{root}/src/stores/__tests__/board.reorder.test.ts", reorder),
         f"Successfully created and wrote to new file: {root}/src/stores/__tests__/board.reorder.test.ts."),
        (gshell(c3, "Run the store tests again"), gem_run(c3, """
 RUN  v1.6.0 /home/priya/projects/kanban-lite

 ✓ src/stores/__tests__/filters.test.ts  (5 tests) 5ms
 ✓ src/stores/__tests__/board.reorder.test.ts  (3 tests) 9ms
 ✓ src/stores/__tests__/board.test.ts  (8 tests) 21ms

 Test Files  3 passed (3)
      Tests  16 passed (16)
   Start at  16:44:57
   Duration  1.11s (transform 140ms, setup 0ms, collect 236ms, tests 35ms, environment 430ms, prepare 201ms)
""", pgid=23377)),
    ]
    rs.add(task="swe", tid="h47-swe-19", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Vue 3 + Pinia kanban board {root} (Vite, Vitest 1.6, happy-dom), branch fix/move-card-positions, clean. "
                 "Bug: after dragging a card to another column, the old column keeps a gap in its card positions.",
           bad=True, turn=6, kind="card UUID in fixture listing differs from the file read earlier")


# C# with ASP.NET Core and xUnit (Gemini CLI), clean
def t20(rs: RowSet) -> None:
    root = "/home/kwame/src/Parkly"
    cdir = f"{root}/src/Parkly.Api/Controllers"
    ctrl = """using Microsoft.AspNetCore.Mvc;
using Microsoft.EntityFrameworkCore;
using Parkly.Api.Data;
using Parkly.Api.Models;

namespace Parkly.Api.Controllers;

[ApiController]
[Route("api/v2/[controller]")]
public class ReservationsController : ControllerBase
{
    private readonly ParklyDbContext _db;
    private readonly TimeProvider _clock;

    public ReservationsController(ParklyDbContext db, TimeProvider clock)
    {
        _db = db;
        _clock = clock;
    }

    [HttpGet("{id:guid}")]
    public async Task<ActionResult<ReservationDto>> Get(Guid id)
    {
        var reservation = await _db.Reservations.AsNoTracking().FirstOrDefaultAsync(r => r.Id == id);
        return reservation is null ? NotFound() : ReservationDto.From(reservation);
    }

    [HttpPost]
    public async Task<ActionResult<ReservationDto>> Create(CreateReservationRequest request)
    {
        if (request.EndsAt <= request.StartsAt)
        {
            return ValidationProblem("EndsAt must be after StartsAt.");
        }
        if (request.StartsAt < _clock.GetUtcNow())
        {
            return ValidationProblem("Reservations cannot start in the past.");
        }

        var overlaps = await _db.Reservations.AnyAsync(r =>
            r.BayId == request.BayId &&
            r.Status != ReservationStatus.Cancelled &&
            r.StartsAt < request.EndsAt &&
            r.EndsAt > request.EndsAt);
        if (overlaps)
        {
            return Conflict(new ProblemDetails { Title = "Bay already reserved for part of that period." });
        }

        var reservation = new Reservation
        {
            Id = Guid.NewGuid(),
            BayId = request.BayId,
            PlateNumber = request.PlateNumber.ToUpperInvariant(),
            StartsAt = request.StartsAt,
            EndsAt = request.EndsAt,
            Status = ReservationStatus.Confirmed,
        };
        _db.Reservations.Add(reservation);
        await _db.SaveChangesAsync();

        return CreatedAtAction(nameof(Get), new { id = reservation.Id }, ReservationDto.From(reservation));
    }

    [HttpPost("{id:guid}/cancel")]
    public async Task<IActionResult> Cancel(Guid id)
    {
        var reservation = await _db.Reservations.FindAsync(id);
        if (reservation is null)
        {
            return NotFound();
        }
        reservation.Status = ReservationStatus.Cancelled;
        await _db.SaveChangesAsync();
        return NoContent();
    }
}
"""
    build = f"""  Determining projects to restore...
  All projects are up-to-date for restore.
  Parkly.Api -> {root}/src/Parkly.Api/bin/Debug/net8.0/Parkly.Api.dll
  Parkly.Api.Tests -> {root}/tests/Parkly.Api.Tests/bin/Debug/net8.0/Parkly.Api.Tests.dll
Test run for {root}/tests/Parkly.Api.Tests/bin/Debug/net8.0/Parkly.Api.Tests.dll (.NETCoreApp,Version=v8.0)
Microsoft (R) Test Execution Command Line Tool Version 17.9.0 (x64)
Copyright (c) Microsoft Corporation.  All rights reserved.

Starting test execution, please wait...
A total of 1 test files matched the specified pattern.
"""
    c3 = "dotnet test tests/Parkly.Api.Tests --nologo 2>&1"
    c5 = ("git rm -q src/Parkly.Api/Controllers/LegacyReservationsController.cs "
          "tests/Parkly.Api.Tests/LegacyReservationsControllerTests.cs && git status --short")
    c8 = "dotnet build -c Release --nologo 2>&1 | tail -6"
    c9 = "git diff --cached --stat && git diff --stat"
    turns = [
        (lsd(cdir), dirlist(cdir, [], ["GaragesController.cs", "HealthController.cs", "LegacyReservationsController.cs", "ReservationsController.cs"])),
        (rf(f"{cdir}/ReservationsController.cs"), ctrl),
        (gshell(c3, "Run the API test project"), gem_run(c3, build + f"""[xUnit.net 00:00:00.71]     Parkly.Api.Tests.ReservationsControllerTests.Create_RejectsOverlappingReservation [FAIL]
  Failed Parkly.Api.Tests.ReservationsControllerTests.Create_RejectsOverlappingReservation [48 ms]
  Error Message:
   Assert.Equal() Failure: Values differ
Expected: 409
Actual:   201
  Stack Trace:
     at Parkly.Api.Tests.ReservationsControllerTests.Create_RejectsOverlappingReservation() in {root}/tests/Parkly.Api.Tests/ReservationsControllerTests.cs:line 88
--- End of stack trace from previous location ---

Failed!  - Failed:     1, Passed:    18, Skipped:     0, Total:    19, Duration: 812 ms - Parkly.Api.Tests.dll (net8.0)""", 1, pgid=37720)),
        (rep(f"{cdir}/ReservationsController.cs", "            r.EndsAt > request.EndsAt);", "            r.EndsAt > request.StartsAt);"),
         replaced(f"{cdir}/ReservationsController.cs")),
        (gshell(c5, "Remove the deprecated v1 controller and its tests"), gem_run(c5, """D  src/Parkly.Api/Controllers/LegacyReservationsController.cs
 M src/Parkly.Api/Controllers/ReservationsController.cs
D  tests/Parkly.Api.Tests/LegacyReservationsControllerTests.cs""", pgid=37841)),
        (gshell(c3, "Re-run the API tests"), gem_run(c3, build + """
Passed!  - Failed:     0, Passed:    15, Skipped:     0, Total:    15, Duration: 655 ms - Parkly.Api.Tests.dll (net8.0)""", pgid=37930)),
        (lsd(cdir), dirlist(cdir, [], ["GaragesController.cs", "HealthController.cs", "ReservationsController.cs"])),
        (gshell(c8, "Release build to check for warnings"), gem_run(c8, """
Build succeeded.
    0 Warning(s)
    0 Error(s)

Time Elapsed 00:00:07.91""", pgid=38012)),
        (gshell(c9, "Summarise staged and unstaged changes"), gem_run(c9, """ .../Controllers/LegacyReservationsController.cs    | 86 ----------------------
 .../LegacyReservationsControllerTests.cs           | 71 ------------------
 2 files changed, 157 deletions(-)
 src/Parkly.Api/Controllers/ReservationsController.cs | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=38077)),
    ]
    rs.add(task="swe", tid="h47-swe-20", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"ASP.NET Core 8 minimal-hosting API {root} (EF Core 8, xUnit, WebApplicationFactory tests), branch "
                 "fix/overlap-and-v1-removal, clean. Tasks: the overlap check lets a reservation start inside an existing one; "
                 "also delete the deprecated v1 LegacyReservationsController and its tests.")


# Angular with Jasmine and Karma (OpenHands), bad
def t21(rs: RowSet) -> None:
    root = "/workspace/tripledger-web"
    svc = """import { Injectable } from '@angular/core';

export interface Share {
  memberId: string;
  amountCents: number;
}

@Injectable({ providedIn: 'root' })
export class SplitCalculatorService {
  /**
   * Splits an expense evenly. Leftover cents from the division go to the first members in the
   * list, one cent each, so the shares always add up to the total.
   */
  splitEvenly(totalCents: number, memberIds: string[]): Share[] {
    if (memberIds.length === 0) {
      throw new Error('cannot split between zero members');
    }
    const base = Math.floor(totalCents / memberIds.length);
    const remainder = totalCents - base * memberIds.length;
    return memberIds.map((memberId, i) => ({
      memberId,
      amountCents: base + (i < remainder - 1 ? 1 : 0),
    }));
  }

  splitByWeights(totalCents: number, weights: Record<string, number>): Share[] {
    const entries = Object.entries(weights).filter(([, w]) => w > 0);
    const sum = entries.reduce((acc, [, w]) => acc + w, 0);
    if (sum === 0) {
      throw new Error('weights must not all be zero');
    }
    const raw = entries.map(([memberId, w]) => ({ memberId, exact: (totalCents * w) / sum }));
    const shares = raw.map(({ memberId, exact }) => ({ memberId, amountCents: Math.floor(exact) }));
    let left = totalCents - shares.reduce((acc, s) => acc + s.amountCents, 0);
    const order = raw
      .map((r, i) => ({ i, frac: r.exact - Math.floor(r.exact) }))
      .sort((a, b) => b.frac - a.frac);
    for (const { i } of order) {
      if (left === 0) break;
      shares[i].amountCents += 1;
      left -= 1;
    }
    return shares;
  }
}"""
    spec = """import { TestBed } from '@angular/core/testing';

import { SplitCalculatorService } from './split-calculator.service';

describe('SplitCalculatorService', () => {
  let service: SplitCalculatorService;

  beforeEach(() => {
    TestBed.configureTestingModule({});
    service = TestBed.inject(SplitCalculatorService);
  });

  describe('splitEvenly', () => {
    it('splits a round amount exactly', () => {
      expect(service.splitEvenly(900, ['ana', 'ben', 'caro']).map((s) => s.amountCents)).toEqual([300, 300, 300]);
    });

    it('throws for an empty member list', () => {
      expect(() => service.splitEvenly(500, [])).toThrowError('cannot split between zero members');
    });

    it('keeps member order', () => {
      expect(service.splitEvenly(10, ['zoe', 'ana']).map((s) => s.memberId)).toEqual(['zoe', 'ana']);
    });

    it('gives leftover cents to the first members', () => {
      const shares = service.splitEvenly(1001, ['ana', 'ben', 'caro']);
      expect(shares).toEqual([
        { memberId: 'ana', amountCents: 334 },
        { memberId: 'ben', amountCents: 334 },
        { memberId: 'caro', amountCents: 333 },
      ]);
    });

    it('handles a single member', () => {
      expect(service.splitEvenly(4599, ['ana'])).toEqual([{ memberId: 'ana', amountCents: 4599 }]);
    });
  });

  describe('splitByWeights', () => {
    it('splits proportionally', () => {
      expect(service.splitByWeights(1000, { ana: 1, ben: 3 }).map((s) => s.amountCents)).toEqual([250, 750]);
    });

    it('ignores zero weights', () => {
      expect(service.splitByWeights(1000, { ana: 1, ben: 0 }).length).toBe(1);
    });

    it('throws when every weight is zero', () => {
      expect(() => service.splitByWeights(1000, { ana: 0 })).toThrowError('weights must not all be zero');
    });

    it('hands out rounding cents by largest remainder', () => {
      expect(service.splitByWeights(100, { ana: 1, ben: 1, caro: 1 }).map((s) => s.amountCents)).toEqual([34, 33, 33]);
    });
  });
});"""
    sl = spec.split("\n")
    exp_line = sl.index("      expect(shares).toEqual([") + 1
    old = "      amountCents: base + (i < remainder - 1 ? 1 : 0),"
    new = "      amountCents: base + (i < remainder ? 1 : 0),"
    sn, st = snip(svc.replace(old, new), new.strip())
    anchor = sl.index("    it('handles a single member', () => {") + 3  # line after its closing "});"
    ins = """
    it('always adds up to the total', () => {
      for (const total of [1, 2, 99, 1001, 123457]) {
        const shares = service.splitEvenly(total, ['ana', 'ben', 'caro', 'dev']);
        expect(shares.reduce((acc, s) => acc + s.amountCents, 0)).toBe(total);
      }
    });"""
    sl2 = sl[:anchor] + ins.split("\n") + sl[anchor:]
    lo = max(0, anchor - 4)
    s2 = "\n".join(sl2[lo:anchor + len(ins.split("\n")) + 4])
    chrome = "Chrome Headless 124.0.6367.207 (Linux x86_64)"

    def karma(ts: str, sock: str, cid: str, body: str) -> str:
        return f"""- Generating browser application bundles (phase: setup)...
✔ Browser application bundle generation complete.
14 06 2024 {ts}.372:INFO [karma-server]: Karma v6.4.3 server started at http://localhost:9876/
14 06 2024 {ts}.374:INFO [launcher]: Launching browsers ChromeHeadless with concurrency unlimited
14 06 2024 {ts}.381:INFO [launcher]: Starting browser ChromeHeadless
14 06 2024 {ts[:-2]}{int(ts[-2:]) + 1:02d}.690:INFO [{chrome}]: Connected on socket {sock} with id {cid}
{body}"""
    cmd = "npx ng test --watch=false --browsers=ChromeHeadless --include src/app/expenses 2>&1 | tail -30"
    fail_body = f"""{chrome} SplitCalculatorService splitEvenly gives leftover cents to the first members FAILED
\tExpected $[1].amountCents = 333 to equal 334.
\t    at <Jasmine>
\t    at UserContext.apply (src/app/expenses/split-calculator.service.spec.ts:{exp_line}:22)
\t    at _ZoneDelegate.invoke (node_modules/zone.js/fesm2015/zone.js:368:26)
\t    at ProxyZoneSpec.onInvoke (node_modules/zone.js/fesm2015/zone-testing.js:2081:39)
{chrome}: Executed 14 of 14 (1 FAILED) (0.118 secs / 0.097 secs)
TOTAL: 1 FAILED, 13 SUCCESS"""
    turns = [
        (bash(f"cd {root} && git status -sb && npx ng version"), oh_bash("""## fix/split-rounding...origin/fix/split-rounding

     _                      _                 ____ _     ___
    / \\   _ __   __ _ _   _| | __ _ _ __     / ___| |   |_ _|
   / △ \\ | '_ \\ / _` | | | | |/ _` | '__|   | |   | |    | |
  / ___ \\| | | | (_| | |_| | | (_| | |      | |___| |___ | |
 /_/   \\_\\_| |_|\\__, |\\__,_|_|\\__,_|_|       \\____|_____|___|
                |___/


Angular CLI: 17.3.6
Node: 20.12.2
Package Manager: npm 10.5.0
OS: linux x64

Angular: 17.3.5
... animations, common, compiler, compiler-cli, core, forms
... platform-browser, platform-browser-dynamic, router

Package                         Version
---------------------------------------------------------
@angular-devkit/architect       0.1703.6
@angular-devkit/build-angular   17.3.6
@angular-devkit/core            17.3.6
@angular-devkit/schematics      17.3.6
@angular/cli                    17.3.6
@schematics/angular             17.3.6
rxjs                            7.8.1
typescript                      5.4.5
zone.js                         0.14.5""", root)),
        (bash("ls src/app/expenses"), oh_bash("""expense-form
expense-list
expense.model.ts
expenses.routes.ts
split-calculator.service.spec.ts
split-calculator.service.ts""", root)),
        (editor("view", f"{root}/src/app/expenses/split-calculator.service.ts"), cat_n(f"{root}/src/app/expenses/split-calculator.service.ts", svc)),
        (bash(cmd), oh_bash(karma("15:20:41", "T2b9xq0aF3kLmZ1eAAAB", "40917352", fail_body), root)),
        (editor("str_replace", f"{root}/src/app/expenses/split-calculator.service.ts", old_str=old, new_str=new),
         edited(f"{root}/src/app/expenses/split-calculator.service.ts", sn, st)),
        (bash(cmd), oh_bash(karma("15:23:05", "pQ7e1cVd0_Rk4sYhAAAB", "88304156", f"""{chrome}: Executed 14 of 14 SUCCESS (0.102 secs / 0.084 secs)
TOTAL: 14 SUCCESS"""), root)),
        (editor("view", f"{root}/src/app/expenses/split-calculator.service.spec.ts", view_range=[13, 40]),
         cat_n(f"{root}/src/app/expenses/split-calculator.service.spec.ts", "\n".join(sl[12:40]), 13)),
        (editor("insert", f"{root}/src/app/expenses/split-calculator.service.spec.ts", insert_line=anchor, new_str=ins),
         edited(f"{root}/src/app/expenses/split-calculator.service.spec.ts", s2, lo + 1)),
        (bash(cmd), oh_bash(karma("15:26:48", "m3Hk9ZtW2yLq8oNbAAAB", "51270983", f"""{chrome}: Executed 15 of 15 SUCCESS (0.109 secs / 0.088 secs)
TOTAL: 15 SUCCESS"""), root)),
        (bash("npx ng lint"), oh_bash("""
Linting "tripledger-web"...

All files pass linting.
""", root)),
        (bash("npm ls @angular/core @angular/common karma jasmine-core"), oh_bash("""tripledger-web@0.8.0 /workspace/tripledger-web
├─┬ @angular/common@17.3.5
│ └── @angular/core@17.3.8 deduped
├── @angular/core@17.3.8
├── jasmine-core@5.1.2
└── karma@6.4.3""", root)),
    ]
    rs.add(task="swe", tid="h47-swe-21", system=OH_SYSTEM.format(root=root), turns=turns,
           state=f"Angular 17 standalone app {root} (Karma + Jasmine, ChromeHeadless available, ESLint via ng lint), branch "
                 "fix/split-rounding, clean. Bug: splitting 10.01 between three people only hands out 10.00.",
           bad=True, turn=11, kind="installed framework version changes with no install")


# Swift package with XCTest (Gemini CLI), clean
def t22(rs: RowSet) -> None:
    root = "/Users/noah/Developer/MarkdownTOC"
    parser = '''import Foundation

public struct Heading: Equatable {
    public let level: Int
    public let title: String
    public let line: Int

    public init(level: Int, title: String, line: Int) {
        self.level = level
        self.title = title
        self.line = line
    }
}

public enum HeadingParser {
    /// Extracts ATX (`## Title`) and setext (`Title` underlined with `===` or `---`) headings,
    /// skipping fenced code blocks. Line numbers are 1-based and point at the heading text.
    public static func parse(_ markdown: String) -> [Heading] {
        var headings: [Heading] = []
        var inFence = false
        let lines = markdown.components(separatedBy: "\\n")
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inFence.toggle()
                continue
            }
            if inFence { continue }

            if let atx = atxHeading(line) {
                headings.append(Heading(level: atx.level, title: atx.title, line: index + 1))
                continue
            }
            if index > 0, isSetextUnderline(line), !lines[index - 1].trimmingCharacters(in: .whitespaces).isEmpty {
                let level = line.hasPrefix("=") ? 1 : 2
                let title = lines[index - 1].trimmingCharacters(in: .whitespaces)
                headings.append(Heading(level: level, title: title, line: index + 1))
            }
        }
        return headings
    }

    static func atxHeading(_ line: String) -> (level: Int, title: String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " else { return nil }
        var title = rest.trimmingCharacters(in: .whitespaces)
        while title.hasSuffix("#") { title.removeLast() }
        return (hashes, title.trimmingCharacters(in: .whitespaces))
    }

    static func isSetextUnderline(_ line: String) -> Bool {
        guard let first = line.first, first == "=" || first == "-" else { return false }
        return line.allSatisfy { $0 == first }
    }
}
'''
    slug_tests = '''import XCTest
@testable import MarkdownTOC

final class SlugTests: XCTestCase {
    func testLowercasesAndHyphenates() {
        XCTAssertEqual(Slug.make("Getting Started"), "getting-started")
    }

    func testStripsPunctuation() {
        XCTAssertEqual(Slug.make("What's new in v2.0?"), "whats-new-in-v20")
    }

    func testDuplicateSlugsGetSuffix() {
        var seen = Slug.Registry()
        XCTAssertEqual(seen.unique("Usage"), "usage")
        XCTAssertEqual(seen.unique("Usage"), "usage-1")
        XCTAssertEqual(seen.unique("Usage"), "usage-2")
    }
}
'''
    hp = ["testATXClosingHashesStripped", "testATXLevels", "testATXRequiresSpace", "testEmptyDocument",
          "testFencedCodeIsSkipped", "testLineNumbersAreOneBased", "testMixedHeadings", "testSetextHeadings",
          "testSetextNeedsTextAbove", "testSevenHashesIsNotHeading", "testTildeFenceIsSkipped"]
    tr = ["testEmptyTOC", "testIndentsByLevel", "testLinksUseSlugs", "testMaxDepth", "testMinDepth",
          "testNumberedList", "testSkipsFirstH1WhenRequested"]
    sl = ["testDuplicateSlugsGetSuffix", "testLowercasesAndHyphenates", "testStripsPunctuation"]
    pkg = "MarkdownTOCPackageTests.xctest"

    def suite(name: str, tests: list[str], t0: str, fail: str | None) -> list[str]:
        out = [f"Test Suite '{name}' started at 2024-06-14 {t0}."]
        for t in tests:
            out.append(f"Test Case '-[MarkdownTOCTests.{name} {t}]' started.")
            if t == fail:
                out.append(f"{root}/Tests/MarkdownTOCTests/HeadingParserTests.swift:48: error: -[MarkdownTOCTests.{name} {t}] : "
                           'XCTAssertEqual failed: ("[MarkdownTOC.Heading(level: 1, title: "Overview", line: 2), '
                           'MarkdownTOC.Heading(level: 2, title: "Install", line: 7)]") is not equal to '
                           '("[MarkdownTOC.Heading(level: 1, title: "Overview", line: 1), '
                           'MarkdownTOC.Heading(level: 2, title: "Install", line: 6)]")')
                out.append(f"Test Case '-[MarkdownTOCTests.{name} {t}]' failed (0.002 seconds).")
            else:
                out.append(f"Test Case '-[MarkdownTOCTests.{name} {t}]' passed (0.001 seconds).")
        return out

    run1 = ["Building for debugging...", "[5/8] Compiling MarkdownTOC HeadingParser.swift", "[6/8] Emitting module MarkdownTOC",
            "[7/8] Compiling MarkdownTOCTests HeadingParserTests.swift", "Build complete! (12.41s)",
            "Test Suite 'All tests' started at 2024-06-14 09:12:03.114.", f"Test Suite '{pkg}' started at 2024-06-14 09:12:03.115."]
    run1 += suite("HeadingParserTests", hp, "09:12:03.115", "testSetextHeadings")
    run1 += ["Test Suite 'HeadingParserTests' failed at 2024-06-14 09:12:03.131.",
             "\t Executed 11 tests, with 1 failure (0 unexpected) in 0.014 (0.016) seconds"]
    run1 += suite("TOCRendererTests", tr, "09:12:03.131", None)
    run1 += ["Test Suite 'TOCRendererTests' passed at 2024-06-14 09:12:03.138.",
             "\t Executed 7 tests, with 0 failures (0 unexpected) in 0.006 (0.007) seconds",
             f"Test Suite '{pkg}' failed at 2024-06-14 09:12:03.138.",
             "\t Executed 18 tests, with 1 failure (0 unexpected) in 0.020 (0.023) seconds",
             "Test Suite 'All tests' failed at 2024-06-14 09:12:03.139.",
             "\t Executed 18 tests, with 1 failure (0 unexpected) in 0.020 (0.025) seconds"]
    run2 = ["Building for debugging...", "[4/7] Compiling MarkdownTOC HeadingParser.swift", "[5/7] Emitting module MarkdownTOC",
            "[6/7] Compiling MarkdownTOCTests SlugTests.swift", "Build complete! (4.87s)",
            "Test Suite 'All tests' started at 2024-06-14 09:16:41.502.", f"Test Suite '{pkg}' started at 2024-06-14 09:16:41.503."]
    run2 += suite("HeadingParserTests", hp, "09:16:41.503", None)
    run2 += ["Test Suite 'HeadingParserTests' passed at 2024-06-14 09:16:41.516.",
             "\t Executed 11 tests, with 0 failures (0 unexpected) in 0.012 (0.013) seconds"]
    run2 += suite("SlugTests", sl, "09:16:41.516", None)
    run2 += ["Test Suite 'SlugTests' passed at 2024-06-14 09:16:41.519.",
             "\t Executed 3 tests, with 0 failures (0 unexpected) in 0.002 (0.003) seconds"]
    run2 += suite("TOCRendererTests", tr, "09:16:41.519", None)
    run2 += ["Test Suite 'TOCRendererTests' passed at 2024-06-14 09:16:41.526.",
             "\t Executed 7 tests, with 0 failures (0 unexpected) in 0.006 (0.007) seconds",
             f"Test Suite '{pkg}' passed at 2024-06-14 09:16:41.526.",
             "\t Executed 21 tests, with 0 failures (0 unexpected) in 0.020 (0.023) seconds",
             "Test Suite 'All tests' passed at 2024-06-14 09:16:41.527.",
             "\t Executed 21 tests, with 0 failures (0 unexpected) in 0.020 (0.024) seconds"]
    c1 = "swift --version 2>&1 && find Sources Tests -name '*.swift' | sort"
    c3 = "swift test 2>&1"
    c7 = "git status --short && git diff --stat"
    hpath = f"{root}/Sources/MarkdownTOC/HeadingParser.swift"
    turns = [
        (gshell(c1, "Show the toolchain and the package sources"), gem_run(c1, """swift-driver version: 1.90.11.1 Apple Swift version 5.10 (swiftlang-5.10.0.13 clang-1500.3.9.4)
Target: arm64-apple-macosx14.0
Sources/MarkdownTOC/HeadingParser.swift
Sources/MarkdownTOC/Slug.swift
Sources/MarkdownTOC/TOCRenderer.swift
Sources/mdtoc/main.swift
Tests/MarkdownTOCTests/HeadingParserTests.swift
Tests/MarkdownTOCTests/TOCRendererTests.swift""", pgid=61204)),
        (rf(hpath), parser),
        (gshell(c3, "Run the test suite"), gem_run(c3, "\n".join(run1), 1, pgid=61288)),
        (rep(hpath, "                headings.append(Heading(level: level, title: title, line: index + 1))",
             "                headings.append(Heading(level: level, title: title, line: index))"), replaced(hpath)),
        (wf(f"{root}/Tests/MarkdownTOCTests/SlugTests.swift", slug_tests),
         f"Successfully created and wrote to new file: {root}/Tests/MarkdownTOCTests/SlugTests.swift."),
        (gshell(c3, "Re-run the tests with the new Slug tests"), gem_run(c3, "\n".join(run2), pgid=61377)),
        (gshell(c7, "Review changes"), gem_run(c7, """ M Sources/MarkdownTOC/HeadingParser.swift
?? Tests/MarkdownTOCTests/SlugTests.swift
 Sources/MarkdownTOC/HeadingParser.swift | 2 +-
 1 file changed, 1 insertion(+), 1 deletion(-)""", pgid=61430)),
    ]
    rs.add(task="swe", tid="h47-swe-22", system=GEM_SYSTEM.format(root=root), turns=turns,
           state=f"Swift package {root} (library MarkdownTOC + executable mdtoc, XCTest, Swift 5.10 on macOS 14), branch main, "
                 "clean. Issue: setext headings get the underline's line number instead of the title's; also Slug has no tests yet.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
