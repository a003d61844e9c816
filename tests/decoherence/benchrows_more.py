"""More rows of the second labeled set (see benchrows.py): traps that look like contradictions and are
not (an amended commit, a log a background server writes, an undone edit, a form left unsaved, a
radio group, airplane mode), and contradictions in other layouts."""

from __future__ import annotations

from tests.decoherence.benchrows import K, Row, call, env, j, py
from tests.decoherence.benchrows_gui import bg, calc, plain, tab, ui, ui2
from tests.decoherence.benchrows_terminal import P, U, scr

B = "[alex@box proj]$"
NET = "com.android.settings"

TERMINAL: list[Row] = [
    Row("terminal", "t-clean-amend", state=U, note="an amended commit gets a new hash", turns=[
        (K("git commit -m 'Add cache layer'"), scr(U, "git commit -m 'Add cache layer'", "[main 1a2b3c4] Add cache layer",
                                                   " 2 files changed, 40 insertions(+)")),
        (K("git commit --amend -m 'Add cache layer'"), scr(U, "git commit --amend -m 'Add cache layer'",
                                                           "[main 8e7f6a5] Add cache layer",
                                                           " Date: Tue Mar 11 09:30:12 2025 +0000",
                                                           " 2 files changed, 41 insertions(+)")),
        (K("git log --oneline -1"), scr(U, "git log --oneline -1", "8e7f6a5 (HEAD -> main) Add cache layer")),
    ]),
    Row("terminal", "t-clean-server-log", state=P, note="a background server keeps writing its log", turns=[
        (K("python3 server.py > server.log 2>&1 &"), scr(P, "python3 server.py > server.log 2>&1 &", "[1] 7001")),
        (K("cat server.log"), scr(P, "cat server.log", "Serving on :8080")),
        (K("curl -s localhost:8080/health"), scr(P, "curl -s localhost:8080/health", "ok")),
        (K("cat server.log"), scr(P, "cat server.log", "Serving on :8080", "GET /health 200")),
        (K("ls -l server.log"), scr(P, "ls -l server.log", "-rw-r--r-- 1 root root 33 Mar 11 09:40 server.log")),
    ]),
    Row("terminal", "t-clean-script-rewrites", state=B, note="a script rewrites the file between two reads", turns=[
        (K("cat data.csv"), scr(B, "cat data.csv", "id,name", "1, ana ", "2,bo")),
        (K("python3 tidy.py data.csv"), scr(B, "python3 tidy.py data.csv", "tidied 2 rows")),
        (K("cat data.csv"), scr(B, "cat data.csv", "id,name", "1,ana", "2,bo")),
        (K("wc -l data.csv"), scr(B, "wc -l data.csv", "3 data.csv")),
    ]),
    Row("terminal", "t-clean-date-zones", state=P, note="local time and UTC differ by the zone", turns=[
        (K("date"), scr(P, "date", "Tue Mar 11 10:15:00 CET 2025")),
        (K("date -u"), scr(P, "date -u", "Tue Mar 11 09:15:03 UTC 2025")),
        (K("TZ=UTC date"), scr(P, "TZ=UTC date", "Tue Mar 11 09:15:09 UTC 2025")),
    ]),
    Row("terminal", "t-clean-subshell-env", state=U, note="exports inside a subshell do not stay", turns=[
        (K("( export TOKEN=abc; env | grep TOKEN )"), scr(U, "( export TOKEN=abc; env | grep TOKEN )", "TOKEN=abc")),
        (K("env | grep TOKEN"), scr(U, "env | grep TOKEN")),
        (K("export MODE=dev && env | grep MODE"), scr(U, "export MODE=dev && env | grep MODE", "MODE=dev")),
    ]),
    Row("terminal", "t-clean-sed-regex", state=B, note="a regex substitution the ledger cannot replay", turns=[
        (K("cat ports.txt"), scr(B, "cat ports.txt", "web 8080", "db 5432")),
        (K("sed -i -E 's/[0-9]+/0/' ports.txt"), scr(B, "sed -i -E 's/[0-9]+/0/' ports.txt")),
        (K("cat ports.txt"), scr(B, "cat ports.txt", "web 0", "db 0")),
        (K("wc -l ports.txt"), scr(B, "wc -l ports.txt", "2 ports.txt")),
    ]),
    Row("terminal", "t-env-printenv", kind="env", state=B, note="an exported variable is missing from printenv",
        turns=[
            (K("export REGION=eu-west-1"), scr(B, "export REGION=eu-west-1")),
            (K("printenv | sort"), scr(B, "printenv | sort", "HOME=/home/alex", "LANG=en_US.UTF-8", "PATH=/usr/bin:/bin",
                                       "SHELL=/bin/bash")),
        ]),
    Row("terminal", "t-branch-deleted", kind="deleted-listed", state=U, note="a deleted branch is listed again",
        turns=[
            (K("git branch -d spike/old-parser"), scr(U, "git branch -d spike/old-parser",
                                                      "Deleted branch spike/old-parser (was 3f2e1d0).")),
            (K("git status -sb"), scr(U, "git status -sb", "## main")),
            (K("git branch"), scr(U, "git branch", "* main", "  spike/old-parser")),
        ]),
    Row("terminal", "t-echo-overwrite", kind="content", state=B, note="cat shows the text before the overwrite",
        turns=[
            (K("echo 'v1' > RELEASE"), scr(B, "echo 'v1' > RELEASE")),
            (K("cat RELEASE"), scr(B, "cat RELEASE", "v1")),
            (K("echo 'v2' > RELEASE"), scr(B, "echo 'v2' > RELEASE")),
            (K("cat RELEASE"), scr(B, "cat RELEASE", "v1")),
        ]),
]

MCP: list[Row] = [
    Row("mcp", "m-clean-reopen", turns=[
        (call("close_issue", number=31), j({"number": 31, "title": "Flaky CI", "state": "closed"})),
        (call("reopen_issue", number=31), j({"number": 31, "title": "Flaky CI", "state": "open"})),
        (call("get_issue", number=31), j({"number": 31, "title": "Flaky CI", "state": "open"})),
    ]),
    Row("mcp", "m-clean-filtered", style=1, note="a created task is not in a listing filtered to another status",
        turns=[
            (call("create_task", title="Renew domain", status="open"),
             env({"id": "tsk_9", "title": "Renew domain", "status": "open"})),
            (call("list_tasks", status="done"), env({"tasks": [{"id": "tsk_2", "title": "Pay rent", "status": "done"}],
                                                     "total": 1})),
            (call("list_tasks", status="done"), env({"tasks": [{"id": "tsk_2", "title": "Pay rent", "status": "done"}],
                                                     "total": 1})),
        ]),
    Row("mcp", "m-clean-two-writes", turns=[
        (call("update_settings", theme="dark"), j({"theme": "dark", "font_size": 14})),
        (call("update_settings", theme="solarized"), j({"theme": "solarized", "font_size": 14})),
        (call("get_settings"), j({"theme": "solarized", "font_size": 14})),
    ]),
    Row("mcp", "m-priority-reverts", kind="revert", style=1, note="a field set by an update reads back unchanged",
        turns=[
            (call("update_ticket", ticket_id="T-90", priority="low"),
             env({"ticket_id": "T-90", "priority": "low", "subject": "Printer offline"})),
            (call("list_ticket_comments", ticket_id="T-90"), env({"comments": [], "has_more": False})),
            (call("get_ticket", ticket_id="T-90"), env({"ticket_id": "T-90", "priority": "high", "subject": "Printer offline"})),
        ]),
    Row("mcp", "m-files-total", kind="count", note="the file count does not follow an upload", turns=[
        (call("list_files", folder="reports"), j({"files": [{"id": "f1", "name": "q1.pdf"}, {"id": "f2", "name": "q2.pdf"}],
                                                  "total": 2})),
        (call("upload_file", folder="reports", name="q3.pdf"), j({"id": "f3", "name": "q3.pdf", "size": 48211})),
        (call("list_files", folder="reports"), j({"files": [{"id": "f1", "name": "q1.pdf"}, {"id": "f2", "name": "q2.pdf"},
                                                            {"id": "f3", "name": "q3.pdf"}], "total": 2})),
    ]),
]

SEARCH: list[Row] = [
    Row("search", "s-clean-remove-all", turns=[
        (call("dict_memory", operation="add", dict={"lead": "Marie Curie"}), "Successfully added items of ['lead'] to memory."),
        (call("dict_memory", operation="remove_all"), "Successfully cleared all memory."),
        (call("dict_memory", operation="retrieve_all"), "Memory is empty."),
    ]),
    Row("search", "s-clean-goal-extract", style=1, note="the same page extracted for two different goals", turns=[
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Danube", goal="length of the river"),
         "The Danube is 2,850 km long, the second-longest river in Europe."),
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Danube", goal="countries it flows through"),
         "The Danube flows through ten countries: Germany, Austria, Slovakia, Hungary, Croatia, Serbia, Romania, "
         "Bulgaria, Moldova and Ukraine."),
    ]),
    Row("search", "s-memory-update-lost", kind="memory", note="an updated key reads back its old value", turns=[
        (call("dict_memory", operation="add", dict={"best_guess": "1912"}), "Successfully added items of ['best_guess'] to memory."),
        (call("dict_memory", operation="update", dict={"best_guess": "1914"}),
         "Successfully updated items of ['best_guess'] in memory."),
        (call("dict_memory", operation="retrieve", key_list=["best_guess"]), "best_guess: 1912"),
    ]),
]

SWE: list[Row] = [
    Row("swe", "w-clean-undo", note="an undone edit shows the old text", turns=[
        (call("str_replace_editor", command="str_replace", path="/workspace/shop/cart.py",
              old_str="RETRIES = 3", new_str="RETRIES = 5"),
         "The file /workspace/shop/cart.py has been edited. Here's the result of running `cat -n` on a snippet of "
         "/workspace/shop/cart.py:\n     7\tRETRIES = 5\nReview the changes and make sure they are as expected."),
        (call("str_replace_editor", command="undo_edit", path="/workspace/shop/cart.py"),
         "Last edit to /workspace/shop/cart.py undone successfully. Here's the result of running `cat -n` on "
         "/workspace/shop/cart.py:\n     1\timport os\n     2\t\n     3\tRETRIES = 3\n"),
        (call("str_replace_editor", command="view", path="/workspace/shop/cart.py"),
         "Here's the result of running `cat -n` on /workspace/shop/cart.py:\n     1\timport os\n     2\t\n     3\tRETRIES = 3\n"),
    ]),
    Row("swe", "w-clean-stash", style=1, note="git stash puts the old text back", turns=[
        (call("replace", file_path="/workspace/shop/app.py", old_string="debug=True", new_string="debug=False"),
         "Successfully modified file: /workspace/shop/app.py (1 replacements)."),
        (call("run_shell_command", command="git stash"),
         "Command: git stash\nDirectory: (root)\nStdout: Saved working directory and index state WIP on main: a41b2c9 "
         "Add cart totals\n\nStderr: (empty)\nError: (none)\nExit Code: 0"),
        (call("read_file", absolute_path="/workspace/shop/app.py"), "app.run(debug=True)\n"),
    ]),
    Row("swe", "w-clean-gemini-wc", style=1, turns=[
        (call("run_shell_command", command="wc -l /workspace/shop/TODO"),
         "Command: wc -l /workspace/shop/TODO\nDirectory: (root)\nStdout: 2 /workspace/shop/TODO\n\nStderr: (empty)\n"
         "Error: (none)\nExit Code: 0"),
        (call("write_file", file_path="/workspace/shop/TODO", content="- totals\n- tax\n- coupons\n"),
         "Successfully overwrote file: /workspace/shop/TODO."),
        (call("run_shell_command", command="wc -l /workspace/shop/TODO"),
         "Command: wc -l /workspace/shop/TODO\nDirectory: (root)\nStdout: 3 /workspace/shop/TODO\n\nStderr: (empty)\n"
         "Error: (none)\nExit Code: 0"),
    ]),
    Row("swe", "w-write-lost", kind="content", style=1, note="read_file shows other text than write_file wrote", turns=[
        (call("write_file", file_path="/workspace/shop/VERSION", content="2.1.0\n"),
         "Successfully created and wrote to new file: /workspace/shop/VERSION."),
        (call("read_file", absolute_path="/workspace/shop/VERSION"), "2.0.9\n"),
    ]),
    Row("swe", "w-listing-missing", kind="created-missing", style=1, note="list_directory misses a written file",
        turns=[
            (call("write_file", file_path="/workspace/shop/coupons.py", content="def apply(code):\n    return 0\n"),
             "Successfully created and wrote to new file: /workspace/shop/coupons.py."),
            (call("list_directory", path="/workspace/shop"), "Directory listing for /workspace/shop:\n[DIR] tests\n"
                                                             "cart.py\nREADME.md"),
        ]),
]

SETTINGS = "https://app.example.com/settings"
WEB: list[Row] = [
    Row("web", "b-clean-unsaved", note="a ticked box not saved is unticked after leaving the page",
        state=bg("Settings", SETTINGS, "[45] checkbox 'Beta features', checked='false'", "[60] button 'Save'",
                 "[70] link 'Home'"),
        turns=[
            ("click('45')", bg("Settings", SETTINGS, "[45] checkbox 'Beta features', checked='true', focused",
                               "[60] button 'Save'", "[70] link 'Home'")),
            ("click('70')", bg("Home", "https://app.example.com/home", "[12] heading 'Welcome back'",
                               "[19] link 'Settings'")),
            ("click('19')", bg("Settings", SETTINGS, "[45] checkbox 'Beta features', checked='false'",
                               "[60] button 'Save'", "[70] link 'Home'")),
        ]),
    Row("web", "b-clean-radio", note="choosing one radio button clears the other",
        state=bg("Billing", "https://app.example.com/billing", "[20] radio 'Monthly', checked='false'",
                 "[21] radio 'Yearly', checked='true'"),
        turns=[
            ("click('20')", bg("Billing", "https://app.example.com/billing", "[20] radio 'Monthly', checked='true', focused",
                               "[21] radio 'Yearly', checked='false'")),
            ("click('21')", bg("Billing", "https://app.example.com/billing", "[20] radio 'Monthly', checked='false'",
                               "[21] radio 'Yearly', checked='true', focused")),
        ]),
    Row("web", "b-clean-select-all", style=1, note="'Select all' ticks every row",
        state=plain("https://mail.example.com/inbox", "Inbox", '[5] checkbox "Select all" checked=false',
                    '[6] checkbox "Invoice March" checked=false', '[7] checkbox "Team lunch" checked=true'),
        turns=[
            ("click('7')", plain("https://mail.example.com/inbox", "Inbox", '[5] checkbox "Select all" checked=false',
                                 '[6] checkbox "Invoice March" checked=false', '[7] checkbox "Team lunch" checked=false')),
            ("click('5')", plain("https://mail.example.com/inbox", "Inbox", '[5] checkbox "Select all" checked=true',
                                 '[6] checkbox "Invoice March" checked=true', '[7] checkbox "Team lunch" checked=true')),
        ]),
    Row("web", "b-remember-reverts", kind="revert", style=1, note="a ticked box is unticked after typing elsewhere",
        state=plain("https://app.example.com/login", "Sign in", '[10] textbox "Email" value=""',
                    '[11] checkbox "Remember me" checked=false', '[12] button "Sign in"'),
        turns=[
            ("click('11')", plain("https://app.example.com/login", "Sign in", '[10] textbox "Email" value=""',
                                  '[11] checkbox "Remember me" checked=true focused', '[12] button "Sign in"')),
            ("fill('10', 'ana@example.com')", plain("https://app.example.com/login", "Sign in",
                                                    '[10] textbox "Email" value="ana@example.com" focused',
                                                    '[11] checkbox "Remember me" checked=false', '[12] button "Sign in"')),
        ]),
]

ANDROID: list[Row] = [
    Row("android", "a-clean-airplane", note="airplane mode turns Wi-Fi off in the same step",
        state=ui(NET, ".SubSettings", '[8] Switch "Airplane mode" checked=false clickable',
                 '[9] Switch "Wi-Fi" checked=true clickable'),
        turns=[
            ('{"action": "tap", "element": 8}', ui(NET, ".SubSettings", '[8] Switch "Airplane mode" checked=true clickable',
                                                  '[9] Switch "Wi-Fi" checked=false clickable')),
        ]),
    Row("android", "a-clean-discard", style=1, note="text typed and left with back is gone when coming back",
        state=ui2("com.android.contacts/.ContactsActivity", "[2] ImageButton desc='Add contact'"),
        turns=[
            ('{"action_type": "click", "index": 2}', ui2("com.android.contacts/.EditContactActivity",
                                                         "[5] EditText text='' hint='First name' focused=true")),
            ('{"action_type": "input_text", "text": "Lea"}', ui2("com.android.contacts/.EditContactActivity",
                                                                "[5] EditText text='Lea' focused=true")),
            ('{"action_type": "navigate_back"}', ui2("com.android.contacts/.ContactsActivity",
                                                     "[2] ImageButton desc='Add contact'")),
            ('{"action_type": "click", "index": 2}', ui2("com.android.contacts/.EditContactActivity",
                                                         "[5] EditText text='' hint='First name' focused=true")),
        ]),
    Row("android", "a-clean-swipe-clock", note="scrolling while the clock moves on", turns=[
        ('{"action": "swipe", "direction": "up"}', ui("com.android.launcher3", ".Launcher", '[2] TextView "Clock"',
                                                      clock="11:59")),
        ('{"action": "swipe", "direction": "down"}', ui("com.android.launcher3", ".Launcher", '[2] TextView "Clock"',
                                                        clock="12:00")),
    ]),
    Row("android", "a-bluetooth-reverts", kind="revert", style=1,
        note="a switch turned on is off after a tap elsewhere",
        state=ui2(f"{NET}/.ConnectedDevices", "[8] Switch text='Bluetooth' checked='false'",
                  "[9] TextView text='Pair new device'"),
        turns=[
            ('{"action_type": "click", "index": 8}', ui2(f"{NET}/.ConnectedDevices", "[8] Switch text='Bluetooth' checked='true'",
                                                         "[9] TextView text='Pair new device'")),
            ('{"action_type": "long_press", "index": 9}', ui2(f"{NET}/.ConnectedDevices",
                                                              "[8] Switch text='Bluetooth' checked='false'",
                                                              "[9] TextView text='Pair new device'")),
        ]),
]

OS: list[Row] = [
    Row("os", "o-clean-undo", note="ctrl+z takes a cell back", state=calc("Sheet1"), turns=[
        (py('CalcTools.set_cell_value("C3", "99")'), calc("Sheet1", cell="table-cell\tC3\t99\t\t\t(240, 190)\t(90, 20)")),
        (py("pyautogui.hotkey('ctrl', 'z')"), calc("Sheet1", cell="table-cell\tC3\t12\t\t\t(240, 190)\t(90, 20)")),
    ]),
    Row("os", "o-clean-rename-back", note="a sheet renamed and renamed back", state=calc("Sheet1"), turns=[
        (py('CalcTools.rename_sheet("Sheet1", "Draft")'), calc("Draft")),
        (py('CalcTools.rename_sheet("Draft", "Sheet1")'), calc("Sheet1")),
        (py('CalcTools.save()'), calc("Sheet1", clock="14:06")),
    ]),
    Row("os", "o-clean-clock", note="the top bar clock moves forward", state=tab("push-button\tFiles\t\t\t\t(10, 60)\t(48, 48)"),
        turns=[
            (py("pyautogui.click(34, 84)"), tab("frame\tHome - Files\t\t\t\t(60, 30)\t(1800, 1000)", clock="14:07")),
            (py("pyautogui.doubleClick(400, 300)"), tab("frame\tDocuments - Files\t\t\t\t(60, 30)\t(1800, 1000)",
                                                        clock="14:09")),
        ]),
    Row("os", "o-tab-old-name", kind="rename", note="a renamed sheet shows its old name after switching sheets",
        state=calc("Sheet1", "Data"), turns=[
            (py('CalcTools.rename_sheet("Sheet1", "Summary")'), calc("Summary", "Data")),
            (py('CalcTools.switch_active_sheet("Data")'), calc("Sheet1", "Data")),
        ]),
    Row("os", "o-table-clock-back", kind="clock", note="the top bar clock goes backwards",
        state=tab("push-button\tFiles\t\t\t\t(10, 60)\t(48, 48)", clock="16:20"), turns=[
            (py("pyautogui.click(34, 84)"), tab("frame\tHome - Files\t\t\t\t(60, 30)\t(1800, 1000)", clock="16:21")),
            (py("pyautogui.click(34, 84)"), tab("frame\tHome - Files\t\t\t\t(60, 30)\t(1800, 1000)", clock="15:02")),
        ]),
]

ROWS: list[Row] = [*TERMINAL, *MCP, *SEARCH, *SWE, *WEB, *ANDROID, *OS]
