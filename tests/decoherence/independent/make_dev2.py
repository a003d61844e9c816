# ruff: noqa: E501  (this file is mostly literal tool output; its lines are as long as the output)
"""dev2: a labeled development set for the decoherence detectors, written by hand by an outside helper
who never read the detectors (see /work/notes/data-dev2.md).

``python -m tests.decoherence.independent.make_dev2`` writes ``dev2/{domain}_test.jsonl`` and
``dev2/labels.json``; ``python -m tests.decoherence.independent.measure --dir dev2`` scores them.
Per domain: 5 trajectories with exactly one contradiction (labeled with the turn whose observation
contradicts an earlier one) and 3 clean ones holding legitimate changes that look like contradictions.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    DROID_SYSTEM, GEM_SYSTEM, OH_SYSTEM, OS_SYSTEM, SEARCH_SYSTEM, WEB_SYSTEM, A, INT, OBJ, Pane, RowSet, S, a11y,
    axtree, bash, call, cat_n, code, droid, edited, editor, extract, gem_run, gshell, mcp_system, mcp_text,
    memory, oh_bash, pj, results, search, tool, ui_elements)

OUT = Path(__file__).resolve().parent / "dev2"
R = RowSet(OUT)
TERM_SYSTEM = ("You simulate a Linux server reached through a tmux session. The agent types keystrokes; reply with "
               "the pane contents after they run, following **Environment Observation:**.")


# ------------------------------------------------------------------------------------------------ terminal
def terminal() -> None:
    # env_missing: an exported variable absent from a full `env | sort` listing
    p = Pane("deploy", "ci-runner-07", "/home/deploy/checkout/storefront")
    st = p.prompt
    t = [p.run("export DATABASE_URL=postgres://shop:shop@10.4.0.12:5432/shop_test"),
         p.run("export NODE_ENV=test CI=true"),
         p.run("npm ci --no-audit --no-fund", "\nadded 1184 packages in 21s", duration=25),
         p.run("env | sort",
               "CI=true\nCOLORTERM=truecolor\nHOME=/home/deploy\nLANG=C.UTF-8\nLOGNAME=deploy\nMAIL=/var/mail/deploy\n"
               "NODE_ENV=test\nOLDPWD=/home/deploy\nPATH=/home/deploy/.nvm/versions/node/v20.11.1/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\n"
               "PWD=/home/deploy/checkout/storefront\nSHELL=/bin/bash\nSHLVL=2\nSSH_CLIENT=10.4.0.2 51514 22\n"
               "SSH_CONNECTION=10.4.0.2 51514 10.4.0.31 22\nSSH_TTY=/dev/pts/1\nTERM=tmux-256color\nTMUX=/tmp/tmux-1001/default,31190,0\n"
               "TMUX_PANE=%0\nUSER=deploy\nXDG_RUNTIME_DIR=/run/user/1001\nXDG_SESSION_ID=412\n_=/usr/bin/env"),
         p.run("npx jest --listTests | wc -l", "87", duration=6)]
    R.add("terminal", "d2-term-01", TERM_SYSTEM, t, state=st, bad=True, turn=4, kind="env_missing")

    # version_unchanged: pip upgrade reports success, pip list still shows the old version
    p = Pane("mlops", "gpu-box-3", "/home/mlops/train", style="rhel")
    st = p.prompt
    t = [p.run("source .venv/bin/activate"),
         p.run("pip list 2>/dev/null | grep -i -E '^(requests|urllib3) '", "requests           2.28.1\nurllib3            1.26.18"),
         p.run("pip install --upgrade 'requests==2.32.3'",
               "Collecting requests==2.32.3\n  Downloading requests-2.32.3-py3-none-any.whl.metadata (4.6 kB)\n"
               "Requirement already satisfied: charset-normalizer<4,>=2 in ./.venv/lib/python3.11/site-packages (from requests==2.32.3) (3.3.2)\n"
               "Requirement already satisfied: idna<4,>=2.5 in ./.venv/lib/python3.11/site-packages (from requests==2.32.3) (3.7)\n"
               "Requirement already satisfied: urllib3<3,>=1.21.1 in ./.venv/lib/python3.11/site-packages (from requests==2.32.3) (1.26.18)\n"
               "Requirement already satisfied: certifi>=2017.4.17 in ./.venv/lib/python3.11/site-packages (from requests==2.32.3) (2024.7.4)\n"
               "Downloading requests-2.32.3-py3-none-any.whl (64 kB)\n   ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━ 64.9/64.9 kB 3.1 MB/s eta 0:00:00\n"
               "Installing collected packages: requests\n  Attempting uninstall: requests\n    Found existing installation: requests 2.28.1\n"
               "    Uninstalling requests-2.28.1:\n      Successfully uninstalled requests-2.28.1\nSuccessfully installed requests-2.32.3", duration=12),
         p.run("pip list 2>/dev/null | grep -i -E '^(requests|urllib3) '", "requests           2.28.1\nurllib3            1.26.18")]
    R.add("terminal", "d2-term-02", TERM_SYSTEM, t, state=st, bad=True, turn=4, kind="version_unchanged")

    # identity_changed: nginx master PID differs without any restart (workers keep their PIDs and parent)
    p = Pane("root", "web-02", "/etc/nginx")
    st = p.prompt
    status = ("● nginx.service - A high performance web server and a reverse proxy server\n"
              "     Loaded: loaded (/lib/systemd/system/nginx.service; enabled; vendor preset: enabled)\n"
              "     Active: active (running) since Mon 2024-09-16 08:12:41 UTC; 2 days ago\n"
              "       Docs: man:nginx(8)\n"
              "    Process: 1419 ExecStartPre=/usr/sbin/nginx -t -q -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
              "    Process: 1422 ExecStart=/usr/sbin/nginx -g daemon on; master_process on; (code=exited, status=0/SUCCESS)\n"
              "   Main PID: 1423 (nginx)\n      Tasks: 3 (limit: 4557)\n     Memory: 6.1M\n        CPU: 1min 12.440s\n"
              "     CGroup: /system.slice/nginx.service\n"
              "             ├─1423 \"nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\"\n"
              "             ├─1424 \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\"\n"
              "             └─1425 \"nginx: worker process\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\" \"\"\n\n"
              "Sep 16 08:12:41 web-02 systemd[1]: Starting A high performance web server and a reverse proxy server...\n"
              "Sep 16 08:12:41 web-02 systemd[1]: Started A high performance web server and a reverse proxy server.")
    t = [p.run("systemctl status nginx --no-pager", status),
         p.run("nginx -t", "nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful"),
         p.run("ps -o pid,ppid,etime,cmd -C nginx",
               "    PID    PPID     ELAPSED CMD\n   1587       1  2-01:47:19 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
               "   1424    1587  2-01:47:19 nginx: worker process\n   1425    1587  2-01:47:19 nginx: worker process"),
         p.run("ss -ltnp | grep nginx",
               "LISTEN 0      511          0.0.0.0:80        0.0.0.0:*    users:((\"nginx\",pid=1425,fd=6),(\"nginx\",pid=1424,fd=6),(\"nginx\",pid=1587,fd=6))\n"
               "LISTEN 0      511             [::]:80           [::]:*    users:((\"nginx\",pid=1425,fd=7),(\"nginx\",pid=1424,fd=7),(\"nginx\",pid=1587,fd=7))")]
    R.add("terminal", "d2-term-03", TERM_SYSTEM, t, state=st, bad=True, turn=3, kind="identity_changed")

    # count_mismatch: two lines appended, wc -l grows by one
    p = Pane("ops", "bastion", "/home/ops/inventory")
    st = p.prompt
    t = [p.run("wc -l edge_hosts.txt", "41 edge_hosts.txt"),
         p.run("tail -n 3 edge_hosts.txt", "edge-14.fra.example.net\nedge-15.fra.example.net\nedge-16.fra.example.net"),
         p.run("printf 'edge-17.fra.example.net\\nedge-18.fra.example.net\\n' >> edge_hosts.txt"),
         p.run("sort -c edge_hosts.txt && echo sorted", "sorted"),
         p.run("wc -l edge_hosts.txt", "42 edge_hosts.txt"),
         p.run("ansible -i edge_hosts.txt all -m ping -o --limit 'edge-1[78]*' 2>/dev/null",
               "edge-18.fra.example.net | SUCCESS => {\"ansible_facts\": {\"discovered_interpreter_python\": \"/usr/bin/python3\"},\"changed\": false,\"ping\": \"pong\"}\n"
               "edge-17.fra.example.net | SUCCESS => {\"ansible_facts\": {\"discovered_interpreter_python\": \"/usr/bin/python3\"},\"changed\": false,\"ping\": \"pong\"}", duration=8)]
    R.add("terminal", "d2-term-04", TERM_SYSTEM, t, state=st, bad=True, turn=5, kind="count_mismatch")

    # rename_old_name: git branch -m, then git status names the old branch
    p = Pane("lena", "thinkpad", "/home/lena/src/authsvc")
    st = p.prompt
    t = [p.run("git branch -vv",
               "* fix/login-timeout 4e1a9c2 [origin/fix/login-timeout] Raise idle timeout to 30 min\n"
               "  main              b80d7f3 [origin/main] Merge pull request #311 from lena/metrics"),
         p.run("git branch -m fix/login-timeout fix/session-timeout"),
         p.run("git log --oneline -3",
               "4e1a9c2 (HEAD -> fix/session-timeout, origin/fix/login-timeout) Raise idle timeout to 30 min\n"
               "0c55e91 Read timeout from SESSION_IDLE_MINUTES\nb80d7f3 (origin/main, main) Merge pull request #311 from lena/metrics"),
         p.run("git status",
               "On branch fix/login-timeout\nYour branch is up to date with 'origin/fix/login-timeout'.\n\nnothing to commit, working tree clean"),
         p.run("git push -u origin fix/session-timeout",
               "Total 0 (delta 0), reused 0 (delta 0), pack-reused 0\nremote:\nremote: Create a pull request for 'fix/session-timeout' on GitHub by visiting:\n"
               "remote:      https://github.com/lena-k/authsvc/pull/new/fix/session-timeout\nremote:\n"
               "To github.com:lena-k/authsvc.git\n * [new branch]      fix/session-timeout -> fix/session-timeout\n"
               "branch 'fix/session-timeout' set up to track 'origin/fix/session-timeout'.", duration=4)]
    R.add("terminal", "d2-term-05", TERM_SYSTEM, t, state=st, bad=True, turn=4, kind="rename_old_name")

    # clean: a background job writes later, a subshell cd, an export inside a subshell
    p = Pane("ops", "bastion", "/home/ops")
    st = p.prompt
    t = [p.run("( sleep 20 && date -u +%FT%TZ > /tmp/backup.stamp ) &", "[1] 48211"),
         p.run("ls -l /tmp/backup.stamp", "ls: cannot access '/tmp/backup.stamp': No such file or directory"),
         p.run("( cd /var/log && ls | wc -l )", "37"),
         p.run("( export BACKUP_TARGET=s3://ops-backups/nightly ); env | grep -c BACKUP_TARGET", "0"),
         p.run("pwd", "/home/ops"),
         p.run("sleep 20; cat /tmp/backup.stamp", "2024-10-02T07:41:18Z\n[1]+  Done                    ( sleep 20 && date -u +%FT%TZ > /tmp/backup.stamp )", duration=21),
         p.run("ls -l /tmp/backup.stamp", "-rw-rw-r-- 1 ops ops 21 Oct  2 07:41 /tmp/backup.stamp")]
    R.add("terminal", "d2-term-06", TERM_SYSTEM, t, state=st)

    # clean: nginx reload keeps the master PID, workers get new PIDs; two time zones
    p = Pane("root", "web-03", "/root")
    st = p.prompt
    t = [p.run("ps -o pid,ppid,etime,cmd -C nginx",
               "    PID    PPID     ELAPSED CMD\n    988       1    06:12:55 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
               "    989     988    06:12:55 nginx: worker process\n    990     988    06:12:55 nginx: worker process"),
         p.run("systemctl reload nginx"),
         p.run("ps -o pid,ppid,etime,cmd -C nginx",
               "    PID    PPID     ELAPSED CMD\n    988       1    06:13:09 nginx: master process /usr/sbin/nginx -g daemon on; master_process on;\n"
               "  31207     988       00:04 nginx: worker process\n  31208     988       00:04 nginx: worker process"),
         p.run("date", "Wed Oct  2 14:27:31 UTC 2024"),
         p.run("TZ=America/Los_Angeles date", "Wed Oct  2 07:27:36 PDT 2024"),
         p.run("journalctl -u nginx --since '5 min ago' --no-pager | tail -n 2",
               "Oct 02 14:27:21 web-03 systemd[1]: Reloading A high performance web server and a reverse proxy server...\n"
               "Oct 02 14:27:21 web-03 systemd[1]: Reloaded A high performance web server and a reverse proxy server.")]
    R.add("terminal", "d2-term-07", TERM_SYSTEM, t, state=st)

    # clean: amend gives a new hash; sed -i shrinks a file; docker container re-created gets a new id
    p = Pane("sam", "devbox", "/home/sam/proj/ledger")
    st = p.prompt
    t = [p.run("git log --oneline -2", "7d3f0a1 (HEAD -> main) Add CSV export\n2b9e4c8 Initial import"),
         p.run("git commit --amend -q -m 'Add CSV and TSV export'"),
         p.run("git log --oneline -2", "c41e2d9 (HEAD -> main) Add CSV and TSV export\n2b9e4c8 Initial import"),
         p.run("wc -l config/ledger.ini", "58 config/ledger.ini"),
         p.run("sed -i '/^[[:space:]]*;/d' config/ledger.ini && wc -l config/ledger.ini", "31 config/ledger.ini"),
         p.run("docker ps --format '{{.ID}}  {{.Names}}  {{.Status}}'", "3fa1c09b2e77  ledger-db  Up 3 hours (healthy)"),
         p.run("docker compose up -d --force-recreate db 2>&1 | tail -n 2 && docker ps --format '{{.ID}}  {{.Names}}  {{.Status}}'",
               "[+] Running 1/1\n ✔ Container ledger-db  Started                                                  1.3s\n"
               "9c07d5e1a4b2  ledger-db  Up 2 seconds (health: starting)", duration=6)]
    R.add("terminal", "d2-term-08", TERM_SYSTEM, t, state=st)


# ----------------------------------------------------------------------------------------------------- mcp
SLACK = mcp_system("slack", "Slack Web API methods for one workspace", [
    tool("conversations_history", "Messages of a channel, newest first.", {"channel": S, "limit": INT, "cursor": S}, ["channel"]),
    tool("chat_postMessage", "Post a message.", {"channel": S, "text": S, "thread_ts": S}, ["channel", "text"]),
    tool("chat_update", "Edit a message.", {"channel": S, "ts": S, "text": S}, ["channel", "ts", "text"]),
    tool("chat_delete", "Delete a message.", {"channel": S, "ts": S}, ["channel", "ts"]),
    tool("conversations_rename", "Rename a channel.", {"channel": S, "name": S}, ["channel", "name"]),
    tool("conversations_info", "Channel details.", {"channel": S}, ["channel"])])


def slack_msg(user: str, text: str, ts: str, **extra: object) -> dict:
    return {"type": "message", "user": user, "text": text, "ts": ts, "team": "T01H8QK2Z", **extra}


def history(msgs: list[dict]) -> str:
    return pj({"ok": True, "messages": msgs, "has_more": False, "pin_count": 0,
               "channel_actions_ts": None, "channel_actions_count": 0, "response_metadata": {"next_cursor": ""}})


def notion_page(pid: str, title: str, status: str, created: str, edited: str, author: str) -> dict:
    return {"object": "page", "id": pid, "created_time": created, "last_edited_time": edited, "archived": False,
            "in_trash": False, "parent": {"type": "database_id", "database_id": "8e2d41b0-5c7a-4f1e-9d36-0b7a52c1e9f4"},
            "properties": {"Status": {"id": "Zq%3Bm", "type": "select", "select": {"name": status}},
                           "Author": {"id": "p%7DnF", "type": "rich_text", "rich_text": [{"plain_text": author}]},
                           "Name": {"id": "title", "type": "title", "title": [{"plain_text": title}]}},
            "url": "https://www.notion.so/" + title.replace(" ", "-").replace(":", "") + "-" + pid.replace("-", "")}


def gh_commit(sha: str, msg: str, who: str, date: str) -> dict:
    return {"sha": sha, "commit": {"message": msg, "author": {"name": who, "date": date},
                                   "committer": {"name": "GitHub", "date": date}},
            "html_url": f"https://github.com/tidewave/harbor/commit/{sha}"}


def mcp() -> None:
    ch = "C05QF2LJ0A1"
    m_deploy = slack_msg("U02B7T4RM", "deploy of web 2024.06.13-2 finished :white_check_mark:", "1718283019.553019")
    m_alert = {"type": "message", "subtype": "bot_message", "bot_id": "B03PAGER", "username": "PagerBot",
               "text": "[ALERT] p95 latency > 800ms on checkout-api (fired 12:38 UTC)", "ts": "1718282311.118629"}
    m_redis = slack_msg("U04KX2M1P", "heads up: restarting the staging redis in 5", "1718281844.902119")
    m_standup = slack_msg("U02B7T4RM", "standup notes are in the doc, please add blockers", "1718280157.004409")
    m_new = slack_msg("U04KX2M1P", "Latency alert was a false positive (synthetic check misrouted), silenced until Monday.", "1718283377.201469")
    t = [(call("conversations_history", channel=ch, limit=10), history([m_deploy, m_alert, m_redis, m_standup])),
         (call("chat_delete", channel=ch, ts="1718282311.118629"), pj({"ok": True, "channel": ch, "ts": "1718282311.118629"})),
         (call("chat_postMessage", channel=ch, text=m_new["text"]),
          pj({"ok": True, "channel": ch, "ts": m_new["ts"], "message": {**m_new, "bot_id": None, "blocks": []}})),
         (call("conversations_history", channel=ch, limit=10), history([m_new, m_deploy, m_alert, m_redis, m_standup]))]
    R.add("mcp", "d2-mcp-01", SLACK, t, bad=True, turn=4, kind="deleted_reappears")

    jira = mcp_system("jira", "Atlassian Jira Cloud, site payments.atlassian.net", [
        tool("jira_get_issue", "Get an issue.", {"issue_key": S, "fields": S}, ["issue_key"]),
        tool("jira_get_transitions", "Transitions available for an issue.", {"issue_key": S}, ["issue_key"]),
        tool("jira_transition_issue", "Apply a transition.", {"issue_key": S, "transition_id": S, "comment": S}, ["issue_key", "transition_id"]),
        tool("jira_add_comment", "Add a comment.", {"issue_key": S, "comment": S}, ["issue_key", "comment"])])

    def issue(status: str, cat: str, resolution: object, updated: str, comments: int) -> str:
        return pj({"id": "48213", "key": "PAY-482", "self": "https://payments.atlassian.net/rest/api/3/issue/48213",
                   "fields": {"summary": "Refund webhook retries forever on HTTP 410", "issuetype": {"name": "Bug"},
                              "status": {"name": status, "statusCategory": {"key": cat}}, "resolution": resolution,
                              "priority": {"name": "High"}, "assignee": {"displayName": "Tomás Ruiz"},
                              "reporter": {"displayName": "Ines Vogel"}, "created": "2024-05-14T16:02:19.000+0000",
                              "updated": updated, "comment": {"total": comments, "maxResults": comments}}})
    t = [(call("jira_get_issue", issue_key="PAY-482"), issue("In Review", "indeterminate", None, "2024-05-21T09:14:02.000+0000", 2)),
         (call("jira_get_transitions", issue_key="PAY-482"),
          pj({"transitions": [{"id": "21", "name": "Back to In Progress", "to": {"name": "In Progress"}},
                              {"id": "31", "name": "Done", "to": {"name": "Done"}}]})),
         (call("jira_transition_issue", issue_key="PAY-482", transition_id="31"),
          mcp_text("Issue PAY-482 transitioned to 'Done' (resolution: Fixed).")),
         (call("jira_add_comment", issue_key="PAY-482", comment="Fixed in refunds-worker 3.14.2: a 410 now marks the endpoint dead after one attempt."),
          pj({"id": "118204", "author": {"displayName": "Tomás Ruiz"}, "created": "2024-05-21T09:20:44.000+0000",
              "body": "Fixed in refunds-worker 3.14.2: a 410 now marks the endpoint dead after one attempt."})),
         (call("jira_get_issue", issue_key="PAY-482"), issue("In Review", "indeterminate", None, "2024-05-21T09:20:44.000+0000", 3))]
    R.add("mcp", "d2-mcp-02", jira, t, bad=True, turn=5, kind="value_reverted")

    notion = mcp_system("notion", "Notion API for the workspace 'Hernandez family'", [
        tool("API-post-database-query", "Query a database.", {"database_id": S, "filter": OBJ, "sorts": A, "page_size": INT}, ["database_id"]),
        tool("API-post-page", "Create a page.", {"parent": OBJ, "properties": OBJ}, ["parent", "properties"]),
        tool("API-patch-page", "Update page properties.", {"page_id": S, "properties": OBJ}, ["page_id", "properties"])])
    db = "8e2d41b0-5c7a-4f1e-9d36-0b7a52c1e9f4"
    p1 = notion_page("1c0a7e52-93b4-4d2a-8f61-3e8d0b4c7a19", "Piranesi", "Reading", "2024-03-02T20:11:00.000Z", "2024-03-28T07:40:00.000Z", "Susanna Clarke")
    p2 = notion_page("5b7e9d13-0f2c-4a86-b1d4-6c3a8e2f0d57", "The Dispossessed", "To read", "2024-03-09T10:02:00.000Z", "2024-03-09T10:02:00.000Z", "Ursula K. Le Guin")
    p3 = notion_page("a4f2c8e0-7d19-4b3a-9e65-1f0b2d8c6a43", "Klara and the Sun", "Finished", "2024-01-15T21:45:00.000Z", "2024-02-20T22:03:00.000Z", "Kazuo Ishiguro")
    p4 = notion_page("e9b1d6f3-2a8c-4075-8c3e-5d7f1a0b9c26", "Tomorrow, and Tomorrow, and Tomorrow", "To read", "2024-02-11T12:30:00.000Z", "2024-02-11T12:30:00.000Z", "Gabrielle Zevin")
    new = notion_page("3d8f0a6b-c471-4e29-a5b2-7e1c9d04f853", "Designing Data-Intensive Applications", "To read", "2024-04-02T18:31:00.000Z", "2024-04-02T18:31:00.000Z", "Martin Kleppmann")
    p2b = {**p2, "last_edited_time": "2024-04-02T18:32:00.000Z",
           "properties": {**p2["properties"], "Status": {"id": "Zq%3Bm", "type": "select", "select": {"name": "Reading"}}}}
    def q(pages: list[dict]) -> str:
        return pj({"object": "list", "results": pages, "next_cursor": None, "has_more": False, "type": "page_or_database", "page_or_database": {}})
    t = [(call("API-post-database-query", database_id=db, page_size=50), q([p1, p2, p3, p4])),
         (call("API-post-page", parent={"database_id": db},
               properties={"Name": {"title": [{"text": {"content": "Designing Data-Intensive Applications"}}]},
                           "Author": {"rich_text": [{"text": {"content": "Martin Kleppmann"}}]},
                           "Status": {"select": {"name": "To read"}}}), pj(new)),
         (call("API-patch-page", page_id=p2["id"], properties={"Status": {"select": {"name": "Reading"}}}), pj(p2b)),
         (call("API-post-database-query", database_id=db, page_size=50), q([p1, p2b, p3, p4]))]
    R.add("mcp", "d2-mcp-03", notion, t, bad=True, turn=4, kind="created_missing")

    gh = mcp_system("github", "GitHub, authenticated as release-bot", [
        tool("list_commits", "List commits of a branch.", {"owner": S, "repo": S, "sha": S, "perPage": INT}, ["owner", "repo"]),
        tool("create_branch", "Create a branch.", {"owner": S, "repo": S, "branch": S, "from_branch": S}, ["owner", "repo", "branch"]),
        tool("get_file_contents", "Read a file.", {"owner": S, "repo": S, "path": S, "branch": S}, ["owner", "repo", "path"])])
    c1 = gh_commit("9a41c7e03b58d2f16e0c4a97b1d3e85f20c6a7d4", "Bump version to 2.7.0", "Mara Lindqvist", "2024-07-08T13:02:51Z")
    c2 = gh_commit("e2b80f5d17c94a3e6d0b1f28a7c5e93d4b6f0a12", "Retry S3 multipart uploads on SlowDown (#1182)", "Kofi Mensah", "2024-07-08T09:47:10Z")
    c3 = gh_commit("41d6e9a0c3f72b85e1a4d07c9b36f2e58a1d0c93", "docs: document the --prune-after flag (#1179)", "Mara Lindqvist", "2024-07-05T16:20:33Z")
    c2x = {**c2, "sha": "e2b80f5d0a6c43b7f19e2d85c4a07b3e61f9d2c8", "html_url": "https://github.com/tidewave/harbor/commit/e2b80f5d0a6c43b7f19e2d85c4a07b3e61f9d2c8"}
    t = [(call("list_commits", owner="tidewave", repo="harbor", sha="main", perPage=3), pj([c1, c2, c3])),
         (call("create_branch", owner="tidewave", repo="harbor", branch="release/2.7", from_branch="main"),
          pj({"ref": "refs/heads/release/2.7", "node_id": "REF_kwDOB7x2rLFyZWZzL2hlYWRzL3JlbGVhc2UvMi43",
              "url": "https://api.github.com/repos/tidewave/harbor/git/refs/heads/release/2.7",
              "object": {"sha": c1["sha"], "type": "commit", "url": f"https://api.github.com/repos/tidewave/harbor/git/commits/{c1['sha']}"}})),
         (call("get_file_contents", owner="tidewave", repo="harbor", path="VERSION", branch="release/2.7"),
          pj({"type": "file", "encoding": "base64", "size": 6, "name": "VERSION", "path": "VERSION", "content": "Mi43LjAK",
              "sha": "5c3a1e9f0b2d7c48e6a1f03b9d2e7c5a8f4b1d06"})),
         (call("list_commits", owner="tidewave", repo="harbor", sha="release/2.7", perPage=3), pj([c1, c2x, c3]))]
    R.add("mcp", "d2-mcp-04", gh, t, bad=True, turn=4, kind="identity_changed")

    pg = mcp_system("postgres", "read/write SQL on the 'billing' database", [
        tool("query", "Run a read-only SQL query.", {"sql": S}, ["sql"]),
        tool("execute", "Run a SQL statement that changes data.", {"sql": S}, ["sql"])])
    t = [(call("query", sql="SELECT now() AS now, current_setting('TimeZone') AS tz"),
          pj({"rows": [{"now": "2024-11-05T14:22:09.113Z", "tz": "UTC"}], "rowCount": 1})),
         (call("execute", sql="INSERT INTO audit_log (actor, action, target) VALUES ('ops-agent', 'rotate_key', 'stripe_live') RETURNING id, created_at"),
          pj({"rows": [{"id": 90412, "created_at": "2024-11-05T14:22:31.540Z"}], "rowCount": 1, "command": "INSERT"})),
         (call("query", sql="SELECT id, actor, action, target, created_at FROM audit_log ORDER BY id DESC LIMIT 3"),
          pj({"rows": [{"id": 90412, "actor": "ops-agent", "action": "rotate_key", "target": "stripe_live", "created_at": "2024-11-05T14:22:31.540Z"},
                       {"id": 90411, "actor": "j.okafor", "action": "refund", "target": "ch_3P9xLm2eZvKYlo2C0", "created_at": "2024-11-05T14:03:12.918Z"},
                       {"id": 90410, "actor": "cron", "action": "invoice_run", "target": "2024-11", "created_at": "2024-11-05T14:00:00.004Z"}], "rowCount": 3})),
         (call("execute", sql="UPDATE api_keys SET revoked_at = now() WHERE provider = 'stripe_live' AND revoked_at IS NULL RETURNING id, revoked_at"),
          pj({"rows": [{"id": 77, "revoked_at": "2024-11-05T13:58:47.020Z"}], "rowCount": 1, "command": "UPDATE"}))]
    R.add("mcp", "d2-mcp-05", pg, t, bad=True, turn=4, kind="clock_backwards")

    # clean: an event deleted and created again gets a new id; updated times move forward
    cal = mcp_system("google-calendar", "Google Calendar of marco.bianchi@studio-nord.it", [
        tool("list_events", "Events in a time range.", {"calendarId": S, "timeMin": S, "timeMax": S}, ["calendarId"]),
        tool("create_event", "Create an event.", {"calendarId": S, "summary": S, "start": S, "end": S, "attendees": A}, ["calendarId", "summary", "start", "end"]),
        tool("delete_event", "Delete an event.", {"calendarId": S, "eventId": S}, ["calendarId", "eventId"])])
    def ev(eid: str, summary: str, start: str, end: str, created: str) -> dict:
        return {"kind": "calendar#event", "id": eid, "status": "confirmed", "summary": summary,
                "created": created, "updated": created, "start": {"dateTime": start, "timeZone": "Europe/Rome"},
                "end": {"dateTime": end, "timeZone": "Europe/Rome"},
                "htmlLink": f"https://www.google.com/calendar/event?eid={eid}"}
    standup = ev("0v3c8q1n6m2k4h7j9f5d", "Studio stand-up", "2024-10-17T09:30:00+02:00", "2024-10-17T09:45:00+02:00", "2024-09-02T07:12:40.000Z")
    one = ev("5k2n0q8v1r3t7u9w4x6y", "1:1 Ana / Marco", "2024-10-17T15:00:00+02:00", "2024-10-17T15:30:00+02:00", "2024-10-14T08:03:11.000Z")
    one2 = ev("7d1c4h6j2m8p0s3f5g9b", "1:1 Ana / Marco", "2024-10-17T16:00:00+02:00", "2024-10-17T16:30:00+02:00", "2024-10-14T08:04:02.000Z")
    def lst(items: list[dict]) -> str:
        return pj({"kind": "calendar#events", "summary": "marco.bianchi@studio-nord.it", "timeZone": "Europe/Rome",
                   "updated": "2024-10-14T08:04:02.318Z", "items": items})
    t = [(call("create_event", calendarId="primary", summary="1:1 Ana / Marco", start="2024-10-17T15:00:00+02:00", end="2024-10-17T15:30:00+02:00"), pj(one)),
         (call("delete_event", calendarId="primary", eventId=one["id"]), mcp_text("Event 5k2n0q8v1r3t7u9w4x6y deleted.")),
         (call("create_event", calendarId="primary", summary="1:1 Ana / Marco", start="2024-10-17T16:00:00+02:00", end="2024-10-17T16:30:00+02:00"), pj(one2)),
         (call("list_events", calendarId="primary", timeMin="2024-10-17T00:00:00+02:00", timeMax="2024-10-18T00:00:00+02:00"), lst([standup, one2])),
         (call("list_events", calendarId="primary", timeMin="2024-10-16T22:00:00Z", timeMax="2024-10-17T12:00:00Z"), lst([standup]))]
    R.add("mcp", "d2-mcp-06", cal, t)

    # clean: pagination and a state filter hide a closed issue, it shows under state=closed
    ghi = mcp_system("github", "GitHub, authenticated as octo-triager", [
        tool("list_issues", "List issues.", {"owner": S, "repo": S, "state": S, "per_page": INT, "page": INT}, ["owner", "repo"]),
        tool("update_issue", "Update an issue.", {"owner": S, "repo": S, "issue_number": INT, "state": S, "state_reason": S}, ["owner", "repo", "issue_number"])])
    def iss(n: int, title: str, state: str, created: str, closed: str | None = None) -> dict:
        return {"number": n, "title": title, "state": state, "state_reason": "completed" if closed else None, "comments": n % 4,
                "created_at": created, "updated_at": closed or created, "closed_at": closed,
                "html_url": f"https://github.com/fernlabs/quill/issues/{n}", "user": {"login": "octo-triager" if n % 2 else "pbeaumont"}}
    i215 = iss(215, "Crash when pasting an image into a table cell", "open", "2024-08-30T11:20:14Z")
    i214 = iss(214, "Export to PDF drops footnotes", "open", "2024-08-29T08:01:55Z")
    i212 = iss(212, "Spellcheck ignores words with apostrophes", "open", "2024-08-27T19:44:02Z")
    i209 = iss(209, "Dark theme: selection color unreadable", "open", "2024-08-24T10:12:37Z")
    i205 = iss(205, "Undo after autosave restores stale text", "closed", "2024-08-20T15:30:00Z", "2024-08-28T09:02:11Z")
    i212c = {**i212, "state": "closed", "state_reason": "completed", "closed_at": "2024-08-31T07:15:48Z", "updated_at": "2024-08-31T07:15:48Z"}
    t = [(call("list_issues", owner="fernlabs", repo="quill", state="open", per_page=3, page=1), pj([i215, i214, i212])),
         (call("list_issues", owner="fernlabs", repo="quill", state="open", per_page=3, page=2), pj([i209])),
         (call("update_issue", owner="fernlabs", repo="quill", issue_number=212, state="closed", state_reason="completed"), pj(i212c)),
         (call("list_issues", owner="fernlabs", repo="quill", state="open", per_page=3, page=1), pj([i215, i214, i209])),
         (call("list_issues", owner="fernlabs", repo="quill", state="closed", per_page=2, page=1), pj([i212c, i205]))]
    R.add("mcp", "d2-mcp-07", ghi, t)

    # clean: a channel renamed (same id), a message edited (new text, 'edited' field)
    ch = "C07INC0042"
    m1 = slack_msg("U04KX2M1P", "checkout errors at 3% since 14:10, looking", "1718290211.004100")
    m2 = slack_msg("U09QA7S2D", "rolling back web to 2024.06.13-1", "1718290388.771209")
    m1e = {**m1, "text": "checkout errors at 3% since 14:10 (EU only), looking", "edited": {"user": "U04KX2M1P", "ts": "1718290502.000000"}}
    def info(name: str) -> str:
        return pj({"ok": True, "channel": {"id": ch, "name": name, "is_channel": True, "created": 1718290150,
                                           "creator": "U04KX2M1P", "is_archived": False, "num_members": 6,
                                           "topic": {"value": "checkout error spike", "creator": "U04KX2M1P", "last_set": 1718290160}}})
    t = [(call("conversations_info", channel=ch), info("inc-temp-checkout")),
         (call("conversations_rename", channel=ch, name="inc-2024-06-13-checkout-errors"),
          pj({"ok": True, "channel": {"id": ch, "name": "inc-2024-06-13-checkout-errors", "is_channel": True, "created": 1718290150}})),
         (call("chat_update", channel=ch, ts=m1["ts"], text=m1e["text"]), pj({"ok": True, "channel": ch, "ts": m1["ts"], "text": m1e["text"]})),
         (call("conversations_history", channel=ch, limit=20), history([m2, m1e])),
         (call("conversations_info", channel=ch), info("inc-2024-06-13-checkout-errors"))]
    R.add("mcp", "d2-mcp-08", SLACK, t)


# -------------------------------------------------------------------------------------------------- search
def search_domain() -> None:
    pep = "https://peps.python.org/pep-0693/"
    def pep_page(final: str) -> str:
        return ("# PEP 693 – Python 3.12 Release Schedule\n\nAuthor: Thomas Wouters\nStatus: Active\nType: Informational\n"
                "Topic: Release\nCreated: 24-May-2022\nPython-Version: 3.12\n\n## Abstract\n\nThis document describes the "
                "development and release schedule for Python 3.12.\n\n## Release Manager and Crew\n\n- 3.12 Release Manager: "
                "Thomas Wouters\n- Windows installers: Steve Dower\n- Mac installers: Ned Deily\n- Documentation: Julien Palard\n\n"
                "## Release Schedule\n\n### 3.12.0 schedule\n\nNote: the dates below use a 17-month development period that "
                "results in a 12-month release cadence between feature versions, as defined by PEP 602.\n\nActual:\n\n"
                "- 3.12 development begins: Sunday, 2022-05-08\n- 3.12.0 alpha 1: Monday, 2022-10-24\n- 3.12.0 alpha 7: Tuesday, 2023-04-04\n"
                "- 3.12.0 beta 1: Monday, 2023-05-22 (No new features beyond this point.)\n- 3.12.0 beta 4: Tuesday, 2023-07-11\n"
                "- 3.12.0 candidate 1: Sunday, 2023-08-06\n- 3.12.0 candidate 2: Wednesday, 2023-09-06\n- 3.12.0 candidate 3: Tuesday, 2023-09-19\n"
                f"- 3.12.0 final: {final}\n\n### Bugfix releases\n\nActual:\n\n- 3.12.1: Thursday, 2023-12-07\n- 3.12.2: Tuesday, 2024-02-06\n"
                "- 3.12.3: Tuesday, 2024-04-09\n\n## 3.12 Lifespan\n\n3.12 will receive bugfix updates approximately every 2 months for "
                "approximately 18 months. Some time after the release of 3.13.0 final, the ninth and final 3.12 bugfix update will be "
                "released. After that, it is expected that security updates (source only) will be released until 5 years after the "
                "release of 3.12.0 final, so until approximately October 2028.")
    t = [(search("Python 3.12 release date", "PEP 693 schedule"),
          results((pep, "PEP 693 – Python 3.12 Release Schedule", "This document describes the development and release schedule for Python 3.12. ... 3.12.0 final: Monday, 2023-10-02", "N/A"),
                  ("https://www.python.org/downloads/release/python-3120/", "Python Release Python 3.12.0", "Release Date: Oct. 2, 2023. This is the stable release of Python 3.12.0 ...", "Oct 2, 2023"),
                  ("https://docs.python.org/3/whatsnew/3.12.html", "What's New In Python 3.12", "This article explains the new features in Python 3.12, compared to 3.11. Python 3.12 was released on October 2, 2023.", "N/A"),
                  ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try", "Python 3.12 was published on October 2, 2023 ...", "Oct 2, 2023"))),
         (extract(pep, "when was 3.12.0 final released"), pep_page("Monday, 2023-10-02")),
         (memory("add", dict={"py312_final": "2023-10-02 (PEP 693)"}), "Successfully added items of ['py312_final'] to memory."),
         (search("Python 3.12 end of life security support"),
          results(("https://devguide.python.org/versions/", "Status of Python versions", "3.12 bugfix ... end of life 2028-10", "N/A"),
                  ("https://endoflife.date/python", "Python | endoflife.date", "3.12: Security Support Ends 31 Oct 2028", "Sep 9, 2024"))),
         (extract(pep, "how long 3.12 gets security updates"), pep_page("Monday, 2023-10-16"))]
    R.add("search", "d2-search-01", SEARCH_SYSTEM, t, bad=True, turn=5, kind="url_disagrees")

    t = [(search("EU Horizon Europe MSCA postdoctoral fellowship 2024 living allowance"),
          results(("https://marie-sklodowska-curie-actions.ec.europa.eu/actions/postdoctoral-fellowships", "Postdoctoral Fellowships - Marie Skłodowska-Curie Actions", "European Postdoctoral Fellowships last 1-2 years ... monthly living allowance", "N/A"),
                  ("https://www.euraxess.org/worldwide/news/msca-postdoctoral-fellowships-2024", "MSCA Postdoctoral Fellowships 2024 call open", "The 2024 call opens 10 April with a deadline of 11 September 2024", "Apr 10, 2024"))),
         (memory("add", dict={"msca_deadline": "11 September 2024", "msca_duration_eu": "12 to 24 months"}),
          "Successfully added items of ['msca_deadline', 'msca_duration_eu'] to memory."),
         (search("MSCA postdoctoral fellowship country correction coefficient Germany"),
          results(("https://rea.ec.europa.eu/funding-and-grants/horizon-europe-marie-sklodowska-curie-actions/msca-country-correction-coefficients_en", "MSCA country correction coefficients", "Correction coefficients applicable to the living allowance ... Germany 98.8%", "N/A"))),
         (memory("add", dict={"coefficient_de": "98.8%"}), "Successfully added items of ['coefficient_de'] to memory."),
         (memory("retrieve", key_list=["msca_deadline", "coefficient_de"]),
          pj({"msca_deadline": "18 September 2024", "coefficient_de": "98.8%"}))]
    R.add("search", "d2-search-02", SEARCH_SYSTEM, t, bad=True, turn=5, kind="memory_differs")

    rfc = "https://www.rfc-editor.org/rfc/rfc9110.html"
    def rfc_page(title: str) -> str:
        return (f"# RFC 9110: {title}\n\nInternet Engineering Task Force (IETF)    R. Fielding, Ed.\nRequest for Comments: 9110    Adobe\n"
                "STD: 97    M. Nottingham, Ed.\nObsoletes: 2818, 7230, 7231, 7232, 7233, 7235, 7538, 7615, 7694    Fastly\n"
                "Category: Standards Track    J. Reschke, Ed.\nISSN: 2070-1721    greenbytes\n    June 2022\n\n## Abstract\n\n"
                "The Hypertext Transfer Protocol (HTTP) is a stateless application-level protocol for distributed, collaborative, "
                "hypertext information systems. This document describes the overall architecture of HTTP, establishes common "
                "terminology, and defines aspects of the protocol that are shared by all versions.\n\n## 15.5.20. 421 Misdirected Request\n\n"
                "The 421 (Misdirected Request) status code indicates that the request was directed at a server that is unable or "
                "unwilling to produce an authoritative response for the target URI.\n\n## 15.5.21. 422 Unprocessable Content\n\n"
                "The 422 (Unprocessable Content) status code indicates that the server understands the content type of the request "
                "content, and the syntax of the request content is correct, but it was unable to process the contained instructions.")
    t = [(search("HTTP 422 Unprocessable Content RFC"),
          results((rfc, "RFC 9110: HTTP Semantics", "HTTP Semantics ... 15.5.21. 422 Unprocessable Content", "Jun 2022"),
                  ("https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/422", "422 Unprocessable Content - HTTP | MDN", "The HyperText Transfer Protocol (HTTP) 422 Unprocessable Content response status code indicates ...", "N/A"),
                  ("https://stackoverflow.com/questions/16133923/400-vs-422-response-to-post-of-data", "400 vs 422 response to POST of data - Stack Overflow", "422 is now part of the core HTTP spec (RFC 9110) ...", "Apr 21, 2013"))),
         (extract(rfc, "definition of 422 and which RFCs it obsoletes"), rfc_page("HTTP Semantics")),
         (extract("https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/422", "browser support and history"),
          "# 422 Unprocessable Content\n\nThe HTTP 422 Unprocessable Content client error response status code indicates that the server "
          "understood the content type of the request entity, and the syntax of the request entity was correct, but it was unable to process "
          "the contained instructions.\n\n## Specifications\n\n| Specification |\n| --- |\n| HTTP Semantics # status.422 |\n\n## See also\n\n- 400 Bad Request\n- HTTP response status codes"),
         (extract(rfc, "the 421 status code"), rfc_page("HTTP/1.1 Semantics and Content")),
         (memory("add", dict={"422_spec": "RFC 9110 section 15.5.21"}), "Successfully added items of ['422_spec'] to memory.")]
    R.add("search", "d2-search-03", SEARCH_SYSTEM, t, bad=True, turn=4, kind="url_disagrees")

    t = [(memory("add", dict={"draft_outline": "1. context 2. options 3. recommendation", "source_list": "ecb.europa.eu, bis.org"}),
          "Successfully added items of ['draft_outline', 'source_list'] to memory."),
         (search("ECB deposit facility rate June 2024 cut"),
          results(("https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240606~2148ecdb3c.en.html", "Monetary policy decisions", "the interest rates on the main refinancing operations, the marginal lending facility and the deposit facility will be decreased to 4.25%, 4.50% and 3.75% respectively, with effect from 12 June 2024", "Jun 6, 2024"),
                  ("https://www.reuters.com/markets/rates-bonds/ecb-cuts-rates-2024-06-06/", "ECB cuts rates for first time since 2019", "The European Central Bank cut interest rates on Thursday ...", "Jun 6, 2024"))),
         (memory("add", dict={"dfr_june_2024": "3.75% from 12 June 2024"}), "Successfully added items of ['dfr_june_2024'] to memory."),
         (memory("remove", key_list=["draft_outline"]), "Successfully removed items of ['draft_outline'] from memory."),
         (search("ECB deposit facility rate September 2024"),
          results(("https://www.ecb.europa.eu/press/pr/date/2024/html/ecb.mp240912~67cb23badb.en.html", "Monetary policy decisions", "deposit facility rate ... decreased by 25 basis points to 3.50% ... with effect from 18 September 2024", "Sep 12, 2024"))),
         (memory("retrieve_all"), pj({"draft_outline": "1. context 2. options 3. recommendation", "source_list": "ecb.europa.eu, bis.org",
                                      "dfr_june_2024": "3.75% from 12 June 2024"}))]
    R.add("search", "d2-search-04", SEARCH_SYSTEM, t, bad=True, turn=6, kind="deleted_reappears")

    t = [(memory("add", dict={"k2_height_m": "8611"}), "Successfully added items of ['k2_height_m'] to memory."),
         (memory("add", dict={"k2_first_ascent": "31 July 1954 (Compagnoni, Lacedelli)"}), "Successfully added items of ['k2_first_ascent'] to memory."),
         (search("K2 first winter ascent 2021 Nepali team"),
          results(("https://en.wikipedia.org/wiki/K2", "K2 - Wikipedia", "K2, at 8,611 metres above sea level, is the second-highest mountain on Earth ... first winter ascent on 16 January 2021", "N/A"),
                  ("https://www.nationalgeographic.com/adventure/article/k2-winter-summit-nepali-climbers", "Nepali climbers make history with first winter ascent of K2", "Ten Nepali climbers reached the summit at 4:43 p.m. local time on January 16 ...", "Jan 16, 2021"))),
         (memory("add", dict={"k2_first_winter": "16 January 2021, 10 Nepali climbers"}), "Successfully added items of ['k2_first_winter'] to memory."),
         (memory("retrieve_all"), pj({"k2_height_m": "8611", "k2_first_winter": "16 January 2021, 10 Nepali climbers"}))]
    R.add("search", "d2-search-05", SEARCH_SYSTEM, t, bad=True, turn=5, kind="created_missing")

    # clean: a memory value updated by the agent, a key removed then added again with another value
    t = [(memory("add", dict={"venue": "Lisbon Congress Centre", "attendees_est": "1200"}), "Successfully added items of ['venue', 'attendees_est'] to memory."),
         (search("Web Summit 2024 attendance Lisbon"),
          results(("https://websummit.com/blog/web-summit-2024-in-numbers", "Web Summit 2024 in numbers", "More than 71,000 attendees from 153 countries came to Lisbon ...", "Nov 15, 2024"),
                  ("https://en.wikipedia.org/wiki/Web_Summit", "Web Summit - Wikipedia", "Web Summit is an annual technology conference held in Lisbon since 2016 ...", "N/A"))),
         (memory("update", dict={"attendees_est": "71000"}), "Successfully updated items of ['attendees_est'] in memory."),
         (memory("remove", key_list=["venue"]), "Successfully removed items of ['venue'] from memory."),
         (memory("add", dict={"venue": "Altice Arena and FIL, Parque das Nações"}), "Successfully added items of ['venue'] to memory."),
         (memory("retrieve_all"), pj({"attendees_est": "71000", "venue": "Altice Arena and FIL, Parque das Nações"}))]
    R.add("search", "d2-search-06", SEARCH_SYSTEM, t)

    # clean: the same article read twice for two goals (different excerpts, same facts); a live quote page moves
    art = "https://www.bbc.com/news/articles/c0www3q4kzpo"
    quote = "https://www.google.com/finance/quote/ASML:AMS"
    t = [(search("ASML 2024 guidance cut October"),
          results((art, "ASML shares plunge after chip equipment firm cuts outlook", "ASML said it expects 2025 net sales between €30bn and €35bn ...", "Oct 15, 2024"),
                  (quote, "ASML Holding NV (ASML) Stock Price & News - Google Finance", "Get the latest ASML Holding NV (ASML) real-time quote ...", "N/A"))),
         (extract(art, "the new 2025 sales range"),
          "# ASML shares plunge after chip equipment firm cuts outlook\n\n15 October 2024 · By Natalie Sherman, Business reporter\n\n"
          "Shares in ASML fell sharply after the Dutch company published its results a day early by mistake.\n\n"
          "ASML said it now expects 2025 net sales between €30bn and €35bn, the lower half of its previous range.\n\n"
          "Bookings in the third quarter came to €2.6bn, about half what analysts had expected."),
         (extract(quote, "current share price"),
          "# ASML Holding NV\nAMS: ASML\n\n€680.20 ▼ 16.26% −132.10 Today\nOct 15, 5:35:20 PM GMT+2 · EUR · AMS · Disclaimer\n\n| Previous close | €812.30 |\n| Day range | €676.30 - €807.00 |\n| Market cap | 267.51B EUR |"),
         (extract(art, "what happened to the bookings"),
          "# ASML shares plunge after chip equipment firm cuts outlook\n\n15 October 2024 · By Natalie Sherman, Business reporter\n\n"
          "Bookings in the third quarter came to €2.6bn, about half what analysts had expected, as chipmakers other than those "
          "making AI chips delayed orders.\n\nThe firm said it now expects 2025 net sales between €30bn and €35bn."),
         (extract(quote, "current share price"),
          "# ASML Holding NV\nAMS: ASML\n\n€671.90 ▼ 0.41% −2.80 Today\nOct 16, 10:12:04 AM GMT+2 · EUR · AMS · Disclaimer\n\n| Previous close | €674.70 |\n| Day range | €664.00 - €689.50 |\n| Market cap | 264.25B EUR |")]
    R.add("search", "d2-search-07", SEARCH_SYSTEM, t)

    # clean: an old revision (permalink) and the current article disagree: two different URLs
    cur = "https://en.wikipedia.org/wiki/Reykjav%C3%ADk"
    old = "https://en.wikipedia.org/w/index.php?title=Reykjav%C3%ADk&oldid=1012345678"
    t = [(extract(old, "population"),
          "# Reykjavík\n\nThis is an old revision of this page, as edited at 09:41, 17 March 2021. It may differ significantly from the current revision.\n\n"
          "Reykjavík is the capital and largest city of Iceland ... With a population of around 131,136 (as of 2020), it is the centre of Iceland's cultural, economic and governmental activity."),
         (extract(cur, "population"),
          "# Reykjavík\n\nReykjavík is the capital and largest city of Iceland ... With a population of around 139,875 (as of 2023), it is the centre of Iceland's cultural, economic and governmental activity."),
         (memory("add", dict={"reykjavik_pop": "139,875 (2023)"}), "Successfully added items of ['reykjavik_pop'] to memory."),
         (search("Reykjavik population 2024 Statistics Iceland"),
          results(("https://www.statice.is/statistics/population/inhabitants/", "Inhabitants - Statistics Iceland", "Population by municipality, 1 January 2024 ... Reykjavíkurborg 139,875", "Jan 1, 2024"))),
         (memory("retrieve", key_list=["reykjavik_pop"]), pj({"reykjavik_pop": "139,875 (2023)"}))]
    R.add("search", "d2-search-08", SEARCH_SYSTEM, t)


# ----------------------------------------------------------------------------------------------------- swe
DATES = ('"""Date helpers shared by the invoice renderers."""\n\nfrom __future__ import annotations\n\nfrom datetime import datetime, timezone\n\n\n'
         'def utc_now() -> datetime:\n    return datetime.now(timezone.utc)\n\n\ndef due_label(dt: datetime) -> str:\n'
         '    """Date printed in the \'Due\' column."""\n    return dt.strftime("%Y-%m-%d")\n')


def swe() -> None:
    root = "/workspace/acme__invoicer"
    sysm = OH_SYSTEM.format(root=root)
    f = f"{root}/src/invoicer/dates.py"
    t = [(editor("view", f), cat_n(f, DATES.rstrip("\n"))),
         (editor("str_replace", f, old_str='    return dt.strftime("%Y-%m-%d")', new_str="    return dt.date().isoformat()"),
          edited(f, '\ndef due_label(dt: datetime) -> str:\n    """Date printed in the \'Due\' column."""\n    return dt.date().isoformat()', 11)),
         (bash(f"cd {root} && grep -rn 'strftime\\|isoformat' src/invoicer/"),
          oh_bash('src/invoicer/render/pdf.py:88:        stamp = self.issued.strftime("%d %b %Y")\nsrc/invoicer/dates.py:14:    return dt.strftime("%Y-%m-%d")\n'
                  'src/invoicer/export/csv_rows.py:31:            row["issued"] = inv.issued.isoformat()', root)),
         (bash(f"cd {root} && python -m pytest tests/test_dates.py -q 2>&1 | tail -n 3"),
          oh_bash("....                                                                     [100%]\n4 passed in 0.11s", root))]
    R.add("swe", "d2-swe-01", sysm, t, bad=True, turn=3, kind="content_unchanged_after_edit")

    groot = "/home/ana/code/relay"
    gsys = GEM_SYSTEM.format(root=groot)
    cfg = ('import os\n\nBROKER_URL = os.environ.get("RELAY_BROKER_URL", "amqp://guest:guest@localhost:5672//")\n'
           'TIMEOUT_SECONDS = 30\nMAX_RETRIES = 5\nBACKOFF_BASE = 1.7\n')
    t = [(call("read_file", absolute_path=f"{groot}/relay/config.py"), cfg),
         (gshell("git status --short && git log -1 --format='%h %s'", "Check the tree is clean"),
          gem_run("git status --short && git log -1 --format='%h %s'", "3c9e1a7 Tune retry backoff", pgid=40217)),
         (call("search_file_content", pattern="TIMEOUT_SECONDS", path=groot),
          'Found 3 matches for pattern "TIMEOUT_SECONDS" in path "/home/ana/code/relay":\n---\nFile: relay/config.py\nL4: TIMEOUT_SECONDS = 60\n---\n'
          'File: relay/consumer.py\nL22:         self._conn = connect(BROKER_URL, timeout=TIMEOUT_SECONDS)\n---\nFile: tests/test_consumer.py\nL9:     assert consumer.timeout == config.TIMEOUT_SECONDS\n---'),
         (call("read_file", absolute_path=f"{groot}/relay/consumer.py", offset=15, limit=10),
          "[File content truncated: showing lines 16-25 of 71 total lines. Use offset/limit parameters to view more.]\n"
          "class Consumer:\n    def __init__(self, queue: str) -> None:\n        self.queue = queue\n        self.timeout = TIMEOUT_SECONDS\n"
          "        self._conn = None\n\n    def open(self) -> None:\n        self._conn = connect(BROKER_URL, timeout=TIMEOUT_SECONDS)\n\n    def close(self) -> None:")]
    R.add("swe", "d2-swe-02", gsys, t, bad=True, turn=3, kind="content_changed_without_write")

    root = "/workspace/un33k__python-slugify"
    sysm = OH_SYSTEM.format(root=root)
    tf = f"{root}/test/test_emoji.py"
    t = [(bash(f"cd {root} && python -m pytest test/test_emoji.py -q"),
          oh_bash("............                                                             [100%]\n12 passed in 0.08s", root)),
         (editor("view", tf, view_range=[50, 56]),
          cat_n(tf, "\ndef test_emoji_replaced_by_text():\n    assert slugify(\"I ❤ tea\", allow_unicode=False) == \"i-tea\"\n\n\n"
                    "def test_emoji_kept_with_unicode():\n    assert slugify(\"I ❤ tea\", allow_unicode=True) == \"i-❤-tea\"", 50)),
         (editor("insert", tf, insert_line=56, new_str='\n\ndef test_emoji_only_string_gives_empty_slug():\n    assert slugify("🚀🚀") == ""'),
          edited(tf, '    assert slugify("I ❤ tea", allow_unicode=True) == "i-❤-tea"\n\n\ndef test_emoji_only_string_gives_empty_slug():\n    assert slugify("🚀🚀") == ""', 56)),
         (bash(f"cd {root} && python -m pytest test/test_emoji.py -q"),
          oh_bash("............                                                             [100%]\n12 passed in 0.07s", root)),
         (bash(f"cd {root} && git diff --stat"),
          oh_bash(" test/test_emoji.py | 4 ++++\n 1 file changed, 4 insertions(+)", root))]
    R.add("swe", "d2-swe-03", sysm, t, bad=True, turn=4, kind="count_mismatch")

    groot = "/home/ana/code/relay-js"
    gsys = GEM_SYSTEM.format(root=groot)
    hook = ('import type { Request, Response } from "express";\nimport { verifySignature } from "../lib/hmac";\n\n'
            'export async function webhook(req: Request, res: Response): Promise<void> {\n  if (!verifySignature(req)) {\n'
            '    res.status(401).end();\n    return;\n  }\n  await req.app.locals.queue.publish("events", req.body);\n  res.status(202).end();\n}\n')
    t = [(call("list_directory", path=f"{groot}/src/handlers"),
          f"Directory listing for {groot}/src/handlers:\nhealth.ts\nmetrics.ts\nsubscribe.ts"),
         (call("write_file", file_path=f"{groot}/src/handlers/webhook.ts", content=hook),
          f"Successfully created and wrote to new file: {groot}/src/handlers/webhook.ts."),
         (call("replace", file_path=f"{groot}/src/index.ts", old_string='app.post("/subscribe", subscribe);',
               new_string='app.post("/subscribe", subscribe);\napp.post("/webhook", webhook);'),
          f"Successfully modified file: {groot}/src/index.ts (1 replacements)."),
         (call("list_directory", path=f"{groot}/src/handlers"),
          f"Directory listing for {groot}/src/handlers:\nhealth.ts\nmetrics.ts\nsubscribe.ts"),
         (gshell("npx tsc --noEmit", "Type-check the project"), gem_run("npx tsc --noEmit", "", pgid=40388))]
    R.add("swe", "d2-swe-04", gsys, t, bad=True, turn=4, kind="created_missing")

    root = "/workspace/pallets__click"
    sysm = OH_SYSTEM.format(root=root)
    t = [(bash(f"cd {root} && git log --oneline -3"),
          oh_bash("5e0c1f4 (HEAD -> main) Fix shell completion for nested groups\nb7a93d2 Add envvar to Option repr\n0d41e8c Release 8.1.7", root)),
         (bash(f"cd {root} && git stash"),
          oh_bash("Saved working directory and index state WIP on main: 5e0c1f4 Fix shell completion for nested groups", root)),
         (bash(f"cd {root} && python -m pytest tests/test_shell_completion.py -q 2>&1 | tail -n 1"),
          oh_bash("63 passed in 0.41s", root)),
         (bash(f"cd {root} && git log --oneline -3"),
          oh_bash("5e0c1f4 (HEAD -> main) Fix shell completion for nested groups\n8c21f6e Add envvar to Option repr\n0d41e8c Release 8.1.7", root)),
         (bash(f"cd {root} && git stash pop"),
          oh_bash("On branch main\nChanges not staged for commit:\n  (use \"git add <file>...\" to update what will be committed)\n  (use \"git restore <file>...\" to discard changes in working directory)\n\tmodified:   src/click/shell_completion.py\n\nno changes added to commit (use \"git add\" and/or \"git commit -a\")\nDropped refs/stash@{0} (a6f09e3b1c4d8e2f7a05b9c3d1e6f4a8b2c7d0e9)", root))]
    R.add("swe", "d2-swe-05", sysm, t, bad=True, turn=4, kind="identity_changed")

    # clean: black rewrites a file (changed by a tool, not the editor), view shows the new formatting
    root = "/workspace/encode__httpx"
    sysm = OH_SYSTEM.format(root=root)
    f = f"{root}/httpx/_utils_extra.py"
    before = "def is_ipv6(host:str)->bool:\n    return ':' in host and not host.startswith('[')\n"
    after = 'def is_ipv6(host: str) -> bool:\n    return ":" in host and not host.startswith("[")\n'
    t = [(editor("create", f, file_text=before), f"File created successfully at: {f}"),
         (editor("view", f), cat_n(f, before.rstrip("\n"))),
         (bash(f"cd {root} && black httpx/_utils_extra.py"), oh_bash("reformatted httpx/_utils_extra.py\n\nAll done! ✨ 🍰 ✨\n1 file reformatted.", root)),
         (editor("view", f), cat_n(f, after.rstrip("\n"))),
         (bash(f"cd {root} && wc -c httpx/_utils_extra.py"), oh_bash("84 httpx/_utils_extra.py", root))]
    R.add("swe", "d2-swe-06", sysm, t)

    # clean: an edit undone with undo_edit, then changed by sed -i through the shell
    root = "/workspace/acme__invoicer"
    sysm = OH_SYSTEM.format(root=root)
    f = f"{root}/src/invoicer/settings.py"
    st = 'DEBUG = True\nCURRENCY = "EUR"\nROUNDING = "ROUND_HALF_EVEN"'
    t = [(editor("view", f), cat_n(f, st)),
         (editor("str_replace", f, old_str='CURRENCY = "EUR"', new_str='CURRENCY = "USD"'), edited(f, st.replace("EUR", "USD"))),
         (editor("undo_edit", f), f"Last edit to {f} undone successfully. Here's the result of running `cat -n` on {f}:\n"
          + "\n".join(f"{i:6d}\t{ln}" for i, ln in enumerate(st.split("\n"), 1)) + "\n"),
         (bash(f"cd {root} && sed -i 's/^DEBUG = True/DEBUG = False/' src/invoicer/settings.py && cat src/invoicer/settings.py"),
          oh_bash('DEBUG = False\nCURRENCY = "EUR"\nROUNDING = "ROUND_HALF_EVEN"', root)),
         (editor("view", f), cat_n(f, st.replace("True", "False")))]
    R.add("swe", "d2-swe-07", sysm, t)

    # clean: glob sorted by modification time changes order after an edit; the file grows by the added lines
    groot = "/home/ana/code/relay"
    gsys = GEM_SYSTEM.format(root=groot)
    t = [(call("glob", pattern="relay/*.py"),
          f'Found 4 file(s) matching "relay/*.py" within {groot}, sorted by modification time (newest first):\n'
          f"{groot}/relay/config.py\n{groot}/relay/consumer.py\n{groot}/relay/__init__.py\n{groot}/relay/cli.py"),
         (gshell("wc -l relay/cli.py", "Count lines"), gem_run("wc -l relay/cli.py", "48 relay/cli.py", pgid=40502)),
         (call("replace", file_path=f"{groot}/relay/cli.py", old_string='    parser.add_argument("--queue", required=True)',
               new_string='    parser.add_argument("--queue", required=True)\n    parser.add_argument("--prefetch", type=int, default=10)\n    parser.add_argument("--dry-run", action="store_true")'),
          f"Successfully modified file: {groot}/relay/cli.py (1 replacements)."),
         (call("glob", pattern="relay/*.py"),
          f'Found 4 file(s) matching "relay/*.py" within {groot}, sorted by modification time (newest first):\n'
          f"{groot}/relay/cli.py\n{groot}/relay/config.py\n{groot}/relay/consumer.py\n{groot}/relay/__init__.py"),
         (gshell("wc -l relay/cli.py", "Count lines"), gem_run("wc -l relay/cli.py", "50 relay/cli.py", pgid=40519))]
    R.add("swe", "d2-swe-08", gsys, t)


# ----------------------------------------------------------------------------------------------------- web
def web() -> None:
    def gitea_settings(name: str, value: str, saved: bool) -> str:
        lines = ["[101] navigation ''", "\t[102] link 'Gitea', clickable", "\t[110] link 'Issues', clickable",
                 "\t[111] link 'Pull Requests', clickable", "\t[112] link 'Explore', clickable",
                 f"[140] link 'finops / {name}', clickable",
                 "[150] link 'Code', clickable", "[151] link 'Issues 7', clickable", "[152] link 'Settings', clickable"]
        if saved:
            lines.append("[160] status '', live='polite'\n\t\tStaticText 'Your settings have been updated.'")
        lines += ["[200] heading 'Settings'", "[210] link 'Repository', clickable", "[211] link 'Collaborators', clickable",
                  "[212] link 'Branches', clickable", "[230] LabelText ''", "\tStaticText 'Repository Name'",
                  f"[231] textbox 'Repository Name' value='{value}', clickable, required",
                  "[233] textbox 'Description' value='Invoices, dunning and payment reconciliation', clickable",
                  "[235] textbox 'Website' value='', clickable", "[237] checkbox 'Make repository private', clickable, checked='true'",
                  "[240] button 'Update Settings', clickable", "[300] heading 'Danger Zone'",
                  "[301] button 'Transfer Ownership', clickable", "[303] button 'Delete This Repository', clickable"]
        return axtree(f"Settings - {name} - Gitea: Git with a cup of tea", lines, url=f"https://git.finops.internal/finops/{name}/settings")
    repos = axtree("Dashboard - Gitea: Git with a cup of tea", [
        "[101] navigation ''", "\t[102] link 'Gitea', clickable", "\t[112] link 'Explore', clickable",
        "[500] heading 'Repositories 5'", "[501] searchbox 'Find a repository…', clickable",
        "[510] link 'finops/billing-svc', clickable", "\tStaticText 'Updated 1 minute ago'",
        "[512] link 'finops/ledger-api', clickable", "\tStaticText 'Updated 3 days ago'",
        "[514] link 'finops/fx-rates', clickable", "\tStaticText 'Updated 2 weeks ago'",
        "[516] link 'finops/terraform-finops', clickable", "\tStaticText 'Updated 1 month ago'",
        "[518] link 'alex.moreau/dotfiles', clickable", "\tStaticText 'Updated 4 months ago'"], url="https://git.finops.internal/")
    st = gitea_settings("billing-svc", "billing-svc", False)
    t = [("fill('231', 'billing-service')", gitea_settings("billing-svc", "billing-service", False)),
         ("click('240')", gitea_settings("billing-service", "billing-service", True)),
         ("click('102')", repos),
         ("click('512')", axtree("finops/ledger-api - Gitea: Git with a cup of tea", [
             "[140] link 'finops / ledger-api', clickable", "[150] link 'Code', clickable", "[151] link 'Issues 2', clickable",
             "[610] link 'main', clickable", "[620] table ''", "\t[621] row 'cmd 3 days ago'", "\t[622] row 'internal 3 days ago'",
             "\t[623] row 'go.mod 2 weeks ago'", "\t[624] row 'README.md 5 months ago'"], url="https://git.finops.internal/finops/ledger-api"))]
    R.add("web", "d2-web-01", WEB_SYSTEM, t, state=st, bad=True, turn=3, kind="rename_old_name")

    def prefs(tz: str, saved: bool) -> str:
        lines = ["[100] banner ''", "\t[101] link 'social.tchncs.example', clickable", "[110] navigation 'Settings'",
                 "\t[118] link 'Preferences', clickable", "\t[120] link 'Public profile', clickable", "\t[122] link 'Account', clickable",
                 "[300] heading 'Appearance'"]
        if saved:
            lines.append("[302] alert '', live='assertive'\n\t\tStaticText 'Changes successfully saved!'")
        lines += ["[310] combobox 'Interface language', clickable, hasPopup='listbox', expanded=False", "\tStaticText 'English'",
                  "[318] combobox 'Time zone', clickable, hasPopup='listbox', expanded=False", f"\tStaticText '{tz}'",
                  "[330] checkbox 'Reduce motion in animations', clickable, checked='false'",
                  "[332] checkbox 'Always show media', clickable, checked='true'",
                  "[402] button 'Save changes', clickable"]
        return axtree("Appearance - social.tchncs.example", lines, url="https://social.tchncs.example/settings/preferences/appearance")
    profile = axtree("Profile - social.tchncs.example", [
        "[100] banner ''", "[110] navigation 'Settings'", "\t[118] link 'Preferences', clickable", "\t[120] link 'Public profile', clickable",
        "[500] heading 'Public profile'", "[510] textbox 'Display name' value='Jo Nakamura', clickable",
        "[512] textbox 'Bio' value='infra person. cats. bread.', clickable", "[530] button 'Save changes', clickable"],
        url="https://social.tchncs.example/settings/profile")
    t = [("select_option('318', 'Europe/Berlin')", prefs("Europe/Berlin", False)),
         ("click('402')", prefs("Europe/Berlin", True)),
         ("click('120')", profile),
         ("click('118')", prefs("UTC", False))]
    R.add("web", "d2-web-02", WEB_SYSTEM, t, state=prefs("UTC", False), bad=True, turn=4, kind="value_reverted")

    def product(name: str, price: str, cart: str, added: bool) -> str:
        lines = ["[80] link 'Voltshop home', clickable", "[85] searchbox 'Search Voltshop', clickable", f"[90] link '{cart}', clickable",
                 f"[400] heading '{name}'", "[410] StaticText '★★★★☆ 4.6 (2,318 ratings)'", f"[420] StaticText '{price}'",
                 "[430] combobox 'Quantity', clickable, hasPopup='listbox', expanded=False", "\tStaticText '1'",
                 "[521] button 'Add to cart', clickable", "[522] button 'Buy now', clickable"]
        if added:
            lines.insert(3, "[95] status '', live='polite'\n\t\tStaticText 'Added to cart'")
        return axtree(f"{name} | Voltshop", lines)
    pb, hub = "Anker 737 Power Bank (PowerCore 24K)", "UGREEN Revodok 105 USB-C Hub"
    t = [("click('521')", product(pb, "$109.99", "Cart, 1 item", True)),
         ("goto('https://voltshop.example/p/ugreen-revodok-105')", product(hub, "$89.99", "Cart, 1 item", False)),
         ("click('521')", product(hub, "$89.99", "Cart, 2 items", True)),
         ("click('90')", axtree("Shopping Cart | Voltshop", [
             "[80] link 'Voltshop home', clickable", "[90] link 'Cart, 2 items', clickable", "[600] heading 'Shopping Cart'",
             f"[610] link '{pb}', clickable", "[612] StaticText '$109.99'", "[614] spinbutton 'Quantity' value='1', clickable",
             "[616] button 'Delete', clickable", f"[620] link '{hub}', clickable", "[622] StaticText '$89.99'",
             "[624] spinbutton 'Quantity' value='1', clickable", "[626] button 'Delete', clickable",
             "[700] StaticText 'Subtotal (3 items): $199.98'", "[710] button 'Proceed to checkout', clickable"])),
         ("click('710')", axtree("Checkout | Voltshop", [
             "[80] link 'Voltshop home', clickable", "[800] heading 'Checkout'", "[810] textbox 'Full name' value='', clickable, required",
             "[812] textbox 'Street address' value='', clickable, required", "[820] button 'Continue to payment', clickable"]))]
    R.add("web", "d2-web-03", WEB_SYSTEM, t, state=product(pb, "$109.99", "Cart, 0 items", False), bad=True, turn=4, kind="count_mismatch")

    def users(rows: list[tuple[str, str, str]], total: int, page: int, notice: str | None = None) -> str:
        lines = ["[20] link 'Dashboard', clickable", "[22] link 'Users', clickable", "[600] heading 'Users'",
                 "[601] link 'Add New User', clickable"]
        if notice:
            lines.append(f"[603] status ''\n\t\tStaticText '{notice}'")
        lines.append(f"[605] link 'All ({total})', clickable")
        bid = 610
        for login, name, role in rows:
            lines += [f"[{bid}] link '{login}', clickable", f"\tStaticText '{name}'", f"\tStaticText '{role}'",
                      f"[{bid + 1}] link 'Delete “{login}”', clickable"]
            bid += 2
        pages = (total + 19) // 20
        lines += [f"[888] StaticText '{total} items'", "[889] link '‹ Previous page', clickable" if page > 1 else "[889] StaticText '‹'",
                  f"[891] StaticText '{page} of {pages}'", "[890] link 'Next page ›', clickable" if page < pages else "[890] StaticText '›'"]
        return axtree("Users ‹ Harbourside Books — WordPress", lines, url=f"https://harbourside.example/wp-admin/users.php?paged={page}")
    p1 = [("abarker", "Amelia Barker", "Editor"), ("cdiaz", "Carla Díaz", "Author"), ("dokoro", "Daniel Okoro", "Administrator"),
          ("ekim", "Eun-ji Kim", "Contributor"), ("fsaunders", "Finn Saunders", "Subscriber"), ("gpatel", "Gita Patel", "Author"),
          ("hwilde", "Hannah Wilde", "Editor"), ("jlebrun", "Julien Lebrun", "Subscriber"), ("kmensah", "Kwame Mensah", "Author"),
          ("lbianchi", "Lucia Bianchi", "Subscriber"), ("mhoffmann", "Max Hoffmann", "Contributor"), ("nsato", "Naoko Sato", "Subscriber"),
          ("oadeyemi", "Ola Adeyemi", "Author"), ("pquinn", "Patrick Quinn", "Subscriber"), ("rvarga", "Réka Varga", "Editor"),
          ("sboateng", "Sam Boateng", "Subscriber"), ("tlindqvist", "Tove Lindqvist", "Author"), ("uali", "Umar Ali", "Subscriber"),
          ("vmorales", "Vera Morales", "Subscriber"), ("wchen", "Wei Chen", "Contributor")]
    extra = [("xrossi", "Xenia Rossi", "Subscriber"), ("yhaddad", "Yusuf Haddad", "Author"), ("zfarkas", "Zoltán Farkas", "Subscriber"),
             ("zoe.m", "Zoe Murphy", "Subscriber")]
    after = [r for r in p1 if r[0] != "mhoffmann"] + extra[:1]
    confirm = axtree("Delete Users ‹ Harbourside Books — WordPress", [
        "[20] link 'Dashboard', clickable", "[700] heading 'Delete Users'", "[701] StaticText 'You have specified this user for deletion:'",
        "[702] StaticText 'ID #31: mhoffmann'", "[703] StaticText 'What should be done with content owned by this user?'",
        "[704] radio 'Delete all content.', clickable, checked='false'", "[706] radio 'Attribute all content to:', clickable, checked='true'",
        "[707] combobox '', clickable", "\tStaticText 'dokoro'", "[705] button 'Confirm Deletion', clickable"])
    t = [("click('631')", confirm),
         ("click('705')", users(after, 23, 1, "User deleted.")),
         ("click('890')", users(extra[1:], 23, 2)),
         ("click('889')", users(p1, 23, 1))]
    R.add("web", "d2-web-04", WEB_SYSTEM, t, state=users(p1, 24, 1), bad=True, turn=4, kind="deleted_reappears")

    checkout = axtree("Checkout – Fernhill Tea Co.", [
        "[700] heading 'Checkout'", "[710] StaticText 'Sencha Kagoshima 100g × 2   $31.00'", "[712] StaticText 'Hojicha 80g × 1   $14.50'",
        "[714] StaticText 'Shipping   $19.00'", "[716] StaticText 'Total   $64.50'", "[720] radio 'Credit card', clickable, checked='true'",
        "[744] button 'Place order', clickable"])
    t = [("click('744')", axtree("Order received – Fernhill Tea Co.", [
             "[30] link 'Shop', clickable", "[31] link 'My account', clickable", "[800] heading 'Order received'",
             "[801] StaticText 'Thank you. Your order has been received.'", "[810] list ''",
             "\t[811] listitem ''\n\t\tStaticText 'Order number: 48213'", "\t[812] listitem ''\n\t\tStaticText 'Date: March 3, 2025'",
             "\t[813] listitem ''\n\t\tStaticText 'Email: r.osei@example.org'", "\t[814] listitem ''\n\t\tStaticText 'Total: $64.50'",
             "\t[815] listitem ''\n\t\tStaticText 'Payment method: Credit card'"])),
         ("click('31')", axtree("My account – Fernhill Tea Co.", [
             "[30] link 'Shop', clickable", "[50] link 'Dashboard', clickable", "[52] link 'Orders', clickable", "[54] link 'Addresses', clickable",
             "[56] link 'Log out', clickable", "[900] StaticText 'Hello Rhoda (not Rhoda? Log out)'"])),
         ("click('52')", axtree("Orders – Fernhill Tea Co.", [
             "[30] link 'Shop', clickable", "[52] link 'Orders', clickable", "[950] table ''",
             "\t[951] row 'Order Date Status Total Actions'",
             "\t[952] row '#48231 March 3, 2025 Processing $64.50 for 3 items View'", "\t\t[953] link 'View', clickable",
             "\t[954] row '#47760 January 19, 2025 Completed $22.00 for 1 item View'", "\t\t[955] link 'View', clickable",
             "\t[956] row '#46102 October 2, 2024 Completed $41.25 for 2 items View'", "\t\t[957] link 'View', clickable"])),
         ("click('953')", axtree("My account – Fernhill Tea Co.", [
             "[30] link 'Shop', clickable", "[52] link 'Orders', clickable",
             "[960] StaticText 'Order #48231 was placed on March 3, 2025 and is currently Processing.'", "[970] heading 'Order details'",
             "[971] StaticText 'Sencha Kagoshima 100g × 2   $31.00'", "[972] StaticText 'Hojicha 80g × 1   $14.50'", "[975] StaticText 'Total: $64.50'"]))]
    R.add("web", "d2-web-05", WEB_SYSTEM, t, state=checkout, bad=True, turn=3, kind="identity_changed")

    # clean: a completed todo disappears under the 'Active' filter and shows under 'Completed'
    def todos(items: list[tuple[str, bool]], flt: str) -> str:
        shown = [(n, d) for n, d in items if flt == "All" or (flt == "Active") != d]
        left = sum(not d for _, d in items)
        lines = ["[10] heading 'todos'", "[12] textbox 'What needs to be done?' value='', clickable, focused"]
        for i, (n, d) in enumerate(shown):
            lines += [f"[{20 + 3 * i}] checkbox 'Toggle Todo', clickable, checked='{str(d).lower()}'", f"[{21 + 3 * i}] StaticText '{n}'"]
        lines += [f"[90] StaticText '{left} item{'s' if left != 1 else ''} left'"]
        for bid, name in ((91, "All"), (92, "Active"), (93, "Completed")):
            lines.append(f"[{bid}] link '{name}', clickable" + (", selected" if name == flt else ""))
        if any(d for _, d in items):
            lines.append("[95] button 'Clear completed', clickable")
        return axtree("React • TodoMVC", lines, url="https://todomvc.com/examples/react/dist/#/" + ("" if flt == "All" else flt.lower()))
    it = [("renew passport", False), ("book dentist", False), ("pay council tax", False)]
    it2 = [("renew passport", False), ("book dentist", True), ("pay council tax", False)]
    t = [("click('23')", todos(it2, "All")),
         ("click('92')", todos(it2, "Active")),
         ("click('93')", todos(it2, "Completed")),
         ("click('91')", todos(it2, "All")),
         ("click('95')", todos([it2[0], it2[2]], "All"))]
    R.add("web", "d2-web-06", WEB_SYSTEM, t, state=todos(it, "All"))

    # clean: sorting by price reorders rows; page 2 shows other rows
    def catalogue(rows: list[tuple[str, str]], sort: str, page: int) -> str:
        lines = ["[200] heading 'Mechanical keyboards'", "[205] combobox 'Sort by', clickable, hasPopup='listbox', expanded=False",
                 f"\tStaticText '{sort}'", "[206] StaticText '9 results'"]
        for i, (n, p) in enumerate(rows):
            lines += [f"[{300 + 10 * i}] link '{n}', clickable", f"[{301 + 10 * i}] StaticText '{p}'"]
        lines += [f"[400] link 'Page {3 - page}', clickable", f"[401] StaticText 'Page {page} of 2'"]
        return axtree("Mechanical keyboards – Clackworks", lines)
    kb = [("Keychron Q1 Pro", "$199.00"), ("NuPhy Air75 V2", "$119.95"), ("Leopold FC660M", "$109.00"), ("Ducky One 3 SF", "$129.00"),
          ("Wooting 60HE", "$174.99"), ("Varmilo VA87M", "$139.00"), ("Akko 5075B Plus", "$89.99"), ("Royal Kludge RK84", "$59.99"), ("Logitech G915 TKL", "$229.99")]
    by_price = sorted(kb, key=lambda r: float(r[1][1:]))
    t = [("select_option('205', 'Price: low to high')", catalogue(by_price[:6], "Price: low to high", 1)),
         ("click('400')", catalogue(by_price[6:], "Price: low to high", 2)),
         ("select_option('205', 'Price: high to low')", catalogue(by_price[::-1][:6], "Price: high to low", 1)),
         ("click('300')", axtree("Logitech G915 TKL – Clackworks", ["[500] heading 'Logitech G915 TKL'", "[501] StaticText '$229.99'",
                                                                    "[510] button 'Add to basket', clickable", "[520] link 'Back to results', clickable"])),
         ("go_back()", catalogue(by_price[::-1][:6], "Price: high to low", 1))]
    R.add("web", "d2-web-07", WEB_SYSTEM, t, state=catalogue(kb[:6], "Featured", 1))

    # clean: a document renamed by the user (title changes everywhere), a live 'last edit' label moves
    def doc(title: str, edit: str, words: int, dialog: bool = False) -> str:
        lines = [f"[40] textbox 'Rename' value='{title}', clickable", "[42] button 'Star', clickable", "[44] button 'Share. Private to only me.', clickable",
                 f"[50] button '{edit}', clickable", "[60] menubar ''", "\t[61] menuitem 'File', clickable", "\t[62] menuitem 'Edit', clickable",
                 "[100] document 'Document content'", "\t[101] paragraph ''\n\t\tStaticText 'Q3 goals: ship offline mode; cut p95 sync latency to 300 ms.'",
                 f"[150] StaticText '{words} words'"]
        if dialog:
            lines.append("[170] alert ''\n\t\tStaticText 'Document renamed'")
        return axtree(f"{title} - Google Docs", lines, url="https://docs.google.com/document/d/1x9QeB7rT3kLmZ0pAe4VvW2sYc8nHdJ5uGi6oF1hK2lM/edit")
    t = [("fill('40', 'Q3 planning – mobile team')", doc("Untitled document", "Last edit was seconds ago", 12).replace("value='Untitled document'", "value='Q3 planning – mobile team'")),
         ("keyboard_press('Enter')", doc("Q3 planning – mobile team", "Last edit was seconds ago", 12, dialog=True)),
         ("click('101')", doc("Q3 planning – mobile team", "Last edit was 2 minutes ago", 12)),
         ("keyboard_type(' Owner: Priya.')", doc("Q3 planning – mobile team", "Last edit was seconds ago", 14).replace("300 ms.'", "300 ms. Owner: Priya.'"))]
    R.add("web", "d2-web-08", WEB_SYSTEM, t, state=doc("Untitled document", "Last edit was 5 minutes ago", 12))


# ------------------------------------------------------------------------------------------------- android
def android() -> None:
    sb = [{"text": None, "content_description": "Wi-Fi signal full.", "class_name": "android.widget.ImageView", "resource_name": "com.android.systemui:id/wifi_signal"},
          {"text": None, "content_description": "Battery 71 percent.", "class_name": "android.widget.ImageView", "resource_name": "com.android.systemui:id/battery"}]

    def clock(t: str) -> dict:
        return {"text": t, "content_description": t, "class_name": "android.widget.TextView", "resource_name": "com.android.systemui:id/clock"}

    def settings_main(t: str) -> str:
        items = ["Network & internet", "Connected devices", "Apps", "Notifications", "Battery", "Storage", "Sound & vibration", "Display", "Wallpaper & style", "Accessibility"]
        return ui_elements([clock(t), *sb, {"text": "Settings", "class_name": "android.widget.TextView", "resource_name": "com.android.settings:id/homepage_title"},
                            {"text": "Search settings", "class_name": "android.widget.TextView", "is_clickable": True}]
                           + [{"text": n, "class_name": "android.widget.TextView", "resource_name": "android:id/title", "is_clickable": True} for n in items])

    def display(t: str, dark: bool) -> str:
        return ui_elements([clock(t), *sb, {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                            {"text": "Display", "class_name": "android.widget.TextView"},
                            {"text": "Brightness level", "class_name": "android.widget.TextView", "is_clickable": True},
                            {"text": "Adaptive brightness", "class_name": "android.widget.TextView"},
                            {"text": None, "class_name": "android.widget.Switch", "resource_name": "android:id/switch_widget", "is_checked": True, "is_clickable": True},
                            {"text": "Dark theme", "class_name": "android.widget.TextView"},
                            {"text": None, "class_name": "android.widget.Switch", "resource_name": "android:id/switch_widget", "is_checked": dark, "is_clickable": True},
                            {"text": "Screen timeout", "class_name": "android.widget.TextView", "is_clickable": True},
                            {"text": "After 30 seconds of inactivity", "class_name": "android.widget.TextView"},
                            {"text": "Auto-rotate screen", "class_name": "android.widget.TextView", "is_clickable": True}])
    t = [(droid("click", index=12), display("9:41", False)),
         (droid("click", index=9), display("9:41", True)),
         (droid("navigate_back"), settings_main("9:42")),
         (droid("click", index=12), display("9:42", False)),
         (droid("navigate_home"), ui_elements([clock("9:42"), *sb, {"text": "Phone", "class_name": "android.widget.TextView", "is_clickable": True},
                                                {"text": "Messages", "class_name": "android.widget.TextView", "is_clickable": True},
                                                {"text": "Chrome", "class_name": "android.widget.TextView", "is_clickable": True},
                                                {"text": "Camera", "class_name": "android.widget.TextView", "is_clickable": True}]))]
    R.add("android", "d2-droid-01", DROID_SYSTEM, t, state=settings_main("9:41"), bad=True, turn=4, kind="value_reverted")

    # indented view-hierarchy notation
    def thread(t: str, msgs: list[tuple[str, str, str]], draft: str) -> str:
        out = ["FrameLayout [0,0][1080,2400]", f"  TextView \"{t}\" id=clock [42,18][150,80]", "  ImageView desc=\"Battery 54 percent.\" [960,22][1010,76]",
               "  LinearLayout id=conversation_header [0,80][1080,230]", "    ImageButton desc=\"Back\" clickable [0,100][140,210]",
               "    TextView \"Dad\" [160,110][600,200]", "    ImageButton desc=\"Voice call\" clickable [820,100][940,210]",
               "  RecyclerView id=message_list scrollable [0,230][1080,2060]"]
        for k, (who, text, when) in enumerate(msgs):
            side = "[300,{y}][1040,{y2}]" if who == "me" else "[40,{y}][780,{y2}]"
            out.append(f"    TextView \"{text}\" desc=\"{'You' if who == 'me' else 'Dad'} said {text} {when}\" " + side.format(y=400 + 160 * k, y2=520 + 160 * k))
        out += [f"  EditText \"{draft or 'Text message'}\" id=compose_message_text clickable focused [140,2080][880,2200]",
                "  ImageButton desc=\"Send SMS\" clickable [900,2080][1040,2200]" if draft else "  ImageButton desc=\"Record voice message\" clickable [900,2080][1040,2200]"]
        return "\n".join(out)
    base = [("dad", "Are you coming Sunday?", "Yesterday 8:12 PM"), ("me", "Yes! Around noon", "Yesterday 8:30 PM")]
    m1 = ("me", "Bringing the apple cake", "2:08 PM")
    m2 = ("me", "Can you send the gate code?", "2:09 PM")
    t = [(droid("click", x=510, y=2140), thread("14:07", base, "")),
         (droid("input_text", text="Bringing the apple cake", x=510, y=2140), thread("14:07", base, "Bringing the apple cake")),
         (droid("click", x=970, y=2140), thread("14:08", [*base, m1], "")),
         (droid("input_text", text="Can you send the gate code?", x=510, y=2140), thread("14:08", [*base, m1], "Can you send the gate code?")),
         (droid("click", x=970, y=2140), thread("14:09", [*base, m1, m2], "")),
         (droid("wait"), thread("13:52", [*base, m1, m2], "")),
         (droid("navigate_back"), "FrameLayout [0,0][1080,2400]\n  TextView \"13:52\" id=clock [42,18][150,80]\n  TextView \"Messages\" [60,140][600,240]\n"
          "  RecyclerView id=conversation_list scrollable [0,300][1080,2200]\n    LinearLayout clickable [0,300][1080,480]\n      TextView \"Dad\" [200,320][700,390]\n"
          "      TextView \"You: Can you send the gate code?\" [200,400][900,460]\n      TextView \"2:09 PM\" [900,320][1040,390]")]
    R.add("android", "d2-droid-02", DROID_SYSTEM, t, state=thread("14:06", base, ""), bad=True, turn=6, kind="clock_backwards")

    def contacts(names: list[str], t: str) -> str:
        return ui_elements([clock(t), {"text": "Search contacts", "class_name": "android.widget.EditText", "is_clickable": True},
                            {"text": "P", "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/section_header"}]
                           + [{"text": n, "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/cliv_name_textview", "is_clickable": True} for n in names]
                           + [{"text": "Q", "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/section_header"},
                              {"text": "Quentin Moreau", "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/cliv_name_textview", "is_clickable": True},
                              {"text": "R", "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/section_header"},
                              {"text": "Rafael Ortiz", "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/cliv_name_textview", "is_clickable": True},
                              {"content_description": "Create contact", "class_name": "android.widget.ImageButton", "resource_name": "com.google.android.contacts:id/floating_action_button", "is_clickable": True}])

    def form(first: str, last: str, phone: str, t: str) -> str:
        return ui_elements([clock(t), {"content_description": "Cancel", "class_name": "android.widget.ImageButton", "is_clickable": True},
                            {"text": "Create contact", "class_name": "android.widget.TextView"},
                            {"text": "Save", "class_name": "android.widget.Button", "is_clickable": True},
                            {"text": first or "First name", "class_name": "android.widget.EditText", "is_clickable": True},
                            {"text": last or "Last name", "class_name": "android.widget.EditText", "is_clickable": True},
                            {"text": "Company", "class_name": "android.widget.EditText", "is_clickable": True},
                            {"text": phone or "Phone", "class_name": "android.widget.EditText", "is_clickable": True}])
    ps = ["Pablo Ruiz", "Peter Hall", "Philippa Grant"]
    t = [(droid("click", index=10), form("", "", "", "16:20")),
         (droid("input_text", text="Priya", index=4), form("Priya", "", "", "16:20")),
         (droid("input_text", text="Raman", index=5), form("Priya", "Raman", "", "16:20")),
         (droid("input_text", text="+44 7700 900418", index=7), form("Priya", "Raman", "+44 7700 900418", "16:21")),
         (droid("click", index=3), ui_elements([clock("16:21"), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                                                 {"text": "Priya Raman", "class_name": "android.widget.TextView", "resource_name": "com.google.android.contacts:id/large_title"},
                                                 {"text": "+44 7700 900418", "class_name": "android.widget.TextView", "is_clickable": True},
                                                 {"text": "Mobile", "class_name": "android.widget.TextView"},
                                                 {"content_description": "Edit contact", "class_name": "android.widget.Button", "is_clickable": True}])),
         (droid("navigate_back"), contacts(ps, "16:21"))]
    R.add("android", "d2-droid-03", DROID_SYSTEM, t, state=contacts(ps, "16:19"), bad=True, turn=6, kind="created_missing")

    def alarms(rows: list[tuple[str, str, bool]], t: str, tab: str = "Alarm", snack: bool = False) -> str:
        out = [f"[0] TextView '{t}' (status bar clock)"]
        for name in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"):
            out.append(f"[{len(out)}] TextView '{name}' tab{' selected' if name == tab else ''} clickable")
        for hhmm, label, on in rows:
            out.append(f"[{len(out)}] TextView '{hhmm}' id=digital_clock clickable")
            out.append(f"[{len(out)}] TextView '{label}'")
            out.append(f"[{len(out)}] Switch '{hhmm} alarm' checked={'true' if on else 'false'} clickable")
            out.append(f"[{len(out)}] ImageButton 'Delete' clickable")
        if snack:
            out += [f"[{len(out)}] TextView 'Alarm deleted'", f"[{len(out) + 1}] Button 'Undo' clickable"]
        out.append(f"[{len(out)}] ImageButton 'Add alarm' clickable")
        return "\n".join(out)
    rows = [("6:30 AM", "Mon, Tue, Wed, Thu, Fri · Gym", True), ("7:15 AM", "Every day", True), ("9:00 AM", "Sat, Sun", False)]
    timer = "[0] TextView '7:03' (status bar clock)\n[1] TextView 'Alarm' tab clickable\n[2] TextView 'Clock' tab clickable\n[3] TextView 'Timer' tab selected clickable\n[4] TextView 'Stopwatch' tab clickable\n[5] TextView 'Bedtime' tab clickable\n[6] TextView '00h 00m 00s'\n[7] Button '1' clickable\n[8] Button '2' clickable\n[9] Button '3' clickable\n[10] ImageButton 'Start' clickable"
    t = [(droid("click", index=9), alarms(rows[1:], "7:02", snack=True)),
         (droid("wait"), alarms(rows[1:], "7:02")),
         (droid("click", index=3), timer),
         (droid("click", index=1), alarms(rows, "7:03")),
         (droid("click", index=12), alarms([rows[0], (rows[1][0], rows[1][1], False), rows[2]], "7:03"))]
    R.add("android", "d2-droid-04", DROID_SYSTEM, t, state=alarms(rows, "7:02"), bad=True, turn=4, kind="deleted_reappears")

    def files(names: list[tuple[str, str]], t: str, toast: str | None = None) -> str:
        els: list[dict] = [clock(t), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                           {"text": "Download", "class_name": "android.widget.TextView"},
                           {"text": "Sort by: Modified", "class_name": "android.widget.TextView", "is_clickable": True}]
        for n, meta in names:
            els += [{"text": n, "class_name": "android.widget.TextView", "resource_name": "com.google.android.apps.nbu.files:id/file_name", "is_clickable": True, "is_long_clickable": True},
                    {"text": meta, "class_name": "android.widget.TextView"}]
        if toast:
            els.append({"text": toast, "class_name": "android.widget.Toast"})
        return ui_elements(els)
    fl = [("IMG_2041.jpg", "2.4 MB · Today, 10:02"), ("boarding-pass-LH1174.pdf", "188 kB · Yesterday"), ("invoice_0923.pdf", "91 kB · Sep 23")]
    fl2 = [("passport-scan.jpg", "2.4 MB · Today, 10:02"), *fl[1:]]
    dialog = ui_elements([clock("10:05"), {"text": "Rename", "class_name": "android.widget.TextView"},
                          {"text": "IMG_2041.jpg", "class_name": "android.widget.EditText", "is_clickable": True, "is_focused": True},
                          {"text": "Cancel", "class_name": "android.widget.Button", "is_clickable": True},
                          {"text": "Rename", "class_name": "android.widget.Button", "is_clickable": True}])
    t = [(droid("long_press", index=4), files(fl, "10:04").replace("is_long_clickable=True)", "is_long_clickable=True, is_selected=True)", 1)),
         (droid("click", x=980, y=160), dialog),
         (droid("input_text", text="passport-scan.jpg", index=2, clear_text=True), dialog.replace("text='IMG_2041.jpg'", "text='passport-scan.jpg'")),
         (droid("click", index=4), files(fl2, "10:05", toast="Renamed")),
         (droid("click", index=6), ui_elements([clock("10:06"), {"text": "boarding-pass-LH1174.pdf", "class_name": "android.widget.TextView"},
                                                {"text": "Page 1 of 1", "class_name": "android.widget.TextView"}])),
         (droid("navigate_back"), files(fl, "10:06"))]
    R.add("android", "d2-droid-05", DROID_SYSTEM, t, state=files(fl, "10:04"), bad=True, turn=6, kind="rename_old_name")

    # clean: the clock passes midnight, the date moves on, the battery drains
    def shade(t: str, date: str, batt: int, notes: list[str]) -> str:
        out = [f"[0] TextView '{t}' id=clock", f"[1] TextView '{date}' id=date", f"[2] TextView '{batt}%' id=battery_percentage",
               "[3] Switch 'Internet' checked=true clickable", "[4] Switch 'Bluetooth' checked=false clickable", "[5] Switch 'Do Not Disturb' checked=false clickable"]
        for n in notes:
            out.append(f"[{len(out)}] TextView '{n}' clickable")
        return "\n".join(out)
    t = [(droid("swipe", direction="down"), shade("23:58", "Tue, Mar 4", 23, ["Drive · Backup complete"])),
         (droid("click", index=5), shade("23:58", "Tue, Mar 4", 23, ["Drive · Backup complete"]).replace("'Do Not Disturb' checked=false", "'Do Not Disturb' checked=true")),
         (droid("wait"), shade("23:59", "Tue, Mar 4", 22, ["Drive · Backup complete"]).replace("'Do Not Disturb' checked=false", "'Do Not Disturb' checked=true")),
         (droid("wait"), shade("00:01", "Wed, Mar 5", 22, ["Drive · Backup complete", "Calendar · Today: Dentist 09:30"]).replace("'Do Not Disturb' checked=false", "'Do Not Disturb' checked=true")),
         (droid("click", index=7), ui_elements([clock("00:01"), {"text": "Wednesday, 5 March", "class_name": "android.widget.TextView"},
                                                {"text": "Dentist", "class_name": "android.widget.TextView", "is_clickable": True},
                                                {"text": "09:30 – 10:15", "class_name": "android.widget.TextView"}]))]
    R.add("android", "d2-droid-06", DROID_SYSTEM, t, state=shade("23:57", "Tue, Mar 4", 23, ["Drive · Backup complete"]))

    # clean: an archived mail leaves the inbox and is found under All mail
    def mailbox(box: str, mails: list[tuple[str, str]], t: str, snack: str | None = None) -> str:
        els: list[dict] = [clock(t), {"content_description": "Open navigation drawer", "class_name": "android.widget.ImageButton", "is_clickable": True},
                           {"text": "Search in mail", "class_name": "android.widget.TextView", "is_clickable": True},
                           {"text": box, "class_name": "android.widget.TextView"}]
        for who, subj in mails:
            els.append({"text": None, "content_description": f"{who}, {subj}", "class_name": "android.view.View", "is_clickable": True})
        if snack:
            els += [{"text": snack, "class_name": "android.widget.TextView"}, {"text": "Undo", "class_name": "android.widget.Button", "is_clickable": True}]
        els.append({"text": "Compose", "class_name": "android.widget.Button", "is_clickable": True})
        return ui_elements(els)
    inbox = [("Octopus Energy", "Your March bill is ready"), ("Lena Fischer", "Re: flat viewing Saturday"), ("GitHub", "[fernlabs/quill] PR #88 merged")]
    drawer = ui_elements([clock("8:15"), {"text": "Gmail", "class_name": "android.widget.TextView"},
                          {"text": "Inbox", "class_name": "android.widget.TextView", "is_clickable": True, "is_selected": True},
                          {"text": "Starred", "class_name": "android.widget.TextView", "is_clickable": True},
                          {"text": "Sent", "class_name": "android.widget.TextView", "is_clickable": True},
                          {"text": "All mail", "class_name": "android.widget.TextView", "is_clickable": True},
                          {"text": "Trash", "class_name": "android.widget.TextView", "is_clickable": True}])
    t = [(droid("swipe", direction="right", index=4), mailbox("Primary", inbox[1:], "8:14", snack="Archived")),
         (droid("click", index=1), drawer),
         (droid("click", index=5), mailbox("All mail", [("Octopus Energy", "Your March bill is ready"), inbox[1], inbox[2], ("Dr. Mehta's office", "Appointment reminder")], "8:15")),
         (droid("click", index=1), drawer),
         (droid("click", index=2), mailbox("Primary", inbox[1:], "8:15"))]
    R.add("android", "d2-droid-07", DROID_SYSTEM, t, state=mailbox("Primary", inbox, "8:14"))

    # clean: a note edited; the list (sorted by last edit) shows the new text at the top
    def notes(items: list[tuple[str, str]], t: str) -> str:
        out = ["FrameLayout [0,0][1080,2400]", f"  TextView \"{t}\" id=clock [42,18][150,80]", "  EditText \"Search your notes\" clickable [40,120][1040,230]"]
        for k, (title, body) in enumerate(items):
            x, y = 40 + 520 * (k % 2), 300 + 440 * (k // 2)
            out += [f"  CardView clickable [{x},{y}][{x + 480},{y + 400}]", f"    TextView \"{title}\" [{x + 30},{y + 30}][{x + 460},{y + 100}]",
                    f"    TextView \"{body}\" [{x + 30},{y + 110}][{x + 460},{y + 380}]"]
        out.append("  ImageButton desc=\"New text note\" clickable [880,2160][1040,2320]")
        return "\n".join(out)
    def editor_screen(title: str, body: str, t: str) -> str:
        return (f"FrameLayout [0,0][1080,2400]\n  TextView \"{t}\" id=clock [42,18][150,80]\n  ImageButton desc=\"Navigate up\" clickable [0,100][140,220]\n"
                f"  EditText \"{title}\" id=editable_title clickable [40,260][1040,360]\n  EditText \"{body}\" id=edit_note_text clickable focused [40,380][1040,900]\n"
                "  TextView \"Edited 11:20\" [400,2260][700,2320]")
    n1, n2, n3 = ("Groceries", "oat milk, lemons, rice"), ("Wifi at Mum's", "VM4412987 / pw on fridge"), ("Books", "Piranesi; The Overstory")
    t = [(droid("click", index=6), editor_screen(*n2, "11:19")),
         (droid("input_text", text="VM4412987 / pw: tortoise-gable-17", index=4, clear_text=True),
          editor_screen("Wifi at Mum's", "VM4412987 / pw: tortoise-gable-17", "11:20")),
         (droid("navigate_back"), notes([("Wifi at Mum's", "VM4412987 / pw: tortoise-gable-17"), n1, n3], "11:20")),
         (droid("click", index=3), editor_screen("Wifi at Mum's", "VM4412987 / pw: tortoise-gable-17", "11:21"))]
    R.add("android", "d2-droid-08", DROID_SYSTEM, t, state=notes([n1, n2, n3], "11:19"))


# ------------------------------------------------------------------------------------------------------ os
def desktop() -> None:
    def topbar(clock: str) -> list[tuple[str, str, str, tuple[int, int], tuple[int, int]]]:
        return [("push-button", "Activities", "", (0, 0), (99, 27)), ("label", "", clock, (884, 0), (152, 27)),
                ("menu", "System", "", (1816, 0), (104, 27))]

    def nautilus(folder: str, icons: list[str], clock: str, renaming: str | None = None, selected: str | None = None) -> str:
        rows = [*topbar(clock), ("frame", f"{folder}", "", (70, 64), (1280, 800)),
                ("push-button", "Back", "", (86, 80), (34, 34)), ("push-button", "Forward", "", (122, 80), (34, 34)),
                ("label", "", folder, (170, 86), (220, 22)),
                ("list-item", "Recent", "", (70, 130), (200, 36)), ("list-item", "Home", "", (70, 166), (200, 36)),
                ("list-item", "Documents", "", (70, 202), (200, 36)), ("list-item", "Downloads", "", (70, 238), (200, 36)),
                ("list-item", "Trash", "", (70, 310), (200, 36))]
        for i, n in enumerate(icons):
            rows.append(("canvas" if n != selected else "canvas", n, n if n != selected else f"{n} (selected)", (300 + 130 * (i % 7), 140 + 140 * (i // 7)), (112, 120)))
        if renaming:
            rows += [("label", "", "File name", (640, 300), (200, 20)), ("text", "", renaming, (640, 324), (300, 34)), ("push-button", "Rename", "", (950, 324), (90, 34))]
        return a11y(rows)
    docs = ["budget-2025.ods", "cover-letter.odt", "draft.odt", "meeting-notes.txt", "photo-release.pdf"]
    docs2 = ["budget-2025.ods", "cover-letter.odt", "meeting-notes.txt", "photo-release.pdf", "proposal-v2.odt"]
    t = [(code("pyautogui.click(560, 200)"), nautilus("Documents", docs, "Mon 10:12", selected="draft.odt")),
         (code("pyautogui.press('f2')"), nautilus("Documents", docs, "Mon 10:12", renaming="draft.odt", selected="draft.odt")),
         (code("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('proposal-v2.odt')\npyautogui.press('enter')"), nautilus("Documents", docs2, "Mon 10:13", selected="proposal-v2.odt")),
         (code("pyautogui.click(170, 256)"), nautilus("Downloads", ["ubuntu-22.04.4-desktop-amd64.iso", "zoom_amd64.deb"], "Mon 10:13")),
         (code("pyautogui.click(170, 220)"), nautilus("Documents", docs, "Mon 10:13"))]
    R.add("os", "d2-os-01", OS_SYSTEM, t, state=nautilus("Documents", docs, "Mon 10:12"), bad=True, turn=5, kind="rename_old_name")

    def calc(cells: dict[str, str], clock: str, title: str = "household.ods - LibreOffice Calc", name_box: str = "A1") -> str:
        rows = [*topbar(clock), ("frame", title, "", (0, 27), (1920, 1053)), ("combo-box", "Name Box", name_box, (4, 124), (96, 24)),
                ("text", "Input line", cells.get(name_box, ""), (140, 124), (1700, 24))]
        for ref in sorted(cells, key=lambda r: (int(r[1:]), r[0])):
            col, r = ref[0], int(ref[1:])
            rows.append(("table-cell", ref, cells[ref], (52 + 100 * (ord(col) - 65), 170 + 18 * r), (100, 18)))
        return a11y(rows)
    cells = {"A1": "Month", "B1": "Energy", "A2": "Jan", "B2": "412", "A3": "Feb", "B3": "388", "A4": "Mar", "B4": "301", "A5": "Apr", "B5": "870", "A6": "Total", "B6": "1971"}
    t = [(code("pyautogui.click(202, 269)"), calc(cells, "Fri 14:02", name_box="B5")),
         (code("CalcTools.set_cell_value('B5', 980)\nCalcTools.save()"), calc(cells, "Fri 14:03", name_box="B5")),
         (code("pyautogui.click(202, 287)"), calc(cells, "Fri 14:03", name_box="B6")),
         (code("pyautogui.hotkey('ctrl', 'q')"), a11y([*topbar("Fri 14:03"), ("label", "", "Home", (20, 60), (60, 20))]))]
    R.add("os", "d2-os-02", OS_SYSTEM, t, state=calc(cells, "Fri 14:01"), bad=True, turn=2, kind="content_unchanged_after_edit")

    def desk(icons: list[str], clock: str) -> str:
        rows = [*topbar(clock)] + [("canvas", n, n, (1800, 60 + 120 * i), (96, 110)) for i, n in enumerate(icons)]
        return a11y(rows)
    d = ["Home", "old_invoice.pdf", "scan_0007.png", "Trash"]
    d2 = ["Home", "scan_0007.png", "Trash"]
    t = [(code("import subprocess\nsubprocess.run(['rm', '-f', '/home/user/Desktop/old_invoice.pdf'], check=True)"), desk(d2, "Wed 09:30")),
         (code("pyautogui.doubleClick(1848, 114)"), nautilus("Home", ["Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"], "Wed 09:30")),
         (code("pyautogui.hotkey('ctrl', 'w')"), desk(d2, "Wed 09:31")),
         (code("pyautogui.hotkey('super', 'd')"), desk(d, "Wed 09:31")),
         (code("import os\nprint(os.path.exists('/home/user/Desktop/scan_0007.png'))"), desk(d, "Wed 09:31"))]
    R.add("os", "d2-os-03", OS_SYSTEM, t, state=desk(d, "Wed 09:29"), bad=True, turn=4, kind="deleted_reappears")

    def impress(cur: int, total: int, clock: str) -> str:
        rows = [*topbar(clock), ("frame", "field-trip.odp - LibreOffice Impress", "", (0, 27), (1920, 1053))]
        for i in range(1, total + 1):
            rows.append(("list-item", f"Slide {i}", "", (8, 140 + 130 * (i - 1)), (180, 120)))
        rows += [("label", "", f"Slide {cur} of {total}", (10, 1052), (140, 20)), ("label", "", "English (UK)", (600, 1052), (120, 20))]
        return a11y(rows)
    t = [(code("ImpressTools.duplicate_slide(2)"), impress(3, 6, "Thu 11:20")),
         (code("ImpressTools.write_text('Lunch stop: Bempton Cliffs', slide_index=3, box_index=0)"), impress(3, 6, "Thu 11:21")),
         (code("ImpressTools.go_to_slide(1)"), impress(1, 5, "Thu 11:21")),
         (code("ImpressTools.save()"), impress(1, 5, "Thu 11:21"))]
    R.add("os", "d2-os-04", OS_SYSTEM, t, state=impress(2, 5, "Thu 11:20"), bad=True, turn=3, kind="count_mismatch")

    def gedit(text: str, clock: str, modified: bool) -> str:
        rows = [*topbar(clock), ("frame", f"{'*' if modified else ''}standup.md (~/notes) - gedit", "", (200, 80), (1200, 800)),
                ("push-button", "Open", "", (210, 90), (80, 34)), ("push-button", "Save", "", (1250, 90), (70, 34)),
                ("text", "", text, (210, 140), (1180, 700)), ("label", "", "Markdown ▾  Tab Width: 4 ▾  Ln 3, Col 1 ▾  INS", (800, 850), (580, 20))]
        return a11y(rows)
    t = [(code("pyautogui.click(700, 400)\npyautogui.hotkey('ctrl', 'end')"), gedit("# Standup\n- done: CI cache fix\n", "Tue 16:41", False)),
         (code("pyautogui.write('- today: flaky e2e on Safari\\n')"), gedit("# Standup\n- done: CI cache fix\n- today: flaky e2e on Safari\n", "Tue 16:43", True)),
         (code("pyautogui.hotkey('ctrl', 's')"), gedit("# Standup\n- done: CI cache fix\n- today: flaky e2e on Safari\n", "Tue 16:29", False)),
         (code("pyautogui.write('- blocked: none\\n')"), gedit("# Standup\n- done: CI cache fix\n- today: flaky e2e on Safari\n- blocked: none\n", "Tue 16:30", True))]
    R.add("os", "d2-os-05", OS_SYSTEM, t, state=gedit("# Standup\n- done: CI cache fix\n", "Tue 16:40", False), bad=True, turn=3, kind="clock_backwards")

    # clean: a file moved to Trash disappears, shows in Trash, comes back on Restore
    docs = ["budget-2025.ods", "cover-letter.odt", "meeting-notes.txt", "photo-release.pdf"]
    trash_view = nautilus("Trash", ["cover-letter.odt", "screenshot-2024-11-02.png"], "Mon 15:05").replace(
        "(70, 310)\t(200, 36)", "(70, 310)\t(200, 36)\npush-button\tRestore\t\t\t\t(1180, 80)\t(90, 34)\npush-button\tEmpty…\t\t\t\t(1280, 80)\t(80, 34)")
    t = [(code("pyautogui.click(430, 200)"), nautilus("Documents", docs, "Mon 15:04", selected="cover-letter.odt")),
         (code("pyautogui.press('delete')"), nautilus("Documents", [n for n in docs if n != "cover-letter.odt"], "Mon 15:04").replace(
             "(70, 310)\t(200, 36)", "(70, 310)\t(200, 36)\nlabel\t\t“cover-letter.odt” moved to trash\t\t\t(700, 800)\t(300, 24)\npush-button\tUndo\t\t\t\t(1010, 796)\t(60, 30)")),
         (code("pyautogui.click(170, 328)"), trash_view),
         (code("pyautogui.click(430, 200)\npyautogui.click(1225, 97)"), nautilus("Trash", ["screenshot-2024-11-02.png"], "Mon 15:05")),
         (code("pyautogui.click(170, 220)"), nautilus("Documents", docs, "Mon 15:05"))]
    R.add("os", "d2-os-06", OS_SYSTEM, t, state=nautilus("Documents", docs, "Mon 15:04"))

    # clean: a formula total follows an edited cell (a cell that was not written changes, by its formula)
    c2 = {**cells, "B5": "870", "B6": "1971"}
    t = [(code("CalcTools.set_cell_value('B3', 402)"), calc({**c2, "B3": "402", "B6": "1985"}, "Fri 14:06", name_box="B3")),
         (code("pyautogui.click(202, 287)"), calc({**c2, "B3": "402", "B6": "1985"}, "Fri 14:06", name_box="B6").replace("Input line\t1985", "Input line\t=SUM(B2:B5)")),
         (code("CalcTools.set_cell_value('B2', 390)\nCalcTools.save()"), calc({**c2, "B2": "390", "B3": "402", "B6": "1963"}, "Fri 14:07", name_box="B2")),
         (code("CalcTools.get_column_data('B')"), calc({**c2, "B2": "390", "B3": "402", "B6": "1963"}, "Fri 14:07", name_box="B2"))]
    R.add("os", "d2-os-07", OS_SYSTEM, t, state=calc(c2, "Fri 14:05"))

    # clean: a closed tab brought back; the clock passes midnight
    def chrome(tabs: list[str], active: int, clock: str) -> str:
        rows = [*topbar(clock), ("frame", f"{tabs[active]} - Google Chrome", "", (0, 27), (1920, 1053))]
        for i, tname in enumerate(tabs):
            rows.append(("page-tab", tname, "", (10 + 240 * i, 36), (236, 34)))
        rows += [("push-button", "New Tab", "", (10 + 240 * len(tabs), 40), (28, 28)), ("entry", "Address and search bar", "", (140, 76), (1500, 30))]
        return a11y(rows)
    tabs = ["Inbox (3) - Proton Mail", "Night trains Vienna–Rome | ÖBB", "Hotel Santa Prassede – Booking.com"]
    t = [(code("pyautogui.hotkey('ctrl', 'w')"), chrome(tabs[:2], 1, "Wed 23:59")),
         (code("BrowserTools.bring_back_last_tab()"), chrome(tabs, 2, "Wed 23:59")),
         (code("pyautogui.click(370, 52)"), chrome(tabs, 1, "Thu 00:00")),
         (code("BrowserTools.bookmark_page()"), chrome(tabs, 1, "Thu 00:01").replace("(1500, 30)", "(1500, 30)\nlabel\t\tBookmark added\t\t\t(1500, 110)\t(200, 24)"))]
    R.add("os", "d2-os-08", OS_SYSTEM, t, state=chrome(tabs, 2, "Wed 23:58"))


def main() -> None:
    for build in (terminal, mcp, search_domain, swe, web, android, desktop):
        build()
    R.write()


if __name__ == "__main__":
    main()
