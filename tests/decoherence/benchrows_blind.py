"""Rows of the second labeled set written after the detectors, measured once before any fix (see
benchrows.py and the issue-12 note): 3 per domain, in layouts the rest of the set does not use."""

from __future__ import annotations

import json

from tests.decoherence.benchrows import GONE, K, Row, call, j, py
from tests.decoherence.benchrows_styles import el

E = "ubuntu@ip-10-0-1-5:~/data$"


def s(cmd: str, *out: str) -> str:
    return "\n".join([f"{E} {cmd}", *out, E])


def tap(x: int, y: int) -> str:
    return json.dumps({"action_type": "click", "x": x, "y": y})


def scr(*lines: str, clock: str = "09:00") -> str:
    status_clock = el(0, clock, "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock")
    return "\n".join([status_clock, *lines])


ROWS: list[Row] = [
    # terminal
    Row("terminal", "x-t-touch-missing", kind="created-missing", state=E, turns=[
        (K("touch report.csv"), s("touch report.csv")),
        (K("ls -l"), s("ls -l", "total 8", "-rw-rw-r-- 1 ubuntu ubuntu 2311 Mar  9 18:20 raw.csv",
                       "-rw-rw-r-- 1 ubuntu ubuntu  118 Mar  9 18:21 notes.txt")),
    ]),
    Row("terminal", "x-t-clean-loop", state=E, turns=[
        (K("mkdir -p out && for f in a b; do echo $f > out/$f.txt; done"),
         s("mkdir -p out && for f in a b; do echo $f > out/$f.txt; done")),
        (K("ls out"), s("ls out", "a.txt  b.txt")),
        (K("cat out/a.txt"), s("cat out/a.txt", "a")),
    ]),
    Row("terminal", "x-t-echo-var", kind="env", state=E, turns=[
        (K("export PATH_PREFIX=/opt/tool"), s("export PATH_PREFIX=/opt/tool")),
        (K("echo $PATH_PREFIX"), s("echo $PATH_PREFIX", "")),
    ]),
    # mcp
    Row("mcp", "x-m-title-drift", kind="revert", turns=[
        (call("create_event", title="Sync", start="2025-05-02T10:00"), j({"id": "e_42", "title": "Sync",
                                                                         "start": "2025-05-02T10:00"})),
        (call("list_calendars"), j([{"id": "cal_1", "name": "Work"}])),
        (call("get_event", id="e_42"), j({"id": "e_42", "title": "Standup", "start": "2025-05-02T10:00"})),
    ]),
    Row("mcp", "x-m-clean-toggle", turns=[
        (call("add_item", text="buy milk"), j({"item_id": 7, "text": "buy milk", "completed": False})),
        (call("toggle_item", item_id=7), j({"item_id": 7, "text": "buy milk", "completed": True})),
        (call("list_items"), j({"items": [{"item_id": 7, "text": "buy milk", "completed": True}]})),
    ]),
    Row("mcp", "x-m-deleted-found", kind="deleted-listed", turns=[
        (call("delete_contact", contact_id="c9"), j({"status": "ok"})),
        (call("search_contacts", query="Ana"), j({"results": [{"contact_id": "c9", "name": "Ana Ruiz"}]})),
    ]),
    # search
    Row("search", "x-s-title-vs-page", kind="page", gap=GONE["search.title"], turns=[
        (call("web_search", query="eiffel tower height"),
         "[1] https://en.wikipedia.org/wiki/Eiffel_Tower\nTitle: Eiffel Tower - Wikipedia\nSnippet: 330 m tall...\n"
         "Date: Feb 1, 2025"),
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Eiffel_Tower"),
         "# Louvre\n\nThe Louvre is the world's most-visited museum."),
    ]),
    Row("search", "x-s-clean-retrieve-one", turns=[
        (call("dict_memory", operation="add", dict={"k1": "alpha", "k2": "beta"}),
         "Successfully added items of ['k1', 'k2'] to memory."),
        (call("dict_memory", operation="retrieve", key_list=["k1"]), "k1: alpha"),
    ]),
    Row("search", "x-s-update-all", kind="memory", turns=[
        (call("dict_memory", operation="add", dict={"year": "1889"}), "Successfully added items of ['year'] to memory."),
        (call("dict_memory", operation="update", dict={"year": "1887"}), "Successfully updated items of ['year'] in memory."),
        (call("dict_memory", operation="retrieve_all"), "year: 1889"),
    ]),
    # swe
    Row("swe", "x-w-cat-after-replace", kind="content", style=1, turns=[
        (call("read_file", absolute_path="/repo/conf.py"), "LEVEL = 'INFO'\n"),
        (call("replace", file_path="/repo/conf.py", old_string="'INFO'", new_string="'DEBUG'"),
         "Successfully modified file: /repo/conf.py (1 replacements)."),
        (call("run_shell_command", command="cat /repo/conf.py"),
         "Command: cat /repo/conf.py\nDirectory: (root)\nStdout: LEVEL = 'INFO'\n\nStderr: (empty)\nError: (none)\n"
         "Exit Code: 0"),
    ]),
    Row("swe", "x-w-clean-run", turns=[
        (call("str_replace_editor", command="create", path="/repo/hello.py", file_text="print('hi')\n"),
         "File created successfully at: /repo/hello.py"),
        (call("execute_bash", command="python /repo/hello.py"), "hi"),
        (call("str_replace_editor", command="view", path="/repo/hello.py"),
         "Here's the result of running `cat -n` on /repo/hello.py:\n     1\tprint('hi')\n"),
    ]),
    Row("swe", "x-w-insert-missing", kind="content", turns=[
        (call("str_replace_editor", command="insert", path="/repo/app.py", insert_line=0, new_str="import logging"),
         "The file /repo/app.py has been edited. Review the changes and make sure they are as expected."),
        (call("str_replace_editor", command="view", path="/repo/app.py"),
         "Here's the result of running `cat -n` on /repo/app.py:\n     1\timport os\n     2\t\n     3\tdef main():\n"
         "     4\t    pass\n"),
    ]),
    # web
    Row("web", "x-b-select-reverts", kind="revert", state="RootWebArea 'Order', focused, url='https://shop.example.com/order'\n"
        "\t[12] combobox 'Size', value='Medium'\n\t[13] radio 'Gift', checked='false'", turns=[
            ("select_option('12', 'Large')", "RootWebArea 'Order', focused, url='https://shop.example.com/order'\n"
             "\t[12] combobox 'Size', value='Large', focused\n\t[13] radio 'Gift', checked='false'"),
            ("click('13')", "RootWebArea 'Order', focused, url='https://shop.example.com/order'\n"
             "\t[12] combobox 'Size', value='Medium'\n\t[13] radio 'Gift', checked='true', focused"),
        ]),
    Row("web", "x-b-clean-tabs", state="RootWebArea 'Checkout', focused, url='https://shop.example.com/checkout'\n"
        "\t[3] tab 'Shipping', selected=True\n\t[4] tab 'Billing', selected=False", turns=[
            ("click('4')", "RootWebArea 'Checkout', focused, url='https://shop.example.com/checkout'\n"
             "\t[3] tab 'Shipping', selected=False\n\t[4] tab 'Billing', selected=True"),
            ("click('3')", "RootWebArea 'Checkout', focused, url='https://shop.example.com/checkout'\n"
             "\t[3] tab 'Shipping', selected=True\n\t[4] tab 'Billing', selected=False"),
        ]),
    Row("web", "x-b-goto-title", gap=GONE["gui"], kind="page", turns=[
        ("goto('https://wiki.example.org/Rust')", "RootWebArea 'Rust', focused, url='https://wiki.example.org/Rust'\n"
         "\t[2] heading 'Rust'"),
        ("goto('https://wiki.example.org/Go')", "RootWebArea 'Go', focused, url='https://wiki.example.org/Go'\n"
         "\t[2] heading 'Go'"),
        ("goto('https://wiki.example.org/Rust')", "RootWebArea 'Haskell', focused, url='https://wiki.example.org/Rust'\n"
         "\t[2] heading 'Haskell'"),
    ]),
    # android
    Row("android", "x-a-coord-switch", kind="revert",
        state=scr(el(1, "NFC", "Switch", box=(900, 400, 1000, 460)), el(2, "Payments", "TextView", box=(0, 500, 1080, 560))),
        turns=[
            (tap(950, 430), scr(el(1, "NFC", "Switch", checked=True, box=(900, 400, 1000, 460)),
                                el(2, "Payments", "TextView", box=(0, 500, 1080, 560)))),
            ('{"action_type": "scroll", "direction": "down"}',
             scr(el(1, "NFC", "Switch", checked=False, box=(900, 300, 1000, 360)),
                 el(2, "Payments", "TextView", box=(0, 400, 1080, 460)))),
        ]),
    Row("android", "x-a-clean-clock", turns=[
        ('{"action_type": "open_app", "app_name": "Clock"}', scr(el(1, "Alarm", "TextView"), clock="07:59")),
        ('{"action_type": "wait"}', scr(el(1, "Alarm", "TextView"), clock="08:00")),
    ]),
    Row("android", "x-a-xml-clock", kind="clock", turns=[
        ('{"action_type": "wait"}', '<hierarchy>\n<node text="12:30" resource-id="com.android.systemui:id/clock" '
                                    'class="android.widget.TextView" package="com.android.systemui" bounds="[40,0][140,60]" />\n'
                                    '<node text="Files" class="android.widget.TextView" package="com.google.android.documentsui" '
                                    'bounds="[0,200][1080,300]" />\n</hierarchy>'),
        ('{"action_type": "wait"}', '<hierarchy>\n<node text="12:05" resource-id="com.android.systemui:id/clock" '
                                    'class="android.widget.TextView" package="com.android.systemui" bounds="[40,0][140,60]" />\n'
                                    '<node text="Files" class="android.widget.TextView" package="com.google.android.documentsui" '
                                    'bounds="[0,200][1080,300]" />\n</hierarchy>'),
    ]),
    # os
    Row("os", "x-o-checkbox-reverts", gap=GONE["gui"], kind="revert", style=1,
        state="Screen 1920x1080. Windows: [Files Preferences] (focused)\nFiles Preferences:\n"
              '  (400,300) checkbox "Show hidden files" checked=false\n  (400,340) checkbox "Sort folders first" checked=true',
        turns=[
            (py("pyautogui.click(400, 300)"), "Screen 1920x1080. Windows: [Files Preferences] (focused)\nFiles Preferences:\n"
             '  (400,300) checkbox "Show hidden files" checked=true\n  (400,340) checkbox "Sort folders first" checked=true'),
            (py("pyautogui.click(400, 340)"), "Screen 1920x1080. Windows: [Files Preferences] (focused)\nFiles Preferences:\n"
             '  (400,300) checkbox "Show hidden files" checked=false\n  (400,340) checkbox "Sort folders first" checked=false'),
        ]),
    Row("os", "x-o-clean-cell-twice", turns=[
        (py('CalcTools.set_cell_value("A1", "10")'),
         "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
         "frame\tbook.ods - LibreOffice Calc\t\t\t\t(0, 30)\t(1920, 1050)\ntable-cell\tA1\t10\t\t\t(60, 150)\t(90, 20)"),
        (py('CalcTools.set_cell_value("A1", "12")'),
         "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
         "frame\tbook.ods - LibreOffice Calc\t\t\t\t(0, 30)\t(1920, 1050)\ntable-cell\tA1\t12\t\t\t(60, 150)\t(90, 20)"),
    ]),
    Row("os", "x-o-kw-rename", gap=GONE["gui"], kind="rename", turns=[
        (py('CalcTools.rename_sheet(old_name="Q1", new_name="Q1 final")'),
         "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
         "frame\tbook.ods - LibreOffice Calc\t\t\t\t(0, 30)\t(1920, 1050)\npage-tab\tQ1 final\t\t\t\t(100, 1000)\t(80, 24)"),
        (py('CalcTools.save()'),
         "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)\n"
         "frame\tbook.ods - LibreOffice Calc\t\t\t\t(0, 30)\t(1920, 1050)\npage-tab\tQ1\t\t\t\t(100, 1000)\t(80, 24)"),
    ]),
]
