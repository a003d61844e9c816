# ruff: noqa: E501
"""Holdout23, domain android: 22 AndroidWorld-style trajectories on a Pixel 6 (1080x2400).

Each observation is the element list the emulator would report for the next screen, in AndroidWorld's
``UI element N: UIElement(...)`` notation. Half the trajectories carry exactly one world-model drift
(see ``labels.json``); the other half are clean but full of legitimate change: clocks and relative
times moving, re-sorted / filtered / truncated lists, progress counters, rounding and unit switches.
Screens are built from small per-app helpers so that every value not meant to drift stays identical.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TASK = "android"
SYSUI = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"

CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "sw": "android.widget.Switch",
    "cb": "android.widget.CheckBox", "rb": "android.widget.RadioButton", "ll": "android.widget.LinearLayout",
    "fl": "android.widget.FrameLayout", "rl": "android.widget.RelativeLayout", "v": "android.view.View",
    "vg": "android.view.ViewGroup", "rv": "androidx.recyclerview.widget.RecyclerView", "lv": "android.widget.ListView",
    "sv": "android.widget.ScrollView", "sb": "android.widget.SeekBar", "ctv": "android.widget.CheckedTextView",
    "spin": "android.widget.Spinner", "tb": "android.widget.ToggleButton", "wv": "android.webkit.WebView",
}


class BoundingBox:
    """Pixel box, printed the way AndroidWorld prints it."""

    def __init__(self, x_min: int, x_max: int, y_min: int, y_max: int) -> None:
        self.x_min, self.x_max, self.y_min, self.y_max = x_min, x_max, y_min, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def E(pkg: str, cls: str, text: str | None = None, desc: str | None = None, box: tuple[int, int, int, int] = (0, 0, 0, 0),
      rid: str | None = None, hint: str | None = None, click: bool = False, checked: bool | None = None,
      edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False, long: bool = False,
      enabled: bool = True) -> dict[str, Any]:
    """One UI element; checked=None means not checkable."""
    x1, y1, x2, y2 = box
    if rid is not None and ":" not in rid:
        rid = f"{pkg}:id/{rid}"
    return {"text": text, "content_description": desc, "class_name": CLS.get(cls, cls),
            "bbox_pixels": BoundingBox(x1, x2, y1, y2), "hint_text": hint, "is_checked": bool(checked),
            "is_checkable": checked is not None, "is_clickable": click, "is_editable": edit, "is_enabled": enabled,
            "is_focused": focused, "is_focusable": click or edit or scroll, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": selected, "is_visible": True, "package_name": pkg,
            "resource_name": rid}


def sbar(clock: str, batt: int | None = None) -> list[dict[str, Any]]:
    out = [E(SYSUI, "tv", clock, box=(63, 33, 196, 96), rid="clock")]
    if batt is not None:
        out.append(E(SYSUI, "ll", desc=f"Battery {batt} percent.", box=(952, 38, 1026, 92), rid="battery"))
    return out


def find(screen: list[dict[str, Any]], key: str, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(screen)
            if key in (e["text"], e["content_description"], e["hint_text"]) or (e["resource_name"] or "").endswith("/" + key)]
    assert len(hits) > nth, (key, nth)
    return hits[nth]


class Tr:
    """A trajectory: the starting screen, then (action, next screen) pairs; element indexes are looked up."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.state = ui_elements(start)
        self.cur = start
        self.turns: list[tuple[str, str]] = []

    def act(self, screen: list[dict[str, Any]], kind: str, on: str | None = None, nth: int = 0, **kw: Any) -> Tr:
        if on is not None:
            kw["index"] = find(self.cur, on, nth)
        obs = ui_elements(screen)
        assert len(obs) < 8500, (len(obs), kind, on)
        self.turns.append((droid(kind, **kw), obs))
        self.cur = screen
        return self

    def add(self, rs: RowSet, n: int, bad_turn: int | None = None, kind: str = "clean") -> None:
        rs.add(task=TASK, tid=f"h23-android-{n:02d}", system=DROID_SYSTEM, turns=self.turns, state=self.state,
               bad=bad_turn is not None, turn=bad_turn, kind=kind)


def rows(y0: int, step: int, n: int) -> list[int]:
    return [y0 + i * step for i in range(n)]


# ---------------------------------------------------------------- 01 Contacts (clean)
def t01(rs: RowSet) -> None:
    c = partial(E, "com.google.android.contacts")
    names = ["Aaron Whitfield", "Beatriz Lopes", "Carmen Ortiz", "Daniel Okafor", "Elena Marsh", "Farid Haddad",
             "Grace Liu", "Hiro Tanaka"]

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        els = sbar(clock, batt) + [
            c("tv", "Search contacts", box=(147, 152, 800, 264), rid="open_search_bar_text_view", click=True),
            c("iv", desc="Signed in as Marcus Hale marcus.hale@gmail.com", box=(912, 166, 1008, 250), rid="selected_account_disc", click=True)]
        for y, n in zip(rows(320, 196, len(names)), names):
            els.append(c("tv", n, box=(210, y, 1017, min(y + 168, 2030)), rid="cliv_name_textview", click=True, long=True))
        els += [c("ib", desc="Create contact", box=(830, 1880, 1017, 2067), rid="floating_action_button", click=True),
                c("fl", "Contacts", box=(0, 2100, 360, 2280), rid="nav_contacts", click=True, selected=True),
                c("fl", "Highlights", box=(360, 2100, 720, 2280), rid="nav_highlights", click=True),
                c("fl", "Fix & manage", box=(720, 2100, 1080, 2280), rid="nav_assistant", click=True)]
        return els

    def form(clock: str, batt: int, title: str, vals: dict[str, str], focus: str | None) -> list[dict[str, Any]]:
        els = sbar(clock, batt) + [
            c("ib", desc="Cancel", box=(21, 141, 147, 267), rid="toolbar_close", click=True),
            c("tv", title, box=(168, 170, 700, 238), rid="toolbar_title"),
            c("btn", "Save", box=(846, 155, 1038, 253), rid="toolbar_button", click=True),
            c("tv", "Saving to marcus.hale@gmail.com", box=(63, 300, 1017, 360), rid="account_name"),
            c("iv", desc="Add picture", box=(416, 400, 664, 648), rid="photo", click=True)]
        for y, (key, hint) in zip(rows(700, 170, 5), [("first", "First name"), ("last", "Last name"), ("company", "Company"), ("phone", "Phone"), ("email", "Email")]):
            els.append(c("et", vals.get(key) or None, hint=hint, box=(189, y, 1017 if key not in ("phone", "email") else 720, y + 147),
                         rid="edit_text", click=True, edit=True, focused=focus == key, long=True))
            if key == "phone":
                els.append(c("spin", "Mobile", box=(741, y, 1017, y + 147), rid="spinner", click=True))
            if key == "email":
                els.append(c("spin", "Home", box=(741, y, 1017, y + 147), rid="spinner", click=True))
        els.append(c("btn", "More fields", box=(63, 1580, 420, 1690), rid="more_fields", click=True))
        return els

    def detail(clock: str, batt: int, name: str, info: list[tuple[str, str]]) -> list[dict[str, Any]]:
        has_mail = any("@" in v for v, _ in info)
        els = sbar(clock, batt) + [
            c("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
            c("btn", desc="Edit contact", box=(678, 141, 804, 267), rid="menu_edit", click=True),
            c("ib", desc="Add to favorites", box=(804, 141, 930, 267), rid="menu_star", click=True),
            c("ib", desc="More options", box=(930, 141, 1059, 267), click=True),
            c("tv", name, box=(63, 650, 1017, 760), rid="large_title")]
        for x, lab in zip((63, 304, 545, 786), ("Call", "Text", "Video", "Email")):
            els.append(c("btn", lab, box=(x, 820, x + 231, 1010), click=True, enabled=lab != "Email" or has_mail))
        els.append(c("tv", "Contact info", box=(63, 1080, 1017, 1140), rid="header"))
        for y, (val, lab) in zip(rows(1170, 190, len(info)), info):
            els.append(c("tv", val, box=(189, y, 880, y + 70), rid="header_text", click=True, long=True))
            els.append(c("tv", lab, box=(189, y + 74, 880, y + 130), rid="sub_header"))
        return els

    dan = [("(312) 555-0148", "Mobile")]
    t = Tr(home("10:14", 76))
    t.act(form("10:14", 76, "Create contact", {}, "first"), "click", "Create contact")
    t.act(form("10:14", 76, "Create contact", {"first": "Priya"}, "first"), "input_text", "First name", text="Priya")
    t.act(form("10:15", 76, "Create contact", {"first": "Priya", "last": "Raman"}, "last"), "input_text", "Last name", text="Raman")
    t.act(form("10:15", 76, "Create contact", {"first": "Priya", "last": "Raman", "phone": "(415) 555-0192"}, "phone"), "input_text", "Phone", text="4155550192")
    t.act(detail("10:15", 76, "Priya Raman", [("(415) 555-0192", "Mobile")]), "click", "Save")
    t.act(home("10:15", 76), "navigate_back")
    srch = sbar("10:16", 75) + [
        E("com.google.android.contacts", "ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
        E("com.google.android.contacts", "et", None, hint="Search contacts", box=(168, 150, 1017, 258), rid="search_view", click=True, edit=True, focused=True)]
    t.act(srch, "click", "Search contacts")
    res = srch[:-1] + [
        E("com.google.android.contacts", "et", "Dan", hint="Search contacts", box=(168, 150, 1017, 258), rid="search_view", click=True, edit=True, focused=True),
        c("tv", "Daniel Okafor", box=(210, 320, 1017, 400), rid="cliv_name_textview", click=True, long=True),
        c("tv", "(312) 555-0148", box=(210, 404, 1017, 460), rid="cliv_phone_textview"),
        c("tv", "Jordan Danforth", box=(210, 516, 1017, 596), rid="cliv_name_textview", click=True, long=True),
        c("tv", "jdanforth@lumen.studio", box=(210, 600, 1017, 656), rid="cliv_phone_textview")]
    t.act(res, "input_text", "Search contacts", text="Dan")
    t.act(detail("10:16", 75, "Daniel Okafor", dan), "click", "Daniel Okafor")
    dvals = {"first": "Daniel", "last": "Okafor", "phone": "(312) 555-0148"}
    t.act(form("10:16", 75, "Edit contact", dvals, None), "click", "Edit contact")
    t.act(form("10:17", 75, "Edit contact", {**dvals, "email": "d.okafor@northwind.io"}, "email"), "input_text", "Email", text="d.okafor@northwind.io")
    t.act(detail("10:17", 75, "Daniel Okafor", dan + [("d.okafor@northwind.io", "Home")]), "click", "Save")
    t.add(rs, 1)


# ---------------------------------------------------------------- shared: Google Clock
CLOCK = "com.google.android.deskclock"
ck = partial(E, CLOCK)


def clock_tabs(sel: str) -> list[dict[str, Any]]:
    return [ck("fl", t, desc=t, box=(x, 2120, x + 216, 2274), rid="tab_" + t.lower(), click=True, selected=t == sel)
            for x, t in zip((0, 216, 432, 648, 864), ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"))]


# ---------------------------------------------------------------- 02 Clock alarms (bad)
def t02(rs: RowSet) -> None:
    def alarms(clock: str, items: list[tuple[str, str, str | None, bool]], snack: str | None = None) -> list[dict[str, Any]]:
        els = sbar(clock)
        y = 300
        for time, days, label, on in items:
            if label:
                els.append(ck("tv", label, box=(84, y, 700, y + 56), rid="edit_label", click=True))
            els.append(ck("tv", time, box=(84, y + 60, 640, y + 200), rid="digital_clock", click=True))
            els.append(ck("tv", days, box=(84, y + 204, 760, y + 256), rid="upcoming_instance_label"))
            els.append(ck("sw", "ON" if on else "OFF", desc=time, box=(858, y + 90, 1002, y + 170), rid="onoff", click=True, checked=on))
            y += 330
        if snack:
            els.append(ck("tv", snack, box=(42, 1830, 1038, 1950), rid="snackbar_text"))
        els.append(ck("ib", desc="Add alarm", box=(456, 1960, 624, 2090), rid="fab", click=True))
        return els + clock_tabs("Alarm")

    base = [("6:00 AM", "Mon, Tue, Wed, Thu, Fri", None, True), ("7:30 AM", "Sat, Sun", None, False)]
    off6 = [("6:00 AM", "Mon, Tue, Wed, Thu, Fri", None, False)] + base[1:]

    def picker(h: str, m: str, text_mode: bool, focus: str | None = None) -> list[dict[str, Any]]:
        els = sbar("9:42 PM") + [ck("tv", "Enter time" if text_mode else "Select time", box=(120, 560, 960, 620), rid="header_title")]
        if text_mode:
            els += [ck("et", h, box=(120, 660, 450, 860), rid="material_hour_text_input", click=True, edit=True, focused=focus == "h"),
                    ck("tv", "Hour", box=(120, 870, 450, 920)),
                    ck("et", m, box=(500, 660, 830, 860), rid="material_minute_text_input", click=True, edit=True, focused=focus == "m"),
                    ck("tv", "Minute", box=(500, 870, 830, 920))]
        else:
            els += [ck("tv", h, desc=f"{h} o'clock", box=(120, 660, 450, 860), rid="material_hour_tv", click=True, checked=True),
                    ck("tv", m, desc=f"{m} minutes", box=(500, 660, 830, 860), rid="material_minute_tv", click=True, checked=False),
                    ck("v", desc="Clock face, select hour", box=(170, 980, 910, 1720), rid="material_clock_face", click=True)]
        els += [ck("btn", "AM", box=(860, 660, 960, 760), rid="material_clock_period_am_button", click=True, checked=True),
                ck("btn", "PM", box=(860, 760, 960, 860), rid="material_clock_period_pm_button", click=True, checked=False),
                ck("ib", desc="Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.",
                   box=(120, 1780, 246, 1906), rid="material_timepicker_mode_button", click=True),
                ck("btn", "Cancel", box=(560, 1790, 760, 1900), rid="material_timepicker_cancel_button", click=True),
                ck("btn", "OK", box=(780, 1790, 960, 1900), rid="material_timepicker_ok_button", click=True)]
        return els

    t = Tr(alarms("9:41 PM", base))
    t.act(alarms("9:41 PM", off6), "click", "6:00 AM", nth=1)
    t.act(picker("8", "00", False), "click", "Add alarm")
    t.act(picker("8", "00", True, "h"), "click", "Switch to text input mode for the time input.")
    t.act(picker("5", "00", True, "h"), "input_text", "material_hour_text_input", text="5")
    t.act(picker("5", "45", True, "m"), "input_text", "material_minute_text_input", text="45")
    drift = [("5:45 AM", "Tomorrow", None, True), ("6:00 AM", "Mon, Tue, Wed, Thu, Fri", None, True)] + base[1:]
    t.act(alarms("9:43 PM", drift), "click", "OK")
    world = sbar("9:43 PM") + [
        ck("tv", "9:43 PM", desc="9:43 PM", box=(150, 420, 930, 640), rid="digital_clock"),
        ck("tv", "Tue, Mar 12", box=(300, 650, 780, 720), rid="date"),
        ck("tv", "Wed, 5:45 AM", desc="Next alarm Wed, 5:45 AM", box=(330, 730, 750, 790), rid="nextAlarm"),
        ck("tv", "London", box=(84, 900, 600, 970), rid="city_name"),
        ck("tv", "Tomorrow, +5 hrs", box=(84, 975, 600, 1030), rid="city_day"),
        ck("tv", "2:43 AM", box=(690, 900, 1002, 1030), rid="digital_clock"),
        ck("ib", desc="Cities", box=(456, 1960, 624, 2090), rid="fab", click=True)] + clock_tabs("Clock")
    t.act(world, "click", "Clock")
    t.add(rs, 2, 6, "alarm the agent switched off shows as switched on again with no action")


# ---------------------------------------------------------------- shared: Settings
SET = "com.android.settings"
st = partial(E, SET)


def set_page(clock: str, batt: int | None, title: str | None, items: list[tuple[str, str | None]], y0: int = 420,
             extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """A preference screen: navigate-up, big title, then title/summary rows."""
    els = sbar(clock, batt)
    if title is None:
        els += [st("tv", "Search settings", box=(63, 200, 900, 330), rid="search_action_bar_title", click=True),
                st("iv", desc="Account", box=(924, 214, 1017, 307), rid="account_avatar", click=True)]
    else:
        els += [st("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                st("tv", title, box=(63, 300, 1017, 400), rid="collapsing_toolbar")]
    for y, (head, summ) in zip(rows(y0, 190, len(items)), items):
        els.append(st("tv", head, box=(189, y, 1017, y + 70), rid="android:id/title", click=True))
        if summ is not None:
            els.append(st("tv", summ, box=(189, y + 74, 1017, y + 130), rid="android:id/summary"))
    return els + (extra or [])


def set_home(clock: str, batt: int, storage: str) -> list[dict[str, Any]]:
    return set_page(clock, batt, None, [
        ("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
        ("Apps", "Assistant, recent apps, default apps"), ("Battery", f"{batt}%"), ("Storage", storage),
        ("Display", "Dark theme, font size, brightness")])


# ---------------------------------------------------------------- 03 Settings: Bluetooth + screen timeout (clean)
def t03(rs: RowSet) -> None:
    stor = "47% used - 67.82 GB free"

    def conn(clock: str, batt: int, on: bool) -> list[dict[str, Any]]:
        if on:
            items = [("Pair new device", None), ("Currently connected", None), ("Pixel Buds Pro", "Active, L: 70% battery, R: 65% battery"),
                     ("Previously connected devices", None), ("JBL Flip 5", None), ("Connection preferences", "Bluetooth, NFC, Android Auto")]
        else:
            items = [("Pair new device", "Bluetooth will turn on to pair"), ("Previously connected devices", None),
                     ("Pixel Buds Pro", None), ("JBL Flip 5", None), ("See all", None), ("Connection preferences", "Bluetooth, NFC, Android Auto")]
        return set_page(clock, batt, "Connected devices", items)

    def prefs(clock: str, batt: int, bt: str) -> list[dict[str, Any]]:
        return set_page(clock, batt, "Connection preferences", [
            ("Bluetooth", bt), ("NFC", "On"), ("Cast", None), ("Printing", "1 print service on"),
            ("Chromebook", "Your phone is not linked to a Chromebook"), ("Nearby Share", "On"), ("Android Auto", "Phone screen, connected cars")])

    def bt(clock: str, batt: int, on: bool) -> list[dict[str, Any]]:
        els = set_page(clock, batt, "Bluetooth", [])
        els.append(st("sw", "Use Bluetooth", box=(63, 440, 1017, 580), rid="switch_widget", click=True, checked=on))
        if on:
            els += [st("tv", "Device name", box=(189, 640, 1017, 710), rid="android:id/title", click=True),
                    st("tv", "Pixel 6", box=(189, 714, 1017, 770), rid="android:id/summary"),
                    st("tv", "Pair new device", box=(189, 830, 1017, 900), rid="android:id/title", click=True)]
            els.append(st("tv", "Phone's Bluetooth address: 5C:CB:99:1A:07:E3", box=(63, 1020, 1017, 1080), rid="android:id/title"))
        else:
            els.append(st("tv", "When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.", box=(63, 640, 1017, 760), rid="android:id/title"))
        return els

    def display(clock: str, batt: int, bright: str, timeout: str) -> list[dict[str, Any]]:
        def row(y: int, head: str, summ: str | None = None, sw: bool | None = None) -> list[dict[str, Any]]:
            out = [st("tv", head, box=(189, y, 860, y + 70), rid="android:id/title", click=True)]
            if summ is not None:
                out.append(st("tv", summ, box=(189, y + 74, 860, y + 130), rid="android:id/summary"))
            if sw is not None:
                out.append(st("sw", None, box=(880, y + 10, 1017, y + 110), rid="switchWidget", click=True, checked=sw))
            return out
        els = set_page(clock, batt, "Display", [])
        els += row(420, "Brightness level", bright) + row(610, "Adaptive brightness", sw=True) + row(800, "Lock screen", "Show all notification content")
        els += row(990, "Screen timeout", timeout) + row(1180, "Dark theme", "Will never turn on automatically", sw=False) + row(1370, "Font size and text", "Default")
        return els

    def timeout(clock: str, batt: int, sel: str) -> list[dict[str, Any]]:
        els = sbar(clock, batt) + [st("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                                   st("tv", "Screen timeout", box=(63, 300, 1017, 400), rid="collapsing_toolbar")]
        for y, o in zip(rows(440, 150, 7), ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes")):
            els.append(st("rb", o, box=(63, y, 1017, y + 140), rid="android:id/title", click=True, checked=o == sel))
        els.append(st("tv", "Screen attention", box=(189, 1540, 880, 1610), rid="android:id/title", click=True))
        els.append(st("tv", "Off / Screen won’t turn off if you’re looking at it", box=(189, 1614, 880, 1670), rid="android:id/summary"))
        return els

    t = Tr(set_home("4:06 PM", 81, stor))
    t.act(conn("4:06 PM", 81, False), "click", "Connected devices")
    t.act(prefs("4:07 PM", 81, "Off"), "click", "Connection preferences")
    t.act(bt("4:07 PM", 81, False), "click", "Bluetooth")
    t.act(bt("4:08 PM", 81, True), "click", "Use Bluetooth")
    t.act(prefs("4:08 PM", 81, "On"), "navigate_back")
    t.act(conn("4:09 PM", 81, True), "navigate_back")
    t.act(set_home("4:10 PM", 80, stor), "navigate_back")
    t.act(display("4:10 PM", 80, "46%", "After 30 seconds of inactivity"), "click", "Display")
    t.act(timeout("4:10 PM", 80, "30 seconds"), "click", "Screen timeout")
    t.act(timeout("4:11 PM", 80, "2 minutes"), "click", "2 minutes")
    t.act(display("4:11 PM", 80, "44%", "After 2 minutes of inactivity"), "navigate_back")
    t.act(set_home("4:11 PM", 80, stor), "navigate_back")
    t.add(rs, 3)


# ---------------------------------------------------------------- 04 Google Calendar (bad)
def t04(rs: RowSet) -> None:
    gc = partial(E, "com.google.android.calendar")
    thu = [("Standup", "9:30 – 9:45 AM", 640), ("1:1 with Priya", "11:00 – 11:30 AM", 940), ("Lunch with Sam", "12:30 – 1:30 PM", 1090),
           ("Design review, Room 4B", "4:30 – 5:30 PM", 1690)]

    def day(clock: str, evs: list[tuple[str, str, int]]) -> list[dict[str, Any]]:
        els = sbar(clock) + [
            gc("ib", desc="Show Calendar List and Settings drawer", box=(21, 141, 147, 267), click=True),
            gc("tv", "March", box=(168, 160, 500, 250), rid="date_picker_text_view", click=True),
            gc("ib", desc="Search", box=(660, 141, 786, 267), rid="action_search", click=True),
            gc("btn", "13", desc="Jump to Today", box=(786, 141, 912, 267), rid="action_today", click=True),
            gc("iv", desc="Account: marcus.hale@gmail.com", box=(933, 162, 1017, 246), rid="og_apd_internal_image_view", click=True),
            gc("v", "Thu 14", desc="Thursday, March 14", box=(21, 300, 170, 420), rid="day_header")]
        for title, span, y in sorted(evs, key=lambda e: e[2]):
            els.append(gc("v", None, desc=f"{title}, {span}", box=(190, y, 1050, y + 130), rid="event_chip", click=True, long=True))
        els.append(gc("ib", desc="Create new event", box=(849, 1960, 1038, 2149), rid="floating_action_button", click=True))
        return els

    def form(clock: str, title: str | None, start: str, end: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [
            gc("ib", desc="Close", box=(21, 141, 147, 267), rid="close_button", click=True),
            gc("btn", "Save", box=(822, 155, 1038, 253), rid="save", click=True),
            gc("et", title, hint="Add title", box=(189, 320, 1017, 460), rid="title", click=True, edit=True, focused=title is not None),
            gc("tv", "All-day", box=(189, 520, 700, 600)),
            gc("sw", None, desc="All-day", box=(880, 520, 1017, 600), rid="all_day_switch", click=True, checked=False),
            gc("tv", "Thu, Mar 14, 2024", box=(189, 640, 700, 720), rid="start_date", click=True),
            gc("tv", start, box=(760, 640, 1017, 720), rid="start_time", click=True),
            gc("tv", "Thu, Mar 14, 2024", box=(189, 760, 700, 840), rid="end_date", click=True),
            gc("tv", end, box=(760, 760, 1017, 840), rid="end_time", click=True),
            gc("tv", "Does not repeat", box=(189, 900, 1017, 980), rid="recurrence", click=True),
            gc("tv", "Add people", box=(189, 1040, 1017, 1120), rid="attendees", click=True),
            gc("tv", "Add video conferencing", box=(189, 1180, 1017, 1260), rid="conference", click=True),
            gc("tv", "Add location", box=(189, 1320, 1017, 1400), rid="location", click=True),
            gc("tv", "30 minutes before", box=(189, 1460, 1017, 1540), rid="notification", click=True),
            gc("tv", "Default color", box=(189, 1600, 1017, 1680), rid="color", click=True)]
        return els

    def tp(h: str) -> list[dict[str, Any]]:
        return sbar("3:20 PM") + [
            gc("tv", "Enter time", box=(120, 560, 960, 620), rid="header_title"),
            gc("et", h, box=(120, 660, 450, 860), rid="material_hour_text_input", click=True, edit=True, focused=True),
            gc("tv", "Hour", box=(120, 870, 450, 920)),
            gc("et", "00", box=(500, 660, 830, 860), rid="material_minute_text_input", click=True, edit=True),
            gc("tv", "Minute", box=(500, 870, 830, 920)),
            gc("btn", "AM", box=(860, 660, 960, 760), rid="material_clock_period_am_button", click=True, checked=False),
            gc("btn", "PM", box=(860, 760, 960, 860), rid="material_clock_period_pm_button", click=True, checked=True),
            gc("ib", desc="Switch to clock mode for the time input.", box=(120, 1000, 246, 1126), rid="material_timepicker_mode_button", click=True),
            gc("btn", "Cancel", box=(560, 1010, 760, 1120), rid="material_timepicker_cancel_button", click=True),
            gc("btn", "OK", box=(780, 1010, 960, 1120), rid="material_timepicker_ok_button", click=True)]

    dial = sbar("3:20 PM") + [gc("tv", lab, box=(560, y, 820, y + 100), rid="fab_label", click=True)
                              for y, lab in zip(rows(1300, 160, 4), ("Goal", "Reminder", "Task", "Event"))] + [
        gc("ib", desc="Close", box=(849, 1960, 1038, 2149), rid="floating_action_button", click=True)]
    title = "Dentist – Dr. Yamada"
    t = Tr(day("3:20 PM", thu))
    t.act(dial, "click", "Create new event")
    t.act(form("3:20 PM", None, "4:00 PM", "5:00 PM"), "click", "Event")
    t.act(form("3:20 PM", title, "4:00 PM", "5:00 PM"), "input_text", "Add title", text=title)
    t.act(tp("4"), "click", "4:00 PM")
    t.act(tp("3"), "input_text", "material_hour_text_input", text="3")
    t.act(form("3:21 PM", title, "3:00 PM", "4:00 PM"), "click", "OK")
    t.act(day("3:21 PM", thu + [(title, "3:00 – 4:00 PM", 1540)]), "click", "Save")
    drawer = sbar("3:21 PM") + [gc("tv", "Google Calendar", box=(63, 150, 760, 250), rid="drawer_title")] + [
        gc("tv", v, box=(63, y, 860, y + 110), rid="drawer_item", click=True, selected=v == "Day")
        for y, v in zip(rows(280, 120, 6), ("Schedule", "Day", "3 days", "Week", "Month", "Refresh"))] + [
        gc("tv", "marcus.hale@gmail.com", box=(63, 1040, 860, 1100), rid="account_name")] + [
        gc("cb", v, box=(63, y, 860, y + 110), rid="calendar_item", click=True, checked=True)
        for y, v in zip(rows(1120, 120, 3), ("Marcus Hale", "Birthdays", "Holidays in United States"))] + [
        gc("tv", "Settings", box=(63, 1520, 860, 1630), rid="drawer_item", click=True),
        gc("tv", "Help & feedback", box=(63, 1640, 860, 1750), rid="drawer_item", click=True)]
    t.act(drawer, "click", "Show Calendar List and Settings drawer")

    def sched(clock: str, blocks: list[tuple[str, str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
        els = sbar(clock) + [
            gc("ib", desc="Show Calendar List and Settings drawer", box=(21, 141, 147, 267), click=True),
            gc("tv", "March", box=(168, 160, 500, 250), rid="date_picker_text_view", click=True),
            gc("ib", desc="Search", box=(660, 141, 786, 267), rid="action_search", click=True),
            gc("btn", "13", desc="Jump to Today", box=(786, 141, 912, 267), rid="action_today", click=True)]
        y = 300
        for wk, dd, evs in blocks:
            if wk:
                els.append(gc("tv", wk, box=(190, y, 1017, y + 70), rid="week_header"))
                y += 90
            els.append(gc("tv", dd, box=(21, y, 170, y + 120), rid="day_label"))
            for title_, span in evs:
                els.append(gc("v", None, desc=f"{title_}, {span}", box=(190, y, 1050, y + 120), rid="event_chip", click=True, long=True))
                y += 136
            y += 20
        return els + [gc("ib", desc="Create new event", box=(849, 1960, 1038, 2149), rid="floating_action_button", click=True)]

    t.act(sched("3:21 PM", [
        ("", "Wed 13", [("Sprint planning", "10:00 – 11:00 AM")]),
        ("", "Thu 14", [("Standup", "9:30 – 9:45 AM"), ("1:1 with Priya", "11:00 – 11:30 AM"), ("Lunch with Sam", "12:30 – 1:30 PM"),
                        (title, "4:00 – 5:00 PM"), ("Design review, Room 4B", "4:30 – 5:30 PM")])]), "click", "Schedule")
    t.act(sched("3:22 PM", [
        ("Mar 17 – 23", "Sun 17", [("St. Patrick's Day", "All day")]),
        ("", "Mon 18", [("Standup", "9:30 – 9:45 AM"), ("Quarterly planning", "1:00 – 3:00 PM")]),
        ("", "Fri 22", [("Lena Park's birthday", "All day")])]), "scroll", direction="down")
    t.add(rs, 4, 9, "event moved to 3:00 PM by the agent is listed at its old default 4:00 PM in schedule view")


# ---------------------------------------------------------------- 05 Files (bad)
def t05(rs: RowSet) -> None:
    fp = partial(E, "com.google.android.documentsui")
    files = {"boarding_pass_UA1181.pdf": ("96 kB", "Mar 9"), "IMG_20240302_141155.jpg": ("2.41 MB", "Mar 2"),
             "invoice_0412.pdf": ("184 kB", "Mar 6"), "notes_backup.zip": ("5.02 MB", "Feb 28"),
             "setup_tmp.apk": ("38.60 MB", "Mar 11")}

    def listing(clock: str, names: list[str], sort: str = "Name", sel: str | None = None, snack: str | None = None,
                meta: dict[str, tuple[str, str]] | None = None) -> list[dict[str, Any]]:
        meta = meta or files
        if sel:
            els = sbar(clock) + [fp("ib", desc="Close", box=(21, 141, 147, 267), click=True),
                                 fp("tv", "1 selected", box=(168, 160, 600, 250), rid="action_bar_title"),
                                 fp("tv", None, desc="Delete", box=(786, 141, 912, 267), rid="action_menu_delete", click=True),
                                 fp("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        else:
            els = sbar(clock) + [fp("ib", desc="Show roots", box=(21, 141, 147, 267), click=True),
                                 fp("tv", "Downloads", box=(168, 160, 600, 250), rid="action_bar_title"),
                                 fp("tv", None, desc="Search", box=(786, 141, 912, 267), rid="option_menu_search", click=True),
                                 fp("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        els.append(fp("btn", sort, desc="Sort by", box=(42, 300, 400, 400), rid="sort_dimen_dropdown", click=True))
        for y, n in zip(rows(430, 190, len(names)), names):
            size, date = meta[n]
            els.append(fp("tv", n, box=(189, y, 1017, y + 70), rid="android:id/title", click=True, long=True, selected=n == sel))
            els.append(fp("tv", f"{size} · {date}", box=(189, y + 80, 860, y + 130), rid="details"))
        if snack:
            els.append(fp("tv", snack, box=(42, 2060, 1038, 2180), rid="snackbar_text"))
        return els

    by_name = sorted(files, key=str.lower)
    t = Tr(listing("11:02 AM", by_name))
    t.act(listing("11:02 AM", by_name, sel="setup_tmp.apk"), "long_press", "setup_tmp.apk")
    confirm = sbar("11:02 AM") + [fp("tv", "Delete this file?", box=(105, 960, 975, 1040), rid="message"),
                                  fp("btn", "Cancel", box=(560, 1120, 760, 1230), rid="android:id/button2", click=True),
                                  fp("btn", "OK", box=(780, 1120, 975, 1230), rid="android:id/button1", click=True)]
    t.act(confirm, "click", "Delete")
    names = [n for n in by_name if n != "setup_tmp.apk"]
    t.act(listing("11:03 AM", names, snack="Deleted 1 file"), "click", "OK")
    t.act(listing("11:03 AM", names, sel="IMG_20240302_141155.jpg"), "long_press", "IMG_20240302_141155.jpg")
    menu = sbar("11:03 AM") + [fp("tv", v, box=(560, y, 1059, y + 140), rid="android:id/title", click=True)
                               for y, v in zip(rows(160, 140, 7), ("Select all", "Open with", "Copy to…", "Move to…", "Compress", "Rename", "Get info"))]
    t.act(menu, "click", "More options")

    def rename(val: str) -> list[dict[str, Any]]:
        return sbar("11:03 AM") + [fp("tv", "Rename", box=(105, 820, 975, 900), rid="alertTitle"),
                                   fp("et", val, box=(105, 940, 975, 1060), rid="text1", click=True, edit=True, focused=True),
                                   fp("btn", "Cancel", box=(560, 1120, 760, 1230), rid="android:id/button2", click=True),
                                   fp("btn", "OK", box=(780, 1120, 975, 1230), rid="android:id/button1", click=True)]
    t.act(rename("IMG_20240302_141155.jpg"), "click", "Rename")
    t.act(rename("passport_scan.jpg"), "input_text", "text1", text="passport_scan.jpg")
    renamed = {**{k: v for k, v in files.items() if k != "IMG_20240302_141155.jpg"}, "passport_scan.jpg": files["IMG_20240302_141155.jpg"]}
    names2 = sorted([n for n in renamed if n != "setup_tmp.apk"], key=str.lower)
    t.act(listing("11:04 AM", names2, meta=renamed), "click", "OK")
    opts = ("File name (A to Z)", "File name (Z to A)", "Date modified (oldest first)", "Date modified (newest first)",
            "Size (smallest first)", "Size (largest first)")
    sort_dlg = sbar("11:04 AM") + [fp("tv", "Sort by", box=(63, 1380, 1017, 1470), rid="title")] + [
        fp("ctv", o, box=(63, y, 1017, y + 130), rid="android:id/text1", click=True, checked=o == opts[0])
        for y, o in zip(rows(1490, 130, 6), opts)]
    t.act(sort_dlg, "click", "Sort by")
    drifted = {**renamed, "IMG_20240302_141155.jpg": files["IMG_20240302_141155.jpg"]}
    by_size = ["notes_backup.zip", "IMG_20240302_141155.jpg", "invoice_0412.pdf", "boarding_pass_UA1181.pdf"]
    t.act(listing("11:04 AM", by_size, sort="Size", meta=drifted), "click", "Size (largest first)")
    roots = sbar("11:05 AM") + [fp("tv", v, box=(63, y, 900, y + 120), rid="android:id/title", click=True, selected=v == "Downloads")
                                for y, v in zip(rows(300, 130, 7), ("Recent", "Images", "Videos", "Audio", "Documents", "Downloads", "Pixel 6"))] + [
        fp("tv", "34.21 GB free", box=(63, 1210, 900, 1260), rid="android:id/summary"),
        fp("tv", "Drive", box=(63, 1320, 900, 1440), rid="android:id/title", click=True),
        fp("tv", "marcus.hale@gmail.com", box=(63, 1444, 900, 1494), rid="android:id/summary")]
    t.act(roots, "click", "Show roots")
    t.add(rs, 5, 10, "file the agent renamed shows again under its old name in a re-sorted listing")


# ---------------------------------------------------------------- shared: Google Messages
MSG = "com.google.android.apps.messaging"
gm = partial(E, MSG)


def convs(clock: str, items: list[tuple[str, str, str, bool]], selected: str | None = None, snack: tuple[str, str] | None = None,
          batt: int | None = None) -> list[dict[str, Any]]:
    if selected:
        els = sbar(clock, batt) + [gm("ib", desc="Exit selection mode", box=(21, 141, 147, 267), click=True),
                                   gm("tv", "1", box=(168, 160, 300, 250), rid="selection_count"),
                                   gm("ib", desc="Pin", box=(534, 141, 660, 267), click=True),
                                   gm("ib", desc="Archive", box=(660, 141, 786, 267), click=True),
                                   gm("ib", desc="Delete", box=(786, 141, 912, 267), click=True),
                                   gm("ib", desc="More options", box=(933, 141, 1059, 267), click=True)]
    else:
        els = sbar(clock, batt) + [gm("tv", "Search conversations", box=(63, 150, 800, 262), rid="search_bar", click=True),
                                   gm("ib", desc="More options", box=(810, 150, 912, 262), click=True),
                                   gm("iv", desc="Signed in as marcus.hale@gmail.com", box=(933, 158, 1017, 254), rid="account_particle", click=True)]
    for y, (name, snip, when, unread) in zip(rows(320, 210, len(items)), items):
        desc = f"{name}. {snip}. {when}." + (" Unread." if unread else "")
        els.append(gm("v", name, desc=desc, box=(0, y, 1080, y + 200), rid="conversation_list_item", click=True, long=True, selected=name == selected))
    if snack:
        els += [gm("tv", snack[0], box=(42, 1830, 800, 1950), rid="snackbar_text"),
                gm("btn", snack[1], box=(820, 1830, 1038, 1950), rid="snackbar_action", click=True)]
    els.append(gm("btn", "Start chat", desc="Start chat", box=(640, 1960, 1038, 2120), rid="start_chat_fab", click=True))
    return els


def thread(clock: str, name: str, msgs: list[tuple[str, str, str | None]], draft: str | None = None, batt: int | None = None) -> list[dict[str, Any]]:
    """msgs: (who, text, status-or-time). who is 'in', 'out' or 'stamp'."""
    els = sbar(clock, batt) + [gm("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                               gm("tv", name, box=(168, 160, 620, 250), rid="conversation_title"),
                               gm("ib", desc="Call", box=(660, 141, 786, 267), click=True),
                               gm("ib", desc="Video call", box=(786, 141, 912, 267), click=True),
                               gm("ib", desc="More options", box=(933, 141, 1059, 267), click=True)]
    y = 1900 - 150 * len(msgs)
    for who, text, meta in msgs:
        if who == "stamp":
            els.append(gm("tv", text, box=(300, y, 780, y + 60), rid="timestamp"))
        else:
            x1, x2 = (63, 800) if who == "in" else (280, 1017)
            d = f"{name} said {text}" if who == "in" else f"You said {text}"
            els.append(gm("tv", text, desc=d + (f" {meta}" if meta else ""), box=(x1, y, x2, y + 110), rid="message_text", long=True))
            if who == "out" and meta:
                els.append(gm("tv", meta, box=(x2 - 360, y + 112, x2, y + 145), rid="message_status"))
        y += 150
    els += [gm("ib", desc="Show more options", box=(21, 2040, 147, 2166), click=True),
            gm("et", draft, hint="Text message", box=(168, 2040, 880, 2166), rid="compose_message_text", click=True, edit=True, focused=draft is not None)]
    els.append(gm("btn", None, desc="Send SMS" if draft else "Record voice message", box=(912, 2040, 1038, 2166), rid="send_message_button_icon", click=True))
    return els


# ---------------------------------------------------------------- 06 Messages: reply and archive (clean)
def t06(rs: RowSet) -> None:
    mom_in = [("stamp", "Today 6:39 PM", None), ("in", "Are you coming for dinner?", "6:39 PM"), ("in", "Dad is making lasagna 🍝", "6:40 PM")]
    reply = "Running 10 min late, save me some!"
    chase = ("Chase", "Chase: Your one-time code is 418822. Don't share it. We'll never call to ask for it", "{} min", False)
    rest = [("Lena Park", "You: sounds good! see you at 7", "Yesterday", False),
            ("+1 (650) 555-0147", "UPS: Your package 1Z84A2W03915 will be delivered Thu by 8 PM", "Mon", False),
            ("Dr. Moss Clinic", "Reminder: appointment Fri Mar 15 at 9:00 AM. Reply C to confirm", "Mar 9", False),
            ("Alex Chen", "Photo", "Mar 7", False)]

    def top(mom_snip: str, mom_when: str, unread: bool, chase_min: int) -> list[tuple[str, str, str, bool]]:
        return [("Mom", mom_snip, mom_when, unread), (chase[0], chase[1], chase[2].format(chase_min), False)]

    t = Tr(convs("6:47 PM", top("Dad is making lasagna 🍝", "7 min", True, 31) + rest, batt=64))
    t.act(thread("6:47 PM", "Mom", mom_in, batt=64), "click", "Mom")
    t.act(thread("6:47 PM", "Mom", mom_in, draft=reply, batt=64), "input_text", "Text message", text=reply)
    t.act(thread("6:48 PM", "Mom", mom_in + [("out", reply, "Sending…")], batt=64), "click", "Send SMS")
    t.act(thread("6:48 PM", "Mom", mom_in + [("out", reply, "Now · Delivered"), ("in", "Ok drive safe ❤️", "6:48 PM")], batt=64), "wait")
    after = top("Ok drive safe ❤️", "Now", False, 32) + rest
    t.act(convs("6:48 PM", after, batt=64), "navigate_back")
    t.act(convs("6:49 PM", top("Ok drive safe ❤️", "1 min", False, 33) + rest, selected="Lena Park", batt=63), "long_press", "Lena Park")
    no_lena = [r for r in rest if r[0] != "Lena Park"]
    t.act(convs("6:49 PM", top("Ok drive safe ❤️", "1 min", False, 33) + no_lena, snack=("1 conversation archived", "Undo"), batt=63), "click", "Archive")
    menu = sbar("6:49 PM", 63) + [gm("tv", v, box=(560, y, 1059, y + 140), rid="title", click=True)
                                  for y, v in zip(rows(160, 140, 6), ("Mark all as read", "Archived", "Spam & blocked", "Device pairing", "Settings", "Help & feedback"))]
    t.act(menu, "click", "More options")
    arch = sbar("6:50 PM", 63) + [gm("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                                  gm("tv", "Archived", box=(168, 160, 620, 250), rid="toolbar_title"),
                                  gm("v", "Lena Park", desc="Lena Park. You: sounds good! see you at 7. Yesterday.", box=(0, 320, 1080, 520), rid="conversation_list_item", click=True, long=True),
                                  gm("v", "Verizon", desc="Verizon. Verizon: Your bill is ready. Amount due $68.40, autopay on Mar 22. Feb 26.", box=(0, 530, 1080, 730), rid="conversation_list_item", click=True, long=True)]
    t.act(arch, "click", "Archived")
    t.act(convs("6:50 PM", top("Ok drive safe ❤️", "2 min", False, 34) + no_lena, batt=63), "navigate_back")
    t.add(rs, 6)


# ---------------------------------------------------------------- 11 Messages: delete spam, reply (bad)
def t11(rs: RowSet) -> None:
    spam = ("+1 (877) 555-0119", "USPS: Your package is on hold due to an incomplete address. Update within 24h: usps-redel.info/t/8KQ2", "2 hr", False)
    lena = ("Lena Park", "Can you grab the charger from my desk?", "4 min", True)
    rest = [("Chase", "Chase: Your one-time code is 771904. Don't share it", "3 hr", False), ("Mom", "Love you too!", "Yesterday", False),
            ("Alex Chen", "You: 🙌", "Mon", False), ("Costco Pharmacy", "Your prescription is ready for pickup at Costco #481", "Mar 8", False)]
    t = Tr(convs("5:12 PM", [lena, spam] + rest))
    t.act(convs("5:12 PM", [lena, spam] + rest, selected=spam[0]), "long_press", spam[0])
    dlg = sbar("5:12 PM") + [gm("tv", "Delete 1 conversation?", box=(105, 980, 975, 1060), rid="alertTitle"),
                             gm("tv", "This will permanently delete messages from this device", box=(105, 1080, 975, 1180), rid="android:id/message"),
                             gm("btn", "Cancel", box=(500, 1240, 720, 1350), rid="android:id/button2", click=True),
                             gm("btn", "Delete", box=(740, 1240, 975, 1350), rid="android:id/button1", click=True)]
    t.act(dlg, "click", "Delete")
    t.act(convs("5:12 PM", [lena] + rest), "click", "Delete")
    msgs = [("stamp", "Today 5:08 PM", None), ("in", "Can you grab the charger from my desk?", "5:08 PM")]
    t.act(thread("5:13 PM", "Lena Park", msgs), "click", "Lena Park")
    text = "On my way, 15 min"
    t.act(thread("5:13 PM", "Lena Park", msgs, draft=text), "input_text", "Text message", text=text)
    t.act(thread("5:13 PM", "Lena Park", msgs + [("out", text, "Now · SMS")]), "click", "Send SMS")
    t.act(convs("5:13 PM", [("Lena Park", f"You: {text}", "Now", False), spam] + rest), "navigate_back")
    new = sbar("5:14 PM") + [gm("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                             gm("tv", "New conversation", box=(168, 160, 800, 250), rid="toolbar_title"),
                             gm("et", None, hint="Type a name, phone number, or email", box=(63, 290, 1017, 400), rid="recipient_text_view", click=True, edit=True, focused=True),
                             gm("tv", "Create group", box=(189, 440, 1017, 540), rid="create_group", click=True),
                             gm("tv", "Top contacts", box=(63, 580, 1017, 640), rid="header")] + [
        gm("tv", n, box=(189, y, 1017, y + 120), rid="contact_name", click=True) for y, n in zip(rows(660, 140, 4), ("Lena Park", "Mom", "Alex Chen", "Jordan Danforth"))]
    t.act(new, "click", "Start chat")
    hits = new[:3] + [gm("et", "Alex", hint="Type a name, phone number, or email", box=(63, 290, 1017, 400), rid="recipient_text_view", click=True, edit=True, focused=True)] + [
        gm("tv", "Alex Chen", box=(189, 440, 1017, 520), rid="contact_name", click=True),
        gm("tv", "Mobile (206) 555-0133", box=(189, 524, 1017, 580), rid="contact_details"),
        gm("tv", "Alexis Moreau", box=(189, 620, 1017, 700), rid="contact_name", click=True),
        gm("tv", "Mobile (503) 555-0178", box=(189, 704, 1017, 760), rid="contact_details")]
    t.act(hits, "input_text", "recipient_text_view", text="Alex")
    t.add(rs, 11, 7, "conversation deleted earlier is back in the conversation list")


# ---------------------------------------------------------------- 07 Gmail (bad)
def t07(rs: RowSet) -> None:
    gg = partial(E, "com.google.android.gm")
    inv = "Your March statement – Invoice #HE-30418"
    mails = {
        "hollis": ["Hollis Energy Billing", inv, "Hi Marcus, your March statement is ready to view online.", "9:41 AM"],
        "gh": ["GitHub", "[acme/billing-api] Run failed: CI - main (a3f9c2e)", "test (3.11) failed in 2m 41s", "9:12 AM"],
        "medium": ["Medium Daily Digest", "Why SQLite is taking over the edge", "Stories for Marcus Hale · 7 min read", "7:30 AM"],
        "sofia": ["Sofia Reyes", "Re: Saturday hike?", "Perfect, I'll bring the trail map. Dipsea trailhead at 8?", "Mar 12"],
        "google": ["Google", "Security alert", "A new sign-in on Mac", "Mar 12"],
        "duo": ["Duolingo", "Marcus, your 212 day streak is at risk!", "It only takes 5 minutes. Start a lesson", "Mar 11"],
    }

    def inbox(clock: str, order: list[str], unread: set[str], starred: set[str], sel: str | None = None, snack: bool = False,
              subj: dict[str, str] | None = None, badge: int = 12) -> list[dict[str, Any]]:
        if sel:
            els = sbar(clock) + [gg("ib", desc="Done", box=(21, 141, 147, 267), click=True),
                                 gg("tv", "1", box=(168, 160, 300, 250), rid="selection_count"),
                                 gg("tv", None, desc="Archive", box=(534, 141, 660, 267), rid="archive", click=True),
                                 gg("tv", None, desc="Delete", box=(660, 141, 786, 267), rid="delete", click=True),
                                 gg("tv", None, desc="Mark read", box=(786, 141, 912, 267), rid="read", click=True),
                                 gg("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        else:
            els = sbar(clock) + [gg("ib", desc="Open navigation drawer", box=(42, 160, 147, 265), click=True),
                                 gg("tv", "Search in mail", box=(168, 160, 820, 265), rid="open_search", click=True),
                                 gg("iv", desc="Signed in as Marcus Hale marcus.hale@gmail.com Account and settings.", box=(870, 170, 954, 254), rid="og_apd_ring_view", click=True)]
        els.append(gg("tv", "Primary", box=(63, 300, 600, 360), rid="folder_header"))
        for y, k in zip(rows(380, 230, len(order)), order):
            sender, subject, snippet, when = mails[k]
            subject = (subj or {}).get(k, subject)
            d = ("Unread, " if k in unread else "") + f"{sender}, {subject}, {snippet}, {when}, " + ("Starred" if k in starred else "Not starred")
            els.append(gg("v", None, desc=d, box=(0, y, 1080, y + 220), rid="viewified_conversation_item_view", click=True, long=True, selected=k == sel))
        if snack:
            els += [gg("tv", "Archived", box=(42, 1900, 700, 2010), rid="description_text"),
                    gg("btn", "Undo", box=(760, 1900, 1038, 2010), rid="action_text", click=True)]
        els += [gg("btn", "Compose", box=(640, 2020, 1038, 2160), rid="compose_button", click=True),
                gg("fl", None, desc=f"Mail, {badge} new notifications", box=(0, 2200, 540, 2337), rid="hub_drawer_item_mail", click=True, selected=True),
                gg("fl", None, desc="Meet", box=(540, 2200, 1080, 2337), rid="hub_drawer_item_meet", click=True)]
        return els

    def open_mail(clock: str, star: bool) -> list[dict[str, Any]]:
        body = ["Invoice number: HE-30418", "Account: 0047-2281-96", "Usage: 612 kWh (Feb 10 – Mar 10)", "Amount due: $142.67", "Due date: March 28, 2024"]
        els = sbar(clock) + [gg("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                             gg("tv", None, desc="Archive", box=(534, 141, 660, 267), rid="archive", click=True),
                             gg("tv", None, desc="Delete", box=(660, 141, 786, 267), rid="delete", click=True),
                             gg("iv", desc="More options", box=(933, 141, 1059, 267), click=True),
                             gg("tv", inv, box=(63, 300, 900, 440), rid="subject_and_folder_view"),
                             gg("ib", desc="Remove star" if star else "Add star", box=(912, 310, 1038, 436), rid="conversation_header_star", click=True, checked=star),
                             gg("tv", "Hollis Energy Billing", box=(189, 480, 760, 540), rid="sender_name"),
                             gg("tv", "9:41 AM", box=(189, 544, 500, 590), rid="upper_date")]
        els += [gg("v", line, box=(63, y, 1017, y + 60)) for y, line in zip(rows(660, 72, len(body)), body)]
        els += [gg("btn", "Reply", box=(42, 2020, 520, 2140), click=True), gg("btn", "Forward", box=(560, 2020, 1038, 2140), click=True)]
        return els

    order = ["hollis", "gh", "medium", "sofia", "google"]
    unread = {"hollis", "gh", "medium"}
    t = Tr(inbox("10:05 AM", order, unread, set()))
    t.act(open_mail("10:05 AM", False), "click", "viewified_conversation_item_view")
    t.act(open_mail("10:06 AM", True), "click", "Add star")
    u2 = unread - {"hollis"}
    t.act(inbox("10:06 AM", order, u2, {"hollis"}, badge=11), "navigate_back")
    t.act(inbox("10:06 AM", order, u2, {"hollis"}, sel="medium", badge=11), "long_press", "viewified_conversation_item_view", nth=2)
    order2 = [k for k in order if k != "medium"] + ["duo"]
    t.act(inbox("10:07 AM", order2, u2 - {"medium"}, {"hollis"}, snack=True, subj={"hollis": "Your March statement – Invoice #HE-30481"}, badge=10), "click", "Archive")
    drawer = sbar("10:07 AM") + [gg("tv", "Gmail", box=(63, 150, 600, 250), rid="drawer_title"),
                                 gg("tv", "All inboxes", box=(63, 280, 900, 390), rid="name", click=True)]
    for y, (lab, cnt) in zip(rows(400, 115, 8), [("Primary", "10"), ("Promotions", "3 new"), ("Social", "1 new"), ("Starred", None),
                                                  ("Snoozed", None), ("Sent", None), ("Drafts", "1"), ("All mail", None)]):
        drawer.append(gg("tv", lab, box=(63, y, 800, y + 105), rid="name", click=True, selected=lab == "Primary"))
        if cnt:
            drawer.append(gg("tv", cnt, box=(820, y, 1017, y + 105), rid="unread"))
    t.act(drawer, "click", "Open navigation drawer")
    sent = sbar("10:07 AM") + [gg("ib", desc="Open navigation drawer", box=(42, 160, 147, 265), click=True),
                               gg("tv", "Search in mail", box=(168, 160, 820, 265), rid="open_search", click=True),
                               gg("tv", "Sent", box=(63, 300, 600, 360), rid="folder_header")]
    for y, d in zip(rows(380, 230, 4), [
            "To: Sofia Reyes, Re: Saturday hike?, Sounds great — I'm in. Full loop or just Steep Ravine?, Mar 12, Not starred",
            "To: Oakline Property Mgmt, Heater in unit 4B, The heater has been clicking since Sunday…, Mar 11, Not starred",
            "To: Lena Park, Q2 roadmap draft, Attached is my first pass. Roadmap_Q2_v1.pdf, Mar 8, Not starred",
            "To: Dr. Moss Clinic, Appointment change, Could we move Friday's appointment?, Mar 6, Not starred"]):
        sent.append(gg("v", None, desc=d, box=(0, y, 1080, y + 220), rid="viewified_conversation_item_view", click=True, long=True))
    sent.append(gg("btn", "Compose", box=(640, 2020, 1038, 2160), rid="compose_button", click=True))
    t.act(sent, "click", "Sent")
    t.add(rs, 7, 5, "invoice number in an email subject changes in the inbox list with no new mail")


# ---------------------------------------------------------------- 08 Google Maps (clean)
def t08(rs: RowSet) -> None:
    mp = partial(E, "com.google.android.apps.maps")
    tabs = [mp("fl", v, desc=v, box=(x, 2180, x + 216, 2337), rid="tab_" + v.lower(), click=True, selected=False)
            for x, v in zip((0, 216, 432, 648, 864), ("Explore", "Go", "Saved", "Contribute", "Updates"))]

    def main(clock: str) -> list[dict[str, Any]]:
        return sbar(clock) + [
            mp("tv", "Search here", box=(168, 160, 760, 270), rid="search_omnibox_text_box", click=True),
            mp("ib", desc="Voice search", box=(780, 170, 870, 260), click=True),
            mp("iv", desc="Account and settings.", box=(912, 170, 1002, 260), click=True)] + [
            mp("btn", v, box=(x, 300, x + 250, 400), rid="chip", click=True) for x, v in zip((42, 312, 582, 852), ("Restaurants", "Coffee", "Gas", "Groceries"))] + [
            mp("ib", desc="Layers", box=(950, 440, 1050, 540), click=True),
            mp("ib", desc="Re-center map to your location", box=(930, 1820, 1040, 1930), click=True),
            mp("tv", "Latest in Hayes Valley", box=(63, 1990, 1017, 2070), rid="explore_title", click=True)] + \
            [dict(x, is_selected=x["text"] == "Explore") for x in tabs]

    def place(clock: str, saved: bool, drive: str, snack: str | None = None) -> list[dict[str, Any]]:
        els = sbar(clock) + [
            mp("ib", desc="Back", box=(21, 150, 147, 276), click=True),
            mp("tv", "Blue Bottle Coffee", box=(168, 160, 900, 270), rid="search_omnibox_text_box", click=True),
            mp("tv", "Blue Bottle Coffee", box=(63, 1180, 1017, 1270), rid="title"),
            mp("tv", "4.5", desc="4.5 stars 1,842 Reviews", box=(63, 1280, 500, 1340), rid="rating", click=True),
            mp("tv", "Coffee shop · 315 Linden St", box=(63, 1345, 1017, 1400), rid="subtitle"),
            mp("tv", "Open · Closes 5 PM", box=(63, 1405, 1017, 1460), rid="hours", click=True),
            mp("btn", drive, desc=f"Directions to Blue Bottle Coffee, {drive} by car", box=(42, 1500, 320, 1610), click=True),
            mp("btn", "Start", box=(340, 1500, 560, 1610), click=True),
            mp("btn", "Call", box=(580, 1500, 760, 1610), click=True),
            mp("btn", "Saved" if saved else "Save", box=(780, 1500, 1000, 1610), click=True),
            mp("btn", "Share", box=(63, 1640, 300, 1750), click=True)]
        if snack:
            els += [mp("tv", snack, box=(42, 2060, 760, 2170), rid="snackbar_text"), mp("btn", "Change", box=(780, 2060, 1038, 2170), rid="snackbar_action", click=True)]
        return els

    lists = [("Favorites", 12), ("Want to go", 7), ("Travel plans", 3), ("Starred places", 41)]

    def save_sheet(checked: bool) -> list[dict[str, Any]]:
        els = sbar("8:13 AM") + [mp("tv", "Save in your lists", box=(63, 900, 1017, 990), rid="title"),
                                     mp("btn", "Done", box=(820, 900, 1017, 990), click=True)]
        for y, (name, n) in zip(rows(1030, 170, 4), lists):
            on = checked and name == "Want to go"
            els.append(mp("cb", name, box=(63, y, 1017, y + 90), rid="list_name", click=True, checked=on))
            els.append(mp("tv", f"Private · {n + (1 if on else 0)} places", box=(189, y + 95, 1017, y + 150), rid="list_subtitle"))
        els.append(mp("tv", "New list", box=(63, 1730, 1017, 1830), rid="new_list", click=True))
        return els

    t = Tr(main("8:12 AM"))
    srch = sbar("8:12 AM") + [mp("ib", desc="Back", box=(21, 150, 147, 276), click=True),
                                  mp("et", None, hint="Search here", box=(168, 160, 900, 270), rid="search_omnibox_edit_text", click=True, edit=True, focused=True)] + [
        mp("tv", a, desc=f"{a}, {b}", box=(189, y, 1017, y + 150), rid="suggestion", click=True)
        for y, (a, b) in zip(rows(320, 170, 3), [("Tartine Bakery", "600 Guerrero St, San Francisco"), ("SFO International Terminal", "San Francisco, CA 94128"),
                                                ("Golden Gate Park", "San Francisco, CA")])]
    t.act(srch, "click", "Search here")
    sug = srch[:2] + [mp("et", "Blue Bottle Coffee", hint="Search here", box=(168, 160, 900, 270), rid="search_omnibox_edit_text", click=True, edit=True, focused=True)] + [
        mp("tv", a, desc=f"{a}, {b}, {d}", box=(189, y, 1017, y + 150), rid="suggestion", click=True)
        for y, (a, b, d) in zip(rows(320, 170, 4), [("Blue Bottle Coffee", "315 Linden St, San Francisco", "0.8 mi"), ("Blue Bottle Coffee", "66 Mint St, San Francisco", "1.2 mi"),
                                                   ("Blue Bottle Coffee", "1 Ferry Building #7, San Francisco", "1.9 mi"), ("blue bottle coffee near me", "", "")])]
    t.act(sug, "input_text", "search_omnibox_edit_text", text="Blue Bottle Coffee")
    t.act(place("8:12 AM", False, "6 min"), "click", "Blue Bottle Coffee, 315 Linden St, San Francisco, 0.8 mi")
    t.act(save_sheet(False), "click", "Save")
    t.act(save_sheet(True), "click", "Want to go")
    t.act(place("8:13 AM", True, "6 min", snack="Saved to Want to go"), "click", "Done")

    def dirs(clock: str, mode: str) -> list[dict[str, Any]]:
        modes = [("Drive", "6 min"), ("Transit", "14 min"), ("Walk", "17 min"), ("Bike", "7 min")]
        els = sbar(clock) + [mp("ib", desc="Navigate up", box=(21, 150, 147, 276), click=True),
                                 mp("tv", "Your location", box=(168, 150, 900, 240), rid="directions_startpoint_textbox", click=True),
                                 mp("tv", "Blue Bottle Coffee", box=(168, 250, 900, 340), rid="directions_endpoint_textbox", click=True),
                                 mp("ib", desc="Swap start and destination", box=(920, 190, 1040, 300), click=True)]
        els += [mp("tv", f"{m} {tm}", desc=f"{'Driving' if m == 'Drive' else 'Walking' if m == 'Walk' else 'Cycling' if m == 'Bike' else 'Transit'} mode: {tm}",
                   box=(x, 380, x + 250, 470), rid="mode", click=True, selected=m == mode) for x, (m, tm) in zip((21, 281, 541, 801), modes)]
        if mode == "Drive":
            els += [mp("tv", "6 min (1.1 mi)", box=(63, 1780, 800, 1870), rid="trip_duration"),
                    mp("tv", "Fastest route, despite the usual traffic", box=(63, 1875, 1017, 1930), rid="trip_summary")]
        else:
            els += [mp("tv", "17 min (0.8 mi)", box=(63, 1780, 800, 1870), rid="trip_duration"),
                    mp("tv", "via Hayes St · Mostly flat", box=(63, 1875, 1017, 1930), rid="trip_summary")]
        els += [mp("btn", "Start", box=(63, 1980, 400, 2100), click=True), mp("btn", "Steps & more", box=(420, 1980, 820, 2100), click=True)]
        return els

    t.act(dirs("8:13 AM", "Drive"), "click", "6 min")
    t.act(dirs("8:14 AM", "Walk"), "click", "Walk 17 min")
    t.act(place("8:15 AM", True, "7 min"), "navigate_back")
    t.act(main("8:15 AM"), "navigate_back")
    saved = sbar("8:15 AM") + [mp("tv", "Saved", box=(63, 160, 700, 270), rid="title"),
                                   mp("tv", "Your lists", box=(63, 320, 700, 390), rid="header")]
    for y, (name, n) in zip(rows(420, 170, 4), [("Favorites", 12), ("Want to go", 8), ("Travel plans", 3), ("Starred places", 41)]):
        saved.append(mp("tv", name, box=(189, y, 900, y + 80), rid="list_title", click=True))
        saved.append(mp("tv", f"Private · {n} places", box=(189, y + 84, 900, y + 140), rid="list_subtitle"))
    saved += [dict(x, is_selected=x["text"] == "Saved") for x in tabs]
    t.act(saved, "click", "Saved")
    t.add(rs, 8)


# ---------------------------------------------------------------- 09 Settings: Chrome storage (bad)
def t09(rs: RowSet) -> None:
    stor = "52% used - 61.40 GB free"

    def info(clock: str, used: str, stopped: bool) -> list[dict[str, Any]]:
        els = sbar(clock, 58) + [st("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                                 st("tv", "App info", box=(63, 300, 1017, 400), rid="collapsing_toolbar"),
                                 st("tv", "Chrome", box=(63, 620, 1017, 700), rid="entity_header_title"),
                                 st("btn", "Open", box=(63, 760, 360, 900), rid="button1", click=True),
                                 st("btn", "Disable", box=(390, 760, 690, 900), rid="button2", click=True),
                                 st("btn", "Force stop", box=(720, 760, 1017, 900), rid="button3", click=not stopped, enabled=not stopped)]
        for y, (a, b) in zip(rows(960, 170, 4), [("Notifications", "~2 notifications per week"), ("Storage & cache", f"{used} used in internal storage"),
                                                ("Mobile data & Wi‑Fi", "1.21 GB used since Feb 14"), ("Screen time", "27 minutes today")]):
            els += [st("tv", a, box=(189, y, 1017, y + 70), rid="android:id/title", click=True), st("tv", b, box=(189, y + 74, 1017, y + 130), rid="android:id/summary")]
        return els

    def storage(clock: str, cache: str, total: str) -> list[dict[str, Any]]:
        els = sbar(clock, 58) + [st("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                                 st("tv", "Storage & cache", box=(63, 300, 1017, 400), rid="collapsing_toolbar"),
                                 st("tv", "Chrome", box=(63, 430, 1017, 510), rid="entity_header_title"),
                                 st("btn", "Clear storage", box=(63, 740, 520, 880), rid="button1", click=True),
                                 st("btn", "Clear cache", box=(560, 740, 1017, 880), rid="button2", click=cache != "0 B", enabled=cache != "0 B"),
                                 st("tv", "Space used", box=(63, 930, 1017, 990), rid="android:id/title")]
        for y, (a, b) in zip(rows(1010, 120, 4), [("App size", "212 MB"), ("User data", "96.43 MB"), ("Cache", cache), ("Total", total)]):
            els += [st("tv", a, box=(189, y, 700, y + 70), rid="android:id/title"), st("tv", b, box=(720, y, 1017, y + 70), rid="android:id/summary")]
        return els

    apps = set_page("1:37 PM", 58, "Apps", [("Recently opened apps", None), ("Chrome", "2 min ago"), ("Maps", "14 min ago"), ("Gmail", "1 hr ago"),
                                           ("See all 67 apps", None), ("Default apps", "Chrome, Phone, and Messages")])
    t = Tr(set_home("1:36 PM", 58, stor))
    t.act(apps, "click", "Apps")
    t.act(info("1:37 PM", "346 MB", False), "click", "Chrome")
    t.act(storage("1:37 PM", "37.85 MB", "346 MB"), "click", "Storage & cache")
    t.act(storage("1:37 PM", "0 B", "308 MB"), "click", "Clear cache")
    t.act(info("1:38 PM", "308 MB", False), "navigate_back")
    dlg = sbar("1:38 PM", 58) + [st("tv", "Force stop?", box=(105, 930, 975, 1010), rid="alertTitle"),
                                 st("tv", "If you force stop an app, it may misbehave.", box=(105, 1040, 975, 1130), rid="android:id/message"),
                                 st("btn", "Cancel", box=(560, 1190, 760, 1300), rid="android:id/button2", click=True),
                                 st("btn", "OK", box=(780, 1190, 975, 1300), rid="android:id/button1", click=True)]
    t.act(dlg, "click", "Force stop")
    t.act(info("1:38 PM", "308 MB", True), "click", "OK")
    t.act(storage("1:38 PM", "0 B", "346 MB"), "click", "Storage & cache")
    home = sbar("1:39 PM", 58) + [E(LAUNCHER, "tv", "Wed, Mar 13", box=(63, 230, 500, 300), rid="date_text", click=True),
                                  E(LAUNCHER, "tv", "58°F", desc="Partly cloudy, 58°F", box=(520, 230, 700, 300), rid="weather_text", click=True)] + [
        E(LAUNCHER, "tv", n, desc=n, box=(x, 1760, x + 220, 1990), rid="icon", click=True, long=True)
        for x, n in zip((40, 300, 560, 820), ("Phone", "Messages", "Chrome", "Camera"))] + [
        E(LAUNCHER, "fl", None, desc="Search", box=(42, 2060, 1038, 2200), rid="search_container_hotseat", click=True)]
    t.act(home, "navigate_home")
    t.add(rs, 9, 8, "storage total reverts to its pre-clear value and no longer adds up to app size + user data + cache")


# ---------------------------------------------------------------- 10 Clock: timer, stopwatch, world clock (clean)
def t10(rs: RowSet) -> None:
    def keypad(clock: str, shown: str, desc: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [ck("tv", shown, desc=desc, box=(120, 330, 960, 520), rid="timer_setup_time"),
                             ck("ib", desc="Delete", box=(880, 380, 1002, 480), rid="timer_setup_delete", click=shown != "00h 00m 00s", enabled=shown != "00h 00m 00s")]
        for i, k in enumerate(("1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0")):
            x, y = 150 + (i % 3) * 290, 640 + (i // 3) * 250
            els.append(ck("btn", k, box=(x, y, x + 200, y + 200), rid=f"timer_setup_digit_{k}", click=True))
        if shown != "00h 00m 00s":
            els.append(ck("ib", desc="Start", box=(456, 1890, 624, 2060), rid="fab", click=True))
        return els

    def running(clock: str, left: str) -> list[dict[str, Any]]:
        return sbar(clock) + [ck("tv", "Add label", box=(84, 330, 996, 400), rid="timer_label", click=True),
                              ck("tv", left, box=(180, 560, 900, 800), rid="timer_text"),
                              ck("btn", "Delete", box=(180, 1100, 480, 1210), rid="reset_add", click=True),
                              ck("btn", "+1:00", box=(600, 1100, 900, 1210), rid="timer_add_time_button", click=True),
                              ck("ib", desc="Pause", box=(456, 1890, 624, 2060), rid="fab", click=True),
                              ck("ib", desc="Add timer", box=(840, 1920, 990, 2040), rid="add_timer", click=True)] + clock_tabs("Timer")

    def sw(clock: str, shown: str, laps: list[tuple[str, str, str]], state: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [ck("tv", shown, box=(180, 400, 900, 640), rid="stopwatch_time_text")]
        for y, (n, lap, tot) in zip(rows(760, 110, len(laps)), laps):
            els += [ck("tv", n, box=(120, y, 300, y + 90), rid="lap_number"), ck("tv", lap, box=(330, y, 640, y + 90), rid="lap_time"),
                    ck("tv", tot, box=(680, y, 980, y + 90), rid="lap_total")]
        if state == "idle":
            els.append(ck("ib", desc="Start", box=(456, 1890, 624, 2060), rid="fab", click=True))
        elif state == "running":
            els += [ck("btn", "Lap", box=(180, 1920, 400, 2040), rid="left_button", click=True), ck("ib", desc="Pause", box=(456, 1890, 624, 2060), rid="fab", click=True)]
        else:
            els += [ck("btn", "Reset", box=(180, 1920, 400, 2040), rid="left_button", click=True), ck("ib", desc="Start", box=(456, 1890, 624, 2060), rid="fab", click=True),
                    ck("btn", "Share", box=(680, 1920, 900, 2040), rid="right_button", click=True)]
        return els + clock_tabs("Stopwatch")

    t = Tr(keypad("2:40 PM", "00h 00m 00s", "0 seconds"))
    t.act(keypad("2:40 PM", "00h 00m 02s", "2 seconds"), "click", "2")
    t.act(keypad("2:40 PM", "00h 00m 25s", "25 seconds"), "click", "5")
    t.act(keypad("2:40 PM", "00h 25m 00s", "25 minutes"), "click", "00")
    t.act(running("2:40 PM", "24:58"), "click", "Start")
    t.act(running("2:40 PM", "25:55"), "click", "+1:00")
    t.act(sw("2:40 PM", "00:00.00", [], "idle"), "click", "Stopwatch")
    t.act(sw("2:40 PM", "00:01.12", [], "running"), "click", "Start")
    t.act(sw("2:40 PM", "00:08.05", [("# 1", "00:07.86", "00:07.86")], "running"), "click", "Lap")
    t.act(sw("2:40 PM", "00:13.34", [("# 2", "00:05.30", "00:13.16"), ("# 1", "00:07.86", "00:07.86")], "running"), "click", "Lap")
    t.act(sw("2:40 PM", "00:15.02", [("# 2", "00:05.30", "00:13.16"), ("# 1", "00:07.86", "00:07.86")], "paused"), "click", "Pause")
    t.act(running("2:41 PM", "25:31"), "click", "Timer")
    world = sbar("2:41 PM") + [
        ck("tv", "Clock", box=(63, 190, 600, 300), rid="action_bar_title"),
        ck("tv", "2:41 PM", desc="2:41 PM", box=(150, 420, 930, 640), rid="digital_clock"),
        ck("tv", "Fri, Mar 15", box=(300, 650, 780, 720), rid="date"),
        ck("tv", "London", box=(84, 900, 600, 970), rid="city_name"),
        ck("tv", "Today, +5 hrs", box=(84, 975, 600, 1030), rid="city_day"),
        ck("tv", "7:41 PM", box=(690, 900, 1002, 1030), rid="digital_clock"),
        ck("tv", "Tokyo", box=(84, 1090, 600, 1160), rid="city_name"),
        ck("tv", "Tomorrow, +14 hrs", box=(84, 1165, 600, 1220), rid="city_day"),
        ck("tv", "4:41 AM", box=(690, 1090, 1002, 1220), rid="digital_clock"),
        ck("ib", desc="Cities", box=(456, 1890, 624, 2060), rid="fab", click=True)] + clock_tabs("Clock")
    t.act(world, "click", "Clock")
    t.add(rs, 10)


# ---------------------------------------------------------------- 12 Simple Calendar Pro (clean)
def t12(rs: RowSet) -> None:
    sc = partial(E, "com.simplemobiletools.calendar.pro")

    def elist(clock: str, sections: list[tuple[str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
        els = sbar(clock) + [sc("tv", "Simple Calendar", box=(63, 160, 600, 260), rid="toolbar_title"),
                             sc("btn", None, desc="Change view", box=(786, 141, 912, 267), rid="change_view", click=True)]
        y = 300
        for head, evs in sections:
            els.append(sc("tv", head, box=(42, y, 1038, y + 80), rid="event_section_title"))
            y += 90
            for title, span in evs:
                els += [sc("tv", title, box=(84, y, 1017, y + 70), rid="event_item_title", click=True, long=True),
                        sc("tv", span, box=(84, y + 74, 1017, y + 126), rid="event_item_time")]
                y += 150
        return els + [sc("ib", desc="New event", box=(849, 1960, 1038, 2149), rid="calendar_fab", click=True)]

    base = [("Thursday, March 14", [("Dentist", "15:00 - 16:00")]), ("Saturday, March 16", [("Marathon training", "07:00 - 09:00")]),
            ("Tuesday, March 19", [("Pay rent", "All-day")])]

    def edit(clock: str, heading: str, title: str | None, date: str, focus: bool) -> list[dict[str, Any]]:
        els = sbar(clock) + [sc("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                             sc("tv", heading, box=(168, 160, 700, 250), rid="toolbar_title")]
        if heading == "Edit Event":
            els.append(sc("btn", None, desc="Delete", box=(786, 141, 912, 267), rid="delete", click=True))
        els += [sc("btn", None, desc="Save", box=(912, 141, 1038, 267), rid="save", click=True),
                sc("et", title, hint="Title", box=(63, 300, 1017, 420), rid="event_title", click=True, edit=True, focused=focus),
                sc("et", None, hint="Location", box=(63, 440, 1017, 560), rid="event_location", click=True, edit=True),
                sc("et", None, hint="Description", box=(63, 580, 1017, 700), rid="event_description", click=True, edit=True),
                sc("cb", "All-day", box=(63, 760, 1017, 850), rid="event_all_day", click=True, checked=False),
                sc("tv", date, box=(189, 880, 740, 960), rid="event_start_date", click=True),
                sc("tv", "10:00", box=(780, 880, 1017, 960), rid="event_start_time", click=True),
                sc("tv", date, box=(189, 990, 740, 1070), rid="event_end_date", click=True),
                sc("tv", "11:00", box=(780, 990, 1017, 1070), rid="event_end_time", click=True),
                sc("tv", "10 minutes before", box=(189, 1130, 1017, 1210), rid="event_reminder_1", click=True),
                sc("tv", "No repetition", box=(189, 1270, 1017, 1350), rid="event_repetition", click=True),
                sc("tv", "Regular event", box=(189, 1410, 1017, 1490), rid="event_type", click=True)]
        return els

    def dpick(sel: int) -> list[dict[str, Any]]:
        names = {13: "Wed", 17: "Sun", 18: "Mon", 19: "Tue", 20: "Wed", 21: "Thu", 22: "Fri", 23: "Sat"}
        els = sbar("09:13") + [sc("tv", "2024", box=(84, 520, 400, 590), rid="date_picker_header_year", click=True),
                               sc("tv", f"{names[sel]}, Mar {sel}", box=(84, 600, 900, 720), rid="date_picker_header_date"),
                               sc("ib", desc="Previous month", box=(84, 760, 210, 886), rid="prev", click=True),
                               sc("tv", "March 2024", box=(300, 790, 780, 860), rid="month_view"),
                               sc("ib", desc="Next month", box=(870, 760, 996, 886), rid="next", click=True)]
        for d in (13, 17, 18, 19, 20, 21, 22, 23):
            x = 84 + ((d - 10) % 7) * 130
            y = 1130 if d == 13 else 1260
            els.append(sc("v", str(d), desc=f"{d} March 2024", box=(x, y, x + 120, y + 120), click=True, checked=d == sel, selected=d == sel))
        return els + [sc("btn", "Cancel", box=(560, 1700, 760, 1810), rid="android:id/button2", click=True),
                      sc("btn", "OK", box=(780, 1700, 975, 1810), rid="android:id/button1", click=True)]

    t = Tr(elist("09:12", base))
    t.act(edit("09:12", "New Event", None, "Wed, Mar 13, 2024", True), "click", "New event")
    t.act(edit("09:12", "New Event", "Team retro", "Wed, Mar 13, 2024", True), "input_text", "Title", text="Team retro")
    t.act(dpick(13), "click", "event_start_date")
    t.act(dpick(21), "click", "21 March 2024")
    t.act(edit("09:13", "New Event", "Team retro", "Thu, Mar 21, 2024", False), "click", "OK")
    ins = base + [("Thursday, March 21", [("Team retro", "10:00 - 11:00")])]
    t.act(elist("09:13", ins), "click", "Save")
    t.act(edit("09:14", "Edit Event", "Team retro", "Thu, Mar 21, 2024", False), "click", "Team retro")
    t.act(edit("09:14", "Edit Event", "Sprint 14 retro", "Thu, Mar 21, 2024", True), "input_text", "Title", text="Sprint 14 retro")
    ren = base + [("Thursday, March 21", [("Sprint 14 retro", "10:00 - 11:00")])]
    t.act(elist("09:14", ren), "click", "Save")
    views = ("Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list")
    dlg = sbar("09:14") + [sc("rb", v, box=(105, y, 975, y + 130), rid="dialog_radio_button", click=True, checked=v == "Simple event list")
                           for y, v in zip(rows(760, 140, 6), views)]
    t.act(dlg, "click", "Change view")
    daily = sbar("09:15") + [sc("tv", "Simple Calendar", box=(63, 160, 600, 260), rid="toolbar_title"),
                             sc("btn", None, desc="Go to today", box=(534, 141, 660, 267), rid="go_to_today", click=True),
                             sc("btn", None, desc="Change view", box=(786, 141, 912, 267), rid="change_view", click=True),
                             sc("iv", desc="More options", box=(933, 141, 1059, 267), click=True),
                             sc("ib", desc="Previous", box=(21, 300, 147, 426), rid="top_left_arrow", click=True),
                             sc("tv", "Wednesday, March 13", box=(168, 320, 912, 400), rid="top_value", click=True),
                             sc("ib", desc="Next", box=(933, 300, 1059, 426), rid="top_right_arrow", click=True),
] + [sc("tv", h, box=(21, y, 160, y + 50), rid="hour_label") for y, h in zip(rows(480, 220, 6), ("08:00", "09:00", "10:00", "11:00", "12:00", "13:00"))] + [
                             sc("ib", desc="New event", box=(849, 1960, 1038, 2149), rid="calendar_fab", click=True)]
    t.act(daily, "click", "Daily view")
    t.add(rs, 12)


# ---------------------------------------------------------------- 13 Markor (bad)
def t13(rs: RowSet) -> None:
    mk = partial(E, "net.gsantner.markor")
    note = "# Groceries\n- oat milk 2L\n- eggs (12)\n- sourdough\n- basil\n- parmesan"
    size = f"{len(note.encode())} B"
    todo = "(A) call landlord about heater +home due:2024-03-15\n(B) book flights to Lisbon +travel\nreturn library books @errands\nx 2024-03-11 renew parking permit"
    files = [("recipes", "3 items"), ("grocery.md", f"13.03.2024 14:03 · {size}"), ("meeting-notes-0311.md", "11.03.2024 10:47 · 1.3 KB"),
             ("QuickNote.md", "12.03.2024 21:18 · 612 B"), ("ToDo.txt", f"12.03.2024 08:05 · {len(todo.encode())} B")]

    def browser(clock: str, with_new: bool) -> list[dict[str, Any]]:
        els = sbar(clock) + [mk("tv", "markor", box=(63, 160, 700, 260), rid="toolbar_title"),
                             mk("btn", None, desc="Search", box=(660, 141, 786, 267), rid="action_search", click=True),
                             mk("btn", None, desc="Sort by", box=(786, 141, 912, 267), rid="action_sort", click=True),
                             mk("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        shown = [f for f in files if with_new or f[0] != "grocery.md"]
        for y, (n, sub) in zip(rows(350, 170, len(shown)), shown):
            els += [mk("tv", n, box=(189, y, 1017, y + 70), rid="ui__filesystem_item__title", click=True, long=True),
                    mk("tv", sub, box=(189, y + 74, 1017, y + 124), rid="ui__filesystem_item__description")]
        els.append(mk("ib", desc="Create a new file or folder", box=(849, 1880, 1038, 2069), rid="fab_add_new_item", click=True))
        return els

    def newfile(name: str | None) -> list[dict[str, Any]]:
        return sbar("14:02") + [mk("tv", "New file", box=(105, 560, 975, 640), rid="alertTitle"),
                                mk("et", name, hint="Name", box=(105, 680, 975, 800), rid="new_file_dialog__name", click=True, edit=True, focused=True),
                                mk("spin", "Markdown", box=(105, 830, 560, 930), rid="new_file_dialog__type", click=True),
                                mk("spin", "Empty file", box=(580, 830, 975, 930), rid="new_file_dialog__template", click=True),
                                mk("cb", "Encrypt with password", box=(105, 960, 975, 1050), rid="new_file_dialog__encryption", click=True, checked=False),
                                mk("btn", "Folder", box=(105, 1120, 330, 1230), rid="android:id/button3", click=True),
                                mk("btn", "Cancel", box=(520, 1120, 740, 1230), rid="android:id/button2", click=True),
                                mk("btn", "OK", box=(760, 1120, 975, 1230), rid="android:id/button1", click=True)]

    def editor(clock: str, name: str, text: str | None, dirty: bool) -> list[dict[str, Any]]:
        return sbar(clock) + [mk("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                              mk("tv", name, box=(168, 160, 560, 250), rid="toolbar_title"),
                              mk("btn", None, desc="Undo", box=(534, 141, 660, 267), rid="action_undo", click=dirty, enabled=dirty),
                              mk("btn", None, desc="Redo", box=(660, 141, 786, 267), rid="action_redo", click=False, enabled=False),
                              mk("btn", None, desc="Save", box=(786, 141, 912, 267), rid="action_save", click=True),
                              mk("btn", None, desc="View mode", box=(912, 141, 1038, 267), rid="action_preview", click=True),
                              mk("et", text, box=(42, 290, 1038, 2030), rid="document__fragment__edit__highlighting_editor", click=True, edit=True, focused=True, scroll=True, long=True)] + [
            mk("iv", desc=d, box=(x, 2060, x + 120, 2180), rid="document__fragment__edit__textactions_bar_item", click=True)
            for x, d in zip((21, 156, 291, 426, 561, 696, 831), ("Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Header", "Insert link"))]

    t = Tr(browser("14:01", False))
    t.act(newfile(None), "click", "Create a new file or folder")
    t.act(newfile("grocery"), "input_text", "Name", text="grocery")
    t.act(editor("14:02", "grocery.md", None, False), "click", "OK")
    t.act(editor("14:03", "grocery.md", note, True), "input_text", "document__fragment__edit__highlighting_editor", text=note)
    t.act(editor("14:03", "grocery.md", note, True), "click", "Save")
    t.act(browser("14:03", True), "navigate_back")
    t.act(editor("14:04", "grocery.md", note.replace("oat milk 2L", "oat milk 1L"), False), "click", "grocery.md")
    t.act(browser("14:04", True), "navigate_back")
    t.act(editor("14:05", "ToDo.txt", todo, False), "click", "ToDo.txt")
    t.add(rs, 13, 7, "a line of a saved note reads differently when the note is reopened, with no edit")


# ---------------------------------------------------------------- 14 Broccoli (clean)
def t14(rs: RowSet) -> None:
    bc = partial(E, "com.flauschcode.broccoli")
    recipes = [("Banana Bread", "Moist loaf with walnuts"), ("Chana Masala", "Weeknight chickpea curry"),
               ("Miso Ramen", "Rich broth, soft eggs"), ("Pesto Pasta", "Basil pesto with toasted pine nuts")]

    def lst(clock: str, items: list[tuple[str, str]], search: str | None = None) -> list[dict[str, Any]]:
        if search is None:
            els = sbar(clock) + [bc("ib", desc="Open navigation drawer", box=(21, 141, 147, 267), click=True),
                                 bc("tv", "Recipes", box=(168, 160, 700, 250), rid="toolbar_title"),
                                 bc("tv", None, desc="Search", box=(912, 141, 1038, 267), rid="action_search", click=True)]
        else:
            els = sbar(clock) + [bc("ib", desc="Collapse", box=(21, 141, 147, 267), click=True),
                                 bc("et", search or None, hint="Search", box=(168, 150, 900, 260), rid="search_src_text", click=True, edit=True, focused=True)]
        for y, (n, d) in zip(rows(300, 330, len(items)), items):
            els += [bc("tv", n, box=(350, y + 40, 1038, y + 120), rid="card_text_view_title", click=True),
                    bc("tv", d or None, box=(350, y + 130, 1038, y + 200), rid="card_text_view_description")]
        return els + [bc("ib", desc="Add recipe", box=(849, 1960, 1038, 2149), rid="fab_recipes", click=True)]

    def form(clock: str, vals: dict[str, str], scrolled: bool, focus: str | None) -> list[dict[str, Any]]:
        els = sbar(clock) + [bc("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                             bc("tv", "New recipe", box=(168, 160, 700, 250), rid="toolbar_title"),
                             bc("tv", None, desc="Save", box=(912, 141, 1038, 267), rid="action_save", click=True)]
        fields = [("title", "Title"), ("categories", "Categories"), ("servings", "Servings"), ("preparationTime", "Preparation time"),
                  ("source", "Source"), ("description", "Description"), ("ingredients", "Ingredients"), ("directions", "Directions"), ("notes", "Notes")]
        fields = fields[5:] if scrolled else fields[:7]
        y = 300
        for key, hint in fields:
            val = vals.get(key)
            h = 120 if not val or "\n" not in val else 120 + 60 * val.count("\n")
            if key == "categories":
                els.append(bc("tv", "Categories", box=(63, y, 1017, y + h), rid="categories", click=True))
            else:
                els.append(bc("et", val, hint=hint, box=(63, y, 1017, y + h), rid=f"input_{key}", click=True, edit=True, focused=key == focus, long=True))
            y += h + 40
        return els

    ingredients = "4 eggs\n400 g canned tomatoes\n1 red bell pepper\n2 cloves garlic\n1 tsp ground cumin\nfeta, to serve"
    directions = "1. Sauté pepper and garlic in olive oil, 5 min.\n2. Add tomatoes and cumin, simmer 10 min.\n3. Make 4 wells, crack in the eggs, cover 6–8 min.\n4. Crumble feta on top."
    v: dict[str, str] = {}
    t = Tr(lst("18:30", recipes))
    t.act(form("18:30", v, False, "title"), "click", "Add recipe")
    v = {"title": "Shakshuka"}
    t.act(form("18:30", v, False, "title"), "input_text", "Title", text="Shakshuka")
    v = {**v, "servings": "2"}
    t.act(form("18:31", v, False, "servings"), "input_text", "Servings", text="2")
    v = {**v, "preparationTime": "35 min"}
    t.act(form("18:31", v, False, "preparationTime"), "input_text", "Preparation time", text="35 min")
    t.act(form("18:31", v, True, None), "scroll", direction="down")
    v = {**v, "ingredients": ingredients}
    t.act(form("18:32", v, True, "ingredients"), "input_text", "Ingredients", text=ingredients)
    v = {**v, "directions": directions}
    t.act(form("18:33", v, True, "directions"), "input_text", "Directions", text=directions)

    def detail(clock: str, fav: bool) -> list[dict[str, Any]]:
        els = sbar(clock) + [bc("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                             bc("tv", None, desc="Remove from favorites" if fav else "Add to favorites", box=(660, 141, 786, 267), rid="action_favorite", click=True, checked=fav),
                             bc("tv", None, desc="Edit", box=(786, 141, 912, 267), rid="action_edit", click=True),
                             bc("tv", "Shakshuka", box=(63, 700, 1017, 800), rid="recipe_details_title"),
                             bc("tv", "2 servings", box=(63, 820, 500, 880), rid="recipe_details_servings"),
                             bc("tv", "35 min", box=(540, 820, 1017, 880), rid="recipe_details_preparation_time"),
                             bc("tv", "Ingredients", box=(63, 930, 1017, 1000), rid="ingredients_title")]
        els += [bc("tv", f"• {line}", box=(63, y, 1017, y + 60), rid="ingredient_text") for y, line in zip(rows(1020, 70, 6), ingredients.split("\n"))]
        els += [bc("tv", "Directions", box=(63, 1460, 1017, 1530), rid="directions_title"),
                bc("tv", directions.split("\n")[0], box=(63, 1550, 1017, 1660), rid="direction_text")]
        return els

    t.act(detail("18:33", False), "click", "Save")
    all5 = recipes + [("Shakshuka", "")]
    t.act(lst("18:33", all5[:5]), "navigate_back")
    t.act(lst("18:34", all5[:5], search=""), "click", "Search")
    t.act(lst("18:34", [("Shakshuka", "")], search="sha"), "input_text", "search_src_text", text="sha")
    t.act(detail("18:34", False), "click", "Shakshuka")
    t.add(rs, 14)


# ---------------------------------------------------------------- 15 OsmAnd (bad)
def t15(rs: RowSet) -> None:
    om = partial(E, "net.osmand")

    def mapv(clock: str, ctx: bool, fav: bool = False) -> list[dict[str, Any]]:
        els = sbar(clock) + [om("ib", desc="Search", box=(21, 150, 147, 276), rid="map_search_button", click=True),
                                 om("ib", desc="Configure map", box=(21, 300, 147, 426), rid="map_layers_button", click=True),
                                 om("ib", desc="Compass", box=(933, 150, 1059, 276), rid="map_compass_button", click=True),
                                 om("ib", desc="Zoom in", box=(933, 1300, 1059, 1426), rid="map_zoom_in_button", click=True),
                                 om("ib", desc="Zoom out", box=(933, 1440, 1059, 1566), rid="map_zoom_out_button", click=True),
                                 om("ib", desc="My position", box=(933, 1600, 1059, 1726), rid="map_my_location_button", click=True)]
        if ctx:
            els += [om("tv", "Victoria Gate", box=(63, 1780, 800, 1860), rid="context_menu_line1"),
                    om("tv", "Gate • Kew Gardens" + (" • Favorites" if fav else ""), box=(63, 1865, 800, 1915), rid="context_menu_line2"),
                    om("tv", "2.3 km", box=(820, 1780, 1017, 1860), rid="distance"),
                    om("tv", "51.47841, -0.29087", box=(63, 1920, 800, 1970), rid="context_menu_coordinates")]
            els += [om("btn", v, box=(x, 2000, x + 240, 2110), rid="context_menu_top_button", click=True)
                    for x, v in zip((42, 290, 538, 786), ("Edit" if fav else "Add", "Marker", "Share", "Actions"))]
            els.append(om("btn", "Directions", box=(42, 2140, 1038, 2250), rid="context_menu_route_button", click=True))
        else:
            els += [om("ib", desc="Back to menu", box=(21, 2180, 147, 2306), rid="map_menu_button", click=True),
                    om("ib", desc="Directions", box=(166, 2180, 292, 2306), rid="map_route_info_button", click=True),
                    om("tv", "200 m", box=(360, 2220, 520, 2280), rid="map_ruler_text")]
        return els

    def search(q: str | None) -> list[dict[str, Any]]:
        els = sbar("17:41") + [om("ib", desc="Back", box=(21, 150, 147, 276), click=True),
                                   om("et", q, hint="Search address, POI or coordinates", box=(168, 150, 900, 276), rid="searchEditText", click=True, edit=True, focused=True),
                                   om("ib", desc="Clear", box=(912, 150, 1038, 276), rid="clearButton", click=True)]
        if q is None:
            els += [om("tv", v, box=(x, 300, x + 330, 400), rid="tab", click=True, selected=v == "History") for x, v in zip((42, 375, 708), ("History", "Categories", "Address"))]
            res = [("Borough Market", "Food market", "13.6 km"), ("Richmond Park", "Park", "2.6 km"), ("Kew Bridge station", "Railway station", "3.1 km")]
        else:
            res = [("Victoria Gate", "Gate • Kew Gardens, Richmond", "2.3 km"), ("Victoria Gate", "Gate • Hyde Park, London", "14.8 km"),
                   ("Victoria Gate Lodge", "Building • Battersea Park, London", "10.9 km"), ("Victoria Gate", "Shopping centre • Harrogate", "291 km")]
        for y, (a, b, d) in zip(rows(430, 180, len(res)), res):
            els += [om("tv", a, desc=f"{a}, {b}, {d}", box=(189, y, 800, y + 80), rid="title", click=True),
                    om("tv", b, box=(189, y + 84, 800, y + 140), rid="subtitle"), om("tv", d, box=(820, y, 1017, y + 80), rid="distance")]
        return els

    t = Tr(mapv("17:40", False))
    t.act(search(None), "click", "Search")
    t.act(search("Victoria Gate"), "input_text", "searchEditText", text="Victoria Gate")
    t.act(mapv("17:41", True), "click", "Victoria Gate, Gate • Kew Gardens, Richmond, 2.3 km")
    fav = sbar("17:42") + [om("ib", desc="Close", box=(21, 150, 147, 276), click=True),
                               om("tv", "Add favorite", box=(168, 160, 800, 260), rid="toolbar_title"),
                               om("et", "Victoria Gate", hint="Name", box=(63, 320, 1017, 440), rid="name_edit", click=True, edit=True, focused=True),
                               om("et", None, hint="Description", box=(63, 470, 1017, 590), rid="description_edit", click=True, edit=True),
                               om("et", "Kew Road, Richmond, TW9 3AB", hint="Address", box=(63, 620, 1017, 740), rid="address_edit", click=True, edit=True),
                               om("tv", "Group", box=(63, 790, 1017, 850), rid="group_title")]
    for x, (g, n) in zip((42, 370, 698), [("Favorites", "4"), ("Personal", "2"), ("Add group", None)]):
        fav.append(om("tv", g, box=(x, 880, x + 300, 960), rid="group_name", click=True, selected=g == "Favorites"))
        if n:
            fav.append(om("tv", n, box=(x, 965, x + 300, 1010), rid="group_count"))
    fav += [om("tv", "Color", box=(63, 1070, 1017, 1130), rid="color_title"), om("tv", "Icon", box=(63, 1240, 1017, 1300), rid="icon_title"),
            om("btn", "Cancel", box=(42, 2140, 520, 2250), rid="dismiss_button", click=True),
            om("btn", "Save", box=(560, 2140, 1038, 2250), rid="right_bottom_button", click=True)]
    t.act(fav, "click", "Add")
    t.act(mapv("17:42", True, fav=True), "click", "Save")
    t.act(mapv("17:42", False), "navigate_back")
    menu = sbar("17:42") + [om("tv", v, box=(63, y, 900, y + 120), rid="title", click=True)
                                for y, v in zip(rows(200, 130, 9), ("My places", "Search", "Directions", "Plan a route", "Configure map", "Download maps", "Trip recording", "Plugins", "Settings"))]
    t.act(menu, "click", "Back to menu")
    places = sbar("17:43") + [om("ib", desc="Navigate up", box=(21, 150, 147, 276), click=True),
                                  om("tv", "My places", box=(168, 160, 800, 260), rid="toolbar_title")] + [
        om("tv", v, box=(x, 300, x + 340, 400), rid="tab", click=True, selected=v == "Favorites") for x, v in zip((21, 361, 701), ("Favorites", "Tracks", "OSM edits"))] + [
        om("tv", "Personal", box=(63, 440, 800, 520), rid="group_name", click=True), om("tv", "2", box=(820, 440, 1017, 520), rid="group_count"),
        om("tv", "Favorites", box=(63, 560, 800, 640), rid="group_name", click=True), om("tv", "4", box=(820, 560, 1017, 640), rid="group_count")]
    for y, n in zip(rows(680, 130, 5), ("Borough Market", "Home", "Pembroke Lodge", "Victoria Gate", "Work")):
        places.append(om("tv", n, box=(189, y, 1017, y + 110), rid="favourite_label", click=True, long=True))
    t.act(places, "click", "My places")
    t.act(mapv("17:43", True, fav=True), "click", "Victoria Gate")
    t.add(rs, 15, 8, "favorites group count does not include the place just added (4 shown, 5 listed)")


# ---------------------------------------------------------------- 16 Tasks (bad)
def t16(rs: RowSet) -> None:
    tk = partial(E, "org.tasks")

    def lst(clock: str, items: list[tuple[str, str | None, bool]]) -> list[dict[str, Any]]:
        els = sbar(clock, 88) + [tk("ib", desc="Open navigation drawer", box=(21, 141, 147, 267), click=True),
                                 tk("tv", "Errands", box=(168, 160, 700, 250), rid="toolbar_title"),
                                 tk("tv", None, desc="Search", box=(786, 141, 912, 267), rid="menu_search", click=True),
                                 tk("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        y = 300
        done_hdr = False
        for title, due, done in items:
            if done and not done_hdr:
                els.append(tk("tv", "Completed", box=(63, y, 1017, y + 70), rid="headerText"))
                y += 90
                done_hdr = True
            els += [tk("cb", None, desc="Complete" if not done else "Completed", box=(21, y, 147, y + 126), rid="completeBox", click=True, checked=done),
                    tk("tv", title, box=(168, y + 10, 1017, y + 80), rid="title", click=True, long=True)]
            if due:
                els.append(tk("tv", due, box=(168, y + 84, 500, y + 130), rid="due_date"))
            y += 170
        return els + [tk("ib", desc="Create new task", box=(849, 1960, 1038, 2149), rid="fab", click=True)]

    def edit(clock: str, title: str | None, due: str) -> list[dict[str, Any]]:
        return sbar(clock, 88) + [tk("ib", desc="Discard", box=(21, 141, 147, 267), click=True),
                                  tk("tv", None, desc="Save", box=(912, 141, 1038, 267), rid="menu_save", click=True),
                                  tk("et", title, hint="Task name", box=(168, 300, 1017, 420), rid="title", click=True, edit=True, focused=title is None),
                                  tk("tv", due, desc="Due date", box=(168, 470, 1017, 560), rid="due_date", click=True),
                                  tk("tv", "Priority", box=(168, 600, 500, 680), rid="priority_label"),
                                  tk("tv", "Errands", desc="List", box=(168, 720, 1017, 810), rid="list_chip", click=True),
                                  tk("tv", "Add subtask", box=(168, 850, 1017, 940), rid="add_subtask", click=True),
                                  tk("tv", "Add tags", box=(168, 980, 1017, 1070), rid="tags", click=True),
                                  tk("tv", "Add reminder", box=(168, 1110, 1017, 1200), rid="alarms_add", click=True),
                                  tk("tv", "Does not repeat", box=(168, 1240, 1017, 1330), rid="display_row_edit", click=True),
                                  tk("et", None, hint="Description", box=(168, 1370, 1017, 1490), rid="notes", click=True, edit=True)]

    base = [("Buy printer ink", "Today", False), ("Return library books", "Thu, Mar 14", False), ("Pick up dry cleaning", None, False)]
    t = Tr(lst("08:41", base))
    t.act(edit("08:41", None, "No due date"), "click", "Create new task")
    t.act(edit("08:42", "Renew car registration", "No due date"), "input_text", "Task name", text="Renew car registration")
    t.act(lst("08:42", [("Renew car registration", None, False)] + base), "click", "Save")
    t.act(edit("08:42", None, "No due date"), "click", "Create new task")
    t.act(edit("08:43", "Order birthday cake for Nora", "No due date"), "input_text", "Task name", text="Order birthday cake for Nora")
    t.act(lst("08:43", [("Order birthday cake for Nora", None, False)] + base), "click", "Save")
    t.act(edit("08:43", "Order birthday cake for Nora", "No due date"), "click", "Order birthday cake for Nora")
    picker = sbar("08:44", 88) + [tk("tv", v, box=(63, y, 1017, y + 120), rid="shortcut", click=True, checked=v == "No date", selected=v == "No date")
                                  for y, v in zip(rows(900, 130, 6), ("Today", "Tomorrow", "Next week", "Next month", "Pick date and time", "No date"))] + [
        tk("btn", "Cancel", box=(560, 1740, 760, 1850), rid="cancel_button", click=True), tk("btn", "OK", box=(780, 1740, 975, 1850), rid="ok_button", click=True)]
    t.act(picker, "click", "Due date")
    t.act(edit("08:44", "Order birthday cake for Nora", "Tomorrow"), "click", "Tomorrow")
    t.add(rs, 16, 6, "task created and listed earlier is missing from the list after another task is added")


# ---------------------------------------------------------------- 17 Pro Expense (clean)
def t17(rs: RowSet) -> None:
    px = partial(E, "com.arduia.expense")

    def home(clock: str, week: str, recent: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = sbar(clock) + [px("ib", desc="Open navigation drawer", box=(21, 141, 147, 267), rid="btn_drawer_open", click=True),
                             px("tv", "Pro Expense", box=(168, 160, 700, 250), rid="tv_title"),
                             px("tv", "This week", box=(63, 320, 600, 380), rid="tv_week_label"),
                             px("tv", week, box=(63, 390, 700, 520), rid="tv_total_value"),
                             px("tv", "Recent", box=(63, 1080, 600, 1150), rid="tv_recent_label"),
                             px("btn", "More", box=(820, 1080, 1017, 1150), rid="btn_more", click=True)]
        for y, (n, amt, d) in zip(rows(1180, 170, len(recent)), recent):
            els += [px("tv", n, box=(63, y, 700, y + 70), rid="tv_name", click=True, long=True),
                    px("tv", d, box=(63, y + 74, 700, y + 124), rid="tv_date"),
                    px("tv", amt, box=(720, y, 1017, y + 70), rid="tv_amount")]
        return els + [px("ib", desc="Add", box=(849, 1960, 1038, 2149), rid="fb_main_add", click=True)]

    def form(clock: str, name: str | None, amount: str | None, cat: str, focus: str | None) -> list[dict[str, Any]]:
        return sbar(clock) + [px("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                              px("tv", "New expense", box=(168, 160, 700, 250), rid="tv_title"),
                              px("et", name, hint="Name", box=(63, 320, 1017, 440), rid="edt_name", click=True, edit=True, focused=focus == "name"),
                              px("et", amount, hint="Amount", box=(63, 480, 1017, 600), rid="edt_amount", click=True, edit=True, focused=focus == "amount"),
                              px("tv", "Category", box=(63, 640, 500, 700), rid="tv_category_label"),
                              px("tv", cat, box=(520, 640, 1017, 700), rid="tv_category", click=True),
                              px("et", None, hint="Note", box=(63, 740, 1017, 860), rid="edt_note", click=True, edit=True),
                              px("tv", "13/03/2024 " + clock, box=(63, 900, 1017, 980), rid="tv_date_time", click=True),
                              px("btn", "Save", box=(63, 1960, 1017, 2090), rid="btn_save", click=True)]

    r0 = [("Lunch – Pho 88", "$14.25", "13/03/2024"), ("Groceries", "$40.25", "12/03/2024"), ("Bus pass", "$30.00", "11/03/2024")]
    t = Tr(home("14:05", "$84.50", r0))
    t.act(form("14:05", None, None, "Food", "name"), "click", "Add")
    t.act(form("14:05", "Cinema tickets", None, "Food", "name"), "input_text", "Name", text="Cinema tickets")
    t.act(form("14:06", "Cinema tickets", "27", "Food", "amount"), "input_text", "Amount", text="27")
    cats = sbar("14:06") + [px("tv", v, box=(520, y, 1017, y + 110), rid="tv_category_item", click=True, selected=v == "Food")
                            for y, v in zip(rows(700, 115, 9), ("Food", "Home", "Transportation", "Clothes", "Entertainment", "Health", "Education", "Bills", "Others"))]
    t.act(cats, "click", "tv_category")
    t.act(form("14:06", "Cinema tickets", "27", "Entertainment", None), "click", "Entertainment")
    r1 = [("Cinema tickets", "$27.00", "13/03/2024")] + r0[:2]
    t.act(home("14:06", "$111.50", r1), "click", "Save")
    t.act(form("14:07", None, None, "Food", "name"), "click", "Add")
    t.act(form("14:07", "Coffee", None, "Food", "name"), "input_text", "Name", text="Coffee")
    t.act(form("14:07", "Coffee", "4.8", "Food", "amount"), "input_text", "Amount", text="4.8")
    r2 = [("Coffee", "$4.80", "13/03/2024"), ("Cinema tickets", "$27.00", "13/03/2024"), ("Lunch – Pho 88", "$14.25", "13/03/2024")]
    t.act(home("14:07", "$116.30", r2), "click", "Save")
    logs = sbar("14:08") + [px("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                            px("tv", "Expenses", box=(168, 160, 700, 250), rid="tv_title")]
    y = 300
    for day, tot, items in [("13/03/2024", "$46.05", [("Coffee", "$4.80"), ("Cinema tickets", "$27.00"), ("Lunch – Pho 88", "$14.25")]),
                            ("12/03/2024", "$40.25", [("Groceries", "$40.25")])]:
        logs += [px("tv", day, box=(63, y, 600, y + 60), rid="tv_date_header"), px("tv", tot, box=(720, y, 1017, y + 60), rid="tv_date_total")]
        y += 80
        for n, a in items:
            logs += [px("tv", n, box=(105, y, 700, y + 80), rid="tv_name", click=True, long=True), px("tv", a, box=(720, y, 1017, y + 80), rid="tv_amount")]
            y += 110
    t.act(logs, "click", "More")
    t.add(rs, 17)


# ---------------------------------------------------------------- 18 Joplin (bad)
def t18(rs: RowSet) -> None:
    jp = partial(E, "net.cozic.joplin")
    notes = {"All notes": [("Lisbon packing list", "13/03/2024 20:41"), ("Books to borrow", "12/03/2024 22:10"), ("Q2 OKR draft", "12/03/2024 17:55"),
                           ("Podcast queue", "10/03/2024 09:02"), ("Atomic Habits – notes", "04/03/2024 21:37"), ("Flight UA1181 confirmation", "01/03/2024 14:20")],
             "misc": [("Books to borrow", "12/03/2024 22:10"), ("Podcast queue", "10/03/2024 09:02"), ("Atomic Habits – notes", "04/03/2024 21:37")],
             "Travel": [("Lisbon packing list", "13/03/2024 20:41"), ("Flight UA1181 confirmation", "01/03/2024 14:20"), ("Porto day trip ideas", "27/02/2024 19:12")]}

    def lst(clock: str, title: str, key: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [jp("vg", None, desc="Side menu", box=(21, 141, 147, 267), click=True),
                             jp("tv", title, box=(168, 160, 700, 250)),
                             jp("vg", None, desc="Search", box=(786, 141, 912, 267), click=True),
                             jp("vg", None, desc="Actions", box=(933, 141, 1059, 267), click=True)]
        for y, (n, d) in zip(rows(300, 150, len(notes[key])), notes[key]):
            els += [jp("tv", n, box=(42, y, 760, y + 120), click=True, long=True), jp("tv", d, box=(780, y + 30, 1038, y + 90))]
        return els + [jp("vg", None, desc="Add new", box=(849, 1960, 1038, 2149), click=True)]

    def drawer(clock: str, books: list[str], sel: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [jp("tv", "Synchronise", box=(42, 2100, 700, 2200), click=True),
                             jp("tv", "All notes", box=(42, 200, 800, 300), click=True, selected=sel == "All notes"),
                             jp("tv", "NOTEBOOKS", box=(42, 340, 800, 400))]
        for y, b in zip(rows(420, 120, len(books)), books):
            els.append(jp("tv", b, box=(84, y, 800, y + 110), click=True, long=True, selected=b == sel))
        return els + [jp("tv", "Tags", box=(42, 820, 800, 920), click=True), jp("tv", "Configuration", box=(42, 960, 800, 1060), click=True)]

    t = Tr(lst("21:05", "All notes", "All notes"))
    t.act(drawer("21:05", ["Misc", "Travel", "Work"], "All notes"), "click", "Side menu")
    menu = sbar("21:05") + [jp("tv", "Notebook: Misc", box=(105, 900, 975, 980)),
                            jp("tv", "Edit notebook", box=(105, 1010, 975, 1120), click=True),
                            jp("tv", "Delete notebook", box=(105, 1130, 975, 1240), click=True),
                            jp("tv", "Cancel", box=(105, 1250, 975, 1360), click=True)]
    t.act(menu, "long_press", "Misc")

    def ed(val: str) -> list[dict[str, Any]]:
        return sbar("21:06") + [jp("vg", None, desc="Back", box=(21, 141, 147, 267), click=True),
                                jp("tv", "Edit notebook", box=(168, 160, 700, 250)),
                                jp("vg", None, desc="Save", box=(912, 141, 1038, 267), click=True),
                                jp("et", val, hint="Enter notebook title", box=(42, 320, 1038, 440), click=True, edit=True, focused=True),
                                jp("tv", "Parent notebook", box=(42, 480, 1038, 540)),
                                jp("tv", "(None)", box=(42, 560, 1038, 660), click=True)]
    t.act(ed("Misc"), "click", "Edit notebook")
    t.act(ed("Reading list"), "input_text", "Enter notebook title", text="Reading list")
    t.act(lst("21:06", "Reading list", "misc"), "click", "Save")
    body = ["Books to borrow", "- The Overstory (Richard Powers)", "- Piranesi (Susanna Clarke)", "- Braiding Sweetgrass", "- ~~Project Hail Mary~~ (returned 3/9)"]
    view = sbar("21:07") + [jp("vg", None, desc="Back", box=(21, 141, 147, 267), click=True),
                            jp("vg", None, desc="Attach", box=(660, 141, 786, 267), click=True),
                            jp("vg", None, desc="Tags", box=(786, 141, 912, 267), click=True),
                            jp("vg", None, desc="Actions", box=(933, 141, 1059, 267), click=True),
                            jp("tv", "Books to borrow", box=(42, 300, 1038, 400))] + [
        jp("wv", line, box=(42, y, 1038, y + 70)) for y, line in zip(rows(440, 80, 4), body[1:])] + [
        jp("vg", None, desc="Edit", box=(849, 1960, 1038, 2149), click=True)]
    t.act(view, "click", "Books to borrow")
    t.act(lst("21:07", "Reading list", "misc"), "navigate_back")
    t.act(drawer("21:07", ["Misc", "Travel", "Work"], "Misc"), "click", "Side menu")
    t.act(lst("21:08", "Travel", "Travel"), "click", "Travel")
    t.add(rs, 18, 8, "notebook renamed by the agent is listed under its old name in the side menu")


# ---------------------------------------------------------------- 19 Retro Music (clean)
def t19(rs: RowSet) -> None:
    rm = partial(E, "code.name.monkey.retromusic")
    songs = [("Across the Universe", "The Beatles"), ("Dreams", "Fleetwood Mac"), ("Harvest Moon", "Neil Young")]
    nav = [("For you", "action_home"), ("Songs", "action_song"), ("Albums", "action_album"), ("Artists", "action_artist"), ("Playlists", "action_playlist")]

    def bottom(sel: str) -> list[dict[str, Any]]:
        return [rm("fl", v, desc=v, box=(x, 2180, x + 216, 2337), rid=r, click=True, selected=v == sel) for x, (v, r) in zip((0, 216, 432, 648, 864), nav)]

    def song_list(clock: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [rm("tv", "Songs", box=(168, 160, 700, 250), rid="appTitle")]
        for y, (s, a) in zip(rows(440, 170, len(songs)), songs):
            els += [rm("tv", s, box=(189, y, 900, y + 70), rid="title", click=True, long=True), rm("tv", a, box=(189, y + 74, 900, y + 124), rid="text"),
                    rm("ib", desc=f"More options for {s}", box=(933, y + 10, 1059, y + 136), rid="menu", click=True)]
        return els + bottom("Songs")

    def popup() -> list[dict[str, Any]]:
        return sbar("17:05") + [rm("tv", v, box=(540, y, 1038, y + 126), rid="title", click=True)
                                for y, v in zip(rows(700, 126, 8), ("Play next", "Add to playing queue", "Add to playlist", "Go to album", "Go to artist", "Share", "Details", "Delete from device"))]

    def pick(pls: list[str]) -> list[dict[str, Any]]:
        return sbar("17:05") + [rm("tv", "Add to playlist", box=(105, 700, 975, 790), rid="alertTitle")] + [
            rm("tv", p, box=(105, y, 975, y + 120), rid="title", click=True) for y, p in zip(rows(820, 130, len(pls)), pls)] + [
            rm("btn", "Cancel", box=(700, 820 + 130 * len(pls) + 20, 975, 820 + 130 * len(pls) + 130), rid="android:id/button2", click=True)]

    t = Tr(song_list("17:04"))
    t.act(popup(), "click", "More options for Dreams")
    t.act(pick(["New playlist", "Chill evening", "Favorites"]), "click", "Add to playlist")
    newpl = sbar("17:05") + [rm("tv", "New playlist", box=(105, 700, 975, 790), rid="alertTitle"),
                             rm("et", None, hint="Playlist name", box=(105, 820, 975, 940), rid="actionNewPlaylist", click=True, edit=True, focused=True),
                             rm("btn", "Cancel", box=(500, 1000, 720, 1110), rid="android:id/button2", click=True),
                             rm("btn", "Create", box=(740, 1000, 975, 1110), rid="android:id/button1", click=True)]
    t.act(newpl, "click", "New playlist")
    t.act(newpl[:2] + [dict(newpl[2], text="Road trip")] + newpl[3:], "input_text", "Playlist name", text="Road trip")
    t.act(song_list("17:05"), "click", "Create")
    t.act(popup(), "click", "More options for Harvest Moon")
    t.act(pick(["New playlist", "Chill evening", "Favorites", "Road trip"]), "click", "Add to playlist")
    t.act(song_list("17:06"), "click", "Road trip")
    pls = sbar("17:06") + [rm("tv", "Playlists", box=(168, 160, 700, 250), rid="appTitle"),
                           rm("ib", desc="Search", box=(912, 141, 1038, 267), rid="action_search", click=True)]
    for y, (n, c) in zip(rows(300, 170, 4), [("Last added", None), ("Chill evening", "8 Songs"), ("Favorites", "12 Songs"), ("Road trip", "2 Songs")]):
        pls.append(rm("tv", n, box=(189, y, 900, y + 70), rid="title", click=True, long=True))
        if c:
            pls.append(rm("tv", c, box=(189, y + 74, 900, y + 124), rid="text"))
    t.act(pls + bottom("Playlists"), "click", "Playlists")
    det = sbar("17:06") + [rm("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                           rm("tv", "Road trip", box=(168, 160, 700, 250), rid="title"),
                           rm("tv", "2 Songs • 9:17", box=(63, 560, 1017, 620), rid="subtitle"),
                           rm("btn", "Play", box=(63, 660, 520, 770), rid="playAction", click=True),
                           rm("btn", "Shuffle", box=(560, 660, 1017, 770), rid="shuffleAction", click=True),
                           rm("tv", "Dreams", box=(189, 820, 800, 890), rid="title", click=True, long=True), rm("tv", "Fleetwood Mac", box=(189, 894, 800, 944), rid="text"),
                           rm("tv", "4:14", box=(820, 820, 1000, 890), rid="time"),
                           rm("tv", "Harvest Moon", box=(189, 990, 800, 1060), rid="title", click=True, long=True), rm("tv", "Neil Young", box=(189, 1064, 800, 1114), rid="text"),
                           rm("tv", "5:03", box=(820, 990, 1000, 1060), rid="time")]
    t.act(det, "click", "Road trip")

    def player(clock: str, pos: str, frac: float) -> list[dict[str, Any]]:
        return sbar(clock) + [rm("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                              rm("ib", desc="Playing queue", box=(912, 141, 1038, 267), rid="action_playing_queue", click=True),
                              rm("iv", desc="Album art", box=(90, 320, 990, 1220), rid="image"),
                              rm("tv", "Harvest Moon", box=(63, 1280, 900, 1370), rid="title"),
                              rm("tv", "Neil Young", box=(63, 1375, 900, 1430), rid="text"),
                              rm("ib", desc="Add to favorites", box=(912, 1290, 1038, 1416), rid="songFavourite", click=True),
                              rm("sb", None, desc=f"{int(frac * 100)}%", box=(42, 1500, 1038, 1560), rid="progressSlider", click=True, scroll=True),
                              rm("tv", pos, box=(63, 1570, 300, 1620), rid="songCurrentProgress"),
                              rm("tv", "5:03", box=(780, 1570, 1017, 1620), rid="songTotalTime"),
                              rm("ib", desc="Shuffle", box=(42, 1720, 168, 1846), rid="shuffleButton", click=True, checked=True),
                              rm("ib", desc="Previous", box=(250, 1720, 376, 1846), rid="previousButton", click=True),
                              rm("ib", desc="Pause", box=(456, 1700, 624, 1868), rid="playPauseButton", click=True),
                              rm("ib", desc="Next", box=(704, 1720, 830, 1846), rid="nextButton", click=True),
                              rm("ib", desc="Repeat", box=(912, 1720, 1038, 1846), rid="repeatButton", click=True, checked=False),
                              rm("tv", "Up next: Dreams · Fleetwood Mac", box=(63, 1950, 1017, 2010), rid="nextSong")]
    t.act(player("17:06", "0:01", 1 / 303), "click", "Shuffle", nth=0)
    t.act(player("17:07", "0:41", 41 / 303), "wait")
    t.add(rs, 19)


# ---------------------------------------------------------------- 20 Audio Recorder (bad)
def t20(rs: RowSet) -> None:
    ar = partial(E, "com.dimowner.audiorecorder")

    def main(clock: str, mode: str, name: str, timer: str, info: str | None) -> list[dict[str, Any]]:
        els = sbar(clock) + [ar("tv", name, box=(63, 300, 1017, 380), rid="txt_name", click=mode == "idle"),
                                 ar("tv", info, box=(63, 390, 1017, 440), rid="txt_record_info") if info else ar("tv", "Recording…", box=(63, 390, 1017, 440), rid="txt_record_info"),
                                 ar("v", None, desc="Waveform", box=(0, 600, 1080, 1200), rid="recording_view" if mode != "idle" else "record"),
                                 ar("tv", timer, box=(300, 1260, 780, 1380), rid="txt_progress")]
        if mode == "idle":
            els += [ar("ib", desc="Play", box=(456, 1440, 624, 1608), rid="btn_play", click=True),
                    ar("ib", desc="Records", box=(84, 2000, 232, 2148), rid="btn_records_list", click=True),
                    ar("ib", desc="Start recording", box=(432, 1960, 648, 2176), rid="btn_record", click=True),
                    ar("ib", desc="Settings", box=(848, 2000, 996, 2148), rid="btn_settings", click=True)]
        else:
            els += [ar("ib", desc="Stop recording", box=(84, 2000, 232, 2148), rid="btn_record_stop", click=True),
                    ar("ib", desc="Pause recording", box=(432, 1960, 648, 2176), rid="btn_record", click=True),
                    ar("ib", desc="Delete recording", box=(848, 2000, 996, 2148), rid="btn_record_delete", click=True)]
        return els

    recs = [("Record-31", "00:41", "Mar 13, 2024 · m4a · 656 KB"), ("Record-30", "02:17", "Mar 12, 2024 · m4a · 2.1 MB"),
            ("Lecture ch4", "51:12", "Mar 11, 2024 · m4a · 48.0 MB")]

    def records(clock: str, items: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = sbar(clock) + [ar("ib", desc="Navigate up", box=(21, 141, 147, 267), rid="btn_back", click=True),
                                 ar("tv", "Records", box=(168, 160, 700, 250), rid="txt_title"),
                                 ar("ib", desc="Bookmarks", box=(912, 141, 1038, 267), rid="btn_bookmarks", click=True)]
        for y, (n, dur, inf) in zip(rows(300, 200, len(items)), items):
            els += [ar("tv", n, box=(63, y, 760, y + 80), rid="list_item_name", click=True, long=True),
                    ar("tv", inf, box=(63, y + 84, 760, y + 140), rid="list_item_info"),
                    ar("tv", dur, box=(780, y, 930, y + 80), rid="list_item_duration"),
                    ar("ib", desc="More", box=(933, y + 10, 1059, y + 136), rid="list_item_more", click=True)]
        return els

    def more() -> list[dict[str, Any]]:
        return sbar("16:22") + [ar("tv", v, box=(540, y, 1038, y + 126), rid="title", click=True)
                                    for y, v in zip(rows(300, 126, 6), ("Share", "Info", "Rename", "Open with", "Save as", "Delete"))]

    t = Tr(main("16:20", "idle", "Record-30", "02:17", "m4a, 44.1kHz, 128kbps, Stereo · 12.03.2024 09:14"))
    t.act(main("16:20", "rec", "Record-31", "00:00:02", None), "click", "Start recording")
    t.act(main("16:21", "rec", "Record-31", "00:00:37", None), "wait")
    t.act(main("16:21", "idle", "Record-31", "00:41", "m4a, 44.1kHz, 128kbps, Stereo · 13.03.2024 16:20"), "click", "Stop recording")
    t.act(records("16:21", recs), "click", "Records")
    t.act(more(), "click", "More", nth=0)
    inf = sbar("16:22") + [ar("tv", "Record info", box=(105, 520, 975, 600), rid="alertTitle")]
    for y, (k, v) in zip(rows(630, 110, 6), [("Name", "Record-31"), ("Format", "m4a, 128 kbps, 44.1 kHz, Stereo"), ("Duration", "00:41"), ("Size", "656 KB"),
                                            ("Location", "/storage/emulated/0/Music/AudioRecorder/Record-31.m4a"), ("Created", "13.03.2024 15:48")]):
        inf += [ar("tv", k, box=(105, y, 400, y + 80), rid="info_name"), ar("tv", v, box=(420, y, 975, y + 80), rid="info_value")]
    inf.append(ar("btn", "OK", box=(780, 1560, 975, 1670), rid="android:id/button1", click=True))
    t.act(inf, "click", "Info")
    t.act(records("16:22", recs), "click", "OK")
    t.act(more(), "click", "More", nth=0)

    def ren(val: str) -> list[dict[str, Any]]:
        return sbar("16:22") + [ar("tv", "Rename", box=(105, 820, 975, 900), rid="alertTitle"),
                                    ar("et", val, box=(105, 940, 975, 1060), rid="input_name", click=True, edit=True, focused=True),
                                    ar("tv", ".m4a", box=(860, 1070, 975, 1120), rid="txt_extension"),
                                    ar("btn", "Cancel", box=(500, 1160, 720, 1270), rid="android:id/button2", click=True),
                                    ar("btn", "OK", box=(740, 1160, 975, 1270), rid="android:id/button1", click=True)]
    t.act(ren("Record-31"), "click", "Rename")
    t.act(ren("Plumber quote"), "input_text", "input_name", text="Plumber quote")
    t.act(records("16:23", [("Plumber quote", "00:41", recs[0][2])] + recs[1:]), "click", "OK")
    t.add(rs, 20, 6, "creation time in the recording's info is earlier than when the recording was started")


# ---------------------------------------------------------------- 21 Simple Gallery (clean)
def t21(rs: RowSet) -> None:
    sg = partial(E, "com.simplemobiletools.gallery.pro")
    target = "IMG_20240310_181204.jpg"
    by_taken = ["IMG_20240312_081530.jpg", "IMG_20240311_192244.jpg", target, "IMG_20240310_180958.jpg", "IMG_20240309_124410.jpg",
                "IMG_20240308_213301.jpg", "IMG_20240306_071522.jpg", "IMG_20240305_165040.jpg", "IMG_20240303_110712.jpg"]

    def folders(clock: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [sg("tv", "Search folders", box=(63, 160, 640, 260), rid="top_toolbar_search", click=True),
                             sg("btn", None, desc="Sort by", box=(660, 141, 786, 267), rid="sort", click=True),
                             sg("btn", None, desc="Change view type", box=(786, 141, 912, 267), rid="change_view_type", click=True),
                             sg("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        for i, (n, c) in enumerate([("Camera", "248"), ("Screenshots", "57"), ("Download", "12"), ("WhatsApp Images", "310")]):
            x, y = 21 + (i % 2) * 525, 300 + (i // 2) * 560
            els += [sg("iv", None, box=(x, y, x + 510, y + 430), rid="dir_thumbnail", click=True, long=True),
                    sg("tv", n, box=(x, y + 440, x + 510, y + 490), rid="dir_name"), sg("tv", c, box=(x, y + 495, x + 510, y + 540), rid="photo_cnt")]
        return els

    def grid(clock: str, order: list[str]) -> list[dict[str, Any]]:
        els = sbar(clock) + [sg("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                             sg("tv", "Camera", box=(168, 160, 640, 250), rid="toolbar_title"),
                             sg("btn", None, desc="Sort by", box=(660, 141, 786, 267), rid="sort", click=True),
                             sg("btn", None, desc="Change view type", box=(786, 141, 912, 267), rid="change_view_type", click=True),
                             sg("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        for i, n in enumerate(order):
            x, y = 7 + (i % 3) * 357, 290 + (i // 3) * 357
            els.append(sg("iv", None, desc=n, box=(x, y, x + 350, y + 350), rid="medium_thumbnail", click=True, long=True))
        return els

    def viewer(clock: str, portrait: bool) -> list[dict[str, Any]]:
        return sbar(clock) + [sg("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                              sg("tv", target, box=(168, 160, 640, 250), rid="toolbar_title"),
                              sg("btn", None, desc="Rotate", box=(660, 141, 786, 267), rid="menu_rotate", click=True),
                              sg("btn", None, desc="Properties", box=(786, 141, 912, 267), rid="menu_properties", click=True),
                              sg("iv", desc="More options", box=(933, 141, 1059, 267), click=True),
                              sg("iv", None, box=(0, 480, 1080, 1920) if portrait else (0, 795, 1080, 1605), rid="gestures_view", click=True, long=True),
                              sg("ib", desc="Toggle favorite", box=(42, 2140, 168, 2266), rid="bottom_favorite", click=True),
                              sg("ib", desc="Edit", box=(259, 2140, 385, 2266), rid="bottom_edit", click=True),
                              sg("ib", desc="Share", box=(476, 2140, 602, 2266), rid="bottom_share", click=True),
                              sg("ib", desc="Delete", box=(693, 2140, 819, 2266), rid="bottom_delete", click=True),
                              sg("ib", desc="Set as", box=(910, 2140, 1036, 2266), rid="bottom_set_as", click=True)]

    def props(clock: str, res: str, modified: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [sg("tv", "Properties", box=(105, 330, 975, 410), rid="alertTitle")]
        for y, (k, v) in zip(rows(440, 130, 6), [("Name", target), ("Path", f"/storage/emulated/0/DCIM/Camera/{target}"), ("Size", "3.84 MB"),
                                                 ("Resolution", res), ("Last modified", modified), ("Date taken", "10.03.2024, 18:12")]):
            els += [sg("tv", k, box=(105, y, 975, y + 50), rid="property_label"), sg("tv", v, box=(105, y + 55, 975, y + 115), rid="property_value")]
        return els + [sg("btn", "OK", box=(780, 1640, 975, 1750), rid="android:id/button1", click=True)]

    t = Tr(folders("10:24"))
    t.act(grid("10:24", by_taken), "click", None, index=find(folders("10:24"), "dir_thumbnail"))
    t.act(viewer("10:25", False), "click", target)
    t.act(props("10:25", "4032 x 3024 (12.2MP)", "10.03.2024, 18:12"), "click", "Properties")
    t.act(viewer("10:25", False), "click", "OK")
    rot = sbar("10:26") + [sg("tv", v, box=(540, y, 1038, y + 126), rid="title", click=True)
                           for y, v in zip(rows(170, 126, 3), ("Rotate right", "Rotate left", "Rotate by 180º"))]
    t.act(rot, "click", "Rotate")
    t.act(viewer("10:26", True), "click", "Rotate right")
    t.act(props("10:27", "3024 x 4032 (12.2MP)", "13.03.2024, 10:26"), "click", "Properties")
    t.act(viewer("10:27", True), "click", "OK")
    t.act(grid("10:27", by_taken), "navigate_back")
    opts = ("Name", "Size", "Last modified", "Date taken", "File extension", "Random")

    def sort_dlg(sel: str) -> list[dict[str, Any]]:
        return sbar("10:27") + [sg("tv", "Sort by", box=(105, 420, 975, 500), rid="alertTitle")] + [
            sg("rb", o, box=(105, y, 975, y + 110), rid="sorting_dialog_radio_" + o.lower().replace(" ", "_"), click=True, checked=o == sel)
            for y, o in zip(rows(520, 115, 6), opts)] + [
            sg("rb", "Ascending", box=(105, 1250, 975, 1360), rid="sorting_dialog_radio_ascending", click=True, checked=False),
            sg("rb", "Descending", box=(105, 1365, 975, 1475), rid="sorting_dialog_radio_descending", click=True, checked=True),
            sg("cb", "Use for this folder only", box=(105, 1500, 975, 1600), rid="sorting_dialog_use_for_this_folder", click=True, checked=False),
            sg("btn", "Cancel", box=(560, 1640, 760, 1750), rid="android:id/button2", click=True),
            sg("btn", "OK", box=(780, 1640, 975, 1750), rid="android:id/button1", click=True)]
    t.act(sort_dlg("Date taken"), "click", "Sort by")
    t.act(sort_dlg("Last modified"), "click", "Last modified")
    t.act(grid("10:28", [target] + [n for n in by_taken if n != target]), "click", "OK")
    t.add(rs, 21)


# ---------------------------------------------------------------- 22 OpenTracks (clean)
def t22(rs: RowSet) -> None:
    ot = partial(E, "de.dennisguse.opentracks")

    def tracks(clock: str, items: list[tuple[str, str, str, str, str]]) -> list[dict[str, Any]]:
        els = sbar(clock) + [ot("tv", "OpenTracks", box=(63, 160, 700, 250), rid="toolbar_title"),
                                 ot("tv", None, desc="Search", box=(660, 141, 786, 267), rid="track_list_search", click=True),
                                 ot("tv", None, desc="Markers", box=(786, 141, 912, 267), rid="track_list_markers", click=True),
                                 ot("iv", desc="More options", box=(933, 141, 1059, 267), click=True)]
        for y, (n, act, date, dist, tm) in zip(rows(300, 220, len(items)), items):
            els += [ot("tv", n, box=(189, y, 1017, y + 70), rid="list_item_name", click=True, long=True),
                    ot("tv", f"{act} · {date}", box=(189, y + 74, 800, y + 124), rid="list_item_date"),
                    ot("tv", f"{dist} · {tm}", box=(189, y + 128, 1017, y + 178), rid="list_item_distance_time")]
        return els + [ot("ib", desc="Start recording", box=(432, 1960, 648, 2176), rid="track_list_record", click=True)]

    old = [("Morning run", "Running", "Mar 12, 2024", "5.21 km", "28:44"), ("Commute bike", "Cycling", "Mar 11, 2024", "8.90 km", "31:02")]

    def rec(clock: str, state: str, total: str, moving: str, dist: str, avg: str, mx: str, gain: str) -> list[dict[str, Any]]:
        els = sbar(clock) + [ot("tv", "Walking", box=(63, 160, 700, 250), rid="toolbar_title"),
                                 ot("tv", "GPS: 5 m" if state != "paused" else "Paused", box=(720, 170, 1017, 240), rid="stats_gps_status")]
        for i, (k, v) in enumerate([("Total time", total), ("Moving time", moving), ("Distance", dist), ("Avg. moving speed", avg), ("Max speed", mx)]):
            x, y = 42 + (i % 2) * 510, 320 + (i // 2) * 300
            els += [ot("tv", v, box=(x, y, x + 480, y + 160), rid="stats_value"), ot("tv", k, box=(x, y + 170, x + 480, y + 230), rid="stats_description")]
        els += [ot("ib", desc="Stop recording (long press)", box=(84, 2000, 232, 2148), rid="track_recording_stop", click=True, long=True),
                ot("ib", desc="Resume" if state == "paused" else "Pause", box=(432, 1960, 648, 2176), rid="track_recording_fab_action", click=True)]
        return els

    t = Tr(tracks("07:52", old))
    t.act(rec("07:52", "rec", "0:00:03", "0:00:00", "0.00 km", "—", "—", "0 m"), "click", "Start recording")
    t.act(rec("07:56", "rec", "0:04:12", "0:04:05", "0.38 km", "5.6 km/h", "6.8 km/h", "3 m"), "wait")
    t.act(rec("07:56", "paused", "0:04:20", "0:04:13", "0.39 km", "5.6 km/h", "6.8 km/h", "3 m"), "click", "Pause")
    t.act(rec("07:59", "paused", "0:04:20", "0:04:13", "0.39 km", "5.6 km/h", "6.8 km/h", "3 m"), "wait")
    t.act(rec("07:59", "rec", "0:04:21", "0:04:13", "0.39 km", "5.6 km/h", "6.8 km/h", "3 m"), "click", "Resume")
    t.act(rec("08:05", "rec", "0:09:48", "0:09:30", "0.87 km", "5.5 km/h", "6.9 km/h", "4 m"), "wait")
    name = "2024-03-13T07:52"
    summary = sbar("08:05") + [ot("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                                   ot("tv", name, box=(168, 160, 700, 250), rid="toolbar_title"),
                                   ot("tv", None, desc="Edit", box=(660, 141, 786, 267), rid="track_detail_edit", click=True),
                                   ot("iv", desc="More options", box=(933, 141, 1059, 267), click=True),
                                   ot("tv", "Walking", box=(63, 290, 1017, 350), rid="activity_type")]
    for i, (k, v) in enumerate([("Total time", "0:09:51"), ("Moving time", "0:09:32"), ("Distance", "0.88 km"), ("Avg. moving speed", "5.5 km/h"),
                                ("Max speed", "6.9 km/h")]):
        x, y = 42 + (i % 2) * 510, 400 + (i // 2) * 300
        summary += [ot("tv", v, box=(x, y, x + 480, y + 160), rid="stats_value"), ot("tv", k, box=(x, y + 170, x + 480, y + 230), rid="stats_description")]
    t.act(summary, "long_press", "Stop recording (long press)")
    items = [(name, "Walking", "Mar 13, 2024", "0.88 km", "09:51")] + old
    t.act(tracks("08:06", items), "navigate_back")
    menu = sbar("08:06") + [ot("tv", v, box=(540, y, 1038, y + 126), rid="title", click=True)
                                for y, v in zip(rows(170, 126, 6), ("Aggregated statistics", "Import", "Export all", "Settings", "Help", "About"))]
    t.act(menu, "click", "More options")
    agg = sbar("08:06") + [ot("ib", desc="Navigate up", box=(21, 141, 147, 267), click=True),
                               ot("tv", "Aggregated statistics", box=(168, 160, 900, 250), rid="toolbar_title"),
                               ot("tv", "All time", box=(63, 290, 500, 360), rid="filter_label", click=True),
                               ot("tv", "3 tracks · 15.0 km · 1:09:37", box=(63, 370, 1017, 430), rid="aggregated_total")]
    for y, (act, n, dist, tm) in zip(rows(480, 220, 3), [("Cycling", "1 track", "8.90 km", "0:31:02"), ("Running", "1 track", "5.21 km", "0:28:44"),
                                                         ("Walking", "1 track", "0.88 km", "0:09:51")]):
        agg += [ot("tv", act, box=(189, y, 700, y + 70), rid="aggregated_stats_type_label"), ot("tv", n, box=(720, y, 1017, y + 70), rid="aggregated_stats_num_tracks"),
                ot("tv", f"{dist} · {tm}", box=(189, y + 80, 1017, y + 140), rid="aggregated_stats_distance_time")]
    t.act(agg, "click", "Aggregated statistics")
    t.act(tracks("08:07", items), "navigate_back")
    t.add(rs, 22)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
