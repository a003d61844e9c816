# ruff: noqa: E501
"""holdout29, domain mcp: 22 trajectories of an agent calling one MCP server each (11 with one contradiction).

Mainstream servers (GitLab, Asana, Trello, Airtable, MongoDB, Redis, Google Drive, Shopify, Sentry, PagerDuty,
Notion) and less common ones (brewery batches, vet clinic, parking garage, telescope queue, seed bank, museum
collection, ferry bookings, greenhouse irrigation, bike share, wildlife rehab, climbing gym). Written by hand as
an outside author; deterministic, stdlib only.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import INT, OBJ, S, A, B, RowSet, call, mcp_system, mcp_text, pj, tool

NUM: dict[str, Any] = {"type": "number"}


# --------------------------------------------------------------------------------------------------------------
# 01 GitLab: review a merge request (bad: MR head sha drifts with no push)
# --------------------------------------------------------------------------------------------------------------
GL_SHA = "c41d7e09b2f3a86d5e1f0c7a9b24e6d83f15a0c2"
GL_SHA_BAD = "c41d7e09b2f3a86d5e1f0c7a9b24e6d8af15a0c2"
GL_BASE = "7ae29b1c5d04f8e36a9c12b7e0f45d8a2c6b9e13"


def _gl_user(uid: int, username: str, name: str) -> dict[str, Any]:
    return {"id": uid, "username": username, "name": name, "state": "active",
            "avatar_url": f"https://gitlab.northwind-pay.io/uploads/-/system/user/avatar/{uid}/avatar.png",
            "web_url": f"https://gitlab.northwind-pay.io/{username}"}


def _gl_mr(updated: str, notes: int, sha: str, detailed: str) -> dict[str, Any]:
    return {
        "id": 90211, "iid": 482, "project_id": 1377,
        "title": "Reconcile: handle partial refunds in settlement batches",
        "description": "Closes #1290.\n\nSettlement batches from Adyen can contain a partial refund line for a capture that was settled in an earlier batch. `reconcile_batch` previously matched on `psp_reference` only and marked the original capture as fully refunded.\n\n- match refunds on (`psp_reference`, `amount_minor`) and accumulate into `refunded_minor`\n- new status `PARTIALLY_REFUNDED`\n- migration not needed (enum stored as text)\n\n/cc @m.lindqvist",
        "state": "opened", "created_at": "2024-06-11T08:42:17.204Z", "updated_at": updated,
        "merged_by": None, "merged_at": None, "closed_by": None, "closed_at": None,
        "target_branch": "main", "source_branch": "feat/partial-refund-reconcile",
        "user_notes_count": notes, "upvotes": 1, "downvotes": 0,
        "author": _gl_user(212, "t.okonkwo", "Tobi Okonkwo"),
        "assignees": [_gl_user(212, "t.okonkwo", "Tobi Okonkwo")],
        "reviewers": [_gl_user(87, "r.adeyemi", "Ruth Adeyemi"), _gl_user(154, "m.lindqvist", "Maja Lindqvist")],
        "source_project_id": 1377, "target_project_id": 1377,
        "labels": ["backend", "payments", "needs-review"], "draft": False, "work_in_progress": False,
        "milestone": {"id": 311, "iid": 14, "title": "2024.06.2", "due_date": "2024-06-21", "state": "active"},
        "merge_when_pipeline_succeeds": False, "merge_status": "can_be_merged", "detailed_merge_status": detailed,
        "sha": sha, "merge_commit_sha": None, "squash_commit_sha": None, "squash": True,
        "discussion_locked": None, "should_remove_source_branch": None, "force_remove_source_branch": True,
        "reference": "!482", "web_url": "https://gitlab.northwind-pay.io/payments/ledger-service/-/merge_requests/482",
        "time_stats": {"time_estimate": 0, "total_time_spent": 0, "human_time_estimate": None, "human_total_time_spent": None},
        "has_conflicts": False, "blocking_discussions_resolved": True, "changes_count": "4",
        "diff_refs": {"base_sha": GL_BASE, "head_sha": GL_SHA, "start_sha": GL_BASE},
        "head_pipeline": {"id": 118734, "iid": 5521, "project_id": 1377, "sha": GL_SHA, "ref": "refs/merge-requests/482/head",
                          "status": "success", "source": "merge_request_event", "created_at": "2024-06-12T12:48:03.771Z",
                          "updated_at": "2024-06-12T13:01:29.140Z", "coverage": "91.4",
                          "web_url": "https://gitlab.northwind-pay.io/payments/ledger-service/-/pipelines/118734"},
        "commits_count": 3,
    }


GL_FILE = '''"""Settlement batch reconciliation against the internal ledger."""
from __future__ import annotations

from decimal import Decimal

from ledger.models import Capture, CaptureStatus, SettlementLine
from ledger.repo import LedgerRepo


def reconcile_batch(repo: LedgerRepo, lines: list[SettlementLine]) -> list[str]:
    """Apply one settlement batch; return the psp references that could not be matched."""
    unmatched: list[str] = []
    for line in lines:
        capture = repo.capture_by_psp_reference(line.psp_reference)
        if capture is None:
            unmatched.append(line.psp_reference)
            continue
        if line.record_type == "Settled":
            capture.settled_minor += line.amount_minor
            capture.status = CaptureStatus.SETTLED
        elif line.record_type == "Refunded":
            _apply_refund(capture, line)
        repo.save(capture)
    return unmatched


def _apply_refund(capture: Capture, line: SettlementLine) -> None:
    capture.refunded_minor += abs(line.amount_minor)
    if capture.refunded_minor >= capture.settled_minor:
        capture.status = CaptureStatus.REFUNDED
    else:
        capture.status = CaptureStatus.PARTIALLY_REFUNDED


def fee_total(lines: list[SettlementLine]) -> Decimal:
    return sum((Decimal(x.commission_minor) / 100 for x in lines), Decimal("0"))'''


def t01(rs: RowSet) -> None:
    proj = "payments/ledger-service"
    system = mcp_system("gitlab", "GitLab REST API of gitlab.northwind-pay.io, authenticated as @r.adeyemi", [
        tool("get_merge_request", "Get one merge request of a project", {"project_id": S, "merge_request_iid": INT}, ["project_id", "merge_request_iid"]),
        tool("get_merge_request_diffs", "List the file diffs of a merge request", {"project_id": S, "merge_request_iid": INT}, ["project_id", "merge_request_iid"]),
        tool("get_file_contents", "Read a file at a ref", {"project_id": S, "file_path": S, "ref": S}, ["project_id", "file_path"]),
        tool("list_pipeline_jobs", "List the jobs of a pipeline", {"project_id": S, "pipeline_id": INT}, ["project_id", "pipeline_id"]),
        tool("create_merge_request_note", "Comment on a merge request", {"project_id": S, "merge_request_iid": INT, "body": S}, ["project_id", "merge_request_iid", "body"]),
        tool("approve_merge_request", "Approve a merge request", {"project_id": S, "merge_request_iid": INT, "sha": S}, ["project_id", "merge_request_iid"]),
        tool("list_merge_requests", "List merge requests of a project", {"project_id": S, "state": S, "labels": S}, ["project_id"]),
    ])
    diffs = [
        {"old_path": "src/ledger/reconcile.py", "new_path": "src/ledger/reconcile.py", "a_mode": "100644", "b_mode": "100644",
         "new_file": False, "renamed_file": False, "deleted_file": False,
         "diff": "@@ -19,11 +19,16 @@ def reconcile_batch(repo: LedgerRepo, lines: list[SettlementLine]) -> list[str]:\n         if line.record_type == \"Settled\":\n             capture.settled_minor += line.amount_minor\n             capture.status = CaptureStatus.SETTLED\n         elif line.record_type == \"Refunded\":\n-            capture.status = CaptureStatus.REFUNDED\n+            _apply_refund(capture, line)\n         repo.save(capture)\n     return unmatched\n+\n+\n+def _apply_refund(capture: Capture, line: SettlementLine) -> None:\n+    capture.refunded_minor += abs(line.amount_minor)\n+    if capture.refunded_minor >= capture.settled_minor:\n+        capture.status = CaptureStatus.REFUNDED\n+    else:\n+        capture.status = CaptureStatus.PARTIALLY_REFUNDED\n"},
        {"old_path": "src/ledger/models.py", "new_path": "src/ledger/models.py", "a_mode": "100644", "b_mode": "100644",
         "new_file": False, "renamed_file": False, "deleted_file": False,
         "diff": "@@ -12,6 +12,7 @@ class CaptureStatus(str, Enum):\n     AUTHORISED = \"AUTHORISED\"\n     SETTLED = \"SETTLED\"\n+    PARTIALLY_REFUNDED = \"PARTIALLY_REFUNDED\"\n     REFUNDED = \"REFUNDED\"\n     CHARGEBACK = \"CHARGEBACK\"\n@@ -31,4 +32,5 @@ class Capture:\n     settled_minor: int = 0\n+    refunded_minor: int = 0\n     currency: str = \"EUR\"\n"},
        {"old_path": "tests/ledger/test_reconcile.py", "new_path": "tests/ledger/test_reconcile.py", "a_mode": "100644", "b_mode": "100644",
         "new_file": False, "renamed_file": False, "deleted_file": False,
         "diff": "@@ -88,3 +88,24 @@ def test_unmatched_reference_is_reported(repo):\n     assert reconcile_batch(repo, [line(\"XQ77\", \"Settled\", 1000)]) == [\"XQ77\"]\n+\n+\n+def test_partial_refund_keeps_capture_partially_refunded(repo):\n+    repo.add(capture(\"PSP-1\", settled_minor=5000))\n+    reconcile_batch(repo, [line(\"PSP-1\", \"Refunded\", -1500)])\n+    got = repo.capture_by_psp_reference(\"PSP-1\")\n+    assert got.refunded_minor == 1500\n+    assert got.status is CaptureStatus.PARTIALLY_REFUNDED\n+\n+\n+def test_two_partial_refunds_add_up_to_full(repo):\n+    repo.add(capture(\"PSP-2\", settled_minor=4000))\n+    reconcile_batch(repo, [line(\"PSP-2\", \"Refunded\", -1000), line(\"PSP-2\", \"Refunded\", -3000)])\n+    assert repo.capture_by_psp_reference(\"PSP-2\").status is CaptureStatus.REFUNDED\n"},
        {"old_path": "CHANGELOG.md", "new_path": "CHANGELOG.md", "a_mode": "100644", "b_mode": "100644",
         "new_file": False, "renamed_file": False, "deleted_file": False,
         "diff": "@@ -3,6 +3,7 @@\n ## Unreleased\n \n+- Reconciliation: partial refunds no longer mark the capture as fully refunded (#1290).\n - Ledger export: ISO 20022 camt.053 output behind `LEDGER_CAMT_EXPORT` flag.\n"},
    ]
    jobs = [
        {"id": 4410921, "name": "ruff", "stage": "lint", "status": "success", "duration": 41.8, "queued_duration": 2.1,
         "started_at": "2024-06-12T12:48:07.002Z", "finished_at": "2024-06-12T12:48:48.811Z", "runner": {"id": 62, "description": "k8s-runner-payments-3"}},
        {"id": 4410922, "name": "mypy", "stage": "lint", "status": "success", "duration": 77.3, "queued_duration": 2.4,
         "started_at": "2024-06-12T12:48:07.310Z", "finished_at": "2024-06-12T12:49:24.620Z", "runner": {"id": 61, "description": "k8s-runner-payments-2"}},
        {"id": 4410923, "name": "unit-tests", "stage": "test", "status": "success", "duration": 192.6, "queued_duration": 1.7,
         "started_at": "2024-06-12T12:49:26.415Z", "finished_at": "2024-06-12T12:52:39.015Z", "coverage": 91.4, "runner": {"id": 62, "description": "k8s-runner-payments-3"}},
        {"id": 4410924, "name": "integration-tests", "stage": "test", "status": "success", "duration": 401.2, "queued_duration": 3.9,
         "started_at": "2024-06-12T12:49:28.880Z", "finished_at": "2024-06-12T12:56:10.080Z", "runner": {"id": 60, "description": "k8s-runner-payments-1"}},
        {"id": 4410925, "name": "sast", "stage": "test", "status": "success", "duration": 118.0, "queued_duration": 2.2,
         "started_at": "2024-06-12T12:49:27.113Z", "finished_at": "2024-06-12T12:51:25.113Z", "allow_failure": True, "runner": {"id": 61, "description": "k8s-runner-payments-2"}},
        {"id": 4410926, "name": "build-image", "stage": "build", "status": "success", "duration": 312.5, "queued_duration": 4.6,
         "started_at": "2024-06-12T12:56:14.700Z", "finished_at": "2024-06-12T13:01:27.200Z", "runner": {"id": 60, "description": "k8s-runner-payments-1"}},
    ]
    note_body = "Looks good overall. One question on `_apply_refund`: a Refunded line that arrives before the capture is Settled (settled_minor == 0) will flip the capture straight to REFUNDED. Is that intended for same-batch capture+refund? Not blocking, approving."
    mr_list = [
        {"id": 90211, "iid": 482, "title": "Reconcile: handle partial refunds in settlement batches", "state": "opened",
         "author": {"username": "t.okonkwo"}, "labels": ["backend", "payments", "needs-review"], "draft": False,
         "updated_at": "2024-06-13T09:22:31.004Z", "detailed_merge_status": "mergeable", "user_notes_count": 4, "upvotes": 1,
         "web_url": "https://gitlab.northwind-pay.io/payments/ledger-service/-/merge_requests/482"},
        {"id": 90187, "iid": 479, "title": "camt.053 export: add BkToCstmrStmt/Stmt/Bal for closing booked balance", "state": "opened",
         "author": {"username": "m.lindqvist"}, "labels": ["backend", "payments"], "draft": False,
         "updated_at": "2024-06-12T16:40:12.377Z", "detailed_merge_status": "not_approved", "user_notes_count": 9, "upvotes": 0,
         "web_url": "https://gitlab.northwind-pay.io/payments/ledger-service/-/merge_requests/479"},
        {"id": 90142, "iid": 474, "title": "Draft: FX revaluation job for multi-currency ledgers", "state": "opened",
         "author": {"username": "s.brandt"}, "labels": ["backend", "payments", "rfc"], "draft": True,
         "updated_at": "2024-06-10T11:02:55.918Z", "detailed_merge_status": "draft_status", "user_notes_count": 17, "upvotes": 2,
         "web_url": "https://gitlab.northwind-pay.io/payments/ledger-service/-/merge_requests/474"},
    ]
    turns = [
        (call("get_merge_request", project_id=proj, merge_request_iid=482),
         pj(_gl_mr("2024-06-12T13:05:44.918Z", 3, GL_SHA, "not_approved"))),
        (call("get_merge_request_diffs", project_id=proj, merge_request_iid=482), pj(diffs)),
        (call("get_file_contents", project_id=proj, file_path="src/ledger/reconcile.py", ref=GL_SHA),
         pj({"file_name": "reconcile.py", "file_path": "src/ledger/reconcile.py", "size": len(GL_FILE.encode()), "encoding": "text",
             "content_sha256": "5d9e07c1a84b3f62e0d1c95a7b4f2e38c61a0d9b7e52f4c3a8d16b09e7f25c41", "ref": GL_SHA,
             "blob_id": "e18b0c7d2a95f4163c8e7d0b9a6f521c34e8d7f0", "commit_id": GL_SHA, "last_commit_id": GL_SHA,
             "content": GL_FILE})),
        (call("list_pipeline_jobs", project_id=proj, pipeline_id=118734), pj(jobs)),
        (call("create_merge_request_note", project_id=proj, merge_request_iid=482, body=note_body),
         pj({"id": 2291044, "type": None, "body": note_body, "attachment": None, "author": _gl_user(87, "r.adeyemi", "Ruth Adeyemi"),
             "created_at": "2024-06-13T09:21:07.552Z", "updated_at": "2024-06-13T09:21:07.552Z", "system": False,
             "noteable_id": 90211, "noteable_type": "MergeRequest", "project_id": 1377, "resolvable": False,
             "confidential": False, "internal": False, "noteable_iid": 482})),
        (call("get_merge_request", project_id=proj, merge_request_iid=482),
         pj(_gl_mr("2024-06-13T09:21:07.552Z", 4, GL_SHA_BAD, "not_approved"))),
        (call("approve_merge_request", project_id=proj, merge_request_iid=482),
         pj({"id": 90211, "iid": 482, "project_id": 1377, "title": "Reconcile: handle partial refunds in settlement batches",
             "state": "opened", "created_at": "2024-06-11T08:42:17.204Z", "updated_at": "2024-06-13T09:22:31.004Z",
             "merge_status": "can_be_merged", "approved": True, "approvals_required": 1, "approvals_left": 0,
             "require_password_to_approve": False, "approved_by": [{"user": _gl_user(87, "r.adeyemi", "Ruth Adeyemi")}],
             "suggested_approvers": [], "approvers": [], "approver_groups": [], "user_has_approved": True,
             "user_can_approve": False, "approval_rules_left": [], "has_approval_rules": True, "merge_request_approvers_available": True,
             "multiple_approval_rules_available": True, "invalid_approvers_rules": []})),
        (call("list_merge_requests", project_id=proj, state="opened", labels="payments"), pj(mr_list)),
    ]
    rs.add(task="mcp", tid="h29-mcp-01", system=system, turns=turns,
           state="Project payments/ledger-service (id 1377); MR !482 from feat/partial-refund-reconcile (3 commits, no pushes during the session); reviewer @r.adeyemi.",
           bad=True, turn=6, kind="merge request head sha changes between two reads with no new push")


# --------------------------------------------------------------------------------------------------------------
# 02 brewery batch tracker (clean): live hydrometer, agent logs a reading, changes status, Plato view
# --------------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    system = mcp_system("brewlog", "batch and tank tracker of Halfmoon Brewing Co.; FV tanks report live temperature, Tilt hydrometers post gravity every 15 min", [
        tool("list_batches", "List batches", {"status": S, "sort": S}, []),
        tool("get_batch", "Get one batch with its gravity readings", {"batch_id": S, "units": {"type": "string", "enum": ["sg", "plato"]}}, ["batch_id"]),
        tool("log_gravity_reading", "Record a manual gravity reading", {"batch_id": S, "gravity_sg": NUM, "temp_c": NUM, "method": S, "note": S}, ["batch_id", "gravity_sg"]),
        tool("update_batch_status", "Move a batch to another stage", {"batch_id": S, "status": S, "cold_crash_target_c": NUM}, ["batch_id", "status"]),
        tool("list_tanks", "List tanks with contents and live temperature", {}, []),
        tool("get_tank", "Get one tank", {"tank_id": S}, ["tank_id"]),
    ])
    t1 = mcp_text("""Active batches (5) — sorted by tank
TANK  BATCH    BEER                         STYLE              STATUS        DAY  OG     LATEST SG  TEMP °C  LAST READING
FV-1  HB-2416  Tideline Pils                German Pils        lagering      23   1.048  1.009      1.1      18 min ago
FV-2  HB-2421  Slow Fuse Hazy               NEIPA              fermenting     4   1.070  1.021      19.9     6 min ago
FV-3  HB-2419  Dry Creek Pale               American Pale Ale  fermenting     9   1.062  1.013      19.4     3 min ago
FV-4  HB-2422  Parlor Brown                 English Brown      fermenting     2   1.054  1.038      18.6     11 min ago
BT-2  HB-2412  Orchard Saison               Saison             carbonating   31   1.060  1.004      2.3      manual 2024-10-11
""")
    readings = [
        {"at": "2024-10-05T15:40:00Z", "sg": 1.062, "temp_c": 18.0, "source": "manual (refractometer, brix 15.2)", "id": "R-87400"},
        {"at": "2024-10-07T09:00:00Z", "sg": 1.031, "temp_c": 19.8, "source": "tilt-red", "id": "R-87655"},
        {"at": "2024-10-10T09:00:00Z", "sg": 1.016, "temp_c": 19.6, "source": "tilt-red", "id": "R-88012"},
        {"at": "2024-10-13T09:00:00Z", "sg": 1.0131, "temp_c": 19.4, "source": "tilt-red", "id": "R-88190"},
        {"at": "2024-10-14T09:00:00Z", "sg": 1.0127, "temp_c": 19.4, "source": "tilt-red", "id": "R-88204"},
        {"at": "2024-10-14T09:15:00Z", "sg": 1.0125, "temp_c": 19.4, "source": "tilt-red", "id": "R-88209"},
    ]
    batch = {"batch_id": "HB-2419", "name": "Dry Creek Pale", "style": "American Pale Ale", "recipe": "DCP v7", "tank": "FV-3",
             "volume_l": 1160, "brewed_on": "2024-10-05", "yeast": "Imperial A07 Flagship, 2 gen", "status": "fermenting",
             "og_sg": 1.062, "target_fg_sg": 1.011, "latest_sg": 1.0125, "apparent_attenuation_pct": 79.8,
             "abv_estimate_pct": 6.50, "tank_temp_c": 19.4, "setpoint_c": 19.5, "dry_hop": "Citra + Mosaic, 4 kg on day 6 (done)",
             "now": "2024-10-14T09:18:12Z", "last_reading_ago": "3 min ago", "readings": readings}
    t3 = {"ok": True, "reading": {"id": "R-88213", "batch_id": "HB-2419", "at": "2024-10-14T09:24:40Z", "sg": 1.012, "temp_c": 19.5,
                                  "source": "manual (refractometer, alcohol-corrected)", "note": "3 days stable on Tilt, FG reached"},
          "batch": {"latest_sg": 1.012, "apparent_attenuation_pct": 80.6, "abv_estimate_pct": 6.56}}
    t4 = {"ok": True, "batch_id": "HB-2419", "previous_status": "fermenting", "status": "conditioning",
          "cold_crash": {"target_c": 2.0, "ramp": "step 17 → 10 → 2 °C over 36 h", "started_at": "2024-10-14T09:26:03Z"},
          "tank": "FV-3", "setpoint_c": 17.0, "updated_by": "brewbot (api)", "updated_at": "2024-10-14T09:26:03Z"}
    t5 = mcp_text("""Tanks (as of 2024-10-14 09:41 UTC)
TANK  TYPE                CAP L  CONTENTS                      STATUS        TEMP °C  SETPOINT  GLYCOL
FV-1  unitank             1200   HB-2416 Tideline Pils          lagering      1.0      1.0       open 12%
FV-2  unitank             1200   HB-2421 Slow Fuse Hazy         fermenting    20.1     20.0      closed
FV-3  unitank             1200   HB-2419 Dry Creek Pale         conditioning  17.6     17.0      open 48%   (cold crash step 1/3)
FV-4  unitank             1200   HB-2422 Parlor Brown           fermenting    18.8     18.5      open 6%
FV-5  unitank             2400   —                              clean/sanitized —      —         closed     CIP 2024-10-12 16:05
BT-1  brite               1200   —                              clean/sanitized —      —         closed     CIP 2024-10-13 10:40
BT-2  brite               1200   HB-2412 Orchard Saison         carbonating   2.2      2.0       open 9%    2.4 vol target
""")
    readings_p = [
        {"at": "2024-10-05T15:40:00Z", "plato": 15.21, "temp_c": 18.0, "source": "manual (refractometer, brix 15.2)", "id": "R-87400"},
        {"at": "2024-10-07T09:00:00Z", "plato": 7.80, "temp_c": 19.8, "source": "tilt-red", "id": "R-87655"},
        {"at": "2024-10-10T09:00:00Z", "plato": 4.08, "temp_c": 19.6, "source": "tilt-red", "id": "R-88012"},
        {"at": "2024-10-13T09:00:00Z", "plato": 3.35, "temp_c": 19.4, "source": "tilt-red", "id": "R-88190"},
        {"at": "2024-10-14T09:00:00Z", "plato": 3.25, "temp_c": 19.4, "source": "tilt-red", "id": "R-88204"},
        {"at": "2024-10-14T09:15:00Z", "plato": 3.19, "temp_c": 19.4, "source": "tilt-red", "id": "R-88209"},
        {"at": "2024-10-14T09:24:40Z", "plato": 3.07, "temp_c": 19.5, "source": "manual (refractometer, alcohol-corrected)", "id": "R-88213"},
        {"at": "2024-10-14T09:30:00Z", "plato": 3.14, "temp_c": 18.4, "source": "tilt-red", "id": "R-88216"},
        {"at": "2024-10-14T09:45:00Z", "plato": 3.12, "temp_c": 17.2, "source": "tilt-red", "id": "R-88221"},
    ]
    batch_p = {"batch_id": "HB-2419", "name": "Dry Creek Pale", "style": "American Pale Ale", "tank": "FV-3", "units": "°P",
               "status": "conditioning", "og_plato": 15.21, "target_fg_plato": 2.81, "latest_plato": 3.12,
               "latest_note": "latest = most recent reading of any source; Tilt reads ~0.05 °P high while temperature falls",
               "abv_estimate_pct": 6.54, "tank_temp_c": 17.2, "setpoint_c": 17.0, "now": "2024-10-14T09:47:30Z",
               "last_reading_ago": "2 min ago", "readings": readings_p}
    t7 = mcp_text("""Active batches (5) — sorted by start date (newest first)
BATCH    BEER                 STATUS        STARTED     DAY  OG     LATEST SG  ABV EST  TANK
HB-2422  Parlor Brown         fermenting    2024-10-12   2   1.054  1.037      2.2 %    FV-4
HB-2421  Slow Fuse Hazy       fermenting    2024-10-10   4   1.070  1.020      6.6 %    FV-2
HB-2419  Dry Creek Pale       conditioning  2024-10-05   9   1.062  1.012      6.5 %    FV-3
HB-2416  Tideline Pils        lagering      2024-09-21  23   1.048  1.009      5.1 %    FV-1
HB-2412  Orchard Saison       carbonating   2024-09-13  31   1.060  1.004      7.4 %    BT-2
""")
    t8 = {"tank_id": "BT-1", "type": "brite", "capacity_l": 1200, "contents": None, "status": "clean/sanitized",
          "last_cip": {"at": "2024-10-13T10:40:00Z", "caustic_c": 71, "acid": "phosphoric/nitric blend", "sanitizer": "PAA 200 ppm", "by": "Lena"},
          "reserved_for": None, "carb_stone": "installed, soaked 2024-10-13", "pressure_bar": 0.0,
          "history": [{"batch_id": "HB-2409", "beer": "Harvest Lager", "in": "2024-09-30", "out": "2024-10-12"},
                      {"batch_id": "HB-2403", "beer": "Dry Creek Pale", "in": "2024-09-12", "out": "2024-09-27"}]}
    turns = [
        (call("list_batches", status="active"), t1),
        (call("get_batch", batch_id="HB-2419"), pj(batch)),
        (call("log_gravity_reading", batch_id="HB-2419", gravity_sg=1.012, temp_c=19.5, method="refractometer, alcohol-corrected",
              note="3 days stable on Tilt, FG reached"), pj(t3)),
        (call("update_batch_status", batch_id="HB-2419", status="conditioning", cold_crash_target_c=2), pj(t4)),
        (call("list_tanks"), t5),
        (call("get_batch", batch_id="HB-2419", units="plato"), pj(batch_p)),
        (call("list_batches", status="active", sort="start_date"), t7),
        (call("get_tank", tank_id="BT-1"), pj(t8)),
    ]
    rs.add(task="mcp", tid="h29-mcp-02", system=system, turns=turns,
           state="Brewery with FV-1..FV-5 and BT-1..BT-2; Tilt hydrometers in FV-1..FV-4; it is 2024-10-14 around 09:15 UTC.")


# --------------------------------------------------------------------------------------------------------------
# 03 Asana (clean): paginated listing, subtask created, reassignment, completion, sorted search
# --------------------------------------------------------------------------------------------------------------
AS_PEOPLE = {"Priya Nair": "1201887340021455", "Owen Hale": "1203300918762201", "Lucia Ferreira": "1204119920033817",
             "Dev Patel": "1202775501338190", "Marcus Bell": "1205013377104482", "Hannah Cho": "1203998124470036"}
AS_TASKS = [
    ("1208412236650104", "Finalize sitemap and URL structure", True, "Priya Nair", "2024-10-04"),
    ("1208412236650117", "Content inventory spreadsheet", True, "Owen Hale", "2024-10-07"),
    ("1208412236650132", "Migrate blog posts to new CMS", False, "Owen Hale", "2024-11-01"),
    ("1208412236650145", "Design system: button + form components", False, "Lucia Ferreira", "2024-10-25"),
    ("1208412236650151", "Accessibility audit of checkout", False, "Dev Patel", "2024-10-31"),
    ("1208412236650166", "Set up staging environment on Vercel", False, "Marcus Bell", "2024-10-18"),
    ("1208412236650178", "Write new homepage copy", False, "Hannah Cho", "2024-10-28"),
    ("1208412236650183", "Product photography shot list", False, "Hannah Cho", "2024-11-04"),
    ("1208412236650199", "Analytics: GA4 events + consent mode", False, "Dev Patel", "2024-11-06"),
    ("1208412236650204", "Cookie banner vendor decision", False, "Priya Nair", "2024-10-22"),
    ("1208412236650212", "Load testing plan", False, "Marcus Bell", "2024-11-12"),
    ("1208412236650227", "Redirect QA checklist", False, "Owen Hale", "2024-11-13"),
    ("1208412236650235", "Launch comms + press kit", False, "Hannah Cho", "2024-11-18"),
    ("1208412236650240", "Go/no-go meeting", False, "Priya Nair", "2024-11-19"),
]


def _as_compact(t: tuple[str, str, bool, str, str]) -> dict[str, Any]:
    gid, name, done, who, due = t
    return {"gid": gid, "name": name, "resource_type": "task", "resource_subtype": "default_task", "completed": done,
            "assignee": {"gid": AS_PEOPLE[who], "name": who, "resource_type": "user"}, "due_on": due}


def t03(rs: RowSet) -> None:
    proj = "1208412236650021"
    system = mcp_system("asana", "Asana API for the workspace 'Kettle & Pine Marketing', as the user Priya Nair", [
        tool("asana_list_tasks", "List tasks of a project (project order), paginated", {"project_id": S, "limit": INT, "offset": S, "opt_fields": S}, ["project_id"]),
        tool("asana_get_task", "Get a task", {"task_id": S}, ["task_id"]),
        tool("asana_create_task", "Create a task or a subtask (with parent)", {"name": S, "parent": S, "projects": A, "assignee": S, "due_on": S, "notes": S}, ["name"]),
        tool("asana_update_task", "Update a task", {"task_id": S, "assignee": S, "due_on": S, "completed": B, "name": S}, ["task_id"]),
        tool("asana_search_tasks", "Search tasks in the workspace", {"projects_any": S, "completed": B, "sort_by": S, "sort_ascending": B}, []),
        tool("asana_create_story", "Comment on a task", {"task_id": S, "text": S}, ["task_id", "text"]),
    ])
    opt = "name,completed,assignee.name,due_on"
    p1 = {"data": [_as_compact(t) for t in AS_TASKS[:10]],
          "next_page": {"offset": "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IjEwIn0.xK2m", "path": f"/projects/{proj}/tasks?limit=10&offset=eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IjEwIn0.xK2m",
                        "uri": f"https://app.asana.com/api/1.0/projects/{proj}/tasks?limit=10&offset=eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJib3JkZXJfcmFuayI6IjEwIn0.xK2m"}}
    p2 = {"data": [_as_compact(t) for t in AS_TASKS[10:]], "next_page": None}
    x = "1208412236650132"
    follow = [{"gid": AS_PEOPLE["Owen Hale"], "name": "Owen Hale"}, {"gid": AS_PEOPLE["Priya Nair"], "name": "Priya Nair"}]

    def task_x(assignee: str, due: str, modified: str, subs: int, followers: list[dict[str, str]]) -> dict[str, Any]:
        return {"data": {"gid": x, "resource_type": "task", "name": "Migrate blog posts to new CMS",
                         "notes": "Move all 212 posts from WordPress to Sanity. Keep slugs; posts before 2019 go to /archive. Images re-uploaded to the Sanity asset pipeline (WebP).",
                         "completed": False, "completed_at": None, "assignee": {"gid": AS_PEOPLE[assignee], "name": assignee},
                         "due_on": due, "start_on": "2024-10-14", "created_at": "2024-09-23T14:11:02.551Z", "modified_at": modified,
                         "num_subtasks": subs, "num_likes": 0, "liked": False, "parent": None,
                         "memberships": [{"project": {"gid": proj, "name": "Q4 Website Relaunch"}, "section": {"gid": "1208412236650060", "name": "Build"}}],
                         "projects": [{"gid": proj, "name": "Q4 Website Relaunch"}], "tags": [{"gid": "1207001100451122", "name": "content"}],
                         "followers": followers,
                         "custom_fields": [{"gid": "1206100200300401", "name": "Priority", "display_value": "High", "enum_value": {"name": "High", "color": "red"}},
                                           {"gid": "1206100200300417", "name": "Estimate (h)", "display_value": "16", "number_value": 16}],
                         "workspace": {"gid": "1199000111222333", "name": "Kettle & Pine Marketing"},
                         "permalink_url": f"https://app.asana.com/0/{proj}/{x}"}}
    sub = {"data": {"gid": "1208539014772391", "resource_type": "task", "name": "Redirect map for /blog/* URLs", "completed": False,
                    "assignee": {"gid": AS_PEOPLE["Owen Hale"], "name": "Owen Hale"}, "due_on": "2024-10-30",
                    "parent": {"gid": x, "name": "Migrate blog posts to new CMS", "resource_type": "task"}, "projects": [],
                    "notes": "CSV old_url,new_url for every post; /blog/YYYY/MM/slug -> /journal/slug; pre-2019 -> /archive/slug.",
                    "created_at": "2024-10-16T13:02:18.410Z", "modified_at": "2024-10-16T13:02:18.410Z",
                    "permalink_url": f"https://app.asana.com/0/{proj}/1208539014772391"}}
    upd_y = {"data": {"gid": "1208412236650151", "resource_type": "task", "name": "Accessibility audit of checkout", "completed": True,
                      "completed_at": "2024-10-16T13:03:41.219Z", "completed_by": {"gid": AS_PEOPLE["Priya Nair"], "name": "Priya Nair"},
                      "assignee": {"gid": AS_PEOPLE["Dev Patel"], "name": "Dev Patel"}, "due_on": "2024-10-31",
                      "modified_at": "2024-10-16T13:03:41.219Z"}}
    open_sorted = sorted([t for t in AS_TASKS if not t[2] and t[0] != "1208412236650151"], key=lambda t: t[4] if t[0] != x else "2024-11-08")
    search = {"data": [dict(_as_compact(t), **({"assignee": {"gid": AS_PEOPLE["Marcus Bell"], "name": "Marcus Bell", "resource_type": "user"}, "due_on": "2024-11-08"} if t[0] == x else {}))
                       for t in open_sorted]}
    story = {"data": {"gid": "1208539017730084", "resource_type": "story", "type": "comment", "resource_subtype": "comment_added",
                      "text": "Reassigned to Marcus since Owen is on the redirect map this sprint; due moved to Nov 8. Redirect map is now a subtask.",
                      "created_at": "2024-10-16T13:05:12.903Z", "created_by": {"gid": AS_PEOPLE["Priya Nair"], "name": "Priya Nair"},
                      "target": {"gid": x, "name": "Migrate blog posts to new CMS"}, "is_pinned": False, "is_edited": False}}
    turns = [
        (call("asana_list_tasks", project_id=proj, limit=10, opt_fields=opt), pj(p1)),
        (call("asana_list_tasks", project_id=proj, limit=10, offset=p1["next_page"]["offset"], opt_fields=opt), pj(p2)),
        (call("asana_get_task", task_id=x), pj(task_x("Owen Hale", "2024-11-01", "2024-10-14T10:37:45.002Z", 2, follow))),
        (call("asana_create_task", name="Redirect map for /blog/* URLs", parent=x, assignee=AS_PEOPLE["Owen Hale"], due_on="2024-10-30",
              notes="CSV old_url,new_url for every post; /blog/YYYY/MM/slug -> /journal/slug; pre-2019 -> /archive/slug."), pj(sub)),
        (call("asana_update_task", task_id=x, assignee=AS_PEOPLE["Marcus Bell"], due_on="2024-11-08"),
         pj({"data": {"gid": x, "name": "Migrate blog posts to new CMS", "assignee": {"gid": AS_PEOPLE["Marcus Bell"], "name": "Marcus Bell"},
                      "due_on": "2024-11-08", "completed": False, "modified_at": "2024-10-16T13:03:05.774Z"}})),
        (call("asana_update_task", task_id="1208412236650151", completed=True), pj(upd_y)),
        (call("asana_get_task", task_id=x), pj(task_x("Marcus Bell", "2024-11-08", "2024-10-16T13:03:05.774Z", 3,
                                                      follow + [{"gid": AS_PEOPLE["Marcus Bell"], "name": "Marcus Bell"}]))),
        (call("asana_search_tasks", projects_any=proj, completed=False, sort_by="due_date", sort_ascending=True), pj(search)),
        (call("asana_create_story", task_id=x, text=story["data"]["text"]), pj(story)),
    ]
    rs.add(task="mcp", tid="h29-mcp-03", system=system, turns=turns,
           state="Project 'Q4 Website Relaunch' (gid 1208412236650021) with 14 tasks, 2 of them completed; today is 2024-10-16.")


# --------------------------------------------------------------------------------------------------------------
# 04 vet clinic scheduler (bad: a cancelled appointment is back as confirmed)
# --------------------------------------------------------------------------------------------------------------
VET_1119 = [
    ("APT-77398", "08:00", "Dr. Okafor", "Exam 1", "Milo", "P-18842", "canine · Labrador Retriever", "Annual wellness + DHPP/Lepto", 30, "confirmed"),
    ("APT-77405", "08:30", "Dr. Sato", "Surgery", "Pepper", "P-21107", "feline · DSH", "Spay (OVH), drop-off 07:45", 90, "confirmed"),
    ("APT-77412", "09:30", "Dr. Okafor", "Exam 1", "Biscuit", "P-20931", "canine · Cavalier KCS", "Dental recheck (post-extraction)", 30, "confirmed"),
    ("APT-77418", "09:30", "Dr. Whitlock", "Exam 2", "Juniper", "P-19755", "rabbit · Holland Lop", "GI stasis follow-up", 30, "confirmed"),
    ("APT-77420", "10:00", "Dr. Okafor", "Exam 1", "Rocco", "P-17310", "canine · Boxer", "Lameness, L hind", 30, "confirmed"),
    ("APT-77427", "10:15", "Dr. Whitlock", "Ward", "Luna", "P-20488", "feline · Maine Coon", "Glucose curve (drop-off, 8 h)", 480, "confirmed"),
    ("APT-77431", "11:00", "Dr. Okafor", "Exam 1", "Hazel", "P-21890", "canine · Mixed", "New puppy exam", 45, "unconfirmed"),
    ("APT-77436", "11:00", "Dr. Sato", "Exam 3", "Ziggy", "P-16654", "ferret", "Adrenal recheck", 30, "confirmed"),
    ("APT-77440", "13:00", "Dr. Okafor", "Exam 1", "Duke", "P-15502", "canine · German Shepherd", "Pre-anesthetic bloodwork", 30, "confirmed"),
    ("APT-77444", "13:30", "Dr. Sato", "Surgery", "Maple", "P-20077", "canine · Beagle", "Mass removal, R flank", 120, "confirmed"),
    ("APT-77449", "14:00", "Dr. Whitlock", "Exam 2", "Oreo", "P-21432", "guinea pig", "Dental (incisor overgrowth)", 30, "confirmed"),
    ("APT-77453", "14:30", "Dr. Okafor", "Exam 1", "Nala", "P-19012", "canine · Shih Tzu", "Otitis recheck", 20, "unconfirmed"),
    ("APT-77458", "15:30", "Dr. Whitlock", "Exam 3", "Bandit", "P-18390", "feline · DSH", "FVRCP + rabies booster", 30, "confirmed"),
    ("APT-77461", "16:00", "Dr. Okafor", "Exam 1", "Cleo", "P-20655", "feline · Siamese", "Senior wellness + bloodwork", 45, "confirmed"),
]


def _vet_day(date: str, rows: list[tuple[Any, ...]], title: str) -> str:
    conf = sum(r[9] == "confirmed" for r in rows)
    lines = [f"{title} — {date}", f"{len(rows)} appointments ({conf} confirmed, {len(rows) - conf} unconfirmed)", "",
             "ID         TIME   VET           ROOM     PATIENT  (ID)       SPECIES/BREED              REASON                               MIN  STATUS"]
    for r in rows:
        lines.append(f"{r[0]:<10} {r[1]}  {r[2]:<13} {r[3]:<8} {r[4]:<8} ({r[5]})  {r[6]:<26} {r[7]:<36} {r[8]:>3}  {r[9]}")
    return "\n".join(lines)


def t04(rs: RowSet) -> None:
    system = mcp_system("pawsched", "appointment scheduler of Riverside Veterinary Clinic (3 vets, exam rooms 1-3, surgery, ward)", [
        tool("list_appointments", "List the appointments of a day, optionally for one vet", {"date": S, "vet": S}, ["date"]),
        tool("get_patient", "Get a patient with owner, alerts and appointments", {"patient_id": S}, ["patient_id"]),
        tool("cancel_appointment", "Cancel an appointment", {"appointment_id": S, "reason": S}, ["appointment_id"]),
        tool("find_slots", "Free slots for a vet on a day", {"date": S, "vet": S, "duration_min": INT}, ["date", "duration_min"]),
        tool("book_appointment", "Book an appointment", {"patient_id": S, "start": S, "vet": S, "duration_min": INT, "reason": S}, ["patient_id", "start", "vet", "duration_min"]),
        tool("send_reminder", "Send an appointment reminder to the owner", {"appointment_id": S, "channel": S}, ["appointment_id", "channel"]),
    ])
    after_cancel = [r for r in VET_1119 if r[0] != "APT-77412"]
    assert len(after_cancel) == 13

    def patient(upcoming: list[dict[str, Any]], extra_hist: list[dict[str, Any]]) -> dict[str, Any]:
        return {"patient_id": "P-20931", "name": "Biscuit", "species": "canine", "breed": "Cavalier King Charles Spaniel", "sex": "FS",
                "dob": "2017-05-02", "age": "7y 6m", "weight": {"kg": 8.4, "recorded": "2024-10-22"}, "color": "Blenheim",
                "microchip": "985141002377615",
                "owner": {"client_id": "C-11408", "name": "Dana Kowalczyk", "phone": "+1 (503) 555-0148", "email": "dana.kowalczyk@fastmail.com", "sms_opt_in": True, "balance_due": 0.0},
                "alerts": ["Mitral valve disease (ACVIM B1) — cardiology recheck due 2025-02", "Fear-free: treats OK (chicken-free diet)"],
                "medications": [{"drug": "Pimobendan", "dose": "1.25 mg PO q12h", "since": "2023-11-08"}],
                "upcoming": upcoming,
                "history": extra_hist + [{"date": "2024-10-22", "vet": "Dr. Okafor", "type": "Dental prophylaxis + extraction 106/206", "invoice": "INV-203311"},
                            {"date": "2024-10-08", "vet": "Dr. Okafor", "type": "Pre-dental exam + bloodwork", "invoice": "INV-202764"},
                            {"date": "2024-05-14", "vet": "Dr. Whitlock", "type": "Annual wellness + rabies", "invoice": "INV-195502"}]}
    okafor_1121 = [
        ("APT-77502", "08:30", "Dr. Okafor", "Exam 1", "Tucker", "P-17788", "canine · Golden Retriever", "Hot spot recheck", 30, "confirmed"),
        ("APT-77511", "09:30", "Dr. Okafor", "Exam 1", "Mochi", "P-21655", "feline · Ragdoll", "URI, sneezing 5 days", 30, "confirmed"),
        ("APT-77515", "10:00", "Dr. Okafor", "Exam 1", "Gus", "P-14920", "canine · Pug", "Weight check", 30, "unconfirmed"),
        ("APT-77590", "10:30", "Dr. Okafor", "Exam 1", "Biscuit", "P-20931", "canine · Cavalier KCS", "Dental recheck (post-extraction)", 30, "confirmed"),
        ("APT-77524", "11:00", "Dr. Okafor", "Exam 1", "Pearl", "P-20311", "feline · DSH", "Hyperthyroid T4 recheck", 30, "confirmed"),
        ("APT-77530", "13:00", "Dr. Okafor", "Exam 1", "Bruno", "P-18106", "canine · Rottweiler", "Skin biopsy (local)", 60, "confirmed"),
        ("APT-77537", "14:30", "Dr. Okafor", "Exam 1", "Willow", "P-19933", "canine · Whippet", "Second opinion: cough", 60, "confirmed"),
        ("APT-77541", "16:00", "Dr. Okafor", "Exam 1", "Smokey", "P-16270", "feline · Russian Blue", "Senior wellness", 45, "confirmed"),
    ]
    turns = [
        (call("list_appointments", date="2024-11-19"), _vet_day("Tue 2024-11-19", VET_1119, "Riverside Veterinary Clinic")),
        (call("get_patient", patient_id="P-20931"),
         pj(patient([{"appointment_id": "APT-77412", "start": "2024-11-19T09:30", "vet": "Dr. Okafor", "reason": "Dental recheck (post-extraction)", "status": "confirmed"}], []))),
        (call("cancel_appointment", appointment_id="APT-77412", reason="owner request - reschedule to Thursday"),
         pj({"appointment_id": "APT-77412", "status": "cancelled", "cancelled_at": "2024-11-18T15:02:44-08:00", "cancelled_by": "frontdesk-agent",
             "reason": "owner request - reschedule to Thursday", "late_cancel_fee": None,
             "slot_released": {"vet": "Dr. Okafor", "room": "Exam 1", "start": "2024-11-19T09:30", "duration_min": 30},
             "waitlist_offered_to": [], "owner_notification": {"channel": "sms", "status": "queued"}})),
        (call("find_slots", date="2024-11-21", vet="Dr. Okafor", duration_min=30),
         pj({"date": "2024-11-21", "vet": "Dr. Okafor", "duration_min": 30, "clinic_hours": "08:00-17:00", "lunch_block": "12:00-13:00",
             "slots": ["08:00", "09:00", "10:30", "11:30", "14:00", "15:30"]})),
        (call("book_appointment", patient_id="P-20931", start="2024-11-21T10:30", vet="Dr. Okafor", duration_min=30, reason="Dental recheck (post-extraction)"),
         pj({"appointment_id": "APT-77590", "status": "confirmed", "patient": {"id": "P-20931", "name": "Biscuit"},
             "owner": {"client_id": "C-11408", "name": "Dana Kowalczyk"}, "vet": "Dr. Okafor", "room": "Exam 1",
             "start": "2024-11-21T10:30", "end": "2024-11-21T11:00", "reason": "Dental recheck (post-extraction)",
             "created_at": "2024-11-18T15:04:19-08:00", "reminders": {"auto": "24h before via sms"}})),
        (call("send_reminder", appointment_id="APT-77590", channel="sms"),
         pj({"appointment_id": "APT-77590", "channel": "sms", "to": "+1 (503) 555-0148", "message_id": "SM7c1e0a4d92b34f8e",
             "status": "sent", "sent_at": "2024-11-18T15:04:52-08:00",
             "body": "Riverside Vet: Biscuit's dental recheck is now Thu Nov 21 at 10:30 AM with Dr. Okafor. Reply C to confirm or call (503) 555-0100."})),
        (call("list_appointments", date="2024-11-21", vet="Dr. Okafor"), _vet_day("Thu 2024-11-21 · Dr. Okafor", okafor_1121, "Riverside Veterinary Clinic")),
        (call("list_appointments", date="2024-11-19"), _vet_day("Tue 2024-11-19", VET_1119, "Riverside Veterinary Clinic")),
        (call("get_patient", patient_id="P-20931"),
         pj(patient([{"appointment_id": "APT-77590", "start": "2024-11-21T10:30", "vet": "Dr. Okafor", "reason": "Dental recheck (post-extraction)", "status": "confirmed"}],
                    [{"date": "2024-11-18", "vet": None, "type": "APT-77412 (2024-11-19 09:30) cancelled — owner request - reschedule to Thursday", "invoice": None}]))),
    ]
    rs.add(task="mcp", tid="h29-mcp-04", system=system, turns=turns,
           state="Front-desk agent of Riverside Veterinary Clinic; today is Mon 2024-11-18; the owner of Biscuit asked to move Tuesday's recheck to Thursday.",
           bad=True, turn=8, kind="appointment cancelled earlier is listed again as confirmed on the day schedule")


# --------------------------------------------------------------------------------------------------------------
# 05 Trello (bad: a renamed card shows up under its old name)
# --------------------------------------------------------------------------------------------------------------
TR_BOARD = "64f1c2a9e8b7d60012ab34cd"
TR_LISTS = {"Backlog": "64f1c2a9e8b7d60012ab34d1", "To Do": "64f1c2a9e8b7d60012ab34d2", "In Progress": "64f1c2a9e8b7d60012ab34d3",
            "Code Review": "64f1c2a9e8b7d60012ab34d4", "Done": "64f1c2a9e8b7d60012ab34d5"}
TR_LABELS = {"bug": {"id": "64f1c2aa01c4e90015aa0001", "name": "bug", "color": "red"},
             "android": {"id": "64f1c2aa01c4e90015aa0002", "name": "android", "color": "green"},
             "tech-debt": {"id": "64f1c2aa01c4e90015aa0003", "name": "tech-debt", "color": "purple"},
             "design": {"id": "64f1c2aa01c4e90015aa0004", "name": "design", "color": "sky"},
             "P1": {"id": "64f1c2aa01c4e90015aa0005", "name": "P1", "color": "orange_dark"},
             "ios": {"id": "64f1c2aa01c4e90015aa0006", "name": "ios", "color": "black"}}
TR_OLD = "Fix login bug"
TR_NEW = "Fix SSO login redirect loop (Okta)"
TR_CARD = "6520aa01f3b9c4001d7e1142"


def _tr_card(cid: str, short: int, name: str, lst: str, labels: list[str], pos: float, last: str, comments: int = 0,
             desc: str = "", due: str | None = None, members: list[str] | None = None) -> dict[str, Any]:
    return {"id": cid, "idShort": short, "name": name, "idList": TR_LISTS[lst], "idBoard": TR_BOARD, "closed": False, "pos": pos,
            "desc": desc, "due": due, "dueComplete": False, "idMembers": members or [],
            "labels": [TR_LABELS[lb] for lb in labels], "dateLastActivity": last,
            "badges": {"comments": comments, "attachments": 0, "checkItems": 0, "checkItemsChecked": 0, "description": bool(desc)},
            "shortUrl": f"https://trello.com/c/{cid[-8:]}", "url": f"https://trello.com/c/{cid[-8:]}/{short}-{name.lower().replace(' ', '-')[:40]}"}


def t05(rs: RowSet) -> None:
    system = mcp_system("trello", "Trello REST API for the board 'Mobile App – Sprint Board'", [
        tool("get_lists", "Lists of the board with card counts", {"board_id": S}, ["board_id"]),
        tool("get_cards_by_list", "Open cards of a list", {"list_id": S}, ["list_id"]),
        tool("update_card", "Update a card's fields", {"card_id": S, "name": S, "desc": S, "due": S}, ["card_id"]),
        tool("add_label_to_card", "Add a board label to a card", {"card_id": S, "label_id": S}, ["card_id", "label_id"]),
        tool("add_comment", "Comment on a card", {"card_id": S, "text": S}, ["card_id", "text"]),
        tool("move_card", "Move a card to a list", {"card_id": S, "list_id": S, "pos": S}, ["card_id", "list_id"]),
        tool("create_card", "Create a card", {"list_id": S, "name": S, "desc": S, "idLabels": A}, ["list_id", "name"]),
        tool("archive_card", "Archive (close) a card", {"card_id": S}, ["card_id"]),
        tool("get_board_summary", "Board with lists and open card counts", {"board_id": S}, ["board_id"]),
    ])
    members = ["5e8c0d7a2b11f30019c44a01"]
    desc = "Users on Okta SSO bounce between /auth/callback and /login after the 3.8.0 update. Repro: iOS 17.5, Okta tenant kettle-prod, app cold start. Suspect state param dropped when the PKCE verifier is restored from SecureStore."
    backlog = [
        _tr_card(TR_CARD, 142, TR_OLD, "Backlog", ["bug"], 16384, "2024-05-28T10:14:22.410Z"),
        _tr_card("6520aa01f3b9c4001d7e1138", 138, "Dark mode for settings screen", "Backlog", ["design"], 32768, "2024-05-21T08:02:51.003Z"),
        _tr_card("6520aa01f3b9c4001d7e1145", 145, "Push notification opt-in copy", "Backlog", [], 49152, "2024-05-29T15:40:09.118Z"),
        _tr_card("6520aa01f3b9c4001d7e1147", 147, "Crash on Android 14 when opening camera", "Backlog", ["bug", "android"], 65536, "2024-06-01T09:31:44.727Z"),
        _tr_card("6520aa01f3b9c4001d7e1131", 131, "Offline cache for order history", "Backlog", [], 81920, "2024-05-10T12:20:00.501Z"),
        _tr_card("6520aa01f3b9c4001d7e1129", 129, "Upgrade React Native to 0.74", "Backlog", ["tech-debt"], 98304, "2024-05-08T17:05:36.912Z"),
        _tr_card("6520aa01f3b9c4001d7e1150", 150, "App Store screenshots refresh", "Backlog", ["design", "ios"], 114688, "2024-06-02T11:48:17.260Z"),
    ]
    t3 = _tr_card(TR_CARD, 142, TR_NEW, "Backlog", ["bug"], 16384, "2024-06-03T09:12:04.318Z", desc=desc)
    t4 = [TR_LABELS["bug"], TR_LABELS["P1"]]
    t5 = {"id": "665d8a1c7e42b90012f0c3a9", "idMemberCreator": members[0], "type": "commentCard", "date": "2024-06-03T09:13:26.884Z",
          "data": {"text": "Taking this. Will add a Detox e2e for the Okta flow once fixed.", "card": {"id": TR_CARD, "name": TR_NEW, "idShort": 142, "shortLink": TR_CARD[-8:]},
                   "board": {"id": TR_BOARD, "name": "Mobile App – Sprint Board"}, "list": {"id": TR_LISTS["Backlog"], "name": "Backlog"}},
          "memberCreator": {"id": members[0], "fullName": "Sam Reyes", "username": "samreyes"}}
    t6 = _tr_card(TR_CARD, 142, TR_NEW, "In Progress", ["bug", "P1"], 8192, "2024-06-03T09:14:02.105Z", comments=1, desc=desc, members=members)
    inprog_ok = [
        _tr_card(TR_CARD, 142, TR_NEW, "In Progress", ["bug", "P1"], 8192, "2024-06-03T09:14:02.105Z", comments=1, desc=desc, members=members),
        _tr_card("6520aa01f3b9c4001d7e1133", 133, "Payment sheet: Apple Pay button", "In Progress", ["ios"], 16384, "2024-06-02T16:22:40.774Z", comments=4,
                 members=["5e8c0d7a2b11f30019c44a07"], due="2024-06-07T17:00:00.000Z"),
        _tr_card("6520aa01f3b9c4001d7e1140", 140, "Onboarding carousel analytics", "In Progress", [], 32768, "2024-05-31T13:09:55.648Z", comments=2,
                 members=["5e8c0d7a2b11f30019c44a03"]),
    ]
    inprog = [dict(inprog_ok[0], name=TR_OLD)] + inprog_ok[1:]
    new = _tr_card("665d8b02e1a4c70013d9f611", 153, "Add Okta SSO e2e test to Detox suite", "To Do", ["tech-debt"], 65536, "2024-06-03T09:16:40.390Z",
                   desc="Cover cold start + resume after background; run against kettle-staging Okta tenant.")
    arch = dict(backlog[6], closed=True, dateLastActivity="2024-06-03T09:17:11.052Z")
    turns = [
        (call("get_lists", board_id=TR_BOARD),
         pj([{"id": TR_LISTS[n], "name": n, "closed": False, "pos": p, "idBoard": TR_BOARD, "openCards": c}
             for n, p, c in [("Backlog", 16384, 7), ("To Do", 32768, 4), ("In Progress", 49152, 2), ("Code Review", 65536, 1), ("Done", 81920, 18)]])),
        (call("get_cards_by_list", list_id=TR_LISTS["Backlog"]), pj(backlog)),
        (call("update_card", card_id=TR_CARD, name=TR_NEW, desc=desc), pj(t3)),
        (call("add_label_to_card", card_id=TR_CARD, label_id=TR_LABELS["P1"]["id"]), pj(t4)),
        (call("add_comment", card_id=TR_CARD, text="Taking this. Will add a Detox e2e for the Okta flow once fixed."), pj(t5)),
        (call("move_card", card_id=TR_CARD, list_id=TR_LISTS["In Progress"], pos="top"), pj(t6)),
        (call("get_cards_by_list", list_id=TR_LISTS["In Progress"]), pj(inprog)),
        (call("create_card", list_id=TR_LISTS["To Do"], name="Add Okta SSO e2e test to Detox suite",
              desc="Cover cold start + resume after background; run against kettle-staging Okta tenant.", idLabels=[TR_LABELS["tech-debt"]["id"]]), pj(new)),
        (call("archive_card", card_id="6520aa01f3b9c4001d7e1150"), pj(arch)),
        (call("get_board_summary", board_id=TR_BOARD),
         pj({"id": TR_BOARD, "name": "Mobile App – Sprint Board", "url": "https://trello.com/b/Qm7LxT2e/mobile-app-sprint-board",
             "dateLastActivity": "2024-06-03T09:17:11.052Z",
             "lists": [{"name": "Backlog", "openCards": 5}, {"name": "To Do", "openCards": 5}, {"name": "In Progress", "openCards": 3},
                       {"name": "Code Review", "openCards": 1}, {"name": "Done", "openCards": 18}],
             "openCards": 32, "archivedCardsToday": 1})),
    ]
    rs.add(task="mcp", tid="h29-mcp-05", system=system, turns=turns,
           state="Board 'Mobile App – Sprint Board'; the agent acts as Sam Reyes (member 5e8c0d7a2b11f30019c44a01).",
           bad=True, turn=7, kind="card renamed earlier is listed under its old name")


# --------------------------------------------------------------------------------------------------------------
# 06 parking garage (clean): live occupancy, gate events, fee accrues by blocks, reservation
# --------------------------------------------------------------------------------------------------------------
def _occ(as_of: str, occ: list[int], upcoming: int) -> str:
    levels = [("P1", "ground · short stay", 84, 0), ("P2", "EV + reserved", 120, 14), ("P3", "general", 150, 0),
              ("P4", "general", 150, 0), ("P5", "roof", 140, 0)]
    lines = [f"Harbor Street Garage — occupancy as of {as_of}", "",
             "LEVEL  ZONE                  BAYS  OCCUPIED  RESERVED HELD  AVAILABLE"]
    tot = [0, 0, 0, 0]
    for (lv, zone, bays, held), o in zip(levels, occ):
        avail = bays - o - held
        tot = [tot[0] + bays, tot[1] + o, tot[2] + held, tot[3] + avail]
        lines.append(f"{lv:<6} {zone:<21} {bays:>4}  {o:>8}  {held:>13}  {avail:>9}")
    lines.append(f"{'TOTAL':<6} {'':<21} {tot[0]:>4}  {tot[1]:>8}  {tot[2]:>13}  {tot[3]:>9}")
    lines += ["", f"EV chargers (P2): 16 bays, 3 free · reservations still to arrive today: {upcoming}",
              "Entry gates N/S: open · Exit lanes 1-3: open · LPR camera S-2: degraded (manual ticket fallback)"]
    return "\n".join(lines)


def t06(rs: RowSet) -> None:
    system = mcp_system("garagectl", "operations API of Harbor Street Parking Garage (644 bays, LPR ticketless entry)", [
        tool("get_occupancy", "Live occupancy per level", {}, []),
        tool("find_vehicle", "Locate a vehicle by plate; shows its session and fee so far", {"plate": S}, ["plate"]),
        tool("get_rates", "Current rate card", {}, []),
        tool("create_reservation", "Reserve a bay", {"plate": S, "level": S, "ev": B, "start": S, "end": S}, ["plate", "start", "end"]),
        tool("get_reservation", "Get a reservation", {"reservation_id": S}, ["reservation_id"]),
        tool("list_gate_events", "Entry/exit gate events", {"since": S}, ["since"]),
    ])
    ev = [("08:30:12", "IN", "N", "6LT•••9"), ("08:31:40", "OUT", "L2", "8DZ•••4"), ("08:33:05", "IN", "S", "7PW•••0"),
          ("08:34:51", "IN", "N", "5JH•••3"), ("08:36:27", "OUT", "L1", "4MC•••8"), ("08:38:02", "IN", "N", "8FA•••1"),
          ("08:39:44", "IN", "S", "manual ticket T-118204"), ("08:40:30", "IN", "N", "3XK•••6"),
          ("08:41:33", "IN", "N", "7RB•••2"), ("08:42:10", "IN", "S", "6GN•••5"), ("08:42:58", "OUT", "L3", "2TV•••7"),
          ("08:43:41", "IN", "N", "9AC•••4"), ("08:44:05", "IN", "N", "7QE•••9"), ("08:45:19", "IN", "S", "manual ticket T-118205"),
          ("08:45:50", "OUT", "L1", "5WD•••2"), ("08:46:22", "IN", "N", "8HM•••0"), ("08:47:20", "IN", "N", "6YS•••3")]
    gate = "Gate events since 08:30:00 (17)\nTIME      DIR  LANE  PLATE / TICKET\n" + "\n".join(f"{t}  {d:<4} {ln:<5} {p}" for t, d, ln, p in ev)
    turns = [
        (call("get_occupancy"), _occ("2024-09-12 08:41:07", [79, 88, 131, 102, 37], 23)),
        (call("find_vehicle", plate="7KQM214"),
         pj({"plate": "7KQM214", "state": "CA", "session_id": "S-9920147", "entered_at": "2024-09-12T06:27:31-07:00", "entry_gate": "N",
             "location": {"level": "P3", "bay": "3-118", "source": "bay sensor", "since": "2024-09-12T06:29:02-07:00"},
             "duration": "2h 14m", "as_of": "2024-09-12T08:41:50-07:00", "fee_so_far_usd": 16.50, "next_fee_step_at": "08:57:31",
             "payment": "pay on exit (card/app)", "permit": None})),
        (call("get_rates"),
         pj({"currency": "USD", "transient": {"first_hour": 6.00, "each_additional_30_min_or_part": 3.50, "daily_max": 32.00},
             "early_bird": {"price": 18.00, "rule": "purchase in app before entry; enter 05:00-08:30, exit after 15:00"},
             "evening": {"price": 10.00, "rule": "enter after 17:00, exit by 02:00"},
             "reservation": {"standard_4h": 14.00, "ev_bay_4h": 18.00, "charging_per_kwh": 0.32, "idle_fee_per_hour_after_full": 2.00},
             "effective": "2024-07-01"})),
        (call("create_reservation", plate="8BRT551", level="P2", ev=True, start="2024-09-12T10:00-07:00", end="2024-09-12T14:00-07:00"),
         pj({"reservation_id": "RSV-30417", "status": "confirmed", "plate": "8BRT551", "level": "P2", "bay_type": "EV (Level 2, 11 kW)",
             "bay": "assigned on arrival", "start": "2024-09-12T10:00:00-07:00", "end": "2024-09-12T14:00:00-07:00",
             "hold_from": "2024-09-12T09:45:00-07:00", "grace_minutes": 30, "price_usd": 18.00, "charging": "billed per kWh at exit",
             "created_at": "2024-09-12T08:44:36-07:00", "qr": "https://hsg.park/r/RSV-30417"})),
        (call("list_gate_events", since="2024-09-12T08:30:00-07:00"), gate),
        (call("get_occupancy"), _occ("2024-09-12 08:47:52", [80, 88, 133, 103, 38], 24)),
        (call("find_vehicle", plate="7KQM214"),
         pj({"plate": "7KQM214", "state": "CA", "session_id": "S-9920147", "entered_at": "2024-09-12T06:27:31-07:00", "entry_gate": "N",
             "location": {"level": "P3", "bay": "3-118", "source": "bay sensor", "since": "2024-09-12T06:29:02-07:00"},
             "duration": "2h 20m", "as_of": "2024-09-12T08:48:02-07:00", "fee_so_far_usd": 16.50, "next_fee_step_at": "08:57:31",
             "payment": "pay on exit (card/app)", "permit": None})),
        (call("get_reservation", reservation_id="RSV-30417"),
         pj({"reservation_id": "RSV-30417", "status": "confirmed", "plate": "8BRT551", "level": "P2", "bay_type": "EV (Level 2, 11 kW)",
             "bay": "assigned on arrival", "start": "2024-09-12T10:00:00-07:00", "end": "2024-09-12T14:00:00-07:00",
             "hold_from": "2024-09-12T09:45:00-07:00", "price_usd": 18.00, "paid": True, "payment_ref": "ch_3PyQ2aLk8v0W1x",
             "created_at": "2024-09-12T08:44:36-07:00", "arrival": None, "starts_in": "1h 12m"})),
    ]
    rs.add(task="mcp", tid="h29-mcp-06", system=system, turns=turns,
           state="Garage operator console, Thu 2024-09-12 morning; traffic flows in and out all the time.")


# --------------------------------------------------------------------------------------------------------------
# 07 Airtable (clean): pagination, update, create, delete, filtered+sorted view, rollups follow the changes
# --------------------------------------------------------------------------------------------------------------
AT_LOC = {"Warehouse A": "recLc0WhA7mQ2xN4p", "Warehouse B": "recLc1WhB3kT9vR6s", "Site - Millbrook": "recLc2MbK8dF1hY0w",
          "Site - Harbor Rd": "recLc3HbR5gJ7eU2z", "Vendor - Hillside Instruments": "recLc4VhI2nP6cW8q"}
AT_ROWS = [
    ("recEq01TsLe9xK2mA", "Leica TS16 total station", "EQ-0102", "Survey", "Available", "Warehouse A", None, "2024-01-18", 28500, "2023-02-06T15:02:11.000Z"),
    ("recEq02GnTr4pW7bB", "Trimble R10 GNSS receiver", "EQ-0107", "Survey", "Checked out", "Site - Millbrook", "Jordan Pike", "2023-11-30", 21900, "2023-02-06T15:03:40.000Z"),
    ("recEq03DrMa8sH1cC", "DJI Matrice 350 RTK", "EQ-0115", "Drone", "Available", "Warehouse A", None, "2024-02-27", 13950, "2023-08-14T09:41:27.000Z"),
    ("recEq04DrZe2qL5dD", "DJI Zenmuse L2 lidar", "EQ-0116", "Drone", "Available", "Warehouse A", None, "2024-02-27", 13600, "2023-08-14T09:42:55.000Z"),
    ("recEq05GpGa6vN3eE", "Old Garmin GPSMAP 64s (broken)", "EQ-0041", "Survey", "Retired", "Warehouse B", None, "2021-06-02", 350, "2021-03-22T11:15:08.000Z"),
    ("recEq06LvSo1yT8fF", "Sokkia B40A auto level", "EQ-0058", "Survey", "Available", "Warehouse B", None, "2023-09-12", 890, "2021-09-01T13:27:49.000Z"),
    ("recEq07ThFl7uR4gG", "FLIR E8-XT thermal camera", "EQ-0121", "Inspection", "Checked out", "Site - Harbor Rd", "Amira Haddad", "2023-12-05", 3299, "2023-10-03T08:55:02.000Z"),
    ("recEq08GrPr3iE9hH", "Proceq GP8000 ground penetrating radar", "EQ-0124", "Inspection", "Available", "Warehouse A", None, "2024-03-01", 17800, "2023-11-20T16:09:31.000Z"),
    ("recEq09PwHo5oY6iI", "Honda EU2200i generator", "EQ-0077", "Power", "Available", "Warehouse B", None, "2024-03-15", 1199, "2022-04-11T10:30:00.000Z"),
    ("recEq10LvSp9aS2jJ", "Spectra Precision LL300N laser level", "EQ-0083", "Survey", "Available", "Warehouse B", None, "2023-10-19", 1450, "2022-05-19T14:48:13.000Z"),
    ("recEq11SwRy4dF7kK", "Ryobi 40V chainsaw", "EQ-0090", "Site", "Checked out", "Site - Millbrook", "Jordan Pike", "2023-08-08", 329, "2022-07-07T07:19:45.000Z"),
    ("recEq12LmBo8gH3lL", "Bosch GLM 400 CL laser measure", "EQ-0130", "Survey", "Available", "Warehouse A", None, "2024-01-09", 399, "2024-01-09T12:00:37.000Z"),
]


def _at_rec(r: tuple[Any, ...], notes: str | None = None, modified: str | None = None) -> dict[str, Any]:
    rid, name, tag, cat, status, loc, who, svc, val, created = r
    f: dict[str, Any] = {"Name": name, "Asset tag": tag, "Category": cat, "Status": status, "Location": [AT_LOC[loc]],
                         "Location name": [loc], "Last service": svc, "Value (USD)": val}
    if who:
        f["Assigned to"] = who
    if notes:
        f["Notes"] = notes
    f["Last modified"] = modified or created
    return {"id": rid, "createdTime": created, "fields": f}


def t07(rs: RowSet) -> None:
    base = "appXq3T9mLw2RkP7d"
    system = mcp_system("airtable", "Airtable Web API, base 'Field Ops Equipment' (tables Equipment, Locations)", [
        tool("list_records", "List records of a table (pageSize <= 100, returns offset when more)", {"baseId": S, "table": S, "view": S, "filterByFormula": S, "sort": A, "pageSize": INT, "offset": S}, ["baseId", "table"]),
        tool("get_record", "Get one record", {"baseId": S, "table": S, "recordId": S}, ["baseId", "table", "recordId"]),
        tool("update_records", "PATCH records (only the given fields change)", {"baseId": S, "table": S, "records": A}, ["baseId", "table", "records"]),
        tool("create_records", "Create records", {"baseId": S, "table": S, "records": A}, ["baseId", "table", "records"]),
        tool("delete_records", "Delete records", {"baseId": S, "table": S, "recordIds": A}, ["baseId", "table", "recordIds"]),
    ])
    rows = list(AT_ROWS)
    t1 = {"records": [_at_rec(r) for r in rows[:5]], "offset": "itrV3nB7kLq2Wd9Xa/recEq05GpGa6vN3eE"}
    t2 = {"records": [_at_rec(r) for r in rows[5:10]], "offset": "itrV3nB7kLq2Wd9Xa/recEq10LvSp9aS2jJ"}
    t3 = {"records": [_at_rec(r) for r in rows[10:]]}
    gpr_note = "Antenna cable fault (intermittent trace loss). RMA #HI-44127, est. return 2024-04-23."
    mod = "2024-04-09T14:20:13.000Z"
    rows[7] = rows[7][:4] + ("Out for repair", "Vendor - Hillside Instruments") + rows[7][6:]
    upd = {"records": [_at_rec(rows[7], gpr_note, mod)]}
    new_row = ("recEq13GnR1zB5mM", "Trimble R12i GNSS receiver", "EQ-0133", "Survey", "Available", "Warehouse A", None, "2024-04-02", 24800, "2024-04-09T14:21:48.000Z")
    rows.append(new_row)
    created = {"records": [_at_rec(new_row)]}
    rows = [r for r in rows if r[0] != "recEq05GpGa6vN3eE"]
    deleted = {"records": [{"id": "recEq05GpGa6vN3eE", "deleted": True}]}
    avail = sorted([r for r in rows if r[4] == "Available"], key=lambda r: r[1])
    filt = {"records": [_at_rec(r) for r in avail]}
    got = _at_rec(next(r for r in rows if r[0] == "recEq08GrPr3iE9hH"), gpr_note, mod)
    assert got["id"] == "recEq08GrPr3iE9hH"
    loc_recs = []
    for i, (lname, lid) in enumerate(AT_LOC.items()):
        items = [r for r in rows if r[5] == lname]
        loc_recs.append({"id": lid, "createdTime": f"2023-02-06T14:5{i}:00.000Z",
                         "fields": {"Name": lname, "Type": lname.split(" - ")[0] if " - " in lname else "Warehouse",
                                    "Equipment": [r[0] for r in items], "Item count": len(items), "Total value (USD)": sum(r[8] for r in items)}})
    turns = [
        (call("list_records", baseId=base, table="Equipment", view="All equipment", pageSize=5), pj(t1)),
        (call("list_records", baseId=base, table="Equipment", view="All equipment", pageSize=5, offset=t1["offset"]), pj(t2)),
        (call("list_records", baseId=base, table="Equipment", view="All equipment", pageSize=5, offset=t2["offset"]), pj(t3)),
        (call("update_records", baseId=base, table="Equipment", records=[{"id": "recEq08GrPr3iE9hH", "fields": {
            "Status": "Out for repair", "Location": [AT_LOC["Vendor - Hillside Instruments"]], "Notes": gpr_note}}]), pj(upd)),
        (call("create_records", baseId=base, table="Equipment", records=[{"fields": {
            "Name": "Trimble R12i GNSS receiver", "Asset tag": "EQ-0133", "Category": "Survey", "Status": "Available",
            "Location": [AT_LOC["Warehouse A"]], "Last service": "2024-04-02", "Value (USD)": 24800}}]), pj(created)),
        (call("delete_records", baseId=base, table="Equipment", recordIds=["recEq05GpGa6vN3eE"]), pj(deleted)),
        (call("list_records", baseId=base, table="Equipment", filterByFormula="{Status}='Available'", sort=[{"field": "Name", "direction": "asc"}]), pj(filt)),
        (call("get_record", baseId=base, table="Equipment", recordId="recEq08GrPr3iE9hH"), pj(got)),
        (call("list_records", baseId=base, table="Locations"), pj({"records": loc_recs})),
    ]
    rs.add(task="mcp", tid="h29-mcp-07", system=system, turns=turns,
           state="Base appXq3T9mLw2RkP7d: table Equipment (12 records, view 'All equipment' in asset order) linked to table Locations (rollups Item count, Total value).")


# --------------------------------------------------------------------------------------------------------------
# 08 observatory telescope queue (bad: a request's J2000 right ascension changes with no edit)
# --------------------------------------------------------------------------------------------------------------
SQ = [
    ("REQ-5514", "SN 2024abfl photometry", "22:28:51.6", "+39:12:07", "g,r,i", "6 x 120 s each", 2, "queued", "K. Mwangi"),
    ("REQ-5517", "WASP-52 b transit", "23:13:58.8", "+08:45:40", "r", "180 x 60 s", 1, "queued (time-critical 04:41-07:22 UT)", "L. Ortega"),
    ("REQ-5519", "1998 KY26 astrometry", "01:52:33.2", "+17:40:18", "clear", "20 x 30 s", 2, "queued", "NEO group"),
    ("REQ-5521", "NGC 7331 deep imaging", "22:37:04.1", "+34:24:56", "L,R,G,B", "12 x 300 s L, 6 x 300 s RGB", 3, "queued", "Outreach (T. Ibarra)"),
    ("REQ-5523", "M 15 variable stars", "21:29:58.3", "+12:10:01", "V", "40 x 45 s", 3, "queued", "Class AST-341"),
    ("REQ-5524", "AG Peg spectroscopy", "21:51:01.9", "+12:37:29", "spec 600 l/mm", "3 x 600 s", 2, "queued", "R. Chaudhry"),
    ("REQ-5526", "Comet 13P/Olbers", "13:02:11.0", "+38:51:44", "r", "15 x 90 s", 2, "deferred (below horizon)", "Comets WG"),
    ("REQ-5528", "BL Lac monitoring", "22:02:43.3", "+42:16:40", "B,V,R", "5 x 120 s each", 2, "queued", "Blazar WG"),
]


def _sq_table(rows: list[tuple[Any, ...]], night: str, header: str) -> str:
    lines = [f"Queue for night {night} — Mt. Lemmon 1.0 m (CCD: FLI PL16803, 0.53\"/px)", header, "",
             "ID        PRI  TARGET                      RA (J2000)    DEC (J2000)  FILTERS          EXPOSURES                       PI / GROUP             STATUS"]
    for r in sorted(rows, key=lambda r: (r[6], r[0])):
        lines.append(f"{r[0]:<9} {r[6]:>3}  {r[1]:<27} {r[2]:<13} {r[3]:<12} {r[4]:<16} {r[5]:<31} {r[8]:<22} {r[7]}")
    return "\n".join(lines)


def t08(rs: RowSet) -> None:
    system = mcp_system("skyqueue", "observation queue of the Mt. Lemmon 1.0 m telescope; coordinates are J2000 as submitted", [
        tool("get_conditions", "Current weather, dome and seeing", {}, []),
        tool("list_queue", "Requests queued for a night", {"night": S}, ["night"]),
        tool("get_request", "Get one request", {"request_id": S}, ["request_id"]),
        tool("update_request_priority", "Change a request's priority (1 = highest)", {"request_id": S, "priority": INT}, ["request_id", "priority"]),
        tool("get_target_visibility", "Altitude/airmass windows for a request's target on a night", {"request_id": S, "night": S}, ["request_id", "night"]),
        tool("submit_request", "Submit a new request", {"target": S, "ra": S, "dec": S, "filters": S, "exposures": S, "priority": INT, "pi": S}, ["target", "ra", "dec", "exposures"]),
    ])
    night = "2024-10-03/04"
    cond = {"site": "Mt. Lemmon, AZ (2791 m)", "utc": "2024-10-04T01:52:10Z", "local": "2024-10-03 18:52 MST", "sun_alt_deg": -7.9,
            "astronomical_twilight_end_utc": "02:32", "astronomical_twilight_start_utc": "12:04", "moon": {"phase": "new (0.2%)", "alt_deg": -31.0},
            "dome": "closed (opening at nautical twilight)", "weather": {"temp_c": 9.4, "humidity_pct": 23, "wind_kmh": 14, "gust_kmh": 22, "dewpoint_c": -11.2},
            "seeing_arcsec": 1.4, "transparency": "photometric", "cloud_cover": "clear (all-sky camera)", "operator": "night assistant: J. Brandvold"}
    req = {"request_id": "REQ-5521", "title": "NGC 7331 deep imaging", "pi": "Outreach (T. Ibarra)", "proposal": "2024B-OUT-07",
           "target": {"name": "NGC 7331", "ra": "22:37:04.1", "dec": "+34:24:56", "epoch": "J2000", "type": "galaxy (SA(s)b)", "v_mag": 9.5},
           "instrument": "FLI PL16803", "binning": "1x1", "filters": ["L", "R", "G", "B"],
           "exposures": [{"filter": "L", "count": 12, "seconds": 300}, {"filter": "R", "count": 6, "seconds": 300},
                         {"filter": "G", "count": 6, "seconds": 300}, {"filter": "B", "count": 6, "seconds": 300}],
           "total_open_shutter_h": 2.5, "constraints": {"max_airmass": 1.6, "min_moon_sep_deg": 40, "max_seeing_arcsec": 2.5, "dark_only": True},
           "dither": "5-point, 12\"", "priority": 3, "status": "queued", "submitted_at": "2024-09-27T17:44:09Z", "attempts": 0}
    vis = {"request_id": "REQ-5521", "night": night, "target": {"name": "NGC 7331", "ra": "22:37:14.1", "dec": "+34:24:56", "epoch": "J2000"},
           "transit_utc": "05:11", "max_alt_deg": 88.0, "windows": [{"from_utc": "02:32", "to_utc": "09:21", "airmass_max": 1.6}],
           "dark_time_overlap_h": 6.82, "moon_sep_deg": 128.4, "schedulable": True,
           "note": "window overlaps the time-critical REQ-5517 block (04:41-07:22); the scheduler will split L and RGB around it"}
    sub = {"request_id": "REQ-5530", "title": "M 33 H-alpha regions", "target": {"name": "M 33", "ra": "01:33:50.9", "dec": "+30:39:37", "epoch": "J2000"},
           "filters": ["Ha (6 nm)", "r"], "exposures": [{"filter": "Ha", "count": 10, "seconds": 600}, {"filter": "r", "count": 5, "seconds": 120}],
           "priority": 2, "status": "queued", "pi": "Outreach (T. Ibarra)", "submitted_at": "2024-10-04T02:03:27Z", "total_open_shutter_h": 1.83}
    rows = list(SQ)
    rows_p1 = [r if r[0] != "REQ-5521" else r[:6] + (1,) + r[7:] for r in rows]
    rows_final = rows_p1 + [("REQ-5530", "M 33 H-alpha regions", "01:33:50.9", "+30:39:37", "Ha,r", "10 x 600 s Ha, 5 x 120 s r", 2, "queued", "Outreach (T. Ibarra)")]
    turns = [
        (call("get_conditions"), pj(cond)),
        (call("list_queue", night=night), _sq_table(rows, night, "8 requests · 7 schedulable · est. 9.1 h requested of 9.5 h dark")),
        (call("get_request", request_id="REQ-5521"), pj(req)),
        (call("update_request_priority", request_id="REQ-5521", priority=1),
         pj({"request_id": "REQ-5521", "priority": {"old": 3, "new": 1}, "status": "queued", "updated_at": "2024-10-04T01:58:41Z",
             "scheduler": "re-plan queued for 02:00Z"})),
        (call("get_target_visibility", request_id="REQ-5521", night=night), pj(vis)),
        (call("submit_request", target="M 33", ra="01:33:50.9", dec="+30:39:37", filters="Ha,r", exposures="10x600 Ha, 5x120 r", priority=2, pi="Outreach (T. Ibarra)"), pj(sub)),
        (call("list_queue", night=night), _sq_table(rows_final, night, "9 requests · 8 schedulable · est. 10.9 h requested of 9.5 h dark (oversubscribed 1.1x)")),
    ]
    rs.add(task="mcp", tid="h29-mcp-08", system=system, turns=turns,
           state="Queue manager of the Mt. Lemmon 1.0 m, evening of 2024-10-03 (MST); nobody else edits requests tonight.",
           bad=True, turn=5, kind="target right ascension (J2000) of a request differs from its earlier value with no edit")


# --------------------------------------------------------------------------------------------------------------
# 09 MongoDB (bad: an index created earlier is missing from the index list)
# --------------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    system = mcp_system("mongodb", "MongoDB MCP server connected to mongodb://localhost:27017 (dev copy of the shop database)", [
        tool("list-collections", "List collections of a database", {"database": S}, ["database"]),
        tool("collection-indexes", "List the indexes of a collection", {"database": S, "collection": S}, ["database", "collection"]),
        tool("explain", "Explain a find with executionStats", {"database": S, "collection": S, "filter": OBJ, "sort": OBJ}, ["database", "collection", "filter"]),
        tool("count", "Count documents matching a filter", {"database": S, "collection": S, "query": OBJ}, ["database", "collection"]),
        tool("create-index", "Create an index", {"database": S, "collection": S, "keys": OBJ, "name": S}, ["database", "collection", "keys"]),
        tool("update-many", "Update all documents matching a filter", {"database": S, "collection": S, "filter": OBJ, "update": OBJ}, ["database", "collection", "filter", "update"]),
        tool("aggregate", "Run an aggregation pipeline", {"database": S, "collection": S, "pipeline": A}, ["database", "collection", "pipeline"]),
    ])
    db, coll = "shop", "orders"
    filt = {"status": "pending", "createdAt": {"$gte": {"$date": "2024-07-01T00:00:00Z"}}}
    srt = {"createdAt": -1}
    cols = mcp_text('Found 6 collections in database "shop":\n- orders (184212 documents)\n- order_events (1204331 documents)\n- customers (41877 documents)\n- products (2318 documents)\n- carts (9905 documents, TTL on updatedAt)\n- system.views')
    idx2 = mcp_text('Found 2 indexes in the collection "orders":\n' + pj([{"v": 2, "key": {"_id": 1}, "name": "_id_"},
                                                                              {"v": 2, "key": {"customerId": 1}, "name": "customerId_1"}]))
    ex1 = {"queryPlanner": {"namespace": "shop.orders", "parsedQuery": {"$and": [{"status": {"$eq": "pending"}}, {"createdAt": {"$gte": {"$date": "2024-07-01T00:00:00Z"}}}]},
                            "winningPlan": {"stage": "SORT", "sortPattern": {"createdAt": -1}, "memLimit": 104857600, "type": "simple",
                                            "inputStage": {"stage": "COLLSCAN", "filter": {"$and": [{"status": {"$eq": "pending"}}, {"createdAt": {"$gte": {"$date": "2024-07-01T00:00:00Z"}}}]}, "direction": "forward"}},
                            "rejectedPlans": []},
           "executionStats": {"executionSuccess": True, "nReturned": 1208, "executionTimeMillis": 412, "totalKeysExamined": 0, "totalDocsExamined": 184212,
                              "executionStages": {"stage": "SORT", "nReturned": 1208, "usedDisk": False, "totalDataSizeSorted": 2893104,
                                                  "inputStage": {"stage": "COLLSCAN", "nReturned": 1208, "docsExamined": 184212}}},
           "serverInfo": {"host": "mongo-dev", "port": 27017, "version": "7.0.12"}, "ok": 1}
    ex2 = {"queryPlanner": {"namespace": "shop.orders",
                            "winningPlan": {"stage": "FETCH", "inputStage": {"stage": "IXSCAN", "keyPattern": {"status": 1, "createdAt": -1}, "indexName": "status_1_createdAt_-1",
                                                                             "isMultiKey": False, "direction": "forward",
                                                                             "indexBounds": {"status": ["[\"pending\", \"pending\"]"], "createdAt": ["[new Date(9223372036854775807), new Date(1719792000000)]"]}}},
                            "rejectedPlans": []},
           "executionStats": {"executionSuccess": True, "nReturned": 1208, "executionTimeMillis": 6, "totalKeysExamined": 1208, "totalDocsExamined": 1208,
                              "executionStages": {"stage": "FETCH", "nReturned": 1208, "docsExamined": 1208,
                                                  "inputStage": {"stage": "IXSCAN", "nReturned": 1208, "keysExamined": 1208, "indexName": "status_1_createdAt_-1"}}},
           "serverInfo": {"host": "mongo-dev", "port": 27017, "version": "7.0.12"}, "ok": 1}
    groups = [("delivered", 151930), ("cancelled", 12566), ("shipped", 9874), ("paid", 4311), ("stale", 2209), ("refunded", 2114), ("pending", 1208)]
    assert sum(n for _, n in groups) == 184212
    agg = mcp_text("Found 7 documents:\n" + "\n".join(f'{{ "_id": "{s}", "n": {n} }}' for s, n in groups))
    turns = [
        (call("list-collections", database=db), cols),
        (call("collection-indexes", database=db, collection=coll), idx2),
        (call("explain", database=db, collection=coll, filter=filt, sort=srt), mcp_text(ex1)),
        (call("count", database=db, collection=coll, query={"status": "pending"}), mcp_text('Found 3417 documents in the collection "orders"')),
        (call("create-index", database=db, collection=coll, keys={"status": 1, "createdAt": -1}, name="status_1_createdAt_-1"),
         mcp_text('Created the index "status_1_createdAt_-1" on collection "orders" in database "shop"\n' +
                  pj({"createdCollectionAutomatically": False, "numIndexesBefore": 2, "numIndexesAfter": 3, "ok": 1}))),
        (call("explain", database=db, collection=coll, filter=filt, sort=srt), mcp_text(ex2)),
        (call("update-many", database=db, collection=coll, filter={"status": "pending", "createdAt": {"$lt": {"$date": "2024-07-01T00:00:00Z"}}},
              update={"$set": {"status": "stale", "staleMarkedAt": {"$date": "2024-10-21T10:05:00Z"}}}),
         mcp_text('Matched 2209 document(s). Modified 2209 document(s).\n' + pj({"acknowledged": True, "matchedCount": 2209, "modifiedCount": 2209, "upsertedCount": 0, "upsertedId": None}))),
        (call("count", database=db, collection=coll, query={"status": "pending"}), mcp_text('Found 1208 documents in the collection "orders"')),
        (call("collection-indexes", database=db, collection=coll), idx2),
        (call("aggregate", database=db, collection=coll, pipeline=[{"$group": {"_id": "$status", "n": {"$sum": 1}}}, {"$sort": {"n": -1}}]), agg),
    ]
    rs.add(task="mcp", tid="h29-mcp-09", system=system, turns=turns,
           state="Local dev MongoDB 7.0 (single node, no other clients); database shop, collection orders (184,212 documents).",
           bad=True, turn=9, kind="index created earlier is missing from the collection's index list")


# --------------------------------------------------------------------------------------------------------------
# 10 seed bank (clean): germination test recorded, withdrawal, weight rounding, live freezer temperature, re-sorted search
# --------------------------------------------------------------------------------------------------------------
def _seed_search(order: list[str], seeds_4417: int, viab_4417: int, sort: str) -> str:
    info = {
        "PHS-004417": ("Echinacea pallida", "pale purple coneflower", "Riley Co., KS (Konza remnant)", "2019-08-21", seeds_4417, 2.50, viab_4417, "FRZ-2 C3"),
        "PHS-005033": ("Echinacea purpurea", "purple coneflower", "regeneration plot R-7, Manhattan KS", "2023-09-14", 48900, 3.90, 93, "FRZ-1 A1"),
        "PHS-003902": ("Echinacea angustifolia", "narrow-leaf coneflower", "Cloud Co., KS", "2017-08-30", 5210, 3.86, 77, "FRZ-2 C1"),
        "PHS-004980": ("Echinacea paradoxa", "yellow coneflower", "Taney Co., MO (glade)", "2022-07-19", 1140, 2.90, 88, "FRZ-2 C4"),
    }
    lines = [f'Search "Echinacea" — 4 accessions (sorted by {sort})', "",
             "ACCESSION   TAXON                    COMMON NAME              ORIGIN                                COLLECTED   SEEDS    WEIGHT    VIAB.  LOCATION"]
    for acc in order:
        tax, com, origin, coll, n, tsw, v, loc = info[acc]
        lines.append(f"{acc:<11} {tax:<24} {com:<24} {origin:<37} {coll}  {n:>6,}  {n * tsw / 1000:>6.1f} g  {v:>3}%   {loc}")
    return "\n".join(lines)


def t10(rs: RowSet) -> None:
    system = mcp_system("seedvault", "collection database of the Prairie Heritage Seed Bank (accessions, germination tests, withdrawals, freezers)", [
        tool("search_accessions", "Search accessions by taxon or text", {"query": S, "sort": S}, ["query"]),
        tool("get_accession", "Get one accession", {"accession": S}, ["accession"]),
        tool("record_germination_test", "Record the result of a germination test", {"test_id": S, "germinated": INT, "abnormal": INT, "read_date": S, "note": S}, ["test_id", "germinated"]),
        tool("record_withdrawal", "Withdraw seeds from an accession", {"accession": S, "seeds": INT, "purpose": S, "recipient": S}, ["accession", "seeds", "purpose"]),
        tool("list_germination_tests", "Germination test history of an accession", {"accession": S}, ["accession"]),
        tool("get_storage_unit", "A freezer with live temperature and door log", {"unit": S}, ["unit"]),
    ])

    def acc(seeds: int, viab: int, tested: str, temp: float, pending: dict[str, Any] | None, withdrawals: list[dict[str, Any]]) -> dict[str, Any]:
        return {"accession": "PHS-004417", "taxon": "Echinacea pallida (Nutt.) Nutt.", "family": "Asteraceae", "common_name": "pale purple coneflower",
                "origin": {"site": "Konza Prairie remnant, upland", "county": "Riley Co., KS", "lat": 39.0892, "lon": -96.5631, "collector": "M. Ferris / K. Duong"},
                "collected": "2019-08-21", "maternal_lines": 64, "cleaned": "2019-09-10", "moisture_content_pct": 5.8,
                "seeds_on_hand": seeds, "thousand_seed_weight_g": 2.50, "weight_g": round(seeds * 2.5 / 1000, 2),
                "viability_pct": viab, "last_tested": tested, "viable_seeds_est": round(seeds * viab / 100),
                "storage": {"unit": "FRZ-2", "shelf": "C3", "container": "foil laminate pouch, heat-sealed", "unit_temp_c": temp},
                "test_in_progress": pending, "recent_withdrawals": withdrawals,
                "regeneration_trigger": "viable seeds < 3,000 or viability < 60%"}
    pending = {"test_id": "GT-2211", "sown": "2024-04-15", "seeds": 100, "protocol": "ISTA 4x25, 25/15 °C, 8 h light",
               "pretreatment": "cold moist stratification 60 d", "status": "in progress (day 21)", "seeds_already_deducted": True}
    w_old = [{"id": "W-7688", "date": "2023-10-02", "seeds": 500, "purpose": "research - seed dormancy study", "recipient": "KSU Dept. of Biology"}]
    w_new = [{"id": "W-7730", "date": "2024-05-06", "seeds": 2000, "purpose": "restoration planting - Konza watershed 4B", "recipient": "Konza Prairie Biological Station"}] + w_old
    gt_rec = {"test_id": "GT-2211", "accession": "PHS-004417", "sown": "2024-04-15", "read_date": "2024-05-06", "seeds": 100, "germinated": 91,
              "abnormal": 2, "dead": 4, "fresh_ungerminated": 3, "germination_pct": 91, "status": "complete",
              "accession_viability": {"old": 84, "new": 91, "rule": "latest complete test"}}
    wd = {"withdrawal_id": "W-7730", "accession": "PHS-004417", "seeds": 2000, "weight_g": 5.0, "purpose": "restoration planting - Konza watershed 4B",
          "recipient": "Konza Prairie Biological Station", "date": "2024-05-06", "seeds_on_hand_after": 10380, "below_trigger": False,
          "label": "PHS-004417 / W-7730 / 2,000 seeds / E. pallida"}
    tests = mcp_text("""Germination tests — PHS-004417 (Echinacea pallida)
TEST     SOWN        READ        SEEDS  GERM  ABN  DEAD  PRETREATMENT                       RESULT
GT-2211  2024-04-15  2024-05-06    100    91    2     4  cold moist strat. 60 d             91 %
GT-1190  2021-02-09  2021-03-09    100    84    3     9  cold moist strat. 90 d             84 %
GT-0642  2019-10-02  2019-10-30    100    89    1     6  cold moist strat. 60 d (initial)   89 %
Trend: no significant decline (Fisher exact, GT-0642 vs GT-2211, p = 0.82)""")
    frz = {"unit": "FRZ-2", "model": "Thermo TSX 60086", "setpoint_c": -18.0, "temp_c": -18.3, "alarm_band_c": [-22.0, -15.0], "status": "normal",
           "accessions_stored": 1204, "shelves": ["A1-A4", "B1-B4", "C1-C4"],
           "temp_24h": {"min_c": -19.1, "max_c": -16.8, "mean_c": -18.2},
           "door_log": [{"at": "2024-05-06T10:42:15-05:00", "open_s": 38, "by": "badge 0417 (K. Duong)"},
                        {"at": "2024-05-06T09:03:51-05:00", "open_s": 22, "by": "badge 0417 (K. Duong)"},
                        {"at": "2024-05-03T14:20:07-05:00", "open_s": 61, "by": "badge 0288 (M. Ferris)"}],
           "last_defrost": "2024-01-22", "backup_power": "generator tested 2024-04-30"}
    turns = [
        (call("search_accessions", query="Echinacea"), _seed_search(["PHS-004417", "PHS-005033", "PHS-003902", "PHS-004980"], 12380, 84, "relevance")),
        (call("get_accession", accession="PHS-004417"), pj(acc(12380, 84, "2021-03-09", -18.2, pending, w_old))),
        (call("record_germination_test", test_id="GT-2211", germinated=91, abnormal=2, read_date="2024-05-06", note="4 dead, 3 fresh ungerminated"), pj(gt_rec)),
        (call("record_withdrawal", accession="PHS-004417", seeds=2000, purpose="restoration planting - Konza watershed 4B", recipient="Konza Prairie Biological Station"), pj(wd)),
        (call("list_germination_tests", accession="PHS-004417"), tests),
        (call("get_accession", accession="PHS-004417"), pj(acc(10380, 91, "2024-05-06", -18.4, None, w_new))),
        (call("get_storage_unit", unit="FRZ-2"), pj(frz)),
        (call("search_accessions", query="Echinacea", sort="accession"), _seed_search(["PHS-003902", "PHS-004417", "PHS-004980", "PHS-005033"], 10380, 91, "accession")),
    ]
    rs.add(task="mcp", tid="h29-mcp-10", system=system, turns=turns,
           state="Curator session at the Prairie Heritage Seed Bank on 2024-05-06; GT-2211 is ready to be read; freezer temperatures are live.")


# --------------------------------------------------------------------------------------------------------------
# 11 Redis (clean): live production cache; TTL counts down, counters move, SCAN cursors, keyspace drifts with traffic
# --------------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    system = mcp_system("redis", "Redis MCP server on the production session cache (redis 7.2, db0), replies as redis-cli would print them", [
        tool("info", "INFO sections", {"sections": A}, []),
        tool("scan", "SCAN with MATCH and COUNT", {"cursor": S, "match": S, "count": INT}, ["cursor"]),
        tool("hgetall", "HGETALL a hash", {"key": S}, ["key"]),
        tool("ttl", "TTL of a key", {"key": S}, ["key"]),
        tool("delete", "DEL keys", {"keys": A}, ["keys"]),
        tool("get", "GET a string key", {"key": S}, ["key"]),
        tool("incr", "INCR a counter", {"key": S}, ["key"]),
    ])

    def info(uptime: int, keys: int, expires: int, avg_ttl: int, clients: int, mem: str, ops: int, expired: int) -> str:
        return ("# Server\r\nredis_version:7.2.5\r\nredis_git_sha1:00000000\r\nredis_mode:standalone\r\nos:Linux 6.1.0-21-cloud-amd64 x86_64\r\n"
                "arch_bits:64\r\nmultiplexing_api:epoll\r\ngcc_version:12.2.0\r\nprocess_id:1\r\nprocess_supervised:no\r\n"
                "run_id:4b9d7e21c0a35f8e6d1b2c94a70e3f58d6c12ab9\r\ntcp_port:6379\r\n"
                f"server_time_usec:{1728907843000000 + (uptime - 1209433) * 1000000}\r\nuptime_in_seconds:{uptime}\r\nuptime_in_days:13\r\n"
                "hz:10\r\nconfigured_hz:10\r\nlru_clock:9041219\r\nexecutable:/data/redis-server\r\nconfig_file:/usr/local/etc/redis/redis.conf\r\n\r\n"
                f"# Clients\r\nconnected_clients:{clients}\r\nblocked_clients:0\r\n\r\n# Memory\r\nused_memory_human:{mem}\r\nmaxmemory_human:4.00G\r\nmaxmemory_policy:volatile-lru\r\n\r\n"
                f"# Stats\r\ninstantaneous_ops_per_sec:{ops}\r\nexpired_keys:{expired}\r\nevicted_keys:0\r\n\r\n"
                f"# Keyspace\r\ndb0:keys={keys},expires={expires},avg_ttl={avg_ttl},subexpiry=0\r\ndb1:keys=212,expires=0,avg_ttl=0,subexpiry=0\r\n")
    turns = [
        (call("info", sections=["server", "clients", "memory", "stats", "keyspace"]), info(1209433, 48213, 31877, 1602114, 187, "1.21G", 3412, 18833104)),
        (call("scan", cursor="0", match="session:u_3318:*", count=100),
         '1) "1792"\n2) 1) "session:u_3318:9f2c71"\n   2) "session:u_3318:c3e8f0"\n   3) "session:u_3318:a07e3b"\n   4) "session:u_3318:77b1aa"\n   5) "session:u_3318:0d4e92"\n   6) "session:u_3318:51d0c2"'),
        (call("scan", cursor="1792", match="session:u_3318:*", count=100),
         '1) "0"\n2) 1) "session:u_3318:e5f613"\n   2) "session:u_3318:3a9c27"\n   3) "session:u_3318:b81d05"'),
        (call("hgetall", key="session:u_3318:a07e3b"),
         ' 1) "user_id"\n 2) "u_3318"\n 3) "created_at"\n 4) "2024-09-19T07:12:44Z"\n 5) "last_seen"\n 6) "2024-09-20T18:03:10Z"\n'
         ' 7) "ua"\n 8) "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/128.0"\n 9) "ip"\n10) "203.0.113.77"\n11) "mfa"\n12) "totp"\n13) "remember_me"\n14) "1"'),
        (call("ttl", key="session:u_3318:9f2c71"), "(integer) 2591487"),
        (call("delete", keys=["session:u_3318:a07e3b", "session:u_3318:51d0c2"]), "(integer) 2"),
        (call("get", key="ratelimit:api:u_3318:2024101412"), '"15"'),
        (call("incr", key="ratelimit:api:u_3318:2024101412"), "(integer) 17"),
        (call("ttl", key="session:u_3318:9f2c71"), "(integer) 2591402"),
        (call("info", sections=["server", "clients", "memory", "stats", "keyspace"]), info(1209531, 48190, 31851, 1598870, 191, "1.21G", 3377, 18833391)),
    ]
    rs.add(task="mcp", tid="h29-mcp-11", system=system, turns=turns,
           state="Production session cache behind the public API (other clients read and write all the time); user u_3318 reported a stolen laptop.")


# --------------------------------------------------------------------------------------------------------------
# 12 museum collection database (bad: an object's accession number comes back different)
# --------------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    system = mcp_system("collectionsdb", "collections management system of the Whitcombe Museum of Art & History", [
        tool("search_objects", "Full-text search of catalogue records", {"query": S, "limit": INT}, ["query"]),
        tool("get_object", "Get one catalogue record by internal id", {"object_id": S}, ["object_id"]),
        tool("create_loan", "Create an outgoing loan", {"borrower": S, "object_ids": A, "start": S, "end": S, "venue": S}, ["borrower", "object_ids", "start", "end"]),
        tool("update_location", "Move an object (writes a location history entry)", {"object_id": S, "location": S, "reason": S}, ["object_id", "location"]),
        tool("get_loan", "Get a loan", {"loan_id": S}, ["loan_id"]),
        tool("add_condition_report", "Attach a condition report", {"object_id": S, "summary": S, "rating": S, "examiner": S}, ["object_id", "summary", "rating"]),
    ])
    search1 = """5 results for "Hartwell quilt"
[1] obj_40117  1987.112.3   Album quilt (Hartwell family)              c. 1852, Baltimore, MD   cotton, silk, ink     Textiles  · Storage B
[2] obj_40115  1987.112.1   Sampler (Eliza Hartwell, aged 11)          1839, Baltimore, MD      silk on linen         Textiles  · Gallery 4
[3] obj_40116  1987.112.2   Quilt top, Star of Bethlehem (unfinished)  c. 1860, Maryland        cotton                Textiles  · Storage B
[4] obj_52290  2003.45      Photograph: Hartwell sisters with quilt    c. 1885, albumen print   albumen silver print  Photography · Vault P
[5] obj_38804  1979.8.14    Crazy quilt (attrib. Hartwell workshop)    c. 1890, Frederick, MD   silk, velvet          Textiles  · Storage B"""

    def obj(location: str, reports: list[dict[str, Any]], number: str = "1987.112.3", loans: list[str] | None = None) -> dict[str, Any]:
        return {"object_id": "obj_40117", "object_number": number, "title": "Album quilt (Hartwell family)", "object_name": "quilt",
                "maker": "Mary Ann Hartwell and others (22 signed blocks)", "date": "c. 1852", "place_made": "Baltimore, Maryland",
                "medium": "cotton, silk; appliqué, quilting; inked inscriptions", "dimensions": "264 x 259 cm (104 x 102 in.)",
                "credit_line": "Gift of the Hartwell-Pryor family, 1987", "department": "Textiles",
                "accession_lot": {"number": "1987.112", "parts": 5, "acquired": "1987-06-18", "method": "gift"},
                "current_location": location, "display_status": "not on view", "light_limit": "50 lux, 3 months per 3 years",
                "condition": {"rating": "good", "last_report": reports[-1]["date"] if reports else "2019-04-02"},
                "condition_reports": reports, "loans": loans or [], "rights": "public domain", "last_modified": "see location history"}
    r2019 = [{"report_id": "CR-2019-0211", "date": "2019-04-02", "rating": "good", "examiner": "H. Lindqvist",
              "summary": "Minor fading on 3 red blocks; stable seam losses at upper left border."}]
    loan = {"loan_id": "LN-2025-014", "type": "outgoing", "status": "proposed", "borrower": "Lowell Textile Heritage Center",
            "venue": "Mill No. 5 Gallery, Lowell, MA", "exhibition": "Stitched Signatures: Album Quilts 1840-1860",
            "start": "2025-03-01", "end": "2025-08-31", "objects": [{"object_id": "obj_40117", "object_number": "1987.112.3", "title": "Album quilt (Hartwell family)",
                                                                    "insurance_value_usd": 185000, "courier_required": True}],
            "created_at": "2024-11-04T10:22:51-05:00", "created_by": "registrar (api)", "agreement": "draft", "facility_report": "requested"}
    moved = {"object_id": "obj_40117", "object_number": "1987.112.8", "title": "Album quilt (Hartwell family)",
             "location": {"previous": "Storage B · Textile cabinet T-14 · drawer 3", "current": "Conservation Lab · Textile bench 2",
                          "moved_at": "2024-11-04T10:25:07-05:00", "moved_by": "registrar (api)", "reason": "pre-loan condition report (LN-2025-014)"},
             "location_history_entries": 7}
    lot = """5 results for "1987.112"
[1] obj_40115  1987.112.1   Sampler (Eliza Hartwell, aged 11)          1839      Textiles · Gallery 4
[2] obj_40116  1987.112.2   Quilt top, Star of Bethlehem (unfinished)  c. 1860   Textiles · Storage B
[3] obj_40117  1987.112.3   Album quilt (Hartwell family)              c. 1852   Textiles · Conservation Lab
[4] obj_40118  1987.112.4   Quilting frame clamps (set of 4)           c. 1850   Decorative Arts · Storage D
[5] obj_40119  1987.112.5   Letter, M. A. Hartwell to her sister       1853      Archives · Vault A"""
    cr = {"report_id": "CR-2024-0388", "object_id": "obj_40117", "date": "2024-11-04", "rating": "good", "examiner": "S. Achebe (textile conservator)",
          "summary": "Fading unchanged since 2019; two loose appliqué stitches on block C4 secured; suitable for loan on slant board, max 50 lux.",
          "images": 14, "linked_loan": "LN-2025-014"}
    turns = [
        (call("search_objects", query="Hartwell quilt", limit=10), search1),
        (call("get_object", object_id="obj_40117"), pj(obj("Storage B · Textile cabinet T-14 · drawer 3", r2019))),
        (call("create_loan", borrower="Lowell Textile Heritage Center", object_ids=["obj_40117"], start="2025-03-01", end="2025-08-31",
              venue="Mill No. 5 Gallery, Lowell, MA"), pj(loan)),
        (call("update_location", object_id="obj_40117", location="Conservation Lab · Textile bench 2", reason="pre-loan condition report (LN-2025-014)"), pj(moved)),
        (call("get_loan", loan_id="LN-2025-014"), pj(loan)),
        (call("search_objects", query="1987.112", limit=10), lot),
        (call("add_condition_report", object_id="obj_40117", rating="good", examiner="S. Achebe (textile conservator)",
              summary="Fading unchanged since 2019; two loose appliqué stitches on block C4 secured; suitable for loan on slant board, max 50 lux."), pj(cr)),
        (call("get_object", object_id="obj_40117"),
         pj(obj("Conservation Lab · Textile bench 2", r2019 + [{k: cr[k] for k in ("report_id", "date", "rating", "examiner", "summary")}], loans=["LN-2025-014 (proposed)"]))),
    ]
    rs.add(task="mcp", tid="h29-mcp-12", system=system, turns=turns,
           state="Registrar session, 2024-11-04; preparing the Hartwell album quilt for an outgoing loan.",
           bad=True, turn=4, kind="object number of a catalogue record differs from the one shown earlier")


# --------------------------------------------------------------------------------------------------------------
# 13 Google Drive (bad: modifiedTime reads earlier than the agent's own later update)
# --------------------------------------------------------------------------------------------------------------
GD_DOC = "1Hq7vR2kT9xLmP4sW8bN3cY6dF0gJ5aZ_eUoIqVrXtK"
GD_DOC_TEXT_OLD = """Q3 Vendor Review — Cloud & SaaS
Owner: Facilities & IT Procurement · Draft

1. Summary
Total Q3 spend across 11 vendors: $412,380 (Q2: $398,915, +3.4%).
Largest increase: Datadog (+$14,200) after APM host count grew from 140 to 188.

2. Vendors up for renewal before 2024-12-31
- Atlassian Cloud (Jira/Confluence) — renews 2024-11-15 — $48,600/yr — decision: renew, move to annual billing
- Zoom Workplace — renews 2024-12-01 — $21,340/yr — decision: TBD
- Miro — renews 2024-12-20 — $9,800/yr — decision: TBD

3. Action items
- [ ] Confirm Zoom seat count with People Ops (currently 310 licensed, 244 active in 90 d)
- [ ] Ask Miro for education/non-profit pricing"""
GD_DOC_TEXT_NEW = GD_DOC_TEXT_OLD.replace("Zoom Workplace — renews 2024-12-01 — $21,340/yr — decision: TBD",
                                          "Zoom Workplace — renews 2024-12-01 — $21,340/yr — decision: renew at 250 seats (-60), est. $17,210/yr").replace(
    "- [ ] Confirm Zoom seat count with People Ops (currently 310 licensed, 244 active in 90 d)",
    "- [x] Confirm Zoom seat count with People Ops (currently 310 licensed, 244 active in 90 d) — People Ops OK with 250 (2024-10-09)")


def _gd_meta(modified: str, version: str, parents: list[str], shared: bool, viewed: str) -> dict[str, Any]:
    return {"kind": "drive#file", "id": GD_DOC, "name": "Q3 Vendor Review — Cloud & SaaS", "mimeType": "application/vnd.google-apps.document",
            "parents": parents, "createdTime": "2024-09-30T16:11:48.207Z", "modifiedTime": modified, "viewedByMeTime": viewed,
            "version": version, "owners": [{"displayName": "Helen Obi", "emailAddress": "helen.obi@ardent-logistics.com"}],
            "lastModifyingUser": {"displayName": "Procurement Bot", "emailAddress": "procurement-bot@ardent-logistics.iam.gserviceaccount.com"},
            "shared": shared, "webViewLink": f"https://docs.google.com/document/d/{GD_DOC}/edit?usp=drivesdk", "size": None,
            "capabilities": {"canEdit": True, "canComment": True, "canShare": True}}


def t13(rs: RowSet) -> None:
    system = mcp_system("gdrive", "Google Drive API v3 as the service account procurement-bot@ardent-logistics.iam.gserviceaccount.com", [
        tool("search_files", "Search files with a Drive query", {"q": S, "fields": S}, ["q"]),
        tool("read_file", "Export a file's content as text", {"fileId": S}, ["fileId"]),
        tool("update_file_content", "Replace the body text of a Google Doc", {"fileId": S, "content": S}, ["fileId", "content"]),
        tool("create_folder", "Create a folder", {"name": S, "parentId": S}, ["name"]),
        tool("move_file", "Move a file to another folder", {"fileId": S, "addParents": S, "removeParents": S}, ["fileId", "addParents"]),
        tool("share_file", "Add a permission", {"fileId": S, "emailAddress": S, "role": S}, ["fileId", "emailAddress", "role"]),
        tool("get_file_metadata", "Get a file's metadata", {"fileId": S}, ["fileId"]),
        tool("list_folder", "List a folder's children", {"folderId": S}, ["folderId"]),
    ])
    root_parent = "0AJx8TqL2mVnUk9PVA"
    new_folder = "1pZ3wQ8eR5tY7uI9oA2sD4fG6hJ8kL0zX"
    search = {"files": [
        {"id": GD_DOC, "name": "Q3 Vendor Review — Cloud & SaaS", "mimeType": "application/vnd.google-apps.document",
         "modifiedTime": "2024-10-02T09:14:37.560Z", "parents": [root_parent], "owners": [{"displayName": "Helen Obi"}]},
        {"id": "1c8RkPq0zT3vX6nW9yB2mL5dH7gF1jK4sA", "name": "Q3 vendor spend export.xlsx", "mimeType": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
         "modifiedTime": "2024-10-01T17:48:02.004Z", "parents": [root_parent], "size": "84213", "owners": [{"displayName": "Helen Obi"}]},
        {"id": "1t5YbN8mQ2wE4rT6yU8iO0pA3sD5fG7hJ", "name": "Q3 vendor contracts (scans)", "mimeType": "application/vnd.google-apps.folder",
         "modifiedTime": "2024-09-27T12:30:55.318Z", "parents": [root_parent], "owners": [{"displayName": "Helen Obi"}]},
    ], "incompleteSearch": False}
    upd = _gd_meta("2024-10-09T15:22:41.318Z", "57", [root_parent], False, "2024-10-09T15:20:03.911Z")
    folder = {"kind": "drive#file", "id": new_folder, "name": "Vendor reviews 2024-Q3", "mimeType": "application/vnd.google-apps.folder",
              "parents": [root_parent], "createdTime": "2024-10-09T15:23:10.774Z", "modifiedTime": "2024-10-09T15:23:10.774Z",
              "webViewLink": f"https://drive.google.com/drive/folders/{new_folder}"}
    moved = {"kind": "drive#file", "id": GD_DOC, "name": "Q3 Vendor Review — Cloud & SaaS", "parents": [new_folder]}
    perm = {"kind": "drive#permission", "id": "09318842617730155021", "type": "user", "role": "commenter",
            "emailAddress": "marcus.oyelaran@ardent-logistics.com", "displayName": "Marcus Oyelaran", "pendingOwner": False, "deleted": False,
            "notification": {"sent": True, "message": "Q3 vendor review for your sign-off (Zoom seats)."}}
    meta_bad = _gd_meta("2024-10-09T14:58:06.102Z", "58", [new_folder], True, "2024-10-09T15:22:41.318Z")
    listing = {"files": [
        {"id": GD_DOC, "name": "Q3 Vendor Review — Cloud & SaaS", "mimeType": "application/vnd.google-apps.document",
         "modifiedTime": "2024-10-09T15:22:41.318Z", "shared": True}], "incompleteSearch": False}
    turns = [
        (call("search_files", q="name contains 'Q3 vendor' and trashed = false", fields="files(id,name,mimeType,modifiedTime,parents,size,owners)"), pj(search)),
        (call("read_file", fileId=GD_DOC), GD_DOC_TEXT_OLD),
        (call("update_file_content", fileId=GD_DOC, content=GD_DOC_TEXT_NEW), pj(upd)),
        (call("create_folder", name="Vendor reviews 2024-Q3", parentId=root_parent), pj(folder)),
        (call("move_file", fileId=GD_DOC, addParents=new_folder, removeParents=root_parent), pj(moved)),
        (call("share_file", fileId=GD_DOC, emailAddress="marcus.oyelaran@ardent-logistics.com", role="commenter"), pj(perm)),
        (call("get_file_metadata", fileId=GD_DOC), pj(meta_bad)),
        (call("list_folder", folderId=new_folder), pj(listing)),
        (call("read_file", fileId=GD_DOC), GD_DOC_TEXT_NEW),
    ]
    rs.add(task="mcp", tid="h29-mcp-13", system=system, turns=turns,
           state="Shared drive 'Procurement' (root folder 0AJx8TqL2mVnUk9PVA); only the service account edits the review doc today.",
           bad=True, turn=7, kind="file modifiedTime is earlier than the update the agent made to it before")


# --------------------------------------------------------------------------------------------------------------
# 14 ferry booking (clean): live space counts, hold -> booking, change with fee and peak fare, payments add up
# --------------------------------------------------------------------------------------------------------------
def _ferry_search(spaces: dict[str, int], asof: str) -> str:
    rows = [("S-0816-0615", "06:15", "07:20", "MV Orca Point", "off-peak"), ("S-0816-0830", "08:30", "09:40", "MV Cedar Spirit", "off-peak"),
            ("S-0816-1035", "10:35", "11:45", "MV Sea Lark", "off-peak"), ("S-0816-1250", "12:50", "13:55", "MV Orca Point", "peak"),
            ("S-0816-1510", "15:10", "16:20", "MV Cedar Spirit", "peak"), ("S-0816-1825", "18:25", "19:30", "MV Sea Lark", "peak")]
    out = [f"Anacortes → Friday Harbor · Fri 2024-08-16 · vehicle under 22 ft (availability as of {asof})", "",
           "SAILING       DEPART  ARRIVE  VESSEL           FARE      VEHICLE RES. LEFT  VEHICLE+DRIVER"]
    for sid, d, a, v, f in rows:
        n = spaces[sid]
        left = "waitlist only" if n == 0 else f"{n}"
        out.append(f"{sid:<13} {d}   {a}   {v:<16} {f:<9} {left:>17}  ${61.85 if f == 'off-peak' else 68.05:.2f}")
    out += ["", "Passenger add-ons: adult $15.25 · senior (65+) $7.60 · youth (6-18) $7.60 · Reservation fee $8.00 (non-refundable)",
            "Walk-on passengers do not need a reservation."]
    return "\n".join(out)


def t14(rs: RowSet) -> None:
    system = mcp_system("islandferries", "booking API of Salish Island Ferries (other customers book concurrently)", [
        tool("search_sailings", "Sailings and vehicle reservation space for a route and date", {"from": S, "to": S, "date": S, "vehicle": S}, ["from", "to", "date"]),
        tool("get_sailing", "One sailing with capacity detail", {"sailing_id": S}, ["sailing_id"]),
        tool("create_hold", "Hold a vehicle space for 15 minutes", {"sailing_id": S, "vehicle": S, "passengers": OBJ}, ["sailing_id", "vehicle"]),
        tool("confirm_booking", "Pay for a hold and confirm it", {"hold_id": S, "payment_token": S}, ["hold_id", "payment_token"]),
        tool("change_booking", "Move a booking to another sailing", {"booking_ref": S, "new_sailing_id": S}, ["booking_ref", "new_sailing_id"]),
        tool("get_booking", "Get a booking", {"booking_ref": S}, ["booking_ref"]),
        tool("list_bookings", "Bookings of a customer", {"customer_id": S}, ["customer_id"]),
    ])
    s1 = {"S-0816-0615": 0, "S-0816-0830": 3, "S-0816-1035": 14, "S-0816-1250": 22, "S-0816-1510": 9, "S-0816-1825": 31}
    s2 = {"S-0816-0615": 0, "S-0816-0830": 2, "S-0816-1035": 12, "S-0816-1250": 20, "S-0816-1510": 8, "S-0816-1825": 31}
    pax = {"adult": 1, "senior": 1}

    def sailing(left: int, asof: str) -> dict[str, Any]:
        return {"sailing_id": "S-0816-1035", "route": "Anacortes → Friday Harbor", "date": "2024-08-16", "depart": "10:35", "arrive": "11:45",
                "vessel": {"name": "MV Sea Lark", "vehicle_capacity": 124, "passenger_capacity": 1200, "accessible": True, "galley": "open"},
                "vehicle_spaces": {"reservable_total": 74, "reservable_left": left, "drive_up_allocation": 50, "oversize_left": 2},
                "fare_class": "off-peak", "stops": ["Lopez Island (10:55 arr/11:00 dep)"], "availability_as_of": asof,
                "advisory": "Allow 30 min for check-in; tollbooth closes 10:15 for reserved vehicles."}
    fare1 = [{"item": "Vehicle under 22 ft incl. driver (off-peak)", "amount": 61.85}, {"item": "Adult", "amount": 15.25},
             {"item": "Senior (65+)", "amount": 7.60}, {"item": "Reservation fee", "amount": 8.00}]
    hold = {"hold_id": "H-55102", "sailing_id": "S-0816-1035", "vehicle": "under 22 ft", "passengers": {"driver": 1, **pax},
            "created_at": "2024-08-14T11:22:12-07:00", "expires_at": "2024-08-14T11:37:12-07:00", "expires_in": "15:00",
            "fare": fare1, "total": 92.70, "currency": "USD"}
    booking = {"booking_ref": "SIF-8K2M7Q", "status": "confirmed", "customer_id": "CUST-204117", "sailing_id": "S-0816-1035",
               "depart": "2024-08-16T10:35-07:00", "vehicle": {"type": "under 22 ft", "plate": "CFN4471 (WA)"}, "passengers": {"driver": 1, **pax},
               "total_charged": 92.70, "payment": {"method": "card •••• 4417", "charge_id": "ch_8Lm2Qx71", "at": "2024-08-14T11:24:40-07:00"},
               "confirmation_email": "sent to r.ambrose@fastmail.net", "change_policy": "changes $10.00 within 7 days of sailing + fare difference"}
    change = {"booking_ref": "SIF-8K2M7Q", "status": "confirmed", "old_sailing_id": "S-0816-1035", "new_sailing_id": "S-0816-1250",
              "new_depart": "2024-08-16T12:50-07:00", "fare_difference": 6.20, "change_fee": 10.00, "additional_charge": 16.20,
              "charge": {"method": "card •••• 4417", "charge_id": "ch_8Lm3Tb02", "at": "2024-08-14T11:29:05-07:00"},
              "released_space_on": "S-0816-1035", "total_paid": 108.90}
    booking2 = {"booking_ref": "SIF-8K2M7Q", "status": "confirmed", "customer_id": "CUST-204117", "sailing_id": "S-0816-1250",
                "route": "Anacortes → Friday Harbor", "depart": "2024-08-16T12:50-07:00", "vessel": "MV Orca Point",
                "vehicle": {"type": "under 22 ft", "plate": "CFN4471 (WA)"}, "passengers": {"driver": 1, **pax},
                "fare": [{"item": "Vehicle under 22 ft incl. driver (peak)", "amount": 68.05}, {"item": "Adult", "amount": 15.25},
                         {"item": "Senior (65+)", "amount": 7.60}, {"item": "Reservation fee", "amount": 8.00}, {"item": "Change fee", "amount": 10.00}],
                "total": 108.90,
                "payments": [{"charge_id": "ch_8Lm2Qx71", "amount": 92.70, "at": "2024-08-14T11:24:40-07:00"},
                             {"charge_id": "ch_8Lm3Tb02", "amount": 16.20, "at": "2024-08-14T11:29:05-07:00"}],
                "history": [{"at": "2024-08-14T11:24:40-07:00", "event": "booked S-0816-1035"},
                            {"at": "2024-08-14T11:29:05-07:00", "event": "changed to S-0816-1250"}],
                "check_in_by": "2024-08-16T12:30-07:00"}
    lst = [{"booking_ref": "SIF-8K2M7Q", "route": "Anacortes → Friday Harbor", "depart": "2024-08-16T12:50-07:00", "status": "confirmed", "total": 108.90},
           {"booking_ref": "SIF-7Q0Z3D", "route": "Friday Harbor → Anacortes", "depart": "2024-08-18T16:05-07:00", "status": "confirmed", "total": 92.70},
           {"booking_ref": "SIF-5C1N8W", "route": "Anacortes → Orcas Island", "depart": "2024-06-29T09:15-07:00", "status": "travelled", "total": 71.40}]
    turns = [
        (call("search_sailings", **{"from": "Anacortes", "to": "Friday Harbor", "date": "2024-08-16", "vehicle": "under 22 ft"}), _ferry_search(s1, "11:20:31")),
        (call("get_sailing", sailing_id="S-0816-1035"), pj(sailing(14, "2024-08-14T11:21:05-07:00"))),
        (call("create_hold", sailing_id="S-0816-1035", vehicle="under 22 ft", passengers=pax), pj(hold)),
        (call("confirm_booking", hold_id="H-55102", payment_token="tok_visa_4417_rambrose"), pj(booking)),
        (call("get_sailing", sailing_id="S-0816-1035"), pj(sailing(11, "2024-08-14T11:26:18-07:00"))),
        (call("change_booking", booking_ref="SIF-8K2M7Q", new_sailing_id="S-0816-1250"), pj(change)),
        (call("get_booking", booking_ref="SIF-8K2M7Q"), pj(booking2)),
        (call("search_sailings", **{"from": "Anacortes", "to": "Friday Harbor", "date": "2024-08-16", "vehicle": "under 22 ft"}), _ferry_search(s2, "11:31:47")),
        (call("list_bookings", customer_id="CUST-204117"), pj(lst)),
    ]
    rs.add(task="mcp", tid="h29-mcp-14", system=system, turns=turns,
           state="Customer CUST-204117 (R. Ambrose) wants a car reservation to Friday Harbor on Fri 2024-08-16; today is 2024-08-14.")


# --------------------------------------------------------------------------------------------------------------
# 15 Shopify (clean): inventory adjusted, a new order takes a unit, price changed, fulfillment, pagination
# --------------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    system = mcp_system("shopify", "Shopify Admin API of wickline-candle-co.myshopify.com (live store, orders arrive any time)", [
        tool("list_products", "Products of a collection, cursor paginated", {"collection": S, "limit": INT, "page_info": S}, []),
        tool("get_product", "Get a product with variants", {"product_id": INT}, ["product_id"]),
        tool("adjust_inventory", "Adjust available inventory at a location", {"inventory_item_id": INT, "location_id": INT, "available_adjustment": INT}, ["inventory_item_id", "location_id", "available_adjustment"]),
        tool("update_variant", "Update a variant", {"variant_id": INT, "price": S, "compare_at_price": S}, ["variant_id"]),
        tool("list_orders", "List orders", {"status": S, "fulfillment_status": S, "created_at_min": S}, []),
        tool("fulfill_order", "Create a fulfillment for an order", {"order_id": INT, "tracking_number": S, "tracking_company": S}, ["order_id"]),
        tool("get_order", "Get an order", {"order_id": INT}, ["order_id"]),
    ])
    loc = 71220453657
    prods = [
        (8123456701, "Cedar & Smoke — 8 oz", 44001201, "24.00", None, 5, "CAN-CS-08", 49001201),
        (8123456702, "Fig Leaf & Vetiver — 8 oz", 44001202, "24.00", None, 37, "CAN-FV-08", 49001202),
        (8123456703, "Winter Orchard — 12 oz", 44001203, "34.00", "38.00", 12, "CAN-WO-12", 49001203),
        (8123456704, "Beeswax Pillar Set (3)", 44001204, "42.00", None, 0, "CAN-BP-03", 49001204),
        (8123456705, "Sea Salt & Sage — 8 oz", 44001205, "24.00", None, 61, "CAN-SS-08", 49001205),
        (8123456706, "Black Tea & Bergamot — 8 oz", 44001206, "24.00", None, 19, "CAN-BT-08", 49001206),
        (8123456707, "Travel Tin Trio", 44001207, "28.00", None, 44, "CAN-TT-03", 49001207),
        (8123456708, "Pine Tar Soap & Candle Gift Box", 44001208, "58.00", "64.00", 7, "GFT-PT-01", 49001208),
    ]

    def summ(p: tuple[Any, ...], price: str | None = None, qty: int | None = None) -> dict[str, Any]:
        return {"id": p[0], "title": p[1], "status": "active", "variants": [{"id": p[2], "sku": p[6], "price": price or p[3],
                                                                             "inventory_quantity": p[5] if qty is None else qty}]}
    page1 = {"products": [summ(p) for p in prods[:5]],
             "page_info": {"next": "eyJsYXN0X2lkIjo4MTIzNDU2NzA1LCJsYXN0X3ZhbHVlIjoiU2VhIFNhbHQifQ", "previous": None}}

    def cedar(price: str, cmp: str | None, qty: int, updated: str) -> dict[str, Any]:
        return {"product": {"id": 8123456701, "title": "Cedar & Smoke — 8 oz", "handle": "cedar-smoke-8oz", "vendor": "Wickline Candle Co.",
                            "product_type": "Candle", "status": "active", "tags": "bestseller, woody, fall",
                            "created_at": "2023-09-04T10:12:40-05:00", "updated_at": updated, "published_at": "2023-09-05T08:00:00-05:00",
                            "body_html": "<p>Cedarwood, birch tar and a little clove. Soy-coconut wax, cotton wick, ~50 h burn.</p>",
                            "variants": [{"id": 44001201, "title": "Default Title", "sku": "CAN-CS-08", "price": price, "compare_at_price": cmp,
                                          "inventory_item_id": 49001201, "inventory_quantity": qty, "inventory_management": "shopify",
                                          "inventory_policy": "deny", "weight": 0.62, "weight_unit": "lb", "updated_at": updated}],
                            "images": [{"id": 33010045, "src": "https://cdn.shopify.com/s/files/1/0712/3344/products/cedar-smoke.jpg?v=1694012233"}]}}

    def order(num: int, oid: int, created: str, items: list[tuple[str, int, str, int]], fstat: str | None, total: str, name: str) -> dict[str, Any]:
        return {"id": oid, "name": f"#{num}", "created_at": created, "financial_status": "paid", "fulfillment_status": fstat,
                "customer": {"first_name": name.split()[0], "last_name": name.split()[1]}, "total_price": total, "currency": "USD",
                "line_items": [{"title": t, "quantity": q, "price": pr, "variant_id": v} for t, q, pr, v in items]}
    o1044 = order(1044, 5710021044, "2024-11-25T19:02:11-05:00", [("Sea Salt & Sage — 8 oz", 2, "24.00", 44001205)], None, "55.90", "Ines Carvalho")
    o1046 = order(1046, 5710021046, "2024-11-26T09:41:37-05:00", [("Winter Orchard — 12 oz", 1, "34.00", 44001203), ("Travel Tin Trio", 1, "28.00", 44001207)], None, "69.90", "Grant Whitfield")
    o1047 = order(1047, 5710021047, "2024-11-26T11:15:02-05:00", [("Cedar & Smoke — 8 oz", 2, "24.00", 44001201)], None, "55.90", "Noor Hassan")
    o1048 = order(1048, 5710021048, "2024-11-26T15:41:19-05:00", [("Cedar & Smoke — 8 oz", 1, "26.00", 44001201), ("Fig Leaf & Vetiver — 8 oz", 1, "24.00", 44001202)], None, "57.90", "Tessa Lindgren")
    o1047f = dict(o1047, fulfillment_status="fulfilled")
    o1047_full = dict(o1047f, email="noor.hassan@protonmail.com", subtotal_price="48.00", total_shipping_price="7.90", total_tax="0.00",
                      shipping_address={"city": "Madison", "province_code": "WI", "zip": "53703", "country_code": "US"},
                      fulfillments=[{"id": 4902218813, "status": "success", "created_at": "2024-11-26T15:39:48-05:00", "tracking_company": "USPS",
                                     "tracking_number": "9400111206213859271044", "tracking_url": "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111206213859271044"}],
                      closed_at=None, cancelled_at=None)
    page2 = {"products": [summ(p) for p in prods[5:]], "page_info": {"next": None, "previous": "eyJmaXJzdF9pZCI6ODEyMzQ1NjcwNiwiZmlyc3RfdmFsdWUiOiJCbGFjayBUZWEifQ"}}
    turns = [
        (call("list_products", collection="candles", limit=5), pj(page1)),
        (call("get_product", product_id=8123456701), pj(cedar("24.00", None, 5, "2024-11-19T08:30:12-05:00"))),
        (call("adjust_inventory", inventory_item_id=49001201, location_id=loc, available_adjustment=48),
         pj({"inventory_level": {"inventory_item_id": 49001201, "location_id": loc, "available": 53, "updated_at": "2024-11-26T15:36:54-05:00"}})),
        (call("update_variant", variant_id=44001201, price="26.00", compare_at_price="32.00"),
         pj({"variant": {"id": 44001201, "product_id": 8123456701, "sku": "CAN-CS-08", "price": "26.00", "compare_at_price": "32.00",
                         "inventory_quantity": 53, "updated_at": "2024-11-26T15:37:30-05:00"}})),
        (call("list_orders", status="open", fulfillment_status="unfulfilled"), pj({"orders": [o1047, o1046, o1044]})),
        (call("fulfill_order", order_id=5710021047, tracking_number="9400111206213859271044", tracking_company="USPS"),
         pj({"fulfillment": {"id": 4902218813, "order_id": 5710021047, "status": "success", "created_at": "2024-11-26T15:39:48-05:00",
                             "tracking_company": "USPS", "tracking_number": "9400111206213859271044",
                             "line_items": [{"title": "Cedar & Smoke — 8 oz", "quantity": 2}], "notify_customer": True}})),
        (call("get_product", product_id=8123456701), pj(cedar("26.00", "32.00", 52, "2024-11-26T15:41:19-05:00"))),
        (call("list_orders", status="any", created_at_min="2024-11-26T00:00:00-05:00"), pj({"orders": [o1048, o1047f, o1046]})),
        (call("list_products", collection="candles", limit=5, page_info=page1["page_info"]["next"]), pj(page2)),
        (call("get_order", order_id=5710021047), pj({"order": o1047_full})),
    ]
    rs.add(task="mcp", tid="h29-mcp-15", system=system, turns=turns,
           state="Shop owner's assistant, Tue 2024-11-26 afternoon; a restock of 48 Cedar & Smoke candles arrived; customers keep ordering.")


# --------------------------------------------------------------------------------------------------------------
# 16 greenhouse irrigation controller (bad: a manual zone closed by the agent reads open again)
# --------------------------------------------------------------------------------------------------------------
def _zones(at: str, z: dict[int, tuple[str, str, float, str]]) -> str:
    meta = {1: ("Tomatoes A", "auto", "SCH-1"), 2: ("Tomatoes B", "auto", "SCH-2"), 3: ("Cucumbers", "auto", "SCH-3"), 4: ("Peppers", "auto", "SCH-4"),
            5: ("Propagation bench", "manual", "—"), 6: ("Herbs", "auto", "SCH-5"), 7: ("Lettuce NFT top-up", "manual", "—"), 8: ("Strawberries", "auto", "SCH-6")}
    lines = [f"Cedar Row Growers · House 2 · zones at {at}", "", "ZONE  NAME                 MODE    SCHEDULE  VALVE   FLOW L/min  SOIL VWC  NOTE"]
    for i in range(1, 9):
        name, mode, sch = meta[i]
        valve, flow, vwc, note = z[i]
        lines.append(f"Z{i}    {name:<20} {mode:<7} {sch:<9} {valve:<7} {flow:>10}  {vwc:>6.1f} %  {note}")
    return "\n".join(lines)


def t16(rs: RowSet) -> None:
    system = mcp_system("greenflow", "irrigation controller of Cedar Row Growers, House 2 (8 zones, main line flow meter)", [
        tool("get_zones", "All zones with valve state, flow and soil moisture", {}, []),
        tool("get_zone", "One zone", {"zone": INT}, ["zone"]),
        tool("list_schedules", "Irrigation schedules", {}, []),
        tool("set_valve", "Open or close a zone valve (manual override)", {"zone": INT, "state": S, "duration_min": INT}, ["zone", "state"]),
        tool("pause_schedule", "Pause a schedule until a date", {"schedule_id": S, "until": S, "reason": S}, ["schedule_id", "until"]),
        tool("get_flow_log", "Per-minute flow log of a zone or the main line", {"source": S, "since": S}, ["source", "since"]),
        tool("get_sensor_readings", "Latest sensor readings of a zone", {"zone": INT}, ["zone"]),
    ])
    z1 = {1: ("closed", "0.0", 31.4, "next 14:00"), 2: ("closed", "0.0", 29.2, "next 14:10"), 3: ("OPEN", "8.5", 24.8, "SCH-3 running 7/12 min"),
          4: ("closed", "0.0", 35.1, "next 2024-06-15 07:00"), 5: ("OPEN", "11.2", 41.7, "manual open since 09:31 (staff tablet)"),
          6: ("closed", "0.0", 38.0, "next 2024-06-16 07:30"), 7: ("closed", "0.0", 22.3, "below 25 % target"), 8: ("closed", "0.0", 33.6, "next 15:30")}
    z6 = {1: ("closed", "0.0", 31.3, "next 14:00"), 2: ("closed", "0.0", 29.1, "SCH-2 paused until 2024-06-20"), 3: ("OPEN", "8.5", 26.9, "SCH-3 running 11/12 min"),
          4: ("closed", "0.0", 35.1, "next 2024-06-15 07:00"), 5: ("OPEN", "11.2", 42.0, "manual open since 09:31 (staff tablet)"),
          6: ("closed", "0.0", 38.0, "next 2024-06-16 07:30"), 7: ("closed", "0.0", 22.2, "below 25 % target"), 8: ("closed", "0.0", 33.5, "next 15:30")}
    sched = mcp_text("""Schedules (House 2)
ID     ZONE  NAME                 START TIMES        RUN     DAYS          STATE
SCH-1  Z1    Tomatoes A           06:00, 14:00       10 min  daily         active
SCH-2  Z2    Tomatoes B           06:10, 14:10       10 min  daily         active
SCH-3  Z3    Cucumbers            10:05, 16:00       12 min  daily         active (running)
SCH-4  Z4    Peppers              07:00               8 min  every 2 days  active
SCH-5  Z6    Herbs                07:30               5 min  every 3 days  active
SCH-6  Z8    Strawberries         06:30, 15:30        9 min  daily         active
Zones without a schedule (manual only): Z5 Propagation bench, Z7 Lettuce NFT top-up""")
    flow5 = mcp_text("""Flow log · Z5 Propagation bench · since 10:08
10:08  11.2 L/min
10:09  11.3 L/min
10:10  11.2 L/min
10:11  11.2 L/min
10:12  11.1 L/min
10:13  11.2 L/min
10:14   2.9 L/min   valve closed 10:14:03 (api)
10:15   0.0 L/min
Total since 10:08: 70.1 L""")
    flowmain = mcp_text("""Flow log · main line · since 10:10
10:10  19.7 L/min   (Z3, Z5)
10:11  19.7 L/min   (Z3, Z5)
10:12  19.6 L/min   (Z3, Z5)
10:13  19.7 L/min   (Z3, Z5)
10:14  11.4 L/min   (Z3, Z5 closing)
10:15   8.6 L/min   (Z3)
10:16   8.5 L/min   (Z3)
10:17   0.5 L/min   (Z3 ended 10:17:00, Z7 opened 10:17:55)
10:18   6.1 L/min   (Z7)
Pressure 2.8 bar · no leak alarm""")
    turns = [
        (call("get_zones"), _zones("2024-06-14 10:12:20", z1)),
        (call("list_schedules"), sched),
        (call("set_valve", zone=5, state="closed"),
         pj({"zone": 5, "name": "Propagation bench", "valve": "closed", "previous": "open", "changed_at": "2024-06-14T10:14:03-04:00", "by": "api (assistant)", "mode": "manual"})),
        (call("get_flow_log", source="Z5", since="2024-06-14T10:08:00-04:00"), flow5),
        (call("pause_schedule", schedule_id="SCH-2", until="2024-06-20", reason="root rot lab test on Tomatoes B, hold water"),
         pj({"schedule_id": "SCH-2", "zone": 2, "state": "paused", "until": "2024-06-20T00:00:00-04:00", "skipped_runs": 12, "paused_at": "2024-06-14T10:15:31-04:00"})),
        (call("get_zones"), _zones("2024-06-14 10:16:40", z6)),
        (call("get_sensor_readings", zone=7),
         pj({"zone": 7, "name": "Lettuce NFT top-up", "at": "2024-06-14T10:17:02-04:00", "soil_vwc_pct": 22.2, "target_vwc_pct": [25, 35],
             "substrate_temp_c": 21.6, "ec_ms_cm": 1.42, "ph": 6.1, "air_temp_c": 24.8, "rh_pct": 71})),
        (call("set_valve", zone=7, state="open", duration_min=10),
         pj({"zone": 7, "name": "Lettuce NFT top-up", "valve": "open", "previous": "closed", "changed_at": "2024-06-14T10:17:55-04:00",
             "auto_close_at": "2024-06-14T10:27:55-04:00", "by": "api (assistant)", "mode": "manual"})),
        (call("get_zone", zone=7),
         pj({"zone": 7, "name": "Lettuce NFT top-up", "mode": "manual", "valve": "open", "flow_l_min": 6.0, "remaining": "8m 41s",
             "auto_close_at": "2024-06-14T10:27:55-04:00", "soil_vwc_pct": 23.0, "as_of": "2024-06-14T10:19:14-04:00"})),
        (call("get_flow_log", source="main", since="2024-06-14T10:10:00-04:00"), flowmain),
        (call("get_zone", zone=5),
         pj({"zone": 5, "name": "Propagation bench", "mode": "manual", "valve": "closed", "flow_l_min": 0.0, "soil_vwc_pct": 41.2,
             "last_change": {"at": "2024-06-14T10:14:03-04:00", "to": "closed", "by": "api (assistant)"}, "as_of": "2024-06-14T10:20:02-04:00"})),
    ]
    rs.add(task="mcp", tid="h29-mcp-16", system=system, turns=turns,
           state="House 2 controller, 2024-06-14 about 10:12; staff are in the packing shed and are not touching the controller.",
           bad=True, turn=6, kind="valve the agent closed shows open again with no action or schedule")


# --------------------------------------------------------------------------------------------------------------
# 17 Sentry (bad: an issue's firstSeen changes)
# --------------------------------------------------------------------------------------------------------------
SE_ISSUES = [
    ("5873301927", "CHECKOUT-WEB-3KF", "TypeError: Cannot read properties of undefined (reading 'paymentMethodId')", "submitPayment(src/checkout/usePaymentSubmit.ts)", 4812, 1093, "2024-09-28T17:03:51Z", "2024-10-08T14:21:09Z"),
    ("5740018832", "CHECKOUT-WEB-3J2", "ChunkLoadError: Loading chunk 7421 failed.", "app:///_next/static/chunks/webpack-3e1f0b.js", 2930, 1871, "2024-07-11T08:40:17Z", "2024-10-08T14:19:55Z"),
    ("5902277410", "CHECKOUT-WEB-3MA", "AxiosError: Request failed with status code 502", "fetchCartTotals(src/api/cart.ts)", 1406, 622, "2024-10-03T21:15:02Z", "2024-10-08T13:58:30Z"),
    ("5511093264", "CHECKOUT-WEB-2ZQ", "ResizeObserver loop completed with undelivered notifications.", "?(src/components/AddressAutocomplete.tsx)", 988, 740, "2024-04-22T12:01:44Z", "2024-10-08T14:20:31Z"),
    ("5915530078", "CHECKOUT-WEB-3N7", "AbortError: The user aborted a request.", "useShippingRates(src/checkout/useShippingRates.ts)", 611, 405, "2024-10-05T09:27:38Z", "2024-10-08T14:02:12Z"),
    ("5920014456", "CHECKOUT-WEB-3P1", "SecurityError: Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", "getCartId(src/lib/storage.ts)", 240, 198, "2024-10-06T18:44:09Z", "2024-10-08T12:37:50Z"),
]


def _se_row(r: tuple[Any, ...], count: int | None = None, last: str | None = None) -> dict[str, Any]:
    return {"id": r[0], "shortId": r[1], "title": r[2], "culprit": r[3], "level": "error", "status": "unresolved",
            "count": str(count if count is not None else r[4]), "userCount": r[5], "firstSeen": r[6], "lastSeen": last or r[7],
            "permalink": f"https://lumen-health.sentry.io/issues/{r[0]}/"}


def t17(rs: RowSet) -> None:
    system = mcp_system("sentry", "Sentry API for organization lumen-health", [
        tool("list_issues", "Issues of a project", {"project": S, "query": S, "sort": S, "statsPeriod": S}, ["project"]),
        tool("get_issue", "Get an issue by short id", {"issue_id": S}, ["issue_id"]),
        tool("list_issue_events", "Latest events of an issue", {"issue_id": S, "limit": INT}, ["issue_id"]),
        tool("get_event", "Get one event with stack trace", {"issue_id": S, "event_id": S}, ["issue_id", "event_id"]),
        tool("update_issue", "Update status / assignee", {"issue_id": S, "status": S, "assignedTo": S}, ["issue_id"]),
        tool("add_comment", "Add a note to an issue", {"issue_id": S, "text": S}, ["issue_id", "text"]),
    ])
    r = SE_ISSUES[0]

    def issue(count: int, last: str, first: str, status: str, details: dict[str, Any], assigned: dict[str, Any] | None, comments: int) -> dict[str, Any]:
        return {"id": r[0], "shortId": r[1], "title": r[2], "culprit": r[3], "level": "error", "status": status, "statusDetails": details,
                "substatus": "ongoing" if status == "unresolved" else None, "platform": "javascript", "type": "error",
                "project": {"id": "4504127733190656", "name": "checkout-web", "slug": "checkout-web"},
                "metadata": {"type": "TypeError", "value": "Cannot read properties of undefined (reading 'paymentMethodId')",
                             "filename": "src/checkout/usePaymentSubmit.ts", "function": "submitPayment"},
                "count": str(count), "userCount": 1093 if count < 4830 else 1097, "firstSeen": first, "lastSeen": last,
                "firstRelease": {"version": "checkout-web@2024.09.28.1", "dateCreated": "2024-09-28T16:51:20Z"},
                "lastRelease": {"version": "checkout-web@2024.10.07.2", "dateCreated": "2024-10-07T19:02:44Z"},
                "assignedTo": assigned, "numComments": comments, "isBookmarked": False, "isSubscribed": True, "hasSeen": True,
                "tags": [{"key": "browser", "topValues": [{"value": "Safari 17.6", "count": 2411}, {"value": "Mobile Safari 17.6", "count": 1580}]},
                         {"key": "release", "topValues": [{"value": "checkout-web@2024.10.07.2", "count": 1904}]}],
                "permalink": f"https://lumen-health.sentry.io/issues/{r[0]}/"}
    events = [
        {"eventID": "b7e2c04f19a34d8c9f1e6a20d5b3c871", "dateCreated": "2024-10-08T14:23:40Z", "user": {"id": "u_5f1c2e"}, "tags": {"browser": "Safari 17.6", "release": "checkout-web@2024.10.07.2", "url": "/checkout/payment"}},
        {"eventID": "0c9a4f7d22e84b1fa53c8e6b91d2f407", "dateCreated": "2024-10-08T14:22:58Z", "user": {"id": "u_a03b77"}, "tags": {"browser": "Mobile Safari 17.6", "release": "checkout-web@2024.10.07.2", "url": "/checkout/payment"}},
        {"eventID": "e41d8b0c7f6a4e239b5c1d0a8f7e6c52", "dateCreated": "2024-10-08T14:21:09Z", "user": {"id": "u_77d0e1"}, "tags": {"browser": "Safari 17.6", "release": "checkout-web@2024.10.07.2", "url": "/checkout/payment"}},
        {"eventID": "5a2f6c9e0b1d47f8a3e7c4b2d9016f8e", "dateCreated": "2024-10-08T14:19:32Z", "user": {"id": "u_2c41f9"}, "tags": {"browser": "Mobile Safari 17.5", "release": "checkout-web@2024.10.07.2", "url": "/checkout/payment?retry=1"}},
        {"eventID": "9d0e3b7a61c24f5e8a2b6c4d1e0f9a37", "dateCreated": "2024-10-08T14:17:45Z", "user": {"id": "u_5f1c2e"}, "tags": {"browser": "Safari 17.6", "release": "checkout-web@2024.10.07.2", "url": "/checkout/payment"}},
    ]
    ev = {"eventID": "b7e2c04f19a34d8c9f1e6a20d5b3c871", "groupID": r[0], "dateCreated": "2024-10-08T14:23:40Z", "platform": "javascript",
          "message": "", "title": r[2], "location": "src/checkout/usePaymentSubmit.ts", "release": {"version": "checkout-web@2024.10.07.2"},
          "user": {"id": "u_5f1c2e", "geo": {"country_code": "US", "region": "Ohio"}},
          "contexts": {"browser": {"name": "Safari", "version": "17.6"}, "os": {"name": "Mac OS X", "version": "14.6.1"}},
          "entries": [{"type": "exception", "data": {"values": [{"type": "TypeError", "value": "Cannot read properties of undefined (reading 'paymentMethodId')",
                                                                  "mechanism": {"type": "onunhandledrejection", "handled": False},
                                                                  "stacktrace": {"frames": [
                                                                      {"filename": "node_modules/react-dom/cjs/react-dom.production.min.js", "function": "batchedUpdates$1", "lineNo": 5474, "inApp": False},
                                                                      {"filename": "src/checkout/PaymentForm.tsx", "function": "onSubmit", "lineNo": 118, "colNo": 11, "inApp": True,
                                                                       "context": [[116, "  const onSubmit = async (values: PaymentValues) => {"], [117, "    setSubmitting(true);"], [118, "    await submitPayment(values, wallet);"]]},
                                                                      {"filename": "src/checkout/usePaymentSubmit.ts", "function": "submitPayment", "lineNo": 42, "colNo": 37, "inApp": True,
                                                                       "context": [[40, "export async function submitPayment(values: PaymentValues, wallet?: WalletSession) {"],
                                                                                   [41, "  const intent = await createIntent(values.amountMinor);"],
                                                                                   [42, "  const pm = wallet.selected.paymentMethodId ?? values.cardToken;"],
                                                                                   [43, "  return confirmIntent(intent.id, pm);"]]}]}}]}},
                      {"type": "breadcrumbs", "data": {"values": [
                          {"timestamp": "2024-10-08T14:23:31Z", "category": "ui.click", "message": "button#apple-pay-cancel"},
                          {"timestamp": "2024-10-08T14:23:38Z", "category": "ui.click", "message": "button[type=submit].pay-now"},
                          {"timestamp": "2024-10-08T14:23:39Z", "category": "fetch", "message": "POST /api/payments/intent [200]"}]}}],
          "tags": [{"key": "browser", "value": "Safari 17.6"}, {"key": "environment", "value": "production"}, {"key": "url", "value": "https://pay.lumen-health.com/checkout/payment"}]}
    team = {"type": "team", "id": "4450021", "name": "payments-frontend"}
    note = "Apple Pay cancel leaves `wallet` defined but `wallet.selected` undefined; line 42 needs `wallet?.selected?.paymentMethodId`. Fix in PR #2291, ships with 2024.10.08.1."
    others = [_se_row(SE_ISSUES[1], 2958, "2024-10-08T14:30:12Z"), _se_row(SE_ISSUES[2], 1411, "2024-10-08T14:27:03Z"),
              _se_row(SE_ISSUES[3], 995, "2024-10-08T14:29:47Z"), _se_row(SE_ISSUES[4], 614, "2024-10-08T14:25:51Z"), _se_row(SE_ISSUES[5], 240)]
    turns = [
        (call("list_issues", project="checkout-web", query="is:unresolved", sort="freq", statsPeriod="14d"), pj([_se_row(x) for x in SE_ISSUES])),
        (call("get_issue", issue_id="CHECKOUT-WEB-3KF"), pj(issue(4821, "2024-10-08T14:23:40Z", "2024-09-28T17:03:51Z", "unresolved", {}, None, 0))),
        (call("list_issue_events", issue_id="CHECKOUT-WEB-3KF", limit=5), pj(events)),
        (call("get_event", issue_id="CHECKOUT-WEB-3KF", event_id="b7e2c04f19a34d8c9f1e6a20d5b3c871"), pj(ev)),
        (call("update_issue", issue_id="CHECKOUT-WEB-3KF", assignedTo="team:payments-frontend"),
         pj({"id": r[0], "shortId": r[1], "assignedTo": team, "status": "unresolved", "statusDetails": {}})),
        (call("add_comment", issue_id="CHECKOUT-WEB-3KF", text=note),
         pj({"id": "3902118475", "type": "note", "data": {"text": note}, "dateCreated": "2024-10-08T14:27:19Z",
             "user": {"id": "2871044", "name": "Ops Assistant", "email": "ops-assistant@lumen-health.com"}})),
        (call("update_issue", issue_id="CHECKOUT-WEB-3KF", status="resolvedInNextRelease"),
         pj({"id": r[0], "shortId": r[1], "status": "resolved", "statusDetails": {"inNextRelease": True, "actor": {"name": "Ops Assistant"}},
             "assignedTo": team})),
        (call("get_issue", issue_id="CHECKOUT-WEB-3KF"),
         pj(issue(4840, "2024-10-08T14:31:02Z", "2024-09-30T17:03:51Z", "resolved", {"inNextRelease": True, "actor": {"name": "Ops Assistant"}}, team, 1))),
        (call("list_issues", project="checkout-web", query="is:unresolved", sort="freq", statsPeriod="14d"), pj(others)),
    ]
    rs.add(task="mcp", tid="h29-mcp-17", system=system, turns=turns,
           state="Sentry org lumen-health, project checkout-web; 2024-10-08 around 14:25 UTC; production traffic keeps producing events.",
           bad=True, turn=8, kind="issue firstSeen date changes between two reads of the same issue")


# --------------------------------------------------------------------------------------------------------------
# 18 PagerDuty (clean): on-call hand-off at 16:00, alerts keep grouping, ack + resolve, a new incident appears
# --------------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    system = mcp_system("pagerduty", "PagerDuty REST API v2 for account lumen-health, as user Marco Ruiz (PM4RZ01)", [
        tool("list_oncalls", "Who is on call for a schedule now", {"schedule_id": S}, ["schedule_id"]),
        tool("list_incidents", "Incidents filtered by status", {"statuses": A, "service_ids": A}, []),
        tool("get_incident", "Get an incident", {"incident_id": S}, ["incident_id"]),
        tool("acknowledge_incident", "Acknowledge an incident", {"incident_id": S}, ["incident_id"]),
        tool("add_note", "Add a note to an incident", {"incident_id": S, "content": S}, ["incident_id", "content"]),
        tool("resolve_incident", "Resolve an incident", {"incident_id": S, "resolution": S}, ["incident_id"]),
    ])
    dana = {"id": "P9XW2KD", "type": "user_reference", "summary": "Dana Whitfield"}
    marco = {"id": "PM4RZ01", "type": "user_reference", "summary": "Marco Ruiz"}
    ken = {"id": "PK7AD30", "type": "user_reference", "summary": "Ken Adebayo"}
    pol = {"id": "PEP1PAY", "type": "escalation_policy_reference", "summary": "Payments – Primary"}
    sch = {"id": "PSCH7Q1", "type": "schedule_reference", "summary": "Payments Primary"}
    oc1 = {"as_of": "2024-03-21T15:52:10Z", "oncalls": [
        {"escalation_level": 1, "user": dana, "schedule": sch, "escalation_policy": pol, "start": "2024-03-14T16:00:00Z", "end": "2024-03-21T16:00:00Z"},
        {"escalation_level": 2, "user": ken, "schedule": None, "escalation_policy": pol, "start": None, "end": None}],
        "next": {"user": marco, "start": "2024-03-21T16:00:00Z", "end": "2024-03-28T16:00:00Z"}}
    oc2 = {"as_of": "2024-03-21T16:03:18Z", "oncalls": [
        {"escalation_level": 1, "user": marco, "schedule": sch, "escalation_policy": pol, "start": "2024-03-21T16:00:00Z", "end": "2024-03-28T16:00:00Z"},
        {"escalation_level": 2, "user": ken, "schedule": None, "escalation_policy": pol, "start": None, "end": None}],
        "next": {"user": {"id": "PJ5TN88", "type": "user_reference", "summary": "Priya Raman"}, "start": "2024-03-28T16:00:00Z", "end": "2024-04-04T16:00:00Z"}}
    svc = {"id": "PSVC9PA", "type": "service_reference", "summary": "Payments API"}
    svc_db = {"id": "PSVC4DB", "type": "service_reference", "summary": "Payments Postgres"}
    inc_disk = {"id": "Q0YH6M1XK9D", "incident_number": 48207, "title": "Disk usage > 85% on pg-replica-2", "status": "acknowledged", "urgency": "low",
                "service": svc_db, "created_at": "2024-03-21T13:58:40Z", "assignments": [{"assignee": dana}],
                "acknowledgements": [{"at": "2024-03-21T14:12:05Z", "acknowledger": dana}]}
    inc_cert = {"id": "Q3LT2W8RN5E", "incident_number": 48195, "title": "Certificate for api.pay.lumen-health.com expires in 7 days", "status": "acknowledged",
                "urgency": "low", "service": svc, "created_at": "2024-03-21T09:00:03Z", "assignments": [{"assignee": dana}],
                "acknowledgements": [{"at": "2024-03-21T09:20:44Z", "acknowledger": dana}]}

    def inc5xx(status: str, alerts: int, age: str, acks: list[dict[str, Any]], last_change: str, as_of: str) -> dict[str, Any]:
        return {"incident": {"id": "Q1ZP8N2AB3C", "incident_number": 48211, "title": "High 5xx rate on payments-api (> 2% for 5 min)",
                             "status": status, "urgency": "high", "service": svc, "escalation_policy": pol, "created_at": "2024-03-21T15:29:12Z",
                             "age": age, "as_of": as_of, "last_status_change_at": last_change, "assignments": [{"at": "2024-03-21T15:29:12Z", "assignee": dana}],
                             "acknowledgements": acks, "alert_counts": {"all": alerts, "triggered": alerts, "resolved": 0},
                             "incident_key": "datadog-monitor-118204773", "priority": {"summary": "P2"},
                             "body": {"details": "payments-api 5xx ratio 3.8% (threshold 2%), mostly 503 from /v2/intents; upstream ledger-writer timeouts"},
                             "html_url": "https://lumen-health.pagerduty.com/incidents/Q1ZP8N2AB3C"}}
    ack = [{"at": "2024-03-21T15:53:40Z", "acknowledger": marco}]
    note = "Taking this ahead of the 16:00 hand-off. 503s line up with ledger-writer p99 > 4s; scaled ledger-writer 6 -> 10 replicas at 15:54."
    inc_new = {"id": "Q7MD3R0VC2F", "incident_number": 48214, "title": "Elevated p99 latency on ledger-writer (> 2.5 s)", "status": "triggered",
               "urgency": "high", "service": {"id": "PSVC2LW", "type": "service_reference", "summary": "Ledger Writer"},
               "created_at": "2024-03-21T16:01:47Z", "assignments": [{"assignee": marco}], "acknowledgements": []}
    turns = [
        (call("list_oncalls", schedule_id="PSCH7Q1"), pj(oc1)),
        (call("list_incidents", statuses=["triggered", "acknowledged"]),
         pj({"incidents": [
             {"id": "Q1ZP8N2AB3C", "incident_number": 48211, "title": "High 5xx rate on payments-api (> 2% for 5 min)", "status": "triggered",
              "urgency": "high", "service": svc, "created_at": "2024-03-21T15:29:12Z", "assignments": [{"assignee": dana}], "acknowledgements": []},
             inc_disk, inc_cert], "limit": 25, "offset": 0, "total": 3, "more": False})),
        (call("get_incident", incident_id="Q1ZP8N2AB3C"), pj(inc5xx("triggered", 3, "23m 51s", [], "2024-03-21T15:29:12Z", "2024-03-21T15:53:03Z"))),
        (call("acknowledge_incident", incident_id="Q1ZP8N2AB3C"),
         pj({"incident": {"id": "Q1ZP8N2AB3C", "incident_number": 48211, "status": "acknowledged", "acknowledgements": ack,
                          "last_status_change_at": "2024-03-21T15:53:40Z", "last_status_change_by": marco}})),
        (call("add_note", incident_id="Q1ZP8N2AB3C", content=note),
         pj({"note": {"id": "PWL8N3Q", "user": marco, "content": note, "created_at": "2024-03-21T15:55:02Z"}})),
        (call("list_oncalls", schedule_id="PSCH7Q1"), pj(oc2)),
        (call("get_incident", incident_id="Q1ZP8N2AB3C"), pj(inc5xx("acknowledged", 5, "34m 53s", ack, "2024-03-21T15:53:40Z", "2024-03-21T16:04:05Z"))),
        (call("resolve_incident", incident_id="Q1ZP8N2AB3C", resolution="5xx back under 0.3% since 16:02 after ledger-writer scale-out; follow-up in LW-4471"),
         pj({"incident": {"id": "Q1ZP8N2AB3C", "incident_number": 48211, "status": "resolved", "resolved_at": "2024-03-21T16:06:22Z",
                          "last_status_change_by": marco, "resolve_reason": None,
                          "alert_counts": {"all": 5, "triggered": 0, "resolved": 5}}})),
        (call("list_incidents", statuses=["triggered", "acknowledged"]),
         pj({"incidents": [inc_new, inc_disk, inc_cert], "limit": 25, "offset": 0, "total": 3, "more": False})),
    ]
    rs.add(task="mcp", tid="h29-mcp-18", system=system, turns=turns,
           state="Marco Ruiz takes the Payments Primary rotation from Dana Whitfield at 16:00 UTC on 2024-03-21; it is 15:52 UTC.")


# --------------------------------------------------------------------------------------------------------------
# 19 bike share fleet (clean): rebalancing moves bikes, riders rent/return meanwhile, batteries charge, a bike is locked
# --------------------------------------------------------------------------------------------------------------
def _stations(asof: str, rows: list[tuple[str, str, int, int, int, int]]) -> str:
    out = [f"Downtown stations — as of {asof}", "", "STATION  NAME                  DOCKS  BIKES  CLASSIC  E-BIKE  DISABLED  RENTABLE  FREE DOCKS"]
    for sid, name, docks, classic, ebike, dis in rows:
        bikes = classic + ebike
        out.append(f"{sid:<8} {name:<21} {docks:>5}  {bikes:>5}  {classic:>7}  {ebike:>6}  {dis:>8}  {bikes - dis:>8}  {docks - bikes:>10}")
    return "\n".join(out)


def t19(rs: RowSet) -> None:
    system = mcp_system("cyclefleet", "operations API of Metro Bikeshare (live station telemetry; riders rent and return bikes all the time)", [
        tool("list_stations", "Stations of an area", {"area": S}, ["area"]),
        tool("get_station", "One station with docked bikes", {"station_id": S}, ["station_id"]),
        tool("create_rebalance_task", "Create a van rebalancing task", {"from_station": S, "to_station": S, "count": INT}, ["from_station", "to_station", "count"]),
        tool("lock_bike_for_maintenance", "Disable a bike for maintenance", {"bike_id": S, "reason": S}, ["bike_id", "reason"]),
        tool("complete_rebalance_task", "Mark a rebalancing task done with the bikes moved", {"task_id": S, "bike_ids": A}, ["task_id", "bike_ids"]),
    ])
    st1 = [("ST-114", "Union Square", 20, 11, 8, 0), ("ST-118", "City Hall", 24, 7, 5, 0), ("ST-121", "Market & 5th", 16, 6, 3, 0),
           ("ST-130", "Central Library", 20, 10, 5, 0), ("ST-202", "Pier 3", 15, 2, 0, 0), ("ST-207", "Harbor Park", 18, 1, 0, 0),
           ("ST-215", "Convention Ctr", 22, 4, 2, 0)]
    st2 = [("ST-114", "Union Square", 20, 6, 6, 1), ("ST-118", "City Hall", 24, 5, 4, 0), ("ST-121", "Market & 5th", 16, 7, 4, 0),
           ("ST-130", "Central Library", 20, 9, 4, 0), ("ST-202", "Pier 3", 15, 3, 0, 0), ("ST-207", "Harbor Park", 18, 4, 3, 0),
           ("ST-215", "Convention Ctr", 22, 5, 3, 0)]
    classic114 = ["C-1187", "C-1203", "C-1219", "C-1256", "C-1290", "C-1311", "C-1342", "C-1358", "C-1376", "C-1401", "C-1433"]
    e114 = [("E-4392", 88), ("E-4402", 100), ("E-4410", 76), ("E-4418", 95), ("E-4437", 59), ("E-4455", 64), ("E-4471", 91), ("E-4486", 83)]
    docks114 = {"station_id": "ST-114", "name": "Union Square", "docks": 20, "charging_docks": True, "as_of": "2024-05-22T07:41:12-07:00",
                "bikes": [{"bike_id": b, "type": "classic", "dock": i + 1, "status": "available"} for i, b in enumerate(classic114)]
                + [{"bike_id": b, "type": "e-bike", "dock": 12 + i, "battery_pct": p, "status": "available"} for i, (b, p) in enumerate(e114)],
                "free_docks": 1, "last_rental": "07:39:50", "last_return": "07:40:31"}
    docks207 = {"station_id": "ST-207", "name": "Harbor Park", "docks": 18, "charging_docks": False, "as_of": "2024-05-22T07:42:03-07:00",
                "bikes": [{"bike_id": "C-2210", "type": "classic", "dock": 4, "status": "available"}], "free_docks": 17,
                "last_rental": "07:18:22", "last_return": "06:55:10", "demand_forecast_next_2h": "high (ferry terminal, 08:15 and 09:05 arrivals)"}
    moved = ["C-1187", "C-1203", "C-1342", "E-4392", "E-4455", "E-4471"]
    docks207b = {"station_id": "ST-207", "name": "Harbor Park", "docks": 18, "charging_docks": False, "as_of": "2024-05-22T08:07:26-07:00",
                 "bikes": [{"bike_id": "C-2210", "type": "classic", "dock": 4, "status": "available"},
                           {"bike_id": "C-1187", "type": "classic", "dock": 5, "status": "available"},
                           {"bike_id": "C-1203", "type": "classic", "dock": 6, "status": "available"},
                           {"bike_id": "C-1342", "type": "classic", "dock": 7, "status": "available"},
                           {"bike_id": "E-4392", "type": "e-bike", "dock": 8, "battery_pct": 88, "status": "available"},
                           {"bike_id": "E-4455", "type": "e-bike", "dock": 9, "battery_pct": 63, "status": "available"},
                           {"bike_id": "E-4471", "type": "e-bike", "dock": 10, "battery_pct": 91, "status": "available"}],
                 "free_docks": 11, "last_rental": "07:18:22", "last_return": "08:05:48 (rebalance T-9921)"}
    turns = [
        (call("list_stations", area="Downtown"), _stations("2024-05-22 07:40:55", st1)),
        (call("get_station", station_id="ST-114"), pj(docks114)),
        (call("get_station", station_id="ST-207"), pj(docks207)),
        (call("create_rebalance_task", from_station="ST-114", to_station="ST-207", count=6),
         pj({"task_id": "T-9921", "status": "assigned", "from": "ST-114 Union Square", "to": "ST-207 Harbor Park", "count": 6,
             "van": "V-07", "driver": "Luis Ortega", "eta_pickup": "07:52", "created_at": "2024-05-22T07:43:30-07:00"})),
        (call("lock_bike_for_maintenance", bike_id="E-4410", reason="brake squeal reported by 3 riders, front rotor"),
         pj({"bike_id": "E-4410", "status": "disabled", "station": "ST-114", "dock": 14, "work_order": "WO-58810",
             "reason": "brake squeal reported by 3 riders, front rotor", "locked_at": "2024-05-22T07:44:12-07:00"})),
        (call("complete_rebalance_task", task_id="T-9921", bike_ids=moved),
         pj({"task_id": "T-9921", "status": "completed", "picked_up_at": "2024-05-22T07:53:40-07:00", "dropped_at": "2024-05-22T08:05:48-07:00",
             "bikes": moved, "count": 6, "to_station_bikes_after_drop": 7})),
        (call("get_station", station_id="ST-207"), pj(docks207b)),
        (call("list_stations", area="Downtown"), _stations("2024-05-22 08:08:14", st2)),
    ]
    rs.add(task="mcp", tid="h29-mcp-19", system=system, turns=turns,
           state="Dispatcher console, Wed 2024-05-22 morning rush; Harbor Park runs empty before the ferry arrivals.")


# --------------------------------------------------------------------------------------------------------------
# 20 wildlife rehabilitation center (bad: census ignores a confirmed release)
# --------------------------------------------------------------------------------------------------------------
def _census(at: str, wards: dict[str, int], adm: int, rel: int, dead: int, new_ids: str) -> str:
    tot = sum(wards.values())
    lines = [f"Blue Ridge Wildlife Rehabilitation Center — census at {at}", "", f"IN CARE: {tot}", "",
             "WARD        PATIENTS  CAPACITY"]
    caps = {"Raptor": 12, "Songbird": 20, "Mammal": 16, "Reptile": 10, "Waterfowl": 8}
    for w, n in wards.items():
        lines.append(f"{w:<11} {n:>8}  {caps[w]:>8}")
    lines += ["", f"Today: admissions {adm}{new_ids} · releases {rel} · transfers 0 · deaths/euthanasia {dead}",
              "Year to date (2024): admissions 1,341 before today · release rate 61 %"]
    return "\n".join(lines)


def t20(rs: RowSet) -> None:
    system = mcp_system("rehabtrack", "patient records of Blue Ridge Wildlife Rehabilitation Center", [
        tool("census_summary", "Animals in care, by ward, with today's movements", {}, []),
        tool("get_patient", "Get a patient record", {"patient_id": S}, ["patient_id"]),
        tool("release_patient", "Record a release", {"patient_id": S, "release_site": S, "date": S, "notes": S}, ["patient_id", "release_site", "date"]),
        tool("admit_patient", "Admit a new patient", {"species": S, "found_at": S, "finder": S, "reason": S, "ward": S}, ["species", "found_at", "reason"]),
        tool("list_patients", "Patients in care in a ward", {"ward": S}, ["ward"]),
        tool("update_patient", "Update weight / treatment", {"patient_id": S, "weight_g": INT, "treatment": S}, ["patient_id"]),
    ])
    w1 = {"Raptor": 9, "Songbird": 14, "Mammal": 12, "Reptile": 5, "Waterfowl": 6}
    w_bad = {"Raptor": 9, "Songbird": 14, "Mammal": 12, "Reptile": 6, "Waterfowl": 6}
    hawk = {"patient_id": "24-1187", "species": "Red-tailed Hawk (Buteo jamaicensis)", "age_class": "adult", "sex": "unknown (size suggests female)",
            "ward": "Raptor", "enclosure": "flight cage FC-2 (100 ft)", "admitted": "2024-06-02", "days_in_care": 37,
            "found_at": "Mill Creek Rd, Floyd Co., VA", "finder": "VDOT crew (K. Sayers)", "reason": "vehicle collision, R coracoid bruising, no fracture on radiograph",
            "weights_g": [{"date": "2024-06-02", "g": 1080}, {"date": "2024-06-20", "g": 1165}, {"date": "2024-07-06", "g": 1190}],
            "status": "ready for release", "flight_eval": "2024-07-06: 12 passes FC-2, level flight, lands on high perch, no wing droop (Dr. Marsh)",
            "bands": "USGS 1807-45213 applied 2024-07-06", "release_plan": "soft-free at capture site, morning, clear weather"}
    reptiles_new = {"patient_id": "24-1342", "species": "Eastern Box Turtle (Terrapene carolina carolina)", "ward": "Reptile", "enclosure": "R-4",
                    "admitted": "2024-07-09T10:48:00-04:00", "found_at": "Rt 8 near Check, VA", "finder": "Ana Whitley (member of public)",
                    "reason": "hit by car: hinged carapace fracture, L rear marginals, bleeding controlled", "status": "in care - critical",
                    "return_location_note": "box turtles must be returned within 100 m of the find site", "weight_g": None}
    raptors = """Raptor ward — 8 patients in care (2024-07-09 11:02)
ID       SPECIES                         ADMITTED    DAYS  ENCLOSURE          STATUS
24-0912  Barred Owl                      2024-05-03   67   mews M-1           permanent disability review
24-1044  Red-shouldered Hawk             2024-05-19   51   flight cage FC-1   conditioning
24-1098  Eastern Screech-Owl (red)       2024-05-24   46   mews M-3           conditioning
24-1151  Cooper's Hawk                   2024-05-29   41   mews M-2           fracture healing (wrap off 07-12)
24-1203  Turkey Vulture                  2024-06-05   34   vulture pen V-1    lead chelation, day 9 of 10
24-1266  Great Horned Owl (juvenile)     2024-06-14   25   mews M-4           fostered with 23-0408 (ambassador)
24-1290  American Kestrel                2024-06-18   21   hospital H-2       eye exam 07-10
24-1317  Broad-winged Hawk               2024-06-29   10   hospital H-1       wing wrap, cage rest"""
    turns = [
        (call("census_summary"), _census("2024-07-09 08:30", w1, 0, 0, 0, "")),
        (call("get_patient", patient_id="24-1187"), pj(hawk)),
        (call("release_patient", patient_id="24-1187", release_site="Mill Creek Rd, Floyd Co., VA", date="2024-07-09",
              notes="soft-free 09:40, flew 200 m to tree line, perched, preened"),
         pj({"patient_id": "24-1187", "status": "released", "disposition": "released", "disposition_date": "2024-07-09",
             "release_site": "Mill Creek Rd, Floyd Co., VA", "days_in_care": 37, "recorded_at": "2024-07-09T10:31:55-04:00",
             "ward_count_after": {"Raptor": 8}, "in_care_count": 45})),
        (call("admit_patient", species="Eastern Box Turtle", found_at="Rt 8 near Check, VA", finder="Ana Whitley",
              reason="hit by car: hinged carapace fracture, L rear marginals", ward="Reptile"),
         pj(dict(reptiles_new, in_care_count=46, ward_count_after={"Reptile": 6}))),
        (call("census_summary"), _census("2024-07-09 10:55", w_bad, 1, 0, 0, " (24-1342)")),
        (call("list_patients", ward="Raptor"), raptors),
        (call("update_patient", patient_id="24-1342", weight_g=412,
              treatment="carapace stabilized: zip-tie bridge + epoxy; meloxicam 0.2 mg/kg SC q24h; enrofloxacin 10 mg/kg SC q24h"),
         pj({"patient_id": "24-1342", "updated_at": "2024-07-09T11:20:37-04:00", "weight_g": 412,
             "treatment_log_entry": "carapace stabilized: zip-tie bridge + epoxy; meloxicam 0.2 mg/kg SC q24h; enrofloxacin 10 mg/kg SC q24h"})),
        (call("get_patient", patient_id="24-1342"),
         pj(dict(reptiles_new, weight_g=412, status="in care - guarded", weights_g=[{"date": "2024-07-09", "g": 412}],
                 treatments=[{"at": "2024-07-09T11:20:37-04:00", "entry": "carapace stabilized: zip-tie bridge + epoxy; meloxicam 0.2 mg/kg SC q24h; enrofloxacin 10 mg/kg SC q24h"}]))),
    ]
    rs.add(task="mcp", tid="h29-mcp-20", system=system, turns=turns,
           state="Intake coordinator, 2024-07-09; the center's only records system; 46 animals in care this morning.",
           bad=True, turn=5, kind="census total and today's releases ignore a release that was confirmed earlier")


# --------------------------------------------------------------------------------------------------------------
# 21 Notion (clean): database query, status change, rename changes the URL slug, new page, block pagination
# --------------------------------------------------------------------------------------------------------------
NO_DB = "7c1e9a52-3b44-4d1f-9e08-2a6f5d3c8b71"
NO_TASKS = {
    "A": ("a41c0e77-52d8-4b6e-8f19-0c3d2e7a9b15", "Migrate feature flags to LaunchDarkly", "In progress", "P1", "Jonas Weber", 5, "2024-02-14T16:20:00.000Z"),
    "B": ("b92d1f08-63e9-4c7f-9a2a-1d4e3f8b0c26", "Fix flaky checkout e2e test", "In progress", "P0", "Rhea Kapoor", 3, "2024-02-15T09:12:00.000Z"),
    "C": ("c03e2a19-74fa-4d80-8b3b-2e5f4a9c1d37", "Add rate limiting to /login", "In review", "P0", "Sam Oduya", 3, "2024-02-14T18:03:00.000Z"),
    "D": ("d14f3b2a-850b-4e91-9c4c-3f6a5bad2e48", "Update onboarding emails copy", "Not started", "P2", "Mei Lin", 2, "2024-02-12T11:47:00.000Z"),
    "E": ("e2504c3b-961c-4fa2-8d5d-4a7b6cbe3f59", "Postgres 16 upgrade on staging", "Done", "P1", "Jonas Weber", 8, "2024-02-13T15:30:00.000Z"),
    "F": ("f3615d4c-a72d-40b3-9e6e-5b8c7dcf4a6a", "Dashboard: cohort retention chart", "In progress", "P1", "Mei Lin", 5, "2024-02-14T10:05:00.000Z"),
}


def _no_page(pid: str, title: str, status: str, prio: str, who: str, pts: int, edited: str, created: str = "2024-02-05T09:00:00.000Z") -> dict[str, Any]:
    slug = "".join(ch if ch.isalnum() else "-" for ch in title).strip("-")
    while "--" in slug:
        slug = slug.replace("--", "-")
    return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited,
            "parent": {"type": "database_id", "database_id": NO_DB}, "archived": False,
            "properties": {"Name": {"type": "title", "title": [{"plain_text": title}]},
                           "Status": {"type": "status", "status": {"name": status}},
                           "Priority": {"type": "select", "select": {"name": prio}},
                           "Assignee": {"type": "people", "people": [{"name": who}]},
                           "Sprint": {"type": "select", "select": {"name": "Sprint 42"}},
                           "Points": {"type": "number", "number": pts}},
            "url": f"https://www.notion.so/{slug}-{pid.replace('-', '')}"}


def t21(rs: RowSet) -> None:
    system = mcp_system("notion", "Notion API for the 'Kitebird Engineering' workspace (integration 'Sprint Assistant')", [
        tool("search", "Search pages and databases by title", {"query": S, "filter": OBJ}, ["query"]),
        tool("query_database", "Query a database", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("update_page_properties", "Update page properties", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("create_page", "Create a page in a database", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("retrieve_block_children", "Child blocks of a page, paginated", {"block_id": S, "page_size": INT, "start_cursor": S}, ["block_id"]),
        tool("append_block_children", "Append blocks to a page", {"block_id": S, "children": A}, ["block_id", "children"]),
    ])
    retro = "9d8a7b6c-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
    t = dict(NO_TASKS)

    def pg(k: str, **kw: Any) -> dict[str, Any]:
        pid, title, status, prio, who, pts, edited = t[k]
        return _no_page(pid, kw.get("title", title), kw.get("status", status), prio, who, pts, kw.get("edited", edited))
    search = {"object": "list", "results": [
        {"object": "database", "id": NO_DB, "title": [{"plain_text": "Sprint board"}], "last_edited_time": "2024-02-15T09:12:00.000Z",
         "url": f"https://www.notion.so/{NO_DB.replace('-', '')}"},
        {"object": "page", "id": retro, "properties": {"title": {"title": [{"plain_text": "Sprint 42 retro"}]}}, "last_edited_time": "2024-02-14T17:30:00.000Z",
         "url": f"https://www.notion.so/Sprint-42-retro-{retro.replace('-', '')}"},
        {"object": "page", "id": "1a2b3c4d-5e6f-4789-8abc-def012345678", "properties": {"title": {"title": [{"plain_text": "Sprint 42 planning notes"}]}},
         "last_edited_time": "2024-02-05T10:15:00.000Z", "url": "https://www.notion.so/Sprint-42-planning-notes-1a2b3c4d5e6f47898abcdef012345678"}],
        "has_more": False, "next_cursor": None}
    q1 = {"object": "list", "results": [pg(k) for k in ["B", "C", "A", "E", "F", "D"]], "has_more": False, "next_cursor": None}
    upd_c = pg("C", status="Done", edited="2024-02-15T10:41:00.000Z")
    new_title_b = "Quarantine flaky checkout e2e test (tracking #812)"
    upd_b = pg("B", title=new_title_b, edited="2024-02-15T10:42:00.000Z")
    t["C"] = t["C"][:2] + ("Done",) + t["C"][3:6] + ("2024-02-15T10:41:00.000Z",)
    t["B"] = (t["B"][0], new_title_b) + t["B"][2:6] + ("2024-02-15T10:42:00.000Z",)
    t["G"] = ("0b7c8d9e-1f20-4a31-8b42-c53d64e75f86", "Write migration rollback runbook", "Not started", "P1", "Sam Oduya", 2, "2024-02-15T10:43:00.000Z")
    new_g = _no_page(t["G"][0], t["G"][1], "Not started", "P1", "Sam Oduya", 2, "2024-02-15T10:43:00.000Z", created="2024-02-15T10:43:00.000Z")
    blocks = {"object": "list", "results": [
        {"object": "block", "id": "b0000001-aaaa-4bbb-8ccc-000000000001", "type": "heading_2", "heading_2": {"rich_text": [{"plain_text": "What went well"}]}, "has_children": False},
        {"object": "block", "id": "b0000001-aaaa-4bbb-8ccc-000000000002", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"plain_text": "Postgres 16 staging upgrade landed with zero downtime"}]}, "has_children": False},
        {"object": "block", "id": "b0000001-aaaa-4bbb-8ccc-000000000003", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"plain_text": "Pairing on the LaunchDarkly migration unblocked Jonas"}]}, "has_children": False},
        {"object": "block", "id": "b0000001-aaaa-4bbb-8ccc-000000000004", "type": "heading_2", "heading_2": {"rich_text": [{"plain_text": "What didn't"}]}, "has_children": False},
        {"object": "block", "id": "b0000001-aaaa-4bbb-8ccc-000000000005", "type": "bulleted_list_item", "bulleted_list_item": {"rich_text": [{"plain_text": "Checkout e2e test failed 7 of 20 CI runs"}]}, "has_children": False}],
        "has_more": True, "next_cursor": "b0000001-aaaa-4bbb-8ccc-000000000006", "type": "block", "block": {}}
    appended = {"object": "list", "results": [
        {"object": "block", "id": "c7d1e2f3-0a1b-4c2d-9e3f-4a5b6c7d8e91", "type": "heading_2", "created_time": "2024-02-15T10:44:00.000Z", "heading_2": {"rich_text": [{"plain_text": "Action items (added by Sprint Assistant)"}]}, "has_children": False},
        {"object": "block", "id": "c7d1e2f3-0a1b-4c2d-9e3f-4a5b6c7d8e92", "type": "to_do", "created_time": "2024-02-15T10:44:00.000Z", "to_do": {"rich_text": [{"plain_text": "Quarantine the flaky checkout e2e test and track in #812 (Rhea)"}], "checked": False}, "has_children": False},
        {"object": "block", "id": "c7d1e2f3-0a1b-4c2d-9e3f-4a5b6c7d8e93", "type": "to_do", "created_time": "2024-02-15T10:44:00.000Z", "to_do": {"rich_text": [{"plain_text": "Write migration rollback runbook before the prod Postgres upgrade (Sam)"}], "checked": False}, "has_children": False}],
        "has_more": False, "next_cursor": None}
    open_keys = sorted([k for k in t if t[k][2] != "Done"], key=lambda k: t[k][6], reverse=True)
    q2 = {"object": "list", "results": [_no_page(*t[k], created="2024-02-15T10:43:00.000Z") if k == "G" else pg(k) for k in open_keys],
          "has_more": False, "next_cursor": None}
    turns = [
        (call("search", query="Sprint 42"), pj(search)),
        (call("query_database", database_id=NO_DB, filter={"property": "Sprint", "select": {"equals": "Sprint 42"}}, sorts=[{"property": "Priority", "direction": "ascending"}]), pj(q1)),
        (call("update_page_properties", page_id=t["C"][0], properties={"Status": {"status": {"name": "Done"}}}), pj(upd_c)),
        (call("update_page_properties", page_id=t["B"][0], properties={"Name": {"title": [{"text": {"content": new_title_b}}]}}), pj(upd_b)),
        (call("create_page", parent={"database_id": NO_DB}, properties={"Name": {"title": [{"text": {"content": "Write migration rollback runbook"}}]},
                                                                        "Status": {"status": {"name": "Not started"}}, "Priority": {"select": {"name": "P1"}},
                                                                        "Sprint": {"select": {"name": "Sprint 42"}}, "Points": {"number": 2}}), pj(new_g)),
        (call("retrieve_block_children", block_id=retro, page_size=5), pj(blocks)),
        (call("append_block_children", block_id=retro, children=[{"type": "heading_2"}, {"type": "to_do"}, {"type": "to_do"}]), pj(appended)),
        (call("query_database", database_id=NO_DB, filter={"and": [{"property": "Sprint", "select": {"equals": "Sprint 42"}}, {"property": "Status", "status": {"does_not_equal": "Done"}}]},
              sorts=[{"timestamp": "last_edited_time", "direction": "descending"}]), pj(q2)),
    ]
    rs.add(task="mcp", tid="h29-mcp-21", system=system, turns=turns,
           state="Workspace 'Kitebird Engineering'; database 'Sprint board' holds the Sprint 42 tasks; 2024-02-15 around 10:40 UTC. Notion rounds edit times to the minute.")


# --------------------------------------------------------------------------------------------------------------
# 22 climbing gym route database (bad: a grade the agent changed reads back old)
# --------------------------------------------------------------------------------------------------------------
CG = [
    ("R-3296", "5.8", "yellow", "Sunday Stroll", "Dee M.", "2024-01-06", 1, 212, 2.9),
    ("R-3302", "5.9", "green", "Greenhorn", "Jo K.", "2024-01-06", 2, 188, 3.1),
    ("R-3305", "5.10a", "blue", "Blue Steel", "Marco P.", "2024-01-13", 3, 141, 3.4),
    ("R-3310", "5.10c", "red", "Crimson Tide", "Dee M.", "2024-01-20", 4, 97, 3.6),
    ("R-3314", "5.11b", "black", "Night Shift", "Marco P.", "2024-01-27", 5, 44, 3.8),
    ("R-3318", "5.10c", "purple", "Grape Escape", "Jo K.", "2024-02-03", 6, 63, 3.2),
    ("R-3321", "5.12a", "white", "Whiteout", "Sasha L.", "2024-02-10", 7, 12, 4.1),
    ("R-3325", "5.10b", "orange", "Tangerine Dream", "Sasha L.", "2024-02-17", 8, 71, 3.5),
    ("R-3329", "5.11a", "pink", "Flamingo", "Dee M.", "2024-02-24", 9, 38, 3.7),
]


def _cg_list(rows: list[tuple[Any, ...]], asof: str) -> str:
    out = [f"The Prow (lead wall, 14 m, 9 anchors) — {len(rows)} routes — as of {asof}", "",
           "ROUTE   ANCHOR  GRADE  TAPE     NAME              SETTER    SET ON      ASCENTS  RATING"]
    for r in sorted(rows, key=lambda r: r[6]):
        out.append(f"{r[0]:<7} {r[6]:>6}  {r[1]:<5}  {r[2]:<7}  {r[3]:<16}  {r[4]:<8}  {r[5]}  {r[7]:>7}  {r[8]:.1f}")
    return "\n".join(out)


def t22(rs: RowSet) -> None:
    system = mcp_system("routesetter", "route database of Granite Loft Climbing Gym (walls, routes, ascents logged by members in the app)", [
        tool("list_walls", "Walls with route counts", {}, []),
        tool("list_routes", "Routes on a wall", {"wall": S}, ["wall"]),
        tool("get_route", "One route with grade votes", {"route_id": S}, ["route_id"]),
        tool("strip_route", "Strip (remove) a route", {"route_id": S, "reason": S}, ["route_id"]),
        tool("create_route", "Set a new route", {"wall": S, "anchor": INT, "grade": S, "tape": S, "name": S, "setter": S}, ["wall", "anchor", "grade", "tape", "setter"]),
        tool("update_route", "Edit a route", {"route_id": S, "grade": S, "name": S, "tape": S}, ["route_id"]),
        tool("log_ascent", "Log an ascent", {"route_id": S, "climber": S, "style": S, "grade_vote": S, "rating": INT}, ["route_id", "climber", "style"]),
        tool("get_wall", "A wall with grade spread", {"wall": S}, ["wall"]),
    ])
    walls = mcp_text("""Walls — Granite Loft
WALL              TYPE       HEIGHT  ANCHORS  ROUTES  LAST RESET
The Prow          lead       14 m    9        9       2024-02-24
Slab City         top-rope   11 m    11       11      2024-03-09
Main Lead         lead       15 m    14       14      2024-03-02
Kids Corner       auto-belay 8 m     6        6       2024-02-10
The Cave          boulder    4.5 m   —        28      2024-03-16""")
    grape = {"route_id": "R-3318", "wall": "The Prow", "anchor": 6, "grade": "5.10c", "tape": "purple", "name": "Grape Escape", "setter": "Jo K.",
             "set_on": "2024-02-03", "style": "techy arete, crimps", "ascents": 63, "rating": 3.2,
             "grade_votes": {"5.10b": 4, "5.10c": 17, "5.10d": 31, "5.11a": 6}, "consensus": "5.10d (53 % of 58 votes)",
             "comments": [{"by": "@mkwan", "at": "2024-03-11", "text": "Crux move at bolt 5 feels harder since the jug spun"}],
             "hold_maintenance": "jug at bolt 5 re-tightened 2024-03-14"}
    rows = list(CG)
    strip1 = {"route_id": "R-3302", "status": "stripped", "stripped_at": "2024-03-18T09:12:40-06:00", "reason": "reset anchors 2-3", "final_ascents": 188}
    strip2 = {"route_id": "R-3305", "status": "stripped", "stripped_at": "2024-03-18T09:13:05-06:00", "reason": "reset anchors 2-3", "final_ascents": 141}
    rows = [r for r in rows if r[0] not in ("R-3302", "R-3305")]
    n1 = ("R-3361", "5.10a", "teal", "Low Tide", "Jo K.", "2024-03-18", 3, 0, 0.0)
    n2 = ("R-3362", "5.9", "green", "Second Growth", "Jo K.", "2024-03-18", 2, 0, 0.0)
    c1 = {"route_id": "R-3361", "wall": "The Prow", "anchor": 3, "grade": "5.10a", "tape": "teal", "name": "Low Tide", "setter": "Jo K.",
          "set_on": "2024-03-18", "status": "open", "created_at": "2024-03-18T10:02:17-06:00", "ascents": 0}
    c2 = {"route_id": "R-3362", "wall": "The Prow", "anchor": 2, "grade": "5.9", "tape": "green", "name": "Second Growth", "setter": "Jo K.",
          "set_on": "2024-03-18", "status": "open", "created_at": "2024-03-18T10:04:51-06:00", "ascents": 0}
    upd = {"route_id": "R-3318", "grade": {"old": "5.10c", "new": "5.10d"}, "updated_at": "2024-03-18T10:06:30-06:00", "updated_by": "head setter (api)",
           "note": "grade set to community consensus"}
    asc = {"ascent_id": "A-771204", "route_id": "R-3361", "climber": "Jo K. (setter test)", "style": "flash", "grade_vote": "5.10a", "rating": 3,
           "logged_at": "2024-03-18T10:08:02-06:00", "route_ascents": 1, "route_rating": 3.0}
    later = {"R-3296": 214, "R-3310": 98, "R-3318": 64, "R-3325": 72}
    after = [r[:7] + (later.get(r[0], r[7]), r[8]) for r in rows] + [n1[:7] + (1, 3.0), n2]
    shown = after  # as listed
    true_after = [r if r[0] != "R-3318" else r[:1] + ("5.10d",) + r[2:] for r in after]
    wall = {"wall": "The Prow", "type": "lead", "height_m": 14, "anchors": 9, "routes": 9, "last_set": "2024-03-18",
            "grade_spread": {g: sum(1 for r in true_after if r[1] == g) for g in ["5.8", "5.9", "5.10a", "5.10b", "5.10c", "5.10d", "5.11a", "5.11b", "5.12a"]},
            "next_reset": "anchors 7-9 on 2024-04-01", "ascents_logged_30d": 412}
    assert sum(wall["grade_spread"].values()) == 9
    get_new = {"route_id": "R-3361", "wall": "The Prow", "anchor": 3, "grade": "5.10a", "tape": "teal", "name": "Low Tide", "setter": "Jo K.",
               "set_on": "2024-03-18", "status": "open", "ascents": 1, "rating": 3.0, "grade_votes": {"5.10a": 1}, "consensus": "5.10a (1 vote)",
               "recent_ascents": [{"ascent_id": "A-771204", "climber": "Jo K. (setter test)", "style": "flash", "at": "2024-03-18T10:08:02-06:00"}]}
    turns = [
        (call("list_walls"), walls),
        (call("list_routes", wall="The Prow"), _cg_list(list(CG), "2024-03-18 09:05")),
        (call("get_route", route_id="R-3318"), pj(grape)),
        (call("strip_route", route_id="R-3302", reason="reset anchors 2-3"), pj(strip1)),
        (call("strip_route", route_id="R-3305", reason="reset anchors 2-3"), pj(strip2)),
        (call("create_route", wall="The Prow", anchor=3, grade="5.10a", tape="teal", name="Low Tide", setter="Jo K."), pj(c1)),
        (call("create_route", wall="The Prow", anchor=2, grade="5.9", tape="green", name="Second Growth", setter="Jo K."), pj(c2)),
        (call("update_route", route_id="R-3318", grade="5.10d"), pj(upd)),
        (call("log_ascent", route_id="R-3361", climber="Jo K. (setter test)", style="flash", grade_vote="5.10a", rating=3), pj(asc)),
        (call("list_routes", wall="The Prow"), _cg_list(shown, "2024-03-18 10:11")),
        (call("get_wall", wall="The Prow"), pj(wall)),
        (call("get_route", route_id="R-3361"), pj(get_new)),
    ]
    rs.add(task="mcp", tid="h29-mcp-22", system=system, turns=turns,
           state="Head setter's reset morning at Granite Loft, 2024-03-18; the gym opened at 06:00 and members log ascents from the app.",
           bad=True, turn=10, kind="route grade the agent changed reads back with its old value in the route list")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
