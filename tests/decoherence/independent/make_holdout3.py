# ruff: noqa: E501
"""holdout3: a third independent labeled set for measuring the decoherence detectors, written by an outside
helper who never read the detectors. Other scenarios, tools and output styles than the earlier sets.

``python -m tests.decoherence.independent.make_holdout3`` writes ``holdout3/{domain}_test.jsonl`` and
``holdout3/labels.json``; ``python -m tests.decoherence.independent.measure --dir holdout3`` scores them.
Per domain: 3 trajectories with exactly one contradiction (labeled turn, 1-based) and 3 clean ones full
of legitimate changes. Its rows and misses are not described anywhere outside the lead's private notes.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    DROID_SYSTEM, GEM_SYSTEM, INT, OH_SYSTEM, OS_SYSTEM, SEARCH_SYSTEM, WEB_SYSTEM, A, B, Pane, RowSet, S, a11y,
    axtree, bash, call, cat_n, code, droid, edited, editor, extract, gem_run, gshell, mcp_system, mcp_text, memory,
    oh_bash, pj, results, search, tool, ui_elements)

OUT = Path(__file__).resolve().parent / "holdout3"
R = RowSet(OUT)
TERM_SYSTEM = ("An agent types into a tmux pane on a Linux machine. After each batch of keystrokes, print the pane "
               "as it now reads, following **Environment Observation:**.")


# ------------------------------------------------------------------------------------------------ terminal
def terminal() -> None:
    # bad: an exported variable is missing from the environment later
    p = Pane("deploy", "vps-fra1", "/home/deploy/shop")
    st = p.prompt
    t = [p.run("export PGHOST=10.114.0.7 PGPORT=6432 PGDATABASE=shop_prod", ""),
         p.run("psql -U shop_ro -Atc 'select count(*) from orders where created_at > now() - interval \\'1 day\\''", "1842"),
         p.run("export PGUSER=shop_ro && pg_isready", "10.114.0.7:6432 - accepting connections"),
         p.run("env | grep ^PG | sort", "PGDATABASE=shop_prod\nPGPORT=6432\nPGUSER=shop_ro"),
         p.run("df -h /var/lib/docker | tail -1", "/dev/vda1        78G   51G   27G  66% /")]
    R.add("terminal", "h3-term-01", TERM_SYSTEM, t, state=st, bad=True, turn=4, kind="env_missing")

    # bad: upgrade reports a new version, the same interpreter then shows the old one
    p = Pane("mara", "dsbox", "/home/mara/etl")
    st = p.prompt
    t = [p.run("source .venv/bin/activate && python -m pip show duckdb | head -2", "Name: duckdb\nVersion: 0.10.3"),
         p.run("python -m pip install --upgrade 'duckdb==1.1.3' 2>&1 | tail -3", "    Uninstalling duckdb-0.10.3:\n      Successfully uninstalled duckdb-0.10.3\nSuccessfully installed duckdb-1.1.3", duration=25),
         p.run("python -m pip list 2>/dev/null | grep -i -E '^(duckdb|pandas|pyarrow) '",
               "duckdb             0.10.3\npandas             2.2.3\npyarrow            17.0.0"),
         p.run("python -c 'import sys; print(sys.prefix)'", "/home/mara/etl/.venv"),
         p.run("git status --short", " M pipeline/load.py\n?? notes.txt")]
    R.add("terminal", "h3-term-02", TERM_SYSTEM, t, state=st, bad=True, turn=3, kind="version_unchanged")

    # bad: nginx master PID changes although nothing restarted it
    p = Pane("root", "web-02", "/etc/nginx", style="rhel")
    st = p.prompt
    t = [p.run("systemctl status nginx --no-pager | head -9",
               "● nginx.service - The nginx HTTP and reverse proxy server\n"
               "     Loaded: loaded (/usr/lib/systemd/system/nginx.service; enabled; preset: disabled)\n"
               "     Active: active (running) since Mon 2025-03-03 06:12:40 UTC; 2 days ago\n"
               "    Process: 1181 ExecStartPre=/usr/bin/rm -f /run/nginx.pid (code=exited, status=0/SUCCESS)\n"
               "    Process: 1183 ExecStartPre=/usr/sbin/nginx -t (code=exited, status=0/SUCCESS)\n"
               "    Process: 1185 ExecStart=/usr/sbin/nginx (code=exited, status=0/SUCCESS)\n"
               "   Main PID: 1187 (nginx)\n"
               "      Tasks: 5 (limit: 23124)\n"
               "     Memory: 9.8M"),
         p.run("tail -3 /var/log/nginx/access.log",
               '203.0.113.54 - - [05/Mar/2025:14:02:11 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"\n'
               '198.51.100.23 - - [05/Mar/2025:14:02:13 +0000] "GET /api/v1/cart HTTP/1.1" 200 512 "-" "Mozilla/5.0"\n'
               '203.0.113.54 - - [05/Mar/2025:14:02:21 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"'),
         p.run("ss -ltnp | grep -E ':(80|443) '",
               'LISTEN 0      511          0.0.0.0:443       0.0.0.0:*    users:(("nginx",pid=1192,fd=7),("nginx",pid=1191,fd=7),("nginx",pid=1187,fd=7))\n'
               'LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:(("nginx",pid=1192,fd=6),("nginx",pid=1191,fd=6),("nginx",pid=1187,fd=6))'),
         p.run("grep -n worker_connections nginx.conf", "14:    worker_connections 1024;"),
         p.run("cat /run/nginx.pid; ps -o pid,etime,cmd -C nginx",
               "2214\n    PID     ELAPSED CMD\n   2214  2-07:49:41 nginx: master process /usr/sbin/nginx\n"
               "   1191  2-07:49:41 nginx: worker process\n   1192  2-07:49:41 nginx: worker process")]
    R.add("terminal", "h3-term-03", TERM_SYSTEM, t, state=st, bad=True, turn=5, kind="identity_changed")

    # clean: subshell cd, background job finishing later, timezone view of the clock
    p = Pane("ops", "bastion", "/home/ops")
    st = p.prompt
    t = [p.run("date -u", "Sat Mar  8 23:58:51 UTC 2025"),
         p.run("( cd /var/log && sudo tar czf /tmp/logs.tgz nginx ) && pwd", "/home/ops", duration=4),
         p.run("( sleep 30; date -u > /tmp/rotate.done ) & cat /tmp/rotate.done", "[1] 48812\ncat: /tmp/rotate.done: No such file or directory"),
         p.run("TZ=America/Denver date", "Sat Mar  8 17:00:02 MST 2025\n[1]+  Done                    ( sleep 30; date -u > /tmp/rotate.done )"),
         p.run("cat /tmp/rotate.done", "Sat Mar  8 23:59:29 UTC 2025"),
         p.run("date -u; ls -l /tmp/logs.tgz", "Sun Mar  9 00:00:38 UTC 2025\n-rw-r--r-- 1 root root 418233 Mar  8 23:58 /tmp/logs.tgz")]
    R.add("terminal", "h3-term-04", TERM_SYSTEM, t, state=st)

    # clean: sqlite dedupe, counts follow the deletes and the import
    p = Pane("kofi", "laptop", "/home/kofi/data")
    st = p.prompt
    t = [p.run("sqlite3 crm.db 'select count(*) from contacts;'", "1204"),
         p.run("sqlite3 crm.db \"select email, count(*) c from contacts group by lower(email) having c > 1 order by c desc limit 4;\"",
               "j.oneill@example.org|3\nfatima.r@example.com|2\nli.wei@example.net|2\nsales@acme.test|2"),
         p.run("sqlite3 crm.db \"delete from contacts where rowid not in (select min(rowid) from contacts group by lower(email)); select changes();\"", "17"),
         p.run("sqlite3 crm.db 'select count(*) from contacts;'", "1187"),
         p.run("sqlite3 -csv crm.db '.import --skip 1 new_leads.csv contacts' && sqlite3 crm.db 'select count(*) from contacts;'", "1209"),
         p.run("ls -l crm.db", "-rw-r--r-- 1 kofi kofi 372736 Mar 11 10:42 crm.db")]
    R.add("terminal", "h3-term-05", TERM_SYSTEM, t, state=st)

    # clean: amend and rebase give new hashes; venv and system pip disagree; sed changes the checksum
    p = Pane("sam", "dev", "/home/sam/src/ledger")
    st = p.prompt
    t = [p.run("git log --oneline -3", "9c1e4f2 (HEAD -> fix-rounding) round half-even in totals\n3ab07d1 (origin/main, main) bump ruff\n77e0c5a add CSV export"),
         p.run("sed -i 's/ROUND_HALF_UP/ROUND_HALF_EVEN/' ledger/money.py && md5sum ledger/money.py", "b0f3d6a1c9e2247718f4c4b1a3e5d902  ledger/money.py"),
         p.run("git commit -qa --amend --no-edit && git log --oneline -1", "e41d9b8 (HEAD -> fix-rounding) round half-even in totals"),
         p.run("git fetch -q && git rebase origin/main", "Successfully rebased and updated refs/heads/fix-rounding."),
         p.run("git log --oneline -3", "5f2a0c3 (HEAD -> fix-rounding) round half-even in totals\nd98b11e (origin/main) pin pytest to 8.3\n3ab07d1 (main) bump ruff"),
         p.run("pip3 --version; .venv/bin/pip --version",
               "pip 22.0.2 from /usr/lib/python3/dist-packages/pip (python 3.10)\npip 24.3.1 from /home/sam/src/ledger/.venv/lib/python3.12/site-packages/pip (python 3.12)")]
    R.add("terminal", "h3-term-06", TERM_SYSTEM, t, state=st)


# ------------------------------------------------------------------------------------------------ mcp
LINEAR = mcp_system("linear", "issue tracking for the ENG team", [
    tool("create_issue", "Create an issue", {"teamId": S, "title": S, "description": S, "priority": INT, "assigneeId": S}, ["teamId", "title"]),
    tool("list_issues", "List issues, newest first", {"teamId": S, "assigneeId": S, "first": INT, "orderBy": S}, ["teamId"]),
    tool("update_issue", "Update fields of an issue", {"id": S, "stateId": S, "priority": INT, "title": S}, ["id"]),
    tool("get_issue", "Fetch one issue", {"id": S}, ["id"])])
STRIPE = mcp_system("stripe", "the Stripe API of a SaaS company, test mode", [
    tool("retrieve_subscription", "Retrieve a subscription", {"id": S}, ["id"]),
    tool("update_subscription", "Update a subscription", {"id": S, "cancel_at_period_end": B, "metadata": {"type": "object"}}, ["id"]),
    tool("list_invoices", "List invoices", {"customer": S, "limit": INT, "starting_after": S}, []),
    tool("create_refund", "Refund a charge", {"charge": S, "amount": INT}, ["charge"]),
    tool("retrieve_balance", "Current account balance", {}, []),
    tool("retrieve_charge", "Retrieve a charge", {"id": S}, ["id"])])
JIRA = mcp_system("jira", "Jira Cloud, site ardent.atlassian.net", [
    tool("search_issues", "Search with JQL", {"jql": S, "maxResults": INT, "fields": A}, ["jql"]),
    tool("create_issue", "Create an issue", {"project": S, "summary": S, "issuetype": S, "labels": A}, ["project", "summary", "issuetype"]),
    tool("transition_issue", "Move an issue through its workflow", {"issueKey": S, "transition": S}, ["issueKey", "transition"])])
TRELLO = mcp_system("trello", "boards of the marketing team", [
    tool("get_cards", "Cards of a list", {"listId": S}, ["listId"]),
    tool("move_card", "Move a card to another list", {"cardId": S, "listId": S}, ["cardId", "listId"]),
    tool("get_card_actions", "Recent activity on a card", {"cardId": S, "filter": S}, ["cardId"]),
    tool("archive_card", "Archive (close) a card", {"cardId": S}, ["cardId"]),
    tool("unarchive_card", "Restore an archived card", {"cardId": S}, ["cardId"])])
GCAL = mcp_system("google-calendar", "the user's calendars", [
    tool("list_events", "Events between two instants", {"calendarId": S, "timeMin": S, "timeMax": S, "timeZone": S}, ["calendarId"]),
    tool("create_event", "Create an event", {"calendarId": S, "summary": S, "start": S, "end": S, "attendees": A, "timeZone": S}, ["calendarId", "summary", "start", "end"]),
    tool("delete_event", "Delete an event", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"])])
AIRTABLE = mcp_system("airtable", "base 'Studio inventory'", [
    tool("list_records", "List records of a table", {"baseId": S, "table": S, "filterByFormula": S, "sort": A, "pageSize": INT, "offset": S}, ["baseId", "table"]),
    tool("update_record", "Update fields of a record", {"baseId": S, "table": S, "recordId": S, "fields": {"type": "object"}}, ["baseId", "table", "recordId", "fields"]),
    tool("get_record", "Fetch one record", {"baseId": S, "table": S, "recordId": S}, ["baseId", "table", "recordId"])])


def lin_issue(ident: str, uid: str, title: str, state: str, prio: int, created: str, updated: str | None = None) -> dict:
    return {"id": uid, "identifier": ident, "title": title, "priority": prio, "state": {"name": state},
            "assignee": {"name": "Noor Haddad"}, "createdAt": created, "updatedAt": updated or created,
            "url": f"https://linear.app/ardent/issue/{ident}"}


def mcp() -> None:
    # bad: an issue created in turn 1 is missing from the newest-first listing
    older = [lin_issue("ENG-409", "b4c3e0a2-6d1e-4e59-9f7b-2a0f5d7c1e11", "Flaky test: checkout_spec timeouts", "In Progress", 2, "2025-04-14T16:20:05.311Z"),
             lin_issue("ENG-405", "0e7f8b12-9a4c-4b7e-8c21-5f3a9d0b6c44", "Drop legacy v1 webhook signer", "Todo", 3, "2025-04-11T09:02:47.902Z"),
             lin_issue("ENG-398", "7a21d9c6-3f0b-41e8-a5d2-c9e4b7f0a813", "Nightly export writes duplicate rows", "Backlog", 2, "2025-04-08T13:44:10.004Z")]
    new = lin_issue("ENG-412", "f29a6c01-2b7d-4d3c-9e85-61a0c4b8d7e2", "Retry webhook deliveries with exponential backoff", "Backlog", 2, "2025-04-15T08:31:22.640Z")
    t = [(call("create_issue", teamId="ENG", title="Retry webhook deliveries with exponential backoff", description="Deliveries that get a 5xx are dropped today.", priority=2, assigneeId="me"),
          pj({"success": True, "issue": new})),
         (call("update_issue", id="ENG-409", stateId="Done"),
          pj({"success": True, "issue": {**older[0], "state": {"name": "Done"}, "updatedAt": "2025-04-15T08:32:03.118Z"}})),
         (call("get_issue", id="ENG-405"), pj(older[1])),
         (call("list_issues", teamId="ENG", assigneeId="me", first=10, orderBy="createdAt"),
          pj({"nodes": [{**older[0], "state": {"name": "Done"}, "updatedAt": "2025-04-15T08:32:03.118Z"}, older[1], older[2]],
              "pageInfo": {"hasNextPage": False, "endCursor": "Y3Vyc29yOjM="}}))]
    R.add("mcp", "h3-mcp-01", LINEAR, t, bad=True, turn=4, kind="created_missing")

    # bad: cancel_at_period_end set, then read back unset
    sub = {"id": "sub_1QJ8xLFh2kP0aR3b", "object": "subscription", "customer": "cus_R4tYqL0s9mZ2Vd", "status": "active",
           "cancel_at_period_end": False, "canceled_at": None, "current_period_start": 1741046400, "current_period_end": 1743724800,
           "created": 1709510400, "items": {"object": "list", "data": [{"id": "si_RkQ2m8Vn3pXc", "price": {"id": "price_1OqT7eFh2kP0aR3bTeam", "unit_amount": 4900, "recurring": {"interval": "month"}}, "quantity": 5}]},
           "metadata": {}}
    upd = {**sub, "cancel_at_period_end": True, "canceled_at": 1741874721, "cancel_at": 1743724800, "metadata": {"reason": "switching_to_annual"}}
    t = [(call("retrieve_subscription", id="sub_1QJ8xLFh2kP0aR3b"), mcp_text(sub)),
         (call("update_subscription", id="sub_1QJ8xLFh2kP0aR3b", cancel_at_period_end=True, metadata={"reason": "switching_to_annual"}), mcp_text(upd)),
         (call("list_invoices", customer="cus_R4tYqL0s9mZ2Vd", limit=2),
          mcp_text({"object": "list", "has_more": True, "url": "/v1/invoices", "data": [
              {"id": "in_1QyZ0bFh2kP0aR3bA1", "status": "paid", "amount_paid": 24500, "period_end": 1741046400, "number": "ARD-0193"},
              {"id": "in_1QaBcdFh2kP0aR3bZ9", "status": "paid", "amount_paid": 24500, "period_end": 1738368000, "number": "ARD-0171"}]})),
         (call("retrieve_subscription", id="sub_1QJ8xLFh2kP0aR3b"), mcp_text({**sub, "metadata": {"reason": "switching_to_annual"}})),
         (call("retrieve_balance"), mcp_text({"object": "balance", "available": [{"amount": 1284410, "currency": "usd"}], "pending": [{"amount": 96300, "currency": "usd"}], "livemode": False}))]
    R.add("mcp", "h3-mcp-02", STRIPE, t, bad=True, turn=4, kind="value_reverted")

    # bad: JQL total does not follow the issue just created (and disagrees with the list it returns)
    def ji(key: str, summary: str, status: str, created: str) -> dict:
        return {"key": key, "id": str(10000 + int(key.split("-")[1]) * 7), "fields": {"summary": summary, "status": {"name": status}, "created": created}}
    base = [ji("OPSX-3", "Rotate TLS certs on edge proxies", "In Progress", "2025-05-02T10:11:09.000+0200"),
            ji("OPSX-2", "Move backups to object lock bucket", "To Do", "2025-05-01T15:40:52.000+0200"),
            ji("OPSX-1", "Inventory of cron jobs on legacy hosts", "Done", "2025-04-30T09:05:33.000+0200")]
    made = ji("OPSX-4", "Alert when disk > 85% on db hosts", "To Do", "2025-05-06T11:20:48.000+0200")
    t = [(call("search_issues", jql="project = OPSX ORDER BY created DESC", maxResults=50, fields=["summary", "status", "created"]),
          pj({"startAt": 0, "maxResults": 50, "total": 3, "issues": base})),
         (call("create_issue", project="OPSX", summary="Alert when disk > 85% on db hosts", issuetype="Task", labels=["monitoring"]),
          pj({"id": made["id"], "key": "OPSX-4", "self": f"https://ardent.atlassian.net/rest/api/3/issue/{made['id']}"})),
         (call("transition_issue", issueKey="OPSX-2", transition="In Progress"), pj({"status": 204, "message": "Transition performed"})),
         (call("search_issues", jql="project = OPSX ORDER BY created DESC", maxResults=50, fields=["summary", "status", "created"]),
          pj({"startAt": 0, "maxResults": 50, "total": 3, "issues": [made, base[0], {**base[1], "fields": {**base[1]["fields"], "status": {"name": "In Progress"}}}, base[2]]}))]
    R.add("mcp", "h3-mcp-03", JIRA, t, bad=True, turn=4, kind="count_mismatch")

    # clean: card moved (list changes), teammate comment arrives, archived then restored by the agent
    card = {"id": "67f1c0d2a9e4b3001f5a7c21", "name": "Spring launch email - final copy", "idList": "65aa01f0c3d2e10012b4c001",
            "closed": False, "dateLastActivity": "2025-04-22T09:14:03.512Z", "badges": {"comments": 2}, "labels": [{"name": "Copy", "color": "yellow"}]}
    moved = {**card, "idList": "65aa01f0c3d2e10012b4c003", "dateLastActivity": "2025-04-22T09:20:41.007Z"}
    t = [(call("get_cards", listId="65aa01f0c3d2e10012b4c001"), pj([card, {"id": "67f1c0d2a9e4b3001f5a7c35", "name": "Banner sizes for partners", "idList": "65aa01f0c3d2e10012b4c001", "closed": False, "dateLastActivity": "2025-04-21T17:02:11.930Z", "badges": {"comments": 0}, "labels": []}])),
         (call("move_card", cardId="67f1c0d2a9e4b3001f5a7c21", listId="65aa01f0c3d2e10012b4c003"), pj(moved)),
         (call("get_card_actions", cardId="67f1c0d2a9e4b3001f5a7c21", filter="commentCard"),
          pj([{"id": "6807a1b9e2f0c5002a1d9e44", "type": "commentCard", "date": "2025-04-22T09:23:55.118Z", "memberCreator": {"fullName": "Ines Carvalho"}, "data": {"text": "Legal signed off, ship it Thursday."}},
              {"id": "6806f3a0b1c2d4001e7f0a12", "type": "commentCard", "date": "2025-04-21T16:40:02.551Z", "memberCreator": {"fullName": "Tom Becker"}, "data": {"text": "Subject line v3 tested best."}}])),
         (call("archive_card", cardId="67f1c0d2a9e4b3001f5a7c21"), pj({**moved, "closed": True, "badges": {"comments": 3}, "dateLastActivity": "2025-04-22T09:25:12.400Z"})),
         (call("unarchive_card", cardId="67f1c0d2a9e4b3001f5a7c21"), pj({**moved, "closed": False, "badges": {"comments": 3}, "dateLastActivity": "2025-04-22T09:25:30.871Z"})),
         (call("get_cards", listId="65aa01f0c3d2e10012b4c001"), pj([{"id": "67f1c0d2a9e4b3001f5a7c35", "name": "Banner sizes for partners", "idList": "65aa01f0c3d2e10012b4c001", "closed": False, "dateLastActivity": "2025-04-21T17:02:11.930Z", "badges": {"comments": 0}, "labels": []}]))]
    R.add("mcp", "h3-mcp-04", TRELLO, t)

    # clean: event deleted and re-created (new id), same instant in two time zones
    ev = {"id": "5qk2v0c8h1r7m3n9t4b6d2f0aa", "summary": "1:1 Priya / Noor", "start": {"dateTime": "2025-03-10T09:30:00-04:00"}, "end": {"dateTime": "2025-03-10T10:00:00-04:00"}, "status": "confirmed"}
    ev2 = {"id": "g7d1s9e3k5p0w2x8y4z6u1v3bb", "summary": "1:1 Priya / Noor", "start": {"dateTime": "2025-03-10T13:30:00Z"}, "end": {"dateTime": "2025-03-10T14:00:00Z"}, "status": "confirmed",
           "attendees": [{"email": "priya@ardent.io", "responseStatus": "needsAction"}]}
    t = [(call("list_events", calendarId="primary", timeMin="2025-03-10T00:00:00-04:00", timeMax="2025-03-11T00:00:00-04:00", timeZone="America/New_York"),
          mcp_text({"timeZone": "America/New_York", "items": [ev, {"id": "0b3n5m7q9s1u3w5y7a9c1e3g5i", "summary": "Sprint review", "start": {"dateTime": "2025-03-10T15:00:00-04:00"}, "end": {"dateTime": "2025-03-10T16:00:00-04:00"}, "status": "confirmed"}]})),
         (call("delete_event", calendarId="primary", eventId="5qk2v0c8h1r7m3n9t4b6d2f0aa"), mcp_text("Event 5qk2v0c8h1r7m3n9t4b6d2f0aa deleted.")),
         (call("create_event", calendarId="primary", summary="1:1 Priya / Noor", start="2025-03-10T13:30:00Z", end="2025-03-10T14:00:00Z", attendees=["priya@ardent.io"], timeZone="UTC"), mcp_text(ev2)),
         (call("list_events", calendarId="primary", timeMin="2025-03-10T00:00:00Z", timeMax="2025-03-11T00:00:00Z", timeZone="UTC"),
          mcp_text({"timeZone": "UTC", "items": [ev2, {"id": "0b3n5m7q9s1u3w5y7a9c1e3g5i", "summary": "Sprint review", "start": {"dateTime": "2025-03-10T19:00:00Z"}, "end": {"dateTime": "2025-03-10T20:00:00Z"}, "status": "confirmed"}]}))]
    R.add("mcp", "h3-mcp-05", GCAL, t)

    # clean: filtered lists, an update through a different field, pagination with offset
    def rec(rid: str, name: str, qty: int, loc: str, modified: str) -> dict:
        return {"id": rid, "createdTime": "2024-11-02T10:00:00.000Z", "fields": {"Item": name, "Qty": qty, "Location": loc, "Last modified": modified}}
    a = rec("recQ1v8Zt0aLm3kP2", "Softbox 60x90", 2, "Shelf B", "2025-01-14T12:01:00.000Z")
    b = rec("recX7c2Nw5eRj9hT4", "C-stand 40\"", 6, "Cage", "2024-12-03T08:44:00.000Z")
    c = rec("recM4b6Yp1dKs8fG0", "LED panel 1x1", 3, "Shelf B", "2025-02-19T16:30:00.000Z")
    t = [(call("list_records", baseId="appS7u0d10Inv", table="Gear", filterByFormula="{Location}='Shelf B'", pageSize=2),
          pj({"records": [a, c]})),
         (call("list_records", baseId="appS7u0d10Inv", table="Gear", sort=[{"field": "Item", "direction": "asc"}], pageSize=2),
          pj({"records": [b, c], "offset": "itrH3kQ0fV7sB2nP/recM4b6Yp1dKs8fG0"})),
         (call("list_records", baseId="appS7u0d10Inv", table="Gear", sort=[{"field": "Item", "direction": "asc"}], pageSize=2, offset="itrH3kQ0fV7sB2nP/recM4b6Yp1dKs8fG0"),
          pj({"records": [a]})),
         (call("update_record", baseId="appS7u0d10Inv", table="Gear", recordId="recQ1v8Zt0aLm3kP2", fields={"Location": "Van"}),
          pj({**a, "fields": {**a["fields"], "Location": "Van", "Last modified": "2025-03-04T09:12:44.000Z"}})),
         (call("list_records", baseId="appS7u0d10Inv", table="Gear", filterByFormula="{Location}='Shelf B'", pageSize=2),
          pj({"records": [c]})),
         (call("get_record", baseId="appS7u0d10Inv", table="Gear", recordId="recQ1v8Zt0aLm3kP2"),
          pj({**a, "fields": {**a["fields"], "Location": "Van", "Last modified": "2025-03-04T09:12:44.000Z"}}))]
    R.add("mcp", "h3-mcp-06", AIRTABLE, t)


# ------------------------------------------------------------------------------------------------ search
def md_results(query: str, items: list[tuple[str, str, str]]) -> str:
    """Another results style: a Markdown list under the query."""
    return f"A search for '{query}' found {len(items)} results:\n\n" + "\n\n".join(
        f"{i}. [{t}]({u})\n   {s}" for i, (t, u, s) in enumerate(items, 1))


def search_rows() -> None:
    # bad: the same page read twice gives two different dates for the same event
    si = "https://en.wikipedia.org/wiki/2019_revision_of_the_SI"
    page1 = ("# 2019 revision of the SI\n\nThe **2019 revision of the SI** redefined four of the seven base units - the kilogram, ampere, kelvin and mole - "
             "by fixing exact numerical values of the Planck constant, the elementary charge, the Boltzmann constant and the Avogadro constant.\n\n"
             "- Approved by the 26th General Conference on Weights and Measures (CGPM) on 16 November 2018.\n"
             "- Came into force on **20 May 2019**, the 144th anniversary of the Metre Convention.\n\n"
             "## Kilogram\n\nThe kilogram is now defined by taking the Planck constant *h* to be exactly 6.626 070 15 x 10^-34 J s.")
    page2 = page1.replace("**20 May 2019**, the 144th", "**20 May 2020**, the 145th")
    t = [(search("kilogram redefinition Planck constant date in force"),
          results((si, "2019 revision of the SI - Wikipedia", "The 2019 revision of the SI redefined the kilogram, ampere, kelvin and mole ...", "2024-11-30"),
                  ("https://www.nist.gov/si-redefinition/kilogram", "Kilogram: The Planck Constant | NIST", "On November 16, 2018, the CGPM voted to redefine the kilogram ...", "2019-05-20"),
                  ("https://www.bipm.org/en/cgpm-2018/resolution-1", "Resolution 1 of the 26th CGPM (2018)", "On the revision of the International System of Units (SI) ...", "2018-11-16"))),
         (extract(si, "date the redefinition took effect"), page1),
         (extract("https://www.bipm.org/en/cgpm-2018/resolution-1", "effective date in the resolution"),
          "# Resolution 1 of the 26th CGPM (2018)\n\n*On the revision of the International System of Units (SI)*\n\nThe General Conference ... **decides** that, effective from **20 May 2019**, the International System of Units ... is the system of units in which the Planck constant h is 6.626 070 15 x 10^-34 J s ..."),
         (memory("add", key="si_effective", value="20 May 2019 (CGPM 2018 Res. 1)"), "Stored key 'si_effective'."),
         (extract(si, "what constants were fixed"), page2)]
    R.add("search", "h3-srch-01", SEARCH_SYSTEM, t, bad=True, turn=5, kind="url_disagrees")

    # bad: a stored value comes back different without any update
    t = [(search("men's marathon world record current holder time"),
          md_results("men's marathon world record current holder time", [
              ("Kelvin Kiptum sets marathon world record in Chicago | World Athletics", "https://worldathletics.org/news/report/chicago-marathon-2023-kiptum-world-record", "Kiptum ran 2:00:35 on 8 October 2023, ratified in February 2024 ..."),
              ("Marathon world record progression - Wikipedia", "https://en.wikipedia.org/wiki/Marathon_world_record_progression", "2:00:35 Kelvin Kiptum (KEN), Chicago, 8 October 2023 ..."),
              ("Eliud Kipchoge Berlin 2022 2:01:09 | Olympics.com", "https://olympics.com/en/news/eliud-kipchoge-berlin-marathon-2022", "Kipchoge lowered his own mark to 2:01:09 in Berlin ...")])),
         (memory("add", key="wr_marathon_men", value="2:00:35 - Kelvin Kiptum, Chicago, 2023-10-08"), "Memory entry 'wr_marathon_men' created."),
         (search("women's marathon world record 2024 Chepngetich"),
          md_results("women's marathon world record 2024 Chepngetich", [
              ("Chepngetich smashes world record in Chicago | World Athletics", "https://worldathletics.org/news/report/chicago-marathon-2024-chepngetich", "Ruth Chepngetich ran 2:09:56 on 13 October 2024 ..."),
              ("Ruth Chepngetich - Wikipedia", "https://en.wikipedia.org/wiki/Ruth_Chepngetich", "Kenyan long-distance runner, world record holder in the marathon (2:09:56) ...")])),
         (memory("add", key="wr_marathon_women", value="2:09:56 - Ruth Chepngetich, Chicago, 2024-10-13"), "Memory entry 'wr_marathon_women' created."),
         (memory("retrieve_all"), pj({"wr_marathon_men": "2:01:09 - Eliud Kipchoge, Berlin, 2022-09-25", "wr_marathon_women": "2:09:56 - Ruth Chepngetich, Chicago, 2024-10-13"}))]
    R.add("search", "h3-srch-02", SEARCH_SYSTEM, t, bad=True, turn=5, kind="memory_differs")

    # bad: a removed memory key is listed again
    t = [(memory("add", key="case", value="Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)"), "OK: added 'case'"),
         (memory("add", key="holding_draft", value="Chevron deference narrowed (?)"), "OK: added 'holding_draft'"),
         (extract("https://www.supremecourt.gov/opinions/23pdf/22-451_7m58.pdf", "the holding"),
          "# LOPER BRIGHT ENTERPRISES ET AL. v. RAIMONDO, SECRETARY OF COMMERCE, ET AL.\n\nCertiorari to the United States Court of Appeals for the District of Columbia Circuit\n\nNo. 22-451. Argued January 17, 2024 - Decided June 28, 2024\n\nHeld: The Administrative Procedure Act requires courts to exercise their independent judgment in deciding whether an agency has acted within its statutory authority, and courts may not defer to an agency interpretation of the law simply because a statute is ambiguous; Chevron is overruled. Pp. 7-35."),
         (memory("remove", key="holding_draft"), "OK: removed 'holding_draft'"),
         (memory("add", key="holding", value="Chevron overruled; courts use independent judgment under the APA (decided 2024-06-28, 6-3)"), "OK: added 'holding'"),
         (memory("retrieve_all"), "case: Loper Bright Enterprises v. Raimondo, 603 U.S. 369 (2024)\nholding_draft: Chevron deference narrowed (?)\nholding: Chevron overruled; courts use independent judgment under the APA (decided 2024-06-28, 6-3)")]
    R.add("search", "h3-srch-03", SEARCH_SYSTEM, t, bad=True, turn=6, kind="deleted_reappears")

    # clean: the same query twice gives different (fresher) results; the agent updates a memory value
    q = "Artemis II launch date"
    t = [(search(q), results(("https://www.nasa.gov/mission/artemis-ii/", "Artemis II - NASA", "NASA is targeting no earlier than September 2025 for Artemis II ...", "2024-01-09"),
                             ("https://www.space.com/artemis-2-delay", "NASA delays Artemis 2 to 2025 | Space.com", "The crewed lunar flyby slips ...", "2024-01-10"))),
         (memory("add", key="artemis2_target", value="NET September 2025 (NASA, Jan 2024)"), "Stored key 'artemis2_target'."),
         (search(q, "Artemis II delay heat shield 2026"),
          results(("https://www.nasa.gov/news-release/nasa-shares-orion-heat-shield-findings-updates-artemis-moon-missions/", "NASA Shares Orion Heat Shield Findings, Updates Artemis Moon Missions", "NASA now is targeting April 2026 for Artemis II ...", "2024-12-05"),
                  ("https://www.nasa.gov/mission/artemis-ii/", "Artemis II - NASA", "Artemis II will launch no earlier than April 2026 ...", "2024-12-06"),
                  ("https://www.space.com/artemis-2-delay", "NASA delays Artemis 2 to 2025 | Space.com", "The crewed lunar flyby slips ...", "2024-01-10"))),
         (memory("update", key="artemis2_target", value="NET April 2026 (NASA, Dec 2024 heat shield update)"), "Updated key 'artemis2_target'."),
         (memory("retrieve", key="artemis2_target"), "NET April 2026 (NASA, Dec 2024 heat shield update)")]
    R.add("search", "h3-srch-04", SEARCH_SYSTEM, t)

    # clean: two sources disagree legitimately (different definitions); removed key re-added with a new value
    t = [(extract("https://en.wikipedia.org/wiki/Mount_Everest", "height"),
          "# Mount Everest\n\nMount Everest is Earth's highest mountain above sea level ... Its elevation of **8,848.86 m** (29,031.7 ft) was most recently established in 2020 by Chinese and Nepali authorities."),
         (memory("add", key="everest_m", value="8848.86 (2020 survey)"), "Memory entry 'everest_m' created."),
         (extract("https://en.wikipedia.org/wiki/Chimborazo", "distance from Earth's center"),
          "# Chimborazo\n\nChimborazo is an inactive stratovolcano in Ecuador, **6,263 m** above sea level. Because of the equatorial bulge its summit is the point on Earth's surface farthest from the centre: 6,384.4 km, about 2 km farther than the summit of Everest."),
         (memory("remove", key="everest_m"), "Memory entry 'everest_m' removed."),
         (memory("add", key="everest_m", value="8848.86 above sea level; not the farthest point from the geocentre (Chimborazo is)"), "Memory entry 'everest_m' created."),
         (memory("retrieve_all"), pj({"everest_m": "8848.86 above sea level; not the farthest point from the geocentre (Chimborazo is)"}))]
    R.add("search", "h3-srch-05", SEARCH_SYSTEM, t)

    # clean: a live page (standings) read on two days differs; a search results page differs between visits
    tbl = "https://www.espn.com/nba/standings"
    t = [(extract(tbl, "Western Conference top 3"), "# NBA Standings 2024-25 - ESPN\n\n*Updated Mar 14, 2025, 11:58 PM ET*\n\n| Western Conference | W | L | PCT | GB |\n|---|---|---|---|---|\n| Oklahoma City Thunder | 54 | 12 | .818 | - |\n| Houston Rockets | 42 | 25 | .627 | 12.5 |\n| Denver Nuggets | 42 | 25 | .627 | 12.5 |"),
         (memory("add", key="okc_record_mar14", value="54-12"), "OK: added 'okc_record_mar14'"),
         (search("Thunder score last night"), results(("https://www.espn.com/nba/game/_/gameId/401705471", "Thunder 127-101 Trail Blazers (Mar 15, 2025) Final", "Shai Gilgeous-Alexander scored 29 ...", "2025-03-16"))),
         (extract(tbl, "Western Conference top 3"), "# NBA Standings 2024-25 - ESPN\n\n*Updated Mar 16, 2025, 12:04 AM ET*\n\n| Western Conference | W | L | PCT | GB |\n|---|---|---|---|---|\n| Oklahoma City Thunder | 55 | 12 | .821 | - |\n| Denver Nuggets | 43 | 25 | .632 | 12.5 |\n| Houston Rockets | 42 | 26 | .618 | 13.5 |"),
         (memory("retrieve", key="okc_record_mar14"), "okc_record_mar14: 54-12")]
    R.add("search", "h3-srch-06", SEARCH_SYSTEM, t)


# ------------------------------------------------------------------------------------------------ swe
def swe() -> None:
    # bad: a str_replace in a Rust lexer that the next view does not show
    root = "/workspace/tinylex"
    sysm = OH_SYSTEM.format(root=root)
    old = ("    fn skip_ws(&mut self) {\n        while let Some(c) = self.peek() {\n            if c == ' ' || c == '\\n' {\n"
           "                self.bump();\n            } else {\n                break;\n            }\n        }\n    }")
    new = old.replace("if c == ' ' || c == '\\n' {", "if c.is_whitespace() {")
    t = [(bash("cd /workspace/tinylex && cargo test -q 2>&1 | tail -4"),
          oh_bash("failures:\n    lexer::tests::tabs_are_whitespace\n\ntest result: FAILED. 22 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s", root, 101)),
         (editor("view", f"{root}/src/lexer.rs", view_range=[41, 49]), cat_n(f"{root}/src/lexer.rs", old, 41)),
         (editor("str_replace", f"{root}/src/lexer.rs", old_str="if c == ' ' || c == '\\n' {", new_str="if c.is_whitespace() {"),
          edited(f"{root}/src/lexer.rs", new, 41)),
         (bash("cd /workspace/tinylex && cargo build -q 2>&1 | tail -2; echo built"), oh_bash("built", root)),
         (editor("view", f"{root}/src/lexer.rs", view_range=[41, 49]), cat_n(f"{root}/src/lexer.rs", old, 41)),
         (bash("cd /workspace/tinylex && git diff --stat"), oh_bash(" src/lexer.rs | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", root))]
    R.add("swe", "h3-swe-01", sysm, t, bad=True, turn=5, kind="content_unchanged_after_edit")

    # bad: Gemini CLI, a renamed branch reported under its old name
    root = "/home/dev/src/fetchd"
    sysm = GEM_SYSTEM.format(root=root)
    t = [(gshell("git status -sb", "Show the branch"), gem_run("git status -sb", "## fix/timeout...origin/fix/timeout\n M internal/httpx/client.go", pgid=88120)),
         (gshell("git branch -m fix/timeout fix/http-client-timeout && git branch", "Rename the branch to a clearer name"),
          gem_run("git branch -m fix/timeout fix/http-client-timeout && git branch", "* fix/http-client-timeout\n  main", pgid=88131)),
         (call("replace", file_path=f"{root}/internal/httpx/client.go", old_string="Timeout: 0,", new_string="Timeout: 30 * time.Second,"),
          f"Successfully modified file: {root}/internal/httpx/client.go (1 replacements)."),
         (gshell("go test ./internal/httpx/...", "Run the package tests"), gem_run("go test ./internal/httpx/...", "ok  \tgithub.com/ardent/fetchd/internal/httpx\t0.412s", pgid=88144)),
         (gshell("git status", "Check the working tree before committing"),
          gem_run("git status", "On branch fix/timeout\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   internal/httpx/client.go\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")", pgid=88152))]
    R.add("swe", "h3-swe-02", sysm, t, bad=True, turn=5, kind="rename_old_name")

    # bad: a TypeScript source line changes between two reads while only tests ran
    root = "/workspace/invoicer"
    sysm = OH_SYSTEM.format(root=root)
    src = ("export function formatCents(cents: number, currency = 'EUR'): string {\n  const value = cents / 100;\n"
           "  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(value);\n}")
    t = [(editor("view", f"{root}/src/money.ts"), cat_n(f"{root}/src/money.ts", src)),
         (bash("cd /workspace/invoicer && npx vitest run src/money.test.ts 2>&1 | tail -6"),
          oh_bash(" ❯ src/money.test.ts (4 tests | 1 failed) 18ms\n   × formatCents > negative amounts 6ms\n     → expected '-12,50 €' to be '−12,50 €'\n\n Test Files  1 failed (1)\n      Tests  1 failed | 3 passed (4)", root, 1)),
         (bash("cd /workspace/invoicer && git status --porcelain"), oh_bash("", root)),
         (bash("cd /workspace/invoicer && grep -n 'NumberFormat' src/money.ts"),
          oh_bash("3:  return new Intl.NumberFormat('en-IE', { style: 'currency', currency, signDisplay: 'exceptZero' }).format(value);", root)),
         (editor("view", f"{root}/src/money.test.ts", view_range=[14, 17]),
          cat_n(f"{root}/src/money.test.ts", "  it('negative amounts', () => {\n    expect(formatCents(-1250)).toBe('−12,50 €');\n  });\n});", 14))]
    R.add("swe", "h3-swe-03", sysm, t, bad=True, turn=4, kind="content_changed_without_write")

    # clean: an edit undone (content back to the original), a test inserted (count grows)
    root = "/workspace/slugify-py"
    sysm = OH_SYSTEM.format(root=root)
    body = "def slugify(text: str) -> str:\n    text = text.lower().strip()\n    text = re.sub(r\"[^a-z0-9]+\", \"-\", text)\n    return text.strip(\"-\")"
    t = [(editor("view", f"{root}/slugify/core.py", view_range=[8, 11]), cat_n(f"{root}/slugify/core.py", body, 8)),
         (editor("str_replace", f"{root}/slugify/core.py", old_str="text.lower().strip()", new_str="unicodedata.normalize(\"NFKD\", text).lower().strip()"),
          edited(f"{root}/slugify/core.py", body.replace("text.lower().strip()", "unicodedata.normalize(\"NFKD\", text).lower().strip()"), 8)),
         (bash("cd /workspace/slugify-py && python -m pytest -q 2>&1 | tail -2"), oh_bash("E   NameError: name 'unicodedata' is not defined\n1 failed, 11 passed in 0.09s", root, 1)),
         (editor("undo_edit", f"{root}/slugify/core.py"), f"Last edit to {root}/slugify/core.py undone successfully. Here's the result of running `cat -n` on {root}/slugify/core.py:\n"
          + "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(("import re\n\n\n# keep ASCII only; callers transliterate first\n\n\n\n" + body).split("\n"), 1)) + "\n"),
         (editor("insert", f"{root}/tests/test_core.py", insert_line=30, new_str="\n\ndef test_collapses_dashes():\n    assert slugify(\"a -- b\") == \"a-b\""),
          edited(f"{root}/tests/test_core.py", "    assert slugify(\"  Hi  \") == \"hi\"\n\n\ndef test_collapses_dashes():\n    assert slugify(\"a -- b\") == \"a-b\"", 30)),
         (bash("cd /workspace/slugify-py && python -m pytest -q 2>&1 | tail -1"), oh_bash("12 passed in 0.07s", root))]
    R.add("swe", "h3-swe-04", sysm, t)

    # clean (Gemini CLI): generated file rewritten by go generate, amend gives a new hash
    root = "/home/dev/src/enumgen"
    sysm = GEM_SYSTEM.format(root=root)
    t = [(call("read_file", absolute_path=f"{root}/color_string.go"),
          "// Code generated by \"stringer -type=Color\"; DO NOT EDIT.\n\npackage palette\n\nconst _Color_name = \"RedGreenBlue\"\n\nvar _Color_index = [...]uint8{0, 3, 8, 12}"),
         (call("replace", file_path=f"{root}/color.go", old_string="\tBlue\n)", new_string="\tBlue\n\tMagenta\n)"),
          f"Successfully modified file: {root}/color.go (1 replacements)."),
         (gshell("go generate ./... && git status --short", "Regenerate the stringer output"), gem_run("go generate ./... && git status --short", " M color.go\n M color_string.go", pgid=51210)),
         (call("read_file", absolute_path=f"{root}/color_string.go"),
          "// Code generated by \"stringer -type=Color\"; DO NOT EDIT.\n\npackage palette\n\nconst _Color_name = \"RedGreenBlueMagenta\"\n\nvar _Color_index = [...]uint8{0, 3, 8, 12, 19}"),
         (gshell("git commit -qam 'add Magenta' && git log -1 --format=%h", "Commit"), gem_run("git commit -qam 'add Magenta' && git log -1 --format=%h", "a3c91f0", pgid=51233)),
         (gshell("git commit -q --amend -m 'palette: add Magenta' && git log -2 --format='%h %s'", "Reword the commit"),
          gem_run("git commit -q --amend -m 'palette: add Magenta' && git log -2 --format='%h %s'", "6e07d2b palette: add Magenta\n1f9b44c palette: start at Red", pgid=51240))]
    R.add("swe", "h3-swe-05", sysm, t)

    # clean: cargo fmt rewrites a file (content and line count change); versions from two toolchains
    root = "/workspace/ringbuf"
    sysm = OH_SYSTEM.format(root=root)
    t = [(bash("cd /workspace/ringbuf && wc -l src/lib.rs && rustc --version"), oh_bash("212 src/lib.rs\nrustc 1.83.0 (90b35a623 2024-11-26)", root)),
         (editor("view", f"{root}/src/lib.rs", view_range=[57, 58]), cat_n(f"{root}/src/lib.rs", "    pub fn push(&mut self, v: T) -> Option<T> { let old = if self.len == self.cap { self.pop() } else { None };\n        self.buf[self.head] = Some(v); self.head = (self.head + 1) % self.cap; self.len += 1; old }", 57)),
         (bash("cd /workspace/ringbuf && cargo fmt && git diff --stat && wc -l src/lib.rs"), oh_bash(" src/lib.rs | 17 ++++++++++++++---\n 1 file changed, 14 insertions(+), 3 deletions(-)\n223 src/lib.rs", root)),
         (editor("view", f"{root}/src/lib.rs", view_range=[57, 62]), cat_n(f"{root}/src/lib.rs", "    pub fn push(&mut self, v: T) -> Option<T> {\n        let old = if self.len == self.cap {\n            self.pop()\n        } else {\n            None\n        };", 57)),
         (bash("cd /workspace/ringbuf && rustup run nightly rustc --version"), oh_bash("rustc 1.85.0-nightly (5f23ef7d3 2024-12-20)", root))]
    R.add("swe", "h3-swe-06", sysm, t)


# ------------------------------------------------------------------------------------------------ web
def tabbed(tabs: list[str], cur: int, title: str, lines: list[str]) -> str:
    """An observation with tab headers above the tree, as some BrowserGym harnesses print it."""
    head = "\n".join(f"Tab {i}{' (current)' if i == cur else ''}: {t}" for i, t in enumerate(tabs))
    return f"{head}\n\n# Current page accessibility tree:\n" + axtree(title, lines)


def web() -> None:
    # bad: a deleted mail is back in the inbox later (Roundcube)
    def inbox(rows: list[tuple[str, str, str, str]], note: str | None = None, base: int = 200) -> list[str]:
        out = ["[41] link 'Compose'", "[44] link 'Inbox (3)'", "[45] link 'Drafts'", "[46] link 'Sent'", "[47] link 'Trash'",
               "[60] grid 'Message list'", "\t[61] row 'Sender Subject Date'"]
        for i, (frm, sub, date, flag) in enumerate(rows):
            out.append(f"\t[{base + i * 3}] row '{frm} {sub} {date}'{', selected' if flag else ''}")
            out.append(f"\t\t[{base + i * 3 + 1}] gridcell '{sub}'")
        if note:
            out.append(f"[90] status '{note}'")
        out += ["[70] button 'Delete'", "[71] button 'Mark'", "[72] button 'More'"]
        return out
    mails = [("Amazon Web Services", "Your AWS Invoice for February 2025", "Mar 3", ""), ("Ilse Brandt", "Re: offsite venue options", "Mar 3", ""),
             ("GitHub", "[ardent/api] CI failed on main", "Mar 2", ""), ("Hetzner Online", "Invoice 084412093 available", "Mar 1", "")]
    u = "https://mail.ardent.io/?_task=mail&_mbox=INBOX"
    t = [("click('200')", axtree("Roundcube Webmail :: Inbox", inbox([(*mails[0][:3], "x"), *mails[1:]]), u)),
         ("click('70')", axtree("Roundcube Webmail :: Inbox", inbox(mails[1:], "Message(s) moved successfully."), u)),
         ("click('47')", axtree("Roundcube Webmail :: Trash", ["[41] link 'Compose'", "[44] link 'Inbox (3)'", "[47] link 'Trash'", "[60] grid 'Message list'", "\t[200] row 'Amazon Web Services Your AWS Invoice for February 2025 Mar 3'", "\t[230] button 'Empty'"], u.replace("INBOX", "Trash"))),
         ("click('44')", axtree("Roundcube Webmail :: Inbox", inbox(mails[1:]), u)),
         ("click('200')", axtree("Roundcube Webmail :: Re: offsite venue options", ["[41] link 'Compose'", "[44] link 'Inbox (2)'", "[120] heading 'Re: offsite venue options'", "[121] StaticText 'From Ilse Brandt on 2025-03-03 08:12'", "[122] StaticText 'Lisbon works for me if we book before Friday.'", "[130] button 'Reply'", "[131] button 'Back'"], "https://mail.ardent.io/?_task=mail&_uid=4412&_mbox=INBOX&_action=show")),
         ("click('131')", axtree("Roundcube Webmail :: Inbox", inbox(mails)[:1] + ["[44] link 'Inbox (2)'"] + inbox(mails)[2:], u))]
    R.add("web", "h3-web-01", WEB_SYSTEM, t, bad=True, turn=6, kind="deleted_reappears")

    # bad: a repository setting saved off shows on again (Gitea)
    def settings(wiki: bool, flash: str | None = None) -> list[str]:
        out = ["[12] link 'Code'", "[13] link 'Issues 4'", "[14] link 'Pull Requests'"] + (["[15] link 'Wiki'"] if wiki else []) + ["[16] link 'Settings'",
               "[30] heading 'Advanced Settings'", f"[31] checkbox 'Enable Repository Wiki', {'checked' if wiki else 'not checked'}",
               "[32] checkbox 'Enable Repository Issue Tracker', checked", "[33] checkbox 'Enable Pull Requests', checked", "[40] button 'Update Settings'"]
        return ([f"[9] alert '{flash}'"] if flash else []) + out
    su = "https://git.ardent.io/infra/terraform-modules/settings"
    t = [("click('31')", axtree("Settings - terraform-modules - Gitea", [ln.replace("'Enable Repository Wiki', checked", "'Enable Repository Wiki', not checked") for ln in settings(True)], su)),
         ("click('40')", axtree("Settings - terraform-modules - Gitea", settings(False, "Your repository settings have been updated."), su)),
         ("click('12')", axtree("infra/terraform-modules - Gitea", ["[12] link 'Code'", "[13] link 'Issues 4'", "[14] link 'Pull Requests'", "[16] link 'Settings'", "[50] link 'main'", "[52] link 'modules'", "[53] link 'README.md'", "[60] StaticText '148 Commits'"], "https://git.ardent.io/infra/terraform-modules")),
         ("click('13')", axtree("Issues - terraform-modules - Gitea", ["[12] link 'Code'", "[13] link 'Issues 4'", "[14] link 'Pull Requests'", "[16] link 'Settings'", "[70] link '4 Open'", "[71] link '19 Closed'", "[80] link 'vpc module: allow custom NAT count'"], "https://git.ardent.io/infra/terraform-modules/issues")),
         ("click('16')", axtree("Settings - terraform-modules - Gitea", settings(True), su))]
    R.add("web", "h3-web-02", WEB_SYSTEM, t, bad=True, turn=5, kind="value_reverted")

    # bad: a renamed mail folder shown again under its old name
    tabs = ["Fastmail - Inbox", "Jira - OPSX board"]
    def side(folder: str, extra: list[str]) -> list[str]:
        return ["[101] link 'Inbox 12'", "[102] link 'Archive'", f"[103] link '{folder}'", "[104] link 'Sent'", "[105] link 'Spam'", *extra]
    t = [("click('103')", tabbed(tabs, 0, "Fastmail - Receipts", side("Receipts", ["[200] heading 'Receipts'", "[201] row 'Deutsche Bahn Ihre Buchung 2 Mar'", "[202] row 'Uber Your Tuesday trip 25 Feb'", "[210] button 'Folder actions'"]))),
         ("click('210')", tabbed(tabs, 0, "Fastmail - Receipts", side("Receipts", ["[200] heading 'Receipts'", "[211] menuitem 'Rename...'", "[212] menuitem 'Move...'", "[213] menuitem 'Delete folder'"]))),
         ("click('211')", tabbed(tabs, 0, "Fastmail - Receipts", side("Receipts", ["[220] dialog 'Rename folder'", "\t[221] textbox 'Name' value='Receipts'", "\t[222] button 'Save'", "\t[223] button 'Cancel'"]))),
         ("fill('221', 'Receipts 2025')", tabbed(tabs, 0, "Fastmail - Receipts", side("Receipts", ["[220] dialog 'Rename folder'", "\t[221] textbox 'Name' value='Receipts 2025', focused", "\t[222] button 'Save'", "\t[223] button 'Cancel'"]))),
         ("click('222')", tabbed(tabs, 0, "Fastmail - Receipts 2025", side("Receipts 2025", ["[200] heading 'Receipts 2025'", "[201] row 'Deutsche Bahn Ihre Buchung 2 Mar'", "[202] row 'Uber Your Tuesday trip 25 Feb'", "[230] status 'Folder renamed'"]))),
         ("tab_focus(1)", tabbed(["Fastmail - Receipts 2025", "Jira - OPSX board"], 1, "OPSX board - Jira", ["[12] heading 'OPSX board'", "[20] region 'To Do'", "\t[21] link 'OPSX-4 Alert when disk > 85% on db hosts'", "[30] region 'In Progress'"])),
         ("tab_focus(0)", tabbed(["Fastmail - Receipts 2025", "Jira - OPSX board"], 0, "Fastmail - Receipts 2025", side("Receipts 2025", ["[200] heading 'Receipts 2025'", "[201] row 'Deutsche Bahn Ihre Buchung 2 Mar'", "[202] row 'Uber Your Tuesday trip 25 Feb'", "[210] button 'Folder actions'"]))),
         ("click('101')", tabbed(["Fastmail - Inbox", "Jira - OPSX board"], 0, "Fastmail - Inbox", side("Receipts", ["[200] heading 'Inbox'", "[301] row 'Ilse Brandt Re: offsite venue options 3 Mar'", "[302] row 'Kai Lindqvist Contract draft v2 3 Mar'"])))]
    R.add("web", "h3-web-03", WEB_SYSTEM, t, bad=True, turn=8, kind="rename_old_name")

    # clean: forum search results change between visits, relative times age, bids reassigned after reload
    fu = "https://forum.ardent.io/search?q=terraform%20state%20lock"
    t = [("fill('8', 'terraform state lock')", axtree("Ardent Community", ["[8] searchbox 'Search' value='terraform state lock', focused", "[9] button 'Search'", "[20] link 'Latest'", "[21] link 'Top'"], "https://forum.ardent.io/latest")),
         ("click('9')", axtree("Search results for 'terraform state lock' - Ardent Community", ["[8] searchbox 'Search' value='terraform state lock'", "[30] StaticText '2 results'", "[31] link 'State lock stuck after CI cancel'", "[32] StaticText 'marco · 3 minutes ago'", "[33] link 'DynamoDB lock table sizing'", "[34] StaticText 'yuki · Jan 12'"], fu)),
         ("click('31')", axtree("State lock stuck after CI cancel - Ardent Community", ["[40] heading 'State lock stuck after CI cancel'", "[41] StaticText 'marco · 4 minutes ago'", "[42] StaticText 'Our pipeline was cancelled mid-apply and now every plan says the state is locked.'", "[43] StaticText '0 replies'", "[44] button 'Reply'"], "https://forum.ardent.io/t/state-lock-stuck-after-ci-cancel/2291")),
         ("go_back()", axtree("Search results for 'terraform state lock' - Ardent Community", ["[108] searchbox 'Search' value='terraform state lock'", "[130] StaticText '3 results'", "[131] link 'force-unlock safely?'", "[132] StaticText 'dana · just now'", "[133] link 'State lock stuck after CI cancel'", "[134] StaticText 'marco · 5 minutes ago'", "[135] link 'DynamoDB lock table sizing'", "[136] StaticText 'yuki · Jan 12'"], fu)),
         ("click('133')", axtree("State lock stuck after CI cancel - Ardent Community", ["[40] heading 'State lock stuck after CI cancel'", "[41] StaticText 'marco · 6 minutes ago'", "[42] StaticText 'Our pipeline was cancelled mid-apply and now every plan says the state is locked.'", "[43] StaticText '1 reply'", "[45] StaticText 'dana · 1 minute ago: run terraform force-unlock with the lock ID from the error.'", "[44] button 'Reply'"], "https://forum.ardent.io/t/state-lock-stuck-after-ci-cancel/2291"))]
    R.add("web", "h3-web-04", WEB_SYSTEM, t)

    # clean: delete then Undo in a webmail; a new mail arrives
    tabs = ["Inbox (2) - Proton Mail"]
    rows = ["[310] row 'Kai Lindqvist Contract draft v2 09:14'", "[311] row 'Bank Norwegian Statement ready 08:02'", "[312] row 'Ilse Brandt Lunch Thursday? Yesterday'"]
    t = [("click('311')", tabbed(tabs, 0, "Statement ready - Proton Mail", ["[400] heading 'Statement ready'", "[401] StaticText 'Bank Norwegian <no-reply@banknorwegian.no>'", "[402] button 'Move to trash'", "[403] button 'Archive'"])),
         ("click('402')", tabbed(["Inbox (1) - Proton Mail"], 0, "Inbox (1) - Proton Mail", [rows[0], rows[2], "[500] status 'Message moved to trash'", "[501] button 'Undo'"])),
         ("click('501')", tabbed(["Inbox (1) - Proton Mail"], 0, "Inbox (1) - Proton Mail", [rows[0], rows[1], rows[2], "[500] status 'Message moved back to Inbox'"])),
         ("noop(5000)", tabbed(["Inbox (2) - Proton Mail"], 0, "Inbox (2) - Proton Mail", ["[309] row 'GitHub [ardent/api] CI passed on main 09:31'", rows[0], rows[1], rows[2]])),
         ("click('403')", tabbed(["Inbox (2) - Proton Mail"], 0, "Inbox (2) - Proton Mail", ["[309] row 'GitHub [ardent/api] CI passed on main 09:31'", rows[0], rows[2], "[500] status 'Message archived'", "[501] button 'Undo'"]))]
    t = t[:4] + [("click('311')", tabbed(["Inbox (2) - Proton Mail"], 0, "Statement ready - Proton Mail", ["[400] heading 'Statement ready'", "[401] StaticText 'Bank Norwegian <no-reply@banknorwegian.no>'", "[402] button 'Move to trash'", "[403] button 'Archive'"])),
                 ("click('403')", tabbed(["Inbox (2) - Proton Mail"], 0, "Inbox (2) - Proton Mail", ["[309] row 'GitHub [ardent/api] CI passed on main 09:31'", rows[0], rows[2], "[500] status 'Message archived'", "[501] button 'Undo'"]))]
    R.add("web", "h3-web-05", WEB_SYSTEM, t)

    # clean: WordPress settings changed then changed back by the agent; the dashboard feed moves
    wu = "https://blog.ardent.io/wp-admin/options-general.php"
    def gen(title: str, tz: str, note: str | None = None) -> list[str]:
        return ([f"[5] status '{note}'"] if note else []) + ["[20] heading 'General Settings'", f"[21] textbox 'Site Title' value='{title}'",
                                                             "[22] textbox 'Tagline' value='Notes from the infra team'", f"[23] combobox 'Timezone' value='{tz}'", "[30] button 'Save Changes'"]
    t = [("goto('https://blog.ardent.io/wp-admin/options-general.php')", axtree("General Settings ‹ Ardent Blog — WordPress", gen("Ardent Blog", "Berlin"), wu)),
         ("select_option('23', 'UTC')", axtree("General Settings ‹ Ardent Blog — WordPress", gen("Ardent Blog", "UTC"), wu)),
         ("click('30')", axtree("General Settings ‹ Ardent Blog — WordPress", gen("Ardent Blog", "UTC", "Settings saved."), wu)),
         ("goto('https://blog.ardent.io/wp-admin/')", axtree("Dashboard ‹ Ardent Blog — WordPress", ["[40] heading 'Activity'", "[41] StaticText 'Recently Published'", "[42] link 'Postmortem: March 4 DNS outage'", "[43] StaticText 'Mar 6th, 8:10 am'", "[44] StaticText 'Recent Comments'", "[45] StaticText 'From Hanna on Postmortem: March 4 DNS outage - Thanks for the detailed timeline'"], "https://blog.ardent.io/wp-admin/")),
         ("goto('https://blog.ardent.io/wp-admin/options-general.php')", axtree("General Settings ‹ Ardent Blog — WordPress", gen("Ardent Blog", "UTC"), wu)),
         ("select_option('23', 'Berlin')", axtree("General Settings ‹ Ardent Blog — WordPress", gen("Ardent Blog", "Berlin"), wu)),
         ("click('30')", axtree("General Settings ‹ Ardent Blog — WordPress", gen("Ardent Blog", "Berlin", "Settings saved."), wu)),
         ("goto('https://blog.ardent.io/wp-admin/')", axtree("Dashboard ‹ Ardent Blog — WordPress", ["[40] heading 'Activity'", "[41] StaticText 'Recently Published'", "[42] link 'Postmortem: March 4 DNS outage'", "[43] StaticText 'Mar 6th, 9:10 am'", "[44] StaticText 'Recent Comments'", "[46] StaticText 'From Olu on Postmortem: March 4 DNS outage - Could we add the resolver config diff?'", "[45] StaticText 'From Hanna on Postmortem: March 4 DNS outage - Thanks for the detailed timeline'"], "https://blog.ardent.io/wp-admin/"))]
    R.add("web", "h3-web-06", WEB_SYSTEM, t)


# ------------------------------------------------------------------------------------------------ android
def bar(clock: str) -> list[dict]:
    return [{"text": clock, "resource_name": "com.android.systemui:id/clock", "class_name": "android.widget.TextView", "is_clickable": False}]


def el(text: str, cls: str = "android.widget.TextView", rid: str | None = None, click: bool = False, desc: str | None = None, **extra: object) -> dict:
    d: dict = {"text": text, "content_description": desc, "class_name": cls, "resource_name": rid, "is_clickable": click}
    d.update(extra)
    return d


def jlist(elems: list[dict]) -> str:
    """A second notation: a JSON array of elements with their index."""
    return json.dumps([{"index": i, **{k: v for k, v in e.items() if v is not None}} for i, e in enumerate(elems)], ensure_ascii=False, indent=1)


def xml(nodes: list[tuple[str, str, str, str, str]]) -> str:
    """A third notation: a flattened uiautomator dump (text, resource-id, class, state, bounds)."""
    out = ['<hierarchy rotation="0">']
    for i, (text, rid, cls, state, bounds) in enumerate(nodes):
        out.append(f'  <node index="{i}" text="{text}" resource-id="{rid}" class="{cls}" {state} bounds="{bounds}" />')
    return "\n".join(out + ["</hierarchy>"])


def android() -> None:
    C = "com.google.android.contacts:id/"
    def clist(names: list[str], clock: str) -> str:
        return ui_elements(bar(clock) + [el("Contacts", rid=C + "toolbar_title"), el("", "android.widget.EditText", C + "search_bar", True, "Search contacts")]
                           + [el(n, rid=C + "cliv_name_textview", click=True) for n in names]
                           + [el("", "android.widget.ImageButton", C + "floating_action_button", True, "Create contact")])
    names = ["Hamid Rahimi", "Hanna Kowalczyk", "Ilse Brandt", "Jonas Weber", "Kai Lindqvist", "Kenji Mori"]
    form = lambda first, last, phone, clock: ui_elements(bar(clock) + [  # noqa: E731
        el("Create contact", rid=C + "toolbar_title"), el("Cancel", "android.widget.Button", C + "cancel", True), el("Save", "android.widget.Button", C + "save", True),
        el(first, "android.widget.EditText", C + "first_name", True, "First name"), el(last, "android.widget.EditText", C + "last_name", True, "Last name"),
        el(phone, "android.widget.EditText", C + "phone", True, "Phone")])
    t = [(droid("click", index=9), form("", "", "", "10:02")),
         (droid("input_text", text="Imani", index=4), form("Imani", "", "", "10:02")),
         (droid("input_text", text="Okafor", index=5), form("Imani", "Okafor", "", "10:02")),
         (droid("input_text", text="+44 7700 900318", index=6), form("Imani", "Okafor", "+44 7700 900318", "10:03")),
         (droid("click", index=3), ui_elements(bar("10:03") + [el("Imani Okafor", rid=C + "large_title"), el("Call", "android.widget.Button", click=True), el("Text", "android.widget.Button", click=True),
                                                               el("+44 7700 900318", rid=C + "header", click=True), el("Mobile", rid=C + "sub_header"), el("", "android.widget.ImageButton", C + "menu_edit", True, "Edit contact")])),
         (droid("navigate_back"), clist(names, "10:03")),
         (droid("scroll", direction="up"), clist(["Gustavo Lima", *names[:5]], "10:03"))]
    R.add("android", "h3-droid-01", DROID_SYSTEM, t, state=clist(names, "10:02"), bad=True, turn=6, kind="created_missing")

    # bad: Dark theme switched on, shown off on the next visit (JSON notation)
    def display(dark: bool, clock: str) -> str:
        return jlist(bar(clock) + [el("Display", rid="com.android.settings:id/collapsing_toolbar"), el("Brightness level", click=True), el("Adaptive brightness", click=True),
                                   el("Dark theme", click=True), el("", "android.widget.Switch", "android:id/switch_widget", True, is_checked=dark),
                                   el("Screen timeout", click=True), el("After 30 seconds of inactivity")])
    home = jlist(bar("16:21") + [el("Settings", rid="com.android.settings:id/homepage_title"), el("Network & internet", click=True), el("Connected devices", click=True),
                                 el("Apps", click=True), el("Battery", click=True), el("Display", click=True), el("Sound & vibration", click=True)])
    t = [(droid("click", index=6), display(False, "16:20")),
         (droid("click", index=5), display(True, "16:20")),
         (droid("navigate_back"), home),
         (droid("click", index=5), jlist(bar("16:21") + [el("Battery", rid="com.android.settings:id/collapsing_toolbar"), el("64%"), el("Battery Saver", click=True), el("Off")])),
         (droid("navigate_back"), home),
         (droid("click", index=6), display(False, "16:21"))]
    R.add("android", "h3-droid-02", DROID_SYSTEM, t, state=home.replace("16:21", "16:20"), bad=True, turn=6, kind="value_reverted")

    # bad: the status bar clock goes back (uiautomator XML notation, Keep)
    K = "com.google.android.keep:id/"
    def keep(clock: str, body: str, title: str = "Packing list") -> str:
        return xml([(clock, "com.android.systemui:id/clock", "android.widget.TextView", 'clickable="false"', "[42,10][160,60]"),
                    (title, K + "editable_title", "android.widget.EditText", 'clickable="true" focused="false"', "[40,180][1040,260]"),
                    (body, K + "edit_note_text", "android.widget.EditText", 'clickable="true" focused="true"', "[40,280][1040,900]"),
                    ("", K + "bs_action_button", "android.widget.ImageButton", 'clickable="true" content-desc="Action"', "[960,2230][1060,2330]")])
    t = [(droid("click", index=2), keep("14:06", "passport\ncharger")),
         (droid("input_text", text="\nrain jacket", index=2), keep("14:07", "passport\ncharger\nrain jacket")),
         (droid("input_text", text="\nEU plug adapter", index=2), keep("14:07", "passport\ncharger\nrain jacket\nEU plug adapter")),
         (droid("wait"), keep("14:08", "passport\ncharger\nrain jacket\nEU plug adapter")),
         (droid("input_text", text="\nsunglasses", index=2), keep("14:03", "passport\ncharger\nrain jacket\nEU plug adapter\nsunglasses")),
         (droid("navigate_back"), xml([("14:03", "com.android.systemui:id/clock", "android.widget.TextView", 'clickable="false"', "[42,10][160,60]"),
                                       ("Packing list", K + "index_note_title", "android.widget.TextView", 'clickable="true"', "[40,300][520,360]"),
                                       ("passport charger rain jacket EU plug adapter sunglasses", K + "index_note_text_description", "android.widget.TextView", 'clickable="true"', "[40,370][520,600]")]))]
    R.add("android", "h3-droid-03", DROID_SYSTEM, t, state=keep("14:06", "passport\ncharger"), bad=True, turn=5, kind="clock_backwards")

    # clean: file deleted then restored with Undo; the clock passes midnight
    F = "com.google.android.apps.nbu.files:id/"
    def files(items: list[tuple[str, str]], clock: str, snack: str | None = None) -> str:
        es = bar(clock) + [el("Downloads", rid=F + "title")] + [el(n, rid=F + "file_name", click=True, desc=m) for n, m in items]
        if snack:
            es += [el(snack, rid=F + "snackbar_text"), el("Undo", "android.widget.Button", F + "snackbar_action", True)]
        return ui_elements(es)
    items = [("boarding_pass_LH2417.pdf", "312 kB, 2 min ago"), ("IMG_20250308_2231.jpg", "3.1 MB, 1 hr ago"), ("tax_2024_draft.xlsx", "48 kB, Mar 2")]
    t = [(droid("long_press", index=3), files(items, "23:59")),
         (droid("click", x=988, y=150), files(items[:1] + items[2:], "23:59", "Moved to trash")),
         (droid("click", index=5), files(items, "0:00")),
         (droid("wait"), files([("boarding_pass_LH2417.pdf", "312 kB, 3 min ago"), ("IMG_20250308_2231.jpg", "3.1 MB, 1 hr ago"), ("tax_2024_draft.xlsx", "48 kB, Mar 2")], "0:01")),
         (droid("long_press", index=4), files([("boarding_pass_LH2417.pdf", "312 kB, 3 min ago"), ("IMG_20250308_2231.jpg", "3.1 MB, Yesterday"), ("tax_2024_draft.xlsx", "48 kB, Mar 2")], "0:01"))]
    R.add("android", "h3-droid-04", DROID_SYSTEM, t, state=files(items, "23:58"))

    # clean: Wi-Fi turned off then on again by the agent; battery level and networks are live (JSON notation)
    def wifi(on: bool, nets: list[str], clock: str, batt: str) -> str:
        es = bar(clock) + [el(batt, rid="com.android.systemui:id/battery_percentage_view"), el("Internet", rid="com.android.settings:id/collapsing_toolbar"),
                           el("Wi-Fi", click=True), el("", "android.widget.Switch", "android:id/switch_widget", True, is_checked=on)]
        return jlist(es + [el(n, rid="android:id/title", click=True) for n in nets])
    t = [(droid("click", index=4), wifi(False, [], "8:14", "81%")),
         (droid("wait"), wifi(False, [], "8:15", "80%")),
         (droid("click", index=4), wifi(True, ["Ardent-Guest", "FRITZ!Box 7590 KQ"], "8:15", "80%")),
         (droid("wait"), wifi(True, ["FRITZ!Box 7590 KQ", "Ardent-Guest", "DIRECT-2B-HP OfficeJet"], "8:15", "80%")),
         (droid("click", index=5), jlist(bar("8:16") + [el("80%", rid="com.android.systemui:id/battery_percentage_view"), el("FRITZ!Box 7590 KQ", rid="com.android.settings:id/entity_header_title"),
                                                        el("Connected"), el("Forget", "android.widget.Button", click=True), el("Signal strength"), el("Excellent")]))]
    R.add("android", "h3-droid-05", DROID_SYSTEM, t, state=wifi(True, ["FRITZ!Box 7590 KQ", "Ardent-Guest"], "8:14", "81%"))

    # clean: Maps ETA is live; result indices reassigned after scrolling (XML notation)
    M = "com.google.android.apps.maps:id/"
    def maps(clock: str, rows: list[tuple[str, str]]) -> str:
        nodes = [(clock, "com.android.systemui:id/clock", "android.widget.TextView", 'clickable="false"', "[42,10][160,60]"),
                 ("pharmacy", M + "search_omnibox_text_box", "android.widget.EditText", 'clickable="true"', "[40,90][1040,190]")]
        nodes += [(f"{n}, {d}", M + "title", "android.widget.TextView", 'clickable="true"', f"[40,{300 + i * 220}][1040,{500 + i * 220}]") for i, (n, d) in enumerate(rows)]
        return xml(nodes)
    res = [("Apotheke am Markt", "4 min"), ("Rosen-Apotheke", "9 min"), ("Stern Apotheke", "12 min"), ("Linden-Apotheke", "15 min")]
    t = [(droid("scroll", direction="down"), maps("18:20", res[2:] + [("Apotheke im Hauptbahnhof", "18 min")])),
         (droid("scroll", direction="up"), maps("18:20", res[:3])),
         (droid("click", index=2), xml([("18:21", "com.android.systemui:id/clock", "android.widget.TextView", 'clickable="false"', "[42,10][160,60]"),
                                       ("Apotheke am Markt", M + "title", "android.widget.TextView", 'clickable="false"', "[40,900][1040,980]"),
                                       ("Open · Closes 20:00", M + "open_hours", "android.widget.TextView", 'clickable="false"', "[40,990][1040,1040]"),
                                       ("Directions", M + "directions_button", "android.widget.Button", 'clickable="true"', "[40,1080][400,1180]")])),
         (droid("click", index=3), xml([("18:21", "com.android.systemui:id/clock", "android.widget.TextView", 'clickable="false"', "[42,10][160,60]"),
                                       ("5 min (350 m)", M + "duration", "android.widget.TextView", 'clickable="false"', "[40,1900][600,1980]"),
                                       ("Arrive 18:26", M + "eta", "android.widget.TextView", 'clickable="false"', "[40,1990][600,2040]"),
                                       ("Start", M + "start_button", "android.widget.Button", 'clickable="true"', "[700,1900][1040,2040]")])),
         (droid("click", index=3), xml([("18:22", "com.android.systemui:id/clock", "android.widget.TextView", 'clickable="false"', "[42,10][160,60]"),
                                       ("4 min", M + "duration", "android.widget.TextView", 'clickable="false"', "[40,1900][600,1980]"),
                                       ("Arrive 18:26", M + "eta", "android.widget.TextView", 'clickable="false"', "[40,1990][600,2040]"),
                                       ("Exit navigation", M + "end_button", "android.widget.Button", 'clickable="true"', "[700,1900][1040,2040]")]))]
    R.add("android", "h3-droid-06", DROID_SYSTEM, t, state=maps("18:19", res[:3]))


# ------------------------------------------------------------------------------------------------ os
def pipes(rows: list[tuple[str, str, str, str]], clock: str) -> str:
    """Another desktop notation: a pipe table with role, name, value/states and bounding box."""
    out = ["| # | role | name | value / states | bbox |", "|---|---|---|---|---|", f"| 0 | label | clock | {clock} | (884,0,152,27) |"]
    out += [f"| {i} | {r} | {n} | {v} | {b} |" for i, (r, n, v, b) in enumerate(rows, 1)]
    return "\n".join(out)


def tree(lines: list[str], clock: str) -> str:
    """A third notation: an indented tree of role "name" [states] @(x,y,w,h)."""
    return "\n".join([f'panel "Top Bar"\n  label "{clock}" @(884,0,152,27)'] + lines)


def os_rows() -> None:
    # bad: a Thunderbird folder created, then gone from the folder pane
    def tb(folders: list[str], extra: list[str], clock: str) -> str:
        return tree(['frame "Inbox - Local Folders - Mozilla Thunderbird" [active] @(0,27,1920,1053)',
                     '  tree "Folder Pane" @(0,110,300,970)'] + [f'    tree-item "{f}" @(10,{130 + i * 28},280,26)' for i, f in enumerate(folders)] + extra, clock)
    fl = ["Local Folders", "Inbox (4)", "Drafts", "Sent", "Archives", "Trash"]
    t = [(code("pyautogui.rightClick(60, 130)"), tb(fl, ['  menu "Folder context" @(60,130,220,180)', '    menu-item "New Folder..." @(60,134,220,26)', '    menu-item "Rename" @(60,162,220,26)'], "Wed 12 Mar  09:10")),
         (code("pyautogui.click(120, 147)"), tb(fl, ['  dialog "New Folder" @(760,420,400,200)', '    text "Name:" value="" [focused] @(800,470,320,30)', '    push-button "Create Folder" @(1000,560,140,34)'], "Wed 12 Mar  09:10")),
         (code("pyautogui.write('Invoices')"), tb(fl, ['  dialog "New Folder" @(760,420,400,200)', '    text "Name:" value="Invoices" [focused] @(800,470,320,30)', '    push-button "Create Folder" @(1000,560,140,34)'], "Wed 12 Mar  09:10")),
         (code("pyautogui.click(1070, 577)"), tb(fl[:4] + ["Invoices", *fl[4:]], [], "Wed 12 Mar  09:11")),
         (code("pyautogui.click(60, 158)"), tb(fl, ['  table "Messages" @(300,110,1620,600)', '    table-row "Hetzner Online | Invoice 084412093 available | 01/03/2025 07:12" @(300,140,1620,26)'], "Wed 12 Mar  09:11"))]
    R.add("os", "h3-os-01", OS_SYSTEM, t, bad=True, turn=5, kind="created_missing")

    # bad: the top bar clock goes back (classic table notation)
    def gedit(text: str, clock: str, title: str = "notes.md (~/Documents) - gedit") -> str:
        return a11y([("frame", title, "", (0, 27), (1920, 1053)), ("text", "", text, (0, 110), (1920, 940)),
                     ("push-button", "Save", "", (1780, 40), (70, 34))], clock=clock)
    t = [(code("pyautogui.hotkey('ctrl', 'end')"), gedit("# standup\n- migrated CI runners", "Mar 12  10:39")),
         (code("pyautogui.write('\\n- rotated staging certs')"), gedit("# standup\n- migrated CI runners\n- rotated staging certs", "Mar 12  10:40", "*notes.md (~/Documents) - gedit")),
         (code("pyautogui.hotkey('ctrl', 's')"), gedit("# standup\n- migrated CI runners\n- rotated staging certs", "Mar 12  10:41")),
         (code("pyautogui.write('\\n- blocked: vendor VPN')"), gedit("# standup\n- migrated CI runners\n- rotated staging certs\n- blocked: vendor VPN", "Mar 12  10:41", "*notes.md (~/Documents) - gedit")),
         (code("pyautogui.hotkey('ctrl', 's')"), gedit("# standup\n- migrated CI runners\n- rotated staging certs\n- blocked: vendor VPN", "Mar 12  10:36"))]
    R.add("os", "h3-os-02", OS_SYSTEM, t, bad=True, turn=5, kind="clock_backwards")

    # bad: Writer's word count drops after text was only added (pipe notation)
    def writer(words: str, chars: str, clock: str, para: str) -> str:
        return pipes([("frame", "quarterly-report.docx - LibreOffice Writer", "active", "(0,27,1920,1053)"),
                      ("paragraph", "", para, "(240,400,1440,60)"),
                      ("status-bar", "Page", "Page 2 of 3", "(0,1050,140,24)"),
                      ("status-bar", "Word and character count", f"{words} words, {chars} characters", "(150,1050,300,24)"),
                      ("status-bar", "Language", "English (UK)", "(470,1050,140,24)")], clock)
    p0 = "Revenue grew 14% year on year."
    p1 = p0 + " Churn fell to 2.1% after the onboarding redesign shipped."
    t = [(code("pyautogui.click(1100, 430)\npyautogui.press('end')"), writer("1,208", "7,395", "14:02", p0)),
         (code("pyautogui.write(' Churn fell to 2.1% after the onboarding redesign shipped.')"), writer("1,198", "7,337", "14:03", p1)),
         (code("pyautogui.hotkey('ctrl', 's')"), pipes([("frame", "quarterly-report.docx - LibreOffice Writer", "active", "(0,27,1920,1053)"),
                                                       ("dialog", "Keep current format", "", "(660,400,600,220)"), ("push-button", "Use Word 2007-365!", "", "(700,560,240,34)"),
                                                       ("push-button", "Use ODF Format!", "", "(980,560,240,34)")], "14:03")),
         (code("pyautogui.click(820, 577)"), writer("1,198", "7,337", "14:03", p1))]
    R.add("os", "h3-os-03", OS_SYSTEM, t, bad=True, turn=2, kind="count_mismatch")

    # clean: VS Code edit, dirty marker, save; python from system and from the venv differ (tree notation)
    def vsc(title: str, term: str, clock: str) -> str:
        return tree([f'frame "{title}" [active] @(0,27,1920,1053)', '  page-tab "app.py" [selected] @(300,70,140,34)',
                     '  text "Editor" @(300,110,1620,700)', f'  terminal "Terminal" value="{term}" @(300,820,1620,230)'], clock)
    t = [(code("pyautogui.click(900, 300)\npyautogui.hotkey('ctrl', 'end')\npyautogui.write('\\nif __name__ == \"__main__\":\\n    main()\\n')"),
          vsc("● app.py - ledger - Visual Studio Code", "sam@dev:~/src/ledger$", "Thu 13 Mar  17:58")),
         (code("pyautogui.hotkey('ctrl', 's')"), vsc("app.py - ledger - Visual Studio Code", "sam@dev:~/src/ledger$", "Thu 13 Mar  17:58")),
         (code("pyautogui.click(900, 900)\npyautogui.write('python3 --version\\n')"), vsc("app.py - ledger - Visual Studio Code", "sam@dev:~/src/ledger$ python3 --version\\nPython 3.10.12\\nsam@dev:~/src/ledger$", "Thu 13 Mar  17:59")),
         (code("pyautogui.write('source .venv/bin/activate && python3 --version\\n')"),
          vsc("app.py - ledger - Visual Studio Code", "sam@dev:~/src/ledger$ python3 --version\\nPython 3.10.12\\nsam@dev:~/src/ledger$ source .venv/bin/activate && python3 --version\\nPython 3.12.8\\n(.venv) sam@dev:~/src/ledger$", "Thu 13 Mar  17:59")),
         (code("pyautogui.write('python3 app.py --dry-run\\n')"),
          vsc("app.py - ledger - Visual Studio Code", "sam@dev:~/src/ledger$ python3 --version\\nPython 3.10.12\\nsam@dev:~/src/ledger$ source .venv/bin/activate && python3 --version\\nPython 3.12.8\\n(.venv) sam@dev:~/src/ledger$ python3 app.py --dry-run\\n42 entries, 0 errors\\n(.venv) sam@dev:~/src/ledger$", "Thu 13 Mar  18:00"))]
    R.add("os", "h3-os-04", OS_SYSTEM, t)

    # clean: GIMP scale then undo; the title shows the size each time (classic table notation)
    def gimp(size: str, extra: list[tuple[str, str, str, tuple[int, int], tuple[int, int]]], clock: str) -> str:
        return a11y([("frame", f"[IMG_4471] (imported)-1.0 (RGB color 8-bit gamma integer, GIMP built-in sRGB, 1 layer) {size} – GIMP", "", (0, 27), (1920, 1053)), *extra], clock=clock)
    t = [(code("pyautogui.click(250, 40)"), gimp("4032x3024", [("menu", "Image", "", (240, 50), (260, 600)), ("menu-item", "Scale Image...", "", (250, 420), (240, 26))], "Fri 14 Mar  11:20")),
         (code("pyautogui.click(300, 433)"), gimp("4032x3024", [("dialog", "Scale Image", "", (700, 300), (520, 420)), ("spin-button", "Width", "4032", (860, 380), (120, 30)), ("spin-button", "Height", "3024", (860, 420), (120, 30)), ("push-button", "Scale", "", (1080, 670), (100, 34))], "Fri 14 Mar  11:20")),
         (code("pyautogui.tripleClick(920, 395)\npyautogui.write('1600\\t')"), gimp("4032x3024", [("dialog", "Scale Image", "", (700, 300), (520, 420)), ("spin-button", "Width", "1600", (860, 380), (120, 30)), ("spin-button", "Height", "1200", (860, 420), (120, 30)), ("push-button", "Scale", "", (1080, 670), (100, 34))], "Fri 14 Mar  11:21")),
         (code("pyautogui.click(1130, 687)"), gimp("1600x1200", [("label", "", "Scaling", (0, 1050), (300, 24))], "Fri 14 Mar  11:21")),
         (code("pyautogui.hotkey('ctrl', 'z')"), gimp("4032x3024", [("label", "", "Undo Scale Image", (0, 1050), (300, 24))], "Fri 14 Mar  11:21")),
         (code("pyautogui.hotkey('ctrl', 'y')"), gimp("1600x1200", [("label", "", "Redo Scale Image", (0, 1050), (300, 24))], "Fri 14 Mar  11:22"))]
    R.add("os", "h3-os-05", OS_SYSTEM, t)

    # clean: new mail arrives, a draft is autosaved, the clock passes midnight (pipe notation)
    def tbird(inbox: str, drafts: str, rows: list[str], clock: str, extra: list[tuple[str, str, str, str]] | None = None) -> str:
        base = [("frame", "Inbox - ops@ardent.io - Mozilla Thunderbird", "active", "(0,27,1920,1053)"),
                ("tree-item", inbox, "", "(10,150,280,26)"), ("tree-item", drafts, "", "(10,178,280,26)"), ("tree-item", "Sent", "", "(10,206,280,26)")]
        return pipes(base + [("table-row", r, "", f"(300,{140 + i * 26},1620,26)") for i, r in enumerate(rows)] + (extra or []), clock)
    r1 = ["PagerDuty | [Resolved] disk usage db-03 | 23:41", "Kai Lindqvist | Contract draft v2 | 21:07"]
    comp = [("frame", "Write: Re: Contract draft v2 - Thunderbird", "active", "(400,120,1100,800)"), ("text", "Message body", "Looks good, one note on clause 4", "(420,300,1060,560)")]
    t = [(code("pyautogui.doubleClick(900, 166)"), tbird("Inbox (1)", "Drafts", r1, "Tue 18 Mar  23:57", [("frame", "Contract draft v2 - Thunderbird", "", "(400,120,1100,800)")])),
         (code("pyautogui.hotkey('ctrl', 'r')\npyautogui.write('Looks good, one note on clause 4')"), tbird("Inbox (1)", "Drafts", r1, "Tue 18 Mar  23:58", comp)),
         (code("import time\ntime.sleep(90)"), tbird("Inbox (2)", "Drafts (1)", ["PagerDuty | [Triggered] replication lag db-02 | 23:59", *r1], "Tue 18 Mar  23:59", comp)),
         (code("import time\ntime.sleep(60)"), tbird("Inbox (2)", "Drafts (1)", ["PagerDuty | [Triggered] replication lag db-02 | 23:59", *r1], "Wed 19 Mar  00:00", comp)),
         (code("pyautogui.hotkey('ctrl', 'Return')"), tbird("Inbox (2)", "Drafts", ["PagerDuty | [Triggered] replication lag db-02 | 23:59", *r1], "Wed 19 Mar  00:01", [("label", "status", "Message sent", "(0,1050,300,24)")]))]
    R.add("os", "h3-os-06", OS_SYSTEM, t)


def main() -> None:
    terminal()
    mcp()
    search_rows()
    swe()
    web()
    android()
    os_rows()
    R.write()


if __name__ == "__main__":
    main()
