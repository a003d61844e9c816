"""The generic ledger of structured results (playground/decoherence/structured.py) and what it adds under the
MCP ledger: identities, states an action set or a confirmation stated, deleted/created entities keyed by any
id-like field, listing lengths, the same record under another key; and the server clock read from fresh
time stamps (rows a write just stamped). Each rule with its traps; values, tools and styles are our own."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.structured import (Call, StructuredFacts, attr_class, entities, noun_of,
                                               structured_value, verb_of)
from tests.decoherence.helpers import kinds, older_kinds, session


def run(*calls: tuple[str, dict[str, Any], Any]) -> dict[int, list[str]]:
    """step -> kinds of the generic ledger's warnings over MCP-style calls (tool, arguments, result)."""
    ledger = StructuredFacts("x")
    out: dict[int, list[str]] = {}
    for step, (tool, args, value) in enumerate(calls, 1):
        ws = ledger.observe(Call.of_tool(step, tool, args), value)
        if ws:
            out[step] = sorted({w.kind for w in ws})
    return out


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

def test_identity_attributes_never_change_unless_re_created() -> None:
    repo = {"full_name": "orca/ledger", "id": 9911, "created_at": "2023-02-11T08:00:00Z", "description": "books"}
    moved = {**repo, "id": 9934}
    assert run(("get_repository", {"owner": "orca", "repo": "ledger"}, repo),
               ("get_repository", {"owner": "orca", "repo": "ledger"}, moved)) == {2: ["x.identity"]}
    # a re-creation may give a new id
    assert run(("get_repository", {"owner": "orca", "repo": "ledger"}, repo),
               ("delete_repository", {"owner": "orca", "repo": "ledger"}, {"ok": True}),
               ("create_repository", {"owner": "orca", "name": "ledger"}, moved),
               ("get_repository", {"owner": "orca", "repo": "ledger"}, moved)) == {}
    pod = {"kind": "Pod", "metadata": {"name": "worker-2", "uid": "a1", "creationTimestamp": "2024-05-01T10:00:00Z"}}
    again = {"kind": "Pod", "metadata": {"name": "worker-2", "uid": "a1", "creationTimestamp": "2024-05-01T11:30:00Z"}}
    assert run(("get_pod", {"namespace": "jobs", "name": "worker-2"}, pod),
               ("get_pod", {"namespace": "jobs", "name": "worker-2"}, again)) == {2: ["x.identity"]}
    # restarting is a write of unknown effect on that pod: no judgement
    assert run(("get_pod", {"namespace": "jobs", "name": "worker-2"}, pod),
               ("restart_pod", {"namespace": "jobs", "name": "worker-2"}, {"restarted": True}),
               ("get_pod", {"namespace": "jobs", "name": "worker-2"}, again)) == {}


def test_the_same_record_under_another_key_is_an_identity_change() -> None:
    def build(number: str, sha: str) -> dict[str, Any]:
        return {"sha": sha, "commit": {"message": "Drop the legacy CSV exporter",
                                       "author": {"name": "Ilse Brandt", "date": "2024-09-02T10:11:12Z"},
                                       "committer": {"name": "Ilse Brandt", "date": "2024-09-02T10:11:12Z"}},
                "html_url": f"https://git.example.org/acme/books/commit/{sha}", "pr": number}
    first = [build("12", "4be1c0ffee0123456789abcdef0123456789abcd"), {"sha": "0a0a", "commit": {"message": "init"}}]
    later = [build("12", "77aa00ffee0123456789abcdef0123456789abcd"), {"sha": "0a0a", "commit": {"message": "init"}}]
    args = {"owner": "acme", "repo": "books", "ref": "main"}
    assert run(("list_commits", args, first), ("list_commits", args, later)) == {2: ["x.identity"]}
    # a rebase (a write of unknown effect) may rewrite every hash
    assert run(("list_commits", args, first), ("rebase_branch", {"owner": "acme", "repo": "books"}, {"ok": True}),
               ("list_commits", args, later)) == {}
    # both shown side by side: a cherry-pick, not a changed key
    assert run(("list_commits", args, first), ("list_commits", args, first + later[:1])) == {}


# ------------------------------------------------------------------ states

def test_a_value_an_action_set_reads_back_and_unrelated_values_stay() -> None:
    flags = [{"key": "beta_dashboard", "value": "off"}, {"key": "dark_mode", "value": "on"}]
    flipped = [{"key": "beta_dashboard", "value": "on"}, {"key": "dark_mode", "value": "on"}]
    assert run(("set_flag", {"key": "beta_dashboard", "value": "on"}, {"ok": True}),
               ("list_flags", {}, flags)) == {2: ["x.state"]}
    assert run(("set_flag", {"key": "beta_dashboard", "value": "on"}, {"ok": True}),
               ("list_flags", {}, flipped)) == {}
    # a title changes with nothing that touched the record: a state change without a write
    card = {"id": "c-5", "title": "Renew TLS certs", "column": "Doing", "updated_at": "2024-01-01T00:00:00Z"}
    assert run(("get_card", {"card_id": "c-5"}, card),
               ("get_card", {"card_id": "c-5"}, {**card, "title": "Renew SSH keys"})) == {2: ["x.state"]}
    # ... but a write to the card, to its kind, or one the reader cannot place may change it; time fields move
    for write in (("edit_card", {"card_id": "c-5", "title": "Renew SSH keys"}),
                  ("archive_card", {"card_id": "c-5"}),
                  ("sync_board", {})):
        assert run(("get_card", {"card_id": "c-5"}, card), (*write, {"ok": True}),
                   ("get_card", {"card_id": "c-5"}, {**card, "title": "Renew SSH keys"})) == {}
    assert run(("get_card", {"card_id": "c-5"}, card),
               ("get_card", {"card_id": "c-5"}, {**card, "updated_at": "2024-03-03T00:00:00Z"})) == {}
    # statuses and flags are never compared with an earlier read, only with what an action set
    assert run(("get_card", {"card_id": "c-5"}, card),
               ("get_card", {"card_id": "c-5"}, {**card, "column": "Done"})) == {}


def test_a_confirmed_status_reads_back_until_touched() -> None:
    ticket = {"id": "88101", "key": "OPS-77", "fields": {"summary": "Disk alert", "status": {"name": "Open"}}}
    moved = "Ticket OPS-77 moved to 'Resolved'."
    args = {"ticket": "OPS-77"}
    assert run(("get_ticket", args, ticket), ("workflow_ticket", args, {"content": [{"type": "text", "text": moved}]}),
               ("get_ticket", args, ticket)) == {3: ["x.state"]}
    resolved = {**ticket, "fields": {"summary": "Disk alert", "status": {"name": "Resolved"}}}
    assert run(("get_ticket", args, ticket), ("workflow_ticket", args, {"content": [{"type": "text", "text": moved}]}),
               ("get_ticket", args, resolved)) == {}
    # a comment on the ticket does not move its status; a later write to the ticket may
    assert run(("get_ticket", args, ticket), ("workflow_ticket", args, {"message": moved}),
               ("add_comment", {"ticket": "OPS-77", "body": "done"}, {"id": "c1", "body": "done"}),
               ("get_ticket", args, ticket)) == {4: ["x.state"]}
    assert run(("get_ticket", args, ticket), ("workflow_ticket", args, {"message": moved}),
               ("reopen_ticket", args, {"ok": True}), ("get_ticket", args, ticket)) == {}


def test_shared_schema_ids_inside_records_are_not_entities() -> None:
    def page(pid: str, status: str) -> dict[str, Any]:
        return {"object": "page", "id": pid, "properties": {"Stage": {"id": "xY%7C", "type": "select",
                                                                      "select": {"name": status}}}}
    assert run(("get_page", {"page_id": "p1"}, page("p1", "Backlog")),
               ("update_page", {"page_id": "p2", "stage": "Live"}, page("p2", "Live")),
               ("get_page", {"page_id": "p1"}, page("p1", "Backlog"))) == {}


# ------------------------------------------------------------------ lists

def test_deleted_entities_stay_gone_and_created_ones_are_listed() -> None:
    hooks = [{"url": "https://ci.example.net/hook"}, {"url": "https://chat.example.net/in"}]
    assert run(("list_webhooks", {"project": "web"}, hooks),
               ("delete_webhook", {"project": "web", "url": "https://chat.example.net/in"}, {"deleted": True}),
               ("list_webhooks", {"project": "web"}, hooks)) == {3: ["x.deleted"]}
    assert run(("list_webhooks", {"project": "web"}, hooks),
               ("delete_webhook", {"project": "web", "url": "https://chat.example.net/in"}, {"deleted": True}),
               ("create_webhook", {"project": "web", "url": "https://chat.example.net/in"}, {"ok": True}),
               ("list_webhooks", {"project": "web"}, hooks)) == {}
    # taking a label off one issue does not delete the label
    labels = [{"name": "flaky"}, {"name": "p1"}]
    assert run(("list_labels", {"repo": "r"}, labels),
               ("remove_label", {"repo": "r", "issue_number": 4, "name": "flaky"}, {"ok": True}),
               ("list_labels", {"repo": "r"}, labels)) == {}
    made = ("create_segment", {"name": "Churn risk Q3", "rule": "visits < 2"},
            {"segment_id": "sg_41", "name": "Churn risk Q3"})
    assert run(made, ("list_segments", {}, {"segments": [{"segment_id": "sg_02", "name": "All users"}]})) == \
        {2: ["x.created"]}
    assert run(made, ("list_segments", {}, {"segments": [{"segment_id": "sg_02", "name": "All users"},
                                                         {"segment_id": "sg_41", "name": "Churn risk Q3"}]})) == {}
    # filtered, paged or "more" listings are views, not the collection
    assert run(made, ("list_segments", {"query": "All"}, {"segments": [{"segment_id": "sg_02", "name": "All"}]})) == {}
    assert run(made, ("list_segments", {}, {"segments": [{"segment_id": "sg_02", "name": "All"}],
                                           "next_cursor": "abc"})) == {}


def test_a_complete_listing_follows_creates_and_deletes() -> None:
    a = {"email": "a@ex.org", "role": "admin"}
    b = {"email": "b@ex.org", "role": "viewer"}
    c = {"email": "c@ex.org", "role": "viewer"}
    assert run(("list_members", {"team": "core"}, [a, b]),
               ("invite_member", {"team": "core", "email": "c@ex.org"}, {"ok": True}),
               ("list_members", {"team": "core"}, [a, c])) == {3: ["x.count"]}
    assert run(("list_members", {"team": "core"}, [a, b]),
               ("invite_member", {"team": "core", "email": "c@ex.org"}, {"ok": True}),
               ("list_members", {"team": "core"}, [a, b, c])) == {}
    # a write of another kind between the two listings: no count is kept
    assert run(("list_members", {"team": "core"}, [a, b]), ("archive_team", {"team": "core"}, {"ok": True}),
               ("list_members", {"team": "core"}, [a])) == {}


# ------------------------------------------------------------------ under the MCP ledger

def test_mcp_sessions_use_the_generic_rules_and_fresh_time_stamps() -> None:
    # a record named by its slug (no id: the MCP rules do not key it) changes its creation time
    doc = {"slug": "onboarding", "created": "2024-02-02T09:00:00Z", "title": "Onboarding"}
    later = {**doc, "created": "2024-02-09T09:00:00Z"}
    s = session("mcp", None, [(tool("get_doc", slug="onboarding"), envelope(doc)),
                              (tool("get_doc", slug="onboarding"), envelope(later))])
    assert older_kinds(s) == {2: ["mcp.id"]}
    # SQL: a column set to now() is the server clock; it cannot be older than a row stamped before
    ins = (tool("run_sql", sql="INSERT INTO jobs (name) VALUES ('nightly') RETURNING id, created_at"),
           json.dumps({"rows": [{"id": 5, "created_at": "2025-01-10T08:30:00Z"}], "rowCount": 1}))
    upd = "UPDATE jobs SET finished_at = CURRENT_TIMESTAMP WHERE id = 5 RETURNING finished_at"
    back = (tool("run_sql", sql=upd), json.dumps({"rows": [{"finished_at": "2025-01-10T07:55:00Z"}]}))
    fwd = (tool("run_sql", sql=upd), json.dumps({"rows": [{"finished_at": "2025-01-10T08:41:00Z"}]}))
    assert older_kinds(session("mcp", None, [ins, back])) == {2: ["mcp.clock"]}
    assert kinds(session("mcp", None, [ins, fwd])) == {}
    # a one-row SELECT now() is a reading; a record made by create_* is stamped now
    now = (tool("sql", sql="SELECT current_timestamp AS now"), json.dumps([{"now": "2025-03-01T12:00:00Z"}]))
    made = (tool("create_invoice", customer="cus_9", amount=120),
            json.dumps({"id": "in_77", "created_at": "2025-03-01T11:20:00Z", "amount": 120}))
    assert older_kinds(session("mcp", None, [now, made])) == {2: ["mcp.clock"]}
    # an imported record keeps its old stamp, and so does a record this session already saw
    imported = (tool("import_invoice", source="legacy", number="A-1"),
                json.dumps({"id": "in_78", "created_at": "2020-01-01T00:00:00Z"}))
    assert kinds(session("mcp", None, [now, imported])) == {}


def test_offered_to_other_ledgers_a_json_command_output() -> None:
    """How a terminal ledger would use it: one Call per command that printed JSON (``gh api``, ``kubectl -o
    json``), the verb from the HTTP method or the subcommand, the scope from the URL path."""
    ledger = StructuredFacts("terminal")
    issue = {"number": 7, "title": "Crash on save", "created_at": "2024-01-01T00:00:00Z"}
    listing = structured_value(json.dumps([issue]))
    again = structured_value(json.dumps([{**issue, "created_at": "2024-02-01T00:00:00Z"}]))
    name, scope = "gh api repos/acme/app/issues", "repos/acme/app"
    assert ledger.observe(Call(1, name, "read", "issue", {}, scope, complete=True), listing) == []
    ws = ledger.observe(Call(2, name, "read", "issue", {}, scope, complete=True), again)
    assert [w.kind for w in ws] == ["terminal.identity"] and ws[0].evidence["earlier_step"] == 1


def test_http_calls_for_rest_command_output() -> None:
    """``http_call`` turns a REST request (curl, gh api) into a Call; a deleted issue listed again is caught."""
    from playground.decoherence.structured import http_call

    c = http_call(3, "curl", "PATCH", "https://api.example.com/v2/projects/9/issues/41?x=1", {"state": "closed"})
    assert (c.verb, c.noun, c.scope, c.args) == ("update", "issue", "v2/projects/9", {"state": "closed", "id": "41"})
    listing = http_call(1, "curl", "GET", "https://api.example.com/v2/projects/9/issues")
    assert listing.complete and listing.verb == "read" and listing.noun == "issue"
    assert not http_call(1, "curl", "GET", "https://api.example.com/v2/projects/9/issues?state=open").complete
    ledger = StructuredFacts("terminal")
    issues = [{"id": 40, "title": "Login loop"}, {"id": 41, "title": "Slow export"}]
    assert ledger.observe(listing, issues) == []
    assert ledger.observe(http_call(2, "curl", "DELETE", "https://api.example.com/v2/projects/9/issues/41"), None) == []
    again = ledger.observe(http_call(3, "curl", "GET", "https://api.example.com/v2/projects/9/issues"), issues)
    assert [w.kind for w in again] == ["terminal.deleted"]


def test_two_views_of_one_record_may_word_it_differently() -> None:
    """A listing and a detail view are compared on what an action set, not on how each words a text."""
    row = {"id": "u7", "name": "A. Okafor", "team": "Payments"}
    full = {"id": "u7", "name": "Adaeze Okafor", "team": "Payments"}
    assert run(("list_users", {}, [row]), ("get_user", {"user_id": "u7"}, full)) == {}
    assert run(("get_user", {"user_id": "u7"}, full), ("get_user", {"user_id": "u7"}, {**full, "name": "Ada Okafor"})) \
        == {2: ["x.state"]}
