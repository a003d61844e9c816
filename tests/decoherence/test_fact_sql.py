"""SQL statements (effects/sql.py, domains/sql.py) sent by an MCP tool or a shell client: a write names its
table (never everything), a COUNT(*) follows the rows inserted and deleted since, an UPDATE of one row by
id sets what it reads back; a statement not understood still may change anything."""

from __future__ import annotations

import json
from typing import Any

from playground.decoherence.effects.sql import client_statements, count_after, parse
from tests.decoherence.test_rules import run_case, terminal_case

PROMPT = "dba@pg-01:~$"


def _mcp(*turns: tuple[str, str, Any]) -> dict[str, Any]:
    return {"name": "t", "domain": "mcp", "state": None,
            "turns": [[json.dumps({"name": n, "arguments": {"sql": q}}), o if isinstance(o, str) else json.dumps(o)]
                      for n, q, o in turns]}


def _term(*turns: tuple[str, str]) -> dict[str, Any]:
    return terminal_case(PROMPT, *turns)


def test_statements_name_their_table_and_conditions() -> None:
    s = parse("DELETE FROM invoices WHERE customer = 'acme' AND total < 10")
    assert (s.op, s.table, s.where) == ("delete", "invoices", frozenset({"customer = 'acme'", "total < 10"}))
    assert parse("SELECT count(*) FROM invoices").count_name == "count(*)"
    assert parse("SELECT kind, COUNT(*) cnt FROM jobs GROUP BY kind").group_by == "kind"
    assert parse("DELETE FROM t WHERE a = 1 OR b = 2").where is None  # a disjunction is not followed
    assert parse("DROP TABLE t").op == "other"
    assert client_statements(["psql", "-U", "app", "-d", "crm", "-Atc", "SELECT 1"]) == ("crm", "SELECT 1")
    assert client_statements(["mysql", "-uroot", "shop", "-e", "SELECT 1"]) == ("shop", "SELECT 1")
    assert client_statements(["sqlite3", "app.db", ".schema"]) is None


def test_count_arithmetic() -> None:
    where = frozenset({"queue = 'mail'"})
    ins = parse("INSERT INTO jobs (queue, body) VALUES ('mail', 'a'), ('sms', 'b'), ('mail', 'c')")
    assert count_after(ins, where, 10, 3) == 12
    assert count_after(ins, where, 10, 2) is None  # some rows were not inserted: which is unknown
    assert count_after(parse("DELETE FROM jobs WHERE queue = 'mail' AND tries > 3"), where, 10, 4) == 6
    assert count_after(parse("DELETE FROM jobs WHERE queue = 'sms'"), where, 10, 4) == 10
    assert count_after(parse("DELETE FROM jobs WHERE tries > 3"), where, 10, 4) is None
    assert count_after(parse("UPDATE jobs SET tries = 0 WHERE queue = 'mail'"), where, 10, 10) == 10
    assert count_after(parse("UPDATE jobs SET queue = 'sms' WHERE queue = 'mail' AND id < 5"), where, 10, 3) == 7
    assert count_after(parse("UPDATE jobs SET queue = 'mail' WHERE queue = 'sms'"), where, 10, 3) is None
    assert count_after(parse("INSERT INTO jobs (body) VALUES ('x')"), where, 10, 1) is None  # queue by default


def test_a_count_that_does_not_follow_the_inserts_and_deletes_of_a_tool() -> None:
    case = _mcp(("execute_sql", "SELECT COUNT(*) AS total FROM orders WHERE region = 'EU'", [{"total": 120}]),
                ("execute_sql", "INSERT INTO orders (region, amount) VALUES ('EU', 5), ('US', 7), ('EU', 9)",
                 {"rows_affected": 3}),
                ("execute_sql", "DELETE FROM orders WHERE region = 'EU' AND amount = 0", {"rows_affected": 1}),
                ("execute_sql", "UPDATE customers SET tier = 'gold' WHERE id = 4", {"rows_affected": 1}),
                ("execute_sql", "SELECT COUNT(*) AS total FROM orders WHERE region = 'EU'", [{"total": 122}]))
    assert (5, "set-value-reverted") in run_case(case)
    ok = json.loads(json.dumps(case))
    ok["turns"][4][1] = json.dumps([{"total": 121}])
    assert run_case(ok) == []


def test_unknown_statements_and_other_tables_keep_quiet_or_judge_right() -> None:
    # a statement it does not understand may change anything
    unknown = _mcp(("run_query", "SELECT COUNT(*) AS n FROM orders", [{"n": 5}]),
                   ("run_query", "INSERT INTO orders SELECT * FROM orders_archive", {"affected_rows": 40}),
                   ("run_query", "SELECT COUNT(*) AS n FROM orders", [{"n": 45}]))
    assert run_case(unknown) == []
    # a write that did not say how many rows it deleted leaves the count unknown
    vague = _mcp(("run_query", "SELECT COUNT(*) AS n FROM orders", [{"n": 5}]),
                 ("run_query", "DELETE FROM orders WHERE amount < 3", "OK"),
                 ("run_query", "SELECT COUNT(*) AS n FROM orders", [{"n": 2}]))
    assert run_case(vague) == []
    # grouped counts: each group is its own count
    groups = _mcp(("run_query", "SELECT state, COUNT(*) AS n FROM tasks GROUP BY state",
                   [{"state": "done", "n": 4}, {"state": "todo", "n": 6}]),
                  ("run_query", "UPDATE tasks SET state = 'done' WHERE state = 'todo' AND owner = 'li'",
                   {"affected_rows": 2}),
                  ("run_query", "SELECT state, COUNT(*) AS n FROM tasks GROUP BY state",
                   [{"state": "done", "n": 6}, {"state": "todo", "n": 4}]))
    assert run_case(groups) == []
    wrong = json.loads(json.dumps(groups))
    wrong["turns"][2][1] = json.dumps([{"state": "done", "n": 6}, {"state": "todo", "n": 6}])
    assert (3, "set-value-reverted") in run_case(wrong)


def test_a_row_updated_by_id_reads_back_its_value() -> None:
    read = "SELECT id, plan, seats FROM accounts WHERE id = 31"
    case = _mcp(("query", read, [{"id": 31, "plan": "pro", "seats": 5}]),
                ("query", "UPDATE accounts SET plan = 'team' WHERE id = 31", {"affected_rows": 1}),
                ("query", read, [{"id": 31, "plan": "pro", "seats": 5}]))
    assert (3, "set-value-reverted") in run_case(case)
    ok = json.loads(json.dumps(case))
    ok["turns"][2][1] = json.dumps([{"id": 31, "plan": "team", "seats": 5}])
    assert run_case(ok) == []


def test_shell_clients_counts() -> None:
    case = _term(('psql -d crm -Atc "SELECT count(*) FROM leads"', "311"),
                 ("psql -d crm -c \"INSERT INTO leads (name, src) VALUES ('a', 'web'), ('b', 'web')\"", "INSERT 0 2"),
                 ('psql -d crm -c "DELETE FROM leads WHERE id = 17"', "DELETE 1"),
                 ('psql -d crm -Atc "SELECT count(*) FROM leads"', "314"))
    assert (4, "set-value-reverted") in run_case(case)
    ok = json.loads(json.dumps(case))
    ok["turns"][3][1] = ok["turns"][3][1].replace("314\n", "312\n")
    assert run_case(ok) == []
    # sqlite3 prints nothing for a write; `SELECT changes()` prints the rows it reached
    lite = _term(("sqlite3 app.db 'SELECT count(*) FROM tokens;'", "40"),
                 ("sqlite3 app.db \"DELETE FROM tokens WHERE expired = 1; SELECT changes();\"", "7"),
                 ("sqlite3 app.db 'SELECT count(*) FROM tokens;'", "40"))
    assert (3, "set-value-reverted") in run_case(lite)
    # a delete whose count is not shown, or another program, leaves the count unknown
    unknown = _term(("sqlite3 app.db 'SELECT count(*) FROM tokens;'", "40"),
                    ("sqlite3 app.db 'DELETE FROM tokens WHERE expired = 1;'", ""),
                    ("sqlite3 app.db 'SELECT count(*) FROM tokens;'", "33"))
    assert run_case(unknown) == []
    restored = _term(("sqlite3 app.db 'SELECT count(*) FROM tokens;'", "40"),
                     ("cp backup/app.db app.db", ""),
                     ("sqlite3 app.db 'SELECT count(*) FROM tokens;'", "52"))
    assert run_case(restored) == []


def test_a_join_shows_the_rows_of_the_table_whose_id_it_shows() -> None:
    s = parse("SELECT c.id, c.plan AS tier, count(i.id) AS n FROM customers c JOIN invoices AS i "
              "ON i.customer_id = c.id WHERE c.id IN (42, 57) GROUP BY c.id, c.plan")
    assert (s.table, s.where, s.columns) == ("customers", None, {"id": "id", "tier": "plan"})
    assert parse("SELECT a.name, b.total FROM a JOIN b ON a.id = b.a_id").table is None  # no row's id: not read
    joined = ("SELECT c.id, c.plan, count(i.id) AS invoices FROM customers c JOIN invoices i ON i.customer_id = c.id "
              "WHERE c.id = 42 GROUP BY c.id, c.plan")
    case = _mcp(("query", "UPDATE customers SET plan = 'pro' WHERE id = 42", {"affected_rows": 1}),
                ("query", joined, [{"id": 42, "plan": "basic", "invoices": 19}]))
    assert (2, "set-value-reverted") in run_case(case)
    # the other table's columns and the aggregates are not the row's: a count that grew is nothing to judge
    ok = _mcp(("query", "UPDATE customers SET plan = 'pro' WHERE id = 42", {"affected_rows": 1}),
              ("query", joined, [{"id": 42, "plan": "pro", "invoices": 19}]),
              ("query", "INSERT INTO invoices (customer_id, amount) VALUES (42, 100)", {"affected_rows": 1}),
              ("query", joined, [{"id": 42, "plan": "pro", "invoices": 20}]))
    assert run_case(ok) == []


def test_a_whole_table_count_follows_the_rows_a_write_says_it_reached() -> None:
    everything: frozenset[str] = frozenset()
    # the WHERE is not followed (a disjunction), but the result says how many rows left the table
    assert count_after(parse("DELETE FROM t WHERE a = 1 OR b = 2"), everything, 100, 7) == 93
    assert count_after(parse("INSERT INTO t SELECT * FROM t_old"), everything, 100, 40) == 140
    assert count_after(parse("UPDATE t SET a = 1 WHERE b = 2 OR c = 3"), everything, 100, None) == 100
    # an upsert's count of rows reached is not the rows it added
    assert count_after(parse("INSERT INTO t (id) VALUES (1) ON CONFLICT (id) DO NOTHING"), everything, 100, 1) is None
    assert count_after(parse("DELETE FROM t WHERE a = 1 OR b = 2"), everything, 100, None) is None
    # MySQL's ORDER BY ... LIMIT bounds the rows a write reaches; its WHERE is still its WHERE
    s = parse("DELETE FROM events WHERE created_at < '2023-01-01' ORDER BY id LIMIT 50000")
    assert s.where == frozenset({"created_at < '2023-01-01'"})
    assert count_after(s, frozenset({"created_at < '2023-01-01'"}), 120000, 50000) == 70000


def test_every_group_of_a_grouped_count_together_is_the_count_of_its_where() -> None:
    groups = [{"batch": "a", "n": 2130}, {"batch": "b", "n": 2119}, {"batch": "b-dup", "n": 2119}]
    case = _mcp(("read_query", "SELECT batch, COUNT(*) AS n FROM sightings GROUP BY batch", groups),
                ("write_query", "DELETE FROM sightings WHERE batch = 'b-dup'", [{"affected_rows": 2119}]),
                ("read_query", "SELECT COUNT(*) AS total, MAX(seen_on) AS last FROM sightings",
                 [{"total": 6368, "last": "2024-06-09"}]))
    assert (3, "set-value-reverted") in run_case(case)
    ok = json.loads(json.dumps(case))
    ok["turns"][2][1] = json.dumps([{"total": 4249, "last": "2024-06-09"}])
    assert run_case(ok) == []
    # a grouped count with a LIMIT shows some groups only: no total
    top = json.loads(json.dumps(case))
    top["turns"][0][0] = json.dumps({"name": "read_query", "arguments": {
        "sql": "SELECT batch, COUNT(*) AS n FROM sightings GROUP BY batch ORDER BY n DESC LIMIT 3"}})
    assert run_case(top) == []


def test_a_write_result_in_an_mcp_envelope_says_the_rows_it_reached() -> None:
    def envelope(text: str) -> dict[str, Any]:
        return {"content": [{"type": "text", "text": text}], "isError": False}

    case = _mcp(("query", "SELECT status, count(*) AS n FROM deliveries GROUP BY status",
                 [{"status": "failed", "n": 311}, {"status": "sent", "n": 900}]),
                ("execute", "DELETE FROM deliveries WHERE status = 'failed' AND attempts >= 8", envelope("DELETE 9")),
                ("query", "SELECT status, count(*) AS n FROM deliveries GROUP BY status",
                 [{"status": "failed", "n": 311}, {"status": "sent", "n": 900}]))
    assert (3, "set-value-reverted") in run_case(case)
    ok = json.loads(json.dumps(case))
    ok["turns"][2][1] = json.dumps([{"status": "failed", "n": 302}, {"status": "sent", "n": 900}])
    assert run_case(ok) == []


def test_a_count_a_client_prints_in_a_table_with_other_columns() -> None:
    # sqlite3 -header -column: the count is one cell of a row under a rule of dashes
    lite = _term(("sqlite3 geo.db 'SELECT count(*) FROM readings;'", "48213"),
                 ("sqlite3 geo.db \"DELETE FROM readings WHERE v < -60 OR v > 60; SELECT changes();\"", "37"),
                 ("sqlite3 -header -column geo.db 'SELECT count(*) AS n, min(v) AS lo FROM readings;'",
                  "n      lo\n-----  -----\n48179  -41.3"))
    assert (3, "set-value-reverted") in run_case(lite)
    ok = json.loads(json.dumps(lite))
    ok["turns"][2][1] = ok["turns"][2][1].replace("48179", "48176")
    assert run_case(ok) == []
    # the MySQL client's ruled table, ROW_COUNT() after the write
    box = ("+-------+------+\n| total | lost |\n+-------+------+\n|  {n} |  114 |\n+-------+------+")
    maria = _term(('mariadb -e "SELECT COUNT(*) FROM crm.leads"',
                   "+----------+\n| COUNT(*) |\n+----------+\n|     1482 |\n+----------+"),
                  ("mariadb -e \"DELETE FROM crm.leads WHERE status='lost' AND updated_at < '2023-01-01'; "
                   "SELECT ROW_COUNT() AS deleted;\"",
                   "+---------+\n| deleted |\n+---------+\n|      37 |\n+---------+"),
                  ("mariadb -e \"SELECT COUNT(*) AS total, SUM(status='lost') AS lost FROM crm.leads\"",
                   box.format(n=1449)))
    assert (3, "set-value-reverted") in run_case(maria)
    ok = json.loads(json.dumps(maria))
    ok["turns"][2][1] = ok["turns"][2][1].replace("1449", "1445")
    assert run_case(ok) == []


def test_a_query_in_another_language_is_no_statement() -> None:
    from playground.decoherence.domains.sql import SqlBook, one_call
    from playground.decoherence.engine.model import Quote

    q = Quote(1, "test", "")
    for text in ("p95:trace.http.request{service:checkout,env:prod}", "NAME LIKE 'Brightline%'",
                 "status:open label:bug"):
        assert one_call(SqlBook(), "db", text, None, "{}", q) is None, text
    assert one_call(SqlBook(), "db", "UPDATE monitors SET warning = 0.7 WHERE id = 4", None, "{}", q) is not None
    assert one_call(SqlBook(), "db", "select count(*) from monitors", [{"count": 3}], "[]", q) is not None


def test_a_state_modified_stamp_only_moves_forward() -> None:
    from playground.decoherence.views.keyclasses import monotone_class

    assert monotone_class("overall_state_modified", "2024-09-12T14:08:00Z") == "rises"
    assert monotone_class("state_modified_by", "ops-bot") is None
