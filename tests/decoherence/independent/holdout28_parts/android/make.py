# ruff: noqa: E501
"""Holdout28, domain android: 22 AndroidWorld trajectories, 11 with exactly one contradiction.

Each observation is the AndroidWorld element list of the screen after the action (status bar first,
then the foreground app). Screens are built from small per-app helpers so that every value follows the
actions; a bad trajectory overrides exactly one detail in exactly one turn. Deterministic, stdlib only.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSUI = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"


class BB:
    """Prints like AndroidWorld's BoundingBox."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x1}, x_max={self.x2}, y_min={self.y1}, y_max={self.y2})"


def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
      pkg: str = "", rid: str | None = None, *, click: bool = False, chk: bool | None = None, edit: bool = False,
      sel: bool = False, scroll: bool = False, focus: bool = False, longc: bool = False, hint: str | None = None,
      enabled: bool = True) -> dict[str, Any]:
    return {"text": text, "content_description": desc,
            "class_name": cls if "." in cls else "android.widget." + cls,
            "bbox_pixels": BB(*box), "hint_text": hint, "is_checked": bool(chk), "is_checkable": chk is not None,
            "is_clickable": click, "is_editable": edit, "is_enabled": enabled, "is_focused": focus,
            "is_focusable": click or edit, "is_long_clickable": longc, "is_scrollable": scroll, "is_selected": sel,
            "is_visible": True, "package_name": pkg,
            "resource_name": None if rid is None else (rid if ":" in rid else f"{pkg}:id/{rid}")}


def app(pkg: str):
    def f(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
          rid: str | None = None, **kw: Any) -> dict[str, Any]:
        return E(text, desc, cls, box, pkg, rid, **kw)
    return f


def bar(t: str, batt: int) -> list[dict[str, Any]]:
    return [E(t, None, "TextView", (63, 27, 170, 96), SYSUI, "clock"),
            E(None, f"Battery {batt} percent.", "LinearLayout", (930, 36, 1028, 87), SYSUI, "battery")]


def home(t: str, batt: int, date: str, apps: list[str]) -> list[dict[str, Any]]:
    a = app(LAUNCHER)
    els = bar(t, batt) + [a(date, date, "TextView", (84, 262, 560, 330), "date", click=True),
                          a(None, "Home", "FrameLayout", (0, 0, 1080, 2400), "workspace", scroll=True)]
    for i, name in enumerate(apps):
        x, y = 40 + (i % 4) * 255, 1330 + (i // 4) * 300
        els.append(a(name, name, "TextView", (x, y, x + 235, y + 260), "icon", click=True, longc=True))
    for i, name in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x = 40 + i * 255
        els.append(a(name, name, "TextView", (x, 1970, x + 235, 2170), "icon", click=True, longc=True))
    els.append(a(None, "Google search", "FrameLayout", (50, 2200, 1030, 2330), "search_container_hotseat", click=True))
    return els


def ix(els: list[dict[str, Any]], key: str, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(els) if key in (e["text"], e["content_description"], e["hint_text"])]
    assert len(hits) > nth, (key, [e["text"] or e["content_description"] for e in els])
    return hits[nth]


class Traj:
    """Builds (action, observation) pairs; `on` names the element of the previous screen the action targets."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.state = ui_elements(start)
        self.prev = start
        self.turns: list[tuple[str, str]] = []

    def act(self, kind: str, els: list[dict[str, Any]], on: str | None = None, nth: int = 0, **kw: Any) -> None:
        if on is not None:
            kw["index"] = ix(self.prev, on, nth)
        obs = ui_elements(els)
        assert len(obs) < 8900, (kind, len(obs))
        self.turns.append((droid(kind, **kw), obs))
        self.prev = els


def rows(n: int, y0: int, h: int) -> list[int]:
    return [y0 + i * h for i in range(n)]


# ---------------------------------------------------------------- 01 Contacts (bad: deleted contact back in search)
def t01() -> dict[str, Any]:
    P = "com.google.android.contacts"
    a = app(P)
    everyone = ["Aaron Blake", "Beatriz Souza", "Chen Wei", "Dana Whitfield", "Daniel Ortiz", "Dawit Bekele",
                "Elif Kaya", "Farrukh Ismoilov", "Gideon Park", "Hana Sato", "Ivo Petrov", "Jamal Reed"]

    def top(t: str, b: int) -> list[dict[str, Any]]:
        return bar(t, b) + [
            a("Search contacts", None, "TextView", (168, 150, 880, 276), "open_search_bar_text_view", click=True),
            a(None, "Signed in as Rosa Alvarez r.alvarez@gmail.com Account and settings.", "ImageView", (900, 160, 1020, 266), "og_apd_internal_image_view", click=True)]

    def lst(t: str, b: int, names: list[str], snack: str | None = None) -> list[dict[str, Any]]:
        els = top(t, b)
        for name, y in zip(names[:8], rows(8, 330, 190)):
            els.append(a(name, None, "TextView", (231, y + 40, 960, y + 130), "cliv_name_textview", click=True, longc=True))
        els += [a(None, "Create contact", "ImageButton", (842, 1916, 1010, 2084), "floating_action_button", click=True),
                a("Contacts", "Contacts", "FrameLayout", (0, 2124, 360, 2337), "contacts_tab", click=True, sel=True),
                a("Highlights", "Highlights", "FrameLayout", (360, 2124, 720, 2337), "highlights_tab", click=True),
                a("Fix & manage", "Fix & manage", "FrameLayout", (720, 2124, 1080, 2337), "fix_manage_tab", click=True)]
        if snack:
            els.append(a(snack, None, "TextView", (60, 1950, 760, 2050), "snackbar_text"))
        return els

    def details(t: str, b: int, name: str, info: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = bar(t, b) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a(None, "Edit contact", "Button", (660, 150, 790, 280), "menu_edit", click=True),
            a(None, "Add to favorites", "Button", (790, 150, 920, 280), "menu_star", click=True),
            a(None, "More options", "ImageView", (920, 150, 1050, 280), click=True),
            a(name, None, "TextView", (80, 640, 1000, 760), "large_title")]
        for lab, x in zip(["Call", "Text", "Email"], [90, 435, 780]):
            els.append(a(lab, lab, "Button", (x, 820, x + 210, 1010), click=True))
        for (val, lab), y in zip(info, rows(len(info), 1180, 170)):
            els += [a(val, None, "TextView", (200, y, 900, y + 70), "header", click=True, longc=True),
                    a(lab, None, "TextView", (200, y + 70, 900, y + 125), "sub_header")]
        return els

    dana = [("(415) 555-0142", "Mobile"), ("dana.whitfield@fastmail.com", "Personal"), ("June 11", "Birthday")]
    daniel = [("+1 628-555-0199", "Work"), ("daniel.ortiz@northwind.io", "Work"), ("Northwind Logistics", "Company")]

    tr = Traj(home("9:41", 88, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", lst("9:41", 88, everyone), app_name="Contacts")
    tr.act("click", details("9:41", 88, "Dana Whitfield", dana), on="Dana Whitfield")
    menu = bar("9:42", 88) + [a(x, None, "TextView", (560, y, 1040, y + 132), "title", click=True)
                              for x, y in zip(["Delete", "Share", "Add to home screen", "Set ringtone", "Route to voicemail", "Block numbers", "Help & feedback"], rows(7, 160, 132))]
    tr.act("click", menu, on="More options")
    dlg = bar("9:42", 88) + [a("Delete this contact?", None, "TextView", (120, 930, 960, 1010), "alertTitle"),
                             a("This contact will be deleted from your Google Account (r.alvarez@gmail.com) and all your synced devices.", None, "TextView", (120, 1030, 960, 1200), "message"),
                             a("Cancel", None, "Button", (520, 1260, 730, 1380), "button2", click=True),
                             a("Delete", None, "Button", (750, 1260, 960, 1380), "button1", click=True)]
    tr.act("click", dlg, on="Delete")
    left = [n for n in everyone if n != "Dana Whitfield"]
    tr.act("click", lst("9:42", 88, left, snack="Contact deleted"), on="Delete")
    # BAD: the deleted contact is back among the search results
    search = bar("9:43", 88) + [
        a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
        a("Da", None, "EditText", (168, 150, 880, 276), "search_view", edit=True, focus=True, hint="Search contacts"),
        a(None, "Clear search", "ImageButton", (900, 160, 1020, 266), "search_close_btn", click=True),
        a("Contacts", None, "TextView", (40, 320, 600, 390), "header")]
    for (n, sub), y in zip([("Dana Whitfield", "(415) 555-0142"), ("Daniel Ortiz", "+1 628-555-0199"), ("Dawit Bekele", "dawit.b@proton.me")], rows(3, 410, 190)):
        search += [a(n, None, "TextView", (231, y + 20, 960, y + 95), "cliv_name_textview", click=True),
                   a(sub, None, "TextView", (231, y + 95, 960, y + 160), "cliv_data_textview")]
    tr.act("input_text", search, on="Search contacts", text="Da")
    tr.act("click", details("9:43", 88, "Daniel Ortiz", daniel), on="Daniel Ortiz")

    def form(t: str, extra: str | None, focus: bool = False) -> list[dict[str, Any]]:
        els = bar(t, 88) + [
            a(None, "Cancel", "ImageButton", (0, 143, 147, 290), click=True),
            a("Edit contact", None, "TextView", (180, 170, 620, 260)),
            a("Save", None, "Button", (820, 160, 1040, 270), "toolbar_button", click=True),
            a("Daniel", None, "EditText", (200, 620, 1000, 760), edit=True, hint="First name"),
            a("Ortiz", None, "EditText", (200, 780, 1000, 920), edit=True, hint="Last name"),
            a("Northwind Logistics", None, "EditText", (200, 940, 1000, 1080), edit=True, hint="Company"),
            a("+1 628-555-0199", None, "EditText", (200, 1120, 1000, 1260), edit=True, hint="Phone"),
            a("Work", None, "Spinner", (200, 1270, 520, 1360), click=True)]
        if extra is not None:
            els += [a(extra or None, None, "EditText", (200, 1390, 1000, 1530), edit=True, focus=focus, hint="Phone"),
                    a("Mobile", None, "Spinner", (200, 1540, 520, 1630), click=True)]
        y = 1660 if extra is not None else 1390
        els += [a("Add phone", None, "Button", (200, y, 600, y + 110), click=True),
                a("daniel.ortiz@northwind.io", None, "EditText", (200, y + 150, 1000, y + 290), edit=True, hint="Email")]
        return els

    tr.act("click", form("9:43", None), on="Edit contact")
    tr.act("click", form("9:44", "", focus=True), on="Add phone")
    tr.act("input_text", form("9:44", "(415) 555-0177", focus=True), on="Phone", nth=1, text="(415) 555-0177")
    tr.act("click", details("9:44", 87, "Daniel Ortiz", [daniel[0], ("(415) 555-0177", "Mobile"), daniel[1]]), on="Save")
    return dict(tid="h28-android-01", turns=tr.turns, state=tr.state, bad=True, turn=6,
                kind="contact deleted earlier (and gone from the list) shows up again in search results")


# ---------------------------------------------------------------- 02 Clock (clean)
def t02() -> dict[str, Any]:
    P = "com.google.android.deskclock"
    a = app(P)

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [a(x, x, "FrameLayout", (i * 216, 2180, i * 216 + 216, 2337), "tab_" + x.lower(), click=True, sel=x == sel)
                for i, x in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])]

    # alarms: (time, label, days, on)
    def alarms(t: str, al: list[tuple[str, str, str, bool]], expanded: str | None = None, toast: str | None = None) -> list[dict[str, Any]]:
        els = bar(t, 71)
        y = 250
        for tm, label, days, on in (al[:2] if expanded else al):
            els += [a(tm, tm, "TextView", (60, y + 60, 600, y + 200), "digital_clock", click=True),
                    a(None, f"{tm} alarm", "Switch", (850, y + 90, 1010, y + 170), "onoff", click=True, chk=on)]
            if tm == expanded:
                els += [a(label or "Add label", None, "TextView", (60, y + 230, 900, y + 310), "edit_label", click=True),
                        a(days, None, "TextView", (60, y + 330, 900, y + 400), "upcoming_instance_label")]
                y += 1100
            else:
                els.append(a((label + " · " if label else "") + days, None, "TextView", (60, y + 200, 900, y + 260), "days_summary"))
                y += 330
        els.append(a(None, "Add alarm", "ImageButton", (420, 1960, 660, 2120), "fab", click=True))
        els += tabs("Alarm")
        if toast:
            els.append(a(toast, None, "TextView", (120, 1800, 960, 1900), "message"))
        return els

    def picker(t: str, h: str, m: str, text_mode: bool, focus_min: bool = False) -> list[dict[str, Any]]:
        els = bar(t, 71) + [a("Enter time" if text_mode else "Select time", None, "TextView", (120, 560, 900, 620), "header_title")]
        if text_mode:
            els += [a(h, None, "EditText", (140, 680, 420, 880), "material_hour_text_input", edit=True, focus=not focus_min),
                    a(m, None, "EditText", (480, 680, 760, 880), "material_minute_text_input", edit=True, focus=focus_min),
                    a("Hour", None, "TextView", (140, 890, 420, 940)), a("Minute", None, "TextView", (480, 890, 760, 940))]
        else:
            els += [a(h, f"{h} o'clock", "Chip", (140, 680, 420, 880), "material_hour_tv", click=True, chk=True),
                    a(m, f"{m} minutes", "Chip", (480, 680, 760, 880), "material_minute_tv", click=True, chk=False),
                    a(None, "Select hours", "View", (190, 980, 890, 1680), "material_clock_face", click=True)]
        els += [a("AM", None, "Button", (800, 680, 940, 780), "material_clock_period_am_button", click=True, chk=True),
                a("PM", None, "Button", (800, 780, 940, 880), "material_clock_period_pm_button", click=True, chk=False),
                a(None, "Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.", "ImageButton", (120, 1760, 250, 1890), "material_timepicker_mode_button", click=True),
                a("Cancel", None, "Button", (560, 1760, 760, 1890), "material_timepicker_cancel_button", click=True),
                a("OK", None, "Button", (780, 1760, 960, 1890), "material_timepicker_ok_button", click=True)]
        return els

    base = [("7:30 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True), ("9:00 AM", "Long run", "Sat, Sun", False)]
    tr = Traj(home("10:12", 71, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", alarms("10:12", base), app_name="Clock")
    tr.act("click", picker("10:12", "10", "12", False), on="Add alarm")
    tr.act("click", picker("10:12", "10", "12", True), on="Switch to text input mode for the time input.")
    tr.act("input_text", picker("10:12", "6", "12", True), on="10", text="6")
    tr.act("input_text", picker("10:13", "6", "45", True, focus_min=True), on="12", text="45")
    new = [("6:45 AM", "", "Tomorrow", True)] + base
    tr.act("click", alarms("10:13", new, expanded="6:45 AM", toast="Alarm set for 20 hours and 32 minutes from now."), on="OK")
    lab = bar("10:13", 71) + [a("Label", None, "TextView", (120, 800, 900, 880), "alertTitle"),
                              a(None, None, "EditText", (120, 920, 960, 1040), "label_input_field", edit=True, focus=True, hint="Label"),
                              a("Cancel", None, "Button", (540, 1100, 740, 1210), "button2", click=True),
                              a("OK", None, "Button", (760, 1100, 960, 1210), "button1", click=True)]
    tr.act("click", lab, on="Add label")
    lab2 = [dict(e) for e in lab]
    lab2[3] = dict(lab2[3], text="Gym")
    tr.act("input_text", lab2, on="Label", nth=1, text="Gym")
    new = [("6:45 AM", "Gym", "Tomorrow", True)] + base
    tr.act("click", alarms("10:14", new, expanded="6:45 AM"), on="OK")
    new = [("6:45 AM", "Gym", "Tomorrow", True), ("7:30 AM", "Work", "Mon, Tue, Wed, Thu, Fri", False), base[1]]
    tr.act("click", alarms("10:14", new, expanded="6:45 AM"), on="7:30 AM alarm")
    clock = bar("10:15", 70) + [
        a("10:15", "10:15 AM", "TextClock", (150, 400, 930, 640), "digital_clock"),
        a("Mon, Oct 16", None, "TextClock", (150, 650, 930, 720), "date"),
        a("Tue 6:45 AM", "Next alarm: Tuesday 6:45 AM", "TextView", (150, 730, 930, 800), "nextAlarm"),
        a("London", None, "TextView", (60, 950, 600, 1030), "city_name"),
        a("Today, +8 hrs", None, "TextView", (60, 1030, 600, 1090), "hours_ahead"),
        a("6:15 PM", None, "TextClock", (640, 950, 1020, 1090), "digital_clock"),
        a("Tokyo", None, "TextView", (60, 1150, 600, 1230), "city_name"),
        a("Tomorrow, +16 hrs", None, "TextView", (60, 1230, 600, 1290), "hours_ahead"),
        a("2:15 AM", None, "TextClock", (640, 1150, 1020, 1290), "digital_clock"),
        a(None, "Cities", "ImageButton", (420, 1960, 660, 2120), "fab", click=True)] + tabs("Clock")
    tr.act("click", clock, on="Clock")
    return dict(tid="h28-android-02", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 03 Markor (bad: created note missing from the file list)
def t03() -> dict[str, Any]:
    P = "net.gsantner.markor"
    a = app(P)
    grocery = "# Groceries\n- eggs (12)\n- oat milk\n- spinach\n- feta"
    files = {"recipes": "4 items", "grocery_list.md": f"Oct 16, 2023 14:22 · {len(grocery.encode())} B",
             "journal_oct.md": "Oct 3, 2023 21:47 · 2.4 KB", "meeting_2023-10-09.md": "Oct 9, 2023 11:05 · 2.1 KB",
             "QuickNote.md": "Oct 14, 2023 08:31 · 812 B", "reading-list.md": "Oct 12, 2023 19:58 · 3.4 KB",
             "todo.txt": "Oct 15, 2023 22:10 · 201 B"}

    def listing(t: str, names: list[str], title: str = "markor", info: dict[str, str] = files) -> list[dict[str, Any]]:
        els = bar(t, 64) + [a(title, None, "TextView", (60, 160, 700, 260), "toolbar_title"),
                            a(None, "Search", "TextView", (940, 150, 1060, 270), "action_search", click=True)]
        for n, y in zip(names[:6], rows(6, 320, 200)):
            els += [a(n, None, "TextView", (180, y + 30, 1020, y + 100), "ui__filesystem_item__title", click=True, longc=True),
                    a(info[n], None, "TextView", (180, y + 100, 1020, y + 160), "ui__filesystem_item__description")]
        els.append(a(None, "Create a new file or folder", "ImageButton", (860, 1980, 1020, 2140), "fab_add_new_item", click=True))
        return els

    def editor(t: str, name: str, text: str) -> list[dict[str, Any]]:
        return bar(t, 64) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a(name, None, "TextView", (170, 170, 620, 260), "note__activity__text_note_title", click=True),
            a(None, "Preview", "TextView", (640, 150, 760, 270), "action_preview", click=True),
            a(None, "Save", "TextView", (760, 150, 880, 270), "action_save", click=True),
            a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True),
            a(text or None, None, "EditText", (0, 290, 1080, 1900), "document__fragment__edit__highlighting_editor", edit=True, focus=True, hint="Start writing…" if not text else None, longc=True),
            a(None, "Checkbox", "ImageView", (0, 1930, 150, 2060), click=True),
            a(None, "Header", "ImageView", (150, 1930, 300, 2060), click=True),
            a(None, "Bold", "ImageView", (300, 1930, 450, 2060), click=True),
            a(None, "Italic", "ImageView", (450, 1930, 600, 2060), click=True),
            a(None, "Link", "ImageView", (600, 1930, 750, 2060), click=True)]

    def newdlg(name: str) -> list[dict[str, Any]]:
        return bar("14:21", 64) + [
            a("New file", None, "TextView", (90, 700, 990, 790), "alertTitle"),
            a(name or None, None, "EditText", (90, 820, 740, 950), "new_file_dialog__name", edit=True, focus=True, hint="Name"),
            a("md", None, "EditText", (760, 820, 990, 950), "new_file_dialog__ext", edit=True),
            a("Markdown", None, "Spinner", (90, 980, 990, 1080), "new_file_dialog__type", click=True),
            a("Empty file", None, "Spinner", (90, 1100, 990, 1200), "new_file_dialog__template", click=True),
            a("Folder", None, "Button", (90, 1240, 330, 1350), "button3", click=True),
            a("Cancel", None, "Button", (560, 1240, 760, 1350), "button2", click=True),
            a("OK", None, "Button", (780, 1240, 990, 1350), "button1", click=True)]

    root = ["recipes", "journal_oct.md", "meeting_2023-10-09.md", "QuickNote.md", "reading-list.md", "todo.txt"]
    tr = Traj(home("14:20", 64, "Monday, Oct 16", ["Markor", "Joplin", "Tasks", "Broccoli", "OsmAnd", "Files", "Settings", "Clock"]))
    tr.act("open_app", listing("14:20", root), app_name="Markor")
    tr.act("click", newdlg(""), on="Create a new file or folder")
    tr.act("input_text", newdlg("grocery_list"), on="Name", text="grocery_list")
    tr.act("click", editor("14:21", "grocery_list.md", ""), on="OK")
    tr.act("input_text", editor("14:22", "grocery_list.md", grocery), on="Start writing…", text=grocery)
    with_new = ["recipes", "grocery_list.md"] + root[1:]
    tr.act("navigate_back", listing("14:22", with_new))
    sub = {"banana_bread.md": "Sep 24, 2023 17:12 · 1.6 KB", "dal_tadka.md": "Oct 1, 2023 19:40 · 1.9 KB",
           "pesto.md": "Aug 30, 2023 12:03 · 874 B", "shakshuka.md": "Oct 8, 2023 10:26 · 1.3 KB"}
    tr.act("click", listing("14:22", list(sub), title="recipes", info=sub), on="recipes")
    # BAD: grocery_list.md, created and saved in turns 4-6, is gone from the same folder
    tr.act("navigate_back", listing("14:23", root))
    todo = ("(A) 2023-10-12 Renew parking permit +car due:2023-10-20\n2023-10-14 Call plumber about kitchen tap @home\n"
            "(B) 2023-10-15 Email Tomás the offsite budget +work\nx 2023-10-15 2023-10-10 Return library books")
    assert len(todo.encode()) == 201, len(todo.encode())
    tr.act("click", editor("14:23", "todo.txt", todo), on="todo.txt")
    tr.act("input_text", editor("14:24", "todo.txt", todo + "\n2023-10-16 Buy birthday card for Bella @errands"), on=todo,
           text="\n2023-10-16 Buy birthday card for Bella @errands")
    return dict(tid="h28-android-03", turns=tr.turns, state=tr.state, bad=True, turn=8,
                kind="note file created and shown in the folder listing is missing from a later listing of the same folder")


# ---------------------------------------------------------------- 04 Simple Calendar Pro (clean)
def t04() -> dict[str, Any]:
    P = "com.simplemobiletools.calendar.pro"
    a = app(P)

    def evlist(t: str, days: list[tuple[str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
        els = bar(t, 79) + [a("Simple event list", None, "TextView", (60, 160, 700, 260), "toolbar_title"),
                            a(None, "Search", "TextView", (700, 150, 820, 270), "search", click=True),
                            a(None, "Change view", "TextView", (820, 150, 940, 270), "change_view", click=True)]
        items: list[dict[str, Any]] = []
        y = 300
        for day, evs in days:
            items.append(a(day, None, "TextView", (40, y, 1040, y + 80), "event_section_title"))
            y += 90
            for title, when in evs:
                items += [a(title, None, "TextView", (70, y, 1040, y + 70), "event_item_title", click=True, longc=True),
                          a(when, None, "TextView", (70, y + 70, 1040, y + 130), "event_item_time")]
                y += 160
        els += items[:10]
        els.append(a(None, "New Event", "ImageButton", (860, 1980, 1020, 2140), "calendar_fab", click=True))
        return els

    def form(t: str, title: str, date: str, loc: str = "", head: str = "New Event", focus: str = "") -> list[dict[str, Any]]:
        return bar(t, 79) + [
            a(head, None, "TextView", (170, 170, 700, 260), "toolbar_title"),
            a(None, "Save", "TextView", (940, 150, 1060, 270), "save", click=True),
            a(title or None, None, "EditText", (60, 320, 1020, 440), "event_title", edit=True, focus=focus == "title", hint="Title"),
            a(loc or None, None, "EditText", (60, 460, 1020, 580), "event_location", edit=True, focus=focus == "loc", hint="Location"),
            a(None, None, "EditText", (60, 600, 1020, 720), "event_description", edit=True, hint="Description"),
            a("All-day", None, "CheckBox", (60, 760, 1020, 860), "event_all_day", click=True, chk=False),
            a(date, None, "TextView", (60, 880, 640, 980), "event_start_date", click=True),
            a("11:00", None, "TextView", (760, 880, 1020, 980), "event_start_time", click=True),
            a(date, None, "TextView", (60, 1000, 640, 1100), "event_end_date", click=True),
            a("12:00", None, "TextView", (760, 1000, 1020, 1100), "event_end_time", click=True),
            a("Europe/Berlin", None, "TextView", (60, 1130, 1020, 1230), "event_time_zone", click=True),
            a("10 minutes before", None, "TextView", (60, 1260, 1020, 1360), "event_reminder_1", click=True),
            a("No repetition", None, "TextView", (60, 1390, 1020, 1490), "event_repetition", click=True),
            a("Regular event", None, "TextView", (60, 1520, 1020, 1620), "event_type", click=True)]

    def datepick(head: str, sel: str) -> list[dict[str, Any]]:
        els = bar("10:39", 79) + [a("2023", None, "TextView", (110, 470, 300, 540), "date_picker_header_year", click=True),
                                  a(head, None, "TextView", (110, 550, 900, 680), "date_picker_header_date"),
                                  a("October 2023", None, "TextView", (260, 760, 820, 840), "month_view")]
        for i, d in enumerate(range(15, 22)):
            wd = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][i]
            x = 110 + i * 123
            els.append(a(str(d), f"{d} {wd} October {d}", "View", (x, 1180, x + 120, 1300), click=True, chk=str(d) == sel))
        els += [a("Cancel", None, "Button", (560, 1760, 760, 1870), "button2", click=True),
                a("OK", None, "Button", (780, 1760, 970, 1870), "button1", click=True)]
        return els

    month = bar("10:37", 79) + [
        a("October", None, "TextView", (60, 160, 700, 260), "toolbar_title"),
        a(None, "Search", "TextView", (700, 150, 820, 270), "search", click=True),
        a(None, "Change view", "TextView", (820, 150, 940, 270), "change_view", click=True),
        a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True),
        a("16", None, "TextView", (154, 1040, 308, 1100), "month_view_day_number", click=True, sel=True),
        a("Team sync", None, "TextView", (154, 1100, 308, 1140), "month_view_event"),
        a("17", None, "TextView", (308, 1040, 462, 1100), "month_view_day_number", click=True),
        a("Yoga", None, "TextView", (308, 1100, 462, 1140), "month_view_event"),
        a("20", None, "TextView", (770, 1040, 924, 1100), "month_view_day_number", click=True),
        a("Rent due", None, "TextView", (770, 1100, 924, 1140), "month_view_event"),
        a("23", None, "TextView", (154, 1300, 308, 1360), "month_view_day_number", click=True),
        a("Team sync", None, "TextView", (154, 1360, 308, 1400), "month_view_event"),
        a(None, "New Event", "ImageButton", (860, 1980, 1020, 2140), "calendar_fab", click=True)]
    views = ["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]
    dlg = bar("10:37", 79) + [a("Change view", None, "TextView", (90, 640, 990, 730), "alertTitle")] + [
        a(v, None, "RadioButton", (90, y, 990, y + 120), "dialog_radio_button", click=True, chk=v == "Monthly view")
        for v, y in zip(views, rows(6, 760, 125))]
    base = [("Monday, October 16 (Today)", [("Team sync", "09:30 - 10:00")]), ("Tuesday, October 17", [("Yoga", "18:00 - 19:00")]),
            ("Friday, October 20", [("Rent due", "All-day")]), ("Monday, October 23", [("Team sync", "09:30 - 10:00")])]
    tr = Traj(home("10:37", 79, "Monday, Oct 16", ["Simple Calendar", "Markor", "Tasks", "Joplin", "Files", "Settings", "Clock", "Contacts"]))
    tr.act("open_app", month, app_name="Simple Calendar Pro")
    tr.act("click", dlg, on="Change view")
    tr.act("click", evlist("10:38", base), on="Simple event list")
    tr.act("click", form("10:38", "", "Mon, Oct 16, 2023", focus="title"), on="New Event")
    title = "Dentist - Dr. Kowalski"
    tr.act("input_text", form("10:38", title, "Mon, Oct 16, 2023", focus="title"), on="Title", text=title)
    tr.act("click", datepick("Mon, Oct 16", "16"), on="Mon, Oct 16, 2023")
    tr.act("click", datepick("Thu, Oct 19", "19"), on="19")
    tr.act("click", form("10:39", title, "Thu, Oct 19, 2023"), on="OK")
    loc = "Praxis Kowalski, Torstrasse 112"
    tr.act("input_text", form("10:40", title, "Thu, Oct 19, 2023", loc=loc, focus="loc"), on="Location", text=loc)
    new = base[:2] + [("Thursday, October 19", [(title, "11:00 - 12:00")])] + base[2:]
    tr.act("click", evlist("10:40", new), on="Save")
    tr.act("click", form("10:41", title, "Thu, Oct 19, 2023", loc=loc, head="Edit Event"), on=title)
    return dict(tid="h28-android-04", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 05 Settings (bad: Bluetooth reads On again)
def t05() -> dict[str, Any]:
    P = "com.android.settings"
    a = app(P)

    def page(t: str, b: int, title: str, items: list[tuple[str, str | None]], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        els = bar(t, b) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                           a(title, None, "TextView", (60, 330, 1020, 460), "collapsing_toolbar")]
        y = 500
        for ttl, summ in items:
            els.append(a(ttl, None, "TextView", (180, y + 30, 900, y + 100), "title", click=True))
            if summ is not None:
                els.append(a(summ, None, "TextView", (180, y + 100, 900, y + 160), "summary"))
            y += 200
        return els + (extra or [])

    def main(t: str, b: int, batt_line: str) -> list[dict[str, Any]]:
        els = bar(t, b) + [a("Search settings", None, "TextView", (60, 300, 1020, 430), "search_action_bar_title", click=True)]
        for (ttl, summ), y in zip([("Network & internet", "Mobile, Wi-Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                                   ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                                   ("Battery", batt_line), ("Storage", "38% used - 79.41 GB free")], rows(6, 480, 210)):
            els += [a(ttl, None, "TextView", (200, y + 30, 1000, y + 100), "title", click=True),
                    a(summ, None, "TextView", (200, y + 100, 1000, y + 160), "summary")]
        return els

    def conndev(t: str, bt_on: bool) -> list[dict[str, Any]]:
        foot = [a("Visible as \u201cRosa's Pixel 7\u201d to other devices", None, "TextView", (60, 1640, 1020, 1720), "title")] if bt_on else []
        return page(t, 64, "Connected devices", [("Pair new device", None), ("Previously connected devices", None),
                                                 ("Pixel Buds Pro", "Saved"), ("JBL Flip 5", "Saved"),
                                                 ("Connection preferences", "Bluetooth, Android Auto, NFC")], foot)

    def prefs(t: str, bt: str, nfc: str) -> list[dict[str, Any]]:
        return page(t, 64, "Connection preferences", [("Bluetooth", bt), ("Cast", "Not connected"), ("Printing", "1 print service on"),
                                                      ("Files received via Bluetooth", None), ("Nearby Share", "On"), ("NFC", nfc)])

    def btpage(t: str, on: bool) -> list[dict[str, Any]]:
        foot = ("Visible as \u201cRosa's Pixel 7\u201d to other devices while Bluetooth settings is open." if on else
                "When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.")
        return bar(t, 64) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a("Bluetooth", None, "TextView", (60, 330, 1020, 460), "collapsing_toolbar"),
            a("Use Bluetooth", None, "TextView", (90, 520, 800, 620), "switch_text"),
            a(None, "Use Bluetooth", "Switch", (860, 530, 1000, 610), "switch_widget", click=True, chk=on),
            a("Device name", None, "TextView", (180, 700, 900, 770), "title", click=True, enabled=on),
            a("Rosa's Pixel 7", None, "TextView", (180, 770, 900, 830), "summary", enabled=on),
            a("Pair new device", None, "TextView", (180, 900, 900, 970), "title", click=on, enabled=on),
            a(foot, None, "TextView", (60, 1100, 1020, 1260), "title")]

    def nfcpage(t: str, on: bool) -> list[dict[str, Any]]:
        return bar(t, 64) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a("NFC", None, "TextView", (60, 330, 1020, 460), "collapsing_toolbar"),
            a("Use NFC", None, "TextView", (90, 520, 800, 620), "switch_text"),
            a(None, "Use NFC", "Switch", (860, 530, 1000, 610), "switch_widget", click=True, chk=on),
            a("Require device unlock for NFC", None, "TextView", (180, 700, 840, 800), "title", click=on, enabled=on),
            a(None, "Require device unlock for NFC", "Switch", (860, 710, 1000, 790), "switch_widget", click=on, chk=on, enabled=on),
            a("Contactless payments", None, "TextView", (180, 880, 900, 950), "title", click=True),
            a("Google Wallet", None, "TextView", (180, 950, 900, 1010), "summary"),
            a("Allow data exchange when the phone touches an NFC device", None, "TextView", (60, 1120, 1020, 1230), "title")]

    tr = Traj(home("15:02", 64, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", main("15:02", 64, "64% - Until about 11:30 PM"), app_name="Settings")
    tr.act("click", conndev("15:02", True), on="Connected devices")
    tr.act("click", prefs("15:03", "On", "Off"), on="Connection preferences")
    tr.act("click", btpage("15:03", True), on="Bluetooth")
    tr.act("click", btpage("15:03", False), on="Use Bluetooth", nth=1)
    tr.act("navigate_back", prefs("15:03", "Off", "Off"))
    tr.act("click", nfcpage("15:04", False), on="NFC")
    tr.act("click", nfcpage("15:04", True), on="Use NFC", nth=1)
    # BAD: Bluetooth, switched off in turn 5 and shown Off in turn 6, reads On with no action on it
    tr.act("navigate_back", prefs("15:04", "On", "On"))
    tr.act("navigate_back", conndev("15:04", False))
    tr.act("navigate_back", main("15:05", 63, "63% - Until about 11:30 PM"))
    return dict(tid="h28-android-05", turns=tr.turns, state=tr.state, bad=True, turn=9,
                kind="Bluetooth switched off earlier is summarised as On again after only NFC was changed")


# ---------------------------------------------------------------- 06 Pro Expense (bad: statistics total ignores the deletion)
def t06() -> dict[str, Any]:
    P = "com.arduia.expense"
    a = app(P)
    recs = [("Groceries - Lidl", "Food", 4620, "14/10/2023"), ("Bus pass", "Transportation", 3500, "13/10/2023"),
            ("Movie night", "Entertainment", 2400, "12/10/2023"), ("Pharmacy", "Health", 1875, "11/10/2023"),
            ("Lunch w/ team", "Food", 2280, "10/10/2023"), ("Electricity", "Utilities", 6240, "03/10/2023"),
            ("Rent", "Housing", 95000, "01/10/2023")]

    def money(c: int) -> str:
        return f"${c // 100:,}.{c % 100:02d}"

    def homes(t: str, rs: list[tuple[str, str, int, str]], total: int | None = None) -> list[dict[str, Any]]:
        els = bar(t, 58) + [a(None, "Open navigation drawer", "ImageButton", (0, 143, 147, 290), click=True),
                            a("Total cost · October 2023", None, "TextView", (60, 330, 1020, 400), "tv_total_label"),
                            a(money(sum(r[2] for r in rs) if total is None else total), None, "TextView", (60, 400, 1020, 540), "tv_total_cost")]
        for r, y in zip(rs[:5], rows(5, 900, 190)):
            els += [a(r[0], None, "TextView", (60, y + 30, 700, y + 100), "tv_name", click=True),
                    a(money(r[2]), None, "TextView", (720, y + 30, 1020, y + 100), "tv_amount")]
        els.append(a(None, "Add expense", "ImageButton", (860, 1980, 1020, 2140), "fab", click=True))
        return els

    def form(t: str, name: str, amount: str, focus: str) -> list[dict[str, Any]]:
        return bar(t, 58) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a("New Expense", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
            a(name or None, None, "EditText", (60, 330, 1020, 460), "edt_name", edit=True, focus=focus == "name", hint="Name"),
            a(amount or None, None, "EditText", (60, 500, 1020, 630), "edt_amount", edit=True, focus=focus == "amount", hint="Amount"),
            a("Food", None, "Spinner", (60, 670, 1020, 790), "sp_category", click=True),
            a("16/10/2023", None, "TextView", (60, 830, 1020, 950), "tv_date", click=True),
            a(None, None, "EditText", (60, 990, 1020, 1200), "edt_note", edit=True, hint="Note"),
            a("Save", None, "Button", (60, 1980, 1020, 2120), "btn_save", click=True)]

    tr = Traj(home("18:46", 58, "Monday, Oct 16", ["Pro Expense", "Markor", "Tasks", "Broccoli", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", homes("18:46", recs), app_name="Pro Expense")
    tr.act("click", form("18:46", "", "", "name"), on="Add expense")
    tr.act("input_text", form("18:47", "Coffee beans", "", "name"), on="Name", text="Coffee beans")
    tr.act("input_text", form("18:47", "Coffee beans", "14.90", "amount"), on="Amount", text="14.90")
    recs = [("Coffee beans", "Food", 1490, "16/10/2023")] + recs
    tr.act("click", homes("18:47", recs), on="Save")
    detail = bar("18:48", 58) + [
        a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
        a("Expense", None, "TextView", (170, 170, 600, 260), "toolbar_title"),
        a(None, "Edit", "TextView", (800, 150, 920, 270), "mi_edit", click=True),
        a(None, "Delete", "TextView", (930, 150, 1050, 270), "mi_delete", click=True),
        a("Movie night", None, "TextView", (60, 360, 1020, 460), "tv_name"),
        a("$24.00", None, "TextView", (60, 480, 1020, 600), "tv_amount"),
        a("Entertainment", None, "TextView", (60, 640, 1020, 720), "tv_category"),
        a("12/10/2023", None, "TextView", (60, 740, 1020, 820), "tv_date"),
        a("Oppenheimer, 2 tickets at Kino Arsenal", None, "TextView", (60, 860, 1020, 980), "tv_note")]
    tr.act("click", detail, on="Movie night")
    dlg = bar("18:48", 58) + [a("Delete this record?", None, "TextView", (90, 900, 990, 990), "alertTitle"),
                              a("Movie night ($24.00) will be removed permanently.", None, "TextView", (90, 1010, 990, 1110), "message"),
                              a("Cancel", None, "Button", (540, 1160, 750, 1270), "button2", click=True),
                              a("Delete", None, "Button", (770, 1160, 990, 1270), "button1", click=True)]
    tr.act("click", dlg, on="Delete")
    recs = [r for r in recs if r[0] != "Movie night"]
    tr.act("click", homes("18:48", recs), on="Delete")
    drawer = bar("18:49", 58) + [a("Pro Expense", None, "TextView", (60, 200, 800, 300), "tv_app_name")] + [
        a(x, None, "CheckedTextView", (0, y, 840, y + 140), "design_menu_item_text", click=True, chk=x == "Home")
        for x, y in zip(["Home", "Expense logs", "Statistics", "Backup", "Settings", "About"], rows(6, 420, 150))]
    tr.act("click", drawer, on="Open navigation drawer")
    cats: dict[str, int] = {}
    for r in recs:
        cats[r[1]] = cats.get(r[1], 0) + r[2]
    stats = bar("18:49", 58) + [a(None, "Open navigation drawer", "ImageButton", (0, 143, 147, 290), click=True),
                                a("Statistics", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                                a("October 2023", None, "TextView", (60, 330, 1020, 410), "tv_month", click=True)]
    for (c, v), y in zip(sorted(cats.items(), key=lambda kv: -kv[1]), rows(len(cats), 480, 150)):
        stats += [a(c, None, "TextView", (60, y, 700, y + 90), "tv_category", click=True),
                  a(money(v), None, "TextView", (720, y, 1020, y + 90), "tv_amount")]
    # BAD: the total still includes the deleted $24.00 record and no longer equals the sum of the categories above it
    stats += [a("Total", None, "TextView", (60, 1320, 700, 1420), "tv_total_label"),
              a(money(sum(cats.values()) + 2400), None, "TextView", (720, 1320, 1020, 1420), "tv_total")]
    tr.act("click", stats, on="Statistics")
    food = [r for r in recs if r[1] == "Food"]
    fl = bar("18:50", 58) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                             a("Food", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                             a(f"{len(food)} records · {money(cats['Food'])}", None, "TextView", (60, 330, 1020, 410), "tv_summary")]
    for r, y in zip(food, rows(len(food), 460, 190)):
        fl += [a(r[0], None, "TextView", (60, y + 20, 700, y + 90), "tv_name", click=True),
               a(r[3], None, "TextView", (60, y + 90, 700, y + 150), "tv_date"),
               a(money(r[2]), None, "TextView", (720, y + 20, 1020, y + 90), "tv_amount")]
    tr.act("click", fl, on="Food")
    return dict(tid="h28-android-06", turns=tr.turns, state=tr.state, bad=True, turn=10,
                kind="statistics total does not follow a deleted expense and no longer equals the sum of its category amounts")


# ---------------------------------------------------------------- 07 Files (clean)
def t07() -> dict[str, Any]:
    P = "com.google.android.documentsui"
    a = app(P)
    files = {"boarding_pass_LH1234.pdf": (214, "214 kB", "2:05 PM"), "setup_notes.txt": (2, "2 kB", "Oct 14"),
             "IMG_20231012_1432.jpg": (3100, "3.1 MB", "Oct 12"), "lease_agreement.pdf": (1800, "1.8 MB", "Oct 10"),
             "podcast_ep112.mp3": (41600, "41.6 MB", "Oct 2"), "budget_2023.xlsx": (48, "48 kB", "Sep 28")}
    by_date = list(files)

    def listing(t: str, order: list[str], sort: str, selected: str | None = None) -> list[dict[str, Any]]:
        if selected:
            els = bar(t, 52) + [a(None, "Close", "ImageButton", (0, 143, 147, 290), "action_mode_close_button", click=True),
                                a("1 selected", None, "TextView", (170, 170, 560, 260), "action_bar_title"),
                                a(None, "Share", "TextView", (680, 150, 800, 270), "action_menu_share", click=True),
                                a(None, "Delete", "TextView", (800, 150, 920, 270), "action_menu_delete", click=True),
                                a(None, "More options", "ImageView", (930, 150, 1050, 270), click=True)]
        else:
            els = bar(t, 52) + [a(None, "Show roots", "ImageButton", (0, 143, 147, 290), click=True),
                                a("Downloads", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                                a(None, "Search", "TextView", (930, 150, 1050, 270), "option_menu_search", click=True),
                                a(sort, f"Sort by {sort.lower()}, descending", "Button", (40, 300, 420, 400), "sort_dropdown", click=True)]
        for n, y in zip(order[:5], rows(5, 430, 200)):
            info = files[n] if n in files else files["IMG_20231012_1432.jpg"]
            els += [a(n, None, "TextView", (200, y + 30, 1000, y + 100), "item_title", click=True, longc=True, sel=n == selected),
                    a(f"{info[1]} \u2022 {info[2]}", None, "TextView", (200, y + 100, 1000, y + 160), "details")]
        return els

    menu = bar("14:31", 52) + [a(x, None, "TextView", (560, y, 1040, y + 130), "title", click=True)
                               for x, y in zip(["Open with", "Select all", "Copy to\u2026", "Move to\u2026", "Compress", "Rename", "Get info"], rows(7, 160, 130))]

    def rename(v: str) -> list[dict[str, Any]]:
        return bar("14:31", 52) + [a("Rename", None, "TextView", (90, 800, 990, 890), "alertTitle"),
                                   a(v, None, "EditText", (90, 920, 990, 1040), "input", edit=True, focus=True),
                                   a("Cancel", None, "Button", (540, 1100, 750, 1210), "button2", click=True),
                                   a("OK", None, "Button", (770, 1100, 990, 1210), "button1", click=True)]

    tr = Traj(home("14:30", 52, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", listing("14:30", by_date, "Modified"), app_name="Files")
    tr.act("long_press", listing("14:30", by_date, "Modified", selected="IMG_20231012_1432.jpg"), on="IMG_20231012_1432.jpg")
    tr.act("click", menu, on="More options")
    tr.act("click", rename("IMG_20231012_1432.jpg"), on="Rename")
    tr.act("input_text", rename("passport_scan.jpg"), on="IMG_20231012_1432.jpg", text="passport_scan.jpg")
    by_date = [n if n != "IMG_20231012_1432.jpg" else "passport_scan.jpg" for n in by_date]
    files["passport_scan.jpg"] = files.pop("IMG_20231012_1432.jpg")
    tr.act("click", listing("14:31", by_date, "Modified"), on="OK")
    sortm = bar("14:32", 52) + [a(x, None, "CheckedTextView", (40, y, 600, y + 130), "text1", click=True, chk=x == "By date modified")
                                for x, y in zip(["By name", "By date modified", "By size", "By file type"], rows(4, 410, 130))]
    tr.act("click", sortm, on="Modified")
    by_size = sorted(files, key=lambda n: -files[n][0])
    tr.act("click", listing("14:32", by_size, "Size"), on="By size")
    tr.act("long_press", listing("14:32", by_size, "Size", selected="lease_agreement.pdf"), on="lease_agreement.pdf")
    tr.act("click", [dict(e, text=e["text"]) for e in menu[:1]] + [dict(e) for e in menu[1:]], on="More options")
    tr.turns[-1] = (tr.turns[-1][0], tr.turns[-1][1].replace("'14:31'", "'14:33'"))
    pick = bar("14:33", 52) + [a(None, "Show roots", "ImageButton", (0, 143, 147, 290), click=True),
                               a("Copy to", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                               a("Internal storage", None, "TextView", (40, 300, 700, 400), "breadcrumb")] + [
        a(x, None, "TextView", (200, y + 30, 1000, y + 110), "item_title", click=True)
        for x, y in zip(["Alarms", "Audiobooks", "DCIM", "Documents", "Download", "Movies", "Music", "Pictures"], rows(8, 430, 170))] + [
        a("Cancel", None, "Button", (420, 2150, 700, 2270), "button2", click=True),
        a("Copy", None, "Button", (720, 2150, 1020, 2270), "button1", click=True)]
    tr.act("click", pick, on="Copy to\u2026")
    docs = bar("14:33", 52) + [a(None, "Show roots", "ImageButton", (0, 143, 147, 290), click=True),
                               a("Copy to", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                               a("Internal storage \u203a Documents", None, "TextView", (40, 300, 900, 400), "breadcrumb")]
    for (n, d), y in zip([("Tax 2022", "4 items"), ("cv_rosa_alvarez.pdf", "156 kB \u2022 Aug 21"), ("lease_2021.pdf", "1.6 MB \u2022 Mar 3, 2021"),
                          ("wedding_speech.docx", "22 kB \u2022 Jun 9")], rows(4, 430, 200)):
        docs += [a(n, None, "TextView", (200, y + 30, 1000, y + 100), "item_title", click=True),
                 a(d, None, "TextView", (200, y + 100, 1000, y + 160), "details")]
    docs += [a("Cancel", None, "Button", (420, 2150, 700, 2270), "button2", click=True),
             a("Copy", None, "Button", (720, 2150, 1020, 2270), "button1", click=True)]
    tr.act("click", docs, on="Documents")
    return dict(tid="h28-android-07", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 08 Broccoli (clean)
def t08() -> dict[str, Any]:
    P = "com.flauschcode.broccoli"
    a = app(P)
    recipes = {"Banana Bread": "Moist loaf with walnuts and brown butter", "Dal Tadka": "Yellow lentils tempered with ghee and cumin",
               "Pesto Pasta": "Basil, pine nuts, pecorino", "Shakshuka": "Eggs poached in spiced tomato and pepper sauce",
               "Tomato Soup": "Roasted tomatoes and a whole head of garlic"}

    def listing(t: str, names: list[str], query: str | None = None) -> list[dict[str, Any]]:
        if query is None:
            els = bar(t, 83) + [a("Recipes", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                                a(None, "Search", "TextView", (930, 150, 1050, 270), "action_search", click=True)]
        else:
            els = bar(t, 83) + [a(None, "Collapse", "ImageButton", (0, 143, 147, 290), click=True),
                                a(query or None, None, "EditText", (170, 160, 900, 270), "search_src_text", edit=True, focus=True, hint="Search recipes")]
        for n, y in zip(sorted(names)[:5], rows(5, 320, 330)):
            els.append(a(n, None, "TextView", (60, y + 200, 1020, y + 260), "card_title", click=True))
            if recipes[n]:
                els.append(a(recipes[n], None, "TextView", (60, y + 260, 1020, y + 310), "card_description"))
        if query is None:
            els.append(a(None, "Add recipe", "ImageButton", (860, 1980, 1020, 2140), "fab", click=True))
        return els

    fields = ["Title", "Categories", "Servings", "Preparation time", "Source", "Description", "Ingredients", "Directions"]

    def form(t: str, vals: dict[str, str], focus: str) -> list[dict[str, Any]]:
        els = bar(t, 83) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a(None, "Save", "TextView", (930, 150, 1050, 270), "action_save", click=True)]
        for f, y in zip(fields, rows(8, 320, 200)):
            els.append(a(vals.get(f), None, "EditText", (60, y, 1020, y + 170), "edit_" + f.lower().replace(" ", "_"),
                         edit=True, focus=f == focus, hint=f))
        return els

    def detail(t: str, title: str, serves: str, dur: str, ingr: list[str], first_step: str | None) -> list[dict[str, Any]]:
        els = bar(t, 83) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a(None, "Edit", "TextView", (810, 150, 930, 270), "action_edit", click=True),
                            a(None, "Add to favourites", "TextView", (930, 150, 1050, 270), "action_favourite", click=True),
                            a(title, None, "TextView", (60, 700, 1020, 800), "recipe_details_title"),
                            a(serves, "Servings", "TextView", (60, 830, 500, 900), "recipe_details_servings"),
                            a(dur, "Preparation time", "TextView", (560, 830, 1020, 900), "recipe_details_time"),
                            a("Ingredients", None, "TextView", (60, 950, 1020, 1020))]
        for ing, y in zip(ingr, rows(len(ingr), 1040, 80)):
            els.append(a(ing, None, "TextView", (100, y, 1020, y + 70), "ingredient"))
        els.append(a("Directions", None, "TextView", (60, 1480, 1020, 1550)))
        if first_step:
            els.append(a(first_step, None, "TextView", (60, 1570, 1020, 1700), "direction"))
        return els

    tr = Traj(home("19:05", 83, "Monday, Oct 16", ["Broccoli", "Markor", "Tasks", "Joplin", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", listing("19:05", list(recipes)), app_name="Broccoli")
    tr.act("click", form("19:05", {}, "Title"), on="Add recipe")
    v: dict[str, str] = {}
    ingredients = "700 ml dashi\n3 tbsp white miso\n150 g silken tofu\n1 tbsp dried wakame\n2 spring onions"
    for f, val, t in [("Title", "Miso Soup", "19:06"), ("Servings", "2", "19:06"), ("Preparation time", "20 min", "19:06"),
                      ("Ingredients", ingredients, "19:07")]:
        v[f] = val
        tr.act("input_text", form(t, v, f), on=f, text=val)
    tr.act("click", detail("19:07", "Miso Soup", "2", "20 min", ingredients.split("\n"), None), on="Save")
    recipes["Miso Soup"] = ""
    tr.act("navigate_back", listing("19:07", list(recipes)))
    tr.act("click", listing("19:08", list(recipes), query=""), on="Search")
    tr.act("input_text", listing("19:08", [n for n in recipes if "soup" in n.lower()], query="soup"), on="Search recipes", text="soup")
    tr.act("click", detail("19:08", "Tomato Soup", "4", "45 min", ["1 kg ripe plum tomatoes", "1 head garlic", "1 red onion", "500 ml vegetable stock", "2 tbsp olive oil"],
                           "Halve the tomatoes and roast them with the garlic and onion at 200 \u00b0C for 30 minutes."), on="Tomato Soup")
    return dict(tid="h28-android-08", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 09 Messages (bad: sent message gets a time before it was sent)
def t09() -> dict[str, Any]:
    P = "com.google.android.apps.messaging"
    a = app(P)

    def convs(t: str, items: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = bar(t, 77) + [a(None, "Search", "TextView", (930, 150, 1050, 270), "action_zero_state_search", click=True)]
        for (n, snip, tm), y in zip(items[:4], rows(4, 330, 230)):
            els += [a(n, None, "TextView", (230, y + 40, 840, y + 110), "conversation_name", click=True, longc=True),
                    a(snip, None, "TextView", (230, y + 110, 840, y + 170), "conversation_snippet"),
                    a(tm, None, "TextView", (850, y + 40, 1030, y + 110), "conversation_timestamp")]
        els.append(a("Start chat", "Start chat", "Button", (620, 1960, 1020, 2110), "start_chat_fab", click=True))
        return els

    def thread(t: str, name: str, msgs: list[tuple[str, str]], draft: str = "") -> list[dict[str, Any]]:
        els = bar(t, 77) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a(name, None, "TextView", (170, 170, 700, 260), "conversation_title"),
                            a(None, "Call", "TextView", (810, 150, 930, 270), "action_call", click=True)]
        for (body, when), y in zip(msgs, rows(len(msgs), 900, 230)):
            els += [a(body, None, "TextView", (120 if not body.startswith("You") else 300, y, 1000, y + 130), "message_text", longc=True),
                    a(when, None, "TextView", (120, y + 140, 1000, y + 190), "message_status")]
        els += [a(draft or None, None, "EditText", (150, 2080, 870, 2200), "compose_message_text", edit=True, focus=bool(draft), hint="Text message"),
                a(None, "Send SMS" if draft else "Voice message", "ImageView", (900, 2080, 1030, 2200), "send_message_button_icon", click=True)]
        return els

    def strip(m: list[tuple[str, str]]) -> list[tuple[str, str]]:
        return [(b[5:] if b.startswith("You: ") else b, w) for b, w in m]

    start = [("Leo Tran", "Are we still on for climbing at 6?", "9:52 AM"), ("Mom", "Don't forget to bring the salad bowl back on Sunday", "8:03 AM"),
             ("62318", "G-482913 is your Google verification code.", "7:40 AM"), ("Sofia Mar\u00edn", "You: Thanks! See you tomorrow", "Sun")]
    leo = [("Booked the wall for 6pm Monday \U0001f9d7", "Sat 4:10 PM"), ("You: Perfect, I'm in", "Sat 4:15 PM \u2022 SMS"),
           ("Are we still on for climbing at 6?", "9:52 AM")]
    reply = "Yes! I'll bring the spare harness."
    tr = Traj(home("10:19", 77, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", convs("10:19", start), app_name="Messages")
    tr.act("click", [e for e in thread("10:19", "Leo Tran", strip(leo))], on="Leo Tran")
    tr.act("input_text", thread("10:20", "Leo Tran", strip(leo), draft=reply), on="Text message", text=reply)
    tr.act("click", thread("10:20", "Leo Tran", strip(leo[1:] + [("You: " + reply, "10:20 AM \u2022 SMS")])), on="Send SMS")
    now = [("Leo Tran", "You: " + reply, "Now")] + start[1:]
    tr.act("navigate_back", convs("10:20", now))

    def search(t: str, q: str, results: list[tuple[str, str, str]] | None) -> list[dict[str, Any]]:
        els = bar(t, 77) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a(q or None, None, "EditText", (170, 160, 900, 270), "zero_state_search_box_auto_complete", edit=True, focus=True, hint="Search conversations"),
                            a(None, "Clear", "ImageButton", (920, 160, 1040, 270), click=bool(q))]
        if results is None:
            for n, x in zip(["Leo Tran", "Mom", "Sofia Mar\u00edn", "Jake Miller"], [40, 290, 540, 790]):
                els.append(a(n, n, "TextView", (x, 350, x + 240, 600), "contact_name", click=True))
            for c, y in zip(["Images", "Videos", "Places", "Links"], rows(4, 700, 140)):
                els.append(a(c, None, "TextView", (120, y, 900, y + 120), "category_title", click=True))
        else:
            els.append(a("Messages", None, "TextView", (40, 330, 900, 400), "header"))
            for (n, snip, tm), y in zip(results, rows(len(results), 420, 230)):
                els += [a(n, None, "TextView", (230, y + 40, 840, y + 110), "conversation_name", click=True),
                        a(snip, None, "TextView", (230, y + 110, 840, y + 170), "conversation_snippet"),
                        a(tm, None, "TextView", (850, y + 40, 1030, y + 110), "conversation_timestamp")]
        return els

    tr.act("click", search("10:21", "", None), on="Search")
    # BAD: the reply sent at 10:20 AM (after Leo's 9:52 AM message) is now dated 9:47 AM
    tr.act("input_text", search("10:21", "Leo", [("Leo Tran", "You: " + reply, "9:47 AM"), ("Leo Tran", "Are we still on for climbing at 6?", "9:52 AM"),
                                                 ("Leo Tran", "You: Perfect, I'm in", "Sat")]),
           on="Search conversations", text="Leo")
    tr.act("click", search("10:22", "", None), on="Clear")
    mom = [("Did you get home OK?", "Sat 11:40 PM"), ("You: yes, all good, thanks for dinner \u2764\ufe0f", "Sat 11:52 PM \u2022 SMS"),
           ("Don't forget to bring the salad bowl back on Sunday", "8:03 AM")]
    tr.act("click", thread("10:22", "Mom", strip(mom)), on="Mom")
    msg = "Will do! See you Sunday at 1"
    tr.act("input_text", thread("10:23", "Mom", strip(mom), draft=msg), on="Text message", text=msg)
    tr.act("click", thread("10:23", "Mom", strip(mom[1:] + [("You: " + msg, "10:23 AM \u2022 SMS")])), on="Send SMS")
    return dict(tid="h28-android-09", turns=tr.turns, state=tr.state, bad=True, turn=7,
                kind="reply sent at 10:20 AM is listed in search results with an earlier time (9:47 AM), before the message it answered")


# ---------------------------------------------------------------- 10 Tasks (clean)
def t10() -> dict[str, Any]:
    P = "org.tasks"
    a = app(P)

    def lst(t: str, tasks: list[tuple[str, str | None, bool]], snack: str | None = None, header: bool = False) -> list[dict[str, Any]]:
        els = bar(t, 69) + [a(None, "Open navigation drawer", "ImageButton", (0, 143, 147, 290), click=True),
                            a("My Tasks", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                            a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True)]
        y = 320
        for title, due, done in tasks:
            if header and done and not any(e["text"] == "Completed" for e in els):
                els.append(a("Completed", None, "TextView", (40, y, 1040, y + 80), "header"))
                y += 100
            els.append(a(title, None, "CheckBox", (40, y, 1040, y + 110), "completeBox", click=True, chk=done))
            if due:
                els.append(a(due, None, "TextView", (170, y + 110, 1040, y + 160), "due_date"))
            y += 190
        els.append(a(None, "Create new task", "ImageButton", (860, 1980, 1020, 2140), "fab", click=True))
        if snack:
            els.append(a(snack, None, "TextView", (60, 1980, 800, 2080), "snackbar_text"))
        return els

    def editor(t: str, title: str, due: str) -> list[dict[str, Any]]:
        return bar(t, 69) + [
            a(None, "Discard", "ImageButton", (0, 143, 147, 290), click=True),
            a(None, "Save", "TextView", (930, 150, 1050, 270), "menu_save", click=True),
            a(title or None, None, "EditText", (60, 320, 1020, 460), "title", edit=True, focus=True, hint="Task name"),
            a(due, "Due date", "TextView", (170, 520, 1020, 620), "due_date", click=True),
            a("Priority", None, "TextView", (170, 660, 600, 760), "priority_label"),
            a("My Tasks", "Lists", "TextView", (170, 800, 1020, 900), "chip_list", click=True),
            a("Add reminder", None, "TextView", (170, 940, 1020, 1040), "alarms_add", click=True),
            a("Add subtask", None, "TextView", (170, 1080, 1020, 1180), "add_subtask", click=True)]

    tasks = [("Submit expense report", "Oct 13", False), ("Call landlord about radiator", "Today", False),
             ("Water plants", "Today \u2022 Every 3 days", False), ("Renew passport", "Fri", False),
             ("Buy birthday gift for Bella", "Oct 24", False), ("Book flights to Lisbon", None, False)]
    tr = Traj(home("08:52", 69, "Monday, Oct 16", ["Tasks", "Markor", "Joplin", "Broccoli", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", lst("08:52", tasks), app_name="Tasks")
    tasks = [x for x in tasks if x[0] != "Call landlord about radiator"]
    tr.act("click", lst("08:52", tasks, snack="Task completed"), on="Call landlord about radiator")
    tasks = [tasks[0], ("Water plants", "Thu \u2022 Every 3 days", False)] + tasks[2:]
    tr.act("click", lst("08:53", tasks, snack="Water plants rescheduled to Thu, Oct 19"), on="Water plants")
    tr.act("click", editor("08:53", "", "No date"), on="Create new task")
    tr.act("input_text", editor("08:53", "Pick up dry cleaning", "No date"), on="Task name", text="Pick up dry cleaning")
    duedlg = bar("08:54", 69) + [a(x, None, "TextView", (60, y, 1020, y + 120), "text1", click=True)
                                 for x, y in zip(["Today", "Tomorrow", "Next week", "Pick date", "No date"], rows(5, 1400, 130))]
    tr.act("click", duedlg, on="No date")
    tr.act("click", editor("08:54", "Pick up dry cleaning", "Tomorrow"), on="Tomorrow")
    tasks = [tasks[0], ("Pick up dry cleaning", "Tomorrow", False)] + tasks[1:]
    tr.act("click", lst("08:54", tasks), on="Save")
    menu = bar("08:55", 69) + [a(x, None, "CheckBox" if x.startswith("Show") else "TextView", (560, y, 1040, y + 130), "title", click=True,
                                 chk=False if x.startswith("Show") else None)
                               for x, y in zip(["Sort", "Show completed", "Show unstarted", "Search", "Share list", "Settings"], rows(6, 160, 130))]
    tr.act("click", menu, on="More options")
    tr.act("click", lst("08:55", tasks), on="Show completed")
    done = [("Call landlord about radiator", "Today", True), ("Pay electricity bill", "Oct 12", True)]
    tr.act("scroll", lst("08:55", tasks[-2:] + done, header=True), direction="down")
    return dict(tid="h28-android-10", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 11 Gmail (bad: attachment size changes)
def t11() -> dict[str, Any]:
    P = "com.google.android.gm"
    a = app(P)

    def inbox(t: str, rowsl: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = bar(t, 81) + [a("Search in mail", None, "TextView", (150, 150, 880, 270), "open_search", click=True),
                            a("Primary", None, "TextView", (40, 310, 600, 380), "header")]
        for (s, subj, tm), y in zip(rowsl, rows(4, 400, 250)):
            els += [a(s, None, "TextView", (210, y + 30, 820, y + 100), "senders", click=True),
                    a(subj, None, "TextView", (210, y + 100, 1020, y + 160), "subject"),
                    a(tm, None, "TextView", (830, y + 30, 1030, y + 100), "date")]
        els.append(a("Compose", "Compose", "Button", (600, 1960, 1020, 2110), "compose_button", click=True))
        return els

    start = [("Priya Raman", "Q3 vendor invoices", "10:48 AM"), ("LinkedIn", "You appeared in 9 searches this week", "9:30 AM"),
             ("Tom\u00e1s Ortega", "Re: Lisbon offsite agenda", "8:12 AM"), ("Google Calendar", "Invitation: Budget review @ Thu Oct 19, 2pm", "7:55 AM")]
    body = ("Hi Rosa,\n\nAttached are the consolidated Q3 invoices for our three freight vendors (Kestrel, Baltic Haul and Nordvia) "
            "plus the summary sheet. Total billed for the quarter is \u20ac184,220.50, about 6% above Q2.\n\nCould you confirm before Friday?\n\nThanks,\nPriya")

    def mail(t: str, att1: str) -> list[dict[str, Any]]:
        return bar(t, 81) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a(None, "Archive", "TextView", (700, 150, 820, 270), "archive", click=True),
            a("Q3 vendor invoices", None, "TextView", (60, 320, 1020, 420), "subject_and_folder_view"),
            a("Priya Raman", None, "TextView", (200, 470, 700, 540), "sender_name", click=True),
            a("10:48 AM", None, "TextView", (700, 470, 880, 540), "upper_date"),
            a(body, None, "TextView", (60, 640, 1020, 1380), "message_body"),
            a("invoice_Q3_consolidated.pdf", None, "TextView", (90, 1440, 520, 1510), "attachment_tile_title", click=True),
            a(att1, None, "TextView", (90, 1510, 520, 1560), "attachment_tile_subtitle"),
            a("vendor_summary.xlsx", None, "TextView", (560, 1440, 990, 1510), "attachment_tile_title", click=True),
            a("38 KB", None, "TextView", (560, 1510, 990, 1560), "attachment_tile_subtitle"),
            a("Reply", None, "Button", (60, 1700, 500, 1820), "reply_button", click=True),
            a("Forward", None, "Button", (580, 1700, 1020, 1820), "forward_button", click=True)]

    reply = "Thanks Priya, I'll review these by Wednesday and flag any discrepancies."

    def compose(t: str, text: str) -> list[dict[str, Any]]:
        return bar(t, 81) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a(None, "Attach file", "TextView", (700, 150, 820, 270), "add_attachment", click=True),
            a(None, "Send", "TextView", (820, 150, 940, 270), "send", click=True),
            a("r.alvarez@gmail.com", None, "TextView", (200, 320, 1020, 420), "from_account_name"),
            a("Priya Raman", "Priya Raman <priya.raman@kestrelsupply.com>", "TextView", (200, 450, 700, 540), "to", click=True),
            a("Re: Q3 vendor invoices", None, "EditText", (60, 580, 1020, 700), "subject", edit=True),
            a(text or None, None, "EditText", (60, 740, 1020, 1000), "composearea_tap_trap_bottom", edit=True, focus=True, hint="Compose email"),
            a("On Mon, Oct 16, 2023 at 10:48 AM Priya Raman <priya.raman@kestrelsupply.com> wrote:", None, "TextView", (60, 1040, 1020, 1140), "quoted_text")]

    tr = Traj(home("11:05", 81, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", inbox("11:05", start), app_name="Gmail")
    tr.act("click", mail("11:05", "214 KB"), on="Priya Raman")
    tr.act("click", compose("11:06", ""), on="Reply")
    tr.act("input_text", compose("11:07", reply), on="Compose email", text=reply)
    # BAD: the same attachment, untouched, is now reported as 241 KB (was 214 KB in turn 2)
    sent = bar("11:07", 81) + [
        a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
        a(None, "Archive", "TextView", (700, 150, 820, 270), "archive", click=True),
        a("Q3 vendor invoices", None, "TextView", (60, 320, 1020, 420), "subject_and_folder_view"),
        a("Priya Raman", None, "TextView", (200, 470, 700, 540), "sender_name", click=True),
        a("10:48 AM", None, "TextView", (700, 470, 880, 540), "upper_date"),
        a("invoice_Q3_consolidated.pdf", None, "TextView", (90, 620, 520, 690), "attachment_tile_title", click=True),
        a("241 KB", None, "TextView", (90, 690, 520, 740), "attachment_tile_subtitle"),
        a("vendor_summary.xlsx", None, "TextView", (560, 620, 990, 690), "attachment_tile_title", click=True),
        a("38 KB", None, "TextView", (560, 690, 990, 740), "attachment_tile_subtitle"),
        a("me", None, "TextView", (200, 840, 700, 910), "sender_name", click=True),
        a("11:07 AM", None, "TextView", (700, 840, 880, 910), "upper_date"),
        a(reply, None, "TextView", (60, 960, 1020, 1100), "message_body"),
        a("Sent", None, "TextView", (60, 1980, 700, 2080), "description_text")]
    tr.act("click", sent, on="Send")
    after = [("Priya Raman, me 2", "Q3 vendor invoices", "11:07 AM")] + start[1:]
    tr.act("navigate_back", inbox("11:07", after))
    sug = bar("11:08", 81) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                              a(None, None, "EditText", (150, 150, 1020, 270), "open_search_view_edit_text", edit=True, focus=True, hint="Search in mail")] + [
        a(x, None, "TextView", (150, y, 1020, y + 110), "suggestion_text", click=True)
        for x, y in zip(["invoice Q2", "from:tomas offsite", "boarding pass", "label:receipts"], rows(4, 320, 130))]
    tr.act("click", sug, on="Search in mail")
    sug2 = bar("11:08", 81) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                               a("invoice", None, "EditText", (150, 150, 1020, 270), "open_search_view_edit_text", edit=True, focus=True, hint="Search in mail")] + [
        a(x, None, "TextView", (150, y, 1020, y + 110), "suggestion_text", click=True)
        for x, y in zip(["invoice Q2", "invoice_Q3_consolidated.pdf", "Kestrel Supply Billing invoice"], rows(3, 320, 130))]
    tr.act("input_text", sug2, on="Search in mail", text="invoice")
    res = bar("11:08", 81) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                              a("invoice", None, "EditText", (150, 150, 1020, 270), "open_search_view_edit_text", edit=True),
                              a("3 results", None, "TextView", (40, 310, 600, 380), "header")]
    for (s, subj, tm), y in zip([("Priya Raman, me 2", "Q3 vendor invoices", "11:07 AM"), ("Priya Raman", "Q2 vendor invoices", "Jul 14"),
                                 ("Kestrel Supply Billing", "Invoice INV-20931 is due", "Jun 30")], rows(3, 400, 250)):
        res += [a(s, None, "TextView", (210, y + 30, 820, y + 100), "senders", click=True),
                a(subj, None, "TextView", (210, y + 100, 1020, y + 160), "subject"),
                a(tm, None, "TextView", (830, y + 30, 1030, y + 100), "date")]
    tr.act("keyboard_enter", res)
    return dict(tid="h28-android-11", turns=tr.turns, state=tr.state, bad=True, turn=5,
                kind="size of an unchanged email attachment differs between two views of the same message (214 KB vs 241 KB)")


# ---------------------------------------------------------------- 12 OsmAnd (bad: renamed favourite back under its old name)
def t12() -> dict[str, Any]:
    P = "net.osmand"
    a = app(P)
    dist = {"Bike shop Velo": "10.8 km", "Caf\u00e9 Kafka": "11.9 km", "Home": "12.4 km", "Point 3": "3.1 km", "Trailhead parking": "3.1 km"}

    def mapview(t: str) -> list[dict[str, Any]]:
        return bar(t, 73) + [
            a(None, "Map", "View", (0, 0, 1080, 2400), "MapView", click=True, longc=True),
            a(None, "Back to menu", "ImageButton", (30, 2180, 170, 2320), "map_menu_button", click=True),
            a(None, "Search", "ImageButton", (30, 160, 170, 300), "map_search_button", click=True),
            a(None, "Configure map", "ImageButton", (190, 160, 330, 300), "map_layers_button", click=True),
            a(None, "Compass", "ImageButton", (350, 160, 490, 300), "map_compass_button", click=True),
            a(None, "Zoom in", "ImageButton", (930, 1500, 1050, 1620), "map_zoom_in_button", click=True),
            a(None, "Zoom out", "ImageButton", (930, 1640, 1050, 1760), "map_zoom_out_button", click=True),
            a(None, "My location", "ImageButton", (910, 2160, 1050, 2300), "map_my_location_button", click=True),
            a(None, "Directions", "ImageButton", (190, 2180, 330, 2320), "map_route_info_button", click=True),
            a("200 m", None, "TextView", (400, 2220, 560, 2280), "map_ruler_text")]

    def places(t: str, favs: list[str]) -> list[dict[str, Any]]:
        els = bar(t, 73) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a("Favorites", None, "TextView", (0, 300, 540, 420), "tab_favorites", click=True, sel=True),
                            a("Tracks", None, "TextView", (540, 300, 1080, 420), "tab_tracks", click=True),
                            a("Favorites", "4 items", "TextView", (60, 460, 900, 560), "group_name", click=True)]
        for n, y in zip(sorted(favs, key=str.lower), rows(4, 580, 170)):
            els += [a(n, None, "TextView", (180, y + 20, 1020, y + 90), "favourite_label", click=True, longc=True),
                    a(dist[n], None, "TextView", (180, y + 90, 600, y + 150), "distance")]
        els.append(a("Hiking", "2 items", "TextView", (60, 1280, 900, 1380), "group_name", click=True))
        return els

    def ctx(t: str, name: str, addr: str, coords: str) -> list[dict[str, Any]]:
        return mapview(t)[:3] + [
            a(name, None, "TextView", (40, 1560, 900, 1660), "context_menu_line1"),
            a("Favorites", None, "TextView", (40, 1660, 600, 1720), "context_menu_line2"),
            a(addr, None, "TextView", (40, 1730, 1040, 1790), "context_menu_line3"),
            a(coords, None, "TextView", (40, 1800, 700, 1860), "context_menu_coordinates"),
            a(dist[name], None, "TextView", (760, 1800, 1040, 1860), "distance"),
            a("Directions", None, "Button", (40, 1900, 400, 2010), "context_menu_route_button", click=True),
            a("Edit", None, "Button", (420, 1900, 640, 2010), "context_menu_edit_button", click=True),
            a("Share", None, "Button", (660, 1900, 860, 2010), "context_menu_share_button", click=True),
            a(None, "Close", "ImageButton", (940, 1560, 1050, 1660), "context_menu_close_btn_view", click=True)]

    def edit(t: str, name: str) -> list[dict[str, Any]]:
        return bar(t, 73) + [
            a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
            a("Edit favorite", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
            a(name, None, "EditText", (60, 330, 1020, 460), "name_edit", edit=True, focus=name != "Point 3", hint="Name"),
            a("Parking lot, Partnachklamm road, Garmisch-Partenkirchen", None, "EditText", (60, 490, 1020, 620), "address_edit", edit=True, hint="Address"),
            a(None, None, "EditText", (60, 650, 1020, 780), "description_edit", edit=True, hint="Description"),
            a("Favorites", "Group", "TextView", (60, 820, 1020, 920), "group_name", click=True),
            a("Orange", "Color", "TextView", (60, 950, 1020, 1050), "color_name", click=True),
            a("Parking", "Icon", "TextView", (60, 1080, 1020, 1180), "icon_name", click=True),
            a("Delete", None, "Button", (60, 2150, 500, 2270), "dismiss_button", click=True),
            a("Save", None, "Button", (580, 2150, 1020, 2270), "right_bottom_button", click=True)]

    coords = "47.49252, 11.09514"
    addr = "Parking lot, Partnachklamm road, Garmisch-Partenkirchen"
    favs = ["Home", "Point 3", "Caf\u00e9 Kafka", "Bike shop Velo"]
    tr = Traj(home("16:20", 73, "Monday, Oct 16", ["OsmAnd", "Markor", "Tasks", "Joplin", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", mapview("16:20"), app_name="OsmAnd")
    drawer = bar("16:20", 73) + [a(x, None, "TextView", (0, y, 900, y + 130), "title", click=True)
                                 for x, y in zip(["My Places", "Search", "Directions", "Plan a route", "Configure map", "Download maps", "Plugins", "Settings", "Help & Feedback"], rows(9, 300, 150))]
    tr.act("click", drawer, on="Back to menu")
    tr.act("click", places("16:21", favs), on="My Places")
    tr.act("click", ctx("16:21", "Point 3", addr, coords), on="Point 3")
    tr.act("click", edit("16:21", "Point 3"), on="Edit")
    tr.act("input_text", edit("16:22", "Trailhead parking"), on="Point 3", text="Trailhead parking")
    tr.act("click", ctx("16:22", "Trailhead parking", addr, coords), on="Save")
    favs2 = ["Home", "Trailhead parking", "Caf\u00e9 Kafka", "Bike shop Velo"]
    tr.act("navigate_back", places("16:22", favs2))
    tracks = bar("16:23", 73) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                                 a("Favorites", None, "TextView", (0, 300, 540, 420), "tab_favorites", click=True),
                                 a("Tracks", None, "TextView", (540, 300, 1080, 420), "tab_tracks", click=True, sel=True)]
    for (n, d), y in zip([("Eckbauer_loop_2023-10-08", "11.3 km \u2022 3:42 \u2022 Oct 8"), ("Partnachklamm_2023-09-17", "8.7 km \u2022 2:55 \u2022 Sep 17"),
                          ("Kramer_Plateauweg", "6.1 km \u2022 1:58 \u2022 Aug 27")], rows(3, 460, 180)):
        tracks += [a(n, None, "TextView", (180, y + 20, 1020, y + 90), "title", click=True),
                   a(d, None, "TextView", (180, y + 90, 1020, y + 150), "description")]
    tr.act("click", tracks, on="Tracks")
    # BAD: the favourite renamed to "Trailhead parking" (turns 6-8) is listed under its old name again
    tr.act("click", places("16:23", favs), on="Favorites")
    tr.act("click", ctx("16:23", "Home", "Murnauer Stra\u00dfe 8, 82438 Eschenlohe", "47.60104, 11.18893"), on="Home")
    route = bar("16:24", 73) + [
        a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
        a("My Position", "From", "TextView", (170, 160, 1020, 260), "FromLayout", click=True),
        a("Home", "To", "TextView", (170, 280, 1020, 380), "ToLayout", click=True),
        a(None, "Car", "ImageView", (60, 420, 200, 540), "app_mode_icon", click=True, sel=True),
        a(None, "Bicycle", "ImageView", (220, 420, 360, 540), "app_mode_icon", click=True),
        a(None, "Pedestrian", "ImageView", (380, 420, 520, 540), "app_mode_icon", click=True),
        a("17 min", None, "TextView", (60, 1900, 400, 1990), "time_title"),
        a("14.6 km", None, "TextView", (420, 1900, 700, 1990), "distance_title"),
        a("Arrive at 16:41", None, "TextView", (60, 1990, 700, 2050), "arrival_time"),
        a("Details", None, "Button", (60, 2150, 500, 2270), "details_button", click=True),
        a("Start", None, "Button", (580, 2150, 1020, 2270), "start_button", click=True)]
    tr.act("click", route, on="Directions")
    return dict(tid="h28-android-12", turns=tr.turns, state=tr.state, bad=True, turn=10,
                kind="favourite renamed and saved earlier is listed again under its old name")


# ---------------------------------------------------------------- 13 Maps (clean)
def t13() -> dict[str, Any]:
    P = "com.google.android.apps.maps"
    a = app(P)
    explore = bar("10:21", 66) + [
        a(None, "Map view", "View", (0, 0, 1080, 2400), "mainmap_container", click=True, longc=True),
        a("Search here", None, "TextView", (40, 150, 900, 280), "search_omnibox_text_box", click=True),
        a(None, "Account and settings.", "ImageView", (920, 160, 1040, 270), "og_apd_internal_image_view", click=True)] + [
        a(x, x, "Button", (40 + i * 260, 310, 280 + i * 260, 410), "chip", click=True) for i, x in enumerate(["Restaurants", "Gas", "Groceries", "Coffee"])] + [
        a(None, "Layers", "ImageButton", (940, 460, 1050, 570), "layers_fab", click=True),
        a(None, "Re-center map to your location", "ImageButton", (920, 1780, 1050, 1910), "mylocation_button", click=True)] + [
        a(x, x, "FrameLayout", (i * 216, 2180, i * 216 + 216, 2337), "nav_" + x.lower(), click=True, sel=x == "Explore")
        for i, x in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"])]

    def search(q: str, items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = bar("10:21", 66) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                                  a(q or None, None, "EditText", (150, 150, 1020, 280), "search_omnibox_edit_text", edit=True, focus=True, hint="Search here")]
        for (n, sub), y in zip(items, rows(len(items), 330, 190)):
            els += [a(n, None, "TextView", (200, y + 20, 1020, y + 90), "title", click=True),
                    a(sub, None, "TextView", (200, y + 90, 1020, y + 150), "subtitle")]
        return els

    def tabs(sel: str, labels: dict[str, str]) -> list[dict[str, Any]]:
        return [a(labels[m], f"{m} mode: {labels[m]}", "LinearLayout", (20 + i * 260, 420, 270 + i * 260, 520), "mode_tab", click=True, sel=m == sel)
                for i, m in enumerate(["Driving", "Transit", "Walking", "Cycling"])]

    tr = Traj(home("10:21", 66, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", explore, app_name="Maps")
    tr.act("click", search("", [("Z\u00fcrich HB", "Bahnhofplatz, 8001 Z\u00fcrich"), ("ETH Z\u00fcrich", "R\u00e4mistrasse 101, Z\u00fcrich"),
                                ("Migros Uster", "Bankstrasse 1, 8610 Uster")]), on="Search here")
    tr.act("input_text", search("Zurich Hauptbahnhof", [("Z\u00fcrich HB", "Bahnhofplatz, 8001 Z\u00fcrich"), ("Z\u00fcrich, Bahnhofplatz/HB", "Tram stop \u00b7 Z\u00fcrich"),
                                                        ("Z\u00fcrich HB SZU", "Train station \u00b7 Z\u00fcrich")]), on="Search here", text="Zurich Hauptbahnhof")
    place = bar("10:21", 66) + [
        a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
        a("Z\u00fcrich HB", None, "TextView", (40, 1150, 900, 1260), "title"),
        a("4.5", "4.5 stars 31,872 Reviews", "TextView", (40, 1270, 500, 1330), "rating"),
        a("Train station", None, "TextView", (40, 1340, 700, 1400), "category"),
        a("28 min", "Driving 28 minutes", "TextView", (700, 1340, 1040, 1400), "travel_time"),
        a("Directions", None, "Button", (40, 1450, 330, 1560), "directions_button", click=True),
        a("Start", None, "Button", (350, 1450, 580, 1560), "start_button", click=True),
        a("Save", None, "Button", (600, 1450, 800, 1560), "save_button", click=True),
        a("Share", None, "Button", (820, 1450, 1040, 1560), "share_button", click=True),
        a("Bahnhofplatz, 8001 Z\u00fcrich", None, "TextView", (160, 1640, 1040, 1720), "address"),
        a("Open 24 hours", None, "TextView", (160, 1760, 1040, 1840), "hours")]
    tr.act("click", place, on="Z\u00fcrich HB")
    lab = {"Driving": "29 min", "Transit": "25 min", "Walking": "3 hr 52 min", "Cycling": "1 hr 7 min"}

    def driving(t: str, mins: int, arrive: str, note: str) -> list[dict[str, Any]]:
        return bar(t, 66) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                             a("Your location", "Start location", "TextView", (150, 160, 1000, 250), "directions_startpoint_textbox", click=True),
                             a("Z\u00fcrich HB", "Destination", "TextView", (150, 270, 1000, 360), "directions_endpoint_textbox", click=True)] + tabs("Driving", lab) + [
            a(f"{mins} min", None, "TextView", (40, 1560, 500, 1660), "duration"),
            a("(18 km)", None, "TextView", (500, 1560, 800, 1660), "distance"),
            a(note, None, "TextView", (40, 1670, 1040, 1730), "description"),
            a(f"Arrive {arrive}", None, "TextView", (40, 1740, 1040, 1800), "arrival"),
            a("Start", None, "Button", (40, 1900, 400, 2010), "start_button", click=True),
            a("Steps", None, "Button", (420, 1900, 760, 2010), "steps_button", click=True)]

    tr.act("click", driving("10:22", 29, "10:51", "Fastest route now due to traffic conditions \u00b7 via A53 and A1"), on="Directions")
    opts = [("10:26 AM \u2013 10:51 AM", "25 min", "S9 \u00b7 10:33 AM from Uster"), ("10:31 AM \u2013 10:58 AM", "27 min", "S14 \u00b7 10:38 AM from Uster"),
            ("10:56 AM \u2013 11:21 AM", "25 min", "S9 \u00b7 11:03 AM from Uster")]

    def transit(t: str, options: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = bar(t, 66) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a("Z\u00fcrich HB", "Destination", "TextView", (150, 270, 1000, 360), "directions_endpoint_textbox", click=True)] + tabs("Transit", lab)
        for (rng, dur, line), y in zip(options, rows(3, 600, 260)):
            els += [a(rng, None, "TextView", (40, y, 760, y + 80), "time_range", click=True),
                    a(dur, None, "TextView", (800, y, 1040, y + 80), "duration"),
                    a(line, None, "TextView", (40, y + 90, 1040, y + 160), "transit_line")]
        return els

    tr.act("click", transit("10:22", opts), on="Transit mode: 25 min")
    steps = bar("10:23", 66) + [
        a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
        a("10:26 AM \u2013 10:51 AM (25 min)", None, "TextView", (40, 300, 1040, 390), "trip_summary"),
        a("Your location", None, "TextView", (160, 450, 1040, 520), "step"),
        a("Walk \u00b7 About 6 min, 450 m", None, "TextView", (160, 540, 1040, 610), "step"),
        a("Uster", None, "TextView", (160, 650, 800, 720), "station"),
        a("10:33 AM", None, "TextView", (820, 650, 1040, 720), "step_time"),
        a("S9 Z\u00fcrich HB \u00b7 Platform 2", None, "TextView", (160, 740, 1040, 810), "step"),
        a("Ride 4 stops (16 min)", None, "TextView", (160, 830, 1040, 900), "step"),
        a("Z\u00fcrich HB", None, "TextView", (160, 940, 800, 1010), "station"),
        a("10:49 AM", None, "TextView", (820, 940, 1040, 1010), "step_time"),
        a("Walk \u00b7 About 2 min, 140 m", None, "TextView", (160, 1030, 1040, 1100), "step"),
        a("Z\u00fcrich HB, Bahnhofplatz", None, "TextView", (160, 1140, 800, 1210), "station"),
        a("10:51 AM", None, "TextView", (820, 1140, 1040, 1210), "step_time")]
    tr.act("click", steps, on=opts[0][0])
    opts2 = [("10:26 AM \u2013 10:52 AM", "26 min", "S9 \u00b7 10:34 AM from Uster \u00b7 1 min late")] + opts[1:]
    lab = dict(lab, Driving="31 min", Transit="26 min")
    tr.act("navigate_back", transit("10:24", opts2))
    tr.act("click", driving("10:24", 31, "10:55", "Slower traffic than usual \u00b7 via A53 and A1"), on="Driving mode: 31 min")
    nav = bar("10:24", 66) + [
        a("Head north on Bankstrasse toward Gerichtsstrasse", None, "TextView", (160, 160, 1040, 330), "directions_instruction"),
        a("200 m", None, "TextView", (40, 160, 150, 250), "distance_to_turn"),
        a(None, "Mute voice guidance", "ImageButton", (930, 400, 1050, 520), "sound_button", click=True),
        a(None, "Re-center", "Button", (40, 1880, 360, 1990), "recenter_button", click=True),
        a("31 min", None, "TextView", (200, 2120, 500, 2200), "eta_duration"),
        a("17.9 km \u00b7 10:55", None, "TextView", (200, 2200, 700, 2270), "eta_distance_and_time"),
        a("Exit", "Close navigation", "Button", (40, 2120, 180, 2270), "close_button", click=True),
        a(None, "Alternate routes", "ImageButton", (900, 2120, 1040, 2270), "alternates_button", click=True)]
    tr.act("click", nav, on="Start")
    return dict(tid="h28-android-13", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 14 Joplin (bad: note line changes when only a line was appended)
def t14() -> dict[str, Any]:
    P = "net.cozic.joplin"
    a = app(P)

    def notes(t: str, titles: list[str]) -> list[dict[str, Any]]:
        els = bar(t, 90) + [a(None, "Open sidebar", "ViewGroup", (0, 143, 147, 290), click=True),
                            a("All notes", None, "TextView", (170, 170, 700, 260)),
                            a(None, "Search", "ViewGroup", (820, 150, 940, 270), click=True),
                            a(None, "Menu", "ViewGroup", (950, 150, 1060, 270), click=True)]
        for n, y in zip(titles, rows(len(titles), 310, 140)):
            els.append(a(n, None, "TextView", (40, y, 1040, y + 120), click=True, longc=True))
        els += [a(None, "New to-do", "ViewGroup", (880, 1780, 1020, 1920), click=True),
                a(None, "New note", "ViewGroup", (860, 1960, 1040, 2140), click=True)]
        return els

    md_lines = ["# Flight details", "", "Booking ref: **Q7XK2M**", "TAP Air Portugal TP 553", "Fri 27 Oct 2023 \u00b7 BER 12:55 \u2192 LIS 15:30",
                "Seat 14C", "", "Return TP 554 \u00b7 Wed 1 Nov 2023 \u00b7 LIS 07:05 \u2192 BER 11:35", "",
                "Hotel: Casa do Largo, check-in 15:00, conf. #884213"]

    def view(t: str, lines: list[str]) -> list[dict[str, Any]]:
        els = bar(t, 90) + [a(None, "Back", "ViewGroup", (0, 143, 147, 290), click=True),
                            a("Flight details TP 553", None, "TextView", (170, 170, 800, 260)),
                            a(None, "Edit", "ViewGroup", (820, 150, 940, 270), click=True),
                            a(None, "Actions", "ViewGroup", (950, 150, 1060, 270), click=True)]
        y = 320
        for ln in lines:
            if not ln:
                continue
            els.append(a(ln.lstrip("# ").replace("**", ""), None, "TextView", (40, y, 1040, y + 90)))
            y += 110
        return els

    def editor(t: str, text: str) -> list[dict[str, Any]]:
        return bar(t, 90) + [a(None, "Back", "ViewGroup", (0, 143, 147, 290), click=True),
                             a("Flight details TP 553", None, "EditText", (170, 160, 800, 270), edit=True),
                             a(None, "Save", "ViewGroup", (820, 150, 940, 270), click=True),
                             a(text, None, "EditText", (40, 310, 1040, 1700), edit=True, focus=True),
                             a(None, "Bold", "ViewGroup", (0, 2100, 150, 2220), click=True),
                             a(None, "Italic", "ViewGroup", (150, 2100, 300, 2220), click=True),
                             a(None, "Checkbox", "ViewGroup", (300, 2100, 450, 2220), click=True),
                             a(None, "Link", "ViewGroup", (450, 2100, 600, 2220), click=True)]

    titles = ["Lisbon packing list", "Flight details TP 553", "Lisbon restaurants", "Meeting notes - budget", "Books to read"]
    tr = Traj(home("09:10", 90, "Monday, Oct 16", ["Joplin", "Markor", "Tasks", "Broccoli", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", notes("09:10", titles), app_name="Joplin")
    tr.act("click", view("09:10", md_lines), on="Flight details TP 553")
    md = "\n".join(md_lines)
    tr.act("click", editor("09:11", md), on="Edit")
    add = "\nTaxi booked: Bolt, pickup 16:00 at LIS arrivals"
    tr.act("input_text", editor("09:12", md + add), on=md, text=add)
    # BAD: only a line was appended, yet the booking reference renders as Q7XK2N instead of Q7XK2M
    drifted = [ln.replace("Q7XK2M", "Q7XK2N") for ln in md_lines] + [add.strip()]
    tr.act("click", view("09:12", drifted), on="Save")
    titles2 = ["Flight details TP 553", "Lisbon packing list"] + titles[2:]
    tr.act("navigate_back", notes("09:12", titles2))

    def packing(t: str, checked: set[str]) -> list[dict[str, Any]]:
        els = bar(t, 90) + [a(None, "Back", "ViewGroup", (0, 143, 147, 290), click=True),
                            a("Lisbon packing list", None, "TextView", (170, 170, 800, 260)),
                            a(None, "Edit", "ViewGroup", (820, 150, 940, 270), click=True),
                            a(None, "Actions", "ViewGroup", (950, 150, 1060, 270), click=True)]
        for it, y in zip(["Passport", "Travel adapter (type F)", "Sunscreen SPF 50", "Rain jacket", "Phone charger", "Euros for taxi"], rows(6, 320, 120)):
            els.append(a(it, None, "CheckBox", (40, y, 1040, y + 100), click=True, chk=it in checked))
        return els

    tr.act("click", packing("09:12", {"Passport", "Phone charger"}), on="Lisbon packing list")
    tr.act("click", packing("09:13", {"Passport", "Phone charger", "Travel adapter (type F)"}), on="Travel adapter (type F)")
    return dict(tid="h28-android-14", turns=tr.turns, state=tr.state, bad=True, turn=5,
                kind="booking reference in a note changes (Q7XK2M to Q7XK2N) although only a new line was appended")


# ---------------------------------------------------------------- 15 Google Calendar (bad: edited event time reads back old)
def t15() -> dict[str, Any]:
    P = "com.google.android.calendar"
    a = app(P)

    def schedule(t: str, lunch: str) -> list[dict[str, Any]]:
        els = bar(t, 75) + [a("October", None, "TextView", (170, 170, 700, 260), "date_picker_button", click=True),
                            a(None, "Search", "TextView", (820, 150, 940, 270), "action_search", click=True)]
        for (day, title, when), y in zip([("Mon 16", "Standup", "9:00 \u2013 9:15 AM"), ("Tue 17", "1:1 with Tom\u00e1s", "11:00 \u2013 11:30 AM"),
                                          ("Thu 19", "Budget review", "2 \u2013 3 PM"), ("Fri 20", "Lunch with Hannah", lunch)], rows(4, 320, 260)):
            els += [a(day, None, "TextView", (30, y, 170, y + 120), "day_header"),
                    a(title, None, "TextView", (190, y, 1040, y + 80), "event_title", click=True),
                    a(when, None, "TextView", (190, y + 80, 1040, y + 140), "event_time")]
        els.append(a(None, "Create new event", "ImageButton", (860, 1980, 1020, 2140), "floating_action_button", click=True))
        return els

    def details(t: str, title: str, when: str, where: str, extra: str) -> list[dict[str, Any]]:
        return bar(t, 75) + [
            a(None, "Close", "ImageButton", (0, 143, 147, 290), click=True),
            a(None, "Edit event", "ImageButton", (800, 150, 920, 270), "edit_fab", click=True),
            a(None, "More options", "ImageView", (930, 150, 1050, 270), click=True),
            a(title, None, "TextView", (170, 360, 1040, 470), "title"),
            a(when, None, "TextView", (170, 480, 1040, 550), "when_datetime"),
            a(where, None, "TextView", (170, 620, 1040, 720), "where", click=True),
            a(extra, None, "TextView", (170, 780, 1040, 850), "extra"),
            a("30 minutes before", None, "TextView", (170, 900, 1040, 970), "reminder"),
            a("Rosa Alvarez", "Calendar: Rosa Alvarez", "TextView", (170, 1020, 1040, 1090), "calendar_name")]

    def editor(t: str, start: str, end: str) -> list[dict[str, Any]]:
        return bar(t, 75) + [
            a(None, "Close", "ImageButton", (0, 143, 147, 290), click=True),
            a("Save", None, "Button", (820, 160, 1040, 270), "save", click=True),
            a("Lunch with Hannah", None, "EditText", (170, 320, 1040, 440), "title", edit=True, hint="Add title"),
            a("All-day", None, "Switch", (170, 500, 1040, 600), "all_day_switch", click=True, chk=False),
            a("Fri, Oct 20, 2023", None, "TextView", (170, 640, 700, 730), "start_date", click=True),
            a(start, None, "TextView", (760, 640, 1040, 730), "start_time", click=True),
            a("Fri, Oct 20, 2023", None, "TextView", (170, 760, 700, 850), "end_date", click=True),
            a(end, None, "TextView", (760, 760, 1040, 850), "end_time", click=True),
            a("Does not repeat", None, "TextView", (170, 900, 1040, 990), "recurrence", click=True),
            a("Caf\u00e9 Einstein Stammhaus, Kurf\u00fcrstenstra\u00dfe 58, Berlin", None, "TextView", (170, 1040, 1040, 1130), "location", click=True),
            a("30 minutes before", None, "TextView", (170, 1180, 1040, 1270), "reminder", click=True),
            a("Default color", None, "TextView", (170, 1320, 1040, 1410), "color", click=True)]

    where = "Caf\u00e9 Einstein Stammhaus, Kurf\u00fcrstenstra\u00dfe 58, Berlin"
    tr = Traj(home("10:34", 75, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", schedule("10:34", "12:30 \u2013 1:30 PM"), app_name="Calendar")
    tr.act("click", details("10:34", "Lunch with Hannah", "Friday, October 20 \u00b7 12:30 \u2013 1:30 PM", where, "Table for 2 booked under Alvarez"), on="Lunch with Hannah")
    tr.act("click", editor("10:35", "12:30 PM", "1:30 PM"), on="Edit event")
    times = ["12:00 PM", "12:15 PM", "12:30 PM", "12:45 PM", "1:00 PM", "1:15 PM", "1:30 PM", "1:45 PM", "2:00 PM"]
    pop = bar("10:35", 75) + [a(x, None, "TextView", (560, y, 1040, y + 120), "time_item", click=True, sel=x == "12:30 PM")
                              for x, y in zip(times, rows(len(times), 740, 125))]
    tr.act("click", pop, on="12:30 PM")
    tr.act("click", editor("10:35", "1:00 PM", "2:00 PM"), on="1:00 PM")
    tr.act("click", details("10:36", "Lunch with Hannah", "Friday, October 20 \u00b7 1:00 \u2013 2:00 PM", where, "Table for 2 booked under Alvarez"), on="Save")
    tr.act("navigate_back", schedule("10:36", "1:00 \u2013 2:00 PM"))
    tr.act("click", details("10:36", "Budget review", "Thursday, October 19 \u00b7 2 \u2013 3 PM", "Join with Google Meet: meet.google.com/kbf-qzpw-vte", "Tom\u00e1s Ortega, Priya Raman + 3 guests"), on="Budget review")
    # BAD: the lunch moved to 1:00 - 2:00 PM (turns 5-7) is listed at its old time again
    tr.act("click", schedule("10:37", "12:30 \u2013 1:30 PM"), on="Close")
    fab = bar("10:37", 75) + [a(x, None, "TextView", (560, y, 900, y + 120), "speed_dial_label", click=True)
                              for x, y in zip(["Goal", "Reminder", "Task", "Event"], rows(4, 1380, 150))] + [
        a(None, "Close", "ImageButton", (860, 1980, 1020, 2140), "floating_action_button", click=True)]
    tr.act("click", fab, on="Create new event")
    return dict(tid="h28-android-15", turns=tr.turns, state=tr.state, bad=True, turn=9,
                kind="event moved to 1:00-2:00 PM and shown so in the schedule is listed again at its old time 12:30-1:30 PM")


# ---------------------------------------------------------------- 16 Retro Music (clean)
def t16() -> dict[str, Any]:
    P = "code.name.monkey.retromusic"
    a = app(P)
    songs = [("Holocene", "Bon Iver"), ("Motion Sickness", "Phoebe Bridgers"), ("Night Owl", "Galimatias"), ("Pink + White", "Frank Ocean")]

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [a(x, x, "FrameLayout", (i * 270, 2180, i * 270 + 270, 2337), "nav_" + x.lower().replace(" ", "_"), click=True, sel=x == sel)
                for i, x in enumerate(["For you", "Songs", "Albums", "Playlists"])]

    def songlist(t: str, playing: bool) -> list[dict[str, Any]]:
        els = bar(t, 61) + [a("Shuffle all", None, "Button", (40, 300, 520, 400), "shuffleButton", click=True)]
        for (s, ar), y in zip(songs, rows(4, 440, 200)):
            els += [a(s, None, "TextView", (200, y + 30, 900, y + 100), "title", click=True, longc=True),
                    a(ar, None, "TextView", (200, y + 100, 900, y + 160), "text")]
        if playing:
            els += [a("Holocene", None, "TextView", (180, 2030, 800, 2110), "miniPlayerTitle", click=True),
                    a(None, "Pause", "ImageView", (900, 2030, 1020, 2150), "miniPlayerPlayPauseButton", click=True)]
        return els + tabs("Songs")

    def nowplaying(t: str, elapsed: str, shuffle: bool, nxt: str, toast: str | None = None) -> list[dict[str, Any]]:
        els = bar(t, 61) + [
            a(None, "Close", "ImageButton", (0, 143, 147, 290), click=True),
            a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True),
            a("Holocene", None, "TextView", (60, 1300, 1020, 1400), "title"),
            a("Bon Iver", None, "TextView", (60, 1400, 1020, 1470), "text", click=True),
            a(elapsed, None, "TextView", (60, 1560, 300, 1620), "songCurrentProgress"),
            a("5:36", None, "TextView", (780, 1560, 1020, 1620), "songTotalTime"),
            a(None, "Previous", "ImageButton", (230, 1700, 380, 1850), "previousButton", click=True),
            a(None, "Pause", "ImageButton", (460, 1680, 620, 1870), "playPauseButton", click=True),
            a(None, "Next", "ImageButton", (700, 1700, 850, 1850), "nextButton", click=True),
            a(None, "Shuffle", "ImageButton", (60, 1710, 180, 1830), "shuffleButton", click=True, chk=shuffle),
            a(None, "Repeat", "ImageButton", (900, 1710, 1020, 1830), "repeatButton", click=True, chk=False),
            a(f"Up next: {nxt}", None, "TextView", (60, 1950, 1020, 2030), "nextSong")]
        if toast:
            els.append(a(toast, None, "TextView", (120, 2080, 960, 2170), "message"))
        return els

    tr = Traj(home("17:30", 61, "Monday, Oct 16", ["Retro Music", "Markor", "Tasks", "Broccoli", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", songlist("17:30", False), app_name="Retro Music")
    tr.act("click", songlist("17:30", True), on="Holocene")
    tr.act("click", nowplaying("17:30", "0:07", False, "Motion Sickness"), on="Holocene", nth=1)
    tr.act("click", nowplaying("17:30", "0:15", True, "Night Owl"), on="Shuffle")
    menu = bar("17:30", 61) + [a(x, None, "TextView", (560, y, 1040, y + 130), "title", click=True)
                               for x, y in zip(["Sleep timer", "Add to playlist", "Equalizer", "Go to album", "Go to artist", "Details", "Share"], rows(7, 160, 130))]
    tr.act("click", menu, on="More options")
    dlg = bar("17:31", 61) + [a("Add to playlist", None, "TextView", (90, 700, 990, 790), "alertTitle"),
                              a("New playlist", None, "TextView", (90, 820, 990, 930), "title", click=True),
                              a("Favorites", None, "TextView", (90, 940, 990, 1050), "title", click=True),
                              a("Road trip", None, "TextView", (90, 1060, 990, 1170), "title", click=True),
                              a("Cancel", None, "Button", (760, 1220, 990, 1330), "button2", click=True)]
    tr.act("click", dlg, on="Add to playlist")

    def newpl(v: str) -> list[dict[str, Any]]:
        return bar("17:31", 61) + [a("New playlist", None, "TextView", (90, 760, 990, 850), "alertTitle"),
                                   a(v or None, None, "EditText", (90, 880, 990, 1000), "actionNewPlaylist", edit=True, focus=True, hint="Playlist name"),
                                   a("Cancel", None, "Button", (540, 1060, 750, 1170), "button2", click=True),
                                   a("Create", None, "Button", (770, 1060, 990, 1170), "button1", click=True)]

    tr.act("click", newpl(""), on="New playlist")
    tr.act("input_text", newpl("Sunday Morning"), on="Playlist name", text="Sunday Morning")
    tr.act("click", nowplaying("17:31", "0:41", True, "Night Owl", toast="Added 1 song to Sunday Morning"), on="Create")
    tr.act("navigate_back", songlist("17:31", True))
    pls = bar("17:31", 61) + [a(None, "New playlist", "ImageButton", (930, 150, 1050, 270), "action_new_playlist", click=True)]
    for (n, c), y in zip([("History", None), ("Last added", None), ("Most played", None), ("Favorites", "3 Songs"), ("Road trip", "12 Songs"),
                          ("Sunday Morning", "1 Song")], rows(6, 320, 190)):
        pls.append(a(n, None, "TextView", (200, y + 30, 1000, y + 100), "title", click=True))
        if c:
            pls.append(a(c, None, "TextView", (200, y + 100, 1000, y + 160), "text"))
    pls += [a("Holocene", None, "TextView", (180, 2030, 800, 2110), "miniPlayerTitle", click=True)] + tabs("Playlists")
    tr.act("click", pls, on="Playlists")
    return dict(tid="h28-android-16", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 17 Settings display and battery (clean)
def t17() -> dict[str, Any]:
    P = "com.android.settings"
    a = app(P)

    def main(t: str, b: int, batt_line: str) -> list[dict[str, Any]]:
        els = bar(t, b) + [a("Search settings", None, "TextView", (60, 300, 1020, 430), "search_action_bar_title", click=True)]
        for (ttl, summ), y in zip([("Connected devices", "Bluetooth, pairing"), ("Apps", "Assistant, recent apps, default apps"),
                                   ("Battery", batt_line), ("Storage", "52% used - 61.12 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                                   ("Display", "Dark theme, font size, brightness")], rows(6, 480, 210)):
            els += [a(ttl, None, "TextView", (200, y + 30, 1000, y + 100), "title", click=True),
                    a(summ, None, "TextView", (200, y + 100, 1000, y + 160), "summary")]
        return els

    def head(t: str, b: int, title: str) -> list[dict[str, Any]]:
        return bar(t, b) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a(title, None, "TextView", (60, 330, 1020, 460), "collapsing_toolbar")]

    def display(t: str, b: int, dark: bool, timeout: str) -> list[dict[str, Any]]:
        els = head(t, b, "Display")
        y = 500
        for ttl, summ, sw in [("Brightness level", "43%", None), ("Adaptive brightness", None, True), ("Dark theme", None, dark),
                              ("Screen timeout", timeout, None), ("Font size and text", "Default", None), ("Auto-rotate screen", "Off", None)]:
            els.append(a(ttl, None, "TextView", (180, y + 30, 840, y + 100), "title", click=True))
            if summ is not None:
                els.append(a(summ, None, "TextView", (180, y + 100, 840, y + 160), "summary"))
            if sw is not None:
                els.append(a(None, ttl, "Switch", (860, y + 40, 1000, y + 120), "switchWidget", click=True, chk=sw))
            y += 200
        return els

    def timeout(t: str, sel: str) -> list[dict[str, Any]]:
        return head(t, 47, "Screen timeout") + [a(x, None, "RadioButton", (60, y, 1020, y + 120), "radio", click=True, chk=x == sel)
                                                for x, y in zip(["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"], rows(7, 500, 140))]

    tr = Traj(home("21:10", 47, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", main("21:10", 47, "47% - Until about 1:30 AM"), app_name="Settings")
    tr.act("click", display("21:10", 47, False, "After 30 seconds"), on="Display")
    tr.act("click", display("21:10", 47, True, "After 30 seconds"), on="Dark theme", nth=1)
    tr.act("click", timeout("21:11", "30 seconds"), on="Screen timeout")
    tr.act("click", timeout("21:11", "2 minutes"), on="2 minutes")
    tr.act("navigate_back", display("21:11", 47, True, "After 2 minutes"))
    tr.act("navigate_back", main("21:12", 46, "46% - Until about 1:20 AM"))
    batt = head("21:12", 46, "Battery") + [
        a("46%", None, "TextView", (60, 500, 500, 620), "usage_summary"),
        a("Until about 1:20 AM", None, "TextView", (60, 620, 1020, 690), "summary1"),
        a("Battery usage", None, "TextView", (180, 780, 900, 850), "title", click=True),
        a("Battery Saver", None, "TextView", (180, 960, 900, 1030), "title", click=True),
        a("Off", None, "TextView", (180, 1030, 900, 1090), "summary"),
        a("Adaptive preferences", None, "TextView", (180, 1160, 900, 1230), "title", click=True),
        a("Battery percentage", None, "TextView", (180, 1340, 840, 1410), "title", click=True),
        a(None, "Battery percentage", "Switch", (860, 1340, 1000, 1420), "switchWidget", click=True, chk=True)]
    tr.act("click", batt, on="Battery")
    usage = head("21:12", 46, "Battery usage") + [
        a("Since last full charge (7 hr ago)", None, "TextView", (60, 500, 1020, 570), "header")]
    for (n, p), y in zip([("Screen", "22%"), ("YouTube", "14%"), ("Chrome", "9%"), ("Maps", "6%"), ("Messages", "3%")], rows(5, 620, 170)):
        usage += [a(n, None, "TextView", (180, y + 30, 800, y + 100), "title", click=True),
                  a(p, None, "TextView", (820, y + 30, 1020, y + 100), "widget_summary")]
    tr.act("click", usage, on="Battery usage")
    return dict(tid="h28-android-17", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 18 Audio Recorder (bad: recording file name changes)
def t18() -> dict[str, Any]:
    P = "com.dimowner.audiorecorder"
    a = app(P)

    def main(t: str, name: str, dur: str, prog: str, info: str, rec: bool = False, playing: bool = False) -> list[dict[str, Any]]:
        return bar(t, 86) + [
            a(None, "Settings", "ImageButton", (40, 150, 170, 280), "btn_settings", click=True),
            a(None, "Records", "ImageButton", (910, 150, 1040, 280), "btn_records_list", click=True),
            a(name, None, "TextView", (60, 420, 1020, 520), "txt_name", click=not rec),
            a(info, None, "TextView", (60, 520, 1020, 580), "txt_record_info"),
            a(prog, None, "TextView", (60, 900, 1020, 1080), "txt_progress"),
            a("00:00", None, "TextView", (60, 1120, 300, 1180), "txt_zero_time"),
            a(dur or None, None, "TextView", (780, 1120, 1020, 1180), "txt_duration"),
            a(None, "Pause" if playing else "Play", "ImageButton", (120, 1900, 300, 2080), "btn_play", click=not rec),
            a(None, "Stop recording" if rec else "Record", "ImageButton", (430, 1860, 650, 2080), "btn_record", click=True),
            a(None, "Pause recording" if rec else "Import", "ImageButton", (780, 1900, 960, 2080), "btn_record_pause" if rec else "btn_import", click=True)]

    def records(t: str, recs: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = bar(t, 86) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), "btn_back", click=True),
                            a("Records", None, "TextView", (170, 170, 700, 260), "txt_title")]
        for (n, d, when), y in zip(recs, rows(len(recs), 320, 220)):
            els += [a(n, None, "TextView", (60, y + 20, 860, y + 100), "list_item_name", click=True, longc=True),
                    a(d, None, "TextView", (60, y + 100, 400, y + 160), "list_item_duration"),
                    a(when, None, "TextView", (420, y + 100, 860, y + 160), "list_item_date"),
                    a(None, "More", "ImageButton", (900, y + 40, 1040, y + 160), "list_item_more", click=True)]
        return els

    info = "m4a, 44.1 kHz, 128 kbps, 304 KB"
    tr = Traj(home("10:12", 86, "Monday, Oct 16", ["Audio Recorder", "Markor", "Tasks", "Retro Music", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", main("10:12", "Record-20231015-213405", "02:14", "00:00", "m4a, 44.1 kHz, 128 kbps, 2.1 MB"), app_name="Audio Recorder")
    tr.act("click", main("10:12", "Recording\u2026", "", "00:00:02", "m4a, 44.1 kHz, 128 kbps", rec=True), on="Record")
    tr.act("click", main("10:12", "Record-20231016-101233", "00:19", "00:00", info), on="Stop recording")
    tr.act("click", main("10:13", "Record-20231016-101233", "00:19", "00:04", info, playing=True), on="Play")
    tr.act("click", main("10:13", "Record-20231016-101233", "00:19", "00:06", info), on="Pause")
    # BAD: the file recorded as Record-20231016-101233 (turns 3-5) is listed as Record-20231016-101323
    recs = [("Record-20231016-101323", "00:19", "Oct 16, 10:12"), ("Record-20231015-213405", "02:14", "Oct 15, 21:34"),
            ("Record-20231012-080011", "47:32", "Oct 12, 08:00")]
    tr.act("click", records("10:13", recs), on="Records")
    menu = bar("10:13", 86) + [a(x, None, "TextView", (560, y, 1040, y + 130), "menu_item", click=True)
                               for x, y in zip(["Share", "Information", "Rename", "Open with", "Save as", "Delete"], rows(6, 900, 130))]
    tr.act("click", menu, on="More", nth=2)

    def rename(v: str) -> list[dict[str, Any]]:
        return bar("10:14", 86) + [a("Rename", None, "TextView", (90, 800, 990, 890), "dialog_title"),
                                   a(v, None, "EditText", (90, 920, 990, 1040), "input_name", edit=True, focus=True),
                                   a("Cancel", None, "Button", (540, 1100, 750, 1210), "btn_negative", click=True),
                                   a("OK", None, "Button", (770, 1100, 990, 1210), "btn_positive", click=True)]

    tr.act("click", rename("Record-20231012-080011"), on="Rename")
    tr.act("input_text", rename("Lecture - thermodynamics 3"), on="Record-20231012-080011", text="Lecture - thermodynamics 3")
    tr.act("click", records("10:14", recs[:2] + [("Lecture - thermodynamics 3", "47:32", "Oct 12, 08:00")]), on="OK")
    return dict(tid="h28-android-18", turns=tr.turns, state=tr.state, bad=True, turn=6,
                kind="file name of the new recording differs between the player and the records list (101233 vs 101323) with no rename")


# ---------------------------------------------------------------- 19 Chrome (clean)
def t19() -> dict[str, Any]:
    P = "com.android.chrome"
    a = app(P)

    def top(t: str, url: str | None, tabs: str) -> list[dict[str, Any]]:
        return bar(t, 92) + [a(None, "Open the home page", "ImageButton", (0, 150, 130, 280), "home_button", click=True),
                             a(url, None, "EditText", (140, 160, 800, 270), "url_bar", edit=True, hint="Search or type URL"),
                             a(tabs, "Switch or close tabs", "ImageButton", (820, 150, 940, 280), "tab_switcher_button", click=True),
                             a(None, "Customize and control Google Chrome", "ImageButton", (940, 150, 1070, 280), "menu_button", click=True)]

    def ntp(t: str, tabs: str) -> list[dict[str, Any]]:
        els = bar(t, 92) + [a("Search or type URL", None, "EditText", (60, 700, 1020, 830), "search_box_text", edit=True, click=True),
                            a(tabs, "Switch or close tabs", "ImageButton", (820, 150, 940, 280), "tab_switcher_button", click=True),
                            a(None, "Customize and control Google Chrome", "ImageButton", (940, 150, 1070, 280), "menu_button", click=True),
                            a("Discover", None, "TextView", (60, 1000, 600, 1080), "header_title")]
        for (ttl, src), y in zip([("NASA's Psyche spacecraft sends back its first images", "Space.com \u00b7 3h"),
                                  ("The best budget Android phones you can buy right now", "The Verge \u00b7 5h"),
                                  ("How New York's congestion pricing would actually work", "Gothamist \u00b7 1d")], rows(3, 1100, 300)):
            els += [a(ttl, None, "TextView", (60, y, 1020, y + 140), "article_headline", click=True),
                    a(src, None, "TextView", (60, y + 150, 1020, y + 210), "article_publisher")]
        return els

    wurl = "en.wikipedia.org/wiki/Android_(operating_system)"
    tr = Traj(home("10:38", 92, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Photos", "Settings"]))
    tr.act("open_app", ntp("10:38", "2"), app_name="Chrome")

    def typing(q: str, sugg: list[str]) -> list[dict[str, Any]]:
        els = bar("10:38", 92) + [a(None, "Back", "ImageButton", (0, 150, 130, 280), click=True),
                                  a(q or None, None, "EditText", (140, 160, 940, 270), "url_bar", edit=True, focus=True, hint="Search or type URL"),
                                  a(None, "Clear input", "ImageButton", (940, 150, 1070, 280), "delete_button", click=bool(q))]
        for s, y in zip(sugg, rows(len(sugg), 320, 150)):
            els.append(a(s, None, "TextView", (150, y + 20, 1020, y + 110), "line_1", click=True))
        return els

    tr.act("click", typing("", ["finance.yahoo.com", "nytimes.com", "weather new york"]), on="Search or type URL")
    tr.act("input_text", typing(wurl, [wurl, "Android (operating system) - Wikipedia", "android operating system history"]), on="Search or type URL", text=wurl)
    wiki = top("10:39", wurl, "2") + [
        a("Android (operating system)", None, "TextView", (40, 360, 1040, 460)),
        a("From Wikipedia, the free encyclopedia", None, "TextView", (40, 470, 1040, 530)),
        a("Android is a mobile operating system based on a modified version of the Linux kernel and other open-source software, designed primarily for touchscreen mobile devices such as smartphones and tablets.", None, "TextView", (40, 560, 1040, 860)),
        a("Developer: Google", None, "TextView", (40, 920, 1040, 990)),
        a("Initial release: September 23, 2008; 15 years ago", None, "TextView", (40, 1000, 1040, 1070)),
        a("Latest release: 14 / October 4, 2023; 12 days ago", None, "TextView", (40, 1080, 1040, 1150)),
        a("Written in: Java (UI), C (core), C++ and others", None, "TextView", (40, 1160, 1040, 1230)),
        a("Kernel type: Monolithic (modified Linux kernel)", None, "TextView", (40, 1240, 1040, 1310))]
    tr.act("keyboard_enter", wiki)
    wiki2 = top("10:39", wurl, "2") + [
        a("History", None, "TextView", (40, 360, 1040, 460)),
        a("Android Inc. was founded in Palo Alto, California, in October 2003 by Andy Rubin, Rich Miner, Nick Sears, and Chris White.", None, "TextView", (40, 480, 1040, 700)),
        a("In July 2005, Google acquired Android Inc. for at least $50 million.", None, "TextView", (40, 720, 1040, 860)),
        a("The first commercially available smartphone running Android was the HTC Dream, released on October 22, 2008.", None, "TextView", (40, 880, 1040, 1060)),
        a("Versions", None, "TextView", (40, 1100, 1040, 1200)),
        a("Android 14 was released on October 4, 2023, to Pixel devices.", None, "TextView", (40, 1220, 1040, 1360))]
    tr.act("scroll", wiki2, direction="down")

    def switcher(t: str) -> list[dict[str, Any]]:
        return bar(t, 92) + [a(None, "New tab", "ImageButton", (0, 150, 130, 280), "new_tab_button", click=True),
                             a("2 open tabs", None, "TextView", (380, 170, 700, 260), "tab_count"),
                             a("Android (operating system) - Wikipedia", None, "TextView", (40, 360, 520, 430), "tab_title", click=True),
                             a(None, "Close Android (operating system) - Wikipedia tab", "ImageView", (440, 340, 530, 430), "action_button", click=True),
                             a("Alphabet Inc Class A (GOOGL) Stock Price & News - Google Finance", None, "TextView", (560, 360, 1040, 430), "tab_title", click=True),
                             a(None, "Close Alphabet Inc Class A (GOOGL) Stock Price & News - Google Finance tab", "ImageView", (960, 340, 1050, 430), "action_button", click=True)]

    tr.act("click", switcher("10:40"), on="Switch or close tabs")

    def quote(t: str, price: str, chg: str, stamp: str) -> list[dict[str, Any]]:
        return top(t, "google.com/finance/quote/GOOGL:NASDAQ", "2") + [
            a("Alphabet Inc Class A", None, "TextView", (40, 360, 1040, 450)),
            a(price, None, "TextView", (40, 470, 600, 590)),
            a(chg, None, "TextView", (40, 600, 1040, 660)),
            a(stamp, None, "TextView", (40, 670, 1040, 730)),
            a("Previous close $137.75", None, "TextView", (40, 800, 1040, 870)),
            a("Day range $137.40 - $139.22", None, "TextView", (40, 880, 1040, 950)),
            a("Year range $88.58 - $139.42", None, "TextView", (40, 960, 1040, 1030)),
            a("Market cap 1.74T USD", None, "TextView", (40, 1040, 1040, 1110)),
            a("P/E ratio 26.71", None, "TextView", (40, 1120, 1040, 1190))]

    tr.act("click", quote("10:41", "$138.87", "+1.12 (0.81%) today", "Oct 16, 10:41:05 AM GMT-4 \u00b7 USD \u00b7 NASDAQ"),
           on="Alphabet Inc Class A (GOOGL) Stock Price & News - Google Finance")
    menu = bar("10:42", 92) + [a(None, x, "ImageButton", (440 + i * 120, 160, 550 + i * 120, 270), "button_" + str(i), click=True)
                               for i, x in enumerate(["Forward", "Bookmark", "Download", "Page info", "Refresh"])] + [
        a(x, None, "TextView", (440, y, 1060, y + 120), "menu_item_text", click=True)
        for x, y in zip(["New tab", "New Incognito tab", "History", "Downloads", "Bookmarks", "Recent tabs"], rows(6, 300, 130))]
    tr.act("click", menu, on="Customize and control Google Chrome")
    tr.act("click", quote("10:43", "$139.05", "+1.30 (0.94%) today", "Oct 16, 10:43:12 AM GMT-4 \u00b7 USD \u00b7 NASDAQ"), on="Refresh")
    tr.act("click", switcher("10:43"), on="Switch or close tabs")
    tr.act("click", ntp("10:43", "3"), on="New tab")
    return dict(tid="h28-android-19", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 20 OpenTracks (bad: stored track distance changes)
def t20() -> dict[str, Any]:
    P = "de.dennisguse.opentracks"
    a = app(P)

    def tracklist(t: str, first_dist: str) -> list[dict[str, Any]]:
        els = bar(t, 95) + [a("OpenTracks", None, "TextView", (60, 160, 700, 260), "toolbar_title"),
                            a(None, "Settings", "TextView", (940, 150, 1060, 270), "track_list_settings", click=True)]
        for (n, stat, meta), y in zip([("Morning run", f"{first_dist} \u00b7 28:41", "Running \u00b7 Oct 15"), ("Commute", "11.8 km \u00b7 37:02", "Cycling \u00b7 Oct 13"),
                                       ("Evening walk", "3.40 km \u00b7 41:55", "Walking \u00b7 Oct 12"), ("Long run", "14.2 km \u00b7 1:21:10", "Running \u00b7 Oct 8")],
                                      rows(4, 320, 240)):
            els += [a(n, None, "TextView", (200, y + 20, 1020, y + 90), "list_item_name", click=True, longc=True),
                    a(stat, None, "TextView", (200, y + 90, 1020, y + 150), "list_item_statistics"),
                    a(meta, None, "TextView", (200, y + 150, 1020, y + 210), "list_item_date")]
        els.append(a(None, "Start recording", "ImageButton", (860, 1980, 1020, 2140), "track_list_fab_action", click=True))
        return els

    def detail(t: str, name: str, vals: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = bar(t, 95) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a(name, None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                            a(None, "Edit", "TextView", (820, 150, 940, 270), "track_detail_edit", click=True),
                            a(None, "Share", "TextView", (940, 150, 1060, 270), "track_detail_share", click=True)]
        for (lab, v), y in zip(vals, rows(len(vals), 330, 180)):
            els.append(a(v, lab, "TextView", (60, y, 1020, y + 150), "stats_value"))
        return els

    tr = Traj(home("10:04", 95, "Monday, Oct 16", ["OpenTracks", "OsmAnd", "Retro Music", "Tasks", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", tracklist("10:04", "5.12 km"), app_name="OpenTracks")
    tr.act("click", detail("10:04", "Morning run", [("Distance", "5.12 km"), ("Total time", "28:41"), ("Moving time", "27:55"),
                                                    ("Average speed", "10.7 km/h"), ("Average moving pace", "5:27 min/km"), ("Max speed", "16.1 km/h")]), on="Morning run")
    tr.act("scroll", detail("10:04", "Morning run", [("Elevation gain", "64 m"), ("Elevation loss", "61 m"), ("Max elevation", "591 m"),
                                                     ("Min elevation", "548 m"), ("Started", "Oct 15, 2023 07:02"), ("Activity type", "Running"),
                                                     ("Description", "Isar loop, easy pace")]), direction="down")
    # BAD: the stored Morning run (5.12 km in turns 1-2) is listed as 5.21 km, nothing edited
    tr.act("navigate_back", tracklist("10:05", "5.21 km"))

    def rec(t: str, tt: str, dist: str, speed: str, paused: bool) -> list[dict[str, Any]]:
        return bar(t, 95) + [
            a("Recording" if not paused else "Paused", None, "TextView", (60, 160, 700, 260), "toolbar_title"),
            a(tt, "Total time", "TextView", (60, 400, 1020, 560), "stats_total_time"),
            a(dist, "Distance", "TextView", (60, 620, 520, 760), "stats_distance"),
            a(speed, "Speed", "TextView", (560, 620, 1020, 760), "stats_speed"),
            a("GPS: 4 m", None, "TextView", (60, 820, 1020, 890), "stats_gps"),
            a(None, "Add marker", "ImageButton", (60, 1980, 220, 2140), "track_recording_marker", click=True),
            a(None, "Resume" if paused else "Pause", "ImageButton", (460, 1960, 620, 2140), "track_recording_pause", click=True),
            a(None, "Stop (long press)", "ImageButton", (860, 1980, 1020, 2140), "track_recording_stop", click=True, longc=True)]

    tr.act("click", rec("10:05", "0:00:02", "0.00 km", "0.0 km/h", False), on="Start recording")
    tr.act("wait", rec("10:05", "0:00:31", "0.07 km", "8.1 km/h", False))
    tr.act("click", rec("10:06", "0:00:33", "0.07 km", "0.0 km/h", True), on="Pause")
    tr.act("click", rec("10:06", "0:00:35", "0.07 km", "5.2 km/h", False), on="Resume")

    def editor(t: str, name: str) -> list[dict[str, Any]]:
        return bar(t, 95) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                             a("Edit track", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                             a(name, None, "EditText", (60, 330, 1020, 460), "track_edit_name", edit=True, focus=True, hint="Name"),
                             a("Walking", None, "EditText", (200, 500, 1020, 630), "track_edit_activity_type", edit=True, hint="Activity type"),
                             a(None, None, "EditText", (60, 670, 1020, 900), "track_edit_description", edit=True, hint="Description"),
                             a("Cancel", None, "Button", (60, 2150, 500, 2270), "track_edit_cancel", click=True),
                             a("Save", None, "Button", (580, 2150, 1020, 2270), "track_edit_save", click=True)]

    tr.act("long_press", editor("10:06", "Track 2023-10-16 10:05"), on="Stop (long press)")
    tr.act("input_text", editor("10:06", "Stairs test"), on="Track 2023-10-16 10:05", text="Stairs test")
    tr.act("click", detail("10:07", "Stairs test", [("Distance", "0.09 km"), ("Total time", "0:48"), ("Moving time", "0:44"),
                                                    ("Average speed", "6.8 km/h"), ("Average moving pace", "8:09 min/km"), ("Max speed", "9.4 km/h")]), on="Save")
    return dict(tid="h28-android-20", turns=tr.turns, state=tr.state, bad=True, turn=4,
                kind="distance of a stored, unedited track differs between the list and its own detail page (5.12 km vs 5.21 km)")


# ---------------------------------------------------------------- 21 Play Store (clean)
def t21() -> dict[str, Any]:
    P = "com.android.vending"
    a = app(P)
    foryou = bar("12:02", 54) + [
        a("Search apps & games", None, "TextView", (40, 150, 900, 280), "search_bar_text", click=True)] + [
        a(x, None, "TextView", (40 + i * 250, 320, 270 + i * 250, 410), "tab", click=True, sel=x == "For you")
        for i, x in enumerate(["For you", "Top charts", "Kids", "Categories"])]
    for (n, r), y in zip([("Duolingo: Language Lessons", "4.6 star"), ("komoot - hike, bike & run", "4.6 star"), ("Todoist: To-Do List & Planner", "4.5 star")],
                         rows(3, 580, 300)):
        foryou += [a(n, None, "TextView", (300, y + 40, 1040, y + 110), "title", click=True),
                   a(r, None, "TextView", (300, y + 110, 1040, y + 170), "rating")]
    foryou += [a(x, x, "FrameLayout", (i * 270, 2180, i * 270 + 270, 2337), "nav", click=True, sel=x == "Apps")
               for i, x in enumerate(["Games", "Apps", "Offers", "Books"])]

    def search(q: str, items: list[str]) -> list[dict[str, Any]]:
        return bar("12:02", 54) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                                   a(q or None, None, "EditText", (150, 150, 900, 280), "search_bar_text_input", edit=True, focus=True, hint="Search apps & games")] + [
            a(s, None, "TextView", (150, y, 1020, y + 110), "suggest_text", click=True) for s, y in zip(items, rows(len(items), 330, 130))]

    tr = Traj(home("12:02", 54, "Monday, Oct 16", ["Clock", "Calendar", "Contacts", "Files", "Gmail", "Maps", "Play Store", "Settings"]))
    tr.act("open_app", foryou, app_name="Play Store")
    tr.act("click", search("", ["duolingo", "komoot", "banking app"]), on="Search apps & games")
    tr.act("input_text", search("Signal", ["signal", "signal private messenger", "signal app"]), on="Search apps & games", text="Signal")
    res = bar("12:03", 54) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                              a("Signal", None, "EditText", (150, 150, 900, 280), "search_bar_text_input", edit=True)]
    for (n, dev, r, dl), y in zip([("Signal Private Messenger", "Signal Foundation", "4.5 star", "100M+"),
                                   ("Session Private Messenger", "The Oxen Project", "4.3 star", "1M+"),
                                   ("Signal Strength", "Lakshman", "4.1 star", "10M+")], rows(3, 330, 300)):
        res += [a(n, None, "TextView", (300, y + 30, 1040, y + 100), "title", click=True),
                a(dev, None, "TextView", (300, y + 100, 1040, y + 160), "developer"),
                a(f"{r} \u00b7 {dl}", None, "TextView", (300, y + 160, 1040, y + 220), "rating")]
    tr.act("keyboard_enter", res)

    def details(t: str, state: str) -> list[dict[str, Any]]:
        els = bar(t, 54) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                            a("Signal Private Messenger", None, "TextView", (330, 330, 1040, 440), "title"),
                            a("Signal Foundation", None, "TextView", (330, 450, 1040, 510), "developer_name", click=True),
                            a("4.5 star", "Average rating 4.5 stars in 2.1 million reviews", "TextView", (40, 600, 330, 700), "rating"),
                            a("100M+", "Downloaded by more than 100 million people", "TextView", (370, 600, 700, 700), "downloads"),
                            a("Rated for 12+", None, "TextView", (740, 600, 1040, 700), "content_rating")]
        if state == "install":
            els.append(a("Install", None, "Button", (40, 780, 1040, 900), "install_button", click=True))
        elif state == "done":
            els += [a("Uninstall", None, "Button", (40, 780, 520, 900), "uninstall_button", click=True),
                    a("Open", None, "Button", (560, 780, 1040, 900), "open_button", click=True)]
        else:
            els += [a(state, None, "TextView", (40, 780, 800, 860), "download_progress_text"),
                    a(None, "Cancel download", "ImageButton", (900, 770, 1040, 900), "cancel_button", click=True)]
        els += [a("About this app", None, "TextView", (40, 1000, 900, 1080), "about_header", click=True),
                a("Fast, simple, secure. Privacy that fits in your pocket.", None, "TextView", (40, 1100, 1040, 1180), "description"),
                a("Updated on Oct 11, 2023", None, "TextView", (40, 1200, 1040, 1260), "updated")]
        return els

    tr.act("click", details("12:03", "install"), on="Signal Private Messenger")
    tr.act("click", details("12:03", "Pending\u2026"), on="Install")
    tr.act("wait", details("12:03", "23% of 58.4 MB"))
    tr.act("wait", details("12:04", "Installing\u2026"))
    tr.act("wait", details("12:04", "done"))
    welcome = bar("12:04", 54) + [
        a("Take privacy with you.\nBe yourself in every message.", None, "TextView", (60, 1300, 1020, 1480), "title"),
        a("Terms & Privacy Policy", None, "TextView", (300, 1560, 780, 1630), "welcome_terms_button", click=True),
        a("Continue", None, "Button", (60, 1900, 1020, 2030), "welcome_continue_button", click=True),
        a("Restore or transfer account", None, "Button", (60, 2060, 1020, 2180), "welcome_transfer_or_restore", click=True)]
    tr.act("click", welcome, on="Open")
    return dict(tid="h28-android-21", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 22 Simple Gallery (clean)
def t22() -> dict[str, Any]:
    P = "com.simplemobiletools.gallery.pro"
    a = app(P)

    def folders(t: str, items: list[tuple[str, int]]) -> list[dict[str, Any]]:
        els = bar(t, 44) + [a("Simple Gallery", None, "TextView", (60, 160, 600, 260), "toolbar_title"),
                            a(None, "Sort by", "TextView", (820, 150, 940, 270), "sort", click=True),
                            a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True)]
        for i, (n, c) in enumerate(items):
            x, y = 20 + (i % 2) * 530, 320 + (i // 2) * 560
            els += [a(n, None, "TextView", (x, y + 420, x + 500, y + 480), "dir_name", click=True, longc=True),
                    a(f"{c:,}", None, "TextView", (x, y + 480, x + 500, y + 530), "photo_cnt")]
        return els

    shots = ["Screenshot_20231016-091204.png", "Screenshot_20231015-223517.png", "Screenshot_20231015-181140.png", "Screenshot_20231014-120903.png",
             "Screenshot_20231013-194412.png", "Screenshot_20231013-084820.png", "Screenshot_20231012-170233.png", "Screenshot_20231011-213001.png",
             "Screenshot_20231010-075518.png", "Screenshot_20231009-142247.png", "Screenshot_20231008-101954.png"]

    def grid(t: str, files: list[str], sel: list[str] | None, total: int) -> list[dict[str, Any]]:
        if sel is None:
            els = bar(t, 44) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                                a("Screenshots", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                                a(None, "Sort by", "TextView", (820, 150, 940, 270), "sort", click=True),
                                a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True)]
        else:
            els = bar(t, 44) + [a(None, "Done", "ImageButton", (0, 143, 147, 290), "action_mode_close_button", click=True),
                                a(f"{len(sel)} / {total}", None, "TextView", (170, 170, 600, 260), "action_bar_title"),
                                a(None, "Share", "TextView", (700, 150, 820, 270), "cab_share", click=True),
                                a(None, "Delete", "TextView", (820, 150, 940, 270), "cab_delete", click=True),
                                a(None, "More options", "ImageView", (950, 150, 1060, 270), click=True)]
        for i, f in enumerate(files[:9]):
            x, y = (i % 3) * 360, 300 + (i // 3) * 360
            els.append(a(None, f, "ImageView", (x, y, x + 356, y + 356), "medium_thumbnail", click=True, longc=True,
                         chk=(f in sel) if sel is not None else None))
        return els

    base = [("Screenshots", 61), ("Camera", 248), ("WhatsApp Images", 1203), ("Download", 14), ("Pictures", 9), ("Recycle Bin", 3)]
    tr = Traj(home("20:15", 44, "Monday, Oct 16", ["Gallery", "Markor", "Tasks", "Retro Music", "Files", "Settings", "Clock", "Calendar"]))
    tr.act("open_app", folders("20:15", base), app_name="Simple Gallery Pro")
    tr.act("click", grid("20:15", shots, None, 61), on="Screenshots")
    tr.act("long_press", grid("20:15", shots, shots[1:2], 61), on=shots[1])
    tr.act("click", grid("20:16", shots, shots[1:3], 61), on=shots[2])
    dlg = bar("20:16", 44) + [a("Move 2 items into the Recycle Bin?", None, "TextView", (90, 980, 990, 1080), "message"),
                              a("No", None, "Button", (560, 1140, 760, 1250), "button2", click=True),
                              a("Yes", None, "Button", (780, 1140, 990, 1250), "button1", click=True)]
    tr.act("click", dlg, on="Delete")
    left = [s for s in shots if s not in shots[1:3]]
    tr.act("click", grid("20:16", left, None, 59), on="Yes")
    after = [("Screenshots", 59), ("Camera", 248), ("WhatsApp Images", 1203), ("Download", 14), ("Pictures", 9), ("Recycle Bin", 5)]
    tr.act("navigate_back", folders("20:16", after))

    def sortdlg(by: str, asc: bool) -> list[dict[str, Any]]:
        return bar("20:17", 44) + [a("Sort by", None, "TextView", (90, 560, 990, 650), "dialog_title")] + [
            a(x, None, "RadioButton", (90, y, 990, y + 110), "sorting_dialog_radio_" + x.lower().replace(" ", "_"), click=True, chk=x == by)
            for x, y in zip(["Name", "Size", "Last modified", "Date taken", "Item count"], rows(5, 680, 115))] + [
            a("Ascending", None, "RadioButton", (90, 1300, 990, 1410), "sorting_dialog_radio_ascending", click=True, chk=asc),
            a("Descending", None, "RadioButton", (90, 1415, 990, 1525), "sorting_dialog_radio_descending", click=True, chk=not asc),
            a("Cancel", None, "Button", (560, 1600, 760, 1710), "button2", click=True),
            a("OK", None, "Button", (780, 1600, 990, 1710), "button1", click=True)]

    tr.act("click", sortdlg("Last modified", False), on="Sort by")
    tr.act("click", sortdlg("Name", False), on="Name")
    tr.act("click", sortdlg("Name", True), on="Ascending")
    by_name = sorted(after[:-1]) + [after[-1]]
    tr.act("click", folders("20:17", by_name), on="OK")
    bin_ = bar("20:17", 44) + [a(None, "Navigate up", "ImageButton", (0, 143, 147, 290), click=True),
                               a("Recycle Bin", None, "TextView", (170, 170, 700, 260), "toolbar_title"),
                               a(None, "Empty the Recycle Bin", "TextView", (820, 150, 940, 270), "empty_recycle_bin", click=True),
                               a("Items in the Recycle Bin are deleted permanently after 30 days.", None, "TextView", (40, 300, 1040, 400), "recycle_bin_info")]
    for i, f in enumerate([shots[1], shots[2], "IMG_20231003_184410.jpg", "IMG_20230928_090251.jpg", "Screenshot_20230925-222814.png"]):
        x, y = (i % 3) * 360, 430 + (i // 3) * 360
        bin_.append(a(None, f, "ImageView", (x, y, x + 356, y + 356), "medium_thumbnail", click=True, longc=True))
    tr.act("click", bin_, on="Recycle Bin")
    return dict(tid="h28-android-22", turns=tr.turns, state=tr.state, bad=False, turn=None, kind="clean")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in ALL:
        d = fn()
        rs.add(task="android", tid=d["tid"], system=DROID_SYSTEM, turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d["turn"], kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
