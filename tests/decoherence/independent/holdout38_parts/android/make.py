# ruff: noqa: E501
"""Held-out set holdout38, domain android: 22 trajectories of a phone driven by AndroidWorld actions.

Every observation is the next screen as AndroidWorld's element list (``UI element N: UIElement(...)``),
status bar first. ``main()`` writes ``android_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
RV = "androidx.recyclerview.widget.RecyclerView"
VG = "android.view.ViewGroup"
FL = "android.widget.FrameLayout"
LL = "android.widget.LinearLayout"
VW = "android.view.View"
SB = "android.widget.SeekBar"
PB = "android.widget.ProgressBar"
SV = "android.widget.ScrollView"
HSV = "android.widget.HorizontalScrollView"
CHIP = "com.google.android.material.chip.Chip"
MBTN = "com.google.android.material.button.MaterialButton"
TAB = "android.widget.HorizontalScrollView"

SYSTEM = """# Role and Objective

You are an **Android World Model**, a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as a list of UI elements
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, scroll, swipe, keyboard_enter, navigate_back, navigate_home, open_app, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Format Requirements

Preserve the current screen state representation exactly: one `UI element N: UIElement(...)` line per element, with the same fields, numbered from 0. Do not add fields, metadata or hidden structure that the current screen state does not have. Prefer a complete conservative screen state over a partial one.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""


class BoundingBox:
    """Prints like AndroidWorld's BoundingBox dataclass."""

    def __init__(self, x_min: int, x_max: int, y_min: int, y_max: int) -> None:
        self.x_min, self.x_max, self.y_min, self.y_max = x_min, x_max, y_min, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(pkg: str, text: str | None = None, desc: str | None = None, cls: str = TV,
       b: tuple[int, int, int, int] = (0, 0, 0, 0), rid: str | None = None, hint: str | None = None,
       click: bool = False, check: bool | None = None, edit: bool = False, focus: bool = False,
       scroll: bool = False, sel: bool = False, enabled: bool = True, lng: bool = False,
       rp: str | None = None) -> dict[str, Any]:
    """One element; b is (left, top, right, bottom); check=None means not checkable."""
    return {
        "text": text, "content_description": desc, "class_name": cls, "bbox": None,
        "bbox_pixels": BoundingBox(b[0], b[2], b[1], b[3]), "hint_text": hint,
        "is_checked": bool(check), "is_checkable": check is not None, "is_clickable": click,
        "is_editable": edit, "is_enabled": enabled, "is_focused": focus,
        "is_focusable": click or edit or scroll, "is_long_clickable": lng, "is_scrollable": scroll,
        "is_selected": sel, "is_visible": True, "package_name": pkg,
        "resource_name": f"{rp or pkg}:id/{rid}" if rid else None}


class Ui:
    """Element factory bound to one app package."""

    def __init__(self, pkg: str, rp: str | None = None) -> None:
        self.pkg, self.rp = pkg, rp

    def __call__(self, text: str | None = None, desc: str | None = None, cls: str = TV,
                 b: tuple[int, int, int, int] = (0, 0, 0, 0), rid: str | None = None, **kw: Any) -> dict[str, Any]:
        kw.setdefault("rp", self.rp)
        return el(self.pkg, text, desc, cls, b, rid, **kw)


SYS = Ui("com.android.systemui")


def bar(clock: str, batt: int, icons: tuple[str, ...] = (), charging: bool = False) -> list[dict[str, Any]]:
    """The status bar: clock, notification icons, system icons, battery."""
    out = [SYS(clock, None, TV, (42, 28, 160, 92), "clock")]
    x = 176
    for d in icons:
        out.append(SYS(None, d, IV, (x, 38, x + 44, 82), "notificationIcons"))
        x += 52
    out.append(SYS(None, "Wifi signal full.", IV, (846, 36, 892, 86), "wifi_signal"))
    out.append(SYS(None, "Phone signal full.", IV, (902, 36, 944, 86), "mobile_signal"))
    state = ", charging" if charging else ""
    out.append(SYS(None, f"Battery {batt} percent{state}.", LL, (956, 34, 1046, 90), "battery"))
    return out


def ring(cx: int, cy: int, r: int, i: int, n: int = 12, half: int = 48) -> tuple[int, int, int, int]:
    """Box of the i-th of n labels around a dial, 0 at the top."""
    a = 2 * math.pi * i / n
    x, y = cx + round(r * math.sin(a)), cy - round(r * math.cos(a))
    return (x - half, y - half, x + half, y + half)


class Traj:
    """Walks a trajectory: every action is resolved against the previous screen's element indices."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.prev = start
        self.state = ui_elements(start)
        self.turns: list[tuple[str, str]] = []

    def find(self, label: str, nth: int = 0) -> int:
        hits = []
        for i, e in enumerate(self.prev):
            if label.startswith("#"):
                ok = (e["resource_name"] or "").endswith(":id/" + label[1:])
            elif label.startswith("?"):
                ok = e["hint_text"] == label[1:]
            else:
                ok = label in (e["text"], e["content_description"])
            if ok:
                hits.append(i)
        if len(hits) <= nth:
            raise KeyError(label)
        return hits[nth]

    def act(self, action: str, screen: list[dict[str, Any]]) -> None:
        self.turns.append((action, ui_elements(screen)))
        self.prev = screen

    def click(self, label: str, screen: list[dict[str, Any]], nth: int = 0) -> None:
        self.act(droid("click", index=self.find(label, nth)), screen)

    def long_press(self, label: str, screen: list[dict[str, Any]], nth: int = 0) -> None:
        self.act(droid("long_press", index=self.find(label, nth)), screen)

    def type(self, label: str, text: str, screen: list[dict[str, Any]], nth: int = 0) -> None:
        self.act(droid("input_text", text=text, index=self.find(label, nth)), screen)

    def swipe(self, label: str, direction: str, screen: list[dict[str, Any]]) -> None:
        self.act(droid("swipe", direction=direction, index=self.find(label)), screen)

    def scroll(self, direction: str, screen: list[dict[str, Any]]) -> None:
        self.act(droid("scroll", direction=direction), screen)

    def back(self, screen: list[dict[str, Any]]) -> None:
        self.act(droid("navigate_back"), screen)

    def wait(self, screen: list[dict[str, Any]]) -> None:
        self.act(droid("wait"), screen)

    def enter(self, screen: list[dict[str, Any]]) -> None:
        self.act(droid("keyboard_enter"), screen)

    def open(self, app: str, screen: list[dict[str, Any]]) -> None:
        self.act(droid("open_app", app_name=app), screen)


def add(rs: RowSet, n: int, t: Traj, bad: int | None = None, kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h38-android-{n:02d}", system=SYSTEM, turns=t.turns, state=t.state,
           bad=bad is not None, turn=bad, kind=kind)


LAUNCHER = Ui("com.google.android.apps.nexuslauncher")


def home_screen(clock: str, batt: int, date: str, weather: str, apps: list[str],
                icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Pixel launcher home: At a Glance, a page of icons, the dock, the search bar."""
    L = LAUNCHER
    s = bar(clock, batt, icons)
    s.append(L(None, None, FL, (0, 0, 1080, 2400), "drag_layer"))
    s.append(L(date, None, TV, (63, 236, 560, 310), "date", click=True))
    s.append(L(weather, None, TV, (63, 310, 560, 372), "smartspace_subtitle_text", click=True))
    s.append(L(None, "Home", VW, (0, 440, 1080, 1980), "workspace", scroll=True))
    for i, name in enumerate(apps):
        r, c = divmod(i, 4)
        x0, y0 = 36 + c * 252, 1380 + r * 290
        s.append(L(name, name, TV, (x0, y0, x0 + 252, y0 + 262), click=True, lng=True))
    for i, name in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x0 = 36 + i * 252
        s.append(L(name, name, TV, (x0, 1984, x0 + 252, 2184), click=True, lng=True))
    s.append(L(None, "Google search", FL, (63, 2214, 1017, 2352), "search_container_hotseat", click=True))
    return s


# Google Clock: clean
def t01(rs: RowSet) -> None:
    A = Ui("com.google.android.deskclock")
    alarm_icon = ("Alarm set for Thu 6:30 AM.",)

    def tabs(y: int = 2190) -> list[dict[str, Any]]:
        out = [A(None, None, FL, (0, y, 1080, 2400), "tab_menu")]
        for i, name in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            out.append(A(name, name, FL, (i * 216, y, (i + 1) * 216, 2400), None, click=True, sel=i == 0))
        return out

    def collapsed(y: int, time: str, label: str, days: str, on: bool) -> list[dict[str, Any]]:
        return [
            A(None, None, FL, (32, y, 1048, y + 300), "alarm_item", click=True),
            A(label, None, TV, (76, y + 30, 600, y + 80), "edit_label"),
            A(time, None, TV, (76, y + 88, 560, y + 200), "digital_clock", click=True),
            A(None, "Expand alarm", IB, (930, y + 36, 1020, y + 126), "arrow", click=True),
            A(days, None, TV, (76, y + 214, 760, y + 264), "days_of_week"),
            A(None, time, SW, (870, y + 180, 1020, y + 270), "onoff", click=True, check=on),
        ]

    def expanded(y: int, time: str, label: str) -> list[dict[str, Any]]:
        out = [
            A(None, None, FL, (32, y, 1048, y + 820), "alarm_item", click=True),
            A(label or "Add label", None, TV, (76, y + 30, 600, y + 80), "edit_label", click=True),
            A(None, "Collapse alarm", IB, (930, y + 30, 1020, y + 120), "arrow", click=True),
            A(time, None, TV, (76, y + 88, 560, y + 200), "digital_clock", click=True),
            A(None, time, SW, (870, y + 110, 1020, y + 200), "onoff", click=True, check=True),
            A("Tomorrow", None, TV, (76, y + 216, 420, y + 266), "upcoming_instance_label"),
            A("Schedule alarm", None, TV, (560, y + 206, 1020, y + 276), "schedule_alarm", click=True),
        ]
        for i, (d, full) in enumerate(zip("SMTWTFS", ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])):
            out.append(A(d, full, "android.widget.CompoundButton", (76 + i * 132, y + 296, 188 + i * 132, y + 408), "day_button_" + str(i), click=True, check=False))
        out += [
            A("Default (Cesium)", "Alarm sound Default (Cesium)", TV, (76, y + 440, 1000, y + 520), "choose_ringtone", click=True),
            A("Vibrate", None, CB, (76, y + 536, 1000, y + 616), "vibrate_onoff", click=True, check=True),
            A("Google Assistant Routine", None, TV, (76, y + 632, 1000, y + 712), "routine_button", click=True),
            A("Delete", None, BTN, (76, y + 728, 400, y + 800), "delete", click=True),
        ]
        return out

    def alarm_list(clock: str, batt: int, icons: tuple[str, ...], new_label: str | None, snack: str | None) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, None, FL, (0, 118, 1080, 2400), "content"),
              A("Alarm", None, TV, (63, 160, 600, 270), "action_bar_title"),
              A(None, "More options", IB, (966, 170, 1056, 260), None, click=True),
              A(None, None, RV, (0, 300, 1080, 2190), "alarm_recycler_view", scroll=True)]
        y = 320
        if new_label is not None:
            s += expanded(y, "5:50 AM", new_label)
            y += 850
        s += collapsed(y, "6:30 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True)
        s += collapsed(y + 330, "7:45 AM", "Weekend", "Sun, Sat", False)
        if y + 660 + 300 < 2190:
            s += collapsed(y + 660, "9:00 AM", "Dentist", "Not scheduled", False)
        s.append(A(None, "Add alarm", IB, (414, 1936, 666, 2126), "fab", click=True))
        if snack:
            s.append(A(snack, None, TV, (63, 1780, 1017, 1900), "snackbar_text"))
        s += tabs()
        return s

    def picker(clock: str, batt: int, icons: tuple[str, ...], hour: str, minute: str, pm: bool, mode: str) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, None, FL, (96, 452, 984, 1948), "material_timepicker_container"),
              A("Select time", None, TV, (150, 500, 700, 560), "header_title"),
              A(hour, "Select hour" if mode == "h" else hour + " o'clock", CHIP, (150, 600, 420, 800), "material_hour_tv", click=True, check=mode == "h"),
              A(":", None, TV, (420, 600, 470, 800), "material_clock_display_separator"),
              A(minute, "Select minutes" if mode == "m" else minute + " minutes", CHIP, (470, 600, 740, 800), "material_minute_tv", click=True, check=mode == "m"),
              A("AM", None, MBTN, (780, 600, 930, 698), "material_clock_period_am_button", click=True, check=not pm),
              A("PM", None, MBTN, (780, 702, 930, 800), "material_clock_period_pm_button", click=True, check=pm),
              A(None, None, VW, (210, 880, 870, 1540), "material_clock_face")]
        if mode == "h":
            for i in range(12):
                n = 12 if i == 0 else i
                s.append(A(str(n), f"{n} o'clock", TV, ring(540, 1210, 270, i), click=True, sel=str(n) == hour))
        else:
            for i in range(12):
                m = f"{i * 5:02d}"
                s.append(A(m, f"{m} minutes", TV, ring(540, 1210, 270, i), click=True, sel=m == minute))
        s += [A(None, "Switch to text input mode for the time input.", IB, (130, 1800, 230, 1900), "material_timepicker_mode_button", click=True),
              A("Cancel", None, MBTN, (560, 1806, 760, 1900), "material_timepicker_cancel_button", click=True),
              A("OK", None, MBTN, (780, 1806, 940, 1900), "material_timepicker_ok_button", click=True)]
        return s

    def label_dialog(clock: str, batt: int, icons: tuple[str, ...], text: str) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, None, FL, (96, 880, 984, 1420), "parentPanel"),
              A("Label", None, TV, (150, 930, 900, 1010), "alertTitle"),
              A(text or None, None, ET, (150, 1060, 930, 1190), "label_input_field", hint="Label", click=True, edit=True, focus=True),
              A("Cancel", None, BTN, (560, 1280, 760, 1380), "button2", rp="android", click=True),
              A("OK", None, BTN, (780, 1280, 940, 1380), "button1", rp="android", click=True)]
        return s

    start = alarm_list("10:14", 64, alarm_icon, None, None)
    t = Traj(start)
    t.click("Add alarm", picker("10:14", 64, alarm_icon, "10", "14", True, "h"))
    t.click("5 o'clock", picker("10:14", 64, alarm_icon, "5", "14", True, "m"))
    t.click("50 minutes", picker("10:15", 64, alarm_icon, "5", "50", True, "m"))
    t.click("AM", picker("10:15", 64, alarm_icon, "5", "50", False, "m"))
    new_icon = ("Alarm set for Thu 5:50 AM.",)
    t.click("OK", alarm_list("10:15", 64, new_icon, "", "Alarm set for 7 hours and 35 minutes from now."))
    t.click("Add label", label_dialog("10:15", 64, new_icon, ""))
    t.type("#label_input_field", "Airport shuttle", label_dialog("10:16", 64, new_icon, "Airport shuttle"))
    t.click("OK", alarm_list("10:16", 63, new_icon, "Airport shuttle", None))
    add(rs, 1, t)


# Tesla: bad
def t02(rs: RowSet) -> None:
    A = Ui("com.teslamotors.tesla")

    def home(clock: str, batt: int, car: dict[str, Any]) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Open vehicle menu", VG, (40, 150, 140, 250), click=True),
              A("Nimbus", None, TV, (180, 160, 700, 240)),
              A(None, "Profile", VG, (950, 150, 1040, 250), click=True),
              A(car["status"], None, TV, (180, 240, 700, 290)),
              A(None, f"Battery {car['soc']}%", VG, (180, 300, 260, 350)),
              A(f"{car['range']} mi", None, TV, (270, 296, 420, 352)),
              A(None, "Vehicle image", IV, (60, 380, 1020, 900)),
              A(None, "Lock" if not car["locked"] else "Unlock", VG, (80, 930, 260, 1090), click=True),
              A(None, "Turn off climate" if car["climate"] else "Turn on climate", VG, (330, 930, 510, 1090), click=True),
              A(None, "Open frunk", VG, (570, 930, 750, 1090), click=True),
              A(None, "Open charge port" if not car["charging"] else "Stop charging", VG, (820, 930, 1000, 1090), click=True)]
        rows = [("Controls", None),
                ("Climate", car["climate_line"]),
                ("Location", "Home · 1420 Alder Ln"),
                ("Charging", car["charge_line"]),
                ("Schedule", "Off-Peak Charging · 11:00 PM"),
                ("Safety", None),
                ("Service", None),
                ("Upgrades", "Acceleration Boost available")]
        y = 1140
        for name, sub in rows:
            s.append(A(None, None, VG, (0, y, 1080, y + 150), click=True))
            s.append(A(name, None, TV, (150, y + 24, 700, y + 84)))
            if sub:
                s.append(A(sub, None, TV, (150, y + 84, 900, y + 130)))
            y += 150
        return s

    def charging(clock: str, batt: int, car: dict[str, Any], limit: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Navigate up", VG, (20, 140, 140, 260), click=True),
              A("Charging", None, TV, (340, 160, 740, 240)),
              A(None, None, SV, (0, 270, 1080, 2400), scroll=True),
              A(f"{car['soc']}%", None, TV, (60, 310, 300, 420)),
              A(f"{car['range']} mi", None, TV, (320, 330, 600, 410)),
              A(None, f"Battery {car['soc']}%, charge limit {limit}%", VG, (60, 440, 1020, 520))]
        if car["charging"]:
            s += [A("Charging", None, TV, (60, 560, 600, 630)),
                  A(car["remaining"], None, TV, (60, 630, 800, 690)),
                  A(f"{car['added']} mi added", None, TV, (60, 700, 400, 750)),
                  A("32/32 A", None, TV, (60, 770, 300, 830)),
                  A("7 kW", None, TV, (360, 770, 560, 830)),
                  A("29 mi/hr", None, TV, (620, 770, 900, 830)),
                  A("Stop Charging", None, TV, (60, 870, 1020, 990), click=True)]
        else:
            s += [A("Charging Scheduled", None, TV, (60, 560, 700, 630)),
                  A("Starts at 11:00 PM", None, TV, (60, 630, 800, 690)),
                  A("Start Charging", None, TV, (60, 870, 1020, 990), click=True)]
        s += [A("Charge Limit", None, TV, (60, 1040, 500, 1100)),
              A(f"{limit}%", None, TV, (840, 1040, 1020, 1100)),
              A(f"{limit}%", "Charge limit slider", SB, (60, 1120, 1020, 1220), click=True),
              A("Daily", None, TV, (60, 1230, 400, 1280)),
              A("Trip", None, TV, (880, 1230, 1020, 1280)),
              A(f"Est. range at {limit}%: {round(351 * limit / 100)} mi", None, TV, (60, 1300, 900, 1350)),
              A(None, None, VG, (0, 1400, 1080, 1540), click=True),
              A("Scheduled Charging", None, TV, (60, 1420, 700, 1480)),
              A("11:00 PM · Every day", None, TV, (60, 1480, 700, 1530)),
              A(None, None, VG, (0, 1550, 1080, 1690), click=True),
              A("Unlock Charge Port", None, TV, (60, 1590, 700, 1650)),
              A(None, None, VG, (0, 1700, 1080, 1840), click=True),
              A("Supercharging", None, TV, (60, 1720, 700, 1780)),
              A("Nearby Superchargers · 4", None, TV, (60, 1780, 700, 1830)),
              A(None, None, VG, (0, 1850, 1080, 1990), click=True),
              A("Charge Stats", None, TV, (60, 1870, 700, 1930)),
              A("November · 212 kWh", None, TV, (60, 1930, 700, 1980))]
        return s

    def climate(clock: str, batt: int, car: dict[str, Any]) -> list[dict[str, Any]]:
        on = car["climate"]
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Navigate up", VG, (20, 140, 140, 260), click=True),
              A("Climate", None, TV, (340, 160, 740, 240)),
              A(None, "Cabin view", IV, (60, 300, 1020, 980)),
              A(f"Interior {car['interior']}°F", None, TV, (60, 1000, 500, 1060)),
              A("Exterior 47°F", None, TV, (580, 1000, 1020, 1060)),
              A("Heating to 70°F" if on else "Climate Off", None, TV, (60, 1080, 800, 1150)),
              A(None, "Decrease temperature", VG, (80, 1200, 260, 1380), click=True),
              A("70°", None, TV, (400, 1220, 680, 1360)),
              A(None, "Increase temperature", VG, (820, 1200, 1000, 1380), click=True),
              A(None, "Turn off climate" if on else "Turn on climate", VG, (440, 1420, 640, 1620), click=True),
              A(None, "Driver seat heater off", VG, (80, 1680, 300, 1860), click=True),
              A(None, "Steering wheel heater off", VG, (430, 1680, 650, 1860), click=True),
              A(None, "Passenger seat heater off", VG, (780, 1680, 1000, 1860), click=True),
              A(None, "Defrost car", VG, (80, 1900, 300, 2060), click=True),
              A(None, "Vent windows", VG, (430, 1900, 650, 2060), click=True),
              A("Keep Climate On", None, TV, (60, 2100, 600, 2160)),
              A("Off", None, TV, (800, 2100, 1020, 2160), click=True),
              A("Cabin Overheat Protection", None, TV, (60, 2200, 700, 2260)),
              A("On", None, TV, (800, 2200, 1020, 2260), click=True)]
        return s

    car: dict[str, Any] = {"status": "Parked", "soc": 61, "range": 214, "locked": True, "climate": False,
                           "charging": False, "climate_line": "Interior 54°F", "charge_line": "Charging Scheduled · 11:00 PM",
                           "interior": 54}
    t = Traj(home("6:42", 71, car))
    t.click("Charging", charging("6:42", 71, car, 90))
    t.swipe("Charge limit slider", "left", charging("6:42", 71, car, 80))
    car.update(charging=True, status="Charging", remaining="1 hr 55 min remaining", added=0)
    t.click("Start Charging", charging("6:43", 71, car, 80))
    car.update(charge_line="Charging · 1 hr 54 min remaining", remaining="1 hr 54 min remaining", added=1, range=215)
    t.back(home("6:43", 71, car))
    t.click("Climate", climate("6:44", 71, car))
    car.update(climate=True, climate_line="Heating to 70°F · Interior 54°F")
    t.click("Turn on climate", climate("6:44", 71, car))
    car.update(climate_line="Heating to 70°F · Interior 56°F", charge_line="Charging · 1 hr 52 min remaining", interior=56,
               remaining="1 hr 51 min remaining", added=2, range=216)
    t.back(home("6:46", 70, car))
    t.click("Charging", charging("6:47", 70, car, 90), 1)
    car.update(charge_line="Charging · 1 hr 51 min remaining")
    t.back(home("6:47", 70, car))
    add(rs, 2, t, 8, "charge limit set to 80% reads back as the old 90%")


# F-Droid: clean
def t03(rs: RowSet) -> None:
    A = Ui("org.fdroid.fdroid")
    PI = Ui("com.google.android.packageinstaller")

    def nav(sel: str, badge: int) -> list[dict[str, Any]]:
        out = [A(None, None, FL, (0, 2200, 1080, 2400), "bottom_navigation")]
        for i, name in enumerate(["Latest", "Categories", "Nearby", "Updates", "Settings"]):
            out.append(A(name, name, FL, (i * 216, 2200, (i + 1) * 216, 2400), name.lower(), click=True, sel=name == sel))
            if name == "Updates" and badge:
                out.append(A(str(badge), f"{badge} new notifications", TV, (730, 2214, 778, 2262), "badge"))
        return out

    def latest(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("F-Droid", None, TV, (63, 150, 600, 240), "toolbar_title"),
              A(None, "Search", IB, (966, 150, 1056, 240), "action_search", click=True),
              A(None, None, RV, (0, 270, 1080, 2200), "app_list", scroll=True)]
        apps = [("Breezy Weather", "Weather app with Material 3 design", "Updated 3 hours ago"),
                ("Fossify Gallery", "Browse your memories without any interruptions", "Updated 5 hours ago"),
                ("Tusky", "Lightweight client for Mastodon", "Updated 9 hours ago"),
                ("Catima", "Loyalty card wallet", "Updated 11 hours ago"),
                ("KeePassDX", "Secure and open source password manager", "Updated yesterday"),
                ("Material Files", "Open source Material Design file manager", "Updated yesterday"),
                ("Aegis Authenticator", "Free, secure and open source 2FA app", "Updated 2 days ago")]
        y = 290
        for name, summ, when in apps:
            s += [A(None, None, FL, (0, y, 1080, y + 260), "app_card", click=True),
                  A(None, name, IV, (40, y + 30, 200, y + 190), "icon"),
                  A(name, None, TV, (230, y + 30, 1040, y + 90), "app_name"),
                  A(summ, None, TV, (230, y + 90, 1040, y + 150), "summary"),
                  A(when, None, TV, (230, y + 160, 1040, y + 210), "status")]
            y += 270
        s += nav("Latest", 3)
        return s

    def updates(clock: str, batt: int, rows: list[tuple[str, str, str, str]], icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        n = len(rows)
        s += [A("Updates", None, TV, (63, 150, 600, 240), "toolbar_title"),
              A(None, None, RV, (0, 270, 1080, 2200), "app_list", scroll=True),
              A(None, None, FL, (0, 290, 1080, 470), "update_all_card"),
              A(f"{n} updates available" if n != 1 else "1 update available", None, TV, (40, 320, 700, 390), "update_count"),
              A("Update all", None, BTN, (740, 320, 1040, 430), "update_all_button", click=True)]
        y = 490
        for name, frm, to, st in rows:
            s += [A(None, None, FL, (0, y, 1080, y + 300), "app_update_item", click=True),
                  A(None, name, IV, (40, y + 30, 200, y + 190), "icon"),
                  A(name, None, TV, (230, y + 30, 760, y + 90), "app_name"),
                  A(f"{frm} → {to}", None, TV, (230, y + 90, 760, y + 150), "app_version")]
            if st == "Update":
                s.append(A("Update", None, BTN, (780, y + 60, 1040, y + 160), "update_button", click=True))
            elif st.startswith("Downloading"):
                s += [A(st, None, TV, (230, y + 160, 1040, y + 210), "status"),
                      A(None, None, PB, (230, y + 220, 1040, y + 250), "progress_bar"),
                      A("Cancel", None, BTN, (780, y + 60, 1040, y + 160), "cancel_button", click=True)]
            else:
                s += [A("Installing…", None, TV, (230, y + 160, 1040, y + 210), "status"),
                      A(None, None, PB, (230, y + 220, 1040, y + 250), "progress_bar")]
            y += 310
        s += nav("Updates", n)
        return s

    def installer(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [PI(None, None, FL, (63, 900, 1017, 1500), "content"),
              PI(None, "AntennaPod", IV, (110, 950, 210, 1050), "app_icon"),
              PI("AntennaPod", None, TV, (240, 960, 960, 1040), "app_name"),
              PI("Do you want to update this app?", None, TV, (110, 1090, 960, 1200), "install_confirm_question_update"),
              PI("Cancel", None, BTN, (500, 1370, 720, 1470), "button2", rp="android", click=True),
              PI("Update", None, BTN, (740, 1370, 960, 1470), "button1", rp="android", click=True)]
        return s

    def details(clock: str, batt: int, icons: tuple[str, ...], scrolled: bool) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(None, None, RV, (0, 270, 1080, 2400), "rv_app_details", scroll=True)]
        if not scrolled:
            s += [A(None, "Organic Maps", IV, (40, 300, 240, 500), "icon"),
                  A("Organic Maps", None, TV, (270, 310, 1040, 390), "title"),
                  A("by Organic Maps", None, TV, (270, 390, 1040, 440), "author"),
                  A("Updated 3 days ago", None, TV, (270, 440, 1040, 490), "text_last_update"),
                  A("Uninstall", None, BTN, (40, 540, 520, 660), "secondaryButtonView", click=True),
                  A("Update", None, BTN, (560, 540, 1040, 660), "primaryButtonView", click=True),
                  A("Offline maps for travelers, tourists, hikers and cyclists", None, TV, (40, 700, 1040, 820), "summary"),
                  A("What's New", None, TV, (40, 860, 1040, 920), "whats_new_title"),
                  A("• New OSM data as of March 9\n• Improved search ranking for house numbers\n• Fixed crash when sharing a track on Android 15", None, TV, (40, 930, 1040, 1150), "whats_new"),
                  A("Organic Maps is a free Android & iOS offline maps app for travellers, tourists, drivers, hikers, and cyclists. It uses crowd-sourced OpenStreetMap data…", None, TV, (40, 1190, 1040, 1440), "description"),
                  A("More", None, TV, (40, 1450, 300, 1510), "description_more", click=True),
                  A("Links", None, TV, (40, 1560, 1040, 1680), click=True),
                  A("Permissions", None, TV, (40, 1690, 1040, 1810), click=True),
                  A("Versions", None, TV, (40, 1820, 1040, 1940), click=True),
                  A("Anti-Features", None, TV, (40, 1950, 1040, 2070), click=True)]
        else:
            s += [A("Links", None, TV, (40, 290, 1040, 410), click=True),
                  A("Permissions", None, TV, (40, 420, 1040, 540), click=True),
                  A("Versions", None, TV, (40, 550, 1040, 670), click=True)]
            vers = [("2025.03.14-5", "Suggested", "Added on 2025-03-17", "104.3 MB", "Requires Android 5.0"),
                    ("2025.03.02-6", "Installed", "Added on 2025-03-05", "103.8 MB", "Requires Android 5.0"),
                    ("2025.02.17-7", None, "Added on 2025-02-20", "103.1 MB", "Requires Android 5.0"),
                    ("2025.01.26-3", None, "Added on 2025-01-29", "102.6 MB", "Requires Android 5.0")]
            y = 690
            for v, tag, added, size, req in vers:
                s += [A(None, None, LL, (40, y, 1040, y + 300), "version_item", click=True),
                      A(f"Version {v}", None, TV, (80, y + 20, 700, y + 80), "version")]
                if tag:
                    s.append(A(tag, None, TV, (720, y + 20, 1000, y + 80), "status_" + tag.lower()))
                s += [A(added, None, TV, (80, y + 90, 700, y + 140), "added"),
                      A(size, None, TV, (720, y + 90, 1000, y + 140), "size"),
                      A(req, None, TV, (80, y + 150, 700, y + 200), "api")]
                y += 320
        return s

    t = Traj(latest("8:05", 48))
    rows = [("AntennaPod", "3.6.1", "3.6.2", "Update"), ("NewPipe", "0.27.5", "0.27.6", "Update"),
            ("Organic Maps", "2025.03.02-6", "2025.03.14-5", "Update")]
    t.click("Updates", updates("8:05", 48, rows))
    rows[0] = ("AntennaPod", "3.6.1", "3.6.2", "Downloading 2.3 MB / 12.7 MB")
    t.click("Update", updates("8:05", 48, rows))
    t.wait(installer("8:06", 48))
    rows[0] = ("AntennaPod", "3.6.1", "3.6.2", "Installing")
    t.click("Update", updates("8:06", 48, rows))
    icon = ("F-Droid notification: AntennaPod updated",)
    t.wait(updates("8:06", 48, rows[1:], icon))
    t.click("Organic Maps", details("8:06", 47, icon, False))
    t.scroll("down", details("8:07", 47, icon, True))
    add(rs, 3, t)


# Google Messages: bad
def t04(rs: RowSet) -> None:
    A = Ui("com.google.android.apps.messaging")

    def conv_list(clock: str, batt: int, convs: list[tuple[str, str, str, bool]], icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, None, FL, (0, 118, 1080, 2400), "content"),
              A("Messages", None, TV, (63, 160, 700, 260), "toolbar_title"),
              A(None, "Search conversations", IB, (840, 165, 930, 255), "action_zero_state_search", click=True),
              A(None, "Account and settings", IB, (950, 165, 1040, 255), "selected_account_disc", click=True),
              A(None, None, RV, (0, 290, 1080, 2400), "conversation_list", scroll=True)]
        y = 300
        for name, snippet, when, unread in convs:
            d = f"{name}, {snippet}, {when}" + (", Unread" if unread else "")
            s += [A(None, d, VG, (0, y, 1080, y + 230), "swipeableContainer", click=True, lng=True),
                  A(None, None, IV, (42, y + 40, 190, y + 188), "conversation_icon"),
                  A(name, None, TV, (224, y + 40, 800, y + 110), "conversation_name"),
                  A(snippet, None, TV, (224, y + 116, 1000, y + 180), "conversation_snippet"),
                  A(when, None, TV, (830, y + 44, 1040, y + 104), "conversation_timestamp")]
            y += 230
        s.append(A("Start chat", "Start chat", BTN, (640, 2110, 1040, 2270), "start_chat_fab", click=True))
        return s

    def convo(clock: str, batt: int, name: str, msgs: list[tuple[str, str, str, str]], draft: str, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(name, None, TV, (150, 160, 700, 250), "conversation_title", click=True),
              A(None, "Voice call", BTN, (740, 150, 840, 250), "action_call", click=True),
              A(None, "Video call", BTN, (850, 150, 950, 250), "action_video_call", click=True),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 280, 1080, 2090), "messages_list", scroll=True)]
        y = 2060 - 190 * len(msgs)
        for who, text, when, status in msgs:
            if who == "header":
                s.append(A(text, None, TV, (300, y + 40, 780, y + 100), "message_date_header"))
            else:
                mine = who == "You"
                d = f"{who} said {text} {when}" + (f" {status}" if status else "") + "."
                box = (300, y, 1040, y + 170) if mine else (160, y, 860, y + 170)
                s += [A(None, d, VG, box, "message_content", click=True, lng=True),
                      A(text, None, TV, (box[0] + 40, y + 30, box[2] - 40, y + 140), "message_text")]
                if mine and status:
                    s.append(A(status, None, TV, (780, y + 150, 1040, y + 186), "message_status"))
            y += 190
        s += [A(None, "Show attach options", IB, (20, 2120, 120, 2220), "plus_button", click=True),
              A(draft or None, None, ET, (140, 2110, 880, 2240), "compose_message_text", hint="RCS message", click=True, edit=True, focus=bool(draft)),
              A(None, "Send message" if draft else "Record voice message", IB, (900, 2110, 1040, 2240), "send_message_button_icon" if draft else "voice_button", click=True)]
        return s

    base = [("Greg (Landlord)", "Plumber comes Thursday between 10 and 12. Can you…", "Sun", False),
            ("Mo Alvarez", "Photo", "Sat", False),
            ("Amazon", "Your package with Anker 737 Power Bank was delivered to your…", "Fri", False),
            ("72975", "Your Chase verification code is 418305. Don't share it with anyone…", "Jun 5", False),
            ("Mom", "Call me when you land ❤️", "Jun 3", False),
            ("Costco Pharmacy", "Your prescription is ready for pickup at Costco #1045…", "May 30", False)]
    priya = [("header", "Friday · 6:02 PM", "", ""),
             ("Priya Raman", "Lunch Monday? I'm near Union Sq all day", "Friday 6:02 PM", ""),
             ("You", "Sure! Where?", "Friday 6:15 PM", "Read"),
             ("Priya Raman", "Let's decide Monday morning", "Friday 6:16 PM", ""),
             ("header", "Today · 9:12 AM", "", ""),
             ("Priya Raman", "Are we still on for lunch?", "Monday 9:12 AM", "")]
    greg = [("header", "Sunday · 6:46 PM", "", ""),
            ("Greg (Landlord)", "Hi, just a heads up the plumber is coming to look at the water heater.", "Sunday 6:46 PM", ""),
            ("Greg (Landlord)", "Plumber comes Thursday between 10 and 12. Can you make sure someone's home or leave the side gate open?", "Sunday 6:48 PM", "")]
    reply1 = "Yes! 12:30 at Tandoori Oven?"
    reply2 = "Thanks Greg, I'll leave the side gate unlocked Thursday morning."

    t = Traj(conv_list("9:36", 83, [("Priya Raman", "Are we still on for lunch?", "24 min", True)] + base))
    t.click("Priya Raman", convo("9:36", 83, "Priya Raman", priya, ""))
    t.type("#compose_message_text", reply1, convo("9:36", 83, "Priya Raman", priya, reply1))
    priya.append(("You", reply1, "Monday 9:37 AM", "Delivered"))
    t.click("Send message", convo("9:37", 83, "Priya Raman", priya, ""))
    t.back(conv_list("9:37", 83, [("Priya Raman", "You: " + reply1, "Now", False)] + base))
    t.click("Greg (Landlord)", convo("9:37", 83, "Greg (Landlord)", greg, ""))
    t.type("#compose_message_text", reply2, convo("9:38", 83, "Greg (Landlord)", greg, reply2))
    greg.append(("You", reply2, "Monday 9:38 AM", "Delivered"))
    t.click("Send message", convo("9:38", 82, "Greg (Landlord)", greg, ""))
    icon = ("Messages notification: Priya Raman",)
    t.back(conv_list("9:39", 82, [("Priya Raman", "Perfect, see you there 👍", "Now", True),
                                  ("Greg (Landlord)", "You: " + reply2, "1 min", False)] + base[1:], icon))
    priya[-1] = ("You", reply1, "Monday 9:37 AM", "Read")
    priya.append(("Priya Raman", "Perfect, see you there 👍", "Monday 9:34 AM", ""))
    t.click("Priya Raman", convo("9:39", 82, "Priya Raman", priya, ""))
    older = [("header", "Wednesday · 8:20 PM", "", ""),
             ("Priya Raman", "Did you see the Ghibli exhibit opens at the Academy Museum in July?", "Wednesday 8:20 PM", ""),
             ("You", "Omg yes, we have to go", "Wednesday 8:31 PM", "Read"),
             ("Priya Raman", "I'll look at tickets this weekend", "Wednesday 8:32 PM", "")] + priya[:5]
    t.scroll("up", convo("9:40", 82, "Priya Raman", older, ""))
    add(rs, 4, t, 9, "incoming reply timestamped 9:34 AM, earlier than the 9:37 message it answers and its 'Now' listing at 9:39")


# Breezy Weather: clean
def t05(rs: RowSet) -> None:
    A = Ui("org.breezyweather")

    def f(c: int) -> int:
        return math.floor(c * 9 / 5 + 32 + 0.5)

    def main_screen(clock: str, batt: int, w: dict[str, Any], unit: str) -> list[dict[str, Any]]:
        def deg(c: int) -> str:
            return f"{f(c)}°" if unit == "F" else f"{c}°"
        s = bar(clock, batt)
        s += [A(None, None, FL, (0, 0, 1080, 2400), "activity_main_container"),
              A(None, "Manage locations", IB, (0, 140, 126, 266), "main_toolbar_manage", click=True),
              A("Lyon", None, TV, (150, 160, 800, 250), "main_toolbar_title"),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 270, 1080, 2400), "main_recycler_view", scroll=True),
              A(deg(w["t"]), None, TV, (63, 420, 600, 700), "container_main_header_temperature_value"),
              A(w["cond"], None, TV, (63, 710, 800, 790), "container_main_header_weather_text"),
              A(f"Feels like {deg(w['feels'])}", None, TV, (63, 790, 800, 850), "container_main_header_feels_like"),
              A(f"Updated at {w['updated']}", None, TV, (63, 860, 800, 910), "container_main_header_refresh_time"),
              A("Daily forecast", None, TV, (63, 980, 800, 1050), "container_main_daily_title")]
        y = 1070
        for day, hi, lo, cond in w["daily"]:
            s += [A(None, f"{day}, {cond}, high {deg(hi)}, low {deg(lo)}", LL, (32, y, 1048, y + 110), "item_daily", click=True),
                  A(day, None, TV, (63, y + 25, 330, y + 85), "item_daily_title"),
                  A(None, cond, IV, (360, y + 15, 440, y + 95), "item_daily_icon"),
                  A(f"{deg(hi)} / {deg(lo)}", None, TV, (760, y + 25, 1017, y + 85), "item_daily_temperature")]
            y += 110
        s += [A("Details", None, TV, (63, y + 40, 800, y + 110), "container_main_details_title")]
        y += 120
        for label, value in w["details"]:
            s += [A(label, None, TV, (63, y, 500, y + 60), "item_details_title"),
                  A(value, None, TV, (560, y, 1017, y + 60), "item_details_content")]
            y += 70
        return s

    def menu(clock: str, batt: int, w: dict[str, Any]) -> list[dict[str, Any]]:
        s = main_screen(clock, batt, w, "C")
        s += [A(None, None, LL, (600, 150, 1060, 520)),
              A("Share", None, TV, (600, 170, 1060, 280), "title", rp="android", click=True),
              A("Settings", None, TV, (600, 290, 1060, 400), "title", rp="android", click=True),
              A("About", None, TV, (600, 410, 1060, 520), "title", rp="android", click=True)]
        return s

    def settings(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", VW, (0, 140, 126, 266), click=True),
              A("Settings", None, TV, (150, 160, 800, 250)),
              A(None, None, VW, (0, 280, 1080, 2400), scroll=True)]
        y = 300
        for title, summ in [("Background updates", "Every 1.5 hours"), ("Location", "Current location, Lyon"),
                            ("Appearance", "Theme, icons, cards"), ("Units", "Temperature, precipitation, speed, distance, pressure"),
                            ("Notifications", "Precipitation alerts, today and tomorrow forecast"),
                            ("Widgets", "Widget and live wallpaper options"), ("Weather sources", "Open-Meteo, Météo-France"),
                            ("Debug", "Logs and troubleshooting")]:
            s += [A(None, None, VW, (0, y, 1080, y + 190), click=True),
                  A(title, None, TV, (150, y + 30, 1017, y + 95)),
                  A(summ, None, TV, (150, y + 100, 1017, y + 160))]
            y += 200
        return s

    def units(clock: str, batt: int, temp: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", VW, (0, 140, 126, 266), click=True),
              A("Units", None, TV, (150, 160, 800, 250)),
              A(None, None, VW, (0, 280, 1080, 2400), scroll=True)]
        y = 300
        for title, summ in [("Temperature unit", temp), ("Precipitation unit", "Millimeters"),
                            ("Speed unit", "Kilometers per hour"), ("Distance unit", "Kilometers"),
                            ("Pressure unit", "Hectopascal"), ("Duration unit", "Hours")]:
            s += [A(None, None, VW, (0, y, 1080, y + 190), click=True),
                  A(title, None, TV, (63, y + 30, 1017, y + 95)),
                  A(summ, None, TV, (63, y + 100, 1017, y + 160))]
            y += 200
        return s

    def unit_dialog(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VW, (96, 820, 984, 1580)),
              A("Temperature unit", None, TV, (150, 870, 930, 950))]
        for i, opt in enumerate(["Celsius (°C)", "Fahrenheit (°F)", "Kelvin (K)"]):
            y = 990 + i * 140
            s += [A(None, None, VW, (96, y, 984, y + 130), click=True),
                  A(None, None, RB, (130, y + 25, 210, y + 105), check=i == 0),
                  A(opt, None, TV, (240, y + 35, 930, y + 95))]
        s.append(A("Cancel", None, BTN, (700, 1440, 930, 1540), click=True))
        return s

    old = {"t": 17, "cond": "Partly cloudy", "feels": 16, "updated": "14:36",
           "daily": [("Today", 19, 9, "Partly cloudy"), ("Sun", 21, 10, "Clear sky"), ("Mon", 16, 8, "Light rain"),
                     ("Tue", 14, 7, "Rain"), ("Wed", 18, 9, "Partly cloudy")],
           "details": [("Wind", "14 km/h NW"), ("Humidity", "58%"), ("UV index", "4 Moderate"),
                       ("Pressure", "1016 hPa"), ("Visibility", "24 km"), ("Air quality", "32 Good")]}
    new = {"t": 18, "cond": "Mostly clear", "feels": 17, "updated": "15:19",
           "daily": [("Today", 19, 9, "Partly cloudy"), ("Sun", 21, 10, "Clear sky"), ("Mon", 17, 8, "Light rain"),
                     ("Tue", 14, 7, "Rain"), ("Wed", 18, 9, "Partly cloudy")],
           "details": [("Wind", "11 km/h NW"), ("Humidity", "54%"), ("UV index", "4 Moderate"),
                       ("Pressure", "1015 hPa"), ("Visibility", "26 km"), ("Air quality", "29 Good")]}
    t = Traj(main_screen("15:18", 57, old, "C"))
    t.scroll("up", main_screen("15:19", 57, new, "C"))
    t.click("More options", menu("15:19", 57, new))
    t.click("Settings", settings("15:19", 57))
    t.click("Units", units("15:20", 57, "Celsius"))
    t.click("Temperature unit", unit_dialog("15:20", 57))
    t.click("Fahrenheit (°F)", units("15:20", 57, "Fahrenheit"))
    t.back(settings("15:21", 56))
    t.back(main_screen("15:21", 56, new, "F"))
    add(rs, 5, t)


# Simple Notes: bad
def t06(rs: RowSet) -> None:
    A = Ui("com.simplemobiletools.notes.pro")
    body = {"Groceries": "oat milk\neggs (12)\nsourdough\nbaby spinach\nfeta\ncoffee beans - light roast\ndish soap",
            "Gate codes": "Mom's building: #4471 then bell 3B\nGym side door: 2580*\nStorage unit 118: 0913",
            "Books to read": "- Piranesi (Susanna Clarke)\n- The Overstory\n- Project Hail Mary ✔\n- Tomorrow, and Tomorrow, and Tomorrow\n- Braiding Sweetgrass",
            "Old wifi": "Network: Tobin-5G\nPassword: mango-pelican-42\nRouter: Netgear R6700 (replaced Jan 2025)\nAdmin page: 192.168.1.1",
            "Packing list": "passport\nchargers + adapter (type G)\nrain jacket\n2x jeans, 5x t-shirts\nmeds\nearplugs"}

    def note(clock: str, batt: int, order: list[str], cur: str) -> list[dict[str, Any]]:
        i = order.index(cur)
        s = bar(clock, batt)
        s += [A(None, None, FL, (0, 118, 1080, 2400), "main_coordinator"),
              A("Simple Notes", None, TV, (63, 160, 520, 250), "main_toolbar_title"),
              A(None, "Open note", BTN, (600, 150, 700, 250), "open_note", click=True),
              A(None, "Search", BTN, (710, 150, 810, 250), "search", click=True),
              A(None, "New note", BTN, (820, 150, 920, 250), "new_note", click=True),
              A(None, "More options", IV, (960, 150, 1060, 250), click=True),
              A(None, None, VW, (0, 270, 1080, 380), "pager_tab_strip")]
        if i > 0:
            s.append(A(order[i - 1], None, TV, (40, 290, 330, 360), click=True))
        s.append(A(cur, None, TV, (380, 290, 700, 360), sel=True))
        if i + 1 < len(order):
            s.append(A(order[i + 1], None, TV, (750, 290, 1040, 360), click=True))
        s += [A(None, None, "androidx.viewpager.widget.ViewPager", (0, 380, 1080, 2400), "view_pager", scroll=True),
              A(body[cur], None, ET, (0, 380, 1080, 2400), "text_note_view", click=True, edit=True, lng=True, scroll=True)]
        return s

    def open_dialog(clock: str, batt: int, order: list[str]) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (63, 640, 1017, 1700), "parentPanel"),
              A("Open note", None, TV, (120, 680, 960, 760), "alertTitle", rp="android"),
              A(None, None, RV, (63, 780, 1017, 1560), "dialog_open_note_list", scroll=True)]
        y = 790
        for n in order:
            s.append(A(n, None, TV, (120, y, 960, y + 130), "open_note_item_title", click=True))
            y += 140
        s += [A("New note", None, BTN, (120, 1580, 480, 1680), "dialog_open_note_new_note", click=True),
              A("Cancel", None, BTN, (720, 1580, 960, 1680), "button2", rp="android", click=True)]
        return s

    def menu(clock: str, batt: int, order: list[str], cur: str) -> list[dict[str, Any]]:
        s = note(clock, batt, order, cur)
        s.append(A(None, None, LL, (560, 140, 1070, 1260)))
        y = 150
        for item in ["Rename note", "Share", "Lock note", "Export as file", "Print", "Delete note", "Settings", "About"]:
            s.append(A(item, None, TV, (580, y, 1060, y + 130), "title", rp="android", click=True))
            y += 138
        return s

    def confirm(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (63, 900, 1017, 1440), "parentPanel"),
              A(f'Are you sure you want to delete note "{name}"?', None, TV, (120, 960, 960, 1140), "delete_note_description"),
              A("Cancel", None, BTN, (500, 1300, 720, 1400), "button2", rp="android", click=True),
              A("Delete", None, BTN, (740, 1300, 960, 1400), "button1", rp="android", click=True)]
        return s

    order = ["Groceries", "Gate codes", "Books to read", "Old wifi", "Packing list"]
    t = Traj(note("7:52", 39, order, "Groceries"))
    t.click("Open note", open_dialog("7:52", 39, order))
    t.click("Old wifi", note("7:52", 39, order, "Old wifi"))
    t.click("More options", menu("7:53", 39, order, "Old wifi"))
    t.click("Delete note", confirm("7:53", 39, "Old wifi"))
    left = ["Groceries", "Gate codes", "Books to read", "Packing list"]
    t.click("Delete", note("7:53", 39, left, "Books to read"))
    t.click("Open note", open_dialog("7:53", 39, order))
    t.click("Groceries", note("7:54", 38, left, "Groceries"))
    add(rs, 6, t, 6, "note deleted at turn 5 listed again in the Open note dialog")


# eBay: clean
def t07(rs: RowSet) -> None:
    A = Ui("com.ebay.mobile")
    items: dict[str, dict[str, Any]] = {
        "a": {"title": "Sony WH-1000XM4 Wireless Noise Canceling Over-Ear Headphones - Black", "cond": "Pre-Owned", "price": "$129.99", "fmt": "Buy It Now", "ship": "Free shipping", "extra": "312 sold"},
        "b": {"title": "Sony WH-1000XM4 Noise Cancelling Headphones Silver - Excellent", "cond": "Pre-Owned", "price": "$118.50", "fmt": "14 bids · 2d 3h", "ship": "+$9.85 shipping", "extra": None},
        "c": {"title": "Sony WH1000XM4/B Over-Ear Bluetooth Headphones - Black, Open Box", "cond": "Open Box", "price": "$179.00", "fmt": "or Best Offer", "ship": "Free shipping", "extra": "Top Rated Plus"},
        "d": {"title": "SONY WH-1000XM4 Headphones Midnight Blue - for parts, right side no sound", "cond": "For parts or not working", "price": "$38.00", "fmt": "6 bids · 19h 42m", "ship": "+$6.50 shipping", "extra": None},
        "e": {"title": "Sony WH-1000XM4 Wireless Headphones Black - Good condition w/ case", "cond": "Pre-Owned", "price": "$96.00", "fmt": "9 bids · 4d 11h", "ship": "Free shipping", "extra": None},
        "f": {"title": "Replacement Ear Pads Cushions for Sony WH-1000XM4 Headphones", "cond": "Brand New", "price": "$7.49", "fmt": "Buy It Now", "ship": "Free shipping", "extra": "5,000+ sold"},
        "g": {"title": "Hard Carrying Case for Sony WH-1000XM4 WH-1000XM5 Headphones", "cond": "Brand New", "price": "$11.99", "fmt": "Buy It Now", "ship": "Free shipping", "extra": "1,170 sold"},
        "h": {"title": "Sony WH-1000XM4 Black - Headband cracked, works fine", "cond": "Pre-Owned", "price": "$52.00", "fmt": "5 bids · 1d 6h", "ship": "+$8.20 shipping", "extra": None},
        "i": {"title": "Sony WH-1000XM4 Silver Excellent w/ box and all accessories", "cond": "Pre-Owned", "price": "$131.00", "fmt": "11 bids · 3d 0h", "ship": "Free shipping", "extra": None},
        "j": {"title": "Sony WH-1000XM4 Black Noise Canceling - Used, Great Condition", "cond": "Pre-Owned", "price": "$140.00", "fmt": "16 bids · 22h 5m", "ship": "Free shipping", "extra": None},
        "k": {"title": "Sony WH-1000XM4 Wireless Headphones Blue - Light wear", "cond": "Pre-Owned", "price": "$135.00", "fmt": "3 bids · 6d 2h", "ship": "+$12.40 shipping", "extra": None},
    }
    watched: set[str] = set()

    def tabs(sel: str) -> list[dict[str, Any]]:
        out = []
        for i, name in enumerate(["Home", "My eBay", "Search", "Notifications", "Selling"]):
            out.append(A(name, name, FL, (i * 216, 2220, (i + 1) * 216, 2400), "bottom_nav_" + name.lower().replace(" ", "_"), click=True, sel=name == sel))
        return out

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "eBay", IV, (40, 150, 240, 250), "logo"),
              A(None, "Cart", IB, (960, 150, 1060, 250), "action_cart", click=True),
              A("Search on eBay", None, TV, (40, 280, 1040, 400), "search_box", click=True),
              A(None, None, RV, (0, 420, 1080, 2220), "recycler", scroll=True),
              A("Your Recently Viewed Items", None, TV, (40, 440, 800, 510)),
              A("Dyson V8 Replacement Battery 21.6V 4000mAh", None, TV, (40, 860, 500, 960), click=True),
              A("$29.99", None, TV, (40, 960, 500, 1010)),
              A("LEGO Icons 10497 Galaxy Explorer", None, TV, (540, 860, 1040, 960), click=True),
              A("$84.95", None, TV, (540, 960, 1040, 1010)),
              A("Daily Deals", None, TV, (40, 1080, 800, 1150)),
              A("See all", None, TV, (880, 1080, 1040, 1150), click=True),
              A("Apple AirPods Pro 2 with USB-C Case", None, TV, (40, 1540, 500, 1640), click=True),
              A("$169.00", None, TV, (40, 1640, 500, 1690)),
              A("Dewalt 20V Max Drill/Driver Kit DCD771C2", None, TV, (540, 1540, 1040, 1640), click=True),
              A("$99.00", None, TV, (540, 1640, 1040, 1690))]
        s += tabs("Home")
        return s

    def search(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A(text or None, None, ET, (130, 160, 940, 260), "search_src_text", hint="Search on eBay", click=True, edit=True, focus=True),
              A(None, "Search by image", IB, (950, 160, 1050, 260), "search_image", click=True),
              A(None, None, RV, (0, 290, 1080, 1300), "suggestions", scroll=True)]
        rows = (["sony wh-1000xm4", "sony wh-1000xm4 headphones", "sony wh-1000xm4 ear pads", "sony wh-1000xm4 case", "sony wh-1000xm4 used", "sony wh-1000xm5"]
                if text else ["dyson v8 battery", "lego 10497", "kindle paperwhite 11th gen"])
        y = 300
        if not text:
            s.append(A("Recent searches", None, TV, (40, y, 700, y + 70)))
            y += 80
        for r in rows:
            s.append(A(r, None, TV, (40, y, 1040, y + 120), "suggestion_text", click=True))
            y += 130
        return s

    def results(clock: str, batt: int, keys: list[str], count: str, sort: str, auction: bool, top: bool = True) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A("sony wh-1000xm4", None, TV, (130, 160, 940, 260), "search_box", click=True),
              A(None, "Cart", IB, (960, 160, 1060, 260), "action_cart", click=True)]
        y = 290
        if top:
            s += [A(count, None, TV, (40, 290, 700, 350), "result_count"),
                  A("Save this search", None, BTN, (700, 280, 1040, 360), "save_search", click=True),
                  A(None, None, HSV, (0, 370, 1080, 470), "refine_bar", scroll=True),
                  A("Sort", f"Sort: {sort}", CHIP, (20, 380, 200, 460), click=True),
                  A("Filter", None, CHIP, (210, 380, 400, 460), click=True),
                  A("Buy It Now", None, CHIP, (410, 380, 640, 460), click=True, check=False),
                  A("Auction", None, CHIP, (650, 380, 840, 460), click=True, check=auction),
                  A("Condition", None, CHIP, (850, 380, 1080, 460), click=True)]
            y = 480
        s.append(A(None, None, RV, (0, y, 1080, 2220), "recycler", scroll=True))
        y += 10
        for k in keys:
            it = items[k]
            s += [A(None, None, VG, (0, y, 1080, y + 340), "search_result_card", click=True),
                  A(None, it["title"], IV, (30, y + 20, 330, y + 320), "image"),
                  A(it["title"], None, TV, (360, y + 20, 960, y + 130), "textview_item_title"),
                  A(None, "Remove from watchlist" if k in watched else "Add to watchlist", IB, (970, y + 20, 1060, y + 110), "watch_toggle", click=True, check=k in watched),
                  A(it["cond"], None, TV, (360, y + 130, 960, y + 180), "textview_item_subtitle"),
                  A(it["price"], None, TV, (360, y + 185, 960, y + 250), "textview_item_price"),
                  A(it["fmt"], None, TV, (360, y + 250, 960, y + 295), "textview_item_bids"),
                  A(it["ship"], None, TV, (360, y + 295, 960, y + 335), "textview_item_logistics_cost")]
            if it["extra"]:
                s.append(A(it["extra"], None, TV, (740, y + 250, 1040, y + 295), "textview_item_hotness"))
            y += 350
        s += tabs("Search")
        return s

    def sort_sheet(clock: str, batt: int) -> list[dict[str, Any]]:
        s = results(clock, batt, ["a", "b", "c"], "1,900+ results for sony wh-1000xm4", "Best Match", False)
        s += [A(None, None, FL, (0, 1200, 1080, 2400), "design_bottom_sheet"),
              A("Sort", None, TV, (40, 1240, 800, 1320))]
        y = 1340
        for opt in ["Best Match", "Time: ending soonest", "Time: newly listed", "Price + Shipping: lowest first",
                    "Price + Shipping: highest first", "Distance: nearest first"]:
            s.append(A(opt, None, RB, (40, y, 1040, y + 160), click=True, check=opt == "Best Match"))
            y += 170
        return s

    def item_page(clock: str, batt: int, watching: bool) -> list[dict[str, Any]]:
        it = items["e"]
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A(None, "Share", IB, (760, 150, 860, 270), click=True),
              A(None, "Cart", IB, (870, 150, 970, 270), click=True),
              A(None, "More options", IB, (980, 150, 1070, 270), click=True),
              A(None, None, SV, (0, 280, 1080, 2400), "scroll_view", scroll=True),
              A(None, "Image 1 of 9", IV, (0, 280, 1080, 1060), "image_viewpager", click=True),
              A(it["title"], None, TV, (40, 1080, 1040, 1220), "textview_item_name"),
              A("Pre-Owned", None, TV, (40, 1230, 600, 1280), "textview_item_condition"),
              A("US $96.00", None, TV, (40, 1300, 600, 1390), "textview_item_price"),
              A("9 bids", None, TV, (620, 1320, 1040, 1380), "textview_bid_count", click=True),
              A("Ends in 4d 11h · Tue, 11:32 PM", None, TV, (40, 1400, 1040, 1450), "textview_time_left"),
              A("Free shipping", None, TV, (40, 1470, 1040, 1520), "textview_shipping"),
              A("Located in Columbus, OH, United States", None, TV, (40, 1520, 1040, 1570)),
              A("Est. delivery Thu, Oct 23 - Mon, Oct 27", None, TV, (40, 1570, 1040, 1620)),
              A("Place bid", None, BTN, (40, 1660, 1040, 1790), "button_bid", click=True),
              A("Watching" if watching else "Add to Watchlist", None, BTN, (40, 1810, 1040, 1940), "button_watch", click=True, check=watching),
              A(f"{28 if watching else 27} watchers", None, TV, (40, 1960, 1040, 2010), "textview_watchers"),
              A("audiogear_resale (1,284)", None, TV, (40, 2060, 800, 2120), "seller_name", click=True),
              A("99.6% positive feedback", None, TV, (40, 2120, 800, 2170), "seller_feedback")]
        return s

    t = Traj(home("12:08", 88))
    t.click("Search on eBay", search("12:08", 88, ""))
    t.type("#search_src_text", "sony wh-1000xm4", search("12:08", 88, "sony wh-1000xm4"))
    t.enter(results("12:09", 88, ["a", "b", "c", "d", "e"], "1,900+ results for sony wh-1000xm4", "Best Match", False))
    t.click("Sort", sort_sheet("12:09", 88))
    items["d"]["fmt"] = "6 bids · 19h 41m"
    t.click("Price + Shipping: lowest first", results("12:10", 88, ["f", "g", "d", "h", "e"], "1,900+ results for sony wh-1000xm4", "Price + Shipping: lowest first", False))
    items["d"].update(price="$40.00", fmt="7 bids · 19h 41m")
    t.click("Auction", results("12:10", 88, ["d", "h", "e", "b", "i"], "214 results for sony wh-1000xm4", "Price + Shipping: lowest first", True))
    t.click(items["e"]["title"], item_page("12:11", 87, False))
    t.click("Add to Watchlist", item_page("12:11", 87, True))
    watched.add("e")
    items["d"].update(price="$41.00", fmt="8 bids · 19h 38m")
    items["h"]["fmt"] = "5 bids · 1d 6h"
    t.back(results("12:13", 87, ["d", "h", "e", "b", "i"], "214 results for sony wh-1000xm4", "Price + Shipping: lowest first", True))
    items["b"]["fmt"] = "14 bids · 2d 3h"
    t.scroll("down", results("12:13", 87, ["b", "i", "j", "k"], "", "", True, top=False))
    add(rs, 7, t)


# Google Wallet: bad
def t08(rs: RowSet) -> None:
    A = Ui("com.google.android.apps.walletnfcrel")

    def home(clock: str, batt: int, last4: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VW, (0, 118, 1080, 2400), scroll=True),
              A("Wallet", None, TV, (63, 160, 600, 250)),
              A(None, "Account and settings", BTN, (950, 160, 1040, 250), click=True),
              A(None, f"Visa card, Chase Freedom Unlimited, ending in {last4}", VW, (63, 300, 1017, 900), click=True),
              A("Default for contactless", None, TV, (63, 920, 800, 970)),
              A(None, "Mastercard, Capital One Quicksilver, ending in 0382", VW, (63, 1000, 1017, 1120), click=True),
              A(None, "Clipper card, balance $23.40", VW, (63, 1130, 1017, 1250), click=True),
              A("Passes", None, TV, (63, 1310, 600, 1380)),
              A(None, "Delta Air Lines boarding pass, SFO to SEA, Fri, Jun 20, 7:05 AM", VW, (63, 1400, 1017, 1600), click=True),
              A("DL 2131 · SFO → SEA", None, TV, (100, 1430, 900, 1490)),
              A("Fri, Jun 20 · Boarding 6:25 AM", None, TV, (100, 1500, 900, 1560)),
              A(None, "Costco Wholesale membership card", VW, (63, 1620, 1017, 1780), click=True),
              A("Costco Wholesale", None, TV, (100, 1660, 900, 1720)),
              A(None, "Cinemark Movie Club card", VW, (63, 1800, 1017, 1960), click=True),
              A("Cinemark Movie Club", None, TV, (100, 1840, 900, 1900)),
              A("Add to Wallet", "Add to Wallet", BTN, (560, 2160, 1017, 2300), click=True)]
        return s

    tx1 = [("Blue Bottle Coffee", "Jun 17", "$6.25"), ("Safeway #1489", "Jun 16", "$84.17"),
           ("Clipper card reload", "Jun 14", "$20.00"), ("Walgreens #3312", "Jun 13", "$14.86")]
    tx2 = [("Shell 57442", "Jun 11", "$52.30"), ("Trader Joe's #236", "Jun 10", "$63.09"),
           ("Lyft", "Jun 8", "$18.44")]

    def card(clock: str, batt: int, scrolled: bool) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", BTN, (0, 140, 126, 266), click=True),
              A("Chase Freedom Unlimited", None, TV, (150, 160, 850, 250)),
              A(None, "More options", BTN, (960, 150, 1060, 250), click=True),
              A(None, None, VW, (0, 280, 1080, 2400), scroll=True)]
        y = 300
        if not scrolled:
            s += [A(None, "Visa card, Chase Freedom Unlimited, ending in 4417", VW, (180, 300, 900, 760)),
                  A("Visa •••• 4417", None, TV, (63, 790, 800, 850)),
                  A("Default for contactless payments", None, TV, (63, 860, 900, 910)),
                  A("Recent activity", None, TV, (63, 980, 800, 1050))]
            y = 1070
            rows = tx1
        else:
            rows = tx1[2:] + tx2
        for name, day, amt in rows:
            s += [A(None, f"{name}, {day}, {amt}", VW, (0, y, 1080, y + 170), click=True),
                  A(name, None, TV, (160, y + 30, 760, y + 90)),
                  A(day, None, TV, (160, y + 90, 760, y + 140)),
                  A(amt, None, TV, (800, y + 50, 1017, y + 110))]
            y += 170
        if scrolled:
            s += [A("See all activity", None, TV, (63, y + 20, 800, y + 100), click=True),
                  A("Card details", None, TV, (63, y + 160, 900, y + 260), click=True),
                  A("Security and privacy", None, TV, (63, y + 280, 900, y + 380), click=True),
                  A("Remove payment method", None, TV, (63, y + 400, 900, y + 500), click=True)]
        return s

    def details(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", BTN, (0, 140, 126, 266), click=True),
              A("Card details", None, TV, (150, 160, 850, 250))]
        y = 320
        for k, v in [("Card number", "•••• 4417"), ("Virtual account number", "•••• 8862"), ("Expiration date", "09/28"),
                     ("Name on card", "MARCUS BELL"), ("Billing address", "1450 Valencia St Apt 3, San Francisco, CA 94110"),
                     ("Phone number", "(415) 555-0166"), ("Card issuer", "JPMorgan Chase Bank, N.A.")]:
            s += [A(k, None, TV, (63, y, 1017, y + 60)), A(v, None, TV, (63, y + 60, 1017, y + 130))]
            y += 170
        s += [A("Edit", None, BTN, (63, y + 40, 400, y + 150), click=True),
              A("The virtual account number is used instead of your card number when you pay in stores.", None, TV, (63, y + 180, 1017, y + 300))]
        return s

    clip_hist = [("Muni", "Jun 17 · 8:42 AM", "-$2.85"), ("BART", "Jun 16 · Embarcadero → 16th St Mission", "-$2.50"),
                 ("BART", "Jun 16 · 16th St Mission → Embarcadero", "-$2.50"), ("Reload", "Jun 14 · Google Wallet", "+$20.00"),
                 ("Caltrain", "Jun 12 · 22nd St → Palo Alto", "-$7.75")]

    def clipper(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", BTN, (0, 140, 126, 266), click=True),
              A("Clipper", None, TV, (150, 160, 850, 250)),
              A(None, "More options", BTN, (960, 150, 1060, 250), click=True),
              A(None, "Clipper card", VW, (180, 300, 900, 760)),
              A("$23.40", None, TV, (63, 790, 600, 880)),
              A("Card balance", None, TV, (63, 880, 600, 930)),
              A("Add money", "Add money", BTN, (63, 970, 520, 1090), click=True),
              A("Autoload", "Autoload", BTN, (560, 970, 1017, 1090), click=True),
              A("Card number 1202 5563 41", None, TV, (63, 1120, 1017, 1170)),
              A("Recent activity", None, TV, (63, 1220, 800, 1290))]
        y = 1310
        for name, when, amt in clip_hist:
            s += [A(name, None, TV, (160, y + 20, 760, y + 80)), A(when, None, TV, (160, y + 80, 900, y + 130)),
                  A(amt, None, TV, (820, y + 40, 1017, y + 100))]
            y += 160
        return s

    def add_money(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Close", BTN, (0, 140, 126, 266), click=True),
              A("Add money", None, TV, (150, 160, 850, 250)),
              A("Clipper · Balance $23.40", None, TV, (63, 300, 1017, 360)),
              A("How much do you want to add?", None, TV, (63, 420, 1017, 500))]
        y = 540
        for amt in ["$10", "$20", "$40", "$60", "Other amount"]:
            s.append(A(amt, None, RB, (63, y, 1017, y + 140), click=True, check=False))
            y += 150
        s += [A("Max balance is $300.00", None, TV, (63, y + 20, 1017, y + 80)),
              A("Continue", None, BTN, (560, 2180, 1017, 2310), enabled=False)]
        return s

    t = Traj(home("5:26", 52, "4417"))
    t.click("Visa card, Chase Freedom Unlimited, ending in 4417", card("5:26", 52, False))
    t.scroll("down", card("5:26", 52, True))
    t.click("Card details", details("5:27", 52))
    t.back(card("5:27", 52, True))
    t.back(home("5:27", 52, "4471"))
    t.click("Clipper card, balance $23.40", clipper("5:28", 51))
    t.click("Add money", add_money("5:28", 51))
    t.back(clipper("5:28", 51))
    add(rs, 8, t, 5, "Chase card's last four digits drift from 4417 to 4471 on the Wallet home carousel")


# NewPipe: clean
def t09(rs: RowSet) -> None:
    A = Ui("org.schabi.newpipe")
    title = "The Black Hole Bomb and Black Hole Civilizations"
    ch = "Kurzgesagt – In a Nutshell"

    def vrow(s: list[dict[str, Any]], y: int, name: str, meta: str, dur: str) -> None:
        s += [A(None, None, LL, (0, y, 1080, y + 260), "itemRoot", click=True, lng=True),
              A(None, None, IV, (20, y + 20, 420, y + 245), "itemThumbnailView"),
              A(dur, None, TV, (330, y + 190, 410, y + 235), "itemDurationView"),
              A(name, None, TV, (450, y + 20, 1060, y + 140), "itemVideoTitleView"),
              A(meta, None, TV, (450, y + 150, 1060, y + 240), "itemAdditionalDetails")]

    def trending(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Open Drawer", IB, (0, 140, 126, 266), click=True),
              A("NewPipe", None, TV, (150, 160, 700, 250)),
              A(None, "Search", TV, (960, 150, 1060, 250), "action_search", click=True),
              A(None, None, HSV, (0, 270, 1080, 400), "main_tab_layout"),
              A(None, "Trending", LL, (0, 270, 360, 400), click=True, sel=True),
              A(None, "Subscriptions", LL, (360, 270, 720, 400), click=True),
              A(None, "Bookmarked Playlists", LL, (720, 270, 1080, 400), click=True),
              A(None, None, RV, (0, 400, 1080, 2400), "items_list", scroll=True)]
        y = 410
        for name, meta, dur in [("I Tried Every Fast Food Breakfast in America", "Max Miller · 2.1M views · 1 day ago", "24:18"),
                                ("NFL Wild Card Highlights: Broncos vs. Bills", "NFL · 4.8M views · 18 hours ago", "12:44"),
                                ("The Hardest Game Ever Made?", "Ludwig · 1.3M views · 2 days ago", "31:02"),
                                ("Building a Tiny Cabin in the Snow - Day 3", "My Self Reliance · 890K views · 3 days ago", "42:51"),
                                ("I Built a Secret Room in My Garage", "Mark Rober · 9.7M views · 4 days ago", "19:20"),
                                ("Why Airplane Windows Are Round", "Real Engineering · 612K views · 1 day ago", "14:06"),
                                ("Testing Viral Kitchen Gadgets (again)", "Ann Reardon · 1.1M views · 2 days ago", "17:33")]:
            vrow(s, y, name, meta, dur)
            y += 270
        return s

    def search(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(text or None, None, ET, (150, 160, 880, 250), "toolbar_search_edit_text", hint="Search", click=True, edit=True, focus=True),
              A(None, "Clear", TV, (890, 160, 970, 250), "toolbar_search_clear", click=True),
              A(None, None, RV, (0, 280, 1080, 1300), "suggestions_list", scroll=True)]
        rows = (["kurzgesagt black holes", "kurzgesagt black holes explained", "kurzgesagt black hole bomb", "kurzgesagt black hole size comparison"]
                if text else ["lofi hip hop radio", "how to sharpen a chef knife", "veritasium"])
        y = 300
        for r in rows:
            s += [A(None, None, LL, (0, y, 1080, y + 140), "suggestion_item", click=True),
                  A(r, None, TV, (150, y + 30, 900, y + 110), "suggestion_search"),
                  A(None, "Insert", IV, (960, y + 30, 1040, y + 110), "suggestion_insert", click=True)]
            y += 150
        return s

    def results(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("kurzgesagt black holes", None, ET, (150, 160, 880, 250), "toolbar_search_edit_text", hint="Search", click=True, edit=True),
              A(None, "Clear", TV, (890, 160, 970, 250), "toolbar_search_clear", click=True),
              A(None, "Filter", TV, (980, 160, 1060, 250), "action_filter", click=True),
              A(None, None, RV, (0, 280, 1080, 2400), "items_list", scroll=True),
              A(None, None, LL, (0, 290, 1080, 520), "itemRoot", click=True),
              A(None, None, IV, (140, 310, 340, 510), "itemThumbnailView"),
              A(ch, None, TV, (450, 330, 1060, 400), "itemTitleView"),
              A("23.4M subscribers · 218 videos", None, TV, (450, 400, 1060, 460), "itemAdditionalDetails")]
        y = 530
        for name, meta, dur in [(title, f"{ch} · 12M views · 7 years ago", "10:57"),
                                ("Black Holes Explained – From Birth to Death", f"{ch} · 27M views · 9 years ago", "5:56"),
                                ("The Largest Black Hole in the Universe - Size Comparison", f"{ch} · 17M views · 2 years ago", "13:19"),
                                ("How To Escape From A Black Hole", f"{ch} · 6.1M views · 1 year ago", "11:24"),
                                ("What If You Fell Into a Black Hole?", "Vsauce2 · 3.8M views · 5 years ago", "9:03"),
                                ("Why Black Holes Could Delete The Universe – The Information Paradox", f"{ch} · 14M views · 4 years ago", "13:29")]:
            vrow(s, y, name, meta, dur)
            y += 270
        return s

    def detail(clock: str, batt: int, icons: tuple[str, ...] = (), toast: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, None, FL, (0, 118, 1080, 726), "detail_thumbnail_root_layout", click=True),
              A(None, "Play", IV, (460, 342, 620, 502), "detail_thumbnail_play_button"),
              A("10:57", None, TV, (950, 660, 1060, 710), "detail_duration_view"),
              A(None, None, SV, (0, 726, 1080, 2400), "detail_main_content", scroll=True),
              A(title, None, TV, (40, 750, 1000, 880), "detail_video_title_view", click=True),
              A(None, None, IV, (40, 910, 160, 1030), "detail_uploader_thumbnail_view", click=True),
              A(ch, None, TV, (180, 910, 760, 970), "detail_uploader_text_view", click=True),
              A("23.4M subscribers", None, TV, (180, 970, 760, 1030), "detail_sub_channel_text_view"),
              A("12,431,906 views", None, TV, (760, 910, 1060, 970), "detail_view_count_view"),
              A("354K", None, TV, (820, 980, 1060, 1030), "detail_thumbs_up_count_view"),
              A(None, "Add to", TV, (0, 1060, 180, 1220), "detail_controls_playlist_append", click=True),
              A(None, "Background", TV, (180, 1060, 360, 1220), "detail_controls_background", click=True),
              A(None, "Popup", TV, (360, 1060, 540, 1220), "detail_controls_popup", click=True),
              A(None, "Download", TV, (540, 1060, 720, 1220), "detail_controls_download", click=True),
              A(None, "Share", TV, (720, 1060, 900, 1220), "detail_controls_share", click=True),
              A(None, "Open in browser", TV, (900, 1060, 1080, 1220), "detail_controls_open_in_browser", click=True),
              A("Published on Oct 1, 2017", None, TV, (40, 1250, 1040, 1310), "detail_upload_date_view"),
              A("Show more", None, TV, (40, 1310, 1040, 1370), "detail_description_show_more", click=True),
              A(None, None, HSV, (0, 1400, 1080, 1520), "tab_layout"),
              A(None, "Related items", LL, (0, 1400, 360, 1520), click=True, sel=True),
              A(None, "Comments", LL, (360, 1400, 720, 1520), click=True),
              A(None, "Description", LL, (720, 1400, 1080, 1520), click=True)]
        y = 1530
        for name, meta, dur in [("What Is Something?", f"{ch} · 8.9M views · 3 years ago", "8:43"),
                                ("Black Holes Explained – From Birth to Death", f"{ch} · 27M views · 9 years ago", "5:56"),
                                ("The Most Extreme Explosion in the Universe", f"{ch} · 15M views · 7 years ago", "6:56")]:
            vrow(s, y, name, meta, dur)
            y += 270
        if toast:
            s.append(A(toast, None, TV, (300, 2050, 780, 2140), "message", rp="android"))
        return s

    def playlist_dialog(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (63, 760, 1017, 1640), "parentPanel"),
              A("Add to playlist", None, TV, (110, 800, 960, 880), "alertTitle", rp="android"),
              A(None, None, LL, (63, 900, 1017, 1040), "newPlaylist", click=True),
              A("Create New Playlist", None, TV, (200, 930, 960, 1010)),
              A(None, None, RV, (63, 1050, 1017, 1620), "playlist_list", scroll=True)]
        y = 1060
        for name, n in [("Science", "14 videos"), ("Sleep sounds", "6 videos"), ("Cooking", "23 videos")]:
            s += [A(None, None, LL, (63, y, 1017, y + 170), "itemRoot", click=True),
                  A(name, None, TV, (360, y + 30, 960, y + 100), "itemTitleView"),
                  A(n, None, TV, (360, y + 100, 960, y + 150), "itemStreamCountView")]
            y += 180
        return s

    def download(clock: str, batt: int, kind: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (63, 560, 1017, 1860), "parentPanel"),
              A("Download", None, TV, (110, 600, 960, 680), "alertTitle", rp="android"),
              A(title, None, ET, (110, 710, 960, 830), "file_name", hint="File name", click=True, edit=True),
              A("Video", None, RB, (110, 860, 380, 960), "video_button", click=True, check=kind == "video"),
              A("Audio", None, RB, (390, 860, 660, 960), "audio_button", click=True, check=kind == "audio"),
              A("Subtitle", None, RB, (670, 860, 960, 960), "subtitle_button", click=True, check=False),
              A("MPEG-4 1080p60 · 143.2 MB" if kind == "video" else "m4a 128kbps · 10.5 MB", None, TV, (110, 990, 960, 1090), "quality_spinner", click=True),
              A("Threads", None, TV, (110, 1130, 500, 1190), "threads_text_view"),
              A("3", None, TV, (880, 1130, 960, 1190), "threads_count"),
              A(None, "Threads", SB, (110, 1200, 960, 1280), "threads", click=True),
              A("Cancel", None, BTN, (500, 1740, 720, 1840), "button2", rp="android", click=True),
              A("OK", None, BTN, (740, 1740, 960, 1840), "button1", rp="android", click=True)]
        return s

    t = Traj(trending("9:47", 33))
    t.click("Search", search("9:47", 33, ""))
    t.type("#toolbar_search_edit_text", "kurzgesagt black holes", search("9:47", 33, "kurzgesagt black holes"))
    t.enter(results("9:48", 33))
    t.click(title, detail("9:48", 33))
    t.click("Add to", playlist_dialog("9:48", 33))
    t.click("Science", detail("9:49", 33, toast="Added to playlist"))
    t.click("Download", download("9:49", 32, "video"))
    t.click("Audio", download("9:49", 32, "audio"))
    t.click("OK", detail("9:50", 32, ("NewPipe notification: Downloading",)))
    add(rs, 9, t)


# Joplin: bad
def t10(rs: RowSet) -> None:
    A = Ui("net.cozic.joplin")
    recipes = ["Miso salmon", "Dal tadka", "Banana bread (less sugar)", "Chili for a crowd", "Pad see ew",
               "Overnight oats", "Focaccia", "Shortbread", "Lentil soup"]
    personal = ["Tax docs 2024 checklist", "Dentist – crown quote", "Car: 60k service", "Gift ideas", "Bike fit measurements",
                "Apartment move-out", "Reading log 2025", "Garden plan spring", "Therapist questions", "Insurance renewal notes"]
    new_title = "Shakshuka (Sunday brunch)"
    new_body = ("- 6 eggs\n- 1 can (400 g) crushed tomatoes\n- 1 red pepper, 1 onion, 2 garlic cloves\n- cumin, smoked paprika, chili flakes\n"
                "- feta + parsley to finish\n\nSoften onion and pepper 8 min, add spices and tomatoes, simmer 15 min. Make wells, crack eggs, cover 6-8 min.")

    def note_list(clock: str, batt: int, folder: str, notes: list[str], fab_open: bool = False) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Menu", BTN, (0, 140, 126, 266), click=True),
              A(folder, None, TV, (150, 160, 700, 250)),
              A(None, "Select", BTN, (760, 150, 860, 250), click=True),
              A(None, "Search", BTN, (860, 150, 960, 250), click=True),
              A(None, "Actions", BTN, (960, 150, 1060, 250), click=True),
              A(None, None, "android.widget.ScrollView", (0, 270, 1080, 2400), scroll=True)]
        y = 280
        for n in notes:
            if y + 140 > 2400:
                break
            s += [A(None, None, VG, (0, y, 1080, y + 140), click=True, lng=True),
                  A(n, None, TV, (40, y + 40, 1040, y + 100))]
            y += 142
        if fab_open:
            s += [A("New to-do", None, TV, (520, 1800, 860, 1880)),
                  A(None, "New to-do", BTN, (900, 1780, 1020, 1900), click=True),
                  A("New note", None, TV, (520, 1960, 860, 2040)),
                  A(None, "New note", BTN, (900, 1940, 1020, 2060), click=True),
                  A(None, "Close", BTN, (880, 2120, 1040, 2280), click=True)]
        else:
            s.append(A(None, "Add new", BTN, (880, 2120, 1040, 2280), click=True))
        return s

    def editor(clock: str, batt: int, title: str, body: str, dirty: bool, focus: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Back", BTN, (0, 140, 126, 266), click=True),
              A("Recipes", None, TV, (150, 160, 600, 250), click=True)]
        if dirty:
            s.append(A(None, "Save", BTN, (620, 150, 720, 250), click=True))
        s += [A(None, "Undo", BTN, (720, 150, 810, 250), click=True),
              A(None, "Attach", BTN, (810, 150, 900, 250), click=True),
              A(None, "Tags", BTN, (900, 150, 980, 250), click=True),
              A(None, "Actions", BTN, (980, 150, 1060, 250), click=True),
              A(title or None, None, ET, (30, 280, 1050, 380), hint="Add title", click=True, edit=True, focus=focus == "title"),
              A(body or None, None, ET, (30, 400, 1050, 2300), hint="Note body", click=True, edit=True, focus=focus == "body", scroll=True)]
        return s

    def sidebar(clock: str, batt: int, counts: dict[str, int], sel: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 860, 2400)),
              A(None, None, "android.widget.ScrollView", (0, 118, 860, 2200), scroll=True),
              A(None, "All notes", VG, (0, 140, 860, 260), click=True),
              A("All notes", None, TV, (110, 170, 700, 230)),
              A("Notebooks", None, TV, (40, 300, 700, 360))]
        y = 380
        for nb in ["Personal", "Recipes", "Travel", "Work"]:
            s += [A(None, None, VG, (0, y, 860, y + 120), click=True, lng=True, sel=nb == sel),
                  A(nb, None, TV, (110, y + 30, 640, y + 90)),
                  A(str(counts[nb]), None, TV, (700, y + 30, 820, y + 90))]
            y += 122
        s += [A(None, "Synchronise", BTN, (40, 2220, 600, 2340), click=True),
              A("Last sync: 03/08/2025 10:52", None, TV, (40, 2160, 820, 2210)),
              A(None, "Configuration", BTN, (700, 2220, 820, 2340), click=True),
              A(None, None, VG, (860, 118, 1080, 2400), click=True)]
        return s

    def search(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Back", BTN, (0, 140, 126, 266), click=True),
              A("Search", None, TV, (150, 160, 700, 250)),
              A(None, None, ET, (30, 280, 930, 390), hint="Search", click=True, edit=True, focus=True),
              A(None, "Clear", BTN, (940, 290, 1050, 380), click=True)]
        return s

    counts = {"Personal": 31, "Recipes": 9, "Travel": 5, "Work": 12}
    t = Traj(note_list("11:05", 76, "Recipes", recipes))
    t.click("Add new", note_list("11:05", 76, "Recipes", recipes, True))
    t.click("New note", editor("11:05", 76, "", "", False, "title"), 1)
    t.type("?Add title", new_title, editor("11:06", 76, new_title, "", True, "title"))
    t.type("?Note body", new_body, editor("11:06", 76, new_title, new_body, True, "body"))
    t.click("Save", editor("11:07", 76, new_title, new_body, False, "body"))
    t.back(note_list("11:07", 76, "Recipes", [new_title] + recipes))
    counts["Recipes"] = 10
    t.click("Menu", sidebar("11:07", 76, counts, "Recipes"))
    t.click("Personal", note_list("11:07", 75, "Personal", personal))
    t.click("Menu", sidebar("11:08", 75, counts, "Personal"))
    t.click("Recipes", note_list("11:08", 75, "Recipes", recipes))
    t.click("Search", search("11:08", 75))
    add(rs, 10, t, 10, "note created and saved in Recipes is missing from the Recipes list")


# AliExpress: bad
def t11(rs: RowSet) -> None:
    A = Ui("com.alibaba.aliexpresshd")
    cart: list[dict[str, Any]] = [
        {"title": "USB C Hub 7 in 1 Docking Station 4K HDMI 100W PD USB 3.0 for MacBook", "store": "UGREEN Official Store", "sku": "Gray, 7-in-1", "price": 18.42, "qty": 1},
        {"title": "6pcs Silicone Stretch Lids Reusable Food Storage Covers", "store": "Kitchen Joy Store", "sku": "6pcs/set", "price": 4.19, "qty": 2},
        {"title": "Aluminum Bike Phone Mount 360° Rotation Handlebar Holder", "store": "ROCKBROS Official Store", "sku": "Black", "price": 9.67, "qty": 1},
        {"title": "Replacement Ear Pads for Sony WH-1000XM4 Protein Leather Cushions", "store": "Geekria Store", "sku": "Black", "price": 11.36, "qty": 1},
    ]

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(name, name, FL, (i * 270, 2230, (i + 1) * 270, 2400), "tab_" + name.lower(), click=True, sel=name == sel)
                for i, name in enumerate(["Home", "Choice", "Cart", "Account"])]

    def cart_screen(clock: str, batt: int, total: float | None = None, dialog: bool = False, toast: str | None = None) -> list[dict[str, Any]]:
        tot = sum(c["price"] * c["qty"] for c in cart) if total is None else total
        pieces = sum(c["qty"] for c in cart)
        s = bar(clock, batt)
        s += [A(f"Cart ({len(cart)})", None, TV, (40, 150, 600, 250), "tv_cart_title"),
              A("Manage", None, TV, (780, 160, 920, 240), "tv_manage", click=True),
              A(None, "Wish list", IV, (950, 150, 1050, 250), "iv_wishlist", click=True),
              A("Ship to: Denver, CO 80205", None, TV, (40, 260, 1040, 320), "tv_ship_to", click=True),
              A(None, None, RV, (0, 330, 1080, 2050), "rv_cart", scroll=True)]
        y = 340
        for i, c in enumerate(cart):
            s += [A(c["store"], None, TV, (120, y, 900, y + 60), "tv_store_name", click=True),
                  A(None, None, CB, (30, y + 120, 100, y + 190), "cb_item_select", click=True, check=True),
                  A(None, c["title"], IV, (120, y + 70, 360, y + 310), "iv_product", click=True),
                  A(c["title"], None, TV, (390, y + 70, 1040, y + 170), "tv_product_title", click=True),
                  A(c["sku"], None, TV, (390, y + 175, 800, y + 225), "tv_sku", click=True),
                  A(f"US ${c['price']:.2f}", None, TV, (390, y + 240, 700, y + 300), "tv_price"),
                  A(None, "Decrease quantity", IV, (720, y + 240, 790, y + 300), "iv_minus", click=True, enabled=c["qty"] > 1),
                  A(str(c["qty"]), None, TV, (790, y + 240, 870, y + 300), "tv_quantity"),
                  A(None, "Increase quantity", IV, (870, y + 240, 940, y + 300), "iv_plus", click=True),
                  A(None, "Delete", IV, (960, y + 240, 1040, y + 300), "iv_delete", click=True),
                  A("Free shipping", None, TV, (390, y + 305, 800, y + 345), "tv_shipping")]
            y += 380 if i < len(cart) - 1 else 0
        s += [A("All", None, CB, (30, 2080, 220, 2200), "cb_select_all", click=True, check=True),
              A(f"US ${tot:.2f}", None, TV, (300, 2090, 700, 2160), "tv_total_price"),
              A("Free shipping", None, TV, (300, 2160, 700, 2210), "tv_total_shipping"),
              A(f"Checkout ({pieces})", None, BTN, (720, 2080, 1050, 2210), "btn_checkout", click=True)]
        s += nav("Cart")
        if dialog:
            s += [A(None, None, FL, (96, 900, 984, 1400), "dialog_container"),
                  A("Delete this item?", None, TV, (140, 950, 940, 1030), "tv_dialog_title"),
                  A("You can add it to your Wish list so you don't lose it.", None, TV, (140, 1040, 940, 1160), "tv_dialog_content"),
                  A("Cancel", None, BTN, (140, 1250, 520, 1360), "btn_cancel", click=True),
                  A("Delete", None, BTN, (560, 1250, 940, 1360), "btn_confirm", click=True)]
        if toast:
            s.append(A(toast, None, TV, (360, 1880, 720, 1960), "message", rp="android"))
        return s

    def product(clock: str, batt: int) -> list[dict[str, Any]]:
        c = cart[0]
        s = bar(clock, batt)
        s += [A(None, "Back", IV, (0, 140, 126, 266), "iv_back", click=True),
              A(None, "Share", IV, (760, 150, 860, 250), "iv_share", click=True),
              A(None, "Cart", IV, (870, 150, 970, 250), "iv_cart", click=True),
              A("3", None, TV, (930, 150, 975, 190), "tv_cart_badge"),
              A(None, "More", IV, (980, 150, 1070, 250), "iv_more", click=True),
              A(None, None, RV, (0, 270, 1080, 2200), "rv_detail", scroll=True),
              A(None, "Product image 1/8", IV, (0, 270, 1080, 1200), "iv_gallery", click=True),
              A("US $18.42", None, TV, (40, 1220, 600, 1320), "tv_price"),
              A("US $36.83", None, TV, (620, 1240, 900, 1300), "tv_original_price"),
              A("-50%", None, TV, (900, 1240, 1040, 1300), "tv_discount"),
              A(c["title"], None, TV, (40, 1340, 1040, 1480), "tv_title"),
              A("4.8 ★ 2,316 reviews | 5,000+ sold", None, TV, (40, 1490, 1040, 1550), "tv_rating", click=True),
              A("Color: Gray, 7-in-1", None, TV, (40, 1590, 1040, 1650), "tv_sku_selected", click=True),
              A("Free shipping", None, TV, (40, 1690, 600, 1750), "tv_shipping"),
              A("Delivery: Aug 4 - 9", None, TV, (40, 1750, 1040, 1810), "tv_delivery"),
              A("75-day Buyer Protection", None, TV, (40, 1850, 1040, 1910), "tv_protection"),
              A("UGREEN Official Store", None, TV, (40, 1960, 800, 2030), "tv_store", click=True),
              A(None, "Store", IV, (0, 2230, 180, 2400), "iv_store", click=True),
              A("Buy now", None, BTN, (200, 2240, 620, 2380), "btn_buy_now", click=True),
              A("Add to cart", None, BTN, (640, 2240, 1060, 2380), "btn_add_cart", click=True)]
        return s

    def account(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Hi, dmitri_k", None, TV, (180, 170, 800, 250), "tv_nickname"),
              A(None, "Settings", IV, (960, 150, 1060, 250), "iv_settings", click=True),
              A("My orders", None, TV, (40, 320, 600, 390), "tv_orders_title"),
              A("View all", None, TV, (800, 320, 1040, 390), "tv_view_all", click=True)]
        for i, (name, n) in enumerate([("To pay", 0), ("To ship", 1), ("Shipped", 2), ("To review", 3)]):
            s.append(A(name, f"{name}, {n}", TV, (i * 270, 420, (i + 1) * 270, 560), click=True))
        y = 620
        for name, v in [("Coins", "240"), ("Coupons", "3"), ("Wish list", "17"), ("Followed stores", "4"),
                        ("Shipping address", None), ("Help center", None), ("Suggestion", None)]:
            s.append(A(name, None, TV, (40, y, 700, y + 130), click=True))
            if v:
                s.append(A(v, None, TV, (800, y + 30, 1040, y + 100)))
            y += 140
        s += nav("Account")
        return s

    def orders(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Back", IV, (0, 140, 126, 266), click=True),
              A("Orders", None, TV, (150, 160, 700, 250)),
              A(None, None, HSV, (0, 270, 1080, 380), "tab_layout")]
        for i, name in enumerate(["View all", "To pay", "To ship", "Shipped", "Processed"]):
            s.append(A(name, None, TV, (i * 216, 280, (i + 1) * 216, 370), click=True, sel=name == "To ship"))
        s += [A(None, None, RV, (0, 390, 1080, 2400), "rv_orders", scroll=True),
              A("Xiaomi Global Store", None, TV, (40, 420, 800, 480), click=True),
              A("Awaiting shipment", None, TV, (700, 420, 1040, 480)),
              A(None, "Xiaomi Smart Band 9 AMOLED Fitness Tracker", IV, (40, 500, 280, 740)),
              A("Xiaomi Smart Band 9 AMOLED Fitness Tracker Global Version", None, TV, (300, 500, 1040, 600)),
              A("Midnight Black", None, TV, (300, 600, 1040, 650)),
              A("x1", None, TV, (300, 660, 500, 710)),
              A("Total: US $34.99", None, TV, (600, 760, 1040, 820)),
              A("Order date: Jul 21, 2025", None, TV, (40, 760, 580, 820)),
              A("Order ID: 8196054473329012", None, TV, (40, 830, 1040, 880)),
              A("Track order", None, BTN, (560, 900, 1040, 1010), click=True)]
        return s

    t = Traj(cart_screen("10:31", 22))
    cart[1]["qty"] = 1
    t.click("Decrease quantity", cart_screen("10:31", 22), 1)
    t.click("Delete", cart_screen("10:32", 22, dialog=True), 2)
    del cart[2]
    t.click("Delete", cart_screen("10:32", 22, toast="Deleted"), 4)
    t.click(cart[0]["title"], product("10:33", 21))
    t.back(cart_screen("10:33", 21, total=43.64))
    t.click("Account", account("10:34", 21))
    t.click("To ship", orders("10:34", 21))
    add(rs, 11, t, 5, "cart total after the deletion still includes the deleted item's price")


# Philips Hue: clean
def t12(rs: RowSet) -> None:
    A = Ui("com.philips.lighting.hue2")
    rooms: dict[str, dict[str, Any]] = {
        "Living room": {"lights": {"Floor lamp": 80, "Sofa strip": 80, "Ceiling": 80}, "scene": "Read"},
        "Kitchen": {"lights": {"Pendant 1": 100, "Pendant 2": 100}, "scene": "Bright"},
        "Bedroom": {"lights": {"Bedside left": 0, "Bedside right": 0}, "scene": None},
        "Office": {"lights": {"Desk lamp": 45}, "scene": "Concentrate"},
        "Hallway": {"lights": {"Hallway spot": 0}, "scene": None},
    }

    def summary(r: dict[str, Any]) -> tuple[str, int]:
        on = [v for v in r["lights"].values() if v > 0]
        if not on:
            return "All lights are off", 0
        text = "All lights are on" if len(on) == len(r["lights"]) else f"{len(on)} light{'s' if len(on) > 1 else ''} on"
        return text, round(sum(on) / len(on))

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(name, name, FL, (i * 216, 2230, (i + 1) * 216, 2400), None, click=True, sel=name == sel)
                for i, name in enumerate(["Home", "Automations", "Sync", "Explore", "Settings"])]

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Home", None, TV, (63, 160, 600, 250), "toolbar_title"),
              A(None, "Edit", IB, (850, 150, 950, 250), "action_edit", click=True),
              A(None, "Add", IB, (960, 150, 1060, 250), "action_add", click=True),
              A(None, None, HSV, (0, 270, 1080, 370), "tabs"),
              A("Rooms", None, TV, (40, 280, 300, 360), click=True, sel=True),
              A("Zones", None, TV, (320, 280, 560, 360), click=True),
              A(None, None, RV, (0, 380, 1080, 2230), "room_list", scroll=True)]
        y = 400
        for name, r in rooms.items():
            text, bri = summary(r)
            s += [A(None, None, FL, (32, y, 1048, y + 320), "room_card", click=True),
                  A(name, None, TV, (80, y + 30, 760, y + 100), "room_name"),
                  A(text, None, TV, (80, y + 100, 760, y + 150), "room_status"),
                  A(None, f"{name} on/off", SW, (860, y + 40, 1010, y + 130), "room_switch", click=True, check=bri > 0),
                  A(None, f"{name} brightness", SB, (80, y + 200, 1000, y + 280), "room_brightness_slider", click=True, enabled=bri > 0)]
            y += 340
        s += nav("Home")
        return s

    def room(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
        r = rooms[name]
        text, bri = summary(r)
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(name, None, TV, (150, 160, 700, 250), "toolbar_title"),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, f"{name} on/off", SW, (860, 290, 1010, 380), "room_switch", click=True, check=bri > 0),
              A(text, None, TV, (63, 290, 760, 360), "room_status"),
              A(f"{bri}%" if bri else "Off", None, TV, (63, 370, 400, 430), "brightness_value"),
              A(None, f"{name} brightness", SB, (63, 440, 1017, 520), "room_brightness_slider", click=True, enabled=bri > 0),
              A("My scenes", None, TV, (63, 570, 600, 640)),
              A("See all", None, TV, (820, 570, 1017, 640), click=True)]
        for i, sc in enumerate(["Bright", "Relax", "Read", "Concentrate", "Dimmed", "Nightlight"]):
            r0, c0 = divmod(i, 3)
            x0, y0 = 40 + c0 * 340, 660 + r0 * 260
            s.append(A(sc, f"{sc} scene" + (", active" if r["scene"] == sc else ""), FL, (x0, y0, x0 + 320, y0 + 240), click=True, sel=r["scene"] == sc))
        s.append(A("Lights", None, TV, (63, 1210, 600, 1280)))
        y = 1300
        for lname, v in r["lights"].items():
            s += [A(None, None, FL, (32, y, 1048, y + 200), "light_card", click=True),
                  A(lname, None, TV, (80, y + 30, 760, y + 90), "light_name"),
                  A(f"{v}%" if v else "Off", None, TV, (80, y + 90, 760, y + 140), "light_status"),
                  A(None, f"{lname} on/off", SW, (860, y + 40, 1010, y + 130), "light_switch", click=True, check=v > 0)]
            y += 220
        return s

    t = Traj(home("7:58", 61))
    rooms["Kitchen"]["lights"] = {"Pendant 1": 0, "Pendant 2": 0}
    rooms["Kitchen"]["scene"] = None
    t.click("Kitchen on/off", home("7:58", 61))
    t.click("Living room", room("7:58", 61, "Living room"))
    rooms["Living room"] = {"lights": {"Floor lamp": 30, "Sofa strip": 30, "Ceiling": 30}, "scene": "Dimmed"}
    t.click("Dimmed", room("7:59", 61, "Living room"))
    rooms["Living room"]["lights"]["Floor lamp"] = 0
    rooms["Living room"]["scene"] = None
    t.click("Floor lamp on/off", room("7:59", 61, "Living room"))
    t.back(home("7:59", 61))
    t.click("Bedroom", room("8:00", 61, "Bedroom"))
    rooms["Bedroom"] = {"lights": {"Bedside left": 1, "Bedside right": 1}, "scene": "Nightlight"}
    t.click("Nightlight", room("8:00", 60, "Bedroom"))
    t.back(home("8:00", 60))
    add(rs, 12, t)


# Aurora Store: clean
def t13(rs: RowSet) -> None:
    A = Ui("com.aurora.store")
    PI = Ui("com.google.android.packageinstaller")
    name = "Firefox Focus: No Fuss Browser"

    def cbar(clock: str, batt: int, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        return bar(clock, batt, icons, charging=True)

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(n, n, FL, (i * 360, 2230, (i + 1) * 360, 2400), "navigation_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(["Apps", "Games", "Updates"])]

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        s = cbar(clock, batt)
        s += [A(None, None, FL, (0, 118, 1080, 2230), "nav_host_fragment"),
              A(None, "Search apps & games", TV, (40, 150, 1040, 270), "search_bar", click=True),
              A("Search apps & games", None, TV, (150, 180, 800, 240), "search_bar_text"),
              A(None, "Downloads", IV, (850, 160, 940, 260), "ic_download_manager", click=True),
              A(None, "More", IV, (950, 160, 1040, 260), "ic_more", click=True),
              A(None, None, HSV, (0, 290, 1080, 390), "tab_layout"),
              A("For you", None, TV, (0, 290, 360, 390), click=True, sel=True),
              A("Top charts", None, TV, (360, 290, 720, 390), click=True),
              A("Categories", None, TV, (720, 290, 1080, 390), click=True),
              A(None, None, RV, (0, 400, 1080, 2230), "recycler", scroll=True)]
        y = 420
        for title, apps in [("Recommended for you", ["Spotify: Music and Podcasts", "Duolingo: Language Lessons", "Strava: Run, Bike, Hike"]),
                            ("New & updated apps", ["Threads", "Google Maps", "VLC for Android"]),
                            ("Top rated", ["Pocket Casts - Podcast Player", "Todoist: Planner & Calendar", "Signal Private Messenger"])]:
            s.append(A(title, None, TV, (40, y, 800, y + 70), "txt_title"))
            for i, a in enumerate(apps):
                x0 = 40 + i * 340
                s += [A(None, None, IV, (x0, y + 90, x0 + 220, y + 310), "img_icon"),
                      A(a, None, TV, (x0, y + 320, x0 + 300, y + 420), "txt_line1", click=True)]
            y += 560
        s += nav("Apps")
        return s

    def search(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
        s = cbar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A(text or None, None, ET, (130, 160, 940, 260), "input_search", hint="Search apps & games", click=True, edit=True, focus=True),
              A(None, "Clear", IV, (950, 160, 1050, 260), "action2", click=True),
              A(None, None, RV, (0, 290, 1080, 1300), "recycler", scroll=True)]
        y = 300
        for r in (["firefox focus", "firefox focus browser", "firefox focus beta", "firefox focus klar"] if text else []):
            s.append(A(r, None, TV, (150, y, 1040, y + 130), "txt_title", click=True))
            y += 140
        return s

    def results(clock: str, batt: int) -> list[dict[str, Any]]:
        s = cbar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A("firefox focus", None, ET, (130, 160, 940, 260), "input_search", hint="Search apps & games", click=True, edit=True),
              A(None, "Filter", IV, (950, 160, 1050, 260), "action2", click=True),
              A(None, None, RV, (0, 290, 1080, 2400), "recycler", scroll=True)]
        y = 300
        for n, dev, meta in [(name, "Mozilla", "4.4 ★ · 45.62 MB · 10M+"),
                             ("Firefox Fast & Private Browser", "Mozilla", "4.5 ★ · 98.14 MB · 100M+"),
                             ("Firefox Klar: Private Browser", "Mozilla", "4.3 ★ · 45.60 MB · 1M+"),
                             ("Firefox Nightly for Developers", "Mozilla", "4.3 ★ · 102.71 MB · 1M+"),
                             ("DuckDuckGo Private Browser", "DuckDuckGo", "4.7 ★ · 38.05 MB · 50M+"),
                             ("Brave Private Web Browser, VPN", "Brave Software", "4.6 ★ · 156.33 MB · 100M+")]:
            s += [A(None, None, LL, (0, y, 1080, y + 230), "layout_content", click=True),
                  A(None, None, IV, (40, y + 30, 200, y + 190), "img_icon"),
                  A(n, None, TV, (230, y + 30, 1040, y + 95), "txt_line1"),
                  A(dev, None, TV, (230, y + 95, 1040, y + 145), "txt_line2"),
                  A(meta, None, TV, (230, y + 145, 1040, y + 200), "txt_line3")]
            y += 240
        return s

    def details(clock: str, batt: int, st: str, icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = cbar(clock, batt, icons)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A(None, "Share", IV, (850, 160, 940, 260), "action_share", click=True),
              A(None, "More", IV, (950, 160, 1040, 260), "action_more", click=True),
              A(None, None, SV, (0, 280, 1080, 2400), "scroll", scroll=True),
              A(None, None, IV, (40, 300, 260, 520), "img_icon"),
              A(name, None, TV, (290, 300, 1040, 400), "txt_line1"),
              A("Mozilla", None, TV, (290, 400, 1040, 450), "txt_line2", click=True),
              A("org.mozilla.focus", None, TV, (290, 450, 1040, 500), "txt_line3")]
        if st == "idle":
            s.append(A("Install", None, MBTN, (40, 560, 1040, 680), "btn_primary_action", click=True))
        elif st.startswith("dl"):
            pct, done = st[2:].split("/")
            s += [A(None, None, PB, (40, 560, 1040, 600), "progress_download"),
                  A(f"{pct}%", None, TV, (40, 610, 300, 660), "txt_progress_percent"),
                  A(f"{done} / 45.62 MB", None, TV, (320, 610, 800, 660), "txt_progress_size"),
                  A("Cancel", None, MBTN, (820, 600, 1040, 700), "btn_secondary_action", click=True)]
        else:
            s += [A("Uninstall", None, MBTN, (40, 560, 520, 680), "btn_secondary_action", click=True),
                  A("Open", None, MBTN, (560, 560, 1040, 680), "btn_primary_action", click=True)]
        s += [A("4.4", "Rating 4.4", TV, (40, 730, 300, 800), "txt_rating"),
              A("412K reviews", None, TV, (40, 800, 300, 850)),
              A("45.62 MB", "Size", TV, (320, 730, 620, 800), "txt_size"),
              A("10M+", "Downloads", TV, (640, 730, 940, 800), "txt_installs"),
              A("Version 138.0.1 (2015960727)", None, TV, (40, 900, 1040, 950), "txt_version"),
              A("Updated on May 9, 2025", None, TV, (40, 950, 1040, 1000), "txt_updated"),
              A("Requires Android 8.0 and up", None, TV, (40, 1000, 1040, 1050)),
              A("About this app", None, TV, (40, 1100, 800, 1170), click=True),
              A("Browse like no one's watching. The new Firefox Focus automatically blocks a wide range of online trackers — from the moment you launch it to the second you leave it.", None, TV, (40, 1180, 1040, 1400)),
              A("Privacy", None, TV, (40, 1450, 800, 1520)),
              A("Exodus Privacy: 0 trackers", None, TV, (40, 1530, 1040, 1590), click=True),
              A("Permissions", None, TV, (40, 1640, 800, 1710), click=True),
              A("11 permissions", None, TV, (40, 1710, 1040, 1770)),
              A("Reviews", None, TV, (40, 1830, 800, 1900), click=True)]
        return s

    def installer(clock: str, batt: int) -> list[dict[str, Any]]:
        s = cbar(clock, batt)
        s += [PI(None, None, FL, (63, 900, 1017, 1500), "content"),
              PI(None, "Firefox Focus", IV, (110, 950, 210, 1050), "app_icon"),
              PI("Firefox Focus", None, TV, (240, 960, 960, 1040), "app_name"),
              PI("Do you want to install this app?", None, TV, (110, 1090, 960, 1200), "install_confirm_question"),
              PI("Cancel", None, BTN, (500, 1370, 720, 1470), "button2", rp="android", click=True),
              PI("Install", None, BTN, (740, 1370, 960, 1470), "button1", rp="android", click=True)]
        return s

    t = Traj(home("4:22", 90))
    t.click("Search apps & games", search("4:22", 90, ""))
    t.type("#input_search", "firefox focus", search("4:22", 90, "firefox focus"))
    t.enter(results("4:23", 90))
    t.click(name, details("4:23", 90, "idle"))
    t.click("Install", details("4:23", 90, "dl27/12.32 MB"))
    t.wait(installer("4:24", 91))
    t.click("Install", details("4:24", 91, "done", ("Aurora Store notification: Firefox Focus installed",)))
    add(rs, 13, t)


# SmartThings: bad
def t14(rs: RowSet) -> None:
    A = Ui("com.samsung.android.oneconnect")
    dev: dict[str, dict[str, Any]] = {
        "Front Door Lock": {"room": "Entry", "state": "Locked", "power": None},
        "Garage Door": {"room": "Garage", "state": "Closed", "power": None},
        "Living Room Lamp": {"room": "Living room", "state": "On · 100%", "power": True},
        "Living Room Plug": {"room": "Living room", "state": "On", "power": True},
        "TV": {"room": "Living room", "state": "Off", "power": False},
        "Hallway Motion Sensor": {"room": "Hallway", "state": "No motion", "power": None},
        "Washer": {"room": "Laundry", "state": "Running · 0:38 left", "power": None},
        "Thermostat": {"room": "Hallway", "state": "72°F · Cooling to 70°F", "power": None},
    }
    autos = [("Porch light at sunset", "Sunset → Porch Light on", True),
             ("Away mode weekdays 9 AM", "Mon-Fri 9:00 AM → Location mode Away", False),
             ("Plug off at 11 PM", "11:00 PM → Living Room Plug off", True),
             ("Notify if garage open 10 min", "Garage Door open for 10 min → Notify members", True)]

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(n, n, FL, (i * 216, 2230, (i + 1) * 216, 2400), None, click=True, sel=n == sel)
                for i, n in enumerate(["Favorites", "Devices", "Life", "Routines", "Menu"])]

    def devices(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Maple St.", None, TV, (40, 160, 600, 250), "location_name", click=True),
              A(None, "Add", IB, (760, 150, 860, 250), click=True),
              A(None, "Notifications", IB, (860, 150, 960, 250), click=True),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, None, HSV, (0, 270, 1080, 370), "room_tabs"),
              A("All devices", None, TV, (20, 280, 300, 360), click=True, sel=True),
              A("Living room", None, TV, (310, 280, 560, 360), click=True),
              A("Kitchen", None, TV, (570, 280, 780, 360), click=True),
              A("Garage", None, TV, (790, 280, 1000, 360), click=True),
              A(None, None, RV, (0, 380, 1080, 2230), "device_list", scroll=True)]
        for i, (name, d) in enumerate(dev.items()):
            r, c = divmod(i, 2)
            x0, y0 = 32 + c * 516, 400 + r * 440
            s += [A(None, f"{name}, {d['state']}", FL, (x0, y0, x0 + 500, y0 + 420), "device_card", click=True, lng=True),
                  A(name, None, TV, (x0 + 30, y0 + 150, x0 + 470, y0 + 250), "device_name"),
                  A(d["room"], None, TV, (x0 + 30, y0 + 250, x0 + 470, y0 + 300), "device_room"),
                  A(d["state"], None, TV, (x0 + 30, y0 + 300, x0 + 470, y0 + 360), "device_status")]
            if d["power"] is not None:
                s.append(A(None, f"{name} power", IB, (x0 + 360, y0 + 30, x0 + 470, y0 + 140), "power_button", click=True, check=d["power"]))
        s += nav("Devices")
        return s

    def washer(clock: str, batt: int, left: str, ends: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("Washer", None, TV, (150, 160, 700, 250)),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A("Running", None, TV, (63, 300, 600, 380)),
              A("Remaining time", None, TV, (63, 420, 600, 480)),
              A(left, None, TV, (63, 480, 600, 600)),
              A(f"Ends at {ends}", None, TV, (63, 600, 600, 660)),
              A("Wash", None, TV, (700, 480, 1017, 560)),
              A("Course", None, TV, (63, 740, 500, 800)), A("Cotton", None, TV, (600, 740, 1017, 800)),
              A("Temperature", None, TV, (63, 820, 500, 880)), A("Warm", None, TV, (600, 820, 1017, 880)),
              A("Spin", None, TV, (63, 900, 500, 960)), A("High", None, TV, (600, 900, 1017, 960)),
              A("Soil level", None, TV, (63, 980, 500, 1040)), A("Normal", None, TV, (600, 980, 1017, 1040)),
              A("Remote control", None, TV, (63, 1100, 700, 1160)),
              A(None, "Remote control", SW, (860, 1090, 1010, 1170), click=True, check=True),
              A("Pause", None, BTN, (63, 1250, 520, 1370), click=True),
              A("History", None, TV, (63, 1450, 700, 1510), click=True),
              A("Energy", None, TV, (63, 1550, 700, 1610), click=True),
              A("This month 6.2 kWh", None, TV, (63, 1610, 700, 1660))]
        return s

    def routines(clock: str, batt: int, toast: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Routines", None, TV, (40, 160, 600, 250)),
              A(None, "Add routine", IB, (860, 150, 960, 250), click=True),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 270, 1080, 2230), "routine_list", scroll=True),
              A("Manual routines", None, TV, (40, 290, 700, 350))]
        for i, n in enumerate(["Movie night", "Leaving home", "Good night"]):
            x0 = 32 + i * 344
            s += [A(None, None, FL, (x0, 370, x0 + 328, 640), click=True, lng=True),
                  A(n, None, TV, (x0 + 30, 520, x0 + 300, 600)),
                  A(None, f"Run {n}", IB, (x0 + 210, 390, x0 + 310, 490), click=True)]
        s.append(A("Automations", None, TV, (40, 700, 700, 760)))
        y = 780
        for n, desc, on in autos:
            s += [A(None, None, FL, (32, y, 1048, y + 240), click=True, lng=True),
                  A(n, None, TV, (80, y + 30, 820, y + 100)),
                  A(desc, None, TV, (80, y + 100, 820, y + 200)),
                  A(None, f"{n} switch", SW, (860, y + 70, 1010, y + 160), click=True, check=on)]
            y += 260
        if toast:
            s.append(A(toast, None, TV, (200, 1960, 880, 2060), "message", rp="android"))
        s += nav("Routines")
        return s

    def porch(clock: str, batt: int, menu: bool = False) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("Porch light at sunset", None, TV, (150, 160, 850, 250)),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A("If", None, TV, (63, 300, 300, 370)),
              A("Sunset", None, TV, (120, 400, 900, 470), click=True),
              A("Today 7:12 PM", None, TV, (120, 470, 900, 520)),
              A("Then", None, TV, (63, 600, 300, 670)),
              A("Porch Light", None, TV, (120, 700, 900, 770), click=True),
              A("On", None, TV, (120, 770, 900, 820)),
              A("Turn off after 5 hours", None, TV, (120, 850, 900, 910)),
              A("Last run", None, TV, (63, 1000, 500, 1060)),
              A("Today 7:12 PM", None, TV, (600, 1000, 1017, 1060)),
              A("Notify me when this routine runs", None, TV, (63, 1120, 800, 1190)),
              A(None, "Notify me when this routine runs", SW, (860, 1110, 1010, 1200), click=True, check=False)]
        if menu:
            s += [A(None, None, LL, (620, 150, 1070, 560)),
                  A("Edit", None, TV, (640, 170, 1060, 290), click=True),
                  A("Duplicate", None, TV, (640, 300, 1060, 420), click=True),
                  A("Delete", None, TV, (640, 430, 1060, 550), click=True)]
        return s

    t = Traj(devices("8:41", 45))
    dev["Living Room Plug"].update(state="Off", power=False)
    t.click("Living Room Plug power", devices("8:41", 45))
    t.click("Washer", washer("8:42", 45, "0:37", "9:19 PM"))
    dev["Washer"]["state"] = "Running · 0:37 left"
    t.back(devices("8:42", 45))
    t.click("Routines", routines("8:42", 45))
    t.click("Run Movie night", routines("8:43", 45, "Movie night has run."))
    dev["Living Room Lamp"]["state"] = "On · 20%"
    dev["TV"].update(state="On", power=True)
    dev["Washer"]["state"] = "Running · 0:36 left"
    dev["Hallway Motion Sensor"]["state"] = "Motion detected"
    t.click("Devices", devices("8:43", 44))
    autos[1] = ("Away mode weekdays 9 AM", "Mon-Fri 9:00 AM → Location mode Away", True)
    t.click("Routines", routines("8:44", 44))
    t.click("Porch light at sunset", porch("8:44", 44))
    t.click("More options", porch("8:44", 44, True))
    add(rs, 14, t, 7, "an automation the agent never touched shows switched on")


# Yazio: clean
def t15(rs: RowSet) -> None:
    A = Ui("com.yazio.android")
    d: dict[str, Any] = {"eaten": 1090, "carbs": 128, "protein": 62, "fat": 38, "water": 1.25,
                         "meals": {"Breakfast": (412, "Oatmeal with blueberries, Coffee with milk"),
                                   "Lunch": (678, "Turkey sandwich, Apple, Greek yogurt 2%"),
                                   "Dinner": (0, None), "Snacks": (0, None)}}

    def diary(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        left = 2150 - d["eaten"]
        s += [A(None, "Previous day", IB, (20, 150, 120, 250), click=True),
              A("Today", None, TV, (360, 160, 720, 240), click=True),
              A(None, "Next day", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 270, 1080, 2230), "recycler", scroll=True),
              A(f"{d['eaten']:,}", None, TV, (40, 360, 300, 440)),
              A("Eaten", None, TV, (40, 440, 300, 490)),
              A(None, f"{left:,} kcal left", VW, (340, 290, 740, 690)),
              A(f"{left:,}", None, TV, (420, 420, 660, 520)),
              A("kcal left", None, TV, (420, 520, 660, 570)),
              A("0", None, TV, (780, 360, 1040, 440)),
              A("Burned", None, TV, (780, 440, 1040, 490)),
              A("Carbs", None, TV, (40, 720, 340, 770)), A(f"{d['carbs']} / 269 g", None, TV, (40, 780, 340, 830)),
              A("Protein", None, TV, (390, 720, 690, 770)), A(f"{d['protein']} / 108 g", None, TV, (390, 780, 690, 830)),
              A("Fat", None, TV, (740, 720, 1040, 770)), A(f"{d['fat']} / 72 g", None, TV, (740, 780, 1040, 830)),
              A("Nutrition", None, TV, (40, 900, 600, 970))]
        y = 990
        for meal, (kcal, items) in d["meals"].items():
            s += [A(None, None, FL, (32, y, 1048, y + 200), click=True),
                  A(meal, None, TV, (180, y + 30, 700, y + 90)),
                  A(f"{kcal} kcal", None, TV, (180, y + 90, 700, y + 140)),
                  A(None, f"Add {meal.lower()}", IB, (920, y + 50, 1020, y + 150), click=True)]
            if items:
                s.append(A(items, None, TV, (180, y + 140, 880, y + 190)))
            y += 210
        s += [A("Water tracker", None, TV, (40, y + 30, 600, y + 100)),
              A(f"{d['water']:.2f} L".replace(".50 L", ".5 L").replace(".00 L", ".0 L") + " of 2.0 L", None, TV, (40, y + 100, 600, y + 160)),
              A(None, "Add water", IB, (920, y + 60, 1020, y + 160), click=True),
              A(None, "Remove water", IB, (800, y + 60, 900, y + 160), click=True)]
        s += [A(n, n, FL, (i * 270, 2230, (i + 1) * 270, 2400), None, click=True, sel=n == "Diary")
              for i, n in enumerate(["Diary", "Fasting", "Recipes", "Profile"])]
        return s

    foods = {"chicken breast": [("Chicken breast, grilled", "165 kcal · 100 g"), ("Chicken breast, raw", "120 kcal · 100 g"),
                                ("Chicken breast fillet (Lidl)", "106 kcal · 100 g"), ("Rotisserie chicken breast", "184 kcal · 100 g"),
                                ("Breaded chicken breast", "242 kcal · 100 g")],
             "basmati rice cooked": [("Basmati rice, cooked", "130 kcal · 100 g"), ("Basmati rice, dry", "351 kcal · 100 g"),
                                     ("Tilda Pure Basmati, microwave", "142 kcal · 100 g"), ("Brown basmati rice, cooked", "121 kcal · 100 g")],
             "": [("Greek yogurt 2%", "110 kcal · 150 g"), ("Apple", "95 kcal · 1 medium"), ("Oatmeal with blueberries", "268 kcal · 1 bowl"),
                  ("Coffee with milk", "34 kcal · 1 cup"), ("Turkey sandwich", "402 kcal · 1 sandwich")]}

    def search(clock: str, batt: int, q: str, added: tuple[int, int] | None, snack: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("Dinner", None, TV, (150, 160, 700, 250)),
              A(None, "Scan barcode", IB, (960, 150, 1060, 250), click=True),
              A(q or None, None, ET, (40, 280, 1040, 390), "search", hint="Search for food", click=True, edit=True, focus=not added or bool(q)),
              A(None, None, RV, (0, 410, 1080, 2060), "recycler", scroll=True),
              A("Recent" if not q else "Results", None, TV, (40, 420, 700, 480))]
        y = 500
        for n, meta in foods[q]:
            s += [A(None, None, FL, (0, y, 1080, y + 180), click=True),
                  A(n, None, TV, (40, y + 30, 860, y + 95)),
                  A(meta, None, TV, (40, y + 95, 860, y + 150)),
                  A(None, f"Quick add {n}", IB, (920, y + 40, 1040, y + 140), click=True)]
            y += 190
        if added:
            n, kcal = added
            s += [A(f"Dinner · {n} item{'s' if n > 1 else ''} · {kcal} kcal", None, TV, (40, 2090, 700, 2180)),
                  A("Done", None, BTN, (760, 2070, 1040, 2200), click=True)]
        if snack:
            s.append(A(snack, None, TV, (40, 1940, 1040, 2040), "snackbar_text"))
        return s

    def detail(clock: str, batt: int, name: str, per100: tuple[int, float, float, float], amount: int) -> list[dict[str, Any]]:
        kcal, p, c, f = per100
        k = amount / 100
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(name, None, TV, (150, 160, 850, 250)),
              A(None, "Add to favorites", IB, (960, 150, 1060, 250), click=True),
              A(f"{round(kcal * k)} kcal", None, TV, (40, 300, 700, 400)),
              A(str(amount), None, ET, (40, 440, 600, 560), "amount", hint="Amount", click=True, edit=True, focus=amount != 100),
              A("g", None, TV, (640, 440, 1040, 560), "serving", click=True),
              A("Protein", None, TV, (40, 620, 500, 680)), A(f"{p * k:.1f} g", None, TV, (700, 620, 1040, 680)),
              A("Carbs", None, TV, (40, 700, 500, 760)), A(f"{c * k:.1f} g", None, TV, (700, 700, 1040, 760)),
              A("Fat", None, TV, (40, 780, 500, 840)), A(f"{f * k:.1f} g", None, TV, (700, 780, 1040, 840)),
              A("Nutrition facts per 100 g", None, TV, (40, 900, 1040, 960)),
              A(f"Calories {kcal} kcal · Protein {p} g · Carbs {c} g · Fat {f} g", None, TV, (40, 960, 1040, 1060)),
              A("Meal", None, TV, (40, 1120, 500, 1180)), A("Dinner", None, TV, (700, 1120, 1040, 1180), click=True),
              A("Add", None, BTN, (40, 2180, 1040, 2320), click=True)]
        return s

    chicken = (165, 31.0, 0.0, 3.6)
    rice = (130, 2.7, 28.2, 0.3)
    t = Traj(diary("7:12", 58))
    t.click("Add dinner", search("7:12", 58, "", None))
    t.type("#search", "chicken breast", search("7:12", 58, "chicken breast", None))
    t.click("Chicken breast, grilled", detail("7:13", 58, "Chicken breast, grilled", chicken, 100))
    t.type("#amount", "180", detail("7:13", 58, "Chicken breast, grilled", chicken, 180))
    t.click("Add", search("7:13", 58, "chicken breast", (1, 297), "Chicken breast, grilled added to Dinner"))
    t.type("#search", "basmati rice cooked", search("7:14", 58, "basmati rice cooked", (1, 297)))
    t.click("Basmati rice, cooked", detail("7:14", 57, "Basmati rice, cooked", rice, 100))
    t.type("#amount", "150", detail("7:14", 57, "Basmati rice, cooked", rice, 150))
    t.click("Add", search("7:15", 57, "basmati rice cooked", (2, 492), "Basmati rice, cooked added to Dinner"))
    d.update(eaten=1582, carbs=170, protein=122, fat=45)
    d["meals"]["Dinner"] = (492, "Chicken breast, grilled, Basmati rice, cooked")
    t.back(diary("7:15", 57))
    d["water"] = 1.5
    t.click("Add water", diary("7:15", 57))
    add(rs, 15, t)


# Obtainium: bad
def t16(rs: RowSet) -> None:
    A = Ui("dev.imranr.obtainium")
    apps = [("AppManager", "MuntashirAkon", "v4.0.0", "Update available"),
            ("Breezy Weather", "breezy-weather", "v5.4.3", None),
            ("LibreTube", "libre-tube", "v0.28.1", None),
            ("Obtainium", "ImranR98", "v1.2.3", None),
            ("Seal", "JunkFood02", "v1.13.1", None),
            ("Tusky", "tuskyapp", "v27.2", None)]

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(None, f"{n}\nTab {i + 1} of 4", VW, (i * 270, 2230, (i + 1) * 270, 2400), click=True, sel=n == sel)
                for i, n in enumerate(["Apps", "Add app", "Import/export", "Settings"])]

    def app_list(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (0, 0, 1080, 2400)),
              A(None, "Apps", VW, (40, 160, 600, 260)),
              A(None, "Search", BTN, (760, 160, 860, 260), click=True),
              A(None, "Select", BTN, (860, 160, 960, 260), click=True),
              A(None, "Update 1 app", BTN, (960, 160, 1060, 260), click=True),
              A(None, None, VW, (0, 280, 1080, 2230), scroll=True)]
        y = 300
        for name, author, ver, note in apps:
            d = f"{name}\nBy {author}\n{ver}" + (f"\n{note}" if note else "")
            s += [A(None, d, VW, (0, y, 1080, y + 210), click=True, lng=True),
                  A(None, f"Select {name}", CB, (940, y + 60, 1040, y + 150), click=True, check=False)]
            y += 220
        s += [A(None, "Check for updates", BTN, (880, 2060, 1040, 2200), click=True)]
        s += nav("Apps")
        return s

    def app_page(clock: str, batt: int, app_id: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Back", BTN, (0, 140, 126, 266), click=True),
              A(None, "AppManager", VW, (150, 160, 800, 250)),
              A(None, None, VW, (0, 280, 1080, 2100), scroll=True),
              A(None, "AppManager icon", IV, (440, 300, 640, 500)),
              A(None, "AppManager", VW, (40, 530, 1040, 610)),
              A(None, "By MuntashirAkon", VW, (40, 610, 1040, 670)),
              A(None, "https://github.com/MuntashirAkon/AppManager", VW, (40, 690, 1040, 760), click=True),
              A(None, app_id, VW, (40, 760, 1040, 820)),
              A(None, "GitHub", VW, (40, 820, 1040, 880)),
              A(None, "Installed version: v4.0.0", VW, (40, 930, 1040, 990)),
              A(None, "Latest version: v4.0.1", VW, (40, 990, 1040, 1050)),
              A(None, "Last update check: 2025-08-29 13:14", VW, (40, 1050, 1040, 1110)),
              A(None, "Changes", BTN, (40, 1160, 1040, 1260), click=True),
              A(None, "Release date: 2025-08-26", VW, (40, 1280, 1040, 1340)),
              A(None, "Categories: Tools", VW, (40, 1360, 1040, 1420)),
              A(None, "Remove", BTN, (40, 2130, 260, 2260), click=True),
              A(None, "Additional options", BTN, (280, 2130, 400, 2260), click=True),
              A(None, "Check for updates", BTN, (420, 2130, 540, 2260), click=True),
              A(None, "Update", BTN, (560, 2130, 1040, 2260), click=True)]
        return s

    def options(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Back", BTN, (0, 140, 126, 266), click=True),
              A(None, "AppManager", VW, (150, 160, 800, 250)),
              A(None, None, VW, (0, 280, 1080, 2100), scroll=True),
              A(None, "Additional options", VW, (40, 300, 1040, 380))]
        y = 400
        for label, on in [("Include prereleases", False), ("Fallback to older releases", True),
                          ("Use latest release tag as version", False), ("Track only", False),
                          ("Don't sort releases by date", False), ("Attempt to filter APKs by CPU architecture", True)]:
            s.append(A(None, label, SW, (40, y, 1040, y + 140), click=True, check=on))
            y += 150
        s += [A(None, None, ET, (40, y + 20, 1040, y + 160), hint="Filter release titles by regular expression", click=True, edit=True),
              A(None, None, ET, (40, y + 180, 1040, y + 320), hint="Filter APKs by regular expression", click=True, edit=True),
              A(None, "Version detection\nStandard", BTN, (40, y + 340, 1040, y + 460), click=True),
              A(None, "Save", BTN, (560, 2130, 1040, 2260), click=True)]
        return s

    def add_app(clock: str, batt: int, url: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Add app", VW, (40, 160, 600, 260)),
              A(None, None, VW, (0, 280, 1080, 2230), scroll=True),
              A(url or None, None, ET, (40, 300, 800, 440), hint="App source URL", click=True, edit=True, focus=bool(url)),
              A(None, "Add", BTN, (820, 310, 1040, 430), click=True, enabled=bool(url))]
        if url:
            s += [A(None, "Source: GitHub", VW, (40, 470, 1040, 530))]
            y = 560
            for label, on in [("Include prereleases", False), ("Fallback to older releases", True), ("Track only", False)]:
                s.append(A(None, label, SW, (40, y, 1040, y + 140), click=True, check=on))
                y += 150
            s += [A(None, None, ET, (40, y + 20, 1040, y + 160), hint="Filter APKs by regular expression", click=True, edit=True),
                  A(None, None, ET, (40, y + 180, 1040, y + 320), hint="GitHub personal access token (increases rate limit)", click=True, edit=True)]
        else:
            s += [A(None, None, ET, (40, 500, 800, 640), hint="Search (some sources only)", click=True, edit=True),
                  A(None, "Search", BTN, (820, 510, 1040, 630), click=True),
                  A(None, "Supported sources", VW, (40, 700, 1040, 770)),
                  A(None, "GitHub\nGitLab\nCodeberg\nF-Droid\nIzzyOnDroid\nSourceHut\nAPKMirror (track only)\nHTML", VW, (40, 780, 1040, 1300)),
                  A(None, "Import from URL list", BTN, (40, 1360, 1040, 1480), click=True)]
        s += nav("Add app")
        return s

    t = Traj(app_list("1:17", 69))
    t.click("AppManager\nBy MuntashirAkon\nv4.0.0\nUpdate available", app_page("1:17", 69, "io.github.muntashirakon.AppManager"))
    t.click("Additional options", options("1:18", 69))
    t.back(app_page("1:18", 69, "io.github.muntashirakon.appmanager"))
    t.back(app_list("1:18", 69))
    t.click("Add app\nTab 2 of 4", add_app("1:19", 69, ""))
    t.type("?App source URL", "https://github.com/LawnchairLauncher/lawnchair", add_app("1:19", 68, "https://github.com/LawnchairLauncher/lawnchair"))
    add(rs, 16, t, 3, "application id on the app page changes case (AppManager → appmanager)")


# Vinted: bad
def t17(rs: RowSet) -> None:
    A = Ui("fr.vinted")
    items: dict[str, dict[str, Any]] = {
        "levis": {"title": "Levi's 501 jeans W30 L32, mid blue", "brand": "Levi's", "size": "W30 | L32", "price": 25, "favs": 6, "views": 74,
                  "cond": "Good", "color": "Blue", "up": "5 days ago"},
        "pata": {"title": "Patagonia Better Sweater fleece M", "brand": "Patagonia", "size": "M", "price": 48, "favs": 9, "views": 112,
                 "cond": "Very good", "color": "Navy", "up": "3 weeks ago"},
        "zara": {"title": "Zara linen shirt, white, L", "brand": "Zara", "size": "L", "price": 12, "favs": 2, "views": 31,
                 "cond": "Very good", "color": "White", "up": "1 week ago"},
        "nike": {"title": "Nike Air Max 90 size 42", "brand": "Nike", "size": "42", "price": 55, "favs": 14, "views": 203,
                 "cond": "Good", "color": "White", "up": "2 weeks ago"},
    }

    def incl(p: float) -> str:
        return f"€{p + 0.70 + p * 0.05:.2f}"

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(n, n, FL, (i * 216, 2230, (i + 1) * 216, 2400), "tab_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(["Home", "Search", "Sell", "Inbox", "Profile"])]

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, ET, (40, 150, 1040, 260), "search_bar", hint="Search for items and members", click=True),
              A(None, None, RV, (0, 280, 1080, 2230), "feed_recycler", scroll=True),
              A("Newsfeed", None, TV, (40, 300, 700, 370))]
        feed = [("Sézane cardigan Gaspard, S", "Sézane", "S", 65), ("Carhartt WIP Detroit jacket L", "Carhartt WIP", "L", 89),
                ("Veja V-10 sneakers 39", "Veja", "39", 58), ("Uniqlo Ultra Light Down vest M", "Uniqlo", "M", 18)]
        for i, (title, brand, size, price) in enumerate(feed):
            r, c = divmod(i, 2)
            x0, y0 = 20 + c * 530, 390 + r * 900
            s += [A(None, f"{title}, brand: {brand}, size: {size}, €{price:.2f}", FL, (x0, y0, x0 + 510, y0 + 880), "item_box", click=True),
                  A(f"€{price:.2f}", None, TV, (x0 + 10, y0 + 700, x0 + 300, y0 + 760), "item_box_price"),
                  A(f"{incl(price)} incl.", None, TV, (x0 + 10, y0 + 760, x0 + 400, y0 + 800), "item_box_price_with_fees"),
                  A(size, None, TV, (x0 + 10, y0 + 800, x0 + 250, y0 + 840), "item_box_size"),
                  A(brand, None, TV, (x0 + 10, y0 + 840, x0 + 500, y0 + 880), "item_box_brand")]
        s += nav("Home")
        return s

    def profile(clock: str, batt: int, pata_title: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("lena_k", None, TV, (40, 160, 700, 250), "toolbar_title"),
              A(None, "Share profile", IB, (860, 150, 960, 250), click=True),
              A(None, "Settings", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 270, 1080, 2230), "profile_recycler", scroll=True),
              A(None, "lena_k profile picture", IV, (40, 290, 240, 490)),
              A("lena_k", None, TV, (280, 300, 900, 370)),
              A(None, "Rating 5 out of 5, 37 reviews", LL, (280, 380, 700, 430), click=True),
              A("37", None, TV, (620, 380, 700, 430)),
              A("Lyon, France", None, TV, (280, 440, 900, 490)),
              A("58 followers, 41 following", None, TV, (40, 520, 1040, 580), click=True),
              A("Edit profile", None, BTN, (40, 600, 1040, 700), click=True),
              A(None, None, HSV, (0, 730, 1080, 830), "tabs"),
              A("Wardrobe", None, TV, (0, 740, 360, 820), click=True, sel=True),
              A("Reviews", None, TV, (360, 740, 720, 820), click=True),
              A("About", None, TV, (720, 740, 1080, 820), click=True),
              A("4 items", None, TV, (40, 850, 700, 910))]
        for i, k in enumerate(["levis", "pata", "zara", "nike"]):
            it = items[k]
            title = pata_title if k == "pata" else it["title"]
            r, c = divmod(i, 2)
            x0, y0 = 20 + c * 530, 930 + r * 640
            s += [A(None, f"{title}, brand: {it['brand']}, size: {it['size']}, €{it['price']:.2f}", FL, (x0, y0, x0 + 510, y0 + 620), "item_box", click=True),
                  A(f"{it['favs']}", f"{it['favs']} favourites", TV, (x0 + 380, y0 + 380, x0 + 500, y0 + 430), "item_box_favourites"),
                  A(f"€{it['price']:.2f}", None, TV, (x0 + 10, y0 + 440, x0 + 300, y0 + 500), "item_box_price"),
                  A(f"{incl(it['price'])} incl.", None, TV, (x0 + 10, y0 + 500, x0 + 400, y0 + 540), "item_box_price_with_fees"),
                  A(it["size"], None, TV, (x0 + 10, y0 + 540, x0 + 250, y0 + 580), "item_box_size"),
                  A(it["brand"], None, TV, (x0 + 10, y0 + 580, x0 + 500, y0 + 620), "item_box_brand")]
        s += nav("Profile")
        return s

    def item_page(clock: str, batt: int, k: str, toast: str | None = None) -> list[dict[str, Any]]:
        it = items[k]
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(None, "Share", IB, (860, 150, 960, 250), click=True),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 270, 1080, 2230), "item_recycler", scroll=True),
              A(None, "Photo 1 of 5", IV, (0, 270, 1080, 1100), "item_photo", click=True),
              A(it["title"], None, TV, (40, 1120, 1040, 1240), "item_title"),
              A(f"{it['size']} · {it['cond']} · {it['brand']}", None, TV, (40, 1240, 1040, 1300), "item_attributes"),
              A(f"€{it['price']:.2f}", None, TV, (40, 1320, 500, 1400), "item_price"),
              A(f"{incl(it['price'])} Includes Buyer Protection", None, TV, (40, 1400, 1040, 1460), "item_price_with_fees"),
              A("Bump", None, BTN, (40, 1500, 1040, 1620), click=True),
              A("Mark as sold", None, BTN, (40, 1640, 520, 1760), click=True),
              A("Mark as reserved", None, BTN, (560, 1640, 1040, 1760), click=True),
              A("Edit listing", None, BTN, (40, 1780, 520, 1900), click=True),
              A("Delete", None, BTN, (560, 1780, 1040, 1900), click=True),
              A(f"Uploaded {it['up']}", None, TV, (40, 1940, 1040, 2000)),
              A(f"{it['views']} views · {it['favs']} favourites", None, TV, (40, 2000, 1040, 2060)),
              A(f"Colour: {it['color']}", None, TV, (40, 2060, 1040, 2120))]
        if toast:
            s.append(A(toast, None, TV, (40, 2100, 1040, 2200), "snackbar_text"))
        return s

    desc_text = "Patagonia Better Sweater, men's M. Worn one winter, no pilling, zip works perfectly. Smoke-free home. Ships within 2 days."

    def edit(clock: str, batt: int, title: str, price: str, scrolled: bool) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Close", IB, (0, 140, 126, 266), click=True),
              A("Edit listing", None, TV, (150, 160, 800, 250)),
              A(None, None, RV, (0, 270, 1080, 2200), "upload_recycler", scroll=True)]
        if not scrolled:
            s += [A(None, None, RV, (0, 280, 1080, 560), "photo_list", scroll=True)]
            for i in range(4):
                s.append(A(None, f"Photo {i + 1}", IV, (40 + i * 250, 300, 270 + i * 250, 530), click=True))
            s += [A("Title", None, TV, (40, 600, 1040, 660)),
                  A(title, None, ET, (40, 660, 1040, 780), "title_input", hint="e.g. White COS jumper", click=True, edit=True, focus=title != items["pata"]["title"]),
                  A("Describe your item", None, TV, (40, 820, 1040, 880)),
                  A(desc_text, None, ET, (40, 880, 1040, 1160), "description_input", hint="e.g. only worn a few times, true to size", click=True, edit=True),
                  A("Category", None, TV, (40, 1220, 500, 1300), click=True),
                  A("Men › Clothing › Jumpers & sweaters", None, TV, (500, 1220, 1040, 1300)),
                  A("Brand", None, TV, (40, 1320, 500, 1400), click=True),
                  A("Patagonia", None, TV, (500, 1320, 1040, 1400))]
        else:
            rows = [("Category", "Men › Clothing › Jumpers & sweaters"), ("Brand", "Patagonia"), ("Size", "M"),
                    ("Condition", "Very good"), ("Colour", "Navy"), ("Material", "Polyester")]
            y = 300
            for k, v in rows:
                s += [A(k, None, TV, (40, y, 500, y + 110), click=True), A(v, None, TV, (500, y, 1040, y + 110))]
                y += 130
            s += [A("Price", None, TV, (40, y + 20, 500, y + 90)),
                  A(price, None, ET, (40, y + 90, 1040, y + 210), "price_input", hint="€0.00", click=True, edit=True, focus=price != "48.00"),
                  A("Buyers pay a Buyer Protection fee on top of your price.", None, TV, (40, y + 220, 1040, y + 300)),
                  A("Package size", None, TV, (40, y + 340, 500, y + 440), click=True),
                  A("Medium", None, TV, (500, y + 340, 1040, y + 440))]
        s.append(A("Save", None, BTN, (40, 2230, 1040, 2360), "submit_button", click=True))
        return s

    def inbox(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Inbox", None, TV, (40, 160, 700, 250)),
              A(None, None, HSV, (0, 270, 1080, 370)),
              A("Messages", None, TV, (0, 280, 540, 360), click=True, sel=True),
              A("Notifications", None, TV, (540, 280, 1080, 360), click=True),
              A(None, None, RV, (0, 380, 1080, 2230), "conversations", scroll=True)]
        y = 400
        for who, snip, when in [("marc_lyon", "Is the fleece still available? Could you do 40?", "14 minutes ago"),
                                ("sophie.r", "Super, merci ! I'll pay now for the shirt", "26 minutes ago"),
                                ("Vinted", "Your parcel has been delivered to the buyer", "Yesterday"),
                                ("julien.b", "Merci pour l'envoi rapide 👍", "3 days ago")]:
            s += [A(None, None, FL, (0, y, 1080, y + 200), click=True),
                  A(who, None, TV, (200, y + 30, 760, y + 90)),
                  A(snip, None, TV, (200, y + 95, 1040, y + 150)),
                  A(when, None, TV, (760, y + 30, 1040, y + 90))]
            y += 210
        s += nav("Inbox")
        return s

    def chat(clock: str, batt: int) -> list[dict[str, Any]]:
        it = items["zara"]
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("sophie.r", None, TV, (150, 160, 800, 250)),
              A(None, "Conversation details", IB, (960, 150, 1060, 250), click=True),
              A(None, None, FL, (0, 270, 1080, 430), click=True),
              A(it["title"], None, TV, (200, 290, 1040, 350)),
              A(f"€{it['price']:.2f} · {incl(it['price'])} incl.", None, TV, (200, 350, 1040, 410)),
              A(None, None, RV, (0, 440, 1080, 2080), scroll=True),
              A("Bonjour ! Is the shirt still available?", None, TV, (40, 1300, 800, 1420)),
              A("Yes it is 🙂", None, TV, (500, 1460, 1040, 1560)),
              A("Super, merci ! I'll pay now for the shirt", None, TV, (40, 1600, 800, 1720)),
              A("17:17", None, TV, (40, 1720, 300, 1770)),
              A(None, None, ET, (40, 2110, 900, 2230), hint="Write a message", click=True, edit=True),
              A(None, "Send", IB, (920, 2110, 1040, 2230), click=True),
              A("Make an offer", None, BTN, (40, 2250, 1040, 2360), click=True)]
        return s

    old_title = items["pata"]["title"]
    new_title = "Patagonia Better Sweater 1/4 zip fleece, navy, M"
    t = Traj(home("17:40", 80))
    t.click("Profile", profile("17:40", 80, old_title))
    t.click(f"{old_title}, brand: Patagonia, size: M, €48.00", item_page("17:40", 80, "pata"))
    t.click("Edit listing", edit("17:41", 80, old_title, "48.00", False))
    t.type("#title_input", new_title, edit("17:41", 80, new_title, "48.00", False))
    t.scroll("down", edit("17:41", 80, new_title, "48.00", True))
    t.type("#price_input", "44", edit("17:42", 80, new_title, "44", True))
    items["pata"].update(title=new_title, price=44)
    t.click("Save", item_page("17:42", 79, "pata", "Your item has been updated"))
    t.back(profile("17:42", 79, new_title))
    t.click("Levi's 501 jeans W30 L32, mid blue, brand: Levi's, size: W30 | L32, €25.00", item_page("17:43", 79, "levis"))
    t.back(profile("17:43", 79, old_title))
    t.click("Inbox", inbox("17:43", 79))
    t.click("sophie.r", chat("17:44", 79))
    add(rs, 17, t, 10, "renamed listing shows its old title again in the wardrobe")


# Standard Notes: clean
def t18(rs: RowSet) -> None:
    A = Ui("com.standardnotes")
    notes: list[dict[str, Any]] = [
        {"title": "Q3 OKRs draft", "body": "Objective 1: cut onboarding time by 30%\n- KR1: self-serve workspace setup (no CSM call)\n- KR2: median time-to-first-report under 2 days\nObjective 2: reduce churn in SMB tier…", "date": "Jun 12, 2025, 4:51 PM", "pin": False},
        {"title": "Vet – Biscuit vaccines", "body": "Rabies booster due Aug 2025; DHPP done Jun 9. Next heartworm test Nov.", "date": "Jun 10, 2025, 9:03 AM", "pin": False},
        {"title": "Camping checklist", "body": "tent + footprint, 2 pads, 2 bags, stove + 2 canisters, lighter, headlamps, water filter, bear canister", "date": "Jun 3, 2025, 8:47 PM", "pin": False},
        {"title": "Router admin", "body": "Model: TP-Link Archer AX55. Admin via tplinkwifi.net, firmware 1.3.2. Guest network off.", "date": "May 28, 2025, 7:12 PM", "pin": False},
        {"title": "Book notes – Piranesi", "body": "\"The Beauty of the House is immeasurable; its Kindness infinite.\" Themes: solitude, memory, the Other.", "date": "May 20, 2025, 10:38 PM", "pin": False},
        {"title": "Ideas", "body": "podcast about municipal bonds? / a map of every public piano in the city / sourdough discard crackers", "date": "May 2, 2025, 6:15 PM", "pin": False},
    ]

    def preview(b: str) -> str:
        return b.replace("\n", " ")[:60] + ("…" if len(b) > 60 else "")

    def note_list(clock: str, batt: int, sheet: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Open navigation", BTN, (0, 140, 126, 266), click=True),
              A("Notes", None, TV, (150, 160, 700, 250)),
              A(None, "Sync status: synced", BTN, (960, 150, 1060, 250), click=True),
              A(None, None, ET, (40, 280, 1040, 380), hint="Search", click=True, edit=True),
              A(None, None, "android.widget.ScrollView", (0, 400, 1080, 2400), scroll=True)]
        order = [n for n in notes if n["pin"]] + [n for n in notes if not n["pin"]]
        y = 410
        for n in order:
            s += [A(None, None, VG, (0, y, 1080, y + 240), click=True, lng=True),
                  A(n["title"], None, TV, (40, y + 25, 960, y + 90))]
            if n["pin"]:
                s.append(A(None, "Pinned", IV, (970, y + 30, 1040, y + 90)))
            s += [A(preview(n["body"]), None, TV, (40, y + 95, 1040, y + 160)),
                  A(n["date"], None, TV, (40, y + 165, 1040, y + 215))]
            y += 250
        s.append(A(None, "Compose new note", BTN, (880, 2160, 1040, 2320), click=True))
        if sheet:
            s += [A(None, None, VG, (0, 1360, 1080, 2400)),
                  A(sheet, None, TV, (40, 1390, 1040, 1460))]
            y = 1480
            for opt in ["Pin", "Star", "Archive", "Lock", "Protect", "Move to trash", "Cancel"]:
                s.append(A(opt, None, TV, (40, y, 1040, y + 120), click=True))
                y += 124
        return s

    def editor(clock: str, batt: int, title: str, body: str, focus: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, VG, (0, 118, 1080, 2400)),
              A(None, "Back", BTN, (0, 140, 126, 266), click=True),
              A("Notes", None, TV, (130, 160, 400, 250)),
              A(None, "Note options", BTN, (960, 150, 1060, 250), click=True),
              A(title or None, None, ET, (40, 280, 1040, 380), hint="Title", click=True, edit=True, focus=focus == "title"),
              A(None, "Editor: Plain text", BTN, (40, 390, 600, 450), click=True),
              A(body or None, None, ET, (40, 470, 1040, 2300), hint="Start typing…", click=True, edit=True, focus=focus == "body", scroll=True)]
        return s

    body = "Form DS-82 (renewal by mail)\n- 2 photos 2x2 in, no glasses\n- old passport\n- $130 check to U.S. Department of State\nMail by Jun 30, trip is Sep 4."
    t = Traj(note_list("10:20", 66))
    t.click("Compose new note", editor("10:20", 66, "", "", "title"))
    t.type("?Title", "Passport renewal", editor("10:20", 66, "Passport renewal", "", "title"))
    t.type("?Start typing…", body, editor("10:21", 66, "Passport renewal", body, "body"))
    notes.insert(0, {"title": "Passport renewal", "body": body, "date": "Jun 14, 2025, 10:21 AM", "pin": False})
    t.back(note_list("10:21", 66))
    t.long_press("Camping checklist", note_list("10:22", 66, "Camping checklist"))
    notes[3]["pin"] = True
    t.click("Pin", note_list("10:22", 66))
    q3 = notes[1]
    t.click("Q3 OKRs draft", editor("10:22", 65, q3["title"], q3["body"], ""))
    add(rs, 18, t)


# Google Contacts: clean
def t19(rs: RowSet) -> None:
    A = Ui("com.google.android.contacts")
    dana: dict[str, Any] = {"phone": "(415) 555-0143", "company": ""}

    def contacts(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (0, 118, 1080, 2400), "content"),
              A("Search contacts", None, TV, (40, 150, 900, 270), "open_search_bar_text_view", click=True),
              A(None, "Signed in as nick.alvarado@gmail.com", IV, (940, 170, 1040, 250), "selected_account_disc", click=True),
              A(None, None, RV, (0, 290, 1080, 2230), "list", scroll=True),
              A("Nick Alvarado", None, TV, (180, 300, 900, 380), click=True),
              A("Me", None, TV, (180, 380, 900, 430)),
              A("Favorites", None, TV, (40, 460, 700, 520))]
        y = 540
        for name in ["Mom", "Priya Raman"]:
            s.append(A(name, None, TV, (180, y, 1000, y + 140), "cliv_name_textview", click=True, lng=True))
            y += 150
        for letter, names in [("A", ["Aaron Pike", "Abby Chen", "Adaeze Okafor", "Alex Romero"]), ("B", ["Ben Carter", "Bianca Rossi"]),
                              ("C", ["Carlos Mendez", "Chloe Park", "Costco Pharmacy"]), ("D", ["Dana Kim"])]:
            if y + 140 > 2230:
                break
            s.append(A(letter, None, TV, (40, y, 140, y + 140), "section_header"))
            for name in names:
                if y + 140 > 2230:
                    break
                s.append(A(name, None, TV, (180, y, 1000, y + 140), "cliv_name_textview", click=True, lng=True))
                y += 150
        s += [A("Create contact", "Create contact", BTN, (600, 1930, 1040, 2090), "floating_action_button", click=True),
              A("Contacts", "Contacts", FL, (0, 2230, 360, 2400), None, click=True, sel=True),
              A("Highlights", "Highlights", FL, (360, 2230, 720, 2400), None, click=True),
              A("Fix & manage", "Fix & manage", FL, (720, 2230, 1080, 2400), None, click=True)]
        return s

    def search(clock: str, batt: int, q: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 150, 120, 270), click=True),
              A(q or None, None, ET, (130, 160, 940, 260), "open_search_view_edit_text", hint="Search contacts", click=True, edit=True, focus=True),
              A(None, None, RV, (0, 290, 1080, 1300), "search_list", scroll=True)]
        if q:
            y = 300
            for name, sub in [("Dana Kim", "(917) 555-0118"), ("Dana Whitfield", dana["phone"])]:
                s += [A(name, None, TV, (180, y + 10, 1000, y + 80), "cliv_name_textview", click=True),
                      A(sub, None, TV, (180, y + 80, 1000, y + 130), "cliv_data_view")]
                y += 160
        return s

    def card(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(None, "Edit contact", IB, (760, 150, 860, 250), "menu_edit", click=True),
              A(None, "Add to favorites", IB, (860, 150, 960, 250), "menu_star", click=True),
              A(None, "More options", IB, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 270, 1080, 2400), "recycler_view", scroll=True),
              A(None, "Dana Whitfield", IV, (390, 300, 690, 600), "photo"),
              A("Dana Whitfield", None, TV, (40, 630, 1040, 730), "large_title")]
        y = 740
        if dana["company"]:
            s.append(A(dana["company"], None, TV, (40, 740, 1040, 800), "organization"))
            y = 810
        for i, act in enumerate(["Call", "Text", "Video", "Email"]):
            s.append(A(act, act, BTN, (40 + i * 255, y + 20, 275 + i * 255, y + 200), click=True))
        y += 240
        s += [A("Contact info", None, TV, (40, y, 1040, y + 70), "header"),
              A(dana["phone"], None, TV, (180, y + 90, 860, y + 160), "header", click=True, lng=True),
              A("Mobile", None, TV, (180, y + 160, 860, y + 210), "sub_header"),
              A(None, "Video call", IB, (870, y + 100, 950, y + 180), click=True),
              A(None, f"Text {dana['phone']}", IB, (960, y + 100, 1040, y + 180), click=True),
              A("dana.whitfield@gmail.com", None, TV, (180, y + 240, 1040, y + 310), "header", click=True, lng=True),
              A("Home", None, TV, (180, y + 310, 860, y + 360), "sub_header"),
              A("March 3", None, TV, (180, y + 390, 1040, y + 460), "header"),
              A("Birthday", None, TV, (180, y + 460, 860, y + 510), "sub_header"),
              A("Contact settings", None, TV, (40, y + 580, 1040, y + 650)),
              A("Route to voicemail", None, TV, (180, y + 670, 1040, y + 740), click=True),
              A("Set ringtone", None, TV, (180, y + 760, 1040, y + 830), click=True)]
        return s

    def edit(clock: str, batt: int, phone: str, company: str, focus: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Cancel", IB, (0, 140, 126, 266), click=True),
              A("Edit contact", None, TV, (150, 160, 600, 250)),
              A("Save", None, BTN, (800, 160, 1040, 250), "toolbar_button", click=True),
              A(None, None, SV, (0, 270, 1080, 2400), scroll=True),
              A(None, "Change picture", IV, (440, 290, 640, 490), click=True),
              A("Saving to nick.alvarado@gmail.com", None, TV, (40, 520, 1040, 580)),
              A("Dana", None, ET, (160, 620, 1040, 760), hint="First name", click=True, edit=True),
              A("Whitfield", None, ET, (160, 780, 1040, 920), hint="Last name", click=True, edit=True),
              A(company or None, None, ET, (160, 940, 1040, 1080), hint="Company", click=True, edit=True, focus=focus == "company"),
              A(phone, None, ET, (160, 1120, 740, 1260), hint="Phone", click=True, edit=True, focus=focus == "phone"),
              A("Mobile", None, TV, (760, 1120, 1040, 1260), "spinner", click=True),
              A("dana.whitfield@gmail.com", None, ET, (160, 1300, 740, 1440), hint="Email", click=True, edit=True),
              A("Home", None, TV, (760, 1300, 1040, 1440), "spinner", click=True),
              A("March 3", None, ET, (160, 1480, 1040, 1620), hint="Significant date", click=True, edit=True),
              A("Add label", None, BTN, (160, 1660, 600, 1770), click=True),
              A("More fields", None, BTN, (160, 1790, 600, 1900), click=True)]
        return s

    t = Traj(contacts("2:05", 77))
    t.click("Search contacts", search("2:05", 77, ""))
    t.type("#open_search_view_edit_text", "dana", search("2:05", 77, "dana"))
    t.click("Dana Whitfield", card("2:06", 77))
    t.click("Edit contact", edit("2:06", 77, "(415) 555-0143", "", ""))
    t.type("?Phone", "(628) 555-0177", edit("2:06", 77, "(628) 555-0177", "", "phone"))
    t.type("?Company", "Brightline Health", edit("2:07", 77, "(628) 555-0177", "Brightline Health", "company"))
    dana.update(phone="(628) 555-0177", company="Brightline Health")
    t.click("Save", card("2:07", 77))
    t.back(search("2:07", 76, "dana"))
    t.back(contacts("2:08", 76))
    add(rs, 19, t)


# Fossify Clock: bad
def t20(rs: RowSet) -> None:
    A = Ui("org.fossify.clock")

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [A(n, n, LL, (i * 270, 2230, (i + 1) * 270, 2400), None, click=True, sel=n == sel)
                for i, n in enumerate(["Clock", "Alarm", "Stopwatch", "Timer"])]

    def top(s: list[dict[str, Any]]) -> None:
        s += [A(None, None, FL, (0, 118, 1080, 2230), "view_pager"),
              A(None, "Sort by", IV, (860, 150, 960, 250), "sort", click=True),
              A(None, "More options", IV, (960, 150, 1060, 250), click=True)]

    def clock_tab(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        top(s)
        s += [A("6:12:07 PM", None, TV, (140, 400, 940, 620), "clock_time"),
              A("Monday, March 3", None, TV, (140, 630, 940, 700), "clock_date"),
              A("Next alarm: Tue 6:45 AM", None, TV, (140, 720, 940, 780), "clock_alarm"),
              A(None, None, RV, (0, 840, 1080, 2100), "time_zones_list", scroll=True)]
        y = 860
        for city, tm, off in [("London", "11:12 PM", "+5 hours"), ("Kyiv", "1:12 AM", "+7 hours, tomorrow"),
                              ("Tokyo", "8:12 AM", "+14 hours, tomorrow")]:
            s += [A(city, None, TV, (60, y, 600, y + 70), "time_zone_title"),
                  A(off, None, TV, (60, y + 70, 600, y + 120), "time_zone_offset"),
                  A(tm, None, TV, (640, y + 20, 1020, y + 110), "time_zone_time")]
            y += 160
        s.append(A(None, "Add time zone", IB, (880, 2030, 1040, 2190), "clock_fab", click=True))
        s += tabs("Clock")
        return s

    def timer_tab(clock: str, batt: int, timers: list[tuple[str, str, str]], icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        top(s)
        s.append(A(None, None, RV, (0, 280, 1080, 2100), "timers_list", scroll=True))
        y = 300
        for label, shown, state in timers:
            s += [A(None, None, FL, (32, y, 1048, y + 300), "timer_frame", click=True, lng=True),
                  A(shown, None, TV, (80, y + 40, 700, y + 200), "timer_time", click=True)]
            if label:
                s.append(A(label, None, TV, (80, y + 210, 700, y + 270), "timer_label"))
            if state == "running":
                s += [A(None, "Pause", IV, (760, y + 80, 900, y + 220), "timer_play_pause", click=True),
                      A(None, "Reset", IV, (910, y + 80, 1030, y + 220), "timer_reset", click=True)]
            else:
                s.append(A(None, "Start", IV, (760, y + 80, 900, y + 220), "timer_play_pause", click=True))
            y += 320
        s.append(A(None, "New timer", IB, (880, 2030, 1040, 2190), "timer_add", click=True))
        s += tabs("Timer")
        return s

    def edit_dialog(clock: str, batt: int, time: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (63, 700, 1017, 1700), "parentPanel"),
              A(time, None, TV, (110, 760, 960, 900), "edit_timer_initial_time", click=True),
              A("Vibrate", None, CB, (110, 940, 960, 1040), "edit_timer_vibrate", click=True, check=True),
              A("Sound", None, TV, (110, 1070, 500, 1140), "edit_timer_sound_label"),
              A("Default (Timer)", None, TV, (520, 1070, 960, 1140), "edit_timer_sound", click=True),
              A(None, None, ET, (110, 1180, 960, 1300), "edit_timer_label", hint="Label", click=True, edit=True),
              A("Cancel", None, BTN, (500, 1580, 720, 1680), "button2", rp="android", click=True),
              A("OK", None, BTN, (740, 1580, 960, 1680), "button1", rp="android", click=True)]
        return s

    def picker(clock: str, batt: int, mins: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, FL, (63, 760, 1017, 1640), "parentPanel")]
        for i, (name, val) in enumerate([("Hours", "0"), ("Minutes", mins), ("Seconds", "0")]):
            x0 = 140 + i * 280
            s += [A(name, None, TV, (x0, 800, x0 + 240, 860)),
                  A(None, None, "android.widget.NumberPicker", (x0, 880, x0 + 240, 1400), scroll=True),
                  A(val, None, ET, (x0, 1080, x0 + 240, 1200), "numberpicker_input", rp="android", click=True, edit=True, focus=name == "Minutes" and mins != "5")]
        s += [A("Cancel", None, BTN, (500, 1520, 720, 1620), "button2", rp="android", click=True),
              A("OK", None, BTN, (740, 1520, 960, 1620), "button1", rp="android", click=True)]
        return s

    def stopwatch(clock: str, batt: int, icons: tuple[str, ...]) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        top(s)
        s += [A("00:00.0", None, TV, (140, 700, 940, 940), "stopwatch_time", click=True),
              A(None, "Start", IV, (440, 1600, 640, 1800), "stopwatch_play_pause", click=True),
              A(None, "Lap", IV, (720, 1640, 840, 1760), "stopwatch_lap", enabled=False),
              A(None, "Reset", IV, (240, 1640, 360, 1760), "stopwatch_reset", enabled=False),
              A(None, None, RV, (0, 980, 1080, 1560), "stopwatch_list", scroll=True)]
        s += tabs("Stopwatch")
        return s

    tea = ("Tea", "04:00", "idle")
    t = Traj(clock_tab("6:12", 41))
    t.click("Timer", timer_tab("6:12", 41, [tea]))
    t.click("New timer", edit_dialog("6:12", 41, "05:00"))
    t.click("05:00", picker("6:12", 41, "5"))
    t.type("#numberpicker_input", "10", picker("6:13", 41, "10"), 1)
    t.click("OK", edit_dialog("6:13", 41, "10:00"))
    t.click("OK", timer_tab("6:13", 41, [tea, ("", "10:00", "idle")]))
    icon = ("Fossify Clock notification: Timer",)
    t.click("Start", timer_tab("6:13", 41, [tea, ("", "09:58", "running")], icon), 1)
    t.wait(timer_tab("6:14", 41, [tea, ("", "09:12", "running")], icon))
    t.click("Stopwatch", stopwatch("6:14", 41, icon))
    t.click("Timer", timer_tab("6:14", 40, [tea, ("", "09:40", "running")], icon))
    add(rs, 20, t, 10, "running countdown timer shows more time remaining than it showed before")


# Lidl Plus: clean
def t21(rs: RowSet) -> None:
    A = Ui("com.lidl.eci.lidlplus")
    coupons: list[dict[str, Any]] = [
        {"off": "20% off", "what": "Deluxe Scottish Smoked Salmon 200 g", "until": "Valid until 20/06", "on": False},
        {"off": "€1 off", "what": "Bellarom Gold Coffee Beans 1 kg", "until": "Valid until 17/06", "on": False},
        {"off": "15% off", "what": "Any Milbona yogurt 4-pack", "until": "Valid until 16/06", "on": True},
        {"off": "€2 off", "what": "When you spend €40 on fresh fruit & veg", "until": "Valid until 15/06", "on": True},
        {"off": "€0.50 off", "what": "Fairtrade Bananas 1 kg", "until": "Valid until 15/06", "on": False},
        {"off": "30% off", "what": "Baker's Delight Butter Croissants 4-pack", "until": "Valid until 18/06", "on": False},
        {"off": "10% off", "what": "Cien skincare range", "until": "Valid until 22/06", "on": True},
        {"off": "€1.50 off", "what": "Deluxe Irish Beef Burgers 4-pack", "until": "Valid until 19/06", "on": False},
    ]
    lines = [("Milbona Greek Style Yogurt 4x125g", 1.89), ("Fairtrade Bananas 1kg", 1.49), ("Chicken Fillets 650g", 5.99),
             ("Sourdough Loaf 800g", 2.29), ("Deluxe Basil Pesto 190g", 2.49), ("Cherry Tomatoes 250g", 1.39),
             ("Vemondo Oat Drink 1L", 1.29), ("Bellarom Gold Coffee Beans 1kg", 10.99), ("Free Range Eggs 12pk", 3.19),
             ("Mature Cheddar 400g", 3.49), ("W5 Washing Up Liquid", 0.99), ("Red Peppers 3pk", 1.79), ("Baby Spinach 200g", 1.25)]
    savings = [("Coupon €0.30 off Cherry Tomatoes", 0.30), ("Lidl Plus price Chicken Fillets", 0.70)]
    total = round(sum(p for _, p in lines) - sum(v for _, v in savings), 2)

    def activated() -> int:
        return sum(c["on"] for c in coupons)

    def nav(sel: str) -> list[dict[str, Any]]:
        return [A(n, n, FL, (i * 216, 2230, (i + 1) * 216, 2400), None, click=True, sel=n == sel)
                for i, n in enumerate(["Home", "Offers", "Coupons", "Receipts", "More"])]

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, None, SV, (0, 118, 1080, 2230), scroll=True),
              A("Hello Tom", None, TV, (40, 160, 800, 250)),
              A(None, "Notifications", IB, (960, 150, 1060, 250), click=True),
              A(None, None, FL, (40, 290, 1040, 640), click=True),
              A("Your Lidl Plus card", None, TV, (80, 320, 800, 390)),
              A("Scan it at the till every time you shop", None, TV, (80, 390, 1000, 440)),
              A("Show card", None, BTN, (80, 480, 500, 600), click=True),
              A("Coupons", None, TV, (40, 690, 600, 760)),
              A(f"{activated()} of 14 activated", None, TV, (40, 760, 800, 820)),
              A("See all", None, TV, (860, 690, 1040, 760), click=True),
              A("Lidl Plus Pay", None, TV, (40, 880, 800, 950), click=True),
              A("Pay and collect points in one scan", None, TV, (40, 950, 1000, 1000)),
              A("My store", None, TV, (40, 1070, 600, 1140)),
              A("Lidl Rathmines Road", None, TV, (40, 1140, 800, 1200), click=True),
              A("Open until 22:00", None, TV, (40, 1200, 800, 1250)),
              A("Offers this week", None, TV, (40, 1320, 800, 1390)),
              A("From Monday 16/06", None, TV, (40, 1390, 800, 1440)),
              A("Irish Strawberries 400 g · €2.49", None, TV, (40, 1460, 1040, 1530), click=True),
              A("Deluxe Sourdough Pizza · €3.99", None, TV, (40, 1540, 1040, 1610), click=True),
              A("Lidl Plus Collect", None, TV, (40, 1700, 800, 1770), click=True),
              A(f"Spend €250 this month, get a €10 coupon · €{total + 52.10:.2f} so far", None, TV, (40, 1770, 1040, 1880))]
        s += nav("Home")
        return s

    def coupon_list(clock: str, batt: int, part: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Coupons", None, TV, (40, 160, 800, 250)),
              A(None, None, RV, (0, 270, 1080, 2230), "coupons_list", scroll=True)]
        y = 290
        if part == 0:
            s += [A(f"{activated()} of 14 activated", None, TV, (40, 290, 800, 350)),
                  A("All", None, CHIP, (40, 370, 220, 460), click=True, check=True),
                  A("Activated", None, CHIP, (240, 370, 500, 460), click=True, check=False),
                  A("Not activated", None, CHIP, (520, 370, 860, 460), click=True, check=False)]
            y = 480
        for c in coupons[part * 4: part * 4 + 4]:
            s += [A(None, None, FL, (32, y, 1048, y + 400), click=True),
                  A(c["off"], None, TV, (380, y + 30, 1020, y + 110)),
                  A(c["what"], None, TV, (380, y + 110, 1020, y + 220)),
                  A(c["until"], None, TV, (380, y + 220, 1020, y + 270))]
            if c["on"]:
                s.append(A("Activated", None, TV, (380, y + 290, 1020, y + 370)))
            else:
                s.append(A("Activate", None, BTN, (380, y + 290, 1020, y + 370), click=True))
            y += 420
        s += nav("Coupons")
        return s

    receipts = [("Lidl Rathmines Road", "13/06/2025", f"€{total:.2f}"), ("Lidl Rathmines Road", "07/06/2025", "€52.10"),
                ("Lidl Dundrum", "31/05/2025", "€17.85"), ("Lidl Rathmines Road", "24/05/2025", "€64.32"),
                ("Lidl Rathmines Road", "17/05/2025", "€41.06")]

    def receipt_list(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A("Receipts", None, TV, (40, 160, 800, 250)),
              A(None, None, RV, (0, 270, 1080, 2230), "tickets_list", scroll=True),
              A("June 2025", None, TV, (40, 290, 800, 350))]
        y = 370
        for i, (store, day, amt) in enumerate(receipts):
            if i == 2:
                s.append(A("May 2025", None, TV, (40, y, 800, y + 60)))
                y += 80
            s += [A(None, f"{store}, {day}, {amt}", FL, (0, y, 1080, y + 200), click=True),
                  A(store, None, TV, (40, y + 30, 760, y + 90)),
                  A(day, None, TV, (40, y + 100, 760, y + 150)),
                  A(amt, None, TV, (780, y + 50, 1040, y + 120))]
            y += 210
        s += nav("Receipts")
        return s

    def receipt(clock: str, batt: int, part: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("Receipt", None, TV, (150, 160, 800, 250)),
              A(None, "Share", IB, (960, 150, 1060, 250), click=True),
              A(None, None, SV, (0, 270, 1080, 2400), scroll=True)]
        if part == 0:
            s += [A("Lidl", None, TV, (440, 300, 640, 380)),
                  A("Lidl Rathmines Road", None, TV, (40, 400, 1040, 460)),
                  A("221 Rathmines Road Lower, Dublin 6", None, TV, (40, 460, 1040, 510)),
                  A("13/06/2025 18:42", None, TV, (40, 530, 1040, 580))]
            y, rows = 620, lines[:9]
        else:
            y, rows = 300, lines[9:]
        for name, p in rows:
            s += [A(name, None, TV, (40, y, 800, y + 70)), A(f"{p:.2f}", None, TV, (840, y, 1040, y + 70))]
            y += 80
        if part == 1:
            for name, v in savings:
                s += [A(name, None, TV, (40, y, 800, y + 70)), A(f"-{v:.2f}", None, TV, (840, y, 1040, y + 70))]
                y += 80
            s += [A("TOTAL", None, TV, (40, y + 20, 600, y + 110)), A(f"€{total:.2f}", None, TV, (700, y + 20, 1040, y + 110)),
                  A("Visa Debit ****2291", None, TV, (40, y + 130, 800, y + 190)), A(f"{total:.2f}", None, TV, (840, y + 130, 1040, y + 190)),
                  A(f"You saved €{sum(v for _, v in savings):.2f} with Lidl Plus", None, TV, (40, y + 230, 1040, y + 290)),
                  A("VAT A 0% · VAT B 13.5% · VAT C 23%", None, TV, (40, y + 330, 1040, y + 390)),
                  A("Store 1234 · Till 3 · Trans. 5521 · 18:42", None, TV, (40, y + 410, 1040, y + 470))]
        return s

    def card(clock: str, batt: int) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Close", IB, (0, 140, 126, 266), click=True),
              A("Lidl Plus card", None, TV, (150, 160, 800, 250)),
              A(None, "Lidl Plus barcode", IV, (90, 500, 990, 900)),
              A("4912 0387 5521 06", None, TV, (90, 920, 990, 1000)),
              A("Show this code at the till to get your coupons and offers", None, TV, (90, 1060, 990, 1180)),
              A(f"{activated()} coupons will be applied", None, TV, (90, 1220, 990, 1290)),
              A("Pay with Lidl Plus Pay", None, BTN, (90, 1400, 990, 1530), click=True)]
        return s

    t = Traj(home("09:05", 93))
    t.click("Coupons", coupon_list("09:05", 93, 0), 1)
    coupons[0]["on"] = True
    t.click("Activate", coupon_list("09:05", 93, 0))
    coupons[1]["on"] = True
    t.click("Activate", coupon_list("09:06", 93, 0))
    t.scroll("down", coupon_list("09:06", 93, 1))
    coupons[4]["on"] = True
    t.click("Activate", coupon_list("09:06", 93, 1))
    t.scroll("up", coupon_list("09:07", 93, 0))
    t.click("Receipts", receipt_list("09:07", 93))
    t.click(f"Lidl Rathmines Road, 13/06/2025, €{total:.2f}", receipt("09:07", 92, 0))
    t.scroll("down", receipt("09:08", 92, 1))
    t.back(receipt_list("09:08", 92))
    t.click("Home", home("09:08", 92))
    t.click("Show card", card("09:09", 92))
    add(rs, 21, t)


# QKSMS: bad
def t22(rs: RowSet) -> None:
    A = Ui("com.moez.QKSMS")
    num = "(503) 555-0192"
    remind = "Reminder: appt with Dr. Lee Tue Jun 17 2:40 PM at Rose City Orthodontics. Reply C to confirm, R to reschedule."
    conf = "Thank you! Your appointment on Tue Jun 17 at 2:40 PM is confirmed. Please arrive 10 minutes early. Reply STOP to opt out."
    rest = [("Mom", "Did you get the package? I put a little something extra in 😊", "Sun", False),
            ("Jake Morrison", "lol that's wild. ok see you thursday", "Sat", False),
            ("(971) 555-0114", "Your Pacific Power verification code is 482913. It expires in 10 minutes.", "Jun 12", False),
            ("Alina", "See you at 7! I'll grab a table on the patio", "Jun 10", False),
            ("28777", "USPS: Your item 9405 5036 9930 0412 8867 19 was delivered at 2:14 pm on June 9", "Jun 9", False)]

    def inbox(clock: str, batt: int, convs: list[tuple[str, str, str, bool]], icons: tuple[str, ...] = (), snack: str | None = None) -> list[dict[str, Any]]:
        s = bar(clock, batt, icons)
        s += [A(None, "Open navigation drawer", IB, (0, 140, 126, 266), click=True),
              A(None, None, ET, (140, 150, 960, 260), "toolbarSearch", hint="Search conversations", click=True, edit=True),
              A(None, None, RV, (0, 280, 1080, 2400), "recyclerView", scroll=True)]
        y = 290
        for name, snip, when, unread in convs:
            s += [A(None, None, VG, (0, y, 1080, y + 230), click=True, lng=True),
                  A(None, None, IV, (40, y + 45, 180, y + 185), "avatar"),
                  A(name, None, TV, (210, y + 40, 800, y + 105), "title"),
                  A(snip, None, TV, (210, y + 110, 1040, y + 200), "snippet"),
                  A(when, None, TV, (820, y + 45, 1040, y + 100), "date")]
            if unread:
                s.append(A(None, "Unread", IV, (1000, y + 130, 1040, y + 170), "unread"))
            y += 232
        s.append(A(None, "Compose", IB, (880, 2160, 1040, 2320), "compose", click=True))
        if snack:
            s += [A(snack, None, TV, (40, 2040, 800, 2140), "snackbar_text"),
                  A("Undo", None, BTN, (820, 2040, 1040, 2140), "snackbar_action", click=True)]
        return s

    def convo(clock: str, batt: int, msgs: list[tuple[bool, str, str]], draft: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A(num, None, TV, (140, 160, 760, 250), "toolbarTitle", click=True),
              A(None, "Call", TV, (860, 150, 960, 250), "call", click=True),
              A(None, "More options", IV, (960, 150, 1060, 250), click=True),
              A(None, None, RV, (0, 280, 1080, 2090), "messageList", scroll=True),
              A("Friday, Jun 13", None, TV, (300, 300, 780, 360), "timestamp")]
        y = 380
        hist = [(False, "Rose City Orthodontics: your appointment is booked for Tue Jun 17 2:40 PM with Dr. Lee.", "Fri 3:22 PM")] + msgs
        for mine, text, status in hist:
            box = (280, y, 1040, y + 240) if mine else (40, y, 800, y + 240)
            s += [A(text, None, TV, box, "body", click=True, lng=True),
                  A(status, None, TV, (box[0], y + 245, box[2], y + 290), "status")]
            y += 320
        s += [A(None, "Attach", IV, (20, 2110, 120, 2230), "attach", click=True),
              A(draft or None, None, ET, (130, 2100, 900, 2240), "message", hint="Write a message…", click=True, edit=True, focus=bool(draft)),
              A(None, "Send", IV, (920, 2110, 1040, 2230), "send", click=True, enabled=bool(draft))]
        return s

    def info(clock: str, batt: int, shown: str) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("Conversation", None, TV, (140, 160, 760, 250), "toolbarTitle"),
              A(None, None, RV, (0, 280, 1080, 2400), "recyclerView", scroll=True),
              A(None, None, VG, (0, 290, 1080, 470), click=True),
              A(None, None, IV, (40, 315, 170, 445), "avatar"),
              A(shown, None, TV, (200, 320, 900, 390), "name"),
              A("Mobile", None, TV, (200, 390, 900, 440), "address"),
              A(None, "Add to contacts", IV, (940, 330, 1040, 430), "add", click=True)]
        y = 500
        for title, summ in [("Notifications", "Default"), ("Theme", None), ("Archive", None), ("Block", None), ("Delete conversation", None)]:
            s.append(A(title, None, TV, (40, y, 1040, y + 100), "title", click=True))
            if summ:
                s.append(A(summ, None, TV, (40, y + 100, 1040, y + 150), "summary"))
                y += 60
            y += 150
        s += [A("Media", None, TV, (40, y + 40, 1040, y + 110)),
              A("No shared media", None, TV, (40, y + 120, 1040, y + 180))]
        return s

    def drawer(clock: str, batt: int, convs: list[tuple[str, str, str, bool]]) -> list[dict[str, Any]]:
        s = inbox(clock, batt, convs)
        s += [A(None, None, SV, (0, 0, 860, 2400), "drawer", scroll=True),
              A("QKSMS", None, TV, (40, 180, 800, 280))]
        y = 320
        for n in ["Inbox", "Archived", "Backup", "Scheduled", "Blocking", "Settings", "QKSMS+", "Help & feedback", "Invite friends"]:
            s.append(A(n, None, TV, (40, y, 820, y + 140), n.lower().replace(" ", "_").replace("&", "and").replace("+", "plus"), click=True, sel=n == "Inbox"))
            y += 150
        return s

    def settings(clock: str, batt: int, delivery: bool) -> list[dict[str, Any]]:
        s = bar(clock, batt)
        s += [A(None, "Navigate up", IB, (0, 140, 126, 266), click=True),
              A("Settings", None, TV, (140, 160, 760, 250), "toolbarTitle"),
              A(None, None, SV, (0, 280, 1080, 2400), scroll=True),
              A("Appearance", None, TV, (40, 300, 1040, 360))]
        y = 380
        rows = [("Theme", "Blue", None), ("Night mode", "System", None), ("Pure black night mode", None, False),
                ("Automatic emoji", None, True), ("Text size", "Normal", None)]
        rows2 = [("Delayed sending", "No delay", None), ("Delivery confirmations", "Confirm that messages were sent successfully", delivery),
                 ("Signature", "Add a signature to the end of your messages", None), ("Strip accents", "Remove accents from characters in outgoing SMS messages", False),
                 ("Mobile numbers only", "When composing a message, only show mobile numbers", False)]
        for group, rr in [("", rows), ("General", rows2)]:
            if group:
                s.append(A(group, None, TV, (40, y + 20, 1040, y + 80)))
                y += 100
            for title, summ, sw in rr:
                s += [A(None, None, LL, (0, y, 1080, y + 170), click=True),
                      A(title, None, TV, (40, y + 25, 860, y + 85), "title")]
                if summ:
                    s.append(A(summ, None, TV, (40, y + 85, 860, y + 150), "summary"))
                if sw is not None:
                    s.append(A(None, None, SW, (880, y + 40, 1040, y + 130), "checkbox", check=sw))
                y += 172
        return s

    t = Traj(inbox("8:12", 95, [(num, remind, "8:05 AM", True)] + rest, ("QKSMS notification: (503) 555-0192",)))
    base_msgs = [(False, remind, "8:05 AM")]
    t.click(num, convo("8:12", 95, base_msgs, ""))
    t.type("#message", "C", convo("8:12", 95, base_msgs, "C"))
    t.click("Send", convo("8:12", 95, base_msgs + [(True, "C", "Sent · 8:12 AM")], ""))
    t.wait(convo("8:13", 95, base_msgs + [(True, "C", "Sent · 8:12 AM"), (False, conf, "8:13 AM")], ""))
    t.click(num, info("8:13", 95, "(503) 555-0129"))
    t.click("Archive", inbox("8:13", 94, rest, snack="Conversation archived"))
    t.click("Open navigation drawer", drawer("8:13", 94, rest))
    t.click("Settings", settings("8:14", 94, False))
    t.click("Delivery confirmations", settings("8:14", 94, True))
    t.back(inbox("8:14", 94, rest))
    add(rs, 22, t, 5, "conversation's phone number on the info page drifts from 555-0192 to 555-0129")


TRAJS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22
]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in TRAJS:
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
