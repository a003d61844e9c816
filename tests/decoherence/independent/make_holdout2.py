# ruff: noqa: E501  (this file is mostly literal tool output; its lines are as long as the output)
"""holdout2: a labeled set kept for the final, honest measurement of the decoherence detectors. Written by
hand by the same outside helper as dev2, with other scenarios, tools, output styles and users; nobody
tunes the detectors to it (see /work/notes/data-dev2.md: its rows and misses are not described anywhere).

``python -m tests.decoherence.independent.make_holdout2`` writes ``holdout2/{domain}_test.jsonl`` and
``holdout2/labels.json``; ``python -m tests.decoherence.independent.measure --dir holdout2`` scores them.
Per domain: 4 trajectories with exactly one contradiction and 2 clean ones with legitimate changes.
"""

from __future__ import annotations

from pathlib import Path

from tests.decoherence.independent.rowkit2 import (
    DROID_SYSTEM, GEM_SYSTEM, INT, OH_SYSTEM, OS_SYSTEM, SEARCH_SYSTEM, WEB_SYSTEM, A, Pane, RowSet, S, a11y,
    axtree, bash, call, cat_n, code, droid, edited, editor, extract, gem_run, gshell, mcp_system, mcp_text, memory,
    oh_bash, pj, results, search, tool, ui_elements)

OUT = Path(__file__).resolve().parent / "holdout2"
R = RowSet(OUT)
TERM_SYSTEM = ("The agent drives a shell inside tmux by sending keys. Show the terminal exactly as it looks after "
               "the keys are processed, after **Environment Observation:**.")


# ------------------------------------------------------------------------------------------------ terminal
def terminal() -> None:
    p = Pane("backup", "nas01", "/srv/backup", style="rhel")
    st = p.prompt
    t = [p.run("date", "Tue Feb 11 09:14:05 UTC 2025"),
         p.run("tar czf etc-$(date +%F).tgz /etc 2>/dev/null; echo $?", "0", duration=20),
         p.run("ls -l --time-style=+%F\\ %T", "total 28816\n-rw-r--r--. 1 backup backup 9711203 2025-02-09 02:00:41 etc-2025-02-09.tgz\n"
               "-rw-r--r--. 1 backup backup 9712458 2025-02-10 02:00:39 etc-2025-02-10.tgz\n-rw-r--r--. 1 backup backup 9713570 2025-02-11 09:14:29 etc-2025-02-11.tgz"),
         p.run("sha256sum etc-2025-02-11.tgz > etc-2025-02-11.tgz.sha256 && date", "Tue Feb 11 09:06:12 UTC 2025"),
         p.run("ls", "etc-2025-02-09.tgz  etc-2025-02-10.tgz  etc-2025-02-11.tgz  etc-2025-02-11.tgz.sha256")]
    R.add("terminal", "h2-term-01", TERM_SYSTEM, t, state=st, bad=True, turn=4, kind="clock_backwards")

    p = Pane("ci", "build-14", "/home/ci/k8s/api")
    st = p.prompt
    t = [p.run("md5sum deploy.yaml", "5b0e9a3c11f27de4a0c8b6e1f9d2a774  deploy.yaml"),
         p.run("grep -n 'image:' deploy.yaml", "17:        image: registry.internal:5000/api:1.8.2\n41:        image: registry.internal:5000/migrate:1.8.2"),
         p.run("kubectl apply --dry-run=client -f deploy.yaml", "deployment.apps/api configured (dry run)\njob.batch/api-migrate created (dry run)"),
         p.run("kubectl diff -f deploy.yaml | head -n 12",
               "diff -u -N /tmp/LIVE-2119318290/apps.v1.Deployment.prod.api /tmp/MERGED-1788110452/apps.v1.Deployment.prod.api\n"
               "--- /tmp/LIVE-2119318290/apps.v1.Deployment.prod.api\t2025-02-11 10:02:17.911372533 +0000\n"
               "+++ /tmp/MERGED-1788110452/apps.v1.Deployment.prod.api\t2025-02-11 10:02:17.913372558 +0000\n@@ -6,7 +6,7 @@\n"
               "   annotations:\n     deployment.kubernetes.io/revision: \"31\"\n   creationTimestamp: \"2024-06-02T08:11:40Z\"\n-  generation: 31\n+  generation: 32\n"
               "   labels:\n     app: api\n     tier: backend"),
         p.run("grep -n 'image:' deploy.yaml", "17:        image: registry.internal:5000/api:1.9.0\n41:        image: registry.internal:5000/migrate:1.8.2"),
         p.run("git status --short", "")]
    R.add("terminal", "h2-term-02", TERM_SYSTEM, t, state=st, bad=True, turn=5, kind="content_changed_without_write")

    p = Pane("root", "docker-host", "/opt/stack")
    st = p.prompt
    ps_all = ("CONTAINER ID   IMAGE                 COMMAND                  CREATED       STATUS                   PORTS                    NAMES\n"
              "a1f9e2c3d4b5   grafana/grafana:11.1  \"/run.sh\"                 3 weeks ago   Up 5 days                0.0.0.0:3000->3000/tcp   grafana\n"
              "7c6d5e4f3a2b   prom/prometheus:v2.53 \"/bin/prometheus --c…\"   3 weeks ago   Up 5 days                0.0.0.0:9090->9090/tcp   prometheus\n"
              "e8d7c6b5a4f3   redis:7.2-alpine      \"docker-entrypoint.s…\"   2 months ago  Exited (0) 2 days ago                             redis-cache\n"
              "0b1c2d3e4f5a   postgres:16           \"docker-entrypoint.s…\"   2 months ago  Up 5 days                5432/tcp                 pg")
    ps_after = "\n".join(ln for ln in ps_all.split("\n") if "redis-cache" not in ln)
    t = [p.run("docker ps -a", ps_all),
         p.run("docker rm -f redis-cache", "redis-cache"),
         p.run("docker ps -a", ps_after),
         p.run("docker volume ls -f dangling=true", "DRIVER    VOLUME NAME\nlocal     stack_redis-data"),
         p.run("docker volume rm stack_redis-data", "stack_redis-data"),
         p.run("docker system df", "TYPE            TOTAL     ACTIVE    SIZE      RECLAIMABLE\nImages          5         3         1.912GB   41.2MB (2%)\n"
               "Containers      3         3         88.4MB    0B (0%)\nLocal Volumes   3         3         2.204GB   0B (0%)\nBuild Cache     0         0         0B        0B"),
         p.run("docker ps -a --format '{{.Names}}\\t{{.Status}}'", "grafana\tUp 5 days\nprometheus\tUp 5 days\nredis-cache\tExited (0) 2 days ago\npg\tUp 5 days")]
    R.add("terminal", "h2-term-03", TERM_SYSTEM, t, state=st, bad=True, turn=7, kind="deleted_reappears")

    p = Pane("root", "db-replica-2", "/root")
    st = p.prompt
    t = [p.run("sysctl vm.swappiness vm.dirty_ratio", "vm.swappiness = 60\nvm.dirty_ratio = 20"),
         p.run("sysctl -w vm.swappiness=10", "vm.swappiness = 10"),
         p.run("free -m", "               total        used        free      shared  buff/cache   available\nMem:           64215       21877        1402         611       40935       41021\nSwap:           4095         212        3883"),
         p.run("cat /proc/sys/vm/swappiness", "60"),
         p.run("echo 'vm.swappiness = 10' > /etc/sysctl.d/60-swappiness.conf")]
    R.add("terminal", "h2-term-04", TERM_SYSTEM, t, state=st, bad=True, turn=4, kind="value_reverted")

    # clean: a rollout restart replaces pods (new names, old ones terminating then gone)
    p = Pane("sre", "jump", "/home/sre")
    st = p.prompt
    t = [p.run("kubectl -n shop get pods -l app=cart", "NAME                    READY   STATUS    RESTARTS   AGE\ncart-6d9f7c8b5-4xk2p    1/1     Running   0          6d2h\ncart-6d9f7c8b5-r8m7w    1/1     Running   0          6d2h"),
         p.run("kubectl -n shop rollout restart deployment/cart", "deployment.apps/cart restarted"),
         p.run("kubectl -n shop get pods -l app=cart", "NAME                    READY   STATUS        RESTARTS   AGE\ncart-6d9f7c8b5-4xk2p    1/1     Terminating   0          6d2h\n"
               "cart-6d9f7c8b5-r8m7w    1/1     Running       0          6d2h\ncart-7b4c9d6f8-hq5zt    1/1     Running       0          9s\ncart-7b4c9d6f8-wd2ln    0/1     Running       0          2s"),
         p.run("kubectl -n shop rollout status deployment/cart", "Waiting for deployment \"cart\" rollout to finish: 1 old replicas are pending termination...\ndeployment \"cart\" successfully rolled out", duration=20),
         p.run("kubectl -n shop get pods -l app=cart", "NAME                    READY   STATUS    RESTARTS   AGE\ncart-7b4c9d6f8-hq5zt    1/1     Running   0          41s\ncart-7b4c9d6f8-wd2ln    1/1     Running   0          34s")]
    R.add("terminal", "h2-term-05", TERM_SYSTEM, t, state=st)

    # clean: rows inserted inside a transaction that is rolled back; the count returns to where it was
    p = Pane("analyst", "reporting", "/home/analyst")
    st = p.prompt
    t = [p.run("psql -d crm -c 'SELECT count(*) FROM leads;'", " count \n-------\n  4127\n(1 row)\n"),
         (p.run("psql -d crm")[0], f"{st} psql -d crm\npsql (16.3 (Ubuntu 16.3-1.pgdg22.04+1))\nType \"help\" for help.\n\ncrm=>"),
         (p.run("BEGIN;")[0], "crm=> BEGIN;\nBEGIN\ncrm=*>"),
         (p.run("INSERT INTO leads (email, source) SELECT email, 'import-feb' FROM staging_leads;")[0],
          "crm=*> INSERT INTO leads (email, source) SELECT email, 'import-feb' FROM staging_leads;\nINSERT 0 212\ncrm=*>"),
         (p.run("SELECT count(*) FROM leads;")[0], "crm=*> SELECT count(*) FROM leads;\n count \n-------\n  4339\n(1 row)\n\ncrm=*>"),
         (p.run("ROLLBACK;")[0], "crm=*> ROLLBACK;\nROLLBACK\ncrm=>"),
         (p.run("SELECT count(*) FROM leads;")[0], "crm=> SELECT count(*) FROM leads;\n count \n-------\n  4127\n(1 row)\n\ncrm=>")]
    R.add("terminal", "h2-term-06", TERM_SYSTEM, t, state=st)


# ----------------------------------------------------------------------------------------------------- mcp
def mcp() -> None:
    linear = mcp_system("linear", "Linear issue tracker, team MOB", [
        tool("linear_get_issue", "Get an issue by identifier.", {"id": S}, ["id"]),
        tool("linear_update_issue", "Update fields of an issue.", {"id": S, "priority": INT, "stateId": S, "title": S}, ["id"]),
        tool("linear_create_comment", "Comment on an issue.", {"issueId": S, "body": S}, ["issueId", "body"]),
        tool("linear_search_issues", "Search issues.", {"query": S, "first": INT}, ["query"])])

    def lin(prio: int, label: str, updated: str) -> str:
        return mcp_text({"id": "c7e1a0f2-5b39-4d8e-a6c4-91f02b7d3e58", "identifier": "MOB-1187", "title": "Android: checkout button hidden behind keyboard",
                         "priority": prio, "priorityLabel": label, "state": {"name": "In Progress", "type": "started"},
                         "assignee": {"name": "Yaw Darko"}, "createdAt": "2025-01-28T14:02:11.412Z", "updatedAt": updated,
                         "url": "https://linear.app/pebble/issue/MOB-1187/android-checkout-button-hidden-behind-keyboard"})
    t = [(call("linear_get_issue", id="MOB-1187"), lin(3, "Medium", "2025-02-03T09:11:40.007Z")),
         (call("linear_update_issue", id="MOB-1187", priority=1), mcp_text("Updated issue MOB-1187: priority Urgent (1).")),
         (call("linear_create_comment", issueId="MOB-1187", body="Bumped: 4% of Android checkouts abandon on this screen (Amplitude, last 7d)."),
          mcp_text({"id": "0d4b9e2c-7a61-4f38-b5e0-c2a9f81d6e73", "createdAt": "2025-02-03T09:14:02.551Z", "issue": {"identifier": "MOB-1187"}})),
         (call("linear_search_issues", query="checkout keyboard", first=5),
          mcp_text([{"identifier": "MOB-1187", "title": "Android: checkout button hidden behind keyboard", "priority": 3, "priorityLabel": "Medium",
                     "state": {"name": "In Progress"}, "updatedAt": "2025-02-03T09:14:02.551Z"},
                    {"identifier": "MOB-1012", "title": "iOS: keyboard covers promo code field", "priority": 4, "priorityLabel": "Low",
                     "state": {"name": "Done"}, "updatedAt": "2024-11-19T16:40:22.180Z"}]))]
    R.add("mcp", "h2-mcp-01", linear, t, bad=True, turn=4, kind="value_reverted")

    sqlite = mcp_system("sqlite", "SQLite database ~/data/habits.db", [
        tool("read_query", "Run a SELECT.", {"query": S}, ["query"]),
        tool("write_query", "Run INSERT/UPDATE/DELETE.", {"query": S}, ["query"]),
        tool("list_tables", "List tables.", {}, []),
        tool("describe_table", "Columns of a table.", {"table_name": S}, ["table_name"])])
    t = [(call("list_tables"), "[{'name': 'habits'}, {'name': 'checkins'}, {'name': 'sqlite_sequence'}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM checkins WHERE habit_id = 3"), "[{'n': 17}]"),
         (call("write_query", query="INSERT INTO checkins (habit_id, day, note) VALUES (3, '2025-03-01', 'run 5k'), (3, '2025-03-02', 'run 6k'), (3, '2025-03-04', 'intervals')"),
          "[{'affected_rows': 3}]"),
         (call("read_query", query="SELECT day, note FROM checkins WHERE habit_id = 3 ORDER BY day DESC LIMIT 4"),
          "[{'day': '2025-03-04', 'note': 'intervals'}, {'day': '2025-03-02', 'note': 'run 6k'}, {'day': '2025-03-01', 'note': 'run 5k'}, {'day': '2025-02-27', 'note': 'easy 4k'}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM checkins WHERE habit_id = 3"), "[{'n': 18}]")]
    R.add("mcp", "h2-mcp-02", sqlite, t, bad=True, turn=5, kind="count_mismatch")

    fs = mcp_system("filesystem", "allowed directory /Users/ines/Projects", [
        tool("list_directory", "List a directory.", {"path": S}, ["path"]),
        tool("move_file", "Move or rename a file.", {"source": S, "destination": S}, ["source", "destination"]),
        tool("read_file", "Read a text file.", {"path": S}, ["path"]),
        tool("get_file_info", "Metadata of a file.", {"path": S}, ["path"]),
        tool("edit_file", "Line-based edits.", {"path": S, "edits": A, "dryRun": {"type": "boolean"}}, ["path", "edits"]),
        tool("write_file", "Write a file.", {"path": S, "content": S}, ["path", "content"])])
    base = "/Users/ines/Projects/atlas-site"
    t = [(call("list_directory", path=f"{base}/content/posts"),
          "[FILE] 2024-11-03-hello-again.md\n[FILE] 2024-12-19-winter-notes.md\n[FILE] draft-tile-server.md\n[DIR] images"),
         (call("read_file", path=f"{base}/content/posts/draft-tile-server.md"),
          "---\ntitle: \"Running my own tile server\"\ndate: 2025-01-22\ndraft: true\n---\n\nLast autumn I finally gave up on hosted map tiles..."),
         (call("move_file", source=f"{base}/content/posts/draft-tile-server.md", destination=f"{base}/content/posts/2025-01-22-tile-server.md"),
          f"Successfully moved {base}/content/posts/draft-tile-server.md to {base}/content/posts/2025-01-22-tile-server.md"),
         (call("list_directory", path=f"{base}/content/posts/images"), "[FILE] tiles-before.png\n[FILE] tiles-after.png\n[FILE] winter-01.jpg"),
         (call("list_directory", path=f"{base}/content/posts"),
          "[FILE] 2024-11-03-hello-again.md\n[FILE] 2024-12-19-winter-notes.md\n[FILE] draft-tile-server.md\n[DIR] images")]
    R.add("mcp", "h2-mcp-03", fs, t, bad=True, turn=5, kind="rename_old_name")

    todo = mcp_system("todoist", "Todoist REST API v2 for one user", [
        tool("add_task", "Create a task.", {"content": S, "due_string": S, "project_id": S, "labels": A}, ["content"]),
        tool("get_tasks", "Active tasks, optionally filtered.", {"project_id": S, "filter": S}, []),
        tool("close_task", "Complete a task.", {"task_id": S}, ["task_id"])])
    def task(tid: str, content: str, due: str, created: str, labels: list[str]) -> dict:
        return {"id": tid, "project_id": "2331470815", "section_id": None, "content": content, "description": "", "is_completed": False,
                "labels": labels, "priority": 1, "comment_count": 0, "creator_id": "41097733", "created_at": created,
                "due": {"date": due, "string": due, "lang": "en", "is_recurring": False}, "url": f"https://app.todoist.com/app/task/{tid}"}
    tv = task("8473920117", "Renew car insurance (quote from Admiral)", "2025-03-10", "2025-02-20T18:04:51.020411Z", ["admin"])
    tg = task("8471105532", "Book flights for Porto", "2025-03-01", "2025-02-18T07:30:12.883120Z", ["travel"])
    tb = task("8469921004", "Return library books", "2025-02-24", "2025-02-16T12:00:03.105522Z", [])
    t = [(call("add_task", content="Renew car insurance (quote from Admiral)", due_string="Mar 10", project_id="2331470815", labels=["admin"]), pj(tv)),
         (call("get_tasks", project_id="2331470815"), pj([tb, tg, {**tv, "created_at": "2025-02-19T11:27:36.402118Z"}])),
         (call("close_task", task_id="8469921004"), "Task closed (204 No Content)."),
         (call("get_tasks", filter="@admin"), pj([{**tv, "created_at": "2025-02-19T11:27:36.402118Z"}]))]
    R.add("mcp", "h2-mcp-04", todo, t, bad=True, turn=2, kind="identity_changed")

    # clean: a dry run shows a diff without writing, then the real edit; size and mtime move, creation time stays
    fi = ("size: {size}\ncreated: Mon Jan 13 2025 10:02:44 GMT+0100 (Central European Standard Time)\n"
          "modified: {mod}\naccessed: {mod}\nisDirectory: false\nisFile: true\npermissions: 644")
    cfg = f"{base}/config.toml"
    t = [(call("get_file_info", path=cfg), fi.format(size=612, mod="Wed Feb 12 2025 21:40:10 GMT+0100 (Central European Standard Time)")),
         (call("edit_file", path=cfg, edits=[{"oldText": "baseURL = \"http://localhost:1313/\"", "newText": "baseURL = \"https://atlas.ines.dev/\""}], dryRun=True),
          "```diff\nIndex: /Users/ines/Projects/atlas-site/config.toml\n===================================================================\n--- /Users/ines/Projects/atlas-site/config.toml\toriginal\n+++ /Users/ines/Projects/atlas-site/config.toml\tmodified\n@@ -1,4 +1,4 @@\n-baseURL = \"http://localhost:1313/\"\n+baseURL = \"https://atlas.ines.dev/\"\n languageCode = \"en-gb\"\n title = \"Atlas\"\n theme = \"paper\"\n```"),
         (call("get_file_info", path=cfg), fi.format(size=612, mod="Wed Feb 12 2025 21:40:10 GMT+0100 (Central European Standard Time)")),
         (call("edit_file", path=cfg, edits=[{"oldText": "baseURL = \"http://localhost:1313/\"", "newText": "baseURL = \"https://atlas.ines.dev/\""}]),
          "```diff\nIndex: /Users/ines/Projects/atlas-site/config.toml\n===================================================================\n--- /Users/ines/Projects/atlas-site/config.toml\toriginal\n+++ /Users/ines/Projects/atlas-site/config.toml\tmodified\n@@ -1,4 +1,4 @@\n-baseURL = \"http://localhost:1313/\"\n+baseURL = \"https://atlas.ines.dev/\"\n languageCode = \"en-gb\"\n title = \"Atlas\"\n theme = \"paper\"\n```"),
         (call("get_file_info", path=cfg), fi.format(size=613, mod="Mon Mar 03 2025 08:55:31 GMT+0100 (Central European Standard Time)"))]
    R.add("mcp", "h2-mcp-05", fs, t)

    # clean: rows deleted and one added again get a new AUTOINCREMENT id
    t = [(call("read_query", query="SELECT id, name, target_per_week FROM habits ORDER BY id"),
          "[{'id': 1, 'name': 'read 20 pages', 'target_per_week': 7}, {'id': 2, 'name': 'stretch', 'target_per_week': 5}, {'id': 3, 'name': 'run', 'target_per_week': 3}, {'id': 4, 'name': 'journal', 'target_per_week': 4}]"),
         (call("write_query", query="DELETE FROM habits WHERE id IN (2, 4)"), "[{'affected_rows': 2}]"),
         (call("write_query", query="INSERT INTO habits (name, target_per_week) VALUES ('stretch', 3)"), "[{'affected_rows': 1}]"),
         (call("read_query", query="SELECT id, name, target_per_week FROM habits ORDER BY id"),
          "[{'id': 1, 'name': 'read 20 pages', 'target_per_week': 7}, {'id': 3, 'name': 'run', 'target_per_week': 3}, {'id': 5, 'name': 'stretch', 'target_per_week': 3}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM habits"), "[{'n': 3}]")]
    R.add("mcp", "h2-mcp-06", sqlite, t)


# -------------------------------------------------------------------------------------------------- search
def search_domain() -> None:
    t = [(search("NeurIPS 2025 paper submission deadline"),
          results(("https://neurips.cc/Conferences/2025/Dates", "NeurIPS 2025 Dates and Deadlines", "Abstract submission deadline May 11 ... Full paper submission deadline May 15, 2025 11:59 PM AoE", "N/A"),
                  ("https://neurips.cc/Conferences/2025/CallForPapers", "NeurIPS 2025 Call for Papers", "Submissions open on OpenReview ... all deadlines are Anywhere on Earth (AoE)", "N/A"),
                  ("https://x.com/NeurIPSConf/status/1912", "NeurIPS Conference on X", "Reminder: full paper deadline is May 15 AoE", "May 2, 2025"))),
         (memory("add", dict={"full_paper_deadline": "2025-05-15 23:59 AoE", "abstract_deadline": "2025-05-11 23:59 AoE"}),
          "Successfully added items of ['full_paper_deadline', 'abstract_deadline'] to memory."),
         (search("NeurIPS 2025 location dates San Diego"),
          results(("https://neurips.cc/Conferences/2025", "NeurIPS 2025", "The Thirty-Ninth Annual Conference on Neural Information Processing Systems, San Diego Convention Center, Dec 2 – Dec 7", "N/A"))),
         (memory("add", dict={"venue": "San Diego Convention Center, Dec 2-7 2025"}), "Successfully added items of ['venue'] to memory."),
         (memory("retrieve_all"), pj({"full_paper_deadline": "2025-05-15 23:59 AoE", "abstract_deadline": "2025-05-11 23:59 UTC",
                                       "venue": "San Diego Convention Center, Dec 2-7 2025"}))]
    R.add("search", "h2-search-01", SEARCH_SYSTEM, t, bad=True, turn=5, kind="memory_differs")

    t = [(memory("add", dict={"mariana_depth_m": "10,935 (Challenger Deep, 2021 survey)"}), "Successfully added items of ['mariana_depth_m'] to memory."),
         (search("Puerto Rico Trench deepest point depth"),
          results(("https://en.wikipedia.org/wiki/Puerto_Rico_Trench", "Puerto Rico Trench - Wikipedia", "The deepest point, Milwaukee Deep, is about 8,400 m ...", "N/A"),
                  ("https://oceanexplorer.noaa.gov/facts/puerto-rico-trench.html", "Puerto Rico Trench - NOAA Ocean Exploration", "the deepest point in the Atlantic Ocean", "N/A"))),
         (memory("add", dict={"pr_trench_depth_m": "~8,400 (Milwaukee Deep)"}), "Successfully added items of ['pr_trench_depth_m'] to memory."),
         (search("Java Trench deepest point Indian Ocean"),
          results(("https://en.wikipedia.org/wiki/Sunda_Trench", "Sunda Trench - Wikipedia", "The Sunda Trench, earlier known as and sometimes still indicated as the Java Trench ... 7,290 m", "N/A"))),
         (memory("add", dict={"java_trench_depth_m": "7,290"}), "Successfully added items of ['java_trench_depth_m'] to memory."),
         (memory("retrieve", key_list=["mariana_depth_m", "pr_trench_depth_m", "java_trench_depth_m"]),
          pj({"mariana_depth_m": "10,994 (Challenger Deep, 2021 survey)", "pr_trench_depth_m": "~8,400 (Milwaukee Deep)", "java_trench_depth_m": "7,290"}))]
    R.add("search", "h2-search-02", SEARCH_SYSTEM, t, bad=True, turn=6, kind="memory_differs")

    ggb = "https://en.wikipedia.org/wiki/Golden_Gate_Bridge"
    def ggb_page(span: str) -> str:
        return ("# Golden Gate Bridge\n\n| Carries | 6 lanes of US 101 / SR 1, pedestrians and bicycles |\n| Crosses | Golden Gate |\n"
                f"| Design | Suspension, truss arch & truss causeways |\n| Total length | 8,981 ft (2,737.4 m) |\n| Longest span | {span} |\n"
                "| Clearance below | 220 ft (67.1 m) at mean higher high water |\n| Opened | May 27, 1937 |\n\n"
                "The Golden Gate Bridge is a suspension bridge spanning the Golden Gate, the one-mile-wide strait connecting San Francisco Bay "
                "and the Pacific Ocean. ... At the time of its opening in 1937, it was both the longest and the tallest suspension bridge in the world.\n\n"
                "## History\n\n### Ferry service\n\nBefore the bridge was built, the only practical short route between San Francisco and what is now "
                "Marin County was by boat across a section of San Francisco Bay.\n\n### Construction\n\nConstruction began on January 5, 1933.")
    t = [(search("Golden Gate Bridge main span length meters"),
          results((ggb, "Golden Gate Bridge - Wikipedia", "Longest span 4,200 ft (1,280 m) ... Opened May 27, 1937", "N/A"),
                  ("https://www.goldengate.org/bridge/history-research/statistics-data/bridge-design-construction-statistics/", "Bridge Design & Construction Statistics", "Length of suspension span including main span and side spans: 1.2 miles ... main span 4,200 feet", "N/A"))),
         (extract(ggb, "main span length"), ggb_page("4,200 ft (1,280.2 m)")),
         (search("Humber Bridge main span length"),
          results(("https://en.wikipedia.org/wiki/Humber_Bridge", "Humber Bridge - Wikipedia", "Longest span 1,410 m (4,626 ft) ... opened 1981", "N/A"))),
         (extract(ggb, "when construction began and the span"), ggb_page("4,600 ft (1,402.1 m)")),
         (memory("add", dict={"ggb_span": "1,280 m"}), "Successfully added items of ['ggb_span'] to memory.")]
    R.add("search", "h2-search-03", SEARCH_SYSTEM, t, bad=True, turn=4, kind="url_disagrees")

    t = [(memory("add", dict={"hotel": "Hotel Peninsular, €86/night", "checkin": "2025-06-12"}), "Successfully added items of ['hotel', 'checkin'] to memory."),
         (search("Porto São João festival 2025 date"),
          results(("https://www.visitporto.travel/en-GB/events/sao-joao", "São João - Visit Porto", "Night of 23 to 24 June ... the city's biggest popular festival", "N/A"))),
         (memory("update", dict={"checkin": "2025-06-22"}), "Successfully updated items of ['checkin'] in memory."),
         (search("Porto hotels June 23 2025 availability Ribeira"),
          results(("https://www.booking.com/city/pt/porto.html", "Hotels in Porto", "Prices for 22–25 Jun from €140 per night ...", "N/A"))),
         (memory("retrieve", key_list=["hotel", "checkin"]), pj({"hotel": "Hotel Peninsular, €86/night", "checkin": "2025-06-12"}))]
    R.add("search", "h2-search-04", SEARCH_SYSTEM, t, bad=True, turn=5, kind="value_reverted")

    # clean: two different pages (same name, different things) disagree; memory updated on purpose
    t = [(search("Mercury"),
          results(("https://en.wikipedia.org/wiki/Mercury_(planet)", "Mercury (planet) - Wikipedia", "Mercury is the first planet from the Sun and the smallest in the Solar System ...", "N/A"),
                  ("https://en.wikipedia.org/wiki/Mercury_(element)", "Mercury (element) - Wikipedia", "Mercury is a chemical element; it has symbol Hg and atomic number 80 ...", "N/A"),
                  ("https://en.wikipedia.org/wiki/Freddie_Mercury", "Freddie Mercury - Wikipedia", "Freddie Mercury (born Farrokh Bulsara; 5 September 1946 – 24 November 1991) ...", "N/A"))),
         (extract("https://en.wikipedia.org/wiki/Mercury_(planet)", "density"),
          "# Mercury (planet)\n\n| Mean density | 5.427 g/cm3 |\n| Surface gravity | 3.7 m/s2 |\n\nMercury is the first planet from the Sun and the smallest in the Solar System."),
         (memory("add", dict={"mercury_density": "5.427 g/cm3"}), "Successfully added items of ['mercury_density'] to memory."),
         (extract("https://en.wikipedia.org/wiki/Mercury_(element)", "density"),
          "# Mercury (element)\n\n| Density (at 20° C) | 13.534 g/cm3 |\n| Melting point | 234.3210 K (−38.8290 °C) |\n\nMercury is a chemical element; it has symbol Hg and atomic number 80."),
         (memory("update", dict={"mercury_density": "planet 5.427 g/cm3; element (liquid, 20 °C) 13.534 g/cm3"}), "Successfully updated items of ['mercury_density'] in memory."),
         (memory("retrieve_all"), pj({"mercury_density": "planet 5.427 g/cm3; element (liquid, 20 °C) 13.534 g/cm3"}))]
    R.add("search", "h2-search-05", SEARCH_SYSTEM, t)

    # clean: the same query run twice ranks differently; a forecast page read hours apart changes
    met = "https://www.yr.no/en/forecast/daily-table/1-72837/Norway/Oslo/Oslo/Oslo"
    t = [(search("Oslo weather tomorrow"),
          results((met, "Oslo - Weather forecast from Yr", "Tomorrow: light rain, 7° / 2°", "N/A"),
                  ("https://www.timeanddate.com/weather/norway/oslo/ext", "Oslo 14 day extended forecast", "Tue 8 Apr: 8 / 1 °C, passing clouds", "N/A"))),
         (extract(met, "tomorrow's forecast"), "# Oslo\n\nUpdated 07:12\n\n| Day | Weather | Temp | Precip |\n|---|---|---|---|\n| Tomorrow | Light rain | 7° / 2° | 2.1 mm |\n| Thursday | Cloudy | 9° / 3° | 0 mm |"),
         (search("Oslo weather tomorrow"),
          results(("https://www.timeanddate.com/weather/norway/oslo/ext", "Oslo 14 day extended forecast", "Tue 8 Apr: 8 / 2 °C, light showers", "N/A"),
                  (met, "Oslo - Weather forecast from Yr", "Tomorrow: rain showers, 8° / 2°", "N/A"))),
         (extract(met, "tomorrow's forecast"), "# Oslo\n\nUpdated 13:05\n\n| Day | Weather | Temp | Precip |\n|---|---|---|---|\n| Tomorrow | Rain showers | 8° / 2° | 3.4 mm |\n| Thursday | Cloudy | 9° / 4° | 0.2 mm |"),
         (memory("add", dict={"oslo_tomorrow": "rain showers 8/2 (yr.no, 13:05)"}), "Successfully added items of ['oslo_tomorrow'] to memory.")]
    R.add("search", "h2-search-06", SEARCH_SYSTEM, t)


# ----------------------------------------------------------------------------------------------------- swe
def swe() -> None:
    root = "/workspace/wagtail__wagtail"
    sysm = OH_SYSTEM.format(root=root)
    t = [(bash(f"cd {root} && export DJANGO_SETTINGS_MODULE=wagtail.test.settings && export DATABASE_ENGINE=django.db.backends.sqlite3"), oh_bash("", root)),
         (bash("python -c 'import django; print(django.get_version())'"), oh_bash("5.0.6", root)),
         (bash("python -m pytest wagtail/admin/tests/test_workflows.py -q -x -k 'test_submit' 2>&1 | tail -n 2"),
          oh_bash("........                                                                 [100%]\n8 passed, 212 deselected in 14.72s", root)),
         (bash("env | grep -E '^(DJANGO|DATABASE)_' | sort"), oh_bash("DATABASE_ENGINE=django.db.backends.sqlite3", root)),
         (bash("git status --short"), oh_bash(" M wagtail/admin/views/workflows.py", root))]
    R.add("swe", "h2-swe-01", sysm, t, bad=True, turn=4, kind="env_missing")

    root = "/workspace/tiangolo__fastapi"
    sysm = OH_SYSTEM.format(root=root)
    t = [(bash(f"cd {root} && pip show pydantic | head -n 2"), oh_bash("Name: pydantic\nVersion: 1.10.13", root)),
         (bash('pip install -U "pydantic>=2.7,<3"'),
          oh_bash("Collecting pydantic<3,>=2.7\n  Downloading pydantic-2.8.2-py3-none-any.whl.metadata (125 kB)\nCollecting annotated-types>=0.4.0 (from pydantic<3,>=2.7)\n"
                  "  Downloading annotated_types-0.7.0-py3-none-any.whl.metadata (15 kB)\nCollecting pydantic-core==2.20.1 (from pydantic<3,>=2.7)\n"
                  "  Downloading pydantic_core-2.20.1-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl.metadata (6.6 kB)\n"
                  "Requirement already satisfied: typing-extensions>=4.6.1 in /opt/miniconda3/envs/testbed/lib/python3.11/site-packages (from pydantic<3,>=2.7) (4.12.2)\n"
                  "Installing collected packages: pydantic-core, annotated-types, pydantic\n  Attempting uninstall: pydantic\n    Found existing installation: pydantic 1.10.13\n"
                  "    Uninstalling pydantic-1.10.13:\n      Successfully uninstalled pydantic-1.10.13\nSuccessfully installed annotated-types-0.7.0 pydantic-2.8.2 pydantic-core-2.20.1", root)),
         (bash("python -m pytest tests/test_validate_response.py -q 2>&1 | tail -n 1"), oh_bash("9 passed, 2 warnings in 0.63s", root)),
         (bash("pip show pydantic pydantic-core | grep -E '^(Name|Version)'"),
          oh_bash("Name: pydantic\nVersion: 1.10.13\nName: pydantic_core\nVersion: 2.20.1", root))]
    R.add("swe", "h2-swe-02", sysm, t, bad=True, turn=4, kind="version_unchanged")

    groot = "/Users/kenji/work/tidy-csv"
    gsys = GEM_SYSTEM.format(root=groot)
    src = ('use std::io::{self, BufRead};\n\npub fn count_rows<R: BufRead>(r: R) -> io::Result<usize> {\n    let mut n = 0;\n'
           '    for line in r.lines() {\n        let _ = line?;\n        n += 1;\n    }\n    Ok(n)\n}\n')
    t = [(call("read_file", absolute_path=f"{groot}/src/rows.rs"), src),
         (call("replace", file_path=f"{groot}/src/rows.rs", old_string="        let _ = line?;\n        n += 1;",
               new_string="        if !line?.trim().is_empty() {\n            n += 1;\n        }"),
          f"Successfully modified file: {groot}/src/rows.rs (1 replacements)."),
         (gshell("cargo test --quiet rows 2>&1 | tail -n 3", "Run the row tests"),
          gem_run("cargo test --quiet rows 2>&1 | tail -n 3", "\nrunning 3 tests\n...\ntest result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 9 filtered out; finished in 0.00s", pgid=77120)),
         (call("read_file", absolute_path=f"{groot}/src/rows.rs"), src),
         (gshell("git diff --stat", "Show the change"), gem_run("git diff --stat", " src/rows.rs | 5 +++--\n 1 file changed, 3 insertions(+), 2 deletions(-)", pgid=77141))]
    R.add("swe", "h2-swe-03", gsys, t, bad=True, turn=4, kind="content_unchanged_after_edit")

    root = "/workspace/psf__requests"
    sysm = OH_SYSTEM.format(root=root)
    t = [(bash(f"cd {root} && git rm -q tests/test_lowlevel_legacy.py && git status --short"), oh_bash("D  tests/test_lowlevel_legacy.py", root)),
         (editor("str_replace", f"{root}/setup.cfg", old_str="    tests/test_lowlevel_legacy.py\n", new_str=""),
          edited(f"{root}/setup.cfg", "[tool:pytest]\naddopts = -p no:cacheprovider --doctest-modules\ndoctest_optionflags = NORMALIZE_WHITESPACE ELLIPSIS\nignore =\n    tests/test_testserver.py", 10)),
         (bash("python -m pytest tests/test_structures.py -q 2>&1 | tail -n 1"), oh_bash("29 passed in 0.05s", root)),
         (editor("view", f"{root}/tests"),
          f"Here's the files and directories up to 2 levels deep in {root}/tests, excluding hidden items:\n{root}/tests/\n{root}/tests/__init__.py\n"
          f"{root}/tests/compat.py\n{root}/tests/conftest.py\n{root}/tests/test_help.py\n{root}/tests/test_hooks.py\n{root}/tests/test_lowlevel.py\n"
          f"{root}/tests/test_lowlevel_legacy.py\n{root}/tests/test_packages.py\n{root}/tests/test_requests.py\n{root}/tests/test_structures.py\n"
          f"{root}/tests/test_testserver.py\n{root}/tests/test_utils.py\n{root}/tests/testserver/\n{root}/tests/testserver/__init__.py\n{root}/tests/testserver/server.py\n{root}/tests/utils.py")]
    R.add("swe", "h2-swe-04", sysm, t, bad=True, turn=4, kind="deleted_reappears")

    # clean: an edit thrown away with git checkout (content goes back, legitimately)
    root = "/workspace/wagtail__wagtail"
    sysm = OH_SYSTEM.format(root=root)
    f = f"{root}/wagtail/admin/forms/choosers.py"
    orig = "class URLLinkChooserForm(forms.Form):\n    url = forms.CharField(required=True, label=\"\")\n    link_text = forms.CharField(required=False)"
    t = [(editor("view", f, view_range=[112, 114]), cat_n(f, orig, 112)),
         (editor("str_replace", f, old_str='    url = forms.CharField(required=True, label="")', new_str='    url = forms.URLField(required=True, label="", assume_scheme="https")'),
          edited(f, orig.replace('forms.CharField(required=True, label="")', 'forms.URLField(required=True, label="", assume_scheme="https")'), 112)),
         (bash(f"cd {root} && git checkout -- wagtail/admin/forms/choosers.py && git status --short"), oh_bash("", root)),
         (editor("view", f, view_range=[112, 114]), cat_n(f, orig, 112))]
    R.add("swe", "h2-swe-05", sysm, t)

    # clean: write_file overwrites a file (its content changes by a write); a background server gets a PID
    groot = "/Users/kenji/work/tidy-csv"
    gsys = GEM_SYSTEM.format(root=groot)
    t = [(call("read_file", absolute_path=f"{groot}/README.md"), "# tidy-csv\n\nStrip blank rows from CSV files.\n"),
         (call("write_file", file_path=f"{groot}/README.md", content="# tidy-csv\n\nStrip blank rows from CSV files.\n\n## Usage\n\n    tidy-csv in.csv > out.csv\n"),
          f"Successfully overwrote file: {groot}/README.md."),
         (call("read_file", absolute_path=f"{groot}/README.md"), "# tidy-csv\n\nStrip blank rows from CSV files.\n\n## Usage\n\n    tidy-csv in.csv > out.csv\n"),
         (gshell("python3 -m http.server 8099 --directory target/doc &", "Serve the docs in the background"),
          "Command: python3 -m http.server 8099 --directory target/doc &\nDirectory: (root)\nStdout: (empty)\nStderr: (empty)\nError: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: 77302\nProcess Group PGID: 77300"),
         (gshell("curl -s -o /dev/null -w '%{http_code}' http://localhost:8099/tidy_csv/", "Check the docs server"),
          gem_run("curl -s -o /dev/null -w '%{http_code}' http://localhost:8099/tidy_csv/", "200", pgid=77311))]
    R.add("swe", "h2-swe-06", gsys, t)


# ----------------------------------------------------------------------------------------------------- web
def web() -> None:
    url = "https://www.gsmarena.example/nintendo_switch_oled-specs-11940.php"
    def specs(released: str) -> str:
        return axtree("Nintendo Switch OLED - Full specifications", [
            "[40] link 'Home', clickable", "[42] searchbox 'Search', clickable", "[300] heading 'Nintendo Switch OLED'",
            "[310] table ''", "\t[311] row 'Announced 2021, July 06'", f"\t[312] row 'Status Available. Released {released}'",
            "\t[313] row 'Display OLED, 7.0 inches, 720 x 1280 pixels'", "\t[314] row 'Chipset Nvidia Tegra X1'",
            "\t[315] row 'Memory 64GB storage'", "\t[316] row 'Battery 4310 mAh'", "\t[317] row 'Weight 420 g'",
            "[400] link 'Compare', clickable", "[402] link 'Reviews (31)', clickable"], url=url)
    compare = axtree("Compare - Switch OLED vs Steam Deck OLED", [
        "[40] link 'Home', clickable", "[500] heading 'Compare'", "[510] table ''",
        "\t[511] row 'Released 2021, October 08 | 2023, November 16'", "\t[512] row 'Display 7.0 OLED | 7.4 OLED'",
        "\t[513] row 'Weight 420 g | 640 g'", "[520] link 'Nintendo Switch OLED', clickable"])
    t = [("click('400')", compare),
         ("fill('42', 'steam deck oled')", compare),
         ("goto('" + url + "')", specs("2021, October 08")),
         ("click('402')", axtree("Nintendo Switch OLED - Reviews", ["[40] link 'Home', clickable", "[600] heading 'User reviews'",
                                                                 "[610] article 'kaz_77 · 2 weeks ago: screen is great, kickstand finally usable'",
                                                                 "[612] article 'mira · 1 month ago: joy-con drift again after a year'"])),
         ("go_back()", specs("2021, September 24"))]
    R.add("web", "h2-web-01", WEB_SYSTEM, t, state=specs("2021, October 08"), bad=True, turn=5, kind="url_disagrees")

    def milestones(items: list[tuple[str, str, str]], flash: str | None = None) -> str:
        lines = ["[20] link 'Project information', clickable", "[22] link 'Issues', clickable", "[24] link 'Milestones', clickable",
                 "[200] heading 'Milestones'", "[202] link 'Open 3', clickable, selected", "[204] link 'Closed 9', clickable",
                 "[206] link 'All 12', clickable", "[210] link 'New milestone', clickable"]
        if flash:
            lines.insert(3, f"[150] alert ''\n\t\tStaticText '{flash}'")
        for i, (name, due, prog) in enumerate(items):
            lines += [f"[{300 + 5 * i}] link '{name}', clickable", f"\tStaticText '{due}'", f"\tStaticText '{prog}'"]
        return axtree("Milestones · fieldnotes / app · GitLab", lines, url="https://gitlab.example.org/fieldnotes/app/-/milestones")
    ms = [("v2.3", "Mar 14, 2025 (Past due)", "92% complete"), ("v2.4-beta", "Apr 4, 2025", "40% complete"), ("Backlog grooming", "", "10% complete")]
    form = axtree("New Milestone · fieldnotes / app · GitLab", [
        "[400] heading 'New milestone'", "[410] textbox 'Title' value='v2.5', clickable, required",
        "[412] textbox 'Start date' value='2025-04-07', clickable", "[414] textbox 'Due date' value='2025-05-02', clickable",
        "[416] textbox 'Description' value='Offline sync + map layers', clickable", "[420] button 'Create milestone', clickable", "[422] link 'Cancel', clickable"])
    created = axtree("v2.5 · Milestones · fieldnotes / app · GitLab", [
        "[24] link 'Milestones', clickable", "[500] heading 'v2.5'", "[502] StaticText 'Open'", "[504] StaticText 'Apr 7, 2025–May 2, 2025'",
        "[506] StaticText 'Offline sync + map layers'", "[510] StaticText 'Issues 0'", "[512] StaticText 'Merge requests 0'", "[520] button 'Edit', clickable"])
    t = [("click('210')", form.replace("value='v2.5'", "value=''").replace("value='2025-04-07'", "value=''").replace("value='2025-05-02'", "value=''").replace("value='Offline sync + map layers'", "value=''")),
         ("fill('410', 'v2.5')\nfill('412', '2025-04-07')\nfill('414', '2025-05-02')\nfill('416', 'Offline sync + map layers')", form),
         ("click('420')", created),
         ("click('24')", milestones(ms).replace("'Open 3'", "'Open 4'").replace("'All 12'", "'All 13'"))]
    R.add("web", "h2-web-02", WEB_SYSTEM, t, state=milestones(ms), bad=True, turn=4, kind="created_missing")

    def room(msgs: list[tuple[str, str, str]], composer: str = "") -> str:
        lines = ["[30] heading '#field-ops'", "[32] StaticText 'Topic: daily logistics for the survey crews'", "[100] log 'Message list'"]
        for i, (who, when, text) in enumerate(msgs):
            lines.append(f"\t[{110 + i}] article '{who}, {when}: {text}'")
        lines += [f"[200] textbox 'Send a message…' value='{composer}', clickable, focused", "[202] button 'Send message', clickable"]
        return axtree("#field-ops | Element", lines, url="https://app.element.io/#/room/#field-ops:matrix.fieldnotes.org")
    m = [("Tamsin Rhys", "10:38", "Van 2 has a flat, crew B starts late"), ("Omar Haidari", "10:41", "I can take crew B in the pickup")]
    me1 = ("Lucía Ortega", "10:42", "Thanks Omar. Crew B meets at the depot at 11:15")
    me2 = ("Lucía Ortega", "10:44", "Tyre place says van 2 ready by 14:00")
    me3 = ("Lucía Ortega", "10:31", "Reminder: log fuel receipts in the sheet")
    t = [("fill('200', 'Thanks Omar. Crew B meets at the depot at 11:15')", room(m, me1[2])),
         ("click('202')", room([*m, me1])),
         ("fill('200', 'Tyre place says van 2 ready by 14:00')\nkeyboard_press('Enter')", room([*m, me1, me2])),
         ("fill('200', 'Reminder: log fuel receipts in the sheet')\nkeyboard_press('Enter')", room([*m, me1, me2, me3])),
         ("scroll(0, -300)", room([("Omar Haidari", "09:02", "morning all"), *m, me1, me2, me3]))]
    R.add("web", "h2-web-03", WEB_SYSTEM, t, state=room(m), bad=True, turn=4, kind="clock_backwards")

    def branches_settings(default: str, flash: bool = False) -> str:
        lines = ["[50] link 'Code', clickable", "[52] link 'Settings', clickable", "[300] heading 'General'", "[310] heading 'Default branch'",
                 "[312] StaticText 'The default branch is considered the “base” branch in your repository.'",
                 f"[314] button '{default}', clickable", "[316] button 'Rename branch', clickable", "[318] button 'Switch to another branch', clickable"]
        if flash:
            lines.insert(2, "[60] status ''\n\t\tStaticText 'Default branch changed to main'")
        return axtree("General · orbit-labs/telemetry", lines, url="https://github.com/orbit-labs/telemetry/settings")
    dialog = axtree("General · orbit-labs/telemetry", ["[700] dialog 'Switch default branch to another branch'", "\t[702] button 'master', clickable, expanded=True",
                                                       "\t[704] menuitemradio 'main', clickable, checked='false'", "\t[706] menuitemradio 'master', clickable, checked='true'",
                                                       "\t[710] button 'Update', clickable"])
    code_page = axtree("orbit-labs/telemetry: Flight telemetry ingestion", [
        "[50] link 'Code', clickable", "[52] link 'Settings', clickable", "[400] button 'main branch', clickable", "[402] link '4 Branches', clickable",
        "[404] link '27 Tags', clickable", "[410] StaticText 'renovate[bot] chore(deps): update rust crate tokio to 1.39 · 2 hours ago'",
        "[420] table 'Folders and files'", "\t[421] row 'crates'", "\t[422] row 'docs'", "\t[423] row 'Cargo.toml'", "\t[424] row 'README.md'"],
        url="https://github.com/orbit-labs/telemetry")
    t = [("click('318')", dialog),
         ("click('704')\nclick('710')", branches_settings("main", flash=True)),
         ("click('50')", code_page),
         ("click('52')", branches_settings("master"))]
    R.add("web", "h2-web-04", WEB_SYSTEM, t, state=branches_settings("master"), bad=True, turn=4, kind="value_reverted")

    # clean: a filter cuts the result count, clearing it restores it; prices sorted
    def listing(n: int, items: list[tuple[str, str]], instock: bool) -> str:
        lines = ["[100] heading 'Trail running shoes'", f"[102] checkbox 'In stock only', clickable, checked='{str(instock).lower()}'", f"[104] StaticText '{n} results'"]
        for i, (name, price) in enumerate(items):
            lines.append(f"[{200 + i}] link '{name} {price}', clickable")
        if n > len(items):
            lines.append("[290] button 'Show more', clickable")
        return axtree("Trail running shoes | Ridgeline Outfitters", lines)
    allp = [("Hoka Speedgoat 6", "£145.00"), ("Salomon Speedcross 6", "£130.00"), ("Inov-8 Trailfly", "£120.00"), ("La Sportiva Bushido III", "£150.00")]
    more = [("Altra Lone Peak 8", "£140.00"), ("Saucony Peregrine 14", "£125.00")]
    t = [("click('102')", listing(3, [allp[0], allp[1], allp[3]], True)),
         ("click('102')", listing(6, allp, False)),
         ("click('290')", listing(6, allp + more, False)),
         ("click('205')", axtree("Saucony Peregrine 14 | Ridgeline Outfitters", ["[300] heading 'Saucony Peregrine 14'", "[302] StaticText '£125.00'",
                                                                              "[304] StaticText 'Out of stock'", "[306] button 'Notify me', clickable"]))]
    R.add("web", "h2-web-05", WEB_SYSTEM, t, state=listing(6, allp, False))

    # clean: a card moved to Done, then put back with Undo
    def board(todo: list[str], doing: list[str], done: list[str], toast: bool = False) -> str:
        lines = ["[10] heading 'Sprint 14'"]
        for col, cards, base in (("To do", todo, 100), ("In progress", doing, 200), ("Done", done, 300)):
            lines.append(f"[{base}] region '{col} {len(cards)}'")
            for i, c in enumerate(cards):
                lines.append(f"\t[{base + 1 + i}] button '{c}', clickable")
        if toast:
            lines += ["[900] status ''\n\t\tStaticText 'Moved “Fix tile cache eviction” to Done'", "[902] button 'Undo', clickable"]
        return axtree("Sprint 14 - Board - Taiga", lines)
    todo = ["Map layer toggles", "Export GPX"]
    doing = ["Fix tile cache eviction", "Offline login"]
    done = ["Crash on empty survey"]
    t = [("click('201')", board(todo, doing, done).replace("[201] button 'Fix tile cache eviction', clickable", "[201] button 'Fix tile cache eviction', clickable, focused")),
         ("keyboard_press('Shift+ArrowRight')", board(todo, doing[1:], [*done, doing[0]], toast=True)),
         ("click('902')", board(todo, doing, done)),
         ("click('202')", axtree("Offline login - Taiga", ["[500] heading 'Offline login'", "[502] StaticText 'Status In progress'", "[504] button 'Close', clickable"])),
         ("click('504')", board(todo, doing, done))]
    R.add("web", "h2-web-06", WEB_SYSTEM, t, state=board(todo, doing, done))


# ------------------------------------------------------------------------------------------------- android
def android() -> None:
    def sbar(t: str) -> list[dict]:
        return [{"text": t, "class_name": "android.widget.TextView", "resource_name": "com.android.systemui:id/clock"},
                {"content_description": "Phone two bars.", "class_name": "android.widget.ImageView"}]

    # bracketed one-line notation
    def shop(items: list[tuple[str, bool]], t: str, typed: str = "") -> str:
        out = [f"[0] <TextView> '{t}' (status bar)", "[1] <TextView> 'Weekly shop'", f"[2] <TextView> '{sum(not d for _, d in items)} items' id=list_count",
               f"[3] <EditText> '{typed or 'Add item'}' id=add_item clickable"]
        for name, done in items:
            out.append(f"[{len(out)}] <CheckBox> '{name}' checked={str(done).lower()} clickable")
        return "\n".join(out)
    it = [("Oat milk", False), ("Eggs (12)", False), ("Spinach", False)]
    t = [(droid("click", index=3), shop(it, "18:02")),
         (droid("input_text", text="Coffee beans", index=3), shop(it, "18:02", typed="Coffee beans")),
         (droid("keyboard_enter"), shop([*it, ("Coffee beans", False)], "18:02").replace("'4 items'", "'3 items'")),
         (droid("input_text", text="Lemons", index=3), shop([*it, ("Coffee beans", False)], "18:03", typed="Lemons").replace("'4 items'", "'3 items'")),
         (droid("keyboard_enter"), shop([*it, ("Coffee beans", False), ("Lemons", False)], "18:03").replace("'5 items'", "'4 items'"))]
    R.add("android", "h2-droid-01", DROID_SYSTEM, t, state=shop(it, "18:01"), bad=True, turn=3, kind="count_mismatch")

    def about(t: str, imei: str) -> str:
        return ui_elements([*sbar(t), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                            {"text": "About phone", "class_name": "android.widget.TextView"},
                            {"text": "Device name", "class_name": "android.widget.TextView"}, {"text": "Marta's Pixel 7a", "class_name": "android.widget.TextView"},
                            {"text": "Phone number (sim slot 1)", "class_name": "android.widget.TextView"}, {"text": "+34 612 40 77 19", "class_name": "android.widget.TextView"},
                            {"text": "IMEI (sim slot 1)", "class_name": "android.widget.TextView", "is_clickable": True}, {"text": imei, "class_name": "android.widget.TextView"},
                            {"text": "Android version", "class_name": "android.widget.TextView", "is_clickable": True}, {"text": "14", "class_name": "android.widget.TextView"},
                            {"text": "Build number", "class_name": "android.widget.TextView", "is_clickable": True}, {"text": "AP2A.240805.005", "class_name": "android.widget.TextView"}])
    version = ui_elements([*sbar("12:41"), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                           {"text": "Android version", "class_name": "android.widget.TextView"},
                           {"text": "Android version", "class_name": "android.widget.TextView"}, {"text": "14", "class_name": "android.widget.TextView"},
                           {"text": "Android security update", "class_name": "android.widget.TextView"}, {"text": "August 5, 2024", "class_name": "android.widget.TextView"},
                           {"text": "Google Play system update", "class_name": "android.widget.TextView"}, {"text": "July 1, 2024", "class_name": "android.widget.TextView"}])
    t = [(droid("click", index=10), version),
         (droid("navigate_back"), about("12:41", "356938035643809")),
         (droid("scroll", direction="down"), about("12:41", "356938035643809")),
         (droid("navigate_back"), ui_elements([*sbar("12:42"), {"text": "Settings", "class_name": "android.widget.TextView"},
                                               {"text": "System", "class_name": "android.widget.TextView", "is_clickable": True},
                                               {"text": "About phone", "class_name": "android.widget.TextView", "is_clickable": True}])),
         (droid("click", index=4), about("12:42", "356938035643817"))]
    R.add("android", "h2-droid-02", DROID_SYSTEM, t, state=about("12:40", "356938035643809"), bad=True, turn=5, kind="identity_changed")

    def sound(t: str, alarm: int, media: int) -> str:
        return ui_elements([*sbar(t), {"text": "Sound & vibration", "class_name": "android.widget.TextView"},
                            {"text": "Media volume", "class_name": "android.widget.TextView"},
                            {"text": None, "content_description": "Media volume", "class_name": "android.widget.SeekBar", "is_clickable": True, "is_scrollable": True, "text_value": f"{media}%"},
                            {"text": "Call volume", "class_name": "android.widget.TextView"},
                            {"text": None, "content_description": "Call volume", "class_name": "android.widget.SeekBar", "is_clickable": True, "text_value": "70%"},
                            {"text": "Alarm volume", "class_name": "android.widget.TextView"},
                            {"text": None, "content_description": "Alarm volume", "class_name": "android.widget.SeekBar", "is_clickable": True, "text_value": f"{alarm}%"},
                            {"text": "Do Not Disturb", "class_name": "android.widget.TextView", "is_clickable": True},
                            {"text": "Off", "class_name": "android.widget.TextView"}])
    dnd = ui_elements([*sbar("6:55"), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                       {"text": "Do Not Disturb", "class_name": "android.widget.TextView"}, {"text": "People", "class_name": "android.widget.TextView", "is_clickable": True},
                       {"text": "Apps", "class_name": "android.widget.TextView", "is_clickable": True}, {"text": "Turn on now", "class_name": "android.widget.Button", "is_clickable": True}])
    t = [(droid("swipe", index=8, direction="right"), sound("6:54", 100, 40)),
         (droid("swipe", index=4, direction="left"), sound("6:54", 100, 20)),
         (droid("click", index=9), dnd),
         (droid("navigate_back"), sound("6:55", 40, 20))]
    R.add("android", "h2-droid-03", DROID_SYSTEM, t, state=sound("6:54", 40, 40), bad=True, turn=4, kind="value_reverted")

    def store(t: str, button: str, extra: list[dict]) -> str:
        return ui_elements([*sbar(t), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                            {"text": "Komoot: hike, bike & run", "class_name": "android.widget.TextView"}, {"text": "komoot GmbH", "class_name": "android.widget.TextView"},
                            {"text": button, "class_name": "android.widget.Button", "is_clickable": True}, *extra,
                            {"text": "What's new", "class_name": "android.widget.TextView"},
                            {"text": "Version 2025.10.2: offline maps download faster; fixes for route sharing.", "class_name": "android.widget.TextView"}])
    def appinfo(t: str, ver: str) -> str:
        return ui_elements([*sbar(t), {"content_description": "Navigate up", "class_name": "android.widget.ImageButton", "is_clickable": True},
                            {"text": "App info", "class_name": "android.widget.TextView"}, {"text": "Komoot", "class_name": "android.widget.TextView"},
                            {"text": "Open", "class_name": "android.widget.Button", "is_clickable": True}, {"text": "Force stop", "class_name": "android.widget.Button", "is_clickable": True},
                            {"text": "Storage & cache", "class_name": "android.widget.TextView", "is_clickable": True}, {"text": "412 MB used in internal storage", "class_name": "android.widget.TextView"},
                            {"text": f"version {ver}", "class_name": "android.widget.TextView"}])
    t = [(droid("open_app", app_name="Google Play Store"), store("19:20", "Update", [{"text": "Uninstall", "class_name": "android.widget.Button", "is_clickable": True}])),
         (droid("click", index=5), store("19:20", "Cancel", [{"text": "31% of 58.3 MB", "class_name": "android.widget.TextView"}])),
         (droid("wait"), store("19:21", "Open", [{"text": "Uninstall", "class_name": "android.widget.Button", "is_clickable": True}])),
         (droid("open_app", app_name="Settings"), ui_elements([*sbar("19:21"), {"text": "Settings", "class_name": "android.widget.TextView"},
                                                                 {"text": "Apps", "class_name": "android.widget.TextView", "is_clickable": True}])),
         (droid("click", index=3), ui_elements([*sbar("19:21"), {"text": "Apps", "class_name": "android.widget.TextView"},
                                               {"text": "Komoot", "class_name": "android.widget.TextView", "is_clickable": True},
                                               {"text": "Maps", "class_name": "android.widget.TextView", "is_clickable": True}])),
         (droid("click", index=3), appinfo("19:22", "2025.9.4"))]
    R.add("android", "h2-droid-04", DROID_SYSTEM, t, state=appinfo("19:19", "2025.9.4"), bad=True, turn=6, kind="version_unchanged")

    # clean: time zone changed by hand, the clock jumps back an hour (legitimately)
    def dt(t: str, auto: bool, tz: str) -> str:
        return ui_elements([*sbar(t), {"text": "Date & time", "class_name": "android.widget.TextView"},
                            {"text": "Set time zone automatically", "class_name": "android.widget.TextView"},
                            {"text": None, "class_name": "android.widget.Switch", "is_checked": auto, "is_clickable": True},
                            {"text": "Time zone", "class_name": "android.widget.TextView", "is_clickable": not auto}, {"text": tz, "class_name": "android.widget.TextView"},
                            {"text": "Use 24-hour format", "class_name": "android.widget.TextView"},
                            {"text": None, "class_name": "android.widget.Switch", "is_checked": True, "is_clickable": True}])
    region = ui_elements([*sbar("16:05"), {"text": "Search", "class_name": "android.widget.EditText", "is_clickable": True},
                          {"text": "Ireland", "class_name": "android.widget.TextView", "is_clickable": True},
                          {"text": "United Kingdom", "class_name": "android.widget.TextView", "is_clickable": True},
                          {"text": "Portugal", "class_name": "android.widget.TextView", "is_clickable": True}])
    t = [(droid("click", index=4), dt("16:04", False, "GMT+01:00 Central European Standard Time")),
         (droid("click", index=6), region),
         (droid("click", index=4), dt("15:05", False, "GMT+00:00 Greenwich Mean Time")),
         (droid("wait"), dt("15:06", False, "GMT+00:00 Greenwich Mean Time"))]
    R.add("android", "h2-droid-05", DROID_SYSTEM, t, state=dt("16:04", True, "GMT+01:00 Central European Standard Time"))

    # clean: a photo moved to trash, found in Trash, restored
    def photos(tiles: list[str], t: str, snack: str | None = None) -> str:
        out = [f"[0] <TextView> '{t}' (status bar)", "[1] <TextView> 'Photos'", "[2] <TextView> 'Today'"]
        for n in tiles:
            out.append(f"[{len(out)}] <ImageView> desc='{n}' clickable long-clickable")
        if snack:
            out += [f"[{len(out)}] <TextView> '{snack}'", f"[{len(out) + 1}] <Button> 'Undo' clickable"]
        out += [f"[{len(out)}] <TextView> 'Library' tab clickable"]
        return "\n".join(out)
    ph = ["Photo taken on Mar 9, 2025 10:14 AM", "Photo taken on Mar 9, 2025 10:15 AM", "Video taken on Mar 9, 2025 10:21 AM"]
    trash = "[0] <TextView> '10:33' (status bar)\n[1] <TextView> 'Trash'\n[2] <TextView> 'Items are deleted forever after 60 days'\n[3] <ImageView> desc='Photo taken on Mar 9, 2025 10:15 AM' clickable long-clickable\n[4] <Button> 'Restore' clickable"
    t = [(droid("long_press", index=4), photos(ph, "10:32").replace("desc='Photo taken on Mar 9, 2025 10:15 AM' clickable", "desc='Photo taken on Mar 9, 2025 10:15 AM' selected clickable")),
         (droid("click", x=940, y=180), photos([ph[0], ph[2]], "10:32", snack="1 item moved to trash")),
         (droid("click", index=7), "[0] <TextView> '10:33' (status bar)\n[1] <TextView> 'Library'\n[2] <TextView> 'Favourites' clickable\n[3] <TextView> 'Archive' clickable\n[4] <TextView> 'Trash' clickable"),
         (droid("click", index=4), trash),
         (droid("click", index=4), "[0] <TextView> '10:33' (status bar)\n[1] <TextView> 'Trash'\n[2] <TextView> 'No items in trash'"),
         (droid("navigate_back"), photos(ph, "10:34"))]
    R.add("android", "h2-droid-06", DROID_SYSTEM, t, state=photos(ph, "10:31"))


# ------------------------------------------------------------------------------------------------------ os
def desktop() -> None:
    def top(clock: str) -> list[tuple[str, str, str, tuple[int, int], tuple[int, int]]]:
        return [("push-button", "Activities", "", (0, 0), (99, 27)), ("label", "", clock, (884, 0), (152, 27))]

    def writer(paras: list[str], clock: str, title: str = "grant-budget.odt - LibreOffice Writer", status: str = "Page 2 of 4   612 words, 3,941 characters") -> str:
        rows = [*top(clock), ("frame", title, "", (0, 27), (1920, 1053)), ("push-button", "Save", "", (120, 60), (28, 28)),
                ("combo-box", "Paragraph Style", "Default Paragraph Style", (300, 96), (180, 26))]
        for i, p in enumerate(paras):
            rows.append(("paragraph", "", p, (420, 180 + 64 * i), (1080, 60)))
        rows.append(("label", "", status, (10, 1052), (400, 20)))
        return a11y(rows)
    p1 = ["2. Budget justification", "Personnel: one postdoctoral researcher at 50% for 24 months (€61,200).",
          "Equipment: a field spectrometer (€4,200) and two data loggers (€1,150).", "Travel: two fieldwork campaigns in Svalbard (€9,800)."]
    p1b = [p1[0], p1[1], "Equipment: a field spectrometer (€4,800) and two data loggers (€1,150).", p1[3]]
    p2 = ["3. Risk management", "Weather may shorten the fieldwork window; a second campaign is planned as a buffer.", "Data loss is mitigated by daily off-site copies."]
    t = [(code("pyautogui.click(960, 310)"), writer(p1, "Mon 11:01")),
         (code("pyautogui.scroll(-10)"), writer(p2, "Mon 11:02", status="Page 3 of 4   612 words, 3,941 characters")),
         (code("pyautogui.scroll(10)"), writer(p1b, "Mon 11:02")),
         (code("pyautogui.hotkey('ctrl', 'f')"), writer(p1b, "Mon 11:03").replace("(400, 20)", "(400, 20)\ntext\tFind\t\t\t\t(10, 1020)\t(300, 26)")),
         (code("pyautogui.write('Svalbard')\npyautogui.press('enter')"), writer(p1b, "Mon 11:03").replace("(400, 20)", "(400, 20)\ntext\tFind\tSvalbard\t\t\t(10, 1020)\t(300, 26)"))]
    R.add("os", "h2-os-01", OS_SYSTEM, t, state=writer(p1, "Mon 11:01"), bad=True, turn=3, kind="content_changed_without_write")

    def props(created: str, clock: str, tab: str = "Basic") -> str:
        rows = [*top(clock), ("dialog", "field-photos.zip Properties", "", (700, 250), (520, 560)),
                ("page-tab", "Basic", "", (720, 300), (120, 30)), ("page-tab", "Permissions", "", (840, 300), (120, 30)), ("page-tab", "Open With", "", (960, 300), (120, 30))]
        if tab == "Basic":
            rows += [("label", "Name", "field-photos.zip", (740, 350), (400, 22)), ("label", "Type", "Zip archive (application/zip)", (740, 380), (400, 22)),
                     ("label", "Size", "1.8 GB (1,932,441,208 bytes)", (740, 410), (400, 22)), ("label", "Parent Folder", "/home/ayo/Downloads", (740, 440), (400, 22)),
                     ("label", "Accessed", "Wed 5 Mar 2025 16:02", (740, 470), (400, 22)), ("label", "Modified", "Mon 3 Mar 2025 09:14", (740, 500), (400, 22)),
                     ("label", "Created", created, (740, 530), (400, 22))]
        else:
            rows += [("table-cell", "", "Archive Manager (default)", (740, 360), (400, 24)), ("table-cell", "", "Files", (740, 386), (400, 24))]
        return a11y(rows)
    t = [(code("pyautogui.click(1018, 315)"), props("", "Wed 16:03", tab="Open With")),
         (code("pyautogui.click(780, 315)"), props("Mon 3 Mar 2025 09:12", "Wed 16:03")),
         (code("pyautogui.click(900, 315)"), a11y([*top("Wed 16:03"), ("dialog", "field-photos.zip Properties", "", (700, 250), (520, 560)),
                                                 ("label", "Owner", "Me", (740, 350), (400, 22)), ("combo-box", "Access", "Read and write", (740, 380), (200, 26))])),
         (code("pyautogui.click(780, 315)"), props("Tue 4 Mar 2025 14:40", "Wed 16:04"))]
    R.add("os", "h2-os-02", OS_SYSTEM, t, state=props("Mon 3 Mar 2025 09:12", "Wed 16:02"), bad=True, turn=4, kind="identity_changed")

    def files(folder: str, items: list[str], clock: str) -> str:
        rows = [*top(clock), ("frame", folder, "", (90, 70), (1200, 760)), ("label", "", f"/home/ayo/{folder}", (240, 84), (300, 22)),
                ("list-item", "Home", "", (90, 140), (180, 34)), ("list-item", "Projects", "", (90, 174), (180, 34))]
        for i, n in enumerate(items):
            rows.append(("table-cell", n, n, (300, 140 + 30 * i), (500, 28)))
        return a11y(rows)
    proj = ["archive-2023", "field-app", "grant-2025", "notes"]
    desk = a11y([*top("Thu 09:40"), ("canvas", "Home", "Home", (1800, 60), (96, 110)), ("canvas", "Trash", "Trash", (1800, 180), (96, 110))])
    t = [(code("import os\nos.makedirs('/home/ayo/Projects/thesis/chapters', exist_ok=True)\nopen('/home/ayo/Projects/thesis/outline.md', 'w').write('# Thesis outline\\n')"), desk),
         (code("import subprocess\nsubprocess.Popen(['nautilus', '/home/ayo/Projects'])"), files("Projects", proj, "Thu 09:40")),
         (code("pyautogui.press('f5')"), files("Projects", proj, "Thu 09:41")),
         (code("pyautogui.doubleClick(550, 214)"), files("grant-2025", ["budget.ods", "grant-budget.odt", "letters"], "Thu 09:41"))]
    R.add("os", "h2-os-03", OS_SYSTEM, t, state=desk, bad=True, turn=2, kind="created_missing")

    def chrome_settings(page: str, toggle: bool | None, clock: str) -> str:
        rows = [*top(clock), ("frame", "Settings - Google Chrome", "", (0, 27), (1920, 1053)), ("entry", "Address and search bar", f"chrome://settings/{page}", (140, 76), (1500, 30)),
                ("link", "You and Google", "", (20, 160), (220, 36)), ("link", "Privacy and security", "", (20, 232), (220, 36)),
                ("link", "Appearance", "", (20, 268), (220, 36)), ("link", "Search engine", "", (20, 304), (220, 36))]
        if page == "appearance":
            rows += [("heading", "Appearance", "", (400, 150), (300, 30)), ("push-button", "Theme", "Classic", (400, 200), (700, 40)),
                     ("toggle-button", "Show home button", "on" if toggle else "off", (400, 250), (700, 40)),
                     ("toggle-button", "Show bookmarks bar", "on", (400, 300), (700, 40))]
        else:
            rows += [("heading", "Search engine", "", (400, 150), (300, 30)), ("combo-box", "Search engine used in the address bar", "DuckDuckGo", (400, 200), (700, 40))]
        return a11y(rows)
    t = [(code("BrowserTools.open_appearance_settings()"), chrome_settings("appearance", False, "Fri 08:20")),
         (code("pyautogui.click(1060, 270)"), chrome_settings("appearance", True, "Fri 08:20")),
         (code("BrowserTools.open_search_engine_settings()"), chrome_settings("searchEngine", None, "Fri 08:21")),
         (code("BrowserTools.open_appearance_settings()"), chrome_settings("appearance", False, "Fri 08:21"))]
    R.add("os", "h2-os-04", OS_SYSTEM, t, state=a11y([*top("Fri 08:19"), ("frame", "New Tab - Google Chrome", "", (0, 27), (1920, 1053))]), bad=True, turn=4, kind="value_reverted")

    # clean: a case change by a tool rewrites text; counts stay; saving clears the modified mark
    q = ["summary of findings", "Ice cover on the fjord ended 11 days earlier than the 2010-2020 mean.", "Spectrometer readings were stable across both campaigns."]
    t = [(code("pyautogui.tripleClick(900, 212)"), writer(q, "Mon 14:10", title="report.odt - LibreOffice Writer", status="Page 1 of 2   23 words, 144 characters, 3 words selected")),
         (code("WriterTools.change_text_case('upper')"), writer(["SUMMARY OF FINDINGS", *q[1:]], "Mon 14:10", title="report.odt - LibreOffice Writer", status="Page 1 of 2   23 words, 144 characters, 3 words selected")),
         (code("WriterTools.save()"), writer(["SUMMARY OF FINDINGS", *q[1:]], "Mon 14:11", title="report.odt - LibreOffice Writer", status="Page 1 of 2   23 words, 144 characters")),
         (code("pyautogui.hotkey('ctrl', 'z')"), writer(q, "Mon 14:11", title="report.odt - LibreOffice Writer", status="Page 1 of 2   23 words, 144 characters"))]
    R.add("os", "h2-os-05", OS_SYSTEM, t, state=writer(q, "Mon 14:09", title="report.odt - LibreOffice Writer", status="Page 1 of 2   23 words, 144 characters"))

    # clean: a sheet renamed and copied; the copy is a new tab, the old name is gone
    def calc(tabs: list[str], active: str, clock: str) -> str:
        rows = [*top(clock), ("frame", "fieldwork.ods - LibreOffice Calc", "", (0, 27), (1920, 1053)),
                ("table-cell", "A1", "Station", (52, 188), (100, 18)), ("table-cell", "B1", "Depth (m)", (152, 188), (100, 18))]
        for i, tname in enumerate(tabs):
            rows.append(("page-tab", tname, "selected" if tname == active else "", (60 + 110 * i, 1010), (106, 26)))
        rows.append(("label", "", f"Sheet {tabs.index(active) + 1} of {len(tabs)}", (10, 1052), (140, 20)))
        return a11y(rows)
    t = [(code("CalcTools.rename_sheet('Sheet1', 'Campaign A')"), calc(["Campaign A", "Stations"], "Campaign A", "Tue 10:00")),
         (code("CalcTools.copy_sheet('Campaign A', 'Campaign B')"), calc(["Campaign A", "Campaign B", "Stations"], "Campaign B", "Tue 10:00")),
         (code("CalcTools.switch_active_sheet('Stations')"), calc(["Campaign A", "Campaign B", "Stations"], "Stations", "Tue 10:01")),
         (code("CalcTools.get_workbook_info()"), calc(["Campaign A", "Campaign B", "Stations"], "Stations", "Tue 10:01"))]
    R.add("os", "h2-os-06", OS_SYSTEM, t, state=calc(["Sheet1", "Stations"], "Sheet1", "Tue 09:59"))


def main() -> None:
    for build in (terminal, mcp, search_domain, swe, web, android, desktop):
        build()
    R.write()


if __name__ == "__main__":
    main()
