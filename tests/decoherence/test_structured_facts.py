"""The readers of structured results (playground/decoherence/structured.py) the fact engine's bindings share:
tool names to verbs and nouns, records keyed by any id-like field, REST calls; and MCP sessions through the
fact engine: a record's identity, the server clock read from fresh time stamps (rows a write just stamped).
Values, tools and styles are our own."""

from __future__ import annotations

import json
from typing import Any


from playground.decoherence.structured import (attr_class, entities, noun_of,
                                               structured_value, verb_of)
from tests.decoherence.helpers import kinds, noted, session


def tool(name: str, /, **arguments: object) -> str:
    return json.dumps({"name": name, "arguments": arguments})


def envelope(value: Any) -> str:
    text = value if isinstance(value, str) else json.dumps(value, indent=2)
    return json.dumps({"content": [{"type": "text", "text": text}], "isError": False})


# ------------------------------------------------------------------ reading

def test_words_verbs_nouns_and_attribute_classes() -> None:
    assert (verb_of("createMergeRequest"), noun_of("createMergeRequest")) == ("create", "request")
    assert (verb_of("remove_tag"), noun_of("remove_tag")) == ("delete", "tag")
    assert (verb_of("list_workspace_members"), noun_of("list_workspace_members")) == ("read", "member")
    assert (verb_of("gitlab_add_note"), noun_of("gitlab_add_note")) == ("create", "note")
    assert verb_of("frobnicate_widget") == "other"
    assert [attr_class(a) for a in ("uuid", "createdAt", "metadata.creationTimestamp", "head.sha")] == \
        ["identity", "identity", "identity", "soft"]
    assert [attr_class(a) for a in ("updated_at", "lastSeen", "cpu_percent", "stats.view_count", "uptime")] == \
        ["time"] * 5
    assert [attr_class(a) for a in ("status", "fields.state", "display_name", "email")] == \
        ["soft", "soft", "state", "state"]


def test_a_call_that_moves_quantities_of_other_things_is_of_unknown_effect() -> None:
    # a share, an acknowledgement, a pause or a mute changes the thing named; a receipt or an adjustment moves
    # stocks and balances of other things too, so it may change anything
    assert [verb_of(n) for n in ("share_file", "acknowledge_alert", "pause_job", "unmute_channel")] == ["update"] * 4
    assert [verb_of(n) for n in ("adjust_inventory", "receive_po", "pay_invoice", "allocate_stock")] == ["other"] * 4


def test_a_name_with_no_verb_that_names_a_report_reads() -> None:
    # a server's service infos, a cluster's health, a container's logs: nothing is changed by asking
    names = ("ovh_dedicated_server_service_infos", "cluster_health", "container_logs", "alerts_summary",
             "airbnb_listing_details")
    assert [verb_of(n) for n in names] == ["read"] * 5
    assert verb_of("details_update") == "update"  # a verb elsewhere in the name says what it does
    assert verb_of("record_usage") == "other"  # a transaction's verb: a call that may change anything


def test_entities_are_keyed_by_any_id_like_field_and_named_values_are_attributes() -> None:
    value = {"data": {"projects": [
        {"uuid": "p-1", "title": "Atlas", "lead": {"name": "Noor"}, "status": {"name": "Active"}},
        {"slug": "borealis", "title": "Borealis"},
        {"title": "no key but a title"}]}}
    got = {(e.kind, e.keys[0][1]): e for e in entities(value, "project")}
    assert set(got) == {("project", "p-1"), ("project", "borealis"), ("project", "no key but a title")}
    atlas = got[("project", "p-1")]
    assert atlas.attrs["lead.name"] == "Noor" and atlas.attrs["status.name"] == "Active"
    assert ("lead", "Noor") not in got  # a named value of a record is not an entity of its own
    k8s = {"items": [{"metadata": {"name": "api-7f9", "uid": "u-1"}, "status": {"phase": "Running"}}]}
    (pod,) = list(entities(k8s, "pod"))
    assert pod.keys[0][1] == "api-7f9" and pod.attrs["metadata.uid"] == "u-1"
    assert structured_value(envelope({"id": 3})) == {"id": 3}
    assert structured_value("[{'id': 3, 'ok': True}]") == [{"id": 3, "ok": True}]
    assert structured_value("Created note 3.") is None


# ------------------------------------------------------------------ identity


# ------------------------------------------------------------------ states


# ------------------------------------------------------------------ lists


# ------------------------------------------------------------------ under the MCP ledger

def test_mcp_sessions_use_the_generic_rules_and_fresh_time_stamps() -> None:
    # a record named by its slug (no id: the MCP rules do not key it) changes its creation time
    doc = {"slug": "onboarding", "created": "2024-02-02T09:00:00Z", "title": "Onboarding"}
    later = {**doc, "created": "2024-02-09T09:00:00Z"}
    s = session("mcp", None, [(tool("get_doc", slug="onboarding"), envelope(doc)),
                              (tool("get_doc", slug="onboarding"), envelope(later))])
    assert noted(s) == {2}
    # SQL: a column set to now() is the server clock; it cannot be older than a row stamped before
    ins = (tool("run_sql", sql="INSERT INTO jobs (name) VALUES ('nightly') RETURNING id, created_at"),
           json.dumps({"rows": [{"id": 5, "created_at": "2025-01-10T08:30:00Z"}], "rowCount": 1}))
    upd = "UPDATE jobs SET finished_at = CURRENT_TIMESTAMP WHERE id = 5 RETURNING finished_at"
    back = (tool("run_sql", sql=upd), json.dumps({"rows": [{"finished_at": "2025-01-10T07:55:00Z"}]}))
    fwd = (tool("run_sql", sql=upd), json.dumps({"rows": [{"finished_at": "2025-01-10T08:41:00Z"}]}))
    assert noted(session("mcp", None, [ins, back])) == {2}
    assert kinds(session("mcp", None, [ins, fwd])) == {}
    # a one-row SELECT now() is a reading; a record made by create_* is stamped now
    now = (tool("sql", sql="SELECT current_timestamp AS now"), json.dumps([{"now": "2025-03-01T12:00:00Z"}]))
    made = (tool("create_invoice", customer="cus_9", amount=120),
            json.dumps({"id": "in_77", "created_at": "2025-03-01T11:20:00Z", "amount": 120}))
    assert noted(session("mcp", None, [now, made])) == {2}
    later = (tool("create_invoice", customer="cus_9", amount=80),
             json.dumps({"id": "in_79", "created_at": "2025-03-01T12:04:00Z", "amount": 80}))
    assert kinds(session("mcp", None, [now, later])) == {}
    # an update's stamp is the moment of the update once it moves on from the one read before; a note added
    # after it is not stamped earlier
    seen = (tool("get_incident", id="Q1"), json.dumps({"incident": {"id": "Q1", "status": "triggered",
                                                                    "updated_at": "2024-11-09T02:51:07Z"}}))
    ack = (tool("update_incident", id="Q1", status="acknowledged"),
           json.dumps({"incident": {"id": "Q1", "status": "acknowledged", "updated_at": "2024-11-09T03:17:42Z"}}))
    note = (tool("create_incident_note", incident_id="Q1", content="rolling back"),
            json.dumps({"note": {"id": "N1", "content": "rolling back", "created_at": "2024-11-09T03:12:05Z"}}))
    assert noted(session("mcp", None, [seen, ack, note])) == {3}
    stale = (tool("update_incident", id="Q1", status="acknowledged"),
             json.dumps({"incident": {"id": "Q1", "status": "acknowledged", "updated_at": "2024-11-09T02:51:07Z"}}))
    assert kinds(session("mcp", None, [seen, stale, note])) == {}  # a stamp that did not move reads no clock
    backdated = (tool("create_incident_note", incident_id="Q1", content="x", created_at="2024-11-09T01:00:00Z"),
                 json.dumps({"note": {"id": "N2", "content": "x", "created_at": "2024-11-09T01:00:00Z"}}))
    assert kinds(session("mcp", None, [seen, ack, backdated])) == {}
    # an imported record keeps its old stamp, and so does a record this session already saw
    imported = (tool("import_invoice", source="legacy", number="A-1"),
                json.dumps({"id": "in_78", "created_at": "2020-01-01T00:00:00Z"}))
    assert kinds(session("mcp", None, [now, imported])) == {}


def test_http_calls_for_rest_command_output() -> None:
    """``http_call`` turns a REST request (curl, gh api) into a Call (the terminal binding's REST calls)."""
    from playground.decoherence.structured import http_call

    c = http_call(3, "curl", "PATCH", "https://api.example.com/v2/projects/9/issues/41?x=1", {"state": "closed"})
    assert (c.verb, c.noun, c.scope, c.args) == ("update", "issue", "v2/projects/9", {"state": "closed", "id": "41"})
    listing = http_call(1, "curl", "GET", "https://api.example.com/v2/projects/9/issues")
    assert listing.complete and listing.verb == "read" and listing.noun == "issue"
    assert not http_call(1, "curl", "GET", "https://api.example.com/v2/projects/9/issues?state=open").complete


