"""Things an action names another way than a reading showed them: a container removed by its id and listed by
its name, a subcommand that only removes (it brings nothing back), a file moved through a tool whose listing
comes in the MCP text envelope, a REST wrapper's method word (``API-post-search`` reads), a database row a
terminal client printed in psql's table and updated column by column, and the store's memory of which
attribute each of several partial writes changed."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.effects.sql import parse
from playground.decoherence.engine.model import Quote, Ref, Selector, Write
from playground.decoherence.engine.store import FactStore
from playground.decoherence.structured import attr_class, noun_of, verb_of
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "ops@ci-4:~$"
PS = "docker ps -a --format 'table {{.ID}}\\t{{.Status}}\\t{{.Names}}'"
HEAD = "CONTAINER ID   STATUS                    NAMES"
WEB = "e2a4c91f7b30   Up 6 days                 web"
JOB = "c07a5e11f4d2   Exited (137) 3 days ago   job-8812"


def test_a_container_removed_by_its_id_is_the_one_listed_by_its_name() -> None:
    back = terminal_case(PROMPT, (PS, "\n".join([HEAD, WEB, JOB])), ("docker rm c07a5e11f4d2", "c07a5e11f4d2"),
                         ("docker image prune -a -f", "Deleted Images:\nuntagged: busybox:1.36"),
                         (PS, "\n".join([HEAD, WEB, JOB])))
    assert (4, "listing-deleted-member") in run_case(back)
    gone = terminal_case(PROMPT, (PS, "\n".join([HEAD, WEB, JOB])), ("docker rm c07a5e11f4d2", "c07a5e11f4d2"),
                         (PS, "\n".join([HEAD, WEB])))
    assert run_case(gone) == []
    # near miss: a program of unknown effect that is not only removing may bring it back (a compose file's job)
    again = terminal_case(PROMPT, (PS, "\n".join([HEAD, WEB, JOB])), ("docker rm c07a5e11f4d2", "c07a5e11f4d2"),
                          ("docker compose up -d", "Container job-8812  Started"),
                          (PS, "\n".join([HEAD, WEB, JOB.replace("c07a5e11f4d2", "a1b2c3d4e5f6")])))
    assert "listing-deleted-member" not in {r for _, r in run_case(again)}


def _mcp(*turns: tuple[str, dict[str, Any], str]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": a}), o] for n, a, o in turns]}


def _envelope(text: str) -> str:
    return json.dumps({"content": [{"type": "text", "text": text}], "isError": False})


def test_a_directory_listed_in_the_mcp_envelope_follows_a_move() -> None:
    d = "/home/m/docs"
    ls = ("list_directory", {"path": d})
    mv = ("move_file", {"source": f"{d}/old.md", "destination": f"{d}/archive/old.md"},
          _envelope(f"Successfully moved {d}/old.md to {d}/archive/old.md"))
    before = _envelope("[FILE] README.md\n[DIR] archive\n[FILE] old.md")
    case = _mcp((*ls, before), mv, (*ls, before))
    assert run_case(case) == [(3, "renamed-old-name")]
    moved = _mcp((*ls, before), mv, (*ls, _envelope("[FILE] README.md\n[DIR] archive")))
    assert run_case(moved) == []


def test_a_record_keyed_by_its_gid_is_one_thing_across_calls() -> None:
    """Asana names every record by ``gid``: a task deleted by it and read again by it is the one deleted."""
    task = {"gid": "1208834512007760", "name": "Book venue", "completed": False}
    get = ("asana_get_task", {"task_id": task["gid"]}, json.dumps({"data": task}))
    delete = ("asana_delete_task", {"task_id": task["gid"]}, json.dumps({"data": {}}))
    assert run_case(_mcp(get, delete, get)) == [(3, "deleted-present")]
    gone = ("asana_get_task", {"task_id": task["gid"]}, json.dumps({"errors": [{"message": "task: Not Found"}]}))
    assert run_case(_mcp(get, delete, gone)) == []


def test_a_record_keyed_by_its_sid_is_one_thing_across_calls() -> None:
    """Twilio names every record by ``sid``: a name an update set and a later listing gives back as it was is
    a reverted value (near miss: the listing shows the new name)."""
    number = {"sid": "PNc440abe83da2ded31e42b2c95184b23b", "friendly_name": "Support Line", "phone_number": "+4420380"}
    renamed = dict(number, friendly_name="Support Line - EU")
    listed = ("list_incoming_phone_numbers", {}, json.dumps({"incoming_phone_numbers": [number]}))
    update = ("update_incoming_phone_number", {"sid": number["sid"], "friendly_name": renamed["friendly_name"]},
              json.dumps(renamed))
    assert run_case(_mcp(listed, update, listed)) == [(3, "set-value-reverted")]
    kept = ("list_incoming_phone_numbers", {}, json.dumps({"incoming_phone_numbers": [renamed]}))
    assert run_case(_mcp(listed, update, kept)) == []


def test_a_record_shown_by_its_readable_id_alone_is_the_record_of_that_id() -> None:
    """A tracker names an issue by an internal id and a readable one (YouTrack's ``idReadable``); a search lists it
    by the readable one alone: the summary an update set, listed as it was, is a reverted value."""
    issue = {"id": "2-41877", "idReadable": "MOB-587", "summary": "Push not delivered", "State": "Open"}
    renamed = dict(issue, summary="Push dropped in the restricted bucket")
    update = ("update_issue", {"issueId": "MOB-587", "summary": renamed["summary"]}, json.dumps(renamed))
    old = ("search_issues", {"query": "project: MOB"},
           json.dumps([{k: v for k, v in issue.items() if k != "id"}, {"idReadable": "MOB-593", "summary": "x"}]))
    assert run_case(_mcp(("get_issue", {"issueId": "MOB-587"}, json.dumps(issue)), update, old)) == [
        (3, "set-value-reverted")]
    new = ("search_issues", {"query": "project: MOB"},
           json.dumps([{k: v for k, v in renamed.items() if k != "id"}, {"idReadable": "MOB-593", "summary": "x"}]))
    assert run_case(_mcp(("get_issue", {"issueId": "MOB-587"}, json.dumps(issue)), update, new)) == []


def test_an_update_of_other_records_brings_no_deleted_one_back() -> None:
    """A batch update that names its records inside a list reaches every record of its kind, but an update
    changes what is there: a record deleted before it and listed again is deleted-present (near miss: a batch
    create between whose result names no record may have made it again)."""
    a, b = {"id": "recK2pQ9mZ4tV1xYa", "fields": {"Shift": "Compost"}}, {"id": "recB7nX2sU5vR9aLf", "fields": {}}
    listed = ("list_records", {"tableId": "tblS3"}, json.dumps({"records": [a, b]}))
    delete = ("delete_records", {"tableId": "tblS3", "recordIds": [a["id"]]},
              json.dumps({"records": [{"id": a["id"], "deleted": True}]}))
    update = ("update_records", {"tableId": "tblS3", "records": [{"id": b["id"], "fields": {"Signed Up": 6}}]},
              json.dumps({"records": [dict(b, fields={"Signed Up": 6})]}))
    assert (4, "deleted-present") in run_case(_mcp(listed, delete, update, listed))
    create = ("create_records", {"tableId": "tblS3", "records": [{"fields": {"Shift": "Compost"}}]},
              json.dumps({"created": 1}))
    assert "deleted-present" not in {r for _, r in run_case(_mcp(listed, delete, create, listed))}


def test_a_rest_wrappers_method_word_gives_way_to_the_operation() -> None:
    assert verb_of("API-post-search") == "read"
    assert verb_of("API-post-database-query") == "read" and noun_of("API-post-database-query") == "database"
    assert verb_of("API-patch-page") == "update" and noun_of("API-patch-page") == "page"
    assert verb_of("API-delete-a-block") == "delete"
    assert verb_of("post_message") == "create"  # the method word alone is the verb
    # a method word that starts the name is its verb: the words after it are nouns that look like verbs
    assert verb_of("get_issue_label") == "read" and noun_of("get_issue_label") == "label"
    assert verb_of("delete_issue_label") == "delete" and noun_of("delete_issue_label") == "label"
    assert verb_of("get_run_status") == "read" and verb_of("get_merge_request") == "read"
    assert verb_of("delete_comment_thread") == "delete"
    assert verb_of("wp_update_post") == "update" and noun_of("wp_update_post") == "post"  # a method word as the noun


def test_a_verb_that_is_a_noun_as_often_gives_way_to_a_plain_one() -> None:
    # resource first, verb last (an Azure or DigitalOcean tool): the verb is the plain one wherever it stands
    assert (verb_of("tag_update"), noun_of("tag_update")) == ("update", "tag")
    assert (verb_of("vm_resize"), noun_of("vm_resize")) == ("update", "vm")
    # at the end of a longer name with no plain verb, it is the noun; alone or first, the verb
    assert (verb_of("purchase_label"), noun_of("purchase_label")) == ("other", "label")
    assert verb_of("post_message") == "create" and verb_of("comment") == "create"
    assert verb_of("add_label") == "create" and noun_of("add_label") == "label"


def test_a_label_deleted_by_a_tool_whose_noun_looks_like_a_verb_is_gone() -> None:
    label = {"id": "8f0b2d4e-6a1c-4e35-b7d9-1f3a5c7e9b20", "name": "Bug", "color": "#f2994a"}
    other = {"id": "2c4e6a8b-0d1f-4357-9b2d-4f6a8c0e2a41", "name": "bug", "color": "#eb5757"}
    listed = ("list_issue_labels", {"teamId": "PLAT"}, json.dumps({"nodes": [other, label]}))
    delete = ("delete_issue_label", {"id": label["id"]}, json.dumps({"success": True, "lastSyncId": 918224761}))
    assert (3, "deleted-present") in run_case(_mcp(listed, delete, listed))
    assert "deleted-present" not in {r for _, r in run_case(_mcp(listed, delete, (
        listed[0], listed[1], json.dumps({"nodes": [other]}))))}


ROWS = """  id   |        email         |  plan   | credit_cents
-------+----------------------+---------+--------------
 40815 | finance@example.de   | team    |            0
 40817 | ops@example.de       | {plan}  |         {credit}
(2 rows)"""


def _psql(sql: str) -> str:
    return f'psql -d billing -c "{sql}"'


SELECT = _psql("SELECT id, email, plan, credit_cents FROM accounts ORDER BY id;")


def test_a_row_a_terminal_client_updated_column_by_column_reads_back() -> None:
    turns = [(SELECT, ROWS.format(plan="team   ", credit="6250")),
             (_psql("UPDATE accounts SET plan = 'business' WHERE id = 40817;"), "UPDATE 1"),
             (_psql("UPDATE accounts SET credit_cents = credit_cents + 25000 WHERE id = 40817 RETURNING credit_cents;"),
              " credit_cents\n--------------\n        31250\n(1 row)\n\nUPDATE 1")]
    old = terminal_case(PROMPT, *turns, (SELECT, ROWS.format(plan="team   ", credit="31250")))
    assert run_case(old) == [(4, "set-value-reverted")]
    new = terminal_case(PROMPT, *turns, (SELECT, ROWS.format(plan="business", credit="31250")))
    assert run_case(new) == []
    # near miss: a statement that sets the column from an expression leaves its value unknown
    upper = terminal_case(PROMPT, *turns[:1], (_psql("UPDATE accounts SET plan = upper(plan) WHERE id = 40817;"),
                                               "UPDATE 1"),
                          (SELECT, ROWS.format(plan="TEAM   ", credit="6250")))
    assert run_case(upper) == []
    # near miss: the database's file replaced from a backup may hold any row
    restored = terminal_case(PROMPT, *turns, ("cp /backup/billing.db ./billing.db", ""),
                             (SELECT, ROWS.format(plan="team   ", credit="6250")))
    assert "set-value-reverted" not in {r for _, r in run_case(restored)}


def test_a_trailing_returning_leaves_the_statement_as_it_is() -> None:
    st = parse("UPDATE accounts SET credit_cents = credit_cents + 5 WHERE id = 7 RETURNING credit_cents")
    assert st.op == "update" and st.table == "accounts" and st.where == frozenset({"id = 7"})
    ins = parse("INSERT INTO grants (account_id, amount) VALUES (7, 5) RETURNING id, created_at")
    assert ins.op == "insert" and ins.rows == ({"account_id": "7", "amount": "5"},)


def test_the_store_knows_which_attribute_each_partial_write_changed() -> None:
    store = FactStore()
    row = Ref("row", "db t", "7")
    q = Quote(1, "t", "")
    store.write(Write(Selector.of(row), "update", q, (("plan", "b"),), keeps=frozenset({"credit", "email"})))
    set_at = store.counter
    store.write(Write(Selector.of(row), "update", q, keeps=frozenset({"plan", "email"})))  # credit changed
    assert store.touched_since(row, set_at, "plan") is None
    assert store.touched_since(row, set_at, "credit") is not None
    assert store.touched_since(row, 0, "plan") is not None  # the first write changed it
    store.write(Write(Selector.of(row), "update", q))  # changes anything
    assert store.touched_since(row, set_at, "plan") is not None


SRC = "/home/sam/code/poll/src/poll/config.py"


def _gemini(name: str, args: dict[str, Any], out: str) -> list[str]:
    return [json.dumps({"name": name, "arguments": args}), out]


def _swe(*turns: list[str]) -> dict[str, Any]:
    return {"name": "t", "domain": "swe", "state": None, "turns": list(turns)}


def test_a_search_hit_under_a_path_from_an_unknown_root_is_the_one_file_read_with_that_ending() -> None:
    read = _gemini("read_file", {"absolute_path": SRC}, "import os\n\nTIMEOUT = 30.0\nRETRIES = 4\n")
    found = "Found 1 matches for pattern \"TIMEOUT\" in path \"src\":\n---\nFile: src/poll/config.py\nL3: {}\n---"
    changed = _swe(read, _gemini("search_file_content", {"pattern": "TIMEOUT", "path": "src"},
                                 found.format("TIMEOUT = 45.0")))
    assert run_case(changed) == [(2, "state-changed-without-write")]
    same = _swe(read, _gemini("search_file_content", {"pattern": "TIMEOUT", "path": "src"},
                              found.format("TIMEOUT = 30.0")))
    assert run_case(same) == []


def test_a_test_run_through_a_launcher_moves_no_branch_and_removes_no_file() -> None:
    status = ["git status", "On branch feat/toc\nnothing to commit, working tree clean"]
    branch = terminal_case(PROMPT, status, ("pdm run pytest -q", "11 passed in 0.4s"),
                           ("git status -sb", "## main...origin/main"))
    assert (3, "state-changed-without-write") in run_case(branch)
    switched = terminal_case(PROMPT, status, ("git switch main", "Switched to branch 'main'"),
                             ("git status -sb", "## main...origin/main"))
    assert run_case(switched) == []
    made = [("ls", "a.py  b.py"), ("touch c_test.py", "")]
    gone = terminal_case(PROMPT, *made, ("bazel test //:all", "INFO: Build completed successfully"),
                         ("ls", "a.py  b.py"))
    assert (4, "created-absent") in run_case(gone)
    # near miss: a clean may take it away
    cleaned = terminal_case(PROMPT, *made, ("bazel clean --expunge", "INFO: Starting clean."), ("ls", "a.py  b.py"))
    assert "created-absent" not in {r for _, r in run_case(cleaned)}


def test_a_field_named_as_a_live_reading_is_never_judged() -> None:
    for name in ("price_now_per_kwh", "speed_kmh", "live_viewers", "vehicle.heading"):
        assert attr_class(name) == "time", name
    for name in ("known_hosts", "snow_depth", "headline", "plan"):  # the words inside other words do not count
        assert attr_class(name) != "time", name


SKUS = """ id  |     sku      | price_cents
-----+--------------+-------------
 101 | TEA-EARL-100 |        1290
 102 | TEA-DARJ-100 |        {price}
(2 rows)"""
BY_SKU = _psql("SELECT id, sku, price_cents FROM products WHERE sku LIKE 'TEA-%' ORDER BY id;")


def test_a_row_named_by_a_value_only_it_showed_and_a_clients_own_commands() -> None:
    turns = [(_psql("\\\\dt"), "         List of relations\n Schema |   Name   | Type  | Owner\n"),
             (BY_SKU, SKUS.format(price="1850")),
             (_psql("UPDATE products SET price_cents = 1990 WHERE sku = 'TEA-DARJ-100';"), "UPDATE 1"),
             (_psql("\\\\d products"), "Table \"public.products\"")]
    old = terminal_case(PROMPT, *turns, (BY_SKU, SKUS.format(price="1850")))
    assert run_case(old) == [(5, "set-value-reverted")]
    new = terminal_case(PROMPT, *turns, (BY_SKU, SKUS.format(price="1990")))
    assert run_case(new) == []
    # near miss: a write its result says reached several rows names none of them
    many = [*turns[:2], (_psql("UPDATE products SET price_cents = 1990 WHERE sku = 'TEA-DARJ-100';"), "UPDATE 2")]
    assert run_case(terminal_case(PROMPT, *many, (BY_SKU, SKUS.format(price="1850")))) == []


def test_a_converters_output_and_a_move_of_several_files_into_a_directory() -> None:
    made = [("ls", "cam.mp4  notes.txt"), ("ffprobe -v error cam.mp4", "duration=2471.2"),
            ("ffmpeg -i cam.mp4 -ss 5 -c copy trim.mp4", "size=  812345kB time=00:41:05.00"),
            ("ffmpeg -i trim.mp4 -vn audio.wav", "size=   77123kB"),
            ("mkdir -p out && mv audio.wav notes.txt out/", "")]
    lost = terminal_case(PROMPT, *made, ("ls", "cam.mp4  out"))
    assert (6, "created-absent") in run_case(lost)
    kept = terminal_case(PROMPT, *made, ("ls", "cam.mp4  out  trim.mp4"), ("ls out", "audio.wav  notes.txt"))
    assert run_case(kept) == []
    # near misses: output to a stream ("-") writes no file; a counter in the name stands for files made up
    for cmd, shown in (("ffmpeg -i cam.mp4 -af volumedetect -f null -", "cam.mp4"),
                       ("ffmpeg -i cam.mp4 -vf fps=1 frame_%03d.png", "cam.mp4  frame_001.png  frame_002.png")):
        assert run_case(terminal_case(PROMPT, ("ls", "cam.mp4"), (cmd, "done"), ("ls", shown))) == [], cmd
    back = terminal_case(PROMPT, *made, ("ls", "cam.mp4  notes.txt  out  trim.mp4"))
    assert {r for step, r in run_case(back) if step == 6} & {"renamed-old-name", "deleted-present"}


def _found(*lines: str) -> str:
    return _envelope("Found 2 issues matching \"webhook\":\n\n" + "\n".join(lines))


def test_a_retitled_issue_listed_by_key_and_title_after_another_was_created() -> None:
    search = ("search_issues", {"query": "webhook"})
    old_line = "- ENG-1423: Webhook retries hammer endpoints\n  Status: In Progress | Priority: High"
    other = "- ENG-1440: Flaky webhook test\n  Status: Done | Priority: Low"
    retitle = ("update_issue", {"issueId": "ENG-1423", "title": "Cap webhook retries"},
               _envelope("Updated issue ENG-1423"))
    made = ("create_issue", {"title": "Retry budget metric", "teamId": "ENG"}, _envelope("Created issue"))
    case = _mcp((*search, _found(old_line, other)), retitle, made, (*search, _found(old_line, other)))
    assert (4, "set-value-reverted") in run_case(case)
    new_line = old_line.replace("Webhook retries hammer endpoints", "Cap webhook retries")
    assert run_case(_mcp((*search, _found(old_line, other)), retitle, made, (*search, _found(new_line, other)))) == []
    # near miss: an apply (create or overwrite) of the kind may have changed the ones already there
    apply = ("apply_issue", {"title": "Cap webhook retries"}, _envelope("Applied"))
    case = _mcp((*search, _found(old_line, other)), retitle, apply, (*search, _found(old_line, other)))
    assert "set-value-reverted" not in {r for _, r in run_case(case)}


def test_a_list_lines_key_and_a_records_own_id_are_two_names_of_one_issue() -> None:
    search = ("search_issues", {"query": "cors"}, _found("- ENG-1417: Exclude CORS preflight\n  Status: Backlog"))
    record = json.dumps({"id": "6f2c8e1a-4b7d-4e93-a05c-9d1b3f7e2a48", "identifier": "ENG-1417",
                         "title": "Exclude CORS preflight"})
    assert run_case(_mcp(search, ("get_issue", {"id": "ENG-1417"}, _envelope(record)))) == []


def test_an_add_to_a_thing_of_its_own_kind_changes_that_thing() -> None:
    get = ("get_collections", {}, json.dumps([{"key": "9BHT3R6C", "name": "ch3", "items": 17}]))
    add = ("add_to_collection", {"collection_key": "9BHT3R6C", "item_keys": ["XW5T7K9D", "R4NM8C1P"]},
           _envelope("Added 2 items"))
    grown = ("get_collections", {}, json.dumps([{"key": "9BHT3R6C", "name": "ch3", "items": 19}]))
    assert "state-changed-without-write" not in {r for _, r in run_case(_mcp(get, add, grown))}


def test_a_oneline_log_chained_with_another_command_and_a_projects_check_task() -> None:
    made = [("git commit -qam 'fix: hold mutex'", "[main 7c3e91a] fix: hold mutex\n 1 file changed"),
            ("echo '- fix a race' >> CHANGELOG.md", "")]
    log = "git log --oneline -2 && git status --short"
    rest = "\ne19b2a4 add Tokens\n M CHANGELOG.md"
    drift = terminal_case(PROMPT, *made, (log, "4b8d0f2 (HEAD -> main) fix: hold mutex" + rest))
    assert (3, "identity-changed") in run_case(drift)
    same = terminal_case(PROMPT, *made, (log, "7c3e91a (HEAD -> main) fix: hold mutex" + rest))
    assert run_case(same) == []
    files = [("ls tests", "a.rs  b.rs"), ("touch tests/c.rs", "")]
    gone = terminal_case(PROMPT, *files, ("just test", "ok"), ("ls tests", "a.rs  b.rs"))
    assert (4, "created-absent") in run_case(gone)
    # near miss: a task that is not a check may take it away
    assert run_case(terminal_case(PROMPT, *files, ("just reset", "done"), ("ls tests", "a.rs  b.rs"))) == []


def test_of_two_rules_that_find_one_thing_the_one_that_counts_in_the_domain_speaks() -> None:
    from playground.decoherence.domains import bindings
    from playground.decoherence.domains.ledger import FactLedger
    from playground.decoherence.maturity import counts_in

    case = terminal_case(PROMPT, ("git log --oneline -1", "4e7b9d0 Add footer"), ("git status -s", " M a.py"),
                         ("git log --oneline -1", "4e7bd90 Add footer"))

    def rules(rank: Any) -> list[str]:
        ledger = FactLedger(bindings()["terminal"][0](), rank=rank)
        ledger.seed(case["state"])
        return [w.kind for i, (a, o) in enumerate(case["turns"], 1) for w in ledger.observe(i, json.loads(a), o)]

    assert rules(None) == ["fact.identity-changed"]  # the registry's order: the rule that reads the commit
    where = "android"  # a domain whose held-out evidence clears identifier-drift and not identity-changed
    assert not counts_in(where, "identity-changed") and counts_in(where, "identifier-drift")
    assert rules(lambda rule: 0 if counts_in(where, rule) else 1) == ["fact.identifier-drift"]


def test_a_run_moves_on_by_itself_between_two_reads() -> None:
    def run(status: str, cancelable: bool) -> str:
        return json.dumps({"id": 413120954, "status_humanized": status, "is_cancelable": cancelable,
                           "job_definition_id": 70812})
    get = ("get_run", {"run_id": 413120954})
    assert run_case(_mcp((*get, run("Running", True)), (*get, run("Success", False)))) == []
    # a thing that does not move by itself: the same field changing with nothing done to it contradicts
    def project(state: str) -> str:
        return json.dumps({"id": 70812, "name": "nightly", "state_humanized": state})
    fetch = ("get_project", {"project_id": 70812})
    assert run_case(_mcp((*fetch, project("Active")), (*fetch, project("Paused")))) == [
        (2, "state-changed-without-write")]


def test_a_uuid_names_one_thing_whatever_noun_a_call_files_it_under() -> None:
    uid = "f28d6b03-9e7a-4c14-a5f2-6b9d0e3c7a81"
    item = {"id": uid, "name": "Cancel order (legacy v1)", "request": {"method": "DELETE"}}
    other = {"id": "5b3c8e1f-7d04-4a29-9c6b-e1f0a2d8c745", "name": "Create order"}
    folder = {"id": "0f7b3d28-9a1e-4c56-b0d4-e8c21f5a3b97", "name": "Orders", "item": [item, other]}
    listed = ("getCollection", {"collectionId": "orders-api"},
              json.dumps({"collection": {"info": {"name": "Orders API"}, "item": [folder]}}))
    fetched = ("getCollectionRequest", {"collectionId": "orders-api", "requestId": uid},
               json.dumps({"data": {"id": uid, "name": item["name"], "method": "DELETE"}}))
    delete = ("deleteCollectionRequest", {"collectionId": "orders-api", "requestId": uid},
              json.dumps({"data": {"id": uid}}))
    assert (4, "deleted-present") in run_case(_mcp(listed, fetched, delete, listed))
    # a record that states its own kind keeps it: a page and the block of the same UUID are two views
    page = ("get_page", {"page_id": uid}, json.dumps({"object": "page", "id": uid, "archived": False}))
    block = ("get_block", {"block_id": uid}, json.dumps({"object": "block", "id": uid, "archived": False,
                                                        "type": "child_page"}))
    assert run_case(_mcp(page, block, page)) == []


def test_a_call_of_unknown_effect_brings_back_nothing_deleted_unless_it_says_it_restores() -> None:
    def snaps(*ids: str) -> str:
        return json.dumps({"snapshots": [{"id": i, "name": f"web-01-{i}", "resource_type": "droplet",
                                          "resource_id": 412908337} for i in ids]})
    listed = ("list_snapshots", {"resource_type": "droplet"}, snaps("158203341", "160077218"))
    delete = ("delete_snapshot", {"snapshot_id": "158203341"}, json.dumps({"status": "deleted"}))
    action = ("droplet_action", {"droplet_id": 412908351, "type": "snapshot", "name": "web-02-pre-kernel"},
              json.dumps({"action": {"id": 2417738905, "status": "in-progress", "type": "snapshot"}}))
    again = (listed[0], listed[1], snaps("158203341", "160077218", "171552093"))
    assert (4, "deleted-present") in run_case(_mcp(listed, delete, action, again))
    restore = (action[0], {"droplet_id": 412908337, "type": "restore", "image": 158203341}, action[2])
    assert "deleted-present" not in {r for _, r in run_case(_mcp(listed, delete, restore, again))}


def test_a_report_asked_for_between_two_reads_changes_nothing_but_live_figures_move() -> None:
    """A call whose name, with no verb, names a report (``service_infos``, ``container_stats``) reads: a bill read
    again after it with another total is a contradiction (near miss: a call of unknown effect in between may have
    changed it). A report of live figures shows them moving between two reads with nothing done."""
    bill = {"billId": "FR58432197", "category": "autorenew", "priceWithTax": {"value": 161.96, "text": "161.96 €"}}
    get = ("ovh_me_bill_get", {"billId": bill["billId"]}, json.dumps(bill))
    again = ("ovh_me_bill_get", {"billId": bill["billId"]},
             json.dumps(dict(bill, priceWithTax={"value": 161.69, "text": "161.69 €"})))
    infos = ("ovh_dedicated_server_service_infos", {"serviceName": "ns3182745"},
             json.dumps({"serviceId": 119833026, "status": "ok", "renewalType": "automaticV2016"}))
    assert [step for step, _ in run_case(_mcp(get, infos, again))] == [3]
    unknown = ("ovh_me_bill_regularize", {"billId": bill["billId"]}, json.dumps({"done": True}))
    assert run_case(_mcp(get, unknown, again)) == []
    stats = {"id": "3f9a1c7e2b84", "name": "cache", "net_io": "38.2GB / 41.9GB", "mem_usage": "1.2GiB / 4GiB"}
    first = ("container_stats", {"container": "cache"}, json.dumps(stats))
    later = ("container_stats", {"container": "cache"}, json.dumps(dict(stats, net_io="38.9GB / 42.6GB")))
    assert run_case(_mcp(first, later)) == []


def test_things_taken_off_a_record_named_by_its_id_leave_the_record() -> None:
    """``remove_ticket_tags(ticket_id=..., tags=[...])`` takes tags off the ticket the id names: the ticket is there
    after it, with other tags (near miss: ``delete_ticket`` deletes it, and it showing again is a contradiction)."""
    ticket = {"id": 48213, "subject": "Duplicate charge", "status": "pending", "tags": ["billing", "refund_request"]}
    get = ("get_ticket", {"ticket_id": 48213}, json.dumps({"ticket": ticket}))
    untag = ("remove_ticket_tags", {"ticket_id": 48213, "tags": ["refund_request"]}, json.dumps({"tags": ["billing"]}))
    after = ("get_ticket", {"ticket_id": 48213}, json.dumps({"ticket": dict(ticket, tags=["billing"])}))
    assert run_case(_mcp(get, untag, after)) == []
    delete = ("delete_ticket", {"ticket_id": 48213}, json.dumps({"deleted": True}))
    assert (3, "deleted-present") in run_case(_mcp(get, delete, after))
