# ruff: noqa: E501  (this file is mostly literal tool output; its lines are as long as the output)
"""Writes the independent labeled set: AgentWorldBench rows ({domain}_test.jsonl) and labels.json.

Written by an outside helper without reading the detectors or their own labeled data, to measure the
decoherence detectors on trajectories their authors did not write. Run it from the repository root:
``python -m tests.decoherence.independent.make_rows``. Each trajectory becomes one row per turn, as the
official benchmark ships them; labels.json maps a trajectory id to {"bad", "turn", "kind"} (turn is
1-based, the observation that contradicts an earlier one).
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
MARK = "**Environment Observation:**"
ROWS: dict[str, list[dict]] = {}
LABELS: dict[str, dict] = {}


def jblock(obj) -> str:
    return "```json\n" + json.dumps(obj, indent=2, ensure_ascii=False) + "\n```"


def keys(cmd: str, duration: float = 0.5) -> str:
    return jblock([{"keystrokes": cmd + "\n", "duration": duration}])


def call(name: str, **arguments) -> str:
    return jblock({"name": name, "arguments": arguments})


def py(code: str) -> str:
    return "```python\n" + code.strip("\n") + "\n```"


def droid(action_type: str, **kw) -> str:
    return jblock({"action_type": action_type, **kw})


def add(task: str, tid: str, system: str, turns: list[tuple[str, str]], *, state: str | None = None,
        gui: bool = False, marker_in_gui: bool = False, bad: bool = False, turn: int | None = None,
        kind: str = "clean") -> None:
    assert 4 <= len(turns) <= 8, (tid, len(turns))
    assert tid not in LABELS, tid
    assert (turn is not None) == bad, tid
    prompts, responses = [], []
    for i, (action, obs) in enumerate(turns, 1):
        head = f"### Turn {i}\n"
        if i == 1 and state is not None:
            head += f"**Current State:**\n{state}\n\n"
        prompts.append(head + f"**Action:**\n{action}")
        if gui:
            body = f"<predicted_observation>\n{obs}\n</predicted_observation>"
            responses.append(f"{MARK}\n{body}" if marker_in_gui else body)
        else:
            responses.append(f"{MARK}\n{obs}")
    n = len(turns)
    for k in range(1, n + 1):
        ROWS.setdefault(task, []).append({
            "task": task, "id": tid, "system_str": system, "prompt": prompts, "response": responses,
            "current_prompt": prompts[k - 1], "turn_idx": k, "total_turns": n})
    LABELS[tid] = {"domain": task, "bad": bad, "turn": turn, "kind": kind}


class Shell:
    """Builds terminal screens: each observation echoes the command after the prompt, then output."""

    def __init__(self, user: str, host: str, cwd: str):
        self.user, self.host, self.cwd = user, host, cwd

    @property
    def prompt(self) -> str:
        sign = "#" if self.user == "root" else "$"
        home = "/root" if self.user == "root" else f"/home/{self.user}"
        cwd = "~" + self.cwd[len(home):] if self.cwd.startswith(home) else self.cwd
        return f"{self.user}@{self.host}:{cwd}{sign}"

    def run(self, cmd: str, out: str = "", cd: str | None = None, duration: float = 0.5) -> tuple[str, str]:
        before = self.prompt
        if cd is not None:
            self.cwd = cd
        text = f"{before} {cmd}\n" + (out.rstrip("\n") + "\n" if out else "") + self.prompt
        return keys(cmd, duration), text


# ----------------------------------------------------------------------------------------------- terminal
TERM_SYS = ("Act as a Linux machine behind a tmux pane. The agent sends keystrokes; reply with what the pane "
            "shows after them, following **Environment Observation:**.")


def terminal() -> None:
    # T-bad-1: a file created with touch vanishes from a later listing
    s = Shell("root", "c0ffee12ab34", "/")
    st = s.prompt
    t = [s.run("mkdir -p /opt/proj/build && cd /opt/proj", cd="/opt/proj"),
         s.run("touch build/out.bin notes.txt"),
         s.run("ls", "Makefile  build  notes.txt  src"),
         s.run("echo 'todo: wire CI' >> notes.txt && cat notes.txt", "todo: wire CI"),
         s.run("ls -1", "Makefile\nbuild\nsrc")]
    add("terminal", "ind-term-01", TERM_SYS, t, state=st, bad=True, turn=5, kind="created_missing")

    # T-bad-2: a deleted git branch is listed again
    s = Shell("dev", "ws-42", "/home/dev/webshop")
    st = s.prompt
    t = [s.run("git branch", "  feature/login\n  feature/old-cart\n* main"),
         s.run("git branch -D feature/old-cart", "Deleted branch feature/old-cart (was 3f2a1bc)."),
         s.run("git log --oneline -3", "9d41c07 (HEAD -> main, origin/main) Merge pull request #88 from feature/login\n"
                                      "52be0aa Validate e-mail on signup\n1c0f3e9 Bump eslint to 8.57"),
         s.run("git status -sb", "## main...origin/main\n?? scratch.txt"),
         s.run("git branch", "  feature/login\n  feature/old-cart\n* main")]
    add("terminal", "ind-term-02", TERM_SYS, t, state=st, bad=True, turn=5, kind="deleted_reappears")

    # T-bad-3: the PID of a background sleep changes
    s = Shell("root", "9b2e71d0c5aa", "/root")
    st = s.prompt
    t = [s.run("sleep 300 &", "[1] 4821"),
         s.run("jobs -l", "[1]+  4821 Running                 sleep 300 &"),
         s.run("uptime", " 07:41:09 up 3 days,  2:17,  1 user,  load average: 0.08, 0.03, 0.01"),
         s.run("ps -o pid,stat,etime,cmd -C sleep", "    PID STAT     ELAPSED CMD\n   4907 S          00:41 sleep 300")]
    add("terminal", "ind-term-03", TERM_SYS, t, state=st, bad=True, turn=4, kind="identity_changed")

    # T-bad-4: the clock goes backwards
    s = Shell("ubuntu", "ip-172-31-8-20", "/home/ubuntu")
    st = s.prompt
    t = [s.run("date", "Thu Mar 14 10:22:05 UTC 2024"),
         s.run("sudo systemctl restart nginx && systemctl is-active nginx", "active", duration=2.0),
         s.run("curl -sI localhost | head -3", "HTTP/1.1 200 OK\nServer: nginx/1.24.0 (Ubuntu)\n"
                                               "Date: Thu, 14 Mar 2024 10:22:19 GMT"),
         s.run("tail -n 2 /var/log/nginx/access.log",
               '127.0.0.1 - - [14/Mar/2024:10:22:19 +0000] "HEAD / HTTP/1.1" 200 0 "-" "curl/8.5.0"\n'
               '127.0.0.1 - - [14/Mar/2024:10:22:19 +0000] "HEAD / HTTP/1.1" 200 0 "-" "curl/8.5.0"'),
         s.run("date", "Thu Mar 14 10:19:40 UTC 2024")]
    add("terminal", "ind-term-04", TERM_SYS, t, state=st, bad=True, turn=5, kind="clock_backwards")

    # T-bad-5: sed -i has no effect on a later grep
    s = Shell("root", "a1b2c3d4e5f6", "/etc/myapp")
    st = s.prompt
    t = [s.run("cat config.ini", "[server]\nport = 8080\ndebug = false\nworkers = 4"),
         s.run("sed -i 's/debug = false/debug = true/' config.ini"),
         s.run("systemctl reload myapp"),
         s.run("grep -n debug config.ini", "3:debug = false")]
    add("terminal", "ind-term-05", TERM_SYS, t, state=st, bad=True, turn=4, kind="content_unchanged_after_edit")

    # T-bad-6: an exported variable is missing from env
    s = Shell("ci", "runner-7", "/builds/app")
    st = s.prompt
    t = [s.run("export API_URL=https://api.internal:8443"),
         s.run("export API_KEY_FILE=/run/secrets/api_key"),
         s.run('echo "$API_URL"', "https://api.internal:8443"),
         s.run("make smoke", "python -m smoke --base-url https://api.internal:8443\nsmoke: 12 checks, 12 ok", duration=3.0),
         s.run("env | grep ^API", "API_KEY_FILE=/run/secrets/api_key")]
    add("terminal", "ind-term-06", TERM_SYS, t, state=st, bad=True, turn=5, kind="env_missing")

    # T-bad-7: wc -l ignores two appended lines
    s = Shell("root", "5e5e5e5e5e5e", "/data")
    st = s.prompt
    t = [s.run("wc -l events.csv", "1200 events.csv"),
         s.run("tail -n 1 events.csv", "1199,2024-06-02T11:58:31Z,login,u_3321"),
         s.run("printf '1200,2024-06-02T12:00:02Z,logout,u_3321\\n1201,2024-06-02T12:00:09Z,login,u_0117\\n' >> events.csv"),
         s.run("tail -n 2 events.csv", "1200,2024-06-02T12:00:02Z,logout,u_3321\n1201,2024-06-02T12:00:09Z,login,u_0117"),
         s.run("wc -l events.csv", "1200 events.csv")]
    add("terminal", "ind-term-07", TERM_SYS, t, state=st, bad=True, turn=5, kind="count_mismatch")

    # T-clean-1: a redirect inside a background job lands later, not at once
    s = Shell("root", "77aa00bb11cc", "/root/job")
    st = s.prompt
    t = [s.run("( sleep 20 && echo done > status.txt ) &", "[1] 5120"),
         s.run("cat status.txt", "cat: status.txt: No such file or directory"),
         s.run("ls", "run.sh"),
         s.run("sleep 25", "[1]+  Done                    ( sleep 20 && echo done > status.txt )", duration=26.0),
         s.run("cat status.txt", "done"),
         s.run("ls", "run.sh  status.txt")]
    add("terminal", "ind-term-08", TERM_SYS, t, state=st)

    # T-clean-2: cd inside a subshell leaves the shell where it was
    s = Shell("dev", "laptop", "/home/dev/app")
    st = s.prompt
    t = [s.run("( cd /tmp && pwd )", "/tmp"),
         s.run("pwd", "/home/dev/app"),
         s.run("(cd /var/log; ls | head -3)", "alternatives.log\napt\nauth.log"),
         s.run("cd /var/log && pwd", "/var/log", cd="/var/log"),
         s.run("ls -d apt", "apt")]
    add("terminal", "ind-term-09", TERM_SYS, t, state=st)

    # T-clean-3: a script rewrites a file; content and size change after it
    s = Shell("root", "0d0d0d0d0d0d", "/srv/counter")
    st = s.prompt
    t = [s.run("cat counter.txt", "3"),
         s.run("ls -l counter.txt", "-rw-r--r-- 1 root root 2 Jun  3 09:14 counter.txt"),
         s.run("python3 bump.py --by 97", "counter: 3 -> 100"),
         s.run("cat counter.txt", "100"),
         s.run("ls -l counter.txt", "-rw-r--r-- 1 root root 4 Jun  3 09:16 counter.txt")]
    add("terminal", "ind-term-10", TERM_SYS, t, state=st)

    # T-clean-4: pip upgrade really changes the version
    s = Shell("dev", "build-box", "/home/dev/svc")
    st = s.prompt
    t = [s.run("pip show requests | grep -i ^version", "Version: 2.28.1"),
         s.run("pip install -q -U 'requests==2.32.3'", duration=8.0),
         s.run("pip show requests | grep -i ^version", "Version: 2.32.3"),
         s.run("python -c 'import requests; print(requests.__version__)'", "2.32.3")]
    add("terminal", "ind-term-11", TERM_SYS, t, state=st)

    # T-clean-5: amend gives a new commit hash, the parent keeps its own; branch rename
    s = Shell("dev", "mbp", "/home/dev/lib")
    st = s.prompt
    t = [s.run("git log --oneline -2", "a1b2c3d (HEAD -> master) Add retry helper\n7f6e5d4 Initial commit"),
         s.run("git commit --amend -q -m 'Add retry helper with backoff'"),
         s.run("git log --oneline -2", "e4d9a01 (HEAD -> master) Add retry helper with backoff\n7f6e5d4 Initial commit"),
         s.run("git branch -m master main"),
         s.run("git branch", "* main"),
         s.run("git rev-parse --short HEAD~1", "7f6e5d4")]
    add("terminal", "ind-term-12", TERM_SYS, t, state=st)

    # T-clean-6: export inside a child shell does not reach the parent
    s = Shell("root", "f00dfeed0001", "/root")
    st = s.prompt
    t = [s.run("bash -c 'export STAGE=prod; echo $STAGE'", "prod"),
         s.run('echo "[$STAGE]"', "[]"),
         s.run("export STAGE=dev"),
         s.run("env | grep STAGE", "STAGE=dev"),
         s.run("STAGE=test env | grep STAGE", "STAGE=test"),
         s.run("echo $STAGE", "dev")]
    add("terminal", "ind-term-13", TERM_SYS, t, state=st)

    # T-clean-7: a deleted log is created again by the program that writes it
    s = Shell("app", "vm-3", "/home/app/server")
    st = s.prompt
    t = [s.run("ls", "app.log  config.yml  run.sh"),
         s.run("rm -f app.log && ls", "config.yml  run.sh"),
         s.run("./run.sh --once", "server: config loaded\nserver: wrote 3 lines to app.log", duration=2.0),
         s.run("ls", "app.log  config.yml  run.sh"),
         s.run("wc -l app.log", "3 app.log")]
    add("terminal", "ind-term-14", TERM_SYS, t, state=st)


# ----------------------------------------------------------------------------------------------------- mcp
def tool(name: str, desc: str, props: dict, required: list[str]) -> dict:
    return {"name": name, "description": desc,
            "inputSchema": {"type": "object", "properties": props, "required": required}}


def mcp_sys(server: str, tools: list[dict]) -> str:
    return (f"You play the MCP server '{server}'. The agent calls one of its tools per turn; answer with the "
            "tool's result after **Environment Observation:**. Tools:\n" + json.dumps(tools, indent=2))


S, INT = {"type": "string"}, {"type": "integer"}


def env(obj) -> str:
    """The MCP text-content envelope some servers' results arrive in."""
    return json.dumps({"content": [{"type": "text", "text": json.dumps(obj, indent=2)}], "isError": False}, indent=2)


def pj(obj) -> str:
    return json.dumps(obj, indent=2)


def mcp() -> None:
    todo = mcp_sys("todo", [tool("create_task", "Create a task.", {"title": S, "due": S}, ["title"]),
                            tool("list_tasks", "List tasks.", {"status": S}, []),
                            tool("complete_task", "Mark a task done.", {"task_id": S}, ["task_id"]),
                            tool("delete_task", "Delete a task.", {"task_id": S}, ["task_id"])])
    base = [{"id": "t_101", "title": "Renew passport", "status": "open", "due": "2024-07-01"},
            {"id": "t_102", "title": "Book dentist", "status": "open", "due": None},
            {"id": "t_103", "title": "Pay electricity bill", "status": "open", "due": "2024-06-20"}]
    new = {"id": "t_104", "title": "Send Q2 invoice", "status": "open", "due": "2024-06-28"}
    # M-bad-1: a created task is missing from a later list (nothing deleted it)
    t = [(call("list_tasks"), pj({"tasks": base, "total": 3})),
         (call("create_task", title="Send Q2 invoice", due="2024-06-28"), pj({"task": new})),
         (call("list_tasks", status="open"), pj({"tasks": base + [new], "total": 4})),
         (call("complete_task", task_id="t_101"), pj({"task": {**base[0], "status": "done"}})),
         (call("list_tasks"), pj({"tasks": [{**base[0], "status": "done"}, base[1], base[2]], "total": 3}))]
    add("mcp", "ind-mcp-01", todo, t, bad=True, turn=5, kind="created_missing")

    # M-clean-1: delete then create; ids are not reused, totals follow
    t = [(call("list_tasks"), pj({"tasks": base, "total": 3})),
         (call("delete_task", task_id="t_102"), pj({"deleted": "t_102"})),
         (call("list_tasks"), pj({"tasks": [base[0], base[2]], "total": 2})),
         (call("create_task", title="Send Q2 invoice", due="2024-06-28"), pj({"task": new})),
         (call("complete_task", task_id="t_103"), pj({"task": {**base[2], "status": "done"}})),
         (call("list_tasks"), pj({"tasks": [base[0], {**base[2], "status": "done"}, new], "total": 3}))]
    add("mcp", "ind-mcp-02", todo, t)

    gh = mcp_sys("github", [tool("get_issue", "Get an issue.", {"owner": S, "repo": S, "issue_number": INT},
                                 ["owner", "repo", "issue_number"]),
                            tool("update_issue", "Update an issue.", {"owner": S, "repo": S, "issue_number": INT,
                                                                      "state": S, "title": S}, ["owner", "repo", "issue_number"]),
                            tool("list_issues", "List issues.", {"owner": S, "repo": S, "state": S}, ["owner", "repo"]),
                            tool("add_issue_comment", "Comment.", {"owner": S, "repo": S, "issue_number": INT, "body": S},
                                 ["owner", "repo", "issue_number", "body"]),
                            tool("create_issue", "Open an issue.", {"owner": S, "repo": S, "title": S, "body": S},
                                 ["owner", "repo", "title"])])

    def issue(n, title, state, comments, created, updated):
        return {"number": n, "title": title, "state": state, "comments": comments,
                "created_at": created, "updated_at": updated, "user": {"login": "mkovac"},
                "html_url": f"https://github.com/acme/widgets/issues/{n}"}
    i42 = issue(42, "Crash when config file is empty", "open", 2, "2024-05-02T08:11:09Z", "2024-05-20T14:02:51Z")
    i41 = issue(41, "Docs: typo in README", "open", 0, "2024-05-01T17:40:00Z", "2024-05-01T17:40:00Z")
    i40 = issue(40, "Support TOML config", "open", 5, "2024-04-28T10:00:13Z", "2024-05-18T09:30:00Z")
    c42 = {**i42, "state": "closed", "updated_at": "2024-06-03T09:12:40Z", "closed_at": "2024-06-03T09:12:40Z"}
    # M-bad-2: a closed issue is listed open again
    t = [(call("get_issue", owner="acme", repo="widgets", issue_number=42), env(i42)),
         (call("update_issue", owner="acme", repo="widgets", issue_number=42, state="closed"), env(c42)),
         (call("get_issue", owner="acme", repo="widgets", issue_number=41), env(i41)),
         (call("list_issues", owner="acme", repo="widgets", state="all"), env([i42, i41, i40]))]
    add("mcp", "ind-mcp-03", gh, t, bad=True, turn=4, kind="value_reverted")

    # M-clean-2: new issue, comment, close: state, comment count and updated_at move forward
    i57 = issue(57, "Flaky test_upload on CI", "open", 0, "2024-06-03T09:20:11Z", "2024-06-03T09:20:11Z")
    t = [(call("create_issue", owner="acme", repo="widgets", title="Flaky test_upload on CI", body="Fails 1 in 5 runs."), env(i57)),
         (call("add_issue_comment", owner="acme", repo="widgets", issue_number=57, body="Seen on run 8812 too."),
          env({"id": 2140551, "body": "Seen on run 8812 too.", "created_at": "2024-06-03T09:21:40Z"})),
         (call("get_issue", owner="acme", repo="widgets", issue_number=57),
          env({**i57, "comments": 1, "updated_at": "2024-06-03T09:21:40Z"})),
         (call("update_issue", owner="acme", repo="widgets", issue_number=57, state="closed"),
          env({**i57, "comments": 1, "state": "closed", "updated_at": "2024-06-03T09:25:02Z", "closed_at": "2024-06-03T09:25:02Z"})),
         (call("list_issues", owner="acme", repo="widgets", state="open"), env([i42, i41, i40]))]
    add("mcp", "ind-mcp-04", gh, t)

    cal = mcp_sys("calendar", [tool("create_event", "Create an event.", {"title": S, "start": S, "end": S}, ["title", "start", "end"]),
                               tool("get_event", "Get an event.", {"event_id": S}, ["event_id"]),
                               tool("list_events", "List events in a range.", {"from": S, "to": S}, ["from", "to"]),
                               tool("delete_event", "Delete an event.", {"event_id": S}, ["event_id"]),
                               tool("update_event", "Update an event.", {"event_id": S, "start": S, "end": S, "title": S}, ["event_id"])])
    ev = {"event_id": "evt_8f3k2q", "title": "Design review", "start": "2024-06-05T14:00:00+02:00",
          "end": "2024-06-05T15:00:00+02:00", "created": "2024-06-03T09:12:44Z", "attendees": 3}
    other = {"event_id": "evt_1a9zz0", "title": "1:1 with Priya", "start": "2024-06-05T10:30:00+02:00",
             "end": "2024-06-05T11:00:00+02:00", "created": "2024-05-28T16:02:10Z", "attendees": 2}
    # M-bad-3: creation time of an event changes
    t = [(call("create_event", title="Design review", start="2024-06-05T14:00:00+02:00", end="2024-06-05T15:00:00+02:00"),
          f"Event created.\n{pj(ev)}"),
         (call("list_events", **{"from": "2024-06-05T00:00:00+02:00", "to": "2024-06-06T00:00:00+02:00"}), pj({"events": [other, ev]})),
         (call("update_event", event_id="evt_8f3k2q", title="Design review (v2 mocks)"),
          f"Event updated.\n{pj({**ev, 'title': 'Design review (v2 mocks)', 'updated': '2024-06-03T09:14:02Z'})}"),
         (call("get_event", event_id="evt_8f3k2q"),
          pj({**ev, "title": "Design review (v2 mocks)", "created": "2024-06-03T09:30:02Z", "updated": "2024-06-03T09:14:02Z"}))]
    add("mcp", "ind-mcp-05", cal, t, bad=True, turn=4, kind="identity_changed")

    # M-bad-4: a deleted event is listed again
    t = [(call("list_events", **{"from": "2024-06-05T00:00:00+02:00", "to": "2024-06-06T00:00:00+02:00"}), pj({"events": [other, ev]})),
         (call("delete_event", event_id="evt_1a9zz0"), "Event evt_1a9zz0 deleted."),
         (call("get_event", event_id="evt_8f3k2q"), pj(ev)),
         (call("update_event", event_id="evt_8f3k2q", start="2024-06-05T15:00:00+02:00", end="2024-06-05T16:00:00+02:00"),
          f"Event updated.\n{pj({**ev, 'start': '2024-06-05T15:00:00+02:00', 'end': '2024-06-05T16:00:00+02:00', 'updated': '2024-06-03T09:16:30Z'})}"),
         (call("list_events", **{"from": "2024-06-05T00:00:00+02:00", "to": "2024-06-06T00:00:00+02:00"}),
          pj({"events": [other, {**ev, 'start': '2024-06-05T15:00:00+02:00', 'end': '2024-06-05T16:00:00+02:00', 'updated': '2024-06-03T09:16:30Z'}]}))]
    add("mcp", "ind-mcp-06", cal, t, bad=True, turn=5, kind="deleted_reappears")

    sql = mcp_sys("sqlite", [tool("read_query", "Run a SELECT.", {"query": S}, ["query"]),
                             tool("write_query", "Run INSERT/UPDATE/DELETE.", {"query": S}, ["query"]),
                             tool("list_tables", "List tables.", {}, [])])
    # M-bad-5: COUNT(*) does not follow two inserts
    t = [(call("list_tables"), "[{'name': 'users'}, {'name': 'orders'}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM users"), "[{'n': 42}]"),
         (call("write_query", query="INSERT INTO users (email, name) VALUES ('ana@ex.com','Ana'), ('li@ex.com','Li')"),
          "[{'affected_rows': 2}]"),
         (call("read_query", query="SELECT id, email FROM users ORDER BY id DESC LIMIT 2"),
          "[{'id': 44, 'email': 'li@ex.com'}, {'id': 43, 'email': 'ana@ex.com'}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM users"), "[{'n': 43}]")]
    add("mcp", "ind-mcp-07", sql, t, bad=True, turn=5, kind="count_mismatch")

    # M-clean-3: inserts and a delete; the count follows each
    t = [(call("read_query", query="SELECT COUNT(*) AS n FROM users"), "[{'n': 42}]"),
         (call("write_query", query="INSERT INTO users (email, name) VALUES ('ana@ex.com','Ana'), ('li@ex.com','Li')"),
          "[{'affected_rows': 2}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM users"), "[{'n': 44}]"),
         (call("write_query", query="DELETE FROM users WHERE email = 'li@ex.com'"), "[{'affected_rows': 1}]"),
         (call("read_query", query="SELECT COUNT(*) AS n FROM users"), "[{'n': 43}]"),
         (call("read_query", query="SELECT id, email FROM users ORDER BY id DESC LIMIT 1"), "[{'id': 43, 'email': 'ana@ex.com'}]")]
    add("mcp", "ind-mcp-08", sql, t)

    fs = mcp_sys("filesystem", [tool("list_directory", "List a directory.", {"path": S}, ["path"]),
                                tool("read_file", "Read a file.", {"path": S}, ["path"]),
                                tool("write_file", "Write a file.", {"path": S, "content": S}, ["path", "content"]),
                                tool("move_file", "Move or rename.", {"source": S, "destination": S}, ["source", "destination"]),
                                tool("edit_file", "Edit lines.", {"path": S, "edits": {"type": "array"}}, ["path", "edits"]),
                                tool("get_file_info", "Stat a file.", {"path": S}, ["path"])])
    # M-bad-6: a renamed file is listed under its old name
    t = [(call("list_directory", path="/data/reports"), "[FILE] 2024-q1.csv\n[FILE] draft.md\n[DIR] archive"),
         (call("move_file", source="/data/reports/draft.md", destination="/data/reports/q2-summary.md"),
          "Successfully moved /data/reports/draft.md to /data/reports/q2-summary.md"),
         (call("read_file", path="/data/reports/q2-summary.md"), "# Q2 summary\n\nRevenue up 4% on Q1."),
         (call("list_directory", path="/data/reports"), "[FILE] 2024-q1.csv\n[FILE] draft.md\n[DIR] archive")]
    add("mcp", "ind-mcp-09", fs, t, bad=True, turn=4, kind="rename_old_name")

    # M-clean-4: write, edit, read: content changes exactly where edited; size grows; mtime forward
    t = [(call("write_file", path="/data/notes/todo.md", content="- call Bob\n- order toner\n"),
          "Successfully wrote to /data/notes/todo.md"),
         (call("get_file_info", path="/data/notes/todo.md"),
          "size: 26\ncreated: Mon Jun 03 2024 09:40:01 GMT+0000\nmodified: Mon Jun 03 2024 09:40:01 GMT+0000\nisDirectory: false\nisFile: true\npermissions: 644"),
         (call("edit_file", path="/data/notes/todo.md", edits=[{"oldText": "- order toner", "newText": "- order toner (HP 59A)"}]),
          "```diff\n--- /data/notes/todo.md\n+++ /data/notes/todo.md\n@@ -1,2 +1,2 @@\n - call Bob\n--- order toner\n+- order toner (HP 59A)\n```"),
         (call("read_file", path="/data/notes/todo.md"), "- call Bob\n- order toner (HP 59A)\n"),
         (call("get_file_info", path="/data/notes/todo.md"),
          "size: 35\ncreated: Mon Jun 03 2024 09:40:01 GMT+0000\nmodified: Mon Jun 03 2024 09:41:17 GMT+0000\nisDirectory: false\nisFile: true\npermissions: 644"),
         (call("move_file", source="/data/notes/todo.md", destination="/data/notes/done.md"),
          "Successfully moved /data/notes/todo.md to /data/notes/done.md"),
         (call("list_directory", path="/data/notes"), "[FILE] done.md\n[FILE] ideas.md")]
    add("mcp", "ind-mcp-10", fs, t)

    mk = mcp_sys("markets", [tool("get_quote", "Latest quote.", {"symbol": S}, ["symbol"]),
                             tool("get_time", "Server time.", {"timezone": S}, []),
                             tool("create_alert", "Price alert.", {"symbol": S, "above": {"type": "number"}}, ["symbol", "above"]),
                             tool("list_alerts", "List alerts.", {}, [])])
    # M-clean-5: live quotes and the clock move between calls; the alert keeps its id
    t = [(call("get_time", timezone="America/New_York"), pj({"time": "2024-06-03T10:31:05-04:00"})),
         (call("get_quote", symbol="AAPL"), pj({"symbol": "AAPL", "price": 193.12, "as_of": "2024-06-03T10:31:06-04:00"})),
         (call("create_alert", symbol="AAPL", above=195), pj({"alert_id": "al_5521", "symbol": "AAPL", "above": 195, "active": True})),
         (call("get_quote", symbol="AAPL"), pj({"symbol": "AAPL", "price": 193.47, "as_of": "2024-06-03T10:33:40-04:00"})),
         (call("list_alerts"), pj({"alerts": [{"alert_id": "al_5521", "symbol": "AAPL", "above": 195, "active": True}]})),
         (call("get_time", timezone="America/New_York"), pj({"time": "2024-06-03T10:33:52-04:00"}))]
    add("mcp", "ind-mcp-11", mk, t)

    chat = mcp_sys("slack", [tool("post_message", "Post.", {"channel": S, "text": S}, ["channel", "text"]),
                             tool("update_message", "Edit a message.", {"channel": S, "ts": S, "text": S}, ["channel", "ts", "text"]),
                             tool("get_channel_history", "Recent messages.", {"channel": S, "limit": INT}, ["channel"]),
                             tool("add_reaction", "React.", {"channel": S, "timestamp": S, "reaction": S}, ["channel", "timestamp", "reaction"])])
    # M-clean-6: an edited message shows its new text, with an edited marker
    t = [(call("post_message", channel="C07DEPLOY", text="Deploy at 5pm"),
          pj({"ok": True, "channel": "C07DEPLOY", "ts": "1717405234.000200", "message": {"text": "Deploy at 5pm", "user": "U0BOT"}})),
         (call("add_reaction", channel="C07DEPLOY", timestamp="1717405234.000200", reaction="eyes"), pj({"ok": True})),
         (call("update_message", channel="C07DEPLOY", ts="1717405234.000200", text="Deploy at 6pm (moved)"),
          pj({"ok": True, "channel": "C07DEPLOY", "ts": "1717405234.000200", "text": "Deploy at 6pm (moved)"})),
         (call("get_channel_history", channel="C07DEPLOY", limit=2),
          pj({"ok": True, "messages": [
              {"ts": "1717405234.000200", "user": "U0BOT", "text": "Deploy at 6pm (moved)",
               "edited": {"user": "U0BOT", "ts": "1717405301.000000"}, "reactions": [{"name": "eyes", "count": 1}]},
              {"ts": "1717401002.000100", "user": "U02PRIYA", "text": "staging is green"}]}))]
    add("mcp", "ind-mcp-12", chat, t)


# -------------------------------------------------------------------------------------------------- search
SEARCH_SYS = ("Play the tools of a research agent: web_search returns ranked results, web_extractor returns a "
              "page's text as Markdown, dict_memory keeps key-value notes. Reply after **Environment Observation:**.")


def results(*items: tuple[str, str, str, str]) -> str:
    return "\n\n".join(f"[{i}] {u}\nTitle: {t}\nSnippet: {s}\nDate: {d}" for i, (u, t, s, d) in enumerate(items, 1))


def ws(*queries: str) -> str:
    return call("web_search", queries=list(queries))


def wx(url: str, goal: str) -> str:
    return call("web_extractor", url=url, goal=goal)


def mem(operation: str, **kw) -> str:
    return call("dict_memory", operation=operation, **kw)


EIFFEL = "https://en.wikipedia.org/wiki/Eiffel_Tower"
EIFFEL_PAGE = ("# Eiffel Tower\n\nThe Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, "
               "France. It is named after the engineer Gustave Eiffel, whose company designed and built the tower.\n\n"
               "| Eiffel Tower | |\n| --- | --- |\n| Construction started | 28 January 1887 |\n"
               "| Opened | 31 March 1889 |\n| Height | 330 m (1,083 ft) |\n| Architect | Stephen Sauvestre |\n\n"
               "## History\n\nThe tower was built as the entrance arch of the 1889 World's Fair.")


def search() -> None:
    # S-bad-1: the same URL read twice disagrees on a fact
    t = [(ws("Eiffel Tower opening date"), results(
            (EIFFEL, "Eiffel Tower - Wikipedia", "... opened on 31 March 1889 as the entrance to the 1889 World's Fair ...", "N/A"),
            ("https://www.toureiffel.paris/en/the-monument/history", "History of the Eiffel Tower | Official website",
             "Built in two years, two months and five days ...", "N/A"))),
         (wx(EIFFEL, "opening date and height"), EIFFEL_PAGE),
         (ws("Gustave Eiffel company name"), results(
            ("https://en.wikipedia.org/wiki/Gustave_Eiffel", "Gustave Eiffel - Wikipedia",
             "... his company, Compagnie des Établissements Eiffel ...", "N/A"))),
         (wx(EIFFEL, "architect"), EIFFEL_PAGE.replace("31 March 1889", "15 May 1889"))]
    add("search", "ind-search-01", SEARCH_SYS, t, bad=True, turn=4, kind="url_disagrees")

    # S-clean-1: the same URL read twice agrees; two different sources may differ
    t = [(wx(EIFFEL, "height"), EIFFEL_PAGE),
         (wx("https://www.toureiffel.paris/en/the-monument/key-figures", "height"),
          "# Key figures\n\n- Height: 330 metres (since the 2022 antenna)\n- Weight: 10,100 tonnes\n"
          "- Steps to the top floor: 674 (public access)"),
         (mem("add", dict={"eiffel_height": "330 m", "eiffel_opened": "31 March 1889"}),
          "Successfully added items of [eiffel_height, eiffel_opened] to memory."),
         (wx(EIFFEL, "opening date"), EIFFEL_PAGE),
         (mem("retrieve", key_list=["eiffel_opened"]), "{'eiffel_opened': '31 March 1889'}")]
    add("search", "ind-search-02", SEARCH_SYS, t)

    # S-bad-2: a remembered value comes back different
    nyc = "https://www.census.gov/quickfacts/newyorkcitynewyork"
    t = [(ws("New York City population 2020 census"), results(
            (nyc, "U.S. Census Bureau QuickFacts: New York city, New York", "Population, Census, April 1, 2020: 8,804,190 ...", "N/A"),
            ("https://en.wikipedia.org/wiki/New_York_City", "New York City - Wikipedia",
             "... with a 2020 population of 8,804,190 distributed over 300.46 square miles ...", "N/A"))),
         (mem("add", dict={"nyc_pop_2020": "8,804,190"}), "Successfully added items of [nyc_pop_2020] to memory."),
         (ws("Los Angeles population 2020 census"), results(
            ("https://www.census.gov/quickfacts/losangelescitycalifornia", "QuickFacts: Los Angeles city, California",
             "Population, Census, April 1, 2020: 3,898,747 ...", "N/A"))),
         (mem("add", dict={"la_pop_2020": "3,898,747"}), "Successfully added items of [la_pop_2020] to memory."),
         (mem("retrieve", key_list=["nyc_pop_2020", "la_pop_2020"]),
          "{'nyc_pop_2020': '8,336,817', 'la_pop_2020': '3,898,747'}")]
    add("search", "ind-search-03", SEARCH_SYS, t, bad=True, turn=5, kind="memory_differs")

    # S-bad-3: a removed key is listed again
    t = [(mem("add", dict={"ceo": "Satya Nadella", "hq": "Redmond, WA", "founded": "1975"}),
          "Successfully added items of [ceo, hq, founded] to memory."),
         (mem("remove", key_list=["founded"]), "Successfully removed items of [founded] from memory."),
         (ws("Microsoft number of employees 2023"), results(
            ("https://www.microsoft.com/investor/reports/ar23/index.html", "Microsoft 2023 Annual Report",
             "As of June 30, 2023, we employed approximately 221,000 people on a full-time basis ...", "Jul 27, 2023"))),
         (mem("add", dict={"employees_2023": "221,000"}), "Successfully added items of [employees_2023] to memory."),
         (mem("retrieve_all"), "{'ceo': 'Satya Nadella', 'hq': 'Redmond, WA', 'founded': '1975', 'employees_2023': '221,000'}")]
    add("search", "ind-search-04", SEARCH_SYS, t, bad=True, turn=5, kind="deleted_reappears")

    # S-bad-4: an added key is missing from retrieve_all
    t = [(ws("tallest building in the world 2024"), results(
            ("https://en.wikipedia.org/wiki/Burj_Khalifa", "Burj Khalifa - Wikipedia",
             "The Burj Khalifa is a skyscraper in Dubai ... height of 828 m ...", "N/A"))),
         (mem("add", dict={"tallest": "Burj Khalifa"}), "Successfully added items of [tallest] to memory."),
         (mem("add", dict={"tallest_height_m": "828"}), "Successfully added items of [tallest_height_m] to memory."),
         (wx("https://en.wikipedia.org/wiki/Burj_Khalifa", "year completed"),
          "# Burj Khalifa\n\n| Burj Khalifa | |\n| --- | --- |\n| Height | 828 m |\n| Completed | 2009 |\n| Opened | 4 January 2010 |"),
         (mem("add", dict={"tallest_opened": "4 January 2010"}), "Successfully added items of [tallest_opened] to memory."),
         (mem("retrieve_all"), "{'tallest': 'Burj Khalifa', 'tallest_opened': '4 January 2010'}")]
    add("search", "ind-search-05", SEARCH_SYS, t, bad=True, turn=6, kind="created_missing")

    # S-bad-5: an updated value reverts to its old value
    t = [(mem("add", dict={"iphone15_price": "$799"}), "Successfully added items of [iphone15_price] to memory."),
         (ws("iPhone 15 price cut after iPhone 16 launch"), results(
            ("https://www.apple.com/shop/buy-iphone/iphone-15", "Buy iPhone 15 and iPhone 15 Plus - Apple",
             "iPhone 15 From $699 or $29.12/mo. for 24 mo. ...", "N/A"))),
         (mem("update", dict={"iphone15_price": "$699"}), "Successfully updated items of [iphone15_price] in memory."),
         (ws("iPhone 16 launch price"), results(
            ("https://www.apple.com/newsroom/2024/09/apple-debuts-iphone-16/", "Apple debuts iPhone 16 and iPhone 16 Plus",
             "iPhone 16 and iPhone 16 Plus will be available in ... starting at $799 ...", "Sep 9, 2024"))),
         (mem("retrieve", key_list=["iphone15_price"]), "{'iphone15_price': '$799'}")]
    add("search", "ind-search-06", SEARCH_SYS, t, bad=True, turn=5, kind="value_reverted")

    # S-clean-2: update changes a remembered value legitimately
    t = [(mem("add", dict={"iphone15_price": "$799"}), "Successfully added items of [iphone15_price] to memory."),
         (ws("iPhone 15 price cut after iPhone 16 launch"), results(
            ("https://www.apple.com/shop/buy-iphone/iphone-15", "Buy iPhone 15 and iPhone 15 Plus - Apple",
             "iPhone 15 From $699 or $29.12/mo. for 24 mo. ...", "N/A"))),
         (mem("update", dict={"iphone15_price": "$699"}), "Successfully updated items of [iphone15_price] in memory."),
         (mem("retrieve", key_list=["iphone15_price"]), "{'iphone15_price': '$699'}")]
    add("search", "ind-search-07", SEARCH_SYS, t)

    # S-clean-3: remove then add again with another value; remove_all empties memory
    t = [(mem("add", dict={"capital": "Canberra", "largest_city": "Melbourne"}),
          "Successfully added items of [capital, largest_city] to memory."),
         (ws("largest city in Australia by population 2023"), results(
            ("https://www.abs.gov.au/statistics/people/population/regional-population/2022-23",
             "Regional population, 2022-23 financial year | ABS",
             "Melbourne's population (5.21 million) overtook Sydney (5.17 million) under the new boundary ...", "Mar 26, 2024"))),
         (mem("remove", key_list=["largest_city"]), "Successfully removed items of [largest_city] from memory."),
         (mem("retrieve", key_list=["largest_city"]), "Key not found: largest_city"),
         (mem("add", dict={"largest_city": "Melbourne (GCCSA boundary; Sydney by urban area)"}),
          "Successfully added items of [largest_city] to memory."),
         (mem("retrieve_all"), "{'capital': 'Canberra', 'largest_city': 'Melbourne (GCCSA boundary; Sydney by urban area)'}"),
         (mem("remove_all"), "Successfully cleared all memory."),
         (mem("retrieve_all"), "{}")]
    add("search", "ind-search-08", SEARCH_SYS, t)

    # S-clean-4: two searches rank differently; pages on one site have their own titles
    py = "https://docs.python.org/3/whatsnew/3.12.html"
    t = [(ws("python 3.12 new features"), results(
            (py, "What's New In Python 3.12 — Python 3.12.4 documentation", "This article explains the new features in Python 3.12 ...", "N/A"),
            ("https://realpython.com/python312-new-features/", "Python 3.12: Cool New Features for You to Try",
             "... better error messages, f-string improvements, per-interpreter GIL ...", "Oct 2, 2023"))),
         (ws("PEP 701 f-strings"), results(
            ("https://peps.python.org/pep-0701/", "PEP 701 – Syntactic formalization of f-strings",
             "This document proposes to lift some of the restrictions originally formulated for f-strings ...", "N/A"),
            (py, "What's New In Python 3.12 — Python 3.12.4 documentation", "PEP 701: Syntactic formalization of f-strings ...", "N/A"))),
         (wx(py, "list of PEPs"), "# What's New In Python 3.12\n\n**Release:** 3.12.4\n\n## Summary – Release highlights\n\n"
                                 "- PEP 695, type parameter syntax\n- PEP 701, f-strings in the grammar\n- PEP 684, a per-interpreter GIL\n"
                                 "- PEP 669, low impact monitoring"),
         (wx("https://docs.python.org/3/whatsnew/3.13.html", "headline features"),
          "# What's New In Python 3.13\n\n**Release:** 3.13.0\n\n## Summary – Release Highlights\n\n"
          "- a new interactive interpreter\n- experimental free-threaded build (PEP 703)\n- an experimental JIT compiler (PEP 744)"),
         (mem("add", dict={"py312_peps": "695, 701, 684, 669"}), "Successfully added items of [py312_peps] to memory.")]
    add("search", "ind-search-09", SEARCH_SYS, t)

    # S-clean-5: a news page read, then an extractor goal that finds less; memory retrieve matches
    bbc = "https://www.bbc.com/news/science-environment-68000000"
    t = [(ws("Voyager 1 data problem fixed 2024"), results(
            ("https://www.jpl.nasa.gov/news/nasas-voyager-1-resumes-sending-engineering-updates-to-earth",
             "NASA's Voyager 1 Resumes Sending Engineering Updates to Earth", "... the spacecraft returned usable data about the health and status ...", "Apr 22, 2024"),
            (bbc, "Voyager 1: Nasa fixes glitch on most distant spacecraft - BBC News", "... 15 billion miles away ...", "Apr 23, 2024"))),
         (wx("https://www.jpl.nasa.gov/news/nasas-voyager-1-resumes-sending-engineering-updates-to-earth", "date data resumed"),
          "# NASA's Voyager 1 Resumes Sending Engineering Updates to Earth\n\nApril 22, 2024\n\n"
          "For the first time since November, NASA's Voyager 1 spacecraft is returning usable data about the health "
          "and status of its onboard engineering systems. ... the team received a response on April 20."),
         (mem("add", dict={"voyager_fix_date": "2024-04-20"}), "Successfully added items of [voyager_fix_date] to memory."),
         (mem("retrieve", key_list=["voyager_fix_date"]), "{'voyager_fix_date': '2024-04-20'}")]
    add("search", "ind-search-10", SEARCH_SYS, t)


# ----------------------------------------------------------------------------------------------------- swe
SWE_OH = ("Simulate the tools of an OpenHands coding agent (execute_bash, str_replace_editor) in the repository "
          "/workspace/{repo}. Reply with the tool output after **Environment Observation:**.")
SWE_GEM = ("Simulate the Gemini CLI tools (read_file, write_file, replace, list_directory, glob, "
           "search_file_content, run_shell_command) for a project in {root}. Reply after **Environment Observation:**.")


def catn(path: str, text: str, start: int = 1, snippet: bool = False, edited: bool = False) -> str:
    body = "\n".join(f"{i:6d}\t{line}" for i, line in enumerate(text.split("\n"), start))
    if edited:
        return (f"The file {path} has been edited. Here's the result of running `cat -n` on a snippet of {path}:\n"
                f"{body}\nReview the changes and make sure they are as expected. Edit the file again if necessary.")
    return f"Here's the result of running `cat -n` on {path}:\n{body}"


def bash_oh(out: str, cwd: str, code: int = 0) -> str:
    return (out.rstrip("\n") + "\n" if out else "") + \
        f"[The command completed with exit code {code}.]\n[Current working directory: {cwd}]\n[Python interpreter: /usr/bin/python]"


def gem_shell(cmd: str, out: str, code: int = 0, pgid: int = 51200) -> str:
    return (f"Command: {cmd}\nDirectory: (root)\nStdout: {out if out else '(empty)'}\nStderr: (empty)\nError: (none)\n"
            f"Exit Code: {code}\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: {pgid}")


def ed(command: str, path: str, **kw) -> str:
    return call("str_replace_editor", command=command, path=path, **kw)


def sh(cmd: str) -> str:
    return call("execute_bash", command=cmd)


def gsh(cmd: str, what: str) -> str:
    return call("run_shell_command", command=cmd, description=what)


CALC = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n\n\ndef mul(a, b):\n    return a + b"
CALC_FIXED = CALC.replace("def mul(a, b):\n    return a + b", "def mul(a, b):\n    return a * b")


def swe() -> None:
    ws_ = "/workspace/calc"
    sys_oh = SWE_OH.format(repo="calc")
    # W-bad-1: the file does not show a str_replace in a later view
    t = [(ed("view", f"{ws_}/calc/ops.py"), catn(f"{ws_}/calc/ops.py", CALC)),
         (sh("cd /workspace/calc && python -m pytest -q tests/test_ops.py 2>&1 | tail -3"),
          bash_oh("FAILED tests/test_ops.py::test_mul - assert 5 == 6\n1 failed, 2 passed in 0.04s", ws_, 1)),
         (ed("str_replace", f"{ws_}/calc/ops.py", old_str="def mul(a, b):\n    return a + b", new_str="def mul(a, b):\n    return a * b"),
          catn(f"{ws_}/calc/ops.py", "\n\ndef mul(a, b):\n    return a * b", start=7, edited=True)),
         (ed("view", f"{ws_}/calc/ops.py", view_range=[9, 10]),
          f"Here's the result of running `cat -n` on {ws_}/calc/ops.py:\n     9\tdef mul(a, b):\n    10\t    return a + b")]
    add("swe", "ind-swe-01", sys_oh, t, bad=True, turn=4, kind="content_unchanged_after_edit")

    # W-clean-1: edit shows in view, tests and git diff
    t = [(ed("view", f"{ws_}/calc/ops.py"), catn(f"{ws_}/calc/ops.py", CALC)),
         (ed("str_replace", f"{ws_}/calc/ops.py", old_str="def mul(a, b):\n    return a + b", new_str="def mul(a, b):\n    return a * b"),
          catn(f"{ws_}/calc/ops.py", "\n\ndef mul(a, b):\n    return a * b", start=7, edited=True)),
         (ed("view", f"{ws_}/calc/ops.py", view_range=[9, 10]),
          f"Here's the result of running `cat -n` on {ws_}/calc/ops.py:\n     9\tdef mul(a, b):\n    10\t    return a * b"),
         (sh("python -m pytest -q tests/test_ops.py 2>&1 | tail -1"), bash_oh("3 passed in 0.03s", ws_)),
         (sh("git diff --stat"), bash_oh(" calc/ops.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", ws_))]
    add("swe", "ind-swe-02", sys_oh, t)

    # W-clean-2: undo_edit brings the old text back (a legitimate revert)
    t = [(ed("view", f"{ws_}/calc/ops.py", view_range=[1, 2]),
          f"Here's the result of running `cat -n` on {ws_}/calc/ops.py:\n     1\tdef add(a, b):\n     2\t    return a + b"),
         (ed("str_replace", f"{ws_}/calc/ops.py", old_str="def add(a, b):", new_str="def add(a: int, b: int) -> int:"),
          catn(f"{ws_}/calc/ops.py", "def add(a: int, b: int) -> int:\n    return a + b\n", edited=True)),
         (ed("undo_edit", f"{ws_}/calc/ops.py"),
          f"Last edit to {ws_}/calc/ops.py undone successfully. " + catn(f"{ws_}/calc/ops.py", CALC)),
         (sh("git status --short"), bash_oh("", ws_))]
    add("swe", "ind-swe-03", sys_oh, t)

    # W-bad-2: a commit hash changes with no commit in between
    ws2 = "/workspace/httpkit"
    t = [(sh("cd /workspace/httpkit && git log --oneline -3"),
          bash_oh("a91c3e2 (HEAD -> main) Fix header parsing for folded lines\n0b7d6f1 Add Response.json()\n"
                  "c2e8a40 Release 0.4.0", ws2)),
         (sh("git show --stat --format='%h %an %s' HEAD"),
          bash_oh("a91c3e2 Lena Park Fix header parsing for folded lines\n\n httpkit/headers.py | 14 ++++++++++----\n"
                  " tests/test_headers.py | 9 +++++++++\n 2 files changed, 19 insertions(+), 4 deletions(-)", ws2)),
         (sh("grep -n 'def parse_headers' -A3 httpkit/headers.py"),
          bash_oh("12:def parse_headers(raw: bytes) -> dict[str, str]:\n13-    lines = raw.split(b\"\\r\\n\")\n"
                  "14-    out: dict[str, str] = {}\n15-    for line in _unfold(lines):", ws2)),
         (sh("git rev-parse --short HEAD && git status --short"), bash_oh("5e1f0c9", ws2))]
    add("swe", "ind-swe-04", SWE_OH.format(repo="httpkit"), t, bad=True, turn=4, kind="identity_changed")

    # W-clean-3: a commit adds a new hash on top; older hashes stay
    t = [(sh("cd /workspace/httpkit && git log --oneline -2"),
          bash_oh("a91c3e2 (HEAD -> main) Fix header parsing for folded lines\n0b7d6f1 Add Response.json()", ws2)),
         (ed("create", f"{ws2}/CHANGELOG.md", file_text="## 0.4.1\n- Fix folded header lines\n"),
          f"File created successfully at: {ws2}/CHANGELOG.md"),
         (sh("git add CHANGELOG.md && git commit -q -m 'Changelog for 0.4.1' && git log --oneline -3"),
          bash_oh("d40b2ee (HEAD -> main) Changelog for 0.4.1\na91c3e2 Fix header parsing for folded lines\n"
                  "0b7d6f1 Add Response.json()", ws2)),
         (sh("git rev-parse --short HEAD~1"), bash_oh("a91c3e2", ws2))]
    add("swe", "ind-swe-05", SWE_OH.format(repo="httpkit"), t)

    # W-bad-3: pip reports an upgrade, the import still shows the old version
    ws3 = "/workspace/shop"
    t = [(sh("cd /workspace/shop && python -c 'import django; print(django.get_version())'"), bash_oh("4.1.7", ws3)),
         (sh("pip install -q 'django==4.2.11' 2>&1 | tail -2"),
          bash_oh("Successfully installed Django-4.2.11 asgiref-3.8.1", ws3)),
         (sh("pip show django | head -2"), bash_oh("Name: Django\nVersion: 4.2.11", ws3)),
         (sh("python manage.py check"), bash_oh("System check identified no issues (0 silenced).", ws3)),
         (sh("python -c 'import django; print(django.get_version())'"), bash_oh("4.1.7", ws3))]
    add("swe", "ind-swe-06", SWE_OH.format(repo="shop"), t, bad=True, turn=5, kind="version_unchanged")

    # W-bad-4: a test count that ignores an inserted test
    t = [(sh("cd /workspace/calc && python -m pytest -q 2>&1 | tail -1"), bash_oh("5 passed in 0.05s", ws_)),
         (ed("view", f"{ws_}/tests/test_ops.py", view_range=[18, 20]),
          f"Here's the result of running `cat -n` on {ws_}/tests/test_ops.py:\n    18\tdef test_sub():\n"
          "    19\t    assert sub(5, 3) == 2\n    20\t"),
         (ed("insert", f"{ws_}/tests/test_ops.py", insert_line=20, new_str="\ndef test_mul_zero():\n    assert mul(7, 0) == 0\n"),
          catn(f"{ws_}/tests/test_ops.py", "    assert sub(5, 3) == 2\n\n\ndef test_mul_zero():\n    assert mul(7, 0) == 0",
               start=19, edited=True)),
         (sh("python -m pytest -q 2>&1 | tail -1"), bash_oh("5 passed in 0.05s", ws_))]
    add("swe", "ind-swe-07", sys_oh, t, bad=True, turn=4, kind="count_mismatch")

    # Gemini CLI style
    root = "/home/dev/inventory"
    gsys = SWE_GEM.format(root=root)
    # W-bad-5: a created file is missing from the directory listing
    t = [(call("list_directory", path=f"{root}/tests"), f"Directory listing for {root}/tests:\n__init__.py\nconftest.py\ntest_models.py"),
         (call("write_file", file_path=f"{root}/tests/test_api.py",
               content="from inventory.api import app\n\n\ndef test_health():\n    assert app.test_client().get('/health').status_code == 200\n"),
          f"Successfully created and wrote to new file: {root}/tests/test_api.py."),
         (gsh("python -m pytest -q tests/test_api.py", "Run the new test"), gem_shell("python -m pytest -q tests/test_api.py", "1 passed in 0.21s")),
         (call("list_directory", path=f"{root}/tests"), f"Directory listing for {root}/tests:\n__init__.py\nconftest.py\ntest_models.py")]
    add("swe", "ind-swe-08", gsys, t, bad=True, turn=4, kind="created_missing")

    # W-bad-6: a file's content changes with no write in between
    settings = "import os\n\nDEBUG = os.getenv('DEBUG', '0') == '1'\nDB_URL = os.environ['DB_URL']\nMAX_RETRIES = 3\nTIMEOUT_S = 30"
    t = [(call("read_file", absolute_path=f"{root}/inventory/settings.py"), settings),
         (call("glob", pattern="**/*.py"), f"Found 6 file(s) matching \"**/*.py\" within {root}, sorted by modification time (newest first):\n"
               + "\n".join(f"{root}/{p}" for p in ["inventory/settings.py", "inventory/api.py", "inventory/models.py",
                                                    "inventory/__init__.py", "tests/test_models.py", "tests/conftest.py"])),
         (call("search_file_content", pattern="MAX_RETRIES"),
          "Found 2 matches for pattern \"MAX_RETRIES\" in path \".\":\n---\nFile: inventory/settings.py\nL5: MAX_RETRIES = 5\n---\n"
          "File: inventory/api.py\nL31:     for attempt in range(settings.MAX_RETRIES):\n---")]
    t.append((call("read_file", absolute_path=f"{root}/inventory/api.py", offset=28, limit=4),
              "[File content truncated: showing lines 29-32 of 88 total lines. Use offset/limit parameters to view more.]\n"
              "def fetch_stock(sku: str) -> int:\n    last = None\n    for attempt in range(settings.MAX_RETRIES):\n        try:"))
    add("swe", "ind-swe-09", gsys, t, bad=True, turn=3, kind="content_changed_without_write")

    # W-clean-4: replace then read shows the new text; git sees the file modified; line count grows after append
    t = [(call("read_file", absolute_path=f"{root}/inventory/settings.py"), settings),
         (gsh("wc -l inventory/settings.py", "Count lines"), gem_shell("wc -l inventory/settings.py", "6 inventory/settings.py")),
         (call("replace", file_path=f"{root}/inventory/settings.py", old_string="MAX_RETRIES = 3", new_string="MAX_RETRIES = 5"),
          f"Successfully modified file: {root}/inventory/settings.py (1 replacements)."),
         (call("read_file", absolute_path=f"{root}/inventory/settings.py"), settings.replace("MAX_RETRIES = 3", "MAX_RETRIES = 5")),
         (gsh("echo 'CACHE_TTL_S = 60' >> inventory/settings.py && wc -l inventory/settings.py", "Append a setting"),
          gem_shell("echo 'CACHE_TTL_S = 60' >> inventory/settings.py && wc -l inventory/settings.py", "7 inventory/settings.py", pgid=51288)),
         (gsh("git status --short", "Check status"), gem_shell("git status --short", "M inventory/settings.py", pgid=51301))]
    add("swe", "ind-swe-10", gsys, t)

    # W-clean-5: a generator script writes a file; a new test raises the count
    t = [(call("list_directory", path=f"{root}/inventory"), f"Directory listing for {root}/inventory:\n__init__.py\napi.py\nmodels.py\nsettings.py"),
         (gsh("python scripts/gen_schema.py > inventory/schema.json && echo ok", "Generate the JSON schema"),
          gem_shell("python scripts/gen_schema.py > inventory/schema.json && echo ok", "ok")),
         (call("list_directory", path=f"{root}/inventory"),
          f"Directory listing for {root}/inventory:\n__init__.py\napi.py\nmodels.py\nschema.json\nsettings.py"),
         (gsh("python -m pytest -q", "Run tests"), gem_shell("python -m pytest -q", "4 passed in 0.31s", pgid=51320)),
         (call("write_file", file_path=f"{root}/tests/test_schema.py",
               content="import json\n\n\ndef test_schema_loads():\n    json.load(open('inventory/schema.json'))\n"),
          f"Successfully created and wrote to new file: {root}/tests/test_schema.py."),
         (gsh("python -m pytest -q", "Run tests"), gem_shell("python -m pytest -q", "5 passed in 0.33s", pgid=51347))]
    add("swe", "ind-swe-11", gsys, t)


# ----------------------------------------------------------------------------------------------------- web
WEB_SYS = ("Stand in for a web browser driven by BrowserGym actions. Predict the page's accessibility tree after "
           "the action, inside <predicted_observation></predicted_observation>.")


def page(title: str, lines: list[str], tabs: list[tuple[str, str]] | None = None, active: int = 0) -> str:
    body = f"RootWebArea '{title}', focused\n" + "\n".join("\t" + ln for ln in lines)
    if tabs is None:
        return body
    head = "## Open tabs\n" + "\n".join(f"Tab {i}{' (active)' if i == active else ''}: {t}\n  {u}"
                                        for i, (t, u) in enumerate(tabs))
    return head + "\n\n## AXTree\n" + body


def web() -> None:
    # B-bad-1: a saved setting is shown switched back after navigation
    def settings(checked: bool, note: str | None = None) -> str:
        ls = ["[101] heading 'Notification settings'",
              f"[110] checkbox 'Email me about new comments', clickable, checked={'true' if checked else 'false'}",
              "[111] checkbox 'Weekly digest', clickable, checked=true",
              "[120] button 'Save changes', clickable",
              "[130] link 'Back to dashboard', clickable"]
        if note:
            ls.insert(1, f"[105] status '{note}'")
        return page("Settings · ForumHub", ls)

    def dash() -> str:
        return page("Dashboard · ForumHub", ["[201] heading 'Dashboard'", "[210] link 'Settings', clickable",
                                             "[220] link 'My posts (12)', clickable", "[230] link 'Log out', clickable"])
    st = settings(False)
    t = [("click('110')", settings(True)),
         ("click('120')", settings(True, "Your settings have been saved.")),
         ("click('130')", dash()),
         ("click('210')", settings(False))]
    add("web", "ind-web-01", WEB_SYS, t, state=st, gui=True, bad=True, turn=4, kind="value_reverted")

    # B-clean-1: the saved setting persists across navigation
    t = [("click('110')", settings(True)),
         ("click('120')", settings(True, "Your settings have been saved.")),
         ("click('130')", dash()),
         ("click('210')", settings(True)),
         ("go_back()", dash())]
    add("web", "ind-web-02", WEB_SYS, t, state=st, gui=True)

    # B-bad-2: an added cart item is missing from the cart page
    def shop_tabs(title: str, url: str) -> list[tuple[str, str]]:
        return [(title, url)]
    prod_url = "http://shop.local/product/24-MB01"

    def product(cart: int, note: str | None = None) -> str:
        ls = [f"[31] link 'My Cart ({cart})', clickable", "[40] heading 'Joust Duffle Bag'",
              "[41] StaticText 'SKU 24-MB01'", "[42] StaticText '$34.00'",
              "[45] spinbutton 'Qty', clickable, value='1'", "[46] button 'Add to Cart', clickable"]
        if note:
            ls.insert(0, f"[20] alert '{note}'")
        return page("Joust Duffle Bag | Luma", ls, shop_tabs("Joust Duffle Bag | Luma", prod_url))
    cart_url = "http://shop.local/checkout/cart/"
    st = product(0)
    t = [("fill('45', '2')", product(0).replace("value='1'", "value='2'")),
         ("click('46')", product(2, "You added Joust Duffle Bag to your shopping cart.").replace("value='1'", "value='2'")),
         ("click('31')", page("Shopping Cart | Luma", ["[31] link 'My Cart', clickable", "[50] heading 'Shopping Cart'",
                                                       "[51] StaticText 'You have no items in your shopping cart.'",
                                                       "[52] link 'Continue shopping', clickable"],
                              shop_tabs("Shopping Cart | Luma", cart_url))),
         ("click('52')", page("Luma Home", ["[31] link 'My Cart', clickable", "[60] heading 'New Luma Yoga Collection'"],
                              shop_tabs("Luma Home", "http://shop.local/")))]
    add("web", "ind-web-03", WEB_SYS, t, state=st, gui=True, bad=True, turn=3, kind="created_missing")

    # B-clean-2: cart: add two kinds, remove one; counts follow
    def cart(rows: list[tuple[str, int, str]], note: str | None = None) -> str:
        n = sum(q for _, q, _ in rows)
        ls = [f"[31] link 'My Cart ({n})', clickable" if n else "[31] link 'My Cart', clickable", "[50] heading 'Shopping Cart'"]
        if note:
            ls.insert(0, f"[20] alert '{note}'")
        for i, (name, q, price) in enumerate(rows):
            ls += [f"[{70 + 10 * i}] link '{name}', clickable", f"[{71 + 10 * i}] spinbutton 'Qty', value='{q}'",
                   f"[{72 + 10 * i}] StaticText '{price}'", f"[{73 + 10 * i}] button 'Remove item', clickable"]
        ls.append(f"[99] StaticText 'Subtotal ${sum(q * float(p[1:]) for _, q, p in rows):.2f}'")
        return page("Shopping Cart | Luma", ls, shop_tabs("Shopping Cart | Luma", cart_url))
    st = product(0)
    t = [("click('46')", product(1, "You added Joust Duffle Bag to your shopping cart.")),
         ("goto('http://shop.local/product/24-WG02')", page("Didi Sport Watch | Luma", [
             "[31] link 'My Cart (1)', clickable", "[40] heading 'Didi Sport Watch'", "[41] StaticText 'SKU 24-WG02'",
             "[42] StaticText '$92.00'", "[45] spinbutton 'Qty', clickable, value='1'", "[46] button 'Add to Cart', clickable"],
             shop_tabs("Didi Sport Watch | Luma", "http://shop.local/product/24-WG02"))),
         ("click('46')", page("Didi Sport Watch | Luma", [
             "[20] alert 'You added Didi Sport Watch to your shopping cart.'",
             "[31] link 'My Cart (2)', clickable", "[40] heading 'Didi Sport Watch'", "[41] StaticText 'SKU 24-WG02'",
             "[42] StaticText '$92.00'", "[45] spinbutton 'Qty', clickable, value='1'", "[46] button 'Add to Cart', clickable"],
             shop_tabs("Didi Sport Watch | Luma", "http://shop.local/product/24-WG02"))),
         ("click('31')", cart([("Joust Duffle Bag", 1, "$34.00"), ("Didi Sport Watch", 1, "$92.00")])),
         ("click('73')", cart([("Didi Sport Watch", 1, "$92.00")], "You removed the item.").replace("[70]", "[70]")),
         ("goto('http://shop.local/product/24-MB01')", product(1))]
    add("web", "ind-web-04", WEB_SYS, t, state=st, gui=True)

    # B-bad-3: the same URL read twice disagrees (SKU and title)
    st = product(0)
    t = [("goto('http://shop.local/catalogsearch/result/?q=watch')", page("Search results for: 'watch' | Luma", [
             "[31] link 'My Cart', clickable", "[50] heading \"Search results for: 'watch'\"",
             "[51] link 'Didi Sport Watch', clickable", "[52] link 'Clamber Watch', clickable"],
             shop_tabs("Search results for: 'watch' | Luma", "http://shop.local/catalogsearch/result/?q=watch"))),
         ("click('52')", page("Clamber Watch | Luma", ["[31] link 'My Cart', clickable", "[40] heading 'Clamber Watch'",
                                                       "[41] StaticText 'SKU 24-WG03'", "[42] StaticText '$54.00'"],
                               shop_tabs("Clamber Watch | Luma", "http://shop.local/product/24-WG03"))),
         ("go_back()", page("Search results for: 'watch' | Luma", [
             "[31] link 'My Cart', clickable", "[50] heading \"Search results for: 'watch'\"",
             "[51] link 'Didi Sport Watch', clickable", "[52] link 'Clamber Watch', clickable"],
             shop_tabs("Search results for: 'watch' | Luma", "http://shop.local/catalogsearch/result/?q=watch"))),
         (f"goto('{prod_url}')", product(0).replace("Joust Duffle Bag", "Joust Gym Tote").replace("SKU 24-MB01", "SKU 24-MB04"))]
    add("web", "ind-web-05", WEB_SYS, t, state=st, gui=True, marker_in_gui=True, bad=True, turn=4, kind="url_disagrees")

    # B-bad-4: a deleted comment comes back after reload
    def thread(comments: list[tuple[int, str, str]], note: str | None = None) -> str:
        ls = ["[10] heading 'Which e-reader for PDFs?'", f"[11] StaticText '{len(comments)} comments'"]
        if note:
            ls.insert(0, f"[5] status '{note}'")
        for cid, user, text in comments:
            ls += [f"[{cid}] article '{user}'", f"\t[{cid + 1}] StaticText '{text}'", f"\t[{cid + 2}] button 'Delete', clickable"]
        ls += ["[90] textbox 'Write a comment', clickable", "[91] button 'Post', clickable"]
        return page("Which e-reader for PDFs? : r/ereader", ls)
    cs = [(20, "u/mira_k", "Kobo Sage handles PDFs fine with reflow."), (30, "u/me", "Thanks, ordering one."),
          (40, "u/dtan", "Boox Note Air if budget allows.")]
    st = thread(cs)
    t = [("click('32')", thread(cs) + "\n\t[95] dialog 'Delete comment?'\n\t\t[96] button 'Delete', clickable\n\t\t[97] button 'Cancel', clickable"),
         ("click('96')", thread([cs[0], cs[2]], "Comment deleted")),
         ("scroll(0, 400)", thread([cs[0], cs[2]])),
         ("keyboard_press('F5')", thread(cs))]
    add("web", "ind-web-06", WEB_SYS, t, state=st, gui=True, bad=True, turn=4, kind="deleted_reappears")

    # B-clean-3: posting a comment legitimately changes the page (count and list)
    new = (50, "u/me", "Ordered the Sage, thanks all!")
    t = [("fill('90', 'Ordered the Sage, thanks all!')", thread(cs).replace("[90] textbox 'Write a comment', clickable",
                                                                           "[90] textbox 'Write a comment', clickable, focused, value='Ordered the Sage, thanks all!'")),
         ("click('91')", thread(cs + [new], "Comment posted")),
         ("keyboard_press('F5')", thread(cs + [new])),
         ("click('32')", thread(cs + [new]) + "\n\t[95] dialog 'Delete comment?'\n\t\t[96] button 'Delete', clickable\n\t\t[97] button 'Cancel', clickable"),
         ("click('97')", thread(cs + [new]))]
    add("web", "ind-web-07", WEB_SYS, t, state=st, gui=True, marker_in_gui=True)

    # B-bad-5: a renamed project is shown under its old name
    def proj_list(names: list[str]) -> str:
        return page("Projects · GitLab", ["[300] heading 'Projects'"] +
                    [f"[{310 + i}] link 'acme / {n}', clickable" for i, n in enumerate(names)] + ["[399] link 'New project', clickable"])

    def general(name: str, note: str | None = None) -> str:
        ls = ["[400] heading 'General settings'", f"[410] textbox 'Project name', clickable, value='{name}'",
              "[411] button 'Save changes', clickable", "[420] link 'Projects', clickable"]
        if note:
            ls.insert(0, f"[401] alert '{note}'")
        return page(f"General · Settings · acme / {name} · GitLab", ls)
    st = general("old-api")
    t = [("fill('410', 'core-api')", general("old-api").replace("value='old-api'", "value='core-api'")),
         ("click('411')", general("core-api", "Project 'core-api' was successfully updated.")),
         ("click('420')", proj_list(["billing", "old-api", "web-frontend"])),
         ("click('399')", page("New project · GitLab", ["[500] heading 'Create new project'", "[510] link 'Create blank project', clickable"]))]
    add("web", "ind-web-08", WEB_SYS, t, state=st, gui=True, bad=True, turn=3, kind="rename_old_name")

    # B-clean-4: rename shows under the new name; a search page title follows its query; tabs
    t = [("fill('410', 'core-api')", general("old-api").replace("value='old-api'", "value='core-api'")),
         ("click('411')", general("core-api", "Project 'core-api' was successfully updated.")),
         ("click('420')", proj_list(["billing", "core-api", "web-frontend"])),
         ("new_tab()", page("New Tab", [])),
         ("goto('http://gitlab.local/search?search=core')", page("Search · core · GitLab", [
             "[600] heading 'Search results'", "[610] link 'acme / core-api', clickable"])),
         ("tab_close()", proj_list(["billing", "core-api", "web-frontend"]))]
    add("web", "ind-web-09", WEB_SYS, t, state=st, gui=True)

    # B-clean-5: search form fill and submit; the results page changes; back keeps the typed query
    def home(value: str | None) -> str:
        v = f", value='{value}'" if value else ""
        return page("Wikipedia, the free encyclopedia", ["[12] searchbox 'Search Wikipedia', clickable" + v,
                                                         "[13] button 'Search', clickable", "[20] link 'Main page', clickable"])
    st = home(None)
    t = [("fill('12', 'Ada Lovelace')", home("Ada Lovelace")),
         ("click('13')", page("Ada Lovelace - Wikipedia", ["[12] searchbox 'Search Wikipedia', clickable",
                                                           "[40] heading 'Ada Lovelace'",
                                                           "[41] StaticText 'Augusta Ada King, Countess of Lovelace (10 December 1815 – 27 November 1852)'",
                                                           "[42] link 'Analytical Engine', clickable"])),
         ("click('42')", page("Analytical engine - Wikipedia", ["[12] searchbox 'Search Wikipedia', clickable",
                                                                "[40] heading 'Analytical engine'",
                                                                "[41] StaticText 'The analytical engine was a proposed digital mechanical general-purpose computer designed by Charles Babbage.'"])),
         ("go_back()", page("Ada Lovelace - Wikipedia", ["[12] searchbox 'Search Wikipedia', clickable",
                                                         "[40] heading 'Ada Lovelace'",
                                                         "[41] StaticText 'Augusta Ada King, Countess of Lovelace (10 December 1815 – 27 November 1852)'",
                                                         "[42] link 'Analytical Engine', clickable"]))]
    add("web", "ind-web-10", WEB_SYS, t, state=st, gui=True)


# ------------------------------------------------------------------------------------------------- android
DROID_SYS = ("Simulate an Android phone operated by UI actions. Output the full next screen state, in the same "
             "notation as the current one, inside <predicted_observation></predicted_observation>.")


def lines_screen(items: list[str]) -> str:
    return "\n".join(f"[{i}] {s}" for i, s in enumerate(items))


def json_screen(app: str, activity: str, elems: list[dict]) -> str:
    out = [f"Foreground: {app}/{activity}", "UI elements:"]
    for i, e in enumerate(elems):
        out.append(json.dumps({"index": i, **e}, ensure_ascii=False))
    return "\n".join(out)


def android() -> None:
    # A-bad-1: Wi-Fi switched on, then shown off after going back and in again (json style)
    def net(clock: str) -> list[dict]:
        return [{"class": "TextView", "text": clock, "resource_id": "com.android.systemui:id/clock"},
                {"class": "TextView", "text": "Network & internet"},
                {"class": "LinearLayout", "text": "Internet", "content_desc": "", "clickable": True},
                {"class": "LinearLayout", "text": "Airplane mode", "clickable": True}]

    def wifi(clock: str, on: bool) -> list[dict]:
        e = [{"class": "TextView", "text": clock, "resource_id": "com.android.systemui:id/clock"},
             {"class": "TextView", "text": "Internet"},
             {"class": "Switch", "text": "Wi-Fi", "checked": on, "clickable": True}]
        if on:
            e += [{"class": "TextView", "text": "HomeNet-5G", "content_desc": "Connected"},
                  {"class": "TextView", "text": "CafeGuest"}]
        return e
    S_ = "com.android.settings"
    st = json_screen(S_, ".SubSettings", wifi("9:41", False))
    t = [(droid("click", index=2), json_screen(S_, ".SubSettings", wifi("9:41", True))),
         (droid("navigate_back"), json_screen(S_, ".Settings$NetworkDashboardActivity", net("9:42"))),
         (droid("click", index=2), json_screen(S_, ".SubSettings", wifi("9:42", False))),
         (droid("navigate_home"), json_screen("com.google.android.apps.nexuslauncher", ".NexusLauncherActivity", [
             {"class": "TextView", "text": "9:42", "resource_id": "com.android.systemui:id/clock"},
             {"class": "TextView", "text": "Settings", "clickable": True}, {"class": "TextView", "text": "Chrome", "clickable": True}]))]
    add("android", "ind-droid-01", DROID_SYS, t, state=st, gui=True, bad=True, turn=3, kind="value_reverted")

    # A-clean-1: an alarm switched on stays on after leaving the app; the clock advances
    def alarms(clock: str, on: bool, extra: bool = False) -> str:
        items = [f"TextView '{clock}' id=clock", "FrameLayout com.google.android.deskclock",
                 "TextView 'Alarm' selected", "TextView '6:30 AM'", f"Switch '6:30 AM' checked={'true' if on else 'false'} clickable",
                 "TextView '8:00 AM'", "Switch '8:00 AM' checked=true clickable"]
        if extra:
            items += ["TextView '7:15 AM'", "Switch '7:15 AM' checked=true clickable"]
        return lines_screen(items + ["ImageButton 'Add alarm' clickable"])
    st = alarms("6:02", False)
    t = [(droid("click", index=4), alarms("6:02", True)),
         (droid("navigate_home"), lines_screen(["TextView '6:02' id=clock", "FrameLayout com.google.android.apps.nexuslauncher",
                                                "TextView 'Clock' clickable", "TextView 'Chrome' clickable"])),
         (droid("open_app", app_name="Clock"), alarms("6:03", True)),
         (droid("wait"), alarms("6:04", True))]
    add("android", "ind-droid-02", DROID_SYS, t, state=st, gui=True)

    # A-bad-2: a saved contact is missing from the contact list
    def contacts(names: list[str], clock: str = "14:10") -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.contacts",
                             "EditText 'Search contacts' clickable"] + [f"TextView '{n}' clickable" for n in names] +
                            ["ImageButton 'Create contact' clickable"])
    names = ["Aiko Tanaka", "Ben Okafor", "Carla Mendes"]
    def form(first: str, phone: str) -> str:
        return lines_screen(["TextView '14:11' id=clock", "FrameLayout com.google.android.contacts",
                                              "TextView 'Create contact'", f"EditText 'First name' text='{first}' clickable",
                                              "EditText 'Last name' clickable", f"EditText 'Phone' text='{phone}' clickable",
                                              "Button 'Save' clickable"])
    st = contacts(names)
    t = [(droid("click", index=6), form("", "")),
         (droid("input_text", text="Dana", index=3), form("Dana", "")),
         (droid("input_text", text="+44 7700 900123", index=5), form("Dana", "+44 7700 900123")),
         (droid("click", index=6), lines_screen(["TextView '14:12' id=clock", "FrameLayout com.google.android.contacts",
                                                 "TextView 'Dana'", "TextView 'Mobile +44 7700 900123'", "Button 'Edit contact' clickable"])),
         (droid("navigate_back"), contacts(names, "14:12"))]
    add("android", "ind-droid-03", DROID_SYS, t, state=st, gui=True, marker_in_gui=True, bad=True, turn=5, kind="created_missing")

    # A-clean-2: a contact created then listed; search field keeps its text after back
    t = [(droid("click", index=6), form("", "")),
         (droid("input_text", text="Dana", index=3), form("Dana", "")),
         (droid("click", index=6), lines_screen(["TextView '14:12' id=clock", "FrameLayout com.google.android.contacts",
                                                 "TextView 'Dana'", "Button 'Edit contact' clickable"])),
         (droid("navigate_back"), contacts(["Aiko Tanaka", "Ben Okafor", "Carla Mendes", "Dana"], "14:12")),
         (droid("input_text", text="Da", index=2), contacts(["Dana"], "14:13").replace("EditText 'Search contacts' clickable",
                                                                                       "EditText 'Search contacts' text='Da' clickable"))]
    add("android", "ind-droid-04", DROID_SYS, t, state=st, gui=True)

    # A-bad-3: a deleted note shows up again after a scroll
    def keep(notes: list[str], clock: str, snack: str | None = None) -> str:
        items = [f"TextView '{clock}' id=clock", "FrameLayout com.google.android.keep", "EditText 'Search your notes' clickable"]
        items += [f"TextView '{n}' clickable" for n in notes]
        if snack:
            items += [f"TextView '{snack}'", "Button 'Undo' clickable"]
        return lines_screen(items + ["ImageButton 'New text note' clickable"])
    notes = ["Groceries: oat milk, eggs", "Wi-Fi code 7731-KLM", "Gift ideas for Sam", "Passport renewal checklist"]
    st = keep(notes, "18:20")
    t = [(droid("long_press", index=5), keep(notes, "18:20").replace("TextView 'Gift ideas for Sam' clickable",
                                                                      "TextView 'Gift ideas for Sam' selected clickable")
          + "\n[8] ImageButton 'Delete' clickable"),
         (droid("click", index=8), keep([notes[0], notes[1], notes[3]], "18:21", "Note moved to trash")),
         (droid("scroll", direction="down"), keep([notes[1], notes[3], "Tax 2023 receipts", "Bike service 12 May"], "18:21")),
         (droid("scroll", direction="up"), keep(notes, "18:21"))]
    add("android", "ind-droid-05", DROID_SYS, t, state=st, gui=True, bad=True, turn=4, kind="deleted_reappears")

    # A-clean-3: a deleted mail is listed in Trash (legitimately), not in the inbox
    def inbox(mails: list[str], snack: str | None = None, title: str = "Inbox") -> str:
        items = ["TextView '11:05' id=clock", "FrameLayout com.google.android.gm", f"TextView '{title}'"]
        items += [f"TextView '{m}' clickable" for m in mails]
        if snack:
            items += [f"TextView '{snack}'", "Button 'Undo' clickable"]
        return lines_screen(items + ["ImageButton 'Open navigation drawer' clickable"])
    mails = ["Figma: 3 new comments", "Lufthansa: Your booking LH 2331", "GitHub: [acme/widgets] PR #91 merged"]
    st = inbox(mails)
    t = [(droid("long_press", index=3), inbox(mails).replace("'Figma: 3 new comments' clickable", "'Figma: 3 new comments' selected clickable")
          + "\n[7] ImageButton 'Delete' clickable"),
         (droid("click", index=7), inbox(mails[1:], "Conversation moved to Trash.")),
         (droid("click", index=7), lines_screen(["TextView '11:05' id=clock", "FrameLayout com.google.android.gm",
                                                 "TextView 'Inbox' clickable", "TextView 'Starred' clickable", "TextView 'Trash' clickable"])),
         (droid("click", index=4), inbox(["Figma: 3 new comments"], title="Trash")),
         (droid("navigate_back"), inbox(mails[1:]))]
    add("android", "ind-droid-06", DROID_SYS, t, state=st, gui=True)

    # A-bad-4: the status-bar clock goes backwards
    st = keep(notes, "18:20")
    t = [(droid("click", index=7), lines_screen(["TextView '18:20' id=clock", "FrameLayout com.google.android.keep",
                                                 "EditText 'Title' clickable", "EditText 'Note' clickable", "ImageButton 'Back' clickable"])),
         (droid("input_text", text="Call plumber", index=3), lines_screen(["TextView '18:21' id=clock", "FrameLayout com.google.android.keep",
                                                                           "EditText 'Title' clickable", "EditText 'Note' text='Call plumber' clickable",
                                                                           "ImageButton 'Back' clickable"])),
         (droid("click", index=4), keep(notes + ["Call plumber"], "18:22")),
         (droid("scroll", direction="down"), keep(notes[2:] + ["Call plumber"], "18:16"))]
    add("android", "ind-droid-07", DROID_SYS, t, state=st, gui=True, bad=True, turn=4, kind="clock_backwards")

    # A-bad-5: a renamed file is listed under its old name (json style)
    def files(names: list[str], clock: str) -> list[dict]:
        return ([{"class": "TextView", "text": clock, "resource_id": "com.android.systemui:id/clock"},
                 {"class": "TextView", "text": "Pictures"}] +
                [{"class": "TextView", "text": n, "clickable": True, "long_clickable": True} for n in names])
    F_ = "com.google.android.documentsui"
    st = json_screen(F_, ".files.FilesActivity", files(["IMG_2041.jpg", "IMG_2042.jpg", "Screenshot_0601.png"], "16:30"))
    def dlg(text: str) -> str:
        return json_screen(F_, ".files.FilesActivity", files(["IMG_2041.jpg", "IMG_2042.jpg", "Screenshot_0601.png"], "16:31") + [
        {"class": "TextView", "text": "Rename"}, {"class": "EditText", "text": text, "focused": True, "clickable": True},
        {"class": "Button", "text": "OK", "clickable": True}, {"class": "Button", "text": "Cancel", "clickable": True}])
    t = [(droid("long_press", index=2), dlg("IMG_2041.jpg")),
         (droid("input_text", text="beach.jpg", index=6, clear_text=True), dlg("beach.jpg")),
         (droid("click", index=7), json_screen(F_, ".files.FilesActivity", files(["beach.jpg", "IMG_2042.jpg", "Screenshot_0601.png"], "16:31"))),
         (droid("navigate_back"), json_screen(F_, ".files.FilesActivity", [
             {"class": "TextView", "text": "16:32", "resource_id": "com.android.systemui:id/clock"},
             {"class": "TextView", "text": "Internal storage"}, {"class": "TextView", "text": "Pictures", "clickable": True},
             {"class": "TextView", "text": "Download", "clickable": True}])),
         (droid("click", index=2), json_screen(F_, ".files.FilesActivity", files(["IMG_2041.jpg", "IMG_2042.jpg", "Screenshot_0601.png"], "16:32")))]
    add("android", "ind-droid-08", DROID_SYS, t, state=st, gui=True, bad=True, turn=5, kind="rename_old_name")

    # A-clean-4: rename shows the new name after navigation; dialogs come and go
    t = [(droid("long_press", index=2), dlg("IMG_2041.jpg")),
         (droid("input_text", text="beach.jpg", index=6, clear_text=True), dlg("beach.jpg")),
         (droid("click", index=7), json_screen(F_, ".files.FilesActivity", files(["beach.jpg", "IMG_2042.jpg", "Screenshot_0601.png"], "16:31"))),
         (droid("navigate_back"), json_screen(F_, ".files.FilesActivity", [
             {"class": "TextView", "text": "16:32", "resource_id": "com.android.systemui:id/clock"},
             {"class": "TextView", "text": "Internal storage"}, {"class": "TextView", "text": "Pictures", "clickable": True},
             {"class": "TextView", "text": "Download", "clickable": True}])),
         (droid("click", index=2), json_screen(F_, ".files.FilesActivity", files(["beach.jpg", "IMG_2042.jpg", "Screenshot_0601.png"], "16:32")))]
    add("android", "ind-droid-09", DROID_SYS, t, state=st, gui=True, marker_in_gui=True)


# ------------------------------------------------------------------------------------------------------ os
OS_SYS = ("Simulate an Ubuntu desktop that an agent controls with Python code (pyautogui and app helpers). Predict "
          "the accessibility tree table after the code runs, inside <predicted_observation></predicted_observation>.")
HDR = "tag\tname\ttext\tposition (top-left x&y)\tsize (w&h)"


def tree(rows: list[tuple[str, str, str, tuple[int, int], tuple[int, int]]], clock: str | None = None) -> str:
    out = [HDR]
    if clock:
        out.append(f"label\tClock\t{clock}\t(1824, 4)\t(88, 24)")
    for tag, name, text, pos, size in rows:
        out.append(f"{tag}\t{name}\t{text}\t({pos[0]}, {pos[1]})\t({size[0]}, {size[1]})")
    return "\n".join(out)


def calc(cells: dict[str, str], title: str = "budget.ods - LibreOffice Calc", clock: str = "Thu 10:40",
         selected: str = "A1") -> str:
    rows = [("frame", title, "", (0, 32), (1920, 1048)),
            ("text", "Name Box", selected, (4, 120), (90, 22))]
    for ref in sorted(cells):
        col, r = ref[0], int(ref[1:])
        rows.append(("table-cell", ref, cells[ref], (60 + 90 * (ord(col) - 65), 160 + 19 * r), (90, 19)))
    return tree(rows, clock)


def files_view(folder: str, entries: list[str], clock: str) -> str:
    rows = [("frame", f"{folder} - Files", "", (0, 32), (1280, 800)),
            ("push-button", "Home", "", (12, 96), (160, 32)), ("push-button", "Documents", "", (12, 130), (160, 32)),
            ("push-button", "Trash", "", (12, 300), (160, 32))]
    for i, e in enumerate(entries):
        rows.append(("icon", e, "", (200 + 110 * (i % 8), 100 + 120 * (i // 8)), (96, 96)))
    return tree(rows, clock)


def desktop() -> None:
    cells = {"A1": "Item", "B1": "Cost", "A2": "Rent", "B2": "1250", "A3": "Food", "B3": "420", "A4": "Total", "B4": "1670"}
    # O-bad-1: a cell changes value without any write to it
    st = calc(cells)
    t = [(py("pyautogui.click(105, 226)"), calc(cells, selected="A3")),
         (py("pyautogui.click(105, 245)"), calc(cells, selected="A4", clock="Thu 10:41")),
         (py("pyautogui.hotkey('ctrl', 's')"), calc(cells, selected="A4", clock="Thu 10:41")),
         (py("pyautogui.click(195, 226)"), calc({**cells, "B2": "1520"}, selected="B3", clock="Thu 10:41"))]
    add("os", "ind-os-01", OS_SYS, t, state=st, gui=True, bad=True, turn=4, kind="content_changed_without_write")

    # O-clean-1: editing an input cell legitimately changes the dependent total
    t = [(py("CalcTools.set_cell_value('B3', 480)"), calc({**cells, "B3": "480", "B4": "1730"}, selected="B3")),
         (py("pyautogui.click(105, 245)"), calc({**cells, "B3": "480", "B4": "1730"}, selected="A4", clock="Thu 10:41")),
         (py("CalcTools.set_cell_value('A5', 'Checked')"), calc({**cells, "B3": "480", "B4": "1730", "A5": "Checked"}, selected="A5", clock="Thu 10:41")),
         (py("pyautogui.hotkey('ctrl', 's')"), calc({**cells, "B3": "480", "B4": "1730", "A5": "Checked"}, selected="A5", clock="Thu 10:42"))]
    add("os", "ind-os-02", OS_SYS, t, state=st, gui=True)

    # O-bad-2: a new folder disappears after navigating away and back
    home = ["Desktop", "Documents", "Downloads", "Music", "Pictures"]
    st = files_view("Home", home, "Thu 09:15")
    t = [(py("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.write('Reports')\npyautogui.press('enter')"),
          files_view("Home", home + ["Reports"], "Thu 09:15")),
         (py("pyautogui.click(92, 146)"), files_view("Documents", ["cv.pdf", "notes.txt"], "Thu 09:16")),
         (py("pyautogui.click(92, 112)"), files_view("Home", home, "Thu 09:16")),
         (py("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('~/Reports\\n')"),
          files_view("Home", home, "Thu 09:16").replace("\tHome - Files\t", "\tHome - Files\t") +
          "\nlabel\tError\tThe folder “Reports” could not be found.\t(400, 860)\t(480, 24)")]
    add("os", "ind-os-03", OS_SYS, t, state=st, gui=True, bad=True, turn=3, kind="created_missing")

    # O-clean-2: a deleted file is gone from its folder and shows in Trash; new folder persists
    docs = ["cv.pdf", "notes.txt", "old-draft.odt"]
    st = files_view("Documents", docs, "Thu 09:15")
    t = [(py("pyautogui.click(468, 148)\npyautogui.press('delete')"),
          files_view("Documents", docs[:2], "Thu 09:15") + "\nlabel\tNotification\t“old-draft.odt” moved to trash\t(700, 900)\t(400, 40)"),
         (py("pyautogui.click(92, 316)"), files_view("Trash", ["old-draft.odt"], "Thu 09:16")),
         (py("pyautogui.click(92, 146)"), files_view("Documents", docs[:2], "Thu 09:16")),
         (py("pyautogui.hotkey('ctrl', 'shift', 'n')\npyautogui.write('Invoices')\npyautogui.press('enter')"),
          files_view("Documents", docs[:2] + ["Invoices"], "Thu 09:17")),
         (py("pyautogui.click(92, 112)\npyautogui.click(92, 146)"), files_view("Documents", docs[:2] + ["Invoices"], "Thu 09:17"))]
    add("os", "ind-os-04", OS_SYS, t, state=st, gui=True, marker_in_gui=True)

    # Writer: saving renames the window; a later tree shows the old name
    def writer(title: str, text: str, clock: str) -> str:
        return tree([("frame", f"{title} - LibreOffice Writer", "", (0, 32), (1920, 1048)),
                     ("push-button", "Save", "", (80, 70), (28, 28)),
                     ("paragraph", "", text, (300, 250), (1300, 20))], clock)
    st = writer("Untitled 1", "", "Mon 14:02")
    # O-bad-3: a document saved under a new name is shown with its old title
    t = [(py("pyautogui.click(900, 260)\npyautogui.write('Minutes of the 3 June meeting')"),
          writer("Untitled 1", "Minutes of the 3 June meeting", "Mon 14:02")),
         (py("pyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.write('/home/user/Documents/minutes.odt')\npyautogui.press('enter')"),
          writer("minutes.odt", "Minutes of the 3 June meeting", "Mon 14:03")),
         (py("pyautogui.press('end')\npyautogui.write(' (draft)')"),
          writer("Untitled 1", "Minutes of the 3 June meeting (draft)", "Mon 14:03")),
         (py("pyautogui.hotkey('ctrl', 's')"), writer("Untitled 1", "Minutes of the 3 June meeting (draft)", "Mon 14:03"))]
    add("os", "ind-os-05", OS_SYS, t, state=st, gui=True, bad=True, turn=3, kind="rename_old_name")

    # O-clean-3: save renames the window (Untitled -> file name); text persists; clock advances
    t = [(py("pyautogui.click(900, 260)\npyautogui.write('Minutes of the 3 June meeting')"),
          writer("Untitled 1", "Minutes of the 3 June meeting", "Mon 14:02")),
         (py("pyautogui.hotkey('ctrl', 'shift', 's')\npyautogui.write('/home/user/Documents/minutes.odt')\npyautogui.press('enter')"),
          writer("minutes.odt", "Minutes of the 3 June meeting", "Mon 14:03")),
         (py("pyautogui.press('end')\npyautogui.write(' (draft)')"),
          writer("minutes.odt", "Minutes of the 3 June meeting (draft)", "Mon 14:03")),
         (py("pyautogui.hotkey('ctrl', 'z')"), writer("minutes.odt", "Minutes of the 3 June meeting", "Mon 14:04"))]
    add("os", "ind-os-06", OS_SYS, t, state=st, gui=True)

    # GNOME Settings: dark style switched on, shown off after reopening
    def appearance(dark: bool, clock: str) -> str:
        return tree([("frame", "Appearance", "", (320, 120), (1100, 800)),
                     ("radio-button", "Default", "", (560, 220), (220, 160)),
                     ("radio-button", "Dark", "", (820, 220), (220, 160)),
                     ("label", "Style", "Dark" if dark else "Default", (560, 190), (200, 24)),
                     ("toggle-button", "Dark Style", "on" if dark else "off", (1180, 190), (48, 26))], clock)
    st = appearance(False, "Thu 20:10")
    # O-bad-4: a setting switched back by itself
    t = [(py("pyautogui.click(930, 300)"), appearance(True, "Thu 20:10")),
         (py("pyautogui.hotkey('ctrl', 'q')"), tree([("frame", "Desktop", "", (0, 32), (1920, 1048)),
                                                      ("icon", "Home", "", (40, 80), (64, 64))], "Thu 20:11")),
         (py("import subprocess\nsubprocess.Popen(['gnome-control-center', 'appearance'])"), appearance(False, "Thu 20:11")),
         (py("pyautogui.hotkey('ctrl', 'q')"), tree([("frame", "Desktop", "", (0, 32), (1920, 1048)),
                                                      ("icon", "Home", "", (40, 80), (64, 64))], "Thu 20:12"))]
    add("os", "ind-os-07", OS_SYS, t, state=st, gui=True, bad=True, turn=3, kind="value_reverted")

    # O-clean-4: dark style persists across reopening; switched back on purpose later
    t = [(py("pyautogui.click(930, 300)"), appearance(True, "Thu 20:10")),
         (py("pyautogui.hotkey('ctrl', 'q')"), tree([("frame", "Desktop", "", (0, 32), (1920, 1048)),
                                                      ("icon", "Home", "", (40, 80), (64, 64))], "Thu 20:11")),
         (py("import subprocess\nsubprocess.Popen(['gnome-control-center', 'appearance'])"), appearance(True, "Thu 20:11")),
         (py("pyautogui.click(670, 300)"), appearance(False, "Thu 20:12"))]
    add("os", "ind-os-08", OS_SYS, t, state=st, gui=True)

    # O-bad-5: the top-bar clock goes backwards (Chrome browsing)
    def chrome(title: str, url: str, clock: str, heading: str) -> str:
        return tree([("frame", f"{title} - Google Chrome", "", (0, 32), (1920, 1048)),
                     ("entry", "Address and search bar", url, (180, 80), (1400, 34)),
                     ("heading", heading, "", (240, 200), (900, 40))], clock)
    st = chrome("New Tab", "", "Fri 08:55", "")
    t = [(py("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('https://www.python.org/downloads/\\n')"),
          chrome("Download Python | Python.org", "https://www.python.org/downloads/", "Fri 08:55", "Download the latest version for Linux")),
         (py("pyautogui.click(700, 420)"), chrome("Python Release Python 3.12.4 | Python.org",
                                                  "https://www.python.org/downloads/release/python-3124/", "Fri 08:56", "Python 3.12.4")),
         (py("pyautogui.hotkey('alt', 'left')"), chrome("Download Python | Python.org", "https://www.python.org/downloads/",
                                                        "Fri 08:56", "Download the latest version for Linux")),
         (py("pyautogui.hotkey('ctrl', 'l')\npyautogui.write('https://docs.python.org/3/\\n')"), chrome("3.12.4 Documentation", "https://docs.python.org/3/",
                                                                           "Fri 08:51", "Python 3.12.4 documentation"))]
    add("os", "ind-os-09", OS_SYS, t, state=st, gui=True, bad=True, turn=4, kind="clock_backwards")


# ------------------------------------------------------------------- more traps (and a few more contradictions)
def extra() -> None:
    # terminal trap: relative dates, another time zone and old mtimes are not the clock going backwards
    s = Shell("root", "3c3c3c3c3c3c", "/var/backups")
    st = s.prompt
    t = [s.run("date", "Mon Jun  3 09:30:12 UTC 2024"),
         s.run("date -d yesterday +%F", "2024-06-02"),
         s.run("TZ=America/New_York date", "Mon Jun  3 05:30:19 EDT 2024"),
         s.run("ls -l --time-style=long-iso", "total 8\n-rw-r--r-- 1 root root 4096 2024-05-31 02:00 db-0531.sql.gz\n"
                                              "-rw-r--r-- 1 root root 4211 2024-06-01 02:00 db-0601.sql.gz"),
         s.run("date +%T", "09:30:31")]
    add("terminal", "ind-term-15", TERM_SYS, t, state=st)

    # terminal trap: a killed job is gone; a new job gets a new PID; a listing of another directory
    s = Shell("dev", "box", "/home/dev/work")
    st = s.prompt
    t = [s.run("python3 -m http.server 8000 >/dev/null 2>&1 &", "[1] 7310"),
         s.run("touch server.pid && ls /tmp", "systemd-private-3a1f  tmux-1000"),
         s.run("kill %1", ""),
         s.run("jobs", "[1]+  Terminated              python3 -m http.server 8000 > /dev/null 2>&1"),
         s.run("python3 -m http.server 8001 >/dev/null 2>&1 &", "[1] 7352"),
         s.run("jobs -l", "[1]+  7352 Running                 python3 -m http.server 8001 > /dev/null 2>&1 &"),
         s.run("ls", "server.pid")]
    add("terminal", "ind-term-16", TERM_SYS, t, state=st)

    # terminal trap: git checkout and git stash change file contents legitimately
    s = Shell("dev", "box", "/home/dev/site")
    st = s.prompt
    t = [s.run("cat VERSION", "1.4.0"),
         s.run("git checkout -q release/2.0 && cat VERSION", "2.0.0-rc1"),
         s.run("echo 2.0.0 > VERSION && git status --short", " M VERSION"),
         s.run("git stash -q && cat VERSION", "2.0.0-rc1"),
         s.run("git stash pop -q && cat VERSION", "2.0.0"),
         s.run("git checkout -q main 2>&1 | head -2", "error: Your local changes to the following files would be overwritten by checkout:\n\tVERSION")]
    add("terminal", "ind-term-17", TERM_SYS, t, state=st)

    # terminal bad: npm reports an upgrade, the version query still shows the old one
    s = Shell("node", "ci-9", "/home/node")
    st = s.prompt
    t = [s.run("npm ls -g --depth=0 | grep typescript", "└── typescript@5.3.3"),
         s.run("npm install -g typescript@5.4.5", "\nchanged 1 package in 3s", duration=5.0),
         s.run("npm ls -g --depth=0 | grep typescript", "└── typescript@5.4.5"),
         s.run("tsc --version", "Version 5.3.3")]
    add("terminal", "ind-term-18", TERM_SYS, t, state=st, bad=True, turn=4, kind="version_unchanged")

    # mcp trap: a filtered list leaves out the completed task; an unfiltered list shows it
    todo = mcp_sys("todo", [tool("create_task", "Create a task.", {"title": S, "due": S}, ["title"]),
                            tool("list_tasks", "List tasks.", {"status": S}, []),
                            tool("complete_task", "Mark a task done.", {"task_id": S}, ["task_id"])])
    a = {"id": "t_201", "title": "Draft blog post", "status": "open", "due": None}
    b = {"id": "t_202", "title": "Review PR #91", "status": "open", "due": "2024-06-04"}
    t = [(call("create_task", title="Draft blog post"), pj({"task": a})),
         (call("create_task", title="Review PR #91", due="2024-06-04"), pj({"task": b})),
         (call("complete_task", task_id="t_202"), pj({"task": {**b, "status": "done"}})),
         (call("list_tasks", status="open"), pj({"tasks": [a], "total": 1})),
         (call("list_tasks", status="done"), pj({"tasks": [{**b, "status": "done"}], "total": 1})),
         (call("list_tasks"), pj({"tasks": [a, {**b, "status": "done"}], "total": 2}))]
    add("mcp", "ind-mcp-13", todo, t)

    # mcp bad: an edited chat message shows its old text
    chat = mcp_sys("slack", [tool("post_message", "Post.", {"channel": S, "text": S}, ["channel", "text"]),
                             tool("update_message", "Edit a message.", {"channel": S, "ts": S, "text": S}, ["channel", "ts", "text"]),
                             tool("get_channel_history", "Recent messages.", {"channel": S, "limit": INT}, ["channel"])])
    t = [(call("post_message", channel="C07DEPLOY", text="Deploy at 5pm"),
          pj({"ok": True, "channel": "C07DEPLOY", "ts": "1717405234.000200", "message": {"text": "Deploy at 5pm", "user": "U0BOT"}})),
         (call("update_message", channel="C07DEPLOY", ts="1717405234.000200", text="Deploy at 6pm (moved)"),
          pj({"ok": True, "channel": "C07DEPLOY", "ts": "1717405234.000200", "text": "Deploy at 6pm (moved)"})),
         (call("post_message", channel="C07DEPLOY", text="Freeze starts after the deploy"),
          pj({"ok": True, "channel": "C07DEPLOY", "ts": "1717405390.000300", "message": {"text": "Freeze starts after the deploy", "user": "U0BOT"}})),
         (call("get_channel_history", channel="C07DEPLOY", limit=2),
          pj({"ok": True, "messages": [
              {"ts": "1717405390.000300", "user": "U0BOT", "text": "Freeze starts after the deploy"},
              {"ts": "1717405234.000200", "user": "U0BOT", "text": "Deploy at 5pm"}]}))]
    add("mcp", "ind-mcp-14", chat, t, bad=True, turn=4, kind="value_reverted")

    # search trap: a key never stored is not found; query-specific snippets for one URL differ
    t = [(mem("retrieve", key_list=["boiling_point_k"]), "Key not found: boiling_point_k"),
         (ws("water boiling point kelvin"), results(
            ("https://en.wikipedia.org/wiki/Boiling_point", "Boiling point - Wikipedia",
             "... water boils at 100 °C (373.15 K) at standard sea-level pressure ...", "N/A"))),
         (ws("boiling point altitude everest"), results(
            ("https://en.wikipedia.org/wiki/Boiling_point", "Boiling point - Wikipedia",
             "... on top of Mount Everest water boils at about 68 °C ...", "N/A"))),
         (mem("add", dict={"boiling_point_k": "373.15"}), "Successfully added items of [boiling_point_k] to memory."),
         (mem("retrieve", key_list=["boiling_point_k"]), "{'boiling_point_k': '373.15'}")]
    add("search", "ind-search-11", SEARCH_SYS, t)

    # search bad: a page's headline facts change between two reads of the same URL (news article style)
    art = "https://www.reuters.com/technology/example-chipmaker-q1-results-2024-04-25/"
    body = ("# Example Chipmaker posts record Q1 revenue of $9.1 billion\n\nApril 25, 2024 4:05 PM UTC\n\n"
            "By Jane Roe\n\nExample Chipmaker on Thursday reported first-quarter revenue of $9.1 billion, up 18% "
            "from a year earlier, and guided second-quarter revenue to $9.6 billion.")
    t = [(ws("Example Chipmaker Q1 2024 revenue"), results(
            (art, "Example Chipmaker posts record Q1 revenue | Reuters", "... reported first-quarter revenue of $9.1 billion, up 18% ...", "Apr 25, 2024"))),
         (wx(art, "Q1 revenue"), body),
         (mem("add", dict={"q1_revenue": "$9.1B"}), "Successfully added items of [q1_revenue] to memory."),
         (wx(art, "Q2 guidance"), body.replace("$9.1 billion", "$8.7 billion").replace("up 18%", "up 13%"))]
    add("search", "ind-search-12", SEARCH_SYS, t, bad=True, turn=4, kind="url_disagrees")

    # swe trap: a file changed by a shell command (sed -i), not by the editor, shows its new text
    ws_ = "/workspace/calc"
    t = [(ed("view", f"{ws_}/calc/ops.py", view_range=[9, 10]),
          f"Here's the result of running `cat -n` on {ws_}/calc/ops.py:\n     9\tdef mul(a, b):\n    10\t    return a + b"),
         (sh("cd /workspace/calc && sed -i '10s/a + b/a * b/' calc/ops.py && sed -n 10p calc/ops.py"), bash_oh("    return a * b", ws_)),
         (ed("view", f"{ws_}/calc/ops.py", view_range=[9, 10]),
          f"Here's the result of running `cat -n` on {ws_}/calc/ops.py:\n     9\tdef mul(a, b):\n    10\t    return a * b"),
         (sh("git stash -q && sed -n 10p calc/ops.py"), bash_oh("    return a + b", ws_)),
         (sh("git stash pop -q && git diff --stat"), bash_oh(" calc/ops.py | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)", ws_))]
    add("swe", "ind-swe-12", SWE_OH.format(repo="calc"), t)

    # swe bad: an append through the shell does not show in a later read (Gemini CLI)
    root = "/home/dev/inventory"
    req = "flask==3.0.3\nsqlalchemy==2.0.30\npydantic==2.7.1"
    t = [(call("read_file", absolute_path=f"{root}/requirements.txt"), req),
         (gsh("echo 'httpx==0.27.0' >> requirements.txt", "Add httpx"), gem_shell("echo 'httpx==0.27.0' >> requirements.txt", "")),
         (gsh("pip install -q -r requirements.txt", "Install"), gem_shell("pip install -q -r requirements.txt", "", pgid=51402)),
         (call("read_file", absolute_path=f"{root}/requirements.txt"), req)]
    add("swe", "ind-swe-13", SWE_GEM.format(root=root), t, bad=True, turn=4, kind="content_unchanged_after_edit")

    # web trap: an added item is not on page 1 of a list sorted by name; it is on page 2
    def catalog(pg: int, names: list[str]) -> str:
        return page(f"Products (page {pg}) · Admin", ["[500] heading 'Products'"] +
                    [f"[{510 + i}] link '{n}', clickable" for i, n in enumerate(names)] +
                    [f"[590] link 'Page {2 if pg == 1 else 1}', clickable", "[599] link 'Add product', clickable"])
    p1 = ["Aero Daily Fitness Tee", "Affirm Water Bottle", "Argus All-Weather Tank"]
    def form(v: str, note: str | None = None) -> str:
        return page("New product · Admin", ([f"[601] alert '{note}'"] if note else []) +
                                     ["[600] heading 'New product'", f"[610] textbox 'Product name', clickable{v}",
                                      "[620] button 'Save', clickable", "[630] link 'Back to products', clickable"])
    st = catalog(1, p1)
    t = [("click('599')", form("")),
         ("fill('610', 'Zephyr Rain Jacket')", form(", value='Zephyr Rain Jacket'")),
         ("click('620')", form(", value='Zephyr Rain Jacket'", "You saved the product.")),
         ("click('630')", catalog(1, p1)),
         ("click('590')", catalog(2, ["Yoga Mat Pro", "Zephyr Rain Jacket"]))]
    add("web", "ind-web-11", WEB_SYS, t, state=st, gui=True)

    # android trap: the clock wraps past midnight
    def clockscreen(clock: str, text: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.deskclock",
                             "TextView 'Timer' selected", f"TextView '{text}'", "Button 'Pause' clickable", "Button 'Delete' clickable"])
    st = clockscreen("23:58", "05:00")
    t = [(droid("wait"), clockscreen("23:59", "04:02")),
         (droid("wait"), clockscreen("0:00", "03:01")),
         (droid("wait"), clockscreen("0:01", "02:00")),
         (droid("click", index=4), clockscreen("0:01", "01:58").replace("Button 'Pause'", "Button 'Resume'"))]
    add("android", "ind-droid-10", DROID_SYS, t, state=st, gui=True)

    # os trap: the day changes at midnight; a spreadsheet total follows an edited input
    cells = {"A1": "Day", "B1": "Steps", "A2": "Mon", "B2": "8012", "A3": "Tue", "B3": "", "A4": "Total", "B4": "8012"}
    st = calc(cells, title="steps.ods - LibreOffice Calc", clock="Tue 23:58")
    t = [(py("pyautogui.click(195, 226)"), calc(cells, title="steps.ods - LibreOffice Calc", clock="Tue 23:58", selected="B3")),
         (py("pyautogui.write('10450\\n')"), calc({**cells, "B3": "10450", "B4": "18462"}, title="steps.ods - LibreOffice Calc",
                                                 clock="Tue 23:59", selected="B4")),
         (py("pyautogui.hotkey('ctrl', 's')\npyautogui.press('enter')"),
          calc({**cells, "B3": "10450", "B4": "18462"}, title="steps.ods - LibreOffice Calc", clock="Wed 00:00", selected="B4")),
         (py("pyautogui.click(105, 264)"), calc({**cells, "B3": "10450", "B4": "18462"}, title="steps.ods - LibreOffice Calc",
                                                clock="Wed 00:01", selected="A5"))]
    add("os", "ind-os-10", OS_SYS, t, state=st, gui=True)


# ------------------------------------------------------------- a third batch: thin kinds, more domains per kind
def third() -> None:
    # terminal bad: a moved file is listed under its old name
    s = Shell("dev", "desk", "/home/dev/blog")
    st = s.prompt
    t = [s.run("ls", "draft.md  images  publish.sh"),
         s.run("mv draft.md 2024-06-03-release-notes.md"),
         s.run("wc -w 2024-06-03-release-notes.md", "812 2024-06-03-release-notes.md"),
         s.run("ls", "draft.md  images  publish.sh")]
    add("terminal", "ind-term-19", TERM_SYS, t, state=st, bad=True, turn=4, kind="rename_old_name")

    # terminal bad: pip says upgraded, the tool reports the old version
    s = Shell("dev", "desk", "/home/dev/blog")
    st = s.prompt
    t = [s.run("black --version", "black, 23.12.1 (compiled: yes)\nPython (CPython) 3.11.9"),
         s.run("pip install -q -U black && pip show black | grep ^Version", "Version: 24.4.2", duration=6.0),
         s.run("black --check scripts/", "All done! ✨ 🍰 ✨\n4 files would be left unchanged."),
         s.run("black --version", "black, 23.12.1 (compiled: yes)\nPython (CPython) 3.11.9")]
    add("terminal", "ind-term-20", TERM_SYS, t, state=st, bad=True, turn=4, kind="version_unchanged")

    # terminal trap: mv and cp; the copy keeps the source
    s = Shell("dev", "desk", "/home/dev/blog")
    st = s.prompt
    t = [s.run("ls", "draft.md  images  publish.sh"),
         s.run("cp draft.md draft.bak && mv draft.md post.md"),
         s.run("ls", "draft.bak  images  post.md  publish.sh"),
         s.run("diff -s draft.bak post.md", "Files draft.bak and post.md are identical")]
    add("terminal", "ind-term-21", TERM_SYS, t, state=st)

    # swe bad (OpenHands persistent shell): an exported variable is missing from env
    wsp = "/workspace/shop"
    t = [(sh("cd /workspace/shop && export DJANGO_SETTINGS_MODULE=shop.settings.test"), bash_oh("", wsp)),
         (sh("echo $DJANGO_SETTINGS_MODULE"), bash_oh("shop.settings.test", wsp)),
         (sh("python -m pytest -q orders 2>&1 | tail -1"), bash_oh("12 passed in 1.84s", wsp)),
         (sh("env | grep DJANGO"), bash_oh("", wsp, 1))]
    add("swe", "ind-swe-14", SWE_OH.format(repo="shop"), t, bad=True, turn=4, kind="env_missing")

    # swe trap (Gemini CLI): each run_shell_command is its own shell, so an export does not carry over
    root = "/home/dev/inventory"
    t = [(gsh("export INVENTORY_ENV=test && echo $INVENTORY_ENV", "Set env"),
          gem_shell("export INVENTORY_ENV=test && echo $INVENTORY_ENV", "test")),
         (gsh("echo \"[$INVENTORY_ENV]\"", "Check env"), gem_shell("echo \"[$INVENTORY_ENV]\"", "[]", pgid=51500)),
         (gsh("INVENTORY_ENV=test python -c 'import os; print(os.environ[\"INVENTORY_ENV\"])'", "Inline env"),
          gem_shell("INVENTORY_ENV=test python -c 'import os; print(os.environ[\"INVENTORY_ENV\"])'", "test", pgid=51512)),
         (gsh("env | grep -c INVENTORY_ENV", "Count"), gem_shell("env | grep -c INVENTORY_ENV", "0", code=1, pgid=51530))]
    add("swe", "ind-swe-15", SWE_GEM.format(root=root), t)

    # swe bad: a removed test file is listed again
    t = [(sh("cd /workspace/calc && ls tests"), bash_oh("__init__.py\ntest_legacy.py\ntest_ops.py", "/workspace/calc")),
         (sh("git rm -q tests/test_legacy.py && git status --short"), bash_oh("D  tests/test_legacy.py", "/workspace/calc")),
         (sh("python -m pytest -q 2>&1 | tail -1"), bash_oh("5 passed in 0.05s", "/workspace/calc")),
         (sh("ls tests"), bash_oh("__init__.py\ntest_legacy.py\ntest_ops.py", "/workspace/calc"))]
    add("swe", "ind-swe-16", SWE_OH.format(repo="calc"), t, bad=True, turn=4, kind="deleted_reappears")

    # search bad: retrieve_all returns another value for a stored key
    t = [(mem("add", dict={"k2_height_m": "8611", "k2_first_ascent": "1954"}),
          "Successfully added items of [k2_height_m, k2_first_ascent] to memory."),
         (ws("K2 first winter ascent"), results(
            ("https://en.wikipedia.org/wiki/K2", "K2 - Wikipedia", "... first winter ascent on 16 January 2021 by a team of ten Nepali climbers ...", "N/A"))),
         (mem("add", dict={"k2_first_winter": "2021-01-16"}), "Successfully added items of [k2_first_winter] to memory."),
         (mem("retrieve_all"), "{'k2_height_m': '8611', 'k2_first_ascent': '1953', 'k2_first_winter': '2021-01-16'}")]
    add("search", "ind-search-13", SEARCH_SYS, t, bad=True, turn=4, kind="memory_differs")

    # mcp bad: the server clock goes backwards
    mk = mcp_sys("markets", [tool("get_quote", "Latest quote.", {"symbol": S}, ["symbol"]),
                             tool("get_time", "Server time.", {"timezone": S}, [])])
    t = [(call("get_time", timezone="UTC"), pj({"time": "2024-06-03T14:31:05Z"})),
         (call("get_quote", symbol="MSFT"), pj({"symbol": "MSFT", "price": 413.52, "as_of": "2024-06-03T14:31:07Z"})),
         (call("get_quote", symbol="NVDA"), pj({"symbol": "NVDA", "price": 1150.0, "as_of": "2024-06-03T14:31:09Z"})),
         (call("get_time", timezone="UTC"), pj({"time": "2024-06-03T14:27:40Z"}))]
    add("mcp", "ind-mcp-15", mk, t, bad=True, turn=4, kind="clock_backwards")

    # mcp trap: a page of results (limit) does not show every task; the next page does
    todo = mcp_sys("todo", [tool("create_task", "Create a task.", {"title": S}, ["title"]),
                            tool("list_tasks", "List tasks, newest first.", {"limit": INT, "cursor": S}, [])])
    tasks = [{"id": f"t_3{i:02d}", "title": f"Ticket {i}"} for i in range(1, 4)]
    t = [(call("create_task", title="Ticket 3"), pj({"task": tasks[2]})),
         (call("list_tasks", limit=2), pj({"tasks": [tasks[2], tasks[1]], "next_cursor": "c2"})),
         (call("list_tasks", limit=2, cursor="c2"), pj({"tasks": [tasks[0]], "next_cursor": None})),
         (call("list_tasks"), pj({"tasks": [tasks[2], tasks[1], tasks[0]], "next_cursor": None}))]
    add("mcp", "ind-mcp-16", todo, t)

    # web bad: an order number changes between the confirmation and the order list
    def orders(num: str) -> str:
        return page("My Orders | Luma", ["[700] heading 'My Orders'", f"[710] link 'Order # {num}', clickable",
                                         "[711] StaticText 'Jun 3, 2024'", "[712] StaticText '$126.00'", "[713] StaticText 'Pending'",
                                         "[720] link 'Order # 000000142', clickable", "[721] StaticText 'May 12, 2024'"])
    st = page("Checkout | Luma", ["[600] heading 'Review & Payments'", "[610] radio 'Check / Money order', checked=true",
                                  "[620] button 'Place Order', clickable"])
    t = [("click('620')", page("Success Page | Luma", ["[650] heading 'Thank you for your purchase!'",
                                                       "[651] StaticText 'Your order # is: 000000187.'",
                                                       "[652] link 'My Orders', clickable"])),
         ("click('652')", orders("000000191")),
         ("scroll(0, 300)", orders("000000191")),
         ("click('720')", page("Order # 000000142 | Luma", ["[800] heading 'Order # 000000142'", "[801] StaticText 'Complete'"]))]
    add("web", "ind-web-12", WEB_SYS, t, state=st, gui=True, bad=True, turn=2, kind="identity_changed")

    # web bad: the comment count does not follow a posted comment
    def thread(n_label: int, comments: list[str], note: str | None = None) -> str:
        ls = ([f"[5] status '{note}'"] if note else []) + ["[10] heading 'Show HN: a tiny static site generator'",
                                                           f"[11] StaticText '{n_label} comments'"]
        ls += [f"[{20 + 10 * i}] article '{c}'" for i, c in enumerate(comments)]
        return page("Show HN: a tiny static site generator | Hacker News", ls + ["[90] textbox 'Add comment', clickable",
                                                                                 "[91] button 'add comment', clickable"])
    cs = ["Nice, how does it compare to Hugo?", "Love the zero-config approach."]
    st = thread(2, cs)
    t = [("fill('90', 'Does it support RSS?')", thread(2, cs).replace("'Add comment', clickable", "'Add comment', clickable, value='Does it support RSS?'")),
         ("click('91')", thread(3, cs + ["Does it support RSS?"])),
         ("keyboard_press('F5')", thread(3, cs + ["Does it support RSS?"])),
         ("scroll(0, 500)", thread(2, cs + ["Does it support RSS?"]))]
    add("web", "ind-web-13", WEB_SYS, t, state=st, gui=True, bad=True, turn=4, kind="count_mismatch")

    # android bad (line style): a switched-on setting shows off after going back and in again
    def display(on: bool, clock: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.android.settings", "TextView 'Display'",
                             "TextView 'Brightness level'", f"Switch 'Dark theme' checked={'true' if on else 'false'} clickable",
                             "TextView 'Screen timeout'"])
    def top(clock: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.android.settings", "TextView 'Settings'",
                             "TextView 'Network & internet' clickable", "TextView 'Display' clickable", "TextView 'Sound' clickable"])
    st = display(False, "21:04")
    t = [(droid("click", index=4), display(True, "21:04")),
         (droid("navigate_back"), top("21:05")),
         (droid("click", index=4), display(False, "21:05")),
         (droid("navigate_back"), top("21:05"))]
    add("android", "ind-droid-11", DROID_SYS, t, state=st, gui=True, bad=True, turn=3, kind="value_reverted")

    # android trap (json style): the switched-on setting stays on after going back and in again
    def dj(on: bool, clock: str) -> str:
        return json_screen("com.android.settings", ".SubSettings", [
            {"class": "TextView", "text": clock, "resource_id": "com.android.systemui:id/clock"},
            {"class": "TextView", "text": "Display"}, {"class": "Switch", "text": "Dark theme", "checked": on, "clickable": True}])
    def tj(clock: str) -> str:
        return json_screen("com.android.settings", ".Settings", [
            {"class": "TextView", "text": clock, "resource_id": "com.android.systemui:id/clock"},
            {"class": "TextView", "text": "Settings"}, {"class": "TextView", "text": "Display", "clickable": True}])
    st = dj(False, "21:04")
    t = [(droid("click", index=2), dj(True, "21:04")),
         (droid("navigate_back"), tj("21:05")),
         (droid("click", index=2), dj(True, "21:05")),
         (droid("click", index=2), dj(False, "21:06"))]
    add("android", "ind-droid-12", DROID_SYS, t, state=st, gui=True)

    # os bad: a value written with a helper call is not shown after saving
    cells = {"A1": "Item", "B1": "Cost", "A2": "Rent", "B2": "1250", "A3": "Food", "B3": "420"}
    st = calc(cells)
    t = [(py("CalcTools.set_cell_value('A4', 'Transport')"), calc({**cells, "A4": "Transport"}, selected="A4")),
         (py("CalcTools.set_cell_value('B4', 95)"), calc({**cells, "A4": "Transport", "B4": "95"}, selected="B4")),
         (py("pyautogui.hotkey('ctrl', 's')"), calc({**cells, "A4": "Transport", "B4": "95"}, selected="B4", clock="Thu 10:41")),
         (py("pyautogui.click(105, 283)"), calc({**cells, "A4": "Transport", "B4": ""}, selected="A6", clock="Thu 10:41"))]
    add("os", "ind-os-11", OS_SYS, t, state=st, gui=True, bad=True, turn=4, kind="value_reverted")


def main() -> None:
    for build in (terminal, mcp, search, swe, web, android, desktop, extra, third):
        build()
    for task, rows in ROWS.items():
        with open(HERE / f"{task}_test.jsonl", "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    (HERE / "labels.json").write_text(json.dumps(LABELS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    bad = sum(v["bad"] for v in LABELS.values())
    print(f"{len(LABELS)} trajectories ({bad} with one contradiction), {sum(map(len, ROWS.values()))} rows")


if __name__ == "__main__":
    main()
