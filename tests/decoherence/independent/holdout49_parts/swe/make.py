# ruff: noqa: E501
"""Held-out set h49, domain ``swe``: 22 coding-agent sandbox trajectories, written blind.

Three agent harnesses are simulated: OpenHands (execute_bash, str_replace_editor), Gemini CLI
(read_file, write_file, replace, list_directory, glob, search_file_content, run_shell_command) and
SWE-agent (open, goto, edit, search_file, search_dir, find_file, create, submit plus plain bash).
Eleven trajectories hold exactly one contradiction (one detail of earlier output coming back
different with nothing in between that could change it); the other eleven are clean but full of
legitimate changes: edits, new tests, renames, deletions, restarts with new PIDs, moving clocks,
re-sorted listings and the same thing shown in another view.
"""

from __future__ import annotations

import difflib
import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import RowSet, bash, call, cat_n, edited, editor, oh_bash

# ---------------------------------------------------------------------------------------------
# system prompts (shortened from the official swe template, format rules kept)

_HEAD = """# Role and Objective

## Task Definition

You are a **Tool World Model** — a virtual environment simulator that faithfully simulates the execution of tool calls in a realistic command-line and filesystem environment. Given a tool call with specific parameters, you generate plausible and contextually appropriate tool execution results.

{env}

## Core Responsibilities

1. **Simulate Tool Execution**: Produce realistic output that the tool would return in a real environment.
2. **Maintain Environment State**: Track and update virtual filesystem state, variables, and resources across multi-turn interactions.
3. **Ensure Logical Consistency**: All outputs must be consistent with prior context and established state.
4. **Handle Errors Appropriately**: Simulate realistic error conditions for invalid inputs, non-existent paths, permission issues, and other edge cases.

---

# Environment Management

The context will be provided in chronological order (Turn 1, Turn 2, ...) before the current tool call.

- Resources created in previous turns persist and can be referenced in subsequent turns.
- Each tool call may modify the environment state (create/modify/delete files, update variables, etc.). State transitions must be **deterministic** and **traceable**.
- Values established in prior turns (file paths, content, commit hashes, test names and counts) must be reused accurately. Do not fabricate or alter previously established information.
- If a file was just created, subsequent reads should return its content. If a file was deleted, subsequent access should return appropriate errors.

---

# Environment Execution

- For shell commands, consider the working directory, produce stdout/stderr as appropriate and return realistic exit codes (0 for success, non-zero for errors, 127 for command not found).
- Background processes get plausible PIDs; long-running commands get realistic timings and timestamps.
- Simulate errors for non-existent paths, invalid parameters, permission issues, PEP 668 pip errors and build failures with the real tool's messages.

---

# Key Principles

## Format
Match the real tool's output format exactly: data structure type (JSON, plain text, tables), indentation, alignment and spacing, line breaks and field ordering, special markers.

## Factuality
Correct parameter handling and return types; no fabricated information (non-existent paths, wrong system info).

## Consistency
Correctly reference resources from previous turns; respect state transitions (create → modify → delete); no contradictions with historical information.

## Realism
Reasonable numerical values (file sizes, timestamps, PIDs), tool-specific behaviour, temporal plausibility.

## Quality
No unreasonable truncation or omission; sufficient detail for subsequent reasoning.

---

# Input Definitions & Action Space

You can simulate the following tools:

{tools}

---

# Predicted Observation Requirements

1. **Format Adherence**: Match the expected output format for each tool type.
2. **State Consistency**: Ensure outputs are consistent with the current environment state.
3. **Realistic Details**: Include plausible values for dynamic elements (timestamps, PIDs, file sizes, etc.).

Write the observation after **Environment Observation:** and nothing else."""

_OH_TOOLS = [
    {"type": "function", "function": {"name": "execute_bash", "description": "Execute a bash command in the terminal within a persistent shell session.\n* One command at a time; chain with && or ;.\n* Long running commands can be run in the background (append `&`).\n* The output ends with the exit code, the working directory and the Python interpreter.", "parameters": {"type": "object", "properties": {"command": {"type": "string", "description": "The bash command to execute."}, "is_input": {"type": "string", "enum": ["true", "false"]}, "timeout": {"type": "number"}}, "required": ["command"]}}},
    {"type": "function", "function": {"name": "str_replace_editor", "description": "Custom editing tool for viewing, creating and editing files in plain-text format.\n* `view` on a file shows `cat -n` output, on a directory lists files up to 2 levels deep.\n* `create` cannot be used if the path already exists.\n* `str_replace` replaces exactly one unique occurrence of `old_str` and shows a snippet of the edited file.\n* `insert` inserts `new_str` after line `insert_line`.\n* `undo_edit` reverts the last edit to the file.", "parameters": {"type": "object", "properties": {"command": {"type": "string", "enum": ["view", "create", "str_replace", "insert", "undo_edit"]}, "path": {"type": "string"}, "file_text": {"type": "string"}, "old_str": {"type": "string"}, "new_str": {"type": "string"}, "insert_line": {"type": "integer"}, "view_range": {"type": "array", "items": {"type": "integer"}}}, "required": ["command", "path"]}}},
]

_GEM_TOOLS = [
    {"name": "read_file", "description": "Reads a file. For text files with offset/limit, shows a truncation notice with the line range and total lines.", "parameters": {"type": "object", "properties": {"absolute_path": {"type": "string"}, "offset": {"type": "number"}, "limit": {"type": "number"}}, "required": ["absolute_path"]}},
    {"name": "write_file", "description": "Writes content to a file, creating it (and parent directories) if needed.", "parameters": {"type": "object", "properties": {"file_path": {"type": "string"}, "content": {"type": "string"}}, "required": ["file_path", "content"]}},
    {"name": "replace", "description": "Replaces text within a file. old_string must match exactly, including whitespace; expected_replacements defaults to 1.", "parameters": {"type": "object", "properties": {"file_path": {"type": "string"}, "old_string": {"type": "string"}, "new_string": {"type": "string"}, "expected_replacements": {"type": "number"}}, "required": ["file_path", "old_string", "new_string"]}},
    {"name": "list_directory", "description": "Lists the names of files and subdirectories directly within a directory ([DIR] marks directories).", "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "ignore": {"type": "array", "items": {"type": "string"}}}, "required": ["path"]}},
    {"name": "glob", "description": "Finds files matching a glob pattern, sorted by modification time (newest first).", "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}}, "required": ["pattern"]}},
    {"name": "search_file_content", "description": "Searches file contents for a regular expression; returns matching lines with file paths and line numbers.", "parameters": {"type": "object", "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}, "include": {"type": "string"}}, "required": ["pattern"]}},
    {"name": "run_shell_command", "description": "Executes a shell command as `bash -c <command>`. Returns Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs and Process Group PGID.", "parameters": {"type": "object", "properties": {"command": {"type": "string"}, "description": {"type": "string"}, "directory": {"type": "string"}}, "required": ["command"]}},
]

_SWA_TOOLS = """open <path> [<line_number>] - opens the file at the given path in the editor (window of 100 lines). If line_number is provided, the window is moved to include that line.
goto <line_number> - moves the window to show <line_number>.
scroll_down / scroll_up - moves the window down / up 100 lines.
create <filename> - creates and opens a new file with the given name.
search_dir <search_term> [<dir>] - searches for search_term in all files in dir (default: current directory).
search_file <search_term> [<file>] - searches for search_term in file (default: the open file).
find_file <file_name> [<dir>] - finds all files with the given name in dir.
edit <start_line>:<end_line>
<replacement_text>
end_of_edit - replaces lines start_line through end_line (inclusive) of the open file with the given text; the edited window is shown afterwards.
submit - submits the current diff of the repository.
Any other input is run as a bash command in the repository; its output is shown. Every observation ends with the status lines (Open file: ...), (Current directory: ...) and the prompt bash-$."""


def system(flavor: str, root: str) -> str:
    if flavor == "oh":
        env = (f"The agent is an OpenHands CodeAct agent working on the repository at {root}. Tool outputs follow OpenHands: "
               "execute_bash prints the command output followed by `[The command completed with exit code N.]`, "
               "`[Current working directory: ...]` and `[Python interpreter: ...]`; str_replace_editor prints `cat -n` views and edit snippets.")
        tools = json.dumps(_OH_TOOLS, indent=2, ensure_ascii=False)
    elif flavor == "gem":
        env = (f"The agent is Gemini CLI running in the project directory {root}. Tool results follow Gemini CLI: "
               "run_shell_command returns the Command/Directory/Stdout/Stderr/Error/Exit Code/Signal/Background PIDs/Process Group PGID block; "
               "replace returns `Successfully modified file: <path> (N replacements).`; write_file returns `Successfully created and wrote to new file: <path>.` or `Successfully overwrote file: <path>.`.")
        tools = json.dumps(_GEM_TOOLS, indent=2, ensure_ascii=False)
    else:
        env = (f"The agent is SWE-agent working on the repository at {root} with its special editor commands. The editor shows "
               "`[File: <path> (N lines total)]` headers, `(N more lines above)` / `(N more lines below)` markers and `line:content` rows.")
        tools = _SWA_TOOLS
    return _HEAD.replace("{env}", env).replace("{tools}", tools)


# ---------------------------------------------------------------------------------------------
# harness helpers

def gem(cmd: str, out: str = "", err: str = "", code: int = 0, pgid: int = 40211) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out.rstrip() if out else '(empty)'}\n"
            f"Stderr: {err.rstrip() if err else '(empty)'}\nError: (none)\nExit Code: {code}\nSignal: (none)\n"
            f"Background PIDs: (none)\nProcess Group PGID: {pgid}")


def gsh(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


def gread(text: str, first: int | None = None, last: int | None = None, total: int | None = None) -> str:
    """Gemini read_file: whole text, or a slice with the truncation notice."""
    lines = text.split("\n")
    if first is None:
        return text
    assert last is not None
    tot = total if total is not None else len(lines)
    return (f"[File content truncated: showing lines {first}-{last} of {tot} total lines. Use offset/limit parameters to view more.]\n"
            + "\n".join(lines[first - 1:last]))


def swa_foot(open_file: str | None, cwd: str) -> str:
    return f"(Open file: {open_file if open_file else 'n/a'})\n(Current directory: {cwd})\nbash-$"


def swa_win(path: str, text: str, first: int = 1, last: int | None = None) -> str:
    lines = text.split("\n")
    total = len(lines)
    last = min(total, last if last is not None else first + 99)
    out = [f"[File: {path} ({total} lines total)]"]
    if first > 1:
        out.append(f"({first - 1} more lines above)")
    out += [f"{i}:{lines[i - 1]}" for i in range(first, last + 1)]
    if last < total:
        out.append(f"({total - last} more lines below)")
    return "\n".join(out)


SWA_EDITED = "File updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary."


def swa(cmd: str) -> str:
    return "```\n" + cmd + "\n```"


def nl(text: str) -> int:
    """Line count as `wc -l` reports it for a file ending in a newline."""
    return len(text.split("\n"))


def gitdiff(path: str, old: str, new: str, idx: str) -> str:
    """A `git diff` section for one file, built with difflib so hunks match the texts."""
    body = list(difflib.unified_diff(old.split("\n"), new.split("\n"), lineterm="", n=3))[2:]
    return (f"diff --git a/{path} b/{path}\nindex {idx} 100644\n--- a/{path}\n+++ b/{path}\n" + "\n".join(body))


def lines_of(text: str, a: int, b: int) -> str:
    return "\n".join(text.split("\n")[a - 1:b])


# =============================================================================================
# 01 Django (OpenHands) - clean

DJ_ROOT = "/workspace/clinic-booking"
DJ_MGR_OLD = '''from datetime import datetime, time, timedelta

from django.db import models
from django.utils import timezone


class AppointmentQuerySet(models.QuerySet):
    def for_clinician(self, clinician):
        return self.filter(clinician=clinician)

    def upcoming(self):
        now = timezone.now()
        return self.filter(starts_at__gte=now).order_by("starts_at")

    def overlapping(self, start, end):
        return self.filter(starts_at__lt=end, ends_at__gt=start).exclude(
            status=self.model.Status.CANCELLED
        )

    def on_day(self, day):
        tz = timezone.get_current_timezone()
        start = timezone.make_aware(datetime.combine(day, time.min), tz)
        return self.filter(starts_at__gte=start, starts_at__lt=start + timedelta(days=1))


class AppointmentManager(models.Manager.from_queryset(AppointmentQuerySet)):
    def get_queryset(self):
        return super().get_queryset().select_related("patient", "clinician")'''
DJ_MGR_NEW = DJ_MGR_OLD.replace('''        return self.filter(starts_at__gte=now).order_by("starts_at")''', '''        return (
            self.filter(starts_at__gte=now)
            .exclude(status=self.model.Status.CANCELLED)
            .order_by("starts_at")
        )''')
DJ_TEST_OLD = '''from datetime import timedelta

from django.test import TestCase
from django.utils import timezone

from appointments.models import Appointment, Clinician, Patient


def make_appt(clinician, patient, hours_from_now, status=Appointment.Status.BOOKED):
    start = timezone.now() + timedelta(hours=hours_from_now)
    return Appointment.objects.create(
        clinician=clinician,
        patient=patient,
        starts_at=start,
        ends_at=start + timedelta(minutes=30),
        status=status,
    )


class UpcomingTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.doc = Clinician.objects.create(name="Dr. Ines Albrecht", room="B2")
        cls.pat = Patient.objects.create(name="Tomas Rehak", mrn="MRN-004417")

    def test_upcoming_skips_past(self):
        make_appt(self.doc, self.pat, -3)
        make_appt(self.doc, self.pat, 5)
        self.assertEqual(Appointment.objects.upcoming().count(), 1)

    def test_upcoming_excludes_cancelled(self):
        make_appt(self.doc, self.pat, 2)
        make_appt(self.doc, self.pat, 4)
        make_appt(self.doc, self.pat, 6, status=Appointment.Status.CANCELLED)
        self.assertEqual(Appointment.objects.upcoming().count(), 2)


class OnDayTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.doc = Clinician.objects.create(name="Dr. Ines Albrecht", room="B2")
        cls.pat = Patient.objects.create(name="Tomas Rehak", mrn="MRN-004417")

    def test_on_day_uses_local_midnight(self):
        appt = make_appt(self.doc, self.pat, 1)
        day = timezone.localtime(appt.starts_at).date()
        self.assertIn(appt, Appointment.objects.on_day(day))'''
DJ_NEWTEST = '''
    def test_upcoming_orders_by_start(self):
        late = make_appt(self.doc, self.pat, 9)
        early = make_appt(self.doc, self.pat, 1)
        self.assertEqual(
            list(Appointment.objects.upcoming()),
            [early, late],
        )'''
_dj = DJ_TEST_OLD.split("\n")
DJ_TEST_NEW = "\n".join(_dj[:35] + DJ_NEWTEST.split("\n") + _dj[35:])


def t01(rs: RowSet) -> None:
    r = DJ_ROOT
    state = (f"Repository {r} (git, branch main, working tree clean). Python 3.11.8, Django 4.2.11, tests use the SQLite test database.\n"
             "Issue #87: `Appointment.objects.upcoming()` still returns cancelled appointments, so the SMS reminder job "
             "texts patients about visits they already cancelled.")
    run1 = f"cd {r} && python manage.py test appointments"
    out_fail = """Found 24 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
..........F.............
======================================================================
FAIL: test_upcoming_excludes_cancelled (appointments.tests.test_managers.UpcomingTests.test_upcoming_excludes_cancelled)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/workspace/clinic-booking/appointments/tests/test_managers.py", line 35, in test_upcoming_excludes_cancelled
    self.assertEqual(Appointment.objects.upcoming().count(), 2)
AssertionError: 3 != 2

----------------------------------------------------------------------
Ran 24 tests in 0.412s

FAILED (failures=1)
Destroying test database for alias 'default'..."""
    out_ok = """Found 24 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
........................
----------------------------------------------------------------------
Ran 24 tests in 0.397s

OK
Destroying test database for alias 'default'..."""
    out_ok25 = """Found 25 test(s).
Creating test database for alias 'default'...
System check identified no issues (0 silenced).
.........................
----------------------------------------------------------------------
Ran 25 tests in 0.431s

OK
Destroying test database for alias 'default'..."""
    mgr = f"{r}/appointments/managers.py"
    tst = f"{r}/appointments/tests/test_managers.py"
    turns = [
        (editor("view", mgr), cat_n(mgr, DJ_MGR_OLD)),
        (bash(run1), oh_bash(out_fail, r, 1)),
        (editor("str_replace", mgr, old_str='        return self.filter(starts_at__gte=now).order_by("starts_at")',
                new_str='        return (\n            self.filter(starts_at__gte=now)\n            .exclude(status=self.model.Status.CANCELLED)\n            .order_by("starts_at")\n        )'),
         edited(mgr, lines_of(DJ_MGR_NEW, 9, 21), 9)),
        (bash(run1), oh_bash(out_ok, r)),
        (bash("python manage.py makemigrations --check --dry-run"), oh_bash("No changes detected", r)),
        (editor("insert", tst, insert_line=35, new_str=DJ_NEWTEST), edited(tst, lines_of(DJ_TEST_NEW, 31, 47), 31)),
        (bash(run1), oh_bash(out_ok25, r)),
        (bash("git status --short && git diff --stat"),
         oh_bash(""" M appointments/managers.py
 M appointments/tests/test_managers.py
 appointments/managers.py            | 6 +++++-
 appointments/tests/test_managers.py | 8 ++++++++
 2 files changed, 13 insertions(+), 1 deletion(-)""", r)),
    ]
    rs.add("swe", "h49-swe-01", system("oh", r), turns, state=state)


# =============================================================================================
# 02 Flask (Gemini CLI) - contradiction: list_items per_page cap 100 -> 50 without an edit (turn 5)

FL_ROOT = "/home/dev/inventory-api"
FL_ITEMS = '''from flask import Blueprint, abort, jsonify, request

from ..extensions import db
from ..models import Item, StockMovement
from ..schemas import ItemSchema, ValidationError

bp = Blueprint("items", __name__, url_prefix="/api/items")
item_schema = ItemSchema()
partial_schema = ItemSchema(partial=True)


@bp.get("")
def list_items():
    page = request.args.get("page", 1, type=int)
    per_page = min(request.args.get("per_page", 20, type=int), 100)
    query = Item.query.order_by(Item.sku)
    if warehouse := request.args.get("warehouse"):
        query = query.filter_by(warehouse_code=warehouse)
    result = query.paginate(page=page, per_page=per_page, error_out=False)
    return jsonify(
        items=[i.to_dict() for i in result.items],
        page=result.page,
        pages=result.pages,
        total=result.total,
    )


@bp.post("")
def create_item():
    try:
        data = item_schema.load(request.get_json(force=True))
    except ValidationError as err:
        return jsonify(errors=err.messages), 422
    item = Item(**data)
    db.session.add(item)
    db.session.commit()
    return jsonify(item.to_dict()), 201


@bp.patch("/<int:item_id>")
def update_item(item_id):
    item = db.session.get(Item, item_id) or abort(404)
    try:
        changes = partial_schema.load(request.get_json(force=True))
    except ValidationError as err:
        return jsonify(errors=err.messages), 422
    if "quantity" in changes and changes["quantity"] != item.quantity:
        db.session.add(StockMovement(item_id=item.id, delta=changes["quantity"] - item.quantity))
    db.session.execute(
        db.update(Item).where(Item.id == item.id).values(**changes)
    )
    db.session.commit()
    return jsonify(item.to_dict())


@bp.delete("/<int:item_id>")
def delete_item(item_id):
    item = db.session.get(Item, item_id) or abort(404)
    db.session.delete(item)
    db.session.commit()
    return "", 204'''
FL_OLD_S = "    )\n    db.session.commit()\n    return jsonify(item.to_dict())\n"
FL_NEW_S = "    )\n    db.session.commit()\n    db.session.refresh(item)\n    return jsonify(item.to_dict())\n"
FL_ITEMS_NEW = FL_ITEMS.replace(FL_OLD_S, FL_NEW_S)


def t02(rs: RowSet) -> None:
    r = FL_ROOT
    p = f"{r}/inventory/routes/items.py"
    state = (f"Gemini CLI session in {r} (Flask 3.0.3, Flask-SQLAlchemy 3.1.1 with expire_on_commit=False, pytest 8.1.1; git branch fix/patch-stale-body).\n"
             "Bug report INV-412: PATCH /api/items/<id> answers 200 but the JSON body still shows the old quantity; a GET afterwards shows the new one.")
    fail = """.........F........                                                       [100%]
=================================== FAILURES ===================================
_____________________ test_patch_returns_updated_quantity ______________________

client = <FlaskClient <Flask 'inventory'>>, item = <Item 7 SKU-00231>

    def test_patch_returns_updated_quantity(client, item):
        resp = client.patch(f"/api/items/{item.id}", json={"quantity": 42})
        assert resp.status_code == 200
>       assert resp.get_json()["quantity"] == 42
E       assert 17 == 42

tests/test_items.py:88: AssertionError
=========================== short test summary info ============================
FAILED tests/test_items.py::test_patch_returns_updated_quantity - assert 17 == 42
1 failed, 17 passed in 0.94s"""
    bad_read = FL_ITEMS_NEW.replace('type=int), 100)', 'type=int), 50)')
    turns = [
        (call("list_directory", path=f"{r}/inventory"),
         f"Directory listing for {r}/inventory:\n[DIR] routes\n[DIR] templates\n__init__.py\nconfig.py\nextensions.py\nmodels.py\nschemas.py"),
        (call("read_file", absolute_path=p), gread(FL_ITEMS)),
        (gsh("python -m pytest tests/test_items.py -q", "Run the item route tests"),
         gem("python -m pytest tests/test_items.py -q", fail, code=1, pgid=51877)),
        (call("replace", file_path=p, old_string=FL_OLD_S, new_string=FL_NEW_S),
         f"Successfully modified file: {p} (1 replacements)."),
        (call("read_file", absolute_path=p), gread(bad_read)),
        (gsh("python -m pytest tests/test_items.py -q", "Re-run the item route tests"),
         gem("python -m pytest tests/test_items.py -q",
             "..................                                                       [100%]\n18 passed in 0.91s", pgid=52014)),
        (gsh("git diff", "Show the change"),
         gem("git diff", gitdiff("inventory/routes/items.py", FL_ITEMS, FL_ITEMS_NEW, "3c41e7a..b90d2f5"), pgid=52060)),
    ]
    rs.add("swe", "h49-swe-02", system("gem", r), turns, state=state, bad=True, turn=5,
           kind="list_items per_page cap reads 50 in the turn-5 read of items.py though turn 2 showed 100 and only update_item was edited")


# =============================================================================================
# 03 FastAPI (OpenHands) - contradiction: suite drops from 37 to 35 tests with no test removed (turn 7)

FA_ROOT = "/workspace/fleet-telemetry"
FA_TRIPS = '''from datetime import datetime

from fastapi import APIRouter, Depends, HTTPException, Query
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from app.db import get_session
from app.models import Trip, Vehicle
from app.schemas import TripOut, TripPage

router = APIRouter(prefix="/vehicles/{vin}/trips", tags=["trips"])


@router.get("", response_model=TripPage)
def list_trips(
    vin: str,
    page: int = Query(1, ge=1),
    size: int = Query(10, ge=1, le=100),
    since: datetime | None = None,
    session: Session = Depends(get_session),
):
    vehicle = session.get(Vehicle, vin)
    if vehicle is None:
        raise HTTPException(status_code=404, detail=f"vehicle {vin} not found")
    stmt = select(Trip).where(Trip.vin == vin)
    if since is not None:
        stmt = stmt.where(Trip.started_at >= since)
    total = session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = session.scalars(
        stmt.order_by(Trip.started_at).offset(page * size).limit(size)
    ).all()
    return TripPage(
        items=[TripOut.model_validate(t) for t in rows],
        page=page,
        size=size,
        total=total,
    )


@router.get("/{trip_id}", response_model=TripOut)
def get_trip(vin: str, trip_id: str, session: Session = Depends(get_session)):
    trip = session.get(Trip, trip_id)
    if trip is None or trip.vin != vin:
        raise HTTPException(status_code=404, detail=f"trip {trip_id} not found")
    return TripOut.model_validate(trip)'''
FA_TRIPS_NEW = FA_TRIPS.replace(".offset(page * size)", ".offset((page - 1) * size)")
FA_ALERTS_NEW = '''    stmt = select(Alert).where(Alert.vin == vin, Alert.severity >= min_severity)
    total = session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = session.scalars(
        stmt.order_by(Alert.raised_at.desc())
        .offset((page - 1) * size)
        .limit(size)
    ).all()
    return AlertPage(items=rows, page=page, size=size, total=total)'''
FA_TRIP_TESTS = ["test_list_trips_empty", "test_list_trips_unknown_vehicle_404", "test_trips_first_page_size",
                 "test_trips_second_page_starts_after_first", "test_trips_last_page_partial", "test_trips_since_filter",
                 "test_trips_total_counts_all_pages", "test_get_trip_wrong_vin_404", "test_get_trip_ok"]


def t03(rs: RowSet) -> None:
    r = FA_ROOT
    p = f"{r}/app/routers/trips.py"
    state = (f"Repository {r} (FastAPI 0.111.0, SQLAlchemy 2.0.30, pytest 8.2.1, Python 3.12.3). "
             "Issue #58: `GET /vehicles/{vin}/trips?page=2&size=10` skips trips 11-20; page 1 looks fine.")
    ls = """app:
__init__.py  config.py  db.py  main.py  models.py  routers  schemas.py

app/routers:
__init__.py  alerts.py  trips.py  vehicles.py

tests:
__init__.py  conftest.py  test_alerts.py  test_health.py  test_trips.py  test_vehicles.py"""
    dots = "." * 16 + "F" + "." * 20
    fail = (dots.ljust(73) + "[100%]\n" + """=================================== FAILURES ===================================
__________________ test_trips_second_page_starts_after_first ___________________

client = <starlette.testclient.TestClient object at 0x7f3a2c1d5e50>
seeded_trips = ['T-0001', 'T-0002', 'T-0003', 'T-0004', 'T-0005', 'T-0006', ...]

    def test_trips_second_page_starts_after_first(client, seeded_trips):
        resp = client.get("/vehicles/1FTFW1E50NFA00417/trips", params={"page": 2, "size": 10})
        assert resp.status_code == 200
>       assert resp.json()["items"][0]["trip_id"] == "T-0011"
E       AssertionError: assert 'T-0021' == 'T-0011'
E
E         - T-0011
E         + T-0021

tests/test_trips.py:61: AssertionError
=========================== short test summary info ============================
FAILED tests/test_trips.py::test_trips_second_page_starts_after_first - AssertionError: assert 'T-0021' == 'T-0011'
1 failed, 36 passed in 1.84s""")
    verbose = ["============================= test session starts ==============================",
               "platform linux -- Python 3.12.3, pytest-8.2.1, pluggy-1.5.0 -- /opt/miniconda3/envs/testbed/bin/python",
               "cachedir: .pytest_cache", f"rootdir: {r}", "configfile: pyproject.toml", "plugins: anyio-4.4.0",
               "collected 9 items", ""]
    for i, name in enumerate(FA_TRIP_TESTS, 1):
        left = f"tests/test_trips.py::{name} PASSED"
        verbose.append(left.ljust(73) + f"[{100 * i // 9:3d}%]")
    verbose += ["", "============================== 9 passed in 0.63s ==============================="]
    turns = [
        (bash(f"cd {r} && ls app app/routers tests"), oh_bash(ls, r)),
        (editor("view", p), cat_n(p, FA_TRIPS)),
        (bash("python -m pytest tests -q"), oh_bash(fail, r, 1)),
        (editor("str_replace", p, old_str="        stmt.order_by(Trip.started_at).offset(page * size).limit(size)",
                new_str="        stmt.order_by(Trip.started_at).offset((page - 1) * size).limit(size)"),
         edited(p, lines_of(FA_TRIPS_NEW, 26, 34), 26)),
        (bash("python -m pytest tests/test_trips.py -v"), oh_bash("\n".join(verbose), r)),
        (bash('grep -rn "page \\* size" app/'), oh_bash("app/routers/alerts.py:39:        .offset(page * size)", r)),
        (bash("python -m pytest tests -q"),
         oh_bash(("." * 35).ljust(73) + "[100%]\n35 passed in 1.79s", r)),
        (editor("str_replace", f"{r}/app/routers/alerts.py", old_str="        .offset(page * size)", new_str="        .offset((page - 1) * size)"),
         edited(f"{r}/app/routers/alerts.py", FA_ALERTS_NEW, 35)),
        (bash("python -m pytest tests -q"),
         oh_bash(("." * 37).ljust(73) + "[100%]\n37 passed in 1.88s", r)),
    ]
    rs.add("swe", "h49-swe-03", system("oh", r), turns, state=state, bad=True, turn=7,
           kind="the full suite reports 35 passed at turn 7 though the same run collected 37 tests (36 passed, 1 failed) at turn 3 and no test was removed")


# =============================================================================================
# 04 Express + jest (Gemini CLI) - clean

EX_ROOT = "/home/node/url-shortener"
EX_STORE = """'use strict';

const { nanoid } = require('nanoid');

class LinkStore {
  constructor() {
    this.bySlug = new Map();
    this.byId = new Map();
  }

  has(slug) {
    return this.bySlug.has(slug);
  }

  create({ url, slug, ownerId }) {
    if (this.has(slug)) {
      const err = new Error(`slug "${slug}" is already taken`);
      err.status = 409;
      throw err;
    }
    const link = {
      id: nanoid(10),
      slug,
      url,
      ownerId,
      hits: 0,
      createdAt: new Date().toISOString(),
    };
    this.bySlug.set(slug, link);
    this.byId.set(link.id, link);
    return link;
  }

  resolve(slug) {
    const link = this.bySlug.get(slug);
    if (link) link.hits += 1;
    return link;
  }

  remove(id) {
    const link = this.byId.get(id);
    if (!link) return false;
    this.byId.delete(id);
    this.bySlug.delete(link.slug);
    return true;
  }
}

module.exports = { LinkStore, store: new LinkStore() };"""
EX_OLD = """  has(slug) {
    return this.bySlug.has(slug);
  }"""
EX_NEW = """  static key(slug) {
    return slug.toLowerCase();
  }

  has(slug) {
    return this.bySlug.has(LinkStore.key(slug));
  }"""
EX_OLD2 = "    this.bySlug.set(slug, link);"
EX_NEW2 = "    this.bySlug.set(LinkStore.key(slug), link);"
EX_TEST = """'use strict';

const { LinkStore } = require('../src/services/linkStore');

describe('LinkStore slug case handling', () => {
  test('keeps the slug as typed', () => {
    const s = new LinkStore();
    expect(s.create({ url: 'https://example.org', slug: 'Docs', ownerId: 'u1' }).slug).toBe('Docs');
  });

  test('rejects a slug that differs only in case', () => {
    const s = new LinkStore();
    s.create({ url: 'https://example.org/a', slug: 'docs', ownerId: 'u1' });
    expect(() => s.create({ url: 'https://example.org/b', slug: 'DOCS', ownerId: 'u2' })).toThrow(/already taken/);
  });

  test('has() ignores case', () => {
    const s = new LinkStore();
    s.create({ url: 'https://example.org/a', slug: 'Release-Notes', ownerId: 'u1' });
    expect(s.has('release-notes')).toBe(true);
  });
});"""


def t04(rs: RowSet) -> None:
    r = EX_ROOT
    p = f"{r}/src/services/linkStore.js"
    state = (f"Gemini CLI in {r} (Node 20.12.2, Express 4.19.2, jest 29.7.0, supertest 7.0.0; git branch main).\n"
             "Task: POST /api/links must reject a custom slug that only differs in letter case from an existing one (\"Docs\" vs \"docs\") with 409.")
    files = ["src/routes/links.js", "src/app.js", "src/services/linkStore.js", "src/middleware/rateLimit.js", "src/services/slug.js",
             "src/routes/redirect.js", "src/middleware/errorHandler.js", "src/config.js", "src/server.js"]
    head = f'Found 9 file(s) matching "src/**/*.js" within {r}, sorted by modification time (newest first):\n'
    glob1 = head + "\n".join(f"{r}/{f}" for f in files)
    files2 = ["src/services/linkStore.js"] + [f for f in files if f != "src/services/linkStore.js"]
    glob2 = head + "\n".join(f"{r}/{f}" for f in files2)
    jest_fail = """PASS tests/slug.test.js
PASS tests/redirect.test.js
FAIL tests/links.test.js
  ● POST /api/links › rejects a slug that differs only in case

    expect(received).toBe(expected) // Object.is equality

    Expected: 409
    Received: 201

      54 |       .post('/api/links')
      55 |       .send({ url: 'https://example.org/b', slug: 'Docs' });
    > 56 |     expect(res.status).toBe(409);
         |                        ^
      57 |     expect(res.body.error).toMatch(/already taken/);
      58 |   });
      59 |

      at Object.toBe (tests/links.test.js:56:24)

PASS tests/rateLimit.test.js
PASS tests/errorHandler.test.js

Test Suites: 1 failed, 4 passed, 5 total
Tests:       1 failed, 28 passed, 29 total
Snapshots:   0 total
Time:        2.314 s
Ran all test suites."""
    jest_ok = """PASS tests/links.test.js
PASS tests/slug.test.js
PASS tests/errorHandler.test.js
PASS tests/redirect.test.js
PASS tests/rateLimit.test.js

Test Suites: 5 passed, 5 total
Tests:       29 passed, 29 total
Snapshots:   0 total
Time:        2.087 s, estimated 3 s
Ran all test suites."""
    jest_one = """PASS tests/slugCase.test.js
  LinkStore slug case handling
    ✓ keeps the slug as typed (3 ms)
    ✓ rejects a slug that differs only in case (1 ms)
    ✓ has() ignores case

Test Suites: 1 passed, 1 total
Tests:       3 passed, 3 total
Snapshots:   0 total
Time:        0.612 s, estimated 1 s
Ran all test suites matching /tests\\/slugCase.test.js/i."""
    jest_all = """PASS tests/links.test.js
PASS tests/slugCase.test.js
PASS tests/slug.test.js
PASS tests/redirect.test.js
PASS tests/errorHandler.test.js
PASS tests/rateLimit.test.js

Test Suites: 6 passed, 6 total
Tests:       32 passed, 32 total
Snapshots:   0 total
Time:        2.201 s, estimated 3 s
Ran all test suites."""
    turns = [
        (call("glob", pattern="src/**/*.js"), glob1),
        (call("read_file", absolute_path=p), gread(EX_STORE)),
        (gsh("npx jest", "Run the test suite"), gem("npx jest", "", jest_fail, code=1, pgid=23118)),
        (call("replace", file_path=p, old_string=EX_OLD, new_string=EX_NEW),
         f"Successfully modified file: {p} (1 replacements)."),
        (call("replace", file_path=p, old_string=EX_OLD2, new_string=EX_NEW2),
         f"Successfully modified file: {p} (1 replacements)."),
        (gsh("npx jest", "Re-run the test suite"), gem("npx jest", "", jest_ok, pgid=23302)),
        (call("write_file", file_path=f"{r}/tests/slugCase.test.js", content=EX_TEST),
         f"Successfully created and wrote to new file: {r}/tests/slugCase.test.js."),
        (gsh("npx jest tests/slugCase.test.js", "Run the new unit tests"), gem("npx jest tests/slugCase.test.js", "", jest_one, pgid=23417)),
        (gsh("npx jest", "Run everything"), gem("npx jest", "", jest_all, pgid=23530)),
        (call("glob", pattern="src/**/*.js"), glob2),
    ]
    rs.add("swe", "h49-swe-04", system("gem", r), turns, state=state)


# =============================================================================================
# 05 Rails + rspec (SWE-agent) - clean

RB_ROOT = "/helpdesk"
RB_TICKET = '''class Ticket < ApplicationRecord
  PRIORITIES = %w[low normal high urgent].freeze
  STATUSES = %w[open pending solved closed].freeze

  belongs_to :requester, class_name: "User"
  belongs_to :assignee, class_name: "User", optional: true
  belongs_to :queue, class_name: "SupportQueue"
  has_many :comments, -> { order(:created_at) }, dependent: :destroy

  validates :subject, presence: true, length: { maximum: 180 }
  validates :priority, inclusion: { in: PRIORITIES }
  validates :status, inclusion: { in: STATUSES }

  scope :unassigned, -> { where(assignee_id: nil) }
  scope :active, -> { where(status: %w[open pending]) }
  scope :by_urgency, -> { order(Arel.sql("array_position(ARRAY['urgent','high','normal','low'], priority::text)")) }

  before_validation :default_due_on, on: :create

  def overdue?(now = Time.current)
    return false if due_on.nil? || status.in?(%w[solved closed])

    due_on < now.to_date
  end

  def sla_hours
    { "urgent" => 4, "high" => 8, "normal" => 24, "low" => 72 }.fetch(priority)
  end

  def assign!(agent)
    update!(assignee: agent, status: status == "open" ? "pending" : status)
  end

  private

  def default_due_on
    self.due_on ||= (Time.current + sla_hours.hours).to_date if priority.present?
  end
end'''
RB_FIX = '''  def overdue?(now = Time.current)
    return false if due_on.nil? || status.in?(%w[solved closed])

    today = now.in_time_zone(Time.zone).to_date
    due_on < today
  end'''
_rb = RB_TICKET.split("\n")
RB_A = _rb.index("  def overdue?(now = Time.current)") + 1
RB_TICKET_NEW = "\n".join(_rb[:RB_A - 1] + RB_FIX.split("\n") + _rb[RB_A + 4:])


def t05(rs: RowSet) -> None:
    r = RB_ROOT
    p = f"{r}/app/models/ticket.rb"
    state = (f"SWE-agent on the repository {r} (Rails 7.1.3, Ruby 3.3.0, rspec-rails 6.1.2, config.time_zone = \"Pacific Time (US & Canada)\").\n"
             "Issue #311: tickets due today are flagged overdue in the evening (after 16:00 local) when a job passes Time.now.utc to Ticket#overdue?.")
    fail = """Randomized with seed 28411
..........F...

Failures:

  1) Ticket#overdue? uses the account time zone when given a UTC time
     Failure/Error: expect(ticket.overdue?(Time.utc(2024, 11, 5, 3, 30))).to be(false)

       expected false
            got true
     # ./spec/models/ticket_spec.rb:64:in `block (3 levels) in <top (required)>'

Finished in 0.48213 seconds (files took 2.31 seconds to load)
14 examples, 1 failure

Failed examples:

rspec ./spec/models/ticket_spec.rb:58 # Ticket#overdue? uses the account time zone when given a UTC time

Randomized with seed 28411"""
    ok = """Randomized with seed 6027
..............

Finished in 0.45102 seconds (files took 2.27 seconds to load)
14 examples, 0 failures

Randomized with seed 6027"""
    dots = "." * 47 + "*" + "." * 52 + "\n" + "." * 14 + "*" + "." * 19 + "*" + "." * 15
    full = """Randomized with seed 51190
""" + dots + """

Pending: (Failures listed here are expected and do not affect your suite's status)

  1) Tickets::MergeService copies attachments to the surviving ticket
     # Not yet implemented
     # ./spec/services/tickets/merge_service_spec.rb:41

  2) OverdueDigestJob skips queues with digests disabled
     # waiting on SupportQueue#digest_enabled column (#298)
     # ./spec/jobs/overdue_digest_job_spec.rb:27

  3) Api::V1::TicketsController PATCH /tickets/:id rejects stale lock_version
     # Not yet implemented
     # ./spec/requests/api/v1/tickets_spec.rb:112


Finished in 6.14 seconds (files took 2.42 seconds to load)
150 examples, 0 failures, 3 pending

Randomized with seed 51190"""
    turns = [
        (swa('find_file "ticket.rb"'), f'Found 1 matches for "ticket.rb" in {r}:\n{p}\n' + swa_foot(None, r)),
        (swa("open app/models/ticket.rb"), swa_win(p, RB_TICKET) + "\n" + swa_foot(p, r)),
        (swa("bundle exec rspec spec/models/ticket_spec.rb"), fail + "\n" + swa_foot(p, r)),
        (swa(f"edit {RB_A}:{RB_A + 4}\n{RB_FIX}\nend_of_edit"), SWA_EDITED + "\n" + swa_win(p, RB_TICKET_NEW) + "\n" + swa_foot(p, r)),
        (swa("bundle exec rspec spec/models/ticket_spec.rb"), ok + "\n" + swa_foot(p, r)),
        (swa('search_dir "overdue?"'),
         f'Found 9 matches for "overdue?" in {r}:\n{r}/app/jobs/overdue_digest_job.rb (2 matches)\n{r}/app/models/ticket.rb (1 matches)\n'
         f'{r}/app/views/tickets/_ticket.html.erb (1 matches)\n{r}/spec/models/ticket_spec.rb (5 matches)\nEnd of matches for "overdue?" in {r}\n' + swa_foot(p, r)),
        (swa("bundle exec rspec"), full + "\n" + swa_foot(p, r)),
    ]
    rs.add("swe", "h49-swe-05", system("swea", r), turns, state=state)


# =============================================================================================
# 06 Laravel + phpunit (OpenHands) - clean

LV_ROOT = "/workspace/invoicing"
LV_CALC = '''<?php

namespace App\\Services;

use App\\Models\\Invoice;
use App\\Models\\InvoiceLine;

class InvoiceCalculator
{
    public function __construct(private readonly TaxRateResolver $rates)
    {
    }

    public function subtotal(Invoice $invoice): float
    {
        return $invoice->lines->sum(fn (InvoiceLine $line) => $this->lineAmount($line));
    }

    public function tax(Invoice $invoice): float
    {
        $rate = $this->rates->forCountry($invoice->customer->country_code);

        return $this->subtotal($invoice) * $rate;
    }

    public function total(Invoice $invoice): float
    {
        return round($this->subtotal($invoice) + $this->tax($invoice), 2);
    }

    private function lineAmount(InvoiceLine $line): float
    {
        return round($line->unit_price * $line->quantity * (1 - $line->discount), 2);
    }
}'''
LV_OLD = "        return round($line->unit_price * $line->quantity * (1 - $line->discount), 2);"
LV_NEW = "        return $line->unit_price * $line->quantity * (1 - $line->discount);"
LV_CALC_NEW = LV_CALC.replace(LV_OLD, LV_NEW)


def t06(rs: RowSet) -> None:
    r = LV_ROOT
    p = f"{r}/app/Services/InvoiceCalculator.php"
    state = (f"Repository {r} (Laravel 10.48.4, PHP 8.2.18, PHPUnit 10.5.20). Ticket FIN-77: invoice totals are off by a cent because "
             "every line is rounded before summing; finance wants only the grand total rounded to 2 decimals.")
    names = ["it sums line amounts", "it applies the customer tax rate", "it rounds only the final total",
             "it treats a 100 percent discount as zero", "it uses the reduced rate for books", "it returns zero for an empty invoice",
             "it ignores soft deleted lines"]
    times = ["0.09s", "0.01s", "0.01s", "0.01s", "0.01s", "0.01s", "0.02s"]

    def row(mark: str, n: str, t: str) -> str:
        return f"  {mark} {n}".ljust(74) + t + "  "
    fail_rows = [row("⨯" if n == names[2] else "✓", n, t) for n, t in zip(names, times)]
    fail = ("\n   FAIL  Tests\\Unit\\InvoiceCalculatorTest\n" + "\n".join(fail_rows) + "\n" + """  ────────────────────────────────────────────────────────────────────────────
   FAILED  Tests\\Unit\\InvoiceCalculatorTest > it rounds only the final total
  Failed asserting that 36.02 is identical to 36.03.

  at tests/Unit/InvoiceCalculatorTest.php:71
     67▕         ]);
     68▕
     69▕         $total = $this->calculator->total($invoice);
     70▕
  ➜  71▕         $this->assertSame(36.03, $total);
     72▕         $this->assertSame(30.025, $this->calculator->subtotal($invoice));
     73▕         $this->assertEqualsWithDelta(6.005, $this->calculator->tax($invoice), 0.0001);
     74▕     }
     75▕


  Tests:    1 failed, 6 passed (11 assertions)
  Duration: 0.38s
""")
    times2 = ["0.08s", "0.01s", "0.01s", "0.01s", "0.01s", "0.01s", "0.01s"]
    ok = ("\n   PASS  Tests\\Unit\\InvoiceCalculatorTest\n" + "\n".join(row("✓", n, t) for n, t in zip(names, times2))
          + "\n\n  Tests:    7 passed (13 assertions)\n  Duration: 0.35s\n")
    unit = """PHPUnit 10.5.20 by Sebastian Bergmann and contributors.

Runtime:       PHP 8.2.18
Configuration: /workspace/invoicing/phpunit.xml

......................................                            38 / 38 (100%)

Time: 00:00.612, Memory: 30.00 MB

OK (38 tests, 96 assertions)"""
    turns = [
        (editor("view", p), cat_n(p, LV_CALC)),
        (bash(f"cd {r} && php artisan test --filter=InvoiceCalculatorTest"), oh_bash(fail, r, 1)),
        (editor("str_replace", p, old_str=LV_OLD, new_str=LV_NEW), edited(p, lines_of(LV_CALC_NEW, 29, 35), 29)),
        (bash("php artisan test --filter=InvoiceCalculatorTest"), oh_bash(ok, r)),
        (bash("vendor/bin/phpunit --testsuite Unit"), oh_bash(unit, r)),
        (bash("git diff"), oh_bash(gitdiff("app/Services/InvoiceCalculator.php", LV_CALC, LV_CALC_NEW, "8e0d2b4..f31a9c7"), r)),
    ]
    rs.add("swe", "h49-swe-06", system("oh", r), turns, state=state)


# =============================================================================================
# 07 Go + cobra (OpenHands) - contradiction: HEAD commit hash changes without a commit (turn 6)

GO_ROOT = "/workspace/logship"
GO_TAIL = '''package cmd

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/acme/logship/internal/ship"
)

var (
	tailSince   string
	tailFollow  bool
	tailSources []string
)

var tailCmd = &cobra.Command{
	Use:   "tail [flags]",
	Short: "Print recent log lines from the collector",
	RunE: func(cmd *cobra.Command, args []string) error {
		since, err := parseSince(tailSince)
		if err != nil {
			return fmt.Errorf("invalid --since %q: %w", tailSince, err)
		}
		client, err := ship.NewClientFromEnv()
		if err != nil {
			return err
		}
		return client.Tail(cmd.Context(), ship.TailOptions{
			Since:   time.Now().Add(-since),
			Follow:  tailFollow,
			Sources: tailSources,
			Out:     cmd.OutOrStdout(),
		})
	},
}

func init() {
	tailCmd.Flags().StringVar(&tailSince, "since", "15m", "show lines newer than this (e.g. 90s, 45m, 2h, 1d)")
	tailCmd.Flags().BoolVarP(&tailFollow, "follow", "f", false, "keep streaming new lines")
	tailCmd.Flags().StringSliceVar(&tailSources, "source", nil, "only these sources (repeatable)")
	rootCmd.AddCommand(tailCmd)
}

// parseSince accepts Go durations, bare seconds and a "d" suffix for days.
func parseSince(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if strings.HasSuffix(s, "d") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "d"))
		if err != nil {
			return 0, err
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	if n, err := strconv.Atoi(s); err == nil {
		return time.Duration(n) * time.Second, nil
	}
	if strings.HasSuffix(s, "m") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "m"))
		if err != nil {
			return 0, err
		}
		return time.Duration(n) * time.Minute, nil
	}
	return time.ParseDuration(s)
}'''
GO_MBRANCH = '''	if strings.HasSuffix(s, "m") {
		n, err := strconv.Atoi(strings.TrimSuffix(s, "m"))
		if err != nil {
			return 0, err
		}
		return time.Duration(n) * time.Minute, nil
	}
'''
GO_TAIL_NEW = GO_TAIL.replace(GO_MBRANCH, "")
GO_CASES = ["90s", "45m", "2h", "1h30m", "1d", "300", "bogus"]


def t07(rs: RowSet) -> None:
    r = GO_ROOT
    p = f"{r}/cmd/tail.go"
    state = (f"Repository {r} (Go 1.22.3, module github.com/acme/logship, cobra v1.8.1).\n"
             "Issue #215: `logship tail --since 1h30m` fails with `invalid --since \"1h30m\": strconv.Atoi: parsing \"1h30\": invalid syntax`.")
    log1 = """e4b17a9 (HEAD -> main, origin/main) cmd/tail: add --since flag (#212)
0c93d5e internal/ship: retry 429 with Retry-After (#209)
7a21f40 deps: bump github.com/spf13/cobra to v1.8.1 (#207)
b58e3cc internal/parse: accept RFC 5424 structured data (#204)
19df0a2 docs: document LOGSHIP_ENDPOINT (#203)
## main...origin/main"""
    fail = """?   	github.com/acme/logship	[no test files]
--- FAIL: TestParseSince (0.00s)
    --- FAIL: TestParseSince/1h30m (0.00s)
        tail_test.go:31: parseSince("1h30m") error: strconv.Atoi: parsing "1h30": invalid syntax
FAIL
FAIL	github.com/acme/logship/cmd	0.014s
ok  	github.com/acme/logship/internal/parse	0.021s
ok  	github.com/acme/logship/internal/ship	0.318s
FAIL"""
    v = ["=== RUN   TestParseSince"] + [f"=== RUN   TestParseSince/{c}" for c in GO_CASES] + ["--- PASS: TestParseSince (0.00s)"]
    v += [f"    --- PASS: TestParseSince/{c} (0.00s)" for c in GO_CASES] + ["PASS", "ok  \tgithub.com/acme/logship/cmd\t0.011s"]
    log2 = """e4b1f7a (HEAD -> main, origin/main) cmd/tail: add --since flag (#212)
0c93d5e internal/ship: retry 429 with Retry-After (#209)
7a21f40 deps: bump github.com/spf13/cobra to v1.8.1 (#207)
 cmd/tail.go | 7 -------
 1 file changed, 7 deletions(-)"""
    ok = """?   	github.com/acme/logship	[no test files]
ok  	github.com/acme/logship/cmd	0.013s
ok  	github.com/acme/logship/internal/parse	(cached)
ok  	github.com/acme/logship/internal/ship	(cached)"""
    turns = [
        (bash(f"cd {r} && git log --oneline -5 && git status -sb"), oh_bash(log1, r)),
        (editor("view", p), cat_n(p, GO_TAIL)),
        (bash("go test ./..."), oh_bash(fail, r, 1)),
        (editor("str_replace", p, old_str=GO_MBRANCH, new_str=""), edited(p, lines_of(GO_TAIL_NEW, 57, 62), 57)),
        (bash("go test ./cmd/ -run TestParseSince -v"), oh_bash("\n".join(v), r)),
        (bash("git log --oneline -3 && git diff --stat"), oh_bash(log2, r)),
        (bash("go vet ./..."), oh_bash("", r)),
        (bash("go test ./..."), oh_bash(ok, r)),
    ]
    rs.add("swe", "h49-swe-07", system("oh", r), turns, state=state, bad=True, turn=6,
           kind="HEAD commit 'cmd/tail: add --since flag (#212)' shows hash e4b1f7a at turn 6 though turn 1 showed e4b17a9 and nothing was committed")


# =============================================================================================
# 08 humantime (Rust, Gemini CLI) - contradiction: tests/ listing omits the file created at turn 4 (turn 9)

HT_ROOT = "/home/dev/humantime"
HT_REGION = '''    fn parse_unit(&mut self, n: u64, start: usize, end: usize)
        -> Result<(), Error>
    {
        let (mul, unit) = match &self.src[start..end] {
            "nanos" | "nsec" | "ns" => (1u64, 0),
            "usec" | "us" => (1000u64, 0),
            "millis" | "msec" | "ms" => (1_000_000u64, 0),
            "seconds" | "second" | "secs" | "sec" | "s" => (1u64, 1),
            "minutes" | "minute" | "min" | "mins" | "m" => (60u64, 1),
            "hours" | "hour" | "hr" | "hrs" | "h" => (3600u64, 1),
            "days" | "day" | "d" => (86400u64, 1),
            "weeks" | "week" | "w" => (86400u64 * 7, 1),
            "months" | "month" | "M" => (2_630_016u64, 1),
            "years" | "year" | "y" => (31_557_600u64, 1),
            _ => {
                return Err(Error::UnknownUnit {
                    start,
                    end,
                    unit: self.src[start..end].to_string(),
                    value: n,
                });
            }
        };
        if unit == 0 {
            self.add_nanos(n * mul)?;
        } else {
            self.add_secs(n * mul)?;
        }
        Ok(())
    }

    fn add_secs(&mut self, secs: u64) -> Result<(), Error> {
        self.secs = self.secs.checked_add(secs).ok_or(Error::NumberOverflow)?;
        Ok(())
    }

    fn add_nanos(&mut self, nanos: u64) -> Result<(), Error> {
        self.nanos += nanos % 1_000_000_000;
        self.add_secs(nanos / 1_000_000_000)?;
        Ok(())'''
HT_OLD = '''        if unit == 0 {
            self.add_nanos(n * mul)?;
        } else {
            self.add_secs(n * mul)?;
        }'''
HT_NEW = '''        let total = n.checked_mul(mul).ok_or(Error::NumberOverflow)?;
        if unit == 0 {
            self.add_nanos(total)?;
        } else {
            self.add_secs(total)?;
        }'''
HT_TEST = '''use humantime::{parse_duration, DurationError};

#[test]
fn huge_week_count_is_an_error_not_a_panic() {
    assert_eq!(parse_duration("3000000000000000000w"), Err(DurationError::NumberOverflow));
}

#[test]
fn sum_overflow_is_an_error() {
    assert_eq!(
        parse_duration("18446744073709551615s 1s"),
        Err(DurationError::NumberOverflow)
    );
}'''
HT_UNIT = ["date::test::iso_dates", "date::test::iso_dates_with_nanos", "date::test::leap_second", "date::test::first_731_days",
           "date::test::last_731_days", "date::test::upper_bound", "date::test::rfc3339_roundtrip", "date::test::year_after_epoch",
           "duration::test::all_72", "duration::test::all_86", "duration::test::bad_unit", "duration::test::combo",
           "duration::test::error_cases", "duration::test::formatted_duration", "duration::test::overflow",
           "duration::test::random_any", "duration::test::random_second", "duration::test::simple",
           "duration::test::test_nanos", "duration::test::test_units", "wrapper::test::duration", "wrapper::test::timestamp"]
HT_PUBLIC = ["parse_and_format_roundtrip", "parse_rfc3339_weak_space", "format_rfc3339_millis", "duration_from_str",
             "timestamp_display", "system_time_before_epoch_errors"]


def cargo_split(lines: list[str]) -> tuple[str, str]:
    """cargo prints its progress lines on stderr and the test harness output on stdout."""
    prog = ("   Compiling", "    Finished", "     Running", "   Doc-tests", "error:")
    out = [ln for ln in lines if not ln.startswith(prog)]
    err = [ln for ln in lines if ln.startswith(prog)]
    return "\n".join(out).strip("\n"), "\n".join(err)


def t08(rs: RowSet) -> None:
    r = HT_ROOT
    p = f"{r}/src/duration.rs"
    state = (f"Gemini CLI in {r} (crate humantime 2.1.0, rustc 1.79.0, cargo 1.79.0). Issue #47: "
             "`parse_duration(\"3000000000000000000w\")` panics with `attempt to multiply with overflow` in debug builds instead of returning `DurationError::NumberOverflow`.")
    reg = HT_REGION.split("\n")
    first = 151
    panic_line = first + reg.index("            self.add_secs(n * mul)?;")
    fail_lines = ["   Compiling humantime v2.1.0 (/home/dev/humantime)",
                  "    Finished `test` profile [unoptimized + debuginfo] target(s) in 1.87s",
                  "     Running unittests src/lib.rs (target/debug/deps/humantime-3c0f5a1d9b2e4e77)", "", "running 22 tests"]
    fail_lines += [f"test {t} ... {'FAILED' if t == 'duration::test::overflow' else 'ok'}" for t in HT_UNIT]
    fail_lines += ["", "failures:", "", "---- duration::test::overflow stdout ----",
                   f"thread 'duration::test::overflow' panicked at src/duration.rs:{panic_line}:27:",
                   "attempt to multiply with overflow",
                   "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace", "", "",
                   "failures:", "    duration::test::overflow", "",
                   "test result: FAILED. 21 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s", "",
                   "error: test failed, to rerun pass `--lib`"]
    ok_lines = ["   Compiling humantime v2.1.0 (/home/dev/humantime)",
                "    Finished `test` profile [unoptimized + debuginfo] target(s) in 2.04s",
                "     Running unittests src/lib.rs (target/debug/deps/humantime-3c0f5a1d9b2e4e77)", "", "running 22 tests"]
    ok_lines += [f"test {t} ... ok" for t in HT_UNIT]
    ok_lines += ["", "test result: ok. 22 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s", "",
                 "     Running tests/overflow.rs (target/debug/deps/overflow-8d41c07e2a9f6b13)", "", "running 2 tests",
                 "test huge_week_count_is_an_error_not_a_panic ... ok", "test sum_overflow_is_an_error ... ok", "",
                 "test result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
                 "     Running tests/public_api.rs (target/debug/deps/public_api-51be0c2f7a3d9e80)", "", "running 6 tests"]
    ok_lines += [f"test {t} ... ok" for t in HT_PUBLIC]
    ok_lines += ["", "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s", "",
                 "   Doc-tests humantime", "", "running 4 tests",
                 "test src/date.rs - date::format_rfc3339 (line 212) ... ok",
                 "test src/date.rs - date::parse_rfc3339 (line 64) ... ok",
                 "test src/duration.rs - duration::format_duration (line 407) ... ok",
                 "test src/duration.rs - duration::parse_duration (line 305) ... ok", "",
                 "test result: ok. 4 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.41s"]
    region_new = HT_REGION.replace(HT_OLD, HT_NEW).split("\n")
    cm_line = first + region_new.index("        let total = n.checked_mul(mul).ok_or(Error::NumberOverflow)?;")
    turns = [
        (call("list_directory", path=r),
         f"Directory listing for {r}:\n[DIR] benches\n[DIR] src\n[DIR] tests\n.gitignore\nbulk.yaml\nCargo.toml\nLICENSE-APACHE\nLICENSE-MIT\nREADME.md\nvagga.yaml"),
        (call("read_file", absolute_path=p, offset=150, limit=len(reg)), gread("\n".join([""] * 150 + reg), 151, 150 + len(reg), total=456)),
        (gsh("cargo test", "Run the crate's tests"), gem("cargo test", *cargo_split(fail_lines), code=101, pgid=77310)),
        (call("write_file", file_path=f"{r}/tests/overflow.rs", content=HT_TEST),
         f"Successfully created and wrote to new file: {r}/tests/overflow.rs."),
        (call("replace", file_path=p, old_string=HT_OLD, new_string=HT_NEW), f"Successfully modified file: {p} (1 replacements)."),
        (gsh("cargo test", "Run all tests again"),
         gem("cargo test", *cargo_split(ok_lines), pgid=77502)),
        (gsh("cargo clippy --all-targets -- -D warnings", "Lint"),
         gem("cargo clippy --all-targets -- -D warnings", "", "    Checking humantime v2.1.0 (/home/dev/humantime)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.93s", pgid=77655)),
        (call("search_file_content", pattern="checked_mul", path=f"{r}/src"),
         f'Found 1 match for pattern "checked_mul" in path "{r}/src":\n---\nFile: duration.rs\nL{cm_line}: {region_new[cm_line - first]}\n---'),
        (call("list_directory", path=f"{r}/tests"), f"Directory listing for {r}/tests:\npublic_api.rs"),
        (gsh("git status --short", "Show changed files"), gem("git status --short", " M src/duration.rs\n?? tests/overflow.rs", pgid=77801)),
        (gsh("cargo fmt --check", "Check formatting"), gem("cargo fmt --check", "", pgid=77840)),
    ]
    rs.add("swe", "h49-swe-08", system("gem", r), turns, state=state, bad=True, turn=9,
           kind="the tests/ listing at turn 9 shows only public_api.rs though tests/overflow.rs was created at turn 4 and ran at turn 6")


# =============================================================================================
# 09 Spring Boot + Maven + Jackson (OpenHands) - clean

MV_ROOT = "/workspace/orders-service"
MV_SER = '''package com.acme.orders.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;

/** Writes money amounts with at most two decimals and no trailing zeros. */
public class MoneySerializer extends StdSerializer<BigDecimal> {

    public MoneySerializer() {
        super(BigDecimal.class);
    }

    @Override
    public void serialize(BigDecimal value, JsonGenerator gen, SerializerProvider provider)
            throws IOException {
        BigDecimal scaled = value.setScale(2, RoundingMode.HALF_EVEN).stripTrailingZeros();
        gen.writeNumber(scaled);
    }
}'''
MV_SER_NEW = MV_SER.replace("        gen.writeNumber(scaled);", "        gen.writeNumber(scaled.toPlainString());")


def t09(rs: RowSet) -> None:
    r = MV_ROOT
    p = f"{r}/src/main/java/com/acme/orders/json/MoneySerializer.java"
    state = (f"Repository {r} (Spring Boot 3.2.5, Jackson 2.15.4, JUnit 5.10.2, Maven 3.9.6, Temurin 17.0.11).\n"
             "Issue ORD-233: whole amounts come out of the API in scientific notation (`\"amount\":1E+2` instead of `100`), which breaks the billing export.")
    find = """src/main/java/com/acme/orders/OrdersApplication.java
src/main/java/com/acme/orders/api/OrderController.java
src/main/java/com/acme/orders/domain/Order.java
src/main/java/com/acme/orders/domain/OrderLine.java
src/main/java/com/acme/orders/domain/OrderRepository.java
src/main/java/com/acme/orders/json/JsonConfig.java
src/main/java/com/acme/orders/json/MoneySerializer.java
src/test/java/com/acme/orders/api/OrderControllerTest.java
src/test/java/com/acme/orders/domain/OrderTest.java
src/test/java/com/acme/orders/json/JsonConfigTest.java
src/test/java/com/acme/orders/json/MoneySerializerTest.java"""
    fail = """[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.187 s <<< FAILURE! -- in com.acme.orders.json.MoneySerializerTest
[ERROR] com.acme.orders.json.MoneySerializerTest.wholeAmountsArePlain -- Time elapsed: 0.021 s <<< FAILURE!
org.opentest4j.AssertionFailedError: expected: <{"amount":100}> but was: <{"amount":1E+2}>
	at org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)
	at org.junit.jupiter.api.AssertionFailureBuilder.buildAndThrow(AssertionFailureBuilder.java:132)
	at org.junit.jupiter.api.AssertEquals.failNotEqual(AssertEquals.java:197)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:182)
	at org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:177)
	at org.junit.jupiter.api.Assertions.assertEquals(Assertions.java:1145)
	at com.acme.orders.json.MoneySerializerTest.wholeAmountsArePlain(MoneySerializerTest.java:38)
	at java.base/java.lang.reflect.Method.invoke(Method.java:568)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1511)
	at java.base/java.util.ArrayList.forEach(ArrayList.java:1511)

[ERROR] Failures:
[ERROR]   MoneySerializerTest.wholeAmountsArePlain:38 expected: <{"amount":100}> but was: <{"amount":1E+2}>
[ERROR] Tests run: 6, Failures: 1, Errors: 0, Skipped: 0
[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:3.2.5:test (default-test) on project orders-service: There are test failures.
[ERROR]
[ERROR] Please refer to /workspace/orders-service/target/surefire-reports for the individual test results.
[ERROR] Please refer to dump files (if any exist) [date].dump, [date]-jvmRun[N].dump and [date].dumpstream.
[ERROR] -> [Help 1]
[ERROR]
[ERROR] To see the full stack trace of the errors, re-run Maven with the -e switch.
[ERROR] Re-run Maven using the -X switch to enable full debug logging.
[ERROR]
[ERROR] For more information about the errors and possible solutions, please read the following articles:
[ERROR] [Help 1] http://cwiki.apache.org/confluence/display/MAVEN/MojoFailureException"""
    full = """[INFO] Running com.acme.orders.api.OrderControllerTest
[INFO] Tests run: 7, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 2.913 s -- in com.acme.orders.api.OrderControllerTest
[INFO] Running com.acme.orders.domain.OrderTest
[WARNING] Tests run: 12, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 0.044 s -- in com.acme.orders.domain.OrderTest
[INFO] Running com.acme.orders.json.JsonConfigTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.102 s -- in com.acme.orders.json.JsonConfigTest
[INFO] Running com.acme.orders.json.MoneySerializerTest
[INFO] Tests run: 6, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.019 s -- in com.acme.orders.json.MoneySerializerTest
[INFO]
[INFO] Results:
[INFO]
[WARNING] Tests run: 31, Failures: 0, Errors: 0, Skipped: 1
[INFO]
[INFO] ------------------------------------------------------------------------
[INFO] BUILD SUCCESS
[INFO] ------------------------------------------------------------------------
[INFO] Total time:  9.482 s
[INFO] Finished at: 2025-04-17T10:22:51Z
[INFO] ------------------------------------------------------------------------"""
    jar = "target/orders-service-0.4.2-SNAPSHOT.jar"
    body = ('{"id":"ORD-1001","customer":"C-2207","status":"PAID","amount":100,"currency":"EUR",'
            '"placedAt":"2025-04-02T08:14:09Z","lines":[{"sku":"MUG-RED","qty":4,"unitPrice":12.5},{"sku":"TEE-L","qty":2,"unitPrice":25}]}')
    stop = f"""1
2025-04-17T10:23:36.402Z  INFO 61327 --- [orders-service] [nio-8081-exec-1] o.s.web.servlet.DispatcherServlet        : Completed initialization in 1 ms
2025-04-17T10:23:44.517Z  INFO 61327 --- [orders-service] [ionShutdownHook] o.s.b.w.e.tomcat.GracefulShutdown        : Commencing graceful shutdown. Waiting for active requests to complete
2025-04-17T10:23:44.531Z  INFO 61327 --- [orders-service] [tomcat-shutdown] o.s.b.w.e.tomcat.GracefulShutdown        : Graceful shutdown complete
[1]+  Terminated              java -jar {jar} --server.port=8081 > /tmp/orders.log 2>&1"""
    turns = [
        (bash(f"cd {r} && find src -name '*.java' | sort"), oh_bash(find, r)),
        (editor("view", p), cat_n(p, MV_SER)),
        (bash("mvn -q test -Dtest=MoneySerializerTest"), oh_bash(fail, r, 1)),
        (editor("str_replace", p, old_str="        gen.writeNumber(scaled);", new_str="        gen.writeNumber(scaled.toPlainString());"),
         edited(p, lines_of(MV_SER_NEW, 17, 24), 17)),
        (bash("mvn -q test -Dtest=MoneySerializerTest"), oh_bash("", r)),
        (bash("mvn test | tail -n 19"), oh_bash(full, r)),
        (bash(f"mvn -q -DskipTests package && ls -l {jar}"),
         oh_bash(f"-rw-r--r-- 1 root root 21734512 Apr 17 10:23 {jar}", r)),
        (bash(f"java -jar {jar} --server.port=8081 > /tmp/orders.log 2>&1 & sleep 12; curl -s localhost:8081/orders/ORD-1001"),
         oh_bash(f"[1] 61327\n{body}", r)),
        (bash('kill %1 && sleep 2 && grep -c "Started OrdersApplication" /tmp/orders.log && tail -n 3 /tmp/orders.log'), oh_bash(stop, r)),
    ]
    rs.add("swe", "h49-swe-09", system("oh", r), turns, state=state)


# =============================================================================================
# 10 pendulum interval parsing (SWE-agent) - contradiction: renamed def back under its old name (turn 3)

PD_ROOT = "/pendulum"
PD_FILE = '''from __future__ import annotations

import re

from pendulum.parsing.exceptions import ParserError
from pendulum.parsing.iso8601 import parse_iso8601

INTERVAL_SEPARATORS = ("/", "--")

_DURATION_RE = re.compile(r"^P(?!$)")


class Interval:
    __slots__ = ("start", "end", "duration")

    def __init__(self, start=None, end=None, duration=None):
        self.start = start
        self.end = end
        self.duration = duration

    def __repr__(self) -> str:
        return f"Interval(start={self.start!r}, end={self.end!r}, duration={self.duration!r})"


def _split(text: str) -> tuple[str, str]:
    for sep in INTERVAL_SEPARATORS:
        if sep in text:
            first, _, second = text.partition(sep)
            return first, second
    raise ParserError(f"Invalid interval: {text!r}")


def _parse_iso8601_interval(text: str) -> Interval:
    first, second = _split(text)
    if not first or not second:
        raise ParserError(f"Invalid interval: {text!r}")

    if _DURATION_RE.match(first):
        return Interval(duration=parse_iso8601(first), end=parse_iso8601(second))

    start = parse_iso8601(first)
    if _DURATION_RE.match(second):
        return Interval(start=start, duration=parse_iso8601(second))

    return Interval(start=start, end=parse_iso8601(second))


def parse_interval(text: str) -> Interval:
    """Parse an ISO 8601 time interval (start/end, start/duration or duration/end)."""
    try:
        return _parse_iso8601_interval(text)
    except ValueError as e:
        raise ParserError(str(e)) from e'''


def t10(rs: RowSet) -> None:
    r = PD_ROOT
    p = f"{r}/src/pendulum/parsing/_interval.py"
    state = (f"SWE-agent on {r} (pendulum 3.0.0 source checkout, Python 3.12, pytest 8.1). Issue #812: "
             "`pendulum.parse(\"2024-01-01T00:00:00 / 2024-02-01T00:00:00\")` raises ParserError because of the spaces around the separator. "
             "Review note from the maintainer: also rename the private helper `_parse_iso8601_interval` to `_parse_interval`.")
    lines = PD_FILE.split("\n")
    d = lines.index("def _parse_iso8601_interval(text: str) -> Interval:") + 1
    c = lines.index("        return _parse_iso8601_interval(text)") + 1
    s = lines.index("            return first, second") + 1
    v1 = PD_FILE.replace("def _parse_iso8601_interval(", "def _parse_interval(")
    v2 = v1.replace("        return _parse_iso8601_interval(text)", "        return _parse_interval(text)")
    v3 = v2.replace("            return first, second", "            return first.strip(), second.strip()")
    tests = f"""{"." * 23}{" " * 50}[100%]
23 passed in 0.19s"""
    turns = [
        (swa("open src/pendulum/parsing/_interval.py"), swa_win(p, PD_FILE) + "\n" + swa_foot(p, r)),
        (swa(f"edit {d}:{d}\ndef _parse_interval(text: str) -> Interval:\nend_of_edit"), SWA_EDITED + "\n" + swa_win(p, v1) + "\n" + swa_foot(p, r)),
        (swa('search_file "_parse_"'),
         f'Found 2 matches for "_parse_" in {p}:\nLine {d}:def _parse_iso8601_interval(text: str) -> Interval:\n'
         f'Line {c}:        return _parse_iso8601_interval(text)\nEnd of matches for "_parse_" in {p}\n' + swa_foot(p, r)),
        (swa(f"edit {c}:{c}\n        return _parse_interval(text)\nend_of_edit"), SWA_EDITED + "\n" + swa_win(p, v2) + "\n" + swa_foot(p, r)),
        (swa(f"edit {s}:{s}\n            return first.strip(), second.strip()\nend_of_edit"), SWA_EDITED + "\n" + swa_win(p, v3) + "\n" + swa_foot(p, r)),
        (swa("python -m pytest tests/parsing/test_parse_interval.py -q"), tests + "\n" + swa_foot(p, r)),
        (swa('search_dir "_parse_iso8601_interval"'), f'No matches found for "_parse_iso8601_interval" in {r}\n' + swa_foot(p, r)),
        (swa("submit"), gitdiff("src/pendulum/parsing/_interval.py", PD_FILE, v3, "4b0e2d9..c71a3f8") + "\n"),
    ]
    rs.add("swe", "h49-swe-10", system("swea", r), turns, state=state, bad=True, turn=3,
           kind=f"search_file at turn 3 shows line {d} as `def _parse_iso8601_interval` though the turn-2 edit renamed it to `_parse_interval`")


# =============================================================================================
# 11 python-dateutil isoparser (OpenHands) - clean

DU_ROOT = "/workspace/dateutil"
DU_FIRST = 358
DU_REGION = '''    def _calculate_weekdate(self, year, week, day):
        """
        Calculate the day of corresponding to the ISO year-week-day calendar.

        This function is effectively the inverse of
        :func:`datetime.date.isocalendar`.

        :param year:
            The year in the ISO calendar

        :param week:
            The week in the ISO calendar - range is [1, 53]

        :param day:
            The day in the ISO calendar - range is [1 (MON), 7 (SUN)]

        :return:
            Returns a :class:`datetime.date`
        """
        if not 0 < week < 54:
            raise ValueError('Invalid week: {}'.format(week))

        if not 0 < day < 8:     # Range is 1-7
            raise ValueError('Invalid weekday: {}'.format(day))

        # Get week 1 for the specific year:
        jan_4 = date(year, 1, 4)   # Week 1 always has January 4th in it
        week_1 = jan_4 - timedelta(days=jan_4.isocalendar()[2] - 1)

        # Now add the specific number of weeks and days to get what we want
        week_offset = (week - 1) * 7 + (day - 1)
        return week_1 + timedelta(days=week_offset)'''
DU_OLD = "        if not 0 < week < 54:\n            raise ValueError('Invalid week: {}'.format(week))\n"
DU_NEW = DU_OLD + ("\n        if week == 53 and date(year, 12, 28).isocalendar()[1] != 53:\n"
                   "            raise ValueError('Invalid week: {} ({} has 52 ISO weeks)'.format(week, year))\n")
DU_TESTS_TAIL = '''@pytest.mark.xfail()
@pytest.mark.parametrize('isostr,exception', [
    ('20120425T012500-334', ValueError),        # Invalid offset
    ('2014-04-10T01:25:00+25:00', ValueError),  # Offset out of range
    ('2014-04-10T01:25:00-25:00', ValueError),  # Offset out of range
    ('2014-04-10T01:25:00+24:60', ValueError),  # Invalid offset minutes
])
def test_iso_raises_failing(isostr, exception):
    # These are test cases where the current implementation is too lenient
    # and need to be fixed
    with pytest.raises(exception):
        isoparse(isostr)'''
DU_INSERT = '''

@pytest.mark.parametrize('isostr,exp', [
    ('2015-W53-7', datetime(2016, 1, 3)),
    ('2020-W53-5', datetime(2021, 1, 1)),
])
def test_isoweek_53_valid(isostr, exp):
    assert isoparse(isostr) == exp


@pytest.mark.parametrize('isostr', ['2021-W53-1', '2024-W53'])
def test_isoweek_53_invalid(isostr):
    with pytest.raises(ValueError, match='52 ISO weeks'):
        isoparse(isostr)'''


def pytest_q_tail(total: int, summary: str, last: str) -> str:
    """The last two progress lines of `pytest -q` (72 marks a line) and the summary line."""
    rest = total % 72 or 72
    assert len(last) == rest, (total, len(last))
    done = total - rest
    return f"{'.' * 72} [{done * 100 // total:3d}%]\n{last.ljust(72)} [100%]\n{summary}"


def t11(rs: RowSet) -> None:
    r = DU_ROOT
    p = f"{r}/src/dateutil/parser/isoparser.py"
    t = f"{r}/tests/test_isoparser.py"
    state = (f"Repository {r} (python-dateutil 2.9.0.post0 checkout, Python 3.9.19, pytest 8.2.0).\n"
             "Issue #1332: `isoparse('2024-W53-1')` returns 2024-12-30 instead of raising, although 2024 has only 52 ISO weeks.")
    reg = DU_REGION.split("\n")
    new_reg = (DU_REGION + "\n").replace(DU_OLD, DU_NEW).rstrip("\n").split("\n")
    tail_first = 496
    tail_lines = DU_TESTS_TAIL.split("\n")
    ins_at = tail_first + len(tail_lines) - 1
    new_tail = tail_lines + DU_INSERT.split("\n")
    grep = f"""7f1ab3c (HEAD -> master) Merge pull request #1321 from pganssle/tz_docs
a94a01e Fix typo in tz.gettz docstring
2d0b3e5 Add 2024a to the zoneinfo tarball
231:    def _parse_isodate_common(self, dt_str):
271:    def _parse_isodate_uncommon(self, dt_str):
{DU_FIRST}:    def _calculate_weekdate(self, year, week, day):"""
    raise_line = DU_FIRST + next(i for i, ln in enumerate(new_reg) if "52 ISO weeks" in ln)
    tb = f"""Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "{p}", line 37, in func
    return f(self, str_in, *args, **kwargs)
  File "{p}", line 134, in isoparse
    components, pos = self._parse_isodate(dt_str)
  File "{p}", line 208, in _parse_isodate
    return self._parse_isodate_uncommon(dt_str)
  File "{p}", line 326, in _parse_isodate_uncommon
    base_date = self._calculate_weekdate(year, weekno, dayno)
  File "{p}", line {raise_line}, in _calculate_weekdate
    raise ValueError('Invalid week: {{}} ({{}} has 52 ISO weeks)'.format(week, year))
ValueError: Invalid week: 53 (2024 has 52 ISO weeks)"""
    repro = "python -c \"from dateutil.parser import isoparse; print(repr(isoparse('2024-W53-1')))\""
    turns = [
        (bash(f'cd {r} && git log --oneline -3 && grep -n "def _calculate_weekdate\\|def _parse_isodate_common\\|def _parse_isodate_uncommon" src/dateutil/parser/isoparser.py'),
         oh_bash(grep, r)),
        (editor("view", p, view_range=[DU_FIRST, DU_FIRST + len(reg) - 1]), cat_n(p, DU_REGION, DU_FIRST)),
        (bash(repro), oh_bash("datetime.datetime(2024, 12, 30, 0, 0)", r)),
        (editor("str_replace", p, old_str=DU_OLD.rstrip("\n"), new_str=DU_NEW.rstrip("\n")),
         edited(p, "\n".join(new_reg[15:29]), DU_FIRST + 15)),
        (bash(repro), oh_bash(tb, r, 1)),
        (bash("python -c \"from dateutil.parser import isoparse; print(repr(isoparse('2020-W53-5')), repr(isoparse('2015-W53-7')))\""),
         oh_bash("datetime.datetime(2021, 1, 1, 0, 0) datetime.datetime(2016, 1, 3, 0, 0)", r)),
        (bash("python -m pytest tests/test_isoparser.py -q 2>&1 | tail -n 3"),
         oh_bash(pytest_q_tail(2390, "2386 passed, 4 xfailed in 3.91s", "." * 10 + "xxxx"), r)),
        (editor("insert", t, insert_line=ins_at, new_str=DU_INSERT),
         edited(t, "\n".join(new_tail[len(tail_lines) - 4:]), ins_at - 3)),
        (bash("python -m pytest tests/test_isoparser.py -q -k week 2>&1 | tail -n 2"),
         oh_bash(("." * 38).ljust(72) + " [100%]\n38 passed, 2356 deselected in 0.71s", r)),
        (bash("python -m pytest tests/test_isoparser.py -q 2>&1 | tail -n 3"),
         oh_bash(pytest_q_tail(2394, "2390 passed, 4 xfailed in 3.87s", "." * 10 + "xxxx...."), r)),
        (bash("git diff --stat"),
         oh_bash(" src/dateutil/parser/isoparser.py |  3 +++\n tests/test_isoparser.py          | 14 ++++++++++++++\n 2 files changed, 17 insertions(+)", r)),
        (bash('git commit -qam "isoparser: reject week 53 in years with 52 ISO weeks" && git log --oneline -3'),
         oh_bash("5c1e9d2 (HEAD -> master) isoparser: reject week 53 in years with 52 ISO weeks\n"
                 "7f1ab3c Merge pull request #1321 from pganssle/tz_docs\na94a01e Fix typo in tz.gettz docstring", r)),
    ]
    rs.add("swe", "h49-swe-11", system("oh", r), turns, state=state)


# =============================================================================================
# 12 vitest + zod (Gemini CLI) - clean

ZD_ROOT = "/home/dev/checkout-web"
ZD_ADDR = """import { z } from 'zod';

const US_ZIP = /^\\d{5}(-\\d{4})?$/;
const CA_POSTAL = /^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$/;
const UK_POSTCODE = /^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$/i;

export const countrySchema = z.enum(['US', 'CA', 'GB']);

export const addressSchema = z
  .object({
    line1: z.string().trim().min(1, 'Street address is required').max(120),
    line2: z.string().trim().max(120).optional(),
    city: z.string().trim().min(1, 'City is required'),
    region: z.string().trim().min(2).max(3),
    postalCode: z.string().trim(),
    country: countrySchema,
  })
  .superRefine((addr, ctx) => {
    const pattern = { US: US_ZIP, CA: CA_POSTAL, GB: UK_POSTCODE }[addr.country];
    if (!pattern.test(addr.postalCode)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['postalCode'],
        message: `Invalid postal code for ${addr.country}`,
      });
    }
  });

export type Address = z.infer<typeof addressSchema>;"""


def t12(rs: RowSet) -> None:
    r = ZD_ROOT
    p = f"{r}/src/schemas/address.ts"
    state = (f"Gemini CLI in {r} (TypeScript 5.4.5, zod 3.23.8, vitest 1.6.0, pnpm workspace). Bug CHK-901: checkout rejects "
             "the Canadian postal code \"k1a 0b1\" typed in lower case; it should be accepted and stored as \"K1A 0B1\".")
    fail = """
 RUN  v1.6.0 /home/dev/checkout-web

 ❯ src/schemas/address.test.ts  (11 tests | 1 failed) 14ms
   ❯ src/schemas/address.test.ts > addressSchema > accepts lowercase Canadian postal codes
     → expected false to be true // Object.is equality
 ✓ src/schemas/payment.test.ts  (9 tests) 8ms

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  src/schemas/address.test.ts > addressSchema > accepts lowercase Canadian postal codes
AssertionError: expected false to be true // Object.is equality

- Expected
+ Received

- true
+ false

 ❯ src/schemas/address.test.ts:47:28
     45|       country: 'CA',
     46|     });
     47|     expect(result.success).toBe(true);
       |                            ^
     48|     expect(result.success && result.data.postalCode).toBe('K1A 0B1');
     49|   });

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed | 1 passed (2)
      Tests  1 failed | 19 passed (20)
   Start at  14:07:33
   Duration  612ms (transform 98ms, setup 0ms, collect 141ms, tests 22ms, environment 0ms, prepare 187ms)
"""
    ok = """
 RUN  v1.6.0 /home/dev/checkout-web

 ✓ src/schemas/payment.test.ts  (9 tests) 7ms
 ✓ src/schemas/address.test.ts  (11 tests) 12ms

 Test Files  2 passed (2)
      Tests  20 passed (20)
   Start at  14:08:41
   Duration  574ms (transform 91ms, setup 0ms, collect 133ms, tests 19ms, environment 0ms, prepare 176ms)
"""
    full = """
 RUN  v1.6.0 /home/dev/checkout-web

 ✓ src/lib/currency.test.ts  (14 tests) 9ms
 ✓ src/lib/luhn.test.ts  (8 tests) 4ms
 ✓ src/schemas/payment.test.ts  (9 tests) 7ms
 ✓ src/schemas/address.test.ts  (11 tests) 13ms
 ✓ src/state/cart.test.ts  (23 tests) 31ms
 ✓ src/state/checkout.test.ts  (19 tests) 44ms
 ✓ src/api/orders.test.ts  (12 tests) 58ms
 ✓ src/api/shipping.test.ts  (16 tests) 47ms
 ✓ src/components/AddressForm.test.tsx  (17 tests) 412ms
 ✓ src/components/PaymentForm.test.tsx  (15 tests) 388ms
 ✓ src/components/CartSummary.test.tsx  (12 tests) 201ms
 ✓ src/components/ShippingPicker.test.tsx  (10 tests) 176ms
 ✓ src/hooks/useDebounce.test.ts  (6 tests) 1033ms
 ✓ src/hooks/useCheckoutStep.test.ts  (15 tests) 66ms

 Test Files  14 passed (14)
      Tests  187 passed (187)
   Start at  14:09:20
   Duration  3.91s (transform 1.12s, setup 1.46s, collect 4.87s, tests 2.48s, environment 6.02s, prepare 1.93s)
"""
    turns = [
        (call("read_file", absolute_path=p), gread(ZD_ADDR)),
        (gsh("npx vitest run src/schemas", "Run the schema tests"), gem("npx vitest run src/schemas", fail, code=1, pgid=90412)),
        (call("replace", file_path=p, old_string="    postalCode: z.string().trim(),", new_string="    postalCode: z.string().trim().toUpperCase(),"),
         f"Successfully modified file: {p} (1 replacements)."),
        (gsh("npx vitest run src/schemas", "Re-run the schema tests"), gem("npx vitest run src/schemas", ok, pgid=90588)),
        (gsh("npx tsc --noEmit", "Type-check the project"), gem("npx tsc --noEmit", "", pgid=90671)),
        (gsh("npx vitest run", "Run the whole test suite"), gem("npx vitest run", full, pgid=90733)),
    ]
    rs.add("swe", "h49-swe-12", system("gem", r), turns, state=state)


# =============================================================================================
# 13 Falcon + gunicorn (OpenHands) - contradiction: access log goes back in time (turn 8)

FC_ROOT = "/workspace/falcon-notes"
FC_RES = '''import falcon

from app.store import NoteStore


class NoteResource:
    def __init__(self, store: NoteStore):
        self.store = store

    def on_get(self, req, resp, note_id: int):
        note = self.store.get(note_id)
        if note is None:
            raise falcon.HTTPNotFound(title="note not found", description=f"no note with id {note_id}")
        resp.media = note.to_dict()

    def on_put(self, req, resp, note_id: int):
        data = req.get_media()
        note = self.store.update(note_id, title=data.get("title"), body=data.get("body"))
        if note is None:
            raise falcon.HTTPNotFound(title="note not found")
        resp.media = note.to_dict()


class NoteCollection:
    def __init__(self, store: NoteStore):
        self.store = store

    def on_get(self, req, resp):
        limit = req.get_param_as_int("limit", default=50, min_value=1, max_value=200)
        resp.media = [n.to_dict() for n in self.store.list(limit=limit)]'''
FC_OLD = '''            raise falcon.HTTPNotFound(title="note not found", description=f"no note with id {note_id}")
        resp.media = note.to_dict()'''
FC_NEW = '''            raise falcon.HTTPNotFound(title="note not found", description=f"no note with id {note_id}")
        tag = f"{note.id}-{note.version}"
        resp.etag = tag
        if req.if_none_match and any(t == tag or t == "*" for t in req.if_none_match):
            resp.status = falcon.HTTP_304
            return
        resp.media = note.to_dict()'''
FC_RES_NEW = FC_RES.replace(FC_OLD, FC_NEW)


def t13(rs: RowSet) -> None:
    r = FC_ROOT
    p = f"{r}/app/resources/notes.py"
    state = (f"Repository {r} (Falcon 3.1.3, gunicorn 22.0.0, Python 3.11.9, curl 7.88.1). Task NOTES-19: GET /notes/{{id}} must send an ETag "
             "and answer 304 Not Modified when If-None-Match matches, so the mobile client can revalidate its cache.")
    body42 = json.dumps({"id": 42, "title": "Q2 roadmap", "body": "Ship offline sync; drop IE11 shim; audit S3 lifecycle rules.",
                         "version": 7, "updated_at": "2025-03-11T16:22:05+00:00", "tags": ["planning"]}, ensure_ascii=False)
    n42 = len(body42.encode())

    def resp(date: str, extra: str = "") -> str:
        return (f"HTTP/1.1 200 OK\nServer: gunicorn\nDate: Thu, 13 Mar 2025 {date} GMT\nConnection: close\n"
                f"content-type: application/json\n{extra}content-length: {n42}\n\n{body42}")
    ua = '"-" "curl/7.88.1"'
    l1 = f'127.0.0.1 - - [13/Mar/2025:09:41:07 +0000] "GET /notes/42 HTTP/1.1" 200 {n42} {ua}'
    l2 = f'127.0.0.1 - - [13/Mar/2025:09:42:31 +0000] "GET /notes/42 HTTP/1.1" 200 {n42} {ua}'
    l3 = f'127.0.0.1 - - [13/Mar/2025:09:42:58 +0000] "GET /notes/42 HTTP/1.1" 304 0 {ua}'
    l4 = f'127.0.0.1 - - [13/Mar/2025:09:40:12 +0000] "GET /notes/43 HTTP/1.1" 200 233 {ua}'
    turns = [
        (editor("view", p), cat_n(p, FC_RES)),
        (bash(f"cd {r} && gunicorn 'app:create_app()' -b 127.0.0.1:8000 -w 2 --access-logfile /tmp/access.log --daemon --pid /tmp/gunicorn.pid && sleep 1 && cat /tmp/gunicorn.pid"),
         oh_bash("51872", r)),
        (bash("curl -si http://127.0.0.1:8000/notes/42"), oh_bash(resp("09:41:07"), r)),
        (editor("str_replace", p, old_str=FC_OLD, new_str=FC_NEW), edited(p, lines_of(FC_RES_NEW, 9, 23), 9)),
        (bash("kill -HUP $(cat /tmp/gunicorn.pid) && sleep 1 && curl -si http://127.0.0.1:8000/notes/42"),
         oh_bash(resp("09:42:31", 'etag: "42-7"\n'), r)),
        (bash("curl -si -H 'If-None-Match: \"42-7\"' http://127.0.0.1:8000/notes/42"),
         oh_bash('HTTP/1.1 304 Not Modified\nServer: gunicorn\nDate: Thu, 13 Mar 2025 09:42:58 GMT\nConnection: close\netag: "42-7"', r)),
        (bash("tail -n 3 /tmp/access.log"), oh_bash(f"{l1}\n{l2}\n{l3}", r)),
        (bash("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8000/notes/43 && tail -n 2 /tmp/access.log"),
         oh_bash(f"200\n{l3}\n{l4}", r)),
        (bash("python -m pytest tests -q"), oh_bash(("." * 22).ljust(73) + "[100%]\n22 passed in 0.58s", r)),
        (bash('kill $(cat /tmp/gunicorn.pid) && sleep 1 && (pgrep -f "gunicorn app:create_app" || echo stopped)'), oh_bash("stopped", r)),
    ]
    rs.add("swe", "h49-swe-13", system("oh", r), turns, state=state, bad=True, turn=8,
           kind="the access log at turn 8 records the new /notes/43 request at 09:40:12, before the 09:42:58 request logged at turn 7")


# =============================================================================================
# 14 Hono CORS middleware (Gemini CLI) - contradiction: wc -l after a 3-line insert is off (turn 6)

HN_ROOT = "/home/dev/edge-api"
HN_CORS = """import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  origins: string[] | ((origin: string) => boolean);
  methods?: string[];
  allowHeaders?: string[];
  exposeHeaders?: string[];
  credentials?: boolean;
  maxAge?: number;
}

const DEFAULT_METHODS = ['GET', 'HEAD', 'PUT', 'POST', 'DELETE', 'PATCH'];

function isAllowed(origin: string, origins: CorsOptions['origins']): boolean {
  if (typeof origins === 'function') return origins(origin);
  return origins.includes('*') || origins.includes(origin);
}

export const cors = (opts: CorsOptions): MiddlewareHandler => {
  const methods = (opts.methods ?? DEFAULT_METHODS).join(',');
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (!origin || !isAllowed(origin, opts.origins)) {
      await next();
      return;
    }

    const wildcard = Array.isArray(opts.origins) && opts.origins.includes('*') && !opts.credentials;
    c.header('Access-Control-Allow-Origin', wildcard ? '*' : origin);
    if (opts.credentials) {
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    if (opts.exposeHeaders?.length) {
      c.header('Access-Control-Expose-Headers', opts.exposeHeaders.join(','));
    }

    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', methods);
      const requested = c.req.header('Access-Control-Request-Headers');
      const allow = opts.allowHeaders?.join(',') ?? requested;
      if (allow) {
        c.header('Access-Control-Allow-Headers', allow);
      }
      if (opts.maxAge !== undefined) {
        c.header('Access-Control-Max-Age', String(opts.maxAge));
      }
      return c.body(null, 204);
    }

    await next();
  };
};"""
HN_OLD = "    c.header('Access-Control-Allow-Origin', wildcard ? '*' : origin);\n"
HN_NEW = HN_OLD + "    if (!wildcard) {\n      c.header('Vary', 'Origin', { append: true });\n    }\n"


def t14(rs: RowSet) -> None:
    r = HN_ROOT
    p = f"{r}/src/middleware/cors.ts"
    state = (f"Gemini CLI in {r} (Hono 4.4.6 on Cloudflare Workers, wrangler 3.60, vitest 1.6.0). Issue #73: when the API echoes a specific "
             "origin, responses lack `Vary: Origin`, so the CDN served one tenant's CORS headers to another.")
    n = nl(HN_CORS)
    counts = [(38, "src/env.ts"), (112, "src/index.ts"), (57, "src/routes.ts"), (n, "src/middleware/cors.ts"),
              (41, "src/middleware/requestId.ts"), (73, "src/middleware/rateLimit.ts")]
    total = sum(c for c, _ in counts)
    wc = "\n".join(f"{c:5d} {f}" for c, f in counts) + f"\n{total:5d} total"
    fail = """
 RUN  v1.6.0 /home/dev/edge-api

 ❯ test/cors.test.ts  (8 tests | 1 failed) 23ms
   ❯ test/cors.test.ts > cors middleware > adds Vary: Origin when echoing a specific origin
     → expected null to be 'Origin' // Object.is equality

⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  test/cors.test.ts > cors middleware > adds Vary: Origin when echoing a specific origin
AssertionError: expected null to be 'Origin' // Object.is equality

- Expected:
"Origin"

+ Received:
null

 ❯ test/cors.test.ts:64:40
     62|     });
     63|     expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://app.tenant-a.example');
     64|     expect(res.headers.get('Vary')).toBe('Origin');
       |                                        ^
     65|   });
     66|

⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯

 Test Files  1 failed (1)
      Tests  1 failed | 7 passed (8)
   Start at  11:52:09
   Duration  402ms (transform 61ms, setup 0ms, collect 88ms, tests 23ms, environment 0ms, prepare 97ms)
"""
    ok = """
 RUN  v1.6.0 /home/dev/edge-api

 ✓ test/cors.test.ts  (8 tests) 19ms

 Test Files  1 passed (1)
      Tests  8 passed (8)
   Start at  11:53:40
   Duration  377ms (transform 58ms, setup 0ms, collect 84ms, tests 19ms, environment 0ms, prepare 95ms)
"""
    full = """
 RUN  v1.6.0 /home/dev/edge-api

 ✓ test/env.test.ts  (4 tests) 3ms
 ✓ test/requestId.test.ts  (5 tests) 9ms
 ✓ test/cors.test.ts  (8 tests) 18ms
 ✓ test/rateLimit.test.ts  (11 tests) 64ms
 ✓ test/routes/health.test.ts  (3 tests) 12ms
 ✓ test/routes/tenants.test.ts  (23 tests) 141ms

 Test Files  6 passed (6)
      Tests  54 passed (54)
   Start at  11:55:02
   Duration  1.12s (transform 204ms, setup 0ms, collect 371ms, tests 247ms, environment 1ms, prepare 402ms)
"""
    turns = [
        (gsh("wc -l src/*.ts src/middleware/*.ts", "Count lines in the sources"), gem("wc -l src/*.ts src/middleware/*.ts", wc, pgid=30114)),
        (call("read_file", absolute_path=p), gread(HN_CORS)),
        (gsh("npx vitest run test/cors.test.ts", "Run the CORS tests"), gem("npx vitest run test/cors.test.ts", fail, code=1, pgid=30260)),
        (call("replace", file_path=p, old_string=HN_OLD, new_string=HN_NEW), f"Successfully modified file: {p} (1 replacements)."),
        (gsh("npx vitest run test/cors.test.ts", "Re-run the CORS tests"), gem("npx vitest run test/cors.test.ts", ok, pgid=30391)),
        (gsh("wc -l src/middleware/cors.ts", "Check the new length of cors.ts"), gem("wc -l src/middleware/cors.ts", f"{n + 5} src/middleware/cors.ts", pgid=30448)),
        (gsh("git diff --stat", "Summarise the change"),
         gem("git diff --stat", " src/middleware/cors.ts | 3 +++\n 1 file changed, 3 insertions(+)", pgid=30470)),
        (gsh("npx vitest run", "Run the whole suite"), gem("npx vitest run", full, pgid=30502)),
    ]
    rs.add("swe", "h49-swe-14", system("gem", r), turns, state=state, bad=True, turn=6,
           kind=f"wc -l reports {n + 5} lines for cors.ts at turn 6 though it had {n} at turn 1 and the only edit inserted 3 lines (git diff --stat agrees)")


# =============================================================================================
# 15 Slim 4 app + phpunit (SWE-agent) - clean

SL_ROOT = "/rsvp-api"
SL_ACTION = '''<?php

declare(strict_types=1);

namespace App\\Application\\Actions\\Event;

use App\\Domain\\Event\\EventNotFoundException;
use Psr\\Http\\Message\\ResponseInterface as Response;

class ListAttendeesAction extends EventAction
{
    /**
     * {@inheritdoc}
     */
    protected function action(): Response
    {
        $eventId = (int) $this->resolveArg('id');
        $event = $this->eventRepository->findEventOfId($eventId);
        $status = $this->request->getQueryParams()['status'] ?? null;

        $attendees = $this->attendeeRepository->findByEvent($event->getId(), $status);

        $this->logger->info("Attendees of event `{$eventId}` were listed.");

        return $this->respondWithData([
            'event' => $event->getId(),
            'count' => count($attendees),
            'attendees' => $attendees,
        ]);
    }
}'''
SL_FIX = '''        $rawId = $this->resolveArg('id');
        if (!ctype_digit($rawId)) {
            throw new EventNotFoundException();
        }
        $eventId = (int) $rawId;'''
SL_TEST = '''<?php

declare(strict_types=1);

namespace Tests\\Application\\Actions\\Event;

use App\\Domain\\Attendee\\Attendee;
use App\\Domain\\Attendee\\AttendeeRepository;
use App\\Domain\\Event\\Event;
use App\\Domain\\Event\\EventRepository;
use DI\\Container;
use Tests\\TestCase;

class ListAttendeesStatusFilterTest extends TestCase
{
    public function testStatusFilterIsPassedToRepository(): void
    {
        $app = $this->getAppInstance();

        /** @var Container $container */
        $container = $app->getContainer();

        $event = new Event(7, 'Board games night', '2025-05-09 19:00');
        $eventRepository = $this->prophesize(EventRepository::class);
        $eventRepository->findEventOfId(7)->willReturn($event)->shouldBeCalledOnce();

        $going = [new Attendee(3, 'Mira Okafor', 'going')];
        $attendeeRepository = $this->prophesize(AttendeeRepository::class);
        $attendeeRepository->findByEvent(7, 'going')->willReturn($going)->shouldBeCalledOnce();

        $container->set(EventRepository::class, $eventRepository->reveal());
        $container->set(AttendeeRepository::class, $attendeeRepository->reveal());

        $request = $this->createRequest('GET', '/events/7/attendees')->withQueryParams(['status' => 'going']);
        $response = $app->handle($request);

        $payload = json_decode((string) $response->getBody(), true);
        $this->assertSame(200, $response->getStatusCode());
        $this->assertSame(1, $payload['data']['count']);
    }
}'''


def newfile_diff(path: str, text: str, idx: str) -> str:
    lines = text.split("\n")
    return (f"diff --git a/{path} b/{path}\nnew file mode 100644\nindex 0000000..{idx}\n--- /dev/null\n+++ b/{path}\n"
            f"@@ -0,0 +1,{len(lines)} @@\n" + "\n".join("+" + ln for ln in lines))


def t15(rs: RowSet) -> None:
    r = SL_ROOT
    p = f"{r}/src/Application/Actions/Event/ListAttendeesAction.php"
    tp = f"{r}/tests/Application/Actions/Event/ListAttendeesStatusFilterTest.php"
    state = (f"SWE-agent on {r} (Slim 4.13 skeleton app, PHP 8.2.18, PHPUnit 9.6.19, php-di 7). Issue #41: "
             "`GET /events/12abc/attendees` lists the attendees of event 12 instead of answering 404.")
    lines = SL_ACTION.split("\n")
    a = lines.index("        $eventId = (int) $this->resolveArg('id');") + 1
    new = "\n".join(lines[:a - 1] + SL_FIX.split("\n") + lines[a:])
    fail = f"""PHPUnit 9.6.19 by Sebastian Bergmann and contributors.

..F.                                                                4 / 4 (100%)

Time: 00:00.094, Memory: 10.00 MB

There was 1 failure:

1) Tests\\Application\\Actions\\Event\\ListAttendeesActionTest::testNonNumericIdIsNotFound
Failed asserting that 200 matches expected 404.

{r}/tests/Application/Actions/Event/ListAttendeesActionTest.php:88

FAILURES!
Tests: 4, Assertions: 7, Failures: 1."""
    ok = """PHPUnit 9.6.19 by Sebastian Bergmann and contributors.

....                                                                4 / 4 (100%)

Time: 00:00.089, Memory: 10.00 MB

OK (4 tests, 9 assertions)"""
    full = """PHPUnit 9.6.19 by Sebastian Bergmann and contributors.

...............................                                   31 / 31 (100%)

Time: 00:00.311, Memory: 14.00 MB

OK (31 tests, 78 assertions)"""
    rel = "src/Application/Actions/Event/ListAttendeesAction.php"
    trel = "tests/Application/Actions/Event/ListAttendeesStatusFilterTest.php"
    turns = [
        (swa('find_file "ListAttendeesAction.php"'), f'Found 1 matches for "ListAttendeesAction.php" in {r}:\n{p}\n' + swa_foot(None, r)),
        (swa(f"open {rel}"), swa_win(p, SL_ACTION) + "\n" + swa_foot(p, r)),
        (swa("vendor/bin/phpunit --filter ListAttendeesActionTest"), fail + "\n" + swa_foot(p, r)),
        (swa(f"edit {a}:{a}\n{SL_FIX}\nend_of_edit"), SWA_EDITED + "\n" + swa_win(p, new) + "\n" + swa_foot(p, r)),
        (swa("vendor/bin/phpunit --filter ListAttendeesActionTest"), ok + "\n" + swa_foot(p, r)),
        (swa(f"create {trel}"), f"[File: {tp} (1 lines total)]\n1:\n" + swa_foot(tp, r)),
        (swa(f"edit 1:1\n{SL_TEST}\nend_of_edit"), SWA_EDITED + "\n" + swa_win(tp, SL_TEST) + "\n" + swa_foot(tp, r)),
        (swa("vendor/bin/phpunit"), full + "\n" + swa_foot(tp, r)),
        (swa("submit"), gitdiff(rel, SL_ACTION, new, "5d2c8a1..e04b7f3") + "\n" + newfile_diff(trel, SL_TEST, "9a41c6e") + "\n"),
    ]
    rs.add("swe", "h49-swe-15", system("swea", r), turns, state=state)


# =============================================================================================
# 16 Roda + rspec + puma (OpenHands) - clean

RD_ROOT = "/workspace/roda-feeds"
RD_APP = '''require "roda"
require "json"
require_relative "feed_store"

class FeedsApp < Roda
  plugin :json
  plugin :all_verbs
  plugin :halt

  PAGE_SIZE = 20

  STORE = FeedStore.new(ENV.fetch("FEEDS_DB", "db/feeds.sqlite3"))

  route do |r|
    r.get "feeds.json" do
      page = Integer(r.params.fetch("page", "1"), exception: false) || 1
      r.halt(400, { error: "page must be >= 1" }) if page < 1

      items = STORE.entries(offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE)
      total = STORE.count
      body = { page: page, items: items, total: total }
      body[:next] = "/feeds.json?page=#{page + 1}" if total > page * PAGE_SIZE + PAGE_SIZE
      body
    end

    r.get "health" do
      { ok: true, entries: STORE.count }
    end
  end
end'''
RD_OLD = '      body[:next] = "/feeds.json?page=#{page + 1}" if total > page * PAGE_SIZE + PAGE_SIZE'
RD_NEW = '      body[:next] = "/feeds.json?page=#{page + 1}" if total > page * PAGE_SIZE'
RD_APP_NEW = RD_APP.replace(RD_OLD, RD_NEW)


def t16(rs: RowSet) -> None:
    r = RD_ROOT
    p = f"{r}/lib/feeds_app.rb"
    state = (f"Repository {r} (Roda 3.81, Puma 6.4.2, rspec 3.13, rack-test 2.1, Ruby 3.3.0; db/feeds.sqlite3 holds 45 entries).\n"
             "Issue #9: /feeds.json has no `next` link on the second-to-last page when the last page is not full.")
    fail = """Randomized with seed 41873
.......F..................

Failures:

  1) GET /feeds.json links to the next page when fewer than a full page remains
     Failure/Error: expect(json["next"]).to eq("/feeds.json?page=3")

       expected: "/feeds.json?page=3"
            got: nil

       (compared using ==)
     # ./spec/feeds_app_spec.rb:52:in `block (2 levels) in <top (required)>'

Finished in 0.21735 seconds (files took 0.41021 seconds to load)
26 examples, 1 failure

Failed examples:

rspec ./spec/feeds_app_spec.rb:47 # GET /feeds.json links to the next page when fewer than a full page remains

Randomized with seed 41873"""
    ok = """Randomized with seed 9120
..........................

Finished in 0.20388 seconds (files took 0.40307 seconds to load)
26 examples, 0 failures

Randomized with seed 9120"""
    boot = """[1] 30517
Puma starting in single mode...
* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")
*  Min threads: 0
*  Max threads: 5
*  Environment: development
*          PID: 30517
* Listening on http://127.0.0.1:9292
* Listening on http://[::1]:9292
Use Ctrl-C to stop"""
    p2 = """{
  "page": 2,
  "total": 45,
  "next": "/feeds.json?page=3",
  "n": 20
}"""
    restart = """[1]+  Terminated              bundle exec rackup -p 9292 > /tmp/rack.log 2>&1
[1] 30644
*  Environment: production
*          PID: 30644
* Listening on http://0.0.0.0:9292
Use Ctrl-C to stop
{
  "page": 3,
  "total": 45,
  "next": null,
  "n": 5
}"""
    jq = "jq '{page, total, next, n: (.items | length)}'"
    turns = [
        (editor("view", p), cat_n(p, RD_APP)),
        (bash(f"cd {r} && bundle exec rspec"), oh_bash(fail, r, 1)),
        (editor("str_replace", p, old_str=RD_OLD, new_str=RD_NEW), edited(p, lines_of(RD_APP_NEW, 18, 26), 18)),
        (bash("bundle exec rspec"), oh_bash(ok, r)),
        (bash("bundle exec rackup -p 9292 > /tmp/rack.log 2>&1 & sleep 2; cat /tmp/rack.log"), oh_bash(boot, r)),
        (bash(f"curl -s 'http://127.0.0.1:9292/feeds.json?page=2' | {jq}"), oh_bash(p2, r)),
        (bash(f"kill %1; sleep 1; RACK_ENV=production bundle exec rackup -p 9292 > /tmp/rack.log 2>&1 & sleep 2; tail -n 4 /tmp/rack.log; curl -s 'http://127.0.0.1:9292/feeds.json?page=3' | {jq}"),
         oh_bash(restart, r)),
    ]
    rs.add("swe", "h49-swe-16", system("oh", r), turns, state=state)


# =============================================================================================
# 17 Javalin + Gradle (OpenHands) - contradiction: staged change shows as unstaged again (turn 7)

JV_ROOT = "/workspace/javalin-todo"
JV_CTRL = '''package io.todo;

import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;

public final class TodoController {

    private final TodoRepository repo;

    public TodoController(TodoRepository repo) {
        this.repo = repo;
    }

    public void list(Context ctx) {
        boolean onlyOpen = ctx.queryParamAsClass("open", Boolean.class).getOrDefault(false);
        ctx.json(onlyOpen ? repo.findOpen() : repo.findAll());
    }

    public void create(Context ctx) {
        TodoInput in = ctx.bodyValidator(TodoInput.class)
                .check(t -> t.title() != null && !t.title().isBlank(), "title must not be blank")
                .get();
        Todo todo = repo.insert(in.title(), in.dueDate());
        ctx.status(201).json(todo);
    }

    public void patch(Context ctx) {
        long id = ctx.pathParamAsClass("id", Long.class).get();
        Todo existing = repo.find(id).orElseThrow(() -> new NotFoundResponse("todo " + id + " not found"));
        TodoPatch patch = ctx.bodyAsClass(TodoPatch.class);
        Todo updated = repo.update(existing.withPatch(patch));
        ctx.json(updated);
    }

    public void delete(Context ctx) {
        long id = ctx.pathParamAsClass("id", Long.class).get();
        if (!repo.delete(id)) {
            throw new NotFoundResponse("todo " + id + " not found");
        }
        ctx.status(204);
    }
}'''
JV_OLD = "        TodoPatch patch = ctx.bodyAsClass(TodoPatch.class);\n"
JV_NEW = JV_OLD + ('        if (patch.title() != null && patch.title().isBlank()) {\n'
                   '            throw new BadRequestResponse("title must not be blank");\n        }\n')
JV_CTRL_NEW = (JV_CTRL + "\n").replace(JV_OLD, JV_NEW).rstrip("\n")


def t17(rs: RowSet) -> None:
    r = JV_ROOT
    f = "src/main/java/io/todo/TodoController.java"
    p = f"{r}/{f}"
    state = (f"Repository {r} (Javalin 6.1.6, Gradle 8.7 wrapper, JUnit 5.10.2, Java 21). Issue #14: "
             "`PATCH /todos/{id}` with `{\"title\": \"   \"}` saves a blank title; it should answer 400 like POST does.")
    fail = f"""> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE

> Task :test FAILED

TodoControllerTest > patchWithBlankTitleIsRejected() FAILED
    org.opentest4j.AssertionFailedError at TodoControllerTest.java:97

9 tests completed, 1 failed

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':test'.
> There were failing tests. See the report at: file://{r}/build/reports/tests/test/index.html

* Try:
> Run with --scan to get full insights.

BUILD FAILED in 6s
5 actionable tasks: 1 executed, 4 up-to-date"""
    ok = """> Task :compileJava
> Task :processResources NO-SOURCE
> Task :classes
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 5s
5 actionable tasks: 2 executed, 3 up-to-date"""
    full = """> Task :compileJava UP-TO-DATE
> Task :processResources NO-SOURCE
> Task :classes UP-TO-DATE
> Task :compileTestJava UP-TO-DATE
> Task :processTestResources UP-TO-DATE
> Task :testClasses UP-TO-DATE
> Task :test

BUILD SUCCESSFUL in 7s
5 actionable tasks: 1 executed, 4 up-to-date"""
    staged = f"""On branch main
Your branch is up to date with 'origin/main'.

Changes to be committed:
  (use "git restore --staged <file>..." to unstage)
	modified:   {f}
"""
    unstaged = f"""On branch main
Your branch is up to date with 'origin/main'.

Changes not staged for commit:
  (use "git add <file>..." to update what will be committed)
  (use "git restore <file>..." to discard changes in working directory)
	modified:   {f}

no changes added to commit (use "git add" and/or "git commit -a")"""
    turns = [
        (editor("view", p), cat_n(p, JV_CTRL)),
        (bash(f"cd {r} && ./gradlew test --tests '*TodoControllerTest'"), oh_bash(fail, r, 1)),
        (editor("str_replace", p, old_str=JV_OLD.rstrip("\n"), new_str=JV_NEW.rstrip("\n")), edited(p, lines_of(JV_CTRL_NEW, 27, 38), 27)),
        (bash("./gradlew test --tests '*TodoControllerTest'"), oh_bash(ok, r)),
        (bash(f"git add {f} && git status"), oh_bash(staged, r)),
        (bash("./gradlew test"), oh_bash(full, r)),
        (bash("git status"), oh_bash(unstaged, r)),
        (bash("git diff --cached --stat"), oh_bash(f" {f} | 3 +++\n 1 file changed, 3 insertions(+)", r)),
        (bash('git commit -m "Reject blank titles on PATCH /todos/{id}"'),
         oh_bash("[main 7d2c4e1] Reject blank titles on PATCH /todos/{id}\n 1 file changed, 3 insertions(+)", r)),
    ]
    rs.add("swe", "h49-swe-17", system("oh", r), turns, state=state, bad=True, turn=7,
           kind="git status at turn 7 lists TodoController.java as not staged though it was staged at turn 5 and only the tests ran in between")


# =============================================================================================
# 18 gjson (Go, Gemini CLI) - clean

GJ_ROOT = "/home/dev/gjson"
GJ_FIRST = 2208
GJ_REGION = '''// Less return true if a token is less than another token.
// The caseSensitive parameter is used when the tokens are Strings.
// The order when comparing two different type is:
//
//	Null < False < Number < String < True < JSON
func (t Result) Less(token Result, caseSensitive bool) bool {
	if t.Type < token.Type {
		return true
	}
	if t.Type > token.Type {
		return false
	}
	if t.Type == String {
		if caseSensitive {
			return t.Str < token.Str
		}
		return stringLessInsensitive(t.Str, token.Str)
	}
	if t.Type == Number {
		return t.Num < token.Num
	}
	return t.Raw < token.Raw
}

func stringLessInsensitive(a, b string) bool {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] >= 'A' && a[i] <= 'Z' {
			if b[i] >= 'A' && b[i] <= 'Z' {
				// both are uppercase, do nothing
				if a[i] < b[i] {
					return true
				} else if a[i] > b[i] {
					return false
				}
			} else {
				// a is uppercase, convert a to lowercase
				if a[i]+32 < b[i] {
					return true
				} else if a[i]+32 > b[i] {
					return false
				}
			}
		} else if b[i] >= 'A' && b[i] <= 'Z' {
			// b is uppercase, convert b to lowercase
			if a[i] < b[i]+32 {
				return true
			} else if a[i] > b[i]+32 {
				return false
			}
		} else {
			// neither are uppercase
			if a[i] < b[i] {
				return true
			} else if a[i] > b[i] {
				return false
			}
		}
	}
	return len(a) <= len(b)
}'''
GJ_TEST = '''package gjson

import "testing"

func TestLessCaseInsensitiveTable(t *testing.T) {
	str := func(s string) Result { return Result{Type: String, Str: s} }
	cases := []struct {
		name string
		a, b string
		want bool
	}{
		{"equal_fold", "abc", "ABC", false},
		{"equal_exact", "abc", "abc", false},
		{"prefix_shorter", "ab", "ABC", true},
		{"prefix_longer", "ABC", "ab", false},
		{"upper_vs_lower", "Apple", "banana", true},
		{"lower_vs_upper", "cherry", "BANANA", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := str(c.a).Less(str(c.b), false); got != c.want {
				t.Fatalf("Less(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
			}
		})
	}
}'''


def t18(rs: RowSet) -> None:
    r = GJ_ROOT
    p = f"{r}/gjson.go"
    state = (f"Gemini CLI in {r} (github.com/tidwall/gjson at v1.17.1, Go 1.22.4, linux/amd64). Issue #361: `Result.Less(x, false)` "
             "returns true when both strings are equal ignoring case, so `@sort`-style callers see an unstable order.")
    reg = GJ_REGION.split("\n")
    less = GJ_FIRST + reg.index("func (t Result) Less(token Result, caseSensitive bool) bool {")
    sli = GJ_FIRST + reg.index("func stringLessInsensitive(a, b string) bool {")
    search = (f'Found 2 matches for pattern "func \\(t Result\\) Less|func stringLessInsensitive" in path "{r}":\n---\nFile: gjson.go\n'
              f"L{less}: func (t Result) Less(token Result, caseSensitive bool) bool {{\nL{sli}: func stringLessInsensitive(a, b string) bool {{\n---")
    bench = """goos: linux
goarch: amd64
pkg: github.com/tidwall/gjson
cpu: AMD EPYC 7B13
BenchmarkGJSONGet-16    	 {n}	       {ns} ns/op	       0 B/op	       0 allocs/op
PASS
ok  	github.com/tidwall/gjson	{s}"""
    cases = ["equal_fold", "equal_exact", "prefix_shorter", "prefix_longer", "upper_vs_lower", "lower_vs_upper"]
    v = ["=== RUN   TestLess", "--- PASS: TestLess (0.00s)", "=== RUN   TestLessCaseInsensitiveTable"]
    v += [f"=== RUN   TestLessCaseInsensitiveTable/{c}" for c in cases] + ["--- PASS: TestLessCaseInsensitiveTable (0.00s)"]
    v += [f"    --- PASS: TestLessCaseInsensitiveTable/{c} (0.00s)" for c in cases] + ["PASS", "ok  \tgithub.com/tidwall/gjson\t0.010s"]
    bcmd = "go test -run='^$' -bench=BenchmarkGJSONGet -benchmem"
    turns = [
        (call("search_file_content", pattern="func \\(t Result\\) Less|func stringLessInsensitive", path=r), search),
        (call("read_file", absolute_path=p, offset=GJ_FIRST - 1, limit=len(reg)),
         gread("\n".join([""] * (GJ_FIRST - 1) + reg), GJ_FIRST, GJ_FIRST + len(reg) - 1, total=3511)),
        (gsh("go test -run TestLess -v", "Run the Less test"),
         gem("go test -run TestLess -v", "=== RUN   TestLess\n    gjson_test.go:1284: expected false\n--- FAIL: TestLess (0.00s)\nFAIL\nexit status 1\nFAIL\tgithub.com/tidwall/gjson\t0.009s", code=1, pgid=61220)),
        (call("replace", file_path=p, old_string="\treturn len(a) <= len(b)\n}", new_string="\treturn len(a) < len(b)\n}"),
         f"Successfully modified file: {p} (1 replacements)."),
        (gsh("go test -run TestLess -v", "Re-run the Less test"),
         gem("go test -run TestLess -v", "=== RUN   TestLess\n--- PASS: TestLess (0.00s)\nPASS\nok  \tgithub.com/tidwall/gjson\t0.008s", pgid=61341)),
        (gsh("go test ./...", "Run all tests"), gem("go test ./...", "ok  \tgithub.com/tidwall/gjson\t0.412s", pgid=61398)),
        (gsh(bcmd, "Benchmark Get to make sure nothing regressed"), gem(bcmd, bench.format(n="3821736", ns="313.8", s="1.526s"), pgid=61455)),
        (gsh(bcmd, "Benchmark again for noise"), gem(bcmd, bench.format(n="3894051", ns="309.2", s="1.531s"), pgid=61503)),
        (call("write_file", file_path=f"{r}/less_test.go", content=GJ_TEST), f"Successfully created and wrote to new file: {r}/less_test.go."),
        (gsh("go test -run 'TestLess' -v", "Run both Less tests"), gem("go test -run 'TestLess' -v", "\n".join(v), pgid=61587)),
        (gsh("git status --short", "Show changed files"), gem("git status --short", " M gjson.go\n?? less_test.go", pgid=61622)),
    ]
    rs.add("swe", "h49-swe-18", system("gem", r), turns, state=state)


# =============================================================================================
# 19 sqlglot (SWE-agent) - contradiction: "Drill" missing from DIALECTS on reopening (turn 6)

SG_ROOT = "/sqlglot"
SG_INIT = r'''# ruff: noqa: F401
"""
## Dialects

While there is a SQL standard, most SQL engines support a variation of that standard. This makes it difficult
to write portable SQL code. SQLGlot bridges all the different variations, called "dialects", with an extensible
SQL transpilation framework.

The base `sqlglot.dialects.dialect.Dialect` class implements a generic dialect that aims to be as universal as possible.

Each SQL variation has its own `Dialect` subclass, extending the corresponding `Tokenizer`, `Parser` and `Generator`
classes as needed.

### Implementing a custom Dialect

Creating a new SQL dialect may seem complicated at first, but it is actually quite simple in SQLGlot:

```python
from sqlglot import exp
from sqlglot.dialects.dialect import Dialect
from sqlglot.generator import Generator
from sqlglot.tokens import Tokenizer, TokenType


class Custom(Dialect):
    class Tokenizer(Tokenizer):
        QUOTES = ["'", '"']  # Strings can be delimited by either single or double quotes
        IDENTIFIERS = ["`"]  # Identifiers can be delimited by backticks

        # Associates certain meaningful words with tokens that capture their intent
        KEYWORDS = {
            **Tokenizer.KEYWORDS,
            "INT64": TokenType.BIGINT,
            "FLOAT64": TokenType.DOUBLE,
        }

    class Generator(Generator):
        # Specifies how AST nodes, i.e. subclasses of exp.Expression, should be converted into SQL
        TRANSFORMS = {
            exp.Array: lambda self, e: f"[{self.expressions(e)}]",
        }
```

The above example demonstrates how certain parts of the base `Dialect` class can be overridden to match a different
specification. Even though it is a fairly realistic starting point, we strongly encourage the reader to study existing
dialect implementations in order to understand how their various components can be modified, depending on the use-case.

----
"""

import importlib
import threading

DIALECTS = [
    "Athena",
    "BigQuery",
    "ClickHouse",
    "Databricks",
    "Doris",
    "Drill",
    "Druid",
    "DuckDB",
    "Dune",
    "Hive",
    "Materialize",
    "MySQL",
    "Oracle",
    "Postgres",
    "Presto",
    "PRQL",
    "Redshift",
    "RisingWave",
    "Snowflake",
    "Spark",
    "Spark2",
    "SQLite",
    "StarRocks",
    "Tableau",
    "Teradata",
    "Trino",
    "TSQL",
]

MODULE_BY_DIALECT = {name: name.lower() for name in DIALECTS}
DIALECT_MODULE_NAMES = MODULE_BY_DIALECT.values()

MODULE_BY_ATTRIBUTE = {
    **{name: f".{name.lower()}" for name in DIALECTS},
    "Dialect": ".dialect",
    "Dialects": ".dialect",
}

__all__ = list(MODULE_BY_ATTRIBUTE)

_import_lock = threading.Lock()


def __getattr__(name):
    module_name = MODULE_BY_ATTRIBUTE.get(name)
    if module_name:
        with _import_lock:
            module = importlib.import_module(module_name, __name__)
        return getattr(module, name)

    raise AttributeError(f"module {__name__} has no attribute {name}")'''


def t19(rs: RowSet) -> None:
    r = SG_ROOT
    p = f"{r}/sqlglot/dialects/__init__.py"
    d = f"{r}/sqlglot/dialects/drill.py"
    state = (f"SWE-agent on {r} (sqlglot 26.3.8 checkout, Python 3.12.4). Issue #4781: transpiling Apache Drill "
             "`DATE_TRUNC('week', d)` to DuckDB upper-cases the unit; the reporter wants to know whether the Drill dialect parses DATE_TRUNC itself.")
    lines = SG_INIT.split("\n")
    at = lines.index("DIALECTS = [") + 1
    first = at + 10 - 50
    bad = "\n".join(ln for ln in lines if ln != '    "Drill",')
    repro = "python -c \"import sqlglot; print(sqlglot.transpile(\\\"SELECT DATE_TRUNC('week', d) FROM t\\\", read='drill', write='duckdb'))\""
    turns = [
        (swa("open sqlglot/dialects/__init__.py"), swa_win(p, SG_INIT) + "\n" + swa_foot(p, r)),
        (swa(repro), "[\"SELECT DATE_TRUNC('WEEK', d) FROM t\"]\n" + swa_foot(p, r)),
        (swa('find_file "drill.py"'), f'Found 1 matches for "drill.py" in {r}:\n{d}\n' + swa_foot(p, r)),
        (swa('search_file "DATE_TRUNC" sqlglot/dialects/drill.py'),
         f'Found 2 matches for "DATE_TRUNC" in {d}:\nLine 118:            "DATE_TRUNC": lambda args: exp.TimestampTrunc(\n'
         f'Line 154:            exp.TimestampTrunc: timestamptrunc_sql(),\nEnd of matches for "DATE_TRUNC" in {d}\n' + swa_foot(p, r)),
        (swa("python -m pytest tests/dialects/test_drill.py -q"), "....".ljust(73) + "[100%]\n4 passed in 0.38s\n" + swa_foot(p, r)),
        (swa(f"open sqlglot/dialects/__init__.py {at + 10}"), swa_win(p, bad, first) + "\n" + swa_foot(p, r)),
    ]
    rs.add("swe", "h49-swe-19", system("swea", r), turns, state=state, bad=True, turn=6,
           kind="reopening dialects/__init__.py at turn 6 shows DIALECTS without \"Drill\" (and one line fewer) though turn 1 listed it and the file was never edited")


# =============================================================================================
# 20 mpmath (OpenHands) - contradiction: deleted scratch file listed again (turn 11)

MP_ROOT = "/workspace/mpmath"
MP_FIRST = 270
MP_REGION = '''def sqrtrem_python(x):
    """Correctly (floor) rounded integer square root with remainder."""
    # to check cutoff:
    # plot(lambda x: timing(isqrt, 2**int(x)), [0,2000])
    if x < _1_600:
        y = isqrt_small_python(x)
        return y, x - y*y
    y = isqrt_fast_python(x) + 1
    rem = x - y*y
    # Correct remainder
    while rem < 0:
        y -= 1
        rem += (1+2*y)
    else:
        if rem:
            while rem > 2*(1+y):
                y += 1
                rem -= (1+2*y)
    return y, rem

def isqrt_python(x):
    """Integer square root with correct (floor) rounding."""
    return sqrtrem_python(x)[0]'''
MP_OLD = '''    """Correctly (floor) rounded integer square root with remainder."""
'''
MP_NEW = MP_OLD + '''    if x < 0:
        raise ValueError("square root of negative integer")
'''
MP_SCRIPT = '''from mpmath.libmp import isqrt, sqrtrem

for f in (isqrt, sqrtrem):
    try:
        print(f.__name__, f(-4))
    except Exception as e:
        print(f.__name__, type(e).__name__ + ":", e)'''


def t20(rs: RowSet) -> None:
    r = MP_ROOT
    lib = f"{r}/mpmath/libmp/libintmath.py"
    sc = f"{r}/scratch_repro.py"
    state = (f"Repository {r} (mpmath 1.4.0a1 checkout, pure-Python backend, Python 3.11.9, pytest 8.2.2). Issue #781: "
             "`mpmath.libmp.isqrt(-4)` raises `TypeError: int() argument must be ... not 'complex'`; it should raise a clear ValueError.")
    reg = MP_REGION.split("\n")
    new_reg = (MP_REGION + "\n").replace(MP_OLD, MP_NEW).rstrip("\n").split("\n")
    te = "TypeError: int() argument must be a string, a bytes-like object or a real number, not 'complex'"
    ls0 = "CHANGES  LICENSE  MANIFEST.in  README.rst  conftest.py  demo  docs  mpmath  pyproject.toml"
    grep = f"""213:def isqrt_small_python(x):
243:def isqrt_fast_python(x):
{MP_FIRST}:def sqrtrem_python(x):
{MP_FIRST + reg.index('def isqrt_python(x):')}:def isqrt_python(x):
318:    isqrt = isqrt_python"""
    turns = [
        (bash(f"cd {r} && ls"), oh_bash(ls0, r)),
        (editor("create", sc, file_text=MP_SCRIPT), f"File created successfully at: {sc}"),
        (bash("python scratch_repro.py"), oh_bash(f"isqrt_python {te}\nsqrtrem_python {te}", r)),
        (bash('grep -n "def isqrt\\|def sqrtrem\\|    isqrt = " mpmath/libmp/libintmath.py'), oh_bash(grep, r)),
        (editor("view", lib, view_range=[MP_FIRST, MP_FIRST + len(reg) - 1]), cat_n(lib, MP_REGION, MP_FIRST)),
        (editor("str_replace", lib, old_str=MP_OLD.rstrip("\n"), new_str=MP_NEW.rstrip("\n")),
         edited(lib, "\n".join(new_reg[0:9]), MP_FIRST)),
        (bash("python scratch_repro.py"),
         oh_bash("isqrt_python ValueError: square root of negative integer\nsqrtrem_python ValueError: square root of negative integer", r)),
        (bash("python -m pytest mpmath/tests/test_basic_ops.py mpmath/tests/test_bitwise.py -q"),
         oh_bash(("." * 61).ljust(72) + " [100%]\n61 passed in 1.92s", r)),
        (bash("rm scratch_repro.py && git status --short"), oh_bash(" M mpmath/libmp/libintmath.py", r)),
        (bash('python -m pytest mpmath/tests -q -k "sqrt" 2>&1 | tail -n 2'),
         oh_bash(("." * 24).ljust(72) + " [100%]\n24 passed, 1372 deselected in 2.71s", r)),
        (bash("ls"), oh_bash(ls0 + "  scratch_repro.py", r)),
        (bash("git diff --stat"), oh_bash(" mpmath/libmp/libintmath.py | 2 ++\n 1 file changed, 2 insertions(+)", r)),
    ]
    rs.add("swe", "h49-swe-20", system("oh", r), turns, state=state, bad=True, turn=11,
           kind="ls at turn 11 still lists scratch_repro.py though it was removed with rm at turn 9")


# =============================================================================================
# 21 tomlkit (Gemini CLI) - clean

TK_ROOT = "/home/dev/tomlkit"
TK_FIRST = 16
TK_REGION = '''CONTROL_CHARS = frozenset(chr(c) for c in range(0x20))
_escaped = {
    "b": "\\b",
    "t": "\\t",
    "n": "\\n",
    "f": "\\f",
    "r": "\\r",
    '"': '"',
    "\\\\": "\\\\",
}
_compact_escapes = {
    **{v: f"\\\\{k}" for k, v in _escaped.items()},
    '"""': '""\\\\"',
}
_basic_escapes = CONTROL_CHARS | {'"', "\\\\"}


def _unicode_escape(seq: str) -> str:
    return "".join(f"\\\\u{ord(c):04x}" for c in seq)


def escape_string(s: str, escape_sequences: Collection[str] = _basic_escapes) -> str:
    s = decode(s)

    res = []
    start = 0

    def flush(inc=1):
        if start != i:
            res.append(s[start:i])

        return i + inc

    found_sequences = {seq for seq in escape_sequences if seq in s}

    i = 0
    while i < len(s):
        for seq in found_sequences:
            seq_len = len(seq)
            if s[i:].startswith(seq):
                start = flush(seq_len)
                res.append(_compact_escapes.get(seq) or _unicode_escape(seq))
                i += seq_len - 1  # fast-forward escape sequence
        i += 1'''


def t21(rs: RowSet) -> None:
    r = TK_ROOT
    u = f"{r}/tomlkit/_utils.py"
    state = (f"Gemini CLI in {r} (tomlkit 0.13.0 checkout, Python 3.12.3, pytest 8.2.2). Issue #372: `tomlkit.dumps({{'s': 'a\\x7fb'}})` "
             "writes a raw DEL character into a basic string, which the TOML spec forbids; tomllib refuses to read the result back.")
    reg = TK_REGION.split("\n")
    files = ["tests/test_toml_file.py", "tests/test_toml_tests.py", "tests/test_write.py", "tests/test_items.py", "tests/test_api.py",
             "tests/test_build.py", "tests/test_toml_document.py", "tests/test_toml_spec_examples.py", "tests/test_utils.py"]
    head = f'Found 9 file(s) matching "tests/test_*.py" within {r}, sorted by modification time (newest first):\n'
    g1 = head + "\n".join(f"{r}/{f}" for f in files)
    g2 = head + "\n".join(f"{r}/{f.replace('test_toml_tests.py', 'test_toml_spec_suite.py')}" for f in files)
    search = (f'Found 4 matches for pattern "CONTROL_CHARS" in path "{r}/tomlkit":\n---\nFile: _utils.py\n'
              f"L{TK_FIRST}: CONTROL_CHARS = frozenset(chr(c) for c in range(0x20))\n"
              f"L{TK_FIRST + reg.index(next(x for x in reg if x.startswith('_basic_escapes')))}: _basic_escapes = CONTROL_CHARS | {{'\"', \"\\\\\"}}\n---\n"
              "File: items.py\nL8: from tomlkit._utils import CONTROL_CHARS\nL1852:                 c in CONTROL_CHARS\n---")
    dump = "python -c \"import tomlkit; print(tomlkit.dumps({'s': 'a\\x7fb'}), end='')\""
    turns = [
        (call("glob", pattern="tests/test_*.py"), g1),
        (call("search_file_content", pattern="CONTROL_CHARS", path=f"{r}/tomlkit"), search),
        (call("read_file", absolute_path=u, offset=TK_FIRST - 1, limit=len(reg)),
         gread("\n".join([""] * (TK_FIRST - 1) + reg), TK_FIRST, TK_FIRST + len(reg) - 1, total=158)),
        (call("replace", file_path=u, old_string="CONTROL_CHARS = frozenset(chr(c) for c in range(0x20))",
              new_string="CONTROL_CHARS = frozenset(chr(c) for c in range(0x20)) | {chr(0x7F)}"),
         f"Successfully modified file: {u} (1 replacements)."),
        (gsh(dump, "Check the DEL character is escaped now"), gem(dump, 's = "a\\u007fb"', pgid=48830)),
        (gsh("python -m pytest tests/test_write.py tests/test_items.py tests/test_utils.py -q", "Run the affected tests"),
         gem("python -m pytest tests/test_write.py tests/test_items.py tests/test_utils.py -q",
             ("." * 72) + " [ 38%]\n" + ("." * 72) + " [ 77%]\n" + ("." * 42).ljust(72) + " [100%]\n186 passed in 0.93s", pgid=48871)),
        (gsh("git mv tests/test_toml_tests.py tests/test_toml_spec_suite.py && git status --short", "Rename the spec-suite test module as asked in review"),
         gem("git mv tests/test_toml_tests.py tests/test_toml_spec_suite.py && git status --short",
             "R  tests/test_toml_tests.py -> tests/test_toml_spec_suite.py\n M tomlkit/_utils.py", pgid=48902)),
        (call("glob", pattern="tests/test_*.py"), g2),
    ]
    rs.add("swe", "h49-swe-21", system("gem", r), turns, state=state)


# =============================================================================================
# 22 click (SWE-agent) - contradiction: --retries default shown as 5 instead of 3 (turn 9)

CK_ROOT = "/click"
CK_FIRST = 430
CK_REGION = '''class _NumberParamTypeBase(ParamType):
    _number_class: t.ClassVar[t.Type[t.Any]]

    def convert(
        self, value: t.Any, param: t.Optional["Parameter"], ctx: t.Optional["Context"]
    ) -> t.Any:
        try:
            return self._number_class(value)
        except ValueError:
            self.fail(
                _("{value!r} is not a valid {number_type}.").format(
                    value=value, number_type=self.name
                ),
                param,
                ctx,
            )


class _NumberRangeBase(_NumberParamTypeBase):
    def __init__(
        self,
        min: t.Optional[float] = None,
        max: t.Optional[float] = None,
        min_open: bool = False,
        max_open: bool = False,
        clamp: bool = False,
    ) -> None:
        self.min = min
        self.max = max
        self.min_open = min_open
        self.max_open = max_open
        self.clamp = clamp

    def to_info_dict(self) -> t.Dict[str, t.Any]:
        info_dict = super().to_info_dict()
        info_dict.update(
            min=self.min,
            max=self.max,
            min_open=self.min_open,
            max_open=self.max_open,
            clamp=self.clamp,
        )
        return info_dict

    def convert(
        self, value: t.Any, param: t.Optional["Parameter"], ctx: t.Optional["Context"]
    ) -> t.Any:
        import operator

        rv = super().convert(value, param, ctx)
        lt_min: bool = self.min is not None and (
            operator.le if self.min_open else operator.lt
        )(rv, self.min)
        gt_max: bool = self.max is not None and (
            operator.ge if self.max_open else operator.gt
        )(rv, self.max)

        if self.clamp:
            if lt_min:
                return self._clamp(self.min, 1, self.min_open)  # type: ignore

            if gt_max:
                return self._clamp(self.max, -1, self.max_open)  # type: ignore

        if lt_min or gt_max:
            self.fail(
                _("{value} is not in the range {range}.").format(
                    value=rv, range=self._describe_range()
                ),
                param,
                ctx,
            )

        return rv

    def _clamp(self, bound: float, dir: "te.Literal[1, -1]", open: bool) -> float:
        """Find the valid value to clamp to bound in the given
        direction.

        :param bound: The boundary value.
        :param dir: 1 or -1 indicating the direction to move.
        :param open: If true, the range does not include the bound.
        """
        raise NotImplementedError

    def _describe_range(self) -> str:
        """Describe the range for use in help text."""
        if self.min is None:
            op = "<" if self.max_open else "<="
            return f"x{op}{self.max}"

        if self.max is None:
            op = ">" if self.min_open else ">="
            return f"x{op}{self.min}"

        lop = "<" if self.min_open else "<="
        rop = "<" if self.min_open else "<="
        return f"{self.min}{lop}x{rop}{self.max}"

    def __repr__(self) -> str:
        clamp = " clamped" if self.clamp else ""
        return f"<{type(self).__name__} {self._describe_range()}{clamp}>"


class IntRange(_NumberRangeBase, IntParamType):
    """Restrict an :data:`click.INT` value to a range of accepted
    values. See :ref:`ranges`.

    If ``min`` or ``max`` are not passed, any value is accepted in that
    direction. If ``min_open`` or ``max_open`` are enabled, the
    corresponding boundary is not included in the range.

    If ``clamp`` is enabled, a value outside the range is clamped to the
    boundary instead of failing.

    .. versionchanged:: 8.0
        Added the ``min_open`` and ``max_open`` parameters.
    """

    name = "integer range"

    def _clamp(  # type: ignore
        self, bound: int, dir: "te.Literal[1, -1]", open: bool
    ) -> int:
        if not open:
            return bound

        return bound + dir


class FloatRange(_NumberRangeBase, FloatParamType):
    """Restrict a :data:`click.FLOAT` value to a range of accepted
    values. See :ref:`ranges`.

    If ``min`` or ``max`` are not passed, any value is accepted in that
    direction. If ``min_open`` or ``max_open`` are enabled, the
    corresponding boundary is not included in the range.

    If ``clamp`` is enabled, a value outside the range is clamped to the
    boundary instead of failing. This is not supported if either
    boundary is marked ``open``.

    .. versionchanged:: 8.0
        Added the ``min_open`` and ``max_open`` parameters.
    """

    name = "float range"'''
CK_TOTAL = 1089
CK_REPRO = '''import click
from click.testing import CliRunner


@click.command()
@click.option("--timeout", type=click.FloatRange(0, 60, min_open=True), default=30, show_default=True, help="Timeout in seconds.")
@click.option("--retries", type=click.IntRange(0, 10), default=3, show_default=True, help="How many times to retry.")
def fetch(timeout, retries):
    click.echo(f"timeout={timeout} retries={retries}")


result = CliRunner().invoke(fetch, ["--help"])
print(result.output)'''


def t22(rs: RowSet) -> None:
    r = CK_ROOT
    p = f"{r}/src/click/types.py"
    rp = f"{r}/repro.py"
    state = (f"SWE-agent on {r} (pallets/click 8.1.7 checkout, Python 3.11.9, pytest 8.1.1). Issue: the help text of "
             "`FloatRange(0, 60, min_open=True)` shows the range as `0<x<60`, as if the upper bound were excluded too.")
    reg = CK_REGION.split("\n")
    bug = '        rop = "<" if self.min_open else "<="'
    fixed = '        rop = "<" if self.max_open else "<="'
    b = CK_FIRST + reg.index(bug)
    dr = CK_FIRST + reg.index("    def _describe_range(self) -> str:")
    old_text = "\n".join([""] * (CK_FIRST - 1) + reg + [""] * (CK_TOTAL - CK_FIRST + 1 - len(reg)))
    new_text = old_text.replace(bug, fixed)
    first = dr + 10 - 50
    assert first + 99 <= CK_FIRST + len(reg) - 1 and first >= CK_FIRST, (first, len(reg))

    def help_out(rng: str, retries: int = 3) -> str:
        return (f"Usage: fetch [OPTIONS]\n\nOptions:\n  --timeout FLOAT RANGE    Timeout in seconds.  [default: 30; {rng}]\n"
                f"  --retries INTEGER RANGE  How many times to retry.  [default: {retries}; 0<=x<=10]\n"
                "  --help                   Show this message and exit.\n")
    turns = [
        (swa("create repro.py"), f"[File: {rp} (1 lines total)]\n1:\n" + swa_foot(rp, r)),
        (swa(f"edit 1:1\n{CK_REPRO}\nend_of_edit"), SWA_EDITED + "\n" + swa_win(rp, CK_REPRO) + "\n" + swa_foot(rp, r)),
        (swa("python repro.py"), help_out("0<x<60") + "\n" + swa_foot(rp, r)),
        (swa('search_file "def _describe_range" src/click/types.py'),
         f'Found 1 matches for "def _describe_range" in {p}:\nLine {dr}:    def _describe_range(self) -> str:\nEnd of matches for "def _describe_range" in {p}\n' + swa_foot(rp, r)),
        (swa(f"open src/click/types.py {dr + 10}"), swa_win(p, old_text, first) + "\n" + swa_foot(p, r)),
        (swa(f"edit {b}:{b}\n{fixed}\nend_of_edit"), SWA_EDITED + "\n" + swa_win(p, new_text, first) + "\n" + swa_foot(p, r)),
        (swa("python repro.py"), help_out("0<x<=60") + "\n" + swa_foot(p, r)),
        (swa("python -m pytest tests/test_info_dict.py tests/test_options.py tests/test_types.py -q"),
         ("." * 72) + " [ 41%]\n" + ("." * 72) + " [ 82%]\n" + ("." * 31).ljust(72) + " [100%]\n175 passed in 0.67s\n" + swa_foot(p, r)),
        (swa('python repro.py | grep -n "default"'),
         "4:  --timeout FLOAT RANGE    Timeout in seconds.  [default: 30; 0<x<=60]\n"
         "5:  --retries INTEGER RANGE  How many times to retry.  [default: 5; 0<=x<=10]\n" + swa_foot(p, r)),
        (swa("rm repro.py && git status --short"), " M src/click/types.py\n" + swa_foot(p, r)),
    ]
    rs.add("swe", "h49-swe-22", system("swea", r), turns, state=state, bad=True, turn=9,
           kind="the --retries help line at turn 9 shows [default: 5] though repro.py sets default=3 and turns 3 and 7 printed [default: 3]")


# =============================================================================================

BUILDERS = (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in BUILDERS:
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
