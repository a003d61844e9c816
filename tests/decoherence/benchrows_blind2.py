"""A second batch written after the detectors and measured once before any fix (see benchrows.py and the
issue-12 note): mostly clean rows with legitimate changes, 3 per domain."""

from __future__ import annotations

from tests.decoherence.benchrows import GONE, K, Row, call, env, j, py
from tests.decoherence.benchrows_gui import bg, calc, ui

H = "kim@laptop:~/site$"
H2 = "kim@laptop:~/site/build$"


def s(cmd: str, *out: str, after: str | None = None, at: str = H) -> str:
    return "\n".join([f"{at} {cmd}", *out, after or at])


ROWS: list[Row] = [
    Row("terminal", "y-t-clean-mv", state=H, turns=[
        (K("cat draft.txt"), s("cat draft.txt", "Hello from the draft")),
        (K("mv draft.txt final.txt"), s("mv draft.txt final.txt")),
        (K("ls"), s("ls", "final.txt  index.html")),
        (K("cat final.txt"), s("cat final.txt", "Hello from the draft")),
    ]),
    Row("terminal", "y-t-clean-branches", state=H, turns=[
        (K("git checkout -b feature"), s("git checkout -b feature", "Switched to a new branch 'feature'")),
        (K("git branch"), s("git branch", "* feature", "  main")),
        (K("git branch -m feature feat/x"), s("git branch -m feature feat/x")),
        (K("git branch"), s("git branch", "* feat/x", "  main")),
    ]),
    Row("terminal", "y-t-mkdir-cd", kind="cwd", state=H, turns=[
        (K("mkdir build && cd build"), s("mkdir build && cd build", after=H)),
    ]),
    Row("mcp", "y-m-clean-mail", turns=[
        (call("send_email", to="bo@x.org", subject="Minutes", body="Attached."),
         j({"message_id": "m-77", "subject": "Minutes", "to": ["bo@x.org"], "folder": "sent"})),
        (call("list_emails", folder="sent"), j({"emails": [{"message_id": "m-77", "subject": "Minutes"}], "total": 1})),
        (call("delete_email", message_id="m-77"), j({"deleted": True})),
        (call("list_emails", folder="sent"), j({"emails": [], "total": 0})),
    ]),
    Row("mcp", "y-m-clean-sql", style=1, turns=[
        (call("execute_sql", query="SELECT count(*) FROM users"), env({"rows": [[12]], "columns": ["count"]})),
        (call("execute_sql", query="INSERT INTO users(name) VALUES ('zoe')"), env({"rowcount": 1})),
        (call("execute_sql", query="SELECT count(*) FROM users"), env({"rows": [[13]], "columns": ["count"]})),
    ]),
    Row("mcp", "y-m-email-back", kind="revert", turns=[
        (call("update_user", user_id=3, email="ana@new.org"), j({"user_id": 3, "name": "Ana", "email": "ana@new.org"})),
        (call("get_user", user_id=3), j({"user_id": 3, "name": "Ana", "email": "ana@old.org"})),
    ]),
    Row("search", "y-s-clean-repeat", turns=[
        (call("web_search", query="matplotlib legend outside"),
         "[1] https://stackoverflow.com/questions/4700614\nTitle: How to put the legend outside the plot - Stack Overflow\n"
         "Snippet: Use bbox_to_anchor...\nDate: Jan 5, 2011"),
        (call("web_search", query="matplotlib legend outside plot"),
         "[1] https://stackoverflow.com/questions/4700614\nTitle: How to put the legend outside the plot\n"
         "Snippet: There are a number of ways...\nDate: Jan 5, 2011"),
    ]),
    Row("search", "y-s-clean-truncated", turns=[
        (call("web_search", query="python 3.13 whats new"),
         "[1] https://docs.python.org/3/whatsnew/3.13.html\nTitle: What's New In Python 3.13 — Python 3.13...\n"
         "Snippet: This article explains the new features...\nDate: Oct 7, 2024"),
        (call("web_extractor", url="https://docs.python.org/3/whatsnew/3.13.html"),
         "# What's New In Python 3.13\n\nEditors: Adam Turner and Thomas Wouters\n\nThis article explains the new features"),
    ]),
    Row("search", "y-s-wrong-value", kind="memory", turns=[
        (call("dict_memory", operation="add", dict={"k1": "alpha", "k2": "beta"}),
         "Successfully added items of ['k1', 'k2'] to memory."),
        (call("dict_memory", operation="retrieve", key_list=["k1"]), "{'k1': 'beta'}"),
    ]),
    Row("swe", "y-w-clean-checkout", turns=[
        (call("str_replace_editor", command="str_replace", path="/src/app/util.py", old_str="x = 1", new_str="x = 2"),
         "The file /src/app/util.py has been edited. Review the changes and make sure they are as expected."),
        (call("execute_bash", command="cd /src/app && python -m pytest -q"), "F\n1 failed in 0.02s"),
        (call("execute_bash", command="cd /src/app && git checkout -- util.py"), ""),
        (call("str_replace_editor", command="view", path="/src/app/util.py"),
         "Here's the result of running `cat -n` on /src/app/util.py:\n     1\tx = 1\n"),
    ]),
    Row("swe", "y-w-clean-sed", turns=[
        (call("str_replace_editor", command="create", path="/src/app/cfg.ini", file_text="mode = dev\n"),
         "File created successfully at: /src/app/cfg.ini"),
        (call("execute_bash", command="sed -i 's/dev/prod/' /src/app/cfg.ini"), ""),
        (call("str_replace_editor", command="view", path="/src/app/cfg.ini"),
         "Here's the result of running `cat -n` on /src/app/cfg.ini:\n     1\tmode = prod\n"),
    ]),
    Row("swe", "y-w-cat-created", kind="content", turns=[
        (call("str_replace_editor", command="create", path="/src/app/VERSION", file_text="3.2.0\n"),
         "File created successfully at: /src/app/VERSION"),
        (call("execute_bash", command="cat /src/app/VERSION"), "3.1.9"),
    ]),
    Row("web", "y-b-clean-login", turns=[
        ("goto('https://app.example.com/login')", bg("Sign in", "https://app.example.com/login",
                                                     "[5] textbox 'Email', value=''", "[6] textbox 'Password', value=''",
                                                     "[7] button 'Sign in'")),
        ("fill('5', 'kim@example.com')", bg("Sign in", "https://app.example.com/login",
                                            "[5] textbox 'Email', value='kim@example.com', focused",
                                            "[6] textbox 'Password', value=''", "[7] button 'Sign in'")),
        ("fill('6', 'hunter22')", bg("Sign in", "https://app.example.com/login", "[5] textbox 'Email', value='kim@example.com'",
                                     "[6] textbox 'Password', value='••••••••', focused", "[7] button 'Sign in'")),
        ("click('7')", bg("Dashboard", "https://app.example.com/dashboard", "[20] heading 'Welcome, Kim'")),
    ]),
    Row("web", "y-b-clean-twice", state=bg("Prefs", "https://app.example.com/prefs", "[9] checkbox 'Compact view', checked='false'"),
        turns=[
            ("click('9')", bg("Prefs", "https://app.example.com/prefs", "[9] checkbox 'Compact view', checked='true', focused")),
            ("click('9')", bg("Prefs", "https://app.example.com/prefs", "[9] checkbox 'Compact view', checked='false', focused")),
        ]),
    Row("web", "y-b-cart-empty", kind="created-missing", gap=GONE["gui.count"], turns=[
        ("goto('https://shop.example.com/p/mug')", bg("Mug", "https://shop.example.com/p/mug", "[4] button 'Add to cart'",
                                                      "[5] link 'Cart (0)'")),
        ("click('4')", bg("Mug", "https://shop.example.com/p/mug", "[4] button 'Add to cart'", "[5] link 'Cart (1)'",
                          "[6] status 'Added to cart'")),
        ("click('5')", bg("Cart", "https://shop.example.com/cart", "[30] heading 'Your cart is empty'",
                          "[31] link 'Continue shopping'")),
    ]),
    Row("android", "y-a-clean-tile", note="dark theme turned on from quick settings, then seen in Settings",
        state=ui("com.android.settings", ".DisplaySettings", '[11] Switch "Dark theme" checked=false clickable'),
        turns=[
            ('{"action": "tap", "element": 11}', ui("com.android.settings", ".DisplaySettings",
                                                   '[11] Switch "Dark theme" checked=true clickable')),
            ('{"action": "swipe", "direction": "down"}', ui("com.android.systemui", ".QuickSettings",
                                                            '[3] Switch "Dark theme" checked=true clickable')),
            ('{"action": "tap", "element": 3}', ui("com.android.systemui", ".QuickSettings",
                                                  '[3] Switch "Dark theme" checked=false clickable')),
            ('{"action": "back"}', ui("com.android.settings", ".DisplaySettings",
                                      '[11] Switch "Dark theme" checked=false clickable')),
        ]),
    Row("android", "y-a-clean-send", style=1, turns=[
        ('{"action_type": "click", "index": 4}', "Activity: com.whatsapp/.Conversation\n[0] TextView text='10:01' "
                                                 "id='status_bar_clock'\n[4] EditText text='' hint='Message' focused=true"),
        ('{"action_type": "input_text", "text": "ok"}', "Activity: com.whatsapp/.Conversation\n[0] TextView text='10:01' "
                                                        "id='status_bar_clock'\n[4] EditText text='ok' focused=true\n"
                                                        "[5] ImageButton desc='Send'"),
        ('{"action_type": "click", "index": 5}', "Activity: com.whatsapp/.Conversation\n[0] TextView text='10:02' "
                                                 "id='status_bar_clock'\n[3] TextView text='ok'\n"
                                                 "[4] EditText text='' hint='Message'"),
    ]),
    Row("android", "y-a-row-tap-reverts", kind="revert", note="tapping the row toggles the switch; later it reverts",
        state=ui("com.android.settings", ".SoundSettings", '[5] TextView "Vibrate for calls" clickable',
                 '[6] Switch "Vibrate for calls" checked=false'),
        turns=[
            ('{"action": "tap", "element": 5}', ui("com.android.settings", ".SoundSettings",
                                                  '[5] TextView "Vibrate for calls" clickable',
                                                  '[6] Switch "Vibrate for calls" checked=true')),
            ('{"action": "scroll", "direction": "down"}', ui("com.android.settings", ".SoundSettings",
                                                             '[5] TextView "Vibrate for calls" clickable',
                                                             '[6] Switch "Vibrate for calls" checked=false')),
        ]),
    Row("os", "y-o-clean-write", state=calc("Sheet1", cell="table-cell\tA1\t\t\t\t(60, 150)\t(90, 20)"), turns=[
        (py("pyautogui.click(100, 160)"), calc("Sheet1", cell="table-cell\tA1\t\t\t\t(60, 150)\t(90, 20)")),
        (py("pyautogui.write('42')\npyautogui.press('enter')"),
         calc("Sheet1", cell="table-cell\tA1\t42\t\t\t(60, 150)\t(90, 20)")),
    ]),
    Row("os", "y-o-clean-slide", turns=[
        (py("ImpressTools.go_to_slide(2)"), "Screen 1920x1080. Windows: [deck.odp - Impress] (focused)\n"
                                            'deck.odp - Impress:\n  (100,200) list-item "Slide 2" selected=true'),
        (py("ImpressTools.go_to_slide(3)"), "Screen 1920x1080. Windows: [deck.odp - Impress] (focused)\n"
                                            'deck.odp - Impress:\n  (100,200) list-item "Slide 2" selected=false\n'
                                            '  (100,260) list-item "Slide 3" selected=true'),
    ]),
    Row("os", "y-o-rename-copy", kind="rename", state=calc("Data"), turns=[
        (py('CalcTools.rename_sheet("Data", "Raw")'), calc("Raw")),
        (py('CalcTools.copy_sheet("Raw", "Raw copy")'), calc("Data", "Raw copy")),
    ]),
]
