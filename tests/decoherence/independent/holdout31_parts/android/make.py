# ruff: noqa: E501
"""Holdout31, android domain: 22 hand-written AndroidWorld trajectories, 11 of them with exactly one contradiction.

Each trajectory drives one app on a 1080x2400 phone with AndroidWorld actions; every observation is the
element list of the next screen (status-bar clock and battery included, so they move on their own).
Screens are built from per-app functions fed with the app's state, so a trajectory stays consistent
except for the one detail a bad trajectory deliberately drifts.

Run: ``python -m tests.decoherence.independent.holdout31_parts.android.make`` (writes android_test.jsonl
and labels.json next to this file).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TASK = "android"
SYSUI = "com.android.systemui"
W = "android.widget."
CLS = {n: W + n for n in ("TextView", "Button", "ImageButton", "EditText", "Switch", "CheckBox", "ImageView",
                          "LinearLayout", "FrameLayout", "RadioButton", "SeekBar", "CheckedTextView",
                          "ProgressBar", "Spinner", "ToggleButton")}
CLS.update(RecyclerView="androidx.recyclerview.widget.RecyclerView", View="android.view.View",
           ViewGroup="android.view.ViewGroup", WebView="android.webkit.WebView")
CLICKY = {"Button", "ImageButton", "Switch", "CheckBox", "RadioButton", "CheckedTextView", "EditText", "ToggleButton"}
CHECKY = {"Switch", "CheckBox", "RadioButton", "CheckedTextView", "ToggleButton"}
MAXLEN = 8800


class BB:
    """Pixel bounding box, printed the way AndroidWorld prints it."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.v = (x0, y0, x1, y1)

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.v
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


class Scr:
    """One screen: the ordered UI elements AndroidWorld would report."""

    def __init__(self, pkg: str, clock: str, batt: int = 80) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.add(clock, None, y=14, h=56, x=(42, 170), pkg=SYSUI, res="clock")
        self.add(None, f"Battery {batt} percent.", "ImageView", y=14, h=56, x=(968, 1038), pkg=SYSUI, res="battery")

    def add(self, text: str | None = None, desc: str | None = None, cls: str = "TextView", *, y: int = 0,
            h: int = 63, x: tuple[int, int] = (42, 1038), pkg: str | None = None, res: str | None = None,
            hint: str | None = None, checked: bool = False, click: bool | None = None, edit: bool | None = None,
            focused: bool = False, scroll: bool = False, selected: bool = False, long: bool = False,
            enabled: bool = True, checkable: bool | None = None) -> Scr:
        pkg = pkg or self.pkg
        click = cls in CLICKY if click is None else click
        edit = cls == "EditText" if edit is None else edit
        checkable = cls in CHECKY if checkable is None else checkable
        if res and ":" not in res:
            res = f"{pkg}:id/{res}"
        self.els.append({
            "text": text, "content_description": desc, "class_name": CLS.get(cls, cls),
            "bbox_pixels": BB(x[0], y, x[1], y + h), "hint_text": hint, "is_checked": checked,
            "is_checkable": checkable, "is_clickable": click, "is_editable": edit, "is_enabled": enabled,
            "is_focused": focused, "is_focusable": click or edit, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": selected, "is_visible": True, "package_name": pkg,
            "resource_name": res})
        return self

    def i(self, key: str, n: int = 0) -> int:
        hits = [k for k, e in enumerate(self.els) if key in (e["text"], e["content_description"], e["hint_text"])]
        return hits[n]

    def has(self, sub: str, n: int = 0) -> int:
        hits = [k for k, e in enumerate(self.els) if any(sub in (e[f] or "") for f in ("text", "content_description"))]
        return hits[n]

    def of(self, cls: str, n: int = 0) -> int:
        hits = [k for k, e in enumerate(self.els) if e["class_name"] == CLS.get(cls, cls)]
        return hits[n]

    def __str__(self) -> str:
        return ui_elements(self.els)


def bar(s: Scr, title: str | None, up: str | None = "Navigate up", acts: tuple[str, ...] = (), y: int = 84) -> None:
    """A toolbar: up arrow, title, action icons from the right edge."""
    if up:
        s.add(None, up, "ImageButton", y=y, h=126, x=(0, 126))
    if title:
        s.add(title, y=y + 21, h=84, x=(168, 760))
    x = 1080 - 126 * len(acts)
    for a in acts:
        s.add(None, a, "ImageButton", y=y, h=126, x=(x, x + 126))
        x += 126


def row(s: Scr, title: str, sub: str | None, y: int, *, x: tuple[int, int] = (189, 1038), click: bool = True,
        res: tuple[str | None, str | None] = (None, None), desc: str | None = None) -> None:
    s.add(title, desc, y=y, h=66, x=x, click=click, long=click, res=res[0])
    if sub is not None:
        s.add(sub, y=y + 66, h=54, x=x, res=res[1])


def sw(s: Scr, title: str, sub: str | None, on: bool, y: int, enabled: bool = True) -> None:
    """A settings row with a trailing switch."""
    s.add(title, y=y, h=66, x=(42, 860), res="android:id/title", enabled=enabled)
    if sub:
        s.add(sub, y=y + 66, h=54, x=(42, 860), res="android:id/summary", enabled=enabled)
    s.add(None, None, "Switch", checked=on, y=y + 10, h=100, x=(880, 1038), res="android:id/switch_widget", enabled=enabled)


def pref(s: Scr, title: str, sub: str | None, y: int) -> None:
    s.add(title, y=y, h=66, x=(42, 1038), click=True, res="android:id/title")
    if sub:
        s.add(sub, y=y + 66, h=54, x=(42, 1038), res="android:id/summary")


class Tr:
    """A trajectory under construction: actions target elements of the current screen by text."""

    def __init__(self, first: Scr) -> None:
        self.first, self.cur = first, first
        self.turns: list[tuple[str, str]] = []

    def go(self, action: str, nxt: Scr) -> None:
        text = str(nxt)
        assert len(text) <= MAXLEN, (len(self.turns) + 1, len(text), text[:200])
        self.turns.append((action, text))
        self.cur = nxt

    def click(self, key: str, n: int = 0) -> str:
        return droid("click", index=self.cur.i(key, n))

    def clickc(self, sub: str, n: int = 0) -> str:
        return droid("click", index=self.cur.has(sub, n))

    def long(self, key: str, n: int = 0) -> str:
        return droid("long_press", index=self.cur.i(key, n))

    def type(self, text: str, key: str, n: int = 0) -> str:
        return droid("input_text", text=text, index=self.cur.i(key, n))

    @staticmethod
    def back() -> str:
        return droid("navigate_back")

    @staticmethod
    def scroll(direction: str) -> str:
        return droid("scroll", direction=direction)

    @staticmethod
    def enter() -> str:
        return droid("keyboard_enter")


def add(rs: RowSet, n: int, goal: str, t: Tr, bad: int | None = None, kind: str = "clean") -> None:
    assert len(str(t.first)) <= MAXLEN, (n, len(str(t.first)))
    state = f"Goal: {goal}\n\nCurrent screen:\n{t.first}"
    rs.add(task=TASK, tid=f"h31-android-{n:02d}", system=DROID_SYSTEM, turns=t.turns, state=state,
           bad=bad is not None, turn=bad, kind=kind)


# ---------------------------------------------------------------- 01 Contacts (bad)
CP = "com.google.android.contacts"
ACCT = "morgan.reyes.dev@gmail.com"


def c_list(names: list[str], clock: str, batt: int, fav: tuple[str, ...] = ()) -> Scr:
    s = Scr(CP, clock, batt)
    s.add(None, "Open navigation drawer", "ImageButton", y=84, h=126, x=(21, 147))
    s.add("Search contacts", None, click=True, y=84, h=126, x=(147, 891), res="open_search_bar_text_view")
    y = 231
    if fav:
        s.add("Favourites", y=y, h=84, x=(42, 600), res="header_text")
        y += 84
        for n in fav:
            s.add(n, None, click=True, long=True, y=y, h=147, x=(189, 1038))
            y += 147
        s.add("Contacts", y=y, h=84, x=(42, 600), res="header_text")
        y += 84
    for n in names[:7 - len(fav)] if fav else names[:9]:
        s.add(n, None, click=True, long=True, y=y, h=147, x=(189, 1038))
        y += 147
    s.add("Create contact", "Create contact", "Button", y=1995, h=147, x=(627, 1038), res="floating_action_button")
    for k, tab in enumerate(("Contacts", "Highlights", "Fix & manage")):
        s.add(tab, tab, "FrameLayout", click=True, selected=k == 0, y=2190, h=147, x=(k * 360, k * 360 + 360), res="navigation_bar_item_large_label_view")
    return s


def c_detail(name: str, company: str | None, rows: list[tuple[str, str]], clock: str, batt: int,
             starred: bool = False) -> Scr:
    s = Scr(CP, clock, batt)
    s.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    s.add(None, "Edit contact", "ImageButton", y=84, h=126, x=(702, 828), res="menu_edit")
    s.add(None, "Remove from favourites" if starred else "Add to favourites", "ImageButton", selected=starred, y=84, h=126, x=(828, 954), res="menu_star")
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    s.add(name, y=600, h=105, res="large_title")
    if company:
        s.add(company, y=705, h=60, res="subtitle")
    phone = any(k == "Mobile" for _, k in rows)
    for k, lbl in enumerate(("Call", "Text", "Video", "Email")):
        on = phone if lbl in ("Call", "Text", "Video") else any("@" in v for v, _ in rows)
        s.add(lbl, lbl, "Button", enabled=on, y=800, h=170, x=(42 + k * 250, 280 + k * 250))
    y = 1100
    for val, kind in rows:
        s.add(val, None, click=True, long=True, y=y, h=70, x=(189, 880), res="header")
        s.add(kind, y=y + 70, h=50, x=(189, 880), res="sub_header")
        if kind == "Mobile":
            s.add(None, f"Send message to {val}", "ImageButton", y=y, h=120, x=(900, 1038), res="icon_alternate")
        y += 170
    return s


def c_menu(clock: str, batt: int) -> Scr:
    s = Scr(CP, clock, batt)
    for k, it in enumerate(("Delete", "Share", "Add to home screen", "Set ringtone", "Route to voicemail", "Block numbers", "Help & feedback")):
        s.add(it, None, click=True, y=105 + k * 126, h=126, x=(498, 1059), res="title")
    return s


def c_del(clock: str, batt: int) -> Scr:
    s = Scr(CP, clock, batt)
    s.add("Delete this contact?", y=990, h=80, x=(105, 975), res="alertTitle")
    s.add(f"This contact will be deleted from your Google Account {ACCT} and all your synced devices.", y=1090, h=150, x=(105, 975), res="android:id/message")
    s.add("Cancel", None, "Button", y=1290, h=110, x=(560, 760), res="android:id/button2")
    s.add("Delete", None, "Button", y=1290, h=110, x=(780, 975), res="android:id/button1")
    return s


def c_edit(title: str, f: dict[str, str | None], clock: str, batt: int, focus: str | None = None) -> Scr:
    s = Scr(CP, clock, batt)
    s.add(None, "Cancel", "ImageButton", y=84, h=126, x=(0, 126))
    s.add(title, y=105, h=84, x=(168, 700))
    s.add("Save", None, "Button", y=98, h=98, x=(840, 1038), res="toolbar_button")
    s.add(f"Saving to {ACCT}", y=250, h=60, x=(189, 1038), res="account_name")
    s.add(None, "Add picture" if title == "Create contact" else "Change picture", "ImageView", click=True, y=340, h=280, x=(400, 680), res="photo")
    y = 680
    for hint in ("First name", "Surname", "Company", "Phone", "Email"):
        s.add(f.get(hint), None, "EditText", hint=hint, focused=focus == hint, y=y, h=147, x=(189, 1038))
        y += 168
        if hint in ("Phone", "Email"):
            s.add("Mobile" if hint == "Phone" else "Work", None, "Spinner", click=True, y=y - 20, h=84, x=(189, 500), res="spinner")
            y += 80
    s.add("More fields", None, "Button", y=y + 20, h=110, x=(189, 560), res="more_fields")
    return s


def t01(rs: RowSet) -> None:
    names0 = ["Aaron Patel", "Beatriz Ocampo", "Chen Wei", "Dana Whitfield", "Diego Fernández", "Elena Sokolova",
              "Farah Haddad", "Hannah Kim", "Marcus Lee", "Nora Lindqvist", "Omar Haddad"]
    names1 = [n for n in names0 if n != "Dana Whitfield"]
    dana = [("+1 650-555-0147", "Mobile"), ("dana.whitfield@proton.me", "Home")]
    marcus0 = [("marcus.lee@northwind.io", "Work")]
    marcus1 = [("+1 415-555-0182", "Mobile"), ("marcus.lee@northwind.io", "Work")]
    form = {"First name": "Marcus", "Surname": "Lee", "Company": "Northwind Labs", "Phone": None, "Email": "marcus.lee@northwind.io"}
    t = Tr(c_list(names0, "10:14", 64))
    t.go(t.click("Dana Whitfield"), c_detail("Dana Whitfield", None, dana, "10:14", 64))
    t.go(t.click("More options"), c_menu("10:14", 64))
    t.go(t.click("Delete"), c_del("10:15", 64))
    t.go(t.click("Delete"), c_list(names1, "10:15", 64))
    t.go(t.click("Marcus Lee"), c_detail("Marcus Lee", "Northwind Labs", marcus0, "10:15", 64))
    t.go(t.back(), c_list(names0, "10:15", 63))  # BAD: deleted contact listed again
    t.go(t.click("Marcus Lee"), c_detail("Marcus Lee", "Northwind Labs", marcus0, "10:16", 63))
    t.go(t.click("Edit contact"), c_edit("Edit contact", form, "10:16", 63))
    t.go(t.type("+14155550182", "Phone"), c_edit("Edit contact", {**form, "Phone": "+1 415-555-0182"}, "10:16", 63, focus="Phone"))
    t.go(t.click("Save"), c_detail("Marcus Lee", "Northwind Labs", marcus1, "10:17", 63))
    add(rs, 1, "Delete the contact Dana Whitfield, then add the mobile number +1 415 555 0182 to Marcus Lee.", t,
        bad=6, kind="contact deleted at turn 4 is listed again in the same contact list with no undo or re-add")


# ---------------------------------------------------------------- 02 Clock alarms (clean)
DC = "com.google.android.deskclock"


def clock_tabs(s: Scr, sel: str) -> None:
    for k, tab in enumerate(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")):
        s.add(tab, tab, "FrameLayout", click=True, selected=tab == sel, y=2190, h=147, x=(k * 216, k * 216 + 216), res="navigation_bar_item_large_label_view")


def alarms(al: list[dict[str, Any]], exp: int | None, clock: str, batt: int) -> Scr:
    s = Scr(DC, clock, batt)
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    y = 300
    for k, a in enumerate(al):
        if k == exp:
            s.add(a["label"] or "Add label", "Label", click=True, y=y, h=80, x=(63, 700), res="edit_label")
            s.add(None, "Collapse alarm", "ImageButton", y=y, h=110, x=(912, 1038), res="arrow")
            s.add(a["time"], a["time"], click=True, y=y + 90, h=160, x=(63, 600), res="digital_clock")
            s.add(a["days"], y=y + 270, h=60, x=(63, 700), res="upcoming_instance_label")
            s.add(None, a["time"], "Switch", checked=a["on"], y=y + 255, h=90, x=(870, 1038), res="onoff")
            y += 420
        else:
            if a["label"]:
                s.add(a["label"], y=y, h=60, x=(63, 700), res="label")
            s.add(a["time"], a["time"], click=True, y=y + 60, h=150, x=(63, 600), res="digital_clock")
            s.add(a["days"], y=y + 215, h=60, x=(63, 700), res="days_of_week")
            s.add(None, a["time"], "Switch", checked=a["on"], y=y + 200, h=90, x=(870, 1038), res="onoff")
            y += 320
    s.add(None, "Add alarm", "ImageButton", y=1980, h=168, x=(456, 624), res="fab")
    clock_tabs(s, "Alarm")
    return s


def picker(h: str, m: str, pm: bool, text_mode: bool, clock: str, batt: int, focus: str | None = None) -> Scr:
    s = Scr(DC, clock, batt)
    s.add("Enter time" if text_mode else "Select time", y=560, h=70, x=(105, 975), res="header_title")
    if text_mode:
        s.add(h, "Hour", "EditText", focused=focus == "h", y=660, h=210, x=(105, 400), res="material_hour_text_input")
        s.add(":", y=700, h=130, x=(400, 460))
        s.add(m, "Minute", "EditText", focused=focus == "m", y=660, h=210, x=(460, 755), res="material_minute_text_input")
        s.add("Hour", y=880, h=50, x=(105, 400))
        s.add("Minute", y=880, h=50, x=(460, 755))
    else:
        s.add(h, "9 o'clock" if h == "9" else f"{h} o'clock", "ToggleButton", checked=True, y=660, h=210, x=(105, 400), res="material_hour_tv")
        s.add(":", y=700, h=130, x=(400, 460))
        s.add(m, f"{m} minutes", "ToggleButton", y=660, h=210, x=(460, 755), res="material_minute_tv")
        s.add(None, None, "ViewGroup", click=True, y=940, h=640, x=(220, 860), res="material_clock_face")
    s.add("AM", None, "Button", checkable=True, checked=not pm, y=660, h=105, x=(790, 975), res="material_clock_period_am_button")
    s.add("PM", None, "Button", checkable=True, checked=pm, y=765, h=105, x=(790, 975), res="material_clock_period_pm_button")
    s.add(None, "Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.", "ImageButton", y=1640, h=126, x=(105, 231), res="material_timepicker_mode_button")
    s.add("Cancel", None, "Button", y=1650, h=105, x=(600, 780), res="material_timepicker_cancel_button")
    s.add("OK", None, "Button", y=1650, h=105, x=(800, 975), res="material_timepicker_ok_button")
    return s


def world_clock(clock: str, batt: int) -> Scr:
    s = Scr(DC, clock, batt)
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    s.add("9:37 PM", "9:37 PM", y=300, h=240, x=(200, 880), res="digital_clock")
    s.add("Wed, Mar 12", "Wednesday, March 12", y=560, h=63, x=(300, 780), res="date")
    s.add("Thu 6:45 AM", "Next alarm: Thursday 6:45 AM", y=630, h=63, x=(300, 780), res="nextAlarm")
    for k, (city, t_, off) in enumerate((("London", "4:37 AM", "Tomorrow, +7 HRS"),)):
        y = 800 + k * 200
        s.add(city, y=y, h=70, x=(63, 600), res="city_name")
        s.add(off, y=y + 70, h=55, x=(63, 600), res="city_day")
        s.add(t_, t_, y=y, h=120, x=(700, 1017), res="digital_clock")
    s.add(None, "Cities", "ImageButton", y=1980, h=168, x=(456, 624), res="fab")
    clock_tabs(s, "Clock")
    return s


def t02(rs: RowSet) -> None:
    a730 = {"time": "7:30 AM", "days": "Mon, Tue, Wed, Thu, Fri", "label": None, "on": True}
    new = {"time": "6:45 AM", "days": "Tomorrow", "label": None, "on": True}
    t = Tr(alarms([a730], None, "9:33", 41))
    t.go(t.click("Add alarm"), picker("9", "33", True, False, "9:33", 41))
    t.go(t.click("Switch to text input mode for the time input."), picker("9", "33", True, True, "9:33", 41))
    t.go(t.type("6", "Hour"), picker("6", "33", True, True, "9:34", 41, focus="h"))
    t.go(t.type("45", "Minute"), picker("6", "45", True, True, "9:34", 41, focus="m"))
    t.go(t.click("AM"), picker("6", "45", False, True, "9:34", 41, focus="m"))
    t.go(t.click("OK"), alarms([new, a730], 0, "9:35", 41))
    s = Scr(DC, "9:35", 40)
    s.add("Label", y=900, h=80, x=(105, 975), res="alertTitle")
    s.add(None, None, "EditText", hint="Label", focused=True, y=1000, h=147, x=(105, 975), res="labelBox")
    s.add("Cancel", None, "Button", y=1200, h=110, x=(560, 760), res="android:id/button2")
    s.add("OK", None, "Button", y=1200, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click("Add label"), s)
    s2 = Scr(DC, "9:35", 40)
    s2.els = [dict(e) for e in s.els]
    s2.els[3]["text"] = "Gym"
    t.go(droid("input_text", text="Gym", index=t.cur.of("EditText")), s2)
    gym = {**new, "label": "Gym"}
    t.go(t.click("OK"), alarms([gym, a730], 0, "9:36", 40))
    off = {**a730, "on": False}
    t.go(droid("click", index=t.cur.i("7:30 AM", 1)), alarms([gym, off], 0, "9:36", 40))
    t.go(t.click("Clock"), world_clock("9:37", 40))
    t.go(t.click("Alarm"), alarms([gym, off], None, "9:37", 40))
    add(rs, 2, "Add a one-time alarm for 6:45 AM labelled Gym and turn off the 7:30 AM weekday alarm.", t)


# ---------------------------------------------------------------- 03 Markor (bad)
MK = "net.gsantner.markor"


def mk_list(files: list[str], clock: str, batt: int) -> Scr:
    s = Scr(MK, clock, batt)
    s.add("Markor", y=105, h=84, x=(42, 600))
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    y = 250
    for f in files:
        s.add(f, None, click=True, long=True, y=y, h=150, x=(168, 1038), res="ui__filesystem_item__title")
        y += 150
    s.add(None, "Create a new file or folder", "ImageButton", y=1960, h=168, x=(870, 1038), res="fab_add_new_item")
    for k, tab in enumerate(("Files", "To-Do", "QuickNote", "More")):
        s.add(tab, tab, "FrameLayout", click=True, selected=k == 0, y=2190, h=147, x=(k * 270, k * 270 + 270))
    return s


def mk_new(name: str | None, clock: str, batt: int) -> Scr:
    s = Scr(MK, clock, batt)
    s.add("Create a new file", y=700, h=80, x=(84, 996), res="alertTitle")
    s.add(name, None, "EditText", hint="Name", focused=True, y=810, h=140, x=(84, 760), res="new_file_dialog__name")
    s.add(".md", None, "EditText", hint="Extension", y=810, h=140, x=(780, 996), res="new_file_dialog__ext")
    s.add("Markdown", None, "Spinner", click=True, y=980, h=120, x=(84, 996), res="new_file_dialog__type")
    s.add("Encrypt", None, "CheckBox", y=1120, h=110, x=(84, 996), res="new_file_dialog__encrypt")
    s.add("Folder", None, "Button", y=1260, h=110, x=(84, 320), res="android:id/button3")
    s.add("Cancel", None, "Button", y=1260, h=110, x=(560, 760), res="android:id/button2")
    s.add("OK", None, "Button", y=1260, h=110, x=(780, 996), res="android:id/button1")
    return s


def mk_edit(fname: str, body: str | None, clock: str, batt: int) -> Scr:
    s = Scr(MK, clock, batt)
    bar(s, fname, acts=("Undo", "Redo", "Save", "Preview", "More options"))
    s.add(body, None, "EditText", focused=True, long=True, scroll=True, y=231, h=1700, x=(0, 1080), res="document__fragment__edit__highlighting_editor")
    for k, a in enumerate(("Checkbox", "Unordered list", "Header", "Bold", "Italic")):
        s.add(None, a, "ImageButton", y=1950, h=126, x=(k * 140, k * 140 + 140))
    return s


def t03(rs: RowSet) -> None:
    f0 = ["archive", "budget_2025.md", "grocery.md", "meeting-notes.md", "quotes.txt", "recipes.md"]
    f1 = sorted(f0[1:] + ["packing_list.md"])
    f2 = sorted(f0[1:] + ["packing_list.md", "itinerary.md"])
    body = "- passport\n- charger\n- travel adapter (EU)\n- rain jacket"
    t = Tr(mk_list(f0, "14:02", 57))
    t.go(t.click("Create a new file or folder"), mk_new(None, "14:02", 57))
    t.go(t.type("packing_list", "Name"), mk_new("packing_list", "14:02", 57))
    t.go(t.click("OK"), mk_edit("packing_list.md", None, "14:03", 57))
    t.go(droid("input_text", text=body, index=t.cur.of("EditText")), mk_edit("packing_list.md", body, "14:03", 57))
    t.go(t.back(), mk_list(["archive"] + f1, "14:04", 56))
    t.go(t.click("Create a new file or folder"), mk_new(None, "14:04", 56))
    t.go(t.type("itinerary", "Name"), mk_new("itinerary", "14:04", 56))
    t.go(t.click("OK"), mk_edit("itinerary.md", None, "14:05", 56))
    t.go(t.back(), mk_list(["archive"] + [f for f in f2 if f != "packing_list.md"], "14:05", 56))  # BAD
    t.go(t.click("itinerary.md"), mk_edit("itinerary.md", None, "14:05", 56))
    add(rs, 3, "In Markor create packing_list.md with my packing items, then create an empty itinerary.md.", t,
        bad=9, kind="file created and listed earlier is missing from the same folder listing with no delete")


# ---------------------------------------------------------------- 04 Settings sound (bad)
ST = "com.android.settings"


def snd_top(clock: str, batt: int) -> Scr:
    s = Scr(ST, clock, batt)
    bar(s, "Sound & vibration")
    y = 420
    for lbl in ("Media volume", "Call volume", "Ring & notification volume", "Alarm volume"):
        s.add(lbl, y=y, h=66, x=(168, 1038), res="android:id/title")
        s.add(None, lbl, "SeekBar", click=True, y=y + 66, h=110, x=(126, 1038), res="android:id/seekbar")
        y += 210
    pref(s, "Do Not Disturb", "Off", y + 20)
    pref(s, "Vibration & haptics", "On", y + 200)
    return s


def snd_bot(dial: bool, touch: bool, clock: str, batt: int) -> Scr:
    s = Scr(ST, clock, batt)
    bar(s, "Sound & vibration")
    pref(s, "Phone ringtone", "Pixie Dust", 300)
    pref(s, "Default notification sound", "Chime", 480)
    y = 680
    for title, on in (("Dial pad tones", dial), ("Screen locking sound", True), ("Charging sounds and vibration", True), ("Touch sounds", touch)):
        sw(s, title, None, on, y)
        y += 170
    return s


def vib(clock: str, batt: int) -> Scr:
    s = Scr(ST, clock, batt)
    bar(s, "Vibration & haptics")
    sw(s, "Use vibration & haptics", None, True, 330)
    s.add("Calls", y=520, h=60, x=(42, 1038), res="android:id/title")
    y = 600
    for title in ("Ring vibration", "Notification vibration", "Alarm vibration", "Touch feedback"):
        sw(s, title, None, True, y)
        y += 170
    return s


def st_main(clock: str, batt: int, storage: str = "46% used - 68.9 GB free") -> Scr:
    s = Scr(ST, clock, batt)
    s.add("Search settings", None, click=True, y=240, h=150, x=(42, 1038), res="search_action_bar_title")
    y = 460
    for title, sub in (("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Apps", "Assistant, recent apps, default apps"),
                       ("Notifications", "Notification history, conversations"), ("Battery", f"{batt}%"),
                       ("Storage", storage), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                       ("Display", "Dark theme, font size, brightness")):
        pref(s, title, sub, y)
        y += 200
    return s


def display(clock: str, batt: int) -> Scr:
    s = Scr(ST, clock, batt)
    bar(s, "Display")
    pref(s, "Brightness level", "62%", 330)
    sw(s, "Adaptive brightness", None, True, 510)
    pref(s, "Lock screen", "Show all notification content", 690)
    pref(s, "Screen timeout", "After 30 seconds", 870)
    sw(s, "Dark theme", None, False, 1050)
    pref(s, "Font size", "Default", 1230)
    return s


def t04(rs: RowSet) -> None:
    t = Tr(snd_bot(True, True, "18:20", 78))
    t.go(droid("click", index=t.cur.i("Dial pad tones") + 1), snd_bot(False, True, "18:20", 78))
    t.go(droid("click", index=t.cur.i("Touch sounds") + 1), snd_bot(False, False, "18:20", 78))
    t.go(t.scroll("up"), snd_top("18:21", 78))
    t.go(t.click("Vibration & haptics"), vib("18:21", 78))
    t.go(t.back(), snd_top("18:21", 77))
    t.go(t.scroll("down"), snd_bot(True, False, "18:22", 77))  # BAD
    t.go(t.back(), st_main("18:22", 77))
    t.go(t.click("Display"), display("18:22", 77))
    add(rs, 4, "Turn off dial pad tones and touch sounds, check the vibration settings, then open the Display settings.", t,
        bad=6, kind="switch the agent turned off reads on again with no action")


# ---------------------------------------------------------------- 05 Expense Manager (clean)
EX = "com.arduia.expense"
EXPENSES = [("Farmers market", "Food", 23.40, "Mar 12"), ("Coffee beans", "Food", 18.50, "Mar 11"),
            ("Electric bill", "Utilities", 96.20, "Mar 10"), ("Taxi to airport", "Transport", 38.00, "Mar 10"),
            ("Movie tickets", "Entertainment", 27.00, "Mar 9"), ("Pharmacy", "Health", 14.75, "Mar 8"),
            ("Parking meter", "Transport", 2.75, "Mar 6"), ("Groceries", "Food", 92.40, "Mar 4"),
            ("Gym membership", "Health", 45.00, "Mar 3"), ("Rent", "Others", 950.00, "Mar 1")]


def money(v: float) -> str:
    return f"${v:,.2f}"


def rel(d: str) -> str:
    return {"Mar 12": "Today", "Mar 11": "Yesterday"}.get(d, d)


def ex_home(items: list[tuple[str, str, float, str]], clock: str, batt: int) -> Scr:
    s = Scr(EX, clock, batt)
    bar(s, "Home", up="Open navigation drawer")
    s.add("This month", y=300, h=60, x=(84, 600), res="tv_total_label")
    s.add(money(sum(v for _, _, v, _ in items)), y=370, h=130, x=(84, 996), res="tv_total")
    s.add("More", None, "Button", y=580, h=100, x=(820, 1038), res="btn_more")
    y = 700
    for name, _, v, d in items[:3]:
        s.add(name, None, click=True, y=y, h=70, x=(84, 700))
        s.add(rel(d), y=y + 70, h=50, x=(84, 700))
        s.add(money(v), y=y, h=70, x=(720, 1000))
        y += 170
    s.add(None, "Add expense", "ImageButton", y=1960, h=168, x=(870, 1038), res="fb_main_add")
    return s


def ex_logs(items: list[tuple[str, str, float, str]], clock: str, batt: int, sel: str | None = None) -> Scr:
    s = Scr(EX, clock, batt)
    if sel:
        bar(s, "1 selected", up="Close selection", acts=("Delete",))
    else:
        bar(s, "Expense logs")
    y = 260
    for name, cat, v, d in items[:4]:
        s.add(name, None, click=True, long=True, selected=name == sel, y=y, h=70, x=(84, 700))
        s.add(f"{cat} · {d}", y=y + 70, h=50, x=(84, 700))
        s.add(money(v), y=y, h=70, x=(720, 1000))
        y += 170
    return s


def ex_form(name: str | None, amount: str | None, cat: str, clock: str, batt: int, focus: str | None = None) -> Scr:
    s = Scr(EX, clock, batt)
    bar(s, "New expense")
    s.add(name, None, "EditText", hint="Name", focused=focus == "Name", y=300, h=150, x=(84, 996), res="edt_name")
    s.add(amount, None, "EditText", hint="Amount", focused=focus == "Amount", y=480, h=150, x=(84, 996), res="edt_amount")
    s.add(cat, None, "Spinner", click=True, y=660, h=150, x=(84, 996), res="spinner_category")
    s.add("Mar 12, 2025", None, click=True, y=840, h=120, x=(84, 996), res="tv_date")
    s.add(None, None, "EditText", hint="Note", y=990, h=220, x=(84, 996), res="edt_note")
    s.add("Save", None, "Button", y=1260, h=140, x=(84, 996), res="btn_save")
    return s


def t05(rs: RowSet) -> None:
    old = EXPENSES[1:]
    gone = [e for e in EXPENSES if e[0] != "Taxi to airport"]
    t = Tr(ex_home(old, "19:05", 33))
    t.go(t.click("Add expense"), ex_form(None, None, "Others", "19:05", 33))
    t.go(t.type("Farmers market", "Name"), ex_form("Farmers market", None, "Others", "19:05", 33, "Name"))
    t.go(t.type("23.40", "Amount"), ex_form("Farmers market", "23.40", "Others", "19:06", 33, "Amount"))
    s = Scr(EX, "19:06", 33)
    for k, c in enumerate(("Food", "Transport", "Utilities", "Entertainment", "Health", "Others")):
        s.add(c, None, "CheckedTextView", checked=c == "Others", y=660 + k * 126, h=126, x=(84, 996), res="android:id/text1")
    t.go(t.click("Others"), s)
    t.go(t.click("Food"), ex_form("Farmers market", "23.40", "Food", "19:06", 33))
    t.go(t.click("Save"), ex_home(EXPENSES, "19:06", 32))
    t.go(t.click("More"), ex_logs(EXPENSES, "19:07", 32))
    t.go(t.long("Taxi to airport"), ex_logs(EXPENSES, "19:07", 32, sel="Taxi to airport"))
    d = Scr(EX, "19:07", 32)
    d.add("Delete 1 record?", y=990, h=80, x=(105, 975), res="alertTitle")
    d.add("This record will be removed permanently.", y=1090, h=70, x=(105, 975), res="android:id/message")
    d.add("Cancel", None, "Button", y=1200, h=110, x=(560, 760), res="android:id/button2")
    d.add("Delete", None, "Button", y=1200, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click("Delete"), d)
    t.go(t.click("Delete"), ex_logs(gone, "19:08", 32))
    t.go(t.back(), ex_home(gone, "19:08", 32))
    add(rs, 5, "Log a $23.40 Food expense called Farmers market and delete the Taxi to airport expense.", t)


# ---------------------------------------------------------------- 06 Messages (clean)
GM = "com.google.android.apps.messaging"


def gm_list(convs: list[tuple[str, str, str]], clock: str, batt: int) -> Scr:
    s = Scr(GM, clock, batt)
    s.add(None, "Account and settings", "ImageButton", y=84, h=126, x=(954, 1080))
    y = 260
    for name, snip, when in convs[:4]:
        s.add(name, None, click=True, long=True, y=y, h=70, x=(210, 820), res="conversation_name")
        s.add(snip, y=y + 70, h=60, x=(210, 1000), res="conversation_snippet")
        s.add(when, y=y, h=70, x=(830, 1038), res="conversation_timestamp")
        y += 200
    s.add("Start chat", "Start chat", "Button", y=1960, h=168, x=(640, 1038), res="start_chat_fab")
    return s


def gm_thread(name: str, msgs: list[tuple[str, str, str]], last: str, draft: str | None, clock: str, batt: int) -> Scr:
    s = Scr(GM, clock, batt)
    bar(s, name, acts=("Call", "More options"))
    y = 400
    for who, text, when in msgs:
        s.add(text, f"{who} said {text}. {when}.", long=True, click=True, y=y, h=150, x=(42, 900) if who != "You" else (180, 1038), res="message_text")
        y += 200
    s.add(last, y=y, h=50, x=(600, 1038), res="message_status")
    s.add(None, "Show attach options", "ImageButton", y=2040, h=126, x=(21, 147), res="plus_button")
    s.add(draft, None, "EditText", hint="Text message", focused=draft is not None, y=2040, h=126, x=(160, 900), res="compose_message_text")
    s.add(None, "Send SMS" if draft else "Record voice message", "ImageButton", y=2040, h=126, x=(912, 1038), res="send_message_button")
    return s


def gm_new(query: str | None, rows: list[tuple[str, str]], clock: str, batt: int) -> Scr:
    s = Scr(GM, clock, batt)
    bar(s, "New conversation")
    s.add("To", y=260, h=100, x=(42, 120))
    s.add(query, None, "EditText", hint="Type a name, phone number, or email", focused=True, y=260, h=100, x=(130, 1038), res="recipient_text_view")
    s.add("Top contacts" if query is None else "Contacts", y=420, h=60, x=(42, 600))
    y = 500
    for n, num in rows:
        s.add(n, None, click=True, y=y, h=70, x=(210, 1038), res="contact_name")
        s.add(num, y=y + 70, h=55, x=(210, 1038), res="contact_details")
        y += 180
    return s


def t06(rs: RowSet) -> None:
    priya0 = [("Priya Raman", "Brunch tomorrow at 10 at Tartine?", "Yesterday 8:02 PM"), ("You", "Yes! See you there", "Yesterday 8:05 PM"),
              ("Priya Raman", "Are you still coming at 10?", "Wednesday 9:41 AM")]
    msg1 = "Running 10 minutes late, sorry!"
    omar0 = [("Omar Haddad", "1420 Valencia St, apt 3", "Wednesday 8:12 AM"), ("You", "Thanks, see you at noon", "Wednesday 8:14 AM"),
             ("Omar Haddad", "Sounds good 👍", "Wednesday 8:15 AM")]
    msg2 = "Can you grab the keys from Priya?"
    sms = ("72975", "Your verification code is 481203. Don't share it with anyone.", "7:02 AM")
    mom = ("Mom", "Call me when you land ❤️", "Yesterday")
    c0 = [("Priya Raman", "Are you still coming at 10?", "9:41 AM"), ("Omar Haddad", "Sounds good 👍", "8:15 AM"), sms, mom]
    t = Tr(gm_list(c0, "9:58", 71))
    t.go(t.click("Priya Raman"), gm_thread("Priya Raman", priya0, "9:41 AM", None, "9:58", 71))
    t.go(t.type(msg1, "Text message"), gm_thread("Priya Raman", priya0, "9:41 AM", msg1, "9:58", 71))
    t.go(t.click("Send SMS"), gm_thread("Priya Raman", priya0[1:] + [("You", msg1, "Wednesday 9:58 AM")], "Now · SMS", None, "9:58", 71))
    c1 = [("Priya Raman", f"You: {msg1}", "Now"), c0[1], sms, mom]
    t.go(t.back(), gm_list(c1, "9:59", 71))
    top = [("Priya Raman", "+1 415-555-0166"), ("Omar Haddad", "+1 510-555-0139"), ("Mom", "+1 408-555-0120")]
    t.go(t.click("Start chat"), gm_new(None, top, "9:59", 70))
    t.go(t.type("Omar", "Type a name, phone number, or email"),
         gm_new("Omar", [("Omar Haddad", "+1 510-555-0139"), ("Omari Wells", "+1 347-555-0112")], "9:59", 70))
    t.go(t.click("Omar Haddad"), gm_thread("Omar Haddad", omar0, "8:15 AM", None, "9:59", 70))
    t.go(t.type(msg2, "Text message"), gm_thread("Omar Haddad", omar0, "8:15 AM", msg2, "10:00", 70))
    t.go(t.click("Send SMS"), gm_thread("Omar Haddad", omar0[1:] + [("You", msg2, "Wednesday 10:00 AM")], "Now · SMS", None, "10:00", 70))
    c2 = [("Omar Haddad", f"You: {msg2}", "Now"), ("Priya Raman", f"You: {msg1}", "2 min"), sms, mom]
    t.go(t.back(), gm_list(c2, "10:00", 70))
    add(rs, 6, "Text Priya that I'm running 10 minutes late, then ask Omar to grab the keys from Priya.", t)


# ---------------------------------------------------------------- 07 OsmAnd (bad)
OS = "net.osmand"
EAGLE = "Eagle Creek Trailhead"
EAGLE_ADDR = "Historic Columbia River Hwy, Cascade Locks, OR 97014"


def os_favs(clock: str, batt: int, notes: dict[str, str] | None = None) -> Scr:
    s = Scr(OS, clock, batt)
    bar(s, "My places")
    s.add("Favorites", "Favorites", "FrameLayout", click=True, selected=True, y=231, h=126, x=(0, 540))
    s.add("Tracks", "Tracks", "FrameLayout", click=True, y=231, h=126, x=(540, 1080))
    s.add("Personal", None, click=True, y=400, h=110, x=(42, 900), res="group_name")
    s.add("Hiking", None, click=True, y=520, h=110, x=(42, 900), res="group_name")
    y = 640
    for name, dist, where in (("Angel's Rest Trailhead", "45.9 km", "Historic Columbia River Hwy, Corbett"), (EAGLE, "58.2 km", EAGLE_ADDR),
                              ("Multnomah Falls Lodge", "51.6 km", "53000 E Historic Columbia River Hwy"), ("Wahkeena Falls", "50.9 km", "Historic Columbia River Hwy, Bridal Veil")):
        s.add(name, None, click=True, long=True, y=y, h=70, x=(168, 1038), res="favourite_label")
        s.add(f"{dist} • {(notes or {}).get(name, where)}", y=y + 70, h=55, x=(168, 1038), res="favourite_distance")
        y += 170
    return s


def os_ctx(desc: str | None, coords: str, clock: str, batt: int) -> Scr:
    s = Scr(OS, clock, batt)
    for k, c in enumerate(("Zoom in", "Zoom out", "My location")):
        s.add(None, c, "ImageButton", y=700 + k * 160, h=147, x=(912, 1059))
    s.add(EAGLE, None, click=True, y=1260, h=90, x=(42, 900), res="context_menu_line1")
    s.add("Hiking", y=1350, h=55, x=(42, 900), res="context_menu_line2")
    y = 1410
    if desc:
        s.add(desc, y=y, h=110, x=(42, 1038), res="context_menu_description")
        y += 110
    s.add(EAGLE_ADDR, y=y, h=55, x=(42, 1038), res="address")
    s.add("58.2 km", y=y + 60, h=55, x=(42, 300), res="distance")
    s.add(coords, None, click=True, long=True, y=y + 60, h=55, x=(320, 1038), res="coordinates")
    for k, a in enumerate(("Edit", "Marker", "Share")):
        s.add(a, a, "Button", y=y + 150, h=130, x=(42 + k * 240, 262 + k * 240))
    s.add("Directions", "Directions", "Button", y=y + 150, h=130, x=(760, 1038), res="context_menu_route_button")
    return s


def os_edit(desc: str | None, clock: str, batt: int) -> Scr:
    s = Scr(OS, clock, batt)
    bar(s, "Edit favorite", up="Close", acts=("Delete",))
    s.add(EAGLE, None, "EditText", hint="Name", y=300, h=150, x=(42, 1038), res="name_edit")
    s.add(desc, None, "EditText", hint="Description", focused=desc is not None, y=480, h=230, x=(42, 1038), res="description_edit")
    s.add(EAGLE_ADDR, None, "EditText", hint="Address", y=740, h=150, x=(42, 1038), res="address_edit")
    s.add("Group", y=930, h=60, x=(42, 500))
    s.add("Hiking", None, click=True, y=1000, h=110, x=(42, 500), res="group_name")
    s.add("Save", None, "Button", y=2120, h=147, x=(540, 1038), res="save_button")
    return s


def os_route(profile: str, dur: str, dist: str, clock: str, batt: int) -> Scr:
    s = Scr(OS, clock, batt)
    s.add("From", y=150, h=50, x=(126, 400))
    s.add("My position", None, click=True, y=200, h=80, x=(126, 900), res="fromText")
    s.add("To", y=300, h=50, x=(126, 400))
    s.add(EAGLE, None, click=True, y=350, h=80, x=(126, 900), res="toText")
    for k, p in enumerate(("Car", "Bicycle", "Walking")):
        s.add(None, p, "ImageButton", selected=p == profile, y=470, h=126, x=(126 + k * 150, 276 + k * 150))
    s.add(dur, y=1900, h=80, x=(42, 500), res="time")
    s.add(dist, y=1900, h=80, x=(520, 800), res="distance")
    s.add("Details", None, "Button", y=2020, h=130, x=(42, 340))
    s.add("Cancel", None, "Button", y=2020, h=130, x=(360, 660))
    s.add("Start", None, "Button", y=2020, h=130, x=(680, 1038), res="start_button")
    return s


def t07(rs: RowSet) -> None:
    note = "Parking fills by 8 AM on weekends; NW Forest Pass required"
    good, bad = "45.6413, -121.9194", "45.6431, -121.9194"
    t = Tr(os_favs("10:31", 52))
    t.go(t.click(EAGLE), os_ctx(None, good, "10:31", 52))
    t.go(t.click("Edit"), os_edit(None, "10:32", 52))
    t.go(t.type(note, "Description"), os_edit(note, "10:32", 52))
    t.go(t.click("Save"), os_ctx(note, bad, "10:33", 52))  # BAD
    t.go(t.click("Directions"), os_route("Car", "1 h 2 min", "67.4 km", "10:34", 51))
    t.go(t.click("Bicycle"), os_route("Bicycle", "4 h 11 min", "71.9 km", "10:34", 51))
    t.go(t.click("Car"), os_route("Car", "1 h 2 min", "67.4 km", "10:35", 51))
    n = Scr(OS, "10:35", 51)
    n.add("Turn right onto SE 39th Ave", y=120, h=90, x=(200, 1038), res="next_turn_text")
    n.add("350 m", y=210, h=70, x=(200, 600), res="next_turn_distance")
    for k, c in enumerate(("Zoom in", "Zoom out")):
        n.add(None, c, "ImageButton", y=900 + k * 160, h=147, x=(912, 1059))
    n.add("1 h 2 min", y=2080, h=70, x=(42, 360), res="time_left")
    n.add("67.4 km", y=2080, h=70, x=(380, 640), res="distance_left")
    n.add("ETA 11:37", y=2150, h=60, x=(42, 640), res="arrival_time")
    n.add(None, "Stop navigation", "ImageButton", y=2070, h=147, x=(900, 1059), res="map_route_info_button")
    t.go(t.click("Start"), n)
    d = Scr(OS, "10:36", 51)
    d.add("Do you want to stop navigation?", y=1000, h=80, x=(105, 975), res="android:id/message")
    d.add("No", None, "Button", y=1150, h=110, x=(560, 760), res="android:id/button2")
    d.add("Yes", None, "Button", y=1150, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click("Stop navigation"), d)
    m = Scr(OS, "10:36", 51)
    m.add(None, "Menu", "ImageButton", y=2100, h=147, x=(21, 168), res="map_menu_button")
    m.add(None, "Search", "ImageButton", y=120, h=147, x=(21, 168), res="map_search_button")
    m.add(None, "Configure map", "ImageButton", y=280, h=147, x=(21, 168), res="map_layers_button")
    m.add(None, "Compass", "ImageButton", y=440, h=147, x=(21, 168), res="map_compass_button")
    for k, c in enumerate(("Zoom in", "Zoom out", "My location")):
        m.add(None, c, "ImageButton", y=1500 + k * 160, h=147, x=(912, 1059))
    m.add(None, "Directions", "ImageButton", y=2100, h=147, x=(900, 1059), res="map_route_info_button")
    t.go(t.click("Yes"), m)
    add(rs, 7, "In OsmAnd, add a parking note to the Eagle Creek Trailhead favorite and start car navigation there.", t,
        bad=4, kind="favorite's coordinates change after saving only a description")


# ---------------------------------------------------------------- 08 Google Calendar (bad)
GC = "com.google.android.calendar"
MEET = "meet.google.com/xvb-qkpt-rno"
LOC = "Room 4B, 200 Market St"
DENT_LOC = "Alvarez Family Dentistry, 455 Castro St"


def gc_sched(sync_time: str, sync_loc: str | None, clock: str, batt: int) -> Scr:
    s = Scr(GC, clock, batt)
    s.add(None, "Open navigation drawer", "ImageButton", y=84, h=126, x=(0, 126))
    s.add("March", "March 2025", click=True, y=105, h=84, x=(168, 500), res="date_picker_text_view")
    s.add(None, "Search", "ImageButton", y=84, h=126, x=(702, 828))
    s.add("12", "Jump to today", "ImageButton", y=84, h=126, x=(828, 954), res="action_today")
    days = [("WED 12", "Wednesday, March 12", [("Lunch with Ana", "12:30 – 1:30 PM", "Nopa")]),
            ("THU 13", "Thursday, March 13", [("Team sync", sync_time, sync_loc or "Google Meet"), ("Dentist", "4:15 – 5:00 PM", DENT_LOC)]),
            ("FRI 14", "Friday, March 14", [("Sprint review", "11 AM – 12 PM", "Google Meet")]),
            ("SAT 15", "Saturday, March 15", [("Hike with Jo", "All day", None)])]
    y = 260
    for head, full, evs in days:
        s.add(head, full, y=y, h=100, x=(21, 160), res="day_header")
        for title, when, where in evs:
            d = f"{title}, {when}, {full}" + (f", {where}" if where else "")
            s.add(f"{title}\n{when}" + (f", {where}" if where else ""), d, click=True, y=y, h=150, x=(189, 1038))
            y += 170
        y += 30
    s.add(None, "Create new event", "ImageButton", y=1980, h=168, x=(870, 1038), res="floating_action_button")
    return s


def gc_detail(title: str, when: str, lines: list[str], clock: str, batt: int) -> Scr:
    s = Scr(GC, clock, batt)
    bar(s, None, up="Close", acts=("Edit event", "More options"))
    s.add(title, y=300, h=100, x=(168, 1038), res="title")
    s.add(when, y=410, h=60, x=(168, 1038), res="time")
    y = 540
    for ln in lines:
        s.add(ln, None, click=ln.startswith(("Join", "meet.", "Room", "Alvarez")), y=y, h=70, x=(168, 1038))
        y += 120
    return s


def gc_form(title: str, start: str, end: str, loc: str | None, notif: str, clock: str, batt: int) -> Scr:
    s = Scr(GC, clock, batt)
    s.add(None, "Close", "ImageButton", y=84, h=126, x=(0, 126))
    s.add("Save", None, "Button", y=98, h=98, x=(820, 1038), res="save")
    s.add(title, None, "EditText", hint="Add title", y=250, h=130, x=(168, 1038), res="title")
    s.add("All-day", y=440, h=70, x=(168, 700))
    s.add(None, "All-day", "Switch", y=430, h=90, x=(880, 1038), res="all_day_switch")
    for k, (d, tm) in enumerate((("Thu, Mar 13, 2025", start), ("Thu, Mar 13, 2025", end))):
        s.add(d, None, click=True, y=560 + k * 110, h=90, x=(168, 700), res="start_date" if k == 0 else "end_date")
        s.add(tm, None, click=True, y=560 + k * 110, h=90, x=(760, 1038), res="start_time" if k == 0 else "end_time")
    s.add("Does not repeat", None, click=True, y=820, h=90, x=(168, 1038))
    s.add(loc or "Add location", None, click=True, y=960, h=90, x=(168, 1038), res="location")
    s.add(notif, None, click=True, y=1100, h=90, x=(168, 1038))
    s.add("Add notification", None, click=True, y=1210, h=90, x=(168, 1038))
    return s


def t08(rs: RowSet) -> None:
    sync_lines = ["Join with Google Meet", MEET, "4 guests", "3 yes, 1 awaiting", "10 minutes before", "Work"]
    when = "Thursday, March 13 · 2:00 – 2:30 PM"
    t = Tr(gc_sched("2:00 – 2:30 PM", None, "8:47", 90))
    t.go(t.clickc("Team sync"), gc_detail("Team sync", when, sync_lines, "8:47", 90))
    t.go(t.click("Edit event"), gc_form("Team sync", "2:00 PM", "2:30 PM", None, "10 minutes before", "8:48", 90))
    s = Scr(GC, "8:48", 90)
    s.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    s.add(None, None, "EditText", hint="Add location", focused=True, y=84, h=126, x=(140, 1038), res="search_text")
    s.add("Recent", y=260, h=60, x=(42, 600))
    s.add("Nopa", None, click=True, y=340, h=70, x=(168, 1038))
    s.add("560 Divisadero St, San Francisco, CA", y=410, h=55, x=(168, 1038))
    t.go(t.click("Add location"), s)
    s2 = Scr(GC, "8:49", 89)
    s2.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    s2.add(LOC, None, "EditText", hint="Add location", focused=True, y=84, h=126, x=(140, 1038), res="search_text")
    s2.add(f'Use "{LOC}"', None, click=True, y=260, h=90, x=(168, 1038))
    s2.add("200 Market St", None, click=True, y=380, h=70, x=(168, 1038))
    s2.add("San Francisco, CA, USA", y=450, h=55, x=(168, 1038))
    s2.add("200 Market Street", None, click=True, y=540, h=70, x=(168, 1038))
    s2.add("Oakland, CA, USA", y=610, h=55, x=(168, 1038))
    t.go(t.type(LOC, "Add location"), s2)
    t.go(t.click(f'Use "{LOC}"'), gc_form("Team sync", "2:00 PM", "2:30 PM", LOC, "10 minutes before", "8:49", 89))
    t.go(t.click("Save"), gc_detail("Team sync", when, [LOC] + sync_lines, "8:49", 89))
    t.go(t.back(), gc_sched("2:30 – 3:00 PM", LOC, "8:50", 89))  # BAD
    dent = [DENT_LOC, "1 hour before", "Personal"]
    t.go(t.clickc("Dentist"), gc_detail("Dentist", "Thursday, March 13 · 4:15 – 5:00 PM", dent, "8:50", 89))
    m = Scr(GC, "8:50", 89)
    for k, it in enumerate(("Delete", "Duplicate", "Help & feedback")):
        m.add(it, None, click=True, y=105 + k * 126, h=126, x=(560, 1059), res="title")
    t.go(t.click("More options"), m)
    t.go(t.click("Duplicate"), gc_form("Dentist", "4:15 PM", "5:00 PM", DENT_LOC, "1 hour before", "8:51", 89))
    add(rs, 8, "Add the location Room 4B, 200 Market St to Thursday's Team sync, then duplicate the Dentist event.", t,
        bad=7, kind="event time in the schedule differs from the time shown and kept in the edit form; only a location was added")


# ---------------------------------------------------------------- 09 Simple Calendar Pro (clean)
SC = "com.simplemobiletools.calendar.pro"


def sc_day(evs: list[tuple[str, str]], clock: str, batt: int) -> Scr:
    s = Scr(SC, clock, batt)
    for k, a in enumerate(("Go to today", "Change view", "Search", "More options")):
        s.add(None, a, "ImageButton", y=84, h=126, x=(576 + k * 126, 702 + k * 126))
    s.add(None, "Previous day", "ImageView", click=True, y=240, h=110, x=(21, 147), res="top_left_arrow")
    s.add("Wednesday, March 12", None, click=True, y=250, h=90, x=(160, 920), res="top_value")
    s.add(None, "Next day", "ImageView", click=True, y=240, h=110, x=(933, 1059), res="top_right_arrow")
    y = 400
    for title, span in evs:
        s.add(title, None, click=True, y=y, h=70, x=(84, 1038), res="event_item_title")
        s.add(span, y=y + 70, h=55, x=(84, 1038), res="event_item_time")
        y += 170
    s.add(None, "New event", "ImageButton", y=1980, h=168, x=(870, 1038), res="calendar_fab")
    return s


def sc_form(title: str | None, start: str, end: str, rem: str, clock: str, batt: int, focus: bool = False) -> Scr:
    s = Scr(SC, clock, batt)
    bar(s, "New event", acts=("Save",))
    s.add(title, None, "EditText", hint="Title", focused=focus, y=260, h=140, x=(168, 1038), res="event_title")
    s.add(None, None, "EditText", hint="Location", y=410, h=140, x=(168, 1038), res="event_location")
    s.add(None, None, "EditText", hint="Description", y=560, h=140, x=(168, 1038), res="event_description")
    s.add("All-day", None, "CheckBox", y=740, h=110, x=(168, 1038), res="event_all_day")
    for k, (d, tm) in enumerate((("Wed, Mar 12, 2025", start), ("Wed, Mar 12, 2025", end))):
        s.add(d, None, click=True, y=870 + k * 120, h=100, x=(168, 700), res="event_start_date" if k == 0 else "event_end_date")
        s.add(tm, None, click=True, y=870 + k * 120, h=100, x=(760, 1038), res="event_start_time" if k == 0 else "event_end_time")
    s.add(rem, None, click=True, y=1150, h=100, x=(168, 1038), res="event_reminder_1")
    s.add("No repetition", None, click=True, y=1280, h=100, x=(168, 1038), res="event_repetition")
    return s


def sc_picker(h: str, text_mode: bool, clock: str, batt: int) -> Scr:
    s = Scr(SC, clock, batt)
    if text_mode:
        s.add("Type in time", y=620, h=70, x=(105, 975), res="android:id/top_label")
        s.add(h, None, "EditText", focused=True, y=720, h=170, x=(105, 420), res="android:id/input_hour")
        s.add(":", y=740, h=130, x=(420, 480), res="android:id/input_separator")
        s.add("00", None, "EditText", y=720, h=170, x=(480, 795), res="android:id/input_minute")
        s.add("hour", y=900, h=50, x=(105, 420), res="android:id/label_hour")
        s.add("minute", y=900, h=50, x=(480, 795), res="android:id/label_minute")
    else:
        s.add(h, f"{h} hours", click=True, selected=True, y=560, h=200, x=(300, 520), res="android:id/hours")
        s.add(":", y=580, h=160, x=(520, 560), res="android:id/separator")
        s.add("00", "0 minutes", click=True, y=560, h=200, x=(560, 780), res="android:id/minutes")
        s.add(None, None, "View", click=True, y=820, h=760, x=(160, 920), res="android:id/radial_picker")
    s.add(None, "Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.", "ImageButton", y=1640, h=126, x=(105, 231), res="android:id/toggle_mode")
    s.add("Cancel", None, "Button", y=1650, h=105, x=(600, 780), res="android:id/button2")
    s.add("OK", None, "Button", y=1650, h=105, x=(800, 975), res="android:id/button1")
    return s


def t09(rs: RowSet) -> None:
    day0 = [("Standup", "09:30 - 09:45"), ("Team lunch", "12:30 - 13:30")]
    t = Tr(sc_day(day0, "14:21", 66))
    t.go(t.click("New event"), sc_form(None, "15:00", "16:00", "10 minutes before", "14:21", 66, focus=True))
    t.go(t.type("Piano lesson", "Title"), sc_form("Piano lesson", "15:00", "16:00", "10 minutes before", "14:21", 66, focus=True))
    t.go(t.click("15:00"), sc_picker("15", False, "14:22", 66))
    t.go(t.click("Switch to text input mode for the time input."), sc_picker("15", True, "14:22", 66))
    t.go(droid("input_text", text="17", index=t.cur.of("EditText")), sc_picker("17", True, "14:22", 66))
    t.go(t.click("OK"), sc_form("Piano lesson", "17:00", "18:00", "10 minutes before", "14:22", 66))
    s = Scr(SC, "14:23", 66)
    s.add("Reminder", y=500, h=80, x=(105, 975), res="alertTitle")
    for k, r in enumerate(("No reminder", "At start", "5 minutes before", "10 minutes before", "15 minutes before", "30 minutes before", "1 hour before", "1 day before", "Custom")):
        s.add(r, None, "RadioButton", checked=r == "10 minutes before", y=600 + k * 126, h=126, x=(105, 975))
    t.go(t.click("10 minutes before"), s)
    t.go(t.click("30 minutes before"), sc_form("Piano lesson", "17:00", "18:00", "30 minutes before", "14:23", 65))
    t.go(t.click("Save"), sc_day(day0 + [("Piano lesson", "17:00 - 18:00")], "14:23", 65))
    v = Scr(SC, "14:24", 65)
    for k, r in enumerate(("Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list")):
        v.add(r, None, "RadioButton", checked=r == "Daily view", y=700 + k * 126, h=126, x=(105, 975))
    t.go(t.click("Change view"), v)
    lst = Scr(SC, "14:24", 65)
    for k, a in enumerate(("Go to today", "Change view", "Search")):
        lst.add(None, a, "ImageButton", y=84, h=126, x=(702 + k * 126, 828 + k * 126))
    y = 260
    for day, evs in (("Wed, Mar 12", day0 + [("Piano lesson", "17:00 - 18:00")]), ("Thu, Mar 13", [("Standup", "09:30 - 09:45"), ("Dentist", "16:15 - 17:00")])):
        lst.add(day, y=y, h=70, x=(42, 1038), res="event_section_title")
        y += 90
        for title, span in evs:
            lst.add(title, None, click=True, y=y, h=66, x=(84, 1038), res="event_item_title")
            lst.add(span, y=y + 66, h=50, x=(84, 1038), res="event_item_time")
            y += 150
    t.go(t.click("Simple event list"), lst)
    add(rs, 9, "In Simple Calendar, add a Piano lesson today from 17:00 to 18:00 with a 30-minute reminder, then switch to the event list.", t)


# ---------------------------------------------------------------- 10 Broccoli (bad)
BR = "com.flauschcode.broccoli"
ING = ["250 g red lentils", "1 onion, diced", "2 carrots, diced", "3 cloves garlic, minced", "1 tsp ground cumin",
       "1 l vegetable stock", "1 can chopped tomatoes (400 g)", "Juice of 1 lemon"]
DIRS = ("1. Sauté the onion and carrots in olive oil for 5 minutes.\n2. Add the garlic and cumin and cook for 1 minute.\n"
        "3. Add lentils, stock and tomatoes; simmer for 20 minutes.\n4. Blend half of the soup, stir in the lemon juice and season.")
BR_DESC = "Red lentil soup with cumin and lemon"


def br_list(clock: str, batt: int) -> Scr:
    s = Scr(BR, clock, batt)
    bar(s, "Recipes", up="Open navigation drawer", acts=("Search",))
    y = 260
    for title, d in (("Banana bread", "Moist loaf with walnuts"), ("Chickpea curry", "Weeknight coconut curry"), ("Lentil soup", BR_DESC),
                     ("Pad thai", "Tamarind, peanuts and rice noodles"), ("Shakshuka", "Eggs poached in spiced tomato sauce")):
        s.add(title, None, click=True, y=y, h=80, x=(42, 1038), res="card_text_view_title")
        s.add(d, y=y + 80, h=60, x=(42, 1038), res="card_text_view_description")
        y += 330
    s.add(None, "Add recipe", "ImageButton", y=1980, h=168, x=(870, 1038), res="fab")
    return s


def br_detail(prep: str, cats: str, ing: list[str], clock: str, batt: int) -> Scr:
    s = Scr(BR, clock, batt)
    bar(s, None, acts=("Favorite", "Edit", "Share"))
    s.add("Lentil soup", y=720, h=100, x=(42, 1038), res="recipe_details_title")
    s.add("4 servings", y=840, h=60, x=(42, 500), res="recipe_details_servings")
    s.add(prep, y=840, h=60, x=(540, 1038), res="recipe_details_preparation_time")
    s.add(cats, y=920, h=60, x=(42, 1038), res="recipe_details_categories")
    s.add(BR_DESC, y=1000, h=60, x=(42, 1038), res="recipe_details_description")
    s.add("Ingredients", y=1090, h=70, x=(42, 1038))
    s.add("\n".join("• " + i for i in ing), y=1170, h=480, x=(42, 1038), res="recipe_details_ingredients")
    s.add("Directions", y=1680, h=70, x=(42, 1038))
    s.add(DIRS, y=1760, h=420, x=(42, 1038), res="recipe_details_directions")
    return s


def br_form(prep: str, cats: str, clock: str, batt: int, focus: bool = False) -> Scr:
    s = Scr(BR, clock, batt)
    bar(s, "Edit recipe", acts=("Save",))
    s.add("Lentil soup", None, "EditText", hint="Title", y=260, h=140, x=(42, 1038), res="new_title")
    s.add(cats, None, click=True, y=420, h=110, x=(42, 1038), res="new_categories")
    s.add("4", None, "EditText", hint="Servings", y=550, h=140, x=(42, 520), res="new_servings")
    s.add(prep, None, "EditText", hint="Preparation time", focused=focus, y=550, h=140, x=(560, 1038), res="new_preparation_time")
    s.add(BR_DESC, None, "EditText", hint="Description", y=710, h=140, x=(42, 1038), res="new_description")
    s.add("\n".join(ING), None, "EditText", hint="Ingredients", y=870, h=520, x=(42, 1038), res="new_ingredients")
    s.add(DIRS, None, "EditText", hint="Directions", y=1410, h=560, x=(42, 1038), res="new_directions")
    return s


def t10(rs: RowSet) -> None:
    drift = [i.replace("cumin", "coriander") for i in ING]
    cats0, cats1 = "Soup, Vegetarian", "Dinner, Soup, Vegetarian"
    t = Tr(br_list("20:10", 48))
    t.go(t.click("Lentil soup"), br_detail("45 min", cats0, ING, "20:10", 48))
    t.go(t.click("Edit"), br_form("45 min", cats0, "20:10", 48))
    t.go(t.type("35 min", "Preparation time"), br_form("35 min", cats0, "20:11", 48, focus=True))
    s = Scr(BR, "20:11", 48)
    s.add("Categories", y=640, h=80, x=(105, 975), res="alertTitle")
    for k, c in enumerate(("Breakfast", "Dessert", "Dinner", "Soup", "Vegetarian")):
        s.add(c, None, "CheckedTextView", checked=c in cats0, y=740 + k * 126, h=126, x=(105, 975), res="android:id/text1")
    s.add("Cancel", None, "Button", y=1400, h=110, x=(560, 760), res="android:id/button2")
    s.add("OK", None, "Button", y=1400, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click(cats0), s)
    s2 = Scr(BR, "20:11", 48)
    s2.els = [dict(e) for e in s.els]
    s2.els[s.i("Dinner")]["is_checked"] = True
    t.go(t.click("Dinner"), s2)
    t.go(t.click("OK"), br_form("35 min", cats1, "20:12", 48))
    t.go(t.click("Save"), br_detail("35 min", cats1, drift, "20:12", 47))  # BAD
    t.go(t.back(), br_list("20:12", 47))
    d = Scr(BR, "20:13", 47)
    d.add("Broccoli", y=180, h=90, x=(42, 700))
    for k, it in enumerate(("Recipes", "Categories", "Favorites", "Settings", "Support Broccoli")):
        d.add(it, None, "CheckedTextView", checked=k == 0, y=330 + k * 140, h=140, x=(0, 880), res="design_menu_item_text")
    t.go(t.click("Open navigation drawer"), d)
    add(rs, 10, "In Broccoli, change the Lentil soup preparation time to 35 min and add it to the Dinner category.", t,
        bad=7, kind="an ingredient line of the recipe changes after saving although the ingredients field was never edited")


# ---------------------------------------------------------------- 11 Gallery (clean)
SG = "com.simplemobiletools.gallery.pro"
SHOTS = ["Screenshot_20250312-083015.png", "Screenshot_20250311-221407.png", "Screenshot_20250311-190233.png",
         "Screenshot_20250310-120940.png", "Screenshot_20250309-164501.png", "Screenshot_20250308-101122.png",
         "Screenshot_20250307-203356.png", "Screenshot_20250305-075812.png", "Screenshot_20250303-142037.png",
         "Screenshot_20250301-093349.png", "Screenshot_20250228-181510.png", "Screenshot_20250227-123004.png",
         "Screenshot_20250225-090417.png", "Screenshot_20250224-210845.png", "Screenshot_20250222-154730.png",
         "Screenshot_20250220-111209.png", "Screenshot_20250218-083356.png"]
BIN0 = ["Screenshot_20250226-110451.png", "VID_20250220_171204.mp4", "IMG_20250214_183025.jpg", "IMG_20250214_183022.jpg"]


def sg_folders(n_shots: int, n_bin: int, clock: str, batt: int) -> Scr:
    s = Scr(SG, clock, batt)
    s.add("Search folders", None, click=True, y=84, h=126, x=(42, 776), res="top_toolbar_search")
    s.add(None, "Sort by", "ImageButton", y=84, h=126, x=(828, 954))
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    for k, (name, n) in enumerate((("Camera", 248), ("Screenshots", n_shots), ("Download", 9), ("WhatsApp Images", 132), ("Recycle Bin", n_bin))):
        x0, y0 = (k % 2) * 540, 240 + (k // 2) * 560
        s.add(name, None, click=True, long=True, y=y0 + 440, h=60, x=(x0 + 20, x0 + 420), res="dir_name")
        s.add(str(n), y=y0 + 440, h=60, x=(x0 + 430, x0 + 520), res="photo_cnt")
    return s


def sg_grid(title: str, files: list[str], clock: str, batt: int, sel: int = 0, total: int = 0) -> Scr:
    s = Scr(SG, clock, batt)
    if sel:
        bar(s, f"{sel} / {total}", up="Done", acts=("Share", "Delete", "More options"))
    else:
        bar(s, title, acts=("Sort by", "More options"))
    for k, f in enumerate(files[:9]):
        x0, y0 = (k % 3) * 360, 231 + (k // 3) * 420
        s.add(f, None, click=True, long=True, selected=k < sel, y=y0 + 340, h=60, x=(x0 + 10, x0 + 350), res="medium_name")
    return s


def t11(rs: RowSet) -> None:
    t = Tr(sg_folders(17, 4, "16:40", 84))
    t.go(t.click("Screenshots"), sg_grid("Screenshots", SHOTS, "16:40", 84))
    t.go(t.long(SHOTS[0]), sg_grid("Screenshots", SHOTS, "16:40", 84, sel=1, total=17))
    t.go(t.click(SHOTS[1]), sg_grid("Screenshots", SHOTS, "16:41", 84, sel=2, total=17))
    t.go(t.click(SHOTS[2]), sg_grid("Screenshots", SHOTS, "16:41", 84, sel=3, total=17))
    d = Scr(SG, "16:41", 84)
    d.add("Are you sure you want to move 3 items into the Recycle Bin?", y=980, h=140, x=(105, 975), res="dialog_title")
    d.add("No", None, "Button", y=1180, h=110, x=(560, 760), res="android:id/button2")
    d.add("Yes", None, "Button", y=1180, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click("Delete"), d)
    t.go(t.click("Yes"), sg_grid("Screenshots", SHOTS[3:], "16:41", 84))
    t.go(t.back(), sg_folders(14, 7, "16:42", 83))
    t.go(t.click("Recycle Bin"), sg_grid("Recycle Bin", SHOTS[:3] + BIN0, "16:42", 83))
    add(rs, 11, "Move the three newest screenshots to the Recycle Bin and check that they are there.", t)


# ---------------------------------------------------------------- 12 Chrome (bad)
CH = "com.android.chrome"
TAB_A = ("Lighthouse - Wikipedia", "en.wikipedia.org/wiki/Lighthouse")
TAB_B = ("San Francisco, CA Weather Forecast | AccuWeather", "accuweather.com/en/us/san-francisco/94103/weather-forecast/347629")
TAB_C = ("Amazon.com: Anker USB C Hub, 7-in-1", "amazon.com/Anker-Adapter-Delivery-Ethernet-Compatible/dp/B07ZVKTP53")
TAB_D = (f"Inbox (3) - {ACCT} - Gmail", "mail.google.com/mail/mu/mp/412/#tl/priority/%5Esmartlabel_personal")
WIKI = ["Lighthouse", "From Wikipedia, the free encyclopedia",
        "A lighthouse is a tower, building, or other type of physical structure designed to emit light from a system of lamps and lenses and to serve as a beacon for navigational aid for maritime pilots at sea or on inland waterways.",
        "Lighthouses mark dangerous coastlines, hazardous shoals, reefs, rocks, and safe entries to harbors; they also assist in aerial navigation.",
        "Contents", "History", "Technology", "Fresnel lens"]
WEATHER = ["San Francisco, CA", "CURRENT WEATHER", "9:06 AM", "58°F", "RealFeel® 55°", "Partly sunny",
           "Wind WSW 9 mph", "HOURLY WEATHER"]
SERP = ["Fresnel lens - Wikipedia", "A Fresnel lens is a type of composite compact lens which reduces the amount of material required compared to a conventional lens by dividing the lens into a set of concentric annular sections.",
        "What Is a Fresnel Lens? | Edmund Optics", "Fresnel lenses are thin, lightweight optics that trade some image quality for a large aperture and short focal length.",
        "People also ask", "Why are Fresnel lenses used in lighthouses?"]


def ch_page(url: str, tabs: int, lines: list[str], clock: str, batt: int, search: str | None = None) -> Scr:
    s = Scr(CH, clock, batt)
    s.add(None, "Home", "ImageButton", y=84, h=147, x=(0, 126), res="home_button")
    s.add(url, "Search or type web address", click=True, y=105, h=105, x=(147, 780), res="url_bar")
    s.add(None, f"{tabs} open tabs, tap to switch tabs", "ImageButton", y=84, h=147, x=(828, 954), res="tab_switcher_button")
    s.add(None, "Customize and control Google Chrome", "ImageButton", y=84, h=147, x=(954, 1080), res="menu_button")
    s.add(None, None, "WebView", y=231, h=2040, x=(0, 1080), scroll=True)
    y = 300
    if search:
        s.add(search, None, "EditText", y=y, h=120, x=(42, 1038), pkg=CH)
        y += 160
    for ln in lines:
        h = 70 if len(ln) < 60 else 70 * (len(ln) // 45 + 1)
        s.add(ln, None, click=ln in ("Fresnel lens", "History", "Technology", "Fresnel lens - Wikipedia", "What Is a Fresnel Lens? | Edmund Optics"), y=y, h=h, x=(42, 1038))
        y += h + 20
    return s


def ch_grid(tabs: list[tuple[str, str]], clock: str, batt: int, closed: str | None = None) -> Scr:
    s = Scr(CH, clock, batt)
    s.add(None, "New tab", "ImageButton", y=84, h=147, x=(0, 147), res="new_tab_view_button")
    s.add(None, "Switch to incognito tabs", "ImageButton", y=84, h=147, x=(700, 828))
    s.add(None, "More options", "ImageButton", y=84, h=147, x=(954, 1080), res="menu_button")
    for k, (title, _) in enumerate(tabs):
        x0, y0 = (k % 2) * 540, 260 + (k // 2) * 720
        s.add(title, None, click=True, y=y0, h=90, x=(x0 + 30, x0 + 420), res="tab_title")
        s.add(None, f"Close {title} tab", "ImageButton", y=y0, h=90, x=(x0 + 420, x0 + 510), res="action_button")
    if closed:
        s.add(f"Closed {closed}", y=2050, h=90, x=(42, 820), res="snackbar_message")
        s.add("Undo", None, "Button", y=2040, h=110, x=(840, 1038), res="snackbar_button")
    return s


def t12(rs: RowSet) -> None:
    t = Tr(ch_page(TAB_A[1], 4, WIKI, "9:14", 62))
    t.go(t.click("4 open tabs, tap to switch tabs"), ch_grid([TAB_A, TAB_B, TAB_C, TAB_D], "9:14", 62))
    t.go(t.click(f"Close {TAB_C[0]} tab"), ch_grid([TAB_A, TAB_B, TAB_D], "9:14", 62, closed=TAB_C[0]))
    t.go(t.click(f"Close {TAB_D[0]} tab"), ch_grid([TAB_A, TAB_B], "9:15", 62, closed=TAB_D[0]))
    t.go(t.click(TAB_B[0]), ch_page(TAB_B[1], 2, WEATHER, "9:15", 62))
    t.go(t.click("2 open tabs, tap to switch tabs"), ch_grid([TAB_A, TAB_B], "9:15", 62))
    t.go(t.click(TAB_A[0]), ch_page(TAB_A[1], 2, WIKI, "9:16", 61))
    o = Scr(CH, "9:16", 61)
    o.add(None, "Back", "ImageButton", y=84, h=147, x=(0, 126))
    o.add(f"https://{TAB_A[1]}", None, "EditText", focused=True, selected=True, y=105, h=105, x=(147, 900), res="url_bar")
    o.add(None, "Clear input", "ImageButton", y=84, h=147, x=(912, 1038), res="delete_button")
    for k, (a, b) in enumerate(((TAB_A[0], TAB_A[1]), ("Lighthouse of Alexandria", "en.wikipedia.org/wiki/Lighthouse_of_Alexandria"), ("lighthouse keeper", None))):
        o.add(a, None, click=True, y=300 + k * 170, h=70, x=(147, 1038), res="line_1")
        if b:
            o.add(b, y=370 + k * 170, h=55, x=(147, 1038), res="line_2")
    t.go(t.click(TAB_A[1]), o)
    o2 = Scr(CH, "9:16", 61)
    o2.add(None, "Back", "ImageButton", y=84, h=147, x=(0, 126))
    o2.add("fresnel lens", None, "EditText", focused=True, y=105, h=105, x=(147, 900), res="url_bar")
    o2.add(None, "Clear input", "ImageButton", y=84, h=147, x=(912, 1038), res="delete_button")
    for k, a in enumerate(("fresnel lens", "fresnel lens lighthouse", "fresnel lens sheet", "fresnel lens vs convex lens")):
        o2.add(a, None, click=True, y=300 + k * 140, h=70, x=(147, 900), res="line_1")
        o2.add(None, f"Refine: {a}", "ImageButton", y=290 + k * 140, h=90, x=(912, 1038), res="refine_view_id")
    t.go(t.type("fresnel lens", f"https://{TAB_A[1]}"), o2)
    t.go(t.enter(), ch_page("google.com/search?q=fresnel+lens", 3, SERP, "9:17", 61, search="fresnel lens"))  # BAD
    add(rs, 12, "Close the Amazon and Gmail tabs in Chrome, then search for fresnel lens from the Wikipedia tab.", t,
        bad=9, kind="open-tab count shows 3 after two of four tabs were closed and a search ran in the current tab")


# ---------------------------------------------------------------- 13 YouTube Music (clean)
YM = "com.google.android.apps.youtube.music"


def ym_player(liked: bool, pos: str, clock: str, batt: int, snack: str | None = None) -> Scr:
    s = Scr(YM, clock, batt)
    s.add(None, "Minimize", "ImageButton", y=84, h=147, x=(0, 147), res="player_collapse_button")
    s.add(None, "More options", "ImageButton", y=84, h=147, x=(933, 1080), res="player_overflow_button")
    s.add("Midnight City", None, y=1290, h=90, x=(63, 860), res="title")
    s.add("M83", None, click=True, y=1380, h=60, x=(63, 860), res="byline")
    s.add(None, "Like", "ImageButton", selected=liked, checked=liked, checkable=True, y=1480, h=126, x=(63, 189), res="like_button")
    s.add(None, "Dislike", "ImageButton", checkable=True, y=1480, h=126, x=(210, 336), res="dislike_button")
    s.add(pos, None, y=1660, h=50, x=(63, 260), res="time_bar_current_time")
    s.add("4:03", None, y=1660, h=50, x=(860, 1017), res="time_bar_total_time")
    for k, a in enumerate(("Previous track", "Pause video", "Next track")):
        s.add(None, a, "ImageButton", y=1760, h=180, x=(240 + k * 210, 420 + k * 210))
    for k, tab in enumerate(("UP NEXT", "LYRICS")):
        s.add(tab, tab, "FrameLayout", click=True, y=2200, h=126, x=(k * 360, k * 360 + 360))
    if snack:
        s.add(snack, y=2080, h=90, x=(42, 820), res="snackbar_text")
    return s


def ym_queue(order: list[tuple[str, str]], shuffle: bool, clock: str, batt: int) -> Scr:
    s = Scr(YM, clock, batt)
    s.add("Playing from", y=180, h=50, x=(42, 700))
    s.add("Hurry Up, We're Dreaming", y=230, h=70, x=(42, 700))
    s.add(None, "Shuffle", "ImageButton", checkable=True, checked=shuffle, y=170, h=126, x=(800, 926), res="shuffle_button")
    s.add(None, "Repeat off", "ImageButton", y=170, h=126, x=(926, 1052), res="repeat_button")
    y = 340
    for title, dur in order:
        s.add(title, None, click=True, long=True, selected=title == "Midnight City", y=y, h=70, x=(210, 860), res="title")
        s.add(f"M83 • {dur}", y=y + 70, h=55, x=(210, 860), res="subtitle")
        y += 170
    return s


def ym_nav(s: Scr, sel: str) -> None:
    for k, tab in enumerate(("Home", "Samples", "Explore", "Library")):
        s.add(tab, tab, "FrameLayout", click=True, selected=tab == sel, y=2200, h=147, x=(k * 270, k * 270 + 270), res="pivot_bar_item_title")


def t13(rs: RowSet) -> None:
    album = [("Midnight City", "4:03"), ("Reunion", "3:55"), ("Where the Boats Go", "1:58"), ("Wait", "5:43"), ("Raconte-moi une histoire", "4:02")]
    shuf = [("Midnight City", "4:03"), ("Steve McQueen", "3:50"), ("Wait", "5:43"), ("Splendor", "5:00"), ("OK Pal", "4:27")]
    t = Tr(ym_player(False, "1:12", "17:02", 70))
    t.go(t.click("Like"), ym_player(True, "1:14", "17:02", 70))
    m = Scr(YM, "17:02", 70)
    m.add("Midnight City", y=1180, h=70, x=(210, 1038))
    m.add("M83", y=1250, h=55, x=(210, 1038))
    for k, it in enumerate(("Start radio", "Play next", "Add to queue", "Save to playlist", "Share", "Go to album", "Go to artist")):
        m.add(it, None, click=True, y=1340 + k * 126, h=126, x=(0, 1080), res="text")
    t.go(t.click("More options"), m)
    sv = Scr(YM, "17:03", 70)
    sv.add("Save to playlist", y=1000, h=80, x=(42, 700))
    sv.add("New playlist", None, "Button", y=990, h=100, x=(760, 1038))
    for k, (p, n) in enumerate((("Road trip", 23), ("Chill evening", 41), ("Sunday morning", 17))):
        sv.add(p, None, click=True, y=1140 + k * 180, h=70, x=(210, 1038), res="title")
        sv.add(f"Playlist • {n} songs", y=1210 + k * 180, h=55, x=(210, 1038), res="subtitle")
    t.go(t.click("Save to playlist"), sv)
    t.go(t.click("Road trip"), ym_player(True, "1:31", "17:03", 70, snack="Saved to Road trip"))
    t.go(t.click("UP NEXT"), ym_queue(album, False, "17:03", 70))
    t.go(t.click("Shuffle"), ym_queue(shuf, True, "17:03", 69))
    h = Scr(YM, "17:04", 69)
    h.add(None, "Search", "ImageButton", y=84, h=147, x=(828, 954), res="search_button")
    h.add(None, "Account", "ImageButton", y=84, h=147, x=(954, 1080))
    h.add("Listen again", y=320, h=80, x=(42, 700))
    for k, (a, b) in enumerate((("Hurry Up, We're Dreaming", "Album • M83"), ("Currents", "Album • Tame Impala"), ("Road trip", "Playlist • Morgan Reyes"))):
        h.add(a, None, click=True, y=860, h=60, x=(42 + k * 340, 372 + k * 340))
        h.add(b, y=920, h=50, x=(42 + k * 340, 372 + k * 340))
    h.add("Midnight City • M83", None, click=True, y=2040, h=80, x=(189, 800), res="mini_player_title")
    h.add(None, "Pause video", "ImageButton", y=2030, h=126, x=(912, 1038), res="mini_player_play_pause_replay_button")
    ym_nav(h, "Home")
    t.go(t.back(), h)
    lib = Scr(YM, "17:05", 69)
    lib.add(None, "Search", "ImageButton", y=84, h=147, x=(828, 954), res="search_button")
    lib.add("Playlists", None, "Button", y=250, h=100, x=(42, 300))
    lib.add("Recent activity", None, click=True, y=400, h=70, x=(42, 600))
    for k, (a, b) in enumerate((("Road trip", "Playlist • 24 songs"), ("Liked music", "Auto playlist"), ("Chill evening", "Playlist • 41 songs"))):
        lib.add(a, None, click=True, long=True, y=520 + k * 200, h=70, x=(210, 1038), res="title")
        lib.add(b, y=590 + k * 200, h=55, x=(210, 1038), res="subtitle")
    lib.add("Midnight City • M83", None, click=True, y=2040, h=80, x=(189, 800), res="mini_player_title")
    ym_nav(lib, "Library")
    t.go(t.click("Library"), lib)
    pl = Scr(YM, "17:05", 69)
    bar(pl, None, acts=("Search", "More options"))
    pl.add("Road trip", y=760, h=100, x=(42, 1038), res="title")
    pl.add("Playlist • Morgan Reyes • 2025", y=870, h=55, x=(42, 1038), res="subtitle")
    pl.add("24 songs • 1 hour, 41 minutes", y=930, h=55, x=(42, 1038), res="second_subtitle")
    pl.add(None, "Shuffle", "ImageButton", y=1030, h=147, x=(360, 507))
    pl.add(None, "Play", "ImageButton", y=1030, h=147, x=(540, 720))
    for k, (a, b) in enumerate((("Go Your Own Way", "Fleetwood Mac • 3:38"), ("Take It Easy", "Eagles • 3:31"), ("Dreams", "Fleetwood Mac • 4:17"))):
        pl.add(a, None, click=True, long=True, y=1240 + k * 170, h=70, x=(210, 900), res="title")
        pl.add(b, y=1310 + k * 170, h=55, x=(210, 900), res="subtitle")
    pl.add("Midnight City • M83", None, click=True, y=2040, h=80, x=(189, 800), res="mini_player_title")
    t.go(t.click("Road trip"), pl)
    add(rs, 13, "Like the song that is playing, save it to my Road trip playlist, shuffle the queue, and open Road trip.", t)


# ---------------------------------------------------------------- 14 Drive (bad)
DR = "com.google.android.apps.docs"


def dr_nav(s: Scr, sel: str) -> None:
    for k, tab in enumerate(("Home", "Starred", "Shared", "Files")):
        s.add(tab, tab, "FrameLayout", click=True, selected=tab == sel, y=2190, h=147, x=(k * 270, k * 270 + 270), res="navigation_bar_item_large_label_view")


def dr_files(items: list[tuple[str, str]], clock: str, batt: int) -> Scr:
    s = Scr(DR, clock, batt)
    y = 330
    for name, meta in items:
        s.add(name, f"{name}, {meta}", click=True, long=True, y=y, h=80, x=(168, 900), res="entry_label")
        s.add(None, f"More actions for {name}", "ImageButton", y=y, h=126, x=(912, 1038), res="more_actions_button")
        y += 190
    dr_nav(s, "Files")
    return s


def dr_sheet(name: str, starred: bool, clock: str, batt: int) -> Scr:
    s = Scr(DR, clock, batt)
    s.add(name, y=1020, h=80, x=(168, 1038), res="title")
    for k, it in enumerate(("Share", "Remove from Starred" if starred else "Add to Starred", "Make available offline", "Copy link",
                            "Download", "Rename", "Move", "Details & activity", "Remove")):
        s.add(it, None, click=True, y=1130 + k * 126, h=126, x=(0, 1080), res="menu_item_text")
    return s


def t14(rs: RowSet) -> None:
    files0 = [("Receipts", "Folder"), ("Taxes 2024", "Folder, Starred"), ("budget.xlsx", "Spreadsheet, Modified Mar 2, 2025"),
              ("notes.txt", "Text file, Modified Feb 21, 2025"), ("Q3 report draft.pdf", "PDF, Modified Mar 10, 2025")]
    files1 = files0[:4] + [("Q3 report final.pdf", "PDF, Modified Mar 10, 2025")]
    files2 = files1[:2] + [("budget.xlsx", "Spreadsheet, Starred, Modified Mar 2, 2025")] + files1[3:]
    t = Tr(dr_files(files0, "13:22", 45))
    t.go(t.click("More actions for Q3 report draft.pdf"), dr_sheet("Q3 report draft.pdf", False, "13:22", 45))
    d = Scr(DR, "13:22", 45)
    d.add("Rename", y=900, h=80, x=(105, 975), res="alertTitle")
    d.add("Q3 report draft.pdf", None, "EditText", focused=True, selected=True, y=1000, h=140, x=(105, 975), res="edit_text")
    d.add("Cancel", None, "Button", y=1200, h=110, x=(560, 760), res="android:id/button2")
    d.add("OK", None, "Button", y=1200, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click("Rename"), d)
    d2 = Scr(DR, "13:23", 45)
    d2.els = [dict(e) for e in d.els]
    d2.els[3] = {**d.els[3], "text": "Q3 report final.pdf", "is_selected": False}
    t.go(t.type("Q3 report final.pdf", "Q3 report draft.pdf"), d2)
    t.go(t.click("OK"), dr_files(files1, "13:23", 45))
    t.go(t.click("More actions for budget.xlsx"), dr_sheet("budget.xlsx", False, "13:23", 45))
    t.go(t.click("Add to Starred"), dr_files(files2, "13:24", 44))
    st = Scr(DR, "13:24", 44)
    st.add("Starred", y=250, h=90, x=(42, 600))
    for k, (name, meta) in enumerate((("Taxes 2024", "Folder, Starred"), ("budget.xlsx", "Spreadsheet, Starred, Modified Mar 2, 2025"))):
        st.add(name, f"{name}, {meta}", click=True, long=True, y=380 + k * 190, h=80, x=(168, 900), res="entry_label")
        st.add(None, f"More actions for {name}", "ImageButton", y=380 + k * 190, h=126, x=(912, 1038), res="more_actions_button")
    dr_nav(st, "Starred")
    t.go(t.click("Starred"), st)
    hm = Scr(DR, "13:25", 44)
    hm.add("Search in Drive", None, click=True, y=84, h=147, x=(42, 900), res="search_bar_text")
    hm.add("Suggested", y=280, h=80, x=(42, 600))
    for k, (name, why) in enumerate((("Q3 report draft.pdf", "You edited in the past week"), ("budget.xlsx", "You opened in the past month"),
                                     ("Team offsite agenda", "Priya Raman shared it · Mar 7"))):
        hm.add(name, None, click=True, long=True, y=400 + k * 200, h=80, x=(168, 900), res="entry_label")
        hm.add(why, y=480 + k * 200, h=55, x=(168, 900), res="entry_reason")
    dr_nav(hm, "Home")
    t.go(t.click("Home"), hm)  # BAD
    sh = Scr(DR, "13:25", 44)
    sh.add("Shared", y=250, h=90, x=(42, 600))
    for k, (name, who) in enumerate((("Team offsite agenda", "Shared by Priya Raman"), ("Vendor contract v2.pdf", "Shared by legal@northwind.io"),
                                     ("Photos - Tahoe 2024", "Shared by Jake Morrison"))):
        sh.add(name, None, click=True, long=True, y=380 + k * 200, h=80, x=(168, 900), res="entry_label")
        sh.add(who, y=460 + k * 200, h=55, x=(168, 900), res="entry_reason")
    dr_nav(sh, "Shared")
    t.go(t.click("Shared"), sh)
    dv = Scr(DR, "13:26", 44)
    bar(dv, "Team offsite agenda", acts=("Open with", "More options"))
    for k, ln in enumerate(("Team offsite — April 3–4, 2025", "Location: Cavallo Point, Sausalito",
                            "Day 1 (Thu): 9:00 strategy review · 13:00 customer panel · 18:30 dinner",
                            "Day 2 (Fri): 9:00 planning workshops · 12:00 wrap-up and travel",
                            "Owners: Priya (agenda), Morgan (logistics), Jake (budget)")):
        dv.add(ln, y=300 + k * 150, h=120, x=(42, 1038))
    t.go(t.click("Team offsite agenda"), dv)
    add(rs, 14, "Rename Q3 report draft.pdf to Q3 report final.pdf, star budget.xlsx, then open the shared Team offsite agenda.", t,
        bad=8, kind="file renamed at turn 4 appears under its old name in Drive's suggested files")


# ---------------------------------------------------------------- 15 Tasks (clean)
TK = "org.tasks"


def tk_list(items: list[tuple[str, str, bool]], clock: str, batt: int, snack: bool = False, done: list[tuple[str, str]] | None = None) -> Scr:
    s = Scr(TK, clock, batt)
    bar(s, "My Tasks", up=None, acts=("More options",))
    y = 260
    for title, due, overdue in items:
        s.add(title, None, "CheckBox", long=True, y=y, h=80, x=(21, 1038), res="title")
        s.add(due, "Overdue" if overdue else None, y=y + 80, h=50, x=(168, 600), res="due_date")
        y += 170
    for title, when in done or []:
        s.add(title, None, "CheckBox", checked=True, long=True, y=y, h=80, x=(21, 1038), res="title")
        s.add(when, y=y + 80, h=50, x=(168, 600), res="completion_date")
        y += 170
    if snack:
        s.add("Task completed", y=1920, h=90, x=(42, 820), res="snackbar_text")
        s.add("Undo", None, "Button", y=1910, h=110, x=(840, 1038), res="snackbar_action")
    else:
        s.add(None, "Create new task", "ImageButton", y=1980, h=168, x=(870, 1038), res="fab")
    return s


def tk_edit(title: str | None, due: str, clock: str, batt: int) -> Scr:
    s = Scr(TK, clock, batt)
    s.add(None, "Save", "ImageButton", y=84, h=126, x=(0, 126), res="save")
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    s.add(title, None, "EditText", hint="Task name", focused=title is None or due == "No date", y=260, h=150, x=(168, 1038), res="title")
    for k, (lbl, val) in enumerate((("Due date", due), ("Priority", "None"), ("List", "My Tasks"), ("Tags", "Add tags"), ("Reminders", "Add reminder"))):
        s.add(val, lbl, click=True, y=460 + k * 150, h=100, x=(168, 1038))
    s.add(None, None, "EditText", hint="Description", y=1250, h=200, x=(168, 1038), res="notes")
    return s


def t15(rs: RowSet) -> None:
    rp, cp = ("Renew passport", "Today", False), ("Call plumber", "Yesterday", True)
    rest = [("Submit expense report", "Tomorrow", False), ("Book dentist cleaning", "Mon, Mar 17", False),
            ("Pay water bill", "Thu, Mar 20", False)]
    ink = ("Buy printer ink", "Tomorrow", False)
    t = Tr(tk_list([cp, rp] + rest, "9:14", 92))
    t.go(t.click("Renew passport"), tk_list([cp] + rest, "9:14", 92, snack=True))
    t.go(t.click("Call plumber"), tk_list(rest, "9:15", 92, snack=True))
    t.go(droid("wait"), tk_list(rest, "9:15", 92))
    t.go(t.click("Create new task"), tk_edit(None, "No date", "9:15", 92))
    t.go(t.type("Buy printer ink", "Task name"), tk_edit("Buy printer ink", "No date", "9:16", 92))
    d = Scr(TK, "9:16", 92)
    for k, it in enumerate(("Today", "Tomorrow", "Next week", "No date", "Pick date", "Pick time")):
        d.add(it, None, click=True, selected=it == "No date", y=1300 + k * 126, h=126, x=(42, 1038))
    t.go(t.click("No date"), d)
    t.go(t.click("Tomorrow"), tk_edit("Buy printer ink", "Thu, Mar 13", "9:16", 92))
    t.go(t.click("Save"), tk_list([rest[0], ink] + rest[1:], "9:17", 91))
    mn = Scr(TK, "9:17", 91)
    for k, it in enumerate(("Sort", "Show completed", "Show hidden", "Clear completed", "Settings")):
        mn.add(it, None, "CheckBox" if it.startswith("Show") else "TextView", click=True, y=105 + k * 126, h=126, x=(560, 1059), res="title")
    t.go(t.click("More options"), mn)
    t.go(t.click("Show completed"), tk_list([rest[0], ink] + rest[1:], "9:17", 91,
                                            done=[("Call plumber", "Completed 9:15 AM"), ("Renew passport", "Completed 9:14 AM")]))
    add(rs, 15, "Complete Renew passport and Call plumber, add Buy printer ink due tomorrow, then show completed tasks.", t)


# ---------------------------------------------------------------- 16 Joplin (bad)
JP = "net.cozic.joplin"
JBODY0 = "# Tax documents checklist\n\n- [x] W-2 from employer\n- [ ] 1099-B from brokerage\n- [ ] Property tax statement\n- [ ] Form 5498-SA (HSA)"
JADD = "\n- [ ] 1099-INT from credit union"


def jp_view(body: str, clock: str, batt: int) -> Scr:
    s = Scr(JP, clock, batt)
    s.add(None, "Back", "Button", y=84, h=126, x=(0, 126))
    s.add("Finance", y=105, h=84, x=(147, 600))
    s.add(None, "Edit", "Button", y=84, h=126, x=(702, 828))
    s.add(None, "Attach", "Button", y=84, h=126, x=(828, 954))
    s.add(None, "Actions", "Button", y=84, h=126, x=(954, 1080))
    s.add("Tax documents checklist", None, "EditText", y=231, h=126, x=(42, 1038))
    lines = [ln for ln in body.split("\n")[2:]]
    for k, ln in enumerate(lines):
        done = ln.startswith("- [x]")
        s.add(ln[6:], None, "CheckBox", checked=done, click=True, y=420 + k * 110, h=100, x=(42, 1038), pkg=JP)
    return s


def jp_menu(clock: str, batt: int) -> Scr:
    s = Scr(JP, clock, batt)
    for k, it in enumerate(("Attach file", "Draw picture", "Take photo", "Share", "Tags", "Set alarm", "Convert to todo",
                            "Copy Markdown link", "Properties", "Delete")):
        s.add(it, it, click=True, y=105 + k * 126, h=126, x=(520, 1059))
    return s


def jp_props(note_id: str, updated: str, clock: str, batt: int) -> Scr:
    s = Scr(JP, clock, batt)
    s.add(None, "Back", "Button", y=84, h=126, x=(0, 126))
    s.add("Properties", y=105, h=84, x=(147, 600))
    for k, (lbl, val) in enumerate((("Notebook", "Finance"), ("Created", "10/02/2025 18:22"), ("Updated", updated), ("ID", note_id),
                                    ("Source URL", ""), ("Markup", "Markdown"))):
        s.add(lbl, y=300 + k * 170, h=60, x=(42, 1038))
        s.add(val or None, None, "EditText" if lbl == "Source URL" else "TextView", y=360 + k * 170, h=80, x=(42, 1038))
    return s


def jp_list(clock: str, batt: int) -> Scr:
    s = Scr(JP, clock, batt)
    s.add(None, "Side menu", "Button", y=84, h=126, x=(0, 126))
    s.add("Finance", y=105, h=84, x=(147, 600))
    s.add(None, "Search", "Button", y=84, h=126, x=(828, 954))
    s.add(None, "Actions", "Button", y=84, h=126, x=(954, 1080))
    for k, title in enumerate(("Tax documents checklist", "Car insurance renewal", "Budget 2025", "Subscriptions audit", "Mortgage refinance quotes")):
        s.add(title, None, click=True, long=True, y=240 + k * 126, h=126, x=(42, 1038))
    s.add(None, "New note", "Button", y=1980, h=168, x=(870, 1038))
    return s


def jp_edit(body: str, clock: str, batt: int) -> Scr:
    s = Scr(JP, clock, batt)
    s.add(None, "Back", "Button", y=84, h=126, x=(0, 126))
    s.add(None, "Done", "Button", y=84, h=126, x=(954, 1080))
    s.add("Tax documents checklist", None, "EditText", y=231, h=126, x=(42, 1038))
    s.add(body, None, "EditText", focused=True, scroll=True, y=380, h=1500, x=(0, 1080))
    return s


def t16(rs: RowSet) -> None:
    nid, nid_bad = "4f1c9e2a7b0d4e3f8a56c2d9e0b1a374", "4f1c9e2a7b0d4e3f8a56c2d9e0b1a347"
    t = Tr(jp_list("14:02", 74))
    t.go(t.click("Tax documents checklist"), jp_view(JBODY0, "14:02", 74))
    t.go(t.click("Actions"), jp_menu("14:02", 74))
    t.go(t.click("Properties"), jp_props(nid, "03/03/2025 09:05", "14:03", 74))
    t.go(t.back(), jp_view(JBODY0, "14:03", 74))
    t.go(t.click("Edit"), jp_edit(JBODY0, "14:03", 74))
    t.go(t.type(JADD, JBODY0), jp_edit(JBODY0 + JADD, "14:06", 73))
    t.go(t.click("Done"), jp_view(JBODY0 + JADD, "14:07", 73))
    t.go(t.click("Actions"), jp_menu("14:07", 73))
    t.go(t.click("Properties"), jp_props(nid_bad, "12/03/2025 14:07", "14:07", 73))  # BAD
    t.go(t.back(), jp_view(JBODY0 + JADD, "14:08", 73))
    t.go(t.click("Back"), jp_list("14:08", 73))
    add(rs, 16, "In Joplin, check the note ID of 'Tax documents checklist', add a 1099-INT item to it, and confirm its properties.", t,
        bad=9, kind="note ID in the properties differs from the ID shown earlier for the same note")


# ---------------------------------------------------------------- 17 Retro Music (clean)
RM = "code.name.monkey.retromusic"
NOWPLAY = "Teardrop • Massive Attack"


def rm_base(sel: str, clock: str, batt: int) -> Scr:
    s = Scr(RM, clock, batt)
    s.add(None, "Search", "ImageButton", y=84, h=126, x=(828, 954), res="action_search")
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    return s


def rm_foot(s: Scr, sel: str) -> None:
    s.add(NOWPLAY, None, click=True, y=2030, h=126, x=(147, 900), res="mini_player_title")
    for k, tab in enumerate(("Home", "Songs", "Albums", "Artists", "Playlists")):
        s.add(tab, tab, "FrameLayout", click=True, selected=tab == sel, y=2190, h=147, x=(k * 216, k * 216 + 216), res="navigation_bar_item_large_label_view")


def rm_playlists(pls: list[tuple[str, str]], clock: str, batt: int) -> Scr:
    s = rm_base("Playlists", clock, batt)
    y = 260
    for name, n in pls:
        s.add(name, None, click=True, long=True, y=y, h=70, x=(210, 1038), res="title")
        s.add(n, y=y + 70, h=55, x=(210, 1038), res="text")
        y += 190
    rm_foot(s, "Playlists")
    return s


def rm_songs(clock: str, batt: int) -> Scr:
    s = rm_base("Songs", clock, batt)
    y = 260
    for title in ("Avril 14th", "Cirrus", "Dayvan Cowboy"):
        s.add(title, None, click=True, long=True, y=y, h=70, x=(210, 900), res="title")
        s.add(None, "Song options", "ImageButton", y=y - 20, h=126, x=(912, 1038), res="menu")
        y += 190
    rm_foot(s, "Songs")
    return s


def rm_dialog(title: str, items: list[str], clock: str, batt: int) -> Scr:
    s = Scr(RM, clock, batt)
    s.add(title, y=760, h=80, x=(105, 975), res="alertTitle")
    for k, it in enumerate(items):
        s.add(it, None, click=True, y=880 + k * 140, h=140, x=(105, 975), res="title")
    return s


def t17(rs: RowSet) -> None:
    t = Tr(rm_songs("22:40", 27))
    t.go(t.click("Playlists"), rm_playlists([("Workout", "18 Songs")], "22:40", 27))
    mn = Scr(RM, "22:40", 27)
    for k, it in enumerate(("New playlist", "Import playlist", "Sort order", "Grid size", "Settings")):
        mn.add(it, None, click=True, y=105 + k * 126, h=126, x=(560, 1059), res="title")
    t.go(t.click("More options"), mn)
    nd = Scr(RM, "22:41", 27)
    nd.add("New playlist", y=760, h=80, x=(105, 975), res="alertTitle")
    nd.add(None, None, "EditText", hint="Playlist name", focused=True, y=880, h=150, x=(105, 975), res="actionNewPlaylist")
    nd.add("Cancel", None, "Button", y=1080, h=110, x=(560, 760), res="android:id/button2")
    nd.add("Create", None, "Button", y=1080, h=110, x=(780, 975), res="android:id/button1")
    t.go(t.click("New playlist"), nd)
    nd2 = Scr(RM, "22:41", 27)
    nd2.els = [dict(e) for e in nd.els]
    nd2.els[3] = {**nd.els[3], "text": "Focus"}
    t.go(t.type("Focus", "Playlist name"), nd2)
    t.go(t.click("Create"), rm_playlists([("Focus", "0 Songs"), ("Workout", "18 Songs")], "22:41", 27))
    t.go(t.click("Songs"), rm_songs("22:42", 26))
    t.go(t.click("Song options"), rm_dialog("Avril 14th", ["Play next", "Add to queue", "Add to playlist", "Go to album", "Go to artist", "Share", "Details"], "22:42", 26))
    t.go(t.click("Add to playlist"), rm_dialog("Add to playlist", ["New playlist", "Focus", "Workout"], "22:42", 26))
    t.go(t.click("Focus"), rm_songs("22:43", 26))
    t.go(t.click("Playlists"), rm_playlists([("Focus", "1 Song"), ("Workout", "18 Songs")], "22:43", 26))
    pd = Scr(RM, "22:43", 26)
    bar(pd, "Focus", acts=("Shuffle", "More options"))
    pd.add("1 Song • 2:05", y=600, h=60, x=(42, 1038), res="songTotalTime")
    pd.add("Play all", None, "Button", y=700, h=126, x=(42, 520))
    pd.add("Avril 14th", None, click=True, long=True, y=880, h=70, x=(210, 900), res="title")
    pd.add("Aphex Twin", y=950, h=55, x=(210, 900), res="text")
    pd.add(NOWPLAY, None, click=True, y=2030, h=126, x=(147, 900), res="mini_player_title")
    t.go(t.click("Focus"), pd)
    npv = Scr(RM, "22:45", 26)
    bar(npv, None, up="Close", acts=("Playing queue", "More options"))
    npv.add("Teardrop", y=1500, h=90, x=(42, 1038), res="title")
    npv.add("Massive Attack", y=1590, h=60, x=(42, 1038), res="text")
    npv.add(None, None, "SeekBar", click=True, y=1700, h=80, x=(42, 1038), res="progressSlider")
    npv.add("4:58", y=1790, h=50, x=(42, 300), res="songCurrentProgress")
    npv.add("5:29", y=1790, h=50, x=(780, 1038), res="songTotalTime")
    for k, a in enumerate(("Previous", "Pause", "Next")):
        npv.add(None, a, "ImageButton", y=1900, h=180, x=(240 + k * 210, 420 + k * 210))
    npv.add(None, "Add to favorites", "ImageButton", y=1500, h=126, x=(912, 1038), res="songFavourite")
    t.go(t.click(NOWPLAY), npv)
    add(rs, 17, "Create a Retro Music playlist called Focus, add Avril 14th to it, and then open the song that is playing.", t)


# ---------------------------------------------------------------- 18 KeePassDX (bad)
KP = "com.kunzisoft.keepass.free"


def kp_group(title: str, rows: list[tuple[str, str | None]], clock: str, batt: int) -> Scr:
    s = Scr(KP, clock, batt)
    bar(s, title, up="Navigate up" if title != "Personal" else None, acts=("Search", "Lock database"))
    y = 300
    for name, sub in rows:
        s.add(name, None, click=True, long=True, y=y, h=70, x=(189, 1038), res="node_text")
        if sub:
            s.add(sub, y=y + 70, h=55, x=(189, 1038), res="node_subtext")
        y += 180
    s.add(None, "Add", "ImageButton", y=1980, h=168, x=(870, 1038), res="add_button")
    return s


def kp_entry(title: str, user: str, url: str, modified: str, clock: str, batt: int) -> Scr:
    s = Scr(KP, clock, batt)
    bar(s, title, acts=("Lock database",))
    for k, (lbl, val, act) in enumerate((("Username", user, "Copy username"), ("Password", "••••••••••••••••", "Copy password"), ("URL", url, None),
                                         ("Modified", modified, None))):
        s.add(lbl, y=330 + k * 220, h=55, x=(63, 860))
        s.add(val, None, long=True, y=385 + k * 220, h=80, x=(63, 860), res="entry_field_value")
        if act:
            s.add(None, act, "ImageButton", y=360 + k * 220, h=126, x=(891, 1017), res="entry_field_copy")
    s.add(None, "Edit entry", "ImageButton", y=1980, h=168, x=(870, 1038), res="entry_content_edit_button")
    return s


def kp_form(user: str, clock: str, batt: int, focus: bool = False) -> Scr:
    s = Scr(KP, clock, batt)
    bar(s, "Fastmail", acts=("Save",))
    for k, (hint, val) in enumerate((("Title", "Fastmail"), ("Username", user), ("Password", "••••••••••••••••"),
                                     ("URL", "https://app.fastmail.com"), ("Notes", "Recovery codes in Banking > Safe deposit"))):
        s.add(val, None, "EditText", hint=hint, focused=focus and hint == "Username", y=300 + k * 190, h=150, x=(63, 1017), res="entry_edit_field")
    s.add("Expires", None, "CheckBox", y=1280, h=110, x=(63, 1017), res="expires_checkbox")
    return s


def t18(rs: RowSet) -> None:
    old, new = "okafor.m@fastmail.com", "m.okafor@fastmail.com"
    m0, m1 = "Jan 4, 2025, 8:11 PM", "Mar 12, 2025, 7:48 PM"
    root = [("Banking", None), ("Email", None), ("Social", None), ("Work", None), ("Wi-Fi home", "admin")]
    em0 = [("Fastmail", old), ("Gmail", "mokafor@gmail.com"), ("ProtonMail", "mo.okafor@proton.me")]
    em1 = [("Fastmail", new)] + em0[1:]
    t = Tr(kp_group("Personal", root, "19:46", 39))
    t.go(t.click("Email"), kp_group("Email", em0, "19:46", 39))
    t.go(t.click("Fastmail"), kp_entry("Fastmail", old, "https://app.fastmail.com", m0, "19:46", 39))
    t.go(t.click("Edit entry"), kp_form(old, "19:47", 39))
    t.go(t.type(new, "Username"), kp_form(new, "19:47", 39, focus=True))
    t.go(t.click("Save"), kp_entry("Fastmail", new, "https://app.fastmail.com", m1, "19:48", 39))
    t.go(t.back(), kp_group("Email", em1, "19:48", 38))
    t.go(t.click("ProtonMail"), kp_entry("ProtonMail", "mo.okafor@proton.me", "https://account.proton.me", "Nov 18, 2024, 9:30 AM", "19:48", 38))
    t.go(t.click("Copy password"), kp_entry("ProtonMail", "mo.okafor@proton.me", "https://account.proton.me", "Nov 18, 2024, 9:30 AM", "19:49", 38))
    t.go(t.back(), kp_group("Email", em1, "19:49", 38))
    t.go(t.click("Fastmail"), kp_entry("Fastmail", old, "https://app.fastmail.com", m1, "19:49", 38))  # BAD
    lk = Scr(KP, "19:50", 38)
    lk.add("Personal.kdbx", y=400, h=90, x=(63, 1017), res="filename")
    lk.add("/storage/emulated/0/Documents/Personal.kdbx", y=490, h=55, x=(63, 1017), res="file_path")
    lk.add(None, None, "EditText", hint="Password", y=640, h=150, x=(63, 900), res="password_text_view")
    lk.add(None, "Show password", "ImageButton", y=652, h=126, x=(900, 1017))
    lk.add("Keyfile", None, "CheckBox", y=830, h=110, x=(63, 1017), res="keyfile_checkox")
    lk.add("Unlock", None, "Button", y=2000, h=147, x=(540, 1017), res="activity_password_open_button")
    t.go(t.click("Lock database"), lk)
    add(rs, 18, "In KeePassDX change the Fastmail username to m.okafor@fastmail.com, copy the ProtonMail password, then lock the database.", t,
        bad=10, kind="entry username saved with a new value reads back with the old value while showing the new modification time")


# ---------------------------------------------------------------- 19 Signal (clean)
SI = "org.thoughtcrime.securesms"
LENA = "Lena Hoffmann"
SI_MSG = "Landing at 6:40, gate B12"
TIMER_NOTE = "You set the disappearing message timer to 1 day."


def si_list(chats: list[tuple[str, str, str, str | None]], clock: str, batt: int) -> Scr:
    s = Scr(SI, clock, batt)
    s.add(None, "Settings", "ImageView", click=True, y=84, h=126, x=(21, 147), res="toolbar_settings_touch_area")
    s.add("Signal", y=105, h=84, x=(168, 600), res="toolbar_title")
    s.add(None, "Search", "ImageButton", y=84, h=126, x=(828, 954), res="search_action")
    s.add(None, "More options", "ImageButton", y=84, h=126, x=(954, 1080))
    y = 260
    for name, snip, when, unread in chats:
        s.add(name, None, click=True, long=True, y=y, h=70, x=(210, 820), res="conversation_list_item_name")
        s.add(snip, y=y + 70, h=60, x=(210, 900), res="conversation_list_item_summary")
        s.add(when, y=y, h=60, x=(830, 1038), res="conversation_list_item_date")
        if unread:
            s.add(unread, f"{unread} unread messages", y=y + 70, h=60, x=(950, 1038), res="conversation_list_item_unread_indicator")
        y += 200
    s.add(None, "New chat", "ImageButton", y=1980, h=168, x=(870, 1038), res="fab")
    return s


def si_conv(msgs: list[tuple[str, str, str | None]], draft: str | None, clock: str, batt: int, timer: bool = False) -> Scr:
    s = Scr(SI, clock, batt)
    s.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    s.add(LENA, None, click=True, y=105, h=84, x=(168, 640), res="conversation_title")
    for k, a in enumerate(("Video call", "Call", "More options")):
        s.add(None, a, "ImageButton", y=84, h=126, x=(702 + k * 126, 828 + k * 126))
    y = 900
    for text, when, status in msgs:
        if when is None:
            s.add(text, y=y, h=70, x=(100, 980), res="conversation_update_body")
            y += 120
            continue
        s.add(text, None, long=True, y=y, h=90, x=(42, 860) if status is None else (220, 1038), res="conversation_item_body")
        s.add(when, status, y=y + 90, h=45, x=(42, 400) if status is None else (700, 1038), res="conversation_item_footer_date")
        y += 190
    s.add(draft, None, "EditText", hint="Signal message", focused=draft is not None, y=2040, h=126, x=(126, 880), res="embedded_text_editor")
    s.add(None, "Send" if draft else "Attachment", "ImageButton", y=2040, h=126, x=(912, 1038), res="quick_attachment_toggle")
    return s


def si_settings(timer: str, clock: str, batt: int) -> Scr:
    s = Scr(SI, clock, batt)
    s.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    s.add(LENA, y=560, h=90, x=(42, 1038), res="name")
    s.add("+49 151 23456789", y=650, h=60, x=(42, 1038), res="about")
    for k, a in enumerate(("Message", "Video", "Audio", "Mute")):
        s.add(a, a, "Button", y=780, h=170, x=(42 + k * 250, 280 + k * 250))
    pref(s, "Disappearing messages", timer, 1050)
    pref(s, "Chat color & wallpaper", None, 1230)
    pref(s, "Sounds & notifications", None, 1350)
    pref(s, "View safety number", None, 1470)
    return s


def si_timer(choice: str, clock: str, batt: int) -> Scr:
    s = Scr(SI, clock, batt)
    bar(s, "Disappearing messages")
    for k, o in enumerate(("Off", "4 weeks", "1 week", "1 day", "8 hours", "1 hour", "5 minutes", "30 seconds", "Custom time")):
        s.add(o, None, "RadioButton", checked=o == choice, y=480 + k * 140, h=140, x=(42, 1038))
    s.add("Save", None, "Button", y=2000, h=147, x=(760, 1038), res="expires_selection_save")
    return s


def t19(rs: RowSet) -> None:
    lena_in = [("Are you flying in tonight?", "10:01", None), ("I can pick you up", "10:02", None)]
    fam = ("Family 🌻", "Dad: Photos from Sunday", "9:47", None)
    tom = ("Tom Becker", "👍", "Tue", None)
    t = Tr(si_list([(LENA, "I can pick you up", "10:02", "2"), fam, tom], "10:03", 58))
    t.go(t.click(LENA), si_conv(lena_in, None, "10:03", 58))
    t.go(t.type(SI_MSG, "Signal message"), si_conv(lena_in, SI_MSG, "10:03", 58))
    t.go(t.click("Send"), si_conv(lena_in + [(SI_MSG, "Now", "Sent")], None, "10:03", 58))
    t.go(t.click(LENA), si_settings("Off", "10:04", 58))
    t.go(t.click("Disappearing messages"), si_timer("Off", "10:04", 58))
    t.go(t.click("1 day"), si_timer("1 day", "10:05", 58))
    t.go(t.click("Save"), si_settings("1 day", "10:05", 58))
    t.go(t.back(), si_conv(lena_in + [(SI_MSG, "3m", "Read"), (TIMER_NOTE, None, None)], None, "10:06", 57, timer=True))
    t.go(t.back(), si_list([(LENA, TIMER_NOTE, "1m", None), fam, tom], "10:06", 57))
    add(rs, 19, "Tell Lena on Signal that I land at 6:40 at gate B12 and set disappearing messages in that chat to 1 day.", t)


# ---------------------------------------------------------------- 20 Settings location + notifications (clean)
PC = "com.google.android.permissioncontroller"


def ago(now: int, then: int) -> str:
    d = now - then
    return f"{d} min ago" if d < 60 else f"{d // 60} hr ago"


def loc_page(now: int, batt: int, granted: int) -> Scr:
    s = Scr(ST, f"11:{now:02d}", batt)
    bar(s, "Location")
    sw(s, "Use location", None, True, 330)
    s.add("Recent access", y=520, h=60, x=(42, 1038), res="android:id/title")
    for k, (app, at) in enumerate((("Google Maps", 18), ("Weather Now", 6), ("Google", -18))):
        s.add(app, y=600 + k * 170, h=66, x=(168, 1038), res="android:id/title")
        s.add(ago(now, at), y=666 + k * 170, h=54, x=(168, 1038), res="android:id/summary")
    pref(s, "App location permissions", f"{granted} of 11 apps have access to location", 1150)
    pref(s, "Location services", None, 1330)
    return s


def loc_perms(weather_all: bool, clock: str, batt: int) -> Scr:
    s = Scr(PC, clock, batt)
    bar(s, "Location permission")
    y = 300
    groups = [("Allowed all the time", ["Weather Now"] if weather_all else []), ("Allowed only while in use", ["Camera", "Chrome", "Google Maps"]),
              ("Not allowed", ["Gallery", "Instagram", "Messages", "ShopMart", "Signal", "Spotify", "YouTube"] + ([] if weather_all else ["Weather Now"]))]
    for head, apps in groups:
        if not apps:
            continue
        s.add(head, y=y, h=60, x=(42, 1038), res="android:id/title")
        y += 90
        for a in sorted(apps):
            if y > 2100:
                break
            s.add(a, None, click=True, y=y, h=126, x=(168, 1038), res="android:id/title")
            y += 150
        y += 30
    return s


def wn_perm(choice: str, clock: str, batt: int) -> Scr:
    s = Scr(PC, clock, batt)
    bar(s, "Location permission")
    s.add("Weather Now", y=300, h=90, x=(42, 1038), res="entity_header_title")
    s.add("LOCATION ACCESS FOR THIS APP", y=460, h=60, x=(42, 1038), res="android:id/title")
    for k, o in enumerate(("Allow all the time", "Allow only while using the app", "Ask every time", "Don’t allow")):
        s.add(o, None, "RadioButton", checked=o == choice, y=540 + k * 150, h=140, x=(42, 1038), res="android:id/title")
    sw(s, "Use precise location", None, choice != "Don’t allow", 1180, enabled=choice != "Don’t allow")
    s.add("See all Weather Now permissions", None, click=True, y=1400, h=90, x=(42, 1038), res="footer_link")
    return s


def notif_page(clock: str, batt: int) -> Scr:
    s = Scr(ST, clock, batt)
    bar(s, "Notifications")
    pref(s, "App notifications", "Control notifications from individual apps", 300)
    pref(s, "Notification history", "Show recent and snoozed notifications", 480)
    pref(s, "Conversations", "No priority conversations", 660)
    pref(s, "Notifications on lock screen", "Show conversations, default, and silent", 840)
    sw(s, "Sensitive notifications", "Show sensitive content when locked", True, 1020)
    return s


def app_notifs(mode: str, shop_on: bool, now: int, batt: int, dropdown: bool = False) -> Scr:
    s = Scr(ST, f"11:{now:02d}", batt)
    bar(s, "App notifications")
    s.add(mode, None, "Spinner", click=True, y=280, h=110, x=(42, 600), res="filter_spinner")
    if dropdown:
        for k, o in enumerate(("Most recent", "Most frequent", "All apps", "Turned off")):
            s.add(o, None, "CheckedTextView", checked=o == mode, y=400 + k * 126, h=126, x=(42, 600), res="android:id/text1")
        return s
    if mode == "Most recent":
        apps = [("ShopMart", ago(now, 19)), ("Messages", ago(now, 12)), ("Signal", ago(now, 5)), ("Gmail", ago(now, -2))]
    else:
        apps = [("Messages", "~14 notifications per day"), ("ShopMart", "~9 notifications per day"), ("Signal", "~6 notifications per day"),
                ("Gmail", "~4 notifications per day")]
    for k, (a, sub) in enumerate(apps):
        sw(s, a, sub, shop_on or a != "ShopMart", 440 + k * 190)
    return s


def t20(rs: RowSet) -> None:
    t = Tr(loc_page(20, 77, 4))
    t.go(t.click("App location permissions"), loc_perms(True, "11:20", 77))
    t.go(t.click("Weather Now"), wn_perm("Allow all the time", "11:21", 77))
    t.go(t.click("Don’t allow"), wn_perm("Don’t allow", "11:21", 77))
    t.go(t.back(), loc_perms(False, "11:21", 77))
    t.go(t.back(), loc_page(22, 77, 3))
    t.go(t.back(), st_main("11:22", 77))
    t.go(t.click("Notifications"), notif_page("11:22", 76))
    t.go(t.click("App notifications"), app_notifs("Most recent", True, 23, 76))
    t.go(droid("click", index=t.cur.i("ShopMart") + 2), app_notifs("Most recent", False, 23, 76))
    t.go(t.click("Most recent"), app_notifs("Most recent", False, 24, 76, dropdown=True))
    t.go(t.click("Most frequent"), app_notifs("Most frequent", False, 24, 76))
    add(rs, 20, "Stop Weather Now from using location and turn off notifications from ShopMart.", t)


# ---------------------------------------------------------------- 21 Contacts (clean)
def t21(rs: RowSet) -> None:
    names = ["Abdul Rahman", "Bianca Russo", "Carlos Mendes", "Daniela Ortiz", "Emily Zhang", "Felix Wagner", "Grace Liu", "Henrik Larsen"]
    empty: dict[str, str | None] = {}
    t = Tr(c_list(names, "12:05", 55, fav=("Henrik Larsen",)))
    t.go(t.click("Create contact"), c_edit("Create contact", empty, "12:05", 55, focus="First name"))
    t.go(t.type("Sofia", "First name"), c_edit("Create contact", {"First name": "Sofia"}, "12:05", 55, focus="First name"))
    t.go(t.type("Marín", "Surname"), c_edit("Create contact", {"First name": "Sofia", "Surname": "Marín"}, "12:06", 55, focus="Surname"))
    f3 = {"First name": "Sofia", "Surname": "Marín", "Phone": "+34 612 34 56 78"}
    t.go(t.type("+34612345678", "Phone"), c_edit("Create contact", f3, "12:06", 55, focus="Phone"))
    rows = [("+34 612 34 56 78", "Mobile")]
    t.go(t.click("Save"), c_detail("Sofia Marín", None, rows, "12:06", 55))
    t.go(t.click("Add to favourites"), c_detail("Sofia Marín", None, rows, "12:07", 55, starred=True))
    t.go(t.back(), c_list(names, "12:07", 54, fav=("Henrik Larsen", "Sofia Marín")))
    sr = Scr(CP, "12:07", 54)
    sr.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    sr.add(None, None, "EditText", hint="Search contacts", focused=True, y=84, h=126, x=(140, 1038), res="search_view")
    t.go(t.click("Search contacts"), sr)
    sr2 = Scr(CP, "12:08", 54)
    sr2.add(None, "Navigate up", "ImageButton", y=84, h=126, x=(0, 126))
    sr2.add("mar", None, "EditText", hint="Search contacts", focused=True, y=84, h=126, x=(140, 900), res="search_view")
    sr2.add(None, "Clear search", "ImageButton", y=84, h=126, x=(912, 1038))
    sr2.add("3 contacts", y=260, h=60, x=(42, 1038), res="header_text")
    for k, (n, sub) in enumerate((("Mario Rossi", "+39 347 123 4567"), ("Marta Kowalska", "marta.k@poczta.pl"), ("Sofia Marín", "+34 612 34 56 78"))):
        sr2.add(n, None, click=True, y=360 + k * 180, h=70, x=(189, 1038), res="cliv_name_textview")
        sr2.add(sub, y=430 + k * 180, h=55, x=(189, 1038), res="cliv_data_view")
    t.go(t.type("mar", "Search contacts"), sr2)
    add(rs, 21, "Add Sofia Marín (+34 612 345 678) as a contact, make her a favourite, and search my contacts for 'mar'.", t)


# ---------------------------------------------------------------- 22 Audio Recorder (bad)
AR = "com.dimowner.audiorecorder"


def ar_main(name: str, dur: str, pos: str, status: str, clock: str, batt: int, playing: bool = False) -> Scr:
    s = Scr(AR, clock, batt)
    s.add(name, None, click=True, y=200, h=80, x=(42, 1038), res="txt_name")
    s.add(dur, y=290, h=60, x=(42, 400), res="txt_duration")
    s.add(None, None, "View", y=420, h=600, x=(0, 1080), res="record")
    s.add(pos, y=1040, h=60, x=(42, 400), res="txt_progress")
    s.add(None, "Pause" if playing else "Play", "ImageButton", y=1120, h=147, x=(466, 613), res="btn_play")
    s.add(status, y=1700, h=60, x=(42, 1038), res="txt_record_info")
    s.add(None, "Records list", "ImageButton", y=1900, h=168, x=(84, 252), res="btn_records_list")
    s.add(None, "Record", "ImageButton", y=1860, h=240, x=(420, 660), res="btn_record")
    s.add(None, "Settings", "ImageButton", y=1900, h=168, x=(828, 996), res="btn_settings")
    return s


def t22(rs: RowSet) -> None:
    t = Tr(ar_main("Record-13", "00:32", "00:00", "Ready", "14:31", 69))
    rec = Scr(AR, "14:31", 69)
    rec.add("Record-14", y=200, h=80, x=(42, 1038), res="txt_name")
    rec.add("00:02", y=700, h=160, x=(300, 780), res="txt_progress")
    rec.add(None, None, "View", y=900, h=600, x=(0, 1080), res="recording_view")
    rec.add("Recording…", y=1700, h=60, x=(42, 1038), res="txt_record_info")
    rec.add(None, "Pause recording", "ImageButton", y=1900, h=168, x=(84, 252), res="btn_record_pause")
    rec.add(None, "Stop recording", "ImageButton", y=1860, h=240, x=(420, 660), res="btn_record")
    t.go(t.click("Record"), rec)
    t.go(t.click("Stop recording"), ar_main("Record-14", "00:49", "00:00", "Ready", "14:32", 69))
    ls = Scr(AR, "14:32", 69)
    bar(ls, "Records", acts=("Sort", "More options"))
    for k, (n, info) in enumerate((("Record-14", "Mar 12, 2025 13:58 · 00:49"), ("Record-13", "Mar 11, 2025 09:12 · 00:32"),
                                   ("Record-12", "Mar 9, 2025 18:40 · 04:17"), ("Interview draft", "Mar 2, 2025 11:05 · 12:08"))):
        ls.add(n, None, click=True, long=True, y=300 + k * 190, h=70, x=(168, 900), res="list_item_name")
        ls.add(info, y=370 + k * 190, h=55, x=(168, 900), res="list_item_date")
    t.go(t.click("Records list"), ls)  # BAD
    t.go(t.back(), ar_main("Record-14", "00:49", "00:00", "Ready", "14:33", 69))
    t.go(t.click("Play"), ar_main("Record-14", "00:49", "00:03", "Playing", "14:33", 69, playing=True))
    t.go(t.click("Pause"), ar_main("Record-14", "00:49", "00:07", "Paused", "14:33", 69))
    se = Scr(AR, "14:34", 69)
    bar(se, "Settings")
    for k, (a, b) in enumerate((("Record format", "M4A"), ("Sample rate", "44.1 kHz"), ("Bitrate", "128 kbps"), ("Channels", "Stereo"))):
        pref(se, a, b, 300 + k * 180)
    sw(se, "Keep screen on", None, False, 1040)
    sw(se, "Ask to rename after recording", None, False, 1210)
    se.add("Available space: 41.7 GB (about 740 hours of recording)", y=1400, h=100, x=(42, 1038), res="txt_size_per_min")
    t.go(t.click("Settings"), se)
    add(rs, 22, "Record a short voice memo with Audio Recorder, check it in the records list, play a few seconds of it, then open the settings.", t,
        bad=3, kind="new recording made at 14:31 is dated 13:58, earlier than the moment recording started")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
