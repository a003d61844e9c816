# ruff: noqa: E501
"""holdout20, domain android: 22 hand-written AndroidWorld trajectories (11 with exactly one contradiction).

Each screen is rendered from a small per-app state by a builder, so every observation is the whole
AndroidWorld-style UI element list of one screen, and an action's ``index`` points at the element of the
previous screen it acts on. A contradiction is one detail rendered from a drifted state at one turn
(and carried forward after it); clean trajectories are full of legitimate changes (clock, battery,
the agent's own edits, re-sorting, filtering, live values, different views of the same thing).

Run: ``python -m tests.decoherence.independent.holdout20_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYS = "com.android.systemui"
MAX_OBS = 8600
DEBUG: list[list[str]] = []


class BoundingBox:
    """Prints like AndroidWorld's ``BoundingBox`` dataclass."""

    def __init__(self, x_min: int, x_max: int, y_min: int, y_max: int) -> None:
        self.x_min, self.x_max, self.y_min, self.y_max = x_min, x_max, y_min, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(pkg: str, cls: str, text: str | None = None, desc: str | None = None,
       box: tuple[int, int, int, int] = (0, 0, 0, 0), *, hint: str | None = None, click: bool = False,
       long: bool = False, checkable: bool = False, checked: bool = False, edit: bool = False,
       focused: bool = False, scroll: bool = False, selected: bool = False, res: str | None = None) -> dict[str, Any]:
    x1, y1, x2, y2 = box
    return {"text": text, "content_description": desc,
            "class_name": cls if "." in cls else "android.widget." + cls,
            "bbox_pixels": BoundingBox(x1, x2, y1, y2), "hint_text": hint, "is_checked": checked,
            "is_checkable": checkable, "is_clickable": click, "is_editable": edit, "is_focused": focused,
            "is_long_clickable": long, "is_scrollable": scroll, "is_selected": selected,
            "package_name": pkg, "resource_name": (res if ":" in res else f"{pkg}:id/{res}") if res else None}


class Screen:
    """One screen: the status bar first, then the app's elements in accessibility order."""

    def __init__(self, pkg: str, clock: str, *, batt: int | None = None, wifi: bool | None = None,
                 icons: tuple[str, ...] = (), pct: bool = False) -> None:
        self.pkg = pkg
        self.items: list[dict[str, Any]] = [el(SYS, "TextView", clock, box=(42, 28, 154, 100), res="clock")]
        x = 172
        for d in icons:
            self.items.append(el(SYS, "ImageView", desc=d, box=(x, 40, x + 46, 88), res="notificationIcons"))
            x += 54
        if wifi is not None:
            self.items.append(el(SYS, "ImageView", desc="Wifi signal full." if wifi else "Wifi off.",
                                 box=(846, 40, 894, 88), res="wifi_signal"))
        if batt is not None:
            self.items.append(el(SYS, "LinearLayout", f"{batt}%" if pct else None, desc=f"Battery {batt} percent.",
                                 box=(912 if not pct else 850, 38, 1020, 90), res="battery"))

    def add(self, cls: str, text: str | None = None, desc: str | None = None,
            box: tuple[int, int, int, int] = (0, 0, 0, 0), **kw: Any) -> Screen:
        pkg = kw.pop("pkg", self.pkg)
        self.items.append(el(pkg, cls, text, desc, box, **kw))
        return self

    def tv(self, text: str | None, box: tuple[int, int, int, int], **kw: Any) -> Screen:
        return self.add("TextView", text, kw.pop("desc", None), box, **kw)

    def ib(self, desc: str, box: tuple[int, int, int, int], **kw: Any) -> Screen:
        return self.add(kw.pop("cls", "ImageButton"), None, desc, box, click=True, **kw)

    def bt(self, text: str, box: tuple[int, int, int, int], **kw: Any) -> Screen:
        return self.add(kw.pop("cls", "Button"), text, kw.pop("desc", None), box, click=True, **kw)

    def et(self, text: str | None, hint: str, box: tuple[int, int, int, int], **kw: Any) -> Screen:
        return self.add("EditText", text, None, box, hint=hint, click=True, edit=True, long=True, **kw)

    def sw(self, on: bool, box: tuple[int, int, int, int], **kw: Any) -> Screen:
        return self.add(kw.pop("cls", "Switch"), kw.pop("text", None), kw.pop("desc", None), box, click=True,
                        checkable=True, checked=on, **kw)

    def find(self, label: str) -> int:
        for i, e in enumerate(self.items):
            if label in (e["text"], e["content_description"]):
                return i
        for i, e in enumerate(self.items):
            if e["text"] is None and e["hint_text"] == label:
                return i
        raise KeyError(label)

    def __str__(self) -> str:
        return ui_elements(self.items)


class Clock:
    """A 12-hour status-bar clock that the trajectory advances by minutes."""

    def __init__(self, h: int, m: int) -> None:
        self.t = h * 60 + m

    def __call__(self, adv: int = 0) -> str:
        self.t += adv
        h, m = divmod(self.t, 60)
        return f"{(h - 1) % 12 + 1}:{m:02d}"


class Traj:
    """Actions address elements of the current screen by their label; each step records (action, next screen)."""

    def __init__(self, start: Screen) -> None:
        self.state = str(start)
        assert len(self.state) <= MAX_OBS, len(self.state)
        self.cur = start
        self.turns: list[tuple[str, str]] = []
        self.debug: list[str] = []
        DEBUG.append(self.debug)

    def go(self, action: str, nxt: Screen, target: str | int | None = None, **kw: Any) -> None:
        if isinstance(target, int):
            kw["index"] = target
        elif target is not None:
            kw["index"] = self.cur.find(target)
        if "index" in kw:
            e = self.cur.items[kw["index"]]
            self.debug.append(f"{action} -> [{kw['index']}] {e['class_name'].rsplit('.', 1)[-1]} {e['text']!r} {e['content_description']!r} {e['hint_text']!r}")
        else:
            self.debug.append(action)
        obs = str(nxt)
        assert len(obs) <= MAX_OBS, (action, target, len(obs))
        self.turns.append((droid(action, **kw), obs))
        self.cur = nxt


def col(y0: int, h: int, n: int, x1: int = 42, x2: int = 1038) -> list[tuple[int, int, int, int]]:
    return [(x1, y0 + i * h, x2, y0 + (i + 1) * h - 8) for i in range(n)]


# ---------------------------------------------------------------- 01 Contacts (clean)
def t01(rs: RowSet) -> None:
    P = "com.google.android.contacts"
    c = Clock(9, 14)
    names = ["Aaron Bishop", "Abigail Chen", "Adam Keller", "Adriana Silva", "Alan Murphy", "Alicia Fernández",
             "Amir Haddad", "Andrea Rossi", "Angela Brooks"]

    def lst(clock: str, count: int) -> Screen:
        s = Screen(P, clock, batt=76)
        s.tv("Search contacts", (42, 150, 870, 276), click=True, res="open_search_bar_text_view")
        s.ib("Signed in as alex.morgan@gmail.com. Account and settings", (894, 165, 1017, 261), res="selected_account_disc")
        s.tv(f"Contacts · {count}", (63, 300, 600, 360), res="header_text")
        for n, b in zip(names, col(390, 168, len(names), 231), strict=True):
            s.tv(n, b, click=True, long=True, res="cliv_name_textview")
        s.ib("Create contact", (800, 1900, 1017, 2080), res="floating_action_button")
        for i, lab in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            s.add("FrameLayout", None, lab, (i * 360, 2200, i * 360 + 360, 2337), click=True, selected=i == 0, res="navigation_bar_item_icon_container")
        return s

    def form(clock: str, title: str, first: str | None, last: str | None, phone: str | None, focus: str) -> Screen:
        s = Screen(P, clock, batt=76)
        s.ib("Cancel", (0, 150, 147, 297), res="toolbar_navigation")
        s.tv(title, (168, 180, 700, 268), res="toolbar_title")
        s.bt("Save", (820, 171, 1038, 276), res="toolbar_button")
        s.tv("Saving to alex.morgan@gmail.com", (63, 300, 1017, 360), res="account_name")
        s.ib("Add picture", (420, 390, 660, 630), res="photo_image")
        s.et(first, "First name", (168, 680, 1017, 820), focused=focus == "first", res="editor_field")
        s.et(last, "Last name", (168, 840, 1017, 980), focused=focus == "last", res="editor_field")
        s.et(None, "Company", (168, 1000, 1017, 1140), res="editor_field")
        s.et(phone, "Phone", (168, 1190, 780, 1330), focused=focus == "phone", res="editor_field")
        s.add("Spinner", "Mobile", None, (800, 1190, 1017, 1330), click=True, res="spinner")
        s.et(None, "Email", (168, 1370, 780, 1510), res="editor_field")
        s.add("Spinner", "Home", None, (800, 1370, 1017, 1510), click=True, res="spinner")
        s.bt("Add more fields", (63, 1560, 520, 1680), res="more_fields")
        return s

    def detail(clock: str, phone: str) -> Screen:
        s = Screen(P, clock, batt=76)
        s.ib("Navigate up", (0, 150, 147, 297), res="toolbar_navigation")
        s.ib("Edit contact", (660, 160, 780, 280), res="menu_edit")
        s.ib("Add to favorites", (790, 160, 910, 280), res="menu_star")
        s.ib("More options", (920, 160, 1040, 280))
        s.tv("Lena Ortiz", (63, 640, 1017, 760), res="large_title")
        for i, lab in enumerate(["Call", "Text", "Video"]):
            s.bt(lab, (80 + i * 320, 820, 320 + i * 320, 1000), res="verb_button")
        s.tv("Contact info", (63, 1060, 1017, 1130), res="expanding_entry_card_title")
        s.tv(phone, (200, 1160, 800, 1230), click=True, long=True, res="header")
        s.tv("Mobile", (200, 1235, 800, 1290), res="sub_header")
        s.ib("Send message", (880, 1170, 1017, 1290), res="icon_alternate")
        s.tv("Contact settings", (63, 1380, 1017, 1450), res="expanding_entry_card_title")
        s.tv("Route to voicemail, Set ringtone", (200, 1470, 1017, 1540), click=True, res="header")
        return s

    def search(clock: str, q: str | None, hits: list[tuple[str, str]]) -> Screen:
        s = Screen(P, clock, batt=76)
        s.ib("Back", (0, 150, 147, 297), res="search_back_button")
        s.et(q, "Search contacts", (168, 160, 900, 290), focused=True, res="search_view")
        if q:
            s.ib("Clear search", (910, 160, 1040, 290), res="search_close_button")
            s.tv(f"{len(hits)} contacts", (63, 320, 700, 380), res="header_text")
        for i, (n, ph) in enumerate(hits):
            s.tv(n, (231, 410 + i * 190, 1017, 480 + i * 190), click=True, res="cliv_name_textview")
            s.tv(ph, (231, 485 + i * 190, 1017, 540 + i * 190), res="cliv_phonetic_name_textview")
        return s

    t = Traj(lst(c(), 142))
    t.go("click", form(c(), "Create contact", None, None, None, "first"), "Create contact")
    t.go("input_text", form(c(), "Create contact", "Lena", None, None, "first"), "First name", text="Lena")
    t.go("input_text", form(c(1), "Create contact", "Lena", "Ortiz", None, "last"), "Last name", text="Ortiz")
    t.go("input_text", form(c(), "Create contact", "Lena", "Ortiz", "(415) 555-0187", "phone"), "Phone", text="4155550187")
    t.go("click", detail(c(), "(415) 555-0187"), "Save")
    t.go("click", form(c(1), "Edit contact", "Lena", "Ortiz", "(415) 555-0187", "none"), "Edit contact")
    t.go("input_text", form(c(), "Edit contact", "Lena", "Ortiz", "(415) 555-0190", "phone"), "(415) 555-0187", text="4155550190")
    t.go("click", detail(c(), "(415) 555-0190"), "Save")
    t.go("navigate_back", lst(c(1), 143))
    t.go("click", search(c(), None, []), "Search contacts")
    t.go("input_text", search(c(), "Ort", [("Lena Ortiz", "(415) 555-0190"), ("Marco Ortega", "+1 312-555-0144")]),
         "Search contacts", text="Ort")
    rs.add(task="android", tid="h20-android-01", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 02 Markor (bad: created note missing)
def t02(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    c = Clock(10, 2)
    files = [("Groceries.md", "Oct 15, 2023 18:40 · 212 B"), ("Ideas.md", "Oct 11, 2023 22:05 · 1.4 KB"),
             ("Reading list.md", "Sep 29, 2023 08:17 · 733 B"), ("todo.txt", "Oct 17, 2023 21:13 · 318 B")]
    body = "## Done\n- Fixed login crash on Android 14\n## Next\n- Review PR #482\n## Blockers\n- none"
    standup = ("Standup 2023-10-18.md", f"Oct 18, 2023 10:04 · {len(body.encode())} B")
    ideas = ("# Ideas\n\n- Weekly meal-prep planner in Markor todo.txt format\n- Bike the Sintra loop in spring\n"
             "- Write up the home-lab VLAN setup\n- Try sourdough with 70% hydration\n- Photo book for Lisbon trip")
    reading = ("# Reading list\n\n- [x] The Pragmatic Programmer\n- [ ] Designing Data-Intensive Applications\n"
               "- [ ] Four Thousand Weeks\n- [ ] The Overstory")

    def lst(clock: str, rows: list[tuple[str, str]]) -> Screen:
        s = Screen(P, clock)
        s.ib("Open navigation drawer", (0, 150, 147, 297))
        s.tv("markor", (168, 170, 620, 270), res="toolbar_title")
        s.ib("Search", (680, 160, 800, 280), res="action_search")
        s.ib("Sort by", (800, 160, 920, 280), res="action_sort")
        s.ib("More options", (920, 160, 1040, 280))
        for i, (n, sub) in enumerate(rows):
            y = 320 + i * 190
            s.tv(n, (189, y, 1017, y + 80), click=True, long=True, res="ui__filesystem_item__title")
            s.tv(sub, (189, y + 85, 1017, y + 140), res="ui__filesystem_item__description")
        s.ib("Create a new file or folder", (835, 2000, 1017, 2182), res="fab_add_new_item")
        return s

    def dialog(clock: str, name: str | None) -> Screen:
        s = Screen(P, clock)
        s.tv("Create a new file", (84, 640, 996, 720), res="alertTitle")
        s.et(name, "Name", (84, 760, 760, 880), focused=True, res="new_file_dialog__name")
        s.et(".md", "Extension", (780, 760, 996, 880), res="new_file_dialog__ext")
        s.add("Spinner", "Markdown", None, (84, 910, 996, 1010), click=True, res="new_file_dialog__type")
        s.add("Spinner", "Empty file", None, (84, 1030, 996, 1130), click=True, res="new_file_dialog__template")
        s.add("CheckBox", "Encrypt with password", None, (84, 1150, 996, 1240), click=True, checkable=True, res="new_file_dialog__encryption")
        s.bt("Folder", (84, 1280, 330, 1390), res="button3")
        s.bt("Cancel", (560, 1280, 770, 1390), res="button2")
        s.bt("OK", (790, 1280, 996, 1390), res="button1")
        return s

    def editor(clock: str, title: str, text: str | None, kb: bool) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv(title, (168, 180, 560, 268), res="toolbar_title")
        s.ib("Undo", (560, 160, 680, 280), res="action_undo")
        s.ib("Redo", (680, 160, 800, 280), res="action_redo")
        s.ib("View mode", (800, 160, 920, 280), res="action_preview")
        s.ib("More options", (920, 160, 1040, 280))
        s.et(text, "Start writing…", (0, 300, 1080, 1300 if kb else 2080),
             focused=kb, scroll=True, res="document__fragment__edit__highlighting_editor")
        y = 1320 if kb else 2100
        for i, lab in enumerate(["Header", "Bold", "Italic", "Checkbox", "Unordered list", "Insert link"]):
            s.ib(lab, (i * 180, y, i * 180 + 180, y + 126), res="document__fragment__edit__textactions_bar")
        return s

    t = Traj(lst(c(), files))
    t.go("click", dialog(c(), None), "Create a new file or folder")
    t.go("input_text", dialog(c(1), "Standup 2023-10-18"), "Name", text="Standup 2023-10-18")
    t.go("click", editor(c(), "Standup 2023-10-18", None, True), "OK")
    t.go("input_text", editor(c(1), "Standup 2023-10-18", body, True), "Start writing…", text=body)
    t.go("navigate_back", editor(c(), "Standup 2023-10-18", body, False))
    with_new = files[:3] + [standup] + files[3:]
    t.go("navigate_back", lst(c(), with_new))
    t.go("click", editor(c(1), "Ideas", ideas, False), "Ideas.md")
    t.go("navigate_back", lst(c(), files))  # the new file is gone from the same folder listing
    t.go("click", editor(c(), "Reading list", reading, False), "Reading list.md")
    rs.add(task="android", tid="h20-android-02", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=8,
           kind="a note created and listed earlier is missing from the same folder listing with no delete")


# ---------------------------------------------------------------- 03 Clock (bad: alarm time changed)
def t03(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    c = Clock(12, 44)
    tabs = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]

    def alarms(clock: str, new: str | None, label: str | None, expanded: bool, seven_on: bool, snack: str | None = None) -> Screen:
        s = Screen(P, clock)
        y = 320
        if new is not None:
            s.tv(new, (63, y, 520, y + 150), click=True, res="digital_clock")
            s.sw(True, (860, y + 30, 1017, y + 120), res="onoff")
            if expanded:
                s.tv(label or "Add label", (63, y + 170, 1017, y + 250), click=True, res="edit_label")
                s.tv("Tomorrow", (63, y + 260, 600, y + 320), res="upcoming_instance_label")
                s.add("CheckBox", "Vibrate", None, (63, y + 340, 600, y + 430), click=True, checkable=True, checked=True, res="vibrate_onoff")
                s.bt("Delete", (63, y + 450, 400, y + 540), res="delete")
                s.ib("Collapse alarm", (900, y + 450, 1017, y + 540), res="arrow")
                y += 600
            else:
                s.tv(f"{label} · Tomorrow" if label else "Tomorrow", (63, y + 160, 800, y + 220), res="upcoming_instance_label")
                s.ib("Expand alarm", (900, y + 150, 1017, y + 230), res="arrow")
                y += 280
        s.tv("7:00 AM", (63, y, 520, y + 150), click=True, res="digital_clock")
        s.sw(seven_on, (860, y + 30, 1017, y + 120), res="onoff")
        s.tv("Mon, Tue, Wed, Thu, Fri", (63, y + 160, 800, y + 220), res="days_of_week")
        s.ib("Add alarm", (420, 1980, 660, 2140), res="fab")
        for i, lab in enumerate(tabs):
            s.add("FrameLayout", None, lab, (i * 216, 2200, i * 216 + 216, 2337), click=True, selected=i == 0, res="navigation_bar_item_icon_container")
        if snack:
            s.tv(snack, (42, 2000, 1038, 2120), res="snackbar_text")
        return s

    def picker(clock: str, hour: str, minute: str, text_mode: bool, focus: str | None = None) -> Screen:
        s = Screen(P, clock)
        s.tv("Enter time" if text_mode else "Select time", (126, 560, 954, 640), res="header_title")
        if text_mode:
            s.et(hour, "Hour", (126, 680, 450, 860), focused=focus == "h", res="material_hour_text_input")
            s.et(minute, "Minute", (510, 680, 834, 860), focused=focus == "m", res="material_minute_text_input")
        else:
            s.tv(hour, (126, 680, 450, 860), click=True, selected=True, res="material_hour_tv")
            s.tv(minute, (510, 680, 834, 860), click=True, res="material_minute_tv")
        s.bt("AM", (860, 680, 954, 768), checkable=True, checked=True, res="material_clock_period_am_button")
        s.bt("PM", (860, 772, 954, 860), checkable=True, res="material_clock_period_pm_button")
        if not text_mode:
            s.add("View", None, "Clock dial, 7 o'clock", (180, 920, 900, 1640), click=True, res="material_clock_face")
        s.ib("Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.",
             (126, 1700, 246, 1820), res="material_timepicker_mode_button")
        s.bt("Cancel", (560, 1700, 760, 1820), res="material_timepicker_cancel_button")
        s.bt("OK", (780, 1700, 954, 1820), res="material_timepicker_ok_button")
        return s

    def label_dialog(clock: str, text: str | None) -> Screen:
        s = Screen(P, clock)
        s.tv("Label", (84, 900, 996, 980), res="alertTitle")
        s.et(text, "Label", (84, 1010, 996, 1130), focused=True, res="label_input_field")
        s.bt("Cancel", (560, 1180, 770, 1290), res="button2")
        s.bt("OK", (790, 1180, 996, 1290), res="button1")
        return s

    t = Traj(alarms(c(), None, None, False, True))
    t.go("click", picker(c(), "7", "00", False), "Add alarm")
    t.go("click", picker(c(1), "7", "00", True, "h"), "Switch to text input mode for the time input.")
    t.go("input_text", picker(c(), "6", "00", True, "h"), "7", text="6")
    t.go("input_text", picker(c(1), "6", "45", True, "m"), "00", text="45")
    t.go("click", alarms(c(1), "6:45 AM", None, True, True, "Alarm set for 17 hours and 58 minutes from now."), "OK")
    t.go("click", label_dialog(c(), None), "Add label")
    t.go("input_text", label_dialog(c(1), "Gym"), t.cur.find("Label") + 1, text="Gym")
    t.go("click", alarms(c(), "6:15 AM", "Gym", True, True), "OK")  # the new alarm now reads 6:15
    t.go("click", alarms(c(1), "6:15 AM", "Gym", True, False), t.cur.find("7:00 AM") + 1)
    t.go("click", alarms(c(), "6:15 AM", "Gym", False, False), "Collapse alarm")
    rs.add(task="android", tid="h20-android-03", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=8,
           kind="the alarm set to 6:45 AM shows 6:15 AM after only a label was added")


# ---------------------------------------------------------------- 04 Simple Calendar Pro (clean)
def t04(rs: RowSet) -> None:
    P = "com.simplemobiletools.calendar.pro"
    c = Clock(10, 12)
    base = [("Wednesday, October 18", "Team sync", "10:00 – 10:30"), ("Thursday, October 19", "Yoga", "18:30 – 19:30"),
            ("Friday, October 20", "Mom's birthday", "All-day"), ("Tuesday, October 24", "Car service", "08:00 – 09:00"),
            ("Thursday, October 26", "Book club", "19:00 – 21:00")]
    pottery = [("Saturday, October 21", "Pottery class", "11:00 – 12:00"), ("Saturday, October 28", "Pottery class", "11:00 – 12:00"),
               ("Saturday, November 4", "Pottery class", "11:00 – 12:00")]

    def listing(clock: str, events: list[tuple[str, str, str]], skip: int = 0) -> Screen:
        s = Screen(P, clock)
        s.et(None, "Search", (42, 150, 780, 276), res="top_toolbar_search")
        s.ib("Go to today", (790, 160, 910, 270), res="go_to_today")
        s.ib("Change view", (920, 160, 1040, 270), res="change_view")
        y = 300
        for day, title, when in sorted(events, key=lambda e: _sc_key(e[0]))[skip:skip + 4]:
            s.tv(day, (63, y, 1017, y + 70), res="event_section_title")
            s.tv(title, (84, y + 90, 1017, y + 160), click=True, long=True, res="event_item_title")
            s.tv(when, (84, y + 160, 1017, y + 220), res="event_item_time")
            y += 260
        s.ib("New event", (835, 2000, 1017, 2182), res="calendar_fab")
        return s

    def editor(clock: str, head: str, title: str | None, loc: str | None, date: str, rep: str, focus: str = "") -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv(head, (168, 180, 700, 268), res="toolbar_title")
        s.ib("Save", (920, 160, 1040, 280), res="save")
        s.et(title, "Title", (63, 320, 1017, 440), focused=focus == "t", res="event_title")
        s.et(loc, "Location", (63, 460, 1017, 580), focused=focus == "l", res="event_location")
        s.et(None, "Description", (63, 600, 1017, 720), res="event_description")
        s.sw(False, (63, 760, 1017, 860), text="All-day", res="event_all_day")
        s.tv(date, (126, 880, 700, 960), click=True, res="event_start_date")
        s.tv("11:00", (760, 880, 1017, 960), click=True, res="event_start_time")
        s.tv(date, (126, 980, 700, 1060), click=True, res="event_end_date")
        s.tv("12:00", (760, 980, 1017, 1060), click=True, res="event_end_time")
        s.tv("10 minutes before", (126, 1120, 1017, 1200), click=True, res="event_reminder_1")
        s.tv(rep, (126, 1240, 1017, 1320), click=True, res="event_repetition")
        if rep != "No repetition":
            s.tv("Repeat till: Forever", (126, 1340, 1017, 1420), click=True, res="event_repetition_limit")
        s.tv("Regular event", (126, 1460, 1017, 1540), click=True, res="event_type")
        return s

    def datepick(clock: str, day: int) -> Screen:
        s = Screen(P, clock)
        s.tv("2023", (84, 420, 400, 480), click=True, res="date_picker_header_year")
        wd = {18: "Wed", 21: "Sat"}[day]
        s.tv(f"{wd}, Oct {day}", (84, 490, 996, 620), res="date_picker_header_date")
        s.ib("Previous month", (84, 680, 204, 800), res="prev")
        s.tv("October 2023", (300, 700, 780, 780), res="month_view")
        s.ib("Next month", (876, 680, 996, 800), res="next")
        for i, d in enumerate(range(15, 22)):
            s.add("View", str(d), f"{d} October 2023", (84 + i * 130, 1000, 204 + i * 130, 1120), click=True, checkable=True, checked=d == day)
        s.bt("Cancel", (560, 1560, 770, 1670), res="button2")
        s.bt("OK", (790, 1560, 996, 1670), res="button1")
        return s

    def repdialog(clock: str) -> Screen:
        s = Screen(P, clock)
        for i, lab in enumerate(["No repetition", "Daily", "Weekly", "Monthly", "Yearly", "Custom"]):
            s.add("RadioButton", lab, None, (84, 700 + i * 130, 996, 820 + i * 130), click=True, checkable=True, checked=i == 0, res="dialog_radio_group")
        return s

    t = Traj(listing(c(), base))
    t.go("click", editor(c(), "New event", None, None, "Wed, October 18, 2023", "No repetition", "t"), "New event")
    t.go("input_text", editor(c(1), "New event", "Pottery class", None, "Wed, October 18, 2023", "No repetition", "t"), "Title", text="Pottery class")
    t.go("input_text", editor(c(), "New event", "Pottery class", "Clay Studio, 812 Valencia St", "Wed, October 18, 2023", "No repetition", "l"),
         "Location", text="Clay Studio, 812 Valencia St")
    t.go("click", datepick(c(1), 18), t.cur.find("Wed, October 18, 2023"))
    t.go("click", datepick(c(), 21), "21")
    t.go("click", editor(c(), "New event", "Pottery class", "Clay Studio, 812 Valencia St", "Sat, October 21, 2023", "No repetition"), "OK")
    t.go("click", repdialog(c(1)), "No repetition")
    t.go("click", editor(c(), "New event", "Pottery class", "Clay Studio, 812 Valencia St", "Sat, October 21, 2023", "Weekly"), "Weekly")
    t.go("click", listing(c(1), base + pottery), "Save")
    t.go("scroll", listing(c(), base + pottery, 3), direction="down")
    occ = t.cur.find("Saturday, October 28") + 1
    t.go("click", editor(c(1), "Edit event", "Pottery class", "Clay Studio, 812 Valencia St", "Sat, October 28, 2023", "Weekly"), occ)
    t.go("navigate_back", listing(c(), base + pottery, 3))
    rs.add(task="android", tid="h20-android-04", system=DROID_SYSTEM, turns=t.turns, state=t.state)


_MONTHS = {"October": 10, "November": 11}


def _sc_key(day: str) -> tuple[int, int]:
    month, d = day.split(", ")[1].split()
    return _MONTHS[month], int(d)


# ---------------------------------------------------------------- 05 Settings (bad: Wi-Fi toggle back on)
def t05(rs: RowSet) -> None:
    P = "com.android.settings"
    c = Clock(15, 26)

    def main(clock: str) -> Screen:
        s = Screen(P, clock, wifi=True, batt=84)
        s.tv("Search settings", (42, 300, 1038, 430), click=True, res="search_action_bar_title")
        rows = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                ("Battery", "84%"), ("Storage", "38% used - 79.3 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb")]
        for i, (a, b) in enumerate(rows):
            y = 480 + i * 220
            s.tv(a, (210, y, 1017, y + 80), click=True, res="android:id/title")
            s.tv(b, (210, y + 85, 1017, y + 140), res="android:id/summary")
        return s

    def ni(clock: str, inet: str, ds: str, wifi: bool, icons: tuple[str, ...] = ()) -> Screen:
        s = Screen(P, clock, wifi=wifi or None, batt=84, icons=icons)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Network & internet", (63, 420, 1017, 560), res="collapsing_toolbar")
        rows = [("Internet", inet), ("Calls & SMS", "T-Mobile"), ("Airplane mode", None),
                ("Hotspot & tethering", "Off"), ("Data Saver", ds)]
        y = 620
        for a, b in rows:
            s.tv(a, (210, y, 860 if b is None else 1017, y + 80), click=True, res="android:id/title")
            if b is None:
                s.sw(False, (880, y, 1017, y + 90), res="android:id/switch_widget")
            else:
                s.tv(b, (210, y + 85, 1017, y + 140), res="android:id/summary")
            y += 220
        return s

    def internet(clock: str, on: bool, icons: tuple[str, ...] = ()) -> Screen:
        s = Screen(P, clock, wifi=on or None, batt=84, icons=icons)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Internet", (63, 420, 1017, 560), res="collapsing_toolbar")
        s.tv("T-Mobile", (210, 620, 1017, 700), click=True, res="android:id/title")
        s.tv("Mobile data won't auto‑connect while Wi‑Fi is on" if on else "Connected / 5G", (210, 705, 1017, 760), res="android:id/summary")
        s.tv("Wi‑Fi", (63, 820, 860, 900), res="android:id/title")
        s.sw(on, (880, 815, 1017, 905), res="android:id/switch_widget")
        y = 960
        if on:
            for a, b in [("AndroidWifi", "Connected"), ("NETGEAR72", "Saved"), ("CafeSol-Guest", "Open")]:
                s.tv(a, (210, y, 1017, y + 80), click=True, res="android:id/title")
                s.tv(b, (210, y + 85, 1017, y + 140), res="android:id/summary")
                y += 200
            s.tv("Add network", (210, y, 1017, y + 80), click=True, res="android:id/title")
            y += 140
        s.tv("Network preferences", (210, y, 1017, y + 80), click=True, res="android:id/title")
        s.tv("Wi‑Fi doesn't turn back on automatically", (210, y + 85, 1017, y + 140), res="android:id/summary")
        return s

    def saver(clock: str, on: bool, wifi: bool) -> Screen:
        s = Screen(P, clock, wifi=wifi or None, batt=84, icons=("Data Saver is on.",) if on else ())
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Data Saver", (63, 420, 1017, 560), res="collapsing_toolbar")
        s.tv("Use Data Saver", (63, 620, 860, 720), res="switch_text")
        s.sw(on, (880, 620, 1017, 720), res="switch_widget")
        s.tv("Unrestricted data", (210, 800, 1017, 880), click=True, res="android:id/title")
        s.tv("0 apps allowed to use unrestricted data when Data Saver is on" if on else "0 apps allowed to use unrestricted data",
             (210, 885, 1017, 990), res="android:id/summary")
        s.tv("To help reduce data usage, Data Saver prevents some apps from sending or receiving data in the background. "
             "An app you're currently using can access data, but may do so less frequently.", (63, 1100, 1017, 1400), res="android:id/title")
        return s

    ds_icon = ("Data Saver is on.",)
    t = Traj(main(c()))
    t.go("click", ni(c(), "AndroidWifi", "Off", True), "Network & internet")
    t.go("click", internet(c(1), True), "Internet")
    t.go("click", internet(c(), False), t.cur.find("Wi‑Fi") + 1)
    t.go("navigate_back", ni(c(), "T-Mobile", "Off", False))
    t.go("click", saver(c(1), False, False), "Data Saver")
    t.go("click", saver(c(), True, False), t.cur.find("Use Data Saver") + 1)
    t.go("navigate_back", ni(c(1), "AndroidWifi", "On", True, ds_icon))  # Wi-Fi back on
    t.go("click", internet(c(), True, ds_icon), "Internet")
    rs.add(task="android", tid="h20-android-05", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=7,
           kind="Wi-Fi switched off by the agent is connected again after only Data Saver was turned on")


# ---------------------------------------------------------------- 06 Broccoli (clean)
def t06(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    c = Clock(18, 3)
    recipes = [("Banana Bread", "8 servings · 1 h 10 min"), ("Chili con Carne", "6 servings · 1 h 30 min"),
               ("Lemon Garlic Pasta", "2 servings · 25 min"), ("Overnight Oats", "1 serving · 5 min"),
               ("Shakshuka", "3 servings · 35 min"), ("Thai Green Curry", "4 servings · 45 min")]
    risotto = ("Mushroom Risotto", "4 servings · 40 min")
    ingr = "300 g arborio rice\n250 g cremini mushrooms\n1 l vegetable stock\n50 g parmesan"
    dirs = "Sauté the mushrooms. Toast the rice, then add the stock ladle by ladle for 18 min. Stir in the parmesan."

    def lst(clock: str, items: list[tuple[str, str]], query: str | None = None, searching: bool = False) -> Screen:
        s = Screen(P, clock, batt=45)
        if searching:
            s.ib("Collapse", (0, 150, 147, 297))
            s.et(query, "Search recipes", (168, 160, 900, 290), focused=True, res="search_src_text")
        else:
            s.ib("Open navigation drawer", (0, 150, 147, 297))
            s.tv("Recipes", (168, 180, 700, 268))
            s.ib("Search", (920, 160, 1040, 280), res="action_search")
        shown = [r for r in sorted(items) if query is None or query.lower() in r[0].lower()][:6]
        for i, (n, sub) in enumerate(shown):
            y = 320 + i * 280
            s.tv(n, (63, y + 150, 1017, y + 210), click=True, res="card_text_view_title")
            s.tv(sub, (63, y + 210, 1017, y + 260), res="card_text_view_description")
        if not searching:
            s.ib("Add recipe", (835, 2000, 1017, 2182), res="fab_recipes")
        return s

    def editor(clock: str, vals: dict[str, str], focus: str) -> Screen:
        s = Screen(P, clock, batt=45)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("New recipe", (168, 180, 700, 268))
        s.ib("Save", (920, 160, 1040, 280), res="action_save")
        s.ib("Add image", (0, 300, 1080, 700), res="new_image")
        y = 740
        for lab, h in [("Title", 120), ("Categories", 100), ("Servings", 120), ("Preparation time", 120), ("Source", 120),
                       ("Ingredients", 260), ("Directions", 260)]:
            if lab == "Categories":
                s.tv("Categories", (63, y, 1017, y + h), click=True, res="new_categories")
            else:
                s.et(vals.get(lab), lab, (63, y, 1017, y + h), focused=focus == lab,
                     res="new_" + lab.lower().replace(" ", "_"))
            y += h + 20
        return s

    def detail(clock: str, fav: bool, toast: str | None = None) -> Screen:
        s = Screen(P, clock, batt=45)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.add("ImageButton", None, "Remove from favorites" if fav else "Add to favorites", (680, 160, 800, 280), click=True,
              checkable=True, checked=fav, res="action_favorite")
        s.ib("Edit", (800, 160, 920, 280), res="action_edit")
        s.ib("More options", (920, 160, 1040, 280))
        s.tv("Mushroom Risotto", (63, 760, 1017, 860), res="recipe_details_title")
        s.tv("4 servings", (63, 880, 500, 940), res="recipe_details_servings")
        s.tv("40 min", (540, 880, 1017, 940), res="recipe_details_preparation_time")
        s.tv("Ingredients", (63, 1000, 1017, 1070))
        s.tv("• " + ingr.replace("\n", "\n• "), (63, 1080, 1017, 1400), res="recipe_details_ingredients")
        s.tv("Directions", (63, 1440, 1017, 1510))
        s.tv("1. " + dirs, (63, 1520, 1017, 1760), res="recipe_details_directions")
        if toast:
            s.tv(toast, (240, 2050, 840, 2150), pkg="com.android.systemui", res="android:id/message")
        return s

    v: dict[str, str] = {}
    t = Traj(lst(c(), recipes))
    t.go("click", editor(c(), v, "Title"), "Add recipe")
    v = {"Title": "Mushroom Risotto"}
    t.go("input_text", editor(c(1), v, "Title"), "Title", text="Mushroom Risotto")
    v = {**v, "Servings": "4 servings"}
    t.go("input_text", editor(c(), v, "Servings"), "Servings", text="4 servings")
    v = {**v, "Preparation time": "40 min"}
    t.go("input_text", editor(c(1), v, "Preparation time"), "Preparation time", text="40 min")
    v = {**v, "Ingredients": ingr}
    t.go("input_text", editor(c(1), v, "Ingredients"), "Ingredients", text=ingr)
    v = {**v, "Directions": dirs}
    t.go("input_text", editor(c(1), v, "Directions"), "Directions", text=dirs)
    t.go("click", detail(c(), False), "Save")
    t.go("click", detail(c(1), True, "Added to favorites"), "Add to favorites")
    t.go("navigate_back", lst(c(), recipes + [risotto]))
    t.go("click", lst(c(), recipes + [risotto], None, True), "Search")
    t.go("input_text", lst(c(1), recipes + [risotto], "ca", True), "Search recipes", text="ca")
    t.go("navigate_back", lst(c(), recipes + [risotto]))
    rs.add(task="android", tid="h20-android-06", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 07 Gmail (clean)
def t07(rs: RowSet) -> None:
    P = "com.google.android.gm"
    c = Clock(10, 1)
    priya = "Hi Alex, could we go over the Q4 roadmap before Friday? Thursday 2pm or 4pm both work for me. — Priya"
    reply = "Thursday 2pm works for me. I'll bring the updated burn-down chart."
    th = {
        "priya": ["Priya Natarajan", "Q4 roadmap review", "8:47 AM", priya, True, False],
        "github": ["GitHub", "[acme/api] Merged PR #482: Fix token refresh race", "10:02 AM",
                   "Merged #482 into main. 3 files changed, 41 insertions(+), 12 deletions(-).", True, False],
        "brew": ["Morning Brew", "☕ Chips, chips, and more chips", "6:02 AM",
                 "Good morning. Markets closed mixed yesterday as chip stocks slid on new export rules...", True, False],
        "stripe": ["Stripe", "Your invoice #INV-20931 is available", "Oct 17",
                   "Invoice INV-20931 for $1,240.00 from Northwind Labs is due Nov 1, 2023.", True, False],
        "linkedin": ["LinkedIn", "You appeared in 14 searches this week", "Oct 17",
                     "See who's looking at your profile and which keywords they used.", True, False],
        "gcal": ["Google Calendar", "Updated invitation: Sprint 42 retro @ Fri Oct 20, 2023 3pm - 4pm (PDT)", "Oct 16",
                 "This event has been updated. Changed: time. Sprint 42 retro, Friday Oct 20 ⋅ 3:00 – 4:00pm", False, False],
        "marcus": ["Marcus Webb", "Re: apartment lease renewal", "Oct 16",
                   "Sounds good — I'll send the signed addendum over the weekend.", False, False],
    }

    def row(k: str) -> str:
        who, subj, when, snip, unread, _ = th[k]
        return f"{'Unread, ' if unread else ''}{who}, {subj}, {when}, {snip}"

    def inbox(clock: str, order: list[str], sel: str | None = None, snack: str | None = None) -> Screen:
        s = Screen(P, clock)
        if sel:
            s.ib("Done", (0, 150, 147, 297), res="action_mode_close_button")
            s.tv("1", (168, 180, 300, 268), res="action_bar_title")
            for i, lab in enumerate(["Archive", "Delete", "Mark read", "More options"]):
                s.ib(lab, (560 + i * 120, 160, 680 + i * 120, 280))
        else:
            s.ib("Open navigation drawer", (21, 160, 147, 286))
            s.tv("Search in mail", (168, 170, 860, 276), click=True, res="open_search")
            s.ib("Signed in as alex.morgan@gmail.com Account and settings", (890, 165, 1017, 281), res="og_apd_internal_image_view")
        for i, k in enumerate(order[:5]):
            y = 330 + i * 270
            s.add("View", None, row(k), (0, y, 900, y + 260), click=True, long=True, selected=k == sel, res="viewified_conversation_item_view")
            s.add("ImageView", None, "Starred" if th[k][5] else "Not starred", (920, y + 120, 1040, y + 240), click=True, checkable=True,
                  checked=th[k][5], res="star")
        if snack:
            s.tv(snack, (63, 2000, 760, 2100), res="description_text")
            s.bt("Undo", (800, 2000, 1017, 2100), res="action_text")
        else:
            s.bt("Compose", (640, 2000, 1017, 2150), desc="Compose", res="compose_button")
        return s

    def message(clock: str, replied: bool, snack: bool = False) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        for i, lab in enumerate(["Archive", "Delete", "Mark unread", "More options"]):
            s.ib(lab, (560 + i * 120, 160, 680 + i * 120, 280))
        s.tv("Q4 roadmap review", (63, 320, 880, 420), res="subject_and_folder_view")
        s.tv("Inbox", (63, 425, 200, 470), res="subject_folder")
        if replied:
            s.add("View", None, f"Priya Natarajan, 8:47 AM, {priya[:60]}", (0, 500, 1080, 640), click=True, res="conversation_message_header")
            s.tv("me", (200, 680, 600, 740), res="sender_name")
            s.tv("10:03 AM", (760, 680, 1017, 740), res="upper_date")
            s.tv("to Priya", (200, 745, 600, 790), res="recipient_summary")
            s.tv(reply, (63, 830, 1017, 1000), res="message_body")
        else:
            s.tv("Priya Natarajan", (200, 520, 600, 580), res="sender_name")
            s.tv("8:47 AM", (760, 520, 1017, 580), res="upper_date")
            s.tv("to me", (200, 585, 600, 630), res="recipient_summary")
            s.tv(priya, (63, 680, 1017, 900), res="message_body")
        for i, lab in enumerate(["Reply", "Reply all", "Forward"]):
            s.bt(lab, (63 + i * 330, 1900, 360 + i * 330, 2010))
        if snack:
            s.tv("Sent", (63, 2060, 700, 2160), res="description_text")
            s.bt("Undo", (800, 2060, 1017, 2160), res="action_text")
        return s

    def compose(clock: str, body: str | None) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Reply", (168, 180, 500, 268))
        s.ib("Attach file", (680, 160, 800, 280), res="add_attachment")
        s.ib("Send", (800, 160, 920, 280), res="send")
        s.ib("More options", (920, 160, 1040, 280))
        s.tv("alex.morgan@gmail.com", (230, 320, 1017, 420), res="from_account_name")
        s.et("Priya Natarajan, <priya.natarajan@northwindlabs.com>, ", "To", (230, 440, 1017, 540), res="to")
        s.et("Re: Q4 roadmap review", "Subject", (63, 560, 1017, 680), res="subject")
        s.et(body, "Compose email", (63, 700, 1017, 1000), focused=True, res="wc_body_layout")
        s.tv("On Wed, Oct 18, 2023 at 8:47 AM Priya Natarajan <priya.natarajan@northwindlabs.com> wrote:\n> " + priya,
             (63, 1020, 1017, 1300), res="quoted_text")
        return s

    def drawer(clock: str) -> Screen:
        s = Screen(P, clock)
        s.tv("Gmail", (63, 170, 500, 270))
        for i, (lab, n) in enumerate([("All inboxes", None), ("Primary", "3"), ("Promotions", "12 new"), ("Social", "4 new"),
                                      ("Starred", None), ("Snoozed", None), ("Sent", None), ("Drafts", "2")]):
            y = 320 + i * 150
            s.add("LinearLayout", lab if n is None else f"{lab}, {n}", None, (0, y, 880, y + 140), click=True, selected=lab == "Primary")
        return s

    t = Traj(inbox(c(), ["priya", "brew", "stripe", "linkedin", "gcal", "marcus"]))
    t.go("click", message(c(), False), row("priya"))
    t.go("click", compose(c(), None), "Reply")
    t.go("input_text", compose(c(1), reply), "Compose email", text=reply)
    th["priya"][4] = False
    t.go("click", message(c(1), True, True), "Send")
    th["priya"][:4] = ["Priya Natarajan, me 2", "Q4 roadmap review", "10:03 AM", reply]
    order = ["priya", "github", "brew", "stripe", "linkedin", "gcal", "marcus"]
    t.go("navigate_back", inbox(c(), order))
    t.go("long_press", inbox(c(1), order, "brew"), row("brew"))
    order.remove("brew")
    t.go("click", inbox(c(), order, None, "Archived"), "Archive")
    th["stripe"][5] = True
    t.go("click", inbox(c(1), order), t.cur.find(row("stripe")) + 1)
    t.go("click", drawer(c()), "Open navigation drawer")
    rs.add(task="android", tid="h20-android-07", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 08 Tasks (bad: renamed task back to its old name)
def t08(rs: RowSet) -> None:
    P = "org.tasks"
    c = Clock(8, 20)

    def lst(clock: str, tasks: list[tuple[str, str | None]], done: int, snack: str | None = None) -> Screen:
        s = Screen(P, clock, batt=88)
        s.tv("My Tasks", (63, 170, 700, 270), res="toolbar_title")
        s.ib("Search", (800, 160, 920, 280), res="menu_search")
        s.ib("Sort", (920, 160, 1040, 280), res="menu_sort")
        y = 320
        for title, due in tasks:
            s.add("CheckBox", None, None, (21, y, 147, y + 126), click=True, checkable=True, res="completeBox")
            s.tv(title, (168, y + 10, 1017, y + 80), click=True, long=True, res="title")
            if due:
                s.tv(due, (168, y + 85, 500, y + 130), res="due_date")
            y += 170
        s.tv(f"Completed ({done})", (63, y + 40, 1017, y + 120), click=True, res="header_completed")
        if snack:
            s.tv(snack, (63, 2000, 760, 2100), res="snackbar_text")
            s.bt("Undo", (800, 2000, 1017, 2100), res="snackbar_action")
        s.ib("Create new task", (835, 2000, 1017, 2182), res="fab")
        return s

    def edit(clock: str, title: str, due: str, desc: str | None, focus: str = "") -> Screen:
        s = Screen(P, clock, batt=88)
        s.ib("Save", (0, 150, 147, 297), res="toolbar_save")
        s.ib("Discard", (800, 160, 920, 280), res="menu_discard")
        s.ib("More options", (920, 160, 1040, 280))
        s.add("CheckBox", None, "Complete", (21, 320, 147, 446), click=True, checkable=True, res="completeBox")
        s.et(title, "Task name", (168, 320, 1017, 446), focused=focus == "title", res="title")
        s.tv("Due date", (168, 500, 500, 580))
        s.tv(due, (520, 500, 1017, 580), click=True, res="due_date")
        s.tv("Priority", (168, 620, 500, 700))
        for i, p in enumerate(["High", "Medium", "Low", "None"]):
            s.add("RadioButton", None, f"{p} priority", (520 + i * 125, 610, 640 + i * 125, 710), click=True, checkable=True, checked=p == "None")
        s.et(desc, "Description", (168, 760, 1017, 900), focused=focus == "desc", res="notes")
        s.tv("Add subtask", (168, 940, 1017, 1020), click=True)
        s.tv("Add tags", (168, 1060, 1017, 1140), click=True)
        return s

    def picker(clock: str, sel: str | None) -> Screen:
        s = Screen(P, clock, batt=88)
        s.tv("Thu, Oct 19" if sel == "Tomorrow" else "No date", (63, 1100, 1017, 1200), res="header")
        for i, lab in enumerate(["Today", "Tomorrow", "Next week", "No date"]):
            s.add("Button", lab, None, (63 + i * 250, 1240, 300 + i * 250, 1340), click=True, checkable=True,
                  checked=lab == (sel or "No date"), res="shortcut_chip")
        s.tv("No time", (63, 1380, 1017, 1460), click=True, res="time_shortcut")
        s.tv("October 2023", (63, 1500, 1017, 1580), res="calendar_month")
        s.bt("Cancel", (560, 2150, 770, 2260), res="cancel_button")
        s.bt("OK", (790, 2150, 1017, 2260), res="accept_button")
        return s

    start = [("Submit expense report", "Today"), ("Renew passport", "Nov 2"), ("Book dentist appointment", None),
             ("Call plumber", None), ("Pick up dry cleaning", None)]
    renamed = "Call plumber about kitchen sink"
    after = [("Submit expense report", "Today"), (renamed, "Tomorrow"), ("Renew passport", "Nov 2"),
             ("Book dentist appointment", None), ("Pick up dry cleaning", None)]
    t = Traj(lst(c(), start, 2))
    t.go("click", edit(c(), "Call plumber", "No date", None), "Call plumber")
    t.go("input_text", edit(c(1), renamed, "No date", None, "title"), "Call plumber", text=renamed)
    t.go("click", picker(c(), None), "No date")
    t.go("click", picker(c(1), "Tomorrow"), "Tomorrow")
    t.go("click", edit(c(), renamed, "Thu, Oct 19", None), "OK")
    t.go("click", lst(c(1), after, 2), "Save")
    box = t.cur.find("Pick up dry cleaning") - 1
    t.go("click", lst(c(), after[:4], 3, "Task completed"), box)
    t.go("click", edit(c(1), "Book dentist appointment", "No date", None), "Book dentist appointment")
    note = "Dr. Kim – ask about the night guard"
    t.go("input_text", edit(c(1), "Book dentist appointment", "No date", note, "desc"), "Description", text=note)
    drift = [(n if n != renamed else "Call plumber", d) for n, d in after[:4]]
    t.go("click", lst(c(), drift, 3), "Save")  # the renamed task shows its old name again
    t.go("click", edit(c(1), "Renew passport", "Thu, Nov 2", None), "Renew passport")
    rs.add(task="android", tid="h20-android-08", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=10,
           kind="a task renamed earlier shows its old name again after an unrelated task was edited")


# ---------------------------------------------------------------- 09 Google Maps (clean)
def t09(rs: RowSet) -> None:
    P = "com.google.android.apps.maps"
    c = Clock(10, 13)

    def home(clock: str) -> Screen:
        s = Screen(P, clock, batt=62)
        s.tv("Search here", (42, 150, 780, 276), click=True, res="search_omnibox_text_box")
        s.ib("Voice search", (790, 160, 900, 270), res="search_omnibox_voice_search")
        s.ib("Account and settings.", (910, 160, 1030, 270), res="search_omnibox_account")
        for i, lab in enumerate(["Restaurants", "Coffee", "Gas", "Groceries"]):
            s.bt(lab, (42 + i * 260, 300, 290 + i * 260, 400), res="chip")
        s.add("View", None, "Google Map. Your location: 1 Market St, San Francisco", (0, 420, 1080, 1900), click=True, long=True, res="mainmap_container")
        s.ib("Re-center map to your location.", (880, 1700, 1017, 1837), res="mylocation_button")
        for i, lab in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"]):
            s.add("FrameLayout", None, lab, (i * 216, 2200, i * 216 + 216, 2337), click=True, selected=i == 0)
        return s

    def search(clock: str, q: str | None) -> Screen:
        s = Screen(P, clock, batt=62)
        s.ib("Navigate up", (0, 150, 147, 276))
        s.et(q, "Search here", (168, 150, 900, 276), focused=True, res="search_omnibox_edit_text")
        rows = ([("Golden Gate Park", "San Francisco, CA"), ("Golden Gate Park Tennis Center", "50 John F Kennedy Dr, San Francisco, CA"),
                 ("Golden Gate Park Bandshell", "Music Concourse Dr, San Francisco, CA"), ("Golden Gate Park Golf Course", "970 47th Ave, San Francisco, CA")]
                if q else [("Ferry Building", "1 Ferry Building, San Francisco, CA"), ("SFO Terminal 2", "San Francisco International Airport"),
                           ("Home", "2141 Mission St, San Francisco, CA"), ("Tartine Bakery", "600 Guerrero St, San Francisco, CA")])
        for i, (a, b) in enumerate(rows):
            y = 320 + i * 190
            s.tv(a, (168, y, 1017, y + 80), click=True, res="suggestion_title")
            s.tv(b, (168, y + 85, 1017, y + 140), res="suggestion_subtitle")
        return s

    def place(clock: str, drive: str, saved: bool) -> Screen:
        s = Screen(P, clock, batt=62)
        s.ib("Navigate up", (0, 150, 147, 276))
        s.tv("Golden Gate Park", (168, 150, 900, 276), click=True, res="search_omnibox_text_box")
        s.add("View", None, "Google Map", (0, 300, 1080, 1100), click=True)
        s.tv("Golden Gate Park", (42, 1150, 1017, 1240), res="title")
        s.tv("4.8", (42, 1250, 120, 1300))
        s.tv("(98,314)", (250, 1250, 480, 1300))
        s.tv(f"Park · {drive}", (42, 1310, 1017, 1360), desc=f"Park, Driving {drive.replace(' min', ' minutes')}")
        s.tv("Open 24 hours", (42, 1370, 1017, 1420))
        if saved:
            s.tv("Saved in Want to go", (42, 1430, 1017, 1480), click=True)
        for i, lab in enumerate(["Directions", "Start", "Saved" if saved else "Save", "Share"]):
            s.bt(lab, (42 + i * 250, 1520, 282 + i * 250, 1630), desc=lab)
        return s

    def dirs(clock: str, mode: str, times: dict[str, str], detail: list[str]) -> Screen:
        s = Screen(P, clock, batt=62)
        s.ib("Navigate up", (0, 150, 147, 276))
        s.et("Your location", "Choose start location", (168, 150, 900, 250), res="directions_startpoint_textbox")
        s.et("Golden Gate Park", "Choose destination", (168, 260, 900, 360), res="directions_endpoint_textbox")
        for i, m in enumerate(["Driving", "Transit", "Walking", "Cycling"]):
            s.add("LinearLayout", times[m], f"{m} mode: {times[m]}", (42 + i * 250, 400, 282 + i * 250, 500), click=True, selected=m == mode)
        s.add("View", None, "Google Map", (0, 520, 1080, 1500), click=True)
        for i, line in enumerate(detail):
            s.tv(line, (42, 1540 + i * 90, 1017, 1620 + i * 90))
        s.bt("Start" if mode != "Transit" else "Preview", (42, 2050, 400, 2160))
        s.bt("Steps", (420, 2050, 700, 2160))
        return s

    def savelist(clock: str, want: bool) -> Screen:
        s = Screen(P, clock, batt=62)
        s.tv("Save to list", (42, 1000, 700, 1090))
        s.bt("Done", (800, 1000, 1017, 1090))
        for i, (lab, n) in enumerate([("Favorites", "Private · 14 places"), ("Want to go", "Private · 31 places"),
                                      ("Travel plans", "Private · 6 places"), ("Starred places", "Private · 48 places")]):
            y = 1120 + i * 190
            s.add("CheckBox", lab, None, (42, y, 1017, y + 90), click=True, checkable=True, checked=want and lab == "Want to go")
            s.tv(n.replace("31", "32") if want and lab == "Want to go" else n, (168, y + 90, 1017, y + 150))
        s.tv("New list", (42, 1900, 1017, 1990), click=True)
        return s

    t = Traj(home(c()))
    t.go("click", search(c(), None), "Search here")
    t.go("input_text", search(c(1), "Golden Gate Park"), "Search here", text="Golden Gate Park")
    t.go("click", place(c(), "18 min", False), t.cur.find("San Francisco, CA") - 1)
    times = {"Driving": "18 min", "Transit": "34 min", "Walking": "1 hr 32 min", "Cycling": "28 min"}
    t.go("click", dirs(c(1), "Driving", times, ["18 min (4.9 mi)", "Fastest route now due to traffic conditions", "via Fell St"]), "Directions")
    t.go("click", dirs(c(), "Transit", times, ["34 min · 10:19 AM—10:53 AM", "Walk 4 min · 5 Fulton · Walk 6 min",
                                               "Leaves in 5 min from Market St & 7th St", "$2.50"]), "34 min")
    t.go("click", dirs(c(1), "Walking", times, ["1 hr 32 min (4.3 mi)", "Mostly flat", "via The Panhandle"]), "1 hr 32 min")
    times = {"Driving": "21 min", "Transit": "36 min", "Walking": "1 hr 32 min", "Cycling": "28 min"}
    t.go("click", dirs(c(1), "Driving", times, ["21 min (4.9 mi)", "Fastest route, slower than usual traffic", "via Fell St"]), "18 min")
    t.go("navigate_back", place(c(), "21 min", False))
    t.go("click", savelist(c(), False), "Save")
    t.go("click", savelist(c(1), True), "Want to go")
    t.go("click", place(c(), "21 min", True), "Done")
    rs.add(task="android", tid="h20-android-09", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 10 Messages (bad: deleted conversation back)
def t10(rs: RowSet) -> None:
    P = "com.google.android.apps.messaging"
    c = Clock(11, 52)
    conv = {"Mom": ("Call me when you land ❤️", "9:02 AM"),
            "+1 (650) 555-0143": ("Your Lyft code is 482913. Don't share it with anyone.", "Yesterday"),
            "Sophie Laurent": ("Thanks for the photos!! The one at the lighthouse is my favourite", "Yesterday"),
            "Dan Whitaker": ("lol ok see you there", "Mon"),
            "Amazon": ("Delivered: Anker USB-C charger was left at your front door.", "Mon"),
            "CVS Pharmacy": ("Your prescription is ready for pickup at 730 Market St.", "Oct 12")}

    def lst(clock: str, order: list[str], sel: str | None = None, pinned: str | None = None) -> Screen:
        s = Screen(P, clock)
        if sel:
            s.ib("Exit selection mode", (0, 150, 147, 297))
            s.tv("1 selected", (168, 180, 500, 268))
            for i, lab in enumerate(["Pin", "Delete", "More options"]):
                s.ib(lab, (680 + i * 120, 160, 800 + i * 120, 280), res={"Pin": "action_pin", "Delete": "action_delete"}.get(lab))
        else:
            s.tv("Messages", (63, 170, 700, 270))
            s.ib("Search", (800, 160, 920, 280), res="action_zero_state_search")
            s.ib("Account and settings", (920, 160, 1040, 280))
        for i, k in enumerate(order[:4]):
            y = 320 + i * 220
            snip, when = conv[k]
            s.tv(k, (210, y, 800, y + 80), click=True, long=True, selected=k == sel, res="conversation_name")
            s.tv(snip, (210, y + 85, 1017, y + 140), res="conversation_snippet")
            s.tv(when, (820, y, 1017, y + 80), desc=f"Pinned, {when}" if k == pinned else None, res="conversation_timestamp")
        if not sel:
            s.bt("Start chat", (640, 2000, 1017, 2150), desc="Start chat", res="start_chat_fab")
        return s

    def confirm(clock: str) -> Screen:
        s = Screen(P, clock)
        s.tv("Delete 1 conversation?", (84, 900, 996, 980), res="alertTitle")
        s.tv("This will delete the conversation from this device only.", (84, 1000, 996, 1100), res="android:id/message")
        s.bt("Cancel", (560, 1140, 770, 1250), res="android:id/button2")
        s.bt("Delete", (790, 1140, 996, 1250), res="android:id/button1")
        return s

    def thread(clock: str, sent: str | None, draft: str | None) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Sophie Laurent", (168, 180, 700, 268), res="conversation_title")
        s.ib("Call", (680, 160, 800, 280), res="action_call")
        s.ib("Video call", (800, 160, 920, 280), res="action_video_call")
        s.ib("More options", (920, 160, 1040, 280))
        msgs = [("Yesterday 7:41 PM", None), ("Just sent you the album from Point Reyes 📸", "You"),
                ("Thanks for the photos!! The one at the lighthouse is my favourite", "Sophie Laurent")]
        if sent:
            msgs += [(f"{clock} AM", None), (sent, "You")]
        y = 340
        for text, who in msgs:
            if who is None:
                s.tv(text, (380, y, 700, y + 60), res="message_timestamp")
                y += 80
            else:
                s.tv(text, (63 if who != "You" else 300, y, 780 if who != "You" else 1017, y + 150), desc=f"{who} said {text}",
                     long=True, res="message_text")
                y += 180
        s.et(draft, "Text message", (63, 2050, 880, 2170), focused=draft is not None, res="compose_message_text")
        s.ib("Send SMS", (900, 2050, 1017, 2170), res="send_message_button_icon")
        return s

    order = ["Mom", "+1 (650) 555-0143", "Sophie Laurent", "Dan Whitaker", "Amazon", "CVS Pharmacy"]
    t = Traj(lst(c(), order))
    t.go("long_press", lst(c(), order, "+1 (650) 555-0143"), "+1 (650) 555-0143")
    t.go("click", confirm(c(1)), "Delete")
    order.remove("+1 (650) 555-0143")
    t.go("click", lst(c(), order), "Delete")
    back = ["Mom", "+1 (650) 555-0143", "Sophie Laurent", "Dan Whitaker"]
    t.go("long_press", lst(c(1), back, "Dan Whitaker"), "Dan Whitaker")  # the deleted thread is listed again
    t.go("click", lst(c(), ["Dan Whitaker", "Mom", "+1 (650) 555-0143", "Sophie Laurent"], None, "Dan Whitaker"), "Pin")
    t.go("click", thread(c(1), None, None), "Sophie Laurent")
    msg = "Glad you liked them! Framing that one for you 🙂"
    t.go("input_text", thread(c(1), None, msg), "Text message", text=msg)
    t.go("click", thread(c(1), msg, None), "Send SMS")
    rs.add(task="android", tid="h20-android-10", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=4,
           kind="a conversation deleted earlier is listed again with no new message from that number")


# ---------------------------------------------------------------- 11 Pro Expense (bad: month total not following the new expense)
def t11(rs: RowSet) -> None:
    P = "com.arduia.expense"
    c = Clock(19, 36)
    items = [("Groceries – Trader Joe's", 84.15, "Food", "16/10/2023"), ("Electric bill", 96.30, "Utilities", "15/10/2023"),
             ("Gas", 48.90, "Transportation", "14/10/2023"), ("Lunch with team", 38.75, "Food", "13/10/2023"),
             ("Rent", 1250.00, "Housing", "01/10/2023"), ("Gym membership", 45.00, "Health", "01/10/2023")]
    new = ("Pharmacy", 23.40, "Health", "18/10/2023")

    def money(v: float) -> str:
        return f"${v:,.2f}"

    def lst(clock: str, rows: list[tuple[str, float, str, str]], toast: str | None = None) -> Screen:
        s = Screen(P, clock)
        s.ib("Open navigation drawer", (0, 150, 147, 297))
        s.tv("Expenses", (168, 180, 700, 268), res="tv_title")
        s.tv("Total (October)", (63, 320, 600, 380), res="tv_total_label")
        s.tv(money(sum(r[1] for r in rows)), (63, 390, 1017, 500), res="tv_total")
        for i, (name, amt, cat, date) in enumerate(rows[:4]):
            y = 560 + i * 220
            s.tv(name, (63, y, 700, y + 80), click=True, long=True, res="tv_name")
            s.tv(money(amt), (720, y, 1017, y + 80), res="tv_amount")
            s.tv(f"{cat} · {date}", (63, y + 90, 1017, y + 150), res="tv_date")
        if toast:
            s.tv(toast, (240, 1950, 840, 2050), pkg="com.android.systemui", res="android:id/message")
        s.ib("Add expense", (835, 2000, 1017, 2182), res="fb_main_add")
        return s

    def form(clock: str, name: str | None, amount: str | None, cat: str | None, focus: str = "") -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("New expense", (168, 180, 700, 268), res="tv_title")
        s.et(name, "Name", (63, 320, 1017, 460), focused=focus == "n", res="edt_name")
        s.et(amount, "Amount", (63, 490, 1017, 630), focused=focus == "a", res="edt_amount")
        s.tv(cat or "Select category", (63, 660, 1017, 780), click=True, res="tv_category")
        s.et(None, "Note", (63, 810, 1017, 950), res="edt_note")
        s.tv("18/10/2023", (63, 980, 1017, 1100), click=True, res="tv_date")
        s.bt("Save", (63, 1160, 1017, 1290), res="btn_save")
        return s

    def cats(clock: str) -> Screen:
        s = Screen(P, clock)
        for i, cat in enumerate(["Food", "Housing", "Transportation", "Utilities", "Health", "Entertainment", "Other"]):
            s.tv(cat, (63, 790 + i * 126, 1017, 910 + i * 126), click=True, res="tv_category_item")
        return s

    def drawer(clock: str) -> Screen:
        s = Screen(P, clock)
        s.tv("Pro Expense", (63, 200, 800, 290))
        for i, lab in enumerate(["Home", "Expenses", "Statistics", "Backup", "Settings", "About"]):
            s.add("CheckedTextView", lab, None, (0, 340 + i * 150, 880, 470 + i * 150), click=True, checkable=True, checked=lab == "Expenses", res="design_menu_item_text")
        return s

    def stats(clock: str, period: str, parts: list[tuple[str, float]], total: float) -> Screen:
        s = Screen(P, clock)
        s.ib("Open navigation drawer", (0, 150, 147, 297))
        s.tv("Statistics", (168, 180, 700, 268), res="tv_title")
        for i, lab in enumerate(["Week", "Month", "Year"]):
            s.add("TextView", lab, None, (63 + i * 320, 320, 363 + i * 320, 420), click=True, selected=lab == period, res="tab_period")
        s.tv("16/10/2023 – 22/10/2023" if period == "Week" else "01/10/2023 – 31/10/2023", (63, 450, 1017, 520), res="tv_range")
        s.tv("Total", (63, 560, 500, 620), res="tv_total_label")
        s.tv(money(total), (63, 630, 1017, 740), res="tv_total")
        psum = sum(v for _, v in parts)
        s.add("View", None, "Pie chart: " + ", ".join(f"{k} {100 * v / psum:.1f}%" for k, v in parts), (140, 780, 940, 1580), res="pie_chart")
        for i, (k, v) in enumerate(parts):
            s.tv(f"{k}  {money(v)}  {100 * v / psum:.1f}%", (63, 1640 + i * 100, 1017, 1720 + i * 100), res="tv_legend")
        return s

    month = [("Housing", 1250.00), ("Food", 122.90), ("Utilities", 96.30), ("Health", 68.40), ("Transportation", 48.90)]
    t = Traj(lst(c(), items))
    t.go("click", form(c(), None, None, None, "n"), "Add expense")
    t.go("input_text", form(c(1), "Pharmacy", None, None, "n"), "Name", text="Pharmacy")
    t.go("input_text", form(c(), "Pharmacy", "23.40", None, "a"), "Amount", text="23.40")
    t.go("click", cats(c(1)), "Select category")
    t.go("click", form(c(), "Pharmacy", "23.40", "Health"), "Health")
    t.go("click", lst(c(1), [new] + items, "Expense saved"), "Save")
    t.go("click", drawer(c()), "Open navigation drawer")
    t.go("click", stats(c(1), "Month", month, 1586.50), "Statistics")
    t.go("click", stats(c(), "Week", [("Food", 84.15), ("Health", 23.40)], 107.55), "Week")
    t.go("click", stats(c(1), "Month", month, 1563.10), "Month")  # total shows the pre-Pharmacy figure
    rs.add(task="android", tid="h20-android-11", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=10,
           kind="the month total reverts to the figure before the new expense, no longer matching its own categories")


# ---------------------------------------------------------------- 12 Joplin (clean)
def t12(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    c = Clock(10, 24)
    VG = "android.view.ViewGroup"
    items = [["Laptop setup", True], ["Create Jira account", False], ["Add to #eng-announcements", False],
             ["Schedule 1:1 with manager", False], ["Read architecture doc (Confluence › Platform › Overview)", False]]

    def notes(clock: str, order: list[str]) -> Screen:
        s = Screen(P, clock, batt=93)
        s.add(VG, None, "Side menu", (0, 150, 147, 297), click=True)
        s.tv("Work", (168, 180, 700, 268))
        s.add(VG, None, "Search", (680, 160, 800, 280), click=True)
        s.add(VG, None, "Select", (800, 160, 920, 280), click=True)
        s.add(VG, None, "Actions", (920, 160, 1040, 280), click=True)
        for i, n in enumerate(order):
            s.tv(n, (42, 320 + i * 140, 1038, 440 + i * 140), click=True, long=True)
        s.add(VG, None, "Add new", (835, 2000, 1017, 2182), click=True)
        return s

    def viewer(clock: str) -> Screen:
        s = Screen(P, clock, batt=93)
        s.add(VG, None, "Back", (0, 150, 147, 297), click=True)
        s.add(VG, None, "Attach", (680, 160, 800, 280), click=True)
        s.add(VG, None, "Actions", (920, 160, 1040, 280), click=True)
        s.add("EditText", "Onboarding checklist", None, (42, 320, 1038, 430), hint="Add title", click=True, edit=True)
        s.add("android.webkit.WebView", None, None, (0, 450, 1080, 2100), scroll=True)
        s.tv("Week 1 for the platform team. Tick items off as you go.", (42, 480, 1038, 560))
        for i, (lab, done) in enumerate(items):
            s.add("CheckBox", lab, None, (42, 600 + i * 110, 1038, 690 + i * 110), click=True, checkable=True, checked=done)
        s.add(VG, None, "Edit", (835, 2000, 1017, 2182), click=True)
        return s

    def source() -> str:
        return ("Week 1 for the platform team. Tick items off as you go.\n\n"
                + "\n".join(f"- [{'x' if d else ' '}] {lab}" for lab, d in items))

    def editor(clock: str) -> Screen:
        s = Screen(P, clock, batt=93)
        s.add(VG, None, "Back", (0, 150, 147, 297), click=True)
        s.add(VG, None, "Undo", (560, 160, 680, 280), click=True)
        s.add(VG, None, "Redo", (680, 160, 800, 280), click=True)
        s.add(VG, None, "Save", (800, 160, 920, 280), click=True)
        s.add(VG, None, "Actions", (920, 160, 1040, 280), click=True)
        s.add("EditText", "Onboarding checklist", None, (42, 320, 1038, 430), hint="Add title", click=True, edit=True)
        s.add("EditText", source(), None, (42, 450, 1038, 1300), hint="Add body", click=True, edit=True, focused=True, scroll=True)
        return s

    def side(clock: str, status: str, syncing: bool) -> Screen:
        s = Screen(P, clock, batt=93)
        for i, (nb, sel) in enumerate([("All notes", False), ("Personal", False), ("Recipes", False), ("Work", True)]):
            s.add(VG, nb, None, (0, 200 + i * 130, 880, 320 + i * 130), click=True, selected=sel)
        s.add(VG, "Cancel" if syncing else "Synchronise", None, (42, 1800, 840, 1910), click=True)
        s.tv(status, (42, 1930, 840, 2150))
        return s

    t = Traj(notes(c(), ["Sprint 42 retro", "Onboarding checklist", "Vendor contacts", "Q4 OKRs"]))
    t.go("click", viewer(c()), "Onboarding checklist")
    items[1][1] = True
    t.go("click", viewer(c(1)), "Create Jira account")
    items[3][1] = True
    t.go("click", viewer(c()), "Schedule 1:1 with manager")
    t.go("click", editor(c(1)), "Edit")
    items.append(["Pair with Marta on the deploy pipeline", False])
    t.go("input_text", editor(c(1)), t.cur.find("Onboarding checklist") + 1, text="\n- [ ] Pair with Marta on the deploy pipeline")
    t.go("click", viewer(c()), "Save")
    t.go("navigate_back", notes(c(1), ["Onboarding checklist", "Sprint 42 retro", "Vendor contacts", "Q4 OKRs"]))
    t.go("click", side(c(), "Last sync: 18/10/2023 10:05", False), "Side menu")
    t.go("click", side(c(), "Fetched items: 2/2.\nUpdating remote items: 1/1.", True), "Synchronise")
    t.go("wait", side(c(1), "Completed: 18/10/2023 10:29\nUpdated remote items: 1.\nFetched items: 2.\nFetching remote items: done.", False))
    rs.add(task="android", tid="h20-android-12", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 13 Files (bad: file size changes with no write)
def t13(rs: RowSet) -> None:
    P = "com.google.android.documentsui"
    c = Clock(10, 40)
    files = {"boarding_pass_UA1432.pdf": ("184 kB", 184e3, "Oct 17"), "IMG_20231015_183244.jpg": ("3.2 MB", 3.2e6, "Oct 15"),
             "invoice_INV-20931.pdf": ("96 kB", 96e3, "Oct 12"), "podcast_ep112.mp3": ("48.6 MB", 48.6e6, "Sep 28"),
             "report_q3_final.pdf": ("2.4 MB", 2.4e6, "Oct 9")}

    def lst(clock: str, names: list[str], sort: str, folder: str | None = None, sel: str | None = None,
            title: str = "Downloads", empty: bool = False, fdate: str = "10:42 AM") -> Screen:
        s = Screen(P, clock)
        if sel:
            s.ib("Close", (0, 150, 147, 297), res="action_mode_close_button")
            s.tv("1 selected", (168, 180, 600, 268), res="action_bar_title")
            s.ib("Share", (680, 160, 800, 280), res="action_menu_share")
            s.ib("Delete", (800, 160, 920, 280), res="action_menu_delete")
            s.ib("More options", (920, 160, 1040, 280))
        else:
            s.ib("Show roots", (0, 150, 147, 297))
            s.tv(title, (168, 180, 600, 268))
            s.ib("Search", (800, 160, 920, 280), res="option_menu_search")
            s.ib("More options", (920, 160, 1040, 280))
            s.bt(sort, (42, 300, 500, 380), desc=f"Sort by {sort}", res="sort_dimen_dropdown")
        y = 400
        if folder:
            s.tv(folder, (189, y, 1017, y + 70), click=True, long=True, res="android:id/title")
            s.tv(fdate, (189, y + 75, 1017, y + 120), res="date")
            y += 180
        for n in names:
            size, _, date = files[n]
            s.tv(n, (189, y, 1017, y + 70), click=True, long=True, selected=n == sel, res="android:id/title")
            s.tv(f"{size}, {date}", (189, y + 75, 1017, y + 120), res="details")
            y += 180
        if empty:
            s.tv("No items", (300, 1100, 780, 1180), res="message")
        return s

    def menu(clock: str, labels: list[str]) -> Screen:
        s = Screen(P, clock)
        for i, lab in enumerate(labels):
            s.tv(lab, (560, 170 + i * 140, 1060, 300 + i * 140), click=True, res="title")
        return s

    def newfolder(clock: str, name: str | None) -> Screen:
        s = Screen(P, clock)
        s.tv("New folder", (84, 900, 996, 980), res="alertTitle")
        s.et(name, "Folder name", (84, 1010, 996, 1130), focused=True, res="item_name")
        s.bt("Cancel", (560, 1180, 770, 1290), res="button2")
        s.bt("OK", (790, 1180, 996, 1290), res="button1")
        return s

    def sortsheet(clock: str) -> Screen:
        s = Screen(P, clock)
        s.tv("Sort by", (63, 1180, 1017, 1260))
        for i, lab in enumerate(["Name (A to Z)", "Name (Z to A)", "Modified (newest first)", "Modified (oldest first)",
                                 "Size (largest first)", "Size (smallest first)"]):
            s.add("CheckedTextView", lab, None, (0, 1280 + i * 140, 1080, 1410 + i * 140), click=True, checkable=True, checked=i == 0)
        return s

    def picker(clock: str, inside: bool) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Move to", (168, 180, 600, 268))
        s.tv("Downloads" + (" › Travel" if inside else ""), (42, 300, 1017, 380), res="breadcrumb")
        if inside:
            s.tv("No items", (300, 1100, 780, 1180), res="message")
        else:
            s.tv("Travel", (189, 400, 1017, 470), click=True, res="android:id/title")
            for i, n in enumerate(sorted(files, key=str.lower)):
                s.tv(n, (189, 580 + i * 180, 1017, 650 + i * 180), res="android:id/title")
        s.bt("Cancel", (500, 2150, 760, 2260), res="button2")
        s.bt("Move", (780, 2150, 1040, 2260), res="button1")
        return s

    by_name = sorted(files, key=str.lower)
    t = Traj(lst(c(), by_name, "Name"))
    t.go("click", menu(c(), ["New folder", "Select all", "Show internal storage", "Browse…"]), "More options")
    t.go("click", newfolder(c(1), None), "New folder")
    t.go("input_text", newfolder(c(), "Travel"), "Folder name", text="Travel")
    t.go("click", lst(c(1), by_name, "Name", "Travel"), "OK")
    t.go("click", sortsheet(c()), "Sort by Name")
    files["IMG_20231015_183244.jpg"] = ("3.7 MB", 3.7e6, "Oct 15")  # drift: no write touched the photo
    by_size = sorted(files, key=lambda n: -files[n][1])
    t.go("click", lst(c(1), by_size, "Size", "Travel"), "Size (largest first)")
    t.go("long_press", lst(c(), by_size, "Size", "Travel", "boarding_pass_UA1432.pdf"), "boarding_pass_UA1432.pdf")
    t.go("click", menu(c(1), ["Open with", "Move to…", "Copy to…", "Rename", "Compress", "Get info"]), "More options")
    t.go("click", picker(c(), False), "Move to…")
    t.go("click", picker(c(1), True), "Travel")
    moved = files.pop("boarding_pass_UA1432.pdf")
    t.go("click", lst(c(), [n for n in by_size if n in files], "Size", "Travel", fdate="10:45 AM"), "Move")
    files["boarding_pass_UA1432.pdf"] = moved
    t.go("click", lst(c(1), ["boarding_pass_UA1432.pdf"], "Size", None, None, "Travel"), "Travel")
    rs.add(task="android", tid="h20-android-13", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=6,
           kind="a photo's size in the re-sorted listing differs from the earlier listing with no write to it")


# ---------------------------------------------------------------- 14 Retro Music (clean)
def t14(rs: RowSet) -> None:
    P = "code.name.monkey.retromusic"
    c = Clock(17, 9)
    songs = [("Africa", "Toto"), ("Bohemian Rhapsody", "Queen"), ("Dreams", "Fleetwood Mac"), ("Everywhere", "Fleetwood Mac")]
    tabs = ["For you", "Songs", "Albums", "Artists", "Playlists"]

    def shell(clock: str, tab: str, playing: bool | None) -> Screen:
        s = Screen(P, clock)
        s.ib("Search", (42, 160, 162, 280), res="action_search")
        s.tv(tab if tab != "For you" else "Retro Music", (200, 180, 880, 268), res="appNameText")
        if playing is not None:
            s.add("FrameLayout", None, "Dreams • Fleetwood Mac", (0, 1930, 900, 2070), click=True, res="miniPlayerFragment")
            s.ib("Pause" if playing else "Play", (900, 1940, 1040, 2060), res="miniPlayerPlayPauseButton")
        for i, lab in enumerate(tabs):
            s.add("FrameLayout", None, lab, (i * 216, 2200, i * 216 + 216, 2337), click=True, selected=lab == tab, res="navigation_bar_item_icon_container")
        return s

    def library(clock: str, playing: bool | None) -> Screen:
        s = shell(clock, "Songs", playing)
        for i, (a, b) in enumerate(songs):
            y = 320 + i * 190
            s.tv(a, (200, y, 900, y + 80), click=True, long=True, res="title")
            s.tv(b, (200, y + 85, 900, y + 140), res="text")
        return s

    def player(clock: str, pos: str, toast: str | None = None) -> Screen:
        s = Screen(P, clock)
        s.ib("Close", (21, 160, 141, 280))
        s.ib("Playing queue", (800, 160, 920, 280), res="action_playing_queue")
        s.ib("More options", (920, 160, 1040, 280))
        s.tv("Dreams", (63, 1300, 880, 1400), res="title")
        s.tv("Fleetwood Mac", (63, 1405, 880, 1470), res="text")
        s.ib("Add to favorites", (900, 1320, 1017, 1440), res="favorite")
        s.add("SeekBar", None, None, (42, 1520, 1038, 1580), click=True, scroll=True, res="progressSlider")
        s.tv(pos, (63, 1590, 300, 1650), res="songCurrentProgress")
        s.tv("4:14", (780, 1590, 1017, 1650), res="songTotalTime")
        for i, lab in enumerate(["Repeat", "Previous", "Pause", "Next", "Shuffle"]):
            s.ib(lab, (42 + i * 200, 1720, 220 + i * 200, 1900))
        if toast:
            s.tv(toast, (200, 2050, 880, 2150), pkg="com.android.systemui", res="android:id/message")
        return s

    def popup(clock: str) -> Screen:
        s = Screen(P, clock)
        for i, lab in enumerate(["Sleep timer", "Add to playlist", "Go to album", "Go to artist", "Equalizer", "Details", "Share"]):
            s.tv(lab, (500, 170 + i * 140, 1060, 300 + i * 140), click=True, res="title")
        return s

    def addto(clock: str) -> Screen:
        s = Screen(P, clock)
        s.tv("Add to playlist", (84, 700, 996, 790), res="alertTitle")
        for i, lab in enumerate(["New playlist", "Favorites", "Gym Mix"]):
            s.tv(lab, (84, 820 + i * 140, 996, 950 + i * 140), click=True, res="title")
        s.bt("Cancel", (760, 1280, 996, 1390), res="button2")
        return s

    def newpl(clock: str, name: str | None) -> Screen:
        s = Screen(P, clock)
        s.tv("New playlist", (84, 800, 996, 880), res="alertTitle")
        s.et(name, "Playlist name", (84, 910, 996, 1030), focused=True, res="actionNewPlaylist")
        s.bt("Cancel", (540, 1080, 760, 1190), res="button2")
        s.bt("Create", (780, 1080, 996, 1190), res="button1")
        return s

    def playlists(clock: str) -> Screen:
        s = shell(clock, "Playlists", True)
        for i, (a, b) in enumerate([("Favorites", "12 Songs"), ("Gym Mix", "23 Songs"), ("Road Trip", "1 Song")]):
            y = 320 + i * 190
            s.tv(a, (200, y, 900, y + 80), click=True, long=True, res="title")
            s.tv(b, (200, y + 85, 900, y + 140), res="text")
        return s

    def detail(clock: str, playing: bool) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Road Trip", (63, 500, 1017, 600), res="title")
        s.tv("1 Song • 4:14", (63, 610, 1017, 670), res="text")
        s.bt("Play", (63, 720, 500, 830), res="playAction")
        s.bt("Shuffle", (560, 720, 1017, 830), res="shuffleAction")
        s.tv("Dreams", (200, 900, 900, 980), click=True, long=True, res="title")
        s.tv("Fleetwood Mac", (200, 985, 900, 1040), res="text")
        s.add("FrameLayout", None, "Dreams • Fleetwood Mac", (0, 2070, 900, 2200), click=True, res="miniPlayerFragment")
        s.ib("Pause" if playing else "Play", (900, 2080, 1040, 2190), res="miniPlayerPlayPauseButton")
        return s

    t = Traj(library(c(), None))
    t.go("click", library(c(), True), "Dreams")
    t.go("click", player(c(), "0:06"), "Dreams • Fleetwood Mac")
    t.go("click", popup(c()), "More options")
    t.go("click", addto(c(1)), "Add to playlist")
    t.go("click", newpl(c(), None), "New playlist")
    t.go("input_text", newpl(c(), "Road Trip"), "Playlist name", text="Road Trip")
    t.go("click", player(c(1), "1:12", "Added 1 song to Road Trip"), "Create")
    t.go("navigate_back", library(c(), True))
    t.go("click", playlists(c()), "Playlists")
    t.go("click", detail(c(1), True), "Road Trip")
    t.go("click", detail(c(), False), "Pause")
    rs.add(task="android", tid="h20-android-14", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 15 Clock: world clock, timer, stopwatch (clean)
def t15(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    c = Clock(10, 41)
    tabs = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]
    offsets = {"London": 8 * 60, "Tokyo": 16 * 60, "Sydney": 18 * 60}

    def at(offset: int) -> tuple[str, str]:
        m = c.t + offset
        h, mm = divmod(m % (24 * 60), 60)
        return f"{(h - 1) % 12 + 1}:{mm:02d} {'AM' if h < 12 else 'PM'}", "Tomorrow" if m >= 24 * 60 else "Today"

    def base(clock: str, tab: str) -> Screen:
        s = Screen(P, clock)
        for i, lab in enumerate(tabs):
            s.add("FrameLayout", None, lab, (i * 216, 2200, i * 216 + 216, 2337), click=True, selected=lab == tab, res="navigation_bar_item_icon_container")
        return s

    def world(clock: str, cities: list[str]) -> Screen:
        s = base(clock, "Clock")
        s.tv(clock, (63, 320, 1017, 560), desc=f"{clock} AM", res="digital_clock")
        s.tv("Wed, Oct 18", (63, 570, 1017, 640), res="date")
        for i, city in enumerate(cities):
            y = 720 + i * 200
            when, day = at(offsets[city])
            s.tv(city, (63, y, 600, y + 80), res="city_name")
            s.tv(f"{day}, +{offsets[city] // 60} hrs", (63, y + 85, 600, y + 140), res="hours_ahead")
            s.tv(when, (620, y, 1017, y + 120), res="digital_clock")
        s.ib("Cities", (420, 1980, 660, 2140), res="fab")
        return s

    def chooser(clock: str, q: str | None, checked: bool = False) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.et(q, "Search", (168, 160, 1040, 290), focused=q is not None, res="search_src_text")
        rows = [("Sydney", 18 * 60)] if q else [("Abidjan", 7 * 60), ("Accra", 7 * 60), ("Adak", -2 * 60), ("Addis Ababa", 10 * 60),
                                                ("Adelaide", int(17.5 * 60)), ("Aden", 10 * 60)]
        for i, (city, off) in enumerate(rows):
            y = 320 + i * 170
            s.add("CheckBox", city, None, (42, y, 700, y + 150), click=True, checkable=True, checked=checked, res="city_onoff")
            s.tv(at(off)[0], (720, y, 1017, y + 150), res="city_time")
        return s

    def timer(clock: str, digits: str) -> Screen:
        s = base(clock, "Timer")
        d = digits.rjust(6, "0")
        s.tv(f"{d[:2]}h {d[2:4]}m {d[4:]}s", (63, 340, 900, 520), desc=f"{int(d[:2])} hours, {int(d[2:4])} minutes, {int(d[4:])} seconds", res="timer_setup_time")
        s.ib("Delete", (900, 380, 1017, 480), res="timer_setup_delete")
        for i, k in enumerate("1234567890"):
            row, colm = divmod(i, 3) if k != "0" else (3, 1)
            s.bt(k, (150 + colm * 280, 600 + row * 260, 370 + colm * 280, 820 + row * 260))
        if digits.strip("0"):
            s.ib("Start", (420, 1980, 660, 2140), res="fab")
        return s

    def running(clock: str, left: str) -> Screen:
        s = base(clock, "Timer")
        s.tv("Add label", (63, 320, 1017, 400), click=True, res="timer_label")
        s.tv(left, (240, 700, 840, 900), desc=f"{left} remaining", res="timer_time_text")
        s.add("ProgressBar", None, None, (140, 500, 940, 1300), res="timer_progress")
        s.bt("+1:00", (63, 1400, 400, 1510), res="reset_add")
        s.ib("Delete", (680, 1400, 1017, 1510), res="delete")
        s.ib("Pause", (420, 1980, 660, 2140), res="fab")
        return s

    def stopwatch(clock: str, shown: str | None) -> Screen:
        s = base(clock, "Stopwatch")
        s.tv(shown or "00:00.00", (140, 700, 940, 900), res="stopwatch_time_text")
        if shown:
            s.bt("Lap", (63, 1980, 360, 2140), res="left_button")
            s.ib("Pause", (420, 1980, 660, 2140), res="fab")
        else:
            s.ib("Start", (420, 1980, 660, 2140), res="fab")
        return s

    t = Traj(world(c(), ["London", "Tokyo"]))
    t.go("click", chooser(c(), None), "Cities")
    t.go("input_text", chooser(c(1), "Sydney"), "Search", text="Sydney")
    t.go("click", chooser(c(), "Sydney", True), t.cur.find("Sydney") + 1)
    t.go("navigate_back", world(c(1), ["London", "Tokyo", "Sydney"]))
    t.go("click", timer(c(), ""), "Timer")
    t.go("click", timer(c(), "5"), "5")
    t.go("click", timer(c(1), "50"), "0")
    t.go("click", timer(c(), "500"), "0")
    t.go("click", running(c(), "4:59"), "Start")
    t.go("click", stopwatch(c(), None), "Stopwatch")
    t.go("click", stopwatch(c(1), "00:03.46"), "Start")
    t.go("click", running(c(), "4:41"), "Timer")
    rs.add(task="android", tid="h20-android-15", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 16 OsmAnd (bad: favourite's coordinates change)
def t16(rs: RowSet) -> None:
    P = "net.osmand"
    c = Clock(7, 12)

    def mapbase(clock: str) -> Screen:
        s = Screen(P, clock, batt=97)
        s.add("View", None, "Map", (0, 0, 1080, 2400), click=True, long=True, res="MapView")
        s.ib("Search", (42, 160, 168, 286), res="map_search_button")
        s.ib("Map orientation: North is up", (930, 160, 1050, 280), res="map_compass_button")
        return s

    def home(clock: str) -> Screen:
        s = mapbase(clock)
        s.tv("2 km", (42, 1900, 260, 1960), res="map_ruler_text")
        s.ib("Zoom in", (930, 1500, 1050, 1620), res="map_zoom_in_button")
        s.ib("Zoom out", (930, 1630, 1050, 1750), res="map_zoom_out_button")
        s.ib("My position", (930, 1800, 1050, 1920), res="map_my_location_button")
        s.ib("Back to menu", (30, 2100, 150, 2220), res="map_menu_button")
        s.ib("Directions", (160, 2100, 280, 2220), res="map_route_info_button")
        return s

    def search(clock: str, q: str | None) -> Screen:
        s = Screen(P, clock, batt=97)
        s.ib("Back", (0, 150, 147, 297))
        s.et(q, "Search (address, POI, coordinates)", (168, 160, 1040, 290), focused=True, res="searchEditText")
        rows = ([("Rattlesnake Ledge Trailhead", "Parking · 38.4 km"), ("Rattlesnake Lake", "Lake · 38.9 km"),
                 ("Rattlesnake Ledge", "Viewpoint · 40.1 km"), ("Rattlesnake Mountain Trail", "Path · 41.3 km")] if q else
                [("Snoqualmie Falls", "History · 29.6 km"), ("Little Si parking", "History · 30.9 km"), ("REI Seattle", "History · 3.2 km")])
        for i, (a, b) in enumerate(rows):
            y = 420 + i * 180
            s.tv(a, (168, y, 1017, y + 80), click=True, res="title")
            s.tv(b, (168, y + 85, 1017, y + 140), res="subtitle")
        if not q:
            for i, lab in enumerate(["History", "Categories", "Address"]):
                s.add("TextView", lab, None, (i * 360, 310, i * 360 + 360, 400), click=True, selected=i == 0, res="tab_title")
        return s

    def context(clock: str, name: str, kind: str, coords: str, fav: bool) -> Screen:
        s = mapbase(clock)
        s.tv(name, (42, 1420, 900, 1510), res="context_menu_line1")
        s.tv(kind, (42, 1515, 900, 1570), res="context_menu_line2")
        s.tv("38.4 km", (42, 1580, 300, 1630), res="distance")
        s.tv("Cedar Falls Rd SE, North Bend, WA 98045", (42, 1660, 1017, 1720), res="address")
        s.tv(coords, (42, 1740, 1017, 1800), click=True, long=True, res="coordinates")
        for i, lab in enumerate(["Edit" if fav else "Add", "Marker", "Share", "Actions"]):
            s.bt(lab, (42 + i * 250, 1840, 282 + i * 250, 1980), desc=("Edit favorite" if fav else "Add to favorites") if i == 0 else None)
        s.bt("Directions", (560, 2080, 1040, 2200), res="context_menu_route_button")
        s.ib("Close", (930, 1430, 1050, 1550), res="context_menu_close_btn_view")
        return s

    def favdialog(clock: str, name: str, group: str) -> Screen:
        s = Screen(P, clock, batt=97)
        s.ib("Close", (0, 150, 147, 297))
        s.tv("Add favorite", (168, 180, 700, 268))
        s.et(name, "Name", (42, 320, 1038, 450), focused=True, res="name_edit")
        s.et(None, "Description", (42, 470, 1038, 600), res="description_edit")
        s.et("Cedar Falls Rd SE, North Bend, WA 98045", "Address", (42, 620, 1038, 750), res="address_edit")
        s.tv("Group", (42, 790, 600, 850))
        for i, (g, n) in enumerate([("Favorites", 6), ("Hikes", 4)]):
            s.add("TextView", f"{g}\n{n}", None, (42 + i * 300, 870, 322 + i * 300, 1000), click=True, selected=g == group, res="groupName")
        s.tv("Add group", (642, 870, 900, 1000), click=True)
        s.bt("Cancel", (42, 2100, 520, 2230), res="dismiss_button")
        s.bt("Save", (560, 2100, 1038, 2230), res="right_bottom_button")
        return s

    def drawer(clock: str) -> Screen:
        s = Screen(P, clock, batt=97)
        for i, lab in enumerate(["My Places", "Search", "Directions", "Configure map", "Download maps", "Trip recording", "Plugins", "Settings", "Help"]):
            s.tv(lab, (0, 200 + i * 150, 880, 340 + i * 150), click=True, res="title")
        return s

    def places(clock: str, open_hikes: bool) -> Screen:
        s = Screen(P, clock, batt=97)
        s.ib("Back", (0, 150, 147, 297))
        s.tv("My Places", (168, 180, 700, 268))
        s.tv("Favorites", (63, 440, 800, 520), click=True, res="title")
        s.tv("6", (900, 440, 1017, 520), res="description")
        s.tv("Hikes", (63, 560, 800, 640), click=True, res="title")
        s.tv("5", (900, 560, 1017, 640), res="description")
        if open_hikes:
            for i, (n, d) in enumerate([("Granite Mountain TH", "52.0 km"), ("Little Si parking", "30.9 km"), ("Mailbox Peak TH", "44.1 km"),
                                        ("Mount Si Trailhead", "31.7 km"), ("Trailhead parking", "38.4 km")]):
                y = 680 + i * 170
                s.tv(n, (168, y, 1017, y + 80), click=True, long=True, res="favourite_label")
                s.tv(d, (168, y + 85, 500, y + 140), res="distance")
        return s

    def route(clock: str) -> Screen:
        s = mapbase(clock)
        s.tv("My position", (168, 320, 1017, 400), click=True, res="fromText")
        s.tv("Trailhead parking", (168, 420, 1017, 500), click=True, res="toText")
        for i, lab in enumerate(["Car", "Bicycle", "Pedestrian"]):
            s.add("ImageView", None, lab, (42 + i * 150, 540, 172 + i * 150, 640), click=True, selected=i == 0)
        s.tv("44.6 km", (42, 1700, 400, 1780), res="distance")
        s.tv("41 min", (420, 1700, 800, 1780), res="time")
        s.tv("Arrive at 7:58 AM", (42, 1790, 1017, 1850), res="arrival")
        s.bt("Start", (560, 2080, 1040, 2200), res="start_button")
        return s

    good, drift = "47.43482, -121.76861", "47.43482, -121.76816"
    t = Traj(home(c()))
    t.go("click", search(c(), None), "Search")
    t.go("input_text", search(c(1), "Rattlesnake"), "Search (address, POI, coordinates)", text="Rattlesnake")
    t.go("click", context(c(), "Rattlesnake Ledge Trailhead", "Parking", good, False), "Rattlesnake Ledge Trailhead")
    t.go("click", favdialog(c(1), "Rattlesnake Ledge Trailhead", "Favorites"), "Add to favorites")
    t.go("input_text", favdialog(c(), "Trailhead parking", "Favorites"), "Rattlesnake Ledge Trailhead", text="Trailhead parking")
    t.go("click", favdialog(c(1), "Trailhead parking", "Hikes"), "Hikes\n4")
    t.go("click", context(c(), "Trailhead parking", "Favorite · Hikes", good, True), "Save")
    t.go("click", home(c(1)), "Close")
    t.go("click", drawer(c()), "Back to menu")
    t.go("click", places(c(), True), "My Places")
    t.go("click", context(c(), "Trailhead parking", "Favorite · Hikes", drift, True), "Trailhead parking")
    t.go("click", route(c(1)), "Directions")
    rs.add(task="android", tid="h20-android-16", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=11,
           kind="a saved favourite's longitude digits change between saving it and reopening it")


# ---------------------------------------------------------------- 17 Settings: display and battery (clean)
def t17(rs: RowSet) -> None:
    P = "com.android.settings"
    c = Clock(15, 2)

    def row(s: Screen, y: int, title: str, summary: str | None, switch: bool | None = None) -> None:
        right = 860 if switch is not None else 1017
        s.tv(title, (210, y, right, y + 80), click=True, res="android:id/title")
        if summary is not None:
            s.tv(summary, (210, y + 85, right, y + 140), res="android:id/summary")
        if switch is not None:
            s.sw(switch, (880, y, 1017, y + 90), res="android:id/switch_widget")

    def main(clock: str, batt: int, pct: bool = False) -> Screen:
        s = Screen(P, clock, wifi=True, batt=batt, pct=pct)
        for i, (a, b) in enumerate([("Battery", f"{batt}%"), ("Storage", "38% used - 79.3 GB free"),
                                    ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                                    ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
                                    ("Security & privacy", "App security, device lock, permissions")]):
            row(s, 300 + i * 220, a, b)
        return s

    def display(clock: str, batt: int, dark: bool, timeout: str) -> Screen:
        s = Screen(P, clock, wifi=True, batt=batt)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Display", (63, 420, 1017, 560), res="collapsing_toolbar")
        row(s, 620, "Brightness level", "42%")
        row(s, 820, "Adaptive brightness", None, True)
        row(s, 1000, "Dark theme", "Will never turn on automatically" if not dark else "Will never turn off automatically", dark)
        row(s, 1200, "Screen timeout", f"After {timeout} of inactivity")
        row(s, 1400, "Auto-rotate screen", "On - Face-based")
        return s

    def timeouts(clock: str, batt: int, sel: str) -> Screen:
        s = Screen(P, clock, wifi=True, batt=batt)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Screen timeout", (63, 420, 1017, 560), res="collapsing_toolbar")
        for i, lab in enumerate(["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]):
            s.add("RadioButton", lab, None, (63, 620 + i * 150, 1017, 750 + i * 150), click=True, checkable=True, checked=lab == sel, res="android:id/title")
        s.tv("Screen attention", (210, 1720, 860, 1800), res="android:id/title")
        s.sw(False, (880, 1720, 1017, 1810), res="android:id/switch_widget")
        return s

    def battery(clock: str, batt: int, until: str, pct: bool) -> Screen:
        s = Screen(P, clock, wifi=True, batt=batt, pct=pct)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Battery", (63, 420, 1017, 560), res="collapsing_toolbar")
        s.tv(f"{batt}%", (63, 620, 600, 760), res="usage_summary")
        s.tv(f"Until about {until}", (63, 770, 1017, 830), res="summary1")
        row(s, 900, "Battery usage", "View usage for past 24 hours")
        row(s, 1100, "Battery Saver", "Off")
        row(s, 1300, "Adaptive preferences", "Adaptive Battery, Adaptive Charging")
        row(s, 1500, "Battery percentage", "Show battery percentage in status bar", pct)
        return s

    def usage(clock: str, batt: int) -> Screen:
        s = Screen(P, clock, wifi=True, batt=batt)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Battery usage", (63, 420, 1017, 560), res="collapsing_toolbar")
        s.tv("Since last full charge · 7 hr 48 min ago", (63, 600, 1017, 660))
        for i, (app, p) in enumerate([("Screen", "21%"), ("Chrome", "12%"), ("YouTube", "9%"), ("Maps", "6%"), ("Settings", "3%")]):
            y = 700 + i * 180
            s.tv(app, (210, y, 800, y + 80), click=True, res="android:id/title")
            s.tv(p, (820, y, 1017, y + 80), res="android:id/summary")
        return s

    t = Traj(main(c(), 84))
    t.go("click", display(c(), 84, False, "30 seconds"), "Display")
    t.go("click", display(c(1), 84, True, "30 seconds"), t.cur.find("Dark theme") + 2)
    t.go("click", timeouts(c(), 84, "30 seconds"), "Screen timeout")
    t.go("click", timeouts(c(1), 84, "2 minutes"), "2 minutes")
    t.go("navigate_back", display(c(), 84, True, "2 minutes"))
    t.go("navigate_back", main(c(1), 83))
    t.go("click", battery(c(), 83, "11:30 PM", False), "Battery")
    t.go("click", usage(c(1), 83), "Battery usage")
    t.go("navigate_back", battery(c(), 83, "11:15 PM", False))
    t.go("click", battery(c(1), 83, "11:15 PM", True), t.cur.find("Battery percentage") + 2)
    rs.add(task="android", tid="h20-android-17", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 18 Simple SMS Messenger (bad: sent time earlier than the message it answers)
def t18(rs: RowSet) -> None:
    P = "com.simplemobiletools.smsmessenger"
    c = Clock(10, 6)
    addr = "2141 Mission St, Apt 3B. Buzz 3B when you get here!"

    def lst(clock: str, rows: list[tuple[str, str, str]]) -> Screen:
        s = Screen(P, clock, batt=64)
        s.et(None, "Search", (42, 150, 900, 276), res="top_toolbar_search")
        s.ib("More options", (920, 160, 1040, 270))
        for i, (who, snip, when) in enumerate(rows):
            y = 320 + i * 220
            s.tv(who, (210, y, 780, y + 80), click=True, long=True, res="conversation_address")
            s.tv(snip, (210, y + 85, 1017, y + 140), res="conversation_body_short")
            s.tv(when, (800, y, 1017, y + 80), res="conversation_date")
        s.ib("New conversation", (835, 2000, 1017, 2182), res="conversations_fab")
        return s

    def thread(clock: str, who: str, msgs: list[tuple[str, str, bool]], draft: str | None) -> Screen:
        s = Screen(P, clock, batt=64)
        s.ib("Back", (0, 150, 147, 297))
        s.tv(who, (168, 180, 700, 268), res="thread_toolbar_title")
        s.ib("Dial number", (800, 160, 920, 280), res="dial_number")
        s.ib("More options", (920, 160, 1040, 280))
        y = 340
        for text, when, mine in msgs:
            s.tv(text, (300 if mine else 42, y, 1038 if mine else 780, y + 140), long=True, res="thread_message_body")
            s.tv(when, (700 if mine else 42, y + 145, 1038 if mine else 400, y + 190), res="thread_message_time")
            y += 230
        s.ib("Attachment", (21, 2050, 141, 2170), res="thread_add_attachment")
        s.et(draft, "Type a message…", (150, 2050, 900, 2170), focused=draft is not None, res="thread_type_message")
        s.ib("Send", (910, 2050, 1040, 2170), res="thread_send_message")
        return s

    rows = [("Jordan Lee", "Running 10 min late for standup, start without me", "9:51 AM"),
            ("Ana Ruiz", "Can you send the address?", "9:37 AM"), ("Dad", "Ok, talk tonight", "Oct 17"),
            ("Verizon", "Your bill is ready. Amount due: $64.18 by Oct 28.", "Oct 15")]
    ana = [("Hey! Are we still on for Saturday?", "Oct 17, 6:02 PM", False), ("Yes! 7pm works", "Oct 17, 6:10 PM", True),
           ("Can you send the address?", "9:37 AM", False)]
    t = Traj(lst(c(), rows))
    t.go("click", thread(c(), "Ana Ruiz", ana, None), "Ana Ruiz")
    t.go("input_text", thread(c(1), "Ana Ruiz", ana, addr), "Type a message…", text=addr)
    ana2 = ana + [(addr, "9:27 AM", True)]  # sent now (10:07) but stamped before the question it answers
    t.go("click", thread(c(), "Ana Ruiz", ana2, None), "Send")
    t.go("navigate_back", lst(c(1), [rows[0], ("Ana Ruiz", addr, "9:27 AM")] + rows[2:]))
    jordan = [("Lunch after standup? Tacos?", "Oct 17, 4:40 PM", True), ("Running 10 min late for standup, start without me", "9:51 AM", False)]
    t.go("click", thread(c(), "Jordan Lee", jordan, None), "Jordan Lee")
    reply = "No worries, we'll keep notes for you"
    t.go("input_text", thread(c(1), "Jordan Lee", jordan, reply), "Type a message…", text=reply)
    rs.add(task="android", tid="h20-android-18", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=3,
           kind="a message just sent at 10:07 is stamped 9:27 AM, before the 9:37 question it answers")


# ---------------------------------------------------------------- 19 Google Calendar (bad: notification reads back the old value)
def t19(rs: RowSet) -> None:
    P = "com.google.android.calendar"
    c = Clock(14, 14)
    events = [("Wed 18", "Standup", "9:30 – 9:45 AM", None), ("Wed 18", "1:1 with Maya", "11 – 11:30 AM", "Zoom"),
              ("Thu 19", "Standup", "9:30 – 9:45 AM", None), ("Thu 19", "Dentist", "3 – 4 PM", "Bright Smile Dental"),
              ("Fri 20", "Sprint 42 retro", "3 – 4 PM", "Room 4B")]

    def schedule(clock: str) -> Screen:
        s = Screen(P, clock, batt=52)
        s.ib("Show Calendar List and Settings drawer", (0, 150, 147, 297))
        s.tv("October", (168, 180, 600, 268), res="date_picker_text_view")
        s.ib("Search", (680, 160, 800, 280), res="action_search")
        s.ib("Jump to Today", (800, 160, 920, 280), res="action_today")
        s.ib("Account and settings. alex.morgan@gmail.com", (920, 160, 1040, 280))
        y, last = 320, None
        for day, title, when, where in events:
            if day != last:
                s.tv(day, (42, y, 180, y + 120))
                last = day
            s.add("View", None, f"{title}, {when}" + (f", {where}" if where else ""), (200, y, 1038, y + 130), click=True)
            y += 170
        s.ib("Create new event", (835, 2000, 1017, 2182), res="floating_action_button")
        return s

    def detail(clock: str, title: str, when: str, where: str | None, notes: list[str]) -> Screen:
        s = Screen(P, clock, batt=52)
        s.ib("Close", (0, 150, 147, 297))
        s.ib("Edit event", (680, 160, 800, 280), res="info_action_edit_hit")
        s.ib("Delete", (800, 160, 920, 280))
        s.ib("More options", (920, 160, 1040, 280))
        s.tv(title, (168, 320, 1017, 430), res="title")
        s.tv(when, (168, 440, 1017, 500), res="time")
        y = 560
        if where:
            s.tv(where, (168, y, 1017, y + 120), click=True, res="location")
            y += 160
        for n in notes:
            s.tv(n, (168, y, 1017, y + 70), res="first_line_text")
            y += 90
        s.tv("alex.morgan@gmail.com", (168, y + 40, 1017, y + 110), res="calendar_name")
        s.tv("Busy", (168, y + 130, 1017, y + 200), res="availability")
        return s

    def edit(clock: str, notes: list[str]) -> Screen:
        s = Screen(P, clock, batt=52)
        s.ib("Close", (0, 150, 147, 297))
        s.bt("Save", (820, 171, 1038, 276), res="save")
        s.et("Dentist", "Add title", (168, 320, 1017, 440), res="title")
        s.sw(False, (168, 480, 1017, 560), text="All-day", res="all_day_switch")
        s.tv("Thu, Oct 19, 2023", (168, 580, 700, 660), click=True, res="start_date")
        s.tv("3:00 PM", (760, 580, 1017, 660), click=True, res="start_time")
        s.tv("Thu, Oct 19, 2023", (168, 680, 700, 760), click=True, res="end_date")
        s.tv("4:00 PM", (760, 680, 1017, 760), click=True, res="end_time")
        s.tv("Does not repeat", (168, 800, 1017, 880), click=True, res="recurrence")
        s.tv("Bright Smile Dental, 455 Market St, San Francisco, CA 94105", (168, 920, 1017, 1040), click=True, res="location")
        y = 1080
        for n in notes:
            s.tv(n, (168, y, 900, y + 80), click=True, res="notification_text")
            y += 100
        s.tv("Add notification", (168, y, 1017, y + 80), click=True, res="add_notification")
        s.tv("Default color", (168, y + 120, 1017, y + 200), click=True, res="color")
        return s

    def options(clock: str, sel: str | None) -> Screen:
        s = Screen(P, clock, batt=52)
        for i, lab in enumerate(["5 minutes before", "10 minutes before", "15 minutes before", "30 minutes before",
                                 "1 hour before", "1 day before", "Custom…"]):
            s.add("RadioButton", lab, None, (84, 700 + i * 140, 996, 830 + i * 140), click=True, checkable=True, checked=lab == sel)
        return s

    dentist = ("Dentist", "Thursday, October 19 · 3:00 – 4:00 PM", "Bright Smile Dental, 455 Market St, San Francisco, CA 94105")
    t = Traj(schedule(c()))
    t.go("click", detail(c(), *dentist, ["10 minutes before"]), "Dentist, 3 – 4 PM, Bright Smile Dental")
    t.go("click", edit(c(1), ["10 minutes before"]), "Edit event")
    t.go("click", options(c(), "10 minutes before"), "10 minutes before")
    t.go("click", edit(c(1), ["1 hour before"]), "1 hour before")
    t.go("click", options(c(), None), "Add notification")
    t.go("click", edit(c(1), ["1 hour before", "1 day before"]), "1 day before")
    t.go("click", detail(c(), *dentist, ["10 minutes before", "1 day before"]), "Save")  # first reminder reads back the old value
    t.go("navigate_back", schedule(c(1)))
    t.go("click", detail(c(), "1:1 with Maya", "Wednesday, October 18 · 11 – 11:30 AM", "Zoom", ["10 minutes before"]), "1:1 with Maya, 11 – 11:30 AM, Zoom")
    t.go("navigate_back", schedule(c(1)))
    rs.add(task="android", tid="h20-android-19", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=7,
           kind="a reminder changed to 1 hour before and saved shows 10 minutes before on the event page")


# ---------------------------------------------------------------- 20 Audio Recorder (bad: recording's duration changes)
def t20(rs: RowSet) -> None:
    P = "com.dimowner.audiorecorder"
    c = Clock(10, 30)
    recs = [("Record-15", "01:24", "1.3 MB", "Oct 18, 10:32 AM"), ("Record-14", "00:42", "672 KB", "Oct 17, 6:20 PM"),
            ("Record-13", "03:05", "2.9 MB", "Oct 12, 9:04 AM"), ("Record-12", "12:47", "12.0 MB", "Oct 9, 2:15 PM")]

    def main(clock: str, rec: tuple[str, str, str, str] | None, timer: str | None, status: str | None = None) -> Screen:
        s = Screen(P, clock)
        s.ib("Records", (42, 160, 162, 280), res="btn_records_list")
        s.ib("Settings", (918, 160, 1038, 280), res="btn_settings")
        if rec:
            name, dur, size, when = rec
            s.tv(name, (63, 360, 1017, 440), click=True, res="txt_name")
            s.tv(f"{when} · {size}", (63, 450, 1017, 510), res="txt_record_info")
            s.ib("Play", (63, 560, 183, 680), res="btn_play")
            s.add("SeekBar", None, None, (200, 590, 1017, 650), click=True, scroll=True, res="play_progress")
            s.tv("00:00", (200, 660, 400, 710), res="txt_progress")
            s.tv(dur, (820, 660, 1017, 710), res="txt_duration")
        if timer:
            s.tv(timer, (140, 900, 940, 1100), res="txt_progress")
            s.tv(status, (140, 1110, 940, 1180), res="txt_record_status")
            s.add("View", None, "Recording waveform", (0, 1200, 1080, 1700), res="recording_view")
            s.ib("Pause recording", (140, 1880, 300, 2040), res="btn_record_pause")
            s.ib("Stop recording", (440, 1860, 640, 2060), res="btn_record_stop")
        else:
            s.ib("Start recording", (440, 1860, 640, 2060), res="btn_record")
            s.ib("Import", (780, 1880, 940, 2040), res="btn_import")
        return s

    def records(clock: str, playing: tuple[str, str] | None) -> Screen:
        s = Screen(P, clock)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Records", (168, 180, 600, 268))
        for i, (name, dur, size, when) in enumerate(recs):
            y = 320 + i * 220
            s.tv(name, (63, y, 900, y + 80), click=True, long=True, res="list_item_name")
            s.tv(f"{dur} · {size} · {when}", (63, y + 85, 900, y + 140), res="list_item_info")
            s.ib("More options", (918, y + 20, 1038, y + 140), res="list_item_more")
        if playing:
            s.tv(playing[0], (63, 1960, 700, 2030), res="txt_name")
            s.tv(playing[1], (63, 2040, 700, 2090), res="txt_progress")
            s.ib("Pause", (900, 1960, 1040, 2100), res="btn_play")
        return s

    def popup(clock: str) -> Screen:
        s = Screen(P, clock)
        for i, lab in enumerate(["Share", "Info", "Rename", "Open with", "Save as", "Delete"]):
            s.tv(lab, (560, 420 + i * 140, 1060, 550 + i * 140), click=True, res="title")
        return s

    def rename(clock: str, text: str) -> Screen:
        s = Screen(P, clock)
        s.tv("Rename", (84, 800, 996, 880), res="dialog_title")
        s.et(text, "Name", (84, 910, 996, 1030), focused=True, res="input_name")
        s.bt("Cancel", (540, 1080, 760, 1190), res="dialog_negative_btn")
        s.bt("OK", (780, 1080, 996, 1190), res="dialog_positive_btn")
        return s

    t = Traj(main(c(), recs[1], None))
    t.go("click", main(c(), None, "00:00:01", "Recording…"), "Start recording")
    t.go("wait", main(c(2), None, "00:01:23", "Recording…"))
    t.go("click", main(c(), recs[0], None), "Stop recording")
    t.go("click", records(c(1), None), "Records")
    t.go("click", records(c(), ("Record-15", "00:01 / 01:42")), "Record-15")  # the player reports a longer clip
    t.go("click", popup(c(1)), t.cur.find("Record-15") + 2)
    t.go("click", rename(c(), "Record-15"), "Rename")
    t.go("input_text", rename(c(1), "Interview notes - Oct 18"), "Record-15", text="Interview notes - Oct 18")
    rs.add(task="android", tid="h20-android-20", system=DROID_SYSTEM, turns=t.turns, state=t.state, bad=True, turn=5,
           kind="a new recording saved as 01:24 plays back with a total length of 01:42")


# ---------------------------------------------------------------- 21 Chrome (clean)
def t21(rs: RowSet) -> None:
    P = "com.android.chrome"
    c = Clock(13, 20)
    W = "android.view.View"
    art = "Google Pixel 8 review: Battery life"

    def bar(s: Screen, url: str | None, tabs: int) -> None:
        s.ib("Home", (0, 150, 120, 280), res="home_button")
        if url is None:
            s.tv("Search or type web address", (140, 160, 780, 270), click=True, res="search_box_text")
        else:
            s.et(url, "Search or type web address", (140, 160, 780, 270), res="url_bar")
        s.bt(str(tabs), (800, 160, 920, 280), desc=f"Switch or close tabs, {tabs} open tabs", res="tab_switcher_button")
        s.ib("Customize and control Google Chrome", (920, 160, 1040, 280), res="menu_button")

    def ntp(clock: str, tabs: int) -> Screen:
        s = Screen(P, clock, batt=47)
        bar(s, None, tabs)
        s.add("ImageView", None, "Google", (340, 420, 740, 560), res="search_provider_logo")
        for i, lab in enumerate(["YouTube", "Wikipedia", "GSMArena.com", "Reddit"]):
            s.add("FrameLayout", lab, None, (42 + i * 250, 700, 282 + i * 250, 930), click=True, long=True, res="tile_view_title")
        s.tv("Discover", (42, 1000, 700, 1080), res="header_title")
        s.add(W, "Starship's fourth test flight gets a launch window - Ars Technica · 2 hours ago", None, (42, 1120, 1038, 1500), click=True)
        return s

    def omni(clock: str, q: str | None, tabs: int) -> Screen:
        s = Screen(P, clock, batt=47)
        s.ib("Back", (0, 150, 120, 280))
        s.et(q, "Search or type web address", (140, 160, 900, 270), focused=True, res="url_bar")
        rows = (["pixel 8 battery life", "pixel 8 battery life review", "pixel 8 battery life vs iphone 15", "pixel 8 battery life problems"]
                if q else ["gsmarena.com", "en.wikipedia.org/wiki/Pixel_8", "reddit.com/r/GooglePixel"])
        for i, r in enumerate(rows):
            s.tv(r, (168, 320 + i * 150, 1017, 440 + i * 150), click=True, res="line_1")
        return s

    def serp(clock: str, tabs: int) -> Screen:
        s = Screen(P, clock, batt=47)
        bar(s, "google.com/search?q=pixel+8+battery+life", tabs)
        results = [(art + " - GSMArena.com", "Oct 12, 2023 — The Pixel 8 posted an Active Use Score of 13:42h, a solid improvement over the Pixel 7."),
                   ("Google Pixel 8 battery life test: how long does it last? - Tom's Guide", "Oct 10, 2023 — In our web surfing test over 5G, the Pixel 8 lasted 9 hours and 51 minutes."),
                   ("Pixel 8 battery life after 2 weeks : r/GooglePixel - Reddit", "Getting about 6-7 hours screen on time with mixed use and 5G on..."),
                   ("Pixel 8 vs Pixel 8 Pro: battery compared - Android Authority", "Oct 14, 2023 — The smaller Pixel 8 trails its Pro sibling by roughly an hour.")]
        for i, (a, b) in enumerate(results):
            y = 320 + i * 380
            s.add(W, a, None, (42, y, 1038, y + 130), click=True)
            s.add(W, b, None, (42, y + 140, 1038, y + 330))
        return s

    def article(clock: str, tabs: int, lower: bool, comments: int) -> Screen:
        s = Screen(P, clock, batt=47)
        bar(s, "gsmarena.com/google_pixel_8-review-2612p5.php", tabs)
        if not lower:
            s.add(W, art, None, (42, 320, 1038, 460))
            s.add(W, "Review by Prasad, 12 October 2023", None, (42, 470, 1038, 530))
            s.add(W, f"Reader comments ({comments})", None, (42, 540, 1038, 600), click=True)
            s.add(W, "The Pixel 8 has a 4,575mAh battery, 220mAh more than the Pixel 7, and it shows in our tests.", None, (42, 640, 1038, 900))
        for i, (k, v) in enumerate([("Active Use Score", "13:42h"), ("Calls", "30:12h"), ("Web browsing", "14:55h"), ("Video playback", "12:03h")]):
            y = (320 if lower else 960) + i * 120
            s.add(W, f"{k} {v}", None, (42, y, 1038, y + 100))
        if lower:
            s.add(W, "Charging speed: 47% in 30 minutes with the 27W Google charger", None, (42, 820, 1038, 960))
            s.add(W, "Next: Charging speed", None, (42, 1000, 1038, 1080), click=True)
        return s

    def menu(clock: str) -> Screen:
        s = Screen(P, clock, batt=47)
        for i, d in enumerate(["Forward", "Bookmark", "Download", "Page info", "Refresh"]):
            s.ib(d, (480 + i * 115, 170, 590 + i * 115, 290), res="button_" + d.lower().replace(" ", "_"))
        for i, lab in enumerate(["New tab", "New Incognito tab", "History", "Downloads", "Bookmarks", "Recent tabs", "Share…", "Find in page"]):
            s.tv(lab, (480, 320 + i * 140, 1060, 450 + i * 140), click=True, res="menu_item_text")
        return s

    def switcher(clock: str) -> Screen:
        s = Screen(P, clock, batt=47)
        s.ib("New tab", (0, 150, 147, 297), res="new_tab_view_button")
        s.tv("2 open tabs", (200, 180, 700, 268))
        s.ib("More options", (920, 160, 1040, 280))
        for i, title in enumerate(["Pixel 8 (phone) - Wikipedia", art]):
            x = 42 + i * 510
            s.add("FrameLayout", title, f"{title}, tab", (x, 320, x + 480, 1000), click=True, selected=i == 1, res="tab_title")
            s.ib(f"Close {title} tab", (x + 380, 320, x + 480, 420), res="action_button")
        return s

    t = Traj(ntp(c(), 2))
    t.go("click", omni(c(), None, 2), "Search or type web address")
    t.go("input_text", omni(c(1), "pixel 8 battery life", 2), "Search or type web address", text="pixel 8 battery life")
    t.go("keyboard_enter", serp(c(), 2))
    t.go("click", article(c(1), 2, False, 212), art + " - GSMArena.com")
    t.go("scroll", article(c(1), 2, True, 212), direction="down")
    t.go("click", menu(c()), "Customize and control Google Chrome")
    t.go("click", article(c(1), 2, False, 215), "Refresh")
    t.go("click", switcher(c()), "Switch or close tabs, 2 open tabs")
    t.go("click", ntp(c(1), 3), "New tab")
    rs.add(task="android", tid="h20-android-21", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 22 OpenTracks (clean)
def t22(rs: RowSet) -> None:
    P = "de.dennisguse.opentracks"
    c = Clock(12, 10)
    older = [("Morning run", "5.21 km · 28:43", "Oct 16, 2023 6:58 AM · Running"), ("Bike commute", "12.40 km · 41:05", "Oct 13, 2023 8:12 AM · Biking"),
             ("Rattlesnake Ledge", "6.63 km · 2:47:10", "Oct 7, 2023 9:31 AM · Hiking"), ("Evening walk", "2.88 km · 35:52", "Oct 5, 2023 7:14 PM · Walking")]

    def lst(clock: str, rows: list[tuple[str, str, str]]) -> Screen:
        s = Screen(P, clock, batt=81)
        s.tv("OpenTracks", (63, 170, 600, 270))
        s.ib("Search", (800, 160, 920, 280), res="track_list_search")
        s.ib("More options", (920, 160, 1040, 280))
        for i, (a, b, d) in enumerate(rows[:4]):
            y = 320 + i * 240
            s.tv(a, (189, y, 1017, y + 80), click=True, long=True, res="list_item_name")
            s.tv(b, (189, y + 85, 1017, y + 140), res="list_item_time_distance")
            s.tv(d, (189, y + 145, 1017, y + 200), res="list_item_date")
        s.ib("Record", (835, 2000, 1017, 2182), res="track_list_record")
        return s

    def recording(clock: str, stats: list[tuple[str, str]], gps: str) -> Screen:
        s = Screen(P, clock, batt=81)
        s.tv(gps, (63, 170, 900, 270), res="track_recording_gps")
        for i, (k, v) in enumerate(stats):
            y = 340 + (i // 2) * 260
            x = 42 + (i % 2) * 520
            s.tv(v, (x, y, x + 480, y + 150), res="stats_value")
            s.tv(k, (x, y + 155, x + 480, y + 210), res="stats_description")
        s.ib("Pause", (140, 1980, 300, 2140), res="track_recording_fab_pause")
        s.add("ImageButton", None, "Stop recording (long press)", (440, 1960, 640, 2160), click=True, long=True, res="track_recording_fab_stop")
        return s

    def detail(clock: str, name: str) -> Screen:
        s = Screen(P, clock, batt=81)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv(name, (168, 180, 700, 268))
        s.ib("Edit", (920, 160, 1040, 280), res="track_detail_edit")
        for i, (k, v) in enumerate([("Total time", "00:03:20"), ("Distance", "0.54 km"), ("Moving time", "00:03:11"), ("Average speed", "9.7 km/h"),
                                    ("Average moving speed", "10.2 km/h"), ("Max speed", "12.9 km/h")]):
            y = 340 + (i // 2) * 240
            x = 42 + (i % 2) * 520
            s.tv(v, (x, y, x + 480, y + 130), res="stats_value")
            s.tv(k, (x, y + 135, x + 480, y + 190), res="stats_description")
        return s

    def edit(clock: str, name: str) -> Screen:
        s = Screen(P, clock, batt=81)
        s.ib("Navigate up", (0, 150, 147, 297))
        s.tv("Edit track", (168, 180, 700, 268))
        s.et(name, "Name", (63, 320, 1017, 450), focused=name != "2023-10-18 12:10", res="fields_name")
        s.et("Running", "Activity type", (168, 480, 1017, 610), res="fields_activity_type")
        s.et(None, "Description", (63, 640, 1017, 900), res="fields_description")
        s.bt("Cancel", (63, 2100, 500, 2230), res="fields_cancel")
        s.bt("Save", (580, 2100, 1017, 2230), res="fields_save")
        return s

    t = Traj(lst(c(), older))
    t.go("click", recording(c(), [("Total time", "00:00:02"), ("Distance", "0.00 km"), ("Speed", "—"), ("Moving time", "00:00:00")],
                            "Waiting for GPS signal…"), "Record")
    t.go("wait", recording(c(), [("Total time", "00:00:41"), ("Distance", "0.08 km"), ("Speed", "7.2 km/h"), ("Moving time", "00:00:36"),
                                 ("Average moving speed", "8.0 km/h"), ("Max speed", "8.9 km/h")], "GPS: 5 m accuracy"))
    t.go("wait", recording(c(3), [("Total time", "00:03:12"), ("Distance", "0.51 km"), ("Speed", "9.4 km/h"), ("Moving time", "00:03:04"),
                                  ("Average moving speed", "10.0 km/h"), ("Max speed", "12.9 km/h")], "GPS: 4 m accuracy"))
    t.go("long_press", detail(c(), "2023-10-18 12:10"), "Stop recording (long press)")
    t.go("click", edit(c(1), "2023-10-18 12:10"), "Edit")
    t.go("input_text", edit(c(), "Lunch run"), "2023-10-18 12:10", text="Lunch run")
    t.go("click", detail(c(1), "Lunch run"), "Save")
    t.go("navigate_back", lst(c(), [("Lunch run", "0.54 km · 03:20", "Oct 18, 2023 12:10 PM · Running")] + older))
    rs.add(task="android", tid="h20-android-22", system=DROID_SYSTEM, turns=t.turns, state=t.state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
