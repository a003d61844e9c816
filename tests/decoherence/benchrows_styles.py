"""Rows of the second labeled set in further layouts (see benchrows.py): Android UI element lists and
view-hierarchy dumps, plain-text tool results, git diff after edits."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, K, Row, call, env, j
from tests.decoherence.benchrows_gui import bg
from tests.decoherence.benchrows_terminal import P, scr


def el(i: int, text: str | None, cls: str, *, checked: bool = False, pkg: str = "com.android.settings",
       res: str | None = None, box: tuple[int, int, int, int] | None = None, editable: bool = False) -> str:
    """One line of an AndroidWorld-style UI element list."""
    t = "None" if text is None else repr(text)
    bb = "None" if box is None else f"BoundingBox(x_min={box[0]}, x_max={box[2]}, y_min={box[1]}, y_max={box[3]})"
    return (f"UI element {i}: UIElement(text={t}, content_description=None, class_name='android.widget.{cls}', "
            f"bbox=None, bbox_pixels={bb}, hint_text=None, is_checked={checked}, is_checkable={cls in ('Switch', 'CheckBox')}, "
            f"is_clickable=True, is_editable={editable}, is_enabled=True, is_focused=False, is_selected=False, "
            f"package_name='{pkg}', resource_name={repr(res) if res else 'None'})")


def clock(t: str) -> str:
    return el(0, t, "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock")


def node(text: str, cls: str, *, checked: bool | None = None, pkg: str = "com.android.settings",
         res: str = "", bounds: str = "[0,0][1080,120]") -> str:
    chk = "" if checked is None else f' checkable="true" checked="{str(checked).lower()}"'
    return (f'<node index="0" text="{text}" resource-id="{res}" class="android.widget.{cls}" package="{pkg}" '
            f'content-desc=""{chk} clickable="true" enabled="true" bounds="{bounds}" />')


ANDROID: list[Row] = [
    Row("android", "a-clean-uielements", note="Bluetooth turned on stays on after visiting another screen",
        state="\n".join([clock("08:12"), el(1, "Connected devices", "TextView"), el(2, "Bluetooth", "Switch"),
                         el(3, "Pair new device", "TextView")]),
        turns=[
            ('{"action_type": "click", "index": 2}', "\n".join([clock("08:12"), el(1, "Connected devices", "TextView"),
                                                                el(2, "Bluetooth", "Switch", checked=True),
                                                                el(3, "Pair new device", "TextView")])),
            ('{"action_type": "click", "index": 3}', "\n".join([clock("08:13"), el(1, "Pair new device", "TextView"),
                                                                el(2, "Available devices", "TextView")])),
            ('{"action_type": "navigate_back"}', "\n".join([clock("08:13"), el(1, "Connected devices", "TextView"),
                                                            el(2, "Bluetooth", "Switch", checked=True),
                                                            el(3, "Pair new device", "TextView")])),
        ]),
    Row("android", "a-uielements-reverts", kind="revert", note="a switch turned on is off again after going back",
        state="\n".join([clock("08:12"), el(1, "Connected devices", "TextView"), el(2, "Bluetooth", "Switch"),
                         el(3, "Pair new device", "TextView")]),
        turns=[
            ('{"action_type": "click", "index": 2}', "\n".join([clock("08:12"), el(1, "Connected devices", "TextView"),
                                                                el(2, "Bluetooth", "Switch", checked=True),
                                                                el(3, "Pair new device", "TextView")])),
            ('{"action_type": "click", "index": 3}', "\n".join([clock("08:13"), el(1, "Pair new device", "TextView")])),
            ('{"action_type": "navigate_back"}', "\n".join([clock("08:13"), el(1, "Connected devices", "TextView"),
                                                            el(2, "Bluetooth", "Switch", checked=False),
                                                            el(3, "Pair new device", "TextView")])),
        ]),
    Row("android", "a-uielements-clock", kind="clock", note="the status bar clock goes back by an hour",
        state="\n".join([clock("16:40"), el(1, "Calendar", "TextView")]),
        turns=[
            ('{"action_type": "click", "index": 1}', "\n".join([clock("16:41"), el(1, "March 2025", "TextView")])),
            ('{"action_type": "scroll", "direction": "down"}', "\n".join([clock("15:41"), el(1, "April 2025", "TextView")])),
        ]),
    Row("android", "a-clean-xml", note="a view dump: a checkbox ticked by a tap at its bounds",
        state="<hierarchy>\n" + "\n".join([node("Vibrate on tap", "CheckBox", checked=False, bounds="[40,400][1040,480]"),
                                          node("Sound", "TextView", bounds="[40,200][1040,280]")]) + "\n</hierarchy>",
        turns=[
            ('{"action": "tap", "x": 540, "y": 440}',
             "<hierarchy>\n" + "\n".join([node("Vibrate on tap", "CheckBox", checked=True, bounds="[40,400][1040,480]"),
                                         node("Sound", "TextView", bounds="[40,200][1040,280]")]) + "\n</hierarchy>"),
            ('{"action": "swipe", "direction": "up"}',
             "<hierarchy>\n" + "\n".join([node("Vibrate on tap", "CheckBox", checked=True, bounds="[40,300][1040,380]"),
                                         node("Sound", "TextView", bounds="[40,100][1040,180]")]) + "\n</hierarchy>"),
        ]),
    Row("android", "a-xml-reverts", gap=GONE["gui"], kind="revert", note="a view dump: the ticked box is unticked after a tap elsewhere",
        state="<hierarchy>\n" + "\n".join([node("Vibrate on tap", "CheckBox", checked=False, bounds="[40,400][1040,480]"),
                                          node("Sound", "TextView", bounds="[40,200][1040,280]")]) + "\n</hierarchy>",
        turns=[
            ('{"action": "tap", "x": 540, "y": 440}',
             "<hierarchy>\n" + "\n".join([node("Vibrate on tap", "CheckBox", checked=True, bounds="[40,400][1040,480]"),
                                         node("Sound", "TextView", bounds="[40,200][1040,280]")]) + "\n</hierarchy>"),
            ('{"action": "tap", "x": 540, "y": 240}',
             "<hierarchy>\n" + "\n".join([node("Vibrate on tap", "CheckBox", checked=False, bounds="[40,400][1040,480]"),
                                         node("Sound", "TextView", bounds="[40,200][1040,280]")]) + "\n</hierarchy>"),
        ]),
]

MCP: list[Row] = [
    Row("mcp", "m-text-reopened", gap=GONE["mcp"], kind="revert", style=1, note="plain-text results: a closed ticket shows open",
        turns=[
            (call("close_ticket", ticket_id="SUP-311"), "Ticket SUP-311 closed."),
            (call("search_kb", query="vpn"), "3 articles found: KB-12, KB-40, KB-41"),
            (call("get_ticket", ticket_id="SUP-311"), "Ticket SUP-311\nSubject: VPN drops hourly\nStatus: open\n"
                                                      "Assignee: li"),
        ]),
    Row("mcp", "m-clean-text-close", style=1, note="plain-text results: a closed ticket stays closed", turns=[
        (call("close_ticket", ticket_id="SUP-312"), "Ticket SUP-312 closed."),
        (call("get_ticket", ticket_id="SUP-312"), "Ticket SUP-312\nSubject: Printer jam\nStatus: closed\nAssignee: li"),
        (call("reopen_ticket", ticket_id="SUP-312"), "Ticket SUP-312 reopened."),
        (call("get_ticket", ticket_id="SUP-312"), "Ticket SUP-312\nSubject: Printer jam\nStatus: open\nAssignee: li"),
    ]),
    Row("mcp", "m-clean-cancel-order", note="a cancelled order is still returned, with its new status", turns=[
        (call("cancel_order", order_id="ORD-88"), j({"order_id": "ORD-88", "status": "cancelled"})),
        (call("get_order", order_id="ORD-88"), j({"order_id": "ORD-88", "status": "refunded", "total": 42.5})),
    ]),
]

SWE: list[Row] = [
    Row("swe", "w-clean-diff", note="git diff shows the edited file, and nothing after it is committed", turns=[
        (call("str_replace_editor", command="str_replace", path="/workspace/shop/cart.py",
              old_str="TAX = 0.19", new_str="TAX = 0.2"),
         "The file /workspace/shop/cart.py has been edited. Review the changes and make sure they are as expected."),
        (call("execute_bash", command="cd /workspace/shop && git diff"),
         "diff --git a/cart.py b/cart.py\nindex 3b18e51..a1c2f0d 100644\n--- a/cart.py\n+++ b/cart.py\n@@ -1,3 +1,3 @@\n"
         "-TAX = 0.19\n+TAX = 0.2\n"),
        (call("execute_bash", command="cd /workspace/shop && git commit -qam 'Tax 20%' && git diff"), ""),
    ]),
    Row("swe", "w-diff-empty", gap=GONE["swe"], kind="content", note="git diff is empty right after an edit", turns=[
        (call("str_replace_editor", command="str_replace", path="/workspace/shop/cart.py",
              old_str="TAX = 0.19", new_str="TAX = 0.2"),
         "The file /workspace/shop/cart.py has been edited. Review the changes and make sure they are as expected."),
        (call("execute_bash", command="cd /workspace/shop && git diff"), ""),
    ]),
]

TRAILER = "\n[Current working directory: /workspace/shop]\n[Python interpreter: /usr/bin/python]\n" \
          "[Command finished with exit code 0]"

SWE2: list[Row] = [
    Row("swe", "w-clean-trailer", note="OpenHands output with its working-directory and exit-code trailer", turns=[
        (call("str_replace_editor", command="create", path="/workspace/shop/NOTES", file_text="one\ntwo\n"),
         "File created successfully at: /workspace/shop/NOTES"),
        (call("execute_bash", command="cd /workspace/shop && cat NOTES"), "one\ntwo" + TRAILER),
        (call("execute_bash", command="wc -l NOTES"), "2 NOTES" + TRAILER),
        (call("execute_bash", command="python -m pytest -q"), "..\n2 passed in 0.01s" + TRAILER.replace("0]", "0]")),
        (call("execute_bash", command="python -m pytest -q"), "..\n2 passed in 0.02s" + TRAILER),
    ]),
    Row("swe", "w-trailer-content", kind="content", note="cat shows other text than the file was created with",
        turns=[
            (call("str_replace_editor", command="create", path="/workspace/shop/NOTES", file_text="one\ntwo\n"),
             "File created successfully at: /workspace/shop/NOTES"),
            (call("execute_bash", command="cd /workspace/shop && cat NOTES"), "one\nthree" + TRAILER),
        ]),
]

PS_HEAD = "USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND"

TERMINAL2: list[Row] = [
    Row("terminal", "t-ps-pid", kind="identity", state=P, note="ps shows the background job under another PID",
        turns=[
            (K("python3 worker.py &"), scr(P, "python3 worker.py &", "[1] 3311")),
            (K("ps aux | grep worker"), scr(P, "ps aux | grep worker",
                                           "root        4470  1.2  0.4  31220 18004 pts/0    S    10:02   0:00 python3 worker.py",
                                           "root        4475  0.0  0.0   6432   720 pts/0    S+   10:02   0:00 grep worker")),
            (K("ps aux"), scr(P, "ps aux", PS_HEAD,
                              "root           1  0.0  0.0   4364  3348 pts/0    Ss   09:58   0:00 bash",
                              "root        4470  1.2  0.4  31220 18004 pts/0    S    10:02   0:00 python3 worker.py",
                              "root        4480  0.0  0.0   7060  1580 pts/0    R+   10:02   0:00 ps aux")),
        ], gap=GONE["terminal"]),
    Row("terminal", "t-clean-ps", state=P, note="ps lists the job under its PID, with its children", turns=[
        (K("gunicorn app:app -w 2 &"), scr(P, "gunicorn app:app -w 2 &", "[1] 5501")),
        (K("ps aux"), scr(P, "ps aux", PS_HEAD,
                          "root           1  0.0  0.0   4364  3348 pts/0    Ss   09:58   0:00 bash",
                          "root        5501  0.5  0.9  52100 38000 pts/0    S    10:05   0:00 gunicorn app:app -w 2",
                          "root        5504  0.1  0.8  52900 34000 pts/0    S    10:05   0:00 gunicorn app:app -w 2",
                          "root        5505  0.1  0.8  52900 34000 pts/0    S    10:05   0:00 gunicorn app:app -w 2",
                          "root        5510  0.0  0.0   7060  1580 pts/0    R+   10:05   0:00 ps aux")),
    ]),
]

MCP3: list[Row] = [
    Row("mcp", "m-now-back", kind="clock", note="the server's current time goes back", turns=[
        (call("get_current_time", timezone="UTC"), j({"timezone": "UTC", "current_time": "2025-06-01T12:30:05Z"})),
        (call("list_reminders"), j({"reminders": [{"id": "r1", "text": "call bank", "due": "2025-06-01T15:00:00Z"}]})),
        (call("get_current_time", timezone="UTC"), j({"timezone": "UTC", "current_time": "2025-06-01T11:02:44Z"})),
    ]),
    Row("mcp", "m-updated-back", kind="clock", style=1, note="a record's updated_at goes back after an update", turns=[
        (call("update_document", doc_id="d5", title="Q3 plan"),
         env({"doc_id": "d5", "title": "Q3 plan", "updated_at": "2025-06-01T12:31:00Z"})),
        (call("get_document", doc_id="d5"), env({"doc_id": "d5", "title": "Q3 plan", "updated_at": "2025-05-28T09:00:00Z"})),
    ]),
    Row("mcp", "m-clean-now", note="the current time in two zones", turns=[
        (call("get_current_time", timezone="Europe/Paris"), j({"timezone": "Europe/Paris",
                                                               "current_time": "2025-06-01T14:30:05+02:00"})),
        (call("get_current_time", timezone="UTC"), j({"timezone": "UTC", "current_time": "2025-06-01T12:30:09Z"})),
    ]),
]

N = "node@dev-7f3a:/home/node/app$"
TERMINAL3: list[Row] = [
    Row("terminal", "t-npm-version", kind="version", state=N, note="npm ls shows the version from before the install",
        turns=[
            (K("npm ls lodash"), scr(N, "npm ls lodash", "app@1.0.0 /home/node/app", "└── lodash@4.17.20")),
            (K("npm install lodash@4.17.21"), scr(N, "npm install lodash@4.17.21", "",
                                                  "changed 1 package, and audited 2 packages in 1s", "",
                                                  "found 0 vulnerabilities")),
            (K("npm ls lodash"), scr(N, "npm ls lodash", "app@1.0.0 /home/node/app", "└── lodash@4.17.20")),
        ]),
    Row("terminal", "t-clean-npm", state=N, turns=[
        (K("npm ls lodash"), scr(N, "npm ls lodash", "app@1.0.0 /home/node/app", "└── lodash@4.17.20")),
        (K("npm install lodash@4.17.21"), scr(N, "npm install lodash@4.17.21", "",
                                              "changed 1 package, and audited 2 packages in 1s")),
        (K("npm ls lodash"), scr(N, "npm ls lodash", "app@1.0.0 /home/node/app", "└── lodash@4.17.21")),
        (K("npm ci"), scr(N, "npm ci", "", "added 2 packages, and audited 3 packages in 2s")),
        (K("npm ls lodash"), scr(N, "npm ls lodash", "app@1.0.0 /home/node/app", "└── lodash@4.17.20")),
    ]),
]

MCP4: list[Row] = [
    Row("mcp", "m-text-created-missing", gap=GONE["mcp"], kind="created-missing", style=1, note="prose results: a new note is not listed",
        turns=[
            (call("create_note", title="Visa", body="renew by June"), "Note 'Visa' created with ID 42."),
            (call("list_notes"), "You have 2 notes:\n1. Groceries (id 7)\n2. Ideas (id 9)"),
        ]),
    Row("mcp", "m-clean-text-notes", style=1, note="prose results: created, listed, deleted, gone", turns=[
        (call("create_note", title="Visa", body="renew by June"), "Note 'Visa' created with ID 42."),
        (call("list_notes"), "You have 3 notes:\n1. Groceries (id 7)\n2. Ideas (id 9)\n3. Visa (id 42)"),
        (call("delete_note", id="42"), "Note 42 deleted."),
        (call("list_notes"), "You have 2 notes:\n1. Groceries (id 7)\n2. Ideas (id 9)"),
    ]),
]

SWE3: list[Row] = [
    Row("swe", "w-test-count-stuck", kind="count", note="a test function added, the run counts the same", turns=[
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q tests"),
         "....                                                                     [100%]\n4 passed in 0.12s"),
        (call("str_replace_editor", command="insert", path="/workspace/shop/tests/test_cart.py", insert_line=30,
              new_str="\n\ndef test_total_with_qty():\n    assert total([Item(2, 3)]) == 6\n"),
         "The file /workspace/shop/tests/test_cart.py has been edited. Review the changes and make sure they are as "
         "expected."),
        (call("execute_bash", command="cd /workspace/shop && python -m pytest -q tests"),
         "....                                                                     [100%]\n4 passed in 0.12s"),
    ]),
]

STATUS = ("● nginx.service - A high performance web server", "     Loaded: loaded (/lib/systemd/system/nginx.service)",
          "     Active: active (running) since Tue 2025-03-11 09:02:11 UTC; 12min ago")

TERMINAL: list[Row] = [
    Row("terminal", "t-service-pid", kind="identity", state=P, note="a service's main PID changes with no restart",
        turns=[
            (K("systemctl status nginx"), scr(P, "systemctl status nginx", *STATUS, "   Main PID: 812 (nginx)")),
            (K("curl -sI localhost | head -1"), scr(P, "curl -sI localhost | head -1", "HTTP/1.1 200 OK")),
            (K("systemctl status nginx"), scr(P, "systemctl status nginx", *STATUS, "   Main PID: 1937 (nginx)")),
        ]),
    Row("terminal", "t-clean-service-restart", state=P, note="a restart gives the service a new PID", turns=[
        (K("systemctl status nginx"), scr(P, "systemctl status nginx", *STATUS, "   Main PID: 812 (nginx)")),
        (K("systemctl restart nginx"), scr(P, "systemctl restart nginx")),
        (K("systemctl status nginx"), scr(P, "systemctl status nginx", *STATUS[:2],
                                          "     Active: active (running) since Tue 2025-03-11 09:15:40 UTC; 2s ago",
                                          "   Main PID: 2290 (nginx)")),
    ]),
    Row("terminal", "t-append-size", kind="content", state=P, note="ls -l shows the size from before an append",
        turns=[
            (K("ls -l notes.md"), scr(P, "ls -l notes.md", "-rw-r--r-- 1 root root 120 Mar 11 09:12 notes.md")),
            (K("echo 'deploy on friday' >> notes.md"), scr(P, "echo 'deploy on friday' >> notes.md")),
            (K("ls -l notes.md"), scr(P, "ls -l notes.md", "-rw-r--r-- 1 root root 120 Mar 11 09:16 notes.md")),
        ], gap=GONE["terminal"]),
    Row("terminal", "t-clean-append-size", state=P, note="ls -l shows the size grow by what was appended", turns=[
        (K("ls -l notes.md"), scr(P, "ls -l notes.md", "-rw-r--r-- 1 root root 120 Mar 11 09:12 notes.md")),
        (K("echo 'deploy on friday' >> notes.md"), scr(P, "echo 'deploy on friday' >> notes.md")),
        (K("ls -l notes.md"), scr(P, "ls -l notes.md", "-rw-r--r-- 1 root root 137 Mar 11 09:16 notes.md")),
    ]),
]

WEB: list[Row] = [
    Row("web", "b-link-title-changes", kind="page", gap=GONE["gui.screen"], note="a page reached again by a link has another title", turns=[
        ("goto('https://docs.example.dev/guide/install')", bg("Installing the CLI", "https://docs.example.dev/guide/install",
                                                              "[10] heading 'Installing the CLI'",
                                                              "[11] link 'Configuration'")),
        ("click('11')", bg("Configuration", "https://docs.example.dev/guide/config", "[20] heading 'Configuration'",
                           "[21] link 'Installing the CLI'")),
        ("click('21')", bg("Billing and invoices", "https://docs.example.dev/guide/install",
                           "[10] heading 'Billing and invoices'", "[11] link 'Configuration'")),
    ]),
    Row("web", "b-clean-inbox-count", note="a title with a counter that moves", turns=[
        ("goto('https://mail.example.com/inbox')", bg("Inbox (3) - Mail", "https://mail.example.com/inbox",
                                                      "[5] link 'Invoice March'")),
        ("click('5')", bg("Invoice March - Mail", "https://mail.example.com/m/81", "[40] heading 'Invoice March'",
                          "[41] link 'Inbox'")),
        ("click('41')", bg("Inbox (2) - Mail", "https://mail.example.com/inbox", "[5] link 'Invoice March'")),
    ]),
]

MCP2: list[Row] = [
    Row("mcp", "m-clean-other-folder", note="an upload to another folder leaves this folder's count", turns=[
        (call("list_files", folder="reports"), j({"files": [{"id": "f1", "name": "q1.pdf"}], "total": 1})),
        (call("upload_file", folder="drafts", name="q2.pdf"), j({"id": "f9", "name": "q2.pdf"})),
        (call("list_files", folder="reports"), j({"files": [{"id": "f1", "name": "q1.pdf"}], "total": 1})),
    ]),
]

ROWS: list[Row] = [*ANDROID, *MCP, *SWE, *TERMINAL, *WEB, *MCP2, *SWE2, *TERMINAL2, *MCP3, *SWE3, *TERMINAL3, *MCP4]
