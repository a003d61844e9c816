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


S, I, B = {"type": "string"}, {"type": "integer"}, {"type": "boolean"}


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

    gh = mcp_sys("github", [tool("get_issue", "Get an issue.", {"owner": S, "repo": S, "issue_number": I},
                                 ["owner", "repo", "issue_number"]),
                            tool("update_issue", "Update an issue.", {"owner": S, "repo": S, "issue_number": I,
                                                                      "state": S, "title": S}, ["owner", "repo", "issue_number"]),
                            tool("list_issues", "List issues.", {"owner": S, "repo": S, "state": S}, ["owner", "repo"]),
                            tool("add_issue_comment", "Comment.", {"owner": S, "repo": S, "issue_number": I, "body": S},
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
                             tool("get_channel_history", "Recent messages.", {"channel": S, "limit": I}, ["channel"]),
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
