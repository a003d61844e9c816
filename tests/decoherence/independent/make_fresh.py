# ruff: noqa: E501  (this file is mostly literal tool output; its lines are as long as the output)
"""A second, later batch of independent rows (``fresh/``), written after the first batch's misses were
published in the shared notes, so that the detectors can be measured on rows nobody tuned them to.

``python -m tests.decoherence.independent.make_fresh`` writes ``fresh/{domain}_test.jsonl`` and
``fresh/labels.json``; ``python -m tests.decoherence.independent.measure --dir fresh`` scores them.
"""

from __future__ import annotations

import json

from tests.decoherence.independent import make_rows as m
from tests.decoherence.independent.make_rows import (
    DROID_SYS, OS_SYS, SEARCH_SYS, SWE_GEM, SWE_OH, TERM_SYS, WEB_SYS, Shell, add, bash_oh, call, calc,
    droid, ed, files_view, gem_shell, lines_screen, mcp_sys, mem, page, pj, py, results, sh, tool, ws, wx)

S, INT = {"type": "string"}, {"type": "integer"}
OUT = m.HERE / "fresh"


def terminal() -> None:
    s = Shell("root", "b7e1c0de9a21", "/srv/api")
    st = s.prompt
    t = [s.run("ls *.yml", "config.example.yml  docker-compose.yml"),
         s.run("cp config.example.yml config.yml"),
         s.run("grep -c ':' config.yml", "14"),
         s.run("ls *.yml", "config.example.yml  docker-compose.yml")]
    add("terminal", "fr-term-01", TERM_SYS, t, state=st, bad=True, turn=4, kind="created_missing")

    s = Shell("dev", "laptop", "/home/dev/api")
    st = s.prompt
    t = [s.run("git config user.email", "dev@old-company.com"),
         s.run('git config user.email "dev@new-company.io"'),
         s.run("git config user.name", "Dev Person"),
         s.run("git config user.email", "dev@old-company.com")]
    add("terminal", "fr-term-02", TERM_SYS, t, state=st, bad=True, turn=4, kind="value_reverted")

    s = Shell("dev", "laptop", "/home/dev/api")
    st = s.prompt
    t = [s.run("cd /var/tmp", cd="/var/tmp"),
         s.run("cd -", "/home/dev/api", cd="/home/dev/api"),
         s.run("pushd /etc >/dev/null", cd="/etc"),
         s.run("popd >/dev/null", cd="/home/dev/api"),
         s.run("pwd", "/home/dev/api")]
    add("terminal", "fr-term-03", TERM_SYS, t, state=st)

    s = Shell("root", "b7e1c0de9a21", "/srv/api")
    st = s.prompt
    t = [s.run("cat .env", "PORT=8080\nLOG_LEVEL=info"),
         s.run("sed -i.bak 's/LOG_LEVEL=info/LOG_LEVEL=debug/' .env"),
         s.run("ls -A", ".env  .env.bak  app.py"),
         s.run("cat .env.bak", "PORT=8080\nLOG_LEVEL=info"),
         s.run("cat .env", "PORT=8080\nLOG_LEVEL=debug")]
    add("terminal", "fr-term-04", TERM_SYS, t, state=st)


def mcp() -> None:
    memsys = mcp_sys("memory", [tool("create_entities", "Create entities.", {"entities": {"type": "array"}}, ["entities"]),
                                tool("add_observations", "Add observations.", {"observations": {"type": "array"}}, ["observations"]),
                                tool("delete_entities", "Delete entities.", {"entityNames": {"type": "array"}}, ["entityNames"]),
                                tool("read_graph", "Read the graph.", {}, []),
                                tool("open_nodes", "Open nodes.", {"names": {"type": "array"}}, ["names"])])
    alice = {"type": "entity", "name": "Alice", "entityType": "person", "observations": ["works at Acme"]}
    acme = {"type": "entity", "name": "Acme", "entityType": "company", "observations": ["based in Berlin"]}
    bob = {"type": "entity", "name": "Bob", "entityType": "person", "observations": ["likes chess"]}
    t = [(call("create_entities", entities=[{"name": "Alice", "entityType": "person", "observations": ["works at Acme"]},
                                            {"name": "Acme", "entityType": "company", "observations": ["based in Berlin"]},
                                            {"name": "Bob", "entityType": "person", "observations": ["likes chess"]}]),
          pj([{"name": "Alice", "entityType": "person", "observations": ["works at Acme"]},
              {"name": "Acme", "entityType": "company", "observations": ["based in Berlin"]},
              {"name": "Bob", "entityType": "person", "observations": ["likes chess"]}])),
         (call("delete_entities", entityNames=["Bob"]), "Entities deleted successfully"),
         (call("open_nodes", names=["Alice"]), pj({"entities": [alice], "relations": []})),
         (call("read_graph"), pj({"entities": [alice, acme, bob], "relations": []}))]
    add("mcp", "fr-mcp-01", memsys, t, bad=True, turn=4, kind="deleted_reappears")

    t = [(call("create_entities", entities=[{"name": "Alice", "entityType": "person", "observations": ["works at Acme"]}]),
          pj([{"name": "Alice", "entityType": "person", "observations": ["works at Acme"]}])),
         (call("add_observations", observations=[{"entityName": "Alice", "contents": ["speaks Portuguese"]}]),
          pj([{"entityName": "Alice", "addedObservations": ["speaks Portuguese"]}])),
         (call("open_nodes", names=["Alice"]),
          pj({"entities": [{**alice, "observations": ["works at Acme", "speaks Portuguese"]}], "relations": []})),
         (call("delete_entities", entityNames=["Alice"]), "Entities deleted successfully"),
         (call("read_graph"), pj({"entities": [], "relations": []}))]
    add("mcp", "fr-mcp-02", memsys, t)

    gh = mcp_sys("github", [tool("create_pull_request", "Open a PR.", {"owner": S, "repo": S, "title": S, "head": S, "base": S},
                                 ["owner", "repo", "title", "head", "base"]),
                            tool("get_pull_request", "Get a PR.", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"]),
                            tool("merge_pull_request", "Merge a PR.", {"owner": S, "repo": S, "pull_number": INT}, ["owner", "repo", "pull_number"])])
    pr = {"id": 1894412, "number": 93, "title": "Add rate limiter", "state": "open", "merged": False,
          "head": {"ref": "feat/ratelimit", "sha": "7c1e0b2a9f"}, "base": {"ref": "main"}, "created_at": "2024-06-03T11:02:00Z"}
    t = [(call("create_pull_request", owner="acme", repo="api", title="Add rate limiter", head="feat/ratelimit", base="main"), pj(pr)),
         (call("get_pull_request", owner="acme", repo="api", pull_number=93), pj(pr)),
         (call("merge_pull_request", owner="acme", repo="api", pull_number=93),
          pj({"sha": "e02f9d1c44", "merged": True, "message": "Pull Request successfully merged"})),
         (call("get_pull_request", owner="acme", repo="api", pull_number=93),
          pj({**pr, "id": 1894433, "state": "closed", "merged": True, "merged_at": "2024-06-03T11:09:41Z"}))]
    add("mcp", "fr-mcp-03", gh, t, bad=True, turn=4, kind="identity_changed")

    jira = mcp_sys("jira", [tool("get_issue", "Get an issue.", {"key": S}, ["key"]),
                            tool("transition_issue", "Move an issue.", {"key": S, "to": S}, ["key", "to"]),
                            tool("add_comment", "Comment.", {"key": S, "body": S}, ["key", "body"])])
    base = {"key": "OPS-311", "summary": "Rotate TLS certs", "status": "To Do", "comments": 0, "updated": "2024-06-03T08:00:00Z"}
    t = [(call("get_issue", key="OPS-311"), pj(base)),
         (call("transition_issue", key="OPS-311", to="In Progress"), pj({**base, "status": "In Progress", "updated": "2024-06-03T08:05:10Z"})),
         (call("add_comment", key="OPS-311", body="Started with the edge nodes."),
          pj({"id": "10442", "body": "Started with the edge nodes.", "created": "2024-06-03T08:06:00Z"})),
         (call("transition_issue", key="OPS-311", to="Done"),
          pj({**base, "status": "Done", "comments": 1, "updated": "2024-06-03T09:40:00Z"})),
         (call("get_issue", key="OPS-311"), pj({**base, "status": "Done", "comments": 1, "updated": "2024-06-03T09:40:00Z"}))]
    add("mcp", "fr-mcp-04", jira, t)


def search() -> None:
    pg = "https://www.postgresql.org/docs/16/runtime-config-connection.html"
    body = ("# 20.3. Connections and Authentication\n\n## 20.3.1. Connection Settings\n\n"
            "`max_connections` (integer)\n\nDetermines the maximum number of concurrent connections to the database "
            "server. The default is typically 100 connections, but might be less if your kernel settings will not "
            "support it. This parameter can only be set at server start.\n\n"
            "`superuser_reserved_connections` (integer)\n\nThe default value is three connections.")
    t = [(ws("postgres max_connections default"), results(
            (pg, "PostgreSQL: Documentation: 16: 20.3. Connections and Authentication", "... The default is typically 100 connections ...", "N/A"))),
         (wx(pg, "max_connections default"), body),
         (ws("postgres superuser_reserved_connections"), results(
            (pg, "PostgreSQL: Documentation: 16: 20.3. Connections and Authentication", "... The default value is three connections ...", "N/A"))),
         (wx(pg, "superuser_reserved_connections"), body.replace("typically 100 connections", "typically 200 connections"))]
    add("search", "fr-search-01", SEARCH_SYS, t, bad=True, turn=4, kind="url_disagrees")

    t = [(ws("rust 1.79 release date"), results(
            ("https://blog.rust-lang.org/2024/06/13/Rust-1.79.0.html", "Announcing Rust 1.79.0 | Rust Blog", "The Rust team is happy to announce a new version of Rust, 1.79.0 ...", "Jun 13, 2024"))),
         (ws("rust inline const stabilized"), results(
            ("https://github.com/rust-lang/rust/pull/104087", "Stabilise inline_const by nbdd0121 · Pull Request #104087", "... inline const expressions ...", "N/A"),
            ("https://blog.rust-lang.org/2024/06/13/Rust-1.79.0.html", "Announcing Rust 1.79.0 | Rust Blog", "Inline const expressions: const { ... } blocks are now stable ...", "Jun 13, 2024"))),
         (mem("add", dict={"rust_179_date": "2024-06-13", "inline_const": "1.79"}), "Successfully added items of [rust_179_date, inline_const] to memory."),
         (mem("retrieve", key_list=["inline_const"]), "{'inline_const': '1.79'}")]
    add("search", "fr-search-02", SEARCH_SYS, t)

    t = [(ws("Danube length km"), results(
            ("https://en.wikipedia.org/wiki/Danube", "Danube - Wikipedia", "... 2,850 km (1,770 mi) long ... second-longest river in Europe ...", "N/A"))),
         (mem("add", dict={"danube_km": "2850", "danube_countries": "10"}), "Successfully added items of [danube_km, danube_countries] to memory."),
         (ws("Volga length km"), results(
            ("https://en.wikipedia.org/wiki/Volga", "Volga - Wikipedia", "... 3,531 km ... the longest river in Europe ...", "N/A"))),
         (mem("retrieve", key_list=["danube_km", "danube_countries"]), "{'danube_km': '2850'}\nKey not found: danube_countries")]
    add("search", "fr-search-03", SEARCH_SYS, t, bad=True, turn=4, kind="created_missing")


def swe() -> None:
    w = "/workspace/notify"
    sysm = SWE_OH.format(repo="notify")
    tree = f"Here's the files and directories up to 2 levels deep in {w}, excluding hidden items:\n{w}/\n{w}/README.md\n{w}/notify/\n{w}/notify/__init__.py\n{w}/notify/email.py\n{w}/tests/\n{w}/tests/test_email.py"
    t = [(ed("view", w), tree),
         (ed("create", f"{w}/notify/sms.py", file_text="def send_sms(number: str, text: str) -> None:\n    raise NotImplementedError\n"),
          f"File created successfully at: {w}/notify/sms.py"),
         (sh("cd /workspace/notify && python -c 'import notify.sms; print(\"ok\")'"), bash_oh("ok", w)),
         (ed("view", w), tree)]
    add("swe", "fr-swe-01", sysm, t, bad=True, turn=4, kind="created_missing")

    t = [(ed("view", w), tree),
         (ed("create", f"{w}/notify/sms.py", file_text="def send_sms(number: str, text: str) -> None:\n    raise NotImplementedError\n"),
          f"File created successfully at: {w}/notify/sms.py"),
         (ed("view", w), tree.replace(f"{w}/notify/email.py", f"{w}/notify/email.py\n{w}/notify/sms.py")),
         (sh("cd /workspace/notify && rm README.md && ls"), bash_oh("notify\ntests", w)),
         (ed("view", w), tree.replace(f"{w}/README.md\n", "").replace(f"{w}/notify/email.py", f"{w}/notify/email.py\n{w}/notify/sms.py"))]
    add("swe", "fr-swe-02", sysm, t)

    root = "/home/dev/dash"
    gsys = SWE_GEM.format(root=root)
    old = '{\n  "theme": "light",\n  "refresh_s": 30\n}'
    new = '{\n  "theme": "dark",\n  "refresh_s": 15\n}'
    t = [(call("read_file", absolute_path=f"{root}/config.json"), old),
         (call("write_file", file_path=f"{root}/config.json", content=new + "\n"), f"Successfully overwrote file: {root}/config.json."),
         (call("run_shell_command", command="npm run lint --silent", description="Lint"), gem_shell("npm run lint --silent", "")),
         (call("read_file", absolute_path=f"{root}/config.json"), old)]
    add("swe", "fr-swe-03", gsys, t, bad=True, turn=4, kind="content_unchanged_after_edit")

    def globbed(order: list[str]) -> str:
        return (f"Found {len(order)} file(s) matching \"src/**/*.ts\" within {root}, sorted by modification time (newest first):\n"
                + "\n".join(f"{root}/src/{p}" for p in order))
    t = [(call("glob", pattern="src/**/*.ts"), globbed(["api.ts", "store.ts", "main.ts"])),
         (call("replace", file_path=f"{root}/src/main.ts", old_string="const REFRESH = 30;", new_string="const REFRESH = 15;"),
          f"Successfully modified file: {root}/src/main.ts (1 replacements)."),
         (call("glob", pattern="src/**/*.ts"), globbed(["main.ts", "api.ts", "store.ts"])),
         (call("read_file", absolute_path=f"{root}/src/main.ts", offset=0, limit=2), "import { start } from './api';\nconst REFRESH = 15;")]
    add("swe", "fr-swe-04", gsys, t)


def web() -> None:
    def todo(items: list[tuple[str, bool]], left: int, flt: str = "All") -> str:
        ls = ["[10] heading 'todos'", "[11] textbox 'What needs to be done?', clickable"]
        for i, (txt, done) in enumerate(items):
            ls += [f"[{20 + 3 * i}] checkbox 'Toggle Todo', clickable, checked={'true' if done else 'false'}", f"[{21 + 3 * i}] StaticText '{txt}'"]
        ls += [f"[80] StaticText '{left} item{'s' if left != 1 else ''} left'", f"[81] link 'All', clickable{', selected' if flt == 'All' else ''}",
               f"[82] link 'Active', clickable{', selected' if flt == 'Active' else ''}", f"[83] link 'Completed', clickable{', selected' if flt == 'Completed' else ''}",
               "[84] button 'Clear completed', clickable"]
        return page("React • TodoMVC", ls)
    items = [("buy milk", False), ("call mom", False), ("file taxes", False)]
    st = todo(items, 3)
    t = [("click('23')", todo([items[0], ("call mom", True), items[2]], 2)),
         ("click('82')", todo([items[0], items[2]], 2, "Active")),
         ("click('81')", todo([items[0], ("call mom", True), items[2]], 3))]
    t.append(("click('83')", todo([("call mom", True)], 3, "Completed")))
    add("web", "fr-web-01", WEB_SYS, t, state=st, gui=True, bad=True, turn=3, kind="count_mismatch")

    t = [("fill('11', 'water plants')", todo(items, 3).replace("'What needs to be done?', clickable", "'What needs to be done?', clickable, value='water plants'")),
         ("keyboard_press('Enter')", todo(items + [("water plants", False)], 4)),
         ("click('20')", todo([("buy milk", True)] + items[1:] + [("water plants", False)], 3)),
         ("click('84')", todo(items[1:] + [("water plants", False)], 3))]
    add("web", "fr-web-02", WEB_SYS, t, state=st, gui=True)

    def issue(state: str, note: str | None = None) -> str:
        ls = ([f"[290] alert '{note}'"] if note else []) + ["[300] heading 'Login page returns 500 on empty password'",
                                                            f"[301] StaticText '{state}'", "[302] StaticText 'Issue #48 created 2 days ago by Sam Lee'",
                                                            f"[310] button '{'Reopen issue' if state == 'Closed' else 'Close issue'}', clickable",
                                                            "[320] link 'Issues', clickable"]
        return page("Login page returns 500 on empty password (#48) · Issues · acme / web · GitLab", ls)

    def issues(badge48: str) -> str:
        return page("Issues · acme / web · GitLab", ["[400] heading 'Issues'", "[401] tab 'Open 6', clickable", "[402] tab 'Closed 19', clickable",
                                                     "[403] tab 'All 25', clickable, selected",
                                                     "[410] link 'Login page returns 500 on empty password', clickable", f"[411] StaticText '#48 · {badge48}'",
                                                     "[412] link 'Dark mode toggle resets on reload', clickable", "[413] StaticText '#47 · Open'"])
    st = issue("Open")
    t = [("click('310')", issue("Closed", "The issue was successfully closed.")),
         ("click('320')", issues("Open")),
         ("click('412')", page("Dark mode toggle resets on reload (#47) · Issues · acme / web · GitLab",
                               ["[300] heading 'Dark mode toggle resets on reload'", "[301] StaticText 'Open'"]))]
    t.append(("go_back()", issues("Open")))
    add("web", "fr-web-03", WEB_SYS, t, state=st, gui=True, marker_in_gui=True, bad=True, turn=2, kind="value_reverted")


def android() -> None:
    def day(events: list[str], clock: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.calendar", "TextView 'Mon, Jun 3'"] +
                            [f"TextView '{e}' clickable" for e in events] + ["ImageButton 'Create new event' clickable"])
    evs = ["09:30 Standup", "12:00 Lunch with Priya"]
    st = day(evs, "10:12")
    form = lambda title, clock: lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.calendar",  # noqa: E731
                                              f"EditText 'Add title' text='{title}' clickable", "TextView 'Mon, Jun 3'",
                                              "TextView '3:00 PM'", "TextView '4:00 PM'", "Button 'Save' clickable"])
    t = [(droid("click", index=5), form("", "10:12")),
         (droid("input_text", text="Dentist", index=2), form("Dentist", "10:13")),
         (droid("click", index=6), day(evs + ["15:00 Dentist"], "10:13")),
         (droid("wait"), day(evs, "10:14"))]
    add("android", "fr-droid-01", DROID_SYS, t, state=st, gui=True, bad=True, turn=4, kind="created_missing")

    def dnd(on: bool, clock: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.android.settings", "TextView 'Do Not Disturb'",
                             f"Switch 'Do Not Disturb' checked={'true' if on else 'false'} clickable", "TextView 'People'", "TextView 'Apps'"])
    home = lambda clock: lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.apps.nexuslauncher",  # noqa: E731
                                       "TextView 'Settings' clickable", "TextView 'Calendar' clickable"])
    st = dnd(False, "22:40")
    t = [(droid("click", index=3), dnd(True, "22:40")),
         (droid("navigate_home"), home("22:41")),
         (droid("open_app", app_name="Settings"), dnd(True, "22:41")),
         (droid("wait"), dnd(True, "22:43"))]
    add("android", "fr-droid-02", DROID_SYS, t, state=st, gui=True)

    def convs(snippet: str, clock: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.apps.messaging", "TextView 'Messages'",
                             f"TextView 'Jordan · {snippet}' clickable", "TextView 'Mom · Call me when you land' clickable",
                             "Button 'Start chat' clickable"])

    def thread(msgs: list[str], typed: str, clock: str) -> str:
        return lines_screen([f"TextView '{clock}' id=clock", "FrameLayout com.google.android.apps.messaging", "TextView 'Jordan'"] +
                            [f"TextView '{x}'" for x in msgs] + [f"EditText 'Text message' text='{typed}' clickable", "ImageButton 'Send SMS' clickable"])
    st = convs("See you at 8?", "19:02")
    t = [(droid("click", index=3), thread(["See you at 8?"], "", "19:02")),
         (droid("input_text", text="On my way", index=4), thread(["See you at 8?"], "On my way", "19:03")),
         (droid("click", index=5), thread(["See you at 8?", "On my way"], "", "19:03")),
         (droid("navigate_back"), convs("See you at 8?", "19:03"))]
    add("android", "fr-droid-03", DROID_SYS, t, state=st, gui=True, bad=True, turn=4, kind="value_reverted")


def desktop() -> None:
    docs = ["budget.ods", "report.txt", "slides.odp"]
    st = files_view("Documents", docs, "Wed 15:20")
    t = [(py("pyautogui.click(350, 150)\npyautogui.press('f2')"), files_view("Documents", docs, "Wed 15:20") + "\nentry\tRename\treport.txt\t(300, 210)\t(200, 26)"),
         (py("pyautogui.hotkey('ctrl', 'a')\npyautogui.write('report-final.txt')\npyautogui.press('enter')"),
          files_view("Documents", ["budget.ods", "report-final.txt", "slides.odp"], "Wed 15:21")),
         (py("pyautogui.click(92, 112)"), files_view("Home", ["Desktop", "Documents", "Downloads"], "Wed 15:21")),
         (py("pyautogui.click(92, 146)"), files_view("Documents", docs, "Wed 15:22"))]
    add("os", "fr-os-01", OS_SYS, t, state=st, gui=True, bad=True, turn=4, kind="rename_old_name")

    cells = {"A1": "Task", "B1": "Hours", "A2": "Design", "B2": "6", "A3": "Build", "B3": "14"}
    st = calc(cells, title="hours.ods - LibreOffice Calc", clock="Wed 15:30")
    t = [(py("CalcTools.set_cell_value('B2', 8)"), calc({**cells, "B2": "8"}, title="hours.ods - LibreOffice Calc", clock="Wed 15:30", selected="B2")),
         (py("pyautogui.hotkey('ctrl', 'z')"), calc(cells, title="hours.ods - LibreOffice Calc", clock="Wed 15:31", selected="B2")),
         (py("CalcTools.set_cell_value('B3', 12)"), calc({**cells, "B3": "12"}, title="hours.ods - LibreOffice Calc", clock="Wed 15:31", selected="B3")),
         (py("pyautogui.hotkey('ctrl', 's')"), calc({**cells, "B3": "12"}, title="hours.ods - LibreOffice Calc", clock="Wed 15:32", selected="B3"))]
    add("os", "fr-os-02", OS_SYS, t, state=st, gui=True)

    st = files_view("Downloads", ["a.zip", "b.pdf", "c.iso"], "Wed 16:00") + "\nlabel\tStatus\t3 items\t(200, 770)\t(200, 20)"
    t = [(py("pyautogui.click(468, 148)\npyautogui.press('delete')"),
          files_view("Downloads", ["a.zip", "b.pdf"], "Wed 16:00") + "\nlabel\tStatus\t2 items\t(200, 770)\t(200, 20)"),
         (py("pyautogui.click(250, 148)"), files_view("Downloads", ["a.zip", "b.pdf"], "Wed 16:01") + "\nlabel\tStatus\t“a.zip” selected (2.1 MB)\t(200, 770)\t(300, 20)"),
         (py("pyautogui.press('escape')"), files_view("Downloads", ["a.zip", "b.pdf"], "Wed 16:01") + "\nlabel\tStatus\t3 items\t(200, 770)\t(200, 20)"),
         (py("pyautogui.click(92, 112)"), files_view("Home", ["Desktop", "Documents", "Downloads"], "Wed 16:02"))]
    add("os", "fr-os-03", OS_SYS, t, state=st, gui=True, bad=True, turn=3, kind="count_mismatch")


def main() -> None:
    m.ROWS.clear()
    m.LABELS.clear()
    for build in (terminal, mcp, search, swe, web, android, desktop):
        build()
    OUT.mkdir(exist_ok=True)
    for task, rows in m.ROWS.items():
        with open(OUT / f"{task}_test.jsonl", "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    (OUT / "labels.json").write_text(json.dumps(m.LABELS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    bad = sum(v["bad"] for v in m.LABELS.values())
    print(f"{len(m.LABELS)} trajectories ({bad} with one contradiction), {sum(map(len, m.ROWS.values()))} rows")


if __name__ == "__main__":
    main()
