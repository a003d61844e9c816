"""MCP results in the notations real servers print (Python reprs, ``[FILE]`` listings), SQL row
counts, clock tools, and the dates and figures of a page read twice (issue 12, helper J1)."""

from __future__ import annotations

from playground.decoherence.common import bracket_listing
from playground.decoherence.mcp_results import read_result
from playground.decoherence.views.page_facts import page_facts
from tests.decoherence.benchrows import GONE
from tests.decoherence.helpers import kinds, known_gap, noted, session, warnings_at
from tests.decoherence.trajectories_mcp import call, j


def mcp(*steps: tuple[str, str]):
    return session("mcp", None, list(steps))


def search(*steps: tuple[str, str]):
    return session("search", "Search engine home page.", list(steps))


# ------------------------------------------------------------------ reading results

def test_results_are_read_in_the_notation_the_server_prints() -> None:
    r = read_result("[{'id': 3, 'done': True, 'due': None}]")
    assert (r.how, r.value) == ("python", [{"id": 3, "done": True, "due": None}])
    assert read_result("[(212,)]").value == [[212]]
    listing = read_result("[FILE] a.txt\n[DIR] src\n[FILE] notes v2.md")
    assert listing.how == "listing" and listing.listing == {"a.txt": "file", "src": "dir", "notes v2.md": "file"}
    assert read_result("Directory listing for /x:\n[DIR] y").listing == {"y": "dir"}
    assert read_result('{"a": [1, 2').how == "broken" and read_result('{"a": [1, 2').json_notation
    assert read_result("{'a': datetime.date(2024, 1, 2)}").how == "broken"  # not a literal, not JSON notation
    wrapped = read_result(j({"content": [{"type": "text", "text": "[{'n': 4}]"}]}))
    assert (wrapped.how, wrapped.value) == ("python", [{"n": 4}])
    assert read_result("```json\n{\"a\": 1}\n```").value == {"a": 1}
    assert bracket_listing("[FILE] a\nplain line") is None and bracket_listing("") is None


def test_json_is_asked_for_only_where_it_was_promised() -> None:
    # a server that prints Python reprs from the start: data, not a format error
    assert kinds(mcp((call("read_query", query="SELECT name FROM t"), "[{'name': 'a'}, {'name': 'b'}]"),
                     (call("list_directory", path="/w"), "[FILE] a.txt\n[DIR] b"))) == {}
    # prose in brackets is not JSON, even from a JSON server
    assert kinds(mcp((call("list_tasks"), j({"tasks": []})), (call("list_tasks"), "(no tasks)"),
                     (call("list_tasks"), "[WARN] index rebuilding, try again"))) == {}
    # a file's text is the file's, whatever the server answered before
    assert kinds(mcp((call("get_config"), j({"a": 1})),
                     (call("read_file", path="/w/x.py"), "{'a': 1, 'b': [2,"))) == {}


def test_python_results_give_facts() -> None:
    reverted = mcp((call("get_preferences"), "{'theme': 'dark', 'digest': 'weekly'}"),
                   (call("update_preferences", digest="daily"), "{'updated': ['digest']}"),
                   (call("get_preferences"), "{'theme': 'dark', 'digest': 'weekly'}"))
    # the older kind is in preview, so the fact engine speaks too (its one-object kinds: settings, preferences)
    assert noted(reverted) == {3}
    followed = mcp((call("get_preferences"), "{'theme': 'dark', 'digest': 'weekly'}"),
                   (call("update_preferences", digest="daily"), "Preferences saved."),
                   (call("get_preferences"), "{'theme': 'dark', 'digest': 'daily'}"))
    assert kinds(followed) == {}


# ------------------------------------------------------------------ SQL row counts

def _count(n: int, table: str = "users") -> tuple[str, str]:
    return call("read_query", query=f"SELECT COUNT(*) AS n FROM {table}"), f"[{{'n': {n}}}]"


def test_table_counts_follow_inserts_and_deletes() -> None:
    ins = (call("write_query", query="INSERT INTO users (email) VALUES ('a@x'), ('b@x')"), "[{'affected_rows': 2}]")
    assert kinds(mcp(_count(10), ins, _count(12))) == {}
    stale = mcp(_count(10), ins, _count(10))
    assert noted(stale) == {3}
    assert "12" in warnings_at(stale, 3)[0].message
    dele = (call("execute_sql", sql="DELETE FROM users WHERE id < 4"), "3 rows affected")
    assert kinds(mcp(_count(10), dele, _count(7))) == {}
    known_gap(noted(mcp(_count(10), dele, _count(10))) == {3}, GONE["mcp"])
    # with only reads between, the count stays
    assert noted(mcp(_count(10), (call("read_query", query="SELECT * FROM users LIMIT 1"), "[{'id': 1}]"),
                      _count(11))) == {3}


def test_table_counts_are_forgotten_when_unsure() -> None:
    upsert = (call("write_query", query="INSERT OR REPLACE INTO users (id) VALUES (1)"), "[{'affected_rows': 1}]")
    no_figure = (call("write_query", query="INSERT INTO users (email) VALUES ('c@x')"), "Query OK")
    other_tool = (call("import_users", file="new.csv"), j({"ok": True}))
    other_table = (call("write_query", query="DELETE FROM orders"), "[{'affected_rows': 9}]")
    for write in (upsert, other_tool, other_table):
        assert kinds(mcp(_count(10), write, _count(10 + 5))) == {}, write
    # a result with no figure: the older ledger forgets the count; the fact engine counts the statement's own rows
    assert kinds(mcp(_count(10), no_figure, _count(10 + 5))) == {3: ["fact.set-value-reverted"]}
    filtered = (call("read_query", query="SELECT COUNT(*) AS n FROM users WHERE active = 1"), "[{'n': 4}]")
    assert kinds(mcp(_count(10), filtered, _count(10))) == {}
    # an UPDATE changes rows a SELECT showed: no "nothing changed it" warning
    rows = mcp((call("read_query", query="SELECT id, plan FROM users WHERE id = 2"), "[{'id': 2, 'plan': 'free'}]"),
               (call("write_query", query="UPDATE users SET plan = 'pro' WHERE id = 2"), "[{'affected_rows': 1}]"),
               (call("read_query", query="SELECT id, plan FROM users WHERE id = 2"), "[{'id': 2, 'plan': 'pro'}]"))
    assert kinds(rows) == {}


# ------------------------------------------------------------------ [FILE]/[DIR] listings

def _ls(path: str, text: str) -> tuple[str, str]:
    return call("list_directory", path=path), text


def test_listings_follow_moves_and_writes() -> None:
    move = (call("move_file", source="/d/a.txt", destination="/d/b.txt"), "Successfully moved /d/a.txt to /d/b.txt")
    assert kinds(mcp(_ls("/d", "[FILE] a.txt"), move, _ls("/d", "[FILE] b.txt"))) == {}
    old = mcp(_ls("/d", "[FILE] a.txt"), move, _ls("/d/", "[FILE] a.txt\n[FILE] b.txt"))
    assert noted(old) == {3} and "a.txt" in warnings_at(old, 3)[0].message
    write = (call("write_file", path="/d/new.md", content="x"), "Successfully wrote to /d/new.md")
    known_gap(noted(mcp(write, _ls("/d", "[FILE] other.md"))) == {2}, GONE["mcp"])
    assert kinds(mcp(write, _ls("/d", "[FILE] new.md\n[FILE] other.md"))) == {}
    # a directory listed twice with only reads between keeps its entries; a write in between may change it
    assert noted(mcp(_ls("/d", "[FILE] a\n[FILE] b"), (call("read_file", path="/d/a"), "hi"),
                     _ls("/d", "[FILE] a"))) == {3}
    assert kinds(mcp(_ls("/d", "[FILE] a\n[FILE] b"), (call("run_cleanup", dir="/d"), "done"),
                     _ls("/d", "[FILE] a"))) == {}
    # other folders, and filtered searches, are not judged against it
    assert kinds(mcp(write, _ls("/e", "[FILE] x"), (call("search_files", path="/d", pattern="*.txt"),
                                                    "No matches found"))) == {}


# ------------------------------------------------------------------ clock tools

def test_a_clock_tool_does_not_go_back() -> None:
    back = mcp((call("get_current_time"), "2025-02-11T16:05:09Z"),
               (call("get_current_time"), "2025-02-11T15:05:09Z"))
    assert noted(back) == {2}
    field = mcp((call("get_time"), j({"time": "2025-02-11T16:05:09+01:00"})),
                (call("get_time"), j({"time": "2025-02-11T14:05:09Z"})))
    assert noted(field) == {2}
    # the same instant in another offset is not going back
    assert kinds(mcp((call("get_time"), j({"time": "2025-02-11T16:05:09+01:00"})),
                     (call("get_time"), j({"time": "2025-02-11T15:05:30Z"})))) == {}


def test_local_times_converters_and_records_are_not_the_clock() -> None:
    zones = mcp((call("get_current_time", timezone="Asia/Tokyo"), j({"time": "2025-03-04T22:10:00"})),
                (call("get_current_time", timezone="UTC"), j({"time": "2025-03-04T13:10:20"})),
                (call("get_current_time", timezone="Asia/Tokyo"), j({"time": "2025-03-04T22:11:00"})))
    assert kinds(zones) == {}
    assert noted(mcp((call("get_current_time", timezone="UTC"), j({"time": "2025-03-04T13:10:20"})),
                     (call("get_current_time", timezone="UTC"), j({"time": "2025-03-04T12:10:20"})))) \
        == {2}
    others = mcp((call("now"), "2025-03-04T13:10:00Z"),
                 (call("convert_time", time="2025-03-01T09:00:00Z", target_timezone="UTC"), "2025-03-01T09:00:00Z"),
                 (call("get_time_entries"), j({"time": "2025-03-01T08:00:00Z"})),
                 (call("get_event", event_id="e1"), j({"event_id": "e1", "time": "2025-01-01T08:00:00Z"})),
                 (call("now"), "2025-03-04T13:11:00Z"))
    assert kinds(others) == {}


# ------------------------------------------------------------------ pages read twice

PAGE = ("# Harbour Tunnel\n\nThe Harbour Tunnel is a road tunnel under the bay.\n\n| Fact | Value |\n| --- | --- |\n"
        "| Opened | 12 June 1992 |\n| Length | 2,280 m |\n\nConstruction cost A$554 million and took four years "
        "of work by the consortium.")


def _differ(a: str, b: str) -> list[str]:
    """The keys whose dates and figures two readings of a page state differently."""
    fa, fb = page_facts(a), page_facts(b)
    return sorted(k for k in fa.keys() & fb.keys() if fa[k][0] != fb[k][0])


def test_page_facts_are_keyed_by_what_they_are_about() -> None:
    facts = page_facts(PAGE)
    assert facts["row:opened"][0] == frozenset({"1992-06-12"}) and facts["row:length"][0] == frozenset({"2280"})
    assert any(k.startswith("text:construction cost") for k in facts)
    same = PAGE.replace("12 June 1992", "June 12, 1992").replace("2,280", "2280")
    assert _differ(PAGE, same) == []
    assert _differ(PAGE, PAGE.replace("12 June 1992", "12 July 1992")) == ["row:opened"]
    assert _differ(PAGE, PAGE.replace("A$554", "A$455")) != []
    # a label that is used twice with different values is ambiguous; live labels and sentences are skipped
    twice = "Score: 3\nRevenue: $1\nRevenue: $2\nShares traded at $5 as of noon today on the exchange."
    assert page_facts(twice) == {}


def test_a_page_read_twice_agrees_on_its_facts() -> None:
    url = "https://example.org/wiki/Harbour_Tunnel"
    read = (call("web_extractor", url=url, goal="opening"), PAGE)
    changed = (call("web_extractor", url=url, goal="cost"), PAGE.replace("12 June 1992", "3 March 1993"))
    assert kinds(search(read, changed)) == {2: ["fact.identity-changed"]}
    assert kinds(search(read, (call("web_extractor", url=url, goal="cost"), PAGE))) == {}
    # summaries for a goal, other URLs, and pages read in parts are not compared
    summary = (call("web_extractor", url=url, goal="opening"),
               "The useful information in the page for the user goal:\nEvidence in page: opened 12 June 1992.\n"
               "Summary: opened 1992.")
    summary2 = (call("web_extractor", url=url, goal="cost"),
                "The useful information in the page for the user goal:\nEvidence in page: opened 3 March 1993.\n"
                "Summary: cost A$554 million.")
    assert kinds(search(summary, summary2)) == {}
    other = (call("web_extractor", url="https://example.com/tunnels", goal="opening"),
             PAGE.replace("12 June 1992", "3 March 1993"))
    assert kinds(search(read, other)) == {}
    part = (call("web_extractor", url=url, page=2), PAGE.replace("12 June 1992", "3 March 1993"))
    assert kinds(search(read, part)) == {}


def test_json_directory_listings_are_read_too() -> None:
    write = (call("write_file", path="/srv/n.txt", content="x"), j({"ok": True}))
    known_gap(noted(mcp(write, (call("list_dir", path="/srv"), j(["a.txt", "logs/"])))) == {2}, GONE["mcp"])
    entries = j({"entries": [{"name": "n.txt", "type": "file"}, {"name": "logs", "type": "directory"}]})
    assert kinds(mcp(write, (call("list_dir", path="/srv"), entries))) == {}
    paged = j({"entries": [{"name": "a.txt"}], "next_cursor": "c2"})
    assert kinds(mcp(write, (call("list_dir", path="/srv"), paged))) == {}


def test_a_path_read_again_reads_the_same_until_a_write() -> None:
    read = (call("read_file", path="/w/todo.txt"), "buy milk\ncall Ana\n")
    changed = (call("read_file", path="/w/todo.txt"), "buy milk\ncall Bo\n")
    other = (call("list_allowed_directories"), "Allowed directories:\n/w")
    known_gap(noted(mcp(read, other, changed)) == {3}, GONE["mcp"])
    write = (call("edit_file", path="/w/todo.txt", edits=[{"oldText": "Ana", "newText": "Bo"}]), "ok")
    assert kinds(mcp(read, write, changed)) == {}
    assert kinds(mcp(read, (call("read_file", path="/w/todo.txt", head=1), "buy milk"))) == {}  # a part of it


def test_path_metadata_keeps_its_identity() -> None:
    info = (call("get_file_info", path="/w/a.txt"),
            "size: 120\ncreated: 2025-01-02T10:00:00Z\nmodified: 2025-01-03T09:00:00Z\naccessed: 2025-01-05T08:00:00Z")
    again = (call("get_file_info", path="/w/a.txt"),
             "size: 120\ncreated: 2025-01-02T10:00:00Z\nmodified: 2025-01-03T09:00:00Z\naccessed: 2025-01-05T08:30:00Z")
    assert kinds(mcp(info, again)) == {}  # reading changes the access time only
    grown = (call("get_file_info", path="/w/a.txt"),
             "size: 180\ncreated: 2025-01-02T10:00:00Z\nmodified: 2025-01-06T09:00:00Z\naccessed: 2025-01-06T09:00:00Z")
    known_gap(noted(mcp(info, grown)) == {2}, GONE["mcp"])
    append = (call("write_file", path="/w/a.txt", content="more"), "Successfully wrote to /w/a.txt")
    assert kinds(mcp(info, append, grown)) == {}
    reborn = (call("get_file_info", path="/w/a.txt"),
              "size: 120\ncreated: 2025-01-04T11:00:00Z\nmodified: 2025-01-03T09:00:00Z")
    other_write = (call("write_file", path="/w/b.txt", content="x"), "Successfully wrote to /w/b.txt")
    assert noted(mcp(info, other_write, reborn)) == {3}  # a path's metadata
    assert kinds(mcp(info, (call("move_file", source="/w/a.txt", destination="/w/c.txt"), "moved"),
                     (call("write_file", path="/w/a.txt", content="new"), "ok"), reborn)) == {}


def test_files_that_change_by_themselves_are_not_held() -> None:
    log1 = (call("read_file", path="/srv/app/logs/app.log"), "started\n")
    log2 = (call("read_file", path="/srv/app/logs/app.log"), "started\nrequest 1\n")
    assert kinds(mcp(log1, log2)) == {}
    tmp1 = (call("get_file_info", path="/tmp/job.out"), "size: 10\nmodified: 2025-01-01T00:00:00Z")
    tmp2 = (call("get_file_info", path="/tmp/job.out"), "size: 90\nmodified: 2025-01-01T00:05:00Z")
    assert kinds(mcp(tmp1, tmp2)) == {}
