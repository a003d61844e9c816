# ruff: noqa: E501
"""Held-out set holdout22, domain android: 22 AndroidWorld trajectories written by hand.

Each observation is the AndroidWorld-style UI element list of the next screen. Eleven trajectories carry
exactly one contradiction (one detail drifting from what an earlier screen established); eleven are clean
but full of legitimate changes (the agent's own edits, clocks and battery, re-sorted and filtered lists,
progress, counts that follow creates and deletes, format differences between views of the same thing).
Screens are built from small per-app state so that everything except the planted detail stays consistent.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TASK = "android"
Turns = list[tuple[str, str]]


class BB:
    """AndroidWorld's BoundingBox, printed the way its repr prints."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


def el(pkg: str, text: str | None = None, desc: str | None = None, cls: str = "TextView",
       box: tuple[int, int, int, int] = (0, 0, 0, 0), res: str | None = None, *, hint: str | None = None,
       checked: bool = False, checkable: bool = False, click: bool = False, edit: bool = False,
       focus: bool = False, long: bool = False, scroll: bool = False, sel: bool = False) -> dict[str, Any]:
    return {
        "text": text, "content_description": desc,
        "class_name": cls if "." in cls else f"android.widget.{cls}",
        "bbox_pixels": BB(*box), "hint_text": hint, "is_checked": checked,
        "is_clickable": click, "is_editable": edit, "is_focused": focus, "is_selected": sel,
        "resource_name": (res if res is None or ":" in res else f"{pkg}:id/{res}"),
    }


class App:
    """Element factory bound to one package."""

    def __init__(self, pkg: str) -> None:
        self.pkg = pkg

    def __call__(self, text: str | None = None, desc: str | None = None, cls: str = "TextView",
                 box: tuple[int, int, int, int] = (0, 0, 0, 0), res: str | None = None, **kw: Any) -> dict[str, Any]:
        return el(self.pkg, text, desc, cls, box, res, **kw)


SYS = App("com.android.systemui")


def bar(clock: str, batt: int, extra: str | None = None) -> list[dict[str, Any]]:
    out = [SYS(clock, None, "TextView", (42, 14, 168, 63), "clock")]
    if extra:
        out.append(SYS(None, extra, "ImageView", (180, 16, 228, 61), "notification_icon"))
    out.append(SYS(None, f"Battery {batt} percent.", "LinearLayout", (930, 16, 1040, 61), "battery"))
    return out


def scr(clock: str, batt: int, elems: list[dict[str, Any]], extra: str | None = None) -> str:
    return ui_elements(bar(clock, batt, extra) + elems)


def find(obs: str, key: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or hint is `key` ('#id' matches a resource id)."""
    hits = []
    for line in obs.split("\n"):
        m = re.match(r"UI element (\d+): UIElement\(text=(.*?), content_description=(.*?), class_name=", line)
        if not m:
            continue
        if key.startswith("#"):
            ok = line.endswith(f":id/{key[1:]}')")
        else:
            ok = repr(key) in (m.group(2), m.group(3)) or f"hint_text={key!r}," in line
        if ok:
            hits.append(int(m.group(1)))
    if len(hits) <= nth:
        raise KeyError(key)
    return hits[nth]


class Seq:
    """Builds the turn list; actions aim at elements of the screen the agent is looking at."""

    def __init__(self) -> None:
        self.turns: Turns = []
        self.last = ""

    def do(self, action_type: str, obs: str, target: str | None = None, nth: int = 0, **kw: Any) -> str:
        if target is not None:
            kw["index"] = find(self.last, target, nth)
        self.turns.append((droid(action_type, **kw), obs))
        self.last = obs
        return obs

    def open(self, app: str, obs: str) -> str:
        return self.do("open_app", obs, app_name=app)

    def click(self, target: str, obs: str, nth: int = 0) -> str:
        return self.do("click", obs, target, nth)

    def type(self, text: str, target: str, obs: str, nth: int = 0) -> str:
        return self.do("input_text", obs, target, nth, text=text)

    def back(self, obs: str) -> str:
        return self.do("navigate_back", obs)


def hm(minutes: int, h24: bool = False) -> str:
    """Minutes since midnight -> '9:41 AM' (or '09:41')."""
    h, m = divmod(minutes % 1440, 60)
    if h24:
        return f"{h:02d}:{m:02d}"
    ap = "AM" if h < 12 else "PM"
    return f"{(h % 12) or 12}:{m:02d} {ap}"


def t(h: int, m: int) -> int:
    return h * 60 + m


def money(x: float) -> str:
    return f"${x:,.2f}"


# ---------------------------------------------------------------------------------------------------
# 01  Google Contacts (mainstream) - BAD: a contact deleted at turn 6 is back in the search results at turn 7
# ---------------------------------------------------------------------------------------------------

def traj01() -> tuple[Turns, str]:
    a = App("com.google.android.contacts")
    people = [
        ("Aaron Whitaker", "(617) 555-0111"), ("Adaeze Okonkwo", "(857) 555-0164"), ("Alicia Moreno", "(617) 555-0129"),
        ("Amir Haddad", "(781) 555-0190"), ("Anika Patel", "(617) 555-0145"), ("Ben Carver", "(508) 555-0172"),
        ("Bianca Rossi", "(617) 555-0138"), ("Carlos Mendez", "(857) 555-0107"), ("Chloe Dubois", "(617) 555-0181"),
        ("Dmitri Volkov", "(339) 555-0126"),
    ]

    def top(snack: str | None = None, clock: int = t(14, 16), batt: int = 64) -> str:
        e = [a(None, "Open navigation drawer", "ImageButton", (21, 84, 147, 210), "open_search_bar_drawer", click=True),
             a("Search contacts", None, "TextView", (147, 105, 870, 189), "open_search_bar_text_view", click=True),
             a(None, "Signed in as jordan.reyes@gmail.com", "ImageView", (912, 105, 1017, 189), "og_apd_internal_image_view", click=True),
             a("jordan.reyes@gmail.com", None, "TextView", (63, 240, 700, 290), "account_header")]
        y = 320
        for name, _ in people:
            e.append(a(name, name, "android.view.ViewGroup", (168, y, 1080, y + 147), "cliv_name_textview", click=True))
            y += 147
        e.append(a(None, "Create contact", "ImageButton", (853, 1966, 1038, 2151), "floating_action_button", click=True))
        if snack:
            e.append(a(snack, None, "TextView", (63, 2010, 700, 2090), "snackbar_text"))
            e.append(a("Undo", None, "Button", (820, 2000, 1017, 2100), "snackbar_action", click=True))
        e += [a("Contacts", "Contacts", "FrameLayout", (0, 2190, 360, 2337), "nav_contacts", click=True, sel=True),
              a("Highlights", "Highlights", "FrameLayout", (360, 2190, 720, 2337), "nav_highlights", click=True),
              a("Fix & manage", "Fix & manage", "FrameLayout", (720, 2190, 1080, 2337), "nav_fix_manage", click=True)]
        return scr(hm(clock), batt, e)

    def search(q: str, hits: list[tuple[str, str, str]], clock: int, batt: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (21, 84, 147, 210), "search_back_button", click=True),
             a(q, None, "EditText", (147, 105, 870, 189), "open_search_view_edit_text", hint="Search contacts", click=True, edit=True, focus=True),
             a(None, "Clear text", "ImageButton", (912, 105, 1017, 189), "open_search_view_clear_button", click=True),
             a(f"{len(hits)} contacts found" if len(hits) != 1 else "1 contact found", None, "TextView", (63, 240, 700, 290), "search_header")]
        y = 320
        for name, phone, label in hits:
            e.append(a(name, name, "android.view.ViewGroup", (0, y, 1080, y + 168), "cliv_name_textview", click=True, long=True))
            e.append(a(f"{phone} · {label}", None, "TextView", (168, y + 90, 900, y + 140), "cliv_data_view"))
            y += 168
        return scr(hm(clock), batt, e)

    def detail(name: str, rows: list[tuple[str, str, str]], clock: int, batt: int, menu: bool = False, dialog: bool = False) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Edit contact", "Button", (660, 84, 786, 231), "menu_edit", click=True),
             a(None, "Add to favorites", "Button", (786, 84, 912, 231), "menu_star", click=True),
             a(None, "More options", "ImageView", (912, 84, 1080, 231), click=True),
             a(name, None, "TextView", (63, 600, 1017, 700), "large_title"),
             a("Call", "Call", "Button", (63, 760, 283, 900), click=True),
             a("Text", "Text", "Button", (304, 760, 524, 900), click=True),
             a("Video", "Video", "Button", (545, 760, 765, 900), click=True),
             a("Email", "Email", "Button", (786, 760, 1006, 900), click=True),
             a("Contact info", None, "TextView", (63, 960, 600, 1020), "header")]
        y = 1040
        for val, lab, what in rows:
            e.append(a(val, f"{what} {val}", "TextView", (168, y, 900, y + 60), "header", click=True, long=True))
            e.append(a(lab, None, "TextView", (168, y + 62, 900, y + 110), "sub_header"))
            y += 150
        if menu:
            e += [a("Delete", None, "TextView", (560, 105, 1059, 231), "title", click=True),
                  a("Share", None, "TextView", (560, 231, 1059, 357), "title", click=True),
                  a("Add to home screen", None, "TextView", (560, 357, 1059, 483), "title", click=True),
                  a("Set ringtone", None, "TextView", (560, 483, 1059, 609), "title", click=True),
                  a("Route to voicemail", None, "TextView", (560, 609, 1059, 735), "title", click=True),
                  a("Block numbers", None, "TextView", (560, 735, 1059, 861), "title", click=True)]
        if dialog:
            e += [a("Delete this contact?", None, "TextView", (105, 880, 975, 960), "alertTitle"),
                  a("This contact will be deleted from your Google Account (jordan.reyes@gmail.com) and all your synced devices.", None, "TextView", (105, 990, 975, 1180), "message"),
                  a("Cancel", None, "Button", (520, 1230, 730, 1340), "button2", click=True),
                  a("Delete", None, "Button", (751, 1230, 975, 1340), "button1", click=True)]
        return scr(hm(clock), batt, e)

    def edit_form(email: str | None, clock: int, batt: int) -> str:
        e = [a(None, "Cancel", "ImageButton", (0, 84, 147, 231), click=True),
             a("Edit contact", None, "TextView", (168, 110, 600, 200)),
             a("Save", None, "Button", (840, 105, 1038, 210), "toolbar_button", click=True),
             a(None, "Change contact photo", "ImageView", (420, 260, 660, 500), click=True),
             a("Saved to jordan.reyes@gmail.com", None, "TextView", (63, 540, 1017, 600), "account_name"),
             a("Margaret", None, "EditText", (168, 640, 1017, 780), hint="First name", click=True, edit=True),
             a("Liu", None, "EditText", (168, 800, 1017, 940), hint="Last name", click=True, edit=True),
             a(None, None, "EditText", (168, 960, 1017, 1100), hint="Company", click=True, edit=True),
             a("(415) 555-0176", None, "EditText", (168, 1140, 760, 1280), hint="Phone", click=True, edit=True),
             a("Mobile", None, "Spinner", (780, 1140, 1017, 1280), click=True),
             a(email, None, "EditText", (168, 1320, 760, 1460), hint="Email", click=True, edit=True, focus=email is not None),
             a("Home" if email else "Label", None, "Spinner", (780, 1320, 1017, 1460), click=True),
             a("Birthday", None, "TextView", (168, 1500, 1017, 1600), click=True),
             a("More fields", None, "Button", (63, 1660, 500, 1770), click=True)]
        return scr(hm(clock), batt, e)

    marcus = [("(617) 555-0193", "Mobile", "Call Mobile"), ("marcus.feld@northwind.io", "Work", "Email Work"),
              ("March 3", "Birthday", "Birthday")]
    margaret = [("(415) 555-0176", "Mobile", "Call Mobile")]
    q = Seq()
    q.open("Contacts", top())
    q.type("feld", "Search contacts",
           search("feld", [("Feldman Dental", "(617) 555-0102", "Work"), ("Marcus Feld", "(617) 555-0193", "Mobile")], t(14, 16), 64))
    q.click("Marcus Feld", detail("Marcus Feld", marcus, t(14, 17), 64))
    q.click("More options", detail("Marcus Feld", marcus, t(14, 17), 64, menu=True))
    q.click("Delete", detail("Marcus Feld", marcus, t(14, 17), 64, dialog=True))
    q.click("Delete", top("Contact deleted", t(14, 18), 63), nth=0)
    q.type("mar", "Search contacts",
           search("mar", [("Marcus Feld", "(617) 555-0193", "Mobile"), ("Margaret Liu", "(415) 555-0176", "Mobile"),
                          ("Mariana Costa", "(617) 555-0160", "Mobile"), ("Marko Petrović", "(857) 555-0118", "Home")], t(14, 18), 63))
    q.click("Margaret Liu", detail("Margaret Liu", margaret, t(14, 19), 63))
    q.click("Edit contact", edit_form(None, t(14, 19), 63))
    q.type("margaret.liu@brightpath.org", "Email", edit_form("margaret.liu@brightpath.org", t(14, 20), 63))
    q.click("Save", detail("Margaret Liu", margaret + [("margaret.liu@brightpath.org", "Home", "Email Home")], t(14, 20), 63))
    turns = q.turns
    return turns, "Goal: Delete the contact 'Marcus Feld', then add the email margaret.liu@brightpath.org to Margaret Liu's contact.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 02  Markor (less common) - CLEAN: new file appears, rename keeps mtime, list re-sorted by date
# ---------------------------------------------------------------------------------------------------

def traj02() -> tuple[Turns, str]:
    a = App("net.gsantner.markor")
    content = "- oat milk\n- eggs (12)\n- spinach\n- coffee beans\n"
    files: dict[str, tuple[int, str, str]] = {  # name -> (sort key for date, shown date, size)
        "recipes": (202409020000, "Sep 02, 2024", "4 items"),
        "ideas.md": (202410031820, "Oct 03, 2024 18:20", "2.1 KB"),
        "journal_2024.md": (202410142247, "Oct 14, 2024 22:47", "18.6 KB"),
        "todo.txt": (202410150855, "Today, 08:55", "812 B"),
        "todo_old.md": (202407291112, "Jul 29, 2024 11:12", "1.4 KB"),
        "travel.md": (202408180930, "Aug 18, 2024 09:30", "3.0 KB"),
    }

    def order(by: str) -> list[str]:
        dirs = [n for n in files if "." not in n]
        rest = [n for n in files if "." in n]
        if by == "date":
            rest.sort(key=lambda n: -files[n][0])
        else:
            rest.sort(key=str.lower)
        return dirs + rest

    def listing(clock: int, batt: int, by: str = "name", selected: str | None = None) -> str:
        if selected:
            e = [a(None, "Done", "ImageButton", (0, 84, 147, 231), click=True),
                 a("1 selected", None, "TextView", (168, 110, 500, 200)),
                 a(None, "Rename", "TextView", (640, 84, 750, 231), "action_rename_selected_item", click=True),
                 a(None, "Share", "TextView", (750, 84, 860, 231), "action_share_files", click=True),
                 a(None, "Delete", "TextView", (860, 84, 970, 231), "action_delete_selected_items", click=True),
                 a(None, "More options", "ImageView", (970, 84, 1080, 231), click=True)]
        else:
            e = [a("Markor", None, "TextView", (42, 95, 600, 160)),
                 a("/storage/emulated/0/Documents/markor", None, "TextView", (42, 160, 700, 210)),
                 a(None, "Search", "TextView", (750, 84, 860, 231), "action_search", click=True),
                 a(None, "Sort by", "TextView", (860, 84, 970, 231), "action_sort", click=True),
                 a(None, "More options", "ImageView", (970, 84, 1080, 231), click=True)]
        y = 252
        for n in order(by):
            _, date, size = files[n]
            e.append(a(n, None, "TextView", (168, y, 1040, y + 70), "ui__filesystem_item__title", click=True, long=True,
                       sel=(n == selected), checked=(n == selected)))
            e.append(a(f"{date} · {size}", None, "TextView", (168, y + 72, 1040, y + 120), "ui__filesystem_item__description"))
            y += 150
        e.append(a(None, "Create a new file or folder", "ImageButton", (874, 2150, 1038, 2314), "fab_add_new_item", click=True))
        return scr(hm(clock), batt, e)

    def new_dialog(name: str | None, clock: int) -> str:
        e = [a("Create a new file", None, "TextView", (84, 640, 996, 720), "alertTitle"),
             a(name, None, "EditText", (84, 760, 996, 880), "new_file_dialog__name", hint="Name", click=True, edit=True, focus=True),
             a("Markdown (.md)", None, "Spinner", (84, 900, 996, 1010), "new_file_dialog__type", click=True),
             a("Template", None, "TextView", (84, 1030, 400, 1090)),
             a("Empty file", None, "Spinner", (84, 1090, 996, 1200), "new_file_dialog__template", click=True),
             a("Encrypt with password", None, "CheckBox", (84, 1220, 996, 1320), "new_file_dialog__encryption", checkable=True, click=True),
             a("Folder", None, "Button", (84, 1380, 330, 1490), "button3", click=True),
             a("Cancel", None, "Button", (560, 1380, 770, 1490), "button2", click=True),
             a("OK", None, "Button", (790, 1380, 996, 1490), "button1", click=True)]
        return scr(hm(clock), 88, e)

    def editor(text: str | None, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("grocery_run", None, "TextView", (168, 110, 560, 200), "note__activity__text_note_title", click=True),
             a(None, "Preview", "TextView", (640, 84, 750, 231), "action_preview", click=True),
             a(None, "Undo", "TextView", (750, 84, 860, 231), "action_undo", click=True),
             a(None, "Redo", "TextView", (860, 84, 970, 231), "action_redo", click=True),
             a(None, "More options", "ImageView", (970, 84, 1080, 231), click=True),
             a(text, None, "EditText", (0, 231, 1080, 2040), "document__fragment__edit__highlighting_editor", click=True, edit=True, focus=True, long=True, scroll=True)]
        for i, tool in enumerate(["Checkbox", "Unordered list", "Bold", "Italic", "Header", "Link", "Insert table"]):
            e.append(a(None, tool, "ImageView", (i * 154, 2050, i * 154 + 154, 2180), "document__fragment__edit__textactions_bar", click=True, long=True))
        return scr(hm(clock), 88, e)

    def rename(text: str, clock: int) -> str:
        e = [a("Rename", None, "TextView", (84, 860, 996, 940), "alertTitle"),
             a(text, None, "EditText", (84, 980, 996, 1100), "ui__filesystem_dialog__name", hint="Name", click=True, edit=True, focus=True),
             a("Cancel", None, "Button", (560, 1160, 770, 1270), "button2", click=True),
             a("OK", None, "Button", (790, 1160, 996, 1270), "button1", click=True)]
        return scr(hm(clock), 87, e)

    def sort_menu(clock: int) -> str:
        e = []
        for i, (lab, chk) in enumerate([("Name", True), ("Date", False), ("Size", False), ("MIME type", False),
                                         ("Folders first", True), ("Reverse order", False)]):
            e.append(a(lab, None, "CheckedTextView", (560, 105 + i * 126, 1059, 231 + i * 126), "title", checkable=True, checked=chk, click=True))
        return scr(hm(clock), 87, e)

    q = Seq()
    q.open("Markor", listing(t(9, 41), 88))
    q.click("Create a new file or folder", new_dialog(None, t(9, 41)))
    q.type("grocery_run", "Name", new_dialog("grocery_run", t(9, 42)))
    q.click("OK", editor(None, t(9, 42)))
    q.type(content, "#document__fragment__edit__highlighting_editor", editor(content, t(9, 43)))
    files["grocery_run.md"] = (202410150944, "Today, 09:44", f"{len(content.encode())} B")
    q.back(listing(t(9, 44), 88))
    q.do("long_press", listing(t(9, 44), 88, selected="todo_old.md"), "todo_old.md")
    q.click("Rename", rename("todo_old.md", t(9, 45)))
    q.type("todo_archive.md", "todo_old.md", rename("todo_archive.md", t(9, 45)))
    files["todo_archive.md"] = files.pop("todo_old.md")
    q.click("OK", listing(t(9, 46), 87))
    q.click("Sort by", sort_menu(t(9, 46)))
    q.click("Date", listing(t(9, 47), 87, by="date"))
    turns = q.turns
    return turns, "Goal: In Markor, create a Markdown note 'grocery_run' listing oat milk, eggs (12), spinach and coffee beans, then rename 'todo_old.md' to 'todo_archive.md' and sort the files by date.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 03  Clock (mainstream) - BAD: the alarm moved to 6:45 AM reads 7:00 AM again at turn 8
# ---------------------------------------------------------------------------------------------------

def traj03() -> tuple[Turns, str]:
    a = App("com.google.android.deskclock")

    def alarms(cards: list[tuple[str, str, str, bool]], clock: int, expanded: str | None = None, toast: str | None = None) -> str:
        e = [a("Alarm", None, "TextView", (42, 110, 600, 220), "action_bar_title")]
        y = 280
        for tm, label, days, on in cards:
            h = 420 if label == expanded else 300
            e += [a(tm, tm, "TextView", (63, y + 30, 560, y + 160), "digital_clock", click=True),
                  a(label, f"Label {label}", "TextView", (63, y + 170, 560, y + 220), "label", click=True),
                  a(days, None, "TextView", (63, y + 222, 700, y + 270), "days_of_week"),
                  a(None, tm, "Switch", (880, y + 60, 1017, y + 140), "onoff", checked=on, click=True)]
            if label == expanded:
                e += [a(None, "Collapse alarm", "ImageButton", (880, y + 200, 1017, y + 280), "arrow", click=True),
                      a("Delete", None, "Button", (63, y + 300, 400, y + 380), "delete", click=True)]
            y += h + 20
        if toast:
            e.append(a(toast, None, "TextView", (120, 1900, 960, 1990), "toast_text"))
        e.append(a(None, "Add alarm", "ImageButton", (453, 1960, 627, 2134), "fab", click=True))
        for i, tab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            e.append(a(tab, tab, "FrameLayout", (i * 216, 2190, i * 216 + 216, 2337), "tab_menu_" + tab.lower(), click=True, sel=tab == "Alarm"))
        return scr(hm(clock), 41, e)

    def picker(hour: str, minute: str, text_mode: bool, clock: int) -> str:
        if not text_mode:
            e = [a("Select time", None, "TextView", (84, 560, 996, 630), "header_title"),
                 a(hour, f"{hour} o'clock", "TextView", (150, 650, 400, 840), "material_hour_tv", click=True, sel=True, checkable=True, checked=True),
                 a(":", None, "TextView", (400, 650, 480, 840)),
                 a(minute, f"{int(minute)} minutes", "TextView", (480, 650, 730, 840), "material_minute_tv", click=True, checkable=True),
                 a("AM", None, "Button", (780, 650, 960, 740), "material_clock_period_am_button", checkable=True, checked=True, click=True),
                 a("PM", None, "Button", (780, 745, 960, 840), "material_clock_period_pm_button", checkable=True, click=True),
                 a(None, "Switch to text input mode for the time input.", "ImageButton", (84, 1660, 210, 1786), "material_timepicker_mode_button", click=True),
                 a("Cancel", None, "Button", (560, 1660, 770, 1786), "material_timepicker_cancel_button", click=True),
                 a("OK", None, "Button", (790, 1660, 996, 1786), "material_timepicker_ok_button", click=True)]
        else:
            e = [a("Enter time", None, "TextView", (84, 560, 996, 630), "header_title"),
                 a(hour, None, "EditText", (150, 650, 400, 840), "material_hour_text_input", click=True, edit=True, focus=hour != "7"),
                 a(":", None, "TextView", (400, 650, 480, 840)),
                 a(minute, None, "EditText", (480, 650, 730, 840), "material_minute_text_input", click=True, edit=True, focus=minute != "00"),
                 a("Hour", None, "TextView", (150, 850, 400, 900), "material_label"),
                 a("Minute", None, "TextView", (480, 850, 730, 900), "material_label"),
                 a("AM", None, "Button", (780, 650, 960, 740), "material_clock_period_am_button", checkable=True, checked=True, click=True),
                 a("PM", None, "Button", (780, 745, 960, 840), "material_clock_period_pm_button", checkable=True, click=True),
                 a(None, "Switch to clock mode for the time input.", "ImageButton", (84, 960, 210, 1086), "material_timepicker_mode_button", click=True),
                 a("Cancel", None, "Button", (560, 960, 770, 1086), "material_timepicker_cancel_button", click=True),
                 a("OK", None, "Button", (790, 960, 996, 1086), "material_timepicker_ok_button", click=True)]
        return scr(hm(clock), 41, e)

    def timer(digits: str, clock: int) -> str:
        d = digits.rjust(6, "0")
        e = [a("Timer", None, "TextView", (42, 110, 600, 220), "action_bar_title"),
             a(f"{d[0:2]}h {d[2:4]}m {d[4:6]}s", f"{int(d[0:2])} hours, {int(d[2:4])} minutes, {int(d[4:6])} seconds", "TextView", (120, 330, 960, 520), "timer_setup_time")]
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
        for i, k in enumerate(keys):
            r, c = divmod(i, 3)
            e.append(a(k, k, "Button", (120 + c * 300, 640 + r * 250, 360 + c * 300, 860 + r * 250), f"timer_setup_digit_{k}", click=True))
        e.append(a(None, "Delete", "ImageButton", (720, 1390, 960, 1610), "timer_setup_delete", click=digits != ""))
        if digits:
            e.append(a(None, "Start", "ImageButton", (453, 1960, 627, 2134), "fab", click=True))
        for i, tab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            e.append(a(tab, tab, "FrameLayout", (i * 216, 2190, i * 216 + 216, 2337), "tab_menu_" + tab.lower(), click=True, sel=tab == "Timer"))
        return scr(hm(clock), 41, e)

    wk = "Mon, Tue, Wed, Thu, Fri"
    before = [("7:00 AM", "Work", wk, True),
              ("8:30 AM", "Weekend", "Sat, Sun", True), ("10:15 PM", "Meds", "Every day", True)]
    after = [("6:45 AM", "Work", wk, True),
             ("8:30 AM", "Weekend", "Sat, Sun", True), ("10:15 PM", "Meds", "Every day", True)]
    drift = [("7:00 AM", "Work", wk, True),
             ("8:30 AM", "Weekend", "Sat, Sun", False), ("10:15 PM", "Meds", "Every day", True)]
    now = t(21, 48)
    left = (t(6, 45) + 1440 - (now + 1))
    q = Seq()
    q.open("Clock", alarms(before, now))
    q.click("7:00 AM", picker("7", "00", False, now))
    q.click("Switch to text input mode for the time input.", picker("7", "00", True, now))
    q.type("6", "7", picker("6", "00", True, now))
    q.type("45", "00", picker("6", "45", True, now + 1))
    q.click("OK", alarms(after, now + 1, expanded="Work", toast=f"Alarm set for {left // 60} hours and {left % 60} minutes from now."))
    q.click("Meds", alarms(after, now + 1, expanded="Meds"))
    q.click("8:30 AM", alarms(drift, now + 2, expanded="Meds"), nth=1)
    q.click("Timer", timer("", now + 2))
    q.click("5", timer("5", now + 2))
    q.click("0", timer("50", now + 3))
    q.click("0", timer("500", now + 3))
    turns = q.turns
    return turns, "Goal: Move the 7:00 AM 'Work' alarm to 6:45 AM, switch off the 'Weekend' alarm, then set up a 5 minute timer.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 04  Simple Calendar Pro (less common) - BAD: the event created at turn 8 is missing from the event list at turn 10
# ---------------------------------------------------------------------------------------------------

def traj04() -> tuple[Turns, str]:
    a = App("com.simplemobiletools.calendar.pro")
    today = [("Yoga class", "07:00", "08:00"), ("1:1 with Priya", "11:00", "11:30")]

    def day(events: list[tuple[str, str, str]], clock: int) -> str:
        e = [a(None, "Search", "Button", (612, 84, 738, 210), "search", click=True),
             a(None, "Change view", "Button", (738, 84, 864, 210), "change_view", click=True),
             a(None, "Go to today", "Button", (864, 84, 990, 210), "go_to_today", click=True),
             a(None, "More options", "ImageView", (990, 84, 1080, 210), click=True),
             a(None, "Previous", "ImageView", (0, 231, 147, 357), "top_left_arrow", click=True),
             a("Thursday, October 17", None, "TextView", (147, 252, 933, 336), "top_value", click=True),
             a(None, "Next", "ImageView", (933, 231, 1080, 357), "top_right_arrow", click=True)]
        y = 378
        for title, s, en in sorted(events, key=lambda x: x[1]):
            e.append(a(title, None, "TextView", (84, y, 1017, y + 70), "event_item_title", click=True))
            e.append(a(f"{s} - {en}", None, "TextView", (84, y + 70, 1017, y + 120), "event_item_time"))
            y += 160
        e.append(a(None, "New event", "ImageButton", (853, 2016, 1038, 2201), "calendar_fab", click=True))
        return scr(hm(clock), 72, e)

    def form(title: str | None, s: str, en: str, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("New event", None, "TextView", (168, 110, 700, 200)),
             a(None, "Save", "Button", (954, 84, 1080, 231), "save", click=True),
             a(title, None, "EditText", (63, 252, 1017, 378), "event_title", hint="Title", click=True, edit=True, focus=title is not None),
             a(None, None, "EditText", (63, 399, 1017, 525), "event_location", hint="Location", click=True, edit=True),
             a(None, None, "EditText", (63, 546, 1017, 672), "event_description", hint="Description", click=True, edit=True),
             a("All-day", None, "Switch", (63, 714, 1017, 819), "event_all_day", click=True),
             a("Thu, Oct 17 2024", None, "TextView", (63, 840, 700, 945), "event_start_date", click=True),
             a(s, None, "TextView", (760, 840, 1017, 945), "event_start_time", click=True),
             a("Thu, Oct 17 2024", None, "TextView", (63, 966, 700, 1071), "event_end_date", click=True),
             a(en, None, "TextView", (760, 966, 1017, 1071), "event_end_time", click=True),
             a("10 minutes before", None, "TextView", (168, 1113, 1017, 1218), "event_reminder_1", click=True),
             a("Add another reminder", None, "TextView", (168, 1218, 1017, 1323), "event_reminder_2", click=True),
             a("No repetition", None, "TextView", (168, 1365, 1017, 1470), "event_repetition", click=True),
             a("Regular event", None, "TextView", (168, 1512, 1017, 1617), "event_type", click=True)]
        return scr(hm(clock), 71, e)

    def picker(h: str, m: str, clock: int) -> str:
        e = [a("Enter time", None, "TextView", (84, 560, 996, 630), "header_title"),
             a(h, None, "EditText", (150, 650, 440, 840), "material_hour_text_input", click=True, edit=True, focus=h != "11"),
             a(":", None, "TextView", (440, 650, 520, 840)),
             a(m, None, "EditText", (520, 650, 810, 840), "material_minute_text_input", click=True, edit=True, focus=m != "00"),
             a("Hour", None, "TextView", (150, 850, 440, 900), "material_label"),
             a("Minute", None, "TextView", (520, 850, 810, 900), "material_label"),
             a(None, "Switch to clock mode for the time input.", "ImageButton", (84, 960, 210, 1086), "material_timepicker_mode_button", click=True),
             a("Cancel", None, "Button", (560, 960, 770, 1086), "material_timepicker_cancel_button", click=True),
             a("OK", None, "Button", (790, 960, 996, 1086), "material_timepicker_ok_button", click=True)]
        return scr(hm(clock), 71, e)

    def views(clock: int) -> str:
        e = [a("Change view", None, "TextView", (84, 700, 996, 780), "alertTitle")]
        for i, v in enumerate(["Day", "Week", "Month", "Year", "Simple event list"]):
            e.append(a(v, None, "RadioButton", (84, 810 + i * 126, 996, 936 + i * 126), f"dialog_radio_{v.split()[-1].lower()}", checked=v == "Day", click=True))
        return scr(hm(clock), 71, e)

    def event_list(days: list[tuple[str, list[tuple[str, str, str]]]], clock: int) -> str:
        e = [a(None, "Search", "Button", (612, 84, 738, 210), "search", click=True),
             a(None, "Change view", "Button", (738, 84, 864, 210), "change_view", click=True),
             a(None, "Go to today", "Button", (864, 84, 990, 210), "go_to_today", click=True),
             a(None, "More options", "ImageView", (990, 84, 1080, 210), click=True)]
        y = 252
        for head, evs in days:
            e.append(a(head, None, "TextView", (42, y, 1038, y + 80), "event_section_title"))
            y += 90
            for title, s, en in evs:
                e.append(a(title, None, "TextView", (84, y, 1017, y + 70), "event_item_title", click=True))
                e.append(a(f"{s} - {en}", None, "TextView", (84, y + 70, 1017, y + 120), "event_item_time"))
                y += 140
        e.append(a(None, "New event", "ImageButton", (853, 2016, 1038, 2201), "calendar_fab", click=True))
        return scr(hm(clock), 70, e)

    def details(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Edit event", None, "TextView", (168, 110, 700, 200)),
             a(None, "Delete", "Button", (828, 84, 954, 231), "delete", click=True),
             a(None, "Save", "Button", (954, 84, 1080, 231), "save", click=True),
             a("Sprint review", None, "EditText", (63, 252, 1017, 378), "event_title", hint="Title", click=True, edit=True),
             a("Room 4.12 / Meet link in invite", None, "EditText", (63, 399, 1017, 525), "event_location", hint="Location", click=True, edit=True),
             a("Demo of sprint 42 stories, then backlog grooming.", None, "EditText", (63, 546, 1017, 672), "event_description", hint="Description", click=True, edit=True),
             a("All-day", None, "Switch", (63, 714, 1017, 819), "event_all_day", click=True),
             a("Fri, Oct 18 2024", None, "TextView", (63, 840, 700, 945), "event_start_date", click=True),
             a("10:00", None, "TextView", (760, 840, 1017, 945), "event_start_time", click=True),
             a("Fri, Oct 18 2024", None, "TextView", (63, 966, 700, 1071), "event_end_date", click=True),
             a("11:00", None, "TextView", (760, 966, 1017, 1071), "event_end_time", click=True),
             a("15 minutes before", None, "TextView", (168, 1113, 1017, 1218), "event_reminder_1", click=True),
             a("Weekly on Friday", None, "TextView", (168, 1365, 1017, 1470), "event_repetition", click=True),
             a("Work", None, "TextView", (168, 1512, 1017, 1617), "event_type", click=True)]
        return scr(hm(clock), 70, e)

    dentist = ("Dentist – Dr. Okafor", "14:30", "15:30")
    later = [("Friday, October 18", [("Sprint review", "10:00", "11:00"), ("Team offsite prep", "15:00", "16:30")]),
             ("Saturday, October 19", [("Farmers market", "09:00", "10:30")])]
    q = Seq()
    q.open("Simple Calendar Pro", day(today, t(10, 5)))
    q.click("New event", form(None, "11:00", "12:00", t(10, 5)))
    q.type("Dentist – Dr. Okafor", "Title", form("Dentist – Dr. Okafor", "11:00", "12:00", t(10, 6)))
    q.click("11:00", picker("11", "00", t(10, 6)))
    q.type("14", "11", picker("14", "00", t(10, 6)))
    q.type("30", "00", picker("14", "30", t(10, 7)))
    q.click("OK", form("Dentist – Dr. Okafor", "14:30", "15:30", t(10, 7)))
    q.click("Save", day(today + [dentist], t(10, 7)))
    q.click("Change view", views(t(10, 8)))
    q.click("Simple event list", event_list([("Thursday, October 17", today)] + later, t(10, 8)))
    q.click("Sprint review", details(t(10, 9)))
    return q.turns, "Goal: In Simple Calendar Pro, add an event 'Dentist – Dr. Okafor' today (Thursday, October 17, 2024) from 14:30, then check the upcoming events in the event list.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 05  Settings (mainstream) - CLEAN: Bluetooth turned on, screen timeout changed, battery and clock move on
# ---------------------------------------------------------------------------------------------------

def traj05() -> tuple[Turns, str]:
    a = App("com.android.settings")

    def rows(items: list[tuple[str, str | None]], y: int = 420, step: int = 189, switches: dict[str, bool] | None = None) -> list[dict[str, Any]]:
        out = []
        for title, summ in items:
            out.append(a(title, None, "TextView", (189, y, 900, y + 70), "android:id/title", click=True))
            if summ is not None:
                out.append(a(summ, None, "TextView", (189, y + 72, 900, y + 125), "android:id/summary"))
            if switches and title in switches:
                out.append(a(None, None, "Switch", (912, y + 20, 1038, y + 110), "switchWidget", checked=switches[title], click=True))
            y += step
        return out

    def main(batt: int, until: str, clock: int) -> str:
        e = [a("Settings", None, "TextView", (63, 160, 1017, 300), "homepage_title"),
             a("Search settings", None, "TextView", (63, 320, 1017, 420), "search_action_bar_title", click=True)]
        e += rows([("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                   ("Apps", "Recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                   ("Battery", f"{batt}% - Should last until about {until}"), ("Storage", "61% used - 49.88 GB free"),
                   ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness")], y=480)
        return scr(hm(clock), batt, e)

    def page(title: str, items: list[dict[str, Any]], clock: int, batt: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(title, None, "TextView", (63, 260, 1017, 380), "collapsing_toolbar")] + items
        return scr(hm(clock), batt, e)

    def connected(clock: int, batt: int) -> str:
        return page("Connected devices", [
            a("Pair new device", None, "TextView", (189, 420, 900, 490), "android:id/title", click=True)]
            + ([] if bt else [a("Bluetooth will turn on to pair", None, "TextView", (189, 492, 900, 545), "android:id/summary")])
            + [a("Saved devices", None, "TextView", (63, 609, 1017, 672), "android:id/title"),
            a("Pixel Buds Pro", None, "TextView", (189, 693, 900, 763), "android:id/title", click=True),
            a(None, "Settings", "ImageView", (912, 693, 1038, 819), "settings_button", click=True),
            a("See all", None, "TextView", (189, 840, 900, 910), "android:id/title", click=True),
            a("Connection preferences", None, "TextView", (189, 1029, 900, 1099), "android:id/title", click=True),
            a("Bluetooth, Android Auto, NFC", None, "TextView", (189, 1101, 900, 1154), "android:id/summary")], clock, batt)

    def prefs(clock: int, batt: int) -> str:
        return page("Connection preferences", rows([
            ("Bluetooth", "On" if bt else "Off"), ("Cast", None), ("Printing", "1 print service on"),
            ("Files received via Bluetooth", None), ("Nearby Share", "Off"), ("Android Auto", "Phone screen"),
            ("NFC", "On")]), clock, batt)

    def bluetooth(clock: int, batt: int) -> str:
        e = [a("Use Bluetooth", None, "TextView", (63, 420, 850, 520), "switch_text", click=True),
             a(None, None, "Switch", (880, 430, 1017, 510), "switch_widget", checked=bt, click=True)]
        if bt:
            e += rows([("Device name", "Pixel 7"), ("Pair new device", None)], y=560)
            e.append(a("Visible as “Pixel 7” to other devices while Bluetooth settings is open.", None, "TextView", (63, 1000, 1017, 1100), "android:id/title"))
        else:
            e.append(a("When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.", None, "TextView", (63, 560, 1017, 700), "android:id/title"))
        return page("Bluetooth", e, clock, batt)

    def display(timeout: str, clock: int, batt: int) -> str:
        return page("Display", rows([("Brightness level", "42%"), ("Adaptive brightness", None), ("Dark theme", "Will never turn on automatically"),
                                     ("Screen timeout", f"After {timeout} of inactivity"), ("Font size", "Default"), ("Display size", "Default"),
                                     ("Auto-rotate screen", "Off")], switches={"Adaptive brightness": True}), clock, batt)

    def timeout_page(sel: str, clock: int, batt: int) -> str:
        e = []
        for i, opt in enumerate(["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]):
            e.append(a(opt, None, "RadioButton", (63, 420 + i * 147, 1017, 546 + i * 147), "android:id/title", checked=opt == sel, click=True))
        e.append(a("Screen attention", None, "TextView", (63, 1500, 850, 1570), "android:id/title", click=True))
        e.append(a("Screen stays on if you’re looking at it", None, "TextView", (63, 1572, 850, 1625), "android:id/summary"))
        e.append(a(None, None, "Switch", (880, 1510, 1017, 1590), "switchWidget", checked=False, click=True))
        return page("Screen timeout", e, clock, batt)

    bt = False
    q = Seq()
    q.open("Settings", main(78, "11:30 PM", t(15, 2)))
    q.click("Connected devices", connected(t(15, 2), 78))
    q.click("Connection preferences", prefs(t(15, 3), 78))
    q.click("Bluetooth", bluetooth(t(15, 3), 78))
    bt = True
    q.click("Use Bluetooth", bluetooth(t(15, 3), 78))
    q.back(prefs(t(15, 4), 78))
    q.back(connected(t(15, 4), 77))
    q.back(main(77, "11:10 PM", t(15, 4)))
    q.click("Display", display("30 seconds", t(15, 5), 77))
    q.click("Screen timeout", timeout_page("30 seconds", t(15, 5), 77))
    q.click("5 minutes", timeout_page("5 minutes", t(15, 5), 77))
    q.back(display("5 minutes", t(15, 6), 77))
    return q.turns, "Goal: Turn on Bluetooth and set the screen timeout to 5 minutes.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 06  Broccoli (less common) - BAD: the recipe renamed at turn 7 is listed under its old name at turn 9
# ---------------------------------------------------------------------------------------------------

def traj06() -> tuple[Turns, str]:
    a = App("com.flauschcode.broccoli")
    recipes = [("Banana Bread", "Moist loaf with walnuts, uses 3 overripe bananas."),
               ("Chickpea Curry", "Weeknight curry with coconut milk and spinach."),
               ("Lemon Risotto", "Creamy arborio rice with lemon zest and parmesan."),
               ("Miso Ramen", "Quick ramen with white miso broth and soft eggs."),
               ("Pad Thai", "Rice noodles, tamarind, peanuts, lime."),
               ("Shakshuka", "Eggs poached in a spiced tomato and pepper sauce."),
               ("Tomato Soup", "Roasted tomato soup with basil.")]
    shak = {"desc": recipes[5][1], "servings": "2", "time": "35 min", "source": "Ottolenghi-style, adapted",
            "ingredients": ["6 eggs", "1 can (400 g) crushed tomatoes", "1 red bell pepper, sliced", "1 onion, diced",
                            "3 cloves garlic", "2 tsp smoked paprika", "1 tsp ground cumin", "Feta and parsley to serve"],
            "directions": ["Soften onion and pepper in olive oil, 8 min.", "Add garlic and spices, then tomatoes; simmer 10 min.",
                           "Make 6 wells, crack in the eggs, cover and cook 6–8 min."]}
    ramen = {"desc": recipes[3][1], "servings": "2", "time": "25 min", "source": "Family notebook",
             "ingredients": ["2 portions ramen noodles", "2 tbsp white miso", "800 ml chicken stock", "2 eggs",
                             "2 spring onions", "1 sheet nori", "1 tsp sesame oil"],
             "directions": ["Boil eggs 6½ min, cool in ice water.", "Whisk miso into hot stock; do not boil.",
                            "Cook noodles, assemble with toppings."]}

    def listing(items: list[tuple[str, str]], clock: int) -> str:
        e = [a(None, "Open navigation drawer", "ImageButton", (0, 84, 147, 231), click=True),
             a("Recipes", None, "TextView", (189, 110, 700, 200)),
             a(None, "Search", "TextView", (933, 84, 1080, 231), "action_search", click=True)]
        y = 252
        for title, desc in items:
            e.append(a(title, None, "TextView", (42, y + 400, 1038, y + 470), "card_text_view_title", click=True))
            e.append(a(desc, None, "TextView", (42, y + 475, 1038, y + 530), "card_text_view_description"))
            y += 560
            if y > 2000:
                break
        e.append(a(None, "Add recipe", "ImageButton", (853, 2016, 1038, 2201), "fab", click=True))
        return scr(hm(clock), 55, e)

    def detail(title: str, r: dict[str, Any], clock: int, fav: bool = False) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Remove from favorites" if fav else "Add to favorites", "TextView", (681, 84, 807, 231), "action_favorite", checked=fav, click=True),
             a(None, "Edit", "TextView", (807, 84, 933, 231), "action_edit", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a(title, None, "TextView", (42, 620, 1038, 720), "recipe_details_title"),
             a(r["desc"], None, "TextView", (42, 730, 1038, 830), "recipe_details_description"),
             a(f"{r['servings']} servings", None, "TextView", (42, 850, 520, 910), "recipe_details_servings"),
             a(r["time"], None, "TextView", (560, 850, 1038, 910), "recipe_details_preparation_time"),
             a("Ingredients", None, "TextView", (42, 950, 1038, 1020))]
        y = 1030
        for ing in r["ingredients"]:
            e.append(a(ing, None, "TextView", (84, y, 1038, y + 60), "ingredient_text"))
            y += 62
        e.append(a("Directions", None, "TextView", (42, y + 20, 1038, y + 90)))
        y += 100
        for i, d in enumerate(r["directions"], 1):
            e.append(a(f"{i}. {d}", None, "TextView", (84, y, 1038, y + 100), "direction_text"))
            y += 104
        return scr(hm(clock), 55, e)

    def edit(title: str, servings: str, clock: int, focus: str = "") -> str:
        r = shak
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Edit recipe", None, "TextView", (189, 110, 700, 200)),
             a(None, "Save", "TextView", (933, 84, 1080, 231), "action_save", click=True),
             a(title, None, "EditText", (42, 400, 1038, 530), "new_title", hint="Title", click=True, edit=True, focus=focus == "title"),
             a("Breakfast", None, "TextView", (42, 550, 1038, 640), "new_categories", click=True),
             a(servings, None, "EditText", (42, 660, 520, 790), "new_servings", hint="Servings", click=True, edit=True, focus=focus == "servings"),
             a(r["time"], None, "EditText", (560, 660, 1038, 790), "new_preparation_time", hint="Preparation time", click=True, edit=True),
             a(r["desc"], None, "EditText", (42, 810, 1038, 980), "new_description", hint="Description", click=True, edit=True),
             a(r["source"], None, "EditText", (42, 1000, 1038, 1130), "new_source", hint="Source", click=True, edit=True),
             a("\n".join(r["ingredients"]), None, "EditText", (42, 1150, 1038, 1650), "new_ingredients", hint="Ingredients", click=True, edit=True),
             a("\n".join(r["directions"]), None, "EditText", (42, 1670, 1038, 2100), "new_directions", hint="Directions", click=True, edit=True)]
        return scr(hm(clock), 55, e)

    renamed = [(("Spicy Shakshuka" if n == "Shakshuka" else n), d) for n, d in recipes]
    assert renamed != recipes
    q = Seq()
    q.open("Broccoli", listing(recipes, t(18, 31)))
    q.do("scroll", listing(recipes[3:], t(18, 31)), direction="down")
    q.click("Shakshuka", detail("Shakshuka", shak, t(18, 32)))
    q.click("Edit", edit("Shakshuka", "2", t(18, 32)))
    q.type("Spicy Shakshuka", "Shakshuka", edit("Spicy Shakshuka", "2", t(18, 33), "title"))
    q.type("4", "2", edit("Spicy Shakshuka", "4", t(18, 33), "servings"))
    shak["servings"] = "4"
    q.click("Save", detail("Spicy Shakshuka", shak, t(18, 34)))
    q.click("Add to favorites", detail("Spicy Shakshuka", shak, t(18, 34), fav=True))
    q.back(listing(recipes[3:], t(18, 35)))
    q.click("Miso Ramen", detail("Miso Ramen", ramen, t(18, 35)))
    return q.turns, "Goal: In Broccoli, rename the recipe 'Shakshuka' to 'Spicy Shakshuka', change it to 4 servings and mark it as a favorite.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 07  Files / DocumentsUI (mainstream) - CLEAN: an APK deleted, list re-sorted by size, free space grows
# ---------------------------------------------------------------------------------------------------

def traj07() -> tuple[Turns, str]:
    a = App("com.google.android.documentsui")
    dl: list[tuple[str, float, str, str]] = [  # name, bytes, shown size, date
        ("boarding_pass_LH1173.pdf", 214e3, "214 kB", "Oct 14"), ("IMG_20241012_181455.jpg", 3.80e6, "3.80 MB", "Oct 12"),
        ("invoice_2024-09.pdf", 88.1e3, "88.1 kB", "Sep 30"), ("lease_addendum.docx", 41.7e3, "41.7 kB", "Oct 2"),
        ("podcast_ep212.mp3", 61.2e6, "61.20 MB", "Oct 10"), ("Screenshot_20241014-091233.png", 1.12e6, "1.12 MB", "Oct 14"),
        ("setup_v2.3.1.apk", 24.6e6, "24.60 MB", "Sep 21")]

    def head(title: str, selected: int = 0) -> list[dict[str, Any]]:
        if selected:
            return [a(None, "Close", "ImageButton", (0, 84, 147, 231), click=True),
                    a(f"{selected} selected", None, "TextView", (168, 110, 600, 200)),
                    a(None, "Share", "TextView", (681, 84, 807, 231), "action_menu_share", click=True),
                    a(None, "Delete", "TextView", (807, 84, 933, 231), "action_menu_delete", click=True),
                    a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        return [a(None, "Show roots", "ImageButton", (0, 84, 147, 231), click=True),
                a(title, None, "TextView", (168, 110, 600, 200)),
                a(None, "Search", "TextView", (681, 84, 807, 231), "option_menu_search", click=True),
                a(None, "Grid view", "TextView", (807, 84, 933, 231), "option_menu_grid", click=True),
                a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]

    def listing(files: list[tuple[str, float, str, str]], clock: int, selected: str | None = None, batt: int = 90) -> str:
        e = head("Downloads", 1 if selected else 0)
        y = 300
        for name, _, size, date in files:
            e.append(a(name, None, "TextView", (189, y, 1017, y + 70), "android:id/title", click=True, sel=name == selected, checked=name == selected))
            e.append(a(f"{size}, {date}", None, "TextView", (189, y + 72, 1017, y + 120), "details"))
            y += 168
        return scr(hm(clock), batt, e)

    def roots(free: str, clock: int, batt: int) -> str:
        e = []
        y = 231
        for r in ["Recent", "Images", "Videos", "Audio", "Documents", "Downloads"]:
            e.append(a(r, None, "TextView", (189, y, 860, y + 126), "android:id/title", click=True))
            y += 126
        e.append(a("Pixel 7", None, "TextView", (189, y + 40, 860, y + 110), "android:id/title", click=True))
        e.append(a(f"{free} free", None, "TextView", (189, y + 110, 860, y + 160), "android:id/summary"))
        e.append(a("Drive", None, "TextView", (189, y + 200, 860, y + 270), "android:id/title", click=True))
        e.append(a("jordan.reyes@gmail.com", None, "TextView", (189, y + 270, 860, y + 320), "android:id/summary"))
        e.append(a("Photos", None, "TextView", (189, y + 360, 860, y + 430), "android:id/title", click=True))
        return scr(hm(clock), batt, e)

    def grid(title: str, names: list[str], clock: int, batt: int) -> str:
        e = head(title)
        for i, n in enumerate(names):
            r, c = divmod(i, 2)
            e.append(a(n, n, "TextView", (42 + c * 510, 700 + r * 520, 528 + c * 510, 760 + r * 520), "android:id/title", click=True))
        return scr(hm(clock), batt, e)

    def dialog(clock: int) -> str:
        e = [a("Delete this file?", None, "TextView", (84, 980, 996, 1060), "android:id/message"),
             a("Cancel", None, "Button", (560, 1120, 770, 1230), "android:id/button2", click=True),
             a("OK", None, "Button", (790, 1120, 996, 1230), "android:id/button1", click=True)]
        return scr(hm(clock), 90, e)

    def menu(clock: int) -> str:
        e = [a(x, None, "TextView", (560, 105 + i * 126, 1059, 231 + i * 126), "android:id/title", click=True)
             for i, x in enumerate(["New window", "Select all", "Sort by…", "Show internal storage"])]
        return scr(hm(clock), 90, e)

    def sort_dialog(clock: int) -> str:
        e = [a("Sort by", None, "TextView", (84, 560, 996, 640), "alertTitle")]
        for i, x in enumerate(["File name (A to Z)", "File name (Z to A)", "Type (A to Z)", "Type (Z to A)", "Size (smallest first)",
                               "Size (largest first)", "Modified (oldest first)", "Modified (newest first)"]):
            e.append(a(x, None, "CheckedTextView", (84, 660 + i * 126, 996, 786 + i * 126), "android:id/text1", checked=i == 0, click=True))
        return scr(hm(clock), 90, e)

    recent = ["Screenshot_20241014-091233.png", "boarding_pass_LH1173.pdf", "IMG_20241012_181455.jpg", "podcast_ep212.mp3"]
    byname = sorted(dl, key=lambda f: f[0].lower())
    kept = [f for f in byname if not f[0].endswith(".apk")]
    bysize = sorted(kept, key=lambda f: -f[1])
    q = Seq()
    q.open("Files", grid("Recent", recent, t(11, 20), 91))
    q.click("Show roots", roots("38.24 GB", t(11, 20), 91))
    q.click("Downloads", listing(byname, t(11, 21), batt=91))
    q.do("long_press", listing(byname, t(11, 21), selected="setup_v2.3.1.apk"), "setup_v2.3.1.apk")
    q.click("Delete", dialog(t(11, 21)))
    q.click("OK", listing(kept, t(11, 22)))
    q.click("More options", menu(t(11, 22)))
    q.click("Sort by…", sort_dialog(t(11, 22)))
    q.click("Size (largest first)", listing(bysize, t(11, 23)))
    q.click("Show roots", roots("38.26 GB", t(11, 23), 90))
    q.click("Images", grid("Images", ["Screenshot_20241014-091233.png", "PXL_20241013_144210.jpg", "PXL_20241013_143958.jpg",
                                      "IMG_20241012_181455.jpg", "PXL_20241011_071502.jpg", "PXL_20241009_190344.jpg"], t(11, 24), 90))
    return q.turns, "Goal: In Files, delete the installer 'setup_v2.3.1.apk' from Downloads and sort Downloads by size, largest first.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 08  OsmAnd (less common) - CLEAN: search, favourite saved, walking route, navigation counts down
# ---------------------------------------------------------------------------------------------------

def traj08() -> tuple[Turns, str]:
    a = App("net.osmand")
    map_buttons = [a(None, "Configure map", "ImageButton", (21, 126, 168, 273), "map_layers_button", click=True),
                   a(None, "Search", "ImageButton", (189, 126, 336, 273), "map_search_button", click=True),
                   a(None, "Rotate map", "ImageButton", (912, 126, 1059, 273), "map_compass_button", click=True),
                   a(None, "Zoom in", "ImageButton", (912, 1500, 1059, 1647), "map_zoom_in_button", click=True),
                   a(None, "Zoom out", "ImageButton", (912, 1668, 1059, 1815), "map_zoom_out_button", click=True),
                   a(None, "My location", "ImageButton", (912, 1860, 1059, 2007), "map_my_location_button", click=True)]

    def mapview(clock: int, card: str | None = None) -> str:
        e = [a(None, "Map", "android.view.View", (0, 63, 1080, 2274), "MapView", click=True)] + map_buttons
        if card is None:
            e += [a("100 m", None, "TextView", (21, 2050, 250, 2110), "map_ruler_text"),
                  a(None, "Menu", "ImageButton", (21, 2100, 168, 2247), "map_menu_button", click=True),
                  a(None, "Directions", "ImageButton", (189, 2100, 336, 2247), "map_route_info_button", click=True)]
        else:
            saved = card == "saved"
            e += [a("Ferry Building Marketplace", None, "TextView", (42, 1580, 900, 1660), "context_menu_line1"),
                  a("Favorites" if saved else "Marketplace", None, "TextView", (42, 1660, 900, 1710), "context_menu_line2"),
                  a("1.2 km", None, "TextView", (42, 1720, 300, 1770), "distance"),
                  a("Open until 20:00", None, "TextView", (320, 1720, 900, 1770), "opening_hours"),
                  a("1 Ferry Building, San Francisco", None, "TextView", (42, 1780, 1038, 1830), "context_menu_line3"),
                  a("Edit" if saved else "Save", "Edit favorite" if saved else "Add to favorites", "Button", (42, 1860, 280, 1990), "fav_button", click=True),
                  a("Marker", None, "Button", (290, 1860, 528, 1990), "marker_button", click=True),
                  a("Share", None, "Button", (538, 1860, 776, 1990), "share_button", click=True),
                  a("More", None, "Button", (786, 1860, 1038, 1990), "more_button", click=True),
                  a("Details", None, "Button", (42, 2040, 528, 2170), "details_button", click=True),
                  a("Directions", None, "Button", (552, 2040, 1038, 2170), "directions_button", click=True)]
        return scr(hm(clock), 83, e)

    def search(text: str | None, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(text, None, "EditText", (147, 105, 912, 210), "searchEditText", hint="Search or type address", click=True, edit=True, focus=True),
             a(None, "Clear", "ImageButton", (912, 84, 1059, 231), "clearButton", click=True)]
        if text is None:
            e += [a("History", None, "TextView", (0, 252, 360, 357), click=True, sel=True),
                  a("Categories", None, "TextView", (360, 252, 720, 357), click=True),
                  a("Address", None, "TextView", (720, 252, 1080, 357), click=True)]
            hits = [("Coit Tower", "Historic site · 1.9 km"), ("Whole Foods Market", "Supermarket · 850 m"),
                    ("Salesforce Park", "Park · 600 m")]
        else:
            hits = [("Ferry Building Marketplace", "Marketplace · 1.2 km"), ("San Francisco Ferry Building", "Ferry terminal · 1.3 km"),
                    ("Ferry Building", "Bus stop · 1.2 km"), ("Ferry Building Plaza", "Square · 1.3 km")]
        y = 378
        for name, sub in hits:
            e.append(a(name, None, "TextView", (168, y, 1038, y + 70), "title", click=True))
            e.append(a(sub, None, "TextView", (168, y + 72, 1038, y + 120), "subtitle"))
            y += 168
        return scr(hm(clock), 83, e)

    def fav_dialog(clock: int) -> str:
        e = [a(None, "Close", "ImageButton", (0, 84, 147, 231), click=True),
             a("Add favorite", None, "TextView", (168, 110, 700, 200)),
             a("Ferry Building Marketplace", None, "EditText", (42, 260, 1038, 390), "name_edit", hint="Name", click=True, edit=True),
             a("1 Ferry Building, San Francisco", None, "EditText", (42, 410, 1038, 540), "address_edit", hint="Address", click=True, edit=True),
             a(None, None, "EditText", (42, 560, 1038, 690), "description_edit", hint="Description", click=True, edit=True),
             a("Group", None, "TextView", (42, 730, 600, 790)),
             a("Favorites", None, "TextView", (42, 800, 500, 870), "group_name", click=True, sel=True),
             a("12", None, "TextView", (42, 870, 500, 920), "group_count"),
             a("Restaurants", None, "TextView", (520, 800, 1038, 870), "group_name", click=True),
             a("5", None, "TextView", (520, 870, 1038, 920), "group_count"),
             a("Cancel", None, "Button", (42, 2120, 528, 2250), "dismiss_button", click=True),
             a("Save", None, "Button", (552, 2120, 1038, 2250), "right_bottom_button", click=True)]
        return scr(hm(clock), 83, e)

    def plan(mode: str, clock: int) -> str:
        dist, mins = {"Car": ("1.6 km", 7), "Pedestrian": ("1.3 km", 17)}[mode]
        e = [a(None, "Close", "ImageButton", (0, 84, 147, 231), click=True),
             a("My position", None, "TextView", (168, 105, 900, 175), "fromText", click=True),
             a("Ferry Building Marketplace", None, "TextView", (168, 190, 900, 260), "toText", click=True)]
        for i, m in enumerate(["Car", "Bicycle", "Pedestrian", "Public transport"]):
            e.append(a(None, m, "ImageView", (42 + i * 150, 300, 180 + i * 150, 420), "app_mode_icon", click=True, sel=m == mode, checked=m == mode))
        e += [a(f"{mins} min", None, "TextView", (42, 1900, 400, 1980), "time"),
              a(dist, None, "TextView", (420, 1900, 700, 1980), "distance"),
              a(f"Arrive at {hm(clock + mins, True)}", None, "TextView", (42, 1985, 700, 2040), "arrival"),
              a("Details", None, "Button", (42, 2120, 340, 2250), "details_button", click=True),
              a("Settings", None, "Button", (360, 2120, 660, 2250), "settings_button", click=True),
              a("Start", None, "Button", (680, 2120, 1038, 2250), "start_button", click=True)]
        return scr(hm(clock), 83, e)

    def nav(turn: str, street_next: str, in_m: str, left: str, mins: int, arrive: str, street: str, clock: int, batt: int) -> str:
        e = [a(None, "Map", "android.view.View", (0, 63, 1080, 2274), "MapView", click=True),
             a(in_m, None, "TextView", (21, 84, 400, 200), "map_turn_distance"),
             a(f"{turn} onto {street_next}", None, "TextView", (21, 200, 700, 260), "map_turn_info"),
             a(left, "Distance to destination", "TextView", (700, 84, 1059, 160), "widget_distance"),
             a(f"{mins} min", "Time to go", "TextView", (700, 160, 1059, 236), "widget_time"),
             a(arrive, "Arrival time", "TextView", (700, 236, 1059, 312), "widget_arrival"),
             a(street, None, "TextView", (200, 1900, 880, 1980), "map_street_name"),
             a("4 km/h", "Speed", "TextView", (21, 1900, 190, 1980), "widget_speed")] + map_buttons[3:] + [
             a(None, "Menu", "ImageButton", (21, 2100, 168, 2247), "map_menu_button", click=True),
             a(None, "Stop navigation", "ImageButton", (189, 2100, 336, 2247), "map_route_info_button", click=True)]
        return scr(hm(clock), batt, e, extra="OsmAnd navigation")

    q = Seq()
    q.open("OsmAnd", mapview(t(10, 19)))
    q.click("Search", search(None, t(10, 19)))
    q.type("Ferry Building", "Search or type address", search("Ferry Building", t(10, 20)))
    q.click("Ferry Building Marketplace", mapview(t(10, 20), card="place"))
    q.click("Save", fav_dialog(t(10, 20)))
    q.click("Save", mapview(t(10, 21), card="saved"))
    q.click("Directions", plan("Car", t(10, 21)))
    q.click("Pedestrian", plan("Pedestrian", t(10, 22)))
    q.click("Start", nav("Turn left", "Market Street", "350 m", "1.3 km", 17, "10:39", "Spear Street", t(10, 22), 83))
    q.do("wait", nav("Turn left", "Market Street", "120 m", "1.1 km", 14, "10:39", "Spear Street", t(10, 25), 82))
    q.do("wait", nav("Turn right", "The Embarcadero", "210 m", "740 m", 11, "10:41", "Market Street", t(10, 30), 81))
    return q.turns, "Goal: In OsmAnd, find 'Ferry Building Marketplace', save it to Favorites and start walking navigation to it.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 09  Messages (mainstream) - BAD: the text sent to Priya at turn 4 is previewed with a different time at turn 9
# ---------------------------------------------------------------------------------------------------

def traj09() -> tuple[Turns, str]:
    a = App("com.google.android.apps.messaging")
    to_priya = "Running a bit late — I'll be there at 7:15. Table is under Chen."
    to_dad = "Will call after dinner, around 9:30."

    def inbox(rows: list[tuple[str, str, str, bool]], clock: int, batt: int) -> str:
        e = [a("Messages", None, "TextView", (189, 110, 700, 200)),
             a(None, "Search messages", "ImageButton", (786, 84, 933, 231), "action_zero_state_search", click=True),
             a(None, "Account and settings", "ImageView", (933, 84, 1080, 231), "selected_account_disc_gmail", click=True)]
        y = 252
        for name, snippet, when, unread in rows:
            e.append(a(name, "Unread" if unread else None, "TextView", (231, y + 30, 860, y + 100), "conversation_name", click=True))
            e.append(a(snippet, None, "TextView", (231, y + 100, 1017, y + 160), "conversation_snippet"))
            e.append(a(when, None, "TextView", (860, y + 30, 1038, y + 100), "conversation_timestamp"))
            y += 200
        e.append(a("Start chat", "Start chat", "Button", (620, 2000, 1038, 2150), "start_chat_fab", click=True))
        return scr(hm(clock), batt, e)

    def thread(name: str, number: str, msgs: list[tuple[str, str, str]], draft: str | None, clock: int, batt: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(name, None, "TextView", (189, 95, 700, 165), "conversation_title"),
             a(number, None, "TextView", (189, 165, 700, 210), "conversation_subtitle"),
             a(None, "Call", "TextView", (681, 84, 807, 231), "action_call", click=True),
             a(None, "Video call", "TextView", (807, 84, 933, 231), "action_video_call", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        y = 600
        for who, text, when in msgs:
            desc = f"{'You' if who == 'me' else name} said  {text} {when}."
            x0 = 300 if who == "me" else 42
            e.append(a(text, desc, "TextView", (x0, y, x0 + 738, y + 150), "message_text", click=True))
            e.append(a(when, None, "TextView", (x0, y + 155, x0 + 400, y + 200), "message_status"))
            y += 240
        e += [a(None, "Add attachment", "ImageButton", (0, 2130, 126, 2256), "plus_button", click=True),
              a(draft, None, "EditText", (126, 2130, 870, 2256), "compose_message_text", hint="Text message", click=True, edit=True, focus=draft is not None),
              a(None, "Send SMS" if draft else "Record voice message", "ImageButton", (912, 2130, 1059, 2256), "send_message_button_icon", click=True)]
        return scr(hm(clock), batt, e)

    priya = [("them", "Hey! Are we still on for tonight?", "6:10 PM"), ("them", "Are we still on for 7 at Osteria Lupa?", "6:12 PM")]
    dad = [("them", "Call me when you're free, it's about the car insurance", "5:40 PM")]
    rest = [("Verizon", "Your bill for Oct is ready. Amount due: $84.17 by Oct 28.", "2:03 PM", False),
            ("Lena Park", "haha yes 😂 send me the pics", "Yesterday", False),
            ("72975", "G-482913 is your Google verification code.", "Mon", False)]
    q = Seq()
    q.open("Messages", inbox([("Priya Raman", priya[-1][1], "6:12 PM", True), ("Dad", dad[0][1], "5:40 PM", True)] + rest, t(18, 16), 52))
    q.click("Priya Raman", thread("Priya Raman", "+1 628-555-0147", priya, None, t(18, 16), 52))
    q.type(to_priya, "Text message", thread("Priya Raman", "+1 628-555-0147", priya, to_priya, t(18, 17), 52))
    q.click("Send SMS", thread("Priya Raman", "+1 628-555-0147", priya + [("me", to_priya, "Now")], None, t(18, 17), 52))
    q.back(inbox([("Priya Raman", f"You: {to_priya}", "Now", False), ("Dad", dad[0][1], "5:40 PM", True)] + rest, t(18, 17), 52))
    q.click("Dad", thread("Dad", "+1 415-555-0102", dad, None, t(18, 18), 51))
    q.type(to_dad, "Text message", thread("Dad", "+1 415-555-0102", dad, to_dad, t(18, 18), 51))
    q.click("Send SMS", thread("Dad", "+1 415-555-0102", dad + [("me", to_dad, "Now")], None, t(18, 19), 51))
    drifted = to_priya.replace("7:15", "7:45")
    q.back(inbox([("Dad", f"You: {to_dad}", "Now", False), ("Priya Raman", f"You: {drifted}", "2 min", False)] + rest, t(18, 19), 51))
    q.click("Verizon", thread("Verizon", "Verizon", [("them", "Verizon: Your bill for Sep was paid. Thank you!", "Sep 27"),
                                                     ("them", rest[0][1], "2:03 PM")], None, t(18, 20), 51))
    return q.turns, "Goal: Text Priya Raman that you are running late and will be there at 7:15 (table under Chen), then reply to Dad that you will call after dinner around 9:30.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 10  Tasks.org (less common) - CLEAN: a task completed and hidden, a task added, list re-sorted, completed shown
# ---------------------------------------------------------------------------------------------------

def traj10() -> tuple[Turns, str]:
    a = App("org.tasks")
    tasks: list[dict[str, Any]] = [
        {"title": "Submit expense report", "due": "Today 5:00 PM", "k": 1, "done": False, "prio": "High"},
        {"title": "Call plumber", "due": "Today 6:30 PM", "k": 2, "done": False, "prio": "Medium"},
        {"title": "Renew passport", "due": "Tomorrow", "k": 3, "done": False, "prio": "None"},
        {"title": "Book dentist", "due": "Fri", "k": 5, "done": False, "prio": "None"},
        {"title": "Water plants", "due": None, "k": 9, "done": False, "prio": "None"},
        {"title": "Backup laptop", "due": None, "k": 9, "done": False, "prio": "Low"},
    ]

    def listing(clock: int, by: str = "due", show_done: bool = False, snack: str | None = None) -> str:
        e = [a(None, "Open navigation drawer", "ImageButton", (0, 84, 147, 231), click=True),
             a("My Tasks", None, "TextView", (189, 110, 600, 200)),
             a(None, "Sort", "TextView", (807, 84, 933, 231), "menu_sort", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        shown = [x for x in tasks if show_done or not x["done"]]
        if by == "due":
            shown.sort(key=lambda x: (bool(x["done"]), x["k"]))
        else:
            shown.sort(key=lambda x: (bool(x["done"]), x["title"].lower()))
        y = 252
        for x in shown:
            e.append(a(None, "Complete" if not x["done"] else "Completed", "CheckBox", (21, y + 20, 147, y + 146), "completeBox", checked=bool(x["done"]), click=True))
            e.append(a(x["title"], None, "TextView", (168, y + 20, 1017, y + 90), "title", click=True))
            if x["due"] or x["done"]:
                e.append(a(x["done"] if isinstance(x["done"], str) else x["due"], None, "TextView", (168, y + 92, 1017, y + 140), "due_date"))
            y += 168
        e.append(a(None, "Create new task", "ImageButton", (853, 2016, 1038, 2201), "fab", click=True))
        if snack:
            e += [a(snack, None, "TextView", (63, 2060, 700, 2140), "snackbar_text"),
                  a("Undo", None, "Button", (820, 2050, 1017, 2150), "snackbar_action", click=True)]
        return scr(hm(clock), 67, e)

    def editor(title: str | None, due: str, clock: int) -> str:
        e = [a(None, "Save", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Delete task", "TextView", (807, 84, 933, 231), "menu_delete", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a(None, "Complete", "CheckBox", (21, 273, 147, 399), "completeBox", click=True),
             a(title, None, "EditText", (168, 273, 1017, 399), "title", hint="Task name", click=True, edit=True, focus=True),
             a("Due date", None, "TextView", (168, 450, 600, 510)),
             a(due, None, "TextView", (168, 510, 1017, 580), "due_date", click=True),
             a("Priority", None, "TextView", (168, 630, 600, 690)),
             a("None", None, "RadioButton", (168, 700, 380, 800), "priority_none", checked=True, click=True),
             a("Low", None, "RadioButton", (380, 700, 590, 800), "priority_low", click=True),
             a("Medium", None, "RadioButton", (590, 700, 800, 800), "priority_medium", click=True),
             a("High", None, "RadioButton", (800, 700, 1017, 800), "priority_high", click=True),
             a("My Tasks", None, "TextView", (168, 860, 1017, 930), "list_chip", click=True),
             a("Add tags", None, "TextView", (168, 980, 1017, 1050), "tags", click=True),
             a("Add reminder", None, "TextView", (168, 1100, 1017, 1170), "reminder", click=True)]
        return scr(hm(clock), 67, e)

    def due_dialog(clock: int) -> str:
        e = [a(x, None, "TextView", (84, 700 + i * 126, 996, 826 + i * 126), click=True)
             for i, x in enumerate(["Today", "Tomorrow", "Next week", "Pick date", "No date"])]
        e += [a("No time", None, "TextView", (84, 1400, 996, 1500), click=True),
              a("Cancel", None, "Button", (560, 1560, 770, 1670), "button2", click=True)]
        return scr(hm(clock), 67, e)

    def sort_dialog(clock: int) -> str:
        e = [a("Sort", None, "TextView", (84, 520, 996, 600), "alertTitle")]
        for i, x in enumerate(["Due date", "Start date", "Title", "Priority", "Modified", "Created"]):
            e.append(a(x, None, "RadioButton", (84, 620 + i * 126, 996, 746 + i * 126), click=True, checked=x == "Due date"))
        e.append(a("Completed at bottom", None, "CheckBox", (84, 1420, 996, 1520), checked=True, click=True))
        return scr(hm(clock), 67, e)

    def more(clock: int) -> str:
        e = [a(x, None, "TextView", (560, 105 + i * 126, 1059, 231 + i * 126), "title", click=True, checked=False)
             for i, x in enumerate(["Show completed", "Show hidden", "Clear completed", "Settings"])]
        return scr(hm(clock), 67, e)

    q = Seq()
    q.open("Tasks", listing(t(10, 1)))
    tasks[1]["done"] = "Completed Today 10:02 AM"
    q.click("Complete", listing(t(10, 2), snack="Task completed"), nth=1)
    q.click("Create new task", editor(None, "No date", t(10, 2)))
    q.type("Pick up dry cleaning", "Task name", editor("Pick up dry cleaning", "No date", t(10, 3)))
    q.click("No date", due_dialog(t(10, 3)))
    q.click("Tomorrow", editor("Pick up dry cleaning", "Tomorrow", t(10, 3)))
    tasks.append({"title": "Pick up dry cleaning", "due": "Tomorrow", "k": 3.5, "done": False, "prio": "None"})
    q.click("Save", listing(t(10, 4)))
    q.click("Sort", sort_dialog(t(10, 4)))
    q.click("Title", listing(t(10, 4), by="title"))
    q.click("More options", more(t(10, 5)))
    q.click("Show completed", listing(t(10, 5), by="title", show_done=True))
    return q.turns, "Goal: In Tasks, mark 'Call plumber' as done, add 'Pick up dry cleaning' due tomorrow, then sort the list by title and show completed tasks.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 11  Gmail (mainstream) - BAD: the reply sent at 10:45 AM (turn 5) is listed in Sent at 10:14 AM (turn 10),
#     before the 10:31 AM message it answers
# ---------------------------------------------------------------------------------------------------

def traj11() -> tuple[Turns, str]:
    a = App("com.google.android.gm")
    subj = "Q3 vendor invoice – action needed"
    body = ("Hi Jordan, attached is the Q3 invoice from Northwind Logistics (INV-20931, $18,240.00). "
            "Can you confirm the PO number before Friday? Thanks, Dana")
    reply = "Hi Dana, the PO is PO-7781 and it is approved on my side. – Jordan"
    inbox_rows = [["Dana Whitfield", subj, "10:31 AM", True], ["Figma", "Your weekly digest: 4 files updated", "9:58 AM", True],
                  ["REI Co-op", "Flash sale: 30% off tents ends tonight", "8:12 AM", False],
                  ["GitHub", "[acme/api] PR #482: retry budget for webhook sender", "7:46 AM", False],
                  ["Lufthansa", "Your boarding pass LH 1173", "Oct 14", False]]

    def inbox(rows: list[list[Any]], clock: int, selected: str | None = None, snack: str | None = None) -> str:
        if selected:
            e = [a(None, "Done", "ImageButton", (0, 84, 147, 231), click=True),
                 a("1", None, "TextView", (168, 110, 300, 200)),
                 a(None, "Archive", "TextView", (555, 84, 681, 231), "archive", click=True),
                 a(None, "Delete", "TextView", (681, 84, 807, 231), "delete", click=True),
                 a(None, "Mark unread", "TextView", (807, 84, 933, 231), "unread", click=True),
                 a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        else:
            e = [a(None, "Open navigation drawer", "ImageButton", (21, 105, 147, 210), click=True),
                 a("Search in mail", None, "TextView", (168, 105, 850, 210), "open_search", click=True),
                 a(None, "Account and settings.", "ImageView", (891, 105, 1017, 210), "og_apd_ring_view", click=True),
                 a("Primary", None, "TextView", (42, 252, 600, 320))]
        y = 340
        for sender, sub, when, unread in rows:
            e.append(a(sender, f"Unread, {sender}" if unread else None, "TextView", (189, y, 800, y + 60), "senders",
                       click=True, sel=sender == selected, checked=sender == selected))
            e.append(a(sub, None, "TextView", (189, y + 62, 1017, y + 112), "subject"))
            e.append(a(when, None, "TextView", (820, y, 1038, y + 60), "date"))
            y += 200
        e.append(a("Compose", "Compose", "Button", (640, 1980, 1038, 2130), "compose_button", click=True))
        if snack:
            e += [a(snack, None, "TextView", (63, 2000, 600, 2080), "description_text"),
                  a("Undo", None, "Button", (820, 1990, 1017, 2090), "action_text", click=True)]
        return scr(hm(clock), 86, e)

    def message(clock: int, sent: bool = False) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Archive", "TextView", (555, 84, 681, 231), "archive", click=True),
             a(None, "Delete", "TextView", (681, 84, 807, 231), "delete", click=True),
             a(None, "Mark unread", "TextView", (807, 84, 933, 231), "inside_conversation_unread", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a(subj, None, "TextView", (42, 260, 1038, 380), "subject_and_folder_view"),
             a("Inbox", None, "TextView", (42, 390, 200, 440), "folder")]
        if not sent:
            e += [a("Dana Whitfield", None, "TextView", (189, 480, 700, 540), "sender_name"),
                  a("to me", None, "TextView", (189, 540, 500, 590), "recipient_summary"),
                  a(f"10:31 AM ({(clock - t(10, 31))} minutes ago)", None, "TextView", (500, 540, 1038, 590), "upper_date"),
                  a(body, None, "TextView", (42, 640, 1038, 900), "webview_text"),
                  a("INV-20931.pdf", "Attachment: INV-20931.pdf, 212 KB", "TextView", (42, 940, 520, 1200), "attachment_tile_title", click=True)]
        else:
            e += [a("Dana Whitfield", f"Dana Whitfield, {body[:40]}…, 10:31 AM", "TextView", (189, 480, 700, 540), "sender_name", click=True),
                  a("10:31 AM", None, "TextView", (820, 480, 1038, 540), "upper_date"),
                  a("1 attachment", None, "TextView", (189, 540, 700, 590), "snippet"),
                  a("me", None, "TextView", (189, 660, 700, 720), "sender_name"),
                  a("to Dana", None, "TextView", (189, 720, 500, 770), "recipient_summary"),
                  a("10:45 AM (0 minutes ago)", None, "TextView", (500, 720, 1038, 770), "upper_date"),
                  a(reply, None, "TextView", (42, 820, 1038, 960), "webview_text")]
        e += [a("Reply", None, "Button", (42, 2100, 350, 2220), "reply_button_bottom", click=True),
              a("Reply all", None, "Button", (370, 2100, 700, 2220), "reply_all_button_bottom", click=True),
              a("Forward", None, "Button", (720, 2100, 1038, 2220), "forward_button_bottom", click=True)]
        if sent:
            e.append(a("Sent", None, "TextView", (63, 1980, 600, 2060), "description_text"))
        return scr(hm(clock), 86, e)

    def compose(text: str | None, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Reply", None, "TextView", (168, 110, 500, 200)),
             a(None, "Attach file", "TextView", (681, 84, 807, 231), "add_attachment", click=True),
             a(None, "Send", "TextView", (807, 84, 933, 231), "send", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a("From", None, "TextView", (42, 260, 200, 340)),
             a("jordan.reyes@acme.io", None, "TextView", (210, 260, 1038, 340), "from_account_name"),
             a("To", None, "TextView", (42, 370, 200, 450)),
             a("Dana Whitfield", "Dana Whitfield <dana.whitfield@northwind-logistics.com>", "TextView", (210, 370, 800, 450), "to", click=True),
             a(f"Re: {subj}", None, "EditText", (42, 480, 1038, 580), "subject", hint="Subject", click=True, edit=True),
             a(text, None, "EditText", (42, 600, 1038, 1200), "body", hint="Compose email", click=True, edit=True, focus=True),
             a("Show quoted text", None, "Button", (42, 1220, 500, 1320), "quoted_text_toggle", click=True)]
        return scr(hm(clock), 86, e)

    def drawer(clock: int) -> str:
        e = [a("Gmail", None, "TextView", (42, 105, 700, 200))]
        items = [("All inboxes", None), ("Primary", "1"), ("Promotions", "14 new"), ("Social", None), ("Starred", None),
                 ("Snoozed", None), ("Important", "1"), ("Sent", None), ("Scheduled", None), ("Outbox", None), ("Drafts", "3"),
                 ("All mail", None), ("Spam", None), ("Trash", None)]
        for i, (lab, n) in enumerate(items):
            e.append(a(lab, f"{lab}, {n} unread" if n and n.isdigit() and lab != "Drafts" else lab, "TextView", (147, 231 + i * 132, 700, 363 + i * 132), "name", click=True, sel=lab == "Primary"))
            if n:
                e.append(a(n, None, "TextView", (760, 231 + i * 132, 880, 363 + i * 132), "unread"))
        return scr(hm(clock), 86, e)

    def sent_list(rows: list[tuple[str, str, str]], clock: int) -> str:
        e = [a(None, "Open navigation drawer", "ImageButton", (21, 105, 147, 210), click=True),
             a("Search in sent", None, "TextView", (168, 105, 850, 210), "open_search", click=True),
             a(None, "Account and settings.", "ImageView", (891, 105, 1017, 210), "og_apd_ring_view", click=True),
             a("Sent", None, "TextView", (42, 252, 600, 320))]
        y = 340
        for to, sub, when in rows:
            e.append(a(to, None, "TextView", (189, y, 800, y + 60), "senders", click=True))
            e.append(a(sub, None, "TextView", (189, y + 62, 1017, y + 112), "subject"))
            e.append(a(when, None, "TextView", (820, y, 1038, y + 60), "date"))
            y += 200
        e.append(a("Compose", "Compose", "Button", (640, 1980, 1038, 2130), "compose_button", click=True))
        return scr(hm(clock), 86, e)

    def other(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Archive", "TextView", (555, 84, 681, 231), "archive", click=True),
             a(None, "Delete", "TextView", (681, 84, 807, 231), "delete", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a("Badge not working on floor 4", None, "TextView", (42, 260, 1038, 380), "subject_and_folder_view"),
             a("Sent", None, "TextView", (42, 390, 200, 440), "folder"),
             a("me", None, "TextView", (189, 480, 700, 540), "sender_name"),
             a("to facilities", None, "TextView", (189, 540, 500, 590), "recipient_summary"),
             a("Oct 13", None, "TextView", (500, 540, 1038, 590), "upper_date"),
             a("Hi team, my badge (ID 40417) stopped opening the 4th floor east door since Friday. Could you re-enable it? Thanks, Jordan",
               None, "TextView", (42, 640, 1038, 900), "webview_text")]
        return scr(hm(clock), 85, e)

    q = Seq()
    q.open("Gmail", inbox(inbox_rows, t(10, 43)))
    q.click("Dana Whitfield", message(t(10, 43)))
    q.click("Reply", compose(None, t(10, 44)))
    q.type(reply, "Compose email", compose(reply, t(10, 45)))
    q.click("Send", message(t(10, 45), sent=True))
    inbox_rows[0] = ["Dana Whitfield, me", subj, "10:45 AM", False]
    q.back(inbox(inbox_rows, t(10, 45)))
    q.do("long_press", inbox(inbox_rows, t(10, 46), selected="REI Co-op"), "REI Co-op")
    del inbox_rows[2]
    q.click("Archive", inbox(inbox_rows, t(10, 46), snack="Archived"))
    q.click("Open navigation drawer", drawer(t(10, 46)))
    q.click("Sent", sent_list([("To: Dana Whitfield", f"Re: {subj}", "10:14 AM"), ("To: Priya Raman", "Dinner Friday?", "Oct 14"),
                               ("To: facilities", "Badge not working on floor 4", "Oct 13"),
                               ("To: Northwind AP", "Remittance advice INV-20544", "Oct 9")], t(10, 47)))
    q.click("To: facilities", other(t(10, 47)))
    return q.turns, "Goal: In Gmail, reply to Dana Whitfield's invoice email with the PO number PO-7781, archive the REI promotion, then check the Sent folder.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 12  Joplin (less common) - BAD: after appending one checklist line, an untouched line shows a different IP (turn 5)
# ---------------------------------------------------------------------------------------------------

def traj12() -> tuple[Turns, str]:
    a = App("net.cozic.joplin")
    lines = ["Target: db-prod-02 → db-prod-03 (PostgreSQL 15.6)", "Rollback: keep db-prod-02 read-only for 72 h", "",
             "- [ ] Freeze writes at 22:00 UTC on Oct 19", "- [ ] pg_dump to s3://ops-backups/db-prod-02/2024-10-19/",
             "- [ ] Verify dump checksum sha256 9f2c41e7…a03d", "- [ ] Switch app config DB_HOST=10.20.4.17",
             "- [ ] Smoke tests: /healthz, login, checkout", "- [ ] Unfreeze writes, announce in #ops"]
    added = "- [ ] Update status page after cutover"

    def notes(order: list[str], clock: int) -> str:
        e = [a(None, "Sidebar", "Button", (0, 84, 147, 231), click=True),
             a("Work", None, "TextView", (168, 110, 600, 200)),
             a(None, "Search", "Button", (807, 84, 933, 231), click=True),
             a(None, "Menu", "Button", (933, 84, 1080, 231), click=True)]
        for i, n in enumerate(order):
            e.append(a(n, None, "TextView", (42, 252 + i * 147, 1038, 399 + i * 147), click=True))
        e.append(a(None, "Add new", "Button", (853, 2016, 1038, 2201), click=True))
        return scr(hm(clock), 47, e)

    def view(title: str, body: list[str], clock: int) -> str:
        e = [a(None, "Back", "Button", (0, 84, 147, 231), click=True),
             a(None, "Attach", "Button", (681, 84, 807, 231), click=True),
             a(None, "Edit", "Button", (807, 84, 933, 231), click=True),
             a(None, "Actions", "Button", (933, 84, 1080, 231), click=True),
             a(title, None, "TextView", (42, 260, 1038, 380))]
        y = 420
        for ln in body:
            if not ln:
                continue
            if ln.startswith("- [ ] "):
                e.append(a(ln[6:], None, "CheckBox", (42, y, 1038, y + 80), checked=False, click=True))
            else:
                e.append(a(ln, None, "TextView", (42, y, 1038, y + 80)))
            y += 90
        return scr(hm(clock), 47, e)

    def editor(body: str, clock: int) -> str:
        e = [a(None, "Back", "Button", (0, 84, 147, 231), click=True),
             a(None, "Undo", "Button", (555, 84, 681, 231), click=True),
             a(None, "Save", "Button", (681, 84, 807, 231), click=True),
             a(None, "Attach", "Button", (807, 84, 933, 231), click=True),
             a(None, "Actions", "Button", (933, 84, 1080, 231), click=True),
             a("Server migration checklist", None, "EditText", (42, 260, 1038, 380), hint="Add title", click=True, edit=True),
             a(body, None, "EditText", (42, 400, 1038, 2100), hint="Type your note here...", click=True, edit=True, focus=True)]
        return scr(hm(clock), 47, e)

    def sidebar(clock: int) -> str:
        e = [a("Joplin", None, "TextView", (42, 105, 700, 200))]
        for i, (nb, n) in enumerate([("All notes", 48), ("Personal", 12), ("Recipes", 31), ("Work", 5)]):
            e.append(a(nb, None, "TextView", (63, 260 + i * 132, 700, 392 + i * 132), click=True, sel=nb == "Work"))
            e.append(a(str(n), None, "TextView", (760, 260 + i * 132, 900, 392 + i * 132)))
        e += [a("Synchronise", None, "Button", (42, 1900, 700, 2020), click=True),
              a("Last sync: 10/15/2024 08:12", None, "TextView", (42, 2030, 900, 2090)),
              a(None, "Configuration", "Button", (900, 1900, 1038, 2020), click=True)]
        return scr(hm(clock), 47, e)

    vendor = ["Northwind Logistics — Dana Whitfield, +1 617 555 0134", "Acme Cloud — support@acmecloud.io, contract AC-5512",
              "Brightline Security — pentest window Nov 4–8", "Printer lease: Ricoh, acct 88-20417, renews Jan 31"]
    order = ["Q4 OKRs draft", "Server migration checklist", "Vendor contacts", "1:1 notes – Priya", "Release 3.2 retro"]
    body = "\n".join(lines)
    new_body = body + "\n" + added
    shown = lines + [added]
    drift = [ln.replace("10.20.4.17", "10.20.4.71") for ln in shown]
    assert drift != shown
    q = Seq()
    q.open("Joplin", notes(order, t(16, 2)))
    q.click("Server migration checklist", view("Server migration checklist", lines, t(16, 2)))
    q.click("Edit", editor(body, t(16, 3)))
    q.type("\n" + added, "Type your note here...", editor(new_body, t(16, 4)))
    q.click("Save", view("Server migration checklist", drift, t(16, 4)))
    q.click("Back", notes([order[1], order[0]] + order[2:], t(16, 5)))
    q.click("Vendor contacts", view("Vendor contacts", vendor, t(16, 5)))
    q.click("Back", notes([order[1], order[0]] + order[2:], t(16, 6)))
    q.click("Sidebar", sidebar(t(16, 6)))
    return q.turns, "Goal: In Joplin, add the item 'Update status page after cutover' to the end of the 'Server migration checklist' note in the Work notebook, then look up the vendor contacts note.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 13  Google Maps (mainstream) - CLEAN: place saved to a list, live travel times move, navigation counts down
# ---------------------------------------------------------------------------------------------------

def traj13() -> tuple[Turns, str]:
    a = App("com.google.android.apps.maps")

    def home(clock: int) -> str:
        e = [a(None, "Map view", "android.view.View", (0, 63, 1080, 2200), "mainmap_container", click=True),
             a("Search here", None, "TextView", (147, 105, 870, 210), "search_omnibox_text_box", click=True),
             a(None, "Voice search", "ImageView", (870, 105, 975, 210), click=True),
             a(None, "Account and settings", "ImageView", (975, 105, 1059, 210), click=True)]
        for i, chip in enumerate(["Restaurants", "Coffee", "Gas", "Groceries"]):
            e.append(a(chip, None, "Button", (21 + i * 262, 240, 262 + i * 262, 340), click=True))
        e += [a(None, "Layers", "ImageButton", (933, 400, 1059, 526), click=True),
              a(None, "Re-center map to your location", "ImageButton", (912, 1840, 1059, 1987), click=True)]
        for i, tab in enumerate(["Explore", "You", "Contribute"]):
            e.append(a(tab, tab, "FrameLayout", (i * 360, 2200, i * 360 + 360, 2337), click=True, sel=tab == "Explore"))
        return scr(hm(clock), 74, e)

    def suggest(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (21, 105, 147, 210), click=True),
             a("Blue Bottle Coffee", None, "EditText", (147, 105, 870, 210), "search_omnibox_edit_text", click=True, edit=True, focus=True)]
        for i, (addr, d) in enumerate([("66 Mint St, San Francisco", "1.8 mi"), ("1 Ferry Building #7, San Francisco", "2.3 mi"),
                                       ("300 Webster St, Oakland", "9.6 mi")]):
            y = 260 + i * 190
            e.append(a("Blue Bottle Coffee", None, "TextView", (168, y, 860, y + 70), "suggestion_title", click=True))
            e.append(a(addr, None, "TextView", (168, y + 72, 860, y + 120), "suggestion_subtitle"))
            e.append(a(d, None, "TextView", (880, y, 1038, y + 70), "suggestion_distance"))
        return scr(hm(clock), 74, e)

    def place(clock: int, drive: str, saved: bool, snack: str | None = None) -> str:
        e = [a(None, "Map view", "android.view.View", (0, 63, 1080, 1000), "mainmap_container", click=True),
             a("Blue Bottle Coffee", None, "EditText", (147, 105, 870, 210), "search_omnibox_text_box", click=True),
             a("Blue Bottle Coffee", None, "TextView", (42, 1040, 1038, 1130), "title"),
             a("4.4", "4.4 stars", "TextView", (42, 1140, 140, 1200)),
             a("(2,137)", "2,137 reviews", "TextView", (150, 1140, 320, 1200)),
             a("Coffee shop · $$", None, "TextView", (340, 1140, 900, 1200)),
             a("Open · Closes 6 PM", None, "TextView", (42, 1210, 700, 1270)),
             a(drive, f"Driving, {drive}", "TextView", (760, 1210, 1038, 1270)),
             a("Directions", None, "Button", (42, 1300, 330, 1420), click=True),
             a("Start", None, "Button", (350, 1300, 560, 1420), click=True),
             a("Call", None, "Button", (580, 1300, 760, 1420), click=True),
             a("Saved" if saved else "Save", "Saved in Want to go" if saved else "Save", "Button", (780, 1300, 1038, 1420), click=True, checked=saved),
             a("66 Mint St, San Francisco, CA 94103", None, "TextView", (42, 1480, 1038, 1560), click=True),
             a("Busy · Usually not too busy", None, "TextView", (42, 1580, 1038, 1640))]
        if snack:
            e += [a(snack, None, "TextView", (63, 2060, 700, 2140), "snackbar_text"),
                  a("Change", None, "Button", (820, 2050, 1017, 2150), "snackbar_action", click=True)]
        return scr(hm(clock), 74, e)

    def lists(clock: int) -> str:
        e = [a("Save to list", None, "TextView", (42, 1100, 1038, 1180))]
        for i, (n, c) in enumerate([("Favorites", "Private · 14 places"), ("Want to go", "Private · 6 places"),
                                    ("Travel plans", "Private · 3 places"), ("Starred places", "Private · 22 places")]):
            y = 1200 + i * 170
            e.append(a(n, None, "CheckBox", (42, y, 1038, y + 80), click=True))
            e.append(a(c, None, "TextView", (168, y + 82, 1038, y + 130)))
        e.append(a("New list", None, "Button", (42, 1900, 500, 2010), click=True))
        return scr(hm(clock), 74, e)

    def directions(mode: str, times: dict[str, str], main: str, dist: str, via: str, note: str, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Your location", None, "TextView", (168, 84, 900, 160), click=True),
             a("Blue Bottle Coffee", None, "TextView", (168, 170, 900, 246), click=True)]
        for i, m in enumerate(["Drive", "Transit", "Walk", "Ride", "Bike"]):
            e.append(a(times[m], f"{m} mode: {times[m]}", "TextView", (21 + i * 210, 280, 221 + i * 210, 380), click=True, sel=m == mode, checked=m == mode))
        e += [a(None, "Map view", "android.view.View", (0, 400, 1080, 1500)),
              a(main, None, "TextView", (42, 1540, 500, 1620)),
              a(f"({dist})", None, "TextView", (510, 1540, 900, 1620)),
              a(via, None, "TextView", (42, 1630, 1038, 1690)),
              a(note, None, "TextView", (42, 1700, 1038, 1760))]
        if mode != "Transit":
            e.append(a("Start", None, "Button", (42, 2080, 400, 2200), click=True))
        return scr(hm(clock), 73, e)

    def navigation(instr: str, dist_next: str, left: str, eta: str, clock: int, batt: int) -> str:
        e = [a(dist_next, None, "TextView", (42, 105, 330, 220)),
             a(instr, None, "TextView", (42, 220, 1038, 330)),
             a(None, "Map view", "android.view.View", (0, 350, 1080, 1950)),
             a(None, "Search along route", "ImageButton", (933, 600, 1059, 726), click=True),
             a(None, "Sound", "ImageButton", (933, 750, 1059, 876), click=True),
             a(left, None, "TextView", (168, 2030, 800, 2110)),
             a(f"{eta} ETA", None, "TextView", (168, 2110, 800, 2170)),
             a(None, "Close navigation", "ImageButton", (21, 2030, 147, 2156), click=True),
             a(None, "Alternate routes", "ImageButton", (912, 2030, 1038, 2156), click=True)]
        return scr(hm(clock), batt, e, extra="Maps navigation")

    times1 = {"Drive": "13 min", "Transit": "21 min", "Walk": "38 min", "Ride": "15 min", "Bike": "12 min"}
    times2 = {"Drive": "14 min", "Transit": "22 min", "Walk": "38 min", "Ride": "16 min", "Bike": "12 min"}
    q = Seq()
    q.open("Maps", home(t(12, 51)))
    q.type("Blue Bottle Coffee", "Search here", suggest(t(12, 51)))
    q.click("Blue Bottle Coffee", place(t(12, 52), "12 min", False), nth=1)
    q.click("Save", lists(t(12, 52)))
    q.click("Want to go", place(t(12, 52), "12 min", True, snack="Saved to Want to go"))
    q.click("Directions", directions("Drive", times1, "13 min", "1.9 mi", "via Mission St", "Fastest route now due to traffic conditions", t(12, 53)))
    q.click("Transit mode: 21 min", directions("Transit", times1, "21 min", "12:54 PM – 1:15 PM", "Muni 14 · every 8 min · from Mission St & 3rd St", "Leaves in 1 min", t(12, 53)))
    q.click("Walk mode: 38 min", directions("Walk", times1, "38 min", "1.8 mi", "via Mission St", "Mostly flat", t(12, 54)))
    q.click("Drive mode: 13 min", directions("Drive", times2, "14 min", "1.9 mi", "via Mission St", "Slower traffic than usual", t(12, 55)))
    q.click("Start", navigation("Head north on 3rd St toward Minna St", "400 ft", "14 min · 1.9 mi", "1:09 PM", t(12, 55), 73))
    q.do("wait", navigation("Turn left onto Mission St", "500 ft", "11 min · 1.4 mi", "1:09 PM", t(12, 58), 72))
    return q.turns, "Goal: In Maps, find Blue Bottle Coffee on Mint St, save it to 'Want to go', compare travel modes and start driving there.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 14  Retro Music (less common) - BAD: repeat mode set to 'all' at turn 4 shows 'off' at turn 6 with no action
# ---------------------------------------------------------------------------------------------------

def traj14() -> tuple[Turns, str]:
    a = App("code.name.monkey.retromusic")
    songs = [("A Real Hero", "College & Electric Youth", "Drive OST", "4:27"), ("Breathe", "Télépopmusik", "Genetic World", "4:39"),
             ("Dreams", "Fleetwood Mac", "Rumours", "4:14"), ("Harvest Moon", "Neil Young", "Harvest Moon", "5:03"),
             ("Midnight City", "M83", "Hurry Up, We're Dreaming", "4:03"), ("Nightcall", "Kavinsky", "OutRun", "4:18"),
             ("Teardrop", "Massive Attack", "Mezzanine", "5:29")]
    tabs = ["For you", "Songs", "Albums", "Artists", "Playlists"]

    def bottom(cur: str | None, tab: str) -> list[dict[str, Any]]:
        e = []
        if cur:
            e += [a(cur, None, "TextView", (168, 1990, 760, 2050), "miniPlayerTitle", click=True),
                  a(None, "Pause", "ImageView", (800, 1990, 920, 2110), "miniPlayerPlayPauseButton", click=True)]
        for i, x in enumerate(tabs):
            e.append(a(x, x, "FrameLayout", (i * 216, 2150, i * 216 + 216, 2300), click=True, sel=x == tab))
        return e

    def song_list(cur: str | None, clock: int) -> str:
        e = [a("Songs", None, "TextView", (168, 110, 700, 200), "appNameText"),
             a(None, "Search", "ImageView", (933, 84, 1080, 231), "action_search", click=True),
             a("Shuffle", None, "Button", (42, 260, 520, 370), "shuffleButton", click=True),
             a("7 songs", None, "TextView", (560, 280, 1038, 350))]
        y = 400
        for title, artist, album, _ in songs[:5]:
            e.append(a(title, None, "TextView", (210, y + 60, 900, y + 130), "title", click=True))
            e.append(a(f"{artist} • {album}", None, "TextView", (210, y + 132, 900, y + 180), "text"))
            y += 300
        return scr(hm(clock), 63, e + bottom(cur, "Songs"), extra="Retro Music playing" if cur else None)

    def now_playing(pos: str, repeat: str, shuffle: bool, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Favorite", "ImageView", (681, 84, 807, 231), "action_toggle_favorite", click=True),
             a(None, "Lyrics", "ImageView", (807, 84, 933, 231), "action_toggle_lyrics", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a(None, "Album art", "ImageView", (84, 300, 996, 1212), "image"),
             a("Midnight City", None, "TextView", (84, 1260, 996, 1340), "title"),
             a("M83", None, "TextView", (84, 1340, 996, 1400), "text"),
             a(None, None, "SeekBar", (84, 1440, 996, 1500), "progressSlider", click=True),
             a(pos, None, "TextView", (84, 1500, 300, 1550), "songCurrentProgress"),
             a("4:03", None, "TextView", (780, 1500, 996, 1550), "songTotalTime"),
             a(None, "Shuffle: on" if shuffle else "Shuffle: off", "ImageButton", (42, 1650, 200, 1790), "shuffleButton", click=True, checked=shuffle),
             a(None, "Previous", "ImageButton", (230, 1650, 390, 1790), "previousButton", click=True),
             a(None, "Pause", "ImageButton", (440, 1620, 640, 1820), "playPauseButton", click=True),
             a(None, "Next", "ImageButton", (690, 1650, 850, 1790), "nextButton", click=True),
             a(None, f"Repeat: {repeat}", "ImageButton", (880, 1650, 1038, 1790), "repeatButton", click=True, checked=repeat != "off"),
             a(None, "Playing queue", "ImageView", (880, 1900, 1038, 2040), "playingQueue", click=True),
             a("Hurry Up, We're Dreaming • 2011", None, "TextView", (84, 1900, 860, 1960), "songInfo")]
        return scr(hm(clock), 63, e, extra="Retro Music playing")

    def queue(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Playing queue", None, "TextView", (168, 110, 700, 200)),
             a(None, "Clear queue", "ImageView", (933, 84, 1080, 231), "action_clear_playing_queue", click=True),
             a("5 of 7 • 13:25 remaining", None, "TextView", (42, 260, 1038, 320))]
        y = 360
        for title, artist, _, dur in songs[1:]:
            e.append(a(title, None, "TextView", (168, y, 800, y + 70), "title", click=True, sel=title == "Midnight City"))
            e.append(a(f"{artist} • {dur}", None, "TextView", (168, y + 72, 800, y + 120), "text"))
            y += 190
        return scr(hm(clock), 63, e, extra="Retro Music playing")

    def albums(clock: int) -> str:
        e = [a("Albums", None, "TextView", (168, 110, 700, 200), "appNameText"),
             a(None, "Search", "ImageView", (933, 84, 1080, 231), "action_search", click=True)]
        al = [("Drive OST", "Various Artists"), ("Harvest Moon", "Neil Young"),
              ("Hurry Up, We're Dreaming", "M83"), ("Mezzanine", "Massive Attack"), ("OutRun", "Kavinsky"), ("Rumours", "Fleetwood Mac")]
        for i, (n, ar) in enumerate(al):
            r, c = divmod(i, 2)
            e.append(a(n, None, "TextView", (42 + c * 510, 760 + r * 560 - 300, 528 + c * 510, 820 + r * 560 - 300), "title", click=True))
            e.append(a(ar, None, "TextView", (42 + c * 510, 822 + r * 560 - 300, 528 + c * 510, 870 + r * 560 - 300), "text"))
        return scr(hm(clock), 62, e + bottom("Midnight City", "Albums"), extra="Retro Music playing")

    def album(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Rumours", None, "TextView", (42, 700, 1038, 790), "albumTitle"),
             a("Fleetwood Mac", None, "TextView", (42, 790, 1038, 850), "artistText", click=True),
             a("1977 • 11 songs • 39:43", None, "TextView", (42, 850, 1038, 900), "albumText"),
             a("Shuffle", None, "Button", (42, 930, 520, 1040), "shuffleAction", click=True),
             a("Play", None, "Button", (560, 930, 1038, 1040), "playAction", click=True)]
        for i, (n, d) in enumerate([("Second Hand News", "2:43"), ("Dreams", "4:14"), ("Never Going Back Again", "2:02"),
                                    ("Don't Stop", "3:11"), ("Go Your Own Way", "3:38"), ("Songbird", "3:20")]):
            e.append(a(f"{i + 1}. {n}", None, "TextView", (84, 1080 + i * 150, 860, 1150 + i * 150), "title", click=True))
            e.append(a(d, None, "TextView", (880, 1080 + i * 150, 1038, 1150 + i * 150), "text"))
        return scr(hm(clock), 62, e + bottom("Midnight City", "Albums")[:2], extra="Retro Music playing")

    q = Seq()
    q.open("Retro Music", song_list(None, t(7, 12)))
    q.click("Midnight City", song_list("Midnight City", t(7, 12)))
    q.click("Midnight City", now_playing("0:06", "off", False, t(7, 12)), nth=1)
    q.click("Repeat: off", now_playing("0:11", "all", False, t(7, 12)))
    q.click("Playing queue", queue(t(7, 12)))
    q.back(now_playing("0:40", "off", False, t(7, 13)))
    q.back(song_list("Midnight City", t(7, 13)))
    q.click("Albums", albums(t(7, 13)))
    q.click("Rumours", album(t(7, 14)))
    return q.turns, "Goal: In Retro Music, play 'Midnight City', set repeat to repeat the whole queue, check the queue, then open the album 'Rumours'.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 15  Google Calendar (mainstream) - CLEAN: event created on another day, schedule scrolls, time shown in two formats
# ---------------------------------------------------------------------------------------------------

def traj15() -> tuple[Turns, str]:
    a = App("com.google.android.calendar")

    def schedule(days: list[tuple[str, str, list[tuple[str, str]]]], clock: int, today_btn: bool = True) -> str:
        e = [a(None, "Show Calendar List and Settings drawer", "ImageButton", (0, 84, 147, 231), click=True),
             a("October", None, "TextView", (168, 110, 500, 200), "date_picker_text_view", click=True),
             a(None, "Search", "Button", (681, 84, 807, 231), "action_search", click=True),
             a("15", "Jump to Today", "Button", (807, 84, 933, 231), "action_today", click=True) if today_btn else
             a(None, "Jump to Today", "Button", (807, 84, 933, 231), "action_today", click=True),
             a(None, "Account and settings", "ImageView", (933, 84, 1080, 231), click=True)]
        y = 260
        for dow, num, evs in days:
            e.append(a(dow, None, "TextView", (21, y, 147, y + 50)))
            e.append(a(num, f"{dow} {num} October", "TextView", (21, y + 50, 147, y + 120)))
            for title, when in evs:
                e.append(a(title, f"{title}, {when}", "Button", (168, y, 1038, y + 130), click=True))
                y += 150
            y += 30
        e.append(a(None, "Create new event and more", "ImageButton", (853, 2016, 1038, 2201), "floating_action_button", click=True))
        return scr(hm(clock), 58, e)

    def fab_menu(clock: int) -> str:
        e = [a(x, None, "TextView", (500, 1500 + i * 150, 860, 1600 + i * 150), click=True) for i, x in enumerate(["Goal", "Task", "Event"])]
        e.append(a(None, "Close menu", "ImageButton", (853, 2016, 1038, 2201), click=True))
        return scr(hm(clock), 58, e)

    def create(title: str | None, date: str, clock: int) -> str:
        e = [a(None, "Close", "ImageButton", (0, 84, 147, 231), click=True),
             a("Save", None, "Button", (820, 105, 1038, 210), "save", click=True),
             a(title, None, "EditText", (147, 260, 1038, 380), "title", hint="Add title", click=True, edit=True, focus=True),
             a("All-day", None, "TextView", (147, 430, 800, 520)),
             a(None, None, "Switch", (880, 430, 1017, 520), "all_day_switch", click=True),
             a(date, None, "TextView", (147, 540, 680, 630), "start_date", click=True),
             a("3:00 PM", None, "TextView", (760, 540, 1038, 630), "start_time", click=True),
             a(date, None, "TextView", (147, 640, 680, 730), "end_date", click=True),
             a("4:00 PM", None, "TextView", (760, 640, 1038, 730), "end_time", click=True),
             a("Eastern European Summer Time", None, "TextView", (147, 740, 1038, 830), "timezone", click=True),
             a("Does not repeat", None, "TextView", (147, 840, 1038, 930), "recurrence", click=True),
             a("Add people", None, "TextView", (147, 980, 1038, 1070), click=True),
             a("Add video conferencing", None, "TextView", (147, 1090, 1038, 1180), click=True),
             a("Add location", None, "TextView", (147, 1200, 1038, 1290), click=True),
             a("30 minutes before", None, "TextView", (147, 1310, 1038, 1400), "notification", click=True),
             a("Default color", None, "TextView", (147, 1420, 1038, 1510), click=True)]
        return scr(hm(clock), 58, e)

    def picker(sel: str, head: str, clock: int) -> str:
        e = [a("Select date", None, "TextView", (84, 420, 996, 480), "mtrl_picker_title_text"),
             a(head, None, "TextView", (84, 480, 996, 600), "mtrl_picker_header_selection_text"),
             a("October 2024", None, "Button", (84, 640, 500, 740), "month_navigation_fragment_toggle", click=True),
             a(None, "Change to previous month", "ImageButton", (760, 640, 870, 740), click=True),
             a(None, "Change to next month", "ImageButton", (880, 640, 996, 740), click=True)]
        for i, d in enumerate(range(13, 27)):
            r, c = divmod(i, 7)
            e.append(a(str(d), f"{['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][c]}, October {d}", "TextView",
                       (84 + c * 130, 900 + r * 130, 214 + c * 130, 1030 + r * 130), click=True, sel=str(d) == sel, checked=str(d) == sel))
        e += [a("Cancel", None, "Button", (560, 1700, 770, 1810), "cancel_button", click=True),
              a("OK", None, "Button", (790, 1700, 996, 1810), "confirm_button", click=True)]
        return scr(hm(clock), 58, e)

    def detail(clock: int) -> str:
        e = [a(None, "Close", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Edit event", "ImageButton", (807, 84, 933, 231), "edit", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a("Quarterly planning", None, "TextView", (147, 300, 1038, 400), "title"),
             a("Wednesday, October 23", None, "TextView", (147, 410, 1038, 470), "when_date"),
             a("3:00 – 4:00 PM", None, "TextView", (147, 470, 1038, 530), "when_time"),
             a("30 minutes before", None, "TextView", (147, 600, 1038, 680), "reminder"),
             a("jordan.reyes@gmail.com", None, "TextView", (147, 720, 1038, 800), "calendar"),
             a("Busy", None, "TextView", (147, 820, 1038, 900), "availability"),
             a("Default visibility", None, "TextView", (147, 920, 1038, 1000), "visibility")]
        return scr(hm(clock), 57, e)

    first = [("TUE", "15", [("Weekly standup", "9:30 – 9:45 AM"), ("Lunch with Sam", "12:30 – 1:30 PM")]),
             ("WED", "16", [("Gym", "7 – 8 AM")]),
             ("THU", "17", [("Design review", "2 – 3 PM")]),
             ("FRI", "18", [("Payday", "All day")]),
             ("SAT", "19", [("Farmers market", "9 – 10:30 AM")])]
    around = [("TUE", "22", [("Weekly standup", "9:30 – 9:45 AM"), ("Book club", "7 – 8:30 PM")]),
              ("WED", "23", [("Team sync", "11 AM – 12 PM"), ("Quarterly planning", "3 – 4 PM")]),
              ("THU", "24", [("Design review", "2 – 3 PM")]),
              ("FRI", "25", [("Dinner at Nonna's", "7:30 – 9:30 PM")]),
              ("TUE", "29", [("Weekly standup", "9:30 – 9:45 AM")])]
    q = Seq()
    q.open("Calendar", schedule(first, t(14, 7)))
    q.click("Create new event and more", fab_menu(t(14, 7)))
    q.click("Event", create(None, "Tue, Oct 15, 2024", t(14, 8)))
    q.type("Quarterly planning", "Add title", create("Quarterly planning", "Tue, Oct 15, 2024", t(14, 8)))
    q.click("Tue, Oct 15, 2024", picker("15", "Tue, Oct 15", t(14, 8)))
    q.click("23", picker("23", "Wed, Oct 23", t(14, 9)))
    q.click("OK", create("Quarterly planning", "Wed, Oct 23, 2024", t(14, 9)))
    q.click("Save", schedule(around, t(14, 9)))
    q.click("Quarterly planning", detail(t(14, 10)))
    q.click("Close", schedule(around, t(14, 10)))
    q.click("Jump to Today", schedule(first, t(14, 11)))
    return q.turns, "Goal: In Google Calendar, create an event 'Quarterly planning' on Wednesday, October 23, 2024 (keep the suggested 3–4 PM slot), check it, then jump back to today.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 16  Pro Expense (less common) - BAD: statistics at turn 9 show the Food subtotal without the expense added at turn 7
# ---------------------------------------------------------------------------------------------------

def traj16() -> tuple[Turns, str]:
    a = App("com.arduia.expense")
    cats = {"Food": 412.30, "Transport": 186.00, "Rent": 600.00, "Entertainment": 86.30}
    recent = [("Groceries – Lidl", "Food", 54.12, "Oct 14"), ("Metro card top-up", "Transport", 60.00, "Oct 14"),
              ("Cinema – Dune 2", "Entertainment", 24.00, "Oct 12")]
    tabs = ["Home", "Expenses", "Statistics", "Settings"]

    def tabbar(sel: str) -> list[dict[str, Any]]:
        return [a(x, x, "FrameLayout", (i * 270, 2190, i * 270 + 270, 2337), click=True, sel=x == sel) for i, x in enumerate(tabs)]

    def home(clock: int) -> str:
        total = sum(cats.values())
        e = [a("October 2024", None, "TextView", (42, 110, 700, 200), "tv_month"),
             a("Total spent", None, "TextView", (42, 260, 600, 320)),
             a(money(total), None, "TextView", (42, 320, 1038, 440), "tv_total")]
        y = 480
        for c, v in cats.items():
            e.append(a(c, None, "TextView", (84, y, 600, y + 70), "tv_category"))
            e.append(a(money(v), None, "TextView", (700, y, 1038, y + 70), "tv_category_amount"))
            y += 90
        e.append(a("Recent", None, "TextView", (42, y + 30, 600, y + 100)))
        y += 120
        for n, c, v, d in recent[:2]:
            e.append(a(n, f"{n}, {c}, {money(v)}, {d}", "TextView", (84, y, 700, y + 70), "tv_name", click=True))
            e.append(a(money(v), None, "TextView", (760, y, 1038, y + 70), "tv_amount"))
            y += 110
        e.append(a(None, "Add expense", "ImageButton", (853, 2000, 1038, 2160), "fab_add", click=True))
        return scr(hm(clock), 80, e + tabbar("Home"))

    def form(name: str | None, amount: str | None, cat: str, clock: int, focus: str = "") -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("New expense", None, "TextView", (168, 110, 700, 200)),
             a(name, None, "EditText", (42, 260, 1038, 390), "edt_name", hint="Name", click=True, edit=True, focus=focus == "name"),
             a(amount, None, "EditText", (42, 410, 1038, 540), "edt_amount", hint="Amount", click=True, edit=True, focus=focus == "amount"),
             a(cat, "Category", "Spinner", (42, 560, 1038, 690), "sp_category", click=True),
             a("Oct 15, 2024", "Date", "TextView", (42, 710, 1038, 840), "tv_date", click=True),
             a(None, None, "EditText", (42, 860, 1038, 1100), "edt_note", hint="Note", click=True, edit=True),
             a("Save", None, "Button", (42, 2050, 1038, 2180), "btn_save", click=True)]
        return scr(hm(clock), 80, e)

    def dropdown(clock: int) -> str:
        e = [a(x, None, "CheckedTextView", (42, 700 + i * 126, 1038, 826 + i * 126), "android:id/text1", click=True, checked=x == "Other")
             for i, x in enumerate(["Food", "Transport", "Rent", "Entertainment", "Health", "Other"])]
        return scr(hm(clock), 80, e)

    def expenses(rows: list[tuple[str, str, float, str]], count: int, total: float, clock: int) -> str:
        e = [a("Expenses", None, "TextView", (42, 110, 700, 200)),
             a(None, "Filter", "ImageView", (933, 84, 1080, 231), "btn_filter", click=True),
             a(f"October 2024 · {count} expenses · {money(total)}", None, "TextView", (42, 250, 1038, 320), "tv_summary")]
        y = 350
        last = None
        for n, _c, v, d in rows:
            if d != last:
                e.append(a(d, None, "TextView", (42, y, 600, y + 60), "tv_date_header"))
                y += 80
                last = d
            e.append(a(n, None, "TextView", (84, y, 700, y + 70), "tv_name", click=True))
            e.append(a(money(v), None, "TextView", (760, y, 1038, y + 70), "tv_amount"))
            y += 150
        return scr(hm(clock), 79, e + tabbar("Expenses"))

    def stats(month: str, parts: dict[str, float], total: float, clock: int) -> str:
        e = [a("Statistics", None, "TextView", (42, 110, 700, 200)),
             a(None, "Previous month", "ImageButton", (42, 250, 168, 376), "btn_prev", click=True),
             a(month, None, "TextView", (189, 270, 891, 356), "tv_period"),
             a(None, "Next month", "ImageButton", (912, 250, 1038, 376), "btn_next", click=True),
             a(None, f"Pie chart, total {money(total)}", "android.view.View", (190, 420, 890, 1120), "pie_chart"),
             a(money(total), None, "TextView", (390, 720, 690, 820), "tv_chart_total")]
        y = 1180
        for c, v in parts.items():
            e.append(a(c, None, "TextView", (84, y, 560, y + 70), "tv_legend_name"))
            e.append(a(f"{v / total * 100:.1f}%", None, "TextView", (580, y, 760, y + 70), "tv_legend_percent"))
            e.append(a(money(v), None, "TextView", (780, y, 1038, y + 70), "tv_legend_amount"))
            y += 100
        return scr(hm(clock), 79, e + tabbar("Statistics"))

    q = Seq()
    q.open("Pro Expense", home(t(13, 28)))
    q.click("Add expense", form(None, None, "Other", t(13, 28)))
    q.type("Team lunch", "Name", form("Team lunch", None, "Other", t(13, 29), "name"))
    q.type("23.50", "Amount", form("Team lunch", "23.50", "Other", t(13, 29), "amount"))
    q.click("Category", dropdown(t(13, 29)))
    q.click("Food", form("Team lunch", "23.50", "Food", t(13, 30)))
    before = dict(cats)
    cats["Food"] = round(cats["Food"] + 23.50, 2)
    recent.insert(0, ("Team lunch", "Food", 23.50, "Oct 15"))
    q.click("Save", home(t(13, 30)))
    older = [("Dinner – Bao House", "Food", 38.40, "Oct 12"), ("Uber to airport", "Transport", 31.75, "Oct 11")]
    q.click("Expenses", expenses(recent + older, 24, sum(cats.values()), t(13, 31)))
    q.click("Statistics", stats("October 2024", before, sum(cats.values()), t(13, 31)))
    sept = {"Food": 398.10, "Transport": 151.25, "Rent": 600.00, "Entertainment": 48.10}
    q.click("Previous month", stats("September 2024", sept, sum(sept.values()), t(13, 32)))
    return q.turns, "Goal: In Pro Expense, record a 'Team lunch' expense of 23.50 in the Food category for today, then review this month's statistics and compare with last month.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 17  Settings / Display (mainstream) - BAD: adaptive brightness switched off at turn 3 is on again after a scroll (turn 4)
# ---------------------------------------------------------------------------------------------------

def traj17() -> tuple[Turns, str]:
    a = App("com.android.settings")

    def main(clock: int) -> str:
        e = [a("Settings", None, "TextView", (63, 160, 1017, 300), "homepage_title"),
             a("Search settings", None, "TextView", (63, 320, 1017, 420), "search_action_bar_title", click=True)]
        y = 480
        for title, summ in [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                            ("Apps", "Recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                            ("Battery", "54% - Should last until about 9:15 PM"), ("Storage", "73% used - 34.52 GB free"),
                            ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness")]:
            e.append(a(title, None, "TextView", (189, y, 900, y + 70), "android:id/title", click=True))
            e.append(a(summ, None, "TextView", (189, y + 72, 900, y + 125), "android:id/summary"))
            y += 189
        return scr(hm(clock), 54, e)

    def display(adaptive: bool, clock: int, scrolled: bool = False, dark: str = "Will never turn on automatically") -> str:
        items: list[tuple[str, str | None]] = [("Brightness level", "38%"), ("Adaptive brightness", None), ("Dark theme", dark),
                                               ("Screen timeout", "After 1 minute of inactivity"), ("Font size", "Default"),
                                               ("Display size", "Default"), ("Auto-rotate screen", "Off")]
        if scrolled:
            items += [("Screen saver", "Clock"), ("Lock screen", "Show all notification content"), ("Colors", "Adaptive"),
                      ("Smooth Display", "On")]
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True)]
        if scrolled:
            e.append(a("Display", None, "TextView", (168, 110, 700, 200), "action_bar_title"))
            y = 252 - 100
        else:
            e.append(a("Display", None, "TextView", (63, 260, 1017, 380), "collapsing_toolbar"))
            y = 420
        for title, summ in items:
            if y >= 231:
                e.append(a(title, None, "TextView", (189, y, 880, y + 70), "android:id/title", click=True))
            if summ is not None and y + 72 >= 231:
                e.append(a(summ, None, "TextView", (189, y + 72, 880, y + 125), "android:id/summary"))
            if title == "Adaptive brightness":
                e.append(a(None, None, "Switch", (912, y + 20, 1038, y + 110), "switchWidget", checked=adaptive, click=True))
            y += 189
        return scr(hm(clock), 54, e)

    def dark_page(on: bool, sched: str, clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Dark theme", None, "TextView", (63, 260, 1017, 380), "collapsing_toolbar"),
             a("Use Dark theme", None, "TextView", (63, 420, 850, 520), "switch_text", click=True),
             a(None, None, "Switch", (880, 430, 1017, 510), "switch_widget", checked=on, click=True),
             a("Schedule", None, "TextView", (189, 580, 880, 650), "android:id/title", click=True),
             a(sched, None, "TextView", (189, 652, 880, 705), "android:id/summary")]
        if sched == "Turns on at custom time":
            e += [a("Start time", None, "TextView", (189, 770, 880, 840), "android:id/title", click=True),
                  a("10:00 PM", None, "TextView", (189, 842, 880, 895), "android:id/summary"),
                  a("End time", None, "TextView", (189, 960, 880, 1030), "android:id/title", click=True),
                  a("7:00 AM", None, "TextView", (189, 1032, 880, 1085), "android:id/summary")]
        e.append(a("Dark theme uses a black background to help keep battery alive longer on some screens. Dark theme schedules wait to turn on until your screen is off.",
                   None, "TextView", (63, 1300, 1017, 1500), "android:id/title"))
        return scr(hm(clock), 54, e)

    def sched_dialog(clock: int) -> str:
        e = [a("Schedule", None, "TextView", (84, 800, 996, 880), "alertTitle")]
        for i, x in enumerate(["None", "Turns on at custom time", "Turns on from sunset to sunrise", "Turns on at bedtime"]):
            e.append(a(x, None, "CheckedTextView", (84, 900 + i * 126, 996, 1026 + i * 126), "android:id/text1", checked=x == "None", click=True))
        e.append(a("Cancel", None, "Button", (760, 1440, 996, 1550), "android:id/button2", click=True))
        return scr(hm(clock), 54, e)

    q = Seq()
    q.open("Settings", main(t(20, 41)))
    q.click("Display", display(True, t(20, 41)))
    q.do("click", display(False, t(20, 41)), "#switchWidget")
    q.do("scroll", display(True, t(20, 42), scrolled=True), direction="down")
    q.click("Dark theme", dark_page(False, "None", t(20, 42)))
    q.click("Use Dark theme", dark_page(True, "None", t(20, 42)))
    q.click("Schedule", sched_dialog(t(20, 43)))
    q.click("Turns on at custom time", dark_page(True, "Turns on at custom time", t(20, 43)))
    return q.turns, "Goal: Turn off adaptive brightness, then turn on Dark theme with a custom schedule.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 18  Audio Recorder (less common) - CLEAN: recording timer runs, new record appears, rename, re-sort by name
# ---------------------------------------------------------------------------------------------------

def traj18() -> tuple[Turns, str]:
    a = App("com.dimowner.audiorecorder")
    records = [("Record-13", "01:42", "Oct 12, 2024 18:20", "1.6 MB", 202410121820),
               ("Interview-Ana", "24:10", "Oct 9, 2024 11:05", "23.2 MB", 202410091105),
               ("Record-12", "00:05", "Oct 2, 2024 07:51", "0.1 MB", 202410020751),
               ("Lecture week 5", "52:33", "Sep 30, 2024 14:00", "50.4 MB", 202409301400)]

    def main(clock: int, state: str, timer: str, last: tuple[str, str] | None, size: str | None = None) -> str:
        e = [a(None, "Settings", "ImageButton", (21, 84, 147, 210), "btn_settings", click=True),
             a(None, "Records", "ImageButton", (933, 84, 1059, 210), "btn_records_list", click=True),
             a(timer, None, "TextView", (240, 700, 840, 860), "txt_progress")]
        if state == "rec":
            e.append(a("Recording…", None, "TextView", (240, 880, 840, 940), "txt_status"))
        if last and state != "rec":
            e += [a(last[0], None, "TextView", (240, 380, 840, 450), "txt_name", click=True),
                  a(last[1], None, "TextView", (240, 450, 840, 500), "txt_duration"),
                  a(None, "Play", "ImageButton", (460, 1150, 620, 1310), "btn_play", click=True)]
        if size:
            e.append(a(f"M4A, 44.1kHz, 128kbps, Stereo · {size}", None, "TextView", (120, 1000, 960, 1060), "txt_record_info"))
        if state == "rec":
            e += [a(None, "Pause", "ImageButton", (160, 1860, 320, 2020), "btn_record_pause", click=True),
                  a(None, "Stop", "ImageButton", (760, 1860, 920, 2020), "btn_record_stop", click=True)]
        e.append(a(None, "Stop recording" if state == "rec" else "Start recording", "ImageButton", (430, 1830, 650, 2050), "btn_record", click=True))
        return scr(hm(clock), 69, e, extra="Recording" if state == "rec" else None)

    def rec_list(rows: list[tuple[str, str, str, str, int]], clock: int, by: str, menu_for: str | None = None) -> str:
        if menu_for:
            e = [a(x, None, "TextView", (560, 400 + i * 126, 1059, 526 + i * 126), "title", click=True)
                 for i, x in enumerate(["Share", "Info", "Rename", "Open with", "Save as…", "Delete"])]
            return scr(hm(clock), 68, e)
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Records", None, "TextView", (168, 110, 600, 200)),
             a(None, "Sort", "ImageButton", (933, 84, 1059, 210), "btn_sort", click=True),
             a(f"Sorted by {by}", None, "TextView", (42, 240, 700, 300))]
        y = 320
        for n, dur, date, size, _ in rows:
            e.append(a(n, None, "TextView", (168, y, 800, y + 70), "list_item_name", click=True))
            e.append(a(f"{date} · {dur} · {size}", None, "TextView", (168, y + 72, 900, y + 120), "list_item_info"))
            e.append(a(None, f"More options for {n}", "ImageButton", (933, y, 1059, y + 126), "list_item_more", click=True))
            y += 190
        return scr(hm(clock), 68, e)

    def rename(text: str, clock: int) -> str:
        e = [a("Rename", None, "TextView", (84, 860, 996, 940), "dialog_title"),
             a(text, None, "EditText", (84, 980, 996, 1100), "input_name", click=True, edit=True, focus=True),
             a("Cancel", None, "Button", (560, 1160, 770, 1270), "btn_negative", click=True),
             a("OK", None, "Button", (790, 1160, 996, 1270), "btn_positive", click=True)]
        return scr(hm(clock), 68, e)

    def sort_menu(clock: int) -> str:
        e = [a(x, None, "CheckedTextView", (560, 105 + i * 126, 1059, 231 + i * 126), "title", click=True, checked=i == 0)
             for i, x in enumerate(["Date (newest first)", "Date (oldest first)", "Name (A–Z)", "Name (Z–A)", "Duration"])]
        return scr(hm(clock), 68, e)

    def player(pos: str, clock: int) -> str:
        e = [a(None, "Settings", "ImageButton", (21, 84, 147, 210), "btn_settings", click=True),
             a(None, "Records", "ImageButton", (933, 84, 1059, 210), "btn_records_list", click=True),
             a("Standup notes Oct 15", None, "TextView", (240, 380, 840, 450), "txt_name", click=True),
             a("00:19", None, "TextView", (240, 450, 840, 500), "txt_duration"),
             a(pos, None, "TextView", (240, 700, 840, 860), "txt_progress"),
             a(None, None, "SeekBar", (84, 1080, 996, 1140), "play_progress", click=True),
             a(None, "Pause", "ImageButton", (460, 1150, 620, 1310), "btn_play", click=True),
             a(None, "Stop", "ImageButton", (660, 1150, 820, 1310), "btn_stop", click=True),
             a(None, "Start recording", "ImageButton", (430, 1830, 650, 2050), "btn_record", click=True)]
        return scr(hm(clock), 68, e, extra="Playing")

    q = Seq()
    q.open("Audio Recorder", main(t(9, 2), "idle", "00:00", ("Record-13", "01:42")))
    q.click("Start recording", main(t(9, 2), "rec", "00:02", None))
    q.do("wait", main(t(9, 3), "rec", "00:17", None))
    q.click("Stop", main(t(9, 3), "idle", "00:00", ("Record-14", "00:19"), size="0.30 MB"))
    new = ("Record-14", "00:19", "Oct 15, 2024 09:02", "0.3 MB", 202410150902)
    rows = [new] + records
    q.click("Records", rec_list(rows, t(9, 3), "date"))
    q.click("More options for Record-14", rec_list(rows, t(9, 4), "date", menu_for="Record-14"))
    q.click("Rename", rename("Record-14", t(9, 4)))
    q.type("Standup notes Oct 15", "Record-14", rename("Standup notes Oct 15", t(9, 4)))
    rows[0] = ("Standup notes Oct 15",) + new[1:]
    q.click("OK", rec_list(rows, t(9, 5), "date"))
    q.click("Sort", sort_menu(t(9, 5)))
    q.click("Name (A–Z)", rec_list(sorted(rows, key=lambda r: r[0].lower()), t(9, 5), "name"))
    q.click("Standup notes Oct 15", player("00:01", t(9, 6)))
    return q.turns, "Goal: In Audio Recorder, record a short voice note, rename it to 'Standup notes Oct 15', sort the records by name and play it back.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 19  Google Contacts (mainstream) - CLEAN: contact added (count +1, phone formatted), starred, found by search
# ---------------------------------------------------------------------------------------------------

def traj19() -> tuple[Turns, str]:
    a = App("com.google.android.contacts")
    people = ["Abena Mensah", "Adrian Kowalski", "Ana Herbst", "Arjun Nair", "Beatriz Lima", "Caleb Turner", "Chen Wei",
              "Daniela Ruiz", "Devon Price"]

    def top(count: int, clock: int, tab: str = "Contacts") -> str:
        e = [a(None, "Open navigation drawer", "ImageButton", (21, 84, 147, 210), "open_search_bar_drawer", click=True),
             a("Search contacts", None, "TextView", (147, 105, 870, 189), "open_search_bar_text_view", click=True),
             a(None, "Signed in as sam.okafor@gmail.com", "ImageView", (912, 105, 1017, 189), "og_apd_internal_image_view", click=True),
             a(f"sam.okafor@gmail.com · {count} contacts", None, "TextView", (63, 240, 900, 290), "account_header")]
        y = 320
        for name in people:
            e.append(a(name, name, "android.view.ViewGroup", (168, y, 1080, y + 147), "cliv_name_textview", click=True))
            y += 147
        e.append(a(None, "Create contact", "ImageButton", (853, 1966, 1038, 2151), "floating_action_button", click=True))
        for i, x in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            e.append(a(x, x, "FrameLayout", (i * 360, 2190, i * 360 + 360, 2337), f"nav_{i}", click=True, sel=x == tab))
        return scr(hm(clock), 81, e)

    def highlights(clock: int) -> str:
        e = [a("Search contacts", None, "TextView", (147, 105, 870, 189), "open_search_bar_text_view", click=True),
             a("Favorites", None, "TextView", (63, 260, 600, 320))]
        for i, n in enumerate(["Mom", "Chen Wei", "Tomás Herrera"]):
            e.append(a(n, n, "android.view.ViewGroup", (42 + i * 330, 340, 342 + i * 330, 640), "favorite_tile", click=True))
        e.append(a("Recent", None, "TextView", (63, 700, 600, 760)))
        for i, (n, w) in enumerate([("Tomás Herrera", "Added just now"), ("Daniela Ruiz", "Edited yesterday"), ("Arjun Nair", "Called Oct 12")]):
            e.append(a(n, None, "TextView", (168, 790 + i * 170, 1000, 860 + i * 170), "recent_name", click=True))
            e.append(a(w, None, "TextView", (168, 862 + i * 170, 1000, 910 + i * 170), "recent_info"))
        for i, x in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            e.append(a(x, x, "FrameLayout", (i * 360, 2190, i * 360 + 360, 2337), f"nav_{i}", click=True, sel=x == "Highlights"))
        return scr(hm(clock), 80, e)

    def form(first: str | None, last: str | None, phone: str | None, clock: int, focus: str = "") -> str:
        e = [a(None, "Cancel", "ImageButton", (0, 84, 147, 231), click=True),
             a("Create contact", None, "TextView", (168, 110, 600, 200)),
             a("Save", None, "Button", (840, 105, 1038, 210), "toolbar_button", click=True),
             a(None, "Add contact photo", "ImageView", (420, 260, 660, 500), click=True),
             a("Saving to sam.okafor@gmail.com", None, "TextView", (63, 540, 1017, 600), "account_name"),
             a(first, None, "EditText", (168, 640, 1017, 780), hint="First name", click=True, edit=True, focus=focus == "first"),
             a(last, None, "EditText", (168, 800, 1017, 940), hint="Last name", click=True, edit=True, focus=focus == "last"),
             a(None, None, "EditText", (168, 960, 1017, 1100), hint="Company", click=True, edit=True),
             a(phone, None, "EditText", (168, 1140, 760, 1280), hint="Phone", click=True, edit=True, focus=focus == "phone"),
             a("Mobile", None, "Spinner", (780, 1140, 1017, 1280), click=True),
             a(None, None, "EditText", (168, 1320, 760, 1460), hint="Email", click=True, edit=True),
             a("Label", None, "Spinner", (780, 1320, 1017, 1460), click=True),
             a("More fields", None, "Button", (63, 1520, 500, 1630), click=True)]
        return scr(hm(clock), 81, e)

    def detail(star: bool, clock: int, toast: str | None = None) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(None, "Edit contact", "Button", (660, 84, 786, 231), "menu_edit", click=True),
             a(None, "Remove from favorites" if star else "Add to favorites", "Button", (786, 84, 912, 231), "menu_star", click=True, checked=star),
             a(None, "More options", "ImageView", (912, 84, 1080, 231), click=True),
             a("Tomás Herrera", None, "TextView", (63, 600, 1017, 700), "large_title"),
             a("Call", "Call", "Button", (63, 760, 283, 900), click=True),
             a("Text", "Text", "Button", (304, 760, 524, 900), click=True),
             a("Video", "Video", "Button", (545, 760, 765, 900), click=True),
             a("Contact info", None, "TextView", (63, 960, 600, 1020), "header"),
             a("(415) 555-0188", "Call Mobile (415) 555-0188", "TextView", (168, 1040, 900, 1100), "header", click=True),
             a("Mobile", None, "TextView", (168, 1102, 900, 1150), "sub_header")]
        if toast:
            e.append(a(toast, None, "TextView", (120, 1900, 960, 1990), "toast_text"))
        return scr(hm(clock), 80, e)

    def search(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (21, 84, 147, 210), "search_back_button", click=True),
             a("her", None, "EditText", (147, 105, 870, 189), "open_search_view_edit_text", hint="Search contacts", click=True, edit=True, focus=True),
             a(None, "Clear text", "ImageButton", (912, 105, 1017, 189), "open_search_view_clear_button", click=True),
             a("2 contacts found", None, "TextView", (63, 240, 700, 290), "search_header")]
        for i, (n, p) in enumerate([("Ana Herbst", "+49 30 901820 · Mobile"), ("Tomás Herrera", "(415) 555-0188 · Mobile")]):
            e.append(a(n, n, "android.view.ViewGroup", (0, 320 + i * 168, 1080, 488 + i * 168), "cliv_name_textview", click=True))
            e.append(a(p, None, "TextView", (168, 410 + i * 168, 900, 460 + i * 168), "cliv_data_view"))
        return scr(hm(clock), 80, e)

    q = Seq()
    q.open("Contacts", top(214, t(17, 33)))
    q.click("Create contact", form(None, None, None, t(17, 33)))
    q.type("Tomás", "First name", form("Tomás", None, None, t(17, 34), "first"))
    q.type("Herrera", "Last name", form("Tomás", "Herrera", None, t(17, 34), "last"))
    q.type("4155550188", "Phone", form("Tomás", "Herrera", "(415) 555-0188", t(17, 34), "phone"))
    q.click("Save", detail(False, t(17, 35)))
    q.click("Add to favorites", detail(True, t(17, 35), toast="Added to favorites"))
    q.back(top(215, t(17, 35)))
    q.click("Highlights", highlights(t(17, 36)))
    q.type("her", "Search contacts", search(t(17, 36)))
    q.click("Tomás Herrera", detail(True, t(17, 37)))
    return q.turns, "Goal: Add a new contact Tomás Herrera with mobile number 415-555-0188, mark him as a favorite and check that he can be found.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 20  OpenTracks (less common) - BAD: a renamed track's distance reads 12.84 km at turn 10 instead of 12.48 km
# ---------------------------------------------------------------------------------------------------

def traj20() -> tuple[Turns, str]:
    a = App("de.dennisguse.opentracks")
    tracks = [["Morning ride", "Cycling", "12.48 km", "41:22", "Oct 12"], ["Evening run", "Running", "6.02 km", "31:05", "Oct 10"],
              ["Hike Mt Tam", "Hiking", "14.70 km", "4:12:40", "Oct 6"], ["Commute", "Cycling", "8.31 km", "27:40", "Oct 3"]]

    def listing(rows: list[list[str]], clock: int) -> str:
        e = [a("OpenTracks", None, "TextView", (42, 110, 600, 200)),
             a(None, "Aggregated statistics", "TextView", (681, 84, 807, 231), "track_list_aggregated_stats", click=True),
             a(None, "Markers", "TextView", (807, 84, 933, 231), "track_list_markers", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        y = 260
        for name, act, dist, dur, date in rows:
            e.append(a(name, act, "TextView", (168, y, 760, y + 70), "list_item_name", click=True))
            e.append(a(f"{dist} · {dur}", None, "TextView", (168, y + 72, 760, y + 120), "list_item_time_distance"))
            e.append(a(date, None, "TextView", (780, y, 1038, y + 70), "list_item_date"))
            y += 190
        e.append(a("Record", "Start recording", "Button", (720, 2016, 1038, 2180), "track_list_fab_action", click=True))
        return scr(hm(clock), 92, e)

    def stats(name: str, act: str, v: dict[str, str], clock: int, tab: str = "Statistics") -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a(name, None, "TextView", (168, 110, 600, 200)),
             a(None, "Edit", "TextView", (681, 84, 807, 231), "track_detail_edit", click=True),
             a(None, "Share", "TextView", (807, 84, 933, 231), "track_detail_share", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True),
             a("Statistics", None, "TextView", (0, 231, 540, 357), click=True, sel=tab == "Statistics"),
             a("Chart", None, "TextView", (540, 231, 1080, 357), click=True, sel=tab == "Chart")]
        if tab == "Statistics":
            e.append(a(act, None, "TextView", (42, 400, 1038, 470), "stats_activity_type"))
            y = 500
            for k, val in v.items():
                e.append(a(k, None, "TextView", (42, y, 540, y + 50), "stats_label"))
                e.append(a(val, None, "TextView", (42, y + 50, 540, y + 130), "stats_value"))
                y += 150
        else:
            e += [a(None, "Elevation chart", "android.view.View", (42, 400, 1038, 1500), "chart_view"),
                  a("By distance", None, "RadioButton", (42, 1540, 520, 1640), checked=True, click=True),
                  a("By time", None, "RadioButton", (540, 1540, 1038, 1640), click=True),
                  a("0 km", None, "TextView", (42, 1460, 200, 1500)),
                  a(v["Distance"].split()[0].split(".")[0] + " km", None, "TextView", (880, 1460, 1038, 1500)),
                  a(v["Max elevation"], None, "TextView", (42, 410, 200, 450))]
        return scr(hm(clock), 92, e)

    def edit(name: str, desc: str | None, clock: int, focus: str = "") -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Edit track", None, "TextView", (168, 110, 600, 200)),
             a(name, None, "EditText", (42, 280, 1038, 410), "track_edit_name", hint="Name", click=True, edit=True, focus=focus == "name"),
             a("Cycling", "Activity type", "AutoCompleteTextView", (168, 440, 1038, 570), "track_edit_activity_type", click=True, edit=True),
             a(desc, None, "EditText", (42, 600, 1038, 820), "track_edit_description", hint="Description", click=True, edit=True, focus=focus == "desc"),
             a("Cancel", None, "Button", (42, 2050, 520, 2180), "track_edit_cancel", click=True),
             a("Save", None, "Button", (560, 2050, 1038, 2180), "track_edit_save", click=True)]
        return scr(hm(clock), 92, e)

    def menu(clock: int) -> str:
        e = [a(x, None, "TextView", (560, 105 + i * 126, 1059, 231 + i * 126), "title", click=True)
             for i, x in enumerate(["Search", "Import", "Export all", "Settings", "Help", "About"])]
        return scr(hm(clock), 91, e)

    def settings(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Settings", None, "TextView", (168, 110, 600, 200))]
        y = 280
        for k, v in [("Default activity", "Cycling"), ("Unit system", "Metric (km, m)"), ("Statistics", "Show pace for running"),
                     ("GPS", "Recording distance interval: 10 m"), ("Announcements", "Every 1 km"), ("Backup & restore", None)]:
            e.append(a(k, None, "TextView", (63, y, 1017, y + 70), "android:id/title", click=True))
            if v:
                e.append(a(v, None, "TextView", (63, y + 72, 1017, y + 125), "android:id/summary"))
            y += 190
        return scr(hm(clock), 91, e)

    ride = {"Distance": "12.48 km", "Total time": "41:22", "Moving time": "38:50", "Average moving speed": "19.3 km/h",
            "Elevation gain": "184 m", "Max elevation": "96 m"}
    run = {"Distance": "6.02 km", "Total time": "31:05", "Moving time": "30:41", "Average moving pace": "5:06 min/km",
           "Elevation gain": "38 m", "Max elevation": "22 m"}
    q = Seq()
    q.open("OpenTracks", listing(tracks, t(19, 5)))
    q.click("Morning ride", stats("Morning ride", "Cycling", ride, t(19, 5)))
    q.click("Edit", edit("Morning ride", None, t(19, 6)))
    q.type("Commute to lab", "Morning ride", edit("Commute to lab", None, t(19, 6), "name"))
    q.type("Via Embarcadero, headwind on the way back", "Description", edit("Commute to lab", "Via Embarcadero, headwind on the way back", t(19, 7), "desc"))
    q.click("Save", stats("Commute to lab", "Cycling", ride, t(19, 7)))
    q.click("Chart", stats("Commute to lab", "Cycling", ride, t(19, 7), tab="Chart"))
    tracks[0][0] = "Commute to lab"
    q.back(listing(tracks, t(19, 8)))
    q.click("Evening run", stats("Evening run", "Running", run, t(19, 8)))
    drift = [list(r) for r in tracks]
    drift[0][2] = "12.84 km"
    q.back(listing(drift, t(19, 9)))
    q.click("More options", menu(t(19, 9)))
    q.click("Settings", settings(t(19, 9)))
    return q.turns, "Goal: In OpenTracks, rename the track 'Morning ride' to 'Commute to lab' and add the description 'Via Embarcadero, headwind on the way back', then check the unit settings.\nThe phone shows the home screen."


# ---------------------------------------------------------------------------------------------------
# 21  Chrome (mainstream) - CLEAN: page loads in stages, a download progresses and completes, tab count grows
# ---------------------------------------------------------------------------------------------------

def traj21() -> tuple[Turns, str]:
    a = App("com.android.chrome")

    def toolbar(url: str | None, tabs: int, loading: int | None = None) -> list[dict[str, Any]]:
        e = [a(None, "Home", "ImageButton", (0, 84, 126, 210), "home_button", click=True),
             a(url, None, "EditText", (147, 95, 780, 200), "url_bar", hint="Search or type URL", click=True, edit=True),
             a(str(tabs), f"Switch or close tabs, {tabs} open tabs", "ImageButton", (807, 84, 933, 210), "tab_switcher_button", click=True),
             a(None, "Customize and control Google Chrome", "ImageButton", (933, 84, 1080, 210), "menu_button", click=True)]
        if loading is not None:
            e.append(a(None, f"Page loading, {loading}%", "ProgressBar", (0, 210, 1080, 218), "toolbar_progress_bar"))
        return e

    def ntp(tabs: int, clock: int) -> str:
        e = toolbar(None, tabs) + [a(None, "Google", "ImageView", (290, 500, 790, 670), "search_provider_logo"),
                                    a("Search or type URL", None, "EditText", (63, 720, 1017, 850), "search_box_text", click=True, edit=True)]
        for i, s in enumerate(["YouTube", "Wikipedia", "GitHub", "F-Droid"]):
            e.append(a(s, s, "TextView", (42 + i * 250, 920, 272 + i * 250, 1160), "tile_view_title", click=True))
        e.append(a("Discover", None, "TextView", (63, 1250, 700, 1320)))
        return scr(hm(clock), 66, e)

    def typing(clock: int) -> str:
        e = [a(None, "Back", "ImageButton", (0, 84, 126, 210), click=True),
             a("f-droid.org", None, "EditText", (147, 95, 933, 200), "url_bar", hint="Search or type URL", click=True, edit=True, focus=True),
             a(None, "Delete", "ImageButton", (933, 84, 1080, 210), "delete_button", click=True)]
        for i, (l1, l2) in enumerate([("f-droid.org", "F-Droid - Free and Open Source Android App Repository"),
                                      ("f-droid.org/packages", None), ("f-droid download", None), ("f-droid apps", None)]):
            e.append(a(l1, None, "TextView", (168, 250 + i * 150, 1000, 320 + i * 150), "line_1", click=True))
            if l2:
                e.append(a(l2, None, "TextView", (168, 320 + i * 150, 1000, 370 + i * 150), "line_2"))
        return scr(hm(clock), 66, e)

    def page(clock: int, loading: int | None, bar: tuple[str, str] | None = None) -> str:
        e = toolbar("f-droid.org", 3, loading)
        e += [a("F-Droid", None, "TextView", (42, 300, 1038, 400)),
              a("F-Droid is an installable catalogue of FOSS (Free and Open Source Software) applications for the Android platform.", None, "TextView", (42, 420, 1038, 600)),
              a("Download F-Droid", None, "Button", (42, 640, 620, 760), click=True)]
        if loading is None or loading > 50:
            e += [a("Latest news", None, "TextView", (42, 820, 1038, 900)),
                  a("This Week in F-Droid 2024 wk 41", None, "TextView", (42, 920, 1038, 990), click=True),
                  a("Posted on Oct 11, 2024 by F-Droid", None, "TextView", (42, 990, 1038, 1040))]
        if loading is None:
            e += [a("Donate", None, "TextView", (42, 1100, 400, 1170), click=True),
                  a("Forum", None, "TextView", (420, 1100, 700, 1170), click=True),
                  a("Documentation", None, "TextView", (720, 1100, 1038, 1170), click=True)]
        if bar:
            e += [a(bar[0], None, "TextView", (42, 2080, 760, 2160), "message_text"),
                  a(bar[1], None, "Button", (780, 2070, 1038, 2170), "message_action", click=True)]
        return scr(hm(clock), 66, e, extra="Chrome download" if bar else None)

    def warn(clock: int) -> str:
        e = [a("This type of file can harm your device. Do you want to keep F-Droid.apk anyway?", None, "TextView", (84, 900, 996, 1080), "message"),
             a("Cancel", None, "Button", (330, 1130, 600, 1240), "button_secondary", click=True),
             a("Download anyway", None, "Button", (620, 1130, 996, 1240), "button_primary", click=True)]
        return scr(hm(clock), 66, e)

    def switcher(clock: int) -> str:
        e = [a(None, "New tab", "ImageButton", (0, 84, 147, 231), "new_tab_view_button", click=True),
             a("3 open tabs", None, "TextView", (168, 110, 700, 200)),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        for i, (title, _host) in enumerate([("F-Droid - Free and Open Source Android App Repository", "f-droid.org"),
                                          ("Weather for San Francisco, CA", "weather.com"),
                                          ("Pixel 7 battery drain after update : r/GooglePixel", "reddit.com")]):
            r, c = divmod(i, 2)
            e.append(a(title, f"{title}, tab", "TextView", (42 + c * 510, 260 + r * 700, 528 + c * 510, 330 + r * 700), "tab_title", click=True, sel=i == 0))
            e.append(a(None, f"Close {title} tab", "ImageButton", (440 + c * 510, 260 + r * 700, 528 + c * 510, 330 + r * 700), "action_button", click=True))
        return scr(hm(clock), 65, e, extra="Chrome download")

    def menu(clock: int) -> str:
        e = [a(x, None, "TextView", (420, 231 + i * 126, 1059, 357 + i * 126), "menu_item_text", click=True)
             for i, x in enumerate(["New tab", "New Incognito tab", "History", "Delete browsing data", "Downloads", "Bookmarks", "Recent tabs", "Settings"])]
        return scr(hm(clock), 65, e, extra="Chrome download")

    def downloads(clock: int) -> str:
        e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
             a("Downloads", None, "TextView", (168, 110, 600, 200)),
             a(None, "Search your downloads", "ImageButton", (807, 84, 933, 231), click=True),
             a(None, "Settings", "ImageButton", (933, 84, 1080, 231), click=True),
             a("Today", None, "TextView", (42, 280, 600, 340)),
             a("F-Droid.apk", None, "TextView", (189, 370, 900, 440), "title", click=True),
             a("12.1 MB • f-droid.org", None, "TextView", (189, 440, 900, 490), "caption"),
             a("Yesterday", None, "TextView", (42, 560, 600, 620)),
             a("invoice_2024-09.pdf", None, "TextView", (189, 650, 900, 720), "title", click=True),
             a("88.1 kB • billing.acme-energy.com", None, "TextView", (189, 720, 900, 770), "caption"),
             a("Oct 12", None, "TextView", (42, 840, 600, 900)),
             a("IMG_20241012_181455.jpg", None, "TextView", (189, 930, 900, 1000), "title", click=True),
             a("3.8 MB • photos.google.com", None, "TextView", (189, 1000, 900, 1050), "caption")]
        return scr(hm(clock), 65, e, extra="Chrome download")

    q = Seq()
    q.open("Chrome", ntp(3, t(16, 40)))
    q.type("f-droid.org", "Search or type URL", typing(t(16, 40)))
    q.do("keyboard_enter", page(t(16, 40), 35))
    q.do("wait", page(t(16, 41), None))
    q.click("Download F-Droid", warn(t(16, 41)))
    q.click("Download anyway", page(t(16, 41), None, ("Downloading… 2.1 MB / 12.1 MB", "Cancel")))
    q.do("wait", page(t(16, 42), None, ("Download complete. F-Droid.apk (12.1 MB)", "Open")))
    q.click("Switch or close tabs, 3 open tabs", switcher(t(16, 42)))
    q.click("New tab", ntp(4, t(16, 42)))
    q.click("Customize and control Google Chrome", menu(t(16, 43)))
    q.click("Downloads", downloads(t(16, 43)))
    return q.turns, "Goal: In Chrome, download the F-Droid installer from f-droid.org, then open a new tab and check the Downloads page.\nThe phone shows the home screen."


def ui_more(a: App, clock: int) -> str:
    e = [a(x, None, "TextView", (560, 105 + i * 126, 1059, 231 + i * 126), "title", click=True)
         for i, x in enumerate(["Select all", "Rename", "Copy to", "Rotate", "Properties", "Set as", "Add to favorites", "Hide"])]
    return scr(hm(clock), 95, e)


# ---------------------------------------------------------------------------------------------------
# 22  Simple Gallery Pro (less common) - CLEAN: two photos moved between folders, counts and paths follow
# ---------------------------------------------------------------------------------------------------

def traj22() -> tuple[Turns, str]:
    a = App("com.simplemobiletools.gallery.pro")
    folders = {"Camera": 214, "Screenshots": 38, "WhatsApp Images": 512, "Download": 9, "Trips": 14}
    camera = ["PXL_20241014_081502.jpg", "PXL_20241013_144210.jpg", "PXL_20241013_143958.jpg", "PXL_20241013_121733.jpg",
              "PXL_20241012_190344.jpg", "PXL_20241012_185911.mp4", "PXL_20241011_071502.jpg", "PXL_20241010_200118.jpg",
              "PXL_20241009_190344.jpg", "PXL_20241009_173055.jpg", "PXL_20241009_172810.jpg", "PXL_20241008_081133.jpg",
              "PXL_20241006_164402.jpg", "PXL_20241006_163917.jpg"]
    trips = ["PXL_20240921_103311.jpg", "PXL_20240921_102954.jpg", "PXL_20240920_174520.jpg", "PXL_20240920_170002.mp4",
             "PXL_20240919_091248.jpg", "PXL_20240919_090731.jpg", "PXL_20240918_195502.jpg", "PXL_20240918_194817.jpg",
             "PXL_20240918_120344.jpg", "PXL_20240917_083015.jpg"]
    moved = ["PXL_20241013_144210.jpg", "PXL_20241013_143958.jpg"]

    def dirs(clock: int) -> str:
        e = [a("Simple Gallery", None, "TextView", (42, 110, 600, 200)),
             a(None, "Search", "TextView", (681, 84, 807, 231), "search", click=True),
             a(None, "Sort by", "TextView", (807, 84, 933, 231), "sort", click=True),
             a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        for i, (n, c) in enumerate(folders.items()):
            r, col = divmod(i, 3)
            e.append(a(n, None, "TextView", (14 + col * 355, 560 + r * 380, 354 + col * 355, 620 + r * 380), "dir_name", click=True))
            e.append(a(str(c), None, "TextView", (14 + col * 355, 620 + r * 380, 354 + col * 355, 670 + r * 380), "photo_cnt"))
        return scr(hm(clock), 95, e)

    def grid(title: str, items: list[str], clock: int, sel: list[str] | None = None, toast: str | None = None) -> str:
        if sel:
            e = [a(None, "Done", "ImageButton", (0, 84, 147, 231), click=True),
                 a(f"{len(sel)} / {folders[title]}", None, "TextView", (168, 110, 500, 200)),
                 a(None, "Share", "TextView", (555, 84, 681, 231), "cab_share", click=True),
                 a(None, "Delete", "TextView", (681, 84, 807, 231), "cab_delete", click=True),
                 a(None, "Move to", "TextView", (807, 84, 933, 231), "cab_move_to", click=True),
                 a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        else:
            e = [a(None, "Navigate up", "ImageButton", (0, 84, 147, 231), click=True),
                 a(title, None, "TextView", (168, 110, 600, 200)),
                 a(None, "Sort by", "TextView", (807, 84, 933, 231), "sort", click=True),
                 a(None, "More options", "ImageView", (933, 84, 1080, 231), click=True)]
        for i, n in enumerate(items[:12]):
            r, col = divmod(i, 4)
            on = bool(sel) and n in sel
            e.append(a(None, n, "ImageView", (col * 270, 252 + r * 270, col * 270 + 266, 518 + r * 270), "medium_thumbnail",
                       click=True, sel=on, checked=on))
        if toast:
            e.append(a(toast, None, "TextView", (120, 1900, 960, 1990), "toast_text"))
        return scr(hm(clock), 95, e)

    def pick(clock: int) -> str:
        e = [a("Select a folder", None, "TextView", (84, 420, 996, 500), "dialog_title")]
        for i, (n, c) in enumerate([(k, v) for k, v in folders.items() if k != "Camera"]):
            e.append(a(n, None, "TextView", (84, 540 + i * 150, 800, 610 + i * 150), "dir_name", click=True))
            e.append(a(str(c), None, "TextView", (820, 540 + i * 150, 996, 610 + i * 150), "photo_cnt"))
        e += [a("Other folder", None, "Button", (84, 1300, 500, 1410), click=True),
              a("Cancel", None, "Button", (760, 1300, 996, 1410), click=True)]
        return scr(hm(clock), 95, e)

    def props(clock: int) -> str:
        e = [a("Properties", None, "TextView", (84, 420, 996, 500), "dialog_title")]
        for i, (k, v) in enumerate([("Name", "PXL_20241013_144210.jpg"), ("Path", "/storage/emulated/0/Pictures/Trips/PXL_20241013_144210.jpg"),
                                    ("Size", "4.12 MB"), ("Resolution", "4080 x 3072 (12.5 MP)"), ("Last modified", "13.10.2024 14:42"),
                                    ("Date taken", "13.10.2024 14:42"), ("Camera", "Google Pixel 7")]):
            e.append(a(k, None, "TextView", (84, 540 + i * 150, 996, 590 + i * 150), "property_label"))
            e.append(a(v, None, "TextView", (84, 590 + i * 150, 996, 680 + i * 150), "property_value"))
        e.append(a("OK", None, "Button", (790, 1650, 996, 1760), click=True))
        return scr(hm(clock), 94, e)

    q = Seq()
    q.open("Simple Gallery Pro", dirs(t(12, 10)))
    q.click("Camera", grid("Camera", camera, t(12, 10)))
    q.do("long_press", grid("Camera", camera, t(12, 10), sel=moved[:1]), moved[0])
    q.click(moved[1], grid("Camera", camera, t(12, 11), sel=moved))
    q.click("Move to", pick(t(12, 11)))
    folders["Camera"] -= 2
    folders["Trips"] += 2
    cam_after = [n for n in camera if n not in moved]
    q.click("Trips", grid("Camera", cam_after, t(12, 11), toast="Moving 2 items"))
    q.click("Navigate up", dirs(t(12, 12)))
    trips_after = moved + trips
    q.click("Trips", grid("Trips", trips_after, t(12, 12)))
    q.do("long_press", grid("Trips", trips_after, t(12, 12), sel=moved[:1]), moved[0])
    q.click("More options", ui_more(a, t(12, 13)))
    q.click("Properties", props(t(12, 13)))
    return q.turns, "Goal: In Simple Gallery Pro, move the two photos from October 13 at 14:39 and 14:42 from Camera to the Trips folder, then check the properties of the 14:42 one.\nThe phone shows the home screen."


TRAJS = [
    (traj01, True, 7, "contact deleted at turn 6 (confirmed 'Contact deleted') is back in the search results"),
    (traj02, False, None, "clean"),
    (traj03, True, 8, "alarm changed to 6:45 AM and shown so at turns 6-7 reads 7:00 AM again after toggling another alarm"),
    (traj04, True, 10, "event created and shown in the day view at turn 8 is missing from the event list for the same day"),
    (traj05, False, None, "clean"),
    (traj06, True, 9, "recipe renamed to 'Spicy Shakshuka' at turn 7 is listed under its old name 'Shakshuka'"),
    (traj07, False, None, "clean"),
    (traj08, False, None, "clean"),
    (traj09, True, 9, "sent message said 'there at 7:15' (turns 4-5) but its conversation preview now says 7:45"),
    (traj10, False, None, "clean"),
    (traj11, True, 10, "reply sent at 10:45 AM is listed in Sent at 10:14 AM, earlier than the 10:31 AM mail it answers"),
    (traj12, True, 5, "note line 'DB_HOST=10.20.4.17' reads 10.20.4.71 after saving an edit that only appended another line"),
    (traj13, False, None, "clean"),
    (traj14, True, 6, "repeat mode set to 'all' at turn 4 shows 'off' after returning from the queue, with no action"),
    (traj15, False, None, "clean"),
    (traj16, True, 9, "statistics show Food at $412.30 without the 23.50 expense added at turn 7 while the total includes it; parts do not add up to the total"),
    (traj17, True, 4, "adaptive brightness switched off at turn 3 shows as on after merely scrolling the Display page"),
    (traj18, False, None, "clean"),
    (traj19, False, None, "clean"),
    (traj20, True, 10, "track distance 12.48 km (turns 1-8) reads 12.84 km in the track list with no edit that could change it"),
    (traj21, False, None, "clean"),
    (traj22, False, None, "clean"),
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, (fn, bad, turn, kind) in enumerate(TRAJS, 1):
        turns, goal = fn()
        assert 6 <= len(turns) <= 12, (fn.__name__, len(turns))
        for _, obs in turns:
            assert len(obs) < 8500, (fn.__name__, len(obs))
        rs.add(task=TASK, tid=f"h22-android-{i:02d}", system=DROID_SYSTEM, turns=turns, state=goal,
               bad=bad, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
