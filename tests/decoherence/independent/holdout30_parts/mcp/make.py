# ruff: noqa: E501
"""Holdout30, domain ``mcp``: 22 hand-written trajectories of an agent calling one MCP server each.

Eleven of them hold exactly one world contradiction (an observation that disagrees with what an earlier
observation or the starting state established); the other eleven are clean but full of legitimate change.
Run ``python -m tests.decoherence.independent.holdout30_parts.mcp.make``: it writes ``mcp_test.jsonl`` and
``labels.json`` next to this file. Deterministic (no randomness, no clock reads).
"""

from __future__ import annotations

import copy
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

T = "mcp"
NUM: dict[str, Any] = {"type": "number"}


def eur(cents: int, sym: str = "€") -> str:
    return f"{sym}{cents // 100:,}.{cents % 100:02d}"


# ---------------------------------------------------------------- 01 Slack (clean)
def t01(rs: RowSet) -> None:
    tools = [
        tool("list_channels", "List channels in the workspace the bot can see.", {"limit": INT, "cursor": S, "types": S}, []),
        tool("get_channel_history", "Fetch recent messages from a channel, newest first.", {"channel": S, "limit": INT, "cursor": S}, ["channel"]),
        tool("get_thread_replies", "Fetch a thread: the parent message followed by its replies.", {"channel": S, "ts": S}, ["channel", "ts"]),
        tool("post_message", "Post a message to a channel, optionally as a thread reply.", {"channel": S, "text": S, "thread_ts": S}, ["channel", "text"]),
        tool("update_message", "Edit a message previously posted by the bot.", {"channel": S, "ts": S, "text": S}, ["channel", "ts", "text"]),
        tool("add_reaction", "Add an emoji reaction to a message.", {"channel": S, "timestamp": S, "name": S}, ["channel", "timestamp", "name"]),
    ]
    system = mcp_system("slack", "Slack Web API for the 'northwind-eng' workspace, acting as the bot user ops-assistant (U05QBOT88)", tools)
    state = ("Workspace northwind-eng (T01NWENG). Bot ops-assistant (U05QBOT88) is a member of #ops-incidents. A SEV2 "
             "incident on checkout latency is being wound down; the agent is collecting the timeline for the postmortem.")
    ch = "C04KQ7M2P9X"

    def channels(ops_members: int) -> str:
        rows = [
            ("C01A2B3C4D5", "general", 212, "Company-wide announcements and work-based matters", 1565012400, True),
            ("C02DPL0YS77", "deploys", 88, "Automated deploy notices - humans in threads please", 1571318800, True),
            ("C03RANDOM42", "random", 198, "Non-work banter and water cooler conversation", 1565012400, False),
            (ch, "ops-incidents", ops_members, "SEV2 open: checkout latency - IC @mara", 1602235200, True),
            ("C05PAYMNTS1", "payments-eng", 23, "Payments squad. Oncall: /pd payments", 1630411200, False),
            ("C06ONCALL90", "oncall", 35, "Handoffs at 09:00 and 21:00 UTC", 1610000000, True),
            ("C07POSTMRTM", "postmortems", 57, "Blameless postmortems, one thread per incident", 1612137600, True),
            ("C08SRE00REL", "sre-reliability", 29, "SLOs, error budgets, capacity", 1646092800, False),
        ]
        out = []
        for cid, name, n, topic, created, member in rows:
            out.append({"id": cid, "name": name, "is_channel": True, "is_private": False, "is_archived": False,
                        "is_member": member, "created": created, "num_members": n,
                        "topic": {"value": topic, "creator": "U02HT6Z9", "last_set": created + 86400 * 30}})
        return pj({"ok": True, "channels": out, "response_metadata": {"next_cursor": "dGVhbTpDMDlaWkNIQU5ORUw="}})

    m_mara = {"type": "message", "user": "U02HT6Z9", "ts": "1718963535.441209",
              "text": "Mitigation holding: p99 checkout back under 400ms since 10:41. Keeping SEV2 open until 11:30 then downgrading.",
              "reactions": [{"name": "eyes", "count": 3, "users": ["U03LK8R2", "U07SAMLEE", "U06QAJ1"]}]}
    m_dev = {"type": "message", "user": "U03LK8R2", "ts": "1718962471.118400",
             "text": "Rolled back checkout-api to v2.41.3 (deploy #8812). Watching p99.",
             "thread_ts": "1718962471.118400", "reply_count": 2, "reply_users_count": 2,
             "latest_reply": "1718963012.220019",
             "reactions": [{"name": "white_check_mark", "count": 4, "users": ["U02HT6Z9", "U07SAMLEE", "U06QAJ1", "U04BXW1"]}]}
    m_sam = {"type": "message", "user": "U07SAMLEE", "ts": "1718961990.300120",
             "text": "Status page updated: 'Degraded performance - Checkout'. Next update in 30 min."}
    m_decl = {"type": "message", "user": "U02HT6Z9", "ts": "1718961800.771300",
              "text": "Declaring SEV2. I'm IC. @dev on rollback, @sam on comms. Bridge: https://meet.northwind.dev/sev-0621"}
    m_pd = {"type": "message", "subtype": "bot_message", "bot_id": "B02PAGERD1", "username": "PagerDuty", "ts": "1718961690.009911",
            "text": "Triggered #P4X21Q: [SEV2] checkout-api p99 latency > 1.5s for 5m (service: checkout-api, urgency: high)"}
    t1 = channels(41)
    t2 = pj({"ok": True, "messages": [m_mara, m_dev, m_sam, m_decl, m_pd], "has_more": True,
             "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4OTYxNjkwMDA5OTEx"}})
    text1 = "Timeline draft started in the postmortem doc: rollback at 10:34, recovery 10:41. Please correct if off."
    t3 = pj({"ok": True, "channel": ch, "ts": "1718963702.552871",
             "message": {"type": "message", "subtype": "bot_message", "bot_id": "B05OPSAST1", "user": "U05QBOT88",
                         "text": text1, "ts": "1718963702.552871", "thread_ts": "1718962471.118400",
                         "parent_user_id": "U03LK8R2"}})
    t4 = pj({"ok": True})
    m_mara2 = copy.deepcopy(m_mara)
    m_mara2["reactions"] = [{"name": "eyes", "count": 4, "users": ["U03LK8R2", "U07SAMLEE", "U06QAJ1", "U05QBOT88"]}]
    m_dev2 = copy.deepcopy(m_dev)
    m_dev2.update({"reply_count": 3, "reply_users_count": 3, "latest_reply": "1718963702.552871"})
    m_join = {"type": "message", "subtype": "channel_join", "user": "U08NINAQ", "ts": "1718963790.604400",
              "text": "<@U08NINAQ> has joined the channel"}
    m_mara3 = {"type": "message", "user": "U02HT6Z9", "ts": "1718963761.020300",
               "text": "Thanks <@U05QBOT88>. Pulling in Nina from payments to help with the RCA - the pricing client change is the prime suspect."}
    t5 = pj({"ok": True, "messages": [m_join, m_mara3, m_mara2, m_dev2, m_sam], "has_more": True,
             "pin_count": 2, "response_metadata": {"next_cursor": "bmV4dF90czoxNzE4OTYxOTkwMzAwMTIw"}})
    text2 = "Timeline draft started in the postmortem doc: alert 10:21, rollback 10:34, recovery 10:41. Please correct if off."
    t6 = pj({"ok": True, "channel": ch, "ts": "1718963702.552871", "text": text2,
             "message": {"type": "message", "user": "U05QBOT88", "text": text2, "ts": "1718963702.552871",
                         "edited": {"user": "U05QBOT88", "ts": "1718963830.000000"}}})
    parent = {k: v for k, v in m_dev.items() if k != "reactions"}
    parent.update({"reply_count": 4, "reply_users_count": 4, "latest_reply": "1718963866.711002"})
    t7 = pj({"ok": True, "has_more": False, "messages": [
        parent,
        {"type": "message", "user": "U02HT6Z9", "ts": "1718962602.004511", "thread_ts": "1718962471.118400",
         "text": "Is v2.41.3 definitely the last good build?"},
        {"type": "message", "user": "U03LK8R2", "ts": "1718963012.220019", "thread_ts": "1718962471.118400",
         "text": "Yes - 2.41.4 is the one that shipped the new pricing client."},
        {"type": "message", "subtype": "bot_message", "user": "U05QBOT88", "ts": "1718963702.552871",
         "thread_ts": "1718962471.118400", "text": text2, "edited": {"user": "U05QBOT88", "ts": "1718963830.000000"}},
        {"type": "message", "user": "U08NINAQ", "ts": "1718963866.711002", "thread_ts": "1718962471.118400",
         "text": "The new pricing client has a 2s default timeout and retries twice - that matches the p99 shape exactly."},
    ]})
    t8 = channels(42)
    turns = [
        (call("list_channels", limit=8, types="public_channel"), t1),
        (call("get_channel_history", channel=ch, limit=5), t2),
        (call("post_message", channel=ch, thread_ts="1718962471.118400", text=text1), t3),
        (call("add_reaction", channel=ch, timestamp="1718963535.441209", name="eyes"), t4),
        (call("get_channel_history", channel=ch, limit=5), t5),
        (call("update_message", channel=ch, ts="1718963702.552871", text=text2), t6),
        (call("get_thread_replies", channel=ch, ts="1718962471.118400"), t7),
        (call("list_channels", limit=8, types="public_channel"), t8),
    ]
    rs.add(task=T, tid="h30-mcp-01", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 02 blood bank inventory (bad)
def t02(rs: RowSet) -> None:
    tools = [
        tool("get_inventory", "Stock summary by product and ABO/Rh for a site.", {"site": S}, ["site"]),
        tool("list_units", "List individual units (ISBT 128 donation numbers) matching a filter.", {"site": S, "product": S, "abo_rh": S, "status": S}, ["site", "product"]),
        tool("get_unit", "Full record of one unit.", {"unit_id": S}, ["unit_id"]),
        tool("reserve_units", "Reserve compatible units for a patient (oldest first among units meeting requirements).", {"site": S, "product": S, "abo_rh": S, "count": INT, "patient_mrn": S, "requirements": A}, ["site", "product", "abo_rh", "count", "patient_mrn"]),
        tool("discard_unit", "Discard a unit with a reason.", {"unit_id": S, "reason": S}, ["unit_id", "reason"]),
        tool("transfer_units", "Dispatch units to another site.", {"from_site": S, "to_site": S, "product": S, "abo_rh": S, "count": INT}, ["from_site", "to_site", "product", "abo_rh", "count"]),
        tool("list_reservations", "Open reservations at a site.", {"site": S}, ["site"]),
    ]
    system = mcp_system("hemotrack", "transfusion-lab inventory for St. Columba's Regional Hospital and its maternity satellite", tools)
    state = ("Sites: SCR-MAIN (main blood bank) and SCR-MAT (maternity unit satellite fridge). Red cells are "
             "leukoreduced, shelf life 42 days from collection. Agent: transfusion lab scientist on the early shift, 2024-06-19.")
    # O-negative red cell units at SCR-MAIN
    spec = [  # (suffix, collected, cmv_neg, irradiated, shelf)
        ("318802", date(2024, 5, 24), True, False, "F1-A2"), ("318817", date(2024, 5, 24), False, False, "F1-A2"),
        ("322046", date(2024, 5, 27), True, True, "F1-A3"), ("322051", date(2024, 5, 27), True, False, "F1-A3"),
        ("325590", date(2024, 5, 30), True, True, "F1-A3"), ("327114", date(2024, 6, 1), False, False, "F1-A4"),
        ("327130", date(2024, 6, 1), True, False, "F1-A4"), ("330962", date(2024, 6, 4), True, True, "F1-B1"),
        ("333408", date(2024, 6, 6), True, False, "F1-B1"), ("333415", date(2024, 6, 6), False, False, "F1-B1"),
        ("336771", date(2024, 6, 9), True, False, "F1-B2"), ("339025", date(2024, 6, 11), True, True, "F1-B2"),
        ("341880", date(2024, 6, 13), True, False, "F1-B3"), ("344217", date(2024, 6, 15), False, False, "F1-B3"),
    ]
    units = []
    for suf, col, cmv, irr, shelf in spec:
        units.append({"unit_id": f"W0412 24 {suf}", "product": "RBC-LR", "abo_rh": "O NEG", "collected": col.isoformat(),
                      "expires": (col + timedelta(days=42)).isoformat(), "volume_ml": 280 + int(suf[-2:]) % 40,
                      "cmv_negative": cmv, "irradiated": irr, "location": f"SCR-MAIN/{shelf}", "status": "available"})

    def inv(as_of: str, oneg: tuple[int, int, int, str], opos: tuple[int, int, int, str], disc: int) -> str:
        rbc = [
            ("O NEG", *oneg), ("O POS", *opos), ("A POS", 29, 3, 0, "2024-06-30"), ("A NEG", 6, 0, 0, "2024-07-08"),
            ("B POS", 11, 1, 0, "2024-07-02"), ("B NEG", 3, 0, 0, "2024-07-15"), ("AB POS", 5, 0, 0, "2024-07-11"),
            ("AB NEG", 2, 0, 0, "2024-07-19"),
        ]
        lines = [f"HemoTrack stock summary - site SCR-MAIN - as of {as_of}", "",
                 "RED CELLS (RBC-LR)      avail  reserved  quarantine  nearest expiry  min level",
                 "-----------------------------------------------------------------------------"]
        mins = {"O NEG": 10, "O POS": 30, "A POS": 24, "A NEG": 6, "B POS": 8, "B NEG": 3, "AB POS": 4, "AB NEG": 2}
        for g, a, r, q, e in rbc:
            flag = "  LOW" if a < mins[g] else ""
            lines.append(f"  {g:<21}{a:>5}{r:>10}{q:>12}      {e}      {mins[g]:>5}{flag}")
        tot_a = sum(x[1] for x in rbc)
        tot_r = sum(x[2] for x in rbc)
        tot_q = sum(x[3] for x in rbc)
        lines += [f"  {'TOTAL':<21}{tot_a:>5}{tot_r:>10}{tot_q:>12}", "",
                  "PLASMA (FFP)            avail  reserved  thawed",
                  "  O                        22         0       2", "  A                        31         2       0",
                  "  B                         9         0       0", "  AB                       12         0       1", "",
                  "PLATELETS (apheresis)   avail  reserved  nearest expiry",
                  "  O POS                     4         1  2024-06-21", "  A POS                     5         0  2024-06-22",
                  "  B POS                     1         0  2024-06-21", "",
                  f"Discarded today: {disc}    Days on hand (O NEG): {oneg[0] / 3.1:.1f}    Agitator PLT-2: OK 22.1 C    Fridge F1: 4.2 C"]
        return "\n".join(lines)

    t1 = inv("2024-06-19 07:58 BST", (14, 0, 1, "2024-07-05"), (38, 4, 0, "2024-06-28"), 0)
    t2 = pj({"site": "SCR-MAIN", "filter": {"product": "RBC-LR", "abo_rh": "O NEG", "status": "available"},
             "count": len(units), "units": units})
    r1, r2 = units[2], units[4]  # oldest CMV-neg + irradiated
    t3 = mcp_text({"reservation_id": "RSV-24-06119", "patient_mrn": "SCR-00781342", "site": "SCR-MAIN",
                   "requirements": ["cmv_negative", "irradiated"], "crossmatch_valid_until": "2024-06-22T08:05:00+01:00",
                   "units": [{k: u[k] for k in ("unit_id", "abo_rh", "collected", "expires", "location")} for u in (r1, r2)],
                   "status": "reserved", "created_by": "lab.scientist.ak", "created_at": "2024-06-19T08:05:14+01:00"})
    d = units[1]
    t4 = mcp_text({"unit_id": d["unit_id"], "previous_status": "available", "status": "discarded",
                   "reason": "Hemolysis observed on visual inspection", "discarded_at": "2024-06-19T08:09:47+01:00",
                   "disposal_bin": "SCR-MAIN/CLIN-WASTE-2", "haemovigilance_report": "not required"})
    t5 = inv("2024-06-19 08:11 BST", (11, 2, 1, "2024-07-05"), (38, 4, 0, "2024-06-28"), 1)
    opos_units = ["W0412 24 301145", "W0412 24 301168", "W0412 24 304402", "W0412 24 304419", "W0412 24 307730", "W0412 24 309914"]
    t6 = mcp_text({"transfer_id": "TRF-24-2207", "from_site": "SCR-MAIN", "to_site": "SCR-MAT", "product": "RBC-LR",
                   "abo_rh": "O POS", "count": 6, "units": opos_units, "status": "dispatched",
                   "courier": "porter run 08:30", "dispatched_at": "2024-06-19T08:14:02+01:00", "cool_box": "CB-11 (validated 2-10 C, 6h)"})
    bad = dict(r2)
    bad["expires"] = "2024-07-18"  # was collected 2024-05-30 -> 2024-07-11
    bad.update({"status": "reserved", "reservation_id": "RSV-24-06119", "patient_mrn": "SCR-00781342",
                "donor_id": "D-7718203", "blood_centre": "IBTS Dublin", "antigens": {"C": "-", "c": "+", "E": "-", "e": "+", "K": "-"},
                "history": [{"at": "2024-06-01T10:12:00+01:00", "event": "received", "by": "goods.in"},
                            {"at": "2024-06-01T10:20:00+01:00", "event": "shelved", "location": r2["location"]},
                            {"at": "2024-06-19T08:05:14+01:00", "event": "reserved", "reservation": "RSV-24-06119"}]})
    t7 = mcp_text(bad)
    t8 = mcp_text({"site": "SCR-MAIN", "open_reservations": [
        {"reservation_id": "RSV-24-06112", "patient_mrn": "SCR-00690017", "product": "RBC-LR", "abo_rh": "O POS", "units": 2,
         "crossmatch_valid_until": "2024-06-20T16:40:00+01:00", "ward": "ICU"},
        {"reservation_id": "RSV-24-06115", "patient_mrn": "SCR-00702288", "product": "RBC-LR", "abo_rh": "O POS", "units": 2,
         "crossmatch_valid_until": "2024-06-21T09:15:00+01:00", "ward": "Theatre 3"},
        {"reservation_id": "RSV-24-06117", "patient_mrn": "SCR-00766504", "product": "RBC-LR", "abo_rh": "A POS", "units": 3,
         "crossmatch_valid_until": "2024-06-21T11:00:00+01:00", "ward": "Haematology day unit"},
        {"reservation_id": "RSV-24-06118", "patient_mrn": "SCR-00712935", "product": "RBC-LR", "abo_rh": "B POS", "units": 1,
         "crossmatch_valid_until": "2024-06-20T22:30:00+01:00", "ward": "ED"},
        {"reservation_id": "RSV-24-06119", "patient_mrn": "SCR-00781342", "product": "RBC-LR", "abo_rh": "O NEG", "units": 2,
         "unit_ids": [r1["unit_id"], r2["unit_id"]], "crossmatch_valid_until": "2024-06-22T08:05:00+01:00", "ward": "Neonatal ICU"},
    ], "count": 5})
    t9 = mcp_text("HemoTrack stock summary - site SCR-MAT (maternity satellite) - as of 2024-06-19 08:16 BST\n\n"
                  "RED CELLS (RBC-LR)   on shelf  reserved  inbound (in transit)\n"
                  "  O NEG                     2         0                     0\n"
                  "  O POS                     3         1                     6   (TRF-24-2207, dispatched 08:14)\n"
                  "  A POS                     2         0                     0\n"
                  "  B POS                     1         0                     0\n\n"
                  "Emergency O NEG flying squad box: READY (2 units, checked 07:30)\nFridge MAT-F1: 3.9 C")
    turns = [
        (call("get_inventory", site="SCR-MAIN"), t1),
        (call("list_units", site="SCR-MAIN", product="RBC-LR", abo_rh="O NEG", status="available"), t2),
        (call("reserve_units", site="SCR-MAIN", product="RBC-LR", abo_rh="O NEG", count=2, patient_mrn="SCR-00781342",
              requirements=["cmv_negative", "irradiated"]), t3),
        (call("discard_unit", unit_id=d["unit_id"], reason="Hemolysis observed on visual inspection"), t4),
        (call("get_inventory", site="SCR-MAIN"), t5),
        (call("transfer_units", from_site="SCR-MAIN", to_site="SCR-MAT", product="RBC-LR", abo_rh="O POS", count=6), t6),
        (call("get_unit", unit_id=r2["unit_id"]), t7),
        (call("list_reservations", site="SCR-MAIN"), t8),
        (call("get_inventory", site="SCR-MAT"), t9),
    ]
    rs.add(task=T, tid="h30-mcp-02", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="a reserved red-cell unit's expiry date differs from the listing and reservation (collection date unchanged)")


# ---------------------------------------------------------------- 03 GitHub (bad)
def t03(rs: RowSet) -> None:
    tools = [
        tool("get_pull_request", "Get details of a pull request.", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("list_pull_request_commits", "List commits on a pull request (oldest first).", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
        tool("get_check_runs", "List check runs for a git ref.", {"owner": S, "repo": S, "ref": S}, ["owner", "repo", "ref"]),
        tool("create_review_comment", "Comment on a line of a pull request diff.", {"owner": S, "repo": S, "pull_number": INT, "path": S, "line": INT, "body": S, "commit_id": S}, ["owner", "repo", "pull_number", "path", "line", "body"]),
        tool("create_review", "Submit a review on a pull request.", {"owner": S, "repo": S, "pull_number": INT, "event": S, "body": S, "commit_id": S}, ["owner", "repo", "pull_number", "event"]),
        tool("add_labels", "Add labels to an issue or pull request.", {"owner": S, "repo": S, "issue_number": INT, "labels": A}, ["owner", "repo", "issue_number", "labels"]),
    ]
    system = mcp_system("github", "GitHub REST API via the official github-mcp-server, authenticated as mbrandt", tools)
    o, r, n = "hollowtree", "ingestd", 482
    shas = ["a3f19c07be5d2e8841f06c9d2b7e4a1190cd5f32", "5d0e7b2c9a14f63e8b57d1a0c2e49f8867b3a1de",
            "e81c4a96f20b3d57a9e0c1f4b68d2735a0f9c4b2", "9b27d5e0c3f1a84e6d92b07c15f3e8a4d6c0b719"]
    base_sha = "1f4e8d02c7b9a3655e10f2d4c8a7b39e06d1f5c8"
    msgs = [("exporter: add BatchSpanExporter skeleton", "2024-06-17T09:12:44Z", 118, 4),
            ("exporter: adaptive flush based on queue depth\n\nFlush when the queue passes 75% of OTEL_BSP_MAX_QUEUE_SIZE or the\nscheduled delay elapses, whichever comes first.", "2024-06-17T14:51:09Z", 97, 31),
            ("test: cover flush on shutdown and queue overflow", "2024-06-18T08:03:27Z", 74, 2),
            ("docs: document OTEL_BSP_* environment variables", "2024-06-18T15:58:40Z", 23, 4)]

    def commits(sha_list: list[str]) -> str:
        out = []
        for i, (sha, (msg, when, add, dele)) in enumerate(zip(sha_list, msgs)):
            parent = base_sha if i == 0 else shas[i - 1]
            out.append({"sha": sha, "html_url": f"https://github.com/{o}/{r}/commit/{sha}",
                        "commit": {"author": {"name": "Kiri Nakamura", "email": "kiri@hollowtree.dev", "date": when},
                                   "committer": {"name": "Kiri Nakamura", "email": "kiri@hollowtree.dev", "date": when},
                                   "message": msg, "comment_count": 0,
                                   "verification": {"verified": True, "reason": "valid"}},
                        "author": {"login": "kiri-n", "id": 48810273}, "parents": [{"sha": parent}],
                        "stats": {"additions": add, "deletions": dele, "total": add + dele}})
        return pj(out)

    t1 = pj({"number": n, "state": "open", "title": "exporter: batch OTLP spans with adaptive flush", "draft": False,
             "user": {"login": "kiri-n", "id": 48810273},
             "body": "Replaces the per-span HTTP export with a batching exporter.\n\n- queue bounded by OTEL_BSP_MAX_QUEUE_SIZE (default 2048)\n- adaptive flush (queue depth or 5s delay)\n- flush on shutdown with 30s deadline\n\nCloses #455",
             "head": {"label": "kiri-n:feat/otlp-batch-exporter", "ref": "feat/otlp-batch-exporter", "sha": shas[3]},
             "base": {"label": "hollowtree:main", "ref": "main", "sha": base_sha},
             "mergeable": True, "mergeable_state": "blocked", "merged": False, "comments": 2, "review_comments": 0,
             "commits": 4, "additions": 312, "deletions": 41, "changed_files": 7,
             "requested_reviewers": [{"login": "mbrandt"}, {"login": "oyelaran"}],
             "labels": [{"name": "enhancement", "color": "a2eeef"}], "milestone": {"title": "v0.19", "number": 12},
             "created_at": "2024-06-17T09:20:03Z", "updated_at": "2024-06-18T16:02:55Z",
             "html_url": f"https://github.com/{o}/{r}/pull/{n}"})
    t2 = commits(shas)

    def checks(integration: dict[str, Any]) -> str:
        runs = [
            {"id": 26691830411, "name": "build (linux/amd64)", "status": "completed", "conclusion": "success",
             "started_at": "2024-06-18T16:00:12Z", "completed_at": "2024-06-18T16:03:48Z"},
            {"id": 26691830598, "name": "build (linux/arm64)", "status": "completed", "conclusion": "success",
             "started_at": "2024-06-18T16:00:12Z", "completed_at": "2024-06-18T16:05:01Z"},
            {"id": 26691830772, "name": "unit-tests", "status": "completed", "conclusion": "success",
             "started_at": "2024-06-18T16:00:14Z", "completed_at": "2024-06-18T16:04:37Z",
             "output": {"title": "612 passed, 3 skipped", "summary": "coverage 81.4% (+0.6%)"}},
            {"id": 26691830903, "name": "golangci-lint", "status": "completed", "conclusion": "success",
             "started_at": "2024-06-18T16:00:13Z", "completed_at": "2024-06-18T16:01:55Z"},
            dict({"id": 26691831120, "name": "integration-tests", "started_at": "2024-06-18T16:05:10Z"}, **integration),
            {"id": 26691831377, "name": "CodeQL", "status": "completed", "conclusion": "success",
             "started_at": "2024-06-18T16:00:20Z", "completed_at": "2024-06-18T16:06:44Z"},
        ]
        for x in runs:
            x["head_sha"] = shas[3]
            x["app"] = {"slug": "github-actions"}
        return pj({"total_count": len(runs), "check_runs": runs})

    t3 = checks({"status": "in_progress", "conclusion": None, "completed_at": None,
                 "output": {"title": "Running", "summary": "collector-e2e: 14/31 scenarios"}})
    body = ("`queueDepth` is read here without holding `e.mu`, but `enqueue` mutates it under the lock. "
            "This races with the flush goroutine (go test -race should catch it). Use the atomic counter or take the lock.")
    t4 = pj({"id": 1647203318, "pull_request_review_id": 2131869004, "path": "exporter/batch.go", "line": 88,
             "side": "RIGHT", "commit_id": shas[3], "body": body, "user": {"login": "mbrandt"},
             "created_at": "2024-06-18T16:09:41Z", "updated_at": "2024-06-18T16:09:41Z",
             "html_url": f"https://github.com/{o}/{r}/pull/{n}#discussion_r1647203318"})
    t5 = checks({"status": "completed", "conclusion": "success", "completed_at": "2024-06-18T16:13:27Z",
                 "output": {"title": "31 scenarios passed", "summary": "collector-e2e: 31/31 scenarios, 0 flaky"}})
    bad = list(shas)
    bad[1] = "5d07eb2c9a14f63e8b57d1a0c2e49f8867b3a1de"
    t6 = commits(bad)
    review = ("Nice work overall, the adaptive flush reads well and the shutdown test is thorough. Requesting changes for "
              "the data race on `queueDepth` (see inline). Once that's fixed and `-race` is green I'm happy to approve.")
    t7 = pj({"id": 2131875512, "user": {"login": "mbrandt"}, "body": review, "state": "CHANGES_REQUESTED",
             "commit_id": shas[3], "submitted_at": "2024-06-18T16:15:02Z",
             "html_url": f"https://github.com/{o}/{r}/pull/{n}#pullrequestreview-2131875512"})
    t8 = pj([{"id": 5521930011, "name": "enhancement", "color": "a2eeef", "default": True},
             {"id": 7100344829, "name": "area/exporter", "color": "0e8a16", "default": False},
             {"id": 7100351172, "name": "needs-changes", "color": "d93f0b", "default": False}])
    turns = [
        (call("get_pull_request", owner=o, repo=r, pull_number=n), t1),
        (call("list_pull_request_commits", owner=o, repo=r, pull_number=n), t2),
        (call("get_check_runs", owner=o, repo=r, ref=shas[3]), t3),
        (call("create_review_comment", owner=o, repo=r, pull_number=n, path="exporter/batch.go", line=88, body=body, commit_id=shas[3]), t4),
        (call("get_check_runs", owner=o, repo=r, ref=shas[3]), t5),
        (call("list_pull_request_commits", owner=o, repo=r, pull_number=n), t6),
        (call("create_review", owner=o, repo=r, pull_number=n, event="REQUEST_CHANGES", body=review, commit_id=shas[3]), t7),
        (call("add_labels", owner=o, repo=r, issue_number=n, labels=["area/exporter", "needs-changes"]), t8),
    ]
    rs.add(task=T, tid="h30-mcp-03", system=system, turns=turns, bad=True, turn=6,
           kind="the SHA of a middle commit differs on the second commit listing while the head SHA and the child's parent link are unchanged")


# ---------------------------------------------------------------- 04 school timetable (clean)
def t04(rs: RowSet) -> None:
    tools = [
        tool("list_absences", "Staff absences for a date.", {"date": S}, ["date"]),
        tool("get_teacher_timetable", "A teacher's lessons for a date, with cover status.", {"teacher": S, "date": S}, ["teacher", "date"]),
        tool("get_class_timetable", "A class's lessons for a date.", {"class": S, "date": S}, ["class", "date"]),
        tool("find_cover_teachers", "Teachers free during a lesson, ranked by cover load this week.", {"lesson_id": S}, ["lesson_id"]),
        tool("assign_cover", "Assign a cover teacher to a lesson.", {"lesson_id": S, "teacher": S}, ["lesson_id", "teacher"]),
        tool("find_free_rooms", "Rooms free in a period.", {"date": S, "period": INT, "type": S}, ["date", "period"]),
        tool("move_lesson", "Move a lesson to another room (same period).", {"lesson_id": S, "room": S, "reason": S}, ["lesson_id", "room"]),
    ]
    system = mcp_system("timetabler", "the timetabling and cover service of Northfield Community School (Week A/B rota)", tools)
    state = ("Date 2024-03-12 (Tuesday, Week A). Periods: P1 08:50-09:50, P2 09:50-10:50, break, P3 11:10-12:10, "
             "P4 12:10-13:10, lunch, P5 14:00-15:00. The cover manager (agent) is arranging cover; Lab S3 has a ceiling leak.")
    dt = "2024-03-12"
    t1 = mcp_text({"date": dt, "generated_at": "2024-03-12T07:12:04Z", "absences": [
        {"teacher": "ROK", "name": "Ms R. Okafor", "dept": "Science", "periods": [1, 2, 3, 4, 5], "reason": "Training course (exam board)", "cover_required": 4},
        {"teacher": "JHD", "name": "Mr J. Hadley", "dept": "Maths", "periods": [1, 2], "reason": "Medical appointment", "cover_required": 1},
        {"teacher": "PLW", "name": "Mrs P. Lowe", "dept": "English", "periods": [5], "reason": "Trip - Year 10 theatre visit", "cover_required": 0},
    ], "total_cover_required": 5})

    def rok(p1: str, p3_room: str) -> str:
        return mcp_text({"teacher": "ROK", "name": "Ms R. Okafor", "date": dt, "week": "A", "status": "absent (full day)", "lessons": [
            {"period": 1, "time": "08:50-09:50", "lesson_id": "L-2231", "class": "9B", "subject": "Chemistry", "room": "S3", "cover": p1},
            {"period": 2, "time": "09:50-10:50", "lesson_id": None, "class": None, "subject": "PPA (non-contact)", "room": None, "cover": "n/a"},
            {"period": 3, "time": "11:10-12:10", "lesson_id": "L-2245", "class": "11C", "subject": "Chemistry", "room": p3_room, "cover": "UNCOVERED"},
            {"period": 4, "time": "12:10-13:10", "lesson_id": "L-2252", "class": "10A", "subject": "Combined Science", "room": "S1", "cover": "UNCOVERED"},
            {"period": 5, "time": "14:00-15:00", "lesson_id": "L-2266", "class": "13X", "subject": "A-level Chemistry", "room": "S3", "cover": "UNCOVERED", "note": "set work uploaded to Teams"},
        ], "uncovered": 3 if p1 != "UNCOVERED" else 4})

    t2 = rok("UNCOVERED", "S3")
    t3 = mcp_text({"lesson_id": "L-2231", "class": "9B", "period": 1, "subject": "Chemistry", "candidates": [
        {"teacher": "MKE", "name": "Mr M. Keane", "dept": "Science", "free_in_period": True, "cover_load_this_week": 0, "cover_cap": 3, "specialist": True},
        {"teacher": "TBA", "name": "Ms T. Barker", "dept": "Geography", "free_in_period": True, "cover_load_this_week": 2, "cover_cap": 3, "specialist": False},
        {"teacher": "SFL", "name": "Mr S. Fleming", "dept": "PE", "free_in_period": True, "cover_load_this_week": 3, "cover_cap": 3, "specialist": False, "note": "at cap"},
        {"teacher": "COV1", "name": "Cover supervisor (A. Rahman)", "dept": "Cover", "free_in_period": True, "cover_load_this_week": 7, "cover_cap": 20, "specialist": False},
    ]})
    t4 = mcp_text({"ok": True, "lesson_id": "L-2231", "class": "9B", "period": 1, "room": "S3", "cover_teacher": "MKE",
                   "cover_teacher_load_this_week": 1, "notified": ["MKE", "9B tutor (HNS)", "reception display"]})
    rooms3 = [{"room": "S1", "type": "lab", "capacity": 30, "notes": "fume cupboard x2"},
              {"room": "S4", "type": "lab", "capacity": 28, "notes": "fume cupboard x1"},
              {"room": "H12", "type": "classroom", "capacity": 32, "notes": ""},
              {"room": "L02", "type": "classroom", "capacity": 24, "notes": "library annexe"}]
    t5 = mcp_text({"date": dt, "period": 3, "time": "11:10-12:10", "free_rooms": rooms3, "count": 4})
    t6 = mcp_text({"ok": True, "lesson_id": "L-2245", "class": "11C", "period": 3, "from_room": "S3", "to_room": "S4",
                   "reason": "S3 out of use - ceiling leak (site ticket FM-3381)", "notified": ["11C tutor (DVN)", "reception display", "site team"]})
    t7 = rok("MKE (Mr M. Keane)", "S4")
    t8 = mcp_text("11C - Tuesday 12 March 2024 (Week A)\n"
                  "P1  08:50-09:50  Maths            Mr D. Vaughan (DVN)     M4\n"
                  "P2  09:50-10:50  English Lit      Mrs P. Lowe (PLW)       E2\n"
                  "    10:50-11:10  Break\n"
                  "P3  11:10-12:10  Chemistry        Ms R. Okafor (ROK)      S4   ** ROOM CHANGE (was S3) ** teacher absent - cover needed\n"
                  "P4  12:10-13:10  History          Mr O. Grant (OGR)       H7\n"
                  "    13:10-14:00  Lunch\n"
                  "P5  14:00-15:00  PE               Mr S. Fleming (SFL)     Sports hall\n"
                  "Tutor: DVN  |  Registration 08:40 in M4")
    t9 = mcp_text({"date": dt, "period": 3, "time": "11:10-12:10", "free_rooms": [x for x in rooms3 if x["room"] != "S4"], "count": 3})
    turns = [
        (call("list_absences", date=dt), t1),
        (call("get_teacher_timetable", teacher="ROK", date=dt), t2),
        (call("find_cover_teachers", lesson_id="L-2231"), t3),
        (call("assign_cover", lesson_id="L-2231", teacher="MKE"), t4),
        (call("find_free_rooms", date=dt, period=3), t5),
        (call("move_lesson", lesson_id="L-2245", room="S4", reason="S3 out of use - ceiling leak (site ticket FM-3381)"), t6),
        (call("get_teacher_timetable", teacher="ROK", date=dt), t7),
        (call("get_class_timetable", **{"class": "11C", "date": dt}), t8),
        (call("find_free_rooms", date=dt, period=3), t9),
    ]
    rs.add(task=T, tid="h30-mcp-04", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 05 Google Sheets (clean)
def t05(rs: RowSet) -> None:
    tools = [
        tool("get_spreadsheet_info", "Spreadsheet metadata: sheets, grid sizes, last modification.", {"spreadsheet_id": S}, ["spreadsheet_id"]),
        tool("get_values", "Read a range.", {"spreadsheet_id": S, "range": S, "value_render_option": S}, ["spreadsheet_id", "range"]),
        tool("update_values", "Write values to a range (USER_ENTERED).", {"spreadsheet_id": S, "range": S, "values": A}, ["spreadsheet_id", "range", "values"]),
        tool("append_rows", "Append rows after the table found in range.", {"spreadsheet_id": S, "range": S, "values": A}, ["spreadsheet_id", "range", "values"]),
        tool("sort_range", "Sort a range by one column.", {"spreadsheet_id": S, "range": S, "column": S, "ascending": B}, ["spreadsheet_id", "range", "column"]),
    ]
    system = mcp_system("google-sheets", "Google Sheets API v4 for the marketing team's Drive", tools)
    sid = "1qZ8rTc0vXk2LmB7yN4hPd9sWfE3gJ6aUo5iRtKzQx0M"
    state = f"Spreadsheet 'FY24 Marketing Budget' ({sid}); sheet Q3 holds one row per line item, sheet Summary totals them with SUM(Q3!C2:C100)-style formulas."
    rows = [["Paid search", "Priya", 4200000, 3850000, 3124055], ["Paid social", "Tom", 2800000, 2400000, 1987510],
            ["Events", "Aisha", 3500000, 3500000, 2241000], ["Content agency", "Priya", 1800000, 1800000, 1200000],
            ["Webinars", "Leo", 650000, 320000, 287540], ["Swag", "Aisha", 900000, 745000, 745000],
            ["Analytics tools", "Leo", 1200000, 1200000, 900000], ["Sponsorships", "Tom", 2000000, 1500000, 1500000]]
    head = ["Line item", "Owner", "Budget", "Committed", "Spent", "Remaining", "% used"]

    def usd(c: int) -> str:
        return eur(c, "$")

    def fmt(rs_: list[list[Any]]) -> list[list[str]]:
        return [head] + [[a, b, usd(c), usd(d), usd(e), usd(c - e), f"{100 * e / c:.1f}%"] for a, b, c, d, e in rs_]

    def raw(rs_: list[list[Any]]) -> list[list[Any]]:
        out: list[list[Any]] = [head]
        for a, b, c, d, e in rs_:
            out.append([a, b, c / 100 if c % 100 else c // 100, d / 100 if d % 100 else d // 100, e / 100 if e % 100 else e // 100,
                        round((c - e) / 100, 2), round(e / c, 6)])
        return out

    def info(modified: str, q3_used: int) -> str:
        return pj({"spreadsheetId": sid, "properties": {"title": "FY24 Marketing Budget", "locale": "en_US", "timeZone": "America/Chicago"},
                   "modifiedTime": modified, "lastModifyingUser": "priya.raman@lumenfold.com",
                   "sheets": [{"sheetId": 0, "title": "Q3", "index": 0, "gridProperties": {"rowCount": 1000, "columnCount": 26, "frozenRowCount": 1}, "usedRange": f"A1:G{q3_used}"},
                              {"sheetId": 1837261945, "title": "Summary", "index": 1, "gridProperties": {"rowCount": 100, "columnCount": 10}, "usedRange": "A1:B6"},
                              {"sheetId": 402119876, "title": "Q2 (closed)", "index": 2, "gridProperties": {"rowCount": 1000, "columnCount": 26}, "hidden": True, "usedRange": "A1:G11"}]})

    def summary(rs_: list[list[Any]]) -> str:
        b = sum(x[2] for x in rs_)
        c = sum(x[3] for x in rs_)
        s = sum(x[4] for x in rs_)
        return pj({"range": "Summary!A1:B6", "majorDimension": "ROWS", "values": [
            ["Metric", "Q3"], ["Total budget", usd(b)], ["Committed", usd(c)], ["Spent", usd(s)],
            ["Remaining", usd(b - s)], ["% used", f"{100 * s / b:.1f}%"]]})

    t1 = info("2024-08-05T21:47:12.331Z", 9)
    t2 = pj({"range": "Q3!A1:G9", "majorDimension": "ROWS", "values": fmt(rows)})
    rows[4][4] = 341040
    t3 = pj({"spreadsheetId": sid, "updatedRange": "Q3!E6", "updatedRows": 1, "updatedColumns": 1, "updatedCells": 1})
    pod = ["Podcast ads", "Tom", 800000, 600000, 150000]
    rows.append(pod)
    t4 = pj({"spreadsheetId": sid, "tableRange": "Q3!A1:G9",
             "updates": {"spreadsheetId": sid, "updatedRange": "Q3!A10:G10", "updatedRows": 1, "updatedColumns": 7, "updatedCells": 7}})
    t5 = pj({"range": "Q3!A1:G10", "majorDimension": "ROWS", "values": raw(rows)})
    t6 = summary(rows)
    t7 = pj({"spreadsheetId": sid, "replies": [{}], "sortedRange": "Q3!A2:G10", "sortSpecs": [{"dimensionIndex": 6, "sortOrder": "DESCENDING"}]})
    srt = sorted(rows, key=lambda x: -x[4] / x[2])
    t8 = pj({"range": "Q3!A1:G10", "majorDimension": "ROWS", "values": fmt(srt)})
    t9 = info("2024-08-06T14:03:58.904Z", 10)
    turns = [
        (call("get_spreadsheet_info", spreadsheet_id=sid), t1),
        (call("get_values", spreadsheet_id=sid, range="Q3!A1:G9", value_render_option="FORMATTED_VALUE"), t2),
        (call("update_values", spreadsheet_id=sid, range="Q3!E6", values=[[3410.40]]), t3),
        (call("append_rows", spreadsheet_id=sid, range="Q3!A1:G1", values=[["Podcast ads", "Tom", 8000, 6000, 1500, "=C10-E10", "=E10/C10"]]), t4),
        (call("get_values", spreadsheet_id=sid, range="Q3!A1:G10", value_render_option="UNFORMATTED_VALUE"), t5),
        (call("get_values", spreadsheet_id=sid, range="Summary!A1:B6", value_render_option="FORMATTED_VALUE"), t6),
        (call("sort_range", spreadsheet_id=sid, range="Q3!A2:G10", column="G", ascending=False), t7),
        (call("get_values", spreadsheet_id=sid, range="Q3!A1:G10", value_render_option="FORMATTED_VALUE"), t8),
        (call("get_spreadsheet_info", spreadsheet_id=sid), t9),
    ]
    rs.add(task=T, tid="h30-mcp-05", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 06 wind farm telemetry (bad)
def t06(rs: RowSet) -> None:
    tools = [
        tool("list_turbines", "Live state of every turbine at a site.", {"site": S}, ["site"]),
        tool("get_turbine", "Detailed live telemetry and state of one turbine.", {"turbine_id": S}, ["turbine_id"]),
        tool("list_alarms", "Alarms at a site.", {"site": S, "active_only": B}, ["site"]),
        tool("acknowledge_alarm", "Acknowledge an alarm.", {"alarm_id": S, "comment": S}, ["alarm_id"]),
        tool("set_curtailment", "Cap a turbine's active power output.", {"turbine_id": S, "max_kw": INT, "reason": S}, ["turbine_id", "max_kw"]),
    ]
    system = mcp_system("windhub", "SCADA telemetry hub for Carrowmore Wind Farm (12 x V112-3.45 MW), read/write for the control-room operator", tools)
    state = "Site CARROWMORE, 12 turbines WTG-01..WTG-12, rated 3450 kW each, grid connection 41.4 MW. Operator shift started 08:00 UTC on 2024-02-06."
    spec = [("WTG-01", 2480, 9.8, 12.4, 247, 68), ("WTG-02", 2655, 10.1, 12.6, 248, 71), ("WTG-03", 2390, 9.6, 12.3, 246, 74),
            ("WTG-04", 2710, 10.3, 12.7, 249, 70), ("WTG-05", 2210, 9.2, 12.0, 245, 66), ("WTG-06", 2580, 9.9, 12.5, 247, 69),
            ("WTG-07", 0, 9.7, 0.0, 251, 31), ("WTG-08", 2330, 9.5, 12.2, 246, 67), ("WTG-09", 2795, 10.5, 12.8, 250, 72),
            ("WTG-10", 2440, 9.7, 12.4, 244, 68), ("WTG-11", 2905, 10.8, 12.9, 249, 73), ("WTG-12", 2120, 9.0, 11.9, 245, 65)]
    avail = {"WTG-05": 98.6, "WTG-07": 89.3, "WTG-12": 99.1}
    lines = ["CARROWMORE - live turbine states @ 2024-02-06T10:14:32Z (10 s SCADA scan)", "",
             "ID      STATE     P[kW]  WIND[m/s]  ROTOR[rpm]  YAW[deg]  GEN[C]  AVAIL24h  NOTE",
             "------  --------  -----  ---------  ----------  --------  ------  --------  ----"]
    for tid, p, w, rpm, yaw, gen in spec:
        st = "STOPPED" if tid == "WTG-07" else "RUNNING"
        note = {"WTG-07": "manual stop 07:41Z (LOTO)", "WTG-03": "gearbox oil temp warn", "WTG-10": "anemo dev."}.get(tid, "")
        lines.append(f"{tid}  {st:<8}  {p:>5}  {w:>9.1f}  {rpm:>10.1f}  {yaw:>8}  {gen:>6}  {avail.get(tid, 100.0):>7.1f}%  {note}")
    total = sum(x[1] for x in spec)
    lines += ["", f"Site active power: {total / 1000:.2f} MW of 41.40 MW installed   Running: 11   Stopped: 1   Met mast M1: 9.9 m/s @ 247 deg, 6.8 C"]
    t1 = mcp_text("\n".join(lines))
    t2 = mcp_text({"site": "CARROWMORE", "active_only": True, "alarms": [
        {"alarm_id": "ALM-88412", "turbine_id": "WTG-07", "code": "STP-101", "severity": "info",
         "text": "Manual stop: lockout/tagout applied (WO-5531 blade leading-edge inspection, rope access team)",
         "raised_at": "2024-02-06T07:41:00Z", "acknowledged": True, "acked_by": "night.operator", "acked_at": "2024-02-06T07:42:18Z"},
        {"alarm_id": "ALM-88430", "turbine_id": "WTG-03", "code": "GBX-214", "severity": "warning",
         "text": "Gearbox oil sump temperature high (71.8 C > 70.0 C limit), trend rising 0.4 C/h",
         "raised_at": "2024-02-06T09:58:17Z", "acknowledged": False},
        {"alarm_id": "ALM-88433", "turbine_id": "WTG-10", "code": "MET-032", "severity": "info",
         "text": "Nacelle anemometer deviates from neighbour mean by 0.9 m/s (10 min avg)",
         "raised_at": "2024-02-06T10:02:51Z", "acknowledged": False}], "count": 3})
    t3 = mcp_text({"alarm_id": "ALM-88430", "acknowledged": True, "acked_by": "cr.operator.ml", "acked_at": "2024-02-06T10:16:05Z",
                   "comment": "Seen. Monitoring trend; will derate if > 75 C. Service notified (ticket SV-2291)."})
    t4 = mcp_text({"turbine_id": "WTG-07", "model": "V112-3.45MW", "state": "RUNNING", "last_state_change": "2024-02-06T07:41:00Z",
                   "active_power_kw": 2310, "reactive_power_kvar": -140, "wind_speed_ms": 9.6, "rotor_rpm": 12.1, "pitch_deg": 0.8,
                   "yaw_deg": 251, "nacelle_temp_c": 18.4, "generator_temp_c": 66, "gearbox_oil_temp_c": 58.2,
                   "lockout": {"active": True, "work_order": "WO-5531", "applied_by": "T. Brennan (AP)", "applied_at": "2024-02-06T07:41:00Z"},
                   "curtailment": None, "energy_today_kwh": 14260, "availability_24h_pct": 89.3,
                   "timestamp": "2024-02-06T10:17:40Z"})
    t5 = mcp_text({"turbine_id": "WTG-11", "curtailment": {"active": True, "max_kw": 2000, "reason": "DSO constraint instruction EG-77 (local 38 kV line)",
                   "effective_at": "2024-02-06T10:19:40Z", "ramp_rate_kw_per_s": 40}, "previous_max_kw": 3450, "accepted": True})
    t6 = mcp_text({"turbine_id": "WTG-11", "model": "V112-3.45MW", "state": "RUNNING", "last_state_change": "2024-02-05T16:22:09Z",
                   "active_power_kw": 1996, "reactive_power_kvar": -95, "wind_speed_ms": 10.9, "rotor_rpm": 12.0, "pitch_deg": 4.3,
                   "yaw_deg": 250, "nacelle_temp_c": 19.1, "generator_temp_c": 70, "gearbox_oil_temp_c": 61.7,
                   "lockout": {"active": False}, "curtailment": {"active": True, "max_kw": 2000, "since": "2024-02-06T10:19:40Z"},
                   "energy_today_kwh": 27315, "availability_24h_pct": 100.0, "timestamp": "2024-02-06T10:21:05Z"})
    t7 = mcp_text({"turbine_id": "WTG-03", "model": "V112-3.45MW", "state": "RUNNING", "last_state_change": "2024-02-04T11:05:37Z",
                   "active_power_kw": 2430, "reactive_power_kvar": -120, "wind_speed_ms": 9.7, "rotor_rpm": 12.3, "pitch_deg": 0.9,
                   "yaw_deg": 247, "nacelle_temp_c": 19.8, "generator_temp_c": 74, "gearbox_oil_temp_c": 72.1,
                   "active_alarms": [{"alarm_id": "ALM-88430", "code": "GBX-214", "acknowledged": True, "acked_at": "2024-02-06T10:16:05Z"}],
                   "lockout": {"active": False}, "curtailment": None, "energy_today_kwh": 22980, "availability_24h_pct": 100.0,
                   "timestamp": "2024-02-06T10:22:31Z"})
    turns = [
        (call("list_turbines", site="CARROWMORE"), t1),
        (call("list_alarms", site="CARROWMORE", active_only=True), t2),
        (call("acknowledge_alarm", alarm_id="ALM-88430", comment="Seen. Monitoring trend; will derate if > 75 C. Service notified (ticket SV-2291)."), t3),
        (call("get_turbine", turbine_id="WTG-07"), t4),
        (call("set_curtailment", turbine_id="WTG-11", max_kw=2000, reason="DSO constraint instruction EG-77 (local 38 kV line)"), t5),
        (call("get_turbine", turbine_id="WTG-11"), t6),
        (call("get_turbine", turbine_id="WTG-03"), t7),
    ]
    rs.add(task=T, tid="h30-mcp-06", system=system, turns=turns, state=state, bad=True, turn=4,
           kind="a turbine under manual stop with lockout reads as running and producing power, state unchanged since the stop time, with no restart")


# ---------------------------------------------------------------- 07 Jira (bad)
def t07(rs: RowSet) -> None:
    tools = [
        tool("search_issues", "Search issues with JQL.", {"jql": S, "fields": A, "max_results": INT}, ["jql"]),
        tool("get_issue", "Get one issue.", {"issue_key": S, "fields": A}, ["issue_key"]),
        tool("get_transitions", "Transitions available for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("transition_issue", "Move an issue through its workflow.", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("update_issue", "Edit issue fields.", {"issue_key": S, "fields": OBJ}, ["issue_key", "fields"]),
        tool("add_comment", "Add a comment.", {"issue_key": S, "body": S}, ["issue_key", "body"]),
        tool("assign_issue", "Assign an issue to a user.", {"issue_key": S, "account_id": S}, ["issue_key", "account_id"]),
    ]
    system = mcp_system("jira", "Jira Cloud REST API v3 for finch.atlassian.net, acting as the payments team's scrum master", tools)
    people = {"jonas": ("5f1a0c3e9b2d4a0071e4c2aa", "Jonas Vik"), "lena": ("61c8e2f04a7b3d0069f1d0b3", "Lena Ortmann"),
              "mei": ("5d9b7a1c2e3f40006a8c9e11", "Mei Chen"), "arun": ("62a0f5e1b3c84d0070b2e7d9", "Arun Das")}
    sprint = [("PAY-1398", "Ledger reconciliation job times out for >50k rows", "In Progress", "jonas", 8, "Highest"),
              ("PAY-1405", "Add currency column to payout export CSV", "To Do", None, 2, "Medium"),
              ("PAY-1409", "Stripe webhook signing secret rotation", "Done", "mei", 3, "High"),
              ("PAY-1412", "Retry with same idempotency key on 409 from ledger", "In Progress", "lena", 5, "High"),
              ("PAY-1415", "Refund API returns 500 on partial refunds of split tenders", "In Review", "mei", 5, "High"),
              ("PAY-1417", "Dashboard: pending payouts grouped by bank", "To Do", "arun", 3, "Medium"),
              ("PAY-1419", "Flaky test: test_payout_batch_ordering", "To Do", None, 1, "Low"),
              ("PAY-1421", "Upgrade psycopg to 3.2", "Blocked", "arun", 2, "Medium")]

    def row(k: str, summ: str, st: str, who: str | None, pts: int, prio: str) -> dict[str, Any]:
        return {"key": k, "fields": {"summary": summ, "status": {"name": st},
                                     "assignee": {"accountId": people[who][0], "displayName": people[who][1]} if who else None,
                                     "customfield_10016": pts, "priority": {"name": prio}, "issuetype": {"name": "Bug" if "500" in summ or "Flaky" in summ or "times out" in summ else "Story"}}}

    jql1 = "project = PAY AND sprint in openSprints() ORDER BY Rank ASC"
    t1 = pj({"startAt": 0, "maxResults": 50, "total": 8, "issues": [row(*x) for x in sprint]})

    def issue(status: str, pts: int, fix: list[dict[str, str]], updated: str, comments: int) -> str:
        return pj({"key": "PAY-1412", "id": "48117", "fields": {
            "summary": "Retry with same idempotency key on 409 from ledger", "issuetype": {"name": "Story"},
            "status": {"name": status, "statusCategory": {"key": "indeterminate", "name": "In Progress"}},
            "statuscategorychangedate": "2024-04-08T13:02:11.000+0000",
            "assignee": {"accountId": people["lena"][0], "displayName": "Lena Ortmann"},
            "reporter": {"accountId": people["mei"][0], "displayName": "Mei Chen"}, "priority": {"name": "High"},
            "customfield_10016": pts, "customfield_10020": [{"id": 311, "name": "PAY Sprint 42", "state": "active", "endDate": "2024-04-19T15:00:00.000Z"}],
            "labels": ["ledger", "resilience"], "fixVersions": fix, "components": [{"name": "payout-service"}],
            "description": "When the ledger returns 409 Conflict for a posting we currently generate a new idempotency key and retry, which can double-post. Reuse the original key, back off 200ms/400ms/800ms, then surface LEDGER_CONFLICT.",
            "created": "2024-04-03T09:41:27.000+0000", "updated": updated,
            "comment": {"total": comments, "maxResults": comments}, "issuelinks": [{"type": "relates to", "outwardIssue": "PAY-1398"}]}})

    t2 = issue("In Progress", 5, [], "2024-04-10T16:20:45.000+0000", 3)
    t3 = pj({"transitions": [{"id": "11", "name": "To Do", "to": {"name": "To Do"}}, {"id": "21", "name": "In Progress", "to": {"name": "In Progress"}},
                             {"id": "31", "name": "Send to review", "to": {"name": "In Review"}}, {"id": "41", "name": "Done", "to": {"name": "Done"}},
                             {"id": "51", "name": "Block", "to": {"name": "Blocked"}}]})
    t4 = pj({"status": 204, "message": "Issue PAY-1412 transitioned: In Progress -> In Review"})
    t5 = pj({"status": 204, "message": "Issue PAY-1412 updated (customfield_10016, fixVersions)"})
    t6 = issue("In Progress", 8, [{"id": "10231", "name": "2024.05", "released": False}], "2024-04-11T10:06:52.000+0000", 3)
    t7 = pj({"id": "58213", "author": {"displayName": "Scrum Master Bot"}, "created": "2024-04-11T10:07:30.000+0000",
             "body": "Re-estimated to 8 after refinement: the backoff also needs to cover the batch path. Targeting 2024.05."})
    t8 = pj({"status": 204, "message": "PAY-1419 assigned to Jonas Vik"})
    t9 = pj({"startAt": 0, "maxResults": 50, "total": 3, "issues": [
        row("PAY-1398", "Ledger reconciliation job times out for >50k rows", "In Progress", "jonas", 8, "Highest"),
        row("PAY-1419", "Flaky test: test_payout_batch_ordering", "To Do", "jonas", 1, "Low"),
        row("PAY-1388", "Document ledger retry semantics in the runbook", "To Do", "jonas", 2, "Low")]})
    t10 = pj({"key": "PAY-1419", "id": "48140", "fields": {
        "summary": "Flaky test: test_payout_batch_ordering", "issuetype": {"name": "Bug"}, "status": {"name": "To Do"},
        "assignee": {"accountId": people["jonas"][0], "displayName": "Jonas Vik"},
        "reporter": {"accountId": people["arun"][0], "displayName": "Arun Das"}, "priority": {"name": "Low"}, "customfield_10016": 1,
        "labels": ["flaky-test", "ci"], "created": "2024-04-09T08:15:03.000+0000", "updated": "2024-04-11T10:08:14.000+0000",
        "description": "Fails ~1 in 30 runs on CI: batch ordering assumes dict order from the fixture. Seen in builds 7712, 7730, 7741.",
        "comment": {"total": 1, "maxResults": 1}}})
    turns = [
        (call("search_issues", jql=jql1, fields=["summary", "status", "assignee", "customfield_10016", "priority", "issuetype"], max_results=50), t1),
        (call("get_issue", issue_key="PAY-1412"), t2),
        (call("get_transitions", issue_key="PAY-1412"), t3),
        (call("transition_issue", issue_key="PAY-1412", transition_id="31"), t4),
        (call("update_issue", issue_key="PAY-1412", fields={"customfield_10016": 8, "fixVersions": [{"name": "2024.05"}]}), t5),
        (call("get_issue", issue_key="PAY-1412"), t6),
        (call("add_comment", issue_key="PAY-1412", body="Re-estimated to 8 after refinement: the backoff also needs to cover the batch path. Targeting 2024.05."), t7),
        (call("assign_issue", issue_key="PAY-1419", account_id=people["jonas"][0]), t8),
        (call("search_issues", jql=f"project = PAY AND assignee = {people['jonas'][0]} AND statusCategory != Done ORDER BY priority DESC",
              fields=["summary", "status", "assignee", "customfield_10016", "priority", "issuetype"]), t9),
        (call("get_issue", issue_key="PAY-1419"), t10),
    ]
    rs.add(task=T, tid="h30-mcp-07", system=system, turns=turns, bad=True, turn=6,
           kind="an issue transitioned to In Review reads back as In Progress while the field edits made after the transition did stick")


# ---------------------------------------------------------------- 08 county permit office (clean)
def t08(rs: RowSet) -> None:
    tools = [
        tool("search_permits", "Search permits (newest application first, paginated).", {"query": S, "status": S, "page": INT, "page_size": INT}, ["query"]),
        tool("get_permit", "Permit record.", {"permit_no": S}, ["permit_no"]),
        tool("get_fees", "Fee ledger of a permit, amounts in cents.", {"permit_no": S}, ["permit_no"]),
        tool("record_payment", "Record a fee payment.", {"permit_no": S, "amount_cents": INT, "method": S, "reference": S}, ["permit_no", "amount_cents", "method"]),
        tool("schedule_inspection", "Request an inspection.", {"permit_no": S, "type": S, "date": S, "window": S}, ["permit_no", "type", "date"]),
        tool("list_inspections", "Inspections on a permit (times in UTC).", {"permit_no": S}, ["permit_no"]),
        tool("update_contact", "Update a contact on a permit.", {"permit_no": S, "role": S, "phone": S, "email": S}, ["permit_no", "role"]),
    ]
    system = mcp_system("lark-permits", "the online permit portal of the Lark County Building & Permits Office (Pacific time)", tools)
    state = "Contractor account: Ridgeback Builders LLC (license CCB-228341). Today is Thursday 2024-05-09, 10:20 PDT."
    pn = "BLD-2024-01187"
    items = [
        {"permit_no": pn, "type": "Residential addition", "address": "4412 Alder Creek Rd", "applied": "2024-04-02", "status": "Approved - awaiting fees", "valuation": "$186,000"},
        {"permit_no": "ELE-2024-00951", "type": "Electrical - service upgrade", "address": "4412 Alder Creek Rd", "applied": "2024-03-28", "status": "Issued", "valuation": "$7,400"},
        {"permit_no": "BLD-2024-00803", "type": "Deck (> 30 in above grade)", "address": "19 Quarry View Ln", "applied": "2024-03-11", "status": "Final inspection passed", "valuation": "$24,500"},
        {"permit_no": "PLM-2024-00412", "type": "Plumbing - water heater", "address": "88 S. Fennel St", "applied": "2024-02-20", "status": "Finaled", "valuation": "$3,100"},
        {"permit_no": "BLD-2023-04410", "type": "Detached garage", "address": "2307 Hollis Rd", "applied": "2023-11-30", "status": "Issued", "valuation": "$61,000"},
        {"permit_no": "BLD-2023-03952", "type": "Kitchen remodel (structural)", "address": "715 Larkspur Ct", "applied": "2023-10-16", "status": "Finaled", "valuation": "$48,200"},
        {"permit_no": "DEM-2023-00177", "type": "Demolition - shed", "address": "2307 Hollis Rd", "applied": "2023-10-02", "status": "Closed", "valuation": "$1,500"},
    ]
    t1 = mcp_text({"query": "Ridgeback Builders", "total": 7, "page": 1, "page_size": 5, "pages": 2, "results": items[:5]})
    t2 = mcp_text({"query": "Ridgeback Builders", "total": 7, "page": 2, "page_size": 5, "pages": 2, "results": items[5:]})

    def permit(status: str, issued: str | None, bal: str, insp: list[dict[str, str]], updated: str) -> str:
        return mcp_text({"permit_no": pn, "type": "Residential addition", "description": "Single-storey 420 sq ft family room addition, rear; new 200 sq ft covered patio",
                         "address": "4412 Alder Creek Rd, Lark Valley 97366", "parcel": "14-07-22-B-0310", "zoning": "RR-2",
                         "applicant": "Ridgeback Builders LLC", "owner": "Hannah & Carlos Mendez", "valuation": "$186,000",
                         "applied": "2024-04-02", "review": {"completed": "2024-04-30", "days_in_review": 18, "reviewer": "J. Pruitt (Plans Examiner II)",
                                                              "conditions": ["Engineered footing per sheet S-2", "Smoke/CO alarms interconnected"]},
                         "status": status, "issued": issued, "expires": "2025-05-09" if issued else None,
                         "fees": {"total": "$1,284.50", "paid": "$1,284.50" if bal == "$0.00" else "$482.50", "balance_due": bal},
                         "inspections": insp, "last_updated": updated})

    t3 = permit("Approved - awaiting fees", None, "$802.00", [], "2024-04-30T16:41:09-07:00")
    ledger = [("Plan review fee", 48250), ("Building permit fee (valuation $186,000)", 61200), ("State surcharge (2.5% of building permit fee)", 1530),
              ("Technology fee", 2470), ("School district construction excise tax", 15000)]
    t4 = mcp_text({"permit_no": pn, "line_items": [{"description": d, "amount_cents": c} for d, c in ledger],
                   "total_cents": sum(c for _, c in ledger),
                   "payments": [{"date": "2024-04-02", "amount_cents": 48250, "method": "card", "receipt": "R-2024-28774", "note": "Plan review due at submittal"}],
                   "balance_cents": sum(c for _, c in ledger) - 48250})
    t5 = mcp_text({"receipt": "R-2024-30911", "permit_no": pn, "amount_cents": 80200, "method": "ACH", "reference": "RB-ACH-55102",
                   "posted_at": "2024-05-09T10:24:37-07:00", "balance_cents": 0,
                   "permit_status_change": {"from": "Approved - awaiting fees", "to": "Issued", "issued": "2024-05-09"}})
    t6 = mcp_text({"inspection_id": "INS-77120", "permit_no": pn, "type": "Footing", "date": "2024-05-14", "window": "AM (08:00-12:00 PDT)",
                   "status": "Scheduled", "inspector": "assigned the evening before", "site_contact_required": True,
                   "instructions": "Forms and rebar in place, engineer's letter on site. Cancel by 07:00 on the day via portal."})
    t7 = permit("Issued", "2024-05-09", "$0.00",
                [{"inspection_id": "INS-77120", "type": "Footing", "date": "2024-05-14", "window": "AM", "status": "Scheduled"}],
                "2024-05-09T10:26:02-07:00")
    t8 = mcp_text({"permit_no": pn, "inspections": [
        {"inspection_id": "INS-77120", "type": "Footing", "status": "Scheduled", "window_start": "2024-05-14T15:00:00Z",
         "window_end": "2024-05-14T19:00:00Z", "inspector": None, "result": None, "requested_by": "Ridgeback Builders LLC",
         "requested_at": "2024-05-09T17:25:48Z"}],
        "required_sequence": ["Footing", "Foundation wall", "Under-floor", "Framing", "Insulation", "Drywall (nailing)", "Final"]})
    t9 = mcp_text({"permit_no": pn, "role": "contractor", "name": "Ridgeback Builders LLC", "phone": "(541) 555-0186",
                   "email": "permits@ridgebackbuilders.com", "updated_at": "2024-05-09T10:28:15-07:00", "ok": True})
    turns = [
        (call("search_permits", query="Ridgeback Builders", status="any", page=1, page_size=5), t1),
        (call("search_permits", query="Ridgeback Builders", status="any", page=2, page_size=5), t2),
        (call("get_permit", permit_no=pn), t3),
        (call("get_fees", permit_no=pn), t4),
        (call("record_payment", permit_no=pn, amount_cents=80200, method="ACH", reference="RB-ACH-55102"), t5),
        (call("schedule_inspection", permit_no=pn, type="Footing", date="2024-05-14", window="AM"), t6),
        (call("get_permit", permit_no=pn), t7),
        (call("list_inspections", permit_no=pn), t8),
        (call("update_contact", permit_no=pn, role="contractor", phone="(541) 555-0186", email="permits@ridgebackbuilders.com"), t9),
    ]
    rs.add(task=T, tid="h30-mcp-08", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 09 Postgres (bad)
def t09(rs: RowSet) -> None:
    tools = [
        tool("list_tables", "List tables in a schema with estimated row counts.", {"schema": S}, []),
        tool("describe_table", "Columns, types, defaults and indexes of a table.", {"table": S}, ["table"]),
        tool("execute_sql", "Execute one SQL statement and return psql-style output.", {"sql": S}, ["sql"]),
    ]
    system = mcp_system("postgres", "read-write connection to the 'billing' database (PostgreSQL 15.6) as role support_ops", tools)
    state = ("Support ticket #80412: customer 4471 (Kestrel Analytics) was double-subscribed by a checkout retry on 2024-05-30; "
             "the duplicate subscription must be removed and the real one re-activated.")
    t1 = mcp_text(" schema |      table       | est_rows |  size\n"
                  "--------+------------------+----------+---------\n"
                  " public | audit_log        |   771203 | 412 MB\n"
                  " public | customers        |    18420 | 9.1 MB\n"
                  " public | invoice_lines    |   402877 | 118 MB\n"
                  " public | invoices         |   164310 | 61 MB\n"
                  " public | payment_methods  |    19988 | 4.4 MB\n"
                  " public | plans            |       14 | 16 kB\n"
                  " public | subscriptions    |    23105 | 7.8 MB\n"
                  "(7 rows)")
    t2 = mcp_text('                                   Table "public.subscriptions"\n'
                  "       Column        |           Type           | Nullable |                  Default\n"
                  "---------------------+--------------------------+----------+-------------------------------------------\n"
                  " id                  | bigint                   | not null | nextval('subscriptions_id_seq'::regclass)\n"
                  " customer_id         | bigint                   | not null |\n"
                  " plan                | text                     | not null |\n"
                  " status              | subscription_status      | not null | 'active'::subscription_status\n"
                  " seats               | integer                  | not null | 1\n"
                  " mrr_cents           | integer                  | not null |\n"
                  " started_at          | timestamp with time zone | not null | now()\n"
                  " current_period_end  | timestamp with time zone |          |\n"
                  " canceled_at         | timestamp with time zone |          |\n"
                  "Indexes:\n"
                  '    "subscriptions_pkey" PRIMARY KEY, btree (id)\n'
                  '    "subscriptions_customer_id_idx" btree (customer_id)\n'
                  "Foreign-key constraints:\n"
                  '    "subscriptions_customer_id_fkey" FOREIGN KEY (customer_id) REFERENCES customers(id)\n'
                  "Referenced by:\n"
                  '    TABLE "invoices" CONSTRAINT "invoices_subscription_id_fkey" FOREIGN KEY (subscription_id) REFERENCES subscriptions(id) ON DELETE RESTRICT')
    hdr = ("  id  | customer_id |    plan     |  status  | seats | mrr_cents |       started_at       |   current_period_end\n"
           "------+-------------+-------------+----------+-------+-----------+------------------------+------------------------\n")
    r9011 = " 9011 |        4471 | starter     | canceled |     3 |      4500 | 2023-09-14 08:31:02+00 | 2024-03-14 08:31:02+00\n"
    r9014 = " 9014 |        4471 | team        | active   |    12 |     28800 | 2024-05-30 10:02:11+00 | 2024-06-30 10:02:11+00\n"
    r9022a = " 9022 |        4471 | team        | past_due |    12 |     28800 | 2024-05-30 10:02:09+00 | 2024-06-30 10:02:09+00\n"
    r9022b = " 9022 |        4471 | team        | active   |    12 |     28800 | 2024-05-30 10:02:09+00 | 2024-06-30 10:02:09+00\n"
    r9031 = " 9031 |        4471 | addon-sso   | active   |    12 |      6000 | 2024-05-31 15:47:40+00 | 2024-06-30 10:02:09+00\n"
    q = "SELECT id, customer_id, plan, status, seats, mrr_cents, started_at, current_period_end FROM subscriptions WHERE customer_id = 4471 ORDER BY id;"
    t3 = mcp_text(hdr + r9011 + r9014 + r9022a + r9031 + "(4 rows)")
    t4 = mcp_text("DELETE 1")
    t5 = mcp_text("UPDATE 1")
    t6 = mcp_text("  status  | count\n----------+-------\n active   |     2\n canceled |     1\n(2 rows)")
    t7 = mcp_text("   id   |          created_at\n--------+-------------------------------\n 771204 | 2024-06-03 14:22:51.408171+00\n(1 row)\n\nINSERT 0 1")
    t8 = mcp_text(hdr + r9011 + r9014 + r9022b + r9031 + "(4 rows)")
    t9 = mcp_text("   id   |     actor      |        action         | entity_id |          created_at\n"
                  "--------+----------------+-----------------------+-----------+-------------------------------\n"
                  " 771204 | support_ops    | delete_duplicate_sub  |      9014 | 2024-06-03 14:22:51.408171+00\n"
                  " 771188 | billing_worker | invoice_pay_failed    |      9022 | 2024-06-03 13:00:04.117302+00\n"
                  " 771061 | billing_worker | renewal_succeeded     |      8876 | 2024-06-03 09:00:03.902114+00\n"
                  "(3 rows)")
    t10 = mcp_text("  id   | subscription_id |  status  | amount_due_cents |       created_at\n"
                   "-------+-----------------+----------+------------------+------------------------\n"
                   " 66310 |            9031 | paid     |             5806 | 2024-05-31 15:47:41+00\n"
                   " 66295 |            9022 | open     |            28800 | 2024-05-30 10:02:10+00\n"
                   " 61544 |            9011 | paid     |             4500 | 2024-02-14 08:31:05+00\n"
                   " 58870 |            9011 | paid     |             4500 | 2024-01-14 08:31:04+00\n"
                   "(4 rows)")
    t11 = mcp_text("  id  |        name        |          email           | country |       created_at\n"
                   "------+--------------------+--------------------------+---------+------------------------\n"
                   " 4471 | Kestrel Analytics  | billing@kestrel-ai.co.uk | GB      | 2023-09-14 08:29:40+00\n"
                   "(1 row)")
    audit = ("INSERT INTO audit_log (actor, action, entity, entity_id, detail) VALUES ('support_ops', 'delete_duplicate_sub', "
             "'subscription', 9014, '{\"ticket\": 80412, \"kept\": 9022}') RETURNING id, created_at;")
    turns = [
        (call("list_tables", schema="public"), t1),
        (call("describe_table", table="subscriptions"), t2),
        (call("execute_sql", sql=q), t3),
        (call("execute_sql", sql="DELETE FROM subscriptions WHERE id = 9014 AND customer_id = 4471;"), t4),
        (call("execute_sql", sql="UPDATE subscriptions SET status = 'active' WHERE id = 9022 AND status = 'past_due';"), t5),
        (call("execute_sql", sql="SELECT status, count(*) FROM subscriptions WHERE customer_id = 4471 GROUP BY status ORDER BY status;"), t6),
        (call("execute_sql", sql=audit), t7),
        (call("execute_sql", sql=q), t8),
        (call("execute_sql", sql="SELECT id, actor, action, entity_id, created_at FROM audit_log WHERE entity = 'subscription' ORDER BY id DESC LIMIT 3;"), t9),
        (call("execute_sql", sql="SELECT id, subscription_id, status, amount_due_cents, created_at FROM invoices WHERE customer_id = 4471 ORDER BY created_at DESC LIMIT 4;"), t10),
        (call("execute_sql", sql="SELECT id, name, email, country, created_at FROM customers WHERE id = 4471;"), t11),
    ]
    rs.add(task=T, tid="h30-mcp-09", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="a subscription row deleted earlier (DELETE 1, counts confirmed) is back in a later SELECT")


# ---------------------------------------------------------------- 10 HubSpot (clean)
def t10(rs: RowSet) -> None:
    tools = [
        tool("search_contacts", "Search CRM contacts.", {"query": S, "properties": A}, ["query"]),
        tool("get_contact", "Get a contact by id.", {"contact_id": S, "properties": A}, ["contact_id"]),
        tool("update_contact", "Update contact properties.", {"contact_id": S, "properties": OBJ}, ["contact_id", "properties"]),
        tool("create_deal", "Create a deal.", {"properties": OBJ}, ["properties"]),
        tool("get_deal", "Get a deal by id.", {"deal_id": S, "properties": A}, ["deal_id"]),
        tool("associate", "Associate two CRM objects.", {"from_type": S, "from_id": S, "to_type": S, "to_id": S}, ["from_type", "from_id", "to_type", "to_id"]),
        tool("list_deals", "List deals in a pipeline.", {"pipeline": S, "sort": S, "limit": INT}, ["pipeline"]),
        tool("create_note", "Create a note engagement.", {"body": S, "associations": A}, ["body"]),
    ]
    system = mcp_system("hubspot", "HubSpot CRM v3 API for Telemetrix Fleet Systems, as sales rep Owen Brady (owner 4120087)", tools)
    cid, did = "51023", "18844210937"
    t1 = pj({"total": 1, "results": [{"id": cid, "properties": {
        "email": "greta.lindqvist@nordhavn.io", "firstname": "Greta", "lastname": "Lindqvist", "company": "Nordhavn Logistics",
        "jobtitle": "Procurement Manager", "lifecyclestage": "marketingqualifiedlead", "hs_lead_status": "OPEN",
        "hubspot_owner_id": "4120087", "hs_analytics_num_page_views": "14", "hs_analytics_last_visit_timestamp": "2024-07-08T19:52:10.114Z",
        "num_associated_deals": "0", "createdate": "2024-06-11T07:03:55.402Z", "lastmodifieddate": "2024-07-09T08:11:42.310Z"},
        "createdAt": "2024-06-11T07:03:55.402Z", "updatedAt": "2024-07-09T08:11:42.310Z", "archived": False}]})
    t2 = pj({"id": cid, "properties": {"jobtitle": "Head of Procurement", "lifecyclestage": "salesqualifiedlead", "hs_lead_status": "IN_PROGRESS",
                                       "lastmodifieddate": "2024-07-09T09:30:18.877Z"}, "updatedAt": "2024-07-09T09:30:18.877Z", "archived": False})
    t3 = pj({"id": did, "properties": {"dealname": "Nordhavn Logistics - Fleet telematics (120 units)", "amount": "43200",
                                       "pipeline": "default", "dealstage": "qualifiedtobuy", "closedate": "2024-09-30T00:00:00Z",
                                       "hubspot_owner_id": "4120087", "createdate": "2024-07-09T09:31:02.551Z", "hs_object_id": did},
             "createdAt": "2024-07-09T09:31:02.551Z", "updatedAt": "2024-07-09T09:31:02.551Z", "archived": False})
    t4 = pj({"status": "COMPLETE", "results": [{"from": {"id": did}, "to": {"id": cid}, "type": "deal_to_contact",
                                                "associationTypes": [{"category": "HUBSPOT_DEFINED", "typeId": 3}]}]})
    t5 = pj({"id": cid, "properties": {
        "email": "greta.lindqvist@nordhavn.io", "firstname": "Greta", "lastname": "Lindqvist", "company": "Nordhavn Logistics",
        "jobtitle": "Head of Procurement", "lifecyclestage": "salesqualifiedlead", "hs_lead_status": "IN_PROGRESS",
        "hubspot_owner_id": "4120087", "hs_analytics_num_page_views": "17", "hs_analytics_last_visit_timestamp": "2024-07-09T09:33:47.020Z",
        "num_associated_deals": "1", "recent_deal_amount": "43200", "lastmodifieddate": "2024-07-09T09:34:05.611Z"},
        "updatedAt": "2024-07-09T09:34:05.611Z", "archived": False})
    deals = [
        (did, "Nordhavn Logistics - Fleet telematics (120 units)", "43200", "qualifiedtobuy", "0.4", "2024-07-09T09:31:02.551Z", "2024-09-30"),
        ("18839077412", "Brennan Haulage - Dashcam retrofit", "18750", "presentationscheduled", "0.6", "2024-07-05T13:40:19.008Z", "2024-08-15"),
        ("18826631590", "Vantor Cold Chain - Temp sensors renewal", "9600", "decisionmakerboughtin", "0.8", "2024-06-28T10:12:44.730Z", "2024-07-31"),
        ("18811904478", "Skagen Bus Co - Driver behaviour pilot", "12000", "appointmentscheduled", "0.2", "2024-06-20T08:05:31.266Z", "2024-10-15"),
        ("18790352213", "Lough Ree Ferries - GPS trackers", "4400", "closedwon", "1.0", "2024-06-07T15:22:09.940Z", "2024-06-30"),
    ]
    t6 = pj({"results": [{"id": i, "properties": {"dealname": n, "amount": a, "dealstage": s, "hs_deal_stage_probability": p,
                                                  "createdate": c, "closedate": f"{d}T00:00:00Z", "pipeline": "default"}} for i, n, a, s, p, c, d in deals],
             "paging": {"next": {"after": "5", "link": "?after=5"}}})
    note = "Discovery call 09:00: 120 vans across Oslo/Gothenburg depots, current contract with incumbent ends 30 Sep. Wants pilot of 10 units in August. Sent pricing deck v3."
    t7 = pj({"id": "51874403921", "properties": {"hs_note_body": note, "hs_timestamp": "2024-07-09T09:36:40.000Z", "hubspot_owner_id": "4120087"},
             "associations": {"contacts": [cid], "deals": [did]}, "createdAt": "2024-07-09T09:36:40.702Z"})
    t8 = pj({"id": did, "properties": {"dealname": "Nordhavn Logistics - Fleet telematics (120 units)", "amount": "43200",
                                       "dealstage": "qualifiedtobuy", "hs_deal_stage_probability": "0.4", "hs_forecast_amount": "17280",
                                       "closedate": "2024-09-30T00:00:00Z", "num_associated_contacts": "1", "num_notes": "1",
                                       "notes_last_updated": "2024-07-09T09:36:40.000Z", "hubspot_owner_id": "4120087",
                                       "createdate": "2024-07-09T09:31:02.551Z", "hs_lastmodifieddate": "2024-07-09T09:36:52.118Z"},
             "updatedAt": "2024-07-09T09:36:52.118Z", "archived": False})
    props = ["email", "firstname", "lastname", "company", "jobtitle", "lifecyclestage", "hs_lead_status", "hs_analytics_num_page_views", "num_associated_deals", "lastmodifieddate"]
    turns = [
        (call("search_contacts", query="greta.lindqvist@nordhavn.io", properties=props), t1),
        (call("update_contact", contact_id=cid, properties={"jobtitle": "Head of Procurement", "lifecyclestage": "salesqualifiedlead", "hs_lead_status": "IN_PROGRESS"}), t2),
        (call("create_deal", properties={"dealname": "Nordhavn Logistics - Fleet telematics (120 units)", "amount": "43200", "pipeline": "default",
                                         "dealstage": "qualifiedtobuy", "closedate": "2024-09-30", "hubspot_owner_id": "4120087"}), t3),
        (call("associate", from_type="deals", from_id=did, to_type="contacts", to_id=cid), t4),
        (call("get_contact", contact_id=cid, properties=props + ["recent_deal_amount", "hs_analytics_last_visit_timestamp"]), t5),
        (call("list_deals", pipeline="default", sort="-createdate", limit=5), t6),
        (call("create_note", body=note, associations=[{"type": "contact", "id": cid}, {"type": "deal", "id": did}]), t7),
        (call("get_deal", deal_id=did, properties=["dealname", "amount", "dealstage", "hs_forecast_amount", "num_notes", "num_associated_contacts"]), t8),
    ]
    rs.add(task=T, tid="h30-mcp-10", system=system, turns=turns)


# ---------------------------------------------------------------- 11 recording studio booking (bad)
def t11(rs: RowSet) -> None:
    tools = [
        tool("get_availability", "Room availability for a date.", {"room": S, "date": S}, ["room", "date"]),
        tool("create_booking", "Book a room.", {"room": S, "date": S, "start": S, "end": S, "client": S, "engineer": S, "notes": S}, ["room", "date", "start", "end", "client"]),
        tool("add_equipment", "Add hire equipment to a booking.", {"booking_id": S, "items": A}, ["booking_id", "items"]),
        tool("get_booking", "One booking.", {"booking_id": S}, ["booking_id"]),
        tool("list_bookings", "All bookings on a date, across rooms.", {"date": S}, ["date"]),
    ]
    system = mcp_system("studiobook", "the booking system of Harbour Lane Studios, Bristol (Studio A: Neve 8078 room, Studio B: overdub/mix room)", tools)
    state = "Booking manager acting for the Marlow String Quartet's album sessions. Prices in GBP incl. VAT; deposit 30% of the total."
    dt = "2024-08-14"
    t1 = pj({"room": "Studio A", "date": dt, "rate_per_hour": "£85.00", "hours": "08:00-22:00",
             "features": ["Neve 8078 (40 ch)", "Live room 62 m2, RT60 0.9 s", "Steinway Model B", "2 iso booths"],
             "slots": [{"start": "08:00", "end": "16:00", "status": "free"},
                       {"start": "16:00", "end": "22:00", "status": "booked", "booking_id": "BK-240814-02", "client": "Cold Lanterns"}]})
    t2 = pj({"booking_id": "BK-240814-03", "room": "Studio A", "date": dt, "start": "10:00", "end": "16:00", "hours": 6,
             "client": "Marlow String Quartet", "engineer": "Sasha Imre", "status": "confirmed",
             "room_cost": "£510.00", "equipment": [], "total": "£510.00", "deposit_due": "£153.00", "deposit_due_by": "2024-07-31",
             "created_at": "2024-07-24T11:02:36+01:00"})
    eq = [{"item": "Neumann U47 fet (pair)", "day_rate": "£60.00"}, {"item": "Coles 4038 ribbon (pair)", "day_rate": "£25.00"},
          {"item": "Piano tuning - Steinway Model B (pre-session)", "day_rate": "£95.00"}]
    t3 = pj({"booking_id": "BK-240814-03", "room": "Studio A", "date": dt, "start": "10:00", "end": "16:00", "status": "confirmed",
             "room_cost": "£510.00", "equipment": eq, "equipment_cost": "£180.00", "total": "£690.00", "deposit_due": "£207.00",
             "updated_at": "2024-07-24T11:04:10+01:00"})
    t4 = pj({"room": "Studio B", "date": dt, "rate_per_hour": "£55.00", "hours": "08:00-22:00",
             "features": ["SSL AWS 948", "Vocal booth 9 m2", "ATC SCM45A monitors"],
             "slots": [{"start": "08:00", "end": "09:00", "status": "free"},
                       {"start": "09:00", "end": "13:00", "status": "booked", "booking_id": "BK-240814-01", "client": "Pellow Audio (voice-over)"},
                       {"start": "13:00", "end": "22:00", "status": "free"}]})
    t5 = pj({"date": dt, "count": 2, "bookings": [
        {"booking_id": "BK-240814-01", "room": "Studio B", "start": "09:00", "end": "13:00", "client": "Pellow Audio (voice-over)",
         "engineer": "Tom Reddy", "status": "confirmed", "total": "£220.00", "deposit": "paid"},
        {"booking_id": "BK-240814-02", "room": "Studio A", "start": "16:00", "end": "22:00", "client": "Cold Lanterns",
         "engineer": "Mo Adeyemi", "status": "confirmed", "total": "£575.00", "deposit": "paid"}],
        "room_hours_booked": {"Studio A": 6, "Studio B": 4}, "generated_at": "2024-07-24T11:06:02+01:00"})
    t6 = pj({"booking_id": "BK-240814-04", "room": "Studio B", "date": dt, "start": "17:00", "end": "20:00", "hours": 3,
             "client": "Marlow String Quartet", "engineer": "Sasha Imre", "notes": "cello/viola overdubs", "status": "confirmed",
             "room_cost": "£165.00", "equipment": [], "total": "£165.00", "deposit_due": "£49.50", "deposit_due_by": "2024-07-31",
             "created_at": "2024-07-24T11:07:19+01:00"})
    t7 = pj({"booking_id": "BK-240814-04", "room": "Studio B", "date": dt, "start": "17:00", "end": "20:00", "hours": 3,
             "client": "Marlow String Quartet", "client_account": "CL-00912", "engineer": "Sasha Imre", "notes": "cello/viola overdubs",
             "status": "confirmed", "room_cost": "£165.00", "equipment": [], "total": "£165.00", "deposit_due": "£49.50",
             "deposit_paid": "£0.00", "created_at": "2024-07-24T11:07:19+01:00", "cancellation_policy": "free until 2024-08-07, then 50%"})
    t8 = pj({"booking_id": "BK-240814-04", "room": "Studio B", "date": dt, "start": "17:00", "end": "20:00", "status": "confirmed",
             "room_cost": "£165.00", "equipment": [{"item": "Coles 4038 ribbon (pair)", "day_rate": "£25.00",
                                                    "note": "moved from Studio A after 16:00 (also on BK-240814-03 10:00-16:00)"}],
             "equipment_cost": "£25.00", "total": "£190.00", "deposit_due": "£57.00", "updated_at": "2024-07-24T11:08:44+01:00"})
    t9 = pj({"room": "Studio B", "date": dt, "rate_per_hour": "£55.00", "hours": "08:00-22:00",
             "features": ["SSL AWS 948", "Vocal booth 9 m2", "ATC SCM45A monitors"],
             "slots": [{"start": "08:00", "end": "09:00", "status": "free"},
                       {"start": "09:00", "end": "13:00", "status": "booked", "booking_id": "BK-240814-01", "client": "Pellow Audio (voice-over)"},
                       {"start": "13:00", "end": "17:00", "status": "free"},
                       {"start": "17:00", "end": "20:00", "status": "booked", "booking_id": "BK-240814-04", "client": "Marlow String Quartet"},
                       {"start": "20:00", "end": "22:00", "status": "free"}]})
    turns = [
        (call("get_availability", room="Studio A", date=dt), t1),
        (call("create_booking", room="Studio A", date=dt, start="10:00", end="16:00", client="Marlow String Quartet", engineer="Sasha Imre"), t2),
        (call("add_equipment", booking_id="BK-240814-03", items=["Neumann U47 fet (pair)", "Coles 4038 ribbon (pair)", "Piano tuning - Steinway Model B"]), t3),
        (call("get_availability", room="Studio B", date=dt), t4),
        (call("list_bookings", date=dt), t5),
        (call("create_booking", room="Studio B", date=dt, start="17:00", end="20:00", client="Marlow String Quartet", engineer="Sasha Imre", notes="cello/viola overdubs"), t6),
        (call("get_booking", booking_id="BK-240814-04"), t7),
        (call("add_equipment", booking_id="BK-240814-04", items=["Coles 4038 ribbon (pair)"]), t8),
        (call("get_availability", room="Studio B", date=dt), t9),
    ]
    rs.add(task=T, tid="h30-mcp-11", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="the day's booking list omits the booking the agent created and extended minutes earlier (count and room hours too)")


# ---------------------------------------------------------------- 12 greenhouse climate controller (clean)
def t12(rs: RowSet) -> None:
    tools = [
        tool("list_zones", "Live overview of all glasshouse zones.", {}, []),
        tool("get_zone_status", "Detailed climate status of one zone.", {"zone": S}, ["zone"]),
        tool("set_setpoint", "Change a climate setpoint.", {"zone": S, "parameter": S, "value": NUM}, ["zone", "parameter", "value"]),
        tool("run_irrigation", "Start an irrigation run.", {"zone": S, "minutes": INT, "recipe": S}, ["zone", "minutes"]),
        tool("get_irrigation_status", "Status of the latest irrigation run in a zone.", {"zone": S}, ["zone"]),
        tool("get_tank_levels", "Nutrient and water tank levels.", {}, []),
        tool("restart_controller", "Reboot a zone's controller node.", {"zone": S, "reason": S}, ["zone"]),
    ]
    system = mcp_system("verdant", "climate and fertigation controller for the Hollins Farm glasshouse range (4 zones)", tools)
    state = "2024-05-16, about 10:38 BST. Grower asks: bring GH2 humidity down, water GH3 now, and fix GH4's stale RH sensor."

    def zones(when: str, rows: list[tuple[str, str, float, int, int, int, int, int, str]]) -> str:
        lines = [f"VERDANT range overview  {when}", "",
                 "ZONE  CROP                    T(C)   RH%  CO2ppm  VENT%  SCREEN%  RHmax  NODE UPTIME   ALERTS",
                 "----  ----------------------  -----  ---  ------  -----  -------  -----  -----------   ------"]
        for z, crop, t, rh, co2, v, sc, rhmax, up in rows:
            lines.append(f"{z:<4}  {crop:<22}  {t:>5.1f}  {rh:>3}  {co2:>6}  {v:>5}  {sc:>7}  {rhmax:>5}  {up:<12}  " + ("RH sensor stale 14 min" if z == "GH4" and up.startswith("17d") else "-"))
        lines += ["", "Outside: 15.2 C, 71% RH, wind 3.8 m/s SW, radiation 412 W/m2    Boiler: 62 C flow, buffer 78%"]
        return mcp_text("\n".join(lines))

    t1 = zones("2024-05-16 10:38:20 BST", [
        ("GH1", "Tomato 'Merlice'", 23.8, 78, 812, 24, 0, 85, "41d 03h 09m"), ("GH2", "Tomato 'Piccolo'", 24.6, 88, 790, 18, 0, 80, "41d 03h 09m"),
        ("GH3", "Cucumber 'Mini Munch'", 25.1, 81, 845, 12, 0, 88, "41d 03h 09m"), ("GH4", "Propagation", 22.4, 92, 640, 0, 60, 95, "17d 22h 40m")])

    def gh2(when: str, t: float, tf: float, rh: int, vpd: float, lee: int, wind: int, pipe: float, rhmax: int, dh: str, up: str) -> str:
        return mcp_text({"zone": "GH2", "crop": "Tomato 'Piccolo' (week 19 of crop)", "timestamp": when,
                         "air": {"temp_c": t, "temp_f": tf, "rh_pct": rh, "vpd_kpa": vpd, "co2_ppm": 790 if rh > 85 else 765},
                         "actuators": {"vent_lee_pct": lee, "vent_wind_pct": wind, "pipe_rail_temp_c": pipe, "screen_pct": 0, "co2_dosing": "on"},
                         "setpoints": {"heat_c": 18.0, "vent_c": 22.0, "rh_max_pct": rhmax, "co2_ppm": 800},
                         "dehumidification": dh, "node": {"id": "node-gh2", "firmware": "VC-4.8.2", "boot_id": "b7f3-2c91", "uptime": up}})

    t2 = gh2("2024-05-16T10:39:05+01:00", 24.6, 76.3, 88, 0.37, 18, 0, 41.0, 80, "inactive", "41d 03h 10m")
    t3 = mcp_text({"zone": "GH2", "parameter": "rh_max", "unit": "%", "previous": 80, "value": 75, "accepted_at": "2024-05-16T10:39:40+01:00",
                   "expected_response": "vents open stepwise to 45% max, minimum pipe 45 C while RH > setpoint"})
    t4 = mcp_text({"run_id": "IRR-5521", "zone": "GH3", "recipe": "cuke-veg-EC2.4", "minutes": 12, "started_at": "2024-05-16T10:42:10+01:00",
                   "expected_end": "2024-05-16T10:54:10+01:00", "flow_l_per_min": 86, "planned_volume_l": 1032, "source_tank": "B",
                   "tank_level_before_l": 8420, "status": "running"})
    t5 = mcp_text({"run_id": "IRR-5521", "zone": "GH3", "status": "running", "elapsed": "4m 31s", "remaining": "7m 29s",
                   "delivered_l": 389, "planned_volume_l": 1032, "ec_ms_cm": 2.41, "ph": 5.9, "lines_open": "6/6", "timestamp": "2024-05-16T10:46:41+01:00"})
    t6 = gh2("2024-05-16T10:47:30+01:00", 24.1, 75.4, 83, 0.51, 42, 10, 46.0, 75, "active (vent + minimum pipe)", "41d 03h 18m")
    t7 = mcp_text({"zone": "GH4", "node": "node-gh4", "reason": "sensor bus stuck (RH stale)", "previous_boot_id": "e41a-907d",
                   "boot_id": "5c02-d1e8", "restart_requested_at": "2024-05-16T10:48:15+01:00", "back_online_at": "2024-05-16T10:49:02+01:00",
                   "sensor_bus": "OK (12/12 sensors reporting)", "climate_control_during_restart": "held by range master (last outputs frozen)"})
    t8 = mcp_text({"run_id": "IRR-5521", "zone": "GH3", "status": "completed", "started_at": "2024-05-16T10:42:10+01:00",
                   "ended_at": "2024-05-16T10:54:10+01:00", "duration": "12m 00s", "delivered_l": 1028, "planned_volume_l": 1032,
                   "ec_ms_cm": 2.40, "ph": 5.9, "drain_pct": 22, "drain_ec_ms_cm": 3.1})
    t9 = mcp_text({"timestamp": "2024-05-16T10:56:12+01:00", "tanks": [
        {"tank": "A", "content": "stock A (Ca/N)", "level_l": 6110, "capacity_l": 10000},
        {"tank": "B", "content": "mixed feed cucumber", "level_l": 7392, "capacity_l": 12000, "last_draw": "IRR-5521 (1028 L)"},
        {"tank": "C", "content": "nitric acid 38%", "level_l": 182, "capacity_l": 500},
        {"tank": "D", "content": "rainwater + RO", "level_l": 22400, "capacity_l": 40000}]})
    t10 = zones("2024-05-16 10:58:00 BST", [
        ("GH1", "Tomato 'Merlice'", 23.9, 77, 806, 26, 0, 85, "41d 03h 29m"), ("GH2", "Tomato 'Piccolo'", 23.9, 79, 765, 38, 0, 75, "41d 03h 29m"),
        ("GH3", "Cucumber 'Mini Munch'", 24.8, 84, 838, 14, 0, 88, "41d 03h 29m"), ("GH4", "Propagation", 22.5, 93, 646, 0, 60, 95, "0d 00h 09m")])
    turns = [
        (call("list_zones"), t1),
        (call("get_zone_status", zone="GH2"), t2),
        (call("set_setpoint", zone="GH2", parameter="rh_max", value=75), t3),
        (call("run_irrigation", zone="GH3", minutes=12, recipe="cuke-veg-EC2.4"), t4),
        (call("get_irrigation_status", zone="GH3"), t5),
        (call("get_zone_status", zone="GH2"), t6),
        (call("restart_controller", zone="GH4", reason="sensor bus stuck (RH stale)"), t7),
        (call("get_irrigation_status", zone="GH3"), t8),
        (call("get_tank_levels"), t9),
        (call("list_zones"), t10),
    ]
    rs.add(task=T, tid="h30-mcp-12", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 13 Datadog (clean)
def t13(rs: RowSet) -> None:
    tools = [
        tool("list_monitors", "List monitors matching tags.", {"tags": A}, []),
        tool("query_metrics", "Query a metric timeseries.", {"query": S, "from": INT, "to": INT}, ["query", "from", "to"]),
        tool("search_logs", "Search logs (newest first, cursor pagination).", {"query": S, "from": S, "to": S, "limit": INT, "cursor": S}, ["query"]),
        tool("create_incident", "Declare an incident.", {"title": S, "severity": S, "commander": S}, ["title"]),
        tool("update_incident", "Update incident fields.", {"incident_id": S, "fields": OBJ}, ["incident_id", "fields"]),
        tool("mute_monitor", "Mute a monitor until a time.", {"monitor_id": INT, "end": INT}, ["monitor_id"]),
    ]
    system = mcp_system("datadog", "Datadog API (EU1 site) for the shop-platform org", tools)
    base = 1726149600  # 2024-09-12T14:00:00Z
    q = "sum:trace.http.request.errors{service:checkout,env:prod}.as_count() / sum:trace.http.request.hits{service:checkout,env:prod}.as_count() * 100"

    def monitors(err: tuple[str, str, str], lat: tuple[str, str, str], muted: int | None) -> str:
        ms = [
            {"id": 88120431, "name": "[checkout] 5xx error rate > 2%", "type": "query alert", "query": f"sum(last_5m):{q} > 2",
             "overall_state": err[0], "overall_state_modified": err[1], "last_change": err[2], "options": {"silenced": {}}, "priority": 1},
            {"id": 88120432, "name": "[checkout] p95 latency > 800ms", "type": "query alert",
             "query": "percentile(last_10m):p95:trace.http.request{service:checkout,env:prod} > 0.8",
             "overall_state": lat[0], "overall_state_modified": lat[1], "last_change": lat[2],
             "options": {"silenced": {"*": muted} if muted else {}}, "priority": 2},
            {"id": 88120433, "name": "[checkout] Synthetic: guest checkout flow (3 locations)", "type": "synthetics alert",
             "overall_state": "OK", "overall_state_modified": "2024-09-10T07:12:41Z", "last_change": "2d ago", "options": {"silenced": {}}, "priority": 1},
            {"id": 88120434, "name": "[checkout] Pod restarts > 3 in 10m", "type": "query alert",
             "overall_state": "OK", "overall_state_modified": "2024-09-11T22:40:05Z", "last_change": "15h ago", "options": {"silenced": {}}, "priority": 3},
            {"id": 88120435, "name": "[checkout] payment-gateway client TLS handshake failures", "type": "log alert",
             "overall_state": "OK", "overall_state_modified": "2024-09-04T10:02:17Z", "last_change": "8d ago", "options": {"silenced": {}}, "priority": 2},
        ]
        return pj(ms)

    t1 = monitors(("Alert", "2024-09-12T14:08:00Z", "12m ago"), ("Warn", "2024-09-12T14:05:30Z", "15m ago"), None)

    def series(start: int, vals: list[float]) -> str:
        return pj({"status": "ok", "res_type": "time_series", "from_date": start * 1000, "to_date": (start + 120 * len(vals)) * 1000,
                   "series": [{"metric": "(errors / hits) * 100", "display_name": "checkout 5xx %", "interval": 120, "length": len(vals),
                               "scope": "env:prod,service:checkout", "unit": [{"name": "percent", "short_name": "%"}],
                               "pointlist": [[(start + 120 * i) * 1000, v] for i, v in enumerate(vals)]}]})

    t2 = series(base, [0.31, 0.35, 0.33, 3.9, 6.8, 7.2, 6.5, 6.9, 7.1, 6.6])
    err_msg = "PaymentGatewayError: x509: certificate signed by unknown authority (host=pgw.eu.payvault.io)"

    def logs(stamps: list[tuple[str, str, str]], cursor: str) -> str:
        data = []
        for i, (ts, pod, tr) in enumerate(stamps):
            data.append({"id": f"AQAAAZHmX{tr[:6]}{i}", "attributes": {"timestamp": ts, "service": "checkout", "status": "error",
                                                                       "host": f"ip-10-40-{pod}.eu-west-1.compute.internal",
                                                                       "message": f"POST /api/checkout/confirm 502 - {err_msg}",
                                                                       "attributes": {"dd": {"trace_id": tr}, "http": {"status_code": 502}, "kube_pod": f"checkout-7d9f8c6b5-{pod[-3:]}x"}}})
        return pj({"data": data, "meta": {"page": {"after": cursor}, "status": "done", "elapsed": 41}})

    t3 = logs([("2024-09-12T14:20:41.512Z", "3-118", "7340229150117743102"), ("2024-09-12T14:20:40.977Z", "5-031", "2230417785590113821"),
               ("2024-09-12T14:20:40.304Z", "3-118", "9011837462015527790"), ("2024-09-12T14:20:39.865Z", "4-207", "4418820093317562219"),
               ("2024-09-12T14:20:39.120Z", "5-031", "6620194477501238845")], "eyJhZnRlciI6IkFRQUFBWkhtWDY2MjAxIn0")
    t4 = logs([("2024-09-12T14:20:38.702Z", "4-207", "1183920474651002937"), ("2024-09-12T14:20:38.019Z", "3-118", "5502918837164420016"),
               ("2024-09-12T14:20:37.446Z", "5-031", "8827103645519920034"), ("2024-09-12T14:20:36.881Z", "4-207", "3091827745610038812"),
               ("2024-09-12T14:20:36.250Z", "3-118", "7716204938871520449")], "eyJhZnRlciI6IkFRQUFBWkhtWDc3MTYyIn0")
    inc = "b1c7e6a0-5d2f-5a8e-9f3c-2e41d0a7c915"
    t5 = pj({"data": {"id": inc, "type": "incidents", "attributes": {
        "public_id": 412, "title": "Checkout 5xx spike after payment-gateway cert rotation", "severity": "SEV-3", "state": "active",
        "created": "2024-09-12T14:21:40+00:00", "modified": "2024-09-12T14:21:40+00:00", "customer_impacted": True,
        "commander": "oncall-shop-platform"}}})
    mute_end = base + 5400  # 15:30Z
    t6 = pj({"id": 88120432, "name": "[checkout] p95 latency > 800ms", "overall_state": "Warn", "options": {"silenced": {"*": mute_end}},
             "modified": "2024-09-12T14:22:18Z"})
    t7 = pj({"data": {"id": inc, "type": "incidents", "attributes": {
        "public_id": 412, "title": "Checkout 5xx spike after payment-gateway cert rotation", "severity": "SEV-2", "state": "active",
        "created": "2024-09-12T14:21:40+00:00", "modified": "2024-09-12T14:23:05+00:00", "customer_impacted": True,
        "fields": {"root_cause": "New intermediate CA from PayVault not in checkout trust bundle", "remediation": "Hotfix deploy 5521 (updated CA bundle) rolling out", "detection_method": "monitor"},
        "commander": "oncall-shop-platform"}}})
    t8 = series(base + 1200, [6.4, 5.9, 2.1, 0.6, 0.4, 0.38, 0.35, 0.33, 0.36, 0.34])
    t9 = monitors(("OK", "2024-09-12T14:29:00Z", "10m ago"), ("OK", "2024-09-12T14:31:30Z", "8m ago"), mute_end)
    turns = [
        (call("list_monitors", tags=["service:checkout"]), t1),
        (call("query_metrics", query=q, **{"from": base, "to": base + 1200}), t2),
        (call("search_logs", query="service:checkout status:error env:prod", **{"from": "now-15m", "to": "now"}, limit=5), t3),
        (call("search_logs", query="service:checkout status:error env:prod", **{"from": "now-15m", "to": "now"}, limit=5, cursor="eyJhZnRlciI6IkFRQUFBWkhtWDY2MjAxIn0"), t4),
        (call("create_incident", title="Checkout 5xx spike after payment-gateway cert rotation", severity="SEV-3", commander="oncall-shop-platform"), t5),
        (call("mute_monitor", monitor_id=88120432, end=mute_end), t6),
        (call("update_incident", incident_id=inc, fields={"severity": "SEV-2", "root_cause": "New intermediate CA from PayVault not in checkout trust bundle", "remediation": "Hotfix deploy 5521 (updated CA bundle) rolling out"}), t7),
        (call("query_metrics", query=q, **{"from": base + 1200, "to": base + 2400}), t8),
        (call("list_monitors", tags=["service:checkout"]), t9),
    ]
    rs.add(task=T, tid="h30-mcp-13", system=system, turns=turns)


# ---------------------------------------------------------------- 14 Zendesk (bad)
def t14(rs: RowSet) -> None:
    tools = [
        tool("search", "Zendesk search API.", {"query": S, "sort_by": S, "sort_order": S}, ["query"]),
        tool("get_ticket", "Get a ticket.", {"ticket_id": INT}, ["ticket_id"]),
        tool("create_ticket", "Create a ticket.", {"subject": S, "comment": S, "requester_email": S, "priority": S, "tags": A}, ["subject", "comment"]),
        tool("update_ticket", "Update a ticket; an optional comment is added (public or internal).", {"ticket_id": INT, "fields": OBJ, "comment": OBJ}, ["ticket_id"]),
        tool("list_ticket_comments", "Comments on a ticket, oldest first.", {"ticket_id": INT}, ["ticket_id"]),
    ]
    system = mcp_system("zendesk", "Zendesk Support API for pallet-ly.zendesk.com, as agent Rosa Ibarra (id 39120055781)", tools)
    query = 'type:ticket organization:"Acme Freight" status<closed'
    old = [
        (48166, "Driver app shows wrong pickup window for load 88213", "open", "normal", "2024-06-24T15:02:11Z", "Dana Whitfield"),
        (48121, "Invoice INV-20931 charged twice", "pending", "high", "2024-06-21T09:44:30Z", "Ravi Menon"),
        (48077, "Add 3 dispatcher seats", "open", "low", "2024-06-18T12:20:05Z", "Dana Whitfield"),
        (48010, "API rate limit errors on /v2/shipments", "hold", "normal", "2024-06-12T08:11:47Z", "Jules Okoro"),
        (47955, "SSO login loop for @acmefreight.com users", "solved", "urgent", "2024-06-07T17:35:29Z", "Jules Okoro"),
        (47902, "POD photos missing in weekly export", "solved", "normal", "2024-06-03T10:05:58Z", "Ravi Menon"),
    ]

    def res(tid: int, subj: str, st: str, pr: str, created: str, req: str, group: str = "Tier 1") -> dict[str, Any]:
        return {"id": tid, "url": f"https://pallet-ly.zendesk.com/api/v2/tickets/{tid}.json", "subject": subj, "status": st,
                "priority": pr, "created_at": created, "requester": req, "organization": "Acme Freight", "group": group, "result_type": "ticket"}

    t1 = pj({"results": [res(*x) for x in old], "count": 6, "next_page": None, "previous_page": None, "facets": None})
    desc = ("Since about 06:00 UTC our EDI 214 shipment status messages from Pallet-ly are arriving 40-90 minutes late. "
            "Our TMS shows the last on-time 214 at 05:52 UTC. This is affecting customer ETAs for ~120 loads today.")
    t2 = pj({"ticket": {"id": 48213, "subject": "EDI 214 status messages delayed since 06:00 UTC", "status": "new", "priority": "high",
                        "requester_id": 39188201644, "organization_id": 23011457, "tags": ["acme-freight", "edi"],
                        "created_at": "2024-06-26T10:14:52Z", "updated_at": "2024-06-26T10:14:52Z", "description": desc,
                        "via": {"channel": "api"}}})
    note = "Checked EDI outbound queue: backlog 3,412 msgs, consumer lag since 05:58 UTC. Escalating to Integrations."
    t3 = pj({"ticket": {"id": 48213, "status": "open", "priority": "high", "assignee_id": 39120055781, "group_id": 360011820,
                        "group": "Integrations", "updated_at": "2024-06-26T10:16:30Z"},
             "audit": {"id": 24190032218, "events": [{"type": "Change", "field_name": "status", "value": "open", "previous_value": "new"},
                                                     {"type": "Change", "field_name": "group_id", "value": "360011820", "previous_value": None},
                                                     {"type": "Comment", "public": False, "body": note}]}})
    new = res(48213, "EDI 214 status messages delayed since 06:00 UTC", "open", "high", "2024-06-26T10:14:52Z", "Dana Whitfield", "Integrations")
    t4 = pj({"results": [new] + [res(*x) for x in old], "count": 8, "next_page": None, "previous_page": None, "facets": None})
    t5 = pj({"ticket": {"id": 48121, "subject": "Invoice INV-20931 charged twice", "status": "pending", "priority": "high",
                        "requester": "Ravi Menon <ravi.menon@acmefreight.com>", "assignee": "Rosa Ibarra", "group": "Billing",
                        "tags": ["billing", "double-charge", "acme-freight"], "created_at": "2024-06-21T09:44:30Z", "updated_at": "2024-06-24T11:20:03Z",
                        "custom_fields": [{"id": 360044120011, "name": "Refund amount", "value": "1840.00"}, {"id": 360044120012, "name": "Stripe refund id", "value": None}],
                        "satisfaction_rating": None, "comment_count": 4}})
    reply = ("Hi Ravi, the duplicate charge of $1,840.00 on INV-20931 has been refunded (refund re_3PVx1kL2). "
             "It should show on your statement within 5-10 business days. I'll keep this ticket open until you confirm.")
    t6 = pj({"ticket": {"id": 48121, "status": "pending", "updated_at": "2024-06-26T10:19:44Z",
                        "custom_fields": [{"id": 360044120011, "value": "1840.00"}, {"id": 360044120012, "value": "re_3PVx1kL2"}]},
             "audit": {"id": 24190041073, "events": [{"type": "Change", "field_name": "360044120012", "value": "re_3PVx1kL2", "previous_value": None},
                                                     {"type": "Comment", "public": True, "body": reply}]}})
    t7 = pj({"comments": [
        {"id": 29871002114, "type": "Comment", "author_id": 39188201644, "public": True, "body": desc, "created_at": "2024-06-26T10:14:52Z", "via": {"channel": "api"}},
        {"id": 29871009350, "type": "Comment", "author_id": 39120055781, "public": False, "body": note, "created_at": "2024-06-26T10:16:30Z", "via": {"channel": "api"}}],
        "count": 2, "next_page": None})
    turns = [
        (call("search", query=query, sort_by="created_at", sort_order="desc"), t1),
        (call("create_ticket", subject="EDI 214 status messages delayed since 06:00 UTC", comment=desc, requester_email="dana.whitfield@acmefreight.com",
              priority="high", tags=["acme-freight", "edi"]), t2),
        (call("update_ticket", ticket_id=48213, fields={"status": "open", "assignee_id": 39120055781, "group_id": 360011820},
              comment={"body": note, "public": False}), t3),
        (call("search", query=query, sort_by="created_at", sort_order="desc"), t4),
        (call("get_ticket", ticket_id=48121), t5),
        (call("update_ticket", ticket_id=48121, fields={"custom_fields": [{"id": 360044120012, "value": "re_3PVx1kL2"}]},
              comment={"body": reply, "public": True}), t6),
        (call("list_ticket_comments", ticket_id=48213), t7),
    ]
    rs.add(task=T, tid="h30-mcp-14", system=system, turns=turns, bad=True, turn=4,
           kind="search count jumps by two after one ticket was created, while the single unpaginated page lists only one new ticket")


# ---------------------------------------------------------------- 15 clinical trial registry (bad)
def t15(rs: RowSet) -> None:
    tools = [
        tool("get_trial", "Registry record of a trial.", {"trial_id": S}, ["trial_id"]),
        tool("list_amendments", "Protocol amendments of a trial, in sequence.", {"trial_id": S}, ["trial_id"]),
        tool("submit_amendment", "Submit a protocol amendment for review.", {"trial_id": S, "type": S, "summary": S, "changes": A}, ["trial_id", "type", "summary"]),
        tool("update_site_status", "Change a site's recruitment status.", {"trial_id": S, "site_id": S, "status": S, "effective_date": S}, ["trial_id", "site_id", "status"]),
        tool("list_sites", "Sites of a trial.", {"trial_id": S}, ["trial_id"]),
        tool("get_enrollment", "Enrollment figures, optionally for one site.", {"trial_id": S, "site_id": S}, ["trial_id"]),
        tool("add_site_contact", "Add a contact to a site.", {"trial_id": S, "site_id": S, "role": S, "name": S, "email": S}, ["trial_id", "site_id", "role", "name"]),
    ]
    system = mcp_system("nrctr", "Northern Region Clinical Trials Registry, sponsor-side API for registered trial managers", tools)
    tid = "NRCTR-2023-0417"
    state = "Trial manager for COLT-E (sponsor: Nordic Cardiology Research Network). Today 2024-06-18."
    sites = [("S01", "St. Olav's Hospital, Trondheim", "Recruiting", "2023-12-04", 71), ("S02", "Haukeland University Hospital, Bergen", "Recruiting", "2023-12-11", 64),
             ("S03", "Oslo University Hospital, Rikshospitalet", "Recruiting", "2023-12-18", 88), ("S04", "Stavanger University Hospital", "Recruiting", "2024-01-15", 39),
             ("S05", "University Hospital of North Norway, Tromso", "Recruiting", "2024-01-22", 27), ("S06", "Sahlgrenska University Hospital, Gothenburg", "Recruiting", "2024-02-05", 52),
             ("S07", "Nordland Hospital, Bodo", "Approved - not yet recruiting", None, 0), ("S08", "Akershus University Hospital", "Recruiting", "2024-03-04", 31),
             ("S09", "Linkoping University Hospital", "Suspended", "2024-02-19", 12)]
    total = sum(x[4] for x in sites)

    def trial(updated: str, recruiting: int, pending: str | None) -> str:
        return pj({"trial_id": tid, "acronym": "COLT-E", "title": "Low-dose colchicine after PCI in patients aged 75 or older: a randomised, placebo-controlled trial",
                   "phase": "3", "status": "Recruiting", "sponsor": "Nordic Cardiology Research Network", "principal_investigator": "Prof. Ingrid Solheim",
                   "eu_ct_number": "2023-503311-21-00", "target_enrollment": 640, "enrolled": total, "sites_total": 9, "sites_recruiting": recruiting,
                   "protocol_version": "4.0", "pending_amendment": pending, "primary_endpoint": "MACE at 12 months",
                   "first_registered": "2023-10-09", "recruitment_end_planned": "2024-12-31", "last_updated": updated})

    t1 = trial("2024-05-27T11:02:08Z", 7, None)
    amends = [
        {"amendment_id": "AMD-0417-01", "seq": 1, "type": "non-substantial", "summary": "Clarify concomitant medication list (CYP3A4 inhibitors)",
         "submitted_at": "2023-11-20T10:03:12Z", "status": "Approved", "decided_at": "2023-12-01T14:30:00Z", "protocol_version": "2.0"},
        {"amendment_id": "AMD-0417-02", "seq": 2, "type": "substantial", "summary": "Add sites S06-S09; update sample-size justification",
         "submitted_at": "2024-02-14T15:40:29Z", "status": "Approved", "decided_at": "2024-03-08T09:12:40Z", "protocol_version": "3.0"},
        {"amendment_id": "AMD-0417-03", "seq": 3, "type": "substantial", "summary": "Revise safety reporting timelines; add DSMB interim look at n=320",
         "submitted_at": "2024-05-02T09:14:55Z", "status": "Approved", "decided_at": "2024-05-27T11:02:08Z", "protocol_version": "4.0"},
    ]
    t2 = pj({"trial_id": tid, "amendments": amends, "count": 3})
    summ = "Extend planned recruitment end to 2025-06-30; add exclusion criterion eGFR < 30 mL/min/1.73m2"
    a4 = {"amendment_id": "AMD-0417-04", "seq": 4, "type": "substantial", "summary": summ, "submitted_at": "2024-06-18T14:22:07Z",
          "status": "Submitted", "decided_at": None, "protocol_version": "5.0 (proposed)"}
    t3 = pj(dict(a4, trial_id=tid, review_body="Regional Committee for Medical Research Ethics (REK Nord)", expected_decision_by="2024-07-28"))
    t4 = pj({"trial_id": tid, "site_id": "S07", "name": "Nordland Hospital, Bodo", "previous_status": "Approved - not yet recruiting",
             "status": "Recruiting", "effective_date": "2024-06-18", "updated_at": "2024-06-18T14:25:40Z"})
    a4_bad = dict(a4, submitted_at="2024-04-18T14:22:07Z")
    t5 = pj({"trial_id": tid, "amendments": amends + [a4_bad], "count": 4})
    t6 = pj({"trial_id": tid, "as_of": "2024-06-18", "target": 640, "enrolled": total, "randomised_active": total - 9, "withdrawn": 6, "lost_to_follow_up": 3,
             "by_site": [{"site_id": s, "enrolled": n} for s, _, _, _, n in sites], "screen_failures": 147})
    sites2 = [(s, n_, "Recruiting", "2024-06-18", e) if s == "S07" else (s, n_, st, since, e) for s, n_, st, since, e in sites]
    t7 = pj({"trial_id": tid, "sites": [{"site_id": s, "name": n_, "status": st, "recruiting_since": since, "enrolled": e} for s, n_, st, since, e in sites2], "count": 9})
    t8 = pj({"trial_id": tid, "site_id": "S07", "contact": {"role": "Study coordinator", "name": "Marte Hansen", "email": "marte.hansen@nlsh.no"},
             "contacts_total": 3, "added_at": "2024-06-18T14:29:11Z"})
    t9 = trial("2024-06-18T14:29:11Z", 8, "AMD-0417-04 (Submitted, under review)")
    t10 = pj({"trial_id": tid, "site_id": "S07", "as_of": "2024-06-18", "enrolled": 0, "screened": 0, "screen_failures": 0,
              "recruiting_since": "2024-06-18", "monthly_target": 4, "first_patient_in": None})
    turns = [
        (call("get_trial", trial_id=tid), t1),
        (call("list_amendments", trial_id=tid), t2),
        (call("submit_amendment", trial_id=tid, type="substantial", summary=summ,
              changes=["Section 6.1: recruitment end 2024-12-31 -> 2025-06-30", "Section 5.3: new exclusion eGFR < 30"]), t3),
        (call("update_site_status", trial_id=tid, site_id="S07", status="Recruiting", effective_date="2024-06-18"), t4),
        (call("list_amendments", trial_id=tid), t5),
        (call("get_enrollment", trial_id=tid), t6),
        (call("list_sites", trial_id=tid), t7),
        (call("add_site_contact", trial_id=tid, site_id="S07", role="Study coordinator", name="Marte Hansen", email="marte.hansen@nlsh.no"), t8),
        (call("get_trial", trial_id=tid), t9),
        (call("get_enrollment", trial_id=tid, site_id="S07"), t10),
    ]
    rs.add(task=T, tid="h30-mcp-15", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="the just-submitted amendment's submission date reads two months earlier, before the previous amendment in the sequence")


# ---------------------------------------------------------------- 16 marina berth booking (clean)
def t16(rs: RowSet) -> None:
    tools = [
        tool("get_tide_times", "Tide predictions for the marina gauge (local time).", {"date": S}, ["date"]),
        tool("list_berths", "Berths on a pontoon.", {"pontoon": S, "min_length_m": NUM}, ["pontoon"]),
        tool("get_berth", "One berth.", {"berth_id": S}, ["berth_id"]),
        tool("create_reservation", "Reserve a berth for a visiting vessel.", {"berth_id": S, "vessel": S, "loa_m": NUM, "arrive": S, "depart": S, "skipper": S, "shore_power": B}, ["berth_id", "vessel", "loa_m", "arrive", "depart"]),
        tool("extend_reservation", "Change a reservation's departure date.", {"reservation_id": S, "depart": S}, ["reservation_id", "depart"]),
        tool("get_invoice", "Invoice of a reservation (prices include 13.5% VAT).", {"reservation_id": S}, ["reservation_id"]),
        tool("record_payment", "Record a payment.", {"reservation_id": S, "amount": NUM, "method": S}, ["reservation_id", "amount", "method"]),
    ]
    system = mcp_system("berthmaster", "berth management for Kilrush Marina, Co. Clare (lock-gated, visitor pontoon C)", tools)
    state = "Marina office, Saturday 2024-07-20 (IST, UTC+1). A visiting yacht, Selkie Rose (LOA 12.8 m), radioed for a berth."
    dt = "2024-07-20"

    def tides(now: str, nxt: str) -> str:
        return mcp_text(f"Kilrush Marina gauge - predictions for {dt} (IST)\n"
                        "  HW  06:12  3.9 m\n  LW  12:31  0.8 m\n  HW  18:40  4.1 m\n  LW  00:58 (+1)  0.7 m\n"
                        f"Now {now}: tide rising. Next high water 18:40 (in {nxt}). Lock: free-flow 17:10-20:10, otherwise on demand (VHF 80)")

    t1 = tides("14:26", "4h 14m")

    def berths(c03: dict[str, Any], c07: dict[str, Any]) -> str:
        rows = [
            {"berth": "C-01", "length_m": 14.0, "status": "occupied", "vessel": "Aurora Borealis", "until": "2024-07-28"},
            {"berth": "C-02", "length_m": 12.0, "status": "occupied", "vessel": "Kittiwake III", "until": "2024-10-31", "contract": "seasonal"},
            dict({"berth": "C-03", "length_m": 15.0}, **c03),
            {"berth": "C-04", "length_m": 12.0, "status": "free"},
            {"berth": "C-05", "length_m": 16.0, "status": "reserved", "vessel": "Mistral", "from": "2024-07-21", "until": "2024-07-24"},
            {"berth": "C-06", "length_m": 12.0, "status": "occupied", "vessel": "Fionn", "until": "2024-10-31", "contract": "seasonal"},
            dict({"berth": "C-07", "length_m": 14.0}, **c07),
            {"berth": "C-08", "length_m": 14.0, "status": "occupied", "vessel": "Blue Heron", "until": "2024-07-22"},
            {"berth": "C-09", "length_m": 18.0, "status": "free", "note": "hammerhead"},
            {"berth": "C-10", "length_m": 12.0, "status": "out of service", "note": "cleat repair until 2024-07-26"},
        ]
        return mcp_text({"pontoon": "C", "min_length_m": 12, "berths": rows, "count": len(rows)})

    t2 = berths({"status": "occupied", "vessel": "Atlantic Drift", "until": "2024-07-20", "note": "departing today, planned 14:00"},
                {"status": "free"})
    t3 = mcp_text({"berth": "C-07", "pontoon": "C", "length_m": 14.0, "length_ft": 45.9, "width_m": 4.6, "depth_lat_m": 3.1,
                   "finger": "port side, 10 m", "shore_power": "32A / 230V", "water": True, "rate_band": "12-14 m LOA: EUR 3.20 per m per night",
                   "status": "free", "next_booking": "none until 2024-08-02"})
    t4 = mcp_text({"reservation_id": "RES-24-1877", "berth": "C-07", "vessel": "Selkie Rose", "loa_m": 12.8, "skipper": "Niamh Corcoran",
                   "arrive": "2024-07-20", "depart": "2024-07-23", "nights": 3, "berthage": "EUR 122.88", "shore_power": "EUR 18.00",
                   "total": "EUR 140.88", "status": "confirmed", "gate_code_sms": "sent to +353 87 555 0142"})
    t5 = mcp_text({"reservation_id": "RES-24-1877", "berth": "C-07", "arrive": "2024-07-20", "depart": "2024-07-25", "previous_depart": "2024-07-23",
                   "nights": 5, "berthage": "EUR 204.80", "shore_power": "EUR 30.00", "total": "EUR 234.80", "conflicts": None, "status": "confirmed"})
    t6 = mcp_text("INVOICE KM-INV-24-3318   (reservation RES-24-1877)\n"
                  "Kilrush Marina, Merchants Quay, Kilrush, Co. Clare   VAT IE 6388201T\n"
                  "Vessel: Selkie Rose (12.8 m)   Berth C-07   20 Jul 2024 -> 25 Jul 2024 (5 nights)\n\n"
                  "  Berthage 12.8 m x 5 nights @ 3.20            204.80\n"
                  "  Shore power 32A x 5 nights @ 6.00             30.00\n"
                  "  Showers / Wi-Fi / waste                    included\n"
                  "                                             --------\n"
                  "  Total (EUR, incl. VAT)                       234.80\n"
                  "  of which VAT 13.5%                            27.93\n"
                  "  Paid                                           0.00\n"
                  "  Balance due                                  234.80")
    t7 = mcp_text({"payment_id": "PMT-24-6120", "reservation_id": "RES-24-1877", "amount": "EUR 100.00", "method": "card (contactless)",
                   "recorded_at": "2024-07-20T14:52:31+01:00", "invoice": "KM-INV-24-3318", "balance_due": "EUR 134.80"})
    t8 = berths({"status": "free", "note": "vacated 14:41 (Atlantic Drift departed)"},
                {"status": "reserved", "vessel": "Selkie Rose", "from": "2024-07-20", "until": "2024-07-25", "note": "arriving today"})
    t9 = tides("14:58", "3h 42m")
    turns = [
        (call("get_tide_times", date=dt), t1),
        (call("list_berths", pontoon="C", min_length_m=12), t2),
        (call("get_berth", berth_id="C-07"), t3),
        (call("create_reservation", berth_id="C-07", vessel="Selkie Rose", loa_m=12.8, arrive="2024-07-20", depart="2024-07-23",
              skipper="Niamh Corcoran", shore_power=True), t4),
        (call("extend_reservation", reservation_id="RES-24-1877", depart="2024-07-25"), t5),
        (call("get_invoice", reservation_id="RES-24-1877"), t6),
        (call("record_payment", reservation_id="RES-24-1877", amount=100.00, method="card"), t7),
        (call("list_berths", pontoon="C", min_length_m=12), t8),
        (call("get_tide_times", date=dt), t9),
    ]
    rs.add(task=T, tid="h30-mcp-16", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 17 Notion (bad)
def t17(rs: RowSet) -> None:
    tools = [
        tool("search", "Search pages and databases by title.", {"query": S, "filter": OBJ}, ["query"]),
        tool("retrieve_page", "Retrieve a page's properties.", {"page_id": S}, ["page_id"]),
        tool("update_page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"]),
        tool("retrieve_block_children", "Blocks inside a block or page.", {"block_id": S}, ["block_id"]),
        tool("append_block_children", "Append blocks to a page.", {"block_id": S, "children": A}, ["block_id", "children"]),
        tool("update_block", "Update a block.", {"block_id": S, "to_do": OBJ}, ["block_id"]),
        tool("query_database", "Query a database.", {"database_id": S, "filter": OBJ, "sorts": A}, ["database_id"]),
        tool("create_page", "Create a page (e.g. a database row).", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
    ]
    system = mcp_system("notion", "Notion API (2022-06-28) for the Lumenfold workspace, via an internal integration", tools)
    pid, dbid = "8f3c2d71-5b0e-4a9e-9d42-6c1f0e7ab315", "c0a19e44-7d21-4f5b-8e36-b2d95f0a1c78"
    rid = "4b9e0f13-2a6c-4d8e-a1f7-9c3e5d2b8a60"

    def rt(s: str) -> list[dict[str, Any]]:
        return [{"type": "text", "text": {"content": s, "link": None}, "plain_text": s, "href": None}]

    def page(title: str, status: str, edited: str) -> dict[str, Any]:
        slug = title.replace(" (draft)", " draft").replace(" - ", " ").replace(" ", "-")
        return {"object": "page", "id": pid, "created_time": "2024-06-10T08:30:00.000Z", "last_edited_time": edited,
                "created_by": {"object": "user", "id": "a1d0c2e4-0b3f-4c5d-9e8f-7a6b5c4d3e2f"}, "parent": {"type": "workspace", "workspace": True},
                "archived": False, "properties": {"Status": {"id": "%3FxLp", "type": "select", "select": {"name": status, "color": "yellow" if status == "In review" else "gray"}},
                                                  "Owner": {"id": "Qw%5Dn", "type": "people", "people": [{"object": "user", "id": "a1d0c2e4-0b3f-4c5d-9e8f-7a6b5c4d3e2f", "name": "Maya Lindqvist"}]},
                                                  "title": {"id": "title", "type": "title", "title": rt(title)}},
                "url": f"https://www.notion.so/{slug}-{pid.replace('-', '')}"}

    db = {"object": "database", "id": dbid, "title": rt("Q3 Launch Tasks"), "parent": {"type": "page_id", "page_id": pid},
          "last_edited_time": "2024-07-01T16:20:00.000Z", "url": f"https://www.notion.so/{dbid.replace('-', '')}"}
    retro = {"object": "page", "id": rid, "parent": {"type": "workspace", "workspace": True}, "last_edited_time": "2024-04-03T11:00:00.000Z",
             "properties": {"title": {"id": "title", "type": "title", "title": rt("Q3 launch retro template")}},
             "url": f"https://www.notion.so/Q3-launch-retro-template-{rid.replace('-', '')}"}
    t1 = pj({"object": "list", "results": [page("Q3 Launch Plan (draft)", "Draft", "2024-06-28T09:12:00.000Z"), db, retro], "next_cursor": None, "has_more": False})
    t2 = pj(page("Q3 Launch Plan (draft)", "Draft", "2024-06-28T09:12:00.000Z"))
    new_title = "Q3 Launch Plan - Helios"
    t3 = pj(page(new_title, "In review", "2024-07-02T14:05:00.000Z"))

    def blk(bid: str, kind: str, text: str | None = None, checked: bool | None = None, edited: str = "2024-06-28T09:12:00.000Z") -> dict[str, Any]:
        b: dict[str, Any] = {"object": "block", "id": bid, "type": kind, "has_children": False, "created_time": "2024-06-10T08:31:00.000Z", "last_edited_time": edited}
        if kind == "child_database":
            b["child_database"] = {"title": text}
        elif kind == "to_do":
            b["to_do"] = {"rich_text": rt(text or ""), "checked": checked, "color": "default"}
        else:
            b[kind] = {"rich_text": rt(text or ""), "color": "default"}
        return b

    base_blocks = [blk("e1a2b3c4-0001-4d1e-8a01-5f2c9b7d1e01", "heading_2", "Goals"),
                   blk("e1a2b3c4-0002-4d1e-8a01-5f2c9b7d1e02", "bulleted_list_item", "Launch Helios analytics add-on to all Pro workspaces by 2024-09-10"),
                   blk("e1a2b3c4-0003-4d1e-8a01-5f2c9b7d1e03", "bulleted_list_item", "500 paid activations in the first 30 days"),
                   blk("e1a2b3c4-0004-4d1e-8a01-5f2c9b7d1e04", "heading_2", "Milestones"),
                   blk("e1a2b3c4-0005-4d1e-8a01-5f2c9b7d1e05", "to_do", "Pricing signed off", True),
                   blk("e1a2b3c4-0006-4d1e-8a01-5f2c9b7d1e06", "to_do", "Beta feedback triaged", True),
                   blk("e1a2b3c4-0007-4d1e-8a01-5f2c9b7d1e07", "to_do", "Press kit final", False),
                   blk(dbid, "child_database", "Q3 Launch Tasks")]
    t4 = pj({"object": "list", "results": base_blocks, "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    added = [blk("f7d3a9e2-1b4c-4e8a-9d2f-0c6b8e1a3d51", "heading_2", "Open risks", edited="2024-07-02T14:06:00.000Z"),
             blk("f7d3a9e2-1b4c-4e8a-9d2f-0c6b8e1a3d52", "to_do", "Confirm EU pricing with finance", False, edited="2024-07-02T14:06:00.000Z"),
             blk("f7d3a9e2-1b4c-4e8a-9d2f-0c6b8e1a3d53", "to_do", "Localisation QA for DE/FR", False, edited="2024-07-02T14:06:00.000Z")]
    for b in added:
        b["created_time"] = "2024-07-02T14:06:00.000Z"
    t5 = pj({"object": "list", "results": added, "next_cursor": None, "has_more": False})
    rows = [("d2e4f6a8-1111-4c2b-9e3d-7a5b3c1d9e01", "Finalise press kit", "In progress", "2024-07-05", "Maya Lindqvist"),
            ("d2e4f6a8-2222-4c2b-9e3d-7a5b3c1d9e02", "Landing page copy", "In progress", "2024-07-08", "Tariq Nasser"),
            ("d2e4f6a8-3333-4c2b-9e3d-7a5b3c1d9e03", "Sales enablement deck", "Not started", "2024-07-12", "Ines Duarte"),
            ("d2e4f6a8-4444-4c2b-9e3d-7a5b3c1d9e04", "Pricing page A/B test", "Not started", "2024-07-15", "Tariq Nasser"),
            ("d2e4f6a8-5555-4c2b-9e3d-7a5b3c1d9e05", "Customer webinar", "Not started", "2024-07-24", "Maya Lindqvist")]

    def task(i: str, name: str, st: str, due: str, owner: str, edited: str = "2024-07-01T16:20:00.000Z") -> dict[str, Any]:
        return {"object": "page", "id": i, "parent": {"type": "database_id", "database_id": dbid}, "last_edited_time": edited,
                "properties": {"Name": {"id": "title", "type": "title", "title": rt(name)}, "Status": {"type": "status", "status": {"name": st}},
                               "Due": {"type": "date", "date": {"start": due, "end": None}}, "Owner": {"type": "people", "people": [{"object": "user", "name": owner}]}}}

    t6 = pj({"object": "list", "results": [task(*r) for r in rows], "next_cursor": None, "has_more": False})
    t7 = pj(task(rows[0][0], "Finalise press kit", "Done", "2024-07-05", "Maya Lindqvist", "2024-07-02T14:07:00.000Z"))
    nid = "a9b8c7d6-6e5f-4a3b-8c2d-1e0f9a8b7c6d"
    t8 = pj(dict(task(nid, "Localisation QA for DE/FR", "Not started", "2024-07-19", "Jonah Brenner", "2024-07-02T14:08:00.000Z"),
                 created_time="2024-07-02T14:08:00.000Z", url=f"https://www.notion.so/Localisation-QA-for-DE-FR-{nid.replace('-', '')}"))
    db2 = dict(db, last_edited_time="2024-07-02T14:08:00.000Z")
    t9 = pj({"object": "list", "results": [page("Q3 Launch Plan (draft)", "In review", "2024-07-02T14:06:00.000Z"), db2, retro], "next_cursor": None, "has_more": False})
    t10 = pj({"object": "list", "results": base_blocks + added, "next_cursor": None, "has_more": False, "type": "block", "block": {}})
    done = blk("f7d3a9e2-1b4c-4e8a-9d2f-0c6b8e1a3d52", "to_do", "Confirm EU pricing with finance", True, edited="2024-07-02T14:10:00.000Z")
    done["created_time"] = "2024-07-02T14:06:00.000Z"
    t11 = pj(done)
    t12 = pj(dict(task(nid, "Localisation QA for DE/FR", "Not started", "2024-07-19", "Jonah Brenner", "2024-07-02T14:08:00.000Z"),
                  created_time="2024-07-02T14:08:00.000Z", url=f"https://www.notion.so/Localisation-QA-for-DE-FR-{nid.replace('-', '')}"))
    turns = [
        (call("search", query="Q3 launch"), t1),
        (call("retrieve_page", page_id=pid), t2),
        (call("update_page", page_id=pid, properties={"title": {"title": [{"text": {"content": new_title}}]}, "Status": {"select": {"name": "In review"}}}), t3),
        (call("retrieve_block_children", block_id=pid), t4),
        (call("append_block_children", block_id=pid, children=[
            {"type": "heading_2", "heading_2": {"rich_text": [{"text": {"content": "Open risks"}}]}},
            {"type": "to_do", "to_do": {"rich_text": [{"text": {"content": "Confirm EU pricing with finance"}}], "checked": False}},
            {"type": "to_do", "to_do": {"rich_text": [{"text": {"content": "Localisation QA for DE/FR"}}], "checked": False}}]), t5),
        (call("query_database", database_id=dbid, filter={"property": "Status", "status": {"does_not_equal": "Done"}},
              sorts=[{"property": "Due", "direction": "ascending"}]), t6),
        (call("update_page", page_id=rows[0][0], properties={"Status": {"status": {"name": "Done"}}}), t7),
        (call("create_page", parent={"database_id": dbid}, properties={"Name": {"title": [{"text": {"content": "Localisation QA for DE/FR"}}]},
                                                                         "Status": {"status": {"name": "Not started"}}, "Due": {"date": {"start": "2024-07-19"}},
                                                                         "Owner": {"people": [{"name": "Jonah Brenner"}]}}), t8),
        (call("search", query="Q3 launch"), t9),
        (call("retrieve_block_children", block_id=pid), t10),
        (call("update_block", block_id="f7d3a9e2-1b4c-4e8a-9d2f-0c6b8e1a3d52", to_do={"checked": True}), t11),
        (call("retrieve_page", page_id=nid), t12),
    ]
    rs.add(task=T, tid="h30-mcp-17", system=system, turns=turns, bad=True, turn=9,
           kind="a page renamed earlier shows up in search under its old title (and old URL slug) though its other edits are there")


# ---------------------------------------------------------------- 18 Stripe (clean)
def t18(rs: RowSet) -> None:
    tools = [
        tool("retrieve_balance", "Account balance.", {}, []),
        tool("retrieve_customer", "Get a customer.", {"customer": S}, ["customer"]),
        tool("create_invoice_item", "Create a pending invoice item.", {"customer": S, "amount": INT, "currency": S, "description": S}, ["customer", "amount", "currency"]),
        tool("create_invoice", "Create a draft invoice from pending items.", {"customer": S, "collection_method": S, "auto_advance": B}, ["customer"]),
        tool("finalize_invoice", "Finalize a draft invoice.", {"invoice": S}, ["invoice"]),
        tool("pay_invoice", "Pay an open invoice with the default payment method.", {"invoice": S}, ["invoice"]),
        tool("list_invoices", "List a customer's invoices, newest first.", {"customer": S, "limit": INT}, ["customer"]),
        tool("create_refund", "Refund part or all of a payment.", {"payment_intent": S, "amount": INT, "reason": S}, ["payment_intent"]),
    ]
    system = mcp_system("stripe", "Stripe API (live mode) for the Irish yoga-software vendor Flowdesk Ltd", tools)
    cus, inv, pi, ch = "cus_QFx8sLm2VfT0aB", "in_1PrGk2HqT4vNw8ZcD0m3Xy1L", "pi_3PrGkXHqT4vNw8Zc0W5bT2eQ", "ch_3PrGkXHqT4vNw8Zc0a9KcR7u"
    created = 1724667300  # 2024-08-26T10:15:00Z

    def bal(av: int, pe: int) -> str:
        return pj({"object": "balance", "livemode": True, "available": [{"amount": av, "currency": "eur", "source_types": {"card": av}}],
                   "pending": [{"amount": pe, "currency": "eur", "source_types": {"card": pe}}],
                   "connect_reserved": [{"amount": 0, "currency": "eur"}]})

    t1 = bal(1284033, 356710)
    t2 = pj({"id": cus, "object": "customer", "name": "Brightwater Yoga Studio", "email": "accounts@brightwateryoga.ie", "currency": "eur",
             "balance": 0, "delinquent": False, "invoice_prefix": "BWY7A21C", "next_invoice_sequence": 7,
             "invoice_settings": {"default_payment_method": "pm_1PfQ2rHqT4vNw8ZcLm0vA9sd", "footer": None},
             "address": {"line1": "12 Strand Road", "city": "Bray", "country": "IE", "postal_code": "A98 X2K4"},
             "tax_exempt": "none", "created": 1686305520, "metadata": {"crm_id": "HS-88213"}})
    d1, d2 = "Annual class-booking plan (Sep 2024 - Aug 2025)", "Onboarding session (remote, 90 min)"
    t3 = pj({"id": "ii_1PrGjyHqT4vNw8ZcQ2xLw0Ab", "object": "invoiceitem", "customer": cus, "amount": 45000, "currency": "eur",
             "description": d1, "invoice": None, "quantity": 1, "unit_amount": 45000, "date": created - 40, "livemode": True})
    t4 = pj({"id": "ii_1PrGk0HqT4vNw8ZcuV7pQe3M", "object": "invoiceitem", "customer": cus, "amount": 8900, "currency": "eur",
             "description": d2, "invoice": None, "quantity": 1, "unit_amount": 8900, "date": created - 20, "livemode": True})
    lines = [{"id": "il_1PrGk2HqT4vNw8ZcA1", "amount": 45000, "description": d1, "invoice_item": "ii_1PrGjyHqT4vNw8ZcQ2xLw0Ab"},
             {"id": "il_1PrGk2HqT4vNw8ZcA2", "amount": 8900, "description": d2, "invoice_item": "ii_1PrGk0HqT4vNw8ZcuV7pQe3M"}]

    def invoice(status: str, number: str | None, paid: int, extra: dict[str, Any]) -> str:
        o = {"id": inv, "object": "invoice", "customer": cus, "status": status, "number": number, "currency": "eur",
             "subtotal": 53900, "total": 53900, "amount_due": 53900, "amount_paid": paid, "amount_remaining": 53900 - paid,
             "collection_method": "charge_automatically", "auto_advance": False, "created": created,
             "lines": {"object": "list", "data": lines, "total_count": 2, "has_more": False}}
        o.update(extra)
        return pj(o)

    t5 = invoice("draft", None, 0, {"payment_intent": None, "hosted_invoice_url": None, "status_transitions": {"finalized_at": None, "paid_at": None}})
    url = "https://invoice.stripe.com/i/acct_1Mq4HqT4vNw8Zc/live_YWNjdF8xTXE0SHFUNHZOdzhaYyxfUUZ4"
    t6 = invoice("open", "BWY7A21C-0007", 0, {"payment_intent": pi, "hosted_invoice_url": url,
                                              "status_transitions": {"finalized_at": created + 95, "paid_at": None}})
    t7 = invoice("paid", "BWY7A21C-0007", 53900, {"payment_intent": pi, "charge": ch, "paid": True, "hosted_invoice_url": url,
                                                   "status_transitions": {"finalized_at": created + 95, "paid_at": created + 131}})
    t8 = pj({"object": "list", "url": "/v1/invoices", "has_more": True, "data": [
        {"id": inv, "number": "BWY7A21C-0007", "status": "paid", "total": 53900, "amount_paid": 53900, "created": created},
        {"id": "in_1NkTz4HqT4vNw8ZcP8bq2Rt0", "number": "BWY7A21C-0006", "status": "paid", "total": 39900, "amount_paid": 39900, "created": 1693562400},
        {"id": "in_1NH0aQHqT4vNw8Zcx5Lr0Qs1", "number": "BWY7A21C-0005", "status": "paid", "total": 8900, "amount_paid": 8900, "created": 1687261200}]})
    t9 = pj({"id": "re_3PrGkXHqT4vNw8Zc0n2Jd8Pw", "object": "refund", "amount": 8900, "currency": "eur", "payment_intent": pi, "charge": ch,
             "reason": "requested_by_customer", "status": "succeeded", "created": created + 402, "balance_transaction": "txn_3PrGkXHqT4vNw8Zc0Fv3e1Qm"})
    t10 = bal(1284033 - 8900, 356710 + 53900 - 834)
    turns = [
        (call("retrieve_balance"), t1),
        (call("retrieve_customer", customer=cus), t2),
        (call("create_invoice_item", customer=cus, amount=45000, currency="eur", description=d1), t3),
        (call("create_invoice_item", customer=cus, amount=8900, currency="eur", description=d2), t4),
        (call("create_invoice", customer=cus, collection_method="charge_automatically", auto_advance=False), t5),
        (call("finalize_invoice", invoice=inv), t6),
        (call("pay_invoice", invoice=inv), t7),
        (call("list_invoices", customer=cus, limit=3), t8),
        (call("create_refund", payment_intent=pi, amount=8900, reason="requested_by_customer"), t9),
        (call("retrieve_balance"), t10),
    ]
    rs.add(task=T, tid="h30-mcp-18", system=system, turns=turns,
           state="Customer Brightwater Yoga Studio renewed its annual plan and booked onboarding; the studio later cancelled the onboarding session.")


# ---------------------------------------------------------------- 19 tool rental shop (bad)
def t19(rs: RowSet) -> None:
    tools = [
        tool("search_catalog", "Search the hire catalogue.", {"query": S}, ["query"]),
        tool("get_item", "One catalogue item.", {"sku": S}, ["sku"]),
        tool("check_availability", "Units of an item free for a period.", {"sku": S, "start": S, "end": S}, ["sku", "start", "end"]),
        tool("create_rental", "Create a rental (reservation) for an account customer.", {"customer_id": S, "items": A, "start": S, "end": S}, ["customer_id", "items", "start", "end"]),
        tool("get_rental", "One rental.", {"rental_id": S}, ["rental_id"]),
        tool("list_rentals", "A customer's rentals, newest first.", {"customer_id": S}, ["customer_id"]),
    ]
    system = mcp_system("rentright", "point-of-sale and fleet system of Keane's Tool & Plant Hire, Galway depot (plain-text replies)", tools)
    state = "Counter staff booking kit for an account customer (C-20931, O Briain Landscaping Ltd) who is pouring a garden slab Tue-Thu next week."
    st, en = "2024-04-09T08:00", "2024-04-11T17:00"
    t1 = ("Keane's Tool & Plant Hire - catalogue search \"concrete\" (8 results)   prices EUR ex VAT\n"
          "SKU        Item                                        Day    Wknd    Week   Deposit  Stock\n"
          "---------  ------------------------------------------  -----  ------  ------  -------  -----\n"
          "CM-110     Belle Minimix 150 mixer (110V)              45.00   67.50  180.00   100.00      4\n"
          "CM-P200    Belle Premier 200XT mixer (petrol)          58.00   87.00  232.00   150.00      2\n"
          "VP-38      Poker vibrator 38mm + petrol drive unit     32.00   48.00  128.00    75.00      3\n"
          "SC-3M      Vibrating screed beam 3m (petrol)           41.00   61.50  164.00   100.00      1\n"
          "PF-BULL    Bull float 1.2m with handles                12.00   18.00   48.00    20.00      6\n"
          "CD-152     Diamond core drill 152mm, rig mounted       65.00   97.50  260.00   200.00      2\n"
          "CS-350     Stihl TS410 cut-off saw 350mm (petrol)      39.00   58.50  156.00   100.00      5\n"
          "BRK-K950   Kango 950 breaker 110V                      48.00   72.00  192.00   120.00      3\n"
          "Weekend = Fri 16:00 to Mon 09:00. Week = 7 days. Damage waiver 10% optional.")
    t2 = ("CM-110 Belle Minimix 150 mixer (110V) - 2024-04-09 08:00 to 2024-04-11 17:00\n"
          "Fleet: 4   Free for whole period: 3\n"
          "  CM-110-01  free\n"
          "  CM-110-02  on hire R-117990 until 2024-04-10 17:00  -> CONFLICT\n"
          "  CM-110-03  free\n"
          "  CM-110-04  free (PAT test due 2024-05-02)\n"
          "Needs 110V supply: transformer TR-3KVA (EUR 8.00/day), 5 free for the period")
    t3 = ("SKU CM-110  Belle Minimix 150 concrete mixer (110V)\n"
          "Category: Concrete & compaction > Mixers\n"
          "Rates (EUR ex VAT): day 54.00 | weekend 67.50 | week 180.00 | deposit 100.00\n"
          "Drum 150 L (mixing capacity 90 L), motor 110V 550W, weight 41 kg, fits an estate car with the stand removed\n"
          "Fleet: 4 units (CM-110-01..04), Galway depot\n"
          "Includes: stand, 15 m 110V lead.  Not included: transformer TR-3KVA (EUR 8.00/day)\n"
          "Last fleet service: 2024-03-18   Note: clean the drum before return or a EUR 25.00 cleaning charge applies")
    rental = ("Customer: C-20931 O Briain Landscaping Ltd (account, 30-day terms)\n"
              "Period: Tue 09 Apr 2024 08:00 -> Thu 11 Apr 2024 17:00  (3 hire days)\n"
              "  CM-110   Belle Minimix 150 mixer (110V)   unit CM-110-01   3 x 45.00 = 135.00\n"
              "  VP-38    Poker vibrator 38mm              unit VP-38-02    3 x 32.00 =  96.00\n"
              "  TR-3KVA  Transformer 3kVA 110V            unit TR-3KVA-05  3 x  8.00 =  24.00\n"
              "Subtotal 255.00   VAT 23% 58.65   Total 313.65\n"
              "Deposits 205.00 (waived - account customer)   Collection: Galway depot from 07:30")
    t4 = "Rental R-118204 created - status RESERVED\n" + rental
    t5 = "Rental R-118204 - status RESERVED - created 2024-04-03 11:42 by counter.aoife\n" + rental
    t6 = ("CM-110 Belle Minimix 150 mixer (110V) - 2024-04-09 08:00 to 2024-04-11 17:00\n"
          "Fleet: 4   Free for whole period: 2\n"
          "  CM-110-01  reserved R-118204 (C-20931) 2024-04-09 08:00 - 2024-04-11 17:00\n"
          "  CM-110-02  on hire R-117990 until 2024-04-10 17:00  -> CONFLICT\n"
          "  CM-110-03  free\n"
          "  CM-110-04  free (PAT test due 2024-05-02)\n"
          "Needs 110V supply: transformer TR-3KVA (EUR 8.00/day), 4 free for the period")
    t7 = ("Rentals for C-20931 O Briain Landscaping Ltd (3)\n"
          "R-118204  RESERVED  2024-04-09 -> 2024-04-11  CM-110, VP-38, TR-3KVA        313.65  (invoice on return)\n"
          "R-116877  RETURNED  2024-03-21 -> 2024-03-22  BRK-K950, TR-3KVA             137.76  INV-44120 paid\n"
          "R-115402  RETURNED  2024-02-27 -> 2024-02-27  PC-60 plate compactor          46.74  INV-43371 paid\n"
          "Account balance: 0.00   Credit limit: 2,500.00")
    t8 = ("VP-38 Poker vibrator 38mm + petrol drive unit - 2024-04-09 08:00 to 2024-04-11 17:00\n"
          "Fleet: 3   Free for whole period: 1\n"
          "  VP-38-01  free\n"
          "  VP-38-02  reserved R-118204 (C-20931) 2024-04-09 08:00 - 2024-04-11 17:00\n"
          "  VP-38-03  workshop - pull cord replacement, back 2024-04-15")
    turns = [
        (call("search_catalog", query="concrete"), t1),
        (call("check_availability", sku="CM-110", start=st, end=en), t2),
        (call("get_item", sku="CM-110"), t3),
        (call("create_rental", customer_id="C-20931", items=[{"sku": "CM-110", "qty": 1}, {"sku": "VP-38", "qty": 1}, {"sku": "TR-3KVA", "qty": 1}], start=st, end=en), t4),
        (call("get_rental", rental_id="R-118204"), t5),
        (call("check_availability", sku="CM-110", start=st, end=en), t6),
        (call("list_rentals", customer_id="C-20931"), t7),
        (call("check_availability", sku="VP-38", start=st, end=en), t8),
    ]
    rs.add(task=T, tid="h30-mcp-19", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="an item's day rate in its detail view differs from the catalogue table (other rates identical), with no price change")


# ---------------------------------------------------------------- 20 observatory scheduler (clean)
def t20(rs: RowSet) -> None:
    tools = [
        tool("get_conditions", "Current site weather and dome state.", {}, []),
        tool("get_queue", "The night's observing queue in scheduled order.", {"night": S}, ["night"]),
        tool("get_target_visibility", "Altitude and transit of a target tonight.", {"target": S, "ra": S, "dec": S}, ["ra", "dec"]),
        tool("submit_observation", "Queue an observation.", {"target": S, "ra": S, "dec": S, "filters": A, "exposure_s": INT, "count_per_filter": INT, "priority": INT}, ["target", "ra", "dec", "filters", "exposure_s", "count_per_filter"]),
        tool("cancel_observation", "Cancel a queued observation.", {"obs_id": S, "reason": S}, ["obs_id"]),
        tool("get_observation", "Status of one observation.", {"obs_id": S}, ["obs_id"]),
    ]
    system = mcp_system("skyqueue", "robotic queue scheduler of the Mt. Kellan University Observatory 0.8 m telescope (lat +35.1, lon -105.5, 2780 m)", tools)
    state = "Night of 2024-10-02 (local MDT = UTC-6). The astronomy club coordinator (account aclub) has OBS-3306 queued and wants g+r imaging of NGC 7331 instead."
    t1 = mcp_text({"utc": "2024-10-03T02:14:00Z", "local": "2024-10-02 20:14 MDT", "sun_alt_deg": -18.4, "astronomical_twilight_ended": "02:04 UTC",
                   "moon": {"illumination_pct": 1, "alt_deg": -41}, "seeing_arcsec": 1.4, "humidity_pct": 38, "wind_ms": 4.2, "wind_dir": "WSW",
                   "temp_c": 9.0, "dewpoint_c": -4.6, "cloud": "clear (all-sky cam 0/8)", "dome": "open", "observing_allowed": True})

    def queue(now: str, rows: list[tuple[str, int, str, str, str, str]]) -> str:
        lines = [f"SkyQueue - night 2024-10-02/03 - {now} UTC", "",
                 "OBS-ID    PRI  TARGET / PROGRAM                         OWNER     WINDOW (UTC)    STATUS"]
        for oid, pri, tgt, owner, win, stt in rows:
            lines.append(f"{oid:<8}  P{pri}   {tgt:<39}  {owner:<8}  {win:<14}  {stt}")
        lines += ["", "Fixed-time blocks: OBS-3302 (SN follow-up, 03:30), OBS-3304 (transit, 04:00-06:30)"]
        return mcp_text("\n".join(lines))

    common_a = [("OBS-3301", 1, "M31 mosaic tile 4/9 (Ha, r)", "galaxies", "02:05-02:41"),
                ("OBS-3305", 2, "Landolt SA 113 standards (BVRI)", "calib", "02:42-02:51")]
    t2 = queue("02:15", [(*common_a[0], "OBSERVING 3/10"), (*common_a[1], "queued"),
                         ("OBS-3306", 3, "NGC 7331 r-band (club)", "aclub", "02:51-03:05", "queued"),
                         ("OBS-3302", 1, "SN 2024abfl follow-up (g,r,i)", "transients", "03:30-03:54", "queued (fixed)"),
                         ("OBS-3304", 1, "TOI-5218 b transit (z')", "exoplanet", "04:00-06:30", "queued (fixed)"),
                         ("OBS-3307", 3, "(3200) Phaethon astrometry", "minor-bod", "06:31-06:49", "queued")])
    t3 = mcp_text({"target": "NGC 7331", "ra": "22h37m04.1s", "dec": "+34d24m56s", "utc": "2024-10-03T02:15:10Z",
                   "alt_deg": 57.9, "az_deg": 71.6, "airmass": 1.18, "transit_utc": "04:51", "transit_alt_deg": 89.3,
                   "above_30deg": "now until 10:12 UTC", "moon_sep_deg": 148})
    t4 = mcp_text({"obs_id": "OBS-3309", "target": "NGC 7331", "filters": ["g", "r"], "exposure_s": 180, "count_per_filter": 6, "frames": 12,
                   "est_duration_min": 38, "priority": 2, "status": "queued", "scheduled_window": "06:31-07:09 UTC",
                   "note": "no 38 min gap before the fixed blocks; placed ahead of P3 OBS-3307", "submitted_at": "2024-10-03T02:16:22Z"})
    t5 = queue("02:18", [(*common_a[0], "OBSERVING 4/10"), (*common_a[1], "queued"),
                         ("OBS-3306", 3, "NGC 7331 r-band (club)", "aclub", "02:51-03:05", "queued"),
                         ("OBS-3302", 1, "SN 2024abfl follow-up (g,r,i)", "transients", "03:30-03:54", "queued (fixed)"),
                         ("OBS-3304", 1, "TOI-5218 b transit (z')", "exoplanet", "04:00-06:30", "queued (fixed)"),
                         ("OBS-3309", 2, "NGC 7331 g+r (club)", "aclub", "06:31-07:09", "queued"),
                         ("OBS-3307", 3, "(3200) Phaethon astrometry", "minor-bod", "07:10-07:28", "queued")])
    t6 = mcp_text({"obs_id": "OBS-3306", "status": "cancelled", "reason": "superseded by OBS-3309", "cancelled_at": "2024-10-03T02:19:03Z",
                   "rescheduled": [{"obs_id": "OBS-3309", "from": "06:31-07:09", "to": "02:51-03:29", "why": "freed 02:51-03:30 gap fits 38 min"},
                                   {"obs_id": "OBS-3307", "from": "07:10-07:28", "to": "06:31-06:49"}]})
    t7 = mcp_text({"obs_id": "OBS-3309", "target": "NGC 7331", "status": "observing", "started_at": "2024-10-03T02:51:20Z",
                   "frames_done": 3, "frames_total": 12, "current": {"filter": "g", "frame": 4, "exposure_s": 180, "elapsed_s": 64},
                   "airmass_now": 1.08, "guiding": "locked (rms 0.31 arcsec)", "utc": "2024-10-03T03:02:01Z"})
    t8 = mcp_text({"utc": "2024-10-03T03:03:15Z", "local": "2024-10-02 21:03 MDT", "sun_alt_deg": -27.9, "astronomical_twilight_ended": "02:04 UTC",
                   "moon": {"illumination_pct": 1, "alt_deg": -46}, "seeing_arcsec": 1.6, "humidity_pct": 41, "wind_ms": 5.0, "wind_dir": "W",
                   "temp_c": 8.1, "dewpoint_c": -4.3, "cloud": "clear (all-sky cam 0/8)", "dome": "open", "observing_allowed": True})
    t9 = mcp_text({"obs_id": "OBS-3309", "target": "NGC 7331", "ra_deg": 339.2671, "dec_deg": 34.4156, "status": "completed",
                   "started_at": "2024-10-03T02:51:20Z", "completed_at": "2024-10-03T03:29:20Z", "frames_done": 12, "frames_total": 12,
                   "airmass_range": [1.10, 1.05], "median_fwhm_arcsec": 1.7, "data": "archive://mk08/2024-10-03/OBS-3309/ (12 FITS, 402 MB)",
                   "pipeline": "reduced frames ready ~03:45 UTC"})
    turns = [
        (call("get_conditions"), t1),
        (call("get_queue", night="2024-10-02"), t2),
        (call("get_target_visibility", target="NGC 7331", ra="22h37m04.1s", dec="+34d24m56s"), t3),
        (call("submit_observation", target="NGC 7331", ra="22h37m04.1s", dec="+34d24m56s", filters=["g", "r"], exposure_s=180, count_per_filter=6, priority=2), t4),
        (call("get_queue", night="2024-10-02"), t5),
        (call("cancel_observation", obs_id="OBS-3306", reason="superseded by OBS-3309"), t6),
        (call("get_observation", obs_id="OBS-3309"), t7),
        (call("get_conditions"), t8),
        (call("get_observation", obs_id="OBS-3309"), t9),
    ]
    rs.add(task=T, tid="h30-mcp-20", system=system, turns=turns, state=state)


# ---------------------------------------------------------------- 21 Cloudflare (bad)
def t21(rs: RowSet) -> None:
    tools = [
        tool("list_zones", "Zones in the account.", {}, []),
        tool("list_dns_records", "DNS records of a zone.", {"zone_id": S, "type": S}, ["zone_id"]),
        tool("create_dns_record", "Create a DNS record.", {"zone_id": S, "type": S, "name": S, "content": S, "proxied": B, "ttl": INT}, ["zone_id", "type", "name", "content"]),
        tool("update_dns_record", "Patch a DNS record.", {"zone_id": S, "record_id": S, "content": S}, ["zone_id", "record_id"]),
        tool("delete_dns_record", "Delete a DNS record.", {"zone_id": S, "record_id": S}, ["zone_id", "record_id"]),
        tool("get_zone_settings", "Read zone settings.", {"zone_id": S, "settings": A}, ["zone_id"]),
        tool("update_zone_setting", "Change one zone setting.", {"zone_id": S, "setting": S, "value": S}, ["zone_id", "setting", "value"]),
        tool("purge_cache", "Purge cached files.", {"zone_id": S, "files": A}, ["zone_id"]),
    ]
    system = mcp_system("cloudflare", "Cloudflare API v4 for the Tallow & Wick account", tools)
    z = "3b7e1c5f0a9d42e6b8f2c47d10e95a63"
    t1 = pj({"success": True, "errors": [], "result": [
        {"id": z, "name": "tallowandwick.com", "status": "active", "plan": {"name": "Pro Website"}, "name_servers": ["ines.ns.cloudflare.com", "rob.ns.cloudflare.com"]},
        {"id": "91c0d4e7b2a84f36a5e9c1d08b7f2e45", "name": "tallowandwick.co.uk", "status": "active", "plan": {"name": "Free Website"}, "name_servers": ["ines.ns.cloudflare.com", "rob.ns.cloudflare.com"]},
        {"id": "c58a2f1e0d9b47c3a6e8b5d40f17c2a9", "name": "wickandwax.shop", "status": "pending", "plan": {"name": "Free Website"}, "name_servers": ["gail.ns.cloudflare.com", "tim.ns.cloudflare.com"]}],
        "result_info": {"page": 1, "per_page": 20, "count": 3, "total_count": 3}})
    recs = {
        "root": {"id": "0c4f7a9e1b2d43c58e6f0a1b2c3d4e51", "type": "A", "name": "tallowandwick.com", "content": "203.0.113.10", "proxied": True, "ttl": 1,
                 "created_on": "2022-03-14T10:22:05.118Z", "modified_on": "2023-11-02T08:40:11.502Z"},
        "shop": {"id": "5e8b2c1d9f0a47e6b3c5d7e9f1a2b3c4", "type": "A", "name": "shop.tallowandwick.com", "content": "203.0.113.48", "proxied": True, "ttl": 1,
                 "created_on": "2022-06-01T13:05:44.901Z", "modified_on": "2024-01-19T16:12:30.227Z"},
        "blog": {"id": "a7d1e4c2b9f05836c1e2d3f4a5b6c7d8", "type": "CNAME", "name": "blog.tallowandwick.com", "content": "tallowandwick.ghost.io", "proxied": False, "ttl": 3600,
                 "created_on": "2022-09-08T09:14:02.660Z", "modified_on": "2022-09-08T09:14:02.660Z"},
        "www": {"id": "f2b6c8d0e4a13579b2c4d6e8f0a1b3c5", "type": "CNAME", "name": "www.tallowandwick.com", "content": "tallowandwick.com", "proxied": True, "ttl": 1,
                "created_on": "2022-03-14T10:22:40.003Z", "modified_on": "2022-03-14T10:22:40.003Z"},
        "mx1": {"id": "1d3f5b7a9c0e42468ace0b1d3f5a7c9e", "type": "MX", "name": "tallowandwick.com", "content": "aspmx.l.google.com", "priority": 1, "proxied": False, "ttl": 3600,
                "created_on": "2022-03-14T10:30:12.441Z", "modified_on": "2022-03-14T10:30:12.441Z"},
        "mx2": {"id": "2e4a6c8b0d1f43579bdf1a3c5e7b9d0f", "type": "MX", "name": "tallowandwick.com", "content": "alt1.aspmx.l.google.com", "priority": 5, "proxied": False, "ttl": 3600,
                "created_on": "2022-03-14T10:30:31.870Z", "modified_on": "2022-03-14T10:30:31.870Z"},
        "spf": {"id": "7b9d1f3a5c7e4902b4d6f8a0c2e4b6d8", "type": "TXT", "name": "tallowandwick.com", "content": "\"v=spf1 include:_spf.google.com include:sendgrid.net ~all\"", "proxied": False, "ttl": 3600,
                "created_on": "2022-03-14T10:31:02.016Z", "modified_on": "2023-05-22T12:01:47.338Z"},
        "gsv": {"id": "9c1e3a5b7d9f41638a0c2e4b6d8f0a2c", "type": "TXT", "name": "tallowandwick.com", "content": "\"google-site-verification=Qm3rT8vXkP2wLs9ZbN4yHc7JdE1fGa6uRo0iWt5Kq\"", "proxied": False, "ttl": 3600,
                "created_on": "2022-03-14T10:35:55.729Z", "modified_on": "2022-03-14T10:35:55.729Z"},
        "dmarc": {"id": "3a5c7e9b1d2f48604b6d8f0a2c4e6b8d", "type": "TXT", "name": "_dmarc.tallowandwick.com", "content": "\"v=DMARC1; p=quarantine; rua=mailto:dmarc@tallowandwick.com\"", "proxied": False, "ttl": 3600,
                  "created_on": "2023-05-22T12:03:10.554Z", "modified_on": "2023-05-22T12:03:10.554Z"},
    }
    sid = "6a1d9e3f2b7c4058a9e1d36f0c82b5e4"
    status = {"id": sid, "type": "CNAME", "name": "status.tallowandwick.com", "content": "tallowandwick.statuspage.io", "proxied": False, "ttl": 300,
              "created_on": "2024-03-05T15:41:08.337Z", "modified_on": "2024-03-05T15:41:08.337Z", "comment": "Atlassian Statuspage"}

    def listing(keys: list[str], extra: dict[str, dict[str, Any]] | None = None) -> str:
        pool = dict(recs, **(extra or {}))
        res = [dict(pool[k], zone_id=z, zone_name="tallowandwick.com") for k in keys]
        return pj({"success": True, "errors": [], "messages": [], "result": res,
                   "result_info": {"page": 1, "per_page": 100, "count": len(res), "total_count": len(res)}})

    t2 = listing(["root", "shop", "blog", "www", "mx1", "mx2", "spf", "gsv", "dmarc"])
    t3 = pj({"success": True, "errors": [], "messages": [], "result": dict(status, zone_id=z, zone_name="tallowandwick.com")})
    recs["shop"] = dict(recs["shop"], content="198.51.100.27", modified_on="2024-03-05T15:42:20.914Z")
    t4 = pj({"success": True, "errors": [], "messages": [], "result": dict(recs["shop"], zone_id=z, zone_name="tallowandwick.com")})
    t5 = pj({"success": True, "errors": [], "messages": [], "result": {"id": recs["gsv"]["id"]}})
    t6 = pj({"success": True, "errors": [], "result": [
        {"id": "ssl", "value": "full", "editable": True, "modified_on": "2022-03-14T11:02:00.000Z"},
        {"id": "min_tls_version", "value": "1.0", "editable": True, "modified_on": None},
        {"id": "always_use_https", "value": "off", "editable": True, "modified_on": None},
        {"id": "tls_1_3", "value": "on", "editable": True, "modified_on": "2022-03-14T11:02:00.000Z"}]})
    t7 = pj({"success": True, "errors": [], "result": {"id": "min_tls_version", "value": "1.2", "editable": True, "modified_on": "2024-03-05T15:44:03.120Z"}})
    t8 = pj({"success": True, "errors": [], "result": {"id": "always_use_https", "value": "on", "editable": True, "modified_on": "2024-03-05T15:44:31.876Z"}})
    t9 = listing(["blog", "status", "www"], {"status": status})
    t10 = pj({"success": True, "errors": [], "messages": [], "result": {"id": "a4f2c6e8b0d14357a9c1e3f5b7d9e0f2"}})
    bad_status = dict(status, id="6a1d9e3f7b2c4085a9e1d36f0c82b5e4")
    t11 = listing(["root", "shop", "blog", "status", "www", "mx1", "mx2", "spf", "dmarc"], {"status": bad_status})
    turns = [
        (call("list_zones"), t1),
        (call("list_dns_records", zone_id=z), t2),
        (call("create_dns_record", zone_id=z, type="CNAME", name="status", content="tallowandwick.statuspage.io", proxied=False, ttl=300), t3),
        (call("update_dns_record", zone_id=z, record_id=recs["shop"]["id"], content="198.51.100.27"), t4),
        (call("delete_dns_record", zone_id=z, record_id=recs["gsv"]["id"]), t5),
        (call("get_zone_settings", zone_id=z, settings=["ssl", "min_tls_version", "always_use_https", "tls_1_3"]), t6),
        (call("update_zone_setting", zone_id=z, setting="min_tls_version", value="1.2"), t7),
        (call("update_zone_setting", zone_id=z, setting="always_use_https", value="on"), t8),
        (call("list_dns_records", zone_id=z, type="CNAME"), t9),
        (call("purge_cache", zone_id=z, files=["https://shop.tallowandwick.com/", "https://shop.tallowandwick.com/cart"]), t10),
        (call("list_dns_records", zone_id=z), t11),
    ]
    rs.add(task=T, tid="h30-mcp-21", system=system, turns=turns, bad=True, turn=11,
           kind="the id of a DNS record created earlier differs in the final full listing from the id given at creation and in the filtered listing")


# ---------------------------------------------------------------- 22 parking meter fleet (clean)
def t22(rs: RowSet) -> None:
    tools = [
        tool("list_meters", "Meters in a zone with live status.", {"zone": S}, ["zone"]),
        tool("get_meter", "One meter.", {"meter_id": S}, ["meter_id"]),
        tool("create_work_order", "Open a maintenance work order.", {"meter_id": S, "issue": S, "priority": S}, ["meter_id", "issue"]),
        tool("send_command", "Send a remote command (reboot, sync_time, disable_coins).", {"meter_id": S, "command": S}, ["meter_id", "command"]),
        tool("get_tariff", "Tariff of a zone.", {"zone": S}, ["zone"]),
        tool("set_tariff", "Schedule a tariff change.", {"zone": S, "rate_per_hour": NUM, "effective": S, "reason": S}, ["zone", "rate_per_hour", "effective"]),
        tool("list_work_orders", "Work orders in a zone.", {"zone": S, "status": S}, ["zone"]),
        tool("get_revenue", "Revenue by meter for a date (so far today if today).", {"zone": S, "date": S}, ["zone", "date"]),
    ]
    system = mcp_system("meterfleet", "on-street parking meter management for Dunmore City Council (plain-text reports)", tools)
    state = "Tuesday 2024-08-27, about 11:02 IST. Parking operations officer. Council approved the Zone 3 tariff rise (EUR 2.20 -> 2.40/h) from 2 September."
    base = [("PM-3101", "Harbour Rd (north)", "ONLINE", 88, "2 min ago", 5460, 31), ("PM-3102", "Harbour Rd (south)", "ONLINE", 84, "6 min ago", 4720, 27),
            ("PM-3103", "Quay St", "ONLINE", 79, "1 min ago", 6180, 36), ("PM-3104", "Quay St (east)", "ONLINE", 91, "11 min ago", 2200, 13),
            ("PM-3105", "Customs House Sq", "ONLINE", 73, "4 min ago", 3940, 23), ("PM-3106", "Customs House Sq (lower)", "OFFLINE", 12, "3 h ago", 560, 4),
            ("PM-3107", "Pier Approach", "FAULT", 61, "19 min ago", 3840, 27), ("PM-3108", "Pier car park", "ONLINE", 95, "3 min ago", 7020, 41)]
    lines = ["Zone Z3-Harbour - 8 meters - 2024-08-27 11:02 IST", "",
             "METER    LOCATION                   STATUS   BATT  LAST TXN     TODAY     TXNS"]
    for m, loc, st, bt, last, rev, n in base:
        lines.append(f"{m}  {loc:<25}  {st:<7}  {bt:>3}%  {last:<11}  {eur(rev, 'EUR '):>9}  {n:>4}")
    lines.append(f"\nZone total today: {eur(sum(x[5] for x in base), 'EUR ')} from {sum(x[6] for x in base)} transactions")
    t1 = "\n".join(lines)

    def meter(status: str, faults: str, boot: str, up: str, batt: int, coins: int, card: int, app: int, n: int, last: str) -> str:
        return (f"Meter PM-3107 - Pier Approach (Zone Z3-Harbour)   model Flowbird CWT-C, fw 4.2.7\n"
                f"Status: {status}\nFaults: {faults}\n"
                f"Boot id: {boot}   Uptime: {up}   Battery: {batt}%   Solar input: 3.1 W   Modem: 4G, RSSI -77 dBm\n"
                f"Tariff: EUR 2.20/h (08:00-19:00 Mon-Sat, max 3 h)" + ("   scheduled: EUR 2.40/h from 2024-09-02" if up.startswith("0d") else "") + "\n"
                f"Today: {eur(coins + card + app, 'EUR ')} from {n} txns (coins {eur(coins, 'EUR ')}, card {eur(card, 'EUR ')}, app {eur(app, 'EUR ')})   last txn {last}")

    t2 = meter("FAULT", "E41 coin acceptor jam (since 10:41); E17 card reader not responding (since 10:43)", "7c1e-55ab", "12d 04h 17m",
               61, 1120, 1980, 740, 27, "10:43 (app)")
    t3 = ("Work order WO-8841 created\nMeter: PM-3107 Pier Approach   Issue: coin acceptor jam (E41), card reader unresponsive (E17)\n"
          "Priority: normal   Status: OPEN   Queue: Zone 3 technicians (auto-dispatch)   Response SLA: by 15:05 today")
    t4 = ("Command 'reboot' -> PM-3107 accepted 11:05:12\nMeter back online 11:06:26 (new boot id d04f-9a12)\n"
          "Self-test: card reader OK, printer OK, display OK, coin acceptor E41 (mechanical jam - needs site visit)\n"
          "Meter status now DEGRADED: coin payments disabled, card and app payments available")
    t5 = ("Tariff Z3-Harbour\nCurrent: EUR 2.20 per hour, charged 08:00-19:00 Mon-Sat, max stay 3 h, min charge EUR 0.50, Sundays free\n"
          "Scheduled changes: none\nLast change: 2023-03-01 (EUR 2.00 -> 2.20)")
    t6 = ("Tariff change scheduled for Z3-Harbour: EUR 2.20 -> EUR 2.40 per hour, effective 2024-09-02 00:00 IST\n"
          "Reason: Council motion 2024/117\nConfig push to 8 meters queued for 2024-09-01 23:00; signage job SG-2291 raised for street plates")
    t7 = meter("DEGRADED (coin payments disabled)", "E41 coin acceptor jam (since 10:41)", "d04f-9a12", "0d 00h 06m",
               60, 1120, 2240, 740, 28, "11:09 (card, EUR 2.60)")
    t8 = ("Work orders - Z3-Harbour - not closed (3)\n"
          "WO-8841  PM-3107  coin acceptor jam (E41), card reader unresponsive (E17)  normal  ASSIGNED D. Kearns (auto-dispatch 11:08), ETA 12:30\n"
          "WO-8829  PM-3106  battery swap + modem check                               high    IN PROGRESS J. Walsh since 2024-08-26 16:20\n"
          "WO-8817  PM-3104  replace faded tariff sticker                             low     OPEN (unassigned)")
    now = {"PM-3101": (5680, 32), "PM-3103": (6440, 37), "PM-3105": (4160, 24), "PM-3107": (4100, 28), "PM-3108": (7460, 43)}
    rev = [(m, loc, *now.get(m, (r, n))) for m, loc, _, _, _, r, n in base]
    rl = ["Revenue Z3-Harbour - 2024-08-27 (so far, as of 11:14 IST)", "", "METER    LOCATION                       AMOUNT  TXNS"]
    for m, loc, r, n in rev:
        rl.append(f"{m}  {loc:<25}  {eur(r, 'EUR '):>10}  {n:>4}")
    rl.append(f"TOTAL                               {eur(sum(x[2] for x in rev), 'EUR '):>10}  {sum(x[3] for x in rev):>4}")
    t9 = "\n".join(rl)
    turns = [
        (call("list_meters", zone="Z3-Harbour"), t1),
        (call("get_meter", meter_id="PM-3107"), t2),
        (call("create_work_order", meter_id="PM-3107", issue="coin acceptor jam (E41), card reader unresponsive (E17)", priority="normal"), t3),
        (call("send_command", meter_id="PM-3107", command="reboot"), t4),
        (call("get_tariff", zone="Z3-Harbour"), t5),
        (call("set_tariff", zone="Z3-Harbour", rate_per_hour=2.40, effective="2024-09-02T00:00:00+01:00", reason="Council motion 2024/117"), t6),
        (call("get_meter", meter_id="PM-3107"), t7),
        (call("list_work_orders", zone="Z3-Harbour", status="open"), t8),
        (call("get_revenue", zone="Z3-Harbour", date="2024-08-27"), t9),
    ]
    rs.add(task=T, tid="h30-mcp-22", system=system, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
