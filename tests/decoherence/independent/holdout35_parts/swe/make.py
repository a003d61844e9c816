# ruff: noqa: E501
"""Held-out set holdout35, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI), 11 with one contradiction.

Run from the repository root: ``python3 -m tests.decoherence.independent.holdout35_parts.swe.make``.
Writes ``swe_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import difflib
import json
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
    gshell,
    oh_bash,
)

RULES = ("\n\nMatch the real tool's output exactly (full command output, exit codes, `cat -n` listings, git, "
         "compiler and test-runner formats). Keep the virtual filesystem, git history, build artefacts and running "
         "processes consistent with every earlier turn; use plausible values for timestamps, PIDs, sizes and hashes.")


def oh_sys(root: str) -> str:
    return OH_SYSTEM.format(root=root) + RULES


def gem_sys(root: str) -> str:
    return GEM_SYSTEM.format(root=root) + RULES


def grun(cmd: str, out: str = "", err: str = "", code: int = 0, pgid: int = 40211, bg: str = "(none)",
         directory: str = "(root)") -> str:
    """A Gemini CLI run_shell_command result, with stderr and background PIDs when there are some."""
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {out.rstrip(chr(10)) if out else '(empty)'}\n"
            f"Stderr: {err.rstrip(chr(10)) if err else '(empty)'}\nError: (none)\nExit Code: {code}\n"
            f"Signal: (none)\nBackground PIDs: {bg}\nProcess Group PGID: {pgid}")


def oh_replace(path: str, text: str, old: str, new: str) -> tuple[str, str]:
    """Apply a str_replace to ``text`` and give the new text plus the OpenHands snippet observation."""
    assert text.count(old) == 1, old
    after = text.replace(old, new, 1)
    line = text[:text.index(old)].count("\n") + 1
    lines = after.split("\n")
    lo = max(1, line - 4)
    hi = min(len(lines), line + new.count("\n") + 4)
    return after, edited(path, "\n".join(lines[lo - 1:hi]), lo)


def view(path: str, text: str, lo: int | None = None, hi: int | None = None) -> str:
    lines = text.split("\n")
    if lo is None:
        return cat_n(path, text)
    return cat_n(path, "\n".join(lines[lo - 1:hi]), lo)


def lineno(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


def nlines(text: str) -> int:
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def gem_replace(path: str, old: str, new: str) -> str:
    return call("replace", file_path=path, old_string=old, new_string=new)


GEM_OK = "Successfully modified file: {} (1 replacements)."


def gitdiff(path: str, a: str, b: str, index: str, mode: str = "100644") -> str:
    """``git diff`` of one file, with git's default hunk-header context (last line starting with a letter)."""
    al, bl = a.split("\n"), b.split("\n")
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for line in list(difflib.unified_diff(al, bl, lineterm="", n=3))[2:]:
        if line.startswith("@@"):
            m = re.match(r"@@ -(\d+)", line)
            assert m
            first = int(m.group(1))
            ctx = next((al[i] for i in range(first - 2, -1, -1) if re.match(r"[A-Za-z_$]", al[i])), "")
            line = line + (" " + ctx if ctx else "")
        out.append(line)
    return "\n".join(out)


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    nw = max(len(str(i + d)) for _, i, d in entries)
    rows = [f" {p:<{w}} | {i + d:>{nw}} {'+' * i}{'-' * d}" for p, i, d in entries]
    ins, dels = sum(e[1] for e in entries), sum(e[2] for e in entries)
    n = len(entries)
    summary = f" {n} file{'s' if n > 1 else ''} changed"
    if ins:
        summary += f", {ins} insertion{'s' if ins > 1 else ''}(+)"
    if dels:
        summary += f", {dels} deletion{'s' if dels > 1 else ''}(-)"
    return "\n".join(rows + [summary])


# Django + pytest-django (OpenHands) - clean
def t01(rs: RowSet) -> None:
    root = "/workspace/bookshelf"
    models = '''class Loan(models.Model):
    """A copy lent to a member."""

    copy = models.ForeignKey("catalog.Copy", on_delete=models.PROTECT, related_name="loans")
    member = models.ForeignKey("members.Member", on_delete=models.CASCADE, related_name="loans")
    borrowed_at = models.DateTimeField(default=timezone.now)
    due_date = models.DateField()
    returned_at = models.DateTimeField(null=True, blank=True)
    renewals = models.PositiveSmallIntegerField(default=0)

    objects = LoanQuerySet.as_manager()

    class Meta:
        indexes = [models.Index(fields=["due_date", "returned_at"])]

    def __str__(self) -> str:
        return f"{self.copy} → {self.member} (due {self.due_date:%Y-%m-%d})"

    @property
    def is_overdue(self) -> bool:
        if self.returned_at is not None:
            return False
        return timezone.localdate() >= self.due_date

    @property
    def days_overdue(self) -> int:
        if not self.is_overdue:
            return 0
        return (timezone.localdate() - self.due_date).days

    def renew(self, days: int = 14) -> None:
        if self.renewals >= MAX_RENEWALS:
            raise RenewalLimitReached(self.pk)
        self.due_date += timedelta(days=days)
        self.renewals += 1
        self.save(update_fields=["due_date", "renewals"])'''
    start = 38
    old = "        return timezone.localdate() >= self.due_date"
    new = "        return timezone.localdate() > self.due_date"
    chg = start + lineno(models, old) - 1
    snippet = models.replace(old, new).split("\n")
    k = chg - start
    snip = edited(f"{root}/lending/models.py", "\n".join(snippet[k - 4:k + 5]), chg - 4)
    test_file = '''from datetime import date, timedelta

import pytest
from django.utils import timezone

from lending.tests.factories import LoanFactory

pytestmark = pytest.mark.django_db

TODAY = date(2024, 5, 14)


@pytest.fixture(autouse=True)
def frozen_today(monkeypatch):
    monkeypatch.setattr(timezone, "localdate", lambda *args, **kwargs: TODAY)


def test_not_overdue_on_due_date():
    loan = LoanFactory(due_date=TODAY)
    assert loan.is_overdue is False
    assert loan.days_overdue == 0


def test_overdue_the_day_after_due_date():
    loan = LoanFactory(due_date=TODAY - timedelta(days=1))
    assert loan.is_overdue is True
    assert loan.days_overdue == 1


def test_returned_loan_is_never_overdue():
    loan = LoanFactory(due_date=TODAY - timedelta(days=30), returned_at=timezone.now())
    assert loan.is_overdue is False
'''
    warn = """=============================== warnings summary ===============================
lending/tests/test_views.py::test_history_paginates
  /opt/miniconda3/envs/testbed/lib/python3.11/site-packages/django/core/paginator.py:135: UnorderedObjectListWarning: Pagination may yield inconsistent results with an unordered object_list: <class 'lending.models.Loan'> QuerySet.
    warnings.warn(

-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html"""
    turns = [
        (bash("cd /workspace/bookshelf && git status && git log --oneline -5"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
a41c9e2 Merge pull request #229 from tmoreau/feature/isbn-validation
7f0d3b1 Validate ISBN-13 checksum in BookForm
e58a6c4 Bump django from 4.2.11 to 4.2.13
2c9915f Add reservation queue filters to admin
b0e7d42 Paginate member loan history""", root)),
        (bash("cd /workspace/bookshelf && python -m pytest lending -q -p no:randomly 2>&1 | tail -12"), oh_bash(
            "." * 72 + " [ 76%]\n" + "." * 22 + " " * 50 + " [100%]\n" + warn + "\n94 passed, 1 warning in 6.81s", root)),
        (editor("view", f"{root}/lending/models.py", view_range=[38, 73]), cat_n(f"{root}/lending/models.py", models, start)),
        (editor("str_replace", f"{root}/lending/models.py", old_str=old, new_str=new), snip),
        (editor("create", f"{root}/lending/tests/test_loan_overdue.py", file_text=test_file),
         f"File created successfully at: {root}/lending/tests/test_loan_overdue.py"),
        (bash("cd /workspace/bookshelf && python -m pytest lending -q -p no:randomly 2>&1 | tail -12"), oh_bash(
            "." * 72 + " [ 74%]\n" + "." * 25 + " " * 47 + " [100%]\n" + warn + "\n97 passed, 1 warning in 7.02s", root)),
        (bash("cd /workspace/bookshelf && git status"), oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   lending/models.py

Untracked files:
  (use "git add <file>..." to include in what will be committed)
	lending/tests/test_loan_overdue.py

no changes added to commit (use "git add" and/or "git commit -a")""", root)),
        (bash("cd /workspace/bookshelf && git diff"), oh_bash(f"""diff --git a/lending/models.py b/lending/models.py
index 3d5f0a1..9b82e4c 100644
--- a/lending/models.py
+++ b/lending/models.py
@@ -{chg - 3},7 +{chg - 3},7 @@ class Loan(models.Model):
     def is_overdue(self) -> bool:
         if self.returned_at is not None:
             return False
-{old}
+{new}
\x20
     @property
     def days_overdue(self) -> int:""", root)),
        (bash('cd /workspace/bookshelf && git checkout -b fix/overdue-on-due-date && git add -A && git commit -q -m "Do not flag loans as overdue on their due date (#231)" && git log --oneline -3 && git show --stat --format= HEAD'),
         oh_bash("""Switched to a new branch 'fix/overdue-on-due-date'
6c0e7b3 Do not flag loans as overdue on their due date (#231)
a41c9e2 Merge pull request #229 from tmoreau/feature/isbn-validation
7f0d3b1 Validate ISBN-13 checksum in BookForm
""" + diffstat([("lending/models.py", 1, 1), ("lending/tests/test_loan_overdue.py", nlines(test_file), 0)]), root)),
    ]
    rs.add(task="swe", tid="h35-swe-01", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/bookshelf (Django 4.2 library-lending site; apps catalog, members, "
        "lending; tests run with pytest-django, settings bookshelf.settings.test). Branch main, clean, in sync with "
        "origin/main.\nIssue #231: \"A loan shows up as overdue (and the reminder mail goes out) on the due date itself. "
        "It should only be overdue from the day after.\" Fix it, add regression tests, commit on a new branch."))


# Zig build test (Gemini CLI) - bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/zig-ini"
    fail = r"""test
└─ run test 23/24 passed, 1 failed
error: 'parser.test.quoted value with escaped quote' failed:
====== expected this output: =========
say "hi"␃
======== instead found this: =========
say \␃
======================================
First difference occurs on line 1:
expected:
say "hi"
    ^ ('\x22')
found:
say \
    ^ ('\x5c')
/usr/lib/zig/0.13.0/lib/std/testing.zig:640:9: 0x1046a8f in expectEqualStrings (test)
        return error.TestExpectedEqual;
        ^
/home/dev/zig-ini/src/parser.zig:214:5: 0x1048c31 in test.quoted value with escaped quote (test)
    try std.testing.expectEqualStrings("say \"hi\"", kv.value);
    ^
error: while executing test 'parser.test.quoted value with escaped quote', the following test command failed:
/home/dev/zig-ini/.zig-cache/o/5b0e1c7f3a9d24e86c1f0b7a2d93e4c8/test --listen=-
Build Summary: 1/3 steps succeeded; 1 failed; 23/24 tests passed; 1 failed
test transitive failure
└─ run test 23/24 passed, 1 failed
error: the following build command failed with exit code 1:
/home/dev/zig-ini/.zig-cache/o/0f6b9e3d1c2a87f45e0d9b1c6a3f2e87/build /usr/lib/zig/0.13.0/zig /home/dev/zig-ini /home/dev/zig-ini/.zig-cache /home/dev/.cache/zig --seed 0x7d1e22a4 -Z3c61f0b09d8e4a27 test --summary all"""
    src = r"""    fn parseQuoted(self: *Parser, raw: []const u8) ![]const u8 {
        std.debug.assert(raw.len >= 2 and raw[0] == '"');
        var out = std.ArrayList(u8).init(self.allocator);
        errdefer out.deinit();
        var i: usize = 1;
        while (i < raw.len) : (i += 1) {
            const c = raw[i];
            switch (c) {
                '"' => return out.toOwnedSlice(),
                '\\' => {
                    if (i + 1 >= raw.len) return error.UnterminatedString;
                    try out.append(c);
                },
                else => try out.append(c),
            }
        }
        return error.UnterminatedString;
    }

    fn stripInlineComment(line: []const u8) []const u8 {
        var in_quotes = false;
        for (line, 0..) |c, idx| {
            switch (c) {
                '"' => in_quotes = !in_quotes,
                ';', '#' => if (!in_quotes and (idx == 0 or line[idx - 1] == ' ' or line[idx - 1] == '\t')) {
                    return std.mem.trimRight(u8, line[0..idx], " \t");
                },
                else => {},
            }
        }
        return line;
    }

    fn parseKeyValue(self: *Parser, line: []const u8) !KeyValue {
        const eq = std.mem.indexOfScalar(u8, line, '=') orelse return error.MissingEquals;
        const key = std.mem.trim(u8, line[0..eq], " \t");
        if (key.len == 0) return error.EmptyKey;
        const rest = std.mem.trim(u8, stripInlineComment(line[eq + 1 ..]), " \t");
        const value = if (rest.len > 0 and rest[0] == '"') try self.parseQuoted(rest) else try self.allocator.dupe(u8, rest);
        return .{ .key = key, .value = value, .line = self.line_no };
    }
"""
    old = "                    try out.append(c);\n                },\n                else"
    new = r"""                    i += 1;
                    try out.append(switch (raw[i]) {
                        'n' => '\n',
                        't' => '\t',
                        else => raw[i],
                    });
                },
                else"""
    trunc = "[File content truncated: showing lines 121-162 of 231 total lines. Use offset/limit parameters to view more.]\n"
    turns = [
        (gshell("git log --oneline -4 && git status -sb && zig version", "Show recent commits, branch state and the Zig version"),
         grun("git log --oneline -4 && git status -sb && zig version", """3b7f9a0 Support inline comments after values
e14c2d8 Add Section iterator
9a06f57 build: expose ini module for dependants
c51e3b2 Initial parser and tests
## main...origin/main
0.13.0""", pgid=88412)),
        (gshell("zig build test --summary all", "Run the test suite with a full build summary"),
         grun("zig build test --summary all", "", fail, code=1, pgid=88431)),
        (call("read_file", absolute_path=f"{root}/src/parser.zig", offset=120, limit=42), trunc + src),
        (gem_replace(f"{root}/src/parser.zig", old, new), GEM_OK.format(f"{root}/src/parser.zig")),
        (gshell("zig build test --summary all", "Re-run the tests after the fix"),
         grun("zig build test --summary all", "", """Build Summary: 3/3 steps succeeded; 24/24 tests passed
test success
└─ run test 24/24 passed 4ms MaxRSS:2M
   └─ zig test Debug native success 2s MaxRSS:191M""", pgid=88502)),
        (gshell('git commit -am "parser: unescape backslash sequences in quoted values"', "Commit the fix"),
         grun('git commit -am "parser: unescape backslash sequences in quoted values"', """[main 5d2e8a1] parser: unescape backslash sequences in quoted values
 1 file changed, 6 insertions(+), 1 deletion(-)""", pgid=88547)),
        (gshell("git log --oneline -3 && git show --stat --format=fuller HEAD", "Check the new commit"),
         grun("git log --oneline -3 && git show --stat --format=fuller HEAD", """5d2e8c1 parser: unescape backslash sequences in quoted values
3b7f9a0 Support inline comments after values
e14c2d8 Add Section iterator
commit 5d2e8c1f09b3a4e7726d1c5e8b0f4a9d3e61b27c
Author:     Dev Okafor <dev@okafor.io>
AuthorDate: Wed Jun 5 11:22:48 2024 +0100
Commit:     Dev Okafor <dev@okafor.io>
CommitDate: Wed Jun 5 11:22:48 2024 +0100

    parser: unescape backslash sequences in quoted values

 src/parser.zig | 7 ++++++-
 1 file changed, 6 insertions(+), 1 deletion(-)""", pgid=88560)),
        (gshell("zig build -Doptimize=ReleaseSafe && ls -l zig-out/lib && git status -sb", "Build the release library and show branch state"),
         grun("zig build -Doptimize=ReleaseSafe && ls -l zig-out/lib && git status -sb", """total 312
-rw-r--r-- 1 dev dev 318464 Jun  5 11:23 libini.a
## main...origin/main [ahead 1]""", pgid=88593)),
    ]
    rs.add(task="swe", tid="h35-swe-02", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/dev/zig-ini, a small INI parser library for Zig 0.13 (src/root.zig, src/parser.zig, "
        "build.zig). Branch main, clean, in sync with origin/main.\n"
        r'User: "zig build test fails on a quoted value with an escaped quote, e.g. greeting = "say \"hi\"". '
        'Please fix the parser and commit, but do not push yet."'),
        bad=True, turn=7, kind="commit hash of the just-made commit differs from the one git commit printed")


# FastAPI + httpx + uvicorn (Gemini CLI) - clean
def t03(rs: RowSet) -> None:
    root = "/home/ana/src/inventory-api"
    router = '''from fastapi import APIRouter, Depends, HTTPException, status

from app.deps import get_store
from app.schemas.item import Item, ItemCreate, ItemPage
from app.store import InventoryStore

router = APIRouter(prefix="/items", tags=["items"])


@router.get("", response_model=ItemPage)
async def list_items(
    limit: int = 50,
    offset: int = 0,
    store: InventoryStore = Depends(get_store),
) -> ItemPage:
    items = await store.list(limit=limit, offset=offset)
    return ItemPage(items=items, total=await store.count(), limit=limit, offset=offset)


@router.get("/{sku}", response_model=Item)
async def get_item(sku: str, store: InventoryStore = Depends(get_store)) -> Item:
    return store.by_sku[sku]


@router.post("", response_model=Item, status_code=status.HTTP_201_CREATED)
async def create_item(payload: ItemCreate, store: InventoryStore = Depends(get_store)) -> Item:
    if payload.sku in store.by_sku:
        raise HTTPException(status.HTTP_409_CONFLICT, detail=f"SKU {payload.sku} already exists")
    return await store.add(payload)


@router.patch("/{sku}/quantity", response_model=Item)
async def adjust_quantity(sku: str, delta: int, store: InventoryStore = Depends(get_store)) -> Item:
    item = store.by_sku.get(sku)
    if item is None:
        raise HTTPException(status.HTTP_404_NOT_FOUND, detail=f"Item {sku} not found")
    return await store.adjust(sku, delta)
'''
    fail = """.........................F.....                                         [100%]
=================================== FAILURES ===================================
______________________ test_get_missing_item_returns_404 _______________________

client = <httpx.AsyncClient object at 0x7f3a1c2b5e50>

    async def test_get_missing_item_returns_404(client: httpx.AsyncClient) -> None:
>       resp = await client.get("/items/NOPE-9999")

tests/test_items.py:58:\x20
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20
.venv/lib/python3.12/site-packages/httpx/_client.py:1814: in get
    return await self.request(
.venv/lib/python3.12/site-packages/httpx/_client.py:1585: in request
    return await self.send(request, auth=auth, follow_redirects=follow_redirects)
.venv/lib/python3.12/site-packages/httpx/_transports/asgi.py:164: in handle_async_request
    await self.app(scope, receive, send)
.venv/lib/python3.12/site-packages/fastapi/routing.py:193: in run_endpoint_function
    return await dependant.call(**values)
_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\x20

sku = 'NOPE-9999', store = <app.store.InventoryStore object at 0x7f3a1c2d8a10>

    @router.get("/{sku}", response_model=Item)
    async def get_item(sku: str, store: InventoryStore = Depends(get_store)) -> Item:
>       return store.by_sku[sku]
E       KeyError: 'NOPE-9999'

app/routers/items.py:22: KeyError
=========================== short test summary info ============================
FAILED tests/test_items.py::test_get_missing_item_returns_404 - KeyError: 'NOPE-9999'
1 failed, 30 passed in 1.38s"""
    body1 = json.dumps({"sku": "SKU-0042", "name": "M6 hex bolt, 30 mm (box of 100)", "quantity": 412,
                        "unit_price": "7.45", "location": "A-03-2", "updated_at": "2024-05-13T16:40:22Z"},
                       separators=(",", ":"))
    body2 = json.dumps({"detail": "Item NOPE-9999 not found"}, separators=(",", ":"))
    c7 = "sleep 1; curl -s -i http://127.0.0.1:8001/items/SKU-0042"
    c9 = "sleep 1; curl -s -i http://127.0.0.1:8001/items/NOPE-9999"
    s6 = ".venv/bin/uvicorn app.main:app --port 8001 > /tmp/uvicorn.log 2>&1 &"
    s8 = "kill 51873; sleep 1; .venv/bin/uvicorn app.main:app --port 8001 --log-level debug > /tmp/uvicorn.log 2>&1 &"
    fix_old = "    return store.by_sku[sku]\n\n\n@router.post"
    fix_new = ('    item = store.by_sku.get(sku)\n    if item is None:\n        raise HTTPException(status.HTTP_404_NOT_FOUND, '
               'detail=f"Item {sku} not found")\n    return item\n\n\n@router.post')
    turns = [
        (gshell("git status -sb && ls app app/routers tests", "Look at the branch and project layout"),
         grun("git status -sb && ls app app/routers tests", """## fix/item-404...origin/fix/item-404
app:
__init__.py
deps.py
main.py
middleware.py
routers
schemas
settings.py
store.py

app/routers:
__init__.py
health.py
items.py
warehouses.py

tests:
__init__.py
conftest.py
test_health.py
test_items.py
test_warehouses.py""", pgid=51604)),
        (call("read_file", absolute_path=f"{root}/app/routers/items.py"), router),
        (gshell(".venv/bin/pytest -q", "Run the test suite"), grun(".venv/bin/pytest -q", fail, code=1, pgid=51622)),
        (gem_replace(f"{root}/app/routers/items.py", fix_old, fix_new), GEM_OK.format(f"{root}/app/routers/items.py")),
        (gshell(".venv/bin/pytest -q", "Re-run the tests"),
         grun(".venv/bin/pytest -q", "." * 31 + " " * 40 + " [100%]\n31 passed in 1.29s", pgid=51688)),
        (gshell(s6, "Start the API locally in the background on port 8001"), grun(s6, bg="51873", pgid=51870)),
        (gshell(c7, "Fetch an existing item"), grun(c7, f"""HTTP/1.1 200 OK
date: Tue, 14 May 2024 09:12:07 GMT
server: uvicorn
content-length: {len(body1)}
content-type: application/json
x-request-id: 3f1c9a7e-52d4-4b0e-9c61-0a7d2e8f4b19

{body1}""", pgid=51901)),
        (gshell(s8, "Restart the server with debug logging"), grun(s8, bg="52140", pgid=52131)),
        (gshell(c9, "Request a SKU that does not exist"), grun(c9, f"""HTTP/1.1 404 Not Found
date: Tue, 14 May 2024 09:13:41 GMT
server: uvicorn
content-length: {len(body2)}
content-type: application/json
x-request-id: b86e04d2-1f7a-4c35-a9e8-5d20c4f17a63

{body2}""", pgid=52158)),
        (gshell("pgrep -af uvicorn; tail -n 8 /tmp/uvicorn.log", "Check which server process is running and its log"),
         grun("pgrep -af uvicorn; tail -n 8 /tmp/uvicorn.log", """52140 /home/ana/src/inventory-api/.venv/bin/python3 .venv/bin/uvicorn app.main:app --port 8001 --log-level debug
INFO:     Started server process [52140]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8001 (Press CTRL+C to quit)
DEBUG:    127.0.0.1:50412 - HTTP connection made
DEBUG:    127.0.0.1:50412 - ASGI [2] Started scope={'type': 'http', 'http_version': '1.1', 'method': 'GET', 'path': '/items/NOPE-9999'}
INFO:     127.0.0.1:50412 - "GET /items/NOPE-9999 HTTP/1.1" 404 Not Found
DEBUG:    127.0.0.1:50412 - HTTP connection lost""", pgid=52177)),
    ]
    rs.add(task="swe", tid="h35-swe-03", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/ana/src/inventory-api (FastAPI 0.111, Pydantic v2, tests with pytest + httpx.AsyncClient "
        "over ASGITransport, virtualenv in .venv). Branch fix/item-404 tracking origin.\nUser: \"GET /items/{sku} "
        "crashes with a 500 for unknown SKUs instead of a 404. Fix it, make the tests pass, then try it against a "
        "local uvicorn on port 8001.\""))


# OCaml dune + alcotest (OpenHands) - bad
def t04(rs: RowSet) -> None:
    root = "/workspace/ratelimit"
    bucket = """type t = {
  capacity : float;
  rate : float;  (** tokens per second *)
  mutable tokens : float;
  mutable last : Mtime.t;
  clock : unit -> Mtime.t;
}

let default_burst = 20
let default_rate = 10.

let create ?(capacity = default_burst) ?(rate = default_rate)
    ?(clock = Mtime_clock.now) () =
  if capacity <= 0 then invalid_arg "Bucket.create: capacity must be positive";
  if rate <= 0. then invalid_arg "Bucket.create: rate must be positive";
  let capacity = float_of_int capacity in
  { capacity; rate; tokens = capacity; last = clock (); clock }

let elapsed_s t now = Mtime.Span.to_float_ns (Mtime.span t.last now) /. 1e9

let refill t =
  let now = t.clock () in
  let added = elapsed_s t now *. t.rate in
  t.tokens <- Float.min (t.tokens +. added) (float_of_int default_burst);
  t.last <- now

let take ?(n = 1) t =
  refill t;
  let n = float_of_int n in
  if t.tokens >= n then (
    t.tokens <- t.tokens -. n;
    true)
  else false

let available t =
  refill t;
  int_of_float t.tokens

let capacity t = int_of_float t.capacity
"""
    p = f"{root}/lib/bucket.ml"
    b1, e1 = oh_replace(p, bucket, "  t.tokens <- Float.min (t.tokens +. added) (float_of_int default_burst);",
                        "  t.tokens <- Float.min (t.tokens +. added) t.capacity;")
    b2, e2 = oh_replace(p, b1, "let default_burst = 20", "let default_burst = 40")
    names = [("bucket", "starts full."), ("bucket", "take decrements tokens."), ("bucket", "take fails when empty."),
             ("bucket", "refill caps at capacity."), ("bucket", "refill proportional to elapsed."),
             ("bucket", "create uses default burst."), ("keyed", "separate buckets per key."),
             ("keyed", "evicts idle keys."), ("keyed", "max_keys bound.")]

    def results(run_id: str, failing: int | None) -> str:
        out, idx = [], {"bucket": 0, "keyed": 0}
        for n, (grp, name) in enumerate(names):
            tag = "[FAIL]" if n == failing else "[OK]"
            out.append(f"  {tag:<14}{grp:<16}{idx[grp]}   {name}")
            idx[grp] += 1
        return f"Testing `ratelimit'.\nThis run has ID `{run_id}'.\n\n" + "\n".join(out)

    bar = "─" * 78
    fail = results("7KQ2M0XD", 3) + f"""

┌{bar}┐
│{' [FAIL]        bucket          3   refill caps at capacity.':<78}│
└{bar}┘
ASSERT tokens after long idle
FAIL tokens after long idle

   Expected: `5.'
   Received: `20.'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-19
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23
Called from Alcotest_engine__Monad.Identity.catch in file "src/alcotest-engine/monad.ml", line 24, characters 31-35

Logs saved to `/workspace/ratelimit/_build/default/test/_build/_tests/ratelimit/bucket.003.output'.
 {bar}

Full test results in `/workspace/ratelimit/_build/default/test/_build/_tests/ratelimit'.
1 failure! in 0.003s. 9 tests run.
File "test/dune", line 2, characters 7-18:
2 |  (name test_ratelimit)
           ^^^^^^^^^^^
Error: Process exited with code 1"""
    ok = results("P0D4W9TN", None) + """

Full test results in `/workspace/ratelimit/_build/default/test/_build/_tests/ratelimit'.
Test Successful in 0.002s. 9 tests run."""
    d1 = lineno(b2, "let default_burst")
    d2 = lineno(b2, "let default_rate")
    d3 = lineno(b2, "let create ?(capacity")
    grep = f"""lib/bucket.ml:{d1}:let default_burst = 20
lib/bucket.ml:{d2}:let default_rate = 10.
lib/bucket.ml:{d3}:let create ?(capacity = default_burst) ?(rate = default_rate)
lib/bucket.mli:14:val default_burst : int
lib/bucket.mli:17:val default_rate : float
bin/main.ml:23:    & opt int Ratelimit.Bucket.default_burst
bin/main.ml:27:    & opt float Ratelimit.Bucket.default_rate
test/test_bucket.ml:61:  let b = Bucket.create ~clock () in
test/test_bucket.ml:62:  check int "capacity" Bucket.default_burst (Bucket.capacity b)"""
    grep = "\n".join(ln for ln in grep.split("\n") if "default_" in ln)
    turns = [
        (bash("cd /workspace/ratelimit && ls -la && cat dune-project"), oh_bash("""total 44
drwxr-xr-x 6 root root 4096 Jun  3 09:12 .
drwxr-xr-x 1 root root 4096 Jun  3 09:12 ..
drwxr-xr-x 8 root root 4096 Jun  3 09:12 .git
-rw-r--r-- 1 root root   37 Jun  3 09:12 .gitignore
-rw-r--r-- 1 root root   27 Jun  3 09:12 .ocamlformat
-rw-r--r-- 1 root root  765 Jun  3 09:12 LICENSE
-rw-r--r-- 1 root root  842 Jun  3 09:12 README.md
drwxr-xr-x 2 root root 4096 Jun  3 09:12 bin
-rw-r--r-- 1 root root  431 Jun  3 09:12 dune-project
drwxr-xr-x 2 root root 4096 Jun  3 09:12 lib
-rw-r--r-- 1 root root  903 Jun  3 09:12 ratelimit.opam
drwxr-xr-x 2 root root 4096 Jun  3 09:12 test
(lang dune 3.11)
(name ratelimit)
(generate_opam_files true)
(source (github kmura/ratelimit))
(authors "Kenji Mura <kenji@mura.dev>")
(maintainers "Kenji Mura <kenji@mura.dev>")
(license ISC)

(package
 (name ratelimit)
 (synopsis "Token-bucket rate limiter for Eio and Lwt services")
 (depends
  (ocaml (>= 4.14))
  (mtime (>= 2.0))
  (cmdliner (>= 1.2))
  (alcotest (and :with-test (>= 1.7)))))""", root)),
        (bash("cd /workspace/ratelimit && dune test 2>&1 | head -60"), oh_bash(fail, root)),
        (editor("view", p), cat_n(p, bucket)),
        (editor("str_replace", p, old_str="  t.tokens <- Float.min (t.tokens +. added) (float_of_int default_burst);",
                new_str="  t.tokens <- Float.min (t.tokens +. added) t.capacity;"), e1),
        (editor("str_replace", p, old_str="let default_burst = 20", new_str="let default_burst = 40"), e2),
        (bash("cd /workspace/ratelimit && dune build 2>&1 && dune test 2>&1 | tail -20"), oh_bash(ok, root)),
        (bash('cd /workspace/ratelimit && grep -rn "default_burst\\|default_rate" lib bin test'), oh_bash(grep, root)),
        (bash("cd /workspace/ratelimit && dune build @fmt 2>&1; git diff --stat"), oh_bash(
            " lib/bucket.ml | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)", root)),
        (bash('cd /workspace/ratelimit && git commit -qam "bucket: cap refill at the bucket capacity, raise default burst" && git log --oneline -2'),
         oh_bash("4e1a9c2 bucket: cap refill at the bucket capacity, raise default burst\nb73d05e keyed: evict idle keys on a timer", root)),
    ]
    rs.add(task="swe", tid="h35-swe-04", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/ratelimit (OCaml 5.1, dune 3.11, alcotest; library lib/, CLI bin/, "
        "tests test/). Branch main, clean.\nTask: the refill logic ignores a bucket's own capacity (buckets smaller "
        "than the default fill up to the default). Fix that, and as agreed in the issue raise the default burst from 20 "
        "to 40. Make the tests pass and commit."),
        bad=True, turn=7, kind="constant the agent edited reads back with its old value in grep")


# Express + Mocha (OpenHands) - bad
def t05(rs: RowSet) -> None:
    root = "/workspace/notes-api"
    app = """'use strict';

const express = require('express');
const helmet = require('helmet');
const morgan = require('morgan');
const cookieParser = require('cookie-parser');

const config = require('./config');
const { requireJwt } = require('./middleware/jwt');
const errorHandler = require('./middleware/errorHandler');
const authRouter = require('./routes/auth');
const legacyAuthRouter = require('./routes/legacyAuth');
const notesRouter = require('./routes/notes');
const tagsRouter = require('./routes/tags');
const usersRouter = require('./routes/users');
const healthRouter = require('./routes/health');

function createApp({ logger = console } = {}) {
  const app = express();

  app.disable('x-powered-by');
  app.use(helmet());
  app.use(express.json({ limit: '256kb' }));
  app.use(cookieParser(config.cookieSecret));
  if (config.env !== 'test') {
    app.use(morgan('combined', { stream: { write: (line) => logger.info(line.trim()) } }));
  }

  app.use('/healthz', healthRouter);
  app.use('/api/v1/auth', authRouter);
  app.use('/api/v1/notes', requireJwt, notesRouter);
  app.use('/api/v1/tags', requireJwt, tagsRouter);
  app.use('/api/v1/users', requireJwt, usersRouter);

  // v0 endpoints kept for the mobile app < 3.0; remove once usage hits zero
  app.use('/api/v0/auth', legacyAuthRouter);

  app.use((req, res) => res.status(404).json({ error: 'not_found' }));
  app.use(errorHandler);

  return app;
}

module.exports = { createApp };
"""
    p = f"{root}/app.js"
    o1 = "const authRouter = require('./routes/auth');\nconst legacyAuthRouter = require('./routes/legacyAuth');\n"
    n1 = "const authRouter = require('./routes/auth');\n"
    o2 = ("  app.use('/api/v1/users', requireJwt, usersRouter);\n\n  // v0 endpoints kept for the mobile app < 3.0; "
          "remove once usage hits zero\n  app.use('/api/v0/auth', legacyAuthRouter);\n")
    n2 = "  app.use('/api/v1/users', requireJwt, usersRouter);\n"
    a1, e1 = oh_replace(p, app, o1, n1)
    a2, e2 = oh_replace(p, a1, o2, n2)
    l1, l2 = lineno(app, "const legacyAuthRouter"), lineno(app, "app.use('/api/v0/auth'")
    mocha = """
> notes-api@2.3.0 test
> NODE_ENV=test mocha --require test/setup.js 'test/**/*.test.js'



  auth (v1)
    POST /api/v1/auth/login
      ✔ returns an access and a refresh token for valid credentials (71ms)
      ✔ rejects a wrong password with 401
      ✔ rejects an unknown e-mail with 401 and the same message
      ✔ locks the account for 15 minutes after 5 failures (48ms)
    POST /api/v1/auth/refresh
      ✔ issues a new access token
      ✔ rejects an expired refresh token
      ✔ rejects a refresh token that was already rotated
    POST /api/v1/auth/logout
      ✔ revokes the refresh token

  GET /healthz
    ✔ returns ok with the git sha

  notes
    GET /api/v1/notes
      ✔ requires a bearer token
      ✔ lists only the caller's notes, newest first
      ✔ paginates with ?cursor= (52ms)
      ✔ filters by tag
    POST /api/v1/notes
      ✔ creates a note and returns 201 with Location
      ✔ rejects an empty title with 422
      ✔ rejects bodies over 256kb with 413 (64ms)
    PATCH /api/v1/notes/:id
      ✔ updates title and body
      ✔ returns 404 for another user's note
      ✔ bumps updatedAt but keeps createdAt
    DELETE /api/v1/notes/:id
      ✔ soft-deletes and hides the note from listings
      ✔ is idempotent

  tags
    ✔ lists tags with note counts
    ✔ renames a tag across notes
    ✔ refuses to create a duplicate tag (case-insensitive)

  users
    ✔ GET /api/v1/users/me returns the profile without passwordHash
    ✔ PATCH /api/v1/users/me validates the e-mail
    ✔ PATCH /api/v1/users/me/password requires the current password (93ms)


  27 passing (1s)
"""
    turns = [
        (bash("cd /workspace/notes-api && git status && ls -la routes/ test/"), oh_bash("""On branch chore/drop-legacy-auth
nothing to commit, working tree clean
routes/:
total 40
drwxr-xr-x 2 root root 4096 Jun  4 14:20 .
drwxr-xr-x 9 root root 4096 Jun  4 14:20 ..
-rw-r--r-- 1 root root 2311 Jun  4 14:20 auth.js
-rw-r--r-- 1 root root  387 Jun  4 14:20 health.js
-rw-r--r-- 1 root root 3904 Jun  4 14:20 legacyAuth.js
-rw-r--r-- 1 root root 5126 Jun  4 14:20 notes.js
-rw-r--r-- 1 root root 1460 Jun  4 14:20 tags.js
-rw-r--r-- 1 root root 2078 Jun  4 14:20 users.js

test/:
total 48
drwxr-xr-x 3 root root 4096 Jun  4 14:20 .
drwxr-xr-x 9 root root 4096 Jun  4 14:20 ..
-rw-r--r-- 1 root root 3377 Jun  4 14:20 auth.test.js
drwxr-xr-x 2 root root 4096 Jun  4 14:20 fixtures
-rw-r--r-- 1 root root  642 Jun  4 14:20 health.test.js
-rw-r--r-- 1 root root 2845 Jun  4 14:20 legacyAuth.test.js
-rw-r--r-- 1 root root 6012 Jun  4 14:20 notes.test.js
-rw-r--r-- 1 root root  418 Jun  4 14:20 setup.js
-rw-r--r-- 1 root root 1733 Jun  4 14:20 tags.test.js
-rw-r--r-- 1 root root 1904 Jun  4 14:20 users.test.js""", root)),
        (bash("cd /workspace/notes-api && grep -rn 'legacyAuth\\|legacy-auth\\|api/v0' --include='*.js' --include='*.json' --exclude-dir=node_modules ."),
         oh_bash(f"""./app.js:{l1}:const legacyAuthRouter = require('./routes/legacyAuth');
./app.js:{l2}:  app.use('/api/v0/auth', legacyAuthRouter);
./routes/legacyAuth.js:1:// DEPRECATED: v0 session-cookie login, superseded by routes/auth.js (JWT). Remove after 2024-06-01.
./routes/legacyAuth.js:14: * Mounted at /api/v0/auth by app.js.
./test/legacyAuth.test.js:6:describe('legacy auth (api/v0)', function () {{
./test/legacyAuth.test.js:19:      .post('/api/v0/auth/login')
./test/legacyAuth.test.js:41:      .post('/api/v0/auth/logout')""", root)),
        (editor("view", p), cat_n(p, app)),
        (editor("str_replace", p, old_str=o1, new_str=n1), e1),
        (editor("str_replace", p, old_str=o2, new_str=n2), e2),
        (bash("cd /workspace/notes-api && git rm routes/legacyAuth.js test/legacyAuth.test.js"),
         oh_bash("rm 'routes/legacyAuth.js'\nrm 'test/legacyAuth.test.js'", root)),
        (bash("cd /workspace/notes-api && npm test 2>&1"), oh_bash(mocha, root)),
        (bash("cd /workspace/notes-api && ls -la routes/ test/"), oh_bash("""routes/:
total 36
drwxr-xr-x 2 root root 4096 Jun  4 14:31 .
drwxr-xr-x 9 root root 4096 Jun  4 14:20 ..
-rw-r--r-- 1 root root 2311 Jun  4 14:20 auth.js
-rw-r--r-- 1 root root  387 Jun  4 14:20 health.js
-rw-r--r-- 1 root root 3904 Jun  4 14:20 legacyAuth.js
-rw-r--r-- 1 root root 5126 Jun  4 14:20 notes.js
-rw-r--r-- 1 root root 1460 Jun  4 14:20 tags.js
-rw-r--r-- 1 root root 2078 Jun  4 14:20 users.js

test/:
total 44
drwxr-xr-x 3 root root 4096 Jun  4 14:31 .
drwxr-xr-x 9 root root 4096 Jun  4 14:20 ..
-rw-r--r-- 1 root root 3377 Jun  4 14:20 auth.test.js
drwxr-xr-x 2 root root 4096 Jun  4 14:20 fixtures
-rw-r--r-- 1 root root  642 Jun  4 14:20 health.test.js
-rw-r--r-- 1 root root 6012 Jun  4 14:20 notes.test.js
-rw-r--r-- 1 root root  418 Jun  4 14:20 setup.js
-rw-r--r-- 1 root root 1733 Jun  4 14:20 tags.test.js
-rw-r--r-- 1 root root 1904 Jun  4 14:20 users.test.js""", root)),
        (bash("cd /workspace/notes-api && npm run lint 2>&1"), oh_bash("""
> notes-api@2.3.0 lint
> eslint . --max-warnings 0
""", root)),
        (bash("cd /workspace/notes-api && git diff app.js"), oh_bash(gitdiff("app.js", app, a2, "5be1d07..c2a94f3"), root)),
    ]
    rs.add(task="swe", tid="h35-swe-05", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/notes-api (Express 4 REST API, Mocha + Chai + Supertest, ESLint). "
        "Branch chore/drop-legacy-auth, clean.\nTask: the v0 session-cookie login (routes/legacyAuth.js, mounted at "
        "/api/v0/auth) is past its removal date. Remove the router, its tests and its wiring in app.js; keep the suite "
        "and lint green. Do not commit yet."),
        bad=True, turn=8, kind="file removed with git rm is listed again in the directory")


# Clojure + Leiningen (Gemini CLI) - clean
def t06(rs: RowSet) -> None:
    root = "/home/kai/code/ledger-clj"
    util = r'''(ns ledger.util
  "Money helpers. Amounts are kept as integer cents."
  (:require [clojure.string :as str]))

(defn parse-amount
  "Parses \"1,234.56\", \"-12.5\" or \"(40.00)\" into integer cents."
  [s]
  (let [s        (str/trim s)
        negative (or (str/starts-with? s "-") (str/starts-with? s "("))
        digits   (str/replace s #"[^0-9.]" "")
        [whole frac] (str/split digits #"\." 2)
        frac     (subs (str frac "00") 0 2)
        cents    (+ (* 100 (Long/parseLong (if (str/blank? whole) "0" whole)))
                    (Long/parseLong frac))]
    (if negative (- cents) cents)))

(defn format-amount
  "Formats integer cents as \"1,234.56\"."
  [cents]
  (let [sign  (if (neg? cents) "-" "")
        cents (Math/abs (long cents))
        whole (quot cents 100)]
    (str sign
         (->> (str whole) reverse (partition-all 3) (map #(apply str (reverse %))) reverse (str/join ","))
         "."
         (format "%02d" (rem cents 100)))))

(defn sum-amounts [xs] (reduce + 0 xs))

(defn split-evenly
  "Splits cents into n parts that differ by at most one cent; the first parts get the remainder."
  [cents n]
  (let [base  (quot cents n)
        extra (rem cents n)]
    (vec (concat (repeat extra (inc base)) (repeat (- n extra) base)))))
'''
    P = root + "/"

    def globbed(files: list[str]) -> str:
        return (f'Found {len(files)} file(s) matching "**/*.clj" within {root}, sorted by modification time (newest first):\n'
                + "\n".join(P + f for f in files))

    sed = "grep -rl 'ledger\\.util' src test | xargs sed -i 's/ledger\\.util/ledger.money/g' && grep -rn 'ledger\\.money' src test"
    new_test = '''(deftest split-evenly-remainder-test
  (testing "the remainder goes to the first parts"
    (is (= [34 33 33] (split-evenly 100 3)))
    (is (= 100 (sum-amounts (split-evenly 100 3))))
    (is (= [1 1 0 0] (split-evenly 2 4)))))

(deftest split-evenly-test'''
    turns = [
        (call("glob", pattern="**/*.clj", path=root), globbed([
            "project.clj", "src/ledger/core.clj", "src/ledger/import.clj", "src/ledger/report.clj", "src/ledger/util.clj",
            "test/ledger/core_test.clj", "test/ledger/report_test.clj", "test/ledger/util_test.clj"])),
        (gshell("lein test", "Run the test suite before refactoring"), grun("lein test", """
lein test ledger.core-test

lein test ledger.report-test

lein test ledger.util-test

Ran 13 tests containing 38 assertions.
0 failures, 0 errors.""", pgid=30118)),
        (call("read_file", absolute_path=f"{root}/src/ledger/util.clj"), util),
        (gshell("git mv src/ledger/util.clj src/ledger/money.clj && git mv test/ledger/util_test.clj test/ledger/money_test.clj",
                "Rename the namespace files with git"),
         grun("git mv src/ledger/util.clj src/ledger/money.clj && git mv test/ledger/util_test.clj test/ledger/money_test.clj", pgid=30342)),
        (gshell(sed, "Rewrite every reference to ledger.util and show the result"), grun(sed, """src/ledger/core.clj:4:            [ledger.money :as util]
src/ledger/money.clj:1:(ns ledger.money
src/ledger/report.clj:5:            [ledger.money :as util]))
test/ledger/money_test.clj:1:(ns ledger.money-test
test/ledger/money_test.clj:3:            [ledger.money :refer :all]))""", pgid=30371)),
        (gem_replace(f"{root}/test/ledger/money_test.clj", "(deftest split-evenly-test", new_test),
         GEM_OK.format(f"{root}/test/ledger/money_test.clj")),
        (gshell("lein test", "Run the tests after the rename"), grun("lein test", """
lein test ledger.core-test

lein test ledger.money-test

lein test ledger.report-test

Ran 14 tests containing 41 assertions.
0 failures, 0 errors.""", pgid=30455)),
        (gshell("git status", "Review the working tree"), grun("git status", """On branch refactor/money-ns
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	renamed:    src/ledger/util.clj -> src/ledger/money.clj
	renamed:    test/ledger/util_test.clj -> test/ledger/money_test.clj

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/ledger/core.clj
	modified:   src/ledger/money.clj
	modified:   src/ledger/report.clj
	modified:   test/ledger/money_test.clj
""", pgid=30502)),
        (call("glob", pattern="**/*.clj", path=root), globbed([
            "test/ledger/money_test.clj", "src/ledger/report.clj", "src/ledger/money.clj", "src/ledger/core.clj",
            "project.clj", "src/ledger/import.clj", "test/ledger/core_test.clj", "test/ledger/report_test.clj"])),
    ]
    rs.add(task="swe", tid="h35-swe-06", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/kai/code/ledger-clj (Clojure 1.11 personal-finance ledger, Leiningen 2.11, clojure.test). "
        "Branch refactor/money-ns, clean.\nUser: \"Rename the ledger.util namespace to ledger.money (files and "
        "references, keep the history with git mv) and add a test for split-evenly's remainder handling.\""))


# React + Vite + Testing Library under Vitest (Gemini CLI) - bad
def t07(rs: RowSet) -> None:
    root = "/home/lena/work/checkout-ui"
    comp = '''import { useState } from "react";

type Props = {
  onApply: (code: string) => Promise<boolean>;
  disabled?: boolean;
};

export function CouponField({ onApply, disabled = false }: Props) {
  const [code, setCode] = useState("");
  const [status, setStatus] = useState<"idle" | "checking" | "applied" | "invalid">("idle");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!code) return;
    setStatus("checking");
    const ok = await onApply(code);
    setStatus(ok ? "applied" : "invalid");
  }

  return (
    <form onSubmit={submit} aria-label="coupon">
      <label htmlFor="coupon-code">Coupon code</label>
      <input
        id="coupon-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        disabled={disabled || status === "checking"}
      />
      <button type="submit" disabled={disabled || !code || status === "checking"}>
        Apply
      </button>
      {status === "applied" && <p role="status">Coupon applied</p>}
      {status === "invalid" && <p role="alert">That code isn't valid</p>}
    </form>
  );
}
'''
    test = '''import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { CouponField } from "../CouponField";

describe("CouponField", () => {
  it("trims and upper-cases the code before applying", async () => {
    const user = userEvent.setup();
    const onApply = vi.fn().mockResolvedValue(true);
    render(<CouponField onApply={onApply} />);

    await user.type(screen.getByLabelText("Coupon code"), "  summer24 ");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(onApply).toHaveBeenCalledWith("SUMMER24");
  });

  it("announces an applied coupon", async () => {
    const user = userEvent.setup();
    render(<CouponField onApply={vi.fn().mockResolvedValue(true)} />);

    await user.type(screen.getByLabelText("Coupon code"), "WELCOME10");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Coupon applied");
  });

  it("shows an alert for an invalid code", async () => {
    const user = userEvent.setup();
    render(<CouponField onApply={vi.fn().mockResolvedValue(false)} />);

    await user.type(screen.getByLabelText("Coupon code"), "NOPE");
    await user.click(screen.getByRole("button", { name: "Apply" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("That code isn't valid");
  });
});
'''
    tl = test.split("\n")
    ln = lineno(test, 'expect(onApply).toHaveBeenCalledWith("SUMMER24")')
    frame_lines = []
    for i in range(ln - 2, ln + 3):
        frame_lines.append(f"{i:>6}| {tl[i - 1]}".rstrip())
        if i == ln:
            frame_lines.append("      |" + " " * (tl[i - 1].index("toHave") + 1) + "^")
    frame = "\n".join(frame_lines)
    files = [("src/lib/__tests__/money.test.ts", 9, "5ms"), ("src/lib/__tests__/cart.test.ts", 14, "12ms"),
             ("src/lib/__tests__/validators.test.ts", 11, "8ms"), ("src/hooks/__tests__/useCart.test.tsx", 8, "41ms"),
             ("src/hooks/__tests__/useShippingQuote.test.tsx", 5, "63ms"),
             ("src/components/__tests__/CartLine.test.tsx", 6, "118ms"),
             ("src/components/__tests__/CartSummary.test.tsx", 7, "96ms"),
             ("src/components/__tests__/AddressForm.test.tsx", 10, "604ms"),
             ("src/components/__tests__/PaymentMethodPicker.test.tsx", 6, "211ms"),
             ("src/components/__tests__/OrderReview.test.tsx", 4, "143ms"),
             ("src/pages/__tests__/CheckoutPage.test.tsx", 4, "388ms")]
    ok_lines = "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in files)
    total = sum(n for _, n, _ in files) + 3
    cf = "src/components/__tests__/CouponField.test.tsx"
    run1 = f""" RUN  v1.6.0 {root}

{ok_lines}
 ❯ {cf}  (3 tests | 1 failed) 247ms
   ❯ {cf} > CouponField > trims and upper-cases the code before applying
     → expected "spy" to be called with arguments: [ 'SUMMER24' ]

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  {cf} > CouponField > trims and upper-cases the code before applying
AssertionError: expected "spy" to be called with arguments: [ 'SUMMER24' ]

Received:\x20

  1st spy call:

  Array [
-   "SUMMER24",
+   "  summer24 ",
  ]


Number of calls: 1

 ❯ {cf}:{ln}:21
{frame}

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯

 Test Files  1 failed | 11 passed (12)
      Tests  1 failed | {total - 1} passed ({total})
   Start at  15:04:31
   Duration  3.42s (transform 402ms, setup 1.12s, collect 1.87s, tests 1.97s, environment 4.21s, prepare 1.06s)
"""
    ok_lines2 = "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in [
        files[0], files[1], files[2], (files[3][0], 8, "38ms"), files[4], (cf, 3, "231ms"), files[5], files[6],
        (files[7][0], 10, "571ms"), files[8], files[9], (files[10][0], 4, "402ms")])
    run2 = f""" RUN  v1.6.0 {root}

{ok_lines2}

 Test Files  12 passed (12)
      Tests  {total} passed ({total})
   Start at  15:06:02
   Duration  3.31s (transform 389ms, setup 1.09s, collect 1.81s, tests 1.92s, environment 4.05s, prepare 1.02s)
"""
    old = "    const ok = await onApply(code);"
    new = "    const normalized = code.trim().toUpperCase();\n    const ok = await onApply(normalized);"
    tsc = "npx tsc --noEmit -p tsconfig.app.json && npx eslint src/components --max-warnings 0"
    turns = [
        (call("read_file", absolute_path=f"{root}/src/components/CouponField.tsx"), comp),
        (call("write_file", file_path=f"{root}/{cf}", content=test),
         f"Successfully created and wrote to new file: {root}/{cf}."),
        (gshell("npx vitest run", "Run the unit tests"), grun("npx vitest run", run1, code=1, pgid=61205)),
        (gem_replace(f"{root}/src/components/CouponField.tsx", old, new),
         GEM_OK.format(f"{root}/src/components/CouponField.tsx")),
        (gshell("npx vitest run", "Re-run the unit tests"), grun("npx vitest run", run2, pgid=61377)),
        (gshell("git status && git diff --stat", "Review what changed"), grun("git status && git diff --stat", """On branch feat/coupon-normalize
Your branch is up to date with 'origin/feat/coupon-normalize'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/components/CouponField.tsx

no changes added to commit (use "git add" and/or "git commit -a")
 src/components/CouponField.tsx | 3 ++-
 1 file changed, 2 insertions(+), 1 deletion(-)""", pgid=61420)),
        (gshell(tsc, "Type-check and lint the components"), grun(tsc, pgid=61436)),
    ]
    rs.add(task="swe", tid="h35-swe-07", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/lena/work/checkout-ui (React 18 + Vite 5 + TypeScript, tests with Vitest 1.6, jsdom and "
        "@testing-library/react + user-event). Branch feat/coupon-normalize, clean, tracking origin.\nUser: \"Coupon "
        "codes typed with spaces or in lower case are rejected by the backend. Normalize them in CouponField and add "
        "a test file for the component.\""),
        bad=True, turn=6, kind="test file the agent created is missing from git status (no untracked files)")


# Erlang + rebar3 eunit/ct (OpenHands) - clean
def t08(rs: RowSet) -> None:
    root = "/workspace/kvstore"
    src = """-module(kv_ttl).

-export([init/0, put/4, get/2, sweep/1, size/0]).

-define(TAB, kv_ttl_entries).

%% Entries are {Key, Value, ExpiresAt}. Times are integer milliseconds supplied by
%% the caller (erlang:monotonic_time(millisecond) in production, fixed values in tests).
%% An entry is expired once Now reaches ExpiresAt.

-spec init() -> ok.
init() ->
    case ets:info(?TAB, name) of
        undefined ->
            ?TAB = ets:new(?TAB, [named_table, set, public, {read_concurrency, true}]),
            ok;
        _ ->
            true = ets:delete_all_objects(?TAB),
            ok
    end.

-spec put(binary(), term(), pos_integer(), integer()) -> ok.
put(Key, Value, TtlMs, Now) when is_binary(Key), TtlMs > 0 ->
    true = ets:insert(?TAB, {Key, Value, Now + TtlMs}),
    ok.

-spec get(binary(), integer()) -> {ok, term()} | not_found.
get(Key, Now) ->
    case ets:lookup(?TAB, Key) of
        [{Key, Value, ExpiresAt}] when Now =< ExpiresAt ->
            {ok, Value};
        _ ->
            not_found
    end.

-spec sweep(integer()) -> non_neg_integer().
sweep(Now) ->
    ets:select_delete(?TAB, [{{'_', '_', '$1'}, [{'=<', '$1', Now}], [true]}]).

-spec size() -> non_neg_integer().
size() ->
    ets:info(?TAB, size).
"""
    p = f"{root}/src/kv_ttl.erl"
    old = "        [{Key, Value, ExpiresAt}] when Now =< ExpiresAt ->"
    new = "        [{Key, Value, ExpiresAt}] when Now < ExpiresAt ->"
    _, e1 = oh_replace(p, src, old, new)
    suite = """-module(kv_ttl_SUITE).

-include_lib("common_test/include/ct.hrl").
-include_lib("stdlib/include/assert.hrl").

-export([all/0, init_per_testcase/2, end_per_testcase/2]).
-export([expiry_boundary/1, sweep_removes_expired/1]).

all() -> [expiry_boundary, sweep_removes_expired].

init_per_testcase(_Case, Config) ->
    ok = kv_ttl:init(),
    Config.

end_per_testcase(_Case, _Config) ->
    ok.

expiry_boundary(_Config) ->
    ok = kv_ttl:put(<<"k">>, v, 1000, 0),
    ?assertEqual({ok, v}, kv_ttl:get(<<"k">>, 999)),
    ?assertEqual(not_found, kv_ttl:get(<<"k">>, 1000)).

sweep_removes_expired(_Config) ->
    ok = kv_ttl:put(<<"a">>, 1, 100, 0),
    ok = kv_ttl:put(<<"b">>, 2, 5000, 0),
    ?assertEqual(1, kv_ttl:sweep(100)),
    ?assertEqual(1, kv_ttl:size()),
    ?assertEqual({ok, 2}, kv_ttl:get(<<"b">>, 100)).
"""
    pre = """===> Verifying dependencies...
===> Analyzing applications...
===> Compiling kvstore
"""
    eunit_fail = pre + """===> Performing EUnit tests...
..........F................

Failures:

  1) kv_ttl_tests:expired_key_test/0
     Failure/Error: ?assertEqual(not_found, kv_ttl:get(<<"session:42">>, T0 + 1000))
       expected: not_found
            got: {ok,<<"alice">>}
     %% /workspace/kvstore/test/kv_ttl_tests.erl:31:in `kv_ttl_tests:-expired_key_test/0-fun-1-/0`
     Output:\x20

Finished in 0.214 seconds
27 tests, 1 failures
===> Error running tests"""
    turns = [
        (bash("cd /workspace/kvstore && rebar3 eunit"), oh_bash(eunit_fail, root, 1)),
        (editor("view", p), cat_n(p, src)),
        (editor("str_replace", p, old_str=old, new_str=new), e1),
        (bash("cd /workspace/kvstore && rebar3 eunit"), oh_bash(pre + """===> Performing EUnit tests...
...........................

Finished in 0.198 seconds
27 tests, 0 failures""", root)),
        (bash("cd /workspace/kvstore && rebar3 ct"), oh_bash(pre + """===> Running Common Test suites...
%%% kv_persist_SUITE: ....
%%% kv_server_SUITE: .....
All 9 tests passed.""", root)),
        (editor("create", f"{root}/test/kv_ttl_SUITE.erl", file_text=suite),
         f"File created successfully at: {root}/test/kv_ttl_SUITE.erl"),
        (bash("cd /workspace/kvstore && rebar3 ct"), oh_bash(pre + """===> Running Common Test suites...
%%% kv_persist_SUITE: ....
%%% kv_server_SUITE: .....
%%% kv_ttl_SUITE: ..
All 11 tests passed.""", root)),
        (bash("cd /workspace/kvstore && ls -1 _build/test/logs/ && git status --short"), oh_bash("""all_runs.html
ct_default.css
ct_log_cache
ct_run.nonode@nohost.2024-05-29_11.03.44
ct_run.nonode@nohost.2024-06-03_16.52.10
ct_run.nonode@nohost.2024-06-06_10.14.52
ct_run.nonode@nohost.2024-06-06_10.19.07
index.html
jquery-latest.js
jquery.tablesorter.min.js
last_link.html
last_name
variables-nonode@nohost
 M src/kv_ttl.erl
?? test/kv_ttl_SUITE.erl""", root)),
    ]
    rs.add(task="swe", tid="h35-swe-08", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/kvstore (Erlang/OTP 26 key-value cache, rebar3 3.23; EUnit tests "
        "in test/*_tests.erl, Common Test suites in test/*_SUITE.erl). Branch main, clean.\nTask: keys are still "
        "returned at the exact millisecond they expire, although sweep/1 already treats them as expired. Make get/2 "
        "agree with sweep/1 and add a Common Test suite for the TTL boundary."))


# Vue 3 + Pinia + Vitest (OpenHands) - clean
def t09(rs: RowSet) -> None:
    root = "/workspace/recipe-box"
    card = """<script setup lang="ts">
import { computed } from "vue";
import type { Recipe } from "@/types";

const DIET_LABELS: Record<Recipe["diet"], string> = {
  vegan: "Vegan",
  vegetarian: "Veggie",
  pescatarian: "Fish",
  omnivore: "",
};

const props = defineProps<{ recipe: Recipe }>();

const dietLabel = computed(() => DIET_LABELS[props.recipe.diet]);
const meta = computed(() => `${props.recipe.minutes} min · ${props.recipe.servings} servings`);
</script>

<template>
  <article class="recipe-card">
    <h3 class="recipe-card__title">{{ recipe.title }}</h3>
    <span v-if="dietLabel" class="badge badge--diet">{{ dietLabel }}</span>
    <p class="recipe-card__meta">{{ meta }}</p>
  </article>
</template>"""
    files = [("tests/components/RecipeList.spec.ts", 8, "88ms"), ("tests/components/IngredientRow.spec.ts", 5, "41ms"),
             ("tests/components/SearchBar.spec.ts", 4, "57ms"), ("tests/components/TagFilter.spec.ts", 7, "73ms"),
             ("tests/components/ServingsStepper.spec.ts", 6, "64ms"), ("tests/stores/recipes.spec.ts", 12, "19ms"),
             ("tests/stores/favorites.spec.ts", 9, "11ms"), ("tests/stores/shoppingList.spec.ts", 11, "15ms"),
             ("tests/composables/useScaling.spec.ts", 7, "6ms"), ("tests/composables/useDebouncedRef.spec.ts", 3, "312ms"),
             ("tests/utils/units.spec.ts", 6, "4ms"), ("tests/utils/slug.spec.ts", 3, "3ms")]
    total = sum(n for _, n, _ in files) + 6
    lines1 = "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in files)
    snap_diff = """  "<article class="recipe-card">
    <h3 class="recipe-card__title">Lentil dal</h3>
-   <span class="badge badge--diet">Vegetarian</span>
+   <span class="badge badge--diet">Veggie</span>
    <p class="recipe-card__meta">35 min · 4 servings</p>
  </article>\""""
    run1 = f""" RUN  v1.6.0 {root}

 ❯ tests/stores/legacyFavorites.spec.ts  (0 test)
 ❯ tests/components/RecipeCard.spec.ts  (6 tests | 1 failed) 52ms
   ❯ tests/components/RecipeCard.spec.ts > RecipeCard > renders the diet badge
     → Snapshot `RecipeCard > renders the diet badge 1` mismatched
{lines1}

⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  tests/stores/legacyFavorites.spec.ts [ tests/stores/legacyFavorites.spec.ts ]
Error: Failed to load url @/stores/legacyFavorites (resolved id: {root}/src/stores/legacyFavorites) in {root}/tests/stores/legacyFavorites.spec.ts. Does the file exist?
 ❯ loadAndTransform node_modules/vite/dist/node/chunks/dep-cNe07EU9.js:53828:21

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/2]⎯

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  tests/components/RecipeCard.spec.ts > RecipeCard > renders the diet badge
Error: Snapshot `RecipeCard > renders the diet badge 1` mismatched

- Expected
+ Received

{snap_diff}

 ❯ tests/components/RecipeCard.spec.ts:27:24
     25|   it("renders the diet badge", () => {{
     26|     const wrapper = mount(RecipeCard, {{ props: {{ recipe: lentilDal }} }});
     27|     expect(wrapper.html()).toMatchSnapshot();
       |                        ^
     28|   }});
     29|\x20

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/2]⎯

  Snapshots  1 failed
 Test Files  2 failed | 12 passed (14)
      Tests  1 failed | {total - 1} passed ({total})
   Start at  11:24:08
   Duration  4.87s (transform 611ms, setup 402ms, collect 2.38s, tests 1.04s, environment 6.12s, prepare 1.57s)
"""
    files2 = [("tests/components/RecipeCard.spec.ts", 6, "47ms")] + [
        (f, n, {"tests/composables/useDebouncedRef.spec.ts": "309ms", "tests/components/RecipeList.spec.ts": "91ms"}.get(f, t))
        for f, n, t in files]
    lines2 = "\n".join(f" ✓ {f}  ({n} tests) {t}" for f, n, t in sorted(files2))
    snap = "tests/components/__snapshots__/RecipeCard.spec.ts.snap"
    snap_a = """// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html

exports[`RecipeCard > hides the badge for omnivore recipes 1`] = `
"<article class="recipe-card">
  <h3 class="recipe-card__title">Roast chicken</h3>
  <!--v-if-->
  <p class="recipe-card__meta">90 min · 6 servings</p>
</article>"
`;

exports[`RecipeCard > renders the diet badge 1`] = `
"<article class="recipe-card">
  <h3 class="recipe-card__title">Lentil dal</h3>
  <span class="badge badge--diet">Vegetarian</span>
  <p class="recipe-card__meta">35 min · 4 servings</p>
</article>"
`;
"""
    snap_b = snap_a.replace(">Vegetarian<", ">Veggie<")
    turns = [
        (bash("cd /workspace/recipe-box && npx vitest run 2>&1"), oh_bash(run1, root, 1)),
        (bash("cd /workspace/recipe-box && git log --oneline -4 -- src/stores src/components/RecipeCard.vue"), oh_bash("""e07b3c9 Shorten diet badge labels (Vegetarian -> Veggie, Pescatarian -> Fish)
4a9d1f2 Merge legacyFavorites store into favorites, drop the old store
c3306ab favorites: persist to localStorage under recipe-box:v2
9f1e8d4 Add shopping list store""", root)),
        (bash("cd /workspace/recipe-box && git rm tests/stores/legacyFavorites.spec.ts"),
         oh_bash("rm 'tests/stores/legacyFavorites.spec.ts'", root)),
        (editor("view", f"{root}/src/components/RecipeCard.vue"), cat_n(f"{root}/src/components/RecipeCard.vue", card)),
        (bash("cd /workspace/recipe-box && npx vitest run -u tests/components/RecipeCard.spec.ts 2>&1"), oh_bash(f""" RUN  v1.6.0 {root}

 ✓ tests/components/RecipeCard.spec.ts  (6 tests) 49ms

  Snapshots  1 updated
 Test Files  1 passed (1)
      Tests  6 passed (6)
   Start at  11:27:53
   Duration  1.21s (transform 188ms, setup 97ms, collect 341ms, tests 49ms, environment 498ms, prepare 121ms)
""", root)),
        (bash("cd /workspace/recipe-box && npx vitest run 2>&1"), oh_bash(f""" RUN  v1.6.0 {root}

{lines2}

 Test Files  13 passed (13)
      Tests  {total} passed ({total})
   Start at  11:28:30
   Duration  4.52s (transform 583ms, setup 377ms, collect 2.21s, tests 1.01s, environment 5.86s, prepare 1.49s)
""", root)),
        (bash("cd /workspace/recipe-box && git status"), oh_bash(f"""On branch chore/test-cleanup
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	deleted:    tests/stores/legacyFavorites.spec.ts

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   {snap}
""", root)),
        (bash(f"cd /workspace/recipe-box && git diff {snap}"), oh_bash(gitdiff(snap, snap_a, snap_b, "8c41e0b..f29a7d3"), root)),
        (bash('cd /workspace/recipe-box && git commit -am "test: drop legacyFavorites spec, update RecipeCard snapshot"'),
         oh_bash("""[chore/test-cleanup 91d4e6a] test: drop legacyFavorites spec, update RecipeCard snapshot
 2 files changed, 1 insertion(+), 42 deletions(-)
 delete mode 100644 tests/stores/legacyFavorites.spec.ts""", root)),
    ]
    rs.add(task="swe", tid="h35-swe-09", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/recipe-box (Vue 3.4 + Pinia 2 + Vite, tests with Vitest 1.6 and "
        "@vue/test-utils). Branch chore/test-cleanup, clean.\nTask: CI on main is red after two recent merges. Get "
        "`npx vitest run` green without changing application code: drop tests for code that no longer exists and "
        "update snapshots that changed on purpose. Commit when done."))


def dart_run(files: list[tuple[str, list[str]]], fail: tuple[str, str] | None = None, detail: str = "",
             end: str = "00:02") -> list[str]:
    """The expanded reporter of `dart test`: one line per test start, counters before each."""
    out = [f"00:00 +0: loading {f}" for f, _ in files]
    passed = failed = 0
    total = sum(len(t) for _, t in files)
    k = 0
    for f, tests in files:
        for name in tests:
            ts = "00:00" if k < total * 0.3 else ("00:01" if k < total * 0.75 else end)
            cnt = f"+{passed}" + (f" -{failed}" if failed else "")
            out.append(f"{ts} {cnt}: {f}: {name}")
            if fail == (f, name):
                out.append(f"{ts} +{passed} -{failed + 1}: {f}: {name} [E]")
                out.append(detail)
                failed += 1
            else:
                passed += 1
            k += 1
    cnt = f"+{passed}" + (f" -{failed}" if failed else "")
    out.append(f"{end} {cnt}: " + ("Some tests failed." if failed else "All tests passed!"))
    return out


# Dart package:test (Gemini CLI) - bad
def t10(rs: RowSet) -> None:
    root = "/home/sam/dev/csv_lite"
    parser_tests = ["CsvParser parses a simple row", "CsvParser parses multiple rows with LF",
                    "CsvParser parses multiple rows with CRLF", "CsvParser keeps empty fields",
                    "CsvParser keeps a trailing empty field", "CsvParser ignores a final newline",
                    "CsvParser quoted field with delimiter", "CsvParser quoted field with escaped quote",
                    "CsvParser quoted field with embedded newline", "CsvParser unterminated quote throws FormatException",
                    "CsvParser custom delimiter ;", "CsvParser tab-separated input", "CsvParser skips a UTF-8 BOM",
                    "CsvParser trimFields: true trims unquoted fields", "CsvParser header row to maps",
                    "CsvParser duplicate header names throw", "CsvParser ragged rows padded when padRows: true",
                    "CsvParser ragged rows throw by default", "CsvParser very long field (1 MB)"]
    new_tests = ["CsvParser CRLF inside quotes is kept verbatim", "CsvParser embedded newline in the last field without final newline"]
    parser_tests2 = parser_tests[:9] + new_tests + parser_tests[9:]
    dialect = ["Dialect excel uses comma and CRLF", "Dialect excelTab uses tab", "Dialect unix uses LF",
               "Dialect rejects a quote equal to the delimiter", "Dialect rejects a multi-char delimiter",
               "Dialect copyWith keeps other fields", "Dialect sniff detects semicolons", "Dialect sniff detects tabs",
               "Dialect sniff falls back to excel", "Dialect equality and hashCode", "Dialect toString"]
    stream = ["CsvStreamDecoder splits rows across chunk boundaries", "CsvStreamDecoder handles a quote split across chunks",
              "CsvStreamDecoder handles CRLF split across chunks", "CsvStreamDecoder emits the last row on close",
              "CsvStreamDecoder propagates FormatException", "CsvStreamDecoder works with utf8.decoder",
              "CsvStreamDecoder respects the dialect", "CsvStreamDecoder 10k rows in under 200 ms",
              "CsvStreamDecoder cancelling the subscription stops decoding"]
    writer = ["CsvWriter writes a simple row", "CsvWriter quotes fields containing the delimiter",
              "CsvWriter quotes fields containing quotes and doubles them", "CsvWriter quotes fields containing newlines",
              "CsvWriter quoteAll: true", "CsvWriter writes null as empty", "CsvWriter writes numbers with toString",
              "CsvWriter uses the dialect line terminator", "CsvWriter round-trips parser output",
              "CsvWriter writeAll joins rows", "CsvWriter header from map keys", "CsvWriter rejects ragged maps",
              "CsvWriter sink adds rows incrementally", "CsvWriter sink closes the underlying sink"]
    detail = r"""  Expected: [['id', 'note'], ['1', 'line one\nline two']]
    Actual: [['id', 'note'], ['1', 'line one'], ['line two']]
     Which: at location [1] is ['1', 'line one'] which is shorter than expected

  package:matcher                 expect
  test/parser_test.dart 88:7      main.<fn>.<fn>
  ===== asynchronous gap ===========================
  package:test_api                _localDeclarer.test.<fn>
"""
    before = [("test/dialect_test.dart", dialect), ("test/parser_test.dart", parser_tests),
              ("test/stream_test.dart", stream), ("test/writer_test.dart", writer)]
    after = [("test/dialect_test.dart", dialect), ("test/parser_test.dart", parser_tests2),
             ("test/stream_test.dart", stream), ("test/writer_test.dart", writer)]
    run1 = dart_run(before, ("test/parser_test.dart", "CsvParser quoted field with embedded newline"), detail.rstrip("\n"))
    run2 = dart_run(before)
    run_p = dart_run([("test/parser_test.dart", parser_tests2)], end="00:01")
    run3 = dart_run(before, end="00:03")
    assert len(dart_run(after)) == len(run2) + 2
    parser_src = r"""  /// Parses [input] into rows of fields.
  List<List<String>> parse(String input) {
    final rows = <List<String>>[];
    var row = <String>[];
    final field = StringBuffer();
    var inQuotes = false;
    var start = input.startsWith('\uFEFF') ? 1 : 0;
    for (var i = start; i < input.length; i++) {
      final c = input[i];
      if (inQuotes) {
        if (c == dialect.quote) {
          if (i + 1 < input.length && input[i + 1] == dialect.quote) {
            field.write(c);
            i++;
          } else {
            inQuotes = false;
          }
        } else if (c == '\n' || c == '\r') {
          _endRow(rows, row, field);
          row = <String>[];
        } else {
          field.write(c);
        }
      } else if (c == dialect.quote && field.isEmpty) {
        inQuotes = true;
      } else if (c == dialect.delimiter) {
        row.add(_finish(field));
        field.clear();
      } else if (c == '\n' || c == '\r') {
        if (c == '\r' && i + 1 < input.length && input[i + 1] == '\n') i++;
        _endRow(rows, row, field);
        row = <String>[];
      } else {
        field.write(c);
      }
    }
    if (inQuotes) {
      throw FormatException('Unterminated quoted field', input, input.length);
    }
    if (field.isNotEmpty || row.isNotEmpty) _endRow(rows, row, field);
    return rows;
  }"""
    fix_old = r"""            inQuotes = false;
          }
        } else if (c == '\n' || c == '\r') {
          _endRow(rows, row, field);
          row = <String>[];
        } else {"""
    fix_new = r"""            inQuotes = false;
          }
        } else {"""
    test_excerpt = r'''    test('quoted field with escaped quote', () {
      expect(parser.parse('a,"say ""hi"""\n'), [
        ['a', 'say "hi"'],
      ]);
    });

    test('quoted field with embedded newline', () {
      expect(parser.parse('id,note\n1,"line one\nline two"\n'), [
        ['id', 'note'],
        ['1', 'line one\nline two'],
      ]);
    });

    test('unterminated quote throws FormatException', () {
      expect(() => parser.parse('a,"oops\n'), throwsFormatException);
    });

    test('custom delimiter ;', () {
      final semi = CsvParser(dialect: const Dialect(delimiter: ';'));
      expect(semi.parse('a;b;c\n'), [
        ['a', 'b', 'c'],
      ]);
    });
'''
    assert test_excerpt.split("\n")[7].startswith("      expect(parser.parse('id,note")  # line 88 when shown from 81
    add = r"""    test('CRLF inside quotes is kept verbatim', () {
      expect(parser.parse('a,"x\r\ny"\r\n'), [
        ['a', 'x\r\ny'],
      ]);
    });

    test('embedded newline in the last field without final newline', () {
      expect(parser.parse('1,"two\nlines"'), [
        ['1', 'two\nlines'],
      ]);
    });

    test('unterminated quote throws FormatException', () {"""
    p_test = f"{root}/test/parser_test.dart"
    turns = [
        (call("list_directory", path=root), f"""Directory listing for {root}:
[DIR] .dart_tool
[DIR] benchmark
[DIR] example
[DIR] lib
[DIR] test
.gitignore
analysis_options.yaml
CHANGELOG.md
LICENSE
pubspec.lock
pubspec.yaml
README.md"""),
        (gshell("dart test", "Run the whole test suite"), grun("dart test", "\n".join(run1), code=1, pgid=72014)),
        (call("read_file", absolute_path=f"{root}/lib/src/parser.dart", offset=40, limit=44),
         "[File content truncated: showing lines 41-84 of 131 total lines. Use offset/limit parameters to view more.]\n" + parser_src),
        (gem_replace(f"{root}/lib/src/parser.dart", fix_old, fix_new), GEM_OK.format(f"{root}/lib/src/parser.dart")),
        (gshell("dart test 2>&1 | tail -n 5", "Re-run the suite and show the summary"),
         grun("dart test 2>&1 | tail -n 5", "\n".join(run2[-5:]), pgid=72120)),
        (call("read_file", absolute_path=p_test, offset=80, limit=24),
         "[File content truncated: showing lines 81-104 of 214 total lines. Use offset/limit parameters to view more.]\n" + test_excerpt),
        (gem_replace(p_test, "    test('unterminated quote throws FormatException', () {", add), GEM_OK.format(p_test)),
        (gshell("dart test test/parser_test.dart", "Run the parser tests including the new ones"),
         grun("dart test test/parser_test.dart", "\n".join(run_p), pgid=72188)),
        (gshell("dart test 2>&1 | tail -n 4", "Run the full suite once more"),
         grun("dart test 2>&1 | tail -n 4", "\n".join(run3[-4:]), pgid=72231)),
        (gshell("dart analyze", "Static analysis"), grun("dart analyze", "Analyzing csv_lite...\nNo issues found!", pgid=72260)),
        (gshell("git diff --stat", "Summarize the changes"), grun("git diff --stat", diffstat([
            ("lib/src/parser.dart", 0, 3), ("test/parser_test.dart", add.count("\n"), 0)]), pgid=72274)),
    ]
    rs.add(task="swe", tid="h35-swe-10", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/sam/dev/csv_lite (a pure-Dart CSV package, Dart 3.4, package:test 1.25; tests in "
        "test/dialect_test.dart, parser_test.dart, stream_test.dart, writer_test.dart). Branch fix/quoted-newlines, "
        "clean.\nUser: \"A quoted field that contains a newline gets split into two rows. Fix the parser and add a "
        "couple of regression tests around newlines in quotes.\""),
        bad=True, turn=9, kind="full-suite pass count unchanged after two tests were added")


# Go + Gin + testify (Gemini CLI) - bad
def t11(rs: RowSet) -> None:
    root = "/home/omar/code/shortlink"
    redirect = """package handler

import (
	"errors"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/omarh/shortlink/internal/store"
)

// Redirect resolves a short code and redirects to its target URL.
func (h *Handler) Redirect(c *gin.Context) {
	code := c.Param("code")
	link, err := h.store.Get(c.Request.Context(), code)
	if errors.Is(err, store.ErrNotFound) {
		c.JSON(http.StatusNotFound, gin.H{"error": "unknown code"})
		return
	}
	if err != nil {
		h.log.Error("store get", "code", code, "err", err)
		c.JSON(http.StatusInternalServerError, gin.H{"error": "internal"})
		return
	}

	go h.stats.Hit(code, time.Now())
	c.Redirect(http.StatusFound, link.Target)
}
"""
    old = "\n\tgo h.stats.Hit(code, time.Now())"
    new = """
	if link.ExpiresAt != nil && !h.now().Before(*link.ExpiresAt) {
		c.JSON(http.StatusGone, gin.H{"error": "link expired", "expired_at": link.ExpiresAt.UTC().Format(time.RFC3339)})
		return
	}

	go h.stats.Hit(code, h.now())"""
    size2 = len(redirect.replace(old, new).encode())
    cmd4 = "ls -l --time-style=long-iso internal/handler/ && go test ./internal/handler/ -run TestRedirect -v"
    turns = [
        (gshell("date && ls -l --time-style=long-iso internal/handler/", "Check the time and the handler package files"),
         grun("date && ls -l --time-style=long-iso internal/handler/", f"""Tue Jun 11 10:41:07 UTC 2024
total 36
-rw-r--r-- 1 omar omar 2140 2024-05-21 16:02 create.go
-rw-r--r-- 1 omar omar 4381 2024-05-21 16:02 create_test.go
-rw-r--r-- 1 omar omar  734 2024-04-18 12:10 handler.go
-rw-r--r-- 1 omar omar {len(redirect.encode()):>4} 2024-06-10 18:27 redirect.go
-rw-r--r-- 1 omar omar 3907 2024-06-10 18:27 redirect_test.go
-rw-r--r-- 1 omar omar  911 2024-05-02 09:48 routes.go
-rw-r--r-- 1 omar omar 1248 2024-05-21 16:02 stats.go
-rw-r--r-- 1 omar omar 2266 2024-05-21 16:02 stats_test.go""", pgid=19077)),
        (call("read_file", absolute_path=f"{root}/internal/handler/redirect.go"), redirect),
        (gem_replace(f"{root}/internal/handler/redirect.go", old, new), GEM_OK.format(f"{root}/internal/handler/redirect.go")),
        (gshell(cmd4, "Check the edited file and run the redirect tests"), grun(cmd4, f"""total 36
-rw-r--r-- 1 omar omar 2140 2024-05-21 16:02 create.go
-rw-r--r-- 1 omar omar 4381 2024-05-21 16:02 create_test.go
-rw-r--r-- 1 omar omar  734 2024-04-18 12:10 handler.go
-rw-r--r-- 1 omar omar {size2:>4} 2024-06-11 10:38 redirect.go
-rw-r--r-- 1 omar omar 3907 2024-06-10 18:27 redirect_test.go
-rw-r--r-- 1 omar omar  911 2024-05-02 09:48 routes.go
-rw-r--r-- 1 omar omar 1248 2024-05-21 16:02 stats.go
-rw-r--r-- 1 omar omar 2266 2024-05-21 16:02 stats_test.go
=== RUN   TestRedirect
=== RUN   TestRedirect/known_code_redirects_with_302
=== RUN   TestRedirect/unknown_code_returns_404
=== RUN   TestRedirect/expired_link_returns_410
=== RUN   TestRedirect/link_expiring_in_the_future_still_redirects
=== RUN   TestRedirect/store_error_returns_500
--- PASS: TestRedirect (0.00s)
    --- PASS: TestRedirect/known_code_redirects_with_302 (0.00s)
    --- PASS: TestRedirect/unknown_code_returns_404 (0.00s)
    --- PASS: TestRedirect/expired_link_returns_410 (0.00s)
    --- PASS: TestRedirect/link_expiring_in_the_future_still_redirects (0.00s)
    --- PASS: TestRedirect/store_error_returns_500 (0.00s)
=== RUN   TestRedirectRecordsHit
--- PASS: TestRedirectRecordsHit (0.01s)
PASS
ok  	github.com/omarh/shortlink/internal/handler	0.027s""", pgid=19140)),
        (gshell("go vet ./... && go test ./...", "Vet and run every package's tests"), grun("go vet ./... && go test ./...", """?   	github.com/omarh/shortlink/cmd/shortlink	[no test files]
ok  	github.com/omarh/shortlink/internal/config	0.006s
ok  	github.com/omarh/shortlink/internal/handler	0.031s
ok  	github.com/omarh/shortlink/internal/middleware	0.012s
ok  	github.com/omarh/shortlink/internal/store	0.184s
ok  	github.com/omarh/shortlink/internal/store/sqlite	0.422s""", pgid=19188)),
        (gshell("git diff --stat && git log -1 --format='%h %ci %s'", "Summarize the change and show the last commit"),
         grun("git diff --stat && git log -1 --format='%h %ci %s'", diffstat([("internal/handler/redirect.go", 6, 1)])
              + "\n2c71f0e 2024-06-10 18:29:44 +0000 handler: add failing test for expired links (410)", pgid=19203)),
    ]
    rs.add(task="swe", tid="h35-swe-11", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/omar/code/shortlink (Go 1.22 URL shortener: Gin HTTP handlers, SQLite store, tests with "
        "testify). Branch feat/expiring-links; the last commit added a failing test for expired links.\nUser: \"Links "
        "have an optional ExpiresAt. Make the redirect handler answer 410 Gone once a link has expired (use h.now so "
        "the tests can fake the clock) and get the handler tests green.\""),
        bad=True, turn=4, kind="mtime of the just-edited file is earlier than the date printed before the edit")


# R package + testthat (OpenHands) - clean
def t12(rs: RowSet) -> None:
    root = "/workspace/tidyweather"
    conv = """#' Convert temperatures between Fahrenheit and Celsius
#'
#' @param x Numeric vector of temperatures.
#' @param digits Number of decimals to round to, or `NULL` for no rounding.
#' @return Numeric vector the same length as `x`; `NA` stays `NA`.
#' @export
f_to_c <- function(x, digits = 1) {
  stopifnot(is.numeric(x) || all(is.na(x)))
  out <- (x - 32) * 5 / 9
  if (!is.null(digits)) out <- round(out, digits)
  out
}

#' @rdname f_to_c
#' @export
c_to_f <- function(x, digits = 1) {
  stopifnot(is.numeric(x))
  out <- x * 9 / 5 + 32
  if (!is.null(digits)) out <- round(out, digits)
  out
}

#' Convert wind speed from km/h to m/s
#'
#' @inheritParams f_to_c
#' @export
kmh_to_ms <- function(x, digits = 2) {
  stopifnot(is.numeric(x) || all(is.na(x)))
  out <- x / 3.6
  if (!is.null(digits)) out <- round(out, digits)
  out
}
"""
    p = f"{root}/R/convert.R"
    old = "  stopifnot(is.numeric(x))\n  out <- x * 9 / 5 + 32"
    new = "  stopifnot(is.numeric(x) || all(is.na(x)))\n  out <- x * 9 / 5 + 32"
    _, e1 = oh_replace(p, conv, old, new)
    rule = "─" * 80
    err = """Error (test-convert.R:31:3): c_to_f passes all-NA input through
Error in `c_to_f(c(NA, NA))`: is.numeric(x) is not TRUE
Backtrace:
    ▆
 1. ├─testthat::expect_equal(c_to_f(c(NA, NA)), c(NA_real_, NA_real_)) at test-convert.R:31:3
 2. │ └─testthat::quasi_label(enquo(object), label, arg = "object")
 3. │   └─rlang::eval_bare(expr, quo_get_env(quo))
 4. └─tidyweather::c_to_f(c(NA, NA))
 5.   └─base::stopifnot(is.numeric(x))"""

    def head(title: str, ch: str = "─") -> str:
        return f"{ch}{ch} {title} " + ch * (80 - len(title) - 4)

    run1 = f"""ℹ Loading tidyweather
ℹ Testing tidyweather
✔ | F W  S  OK | Context
✔ |         12 | aggregate [0.3s]
✖ | 1        8 | convert
{rule}
{err}
{rule}
✔ |      2   6 | fetch [0.4s]
✔ |         15 | parse [0.2s]

{head("Results", "═")}
Duration: 1.8 s

{head("Skipped tests (2)")}
• offline (2): test-fetch.R:14:3, test-fetch.R:27:3

{head("Failed tests")}
{err}

[ FAIL 1 | WARN 0 | SKIP 2 | PASS 41 ]"""
    run2 = f"""ℹ Loading tidyweather
ℹ Testing tidyweather
✔ | F W  S  OK | Context
✔ |          9 | convert

{head("Results", "═")}
[ FAIL 0 | WARN 0 | SKIP 0 | PASS 9 ]"""
    run3 = f"""ℹ Loading tidyweather
ℹ Testing tidyweather
✔ | F W  S  OK | Context
✔ |         12 | aggregate [0.3s]
✔ |          9 | convert
✔ |      2   6 | fetch [0.3s]
✔ |         15 | parse [0.2s]

{head("Results", "═")}
Duration: 1.6 s

{head("Skipped tests (2)")}
• offline (2): test-fetch.R:14:3, test-fetch.R:27:3

[ FAIL 0 | WARN 0 | SKIP 2 | PASS 42 ]"""
    news = """# tidyweather (development version)

# tidyweather 0.4.0

* `read_station()` gains a `tz` argument (#41).
* `aggregate_daily()` now keeps the station id column.
* New `kmh_to_ms()` for wind speeds.

# tidyweather 0.3.1

* Fixed parsing of negative temperatures without a leading zero (#33)."""
    note = "\n* `c_to_f()` now passes all-`NA` input through, like `f_to_c()` (#47)."
    news2 = news.replace("(development version)\n", "(development version)\n" + note + "\n", 1)
    assert news2.split("\n")[1:4] == ["", note.strip(), ""]
    quick = ("Rscript -e 'devtools::load_all(quiet = TRUE); print(c_to_f(c(NA, 21.5, -40))); "
             "print(f_to_c(c(70.7, NA), digits = NULL)); print(kmh_to_ms(c(36, 50)))'")
    turns = [
        (bash("cd /workspace/tidyweather && Rscript -e 'devtools::test()' 2>&1"), oh_bash(run1, root)),
        (editor("view", p), cat_n(p, conv)),
        (editor("str_replace", p, old_str=old, new_str=new), e1),
        (bash("cd /workspace/tidyweather && Rscript -e 'devtools::test(filter = \"convert\")' 2>&1"), oh_bash(run2, root)),
        (bash("cd /workspace/tidyweather && Rscript -e 'devtools::test()' 2>&1"), oh_bash(run3, root)),
        (bash(f"cd /workspace/tidyweather && {quick}"), oh_bash("[1]    NA  70.7 -40.0\n[1] 21.5   NA\n[1] 10.00 13.89", root)),
        (editor("view", f"{root}/NEWS.md"), cat_n(f"{root}/NEWS.md", news)),
        (editor("insert", f"{root}/NEWS.md", insert_line=1, new_str=note),
         edited(f"{root}/NEWS.md", "\n".join(news2.split("\n")[0:7]), 1)),
        (bash("cd /workspace/tidyweather && git diff --stat"), oh_bash(diffstat([("NEWS.md", 2, 0), ("R/convert.R", 1, 1)]), root)),
    ]
    rs.add(task="swe", tid="h35-swe-12", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/tidyweather (R package for weather-station data; testthat 3e, "
        "devtools 2.4, R 4.4). Branch fix/c-to-f-na, clean.\nIssue #47: \"c_to_f(NA) errors while f_to_c(NA) returns "
        "NA.\" A failing test already exists in tests/testthat/test-convert.R. Fix the function and add a NEWS entry."))


# Rust + Actix Web + tokio (OpenHands) - clean
def t13(rs: RowSet) -> None:
    root = "/workspace/pastebin-rs"
    routes = """use actix_web::{web, HttpResponse, Responder};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::store::{PasteStore, StoreError};

/// Largest accepted paste body, in bytes (1 MiB).
pub const MAX_PASTE_BYTES: usize = 1024 * 1024;

#[derive(Deserialize)]
pub struct NewPaste {
    pub content: String,
    #[serde(default)]
    pub language: Option<String>,
    #[serde(default)]
    pub ttl_secs: Option<u64>,
}

#[derive(Serialize)]
struct Created {
    id: Uuid,
    url: String,
}

pub fn config(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api/pastes")
            .route("", web::post().to(create))
            .route("/{id}", web::get().to(fetch))
            .route("/{id}", web::delete().to(remove)),
    );
}"""
    p = f"{root}/src/routes.rs"
    old = '        web::scope("/api/pastes")\n            .route("", web::post().to(create))'
    new = ('        web::scope("/api/pastes")\n            .app_data(web::JsonConfig::default().limit(MAX_PASTE_BYTES))\n'
           '            .route("", web::post().to(create))')
    r2, e1 = oh_replace(p, routes, old, new)
    unit = ["routes::tests::create_returns_201_and_id", "routes::tests::create_rejects_empty_content",
            "routes::tests::create_rejects_oversized_body", "routes::tests::fetch_returns_paste",
            "routes::tests::fetch_unknown_is_404", "routes::tests::fetch_expired_is_410", "routes::tests::delete_is_idempotent",
            "store::tests::insert_and_get", "store::tests::get_missing", "store::tests::ttl_expiry",
            "store::tests::sweep_removes_expired", "store::tests::concurrent_inserts", "highlight::tests::known_language",
            "highlight::tests::unknown_language_falls_back", "config::tests::defaults", "config::tests::env_overrides",
            "config::tests::rejects_port_zero", "id::tests::parse_roundtrip"]

    def unit_run(failing: str | None, secs: str) -> str:
        lines = [f"test {t} ... {'FAILED' if t == failing else 'ok'}" for t in sorted(unit)]
        n = len(unit)
        if failing:
            return ("\nrunning 18 tests\n" + "\n".join(lines) + f"""

failures:

---- {failing} stdout ----
thread '{failing}' panicked at src/routes.rs:142:9:
assertion `left == right` failed
  left: 201
 right: 413
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    {failing}

test result: FAILED. {n - 1} passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s

error: test failed, to rerun pass `--lib`""")
        return ("\nrunning 18 tests\n" + "\n".join(lines)
                + f"\n\ntest result: ok. {n} passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {secs}s\n")

    t1 = """   Compiling pastebin-rs v0.3.1 (/workspace/pastebin-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.84s
     Running unittests src/lib.rs (target/debug/deps/pastebin_rs-9f3c1d2a7b6e5f40)
""" + unit_run("routes::tests::create_rejects_oversized_body", "0.09")
    api = ["api_create_then_fetch", "api_delete_then_404", "api_language_is_echoed", "api_oversized_is_413",
           "api_rejects_non_json", "api_ttl_expires"]
    t2 = """   Compiling pastebin-rs v0.3.1 (/workspace/pastebin-rs)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 5.91s
     Running unittests src/lib.rs (target/debug/deps/pastebin_rs-9f3c1d2a7b6e5f40)
""" + unit_run(None, "0.07") + """
     Running unittests src/main.rs (target/debug/deps/pastebin_rs-2b81e0c4d9a37f15)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/api.rs (target/debug/deps/api-61d0a9e3c7f2b148)

running 6 tests
""" + "\n".join(f"test {t} ... ok" for t in api) + """

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 1.12s

   Doc-tests pastebin_rs

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s
"""
    big = ("head -c 1500000 /dev/urandom | base64 -w0 | jq -Rs '{content: .}' > /tmp/big.json && "
           "curl -s -o /dev/null -w '%{http_code}\\n' -H 'content-type: application/json' --data-binary @/tmp/big.json "
           "localhost:8088/api/pastes && curl -s -H 'content-type: application/json' "
           "-d '{\"content\":\"hello\",\"language\":\"text\"}' localhost:8088/api/pastes; echo")
    pid_id = "7f9c2b1e-4d3a-4e8b-9a61-0c5d2f7e8b34"
    created = json.dumps({"id": pid_id, "url": f"/api/pastes/{pid_id}"}, separators=(",", ":"))
    turns = [
        (bash("cd /workspace/pastebin-rs && cargo test --lib 2>&1 | tail -40"), oh_bash(t1, root)),
        (editor("view", p, view_range=[1, 32]), cat_n(p, routes)),
        (editor("str_replace", p, old_str=old, new_str=new), e1),
        (bash("cd /workspace/pastebin-rs && cargo test 2>&1"), oh_bash(t2, root)),
        (bash("cd /workspace/pastebin-rs && cargo build --release 2>&1 | tail -3"), oh_bash("""   Compiling pastebin-rs v0.3.1 (/workspace/pastebin-rs)
    Finished `release` profile [optimized] target(s) in 38.62s""", root)),
        (bash("cd /workspace/pastebin-rs && ./target/release/pastebin-rs --port 8088 > /tmp/pb.log 2>&1 & echo $!"),
         oh_bash("[1] 23817\n23817", root)),
        (bash(f"cd /workspace/pastebin-rs && sleep 1; {big}"), oh_bash("413\n" + created, root)),
        (bash("cat /tmp/pb.log"), oh_bash(f"""[2024-06-07T08:14:22Z INFO  actix_server::builder] starting 16 workers
[2024-06-07T08:14:22Z INFO  actix_server::server] Actix runtime found; starting in Actix runtime
[2024-06-07T08:14:22Z INFO  pastebin_rs] listening on 127.0.0.1:8088 (max paste 1048576 bytes)
[2024-06-07T08:14:25Z INFO  actix_web::middleware::logger] 127.0.0.1 "POST /api/pastes HTTP/1.1" 413 0 "-" "curl/7.88.1" 0.004121
[2024-06-07T08:14:25Z INFO  actix_web::middleware::logger] 127.0.0.1 "POST /api/pastes HTTP/1.1" 201 {len(created)} "-" "curl/7.88.1" 0.000612""", root)),
        (bash("cd /workspace/pastebin-rs && kill 23817; RUST_LOG=debug cargo run -q -- --port 8088 > /tmp/pb.log 2>&1 & sleep 5; head -n 4 /tmp/pb.log; pgrep -a pastebin"),
         oh_bash("""[2] 24102
[1]   Terminated              ./target/release/pastebin-rs --port 8088 > /tmp/pb.log 2>&1
[2024-06-07T08:16:03Z DEBUG pastebin_rs::config] config: port=8088 bind=127.0.0.1 max_paste_bytes=1048576 sweep_every=60s
[2024-06-07T08:16:03Z INFO  actix_server::builder] starting 16 workers
[2024-06-07T08:16:03Z INFO  actix_server::server] Actix runtime found; starting in Actix runtime
[2024-06-07T08:16:03Z INFO  pastebin_rs] listening on 127.0.0.1:8088 (max paste 1048576 bytes)
24131 target/debug/pastebin-rs --port 8088""", root)),
        (bash('cd /workspace/pastebin-rs && git add -A && git commit -q -m "Enforce MAX_PASTE_BYTES on JSON bodies (413 instead of 201)" && git log --oneline -3'),
         oh_bash("""c58e91f Enforce MAX_PASTE_BYTES on JSON bodies (413 instead of 201)
0a7b3d6 Add failing test for oversized pastes
e2f4c19 Sweep expired pastes every 60s""", root)),
    ]
    assert r2.count("JsonConfig") == 1
    rs.add(task="swe", tid="h35-swe-13", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/pastebin-rs (Rust 1.78, actix-web 4.6 on tokio, in-memory store; "
        "deps already built in target/). Branch main, clean; the last commit adds a failing test.\nTask: pastes "
        "larger than MAX_PASTE_BYTES (1 MiB) are accepted because actix's default JSON limit is 2 MiB. Enforce the "
        "limit, check it against a locally running server on port 8088, and commit."))


# Julia Pkg.test (Gemini CLI) - bad
def t14(rs: RowSet) -> None:
    root = "/home/ines/dev/SparseKit.jl"
    mod = """module SparseKit

using LinearAlgebra
import Base: size, getindex, setindex!, *, show, copy

export COOMatrix, CSRMatrix, CSCMatrix
export to_csr, to_csc, to_coo, nnz, spmv!

include("coo.jl")
include("csr.jl")
include("csc.jl")
include("convert.jl")
include("linalg.jl")
include("show.jl")

end # module
"""
    conv = '''# Conversions between COO, CSR and CSC storage.

"""
    to_csr(A::COOMatrix) -> CSRMatrix

Convert a coordinate-format matrix to compressed sparse row format.
Entries are sorted by (row, column).
"""
function to_csr(A::COOMatrix{T}) where {T}
    m, n = size(A)
    p = sortperm(collect(zip(A.rows, A.cols)))
    rows, cols, vals = A.rows[p], A.cols[p], A.vals[p]
    counts = zeros(Int, m)
    for (k, r) in enumerate(unique(rows))
        counts[k] = count(==(r), rows)
    end
    rowptr = cumsum([1; counts])
    return CSRMatrix{T}(m, n, rowptr, cols, vals)
end

"""
    to_csc(A::COOMatrix) -> CSCMatrix

Convert to compressed sparse column format (via the transpose's CSR form).
"""
function to_csc(A::COOMatrix{T}) where {T}
    t = to_csr(COOMatrix{T}(size(A, 2), size(A, 1), copy(A.cols), copy(A.rows), copy(A.vals)))
    return CSCMatrix{T}(size(A, 1), size(A, 2), t.rowptr, t.colval, t.nzval)
end

to_coo(A::CSRMatrix{T}) where {T} =
    COOMatrix{T}(A.m, A.n, [i for i in 1:A.m for _ in A.rowptr[i]:A.rowptr[i+1]-1], copy(A.colval), copy(A.nzval))
'''
    fix_old = "    for (k, r) in enumerate(unique(rows))\n        counts[k] = count(==(r), rows)\n    end"
    fix_new = "    for r in rows\n        counts[r] += 1\n    end"
    jl = "julia --project -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 25"
    status = """     Testing SparseKit
      Status `/tmp/jl_Xq2b7T/Project.toml`
  [6f2a1c9e] SparseKit v0.2.0 `~/dev/SparseKit.jl`
  [37e2e46d] LinearAlgebra
  [9a3f8284] Random
  [8dfed614] Test
      Status `/tmp/jl_Xq2b7T/Manifest.toml`
  [6f2a1c9e] SparseKit v0.2.0 `~/dev/SparseKit.jl`
  [56f22d72] Artifacts
  [8f399da3] Libdl
  [37e2e46d] LinearAlgebra
  [9a3f8284] Random
  [ea8e919c] SHA v0.7.0
  [9e88b42a] Serialization
  [8dfed614] Test
  [e66e0078] CompilerSupportLibraries_jll v1.1.1+0
  [4536629a] OpenBLAS_jll v0.3.23+4
  [8e850b90] libblastrampoline_jll v5.8.0+1
     Testing Running tests..."""
    fail = status + """
to_csr: Test Failed at /home/ines/dev/SparseKit.jl/test/test_convert.jl:27
  Expression: to_csr(A).rowptr == [1, 3, 3, 5]
   Evaluated: [1, 3, 5, 5] == [1, 3, 3, 5]

Stacktrace:
 [1] macro expansion
   @ ~/.julia/juliaup/julia-1.10.4+0.x64.linux.gnu/share/julia/stdlib/v1.10/Test/src/Test.jl:672 [inlined]
 [2] macro expansion
   @ ~/dev/SparseKit.jl/test/test_convert.jl:27 [inlined]
Test Summary: | Pass  Fail  Total  Time
SparseKit     |   86     1     87  3.1s
  COO         |   21           21  0.4s
  CSR         |   24           24  0.6s
  CSC         |   19           19  0.3s
  conversions |   14     1     15  1.2s
  linalg      |    8            8  0.6s
ERROR: LoadError: Some tests did not pass: 86 passed, 1 failed, 0 errored, 0 broken.
in expression starting at /home/ines/dev/SparseKit.jl/test/runtests.jl:4
ERROR: Package SparseKit errored during testing"""
    ok = status + """
Test Summary: | Pass  Total  Time
SparseKit     |   87     87  2.9s
  COO         |   21     21  0.4s
  CSR         |   24     24  0.5s
  CSC         |   19     19  0.3s
  conversions |   15     15  1.1s
  linalg      |    8      8  0.6s
     Testing SparseKit tests passed """
    fail, ok = ("\n".join(x.split("\n")[-25:]) for x in (fail, ok))

    def listing(conv_name: str) -> str:
        files = sorted(["SparseKit.jl", "coo.jl", conv_name, "csc.jl", "csr.jl", "linalg.jl", "show.jl"], key=str.lower)
        return f"Directory listing for {root}/src:\n" + "\n".join(files)

    turns = [
        (call("list_directory", path=f"{root}/src"), listing("convert.jl")),
        (call("read_file", absolute_path=f"{root}/src/SparseKit.jl"), mod),
        (gshell("git mv src/convert.jl src/conversions.jl", "Rename the conversions source file"),
         grun("git mv src/convert.jl src/conversions.jl", pgid=27713)),
        (gem_replace(f"{root}/src/SparseKit.jl", 'include("convert.jl")', 'include("conversions.jl")'),
         GEM_OK.format(f"{root}/src/SparseKit.jl")),
        (gshell(jl, "Run the package tests"), grun(jl, fail, pgid=27760)),
        (call("read_file", absolute_path=f"{root}/src/conversions.jl"), conv),
        (gem_replace(f"{root}/src/conversions.jl", fix_old, fix_new), GEM_OK.format(f"{root}/src/conversions.jl")),
        (gshell(jl, "Re-run the package tests"), grun(jl, ok, pgid=27902)),
        (gshell("git status", "Review the working tree"), grun("git status", """On branch fix/csr-empty-rows
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	renamed:    src/convert.jl -> src/conversions.jl

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   src/SparseKit.jl
	modified:   src/conversions.jl
""", pgid=27955)),
        (call("list_directory", path=f"{root}/src"), listing("convert.jl")),
        (gshell("git log --oneline -3", "Show recent history"), grun("git log --oneline -3", """b41e7d0 Add CSC <-> COO round-trip tests
93c2f5a Implement spmv! for CSRMatrix
5d0e8a7 Pretty-print sparse matrices in the REPL""", pgid=27981)),
        (call("read_file", absolute_path=f"{root}/Project.toml"), """name = "SparseKit"
uuid = "6f2a1c9e-3b7d-4e21-9c84-5a0d2e6b71f3"
authors = ["Ines Carvalho <ines.carvalho@fc.ul.pt>"]
version = "0.2.0"

[deps]
LinearAlgebra = "37e2e46d-f89d-539d-b4ee-838fcccc9c8e"

[compat]
julia = "1.9"

[extras]
Random = "9a3f8284-a2c9-5f02-9a11-845980a1fd5c"
Test = "8dfed614-e22c-5e08-85e1-65c5234f0b40"

[targets]
test = ["Random", "Test"]
"""),
    ]
    rs.add(task="swe", tid="h35-swe-14", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/ines/dev/SparseKit.jl (a small Julia 1.10 sparse-matrix package; tests run with "
        "Pkg.test()). Branch fix/csr-empty-rows, clean.\nUser: \"Please rename src/convert.jl to src/conversions.jl "
        "(git mv), then find out why to_csr gives a wrong rowptr when a row is empty and fix it.\""),
        bad=True, turn=10, kind="file renamed with git mv is listed under its old name")


# C + CMake + Unity (OpenHands) - bad
def t15(rs: RowSet) -> None:
    root = "/workspace/ringbuf"
    src = """#include "ringbuf.h"

#include <stdlib.h>
#include <string.h>

#ifdef RINGBUF_ENABLE_ASSERTS
#include <assert.h>
#define RB_ASSERT(x) assert(x)
#else
#define RB_ASSERT(x) ((void)0)
#endif

int rb_init(ringbuf_t *rb, size_t cap) {
    RB_ASSERT(rb != NULL);
    if (cap == 0) return RB_EINVAL;
    rb->buf = calloc(cap, sizeof(int32_t));
    if (!rb->buf) return RB_ENOMEM;
    rb->cap = cap;
    rb->head = rb->tail = rb->len = 0;
    return RB_OK;
}

void rb_free(ringbuf_t *rb) {
    free(rb->buf);
    memset(rb, 0, sizeof(*rb));
}

int rb_push(ringbuf_t *rb, int32_t v) {
    RB_ASSERT(rb && rb->buf);
    if (rb->len == rb->cap) return RB_EFULL;
    rb->buf[rb->head] = v;
    rb->head = (rb->head + 1) % rb->cap;
    rb->len++;
    return RB_OK;
}

int rb_pop(ringbuf_t *rb, int32_t *out) {
    RB_ASSERT(rb && rb->buf && out);
    if (rb->len == 0) return RB_EEMPTY;
    *out = rb->buf[rb->tail];
    rb->tail++;
    if (rb->tail > rb->cap) rb->tail = 0;
    rb->len--;
    return RB_OK;
}

int rb_peek(const ringbuf_t *rb, int32_t *out) {
    RB_ASSERT(rb && rb->buf && out);
    if (rb->len == 0) return RB_EEMPTY;
    *out = rb->buf[rb->tail];
    return RB_OK;
}

size_t rb_len(const ringbuf_t *rb) { return rb->len; }
size_t rb_cap(const ringbuf_t *rb) { return rb->cap; }
"""
    p = f"{root}/src/ringbuf.c"
    old = "    rb->tail++;\n    if (rb->tail > rb->cap) rb->tail = 0;"
    new = "    rb->tail = (rb->tail + 1) % rb->cap;"
    s2, e1 = oh_replace(p, src, old, new)
    tests = [(41, "test_init_empty"), (48, "test_init_zero_cap_is_einval"), (54, "test_push_pop_single"),
             (63, "test_pop_empty_is_eempty"), (70, "test_push_full_is_efull"), (88, "test_wraparound_preserves_order"),
             (103, "test_peek_does_not_consume"), (112, "test_len_tracks_push_pop"), (124, "test_fill_drain_fill"),
             (139, "test_free_resets"), (146, "test_cap_one")]

    def unity(fail: bool) -> str:
        out = []
        for ln, name in tests:
            if fail and name == "test_wraparound_preserves_order":
                out.append(f"/workspace/ringbuf/tests/test_ringbuf.c:{ln}:{name}:FAIL: Expected 5 Was 1")
            elif fail and name == "test_fill_drain_fill":
                out.append(f"/workspace/ringbuf/tests/test_ringbuf.c:{ln + 9}:{name}:FAIL: Expected 7 Was 0")
            else:
                out.append(f"/workspace/ringbuf/tests/test_ringbuf.c:{ln}:{name}:PASS")
        nf = 2 if fail else 0
        return "\n".join(out) + f"\n\n-----------------------\n11 Tests {nf} Failures 0 Ignored \n" + ("FAIL" if fail else "OK")

    ctest_fail = f"""Internal ctest changing into directory: /workspace/ringbuf/build
Test project /workspace/ringbuf/build
    Start 1: test_ringbuf
1/2 Test #1: test_ringbuf .....................***Failed    0.01 sec
{unity(True)}

    Start 2: test_iter
2/2 Test #2: test_iter ........................   Passed    0.00 sec

50% tests passed, 1 tests failed out of 2

Total Test time (real) =   0.02 sec

The following tests FAILED:
\t  1 - test_ringbuf (Failed)
Errors while running CTest"""
    build2 = """[ 20%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o
[ 30%] Linking C static library libringbuf.a
[ 50%] Built target ringbuf
[ 50%] Built target unity
[ 70%] Linking C executable test_iter
[ 80%] Linking C executable test_ringbuf
[ 90%] Built target test_iter
[100%] Built target test_ringbuf
Internal ctest changing into directory: /workspace/ringbuf/build
Test project /workspace/ringbuf/build
    Start 1: test_ringbuf
1/2 Test #1: test_ringbuf .....................   Passed    0.01 sec
    Start 2: test_iter
2/2 Test #2: test_iter ........................   Passed    0.00 sec

100% tests passed, 0 tests failed out of 2

Total Test time (real) =   0.02 sec"""
    grep = "grep -E '^(CMAKE_BUILD_TYPE|CMAKE_C_COMPILER|CMAKE_C_FLAGS_DEBUG|RINGBUF_[A-Z_]+):' build/CMakeCache.txt"
    turns = [
        (bash("cd /workspace/ringbuf && cmake -S . -B build -DCMAKE_BUILD_TYPE=Debug -DRINGBUF_ENABLE_ASSERTS=ON"), oh_bash("""-- The C compiler identification is GNU 12.2.0
-- Detecting C compiler ABI info
-- Detecting C compiler ABI info - done
-- Check for working C compiler: /usr/bin/cc - skipped
-- Detecting C compile features
-- Detecting C compile features - done
-- ringbuf 1.4.0: build type Debug, asserts ON, sanitizers OFF
-- Unity: using vendored copy in third_party/unity (v2.6.0)
-- Configuring done (0.4s)
-- Generating done (0.0s)
-- Build files have been written to: /workspace/ringbuf/build""", root)),
        (bash("cd /workspace/ringbuf && cmake --build build -j8"), oh_bash("""[ 10%] Building C object third_party/unity/CMakeFiles/unity.dir/src/unity.c.o
[ 20%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf.c.o
[ 30%] Building C object CMakeFiles/ringbuf.dir/src/ringbuf_iter.c.o
[ 40%] Linking C static library libringbuf.a
[ 50%] Linking C static library third_party/unity/libunity.a
[ 50%] Built target ringbuf
[ 50%] Built target unity
[ 60%] Building C object tests/CMakeFiles/test_ringbuf.dir/test_ringbuf.c.o
[ 70%] Building C object tests/CMakeFiles/test_iter.dir/test_iter.c.o
[ 80%] Linking C executable test_iter
[ 90%] Linking C executable test_ringbuf
[ 90%] Built target test_iter
[100%] Built target test_ringbuf""", root)),
        (bash("cd /workspace/ringbuf && ctest --test-dir build --output-on-failure"), oh_bash(ctest_fail, root, 8)),
        (editor("view", p), cat_n(p, src)),
        (bash(f"cd /workspace/ringbuf && {grep}"), oh_bash("""CMAKE_BUILD_TYPE:STRING=Debug
CMAKE_C_COMPILER:FILEPATH=/usr/bin/cc
CMAKE_C_FLAGS_DEBUG:STRING=-g
RINGBUF_ENABLE_ASSERTS:BOOL=OFF
RINGBUF_ENABLE_SANITIZERS:BOOL=OFF""", root)),
        (editor("str_replace", p, old_str=old, new_str=new), e1),
        (bash("cd /workspace/ringbuf && cmake --build build -j8 && ctest --test-dir build --output-on-failure"), oh_bash(build2, root)),
        (bash("cd /workspace/ringbuf && git diff"), oh_bash(gitdiff("src/ringbuf.c", src, s2, "a93b1e2..47d0c6f"), root)),
        (bash('cd /workspace/ringbuf && git commit -am "rb_pop: wrap tail at cap, not cap+1"'), oh_bash(
            "[main 0c9e4b7] rb_pop: wrap tail at cap, not cap+1\n 1 file changed, 1 insertion(+), 2 deletions(-)", root)),
    ]
    rs.add(task="swe", tid="h35-swe-15", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/ringbuf (C11 fixed-size int32 ring buffer, CMake 3.27, tests with "
        "the Unity framework vendored in third_party/unity). Branch main, clean, no build directory yet.\nTask: "
        "configure a Debug build with RINGBUF_ENABLE_ASSERTS=ON, find out why the ring-buffer tests fail after "
        "wrap-around, fix it and commit."),
        bad=True, turn=5, kind="cache option set ON at configure reads OFF with no reconfigure")


# Lua + busted (Gemini CLI) - clean
def t16(rs: RowSet) -> None:
    root = "/home/pia/src/lua-slugify"
    slug = '''-- slugify.lua: turn arbitrary UTF-8 text into URL slugs.
local M = {}

local TRANSLIT = {
  ["à"] = "a", ["á"] = "a", ["â"] = "a", ["ä"] = "a", ["ã"] = "a", ["å"] = "a",
  ["ç"] = "c", ["è"] = "e", ["é"] = "e", ["ê"] = "e", ["ë"] = "e",
  ["ì"] = "i", ["í"] = "i", ["î"] = "i", ["ï"] = "i", ["ñ"] = "n",
  ["ò"] = "o", ["ó"] = "o", ["ô"] = "o", ["ö"] = "o", ["õ"] = "o",
  ["ù"] = "u", ["ú"] = "u", ["û"] = "u", ["ü"] = "u", ["ý"] = "y", ["ÿ"] = "y",
}

local DEFAULTS = { separator = "-", lowercase = true, max_length = nil, replacements = {} }

local function transliterate(s)
  return (s:gsub("[%z\\1-\\127\\194-\\244][\\128-\\191]*", function(ch)
    return TRANSLIT[ch] or TRANSLIT[ch:lower()] or ch
  end))
end

function M.slugify(text, opts)
  assert(type(text) == "string", "slugify: text must be a string")
  opts = setmetatable(opts or {}, { __index = DEFAULTS })
  for from, to in pairs(opts.replacements) do
    text = text:gsub(from, to)
  end
  text = transliterate(text)
  if opts.lowercase then text = text:lower() end
  local sep = opts.separator
  text = text:gsub("[^%w]+", sep):gsub("^" .. sep .. "+", ""):gsub(sep .. "+$", "")
  if opts.max_length and #text > opts.max_length then
    text = text:sub(1, opts.max_length):gsub(sep .. "[^" .. sep .. "]*$", "")
  end
  return text
end

return M
'''
    old = '  ["ù"] = "u", ["ú"] = "u", ["û"] = "u", ["ü"] = "u", ["ý"] = "y", ["ÿ"] = "y",\n}'
    new = ('  ["ù"] = "u", ["ú"] = "u", ["û"] = "u", ["ü"] = "u", ["ý"] = "y", ["ÿ"] = "y",\n'
           '  ["ß"] = "ss", ["æ"] = "ae", ["Æ"] = "AE", ["œ"] = "oe", ["Œ"] = "OE",\n}')
    spec = '''local slugify = require("slugify").slugify

describe("unicode input", function()
  it("transliterates ligatures", function()
    assert.are.same("aegir-oeuvre", slugify("Ægir Œuvre"))
  end)

  it("drops emoji", function()
    assert.are.same("hot-coffee", slugify("hot ☕ coffee"))
  end)

  it("keeps digits next to accented letters", function()
    assert.are.same("2024-cafe-menu", slugify("2024 Café Menü"))
  end)
end)
'''
    names = ["options custom separator", "options lowercase = false keeps case",
             "options custom replacements run before transliteration", "slugify lower-cases ASCII",
             "slugify replaces spaces with the separator", "slugify collapses repeated separators",
             "slugify trims leading and trailing separators", "slugify strips punctuation", "slugify keeps digits",
             "slugify transliterates Latin-1 accents", "slugify transliterates German sharp s",
             "slugify handles an empty string", "slugify rejects non-string input",
             "slugify max_length cuts at a word boundary"]
    uni = ["unicode input transliterates ligatures", "unicode input drops emoji",
           "unicode input keeps digits next to accented letters"]
    dots = "".join("◼" if n == "slugify transliterates German sharp s" else "●" for n in names)
    run1 = dots + """
13 successes / 1 failure / 0 errors / 0 pending : 0.009412 seconds

Failure → spec/slugify_spec.lua @ 38
slugify transliterates German sharp s
spec/slugify_spec.lua:39: Expected objects to be the same.
Passed in:
(string) 'stra-e'
Expected:
(string) 'strasse'
"""
    tap = f"1..{len(names) + len(uni)}\n" + "\n".join(f"ok {i} - {n}" for i, n in enumerate(names + uni, 1))
    lua = f"{root}/src/slugify.lua"
    turns = [
        (gshell("busted", "Run the spec suite"), grun("busted", run1, code=1, pgid=44120)),
        (call("read_file", absolute_path=lua), slug),
        (gem_replace(lua, old, new), GEM_OK.format(lua)),
        (call("write_file", file_path=f"{root}/spec/unicode_spec.lua", content=spec),
         f"Successfully created and wrote to new file: {root}/spec/unicode_spec.lua."),
        (gshell("busted -o TAP", "Run all specs with TAP output"), grun("busted -o TAP", tap, pgid=44291)),
        (gshell('busted --filter="unicode input"', "Run only the new unicode specs"),
         grun('busted --filter="unicode input"', "●●●\n3 successes / 0 failures / 0 errors / 0 pending : 0.002113 seconds", pgid=44317)),
        (gshell("luacheck src spec", "Lint the sources and specs"), grun("luacheck src spec", """Checking src/slugify.lua                          OK
Checking spec/options_spec.lua                    OK
Checking spec/slugify_spec.lua                    OK
Checking spec/unicode_spec.lua                    OK

Total: 0 warnings / 0 errors in 4 files""", pgid=44330)),
    ]
    rs.add(task="swe", tid="h35-swe-16", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/pia/src/lua-slugify (Lua 5.4 library, specs run with busted 2.2, .busted config sets "
        "lpath to src/?.lua, luacheck for lint). Branch main, clean.\nUser: \"'Straße' slugifies to 'stra-e'. Fix the "
        "transliteration table and add a spec file for other non-ASCII input.\""))


# C++ + Catch2 v3 (Gemini CLI) - clean
def t17(rs: RowSet) -> None:
    root = "/home/yuki/proj/geomlib"
    poly = """#include "geom/polygon.hpp"

#include <algorithm>
#include <cmath>

namespace geom {

double signed_area(const Ring& ring) {
    if (ring.size() < 3) return 0.0;
    double twice = 0.0;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        twice += (ring[i].x - ring[j].x) * (ring[i].y + ring[j].y);
    }
    return twice / 2.0;
}

double area(const Ring& ring) { return std::abs(signed_area(ring)); }

bool is_ccw(const Ring& ring) { return signed_area(ring) > 0.0; }

Ring make_ccw(Ring ring) {
    if (!is_ccw(ring)) std::reverse(ring.begin(), ring.end());
    return ring;
}

Point centroid(const Ring& ring) {
    double twice = 0.0, cx = 0.0, cy = 0.0;
    for (std::size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const double cross = ring[j].x * ring[i].y - ring[i].x * ring[j].y;
        twice += cross;
        cx += (ring[j].x + ring[i].x) * cross;
        cy += (ring[j].y + ring[i].y) * cross;
    }
    return {cx / (3.0 * twice), cy / (3.0 * twice)};
}

}  // namespace geom
"""
    old = "        twice += (ring[i].x - ring[j].x) * (ring[i].y + ring[j].y);"
    new = "        twice += (ring[j].x - ring[i].x) * (ring[i].y + ring[j].y);"
    polytests = [("Polygon signed area is positive for counter-clockwise rings", "[geometry][polygon]"),
                 ("Polygon area of a unit square", "[geometry][polygon]"),
                 ("Polygon area ignores orientation", "[geometry][polygon]"),
                 ("Polygon degenerate rings have zero area", "[geometry][polygon]"),
                 ("Polygon is_ccw detects orientation", "[geometry][polygon]"),
                 ("Polygon make_ccw reverses clockwise rings", "[geometry][polygon]"),
                 ("Polygon centroid of a rectangle", "[geometry][polygon]"),
                 ("Polygon centroid of an L-shape", "[geometry][polygon]"),
                 ("Polygon point-in-polygon with holes", "[geometry][polygon][pip]")]
    bar = "~" * 79
    dash = "-" * 79
    eq = "=" * 79
    run1 = f"""-rwxr-xr-x 1 yuki yuki 4812336 Jun  3 17:45 build/tests/geom_tests
Randomness seeded to: 2871349117

{bar}
geom_tests is a Catch2 v3.5.4 host application.
Run with -? for options

{dash}
Polygon signed area is positive for counter-clockwise rings
{dash}
/home/yuki/proj/geomlib/tests/polygon_test.cpp:31
{"." * 79}

/home/yuki/proj/geomlib/tests/polygon_test.cpp:36: FAILED:
  CHECK( signed_area(square) == Catch::Approx(4.0) )
with expansion:
  -4.0 == Approx( 4.0 )

{dash}
Polygon is_ccw detects orientation
{dash}
/home/yuki/proj/geomlib/tests/polygon_test.cpp:58
{"." * 79}

/home/yuki/proj/geomlib/tests/polygon_test.cpp:61: FAILED:
  CHECK( is_ccw(ccw_triangle) )
with expansion:
  false

/home/yuki/proj/geomlib/tests/polygon_test.cpp:62: FAILED:
  CHECK_FALSE( is_ccw(cw_triangle) )
with expansion:
  !true

{dash}
Polygon make_ccw reverses clockwise rings
{dash}
/home/yuki/proj/geomlib/tests/polygon_test.cpp:65
{"." * 79}

/home/yuki/proj/geomlib/tests/polygon_test.cpp:68: FAILED:
  CHECK( make_ccw(cw_triangle) == ccw_triangle )
with expansion:
  {{ {{0.0, 0.0}}, {{0.0, 3.0}}, {{4.0, 0.0}} }}
  ==
  {{ {{0.0, 0.0}}, {{4.0, 0.0}}, {{0.0, 3.0}} }}

{eq}
test cases:  47 |  44 passed | 3 failed
assertions: 312 | 308 passed | 4 failed
"""
    lst = "Filters: [polygon]\nAll available test cases:\n" + "\n".join(f"  {n}\n      {t}" for n, t in polytests) + f"\n{len(polytests)} matching test cases"
    b = "cmake --build build -j 12 2>&1 | tail -n 5 && ls -l build/tests/geom_tests"
    turns = [
        (gshell("ls -l build/tests/geom_tests && ./build/tests/geom_tests", "Run the existing test binary"),
         grun("ls -l build/tests/geom_tests && ./build/tests/geom_tests", run1, code=1, pgid=9120)),
        (call("read_file", absolute_path=f"{root}/src/polygon.cpp"), poly),
        (gem_replace(f"{root}/src/polygon.cpp", old, new), GEM_OK.format(f"{root}/src/polygon.cpp")),
        (gshell(b, "Rebuild and check the test binary"), grun(b, """[ 84%] Building CXX object src/CMakeFiles/geom.dir/polygon.cpp.o
[ 89%] Linking CXX static library libgeom.a
[ 94%] Built target geom
[ 97%] Linking CXX executable geom_tests
[100%] Built target geom_tests
-rwxr-xr-x 1 yuki yuki 4812352 Jun 12 09:58 build/tests/geom_tests""", pgid=9177)),
        (gshell('./build/tests/geom_tests "[polygon]"', "Run only the polygon tests"),
         grun('./build/tests/geom_tests "[polygon]"', f"Filters: [polygon]\nRandomness seeded to: 913377205\n{eq}\nAll tests passed (58 assertions in 9 test cases)\n", pgid=9215)),
        (gshell("./build/tests/geom_tests", "Run the full test binary"),
         grun("./build/tests/geom_tests", f"Randomness seeded to: 3390081472\n{eq}\nAll tests passed (312 assertions in 47 test cases)\n", pgid=9230)),
        (gshell('./build/tests/geom_tests --list-tests "[polygon]"', "List the polygon test cases"),
         grun('./build/tests/geom_tests --list-tests "[polygon]"', lst, pgid=9244)),
        (gshell("git diff --stat && git status --short", "Summarize the change"),
         grun("git diff --stat && git status --short", diffstat([("src/polygon.cpp", 1, 1)]) + "\n M src/polygon.cpp", pgid=9260)),
    ]
    rs.add(task="swe", tid="h35-swe-17", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/yuki/proj/geomlib (C++20 2-D geometry library, CMake with Unix Makefiles in build/, tests with "
        "Catch2 v3 in build/tests/geom_tests). Branch main, clean; build/ was configured and built last week.\nUser: "
        "\"signed_area returns negative values for counter-clockwise rings, which breaks is_ccw and make_ccw. Fix it "
        "and make sure the whole Catch2 suite passes.\""))


# Deno + Fresh (OpenHands) - bad
def t18(rs: RowSet) -> None:
    root = "/workspace/fresh-blog"
    posts = """import { Handlers } from "$fresh/server.ts";
import { listPosts, type Post } from "../../utils/posts.ts";

const PAGE_SIZE = 20;

export const handler: Handlers = {
  async GET(req) {
    const url = new URL(req.url);
    const tag = url.searchParams.get("tag");
    const page = Math.max(1, Number(url.searchParams.get("page") ?? "1"));
    let posts: Post[] = await listPosts();
    if (tag) {
      posts = posts.filter((p) => p.tags.includes(tag));
    }
    posts.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    const slice = posts.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
    return Response.json(
      slice.map(({ slug, title, tags, publishedAt }) => ({ slug, title, tags, publishedAt })),
    );
  },
};
"""
    p = f"{root}/routes/api/posts.ts"
    old = "      posts = posts.filter((p) => p.tags.includes(tag));"
    new = ("      const wanted = tag.toLowerCase();\n"
           "      posts = posts.filter((p) => p.tags.some((t) => t.toLowerCase() === wanted));")
    _, e1 = oh_replace(p, posts, old, new)
    two = ('{"slug":"fresh-islands-explained","tags":["Deno","Fresh"]}\n'
           '{"slug":"deno-kv-first-look","tags":["Deno","KV"]}')
    q = "curl -s 'http://localhost:8000/api/posts?tag={}'"
    jqc = " | jq -c '.[] | {slug, tags}'"
    turns = [
        (bash("cd /workspace/fresh-blog && deno task start > /tmp/fresh.log 2>&1 & echo $!"), oh_bash("[1] 31477\n31477", root)),
        (bash("sleep 4; cat /tmp/fresh.log"), oh_bash("""Task start deno run -A --watch=static/,routes/ dev.ts
Watcher Process started.
 🍋 Fresh ready\x20
    Local: http://localhost:8000/""", root)),
        (bash("ps -o pid,ppid,etime,args -C deno"), oh_bash("""    PID    PPID     ELAPSED COMMAND
  31474   31406       00:09 deno task start
  31490   31474       00:09 /root/.deno/bin/deno run -A --watch=static/,routes/ dev.ts""", root)),
        (bash(q.format("deno") + "; echo; " + q.format("Deno") + jqc), oh_bash("[]\n" + two, root)),
        (editor("view", p), cat_n(p, posts)),
        (editor("str_replace", p, old_str=old, new_str=new), e1),
        (bash("sleep 2; tail -n 4 /tmp/fresh.log; " + q.format("deno") + jqc), oh_bash("""Watcher File change detected! Restarting!
 🍋 Fresh ready\x20
    Local: http://localhost:8000/
""" + two, root)),
        (bash("cd /workspace/fresh-blog && deno fmt --check && deno lint"), oh_bash("Checked 27 files\nChecked 23 files", root)),
    ]
    rs.add(task="swe", tid="h35-swe-18", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/fresh-blog (Deno 1.44 + Fresh 1.6 blog with an /api/posts JSON "
        "route; posts are Markdown files in posts/). Branch main, clean; nothing running yet.\nTask: "
        "/api/posts?tag=deno returns an empty list although several posts are tagged \"Deno\". Tag filtering should "
        "be case-insensitive. Start the dev server, reproduce, fix and verify."),
        bad=True, turn=3, kind="PID of the background dev-server process differs from the one echoed at launch")


# Django + pytest-django (Gemini CLI) - bad
def t19(rs: RowSet) -> None:
    root = "/home/raj/code/clinic-portal"
    models = '''from django.conf import settings
from django.db import models


class AppointmentStatus(models.TextChoices):
    BOOKED = "booked", "Booked"
    CONFIRMED = "confirmed", "Confirmed"
    CANCELLED = "cancelled", "Cancelled"
    COMPLETED = "completed", "Completed"
    NO_SHOW = "no_show", "No-show"


class Appointment(models.Model):
    patient = models.ForeignKey("patients.Patient", on_delete=models.CASCADE, related_name="appointments")
    clinician = models.ForeignKey("staff.Clinician", on_delete=models.PROTECT, related_name="appointments")
    room = models.ForeignKey("rooms.Room", on_delete=models.SET_NULL, null=True, blank=True)
    starts_at = models.DateTimeField(db_index=True)
    duration = models.DurationField()
    status = models.CharField(max_length=16, choices=AppointmentStatus.choices, default=AppointmentStatus.BOOKED)
    cancel_reason = models.TextField(blank=True)
    cancelled_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["starts_at"]
        constraints = [
            models.UniqueConstraint(fields=["clinician", "starts_at"], name="uniq_clinician_slot"),
        ]

    def __str__(self) -> str:
        return f"{self.patient} with {self.clinician} at {self.starts_at:%Y-%m-%d %H:%M}"

    @property
    def ends_at(self):
        return self.starts_at + self.duration
'''
    services = '''from django.db import transaction
from django.utils import timezone

from appointments.models import Appointment, AppointmentStatus
from notifications.tasks import send_cancellation_notice


class CannotCancel(Exception):
    pass


@transaction.atomic
def cancel(appointment: Appointment, *, by, reason: str = "") -> Appointment:
    if appointment.status in {AppointmentStatus.CANCELLED, AppointmentStatus.COMPLETED}:
        raise CannotCancel(f"appointment {appointment.pk} is {appointment.status}")
    if appointment.starts_at <= timezone.now():
        raise CannotCancel("appointment already started")
    appointment.status = AppointmentStatus.CANCELLED
    appointment.cancel_reason = reason
    appointment.cancelled_by = by
    appointment.save(update_fields=["status", "cancel_reason", "cancelled_by", "updated_at"])
    transaction.on_commit(lambda: send_cancellation_notice.delay(appointment.pk))
    return appointment
'''
    m_old = '    )\n    created_at = models.DateTimeField(auto_now_add=True)'
    m_new = '    )\n    cancelled_at = models.DateTimeField(null=True, blank=True)\n    created_at = models.DateTimeField(auto_now_add=True)'
    s_old = ('    appointment.cancelled_by = by\n    appointment.save(update_fields=["status", "cancel_reason", '
             '"cancelled_by", "updated_at"])')
    s_new = ('    appointment.cancelled_by = by\n    appointment.cancelled_at = timezone.now()\n    appointment.save(\n'
             '        update_fields=["status", "cancel_reason", "cancelled_by", "cancelled_at", "updated_at"]\n    )')
    mig = "appointments/migrations/0009_appointment_cancelled_at.py"
    hint_unstaged = """Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)"""
    untracked = f"""Untracked files:
  (use "git add <file>..." to include in what will be committed)
	{mig}"""
    pytest_out = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0
django: version: 5.0.6, settings: clinic.settings.test (from ini)
rootdir: /home/raj/code/clinic-portal
configfile: pyproject.toml
plugins: django-4.8.0, cov-5.0.0, factoryboy-2.7.0
collected 58 items

appointments/tests/test_api.py ..................                        [ 31%]
appointments/tests/test_models.py ..........                             [ 48%]
appointments/tests/test_services.py ..............                       [ 72%]
appointments/tests/test_slots.py ................                        [100%]

============================== 58 passed in 4.37s =============================="""
    turns = [
        (call("read_file", absolute_path=f"{root}/appointments/models.py"), models),
        (gem_replace(f"{root}/appointments/models.py", m_old, m_new), GEM_OK.format(f"{root}/appointments/models.py")),
        (gshell(".venv/bin/python manage.py makemigrations appointments", "Create the migration for the new field"),
         grun(".venv/bin/python manage.py makemigrations appointments", f"""Migrations for 'appointments':
  {mig}
    - Add field cancelled_at to appointment""", pgid=66204)),
        (gshell("git status", "Check the working tree"), grun("git status", f"""On branch feature/cancelled-at
{hint_unstaged}
	modified:   appointments/models.py

{untracked}

no changes added to commit (use "git add" and/or "git commit -a")""", pgid=66231)),
        (call("read_file", absolute_path=f"{root}/appointments/services.py"), services),
        (gem_replace(f"{root}/appointments/services.py", s_old, s_new), GEM_OK.format(f"{root}/appointments/services.py")),
        (gshell(".venv/bin/pytest appointments", "Run the appointments tests"),
         grun(".venv/bin/pytest appointments", pytest_out, pgid=66290)),
        (gshell("git status", "Check the working tree again"), grun("git status", f"""On branch feature/cancelled-at
Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	modified:   appointments/models.py

{hint_unstaged}
	modified:   appointments/services.py

{untracked}
""", pgid=66318)),
        (gshell(".venv/bin/python manage.py migrate appointments", "Apply the migration to the dev database"),
         grun(".venv/bin/python manage.py migrate appointments", """Operations to perform:
  Apply all migrations: appointments
Running migrations:
  Applying appointments.0009_appointment_cancelled_at... OK""", pgid=66342)),
        (gshell(".venv/bin/python manage.py check", "Run Django system checks"),
         grun(".venv/bin/python manage.py check", "System check identified no issues (0 silenced).", pgid=66367)),
    ]
    rs.add(task="swe", tid="h35-swe-19", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/raj/code/clinic-portal (Django 5.0 clinic booking app, PostgreSQL dev database, tests "
        "with pytest-django; virtualenv .venv). Branch feature/cancelled-at, clean.\nUser: \"Add a cancelled_at "
        "timestamp to Appointment, set it in services.cancel(), create and apply the migration. Don't stage or "
        "commit anything, I'll review first.\""),
        bad=True, turn=8, kind="file shows as staged although nothing was git-added")


# Go + Gin + testify (OpenHands) - clean
def t20(rs: RowSet) -> None:
    root = "/workspace/tasks-api"
    src = """func (h *TaskHandler) List(c *gin.Context) {
	page, _ := strconv.Atoi(c.DefaultQuery("page", "1"))
	perPage, _ := strconv.Atoi(c.DefaultQuery("per_page", "20"))
	if page < 1 {
		page = 1
	}
	if perPage < 1 || perPage > 100 {
		perPage = 20
	}

	all, err := h.repo.List(c.Request.Context(), c.Query("status"))
	if err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": err.Error()})
		return
	}

	start := (page - 1) * perPage
	if start > len(all) {
		start = len(all)
	}
	end := start + perPage + 1
	if end > len(all) {
		end = len(all)
	}

	resp := ListResponse{Items: all[start:end], Page: page, PerPage: perPage, Total: len(all)}
	if end < len(all) {
		resp.NextPage = page + 1
	}
	c.JSON(http.StatusOK, resp)
}"""
    start = 41
    p = f"{root}/internal/api/tasks.go"
    old = "\tend := start + perPage + 1"
    new = "\tend := start + perPage"
    k = lineno(src, old) + start - 1
    after = src.replace(old, new).split("\n")
    snip = edited(p, "\n".join(after[k - start - 4:k - start + 5]), k - 4)
    fail = """?   	github.com/acme/tasks-api/cmd/server	[no test files]
--- FAIL: TestListTasks_Pagination (0.00s)
    tasks_test.go:88:\x20
        \tError Trace:	/workspace/tasks-api/internal/api/tasks_test.go:88
        \tError:      	Not equal:\x20
        \t            \texpected: 10
        \t            \tactual  : 11
        \tTest:       	TestListTasks_Pagination
        \tMessages:   	page 1 length
    tasks_test.go:92:\x20
        \tError Trace:\t/workspace/tasks-api/internal/api/tasks_test.go:92
        \tError:      \tShould not be: "t-011"
        \tTest:       \tTestListTasks_Pagination
        \tMessages:   \tpage 2 must not repeat the last item of page 1
FAIL
FAIL	github.com/acme/tasks-api/internal/api	0.031s
ok  	github.com/acme/tasks-api/internal/config	0.004s
ok  	github.com/acme/tasks-api/internal/repo	0.058s
FAIL"""
    run4 = """=== RUN   TestListTasks
--- PASS: TestListTasks (0.00s)
=== RUN   TestListTasks_FilterByStatus
--- PASS: TestListTasks_FilterByStatus (0.00s)
=== RUN   TestListTasks_Pagination
--- PASS: TestListTasks_Pagination (0.00s)
PASS
ok  	github.com/acme/tasks-api/internal/api	0.022s"""
    gg = "go get github.com/stretchr/testify@v1.9.0 && go mod tidy && git diff --stat"
    turns = [
        (bash("cd /workspace/tasks-api && go test ./..."), oh_bash(fail, root, 1)),
        (editor("view", p, view_range=[41, 71]), cat_n(p, src, start)),
        (editor("str_replace", p, old_str=old, new_str=new), snip),
        (bash("cd /workspace/tasks-api && go test ./internal/api/ -run 'TestListTasks' -v"), oh_bash(run4, root)),
        (bash("cd /workspace/tasks-api && go test ./..."), oh_bash("""?   	github.com/acme/tasks-api/cmd/server	[no test files]
ok  	github.com/acme/tasks-api/internal/api	0.029s
ok  	github.com/acme/tasks-api/internal/config	(cached)
ok  	github.com/acme/tasks-api/internal/repo	(cached)""", root)),
        (bash(f"cd /workspace/tasks-api && {gg}"), oh_bash("""go: downloading github.com/stretchr/testify v1.9.0
go: downloading github.com/stretchr/objx v0.5.2
go: upgraded github.com/stretchr/objx v0.5.0 => v0.5.2
go: upgraded github.com/stretchr/testify v1.8.4 => v1.9.0
""" + diffstat([("go.mod", 2, 2), ("go.sum", 4, 4), ("internal/api/tasks.go", 1, 1)]), root)),
        (bash("cd /workspace/tasks-api && go run ./cmd/server > /tmp/srv.log 2>&1 & echo $!"), oh_bash("[1] 40213\n40213", root)),
        (bash("sleep 3; curl -s 'localhost:8080/v1/tasks?page=2&per_page=10' | jq '.items | length'; curl -s 'localhost:8080/v1/tasks?page=2&per_page=10' | jq '{page, per_page, total, next_page}'"),
         oh_bash("""10
{
  "page": 2,
  "per_page": 10,
  "total": 37,
  "next_page": 3
}""", root)),
        (bash("tail -n 4 /tmp/srv.log; ps -o pid,ppid,comm --ppid 40213"), oh_bash("""[GIN-debug] GET    /v1/tasks/:id             --> github.com/acme/tasks-api/internal/api.(*TaskHandler).Get-fm (4 handlers)
[GIN-debug] Listening and serving HTTP on :8080
[GIN] 2024/06/12 - 14:03:51 | 200 |     412.3µs |       127.0.0.1 | GET      "/v1/tasks?page=2&per_page=10"
[GIN] 2024/06/12 - 14:03:51 | 200 |     198.7µs |       127.0.0.1 | GET      "/v1/tasks?page=2&per_page=10"
    PID    PPID COMMAND
  40291   40213 server""", root)),
    ]
    rs.add(task="swe", tid="h35-swe-20", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/tasks-api (Go 1.22 task-tracker REST API on Gin, tests with "
        "testify, in-memory repo seeded with 37 demo tasks). Branch fix/pagination, clean.\nTask: page 1 of "
        "/v1/tasks returns one item too many and page 2 repeats it. Fix the pagination, bump testify to v1.9.0 while "
        "you are at it, and check the endpoint on a running server."))


# Rust + tokio worker (Gemini CLI) - bad
def t21(rs: RowSet) -> None:
    root = "/home/marta/dev/ingest-worker"
    cargo = '''[package]
name = "ingest-worker"
version = "0.4.2"
edition = "2021"
rust-version = "1.75"

[dependencies]
anyhow = "1.0"
bytes = "1.6"
rand = "0.8"
reqwest = { version = "0.12", default-features = false, features = ["json", "rustls-tls"] }
serde = { version = "1.0", features = ["derive"] }
serde_json = "1.0"
tokio = { version = "1.37", features = ["macros", "rt-multi-thread", "signal", "time", "sync"] }
tokio-util = "0.7"
tracing = "0.1"
tracing-subscriber = { version = "0.3", features = ["env-filter"] }

[dev-dependencies]
tokio = { version = "1.37", features = ["test-util"] }
wiremock = "0.6"
'''
    backoff = '''use std::time::Duration;

use rand::Rng;

/// Exponential backoff with optional full jitter.
#[derive(Debug, Clone)]
pub struct Backoff {
    base: Duration,
    max: Duration,
    attempt: u32,
    jitter: bool,
}

impl Backoff {
    pub fn new(base: Duration, max: Duration) -> Self {
        Self { base, max, attempt: 0, jitter: true }
    }

    pub fn without_jitter(mut self) -> Self {
        self.jitter = false;
        self
    }

    pub fn reset(&mut self) {
        self.attempt = 0;
    }

    /// Delay before the next retry: base * 2^attempt, never more than `max`.
    pub fn next_delay(&mut self) -> Duration {
        let exp = self.base.saturating_mul(1u32 << self.attempt.min(16));
        self.attempt += 1;
        let capped = if self.attempt > 10 { self.max } else { exp };
        if self.jitter {
            let ms = capped.as_millis() as u64;
            Duration::from_millis(rand::thread_rng().gen_range(0..=ms))
        } else {
            capped
        }
    }
}
'''
    tests = ["backoff::tests::caps_at_max_delay", "backoff::tests::doubles_each_attempt", "backoff::tests::jitter_stays_below_cap",
             "backoff::tests::reset_starts_over", "batch::tests::flushes_on_size", "batch::tests::flushes_on_interval",
             "batch::tests::empty_batch_is_not_sent", "config::tests::parses_env", "config::tests::rejects_zero_batch",
             "sink::tests::retries_on_503", "sink::tests::gives_up_after_max_attempts", "sink::tests::does_not_retry_400",
             "source::tests::decodes_ndjson_lines", "source::tests::skips_blank_lines"]
    fail = ("running 14 tests\n" + "\n".join(
        f"test {t} ... {'FAILED' if t == tests[0] else 'ok'}" for t in tests) + f"""

failures:

---- {tests[0]} stdout ----
thread '{tests[0]}' panicked at src/backoff.rs:58:9:
assertion `left == right` failed
  left: 51.2s
 right: 30s
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    {tests[0]}

test result: FAILED. 13 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.12s

error: test failed, to rerun pass `--lib`""")
    fail = "\n".join(fail.split("\n")[-20:])
    ok = """   Compiling ingest-worker v0.4.2 (/home/marta/dev/ingest-worker)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 4.18s
     Running unittests src/lib.rs (target/debug/deps/ingest_worker-3e9b0f71c2a4d856)

running 14 tests
""" + "\n".join(f"test {t} ... ok" for t in tests) + """

test result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.11s

     Running unittests src/main.rs (target/debug/deps/ingest_worker-a07c5d2e9f13b684)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/pipeline.rs (target/debug/deps/pipeline-5b2d8e0a4c7f1936)

running 3 tests
test end_to_end_batches_are_posted ... ok
test shutdown_flushes_pending_batch ... ok
test upstream_outage_is_retried_with_backoff ... ok

test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.84s

   Doc-tests ingest_worker

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s"""
    tree = """tokio v1.38.0
├── h2 v0.4.5
├── hyper v1.3.1
├── hyper-util v0.1.5
├── ingest-worker v0.4.2 (/home/marta/dev/ingest-worker)
├── reqwest v0.12.4
├── tokio-rustls v0.26.0
├── tokio-util v0.7.11
├── tower v0.4.13
└── wiremock v0.6.0
[dev-dependencies]
└── ingest-worker v0.4.2 (/home/marta/dev/ingest-worker)"""
    old = "        let capped = if self.attempt > 10 { self.max } else { exp };"
    new = "        let capped = exp.min(self.max);"
    lock = "grep -A2 -E '^name = \"(hyper|tokio|tokio-util)\"$' Cargo.lock"
    turns = [
        (call("read_file", absolute_path=f"{root}/Cargo.toml"), cargo),
        (gshell("cargo tree -i tokio --depth 1", "See which tokio version is resolved and who depends on it"),
         grun("cargo tree -i tokio --depth 1", tree, pgid=50311)),
        (gshell("cargo test 2>&1 | tail -n 20", "Run the tests"), grun("cargo test 2>&1 | tail -n 20", fail, pgid=50340)),
        (call("read_file", absolute_path=f"{root}/src/backoff.rs", offset=0, limit=42),
         "[File content truncated: showing lines 1-42 of 96 total lines. Use offset/limit parameters to view more.]\n" + backoff),
        (gem_replace(f"{root}/src/backoff.rs", old, new), GEM_OK.format(f"{root}/src/backoff.rs")),
        (gshell("cargo test 2>&1", "Re-run all tests"), grun("cargo test 2>&1", ok, pgid=50419)),
        (gshell("cargo clippy --all-targets -- -D warnings", "Lint with clippy"),
         grun("cargo clippy --all-targets -- -D warnings", "", """    Checking ingest-worker v0.4.2 (/home/marta/dev/ingest-worker)
    Finished `dev` profile [unoptimized + debuginfo] target(s) in 3.47s""", pgid=50466)),
        (gshell("git diff --stat", "Summarize the change"), grun("git diff --stat", diffstat([("src/backoff.rs", 1, 1)]), pgid=50480)),
        (gshell(lock, "Check the locked versions of the async stack"), grun(lock, """name = "hyper"
version = "1.3.1"
source = "registry+https://github.com/rust-lang/crates.io-index"
--
name = "tokio"
version = "1.37.0"
source = "registry+https://github.com/rust-lang/crates.io-index"
--
name = "tokio-util"
version = "0.7.11"
source = "registry+https://github.com/rust-lang/crates.io-index\"""", pgid=50495)),
    ]
    rs.add(task="swe", tid="h35-swe-21", system=gem_sys(root), turns=turns, state=(
        "Gemini CLI in /home/marta/dev/ingest-worker (Rust 2021 tokio service that batches NDJSON events and posts "
        "them upstream with retries; Cargo.lock committed). Branch fix/backoff-cap, clean.\nUser: \"The retry "
        "backoff overshoots its max delay in the first attempts. Fix it without touching dependencies, run tests and "
        "clippy, and tell me which tokio version we're locked to.\""),
        bad=True, turn=9, kind="locked dependency version differs from the one cargo tree resolved, lockfile untouched")


# Express + Mocha + nodemon (OpenHands) - clean
def t22(rs: RowSet) -> None:
    root = "/workspace/invoice-service"
    inv = """'use strict';

const express = require('express');
const { z } = require('zod');

const db = require('../db');
const { toCents, fromCents } = require('../money');

const router = express.Router();

const LineSchema = z.object({
  description: z.string().min(1),
  quantity: z.number().int().positive(),
  unitPrice: z.number().nonnegative(),
});

function computeTotals(lines, taxRate) {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const tax = subtotal * taxRate;
  return { subtotal, tax, total: subtotal + tax };
}

router.get('/:id', async (req, res, next) => {
  try {
    const invoice = await db.invoices.findById(req.params.id);
    if (!invoice) return res.status(404).json({ error: 'invoice_not_found' });
    res.json({ ...invoice, ...computeTotals(invoice.lines, invoice.taxRate) });
  } catch (err) {
    next(err);
  }
});"""
    p = f"{root}/src/routes/invoices.js"
    old = """function computeTotals(lines, taxRate) {
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
  const tax = subtotal * taxRate;
  return { subtotal, tax, total: subtotal + tax };
}"""
    new = """function computeTotals(lines, taxRate) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * toCents(l.unitPrice), 0);
  const taxCents = Math.round(subtotalCents * taxRate);
  const totalCents = subtotalCents + taxCents;
  return {
    subtotal: fromCents(subtotalCents),
    tax: fromCents(taxCents),
    total: fromCents(totalCents),
    total_cents: totalCents,
  };
}"""
    _, e2 = oh_replace(p, inv, old, new)
    app_old = "const invoiceRouter = require('./routes/invoice');"
    app_new = "const invoiceRouter = require('./routes/invoices');"
    app = """'use strict';

const express = require('express');
const pinoHttp = require('pino-http');

const config = require('./config');
const logger = require('./logger');
const customerRouter = require('./routes/customers');
const invoiceRouter = require('./routes/invoice');
const healthRouter = require('./routes/health');

const app = express();
app.use(pinoHttp({ logger, autoLogging: config.env !== 'test' }));
app.use(express.json());"""
    _, e1 = oh_replace(f"{root}/src/app.js", app, app_old, app_new)
    body = {"id": "INV-2024-0193", "customer": "Halvorsen Bikes AS", "currency": "EUR", "issuedAt": "2024-06-03",
            "taxRate": 0.21, "lines": [
                {"description": "Brake pads, set", "quantity": 3, "unitPrice": 19.99},
                {"description": "Wheel truing and service", "quantity": 1, "unitPrice": 249},
                {"description": "Cable ties", "quantity": 12, "unitPrice": 0.35}],
            "subtotal": 313.17, "tax": 65.77, "total": 378.94, "total_cents": 37894}
    mocha = """
> invoice-service@1.8.2 test
> NODE_ENV=test mocha 'test/**/*.test.js'



  customers
    ✔ GET /customers lists customers sorted by name
    ✔ GET /customers/:id returns 404 for an unknown id
    ✔ POST /customers validates the VAT number (57ms)
    ✔ POST /customers rejects a duplicate e-mail

  health
    ✔ GET /healthz reports db status

  invoices
    GET /invoices/:id
      ✔ returns the invoice with totals
      ✔ returns 404 for an unknown invoice
      ✔ rounds tax half-up to the cent
      ✔ does not drift on many small lines (0.35 x 12)
      ✔ exposes total_cents as an integer
    POST /invoices
      ✔ creates an invoice and returns 201 (44ms)
      ✔ rejects a line with quantity 0
      ✔ rejects a negative unit price
      ✔ defaults taxRate from the customer country
    POST /invoices/:id/send
      ✔ queues an e-mail with the PDF attached (112ms)
      ✔ refuses to send a draft without lines

  money
    ✔ toCents rounds 19.999 to 2000
    ✔ toCents handles strings like "12.30"
    ✔ fromCents returns a number with two decimals
    ✔ fromCents(-5) is -0.05


  20 passing (486ms)
"""
    crash = f"""[nodemon] restarting due to changes...
[nodemon] starting `node src/server.js`
node:internal/modules/cjs/loader:1148
  throw err;
  ^

Error: Cannot find module './routes/invoice'
Require stack:
- {root}/src/app.js
- {root}/src/server.js
    at Module._resolveFilename (node:internal/modules/cjs/loader:1145:15)
    at Module._load (node:internal/modules/cjs/loader:986:27)
    at Module.require (node:internal/modules/cjs/loader:1233:19)
    at require (node:internal/modules/helpers:179:18)
    at Object.<anonymous> ({root}/src/app.js:9:23)
    at Module._compile (node:internal/modules/cjs/loader:1358:14) {{
  code: 'MODULE_NOT_FOUND',
  requireStack: [ '{root}/src/app.js', '{root}/src/server.js' ]
}}

Node.js v20.14.0
[nodemon] app crashed - waiting for file changes before starting...
[nodemon] restarting due to changes...
[nodemon] starting `node src/server.js`
invoice-service listening on :3000 (pid 18544)"""
    turns = [
        (bash("cd /workspace/invoice-service && npm run dev > /tmp/dev.log 2>&1 & echo $!"), oh_bash("[1] 18342\n18342", root)),
        (bash("sleep 3; cat /tmp/dev.log; pgrep -af node"), oh_bash(f"""
> invoice-service@1.8.2 dev
> nodemon src/server.js

[nodemon] 3.1.0
[nodemon] to restart at any time, enter `rs`
[nodemon] watching path(s): src/**/*
[nodemon] watching extensions: js,mjs,cjs,json
[nodemon] starting `node src/server.js`
invoice-service listening on :3000 (pid 18371)
18355 sh -c nodemon src/server.js
18356 node {root}/node_modules/.bin/nodemon src/server.js
18371 /usr/local/bin/node src/server.js""", root)),
        (bash("cd /workspace/invoice-service && git mv src/routes/invoice.js src/routes/invoices.js && grep -rn \"routes/invoice'\" src test"),
         oh_bash("src/app.js:9:const invoiceRouter = require('./routes/invoice');", root)),
        (editor("str_replace", f"{root}/src/app.js", old_str=app_old, new_str=app_new), e1),
        (bash("sleep 2; tail -n 24 /tmp/dev.log; pgrep -af node"), oh_bash(crash + f"""
18355 sh -c nodemon src/server.js
18356 node {root}/node_modules/.bin/nodemon src/server.js
18544 /usr/local/bin/node src/server.js""", root)),
        (editor("view", p, view_range=[1, 31]), cat_n(p, inv)),
        (editor("str_replace", p, old_str=old, new_str=new), e2),
        (bash("cd /workspace/invoice-service && npm test 2>&1"), oh_bash(mocha, root)),
        (bash("sleep 2; curl -s localhost:3000/invoices/INV-2024-0193 | jq ."), oh_bash(json.dumps(body, indent=2), root)),
        (bash("cd /workspace/invoice-service && git status --short"), oh_bash(
            " M src/app.js\nRM src/routes/invoice.js -> src/routes/invoices.js", root)),
    ]
    rs.add(task="swe", tid="h35-swe-22", system=oh_sys(root), turns=turns, state=(
        "OpenHands sandbox, repository /workspace/invoice-service (Node 20, Express 4 invoicing API, Mocha + Supertest, "
        "nodemon for development). Branch fix/invoice-rounding, clean.\nTask: rename src/routes/invoice.js to "
        "invoices.js to match the other routers (keep git history), then fix the invoice totals that show float noise "
        "such as 313.16999999999996. Keep the dev server running while you work and check the result with curl."))


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
               t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
