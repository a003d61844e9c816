"""A third batch written after the detectors and measured once before any fix (see benchrows.py and the
issue-12 note): clean rows in layouts the rest of the set does not use, and a few contradictions."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, K, Row, call, j, py
from tests.decoherence.benchrows_styles import el

A = "root@ci-runner:/build#"
T = "root@ci-runner:/build/tool-1.2#"


def s(cmd: str, *out: str, at: str = A, after: str | None = None) -> str:
    return "\n".join([f"{at} {cmd}", *out, after or at])


HEAD = "tag\tname\ttext\tclass\tdescription\tposition (top-left x&y)\tsize (w&h)"


def osw(*rows: str) -> str:
    return "\n".join([HEAD, "frame\tSettings\t\t\t\t(0, 40)\t(1280, 760)", *rows,
                      "label\t10:15\t10:15\t\t\t(1200, 6)\t(50, 20)"])


ROWS: list[Row] = [
    Row("terminal", "z-t-clean-tar", state=A, turns=[
        (K("tar xzf tool-1.2.tar.gz"), s("tar xzf tool-1.2.tar.gz")),
        (K("ls"), s("ls", "tool-1.2  tool-1.2.tar.gz")),
        (K("cd tool-1.2 && ls"), s("cd tool-1.2 && ls", "Makefile  README  src", after=T)),
        (K("make -s && ls"), s("make -s && ls", "Makefile  README  src  tool", at=T)),
        (K("./tool --version"), s("./tool --version", "tool 1.2", at=T)),
    ]),
    Row("terminal", "z-t-clean-alias-pushd", state=A, turns=[
        (K("alias ll='ls -l'"), s("alias ll='ls -l'")),
        (K("pushd /etc"), s("pushd /etc", "/etc /build", after="root@ci-runner:/etc#")),
        (K("popd"), s("popd", "/build", at="root@ci-runner:/etc#", after=A)),
        (K("echo ok > done.txt; ll done.txt"), s("echo ok > done.txt; ll done.txt",
                                                 "-rw-r--r-- 1 root root 3 Mar 11 10:40 done.txt")),
    ]),
    Row("terminal", "z-t-clean-script", state=A, turns=[
        (K("printf '#!/bin/sh\\ntouch made.txt\\n' > gen.sh && chmod +x gen.sh"),
         s("printf '#!/bin/sh\\ntouch made.txt\\n' > gen.sh && chmod +x gen.sh")),
        (K("./gen.sh && ls"), s("./gen.sh && ls", "gen.sh  made.txt")),
        (K("cat gen.sh"), s("cat gen.sh", "#!/bin/sh", "touch made.txt")),
    ]),
    Row("terminal", "z-t-stash-pop", kind="content", state=A, note="cat shows the text from before the write",
        turns=[
            (K("echo 'retries=3' > app.cfg"), s("echo 'retries=3' > app.cfg")),
            (K("echo 'timeout=10' >> app.cfg"), s("echo 'timeout=10' >> app.cfg")),
            (K("cat app.cfg"), s("cat app.cfg", "retries=3")),
        ], gap=GONE["terminal"]),
    Row("swe", "z-w-clean-dir-view", turns=[
        (call("str_replace_editor", command="create", path="/repo/pkg/new_mod.py", file_text="X = 1\n"),
         "File created successfully at: /repo/pkg/new_mod.py"),
        (call("str_replace_editor", command="view", path="/repo/pkg"),
         "Here's the files and directories up to 2 levels deep in /repo/pkg, excluding hidden items:\n/repo/pkg\n"
         "/repo/pkg/__init__.py\n/repo/pkg/core.py\n/repo/pkg/new_mod.py"),
        (call("search_file_content", pattern="X = 1", path="/repo"), "Found 1 match\n/repo/pkg/new_mod.py:1: X = 1"),
        (call("glob", pattern="**/*.py"), "Found 3 files\n/repo/pkg/__init__.py\n/repo/pkg/core.py\n/repo/pkg/new_mod.py"),
    ]),
    Row("swe", "z-w-clean-fix-loop", turns=[
        (call("execute_bash", command="cd /repo && python -m pytest -x -q"),
         "F\n=================================== FAILURES ===================================\n"
         "E   assert add(2, 2) == 4\n1 failed in 0.03s"),
        (call("str_replace_editor", command="str_replace", path="/repo/pkg/core.py", old_str="return a - b",
              new_str="return a + b"), "The file /repo/pkg/core.py has been edited. Review the changes."),
        (call("execute_bash", command="cd /repo && python -m pytest -x -q"), ".\n1 passed in 0.02s"),
    ]),
    Row("swe", "z-w-view-old", gap=GONE["swe"], kind="content", turns=[
        (call("str_replace_editor", command="str_replace", path="/repo/pkg/core.py", old_str="return a - b",
              new_str="return a + b"), "The file /repo/pkg/core.py has been edited. Review the changes."),
        (call("str_replace_editor", command="view", path="/repo/pkg/core.py"),
         "Here's the result of running `cat -n` on /repo/pkg/core.py:\n     1\tdef add(a, b):\n     2\t    return a - b\n"),
    ]),
    Row("mcp", "z-m-clean-pages", note="two pages of one listing", turns=[
        (call("list_tasks", page=1, per_page=2), j({"tasks": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}],
                                                    "total": 3, "has_more": True})),
        (call("list_tasks", page=2, per_page=2), j({"tasks": [{"id": 3, "title": "c"}], "total": 3, "has_more": False})),
        (call("create_task", title="d"), j({"id": 4, "title": "d"})),
        (call("list_tasks", page=2, per_page=2), j({"tasks": [{"id": 3, "title": "c"}, {"id": 4, "title": "d"}],
                                                    "total": 4, "has_more": False})),
    ]),
    Row("mcp", "z-m-clean-reschedule", turns=[
        (call("create_event", title="Review", start="2025-07-01T10:00:00Z"),
         j({"event_id": "ev1", "title": "Review", "start": "2025-07-01T10:00:00Z", "updated_at": "2025-06-01T09:00:00Z"})),
        (call("update_event", event_id="ev1", start="2025-07-02T10:00:00Z"),
         j({"event_id": "ev1", "title": "Review", "start": "2025-07-02T10:00:00Z", "updated_at": "2025-06-01T09:01:00Z"})),
        (call("get_event", event_id="ev1"),
         j({"event_id": "ev1", "title": "Review", "start": "2025-07-02T10:00:00Z", "updated_at": "2025-06-01T09:01:00Z"})),
        (call("delete_event", event_id="ev1"), j({"deleted": True})),
        (call("get_event", event_id="ev1"), j({"error": "Event ev1 not found"})),
    ]),
    Row("mcp", "z-m-start-back", kind="revert", note="a rescheduled event reads back with its old start", turns=[
        (call("update_event", event_id="ev2", start="2025-07-09T15:00:00Z"),
         j({"event_id": "ev2", "title": "1:1", "start": "2025-07-09T15:00:00Z"})),
        (call("get_event", event_id="ev2"), j({"event_id": "ev2", "title": "1:1", "start": "2025-07-08T15:00:00Z"})),
    ]),
    Row("search", "z-s-clean-batch", turns=[
        (call("web_search", queries=["tallest building", "tallest building europe"]),
         "[1] https://en.wikipedia.org/wiki/Burj_Khalifa\nTitle: Burj Khalifa - Wikipedia\nSnippet: 828 m\nDate: Jan 2, 2025\n\n"
         "[1] https://en.wikipedia.org/wiki/Lakhta_Center\nTitle: Lakhta Center - Wikipedia\nSnippet: 462 m\nDate: Dec 1, 2024\n\n"
         "[2] https://en.wikipedia.org/wiki/Burj_Khalifa\nTitle: Burj Khalifa - Wikipedia\nSnippet: tallest overall\n"
         "Date: Jan 2, 2025"),
        (call("web_extractor", url="https://en.wikipedia.org/wiki/Lakhta_Center"),
         "# Lakhta Center\n\nThe Lakhta Center is a 462-metre skyscraper in Saint Petersburg."),
    ]),
    Row("web", "z-b-clean-tabs", turns=[
        ("new_tab()", "Tab 0: Docs\nTab 1 (current): New Tab\n\nRootWebArea 'New Tab', focused, url='about:blank'"),
        ("goto('https://status.example.com')", "Tab 0: Docs\nTab 1 (current): Status\n\nRootWebArea 'Status', focused, "
                                              "url='https://status.example.com/'\n\t[3] heading 'All systems operational'"),
        ("tab_focus(0)", "Tab 0 (current): Docs\nTab 1: Status\n\nRootWebArea 'Docs', focused, "
                         "url='https://docs.example.com/'\n\t[8] heading 'Docs'"),
        ("hover('8')", "Tab 0 (current): Docs\nTab 1: Status\n\nRootWebArea 'Docs', focused, "
                       "url='https://docs.example.com/'\n\t[8] heading 'Docs'"),
    ]),
    Row("web", "z-b-clean-scroll-toggle", state="RootWebArea 'Prefs', focused, url='https://a.example.com/prefs'\n"
        "\t[4] switch 'Autoplay', checked='true'", turns=[
            ("click('4')", "RootWebArea 'Prefs', focused, url='https://a.example.com/prefs'\n"
                           "\t[4] switch 'Autoplay', checked='false', focused"),
            ("scroll(0, 400)", "RootWebArea 'Prefs', focused, url='https://a.example.com/prefs'\n"
                               "\t[4] switch 'Autoplay', checked='false'\n\t[9] switch 'Captions', checked='true'"),
        ]),
    Row("android", "z-a-clean-edit", turns=[
        ('{"action_type": "click", "index": 3}', "\n".join([
            el(0, "10:00", "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock"),
            el(3, None, "EditText", pkg="com.simplemobiletools.notes", res="com.simplemobiletools.notes:id/text",
               editable=True)])),
        ('{"action_type": "input_text", "text": "milk"}', "\n".join([
            el(0, "10:00", "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock"),
            el(3, "milk", "EditText", pkg="com.simplemobiletools.notes", res="com.simplemobiletools.notes:id/text",
               editable=True)])),
        ('{"action_type": "input_text", "text": " and eggs"}', "\n".join([
            el(0, "10:01", "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock"),
            el(3, "milk and eggs", "EditText", pkg="com.simplemobiletools.notes",
               res="com.simplemobiletools.notes:id/text", editable=True)])),
    ]),
    Row("android", "z-a-note-lost", gap=GONE["gui"], kind="revert", note="typed text is gone after a scroll", turns=[
        ('{"action_type": "input_text", "text": "call mom", "index": 3}', "\n".join([
            el(0, "10:00", "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock"),
            el(3, "call mom", "EditText", pkg="com.simplemobiletools.notes", res="com.simplemobiletools.notes:id/text",
               editable=True)])),
        ('{"action_type": "scroll", "direction": "up"}', "\n".join([
            el(0, "10:00", "TextView", pkg="com.android.systemui", res="com.android.systemui:id/clock"),
            el(3, "", "EditText", pkg="com.simplemobiletools.notes", res="com.simplemobiletools.notes:id/text",
               editable=True)])),
    ]),
    Row("os", "z-o-clean-typewrite", state=osw("entry\tDevice name\tmy-laptop\t\t\t(300, 200)\t(400, 30)"), turns=[
        (py("pyautogui.click(500, 215)\npyautogui.hotkey('ctrl', 'a')\npyautogui.typewrite('workstation')"),
         osw("entry\tDevice name\tworkstation\t\t\t(300, 200)\t(400, 30)")),
        (py("pyautogui.press('enter')"), osw("entry\tDevice name\tworkstation\t\t\t(300, 200)\t(400, 30)")),
    ]),
    Row("os", "z-o-clean-helpers", turns=[
        (py("VLCTools.set_settings({'volume': 80})"), osw("slider\tVolume\t80\t\t\t(300, 300)\t(300, 20)")),
        (py("VLCTools.set_settings({'volume': 40})"), osw("slider\tVolume\t40\t\t\t(300, 300)\t(300, 20)")),
    ]),
]
