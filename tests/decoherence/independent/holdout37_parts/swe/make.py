# ruff: noqa: E501
"""Held-out set holdout37, domain swe: 22 coding-agent trajectories (OpenHands and Gemini CLI harnesses).

Each trajectory is one repository task; 11 of them hold exactly one observation that contradicts an earlier
turn, the other 11 are coherent. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout37_parts.swe.make``.
"""

from __future__ import annotations

import difflib
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
    gshell,
    oh_bash,
)

ROLE = (
    "# Role and Objective\n\nYou are a Tool World Model: a virtual environment simulator that faithfully simulates "
    "the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with "
    "specific parameters, generate the result the tool would return.\n\n# Environment Management\n\n"
    "- Track the virtual filesystem, git history, running processes and tool state across turns; files created "
    "earlier persist, deleted files stay gone, edits stay applied.\n"
    "- Values established earlier (paths, hashes, PIDs, ids, file contents) must be reused exactly.\n"
    "- Shell commands: respect the working directory, print stdout/stderr as the real program would, return "
    "realistic exit codes; background processes get plausible PIDs.\n"
    "- Match the real tool's output format exactly (tables, alignment, line breaks, markers) and keep numbers, "
    "timestamps and sizes plausible and consistent with prior context."
)

OH_TOOLS = [
    {"name": "execute_bash",
     "description": "Execute a bash command in the terminal within a persistent shell session. Commands are executed one at a time; long-running commands should be run in the background with their output redirected to a file.",
     "parameters": {"type": "object", "properties": {"command": {"type": "string", "description": "The bash command to execute."},
                                                     "is_input": {"type": "string", "enum": ["true", "false"]},
                                                     "timeout": {"type": "number"}}, "required": ["command"]}},
    {"name": "str_replace_editor",
     "description": "Custom editing tool for viewing, creating and editing files in plain-text format. State is persistent across command calls. `view` shows a file with `cat -n` (or a directory two levels deep); `create` cannot be used if the path already exists; `str_replace` replaces exactly one occurrence of old_str; `insert` inserts new_str after line insert_line; `undo_edit` reverts the last edit.",
     "parameters": {"type": "object", "properties": {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]},
                                                     "path": {"type": "string"}, "file_text": {"type": "string"},
                                                     "old_str": {"type": "string"}, "new_str": {"type": "string"},
                                                     "insert_line": {"type": "integer"},
                                                     "view_range": {"type": "array", "items": {"type": "integer"}}},
                    "required": ["command", "path"]}},
]

GEM_TOOLS = [
    {"name": "read_file", "description": "Reads and returns the content of a file. For text files it can read a range with offset and limit.",
     "parameters": {"type": "object", "properties": {"absolute_path": {"type": "string"}, "offset": {"type": "number"}, "limit": {"type": "number"}}, "required": ["absolute_path"]}},
    {"name": "write_file", "description": "Writes content to a file, creating it (and parent directories) if needed.",
     "parameters": {"type": "object", "properties": {"file_path": {"type": "string"}, "content": {"type": "string"}}, "required": ["file_path", "content"]}},
    {"name": "replace", "description": "Replaces text within a file. old_string must match exactly, including whitespace; by default exactly one occurrence is replaced.",
     "parameters": {"type": "object", "properties": {"file_path": {"type": "string"}, "old_string": {"type": "string"}, "new_string": {"type": "string"}, "expected_replacements": {"type": "number"}}, "required": ["file_path", "old_string", "new_string"]}},
    {"name": "list_directory", "description": "Lists the names of files and subdirectories directly within a directory.",
     "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "ignore": {"type": "array", "items": {"type": "string"}}}, "required": ["path"]}},
    {"name": "glob", "description": "Finds files matching a glob pattern, sorted by modification time (newest first).",
     "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}}, "required": ["pattern"]}},
    {"name": "search_file_content", "description": "Searches file contents for a regular expression and returns matching lines with file paths and line numbers.",
     "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}, "include": {"type": "string"}}, "required": ["pattern"]}},
    {"name": "run_shell_command", "description": "Executes a shell command as `bash -c <command>` and returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.",
     "parameters": {"type": "object", "properties": {"command": {"type": "string"}, "description": {"type": "string"}, "directory": {"type": "string"}}, "required": ["command"]}},
]

REQS = ("# Predicted Observation Requirements\n\n1. Format adherence: match the tool's output format.\n"
        "2. State consistency: outputs must agree with every earlier turn.\n"
        "3. Realistic details: plausible timestamps, PIDs, sizes, hashes and durations.")


def oh_sys(root: str) -> str:
    return (ROLE + "\n\n" + OH_SYSTEM.format(root=root) + "\n\n# Input Definitions & Action Space\n\n"
            + json.dumps(OH_TOOLS, indent=1) + "\n\n" + REQS)


def gem_sys(root: str) -> str:
    return (ROLE + "\n\n" + GEM_SYSTEM.format(root=root) + "\n\n# Input Definitions & Action Space\n\n"
            + json.dumps(GEM_TOOLS, indent=1) + "\n\n" + REQS)


def grun(cmd: str, out: str = "", *, pgid: int, code: int = 0, err: str = "", bg: str | None = None,
         directory: str = "(root)") -> str:
    """A Gemini CLI run_shell_command result."""
    so = out.rstrip("\n") if out else "(empty)"
    se = err.rstrip("\n") if err else "(empty)"
    return (f"Command: {cmd}\nDirectory: {directory}\nStdout: {so}\nStderr: {se}\nError: (none)\n"
            f"Exit Code: {code}\nSignal: (none)\nBackground PIDs: {bg or '(none)'}\nProcess Group PGID: {pgid}")


def gcmd(cmd: str, what: str) -> str:
    return gshell(cmd, what)


def g_replaced(path: str, n: int = 1) -> str:
    return f"Successfully modified file: {path} ({n} replacements)."


def lineno(text: str, needle: str, nth: int = 1) -> int:
    """1-based line number of the nth line containing needle."""
    seen = 0
    for i, ln in enumerate(text.split("\n"), 1):
        if needle in ln:
            seen += 1
            if seen == nth:
                return i
    raise ValueError(needle)


def oh_edit(path: str, new_text: str, new_str: str, anchor: str | None = None) -> str:
    """The OpenHands str_replace/insert result: a cat -n snippet four lines around the changed region."""
    if new_str:
        pos = new_text.index(new_str)
        first = new_text.count("\n", 0, pos)
        last = first + new_str.count("\n")
    else:
        assert anchor is not None
        first = last = new_text.count("\n", 0, new_text.index(anchor))
    lines = new_text.split("\n")
    s, e = max(0, first - 4), min(len(lines), last + 5)
    return edited(path, "\n".join(lines[s:e]), s + 1)


def changes(old: str, new: str) -> tuple[int, int]:
    ins = dels = 0
    for ln in difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=0):
        if ln.startswith("+++") or ln.startswith("---"):
            continue
        if ln.startswith("+"):
            ins += 1
        elif ln.startswith("-"):
            dels += 1
    return ins, dels


def _funcname(lines: list[str], upto: int) -> str:
    for ln in reversed(lines[:upto]):
        if ln and (ln[0].isalpha() or ln[0] in "_$"):
            return " " + ln.rstrip()
    return ""


def gitdiff(path: str, old: str, new: str, index: str, mode: str = "100644") -> str:
    """A `git diff` section for one file, with git's default function-name hunk context."""
    a, b = old.split("\n"), new.split("\n")
    if a and a[-1] == "":
        a, b = a[:-1], b[:-1] if b and b[-1] == "" else b
    out = [f"diff --git a/{path} b/{path}", f"index {index} {mode}", f"--- a/{path}", f"+++ b/{path}"]
    for ln in list(difflib.unified_diff(a, b, lineterm="", n=3))[2:]:
        if ln.startswith("@@"):
            start = int(ln.split(" ")[1].split(",")[0][1:])
            ln = ln + _funcname(a, start - 1)
        out.append(ln)
    return "\n".join(out)


def diffstat(entries: list[tuple[str, int, int]]) -> str:
    w = max(len(p) for p, _, _ in entries)
    nw = max(len(str(i + d)) for _, i, d in entries)
    rows = [f" {p.ljust(w)} | {str(i + d).rjust(nw)} {'+' * i}{'-' * d}" for p, i, d in entries]
    ti, td = sum(i for _, i, _ in entries), sum(d for _, _, d in entries)
    n = len(entries)
    summ = f" {n} file{'s' if n != 1 else ''} changed"
    if ti:
        summ += f", {ti} insertion{'s' if ti != 1 else ''}(+)"
    if td:
        summ += f", {td} deletion{'s' if td != 1 else ''}(-)"
    return "\n".join(rows + [summ])


def g_search(pattern: str, hits: list[tuple[str, list[tuple[int, str]]]], where: str = ".") -> str:
    n = sum(len(h) for _, h in hits)
    parts = [f'Found {n} match{"es" if n != 1 else ""} for pattern "{pattern}" in path "{where}":', "---"]
    for f, lines in hits:
        parts.append(f"File: {f}")
        parts.extend(f"L{no}: {txt}" for no, txt in lines)
        parts.append("---")
    return "\n".join(parts)


def box(lines: list[str], width: int = 96) -> str:
    top = "  ┌" + "─" * width + "┐"
    bot = "  └" + "─" * width + "┘"
    return "\n".join([top] + [f"  │ {ln.ljust(width - 2)} │" for ln in lines] + [bot])


# Flask + pytest-mock (OpenHands) - clean
def t01(rs: RowSet) -> None:
    root = "/workspace/flask-invoicer"
    rem = r'''"""Overdue-invoice reminder job, run nightly by `flask send-reminders`."""
from __future__ import annotations

import logging
from datetime import date, timedelta

from flask import current_app

from .db import db
from .mail import MailClient
from .models import Customer, Invoice

log = logging.getLogger(__name__)

GRACE_DAYS = 3


def overdue_invoices(today: date) -> list[Invoice]:
    cutoff = today - timedelta(days=GRACE_DAYS)
    stmt = (
        db.select(Invoice)
        .join(Customer)
        .where(Invoice.due_date <= cutoff)
        .order_by(Customer.timezone, Invoice.due_date)
    )
    return list(db.session.scalars(stmt))


def send_reminders(today: date | None = None, client: MailClient | None = None) -> int:
    today = today or date.today()
    client = client or MailClient.from_config(current_app.config)
    sent = 0
    for invoice in overdue_invoices(today):
        if invoice.reminder_sent_on == today:
            continue
        client.send_template(
            to=invoice.customer.email,
            template="invoice_overdue",
            context={"number": invoice.number, "amount": str(invoice.total), "due": invoice.due_date.isoformat()},
        )
        invoice.reminder_sent_on = today
        sent += 1
    db.session.commit()
    log.info("sent %d overdue reminders", sent)
    return sent
'''
    old_q = "        .where(Invoice.due_date <= cutoff)\n"
    new_q = "        .where(Invoice.due_date <= cutoff)\n        .where(Invoice.paid_at.is_(None))\n"
    rem2 = rem.replace(old_q, new_q)
    test = r'''from datetime import date
from decimal import Decimal

import pytest

from invoicer import reminders
from invoicer.reminders import send_reminders
from tests.factories import CustomerFactory, InvoiceFactory


@pytest.fixture
def mail_client(mocker):
    client = mocker.Mock(name="MailClient")
    client.send_template.return_value = {"id": "msg_test"}
    return client


def test_paid_overdue_invoice_is_skipped(app, db_session, mail_client):
    customer = CustomerFactory(email="ops@northwind.example", timezone="Europe/Berlin")
    InvoiceFactory(customer=customer, number="INV-2024-0311", total=Decimal("1480.00"),
                   due_date=date(2024, 5, 2), paid_at=date(2024, 5, 6))

    sent = send_reminders(today=date(2024, 6, 1), client=mail_client)

    assert sent == 0
    mail_client.send_template.assert_not_called()


def test_unpaid_invoice_still_reminded(app, db_session, mail_client, mocker):
    spy = mocker.spy(reminders.log, "info")
    customer = CustomerFactory(email="ap@contoso.example", timezone="America/Chicago")
    InvoiceFactory(customer=customer, number="INV-2024-0342", total=Decimal("212.50"),
                   due_date=date(2024, 5, 20), paid_at=None)

    sent = send_reminders(today=date(2024, 6, 1), client=mail_client)

    assert sent == 1
    mail_client.send_template.assert_called_once()
    assert mail_client.send_template.call_args.kwargs["context"]["number"] == "INV-2024-0342"
    spy.assert_called_once_with("sent %d overdue reminders", 1)
'''
    tpath = f"{root}/tests/test_reminders_paid.py"
    names = ["test_overdue_query_respects_grace_period", "test_reminders_sorted_by_timezone",
             "test_reminder_not_sent_twice_same_day", "test_send_uses_invoice_overdue_template",
             "test_reminder_sent_on_is_updated", "test_mail_client_built_from_config"]
    vlines = [f"tests/test_reminders.py::{n} PASSED" for n in names]
    vlines += ["tests/test_reminders_paid.py::test_paid_overdue_invoice_is_skipped PASSED",
               "tests/test_reminders_paid.py::test_unpaid_invoice_still_reminded PASSED"]
    pct = [12, 25, 37, 50, 62, 75, 87, 100]
    vout = "\n".join(f"{(ln + ' ').ljust(74)}[{p:3d}%]" for ln, p in zip(vlines, pct))
    turns = [
        (bash("cd /workspace/flask-invoicer && git status && git log --oneline -5"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

nothing to commit, working tree clean
7c41e9a (HEAD -> main, origin/main) Add CSV export for invoice list
b2d90f3 Bump Werkzeug to 3.0.3
e815c07 Reminders: batch by customer timezone
41aa6d2 Fix rounding in tax line totals (#198)
0f3b7e5 Add pytest-mock to dev requirements""", root)),
        (editor("view", f"{root}/invoicer/reminders.py"), cat_n(f"{root}/invoicer/reminders.py", rem.rstrip("\n"))),
        (bash("python -m pytest tests/test_reminders.py -q"),
         oh_bash("......                                                                   [100%]\n6 passed in 0.41s", root)),
        (editor("str_replace", f"{root}/invoicer/reminders.py", old_str=old_q.rstrip("\n"), new_str=new_q.rstrip("\n")),
         oh_edit(f"{root}/invoicer/reminders.py", rem2, new_q.rstrip("\n"))),
        (editor("create", tpath, file_text=test), f"File created successfully at: {tpath}"),
        (bash("python -m pytest tests/test_reminders.py tests/test_reminders_paid.py -v"),
         oh_bash(f"""============================= test session starts ==============================
platform linux -- Python 3.11.9, pytest-8.2.2, pluggy-1.5.0 -- /opt/miniconda3/envs/testbed/bin/python
cachedir: .pytest_cache
rootdir: /workspace/flask-invoicer
configfile: pyproject.toml
plugins: mock-3.14.0, cov-5.0.0
collecting ... collected 8 items

{vout}

============================== 8 passed in 0.58s ===============================""", root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M invoicer/reminders.py\n?? tests/test_reminders_paid.py\n" + diffstat([("invoicer/reminders.py", 1, 0)]), root)),
        (bash("git add -A && git commit -m \"Skip paid invoices when sending overdue reminders (#212)\""),
         oh_bash(f"""[main 9d0e6b1] Skip paid invoices when sending overdue reminders (#212)
 2 files changed, {1 + test.count(chr(10))} insertions(+)
 create mode 100644 tests/test_reminders_paid.py""", root)),
        (bash("git status -sb && git log --oneline -3"),
         oh_bash("""## main...origin/main [ahead 1]
9d0e6b1 (HEAD -> main) Skip paid invoices when sending overdue reminders (#212)
7c41e9a (origin/main) Add CSV export for invoice list
b2d90f3 Bump Werkzeug to 3.0.3""", root)),
    ]
    rs.add(task="swe", tid="h37-swe-01", system=oh_sys(root), turns=turns,
           state="Repository /workspace/flask-invoicer (Flask 3.0.3, Flask-SQLAlchemy 3.1.1, pytest 8.2.2, pytest-mock 3.14.0), branch main at 7c41e9a, clean working tree. Issue #212: the nightly `flask send-reminders` job emails overdue reminders for invoices that were already paid (invoices have a nullable `paid_at` column).")


# Go Chi + testify (Gemini CLI) - bad
def t02(rs: RowSet) -> None:
    root = "/home/dev/src/shipments-api"
    hpath = f"{root}/internal/handlers/shipments.go"
    tpath = f"{root}/internal/handlers/shipments_test.go"
    src = """package handlers

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/northbeam/shipments-api/internal/store"
)

// ShipmentHandler serves /v1/shipments.
type ShipmentHandler struct {
	Store store.ShipmentStore
}

func (h *ShipmentHandler) Routes() chi.Router {
	r := chi.NewRouter()
	r.Get("/", h.List)
	r.Get("/{shipmentID}", h.Get)
	return r
}

func (h *ShipmentHandler) List(w http.ResponseWriter, r *http.Request) {
	status := r.URL.Query().Get("status")
	items, err := h.Store.ListShipments(r.Context(), store.ListFilter{Status: status})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"items": items, "count": len(items)})
}

func (h *ShipmentHandler) Get(w http.ResponseWriter, r *http.Request) {
	id := chi.URLParam(r, "shipmentID")
	s, err := h.Store.GetShipment(r.Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		http.Error(w, "shipment not found", http.StatusNotFound)
		return
	}
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, s)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v)
}
"""
    imp_old = '\t"encoding/json"\n\t"errors"\n\t"net/http"\n'
    imp_new = '\t"encoding/json"\n\t"errors"\n\t"fmt"\n\t"net/http"\n\t"strconv"\n'
    list_old = src[src.index("func (h *ShipmentHandler) List"):src.index("func (h *ShipmentHandler) Get")]
    list_new = """func (h *ShipmentHandler) List(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	limit, err := parseBounded(q.Get("limit"), 50, 1, 200)
	if err != nil {
		http.Error(w, "invalid limit: "+err.Error(), http.StatusBadRequest)
		return
	}
	offset, err := parseBounded(q.Get("offset"), 0, 0, 1<<31-1)
	if err != nil {
		http.Error(w, "invalid offset: "+err.Error(), http.StatusBadRequest)
		return
	}
	filter := store.ListFilter{Status: q.Get("status"), Limit: limit, Offset: offset}
	items, err := h.Store.ListShipments(r.Context(), filter)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"items": items, "count": len(items), "limit": limit, "offset": offset})
}

// parseBounded parses an optional integer query parameter within [min, max].
func parseBounded(raw string, def, min, max int) (int, error) {
	if raw == "" {
		return def, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("%q is not an integer", raw)
	}
	if n < min || n > max {
		return 0, fmt.Errorf("must be between %d and %d", min, max)
	}
	return n, nil
}

"""
    src2 = src.replace(imp_old, imp_new).replace(list_old, list_new)
    ins1, del1 = changes(src, src2)
    t_old = """	require.Equal(t, http.StatusNotFound, rec.Code)
	assert.Contains(t, rec.Body.String(), "shipment not found")
}
"""
    t_add = """
func TestListShipmentsPagination(t *testing.T) {
	st := &fakeStore{shipments: makeShipments(120)}
	srv := httptest.NewServer((&ShipmentHandler{Store: st}).Routes())
	defer srv.Close()

	resp, err := http.Get(srv.URL + "/?limit=25&offset=50")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	var body struct {
		Items  []store.Shipment `json:"items"`
		Count  int              `json:"count"`
		Limit  int              `json:"limit"`
		Offset int              `json:"offset"`
	}
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
	assert.Equal(t, 25, body.Count)
	assert.Equal(t, 50, body.Offset)
	assert.Equal(t, "shp_0051", body.Items[0].ID)
}

func TestListShipmentsRejectsBadLimit(t *testing.T) {
	srv := httptest.NewServer((&ShipmentHandler{Store: &fakeStore{}}).Routes())
	defer srv.Close()

	for _, q := range []string{"limit=0", "limit=500", "limit=ten", "offset=-1"} {
		resp, err := http.Get(srv.URL + "/?" + q)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, http.StatusBadRequest, resp.StatusCode, q)
	}
}
"""
    ins2 = t_add.count("\n")
    p = 30912
    turns = [
        (gcmd("git log --oneline -6 && git status -sb", "Show recent history and branch state"),
         grun("git log --oneline -6 && git status -sb", """5b2e8d4 (HEAD -> feat/pagination, origin/main, origin/HEAD, main) handlers: return 404 for unknown shipment id
c17a0f9 store: add ListShipments with status filter
8e4d2b6 chore: bump go-chi/chi to v5.0.12
f02c9a3 ci: run go vet in workflow
3a7d15e middleware: request id + structured logging
91be6c0 initial shipments api
## feat/pagination""", pgid=p)),
        (call("read_file", absolute_path=hpath), src),
        (call("replace", file_path=hpath, old_string=imp_old, new_string=imp_new), g_replaced(hpath)),
        (call("replace", file_path=hpath, old_string=list_old, new_string=list_new), g_replaced(hpath)),
        (call("replace", file_path=tpath, old_string=t_old, new_string=t_old + t_add), g_replaced(tpath)),
        (gcmd("go vet ./... && go test ./...", "Vet and run all tests"),
         grun("go vet ./... && go test ./...", """?   	github.com/northbeam/shipments-api/cmd/shipments-api	[no test files]
ok  	github.com/northbeam/shipments-api/internal/handlers	0.019s
ok  	github.com/northbeam/shipments-api/internal/middleware	(cached)
ok  	github.com/northbeam/shipments-api/internal/store	(cached)""", pgid=p + 388)),
        (gcmd("git commit -am 'handlers: paginate GET /v1/shipments' && git log --oneline -3", "Commit the pagination change"),
         grun("git commit -am 'handlers: paginate GET /v1/shipments' && git log --oneline -3", f"""[feat/pagination 6e0b7a2] handlers: paginate GET /v1/shipments
 2 files changed, {ins1 + ins2} insertions(+), {del1} deletions(-)
6e0b7a2 (HEAD -> feat/pagination) handlers: paginate GET /v1/shipments
5b2e4d8 (origin/main, origin/HEAD, main) handlers: return 404 for unknown shipment id
c17a0f9 store: add ListShipments with status filter""", pgid=p + 1021)),
        (gcmd("git push -u origin feat/pagination", "Push the branch"),
         grun("git push -u origin feat/pagination", "branch 'feat/pagination' set up to track 'origin/feat/pagination'.", err="""Enumerating objects: 13, done.
Counting objects: 100% (13/13), done.
Delta compression using up to 8 threads
Compressing objects: 100% (6/6), done.
Writing objects: 100% (7/7), 1.74 KiB | 1.74 MiB/s, done.
Total 7 (delta 4), reused 0 (delta 0), pack-reused 0 (from 0)
remote: Resolving deltas: 100% (4/4), completed with 4 local objects.
remote:
remote: Create a pull request for 'feat/pagination' on GitHub by visiting:
remote:      https://github.com/northbeam/shipments-api/pull/new/feat/pagination
remote:
To github.com:northbeam/shipments-api.git
 * [new branch]      feat/pagination -> feat/pagination""", pgid=p + 1190)),
    ]
    rs.add(task="swe", tid="h37-swe-02", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/dev/src/shipments-api (Go 1.22, go-chi/chi v5.0.12, testify v1.9.0). Branch feat/pagination was just created from main. Task: add limit/offset pagination to GET /v1/shipments; store.ListFilter already has Limit and Offset fields, and the test file has a fakeStore and makeShipments helper.",
           bad=True, turn=7, kind="parent commit hash changes in git log (5b2e8d4 shown as 5b2e4d8)")


# Rust clap + insta (OpenHands) - clean
def t03(rs: RowSet) -> None:
    root = "/workspace/logfmt-cli"
    cpath = f"{root}/src/cli.rs"
    cli = """use std::path::PathBuf;

use clap::{Parser, ValueEnum};

/// Query and pretty-print logfmt streams
#[derive(Debug, Parser)]
#[command(name = "lfq", version, about)]
pub struct Cli {
    /// Files to read (stdin when omitted)
    pub files: Vec<PathBuf>,

    /// Only show records whose level is at least LEVEL
    #[arg(short, long, value_enum, default_value_t = Level::Info)]
    pub level: Level,

    /// Keep only records where KEY=VALUE (repeatable)
    #[arg(short = 'w', long = "where", value_name = "KEY=VALUE")]
    pub filters: Vec<String>,

    /// Output format
    #[arg(short, long, value_enum, default_value_t = Format::Pretty)]
    pub format: Format,

    /// Disable colored output
    #[arg(long)]
    pub no_color: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, ValueEnum)]
pub enum Level {
    Trace,
    Debug,
    Info,
    Warn,
    Error,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Pretty,
    Json,
    Logfmt,
}"""
    old = """    #[arg(short = 'w', long = "where", value_name = "KEY=VALUE")]
    pub filters: Vec<String>,
"""
    new = old + """
    /// Only show records newer than DURATION (e.g. 15m, 2h)
    #[arg(long, value_name = "DURATION")]
    pub since: Option<humantime::Duration>,
"""
    cli2 = cli.replace(old, new)

    def opt(flag: str, text: str) -> str:
        return "  " + flag.ljust(23) + "  " + text

    since_line = opt("    --since <DURATION>", "Only show records newer than DURATION (e.g. 15m, 2h)")
    w_line = opt("-w, --where <KEY=VALUE>", "Keep only records where KEY=VALUE (repeatable)")
    l_line = opt("-l, --level <LEVEL>", "Only show records whose level is at least LEVEL [default: info] [possible values: trace, debug, info, warn, error]")
    n_line = opt("    --no-color", "Disable colored output")
    f_line = opt("-f, --format <FORMAT>", "Output format [default: pretty] [possible values: pretty, json, logfmt]")
    grep = "cargo test 2>&1 | grep -E '^(   Compiling lfq|    Finished|     Running|   Doc-tests|test result)'"

    def results(secs: str, t: tuple[str, str, str, str, str]) -> str:
        return f"""   Compiling lfq v0.6.2 (/workspace/logfmt-cli)
    Finished `test` profile [unoptimized + debuginfo] target(s) in {secs}
     Running unittests src/lib.rs (target/debug/deps/lfq-9a1d4e0c7b2f3856)
test result: ok. 9 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t[0]}
     Running unittests src/main.rs (target/debug/deps/lfq-0e5b7c91a4d2f618)
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t[1]}
     Running tests/cli_help.rs (target/debug/deps/cli_help-3c8f0e2a9b7d41f6)
test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t[2]}
     Running tests/render.rs (target/debug/deps/render-71f0b9d2c4e8a53a)
test result: ok. 5 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t[3]}
   Doc-tests lfq
test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in {t[4]}"""

    bar = "─" * 80
    fail = f"""   Compiling lfq v0.6.2 (/workspace/logfmt-cli)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 6.12s
     Running tests/cli_help.rs (target/debug/deps/cli_help-3c8f0e2a9b7d41f6)

running 4 tests
test level_possible_values ... ok
test unknown_flag_error ... ok
test version_output ... ok
test help_output ... FAILED

failures:

---- help_output stdout ----
stored new snapshot /workspace/logfmt-cli/tests/snapshots/cli_help__help_output.snap.new
{bar}
Snapshot file: tests/snapshots/cli_help__help_output.snap
Snapshot: help_output
Source: tests/cli_help.rs:14
{bar}
Expression: stdout
{bar}
-old snapshot
+new results
────────────┬───────────────────────────────────────────────────────────────────
    9     9 │ {l_line}
   10    10 │ {w_line}
         11 │+{since_line}
   11    12 │ {f_line}
   12    13 │ {n_line}
────────────┴───────────────────────────────────────────────────────────────────
To update snapshots run `cargo insta review`
Stopped on the first failure. Run `cargo insta test` to run all snapshots.
thread 'help_output' panicked at /root/.cargo/registry/src/index.crates.io-6f17d22bba15001f/insta-1.39.0/src/runtime.rs:563:9:
snapshot assertion for 'help_output' failed in line 14
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace


failures:
    help_output

test result: FAILED. 3 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.19s

error: test failed, to rerun pass `--test cli_help`"""
    turns = [
        (bash(f"cd {root} && {grep}"), oh_bash(results("31.04s", ("0.00s", "0.00s", "0.23s", "0.02s", "0.00s")), root)),
        (editor("view", cpath), cat_n(cpath, cli)),
        (editor("str_replace", cpath, old_str=old.rstrip("\n"), new_str=new.rstrip("\n")), oh_edit(cpath, cli2, new.rstrip("\n"))),
        (bash("cargo test --test cli_help"), oh_bash(fail, root, 101)),
        (bash("cargo insta accept"), oh_bash("insta review finished\naccepted:\n  tests/snapshots/cli_help__help_output.snap", root)),
        (bash(grep), oh_bash(results("1.87s", ("0.00s", "0.00s", "0.21s", "0.02s", "0.00s")), root)),
        (bash("git status --short && git diff --stat"),
         oh_bash(" M src/cli.rs\n M tests/snapshots/cli_help__help_output.snap\n"
                 + diffstat([("src/cli.rs", 4, 0), ("tests/snapshots/cli_help__help_output.snap", 1, 0)]), root)),
    ]
    rs.add(task="swe", tid="h37-swe-03", system=oh_sys(root), turns=turns,
           state="Repository /workspace/logfmt-cli: the `lfq` CLI (Rust 1.79, clap 4.5 derive, humantime 2.1 already a dependency, insta 1.39 snapshot tests for --help output). Task: add a `--since <DURATION>` option and keep the snapshot tests green.")


# Koa + Jest (OpenHands) - bad
def t04(rs: RowSet) -> None:
    root = "/workspace/koa-quota-svc"
    apath = f"{root}/src/app.js"
    app = """'use strict';

const Koa = require('koa');
const bodyParser = require('koa-bodyparser');

const config = require('./config');
const errorHandler = require('./middleware/errorHandler');
const requestId = require('./middleware/requestId');
const timing = require('./middleware/timing');
const rateLimit = require('./middleware/rateLimit');
const quotaRouter = require('./routes/quota');
const healthRouter = require('./routes/health');

const app = new Koa();
app.proxy = config.trustProxy;

app.use(errorHandler());
app.use(requestId());
app.use(timing());
app.use(bodyParser({ jsonLimit: '256kb' }));
app.use(rateLimit({
  windowMs: config.rateLimit.windowMs,
  max: config.rateLimit.max,
  keyGenerator: (ctx) => ctx.get('x-api-key') || ctx.ip,
}));

if (config.legacyAuth.enabled) {
  const legacyAuth = require('./middleware/legacyAuth');
  app.use(legacyAuth(config.legacyAuth));
}

app.use(healthRouter.routes());
app.use(quotaRouter.routes()).use(quotaRouter.allowedMethods());

module.exports = app;
"""
    block = """if (config.legacyAuth.enabled) {
  const legacyAuth = require('./middleware/legacyAuth');
  app.use(legacyAuth(config.legacyAuth));
}

"""
    app2 = app.replace(block, "")
    l1 = lineno(app, "const legacyAuth = require")
    l2 = lineno(app, "app.use(legacyAuth(")
    grep_out = f"""src/app.js:{l1}:  const legacyAuth = require('./middleware/legacyAuth');
src/app.js:{l2}:  app.use(legacyAuth(config.legacyAuth));
src/config.js:31:  legacyAuth: {{
src/middleware/legacyAuth.js:1:// DEPRECATED: HMAC header auth for v1 mobile clients. Remove once v1 traffic is gone (QUOTA-418).
src/middleware/legacyAuth.js:64:module.exports = function legacyAuth(opts = {{}}) {{
tests/middleware/legacyAuth.test.js:5:const legacyAuth = require('../../src/middleware/legacyAuth');
tests/middleware/legacyAuth.test.js:12:describe('legacyAuth', () => {{
tests/middleware/legacyAuth.test.js:13:  const mw = legacyAuth({{ secret: 'test-secret', header: 'x-legacy-sig' }});"""
    turns = [
        (bash(f"cd {root} && ls -la src/middleware tests/middleware"),
         oh_bash("""src/middleware:
total 28
drwxr-xr-x 2 openhands openhands 4096 Jan 14 09:12 .
drwxr-xr-x 5 openhands openhands 4096 Jan 14 09:12 ..
-rw-r--r-- 1 openhands openhands 1187 Jan 14 09:12 errorHandler.js
-rw-r--r-- 1 openhands openhands 2318 Jan 14 09:12 legacyAuth.js
-rw-r--r-- 1 openhands openhands 3052 Jan 14 09:12 rateLimit.js
-rw-r--r-- 1 openhands openhands  641 Jan 14 09:12 requestId.js
-rw-r--r-- 1 openhands openhands  904 Jan 14 09:12 timing.js

tests/middleware:
total 24
drwxr-xr-x 2 openhands openhands 4096 Jan 14 09:12 .
drwxr-xr-x 4 openhands openhands 4096 Jan 14 09:12 ..
-rw-r--r-- 1 openhands openhands 1650 Jan 14 09:12 errorHandler.test.js
-rw-r--r-- 1 openhands openhands 2977 Jan 14 09:12 legacyAuth.test.js
-rw-r--r-- 1 openhands openhands 5121 Jan 14 09:12 rateLimit.test.js
-rw-r--r-- 1 openhands openhands  788 Jan 14 09:12 requestId.test.js""", root)),
        (bash("grep -rn \"legacyAuth\" src tests"), oh_bash(grep_out, root)),
        (editor("str_replace", apath, old_str=block, new_str=""),
         oh_edit(apath, app2, "", anchor="app.use(healthRouter.routes());")),
        (bash("git rm -q src/middleware/legacyAuth.js tests/middleware/legacyAuth.test.js && git status --short"),
         oh_bash(" M src/app.js\nD  src/middleware/legacyAuth.js\nD  tests/middleware/legacyAuth.test.js", root)),
        (bash("npx jest 2>&1 | tail -20"),
         oh_bash("""PASS tests/routes/quota.test.js
PASS tests/middleware/rateLimit.test.js
PASS tests/middleware/legacyAuth.test.js
PASS tests/routes/health.test.js
PASS tests/middleware/errorHandler.test.js
PASS tests/config.test.js
PASS tests/middleware/requestId.test.js

Test Suites: 7 passed, 7 total
Tests:       61 passed, 61 total
Snapshots:   0 total
Time:        3.184 s
Ran all test suites.""", root)),
        (bash("npx eslint src tests && echo 'eslint: clean'"), oh_bash("eslint: clean", root)),
        (bash("git diff src/app.js"), oh_bash(gitdiff("src/app.js", app, app2, "4f7c2a1..b90e3d6"), root)),
    ]
    rs.add(task="swe", tid="h37-swe-04", system=oh_sys(root), turns=turns,
           state="Repository /workspace/koa-quota-svc (Node 20, Koa 2.15, Jest 29.7). Ticket QUOTA-418: remove the deprecated legacyAuth middleware and its tests now that v1 mobile traffic is gone; the legacyAuth config block stays until the next release.",
           bad=True, turn=5, kind="test suite of a file removed with git rm still runs in jest output")


# Pydantic v2 + mypy (Gemini CLI) - bad
def t05(rs: RowSet) -> None:
    root = "/home/ana/code/pricing-engine"
    mpath = f"{root}/src/pricing/models.py"
    dpath = f"{root}/src/pricing/discounts.py"
    models = '''"""Pricing domain models."""
from __future__ import annotations

from datetime import datetime, timezone
from decimal import ROUND_HALF_UP, Decimal
from enum import Enum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

Money = Annotated[Decimal, Field(max_digits=12, decimal_places=2)]
CENT = Decimal("0.01")


class Currency(str, Enum):
    EUR = "EUR"
    USD = "USD"
    GBP = "GBP"


class TaxRule(BaseModel):
    model_config = ConfigDict(frozen=True)

    region: str = Field(pattern=r"^[A-Z]{2}(-[A-Z0-9]{1,3})?$")
    rate: Decimal = Field(ge=0, le=1)
    inclusive: bool = False


class LineItem(BaseModel):
    sku: str = Field(min_length=3, max_length=32)
    quantity: int = Field(gt=0)
    unit_price: Money
    currency: Currency = Currency.EUR

    @field_validator("sku")
    @classmethod
    def upper_sku(cls, v: str) -> str:
        return v.strip().upper()


class Quote(BaseModel):
    model_config = ConfigDict(validate_assignment=True)

    customer_id: str
    items: list[LineItem]
    tax: TaxRule | None = None
    shipping: Money = Field(default="0.00")
    created_at: datetime = Field(default_factory=lambda: datetime.now(timezone.utc))

    @model_validator(mode="after")
    def single_currency(self) -> Quote:
        currencies = {item.currency for item in self.items}
        if len(currencies) > 1:
            raise ValueError(f"mixed currencies in quote: {sorted(c.value for c in currencies)}")
        return self

    def subtotal(self) -> Decimal:
        return sum((item.unit_price * item.quantity for item in self.items), Decimal("0"))

    def tax_amount(self) -> Decimal:
        if self.tax is None or self.tax.inclusive:
            return Decimal("0")
        return (self.subtotal() * self.tax.rate).quantize(CENT, rounding=ROUND_HALF_UP)

    def total(self) -> Decimal:
        gross = self.subtotal() + self.tax_amount() + self.shipping
        return float(gross.quantize(CENT, rounding=ROUND_HALF_UP))
'''
    disc = '''"""Coupon and volume discounts applied on top of a quote total."""
from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .models import CENT, Quote
from .repository import CouponRepository


@dataclass(frozen=True)
class Coupon:
    code: str
    percent_off: Decimal
    max_uses: int | None = None


def apply_coupon(quote: Quote, code: str, repo: CouponRepository) -> Decimal:
    coupon = repo.find_active(code)
    return (quote.total() * (1 - coupon.percent_off / 100)).quantize(CENT)


def volume_discount(quote: Quote) -> Decimal:
    """Fraction taken off for large orders, by total units across all line items."""
    units = sum(item.quantity for item in quote.items)
    if units >= 500:
        return Decimal("0.10")
    elif units >= 100:
        return Decimal("0.05")
    elif units >= 20:
        return Decimal("0.02")


def discounted_total(quote: Quote, code: str | None, repo: CouponRepository) -> Decimal:
    base = apply_coupon(quote, code, repo) if code else quote.total()
    return (base * (1 - volume_discount(quote))).quantize(CENT)
'''
    ship_old = '    shipping: Money = Field(default="0.00")'
    ship_new = '    shipping: Money = Field(default=Decimal("0.00"))'
    tot_old = "        return float(gross.quantize(CENT, rounding=ROUND_HALF_UP))"
    tot_new = "        return gross.quantize(CENT, rounding=ROUND_HALF_UP)"
    cp_old = "    return (quote.total() * (1 - coupon.percent_off / 100)).quantize(CENT)"
    cp_new = "    return quote.total() if coupon is None else (quote.total() * (1 - coupon.percent_off / 100)).quantize(CENT)"
    ls, lt = lineno(models, ship_old), lineno(models, tot_old)
    lc, lv = lineno(disc, cp_old), lineno(disc, "def volume_discount")
    e_ship = f'src/pricing/models.py:{ls}: error: Incompatible types in assignment (expression has type "str", variable has type "Decimal")  [assignment]'
    e_tot = f'src/pricing/models.py:{lt}: error: Incompatible return value type (got "float", expected "Decimal")  [return-value]'
    e_cp = f'src/pricing/discounts.py:{lc}: error: Item "None" of "Coupon | None" has no attribute "percent_off"  [union-attr]'
    e_vol = f"src/pricing/discounts.py:{lv}: error: Missing return statement  [return]"
    p = 77310
    turns = [
        (gcmd("mypy src/pricing", "Type-check the pricing package"),
         grun("mypy src/pricing", "\n".join([e_cp, e_vol, e_ship, e_tot, "Found 4 errors in 2 files (checked 17 source files)"]), code=1, pgid=p)),
        (call("read_file", absolute_path=mpath), models),
        (call("replace", file_path=mpath, old_string=ship_old, new_string=ship_new), g_replaced(mpath)),
        (call("replace", file_path=mpath, old_string=tot_old, new_string=tot_new), g_replaced(mpath)),
        (gcmd("mypy src/pricing", "Re-run mypy after fixing models.py"),
         grun("mypy src/pricing", "\n".join([e_cp, e_vol, "Found 2 errors in 1 file (checked 17 source files)"]), code=1, pgid=p + 412)),
        (call("read_file", absolute_path=dpath), disc),
        (call("replace", file_path=dpath, old_string=cp_old, new_string=cp_new), g_replaced(dpath)),
        (gcmd("mypy src/pricing", "Re-run mypy after guarding the missing coupon"),
         grun("mypy src/pricing", "\n".join([e_vol, "Found 2 errors in 1 file (checked 17 source files)"]), code=1, pgid=p + 907)),
        (gcmd("python -m pytest -q tests", "Run the unit tests"),
         grun("python -m pytest -q tests", """........................................................................ [ 91%]
.......                                                                  [100%]
79 passed in 1.38s""", pgid=p + 1133)),
    ]
    rs.add(task="swe", tid="h37-swe-05", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/ana/code/pricing-engine (Python 3.12, pydantic 2.8.2 with the pydantic.mypy plugin, mypy 1.11.1 in strict mode via pyproject.toml). Task: clear the mypy errors left over from the Pydantic v2 migration without changing behaviour.",
           bad=True, turn=8, kind="mypy error total not reduced after a fix (one error listed, summary says 2)")


# Starlette + anyio (Gemini CLI) - clean
def t06(rs: RowSet) -> None:
    root = "/home/lee/src/webhook-relay"
    apath = f"{root}/relay/app.py"
    app = '''"""Webhook relay: accepts signed webhooks and fans them out to subscribers."""
from __future__ import annotations

import logging

import anyio
import httpx
from starlette.applications import Starlette
from starlette.background import BackgroundTask
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from .settings import settings
from .signing import verify_signature

log = logging.getLogger("relay")


async def forward(payload: bytes, headers: dict[str, str]) -> None:
    async with httpx.AsyncClient() as client:
        async with anyio.create_task_group() as tg:
            for url in settings.subscribers:
                tg.start_soon(_post, client, url, payload, headers)


async def _post(client: httpx.AsyncClient, url: str, payload: bytes, headers: dict[str, str]) -> None:
    try:
        with anyio.fail_after(0.5):
            resp = await client.post(url, content=payload, headers=headers)
        log.info("forwarded to %s: %s", url, resp.status_code)
    except TimeoutError:
        log.error("timeout forwarding to %s after %.1fs", url, 0.5)


async def relay(request: Request) -> JSONResponse:
    body = await request.body()
    if not verify_signature(body, request.headers.get("x-relay-signature", ""), settings.secret):
        return JSONResponse({"error": "bad signature"}, status_code=401)
    fwd_headers = {"content-type": request.headers.get("content-type", "application/json")}
    return JSONResponse({"accepted": True}, status_code=202, background=BackgroundTask(forward, body, fwd_headers))


async def healthz(_: Request) -> JSONResponse:
    return JSONResponse({"ok": True, "subscribers": len(settings.subscribers)})


app = Starlette(routes=[Route("/relay", relay, methods=["POST"]), Route("/healthz", healthz)])
'''
    old = """        with anyio.fail_after(0.5):
            resp = await client.post(url, content=payload, headers=headers)
        log.info("forwarded to %s: %s", url, resp.status_code)
    except TimeoutError:
        log.error("timeout forwarding to %s after %.1fs", url, 0.5)
"""
    new = """        with anyio.fail_after(settings.upstream_timeout):
            resp = await client.post(url, content=payload, headers=headers)
        log.info("forwarded to %s: %s", url, resp.status_code)
    except TimeoutError:
        log.error("timeout forwarding to %s after %.1fs", url, settings.upstream_timeout)
"""
    app2 = app.replace(old, new)
    start = "uvicorn relay.app:app --port 8040 > /tmp/relay.log 2>&1 &"
    post = ("curl -s -o /dev/null -w '%{http_code}\\n' -X POST localhost:8040/relay -H 'content-type: application/json' "
            "-H \"x-relay-signature: $(python -m relay.signing tests/fixtures/order_created.json)\" --data-binary @tests/fixtures/order_created.json")
    c1 = f"{post}; sleep 3; cat /tmp/relay.log; tail -n 4 /tmp/subscribers.log"
    sub_old = """2025-02-11 14:58:30,771 sub-9101 listening on 127.0.0.1:9101 (delay 0.0s)
2025-02-11 14:58:30,772 sub-9102 listening on 127.0.0.1:9102 (delay 2.0s)"""
    sub1 = """2025-02-11 15:04:12,118 sub-9101 200 order_created evt_01JKSX3M7Q2V8D5RT0W9A4C6HB (812 bytes)
2025-02-11 15:04:12,606 sub-9102 aborted: client disconnected after 0.50s"""
    sub2 = """2025-02-11 15:07:48,402 sub-9101 200 order_created evt_01JKSX3M7Q2V8D5RT0W9A4C6HB (812 bytes)
2025-02-11 15:07:50,391 sub-9102 200 order_created evt_01JKSX3M7Q2V8D5RT0W9A4C6HB (812 bytes)"""
    diff = gitdiff("relay/app.py", app, app2, "9e3b1c4..52d0a7f")
    p = 51740
    turns = [
        (call("list_directory", path=root), f"""Directory listing for {root}:
[DIR] relay
[DIR] scripts
[DIR] tests
.env.example
.gitignore
pyproject.toml
README.md
requirements-dev.txt"""),
        (call("read_file", absolute_path=apath), app),
        (gcmd(start, "Start the relay dev server in the background"),
         grun(start, "", pgid=p, bg="51872")),
        (gcmd(c1, "Send a signed sample webhook and check relay and subscriber logs"),
         grun(c1, f"""202
INFO:     Started server process [51872]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8040 (Press CTRL+C to quit)
INFO:     127.0.0.1:49822 - "POST /relay HTTP/1.1" 202 Accepted
timeout forwarding to http://127.0.0.1:9102/hooks after 0.5s
{sub_old}
{sub1}""", pgid=p + 61)),
        (call("replace", file_path=apath, old_string=old, new_string=new), g_replaced(apath)),
        (gcmd(f"kill 51872; sleep 1; {start}", "Restart the dev server with the fix"),
         grun(f"kill 51872; sleep 1; {start}", "", pgid=p + 240, bg="52210")),
        (gcmd(c1, "Resend the sample webhook after the restart"),
         grun(c1, f"""202
INFO:     Started server process [52210]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://127.0.0.1:8040 (Press CTRL+C to quit)
INFO:     127.0.0.1:49836 - "POST /relay HTTP/1.1" 202 Accepted
{sub1}
{sub2}""", pgid=p + 322)),
        (gcmd("python -m pytest -q tests/test_relay.py", "Run relay tests on both anyio backends"),
         grun("python -m pytest -q tests/test_relay.py", """............                                                             [100%]
12 passed in 0.91s""", pgid=p + 498)),
        (gcmd("kill 52210 && git diff", "Stop the dev server and show the diff"),
         grun("kill 52210 && git diff", diff, pgid=p + 611)),
        (gcmd("git status --short", "Check the working tree"),
         grun("git status --short", " M relay/app.py", pgid=p + 640)),
    ]
    rs.add(task="swe", tid="h37-swe-06", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/lee/src/webhook-relay (Python 3.12, Starlette 0.37, anyio 4.4, httpx 0.27, pytest with the anyio plugin running asyncio and trio). Two fake subscribers from scripts/fake_subscribers.py are already running and log to /tmp/subscribers.log; the one on :9102 answers after 2 s. Bug: slow subscribers never get webhooks although settings.upstream_timeout is 10.0.")


# C++ CMake + Catch2 (OpenHands) - bad
def t07(rs: RowSet) -> None:
    root = "/workspace/geo-kit"
    hdr = """#pragma once

#include "geokit/point.hpp"

namespace geokit {

/// Great-circle distance between two WGS84 points, in kilometres (haversine formula).
[[nodiscard]] double haversine_km(const Point& a, const Point& b) noexcept;

}  // namespace geokit
"""
    cpp = """#include "geokit/distance.hpp"

#include <cmath>
#include <numbers>

namespace geokit {
namespace {

constexpr double kEarthRadius = 6'371'008.8;  // mean radius

constexpr double to_rad(double deg) noexcept { return deg * std::numbers::pi / 180.0; }

}  // namespace

double haversine_km(const Point& a, const Point& b) noexcept {
    const double dlat = to_rad(b.lat - a.lat);
    const double dlon = to_rad(b.lon - a.lon);
    const double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
                     std::cos(to_rad(a.lat)) * std::cos(to_rad(b.lat)) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2.0 * kEarthRadius * std::asin(std::sqrt(h));
}

}  // namespace geokit
"""
    tst = """#include <catch2/catch_test_macros.hpp>
#include <catch2/matchers/catch_matchers_floating_point.hpp>

#include "geokit/distance.hpp"

using Catch::Matchers::WithinAbs;

TEST_CASE("haversine distance between capitals", "[distance]") {
    const geokit::Point london{51.5074, -0.1278};
    const geokit::Point paris{48.8566, 2.3522};
    REQUIRE_THAT(geokit::haversine_km(london, paris), WithinAbs(343.6, 0.5));

    const geokit::Point nyc{40.7128, -74.0060};
    const geokit::Point la{34.0522, -118.2437};
    REQUIRE_THAT(geokit::haversine_km(nyc, la), WithinAbs(3935.7, 1.0));
}

TEST_CASE("distance to self is zero", "[distance]") {
    const geokit::Point p{-33.8688, 151.2093};
    REQUIRE(geokit::haversine_km(p, p) == 0.0);
}

TEST_CASE("distance is symmetric", "[distance]") {
    const geokit::Point a{35.6762, 139.6503};
    const geokit::Point b{37.5665, 126.9780};
    REQUIRE_THAT(geokit::haversine_km(a, b), WithinAbs(geokit::haversine_km(b, a), 1e-9));
    REQUIRE(geokit::haversine_km(a, b) > 1000.0);
}
"""
    tcm = """find_package(Catch2 3 REQUIRED)

add_executable(geokit_tests
  test_point.cpp
  test_bbox.cpp
  test_geohash.cpp
  test_polyline.cpp
)
target_link_libraries(geokit_tests PRIVATE geokit Catch2::Catch2WithMain)
target_compile_features(geokit_tests PRIVATE cxx_std_20)

include(Catch)
catch_discover_tests(geokit_tests)
"""
    scm = """file(GLOB GEOKIT_SOURCES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp)

add_library(geokit STATIC ${GEOKIT_SOURCES})
target_include_directories(geokit PUBLIC ${PROJECT_SOURCE_DIR}/include)
target_compile_features(geokit PUBLIC cxx_std_20)
target_compile_options(geokit PRIVATE -Wall -Wextra -Wpedantic)
"""
    c_old, c_new = "  test_polyline.cpp\n)", "  test_polyline.cpp\n  test_distance.cpp\n)"
    tcm2 = tcm.replace(c_old, c_new)
    r_old = "constexpr double kEarthRadius = 6'371'008.8;  // mean radius"
    r_new = "constexpr double kEarthRadius = 6'371.0088;  // mean radius, km"
    cpp2 = cpp.replace(r_old, r_new)
    tc1 = lineno(tst, 'TEST_CASE("haversine distance between capitals"')
    rq1 = lineno(tst, "WithinAbs(343.6, 0.5)")
    tl = "~" * 79
    dl = "-" * 79
    dots = "." * 79
    eq = "=" * 79
    turns = [
        (bash(f"cd {root} && ls src include/geokit tests && cat src/CMakeLists.txt tests/CMakeLists.txt"),
         oh_bash("""include/geokit:
bbox.hpp  geohash.hpp  point.hpp  polyline.hpp

src:
CMakeLists.txt  bbox.cpp  geohash.cpp  point.cpp  polyline.cpp

tests:
CMakeLists.txt  test_bbox.cpp  test_geohash.cpp  test_point.cpp  test_polyline.cpp
""" + scm + tcm, root)),
        (editor("create", f"{root}/include/geokit/distance.hpp", file_text=hdr), f"File created successfully at: {root}/include/geokit/distance.hpp"),
        (editor("create", f"{root}/src/distance.cpp", file_text=cpp), f"File created successfully at: {root}/src/distance.cpp"),
        (editor("create", f"{root}/tests/test_distance.cpp", file_text=tst), f"File created successfully at: {root}/tests/test_distance.cpp"),
        (editor("str_replace", f"{root}/tests/CMakeLists.txt", old_str=c_old, new_str=c_new),
         oh_edit(f"{root}/tests/CMakeLists.txt", tcm2, c_new)),
        (bash("cmake --build build -j8 2>&1 | tail -20"),
         oh_bash("""-- Configuring done (0.3s)
-- Generating done (0.0s)
-- Build files have been written to: /workspace/geo-kit/build
[  7%] Building CXX object src/CMakeFiles/geokit.dir/distance.cpp.o
[ 14%] Linking CXX static library libgeokit.a
[ 35%] Built target geokit
[ 42%] Building CXX object tests/CMakeFiles/geokit_tests.dir/test_distance.cpp.o
[ 50%] Linking CXX executable geokit_tests
[100%] Built target geokit_tests""", root)),
        (bash("./build/tests/geokit_tests \"[distance]\""),
         oh_bash(f"""Filters: [distance]
Randomness seeded to: 2716403988

{tl}
geokit_tests is a Catch2 v3.5.4 host application.
Run with -? for options

{dl}
haversine distance between capitals
{dl}
/workspace/geo-kit/tests/test_distance.cpp:{tc1}
{dots}

/workspace/geo-kit/tests/test_distance.cpp:{rq1}: FAILED:
  REQUIRE_THAT( geokit::haversine_km(london, paris), WithinAbs(343.6, 0.5) )
with expansion:
  343556.5348808832 is within 0.5 of 343.6

{eq}
test cases: 3 | 2 passed | 1 failed
assertions: 4 | 3 passed | 1 failed
""", root, 1)),
        (editor("str_replace", f"{root}/src/distance.cpp", old_str=r_old, new_str=r_new), oh_edit(f"{root}/src/distance.cpp", cpp2, r_new)),
        (bash("cmake --build build -j8 2>&1 | tail -8 && ./build/tests/geokit_tests"),
         oh_bash(f"""[  7%] Building CXX object src/CMakeFiles/geokit.dir/distance.cpp.o
[ 14%] Linking CXX static library libgeokit.a
[ 35%] Built target geokit
[ 42%] Linking CXX executable geokit_tests
[100%] Built target geokit_tests
Randomness seeded to: 903117452
{eq}
All tests passed (118 assertions in 31 test cases)
""", root)),
        (bash("git status --short"),
         oh_bash(" M tests/CMakeLists.txt\n?? include/geokit/distance.hpp\n?? tests/test_distance.cpp", root)),
    ]
    rs.add(task="swe", tid="h37-swe-07", system=oh_sys(root), turns=turns,
           state="Repository /workspace/geo-kit (C++20 static library, CMake 3.28, Catch2 3.5.4 via find_package; build/ is already configured with Unix Makefiles and is git-ignored). Task: add geokit::haversine_km(Point, Point) with Catch2 tests tagged [distance].",
           bad=True, turn=10, kind="newly created source file missing from git status untracked list")


# SvelteKit + Vitest (Gemini CLI) - clean
def t08(rs: RowSet) -> None:
    root = "/home/mia/projects/trailmap"
    files = ["src/lib/stores/filters.ts", "src/lib/utils/format.ts", "src/lib/utils/format.test.ts", "src/lib/api/trails.ts",
             "src/lib/api/trails.test.ts", "src/lib/utils/geo.ts", "src/lib/utils/geo.test.ts", "src/lib/stores/filters.test.ts",
             "src/lib/types.ts", "src/lib/index.ts", "src/lib/server/db.ts"]
    glob_out = (f'Found {len(files)} file(s) matching "src/lib/**/*.ts" within {root}, sorted by modification time (newest first):\n'
                + "\n".join(f"{root}/{f}" for f in files))
    imp_page = "\timport { formatDistance, formatElevation } from '$lib/utils/format';"
    imp_card = "\timport { formatDistance, formatDuration } from '$lib/utils/format';"
    imp_slug = "\timport { formatDuration, formatElevation } from '$lib/utils/format';"
    search = g_search("utils/format", [("src/routes/+page.svelte", [(4, imp_page)]),
                                       ("src/lib/components/TrailCard.svelte", [(3, imp_card)]),
                                       ("src/routes/trails/[slug]/+page.svelte", [(5, imp_slug)])])
    mv = "git mv src/lib/utils/format.ts src/lib/utils/formatters.ts && git mv src/lib/utils/format.test.ts src/lib/utils/formatters.test.ts"
    t_old = "import { formatDistance, formatDuration, formatElevation, formatPace } from './format';"
    t_new = "import { formatDistance, formatDuration, formatElevation, formatPace } from './formatters';"
    p = 18806
    turns = [
        (call("glob", pattern="src/lib/**/*.ts"), glob_out),
        (call("search_file_content", pattern="utils/format", path="."), search),
        (gcmd(mv, "Rename the format module and its test with git mv"), grun(mv, "", pgid=p)),
        (call("replace", file_path=f"{root}/src/routes/+page.svelte", old_string=imp_page, new_string=imp_page.replace("utils/format'", "utils/formatters'")),
         g_replaced(f"{root}/src/routes/+page.svelte")),
        (call("replace", file_path=f"{root}/src/lib/components/TrailCard.svelte", old_string=imp_card, new_string=imp_card.replace("utils/format'", "utils/formatters'")),
         g_replaced(f"{root}/src/lib/components/TrailCard.svelte")),
        (call("replace", file_path=f"{root}/src/routes/trails/[slug]/+page.svelte", old_string=imp_slug, new_string=imp_slug.replace("utils/format'", "utils/formatters'")),
         g_replaced(f"{root}/src/routes/trails/[slug]/+page.svelte")),
        (call("replace", file_path=f"{root}/src/lib/utils/formatters.test.ts", old_string=t_old, new_string=t_new),
         g_replaced(f"{root}/src/lib/utils/formatters.test.ts")),
        (gcmd("npx vitest run", "Run the unit tests once"),
         grun("npx vitest run", f"""
 RUN  v1.6.0 {root}

 ✓ src/lib/utils/geo.test.ts  (7 tests) 6ms
 ✓ src/lib/stores/filters.test.ts  (5 tests) 4ms
 ✓ src/lib/utils/formatters.test.ts  (12 tests) 9ms
 ✓ src/lib/api/trails.test.ts  (6 tests) 33ms

 Test Files  4 passed (4)
      Tests  30 passed (30)
   Start at  10:42:17
   Duration  1.74s (transform 188ms, setup 0ms, collect 571ms, tests 52ms, environment 1ms, prepare 498ms)
""", pgid=p + 277)),
        (gcmd("git status --short", "Review the staged rename and edits"),
         grun("git status --short", """ M src/lib/components/TrailCard.svelte
RM src/lib/utils/format.test.ts -> src/lib/utils/formatters.test.ts
R  src/lib/utils/format.ts -> src/lib/utils/formatters.ts
 M src/routes/+page.svelte
 M src/routes/trails/[slug]/+page.svelte""", pgid=p + 340)),
    ]
    rs.add(task="swe", tid="h37-swe-08", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/mia/projects/trailmap (SvelteKit 2.5, Svelte 4, TypeScript, Vitest 1.6). Task: rename src/lib/utils/format.ts to formatters.ts (a name clash with a new `format` store), keep history with git mv and update every import.")


# Haskell Servant + hspec (OpenHands) - bad
def t09(rs: RowSet) -> None:
    root = "/workspace/servant-todo"
    hpath = f"{root}/src/Handlers.hs"
    hs = """{-# LANGUAGE OverloadedStrings #-}
{-# LANGUAGE RecordWildCards #-}

module Handlers
  ( listTodos
  , createTodo
  , patchTodo
  , deleteTodo
  ) where

import Control.Monad.IO.Class (liftIO)
import Data.IORef (IORef, atomicModifyIORef', readIORef)
import qualified Data.Map.Strict as Map
import Data.Maybe (fromMaybe)
import Servant

import Types

listTodos :: IORef TodoStore -> Handler [Todo]
listTodos ref = Map.elems . storeTodos <$> liftIO (readIORef ref)

createTodo :: IORef TodoStore -> NewTodo -> Handler Todo
createTodo ref NewTodo{..} = liftIO $ atomicModifyIORef' ref $ \\s ->
  let tid = storeNextId s
      todo = Todo { todoId = tid, todoTitle = newTitle, todoCompleted = False }
  in (s { storeTodos = Map.insert tid todo (storeTodos s), storeNextId = tid + 1 }, todo)

patchTodo :: IORef TodoStore -> TodoId -> TodoPatch -> Handler Todo
patchTodo ref tid TodoPatch{..} = do
  store <- liftIO (readIORef ref)
  case Map.lookup tid (storeTodos store) of
    Nothing -> throwError err404 { errBody = "todo not found" }
    Just old -> do
      let new = old { todoTitle = fromMaybe (todoTitle old) patchTitle
                    , todoCompleted = fromMaybe (todoCompleted old) patchCompleted }
      pure new

deleteTodo :: IORef TodoStore -> TodoId -> Handler NoContent
deleteTodo ref tid = do
  found <- liftIO $ atomicModifyIORef' ref $ \\s ->
    (s { storeTodos = Map.delete tid (storeTodos s) }, Map.member tid (storeTodos s))
  if found then pure NoContent else throwError err404 { errBody = "todo not found" }"""
    old = """                    , todoCompleted = fromMaybe (todoCompleted old) patchCompleted }
      pure new"""
    new = """                    , todoCompleted = fromMaybe (todoCompleted old) patchCompleted }
      liftIO $ atomicModifyIORef' ref $ \\s -> (s { storeTodos = Map.insert tid new (storeTodos s) }, ())
      pure new"""
    hs2 = hs.replace(old, new)
    turns = [
        (bash(f"cd {root} && date && git log -3 --format='%h %ad %an %s' --date=iso"),
         oh_bash("""Tue Nov 19 10:12:04 CET 2024
a81f3c2 2024-11-18 17:41:09 +0100 Marta Kowalczyk Add PATCH /todos/:id for title and completed flag
0c9e57d 2024-11-18 09:47:30 +0100 Marta Kowalczyk Servant: switch API to NamedRoutes
7d2b4a6 2024-11-15 16:20:52 +0100 Jonas Feld hspec: add JSON roundtrip specs""", root)),
        (editor("view", hpath), cat_n(hpath, hs)),
        (editor("str_replace", hpath, old_str=old, new_str=new), oh_edit(hpath, hs2, new)),
        (bash("stack test 2>&1 | tail -45"),
         oh_bash("""servant-todo> build (lib + exe + test) with ghc-9.6.6
Preprocessing library for servant-todo-0.3.0..
Building library for servant-todo-0.3.0..
[3 of 4] Compiling Handlers [Source file changed]
[4 of 4] Compiling Server [Handlers changed]
Preprocessing executable 'servant-todo-exe' for servant-todo-0.3.0..
Building executable 'servant-todo-exe' for servant-todo-0.3.0..
[2 of 2] Linking .stack-work/dist/x86_64-linux/ghc-9.6.6/build/servant-todo-exe/servant-todo-exe [Objects changed]
Preprocessing test suite 'servant-todo-test' for servant-todo-0.3.0..
Building test suite 'servant-todo-test' for servant-todo-0.3.0..
[4 of 4] Linking .stack-work/dist/x86_64-linux/ghc-9.6.6/build/servant-todo-test/servant-todo-test [Objects changed]
servant-todo> copy/register
Installing library in /workspace/servant-todo/.stack-work/install/x86_64-linux/3f8a1c0d/lib/x86_64-linux-ghc-9.6.6/servant-todo-0.3.0-7Qm2cK1rV9d4sHf0aW3xXe
Installing executable servant-todo-exe in /workspace/servant-todo/.stack-work/install/x86_64-linux/3f8a1c0d/bin
Registering library for servant-todo-0.3.0..
servant-todo> test (suite: servant-todo-test)


Todo JSON
  roundtrips a Todo [✔]
    +++ OK, passed 100 tests.
  roundtrips a TodoPatch [✔]
    +++ OK, passed 100 tests.
GET /todos
  returns an empty list initially [✔]
  lists created todos in id order [✔]
POST /todos
  creates a todo with completed = false [✔]
  assigns increasing ids [✔]
  rejects a missing title with 400 [✔]
PATCH /todos/:id
  updates the title [✔]
  persists the completed flag [✔]
  leaves unspecified fields unchanged [✔]
  returns 404 for an unknown id [✔]
DELETE /todos/:id
  removes the todo [✔]
  returns 404 the second time [✔]

Finished in 0.0512 seconds
13 examples, 0 failures

servant-todo> Test suite servant-todo-test passed
Completed 2 action(s).""", root)),
        (bash("git commit -qam 'Handlers: persist patched todo in the store' && git log -2 --format='%h %ad %s' --date=iso"),
         oh_bash("""4be1d90 2024-11-19 09:58:47 +0100 Handlers: persist patched todo in the store
a81f3c2 2024-11-18 17:41:09 +0100 Add PATCH /todos/:id for title and completed flag""", root)),
        (bash("git status -sb && git diff HEAD~1 --stat"),
         oh_bash("## main...origin/main [ahead 1]\n" + diffstat([("src/Handlers.hs", 1, 0)]), root)),
    ]
    rs.add(task="swe", tid="h37-swe-09", system=oh_sys(root), turns=turns,
           state="Repository /workspace/servant-todo (GHC 9.6.6 via stack, servant-server 0.20, hspec 2.11 with hspec-wai). Bug report: PATCH /todos/:id answers with the updated todo, but a following GET still shows the old completed flag.",
           bad=True, turn=5, kind="new commit dated before the clock time printed at the start of the session")


# OCaml Dream + alcotest (OpenHands) - clean
def t10(rs: RowSet) -> None:
    root = "/workspace/dream-shorten"
    spath = f"{root}/lib/slug.ml"
    ml = """(* Short-link slugs: 4-32 characters of [a-z0-9-], no leading or trailing dash. *)

let min_len = 4
let max_len = 32

let valid_char = function
  | 'a' .. 'z' | 'A' .. 'Z' | '0' .. '9' | '-' -> true
  | _ -> false

let is_valid s =
  let n = String.length s in
  n >= min_len
  && n <= max_len
  && String.for_all valid_char s
  && s.[0] <> '-'
  && s.[n - 1] <> '-'

let of_string s = if is_valid s then Ok s else Error (`Invalid_slug s)

let alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"

let random ?(len = 7) () =
  String.init len (fun _ -> alphabet.[Random.int (String.length alphabet)])"""
    old = "  | 'a' .. 'z' | 'A' .. 'Z' | '0' .. '9' | '-' -> true"
    new = "  | 'a' .. 'z' | '0' .. '9' | '-' -> true"
    ml2 = ml.replace(old, new)
    cases = [("slug", "accepts lowercase and digits."), ("slug", "rejects uppercase."), ("slug", "rejects leading dash."),
             ("slug", "rejects too short."), ("slug", "rejects too long."), ("slug", "random slugs are valid."),
             ("store", "put then get."), ("store", "duplicate slug conflicts."), ("store", "missing slug is None."),
             ("store", "hit counter increments."), ("routes", "POST /links returns 201."),
             ("routes", "POST /links rejects bad slug."), ("routes", "GET /:slug redirects 302."), ("routes", "GET unknown slug is 404.")]

    def listing(failing: int | None) -> str:
        idx: dict[str, int] = {}
        out = []
        for i, (grp, name) in enumerate(cases):
            n = idx.get(grp, 0)
            idx[grp] = n + 1
            tag = "[FAIL]" if i == failing else "[OK]"
            out.append(f"  {tag.ljust(14)}{grp.ljust(14)}{n}   {name}")
        return "\n".join(out)

    logdir = "/workspace/dream-shorten/_build/default/test/_build/_tests/Shortener"
    failbox = "  [FAIL]        slug          1   rejects uppercase."
    run1 = f"""Testing `Shortener'.
This run has ID `QH1Z7K2W'.

{listing(1)}

┌──────────────────────────────────────────────────────────────────────────────┐
│{failbox.ljust(78)}│
└──────────────────────────────────────────────────────────────────────────────┘
ASSERT uppercase slug is invalid
FAIL uppercase slug is invalid

   Expected: `false'
   Received: `true'

Raised at Alcotest_engine__Test.check in file "src/alcotest-engine/test.ml", line 200, characters 4-19
Called from Alcotest_engine__Core.Make.protect_test.(fun) in file "src/alcotest-engine/core.ml", line 181, characters 17-23
Called from Alcotest_engine__Monad.State.try_with in file "src/alcotest-engine/monad.ml", line 24, characters 31-35

Logs saved to `{logdir}/slug.001.output'.
 ──────────────────────────────────────────────────────────────────────────────

Full test results in `{logdir}'.
1 failure! in 0.004s. 14 tests run.
File "test/dune", line 2, characters 7-21:
2 |  (name test_shortener)
           ^^^^^^^^^^^^^^
Error: Command exited with code 1."""
    run2 = f"""Testing `Shortener'.
This run has ID `8TXM4DNA'.

{listing(None)}

Full test results in `{logdir}'.
Test Successful in 0.003s. 14 tests run."""
    turns = [
        (bash(f"cd {root} && dune build && dune test"), oh_bash(run1, root, 1)),
        (editor("view", spath), cat_n(spath, ml)),
        (editor("str_replace", spath, old_str=old, new_str=new), oh_edit(spath, ml2, new)),
        (bash("dune test"), oh_bash(run2, root)),
        (bash("git diff"), oh_bash(gitdiff("lib/slug.ml", ml + "\n", ml2 + "\n", "2c7e9d1..a04b6f3"), root)),
        (bash("git commit -qam 'slug: reject uppercase characters' && git log --oneline -2"),
         oh_bash("5e21c0a (HEAD -> main) slug: reject uppercase characters\n1d8f4b2 (origin/main, origin/HEAD) routes: return 404 JSON for unknown slugs", root)),
    ]
    rs.add(task="swe", tid="h37-swe-10", system=oh_sys(root), turns=turns,
           state="Repository /workspace/dream-shorten (OCaml 5.1, dune 3.16, Dream 1.0.0~alpha6, alcotest 1.8). CI is red: the alcotest case `slug 1 rejects uppercase` fails on main.")


# Vue + Pinia + Vitest (Gemini CLI) - bad
def t11(rs: RowSet) -> None:
    root = "/home/raj/work/helpdesk-ui"
    store = """import { defineStore } from 'pinia'
import { computed, ref } from 'vue'

import { api } from '@/lib/api'
import type { Ticket, TicketStatus } from '@/types'

export const useTicketStore = defineStore('ticket', () => {
  const items = ref<Ticket[]>([])
  const loading = ref(false)
  const error = ref<string | null>(null)
  const statusFilter = ref<TicketStatus | 'all'>('all')

  const visible = computed(() =>
    statusFilter.value === 'all' ? items.value : items.value.filter((t) => t.status === statusFilter.value),
  )
  const openCount = computed(() => items.value.filter((t) => t.status === 'open').length)

  async function fetchAll() {
    loading.value = true
    error.value = null
    try {
      items.value = await api.get<Ticket[]>('/tickets')
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e)
    } finally {
      loading.value = false
    }
  }

  async function setStatus(id: number, status: TicketStatus) {
    const updated = await api.patch<Ticket>(`/tickets/${id}`, { status })
    const i = items.value.findIndex((t) => t.id === id)
    if (i !== -1) items.value[i] = updated
  }

  return { items, loading, error, statusFilter, visible, openCount, fetchAll, setStatus }
})
"""
    mv = "git mv src/stores/ticket.ts src/stores/tickets.ts && git mv src/stores/__tests__/ticket.spec.ts src/stores/__tests__/tickets.spec.ts"
    imp = "import { useTicketStore } from '@/stores/ticket'"
    imp2 = "import { useTicketStore } from '@/stores/tickets'"
    hits = [("src/components/TicketList.vue", 14, imp), ("src/views/TicketDetailView.vue", 9, imp),
            ("src/stores/sla.ts", 2, imp), ("src/stores/__tests__/tickets.spec.ts", 3, imp)]
    search = g_search("@/stores/ticket'", [(f, [(n, t)]) for f, n, t in hits])
    p = 64021
    turns = [
        (call("list_directory", path=f"{root}/src/stores"),
         f"Directory listing for {root}/src/stores:\n[DIR] __tests__\nauth.ts\nsla.ts\nticket.ts\nui.ts"),
        (call("read_file", absolute_path=f"{root}/src/stores/ticket.ts"), store),
        (gcmd(mv, "Rename the ticket store module and its spec"), grun(mv, "", pgid=p)),
        (call("search_file_content", pattern="@/stores/ticket'", path="."), search),
    ]
    for f, _, t in hits:
        turns.append((call("replace", file_path=f"{root}/{f}", old_string=t, new_string=imp2), g_replaced(f"{root}/{f}")))
    turns += [
        (gcmd("npx vitest run", "Run the unit tests"),
         grun("npx vitest run", f"""
 RUN  v1.6.0 {root}

 ✓ src/stores/__tests__/auth.spec.ts  (6 tests) 5ms
 ✓ src/stores/__tests__/sla.spec.ts  (4 tests) 8ms
 ✓ src/stores/__tests__/ticket.spec.ts  (11 tests) 14ms
 ✓ src/components/__tests__/StatusBadge.spec.ts  (5 tests) 22ms
 ✓ src/components/__tests__/TicketList.spec.ts  (3 tests) 91ms

 Test Files  5 passed (5)
      Tests  29 passed (29)
   Start at  16:05:39
   Duration  2.12s (transform 241ms, setup 1ms, collect 802ms, tests 140ms, environment 2.31s, prepare 611ms)
""", pgid=p + 390)),
        (gcmd("npx vue-tsc --noEmit -p tsconfig.app.json", "Type-check the app"),
         grun("npx vue-tsc --noEmit -p tsconfig.app.json", "", pgid=p + 455)),
        (gcmd("npm run build-only", "Production build"),
         grun("npm run build-only", """
> helpdesk-ui@0.9.3 build-only
> vite build

vite v5.2.11 building for production...
transforming...
✓ 143 modules transformed.
rendering chunks...
computing gzip size...
dist/index.html                              0.43 kB │ gzip:  0.29 kB
dist/assets/TicketDetailView-DkL2b9xQ.css    1.12 kB │ gzip:  0.48 kB
dist/assets/index-C9m1f3Qa.css               6.87 kB │ gzip:  1.91 kB
dist/assets/TicketDetailView-BxA7c0Ue.js     4.31 kB │ gzip:  1.83 kB
dist/assets/index-Dq8Z4tLw.js              112.64 kB │ gzip: 43.02 kB
✓ built in 2.38s""", pgid=p + 530)),
    ]
    rs.add(task="swe", tid="h37-swe-11", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/raj/work/helpdesk-ui (Vue 3.4, Pinia 2.1, Vite 5, Vitest 1.6, vue-tsc). Task: rename the Pinia store module src/stores/ticket.ts to tickets.ts (team naming convention: plural module names), rename its spec, and fix every import.",
           bad=True, turn=9, kind="spec renamed with git mv reported under its old file name by vitest")


# Go GORM (OpenHands) - clean
def t12(rs: RowSet) -> None:
    root = "/workspace/inventory-svc"
    mod = "github.com/kestrel-labs/inventory-svc"
    ipath = f"{root}/internal/models/item.go"
    tpath = f"{root}/internal/store/item_store_test.go"
    item = """package models

import (
	"time"

	"gorm.io/gorm"
)

// Item is a stock-keeping record for one product at one warehouse.
type Item struct {
	ID          uint           `gorm:"primaryKey" json:"id"`
	Name        string         `gorm:"size:120;not null" json:"name"`
	WarehouseID uint           `gorm:"index;not null" json:"warehouse_id"`
	Quantity    int            `gorm:"not null;default:0" json:"quantity"`
	UnitCost    int64          `gorm:"not null" json:"unit_cost_cents"`
	CreatedAt   time.Time      `json:"created_at"`
	UpdatedAt   time.Time      `json:"updated_at"`
	DeletedAt   gorm.DeletedAt `gorm:"index" json:"-"`
}"""
    i_old = '\tName        string         `gorm:"size:120;not null" json:"name"`'
    i_new = i_old + '\n\tSKU         string         `gorm:"uniqueIndex;size:64" json:"sku"`'
    item2 = item.replace(i_old, i_new)
    test = """package store_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gorm.io/driver/sqlite"
	"gorm.io/gorm"
	"gorm.io/gorm/logger"

	"github.com/kestrel-labs/inventory-svc/internal/models"
	"github.com/kestrel-labs/inventory-svc/internal/store"
)

func newDB(t *testing.T) *gorm.DB {
	t.Helper()
	db, err := gorm.Open(sqlite.Open("file::memory:"), &gorm.Config{Logger: logger.Discard})
	require.NoError(t, err)
	require.NoError(t, db.AutoMigrate(&models.Item{}))
	return db
}

func seed(t *testing.T, db *gorm.DB) []models.Item {
	t.Helper()
	items := []models.Item{
		{Name: "M8 hex bolt (100)", WarehouseID: 1, Quantity: 40, UnitCost: 1299},
		{Name: "M8 washer (200)", WarehouseID: 1, Quantity: 12, UnitCost: 549},
		{Name: "Cable tie 300mm (50)", WarehouseID: 2, Quantity: 75, UnitCost: 399},
	}
	require.NoError(t, db.Create(&items).Error)
	return items
}

func TestListByWarehouse(t *testing.T) {
	db := newDB(t)
	seed(t, db)
	s := store.NewItemStore(db)

	got, err := s.ListByWarehouse(context.Background(), 1)
	require.NoError(t, err)
	assert.Len(t, got, 2)
	assert.Equal(t, "M8 hex bolt (100)", got[0].Name)
}"""
    s_old = """		{Name: "M8 hex bolt (100)", WarehouseID: 1, Quantity: 40, UnitCost: 1299},
		{Name: "M8 washer (200)", WarehouseID: 1, Quantity: 12, UnitCost: 549},
		{Name: "Cable tie 300mm (50)", WarehouseID: 2, Quantity: 75, UnitCost: 399},"""
    s_new = """		{Name: "M8 hex bolt (100)", SKU: "BLT-M8-100", WarehouseID: 1, Quantity: 40, UnitCost: 1299},
		{Name: "M8 washer (200)", SKU: "WSH-M8-200", WarehouseID: 1, Quantity: 12, UnitCost: 549},
		{Name: "Cable tie 300mm (50)", SKU: "CTY-300-50", WarehouseID: 2, Quantity: 75, UnitCost: 399},"""
    test2 = test.replace(s_old, s_new)
    lc = lineno(test, "require.NoError(t, db.Create(&items).Error)")
    ls1 = lineno(test, "\tseed(t, db)")

    def trace(name: str, call_line: int) -> str:
        return f"""--- FAIL: {name} (0.01s)
    item_store_test.go:{call_line}:\x20
        \tError Trace:	{root}/internal/store/item_store_test.go:{lc}
        \t            				{root}/internal/store/item_store_test.go:{call_line}
        \tError:      	Received unexpected error:
        \t            	UNIQUE constraint failed: items.sku
        \tTest:       	{name}"""

    fail = f"""?   	{mod}/cmd/migrate	[no test files]
?   	{mod}/cmd/server	[no test files]
ok  	{mod}/internal/api	0.058s
ok  	{mod}/internal/models	0.004s
ok  	{mod}/internal/money	(cached)
{trace("TestListByWarehouse", ls1)}
{trace("TestAdjustQuantity", 51)}
{trace("TestSoftDeleteHidesItem", 67)}
FAIL
FAIL	{mod}/internal/store	0.047s
FAIL"""
    ok = f"""?   	{mod}/cmd/migrate	[no test files]
?   	{mod}/cmd/server	[no test files]
ok  	{mod}/internal/api	(cached)
ok  	{mod}/internal/models	(cached)
ok  	{mod}/internal/money	(cached)
ok  	{mod}/internal/store	0.041s"""
    i1, d1 = changes(item, item2)
    i2, d2 = changes(test, test2)
    turns = [
        (bash(f"cd {root} && go version && sed -n 1,12p go.mod && ls -l data/"),
         oh_bash(f"""go version go1.22.5 linux/amd64
module {mod}

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/stretchr/testify v1.9.0
	gorm.io/driver/sqlite v1.5.6
	gorm.io/gorm v1.25.11
)

require (
total 44
-rw-r--r-- 1 openhands openhands 40960 Feb 27 16:41 dev.db
-rw-r--r-- 1 openhands openhands   412 Feb 27 16:40 seed.sql""", root)),
        (editor("view", ipath), cat_n(ipath, item)),
        (editor("str_replace", ipath, old_str=i_old, new_str=i_new), oh_edit(ipath, item2, i_new)),
        (bash("go test ./... 2>&1 | tail -40"), oh_bash(fail, root)),
        (editor("view", tpath, view_range=[1, 45]), cat_n(tpath, test)),
        (editor("str_replace", tpath, old_str=s_old, new_str=s_new), oh_edit(tpath, test2, s_new)),
        (bash("go test ./... 2>&1 | tail -40"), oh_bash(ok, root)),
        (bash("go run ./cmd/migrate -db ./data/dev.db && ls -l data/"),
         oh_bash(f"""2025/03/04 10:21:07 migrate: opening ./data/dev.db

2025/03/04 10:21:07 {root}/cmd/migrate/main.go:31
[1.873ms] [rows:0] ALTER TABLE `items` ADD `sku` text

2025/03/04 10:21:07 {root}/cmd/migrate/main.go:31
[2.406ms] [rows:0] CREATE UNIQUE INDEX `idx_items_sku` ON `items`(`sku`)
2025/03/04 10:21:07 migrate: done
total 52
-rw-r--r-- 1 openhands openhands 49152 Mar  4 10:21 dev.db
-rw-r--r-- 1 openhands openhands   412 Feb 27 16:40 seed.sql""", root)),
        (bash("sqlite3 data/dev.db '.schema items' && sqlite3 data/dev.db 'SELECT count(*), count(sku) FROM items'"),
         oh_bash("""CREATE TABLE `items` (`id` integer PRIMARY KEY AUTOINCREMENT,`name` text NOT NULL,`warehouse_id` integer NOT NULL,`quantity` integer NOT NULL DEFAULT 0,`unit_cost` integer NOT NULL,`created_at` datetime,`updated_at` datetime,`deleted_at` datetime, `sku` text);
CREATE INDEX `idx_items_warehouse_id` ON `items`(`warehouse_id`);
CREATE INDEX `idx_items_deleted_at` ON `items`(`deleted_at`);
CREATE UNIQUE INDEX `idx_items_sku` ON `items`(`sku`);
214|0""", root)),
        (bash("git status --short"), oh_bash(" M internal/models/item.go\n M internal/store/item_store_test.go", root)),
        (bash("git diff --stat"),
         oh_bash(diffstat([("internal/models/item.go", i1, d1), ("internal/store/item_store_test.go", i2, d2)]), root)),
    ]
    rs.add(task="swe", tid="h37-swe-12", system=oh_sys(root), turns=turns,
           state="Repository /workspace/inventory-svc (Go 1.22, GORM 1.25 with the sqlite driver, testify). data/ is git-ignored and holds the local dev database. Task: add a unique, optional SKU column to items, keep the tests green and migrate the dev database with cmd/migrate (AutoMigrate with GORM's Info logger).")


# Lua busted (Gemini CLI) - bad
def t13(rs: RowSet) -> None:
    root = "/home/kai/dev/lua-kvcache"
    spath = f"{root}/src/kvcache/store.lua"
    lua = """-- In-memory key/value store with optional per-key expiry (PX, milliseconds).
local Store = {}
Store.__index = Store

local function default_clock()
  local socket = require("socket")
  return socket.gettime()
end

function Store.new(opts)
  opts = opts or {}
  return setmetatable({
    data = {},
    clock = opts.clock or default_clock,
    max_keys = opts.max_keys or 100000,
    count = 0,
  }, Store)
end

function Store:set(key, value, ttl_ms)
  if self.data[key] == nil then
    if self.count >= self.max_keys then
      return nil, "OOM max keys reached"
    end
    self.count = self.count + 1
  end
  local expires_at = ttl_ms and (self.clock() + ttl_ms) or nil
  self.data[key] = { value = value, expires_at = expires_at }
  return true
end

function Store:get(key)
  local entry = self.data[key]
  if entry == nil then
    return nil
  end
  if entry.expires_at and entry.expires_at <= self.clock() then
    self.data[key] = nil
    self.count = self.count - 1
    return nil
  end
  return entry.value
end

function Store:del(key)
  if self.data[key] ~= nil then
    self.data[key] = nil
    self.count = self.count - 1
    return 1
  end
  return 0
end

function Store:ttl(key)
  local entry = self.data[key]
  if entry == nil then
    return -2
  end
  if entry.expires_at == nil then
    return -1
  end
  return math.max(0, math.floor((entry.expires_at - self.clock()) * 1000))
end

return Store
"""
    old = "  local expires_at = ttl_ms and (self.clock() + ttl_ms) or nil"
    new = "  local expires_at = ttl_ms and (self.clock() + ttl_ms / 1000) or nil"
    start = "lua bin/kvcache-server --port 7379 > /tmp/kv.log 2>&1 &"
    c2 = "sleep 1; ps -o pid,ppid,etime,rss,cmd -p 88412; cat /tmp/kv.log"
    c3 = "busted spec/integration_spec.lua -o utfTerminal; tail -n 2 /tmp/kv.log"
    tap = [
        "Store set and get round-trips a value", "Store get on a missing key returns nil", "Store set overwrites an existing value",
        "Store del returns 1 for an existing key", "Store del returns 0 for a missing key", "Store count tracks inserts and deletes",
        "Store max_keys refuses new keys when full", "Store max_keys still allows overwriting an existing key",
        "Store ttl returns -2 for a missing key", "Store ttl returns -1 without expiry", "Store ttl reports remaining milliseconds",
        "Store expiry keeps the key before the deadline", "Store expiry removes the key at the deadline",
        "Store expiry decrements count on lazy eviction", "Store expiry PX 1500 survives one second",
        "Store expiry overwrite without PX clears the deadline", "Store values can be any Lua string", "Store keys are case sensitive",
    ]
    tap_out = "\n".join(f"ok {i} - {n}" for i, n in enumerate(tap, 1)) + f"\n1..{len(tap)}"
    p = 88390
    turns = [
        (gcmd(start, "Start the kvcache server in the background"), grun(start, "", pgid=p, bg="88412")),
        (gcmd(c2, "Check the server process and its log"),
         grun(c2, """    PID    PPID     ELAPSED   RSS CMD
  88412       1       00:01  3904 lua bin/kvcache-server --port 7379
2025-05-12T09:14:03Z [88412] INFO kvcache 0.4.1 starting (lua 5.4.6, copas 4.7.1, single process)
2025-05-12T09:14:03Z [88412] INFO loaded 0 keys, max_keys=100000
2025-05-12T09:14:03Z [88412] INFO listening on 127.0.0.1:7379""", pgid=p + 23)),
        (gcmd(c3, "Run the integration specs against the running server"),
         grun(c3, """●●●●●◼●●
7 successes / 1 failure / 0 errors / 0 pending : 1.384512 seconds

Failure → spec/integration_spec.lua @ 41
kvcache server PX expiry removes the key after the ttl
spec/integration_spec.lua:44: Expected objects to be the same.
Passed in:
(string) 'v1'
Expected:
(nil)
2025-05-12T09:14:41Z [88421] INFO client 127.0.0.1:52814 connected
2025-05-12T09:14:42Z [88421] INFO client 127.0.0.1:52814 closed after 23 commands""", pgid=p + 57)),
        (call("read_file", absolute_path=spath), lua),
        (call("replace", file_path=spath, old_string=old, new_string=new), g_replaced(spath)),
        (gcmd("busted spec/store_spec.lua -o TAP", "Run the unit specs (fake clock)"),
         grun("busted spec/store_spec.lua -o TAP", tap_out, pgid=p + 301)),
        (gcmd("kill 88412 && git diff --stat", "Stop the server and summarise the change"),
         grun("kill 88412 && git diff --stat", diffstat([("src/kvcache/store.lua", 1, 1)]), pgid=p + 344)),
    ]
    rs.add(task="swe", tid="h37-swe-13", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/kai/dev/lua-kvcache (Lua 5.4, luasocket, copas, busted 2.2). A Redis-like cache server; the integration spec for `SET ... PX <ms>` expiry is failing. Nothing else is listening on port 7379.",
           bad=True, turn=3, kind="PID in server log lines changes though the server was never restarted")


# Next.js + Cypress (OpenHands) - clean
def t14(rs: RowSet) -> None:
    root = "/workspace/storefront-next"
    bpath = f"{root}/src/components/CartBadge.tsx"
    badge = """'use client';

import Link from 'next/link';

import { useCart } from '@/lib/cart/CartContext';

export function CartBadge() {
  const { items } = useCart();
  const count = items.length;

  return (
    <Link href="/cart" className="cart-link" aria-label={`Cart, ${count} items`}>
      <svg className="cart-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M7 4h-2l-1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2h-11.58" />
      </svg>
      {count > 0 && (
        <span className="cart-badge" data-testid="cart-badge">
          {count}
        </span>
      )}
    </Link>
  );
}"""
    old = "  const count = items.length;"
    new = "  const count = items.reduce((n, item) => n + item.quantity, 0);"
    badge2 = badge.replace(old, new)
    eqs = "=" * 100
    dash = "─" * 100

    def header(specs: str, searched: str) -> str:
        return "\n".join([eqs, "", "  (Run Starting)", "", box([
            "Cypress:        13.13.1", "Browser:        Electron 118 (headless)", "Node Version:   v20.15.1 (/usr/local/bin/node)",
            f"Specs:          {specs}", f"Searched:       {searched}"])])

    def results(tests: int, passing: int, failing: int, shots: int, dur: str, spec: str) -> str:
        return box([f"Tests:        {tests}", f"Passing:      {passing}", f"Failing:      {failing}", "Pending:      0",
                    "Skipped:      0", f"Screenshots:  {shots}", "Video:        false", f"Duration:     {dur}", f"Spec Ran:     {spec}"])

    def row(mark: str, spec: str, time: str, t: int, p: int, f: int) -> str:
        fs = str(f) if f else "-"
        return f"  │ {mark}  {spec.ljust(39)}{time.rjust(7)}{str(t).rjust(9)}{str(p).rjust(9)}{fs.rjust(9)}{'-'.rjust(9)}{'-'.rjust(9)} │"

    table_head = "       Spec                                              Tests  Passing  Failing  Pending  Skipped  "
    top = "  ┌" + "─" * 96 + "┐"
    bot = "  └" + "─" * 96 + "┘"
    run_fail = f"""{header("1 found (cart.cy.ts)", "cypress/e2e/cart.cy.ts")}


{dash}

  Running:  cart.cy.ts                                                                      (1 of 1)


  Cart
    ✓ adds a product from the listing page (1412ms)
    1) shows item count in header badge
    ✓ updates quantity from the cart page (986ms)
    ✓ removes an item (640ms)
    ✓ shows empty state after clearing the cart (521ms)


  4 passing (9s)
  1 failing

  1) Cart
       shows item count in header badge:

      AssertionError: Timed out retrying after 4000ms: expected '<span.cart-badge>' to have text '3', but the text was '2'
      + expected - actual

      -'2'
      +'3'

      at Context.eval (webpack://storefront-next/./cypress/e2e/cart.cy.ts:24:39)




  (Results)

{results(5, 4, 1, 1, "9 seconds", "cart.cy.ts")}


  (Screenshots)

  -  /workspace/storefront-next/cypress/screenshots/cart.cy.ts/Cart -- shows item count in     (1280x720)
     header badge (failed).png


{eqs}

  (Run Finished)


{table_head}
{top}
{row("✖", "cart.cy.ts", "00:09", 5, 4, 1)}
{bot}
    ✖  1 of 1 failed (100%)                     00:09        5        4        1        -        -  """
    run_ok = f"""{header("1 found (cart.cy.ts)", "cypress/e2e/cart.cy.ts")}


{dash}

  Running:  cart.cy.ts                                                                      (1 of 1)


  Cart
    ✓ adds a product from the listing page (1187ms)
    ✓ shows item count in header badge (402ms)
    ✓ updates quantity from the cart page (911ms)
    ✓ removes an item (598ms)
    ✓ shows empty state after clearing the cart (507ms)


  5 passing (4s)


  (Results)

{results(5, 5, 0, 0, "4 seconds", "cart.cy.ts")}


{eqs}

  (Run Finished)


{table_head}
{top}
{row("✔", "cart.cy.ts", "00:04", 5, 5, 0)}
{bot}
    ✔  All specs passed!                        00:04        5        5        -        -        -  """
    specs = [("cart.cy.ts", "00:04", 5), ("checkout.cy.ts", "00:11", 7), ("product.cy.ts", "00:03", 4), ("search.cy.ts", "00:02", 3)]
    rows = [row("✔", s, tm, n, n, 0) for s, tm, n in specs]
    mid = "  ├" + "─" * 96 + "┤"
    run_all = f"""{eqs}

  (Run Finished)


{table_head}
{top}
{(chr(10) + mid + chr(10)).join(rows)}
{bot}
    ✔  All specs passed!                        00:20       19       19        -        -        -  """
    devlog1 = """
> storefront-next@0.4.0 dev
> next dev

  ▲ Next.js 14.2.5
  - Local:        http://localhost:3000
  - Environments: .env.local

 ✓ Starting...
 ✓ Ready in 2.6s"""
    devlog2 = """ ✓ Ready in 2.6s
 ○ Compiling / ...
 ✓ Compiled / in 4.3s (812 modules)
 ○ Compiling /cart ...
 ✓ Compiled /cart in 1102ms (846 modules)
 ✓ Compiled in 318ms (431 modules)"""
    diff = gitdiff("src/components/CartBadge.tsx", badge + "\n", badge2 + "\n", "6a1f0c3..e28d97b")
    turns = [
        (bash(f"cd {root}; npm run dev > /tmp/next.log 2>&1 & sleep 6; cat /tmp/next.log"), oh_bash("[1] 40213\n" + devlog1, root)),
        (bash("npx cypress run --spec cypress/e2e/cart.cy.ts"), oh_bash(run_fail, root, 1)),
        (editor("view", bpath), cat_n(bpath, badge)),
        (editor("str_replace", bpath, old_str=old, new_str=new), oh_edit(bpath, badge2, new)),
        (bash("sleep 2; tail -n 6 /tmp/next.log"), oh_bash(devlog2, root)),
        (bash("npx cypress run --spec cypress/e2e/cart.cy.ts"), oh_bash(run_ok, root)),
        (bash("npx cypress run 2>&1 | tail -n 16"), oh_bash(run_all, root)),
        (bash("kill %1; sleep 1; git status --short"),
         oh_bash("[1]+  Terminated              npm run dev > /tmp/next.log 2>&1\n M src/components/CartBadge.tsx", root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h37-swe-14", system=oh_sys(root), turns=turns,
           state="Repository /workspace/storefront-next (Next.js 14.2 app router, React 18, Cypress 13.13 e2e against the dev server on :3000; cypress/screenshots and cypress/videos are git-ignored). Bug: the header cart badge counts distinct products instead of total quantity.")


# Scala Play + ScalaTest (OpenHands) - bad
def t15(rs: RowSet) -> None:
    root = "/workspace/play-bookings"
    spath = f"{root}/app/services/BookingService.scala"
    tpath = f"{root}/test/services/BookingServiceSpec.scala"
    svc = """package services

import java.time.{Clock, Instant}
import javax.inject.{Inject, Singleton}

import scala.concurrent.{ExecutionContext, Future}

import models.{Booking, BookingRequest, RoomId}
import repositories.BookingRepository

sealed trait BookingError
object BookingError {
  case object Overlap      extends BookingError
  case object InvalidRange extends BookingError
  case object InPast       extends BookingError
}

@Singleton
class BookingService @Inject() (repo: BookingRepository, clock: Clock)(implicit ec: ExecutionContext) {

  /** Half-open intervals [start, end): back-to-back bookings do not overlap. */
  def overlaps(b: Booking, start: Instant, end: Instant): Boolean =
    b.start.isBefore(end) && b.end.isAfter(start) && !b.start.equals(start)

  def book(room: RoomId, req: BookingRequest): Future[Either[BookingError, Booking]] =
    if (!req.start.isBefore(req.end)) Future.successful(Left(BookingError.InvalidRange))
    else if (req.start.isBefore(clock.instant())) Future.successful(Left(BookingError.InPast))
    else
      repo.forRoom(room).flatMap { existing =>
        if (existing.exists(overlaps(_, req.start, req.end))) Future.successful(Left(BookingError.Overlap))
        else repo.insert(Booking.from(room, req)).map(Right(_))
      }
}"""
    o_old = "    b.start.isBefore(end) && b.end.isAfter(start) && !b.start.equals(start)"
    o_new = "    b.start.isBefore(end) && b.end.isAfter(start)"
    svc2 = svc.replace(o_old, o_new)
    spec = """package services

import java.time.{Clock, Instant, ZoneOffset}

import scala.concurrent.ExecutionContext.Implicits.global

import models.{Booking, BookingRequest, RoomId}
import org.scalatest.concurrent.ScalaFutures
import org.scalatest.matchers.should.Matchers
import org.scalatest.wordspec.AnyWordSpec
import repositories.InMemoryBookingRepository

class BookingServiceSpec extends AnyWordSpec with Matchers with ScalaFutures {

  private val now   = Instant.parse("2025-09-09T08:00:00Z")
  private val clock = Clock.fixed(now, ZoneOffset.UTC)
  private val room  = RoomId("r-204")

  private def at(h: Int, m: Int = 0): Instant = now.plusSeconds(h * 3600L + m * 60L)

  private def service(existing: Booking*): BookingService =
    new BookingService(new InMemoryBookingRepository(existing.toList), clock)

  private def booked(start: Instant, end: Instant): Booking =
    Booking.from(room, BookingRequest(start, end, "existing"))

  "BookingService.book" should {

    "accept a booking in a free slot" in {
      service().book(room, BookingRequest(at(1), at(2), "standup")).futureValue shouldBe a[Right[_, _]]
    }

    "reject a booking that overlaps an existing one" in {
      val svc = service(booked(at(1), at(3)))
      svc.book(room, BookingRequest(at(2), at(4), "retro")).futureValue shouldBe Left(BookingError.Overlap)
    }

    "reject a booking with the same start time" in {
      val svc = service(booked(at(1), at(2)))
      svc.book(room, BookingRequest(at(1), at(1, 30), "1:1")).futureValue shouldBe Left(BookingError.Overlap)
    }

    "allow back-to-back bookings" in {
      val svc = service(booked(at(1), at(2)))
      svc.book(room, BookingRequest(at(2), at(3), "planning")).futureValue shouldBe a[Right[_, _]]
    }

    "reject an end before the start" in {
      service().book(room, BookingRequest(at(3), at(2), "oops")).futureValue shouldBe Left(BookingError.InvalidRange)
    }

    "reject bookings in the past" in {
      service().book(room, BookingRequest(now.minusSeconds(600), at(1), "late")).futureValue shouldBe Left(BookingError.InPast)
    }
  }
}"""
    after = lineno(spec, "\"planning\")).futureValue") + 1
    ins = """
    "reject a booking that contains an existing one" in {
      val svc = service(booked(at(2), at(3)))
      svc.book(room, BookingRequest(at(1), at(4), "offsite")).futureValue shouldBe Left(BookingError.Overlap)
    }"""
    lines = spec.split("\n")
    spec2 = "\n".join(lines[:after] + ins.split("\n") + lines[after:])
    v0 = lineno(spec, "\"BookingService.book\" should {")
    vr = [v0, lineno(spec, "\"reject bookings in the past\" in {") + 2]
    fail_line = lineno(spec, '"1:1")).futureValue')
    head = f"""[info] welcome to sbt 1.10.1 (Eclipse Adoptium Java 17.0.12)
[info] loading settings for project play-bookings-build from plugins.sbt ...
[info] loading project definition from {root}/project
[info] loading settings for project root from build.sbt ...
[info] set current project to play-bookings (in build file:{root}/)"""
    names = ["accept a booking in a free slot", "reject a booking that overlaps an existing one",
             "reject a booking with the same start time", "allow back-to-back bookings"]
    tail_names = ["reject an end before the start", "reject bookings in the past"]

    def spec_run(compiling: str, failing: bool, extra: bool, secs: str, total: str, done: str) -> str:
        out = [head]
        if compiling:
            out.append(f"[info] compiling {compiling}")
        out += ["[info] BookingServiceSpec:", "[info] BookingService.book"]
        for n in names:
            if failing and n == names[2]:
                out.append(f"[info] - should {n} *** FAILED ***")
                out.append(f"[info]   Right(Booking(bk-7f3a91c2,RoomId(r-204),2025-09-09T09:00:00Z,2025-09-09T09:30:00Z,1:1)) was not equal to Left(Overlap) (BookingServiceSpec.scala:{fail_line})")
            else:
                out.append(f"[info] - should {n}")
        if extra:
            out.append("[info] - should reject a booking that contains an existing one")
        out += [f"[info] - should {n}" for n in tail_names]
        n = 7 if extra else 6
        out += [f"[info] Run completed in {secs}.", f"[info] Total number of tests run: {n}",
                "[info] Suites: completed 1, aborted 0",
                f"[info] Tests: succeeded {n - 1 if failing else n}, failed {1 if failing else 0}, canceled 0, ignored 0, pending 0"]
        if failing:
            out += ["[info] *** 1 TEST FAILED ***", "[error] Failed tests:", "[error] \tservices.BookingServiceSpec",
                    "[error] (Test / testOnly) sbt.TestsFailedException: Tests unsuccessful",
                    f"[error] Total time: {total}, completed {done}"]
        else:
            out += ["[info] All tests passed.", f"[success] Total time: {total}, completed {done}"]
        return "\n".join(out)

    to = "sbt -batch 'testOnly services.BookingServiceSpec'"
    full = f"""{head}
[info] RoomControllerSpec:
[info] GET /rooms
[info] - should list rooms ordered by name
[info] - should filter by minimum capacity
[info] GET /rooms/:id
[info] - should return 404 for an unknown room
[info] BookingControllerSpec:
[info] POST /rooms/:id/bookings
[info] - should return 201 with the created booking
[info] - should return 409 on overlap
[info] - should return 400 for an invalid range
[info] - should return 422 for a booking in the past
[info] InMemoryBookingRepositorySpec:
[info] InMemoryBookingRepository
[info] - should return bookings for one room only
[info] - should keep insertion order
[info] - should assign unique ids
[info] JsonFormatsSpec:
[info] Booking JSON
[info] - should serialise instants as ISO-8601 UTC
[info] - should reject a request without a title
[info] BookingServiceSpec:
[info] BookingService.book
""" + "\n".join(f"[info] - should {n}" for n in names + ["reject a booking that contains an existing one"] + tail_names) + """
[info] Run completed in 3 seconds, 471 milliseconds.
[info] Total number of tests run: 19
[info] Suites: completed 5, aborted 0
[info] Tests: succeeded 19, failed 0, canceled 0, ignored 0, pending 0
[info] All tests passed.
[success] Total time: 21 s, completed Sep 9, 2025, 2:49:52 PM"""
    diff = gitdiff("app/services/BookingService.scala", svc + "\n", svc2 + "\n", "3b8e0f1..c7d24a9")
    i2, d2 = changes(spec, spec2)
    turns = [
        (bash(f"cd {root} && git checkout -b fix/same-start-overlap && git status"),
         oh_bash("Switched to a new branch 'fix/same-start-overlap'\nOn branch fix/same-start-overlap\nnothing to commit, working tree clean", root)),
        (bash(to), oh_bash(spec_run("2 Scala sources to /workspace/play-bookings/target/scala-2.13/test-classes ...", True, False,
                                    "1 second, 212 milliseconds", "14 s", "Sep 9, 2025, 2:41:07 PM"), root, 1)),
        (editor("view", spath), cat_n(spath, svc)),
        (editor("str_replace", spath, old_str=o_old, new_str=o_new), oh_edit(spath, svc2, o_new)),
        (bash(to), oh_bash(spec_run("1 Scala source to /workspace/play-bookings/target/scala-2.13/classes ...", False, False,
                                    "987 milliseconds", "12 s", "Sep 9, 2025, 2:43:30 PM"), root)),
        (editor("view", tpath, view_range=vr), cat_n(tpath, "\n".join(spec.split("\n")[vr[0] - 1:vr[1]]), vr[0])),
        (editor("insert", tpath, insert_line=after, new_str=ins), oh_edit(tpath, spec2, ins.lstrip("\n"))),
        (bash(to), oh_bash(spec_run("1 Scala source to /workspace/play-bookings/target/scala-2.13/test-classes ...", False, True,
                                    "1 second, 4 milliseconds", "12 s", "Sep 9, 2025, 2:46:18 PM"), root)),
        (bash("sbt -batch test"), oh_bash(full, root)),
        (bash("git status && git diff --stat"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   app/services/BookingService.scala
	modified:   test/services/BookingServiceSpec.scala

no changes added to commit (use "git add" and/or "git commit -a")
""" + diffstat([("app/services/BookingService.scala", 1, 1), ("test/services/BookingServiceSpec.scala", i2, d2)]), root)),
        (bash("sbt -batch scalafmtCheckAll"),
         oh_bash(head + "\n[info] Checking 14 Scala sources...\n[info] Checking 6 Scala sources...\n[success] Total time: 3 s, completed Sep 9, 2025, 2:51:40 PM", root)),
        (bash("git diff app/services/BookingService.scala"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h37-swe-15", system=oh_sys(root), turns=turns,
           state="Repository /workspace/play-bookings on main (Play 3.0 / Scala 2.13, ScalaTest 3.2 AnyWordSpec, sbt 1.10, scalafmt). Bug BKG-77: two bookings for the same room with the same start time are both accepted.",
           bad=True, turn=10, kind="git status reports branch main although the agent is on the feature branch it created")


# Clojure Ring + clojure.test (Gemini CLI) - clean
def t16(rs: RowSet) -> None:
    root = "/home/ola/src/ring-metrics"
    hpath = f"{root}/src/ring_metrics/handler.clj"
    tpath = f"{root}/test/ring_metrics/handler_test.clj"
    clj = """(ns ring-metrics.handler
  (:require [compojure.core :refer [defroutes GET POST]]
            [compojure.route :as route]
            [ring.middleware.json :refer [wrap-json-body wrap-json-response]]
            [ring.util.response :refer [response status]]
            [ring-metrics.store :as store]))

(defonce started-at (System/currentTimeMillis))

(defn record-metric [{:keys [body]}]
  (let [{:strs [name value tags]} body]
    (if (and (string? name) (number? value))
      (do (store/record! name value (or tags {}))
          (status (response {:recorded name}) 201))
      (status (response {:error "name (string) and value (number) are required"}) 400))))

(defn summary [{{:keys [metric]} :route-params}]
  (if-let [s (store/summary metric)]
    (response s)
    (status (response {:error (str "unknown metric " metric)}) 404)))

(defroutes app-routes
  (POST "/metrics" req (record-metric req))
  (GET "/metrics/:metric/summary" req (summary req))
  (route/not-found {:error "not found"}))

(def app
  (-> app-routes
      (wrap-json-body {:keywords? false})
      wrap-json-response))
"""
    r_old = """(defroutes app-routes
  (POST "/metrics" req (record-metric req))"""
    r_new = """(defn healthz [_]
  (response {:status "ok"
             :uptime_ms (- (System/currentTimeMillis) started-at)
             :metrics (store/metric-count)}))

(defroutes app-routes
  (GET "/healthz" [] healthz)
  (POST "/metrics" req (record-metric req))"""
    t_old = """(deftest unknown-route-test
  (let [resp (app (mock/request :get "/nope"))]
    (is (= 404 (:status resp)))))"""
    t_new = t_old + """

(deftest healthz-test
  (let [resp (app (mock/request :get "/healthz"))
        body (json/parse-string (:body resp))]
    (is (= 200 (:status resp)))
    (is (= "ok" (get body "status")))))"""
    nss = ["ring-metrics.handler-test", "ring-metrics.store-test", "ring-metrics.stats-test"]
    lt = "\n\n".join(f"lein test {n}" for n in nss)
    srv = "lein ring server-headless 3011 > /tmp/ring.log 2>&1 &"
    body1 = '{"status":"ok","uptime_ms":2318,"metrics":0}'
    body2 = '{"status":"ok","uptime_ms":41957,"metrics":1}'
    post = "curl -s -X POST localhost:3011/metrics -H 'content-type: application/json' -d '{\"name\":\"queue.depth\",\"value\":42,\"tags\":{\"queue\":\"emails\"}}'"
    c7 = f"{post}; echo; curl -si localhost:3011/healthz; echo; kill 70114"
    p = 69870
    turns = [
        (gcmd("lein test", "Run the test suite"),
         grun("lein test", f"\n{lt}\n\nRan 9 tests containing 23 assertions.\n0 failures, 0 errors.", pgid=p)),
        (call("read_file", absolute_path=hpath), clj),
        (call("replace", file_path=hpath, old_string=r_old, new_string=r_new), g_replaced(hpath)),
        (call("replace", file_path=tpath, old_string=t_old, new_string=t_new), g_replaced(tpath)),
        (gcmd("lein test", "Run the test suite again"),
         grun("lein test", f"\n{lt}\n\nRan 10 tests containing 25 assertions.\n0 failures, 0 errors.", pgid=p + 148)),
        (gcmd(f"{srv} sleep 25; curl -si localhost:3011/healthz", "Start the dev server and probe /healthz"),
         grun(f"{srv} sleep 25; curl -si localhost:3011/healthz", f"""HTTP/1.1 200 OK
Date: Thu, 06 Mar 2025 16:20:44 GMT
Content-Type: application/json; charset=utf-8
Content-Length: {len(body1)}
Server: Jetty(9.4.53.v20231009)

{body1}""", pgid=p + 233, bg="70114")),
        (gcmd(c7, "Record a metric, probe /healthz again, then stop the server"),
         grun(c7, f"""{{"recorded":"queue.depth"}}
HTTP/1.1 200 OK
Date: Thu, 06 Mar 2025 16:21:24 GMT
Content-Type: application/json; charset=utf-8
Content-Length: {len(body2)}
Server: Jetty(9.4.53.v20231009)

{body2}""", pgid=p + 391)),
    ]
    rs.add(task="swe", tid="h37-swe-16", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/ola/src/ring-metrics (Clojure 1.11, Leiningen 2.11, Ring 1.12 + Compojure, lein-ring, ring-mock, cheshire). Task: add a GET /healthz endpoint reporting status, uptime in ms and the number of known metrics (store/metric-count exists), with a test.")


# Swift Vapor + XCTest (Gemini CLI) - bad
def t17(rs: RowSet) -> None:
    root = "/Users/sam/dev/vapor-notes"
    cpath = f"{root}/Sources/App/configure.swift"
    apath = f"{root}/Sources/App/Controllers/AttachmentController.swift"
    conf = """import Fluent
import FluentPostgresDriver
import FluentSQLiteDriver
import Vapor

// configures your application
public func configure(_ app: Application) async throws {
    app.middleware.use(FileMiddleware(publicDirectory: app.directory.publicDirectory))
    app.middleware.use(ErrorMiddleware.default(environment: app.environment))

    app.http.server.configuration.hostname = Environment.get("HOST") ?? "127.0.0.1"
    app.http.server.configuration.port = Environment.get("PORT").flatMap(Int.init) ?? 8080
    app.routes.defaultMaxBodySize = "256kb"

    if app.environment == .testing {
        app.databases.use(.sqlite(.memory), as: .sqlite)
    } else {
        app.databases.use(DatabaseConfigurationFactory.postgres(configuration: .init(
            hostname: Environment.get("DATABASE_HOST") ?? "localhost",
            port: Environment.get("DATABASE_PORT").flatMap(Int.init) ?? SQLPostgresConfiguration.ianaPortNumber,
            username: Environment.get("DATABASE_USERNAME") ?? "vapor_username",
            password: Environment.get("DATABASE_PASSWORD") ?? "vapor_password",
            database: Environment.get("DATABASE_NAME") ?? "vapor_database",
            tls: .prefer(try .init(configuration: .clientDefault)))
        ), as: .psql)
    }

    app.migrations.add(CreateNote())
    app.migrations.add(CreateAttachment())
    try await app.autoMigrate()

    try routes(app)
}
"""
    b_old = '    app.routes.defaultMaxBodySize = "256kb"'
    b_new = '    app.routes.defaultMaxBodySize = "20mb"'
    m_old = '        attachments.on(.POST, body: .collect(maxSize: "1mb"), use: upload)'
    m_new = '        attachments.on(.POST, body: .collect(maxSize: "20mb"), use: upload)'
    tests = ["testListAttachments", "testRejectsUnknownNote", "testUploadLargeAttachment", "testUploadSmallAttachment"]

    def xc(day: str, t0: float, durs: list[str], fail: bool) -> str:
        out = [f"Test Suite 'Selected tests' started at {day} {t0:.3f}.",
               f"Test Suite 'AppTests.xctest' started at {day} {t0 + 0.001:.3f}.",
               f"Test Suite 'AttachmentTests' started at {day} {t0 + 0.001:.3f}."]
        for name, d in zip(tests, durs):
            out.append(f"Test Case '-[AppTests.AttachmentTests {name}]' started.")
            if fail and name == "testUploadLargeAttachment":
                out.append(f"{root}/Tests/AppTests/AttachmentTests.swift:48: error: -[AppTests.AttachmentTests {name}] : "
                           'XCTAssertEqual failed: ("413 Payload Too Large") is not equal to ("201 Created")')
                out.append(f"Test Case '-[AppTests.AttachmentTests {name}]' failed ({d} seconds).")
            else:
                out.append(f"Test Case '-[AppTests.AttachmentTests {name}]' passed ({d} seconds).")
        total = sum(float(d) for d in durs)
        word = "failed" if fail else "passed"
        summary = f"\t Executed 4 tests, with {1 if fail else 0} failure{'' if fail else 's'} (0 unexpected) in {total:.3f} ({total + 0.002:.3f}) seconds"
        end = t0 + total + 0.004
        for suite in ("AttachmentTests", "AppTests.xctest", "Selected tests"):
            out.append(f"Test Suite '{suite}' {word} at {day} {end:.3f}.")
            out.append(summary)
        return "\n".join(out)

    def hhmmss(secs: float) -> str:
        h, rem = divmod(secs, 3600)
        m, s = divmod(rem, 60)
        return f"{int(h):02d}:{int(m):02d}:{s:06.3f}"

    def xc_clock(t0: float, durs: list[str], fail: bool) -> str:
        raw = xc("2025-04-02", t0, durs, fail)
        out = []
        for ln in raw.split("\n"):
            if " at 2025-04-02 " in ln:
                head, val = ln.rsplit(" at 2025-04-02 ", 1)
                ln = f"{head} at 2025-04-02 {hhmmss(float(val.rstrip('.')))}."
            out.append(ln)
        return "\n".join(out)

    run1 = """Building for debugging...
[1/5] Write sources
[2/5] Write swift-version--58304C5D6DBC2206.txt
[4/9] Compiling App configure.swift
[5/9] Emitting module App
[7/11] Compiling AppTests AttachmentTests.swift
[9/11] Linking vapor-notesPackageTests
Build complete! (41.37s)
""" + xc_clock(11 * 3600 + 3 * 60 + 17.412, ["0.112", "0.041", "0.087", "0.058"], True)
    run2 = """Building for debugging...
[1/5] Write sources
[2/5] Write swift-version--58304C5D6DBC2206.txt
[4/9] Compiling App AttachmentController.swift
[5/9] Emitting module App
[8/10] Linking vapor-notesPackageTests
Build complete! (9.84s)
""" + xc_clock(11 * 3600 + 9 * 60 + 52.108, ["0.109", "0.039", "0.241", "0.061"], False)
    t2 = "swift test --filter AttachmentTests 2>&1 | tail -n 30"
    t7 = "swift test --filter AttachmentTests 2>&1 | tail -n 18"
    p = 2231
    turns = [
        (call("read_file", absolute_path=cpath), conf),
        (gcmd(t2, "Run the attachment tests"), grun(t2, run1, pgid=p)),
        (call("replace", file_path=cpath, old_string=b_old, new_string=b_new), g_replaced(cpath)),
        (call("search_file_content", pattern="maxSize", path="Sources"),
         g_search("maxSize", [("Sources/App/Controllers/AttachmentController.swift", [(21, m_old)])], "Sources")),
        (call("replace", file_path=apath, old_string=m_old, new_string=m_new), g_replaced(apath)),
        (call("read_file", absolute_path=cpath), conf),
        (gcmd(t7, "Re-run the attachment tests"), grun(t7, "\n".join(run2.split("\n")[-18:]), pgid=p + 517)),
        (gcmd("swift build -c release 2>&1 | tail -n 3", "Check the release build"),
         grun("swift build -c release 2>&1 | tail -n 3", """[1412/1415] Compiling App routes.swift
[1414/1415] Linking App
Build complete! (214.06s)""", pgid=p + 902)),
    ]
    rs.add(task="swe", tid="h37-swe-17", system=gem_sys(root), turns=turns,
           state="Gemini CLI on macOS in /Users/sam/dev/vapor-notes (Swift 5.10, Vapor 4.99, Fluent with Postgres in dev and in-memory SQLite in tests, XCTest). Issue: uploading a 5 MB attachment returns 413 Payload Too Large; attachments up to 20 MB must be accepted.",
           bad=True, turn=6, kind="configure.swift read back with the old body size after the agent replaced it")


# Rust Actix + tokio-test (OpenHands) - clean
def t18(rs: RowSet) -> None:
    root = "/workspace/actix-queue"
    qpath = f"{root}/src/queue.rs"
    rpath = f"{root}/src/routes.rs"
    ppath = f"{root}/examples/probe.rs"
    routes = """use actix_web::{web, HttpResponse, Responder};
use serde::Deserialize;
use uuid::Uuid;

use crate::queue::JobQueue;

#[derive(Deserialize)]
pub struct EnqueueBody {
    pub kind: String,
}

pub async fn enqueue(queue: web::Data<JobQueue>, body: web::Json<EnqueueBody>) -> impl Responder {
    let job = queue.enqueue(&body.kind).await;
    HttpResponse::Accepted().json(job)
}

pub async fn get_job(queue: web::Data<JobQueue>, path: web::Path<Uuid>) -> impl Responder {
    match queue.get(path.into_inner()).await {
        Some(job) => HttpResponse::Ok().json(job),
        None => HttpResponse::NotFound().json(serde_json::json!({ "error": "job not found" })),
    }
}

pub fn config(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/jobs").route(web::post().to(enqueue)));
}"""
    r_old = """    cfg.service(web::resource("/jobs").route(web::post().to(enqueue)));"""
    r_new = """    cfg.service(web::resource("/jobs").route(web::post().to(enqueue)))
        .service(web::resource("/jobs/{id}").route(web::get().to(get_job)));"""
    routes2 = routes.replace(r_old, r_new)
    queue = """use std::collections::HashMap;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::Serialize;
use tokio::sync::RwLock;
use uuid::Uuid;

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum JobState {
    Queued,
    Running,
    Done,
    Failed,
}

#[derive(Debug, Clone, Serialize)]
pub struct Job {
    pub id: Uuid,
    pub kind: String,
    pub state: JobState,
    pub created_at: DateTime<Utc>,
}

#[derive(Clone, Default)]
pub struct JobQueue {
    jobs: Arc<RwLock<HashMap<String, Job>>>,
}

impl JobQueue {
    pub async fn enqueue(&self, kind: &str) -> Job {
        let job = Job { id: Uuid::new_v4(), kind: kind.to_owned(), state: JobState::Queued, created_at: Utc::now() };
        self.jobs.write().await.insert(job.id.simple().to_string(), job.clone());
        job
    }

    pub async fn get(&self, id: Uuid) -> Option<Job> {
        self.jobs.read().await.get(&id.to_string()).cloned()
    }

    pub async fn len(&self) -> usize {
        self.jobs.read().await.len()
    }
}"""
    q_old = "        self.jobs.write().await.insert(job.id.simple().to_string(), job.clone());"
    q_new = "        self.jobs.write().await.insert(job.id.to_string(), job.clone());"
    queue2 = queue.replace(q_old, q_new)
    probe = """use actix_queue::queue::JobQueue;

fn main() {
    tokio_test::block_on(async {
        let q = JobQueue::default();
        let job = q.enqueue("thumbnail").await;
        println!("enqueued {} at {}", job.id, job.created_at.to_rfc3339());
        println!("len = {}", q.len().await);
        println!("get -> {:?}", q.get(job.id).await);
    });
}
"""
    tests = ["enqueue_returns_202_with_job", "enqueue_rejects_missing_kind", "get_job_returns_enqueued_job",
             "get_job_unknown_id_is_404", "get_job_invalid_uuid_is_404", "queue_len_counts_jobs"]
    test_out = "\n".join(f"test {t} ... ok" for t in sorted(tests))
    i1, d1 = changes(queue, queue2)
    i2, d2 = changes(routes, routes2)
    turns = [
        (bash(f"cd {root} && git log --oneline -4 && ls src examples"),
         oh_bash("""f3a9c27 (HEAD -> main, origin/main) Add enqueue_bulk example
8b1e640 routes: add get_job handler
52d7e0a queue: JobState enum with serde snake_case
0c44a19 Initial actix-web job queue
examples:
enqueue_bulk.rs

src:
lib.rs  main.rs  queue.rs  routes.rs  worker.rs""", root)),
        (editor("view", rpath), cat_n(rpath, routes)),
        (editor("create", ppath, file_text=probe), f"File created successfully at: {ppath}"),
        (bash("cargo run -q --example probe 2>&1 | tail -n 5"),
         oh_bash("""enqueued 5b0c1f1e-7d3a-4c2b-9e61-0a8f2d4b7c33 at 2025-01-22T13:05:41.228913+00:00
len = 1
get -> None""", root)),
        (editor("view", qpath), cat_n(qpath, queue)),
        (editor("str_replace", qpath, old_str=q_old, new_str=q_new), oh_edit(qpath, queue2, q_new)),
        (bash("cargo run -q --example probe 2>&1 | tail -n 5"),
         oh_bash("""enqueued 9e27a4d0-3f1b-4a86-b5c2-6d1e0f7a9b14 at 2025-01-22T13:07:12.904177+00:00
len = 1
get -> Some(Job { id: 9e27a4d0-3f1b-4a86-b5c2-6d1e0f7a9b14, kind: "thumbnail", state: Queued, created_at: 2025-01-22T13:07:12.904177Z })""", root)),
        (editor("str_replace", rpath, old_str=r_old, new_str=r_new), oh_edit(rpath, routes2, r_new)),
        (bash("cargo test 2>&1 | tail -n 30"),
         oh_bash(f"""   Compiling actix-queue v0.2.0 (/workspace/actix-queue)
    Finished `test` profile [unoptimized + debuginfo] target(s) in 8.73s
     Running unittests src/lib.rs (target/debug/deps/actix_queue-5f2e0b9c81d4a7e3)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running unittests src/main.rs (target/debug/deps/actix_queue-a17c3e6f0b92d845)

running 0 tests

test result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s

     Running tests/api.rs (target/debug/deps/api-0d6b84f2e1a9c357)

running 6 tests
{test_out}

test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s
""", root)),
        (bash("rm examples/probe.rs && ls examples"), oh_bash("enqueue_bulk.rs", root)),
        (bash("git status --short"), oh_bash(" M src/queue.rs\n M src/routes.rs", root)),
        (bash("git diff --stat"), oh_bash(diffstat([("src/queue.rs", i1, d1), ("src/routes.rs", i2, d2)]), root)),
    ]
    rs.add(task="swe", tid="h37-swe-18", system=oh_sys(root), turns=turns,
           state="Repository /workspace/actix-queue (Rust 1.80, actix-web 4.8, tokio 1.39, uuid v4, chrono; tokio-test 0.4 is a dev-dependency). Issue: GET /jobs/{id} always answers 404, even for a job that POST /jobs just returned. tests/api.rs already has get_job_returns_enqueued_job, which fails.")


# Zig test runner (Gemini CLI) - bad
def t19(rs: RowSet) -> None:
    root = "/home/ivo/code/zig-ringbuf"
    zpath = f"{root}/src/ringbuf.zig"
    zig = """const std = @import("std");
const testing = std.testing;

/// Fixed-capacity FIFO ring buffer. When full, `push` fails with error.Full
/// unless the buffer was created with `.overwrite = true`.
pub fn RingBuffer(comptime T: type, comptime capacity: usize) type {
    comptime std.debug.assert(capacity > 0);
    return struct {
        const Self = @This();

        items: [capacity]T = undefined,
        head: usize = 0,
        len: usize = 0,
        overwrite: bool = false,

        pub fn push(self: *Self, value: T) error{Full}!void {
            if (self.len == capacity) {
                if (!self.overwrite) return error.Full;
                self.items[self.head] = value;
                self.head = (self.head + 1) % capacity;
                return;
            }
            self.items[(self.head + self.len) % capacity] = value;
            self.len += 1;
        }

        pub fn pop(self: *Self) ?T {
            if (self.len == 0) return null;
            const v = self.items[self.head];
            self.head = (self.head + 1) % capacity;
            self.len -= 1;
            return v;
        }

        pub fn peek(self: *const Self) ?T {
            return if (self.len == 0) null else self.items[self.head];
        }

        pub fn isFull(self: *const Self) bool {
            return self.len == capacity;
        }

        pub fn clear(self: *Self) void {
            self.head = 0;
            self.len = 0;
        }
    };
}

test "empty buffer pops null" {
    var rb = RingBuffer(u8, 4){};
    try testing.expectEqual(@as(?u8, null), rb.pop());
}

test "push then pop is FIFO" {
    var rb = RingBuffer(u32, 4){};
    try rb.push(1);
    try rb.push(2);
    try testing.expectEqual(@as(?u32, 1), rb.pop());
    try testing.expectEqual(@as(?u32, 2), rb.pop());
}

test "push on full buffer fails" {
    var rb = RingBuffer(u8, 2){};
    try rb.push(1);
    try rb.push(2);
    try testing.expectError(error.Full, rb.push(3));
}

test "peek does not consume" {
    var rb = RingBuffer(i16, 3){};
    try rb.push(-7);
    try testing.expectEqual(@as(?i16, -7), rb.peek());
    try testing.expectEqual(@as(usize, 1), rb.len);
}

test "isFull tracks capacity" {
    var rb = RingBuffer(u8, 1){};
    try testing.expect(!rb.isFull());
    try rb.push(9);
    try testing.expect(rb.isFull());
}

test "clear resets length" {
    var rb = RingBuffer(u8, 3){};
    try rb.push(1);
    try rb.push(2);
    rb.clear();
    try testing.expectEqual(@as(usize, 0), rb.len);
    try testing.expectEqual(@as(?u8, null), rb.peek());
}

test "capacity one round-trips" {
    var rb = RingBuffer(u64, 1){};
    try rb.push(42);
    try testing.expectEqual(@as(?u64, 42), rb.pop());
    try rb.push(43);
    try testing.expectEqual(@as(?u64, 43), rb.pop());
}

test "works with struct elements" {
    const P = struct { x: i32, y: i32 };
    var rb = RingBuffer(P, 2){};
    try rb.push(.{ .x = 1, .y = 2 });
    try testing.expectEqual(@as(i32, 2), rb.pop().?.y);
}
"""
    old = """test "works with struct elements" {
    const P = struct { x: i32, y: i32 };
    var rb = RingBuffer(P, 2){};
    try rb.push(.{ .x = 1, .y = 2 });
    try testing.expectEqual(@as(i32, 2), rb.pop().?.y);
}
"""
    add = """
test "wraparound keeps FIFO order" {
    var rb = RingBuffer(u8, 3){};
    try rb.push(1);
    try rb.push(2);
    try testing.expectEqual(@as(?u8, 1), rb.pop());
    try rb.push(3);
    try rb.push(4);
    try testing.expectEqual(@as(?u8, 2), rb.pop());
    try testing.expectEqual(@as(?u8, 3), rb.pop());
    try testing.expectEqual(@as(?u8, 4), rb.pop());
}

test "overwrite mode drops the oldest" {
    var rb = RingBuffer(u8, 2){ .overwrite = true };
    try rb.push(1);
    try rb.push(2);
    try rb.push(3);
    try testing.expect(rb.isFull());
    try testing.expectEqual(@as(?u8, 2), rb.pop());
    try testing.expectEqual(@as(?u8, 3), rb.pop());
}
"""
    n_add = add.count("\n")

    def summary(n: int, ms: str, rss: str) -> str:
        return f"""Build Summary: 3/3 steps succeeded; {n}/{n} tests passed
test success
└─ run test {n} passed {ms} MaxRSS:1M
   └─ zig test Debug native success 2s MaxRSS:{rss}"""

    zt = "zig build test --summary all"
    p = 40977
    turns = [
        (gcmd(zt, "Run all tests with a build summary"), grun(zt, "", err=summary(12, "2ms", "201M"), pgid=p)),
        (call("read_file", absolute_path=zpath), zig),
        (call("replace", file_path=zpath, old_string=old, new_string=old + add), g_replaced(zpath)),
        (gcmd(zt, "Run all tests again"), grun(zt, "", err=summary(13, "3ms", "204M"), pgid=p + 215)),
        (gcmd("zig fmt --check src/ build.zig", "Check formatting"), grun("zig fmt --check src/ build.zig", "", pgid=p + 260)),
        (gcmd("git diff --stat", "Summarise the change"), grun("git diff --stat", diffstat([("src/ringbuf.zig", n_add, 0)]), pgid=p + 281)),
        (gcmd("zig build -Doptimize=ReleaseFast && ls -l zig-out/lib", "Release build of the library"),
         grun("zig build -Doptimize=ReleaseFast && ls -l zig-out/lib", "total 8\n-rw-r--r-- 1 ivo ivo 5168 Jul  8 19:03 libringbuf.a", pgid=p + 344)),
        (gcmd("git commit -qam 'test: cover wraparound and overwrite mode' && git show --stat --oneline HEAD", "Commit the new tests"),
         grun("git commit -qam 'test: cover wraparound and overwrite mode' && git show --stat --oneline HEAD",
              "0d7c3a9 (HEAD -> main) test: cover wraparound and overwrite mode\n" + diffstat([("src/ringbuf.zig", n_add, 0)]), pgid=p + 402)),
        (gcmd("git log --oneline -3", "Show recent history"),
         grun("git log --oneline -3", """0d7c3a9 (HEAD -> main) test: cover wraparound and overwrite mode
b6e21f4 (origin/main) ringbuf: add overwrite mode
7a90c3d build: add module and static lib artifact""", pgid=p + 430)),
    ]
    rs.add(task="swe", tid="h37-swe-19", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/ivo/code/zig-ringbuf (Zig 0.13.0). The library root src/root.zig re-exports RingBuffer and holds 4 tests of its own; src/ringbuf.zig holds the rest. Task: add tests for wraparound and the new overwrite mode.",
           bad=True, turn=4, kind="test total rises by one after two tests were added")


# Go Chi + testify (OpenHands) - clean
def t20(rs: RowSet) -> None:
    root = "/workspace/chi-feature-flags"
    mod = "github.com/orbitpay/chi-feature-flags"
    mpath = f"{root}/internal/flags/middleware.go"
    mw = """package flags

import (
	"context"
	"net/http"
	"strings"
)

type ctxKey struct{}

// FromContext returns the flag set attached by Middleware, or an empty set.
func FromContext(ctx context.Context) Set {
	if s, ok := ctx.Value(ctxKey{}).(Set); ok {
		return s
	}
	return Set{}
}

// Middleware evaluates all rules for the request's tenant and attaches the result.
// X-Flag-Override: name=on,other=off lets QA force flags for a single request.
func Middleware(e *Evaluator) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			tenant := r.Header.Get("X-Tenant")
			set := e.Evaluate(tenant)
			for name, on := range parseOverrides(r.Header.Get("X-Flag-Override")) {
				set[name] = on
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, set)))
		})
	}
}

func parseOverrides(h string) map[string]bool {
	out := map[string]bool{}
	for _, part := range strings.Split(h, ",") {
		name, val, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok || name == "" {
			continue
		}
		out[name] = val == "on"
	}
	return out
}"""
    old = "\t\t\tset := e.Evaluate(tenant)"
    new = "\t\t\tset := e.Evaluate(tenant).Clone() // Evaluate returns the cached set; never mutate it"
    mw2 = mw.replace(old, new)
    leak_fail = f"""--- FAIL: TestMiddlewareOverridesDoNotLeak (0.00s)
    middleware_test.go:71:\x20
        \tError Trace:	{root}/internal/flags/middleware_test.go:71
        \tError:      	Should be false
        \tTest:       	TestMiddlewareOverridesDoNotLeak
        \tMessages:   	override from first request leaked into second: map[beta-dashboard:true new-pricing:false]
FAIL
FAIL	{mod}/internal/flags	0.006s
FAIL"""
    run_v = f"""=== RUN   TestMiddlewareAttachesEvaluatedSet
--- PASS: TestMiddlewareAttachesEvaluatedSet (0.00s)
=== RUN   TestMiddlewareAppliesOverrides
--- PASS: TestMiddlewareAppliesOverrides (0.00s)
=== RUN   TestMiddlewareOverridesDoNotLeak
--- PASS: TestMiddlewareOverridesDoNotLeak (0.00s)
PASS
ok  	{mod}/internal/flags	0.007s"""
    all_ok = f"""?   	{mod}/cmd/flagd	[no test files]
ok  	{mod}/internal/api	0.031s
ok  	{mod}/internal/flags	0.012s
ok  	{mod}/internal/rules	0.009s"""
    diff = gitdiff("internal/flags/middleware.go", mw + "\n", mw2 + "\n", "8c0d5e2..1fa7b36")
    turns = [
        (bash(f"cd {root} && git status -sb && git log --oneline -3"),
         oh_bash("""## main...origin/main
2d7f1ab (HEAD -> main, origin/main) flags: cache evaluated rules per tenant
e4b09c6 flags: add X-Flag-Override header for QA
7310fd2 api: expose GET /v1/flags""", root)),
        (editor("view", mpath), cat_n(mpath, mw)),
        (editor("str_replace", mpath, old_str=old, new_str=new), oh_edit(mpath, mw2, new)),
        (bash("go test ./internal/flags -run 'TestMiddleware' -count=1 -v"), oh_bash(run_v, root)),
        (bash("git stash && go test ./internal/flags -run TestMiddlewareOverridesDoNotLeak -count=1"),
         oh_bash("Saved working directory and index state WIP on main: 2d7f1ab flags: cache evaluated rules per tenant\n" + leak_fail, root, 1)),
        (bash("git stash pop"),
         oh_bash("""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   internal/flags/middleware.go

no changes added to commit (use "git add" and/or "git commit -a")
Dropped refs/stash@{0} (4c1e8a2f90d3b7e6a15c28f4d0e9b3a7c6f21d58)""", root)),
        (bash("go vet ./... && go test ./... -count=1"), oh_bash(all_ok, root)),
        (bash("git diff"), oh_bash(diff, root)),
    ]
    rs.add(task="swe", tid="h37-swe-20", system=oh_sys(root), turns=turns,
           state="Repository /workspace/chi-feature-flags (Go 1.22, go-chi/chi v5, testify). Since rule caching landed, an X-Flag-Override sent by QA on one request sticks for every later request of that tenant. flags.Set (map[string]bool) has a Clone method; internal/flags/middleware_test.go already contains TestMiddlewareOverridesDoNotLeak.")


# Flask + Flask-Migrate + pytest-mock (Gemini CLI) - bad
def t21(rs: RowSet) -> None:
    root = "/home/nina/src/flask-clinic"
    mpath = f"{root}/clinic/models.py"
    tpath = f"{root}/tests/test_patients.py"
    rev, prev = "4e8b1d2c7f90", "9c2f4e71a0b3"
    mig = f"{root}/migrations/versions/{rev}_add_patient_archived_at.py"
    models = '''from __future__ import annotations

from datetime import datetime, timezone

from .extensions import db


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class Patient(db.Model):
    __tablename__ = "patients"

    id = db.Column(db.Integer, primary_key=True)
    mrn = db.Column(db.String(16), unique=True, nullable=False, index=True)
    first_name = db.Column(db.String(80), nullable=False)
    last_name = db.Column(db.String(80), nullable=False)
    date_of_birth = db.Column(db.Date, nullable=False)
    email = db.Column(db.String(254))
    created_at = db.Column(db.DateTime(timezone=True), default=utcnow, nullable=False)

    appointments = db.relationship("Appointment", back_populates="patient", cascade="all, delete-orphan")

    @property
    def display_name(self) -> str:
        return f"{self.last_name}, {self.first_name}"


class Appointment(db.Model):
    __tablename__ = "appointments"

    id = db.Column(db.Integer, primary_key=True)
    patient_id = db.Column(db.Integer, db.ForeignKey("patients.id"), nullable=False, index=True)
    starts_at = db.Column(db.DateTime(timezone=True), nullable=False)
    reason = db.Column(db.String(200))
    reminder_sent = db.Column(db.Boolean, default=False, nullable=False)

    patient = db.relationship("Patient", back_populates="appointments")
'''
    m_old = "    created_at = db.Column(db.DateTime(timezone=True), default=utcnow, nullable=False)\n"
    m_new = m_old + "    archived_at = db.Column(db.DateTime(timezone=True), nullable=True)\n"
    migration = f'''"""add patient archived_at

Revision ID: {rev}
Revises: {prev}
Create Date: 2025-06-03 14:22:51.604318

"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '{rev}'
down_revision = '{prev}'
branch_labels = None
depends_on = None


def upgrade():
    # ### commands auto generated by Alembic - please adjust! ###
    with op.batch_alter_table('patients', schema=None) as batch_op:
        batch_op.add_column(sa.Column('archived_at', sa.DateTime(timezone=True), nullable=True))

    # ### end Alembic commands ###


def downgrade():
    # ### commands auto generated by Alembic - please adjust! ###
    with op.batch_alter_table('patients', schema=None) as batch_op:
        batch_op.drop_column('archived_at')

    # ### end Alembic commands ###
'''
    t_old = '''def test_display_name(patient_factory):
    p = patient_factory(first_name="Ada", last_name="Okafor")
    assert p.display_name == "Okafor, Ada"
'''
    t_add = '''

def test_archive_sets_timestamp_and_notifies(client, patient_factory, mocker):
    notify = mocker.patch("clinic.patients.views.notify_records_team")
    p = patient_factory(mrn="MRN-004417")

    resp = client.post(f"/patients/{p.id}/archive")

    assert resp.status_code == 200
    assert resp.get_json()["archived_at"] is not None
    notify.assert_called_once_with(p.id, reason="archived")


def test_archived_patients_hidden_from_list(client, patient_factory):
    patient_factory(mrn="MRN-004418", archived_at=datetime(2025, 5, 1, tzinfo=timezone.utc))
    patient_factory(mrn="MRN-004419")

    mrns = [row["mrn"] for row in client.get("/patients").get_json()["items"]]
    assert mrns == ["MRN-004419"]
'''
    ctx = "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.\nINFO  [alembic.runtime.migration] Will assume non-transactional DDL."
    hist_rest = f"1a7d3e0b55c2 -> {prev}, add appointment reminders\n<base> -> 1a7d3e0b55c2, initial schema"
    bad_rev = "4e8b1d2c7f09"
    p = 120455
    turns = [
        (gcmd("flask db current", "Show the current migration revision"),
         grun("flask db current", f"{prev} (head)", err=ctx, pgid=p)),
        (call("read_file", absolute_path=mpath), models),
        (call("replace", file_path=mpath, old_string=m_old, new_string=m_new), g_replaced(mpath)),
        (gcmd("flask db migrate -m 'add patient archived_at'", "Autogenerate the migration"),
         grun("flask db migrate -m 'add patient archived_at'", f"  Generating {mig} ...  done",
              err=ctx + "\nINFO  [alembic.autogenerate.compare] Detected added column 'patients.archived_at'", pgid=p + 318)),
        (call("read_file", absolute_path=mig), migration),
        (gcmd("flask db upgrade", "Apply the migration to the dev database"),
         grun("flask db upgrade", "", err=ctx + f"\nINFO  [alembic.runtime.migration] Running upgrade {prev} -> {rev}, add patient archived_at", pgid=p + 402)),
        (call("replace", file_path=tpath, old_string=t_old, new_string=t_old + t_add), g_replaced(tpath)),
        (gcmd("flask db current && flask db history", "Confirm the head revision"),
         grun("flask db current && flask db history",
              f"{bad_rev} (head)\n{prev} -> {bad_rev} (head), add patient archived_at\n{hist_rest}", err=ctx + "\n" + ctx, pgid=p + 577)),
        (gcmd("python -m pytest -q", "Run the full test suite"),
         grun("python -m pytest -q", """........................................................................ [ 88%]
.........                                                                [100%]
81 passed in 3.02s""", pgid=p + 690)),
        (gcmd("git diff --stat", "Summarise tracked changes"),
         grun("git diff --stat", diffstat([("clinic/models.py", 1, 0), ("tests/test_patients.py", t_add.count("\n"), 0)]), pgid=p + 741)),
    ]
    rs.add(task="swe", tid="h37-swe-21", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/nina/src/flask-clinic (Flask 3.0, Flask-SQLAlchemy 3.1, Flask-Migrate 4.0 / Alembic 1.13 on a local SQLite dev database, pytest with pytest-mock). The archive endpoint and views already exist behind a feature flag; the Patient model still lacks the archived_at column. Task: add the column, generate and apply the migration, add tests.",
           bad=True, turn=8, kind="alembic head revision id differs from the generated and applied revision")


# C++ CMake + Catch2 (Gemini CLI) - clean
def t22(rs: RowSet) -> None:
    root = "/home/tom/src/csvlite"
    ppath = f"{root}/src/parser.cpp"
    tpath = f"{root}/tests/test_parser.cpp"
    parser = """#include "csvlite/parser.hpp"

#include <stdexcept>

namespace csvlite {

namespace {

enum class State { FieldStart, Unquoted, Quoted, QuoteInQuoted };

}  // namespace

std::vector<std::string> parse_line(std::string_view line, char delim) {
    std::vector<std::string> fields;
    std::string cur;
    State st = State::FieldStart;

    for (char c : line) {
        switch (st) {
            case State::FieldStart:
                if (c == '"') {
                    st = State::Quoted;
                } else if (c == delim) {
                    fields.push_back(std::move(cur));
                    cur.clear();
                } else {
                    cur += c;
                    st = State::Unquoted;
                }
                break;
            case State::Unquoted:
                if (c == delim) {
                    fields.push_back(std::move(cur));
                    cur.clear();
                    st = State::FieldStart;
                } else {
                    cur += c;
                }
                break;
            case State::Quoted:
                if (c == '"') {
                    st = State::QuoteInQuoted;
                } else {
                    cur += c;
                }
                break;
            case State::QuoteInQuoted:
                if (c == '"') {
                    st = State::Quoted;
                } else if (c == delim) {
                    fields.push_back(std::move(cur));
                    cur.clear();
                    st = State::FieldStart;
                } else {
                    throw std::runtime_error("unexpected character after closing quote");
                }
                break;
        }
    }
    if (st == State::Quoted) {
        throw std::runtime_error("unterminated quoted field");
    }
    fields.push_back(std::move(cur));
    return fields;
}

}  // namespace csvlite
"""
    f_old = """            case State::QuoteInQuoted:
                if (c == '"') {
                    st = State::Quoted;"""
    f_new = """            case State::QuoteInQuoted:
                if (c == '"') {
                    cur += '"';  // "" inside a quoted field is an escaped quote
                    st = State::Quoted;"""
    tests = r'''#include <catch2/catch_test_macros.hpp>

#include "csvlite/parser.hpp"

using csvlite::parse_line;

TEST_CASE("parser splits simple rows") {
    const auto row = parse_line("id,name,qty", ',');
    REQUIRE(row.size() == 3);
    CHECK(row[0] == "id");
    CHECK(row[2] == "qty");
}

TEST_CASE("parser handles quoted commas", "[quotes]") {
    const auto row = parse_line(R"(7,"Widget, large",3)", ',');
    REQUIRE(row.size() == 3);
    CHECK(row[1] == "Widget, large");
    CHECK(row[2] == "3");
}

TEST_CASE("parser handles escaped quotes", "[quotes]") {
    const auto row = parse_line(R"(1,"say ""hi""","""")", ',');
    REQUIRE(row.size() == 3);
    CHECK(row[0] == "1");
    CHECK(row[1] == R"(say "hi")");
    CHECK(row[2] == "\"");
}

TEST_CASE("parser trims trailing CR") {
    const auto row = csvlite::parse_record("a,b\r\n", ',');
    REQUIRE(row.size() == 2);
    CHECK(row[1] == "b");
}

TEST_CASE("parser reports ragged rows") {
    csvlite::Reader reader{"a,b,c\n1,2\n", {.strict = true}};
    reader.next();
    CHECK_THROWS_WITH(reader.next(), "row 2: expected 3 fields, got 2");
}

TEST_CASE("parser skips BOM") {
    const auto row = csvlite::parse_record("\xEF\xBB\xBFid,name", ',');
    CHECK(row[0] == "id");
}

TEST_CASE("parser reads header row") {
    csvlite::Reader reader{"sku,price\nA-1,9.99\n", {.header = true}};
    REQUIRE(reader.header() == std::vector<std::string>{"sku", "price"});
    CHECK(reader.next()->at("price") == "9.99");
}
'''
    t_old = r'''TEST_CASE("parser reads header row") {
    csvlite::Reader reader{"sku,price\nA-1,9.99\n", {.header = true}};
    REQUIRE(reader.header() == std::vector<std::string>{"sku", "price"});
    CHECK(reader.next()->at("price") == "9.99");
}
'''
    t_add = r'''
TEST_CASE("parser handles CRLF inside quoted field", "[quotes]") {
    csvlite::Reader reader{"note,id\r\n\"line one\r\nline two\",42\r\n", {.header = true}};
    CHECK(reader.next()->at("note") == "line one\r\nline two");
    CHECK(reader.next() == std::nullopt);
}
'''
    assert t_old in tests
    tc = lineno(tests, 'TEST_CASE("parser handles escaped quotes"')
    l1 = lineno(tests, 'CHECK(row[1] == R"(say "hi")");')
    l2 = lineno(tests, 'CHECK(row[2] == "\\"");')
    names1 = ["parser splits simple rows", "parser handles quoted commas", "parser handles escaped quotes", "parser trims trailing CR",
              "parser reports ragged rows", "parser skips BOM", "parser reads header row", "writer quotes fields when needed",
              "writer round-trips parser output"]
    names2 = names1[:7] + ["parser handles CRLF inside quoted field"] + names1[7:]

    def ct_line(i: int, n: int, name: str, ok: bool, secs: str, longest: int) -> str:
        w = len(str(n))
        left = f"{str(i).rjust(w)}/{n} Test {('#' + str(i)).rjust(w + 1)}: {name} "
        res = "   Passed" if ok else "***Failed"
        pad = 2 * w + 9 + longest + 7
        return f"      Start {str(i).rjust(w)}: {name}\n{left.ljust(pad, '.')}{res}    {secs} sec"

    tl, dl, dots, eq = "~" * 79, "-" * 79, "." * 79, "=" * 79
    fail_detail = f"""Filters: "parser handles escaped quotes"
Randomness seeded to: 1408326615

{tl}
csvlite_tests is a Catch2 v3.6.0 host application.
Run with -? for options

{dl}
parser handles escaped quotes
{dl}
{root}/tests/test_parser.cpp:{tc}
{dots}

{root}/tests/test_parser.cpp:{l1}: FAILED:
  CHECK( row[1] == R"(say "hi")" )
with expansion:
  "say hi" == "say "hi""

{root}/tests/test_parser.cpp:{l2}: FAILED:
  CHECK( row[2] == "\\"" )
with expansion:
  "" == \"\"\"

{eq}
test cases: 1 | 1 failed
assertions: 4 | 2 passed | 2 failed
"""
    lines1 = []
    for i, nm in enumerate(names1, 1):
        lines1.append(ct_line(i, 9, nm, i != 3, "0.01", max(map(len, names1))))
        if i == 3:
            lines1.append(fail_detail)
    ctest1 = f"""ninja: no work to do.
Internal ctest changing into directory: {root}/build
Test project {root}/build
""" + "\n".join(lines1) + """

89% tests passed, 1 tests failed out of 9

Total Test time (real) =   0.11 sec

The following tests FAILED:
\t  3 - parser handles escaped quotes (Failed)
Errors while running CTest"""
    ctest2 = f"""Internal ctest changing into directory: {root}/build
Test project {root}/build
""" + "\n".join(ct_line(i, 10, nm, True, "0.01", max(map(len, names2))) for i, nm in enumerate(names2, 1)) + """

100% tests passed, 0 tests failed out of 10

Total Test time (real) =   0.12 sec"""
    b1 = "cmake --build build -j 8 && ctest --test-dir build --output-on-failure"
    b2 = "cmake --build build -j 8 && ./build/tests/csvlite_tests '[quotes]'"
    parser2 = parser.replace(f_old, f_new)
    tests2 = tests.replace(t_old, t_old + t_add)
    pi, pd = changes(parser, parser2)
    ti, td = changes(tests, tests2)
    p = 97144
    turns = [
        (gcmd(b1, "Build and run the test suite"), grun(b1, ctest1, code=8, pgid=p)),
        (call("read_file", absolute_path=ppath), parser),
        (call("replace", file_path=ppath, old_string=f_old, new_string=f_new), g_replaced(ppath)),
        (gcmd(b2, "Rebuild and run the [quotes] tests"),
         grun(b2, f"""[1/3] Building CXX object src/CMakeFiles/csvlite.dir/parser.cpp.o
[2/3] Linking CXX static library src/libcsvlite.a
[3/3] Linking CXX executable tests/csvlite_tests
Filters: [quotes]
Randomness seeded to: 3550190276
{eq}
All tests passed (7 assertions in 2 test cases)
""", pgid=p + 301)),
        (call("read_file", absolute_path=tpath), tests),
        (call("replace", file_path=tpath, old_string=t_old, new_string=t_old + t_add), g_replaced(tpath)),
        (gcmd(b2, "Rebuild and run the [quotes] tests"),
         grun(b2, f"""[1/2] Building CXX object tests/CMakeFiles/csvlite_tests.dir/test_parser.cpp.o
[2/2] Linking CXX executable tests/csvlite_tests
Filters: [quotes]
Randomness seeded to: 2184470913
{eq}
All tests passed (9 assertions in 3 test cases)
""", pgid=p + 516)),
        (gcmd("ctest --test-dir build", "Run every test through CTest"), grun("ctest --test-dir build", ctest2, pgid=p + 580)),
        (gcmd("git status --short", "Check the working tree"), grun("git status --short", " M src/parser.cpp\n M tests/test_parser.cpp", pgid=p + 611)),
        (gcmd("git diff --stat", "Summarise the change"),
         grun("git diff --stat", diffstat([("src/parser.cpp", pi, pd), ("tests/test_parser.cpp", ti, td)]), pgid=p + 630)),
    ]
    rs.add(task="swe", tid="h37-swe-22", system=gem_sys(root), turns=turns,
           state="Gemini CLI in /home/tom/src/csvlite (C++20, CMake 3.29 with Ninja in build/, Catch2 3.6 registered per TEST_CASE through catch_discover_tests; tests/test_parser.cpp is compiled before tests/test_writer.cpp). CI reports that doubled quotes inside quoted fields lose their quote character.")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
