# ruff: noqa: E501
"""Held-out set holdout27, domain android: 22 AndroidWorld-style trajectories (11 with one contradiction).

Each trajectory is a small scripted simulation: screens are built from the app state, so every change
follows an action or the nature of the thing (clocks, battery, progress, relative times, re-sorting).
In the bad ones exactly one detail of one screen drifts away from what an earlier screen established.
Run: ``python -m tests.decoherence.independent.holdout27_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYS = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"
CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "sw": "android.widget.Switch",
    "cb": "android.widget.CheckBox", "rb": "android.widget.RadioButton", "fl": "android.widget.FrameLayout",
    "ll": "android.widget.LinearLayout", "rv": "androidx.recyclerview.widget.RecyclerView",
    "v": "android.view.View", "sp": "android.widget.Spinner", "ctv": "android.widget.CheckedTextView",
    "sb": "android.widget.SeekBar", "pb": "android.widget.ProgressBar", "wv": "android.webkit.WebView",
    "vg": "android.view.ViewGroup",
}


class BB:
    """Prints like AndroidWorld's BoundingBox."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x1}, x_max={self.x2}, y_min={self.y1}, y_max={self.y2})"


def el(pkg: str, c: str, text: str | None = None, desc: str | None = None, box: tuple[int, int, int, int] = (0, 0, 0, 0),
       rid: str | None = None, *, click: bool = False, chk: bool | None = None, edit: bool = False, focus: bool = False,
       scroll: bool = False, sel: bool = False, hint: str | None = None) -> dict[str, Any]:
    if rid is None:
        res = None
    elif ":" in rid:
        res = rid
    else:
        res = f"{pkg}:id/{rid}"
    return {"text": text, "content_description": desc, "class_name": CLS.get(c, c), "bbox_pixels": BB(*box),
            "hint_text": hint, "is_checked": bool(chk), "is_checkable": chk is not None, "is_clickable": click,
            "is_editable": edit, "is_focused": focus, "is_scrollable": scroll, "is_selected": sel,
            "package_name": pkg, "resource_name": res}


def app(pkg: str) -> Callable[..., dict[str, Any]]:
    def make(c: str, text: str | None = None, desc: str | None = None, box: tuple[int, int, int, int] = (0, 0, 0, 0),
             rid: str | None = None, **kw: Any) -> dict[str, Any]:
        return el(pkg, c, text, desc, box, rid, **kw)
    return make


def sbar(clock: str, batt: int) -> list[dict[str, Any]]:
    s = app(SYS)
    return [s("tv", clock, None, (42, 14, 150, 63), "clock"),
            s("ll", None, f"Battery {batt} percent.", (962, 14, 1038, 63), "battery")]


def home(date: str = "Mon, Mar 11", weather: str = "58°F", glance: str | None = None) -> list[dict[str, Any]]:
    L = app(LAUNCHER)
    out = [L("tv", date, date, (63, 231, 520, 300), "date", click=True),
           L("tv", weather, f"{weather}, Partly cloudy", (540, 231, 760, 300), "weather", click=True)]
    if glance:
        out.append(L("tv", glance, glance, (63, 305, 700, 360), "smartspace_subtitle", click=True))
    for i, name in enumerate(["Phone", "Messages", "Chrome", "Camera", "Play Store"]):
        out.append(L("tv", name, name, (34 + i * 205, 1805, 224 + i * 205, 2010), None, click=True))
    out.append(L("fl", None, "Google search", (63, 2060, 1017, 2190), "search_container_hotseat", click=True))
    return out


class Traj:
    """Builds the turns of one trajectory; an action's index is looked up in the screen it acts on."""

    def __init__(self, goal: str, clock: str, batt: int, start: list[dict[str, Any]] | None = None) -> None:
        self.clock, self.batt = clock, batt
        self.prev = sbar(clock, batt) + (start if start is not None else home())
        self.state = f"Goal: {goal}\n\nCurrent screen:\n{ui_elements(self.prev)}"
        self.turns: list[tuple[str, str]] = []

    def find(self, key: Any) -> int:
        if isinstance(key, int):
            return key
        n = 0
        if isinstance(key, tuple):
            key, n = key
        hits = [i for i, e in enumerate(self.prev)
                if key in (e["text"], e["content_description"], e["hint_text"]) or (e["resource_name"] or "").endswith("/" + key)]
        assert len(hits) > n, (key, n, [e["text"] for e in self.prev])
        return hits[n]

    def do(self, action: str, target: Any, screen: list[dict[str, Any]], *, at: str | None = None,
           batt: int | None = None, **kw: Any) -> None:
        args: dict[str, Any] = {}
        if "text" in kw:
            args["text"] = kw.pop("text")
        if target is not None:
            args["index"] = self.find(target)
        args.update(kw)
        if at:
            self.clock = at
        if batt:
            self.batt = batt
        full = sbar(self.clock, self.batt) + screen
        obs = ui_elements(full)
        assert len(obs) < 8300, (action, len(obs), len(full))
        self.turns.append((droid(action, **args), obs))
        self.prev = full

    def add(self, rs: RowSet, tid: str, *, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
        rs.add(task="android", tid=tid, system=DROID_SYSTEM, turns=self.turns, state=self.state,
               bad=bad, turn=turn, kind=kind)


# ---------------------------------------------------------------- 01 Clock: alarms (bad)
CLOCK = "com.google.android.deskclock"


def clock_tabs(sel: str) -> list[dict[str, Any]]:
    C = app(CLOCK)
    names = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]
    return [C("fl", None, n, (i * 216, 2211, (i + 1) * 216, 2337), None, click=True, sel=n == sel)
            for i, n in enumerate(names)]


def alarm_list(alarms: list[dict[str, Any]], expanded: str | None = None) -> list[dict[str, Any]]:
    C = app(CLOCK)
    out = []
    y = 300
    for a in alarms:
        if y > (1400 if expanded else 1900):
            break
        ex = a["time"] == expanded
        if a.get("label") and not ex:
            out.append(C("tv", a["label"], None, (63, y + 12, 600, y + 60), "label"))
        out.append(C("tv", a["time"], a["time"], (63, y + 60, 520, y + 175), "digital_clock", click=True))
        out.append(C("sw", "ON" if a["on"] else "OFF", None, (880, y + 85, 1017, y + 150), "onoff", click=True, chk=a["on"]))
        out.append(C("tv", a["days"], None, (63, y + 178, 760, y + 228), "days_of_week"))
        if ex:
            out.append(C("tv", a.get("label") or "Add label", None, (63, y + 250, 760, y + 320), "edit_label", click=True))
        y += 640 if ex else 270
    out.append(C("ib", None, "Add alarm", (455, 1995, 625, 2165), "fab", click=True))
    return out + clock_tabs("Alarm")


def time_picker(title: str, hour: str, minute: str, pm: bool, text_mode: bool, pkg: str = CLOCK, focus: str = "hour") -> list[dict[str, Any]]:
    C = app(pkg)
    if text_mode:
        out = [C("tv", "Enter time", None, (117, 690, 700, 750), "header_title"),
               C("et", hour, None, (117, 800, 417, 960), "material_hour_text_input", click=True, edit=True, focus=focus == "hour"),
               C("tv", "Hour", None, (117, 970, 417, 1010), "material_label"),
               C("et", minute, None, (477, 800, 777, 960), "material_minute_text_input", click=True, edit=True, focus=focus == "minute"),
               C("tv", "Minute", None, (477, 970, 777, 1010), "material_label")]
    else:
        out = [C("tv", title, None, (117, 690, 700, 750), "header_title"),
               C("tv", hour, None, (117, 800, 417, 960), "material_hour_tv", click=True, chk=True),
               C("tv", minute, None, (477, 800, 777, 960), "material_minute_tv", click=True, chk=False),
               C("v", None, "Select hour", (150, 1020, 930, 1800), "material_clock_face")]
    out += [C("btn", "AM", None, (817, 800, 963, 880), "material_clock_period_am_button", click=True, chk=not pm),
            C("btn", "PM", None, (817, 880, 963, 960), "material_clock_period_pm_button", click=True, chk=pm),
            C("ib", None, "Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.",
              (117, 1850 if not text_mode else 1060, 230, 1960 if not text_mode else 1170), "material_timepicker_mode_button", click=True),
            C("btn", "Cancel", None, (560, 1860 if not text_mode else 1070, 760, 1950 if not text_mode else 1160), "material_timepicker_cancel_button", click=True),
            C("btn", "OK", None, (790, 1860 if not text_mode else 1070, 963, 1950 if not text_mode else 1160), "material_timepicker_ok_button", click=True)]
    return out


def label_dialog(value: str, pkg: str = CLOCK) -> list[dict[str, Any]]:
    C = app(pkg)
    return [C("tv", "Label", None, (117, 880, 963, 950), "alertTitle"),
            C("et", value or None, None, (117, 980, 963, 1100), "label_input_field", click=True, edit=True, focus=True, hint="Label"),
            C("btn", "Cancel", None, (560, 1150, 760, 1240), "android:id/button2", click=True),
            C("btn", "OK", None, (790, 1150, 963, 1240), "android:id/button1", click=True)]


def t01(rs: RowSet) -> None:
    T = Traj("Turn off the 7:30 AM weekday alarm, then add a one-time alarm at 6:45 AM with the label 'Gym'.", "4:13", 81)
    a600 = {"time": "6:00 AM", "days": "Sat, Sun", "label": None, "on": False}
    a730 = {"time": "7:30 AM", "days": "Mon, Tue, Wed, Thu, Fri", "label": "Work", "on": True}
    a915 = {"time": "9:15 PM", "days": "Every day", "label": "Pills", "on": True}
    T.do("open_app", None, alarm_list([a600, a730, a915]), app_name="Clock")
    a730 = {**a730, "on": False}
    T.do("click", ("onoff", 1), alarm_list([a600, a730, a915]))
    T.do("click", "Add alarm", time_picker("Select time", "4", "13", True, False))
    T.do("click", "Switch to text input mode for the time input.", time_picker("Select time", "4", "13", True, True))
    T.do("input_text", "material_hour_text_input", time_picker("", "6", "13", True, True), text="6")
    T.do("input_text", "material_minute_text_input", time_picker("", "6", "45", True, True, focus="minute"), text="45", at="4:14")
    T.do("click", "AM", time_picker("", "6", "45", False, True, focus="minute"))
    a645 = {"time": "6:45 AM", "days": "Tomorrow", "label": None, "on": True}
    T.do("click", "OK", alarm_list([a600, a645, a730, a915], expanded="6:45 AM"))
    T.do("click", "Add label", label_dialog(""))
    T.do("input_text", "label_input_field", label_dialog("Gym"), text="Gym", at="4:15")
    a645 = {**a645, "label": "Gym"}
    drift = {**a730, "on": True}  # the 7:30 AM alarm was switched off in turn 2
    T.do("click", "OK", alarm_list([a600, a645, drift, a915], expanded="6:45 AM"))
    T.do("navigate_home", None, home(glance="⏰ Tue 6:45 AM"))
    T.add(rs, "h27-android-01", bad=True, turn=11, kind="alarm switched off earlier shows ON again with no toggle")


# ---------------------------------------------------------------- 02 Contacts: delete + edit (clean)
CONTACTS = "com.google.android.contacts"


def contacts_list(count: int, names: list[str], starred: list[str] | None = None) -> list[dict[str, Any]]:
    C = app(CONTACTS)
    out = [C("tv", "Search contacts", None, (63, 160, 880, 280), "open_search_bar_text_view", click=True),
           C("iv", None, "Signed in as m.kessler@gmail.com", (900, 170, 1010, 270), "og_apd_internal_image_view", click=True),
           C("tv", f"{count} contacts", None, (63, 300, 600, 360), "contacts_count")]
    y = 380
    if starred:
        out.append(C("tv", "★", "Favorites", (20, y, 100, y + 60), "header"))
        for n in starred:
            out.append(C("tv", n, None, (180, y, 1000, y + 140), "cliv_name_textview", click=True))
            y += 150
    letter = ""
    for n in names:
        if y > 1300:
            break
        if n[0] != letter:
            letter = n[0]
            out.append(C("tv", letter, None, (20, y, 100, y + 60), "header"))
        out.append(C("tv", n, None, (180, y, 1000, y + 140), "cliv_name_textview", click=True))
        y += 150
    out += [C("ib", None, "Create contact", (830, 1940, 1017, 2127), "floating_action_button", click=True),
            C("fl", None, "Contacts", (0, 2211, 360, 2337), None, click=True, sel=True),
            C("fl", None, "Highlights", (360, 2211, 720, 2337), None, click=True),
            C("fl", None, "Fix & manage", (720, 2211, 1080, 2337), None, click=True)]
    return out


def contacts_search(query: str, hits: list[tuple[str, str]]) -> list[dict[str, Any]]:
    C = app(CONTACTS)
    out = [C("ib", None, "Navigate up", (20, 160, 140, 280), None, click=True),
           C("et", query or None, None, (150, 160, 960, 280), "search_view", click=True, edit=True, focus=True, hint="Search contacts")]
    if hits:
        out.append(C("tv", f"Contacts  {len(hits)}", None, (63, 320, 600, 380), "header"))
    y = 400
    for name, sub in hits:
        out.append(C("tv", name, None, (180, y, 1000, y + 70), "cliv_name_textview", click=True))
        out.append(C("tv", sub, None, (180, y + 70, 1000, y + 120), "cliv_data_view"))
        y += 150
    return out


def contact_details(name: str, phone: str, email: str, extra: list[tuple[str, str]], starred: bool = False) -> list[dict[str, Any]]:
    C = app(CONTACTS)
    out = [C("ib", None, "Navigate up", (20, 160, 140, 280), None, click=True),
           C("ib", None, "Edit contact", (700, 160, 820, 280), "menu_edit", click=True),
           C("ib", None, "Remove from favorites" if starred else "Add to favorites", (820, 160, 940, 280), "menu_star", click=True, chk=starred),
           C("ib", None, "More options", (940, 160, 1060, 280), None, click=True),
           C("tv", name, None, (63, 620, 1017, 720), "large_title"),
           C("btn", "Call", None, (63, 780, 283, 900), None, click=True),
           C("btn", "Text", None, (303, 780, 523, 900), None, click=True),
           C("btn", "Email", None, (543, 780, 763, 900), None, click=True),
           C("tv", phone, None, (180, 1050, 880, 1110), "header", click=True),
           C("tv", "Mobile", None, (180, 1110, 880, 1160), "sub_header"),
           C("tv", email, None, (180, 1200, 880, 1260), "header", click=True),
           C("tv", "Home", None, (180, 1260, 880, 1310), "sub_header")]
    y = 1360
    for head, sub in extra:
        out.append(C("tv", head, None, (180, y, 880, y + 60), "header"))
        out.append(C("tv", sub, None, (180, y + 60, 880, y + 110), "sub_header"))
        y += 150
    return out


A_NAMES = ["Aaron Becker", "Abigail Chen", "Adebayo Okafor", "Alana Kim", "Alex Moreno", "Amira Haddad", "Andrea Lindqvist", "Beatriz Souza", "Ben Carver"]


def t02(rs: RowSet) -> None:
    T = Traj("Delete the contact Darnell Ruiz, then change Dana Whitfield's mobile number to +1 415-555-0199.", "4:02", 64)
    C = app(CONTACTS)
    T.do("open_app", None, contacts_list(312, A_NAMES), app_name="Contacts")
    T.do("input_text", "Search contacts", contacts_search("Darnell", [("Darnell Ruiz", "+1 628-555-0142")]), text="Darnell")
    T.do("click", "Darnell Ruiz", contact_details("Darnell Ruiz", "+1 628-555-0142", "darnell.ruiz@fastmail.com", [("March 28", "Birthday"), ("Oakland Roasters", "Company")]))
    menu = [C("tv", t, None, (560, 170 + i * 126, 1060, 296 + i * 126), "title", click=True)
            for i, t in enumerate(["Delete", "Share", "Add to home screen", "Set ringtone", "Route to voicemail", "Block numbers", "Help & feedback"])]
    T.do("click", "More options", contact_details("Darnell Ruiz", "+1 628-555-0142", "darnell.ruiz@fastmail.com", [])[:5] + menu)
    dialog = [C("tv", "Delete this contact?", None, (117, 900, 963, 970), "alertTitle"),
              C("tv", "This contact will be deleted from your Google Account (m.kessler@gmail.com) and all its synced devices.", None, (117, 1000, 963, 1140), "android:id/message"),
              C("btn", "Cancel", None, (560, 1190, 760, 1280), "android:id/button2", click=True),
              C("btn", "Delete", None, (790, 1190, 963, 1280), "android:id/button1", click=True)]
    T.do("click", "Delete", dialog, at="4:03")
    snack = [C("tv", "Contact deleted", None, (63, 2050, 700, 2130), "snackbar_text")]
    T.do("click", "Delete", contacts_list(311, A_NAMES) + snack)
    T.do("input_text", "Search contacts", contacts_search("Dana", [("Dana Whitfield", "+1 415-555-0107"), ("Danae Porter", "+1 510-555-0166")]), text="Dana")
    extra = [("Bayside Physio", "Company")]
    T.do("click", "Dana Whitfield", contact_details("Dana Whitfield", "+1 415-555-0107", "dana.w@baysidephysio.com", extra), at="4:04")

    def edit(phone: str, focus: bool) -> list[dict[str, Any]]:
        return [C("ib", None, "Cancel", (20, 160, 140, 280), None, click=True),
                C("tv", "Edit contact", None, (160, 180, 600, 260), "title"),
                C("btn", "Save", None, (850, 175, 1040, 265), "menu_save", click=True),
                C("et", "Dana", None, (180, 520, 1017, 660), None, click=True, edit=True, hint="First name"),
                C("et", "Whitfield", None, (180, 680, 1017, 820), None, click=True, edit=True, hint="Last name"),
                C("et", "Bayside Physio", None, (180, 840, 1017, 980), None, click=True, edit=True, hint="Company"),
                C("et", phone, None, (180, 1040, 1017, 1180), None, click=True, edit=True, focus=focus, hint="Phone"),
                C("sp", "Mobile", None, (180, 1190, 500, 1280), "spinner", click=True),
                C("et", "dana.w@baysidephysio.com", None, (180, 1330, 1017, 1470), None, click=True, edit=True, hint="Email"),
                C("sp", "Home", None, (180, 1480, 500, 1570), "spinner", click=True)]
    T.do("click", "Edit contact", edit("+1 415-555-0107", False))
    T.do("input_text", "+1 415-555-0107", edit("+1 415-555-0199", True), text="+1 415-555-0199")
    T.do("click", "Save", contact_details("Dana Whitfield", "+1 415-555-0199", "dana.w@baysidephysio.com", extra), at="4:05")
    T.do("navigate_back", None, contacts_search("Dana", [("Dana Whitfield", "+1 415-555-0199"), ("Danae Porter", "+1 510-555-0166")]))
    T.add(rs, "h27-android-02")


# ---------------------------------------------------------------- 03 Settings: dark theme + timeout (clean)
SETTINGS = "com.android.settings"


def settings_main(battery: str) -> list[dict[str, Any]]:
    S = app(SETTINGS)
    items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
             ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
             ("Battery", battery), ("Storage", "41% used - 75.52 GB free"), ("Display", "Dark theme, font size, brightness")]
    out = [S("tv", "Settings", None, (63, 250, 700, 370), "collapsing_toolbar"),
           S("tv", "Search settings", None, (63, 420, 1017, 540), "search_action_bar_title", click=True)]
    y = 600
    for t, s in items:
        out.append(S("tv", t, None, (200, y, 1017, y + 62), "android:id/title", click=True))
        out.append(S("tv", s, None, (200, y + 62, 1017, y + 110), "android:id/summary"))
        y += 190
    return out


def display_screen(dark: bool, timeout: str) -> list[dict[str, Any]]:
    S = app(SETTINGS)
    return [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
            S("tv", "Display", None, (63, 250, 700, 370), "collapsing_toolbar"),
            S("tv", "Brightness level", None, (63, 440, 900, 500), "android:id/title", click=True),
            S("tv", "62%", None, (63, 500, 900, 550), "android:id/summary"),
            S("tv", "Adaptive brightness", None, (63, 600, 860, 660), "android:id/title", click=True),
            S("sw", None, None, (880, 610, 1017, 680), "switchWidget", click=True, chk=True),
            S("tv", "Screen timeout", None, (63, 800, 900, 860), "android:id/title", click=True),
            S("tv", timeout, None, (63, 860, 900, 910), "android:id/summary"),
            S("tv", "Dark theme", None, (63, 1050, 860, 1110), "android:id/title", click=True),
            S("tv", "Will never turn on automatically", None, (63, 1110, 860, 1160), "android:id/summary"),
            S("sw", None, None, (880, 1060, 1017, 1130), "switchWidget", click=True, chk=dark),
            S("tv", "Font size and text", None, (63, 1250, 900, 1310), "android:id/title", click=True),
            S("tv", "Default", None, (63, 1310, 900, 1360), "android:id/summary"),
            S("tv", "Auto-rotate screen", None, (63, 1500, 900, 1560), "android:id/title", click=True),
            S("tv", "Off", None, (63, 1560, 900, 1610), "android:id/summary")]


def timeout_screen(sel: str) -> list[dict[str, Any]]:
    S = app(SETTINGS)
    opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]
    out = [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
           S("tv", "Screen timeout", None, (63, 250, 900, 370), "collapsing_toolbar")]
    for i, o in enumerate(opts):
        out.append(S("rb", o, None, (63, 440 + i * 150, 1017, 560 + i * 150), "radio_button", click=True, chk=o == sel))
    out += [S("tv", "Screen attention", None, (63, 1550, 860, 1610), "android:id/title", click=True),
            S("sw", None, None, (880, 1560, 1017, 1630), "switchWidget", click=True, chk=False)]
    return out


def t03(rs: RowSet) -> None:
    T = Traj("Turn on Dark theme and set the screen timeout to 2 minutes, then check how long the battery will last.", "4:20", 78)
    S = app(SETTINGS)
    T.do("open_app", None, settings_main("78% - About 10 hr, 55 min left"), app_name="Settings")
    T.do("click", "Display", display_screen(False, "After 30 seconds of inactivity"))
    T.do("click", ("switchWidget", 1), display_screen(True, "After 30 seconds of inactivity"), at="4:21")
    T.do("click", "Screen timeout", timeout_screen("30 seconds"))
    T.do("click", "2 minutes", timeout_screen("2 minutes"))
    T.do("navigate_back", None, display_screen(True, "After 2 minutes of inactivity"), at="4:22")
    T.do("navigate_back", None, settings_main("77% - About 10 hr, 40 min left"), at="4:25", batt=77)
    batt = [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
            S("tv", "Battery", None, (63, 250, 700, 370), "collapsing_toolbar"),
            S("tv", "77%", None, (63, 440, 500, 560), "usage_summary"),
            S("tv", "Until about 3:05 AM", None, (63, 570, 900, 630), "summary1"),
            S("pb", None, None, (63, 660, 1017, 700), "android:id/progress"),
            S("tv", "Battery usage", None, (63, 820, 900, 880), "android:id/title", click=True),
            S("tv", "View usage from last full charge", None, (63, 880, 900, 930), "android:id/summary"),
            S("tv", "Battery Saver", None, (63, 1030, 900, 1090), "android:id/title", click=True),
            S("tv", "Off", None, (63, 1090, 900, 1140), "android:id/summary"),
            S("tv", "Adaptive Battery", None, (63, 1240, 900, 1300), "android:id/title", click=True),
            S("tv", "Battery percentage", None, (63, 1420, 860, 1480), "android:id/title", click=True),
            S("sw", None, None, (880, 1425, 1017, 1495), "switchWidget", click=True, chk=True)]
    T.do("click", "Battery", batt)
    usage = [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
             S("tv", "Battery usage", None, (63, 250, 800, 370), "collapsing_toolbar"),
             S("tv", "Since last full charge (6 hr ago)", None, (63, 420, 1017, 480), "title")]
    for i, (a, p) in enumerate([("Chrome", "14%"), ("YouTube", "9%"), ("Maps", "6%"), ("Android System", "5%"), ("Settings", "2%"), ("Messages", "1%")]):
        usage.append(S("tv", a, None, (200, 560 + i * 170, 800, 620 + i * 170), "android:id/title", click=True))
        usage.append(S("tv", p, None, (880, 560 + i * 170, 1017, 620 + i * 170), "widget_summary"))
    T.do("click", "Battery usage", usage, at="4:26")
    T.add(rs, "h27-android-03")


# ---------------------------------------------------------------- 04 Google Calendar: move an event (bad)
GCAL = "com.google.android.calendar"


def gcal_schedule(events: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    G = app(GCAL)
    out = [G("ib", None, "Show Calendar List and Settings drawer", (20, 150, 140, 270), None, click=True),
           G("tv", "March", None, (160, 170, 500, 250), "date_picker_text_view", click=True),
           G("ib", None, "Search", (700, 150, 820, 270), "action_search", click=True),
           G("tv", "11", "Jump to Today", (820, 150, 940, 270), "action_today", click=True)]
    y = 330
    day = ""
    for d, title, when in events:
        if d != day:
            day = d
            out.append(G("tv", d, None, (20, y, 150, y + 110), "day_header"))
        out.append(G("v", title, f"{title}, {when}", (170, y, 1040, y + 150), "chip", click=True))
        y += 170
    out.append(G("ib", None, "Create new event", (830, 1940, 1017, 2127), "floating_action_button", click=True))
    return out


def t04(rs: RowSet) -> None:
    T = Traj("My dentist moved Thursday's appointment to 4:30 PM. Update the 'Dentist – Dr. Alvarez' event (keep it one hour) and add the note 'bring insurance card'.", "10:41", 92)
    G = app(GCAL)
    base = [("Mon 11", "Team standup", "Monday, March 11, 9:30 – 9:45 AM"), ("Mon 11", "1:1 with Hannah", "Monday, March 11, 2:00 – 2:30 PM"),
            ("Tue 12", "Yoga", "Tuesday, March 12, 6:30 – 7:30 PM"), ("Thu 14", "Pi Day potluck", "Thursday, March 14, 12:00 – 1:00 PM")]
    tail = [("Fri 15", "Flight to Denver (UA 1184)", "Friday, March 15, 7:05 – 8:50 AM")]
    dent = ("Thu 14", "Dentist – Dr. Alvarez", "Thursday, March 14, 3:00 – 4:00 PM")
    T.do("open_app", None, gcal_schedule(base + [dent] + tail), app_name="Calendar")

    def details(when: str, note: str | None) -> list[dict[str, Any]]:
        out = [G("ib", None, "Close", (20, 150, 140, 270), None, click=True),
               G("ib", None, "Edit event", (700, 150, 820, 270), "edit_fab", click=True),
               G("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
               G("tv", "Dentist – Dr. Alvarez", None, (180, 330, 1017, 430), "title"),
               G("tv", "Thursday, March 14", None, (180, 440, 1017, 500), "first_line_text"),
               G("tv", when, None, (180, 500, 1017, 560), "second_line_text"),
               G("tv", "Alvarez Family Dentistry, 2210 Oak St, San Francisco, CA 94117", None, (180, 620, 1017, 740), "location", click=True),
               G("tv", "30 minutes before", None, (180, 800, 1017, 860), "notification"),
               G("tv", "mara.kessler@gmail.com", None, (180, 920, 1017, 980), "calendar_name")]
        if note:
            out.append(G("tv", note, None, (180, 1040, 1017, 1100), "description"))
        return out
    T.do("click", "Dentist – Dr. Alvarez", details("3:00 – 4:00 PM", None))

    def edit(start: str, end: str, note: str | None, focus: bool = False) -> list[dict[str, Any]]:
        return [G("ib", None, "Close", (20, 150, 140, 270), None, click=True),
                G("btn", "Save", None, (830, 165, 1040, 255), "save", click=True),
                G("et", "Dentist – Dr. Alvarez", None, (180, 330, 1017, 450), "title", click=True, edit=True, hint="Add title"),
                G("tv", "All-day", None, (180, 520, 800, 580), None),
                G("sw", None, None, (880, 515, 1017, 585), "all_day_switch", click=True, chk=False),
                G("tv", "Thu, Mar 14, 2024", None, (180, 640, 700, 700), "start_date", click=True),
                G("tv", start, None, (760, 640, 1017, 700), "start_time", click=True),
                G("tv", "Thu, Mar 14, 2024", None, (180, 740, 700, 800), "end_date", click=True),
                G("tv", end, None, (760, 740, 1017, 800), "end_time", click=True),
                G("tv", "Does not repeat", None, (180, 860, 1017, 920), "recurrence", click=True),
                G("tv", "Alvarez Family Dentistry, 2210 Oak St, San Francisco, CA 94117", None, (180, 980, 1017, 1100), "location", click=True),
                G("tv", "30 minutes before", None, (180, 1160, 1017, 1220), "notification", click=True),
                G("et", note, None, (180, 1300, 1017, 1400), "description", click=True, edit=True, focus=focus, hint="Add description")]
    T.do("click", "Edit event", edit("3:00 PM", "4:00 PM", None))
    T.do("click", "3:00 PM", time_picker("", "3", "00", True, True, pkg=GCAL), at="10:42")
    T.do("input_text", "material_hour_text_input", time_picker("", "4", "00", True, True, pkg=GCAL), text="4")
    T.do("input_text", "material_minute_text_input", time_picker("", "4", "30", True, True, pkg=GCAL, focus="minute"), text="30")
    T.do("click", "OK", edit("4:30 PM", "5:30 PM", None), at="10:43")
    T.do("input_text", "description", edit("4:30 PM", "5:30 PM", "bring insurance card", focus=True), text="bring insurance card")
    T.do("click", "Save", details("4:30 – 5:30 PM", "bring insurance card"), at="10:44")
    T.do("navigate_back", None, gcal_schedule(base + [dent] + tail))  # dent still reads 3:00 – 4:00 PM
    flight = [G("ib", None, "Close", (20, 150, 140, 270), None, click=True),
              G("ib", None, "Edit event", (700, 150, 820, 270), "edit_fab", click=True),
              G("tv", "Flight to Denver (UA 1184)", None, (180, 330, 1017, 430), "title"),
              G("tv", "Friday, March 15", None, (180, 440, 1017, 500), "first_line_text"),
              G("tv", "7:05 – 8:50 AM", None, (180, 500, 1017, 560), "second_line_text"),
              G("tv", "San Francisco International Airport (SFO)", None, (180, 620, 1017, 700), "location", click=True),
              G("tv", "Confirmation: K7QX2M · Seat 23C · From Gmail", None, (180, 760, 1017, 860), "description"),
              G("tv", "mara.kessler@gmail.com", None, (180, 920, 1017, 980), "calendar_name")]
    T.do("click", "Flight to Denver (UA 1184)", flight, at="10:45")
    T.add(rs, "h27-android-04", bad=True, turn=10, kind="event moved to 4:30–5:30 PM reads back at its old 3:00–4:00 PM time in the schedule")


# ---------------------------------------------------------------- 05 Files: move two PDFs (bad)
FILES = "com.google.android.apps.nbu.files"


def files_folder(title: str, entries: list[tuple[str, str]], selected: list[str] | None = None, snack: str | None = None) -> list[dict[str, Any]]:
    F = app(FILES)
    if selected is None:
        out = [F("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
               F("tv", title, None, (160, 170, 700, 250), "title"),
               F("ib", None, "Search", (820, 150, 940, 270), None, click=True),
               F("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
               F("tv", "Name ↑", None, (63, 300, 400, 360), "sort_button", click=True)]
    else:
        out = [F("ib", None, "Clear selection", (20, 150, 140, 270), None, click=True),
               F("tv", f"{len(selected)} selected", None, (160, 170, 600, 250), "title"),
               F("ib", None, "Share", (700, 150, 820, 270), None, click=True),
               F("ib", None, "Delete", (820, 150, 940, 270), None, click=True),
               F("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
    y = 390
    for name, sub in entries:
        out.append(F("tv", name, None, (200, y, 1000, y + 60), "file_name", click=True, sel=bool(selected and name in selected)))
        out.append(F("tv", sub, None, (200, y + 60, 1000, y + 105), "file_info"))
        y += 160
    if snack:
        out.append(F("tv", snack, None, (63, 2050, 800, 2130), "snackbar_text"))
    return out


def t05(rs: RowSet) -> None:
    T = Traj("Move lease_2024.pdf and renters_insurance.pdf from Download into Documents/Housing.", "9:12", 55)
    F = app(FILES)
    browse = [F("tv", "Files", None, (63, 170, 500, 250), "title"),
              F("ib", None, "Search", (820, 150, 940, 270), None, click=True),
              F("tv", "Downloads", None, (63, 400, 520, 560), None, click=True),
              F("tv", "Images", None, (560, 400, 1017, 560), None, click=True),
              F("tv", "Videos", None, (63, 580, 520, 740), None, click=True),
              F("tv", "Audio", None, (560, 580, 1017, 740), None, click=True),
              F("tv", "Documents & other", None, (63, 760, 520, 920), None, click=True),
              F("tv", "Apps", None, (560, 760, 1017, 920), None, click=True),
              F("tv", "Internal storage", None, (200, 1100, 1000, 1160), None, click=True),
              F("tv", "36.8 GB free", None, (200, 1160, 1000, 1205), None),
              F("fl", None, "Clean", (0, 2211, 360, 2337), None, click=True),
              F("fl", None, "Browse", (360, 2211, 720, 2337), None, click=True, sel=True),
              F("fl", None, "Share", (720, 2211, 1080, 2337), None, click=True)]
    T.do("open_app", None, browse, app_name="Files")

    def root(dl: int) -> list[tuple[str, str]]:
        return [("Alarms", "0 items"), ("Android", "2 items"), ("DCIM", "3 items"), ("Documents", "4 items"),
                ("Download", f"{dl} items"), ("Music", "41 items")]
    T.do("click", "Internal storage", files_folder("Internal storage", root(6)))
    dl = [("boarding_pass_UA1184.pdf", "212 kB, Mar 10"), ("IMG_20240305_181233.jpg", "3.2 MB, Mar 5"),
          ("lease_2024.pdf", "1.8 MB, Mar 8"), ("podcast_ep42.mp3", "48.6 MB, Mar 1"),
          ("renters_insurance.pdf", "624 kB, Mar 8"), ("setup_notes.txt", "4 kB, Feb 27")]
    T.do("click", "Download", files_folder("Download", dl))
    T.do("long_press", "lease_2024.pdf", files_folder("Download", dl, ["lease_2024.pdf"]))
    T.do("click", "renters_insurance.pdf", files_folder("Download", dl, ["lease_2024.pdf", "renters_insurance.pdf"]), at="9:13")
    menu = [F("tv", t, None, (560, 170 + i * 126, 1060, 296 + i * 126), "title", click=True)
            for i, t in enumerate(["Move to", "Copy to", "Add to favorites", "Move to Safe folder", "Compress", "Select all"])]
    T.do("click", "More options", files_folder("Download", dl, ["lease_2024.pdf", "renters_insurance.pdf"])[:5] + menu)

    def picker(path: str, entries: list[tuple[str, str]], here: bool) -> list[dict[str, Any]]:
        out = [F("ib", None, "Close", (20, 150, 140, 270), None, click=True),
               F("tv", "Move 2 items", None, (160, 160, 800, 220), "title"),
               F("tv", path, None, (160, 220, 1000, 265), "subtitle")]
        y = 330
        for name, sub in entries:
            out.append(F("tv", name, None, (200, y, 1000, y + 60), "file_name", click=True))
            out.append(F("tv", sub, None, (200, y + 60, 1000, y + 105), "file_info"))
            y += 160
        out += [F("btn", "Cancel", None, (480, 2180, 740, 2290), None, click=True),
                F("btn", "Move here", None, (760, 2180, 1040, 2290), None, click=here)]
        return out
    T.do("click", "Move to", picker("Internal storage", root(6), False))
    docs = [("Housing", "4 items"), ("Taxes", "11 items"), ("Work", "23 items"), ("resume_2024.docx", "38 kB, Jan 14")]
    T.do("click", "Documents", picker("Internal storage › Documents", docs, True))
    housing = [("landlord_contacts.txt", "2 kB, Feb 2"), ("lease_2023.pdf", "1.7 MB, Mar 3, 2023"),
               ("move_in_checklist.pdf", "96 kB, Feb 2"), ("utility_setup.pdf", "140 kB, Feb 9")]
    T.do("click", "Housing", picker("Internal storage › Documents › Housing", housing, True), at="9:14")
    left = [e for e in dl if e[0] not in ("lease_2024.pdf", "renters_insurance.pdf")]
    T.do("click", "Move here", files_folder("Download", left, snack="2 items moved to Housing"))
    drift = root(5)  # Download holds 4 files after the move
    T.do("navigate_back", None, files_folder("Internal storage", drift), at="9:15")
    T.do("click", "Documents", files_folder("Documents", [("Housing", "6 items"), ("Taxes", "11 items"), ("Work", "23 items"), ("resume_2024.docx", "38 kB, Jan 14")]))
    T.add(rs, "h27-android-05", bad=True, turn=11, kind="folder item count does not follow the two files moved out of it")


# ---------------------------------------------------------------- 06 Messages: reply + pin (clean)
MSG = "com.google.android.apps.messaging"


def msg_list(convs: list[tuple[str, str, str, bool]], pinned: list[str] | None = None, selected: str | None = None) -> list[dict[str, Any]]:
    M = app(MSG)
    if selected:
        out = [M("ib", None, "Close", (20, 150, 140, 270), None, click=True),
               M("tv", "1", None, (160, 170, 300, 250), "title"),
               M("ib", None, "Pin", (460, 150, 580, 270), "action_pin", click=True),
               M("ib", None, "Archive", (580, 150, 700, 270), "action_archive", click=True),
               M("ib", None, "Delete", (700, 150, 820, 270), "action_delete", click=True),
               M("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
    else:
        out = [M("tv", "Search conversations", None, (63, 160, 880, 280), "search_bar", click=True),
               M("iv", None, "Signed in as m.kessler@gmail.com", (900, 170, 1010, 270), None, click=True)]
    y = 330
    for name, snippet, when, unread in convs:
        out.append(M("tv", name, None, (200, y + 30, 800, y + 95), "conversation_name", click=True, sel=name == selected))
        out.append(M("tv", snippet, None, (200, y + 95, 900, y + 150), "conversation_snippet"))
        out.append(M("tv", when, None, (850, y + 30, 1040, y + 95), "conversation_timestamp"))
        if unread:
            out.append(M("iv", None, "Unread", (1000, y + 110, 1040, y + 150), "unread_indicator"))
        if pinned and name in pinned:
            out.append(M("iv", None, "Pinned", (960, y + 110, 1000, y + 150), "pin_indicator"))
        y += 200
    if not selected:
        out.append(M("btn", "Start chat", None, (640, 1960, 1017, 2120), "start_chat_fab", click=True))
    return out


def t06(rs: RowSet) -> None:
    T = Traj("Reply to Jordan's message asking about tonight with 'Yes! See you at 7 at Nopa', then pin the conversation.", "4:41", 47)
    M = app(MSG)
    others = [("Mom", "Call me when you land ❤️", "1:02 PM", False), ("28849", "Your verification code is 604218. Don't share it.", "11:37 AM", False)]
    T.do("open_app", None, msg_list([("Jordan Lee", "are we still on for 7?", "5 min", True)] + others), app_name="Messages")

    def convo(bubbles: list[tuple[str, str, bool]], draft: str | None, status: str | None) -> list[dict[str, Any]]:
        out = [M("ib", None, "Back", (20, 150, 140, 270), None, click=True),
               M("tv", "Jordan Lee", None, (160, 170, 700, 250), "conversation_title"),
               M("ib", None, "Call", (700, 150, 820, 270), None, click=True),
               M("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
               M("tv", "Today · 4:12 PM", None, (300, 360, 780, 410), "timestamp")]
        y = 440
        for text, who, mine in bubbles:
            out.append(M("tv", text, f"{'You said' if mine else 'Jordan Lee said'}  {text} {who}", (480 if mine else 160, y, 1040 if mine else 700, y + 110), "message_text", click=True))
            y += 150
        if status:
            out.append(M("tv", status, None, (700, y - 30, 1040, y + 20), "message_status"))
        out += [M("et", draft, None, (160, 2040, 860, 2160), "compose_message_text", click=True, edit=True, focus=draft is not None, hint="Text message"),
                M("ib", None, "Send SMS" if draft else "Record audio message", (880, 2040, 1017, 2160), "send_message_button_icon", click=True)]
        return out
    hist = [("running 10 min late for the 5pm thing btw", "4:12 PM", False), ("no worries!", "4:14 PM", True), ("are we still on for 7?", "4:36 PM", False)]
    T.do("click", "Jordan Lee", convo(hist, None, None))
    reply = "Yes! See you at 7 at Nopa"
    T.do("input_text", "compose_message_text", convo(hist, reply, None), text=reply, at="4:42")
    T.do("click", "Send SMS", convo(hist + [(reply, "Now", True)], None, "Sending…"))
    T.do("wait", None, convo(hist + [(reply, "4:42 PM", True), ("👍 perfect, I'll grab a table", "Now", False)], None, None), at="4:43")
    convs = [("Jordan Lee", "👍 perfect, I'll grab a table", "Now", False)] + others
    T.do("navigate_back", None, msg_list(convs))
    T.do("long_press", "Jordan Lee", msg_list(convs, selected="Jordan Lee"))
    convs = [("Jordan Lee", "👍 perfect, I'll grab a table", "1 min", False)] + others
    T.do("click", "Pin", msg_list(convs, pinned=["Jordan Lee"]) + [M("tv", "Pinned", None, (63, 2050, 700, 2130), "snackbar_text")], at="4:44")
    T.add(rs, "h27-android-06")


# ---------------------------------------------------------------- 07 Gmail: delete promos, star (bad)
GMAIL = "com.google.android.gm"


def gmail_list(title: str, mails: list[dict[str, Any]], selected: list[str] | None = None, snack: str | None = None) -> list[dict[str, Any]]:
    G = app(GMAIL)
    if selected is None:
        out = [G("ib", None, "Open navigation drawer", (20, 150, 140, 270), None, click=True),
               G("tv", "Search in mail", None, (160, 160, 880, 280), "open_search", click=True),
               G("iv", None, "Account and settings.", (900, 170, 1010, 270), "selected_account_disc_gmail", click=True),
               G("tv", title, None, (63, 310, 600, 370), "folder_header")]
    else:
        out = [G("ib", None, "Done", (20, 150, 140, 270), None, click=True),
               G("tv", str(len(selected)), None, (160, 170, 300, 250), "title"),
               G("ib", None, "Archive", (580, 150, 700, 270), "archive", click=True),
               G("ib", None, "Delete", (700, 150, 820, 270), "delete", click=True),
               G("ib", None, "Mark read", (820, 150, 940, 270), "read", click=True),
               G("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
    y = 390
    for m in mails:
        key = m["subject"]
        desc = f"{'Unread, ' if m['unread'] else ''}{m['sender']}, {m['subject']}, {m['time']}, {m['snippet']}"
        out.append(G("v", None, desc, (0, y, 1080, y + 230), "viewified_conversation_item_view", click=True, sel=bool(selected and key in selected)))
        out.append(G("iv", None, "Starred" if m.get("star") else "Not starred", (960, y + 120, 1040, y + 200), "star", click=True, chk=bool(m.get("star"))))
        y += 235
    if snack:
        out.append(G("tv", snack, None, (63, 2050, 700, 2130), "description_text"))
    if selected is None:
        out.append(G("btn", "Compose", None, (640, 1960, 1017, 2120), "compose_button", click=True))
    return out


def t07(rs: RowSet) -> None:
    T = Traj("Delete the two Lumen Outdoors promotional emails from the inbox and star Priya Raman's email about the Q2 offsite.", "4:05", 73)
    G = app(GMAIL)
    priya = {"sender": "Priya Raman", "subject": "Q2 offsite – venue shortlist", "time": "3:58 PM", "unread": True,
             "snippet": "Hi all — I've narrowed it down to three venues: Cavallo Point, Westerbeke Ranch and…"}
    sale = {"sender": "Lumen Outdoors", "subject": "⛺ Spring Gear Sale: 30% off tents & packs", "time": "2:14 PM", "unread": True,
            "snippet": "Ends Sunday. Free shipping on orders over $50 — shop tents, packs and…"}
    gh = {"sender": "GitHub", "subject": "[acme/api] Run failed: ci - main (3f9c2e1)", "time": "1:47 PM", "unread": False,
          "snippet": "The ci workflow run failed for main. 1 failed job: test (3.12)…"}
    cart = {"sender": "Lumen Outdoors", "subject": "Your cart is waiting, Mara", "time": "11:20 AM", "unread": True,
            "snippet": "You left the Trailblazer 2P Tent in your cart. Complete your order…"}
    chase = {"sender": "Chase", "subject": "Your statement is ready", "time": "9:03 AM", "unread": False,
             "snippet": "Your Freedom Unlimited statement for the account ending in 4471 is available…"}
    duo = {"sender": "Duolingo", "subject": "🦉 Don't lose your 212-day streak!", "time": "Mar 10", "unread": False,
           "snippet": "Just 5 minutes a day keeps the streak alive…"}
    nd = {"sender": "Nextdoor", "subject": "Lost dog near Dolores Park", "time": "Mar 10", "unread": False,
          "snippet": "Brown terrier, answers to 'Biscuit', last seen on 19th St…"}
    T.do("open_app", None, gmail_list("Inbox", [priya, sale, gh, cart, chase]), app_name="Gmail")
    T.do("long_press", f"Unread, Lumen Outdoors, {sale['subject']}, 2:14 PM, {sale['snippet']}",
         gmail_list("Inbox", [priya, sale, gh, cart, chase], selected=[sale["subject"]]))
    T.do("click", f"Unread, Lumen Outdoors, {cart['subject']}, 11:20 AM, {cart['snippet']}",
         gmail_list("Inbox", [priya, sale, gh, cart, chase], selected=[sale["subject"], cart["subject"]]))
    T.do("click", "Delete", gmail_list("Inbox", [priya, gh, chase, duo, nd], snack="2 deleted"), at="4:06")
    priya = {**priya, "star": True}
    T.do("click", ("star", 0), gmail_list("Inbox", [priya, gh, chase, duo, nd]))
    thread = [G("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
              G("ib", None, "Archive", (580, 150, 700, 270), None, click=True),
              G("ib", None, "Delete", (700, 150, 820, 270), None, click=True),
              G("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
              G("tv", "Q2 offsite – venue shortlist", None, (63, 300, 900, 400), "subject_and_folder_view"),
              G("tv", "Inbox", None, (63, 410, 220, 460), None),
              G("iv", None, "Starred", (960, 300, 1040, 380), "conversation_header_star", click=True, chk=True),
              G("tv", "Priya Raman", None, (200, 500, 700, 560), "sender_name"),
              G("tv", "to me, Theo, Hannah, +3", None, (200, 560, 800, 610), "recipient_summary", click=True),
              G("tv", "3:58 PM", None, (760, 500, 940, 560), "upper_date"),
              G("wv", "Hi all — I've narrowed it down to three venues: Cavallo Point (Sausalito, $$$), Westerbeke Ranch (Sonoma, $$) and Walker Creek Ranch (Petaluma, $). All three can do May 14–16 for 24 people. Please vote in the sheet by Friday. Thanks! Priya", None, (63, 660, 1017, 1300), None),
              G("btn", "Reply", None, (63, 1400, 380, 1510), None, click=True),
              G("btn", "Reply all", None, (390, 1400, 700, 1510), None, click=True),
              G("btn", "Forward", None, (710, 1400, 1017, 1510), None, click=True)]
    T.do("click", f"Unread, Priya Raman, {priya['subject']}, 3:58 PM, {priya['snippet']}", thread, at="4:07")
    delta = {"sender": "Delta Air Lines", "subject": "Check in now for your flight to Denver", "time": "4:09 PM", "unread": True,
             "snippet": "Your flight DL 2291 departs Friday at 7:05 AM. Check in and get your boarding pass…"}
    priya = {**priya, "unread": False}
    T.do("navigate_back", None, gmail_list("Inbox", [delta, priya, sale, gh, chase]), at="4:09")  # the deleted sale email is back
    drawer = [G("tv", "Gmail", None, (63, 170, 500, 250), None)]
    for i, (label, cnt) in enumerate([("All inboxes", ""), ("Inbox", "14"), ("Starred", ""), ("Snoozed", ""), ("Important", ""), ("Sent", ""),
                                      ("Scheduled", ""), ("Drafts", "2"), ("All mail", ""), ("Spam", ""), ("Trash", "")]):
        drawer.append(G("tv", label, f"{label}, {cnt} unread" if cnt else label, (63, 300 + i * 140, 800, 420 + i * 140), "name", click=True, sel=label == "Inbox"))
    T.do("click", "Open navigation drawer", drawer)
    st1 = {"sender": "Lena Fischer", "subject": "Lease renewal – signed copy", "time": "Feb 27", "unread": False, "star": True,
           "snippet": "Attached is the countersigned renewal for unit 4B…"}
    st2 = {"sender": "Amtrak", "subject": "eTicket for your trip on Mar 22", "time": "Feb 20", "unread": False, "star": True,
           "snippet": "Coast Starlight 11 · Oakland to Seattle · Reservation 4F8A21…"}
    T.do("click", "Starred", gmail_list("Starred", [priya, st1, st2]), at="4:10")
    T.add(rs, "h27-android-07", bad=True, turn=7, kind="email deleted in turn 4 is listed in the inbox again")


# ---------------------------------------------------------------- 08 Maps: directions to SFO (clean)
MAPS = "com.google.android.apps.maps"


def t08(rs: RowSet) -> None:
    T = Traj("Get driving directions from my location to SFO, compare with transit, and avoid highways for the drive.", "4:46", 69)
    P = app(MAPS)
    mapscr = [P("tv", "Search here", None, (63, 160, 880, 280), "search_omnibox_text_box", click=True),
              P("ib", None, "Voice search", (880, 170, 980, 270), None, click=True),
              P("btn", "Restaurants", None, (63, 310, 360, 400), None, click=True),
              P("btn", "Gas", None, (380, 310, 540, 400), None, click=True),
              P("btn", "Coffee", None, (560, 310, 770, 400), None, click=True),
              P("ib", None, "Layers", (940, 450, 1040, 550), None, click=True),
              P("ib", None, "Re-center map to your location", (900, 1700, 1040, 1840), None, click=True),
              P("fl", None, "Explore", (0, 2211, 216, 2337), None, click=True, sel=True),
              P("fl", None, "Go", (216, 2211, 432, 2337), None, click=True),
              P("fl", None, "Saved", (432, 2211, 648, 2337), None, click=True),
              P("fl", None, "Contribute", (648, 2211, 864, 2337), None, click=True),
              P("fl", None, "Updates", (864, 2211, 1080, 2337), None, click=True)]
    T.do("open_app", None, mapscr, app_name="Maps")

    def search(q: str | None, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = [P("ib", None, "Navigate up", (20, 160, 140, 280), None, click=True),
               P("et", q, None, (150, 160, 960, 280), "search_omnibox_edit_text", click=True, edit=True, focus=True, hint="Search here")]
        for i, (a, b) in enumerate(rows):
            out.append(P("tv", a, None, (180, 360 + i * 170, 1000, 420 + i * 170), None, click=True))
            out.append(P("tv", b, None, (180, 420 + i * 170, 1000, 470 + i * 170), None))
        return out
    T.do("click", "Search here", search(None, [("San Francisco International Airport (SFO)", "San Francisco, CA 94128"), ("Tartine Bakery", "600 Guerrero St, San Francisco"), ("Home", "1457 Valencia St")]))
    T.do("input_text", "search_omnibox_edit_text", search("SFO", [("San Francisco International Airport (SFO)", "San Francisco, CA 94128"), ("SFO Terminal 2", "San Francisco, CA 94128"), ("SFO Long Term Parking", "N McDonnell Rd, San Francisco")]), text="SFO")
    place = [P("tv", "SFO", None, (150, 160, 960, 280), "search_omnibox_text_box", click=True),
             P("tv", "San Francisco International Airport", None, (63, 1250, 1017, 1330), "title"),
             P("tv", "4.1", "4.1 stars 61,542 Reviews", (63, 1340, 500, 1390), None),
             P("tv", "Airport · 🚗 21 min", None, (63, 1390, 800, 1440), None),
             P("tv", "Open 24 hours", None, (63, 1440, 800, 1490), None),
             P("btn", "Directions", None, (63, 1540, 330, 1640), None, click=True),
             P("btn", "Start", None, (350, 1540, 560, 1640), None, click=True),
             P("btn", "Call", None, (580, 1540, 760, 1640), None, click=True),
             P("btn", "Save", None, (780, 1540, 960, 1640), None, click=True)]
    T.do("click", "San Francisco International Airport (SFO)", place, at="4:47")

    def route(mode: str, chips: dict[str, str], body: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = [P("tv", "Your location", None, (150, 150, 960, 230), None, click=True),
               P("tv", "San Francisco International Airport", None, (150, 240, 960, 320), None, click=True),
               P("ib", None, "More options", (960, 150, 1060, 250), None, click=True)]
        for i, m in enumerate(["Driving", "Transit", "Walking", "Cycling"]):
            out.append(P("ll", chips[m], f"{m} mode: {chips[m]}", (40 + i * 250, 350, 280 + i * 250, 440), None, click=True, sel=m == mode))
        y = 1300
        for a, b in body:
            out.append(P("tv", a, None, (63, y, 1017, y + 70), None, click=True))
            out.append(P("tv", b, None, (63, y + 70, 1017, y + 120), None))
            y += 180
        return out
    chips = {"Driving": "21 min", "Transit": "52 min", "Walking": "4 hr 48 min", "Cycling": "1 hr 39 min"}
    T.do("click", "Directions", route("Driving", chips, [("21 min (14.2 mi)", "Fastest route now due to traffic conditions · via US-101 S"), ("Arrive 5:08 PM", "Typical traffic")]))
    T.do("click", "Transit mode: 52 min", route("Transit", chips, [("4:53 PM—5:45 PM  52 min", "Walk 6 min › BART Yellow (Antioch – SFO/Millbrae) · from 24th St Mission 4:59 PM"),
                                                                   ("5:08 PM—5:59 PM  51 min", "Walk 6 min › BART Yellow · from 24th St Mission 5:14 PM"),
                                                                   ("5:23 PM—6:15 PM  52 min", "Walk 6 min › BART Yellow · from 24th St Mission 5:29 PM")]))
    chips = {**chips, "Driving": "23 min"}
    T.do("click", "Driving mode: 21 min", route("Driving", chips, [("23 min (14.2 mi)", "Slower than usual due to traffic · via US-101 S"), ("Arrive 5:11 PM", "Heavier traffic than usual")]), at="4:48")
    menu = [P("tv", t, None, (560, 170 + i * 126, 1060, 296 + i * 126), None, click=True)
            for i, t in enumerate(["Add stop", "Set depart or arrive time", "Route options", "Share directions"])]
    T.do("click", "More options", route("Driving", chips, [("23 min (14.2 mi)", "Slower than usual due to traffic · via US-101 S"), ("Arrive 5:11 PM", "Heavier traffic than usual")]) + menu)

    def opts(hw: bool) -> list[dict[str, Any]]:
        return [P("tv", "Route options", None, (117, 700, 963, 780), None),
                P("cb", "Avoid highways", None, (117, 820, 963, 920), None, click=True, chk=hw),
                P("cb", "Avoid tolls", None, (117, 940, 963, 1040), None, click=True, chk=False),
                P("cb", "Avoid ferries", None, (117, 1060, 963, 1160), None, click=True, chk=False),
                P("tv", "Remember settings", None, (117, 1200, 800, 1280), None),
                P("sw", None, None, (830, 1205, 963, 1275), None, click=True, chk=False),
                P("btn", "Done", None, (760, 1320, 963, 1410), None, click=True)]
    T.do("click", "Route options", opts(False), at="4:49")
    T.do("click", "Avoid highways", opts(True))
    chips = {"Driving": "34 min", "Transit": "53 min", "Walking": "4 hr 48 min", "Cycling": "1 hr 39 min"}
    T.do("click", "Done", route("Driving", chips, [("34 min (12.9 mi)", "Avoids highways · via Mission St and El Camino Real"), ("Arrive 5:24 PM", "Route avoids highways")]) +
         [P("tv", "Route options applied: Avoid highways", None, (63, 2050, 1017, 2130), None)], at="4:50")
    T.add(rs, "h27-android-08")


# ---------------------------------------------------------------- 09 Settings: clear an app's cache (bad)
def t09(rs: RowSet) -> None:
    T = Traj("Clear Spotify's cache (not its data) and force stop it.", "11:20", 88)
    S = app(SETTINGS)
    T.do("open_app", None, settings_main("88% - About 1 day left"), app_name="Settings")
    apps = [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
            S("tv", "Apps", None, (63, 250, 700, 370), "collapsing_toolbar"),
            S("tv", "Recently opened apps", None, (63, 420, 900, 480), None)]
    for i, (a, when) in enumerate([("Spotify", "4 min ago"), ("Chrome", "18 min ago"), ("Gmail", "1 hr ago")]):
        apps.append(S("tv", a, None, (200, 520 + i * 170, 1017, 580 + i * 170), "android:id/title", click=True))
        apps.append(S("tv", when, None, (200, 580 + i * 170, 1017, 625 + i * 170), "android:id/summary"))
    apps += [S("tv", "See all 87 apps", None, (200, 1050, 1017, 1110), "android:id/title", click=True),
             S("tv", "Default apps", None, (63, 1230, 1017, 1290), "android:id/title", click=True),
             S("tv", "Unused apps", None, (63, 1400, 1017, 1460), "android:id/title", click=True),
             S("tv", "3 unused apps", None, (63, 1460, 1017, 1505), "android:id/summary")]
    T.do("click", "Apps", apps)

    def info(storage: str, stopped: bool, screen_time: str) -> list[dict[str, Any]]:
        out = [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
               S("tv", "Spotify", None, (63, 420, 1017, 500), "entity_header_title"),
               S("btn", "Open", None, (63, 600, 350, 720), "button1", click=True),
               S("btn", "Uninstall", None, (380, 600, 700, 720), "button2", click=True),
               S("btn", "Force stop", None, (730, 600, 1017, 720), "button3", click=not stopped)]
        rows = [("Notifications", "~2 notifications per week"), ("Permissions", "Nearby devices and Notifications"),
                ("Storage & cache", storage), ("Mobile data & Wi‑Fi", "312 MB used since Feb 11"),
                ("Screen time", screen_time), ("App battery usage", "6% use since last full charge")]
        for i, (t, s) in enumerate(rows):
            out.append(S("tv", t, None, (63, 800 + i * 190, 1017, 862 + i * 190), "android:id/title", click=True))
            out.append(S("tv", s, None, (63, 862 + i * 190, 1017, 910 + i * 190), "android:id/summary"))
        return out
    T.do("click", "Spotify", info("1.42 GB used in internal storage", False, "41 minutes today"))

    def storage(cache: str, total: str) -> list[dict[str, Any]]:
        out = [S("ib", None, "Navigate up", (20, 120, 140, 240), None, click=True),
               S("tv", "Storage", None, (63, 250, 700, 370), "collapsing_toolbar"),
               S("tv", "Spotify", None, (63, 420, 1017, 500), "entity_header_title"),
               S("btn", "Clear storage", None, (63, 600, 520, 720), "button1", click=True),
               S("btn", "Clear cache", None, (560, 600, 1017, 720), "button2", click=cache != "0 B"),
               S("tv", "Space used", None, (63, 800, 600, 860), None)]
        for i, (t, v) in enumerate([("App size", "212 MB"), ("User data", "138 MB"), ("Cache", cache), ("Total", total)]):
            out.append(S("tv", t, None, (63, 900 + i * 120, 700, 960 + i * 120), "android:id/title"))
            out.append(S("tv", v, None, (760, 900 + i * 120, 1017, 960 + i * 120), "android:id/summary"))
        return out
    T.do("click", "Storage & cache", storage("1.07 GB", "1.42 GB"), at="11:21")
    T.do("click", "Clear cache", storage("0 B", "350 MB"))
    T.do("navigate_back", None, info("350 MB used in internal storage", False, "41 minutes today"))
    dlg = [S("tv", "Force stop?", None, (117, 900, 963, 970), "alertTitle"),
           S("tv", "If you force stop an app, it may misbehave.", None, (117, 1000, 963, 1080), "android:id/message"),
           S("btn", "Cancel", None, (560, 1130, 760, 1220), "android:id/button2", click=True),
           S("btn", "OK", None, (790, 1130, 963, 1220), "android:id/button1", click=True)]
    T.do("click", "Force stop", info("350 MB used in internal storage", False, "41 minutes today")[:5] + dlg, at="11:22")
    T.do("click", "OK", info("350 MB used in internal storage", True, "41 minutes today"))
    T.do("click", "Storage & cache", storage("0 B", "404 MB"))  # 212 MB + 138 MB + 0 B
    T.do("navigate_home", None, home(), at="11:23", batt=87)
    T.add(rs, "h27-android-09", bad=True, turn=9, kind="storage total no longer equals app size + user data + cache (which all read as before)")


# ---------------------------------------------------------------- 10 Contacts: create a contact (bad)
def t10(rs: RowSet) -> None:
    T = Traj("Add a contact: Priya Raman, mobile +1 650-555-0183, email priya.raman@northwind.io. Then make her a favorite.", "2:31", 59)
    C = app(CONTACTS)
    T.do("open_app", None, contacts_list(312, A_NAMES, starred=["Jordan Lee", "Mom"]), app_name="Contacts")

    def form(first: str | None, last: str | None, phone: str | None, email: str | None, focus: str) -> list[dict[str, Any]]:
        return [C("ib", None, "Cancel", (20, 160, 140, 280), None, click=True),
                C("tv", "Create contact", None, (160, 180, 600, 260), "title"),
                C("btn", "Save", None, (850, 175, 1040, 265), "menu_save", click=True),
                C("tv", "Saving to m.kessler@gmail.com", None, (63, 300, 1017, 360), "account_name"),
                C("et", first, None, (180, 520, 1017, 660), None, click=True, edit=True, focus=focus == "first", hint="First name"),
                C("et", last, None, (180, 680, 1017, 820), None, click=True, edit=True, focus=focus == "last", hint="Last name"),
                C("et", None, None, (180, 840, 1017, 980), None, click=True, edit=True, hint="Company"),
                C("et", phone, None, (180, 1040, 1017, 1180), None, click=True, edit=True, focus=focus == "phone", hint="Phone"),
                C("sp", "Mobile", None, (180, 1190, 500, 1280), "spinner", click=True),
                C("et", email, None, (180, 1330, 1017, 1470), None, click=True, edit=True, focus=focus == "email", hint="Email"),
                C("sp", "Home", None, (180, 1480, 500, 1570), "spinner", click=True)]
    T.do("click", "Create contact", form(None, None, None, None, "first"))
    T.do("input_text", "First name", form("Priya", None, None, None, "first"), text="Priya")
    T.do("input_text", "Last name", form("Priya", "Raman", None, None, "last"), text="Raman", at="2:32")
    T.do("input_text", "Phone", form("Priya", "Raman", "+1 650-555-0183", None, "phone"), text="+16505550183")
    T.do("input_text", "Email", form("Priya", "Raman", "+1 650-555-0183", "priya.raman@northwind.io", "email"), text="priya.raman@northwind.io")
    T.do("click", "Save", contact_details("Priya Raman", "+1 650-555-0183", "priya.raman@northwind.io", []), at="2:33")
    T.do("click", "Add to favorites", contact_details("Priya Raman", "+1 650-555-0183", "priya.raman@northwind.io", [], starred=True))
    T.do("navigate_back", None, contacts_list(313, A_NAMES[:7], starred=["Jordan Lee", "Mom", "Priya Raman"]))
    T.do("click", "Priya Raman", contact_details("Priya Raman", "+1 650-555-0138", "priya.raman@northwind.io", [], starred=True), at="2:34")
    compose = [app(GMAIL)("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
               app(GMAIL)("tv", "Compose", None, (160, 170, 600, 250), None),
               app(GMAIL)("ib", None, "Send", (820, 150, 940, 270), "send", click=True),
               app(GMAIL)("tv", "From  m.kessler@gmail.com", None, (63, 300, 1017, 380), "from_account_name"),
               app(GMAIL)("tv", "priya.raman@northwind.io", None, (200, 400, 1017, 480), "to", click=True),
               app(GMAIL)("et", None, None, (63, 520, 1017, 620), "subject", click=True, edit=True, hint="Subject"),
               app(GMAIL)("et", None, None, (63, 660, 1017, 1400), "wc_body", click=True, edit=True, focus=True, hint="Compose email")]
    T.do("click", "Email", compose)
    T.add(rs, "h27-android-10", bad=True, turn=10, kind="saved phone number shows two digits swapped on reopening the contact")


# ---------------------------------------------------------------- 11 Clock: timer + world clock (clean)
def t11(rs: RowSet) -> None:
    T = Traj("Start a 10-minute timer labelled 'Tea', then check what time it is in Tokyo.", "4:56", 71)
    C = app(CLOCK)
    a1 = {"time": "6:45 AM", "days": "Mon, Tue, Wed, Thu, Fri", "label": "Gym", "on": True}
    a2 = {"time": "8:00 AM", "days": "Sat, Sun", "label": None, "on": False}
    T.do("open_app", None, alarm_list([a1, a2]), app_name="Clock")

    def keypad(h: str, m: str, s: str) -> list[dict[str, Any]]:
        out = [C("tv", f"{h}h {m}m {s}s", f"{int(h)} hours, {int(m)} minutes, {int(s)} seconds", (150, 420, 930, 620), "timer_setup_time")]
        for i, d in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]):
            r, c = (i // 3, i % 3) if i < 9 else (3, 1)
            out.append(C("btn", d, None, (150 + c * 280, 740 + r * 260, 370 + c * 280, 960 + r * 260), f"timer_setup_digit_{d}", click=True))
        if (h, m, s) != ("00", "00", "00"):
            out.append(C("ib", None, "Start", (455, 1995, 625, 2165), "fab", click=True))
        return out + clock_tabs("Timer")
    T.do("click", "Timer", keypad("00", "00", "00"))
    T.do("click", "1", keypad("00", "00", "01"))
    T.do("click", "0", keypad("00", "00", "10"))
    T.do("click", "0", keypad("00", "01", "00"), at="4:57")
    T.do("click", "0", keypad("00", "10", "00"))

    def running(label: str | None, left: str, frac: float) -> list[dict[str, Any]]:
        return [C("tv", label or "Label", None, (150, 330, 930, 400), "timer_label", click=True),
                C("tv", left, f"{left} remaining", (250, 700, 830, 900), "timer_time_text"),
                C("pb", None, None, (150, 480, 930, 1260), "timer_progress"),
                C("btn", "Reset", None, (150, 1330, 400, 1430), "reset", click=True),
                C("btn", "+1:00", None, (680, 1330, 930, 1430), "timer_add_time_button", click=True),
                C("ib", None, "Delete", (60, 1995, 200, 2135), "left_button", click=True),
                C("ib", None, "Pause", (455, 1995, 625, 2165), "fab", click=True),
                C("ib", None, "Add timer", (880, 1995, 1020, 2135), "right_button", click=True)] + clock_tabs("Timer")
    T.do("click", "Start", running(None, "9:59", 0.0))
    T.do("click", "Label", label_dialog(""))
    T.do("input_text", "label_input_field", label_dialog("Tea"), text="Tea")
    T.do("click", "OK", running("Tea", "9:31", 0.05))
    world = [C("tv", "4:58", "4:58 PM", (250, 420, 830, 640), "digital_clock"),
             C("tv", "PM", None, (830, 560, 920, 620), None),
             C("tv", "Mon, Mar 11", None, (250, 650, 830, 710), "date"),
             C("tv", "⏰ Tue 6:45 AM", None, (250, 710, 830, 760), "nextAlarm"),
             C("tv", "London", None, (63, 900, 600, 970), "city_name"),
             C("tv", "Today, 7 hr ahead", None, (63, 970, 600, 1020), "hours_ahead"),
             C("tv", "11:58 PM", None, (700, 900, 1017, 1010), "digital_clock"),
             C("tv", "Tokyo", None, (63, 1100, 600, 1170), "city_name"),
             C("tv", "Tomorrow, 16 hr ahead", None, (63, 1170, 600, 1220), "hours_ahead"),
             C("tv", "8:58 AM", None, (700, 1100, 1017, 1210), "digital_clock"),
             C("ib", None, "Cities", (455, 1995, 625, 2165), "fab", click=True)] + clock_tabs("Clock")
    T.do("click", "Clock", world, at="4:58")
    T.do("click", "Timer", running("Tea", "8:50", 0.12))
    T.add(rs, "h27-android-11")


# ---------------------------------------------------------------- 12 Markor: append to a note (bad)
MARKOR = "net.gsantner.markor"
MEAL = """# Meal plan – week 11

- Mon: sheet-pan gnocchi with sausage
- Tue: chickpea curry, 2 cups basmati rice
- Wed: leftovers
- Thu: salmon + roasted broccoli
- Fri: pizza night

## To buy
- 400 g gnocchi
- 1 can coconut milk
- 2 lb salmon fillets
- fresh ginger"""
TODO = """(A) 2024-03-08 Call insurance about claim +car @phone
(B) 2024-03-09 Renew library card @errands
x 2024-03-10 2024-03-07 Book flights to Denver +trip
2024-03-11 Buy birthday gift for Sam @errands due:2024-03-16"""


def nbytes(s: str) -> str:
    return f"{len(s.encode())} B"


def markor_files(meal_info: str) -> list[dict[str, Any]]:
    K = app(MARKOR)
    out = [K("tv", "markor", None, (63, 170, 600, 240), "toolbar_title"),
           K("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
    files = [("archive", "Folder"), ("books-2024.md", "Feb 18, 2024 · 1.9 kB"), ("meal-plan.md", meal_info),
             ("packing-list.md", "Mar 6, 2024 · 842 B"), ("todo.txt", f"Today, 08:05 · {nbytes(TODO)}")]
    for i, (n, sub) in enumerate(files):
        out.append(K("tv", n, None, (200, 330 + i * 170, 1017, 395 + i * 170), "ui__filesystem_item__title", click=True))
        out.append(K("tv", sub, None, (200, 395 + i * 170, 1017, 445 + i * 170), "ui__filesystem_item__description"))
    out += [K("ib", None, "Create a new file or folder", (830, 1900, 1017, 2087), "fab_add_new_item", click=True),
            K("fl", None, "Files", (0, 2211, 270, 2337), None, click=True, sel=True),
            K("fl", None, "To-Do", (270, 2211, 540, 2337), None, click=True),
            K("fl", None, "QuickNote", (540, 2211, 810, 2337), None, click=True),
            K("fl", None, "More", (810, 2211, 1080, 2337), None, click=True)]
    return out


def markor_editor(title: str, text: str, focus: bool) -> list[dict[str, Any]]:
    K = app(MARKOR)
    return [K("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
            K("tv", title, None, (160, 170, 600, 250), "note__activity__text_note_title"),
            K("ib", None, "Undo", (580, 150, 700, 270), "action_undo", click=True),
            K("ib", None, "View mode", (700, 150, 820, 270), "action_preview", click=True),
            K("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
            K("et", text, None, (0, 290, 1080, 2040), "document__fragment__edit__highlighting_editor", click=True, edit=True, focus=focus, scroll=True),
            K("ib", None, "Header", (0, 2060, 135, 2180), None, click=True),
            K("ib", None, "Unordered list", (135, 2060, 270, 2180), None, click=True),
            K("ib", None, "Checkbox", (270, 2060, 405, 2180), None, click=True),
            K("ib", None, "Bold", (405, 2060, 540, 2180), None, click=True)]


def t12(rs: RowSet) -> None:
    T = Traj("In Markor, add '- oat milk' to the To buy list of meal-plan.md, then look at todo.txt.", "16:29", 66)
    K = app(MARKOR)
    T.do("open_app", None, markor_files(f"Mar 9, 2024 18:22 · {nbytes(MEAL)}"), app_name="Markor")
    T.do("click", "meal-plan.md", markor_editor("meal-plan", MEAL, False))
    T.do("click", "document__fragment__edit__highlighting_editor", markor_editor("meal-plan", MEAL, True), at="16:30")
    meal2 = MEAL + "\n- oat milk"
    T.do("input_text", "document__fragment__edit__highlighting_editor", markor_editor("meal-plan", meal2, True), text="\n- oat milk")
    shown = meal2.replace("2 cups basmati rice", "3 cups basmati rice")  # drift: no edit touched this line
    prev = [K("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
            K("tv", "meal-plan", None, (160, 170, 600, 250), "note__activity__text_note_title"),
            K("ib", None, "Edit", (700, 150, 820, 270), "action_edit", click=True),
            K("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
            K("wv", "meal-plan", None, (0, 290, 1080, 2200), "document__fragment_view_webview", scroll=True)]
    y = 330
    for line in shown.split("\n"):
        if not line:
            continue
        t = line.lstrip("#- ").strip()
        prev.append(K("v", t, None, (40, y, 1040, y + (90 if line.startswith("#") else 60)), None))
        y += 110 if line.startswith("#") else 75
    T.do("click", "View mode", prev, at="16:31")
    T.do("navigate_back", None, markor_files(f"Today, 16:31 · {nbytes(meal2)}"))
    T.do("click", "todo.txt", markor_editor("todo", TODO, False))
    T.do("navigate_back", None, markor_files(f"Today, 16:31 · {nbytes(meal2)}"), at="16:32")
    T.add(rs, "h27-android-12", bad=True, turn=5, kind="a line of the note reads differently in the preview although only a new line was appended")


# ---------------------------------------------------------------- 13 Pro Expense: add two expenses (clean)
EXP = "com.arduia.expense"


def t13(rs: RowSet) -> None:
    T = Traj("In Pro Expense, add 'Lunch with client' $42.80 (Food) and 'Parking' $12.00 (Transport) for today, then look at the statistics.", "13:47", 84)
    X = app(EXP)
    entries = [("Blue Bottle Coffee", "Food", "Mar 11", 6.75), ("Safeway", "Food", "Mar 10", 86.12), ("Chevron", "Transport", "Mar 9", 51.33),
               ("Dinner – Nopa", "Food", "Mar 8", 135.00), ("Netflix", "Entertainment", "Mar 7", 15.49), ("Walgreens", "Health", "Mar 6", 23.76)]

    def dash(rows: list[tuple[str, str, str, float]]) -> list[dict[str, Any]]:
        total = sum(r[3] for r in rows)
        out = [X("tv", "Pro Expense", None, (63, 170, 700, 250), "tv_title"),
               X("ib", None, "Statistics", (940, 150, 1060, 270), "action_statistics", click=True),
               X("tv", "Last 7 days", None, (63, 330, 600, 390), "tv_week_label"),
               X("tv", f"${total:,.2f}", None, (63, 390, 800, 520), "tv_total_cost")]
        for i, (n, cat, d, amt) in enumerate(rows[:4]):
            y = 700 + i * 190
            out.append(X("tv", n, None, (63, y, 700, y + 65), "tv_name", click=True))
            out.append(X("tv", f"{cat} · {d}", None, (63, y + 65, 700, y + 115), "tv_date"))
            out.append(X("tv", f"${amt:,.2f}", None, (760, y, 1017, y + 65), "tv_amount"))
        out.append(X("ib", None, "Add expense", (830, 1940, 1017, 2127), "fb_main_add", click=True))
        return out
    T.do("open_app", None, dash(entries), app_name="Pro Expense")

    def form(name: str | None, amount: str | None, cat: str, focus: str) -> list[dict[str, Any]]:
        return [X("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
                X("tv", "New expense", None, (160, 170, 700, 250), "tv_title"),
                X("et", name, None, (63, 330, 1017, 470), "edt_name", click=True, edit=True, focus=focus == "name", hint="Name"),
                X("et", amount, None, (63, 510, 1017, 650), "edt_amount", click=True, edit=True, focus=focus == "amount", hint="Amount"),
                X("sp", cat, None, (63, 690, 1017, 810), "sp_category", click=True),
                X("tv", "Mar 11, 2024", None, (63, 850, 1017, 950), "tv_date", click=True),
                X("et", None, None, (63, 990, 1017, 1250), "edt_note", click=True, edit=True, hint="Note"),
                X("btn", "Save", None, (63, 1900, 1017, 2030), "btn_save", click=True)]
    T.do("click", "Add expense", form(None, None, "Food", "name"))
    T.do("input_text", "Name", form("Lunch with client", None, "Food", "name"), text="Lunch with client")
    T.do("input_text", "Amount", form("Lunch with client", "42.80", "Food", "amount"), text="42.80", at="13:48")
    entries = [("Lunch with client", "Food", "Mar 11", 42.80)] + entries
    T.do("click", "Save", dash(entries))
    T.do("click", "Add expense", form(None, None, "Food", "name"))
    T.do("input_text", "Name", form("Parking", None, "Food", "name"), text="Parking", at="13:49")
    T.do("input_text", "Amount", form("Parking", "12", "Food", "amount"), text="12")
    cats = ["Food", "Transport", "Housing", "Utilities", "Health", "Entertainment", "Other"]
    T.do("click", "sp_category", form("Parking", "12", "Food", "amount") +
         [X("ctv", c, None, (63, 810 + i * 120, 1017, 930 + i * 120), "android:id/text1", click=True, chk=c == "Food") for i, c in enumerate(cats)])
    T.do("click", "Transport", form("Parking", "12", "Transport", "amount"))
    entries = [("Parking", "Transport", "Mar 11", 12.00)] + entries
    T.do("click", "Save", dash(entries), at="13:50")
    total = sum(e[3] for e in entries)
    by: dict[str, float] = {}
    for e in entries:
        by[e[1]] = by.get(e[1], 0.0) + e[3]
    stats = [X("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
             X("tv", "Statistics", None, (160, 170, 700, 250), "tv_title"),
             X("tv", "Last 7 days", None, (63, 330, 600, 390), None),
             X("v", None, f"Pie chart, total ${total:,.0f}", (140, 420, 940, 1220), "pc_statistics"),
             X("tv", f"Total spent ${total:,.2f}", None, (63, 1250, 1017, 1320), None)]
    for i, (cat, amt) in enumerate(sorted(by.items(), key=lambda kv: -kv[1])):
        y = 1360 + i * 130
        stats.append(X("tv", cat, None, (63, y, 500, y + 60), "tv_category"))
        stats.append(X("tv", f"${amt:,.2f}", None, (560, y, 820, y + 60), "tv_amount"))
        stats.append(X("tv", f"{amt / total:.1%}", None, (860, y, 1017, y + 60), "tv_percent"))
    T.do("click", "Statistics", stats)
    T.add(rs, "h27-android-13")


# ---------------------------------------------------------------- 14 Broccoli: rename a recipe, add one (bad)
BROC = "com.flauschcode.broccoli"


def broc_list(recipes: list[tuple[str, str]]) -> list[dict[str, Any]]:
    B = app(BROC)
    out = [B("ib", None, "Open navigation drawer", (20, 150, 140, 270), None, click=True),
           B("tv", "Recipes", None, (160, 170, 600, 250), None),
           B("tv", None, "Search", (820, 150, 940, 270), "action_search", click=True)]
    for i, (t, d) in enumerate(recipes):
        y = 320 + i * 280
        out.append(B("tv", t, None, (300, y + 40, 1017, y + 110), "card_text_view_title", click=True))
        out.append(B("tv", d, None, (300, y + 110, 1017, y + 170), "card_text_view_description"))
    out.append(B("ib", None, "Add recipe", (830, 1940, 1017, 2127), "fab", click=True))
    return out


def broc_details(title: str, desc: str | None, servings: str, prep: str | None, ingredients: str | None, directions: str | None) -> list[dict[str, Any]]:
    B = app(BROC)
    return [B("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
            B("tv", None, "Favorite", (580, 150, 700, 270), "action_favourite", click=True),
            B("tv", None, "Edit", (700, 150, 820, 270), "action_edit", click=True),
            B("tv", None, "Share", (820, 150, 940, 270), "action_share", click=True),
            B("ib", None, "More options", (940, 150, 1060, 270), None, click=True),
            B("tv", title, None, (63, 700, 1017, 800), "recipe_details_title"),
            B("tv", desc, None, (63, 800, 1017, 860), "recipe_details_description"),
            B("tv", f"{servings} servings", None, (63, 900, 500, 960), "recipe_details_servings"),
            B("tv", prep, None, (560, 900, 1017, 960), "recipe_details_preparation_time"),
            B("tv", "Ingredients", None, (63, 1020, 1017, 1090), None),
            B("tv", ingredients, None, (63, 1090, 1017, 1500), "recipe_details_ingredients"),
            B("tv", "Directions", None, (63, 1540, 1017, 1610), None),
            B("tv", directions, None, (63, 1610, 1017, 2150), "recipe_details_directions")]


def broc_edit(title: str | None, desc: str | None, servings: str | None, prep: str | None, ingredients: str | None, directions: str | None, focus: str) -> list[dict[str, Any]]:
    B = app(BROC)
    return [B("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
            B("tv", None, "Save", (940, 150, 1060, 270), "action_save", click=True),
            B("et", title, None, (63, 700, 1017, 820), "new_title", click=True, edit=True, focus=focus == "title", hint="Title"),
            B("et", desc, None, (63, 840, 1017, 960), "new_description", click=True, edit=True, focus=focus == "desc", hint="Description"),
            B("et", servings, None, (63, 980, 500, 1100), "new_servings", click=True, edit=True, focus=focus == "servings", hint="Servings"),
            B("et", prep, None, (560, 980, 1017, 1100), "new_preparation_time", click=True, edit=True, hint="Preparation time"),
            B("et", ingredients, None, (63, 1120, 1017, 1500), "new_ingredients", click=True, edit=True, hint="Ingredients"),
            B("et", directions, None, (63, 1520, 1017, 1900), "new_directions", click=True, edit=True, hint="Directions")]


def t14(rs: RowSet) -> None:
    T = Traj("In Broccoli, rename the recipe 'Lentil Soup' to 'Red Lentil Dal', then add a new recipe 'Masala Chai' for 2 servings.", "18:02", 39)
    recipes = [("Banana Bread", "Moist loaf with walnuts"), ("Chickpea Shakshuka", "Spiced tomato sauce, eggs optional"),
               ("Lentil Soup", "Cozy weeknight soup with cumin and lemon"), ("Miso Glazed Salmon", "20-minute sheet pan dinner"),
               ("Overnight Oats", "Make-ahead breakfast jars"), ("Thai Green Curry", "With tofu and snap peas")]
    T.do("open_app", None, broc_list(recipes), app_name="Broccoli")
    ing = "1 cup red lentils\n1 onion, diced\n2 cloves garlic\n1 tsp cumin\n1 can diced tomatoes\n4 cups vegetable stock\n½ lemon"
    dirs = "1. Sauté onion and garlic in olive oil for 5 minutes.\n2. Add cumin, lentils, tomatoes and stock.\n3. Simmer 25 minutes, blend half, finish with lemon."
    d = "Cozy weeknight soup with cumin and lemon"
    T.do("click", "Lentil Soup", broc_details("Lentil Soup", d, "4", "45 min", ing, dirs))
    T.do("click", "Edit", broc_edit("Lentil Soup", d, "4", "45 min", ing, dirs, ""))
    T.do("input_text", "new_title", broc_edit("Red Lentil Dal", d, "4", "45 min", ing, dirs, "title"), text="Red Lentil Dal", at="18:03")
    T.do("click", "Save", broc_details("Red Lentil Dal", d, "4", "45 min", ing, dirs))
    T.do("navigate_back", None, broc_list(recipes), at="18:04")  # list still shows the old name
    T.do("click", "Add recipe", broc_edit(None, None, None, None, None, None, "title"))
    T.do("input_text", "new_title", broc_edit("Masala Chai", None, None, None, None, None, "title"), text="Masala Chai")
    T.do("input_text", "new_servings", broc_edit("Masala Chai", None, "2", None, None, None, "servings"), text="2", at="18:05")
    T.do("click", "Save", broc_details("Masala Chai", None, "2", None, None, None))
    T.add(rs, "h27-android-14", bad=True, turn=6, kind="renamed recipe is listed under its old name")


# ---------------------------------------------------------------- 15 Simple Calendar Pro: new event, views (clean)
SCAL = "com.simplemobiletools.calendar.pro"


def scal_list(events: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    K = app(SCAL)
    out = [K("tv", None, "Change view", (820, 150, 940, 270), "change_view", click=True)]
    y = 320
    for d, title, when in events:
        out.append(K("tv", title, None, (100, y, 800, y + 65), "event_item_title", click=True))
        out.append(K("tv", f"{d} · {when}", None, (100, y + 65, 800, y + 115), "event_item_time"))
        y += 170
    out.append(K("ib", None, "New event", (830, 1940, 1017, 2127), "calendar_fab", click=True))
    return out


def t15(rs: RowSet) -> None:
    T = Traj("In Simple Calendar Pro, add 'Book club' on March 21 at the default time with a 1-hour reminder, then look at that week.", "16:05", 52)
    K = app(SCAL)
    ev = [("Mon, March 11", "Team sync", "10:00 – 10:30"), ("Tue, March 12", "Yoga", "18:30 – 19:30"), ("Thu, March 14", "Dentist", "15:00 – 16:00"),
          ("Sat, March 16", "Farmers market", "09:00 – 11:00"), ("Tue, March 19", "Quarterly review", "13:00 – 14:30"), ("Sat, March 23", "Sam's birthday", "All day")]
    T.do("open_app", None, scal_list(ev), app_name="Simple Calendar Pro")

    def form(title: str | None, date: str, reminders: list[str], focus: bool) -> list[dict[str, Any]]:
        out = [K("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
               K("tv", "New event", None, (160, 170, 600, 250), None),
               K("tv", None, "Save", (940, 150, 1060, 270), "save", click=True),
               K("et", title, None, (63, 320, 1017, 440), "event_title", click=True, edit=True, focus=focus, hint="Title"),
               K("et", None, None, (63, 460, 1017, 580), "event_location", click=True, edit=True, hint="Location"),
               K("et", None, None, (63, 600, 1017, 720), "event_description", click=True, edit=True, hint="Description"),
               K("cb", "All-day", None, (63, 760, 1017, 860), "event_all_day", click=True, chk=False),
               K("tv", date, None, (120, 880, 700, 960), "event_start_date", click=True),
               K("tv", "17:00", None, (760, 880, 1017, 960), "event_start_time", click=True),
               K("tv", date, None, (120, 980, 700, 1060), "event_end_date", click=True),
               K("tv", "18:00", None, (760, 980, 1017, 1060), "event_end_time", click=True)]
        for i, r in enumerate(reminders):
            out.append(K("tv", r, None, (120, 1120 + i * 90, 1017, 1190 + i * 90), f"event_reminder_{i + 1}", click=True))
        out.append(K("tv", "No repetition", None, (120, 1420, 1017, 1490), "event_repetition", click=True))
        out.append(K("tv", "Regular event", None, (120, 1540, 1017, 1610), "event_type", click=True))
        return out
    T.do("click", "New event", form(None, "Mon, Mar 11 2024", ["10 minutes before"], True))
    T.do("input_text", "Title", form("Book club", "Mon, Mar 11 2024", ["10 minutes before"], True), text="Book club")

    def picker(sel: int) -> list[dict[str, Any]]:
        names = {11: "Mon", 21: "Thu"}
        out = [K("tv", "2024", None, (117, 560, 500, 620), "android:id/date_picker_header_year", click=True),
               K("tv", f"{names[sel]}, Mar {sel}", None, (117, 620, 900, 740), "android:id/date_picker_header_date"),
               K("ib", None, "Previous month", (117, 800, 237, 920), "android:id/prev", click=True),
               K("tv", "March 2024", None, (300, 820, 780, 900), None),
               K("ib", None, "Next month", (843, 800, 963, 920), "android:id/next", click=True)]
        for dnum in [11] + list(range(17, 24)):
            row, col = (dnum + 4) // 7, (dnum + 4) % 7
            out.append(K("v", str(dnum), f"{dnum} March 2024", (130 + col * 118, 1000 + row * 118, 240 + col * 118, 1110 + row * 118), None, click=True, chk=dnum == sel))
        out += [K("btn", "Cancel", None, (560, 1580, 760, 1670), "android:id/button2", click=True),
                K("btn", "OK", None, (790, 1580, 963, 1670), "android:id/button1", click=True)]
        return out
    T.do("click", "event_start_date", picker(11), at="16:06")
    T.do("click", "21", picker(21))
    T.do("click", "OK", form("Book club", "Thu, Mar 21 2024", ["10 minutes before"], False))
    opts = ["No reminder", "At start", "5 minutes before", "10 minutes before", "30 minutes before", "1 hour before", "1 day before", "Custom"]
    T.do("click", "10 minutes before", [K("rb", o, None, (117, 500 + i * 140, 963, 620 + i * 140), None, click=True, chk=o == "10 minutes before") for i, o in enumerate(opts)])
    T.do("click", "1 hour before", form("Book club", "Thu, Mar 21 2024", ["1 hour before", "Add another reminder"], False), at="16:07")
    ev2 = ev[:5] + [("Thu, March 21", "Book club", "17:00 – 18:00")] + ev[5:]
    T.do("click", "Save", scal_list(ev2))
    views = ["Day view", "Week view", "Month view", "Year view", "Simple event list"]
    T.do("click", "Change view", [K("tv", "Change view", None, (117, 620, 963, 700), None)] +
         [K("rb", v, None, (117, 740 + i * 140, 963, 860 + i * 140), None, click=True, chk=v == "Simple event list") for i, v in enumerate(views)])

    def week(label: str, days: list[str], evs: list[tuple[int, str, str, int, int]]) -> list[dict[str, Any]]:
        out = [K("tv", label, None, (63, 170, 800, 250), None),
               K("tv", None, "Change view", (700, 150, 820, 270), "change_view", click=True),
               K("ib", None, "Previous", (20, 290, 140, 400), "top_left_arrow", click=True),
               K("ib", None, "Next", (940, 290, 1060, 400), "top_right_arrow", click=True)]
        for i, d in enumerate(days):
            out.append(K("tv", d, None, (120 + i * 137, 420, 257 + i * 137, 500), "week_day_label"))
        for col, title, when, top, bot in evs:
            out.append(K("tv", title, f"{title}, {when}", (122 + col * 137, top, 255 + col * 137, bot), "week_event_label", click=True))
        out.append(K("ib", None, "New event", (830, 1940, 1017, 2127), "week_fab", click=True))
        return out
    T.do("click", "Week view", week("March 2024 (week 11)", ["M 11", "T 12", "W 13", "T 14", "F 15", "S 16", "S 17"],
                                    [(0, "Team sync", "10:00 – 10:30", 1020, 1060), (1, "Yoga", "18:30 – 19:30", 1640, 1720),
                                     (3, "Dentist", "15:00 – 16:00", 1380, 1460), (5, "Farmers market", "09:00 – 11:00", 940, 1100)]))
    T.do("click", "Next", week("March 2024 (week 12)", ["M 18", "T 19", "W 20", "T 21", "F 22", "S 23", "S 24"],
                               [(5, "Sam's birthday", "All day", 510, 570), (1, "Quarterly review", "13:00 – 14:30", 1220, 1340),
                                (3, "Book club", "17:00 – 18:00", 1540, 1620)]), at="16:08")
    T.add(rs, "h27-android-15")


# ---------------------------------------------------------------- 16 OsmAnd: edit a favourite, navigate (bad)
OSM = "net.osmand"


def t16(rs: RowSet) -> None:
    T = Traj("In OsmAnd, add 'Discover Pass required' to the description of the favourite 'Trailhead parking', then start navigation to it.", "16:41", 83)
    Z = app(OSM)
    mapw = [Z("ib", None, "Search", (20, 300, 150, 430), "map_search_button", click=True),
            Z("ib", None, "Back to menu", (20, 2100, 150, 2230), "map_menu_button", click=True),
            Z("ib", None, "Directions", (180, 2100, 310, 2230), "map_route_info_button", click=True),
            Z("ib", None, "Zoom in", (930, 1500, 1060, 1630), "map_zoom_in_button", click=True),
            Z("ib", None, "Zoom out", (930, 1640, 1060, 1770), "map_zoom_out_button", click=True),
            Z("ib", None, "My location", (930, 2100, 1060, 2230), "map_my_location_button", click=True),
            Z("ib", None, "Compass", (20, 160, 150, 290), "map_compass_button", click=True),
            Z("tv", "500 m", None, (340, 2150, 520, 2200), "map_ruler_text")]
    T.do("open_app", None, mapw, app_name="OsmAnd")
    hist = [("Trailhead parking", "Favorite · Personal", "31.6 km"), ("Snoqualmie Falls", "Waterfall", "38.2 km"),
            ("REI Co-op Seattle", "Outdoor shop", "3.4 km"), ("Pike Place Market", "Marketplace", "6.1 km")]
    search = [Z("ib", None, "Back", (20, 150, 140, 270), None, click=True),
              Z("et", None, None, (150, 160, 960, 270), "searchEditText", click=True, edit=True, focus=True, hint="Search"),
              Z("tv", "History", None, (0, 300, 360, 400), None, click=True, sel=True),
              Z("tv", "Categories", None, (360, 300, 720, 400), None, click=True),
              Z("tv", "Address", None, (720, 300, 1080, 400), None, click=True)]
    for i, (n, t, d) in enumerate(hist):
        y = 440 + i * 180
        search += [Z("tv", n, None, (180, y, 860, y + 65), "title", click=True),
                   Z("tv", t, None, (180, y + 65, 860, y + 115), "type_name"),
                   Z("tv", d, None, (870, y + 20, 1040, y + 80), "distance")]
    T.do("click", "Search", search)
    note = "Lot fills by 8 am on weekends"

    def ctx(coords: str, desc: str) -> list[dict[str, Any]]:
        return [Z("ib", None, "Zoom in", (930, 900, 1060, 1030), "map_zoom_in_button", click=True),
                Z("ib", None, "Zoom out", (930, 1040, 1060, 1170), "map_zoom_out_button", click=True),
                Z("tv", "Trailhead parking", None, (63, 1300, 900, 1380), "context_menu_line1"),
                Z("tv", "Personal", None, (63, 1380, 900, 1430), "context_menu_line2"),
                Z("tv", "SE Mount Si Rd, North Bend", None, (63, 1430, 900, 1480), "address_text"),
                Z("tv", "31.6 km", None, (63, 1490, 300, 1540), "distance"),
                Z("tv", coords, None, (320, 1490, 1017, 1540), "coordinates_text"),
                Z("tv", desc, None, (63, 1560, 1017, 1660), "description"),
                Z("btn", "Directions", None, (760, 1300, 1040, 1390), "context_menu_route_button", click=True),
                Z("btn", "Edit", None, (0, 2150, 270, 2290), "context_menu_fav_text_view", click=True),
                Z("btn", "Marker", None, (270, 2150, 540, 2290), "context_menu_marker_text_view", click=True),
                Z("btn", "Share", None, (540, 2150, 810, 2290), "context_menu_share_text_view", click=True),
                Z("btn", "Actions", None, (810, 2150, 1080, 2290), "context_menu_more_text_view", click=True)]
    T.do("click", "Trailhead parking", ctx("47.4928, -121.7869", note), at="16:42")

    def edit(desc: str, focus: bool) -> list[dict[str, Any]]:
        return [Z("ib", None, "Close", (20, 150, 140, 270), None, click=True),
                Z("tv", "Edit favorite", None, (160, 170, 800, 250), None),
                Z("et", "Trailhead parking", None, (63, 330, 1017, 460), "name_edit", click=True, edit=True, hint="Name"),
                Z("et", desc, None, (63, 490, 1017, 620), "description_edit", click=True, edit=True, focus=focus, hint="Description"),
                Z("et", "SE Mount Si Rd, North Bend", None, (63, 650, 1017, 780), "address_edit", click=True, edit=True, hint="Address"),
                Z("tv", "Group", None, (63, 840, 500, 900), None),
                Z("tv", "Personal", None, (63, 900, 500, 960), "group_name", click=True),
                Z("tv", "Hiking", None, (520, 900, 800, 960), None, click=True),
                Z("btn", "Delete", None, (63, 2150, 500, 2270), "dismiss_button", click=True),
                Z("btn", "Save", None, (580, 2150, 1017, 2270), "right_bottom_button", click=True)]
    T.do("click", "Edit", edit(note, False))
    note2 = note + "; Discover Pass required"
    T.do("input_text", "description_edit", edit(note2, True), text=note2, at="16:43")
    T.do("click", "Save", ctx("47.4982, -121.7869", note2))  # coordinates were 47.4928 in turn 3
    prep = [Z("ib", None, "Back", (20, 150, 140, 270), None, click=True),
            Z("tv", "My position", None, (180, 170, 1000, 240), "fromText", click=True),
            Z("tv", "Trailhead parking", None, (180, 260, 1000, 330), "toText", click=True),
            Z("tv", None, "Car", (63, 380, 220, 470), None, click=True, sel=True),
            Z("tv", None, "Bicycle", (240, 380, 400, 470), None, click=True),
            Z("tv", None, "Pedestrian", (420, 380, 580, 470), None, click=True),
            Z("tv", "46.8 km", None, (63, 1700, 400, 1780), "distance"),
            Z("tv", "38 min", None, (420, 1700, 700, 1780), "duration"),
            Z("tv", "Arrive at 17:21", None, (63, 1790, 700, 1850), "arrival_time"),
            Z("btn", "Details", None, (63, 2150, 340, 2270), None, click=True),
            Z("btn", "Settings", None, (360, 2150, 640, 2270), None, click=True),
            Z("btn", "Start", None, (660, 2150, 1017, 2270), "start_button", click=True)]
    T.do("click", "Directions", prep)

    def nav(turn_in: str, left: str, eta: str) -> list[dict[str, Any]]:
        return [Z("tv", turn_in, None, (20, 160, 400, 280), "map_turn_distance"),
                Z("tv", "Turn right onto NE 8th St", None, (20, 280, 700, 340), "map_street_name"),
                Z("tv", left, None, (700, 160, 1060, 230), "distance_to_destination"),
                Z("tv", "38 min", None, (700, 230, 1060, 300), "time_to_go"),
                Z("tv", eta, None, (700, 300, 1060, 370), "arrival_time"),
                Z("ib", None, "Back to menu", (20, 2100, 150, 2230), "map_menu_button", click=True),
                Z("ib", None, "Cancel navigation", (180, 2100, 310, 2230), "map_route_info_button", click=True),
                Z("ib", None, "My location", (930, 2100, 1060, 2230), "map_my_location_button", click=True)]
    T.do("click", "Start", nav("400 m", "46.8 km", "17:22"), at="16:44")
    T.do("wait", None, nav("250 m", "46.6 km", "17:22"))
    T.add(rs, "h27-android-16", bad=True, turn=6, kind="favourite's coordinates change after only its description was edited")


# ---------------------------------------------------------------- 17 Tasks.org: complete, add, show completed (clean)
TASKS = "org.tasks"


def tasks_list(items: list[tuple[str, str | None, bool]], snack: str | None = None) -> list[dict[str, Any]]:
    K = app(TASKS)
    out = [K("tv", "My Tasks", None, (63, 170, 700, 250), None)]
    for i, (t, due, done) in enumerate(items):
        y = 320 + i * 170
        out.append(K("cb", t, None, (20, y + 20, 1017, y + 85), "completeBox", click=True, chk=done))
        if due:
            out.append(K("tv", due, None, (160, y + 85, 700, y + 130), "due_date_chip"))
    if snack:
        out += [K("tv", snack, None, (63, 1950, 700, 2030), "snackbar_text"), K("btn", "Undo", None, (800, 1950, 1017, 2030), "snackbar_action", click=True)]
    out += [K("ib", None, "Open navigation drawer", (20, 2200, 140, 2320), None, click=True),
            K("ib", None, "Search", (700, 2200, 820, 2320), "menu_search", click=True),
            K("ib", None, "More options", (940, 2200, 1060, 2320), None, click=True),
            K("ib", None, "Create new task", (455, 2090, 625, 2260), "fab", click=True)]
    return out


def t17(rs: RowSet) -> None:
    T = Traj("In Tasks, mark 'Pay water bill' and 'Return library books' done, add 'Call plumber' due tomorrow, and show completed tasks.", "8:14", 97)
    K = app(TASKS)
    todo = [("Return library books", "Yesterday", False), ("Pay water bill", "Today", False), ("Buy birthday gift for Sam", "Sat, Mar 16", False),
            ("Renew passport", "Thu, Mar 28", False), ("Schedule car service", None, False)]
    T.do("open_app", None, tasks_list(todo), app_name="Tasks")
    todo = [t for t in todo if t[0] != "Pay water bill"]
    T.do("click", ("completeBox", 1), tasks_list(todo, "Task completed"))
    todo = [t for t in todo if t[0] != "Return library books"]
    T.do("click", ("completeBox", 0), tasks_list(todo, "Task completed"), at="8:15")

    def edit(title: str | None, due: str) -> list[dict[str, Any]]:
        rows = [("When due", due), ("Priority", "None"), ("Start date", "No start date"), ("Reminders", "Add reminder"), ("Repeat", "Does not repeat"), ("List", "My Tasks"), ("Tags", "Add tags")]
        out = [K("ib", None, "Save", (20, 150, 140, 270), "save", click=True),
               K("ib", None, "Discard", (820, 150, 940, 270), "menu_discard", click=True),
               K("et", title, None, (63, 300, 1017, 440), "title", click=True, edit=True, focus=title is None, hint="Task name")]
        for i, (k, v) in enumerate(rows):
            out.append(K("tv", v, k, (160, 500 + i * 150, 1017, 580 + i * 150), None, click=True))
        return out
    T.do("click", "Create new task", edit(None, "No date"))
    T.do("input_text", "Task name", edit("Call plumber", "No date"), text="Call plumber")
    dlg = [K("tv", t, None, (117, 700 + i * 130, 963, 810 + i * 130), None, click=True)
           for i, t in enumerate(["Today", "Tomorrow", "Next week", "Pick a date", "No date"])]
    T.do("click", "No date", edit("Call plumber", "No date") + dlg, at="8:16")
    T.do("click", "Tomorrow", edit("Call plumber", "Tomorrow"))
    todo = [("Call plumber", "Tomorrow", False)] + todo
    T.do("click", "Save", tasks_list(todo))
    menu = [K("tv", "Sort", None, (560, 1500, 1060, 1620), None, click=True),
            K("cb", "Show completed", None, (560, 1620, 1060, 1740), None, click=True, chk=False),
            K("cb", "Show hidden", None, (560, 1740, 1060, 1860), None, click=True, chk=False),
            K("tv", "Clear completed", None, (560, 1860, 1060, 1980), None, click=True),
            K("tv", "Settings", None, (560, 1980, 1060, 2100), None, click=True)]
    T.do("click", "More options", tasks_list(todo)[:1] + menu, at="8:17")
    done = [("Pay water bill", "Completed today", True), ("Return library books", "Completed today", True), ("Cancel gym trial", "Completed Mar 2", True)]
    T.do("click", "Show completed", tasks_list(todo + done))
    sorts = ["Manual", "Due date", "Start date", "Priority", "Alphabetical", "Created", "Modified"]
    T.do("click", "More options", tasks_list(todo + done)[:1] + [m | {"is_checked": m["text"] == "Show completed"} for m in menu])
    T.do("click", "Sort", [K("tv", "Sort", None, (117, 500, 963, 580), None)] +
         [K("rb", s, None, (117, 620 + i * 130, 963, 730 + i * 130), None, click=True, chk=s == "Due date") for i, s in enumerate(sorts)], at="8:18")
    T.add(rs, "h27-android-17")


# ---------------------------------------------------------------- 18 Joplin: new note, properties (bad)
JOPLIN = "net.cozic.joplin"


def joplin_list(titles: list[str], fab_open: bool = False) -> list[dict[str, Any]]:
    J = app(JOPLIN)
    out = [J("vg", None, "Side menu", (20, 150, 140, 270), None, click=True),
           J("tv", "All notes", None, (160, 170, 700, 250), None),
           J("vg", None, "Search", (820, 150, 940, 270), None, click=True),
           J("vg", None, "Actions", (940, 150, 1060, 270), None, click=True)]
    for i, t in enumerate(titles):
        out.append(J("tv", t, None, (40, 320 + i * 140, 1040, 440 + i * 140), None, click=True))
    if fab_open:
        out += [J("tv", "New to-do", None, (500, 1640, 800, 1720), None, click=True),
                J("vg", None, "New to-do", (830, 1620, 1000, 1760), None, click=True),
                J("tv", "New note", None, (500, 1800, 800, 1880), None, click=True),
                J("vg", None, "New note", (830, 1780, 1000, 1920), None, click=True),
                J("vg", None, "Close", (830, 1940, 1017, 2127), None, click=True)]
    else:
        out.append(J("vg", None, "Add new", (830, 1940, 1017, 2127), None, click=True))
    return out


def t18(rs: RowSet) -> None:
    T = Traj("In Joplin, write a note 'Landlord call 11 Mar' with the three points from the call, then check the note's properties.", "16:17", 61)
    J = app(JOPLIN)
    notes = ["Trip: Denver Mar 15–18", "Sprint 14 retro", "Tax docs checklist", "Reading list", "Wi-Fi passwords", "Sourdough schedule"]
    T.do("open_app", None, joplin_list(notes), app_name="Joplin")
    T.do("click", "Add new", joplin_list(notes, fab_open=True))

    def editor(title: str | None, body: str | None, focus: str) -> list[dict[str, Any]]:
        return [J("vg", None, "Back", (20, 150, 140, 270), None, click=True),
                J("vg", None, "Undo", (580, 150, 700, 270), None, click=True),
                J("vg", None, "Attach", (700, 150, 820, 270), None, click=True),
                J("vg", None, "Actions", (940, 150, 1060, 270), None, click=True),
                J("et", title, None, (40, 300, 1040, 400), None, click=True, edit=True, focus=focus == "title", hint="Title"),
                J("tv", "In: Personal", None, (40, 410, 700, 460), None, click=True),
                J("et", body, None, (40, 480, 1040, 2100), None, click=True, edit=True, focus=focus == "body", scroll=True, hint="Body")]
    T.do("click", ("New note", 0), editor(None, None, "title"), at="16:18")
    title = "Landlord call 11 Mar"
    body = "- Heater repair scheduled Thu 9–11am\n- Rent portal switches to Zego in April\n- Ask HOA about a second parking permit"
    T.do("input_text", "Title", editor(title, None, "title"), text=title)
    T.do("input_text", "Body", editor(title, body, "body"), text=body, at="16:19")
    T.do("click", "Back", joplin_list([title] + notes), at="16:20")
    view = [J("vg", None, "Back", (20, 150, 140, 270), None, click=True),
            J("vg", None, "Attach", (700, 150, 820, 270), None, click=True),
            J("vg", None, "Actions", (940, 150, 1060, 270), None, click=True),
            J("tv", title, None, (40, 300, 1040, 400), None),
            J("wv", None, None, (40, 480, 1040, 2100), None, scroll=True)]
    for i, ln in enumerate(body.split("\n")):
        view.append(J("v", ln.lstrip("- "), None, (80, 520 + i * 80, 1040, 590 + i * 80), None))
    view.append(J("vg", None, "Edit", (830, 1940, 1017, 2127), None, click=True))
    T.do("click", title, view)
    menu = [J("tv", t, None, (560, 170 + i * 120, 1060, 290 + i * 120), None, click=True)
            for i, t in enumerate(["Attach…", "Share", "Tags", "Convert to to-do", "Properties", "Delete"])]
    T.do("click", "Actions", view + menu, at="16:21")
    props = [J("vg", None, "Back", (20, 150, 140, 270), None, click=True),
             J("tv", "Note properties", None, (160, 170, 800, 250), None),
             J("tv", title, None, (40, 300, 1040, 380), None),
             J("tv", "Created: 11/03/2024 16:04", None, (40, 420, 1040, 480), None),
             J("tv", "Updated: 11/03/2024 16:19", None, (40, 500, 1040, 560), None),
             J("tv", "Location: 37.7599, -122.4148", None, (40, 580, 1040, 640), None, click=True),
             J("tv", "URL: (None)", None, (40, 660, 1040, 720), None),
             J("tv", "ID: 9e3f2a71c4b84d0f8a6e15b2d7c90f34", None, (40, 740, 1040, 800), None),
             J("tv", "Revisions", None, (40, 840, 500, 900), None, click=True)]
    T.do("click", "Properties", props)
    T.add(rs, "h27-android-18", bad=True, turn=9, kind="note's creation time is earlier than when the app was opened and the note was made")


# ---------------------------------------------------------------- 19 Retro Music: shuffle an album (clean)
RETRO = "code.name.monkey.retromusic"
RAINBOWS = [("15 Step", "3:57"), ("Bodysnatchers", "4:02"), ("Nude", "4:15"), ("Weird Fishes/Arpeggi", "5:18"), ("All I Need", "3:48"),
            ("Faust Arp", "2:09"), ("Reckoner", "4:50"), ("House of Cards", "5:28"), ("Jigsaw Falling into Place", "4:08"), ("Videotape", "4:39")]


def secs(t: str) -> int:
    m, s = t.split(":")
    return int(m) * 60 + int(s)


def mmss(n: int) -> str:
    return f"{n // 60}:{n % 60:02d}"


def retro_tabs(sel: str) -> list[dict[str, Any]]:
    R = app(RETRO)
    return [R("fl", None, n, (i * 216, 2211, (i + 1) * 216, 2337), None, click=True, sel=n == sel)
            for i, n in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"])]


def mini(song: str, playing: bool = True) -> list[dict[str, Any]]:
    R = app(RETRO)
    return [R("tv", f"{song} • Radiohead", None, (160, 2060, 820, 2140), "miniPlayerTitle", click=True),
            R("ib", None, "Pause" if playing else "Play", (940, 2050, 1060, 2150), "miniPlayerPlayPauseButton", click=True)]


def t19(rs: RowSet) -> None:
    T = Traj("In Retro Music, shuffle-play the album 'In Rainbows' and add the first song that plays to Favorites.", "21:14", 43)
    R = app(RETRO)
    home_ = [R("tv", "Hi, Mara", None, (63, 170, 700, 250), None),
             R("tv", "Recently played", None, (63, 320, 700, 380), None),
             R("tv", "Blue Train", None, (63, 700, 360, 760), None, click=True),
             R("tv", "Currents", None, (380, 700, 680, 760), None, click=True),
             R("tv", "Top artists", None, (63, 820, 700, 880), None),
             R("tv", "Radiohead", None, (63, 1200, 360, 1260), None, click=True),
             R("tv", "Tame Impala", None, (380, 1200, 680, 1260), None, click=True)] + retro_tabs("For you")
    T.do("open_app", None, home_, app_name="Retro Music")
    albums = [("Blue Train", "John Coltrane"), ("Currents", "Tame Impala"), ("In Rainbows", "Radiohead"),
              ("Kind of Blue", "Miles Davis"), ("Random Access Memories", "Daft Punk"), ("Rumours", "Fleetwood Mac")]
    grid = [R("tv", "Albums", None, (63, 170, 700, 250), None)]
    for i, (a, b) in enumerate(albums):
        x, y = (i % 2) * 540, 320 + (i // 2) * 560
        grid += [R("tv", a, f"{a}, {b}", (x + 40, y + 420, x + 500, y + 470), "title", click=True)]
    T.do("click", "Albums", grid + retro_tabs("Albums"))
    total = sum(secs(d) for _, d in RAINBOWS)

    def album(now: str | None) -> list[dict[str, Any]]:
        out = [R("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
               R("tv", "In Rainbows", None, (63, 700, 1017, 790), "albumTitle"),
               R("tv", "Radiohead", None, (63, 790, 1017, 840), "artistName"),
               R("tv", f"2007 • 10 Songs • {mmss(total)}", None, (63, 840, 1017, 890), "albumText"),
               R("btn", "Play all", None, (63, 920, 520, 1030), "playAction", click=True),
               R("btn", "Shuffle", None, (560, 920, 1017, 1030), "shuffleAction", click=True)]
        for i, (t, d) in enumerate(RAINBOWS[:7]):
            out.append(R("tv", f"{i + 1}. {t}  {d}", None, (63, 1070 + i * 135, 1017, 1180 + i * 135), "title", click=True, sel=t == now))
        return out + (mini(now) if now else [])
    T.do("click", "In Rainbows", album(None))
    T.do("click", "Shuffle", album("Reckoner"), at="21:15")
    order = ["Reckoner", "House of Cards", "Nude", "15 Step", "Videotape", "Weird Fishes/Arpeggi", "Jigsaw Falling into Place", "Faust Arp", "All I Need", "Bodysnatchers"]
    dur = dict(RAINBOWS)

    def player(song: str, pos: str, fav: bool, nxt: str) -> list[dict[str, Any]]:
        return [R("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
                R("ib", None, "Playing queue", (820, 150, 940, 270), "action_playing_queue", click=True),
                R("tv", song, None, (63, 1350, 900, 1440), "title"),
                R("tv", "Radiohead", None, (63, 1440, 900, 1500), "text"),
                R("ib", None, "Remove from favorites" if fav else "Add to favorites", (920, 1360, 1040, 1480), "songFavourite", click=True, chk=fav),
                R("sb", None, None, (63, 1540, 1017, 1600), "progressSlider"),
                R("tv", pos, None, (63, 1600, 300, 1650), "songCurrentProgress"),
                R("tv", dur[song], None, (780, 1600, 1017, 1650), "songTotalTime"),
                R("ib", None, "Shuffle", (63, 1720, 183, 1840), "shuffleButton", click=True, chk=True),
                R("ib", None, "Previous", (260, 1700, 420, 1860), "previousButton", click=True),
                R("ib", None, "Pause", (455, 1680, 625, 1880), "playPauseButton", click=True),
                R("ib", None, "Next", (660, 1700, 820, 1860), "nextButton", click=True),
                R("ib", None, "Repeat", (897, 1720, 1017, 1840), "repeatButton", click=True, chk=False),
                R("tv", f"Up next: {nxt}", None, (63, 1950, 1017, 2010), "nextSong")]
    T.do("click", "miniPlayerTitle", player("Reckoner", "0:21", False, "House of Cards"))
    T.do("click", "Add to favorites", player("Reckoner", "0:34", True, "House of Cards"))
    T.do("click", "Next", player("House of Cards", "0:01", False, "Nude"), at="21:16")
    rest = order[2:]
    queue = [R("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
             R("tv", "Playing queue", None, (160, 170, 700, 250), None),
             R("tv", f"Up next • {len(rest)} songs • {mmss(sum(secs(dur[s]) for s in rest))}", None, (63, 300, 1017, 360), "playerQueueSubHeader")]
    for i, s in enumerate(order):
        queue.append(R("tv", s, None, (180, 400 + i * 150, 860, 470 + i * 150), "title", click=True, sel=s == "House of Cards"))
    T.do("click", "Playing queue", queue)
    T.do("navigate_back", None, player("House of Cards", "0:52", False, "Nude"), at="21:17")
    T.do("navigate_back", None, album("House of Cards"))
    pls = [R("tv", "Playlists", None, (63, 170, 700, 250), None)]
    for i, (p, n) in enumerate([("Favorites", "13 Songs"), ("Last added", "24 Songs"), ("Road trip", "24 Songs"), ("Focus", "31 Songs")]):
        pls += [R("tv", p, None, (200, 320 + i * 170, 900, 390 + i * 170), "title", click=True), R("tv", n, None, (200, 390 + i * 170, 900, 440 + i * 170), "text")]
    T.do("navigate_back", None, grid + mini("House of Cards") + retro_tabs("Albums"))
    T.do("click", "Playlists", pls + mini("House of Cards") + retro_tabs("Playlists"), at="21:18")
    T.add(rs, "h27-android-19")


# ---------------------------------------------------------------- 20 Audio Recorder: record + rename (clean)
REC = "com.dimowner.audiorecorder"


def t20(rs: RowSet) -> None:
    T = Traj("Record a short voice memo with Audio Recorder and rename it to 'Standup notes'.", "9:41", 76)
    A = app(REC)

    def main(timer: str, name: str, recording: bool, info: str) -> list[dict[str, Any]]:
        return [A("ib", None, "Settings", (20, 150, 140, 270), "btn_settings", click=True),
                A("tv", name, None, (160, 170, 920, 250), "txt_name", click=True),
                A("tv", info, None, (160, 250, 920, 300), "txt_record_info"),
                A("v", None, "Waveform", (0, 500, 1080, 1300), "recording_view" if recording else "wave_form_view"),
                A("tv", timer, None, (300, 1350, 780, 1480), "txt_progress"),
                A("ib", None, "Records list", (100, 1950, 260, 2110), "btn_records_list", click=True),
                A("ib", None, "Pause recording" if recording else "Start recording", (440, 1930, 640, 2130), "btn_record", click=True),
                A("ib", None, "Stop recording", (820, 1950, 980, 2110), "btn_record_stop", click=recording)]
    T.do("open_app", None, main("00:00", "Record-15", False, "m4a, 44.1 kHz, 128 kbps, Stereo"), app_name="Audio Recorder")
    T.do("click", "Start recording", main("00:02", "Record-15", True, "m4a, 44.1 kHz, 128 kbps, Stereo"))
    T.do("wait", None, main("00:09", "Record-15", True, "m4a, 44.1 kHz, 128 kbps, Stereo"))
    T.do("click", "Stop recording", main("00:12", "Record-15", False, "m4a, 44.1 kHz, 128 kbps, Stereo · 00:12 · 196 KB"), at="9:42")

    def records(first: str, playing: str | None = None, pos: str | None = None) -> list[dict[str, Any]]:
        out = [A("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
               A("tv", "Records", None, (160, 170, 700, 250), "txt_title"),
               A("ib", None, "Sort", (820, 150, 940, 270), "btn_sort", click=True)]
        rows = [(first, "00:12", "Today 09:41 · 196 KB"), ("Record-14", "02:31", "Mar 8 09:12 · 2.4 MB"),
                ("Interview Dana", "18:47", "Mar 4 14:03 · 18.1 MB"), ("Record-13", "00:48", "Feb 29 08:55 · 771 KB")]
        for i, (n, d, sub) in enumerate(rows[:3]):
            y = 320 + i * 200
            out += [A("tv", n, None, (63, y, 760, y + 70), "list_item_name", click=True),
                    A("tv", f"{d} · {sub}", None, (63, y + 70, 900, y + 120), "list_item_info"),
                    A("ib", None, "More", (950, y + 10, 1060, y + 110), "list_item_more", click=True)]
        if playing:
            out += [A("tv", playing, None, (63, 1980, 700, 2040), "txt_name"),
                    A("tv", f"{pos} / 00:12", None, (63, 2040, 700, 2090), "txt_progress"),
                    A("ib", None, "Pause", (900, 1990, 1040, 2110), "btn_play", click=True)]
        return out
    T.do("click", "Records list", records("Record-15"))
    menu = [A("tv", t, None, (560, 420 + i * 120, 1060, 540 + i * 120), None, click=True) for i, t in enumerate(["Share", "Info", "Rename", "Open with", "Save as", "Delete"])]
    T.do("click", ("More", 0), records("Record-15")[:5] + menu)

    def rename(value: str) -> list[dict[str, Any]]:
        return [A("tv", "Rename", None, (117, 880, 963, 950), "dialog_title"),
                A("et", value, None, (117, 980, 963, 1100), "input_name", click=True, edit=True, focus=True),
                A("btn", "Cancel", None, (560, 1150, 760, 1240), "btn_negative", click=True),
                A("btn", "Save", None, (790, 1150, 963, 1240), "btn_positive", click=True)]
    T.do("click", "Rename", rename("Record-15"), at="9:43")
    T.do("input_text", "input_name", rename("Standup notes"), text="Standup notes")
    T.do("click", "Save", records("Standup notes"))
    T.do("click", "Standup notes", records("Standup notes", "Standup notes", "00:01"), at="9:44")
    T.do("wait", None, records("Standup notes", "Standup notes", "00:07"))
    T.add(rs, "h27-android-20")


# ---------------------------------------------------------------- 21 OpenTracks: stats, rename (bad)
TRACKS = "de.dennisguse.opentracks"


def t21(rs: RowSet) -> None:
    T = Traj("In OpenTracks, look at the stats of Sunday's 'Morning run' and rename it to 'Morning run – Green Lake'.", "12:08", 90)
    Z = app(TRACKS)

    def tlist(first: str, selected: bool = False) -> list[dict[str, Any]]:
        out = [Z("tv", "1 selected" if selected else "OpenTracks", None, (63, 170, 600, 250), None)]
        if selected:
            out += [Z("tv", None, "Edit", (580, 150, 700, 270), "track_list_edit", click=True),
                    Z("tv", None, "Share", (700, 150, 820, 270), "track_list_share", click=True),
                    Z("tv", None, "Delete", (820, 150, 940, 270), "track_list_delete", click=True)]
        else:
            out += [Z("tv", None, "Settings", (700, 150, 820, 270), "track_list_settings", click=True),
                    Z("tv", None, "Aggregated statistics", (820, 150, 940, 270), "track_list_aggregated_stats", click=True)]
        rows = [(first, "5.21 km", "28:44", "Sun, Mar 10 07:02"), ("Lake loop", "12.80 km", "41:10", "Sat, Mar 9 10:15"),
                ("Dog walk", "2.36 km", "34:05", "Fri, Mar 8 18:40"), ("Tiger Mountain hike", "9.74 km", "3:12:40", "Sun, Mar 3 09:05")]
        for i, (n, d, t, when) in enumerate(rows):
            y = 320 + i * 220
            out += [Z("tv", n, None, (180, y, 1017, y + 70), "list_item_name", click=True, sel=selected and i == 0),
                    Z("tv", f"{d} • {t}", None, (180, y + 70, 1017, y + 120), "list_item_distance_time"),
                    Z("tv", when, None, (180, y + 120, 1017, y + 170), "list_item_date")]
        if not selected:
            out.append(Z("ib", None, "Record", (830, 1940, 1017, 2127), "track_list_fab_action", click=True))
        return out
    T.do("open_app", None, tlist("Morning run"), app_name="OpenTracks")
    base = [("Distance", "5.21 km"), ("Total time", "28:44"), ("Average pace", "5:31 min/km"),
            ("Fastest pace", "4:38 min/km"), ("Max elevation", "61 m"), ("Elevation gain", "74 m")]

    def stats(rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = [Z("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
               Z("tv", "Morning run", None, (160, 170, 800, 250), None),
               Z("tv", "STATISTICS", None, (0, 290, 540, 390), None, click=True, sel=True),
               Z("tv", "CHART", None, (540, 290, 1080, 390), None, click=True)]
        for i, (k, v) in enumerate(rows):
            x, y = (i % 2) * 540, 440 + (i // 2) * 200
            out += [Z("tv", v, None, (x + 40, y, x + 520, y + 90), "stats_value"), Z("tv", k, None, (x + 40, y + 90, x + 520, y + 140), "stats_description")]
        return out
    T.do("click", "Morning run", stats(base))
    chart = [Z("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
             Z("tv", "Morning run", None, (160, 170, 800, 250), None),
             Z("tv", "STATISTICS", None, (0, 290, 540, 390), None, click=True),
             Z("tv", "CHART", None, (540, 290, 1080, 390), None, click=True, sel=True),
             Z("v", None, "Elevation chart", (40, 440, 1040, 1300), "chart_view"),
             Z("tv", "Elevation (m)", None, (40, 1320, 500, 1380), None),
             Z("tv", "Distance (km)", None, (560, 1320, 1040, 1380), None),
             Z("cb", "Elevation", None, (40, 1450, 500, 1550), None, click=True, chk=True),
             Z("cb", "Pace", None, (560, 1450, 1040, 1550), None, click=True, chk=False)]
    T.do("click", "CHART", chart)
    drift = [(k, "47 m" if k == "Elevation gain" else v) for k, v in base]
    T.do("click", "STATISTICS", stats(drift), at="12:09")
    T.do("navigate_back", None, tlist("Morning run"))
    T.do("long_press", "Morning run", tlist("Morning run", selected=True))

    def edit(name: str, focus: bool) -> list[dict[str, Any]]:
        return [Z("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
                Z("tv", "Edit track", None, (160, 170, 800, 250), None),
                Z("et", name, None, (63, 320, 1017, 450), "track_edit_name", click=True, edit=True, focus=focus, hint="Name"),
                Z("et", "running", None, (200, 480, 1017, 610), "track_edit_activity_type", click=True, edit=True, hint="Activity type"),
                Z("et", None, None, (63, 640, 1017, 900), "track_edit_description", click=True, edit=True, hint="Description"),
                Z("btn", "Cancel", None, (63, 1000, 500, 1110), "track_edit_cancel", click=True),
                Z("btn", "Save", None, (560, 1000, 1017, 1110), "track_edit_save", click=True)]
    T.do("click", "Edit", edit("Morning run", False), at="12:10")
    T.do("input_text", "track_edit_name", edit("Morning run – Green Lake", True), text="Morning run – Green Lake")
    T.do("click", "Save", tlist("Morning run – Green Lake"))
    T.add(rs, "h27-android-21", bad=True, turn=4, kind="a recorded track's elevation gain changes between two visits to the same statistics tab")


# ---------------------------------------------------------------- 22 Simple Gallery: delete screenshots, sort (clean)
GAL = "com.simplemobiletools.gallery.pro"


def t22(rs: RowSet) -> None:
    T = Traj("Delete the two newest screenshots in Simple Gallery, then sort the albums by size.", "15:47", 62)
    Q = app(GAL)

    def albums(rows: list[tuple[str, int]], dialog: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        out = [Q("tv", "Simple Gallery", None, (63, 170, 600, 250), None),
               Q("tv", None, "Sort by", (580, 150, 700, 270), "sort", click=True),
               Q("tv", None, "Change view type", (700, 150, 820, 270), "change_view_type", click=True),
               Q("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
        for i, (n, c) in enumerate(rows):
            x, y = (i % 2) * 540, 320 + (i // 2) * 620
            out += [Q("tv", n, None, (x + 20, y + 480, x + 520, y + 540), "dir_name", click=True), Q("tv", str(c), None, (x + 20, y + 540, x + 520, y + 590), "photo_cnt")]
        return out + (dialog or [])
    start = [("Screenshots", 87), ("Camera", 214), ("WhatsApp Images", 342), ("Download", 19), ("Recycle Bin", 6)]
    T.do("open_app", None, albums(start), app_name="Simple Gallery Pro")
    shots = ["Screenshot_20240311-153012.png", "Screenshot_20240311-152847.png", "Screenshot_20240311-094415.png", "Screenshot_20240310-212208.png",
             "Screenshot_20240310-183351.png", "Screenshot_20240309-110932.png", "Screenshot_20240308-170514.png", "Screenshot_20240308-081140.png",
             "Screenshot_20240307-224409.png", "Screenshot_20240307-190023.png", "Screenshot_20240306-131206.png"]

    def grid(items: list[str], sel: list[str] | None, total: int) -> list[dict[str, Any]]:
        if sel is None:
            out = [Q("ib", None, "Navigate up", (20, 150, 140, 270), None, click=True),
                   Q("tv", "Screenshots", None, (160, 170, 700, 250), None),
                   Q("tv", None, "Sort by", (700, 150, 820, 270), "sort", click=True),
                   Q("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
        else:
            out = [Q("ib", None, "Done", (20, 150, 140, 270), None, click=True),
                   Q("tv", f"{len(sel)} / {total}", None, (160, 170, 500, 250), None),
                   Q("tv", None, "Share", (580, 150, 700, 270), "cab_share", click=True),
                   Q("tv", None, "Delete", (700, 150, 820, 270), "cab_delete", click=True),
                   Q("ib", None, "More options", (940, 150, 1060, 270), None, click=True)]
        for i, n in enumerate(items[:9]):
            x, y = (i % 3) * 360, 300 + (i // 3) * 420
            out.append(Q("iv", None, n, (x, y, x + 356, y + 356), "medium_thumbnail", click=True, sel=bool(sel and n in sel)))
        return out
    T.do("click", "Screenshots", grid(shots, None, 87))
    T.do("long_press", ("medium_thumbnail", 0), grid(shots, shots[:1], 87))
    T.do("click", ("medium_thumbnail", 1), grid(shots, shots[:2], 87), at="15:48")
    dlg = [Q("tv", "Are you sure you want to move 2 items into the Recycle Bin?", None, (117, 900, 963, 1040), "confirmation_message"),
           Q("btn", "No", None, (560, 1090, 760, 1180), "android:id/button2", click=True),
           Q("btn", "Yes", None, (790, 1090, 963, 1180), "android:id/button1", click=True)]
    T.do("click", "Delete", grid(shots, shots[:2], 87)[:5] + dlg)
    T.do("click", "Yes", grid(shots[2:], None, 85))
    after = [("Screenshots", 85), ("Camera", 214), ("WhatsApp Images", 342), ("Download", 19), ("Recycle Bin", 8)]
    T.do("navigate_back", None, albums(after), at="15:49")

    def sort_dlg(sel: str) -> list[dict[str, Any]]:
        opts = ["Name", "Size", "Last modified", "Date taken", "Random", "Custom"]
        out = [Q("tv", "Sort by", None, (117, 500, 963, 580), None)]
        out += [Q("rb", o, None, (117, 620 + i * 120, 963, 730 + i * 120), None, click=True, chk=o == sel) for i, o in enumerate(opts)]
        out += [Q("rb", "Ascending", None, (117, 1400, 963, 1510), None, click=True, chk=False),
                Q("rb", "Descending", None, (117, 1520, 963, 1630), None, click=True, chk=True),
                Q("btn", "Cancel", None, (560, 1680, 760, 1770), "android:id/button2", click=True),
                Q("btn", "OK", None, (790, 1680, 963, 1770), "android:id/button1", click=True)]
        return out
    T.do("click", "Sort by", sort_dlg("Last modified"))
    T.do("click", "Size", sort_dlg("Size"))
    T.do("click", "OK", albums([("Camera", 214), ("WhatsApp Images", 342), ("Screenshots", 85), ("Download", 19), ("Recycle Bin", 8)]), at="15:50")
    T.add(rs, "h27-android-22")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
