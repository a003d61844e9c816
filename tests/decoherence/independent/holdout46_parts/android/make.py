# ruff: noqa: E501
"""Held-out set holdout46, domain android: 22 AndroidWorld trajectories, 11 of them with one contradiction.

Each trajectory drives one app with AndroidWorld actions; every observation is the full UI element list of
the next screen. Run from the repository root:
``python3 -m tests.decoherence.independent.holdout46_parts.android.make``.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as the AndroidWorld list of UI elements (`UI element N: UIElement(...)`)
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, scroll, open_app, navigate_back, navigate_home, wait, keyboard_enter)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Content Requirements

A screen-changing action is any action that changes the visible screen identity or main content, including button taps, menu selections, tab switches, list scrolling, form submissions, dialog openings, back navigation, and app transitions.

1. Determine whether the action is a screen-changing action or a local-edit action.
2. If it is a screen-changing action, update the screen-level state first: screen identity, title, main heading, visible main content, and any newly loaded or removed UI elements.
3. If it is a local-edit action, preserve the full screen state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged screen state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.

# Format Requirements

Preserve the current screen state representation format exactly: one `UI element N: UIElement(...)` line per element, with the same fields. Do not add fields, metadata or Android internals that are not present in the current screen state.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "sw": "android.widget.Switch",
    "cb": "android.widget.CheckBox", "rb": "android.widget.RadioButton", "rv": "androidx.recyclerview.widget.RecyclerView",
    "fl": "android.widget.FrameLayout", "ll": "android.widget.LinearLayout", "vg": "android.view.ViewGroup",
    "v": "android.view.View", "sv": "android.widget.ScrollView", "lv": "android.widget.ListView",
    "pb": "android.widget.ProgressBar", "sk": "android.widget.SeekBar", "cv": "androidx.cardview.widget.CardView",
    "wv": "android.webkit.WebView", "tg": "android.widget.ToggleButton", "ctv": "android.widget.CheckedTextView",
    "hs": "android.widget.HorizontalScrollView", "vp": "androidx.viewpager.widget.ViewPager", "sp": "android.widget.Spinner",
}


class BoundingBox:
    """Pixel box of an element, printed the way AndroidWorld prints it."""

    __slots__ = ("x_min", "x_max", "y_min", "y_max")

    def __init__(self, x_min: int, y_min: int, x_max: int, y_max: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x_min, y_min, x_max, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(pkg: str, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
       rid: str | None = None, *, click: bool = False, check: bool | None = None, edit: bool = False,
       focus: bool = False, scroll: bool = False, sel: bool = False, long: bool = False) -> dict[str, Any]:
    return {
        "text": text, "content_description": desc, "class_name": CLS.get(cls, cls),
        "bbox_pixels": BoundingBox(*box), "is_checked": bool(check), "is_checkable": check is not None,
        "is_clickable": click, "is_editable": edit, "is_focused": focus, "is_long_clickable": long,
        "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": rid,
    }


class P:
    """Element factory for one app package (resource names get the package prefix)."""

    def __init__(self, pkg: str, prefix: str | None = None) -> None:
        self.pkg = pkg
        self.pre = prefix or pkg

    def __call__(self, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
                 rid: str | None = None, **kw: Any) -> dict[str, Any]:
        if rid is not None and ":" not in rid:
            rid = f"{self.pre}:id/{rid}"
        return el(self.pkg, cls, box, text, desc, rid, **kw)


def bar(clock: str, batt: int, extra: tuple[str, ...] = (), wifi: str = "Wifi signal full.", charging: bool = False) -> list[dict[str, Any]]:
    """The status bar as the accessibility tree reports it."""
    s = P("com.android.systemui")
    out = [s("tv", (46, 24, 168, 112), clock, clock, "clock")]
    x = 190
    for d in extra:
        out.append(s("iv", (x, 40, x + 52, 96), None, d, "notificationIcons"))
        x += 58
    out.append(s("iv", (846, 36, 900, 100), None, wifi, "wifi_signal"))
    out.append(s("iv", (906, 36, 956, 100), None, "Phone four bars.", "mobile_signal"))
    batt_desc = f"Battery {batt} percent" + (", charging." if charging else ".")
    out.append(s("iv", (966, 36, 1040, 100), None, batt_desc, "battery"))
    return out


def find(screen: list[dict[str, Any]], key: str | int, nth: int = 0) -> int:
    """Index of the nth element whose text, description or resource id (suffix) is key."""
    if isinstance(key, int):
        return key
    seen = 0
    for i, e in enumerate(screen):
        rid = e["resource_name"] or ""
        if key in (e["text"], e["content_description"]) or rid.endswith("/" + key):
            if seen == nth:
                return i
            seen += 1
    raise KeyError(key)


class Run:
    """Accumulates (action, observation) turns, resolving element indices against the screen on display."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.batt = 100
        self.start = self.drain(start)
        self.cur = self.start
        self.turns: list[tuple[str, str]] = []

    def drain(self, screen: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """Keep the battery level from rising between turns (the phone is never on a charger here)."""
        out = []
        for e in screen:
            if e["resource_name"] == "com.android.systemui:id/battery":
                level = min(self.batt, int(e["content_description"].split()[1]))
                self.batt = level
                e = dict(e, content_description=f"Battery {level} percent.")
            out.append(e)
        return out

    @property
    def state(self) -> str:
        return ui_elements(self.start)

    def act(self, kind: str, screen: list[dict[str, Any]], on: str | int | None = None, nth: int = 0, **kw: Any) -> None:
        args: dict[str, Any] = {}
        if "text" in kw:
            args["text"] = kw.pop("text")
        if on is not None:
            args["index"] = find(self.cur, on, nth)
        args.update(kw)
        screen = self.drain(screen)
        self.turns.append((droid(kind, **args), ui_elements(screen)))
        self.cur = screen


def ring(n: int, r: int, cx: int = 540, cy: int = 1290, size: int = 110) -> list[tuple[int, int, int, int]]:
    """Boxes of n items laid out clockwise on a dial, the first at 12 o'clock."""
    out = []
    for i in range(n):
        a = 2 * math.pi * i / n
        x, y = cx + round(r * math.sin(a)), cy - round(r * math.cos(a))
        out.append((x - size // 2, y - size // 2, x + size // 2, y + size // 2))
    return out


LAUNCHER = P("com.google.android.apps.nexuslauncher")


def home(clock: str, batt: int, date: str, weather: str, apps: list[str], extra: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Pixel launcher home screen: at-a-glance, an app grid, the hotseat and the search bar."""
    h = LAUNCHER
    out = bar(clock, batt, extra)
    out.append(h("tv", (64, 210, 560, 300), date, date, "date"))
    out.append(h("tv", (580, 210, 900, 300), weather, f"{weather}, weather", "smartspace_subtitle_text"))
    for i, name in enumerate(apps):
        col, row = i % 4, i // 4
        x, y = 40 + col * 250, 1120 + row * 300
        out.append(h("tv", (x, y, x + 250, y + 280), name, name, click=True, long=True))
    for i, name in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x = 40 + i * 250
        out.append(h("tv", (x, 1960, x + 250, 2140), None, name, click=True, long=True))
    out.append(h("fl", (48, 2170, 1032, 2306), None, "Google search", "search_container_hotseat", click=True))
    out.append(h("iv", (820, 2190, 920, 2290), None, "Voice search", "mic_icon", click=True))
    out.append(h("iv", (930, 2190, 1020, 2290), None, "Google Lens", "lens_icon", click=True))
    return out


# Clock — bad
def t01(rs: RowSet) -> None:
    c = P("com.google.android.deskclock")
    alarms = [
        {"t": "6:30 AM", "label": None, "days": "Mon, Tue, Wed, Thu, Fri", "on": True, "dset": [0, 1, 2, 3, 4]},
        {"t": "7:15 AM", "label": "Gym", "days": "Tue, Thu", "on": False, "dset": [1, 3]},
        {"t": "8:00 AM", "label": "Weekend", "days": "Sat, Sun", "on": True, "dset": [5, 6]},
        {"t": "10:30 PM", "label": "Take meds", "days": "Every day", "on": True, "dset": [0, 1, 2, 3, 4, 5, 6]},
    ]
    dnames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    def tabs() -> list[dict[str, Any]]:
        out = [c("fl", (0, 2200, 1080, 2400), None, None, "tab_menu")]
        for i, name in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            out.append(c("fl", (i * 216, 2200, i * 216 + 216, 2400), name, name, f"tab_menu_{name.lower()}", click=True, sel=name == "Alarm"))
        return out

    def alarm_list(items: list[dict[str, Any]], clock: str, batt: int, expanded: int | None = None) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(c("tv", (48, 140, 500, 260), "Alarm", None, "action_bar_title"))
        out.append(c("ib", (960, 150, 1060, 250), None, "More options", "overflow_menu", click=True))
        out.append(c("rv", (0, 280, 1080, 2200), None, None, "alarm_recycler_view", scroll=True))
        y = 300
        for i, a in enumerate(items):
            big = i == expanded
            h = 900 if big else 330
            out.append(c("cv", (32, y, 1048, y + h - 20), None, None, "alarm_card", click=True))
            if a["label"] or big:
                out.append(c("tv", (80, y + 24, 700, y + 84), a["label"] or "Add label", None, "edit_label", click=big))
            out.append(c("tv", (80, y + 90, 640, y + 230), a["t"], a["t"], "digital_clock", click=True))
            out.append(c("sw", (880, y + 120, 1000, y + 200), "ON" if a["on"] else "OFF", a["t"], "onoff", click=True, check=a["on"]))
            if big:
                for d in range(7):
                    x = 80 + d * 130
                    out.append(c("tg", (x, y + 270, x + 110, y + 380), "MTWTFSS"[d], dnames[d], f"day_button_{d}", click=True, check=d in a["dset"]))
                out.append(c("tv", (80, y + 420, 900, y + 490), "Cesium", "Ringtone Cesium", "choose_ringtone", click=True))
                out.append(c("cb", (80, y + 510, 600, y + 580), "Vibrate", None, "vibrate_onoff", click=True, check=True))
                out.append(c("tv", (80, y + 600, 900, y + 670), "Google Assistant Routine", None, "assistant_routine", click=True))
                out.append(c("tv", (80, y + 700, 400, y + 780), "Delete", None, "delete", click=True))
                out.append(c("ib", (900, y + 700, 1000, y + 800), None, "Collapse alarm", "arrow", click=True))
            else:
                out.append(c("tv", (80, y + 236, 700, y + 290), a["days"], None, "days_of_week"))
                out.append(c("ib", (900, y + 220, 1000, y + 310), None, "Expand alarm", "arrow", click=True))
            y += h
        out.append(c("ib", (456, 1990, 624, 2158), None, "Add alarm", "fab", click=True))
        return out + tabs()

    def picker(hour: str, minute: str, mode: str, clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(c("fl", (60, 520, 1020, 1960), None, None, "android:id/content"))
        out.append(c("tv", (120, 570, 800, 630), "Select time", None, "header_title"))
        out.append(c("tg", (120, 680, 400, 880), hour, f"{hour} o'clock", "material_hour_tv", click=True, check=mode == "hour"))
        out.append(c("tv", (400, 680, 460, 880), ":", None, "material_clock_separator"))
        out.append(c("tg", (460, 680, 740, 880), minute, f"{int(minute)} minutes", "material_minute_tv", click=True, check=mode == "minute"))
        out.append(c("btn", (780, 680, 940, 780), "AM", None, "material_clock_period_am_button", click=True, check=True))
        out.append(c("btn", (780, 780, 940, 880), "PM", None, "material_clock_period_pm_button", click=True, check=False))
        out.append(c("v", (190, 940, 890, 1640), None, None, "material_clock_face"))
        if mode == "hour":
            labels = ["12"] + [str(i) for i in range(1, 12)]
            for lab, box in zip(labels, ring(12, 270), strict=True):
                out.append(c("tv", box, lab, f"{lab} o'clock", None, click=True, sel=lab == hour))
        else:
            labels = [f"{i:02d}" for i in range(0, 60, 5)]
            for lab, box in zip(labels, ring(12, 270), strict=True):
                out.append(c("tv", box, lab, f"{int(lab)} minutes", None, click=True, sel=lab == minute))
        out.append(c("ib", (120, 1760, 240, 1880), None, "Switch to text input mode for the time input.", "material_timepicker_mode_button", click=True))
        out.append(c("btn", (560, 1760, 780, 1880), "Cancel", None, "material_timepicker_cancel_button", click=True))
        out.append(c("btn", (800, 1760, 980, 1880), "OK", None, "material_timepicker_ok_button", click=True))
        return out

    def label_dialog(value: str, clock: str, batt: int) -> list[dict[str, Any]]:
        out = bar(clock, batt)
        out.append(c("fl", (60, 840, 1020, 1440), None, None, "android:id/content"))
        out.append(c("tv", (120, 900, 900, 970), "Label", None, "android:id/alertTitle"))
        out.append(c("et", (120, 1040, 960, 1180), value or None, None, "label_input_field", click=True, edit=True, focus=True))
        out.append(c("btn", (560, 1280, 780, 1400), "Cancel", None, "android:id/button2", click=True))
        out.append(c("btn", (800, 1280, 980, 1400), "OK", None, "android:id/button1", click=True))
        return out

    r = Run(alarm_list(alarms, "9:12", 64))
    r.act("click", alarm_list(alarms, "9:12", 64, expanded=0), on="Expand alarm")
    r.act("click", picker("6", "30", "hour", "9:12", 64), on="6:30 AM")
    r.act("click", picker("6", "30", "minute", "9:12", 64), on="material_minute_tv")
    r.act("click", picker("6", "45", "minute", "9:13", 64), on="45")
    edited = [dict(alarms[0], t="6:45 AM")] + alarms[1:]
    r.act("click", alarm_list(edited, "9:13", 64, expanded=0), on="OK")
    r.act("click", label_dialog("", "9:13", 63), on="Add label")
    r.act("input_text", label_dialog("Work", "9:13", 63), on="label_input_field", text="Work")
    drift = [dict(alarms[0], label="Work")] + alarms[1:]
    r.act("click", alarm_list(drift, "9:14", 63, expanded=0), on="OK")
    r.act("navigate_home", home("9:14", 63, "Mon, Mar 10", "48°F", ["Clock", "Calendar", "Gmail", "Photos", "Play Store", "Settings", "Files", "Contacts"]))
    rs.add(task="android", tid="h46-android-01", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=8,
           kind="alarm time edited to 6:45 shows the old 6:30 again after the label is saved")


# Contacts — clean
def t02(rs: RowSet) -> None:
    c = P("com.google.android.contacts")
    people = ["Nadia Haddad", "Nikhil Joshi", "Noor Al-Sayed", "Olivia Brennan", "Omar Farouk", "Pablo Ortega",
              "Paul Lindqvist", "Quentin Moreau", "Rachel Kim", "Rafael Souza", "Rosa Delgado"]

    def contact_list(names: list[str], total: int, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 81)
        out.append(c("tv", (48, 140, 900, 260), "Search contacts", None, "open_search_bar_text_view", click=True))
        out.append(c("iv", (940, 160, 1030, 250), None, "Signed in as mara.quist@gmail.com", "selected_account_disc", click=True))
        out.append(c("tv", (48, 280, 700, 340), f"{total} contacts", None, "contacts_count_header"))
        out.append(c("rv", (0, 350, 1080, 2180), None, None, "list", scroll=True))
        y, letter = 360, ""
        for n in names:
            if n[0] != letter:
                letter = n[0]
                out.append(c("tv", (40, y, 120, y + 70), letter, None, "section_header"))
            out.append(c("ll", (0, y, 1080, y + 150), None, None, "cliv_row", click=True, long=True))
            out.append(c("iv", (150, y + 25, 250, y + 125), None, None, "cliv_avatar"))
            out.append(c("tv", (290, y + 45, 1000, y + 105), n, None, "cliv_name_textview"))
            y += 150
        out.append(c("ib", (860, 1960, 1020, 2120), None, "Create contact", "floating_action_button", click=True))
        for i, name in enumerate(["Contacts", "Highlights", "Fix & manage"]):
            out.append(c("fl", (i * 360, 2200, i * 360 + 360, 2400), name, name, "nav_" + ["contacts", "highlights", "fix"][i], click=True, sel=i == 0))
        return out

    def form(first: str, last: str, phone: str, clock: str, focus: str | None) -> list[dict[str, Any]]:
        out = bar(clock, 81)
        out.append(c("ib", (20, 150, 120, 250), None, "Cancel", "toolbar_close", click=True))
        out.append(c("tv", (150, 160, 700, 240), "Create contact", None, "toolbar_title"))
        out.append(c("btn", (850, 150, 1040, 250), "Save", None, "toolbar_button", click=True))
        out.append(c("tv", (48, 290, 1030, 360), "Save to mara.quist@gmail.com", None, "account_name", click=True))
        out.append(c("iv", (390, 400, 690, 700), None, "Add contact photo", "photo", click=True))
        out.append(c("sv", (0, 740, 1080, 2400), None, None, "editors", scroll=True))
        out.append(c("et", (150, 770, 1030, 920), first or None, None, "first_name", click=True, edit=True, focus=focus == "first"))
        out.append(c("et", (150, 950, 1030, 1100), last or None, None, "last_name", click=True, edit=True, focus=focus == "last"))
        out.append(c("et", (150, 1130, 1030, 1280), None, None, "company", click=True, edit=True))
        out.append(c("et", (150, 1340, 740, 1490), phone or None, None, "phone_number", click=True, edit=True, focus=focus == "phone"))
        out.append(c("sp", (760, 1340, 1030, 1490), "Mobile", "Phone type Mobile", "phone_type", click=True))
        out.append(c("et", (150, 1550, 740, 1700), None, None, "email", click=True, edit=True))
        out.append(c("sp", (760, 1550, 1030, 1700), "Home", "Email type Home", "email_type", click=True))
        out.append(c("btn", (150, 1760, 1030, 1860), "Add birthday", None, "add_birthday", click=True))
        out.append(c("btn", (150, 1880, 1030, 1980), "Add more fields", None, "more_fields", click=True))
        return out

    def details(name: str, rows: list[tuple[str, str]], clock: str, fav: bool, extra: list[str]) -> list[dict[str, Any]]:
        out = bar(clock, 81)
        out.append(c("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(c("ib", (720, 150, 820, 250), None, "Remove from favourites" if fav else "Add to favourites", "menu_star", click=True, check=fav))
        out.append(c("ib", (840, 150, 940, 250), None, "Edit contact", "menu_edit", click=True))
        out.append(c("ib", (960, 150, 1060, 250), None, "More options", None, click=True))
        out.append(c("iv", (390, 300, 690, 600), None, f"Contact photo for {name}", "photo"))
        out.append(c("tv", (60, 640, 1020, 740), name, None, "large_title"))
        for i, lab in enumerate(["Call", "Text", "Video", "Email"]):
            out.append(c("btn", (60 + i * 245, 800, 285 + i * 245, 960), lab, lab, f"verb_{lab.lower()}", click=lab != "Email" or any("@" in v for v, _ in rows)))
        out.append(c("tv", (60, 1010, 1020, 1070), "Contact info", None, "header"))
        y = 1090
        for value, label in rows:
            out.append(c("ll", (0, y, 1080, y + 170), None, None, "expanding_entry", click=True, long=True))
            out.append(c("tv", (170, y + 20, 900, y + 90), value, None, "header"))
            out.append(c("tv", (170, y + 95, 900, y + 150), label, None, "sub_header"))
            y += 170
        for line in extra:
            out.append(c("tv", (60, y + 20, 1020, y + 90), line, None, "about_card_entry"))
            y += 90
        return out

    r = Run(contact_list(people, 214, "2:41"))
    r.act("click", form("", "", "", "2:41", "first"), on="Create contact")
    r.act("input_text", form("Priya", "", "", "2:41", "first"), on="first_name", text="Priya")
    r.act("input_text", form("Priya", "Raman", "", "2:42", "last"), on="last_name", text="Raman")
    r.act("input_text", form("Priya", "Raman", "(415) 555-0182", "2:42", "phone"), on="phone_number", text="4155550182")
    r.act("click", details("Priya Raman", [("(415) 555-0182", "Mobile")], "2:42", False,
                           ["Contact settings", "Saved to mara.quist@gmail.com"]), on="Save")
    people2 = people[:7] + ["Priya Raman"] + people[7:10]
    r.act("navigate_back", contact_list(people2, 215, "2:43"))
    paul = [("(206) 555-0147", "Mobile"), ("(206) 555-0199", "Work"), ("paul.lindqvist@outlook.com", "Home")]
    about = ["Birthday: March 2", "Contact settings", "Saved to mara.quist@gmail.com"]
    r.act("click", details("Paul Lindqvist", paul, "2:43", False, about), on="Paul Lindqvist")
    r.act("click", details("Paul Lindqvist", paul, "2:43", True, about), on="menu_star")
    rs.add(task="android", tid="h46-android-02", system=SYSTEM, turns=r.turns, state=r.state)


# Markor — clean
def t03(rs: RowSet) -> None:
    m = P("net.gsantner.markor")
    folders = [("archive", "2025-04-28 21:40 · 37 files"), ("journal", "2025-05-02 23:05 · 126 files"),
               ("recipes", "2025-03-30 12:11 · 18 files")]
    files = [("todo.txt", "2025-05-03 09:58 · 1.4 KB"), ("QuickNote.md", "2025-05-02 22:17 · 3.1 KB"),
             ("budget-may.md", "2025-04-30 19:12 · 2.7 KB"), ("meeting-notes-0429.md", "2025-04-29 16:05 · 5.8 KB"),
             ("reading-list.md", "2025-04-21 08:40 · 2.2 KB"), ("ideas.md", "2025-03-11 13:27 · 912 B")]

    def browser(fo: list[tuple[str, str]], fi: list[tuple[str, str]], clock: str, popup: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 57)
        out.append(m("tv", (48, 140, 700, 210), "Markor", None, "toolbar_title_text"))
        out.append(m("tv", (48, 210, 760, 260), "/storage/emulated/0/Documents/markor", None, "toolbar_subtitle_text"))
        out.append(m("tv", (770, 150, 860, 250), None, "Search", "action_search", click=True))
        out.append(m("tv", (870, 150, 960, 250), None, "Sort by", "action_sort", click=True))
        out.append(m("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(m("rv", (0, 280, 1080, 2200), None, None, "ui__filesystem_dialog__list", scroll=True))
        y = 290
        for name, desc in fo + fi:
            out.append(m("ll", (0, y, 1080, y + 160), None, None, "ui__filesystem_item__root", click=True, long=True))
            out.append(m("iv", (30, y + 30, 130, y + 130), None, "Folder" if "files" in desc else "File", "ui__filesystem_item__image"))
            out.append(m("tv", (160, y + 20, 1040, y + 90), name, None, "ui__filesystem_item__title"))
            out.append(m("tv", (160, y + 90, 1040, y + 140), desc, None, "ui__filesystem_item__description"))
            y += 160
        out.append(m("ib", (880, 1990, 1040, 2150), None, "Create a new file or folder", "fab_add_new_item", click=True))
        for i, name in enumerate(["Notebook", "To-Do", "QuickNote", "More"]):
            out.append(m("fl", (i * 270, 2220, i * 270 + 270, 2400), name, name, f"nav_{name.lower().replace('-', '')}", click=True, sel=i == 0))
        if popup:
            out.append(m("lv", (560, 160, 1060, 880), None, None, None, scroll=False))
            for i, (lab, chk) in enumerate([("Name", popup == "Name"), ("Date", popup == "Date"), ("Filesize", False), ("Mime type", False)]):
                out.append(m("rb", (580, 180 + i * 120, 1040, 290 + i * 120), lab, None, "title", click=True, check=chk))
            out.append(m("cb", (580, 660, 1040, 760), "Reverse order", None, "title", click=True, check=False))
            out.append(m("cb", (580, 770, 1040, 870), "Folders first", None, "title", click=True, check=True))
        return out

    def new_dialog(name: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 57)
        out.append(m("fl", (60, 560, 1020, 1760), None, None, "android:id/content"))
        out.append(m("tv", (120, 610, 960, 680), "Create a new file or folder", None, "android:id/alertTitle"))
        out.append(m("et", (120, 720, 960, 850), name or None, None, "new_file_dialog__name", click=True, edit=True, focus=True))
        out.append(m("sp", (120, 880, 960, 980), "Markdown", None, "new_file_dialog__type", click=True))
        out.append(m("sp", (120, 1000, 960, 1100), "Empty file", None, "new_file_dialog__template", click=True))
        out.append(m("et", (120, 1120, 540, 1240), ".md", None, "new_file_dialog__ext", click=True, edit=True))
        out.append(m("cb", (120, 1270, 960, 1360), "Encrypt with password", None, "new_file_dialog__encryption", click=True, check=False))
        out.append(m("btn", (120, 1620, 360, 1730), "Folder", None, "android:id/button3", click=True))
        out.append(m("btn", (560, 1620, 780, 1730), "Cancel", None, "android:id/button2", click=True))
        out.append(m("btn", (800, 1620, 980, 1730), "OK", None, "android:id/button1", click=True))
        return out

    def editor(title: str, body: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 56)
        out.append(m("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(m("tv", (140, 160, 560, 240), title, None, "note__activity__text_note_title", click=True))
        for i, d in enumerate(["Undo", "Redo", "View", "Save", "More options"]):
            out.append(m("tv", (580 + i * 96, 150, 670 + i * 96, 250), None, d, f"action_{d.lower().replace(' ', '_')}", click=True))
        out.append(m("et", (0, 270, 1080, 2080), body or None, None, "document__fragment__edit__highlighting_editor", click=True, edit=True, focus=True, scroll=True))
        out.append(m("hs", (0, 2090, 1080, 2210), None, None, "document__fragment__edit__text_actions_bar", scroll=True))
        for i, d in enumerate(["Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Heading", "Link", "Insert image", "Code"]):
            out.append(m("iv", (i * 120, 2100, i * 120 + 110, 2200), None, d, None, click=True, long=True))
        return out

    body = "# Packing list\n- [ ] passport\n- [ ] charger\n- [ ] rain jacket"
    r = Run(browser(folders, files, "10:12"))
    r.act("click", new_dialog("", "10:12"), on="Create a new file or folder")
    r.act("input_text", new_dialog("packing-list", "10:13"), on="new_file_dialog__name", text="packing-list")
    r.act("click", editor("packing-list", "", "10:13"), on="OK")
    r.act("input_text", editor("packing-list", body, "10:14"), on="document__fragment__edit__highlighting_editor", text=body)
    files2 = [("packing-list.md", "2025-05-03 10:14 · 61 B")] + files
    r.act("navigate_back", browser(folders, files2, "10:14"))
    r.act("click", browser(folders, files2, "10:15", popup="Date"), on="Sort by")
    by_name = sorted(files2, key=lambda f: f[0].lower())
    r.act("click", browser(folders, by_name, "10:15"), on="Name")
    rs.add(task="android", tid="h46-android-03", system=SYSTEM, turns=r.turns, state=r.state)


# Syncthing — bad
def t04(rs: RowSet) -> None:
    s = P("com.nutomic.syncthingandroid")
    dev_id = "K7QH3ZM-2VXNRWL-D4TYBPE-5GJ6OSA-QN3LFXU-W7ZRC2K-HB6EYTM-P4DUVIA"
    folders = [("Camera", "/storage/emulated/0/DCIM/Camera", "2,318 files, 9.87 GiB"),
               ("Documents", "/storage/emulated/0/Documents", "1,046 files, 412 MiB"),
               ("Signal backups", "/storage/emulated/0/Signal/Backups", "14 files, 1.21 GiB")]

    def top(clock: str, tab: str) -> list[dict[str, Any]]:
        out = bar(clock, 72, ("Syncthing notification: Syncthing is running",))
        out.append(s("ib", (20, 150, 120, 250), None, "Open navigation drawer", None, click=True))
        out.append(s("tv", (150, 160, 700, 240), "Syncthing", None, None))
        out.append(s("tv", (860, 150, 960, 250), None, "Add device" if tab == "Devices" else "Add folder", "add_device" if tab == "Devices" else "add_folder", click=True))
        out.append(s("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(s("hs", (0, 270, 1080, 400), None, None, "tabContainer"))
        out.append(s("tv", (0, 270, 540, 400), "FOLDERS", "Folders", None, click=True, sel=tab == "Folders"))
        out.append(s("tv", (540, 270, 1080, 400), "DEVICES", "Devices", None, click=True, sel=tab == "Devices"))
        out.append(s("lv", (0, 400, 1080, 2400), None, None, "list", scroll=True))
        return out

    def folders_tab(clock: str) -> list[dict[str, Any]]:
        out = top(clock, "Folders")
        y = 420
        for label, path, glob in folders:
            out.append(s("ll", (0, y, 1080, y + 330), None, None, None, click=True))
            out.append(s("tv", (40, y + 20, 760, y + 90), label, None, "label"))
            out.append(s("tv", (760, y + 20, 1040, y + 90), "Up to Date", None, "state"))
            out.append(s("tv", (40, y + 100, 1040, y + 150), path, None, "directory"))
            out.append(s("tv", (40, y + 160, 1040, y + 210), f"Global: {glob}", None, "global"))
            out.append(s("tv", (40, y + 215, 1040, y + 265), f"Local: {glob}", None, "local"))
            out.append(s("tv", (40, y + 270, 1040, y + 320), "Send & Receive", None, "type"))
            y += 350
        return out

    def devices_tab(devs: list[tuple[str, str, str, str]], clock: str) -> list[dict[str, Any]]:
        out = top(clock, "Devices")
        y = 420
        for name, status, down, up in devs:
            out.append(s("ll", (0, y, 1080, y + 230), None, None, None, click=True))
            out.append(s("tv", (40, y + 20, 700, y + 90), name, None, "name"))
            out.append(s("tv", (700, y + 20, 1040, y + 90), status, None, "status"))
            out.append(s("tv", (40, y + 110, 500, y + 170), f"Download: {down}", None, "download"))
            out.append(s("tv", (540, y + 110, 1040, y + 170), f"Upload: {up}", None, "upload"))
            y += 250
        return out

    def device_form(title: str, did: str, name: str, shared: set[str], clock: str, focus: str | None, new: bool) -> list[dict[str, Any]]:
        out = bar(clock, 71, ("Syncthing notification: Syncthing is running",))
        out.append(s("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(s("tv", (150, 160, 700, 240), title, None, None))
        out.append(s("tv", (860, 150, 960, 250), None, "Create" if new else "Save", "create" if new else "save", click=True))
        if not new:
            out.append(s("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(s("sv", (0, 270, 1080, 2400), None, None, None, scroll=True))
        out.append(s("tv", (40, 290, 1040, 340), "Device ID", None, None))
        out.append(s("et", (40, 350, 900, 500), did or None, None, "deviceId", click=new, edit=new, focus=focus == "id"))
        out.append(s("iv", (920, 370, 1040, 480), None, "Scan QR code" if new else "Copy device ID", "qrButton" if new else "copyDeviceId", click=True))
        out.append(s("tv", (40, 530, 1040, 580), "Name", None, None))
        out.append(s("et", (40, 590, 1040, 720), name or None, None, "name", click=True, edit=True, focus=focus == "name"))
        out.append(s("tv", (40, 760, 1040, 810), "Addresses", None, None))
        out.append(s("et", (40, 820, 1040, 940), "dynamic", None, "addresses", click=True, edit=True))
        out.append(s("tv", (40, 970, 700, 1040), "Compression", None, None))
        out.append(s("tv", (700, 970, 1040, 1040), "Metadata only", None, "compressionValue", click=True))
        out.append(s("sw", (40, 1070, 1040, 1170), "Introducer", None, "introducer", click=True, check=False))
        out.append(s("sw", (40, 1180, 1040, 1280), "Auto accept", None, "autoAcceptFolders", click=True, check=False))
        out.append(s("tv", (40, 1320, 1040, 1380), "Share folders with device", None, None))
        y = 1400
        for label, _, _ in folders:
            out.append(s("sw", (40, y, 1040, y + 110), label, None, "folder_toggle", click=True, check=label in shared))
            y += 120
        if not new:
            out.append(s("tv", (40, y + 20, 1040, y + 90), "Current address: 192.168.1.48:22000", None, "currentAddress"))
            out.append(s("tv", (40, y + 100, 1040, y + 170), "Sync protocol listen address: tcp://0.0.0.0:22000", None, None))
        return out

    devs = [("nas-bedroom", "Up to Date", "0 B/s", "0 B/s"), ("pixel-tablet", "Disconnected", "0 B/s", "0 B/s")]
    r = Run(folders_tab("6:04"))
    r.act("click", devices_tab(devs, "6:04"), on="Devices")
    r.act("click", device_form("Add device", "", "", set(), "6:04", "id", True), on="Add device")
    r.act("input_text", device_form("Add device", dev_id, "", set(), "6:05", "id", True), on="deviceId", text=dev_id)
    r.act("input_text", device_form("Add device", dev_id, "thinkpad-x13", set(), "6:05", "name", True), on="name", text="thinkpad-x13")
    r.act("click", device_form("Add device", dev_id, "thinkpad-x13", {"Camera"}, "6:05", None, True), on="Camera")
    devs2 = [("nas-bedroom", "Up to Date", "0 B/s", "0 B/s"), ("pixel-tablet", "Disconnected", "0 B/s", "0 B/s"),
             ("thinkpad-x13", "Disconnected", "0 B/s", "0 B/s")]
    r.act("click", devices_tab(devs2, "6:06"), on="Create")
    drifted = dev_id.replace("HB6EYTM", "HB6EYTN")
    r.act("click", device_form("Edit device", drifted, "thinkpad-x13", {"Camera"}, "6:06", None, False), on="thinkpad-x13")
    devs3 = [("nas-bedroom", "Up to Date", "0 B/s", "0 B/s"), ("pixel-tablet", "Disconnected", "0 B/s", "0 B/s"),
             ("thinkpad-x13", "Syncing (4%)", "0 B/s", "2.31 MiB/s")]
    r.act("navigate_back", devices_tab(devs3, "6:07"))
    rs.add(task="android", tid="h46-android-04", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=7,
           kind="device ID of the newly added device differs in one group on its edit screen")


# Chrome — bad
def t05(rs: RowSet) -> None:
    ch = P("com.android.chrome")
    files = [
        ("Today", "UA1432_boarding_pass.pdf", "214 KB • united.com", "Documents"),
        ("Today", "menu-spring-2025.pdf", "3.8 MB • lacasita-sf.com", "Documents"),
        ("Yesterday", "VLC-Android-3.6.2-arm64-v8a.apk", "38.9 MB • get.videolan.org", "Other"),
        ("Yesterday", "lease-renewal-2025.pdf", "1.1 MB • docusign.net", "Documents"),
        ("June 9", "IMG_4471.jpeg", "2.6 MB • i.redd.it", "Images"),
        ("June 9", "wallpaper-dune-4k.png", "7.4 MB • wallhaven.cc", "Images"),
        ("June 9", "statement_2025-05.pdf", "412 KB • secure.chase.com", "Documents"),
    ]

    def ntp(clock: str, menu: bool) -> list[dict[str, Any]]:
        out = bar(clock, 88)
        out.append(ch("ib", (0, 130, 120, 260), None, "Open the home page", "home_button", click=True))
        out.append(ch("et", (130, 140, 800, 250), "Search or type URL", None, "url_bar", click=True, edit=True))
        out.append(ch("ib", (820, 130, 940, 260), None, "Switch or close tabs, 6 open tabs", "tab_switcher_button", click=True, long=True))
        out.append(ch("ib", (950, 130, 1070, 260), None, "Customize and control Google Chrome", "menu_button", click=True))
        out.append(ch("iv", (340, 420, 740, 560), None, "Google", "search_provider_logo"))
        out.append(ch("et", (60, 620, 1020, 760), "Search or type URL", None, "search_box_text", click=True))
        for i, site in enumerate(["YouTube", "Reddit", "United Airlines", "Wikipedia", "Chase", "Gmail", "The Verge", "Amazon.com"]):
            x, y = 40 + (i % 4) * 250, 830 + (i // 4) * 260
            out.append(ch("fl", (x, y, x + 250, y + 240), site, site, "tile_view_title", click=True, long=True))
        out.append(ch("tv", (48, 1400, 600, 1470), "Discover", None, "header_title"))
        out.append(ch("tv", (48, 1500, 1030, 1640), "Apple unveils redesigned iPadOS with windowed multitasking", None, "article_title", click=True))
        out.append(ch("tv", (48, 1650, 800, 1700), "The Verge · 3h", None, "article_source"))
        if menu:
            out.append(ch("lv", (400, 140, 1060, 1500), None, None, "app_menu_list", scroll=True))
            for i, d in enumerate(["Forward", "Add to bookmarks", "Download page", "Page info", "Refresh"]):
                out.append(ch("ib", (420 + i * 128, 150, 540 + i * 128, 270), None, d, "button_" + str(i), click=i != 0))
            for i, item in enumerate(["New tab", "New Incognito tab", "History", "Delete browsing data", "Downloads", "Bookmarks", "Recent tabs", "Settings", "Help & feedback"]):
                out.append(ch("tv", (420, 290 + i * 130, 1040, 410 + i * 130), item, None, "menu_item_text", click=True))
        return out

    def dl(items: list[tuple[str, str, str, str]], used: str, clock: str, chip: str = "All",
           popup: str | None = None, snack: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 88)
        out.append(ch("ib", (0, 130, 120, 260), None, "Close", "close_menu_id", click=True))
        out.append(ch("tv", (140, 150, 700, 240), "Downloads", None, "title"))
        out.append(ch("ib", (830, 130, 950, 260), None, "Search your downloads", "search_menu_id", click=True))
        out.append(ch("ib", (950, 130, 1070, 260), None, "Settings", "settings_menu_id", click=True))
        out.append(ch("hs", (0, 270, 1080, 390), None, None, "filter_chips", scroll=True))
        for i, c in enumerate(["All", "Pages", "Video", "Audio", "Images", "Documents", "Other"]):
            out.append(ch("btn", (20 + i * 180, 285, 180 + i * 180, 375), c, None, "chip", click=True, check=c == chip))
        out.append(ch("tv", (48, 400, 1030, 460), used, None, "storage_summary"))
        out.append(ch("rv", (0, 470, 1080, 2400), None, None, "download_home_recycler_view", scroll=True))
        shown = [f for f in items if chip == "All" or f[3] == chip]
        y, day = 480, ""
        for d, name, desc, _ in shown:
            if d != day:
                day = d
                out.append(ch("tv", (48, y, 1030, y + 80), d, None, "date"))
                y += 90
            out.append(ch("ll", (0, y, 1080, y + 170), None, None, None, click=True, long=True))
            out.append(ch("iv", (40, y + 25, 160, y + 145), None, None, "thumbnail"))
            out.append(ch("tv", (200, y + 25, 900, y + 90), name, None, "title"))
            out.append(ch("tv", (200, y + 95, 900, y + 150), desc, None, "description"))
            out.append(ch("ib", (940, y + 35, 1060, y + 135), None, "More options", "more", click=True))
            y += 170
        if not shown:
            out.append(ch("tv", (140, 1100, 940, 1200), "No downloads here", None, "empty"))
        if snack:
            out.append(ch("tv", (40, 2180, 800, 2300), snack, None, "snackbar_message"))
            out.append(ch("btn", (820, 2180, 1040, 2300), "Undo", None, "snackbar_button", click=True))
        if popup:
            y0 = 480
            out.append(ch("lv", (560, y0, 1060, y0 + 420), None, None, None))
            for i, item in enumerate(["Share", "Rename", "Delete"]):
                out.append(ch("tv", (580, y0 + 20 + i * 130, 1040, y0 + 140 + i * 130), item, None, "menu_item_text", click=True))
        return out

    def rename(value: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 87)
        out.append(ch("fl", (60, 840, 1020, 1440), None, None, "android:id/content"))
        out.append(ch("tv", (120, 890, 960, 960), "Rename file", None, "title"))
        out.append(ch("et", (120, 1010, 960, 1140), value, None, "file_name", click=True, edit=True, focus=True))
        out.append(ch("btn", (500, 1280, 720, 1400), "Cancel", None, "negative_button", click=True))
        out.append(ch("btn", (740, 1280, 980, 1400), "Rename", None, "positive_button", click=True))
        return out

    def idx_more(items: list[tuple[str, str, str, str]], name: str) -> int:
        return [f[1] for f in items].index(name)

    r = Run(ntp("4:27", False))
    r.act("click", ntp("4:27", True), on="menu_button")
    r.act("click", dl(files, "Using 54.4 MB · 71.8 GB free", "4:27"), on="Downloads")
    r.act("click", dl(files, "Using 54.4 MB · 71.8 GB free", "4:28", popup="IMG_4471.jpeg"), on="more", nth=idx_more(files, "IMG_4471.jpeg"))
    r.act("click", rename("IMG_4471.jpeg", "4:28"), on="Rename")
    r.act("input_text", rename("cat-on-keyboard.jpeg", "4:28"), on="file_name", text="cat-on-keyboard.jpeg")
    f2 = [f if f[1] != "IMG_4471.jpeg" else (f[0], "cat-on-keyboard.jpeg", f[2], f[3]) for f in files]
    r.act("click", dl(f2, "Using 54.4 MB · 71.8 GB free", "4:29"), on="positive_button")
    r.act("click", dl(f2, "Using 54.4 MB · 71.8 GB free", "4:29", popup="apk"), on="more", nth=idx_more(f2, "VLC-Android-3.6.2-arm64-v8a.apk"))
    f3 = [f for f in f2 if not f[1].endswith(".apk")]
    r.act("click", dl(f3, "Using 15.5 MB · 71.8 GB free", "4:29", snack="Deleted VLC-Android-3.6.2-arm64-v8a.apk"), on="Delete")
    r.act("click", dl(f2, "Using 15.5 MB · 71.8 GB free", "4:30", chip="Other"), on="Other")
    r.act("click", dl(f3, "Using 15.5 MB · 71.8 GB free", "4:30", chip="Documents"), on="Documents")
    rs.add(task="android", tid="h46-android-05", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=9,
           kind="downloaded APK deleted earlier is listed again under the Other filter")


# Termux — clean
def t06(rs: RowSet) -> None:
    t = P("com.termux")
    banner = ("Welcome to Termux!\n\nDocs:       https://termux.dev/docs\nDonate:     https://termux.dev/donate\n"
              "Community:  https://termux.dev/community\n\nWorking with packages:\n\n - Search:  pkg search <query>\n"
              " - Install: pkg install <package>\n - Upgrade: pkg upgrade\n\nSubscribing to additional repositories:\n\n"
              " - Root:    pkg install root-repo\n - X11:     pkg install x11-repo\n\nFor fixing any repository issues,\n"
              "try 'termux-change-repo' command.\n\nReport issues at https://termux.dev/issues\n\n")

    def term(buf: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 46, ("Termux notification: 1 session",))
        out.append(t("com.termux.view.TerminalView", (0, 120, 1080, 1980), buf, None, "terminal_view", click=True, focus=True, long=True, scroll=True))
        out.append(t("vp", (0, 1980, 1080, 2240), None, None, "terminal_toolbar_view_pager"))
        keys = ["ESC", "/", "-", "HOME", "↑", "END", "PGUP", "TAB", "CTRL", "ALT", "←", "↓", "→", "PGDN"]
        for i, k in enumerate(keys):
            x, y = (i % 7) * 154, 1990 + (i // 7) * 125
            out.append(t("btn", (x, y, x + 154, y + 120), k, None, None, click=True, long=k in ("↑", "↓", "←", "→")))
        return out

    c_ps = "ps -o pid,ppid,etime,args -p $(pgrep sshd)"
    c_port = "echo 'Port 8023' >> $PREFIX/etc/ssh/sshd_config && pkill sshd && sshd"
    b = banner + "~ $ "
    r = Run(term(b, "8:40"))
    r.act("input_text", term(b + "sshd", "8:40"), on="terminal_view", text="sshd")
    b += "sshd\n~ $ "
    r.act("keyboard_enter", term(b, "8:40"))
    r.act("input_text", term(b + c_ps, "8:41"), on="terminal_view", text=c_ps)
    b += c_ps + "\n  PID  PPID     ELAPSED COMMAND\n14873     1       00:11 sshd\n~ $ "
    r.act("keyboard_enter", term(b, "8:41"))
    r.act("input_text", term(b + c_port, "8:42"), on="terminal_view", text=c_port)
    b += c_port + "\n~ $ "
    r.act("keyboard_enter", term(b, "8:42"))
    r.act("click", term(b + c_port, "8:42"), on="↑")
    r.act("click", term(b + c_ps, "8:42"), on="↑")
    b += c_ps + "\n  PID  PPID     ELAPSED COMMAND\n15102     1       00:19 sshd\n~ $ "
    r.act("keyboard_enter", term(b, "8:43"))
    rs.add(task="android", tid="h46-android-06", system=SYSTEM, turns=r.turns, state=r.state)


# Amazon Shopping — bad
def t07(rs: RowSet) -> None:
    a = P("com.amazon.mShop.android.shopping")
    cart = [
        ["Anker USB C Charger 67W, 3-Port GaN Fast Charger for MacBook, iPad, Galaxy", "$35.99", 1, "In Stock"],
        ["Hydro Flask Wide Mouth 32 oz Water Bottle with Flex Cap, Pacific", "$44.95", 1, "In Stock"],
        ["Amazon Basics AA 1.5 Volt Performance Alkaline Batteries, 20-Pack", "$14.49", 2, "In Stock"],
        ["Ziploc Gallon Food Storage Freezer Bags, Grip 'n Seal Technology, 60 Count", "$12.97", 1, "Only 7 left in stock - order soon."],
        ["Logitech M240 Silent Bluetooth Mouse, Compact Portable, Graphite", "$19.99", 1, "In Stock"],
    ]
    saved0 = [["Kindle Paperwhite Leather Cover (12th Generation) - Black", "$39.99", 1, "In Stock"],
              ["OXO Good Grips 3-Piece Stainless-Steel Mixing Bowl Set", "$29.95", 1, "In Stock"]]

    def chrome(clock: str, cart_sel: bool) -> list[dict[str, Any]]:
        out = bar(clock, 69)
        out.append(a("et", (40, 140, 900, 250), "Search Amazon", None, "chrome_search_hint_view", click=True))
        out.append(a("iv", (910, 150, 1000, 240), None, "Search by camera", "chrome_action_bar_camera", click=True))
        out.append(a("tv", (40, 260, 1040, 330), "Deliver to Dana - Portland 97214", None, "glow_subnav_label", click=True))
        nav = [("Home", "Home"), ("You", "You"), ("Cart", "Cart"), ("Menu", "Menu")]
        for i, (t, d) in enumerate(nav):
            out.append(a("fl", (i * 270, 2230, i * 270 + 270, 2400), None, d, f"bottom_tab_{t.lower()}", click=True, sel=cart_sel and t == "Cart"))
        return out

    def item_rows(out: list[dict[str, Any]], rows: list[list[Any]], y: int, saved: bool) -> int:
        for title, price, qty, stock in rows:
            row = [a("iv", (40, y, 300, y + 260), None, title, None, click=True),
                   a("v", (330, y, 1040, y + 120), title, None, None, click=True),
                   a("tv", (330, y + 125, 700, y + 185), price, None, None),
                   a("tv", (330, y + 190, 1040, y + 240), stock, None, None)]
            if saved:
                row.append(a("btn", (40, y + 280, 380, y + 370), "Move to cart", None, None, click=True))
            else:
                row.append(a("sp", (40, y + 280, 300, y + 370), f"Qty: {qty}", f"Quantity is {qty}", None, click=True))
            row.append(a("btn", (400, y + 280, 620, y + 370), "Delete", None, None, click=True))
            if not saved:
                row.append(a("btn", (640, y + 280, 1040, y + 370), "Save for later", None, None, click=True))
                row.append(a("btn", (40, y + 385, 600, y + 470), "Compare with similar items", None, None, click=True))
            out.extend(e for e in row if e["bbox_pixels"].y_max <= 2230)
            y += 400 if saved else 500
        return y

    def cart_top(rows: list[list[Any]], subtotal: str, count: int, clock: str, msg: str | None = None) -> list[dict[str, Any]]:
        out = chrome(clock, True)
        out.append(a("wv", (0, 340, 1080, 2230), "Amazon.com Shopping Cart", None, None, scroll=True))
        y = 360
        if msg:
            out.append(a("tv", (40, y, 1040, y + 110), msg, None, None))
            y += 130
        out.append(a("tv", (40, y, 1040, y + 90), f"Subtotal {subtotal}", None, None))
        out.append(a("tv", (40, y + 95, 1040, y + 150), "Your order qualifies for FREE Shipping. Choose this option at checkout.", None, None))
        out.append(a("btn", (40, y + 170, 1040, y + 300), f"Proceed to checkout ({count} items)", None, None, click=True))
        out.append(a("cb", (40, y + 320, 1040, y + 390), "Send as a gift. Include custom message", None, None, click=True, check=False))
        item_rows(out, rows[:3], y + 420, False)
        return out

    def cart_bottom(rows: list[list[Any]], saved: list[list[Any]], clock: str, msg: str | None = None) -> list[dict[str, Any]]:
        out = chrome(clock, True)
        out.append(a("wv", (0, 340, 1080, 2230), "Amazon.com Shopping Cart", None, None, scroll=True))
        y = item_rows(out, rows[-1:], 350, False)
        out.append(a("tv", (40, y, 1040, y + 80), f"Saved for later ({len(saved)} items)", None, None))
        y += 100
        if msg:
            out.append(a("tv", (40, y, 1040, y + 110), msg, None, None))
            y += 130
        item_rows(out, saved, y, True)
        return out

    def home_screen(clock: str) -> list[dict[str, Any]]:
        out = chrome(clock, False)
        out.append(a("hs", (0, 340, 1080, 470), None, None, None, scroll=True))
        for i, c in enumerate(["Prime", "Deals", "Buy Again", "Grocery", "Pharmacy", "Fresh"]):
            out.append(a("tv", (20 + i * 180, 360, 190 + i * 180, 450), c, None, None, click=True))
        out.append(a("wv", (0, 470, 1080, 2230), "Amazon.com", None, None, scroll=True))
        out.append(a("v", (0, 480, 1080, 980), "Summer savings on outdoor essentials", None, None, click=True))
        out.append(a("tv", (40, 1010, 1040, 1080), "Buy it again", None, None))
        for i, t in enumerate(["Amazon Basics AA Batteries", "Ziploc Gallon Bags", "Bounty Paper Towels"]):
            out.append(a("v", (40 + i * 340, 1100, 360 + i * 340, 1500), t, None, None, click=True))
        out.append(a("tv", (40, 1530, 1040, 1600), "Keep shopping for", None, None))
        out.append(a("v", (40, 1620, 520, 2000), "Water bottles", None, None, click=True))
        out.append(a("v", (560, 1620, 1040, 2000), "Laptop chargers", None, None, click=True))
        return out

    r = Run(home_screen("11:06"))
    r.act("click", cart_top(cart, "$142.88", 6, "11:06"), on="Cart")
    c2 = [cart[0]] + cart[2:]
    moved = "Hydro Flask Wide Mouth 32 oz Water Bottle with Flex Cap, Pacific has been moved to Saved for later."
    r.act("click", cart_top(c2, "$97.93", 5, "11:07", moved), on="Save for later", nth=1)
    cur = r.cur
    dd = list(cur)
    dd.append(a("lv", (40, 900, 400, 2000), None, None, None, scroll=True))
    for i, q in enumerate(["0 (Delete)", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10+"]):
        dd.append(a("ctv", (40, 910 + i * 98, 400, 1000 + i * 98), q, None, None, click=True, check=q == "2"))
    r.act("click", dd, on="Qty: 2")
    c3 = [cart[0], ["Amazon Basics AA 1.5 Volt Performance Alkaline Batteries, 20-Pack", "$14.49", 1, "In Stock"]] + cart[3:]
    r.act("click", cart_top(c3, "$83.44", 4, "11:07"), on="1")
    saved1 = [cart[1]] + saved0
    r.act("scroll", cart_bottom(c3, saved1, "11:08"), direction="down")
    removed = "OXO Good Grips 3-Piece Stainless-Steel Mixing Bowl Set was removed from Saved for later."
    r.act("click", cart_bottom(c3, saved1[:2], "11:08", removed), on="Delete", nth=3)
    r.act("scroll", cart_top(c3, "$83.44", 5, "11:08"), direction="up")
    rs.add(task="android", tid="h46-android-07", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=7,
           kind="checkout button item count still 5 after the quantity was cut and the subtotal dropped")


# OsmAnd — clean
def t08(rs: RowSet) -> None:
    o = P("net.osmand")

    def map_base(clock: str, batt: int, nav: bool = False, fav_pin: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, batt, ("OsmAnd notification: Navigation",) if nav else ())
        out.append(o("v", (0, 0, 1080, 2400), None, "Map", "MapView", click=True, long=True))
        if fav_pin:
            out.append(o("iv", (700, 860, 760, 930), None, "Tempelhofer Feld, Favorites", None))
        if not nav:
            out.append(o("ib", (30, 150, 160, 280), None, "Configure map", "map_layers_button", click=True))
            out.append(o("ib", (180, 150, 310, 280), None, "Search", "map_search_button", click=True))
            out.append(o("ib", (920, 150, 1050, 280), None, "Compass", "map_compass_button", click=True))
        out.append(o("ib", (920, 1500, 1050, 1630), None, "Zoom in", "map_zoom_in_button", click=True))
        out.append(o("ib", (920, 1640, 1050, 1770), None, "Zoom out", "map_zoom_out_button", click=True))
        out.append(o("ib", (920, 1800, 1050, 1930), None, "Back to location", "map_my_location_button", click=True))
        out.append(o("tv", (200, 2000, 460, 2060), "200 m", None, "map_ruler_text"))
        if not nav:
            out.append(o("ib", (30, 2150, 160, 2280), None, "Menu", "map_menu_button", click=True))
            out.append(o("ib", (920, 2150, 1050, 2280), None, "Directions", "map_route_info_button", click=True))
        return out

    def search(query: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 61)
        out.append(o("ib", (20, 150, 120, 250), None, "Back", "toolbar_back", click=True))
        out.append(o("et", (130, 150, 900, 250), query or None, None, "searchEditText", click=True, edit=True, focus=True))
        out.append(o("ib", (920, 150, 1040, 250), None, "Clear", "clearButton", click=True))
        if not query:
            for i, t in enumerate(["History", "Categories", "Address"]):
                out.append(o("tv", (i * 360, 270, i * 360 + 360, 370), t.upper(), t, None, click=True, sel=i == 0))
            rows = [("Markthalle Neun", "Market place", "2.4 km"), ("Berlin Hauptbahnhof", "Railway station", "6.1 km"),
                    ("Rathaus Neukölln", "Town hall", "900 m"), ("Sonnenallee 120", "Address", "1.1 km")]
        else:
            rows = [("Tempelhofer Feld", "Park • Neukölln, Berlin", "1.2 km"),
                    ("Tempelhofer Feld, Eingang Oderstraße", "Entrance • Neukölln, Berlin", "1.0 km"),
                    ("Tempelhofer Feld, Eingang Columbiadamm", "Entrance • Tempelhof, Berlin", "1.6 km"),
                    ("Tempelhofer Feld", "Bus stop • Line 104", "1.9 km"),
                    ("Tempelhofer Feld Info Point", "Information • Tempelhof, Berlin", "2.0 km")]
        out.append(o("lv", (0, 380, 1080, 2400), None, None, "list", scroll=True))
        y = 400
        for name, kind, dist in rows:
            out.append(o("ll", (0, y, 1080, y + 190), None, None, "searchListItemLayout", click=True))
            out.append(o("tv", (140, y + 20, 860, y + 90), name, None, "title"))
            out.append(o("tv", (140, y + 100, 860, y + 160), kind, None, "type_name"))
            out.append(o("tv", (860, y + 60, 1040, y + 130), dist, None, "distance"))
            y += 190
        return out

    def context(clock: str, fav: bool) -> list[dict[str, Any]]:
        out = map_base(clock, 61, fav_pin=fav)
        out.append(o("ll", (0, 1500, 1080, 2400), None, None, "context_menu_main", click=True))
        out.append(o("tv", (40, 1530, 900, 1620), "Tempelhofer Feld", None, "context_menu_line1"))
        out.append(o("tv", (40, 1625, 900, 1680), "Favorites" if fav else "Park", None, "context_menu_line2"))
        out.append(o("tv", (40, 1690, 700, 1740), "1.2 km • Tempelhofer Damm, 12101 Berlin", None, "distance"))
        out.append(o("tv", (40, 1750, 700, 1800), "Open 24/7", None, "opening_hours_text_view"))
        out.append(o("btn", (40, 1830, 520, 1940), "Directions", None, "context_menu_route_button", click=True))
        labels = [("Edit favorite" if fav else "Add to favorites", "context_menu_fav_text_view"), ("Marker", "context_menu_marker"),
                  ("Share", "context_menu_share"), ("Actions", "context_menu_more")]
        for i, (lab, rid) in enumerate(labels):
            out.append(o("tv", (40 + i * 250, 2000, 280 + i * 250, 2160), lab, None, rid, click=True))
        return out

    def fav_dialog(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 61)
        out.append(o("ib", (20, 150, 120, 250), None, "Close", None, click=True))
        out.append(o("tv", (140, 160, 700, 240), "Add favorite", None, "toolbar_title"))
        out.append(o("et", (40, 300, 1040, 440), "Tempelhofer Feld", None, "name_edit", click=True, edit=True))
        out.append(o("et", (40, 470, 1040, 610), None, None, "address_edit", click=True, edit=True))
        out.append(o("et", (40, 640, 1040, 780), None, None, "description_edit", click=True, edit=True))
        out.append(o("tv", (40, 820, 1040, 880), "Group", None, None))
        for i, (g, n) in enumerate([("Favorites", 6), ("Cafés", 11), ("Climbing", 3)]):
            out.append(o("tv", (40 + i * 340, 900, 360 + i * 340, 1010), f"{g} ({n})", None, "group_name", click=True, sel=i == 0))
        out.append(o("tv", (40, 1060, 1040, 1120), "Default appearance", None, None))
        out.append(o("btn", (40, 2200, 520, 2330), "Cancel", None, "dismiss_button", click=True))
        out.append(o("btn", (560, 2200, 1040, 2330), "Save", None, "right_bottom_button", click=True))
        return out

    def prepare(clock: str) -> list[dict[str, Any]]:
        out = map_base(clock, 60, fav_pin=True)
        out.append(o("tv", (40, 150, 1040, 230), "My position", None, "fromText", click=True))
        out.append(o("tv", (40, 240, 1040, 320), "Tempelhofer Feld", None, "toText", click=True))
        for i, m in enumerate(["Car", "Bicycle", "Pedestrian", "Public transport"]):
            out.append(o("iv", (40 + i * 150, 340, 170 + i * 150, 450), None, m, "app_mode_icon", click=True, sel=m == "Pedestrian"))
        out.append(o("ll", (0, 1780, 1080, 2400), None, None, "route_menu_bottom_sheet"))
        out.append(o("tv", (40, 1800, 700, 1890), "1.6 km • 21 min", None, "distance"))
        out.append(o("tv", (40, 1895, 700, 1950), "Arrive at 14:38", None, "arrival_time"))
        out.append(o("tv", (40, 1960, 1040, 2020), "Via Herrfurthstraße, Oderstraße", None, "via_text"))
        out.append(o("btn", (40, 2200, 520, 2330), "Details", None, "map_options_route_button", click=True))
        out.append(o("btn", (560, 2200, 1040, 2330), "Start", None, "map_go_button", click=True))
        return out

    def navigating(clock: str, batt: int, nxt: str, street: str, left: str, mins: str, eta: str, speed: str) -> list[dict[str, Any]]:
        out = map_base(clock, batt, nav=True, fav_pin=True)
        out.append(o("iv", (30, 150, 200, 320), None, "Turn left", "map_turn_icon"))
        out.append(o("tv", (220, 150, 600, 240), nxt, None, "map_distance_to_turn"))
        out.append(o("tv", (220, 245, 1040, 320), street, None, "map_street_name"))
        out.append(o("tv", (40, 2120, 300, 2200), left, None, "widget_distance"))
        out.append(o("tv", (320, 2120, 560, 2200), mins, None, "widget_time_to_go"))
        out.append(o("tv", (580, 2120, 820, 2200), eta, None, "widget_arrival"))
        out.append(o("tv", (840, 2120, 1040, 2200), speed, None, "widget_speed"))
        out.append(o("ib", (30, 2250, 160, 2380), None, "Stop navigation", "map_stop_button", click=True))
        out.append(o("ib", (920, 2250, 1050, 2380), None, "Route details", "map_route_info_button", click=True))
        return out

    r = Run(map_base("14:16", 62))
    r.act("click", search("", "14:16"), on="Search")
    r.act("input_text", search("Tempelhofer Feld", "14:16"), on="searchEditText", text="Tempelhofer Feld")
    r.act("click", context("14:17", False), on="title")
    r.act("click", fav_dialog("14:17"), on="Add to favorites")
    r.act("click", context("14:17", True), on="Save")
    r.act("click", prepare("14:17"), on="Directions")
    r.act("click", navigating("14:17", 60, "180 m", "Herrfurthstraße", "1.6 km", "21 min", "14:38", "0 km/h"), on="Start")
    r.act("wait", navigating("14:18", 60, "90 m", "Herrfurthstraße", "1.5 km", "20 min", "14:38", "5 km/h"))
    r.act("wait", navigating("14:19", 59, "350 m", "Oderstraße", "1.4 km", "18 min", "14:37", "5 km/h"))
    r.act("click", map_base("14:19", 59, fav_pin=True), on="Stop navigation")
    rs.add(task="android", tid="h46-android-08", system=SYSTEM, turns=r.turns, state=r.state)


# Google Wallet — clean
def t09(rs: RowSet) -> None:
    w = P("com.google.android.apps.walletnfcrel")
    cards = [("Chase Sapphire Preferred", "Visa", "4417"), ("Capital One Quicksilver", "Mastercard", "2290"),
             ("American Express Gold Card", "Amex", "1008")]
    passes = [("Alaska Airlines", "SEA → SFO · Jun 2 · Expired"), ("REI Co-op", "Member #0038817254"),
              ("Costco Wholesale", "Executive Member · exp. Nov 2025"), ("Seattle Public Library", "Card 1000 4471 2290 6"),
              ("Starbucks Rewards", "Gift card •••• 9933 · $18.40")]

    def main_screen(order: list[tuple[str, str, str]], clock: str, scrolled: bool) -> list[dict[str, Any]]:
        out = bar(clock, 77)
        out.append(w("tv", (48, 150, 500, 240), "Wallet", None, "toolbar_title"))
        out.append(w("iv", (950, 150, 1040, 240), None, "Google Account: Jordan Ellis (jordan.ellis.sea@gmail.com)", "og_apd_internal_image_view", click=True))
        y = 280
        if not scrolled:
            out.append(w("tv", (48, y, 1030, y + 70), "Tap to pay", None, "payment_header"))
            y += 90
            for i, (name, net, last4) in enumerate(order):
                h = 620 if i == 0 else 150
                lab = f"{name}, {net} card ending in {last4}" + (", default for contactless payments" if i == 0 else "")
                out.append(w("fl", (48, y, 1032, y + h), None, lab, "card_art", click=True, long=True))
                out.append(w("tv", (90, y + 30, 760, y + 100), name, None, "card_title"))
                out.append(w("tv", (760, y + 30, 1000, y + 100), f"•••• {last4}", None, "card_last_digits"))
                y += h + 20
        out.append(w("tv", (48, y + 20, 1030, y + 90), "Passes", None, "passes_header"))
        y += 110
        for title, sub in passes:
            out.append(w("ll", (48, y, 1032, y + 170), None, None, "pass_row", click=True))
            out.append(w("tv", (200, y + 25, 1000, y + 90), title, None, "pass_title"))
            out.append(w("tv", (200, y + 95, 1000, y + 150), sub, None, "pass_subtitle"))
            y += 180
            if y > 2100:
                break
        out.append(w("btn", (600, 2180, 1040, 2320), "Add to Wallet", None, "add_to_wallet_button", click=True))
        return out

    def card_details(default: bool, clock: str, snack: bool) -> list[dict[str, Any]]:
        out = bar(clock, 77)
        out.append(w("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(w("ib", (960, 150, 1060, 250), None, "More options", None, click=True))
        out.append(w("fl", (140, 280, 940, 780), None, "Capital One Quicksilver, Mastercard card ending in 2290", "card_art"))
        out.append(w("tv", (48, 820, 1030, 900), "Capital One Quicksilver", None, "card_name"))
        if default:
            out.append(w("tv", (48, 905, 1030, 960), "Default for contactless payments", None, "default_label"))
        else:
            out.append(w("btn", (48, 910, 1030, 1020), "Set as default for contactless payments", None, "set_default_button", click=True))
        out.append(w("tv", (48, 1050, 1030, 1110), "Recent activity", None, "header"))
        y = 1130
        for merch, amt, date in [("Safeway #1523", "$63.41", "Jun 19"), ("Shell Oil 57442", "$48.02", "Jun 17"),
                                 ("Blue Bottle Coffee", "$6.50", "Jun 16"), ("Trader Joe's #131", "$42.18", "Jun 14")]:
            out.append(w("ll", (48, y, 1032, y + 140), None, None, "transaction_row", click=True))
            out.append(w("tv", (160, y + 20, 760, y + 80), merch, None, "merchant_name"))
            out.append(w("tv", (160, y + 80, 760, y + 130), date, None, "transaction_date"))
            out.append(w("tv", (780, y + 20, 1020, y + 80), amt, None, "amount"))
            y += 150
        out.append(w("tv", (48, y + 20, 1030, y + 80), "Virtual account number •••• 7731", None, "dpan_text"))
        out.append(w("tv", (48, y + 90, 1030, y + 150), "Card number •••• 2290 · Expires 08/28", None, "fpan_text"))
        if snack:
            out.append(w("tv", (40, 2200, 1040, 2320), "Capital One Quicksilver is now your default for contactless payments", None, "snackbar_text"))
        return out

    def pass_details(clock: str, dialog: bool) -> list[dict[str, Any]]:
        out = bar(clock, 76)
        out.append(w("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(w("ib", (960, 150, 1060, 250), None, "More options", None, click=True))
        out.append(w("tv", (48, 290, 1030, 370), "Alaska Airlines", None, "issuer_name"))
        out.append(w("tv", (48, 380, 1030, 470), "SEA → SFO", None, "pass_title"))
        for i, (k, v) in enumerate([("Flight", "AS 1176"), ("Date", "Jun 2, 2025"), ("Boards", "7:05 AM"), ("Gate", "N14"),
                                    ("Seat", "17C"), ("Group", "C"), ("Passenger", "JORDAN ELLIS"), ("Confirmation", "KZQ4TP")]):
            x, y = 48 + (i % 2) * 500, 500 + (i // 2) * 150
            out.append(w("tv", (x, y, x + 480, y + 50), k, None, "field_label"))
            out.append(w("tv", (x, y + 55, x + 480, y + 120), v, None, "field_value"))
        out.append(w("tv", (48, 1120, 1030, 1180), "This pass has expired", None, "expired_banner"))
        out.append(w("btn", (48, 1220, 1030, 1330), "Remove pass", None, "remove_pass_button", click=True))
        if dialog:
            out.append(w("fl", (60, 900, 1020, 1500), None, None, "android:id/content"))
            out.append(w("tv", (120, 950, 960, 1020), "Remove this pass?", None, "android:id/alertTitle"))
            out.append(w("tv", (120, 1040, 960, 1200), "Alaska Airlines SEA → SFO will be removed from Wallet on all your devices.", None, "android:id/message"))
            out.append(w("btn", (520, 1360, 740, 1460), "Cancel", None, "android:id/button2", click=True))
            out.append(w("btn", (760, 1360, 980, 1460), "Remove", None, "android:id/button1", click=True))
        return out

    r = Run(main_screen(cards, "8:52", False))
    r.act("click", card_details(False, "8:52", False), on="Capital One Quicksilver")
    r.act("click", card_details(True, "8:53", True), on="Set as default for contactless payments")
    r.act("navigate_back", main_screen([cards[1], cards[0], cards[2]], "8:53", False))
    r.act("scroll", main_screen([cards[1], cards[0], cards[2]], "8:53", True), direction="down")
    r.act("click", pass_details("8:54", False), on="Alaska Airlines")
    r.act("click", pass_details("8:54", True), on="Remove pass")
    rs.add(task="android", tid="h46-android-09", system=SYSTEM, turns=r.turns, state=r.state)


# Orgzly — bad
def t10(rs: RowSet) -> None:
    g = P("com.orgzly")
    books = [("home", "Household", 19, "Jul 6, 2025 21:05"), ("inbox", "Inbox", 12, "Jul 8, 2025 08:12"),
             ("reading", "Reading list", 41, "Jun 29, 2025 22:47"), ("work", "Work", 34, "Jul 7, 2025 18:22")]

    def book_list(bk: list[tuple[str, str, int, str]], clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 90)
        out.append(g("ib", (20, 150, 120, 250), None, "Open navigation drawer", None, click=True))
        out.append(g("tv", (150, 160, 600, 240), "Notebooks", None, None))
        out.append(g("tv", (760, 150, 860, 250), None, "Search", "books_options_menu_search", click=True))
        out.append(g("tv", (870, 150, 960, 250), None, "Sync", "sync", click=True))
        out.append(g("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(g("rv", (0, 270, 1080, 2400), None, None, "fragment_books_recycler_view", scroll=True))
        y = 290
        for name, title, n, mod in bk:
            out.append(g("ll", (0, y, 1080, y + 300), None, None, "item_book_container", click=True, long=True))
            out.append(g("tv", (40, y + 20, 1040, y + 90), name, None, "item_book_title"))
            out.append(g("tv", (40, y + 95, 1040, y + 145), title, None, "item_book_subtitle"))
            out.append(g("tv", (40, y + 150, 1040, y + 195), f"Notes: {n}", None, "item_book_note_count"))
            out.append(g("tv", (40, y + 200, 1040, y + 245), f"Modified: {mod}", None, "item_book_mtime"))
            out.append(g("tv", (40, y + 250, 1040, y + 295), f"Link: dropbox:/org/{name}.org", None, "item_book_link_url"))
            y += 310
        out.append(g("ib", (880, 2180, 1040, 2340), None, "New notebook", "fab", click=True))
        return out

    def notes(items: list[dict[str, str]], clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 90)
        out.append(g("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(g("tv", (150, 160, 600, 240), "work", None, None))
        out.append(g("tv", (760, 150, 860, 250), None, "Search", "book_options_menu_search", click=True))
        out.append(g("tv", (870, 150, 960, 250), None, "Sync", "sync", click=True))
        out.append(g("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(g("rv", (0, 270, 1080, 2400), None, None, "fragment_book_recycler_view", scroll=True))
        y = 290
        for it in items:
            h = 130 + 55 * sum(1 for k in ("sched", "dead", "closed", "body") if it.get(k))
            out.append(g("ll", (0, y, 1080, y + h), None, None, "item_head_container", click=True, long=True))
            out.append(g("tv", (40, y + 20, 900, y + 100), f"{it['state']} {it['title']}" if it["state"] else it["title"], None, "item_head_title"))
            if it.get("tags"):
                out.append(g("tv", (900, y + 20, 1040, y + 100), it["tags"], None, "item_head_tags_text"))
            yy = y + 110
            for k, rid in (("sched", "item_head_scheduled_text"), ("dead", "item_head_deadline_text"), ("closed", "item_head_closed_text"), ("body", "item_head_content")):
                if it.get(k):
                    out.append(g("tv", (90, yy, 1040, yy + 50), it[k], None, rid))
                    yy += 55
            y += h + 10
        out.append(g("ib", (880, 2180, 1040, 2340), None, "New note", "fab", click=True))
        return out

    def editor(it: dict[str, str], closed: str | None, body: str, clock: str, dialog: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 89)
        out.append(g("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(g("tv", (150, 160, 600, 240), "work", None, None))
        out.append(g("tv", (760, 150, 860, 250), None, "Done", "done", click=True))
        out.append(g("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(g("et", (40, 280, 1040, 420), it["title"], None, "title", click=True, edit=True))
        out.append(g("btn", (40, 450, 520, 540), it["state"] or "State", "State", "state_button", click=True))
        out.append(g("btn", (560, 450, 1040, 540), "Priority", "Priority", "priority_button", click=True))
        out.append(g("btn", (40, 560, 1040, 650), it.get("sched", "").replace("SCHEDULED ", "") or "Scheduled time", "Scheduled time", "scheduled_button", click=True))
        out.append(g("btn", (40, 670, 1040, 760), it.get("dead", "").replace("DEADLINE ", "") or "Deadline time", "Deadline time", "deadline_button", click=True))
        y = 780
        if closed:
            out.append(g("tv", (40, y, 1040, y + 80), closed, "Closed time", "closed_text"))
            y += 100
        out.append(g("et", (40, y, 1040, y + 120), it.get("tags", "").strip(":").replace(":", " ") or None, "Tags", "tags", click=True, edit=True))
        out.append(g("et", (40, y + 150, 1040, 2100), body or None, "Content", "body_edit", click=True, edit=True, focus=bool(body)))
        if dialog:
            out.append(g("fl", (100, 700, 980, 1700), None, None, "android:id/content"))
            out.append(g("tv", (160, 740, 920, 820), "State", None, "android:id/alertTitle"))
            for i, st in enumerate(["TODO", "NEXT", "DONE", "No state"]):
                out.append(g("ctv", (140, 860 + i * 140, 940, 980 + i * 140), st, None, "android:id/text1", click=True, check=st == it["state"]))
            out.append(g("btn", (700, 1560, 940, 1670), "Cancel", None, "android:id/button2", click=True))
        return out

    pr = {"state": "TODO", "title": "Review PR #482 (billing retries)", "tags": ":code:", "dead": "DEADLINE <2025-07-09 Wed>"}
    lena = {"state": "NEXT", "title": "Email Lena about offsite venue", "tags": ":offsite:"}
    items = [
        {"state": "TODO", "title": "Prepare Q3 roadmap draft", "tags": ":planning:", "sched": "SCHEDULED <2025-07-08 Tue 10:00>"},
        pr, lena,
        {"state": "TODO", "title": "Update on-call runbook for payments-api", "tags": ":ops:", "sched": "SCHEDULED <2025-07-10 Thu>"},
        {"state": "DONE", "title": "Book meeting room for sprint retro", "closed": "CLOSED [2025-07-04 Fri 16:10]"},
        {"state": "", "title": "Ideas for team lunch", "body": "Thai place on Torstraße, the Georgian bakery…"},
    ]
    closed = "CLOSED [2025-07-08 Tue 09:41]"
    pr_done = dict(pr, state="DONE", closed=closed)
    body = "Venue options: Kulturbrauerei, Spreespeicher. Budget 4.5k for 14 people."
    lena2 = dict(lena, body=body)
    after = [items[0], pr_done, lena2] + items[3:]
    r = Run(book_list(books, "9:40"))
    r.act("click", notes(items, "9:40"), on="work")
    r.act("click", editor(pr, None, "", "9:40"), on="TODO Review PR #482 (billing retries)")
    r.act("click", editor(pr, None, "", "9:41", dialog=True), on="state_button")
    r.act("click", editor(dict(pr, state="DONE"), closed.replace("CLOSED ", ""), "", "9:41"), on="DONE")
    r.act("click", notes([items[0], pr_done] + items[2:], "9:41"), on="done")
    r.act("click", editor(lena, None, "", "9:42"), on="NEXT Email Lena about offsite venue")
    r.act("input_text", editor(lena, None, body, "9:42"), on="body_edit", text=body)
    r.act("click", notes(after, "9:43"), on="done")
    books2 = books[:3] + [("work", "Work", 34, "Jul 8, 2025 09:43")]
    r.act("navigate_back", book_list(books2, "9:43"))
    drift = [items[0], dict(pr_done, closed="CLOSED [2025-07-08 Tue 09:14]"), lena2] + items[3:]
    r.act("click", notes(drift, "9:44"), on="work")
    r.act("navigate_back", book_list(books2, "9:44"))
    rs.add(task="android", tid="h46-android-10", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=10,
           kind="CLOSED timestamp of the task marked done reads 09:14, earlier than the 09:41 it got")


# Digital Wellbeing — bad
def t11(rs: RowSet) -> None:
    d = P("com.google.android.apps.wellbeing")
    apps = [["YouTube", "1 hr 4 min", "1 hr"], ["Chrome", "41 min", None], ["Instagram", "22 min", None],
            ["Reddit", "19 min", None], ["Messages", "14 min", None], ["Gmail", "9 min", None], ["Maps", "6 min", None]]

    def main_page(total: str, unlocks: int, notifs: int, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 53)
        out.append(d("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(d("tv", (48, 300, 1030, 460), "Digital Wellbeing & parental controls", None, "collapsing_toolbar"))
        out.append(d("rv", (0, 480, 1080, 2400), None, None, "recycler_view", scroll=True))
        out.append(d("tv", (48, 500, 1030, 560), "Your Digital Wellbeing tools", None, "android:id/title"))
        out.append(d("v", (240, 580, 840, 1180), None, f"Today's screen time {total}", "donut_chart", click=True))
        out.append(d("tv", (340, 820, 740, 900), total, None, "donut_total"))
        out.append(d("tv", (48, 1200, 520, 1290), f"{unlocks}\nunlocks", None, "unlocks_count"))
        out.append(d("tv", (560, 1200, 1030, 1290), f"{notifs}\nnotifications", None, "notifications_count"))
        out.append(d("tv", (48, 1330, 1030, 1390), "Ways to disconnect", None, "android:id/title"))
        y = 1400
        for t, sub in [("Dashboard", "Today"), ("Bedtime mode", "Off"), ("Focus mode", "Off")]:
            out.append(d("ll", (0, y, 1080, y + 160), None, None, None, click=True))
            out.append(d("tv", (180, y + 25, 1000, y + 90), t, None, "android:id/title"))
            out.append(d("tv", (180, y + 90, 1000, y + 140), sub, None, "android:id/summary"))
            y += 160
        out.append(d("tv", (48, y + 10, 1030, y + 70), "Reduce interruptions", None, "android:id/title"))
        y += 80
        for t, sub in [("Manage notifications", "Show or hide notifications from apps"), ("Do Not Disturb", "Off")]:
            out.append(d("ll", (0, y, 1080, y + 160), None, None, None, click=True))
            out.append(d("tv", (180, y + 25, 1000, y + 90), t, None, "android:id/title"))
            out.append(d("tv", (180, y + 90, 1000, y + 140), sub, None, "android:id/summary"))
            y += 160
        return out

    def dashboard(rows: list[list[Any]], clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 53)
        out.append(d("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(d("tv", (150, 160, 700, 240), "Dashboard", None, None))
        out.append(d("sp", (48, 280, 600, 370), "Screen time", None, "metric_spinner", click=True))
        out.append(d("v", (48, 390, 1032, 900), None, "Screen time chart, Thursday 3 hr 12 min", "bar_chart", click=True))
        out.append(d("tv", (48, 920, 1030, 990), "Today", None, "day_label"))
        y = 1010
        for name, used, timer in rows:
            out.append(d("ll", (0, y, 880, y + 160), None, None, "app_row", click=True))
            out.append(d("iv", (48, y + 30, 148, y + 130), None, None, "app_icon"))
            out.append(d("tv", (180, y + 25, 860, y + 90), name, None, "app_name"))
            out.append(d("tv", (180, y + 90, 860, y + 140), used + (f" · {timer} timer" if timer else ""), None, "app_usage"))
            desc = f"App timer for {name}: {timer}" if timer else f"Set timer for {name}"
            out.append(d("ib", (900, y + 30, 1020, y + 130), None, desc, "app_timer_button", click=True))
            y += 170
        return out

    def timer_dialog(mins: str, clock: str) -> list[dict[str, Any]]:
        out = dashboard(apps, clock)
        out.append(d("fl", (60, 760, 1020, 1640), None, None, "android:id/content"))
        out.append(d("tv", (120, 800, 960, 870), "Set app timer", None, "android:id/alertTitle"))
        out.append(d("tv", (120, 880, 960, 940), "Instagram · Timer resets at midnight", None, "android:id/message"))
        out.append(d("et", (200, 1000, 460, 1300), "0", "hours", "hours_picker", click=True, edit=True))
        out.append(d("tv", (470, 1110, 540, 1190), "hr", None, None))
        out.append(d("et", (600, 1000, 860, 1300), mins, "minutes", "minutes_picker", click=True, edit=True, focus=mins != "0"))
        out.append(d("tv", (870, 1110, 960, 1190), "min", None, None))
        out.append(d("btn", (500, 1500, 720, 1610), "Cancel", None, "android:id/button2", click=True))
        out.append(d("btn", (760, 1500, 980, 1610), "OK", None, "android:id/button1", click=True))
        return out

    def focus(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 52)
        out.append(d("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(d("tv", (48, 300, 1030, 420), "Focus mode", None, "collapsing_toolbar"))
        out.append(d("tv", (48, 440, 1030, 560), "Pause distracting apps when you need time to focus", None, None))
        out.append(d("btn", (48, 590, 520, 700), "Turn on now", None, "focus_toggle_button", click=True))
        out.append(d("tv", (48, 720, 1030, 790), "Set a schedule", None, "schedule_button", click=True))
        out.append(d("tv", (48, 820, 1030, 880), "Your distracting apps", None, None))
        y = 900
        for name, chk in [("Instagram", True), ("Reddit", True), ("YouTube", True), ("Chrome", False), ("Gmail", False),
                          ("Maps", False), ("Messages", False)]:
            out.append(d("ll", (0, y, 1080, y + 150), None, None, None, click=True))
            out.append(d("tv", (180, y + 45, 860, y + 105), name, None, "app_name"))
            out.append(d("cb", (900, y + 30, 1020, y + 120), None, name, "checkbox", click=True, check=chk))
            y += 150
        return out

    r = Run(main_page("3 hr 12 min", 64, 211, "3:27"))
    r.act("click", dashboard(apps, "3:27"), on="Dashboard")
    r.act("click", timer_dialog("0", "3:27"), on="Set timer for Instagram")
    r.act("input_text", timer_dialog("30", "3:28"), on="minutes_picker", text="30")
    drift = [row[:] for row in apps]
    drift[2][2] = "30 min"
    drift[3][2] = "15 min"
    r.act("click", dashboard(drift, "3:28"), on="OK")
    r.act("navigate_back", main_page("3 hr 14 min", 64, 213, "3:28"))
    r.act("click", focus("3:29"), on="Focus mode")
    rs.add(task="android", tid="h46-android-11", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=4,
           kind="Reddit shows a 15 min app timer nobody set, next to the Instagram timer just created")


# F-Droid — clean
def t12(rs: RowSet) -> None:
    f = P("org.fdroid.fdroid")
    ups = [["Organic Maps", "2025.05.20-3-FDroid", "2025.06.12-5-FDroid", "118 MB", None],
           ["KeePassDX", "4.1.1", "4.1.2", "9.8 MB", None],
           ["Tusky", "27.0", "27.1", "12.6 MB", None]]

    def nav(out: list[dict[str, Any]], sel: str, n: int) -> None:
        for i, t in enumerate(["Latest", "Categories", "Nearby", "Updates", "Settings"]):
            out.append(f("fl", (i * 216, 2220, i * 216 + 216, 2400), t, t, f"nav_{t.lower()}", click=True, sel=t == sel))
        if n:
            out.append(f("tv", (740, 2230, 790, 2280), str(n), None, "badge_text"))

    def latest(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 85)
        out.append(f("tv", (48, 150, 700, 240), "F-Droid", None, "toolbar_title"))
        out.append(f("tv", (960, 150, 1060, 250), None, "Search", "action_search", click=True))
        out.append(f("rv", (0, 270, 1080, 2210), None, None, "app_list", scroll=True))
        y = 290
        for name, summary, when in [("Aves Libre", "Gallery and metadata explorer", "Added 2 days ago"),
                                    ("Breezy Weather", "Weather from multiple sources", "Updated 3 days ago"),
                                    ("Fossify Calendar", "Ad-free calendar for all devices", "Updated 3 days ago"),
                                    ("Heliboard", "Privacy-conscious keyboard", "Updated 4 days ago"),
                                    ("Material Files", "Open source file manager", "Updated 5 days ago")]:
            out.append(f("ll", (0, y, 1080, y + 330), None, None, "app_card", click=True))
            out.append(f("tv", (48, y + 200, 1030, y + 260), name, None, "app_name"))
            out.append(f("tv", (48, y + 260, 760, y + 310), summary, None, "app_summary"))
            out.append(f("tv", (760, y + 260, 1030, y + 310), when, None, "app_status"))
            y += 340
        nav(out, "Latest", 3)
        return out

    def updates(rows: list[list[Any]], clock: str, last: str, refreshing: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 84, ("F-Droid notification: Updating repositories",) if refreshing else ())
        out.append(f("tv", (48, 150, 700, 240), "Updates", None, "toolbar_title"))
        out.append(f("tv", (48, 250, 1030, 300), f"Last repository update: {last}", None, "last_update"))
        if refreshing:
            out.append(f("pb", (490, 320, 590, 420), None, "Refreshing", "swipe_refresh_progress"))
        out.append(f("btn", (700, 150, 1040, 250), f"Update all ({len(rows)})", None, "update_all_button", click=True))
        out.append(f("rv", (0, 430, 1080, 2210), None, None, "updates_list", scroll=True))
        y = 440
        for name, cur, new, size, prog in rows:
            out.append(f("ll", (0, y, 1080, y + 260), None, None, "update_row", click=True))
            out.append(f("iv", (48, y + 30, 168, y + 150), None, None, "icon"))
            out.append(f("tv", (200, y + 25, 760, y + 90), name, None, "app_name"))
            out.append(f("tv", (200, y + 95, 1030, y + 145), f"{cur} → {new}", None, "app_version"))
            if prog is None:
                out.append(f("tv", (200, y + 150, 600, y + 200), size, None, "app_size"))
                out.append(f("btn", (780, y + 40, 1040, y + 140), "Update", None, "update_button", click=True))
            else:
                out.append(f("tv", (200, y + 150, 1030, y + 200), prog, None, "app_progress_text"))
                out.append(f("pb", (200, y + 210, 1030, y + 240), None, prog, "progress_bar"))
                out.append(f("btn", (780, y + 40, 1040, y + 140), "Cancel", None, "cancel_button", click=True))
            y += 270
        nav(out, "Updates", len(rows))
        return out

    def details(clock: str, prog: str | None) -> list[dict[str, Any]]:
        out = bar(clock, 83, ("F-Droid notification: Downloading Tusky",) if prog else ())
        out.append(f("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(f("iv", (48, 290, 248, 490), None, "Tusky", "icon"))
        out.append(f("tv", (280, 300, 1030, 380), "Tusky", None, "title"))
        out.append(f("tv", (280, 385, 1030, 440), "Tusky Contributors", None, "author"))
        out.append(f("tv", (280, 445, 1030, 495), "Installed version 27.0 · Latest 27.1", None, "version"))
        if prog:
            out.append(f("tv", (48, 530, 1030, 590), prog, None, "progress_label"))
            out.append(f("pb", (48, 600, 900, 640), None, prog, "progress_bar"))
            out.append(f("ib", (920, 560, 1030, 670), None, "Cancel download", "progress_cancel", click=True))
        else:
            out.append(f("btn", (48, 530, 520, 650), "Uninstall", None, "secondary_button", click=True))
            out.append(f("btn", (560, 530, 1030, 650), "Update", None, "primary_button", click=True))
        out.append(f("tv", (48, 700, 1030, 770), "What's New", None, "whats_new_header"))
        out.append(f("tv", (48, 780, 1030, 1040), "Tusky 27.1\n- Fix crash when opening a post with a deleted quote\n- Filters now apply to notifications\n- Translation updates", None, "whats_new"))
        out.append(f("tv", (48, 1080, 1030, 1300), "Lightweight client for Mastodon, a free and open-source social network server.", None, "description"))
        for i, (k, v) in enumerate([("Anti-Features", "None"), ("License", "GPL-3.0-only"), ("Versions", "27.1 (124) · added Jun 24, 2025"),
                                    ("Permissions", "Full network access, Run at startup, Show notifications")]):
            out.append(f("tv", (48, 1340 + i * 150, 1030, 1400 + i * 150), k, None, "info_label"))
            out.append(f("tv", (48, 1400 + i * 150, 1030, 1470 + i * 150), v, None, "info_value"))
        return out

    r = Run(latest("7:02"))
    r.act("click", updates(ups, "7:02", "2 days ago"), on="nav_updates")
    r.act("scroll", updates(ups, "7:02", "2 days ago", refreshing=True), direction="up")
    ups2 = ups + [["AntennaPod", "3.7.2", "3.8.0", "16.4 MB", None]]
    r.act("wait", updates(ups2, "7:03", "just now"))
    ups3 = [row[:] for row in ups2]
    ups3[1][4] = "Downloading 3.1 MB / 9.8 MB"
    r.act("click", updates(ups3, "7:03", "just now"), on="update_button", nth=1)
    ups4 = [row[:] for row in ups2]
    ups4[1][4] = "Installing…"
    r.act("wait", updates(ups4, "7:03", "just now"))
    ups5 = [ups2[0], ups2[2], ups2[3]]
    r.act("wait", updates(ups5, "7:04", "1 minute ago"))
    r.act("click", details("7:04", None), on="Tusky")
    r.act("click", details("7:04", "Downloading 4.2 MB / 12.6 MB"), on="Update")
    rs.add(task="android", tid="h46-android-12", system=SYSTEM, turns=r.turns, state=r.state)


# Google Calendar — clean
def t13(rs: RowSet) -> None:
    k = P("com.google.android.calendar")
    days = [
        ("MON", "15", [("Sprint planning", "10:30 – 11:30 AM", "Zoom"), ("Lunch with Maya", "12:30 – 1:30 PM", "Sweetgreen, 1164 Broadway")]),
        ("TUE", "16", [("1:1 with Devon", "9:00 – 9:30 AM", None), ("Yoga", "6:00 – 7:00 PM", "CorePower Yoga Chelsea")]),
        ("WED", "17", [("Design review", "2:00 – 3:00 PM", "Conf room 4B")]),
        ("THU", "18", [("Team offsite planning", "11:00 AM – 12:00 PM", "Google Meet")]),
        ("FRI", "19", [("Flight to Denver (UA 512)", "7:15 – 10:02 AM", "Newark Liberty International Airport")]),
        ("SAT", "20", [("Union Square Greenmarket", "9:00 – 10:00 AM", None)]),
        ("SUN", "21", [("Brunch at Jack's Wife Freda", "11:30 AM – 1:00 PM", None)]),
        ("MON", "22", [("Sprint review", "3:00 – 4:00 PM", "Zoom")]),
        ("TUE", "23", [("1:1 with Devon", "9:00 – 9:30 AM", None), ("Yoga", "6:00 – 7:00 PM", "CorePower Yoga Chelsea")]),
    ]

    def schedule(ds: list[tuple[str, str, list[tuple[str, str, str | None]]]], clock: str, start: int = 0,
                 fab: bool = False, snack: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 74)
        out.append(k("ib", (20, 150, 120, 250), None, "Show Calendar List and Settings drawer", None, click=True))
        out.append(k("tv", (140, 160, 620, 240), "September", "September 2025, show date picker", "date_picker_button", click=True))
        out.append(k("tv", (720, 150, 820, 250), None, "Search", "action_search", click=True))
        out.append(k("tv", (830, 150, 930, 250), "15", "Jump to Today", "action_today", click=True))
        out.append(k("iv", (950, 150, 1050, 250), None, "Account and settings. Signed in as maya.k.ortiz@gmail.com", "og_apd_ring_view", click=True))
        out.append(k("v", (0, 270, 1080, 2400), None, None, "alternate_timeline_holder", scroll=True))
        y = 290
        for dname, num, evs in ds[start:]:
            if y > 2050:
                break
            out.append(k("tv", (20, y, 150, y + 120), f"{dname}\n{num}", f"{dname} {num} September", None, click=True))
            for title, time, loc in evs:
                if y > 2100:
                    break
                desc = f"{title}, {time}" + (f", {loc}" if loc else "")
                out.append(k("v", (170, y, 1050, y + 150), f"{title}\n{time}", desc, None, click=True))
                y += 165
            y += 30
        if fab:
            for i, t in enumerate(["Birthday", "Task", "Event"]):
                out.append(k("btn", (560, 1620 + i * 160, 1040, 1740 + i * 160), t, t, f"speed_dial_{t.lower()}", click=True))
            out.append(k("ib", (880, 2140, 1040, 2300), None, "Close", "floating_action_button", click=True))
        else:
            out.append(k("ib", (880, 2140, 1040, 2300), None, "Create new event", "floating_action_button", click=True))
        if snack:
            out.append(k("tv", (40, 2180, 760, 2300), snack, None, "snackbar_text"))
            out.append(k("btn", (780, 2180, 1040, 2300), "Undo", None, "snackbar_action", click=True))
        return out

    def editor(title: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 74)
        out.append(k("ib", (20, 150, 120, 250), None, "Close", "close_button", click=True))
        out.append(k("btn", (840, 150, 1040, 250), "Save", None, "save", click=True))
        out.append(k("et", (150, 300, 1040, 420), title or None, "Add title", "title", click=True, edit=True, focus=True))
        out.append(k("sw", (150, 470, 1040, 560), "All-day", None, "all_day_switch", click=True, check=False))
        out.append(k("tv", (150, 580, 700, 660), "Mon, Sep 15, 2025", None, "start_date", click=True))
        out.append(k("tv", (760, 580, 1040, 660), "11:00 AM", None, "start_time", click=True))
        out.append(k("tv", (150, 680, 700, 760), "Mon, Sep 15, 2025", None, "end_date", click=True))
        out.append(k("tv", (760, 680, 1040, 760), "12:00 PM", None, "end_time", click=True))
        out.append(k("tv", (150, 780, 1040, 850), "Eastern Daylight Time", None, "timezone", click=True))
        out.append(k("tv", (150, 870, 1040, 940), "Does not repeat", None, "recurrence", click=True))
        for i, (t, rid) in enumerate([("Add people", "add_attendees"), ("Add video conferencing", "conference"),
                                      ("Add location", "location"), ("30 minutes before", "notification"),
                                      ("Default colour", "color"), ("Add description", "description")]):
            out.append(k("tv", (150, 980 + i * 130, 1040, 1060 + i * 130), t, None, rid, click=True))
        return out

    def details(clock: str, menu: bool, dialog: bool) -> list[dict[str, Any]]:
        out = bar(clock, 73)
        out.append(k("ib", (20, 150, 120, 250), None, "Close", None, click=True))
        out.append(k("ib", (840, 150, 940, 250), None, "Edit event", "edit_fab", click=True))
        out.append(k("ib", (960, 150, 1060, 250), None, "More options", None, click=True))
        out.append(k("tv", (150, 300, 1040, 400), "Yoga", None, "title"))
        out.append(k("tv", (150, 410, 1040, 470), "Tuesday, September 16 · 6:00 – 7:00 PM", None, "time"))
        out.append(k("tv", (150, 475, 1040, 530), "Weekly on Tuesday", None, "recurrence"))
        out.append(k("tv", (150, 580, 1040, 650), "CorePower Yoga Chelsea", None, "location", click=True))
        out.append(k("tv", (150, 670, 1040, 740), "30 minutes before", None, "notification"))
        out.append(k("tv", (150, 760, 1040, 830), "maya.k.ortiz@gmail.com", None, "calendar_name"))
        if menu:
            out.append(k("lv", (600, 160, 1060, 600), None, None, None))
            for i, t in enumerate(["Delete", "Duplicate", "Send feedback to Google"]):
                out.append(k("tv", (620, 180 + i * 130, 1040, 290 + i * 130), t, None, "title", click=True))
        if dialog:
            out.append(k("fl", (60, 840, 1020, 1560), None, None, "android:id/content"))
            out.append(k("tv", (120, 890, 960, 960), "Delete recurring event", None, "android:id/alertTitle"))
            for i, t in enumerate(["This event", "This and following events", "All events"]):
                out.append(k("rb", (120, 1000 + i * 120, 960, 1100 + i * 120), t, None, None, click=True, check=i == 0))
            out.append(k("btn", (520, 1420, 740, 1520), "Cancel", None, "android:id/button2", click=True))
            out.append(k("btn", (760, 1420, 980, 1520), "OK", None, "android:id/button1", click=True))
        return out

    title = "Call landlord about lease renewal"
    r = Run(schedule(days, "10:05"))
    r.act("click", schedule(days, "10:05", fab=True), on="Create new event")
    r.act("click", editor("", "10:05"), on="Event")
    r.act("input_text", editor(title, "10:06"), on="title", text=title)
    d2 = [("MON", "15", [days[0][2][0], (title, "11:00 AM – 12:00 PM", None), days[0][2][1]])] + days[1:]
    r.act("click", schedule(d2, "10:06"), on="Save")
    r.act("click", details("10:06", False, False), on="Yoga\n6:00 – 7:00 PM")
    r.act("click", details("10:07", True, False), on="More options")
    r.act("click", details("10:07", False, True), on="Delete")
    d3 = d2[:1] + [("TUE", "16", [days[1][2][0]])] + d2[2:]
    r.act("click", schedule(d3, "10:07", snack="Event deleted"), on="OK")
    r.act("scroll", schedule(d3, "10:07", start=4), direction="down")
    rs.add(task="android", tid="h46-android-13", system=SYSTEM, turns=r.turns, state=r.state)


# AntennaPod — bad
def t14(rs: RowSet) -> None:
    n = P("de.danoeh.antennapod")
    old = "Software Engineering Radio - the podcast for professional software developers"
    subs = [("99% Invisible", "Roman Mars", "4"), ("Accidental Tech Podcast", "Marco Arment, Casey Liss, John Siracusa", "3"),
            ("Darknet Diaries", "Jack Rhysider", "1"), ("Hard Fork", "The New York Times", "2"), ("Radiolab", "WNYC Studios", "5"),
            (old, "IEEE Computer Society", "2"), ("The Changelog: Software Development, Open Source", "Changelog Media", "1")]
    eps = [("SE Radio 675: Sam Newman on Monolith Decomposition Patterns", "7/2/25", "58:31"),
           ("SE Radio 674: Vilhelm von Ehrenheim on Autonomous Testing", "6/25/25", "51:07"),
           ("SE Radio 673: Abhinav Kimothi on Retrieval-Augmented Generation", "6/18/25", "1:02:44"),
           ("SE Radio 672: Luca Mezzalira on Distributed Frontends", "6/11/25", "55:16"),
           ("SE Radio 671: Carlos Arguelles on Software Quality at Scale", "6/4/25", "49:58")]

    def bottom(out: list[dict[str, Any]], sel: str) -> None:
        for i, t in enumerate(["Home", "Queue", "Inbox", "Episodes", "Subscriptions"]):
            out.append(n("fl", (i * 216, 2220, i * 216 + 216, 2400), t, t, f"bottom_navigation_{t.lower()}", click=True, sel=t == sel))

    def subscriptions(rows: list[tuple[str, str, str]], clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 67)
        out.append(n("tv", (48, 150, 700, 240), "Subscriptions", None, "toolbar_title"))
        out.append(n("tv", (760, 150, 860, 250), None, "Search", "action_search", click=True))
        out.append(n("tv", (870, 150, 960, 250), None, "Refresh", "refresh_item", click=True))
        out.append(n("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(n("tv", (48, 260, 1030, 320), "All (7)", None, "feedsFilteredMsg", click=True))
        out.append(n("rv", (0, 330, 1080, 2210), None, None, "subscriptions_grid", scroll=True))
        y = 340
        for title, author, cnt in rows:
            out.append(n("ll", (0, y, 1080, y + 230), None, None, None, click=True, long=True))
            out.append(n("iv", (30, y + 20, 220, y + 210), None, None, "coverImage"))
            out.append(n("tv", (250, y + 25, 930, y + 130), title, None, "titleLabel"))
            out.append(n("tv", (250, y + 135, 930, y + 190), author, None, "authorLabel"))
            out.append(n("tv", (950, y + 80, 1040, y + 140), cnt, f"{cnt} new episodes", "countViewPill"))
            y += 240
        bottom(out, "Subscriptions")
        return out

    def feed(title: str, clock: str, queued: bool = False, menu: bool = False, ctx: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 66)
        out.append(n("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(n("tv", (760, 150, 860, 250), None, "Search", "action_search", click=True))
        out.append(n("tv", (870, 150, 960, 250), None, "Podcast settings", "feed_settings", click=True))
        out.append(n("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(n("iv", (48, 280, 338, 570), None, None, "imgvCover"))
        out.append(n("tv", (370, 290, 1040, 470), title, None, "txtvTitle"))
        out.append(n("tv", (370, 480, 1040, 540), "IEEE Computer Society", None, "txtvAuthor"))
        out.append(n("tv", (48, 600, 1040, 660), f"2 new · 675 episodes · Last refreshed {int(clock.split(':')[1]) - 36} min ago", None, "txtvInformation"))
        out.append(n("rv", (0, 680, 1080, 2210), None, None, "recyclerView", scroll=True))
        y = 700
        for i, (t, date, dur) in enumerate(eps):
            out.append(n("ll", (0, y, 1080, y + 260), None, None, "container", click=True, long=True))
            out.append(n("tv", (48, y + 20, 860, y + 150), t, None, "txtvTitle"))
            out.append(n("tv", (48, y + 160, 400, y + 210), date, None, "txtvPubDate"))
            out.append(n("tv", (420, y + 160, 700, y + 210), dur, None, "txtvDuration"))
            if i == 0 and queued:
                out.append(n("iv", (720, y + 160, 780, y + 210), None, "In queue", "ivInPlaylist"))
            out.append(n("ib", (900, y + 70, 1040, y + 190), None, "Download" if i > 1 else "Stream", "secondaryActionButton", click=True))
            y += 270
        bottom(out, "Subscriptions")
        if menu:
            out.append(n("lv", (560, 160, 1060, 980), None, None, None))
            for i, t in enumerate(["Refresh podcast", "Mark all as played", "Share…", "Rename podcast", "Visit website", "Remove podcast"]):
                out.append(n("tv", (580, 180 + i * 130, 1040, 290 + i * 130), t, None, "title", click=True))
        if ctx:
            out.append(n("lv", (140, 820, 940, 1520), None, None, "select_dialog_listview"))
            for i, t in enumerate(["Add to queue", "Mark as played", "Add to favorites", "Share…", "Select"]):
                out.append(n("tv", (160, 840 + i * 135, 920, 960 + i * 135), t, None, "title", click=True))
        return out

    def rename(value: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 66)
        out.append(n("fl", (60, 820, 1020, 1460), None, None, "android:id/content"))
        out.append(n("tv", (120, 870, 960, 940), "Rename podcast", None, "android:id/alertTitle"))
        out.append(n("et", (120, 980, 960, 1180), value, None, "urlEditText", click=True, edit=True, focus=True))
        out.append(n("btn", (120, 1320, 360, 1420), "Reset", None, "android:id/button3", click=True))
        out.append(n("btn", (520, 1320, 740, 1420), "Cancel", None, "android:id/button2", click=True))
        out.append(n("btn", (760, 1320, 980, 1420), "OK", None, "android:id/button1", click=True))
        return out

    def queue(clock: str, playing: bool) -> list[dict[str, Any]]:
        out = bar(clock, 65, ("AntennaPod notification: ATP 645: Going Through the Motions",) if playing else ())
        out.append(n("tv", (48, 150, 700, 240), "Queue", None, "toolbar_title"))
        out.append(n("tv", (48, 240, 700, 290), "3 episodes · 4 hours 4 minutes left", None, "info_bar"))
        out.append(n("tv", (870, 150, 960, 250), None, "Refresh", "refresh_item", click=True))
        out.append(n("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(n("rv", (0, 300, 1080, 2000), None, None, "recyclerView", scroll=True))
        y = 310
        for i, (t, date, dur) in enumerate([("ATP 645: Going Through the Motions", "7/3/25", "1:58:23"),
                                            ("EP 158: Spyware Ltd.", "7/1/25", "1:07:51"),
                                            (eps[0][0], eps[0][1], eps[0][2])]):
            out.append(n("ll", (0, y, 1080, y + 260), None, None, "container", click=True, long=True))
            out.append(n("iv", (20, y + 90, 80, y + 170), None, "Drag", "drag_handle"))
            out.append(n("tv", (110, y + 20, 860, y + 150), t, None, "txtvTitle"))
            out.append(n("tv", (110, y + 160, 400, y + 210), date, None, "txtvPubDate"))
            pos = "0:12 / 1:58:23" if playing and i == 0 else dur
            out.append(n("tv", (420, y + 160, 800, y + 210), pos, None, "txtvDuration"))
            out.append(n("ib", (900, y + 70, 1040, y + 190), None, "Pause" if playing and i == 0 else "Play", "secondaryActionButton", click=True))
            y += 270
        if playing:
            out.append(n("fl", (0, 2030, 1080, 2210), None, None, "fragmentContainer", click=True))
            out.append(n("tv", (200, 2050, 860, 2110), "ATP 645: Going Through the Motions", None, "txtvTitle"))
            out.append(n("pb", (0, 2200, 1080, 2210), None, "0:12 of 1:58:23", "episodeProgress"))
            out.append(n("ib", (900, 2050, 1040, 2190), None, "Pause", "butPlay", click=True))
        bottom(out, "Queue")
        return out

    r = Run(subscriptions(subs, "7:48"))
    r.act("click", feed(old, "7:48"), on=old)
    r.act("click", feed(old, "7:48", menu=True), on="More options")
    r.act("click", rename(old, "7:48"), on="Rename podcast")
    r.act("input_text", rename("SE Radio", "7:49"), on="urlEditText", text="SE Radio")
    r.act("click", feed("SE Radio", "7:49"), on="OK")
    r.act("long_press", feed("SE Radio", "7:49", ctx=True), on="container")
    r.act("click", feed("SE Radio", "7:49", queued=True), on="Add to queue")
    r.act("navigate_back", subscriptions(subs, "7:50"))
    r.act("click", queue("7:50", False), on="Queue")
    r.act("click", queue("7:50", True), on="secondaryActionButton")
    rs.add(task="android", tid="h46-android-14", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=8,
           kind="podcast renamed to SE Radio is listed under its old long title in Subscriptions")


# YouTube — clean
def t15(rs: RowSet) -> None:
    y_ = P("com.google.android.youtube")
    vid = "How to Make Sourdough Bread — Beginner's Guide"

    def watch(pos: str, clock: str, saved: bool, sheet: bool = False, snack: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 58)
        out.append(y_("fl", (0, 120, 1080, 728), None, f"Video player. {vid}. {pos} / 23:41", "watch_player", click=True))
        out.append(y_("tv", (40, 750, 1040, 870), vid, None, "title"))
        out.append(y_("tv", (40, 875, 1040, 925), "4.2M views  3y ago  #sourdough", None, "metadata"))
        out.append(y_("iv", (40, 950, 140, 1050), None, "Joshua Weissman", "channel_avatar", click=True))
        out.append(y_("tv", (160, 960, 620, 1040), "Joshua Weissman  10.3M", None, "channel_name", click=True))
        out.append(y_("btn", (780, 950, 1040, 1050), "Subscribed", None, "subscribe_button", click=True))
        chips = [("98K", "like this video along with 98,412 other people"), (None, "Dislike this video"), ("Share", "Share"),
                 ("Remix", "Remix"), ("Download", "Download"), ("Saved" if saved else "Save", "Save to playlist")]
        x = 20
        for t, d in chips:
            out.append(y_("btn", (x, 1080, x + 200, 1170), t, d, None, click=True))
            x += 210
        out.append(y_("v", (40, 1200, 1040, 1400), "Comments 6.1K\nThe autolyse tip alone changed my loaves. Thank you!", "Comments", "comments_entry_point", click=True))
        out.append(y_("tv", (40, 1430, 1040, 1490), "Up next", None, None))
        for i, (t, ch, meta, dur) in enumerate([("I Tried Every Sourdough Hack So You Don't Have To", "Brian Lagerstrom", "1.1M views · 1y ago", "19:02"),
                                                ("The Science of Sourdough Starter", "Ethan Chlebowski", "870K views · 2y ago", "14:27")]):
            out.append(y_("v", (40, 1510 + i * 330, 1040, 1820 + i * 330), None, f"{t} - {dur} - Go to channel - {ch} - {meta} - play video", None, click=True))
        if sheet:
            out.append(y_("fl", (0, 1100, 1080, 2400), None, None, "bottom_sheet"))
            out.append(y_("tv", (48, 1130, 700, 1210), "Save video to...", None, "title"))
            out.append(y_("btn", (700, 1120, 1040, 1220), "+ New playlist", "New playlist", "create_playlist_button", click=True))
            for i, (pl, priv) in enumerate([("Watch later", "Private"), ("Road trip mix", "Public"), ("Workout", "Unlisted"), ("Kitchen projects", "Private")]):
                out.append(y_("cb", (48, 1260 + i * 150, 1040, 1390 + i * 150), pl, f"{pl}, {priv}", "playlist_checkbox", click=True, check=False))
            out.append(y_("btn", (48, 2250, 1040, 2360), "Done", None, "done_button", click=True))
        if snack:
            out.append(y_("tv", (40, 2220, 760, 2340), "Saved to Sourdough", None, "message"))
            out.append(y_("btn", (780, 2220, 1040, 2340), "Change", None, "action", click=True))
        return out

    def new_pl(title: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 58)
        out.append(y_("fl", (60, 760, 1020, 1560), None, None, "android:id/content"))
        out.append(y_("tv", (120, 800, 960, 870), "New playlist", None, "android:id/alertTitle"))
        out.append(y_("et", (120, 920, 960, 1050), title or None, "Title", "playlist_title", click=True, edit=True, focus=True))
        out.append(y_("tv", (120, 1060, 960, 1110), f"{len(title)}/150", None, "char_counter"))
        out.append(y_("sp", (120, 1160, 960, 1270), "Private", "Privacy, Private", "privacy_spinner", click=True))
        out.append(y_("btn", (500, 1430, 720, 1530), "Cancel", None, "android:id/button2", click=True))
        out.append(y_("btn", (740, 1430, 980, 1530), "Create", None, "android:id/button1", click=True))
        return out

    def shell(out: list[dict[str, Any]], pos: str, sel: str) -> None:
        out.append(y_("fl", (0, 2040, 1080, 2210), None, None, "mini_player", click=True))
        out.append(y_("tv", (300, 2060, 860, 2120), vid, None, "mini_player_title"))
        out.append(y_("tv", (300, 2125, 860, 2180), "Joshua Weissman", None, "mini_player_channel"))
        out.append(y_("ib", (870, 2070, 960, 2180), None, "Pause video", "mini_player_play_pause", click=True))
        out.append(y_("ib", (970, 2070, 1060, 2180), None, "Close miniplayer", "mini_player_close", click=True))
        out.append(y_("pb", (0, 2200, 1080, 2210), None, f"{pos} of 23:41", "mini_player_progress"))
        for i, t in enumerate(["Home", "Shorts", "Create", "Subscriptions", "You"]):
            out.append(y_("btn", (i * 216, 2220, i * 216 + 216, 2400), t if t != "Create" else None, t, "pivot_bar_item", click=True, sel=t == sel))

    def home_feed(pos: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 57)
        out.append(y_("iv", (30, 150, 300, 240), None, "YouTube Home", "youtube_logo"))
        for i, d in enumerate(["Cast. Disconnected", "Notifications", "Search"]):
            out.append(y_("ib", (740 + i * 110, 150, 840 + i * 110, 250), None, d, None, click=True))
        out.append(y_("hs", (0, 270, 1080, 370), None, None, "chip_cloud", scroll=True))
        for i, c in enumerate(["All", "Cooking", "Music", "Podcasts", "Live"]):
            out.append(y_("btn", (20 + i * 210, 280, 210 + i * 210, 360), c, None, "chip", click=True, sel=i == 0))
        out.append(y_("v", (0, 390, 1080, 1230), None, "Homemade Bagels in 4 Hours - 16:55 - Go to channel - Claire Saffitz - 2.3M views - 2 years ago - play video", None, click=True))
        out.append(y_("v", (0, 1250, 1080, 2030), None, "The Best Olive Oil Focaccia - 11:48 - Go to channel - Joshua Weissman - 5.6M views - 3 years ago - play video", None, click=True))
        shell(out, pos, "Home")
        return out

    def you_tab(pos: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 57)
        out.append(y_("iv", (40, 170, 220, 350), None, "Lena Park", "avatar"))
        out.append(y_("tv", (250, 180, 1040, 260), "Lena Park", None, "channel_title"))
        out.append(y_("tv", (250, 265, 1040, 320), "@lenapark_bakes · View channel >", None, "channel_handle", click=True))
        out.append(y_("tv", (40, 400, 700, 470), "History", None, None))
        out.append(y_("btn", (820, 390, 1040, 480), "View all", None, None, click=True))
        out.append(y_("v", (40, 490, 520, 800), None, f"{vid} - 23:41 - Joshua Weissman", None, click=True))
        out.append(y_("v", (560, 490, 1040, 800), None, "Knife Skills: How to Dice an Onion - 8:12 - Babish Culinary Universe", None, click=True))
        out.append(y_("tv", (40, 850, 700, 920), "Playlists", None, None))
        out.append(y_("btn", (820, 840, 1040, 930), "View all", None, None, click=True))
        for i, (t, meta) in enumerate([("Sourdough", "Private · 1 video"), ("Watch later", "Private · 23 videos"),
                                       ("Liked videos", "Private · 412 videos"), ("Road trip mix", "Public · 18 videos")]):
            x = 40 + (i % 2) * 520
            yy = 950 + (i // 2) * 400
            out.append(y_("v", (x, yy, x + 480, yy + 380), f"{t}\n{meta}", t, None, click=True))
        shell(out, pos, "You")
        return out

    def playlist(pos: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 57)
        out.append(y_("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(y_("tv", (40, 300, 1040, 400), "Sourdough", None, "playlist_title"))
        out.append(y_("tv", (40, 405, 1040, 460), "by Lena Park", None, "playlist_owner"))
        out.append(y_("tv", (40, 465, 1040, 520), "Private · 1 video · No views · Updated today", None, "playlist_stats"))
        out.append(y_("btn", (40, 560, 520, 670), "Play all", None, None, click=True))
        out.append(y_("btn", (560, 560, 1040, 670), "Shuffle", None, None, click=True))
        out.append(y_("v", (0, 700, 1080, 900), None, f"{vid} - 23:41 - Joshua Weissman - 4.2M views - 3 years ago - play video", None, click=True, long=True))
        out.append(y_("tv", (400, 720, 960, 820), vid, None, "title"))
        out.append(y_("tv", (400, 825, 960, 880), "Joshua Weissman · 4.2M views · 3 years ago", None, "details"))
        shell(out, pos, "You")
        return out

    r = Run(watch("0:47", "6:18", False))
    r.act("click", watch("0:51", "6:18", False, sheet=True), on="Save to playlist")
    r.act("click", new_pl("", "6:18"), on="New playlist")
    r.act("input_text", new_pl("Sourdough", "6:19"), on="playlist_title", text="Sourdough")
    r.act("click", watch("1:19", "6:19", True, snack=True), on="Create")
    r.act("navigate_back", home_feed("1:24", "6:19"))
    r.act("click", you_tab("1:31", "6:19"), on="You")
    r.act("click", playlist("1:38", "6:19"), on="Sourdough")
    rs.add(task="android", tid="h46-android-15", system=SYSTEM, turns=r.turns, state=r.state)


# Google Messages — bad
def t16(rs: RowSet) -> None:
    g = P("com.google.android.apps.messaging")
    convs = [("Mom", "Don't forget Grandpa's birthday Sunday! Bring the photo album", "9:12 AM", True),
             ("Chase", "Chase: Your May statement is ready. View it at chase.com/statements", "8:40 AM", False),
             ("Alex Rivera", "haha ok see you at 7 then", "Tue", False),
             ("USPS", "USPS: Your item was delivered in or at the mailbox at 2:14 pm on May 11 in OAKLAND CA 94610", "Sun", False),
             ("Sam Okafor", "You: Thanks for the ride!", "Sat", False),
             ("Dr. Patel's Office", "Reminder: Dental appt Wed 5/14 at 2:30 PM. Reply C to confirm or call 510-555-0143", "May 9", False),
             ("Verizon", "Verizon: Your bill is ready. Amount due $86.17 by 05/28.", "May 8", False),
             ("+1 (628) 555-0119", "Your DoorDash verification code is 558120. Don't share this code.", "May 6", False),
             ("Grace Liu", "Photo", "May 3", False)]
    archived_before = [("Lyft", "Your Lyft code is 4417. Never share this code.", "May 2"),
                       ("Xfinity", "Xfinity: Your appointment is confirmed for Apr 29 between 1-3 PM.", "Apr 27")]

    def inbox(rows: list[tuple[str, str, str, bool]], clock: str, selected: set[str] = frozenset(), snack: str | None = None,
              menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 70)
        if selected:
            out.append(g("ib", (20, 150, 120, 250), None, "Close", None, click=True))
            out.append(g("tv", (140, 160, 400, 240), str(len(selected)), None, "action_mode_title"))
            for i, d in enumerate(["Pin", "Archive", "Delete", "More options"]):
                out.append(g("tv", (620 + i * 110, 150, 720 + i * 110, 250), None, d, f"action_{d.lower().replace(' ', '_')}", click=True))
        else:
            out.append(g("tv", (48, 150, 860, 250), "Search conversations", None, "search_bar_text", click=True))
            out.append(g("iv", (930, 150, 1040, 250), None, "Account and settings", "selected_account_disc", click=True))
        out.append(g("rv", (0, 270, 1080, 2400), None, None, "list", scroll=True))
        y = 280
        for name, snip, ts, unread in rows:
            if y > 1900:
                break
            out.append(g("fl", (0, y, 1080, y + 210), None, None, "swipeableContainer", click=True, long=True, sel=name in selected))
            out.append(g("iv", (40, y + 45, 160, y + 165), None, "Selected" if name in selected else name, "conversation_icon"))
            out.append(g("tv", (200, y + 35, 820, y + 100), name, None, "conversation_name"))
            out.append(g("tv", (200, y + 105, 1040, y + 170), snip, None, "conversation_snippet"))
            out.append(g("tv", (820, y + 35, 1040, y + 100), ts, "Unread" if unread else None, "conversation_timestamp"))
            y += 210
        out.append(g("btn", (640, 2140, 1040, 2290), "Start chat", None, "start_chat_fab", click=True))
        if snack:
            out.append(g("tv", (40, 2180, 760, 2300), snack, None, "snackbar_text"))
            out.append(g("btn", (780, 2180, 1040, 2300), "Undo", None, "snackbar_action", click=True))
        if menu:
            out.append(g("lv", (420, 160, 1060, 1040), None, None, None))
            out.append(g("tv", (440, 180, 1040, 260), "jamie.r.chen@gmail.com", None, "account_email"))
            for i, t in enumerate(["Mark all as read", "Archived", "Spam & blocked", "Device pairing", "Messages settings", "Help & feedback"]):
                out.append(g("tv", (440, 280 + i * 125, 1040, 390 + i * 125), t, None, "title", click=True))
        return out

    def archived(rows: list[tuple[str, str, str]], clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 69)
        out.append(g("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(g("tv", (150, 160, 700, 240), "Archived", None, None))
        out.append(g("rv", (0, 270, 1080, 2400), None, None, "list", scroll=True))
        y = 280
        for name, snip, ts in rows:
            out.append(g("fl", (0, y, 1080, y + 210), None, None, "swipeableContainer", click=True, long=True))
            out.append(g("iv", (40, y + 45, 160, y + 165), None, name, "conversation_icon"))
            out.append(g("tv", (200, y + 35, 820, y + 100), name, None, "conversation_name"))
            out.append(g("tv", (200, y + 105, 1040, y + 170), snip, None, "conversation_snippet"))
            out.append(g("tv", (820, y + 35, 1040, y + 100), ts, None, "conversation_timestamp"))
            y += 210
        return out

    def thread(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 69)
        out.append(g("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(g("tv", (150, 150, 700, 250), "Mom", None, "conversation_title"))
        out.append(g("tv", (740, 150, 840, 250), None, "Voice call", "action_call", click=True))
        out.append(g("tv", (850, 150, 950, 250), None, "Video call", "action_video_call", click=True))
        out.append(g("iv", (960, 150, 1060, 250), None, "More options", None, click=True))
        out.append(g("rv", (0, 270, 1080, 2080), None, None, "messages_list", scroll=True))
        msgs = [("Yesterday · 7:48 PM", None), ("Are you coming Sunday or Saturday?", "in"), ("Sunday! Driving up in the morning", "out"),
                ("Today · 9:12 AM", None), ("Don't forget Grandpa's birthday Sunday! Bring the photo album", "in")]
        y = 300
        for t, who in msgs:
            if who is None:
                out.append(g("tv", (300, y, 780, y + 60), t, None, "timestamp"))
                y += 90
            else:
                x0, x1 = (40, 760) if who == "in" else (320, 1040)
                out.append(g("tv", (x0, y, x1, y + 150), t, ("Mom said " if who == "in" else "You said ") + t, "message_text"))
                y += 180
        out.append(g("ib", (20, 2120, 120, 2220), None, "Show attach and other options", None, click=True))
        out.append(g("et", (140, 2100, 900, 2240), None, "RCS message", "compose_message_text", click=True, edit=True))
        out.append(g("ib", (920, 2110, 1040, 2230), None, "Record voice message", "send_message_button_icon", click=True))
        return out

    gone = {"USPS", "Dr. Patel's Office", "+1 (628) 555-0119"}
    rest = [c for c in convs if c[0] not in gone]
    r = Run(inbox(convs, "10:21"))
    r.act("long_press", inbox(convs, "10:21", {"USPS"}), on="USPS")
    r.act("click", inbox(convs, "10:21", {"USPS", "Dr. Patel's Office"}), on="Dr. Patel's Office")
    r.act("click", inbox(convs, "10:22", gone), on="+1 (628) 555-0119")
    r.act("click", inbox(rest, "10:22", snack="3 conversations archived"), on="Archive")
    r.act("click", inbox(rest, "10:22", menu=True), on="Account and settings")
    arch = [(c[0], c[1], c[2]) for c in convs if c[0] in {"USPS", "+1 (628) 555-0119"}] + archived_before
    r.act("click", archived(arch, "10:22"), on="Archived")
    r.act("navigate_back", inbox(rest, "10:23"))
    r.act("click", thread("10:23"), on="Mom")
    rs.add(task="android", tid="h46-android-16", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=6,
           kind="one of the three conversations just archived is missing from the Archived list")


# NewPipe — bad
def t17(rs: RowSet) -> None:
    n = P("org.schabi.newpipe")
    title = "Rust Async/Await Explained - Futures, Executors & Tokio"
    vid = "q9Vd3RkHw2E"

    def trending(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 81)
        out.append(n("ib", (20, 150, 120, 250), None, "Open Drawer", None, click=True))
        out.append(n("tv", (150, 160, 700, 240), "NewPipe", None, None))
        out.append(n("tv", (960, 150, 1060, 250), None, "Search", "action_search", click=True))
        for i, t in enumerate(["Trending", "Subscriptions", "What's New", "Bookmarked Playlists"]):
            out.append(n("iv", (i * 270, 270, i * 270 + 270, 380), None, t, None, click=True, sel=i == 0))
        out.append(n("rv", (0, 390, 1080, 2400), None, None, "items_list", scroll=True))
        y = 400
        for t, meta, dur in [("I Built a Mechanical Keyboard From Scratch", "Chyrosran22 • 1.4M views • 2 days ago", "31:08"),
                             ("The Fastest Growing City You've Never Heard Of", "RealLifeLore • 2.2M views • 1 day ago", "18:44"),
                             ("We Tested Every Budget Robot Vacuum", "Linus Tech Tips • 1.9M views • 3 days ago", "22:10"),
                             ("Why This Bridge Keeps Getting Hit", "Practical Engineering • 1.1M views • 4 days ago", "15:26")]:
            out.append(n("ll", (0, y, 1080, y + 420), None, None, "itemRoot", click=True, long=True))
            out.append(n("tv", (860, y + 250, 1040, y + 300), dur, None, "itemDurationView"))
            out.append(n("tv", (30, y + 310, 1040, y + 370), t, None, "itemVideoTitleView"))
            out.append(n("tv", (30, y + 370, 1040, y + 415), meta, None, "itemAdditionalDetails"))
            y += 440
        return out

    def search(q: str, clock: str, results: bool) -> list[dict[str, Any]]:
        out = bar(clock, 81)
        out.append(n("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(n("et", (130, 150, 900, 250), q or None, "Search", "toolbar_search_edit_text", click=True, edit=True, focus=not results))
        out.append(n("ib", (920, 150, 1040, 250), None, "Clear", "toolbar_search_clear", click=True))
        out.append(n("rv", (0, 270, 1080, 2400), None, None, "items_list" if results else "suggestions_list", scroll=True))
        y = 280
        if not results:
            for s_ in [q, q + " tokio", q + " in 100 seconds", "rust async book", "rust futures explained"][: 5 if q else 0]:
                out.append(n("tv", (120, y, 1000, y + 130), s_, None, "item_suggestion_query", click=True))
                y += 140
            return out
        for t, meta, dur in [(title, "Let's Get Rusty • 187K views • 1 year ago", "24:13"),
                             ("Async Rust in 100 Seconds", "Fireship • 912K views • 10 months ago", "2:41"),
                             ("Crust of Rust: async/await", "Jon Gjengset • 204K views • 4 years ago", "3:16:04"),
                             ("How Tokio Schedules Tasks", "Tokio • 48K views • 2 years ago", "38:57")]:
            out.append(n("ll", (0, y, 1080, y + 260), None, None, "itemRoot", click=True, long=True))
            out.append(n("tv", (360, y + 180, 470, y + 230), dur, None, "itemDurationView"))
            out.append(n("tv", (500, y + 20, 1040, y + 160), t, None, "itemVideoTitleView"))
            out.append(n("tv", (500, y + 165, 1040, y + 240), meta, None, "itemAdditionalDetails"))
            y += 280
        return out

    def detail(clock: str, dialog: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 80)
        out.append(n("fl", (0, 120, 1080, 728), None, "Video player", "player_placeholder", click=True))
        out.append(n("tv", (30, 750, 1040, 880), title, None, "detail_video_title_view", click=True))
        out.append(n("tv", (30, 900, 700, 960), "Let's Get Rusty", None, "detail_uploader_text_view", click=True))
        out.append(n("tv", (30, 960, 700, 1010), "412K subscribers", None, "detail_uploader_subscribers_text_view"))
        out.append(n("tv", (720, 900, 1040, 960), "187,204 views", None, "detail_view_count_view"))
        out.append(n("tv", (720, 960, 1040, 1010), "6,112", "Likes", "detail_thumbs_up_count_view"))
        out.append(n("hs", (0, 1040, 1080, 1180), None, None, "detail_control_panel", scroll=True))
        for i, t in enumerate(["Add to", "Background", "Popup", "Download", "Share", "Open in browser"]):
            out.append(n("tv", (i * 200, 1050, i * 200 + 190, 1170), t, None, f"detail_controls_{t.lower().replace(' ', '_')}", click=True, long=True))
        for i, t in enumerate(["Comments", "Related items", "Description"]):
            out.append(n("iv", (i * 360, 1200, i * 360 + 360, 1300), None, t, None, click=True, sel=i == 0))
        y = 1320
        for who, text_, likes in [("@ferrisfan", "Finally someone explains Pin without hand-waving. The executor diagram at 9:40 is gold.", "412"),
                                  ("@mara_dev", "Would love a follow-up on cancellation safety with select!", "96"),
                                  ("@oxidized_owl", "The part about wakers made it click for me, thanks!", "58")]:
            out.append(n("tv", (140, y, 1040, y + 50), who, None, "itemTitleView"))
            out.append(n("tv", (140, y + 55, 1040, y + 200), text_, None, "itemCommentContentView"))
            out.append(n("tv", (140, y + 205, 400, y + 250), likes, "Likes", "detail_thumbs_up_count_view"))
            y += 280
        if dialog:
            out.append(n("fl", (60, 780, 1020, 1660), None, None, "android:id/content"))
            out.append(n("tv", (120, 820, 960, 890), "Add to playlist", None, "android:id/alertTitle"))
            out.append(n("ll", (120, 920, 960, 1050), "Create new playlist", None, "newPlaylist", click=True))
            for i, (pl, cnt) in enumerate([("Rust learning", "12 videos"), ("Talks to watch", "31 videos"), ("Music for coding", "47 videos")]):
                out.append(n("ll", (120, 1070 + i * 160, 960, 1210 + i * 160), None, None, "itemRoot", click=True))
                out.append(n("tv", (300, 1080 + i * 160, 940, 1140 + i * 160), pl, None, "itemTitleView"))
                out.append(n("tv", (300, 1145 + i * 160, 940, 1195 + i * 160), cnt, None, "itemStreamCountView"))
        return out

    def share(clock: str) -> list[dict[str, Any]]:
        s = P("com.android.intentresolver")
        out = bar(clock, 80)
        out.append(s("fl", (0, 900, 1080, 2400), None, None, "contentPanel"))
        out.append(s("tv", (60, 950, 900, 1010), title, None, "content_preview_title"))
        out.append(s("tv", (60, 1020, 900, 1080), f"https://www.youtube.com/watch?v={vid}", None, "content_preview_text"))
        out.append(s("ib", (920, 960, 1040, 1080), None, "Copy", "copy", click=True))
        out.append(s("btn", (60, 1120, 500, 1220), "Nearby", "Nearby Share", "chooser_nearby_button", click=True))
        for i, app in enumerate(["Messages", "Gmail", "Chrome", "Discord", "Signal", "Keep Notes", "Drive", "Telegram"]):
            x, y = 30 + (i % 4) * 255, 1300 + (i // 4) * 300
            out.append(s("tv", (x, y, x + 250, y + 280), app, app, "text1", click=True, long=True))
        return out

    def chrome(clock: str) -> list[dict[str, Any]]:
        ch = P("com.android.chrome")
        out = bar(clock, 79)
        out.append(ch("ib", (0, 130, 120, 260), None, "Open the home page", "home_button", click=True))
        out.append(ch("iv", (130, 160, 200, 230), None, "Connection is secure", "location_bar_status_icon", click=True))
        out.append(ch("et", (210, 140, 800, 250), f"m.youtube.com/watch?v={vid.replace('Hw2E', 'Hv2E')}", None, "url_bar", click=True, edit=True))
        out.append(ch("ib", (820, 130, 940, 260), None, "Switch or close tabs, 4 open tabs", "tab_switcher_button", click=True))
        out.append(ch("ib", (950, 130, 1070, 260), None, "Customize and control Google Chrome", "menu_button", click=True))
        out.append(ch("wv", (0, 270, 1080, 2400), title + " - YouTube", None, None, scroll=True))
        out.append(ch("v", (0, 280, 1080, 888), None, "Video player", None, click=True))
        out.append(ch("tv", (30, 910, 1040, 1040), title, None, None))
        out.append(ch("tv", (30, 1045, 1040, 1100), "187K views  1y ago", None, None))
        out.append(ch("tv", (140, 1130, 700, 1200), "Let's Get Rusty", None, None, click=True))
        out.append(ch("btn", (760, 1120, 1040, 1210), "Subscribe", None, None, click=True))
        out.append(ch("btn", (30, 1240, 1040, 1350), "Open App", None, None, click=True))
        return out

    q = "rust async await explained"
    r = Run(trending("9:31"))
    r.act("click", search("", "9:31", False), on="Search")
    r.act("input_text", search(q, "9:31", False), on="toolbar_search_edit_text", text=q)
    r.act("keyboard_enter", search(q, "9:32", True))
    r.act("click", detail("9:32"), on=title)
    r.act("click", share("9:32"), on="Share")
    r.act("navigate_back", detail("9:33"))
    r.act("click", chrome("9:33"), on="Open in browser")
    r.act("navigate_back", detail("9:33"))
    r.act("click", detail("9:34", dialog=True), on="Add to")
    rs.add(task="android", tid="h46-android-17", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=7,
           kind="video ID in the URL opened in the browser differs by one character from the one NewPipe shared")


# VLC for Android — clean
def t18(rs: RowSet) -> None:
    v = P("org.videolan.vlc")
    tracks = [("Ain't No Mountain High Enough", "Marvin Gaye & Tammi Terrell", "2:30"), ("Born to Run", "Bruce Springsteen", "4:31"),
              ("Dreams", "Fleetwood Mac", "4:17"), ("Go Your Own Way", "Fleetwood Mac", "3:38"),
              ("Here Comes the Sun", "The Beatles", "3:05"), ("Life Is a Highway", "Tom Cochrane", "4:26"),
              ("Mr. Blue Sky", "Electric Light Orchestra", "5:03"), ("Take It Easy", "Eagles", "3:31")]
    picked = [tracks[1], tracks[3], tracks[6]]

    def nav(out: list[dict[str, Any]], sel: str) -> None:
        for i, t in enumerate(["Video", "Audio", "Browse", "Playlists", "More"]):
            out.append(v("fl", (i * 216, 2220, i * 216 + 216, 2400), t, t, f"nav_{t.lower()}", click=True, sel=t == sel))

    def player(out: list[dict[str, Any]], pos: str | None) -> None:
        if pos is None:
            return
        out.append(v("fl", (0, 2040, 1080, 2210), None, None, "audio_player_container", click=True))
        out.append(v("tv", (200, 2055, 820, 2115), "Born to Run", None, "title"))
        out.append(v("tv", (200, 2120, 820, 2175), "Bruce Springsteen", None, "artist"))
        out.append(v("ib", (860, 2060, 1000, 2190), None, "Pause", "header_play_pause", click=True))
        out.append(v("pb", (0, 2200, 1080, 2210), None, f"{pos} / 4:31", "progressBar"))

    def track_list(clock: str, sel: set[str] = frozenset(), snack: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 66)
        if sel:
            out.append(v("ib", (20, 150, 120, 250), None, "Done", "action_mode_close_button", click=True))
            out.append(v("tv", (140, 160, 500, 240), str(len(sel)), None, "action_bar_title"))
            for i, d in enumerate(["Play", "Append", "Add to playlist", "Information", "More options"]):
                out.append(v("tv", (520 + i * 108, 150, 620 + i * 108, 250), None, d, f"action_mode_audio_{d.split()[0].lower()}", click=True))
        else:
            out.append(v("tv", (48, 160, 600, 240), "Audio", None, "toolbar_title"))
            for i, d in enumerate(["Search", "Sort by", "More options"]):
                out.append(v("tv", (750 + i * 105, 150, 850 + i * 105, 250), None, d, f"ml_menu_{d.split()[0].lower()}", click=True))
        for i, t in enumerate(["ARTISTS", "ALBUMS", "TRACKS", "GENRES"]):
            out.append(v("tv", (i * 270, 270, i * 270 + 270, 370), t, None, None, click=True, sel=t == "TRACKS"))
        out.append(v("rv", (0, 380, 1080, 2210), None, None, "audio_list", scroll=True))
        y = 390
        for t, a, d in tracks:
            out.append(v("ll", (0, y, 1080, y + 190), None, None, "audio_item_container", click=True, long=True, sel=t in sel))
            out.append(v("iv", (30, y + 25, 170, y + 165), None, "Selected" if t in sel else None, "item_cover"))
            out.append(v("tv", (200, y + 30, 880, y + 95), t, None, "audio_item_title"))
            out.append(v("tv", (200, y + 100, 880, y + 160), f"{a} · {d}", None, "audio_item_subtitle"))
            out.append(v("ib", (920, y + 45, 1040, y + 145), None, "More Actions", "item_more", click=True))
            y += 200
        if snack:
            out.append(v("tv", (40, 2050, 1040, 2170), snack, None, "snackbar_text"))
        nav(out, "Audio")
        return out

    def add_dialog(name: str, clock: str) -> list[dict[str, Any]]:
        out = track_list(clock, {p[0] for p in picked})
        out.append(v("fl", (0, 1100, 1080, 2400), None, None, "design_bottom_sheet"))
        out.append(v("tv", (48, 1130, 1030, 1200), "Add to playlist", None, "dialog_playlist_title"))
        out.append(v("et", (48, 1230, 780, 1360), name or None, "New playlist", "dialog_playlist_name", click=True, edit=True, focus=bool(name)))
        out.append(v("btn", (800, 1240, 1040, 1350), "Create", None, "dialog_playlist_save", click=True))
        for i, (pl, cnt) in enumerate([("Chill evening", "23 tracks"), ("Workout", "41 tracks")]):
            out.append(v("ll", (48, 1400 + i * 170, 1040, 1560 + i * 170), None, None, "playlist_item", click=True))
            out.append(v("tv", (220, 1420 + i * 170, 1020, 1480 + i * 170), pl, None, "title"))
            out.append(v("tv", (220, 1485 + i * 170, 1020, 1540 + i * 170), cnt, None, "subtitle"))
        return out

    def playlists(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 65)
        out.append(v("tv", (48, 160, 600, 240), "Playlists", None, "toolbar_title"))
        for i, d in enumerate(["Search", "Sort by", "More options"]):
            out.append(v("tv", (750 + i * 105, 150, 850 + i * 105, 250), None, d, f"ml_menu_{d.split()[0].lower()}", click=True))
        out.append(v("rv", (0, 270, 1080, 2210), None, None, "playlists_list", scroll=True))
        y = 290
        for pl, meta in [("Chill evening", "23 tracks · 1 h 34 min"), ("Road trip", "3 tracks · 13 min"), ("Workout", "41 tracks · 2 h 47 min")]:
            out.append(v("ll", (0, y, 1080, y + 220), None, None, "playlist_item", click=True, long=True))
            out.append(v("iv", (30, y + 20, 210, y + 200), None, None, "item_cover"))
            out.append(v("tv", (240, y + 40, 900, y + 110), pl, None, "title"))
            out.append(v("tv", (240, y + 115, 900, y + 170), meta, None, "subtitle"))
            out.append(v("ib", (920, y + 60, 1040, y + 160), None, "More Actions", "item_more", click=True))
            y += 230
        nav(out, "Playlists")
        return out

    def playlist(rows: list[tuple[str, str, str]], clock: str, pos: str | None, sort_menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 65, ("VLC notification: Born to Run",) if pos else ())
        out.append(v("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(v("tv", (140, 160, 600, 240), "Road trip", None, "toolbar_title"))
        for i, d in enumerate(["Sort by", "More options"]):
            out.append(v("tv", (850 + i * 105, 150, 950 + i * 105, 250), None, d, f"ml_menu_{d.split()[0].lower()}", click=True))
        out.append(v("iv", (0, 270, 1080, 810), None, None, "playlist_cover"))
        out.append(v("tv", (48, 830, 1030, 910), "Road trip", None, "header_title"))
        out.append(v("tv", (48, 915, 1030, 970), "3 tracks · 13 min", None, "header_subtitle"))
        out.append(v("btn", (48, 1000, 520, 1110), "Play", "Play all", "play_btn", click=True))
        out.append(v("btn", (560, 1000, 1030, 1110), "Shuffle", "Shuffle all", "shuffle_btn", click=True))
        y = 1140
        for t, a, d in rows:
            playing = pos is not None and t == "Born to Run"
            out.append(v("ll", (0, y, 1080, y + 190), None, None, "audio_item_container", click=True, long=True, sel=playing))
            out.append(v("tv", (200, y + 30, 880, y + 95), t, "Now playing" if playing else None, "audio_item_title"))
            out.append(v("tv", (200, y + 100, 880, y + 160), f"{a} · {d}", None, "audio_item_subtitle"))
            out.append(v("ib", (920, y + 45, 1040, y + 145), None, "More Actions", "item_more", click=True))
            y += 200
        player(out, pos)
        nav(out, "Playlists")
        if sort_menu:
            out.append(v("lv", (560, 160, 1060, 760), None, None, None))
            for i, t in enumerate(["Name", "Artist", "Album", "Duration", "Custom"]):
                out.append(v("rb", (580, 180 + i * 115, 1040, 285 + i * 115), t, None, "title", click=True, check=t == "Custom"))
        return out

    r = Run(track_list("5:12"))
    r.act("long_press", track_list("5:12", {"Born to Run"}), on="Born to Run")
    r.act("click", track_list("5:12", {"Born to Run", "Go Your Own Way"}), on="Go Your Own Way")
    r.act("click", track_list("5:13", {p[0] for p in picked}), on="Mr. Blue Sky")
    r.act("click", add_dialog("", "5:13"), on="Add to playlist")
    r.act("input_text", add_dialog("Road trip", "5:13"), on="dialog_playlist_name", text="Road trip")
    r.act("click", track_list("5:13", snack="3 tracks added to playlist Road trip"), on="Create")
    r.act("click", playlists("5:14"), on="nav_playlists")
    r.act("click", playlist(picked, "5:14", None), on="Road trip")
    r.act("click", playlist(picked, "5:14", "0:02"), on="Play all")
    r.act("wait", playlist(picked, "5:15", "0:31"))
    r.act("click", playlist(picked, "5:15", "0:38", sort_menu=True), on="Sort by")
    by_dur = sorted(picked, key=lambda t: int(t[2].replace(":", "")))
    r.act("click", playlist(by_dur, "5:15", "0:44"), on="Duration")
    rs.add(task="android", tid="h46-android-18", system=SYSTEM, turns=r.turns, state=r.state)


# Simple Gallery — bad
def t19(rs: RowSet) -> None:
    s = P("com.simplemobiletools.gallery.pro")
    media = ["IMG_20250821_131402.jpg", "IMG_20250821_131355.jpg", "IMG_20250821_090714.jpg", "IMG_20250820_190233.jpg",
             "IMG_20250820_190230.jpg", "VID_20250819_174501.mp4", "IMG_20250819_121148.jpg", "IMG_20250818_203317.jpg",
             "IMG_20250818_203309.jpg", "IMG_20250817_101522.jpg", "IMG_20250816_184045.jpg", "IMG_20250816_184040.jpg"]
    picks = ["IMG_20250821_131402.jpg", "IMG_20250821_131355.jpg", "IMG_20250820_190233.jpg"]

    def grid(items: list[str], clock: str, sel: list[str] | None = None, total: str = "1284", toast: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 49)
        if sel:
            out.append(s("ib", (20, 150, 120, 250), None, "Done", "action_mode_close_button", click=True))
            out.append(s("tv", (140, 160, 480, 240), f"{len(sel)} / {total}", None, "action_bar_title"))
            for i, d in enumerate(["Share", "Delete", "Move to", "More options"]):
                out.append(s("tv", (620 + i * 110, 150, 720 + i * 110, 250), None, d, f"cab_{d.split()[0].lower()}", click=True))
        else:
            out.append(s("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
            out.append(s("tv", (140, 160, 600, 240), "Camera", None, "action_bar_title"))
            for i, d in enumerate(["Search", "Sort by", "More options"]):
                out.append(s("tv", (740 + i * 105, 150, 840 + i * 105, 250), None, d, f"menu_{d.split()[0].lower()}", click=True))
        out.append(s("rv", (0, 270, 1080, 2400), None, None, "media_grid", scroll=True))
        out.append(s("tv", (30, 280, 1040, 340), "Thu, Aug 21, 2025", None, "medium_section"))
        for i, name in enumerate(items):
            x, y = (i % 3) * 360, 350 + (i // 3) * 420
            out.append(s("fl", (x, y, x + 355, y + 415), None, None, "media_item_holder", click=True, long=True, sel=bool(sel) and name in sel))
            out.append(s("iv", (x + 5, y + 5, x + 350, y + 350), None, name, "medium_thumbnail"))
            out.append(s("tv", (x + 10, y + 355, x + 350, y + 410), name, None, "medium_name"))
            if name.endswith(".mp4"):
                out.append(s("tv", (x + 240, y + 300, x + 345, y + 345), "0:42", None, "video_duration"))
            if sel and name in sel:
                out.append(s("iv", (x + 270, y + 15, x + 340, y + 85), None, "Selected", "medium_check"))
        if toast:
            out.append(s("tv", (240, 2050, 840, 2150), toast, None, "android:id/message"))
        return out

    def picker(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 49)
        out.append(s("fl", (40, 400, 1040, 2000), None, None, "android:id/content"))
        out.append(s("tv", (100, 440, 980, 510), "Select a folder", None, "android:id/alertTitle"))
        out.append(s("rv", (80, 540, 1000, 1820), None, None, "directories_grid", scroll=True))
        folders = ["Camera", "Download", "Instagram", "Pictures", "Screenshots", "WhatsApp Images"]
        for i, f in enumerate(folders):
            x, y = 80 + (i % 3) * 310, 560 + (i // 3) * 330
            out.append(s("fl", (x, y, x + 300, y + 320), None, None, "dir_holder", click=True))
            out.append(s("tv", (x + 10, y + 250, x + 290, y + 310), f, None, "dir_name"))
        out.append(s("ib", (100, 1850, 220, 1970), None, "Create new folder", "directories_new_folder", click=True))
        out.append(s("ib", (240, 1850, 360, 1970), None, "Show hidden", "directories_show_hidden", click=True))
        out.append(s("btn", (760, 1860, 980, 1970), "Cancel", None, "android:id/button2", click=True))
        return out

    def new_folder(name: str, clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 48)
        out.append(s("fl", (60, 760, 1020, 1540), None, None, "android:id/content"))
        out.append(s("tv", (120, 800, 960, 870), "Create new folder", None, "android:id/alertTitle"))
        out.append(s("tv", (120, 900, 960, 960), "Path", None, None))
        out.append(s("tv", (120, 965, 960, 1030), "/storage/emulated/0/Pictures/", None, "folder_path"))
        out.append(s("et", (120, 1070, 960, 1200), name or None, "Folder", "folder_name", click=True, edit=True, focus=True))
        out.append(s("btn", (500, 1400, 720, 1500), "Cancel", None, "android:id/button2", click=True))
        out.append(s("btn", (740, 1400, 980, 1500), "OK", None, "android:id/button1", click=True))
        return out

    def viewer(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 48)
        out.append(s("iv", (0, 0, 1080, 2400), None, "IMG_20250821_090714.jpg", "gestures_view", click=True, long=True))
        out.append(s("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(s("tv", (140, 160, 700, 240), "IMG_20250821_090714.jpg", None, "action_bar_title"))
        for i, d in enumerate(["Favorite", "Edit", "Share", "Delete", "Rotate", "Properties", "More options"]):
            out.append(s("iv", (i * 154, 2230, i * 154 + 150, 2380), None, d, f"bottom_{d.lower().replace(' ', '_')}", click=True))
        out.append(s("tv", (30, 2100, 1050, 2200), "Aug 21, 2025 9:07 AM · 4.1 MB · 4080 x 3072", None, "bottom_details"))
        return out

    left = [m for m in media if m not in picks] + ["IMG_20250815_220914.jpg", "IMG_20250815_220902.jpg", "IMG_20250815_143015.jpg"]
    r = Run(grid(media, "1:35"))
    r.act("long_press", grid(media, "1:35", picks[:1]), on=picks[0])
    r.act("click", grid(media, "1:35", picks[:2]), on=picks[1])
    r.act("click", grid(media, "1:36", picks, total="1248"), on=picks[2])
    r.act("click", picker("1:36"), on="Move to")
    r.act("click", new_folder("", "1:36"), on="Create new folder")
    r.act("input_text", new_folder("Receipts 2025", "1:37"), on="folder_name", text="Receipts 2025")
    r.act("click", grid(left, "1:37", toast="Moving…"), on="OK")
    r.act("click", viewer("1:37"), on="IMG_20250821_090714.jpg")
    rs.add(task="android", tid="h46-android-19", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=3,
           kind="selection counter total for the Camera folder reads 1248 instead of 1284 with no files added or removed")


# DoorDash — clean
def t20(rs: RowSet) -> None:
    d = P("com.dd.doordash")
    menu = [("Chicken Salad", "$17.50", "Rotisserie chicken, mixed greens, mizithra, pickled red onion"),
            ("Pork Sandwich", "$15.75", "Spit-roasted pork, tomato, pickled onion, yogurt sauce"),
            ("Greek Fries", "$6.95", "Mizithra cheese, oregano, lemon"),
            ("Frozen Greek Yogurt", "$7.25", "Straus yogurt, baklava crumble, olive oil"),
            ("Lamb Sandwich", "$17.25", "Roasted lamb, mint, yogurt, cucumber")]

    def store(clock: str, cart: tuple[int, str] | None) -> list[dict[str, Any]]:
        out = bar(clock, 38)
        out.append(d("ib", (20, 150, 120, 250), None, "Back", None, click=True))
        out.append(d("ib", (840, 150, 940, 250), None, "Search store menu", None, click=True))
        out.append(d("ib", (960, 150, 1060, 250), None, "Save store", None, click=True))
        out.append(d("tv", (40, 300, 1040, 400), "Souvla", None, "store_name"))
        out.append(d("tv", (40, 405, 1040, 460), "4.8 ★ (5k+ ratings) • 0.9 mi • $$", None, "store_info"))
        out.append(d("tv", (40, 465, 1040, 520), "DashPass · $0 delivery fee on $12+", None, "dashpass_banner"))
        out.append(d("btn", (40, 550, 520, 650), "Delivery 25–35 min", None, "delivery_toggle", click=True, sel=True))
        out.append(d("btn", (560, 550, 1040, 650), "Pickup 10–20 min", None, "pickup_toggle", click=True))
        out.append(d("tv", (40, 690, 1040, 760), "Most Ordered", None, "menu_category"))
        out.append(d("rv", (0, 770, 1080, 2400), None, None, "store_menu_recycler", scroll=True))
        y = 780
        for name, price, desc in menu:
            out.append(d("ll", (0, y, 1080, y + 250), None, None, "menu_item", click=True))
            out.append(d("tv", (40, y + 20, 760, y + 80), name, None, "item_name"))
            out.append(d("tv", (40, y + 85, 760, y + 185), desc, None, "item_description"))
            out.append(d("tv", (40, y + 190, 300, y + 240), price, None, "item_price"))
            out.append(d("ib", (930, y + 150, 1030, y + 240), None, f"Add {name} to cart", "quick_add_button", click=True))
            y += 260
        if cart:
            out.append(d("btn", (40, 2200, 1040, 2330), f"View cart · {cart[0]} item{'s' if cart[0] > 1 else ''} · {cart[1]}", None, "view_cart_button", click=True))
        return out

    def item(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 38)
        out.append(d("ib", (20, 150, 120, 250), None, "Close", None, click=True))
        out.append(d("iv", (0, 270, 1080, 900), None, "Chicken Salad", "item_image"))
        out.append(d("tv", (40, 930, 1040, 1010), "Chicken Salad", None, "item_name"))
        out.append(d("tv", (40, 1015, 1040, 1120), menu[0][2], None, "item_description"))
        out.append(d("tv", (40, 1140, 1040, 1200), "Dressing · Required", None, "option_header"))
        for i, (t, chk) in enumerate([("Lemon vinaigrette", True), ("Yogurt dressing", False), ("No dressing", False)]):
            out.append(d("rb", (40, 1220 + i * 120, 1040, 1330 + i * 120), t, None, "option_radio", click=True, check=chk))
        out.append(d("tv", (40, 1600, 1040, 1660), "Add protein · Optional", None, "option_header"))
        out.append(d("cb", (40, 1680, 1040, 1790), "Extra chicken +$5.00", None, "option_checkbox", click=True, check=False))
        out.append(d("ib", (40, 2210, 160, 2330), None, "Decrease quantity", None, click=True))
        out.append(d("tv", (170, 2230, 250, 2310), "1", None, "quantity"))
        out.append(d("ib", (260, 2210, 380, 2330), None, "Increase quantity", None, click=True))
        out.append(d("btn", (420, 2200, 1040, 2340), "Add to cart - $17.50", None, "add_to_cart_button", click=True))
        return out

    def checkout(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 37)
        out.append(d("ib", (20, 150, 120, 250), None, "Back", None, click=True))
        out.append(d("tv", (150, 160, 700, 240), "Checkout", None, None))
        out.append(d("sv", (0, 270, 1080, 2180), None, None, None, scroll=True))
        out.append(d("tv", (40, 290, 1040, 350), "Delivery · 25–35 min", None, "eta"))
        out.append(d("tv", (40, 355, 1040, 420), "431 Fell St Apt 3, San Francisco, CA 94102", None, "address", click=True))
        out.append(d("tv", (40, 460, 1040, 520), "Souvla · 2 items", None, "cart_header"))
        for i, (n_, p_, opt) in enumerate([("Chicken Salad", "$17.50", "Lemon vinaigrette"), ("Greek Fries", "$6.95", None)]):
            y = 540 + i * 170
            out.append(d("tv", (40, y, 120, y + 60), "1×", None, "quantity"))
            out.append(d("tv", (140, y, 820, y + 60), n_, None, "item_name"))
            if opt:
                out.append(d("tv", (140, y + 65, 820, y + 115), opt, None, "item_options"))
            out.append(d("tv", (840, y, 1040, y + 60), p_, None, "item_price"))
        rows = [("Subtotal", "$24.45"), ("Delivery Fee", "$0.00"), ("Service Fee", "$3.67"), ("Estimated Tax", "$2.22"), ("Dasher Tip", "$4.00")]
        for i, (k_, v_) in enumerate(rows):
            y = 930 + i * 80
            out.append(d("tv", (40, y, 700, y + 60), k_, None, "line_item_label"))
            out.append(d("tv", (760, y, 1040, y + 60), v_, None, "line_item_value"))
        for i, t in enumerate(["15%", "18%", "20%", "Other"]):
            out.append(d("btn", (40 + i * 250, 1350, 270 + i * 250, 1440), t, None, "tip_option", click=True, sel=False))
        out.append(d("tv", (40, 1480, 700, 1550), "Total", None, "total_label"))
        out.append(d("tv", (760, 1480, 1040, 1550), "$34.34", None, "total_value"))
        out.append(d("tv", (40, 1590, 1040, 1650), "Visa •••• 4417", None, "payment_method", click=True))
        out.append(d("btn", (40, 2200, 1040, 2330), "Place Order", None, "place_order_button", click=True))
        return out

    def tracking(clock: str, status: str, eta: str, step: int, dasher: str | None) -> list[dict[str, Any]]:
        out = bar(clock, 37, ("DoorDash notification: " + status,))
        out.append(d("v", (0, 120, 1080, 1050), None, "Map showing Souvla and your address", "map", click=True))
        out.append(d("ib", (20, 150, 120, 250), None, "Close", None, click=True))
        out.append(d("tv", (40, 1080, 1040, 1160), eta, None, "eta_range"))
        out.append(d("tv", (40, 1165, 1040, 1220), "Estimated arrival", None, "eta_label"))
        out.append(d("tv", (40, 1240, 1040, 1320), status, None, "status_title"))
        for i, t in enumerate(["Order placed", "Preparing", "Picked up", "Delivered"]):
            out.append(d("v", (40 + i * 250, 1350, 270 + i * 250, 1370), None, f"{t}, {'complete' if i < step else 'in progress' if i == step else 'not started'}", "progress_segment"))
        if dasher:
            out.append(d("iv", (40, 1420, 180, 1560), None, dasher, "dasher_avatar"))
            out.append(d("tv", (210, 1430, 800, 1490), dasher, None, "dasher_name"))
            out.append(d("tv", (210, 1495, 800, 1550), "Toyota Prius · White · 8KXW214", None, "dasher_vehicle"))
            out.append(d("ib", (820, 1440, 920, 1540), None, "Message Dasher", None, click=True))
            out.append(d("ib", (940, 1440, 1040, 1540), None, "Call Dasher", None, click=True))
        out.append(d("tv", (40, 1620, 1040, 1680), "Souvla · 2 items · $34.34", None, "order_summary", click=True))
        out.append(d("tv", (40, 1690, 1040, 1750), "Order #a41f7c · 431 Fell St Apt 3", None, "order_id"))
        out.append(d("btn", (40, 2200, 1040, 2330), "Help", None, "help_button", click=True))
        return out

    r = Run(store("6:51", None))
    r.act("click", item("6:51"), on="Chicken Salad")
    r.act("click", store("6:52", (1, "$17.50")), on="add_to_cart_button")
    r.act("click", store("6:52", (2, "$24.45")), on="Add Greek Fries to cart")
    r.act("click", checkout("6:52"), on="view_cart_button")
    r.act("click", tracking("6:53", "Confirming your order with Souvla", "7:18 – 7:28 PM", 0, None), on="Place Order")
    r.act("wait", tracking("6:58", "Souvla is preparing your order", "7:16 – 7:26 PM", 1, "Marcus"))
    r.act("wait", tracking("7:09", "Marcus is picking up your order", "7:19 – 7:25 PM", 2, "Marcus"))
    rs.add(task="android", tid="h46-android-20", system=SYSTEM, turns=r.turns, state=r.state)


# KDE Connect — clean
def t21(rs: RowSet) -> None:
    k = P("org.kde.kdeconnect_tp")

    def devices(clock: str, extra: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        out = bar(clock, 71, ("KDE Connect notification: Connected to 1 device",) + extra)
        out.append(k("ib", (20, 150, 120, 250), None, "Open navigation drawer", None, click=True))
        out.append(k("tv", (150, 160, 700, 240), "KDE Connect", None, None))
        out.append(k("tv", (960, 150, 1060, 250), None, "Refresh", "menu_refresh", click=True))
        out.append(k("tv", (48, 290, 1030, 350), "Connected devices", None, "list_header"))
        out.append(k("ll", (0, 360, 1080, 520), None, None, "list_item_entry", click=True))
        out.append(k("iv", (48, 390, 148, 490), None, "Laptop", "list_item_entry_icon"))
        out.append(k("tv", (180, 400, 1030, 480), "thinkpad-t14", None, "list_item_entry_title"))
        out.append(k("tv", (48, 560, 1030, 620), "Available devices", None, "list_header"))
        out.append(k("ll", (0, 630, 1080, 790), None, None, "list_item_entry", click=True))
        out.append(k("iv", (48, 660, 148, 760), None, "Tablet", "list_item_entry_icon"))
        out.append(k("tv", (180, 670, 1030, 750), "Surface-Go-3", None, "list_item_entry_title"))
        out.append(k("tv", (48, 830, 1030, 890), "Remembered devices", None, "list_header"))
        out.append(k("ll", (0, 900, 1080, 1060), None, None, "list_item_entry", click=True))
        out.append(k("iv", (48, 930, 148, 1030), None, "Desktop", "list_item_entry_icon"))
        out.append(k("tv", (180, 940, 1030, 1020), "studio-desktop", None, "list_item_entry_title"))
        out.append(k("tv", (48, 1100, 1030, 1220), "If your device is not listed, make sure KDE Connect is running on it and both are on the same network.", None, "pair_instructions"))
        return out

    def device(clock: str, batt_pc: int, extra: tuple[str, ...] = (), menu: bool = False, toast: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 71, ("KDE Connect notification: Connected to 1 device",) + extra)
        out.append(k("ib", (20, 150, 120, 250), None, "Open navigation drawer", None, click=True))
        out.append(k("tv", (150, 160, 700, 240), "thinkpad-t14", None, None))
        out.append(k("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(k("tv", (48, 290, 1030, 350), f"Battery: {batt_pc}% (discharging)", None, "battery_status"))
        plugins = ["Multimedia control", "Remote input", "Presentation remote", "Run command", "Send clipboard", "Send files", "Ring"]
        for i, p in enumerate(plugins):
            y = 380 + i * 170
            out.append(k("ll", (0, y, 1080, y + 160), None, None, "button", click=True))
            out.append(k("iv", (48, y + 30, 148, y + 130), None, None, "button_icon"))
            out.append(k("tv", (180, y + 45, 1030, y + 115), p, None, "button_text"))
        if menu:
            out.append(k("lv", (560, 160, 1060, 820), None, None, None))
            for i, t in enumerate(["Ping", "Plugin settings", "Encryption info", "Unpair"]):
                out.append(k("tv", (580, 180 + i * 150, 1040, 310 + i * 150), t, None, "title", click=True))
        if toast:
            out.append(k("tv", (300, 2080, 780, 2170), toast, None, "android:id/message"))
        return out

    def picker(clock: str) -> list[dict[str, Any]]:
        dui = P("com.google.android.documentsui")
        out = bar(clock, 71)
        out.append(dui("ib", (20, 150, 120, 250), None, "Show roots", None, click=True))
        out.append(dui("tv", (150, 160, 700, 240), "Recent", None, None))
        out.append(dui("tv", (860, 150, 960, 250), None, "Search", "option_menu_search", click=True))
        out.append(dui("iv", (970, 150, 1060, 250), None, "More options", None, click=True))
        out.append(dui("tv", (48, 280, 1030, 340), "Files in Recent", None, "header_title"))
        out.append(dui("rv", (0, 350, 1080, 2400), None, None, "dir_list", scroll=True))
        y = 360
        for name, meta in [("Invoice_Aug_2025.pdf", "182 kB · Sep 3"), ("IMG_20250903_182211.jpg", "3.6 MB · Sep 3"),
                           ("trip-itinerary-lisbon.docx", "48 kB · Sep 2"), ("Screenshot_20250901-094512.png", "812 kB · Sep 1"),
                           ("boarding-pass-TP1347.pdf", "221 kB · Aug 30")]:
            out.append(dui("ll", (0, y, 1080, y + 180), None, None, "item_root", click=True, long=True))
            out.append(dui("iv", (48, y + 40, 148, y + 140), None, None, "icon_mime"))
            out.append(dui("tv", (180, y + 30, 1030, y + 95), name, None, "android:id/title"))
            out.append(dui("tv", (180, y + 100, 1030, y + 150), meta, None, "summary"))
            y += 190
        return out

    def commands(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 70, ("KDE Connect notification: Connected to 1 device", "KDE Connect notification: Sent 1 file"))
        out.append(k("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(k("tv", (150, 160, 700, 240), "Run command", None, None))
        y = 290
        for name, cmd in [("Lock screen", "loginctl lock-session"), ("Suspend", "systemctl suspend"),
                          ("Mute audio", "pactl set-sink-mute @DEFAULT_SINK@ toggle"), ("Open Downloads", "xdg-open ~/Downloads")]:
            out.append(k("ll", (0, y, 1080, y + 180), None, None, None, click=True))
            out.append(k("tv", (48, y + 25, 1030, y + 95), name, None, "list_item_entry_title"))
            out.append(k("tv", (48, y + 100, 1030, y + 155), cmd, None, "list_item_entry_summary"))
            y += 190
        out.append(k("tv", (48, y + 30, 1030, y + 140), "You can add commands in the KDE Connect system settings on the desktop.", None, "addComandExplanation"))
        return out

    r = Run(devices("9:05"))
    r.act("click", device("9:05", 54), on="thinkpad-t14")
    r.act("click", picker("9:06"), on="Send files")
    r.act("click", device("9:06", 54, ("KDE Connect notification: Sending file to thinkpad-t14",)), on="Invoice_Aug_2025.pdf")
    r.act("click", device("9:07", 53, ("KDE Connect notification: Sent 1 file",), menu=True), on="More options")
    r.act("click", device("9:07", 53, ("KDE Connect notification: Sent 1 file",), toast="Ping sent"), on="Ping")
    r.act("click", commands("9:07"), on="Run command")
    rs.add(task="android", tid="h46-android-21", system=SYSTEM, turns=r.turns, state=r.state)


# Phone — bad
def t22(rs: RowSet) -> None:
    p = P("com.google.android.dialer")

    def calls(ago: str, dad_time: str, blocked: bool) -> list[tuple[str, str | None, str, str, str]]:
        return [
            ("Today", None, "+1 415-555-0166", "Missed call", ("Blocked" if blocked else "Suspected spam caller") + f" • {ago}"),
            ("Today", None, "Dad", "Outgoing call", f"Mobile • {dad_time}"),
            ("Today", None, "Dr. Nguyen's Office", "Incoming call", "Work • 9:05 AM"),
            ("Yesterday", None, "Priya Shah", "Missed call", "Mobile • 7:31 PM"),
            ("Yesterday", None, "Kaiser Permanente", "Incoming call", "Oakland, CA • 4:46 PM"),
            ("Yesterday", None, "+1 650-555-0123", "Incoming call", "Palo Alto, CA • 2:14 PM"),
            ("Older", None, "Mom", "Outgoing call", "Mobile • Mon 6:12 PM"),
            ("Older", None, "(510) 555-0199", "Missed call", "Oakland, CA • Sun 11:03 AM"),
        ]

    def recents(rows: list[tuple[str, str | None, str, str, str]], clock: str, expanded: str | None = None,
                snack: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
        out = bar(clock, 83)
        out.append(p("tv", (48, 150, 860, 250), "Search contacts & places", None, "search_box_start_search", click=True))
        out.append(p("iv", (960, 150, 1060, 250), None, "More options", "main_options_menu_button", click=True))
        out.append(p("rv", (0, 270, 1080, 2220), None, None, "new_call_log_recycler_view", scroll=True))
        y, grp = 280, ""
        for g_, _, name, kind, sub in rows:
            if g_ != grp:
                grp = g_
                out.append(p("tv", (48, y, 1030, y + 70), g_, None, "header"))
                y += 80
            out.append(p("ll", (0, y, 1080, y + 170), None, None, "call_log_entry", click=True, long=True))
            out.append(p("iv", (40, y + 35, 140, y + 135), None, f"Photo for {name}", "quick_contact_photo", click=True))
            out.append(p("tv", (180, y + 25, 860, y + 90), name, None, "primary_text"))
            out.append(p("iv", (180, y + 100, 220, y + 140), None, kind, "call_type_icon"))
            out.append(p("tv", (230, y + 95, 860, y + 150), sub, None, "call_log_entry_secondary_text"))
            out.append(p("ib", (940, y + 35, 1040, y + 135), None, f"Call {name}", "call_button", click=True))
            y += 170
            if expanded == name:
                for i, a in enumerate(["Message", "History", "Block / report spam"]):
                    out.append(p("tv", (140 + i * 310, y, 440 + i * 310, y + 120), a, None, "call_log_action", click=True))
                y += 130
            if y > 2050:
                break
        for i, t in enumerate(["Favorites", "Recents", "Contacts", "Voicemail"]):
            out.append(p("fl", (i * 270, 2230, i * 270 + 270, 2400), t, t, "bottom_nav_" + t.lower(), click=True, sel=t == "Recents"))
        if snack:
            out.append(p("tv", (40, 2080, 1040, 2200), snack, None, "snackbar_text"))
        if menu:
            out.append(p("lv", (560, 160, 1060, 700), None, None, None))
            for i, t in enumerate(["Call history", "Settings", "Clear frequents", "Help & feedback"]):
                out.append(p("tv", (580, 180 + i * 130, 1040, 300 + i * 130), t, None, "title", click=True))
        return out

    def block_dialog(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 83)
        out.append(p("fl", (60, 800, 1020, 1560), None, None, "android:id/content"))
        out.append(p("tv", (120, 850, 960, 920), "Block +1 415-555-0166?", None, "android:id/alertTitle"))
        out.append(p("tv", (120, 940, 960, 1120), "You will no longer receive calls or texts from this number.", None, "android:id/message"))
        out.append(p("cb", (120, 1150, 960, 1250), "Report call as spam", None, "report_number_checkbox", click=True, check=True))
        out.append(p("btn", (500, 1420, 720, 1520), "Cancel", None, "android:id/button2", click=True))
        out.append(p("btn", (740, 1420, 980, 1520), "Block", None, "android:id/button1", click=True))
        return out

    def settings(clock: str) -> list[dict[str, Any]]:
        out = bar(clock, 82)
        out.append(p("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(p("tv", (150, 160, 700, 240), "Settings", None, None))
        out.append(p("rv", (0, 270, 1080, 2400), None, None, "recycler_view", scroll=True))
        for i, t in enumerate(["Display options", "Sounds and vibration", "Quick responses", "Calls", "Blocked numbers",
                               "Voicemail", "Accessibility", "Assisted dialing", "Caller ID & spam", "Nearby places"]):
            out.append(p("tv", (48, 290 + i * 170, 1030, 440 + i * 170), t, None, "android:id/title", click=True))
        return out

    def blocked(nums: list[str], clock: str, dialog: str | None = None) -> list[dict[str, Any]]:
        out = bar(clock, 82)
        out.append(p("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(p("tv", (150, 160, 700, 240), "Blocked numbers", None, None))
        out.append(p("sw", (48, 290, 1030, 420), "Unknown", None, "block_unknown_switch", click=True, check=False))
        out.append(p("tv", (48, 425, 1030, 500), "Block calls from unidentified callers", None, "android:id/summary"))
        out.append(p("tv", (48, 540, 1030, 640), "Add a number", None, "add_blocked", click=True))
        y = 680
        for n_ in nums:
            out.append(p("ll", (0, y, 1080, y + 150), None, None, "blocked_number_row"))
            out.append(p("tv", (48, y + 40, 860, y + 110), n_, None, "blocked_number"))
            out.append(p("ib", (900, y + 25, 1040, y + 125), None, f"Unblock {n_}", "delete_button", click=True))
            y += 150
        out.append(p("tv", (48, y + 40, 1030, y + 200), "Calls and texts from these numbers will be rejected. Blocked numbers still appear in Recents.", None, "blocked_footer"))
        if dialog:
            out.append(p("fl", (60, 900, 1020, 1440), None, None, "android:id/content"))
            out.append(p("tv", (120, 950, 960, 1020), f"Unblock {dialog}?", None, "android:id/alertTitle"))
            out.append(p("tv", (120, 1040, 960, 1160), "This number will be able to call and text you.", None, "android:id/message"))
            out.append(p("btn", (500, 1300, 720, 1400), "Cancel", None, "android:id/button2", click=True))
            out.append(p("btn", (740, 1300, 980, 1400), "Unblock", None, "android:id/button1", click=True))
        return out

    def thread(clock: str) -> list[dict[str, Any]]:
        g = P("com.google.android.apps.messaging")
        out = bar(clock, 82)
        out.append(g("ib", (20, 150, 120, 250), None, "Navigate up", None, click=True))
        out.append(g("tv", (150, 150, 700, 250), "Dad", None, "conversation_title"))
        out.append(g("tv", (740, 150, 840, 250), None, "Voice call", "action_call", click=True))
        out.append(g("iv", (960, 150, 1060, 250), None, "More options", None, click=True))
        out.append(g("rv", (0, 270, 1080, 2080), None, None, "messages_list", scroll=True))
        out.append(g("tv", (300, 300, 780, 360), "Sep 28 · 8:14 PM", None, "timestamp"))
        out.append(g("tv", (40, 390, 760, 540), "Landed safe, thanks for the pickup!", "Dad said Landed safe, thanks for the pickup!", "message_text"))
        out.append(g("tv", (320, 570, 1040, 720), "Anytime. Say hi to Aunt Rita", "You said Anytime. Say hi to Aunt Rita", "message_text"))
        out.append(g("ib", (20, 2120, 120, 2220), None, "Show attach and other options", None, click=True))
        out.append(g("et", (140, 2100, 900, 2240), None, "RCS message", "compose_message_text", click=True, edit=True, focus=True))
        out.append(g("ib", (920, 2110, 1040, 2230), None, "Record voice message", "send_message_button_icon", click=True))
        return out

    nums = ["+1 408-555-0142", "+1 213-555-0187", "+1 646-555-0110"]
    r = Run(recents(calls("22 mins ago", "9:42 AM", False), "11:20"))
    r.act("click", recents(calls("22 mins ago", "9:42 AM", False), "11:20", expanded="+1 415-555-0166"), on="call_log_entry")
    r.act("click", block_dialog("11:20"), on="Block / report spam")
    r.act("click", recents(calls("23 mins ago", "9:42 AM", True), "11:21", snack="+1 415-555-0166 blocked"), on="Block")
    r.act("click", recents(calls("23 mins ago", "9:42 AM", True), "11:21", menu=True), on="More options")
    r.act("click", settings("11:21"), on="Settings")
    nums2 = nums + ["+1 415-555-0166"]
    r.act("click", blocked(nums2, "11:22"), on="Blocked numbers")
    r.act("click", blocked(nums2, "11:22", dialog="+1 213-555-0187"), on="Unblock +1 213-555-0187")
    nums3 = [n_ for n_ in nums2 if n_ != "+1 213-555-0187"]
    r.act("click", blocked(nums3, "11:22"), on="Unblock")
    r.act("navigate_back", settings("11:23"))
    r.act("navigate_back", recents(calls("26 mins ago", "9:42 AM", True), "11:24"))
    r.act("click", recents(calls("26 mins ago", "9:24 AM", True), "11:24", expanded="Dad"), on="Dad")
    r.act("click", thread("11:24"), on="Message")
    rs.add(task="android", tid="h46-android-22", system=SYSTEM, turns=r.turns, state=r.state, bad=True, turn=11,
           kind="time of the outgoing call to Dad in Recents changes from 9:42 AM to 9:24 AM")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
