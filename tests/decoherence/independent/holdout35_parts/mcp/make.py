# ruff: noqa: E501
"""Held-out set holdout35, domain mcp: 22 MCP-server trajectories, 11 of them with one contradiction.

Each trajectory is an agent driving one MCP server (helpdesk, CRM, accounting, billing, messaging, search,
database and CMS servers); each observation is the result that server returns. Run from the repository
root: ``python3 -m tests.decoherence.independent.holdout35_parts.mcp.make``.
"""

from __future__ import annotations

import base64
import copy
import hashlib
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import A, B, INT, OBJ, S, RowSet, call, mcp_system, mcp_text, pj, tool

T = "mcp"


def upd(d: dict[str, Any], **kw: Any) -> dict[str, Any]:
    out = copy.deepcopy(d)
    out.update(kw)
    return out


def unix(s: str) -> int:
    return int(datetime.fromisoformat(s).replace(tzinfo=timezone.utc).timestamp())


# Freshdesk: clean
def t01(rs: RowSet) -> None:
    system = mcp_system("freshdesk", "Freshdesk helpdesk API v2 of nordlicht-logistics.freshdesk.com", [
        tool("search_tickets", "Filter tickets with a Freshdesk query string (fields: status, priority, type, tag, group_id, agent_id, created_at, updated_at, custom fields); 30 per page.", {"query": S, "page": INT}, ["query"]),
        tool("get_ticket", "Get one ticket. include: requester, conversations, company, stats.", {"id": INT, "include": S}, ["id"]),
        tool("update_ticket", "Update ticket fields (status, priority, type, group_id, responder_id, tags, custom_fields).", {"id": INT, "fields": OBJ}, ["id", "fields"]),
        tool("reply_ticket", "Send a public reply to the requester of a ticket.", {"id": INT, "body": S, "cc_emails": A}, ["id", "body"]),
        tool("bulk_update_tickets", "Update the same properties on several tickets; runs as a background job.", {"ids": A, "properties": OBJ}, ["ids", "properties"]),
        tool("get_job", "Status of a background job.", {"job_id": S}, ["job_id"]),
        tool("list_groups", "List agent groups.", {"page": INT, "per_page": INT}, []),
        tool("delete_ticket", "Move a ticket to trash.", {"id": INT}, ["id"]),
    ])
    state = ("Freshdesk account nordlicht-logistics.freshdesk.com, agent session of Priya Raman (agent id 43018822117, "
             "Billing L2). Release 2024.23 fixed the blank invoice PDF download in the customer portal. Task: find the open "
             "billing tickets about the PDF download, route them to Billing Operations, answer the oldest one and close the "
             "duplicate that the same requester opened.")
    common = {"cc_emails": [], "fwd_emails": [], "reply_cc_emails": [], "ticket_cc_emails": [], "spam": False,
              "email_config_id": 43000098811, "product_id": None, "to_emails": None}

    def tk(i, subject, req, comp, prio, src, grp, resp, tags, created, updated, due, frdue, acct, area, fr=False, esc=False):
        return {"id": i, "subject": subject, "type": "Billing", "status": 2, "priority": prio, "source": src,
                "requester_id": req, "responder_id": resp, "group_id": grp, "company_id": comp, **common,
                "fr_escalated": fr, "is_escalated": esc, "due_by": due, "fr_due_by": frdue,
                "custom_fields": {"cf_account_number": acct, "cf_product_area": area},
                "created_at": created, "updated_at": updated, "tags": list(tags)}

    t36 = tk(88436, "Refund for duplicate card charge – order NL-220914", 43052001337, 43000655120, 3, 2, 43000412212, 43017733104, ["refund", "card"], "2024-06-05T06:14:51Z", "2024-06-05T08:02:10Z", "2024-06-05T14:14:51Z", "2024-06-05T08:14:51Z", "NL-30771", "Payments")
    t31 = tk(88431, "Re: Invoice PDF download returns blank page", 43051207781, 43000654987, 2, 1, None, None, [], "2024-06-04T16:55:13Z", "2024-06-04T16:55:13Z", "2024-06-06T16:55:13Z", "2024-06-05T16:55:13Z", "NL-10452", "Customer portal")
    t27 = tk(88427, "invoice pdf shows 0 pages", 43049985120, 43000651003, 1, 1, None, None, [], "2024-06-04T10:27:06Z", "2024-06-04T10:27:06Z", "2024-06-07T10:27:06Z", "2024-06-05T10:27:06Z", "NL-08816", "Customer portal", fr=True)
    t19 = tk(88419, "Can't download invoice PDF for May", 43051311902, 43000655002, 2, 2, None, None, ["invoice"], "2024-06-03T13:05:48Z", "2024-06-04T08:20:33Z", "2024-06-05T13:05:48Z", "2024-06-04T13:05:48Z", "NL-21930", "Customer portal", fr=True)
    t12 = tk(88412, "Invoice PDF download returns blank page", 43051207781, 43000654987, 2, 1, None, None, ["invoice", "pdf"], "2024-06-03T07:42:19Z", "2024-06-05T09:11:02Z", "2024-06-05T07:42:19Z", "2024-06-04T07:42:19Z", "NL-10452", "Customer portal", fr=True, esc=True)
    t02 = tk(88402, "VAT number missing on invoices since April", 43050770415, 43000653318, 2, 1, 43000412212, 43017733104, ["vat"], "2024-06-01T09:33:40Z", "2024-06-04T14:48:27Z", "2024-06-06T09:33:40Z", "2024-06-03T09:33:40Z", "NL-17764", "Invoicing")
    query = "\"type:'Billing' AND status:2\""
    text12 = ("Hello,\n\nsince Monday every time I click \"Download PDF\" on invoice NL-INV-2024-05-1187 in the customer portal I only "
              "get a blank white page (tried Chrome 125 and Edge). Our month-end close is on Friday and the auditors need the PDF.\n\n"
              "Could you send it to me by e-mail or fix the download?\n\nBest regards\nMats Eriksen\nAccounts Payable | Fjordkraft Shipping AS")
    text31 = "Hi again,\n\nany news on this? The PDF download is still blank for invoice NL-INV-2024-05-1187.\n\nMats"

    def html(t):
        return "<div>" + "".join(f"<div>{p}</div>" if p else "<div><br></div>" for p in t.split("\n")) + "</div>"

    t12d = upd(t12, description=html(text12), description_text=text12, attachments=[])
    requester = {"id": 43051207781, "name": "Mats Eriksen", "email": "mats.eriksen@fjordkraft-shipping.no", "mobile": None, "phone": "+47 55 30 71 42"}
    groups = [
        {"id": 43000412198, "name": "Customer Support L1", "description": "First line: portal, tracking and account questions", "escalate_to": 43016610042, "unassigned_for": "30m", "business_hour_id": 43000033219, "group_type": "support_agent_group", "agent_ids": [43016610042, 43017102288, 43017540913, 43018001776, 43019210034], "auto_ticket_assign": True, "created_at": "2021-03-09T10:11:02Z", "updated_at": "2024-04-02T12:40:51Z"},
        {"id": 43000412205, "name": "Technical Support L2", "description": "Portal bugs, EDI and API integrations", "escalate_to": 43015988120, "unassigned_for": "1h", "business_hour_id": 43000033219, "group_type": "support_agent_group", "agent_ids": [43015988120, 43017310459, 43018472236], "auto_ticket_assign": False, "created_at": "2021-03-09T10:11:38Z", "updated_at": "2023-11-17T09:05:12Z"},
        {"id": 43000412212, "name": "Billing Operations", "description": "Invoices, refunds, VAT and payment questions", "escalate_to": 43017733104, "unassigned_for": "30m", "business_hour_id": 43000033219, "group_type": "support_agent_group", "agent_ids": [43017733104, 43018822117, 43019904561], "auto_ticket_assign": False, "created_at": "2021-03-09T10:12:44Z", "updated_at": "2024-02-14T08:31:09Z"},
        {"id": 43000412230, "name": "Key Accounts", "description": "Named accounts with contractual SLAs", "escalate_to": 43015001273, "unassigned_for": "15m", "business_hour_id": 43000033220, "group_type": "support_agent_group", "agent_ids": [43015001273, 43017733104], "auto_ticket_assign": False, "created_at": "2022-01-18T14:26:30Z", "updated_at": "2024-05-06T07:58:17Z"},
    ]
    tags3 = ["invoice", "pdf", "release-2024.23"]
    reply_body = ("<p>Hi Mats,</p><p>thanks for your patience. The blank page on \"Download PDF\" was caused by a rendering bug in the customer "
                  "portal that we fixed in today's release 2024.23. Please reload the portal (Ctrl+F5) and try invoice NL-INV-2024-05-1187 again; "
                  "I have also attached the PDF to this reply so you have it for your auditors.</p><p>Kind regards,<br>Priya Raman<br>Billing Operations, Nordlicht Logistics</p>")
    reply = {"body": reply_body, "body_text": "Hi Mats, thanks for your patience. The blank page on \"Download PDF\" was caused by a rendering bug in the customer portal that we fixed in today's release 2024.23. Please reload the portal (Ctrl+F5) and try invoice NL-INV-2024-05-1187 again; I have also attached the PDF to this reply so you have it for your auditors. Kind regards, Priya Raman Billing Operations, Nordlicht Logistics",
             "id": 43187220954, "incoming": False, "private": False, "user_id": 43018822117, "support_email": "support@nordlicht-logistics.com",
             "source": 0, "category": 3, "ticket_id": 88412, "to_emails": ["mats.eriksen@fjordkraft-shipping.no"], "from_email": "Nordlicht Logistics Support <support@nordlicht-logistics.com>",
             "cc_emails": [], "bcc_emails": [], "email_failure_count": None, "outgoing_failures": None, "thread_id": None, "thread_message_id": None,
             "created_at": "2024-06-05T11:38:02Z", "updated_at": "2024-06-05T11:38:02Z", "last_edited_at": None, "last_edited_user_id": None,
             "attachments": [{"id": 43092281507, "content_type": "application/pdf", "size": 184233, "name": "NL-INV-2024-05-1187.pdf",
                              "attachment_url": "https://s3.eu-central-1.amazonaws.com/euc-cdn.freshdesk.com/data/helpdesk/attachments/production/43092281507/original/NL-INV-2024-05-1187.pdf?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=300",
                              "created_at": "2024-06-05T11:37:58Z", "updated_at": "2024-06-05T11:38:02Z"}],
             "automation_id": None, "automation_type_id": None, "auto_response": False, "ticket_action_id": None, "source_additional_info": None}
    t12after = upd(t12, group_id=43000412212, responder_id=43018822117, priority=3, tags=tags3, updated_at="2024-06-05T11:38:02Z")
    job = "b1c7e9d24f3a4e8c9a0f6d2e5b7c1a38"
    turns = [
        (call("search_tickets", query=query), pj({"results": [t36, t31, t27, t19, t12, t02], "total": 6})),
        (call("get_ticket", id=88412, include="requester"), pj(upd(t12d, requester=requester))),
        (call("list_groups", per_page=30), pj(groups)),
        (call("update_ticket", id=88412, fields={"group_id": 43000412212, "responder_id": 43018822117, "priority": 3, "tags": tags3}),
         pj(upd(t12d, group_id=43000412212, responder_id=43018822117, priority=3, tags=tags3, updated_at="2024-06-05T11:36:18Z"))),
        (call("reply_ticket", id=88412, body=reply_body), pj(reply)),
        (call("update_ticket", id=88431, fields={"status": 5, "tags": ["duplicate"]}),
         pj(upd(t31, status=5, tags=["duplicate"], updated_at="2024-06-05T11:39:27Z", description=html(text31), description_text=text31, attachments=[]))),
        (call("search_tickets", query=query), pj({"results": [t36, t27, t19, t12after, t02], "total": 5})),
        (call("bulk_update_tickets", ids=[88419, 88427], properties={"group_id": 43000412212, "tags": tags3}),
         pj({"job_id": job, "href": f"https://nordlicht-logistics.freshdesk.com/api/v2/jobs/{job}"})),
        (call("get_job", job_id=job), pj({"id": job, "status": "SUCCESS", "created_at": "2024-06-05T11:41:05Z", "updated_at": "2024-06-05T11:41:07Z",
                                           "progress": 100, "data": [{"id": 88419, "success": True}, {"id": 88427, "success": True}]})),
    ]
    rs.add(task=T, tid="h35-mcp-01", system=system, turns=turns, state=state)


# Pipedrive: bad
def t02(rs: RowSet) -> None:
    system = mcp_system("pipedrive", "Pipedrive CRM API v1 for vektor-telematics.pipedrive.com", [
        tool("list_stages", "List the stages of a pipeline.", {"pipeline_id": INT}, []),
        tool("get_deal", "Get all fields of a deal.", {"id": INT}, ["id"]),
        tool("update_deal", "Update a deal (title, value, currency, stage_id, status, expected_close_date, probability, user_id).", {"id": INT, "title": S, "value": {"type": "number"}, "currency": S, "stage_id": INT, "status": S, "expected_close_date": S, "probability": INT}, ["id"]),
        tool("list_deals", "List deals, filtered by stage, status or owner.", {"stage_id": INT, "status": S, "user_id": INT, "start": INT, "limit": INT}, []),
        tool("add_activity", "Schedule an activity (call, meeting, email, task, deadline, lunch). due_time is UTC.", {"subject": S, "type": S, "due_date": S, "due_time": S, "duration": S, "deal_id": INT, "person_id": INT, "note": S}, ["subject", "type"]),
        tool("add_note", "Add a note (HTML allowed) to a deal, person or organization.", {"content": S, "deal_id": INT, "person_id": INT, "org_id": INT, "pinned_to_deal_flag": B}, ["content"]),
        tool("list_deal_activities", "List the activities of a deal.", {"id": INT, "done": INT, "start": INT, "limit": INT}, ["id"]),
        tool("get_person", "Get a person with its counters.", {"id": INT}, ["id"]),
    ])
    state = ("Pipedrive account vektor-telematics.pipedrive.com, user Lena Hoffmann (user_id 11873402), pipeline 'Fleet Sales' (id 1). "
             "Northwind Logistics accepted a 10% discount on the EUR 54,000 quote of deal #1842 (Fleet telematics, 120 units). Task: set the "
             "deal value to EUR 48,600, move the deal to 'Negotiations Started', schedule a confirmation call with Jide Okafor for tomorrow "
             "10:30 CEST and log a note.")
    stages = []
    for i, (name, prob, rot) in enumerate([("Lead In", 10, None), ("Contact Made", 25, 21), ("Proposal Made", 60, 14), ("Negotiations Started", 80, 10), ("Contract Sent", 90, 7)], 1):
        stages.append({"id": i, "order_nr": i, "name": name, "active_flag": True, "deal_probability": prob, "pipeline_id": 1,
                       "rotten_flag": rot is not None, "rotten_days": rot, "add_time": "2022-09-12 08:14:03", "update_time": "2023-01-20 10:02:41",
                       "pipeline_name": "Fleet Sales", "pipeline_deal_probability": True})
    lena = {"id": 11873402, "name": "Lena Hoffmann", "email": "lena.hoffmann@vektor-telematics.de", "has_pic": 1, "pic_hash": "7c3d0a91e2f5b8c4", "active_flag": True, "value": 11873402}
    jonas = {"id": 11873377, "name": "Jonas Weber", "email": "jonas.weber@vektor-telematics.de", "has_pic": 0, "pic_hash": None, "active_flag": True, "value": 11873377}

    def deal(i, title, value, stage, person, org, add, upd_t, stage_t, nad, nat, naid, nasub, natype, lad, laid, close, counts, owner=lena):
        pid, pname, pmail = person
        oid, oname, ocount = org
        return {"id": i, "creator_user_id": owner, "user_id": owner,
                "person_id": {"active_flag": True, "name": pname, "email": [{"label": "work", "value": pmail, "primary": True}], "phone": [], "owner_id": owner["id"], "value": pid},
                "org_id": {"name": oname, "people_count": ocount, "owner_id": owner["id"], "address": None, "active_flag": True, "cc_email": "vektor-telematics@pipedrivemail.com", "value": oid},
                "stage_id": stage, "title": title, "value": value, "currency": "EUR", "add_time": add, "update_time": upd_t, "stage_change_time": stage_t,
                "active": True, "deleted": False, "status": "open", "probability": None, "next_activity_date": nad, "next_activity_time": nat, "next_activity_id": naid,
                "last_activity_id": laid, "last_activity_date": lad, "lost_reason": None, "visible_to": "3", "close_time": None, "pipeline_id": 1, "won_time": None,
                "first_won_time": None, "lost_time": None, "products_count": counts[0], "files_count": counts[1], "notes_count": counts[2], "followers_count": 1,
                "email_messages_count": counts[3], "activities_count": counts[4], "done_activities_count": counts[5], "undone_activities_count": counts[4] - counts[5],
                "participants_count": 1, "expected_close_date": close, "stage_order_nr": stage, "person_name": pname, "org_name": oname,
                "next_activity_subject": nasub, "next_activity_type": natype, "next_activity_duration": "00:30:00", "next_activity_note": None,
                "formatted_value": f"€{value:,}", "weighted_value": value * stages[stage - 1]["deal_probability"] // 100,
                "formatted_weighted_value": f"€{value * stages[stage - 1]['deal_probability'] // 100:,}", "weighted_value_currency": "EUR",
                "rotten_time": None, "owner_name": owner["name"], "cc_email": f"vektor-telematics+deal{i}@pipedrivemail.com", "org_hidden": False, "person_hidden": False}

    nw = ("Northwind Logistics – Fleet telematics 120 units", (5521, "Jide Okafor", "jide.okafor@northwind-logistics.nl"), (2207, "Northwind Logistics BV", 4))
    d1842 = deal(1842, nw[0], 48600, 4, nw[1], nw[2], "2024-04-18 09:12:44", "2024-06-11 08:22:37", "2024-06-11 08:22:37", "2024-06-14", "07:00:00", 9871, "Send updated SLA appendix", "email", "2024-06-07", 9863, "2024-06-28", (2, 3, 5, 14, 6, 5))
    d1842.update(followers_count=2, last_incoming_mail_time="2024-06-10 14:55:02", last_outgoing_mail_time="2024-06-10 15:41:09")
    d1790 = deal(1790, "Baltic Cold Chain – Reefer monitoring 60 units", 31200, 4, (5398, "Agnė Petrauskienė", "agne.petrauskiene@balticcoldchain.lt"), (2164, "Baltic Cold Chain UAB", 3), "2024-03-21 13:40:02", "2024-06-07 10:18:44", "2024-05-30 09:02:15", "2024-06-13", "12:00:00", 9884, "Pricing call – reefer sensors", "call", "2024-06-06", 9846, "2024-06-21", (1, 2, 7, 22, 9, 8), owner=jonas)
    d1811 = deal(1811, "Kranich Bau – Plant equipment trackers", 18450, 4, (5450, "Martin Kranich", "m.kranich@kranich-bau.de"), (2188, "Kranich Bau GmbH & Co. KG", 2), "2024-04-02 08:55:37", "2024-06-10 16:27:09", "2024-06-03 11:47:50", "2024-06-17", "08:00:00", 9902, "Follow up on framework agreement", "task", "2024-06-10", 9899, "2024-07-15", (3, 1, 4, 9, 5, 4))
    listed = upd(d1842, value=54000, formatted_value="€54,000", weighted_value=43200, formatted_weighted_value="€43,200")
    note_html = "<p>Northwind accepted the 10% discount on the 120-unit package; revised quote Q-2024-0611 sent to Jide Okafor. Signature expected before 28 Jun.</p>"
    act_note = "Walk through revised quote Q-2024-0611 (10% discount) and confirm the signature date."

    def activity(i, typ, subject, due, due_time, add_time, note, type_name):
        return {"id": i, "company_id": 7719034, "user_id": 11873402, "done": False, "type": typ, "reference_type": None, "reference_id": None,
                "conference_meeting_client": None, "conference_meeting_url": None, "due_date": due, "due_time": due_time, "duration": "00:30",
                "busy_flag": typ == "call", "add_time": add_time, "marked_as_done_time": "", "last_notification_time": None, "subject": subject,
                "public_description": "", "location": None, "org_id": 2207, "person_id": 5521, "deal_id": 1842, "lead_id": None, "project_id": None,
                "active_flag": True, "update_time": add_time, "update_user_id": None, "source_timezone": None, "series": [], "note": note,
                "created_by_user_id": 11873402, "attendees": None, "participants": [{"person_id": 5521, "primary_flag": True}],
                "org_name": "Northwind Logistics BV", "person_name": "Jide Okafor", "deal_title": nw[0], "owner_name": "Lena Hoffmann",
                "person_dropbox_bcc": "vektor-telematics@pipedrivemail.com", "deal_dropbox_bcc": "vektor-telematics+deal1842@pipedrivemail.com",
                "assigned_to_user_id": 11873402, "type_name": type_name, "file": None}

    a9917 = activity(9917, "call", "Confirm revised quote with Jide Okafor", "2024-06-12", "08:30", "2024-06-11 08:24:05", act_note, "Call")
    a9871 = activity(9871, "email", "Send updated SLA appendix", "2024-06-14", "07:00", "2024-06-07 16:20:11", None, "Email")
    person = {"id": 5521, "company_id": 7719034, "owner_id": lena, "org_id": {"name": "Northwind Logistics BV", "people_count": 4, "owner_id": 11873402, "address": "Waalhaven Zuidzijde 19, 3089 JH Rotterdam, Netherlands", "active_flag": True, "cc_email": "vektor-telematics@pipedrivemail.com", "value": 2207},
              "name": "Jide Okafor", "first_name": "Jide", "last_name": "Okafor", "open_deals_count": 1, "related_open_deals_count": 0, "closed_deals_count": 1,
              "related_closed_deals_count": 0, "participant_open_deals_count": 0, "participant_closed_deals_count": 0, "email_messages_count": 17,
              "activities_count": 9, "done_activities_count": 7, "undone_activities_count": 2, "files_count": 1, "notes_count": 2, "followers_count": 1,
              "won_deals_count": 1, "related_won_deals_count": 0, "lost_deals_count": 0, "related_lost_deals_count": 0, "active_flag": True,
              "phone": [{"label": "work", "value": "+31 10 714 2290", "primary": True}, {"label": "mobile", "value": "+31 6 4182 7730", "primary": False}],
              "email": [{"label": "work", "value": "jide.okafor@northwind-logistics.nl", "primary": True}], "first_char": "j",
              "update_time": "2024-06-11 08:24:05", "delete_time": None, "add_time": "2024-02-26 10:31:18", "visible_to": "3", "picture_id": None,
              "next_activity_date": "2024-06-12", "next_activity_time": "08:30:00", "next_activity_id": 9917, "last_activity_id": 9863,
              "last_activity_date": "2024-06-07", "last_incoming_mail_time": "2024-06-10 14:55:02", "last_outgoing_mail_time": "2024-06-10 15:41:09",
              "label": None, "org_name": "Northwind Logistics BV", "owner_name": "Lena Hoffmann", "cc_email": "vektor-telematics@pipedrivemail.com",
              "job_title": "Head of Fleet Operations"}
    turns = [
        (call("list_stages", pipeline_id=1), pj({"success": True, "data": stages})),
        (call("update_deal", id=1842, value=48600, stage_id=4),
         pj({"success": True, "data": d1842, "related_objects": {"user": {"11873402": lena}, "organization": {"2207": {"id": 2207, "name": "Northwind Logistics BV", "people_count": 4, "owner_id": 11873402, "address": "Waalhaven Zuidzijde 19, 3089 JH Rotterdam, Netherlands", "active_flag": True, "cc_email": "vektor-telematics@pipedrivemail.com"}},
                                                         "person": {"5521": {"active_flag": True, "id": 5521, "name": "Jide Okafor", "email": [{"label": "work", "value": "jide.okafor@northwind-logistics.nl", "primary": True}], "phone": [{"label": "work", "value": "+31 10 714 2290", "primary": True}], "owner_id": 11873402}}}})),
        (call("list_deals", stage_id=4, status="open", limit=50),
         pj({"success": True, "data": [d1790, listed, d1811], "additional_data": {"pagination": {"start": 0, "limit": 50, "more_items_in_collection": False}}})),
        (call("add_activity", subject="Confirm revised quote with Jide Okafor", type="call", due_date="2024-06-12", due_time="08:30", duration="00:30", deal_id=1842, person_id=5521, note=act_note),
         pj({"success": True, "data": a9917, "additional_data": {"updates_story_id": 4417201}, "related_objects": {"user": {"11873402": lena}}})),
        (call("add_note", content=note_html, deal_id=1842, pinned_to_deal_flag=True),
         pj({"success": True, "data": {"id": 40213, "user_id": 11873402, "deal_id": 1842, "person_id": 5521, "org_id": 2207, "lead_id": None, "content": note_html,
                                       "add_time": "2024-06-11 08:25:40", "update_time": "2024-06-11 08:25:40", "active_flag": True, "pinned_to_deal_flag": True,
                                       "pinned_to_person_flag": False, "pinned_to_organization_flag": False, "pinned_to_lead_flag": False, "last_update_user_id": None,
                                       "organization": {"name": "Northwind Logistics BV"}, "person": {"name": "Jide Okafor"}, "deal": {"title": nw[0]},
                                       "user": {"email": "lena.hoffmann@vektor-telematics.de", "name": "Lena Hoffmann", "icon_url": None, "is_you": True}}})),
        (call("list_deal_activities", id=1842, done=0),
         pj({"success": True, "data": [a9917, a9871], "additional_data": {"activity_distribution": {"11873402": {"activities": {"call": 1, "email": 1}, "name": "Lena Hoffmann", "activity_count": 2, "share": 100}},
                                                                          "pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}})),
        (call("get_person", id=5521), pj({"success": True, "data": person})),
    ]
    rs.add(task=T, tid="h35-mcp-02", system=system, turns=turns, state=state, bad=True, turn=3,
           kind="deal value updated to 48,600 is listed again at the old 54,000 in the stage listing")


# Meilisearch: bad
def t03(rs: RowSet) -> None:
    system = mcp_system("meilisearch", "Meilisearch v1.8 instance of the Trailhub outdoor shop", [
        tool("get_index_stats", "Document count, indexing state and field distribution of an index.", {"index_uid": S}, ["index_uid"]),
        tool("get_settings", "All settings of an index.", {"index_uid": S}, ["index_uid"]),
        tool("update_settings", "Update some settings of an index; returns an enqueued task.", {"index_uid": S, "settings": OBJ}, ["index_uid", "settings"]),
        tool("add_documents", "Add or replace documents; returns an enqueued task.", {"index_uid": S, "documents": A, "primary_key": S}, ["index_uid", "documents"]),
        tool("delete_documents", "Delete documents by id; returns an enqueued task.", {"index_uid": S, "document_ids": A}, ["index_uid", "document_ids"]),
        tool("get_task", "Get an asynchronous task by uid.", {"task_uid": INT}, ["task_uid"]),
        tool("search", "Search an index.", {"index_uid": S, "q": S, "filter": S, "limit": INT, "attributes_to_retrieve": A, "sort": A}, ["index_uid"]),
    ])
    state = ("Meilisearch at https://search.trailhub.shop (v1.8.3), index 'products' (primary key 'id'). Task: add the three new Salomon SKUs "
             "from the June drop, delete the two discontinued Speedcross 5 SKUs (SAL-L41602500, SAL-L41602600), make 'brand' filterable and "
             "check a brand-filtered search.")
    fields = {"brand": 12480, "category": 12480, "color": 11876, "description": 12391, "id": 12480, "image_url": 12480, "in_stock": 12480,
              "name": 12480, "price": 12480, "rating": 9914, "sizes": 10532, "tags": 8807}
    settings = {"displayedAttributes": ["*"], "searchableAttributes": ["name", "brand", "category", "tags", "description"],
                "filterableAttributes": ["category", "in_stock", "price", "sizes"], "sortableAttributes": ["price", "rating"],
                "rankingRules": ["words", "typo", "proximity", "attribute", "sort", "exactness", "rating:desc"], "stopWords": ["the", "a", "an", "for", "with"],
                "nonSeparatorTokens": [], "separatorTokens": [], "dictionary": [],
                "synonyms": {"tee": ["t-shirt"], "t-shirt": ["tee"], "waterproof": ["gtx", "gore-tex"], "gtx": ["gore-tex", "waterproof"]},
                "distinctAttribute": None, "proximityPrecision": "byWord",
                "typoTolerance": {"enabled": True, "minWordSizeForTypos": {"oneTypo": 5, "twoTypos": 9}, "disableOnWords": [], "disableOnAttributes": ["id"]},
                "faceting": {"maxValuesPerFacet": 100, "sortFacetValuesBy": {"*": "alpha"}}, "pagination": {"maxTotalHits": 1000}, "searchCutoffMs": None}
    sizes_m = ["7", "7.5", "8", "8.5", "9", "9.5", "10", "10.5", "11", "11.5", "12", "13"]
    sizes_w = ["5", "5.5", "6", "6.5", "7", "7.5", "8", "8.5", "9", "9.5", "10"]
    docs = [
        {"id": "SAL-L47452900", "name": "Salomon Genesis Trail Running Shoe – Men's", "brand": "Salomon", "category": "footwear/trail-running", "price": 160.0,
         "color": "Black / Quiet Shade / Lemon Zest", "sizes": sizes_m, "in_stock": True, "tags": ["trail", "cushioned", "energyfoam"],
         "description": "Versatile mid-distance trail shoe with Energyfoam midsole and Contagrip outsole, 8 mm drop.", "image_url": "https://cdn.trailhub.shop/p/SAL-L47452900.jpg"},
        {"id": "SAL-L47452300", "name": "Salomon Genesis Trail Running Shoe – Women's", "brand": "Salomon", "category": "footwear/trail-running", "price": 160.0,
         "color": "Lunar Rock / Shale / Tender Peach", "sizes": sizes_w, "in_stock": True, "tags": ["trail", "cushioned", "energyfoam"],
         "description": "Versatile mid-distance trail shoe with Energyfoam midsole and Contagrip outsole, 8 mm drop.", "image_url": "https://cdn.trailhub.shop/p/SAL-L47452300.jpg"},
        {"id": "SAL-L47313400", "name": "Salomon Sense Ride 5 GTX – Men's", "brand": "Salomon", "category": "footwear/trail-running", "price": 175.0,
         "color": "Magnet / Black / Monument", "sizes": sizes_m, "in_stock": True, "tags": ["trail", "waterproof", "gore-tex"],
         "description": "Gore-Tex version of the Sense Ride 5 with Optivibe cushioning for wet and muddy trails.", "image_url": "https://cdn.trailhub.shop/p/SAL-L47313400.jpg"},
    ]
    facets = ["brand", "category", "in_stock", "price", "sizes"]

    def task(uid, typ, status, details, enq, start=None, fin=None, dur=None):
        return {"uid": uid, "indexUid": "products", "status": status, "type": typ, "canceledBy": None, "details": details, "error": None,
                "duration": dur, "enqueuedAt": enq, "startedAt": start, "finishedAt": fin}

    bad = {k: (v + 3 if k in ("brand", "category", "color", "description", "id", "image_url", "in_stock", "name", "price", "sizes", "tags") else v) for k, v in fields.items()}
    hit = [
        {"id": "SAL-L47313400", "name": "Salomon Sense Ride 5 GTX – Men's", "brand": "Salomon", "price": 175.0, "in_stock": True},
        {"id": "SAL-L47452900", "name": "Salomon Genesis Trail Running Shoe – Men's", "brand": "Salomon", "price": 160.0, "in_stock": True},
        {"id": "SAL-L47452300", "name": "Salomon Genesis Trail Running Shoe – Women's", "brand": "Salomon", "price": 160.0, "in_stock": True},
        {"id": "SAL-L41737600", "name": "Salomon Speedcross 6 Trail Running Shoe – Men's", "brand": "Salomon", "price": 145.0, "in_stock": True},
        {"id": "SAL-L41738100", "name": "Salomon Speedcross 6 Trail Running Shoe – Women's", "brand": "Salomon", "price": 145.0, "in_stock": True},
    ]
    turns = [
        (call("get_index_stats", index_uid="products"), mcp_text({"numberOfDocuments": 12480, "isIndexing": False, "fieldDistribution": fields})),
        (call("get_settings", index_uid="products"), mcp_text(settings)),
        (call("add_documents", index_uid="products", documents=docs, primary_key="id"),
         mcp_text({"taskUid": 5821, "indexUid": "products", "status": "enqueued", "type": "documentAdditionOrUpdate", "enqueuedAt": "2024-06-17T13:02:41.188302Z"})),
        (call("get_task", task_uid=5821),
         mcp_text(task(5821, "documentAdditionOrUpdate", "succeeded", {"receivedDocuments": 3, "indexedDocuments": 3}, "2024-06-17T13:02:41.188302Z", "2024-06-17T13:02:41.191774Z", "2024-06-17T13:02:41.604660Z", "PT0.412886S"))),
        (call("delete_documents", index_uid="products", document_ids=["SAL-L41602500", "SAL-L41602600"]),
         mcp_text({"taskUid": 5822, "indexUid": "products", "status": "enqueued", "type": "documentDeletion", "enqueuedAt": "2024-06-17T13:03:27.550917Z"})),
        (call("get_task", task_uid=5822),
         mcp_text(task(5822, "documentDeletion", "succeeded", {"providedIds": 2, "deletedDocuments": 2, "originalFilter": None}, "2024-06-17T13:03:27.550917Z", "2024-06-17T13:03:27.553102Z", "2024-06-17T13:03:27.741385Z", "PT0.188283S"))),
        (call("update_settings", index_uid="products", settings={"filterableAttributes": facets}),
         mcp_text({"taskUid": 5823, "indexUid": "products", "status": "enqueued", "type": "settingsUpdate", "enqueuedAt": "2024-06-17T13:04:02.019644Z"})),
        (call("get_task", task_uid=5823),
         mcp_text(task(5823, "settingsUpdate", "succeeded", {"filterableAttributes": facets}, "2024-06-17T13:04:02.019644Z", "2024-06-17T13:04:02.022871Z", "2024-06-17T13:04:05.894373Z", "PT3.871502S"))),
        (call("get_index_stats", index_uid="products"), mcp_text({"numberOfDocuments": 12483, "isIndexing": False, "fieldDistribution": bad})),
        (call("search", index_uid="products", q="trail running shoe", filter="brand = Salomon AND in_stock = true", limit=5, attributes_to_retrieve=["id", "name", "brand", "price", "in_stock"]),
         mcp_text({"hits": hit, "query": "trail running shoe", "processingTimeMs": 4, "limit": 5, "offset": 0, "estimatedTotalHits": 14})),
    ]
    rs.add(task=T, tid="h35-mcp-03", system=system, turns=turns, state=state, bad=True, turn=9,
           kind="document count 12,483 ignores the two confirmed deletions (12,480 + 3 - 2 = 12,481)")


# Xero: clean
def t04(rs: RowSet) -> None:
    system = mcp_system("xero", "Xero Accounting API for the organisation Tui Bay Engineering Ltd", [
        tool("list_contacts", "List contacts, optionally filtered with a Xero where clause.", {"where": S, "page": INT}, []),
        tool("create_invoice", "Create a sales (ACCREC) or bill (ACCPAY) invoice.", {"Type": S, "ContactID": S, "Date": S, "DueDate": S, "LineAmountTypes": S, "LineItems": A, "Reference": S, "Status": S}, ["Type", "ContactID", "LineItems"]),
        tool("update_invoice", "Update an invoice (status, reference, due date, line items).", {"InvoiceID": S, "Status": S, "Reference": S, "DueDate": S, "LineItems": A}, ["InvoiceID"]),
        tool("get_invoice", "Get one invoice with its payments.", {"InvoiceID": S}, ["InvoiceID"]),
        tool("list_accounts", "List chart-of-accounts entries, optionally filtered with a where clause.", {"where": S}, []),
        tool("create_payment", "Apply a payment to an invoice from a bank account.", {"InvoiceID": S, "AccountID": S, "Date": S, "Amount": {"type": "number"}, "Reference": S}, ["InvoiceID", "AccountID", "Amount"]),
    ])
    state = ("Xero organisation 'Tui Bay Engineering Ltd' (NZ, GST registered, base currency NZD, today 21 Jun 2024). Task: invoice Harbourside "
             "Marina Trust for 12 hours of structural consulting at NZ$165.00 and the pontoon C site survey (NZ$450.00), both plus 15% GST, dated "
             "10 Jun and due 24 Jun, approve it, then record the two payments received into the ANZ business account: NZ$1,500.00 on 14 Jun and "
             "the balance on 21 Jun.")

    def xd(s: str, offset: bool = True) -> str:
        ms = int(datetime.fromisoformat(s).replace(tzinfo=timezone.utc).timestamp() * 1000)
        return f"/Date({ms}+0000)/" if offset else f"/Date({ms})/"

    def env(key: str, items: list[Any], at: str, rid: str) -> str:
        return pj({"Id": rid, "Status": "OK", "ProviderName": "Xero MCP Server", "DateTimeUTC": xd(at, False), key: items})

    hmt = {"ContactID": "a3f1c6d2-8b47-4e19-9c0d-5e7b21f4a8c3", "ContactStatus": "ACTIVE", "Name": "Harbourside Marina Trust", "FirstName": "Rangi", "LastName": "Walker",
           "EmailAddress": "accounts@harboursidemarina.org.nz", "BankAccountDetails": "", "TaxNumber": "112-884-306",
           "Addresses": [{"AddressType": "POBOX", "AddressLine1": "PO Box 4127", "City": "Tauranga", "Region": "Bay of Plenty", "PostalCode": "3140", "Country": "New Zealand"},
                         {"AddressType": "STREET", "AddressLine1": "2 Harbour Drive", "City": "Tauranga", "Region": "Bay of Plenty", "PostalCode": "3110", "Country": "New Zealand"}],
           "Phones": [{"PhoneType": "DEFAULT", "PhoneNumber": "578 2210", "PhoneAreaCode": "07", "PhoneCountryCode": "64"}],
           "UpdatedDateUTC": xd("2024-03-11T22:14:08"), "ContactGroups": [], "IsSupplier": False, "IsCustomer": True, "DefaultCurrency": "NZD",
           "SalesDefaultAccountCode": "200", "ContactPersons": [], "HasAttachments": False, "HasValidationErrors": False}
    hch = {"ContactID": "0d7e4b19-5a2c-46f3-8e81-b9c37f6a2d05", "ContactStatus": "ACTIVE", "Name": "Harbour Crane Hire Ltd", "EmailAddress": "invoices@harbourcrane.co.nz",
           "BankAccountDetails": "12-3150-0227841-00", "TaxNumber": "094-551-872", "Addresses": [{"AddressType": "POBOX", "AddressLine1": "PO Box 882", "City": "Mount Maunganui", "Region": "", "PostalCode": "3149", "Country": "New Zealand"}],
           "Phones": [{"PhoneType": "DEFAULT", "PhoneNumber": "575 0094", "PhoneAreaCode": "07", "PhoneCountryCode": "64"}],
           "UpdatedDateUTC": xd("2023-10-02T03:40:51"), "ContactGroups": [], "IsSupplier": True, "IsCustomer": False, "DefaultCurrency": "NZD",
           "PurchasesDefaultAccountCode": "310", "ContactPersons": [], "HasAttachments": False, "HasValidationErrors": False}
    lines_in = [{"Description": "Structural consulting – pontoon C load assessment (hours)", "Quantity": 12, "UnitAmount": 165.00, "AccountCode": "200", "TaxType": "OUTPUT2"},
                {"Description": "Site survey – marina pontoon C", "Quantity": 1, "UnitAmount": 450.00, "AccountCode": "200", "TaxType": "OUTPUT2"}]
    lines = [{"Description": lines_in[0]["Description"], "UnitAmount": 165.0, "TaxType": "OUTPUT2", "TaxAmount": 297.0, "LineAmount": 1980.0, "AccountCode": "200", "Tracking": [], "Quantity": 12.0, "LineItemID": "c61f0a3e-7d42-4b58-9e17-2a8d5c0b4f96", "ValidationErrors": []},
             {"Description": lines_in[1]["Description"], "UnitAmount": 450.0, "TaxType": "OUTPUT2", "TaxAmount": 67.5, "LineAmount": 450.0, "AccountCode": "200", "Tracking": [], "Quantity": 1.0, "LineItemID": "e2b94d70-1c85-4a3f-b6e9-7f03a1d2c58b", "ValidationErrors": []}]
    inv_id = "6e2b9d41-3c7a-4f85-a1e0-92d4c7b5f318"
    contact_ref = {"ContactID": hmt["ContactID"], "Name": "Harbourside Marina Trust", "Addresses": [], "Phones": [], "ContactGroups": [], "ContactPersons": [], "HasValidationErrors": False}
    inv = {"Type": "ACCREC", "InvoiceID": inv_id, "InvoiceNumber": "INV-0473", "Reference": "PO 7781", "Payments": [], "CreditNotes": [], "Prepayments": [], "Overpayments": [],
           "AmountDue": 2794.5, "AmountPaid": 0.0, "AmountCredited": 0.0, "CurrencyRate": 1.0, "IsDiscounted": False, "HasAttachments": False, "HasErrors": False,
           "Contact": contact_ref, "DateString": "2024-06-10T00:00:00", "Date": xd("2024-06-10T00:00:00"), "DueDateString": "2024-06-24T00:00:00", "DueDate": xd("2024-06-24T00:00:00"),
           "BrandingThemeID": "5d4dd402-c851-497e-aae1-9ff265c0d15a", "Status": "DRAFT", "LineAmountTypes": "Exclusive", "LineItems": lines,
           "SubTotal": 2430.0, "TotalTax": 364.5, "Total": 2794.5, "UpdatedDateUTC": xd("2024-06-21T01:12:37.430"), "CurrencyCode": "NZD", "SentToContact": False}
    inv_auth = upd(inv, Status="AUTHORISED", UpdatedDateUTC=xd("2024-06-21T01:13:02.117"))
    anz = "13918178-849a-4823-9a31-57b7eac713d7"
    accounts = [
        {"AccountID": anz, "Code": "090", "Name": "ANZ Business Account", "Status": "ACTIVE", "Type": "BANK", "TaxType": "NONE", "Class": "ASSET", "EnablePaymentsToAccount": False, "ShowInExpenseClaims": False, "BankAccountNumber": "010241045871200", "BankAccountType": "BANK", "CurrencyCode": "NZD", "ReportingCode": "ASS", "ReportingCodeName": "Assets", "HasAttachments": False, "UpdatedDateUTC": xd("2022-07-14T20:31:55"), "AddToWatchlist": False},
        {"AccountID": "5ec2f302-cd60-4f8b-a915-9229dd45e6fa", "Code": "091", "Name": "ANZ Online Saver", "Status": "ACTIVE", "Type": "BANK", "TaxType": "NONE", "Class": "ASSET", "EnablePaymentsToAccount": False, "ShowInExpenseClaims": False, "BankAccountNumber": "010241045871230", "BankAccountType": "BANK", "CurrencyCode": "NZD", "ReportingCode": "ASS", "ReportingCodeName": "Assets", "HasAttachments": False, "UpdatedDateUTC": xd("2022-07-14T20:33:10"), "AddToWatchlist": False},
        {"AccountID": "a8c8d3f4-1b5e-4a27-9d0b-6e3f72c81b44", "Code": "092", "Name": "Westpac Business Visa", "Status": "ACTIVE", "Type": "BANK", "TaxType": "NONE", "Class": "LIABILITY", "EnablePaymentsToAccount": False, "ShowInExpenseClaims": False, "BankAccountNumber": "4864xxxxxxxx2291", "BankAccountType": "CREDITCARD", "CurrencyCode": "NZD", "ReportingCode": "LIA", "ReportingCodeName": "Liabilities", "HasAttachments": False, "UpdatedDateUTC": xd("2023-02-01T02:05:47"), "AddToWatchlist": False},
    ]
    inv_ref = {"Type": "ACCREC", "InvoiceID": inv_id, "InvoiceNumber": "INV-0473", "Payments": [], "CreditNotes": [], "Prepayments": [], "Overpayments": [], "IsDiscounted": False, "HasErrors": False,
               "Contact": {"ContactID": hmt["ContactID"], "Name": "Harbourside Marina Trust", "Addresses": [], "Phones": [], "ContactGroups": [], "ContactPersons": [], "HasValidationErrors": False},
               "LineItems": [], "CurrencyCode": "NZD"}

    def payment(pid, date, amount, ref, at):
        return {"PaymentID": pid, "Date": xd(date + "T00:00:00"), "BankAmount": amount, "Amount": amount, "Reference": ref, "CurrencyRate": 1.0, "PaymentType": "ACCRECPAYMENT",
                "Status": "AUTHORISED", "UpdatedDateUTC": xd(at), "HasAccount": True, "IsReconciled": False, "Account": {"AccountID": anz, "Code": "090"},
                "Invoice": inv_ref, "HasValidationErrors": False}

    p1 = payment("f3a07c52-9e14-4b6d-8d21-c4e8b5a79013", "2024-06-14", 1500.0, "DC 14/06 HMT INV-0473", "2024-06-21T01:15:44.903")
    p2 = payment("8b61d4e9-2f07-4c3a-a5b8-0d9e73f16c24", "2024-06-21", 1294.5, "DC 21/06 HMT INV-0473 BAL", "2024-06-21T01:17:29.256")

    def short(p):
        return {"PaymentID": p["PaymentID"], "Date": p["Date"], "Amount": p["Amount"], "Reference": p["Reference"], "CurrencyRate": 1.0, "HasAccount": True, "HasValidationErrors": False}

    inv_p1 = upd(inv_auth, Payments=[short(p1)], AmountDue=1294.5, AmountPaid=1500.0, UpdatedDateUTC=xd("2024-06-21T01:15:44.903"))
    inv_p2 = upd(inv_auth, Payments=[short(p1), short(p2)], AmountDue=0.0, AmountPaid=2794.5, Status="PAID", UpdatedDateUTC=xd("2024-06-21T01:17:29.256"), FullyPaidOnDate=xd("2024-06-21T00:00:00"))
    turns = [
        (call("list_contacts", where='Name.Contains("Harbour")'), env("Contacts", [hch, hmt], "2024-06-21T01:11:20.504", "7f2a9c41-0b3e-4d56-8a17-e9c2b4f6d038")),
        (call("create_invoice", Type="ACCREC", ContactID=hmt["ContactID"], Date="2024-06-10", DueDate="2024-06-24", LineAmountTypes="Exclusive", LineItems=lines_in, Reference="PO 7781", Status="DRAFT"),
         env("Invoices", [inv], "2024-06-21T01:12:37.512", "b04e6d2a-3f71-48c9-9e05-1a7c8d2f3b69")),
        (call("update_invoice", InvoiceID=inv_id, Status="AUTHORISED"), env("Invoices", [inv_auth], "2024-06-21T01:13:02.201", "c8d1f5e0-6a24-4b9d-8173-5e0a2c9f7d14")),
        (call("list_accounts", where='Type=="BANK"'), env("Accounts", accounts, "2024-06-21T01:14:10.377", "2d9e7b35-48c1-4f0a-b6d2-93e1a5c70f88")),
        (call("create_payment", InvoiceID=inv_id, AccountID=anz, Date="2024-06-14", Amount=1500.00, Reference="DC 14/06 HMT INV-0473"),
         env("Payments", [p1], "2024-06-21T01:15:45.012", "e5a3c7d9-1f28-4b60-a4e9-7c2d0b8f5a31")),
        (call("get_invoice", InvoiceID=inv_id), env("Invoices", [inv_p1], "2024-06-21T01:16:08.640", "91c4e2b7-5d03-4a8f-9b16-2f7e0d3c6a95")),
        (call("create_payment", InvoiceID=inv_id, AccountID=anz, Date="2024-06-21", Amount=1294.50, Reference="DC 21/06 HMT INV-0473 BAL"),
         env("Payments", [p2], "2024-06-21T01:17:29.388", "4b8f0e62-c7a1-4d39-8e25-6a1d9c3b7f40")),
        (call("get_invoice", InvoiceID=inv_id), env("Invoices", [inv_p2], "2024-06-21T01:17:51.109", "d3f6a8c0-2e94-4b17-a5d8-0c7b1e9f2a63")),
    ]
    rs.add(task=T, tid="h35-mcp-04", system=system, turns=turns, state=state)


# Help Scout: bad
def t05(rs: RowSet) -> None:
    system = mcp_system("helpscout", "Help Scout Mailbox API v2 for Larkspur Audio support", [
        tool("list_mailboxes", "List the mailboxes the user can access.", {}, []),
        tool("list_conversations", "List conversations of a mailbox. status: active, pending, closed, spam, all.", {"mailbox": INT, "status": S, "tag": S, "page": INT, "sortField": S, "sortOrder": S}, []),
        tool("get_conversation", "Get a conversation; embed=threads includes the threads.", {"conversation_id": INT, "embed": S}, ["conversation_id"]),
        tool("delete_conversation", "Permanently delete a conversation.", {"conversation_id": INT}, ["conversation_id"]),
        tool("create_reply", "Reply to the customer on a conversation and set its status.", {"conversation_id": INT, "customer_id": INT, "text": S, "user": INT, "status": S}, ["conversation_id", "customer_id", "text"]),
        tool("update_conversation_tags", "Replace the tags of a conversation.", {"conversation_id": INT, "tags": A}, ["conversation_id", "tags"]),
    ])
    state = ("Help Scout account of Larkspur Audio, user Tomás Ferreira (user id 614702). Task: delete the two spam conversations sitting in the "
             "Support mailbox's active queue, answer Hannah Okoye's firmware question (USB input not detected after DAC-2 firmware 3.1; the fix is "
             "firmware 3.1.2 released today) and leave her conversation pending, then tag it.")
    base = "https://api.helpscout.net/v2/conversations/"
    tagmap = {"firmware": 8812339, "order-status": 8812341, "warranty": 8812344, "spare-parts": 8812350, "billing": 8812352, "dac-2": 8812367, "wholesale": 8812371, "usb": 8812388, "returns": 8812390}
    colors = {"firmware": "#1292EE", "order-status": "#F9A825", "warranty": "#E53935", "spare-parts": "#8E24AA", "billing": "#43A047", "dac-2": "#00897B", "wholesale": "#5E35B1", "usb": "#6D4C41", "returns": "#FB8C00"}

    def conv(i, num, subject, preview, cust, created, updated, waiting, friendly, threads, tags, status="active", assignee=None):
        cid, first, last, email = cust
        person = {"id": cid, "type": "customer", "first": first, "last": last, "email": email}
        out = {"id": i, "number": num, "threads": threads, "type": "email", "folderId": 6140219 if status == "active" else 6140223, "status": status, "state": "published",
               "subject": subject, "preview": preview, "mailboxId": 248113}
        if assignee:
            out["assignee"] = assignee
        out.update({"createdBy": person, "createdAt": created, "closedBy": 0, "userUpdatedAt": updated,
                    "customerWaitingSince": {"time": waiting, "friendly": friendly} if waiting else {}, "source": {"type": "email", "via": "customer"},
                    "tags": [{"id": tagmap[t], "color": colors[t], "tag": t} for t in tags], "cc": [], "bcc": [], "primaryCustomer": person, "customFields": [],
                    "_links": {"self": {"href": f"{base}{i}"}, "mailbox": {"href": "https://api.helpscout.net/v2/mailboxes/248113"}, "primaryCustomer": {"href": f"https://api.helpscout.net/v2/customers/{cid}"}}})
        return out

    tomas = {"id": 614702, "first": "Tomás", "last": "Ferreira", "email": "tomas@larkspuraudio.com", "type": "user"}
    c42 = conv(2519386342, 40880, "Crypto payment partnership for larkspuraudio.com", "Hi team, we help e-commerce brands accept USDT and BTC with 0% fees for the first year. Can we book a 15-minute call this week?",
               (781240087, "Daniel", "Voss", "partnerships@blockpay-global.io"), "2024-06-18T17:48:05Z", "2024-06-18T17:48:05Z", "2024-06-18T17:48:05Z", "3 hours ago", 1, [])
    c20 = conv(2519386120, 40879, "Boost your Google ranking – 1st page guaranteed", "Hello Larkspuraudio.com owner, I noticed your website is not ranking on the first page of Google for \"audiophile DAC\"...",
               (781239915, "Jessica", "Miller", "seo.outreach@mailhub-pro.net"), "2024-06-18T16:02:33Z", "2024-06-18T16:02:33Z", "2024-06-18T16:02:33Z", "5 hours ago", 1, [])
    c877 = conv(2519385877, 40877, "Invoice request for order LA-77309", "Hi, could you send a VAT invoice for order LA-77309 addressed to Strand Media AB, VAT SE556901234501? Thanks, Oliver",
                (781238420, "Oliver", "Strand", "oliver.strand@strandmedia.se"), "2024-06-18T14:37:19Z", "2024-06-18T14:37:19Z", "2024-06-18T14:37:19Z", "6 hours ago", 1, ["billing"])
    c004 = conv(2519385004, 40875, "Does the DAC-2 support DSD512?", "Before I order: the spec sheet says DSD256 native but a review mentions DSD512 over USB. Which one is right?",
                (781236104, "Kwame", "Asante", "kwame.asante@outlook.com"), "2024-06-18T11:20:51Z", "2024-06-18T11:20:51Z", "2024-06-18T11:20:51Z", "10 hours ago", 1, ["dac-2"])
    c471 = conv(2519384471, 40872, "DAC-2 firmware 3.1 update – USB input no longer detected", "Update: I also tried a different cable and my MacBook, same result. The display shows USB but no device appears.",
                (781204519, "Hannah", "Okoye", "hannah.okoye@gmail.com"), "2024-06-18T08:14:22Z", "2024-06-18T19:02:40Z", "2024-06-18T19:02:40Z", "2 hours ago", 2, ["firmware"], assignee=tomas)
    c310 = conv(2519383310, 40868, "Replacement ear pads for H-40", "Hi, the pads on my H-40 are peeling after two years. Do you sell replacement pads and do they ship to Spain?",
                (781229977, "Rosa", "Delgado", "rosa.delgado@yahoo.es"), "2024-06-17T21:45:10Z", "2024-06-17T21:45:10Z", "2024-06-17T21:45:10Z", "23 hours ago", 1, ["spare-parts"])
    c958 = conv(2519382958, 40866, "Order LA-77120 not shipped yet", "I ordered a P3 on June 11 with express shipping and the status still says processing. Can you check?",
                (781228301, "Ilse", "Brandt", "ilse.brandt@posteo.de"), "2024-06-17T15:09:44Z", "2024-06-17T15:09:44Z", "2024-06-17T15:09:44Z", "1 day ago", 1, ["order-status"])
    c207 = conv(2519381207, 40861, "Warranty claim – left channel dead on Larkspur P3", "The left channel of my P3 went silent last week (serial P3-22-0418871). Bought March 2023 from Audio Lounge Leeds.",
                (781221560, "Ben", "Lowry", "ben.lowry@icloud.com"), "2024-06-17T09:31:27Z", "2024-06-17T09:31:27Z", "2024-06-17T09:31:27Z", "1 day ago", 1, ["warranty"])
    page = lambda n: {"size": 25, "totalElements": n, "totalPages": 1, "number": 1}  # noqa: E731
    links = {"self": {"href": "https://api.helpscout.net/v2/conversations?mailbox=248113&status=active&page=1"}, "first": {"href": "https://api.helpscout.net/v2/conversations?mailbox=248113&status=active&page=1"},
             "last": {"href": "https://api.helpscout.net/v2/conversations?mailbox=248113&status=active&page=1"}, "page": {"href": "https://api.helpscout.net/v2/conversations?mailbox=248113&status=active&page={page}", "templated": True}}
    mailboxes = {"_embedded": {"mailboxes": [
        {"id": 248113, "name": "Support", "slug": "9f1c2a7e5b3d4c88", "email": "support@larkspuraudio.com", "createdAt": "2019-04-02T09:12:47Z", "updatedAt": "2024-05-29T13:40:02Z", "_links": {"self": {"href": "https://api.helpscout.net/v2/mailboxes/248113"}}},
        {"id": 248119, "name": "Wholesale", "slug": "4b7e0d9a2f6c1e35", "email": "trade@larkspuraudio.com", "createdAt": "2019-04-02T09:20:13Z", "updatedAt": "2023-11-08T10:05:55Z", "_links": {"self": {"href": "https://api.helpscout.net/v2/mailboxes/248119"}}},
        {"id": 251004, "name": "Returns", "slug": "c3a8f61e0b9d7245", "email": "returns@larkspuraudio.com", "createdAt": "2020-01-15T16:44:31Z", "updatedAt": "2024-02-20T08:17:26Z", "_links": {"self": {"href": "https://api.helpscout.net/v2/mailboxes/251004"}}},
    ]}, "_links": {"self": {"href": "https://api.helpscout.net/v2/mailboxes"}}, "page": {"size": 50, "totalElements": 3, "totalPages": 1, "number": 1}}
    thread_new = {"id": 7381915067, "type": "customer", "status": "active", "state": "published", "action": None,
                  "body": "Update: I also tried a different cable and my MacBook, same result. The display shows USB but no device appears in Audio MIDI Setup. Optical input still works fine.",
                  "source": {"type": "email", "via": "customer"}, "customer": {"id": 781204519, "first": "Hannah", "last": "Okoye", "email": "hannah.okoye@gmail.com"},
                  "createdBy": {"id": 781204519, "type": "customer", "first": "Hannah", "last": "Okoye", "email": "hannah.okoye@gmail.com"}, "assignedTo": {"id": 614702, "first": "Tomás", "last": "Ferreira", "email": "tomas@larkspuraudio.com", "type": "user"},
                  "savedReplyId": 0, "to": ["support@larkspuraudio.com"], "cc": [], "bcc": [], "createdAt": "2024-06-18T19:02:40Z", "openedAt": "2024-06-18T20:41:18Z", "_embedded": {"attachments": []}}
    thread_first = upd(thread_new, id=7381890234, body=("Hi, I updated my DAC-2 (serial DAC2-23-0091544) to firmware 3.1 this morning with the Larkspur Updater on Windows 11. "
                                                        "Since then the USB input is not detected at all: Windows does not show the device and the DAC display just says USB. "
                                                        "Is there a way to roll back? Thanks, Hannah"), createdAt="2024-06-18T08:14:22Z", openedAt="2024-06-18T09:02:55Z")
    full = upd(c471, _embedded={"threads": [thread_new, thread_first]})
    reply_text = ("Hi Hannah,\n\nsorry about that. Firmware 3.1 shipped with a USB descriptor bug that stops some hosts from enumerating the DAC-2. We released "
                  "firmware 3.1.2 today, which fixes it: connect the DAC-2 by USB, hold the INPUT button while powering on to enter recovery mode, then run "
                  "Larkspur Updater 2.4 and choose 3.1.2. Let me know if the USB input shows up afterwards.\n\nBest,\nTomás")
    pend = [
        upd(c471, status="pending", folderId=6140223, threads=3, userUpdatedAt="2024-06-18T21:09:37Z", customerWaitingSince={}, preview=reply_text.replace("\n", " ")[:140]),
        conv(2519379810, 40851, "Return label for H-40 headphones", "Thanks Tomás, I will print the label tomorrow and drop the parcel at DHL.",
             (781214402, "Lukas", "Meier", "lukas.meier@gmx.ch"), "2024-06-16T10:22:08Z", "2024-06-17T08:15:31Z", None, None, 4, ["returns"], status="pending", assignee=tomas),
        conv(2519377462, 40840, "Bulk order quote – 25x P3 for studio", "Sent the quote PDF, waiting for their purchase order.",
             (781207731, "Amara", "Nwosu", "amara@echochamberstudios.co.uk"), "2024-06-14T13:51:40Z", "2024-06-15T09:26:12Z", None, None, 3, ["wholesale"], status="pending", assignee=tomas),
    ]
    turns = [
        (call("list_mailboxes"), pj(mailboxes)),
        (call("list_conversations", mailbox=248113, status="active", sortField="createdAt", sortOrder="desc"),
         pj({"_embedded": {"conversations": [c42, c20, c877, c004, c471, c310, c958, c207]}, "_links": links, "page": page(8)})),
        (call("delete_conversation", conversation_id=2519386120), "Conversation 2519386120 deleted (HTTP 204 No Content)."),
        (call("delete_conversation", conversation_id=2519386342), "Conversation 2519386342 deleted (HTTP 204 No Content)."),
        (call("get_conversation", conversation_id=2519384471, embed="threads"), pj(full)),
        (call("create_reply", conversation_id=2519384471, customer_id=781204519, text=reply_text, user=614702, status="pending"),
         "Reply created (HTTP 201 Created)\nResource-ID: 7381924410\nLocation: https://api.helpscout.net/v2/conversations/2519384471/threads/7381924410\nConversation status: pending"),
        (call("list_conversations", mailbox=248113, status="active", sortField="createdAt", sortOrder="desc"),
         pj({"_embedded": {"conversations": [c42, c877, c004, c310, c958, c207]}, "_links": links, "page": page(6)})),
        (call("list_conversations", mailbox=248113, status="pending", sortField="createdAt", sortOrder="desc"),
         pj({"_embedded": {"conversations": pend}, "_links": {k: ({"href": v["href"].replace("status=active", "status=pending"), "templated": True} if k == "page" else {"href": v["href"].replace("status=active", "status=pending")}) for k, v in links.items()}, "page": page(3)})),
        (call("update_conversation_tags", conversation_id=2519384471, tags=["firmware", "dac-2", "usb"]), "Tags updated for conversation 2519384471 (HTTP 204 No Content)."),
    ]
    rs.add(task=T, tid="h35-mcp-05", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="conversation deleted earlier in the session is listed again in the active queue")


# Twilio: clean
def t06(rs: RowSet) -> None:
    system = mcp_system("twilio", "Twilio REST API for the Brightsmile Dental Group account", [
        tool("list_incoming_phone_numbers", "List the phone numbers of the account.", {"page_size": INT}, []),
        tool("send_message", "Send an SMS.", {"from": S, "to": S, "body": S, "status_callback": S}, ["from", "to", "body"]),
        tool("get_message", "Fetch a message by SID.", {"sid": S}, ["sid"]),
        tool("list_messages", "List messages, filtered by from, to and date_sent.", {"from": S, "to": S, "date_sent_after": S, "page_size": INT}, []),
        tool("lookup_phone_number", "Lookup v2 on a number; fields e.g. line_type_intelligence, caller_name.", {"phone_number": S, "fields": S}, ["phone_number"]),
    ])
    acct = "AC5e0f2b8c94d1a7e63b0c4f9d2a1e87b3"
    state = (f"Twilio account {acct} (Brightsmile Dental Group, Portland OR). Task: send tomorrow's appointment reminders from the clinic's reminder "
             "number to Dana Whitfield (+15035550127, 9:30 AM cleaning with Dr. Patel) and Walter Nguyen (+15035550162, 2:15 PM crown fitting with "
             "Dr. Osei), then check that both arrived.")
    api = f"/2010-04-01/Accounts/{acct}"
    nums = {"first_page_uri": f"{api}/IncomingPhoneNumbers.json?PageSize=50&Page=0", "end": 1, "previous_page_uri": None, "uri": f"{api}/IncomingPhoneNumbers.json?PageSize=50&Page=0", "page_size": 50, "start": 0, "next_page_uri": None, "page": 0,
            "incoming_phone_numbers": [
                {"sid": "PN8d2c7f0e6b1a4f95c3e2d7a9b0f41c6e", "account_sid": acct, "friendly_name": "(503) 555-0148 Reminders", "phone_number": "+15035550148", "voice_url": "", "voice_method": "POST",
                 "sms_url": "https://hooks.brightsmile-dental.com/twilio/sms-inbound", "sms_method": "POST", "status_callback": "", "capabilities": {"voice": True, "sms": True, "mms": True, "fax": False},
                 "date_created": "Tue, 05 Sep 2023 16:41:02 +0000", "date_updated": "Mon, 08 Jan 2024 19:12:44 +0000", "address_requirements": "none", "beta": False, "origin": "twilio", "trunk_sid": None,
                 "emergency_status": "Inactive", "bundle_sid": None, "status": "in-use", "api_version": "2010-04-01", "uri": f"{api}/IncomingPhoneNumbers/PN8d2c7f0e6b1a4f95c3e2d7a9b0f41c6e.json"},
                {"sid": "PNa41b9e3c7d2f0856b1e4c9d7a3f2e0b8", "account_sid": acct, "friendly_name": "(503) 555-0193 Front desk", "phone_number": "+15035550193", "voice_url": "https://hooks.brightsmile-dental.com/twilio/voice", "voice_method": "POST",
                 "sms_url": "", "sms_method": "POST", "status_callback": "", "capabilities": {"voice": True, "sms": True, "mms": True, "fax": False},
                 "date_created": "Tue, 05 Sep 2023 16:44:37 +0000", "date_updated": "Tue, 05 Sep 2023 16:52:10 +0000", "address_requirements": "none", "beta": False, "origin": "twilio", "trunk_sid": None,
                 "emergency_status": "Active", "bundle_sid": None, "status": "in-use", "api_version": "2010-04-01", "uri": f"{api}/IncomingPhoneNumbers/PNa41b9e3c7d2f0856b1e4c9d7a3f2e0b8.json"}]}
    b1 = "Brightsmile Dental: Hi Dana, reminder of your cleaning with Dr. Patel tomorrow (Thu Jun 20) at 9:30 AM. Reply C to confirm or R to reschedule."
    b2 = "Brightsmile Dental: Hi Walter, reminder of your crown fitting with Dr. Osei tomorrow (Thu Jun 20) at 2:15 PM. Reply C to confirm or R to reschedule."

    def msg(sid, to, body, status, created, sent, updated, price, err=None, errmsg=None):
        return {"account_sid": acct, "api_version": "2010-04-01", "body": body, "date_created": created, "date_sent": sent, "date_updated": updated,
                "direction": "outbound-api", "error_code": err, "error_message": errmsg, "from": "+15035550148", "messaging_service_sid": None,
                "num_media": "0", "num_segments": "1" if len(body) <= 160 else "2", "price": price, "price_unit": "USD", "sid": sid, "status": status,
                "subresource_uris": {"media": f"{api}/Messages/{sid}/Media.json", "feedback": f"{api}/Messages/{sid}/Feedback.json"}, "to": to, "uri": f"{api}/Messages/{sid}.json"}

    s1, s2 = "SM0f3a9e6b2d8c41f7a5e1b6c9d0e2f4a7", "SMc72e1d9b4a0f38e6d5b2c7a1e9f04d3b"
    m1q = msg(s1, "+15035550127", b1, "queued", "Wed, 19 Jun 2024 17:42:11 +0000", None, "Wed, 19 Jun 2024 17:42:11 +0000", None)
    m2q = msg(s2, "+15035550162", b2, "queued", "Wed, 19 Jun 2024 17:42:39 +0000", None, "Wed, 19 Jun 2024 17:42:39 +0000", None)
    m1 = upd(m1q, status="delivered", date_sent="Wed, 19 Jun 2024 17:42:12 +0000", date_updated="Wed, 19 Jun 2024 17:42:15 +0000", price="-0.00790")
    m2 = upd(m2q, status="undelivered", date_sent="Wed, 19 Jun 2024 17:42:40 +0000", date_updated="Wed, 19 Jun 2024 17:42:44 +0000", price="-0.00790",
             error_code=30006, error_message="Landline or unreachable carrier")
    older = [
        msg("SM9b4e07c2d1a5f83e6c0b9d2a7f1e4c58", "+15035550185", "Brightsmile Dental: Hi Marcus, reminder of your check-up with Dr. Patel tomorrow (Thu Jun 20) at 8:00 AM. Reply C to confirm or R to reschedule.",
            "delivered", "Wed, 19 Jun 2024 15:30:06 +0000", "Wed, 19 Jun 2024 15:30:07 +0000", "Wed, 19 Jun 2024 15:30:10 +0000", "-0.00790"),
        msg("SM3d8a1f6e0c2b94d7a5e3c1b8f0d6a29e", "+15035550131", "Brightsmile Dental: Hi Priya, reminder of your whitening session with Dr. Osei tomorrow (Thu Jun 20) at 11:00 AM. Reply C to confirm or R to reschedule.",
            "failed", "Wed, 19 Jun 2024 15:30:05 +0000", None, "Wed, 19 Jun 2024 15:30:05 +0000", None, 21610, "Attempt to send to unsubscribed recipient"),
        msg("SMe1c05b8d3f7a2946c0e8b1d4a9f3c72b", "+15035550109", "Brightsmile Dental: Hi Grace, reminder of your implant consult with Dr. Patel tomorrow (Thu Jun 20) at 10:45 AM. Reply C to confirm or R to reschedule.",
            "delivered", "Wed, 19 Jun 2024 15:30:04 +0000", "Wed, 19 Jun 2024 15:30:05 +0000", "Wed, 19 Jun 2024 15:30:09 +0000", "-0.00790"),
    ]
    listing = {"end": 3, "first_page_uri": f"{api}/Messages.json?From=%2B15035550148&DateSent%3E=2024-06-19&PageSize=20&Page=0", "next_page_uri": None, "page": 0, "page_size": 20,
               "previous_page_uri": None, "messages": [m2, m1, older[0], older[2]], "start": 0, "uri": f"{api}/Messages.json?From=%2B15035550148&DateSent%3E=2024-06-19&PageSize=20&Page=0"}
    lookup = {"calling_country_code": "1", "country_code": "US", "phone_number": "+15035550162", "national_format": "(503) 555-0162", "valid": True, "validation_errors": [],
              "caller_name": None, "sim_swap": None, "call_forwarding": None, "line_status": None,
              "line_type_intelligence": {"carrier_name": "Lumen Technologies (CenturyLink) - ILEC", "error_code": None, "mobile_country_code": None, "mobile_network_code": None, "type": "landline"},
              "identity_match": None, "reassigned_number": None, "sms_pumping_risk": None, "phone_number_quality_score": None, "pre_fill": None,
              "url": "https://lookups.twilio.com/v2/PhoneNumbers/+15035550162"}
    turns = [
        (call("list_incoming_phone_numbers", page_size=50), pj(nums)),
        (call("send_message", **{"from": "+15035550148", "to": "+15035550127", "body": b1}), pj(m1q)),
        (call("send_message", **{"from": "+15035550148", "to": "+15035550162", "body": b2}), pj(m2q)),
        (call("get_message", sid=s1), pj(m1)),
        (call("get_message", sid=s2), pj(m2)),
        (call("list_messages", **{"from": "+15035550148", "date_sent_after": "2024-06-19", "page_size": 20}), pj(listing)),
        (call("lookup_phone_number", phone_number="+15035550162", fields="line_type_intelligence"), pj(lookup)),
    ]
    rs.add(task=T, tid="h35-mcp-06", system=system, turns=turns, state=state)


# Chargebee: bad
def t07(rs: RowSet) -> None:
    system = mcp_system("chargebee", "Chargebee Billing API v2 of the site parcelwise", [
        tool("list_customers", "List customers; filter e.g. email[is].", {"email[is]": S, "limit": INT}, []),
        tool("retrieve_customer", "Retrieve a customer.", {"customer_id": S}, ["customer_id"]),
        tool("list_subscriptions", "List subscriptions; filter e.g. customer_id[is], status[is].", {"customer_id[is]": S, "status[is]": S, "limit": INT}, []),
        tool("retrieve_subscription", "Retrieve a subscription.", {"subscription_id": S}, ["subscription_id"]),
        tool("list_item_prices", "List item prices; filter by item_family_id[is], item_type[is], period_unit[is].", {"item_family_id[is]": S, "item_type[is]": S, "period_unit[is]": S, "limit": INT}, []),
        tool("estimate_update_subscription_for_items", "Estimate the effect of changing a subscription's items.", {"subscription_id": S, "subscription_items": A, "replace_items_list": B, "prorate": B}, ["subscription_id", "subscription_items"]),
        tool("update_subscription_for_items", "Change a subscription's items; creates the prorated invoice and collects it.", {"subscription_id": S, "subscription_items": A, "replace_items_list": B, "prorate": B, "invoice_immediately": B}, ["subscription_id", "subscription_items"]),
        tool("retrieve_invoice", "Retrieve an invoice.", {"invoice_id": S}, ["invoice_id"]),
        tool("list_invoices", "List invoices; filter customer_id[is], subscription_id[is]; sort_by[desc]=date.", {"customer_id[is]": S, "subscription_id[is]": S, "sort_by[desc]": S, "limit": INT}, []),
    ])
    state = ("Chargebee site 'parcelwise' (live, USD). Task: Nordhaven Outfitters (billing@nordhaven-outfitters.com) is moving their monthly "
             "subscription from the Growth plan to Scale, effective now with proration. Check the estimate first, then make the change and "
             "confirm the prorated invoice was paid.")
    cust, sub = "AzyhOeUBGp0sf1R9", "169lVKUBVgr4mL2T"
    start, end = unix("2024-06-08T15:27:44"), unix("2024-07-08T15:27:44")
    t_est, t_chg = unix("2024-06-20T14:22:31"), unix("2024-06-20T14:23:58")

    def prorate(at):
        r = (end - at) / (end - start)
        return round(9900 * r), round(24900 * r)

    e_credit, e_charge = prorate(t_est)
    credit, charge = prorate(t_chg)
    pm = "pm_AzqO1zUBGp9x22fW"
    customer = {"id": cust, "first_name": "Signe", "last_name": "Aaltonen", "email": "billing@nordhaven-outfitters.com", "phone": "+1 207 555 0184",
                "company": "Nordhaven Outfitters Inc.", "auto_collection": "on", "offline_payment_method": "no_preference", "net_term_days": 0,
                "allow_direct_debit": False, "created_at": unix("2023-11-08T15:21:09"), "created_from_ip": "73.158.40.211", "taxability": "taxable",
                "updated_at": unix("2024-03-02T10:44:51"), "pii_cleared": "active", "channel": "web", "resource_version": 1709376291322, "deleted": False,
                "object": "customer", "billing_address": {"first_name": "Signe", "last_name": "Aaltonen", "company": "Nordhaven Outfitters Inc.", "line1": "88 Commercial Street",
                                                          "line2": "Suite 4", "city": "Portland", "state_code": "ME", "state": "Maine", "country": "US", "zip": "04101",
                                                          "validation_status": "valid", "object": "billing_address"},
                "card_status": "valid", "promotional_credits": 0, "refundable_credits": 0, "excess_payments": 0, "unbilled_charges": 0,
                "preferred_currency_code": "USD", "mrr": 9900, "primary_payment_source_id": pm, "payment_method": {"object": "payment_method", "type": "card",
                "reference_id": "cus_P8xQ2sVwL4kTzR/card_1OKqJ7Lk3nQ9vB2mXa0sYd5R", "gateway": "stripe", "gateway_account_id": "gw_16CHnXTkgbGN21Ae", "status": "valid"}}
    item = {"item_price_id": "growth-USD-Monthly", "item_type": "plan", "quantity": 1, "unit_price": 9900, "amount": 9900, "free_quantity": 0, "object": "subscription_item"}
    subscription = {"id": sub, "billing_period": 1, "billing_period_unit": "month", "customer_id": cust, "status": "active", "current_term_start": start,
                    "current_term_end": end, "next_billing_at": end, "created_at": unix("2023-11-08T15:27:44"), "started_at": unix("2023-11-08T15:27:44"),
                    "activated_at": unix("2023-11-08T15:27:44"), "created_from_ip": "73.158.40.211", "updated_at": start, "has_scheduled_changes": False,
                    "channel": "web", "resource_version": start * 1000 + 412, "deleted": False, "object": "subscription", "currency_code": "USD",
                    "subscription_items": [item], "due_invoices_count": 0, "mrr": 9900, "exchange_rate": 1.0, "base_currency_code": "USD",
                    "has_scheduled_advance_invoices": False, "auto_close_invoices": True, "payment_source_id": pm}
    card = {"status": "valid", "gateway": "stripe", "gateway_account_id": "gw_16CHnXTkgbGN21Ae", "first_name": "Signe", "last_name": "Aaltonen", "iin": "414720",
            "last4": "6021", "card_type": "visa", "funding_type": "credit", "expiry_month": 9, "expiry_year": 2026, "masked_number": "************6021",
            "object": "card", "customer_id": cust, "payment_source_id": pm}

    def price(pid, name, amount, unit, created):
        return {"item_price": {"id": pid, "name": name, "item_family_id": "parcelwise-platform", "item_id": pid.split("-")[0], "status": "active",
                               "external_name": name.split(" ")[0], "pricing_model": "flat_fee", "price": amount, "period": 1, "period_unit": unit,
                               "trial_period": None, "trial_period_unit": None, "currency_code": "USD", "free_quantity": 0, "channel": "web",
                               "is_taxable": True, "created_at": created, "updated_at": created, "resource_version": created * 1000 + 57, "object": "item_price",
                               "item_type": "plan", "show_description_in_invoices": False, "show_description_in_quotes": False}}

    prices = [price("starter-USD-Monthly", "Starter USD Monthly", 2900, "month", unix("2023-01-16T09:12:00")),
              price("growth-USD-Monthly", "Growth USD Monthly", 9900, "month", unix("2023-01-16T09:13:41")),
              price("scale-USD-Monthly", "Scale USD Monthly", 24900, "month", unix("2023-01-16T09:15:02")),
              price("starter-USD-Yearly", "Starter USD Yearly", 29000, "year", unix("2023-01-16T09:16:30")),
              price("growth-USD-Yearly", "Growth USD Yearly", 99000, "year", unix("2023-01-16T09:17:12")),
              price("scale-USD-Yearly", "Scale USD Yearly", 249000, "year", unix("2023-01-16T09:18:05"))]
    new_item = {"item_price_id": "scale-USD-Monthly", "item_type": "plan", "quantity": 1, "unit_price": 24900, "amount": 24900, "free_quantity": 0, "object": "subscription_item"}

    def line(at, amount):
        return {"id": "li_AzyhTQUBGq3OQ1aK", "date_from": at, "date_to": end, "unit_amount": 24900, "quantity": 1, "amount": amount, "pricing_model": "flat_fee",
                "is_taxed": False, "tax_amount": 0, "object": "line_item", "subscription_id": sub, "customer_id": cust, "description": "Scale USD Monthly - Prorated Charges",
                "entity_type": "plan_item_price", "entity_id": "scale-USD-Monthly", "tax_exempt_reason": "tax_not_configured", "discount_amount": 0, "item_level_discount_amount": 0}

    estimate = {"estimate": {"created_at": t_est, "object": "estimate",
                             "subscription_estimate": {"id": sub, "status": "active", "next_billing_at": end, "object": "subscription_estimate", "currency_code": "USD"},
                             "invoice_estimate": {"recurring": True, "price_type": "tax_exclusive", "sub_total": e_charge, "total": e_charge, "credits_applied": e_credit,
                                                  "amount_paid": 0, "amount_due": e_charge - e_credit, "object": "invoice_estimate", "line_items": [{k: v for k, v in line(t_est, e_charge).items() if k != "id"}],
                                                  "taxes": [], "line_item_taxes": [], "line_item_discounts": [], "round_off_amount": 0, "customer_id": cust, "currency_code": "USD"},
                             "credit_note_estimates": [{"reference_invoice_id": "INV-20813", "type": "refundable", "price_type": "tax_exclusive", "sub_total": e_credit, "total": e_credit,
                                                        "amount_allocated": e_credit, "amount_available": 0, "object": "credit_note_estimate", "currency_code": "USD",
                                                        "line_items": [{"date_from": t_est, "date_to": end, "unit_amount": 9900, "quantity": 1, "amount": e_credit, "pricing_model": "flat_fee",
                                                                        "is_taxed": False, "tax_amount": 0, "object": "line_item", "subscription_id": sub, "customer_id": cust,
                                                                        "description": "Growth USD Monthly - Prorated Credits for 20-Jun-2024 - 08-Jul-2024", "entity_type": "plan_item_price",
                                                                        "entity_id": "growth-USD-Monthly", "discount_amount": 0, "item_level_discount_amount": 0}]}]}}
    paid = charge - credit
    txn = {"txn_id": "txn_AzyhTQUBGq3P81aL", "applied_amount": paid, "applied_at": t_chg + 2, "txn_status": "success", "txn_date": t_chg + 2, "txn_amount": paid}
    invoice = {"id": "INV-21457", "customer_id": cust, "subscription_id": sub, "recurring": True, "status": "paid", "price_type": "tax_exclusive", "date": t_chg,
               "due_date": t_chg, "net_term_days": 0, "exchange_rate": 1.0, "total": charge, "amount_paid": paid, "amount_adjusted": 0, "write_off_amount": 0,
               "credits_applied": credit, "amount_due": 0, "paid_at": t_chg + 2, "updated_at": t_chg + 2, "resource_version": (t_chg + 2) * 1000 + 318, "deleted": False,
               "object": "invoice", "first_invoice": False, "amount_to_collect": 0, "round_off_amount": 0, "new_sales_amount": charge, "has_advance_charges": False,
               "currency_code": "USD", "base_currency_code": "USD", "generated_at": t_chg, "is_gifted": False, "term_finalized": True, "channel": "web", "tax": 0,
               "line_items": [line(t_chg, charge)], "sub_total": charge, "linked_payments": [txn],
               "applied_credits": [{"cn_id": "CN-3318", "applied_amount": credit, "applied_at": t_chg, "cn_reason_code": "subscription_change", "cn_date": t_chg, "cn_status": "refunded"}],
               "adjustment_credit_notes": [], "issued_credit_notes": [], "linked_orders": [], "dunning_attempts": [],
               "billing_address": {k: v for k, v in customer["billing_address"].items() if k != "object"} | {"object": "billing_address"}}
    cn = {"id": "CN-3318", "customer_id": cust, "subscription_id": sub, "reference_invoice_id": "INV-20813", "type": "refundable", "reason_code": "subscription_change",
          "status": "refunded", "date": t_chg, "price_type": "tax_exclusive", "exchange_rate": 1.0, "total": credit, "amount_allocated": credit, "amount_refunded": 0,
          "amount_available": 0, "refunded_at": t_chg, "generated_at": t_chg, "updated_at": t_chg, "channel": "web", "resource_version": t_chg * 1000 + 207,
          "deleted": False, "object": "credit_note", "create_reason_code": "Subscription Change", "currency_code": "USD", "sub_total": credit,
          "allocations": [{"invoice_id": "INV-21457", "allocated_amount": credit, "allocated_at": t_chg, "invoice_date": t_chg, "invoice_status": "paid"}]}
    sub_new = upd(subscription, subscription_items=[new_item], mrr=24900, updated_at=t_chg, resource_version=t_chg * 1000 + 164)
    cust_new = upd(customer, mrr=24900, updated_at=t_chg, resource_version=t_chg * 1000 + 171)

    def past(num, date, txn_id):
        at = unix(date)
        return {"invoice": {"id": num, "customer_id": cust, "subscription_id": sub, "recurring": True, "status": "paid", "price_type": "tax_exclusive", "date": at,
                            "due_date": at, "net_term_days": 0, "exchange_rate": 1.0, "total": 9900, "amount_paid": 9900, "amount_adjusted": 0, "write_off_amount": 0,
                            "credits_applied": 0, "amount_due": 0, "paid_at": at + 3, "updated_at": at + 3, "resource_version": (at + 3) * 1000 + 77, "deleted": False,
                            "object": "invoice", "first_invoice": False, "amount_to_collect": 0, "round_off_amount": 0, "has_advance_charges": False, "currency_code": "USD",
                            "base_currency_code": "USD", "generated_at": at, "is_gifted": False, "term_finalized": True, "channel": "web", "tax": 0, "sub_total": 9900,
                            "linked_payments": [{"txn_id": txn_id, "applied_amount": 9900, "applied_at": at + 3, "txn_status": "success", "txn_date": at + 3, "txn_amount": 9900}]}}

    listing = {"list": [{"invoice": invoice}, past("INV-20813", "2024-06-08T15:27:44", "txn_AzqYb2UBFx7c1Lk9"), past("INV-20162", "2024-05-08T15:27:44", "txn_169zQ8UAwE3vh4Pc")],
               "next_offset": '["1712590064000","237700118"]'}
    turns = [
        (call("list_customers", **{"email[is]": "billing@nordhaven-outfitters.com", "limit": 10}), pj({"list": [{"customer": customer, "card": card}]})),
        (call("list_subscriptions", **{"customer_id[is]": cust, "status[is]": "active"}), pj({"list": [{"subscription": subscription, "customer": customer, "card": card}]})),
        (call("list_item_prices", **{"item_family_id[is]": "parcelwise-platform", "item_type[is]": "plan"}), pj({"list": prices})),
        (call("estimate_update_subscription_for_items", subscription_id=sub, subscription_items=[{"item_price_id": "scale-USD-Monthly", "quantity": 1}], replace_items_list=True, prorate=True), pj(estimate)),
        (call("update_subscription_for_items", subscription_id=sub, subscription_items=[{"item_price_id": "scale-USD-Monthly", "quantity": 1}], replace_items_list=True, prorate=True, invoice_immediately=True),
         pj({"subscription": sub_new, "customer": cust_new, "card": card, "invoice": invoice, "credit_notes": [cn]})),
        (call("retrieve_invoice", invoice_id="INV-21457"), pj({"invoice": invoice})),
        (call("list_invoices", **{"customer_id[is]": cust, "sort_by[desc]": "date", "limit": 3}), pj(listing)),
        (call("retrieve_subscription", subscription_id=sub), pj({"subscription": upd(sub_new, id="169lVKUBVgr4mLzT"), "customer": cust_new, "card": card})),
    ]
    rs.add(task=T, tid="h35-mcp-07", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="subscription id returned by retrieve differs by one character from the id used throughout")


# Algolia: clean
def t08(rs: RowSet) -> None:
    system = mcp_system("algolia", "Algolia Search API for application 7QK2ZB41HT (Fernwood Cloud help center)", [
        tool("list_indices", "List the indices of the application with their sizes.", {"page": INT}, []),
        tool("search_single_index", "Search one index.", {"indexName": S, "query": S, "hitsPerPage": INT, "page": INT, "attributesToRetrieve": A, "filters": S}, ["indexName"]),
        tool("save_objects", "Add or replace records; returns a taskID.", {"indexName": S, "objects": A}, ["indexName", "objects"]),
        tool("get_task", "Status of an indexing task.", {"indexName": S, "taskID": INT}, ["indexName", "taskID"]),
        tool("save_synonym", "Create or replace a synonym.", {"indexName": S, "objectID": S, "synonym": OBJ, "forwardToReplicas": B}, ["indexName", "objectID", "synonym"]),
        tool("delete_object", "Delete a record.", {"indexName": S, "objectID": S}, ["indexName", "objectID"]),
    ])
    state = ("Algolia application 7QK2ZB41HT, help center of Fernwood Cloud. Support says searches for 'forgot password' miss the right articles. "
             "Task: index the two new password articles (kb-1544, kb-1545) in kb_articles_en and add a synonym so 'reset password', 'forgot "
             "password' and 'recover account' match each other, then compare the search before and after.")

    def index(name, created, updated, entries, data, file, build, primary=None, replicas=None):
        out = {"name": name, "createdAt": created, "updatedAt": updated, "entries": entries, "dataSize": data, "fileSize": file, "lastBuildTimeS": build,
               "numberOfPendingTasks": 0, "pendingTask": False}
        if primary:
            out["primary"] = primary
        if replicas:
            out["replicas"] = replicas
        return out

    before = [index("kb_articles_de", "2023-05-08T13:44:20.117Z", "2024-06-19T16:02:48.530Z", 1207, 6710385, 15904768, 2),
              index("kb_articles_en", "2023-02-14T10:21:08.412Z", "2024-06-20T07:55:31.905Z", 1842, 9874213, 23066112, 3, replicas=["kb_articles_en_popularity_desc"]),
              index("kb_articles_en_popularity_desc", "2023-02-14T10:23:51.038Z", "2024-06-20T07:55:32.246Z", 1842, 9874213, 23068672, 3, primary="kb_articles_en"),
              index("kb_articles_en_query_suggestions", "2023-03-01T08:00:12.774Z", "2024-06-20T03:00:41.168Z", 4316, 1120844, 3088384, 1)]
    after = [before[0],
             index("kb_articles_en", "2023-02-14T10:21:08.412Z", "2024-06-20T09:14:52.337Z", 1844, 9886047, 23093248, 3, replicas=["kb_articles_en_popularity_desc"]),
             index("kb_articles_en_popularity_desc", "2023-02-14T10:23:51.038Z", "2024-06-20T09:14:52.611Z", 1844, 9886047, 23095808, 3, primary="kb_articles_en"),
             before[3]]

    def hit(oid, title, url, cat, updated, hl):
        return {"title": title, "url": url, "category": cat, "updated": updated, "objectID": oid,
                "_highlightResult": {"title": {"value": hl, "matchLevel": "full" if "<em>" in hl else "none", "fullyHighlighted": False,
                                               "matchedWords": ["reset", "password"] if "<em>" in hl else []}}}

    h1021 = hit("kb-1021", "Reset your password from the sign-in page", "https://help.fernwood.cloud/en/articles/1021", "Account & sign-in", "2024-02-11", "<em>Reset</em> your <em>password</em> from the sign-in page")
    h1187 = hit("kb-1187", "Reset a user's password as an admin", "https://help.fernwood.cloud/en/articles/1187", "Admin console", "2024-04-03", "<em>Reset</em> a user's <em>password</em> as an admin")
    h0944 = hit("kb-0944", "Password requirements and expiry policy", "https://help.fernwood.cloud/en/articles/944", "Security", "2023-11-20", "<em>Password</em> requirements and expiry policy")
    h1302 = hit("kb-1302", "SSO users: why can't I reset my password?", "https://help.fernwood.cloud/en/articles/1302", "Single sign-on", "2024-05-28", "SSO users: why can't I <em>reset</em> my <em>password</em>?")
    h0761 = hit("kb-0761", "Reset two-factor authentication (2FA)", "https://help.fernwood.cloud/en/articles/761", "Security", "2023-09-07", "<em>Reset</em> two-factor authentication (2FA)")
    h1544 = hit("kb-1544", "Forgot your password? Recover access to your account", "https://help.fernwood.cloud/en/articles/1544", "Account & sign-in", "2024-06-20", "<em>Forgot</em> your <em>password</em>? <em>Recover</em> access to your <em>account</em>")
    h1545 = hit("kb-1545", "Reset password link expired or not arriving", "https://help.fernwood.cloud/en/articles/1545", "Account & sign-in", "2024-06-20", "<em>Reset</em> <em>password</em> link expired or not arriving")
    h1544["_highlightResult"]["title"]["matchedWords"] = ["forgot", "password", "recover", "account"]
    h0944["_highlightResult"]["title"].update(matchLevel="partial", matchedWords=["password"])
    h0761["_highlightResult"]["title"].update(matchLevel="partial", matchedWords=["reset"])
    attrs = ["title", "url", "category", "updated"]

    def result(hits, nb, pages, ms, t):
        return {"hits": hits, "nbHits": nb, "page": 0, "nbPages": pages, "hitsPerPage": 5, "exhaustiveNbHits": True, "exhaustiveTypo": True,
                "exhaustive": {"nbHits": True, "typo": True}, "query": "reset password",
                "params": "query=reset+password&hitsPerPage=5&attributesToRetrieve=%5B%22title%22%2C%22url%22%2C%22category%22%2C%22updated%22%5D",
                "renderingContent": {}, "processingTimeMS": ms, "processingTimingsMS": {"_request": {"roundTrip": t}, "total": ms}, "serverTimeMS": ms + 1}

    objs = [{"objectID": "kb-1544", "title": "Forgot your password? Recover access to your account", "url": "https://help.fernwood.cloud/en/articles/1544",
             "category": "Account & sign-in", "updated": "2024-06-20", "popularity": 0, "locale": "en",
             "body": "If you can't remember your password, select 'Forgot password?' on the sign-in page and enter the email address of your Fernwood account. We send a one-time link that is valid for 60 minutes..."},
            {"objectID": "kb-1545", "title": "Reset password link expired or not arriving", "url": "https://help.fernwood.cloud/en/articles/1545",
             "category": "Account & sign-in", "updated": "2024-06-20", "popularity": 0, "locale": "en",
             "body": "Reset links expire after 60 minutes and can be used once. If the email does not arrive within 5 minutes, check spam and any quarantine at your email provider, then allow-list no-reply@fernwood.cloud..."}]
    syn = {"objectID": "syn-password-reset", "type": "synonym", "synonyms": ["reset password", "forgot password", "recover account"]}
    turns = [
        (call("list_indices"), mcp_text({"items": before, "nbPages": 1})),
        (call("search_single_index", indexName="kb_articles_en", query="reset password", hitsPerPage=5, attributesToRetrieve=attrs),
         mcp_text(result([h1021, h1187, h0944, h1302, h0761], 7, 2, 2, 38))),
        (call("save_objects", indexName="kb_articles_en", objects=objs), mcp_text({"taskID": 184533201002, "objectIDs": ["kb-1544", "kb-1545"]})),
        (call("get_task", indexName="kb_articles_en", taskID=184533201002), mcp_text({"status": "published", "pendingTask": False})),
        (call("save_synonym", indexName="kb_articles_en", objectID="syn-password-reset", synonym=syn, forwardToReplicas=True),
         mcp_text({"taskID": 184533266011, "updatedAt": "2024-06-20T09:14:52.337Z", "id": "syn-password-reset"})),
        (call("get_task", indexName="kb_articles_en", taskID=184533266011), mcp_text({"status": "published", "pendingTask": False})),
        (call("search_single_index", indexName="kb_articles_en", query="reset password", hitsPerPage=5, attributesToRetrieve=attrs),
         mcp_text(result([h1544, h1021, h1545, h1187, h1302], 11, 3, 3, 41))),
        (call("list_indices"), mcp_text({"items": after, "nbPages": 1})),
    ]
    rs.add(task=T, tid="h35-mcp-08", system=system, turns=turns, state=state)


# Upstash: bad
def t09(rs: RowSet) -> None:
    system = mcp_system("upstash", "Upstash developer API and Redis REST for the account ops@kitebase.io", [
        tool("list_databases", "List the Redis databases of the account.", {}, []),
        tool("get_database", "Get the details of one Redis database.", {"database_id": S}, ["database_id"]),
        tool("get_database_stats", "Usage statistics of a database (hourly series, daily requests, monthly totals).", {"database_id": S}, ["database_id"]),
        tool("enable_eviction", "Enable eviction (allkeys-lru style) on a database.", {"database_id": S}, ["database_id"]),
        tool("disable_eviction", "Disable eviction on a database.", {"database_id": S}, ["database_id"]),
        tool("redis_command", "Run one Redis command through the REST API; command is the argument vector.", {"database_id": S, "command": A}, ["database_id", "command"]),
    ])
    state = ("Upstash account ops@kitebase.io. The 'ratelimit-prod' Redis database keeps growing because the per-user rate-limit keys written by "
             "the API gateway never expire. Task: look at those keys, enable eviction on the database and put a 24 h expiry on the stale ones.")
    rl, ss, qs = "6b1f3e0a-92c4-4d7e-b8a5-1c0f7d2e9a34", "c03d9a57-4e1b-4a2f-9e6d-83b7f5a1c2e8", "91e4b2c8-7d3a-4f61-a0b5-2e9c6d8f1b73"

    def db(i, name, endpoint, created, typ, region, primary, reads, tls, eviction, budget, mem):
        return {"database_id": i, "database_name": name, "password": "********", "endpoint": endpoint, "port": 6379, "creation_time": created, "state": "active",
                "tls": tls, "eviction": eviction, "auto_upgrade": False, "consistent": False, "type": typ, "budget": budget, "region": region,
                "primary_region": primary, "read_regions": reads, "all_regions": [primary] + reads, "db_max_clients": 10000 if typ != "free" else 1000,
                "db_max_request_size": 104857600 if typ != "free" else 10485760, "db_disk_threshold": 107374182400 if typ != "free" else 268435456,
                "db_max_entry_size": 104857600, "db_memory_threshold": mem, "db_max_commands_per_second": 10000 if typ != "free" else 1000,
                "db_daily_bandwidth_limit": 53687091200 if typ != "free" else 10737418240, "rest_token": "********", "read_only_rest_token": "********", "modifying_state": ""}

    d_rl = db(rl, "ratelimit-prod", "moved-ladybug-41827.upstash.io", 1695821544, "payg", "global", "us-east-1", ["eu-west-1"], True, False, 360, 3221225472)
    d_ss = db(ss, "sessions-prod", "fond-gannet-30219.upstash.io", 1689004127, "payg", "global", "us-east-1", [], True, True, 200, 3221225472)
    d_qs = db(qs, "queue-staging", "smart-hawk-52904.upstash.io", 1702473390, "free", "eu-west-1", "eu-west-1", [], True, False, 0, 268435456)
    hours = ["2024-06-24 05:00:00.000 +0000 UTC", "2024-06-24 06:00:00.000 +0000 UTC", "2024-06-24 07:00:00.000 +0000 UTC", "2024-06-24 08:00:00.000 +0000 UTC",
             "2024-06-24 09:00:00.000 +0000 UTC", "2024-06-24 10:00:00.000 +0000 UTC"]

    def series(vals):
        return [{"x": h, "y": v} for h, v in zip(hours, vals)]

    stats = {"connection_count": series([38, 41, 57, 88, 112, 109]), "keyspace": series([47160, 47302, 47518, 47790, 48044, 48213]),
             "throughput": series([812.4, 905.1, 1388.7, 2210.9, 2904.3, 2861.0]), "produce_throughput": series([0, 0, 0, 0, 0, 0]),
             "consume_throughput": series([0, 0, 0, 0, 0, 0]), "diskusage": series([1981407232, 1984102400, 1988837376, 1994719232, 2001235968, 2004981760]),
             "latencymean": series([0.41, 0.39, 0.44, 0.52, 0.58, 0.55]), "read_latency_mean": series([0.33, 0.31, 0.35, 0.41, 0.47, 0.44]),
             "write_latency_mean": series([0.58, 0.55, 0.61, 0.73, 0.81, 0.78]),
             "dailyrequests": [{"x": d, "y": v} for d, v in zip(["2024-06-18", "2024-06-19", "2024-06-20", "2024-06-21", "2024-06-22", "2024-06-23", "2024-06-24"],
                                                                   [9184022, 9410337, 9287719, 9022481, 4410936, 3982104, 4217730])],
             "days": ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Monday"],
             "dailybilling": [{"x": d, "y": v} for d, v in zip(["2024-06-18", "2024-06-19", "2024-06-20", "2024-06-21", "2024-06-22", "2024-06-23", "2024-06-24"],
                                                                 [2.07, 2.12, 2.09, 2.03, 1.19, 1.10, 0.98])],
             "total_monthly_requests": 161847229, "total_monthly_storage": 2004981760, "total_monthly_billing": 38.61,
             "command_counts": [{"metric_identifier": "EVALSHA", "data_points": series([51203, 56891, 86730, 138102, 181466, 178930])},
                                {"metric_identifier": "GET", "data_points": series([2410, 2688, 4012, 6571, 8830, 8702])},
                                {"metric_identifier": "INCR", "data_points": series([1120, 1305, 1940, 3006, 3892, 3811])}]}
    keys = ["ratelimit:user:88213:api", "ratelimit:user:40127:api", "ratelimit:user:88213:login", "ratelimit:user:51990:api", "ratelimit:user:7302:export",
            "ratelimit:user:120448:api", "ratelimit:user:40127:login", "ratelimit:user:99871:api", "ratelimit:user:63305:webhook", "ratelimit:user:15580:api",
            "ratelimit:user:102934:api", "ratelimit:user:88476:login"]
    key = "ratelimit:user:40127:api"
    d_rl_ev = upd(d_rl, eviction=True)
    turns = [
        (call("list_databases"), pj([d_rl, d_ss, d_qs])),
        (call("get_database_stats", database_id=rl), pj(stats)),
        (call("redis_command", database_id=rl, command=["DBSIZE"]), pj({"result": 48227})),
        (call("redis_command", database_id=rl, command=["SCAN", "0", "MATCH", "ratelimit:user:*", "COUNT", "200"]), pj({"result": ["1835008", keys]})),
        (call("redis_command", database_id=rl, command=["TTL", key]), pj({"result": -1})),
        (call("redis_command", database_id=rl, command=["OBJECT", "IDLETIME", key]), pj({"result": 2419212})),
        (call("enable_eviction", database_id=rl), pj("OK")),
        (call("get_database", database_id=rl), pj(d_rl_ev)),
        (call("redis_command", database_id=rl, command=["EXPIRE", key, "86400"]), pj({"result": 1})),
        (call("redis_command", database_id=rl, command=["TTL", key]), pj({"result": 86394})),
        (call("redis_command", database_id=rl, command=["DBSIZE"]), pj({"result": 48241})),
        (call("list_databases"), pj([upd(d_rl_ev, tls=False), d_ss, d_qs])),
    ]
    rs.add(task=T, tid="h35-mcp-09", system=system, turns=turns, state=state, bad=True, turn=12,
           kind="TLS of ratelimit-prod flips to false though only eviction was changed")


# Contentful: clean
def t10(rs: RowSet) -> None:
    system = mcp_system("contentful", "Contentful Content Management API for the Alder & Finch blog space", [
        tool("get_entries", "Query entries of a content type; query holds field filters such as fields.slug.", {"content_type": S, "query": OBJ, "limit": INT}, []),
        tool("get_content_type", "Get a content type definition.", {"content_type_id": S}, ["content_type_id"]),
        tool("update_entry", "Replace the fields of an entry; version must be the current sys.version.", {"entry_id": S, "version": INT, "fields": OBJ}, ["entry_id", "version", "fields"]),
        tool("publish_entry", "Publish an entry at the given version.", {"entry_id": S, "version": INT}, ["entry_id", "version"]),
        tool("create_asset", "Create an asset from a remote upload URL.", {"fields": OBJ}, ["fields"]),
        tool("process_asset", "Process the file of an asset for a locale.", {"asset_id": S, "locale": S}, ["asset_id", "locale"]),
        tool("get_asset", "Get an asset.", {"asset_id": S}, ["asset_id"]),
        tool("publish_asset", "Publish an asset at the given version.", {"asset_id": S, "version": INT}, ["asset_id", "version"]),
    ])
    space, env = "kq3r8w1m2zpl", "master"
    state = (f"Contentful space '{space}' (Alder & Finch blog), environment 'master', locale en-US. Task: the post with slug "
             "'spring-garden-planning-guide' has a typo in its title and no hero image. Fix the title to 'Spring garden planning guide: raised beds, "
             "soil and sowing dates', add the hero image hosted at https://images.alderfinch.co.uk/uploads/raised-beds-2024.jpg and publish.")

    def link(kind, i):
        return {"sys": {"type": "Link", "linkType": kind, "id": i}}

    ruth, me = link("User", "4FLrUHftHW3v2BLi9fzfjU"), link("User", "0b7cKZ1rN9pQe3XwS5mDyA")
    eid, aid = "5KsDBWseXY6QegucYAoacS", "3QxAPL7ZbpK2Wq9mHsTdVe"

    def esys(version, pversion, updated, published, counter, upd_by, pub_by):
        return {"space": link("Space", space), "id": eid, "type": "Entry", "createdAt": "2024-03-02T10:14:27.902Z", "updatedAt": updated,
                "environment": link("Environment", env), "publishedVersion": pversion, "publishedAt": published, "firstPublishedAt": "2024-03-04T08:00:12.610Z",
                "createdBy": ruth, "updatedBy": upd_by, "publishedCounter": counter, "version": version, "publishedBy": pub_by, "automationTags": [],
                "contentType": link("ContentType", "blogPost")}

    body = {"nodeType": "document", "data": {}, "content": [
        {"nodeType": "paragraph", "data": {}, "content": [{"nodeType": "text", "value": "February is the month to plan: sketch your beds, order seed and check the soil before the first sowing window opens.", "marks": [], "data": {}}]},
        {"nodeType": "heading-2", "data": {}, "content": [{"nodeType": "text", "value": "Raised beds or open ground?", "marks": [], "data": {}}]},
        {"nodeType": "paragraph", "data": {}, "content": [{"nodeType": "text", "value": "Raised beds warm up two to three weeks earlier and drain better on clay, which is why we start most of our spring crops in them.", "marks": [], "data": {}}]},
        {"nodeType": "heading-2", "data": {}, "content": [{"nodeType": "text", "value": "Sowing dates for the south of England", "marks": [], "data": {}}]},
        {"nodeType": "paragraph", "data": {}, "content": [{"nodeType": "text", "value": "Broad beans and peas from early March, carrots and beetroot from late March, French beans only after the last frost in mid-May.", "marks": [], "data": {}}]}]}
    fields = {"title": {"en-US": "Spring garden planing guide"}, "slug": {"en-US": "spring-garden-planning-guide"},
              "excerpt": {"en-US": "Beds, soil and a sowing calendar: everything to decide before the first seeds go in."},
              "body": {"en-US": body}, "author": {"en-US": link("Entry", "2bHXyq0N1aGu8YkR4mEwTc")},
              "tags": {"en-US": ["gardening", "spring", "raised-beds"]}, "publishDate": {"en-US": "2024-03-04"}}
    new_title = "Spring garden planning guide: raised beds, soil and sowing dates"
    f2 = upd(fields, title={"en-US": new_title})
    f3 = upd(f2, heroImage={"en-US": link("Asset", aid)})
    e0 = {"metadata": {"tags": [], "concepts": []}, "sys": esys(14, 13, "2024-05-21T16:40:09.441Z", "2024-05-21T16:40:09.441Z", 7, ruth, ruth), "fields": fields}
    e1 = {"metadata": {"tags": [], "concepts": []}, "sys": esys(15, 13, "2024-06-27T09:31:18.226Z", "2024-05-21T16:40:09.441Z", 7, me, ruth), "fields": f2}
    e2 = {"metadata": {"tags": [], "concepts": []}, "sys": esys(16, 13, "2024-06-27T09:34:52.903Z", "2024-05-21T16:40:09.441Z", 7, me, ruth), "fields": f3}
    e3 = {"metadata": {"tags": [], "concepts": []}, "sys": esys(17, 16, "2024-06-27T09:35:10.588Z", "2024-06-27T09:35:10.588Z", 8, me, me), "fields": f3}
    ctype = {"sys": {"space": link("Space", space), "id": "blogPost", "type": "ContentType", "createdAt": "2023-01-09T12:02:44.318Z", "updatedAt": "2023-08-14T15:20:07.771Z",
                     "environment": link("Environment", env), "publishedVersion": 17, "publishedAt": "2023-08-14T15:20:07.771Z", "firstPublishedAt": "2023-01-09T12:02:45.106Z",
                     "createdBy": ruth, "updatedBy": ruth, "publishedCounter": 9, "version": 18, "publishedBy": ruth},
             "displayField": "title", "name": "Blog post", "description": "Articles for the Alder & Finch journal",
             "fields": [
                 {"id": "title", "name": "Title", "type": "Symbol", "localized": False, "required": True, "validations": [{"size": {"max": 90}}], "disabled": False, "omitted": False},
                 {"id": "slug", "name": "Slug", "type": "Symbol", "localized": False, "required": True, "validations": [{"unique": True}, {"regexp": {"pattern": "^[a-z0-9-]+$"}}], "disabled": False, "omitted": False},
                 {"id": "excerpt", "name": "Excerpt", "type": "Text", "localized": False, "required": False, "validations": [{"size": {"max": 240}}], "disabled": False, "omitted": False},
                 {"id": "heroImage", "name": "Hero image", "type": "Link", "localized": False, "required": False, "validations": [{"linkMimetypeGroup": ["image"]}, {"assetImageDimensions": {"width": {"min": 1600}}}], "disabled": False, "omitted": False, "linkType": "Asset"},
                 {"id": "body", "name": "Body", "type": "RichText", "localized": False, "required": True, "validations": [{"enabledNodeTypes": ["heading-2", "heading-3", "ordered-list", "unordered-list", "hyperlink", "embedded-asset-block"]}], "disabled": False, "omitted": False},
                 {"id": "author", "name": "Author", "type": "Link", "localized": False, "required": True, "validations": [{"linkContentType": ["person"]}], "disabled": False, "omitted": False, "linkType": "Entry"},
                 {"id": "tags", "name": "Tags", "type": "Array", "localized": False, "required": False, "validations": [], "disabled": False, "omitted": False, "items": {"type": "Symbol", "validations": []}},
                 {"id": "publishDate", "name": "Publish date", "type": "Date", "localized": False, "required": True, "validations": [], "disabled": False, "omitted": False}]}

    def asys(version, updated, pversion=None, published=None, counter=0):
        out = {"space": link("Space", space), "id": aid, "type": "Asset", "createdAt": "2024-06-27T09:32:40.117Z", "updatedAt": updated,
               "environment": link("Environment", env), "createdBy": me, "updatedBy": me, "publishedCounter": counter, "version": version}
        if pversion:
            out.update(publishedVersion=pversion, publishedAt=published, firstPublishedAt=published, publishedBy=me)
        return out

    a_title = {"en-US": "Raised beds in early spring"}
    a_desc = {"en-US": "Three cedar raised beds with young broad bean plants and a gravel path, March morning light"}
    upload = "https://images.alderfinch.co.uk/uploads/raised-beds-2024.jpg"
    a1 = {"metadata": {"tags": [], "concepts": []}, "sys": asys(1, "2024-06-27T09:32:40.117Z"),
          "fields": {"title": a_title, "description": a_desc, "file": {"en-US": {"upload": upload, "fileName": "raised-beds-2024.jpg", "contentType": "image/jpeg"}}}}
    processed = {"en-US": {"url": f"//images.ctfassets.net/{space}/{aid}/9f0c6e1d4b27a8e35c1f0d9b2a7e4c61/raised-beds-2024.jpg",
                           "details": {"size": 482113, "image": {"width": 2400, "height": 1600}}, "fileName": "raised-beds-2024.jpg", "contentType": "image/jpeg"}}
    a2 = {"metadata": {"tags": [], "concepts": []}, "sys": asys(2, "2024-06-27T09:32:44.908Z"), "fields": {"title": a_title, "description": a_desc, "file": processed}}
    a3 = {"metadata": {"tags": [], "concepts": []}, "sys": asys(3, "2024-06-27T09:33:21.675Z", 2, "2024-06-27T09:33:21.675Z", 1), "fields": {"title": a_title, "description": a_desc, "file": processed}}
    turns = [
        (call("get_entries", content_type="blogPost", query={"fields.slug": "spring-garden-planning-guide"}, limit=10),
         pj({"sys": {"type": "Array"}, "total": 1, "skip": 0, "limit": 10, "items": [e0]})),
        (call("get_content_type", content_type_id="blogPost"), pj(ctype)),
        (call("update_entry", entry_id=eid, version=14, fields=f2), pj(e1)),
        (call("create_asset", fields={"title": a_title, "description": a_desc, "file": {"en-US": {"upload": upload, "fileName": "raised-beds-2024.jpg", "contentType": "image/jpeg"}}}), pj(a1)),
        (call("process_asset", asset_id=aid, locale="en-US"), "204 No Content: processing of asset 3QxAPL7ZbpK2Wq9mHsTdVe (en-US) started."),
        (call("get_asset", asset_id=aid), pj(a2)),
        (call("publish_asset", asset_id=aid, version=2), pj(a3)),
        (call("update_entry", entry_id=eid, version=15, fields=f3), pj(e2)),
        (call("publish_entry", entry_id=eid, version=16), pj(e3)),
    ]
    rs.add(task=T, tid="h35-mcp-10", system=system, turns=turns, state=state)


# Close: bad
def t11(rs: RowSet) -> None:
    system = mcp_system("close", "Close CRM API v1 for the organization Lumen Freight Software", [
        tool("search_leads", "Search leads with a Close query string.", {"query": S, "limit": INT}, ["query"]),
        tool("get_lead", "Get a lead with its contacts, opportunities, tasks and custom fields.", {"lead_id": S}, ["lead_id"]),
        tool("log_call", "Log a call activity on a lead.", {"lead_id": S, "contact_id": S, "direction": S, "duration": INT, "note": S, "phone": S, "disposition": S}, ["lead_id"]),
        tool("update_opportunity", "Update an opportunity (status_id, value, value_period, confidence, date_won, note).", {"opportunity_id": S, "confidence": INT, "value": INT, "status_id": S, "date_won": S, "note": S}, ["opportunity_id"]),
        tool("list_opportunities", "List opportunities, filtered by lead_id, status_type, user_id.", {"lead_id": S, "status_type": S, "user_id": S}, []),
        tool("create_task", "Create a task on a lead.", {"lead_id": S, "text": S, "date": S, "assigned_to": S, "contact_id": S}, ["lead_id", "text"]),
        tool("list_tasks", "List tasks, filtered by lead_id, is_complete, assigned_to.", {"lead_id": S, "is_complete": B, "assigned_to": S}, []),
        tool("create_note", "Add a note activity to a lead.", {"lead_id": S, "note": S}, ["lead_id", "note"]),
    ])
    state = ("Close organization 'Lumen Freight Software', user Marcus Bell. Task: log today's 31-minute discovery call with Dana Morales of "
             "Brightwave Foods, raise the confidence on the annual platform license deal to 60% with an estimated close of 31 Jul, and set a "
             "follow-up task for 25 Jun to send the revised quote.")
    org, me = "orga_9Xw2Lr5Tq8Nv3Bk1Mz7Py4Hc6Jg0Sd2Fa5Eu9Io1Qx", "user_6Qk2LrT8vN3mB9xZ1cW5pY7hJ4sD0fA2gE6uK8oI3q"
    lead = "lead_kJ8wQ2mZr5XvN1bT7cYp3LhG0sDfA9eU6iRo4WnKqPx"
    dana, raj = "cont_3nVb8Kq1xZ7mW2pL5rT9yH4sJ0dF6gA2cE8uB1oQiNw", "cont_Q7pL2sX9vB4nK1mZ8wT3rY6hJ0cF5gD2aE9uN4oIqWe"
    o_lic, o_onb = "oppo_Gm4Xr8Tq2Vb6Nk1Lz9Pw3Yh7Js0Df5Ca2Eu8Bo1Qi4", "oppo_Wn7Kq3Zr9Xv1Bt5Mp2Ly8Hc4Jg6Sd0Fa3Eu7Io9Qx2"
    st_active, st_lost = "stat_1rT8mZ3qW6xN9vB2kL5pY4hJ7cF0sD", "stat_8vB2kL5pY4hJ7cF0sD1rT8mZ3qW6xN"
    who = {"created_by": me, "updated_by": me, "created_by_name": "Marcus Bell", "updated_by_name": "Marcus Bell"}

    def opp(i, contact, cname, value, period, fmt, conf, date_won, note, created, updated):
        return {"id": i, "organization_id": org, "lead_id": lead, "lead_name": "Brightwave Foods", "status_id": st_active, "status_label": "Active",
                "status_type": "active", "status_display_name": "Active", "pipeline_id": "pipe_4Hc6Jg0Sd2Fa5Eu9Io1Qx8Nv3Bk1", "pipeline_name": "Sales",
                "value": value, "value_period": period, "value_currency": "USD", "value_formatted": fmt, "confidence": conf,
                "expected_value": value * conf // 100, "annualized_value": value, "annualized_expected_value": value * conf // 100,
                "date_won": date_won, "date_lost": None, "note": note, "user_id": me, "user_name": "Marcus Bell", "contact_id": contact, "contact_name": cname,
                "date_created": created, "date_updated": updated, **who, "integration_links": []}

    lic = opp(o_lic, dana, "Dana Morales", 1800000, "annual", "$18,000 annually", 40, "2024-07-15", "340 trucks, TMS + route optimisation module. Competing with Trimble.",
              "2024-05-22T14:03:51.218000+00:00", "2024-06-05T10:17:44.901000+00:00")
    onb = opp(o_onb, raj, "Raj Patel", 450000, "one_time", "$4,500 one-time", 50, "2024-07-15", "Onboarding + data migration from legacy TMS (3 depots).",
              "2024-05-29T09:40:12.633000+00:00", "2024-06-05T10:19:02.310000+00:00")
    contacts = [
        {"id": dana, "lead_id": lead, "organization_id": org, "name": "Dana Morales", "display_name": "Dana Morales", "title": "VP Operations",
         "emails": [{"type": "office", "email": "dana.morales@brightwavefoods.com", "is_unsubscribed": False}], "phones": [{"type": "office", "phone": "+13125550176", "phone_formatted": "+1 312-555-0176", "country": "US"}],
         "urls": [], "date_created": "2024-05-21T16:22:09.117000+00:00", "date_updated": "2024-06-05T10:14:30.552000+00:00", **who, "integration_links": []},
        {"id": raj, "lead_id": lead, "organization_id": org, "name": "Raj Patel", "display_name": "Raj Patel", "title": "Fleet Manager",
         "emails": [{"type": "office", "email": "raj.patel@brightwavefoods.com", "is_unsubscribed": False}], "phones": [{"type": "mobile", "phone": "+17735550132", "phone_formatted": "+1 773-555-0132", "country": "US"}],
         "urls": [], "date_created": "2024-05-29T09:36:48.420000+00:00", "date_updated": "2024-05-29T09:36:48.420000+00:00", **who, "integration_links": []},
    ]
    old_task = {"id": "task_Fa5Eu9Io1Qx8Nv3Bk1Mz7Py4Hc6Jg0Sd2Xw2Lr5Tq8", "_type": "lead", "lead_id": lead, "lead_name": "Brightwave Foods", "assigned_to": me,
                "assigned_to_name": "Marcus Bell", "text": "Send security questionnaire (SOC 2 section) to Raj", "date": "2024-06-21", "due_date": "2024-06-21",
                "is_complete": False, "is_dateless": False, "contact_id": raj, "contact_name": "Raj Patel", "date_created": "2024-06-05T10:21:37.004000+00:00",
                "date_updated": "2024-06-05T10:21:37.004000+00:00", **who, "organization_id": org, "view": None, "object_type": None, "object_id": None}
    summary = {"id": lead, "display_name": "Brightwave Foods", "status_id": "stat_5pY4hJ7cF0sD1rT8mZ3qW6xN9vB2kL", "status_label": "Qualified",
               "url": "https://www.brightwavefoods.com", "html_url": f"https://app.close.com/lead/{lead}/",
               "contacts": [{"id": dana, "name": "Dana Morales", "title": "VP Operations"}, {"id": raj, "name": "Raj Patel", "title": "Fleet Manager"}],
               "opportunities": [{"id": o_lic, "status_label": "Active", "value_formatted": "$18,000 annually"}, {"id": o_onb, "status_label": "Active", "value_formatted": "$4,500 one-time"}],
               "date_created": "2024-05-21T16:20:55.870000+00:00", "date_updated": "2024-06-05T10:21:37.004000+00:00"}
    full = {"id": lead, "name": "Brightwave Foods", "display_name": "Brightwave Foods", "status_id": summary["status_id"], "status_label": "Qualified",
            "description": "Regional refrigerated food distributor, 340 trucks across IL/IN/WI. Inbound from May fleet webinar.", "url": "https://www.brightwavefoods.com",
            "html_url": summary["html_url"], "organization_id": org, "contacts": contacts, "opportunities": [lic, onb], "tasks": [old_task],
            "custom": {"Fleet size": 340, "Lead source": "Webinar", "Current TMS": "McLeod LoadMaster", "Industry": "Food distribution"},
            "addresses": [{"label": "business", "address_1": "1450 W Fulton Market", "address_2": "", "city": "Chicago", "state": "IL", "zipcode": "60607", "country": "US"}],
            "date_created": summary["date_created"], "date_updated": summary["date_updated"], **who, "integration_links": []}
    call_note = ("Discovery call with Dana: confirmed 340 trucks, go-live target Q4. Budget approved for annual license; wants route optimisation "
                 "included and a revised quote by 25 Jun. Raj joins the next call for the depot rollout plan.")
    call_act = {"id": "acti_Pw3Yh7Js0Df5Ca2Eu8Bo1Qi4Gm4Xr8Tq2Vb6Nk1Lz9", "_type": "Call", "lead_id": lead, "contact_id": dana, "direction": "outbound",
                "duration": 1862, "note": call_note, "note_html": f"<p>{call_note}</p>", "status": "completed", "disposition": "answered", "phone": "+13125550176",
                "local_phone": "+13125550104", "remote_phone": "+13125550176", "local_phone_formatted": "+1 312-555-0104", "remote_phone_formatted": "+1 312-555-0176",
                "source": "External", "recording_url": None, "voicemail_url": None, "voicemail_duration": 0, "cost": None, "user_id": me, "user_name": "Marcus Bell",
                "users": [], "activity_at": "2024-06-19T15:42:08.511000+00:00", "date_created": "2024-06-19T15:42:08.511000+00:00",
                "date_updated": "2024-06-19T15:42:08.511000+00:00", **who, "organization_id": org, "dialer_id": None, "dialer_saved_search_id": None,
                "call_method": "external", "sequence_id": None, "sequence_name": None, "sequence_subscription_id": None}
    new_note = lic["note"] + " 19 Jun discovery call: budget approved, route optimisation in scope."
    lic2 = upd(lic, confidence=60, expected_value=1080000, annualized_expected_value=1080000, date_won="2024-07-31", note=new_note, date_updated="2024-06-19T15:44:30.126000+00:00")
    onb_bad = upd(onb, status_id=st_lost, status_label="Lost", status_type="lost", status_display_name="Lost", date_lost="2024-06-19")
    new_task = {"id": "task_Tq8Nv3Bk1Mz7Py4Hc6Jg0Sd2Xw2Lr5Fa5Eu9Io1Qx8", "_type": "lead", "lead_id": lead, "lead_name": "Brightwave Foods", "assigned_to": me,
                "assigned_to_name": "Marcus Bell", "text": "Send revised license quote incl. route optimisation to Dana", "date": "2024-06-25", "due_date": "2024-06-25",
                "is_complete": False, "is_dateless": False, "contact_id": dana, "contact_name": "Dana Morales", "date_created": "2024-06-19T15:46:02.778000+00:00",
                "date_updated": "2024-06-19T15:46:02.778000+00:00", **who, "organization_id": org, "view": None, "object_type": None, "object_id": None}
    note_text = "Next step: depot rollout call with Raj once Dana has the revised quote. Procurement review expected week of 8 Jul."
    note_act = {"id": "acti_Js0Df5Ca2Eu8Bo1Qi4Gm4Xr8Tq2Vb6Nk1Lz9Pw3Yh7", "_type": "Note", "lead_id": lead, "contact_id": None, "note": note_text, "note_html": f"<p>{note_text}</p>",
                "user_id": me, "user_name": "Marcus Bell", "users": [], "attachments": [], "pinned": False, "activity_at": "2024-06-19T15:47:19.340000+00:00",
                "date_created": "2024-06-19T15:47:19.340000+00:00", "date_updated": "2024-06-19T15:47:19.340000+00:00", **who, "organization_id": org}
    turns = [
        (call("search_leads", query='company:"Brightwave"', limit=10), pj({"has_more": False, "total_results": 1, "data": [summary]})),
        (call("get_lead", lead_id=lead), pj(full)),
        (call("log_call", lead_id=lead, contact_id=dana, direction="outbound", duration=1862, note=call_note, phone="+13125550176", disposition="answered"), pj(call_act)),
        (call("update_opportunity", opportunity_id=o_lic, confidence=60, date_won="2024-07-31", note=new_note), pj(lic2)),
        (call("list_opportunities", lead_id=lead),
         pj({"has_more": False, "total_results": 2, "count_by_value_period": {"one_time": 1, "monthly": 0, "annual": 1}, "total_value_one_time": 450000,
             "total_value_monthly": 0, "total_value_annual": 1800000, "total_value_currency": "USD", "total_value_annualized": 2250000, "data": [lic2, onb_bad]})),
        (call("create_task", lead_id=lead, text="Send revised license quote incl. route optimisation to Dana", date="2024-06-25", assigned_to=me, contact_id=dana), pj(new_task)),
        (call("list_tasks", lead_id=lead, is_complete=False), pj({"has_more": False, "data": [old_task, new_task]})),
        (call("create_note", lead_id=lead, note=note_text), pj(note_act)),
    ]
    rs.add(task=T, tid="h35-mcp-11", system=system, turns=turns, state=state, bad=True, turn=5,
           kind="second opportunity shows status Lost although nothing touched it")


# PlanetScale: clean
def t12(rs: RowSet) -> None:
    system = mcp_system("planetscale", "PlanetScale API for the organization quayside", [
        tool("list_branches", "List the branches of a database (table view).", {"organization": S, "database": S}, ["organization", "database"]),
        tool("create_branch", "Create a development branch from a parent branch.", {"organization": S, "database": S, "name": S, "parent_branch": S}, ["organization", "database", "name", "parent_branch"]),
        tool("get_branch", "Get a branch.", {"organization": S, "database": S, "branch": S}, ["organization", "database", "branch"]),
        tool("execute_sql", "Run one SQL statement on a development branch.", {"organization": S, "database": S, "branch": S, "query": S}, ["organization", "database", "branch", "query"]),
        tool("get_branch_schema", "CREATE TABLE statements of a branch, optionally for one table.", {"organization": S, "database": S, "branch": S, "table": S}, ["organization", "database", "branch"]),
        tool("create_deploy_request", "Open a deploy request from a branch into another.", {"organization": S, "database": S, "branch": S, "into_branch": S, "notes": S}, ["organization", "database", "branch"]),
        tool("get_deploy_request", "Get a deploy request with its deployment.", {"organization": S, "database": S, "number": INT}, ["organization", "database", "number"]),
        tool("deploy_deploy_request", "Queue a deploy request for deployment.", {"organization": S, "database": S, "number": INT}, ["organization", "database", "number"]),
    ])
    state = ("PlanetScale organization 'quayside', database 'orders-api' (production branch 'main' with safe migrations, region AWS eu-west-1). "
             "Task: the order-history page is slow; add a composite index on orders(customer_id, created_at) through a development branch and a "
             "deploy request, and deploy it.")
    o, d, br = "quayside", "orders-api", "add-orders-customer-idx"
    kw = {"organization": o, "database": d}

    def table(rows):
        hdr = ["NAME", "PARENT BRANCH", "PRODUCTION", "READY", "SAFE MIGRATIONS", "REGION", "CREATED AT", "UPDATED AT"]
        w = [max(len(hdr[i]), *(len(r[i]) for r in rows)) + 3 for i in range(len(hdr))]
        line = lambda cells: "  " + "".join(c.ljust(w[i]) for i, c in enumerate(cells)).rstrip()  # noqa: E731
        return "\n".join([line(hdr), " " + " ".join("-" * (x - 1) for x in w)] + [line(r) for r in rows])

    reg = "AWS eu-west-1 (Ireland)"
    t_before = table([["main", "n/a", "Yes", "Yes", "Yes", reg, "1 year ago", "2 days ago"],
                      ["dev-alina", "main", "No", "Yes", "No", reg, "3 weeks ago", "3 weeks ago"]])
    t_after = table([["add-orders-customer-idx", "main", "No", "Yes", "No", reg, "6 minutes ago", "5 minutes ago"],
                     ["main", "n/a", "Yes", "Yes", "Yes", reg, "1 year ago", "1 minute ago"],
                     ["dev-alina", "main", "No", "Yes", "No", reg, "3 weeks ago", "3 weeks ago"]])
    actor = {"id": "4xq9c2m7v1zk", "type": "User", "display_name": "Kofi Mensah", "avatar_url": "https://app.planetscale.com/gravatar-fallback.png"}
    region = {"id": "jf9v2k7x0qzn", "type": "Region", "provider": "AWS", "enabled": True, "public_ip_addresses": ["3.248.37.52", "34.241.183.19", "52.30.198.114"],
              "display_name": reg, "location": "Dublin, Ireland", "slug": "aws-eu-west-1", "current_default": False}

    def branch(ready, updated, schema_at):
        return {"id": "k2m8xq4w9r1t", "type": "Branch", "name": br, "created_at": "2024-07-09T13:02:11.482Z", "updated_at": updated,
                "restore_checklist_completed_at": None, "schema_last_updated_at": schema_at, "kind": "mysql", "mysql_address": "aws.connect.psdb.cloud",
                "mysql_edge_address": "aws.connect.psdb.cloud", "state": "ready" if ready else "pending", "ready": ready, "production": False,
                "safe_migrations": False, "sharded": False, "shard_count": 0, "stale_schema": False, "actor": actor, "restored_from_branch": None,
                "html_url": f"https://app.planetscale.com/{o}/{d}/{br}", "url": f"https://api.planetscale.com/v1/organizations/{o}/databases/{d}/branches/{br}",
                "schema_url": f"https://api.planetscale.com/v1/organizations/{o}/databases/{d}/branches/{br}/schema", "parent_branch": "main",
                "cluster_rate_name": "PS_DEV", "region": region}

    ddl = "ALTER TABLE orders ADD INDEX idx_orders_customer_created (customer_id, created_at)"
    schema = ("CREATE TABLE `orders` (\n  `id` bigint unsigned NOT NULL AUTO_INCREMENT,\n  `public_id` char(26) NOT NULL,\n  `customer_id` bigint unsigned NOT NULL,\n"
              "  `status` enum('pending','paid','packed','shipped','delivered','cancelled','refunded') NOT NULL DEFAULT 'pending',\n  `currency` char(3) NOT NULL DEFAULT 'EUR',\n"
              "  `subtotal_cents` int unsigned NOT NULL,\n  `shipping_cents` int unsigned NOT NULL DEFAULT '0',\n  `tax_cents` int unsigned NOT NULL DEFAULT '0',\n"
              "  `total_cents` int unsigned NOT NULL,\n  `shipping_address_id` bigint unsigned DEFAULT NULL,\n  `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),\n"
              "  `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),\n  PRIMARY KEY (`id`),\n  UNIQUE KEY `uq_orders_public_id` (`public_id`),\n"
              "  KEY `idx_orders_status_created` (`status`,`created_at`),\n  KEY `idx_orders_customer_created` (`customer_id`,`created_at`)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci")
    op = {"id": "r5t1y8u3i6o0", "type": "DeployOperation", "state": "pending", "keyspace_name": d, "table_name": "orders", "operation_name": "ALTER",
          "eta_seconds": None, "progress_percentage": None, "deploy_error_docs_url": None, "ddl_statement": "ALTER TABLE `orders` ADD KEY `idx_orders_customer_created` (`customer_id`, `created_at`)",
          "syntax_highlighted_ddl": None, "created_at": "2024-07-09T13:05:14.016Z", "updated_at": "2024-07-09T13:05:14.016Z", "throttled_at": None, "can_drop_data": False,
          "table_locked": False, "table_recently_used": True, "table_recently_used_at": "2024-07-09T13:04:58.000Z", "removed_foreign_key_names": [], "deploy_errors": ""}

    def deployment(state_, updated, deployable, queued=None, started=None, finished=None, op_state="pending", progress=None, eta=None):
        return {"id": "f4h8j2k6m0n3", "type": "Deployment", "auto_cutover": True, "created_at": "2024-07-09T13:05:12.771Z", "cutover_at": finished,
                "cutover_expiring": False, "deploy_check_errors": None, "finished_at": finished, "queued_at": queued, "ready_to_cutover_at": finished,
                "started_at": started, "state": state_, "submitted_at": "2024-07-09T13:05:12.771Z", "updated_at": updated, "into_branch": "main",
                "deploy_request_number": 37, "deployable": deployable, "preceding_deployments": [], "lint_errors": [],
                "deploy_operations": [upd(op, state=op_state, progress_percentage=progress, eta_seconds=eta, updated_at=updated)]}

    notes = "Adds idx_orders_customer_created for the order-history query (WHERE customer_id = ? ORDER BY created_at DESC)."

    def dr(state_, dstate, updated, dep, closed=None, deployed=None):
        return {"id": "v9c3n7b1x5z2", "type": "DeployRequest", "number": 37, "branch": br, "into_branch": "main", "branch_id": "k2m8xq4w9r1t",
                "into_branch_id": "p7w3e9r2t5y8", "approved": False, "state": state_, "deployment_state": dstate,
                "html_url": f"https://app.planetscale.com/{o}/{d}/deploy-requests/37", "notes": notes, "actor": actor, "closed_by": actor if closed else None,
                "branch_deleted": False, "branch_deleted_by": None, "branch_deleted_at": None, "created_at": "2024-07-09T13:05:12.771Z", "updated_at": updated,
                "closed_at": closed, "deployed_at": deployed, "num_comments": 0, "html_body": f"<p>{notes}</p>", "deployment": dep}

    turns = [
        (call("list_branches", **kw), t_before),
        (call("create_branch", **kw, name=br, parent_branch="main"), pj(branch(False, "2024-07-09T13:02:11.482Z", "2024-07-09T13:02:11.482Z"))),
        (call("get_branch", **kw, branch=br), pj(branch(True, "2024-07-09T13:02:58.119Z", "2024-07-09T13:02:11.482Z"))),
        (call("execute_sql", **kw, branch=br, query=ddl), pj({"rows_affected": 0, "insert_id": "0", "time_ms": 1843.2, "fields": [], "rows": [], "statement": ddl})),
        (call("get_branch_schema", **kw, branch=br, table="orders"), pj({"data": [{"name": "orders", "raw": schema}]})),
        (call("create_deploy_request", **kw, branch=br, into_branch="main", notes=notes), pj(dr("open", "pending", "2024-07-09T13:05:12.771Z", deployment("pending", "2024-07-09T13:05:12.771Z", False)))),
        (call("get_deploy_request", **kw, number=37), pj(dr("open", "ready", "2024-07-09T13:05:19.402Z", deployment("ready", "2024-07-09T13:05:19.402Z", True, eta=6)))),
        (call("deploy_deploy_request", **kw, number=37),
         pj(dr("open", "queued", "2024-07-09T13:06:30.257Z", deployment("queued", "2024-07-09T13:06:30.257Z", True, queued="2024-07-09T13:06:30.257Z", eta=6)))),
        (call("get_deploy_request", **kw, number=37),
         pj(dr("closed", "complete", "2024-07-09T13:07:44.830Z",
               deployment("complete", "2024-07-09T13:07:44.830Z", True, queued="2024-07-09T13:06:30.257Z", started="2024-07-09T13:06:31.904Z",
                          finished="2024-07-09T13:07:44.830Z", op_state="complete", progress=100, eta=0),
               closed="2024-07-09T13:07:44.830Z", deployed="2024-07-09T13:07:44.830Z"))),
        (call("list_branches", **kw), t_after),
    ]
    rs.add(task=T, tid="h35-mcp-12", system=system, turns=turns, state=state)


# Zoho Books: bad
def t13(rs: RowSet) -> None:
    system = mcp_system("zoho-books", "Zoho Books API v3 for the organization Tessellate Cloud Services Pvt. Ltd. (organization_id 60021874512)", [
        tool("list_contacts", "List contacts; search_text filters by name.", {"search_text": S, "contact_type": S, "page": INT}, []),
        tool("list_items", "List items; search_text filters by name.", {"search_text": S, "page": INT}, []),
        tool("create_invoice", "Create an invoice (draft unless sent).", {"customer_id": S, "date": S, "payment_terms": INT, "reference_number": S, "line_items": A, "place_of_supply": S}, ["customer_id", "line_items"]),
        tool("update_invoice", "Update an invoice; line_items replaces all lines. discount like '5%' with is_discount_before_tax.", {"invoice_id": S, "line_items": A, "discount": S, "is_discount_before_tax": B, "discount_type": S}, ["invoice_id"]),
        tool("get_invoice", "Get an invoice.", {"invoice_id": S}, ["invoice_id"]),
        tool("email_invoice", "Email an invoice to the customer (marks it sent).", {"invoice_id": S, "to_mail_ids": A, "subject": S, "body": S}, ["invoice_id", "to_mail_ids"]),
        tool("list_invoice_comments", "History and comments of an invoice.", {"invoice_id": S}, ["invoice_id"]),
    ])
    state = ("Zoho Books organization 'Tessellate Cloud Services Pvt. Ltd.' (Maharashtra, GSTIN 27AAGCT5512L1Z8, INR). Task: invoice Kestrel Analytics "
             "for 50 seats of Cloud Backup – Annual and the onboarding package, add the Priority Support add-on they asked for, apply the agreed 5% "
             "discount before tax and email the invoice to accounts@kestrelanalytics.in.")
    cust = {"contact_id": "2460785000000412007", "contact_name": "Kestrel Analytics Pvt. Ltd.", "customer_name": "Kestrel Analytics Pvt. Ltd.", "vendor_name": "",
            "company_name": "Kestrel Analytics Pvt. Ltd.", "website": "https://kestrelanalytics.in", "language_code": "en", "contact_type": "customer", "status": "active",
            "customer_sub_type": "business", "source": "user", "is_linked_with_zohocrm": False, "payment_terms": 15, "payment_terms_label": "Net 15",
            "currency_id": "2460785000000000064", "currency_code": "INR", "outstanding_receivable_amount": 42480.0, "outstanding_receivable_amount_bcy": 42480.0,
            "unused_credits_receivable_amount": 0.0, "unused_credits_receivable_amount_bcy": 0.0, "first_name": "Anjali", "last_name": "Nair",
            "email": "accounts@kestrelanalytics.in", "phone": "+91 80 4718 2290", "mobile": "", "portal_status": "enabled", "gst_no": "29AAHCK4417M1ZQ",
            "gst_treatment": "business_gst", "place_of_contact": "KA", "place_of_contact_formatted": "Karnataka", "created_time": "2023-05-17T15:40:22+0530",
            "created_time_formatted": "17/05/2023", "last_modified_time": "2024-05-30T12:08:51+0530", "last_modified_time_formatted": "30/05/2024", "has_attachment": False}
    other = upd(cust, contact_id="2460785000000733015", contact_name="Kestrel Logistics LLP", customer_name="Kestrel Logistics LLP", company_name="Kestrel Logistics LLP",
                website="", outstanding_receivable_amount=0.0, outstanding_receivable_amount_bcy=0.0, first_name="Vikram", last_name="Shetty", email="finance@kestrellogistics.co.in",
                phone="+91 22 6190 4407", portal_status="disabled", gst_no="27AAPFK2290R1ZK", place_of_contact="MH", place_of_contact_formatted="Maharashtra",
                created_time="2024-01-09T10:12:05+0530", created_time_formatted="09/01/2024", last_modified_time="2024-01-09T10:12:05+0530", last_modified_time_formatted="09/01/2024")

    def item(i, name, desc, rate, unit, sac):
        return {"item_id": i, "name": name, "item_name": name, "status": "active", "source": "user", "unit": unit, "description": desc, "rate": rate,
                "tax_id": "2460785000000067091", "tax_name": "IGST18", "tax_percentage": 18.0, "item_type": "sales", "product_type": "service",
                "is_taxable": True, "hsn_or_sac": sac, "sku": "", "has_attachment": False, "created_time": "2023-04-03T17:21:10+0530", "last_modified_time": "2024-04-01T09:00:14+0530"}

    items = [item("2460785000000511003", "Cloud Backup – Annual (per seat)", "12-month subscription, 1 TB per seat, 90-day version history", 1200.0, "seat", "998315"),
             item("2460785000000511019", "Cloud Backup – Monthly (per seat)", "Monthly subscription, 1 TB per seat", 120.0, "seat", "998315"),
             item("2460785000000511027", "Cloud Backup – Annual Archive Tier (per TB)", "Cold archive storage, 12 months", 2400.0, "TB", "998315")]
    onboard = item("2460785000000511041", "Onboarding & Setup", "Remote onboarding, policy setup and admin training (up to 3 sessions)", 15000.0, "pkg", "998316")
    support = item("2460785000000511058", "Priority Support Add-on", "4-hour response SLA, named engineer, 12 months", 8000.0, "pkg", "998316")
    lid = ["2460785000001384031", "2460785000001384039", "2460785000001384047"]

    def line(n, it, qty, lid_):
        return {"line_item_id": lid_, "item_id": it["item_id"], "name": it["name"], "description": it["description"], "item_order": n, "rate": it["rate"],
                "quantity": float(qty), "unit": it["unit"], "discount_amount": 0.0, "discount": 0.0, "tax_id": it["tax_id"], "tax_name": "IGST18",
                "tax_type": "tax", "tax_percentage": 18.0, "item_total": it["rate"] * qty, "hsn_or_sac": it["hsn_or_sac"], "product_type": "service", "item_custom_fields": []}

    l1, l2, l3 = line(1, items[0], 50, lid[0]), line(2, onboard, 1, lid[1]), line(3, support, 1, lid[2])
    inv_id = "2460785000001384021"
    inv = {"invoice_id": inv_id, "invoice_number": "INV-000318", "date": "2024-06-24", "due_date": "2024-07-09", "payment_terms": 15, "payment_terms_label": "Net 15",
           "status": "draft", "customer_id": cust["contact_id"], "customer_name": cust["contact_name"], "contact_persons": [], "currency_id": "2460785000000000064",
           "currency_code": "INR", "currency_symbol": "₹", "exchange_rate": 1.0, "reference_number": "PO-KA-2291", "place_of_supply": "KA",
           "gst_no": "29AAHCK4417M1ZQ", "gst_treatment": "business_gst", "tax_treatment": "business_gst", "is_inclusive_tax": False,
           "discount": 0.0, "discount_applied_on_amount": 0.0, "is_discount_before_tax": True, "discount_type": "entity_level", "discount_amount": 0.0,
           "line_items": [l1, l2], "shipping_charge": 0.0, "adjustment": 0.0, "adjustment_description": "Adjustment",
           "sub_total": 75000.0, "tax_total": 13500.0, "total": 88500.0, "balance": 88500.0, "taxes": [{"tax_name": "IGST18 (18%)", "tax_amount": 13500.0}],
           "salesperson_name": "Rohan Kulkarni", "notes": "Thank you for your business.", "terms": "Payment by NEFT/RTGS to HDFC Bank A/c 50200031884412, IFSC HDFC0000240.",
           "billing_address": {"attention": "Accounts Payable", "address": "4th Floor, Prestige Meridian II, 30 MG Road", "city": "Bengaluru", "state": "Karnataka", "zip": "560001", "country": "India"},
           "created_time": "2024-06-24T11:02:37+0530", "last_modified_time": "2024-06-24T11:02:37+0530", "invoice_url": "https://books.zoho.in/portal/tessellatecloud/secure?CInvoiceID=2-8f3c1a9e7b0d4c52a6e1f9d3b7c0a2e4"}
    inv2 = upd(inv, line_items=[l1, l2, l3], sub_total=83000.0, tax_total=14940.0, total=97940.0, balance=97940.0,
               taxes=[{"tax_name": "IGST18 (18%)", "tax_amount": 14940.0}], last_modified_time="2024-06-24T11:04:15+0530")
    inv3 = upd(inv2, discount="5.00%", discount_applied_on_amount=83000.0, discount_amount=4150.0, tax_total=14193.0, total=93043.0, balance=93043.0,
               taxes=[{"tax_name": "IGST18 (18%)", "tax_amount": 14193.0}], last_modified_time="2024-06-24T11:06:02+0530")
    inv3_bad = upd(inv3, total=97940.0, balance=97940.0)

    def lines_in(ls):
        return [{"line_item_id": x["line_item_id"], "item_id": x["item_id"], "rate": x["rate"], "quantity": x["quantity"], "tax_id": x["tax_id"]} for x in ls]

    def comment(cid, desc, t, when, op):
        return {"comment_id": cid, "invoice_id": inv_id, "description": desc, "commented_by_id": "2460785000000055001", "commented_by": "Rohan Kulkarni",
                "comment_type": "system", "date": "2024-06-24", "date_description": when, "time": t, "operation_type": op, "transaction_id": "", "transaction_type": "invoice"}

    comments = [comment("2460785000001384107", "Invoice emailed to accounts@kestrelanalytics.in", "11:07 AM", "few seconds ago", "Emailed"),
                comment("2460785000001384095", "Invoice updated.", "11:06 AM", "1 minute ago", "Updated"),
                comment("2460785000001384083", "Invoice updated.", "11:04 AM", "3 minutes ago", "Updated"),
                comment("2460785000001384027", "Invoice created for ₹88,500.00", "11:02 AM", "5 minutes ago", "Added")]
    body = ("Dear Anjali,<br><br>Please find attached invoice INV-000318 for Cloud Backup (50 seats, annual), onboarding and the Priority Support add-on, "
            "including the agreed 5% discount.<br><br>Regards,<br>Rohan Kulkarni<br>Tessellate Cloud Services")
    turns = [
        (call("list_contacts", search_text="Kestrel", contact_type="customer"),
         pj({"code": 0, "message": "success", "contacts": [cust, other], "page_context": {"page": 1, "per_page": 200, "has_more_page": False, "report_name": "Contacts", "applied_filter": "Status.All", "sort_column": "contact_name", "sort_order": "A", "search_criteria": [{"column_name": "contact_name", "search_text": "Kestrel", "comparator": "contains"}]}})),
        (call("list_items", search_text="Cloud Backup"),
         pj({"code": 0, "message": "success", "items": items, "page_context": {"page": 1, "per_page": 200, "has_more_page": False, "report_name": "Items", "applied_filter": "Status.Active", "sort_column": "name", "sort_order": "A"}})),
        (call("create_invoice", customer_id=cust["contact_id"], date="2024-06-24", payment_terms=15, reference_number="PO-KA-2291", place_of_supply="KA",
              line_items=[{"item_id": items[0]["item_id"], "quantity": 50, "rate": 1200.0}, {"item_id": onboard["item_id"], "quantity": 1, "rate": 15000.0}]),
         pj({"code": 0, "message": "The invoice has been created.", "invoice": inv})),
        (call("update_invoice", invoice_id=inv_id, line_items=lines_in([l1, l2]) + [{"item_id": support["item_id"], "quantity": 1, "rate": 8000.0}]),
         pj({"code": 0, "message": "Invoice information has been updated.", "invoice": inv2})),
        (call("update_invoice", invoice_id=inv_id, discount="5%", is_discount_before_tax=True, discount_type="entity_level"),
         pj({"code": 0, "message": "Invoice information has been updated.", "invoice": inv3})),
        (call("get_invoice", invoice_id=inv_id), pj({"code": 0, "message": "success", "invoice": inv3_bad})),
        (call("email_invoice", invoice_id=inv_id, to_mail_ids=["accounts@kestrelanalytics.in"], subject="Invoice INV-000318 from Tessellate Cloud Services", body=body),
         pj({"code": 0, "message": "Your invoice has been sent."})),
        (call("list_invoice_comments", invoice_id=inv_id), pj({"code": 0, "message": "success", "comments": comments})),
    ]
    rs.add(task=T, tid="h35-mcp-13", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="invoice total and balance read back without the 5% discount that the previous update applied")


# Intercom: clean
def t14(rs: RowSet) -> None:
    system = mcp_system("intercom", "Intercom REST API 2.11 for the Quillpad workspace", [
        tool("search_conversations", "Search conversations with an Intercom query object.", {"query": OBJ, "pagination": OBJ}, ["query"]),
        tool("get_conversation", "Get a conversation with its parts.", {"conversation_id": S}, ["conversation_id"]),
        tool("reply_conversation", "Reply to a conversation as an admin (message_type comment or note).", {"conversation_id": S, "type": S, "admin_id": S, "message_type": S, "body": S}, ["conversation_id", "admin_id", "message_type", "body"]),
        tool("create_tag", "Create or update a tag.", {"name": S}, ["name"]),
        tool("tag_conversation", "Attach a tag to a conversation.", {"conversation_id": S, "tag_id": S, "admin_id": S}, ["conversation_id", "tag_id", "admin_id"]),
        tool("get_contact", "Get a contact.", {"contact_id": S}, ["contact_id"]),
        tool("update_contact", "Update a contact (custom_attributes merged).", {"contact_id": S, "custom_attributes": OBJ, "name": S, "email": S}, ["contact_id"]),
        tool("snooze_conversation", "Snooze a conversation until a unix timestamp.", {"conversation_id": S, "admin_id": S, "snoozed_until": INT}, ["conversation_id", "admin_id", "snoozed_until"]),
    ])
    state = ("Intercom workspace 'Quillpad' (app x7k2m9ql), admin Ruth Adeyemi (admin id 6402218). Task: handle Theo Marchetti's open billing "
             "conversation (charged for Team after downgrading to Starter): reply, tag it 'billing-downgrade', fix his plan attributes (Starter, 3 seats, "
             "$45 MRR) and snooze it until finance confirms the refund, tomorrow 09:00 UTC.")
    ruth = {"type": "admin", "id": "6402218", "name": "Ruth Adeyemi", "email": "ruth@quillpad.app"}
    billing = {"type": "tag", "id": "8830411", "name": "billing", "applied_at": None, "applied_by": {"type": "admin", "id": "6402218"}}

    def tag(t, at):
        return upd(t, applied_at=at)

    def conv(i, created, updated, waiting, subject, body, user, contact, assignee, tags, parts, first_reply=None, last_admin=None, state_="open", snoozed=None):
        uid, name, email = user
        return {"type": "conversation", "id": i, "title": None, "created_at": created, "updated_at": updated, "waiting_since": waiting, "snoozed_until": snoozed,
                "open": True, "state": state_, "read": True, "priority": "not_priority", "admin_assignee_id": assignee, "team_assignee_id": 7714029,
                "tags": {"type": "tag.list", "tags": tags}, "conversation_rating": None,
                "source": {"type": "conversation", "id": str(int(i) % 10**10 + 2200000000), "delivered_as": "customer_initiated", "subject": subject, "body": body,
                           "author": {"type": "user", "id": uid, "name": name, "email": email}, "attachments": [], "url": "https://app.quillpad.app/settings/billing", "redacted": False},
                "contacts": {"type": "contact.list", "contacts": [{"type": "contact", "id": contact, "external_id": f"usr_{int(contact[-5:], 16) % 90000 + 10000}"}]},
                "teammates": {"type": "admin.list", "admins": [{"type": "admin", "id": str(assignee)}] if assignee else []},
                "first_contact_reply": {"created_at": created, "type": "conversation", "url": "https://app.quillpad.app/settings/billing"},
                "sla_applied": None,
                "statistics": {"type": "conversation_statistics", "time_to_assignment": 0, "time_to_admin_reply": (first_reply - created) if first_reply else None,
                               "time_to_first_close": None, "time_to_last_close": None, "median_time_to_reply": (first_reply - created) if first_reply else None,
                               "first_contact_reply_at": created, "first_assignment_at": created + 10, "first_admin_reply_at": first_reply, "first_close_at": None,
                               "last_assignment_at": created + 10, "last_assignment_admin_reply_at": last_admin, "last_contact_reply_at": waiting or created,
                               "last_admin_reply_at": last_admin, "last_close_at": None, "last_closed_by_id": None, "count_reopens": 0, "count_assignments": 1,
                               "count_conversation_parts": parts},
                "linked_objects": {"type": "list", "data": [], "total_count": 0, "has_more": False}, "ai_agent_participated": False, "custom_attributes": {"Topic": "Billing"}}

    theo_c = "65f2c1a8e4b0d7001f3a9b21"
    theo = ("65f2c1a8e4b0d7001f3a9b21", "Theo Marchetti", "theo.marchetti@officinalibra.it")
    c_created, c_follow = unix("2024-06-25T18:44:10"), unix("2024-06-26T08:12:33")
    body_a = "<p>Hi, I downgraded our workspace from Team to Starter on June 12 but on June 24 we were charged $240 again for 12 Team seats. Can you refund the difference?</p>"
    a = conv("184302277005981", c_created, c_follow, c_follow, "", body_a, theo, theo_c, 6402218, [tag(billing, c_created + 15)], 3)
    b = conv("184302277006114", unix("2024-06-26T07:05:51"), unix("2024-06-26T07:05:51"), unix("2024-06-26T07:05:51"), "", "<p>Hello, our procurement team needs a W-9 from Quillpad before we can add you as a vendor. Where can I download it?</p>",
             ("6671a04be4b0c2001e77d403", "Mei Lin", "mei.lin@harborviewdental.com"), "6671a04be4b0c2001e77d403", None, [tag(billing, unix("2024-06-26T07:06:02"))], 1)
    c = conv("184302277005877", unix("2024-06-25T14:20:37"), unix("2024-06-25T16:02:18"), unix("2024-06-25T16:02:18"), "", "<p>Our VAT ID (ESB86742215) is missing from the last three invoices, can you reissue them?</p>",
             ("6603be91e4b0aa001d42c57e", "Carlos Ibáñez", "carlos@estudioibanez.es"), "6603be91e4b0aa001d42c57e", 6402218, [tag(billing, unix("2024-06-25T14:20:49"))], 4,
             first_reply=unix("2024-06-25T15:11:40"), last_admin=unix("2024-06-25T15:11:40"))
    d = conv("184302277005702", unix("2024-06-24T22:31:08"), unix("2024-06-26T06:48:55"), unix("2024-06-26T06:48:55"), "", "<p>My card was declined on the renewal but my bank says no payment was attempted. What should I do?</p>",
             ("65e9f7d2e4b0b1001c08a9f5", "Aisha Bello", "aisha.bello@lumenreads.ng"), "65e9f7d2e4b0b1001c08a9f5", 6115830, [tag(billing, unix("2024-06-24T22:31:20"))], 5,
             first_reply=unix("2024-06-25T08:02:11"), last_admin=unix("2024-06-25T08:02:11"))
    e = conv("184302277006258", unix("2024-06-26T13:14:02"), unix("2024-06-26T13:14:02"), unix("2024-06-26T13:14:02"), "", "<p>We removed 4 seats last week, do we get a prorated refund or credit?</p>",
             ("6650d7c3e4b0f4001f1b62a8", "Jonas Berg", "jonas@fjellmedia.no"), "6650d7c3e4b0f4001f1b62a8", None, [tag(billing, unix("2024-06-26T13:14:10"))], 1)
    query = {"operator": "AND", "value": [{"field": "state", "operator": "=", "value": "open"}, {"field": "tag_ids", "operator": "IN", "value": ["8830411"]}]}

    def result(cs):
        return {"type": "conversation.list", "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1}, "total_count": len(cs), "conversations": cs}

    bot = {"type": "bot", "id": "6115802", "name": "Fin", "email": "operator+x7k2m9ql@intercom.io"}
    parts = [
        {"type": "conversation_part", "id": "23017740112", "part_type": "default_assignment", "body": None, "created_at": c_created + 10, "updated_at": c_created + 10,
         "notified_at": c_created + 10, "assigned_to": {"type": "admin", "id": "6402218"}, "author": bot, "attachments": [], "external_id": None, "redacted": False},
        {"type": "conversation_part", "id": "23019055487", "part_type": "note", "body": "<p>Stripe: downgrade scheduled 12 Jun for next cycle, but renewal on 24 Jun still billed 12× Team. Looks like the seat sync bug (BILL-482).</p>",
         "created_at": unix("2024-06-26T07:58:02"), "updated_at": unix("2024-06-26T07:58:02"), "notified_at": unix("2024-06-26T07:58:02"), "assigned_to": None, "author": ruth, "attachments": [], "external_id": None, "redacted": False},
        {"type": "conversation_part", "id": "23019121764", "part_type": "comment", "body": "<p>Following up, could someone look at this today? Our finance team is asking.</p>",
         "created_at": c_follow, "updated_at": c_follow, "notified_at": c_follow, "assigned_to": None, "author": {"type": "user", "id": theo_c, "name": "Theo Marchetti", "email": theo[2]},
         "attachments": [], "external_id": None, "redacted": False},
    ]
    t_reply = unix("2024-06-26T13:10:41")
    reply_body = ("<p>Hi Theo, sorry about this. Your downgrade to Starter was recorded on 12 June, but a seat-sync bug billed the renewal at the Team price. "
                  "I've asked our finance team to refund the $195 difference to your card; you'll get a confirmation from us once it's issued.</p>")
    p_reply = {"type": "conversation_part", "id": "23022408930", "part_type": "comment", "body": reply_body, "created_at": t_reply, "updated_at": t_reply, "notified_at": t_reply,
               "assigned_to": None, "author": ruth, "attachments": [], "external_id": None, "redacted": False}
    a_full = upd(a, conversation_parts={"type": "conversation_part.list", "conversation_parts": parts, "total_count": 3})
    a_replied = upd(a, updated_at=t_reply, waiting_since=None, conversation_parts={"type": "conversation_part.list", "conversation_parts": parts + [p_reply], "total_count": 4})
    a_replied["statistics"].update(time_to_admin_reply=t_reply - c_created, median_time_to_reply=t_reply - c_created, first_admin_reply_at=t_reply,
                                   last_assignment_admin_reply_at=t_reply, last_admin_reply_at=t_reply, count_conversation_parts=4)
    t_tag, t_contact, t_snooze = unix("2024-06-26T13:11:32"), unix("2024-06-26T13:12:50"), unix("2024-06-26T13:13:30")
    until = unix("2024-06-27T09:00:00")
    dg = {"type": "tag", "id": "9114587", "name": "billing-downgrade", "applied_at": t_tag, "applied_by": {"type": "admin", "id": "6402218"}}
    p_snooze = {"type": "conversation_part", "id": "23022436115", "part_type": "snoozed", "body": None, "created_at": t_snooze, "updated_at": t_snooze, "notified_at": t_snooze,
                "assigned_to": None, "author": ruth, "attachments": [], "external_id": None, "redacted": False}
    a_snoozed = upd(a_replied, state="snoozed", snoozed_until=until, updated_at=t_snooze, tags={"type": "tag.list", "tags": [tag(billing, c_created + 15), dg]},
                    conversation_parts={"type": "conversation_part.list", "conversation_parts": parts + [p_reply, p_snooze], "total_count": 5})
    a_snoozed["statistics"] = upd(a_replied["statistics"], count_conversation_parts=5)
    contact = {"type": "contact", "id": theo_c, "workspace_id": "x7k2m9ql", "external_id": f"usr_{int(theo_c[-5:], 16) % 90000 + 10000}", "role": "user", "email": theo[2], "email_domain": "officinalibra.it",
               "phone": None, "name": "Theo Marchetti", "avatar": None, "owner_id": None, "social_profiles": {"type": "list", "data": []}, "has_hard_bounced": False,
               "marked_email_as_spam": False, "unsubscribed_from_emails": False, "created_at": unix("2023-09-14T10:02:47"), "updated_at": unix("2024-06-26T08:12:33"),
               "signed_up_at": unix("2023-09-14T10:02:47"), "last_seen_at": unix("2024-06-26T08:11:05"), "last_replied_at": c_follow, "last_contacted_at": unix("2024-06-12T09:30:00"),
               "last_email_opened_at": unix("2024-06-24T07:40:19"), "last_email_clicked_at": None, "language_override": None, "browser": "chrome", "browser_version": "126.0.0.0",
               "browser_language": "it", "os": "OS X 14.5", "location": {"type": "location", "country": "Italy", "region": "Lombardy", "city": "Milan", "country_code": "ITA", "continent_code": "EU"},
               "android_app_name": None, "android_app_version": None, "android_device": None, "android_os_version": None, "android_sdk_version": None, "android_last_seen_at": None,
               "ios_app_name": None, "ios_app_version": None, "ios_device": None, "ios_os_version": None, "ios_sdk_version": None, "ios_last_seen_at": None,
               "custom_attributes": {"plan": "Team", "seats": 12, "mrr_usd": 240, "billing_cycle": "monthly", "company_size": "11-50", "stripe_customer": "cus_OkP4zq8Xw2LmT1"},
               "tags": {"type": "list", "data": [], "url": f"/contacts/{theo_c}/tags", "total_count": 0, "has_more": False},
               "notes": {"type": "list", "data": [], "url": f"/contacts/{theo_c}/notes", "total_count": 0, "has_more": False},
               "companies": {"type": "list", "data": [{"id": "6503a7e1e4b0c9001d8e1f77", "type": "company", "url": "/companies/6503a7e1e4b0c9001d8e1f77"}], "url": f"/contacts/{theo_c}/companies", "total_count": 1, "has_more": False},
               "opted_out_subscription_types": {"type": "list", "data": [], "url": f"/contacts/{theo_c}/subscriptions", "total_count": 0, "has_more": False},
               "opted_in_subscription_types": {"type": "list", "data": [], "url": f"/contacts/{theo_c}/subscriptions", "total_count": 0, "has_more": False},
               "utm_campaign": None, "utm_content": None, "utm_medium": None, "utm_source": None, "utm_term": None, "referrer": None}
    new_attrs = {"plan": "Starter", "seats": 3, "mrr_usd": 45}
    contact2 = upd(contact, updated_at=t_contact, custom_attributes=upd(contact["custom_attributes"], **new_attrs))
    turns = [
        (call("search_conversations", query=query, pagination={"per_page": 20}), pj(result([a, b, d, c]))),
        (call("get_conversation", conversation_id="184302277005981"), pj(a_full)),
        (call("reply_conversation", conversation_id="184302277005981", type="admin", admin_id="6402218", message_type="comment", body=reply_body), pj(a_replied)),
        (call("create_tag", name="billing-downgrade"), pj({"type": "tag", "id": "9114587", "name": "billing-downgrade"})),
        (call("tag_conversation", conversation_id="184302277005981", tag_id="9114587", admin_id="6402218"), pj(dg)),
        (call("get_contact", contact_id=theo_c), pj(contact)),
        (call("update_contact", contact_id=theo_c, custom_attributes=new_attrs), pj(contact2)),
        (call("snooze_conversation", conversation_id="184302277005981", admin_id="6402218", snoozed_until=until), pj(a_snoozed)),
        (call("search_conversations", query=query, pagination={"per_page": 20}), pj(result([e, b, d, c]))),
    ]
    rs.add(task=T, tid="h35-mcp-14", system=system, turns=turns, state=state)


# Weaviate: bad
def t15(rs: RowSet) -> None:
    system = mcp_system("weaviate", "Weaviate 1.25 cluster kb-prod-6h2x9 (REST and GraphQL)", [
        tool("get_schema", "The collection (class) definitions.", {}, []),
        tool("aggregate", "GraphQL Aggregate on a class, e.g. meta { count }.", {"class_name": S, "fields": S, "where": OBJ}, ["class_name"]),
        tool("create_object", "Create one object; the vector is computed by the class vectorizer.", {"class_name": S, "properties": OBJ, "id": S}, ["class_name", "properties"]),
        tool("batch_create_objects", "Create several objects in one batch.", {"objects": A}, ["objects"]),
        tool("get_object", "Get an object by class and UUID.", {"class_name": S, "id": S}, ["class_name", "id"]),
        tool("patch_object", "Merge properties into an existing object.", {"class_name": S, "id": S, "properties": OBJ}, ["class_name", "id", "properties"]),
        tool("near_text", "GraphQL Get with nearText; returns the listed properties and _additional fields.", {"class_name": S, "concepts": A, "limit": INT, "properties": A, "additional": A}, ["class_name", "concepts"]),
        tool("delete_object", "Delete an object by class and UUID.", {"class_name": S, "id": S}, ["class_name", "id"]),
    ])
    state = ("Weaviate cluster https://kb-prod-6h2x9.weaviate.network (v1.25.4), class 'SupportDoc' vectorized with text2vec-openai. Task: load the "
             "new 2024 enterprise refund policy and its two companion snippets, tag the policy, check that refund questions retrieve them, and "
             "delete the superseded 2022 enterprise refund policy.")

    def prop(name, dt, tok="word", vec=True):
        return {"dataType": [dt], "indexFilterable": True, "indexRangeFilters": False, "indexSearchable": dt.startswith("text"), "name": name,
                **({"tokenization": tok} if dt.startswith("text") else {}), "moduleConfig": {"text2vec-openai": {"skip": not vec, "vectorizePropertyName": False}}}

    hnsw = {"skip": False, "cleanupIntervalSeconds": 300, "maxConnections": 32, "efConstruction": 128, "ef": -1, "dynamicEfMin": 100, "dynamicEfMax": 500,
            "dynamicEfFactor": 8, "vectorCacheMaxObjects": 1000000000000, "flatSearchCutoff": 40000, "distance": "cosine",
            "pq": {"enabled": False, "bitCompression": False, "segments": 0, "centroids": 256, "trainingLimit": 100000, "encoder": {"type": "kmeans", "distribution": "log-normal"}},
            "bq": {"enabled": False}, "sq": {"enabled": False, "trainingLimit": 100000, "rescoreLimit": 20}}

    def klass(name, desc, props, shards):
        return {"class": name, "description": desc,
                "invertedIndexConfig": {"bm25": {"b": 0.75, "k1": 1.2}, "cleanupIntervalSeconds": 60, "indexNullState": False, "indexPropertyLength": False,
                                        "indexTimestamps": True, "stopwords": {"additions": None, "preset": "en", "removals": None}},
                "moduleConfig": {"generative-openai": {}, "text2vec-openai": {"baseURL": "https://api.openai.com", "model": "text-embedding-3-small", "dimensions": 1536, "vectorizeClassName": False}},
                "multiTenancyConfig": {"enabled": False, "autoTenantCreation": False, "autoTenantActivation": False}, "properties": props,
                "replicationConfig": {"factor": 2, "asyncEnabled": False, "deletionStrategy": "NoAutomatedResolution"},
                "shardingConfig": {"actualCount": shards, "actualVirtualCount": 128 * shards, "desiredCount": shards, "desiredVirtualCount": 128 * shards, "function": "murmur3",
                                   "key": "_id", "strategy": "hash", "virtualPerPhysical": 128},
                "vectorIndexConfig": hnsw, "vectorIndexType": "hnsw", "vectorizer": "text2vec-openai"}

    schema = {"classes": [
        klass("SupportDoc", "Help-center and policy snippets for the support assistant",
              [prop("title", "text"), prop("body", "text"), prop("product", "text[]", "field"), prop("lang", "text", "field", False),
               prop("source_url", "text", "field", False), prop("tags", "text[]", "field"), prop("updated", "date", vec=False)], 1),
        klass("ChatTranscript", "Resolved support chats, anonymised",
              [prop("summary", "text"), prop("transcript", "text"), prop("resolution", "text", "field"), prop("csat", "int", vec=False), prop("closed_at", "date", vec=False)], 3)]}

    def count(n):
        return pj({"data": {"Aggregate": {"SupportDoc": [{"meta": {"count": n}}]}}})

    oid = "3f6a2c9e-8b14-4d7a-9e25-c0d1b7a4f863"
    b1, b2 = "a91d4e07-5c3b-4f28-b6e1-7d20c9f83a5e", "e4720b9c-1a6d-4e53-8c07-3b9f5d21e6a8"
    old22 = "d0c5b2e1-77fa-4c39-8a60-4be2f19c0d55"
    p_main = {"title": "Enterprise refund policy (2024)", "body": "Enterprise customers on annual contracts may request a refund of unused, prepaid fees within 30 days of "
              "contract start, or a prorated credit afterwards. Refunds above USD 10,000 require approval by the VP Customer Success...",
              "product": ["platform", "enterprise"], "lang": "en", "source_url": "https://help.example-saas.com/policies/enterprise-refunds-2024",
              "tags": ["refund", "policy-2024"], "updated": "2024-06-26T00:00:00Z"}
    p_b1 = {"title": "Refunds for annual enterprise contracts: prorating rules", "body": "Prorated credits are calculated per day on the remaining contract term, "
            "excluding one-time onboarding fees and consumed usage overages...", "product": ["platform", "enterprise"], "lang": "en",
            "source_url": "https://help.example-saas.com/policies/enterprise-refunds-2024#prorating", "tags": ["refund", "proration"], "updated": "2024-06-26T00:00:00Z"}
    p_b2 = {"title": "Refund approval workflow for enterprise customers", "body": "Support opens a Refund Request in Salesforce; the account owner confirms the amount; "
            "refunds above USD 10,000 are routed to the VP Customer Success for approval within 3 business days...", "product": ["enterprise"], "lang": "en",
            "source_url": "https://help.example-saas.com/internal/refund-approval", "tags": ["refund", "workflow"], "updated": "2024-06-26T00:00:00Z"}
    t_create = 1719402512334
    created = {"class": "SupportDoc", "creationTimeUnix": t_create, "id": oid, "lastUpdateTimeUnix": t_create, "properties": p_main, "vectorWeights": None}
    batch = [{"class": "SupportDoc", "creationTimeUnix": 1719402547901, "id": b1, "lastUpdateTimeUnix": 1719402547901, "properties": p_b1, "deprecations": None, "result": {}},
             {"class": "SupportDoc", "creationTimeUnix": 1719402547901, "id": b2, "lastUpdateTimeUnix": 1719402547901, "properties": p_b2, "deprecations": None, "result": {}}]
    tags_new = ["refund", "enterprise", "policy-2024"]
    hits = [
        {"title": "Enterprise refund policy (2024)", "tags": tags_new, "updated": "2024-06-26T00:00:00Z", "_additional": {"id": "3f6a2c9e-8b14-4d7a-9e52-c0d1b7a4f863", "distance": 0.1482}},
        {"title": p_b1["title"], "tags": p_b1["tags"], "updated": "2024-06-26T00:00:00Z", "_additional": {"id": b1, "distance": 0.1837}},
        {"title": "Enterprise refund policy (2022)", "tags": ["refund", "policy-2022"], "updated": "2022-03-14T00:00:00Z", "_additional": {"id": old22, "distance": 0.1911}},
        {"title": "How to request a refund (self-serve plans)", "tags": ["refund", "self-serve", "billing"], "updated": "2024-01-22T00:00:00Z", "_additional": {"id": "7b38e5d2-0f91-4c6a-a2d4-95e1c8b07f36", "distance": 0.2274}},
        {"title": p_b2["title"], "tags": p_b2["tags"], "updated": "2024-06-26T00:00:00Z", "_additional": {"id": b2, "distance": 0.2306}},
    ]
    turns = [
        (call("get_schema"), pj(schema)),
        (call("aggregate", class_name="SupportDoc", fields="meta { count }"), count(2841)),
        (call("create_object", class_name="SupportDoc", properties=p_main), pj(created)),
        (call("batch_create_objects", objects=[{"class": "SupportDoc", "properties": p_b1}, {"class": "SupportDoc", "properties": p_b2}]), pj(batch)),
        (call("patch_object", class_name="SupportDoc", id=oid, properties={"tags": tags_new}), "204 No Content"),
        (call("near_text", class_name="SupportDoc", concepts=["refund policy for enterprise annual contracts"], limit=5, properties=["title", "tags", "updated"], additional=["id", "distance"]),
         pj({"data": {"Get": {"SupportDoc": hits}}})),
        (call("aggregate", class_name="SupportDoc", fields="meta { count }"), count(2844)),
        (call("delete_object", class_name="SupportDoc", id=old22), "204 No Content"),
        (call("aggregate", class_name="SupportDoc", fields="meta { count }"), count(2843)),
    ]
    rs.add(task=T, tid="h35-mcp-15", system=system, turns=turns, state=state, bad=True, turn=6,
           kind="UUID of the object created earlier comes back with two hex digits swapped in the search result")


# Postmark: clean
def t16(rs: RowSet) -> None:
    system = mcp_system("postmark", "Postmark server API for the Tallyho Bookings transactional server", [
        tool("get_bounces", "List bounces; filters type, inactive, emailFilter, tag, messageStream.", {"count": INT, "offset": INT, "type": S, "inactive": B, "emailFilter": S, "messageStream": S}, ["count", "offset"]),
        tool("get_delivery_stats", "Inactive address count and bounce counts by type.", {}, []),
        tool("activate_bounce", "Reactivate the address of a bounce so it can receive mail again.", {"bounceId": INT}, ["bounceId"]),
        tool("send_email_with_template", "Send one email rendered from a template.", {"From": S, "To": S, "TemplateAlias": S, "TemplateId": INT, "TemplateModel": OBJ, "Tag": S, "MessageStream": S}, ["From", "To", "TemplateModel"]),
        tool("get_outbound_message_details", "Details and events of a sent message.", {"messageId": S}, ["messageId"]),
    ])
    state = ("Postmark server 'Tallyho Bookings – Production' (ID 11823407), stream 'outbound'. A customer, amelia.kowalczyk@fastmail.com, says "
             "password reset emails never arrive; her mailbox was disabled for a while last week and is working again. Task: check her bounce, "
             "reactivate the address if needed and resend the reset email with the 'password-reset' template (reset link "
             "https://app.tallyho-bookings.com/reset?token=Yk3P9qL2vX).")
    email = "amelia.kowalczyk@fastmail.com"
    bounce = {"ID": 4205871129, "Type": "HardBounce", "TypeCode": 1, "Name": "Hard bounce", "Tag": "password-reset", "MessageID": "9b1c3f7e-2d84-4a6b-b05e-71c9e3f2a8d4",
              "ServerID": 11823407, "MessageStream": "outbound", "Description": "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
              "Details": "smtp;550 5.2.1 <amelia.kowalczyk@fastmail.com>: Recipient address rejected: mailbox is disabled", "Email": email,
              "From": "no-reply@tallyho-bookings.com", "BouncedAt": "2024-06-21T08:12:44.1203871-04:00", "DumpAvailable": True, "Inactive": True,
              "CanActivate": True, "RecordType": "Bounce", "Subject": "Reset your Tallyho password"}
    stats = {"InactiveMails": 37, "Bounces": [{"Name": "All", "Count": 214}, {"Type": "HardBounce", "Name": "Hard bounce", "Count": 142},
                                               {"Type": "Transient", "Name": "Message delayed", "Count": 51}, {"Type": "SoftBounce", "Name": "Soft bounce", "Count": 12},
                                               {"Type": "SpamComplaint", "Name": "Spam complaint", "Count": 9}]}
    model = {"name": "Amelia", "product_name": "Tallyho Bookings", "action_url": "https://app.tallyho-bookings.com/reset?token=Yk3P9qL2vX", "expiry_minutes": 60,
             "support_url": "https://help.tallyho-bookings.com"}
    mid = "e8a2c5f1-4b7d-4e39-9f06-1d3c8b2a7e54"
    text = ("Hi Amelia,\n\nWe received a request to reset the password for your Tallyho Bookings account. Use the link below to choose a new one. "
            "The link expires in 60 minutes.\n\nReset your password: https://app.tallyho-bookings.com/reset?token=Yk3P9qL2vX\n\nIf you did not ask for this, "
            "ignore this email or contact us at https://help.tallyho-bookings.com.\n\nThe Tallyho Bookings team")
    details = {"TextBody": text, "HtmlBody": "<!DOCTYPE html><html><head><meta name=\"viewport\" content=\"width=device-width, initial-scale=1.0\" />...<a href=\"https://app.tallyho-bookings.com/reset?token=Yk3P9qL2vX\" class=\"button\">Reset your password</a>...</html>",
               "Body": "", "Tag": "password-reset", "MessageID": mid, "MessageStream": "outbound", "To": [{"Email": email, "Name": None}], "Cc": [], "Bcc": [],
               "Recipients": [email], "ReceivedAt": "2024-06-26T10:41:07.5204185-04:00", "From": "\"Tallyho Bookings\" <no-reply@tallyho-bookings.com>",
               "Subject": "Reset your Tallyho password", "Attachments": [], "Status": "Sent", "TrackOpens": True, "TrackLinks": "HtmlAndText", "Metadata": {},
               "Sandboxed": False,
               "MessageEvents": [{"Recipient": email, "Type": "Delivered", "ReceivedAt": "2024-06-26T10:41:09.0000000-04:00",
                                  "Details": {"DeliveryMessage": "smtp;250 2.0.0 Ok: queued as 4W8Fqk3JdRz1", "DestinationServer": "in1-smtp.messagingengine.com", "DestinationIP": "103.168.172.220"}}]}
    turns = [
        (call("get_bounces", count=10, offset=0, emailFilter=email), pj({"TotalCount": 1, "Bounces": [bounce]})),
        (call("get_delivery_stats"), pj(stats)),
        (call("activate_bounce", bounceId=4205871129), pj({"Message": "OK", "Bounce": upd(bounce, Inactive=False, CanActivate=False)})),
        (call("send_email_with_template", From="\"Tallyho Bookings\" <no-reply@tallyho-bookings.com>", To=email, TemplateAlias="password-reset", TemplateModel=model, Tag="password-reset", MessageStream="outbound"),
         pj({"To": email, "SubmittedAt": "2024-06-26T10:41:07.5204185-04:00", "MessageID": mid, "ErrorCode": 0, "Message": "OK"})),
        (call("get_outbound_message_details", messageId=mid), pj(details)),
        (call("get_delivery_stats"), pj(upd(stats, InactiveMails=36))),
    ]
    rs.add(task=T, tid="h35-mcp-16", system=system, turns=turns, state=state)


# Copper: bad
def t17(rs: RowSet) -> None:
    system = mcp_system("copper", "Copper CRM developer API v1 for Aster Ocean Sensors", [
        tool("search_companies", "Search companies (name, sort_by, sort_direction, page_size, page_number).", {"name": S, "sort_by": S, "sort_direction": S, "page_size": INT, "page_number": INT}, []),
        tool("update_company", "Update fields of a company.", {"company_id": INT, "name": S, "email_domain": S, "websites": A, "details": S}, ["company_id"]),
        tool("search_people", "Search people (company_ids, name, emails).", {"company_ids": A, "name": S, "page_size": INT}, []),
        tool("search_opportunities", "Search opportunities (company_ids, pipeline_ids, status).", {"company_ids": A, "pipeline_ids": A, "status": S}, []),
        tool("list_pipelines", "List opportunity pipelines and their stages.", {}, []),
        tool("update_opportunity", "Update an opportunity.", {"opportunity_id": INT, "pipeline_stage_id": INT, "monetary_value": INT, "win_probability": INT, "close_date": S}, ["opportunity_id"]),
        tool("create_task", "Create a task, optionally related to a record.", {"name": S, "related_resource": OBJ, "assignee_id": INT, "due_date": INT, "priority": S, "details": S}, ["name"]),
        tool("create_activity", "Log an activity (note) on a record.", {"parent": OBJ, "type": OBJ, "details": S}, ["parent", "type", "details"]),
        tool("search_tasks", "Search tasks (assignee_ids, statuses, sort_by).", {"assignee_ids": A, "statuses": A, "sort_by": S, "page_size": INT}, []),
    ])
    state = ("Copper account of Aster Ocean Sensors, user Noor Haddad (user id 1147209). Halvorsen Marine AS merged with Kvamme Offshore and now "
             "trades as Halvorsen Maritime Group AS (new domain halvorsenmaritime.no). Task: rename the company record, move the Hjeltefjorden buoy "
             "sensor deal to Negotiation at USD 204,500 (two extra buoys) with 65% probability, and set a follow-up task to send the revised MSA.")
    cid, me = 71204839, 1147209
    t_upd, t_opp, t_task, t_act = unix("2024-06-27T09:14:05"), unix("2024-06-27T09:16:48"), unix("2024-06-27T09:17:52"), unix("2024-06-27T09:19:30")

    def company(i, name, street, city, post, country, domain, web, tags, details, kind, interactions, created, modified, phone):
        return {"id": i, "name": name, "address": {"street": street, "city": city, "state": None, "postal_code": post, "country": country},
                "assignee_id": me, "contact_type_id": kind, "details": details, "email_domain": domain,
                "phone_numbers": [{"number": phone, "category": "work"}], "socials": [], "tags": tags,
                "websites": [{"url": web, "category": "work"}] if web else [], "custom_fields": [{"custom_field_definition_id": 402118, "value": "Key account" if interactions > 40 else None}],
                "interaction_count": interactions, "date_created": created, "date_modified": modified}

    halv = company(cid, "Halvorsen Marine AS", "Strandkaien 14", "Bergen", "5013", "NO", "halvorsenmarine.no", "https://www.halvorsenmarine.no", ["offshore", "norway"],
                   "Operates 14 offshore met-ocean buoys in the North Sea; buys our wave and current sensors.", 1839211, 47, 1652170022, 1718190411, "+47 55 21 40 00")
    hl = company(71388204, "Halvorsen & Lie Shipping", "Nedre Ole Bulls plass 3", "Bergen", "5012", "NO", "halvorsenlie.no", "https://halvorsenlie.no", ["prospect"],
                 "Met at Nor-Shipping 2023.", 1839208, 3, 1686051233, 1686051233, "+47 55 30 12 80")
    new_name, new_domain, new_web = "Halvorsen Maritime Group AS", "halvorsenmaritime.no", "https://www.halvorsenmaritime.no"
    halv2 = upd(halv, name=new_name, email_domain=new_domain, websites=[{"url": new_web, "category": "work"}], date_modified=t_upd)

    def person(i, name, title, email, phone, created, modified, last, inter):
        first, last_name = name.split(" ", 1)
        return {"id": i, "name": name, "prefix": None, "first_name": first, "middle_name": None, "last_name": last_name, "suffix": None, "address": None,
                "assignee_id": me, "company_id": cid, "company_name": new_name, "contact_type_id": 1839211, "details": None,
                "emails": [{"email": email, "category": "work"}], "phone_numbers": [{"number": phone, "category": "work"}], "socials": [], "tags": [],
                "title": title, "websites": [], "custom_fields": [], "date_created": created, "date_modified": modified, "date_last_contacted": last,
                "interaction_count": inter, "leads_converted_from": [], "date_lead_created": None}

    people = [person(134562211, "Ingrid Halvorsen", "CEO", "ingrid@halvorsenmarine.no", "+47 917 40 221", 1652170310, 1716285004, 1718104800, 19),
              person(134562298, "Eirik Nygård", "Head of Operations", "eirik.nygard@halvorsenmarine.no", "+47 932 11 874", 1652171102, 1715003317, 1718104800, 21),
              person(151009472, "Solveig Kvamme", "Procurement Manager", "solveig.kvamme@kvammeoffshore.no", "+47 984 26 031", 1717412977, 1717412977, 1717500000, 4)]
    pipelines = [{"id": 801224, "name": "Sales", "stages": [{"id": 3502115, "name": "Qualified", "win_probability": 10}, {"id": 3502116, "name": "Needs analysis", "win_probability": 25},
                                                           {"id": 3502118, "name": "Proposal", "win_probability": 40}, {"id": 3502119, "name": "Negotiation", "win_probability": 65},
                                                           {"id": 3502121, "name": "Closing", "win_probability": 85}]},
                 {"id": 801231, "name": "Service contracts", "stages": [{"id": 3502140, "name": "Renewal due", "win_probability": 50}, {"id": 3502141, "name": "Quoted", "win_probability": 70},
                                                                        {"id": 3502143, "name": "Signed", "win_probability": 100}]}]

    def opportunity(i, name, pipe, stage, value, prob, status, close, details, created, modified, stage_changed, inter):
        return {"id": i, "name": name, "assignee_id": me, "close_date": close, "company_id": cid, "company_name": new_name, "customer_source_id": 1204877,
                "details": details, "loss_reason_id": None, "pipeline_id": pipe, "pipeline_stage_id": stage, "primary_contact_id": 134562298, "priority": "High",
                "status": status, "tags": [], "interaction_count": inter, "monetary_unit": "USD", "monetary_value": value, "converted_unit": None, "converted_value": None,
                "win_probability": prob, "date_stage_changed": stage_changed, "date_last_contacted": 1718104800, "leads_converted_from": [], "date_lead_created": None,
                "date_created": created, "date_modified": modified, "custom_fields": [{"custom_field_definition_id": 402240, "value": "Hjeltefjorden" if "Hjelte" in name else None}]}

    buoy = opportunity(29811457, "Buoy sensor array – Hjeltefjorden", 801224, 3502118, 186000, 40, "Open", "9/30/2024", "6 wave/current sensor buoys incl. telemetry, 3-year support.",
                       1709640011, 1718190502, 1716285120, 22)
    calib = opportunity(28114073, "Calibration service contract 2024", 801231, 3502143, 38400, 100, "Won", "1/31/2024", "Annual calibration for 14 buoys.",
                        1701698400, 1706722211, 1706722211, 9)
    buoy2 = upd(buoy, pipeline_stage_id=3502119, monetary_value=204500, win_probability=65, date_modified=t_opp, date_stage_changed=t_opp)
    task_due = unix("2024-07-02T09:00:00")
    task = {"id": 88341205, "name": "Send revised MSA (merger entity) to Halvorsen legal", "related_resource": {"id": 29811457, "type": "opportunity"}, "assignee_id": me,
            "due_date": task_due, "reminder_date": task_due - 3600, "completed_date": None, "priority": "High", "status": "Open",
            "details": "MSA must name the merged entity and new org. number; ask Solveig for signatory.", "tags": [], "custom_fields": [], "date_created": t_task, "date_modified": t_task}
    others = [company(70981163, "Nordkapp Aquaculture AS", "Havnegata 2", "Honningsvåg", "9750", "NO", "nordkappaqua.no", "https://nordkappaqua.no", ["aquaculture"], "Fish-farm water-quality sensors.", 1839211, 33, 1640084410, 1719397255, "+47 78 47 22 10"),
              company(71650027, "Shetland Tidal Ltd", "Port Arthur", "Scalloway", "ZE1 0UN", "GB", "shetlandtidal.co.uk", "https://shetlandtidal.co.uk", ["tidal", "uk"], "Tidal array monitoring pilot.", 1839208, 12, 1699280044, 1719324118, "+44 1595 880 412"),
              company(70655219, "Baltic Wind Monitoring GmbH", "Am Strande 3d", "Rostock", "18055", "DE", "bwm-gmbh.de", "https://bwm-gmbh.de", ["offshore-wind"], "LiDAR buoy partner.", 1839211, 58, 1631520012, 1719236440, "+49 381 2037 110"),
              company(71902345, "Faroe Fisheries Research", "Nóatún 1", "Tórshavn", "100", "FO", "ffr.fo", "", ["research"], "Grant-funded; slow procurement.", 1839208, 6, 1710414210, 1719151902, "+298 35 39 00"),
              company(70433891, "Rijkswaterstaat Noordzee", "Lange Kleiweg 34", "Rijswijk", "2288 GK", "NL", "rws.nl", "https://www.rijkswaterstaat.nl", ["government", "tender"], "Framework tender 2025.", 1839208, 27, 1622557203, 1719053361, "+31 70 336 6600"),
              company(71120884, "Orkney Harbour Authority", "Harbour Office", "Kirkwall", "KW15 1HS", "GB", "orkney.gov.uk", "https://www.orkneyharbours.com", ["ports", "uk"], "Harbour wave monitoring.", 1839211, 15, 1648216007, 1718968120, "+44 1856 873 636"),
              company(70877410, "Skagerrak Metocean AS", "Dokkveien 1", "Arendal", "4836", "NO", "skagerrakmet.no", "https://skagerrakmet.no", ["distributor"], "Reseller for southern Norway.", 1839215, 41, 1637234501, 1718877032, "+47 37 00 45 90")]
    listing = [upd(halv2, name="Halvorsen Marine AS")] + others
    act_details = "Moved to Negotiation: value revised to USD 204,500 (8 buoys instead of 6) after the merger; revised MSA to follow."
    tasks = [task,
             {"id": 88107733, "name": "Prepare Q3 forecast review", "related_resource": {"id": None, "type": None}, "assignee_id": me, "due_date": unix("2024-06-28T13:00:00"),
              "reminder_date": None, "completed_date": None, "priority": "Medium", "status": "Open", "details": None, "tags": [], "custom_fields": [], "date_created": 1718627410, "date_modified": 1718627410},
             {"id": 88290518, "name": "Send LiDAR buoy datasheet", "related_resource": {"id": 29990204, "type": "opportunity"}, "assignee_id": me, "due_date": unix("2024-07-01T09:00:00"),
              "reminder_date": unix("2024-07-01T08:00:00"), "completed_date": None, "priority": "None", "status": "Open", "details": None, "tags": [], "custom_fields": [], "date_created": 1719236502, "date_modified": 1719236502},
             {"id": 88312660, "name": "Follow up on tender clarification questions", "related_resource": {"id": 70433891, "type": "company"}, "assignee_id": me, "due_date": unix("2024-07-04T09:00:00"),
              "reminder_date": None, "completed_date": None, "priority": "High", "status": "Open", "details": "Deadline for questions 5 Jul.", "tags": ["tender"], "custom_fields": [], "date_created": 1719053400, "date_modified": 1719053400},
             {"id": 88044129, "name": "Renewal call – Skagerrak Metocean reseller agreement", "related_resource": {"id": 70877410, "type": "company"}, "assignee_id": me, "due_date": unix("2024-07-10T12:00:00"),
              "reminder_date": None, "completed_date": None, "priority": "Medium", "status": "Open", "details": None, "tags": [], "custom_fields": [], "date_created": 1718001133, "date_modified": 1718877032}]
    tasks_sorted = sorted(tasks, key=lambda t: t["due_date"])
    turns = [
        (call("search_companies", name="Halvorsen", page_size=25), pj([halv, hl])),
        (call("update_company", company_id=cid, name=new_name, email_domain=new_domain, websites=[{"url": new_web, "category": "work"}]), pj(halv2)),
        (call("search_people", company_ids=[cid], page_size=25), pj(people)),
        (call("search_opportunities", company_ids=[cid]), pj([buoy, calib])),
        (call("list_pipelines"), pj(pipelines)),
        (call("update_opportunity", opportunity_id=29811457, pipeline_stage_id=3502119, monetary_value=204500, win_probability=65), pj(buoy2)),
        (call("create_task", name=task["name"], related_resource={"id": 29811457, "type": "opportunity"}, assignee_id=me, due_date=task_due, priority="High", details=task["details"]), pj(task)),
        (call("search_companies", sort_by="date_modified", sort_direction="desc", page_size=8), pj(listing)),
        (call("create_activity", parent={"id": 29811457, "type": "opportunity"}, type={"category": "user", "id": 0}, details=act_details),
         pj({"id": 5519027731, "parent": {"id": 29811457, "type": "opportunity"}, "type": {"id": 0, "category": "user"}, "user_id": me, "details": act_details,
             "activity_date": t_act, "old_value": None, "new_value": None, "date_created": t_act, "date_modified": t_act})),
        (call("search_tasks", assignee_ids=[me], statuses=["Open"], sort_by="due_date", page_size=20), pj(tasks_sorted)),
    ]
    rs.add(task=T, tid="h35-mcp-17", system=system, turns=turns, state=state, bad=True, turn=8,
           kind="renamed company listed under its old name in a later company listing")


# Recurly: clean
def t18(rs: RowSet) -> None:
    system = mcp_system("recurly", "Recurly API v2021-02-25 for the site glasshouse-analytics", [
        tool("list_accounts", "List accounts; email filters by exact email.", {"email": S, "limit": INT}, []),
        tool("get_account_balance", "Balance of an account.", {"account_id": S}, ["account_id"]),
        tool("create_line_item", "Create a pending charge or credit on an account.", {"account_id": S, "currency": S, "unit_amount": {"type": "number"}, "quantity": INT, "type": S, "description": S, "accounting_code": S}, ["account_id", "currency", "unit_amount", "type"]),
        tool("create_invoice", "Invoice the account's pending line items.", {"account_id": S, "currency": S, "collection_method": S, "net_terms": INT, "po_number": S}, ["account_id", "currency"]),
        tool("record_external_transaction", "Record a payment collected outside Recurly against an invoice.", {"invoice_id": S, "payment_method": S, "amount": {"type": "number"}, "collected_at": S, "description": S}, ["invoice_id", "payment_method", "amount"]),
        tool("list_account_invoices", "List an account's invoices.", {"account_id": S, "limit": INT, "sort": S, "order": S}, ["account_id"]),
    ])
    state = ("Recurly site 'glasshouse-analytics'. Task: bill Verdant Row Farms (ap@verdantrowfarms.com) for the custom yield-report setup (USD 250) "
             "and three extra seats for June (USD 40 each) on a manual net-30 invoice with PO VRF-PO-2291, then record their check #4471 for the full "
             "amount, which arrived yesterday (27 Jun).")
    aid = "q2x8mdb7w4kt"
    mini = {"id": aid, "object": "account_mini", "code": "verdant-row-farms", "email": "ap@verdantrowfarms.com", "first_name": "Hannah", "last_name": "Sorensen",
            "company": "Verdant Row Farms LLC", "parent_account_id": None, "bill_to": "self", "dunning_campaign_id": None}
    address = {"phone": "+1 503 555 0166", "street1": "27410 NW Cornelius Schefflin Rd", "street2": "", "city": "Cornelius", "region": "OR", "postal_code": "97113", "country": "US", "geo_code": None}
    account = {"id": aid, "object": "account", "code": "verdant-row-farms", "hosted_login_token": "f3b0c1d9e8a74b2c9d5e0a1f6b7c8d2e", "state": "active",
               "email": "ap@verdantrowfarms.com", "cc_emails": "hannah@verdantrowfarms.com", "first_name": "Hannah", "last_name": "Sorensen", "company": "Verdant Row Farms LLC",
               "vat_number": None, "tax_exempt": False, "exemption_certificate": None, "bill_to": "self", "preferred_locale": "en-US", "preferred_time_zone": "America/Los_Angeles",
               "address": address, "billing_info": None, "custom_fields": [{"name": "crm_id", "value": "0015e00000Kq8XbAAJ"}],
               "has_live_subscription": True, "has_active_subscription": True, "has_future_subscription": False, "has_canceled_subscription": False,
               "has_paused_subscription": False, "has_past_due_invoice": False, "created_at": "2022-03-08T19:40:11Z", "updated_at": "2024-05-28T16:03:52Z",
               "deleted_at": None, "dunning_campaign_id": None, "invoice_template_id": None, "override_business_entity_id": None, "parent_account_id": None,
               "net_terms": 30, "net_terms_type": "net"}

    def balance(amount, past_due=False):
        return pj({"object": "account_balance", "account": mini, "past_due": past_due, "balances": [{"currency": "USD", "amount": amount}]})

    def li(i, uuid, desc, unit, qty, code, at, state_="pending", inv=None):
        return {"id": i, "object": "line_item", "uuid": uuid, "type": "charge", "item_code": None, "item_id": None, "external_sku": None, "revenue_schedule_type": "at_invoice",
                "state": state_, "legacy_category": "charge", "account": mini, "bill_for_account_id": aid, "subscription_id": None, "plan_id": None, "plan_code": None,
                "add_on_id": None, "add_on_code": None, "invoice_id": inv[0] if inv else None, "invoice_number": inv[1] if inv else None, "previous_line_item_id": None,
                "original_line_item_invoice_id": None, "origin": "one_time", "accounting_code": code, "product_code": None, "credit_reason_code": None, "currency": "USD",
                "amount": unit * qty, "description": desc, "quantity": qty, "quantity_decimal": f"{qty}.0", "unit_amount": unit, "unit_amount_decimal": f"{unit}.0",
                "tax_inclusive": False, "subtotal": unit * qty, "discount": 0.0, "tax": 0.0, "taxable": False, "tax_exempt": False, "avalara_transaction_type": None,
                "avalara_service_type": None, "tax_code": None, "tax_info": None, "proration_rate": None, "refund": False, "refunded_quantity": None,
                "credit_applied": None, "shipping_address": None, "start_date": at, "end_date": None, "custom_fields": [], "created_at": at, "updated_at": at}

    l1 = li("q2y1c5n0v7rb", "5f1b3e7a9c2d4e8f0a6b1c3d5e7f9a2b", "Custom yield-report setup", 250.0, 1, "SETUP", "2024-06-28T17:20:04Z")
    l2 = li("q2y1d2w8e4xq", "7c2e4a1b9d0f4e3a8b5c6d7e1f2a3b4c", "Additional seats – June 2024", 40.0, 3, "SEATS", "2024-06-28T17:20:47Z")
    inv_id, inv_at = "q2y1f8k4m0sd", "2024-06-28T17:22:31Z"
    inv_l1 = upd(l1, state="invoiced", invoice_id=inv_id, invoice_number="10482", updated_at=inv_at)
    inv_l2 = upd(l2, state="invoiced", invoice_id=inv_id, invoice_number="10482", updated_at=inv_at)
    inv_addr = {"name_on_account": "Verdant Row Farms LLC", "company": "Verdant Row Farms LLC", "phone": "+1 503 555 0166", "street1": address["street1"], "street2": "",
                "city": "Cornelius", "region": "OR", "postal_code": "97113", "country": "US", "first_name": "Hannah", "last_name": "Sorensen"}

    def invoice(i, uuid, num, origin, total, state_, created, due, paid, closed, items, sub_ids, po, txns):
        return {"id": i, "uuid": uuid, "object": "invoice", "type": "charge", "origin": origin, "state": state_, "account": mini, "billing_info_id": None,
                "subscription_ids": sub_ids, "previous_invoice_id": None, "number": num, "collection_method": "manual", "po_number": po, "net_terms": 30,
                "net_terms_type": "net", "address": inv_addr, "shipping_address": None, "currency": "USD", "discount": 0.0, "subtotal": total, "tax": 0.0, "total": total,
                "refundable_amount": paid, "paid": paid, "balance": round(total - paid, 2), "tax_info": None, "used_tax_service": False, "vat_number": None,
                "vat_reverse_charge_notes": None, "terms_and_conditions": "Payment due within 30 days by ACH or check payable to Glasshouse Analytics Inc.",
                "customer_notes": "Thank you for your business!", "line_items": {"object": "list", "has_more": False, "next": None, "data": items},
                "has_more_line_items": False, "transactions": txns, "credit_payments": [], "created_at": created, "updated_at": closed or created, "due_at": due,
                "closed_at": closed, "dunning_campaign_id": None, "dunning_events_sent": 0, "final_dunning_event": False, "business_entity_id": None}

    inv = invoice(inv_id, "3a9d7e2c1b0f48e5a6c3d9b1e7f0a2c4", "10482", "line_item_list", 370.0, "pending", inv_at, "2024-07-28T17:22:31Z", 0.0, None, [inv_l1, inv_l2], [], "VRF-PO-2291", [])
    t_pay = "2024-06-28T17:25:09Z"
    txn = {"id": "q2y1h3p7w9lc", "object": "transaction", "uuid": "6e0c2b9a8d7f41e3b5a2c1d0e9f8a7b6", "original_transaction_id": None, "account": mini, "indicator": None,
           "invoice": {"id": inv_id, "object": "invoice_mini", "number": "10482", "business_entity_id": None, "type": "charge", "state": "paid"},
           "merchant_reason_code": None, "voided_by_invoice": None, "subscription_ids": [], "type": "payment", "origin": "external", "currency": "USD", "amount": 370.0,
           "status": "success", "success": True, "backup_payment_method_used": False, "refunded": False, "billing_address": None, "collection_method": "manual",
           "payment_method": {"object": "check"}, "ip_address_v4": None, "ip_address_country": None, "status_code": None, "status_message": None,
           "customer_message": None, "customer_message_locale": None, "payment_gateway": {"id": None, "object": "payment_gateway", "type": None, "name": None},
           "gateway_message": None, "gateway_reference": None, "gateway_approval_code": None, "gateway_response_code": None, "gateway_response_time": None,
           "gateway_response_values": {}, "cvv_check": None, "avs_check": None, "created_at": t_pay, "updated_at": t_pay, "voided_at": None,
           "collected_at": "2024-06-27T00:00:00Z", "description": "Check #4471"}
    txn_short = {k: txn[k] for k in ("id", "object", "uuid", "type", "origin", "currency", "amount", "status", "success", "collection_method", "payment_method", "created_at", "collected_at", "description")}
    paid_inv = upd(invoice(inv_id, "3a9d7e2c1b0f48e5a6c3d9b1e7f0a2c4", "10482", "line_item_list", 370.0, "paid", inv_at, "2024-07-28T17:22:31Z", 370.0, t_pay, [inv_l1, inv_l2], [], "VRF-PO-2291", [txn_short]))
    may = invoice("q1w7c2n9b5xz", "8b1d3f5a7c9e42b0a4c6e8f0b2d4a6c8", "10311", "renewal", 480.0, "paid", "2024-05-22T07:00:14Z", "2024-06-21T07:00:14Z", 480.0, "2024-06-10T18:44:02Z",
                  [], ["q0m3x7v2c8rt"], None, [upd(txn_short, id="q1z4k8p2m6wd", uuid="2f4a6c8e0b1d43f5a7c9e1b3d5f7a9c0", amount=480.0, created_at="2024-06-10T18:44:02Z", collected_at="2024-06-07T00:00:00Z", description="Check #4402")])
    apr = invoice("q0v5b8m1n4kc", "4d6f8a0c2e1b43d5f7a9c1e3b5d7f9a1", "10178", "renewal", 480.0, "paid", "2024-04-22T07:00:09Z", "2024-05-22T07:00:09Z", 480.0, "2024-05-13T16:20:37Z",
                  [], ["q0m3x7v2c8rt"], None, [upd(txn_short, id="q0y6h1t9r3ev", uuid="9c1e3a5b7d9f42c4e6a8b0d2f4a6c8e0", amount=480.0, created_at="2024-05-13T16:20:37Z", collected_at="2024-05-10T00:00:00Z", description="Check #4351")])
    turns = [
        (call("list_accounts", email="ap@verdantrowfarms.com", limit=20), pj({"object": "list", "has_more": False, "next": None, "data": [account]})),
        (call("get_account_balance", account_id=aid), balance(0.0)),
        (call("create_line_item", account_id=aid, currency="USD", unit_amount=250.0, quantity=1, type="charge", description="Custom yield-report setup", accounting_code="SETUP"), pj(l1)),
        (call("create_line_item", account_id=aid, currency="USD", unit_amount=40.0, quantity=3, type="charge", description="Additional seats – June 2024", accounting_code="SEATS"), pj(l2)),
        (call("create_invoice", account_id=aid, currency="USD", collection_method="manual", net_terms=30, po_number="VRF-PO-2291"), pj({"charge_invoice": inv, "credit_invoices": []})),
        (call("get_account_balance", account_id=aid), balance(370.0)),
        (call("record_external_transaction", invoice_id=inv_id, payment_method="check", amount=370.0, collected_at="2024-06-27T00:00:00Z", description="Check #4471"), pj(txn)),
        (call("get_account_balance", account_id=aid), balance(0.0)),
        (call("list_account_invoices", account_id=aid, limit=3, sort="created_at", order="desc"), pj({"object": "list", "has_more": True, "next": f"/accounts/{aid}/invoices?cursor=q0v5b8m1n4kc%3A1713769209.0&limit=3&order=desc&sort=created_at", "data": [paid_inv, may, apr]})),
    ]
    rs.add(task=T, tid="h35-mcp-18", system=system, turns=turns, state=state)


# OpenSearch: bad
def t19(rs: RowSet) -> None:
    system = mcp_system("opensearch", "OpenSearch 2.13 cluster obs-logs", [
        tool("cat_indices", "_cat/indices as a text table (v for headers, s to sort).", {"index": S, "v": B, "s": S}, []),
        tool("get_mapping", "Mapping of an index.", {"index": S}, ["index"]),
        tool("create_index", "Create an index with settings and mappings.", {"index": S, "settings": OBJ, "mappings": OBJ}, ["index"]),
        tool("reindex", "Copy documents from a source index into a destination index.", {"source": OBJ, "dest": OBJ, "wait_for_completion": B}, ["source", "dest"]),
        tool("refresh", "Refresh an index.", {"index": S}, ["index"]),
        tool("count", "Count documents matching an optional query.", {"index": S, "query": OBJ}, ["index"]),
        tool("update_aliases", "Atomically add and remove aliases.", {"actions": A}, ["actions"]),
        tool("get_alias", "Indices that an alias points to.", {"name": S}, ["name"]),
        tool("search", "Search an index or alias.", {"index": S, "query": OBJ, "size": INT, "sort": A, "_source": A}, ["index"]),
        tool("delete_index", "Delete one or more indices (comma separated).", {"index": S}, ["index"]),
    ])
    state = ("OpenSearch 2.13 cluster 'obs-logs' (https://search-obs-logs-7kq2.eu-central-1.es.amazonaws.com), 2 Jul 2024. Fluent Bit is paused and "
             "buffering while you work. Task: today's index logs-app-2024.07.02 was created with 'message' mapped as keyword; rebuild it as "
             "logs-app-2024.07.02-v2 with 'message' as text, point the write alias logs-app-current at it, then drop the indices older than the "
             "30-day retention (keep 2024.06.03 onwards).")

    def uid(name):
        return base64.urlsafe_b64encode(hashlib.sha1(name.encode()).digest()).decode()[:22]

    def human(b):
        if b >= 1024 ** 3:
            return f"{b / 1024 ** 3:.1f}gb"
        return f"{b / 1024 ** 2:.1f}mb"

    days = [f"2024.06.{d:02d}" for d in range(1, 31)] + ["2024.07.01", "2024.07.02"]
    rows = []
    for i, day in enumerate(days):
        name = f"logs-app-{day}"
        weekday = (i + 5) % 7  # 2024-06-01 was a Saturday
        docs = 184221 if day == "2024.07.02" else (118000 if weekday in (5, 6) else 171000) + (i * 7919) % 23000
        pri = docs * (1391 if day == "2024.07.02" else 1187)
        rows.append(["green", "open", name, uid(name), "1", "1", str(docs), "0", human(2 * pri), human(pri)])

    def cat(rs_):
        hdr = ["health", "status", "index", "uuid", "pri", "rep", "docs.count", "docs.deleted", "store.size", "pri.store.size"]
        allr = [hdr] + rs_
        w = [max(len(r[i]) for r in allr) for i in range(len(hdr))]
        right = {4, 5, 6, 7, 8, 9}
        return "\n".join(" ".join(c.rjust(w[i]) if i in right and r is not hdr else c.ljust(w[i]) for i, c in enumerate(r)).rstrip() for r in allr)

    props = {"@timestamp": {"type": "date"}, "level": {"type": "keyword"}, "service": {"type": "keyword"}, "trace_id": {"type": "keyword"},
             "host": {"properties": {"name": {"type": "keyword"}}},
             "http": {"properties": {"method": {"type": "keyword"}, "path": {"type": "keyword"}, "status_code": {"type": "short"}, "duration_ms": {"type": "float"}}}}
    old_map = {"logs-app-2024.07.02": {"mappings": {"dynamic": "strict", "properties": upd(props, message={"type": "keyword", "ignore_above": 8191})}}}
    new_props = upd(props, message={"type": "text", "fields": {"raw": {"type": "keyword", "ignore_above": 1024}}})
    v2 = "logs-app-2024.07.02-v2"
    hits = [
        {"_index": v2, "_id": "tB3xZpABq8Kx2mN4vR7c", "_score": 7.418, "_source": {"@timestamp": "2024-07-02T09:41:17.208Z", "level": "ERROR", "service": "checkout-api",
                                                                                    "message": "upstream request timeout after 5000ms calling payments-svc /v1/authorize", "http": {"status_code": 504, "path": "/api/checkout/confirm"}}},
        {"_index": v2, "_id": "xH0aQpABq8Kx2mN4b1Lq", "_score": 7.102, "_source": {"@timestamp": "2024-07-02T09:38:52.774Z", "level": "WARN", "service": "inventory-worker",
                                                                                    "message": "redis command timeout (GET stock:sku:88123), retrying 1/3", "http": None}},
        {"_index": v2, "_id": "Lq7vYpABq8Kx2mN4e9Fd", "_score": 6.877, "_source": {"@timestamp": "2024-07-02T09:35:03.119Z", "level": "ERROR", "service": "checkout-api",
                                                                                    "message": "context deadline exceeded: timeout waiting for connection from pool", "http": {"status_code": 500, "path": "/api/cart"}}},
    ]
    search_res = {"took": 23, "timed_out": False, "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0},
                  "hits": {"total": {"value": 1287, "relation": "eq"}, "max_score": 7.418, "hits": hits}}
    turns = [
        (call("cat_indices", index="logs-app-*", v=True, s="index"), cat(rows)),
        (call("get_mapping", index="logs-app-2024.07.02"), pj(old_map)),
        (call("create_index", index=v2, settings={"number_of_shards": 1, "number_of_replicas": 1, "refresh_interval": "30s"}, mappings={"dynamic": "strict", "properties": new_props}),
         pj({"acknowledged": True, "shards_acknowledged": True, "index": v2})),
        (call("reindex", source={"index": "logs-app-2024.07.02"}, dest={"index": v2}, wait_for_completion=True),
         pj({"took": 48213, "timed_out": False, "total": 184221, "updated": 0, "created": 184221, "deleted": 0, "batches": 185, "version_conflicts": 0, "noops": 0,
             "retries": {"bulk": 0, "search": 0}, "throttled_millis": 0, "requests_per_second": -1.0, "throttled_until_millis": 0, "failures": []})),
        (call("refresh", index=v2), pj({"_shards": {"total": 2, "successful": 2, "failed": 0}})),
        (call("count", index=v2), pj({"count": 184221, "_shards": {"total": 1, "successful": 1, "skipped": 0, "failed": 0}})),
        (call("update_aliases", actions=[{"remove": {"index": "logs-app-2024.07.02", "alias": "logs-app-current"}}, {"add": {"index": v2, "alias": "logs-app-current", "is_write_index": True}}]),
         pj({"acknowledged": True})),
        (call("get_alias", name="logs-app-current"), pj({v2: {"aliases": {"logs-app-current": {"is_write_index": True}}}})),
        (call("search", index="logs-app-current", query={"match": {"message": "timeout"}}, size=3, _source=["@timestamp", "level", "service", "message", "http.status_code", "http.path"]), pj(search_res)),
        (call("cat_indices", index="logs-app-*", v=True, s="index"), cat(rows)),
        (call("delete_index", index="logs-app-2024.06.01,logs-app-2024.06.02"), pj({"acknowledged": True})),
    ]
    rs.add(task=T, tid="h35-mcp-19", system=system, turns=turns, state=state, bad=True, turn=10,
           kind="index created, filled and aliased earlier is missing from the index listing")


# Ghost: clean
def t20(rs: RowSet) -> None:
    system = mcp_system("ghost", "Ghost 5 Admin API for journal.saltmarshcoffee.com", [
        tool("browse_posts", "Browse posts with filter, fields, limit, order.", {"filter": S, "fields": S, "limit": INT, "order": S}, []),
        tool("read_post", "Read one post by id or slug.", {"id": S, "slug": S}, []),
        tool("edit_post", "Edit a post; updated_at must match the current value.", {"id": S, "updated_at": S, "title": S, "slug": S, "tags": A, "status": S, "published_at": S}, ["id", "updated_at"]),
        tool("browse_tags", "Browse tags.", {"limit": S, "include": S}, []),
    ])
    state = ("Ghost site https://journal.saltmarshcoffee.com, staff user Elif Demir (Editor). Task: the Q3 roadmap draft is ready. Give it the title "
             "\"What's brewing: our Q3 2024 roadmap\" and the slug q3-2024-roadmap, tag it Roadmap and schedule it for Monday 8 July 2024 at 07:00 "
             "Europe/London.")
    fields = "id,title,slug,status,created_at,updated_at,published_at"

    def brief(i, title, slug, status, created, updated, published=None):
        return {"id": i, "title": title, "slug": slug, "status": status, "created_at": created, "updated_at": updated, "published_at": published}

    pid, uuid = "6672f0c9a3b41e0001d5a2c7", "5b2e9d40-7c1a-4f83-b6e2-0d9a3c8f1e57"
    drafts = [brief(pid, "Q3 roadmap (draft)", "q3-roadmap-draft", "draft", "2024-06-19T08:40:12.000Z", "2024-07-03T14:22:51.000Z"),
              brief("6679a1e4a3b41e0001d5a3f0", "Cupping notes: Guji natural vs. washed", "cupping-notes-guji", "draft", "2024-06-24T13:05:44.000Z", "2024-07-02T16:48:09.000Z"),
              brief("665e44b2a3b41e0001d5a0c9", "Meet the roasters: Tomasz", "meet-the-roasters-tomasz", "draft", "2024-06-03T10:12:30.000Z", "2024-06-27T11:31:02.000Z"),
              brief("6641c7d8a3b41e0001d59e21", "Untitled", "untitled-4", "draft", "2024-05-13T09:00:57.000Z", "2024-05-13T09:01:20.000Z")]

    def meta(total):
        return {"pagination": {"page": 1, "limit": 5, "pages": 1, "total": total, "next": None, "prev": None}}

    elif_ = {"id": "1", "name": "Elif Demir", "slug": "elif", "email": "elif@saltmarshcoffee.com", "profile_image": "https://journal.saltmarshcoffee.com/content/images/2023/02/elif.jpg",
             "cover_image": None, "bio": "Editor and head of coffee.", "website": None, "location": "Brighton", "facebook": None, "twitter": None, "accessibility": None,
             "status": "active", "meta_title": None, "meta_description": None, "tour": None, "last_seen": "2024-07-04T09:10:58.000Z", "comment_notifications": True,
             "free_member_signup_notification": True, "paid_subscription_started_notification": True, "paid_subscription_canceled_notification": False,
             "mention_notifications": True, "milestone_notifications": True, "created_at": "2022-11-02T12:00:00.000Z", "updated_at": "2024-07-04T09:10:58.000Z",
             "roles": [{"id": "6362541fa3b41e0001d5812c", "name": "Editor", "description": "Can invite and manage other Authors and Contributors", "created_at": "2022-11-02T12:00:00.000Z", "updated_at": "2022-11-02T12:00:00.000Z"}],
             "url": "https://journal.saltmarshcoffee.com/author/elif/"}
    roadmap = {"id": "63a0d51ea3b41e0001d58340", "name": "Roadmap", "slug": "roadmap", "description": "What we're working on next.", "feature_image": None, "visibility": "public",
               "og_image": None, "og_title": None, "og_description": None, "twitter_image": None, "twitter_title": None, "twitter_description": None, "meta_title": None,
               "meta_description": None, "codeinjection_head": None, "codeinjection_foot": None, "canonical_url": None, "accent_color": None,
               "created_at": "2022-12-19T21:12:30.000Z", "updated_at": "2022-12-19T21:12:30.000Z", "url": "https://journal.saltmarshcoffee.com/tag/roadmap/"}
    lexical = ('{"root":{"children":[{"children":[{"detail":0,"format":0,"mode":"normal","style":"","text":"Summer is our busiest quarter, so here is what the team is '
               'working on from July to September.","type":"extended-text","version":1}],"direction":"ltr","format":"","indent":0,"type":"paragraph","version":1},'
               '{"children":[{"detail":0,"format":0,"mode":"normal","style":"","text":"A second roastery day in Shoreham","type":"extended-text","version":1}],'
               '"direction":"ltr","format":"","indent":0,"type":"extended-heading","version":1,"tag":"h2"}],"direction":"ltr","format":"","indent":0,"type":"root","version":1}}')
    post = {"id": pid, "uuid": uuid, "title": "Q3 roadmap (draft)", "slug": "q3-roadmap-draft", "mobiledoc": None, "lexical": lexical, "comment_id": pid,
            "feature_image": "https://journal.saltmarshcoffee.com/content/images/2024/06/shoreham-roastery.jpg", "featured": False, "status": "draft", "visibility": "public",
            "created_at": "2024-06-19T08:40:12.000Z", "updated_at": "2024-07-03T14:22:51.000Z", "published_at": None,
            "custom_excerpt": "A second roastery day, a decaf we're proud of, and a subscription that finally lets you pause.", "codeinjection_head": None,
            "codeinjection_foot": None, "custom_template": None, "canonical_url": None, "tags": [], "tiers": [{"id": "6362541fa3b41e0001d58131", "name": "Free", "slug": "free",
            "active": True, "welcome_page_url": None, "visibility": "public", "trial_days": 0, "description": None, "type": "free", "currency": None, "monthly_price": None,
            "yearly_price": None, "created_at": "2022-11-02T12:00:00.000Z", "updated_at": "2022-11-02T12:00:00.000Z", "monthly_price_id": None, "yearly_price_id": None}],
            "authors": [elif_], "primary_author": elif_, "primary_tag": None, "email_segment": "all", "url": f"https://journal.saltmarshcoffee.com/p/{uuid}/",
            "excerpt": "A second roastery day, a decaf we're proud of, and a subscription that finally lets you pause.", "reading_time": 4, "og_image": None,
            "og_title": None, "og_description": None, "twitter_image": None, "twitter_title": None, "twitter_description": None, "meta_title": None,
            "meta_description": None, "email_subject": None, "frontmatter": None, "feature_image_alt": "Roaster loading green beans", "feature_image_caption": None,
            "email_only": False, "newsletter": None, "email": None}
    title, slug = "What's brewing: our Q3 2024 roadmap", "q3-2024-roadmap"
    p1 = upd(post, title=title, slug=slug, tags=[roadmap], primary_tag=roadmap, updated_at="2024-07-04T09:12:37.000Z")
    p2 = upd(p1, status="scheduled", published_at="2024-07-08T06:00:00.000Z", updated_at="2024-07-04T09:13:05.000Z")
    tags = [upd(roadmap, count={"posts": 3}),
            {"id": "63a0d4f2a3b41e0001d5833a", "name": "Brewing", "slug": "brewing", "description": "Recipes and ratios.", "visibility": "public", "count": {"posts": 27}},
            {"id": "63a0d502a3b41e0001d5833c", "name": "Origins", "slug": "origins", "description": "Farms and producers we buy from.", "visibility": "public", "count": {"posts": 14}},
            {"id": "63a0d50ea3b41e0001d5833e", "name": "News", "slug": "news", "description": None, "visibility": "public", "count": {"posts": 19}},
            {"id": "64f1b7c2a3b41e0001d59a10", "name": "Behind the bar", "slug": "behind-the-bar", "description": "Our baristas and cafés.", "visibility": "public", "count": {"posts": 8}},
            {"id": "6501c9e4a3b41e0001d59b77", "name": "#newsletter-only", "slug": "hash-newsletter-only", "description": None, "visibility": "internal", "count": {"posts": 5}}]
    for t in tags[1:]:
        t.update({"created_at": "2022-12-19T21:10:00.000Z", "updated_at": "2023-09-13T14:02:44.000Z", "url": f"https://journal.saltmarshcoffee.com/tag/{t['slug']}/"})
    tags[5]["url"] = "https://journal.saltmarshcoffee.com/404/"
    tags_brief = [{k: t[k] for k in ("id", "name", "slug", "description", "visibility", "count", "url")} for t in tags]
    sched_other = brief("6670be19a3b41e0001d5a27b", "Summer opening hours at our cafés", "summer-opening-hours", "scheduled", "2024-06-17T15:20:03.000Z", "2024-07-01T10:05:47.000Z", "2024-07-05T07:00:00.000Z")
    turns = [
        (call("browse_posts", filter="status:draft", fields=fields, limit=5, order="updated_at desc"), pj({"posts": drafts, "meta": meta(4)})),
        (call("read_post", id=pid), pj({"posts": [post]})),
        (call("browse_tags", limit="all", include="count.posts"), pj({"tags": tags_brief, "meta": {"pagination": {"page": 1, "limit": "all", "pages": 1, "total": 6, "next": None, "prev": None}}})),
        (call("edit_post", id=pid, updated_at="2024-07-03T14:22:51.000Z", title=title, slug=slug, tags=[{"name": "Roadmap"}]), pj({"posts": [p1]})),
        (call("edit_post", id=pid, updated_at="2024-07-04T09:12:37.000Z", status="scheduled", published_at="2024-07-08T06:00:00.000Z"), pj({"posts": [p2]})),
        (call("browse_posts", filter="status:scheduled", fields=fields, limit=5, order="published_at asc"),
         pj({"posts": [sched_other, brief(pid, title, slug, "scheduled", "2024-06-19T08:40:12.000Z", "2024-07-04T09:13:05.000Z", "2024-07-08T06:00:00.000Z")], "meta": meta(2)})),
        (call("browse_posts", filter="status:draft", fields=fields, limit=5, order="updated_at desc"), pj({"posts": drafts[1:], "meta": meta(3)})),
        (call("read_post", slug=slug), pj({"posts": [p2]})),
    ]
    rs.add(task=T, tid="h35-mcp-20", system=system, turns=turns, state=state)


# QuickBooks Online: bad
def t21(rs: RowSet) -> None:
    system = mcp_system("quickbooks", "QuickBooks Online Accounting API (minor version 70) for Pinecrest Landscaping Co.", [
        tool("query", "Run a QuickBooks query (select ... from Entity where ...).", {"query": S}, ["query"]),
        tool("create_invoice", "Create an invoice.", {"CustomerRef": OBJ, "Line": A, "TxnDate": S, "SalesTermRef": OBJ, "BillEmail": OBJ, "TxnTaxDetail": OBJ}, ["CustomerRef", "Line"]),
        tool("send_invoice", "Email an invoice; sendTo overrides BillEmail.", {"invoice_id": S, "sendTo": S}, ["invoice_id"]),
        tool("read_invoice", "Read an invoice by Id.", {"invoice_id": S}, ["invoice_id"]),
        tool("update_invoice", "Update an invoice; sparse updates need Id and the current SyncToken.", {"Id": S, "SyncToken": S, "sparse": B, "CustomerMemo": OBJ, "DueDate": S, "PrivateNote": S}, ["Id", "SyncToken"]),
        tool("create_payment", "Record a customer payment, optionally linked to invoices.", {"CustomerRef": OBJ, "TotalAmt": {"type": "number"}, "TxnDate": S, "PaymentMethodRef": OBJ, "PaymentRefNum": S, "DepositToAccountRef": OBJ, "Line": A}, ["CustomerRef", "TotalAmt"]),
        tool("report", "Run a report (e.g. CustomerBalance, AgedReceivables) with parameters.", {"report_name": S, "params": OBJ}, ["report_name"]),
    ])
    state = ("QuickBooks Online company 'Pinecrest Landscaping Co.' (realm 9130357214863342, Spokane WA, 9.0% sales tax). Task: invoice Hollis & Park HOA "
             "for 4 hours of landscape design consultation (USD 95/h) and the drip irrigation install (USD 2,450), email it, record the USD 1,500 deposit "
             "they paid by check #4471 and note the deposit on the invoice.")
    cust_ref = {"value": "58", "name": "Hollis & Park HOA"}
    usd = {"value": "USD", "name": "United States Dollar"}
    addr = {"Id": "112", "Line1": "Hollis & Park Homeowners Association", "Line2": "c/o Treasurer, 4410 S Regal St", "City": "Spokane", "CountrySubDivisionCode": "WA", "PostalCode": "99223"}
    customer = {"Taxable": True, "BillAddr": addr, "Notes": "Common areas: beds A–D along Hollis Ave, pond island.", "Job": False, "BillWithParent": False,
                "Balance": 0, "BalanceWithJobs": 0, "CurrencyRef": usd, "PreferredDeliveryMethod": "Email", "IsProject": False, "ClientEntityId": "0",
                "domain": "QBO", "sparse": False, "Id": "58", "SyncToken": "3", "MetaData": {"CreateTime": "2023-04-11T13:20:42-07:00", "LastUpdatedTime": "2024-05-02T10:05:17-07:00"},
                "FullyQualifiedName": "Hollis & Park HOA", "CompanyName": "Hollis & Park Homeowners Association", "DisplayName": "Hollis & Park HOA",
                "PrintOnCheckName": "Hollis & Park Homeowners Association", "Active": True, "V4IDPseudonym": "002098c7a1e4d85b0f4c7e9a3d2b6f1c8e5a07",
                "PrimaryPhone": {"FreeFormNumber": "(509) 555-0143"}, "PrimaryEmailAddr": {"Address": "treasurer@hollisparkhoa.org"},
                "DefaultTaxCodeRef": {"value": "7"}, "SalesTermRef": {"value": "3"}}

    def item(i, name, desc, price, acct, sync, created, updated, typ="Service"):
        return {"Name": name, "Description": desc, "Active": True, "FullyQualifiedName": name, "Taxable": True, "UnitPrice": price, "Type": typ,
                "IncomeAccountRef": {"value": acct[0], "name": acct[1]}, "PurchaseCost": 0, "TrackQtyOnHand": False, "domain": "QBO", "sparse": False,
                "Id": i, "SyncToken": sync, "MetaData": {"CreateTime": created, "LastUpdatedTime": updated}}

    items = [item("12", "Design consultation", "Landscape design consultation, per hour", 95, ("79", "Services"), "1", "2023-01-09T08:14:20-08:00", "2024-01-02T09:30:11-08:00"),
             item("14", "Lawn maintenance visit", "Mow, edge, blow; per visit", 65, ("79", "Services"), "0", "2023-01-09T08:16:02-08:00", "2023-01-09T08:16:02-08:00"),
             item("17", "Irrigation install", "Drip irrigation system install (materials + labor)", 0, ("83", "Installation Income"), "2", "2023-02-14T11:40:37-08:00", "2024-03-18T15:02:44-07:00"),
             item("19", "Mulch (cu yd)", "Bark mulch, delivered and spread", 58, ("81", "Materials Income"), "1", "2023-02-14T11:42:10-08:00", "2024-03-18T15:03:29-07:00", "NonInventory"),
             item("22", "Spring cleanup", "Seasonal cleanup, flat rate", 420, ("79", "Services"), "0", "2023-03-01T07:55:48-08:00", "2023-03-01T07:55:48-08:00")]
    lines_in = [{"DetailType": "SalesItemLineDetail", "Amount": 380.0, "Description": "Landscape design consultation (site walk + concept plan)",
                 "SalesItemLineDetail": {"ItemRef": {"value": "12"}, "Qty": 4, "UnitPrice": 95, "TaxCodeRef": {"value": "TAX"}}},
                {"DetailType": "SalesItemLineDetail", "Amount": 2450.0, "Description": "Drip irrigation system install – common-area beds A–D",
                 "SalesItemLineDetail": {"ItemRef": {"value": "17"}, "Qty": 1, "UnitPrice": 2450, "TaxCodeRef": {"value": "TAX"}}}]
    lines = [{"Id": "1", "LineNum": 1, "Description": lines_in[0]["Description"], "Amount": 380.0, "DetailType": "SalesItemLineDetail",
              "SalesItemLineDetail": {"ItemRef": {"value": "12", "name": "Design consultation"}, "UnitPrice": 95, "Qty": 4, "ItemAccountRef": {"value": "79", "name": "Services"}, "TaxCodeRef": {"value": "TAX"}}},
             {"Id": "2", "LineNum": 2, "Description": lines_in[1]["Description"], "Amount": 2450.0, "DetailType": "SalesItemLineDetail",
              "SalesItemLineDetail": {"ItemRef": {"value": "17", "name": "Irrigation install"}, "UnitPrice": 2450, "Qty": 1, "ItemAccountRef": {"value": "83", "name": "Installation Income"}, "TaxCodeRef": {"value": "TAX"}}},
             {"Amount": 2830.0, "DetailType": "SubTotalLineDetail", "SubTotalLineDetail": {}}]
    tax = {"TxnTaxCodeRef": {"value": "7"}, "TotalTax": 254.7, "TaxLine": [{"Amount": 254.7, "DetailType": "TaxLineDetail",
                                                                            "TaxLineDetail": {"TaxRateRef": {"value": "12"}, "PercentBased": True, "TaxPercent": 9, "NetAmountTaxable": 2830.0}}]}
    created = "2024-06-28T09:43:05-07:00"
    inv = {"AllowIPNPayment": False, "AllowOnlinePayment": False, "AllowOnlineCreditCardPayment": True, "AllowOnlineACHPayment": True, "domain": "QBO", "sparse": False,
           "Id": "1187", "SyncToken": "0", "MetaData": {"CreateTime": created, "LastUpdatedTime": created}, "CustomField": [], "DocNumber": "1043",
           "TxnDate": "2024-06-28", "CurrencyRef": usd, "LinkedTxn": [], "Line": lines, "TxnTaxDetail": tax, "CustomerRef": cust_ref,
           "BillAddr": addr, "FreeFormAddress": True, "SalesTermRef": {"value": "3", "name": "Net 30"}, "DueDate": "2024-07-28", "TotalAmt": 3084.7,
           "ApplyTaxAfterDiscount": False, "PrintStatus": "NeedToPrint", "EmailStatus": "NeedToSend", "BillEmail": {"Address": "treasurer@hollisparkhoa.org"}, "Balance": 3084.7}
    sent = upd(inv, SyncToken="1", MetaData={"CreateTime": created, "LastUpdatedTime": "2024-06-28T09:44:18-07:00"}, EmailStatus="EmailSent",
               DeliveryInfo={"DeliveryType": "Email", "DeliveryTime": "2024-06-28T09:44:18-07:00"})
    pay = {"CustomerRef": cust_ref, "DepositToAccountRef": {"value": "4"}, "PaymentMethodRef": {"value": "2"}, "PaymentRefNum": "4471", "TotalAmt": 1500.0,
           "UnappliedAmt": 0, "ProcessPayment": False, "domain": "QBO", "sparse": False, "Id": "1190", "SyncToken": "0",
           "MetaData": {"CreateTime": "2024-06-28T09:46:02-07:00", "LastUpdatedTime": "2024-06-28T09:46:02-07:00"}, "TxnDate": "2024-06-28", "CurrencyRef": usd,
           "Line": [{"Amount": 1500.0, "LinkedTxn": [{"TxnId": "1187", "TxnType": "Invoice"}],
                     "LineEx": {"any": [{"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue", "scope": "javax.xml.bind.JAXBElement$GlobalScope",
                                         "value": {"Name": "txnOpenBalance", "Value": "3084.70"}, "nil": False, "globalScope": True, "typeSubstituted": False},
                                        {"name": "{http://schema.intuit.com/finance/v3}NameValue", "declaredType": "com.intuit.schema.finance.v3.NameValue", "scope": "javax.xml.bind.JAXBElement$GlobalScope",
                                         "value": {"Name": "txnReferenceNumber", "Value": "1043"}, "nil": False, "globalScope": True, "typeSubstituted": False}]}}]}
    after_pay = upd(sent, SyncToken="2", MetaData={"CreateTime": created, "LastUpdatedTime": "2024-06-28T09:46:02-07:00"}, LinkedTxn=[{"TxnId": "1190", "TxnType": "Payment"}], Balance=1584.7)
    memo = "Deposit of $1,500.00 received 6/28 (check #4471). Balance of $1,584.70 due by 7/28. Thank you!"
    updated = upd(after_pay, SyncToken="3", MetaData={"CreateTime": created, "LastUpdatedTime": "2024-06-28T09:45:31-07:00"}, CustomerMemo={"value": memo})
    report = {"Header": {"Time": "2024-06-28T09:48:10-07:00", "ReportName": "CustomerBalance", "DateMacro": "today", "ReportBasis": "Accrual", "StartPeriod": "2024-06-28",
                         "EndPeriod": "2024-06-28", "SummarizeColumnsBy": "Total", "Currency": "USD",
                         "Option": [{"Name": "report_date", "Value": "2024-06-28"}, {"Name": "NoReportData", "Value": "false"}]},
              "Columns": {"Column": [{"ColTitle": "", "ColType": "Customer"}, {"ColTitle": "Total", "ColType": "Money", "MetaData": [{"Name": "ColKey", "Value": "total"}]}]},
              "Rows": {"Row": [{"ColData": [{"value": "Hollis & Park HOA", "id": "58"}, {"value": "1584.70"}]},
                               {"Summary": {"ColData": [{"value": "TOTAL"}, {"value": "1584.70"}]}, "type": "Section", "group": "GrandTotal"}]}}
    turns = [
        (call("query", query="select * from Customer where DisplayName like '%Hollis%'"),
         pj({"QueryResponse": {"Customer": [customer], "startPosition": 1, "maxResults": 1}, "time": "2024-06-28T09:41:12.118-07:00"})),
        (call("query", query="select * from Item where Type in ('Service', 'NonInventory') and Active = true"),
         pj({"QueryResponse": {"Item": items, "startPosition": 1, "maxResults": 5}, "time": "2024-06-28T09:41:49.604-07:00"})),
        (call("create_invoice", CustomerRef={"value": "58"}, Line=lines_in, TxnDate="2024-06-28", SalesTermRef={"value": "3"}, BillEmail={"Address": "treasurer@hollisparkhoa.org"}, TxnTaxDetail={"TxnTaxCodeRef": {"value": "7"}}),
         pj({"Invoice": inv, "time": "2024-06-28T09:43:05.771-07:00"})),
        (call("send_invoice", invoice_id="1187", sendTo="treasurer@hollisparkhoa.org"), pj({"Invoice": sent, "time": "2024-06-28T09:44:18.930-07:00"})),
        (call("create_payment", CustomerRef={"value": "58"}, TotalAmt=1500.00, TxnDate="2024-06-28", PaymentMethodRef={"value": "2"}, PaymentRefNum="4471", DepositToAccountRef={"value": "4"},
              Line=[{"Amount": 1500.00, "LinkedTxn": [{"TxnId": "1187", "TxnType": "Invoice"}]}]),
         pj({"Payment": pay, "time": "2024-06-28T09:46:02.344-07:00"})),
        (call("read_invoice", invoice_id="1187"), pj({"Invoice": after_pay, "time": "2024-06-28T09:46:40.215-07:00"})),
        (call("update_invoice", Id="1187", SyncToken="2", sparse=True, CustomerMemo={"value": memo}), pj({"Invoice": updated, "time": "2024-06-28T09:47:22.508-07:00"})),
        (call("report", report_name="CustomerBalance", params={"customer": "58", "report_date": "2024-06-28"}), pj(report)),
    ]
    rs.add(task=T, tid="h35-mcp-21", system=system, turns=turns, state=state, bad=True, turn=7,
           kind="LastUpdatedTime after the memo update is earlier than the one the invoice showed after the payment")


# Brevo: clean
def t22(rs: RowSet) -> None:
    system = mcp_system("brevo", "Brevo (Sendinblue) API v3 for Kiln & Kettle Studio", [
        tool("get_lists", "Get contact lists.", {"limit": INT, "offset": INT, "sort": S}, []),
        tool("get_list", "Get one list with its counts.", {"list_id": INT}, ["list_id"]),
        tool("create_list", "Create a contact list in a folder.", {"name": S, "folderId": INT}, ["name", "folderId"]),
        tool("import_contacts", "Import contacts into lists; returns a process id.", {"listIds": A, "jsonBody": A, "updateExistingContacts": B, "emptyContactsAttributes": B}, ["listIds"]),
        tool("get_process", "Status of a background process.", {"process_id": INT}, ["process_id"]),
        tool("create_email_campaign", "Create an email campaign.", {"name": S, "subject": S, "sender": OBJ, "templateId": INT, "recipients": OBJ, "replyTo": S}, ["name", "sender"]),
        tool("send_test_email", "Send a test of a campaign.", {"campaign_id": INT, "emailTo": A}, ["campaign_id"]),
        tool("update_email_campaign", "Update a campaign (e.g. scheduledAt).", {"campaign_id": INT, "scheduledAt": S, "subject": S}, ["campaign_id"]),
        tool("get_email_campaign", "Get a campaign with its statistics.", {"campaign_id": INT}, ["campaign_id"]),
    ])
    state = ("Brevo account of Kiln & Kettle Studio (sender hello@kilnandkettle.co, sender id 1). Task: put the six registrants of the 27 June glazing "
             "webinar into a new list 'Webinar June 2024 – Registrants' in the Events folder (id 3), create the reminder campaign from template 41, send "
             "a test to maja@kilnandkettle.co and schedule it for 26 June 09:00 CEST.")

    def lst(i, name, total, black, folder):
        return {"id": i, "name": name, "totalBlacklisted": black, "totalSubscribers": total, "uniqueSubscribers": total, "folderId": folder}

    lists = [lst(46, "Newsletter – All", 18402, 212, 1), lst(44, "Workshop alumni 2024", 611, 4, 3), lst(41, "Shop customers – EU", 3920, 37, 2),
             lst(39, "Wholesale buyers", 142, 0, 2), lst(35, "Webinar May 2024 – Registrants", 42, 1, 3), lst(31, "Workshop alumni 2023", 884, 11, 3),
             lst(27, "Gift card buyers", 1307, 9, 2), lst(19, "Newsletter – Archive import 2021", 6230, 418, 1), lst(12, "Test list (staff)", 6, 0, 1)]
    people = [("ruth.okafor@gmail.com", "Ruth", "Okafor"), ("j.lindqvist@telia.se", "Johan", "Lindqvist"), ("amelie.roux@orange.fr", "Amélie", "Roux"),
              ("pottery.pete@outlook.com", "Peter", "Marsh"), ("s.kaur@btinternet.com", "Simran", "Kaur"), ("tilda@claybird.studio", "Tilda", "Brandt")]
    body = [{"email": e, "attributes": {"FIRSTNAME": f, "LASTNAME": lname, "WEBINAR": "2024-06-27 glazing"}} for e, f, lname in people]
    html = ("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Webinar reminder</title></head><body style=\"margin:0;background:#f6f1ea\">"
            "<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\">... Hi {{ contact.FIRSTNAME }}, our live glazing webinar starts tomorrow at 18:00 CEST ... "
            "<a href=\"https://kilnandkettle.co/live/glazing-june\">Join the webinar</a> ...</table></body></html>")
    camp = {"id": 318, "name": "Webinar reminder – Glazing 27 Jun", "subject": "Tomorrow: live glazing webinar at 18:00 CEST", "previewText": "Bring a test tile and your questions",
            "type": "classic", "status": "queued", "scheduledAt": "2024-06-26T09:00:00.000+02:00", "abTesting": False, "testSent": True, "header": "[DEFAULT_HEADER]",
            "footer": "[DEFAULT_FOOTER]", "sender": {"name": "Kiln & Kettle Studio", "email": "hello@kilnandkettle.co", "id": 1}, "replyTo": "hello@kilnandkettle.co",
            "toField": "{{contact.FIRSTNAME}}", "htmlContent": html, "shareLink": "http://sh1.sendinblue.com/3kq8zv1x0bn2.html?t=1719216408", "tag": "webinar",
            "createdAt": "2024-06-24T10:06:48.000+02:00", "modifiedAt": "2024-06-24T10:09:15.000+02:00", "inlineImageActivation": False, "mirrorActive": True,
            "recurring": False, "sentDate": None, "returnBounce": 0, "utmCampaignValue": "webinar-reminder-glazing-27-jun", "utmSource": "Brevo", "utmMedium": "email",
            "recipients": {"lists": [47], "exclusionLists": []},
            "statistics": {"globalStats": {"uniqueClicks": 0, "clickers": 0, "complaints": 0, "delivered": 0, "sent": 0, "softBounces": 0, "hardBounces": 0,
                                           "uniqueViews": 0, "trackableViews": 0, "unsubscriptions": 0, "viewed": 0, "deferred": 0},
                           "campaignStats": [], "mirrorClick": 0, "remaining": 6, "linksStats": {}, "statsByDomain": {}, "statsByDevice": {}, "statsByBrowser": {}}}
    new = {"id": 47, "name": "Webinar June 2024 – Registrants", "totalBlacklisted": 0, "totalSubscribers": 6, "uniqueSubscribers": 6, "folderId": 3,
           "createdAt": "2024-06-24T10:02:11.000+02:00", "campaignStats": [], "dynamicList": False}
    lists_after = [lst(47, "Webinar June 2024 – Registrants", 6, 0, 3), lst(46, "Newsletter – All", 18404, 212, 1)] + lists[1:]
    turns = [
        (call("get_lists", limit=10, offset=0, sort="desc"), pj({"lists": lists, "count": 9})),
        (call("create_list", name="Webinar June 2024 – Registrants", folderId=3), pj({"id": 47})),
        (call("import_contacts", listIds=[47], jsonBody=body, updateExistingContacts=True, emptyContactsAttributes=False), pj({"processId": 2231})),
        (call("get_process", process_id=2231), pj({"id": 2231, "status": "completed", "name": "import_contacts_2231", "export_url": None})),
        (call("get_list", list_id=47), pj(new)),
        (call("create_email_campaign", name="Webinar reminder – Glazing 27 Jun", subject="Tomorrow: live glazing webinar at 18:00 CEST",
              sender={"name": "Kiln & Kettle Studio", "id": 1}, templateId=41, recipients={"listIds": [47]}, replyTo="hello@kilnandkettle.co"), pj({"id": 318})),
        (call("send_test_email", campaign_id=318, emailTo=["maja@kilnandkettle.co"]), "204 No Content"),
        (call("update_email_campaign", campaign_id=318, scheduledAt="2024-06-26T09:00:00+02:00"), "204 No Content"),
        (call("get_email_campaign", campaign_id=318), pj(camp)),
        (call("get_lists", limit=10, offset=0, sort="desc"), pj({"lists": lists_after, "count": 10})),
    ]
    rs.add(task=T, tid="h35-mcp-22", system=system, turns=turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
