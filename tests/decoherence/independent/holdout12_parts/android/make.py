# ruff: noqa: E501
"""Held-out set h12, android domain: 22 AndroidWorld-style trajectories (11 with exactly one contradiction).

Every observation is the AndroidWorld element list (``UI element N: UIElement(...)``) of the screen after the
action; actions are AndroidWorld JSON actions whose ``index`` refers to the previous screen's list.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid

SYSUI = "com.android.systemui"
W = 1080

Elem = dict[str, Any]
Build = Callable[[], list[Elem]]


def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, W, 147),
      pkg: str = "", rid: str | None = None, click: bool = False, edit: bool = False, check: bool | None = None,
      focus: bool = False, scroll: bool = False, sel: bool = False, long: bool = False) -> Elem:
    return {"text": text, "desc": desc, "cls": cls, "box": box, "pkg": pkg, "rid": rid, "click": click, "edit": edit,
            "check": check, "focus": focus, "scroll": scroll, "sel": sel, "long": long}


def fmt(elems: list[Elem]) -> str:
    out = []
    for i, e in enumerate(elems):
        cls = e["cls"] if "." in e["cls"] else "android.widget." + e["cls"]
        rid = e["rid"]
        if rid is not None and ":" not in rid:
            rid = f"{e['pkg']}:id/{rid}"
        x0, y0, x1, y1 = e["box"]
        out.append(
            f"UI element {i}: UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name={cls!r}, "
            f"bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), "
            f"is_checked={bool(e['check'])}, is_checkable={e['check'] is not None}, is_clickable={e['click']}, "
            f"is_editable={e['edit']}, is_focused={e['focus']}, is_long_clickable={e['long']}, "
            f"is_scrollable={e['scroll']}, is_selected={e['sel']}, package_name={e['pkg']!r}, resource_name={rid!r})")
    return "\n".join(out)


class T:
    """One trajectory: a device clock (seconds since midnight), a battery level, the current screen and the turns."""

    def __init__(self, sec: int, batt: int, h24: bool = False, dt: int = 12) -> None:
        self.sec, self.batt, self.h24, self.dt = sec, batt, h24, dt
        self.wifi: str | None = "Wi-Fi signal full."
        self.icons: list[str] = []
        self.clock_override: str | None = None
        self.turns: list[tuple[str, str]] = []
        self.screen: list[Elem] = []
        self.state = ""

    @property
    def clock(self) -> str:
        if self.clock_override is not None:
            return self.clock_override
        h, m = divmod((self.sec // 60) % 1440, 60)
        return f"{h:02d}:{m:02d}" if self.h24 else f"{(h - 1) % 12 + 1}:{m:02d}"

    def start(self, build: Build) -> None:
        self.screen = build()
        self.state = fmt(self.screen)

    def act(self, action: str, build: Build, dt: int | None = None) -> None:
        self.sec += self.dt if dt is None else dt
        self.screen = build()
        self.turns.append((action, fmt(self.screen)))

    def idx(self, key: str, n: int = 0) -> int:
        hits = [i for i, e in enumerate(self.screen) if key in (e["text"], e["desc"])]
        if not hits:
            hits = [i for i, e in enumerate(self.screen) if e["rid"] and e["rid"].split("/")[-1] == key]
        assert len(hits) > n, (key, [e["text"] or e["desc"] for e in self.screen])
        return hits[n]

    def click(self, key: str, build: Build, n: int = 0, dt: int | None = None) -> None:
        self.act(droid("click", index=self.idx(key, n)), build, dt)

    def long(self, key: str, build: Build, n: int = 0, dt: int | None = None) -> None:
        self.act(droid("long_press", index=self.idx(key, n)), build, dt)

    def type(self, key: str, text: str, build: Build, n: int = 0, dt: int | None = None) -> None:
        self.act(droid("input_text", text=text, index=self.idx(key, n)), build, dt)

    def back(self, build: Build, dt: int | None = None) -> None:
        self.act(droid("navigate_back"), build, dt)

    def scroll(self, direction: str, build: Build, dt: int | None = None) -> None:
        self.act(droid("scroll", direction=direction), build, dt)

    def wait(self, build: Build, dt: int | None = None) -> None:
        self.act(droid("wait"), build, dt)

    def open(self, app: str, build: Build, dt: int | None = None) -> None:
        self.act(droid("open_app", app_name=app), build, dt)


def sb(t: T) -> list[Elem]:
    """The status bar: clock, notification/status icons, Wi-Fi, battery."""
    out = [E(t.clock, cls="TextView", box=(42, 21, 149, 84), pkg=SYSUI, rid="clock")]
    x = 760
    for d in t.icons:
        out.append(E(desc=d, cls="ImageView", box=(x, 21, x + 47, 84), pkg=SYSUI, rid="mobile_signal" if "Phone" in d else "status_icon"))
        x += 56
    if t.wifi:
        out.append(E(desc=t.wifi, cls="ImageView", box=(879, 21, 926, 84), pkg=SYSUI, rid="wifi_signal"))
    out.append(E(desc=f"Battery {t.batt} percent.", cls="LinearLayout", box=(950, 21, 1038, 84), pkg=SYSUI, rid="battery"))
    return out


def home(t: T, date: str) -> list[Elem]:
    """Pixel launcher home screen."""
    L = "com.google.android.apps.nexuslauncher"
    apps = [("Phone", 1850), ("Messages", 1850), ("Chrome", 1850), ("Camera", 1850)]
    out = sb(t) + [
        E(date, cls="TextView", box=(84, 210, 560, 290), pkg=L, rid="date", click=True),
        E("Clock", desc="Clock", cls="TextView", box=(84, 1520, 270, 1760), pkg=L, click=True, long=True),
        E("Settings", desc="Settings", cls="TextView", box=(318, 1520, 504, 1760), pkg=L, click=True, long=True),
        E("Files", desc="Files", cls="TextView", box=(552, 1520, 738, 1760), pkg=L, click=True, long=True),
        E("Contacts", desc="Contacts", cls="TextView", box=(786, 1520, 972, 1760), pkg=L, click=True, long=True),
    ]
    for i, (name, y) in enumerate(apps):
        out.append(E(name, desc=name, cls="TextView", box=(84 + 234 * i, y, 270 + 234 * i, y + 200), pkg=L, click=True, long=True))
    out.append(E(desc="Google search", cls="FrameLayout", box=(63, 2120, 1017, 2270), pkg=L, rid="search_container_hotseat", click=True))
    return out


def rowbox(i: int, top: int, h: int, x0: int = 0, x1: int = W) -> tuple[int, int, int, int]:
    return (x0, top + i * h, x1, top + (i + 1) * h)


# ---------------------------------------------------------------- 01 Clock: new labelled alarm
def t01(rs: RowSet) -> None:
    # Clock (Google): create a 6:40 AM alarm, Tuesday repeat, label. BAD turn 11: collapsed list shows the new alarm as 6:45 AM though it was set to and shown as 6:40 AM (turns 6-10), no time edit in between.
    P = "com.google.android.deskclock"
    t = T(16 * 3600 + 48 * 60 + 5, 71)
    rows: list[dict[str, Any]] = [
        {"time": "7:30 AM", "label": "", "days": "Mon, Tue, Wed, Thu, Fri", "rep": {1, 2, 3, 4, 5}, "on": True, "vib": True},
        {"time": "9:00 AM", "label": "", "days": "Sat, Sun", "rep": {0, 6}, "on": False, "vib": True},
    ]
    DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    def tabs(sel: str) -> list[Elem]:
        return [E(n, desc=n, cls="FrameLayout", box=(i * 216, 2190, (i + 1) * 216, 2337), pkg=P, click=True, sel=n == sel)
                for i, n in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])]

    def alarms(expanded: int | None = None, snack: str | None = None, shown: list[str] | None = None) -> list[Elem]:
        out = sb(t) + [E("Alarm", cls="TextView", box=(42, 147, 600, 273), pkg=P, rid="action_bar_title"),
                       E(desc="More options", cls="ImageView", box=(954, 158, 1080, 284), pkg=P, click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 284, W, 2190), pkg=P, rid="alarm_recycler_view", scroll=True)]
        y = 300
        for i, r in enumerate(rows):
            tm = shown[i] if shown else r["time"]
            if r["label"]:
                out.append(E(r["label"], cls="TextView", box=(63, y, 700, y + 60), pkg=P, rid="label", click=True))
                y += 60
            out.append(E(tm, cls="TextView", box=(63, y, 560, y + 150), pkg=P, rid="digital_clock", click=True))
            out.append(E(None, desc=tm, cls="Switch", box=(870, y + 30, 1017, y + 120), pkg=P, rid="onoff", click=True, check=r["on"]))
            y += 150
            if expanded == i:
                out.append(E("Add label" if not r["label"] else r["label"], cls="TextView", box=(63, y, 1017, y + 110), pkg=P, rid="edit_label", click=True))
                y += 110
                for d, name in enumerate(DAYS):
                    out.append(E(name[0], desc=name, cls="ToggleButton", box=(63 + d * 135, y, 183 + d * 135, y + 120), pkg=P, rid="day_button_" + str(d), click=True, check=d in r["rep"]))
                y += 140
                out += [E("Default (Cesium)", desc="Ringtone Default (Cesium)", cls="TextView", box=(63, y, 1017, y + 110), pkg=P, rid="choose_ringtone", click=True),
                        E("Vibrate", cls="CheckBox", box=(63, y + 110, 1017, y + 220), pkg=P, rid="vibrate_onoff", click=True, check=r["vib"]),
                        E("Delete", cls="Button", box=(63, y + 220, 400, y + 330), pkg=P, rid="delete", click=True)]
                y += 330
                out.append(E(r["days"], cls="TextView", box=(63, y, 700, y + 60), pkg=P, rid="upcoming_instance_label"))
                out.append(E(desc="Collapse alarm", cls="ImageButton", box=(870, y - 20, 1017, y + 80), pkg=P, rid="collapse_expand", click=True))
            else:
                out.append(E(r["days"], cls="TextView", box=(63, y, 700, y + 60), pkg=P, rid="days_of_week"))
                out.append(E(desc="Expand alarm", cls="ImageButton", box=(870, y - 20, 1017, y + 80), pkg=P, rid="collapse_expand", click=True))
            y += 110
        out.append(E(desc="Add alarm", cls="ImageButton", box=(456, 1980, 624, 2148), pkg=P, rid="fab", click=True))
        if snack:
            out.append(E(snack, cls="TextView", box=(42, 1820, 1038, 1950), pkg=P, rid="snackbar_text"))
        return out + tabs("Alarm")

    def picker(h: str, m: str, pm: bool, text_mode: bool, focus: str = "") -> list[Elem]:
        out = sb(t) + [E("Enter time" if text_mode else "Select time", cls="TextView", box=(126, 640, 954, 712), pkg=P, rid="header_title")]
        if text_mode:
            out += [E(h, cls="EditText", box=(126, 760, 420, 940), pkg=P, rid="hour_text_input", click=True, edit=True, focus=focus == "h"),
                    E("Hour", cls="TextView", box=(126, 944, 420, 990), pkg=P),
                    E(m, cls="EditText", box=(480, 760, 774, 940), pkg=P, rid="minute_text_input", click=True, edit=True, focus=focus == "m"),
                    E("Minute", cls="TextView", box=(480, 944, 774, 990), pkg=P)]
        else:
            out += [E(h, cls="Chip", box=(150, 760, 420, 940), pkg=P, rid="material_hour_tv", click=True, check=True),
                    E(m, cls="Chip", box=(480, 760, 750, 940), pkg=P, rid="material_minute_tv", click=True, check=False)]
        out += [E("AM", cls="Button", box=(810, 760, 954, 850), pkg=P, rid="material_clock_period_am_button", click=True, check=not pm),
                E("PM", cls="Button", box=(810, 850, 954, 940), pkg=P, rid="material_clock_period_pm_button", click=True, check=pm)]
        if not text_mode:
            for k in range(12):
                out.append(E(str(k or 12), cls="TextView", box=(470 + int(300 * [0, .5, .87, 1, .87, .5, 0, -.5, -.87, -1, -.87, -.5][k]), 1330 - int(300 * [1, .87, .5, 0, -.5, -.87, -1, -.87, -.5, 0, .5, .87][k]), 540 + int(300 * [0, .5, .87, 1, .87, .5, 0, -.5, -.87, -1, -.87, -.5][k]), 1400 - int(300 * [1, .87, .5, 0, -.5, -.87, -1, -.87, -.5, 0, .5, .87][k])), pkg=P, click=True, sel=str(k or 12) == h))
        y = 1760 if not text_mode else 1040
        out += [E(desc="Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.", cls="ImageButton", box=(126, y, 252, y + 126), pkg=P, rid="material_timepicker_mode_button", click=True),
                E("Cancel", cls="Button", box=(560, y, 760, y + 126), pkg=P, rid="material_timepicker_cancel_button", click=True),
                E("OK", cls="Button", box=(780, y, 954, y + 126), pkg=P, rid="material_timepicker_ok_button", click=True)]
        return out

    def label_dialog(text: str) -> list[Elem]:
        return alarms(expanded=0)[:4] + [E("Label", cls="TextView", box=(126, 900, 954, 980), pkg=P, rid="alertTitle"),
                                         E(text or None, cls="EditText", box=(126, 1000, 954, 1130), pkg=P, rid="label_input_field", click=True, edit=True, focus=True),
                                         E("Cancel", cls="Button", box=(560, 1170, 760, 1290), pkg=P, rid="button2", click=True),
                                         E("OK", cls="Button", box=(780, 1170, 954, 1290), pkg=P, rid="button1", click=True)]

    t.start(alarms)
    t.click("Add alarm", lambda: picker("4", "48", True, False))
    t.click("Switch to text input mode for the time input.", lambda: picker("4", "48", True, True))
    t.type("hour_text_input", "6", lambda: picker("6", "48", True, True, "h"))
    t.type("minute_text_input", "40", lambda: picker("6", "40", True, True, "m"))
    t.click("AM", lambda: picker("6", "40", False, True, "m"))

    def ok() -> list[Elem]:
        rows.insert(0, {"time": "6:40 AM", "label": "", "days": "Tomorrow", "rep": set(), "on": True, "vib": True})
        now = t.sec // 60
        left = (24 * 60 - now) + 6 * 60 + 40
        return alarms(expanded=0, snack=f"Alarm set for {left // 60} hours and {left % 60} minutes from now.")
    t.click("OK", ok)

    def tue() -> list[Elem]:
        rows[0]["rep"] = {2}
        rows[0]["days"] = "Tue"
        return alarms(expanded=0)
    t.click("Tuesday", tue)
    t.click("Add label", lambda: label_dialog(""))
    t.type("label_input_field", "Compost bin out", lambda: label_dialog("Compost bin out"))

    def lab() -> list[Elem]:
        rows[0]["label"] = "Compost bin out"
        return alarms(expanded=0)
    t.click("OK", lab)
    t.click("Collapse alarm", lambda: alarms(shown=["6:45 AM", "7:30 AM", "9:00 AM"]))
    t.click("Stopwatch", lambda: sb(t) + [
        E("Stopwatch", cls="TextView", box=(42, 147, 600, 273), pkg=P, rid="action_bar_title"),
        E(desc="More options", cls="ImageView", box=(954, 158, 1080, 284), pkg=P, click=True),
        E("00.00", desc="0 seconds", cls="TextView", box=(240, 700, 840, 900), pkg=P, rid="stopwatch_time_text"),
        E(desc="Start", cls="ImageButton", box=(456, 1980, 624, 2148), pkg=P, rid="fab", click=True)] + tabs("Stopwatch"))
    rs.add(task="android", tid="h12-android-01", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=11, kind="alarm time set to 6:40 AM reads back as 6:45 AM in the collapsed alarm list")


# ---------------------------------------------------------------- Settings helpers
SP = "com.android.settings"


def spage(t: T, title: str | None, items: list[tuple[Any, ...]], top: bool = False) -> list[Elem]:
    """A Settings screen. items: ("header", title) | ("pref", title, summary) | ("switch", title, summary, on)
    | ("radio", title, on) | ("button", label) | ("big", text)."""
    out = sb(t)
    if top:
        out += [E("Settings", cls="TextView", box=(42, 230, 1038, 380), pkg=SP, rid="homepage_title"),
                E("Search settings", cls="TextView", box=(42, 420, 1038, 560), pkg=SP, rid="search_action_bar_title", click=True)]
        y = 600
    else:
        out += [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=SP, click=True),
                E(title, cls="TextView", box=(42, 320, 1038, 470), pkg=SP, rid="collapsing_toolbar")]
        y = 500
    out.append(E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, y, W, 2337), pkg=SP, rid="recycler_view", scroll=True))
    y += 20
    for it in items:
        kind = it[0]
        if kind == "header":
            out.append(E(it[1], cls="TextView", box=(42, y, 1038, y + 100), pkg=SP, rid="android:id/title"))
            y += 100
        elif kind == "big":
            out.append(E(it[1], cls="TextView", box=(42, y, 1038, y + 130), pkg=SP, rid="usage_summary"))
            y += 130
        elif kind == "button":
            out.append(E(it[1], cls="Button", box=(42, y, 540, y + 126), pkg=SP, rid="button", click=True))
            y += 146
        elif kind == "radio":
            out.append(E(it[1], cls="RadioButton", box=(42, y, 1038, y + 147), pkg=SP, rid="android:id/title", click=True, check=it[2]))
            y += 147
        else:
            h = 200 if it[2] else 147
            out.append(E(it[1], cls="TextView", box=(189, y + 30, 880, y + 90), pkg=SP, rid="android:id/title", click=True))
            if it[2]:
                out.append(E(it[2], cls="TextView", box=(189, y + 95, 880, y + 170), pkg=SP, rid="android:id/summary"))
            if kind == "switch":
                out.append(E(None, cls="Switch", box=(891, y + 40, 1017, y + 140), pkg=SP, rid="switchWidget", click=True, check=it[3]))
            y += h
        if y > 2300:
            break
    return out


def settings_home(t: T, battery: str, storage: str = "41% used - 75.47 GB free") -> list[Elem]:
    return spage(t, None, [
        ("pref", "Network & internet", "Mobile, Wi\u2011Fi, hotspot"), ("pref", "Connected devices", "Bluetooth, pairing"),
        ("pref", "Apps", "Assistant, recent apps, default apps"), ("pref", "Notifications", "Notification history, conversations"),
        ("pref", "Battery", battery), ("pref", "Storage", storage), ("pref", "Sound & vibration", "Volume, haptics, Do Not Disturb"),
        ("pref", "Display", "Dark theme, font size, brightness"), ("pref", "Wallpaper & style", "Colors, themed icons, app grid"),
        ("pref", "Accessibility", "Display, interaction, audio")], top=True)


# ---------------------------------------------------------------- 02 Settings: display preferences
def t02(rs: RowSet) -> None:
    # Settings > Display: dark theme on, screen timeout 30 s -> 2 min, adaptive brightness off, Night Light on now, then a settings search (clean).
    t = T(21 * 3600 + 14 * 60 + 40, 62, dt=15)
    st: dict[str, Any] = {"dark": False, "timeout": "30 seconds", "adaptive": True, "night": False}

    def display() -> list[Elem]:
        return spage(t, "Display", [
            ("header", "Brightness"), ("pref", "Brightness level", "58%"), ("switch", "Adaptive brightness", None, st["adaptive"]),
            ("header", "Lock display"), ("pref", "Lock screen", "Show all notification content"),
            ("pref", "Screen timeout", f"After {st['timeout']} of inactivity"),
            ("header", "Appearance"),
            ("switch", "Dark theme", "On / Will never turn off automatically" if st["dark"] else "Off / Will never turn on automatically", st["dark"]),
            ("pref", "Font size", "Default"), ("pref", "Display size", "Default"),
            ("header", "Color"),
            ("pref", "Night Light", "On / Will never turn off automatically" if st["night"] else "Off / Will never turn on automatically"),
            ("pref", "Colors", "Adaptive")])

    def timeout() -> list[Elem]:
        opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]
        return spage(t, "Screen timeout", [("radio", o, o == st["timeout"]) for o in opts] + [
            ("header", "Screen attention"), ("switch", "Screen attention", "Keeps screen on while you're looking at it", False)])

    def night() -> list[Elem]:
        return spage(t, "Night Light", [
            ("pref", "Schedule", "None"),
            ("pref", "Status", "On / Will never turn off automatically" if st["night"] else "Off / Will never turn on automatically"),
            ("button", "Turn off now" if st["night"] else "Turn on now"),
            ("pref", "Intensity", None if st["night"] else "Available when Night Light is on")])

    def setk(k: str, v: Any, build: Build) -> Build:
        def f() -> list[Elem]:
            st[k] = v
            return build()
        return f

    t.start(lambda: settings_home(t, "62%"))
    t.click("Display", display)
    t.click("Dark theme", setk("dark", True, display))
    t.click("Screen timeout", timeout)
    t.click("2 minutes", setk("timeout", "2 minutes", timeout))
    t.back(display)
    t.click("Adaptive brightness", setk("adaptive", False, display))
    t.click("Night Light", night)
    t.click("Turn on now", setk("night", True, night))
    t.back(display)
    t.batt = 61
    t.back(lambda: settings_home(t, "61%"))
    t.click("Search settings", lambda: sb(t) + [
        E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg="com.google.android.settings.intelligence", click=True),
        E(None, cls="EditText", box=(168, 160, 960, 280), pkg="com.google.android.settings.intelligence", rid="search_src_text", click=True, edit=True, focus=True),
        E("Recent searches", cls="TextView", box=(42, 320, 1038, 400), pkg="com.google.android.settings.intelligence"),
        E("bluetooth", cls="TextView", box=(147, 420, 1038, 530), pkg="com.google.android.settings.intelligence", rid="title", click=True),
        E("font size", cls="TextView", box=(147, 530, 1038, 640), pkg="com.google.android.settings.intelligence", rid="title", click=True)])
    GI = "com.google.android.settings.intelligence"
    t.type("search_src_text", "timeout", lambda: sb(t) + [
        E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=GI, click=True),
        E("timeout", cls="EditText", box=(168, 160, 860, 280), pkg=GI, rid="search_src_text", click=True, edit=True, focus=True),
        E(desc="Clear query", cls="ImageView", box=(870, 160, 980, 280), pkg=GI, rid="search_close_btn", click=True),
        E("Screen timeout", cls="TextView", box=(147, 330, 1038, 400), pkg=GI, rid="title", click=True),
        E("Display", cls="TextView", box=(147, 400, 1038, 460), pkg=GI, rid="breadcrumb"),
        E("Screen attention", cls="TextView", box=(147, 500, 1038, 570), pkg=GI, rid="title", click=True),
        E("Display > Screen timeout", cls="TextView", box=(147, 570, 1038, 630), pkg=GI, rid="breadcrumb"),
        E("Lock after screen timeout", cls="TextView", box=(147, 670, 1038, 740), pkg=GI, rid="title", click=True),
        E("Security & privacy > Device unlock > Screen lock", cls="TextView", box=(147, 740, 1038, 800), pkg=GI, rid="breadcrumb")])
    rs.add(task="android", tid="h12-android-02", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 11 Settings: battery saver
def t11(rs: RowSet) -> None:
    # Settings > Battery: turn Battery Saver on and schedule it at 10%, look at usage. BAD turn 9: the device is not charging, yet the battery reads 48% after 46% at turn 7 (and 47% before).
    t = T(14 * 3600 + 22 * 60 + 10, 47, dt=14)
    st: dict[str, Any] = {"saver": False, "sched": "No schedule"}

    def battery(level: int) -> list[Elem]:
        return spage(t, "Battery", [
            ("big", f"{level}%"), ("pref", "Should last until about 3:40\u202fAM" if st["saver"] else "Should last until about 12:50\u202fAM", None),
            ("pref", "Battery usage", "View usage for past 24 hours"),
            ("pref", "Battery Saver", "On" if st["saver"] else "Off"),
            ("pref", "Adaptive preferences", "Adaptive Battery on"),
            ("switch", "Battery percentage", "Show battery percentage in status bar", False)])

    def saver() -> list[Elem]:
        return spage(t, "Battery Saver", [
            ("switch", "Use Battery Saver", None, st["saver"]),
            ("pref", "Set a schedule", "Will turn on at 10%" if st["sched"] != "No schedule" else "No schedule"),
            ("switch", "Turn off when charged", "Battery Saver turns off when your phone is at 90%", True),
            ("pref", "Extreme Battery Saver", "Never use"),
            ("pref", "About Battery Saver", "Battery Saver turns on Dark theme and limits or turns off background activity, some visual effects, certain features, and some network connections.")])

    def sched() -> list[Elem]:
        items: list[tuple[Any, ...]] = [("radio", "No schedule", st["sched"] == "No schedule"), ("radio", "Based on percentage", st["sched"] != "No schedule")]
        if st["sched"] != "No schedule":
            items += [("pref", "Turn on at 10%", None)]
        items += [("pref", "Battery Saver turns on if your battery is likely to run out before your next typical charge", None)]
        return spage(t, "Set a schedule", items)

    def on() -> list[Elem]:
        st["saver"] = True
        t.icons = ["Battery Saver is on."]
        return saver()

    def pct() -> list[Elem]:
        st["sched"] = "10%"
        return sched()

    t.start(lambda: settings_home(t, "47% - Should last until about 12:50\u202fAM"))
    t.click("Battery", lambda: battery(47))
    t.click("Battery Saver", saver)
    t.click("Use Battery Saver", on)
    t.click("Set a schedule", sched)
    t.click("Based on percentage", pct)
    t.back(saver)
    t.batt = 46
    t.back(lambda: battery(46))
    t.click("Battery usage", lambda: spage(t, "Battery usage", [
        ("pref", "View by apps", None), ("pref", "Battery level for past 24 hr", "Last full charge: 9 hr ago"),
        ("header", "Usage since last full charge"),
        ("pref", "Chrome", "14%"), ("pref", "YouTube", "9%"), ("pref", "Maps", "6%"), ("pref", "Google Play services", "4%"),
        ("pref", "Settings", "2%"), ("pref", "Gmail", "1%")]))
    t.batt = 48
    t.back(lambda: battery(48))
    rs.add(task="android", tid="h12-android-11", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=9, kind="battery level rises from 46% to 48% with no charger connected")


# ---------------------------------------------------------------- 18 Settings: Wi-Fi
def t18(rs: RowSet) -> None:
    # Settings > Internet: join an open guest network, inspect it, forget it (phone falls back to the home network), toggle a Wi-Fi preference (clean).
    t = T(10 * 3600 + 3 * 60 + 12, 88, dt=10)
    st: dict[str, Any] = {"conn": "HomeNet-5G", "state": "Connected", "saved": 3, "notify": False}
    avail = ["Bellwether_Guest", "DIRECT-7f-HP OfficeJet Pro", "TP-Link_3A90", "Vodafone-2.4G"]

    def internet() -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=SP, click=True),
                       E("Internet", cls="TextView", box=(42, 320, 1038, 470), pkg=SP, rid="collapsing_toolbar"),
                       E("Wi\u2011Fi", cls="TextView", box=(42, 500, 880, 600), pkg=SP, rid="switch_text"),
                       E(None, cls="Switch", box=(891, 500, 1017, 600), pkg=SP, rid="switch_widget", click=True, check=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 620, W, 2337), pkg=SP, rid="recycler_view", scroll=True)]
        y = 640
        names = [st["conn"]] + [n for n in avail if n != st["conn"]]
        if st["conn"] != "HomeNet-5G":
            names.insert(1, "HomeNet-5G")
        for n in names:
            if n == st["conn"]:
                summ = st["state"]
            elif n == "HomeNet-5G":
                summ = "Saved"
            else:
                summ = None
            out.append(E(n, cls="TextView", box=(189, y + 30, 860, y + 90), pkg=SP, rid="android:id/title", click=True))
            if summ:
                out.append(E(summ, cls="TextView", box=(189, y + 95, 860, y + 160), pkg=SP, rid="android:id/summary"))
            if n == st["conn"] and st["state"] == "Connected":
                out.append(E(desc="Settings", cls="ImageView", box=(891, y + 40, 1017, y + 140), pkg=SP, rid="settings_button", click=True))
            y += 190
        out += [E("Add network", cls="TextView", box=(189, y + 30, 880, y + 100), pkg=SP, rid="android:id/title", click=True),
                E("Saved networks", cls="TextView", box=(189, y + 190, 880, y + 250), pkg=SP, rid="android:id/title", click=True),
                E(f"{st['saved']} networks", cls="TextView", box=(189, y + 255, 880, y + 320), pkg=SP, rid="android:id/summary"),
                E("Network preferences", cls="TextView", box=(189, y + 380, 880, y + 440), pkg=SP, rid="android:id/title", click=True),
                E("Wi\u2011Fi turns back on automatically", cls="TextView", box=(189, y + 445, 880, y + 510), pkg=SP, rid="android:id/summary")]
        return out

    def net_internet() -> list[Elem]:
        return spage(t, "Network & internet", [
            ("pref", "Internet", st["conn"]), ("pref", "Calls & SMS", "Mint Mobile"), ("pref", "SIMs", "Mint Mobile"),
            ("switch", "Airplane mode", None, False), ("pref", "Hotspot & tethering", "Off"), ("pref", "Data Saver", "Off"),
            ("pref", "VPN", "None"), ("pref", "Private DNS", "Automatic"), ("pref", "Adaptive connectivity", None)])

    def join() -> list[Elem]:
        st.update(conn="Bellwether_Guest", state="Connecting\u2026")
        t.wifi = None
        return internet()

    def joined() -> list[Elem]:
        st.update(state="Connected", saved=4)
        t.wifi = "Wi-Fi signal three bars."
        return internet()

    def details() -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=SP, click=True),
                       E("Network details", cls="TextView", box=(42, 320, 1038, 470), pkg=SP, rid="collapsing_toolbar"),
                       E("Bellwether_Guest", cls="TextView", box=(42, 520, 1038, 600), pkg=SP, rid="entity_header_title"),
                       E("Connected", cls="TextView", box=(42, 600, 1038, 660), pkg=SP, rid="entity_header_summary"),
                       E("Forget", cls="Button", box=(42, 700, 350, 860), pkg=SP, rid="button1", click=True),
                       E("Disconnect", cls="Button", box=(386, 700, 694, 860), pkg=SP, rid="button2", click=True),
                       E("Share", cls="Button", box=(730, 700, 1038, 860), pkg=SP, rid="button3", click=True)]
        y = 900
        for ti, su in [("Auto-connect", None), ("Network usage", "Detect automatically"), ("Signal strength", "Good"),
                       ("Frequency", "2.4 GHz"), ("Security", "None"), ("Privacy", "Use randomized MAC"),
                       ("MAC address", "3e:91:0b:d7:52:a6"), ("IP address", "10.14.2.187"), ("Gateway", "10.14.0.1"),
                       ("Subnet mask", "255.255.252.0"), ("DNS", "10.14.0.1")]:
            out.append(E(ti, cls="TextView", box=(189, y + 25, 860, y + 85), pkg=SP, rid="android:id/title", click=ti in ("Auto-connect", "Network usage", "Privacy")))
            if su:
                out.append(E(su, cls="TextView", box=(189, y + 85, 860, y + 140), pkg=SP, rid="android:id/summary"))
            else:
                out.append(E(None, cls="Switch", box=(891, y + 20, 1017, y + 120), pkg=SP, rid="switchWidget", click=True, check=True))
            y += 150
        return out

    def forget() -> list[Elem]:
        st.update(conn="HomeNet-5G", state="Connecting\u2026", saved=3)
        t.wifi = None
        return internet()

    def home_again() -> list[Elem]:
        st.update(state="Connected")
        t.wifi = "Wi-Fi signal full."
        return internet()

    def prefs() -> list[Elem]:
        return spage(t, "Network preferences", [
            ("switch", "Turn on Wi\u2011Fi automatically", "Wi\u2011Fi will turn back on near high\u2011quality saved networks, like your home network", True),
            ("switch", "Notify for public networks", "Notify when a high\u2011quality public network is available", st["notify"]),
            ("pref", "Install certificates", None), ("pref", "Wi\u2011Fi Direct", None)])

    def notify() -> list[Elem]:
        st["notify"] = True
        return prefs()

    t.start(net_internet)
    t.click("Internet", internet)
    t.click("Bellwether_Guest", join)
    t.wait(joined, dt=6)
    t.click("Settings", details)
    t.click("Forget", forget)
    t.wait(home_again, dt=5)
    t.click("Saved networks", lambda: spage(t, "Saved networks", [
        ("pref", "HomeNet-5G", "Connected"), ("pref", "Harbor Loft 2F", None), ("pref", "OakStreetLibrary", None)]))
    t.back(internet)
    t.click("Network preferences", prefs)
    t.click("Notify for public networks", notify)
    t.back(internet)
    rs.add(task="android", tid="h12-android-18", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- Contacts helpers
CP = "com.google.android.contacts"


def c_list(t: T, names: list[str], favs: list[str] | None = None) -> list[Elem]:
    out = sb(t) + [E("Search contacts", cls="TextView", box=(63, 170, 900, 300), pkg=CP, rid="open_search_bar_text_view", click=True),
                   E(desc="Google Account: j.morrow.pixel@gmail.com", cls="ImageView", box=(930, 180, 1040, 290), pkg=CP, rid="selected_account_disc", click=True),
                   E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 320, W, 2190), pkg=CP, rid="contact_list", scroll=True)]
    y = 340
    if favs:
        out.append(E("Favorites", cls="TextView", box=(63, y, 600, y + 80), pkg=CP, rid="header"))
        y += 80
        for n in favs:
            out.append(E(n, cls="TextView", box=(210, y, 1000, y + 150), pkg=CP, rid="cliv_name_textview", click=True, long=True))
            y += 150
    letter = ""
    for n in names:
        if n[0] != letter:
            letter = n[0]
            out.append(E(letter, cls="TextView", box=(63, y, 150, y + 150), pkg=CP, rid="cliv_section_header"))
        out.append(E(n, cls="TextView", box=(210, y, 1000, y + 150), pkg=CP, rid="cliv_name_textview", click=True, long=True))
        y += 150
        if y > 2040:
            break
    return out + [E(desc="Create contact", cls="ImageButton", box=(840, 1980, 1017, 2148), pkg=CP, rid="floating_action_button", click=True),
                  E("Contacts", cls="FrameLayout", box=(0, 2190, 360, 2337), pkg=CP, click=True, sel=True),
                  E("Highlights", cls="FrameLayout", box=(360, 2190, 720, 2337), pkg=CP, click=True),
                  E("Fix & manage", cls="FrameLayout", box=(720, 2190, 1080, 2337), pkg=CP, click=True)]


def c_detail(t: T, c: dict[str, Any]) -> list[Elem]:
    out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=CP, click=True),
                   E(desc="Remove from favorites" if c.get("star") else "Add to favorites", cls="TextView", box=(672, 160, 798, 286), pkg=CP, rid="menu_star", click=True),
                   E(desc="Edit contact", cls="TextView", box=(798, 160, 924, 286), pkg=CP, rid="menu_edit", click=True),
                   E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=CP, click=True),
                   E(c["name"], cls="TextView", box=(63, 700, 1017, 800), pkg=CP, rid="large_title")]
    y = 800
    if c.get("company"):
        out.append(E(c["company"], cls="TextView", box=(63, y, 1017, y + 60), pkg=CP, rid="header_subtitle"))
        y += 60
    for i, b in enumerate(["Call", "Text", "Video", "Email"]):
        out.append(E(b, desc=b, cls="Button", box=(63 + 243 * i, y + 40, 273 + 243 * i, y + 230), pkg=CP, rid="verb_button", click=True))
    y += 270
    out.append(E("Contact info", cls="TextView", box=(63, y, 1017, y + 90), pkg=CP, rid="header"))
    y += 90
    out += [E(c["phone"], cls="TextView", box=(210, y, 880, y + 70), pkg=CP, rid="header_text", click=True, long=True),
            E("Mobile", cls="TextView", box=(210, y + 70, 880, y + 120), pkg=CP, rid="sub_header_text"),
            E(desc=f"Send message to {c['phone']}", cls="ImageView", box=(900, y + 10, 1017, y + 110), pkg=CP, rid="icon_alternate", click=True)]
    y += 150
    if c.get("email"):
        out += [E(c["email"], cls="TextView", box=(210, y, 1017, y + 70), pkg=CP, rid="header_text", click=True, long=True),
                E("Home", cls="TextView", box=(210, y + 70, 880, y + 120), pkg=CP, rid="sub_header_text")]
        y += 150
    if c.get("bday"):
        out += [E(c["bday"], cls="TextView", box=(210, y, 1017, y + 70), pkg=CP, rid="header_text"),
                E("Birthday", cls="TextView", box=(210, y + 70, 880, y + 120), pkg=CP, rid="sub_header_text")]
        y += 150
    out.append(E(f"Contacts \u00b7 {c.get('account', 'j.morrow.pixel@gmail.com')}", cls="TextView", box=(63, y + 40, 1017, y + 110), pkg=CP, rid="about_card_account"))
    return out


def c_edit(t: T, c: dict[str, Any], focus: str = "") -> list[Elem]:
    first, last = c["name"].split(" ", 1)
    out = sb(t) + [E(desc="Cancel", cls="ImageButton", box=(0, 147, 147, 294), pkg=CP, click=True),
                   E("Edit contact", cls="TextView", box=(189, 170, 700, 270), pkg=CP, rid="toolbar_title"),
                   E("Save", cls="Button", box=(820, 170, 1040, 280), pkg=CP, rid="toolbar_button", click=True),
                   E(cls="android.widget.ScrollView", box=(0, 294, W, 2337), pkg=CP, rid="contact_editor_fragment", scroll=True)]
    y = 640
    for lab, val in [("First name", first), ("Last name", last), ("Company", c.get("company")), ("Phone", c["phone"]), ("Email", c.get("email"))]:
        key = lab.lower().replace(" ", "_")
        out.append(E(val or None, desc=lab, cls="EditText", box=(189, y, 1017, y + 150), pkg=CP, rid=key, click=True, edit=True, focus=focus == key))
        y += 170
        if lab == "Phone":
            out.append(E("Mobile", cls="Spinner", box=(189, y - 10, 600, y + 100), pkg=CP, rid="phone_type", click=True))
            y += 120
        if lab == "Email":
            out.append(E("Home", cls="Spinner", box=(189, y - 10, 600, y + 100), pkg=CP, rid="email_type", click=True))
            y += 120
    out += [E("Birthday" if not c.get("bday") else c["bday"], cls="TextView", box=(189, y, 1017, y + 130), pkg=CP, rid="date_view", click=True),
            E("Add more fields", cls="Button", box=(63, y + 160, 600, y + 280), pkg=CP, rid="more_fields", click=True)]
    return out


def c_search(t: T, q: str, hits: list[str]) -> list[Elem]:
    out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 170, 147, 300), pkg=CP, click=True),
                   E(q or None, desc="Search contacts", cls="EditText", box=(147, 170, 900, 300), pkg=CP, rid="open_search_view_edit_text", click=True, edit=True, focus=True)]
    if q:
        out.append(E(desc="Clear text", cls="ImageButton", box=(900, 170, 1040, 300), pkg=CP, rid="open_search_view_clear_button", click=True))
        out.append(E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 320, W, 2337), pkg=CP, rid="search_results", scroll=True))
        for i, n in enumerate(hits):
            out.append(E(n, cls="TextView", box=(210, 340 + 150 * i, 1000, 490 + 150 * i), pkg=CP, rid="cliv_name_textview", click=True, long=True))
    else:
        out.append(E("Search your contacts", cls="TextView", box=(63, 900, 1017, 980), pkg=CP, rid="empty_title"))
    return out


# ---------------------------------------------------------------- 03 Contacts: add an email
def t03(rs: RowSet) -> None:
    # Contacts: add an email to Ines Okafor, glance at another contact, find her again by search. BAD turn 10: her mobile reads (415) 555-0139 though turns 1 and 4 showed (415) 555-0193 and only the email was edited.
    t = T(9 * 3600 + 31 * 60 + 48, 93, dt=11)
    names = ["Aarav Mehta", "Bronwyn Tate", "Cosmin Pavel", "Ines Okafor", "Joaqu\u00edn Herrera", "Lumi Saarinen", "Mbali Dube", "Rafael Duarte", "Theo Vance", "Yusra Haddad"]
    ines: dict[str, Any] = {"name": "Ines Okafor", "phone": "(415) 555-0193", "company": "Halden Labs", "bday": "March 3"}
    bron: dict[str, Any] = {"name": "Bronwyn Tate", "phone": "(628) 555-0147", "email": "bronwyn.tate@fastmail.com"}

    def saved() -> list[Elem]:
        ines["email"] = "ines.okafor@haldenlabs.io"
        return c_detail(t, ines)

    t.start(lambda: c_list(t, names))
    t.click("Ines Okafor", lambda: c_detail(t, ines))
    t.click("Edit contact", lambda: c_edit(t, ines))
    t.type("email", "ines.okafor@haldenlabs.io", lambda: c_edit(t, dict(ines, email="ines.okafor@haldenlabs.io"), "email"))
    t.click("Save", saved)
    t.back(lambda: c_list(t, names))
    t.click("Bronwyn Tate", lambda: c_detail(t, bron))
    t.back(lambda: c_list(t, names))
    t.click("Search contacts", lambda: c_search(t, "", []))
    t.type("open_search_view_edit_text", "okaf", lambda: c_search(t, "okaf", ["Ines Okafor"]))
    t.click("Ines Okafor", lambda: c_detail(t, dict(ines, phone="(415) 555-0139")))
    t.back(lambda: c_search(t, "okaf", ["Ines Okafor"]))
    rs.add(task="android", tid="h12-android-03", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=10, kind="contact's mobile number changes from (415) 555-0193 to (415) 555-0139 without an edit")


# ---------------------------------------------------------------- 22 Contacts: two similar names
def t22(rs: RowSet) -> None:
    # Contacts: search "dana", add a company to Dana Whitford, star Dana Whitfield (a different contact with a similar name and number) (clean).
    t = T(18 * 3600 + 5 * 60 + 2, 54, dt=12)
    names = ["Abebe Girma", "Carys Lloyd", "Dana Whitfield", "Dana Whitford", "Danica Ruiz", "Emeka Obi", "Farah Nasser", "Gwen Castell", "Hiro Tanabe", "Ivo Brandt"]
    ford: dict[str, Any] = {"name": "Dana Whitford", "phone": "(312) 555-0166", "email": "dana.whitford@brightline.co"}
    field: dict[str, Any] = {"name": "Dana Whitfield", "phone": "(312) 555-0161", "email": "d.whitfield@kessler-arch.com", "company": "Kessler Architects"}
    hits = ["Dana Whitfield", "Dana Whitford"]

    def saved() -> list[Elem]:
        ford["company"] = "Brightline Logistics"
        return c_detail(t, ford)

    def star() -> list[Elem]:
        field["star"] = True
        return c_detail(t, field)

    t.start(lambda: c_list(t, names))
    t.click("Search contacts", lambda: c_search(t, "", []))
    t.type("open_search_view_edit_text", "dana", lambda: c_search(t, "dana", hits))
    t.click("Dana Whitford", lambda: c_detail(t, ford))
    t.click("Edit contact", lambda: c_edit(t, ford))
    t.type("company", "Brightline Logistics", lambda: c_edit(t, dict(ford, company="Brightline Logistics"), "company"))
    t.click("Save", saved)
    t.back(lambda: c_search(t, "dana", hits))
    t.click("Dana Whitfield", lambda: c_detail(t, field))
    t.click("Add to favorites", star)
    t.back(lambda: c_search(t, "dana", hits))
    t.back(lambda: c_list(t, names, favs=["Dana Whitfield"]))
    rs.add(task="android", tid="h12-android-22", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 05 Files: delete two scans
def t05(rs: RowSet) -> None:
    # Files (DocumentsUI): delete scan_0412.pdf and scan_0419.pdf from Downloads, browse Documents, search "scan". BAD turn 8: the search lists scan_0412.pdf, deleted at turn 4 (and absent from the Documents list at turn 6).
    P = "com.google.android.documentsui"
    t = T(11 * 3600 + 17 * 60 + 30, 66, dt=10)
    down = [("tenancy_addendum.docx", "10:52\u202fAM", "48 kB"), ("boarding_pass_LIS.pdf", "Jun 11", "212 kB"),
            ("invoice_88213.pdf", "Jun 7", "96 kB"), ("IMG_20240602_181455.jpg", "Jun 2", "2.4 MB"),
            ("scan_0419.pdf", "Apr 19", "1.1 MB"), ("scan_0412.pdf", "Apr 12", "986 kB"),
            ("scan_0327.pdf", "Mar 27", "1.3 MB"), ("vaccination_record_2023.pdf", "Dec 4, 2023", "310 kB")]
    docs = [("tenancy_addendum.docx", "10:52\u202fAM", "48 kB"), ("boarding_pass_LIS.pdf", "Jun 11", "212 kB"),
            ("Q2_budget_draft.xlsx", "Jun 9", "61 kB"), ("invoice_88213.pdf", "Jun 7", "96 kB"),
            ("scan_0327.pdf", "Mar 27", "1.3 MB"), ("vaccination_record_2023.pdf", "Dec 4, 2023", "310 kB"),
            ("Lease_2023_signed.pdf", "Aug 30, 2023", "2.2 MB")]
    sel: list[str] = []

    def listing(title: str, files: list[tuple[str, str, str]], dialog: bool = False) -> list[Elem]:
        out = sb(t)
        if sel:
            out += [E(desc="Done", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                    E(f"{len(sel)} selected", cls="TextView", box=(189, 170, 600, 270), pkg=P, rid="action_mode_title"),
                    E(desc="Share", cls="TextView", box=(672, 160, 798, 286), pkg=P, rid="action_menu_share", click=True),
                    E(desc="Delete", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="action_menu_delete", click=True),
                    E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True)]
        else:
            out += [E(desc="Show roots", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                    E(title, cls="TextView", box=(189, 170, 600, 270), pkg=P, rid="toolbar_title"),
                    E(desc="Search", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="option_menu_search", click=True),
                    E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True)]
        out += [E("Files in " + title, cls="TextView", box=(42, 320, 700, 400), pkg=P, rid="header_title"),
                E(desc="Sort by Modified", cls="TextView", box=(700, 320, 1038, 400), pkg=P, rid="sort_dropdown", click=True),
                E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 410, W, 2337), pkg=P, rid="dir_list", scroll=True)]
        for i, (n, d, s) in enumerate(files):
            y = 420 + 180 * i
            out += [E(n, cls="TextView", box=(210, y + 30, 1000, y + 95), pkg=P, rid="android:id/title", click=True, long=True, sel=n in sel),
                    E(d, cls="TextView", box=(210, y + 100, 560, y + 150), pkg=P, rid="date"),
                    E(s, cls="TextView", box=(600, y + 100, 800, y + 150), pkg=P, rid="size")]
        if dialog:
            out += [E("Delete 2 files?", cls="TextView", box=(126, 1000, 954, 1090), pkg=P, rid="android:id/message"),
                    E("Cancel", cls="Button", box=(520, 1130, 740, 1250), pkg=P, rid="android:id/button2", click=True),
                    E("OK", cls="Button", box=(760, 1130, 954, 1250), pkg=P, rid="android:id/button1", click=True)]
        return out

    def pick(n: str, build: Build) -> Build:
        def f() -> list[Elem]:
            sel.append(n)
            return build()
        return f

    def delete() -> list[Elem]:
        for n in list(sel):
            down[:] = [f for f in down if f[0] != n]
        sel.clear()
        return listing("Downloads", down)

    def drawer() -> list[Elem]:
        out = listing("Downloads", down)[:3]
        for i, (n, s) in enumerate([("Recent", None), ("Images", None), ("Videos", None), ("Audio", None), ("Documents", None),
                                    ("Downloads", None), ("Pixel 7a", "104 GB free"), ("Drive", "j.morrow.pixel@gmail.com")]):
            y = 300 + 150 * i
            out.append(E(n, cls="TextView", box=(190, y + 30, 820, y + 95), pkg=P, rid="android:id/title", click=True, sel=n == "Downloads"))
            if s:
                out.append(E(s, cls="TextView", box=(190, y + 95, 820, y + 140), pkg=P, rid="android:id/summary"))
        return out

    def search(q: str, hits: list[tuple[str, str, str]]) -> list[Elem]:
        out = sb(t) + [E(desc="Collapse", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E(q or None, desc="Search\u2026", cls="EditText", box=(160, 160, 900, 286), pkg=P, rid="search_src_text", click=True, edit=True, focus=True)]
        if q:
            out.append(E(desc="Clear query", cls="ImageView", box=(900, 160, 1040, 286), pkg=P, rid="search_close_btn", click=True))
            out.append(E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 320, W, 2337), pkg=P, rid="dir_list", scroll=True))
            for i, (n, d, s) in enumerate(hits):
                y = 330 + 180 * i
                out += [E(n, cls="TextView", box=(210, y + 30, 1000, y + 95), pkg=P, rid="android:id/title", click=True, long=True),
                        E(d, cls="TextView", box=(210, y + 100, 560, y + 150), pkg=P, rid="date"),
                        E(s, cls="TextView", box=(600, y + 100, 800, y + 150), pkg=P, rid="size")]
        else:
            out += [E("Images", cls="Chip", box=(42, 320, 280, 420), pkg=P, rid="search_chip", click=True, check=False),
                    E("Documents", cls="Chip", box=(300, 320, 600, 420), pkg=P, rid="search_chip", click=True, check=False),
                    E("Audio", cls="Chip", box=(620, 320, 820, 420), pkg=P, rid="search_chip", click=True, check=False),
                    E("Videos", cls="Chip", box=(840, 320, 1038, 420), pkg=P, rid="search_chip", click=True, check=False)]
        return out

    t.start(lambda: listing("Downloads", down))
    t.long("scan_0412.pdf", pick("scan_0412.pdf", lambda: listing("Downloads", down)))
    t.click("scan_0419.pdf", pick("scan_0419.pdf", lambda: listing("Downloads", down)))
    t.click("Delete", lambda: listing("Downloads", down, dialog=True))
    t.click("OK", delete, dt=4)
    t.click("Show roots", drawer)
    t.click("Documents", lambda: listing("Documents", docs))
    t.click("Search", lambda: search("", []))
    t.type("search_src_text", "scan", lambda: search("scan", [("scan_0412.pdf", "Apr 12", "986 kB"), ("scan_0327.pdf", "Mar 27", "1.3 MB")]))
    t.click("scan_0327.pdf", lambda: sb(t) + [
        E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg="com.google.android.apps.docs", click=True),
        E("scan_0327.pdf", cls="TextView", box=(189, 170, 800, 270), pkg="com.google.android.apps.docs", rid="action_bar_title"),
        E(desc="Find in file", cls="TextView", box=(798, 160, 924, 286), pkg="com.google.android.apps.docs", click=True),
        E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg="com.google.android.apps.docs", click=True),
        E(desc="Page 1 of 2", cls="android.view.View", box=(0, 300, W, 2337), pkg="com.google.android.apps.docs", rid="pdf_view", scroll=True),
        E("1 / 2", cls="TextView", box=(880, 330, 1030, 400), pkg="com.google.android.apps.docs", rid="page_indicator")])
    rs.add(task="android", tid="h12-android-05", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=8, kind="deleted file scan_0412.pdf reappears in search results")


# ---------------------------------------------------------------- Markor helpers
MP = "net.gsantner.markor"


def mk_size(text: str) -> str:
    n = len(text.encode("utf-8"))
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


def mk_list(t: T, folders: list[tuple[str, str]], files: list[tuple[str, str, str]], sel: str | None = None, menu: list[tuple[str, bool]] | None = None) -> list[Elem]:
    out = sb(t)
    if sel:
        out += [E(desc="Done", cls="ImageButton", box=(0, 147, 147, 294), pkg=MP, click=True),
                E("1", cls="TextView", box=(189, 170, 400, 270), pkg=MP, rid="action_mode_title"),
                E(desc="Rename", cls="TextView", box=(546, 160, 672, 286), pkg=MP, rid="action_rename_selected_item", click=True),
                E(desc="Move", cls="TextView", box=(672, 160, 798, 286), pkg=MP, rid="action_move_selected_items", click=True),
                E(desc="Delete", cls="TextView", box=(798, 160, 924, 286), pkg=MP, rid="action_delete_selected_items", click=True),
                E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=MP, click=True)]
    else:
        out += [E("Markor", cls="TextView", box=(42, 170, 500, 270), pkg=MP, rid="toolbar_title"),
                E(desc="Search", cls="TextView", box=(546, 160, 672, 286), pkg=MP, rid="action_search", click=True),
                E(desc="Sort by", cls="TextView", box=(672, 160, 798, 286), pkg=MP, rid="action_sort", click=True),
                E(desc="Go to", cls="TextView", box=(798, 160, 924, 286), pkg=MP, rid="action_go_to", click=True),
                E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=MP, click=True)]
    out += [E("/storage/emulated/0/Documents/Markor", cls="TextView", box=(42, 300, 1038, 360), pkg=MP, rid="ui__filesystem_dialog__current_folder"),
            E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 370, W, 2190), pkg=MP, rid="ui__filesystem_dialog__list", scroll=True)]
    y = 380
    for n, d in folders:
        out += [E(n, cls="TextView", box=(189, y + 20, 1000, y + 85), pkg=MP, rid="ui__filesystem_item__title", click=True, long=True),
                E(d, cls="TextView", box=(189, y + 85, 1000, y + 135), pkg=MP, rid="ui__filesystem_item__description")]
        y += 160
    for n, d, s in files:
        out += [E(n, cls="TextView", box=(189, y + 20, 1000, y + 85), pkg=MP, rid="ui__filesystem_item__title", click=True, long=True, sel=n == sel),
                E(f"{d} \u00b7 {s}", cls="TextView", box=(189, y + 85, 1000, y + 135), pkg=MP, rid="ui__filesystem_item__description")]
        y += 160
    out.append(E(desc="Create a new file or folder", cls="ImageButton", box=(861, 1960, 1038, 2137), pkg=MP, rid="fab_add_new_item", click=True))
    out += [E(n, cls="FrameLayout", box=(i * 270, 2190, (i + 1) * 270, 2337), pkg=MP, click=True, sel=n == "Notebook")
            for i, n in enumerate(["Notebook", "To-Do", "QuickNote", "More"])]
    if menu:
        for i, (n, c) in enumerate(menu):
            out.append(E(n, cls="CheckBox" if c is not None else "TextView", box=(560, 180 + 126 * i, 1050, 306 + 126 * i), pkg=MP, rid="title", click=True, check=c))
    return out


def mk_edit(t: T, name: str, text: str, focus: bool = False) -> list[Elem]:
    return sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=MP, click=True),
                    E(name, cls="TextView", box=(147, 170, 546, 270), pkg=MP, rid="note__activity__text_note_title", click=True),
                    E(desc="Undo", cls="TextView", box=(546, 160, 672, 286), pkg=MP, rid="action_undo", click=True),
                    E(desc="Switch to view mode", cls="TextView", box=(672, 160, 798, 286), pkg=MP, rid="action_preview", click=True),
                    E(desc="Search in content", cls="TextView", box=(798, 160, 924, 286), pkg=MP, rid="action_search", click=True),
                    E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=MP, click=True),
                    E(text or None, cls="EditText", box=(0, 300, W, 2040), pkg=MP, rid="document__fragment__edit__highlighting_editor", click=True, edit=True, focus=focus, long=True, scroll=True),
                    E(cls="HorizontalScrollView", box=(0, 2040, W, 2190), pkg=MP, rid="document__fragment__edit__textactions_bar", scroll=True)]


def mk_view(t: T, name: str, text: str) -> list[Elem]:
    out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=MP, click=True),
                   E(name, cls="TextView", box=(147, 170, 546, 270), pkg=MP, rid="note__activity__text_note_title", click=True),
                   E(desc="Edit", cls="TextView", box=(672, 160, 798, 286), pkg=MP, rid="action_edit", click=True),
                   E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=MP, click=True),
                   E(cls="android.webkit.WebView", box=(0, 300, W, 2190), pkg=MP, rid="document__fragment_view_webview", scroll=True)]
    y = 330
    for line in text.split("\n"):
        if not line.strip():
            continue
        shown = line.lstrip("#- ").strip()
        h = 110 if line.startswith("#") else 75
        out.append(E(shown, cls="android.view.View" if line.startswith("#") else "TextView", box=(63, y, 1017, y + h), pkg=MP))
        y += h + 10
    return out


# ---------------------------------------------------------------- 04 Markor: new note, rename, sort
def t04(rs: RowSet) -> None:
    # Markor: create pantry-audit.md, write it, rename it to pantry-audit-june.md, sort the notebook by date, reopen it (clean).
    t = T(19 * 3600 + 40 * 60 + 3, 80, h24=True, dt=13)
    folders = [("archive", "Jun 2, 2024 11:20")]
    files = [("apartment-viewings.md", "Jun 10, 2024 18:02", "1.9 KB"), ("bike-maintenance.md", "May 28, 2024 09:47", "842 B"),
             ("QuickNote.md", "Jun 12, 2024 07:55", "311 B"), ("reading-list.txt", "Apr 3, 2024 22:16", "1.2 KB"),
             ("ToDo.txt", "Jun 12, 2024 21:30", "428 B")]
    body = "# Pantry audit\n- oats: 2 bags\n- red lentils: 1 jar\n- tinned tomatoes: 5\n- basmati: nearly out"
    stamp = "Jun 13, 2024 19:41"

    def new_dialog(name: str) -> list[Elem]:
        return mk_list(t, folders, files)[:4] + [
            E("New file", cls="TextView", box=(84, 700, 996, 790), pkg=MP, rid="alertTitle"),
            E(name or None, desc="Name", cls="EditText", box=(84, 820, 996, 950), pkg=MP, rid="new_file_dialog__name", click=True, edit=True, focus=True),
            E("Markdown", cls="Spinner", box=(84, 980, 540, 1090), pkg=MP, rid="new_file_dialog__type", click=True),
            E("Empty file", cls="Spinner", box=(560, 980, 996, 1090), pkg=MP, rid="new_file_dialog__template", click=True),
            E("Folder", cls="Button", box=(84, 1130, 330, 1250), pkg=MP, rid="android:id/button3", click=True),
            E("Cancel", cls="Button", box=(560, 1130, 780, 1250), pkg=MP, rid="android:id/button2", click=True),
            E("OK", cls="Button", box=(800, 1130, 996, 1250), pkg=MP, rid="android:id/button1", click=True)]

    def rename_dialog(name: str) -> list[Elem]:
        return mk_list(t, folders, files, sel="pantry-audit.md")[:4] + [
            E("Rename", cls="TextView", box=(84, 760, 996, 850), pkg=MP, rid="alertTitle"),
            E(name, desc="Name", cls="EditText", box=(84, 880, 996, 1010), pkg=MP, rid="new_name", click=True, edit=True, focus=True),
            E("Cancel", cls="Button", box=(560, 1050, 780, 1170), pkg=MP, rid="android:id/button2", click=True),
            E("OK", cls="Button", box=(800, 1050, 996, 1170), pkg=MP, rid="android:id/button1", click=True)]

    def add_file() -> list[Elem]:
        files.append(("pantry-audit.md", stamp, mk_size(body)))
        files.sort(key=lambda f: f[0].lower())
        return mk_list(t, folders, files)

    def renamed() -> list[Elem]:
        files[:] = [("pantry-audit-june.md", d, s) if n == "pantry-audit.md" else (n, d, s) for n, d, s in files]
        files.sort(key=lambda f: f[0].lower())
        return mk_list(t, folders, files)

    sort_menu = [("Name", True), ("Date", False), ("Size", False), ("Mime type", False), ("Folders first", True), ("Reverse order", False)]

    def by_date() -> list[Elem]:
        order = ["pantry-audit-june.md", "ToDo.txt", "QuickNote.md", "apartment-viewings.md", "bike-maintenance.md", "reading-list.txt"]
        files.sort(key=lambda f: order.index(f[0]))
        return mk_list(t, folders, files)

    t.start(lambda: mk_list(t, folders, files))
    t.click("Create a new file or folder", lambda: new_dialog(""))
    t.type("new_file_dialog__name", "pantry-audit", lambda: new_dialog("pantry-audit"))
    t.click("OK", lambda: mk_edit(t, "pantry-audit.md", "", focus=True))
    t.type("document__fragment__edit__highlighting_editor", body, lambda: mk_edit(t, "pantry-audit.md", body, focus=True), dt=20)
    t.back(add_file)
    t.long("pantry-audit.md", lambda: mk_list(t, folders, files, sel="pantry-audit.md"))
    t.click("Rename", lambda: rename_dialog("pantry-audit.md"))
    t.type("new_name", "pantry-audit-june.md", lambda: rename_dialog("pantry-audit-june.md"))
    t.click("OK", renamed)
    t.click("Sort by", lambda: mk_list(t, folders, files, menu=sort_menu))
    t.click("Date", by_date)
    t.click("pantry-audit-june.md", lambda: mk_edit(t, "pantry-audit-june.md", body))
    rs.add(task="android", tid="h12-android-04", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 19 Markor: read, edit another note, reread
def t19(rs: RowSet) -> None:
    # Markor: read groceries.md (edit + view mode), append a line to bread-starter-log.md, reopen groceries.md. BAD turn 7: groceries.md now says "1 kg basmati rice" where turns 1-2 showed "2 kg basmati rice"; groceries.md was never edited.
    t = T(8 * 3600 + 12 * 60 + 40, 97, h24=True, dt=14)
    groceries = "# Groceries\n- 2 kg basmati rice\n- 6 eggs\n- oat milk x2\n- coriander\n- red lentils 500 g\n- dish soap (lemon)"
    bread = "# Starter log\nDay 1: 50 g rye + 50 g water, 24 \u00b0C\nDay 2: small bubbles, discarded half, fed 1:1\nDay 3: smells like yoghurt, fed 1:1\nDay 4: doubled in 6 h"
    add = "\nDay 5: fed 1:1:1 at 07:50, already bubbly at 08:10"
    folders = [("recipes", "May 19, 2024 20:03")]
    files = [("2024-06-campsite.md", "Jun 8, 2024 22:41", "2.3 KB"), ("bread-starter-log.md", "Jun 12, 2024 21:05", mk_size(bread)),
             ("climbing-gear.md", "May 30, 2024 17:12", "1.1 KB"), ("groceries.md", "Jun 12, 2024 19:58", mk_size(groceries + "\n"))]

    def saved() -> list[Elem]:
        files[1] = ("bread-starter-log.md", "Jun 13, 2024 08:14", mk_size(bread + add))
        return mk_list(t, folders, files)

    t.start(lambda: mk_list(t, folders, files))
    t.click("groceries.md", lambda: mk_edit(t, "groceries.md", groceries + "\n"))
    t.click("Switch to view mode", lambda: mk_view(t, "groceries.md", groceries))
    t.back(lambda: mk_list(t, folders, files))
    t.click("bread-starter-log.md", lambda: mk_edit(t, "bread-starter-log.md", bread))
    t.type("document__fragment__edit__highlighting_editor", add, lambda: mk_edit(t, "bread-starter-log.md", bread + add, focus=True), dt=25)
    t.back(saved)
    t.click("groceries.md", lambda: mk_edit(t, "groceries.md", groceries.replace("2 kg basmati", "1 kg basmati") + "\n"))
    t.back(lambda: mk_list(t, folders, files))
    rs.add(task="android", tid="h12-android-19", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=7, kind="note line reads '1 kg basmati rice' on reopening, was '2 kg basmati rice', file never edited")


def mmss(sec: int) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


# ---------------------------------------------------------------- 06 VLC: play, playlist
def t06(rs: RowSet) -> None:
    # VLC: play and pause a clip, add lecture_08_entropy to the "Thermo revision" playlist, open it, remove lecture_05_heat (clean).
    P = "org.videolan.vlc"
    t = T(20 * 3600 + 51 * 60 + 20, 58, dt=12)
    vids = {"kayak_rapids_GoPro": (207, "1920x1080"), "lecture_05_heat": (2811, "1280x720"), "lecture_06_cycles": (2943, "1280x720"),
            "lecture_07_thermo": (2892, "1280x720"), "lecture_08_entropy": (3100, "1280x720"), "niece_recital_2024": (725, "1920x1080"),
            "screen_recording_0611": (42, "1080x2400")}
    pl = ["lecture_05_heat", "lecture_06_cycles", "lecture_07_thermo"]

    def nav(sel: str) -> list[Elem]:
        return [E(n, cls="FrameLayout", box=(i * 216, 2190, (i + 1) * 216, 2337), pkg=P, rid="nav_" + n.lower(), click=True, sel=n == sel)
                for i, n in enumerate(["Video", "Audio", "Browse", "Playlists", "More"])]

    def videos(sheet: str | None = None) -> list[Elem]:
        out = sb(t) + [E("Video", cls="TextView", box=(42, 170, 500, 270), pkg=P, rid="toolbar_title"),
                       E(desc="Search", cls="TextView", box=(672, 160, 798, 286), pkg=P, rid="ml_menu_filter", click=True),
                       E(desc="Sort by\u2026", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="ml_menu_sortby", click=True),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2190), pkg=P, rid="video_grid", scroll=True)]
        for i, (n, (d, r)) in enumerate(vids.items()):
            y = 310 + 220 * i
            out += [E(n, cls="TextView", box=(400, y + 40, 930, y + 110), pkg=P, rid="ml_item_title", click=True, long=True),
                    E(f"{mmss(d)} \u00b7 {r}", cls="TextView", box=(400, y + 115, 930, y + 170), pkg=P, rid="ml_item_time"),
                    E(desc="More Actions", cls="ImageView", box=(940, y + 60, 1060, y + 160), pkg=P, rid="item_more", click=True)]
        out += nav("Video")
        if sheet:
            out += [E(sheet, cls="TextView", box=(42, 1380, 1038, 1470), pkg=P, rid="ctx_title")]
            for j, o in enumerate(["Play", "Play from start", "Append", "Insert next", "Add to playlist", "Information", "Rename", "Delete", "Share"]):
                out.append(E(o, cls="TextView", box=(84, 1480 + 95 * j, 1038, 1570 + 95 * j), pkg=P, rid="ctx_option_title", click=True))
        return out

    def player(pos: int, playing: bool, controls: bool) -> list[Elem]:
        out = [E(cls="FrameLayout", box=(0, 0, W, 2400), pkg=P, rid="player_surface_frame", click=True)]
        if controls:
            out = sb(t) + out + [E("kayak_rapids_GoPro", cls="TextView", box=(147, 160, 900, 250), pkg=P, rid="player_overlay_title"),
                                 E(desc="Navigate up", cls="ImageView", box=(0, 147, 147, 294), pkg=P, rid="player_overlay_navmenu", click=True),
                                 E(mmss(pos), cls="TextView", box=(42, 2010, 180, 2070), pkg=P, rid="player_overlay_time", click=True),
                                 E(cls="SeekBar", desc=None, box=(180, 2000, 900, 2080), pkg=P, rid="player_overlay_seekbar", click=True),
                                 E(mmss(207), cls="TextView", box=(900, 2010, 1038, 2070), pkg=P, rid="player_overlay_length", click=True),
                                 E(desc="Lock", cls="ImageView", box=(42, 2110, 168, 2236), pkg=P, rid="lock_overlay_button", click=True),
                                 E(desc="Rewind 10 seconds", cls="ImageView", box=(300, 2110, 426, 2236), pkg=P, rid="player_overlay_rewind", click=True),
                                 E(desc="Pause" if playing else "Play", cls="ImageView", box=(477, 2100, 603, 2246), pkg=P, rid="player_overlay_play", click=True),
                                 E(desc="Forward 10 seconds", cls="ImageView", box=(654, 2110, 780, 2236), pkg=P, rid="player_overlay_forward", click=True),
                                 E(desc="Advanced options", cls="ImageView", box=(912, 2110, 1038, 2236), pkg=P, rid="player_overlay_adv_function", click=True)]
        return out

    def add_dialog() -> list[Elem]:
        return videos()[:3] + [E("Add to playlist", cls="TextView", box=(84, 760, 996, 850), pkg=P, rid="dialog_title"),
                               E("Road trip 2023", cls="TextView", box=(84, 880, 996, 950), pkg=P, rid="title", click=True),
                               E("18 tracks", cls="TextView", box=(84, 950, 996, 1000), pkg=P, rid="subtitle"),
                               E("Thermo revision", cls="TextView", box=(84, 1030, 996, 1100), pkg=P, rid="title", click=True),
                               E(f"{len(pl)} tracks", cls="TextView", box=(84, 1100, 996, 1150), pkg=P, rid="subtitle"),
                               E(None, desc="New playlist", cls="EditText", box=(84, 1200, 760, 1320), pkg=P, rid="dialog_playlist_name", click=True, edit=True),
                               E("Create", cls="Button", box=(780, 1200, 996, 1320), pkg=P, rid="dialog_playlist_save", click=True)]

    def playlists() -> list[Elem]:
        return sb(t) + [E("Playlists", cls="TextView", box=(42, 170, 500, 270), pkg=P, rid="toolbar_title"),
                        E(desc="Search", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="ml_menu_filter", click=True),
                        E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                        E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2190), pkg=P, rid="audio_list", scroll=True),
                        E("Road trip 2023", cls="TextView", box=(400, 350, 930, 420), pkg=P, rid="ml_item_title", click=True, long=True),
                        E("18 tracks", cls="TextView", box=(400, 425, 930, 480), pkg=P, rid="ml_item_subtitle"),
                        E("Thermo revision", cls="TextView", box=(400, 570, 930, 640), pkg=P, rid="ml_item_title", click=True, long=True),
                        E(f"{len(pl)} tracks", cls="TextView", box=(400, 645, 930, 700), pkg=P, rid="ml_item_subtitle")] + nav("Playlists")

    def playlist(sheet: str | None = None) -> list[Elem]:
        total = sum(vids[n][0] for n in pl)
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("Thermo revision", cls="TextView", box=(189, 170, 800, 270), pkg=P, rid="toolbar_title"),
                       E(f"{len(pl)} tracks \u00b7 {mmss(total)}", cls="TextView", box=(42, 700, 1038, 770), pkg=P, rid="header_listenable_subtitle"),
                       E("Play", cls="Button", box=(42, 800, 520, 920), pkg=P, rid="play", click=True),
                       E("Shuffle", cls="Button", box=(560, 800, 1038, 920), pkg=P, rid="shuffle", click=True)]
        for i, n in enumerate(pl):
            y = 960 + 200 * i
            out += [E(n, cls="TextView", box=(400, y + 30, 930, y + 100), pkg=P, rid="ml_item_title", click=True, long=True),
                    E(f"{mmss(vids[n][0])} \u00b7 {vids[n][1]}", cls="TextView", box=(400, y + 105, 930, y + 160), pkg=P, rid="ml_item_time"),
                    E(desc="More Actions", cls="ImageView", box=(940, y + 50, 1060, y + 150), pkg=P, rid="item_more", click=True)]
        if sheet:
            out.append(E(sheet, cls="TextView", box=(42, 1560, 1038, 1650), pkg=P, rid="ctx_title"))
            for j, o in enumerate(["Play", "Append", "Insert next", "Information", "Remove"]):
                out.append(E(o, cls="TextView", box=(84, 1660 + 95 * j, 1038, 1750 + 95 * j), pkg=P, rid="ctx_option_title", click=True))
        return out

    def added() -> list[Elem]:
        pl.append("lecture_08_entropy")
        return videos()

    def removed() -> list[Elem]:
        pl.remove("lecture_05_heat")
        return playlist()

    t.start(videos)
    t.click("kayak_rapids_GoPro", lambda: player(1, True, False))
    t.click("player_surface_frame", lambda: player(13, True, True))
    t.click("Pause", lambda: player(16, False, True), dt=3)
    t.back(videos)
    t.click("More Actions", lambda: videos("lecture_08_entropy"), n=4)
    t.click("Add to playlist", add_dialog)
    t.click("Thermo revision", added)
    t.click("Playlists", playlists)
    t.click("Thermo revision", playlist)
    t.click("More Actions", lambda: playlist("lecture_05_heat"), n=0)
    t.click("Remove", removed)
    rs.add(task="android", tid="h12-android-06", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 07 Retro Music: add songs to a playlist
def t07(rs: RowSet) -> None:
    # Retro Music: add two songs to the 6-song "Night bus" playlist, then open the Playlists tab and another playlist. BAD turn 8: "Night bus" is listed with 7 songs after 6 + 2 additions (turns 3 and 6 each added one song).
    P = "code.name.monkey.retromusic"
    t = T(22 * 3600 + 8 * 60 + 15, 39, dt=9)
    songs = [("A Thousand Lanterns", "Orla Finch"), ("Brass Compass", "The Tidewater Six"), ("Carbon Dawn", "Meridian Club"),
             ("Dust Road Lullaby", "June Calder"), ("Eleven Windows", "Saffron Fields"), ("Glass Harbor", "Nils Ekdahl"),
             ("Halfway Motel", "June Calder"), ("Indigo Switchback", "Pale Arcade"), ("Juniper Static", "Orla Finch")]
    counts = {"Night bus": 6, "Stretching": 11}

    def tabs(sel: str) -> list[Elem]:
        return [E(n, cls="FrameLayout", box=(i * 216, 2190, (i + 1) * 216, 2337), pkg=P, rid="action_" + n.lower().replace(" ", "_"), click=True, sel=n == sel)
                for i, n in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"])]

    def top(title: str) -> list[Elem]:
        return sb(t) + [E(title, cls="TextView", box=(189, 170, 800, 270), pkg=P, rid="appNameText"),
                        E(desc="Search", cls="ImageButton", box=(42, 160, 168, 286), pkg=P, rid="action_search", click=True),
                        E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True)]

    def song_list(menu_for: int | None = None, dialog: bool = False) -> list[Elem]:
        out = top("Retro Music") + [E("Shuffle", cls="Button", box=(42, 300, 520, 420), pkg=P, rid="shuffleButton", click=True),
                                    E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 430, W, 2190), pkg=P, rid="recycler_view", scroll=True)]
        for i, (s, a) in enumerate(songs):
            y = 440 + 190 * i
            out += [E(s, cls="TextView", box=(210, y + 30, 900, y + 95), pkg=P, rid="title", click=True, long=True),
                    E(a, cls="TextView", box=(210, y + 100, 900, y + 155), pkg=P, rid="text"),
                    E(desc="More options", cls="ImageView", box=(930, y + 40, 1060, y + 150), pkg=P, rid="menu", click=True)]
        out += tabs("Songs")
        if menu_for is not None:
            y = 440 + 190 * menu_for + 150
            for j, o in enumerate(["Play next", "Add to playing queue", "Add to playlist\u2026", "Go to album", "Go to artist", "Share", "Tag editor", "Details", "Set as ringtone", "Delete from device"]):
                out.append(E(o, cls="TextView", box=(500, min(y, 1100) + 110 * j, 1050, min(y, 1100) + 110 * (j + 1)), pkg=P, rid="title", click=True))
        if dialog:
            out += [E("Add to playlist", cls="TextView", box=(84, 800, 996, 890), pkg=P, rid="alertTitle"),
                    E("New playlist\u2026", cls="TextView", box=(84, 920, 996, 1020), pkg=P, rid="android:id/text1", click=True),
                    E("Night bus", cls="TextView", box=(84, 1020, 996, 1120), pkg=P, rid="android:id/text1", click=True),
                    E("Stretching", cls="TextView", box=(84, 1120, 996, 1220), pkg=P, rid="android:id/text1", click=True)]
        return out

    def playlists(night: int) -> list[Elem]:
        out = top("Retro Music") + [E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2190), pkg=P, rid="recycler_view", scroll=True)]
        rows = [("History", None), ("Last added", None), ("Most played", None), ("Shuffle all", None),
                ("Night bus", f"{night} Songs"), ("Stretching", f"{counts['Stretching']} Songs")]
        for i, (n, s) in enumerate(rows):
            y = 310 + 190 * i
            out.append(E(n, cls="TextView", box=(210, y + 30, 900, y + 95), pkg=P, rid="title", click=True, long=True))
            if s:
                out.append(E(s, cls="TextView", box=(210, y + 100, 900, y + 155), pkg=P, rid="text"))
            out.append(E(desc="More options", cls="ImageView", box=(930, y + 40, 1060, y + 150), pkg=P, rid="menu", click=True))
        return out + tabs("Playlists")

    def stretching() -> list[Elem]:
        tracks = [("Slow Tide", "Maren Holt", "4:12"), ("Eleven Windows", "Saffron Fields", "3:48"), ("Paper Moons", "Lio Banks", "5:01"),
                  ("Quiet Orbit", "Pale Arcade", "4:36"), ("Dust Road Lullaby", "June Calder", "3:29"), ("Low Country", "The Tidewater Six", "4:05"),
                  ("Morning Glass", "Nils Ekdahl", "3:57"), ("Sundown Loop", "Meridian Club", "6:10")]
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("Stretching", cls="TextView", box=(189, 170, 800, 270), pkg=P, rid="title"),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E("11 Songs", cls="TextView", box=(42, 300, 600, 360), pkg=P, rid="songCount"),
                       E("Play", cls="Button", box=(42, 380, 520, 500), pkg=P, rid="playButton", click=True),
                       E("Shuffle", cls="Button", box=(560, 380, 1038, 500), pkg=P, rid="shuffleButton", click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 520, W, 2337), pkg=P, rid="recycler_view", scroll=True)]
        for i, (s, a, d) in enumerate(tracks):
            y = 530 + 190 * i
            out += [E(s, cls="TextView", box=(210, y + 30, 900, y + 95), pkg=P, rid="title", click=True, long=True),
                    E(f"{a} \u2022 {d}", cls="TextView", box=(210, y + 100, 900, y + 155), pkg=P, rid="text"),
                    E(desc="More options", cls="ImageView", box=(930, y + 40, 1060, y + 150), pkg=P, rid="menu", click=True)]
        return out

    def add_night() -> list[Elem]:
        counts["Night bus"] += 1
        return song_list()

    t.start(lambda: playlists(counts["Night bus"]))
    t.click("Songs", song_list)
    t.click("More options", lambda: song_list(menu_for=2), n=3)
    t.click("Add to playlist\u2026", lambda: song_list(dialog=True))
    t.click("Night bus", add_night)
    t.click("More options", lambda: song_list(menu_for=5), n=6)
    t.click("Add to playlist\u2026", lambda: song_list(dialog=True))
    t.click("Night bus", add_night)
    t.click("Playlists", lambda: playlists(counts["Night bus"] - 1))
    t.click("Stretching", stretching)
    t.click("Shuffle", lambda: sb(t) + [
        E(desc="Collapse", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, rid="collapse", click=True),
        E("Now playing", cls="TextView", box=(189, 170, 800, 270), pkg=P, rid="toolbar_title"),
        E(desc="Album art", cls="ImageView", box=(84, 330, 996, 1242), pkg=P, rid="image"),
        E("Quiet Orbit", cls="TextView", box=(84, 1300, 996, 1390), pkg=P, rid="title", click=True),
        E("Pale Arcade", cls="TextView", box=(84, 1390, 996, 1450), pkg=P, rid="text", click=True),
        E("0:00", cls="TextView", box=(84, 1560, 240, 1620), pkg=P, rid="songCurrentProgress"),
        E(cls="SeekBar", box=(84, 1500, 996, 1560), pkg=P, rid="progressSlider", click=True),
        E("4:36", cls="TextView", box=(840, 1560, 996, 1620), pkg=P, rid="songTotalTime"),
        E(desc="Shuffle", cls="ImageButton", box=(84, 1700, 210, 1826), pkg=P, rid="shuffleButton", click=True, sel=True),
        E(desc="Previous", cls="ImageButton", box=(270, 1700, 396, 1826), pkg=P, rid="previousButton", click=True),
        E(desc="Pause", cls="ImageButton", box=(456, 1680, 624, 1848), pkg=P, rid="playPauseButton", click=True),
        E(desc="Next", cls="ImageButton", box=(684, 1700, 810, 1826), pkg=P, rid="nextButton", click=True),
        E(desc="Repeat", cls="ImageButton", box=(870, 1700, 996, 1826), pkg=P, rid="repeatButton", click=True)])
    rs.add(task="android", tid="h12-android-07", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=8, kind="playlist song count shows 7 after adding two songs to a 6-song playlist")


# ---------------------------------------------------------------- Simple Calendar helpers
SC = "com.simplemobiletools.calendar.pro"


def cal_top(t: T, title: str) -> list[Elem]:
    return sb(t) + [E(title, cls="TextView", box=(42, 170, 560, 270), pkg=SC, rid="toolbar_title"),
                    E(desc="Search", cls="TextView", box=(546, 160, 672, 286), pkg=SC, rid="search", click=True),
                    E(desc="Go to today", cls="TextView", box=(672, 160, 798, 286), pkg=SC, rid="go_to_today", click=True),
                    E(desc="Change view", cls="TextView", box=(798, 160, 924, 286), pkg=SC, rid="change_view", click=True),
                    E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=SC, click=True)]


def cal_list(t: T, events: list[tuple[str, str, str, str]]) -> list[Elem]:
    """events: (day header, title, time, location) in order."""
    out = cal_top(t, "Simple Calendar") + [E(cls="android.widget.ListView", box=(0, 300, W, 2337), pkg=SC, rid="calendar_events_list", scroll=True)]
    y, day = 310, ""
    for d, ti, tm, loc in events:
        if d != day:
            day = d
            out.append(E(d, cls="TextView", box=(42, y, 1038, y + 90), pkg=SC, rid="event_section_title"))
            y += 90
        out.append(E(ti, cls="TextView", box=(84, y + 20, 1038, y + 85), pkg=SC, rid="event_item_title", click=True, long=True))
        out.append(E(tm, cls="TextView", box=(84, y + 90, 1038, y + 140), pkg=SC, rid="event_item_time"))
        if loc:
            out.append(E(loc, cls="TextView", box=(84, y + 140, 1038, y + 190), pkg=SC, rid="event_item_description"))
            y += 50
        y += 170
    out.append(E(desc="New Event", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=SC, rid="calendar_fab", click=True))
    return out


def cal_editor(t: T, ev: dict[str, Any], new: bool, focus: str = "", dialog: tuple[str, str] | None = None) -> list[Elem]:
    out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=SC, click=True),
                   E("New Event" if new else "Edit Event", cls="TextView", box=(189, 170, 700, 270), pkg=SC, rid="toolbar_title"),
                   E(desc="Save", cls="TextView", box=(798, 160, 924, 286), pkg=SC, rid="save", click=True),
                   E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=SC, click=True),
                   E(cls="android.widget.ScrollView", box=(0, 300, W, 2337), pkg=SC, rid="event_scrollview", scroll=True),
                   E(ev.get("title") or None, desc="Title", cls="EditText", box=(42, 320, 1038, 460), pkg=SC, rid="event_title", click=True, edit=True, focus=focus == "title"),
                   E(ev.get("loc") or None, desc="Location", cls="EditText", box=(42, 480, 930, 620), pkg=SC, rid="event_location", click=True, edit=True, focus=focus == "loc"),
                   E(ev.get("desc") or None, desc="Description", cls="EditText", box=(42, 640, 1038, 780), pkg=SC, rid="event_description", click=True, edit=True),
                   E("All-day", cls="TextView", box=(147, 820, 880, 900), pkg=SC, rid="event_all_day_label"),
                   E(None, cls="Switch", box=(891, 810, 1017, 910), pkg=SC, rid="event_all_day", click=True, check=ev.get("allday", False)),
                   E(ev["date"], cls="TextView", box=(147, 940, 700, 1030), pkg=SC, rid="event_start_date", click=True),
                   E(ev["start"], cls="TextView", box=(760, 940, 1038, 1030), pkg=SC, rid="event_start_time", click=True),
                   E(ev["date"], cls="TextView", box=(147, 1050, 700, 1140), pkg=SC, rid="event_end_date", click=True),
                   E(ev["end"], cls="TextView", box=(760, 1050, 1038, 1140), pkg=SC, rid="event_end_time", click=True),
                   E("Europe/London", cls="TextView", box=(147, 1170, 1038, 1260), pkg=SC, rid="event_time_zone", click=True),
                   E("10 minutes before", cls="TextView", box=(147, 1300, 1038, 1390), pkg=SC, rid="event_reminder_1", click=True),
                   E("Add another reminder", cls="TextView", box=(147, 1390, 1038, 1480), pkg=SC, rid="event_reminder_2", click=True),
                   E("No repetition", cls="TextView", box=(147, 1520, 1038, 1610), pkg=SC, rid="event_repetition", click=True),
                   E("Regular event", cls="TextView", box=(147, 1650, 1038, 1740), pkg=SC, rid="event_type", click=True)]
    if dialog:
        out += [E("Type in time", cls="TextView", box=(126, 760, 954, 850), pkg="android", rid="android:id/input_header"),
                E(dialog[0], cls="EditText", box=(200, 900, 440, 1060), pkg="android", rid="android:id/input_hour", click=True, edit=True, focus=focus == "h"),
                E(":", cls="TextView", box=(450, 900, 520, 1060), pkg="android", rid="android:id/input_separator"),
                E(dialog[1], cls="EditText", box=(530, 900, 770, 1060), pkg="android", rid="android:id/input_minute", click=True, edit=True, focus=focus == "m"),
                E("hour", cls="TextView", box=(200, 1065, 440, 1110), pkg="android", rid="android:id/label_hour"),
                E("minute", cls="TextView", box=(530, 1065, 770, 1110), pkg="android", rid="android:id/label_minute"),
                E(desc="Switch to clock mode for the time input.", cls="ImageButton", box=(126, 1180, 252, 1306), pkg="android", rid="android:id/toggle_mode", click=True),
                E("Cancel", cls="Button", box=(560, 1180, 760, 1306), pkg="android", rid="android:id/button2", click=True),
                E("OK", cls="Button", box=(780, 1180, 954, 1306), pkg="android", rid="android:id/button1", click=True)]
    return out


def view_dialog(base: list[Elem], current: str) -> list[Elem]:
    out = base + [E("Change view", cls="TextView", box=(84, 700, 996, 790), pkg=SC, rid="alertTitle")]
    for i, v in enumerate(["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]):
        out.append(E(v, cls="RadioButton", box=(84, 820 + 130 * i, 996, 950 + 130 * i), pkg=SC, rid="dialog_radio_button", click=True, check=v == current))
    return out


def day_view(t: T, title: str, events: list[tuple[str, str, int, int]], allday: list[str] | None = None) -> list[Elem]:
    """events: (title, 'HH:MM - HH:MM', start hour, end hour)."""
    out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=SC, click=True)] + cal_top(t, title)[len(sb(t)):]
    out.append(E(cls="android.widget.ScrollView", box=(0, 420, W, 2337), pkg=SC, rid="week_events_scrollview", scroll=True))
    y0 = 440
    if allday:
        for i, a in enumerate(allday):
            out.append(E(a, cls="TextView", box=(160, 300 + 60 * i, 1038, 360 + 60 * i), pkg=SC, rid="week_all_day_event", click=True))
    for h in range(8, 24):
        out.append(E(f"{h:02d}:00", cls="TextView", box=(0, y0 + (h - 8) * 118, 140, y0 + (h - 8) * 118 + 50), pkg=SC, rid="week_time"))
    for ti, tm, s, e in events:
        out.append(E(f"{ti}\n{tm}", cls="TextView", box=(160, y0 + (s - 8) * 118, 1038, y0 + (e - 8) * 118), pkg=SC, rid="week_event_label", click=True))
    out.append(E(desc="New Event", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=SC, rid="calendar_fab", click=True))
    return out


# ---------------------------------------------------------------- 08 Simple Calendar: new event, move an appointment
def t08(rs: RowSet) -> None:
    # Simple Calendar: add "Bike shop pickup" today, move the dentist appointment from 09:30 to 10:45, switch to the daily view (clean).
    t = T(17 * 3600 + 22 * 60 + 8, 35, h24=True, dt=11)
    evs = [("Thu, Oct 17", "Dentist \u2014 Dr. Albescu", "09:30 - 10:15", "14 Carver Street"),
           ("Sat, Oct 19", "Farmers market volunteer", "08:00 - 11:00", ""),
           ("Mon, Oct 21", "Quarterly tax payment", "All-day", ""),
           ("Tue, Oct 22", "Choir rehearsal", "19:00 - 21:00", "St. Anne's hall")]
    new: dict[str, Any] = {"title": "", "loc": "", "date": "Wed, Oct 16, 2024", "start": "18:00", "end": "19:00"}
    dent: dict[str, Any] = {"title": "Dentist \u2014 Dr. Albescu", "loc": "14 Carver Street", "desc": "Bring X-ray CD", "date": "Thu, Oct 17, 2024", "start": "09:30", "end": "10:15"}

    def setv(d: dict[str, Any], k: str, v: str, build: Build) -> Build:
        def f() -> list[Elem]:
            d[k] = v
            return build()
        return f

    def saved_new() -> list[Elem]:
        evs.insert(0, ("Wed, Oct 16", "Bike shop pickup", "18:00 - 19:00", "Spoke & Sprocket, 41 Mill Lane"))
        return cal_list(t, evs)

    def moved() -> list[Elem]:
        dent.update(start="10:45", end="11:30")
        return cal_editor(t, dent, False)

    def saved_dent() -> list[Elem]:
        evs[1] = ("Thu, Oct 17", "Dentist \u2014 Dr. Albescu", "10:45 - 11:30", "14 Carver Street")
        return cal_list(t, evs)

    t.start(lambda: cal_list(t, evs))
    t.click("New Event", lambda: cal_editor(t, new, True, "title"))
    t.type("event_title", "Bike shop pickup", setv(new, "title", "Bike shop pickup", lambda: cal_editor(t, new, True, "title")))
    t.type("event_location", "Spoke & Sprocket, 41 Mill Lane", setv(new, "loc", "Spoke & Sprocket, 41 Mill Lane", lambda: cal_editor(t, new, True, "loc")), dt=16)
    t.click("Save", saved_new)
    t.click("Dentist \u2014 Dr. Albescu", lambda: cal_editor(t, dent, False))
    t.click("event_start_time", lambda: cal_editor(t, dent, False, "h", ("09", "30")))
    t.type("input_hour", "10", lambda: cal_editor(t, dent, False, "h", ("10", "30")))
    t.type("input_minute", "45", lambda: cal_editor(t, dent, False, "m", ("10", "45")))
    t.click("OK", moved)
    t.click("Save", saved_dent)
    t.click("Change view", lambda: view_dialog(cal_list(t, evs)[:3], "Simple event list"))
    t.click("Daily view", lambda: day_view(t, "Wednesday, October 16", [("Bike shop pickup", "18:00 - 19:00", 18, 19)]))
    rs.add(task="android", tid="h12-android-08", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 21 Simple Calendar: new event from the month view
def t21(rs: RowSet) -> None:
    # Simple Calendar: from the November month view add "Boiler inspection" on Thu Nov 14, check another day, switch to the event list. BAD turn 10: the event list omits "Boiler inspection", created at turn 5 and shown on the 14th at turns 5, 6 and 8.
    t = T(10 * 3600 + 23 * 60 + 30, 76, h24=True, dt=12)
    cell_ev: dict[int, list[str]] = {11: ["Parent\u2013teacher mtg"], 14: ["Gym \u2013 spin class"], 22: ["Rent due"], 28: ["Thanksgiving dinner"]}

    def month() -> list[Elem]:
        out = cal_top(t, "November")
        for i, d in enumerate(["S", "M", "T", "W", "T", "F", "S"]):
            out.append(E(d, cls="TextView", box=(i * 154, 300, (i + 1) * 154, 360), pkg=SC, rid="month_day_label"))
        days = [(27, False), (28, False), (29, False), (30, False), (31, False)] + [(d, True) for d in range(1, 31)]
        for k, (d, cur) in enumerate(days):
            r, c = divmod(k, 7)
            x0, y0 = c * 154, 370 + r * 350
            out.append(E(str(d), desc=None, cls="TextView", box=(x0, y0, x0 + 154, y0 + 60), pkg=SC, rid="month_view_day_number", click=True, sel=cur and d == 8))
            if cur:
                for j, ev in enumerate(cell_ev.get(d, [])):
                    out.append(E(ev, cls="TextView", box=(x0 + 4, y0 + 70 + 55 * j, x0 + 150, y0 + 120 + 55 * j), pkg=SC, rid="month_view_event"))
        out.append(E(desc="New Event", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=SC, rid="calendar_fab", click=True))
        return out

    ev: dict[str, Any] = {"title": "", "loc": "", "date": "Thu, Nov 14, 2024", "start": "11:00", "end": "12:00"}

    def setv(k: str, v: str, focus: str) -> Build:
        def f() -> list[Elem]:
            ev[k] = v
            return cal_editor(t, ev, True, focus)
        return f

    def saved() -> list[Elem]:
        cell_ev[14] = ["Boiler inspection", "Gym \u2013 spin class"]
        return day_view(t, "Thursday, November 14", [("Boiler inspection", "11:00 - 12:00", 11, 12), ("Gym \u2013 spin class", "18:30 - 19:30", 18, 19)])

    t.start(month)
    t.click("14", lambda: day_view(t, "Thursday, November 14", [("Gym \u2013 spin class", "18:30 - 19:30", 18, 19)]))
    t.click("New Event", lambda: cal_editor(t, ev, True, "title"))
    t.type("event_title", "Boiler inspection", setv("title", "Boiler inspection", "title"))
    t.type("event_location", "Flat 3B, Aldgate Court", setv("loc", "Flat 3B, Aldgate Court", "loc"), dt=15)
    t.click("Save", saved)
    t.back(month)
    t.click("22", lambda: day_view(t, "Friday, November 22", [], allday=["Rent due"]))
    t.back(month)
    t.click("Change view", lambda: view_dialog(month()[:3], "Monthly view"))
    t.click("Simple event list", lambda: cal_list(t, [
        ("Mon, Nov 11", "Parent\u2013teacher mtg", "16:30 - 17:00", "Riverside Primary"),
        ("Thu, Nov 14", "Gym \u2013 spin class", "18:30 - 19:30", ""),
        ("Fri, Nov 22", "Rent due", "All-day", ""),
        ("Thu, Nov 28", "Thanksgiving dinner", "17:00 - 21:00", "Ruth's place")]))
    t.click("Rent due", lambda: cal_editor(t, {"title": "Rent due", "loc": "", "desc": "\u00a31,450 to Aldgate Lettings", "date": "Fri, Nov 22, 2024", "start": "00:00", "end": "23:59", "allday": True}, False))
    rs.add(task="android", tid="h12-android-21", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=10, kind="event created on Nov 14 is missing from the event list")


# ---------------------------------------------------------------- 09 OsmAnd: rename a favorite
def t09(rs: RowSet) -> None:
    # OsmAnd: rename the favorite "Trailhead P2" to "Cedar Gap trailhead", add a map marker for another favorite, then plan a route. BAD turn 9: My places lists the renamed favorite under its old name "Trailhead P2" (turn 6 already showed "Cedar Gap trailhead").
    P = "net.osmand"
    t = T(7 * 3600 + 2 * 60 + 50, 84, dt=13)
    favs = {"Favorites": [("Grandma", "22.6 km"), ("Home", "1.2 km"), ("Vet clinic", "3.4 km"), ("Work", "8.9 km")],
            "Hiking": [("Cedar Gap spring", "15.1 km"), ("Ridge viewpoint", "16.8 km"), ("Trailhead P2", "14.2 km")]}
    coords = {"Trailhead P2": "39.6423, -105.8127", "Cedar Gap trailhead": "39.6423, -105.8127", "Ridge viewpoint": "39.6610, -105.8342",
              "Vet clinic": "39.7391, -105.6880"}

    def places(rename_back: bool = False) -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("My places", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="toolbar_title"),
                       E(desc="Search", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, rid="action_search", click=True),
                       E("Favorites", cls="TextView", box=(0, 300, 540, 420), pkg=P, rid="tab_favorites", click=True, sel=True),
                       E("Tracks", cls="TextView", box=(540, 300, W, 420), pkg=P, rid="tab_tracks", click=True),
                       E(cls="android.widget.ExpandableListView", box=(0, 430, W, 2337), pkg=P, rid="favourites_list", scroll=True)]
        y = 440
        for g, items in favs.items():
            out += [E(g, cls="TextView", box=(147, y + 30, 800, y + 100), pkg=P, rid="title", click=True),
                    E(str(len(items)), cls="TextView", box=(800, y + 30, 900, y + 100), pkg=P, rid="count"),
                    E(desc="Group options", cls="ImageButton", box=(930, y + 20, 1060, y + 110), pkg=P, rid="options", click=True)]
            y += 130
            shown = sorted(items)
            if rename_back and g == "Hiking":
                shown = sorted(("Trailhead P2" if n == "Cedar Gap trailhead" else n, d) for n, d in items)
            for n, d in shown:
                out += [E(n, cls="TextView", box=(189, y + 25, 900, y + 90), pkg=P, rid="favourite_label", click=True, long=True),
                        E(d, cls="TextView", box=(189, y + 95, 500, y + 145), pkg=P, rid="distance")]
                y += 170
        return out

    def ctx(name: str, group: str, dist: str, snack: str | None = None) -> list[Elem]:
        out = sb(t) + [E(desc="Map", cls="android.view.View", box=(0, 0, W, 1400), pkg=P, rid="MapView", click=True, scroll=True),
                       E(desc="Zoom in", cls="ImageButton", box=(930, 900, 1060, 1030), pkg=P, rid="map_zoom_in_button", click=True),
                       E(desc="Zoom out", cls="ImageButton", box=(930, 1040, 1060, 1170), pkg=P, rid="map_zoom_out_button", click=True),
                       E(desc="My position", cls="ImageButton", box=(930, 1200, 1060, 1330), pkg=P, rid="map_my_location_button", click=True),
                       E(name, cls="TextView", box=(42, 1440, 900, 1530), pkg=P, rid="context_menu_line1"),
                       E(f"{group} \u2022 {dist}", cls="TextView", box=(42, 1530, 900, 1590), pkg=P, rid="context_menu_line2"),
                       E(desc="Close", cls="ImageButton", box=(930, 1440, 1060, 1570), pkg=P, rid="context_menu_close_btn", click=True),
                       E(coords[name], cls="TextView", box=(42, 1600, 900, 1660), pkg=P, rid="context_menu_coords"),
                       E("Directions", cls="Button", box=(42, 1700, 1038, 1830), pkg=P, rid="context_menu_route_button", click=True)]
        for i, b in enumerate(["Edit", "Marker", "Share", "Actions"]):
            out.append(E(b, desc=b, cls="Button", box=(42 + 249 * i, 1870, 282 + 249 * i, 2050), pkg=P, rid="context_menu_button", click=True))
        if snack:
            out.append(E(snack, cls="TextView", box=(42, 2100, 1038, 2200), pkg=P, rid="snackbar_text"))
        return out

    def edit(name: str, focus: bool = False) -> list[Elem]:
        return sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                        E("Edit favorite", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="toolbar_title"),
                        E("Save", cls="Button", box=(860, 170, 1050, 280), pkg=P, rid="toolbar_action", click=True),
                        E(name or None, desc="Name", cls="EditText", box=(42, 330, 900, 470), pkg=P, rid="name_edit", click=True, edit=True, focus=focus),
                        E(desc="Clear text", cls="ImageButton", box=(900, 350, 1038, 450), pkg=P, rid="text_input_end_icon", click=True),
                        E(None, desc="Description", cls="EditText", box=(42, 500, 1038, 640), pkg=P, rid="description_edit", click=True, edit=True),
                        E("Forest Rd 118, Clear Creek County", desc="Address", cls="EditText", box=(42, 670, 1038, 810), pkg=P, rid="address_edit", click=True, edit=True),
                        E("Group", cls="TextView", box=(42, 860, 600, 930), pkg=P, rid="group_title"),
                        E("Favorites", cls="Chip", box=(42, 950, 330, 1060), pkg=P, rid="group_chip", click=True, check=False),
                        E("Hiking", cls="Chip", box=(350, 950, 600, 1060), pkg=P, rid="group_chip", click=True, check=True),
                        E("Add group", cls="Chip", box=(620, 950, 900, 1060), pkg=P, rid="group_chip", click=True, check=False),
                        E("Delete", cls="Button", box=(42, 1900, 500, 2030), pkg=P, rid="button_delete", click=True)]

    def saved() -> list[Elem]:
        favs["Hiking"] = [("Cedar Gap trailhead" if n == "Trailhead P2" else n, d) for n, d in favs["Hiking"]]
        return ctx("Cedar Gap trailhead", "Hiking", "14.2 km")

    t.start(places)
    t.click("Trailhead P2", lambda: ctx("Trailhead P2", "Hiking", "14.2 km"))
    t.click("Edit", lambda: edit("Trailhead P2"))
    t.click("Clear text", lambda: edit("", True))
    t.type("name_edit", "Cedar Gap trailhead", lambda: edit("Cedar Gap trailhead", True))
    t.click("Save", saved)
    t.back(places)
    t.click("Ridge viewpoint", lambda: ctx("Ridge viewpoint", "Hiking", "16.8 km"))
    t.click("Marker", lambda: ctx("Ridge viewpoint", "Hiking", "16.8 km", snack="Ridge viewpoint added to map markers"))
    t.back(lambda: places(rename_back=True))
    t.click("Vet clinic", lambda: ctx("Vet clinic", "Favorites", "3.4 km"))
    t.click("Directions", lambda: sb(t) + [
        E(desc="Map", cls="android.view.View", box=(0, 0, W, 1300), pkg=P, rid="MapView", scroll=True),
        E(desc="Close", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, rid="map_route_close", click=True),
        E("My position", cls="TextView", box=(189, 1340, 1038, 1420), pkg=P, rid="fromText", click=True),
        E("Vet clinic", cls="TextView", box=(189, 1440, 1038, 1520), pkg=P, rid="toText", click=True),
        E(desc="Car", cls="ImageView", box=(42, 1560, 168, 1686), pkg=P, rid="app_mode_icon", click=True, sel=True),
        E(desc="Bicycle", cls="ImageView", box=(190, 1560, 316, 1686), pkg=P, rid="app_mode_icon", click=True),
        E(desc="Walking", cls="ImageView", box=(338, 1560, 464, 1686), pkg=P, rid="app_mode_icon", click=True),
        E("4.1 km", cls="TextView", box=(42, 1740, 400, 1820), pkg=P, rid="distance"),
        E("9 min", cls="TextView", box=(420, 1740, 700, 1820), pkg=P, rid="time"),
        E("Details", cls="Button", box=(42, 2050, 500, 2180), pkg=P, rid="map_options_route_button", click=True),
        E("Start", cls="Button", box=(540, 2050, 1038, 2180), pkg=P, rid="map_go_route_button", click=True)])
    rs.add(task="android", tid="h12-android-09", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=9, kind="renamed favorite listed under its old name")


# ---------------------------------------------------------------- 10 Simple SMS Messenger: replies
def t10(rs: RowSet) -> None:
    # Simple SMS Messenger: reply to Dad, start a conversation with Mara via the contact picker, send; list re-sorts by recency (clean).
    P = "com.simplemobiletools.smsmessenger"
    t = T(16 * 3600 + 30 * 60 + 5, 69, dt=12)
    convs = [{"name": "Dad", "snip": "Did the plumber come?", "time": "Mon", "unread": True},
             {"name": "Hollis Park Dental", "snip": "Reminder: your cleaning is Thu 9:30 AM. Reply C to confirm.", "time": "10:12 AM", "unread": False},
             {"name": "Mara Lindqvist", "snip": "ok see you at the ferry", "time": "Yesterday", "unread": False},
             {"name": "+1 (650) 555-0118", "snip": "Your Parcelfox code is 482913. Do not share it.", "time": "Sat", "unread": False},
             {"name": "Tamara Osei", "snip": "Thanks for the lift!", "time": "Jun 2", "unread": False}]
    threads: dict[str, list[tuple[str, str, bool]]] = {
        "Dad": [("Can you check the boiler pressure when you're over?", "Sun 6:48 PM", True), ("Sure, will do tomorrow", "Sun 7:02 PM", False), ("Did the plumber come?", "Mon 7:04 PM", True)],
        "Mara Lindqvist": [("Are we still on for Sunday?", "Yesterday 8:15 PM", True), ("Yes! 9:40 boat", "Yesterday 8:17 PM", False), ("ok see you at the ferry", "Yesterday 8:18 PM", True)]}

    def main() -> list[Elem]:
        out = sb(t) + [E("Simple SMS Messenger", cls="TextView", box=(42, 170, 760, 270), pkg=P, rid="main_toolbar_title"),
                       E(desc="Search", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="search", click=True),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2337), pkg=P, rid="conversations_list", scroll=True)]
        for i, c in enumerate(convs):
            y = 310 + 210 * i
            out += [E(c["name"], cls="TextView", box=(210, y + 30, 800, y + 100), pkg=P, rid="conversation_address", click=True, long=True),
                    E(c["snip"], cls="TextView", box=(210, y + 105, 1000, y + 170), pkg=P, rid="conversation_body_short"),
                    E(c["time"], cls="TextView", box=(800, y + 30, 1038, y + 100), pkg=P, rid="conversation_date")]
            if c["unread"]:
                out.append(E(desc="Unread", cls="ImageView", box=(1000, y + 110, 1040, y + 150), pkg=P, rid="unread_indicator"))
        out.append(E(desc="Start a conversation", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=P, rid="conversations_fab", click=True))
        return out

    def thread(name: str, draft: str = "", focus: bool = False) -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E(name, cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="thread_toolbar_title"),
                       E(desc="Dial number", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="dial_number", click=True),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2000), pkg=P, rid="thread_messages_list", scroll=True)]
        msgs = threads[name]
        y = 1980 - 200 * len(msgs)
        for body, when, inc in msgs:
            out += [E(body, cls="TextView", box=(42 if inc else 300, y, 780 if inc else 1038, y + 120), pkg=P, rid="thread_message_body", click=True, long=True),
                    E(when, cls="TextView", box=(42 if inc else 600, y + 125, 780 if inc else 1038, y + 170), pkg=P, rid="thread_message_time")]
            y += 200
        out += [E(draft or None, desc="Type a message\u2026", cls="EditText", box=(42, 2040, 900, 2180), pkg=P, rid="thread_type_message", click=True, edit=True, focus=focus),
                E(desc="Send", cls="ImageView", box=(910, 2050, 1038, 2170), pkg=P, rid="thread_send_message", click=True)]
        return out

    def send(name: str, body: str, when: str) -> Build:
        def f() -> list[Elem]:
            threads[name].append((body, when, False))
            c = next(c for c in convs if c["name"] == name)
            convs.remove(c)
            convs.insert(0, {"name": name, "snip": body, "time": when, "unread": False})
            return thread(name)
        return f

    def read_dad() -> list[Elem]:
        convs[0]["unread"] = False
        return thread("Dad")

    def picker(q: str) -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("New conversation", cls="TextView", box=(189, 170, 800, 270), pkg=P, rid="new_conversation_toolbar_title"),
                       E(q or None, desc="Add Contact or Number\u2026", cls="EditText", box=(42, 310, 900, 440), pkg=P, rid="new_conversation_address", click=True, edit=True, focus=True),
                       E(desc="Confirm", cls="ImageView", box=(910, 320, 1038, 430), pkg=P, rid="new_conversation_confirm", click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 460, W, 2337), pkg=P, rid="contacts_list", scroll=True)]
        book = [("Dad", "+1 (415) 555-0101"), ("Hollis Park Dental", "+1 (415) 555-0176"), ("Mara Lindqvist", "+1 (415) 555-0172"),
                ("Marek Duda", "+1 (628) 555-0104"), ("Tamara Osei", "+1 (510) 555-0139"), ("Zoe Brandt", "+1 (415) 555-0187")]
        hits = [b for b in book if q.lower() in b[0].lower()] if q else book
        for i, (n, num) in enumerate(hits):
            y = 470 + 190 * i
            out += [E(n, cls="TextView", box=(210, y + 30, 1000, y + 95), pkg=P, rid="item_contact_name", click=True),
                    E(num, cls="TextView", box=(210, y + 100, 1000, y + 155), pkg=P, rid="item_contact_number")]
        return out

    t.start(main)
    t.click("Dad", read_dad)
    t.click("thread_type_message", lambda: thread("Dad", focus=True))
    t.type("thread_type_message", "Yes, he fixed the valve. Invoice was $140, I paid it.", lambda: thread("Dad", "Yes, he fixed the valve. Invoice was $140, I paid it.", True), dt=20)
    t.click("Send", send("Dad", "Yes, he fixed the valve. Invoice was $140, I paid it.", "4:31 PM"))
    t.back(main)
    t.click("Start a conversation", lambda: picker(""))
    t.type("new_conversation_address", "mara", lambda: picker("mara"))
    t.click("Mara Lindqvist", lambda: thread("Mara Lindqvist"))
    t.type("thread_type_message", "Can you bring the cooler bag on Sunday?", lambda: thread("Mara Lindqvist", "Can you bring the cooler bag on Sunday?", True), dt=18)
    t.click("Send", send("Mara Lindqvist", "Can you bring the cooler bag on Sunday?", "4:32 PM"))
    t.back(main)
    rs.add(task="android", tid="h12-android-10", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 12 Broccoli: new recipe, search
def t12(rs: RowSet) -> None:
    # Broccoli: write a new recipe, save it, find it with a search that narrows the list (clean).
    P = "com.flauschcode.broccoli"
    t = T(12 * 3600 + 44 * 60 + 10, 61, h24=True, dt=14)
    recipes = [("Black bean chilaquiles", "Crispy tortillas, salsa verde, fried eggs"), ("Cardamom rice pudding", "Slow-cooked with jaggery"),
               ("Charred leek orzo", "Lemon, parmesan, chilli flakes"), ("Miso-glazed aubergine", "Sticky, sesame, spring onion"),
               ("Shakshuka with feta", "One pan, ready in 30 min"), ("Smoked paprika lentil soup", "Freezes well")]
    r: dict[str, str] = {"Title": "", "Servings": "", "Preparation time": "", "Ingredients": "", "Directions": ""}
    ingr = "1 large cauliflower\n2 tbsp olive oil\n1 tbsp sumac\n1/2 tsp flaky salt"
    dirs = "Roast florets at 220 \u00b0C for 30 min.\nToss with sumac and salt; serve with tahini."

    def rlist(query: str | None = None) -> list[Elem]:
        out = sb(t) + [E(desc="Open navigation drawer", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True)]
        if query is None:
            out += [E("Recipes", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="toolbar_title"),
                    E(desc="Search", cls="TextView", box=(924, 160, 1050, 286), pkg=P, rid="action_search", click=True)]
            shown = recipes
        else:
            out += [E(query or None, desc="Search", cls="EditText", box=(189, 170, 900, 280), pkg=P, rid="search_src_text", click=True, edit=True, focus=True),
                    E(desc="Clear query", cls="ImageView", box=(900, 170, 1040, 280), pkg=P, rid="search_close_btn", click=True)]
            shown = [x for x in recipes if query.lower() in x[0].lower()] if query else recipes
        out.append(E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2337), pkg=P, rid="recycler_view", scroll=True))
        for i, (n, d) in enumerate(shown):
            y = 320 + 260 * i
            out.append(E(n, cls="TextView", box=(42, y + 150, 1038, y + 200), pkg=P, rid="card_text_view_title", click=True))
            if d:
                out.append(E(d, cls="TextView", box=(42, y + 200, 1038, y + 245), pkg=P, rid="card_text_view_description"))
        if query is None:
            out.append(E(desc="Add recipe", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=P, rid="fab", click=True))
        return out

    def editor(focus: str = "") -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("New recipe", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="toolbar_title"),
                       E(desc="Save", cls="TextView", box=(924, 160, 1050, 286), pkg=P, rid="action_save", click=True),
                       E(cls="android.widget.ScrollView", box=(0, 300, W, 2337), pkg=P, scroll=True),
                       E(desc="Add image", cls="ImageView", box=(0, 300, W, 700), pkg=P, rid="new_image", click=True)]
        y = 720
        for lab, rid, h in [("Title", "new_title", 140), ("Categories", "new_categories", 120), ("Servings", "new_servings", 140),
                            ("Preparation time", "new_preparation_time", 140), ("Source", "new_source", 140), ("Description", "new_description", 140),
                            ("Ingredients", "new_ingredients", 280), ("Directions", "new_directions", 280)]:
            if lab == "Categories":
                out.append(E("Categories", cls="Button", box=(42, y, 500, y + h), pkg=P, rid=rid, click=True))
            else:
                out.append(E(r.get(lab) or None, desc=lab, cls="EditText", box=(42, y, 1038, y + h), pkg=P, rid=rid, click=True, edit=True, focus=focus == lab))
            y += h + 20
            if y > 2300:
                break
        return out

    def detail() -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("Sumac roasted cauliflower", cls="TextView", box=(189, 170, 800, 270), pkg=P, rid="toolbar_title"),
                       E(desc="Edit", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="action_edit", click=True),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E("Servings", cls="TextView", box=(42, 720, 500, 780), pkg=P, rid="label_servings"),
                       E("4", cls="TextView", box=(42, 780, 500, 840), pkg=P, rid="servings"),
                       E("Preparation time", cls="TextView", box=(540, 720, 1038, 780), pkg=P, rid="label_preparation_time"),
                       E("45 min", cls="TextView", box=(540, 780, 1038, 840), pkg=P, rid="preparation_time"),
                       E("Ingredients", cls="TextView", box=(42, 900, 1038, 970), pkg=P, rid="label_ingredients")]
        y = 980
        for line in ingr.split("\n"):
            out.append(E(line, cls="TextView", box=(84, y, 1038, y + 60), pkg=P, rid="ingredient"))
            y += 64
        out.append(E("Directions", cls="TextView", box=(42, y + 20, 1038, y + 90), pkg=P, rid="label_directions"))
        y += 100
        for k, line in enumerate(dirs.split("\n"), 1):
            out.append(E(f"{k}. {line}", cls="TextView", box=(84, y, 1038, y + 110), pkg=P, rid="direction"))
            y += 114
        return out

    def setr(k: str, v: str) -> Build:
        def f() -> list[Elem]:
            r[k] = v
            return editor(k)
        return f

    def saved() -> list[Elem]:
        recipes.append(("Sumac roasted cauliflower", ""))
        recipes.sort(key=lambda x: x[0].lower())
        return detail()

    t.start(rlist)
    t.click("Add recipe", editor)
    t.type("new_title", "Sumac roasted cauliflower", setr("Title", "Sumac roasted cauliflower"))
    t.type("new_servings", "4", setr("Servings", "4"))
    t.type("new_preparation_time", "45 min", setr("Preparation time", "45 min"))
    t.type("new_ingredients", ingr, setr("Ingredients", ingr), dt=25)
    t.type("new_directions", dirs, setr("Directions", dirs), dt=25)
    t.click("Save", saved)
    t.back(rlist)
    t.click("Search", lambda: rlist(""))
    t.type("search_src_text", "roast", lambda: rlist("roast"))
    t.click("Sumac roasted cauliflower", detail)
    rs.add(task="android", tid="h12-android-12", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 13 Tasks: complete, describe, add
def t13(rs: RowSet) -> None:
    # Tasks.org: complete "Return library books", add a description to another task, add a new task. BAD turn 7: "Return library books" is back in the open list, unchecked (completed at turn 1, no undo or uncheck since).
    P = "org.tasks"
    t = T(13 * 3600 + 5 * 60 + 44, 52, dt=12)
    open_ = [("Email landlord about radiator", "Today"), ("Return library books", "Tomorrow"), ("Renew bike insurance", "Jun 14"),
             ("Descale espresso machine", ""), ("Book flu shot", "")]
    done = [("Pay electricity bill", ""), ("Water the ficus", "")]
    desc: dict[str, str] = {}

    def tlist(opened: list[tuple[str, str]], closed: list[tuple[str, str]], snack: str | None = None) -> list[Elem]:
        out = sb(t) + [E(desc="Open navigation drawer", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("My Tasks", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="toolbar_title"),
                       E(desc="Search", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="menu_search", click=True),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2337), pkg=P, rid="recycler_view", scroll=True)]
        y = 310
        for n, due in opened:
            out += [E(None, cls="CheckBox", box=(21, y + 20, 147, y + 146), pkg=P, rid="completeBox", click=True, check=False),
                    E(n, cls="TextView", box=(168, y + 25, 1038, y + 90), pkg=P, rid="title", click=True, long=True)]
            if due:
                out.append(E(due, cls="TextView", box=(168, y + 95, 500, y + 145), pkg=P, rid="due_date"))
            y += 170
        out.append(E(f"Completed ({len(closed)})", cls="TextView", box=(42, y + 10, 1038, y + 100), pkg=P, rid="header", click=True))
        y += 110
        for n, _ in closed:
            out += [E(None, cls="CheckBox", box=(21, y + 20, 147, y + 146), pkg=P, rid="completeBox", click=True, check=True),
                    E(n, cls="TextView", box=(168, y + 25, 1038, y + 90), pkg=P, rid="title", click=True, long=True)]
            y += 170
        out.append(E(desc="Create new task", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=P, rid="fab", click=True))
        if snack:
            out += [E(snack, cls="TextView", box=(42, 2010, 800, 2120), pkg=P, rid="snackbar_text"),
                    E("Undo", cls="Button", box=(820, 2010, 1038, 2120), pkg=P, rid="snackbar_action", click=True)]
        return out

    def edit(name: str, due: str, focus: str = "") -> list[Elem]:
        return sb(t) + [E(desc="Save", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, rid="save", click=True),
                        E(desc="Discard", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="menu_discard", click=True),
                        E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                        E(None, cls="CheckBox", box=(21, 320, 147, 446), pkg=P, rid="completeBox", click=True, check=False),
                        E(name or None, desc="Task name", cls="EditText", box=(168, 320, 1038, 450), pkg=P, rid="title", click=True, edit=True, focus=focus == "title"),
                        E(desc.get(name) or None, desc="Description", cls="EditText", box=(168, 480, 1038, 620), pkg=P, rid="notes", click=True, edit=True, focus=focus == "notes"),
                        E(due or "Due date", cls="TextView", box=(168, 660, 1038, 760), pkg=P, rid="due_date", click=True),
                        E("Priority", cls="TextView", box=(168, 780, 500, 880), pkg=P, rid="priority_label"),
                        E("None", cls="RadioButton", box=(520, 780, 650, 880), pkg=P, rid="priority_none", click=True, check=True),
                        E("Low", cls="RadioButton", box=(650, 780, 780, 880), pkg=P, rid="priority_low", click=True, check=False),
                        E("Medium", cls="RadioButton", box=(780, 780, 910, 880), pkg=P, rid="priority_medium", click=True, check=False),
                        E("High", cls="RadioButton", box=(910, 780, 1038, 880), pkg=P, rid="priority_high", click=True, check=False),
                        E("Add reminder", cls="TextView", box=(168, 900, 1038, 1000), pkg=P, rid="alarms_add", click=True),
                        E("Add subtask", cls="TextView", box=(168, 1020, 1038, 1120), pkg=P, rid="add_subtask", click=True),
                        E("Tags", cls="TextView", box=(168, 1140, 1038, 1240), pkg=P, rid="chip_group", click=True),
                        E("My Tasks", cls="TextView", box=(168, 1260, 1038, 1360), pkg=P, rid="list", click=True)]

    def complete() -> list[Elem]:
        open_.remove(("Return library books", "Tomorrow"))
        done.insert(0, ("Return library books", "Tomorrow"))
        return tlist(open_, done, snack="Return library books completed")

    def describe() -> list[Elem]:
        desc["Email landlord about radiator"] = "Bedroom radiator leaks at the valve; photos in Drive/Flat."
        return edit("Email landlord about radiator", "Today", "notes")

    def added() -> list[Elem]:
        open_.append(("Buy descaler tablets", ""))
        shown = open_[:1] + [("Return library books", "Tomorrow")] + open_[1:]
        return tlist(shown, [d for d in done if d[0] != "Return library books"])

    t.start(lambda: tlist(open_, done))
    t.click("completeBox", complete, n=1)
    t.click("Email landlord about radiator", lambda: edit("Email landlord about radiator", "Today"))
    t.type("notes", "Bedroom radiator leaks at the valve; photos in Drive/Flat.", describe, dt=20)
    t.click("Save", lambda: tlist(open_, done))
    t.click("Create new task", lambda: edit("", "", "title"))
    t.type("title", "Buy descaler tablets", lambda: edit("Buy descaler tablets", "", "title"))
    t.click("Save", added)
    t.click("Buy descaler tablets", lambda: edit("Buy descaler tablets", ""))
    rs.add(task="android", tid="h12-android-13", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=7, kind="completed task shows as not completed again with no action on it")


# ---------------------------------------------------------------- 14 Joplin: edit, move between notebooks
def t14(rs: RowSet) -> None:
    # Joplin: append to a note (it jumps to the top of the list, sorted by updated time), move another note from Inbox to Garden, check notebook counts (clean).
    P = "net.cozic.joplin"
    t = T(20 * 3600 + 12 * 60 + 33, 45, h24=True, dt=12)
    books = {"Garden": ["Raised bed plan 2024", "Slug control log", "Seed order \u2013 Real Seeds", "Watering schedule", "Tomato varieties", "Compost ratios"],
             "Inbox": ["Boiler service quote", "Gift ideas \u2013 Ana", "Kayak club dues", "Podcast: soil microbiomes"],
             "Travel \u2013 Porto": ["Porto packing list", "Restaurants to try", "Train Lisbon \u2192 Porto"]}
    body = "Annual dues \u20ac85, pay by 30 June.\nIBAN is in the club email from 12 May."
    add = "\nPaid 12 June, ref KC-2291."

    def drawer() -> list[Elem]:
        out = sb(t) + [E("All notes", cls="TextView", box=(42, 320, 760, 420), pkg=P, click=True),
                       E("NOTEBOOKS", cls="TextView", box=(42, 440, 760, 520), pkg=P)]
        for i, (b, notes) in enumerate(books.items()):
            y = 530 + 120 * i
            out += [E(b, cls="TextView", box=(84, y, 800, y + 110), pkg=P, click=True),
                    E(str(len(notes)), cls="TextView", box=(820, y, 940, y + 110), pkg=P)]
        out += [E("Synchronise", cls="TextView", box=(42, 1950, 760, 2060), pkg=P, click=True),
                E("Configuration", cls="TextView", box=(42, 2070, 760, 2180), pkg=P, click=True)]
        return out

    def nlist(book: str, selected: str | None = None, picker: bool = False) -> list[Elem]:
        out = sb(t) + [E(desc="Sidebar", cls="android.view.ViewGroup", box=(0, 147, 147, 294), pkg=P, click=True)]
        if selected:
            out += [E(desc="Cancel selection", cls="android.view.ViewGroup", box=(0, 147, 147, 294), pkg=P, click=True),
                    E(desc="Move to notebook", cls="android.view.ViewGroup", box=(546, 160, 672, 286), pkg=P, click=True),
                    E(desc="Duplicate", cls="android.view.ViewGroup", box=(672, 160, 798, 286), pkg=P, click=True),
                    E(desc="Delete", cls="android.view.ViewGroup", box=(798, 160, 924, 286), pkg=P, click=True)]
            out = out[:len(sb(t))] + out[len(sb(t)) + 1:]
        else:
            out += [E(book, cls="TextView", box=(189, 170, 700, 270), pkg=P),
                    E(desc="Search", cls="android.view.ViewGroup", box=(798, 160, 924, 286), pkg=P, click=True),
                    E(desc="Actions", cls="android.view.ViewGroup", box=(924, 160, 1050, 286), pkg=P, click=True)]
        for i, n in enumerate(books[book]):
            y = 320 + 140 * i
            out.append(E(n, cls="TextView", box=(42, y, 1038, y + 130), pkg=P, click=True, long=True, sel=n == selected))
        out.append(E(desc="Add new", cls="android.view.ViewGroup", box=(861, 2160, 1038, 2337), pkg=P, click=True))
        if picker:
            out.append(E("Move to notebook", cls="TextView", box=(84, 900, 996, 990), pkg=P))
            for i, b in enumerate(books):
                out.append(E(b, cls="CheckedTextView", box=(84, 1010 + 120 * i, 996, 1130 + 120 * i), pkg=P, click=True, check=b == "Inbox"))
        return out

    def note(text: str, editing: bool) -> list[Elem]:
        out = sb(t) + [E(desc="Back", cls="android.view.ViewGroup", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("Inbox", cls="TextView", box=(189, 170, 600, 270), pkg=P),
                       E(desc="Attach", cls="android.view.ViewGroup", box=(798, 160, 924, 286), pkg=P, click=True),
                       E(desc="Actions", cls="android.view.ViewGroup", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E("Kayak club dues", desc="Title", cls="EditText", box=(42, 310, 1038, 420), pkg=P, click=True, edit=True)]
        if editing:
            out.append(E(text, desc="Note body", cls="EditText", box=(42, 440, 1038, 2100), pkg=P, click=True, edit=True, focus=True, scroll=True))
        else:
            out.append(E(cls="android.webkit.WebView", box=(42, 440, 1038, 2100), pkg=P, scroll=True))
            for i, line in enumerate(text.split("\n")):
                out.append(E(line, cls="TextView", box=(63, 470 + 80 * i, 1017, 540 + 80 * i), pkg=P))
            out.append(E(desc="Edit", cls="android.view.ViewGroup", box=(861, 2160, 1038, 2337), pkg=P, click=True))
        return out

    def touched() -> list[Elem]:
        books["Inbox"].remove("Kayak club dues")
        books["Inbox"].insert(0, "Kayak club dues")
        return nlist("Inbox")

    def moved() -> list[Elem]:
        books["Inbox"].remove("Podcast: soil microbiomes")
        books["Garden"].insert(2, "Podcast: soil microbiomes")
        return nlist("Inbox")

    t.start(drawer)
    t.click("Inbox", lambda: nlist("Inbox"))
    t.click("Kayak club dues", lambda: note(body, False))
    t.click("Edit", lambda: note(body, True))
    t.type("Note body", add, lambda: note(body + add, True), dt=18)
    t.back(lambda: note(body + add, False))
    t.back(touched)
    t.long("Podcast: soil microbiomes", lambda: nlist("Inbox", selected="Podcast: soil microbiomes"))
    t.click("Move to notebook", lambda: nlist("Inbox", selected="Podcast: soil microbiomes", picker=True))
    t.click("Garden", moved)
    t.click("Sidebar", drawer)
    t.click("Garden", lambda: nlist("Garden"))
    rs.add(task="android", tid="h12-android-14", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 15 Pro Expense: add and delete
def t15(rs: RowSet) -> None:
    # Pro Expense: add a $23.75 household expense, delete the $18.22 pharmacy one. BAD turn 9: the weekly total reads $218.93, but $236.15 (turn 6) - $18.22 = $217.93 and the listed items sum to $217.93.
    P = "com.arduia.expense"
    t = T(19 * 3600 + 2 * 60 + 11, 73, dt=12)
    items = [("Groceries", "Food", 6418, "Jun 12"), ("Bus pass top-up", "Transportation", 3000, "Jun 11"), ("Pharmacy", "Healthcare", 1822, "Jun 11"),
             ("Lunch w/ Priya", "Food", 2750, "Jun 10"), ("Phone bill", "Bills", 7250, "Jun 10")]
    form: dict[str, str] = {"name": "", "amount": "", "cat": "Food"}

    def money(c: int) -> str:
        return f"${c // 100:,}.{c % 100:02d}"

    def home(total: int | None = None) -> list[Elem]:
        tot = sum(i[2] for i in items) if total is None else total
        out = sb(t) + [E(desc="Open drawer", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("Home", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="tv_title"),
                       E("This Week", cls="TextView", box=(42, 320, 600, 390), pkg=P, rid="tv_week_label"),
                       E(money(tot), cls="TextView", box=(42, 390, 700, 520), pkg=P, rid="tv_total_value"),
                       E("Jun 10 - Jun 16", cls="TextView", box=(42, 520, 700, 580), pkg=P, rid="tv_date_range"),
                       E(desc="Weekly expense graph", cls="android.view.View", box=(42, 600, 1038, 1000), pkg=P, rid="expense_graph"),
                       E("Recent", cls="TextView", box=(42, 1030, 600, 1100), pkg=P, rid="tv_recent_label"),
                       E("More", cls="TextView", box=(860, 1030, 1038, 1100), pkg=P, rid="btn_more", click=True)]
        for i, (n, c, a, d) in enumerate(items):
            y = 1110 + 170 * i
            out += [E(n, cls="TextView", box=(168, y + 20, 760, y + 85), pkg=P, rid="tv_name", click=True),
                    E(c, cls="TextView", box=(168, y + 90, 760, y + 145), pkg=P, rid="tv_category"),
                    E(money(a), cls="TextView", box=(760, y + 20, 1038, y + 85), pkg=P, rid="tv_amount"),
                    E(d, cls="TextView", box=(760, y + 90, 1038, y + 145), pkg=P, rid="tv_date")]
        out.append(E(desc="Add", cls="ImageButton", box=(861, 2160, 1038, 2337), pkg=P, rid="fb_main_add", click=True))
        return out

    def entry(focus: str = "", dropdown: bool = False) -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                       E("New Expense", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="tv_title"),
                       E(form["name"] or None, desc="Name", cls="EditText", box=(42, 330, 1038, 470), pkg=P, rid="edt_name", click=True, edit=True, focus=focus == "name"),
                       E(form["amount"] or None, desc="Amount", cls="EditText", box=(42, 500, 1038, 640), pkg=P, rid="edt_amount", click=True, edit=True, focus=focus == "amount"),
                       E(form["cat"], desc="Category", cls="AutoCompleteTextView", box=(42, 670, 1038, 810), pkg=P, rid="actv_category", click=True),
                       E(None, desc="Note", cls="EditText", box=(42, 840, 1038, 1080), pkg=P, rid="edt_note", click=True, edit=True),
                       E("12/06/2024", desc="Date", cls="TextView", box=(42, 1110, 520, 1230), pkg=P, rid="tv_date", click=True),
                       E("7:02 PM", desc="Time", cls="TextView", box=(560, 1110, 1038, 1230), pkg=P, rid="tv_time", click=True),
                       E("Save", cls="Button", box=(42, 2150, 1038, 2290), pkg=P, rid="btn_save", click=True)]
        if dropdown:
            for i, c in enumerate(["Food", "Transportation", "Healthcare", "Bills", "Household", "Entertainment", "Clothes", "Donations", "Others"]):
                out.append(E(c, cls="TextView", box=(42, 820 + 120 * i, 1038, 940 + 120 * i), pkg=P, rid="android:id/text1", click=True))
        return out

    def detail(n: str, confirm: bool = False) -> list[Elem]:
        it = next(i for i in items if i[0] == n)
        out = sb(t) + [E("Expense", cls="TextView", box=(84, 700, 996, 790), pkg=P, rid="tv_detail_title"),
                       E(it[0], cls="TextView", box=(84, 820, 996, 890), pkg=P, rid="tv_name"),
                       E(money(it[2]), cls="TextView", box=(84, 900, 996, 1000), pkg=P, rid="tv_amount"),
                       E(it[1], cls="TextView", box=(84, 1010, 996, 1070), pkg=P, rid="tv_category"),
                       E(f"{it[3]}, 2024", cls="TextView", box=(84, 1080, 996, 1140), pkg=P, rid="tv_date"),
                       E("Delete", cls="Button", box=(84, 1200, 380, 1320), pkg=P, rid="btn_delete", click=True),
                       E("Edit", cls="Button", box=(400, 1200, 680, 1320), pkg=P, rid="btn_edit", click=True),
                       E("Close", cls="Button", box=(700, 1200, 996, 1320), pkg=P, rid="btn_close", click=True)]
        if confirm:
            out = out[:len(sb(t))] + [E("Delete this expense?", cls="TextView", box=(126, 960, 954, 1050), pkg=P, rid="android:id/message"),
                                      E("Cancel", cls="Button", box=(520, 1090, 740, 1210), pkg=P, rid="android:id/button2", click=True),
                                      E("Delete", cls="Button", box=(760, 1090, 954, 1210), pkg=P, rid="android:id/button1", click=True)]
        return out

    def setf(k: str, v: str, focus: str = "", dropdown: bool = False) -> Build:
        def f() -> list[Elem]:
            form[k] = v
            return entry(focus, dropdown)
        return f

    def save() -> list[Elem]:
        items.insert(0, ("Hardware store", "Household", 2375, "Jun 12"))
        return home()

    def delete() -> list[Elem]:
        items[:] = [i for i in items if i[0] != "Pharmacy"]
        return home(total=sum(i[2] for i in items) + 100)

    t.start(home)
    t.click("Add", entry)
    t.type("edt_name", "Hardware store", setf("name", "Hardware store", "name"))
    t.type("edt_amount", "23.75", setf("amount", "23.75", "amount"))
    t.click("actv_category", lambda: entry(dropdown=True))
    t.click("Household", setf("cat", "Household"))
    t.click("Save", save)
    t.click("Pharmacy", lambda: detail("Pharmacy"))
    t.click("Delete", lambda: detail("Pharmacy", confirm=True))
    t.click("Delete", delete)
    t.click("Hardware store", lambda: detail("Hardware store"))
    rs.add(task="android", tid="h12-android-15", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=9, kind="weekly total does not match the listed expenses after a deletion")


# ---------------------------------------------------------------- 16 Clock: timer and stopwatch
def t16(rs: RowSet) -> None:
    # Clock: type a 4:30 timer, start it, add a minute, pause; run the stopwatch with two laps; back on the timer tab, delete the paused timer (clean).
    P = "com.google.android.deskclock"
    t = T(11 * 3600 + 3 * 60 + 10, 90, dt=3)

    def tabs(sel: str) -> list[Elem]:
        return [E(n, desc=n, cls="FrameLayout", box=(i * 216, 2190, (i + 1) * 216, 2337), pkg=P, click=True, sel=n == sel)
                for i, n in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])]

    def head(title: str) -> list[Elem]:
        return sb(t) + [E(title, cls="TextView", box=(42, 147, 600, 273), pkg=P, rid="action_bar_title"),
                        E(desc="More options", cls="ImageView", box=(954, 158, 1080, 284), pkg=P, click=True)]

    def keypad(digits: str) -> list[Elem]:
        d = digits.rjust(6, "0")
        h, m, s = d[:2], d[2:4], d[4:]
        out = head("Timer") + [E(f"{h}h {m}m {s}s", desc=f"{int(h)} hours, {int(m)} minutes, {int(s)} seconds", cls="TextView", box=(150, 420, 930, 620), pkg=P, rid="timer_setup_time"),
                               E(desc="Delete", cls="ImageButton", box=(900, 460, 1030, 590), pkg=P, rid="timer_setup_delete", click=bool(digits))]
        for i, k in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]):
            r, c = divmod(i, 3)
            out.append(E(k, cls="Button", box=(180 + c * 260, 760 + r * 230, 380 + c * 260, 960 + r * 230), pkg=P, rid="timer_setup_digit_" + k, click=True))
        if digits:
            out.append(E(desc="Start", cls="ImageButton", box=(456, 1980, 624, 2148), pkg=P, rid="fab", click=True))
        return out + tabs("Timer")

    def running(left: int, going: bool) -> list[Elem]:
        return head("Timer") + [E("Add label", cls="TextView", box=(150, 380, 930, 460), pkg=P, rid="timer_label", click=True),
                                E(f"{left // 60}:{left % 60:02d}", cls="TextView", box=(240, 700, 840, 900), pkg=P, rid="timer_time_text"),
                                E("+1:00", cls="Button", box=(410, 1120, 670, 1240), pkg=P, rid="timer_add_time_button", click=True),
                                E("Delete" if going else "Reset", cls="Button", box=(140, 1990, 380, 2130), pkg=P, rid="left_button", click=True),
                                E(desc="Pause" if going else "Start", cls="ImageButton", box=(456, 1980, 624, 2148), pkg=P, rid="fab", click=True),
                                E("Add timer", cls="Button", box=(700, 1990, 940, 2130), pkg=P, rid="right_button", click=True)] + tabs("Timer")

    def paused_with_delete() -> list[Elem]:
        out = running(323, False)
        out.insert(len(head("Timer")) + 4, E("Delete", cls="Button", box=(700, 1120, 940, 1240), pkg=P, rid="timer_delete_button", click=True))
        return out

    def stopwatch(cs: int | None, laps: list[tuple[int, int]]) -> list[Elem]:
        def f(x: int) -> str:
            return f"{x // 6000:02d}:{x // 100 % 60:02d}.{x % 100:02d}"
        out = head("Stopwatch") + [E(f(cs) if cs is not None else "00.00", cls="TextView", box=(240, 500, 840, 700), pkg=P, rid="stopwatch_time_text")]
        for i, (lap, tot) in enumerate(reversed(laps)):
            n = len(laps) - i
            y = 820 + 110 * i
            out += [E(f"# {n}", cls="TextView", box=(120, y, 300, y + 100), pkg=P, rid="lap_number"),
                    E(f(lap), cls="TextView", box=(360, y, 640, y + 100), pkg=P, rid="lap_time"),
                    E(f(tot), cls="TextView", box=(700, y, 980, y + 100), pkg=P, rid="lap_total")]
        if cs is None:
            out.append(E(desc="Start", cls="ImageButton", box=(456, 1980, 624, 2148), pkg=P, rid="fab", click=True))
        else:
            out += [E("Reset" if not laps and cs is None else "Lap", cls="Button", box=(140, 1990, 380, 2130), pkg=P, rid="left_button", click=True),
                    E(desc="Pause", cls="ImageButton", box=(456, 1980, 624, 2148), pkg=P, rid="fab", click=True),
                    E("Share", cls="Button", box=(700, 1990, 940, 2130), pkg=P, rid="right_button", click=True)]
        return out + tabs("Stopwatch")

    t.start(lambda: keypad(""))
    t.click("4", lambda: keypad("4"))
    t.click("3", lambda: keypad("43"))
    t.click("0", lambda: keypad("430"))
    t.click("Start", lambda: running(269, True))
    t.click("+1:00", lambda: running(326, True))
    t.click("Pause", paused_with_delete)
    t.click("Stopwatch", lambda: stopwatch(None, []))
    t.click("Start", lambda: stopwatch(137, []))
    t.click("Lap", lambda: stopwatch(548, [(512, 512)]), dt=5)
    t.click("Lap", lambda: stopwatch(940, [(512, 512), (390, 902)]), dt=4)
    t.click("Timer", paused_with_delete)
    t.click("timer_delete_button", lambda: keypad(""))
    rs.add(task="android", tid="h12-android-16", system=DROID_SYSTEM, turns=t.turns, state=t.state)


# ---------------------------------------------------------------- 17 Audio Recorder: record and rename
def t17(rs: RowSet) -> None:
    # Audio Recorder: record a 10 s clip, rename it, open its information. BAD turn 6: the status-bar clock reads 2:03 right after 2:06 at turn 5 (and a recording made at 2:05), i.e. time runs backwards.
    P = "com.dimowner.audiorecorder"
    t = T(14 * 3600 + 5 * 60 + 40, 64, dt=12)
    recs = [["Record-13", "03:41", "Jun 9, 8:17 PM", "3.4 MB"], ["Lecture Q&A", "48:22", "Jun 4, 10:02 AM", "45.4 MB"],
            ["Record-12", "00:37", "May 30, 6:51 PM", "590 KB"], ["Kitchen tap noise", "00:22", "May 21, 7:40 AM", "352 KB"]]

    def main(state: str, secs: int, name: str | None) -> list[Elem]:
        out = sb(t) + [E(desc="Settings", cls="ImageButton", box=(21, 160, 147, 286), pkg=P, rid="btn_settings", click=True),
                       E(desc="Import", cls="ImageButton", box=(933, 160, 1059, 286), pkg=P, rid="btn_import", click=True),
                       E(name, cls="TextView", box=(42, 330, 1038, 420), pkg=P, rid="txt_name", click=name is not None),
                       E(f"{secs // 60:02d}:{secs % 60:02d}", cls="TextView", box=(240, 500, 840, 680), pkg=P, rid="txt_progress"),
                       E(desc="Waveform", cls="android.view.View", box=(0, 720, W, 1400), pkg=P, rid="recording_view")]
        if state == "recording":
            out += [E("Recording\u2026", cls="TextView", box=(42, 1440, 1038, 1510), pkg=P, rid="txt_record_info"),
                    E(desc="Pause", cls="ImageButton", box=(160, 1960, 340, 2140), pkg=P, rid="btn_record_pause", click=True),
                    E(desc="Stop", cls="ImageButton", box=(450, 1940, 630, 2160), pkg=P, rid="btn_record_stop", click=True),
                    E(desc="Delete", cls="ImageButton", box=(740, 1960, 920, 2140), pkg=P, rid="btn_record_delete", click=True)]
        else:
            if name:
                out.append(E("M4A, 44.1kHz, 128 kbps, Stereo", cls="TextView", box=(42, 1440, 1038, 1510), pkg=P, rid="txt_record_info"))
                out.append(E(desc="Play", cls="ImageButton", box=(160, 1960, 340, 2140), pkg=P, rid="btn_play", click=True))
            out += [E(desc="Record", cls="ImageButton", box=(450, 1940, 630, 2160), pkg=P, rid="btn_record", click=True),
                    E(desc="Records", cls="ImageButton", box=(740, 1960, 920, 2140), pkg=P, rid="btn_records_list", click=True)]
        return out

    def records(menu: int | None = None, dialog: str | None = None, info: bool = False) -> list[Elem]:
        out = sb(t) + [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, rid="btn_back", click=True),
                       E("Records", cls="TextView", box=(189, 170, 700, 270), pkg=P, rid="txt_title"),
                       E(desc="Bookmarks", cls="ImageButton", box=(798, 160, 924, 286), pkg=P, rid="btn_bookmarks", click=True),
                       E(desc="Sort", cls="ImageButton", box=(924, 160, 1050, 286), pkg=P, rid="btn_sort", click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2000), pkg=P, rid="recyclerView", scroll=True)]
        for i, (n, d, when, _) in enumerate(recs):
            y = 310 + 200 * i
            out += [E(n, cls="TextView", box=(168, y + 25, 760, y + 95), pkg=P, rid="list_item_name", click=True),
                    E(d, cls="TextView", box=(760, y + 25, 930, y + 95), pkg=P, rid="list_item_duration"),
                    E(when, cls="TextView", box=(168, y + 100, 760, y + 160), pkg=P, rid="list_item_date"),
                    E(desc="More", cls="ImageButton", box=(940, y + 40, 1060, y + 150), pkg=P, rid="list_item_more", click=True)]
        if menu is not None:
            for j, o in enumerate(["Share", "Information", "Rename", "Open with", "Save as", "Delete"]):
                y = 310 + 200 * menu + 150
                out.append(E(o, cls="TextView", box=(560, y + 110 * j, 1050, y + 110 * (j + 1)), pkg=P, rid="title", click=True))
        if dialog is not None:
            out += [E("Rename", cls="TextView", box=(84, 760, 996, 850), pkg=P, rid="dialog_title"),
                    E(dialog, cls="EditText", box=(84, 880, 996, 1010), pkg=P, rid="input_name", click=True, edit=True, focus=True),
                    E("Cancel", cls="Button", box=(520, 1050, 740, 1170), pkg=P, rid="btn_negative", click=True),
                    E("OK", cls="Button", box=(760, 1050, 996, 1170), pkg=P, rid="btn_positive", click=True)]
        if info:
            n, d, when, size = recs[0]
            out += [E("Information", cls="TextView", box=(84, 600, 996, 690), pkg=P, rid="dialog_title")]
            for j, (k, v) in enumerate([("Name", n), ("Format", "M4A"), ("Duration", d), ("Size", size), ("Sample rate", "44.1 kHz"),
                                        ("Bitrate", "128 kbps"), ("Channels", "Stereo"), ("Created", f"{when.split(',')[0]}, 2024{when[len(when.split(',')[0]):]}"),
                                        ("Location", f"/storage/emulated/0/Android/media/com.dimowner.audiorecorder/AudioRecorder/{n}.m4a")]):
                y = 710 + 100 * j
                out += [E(k, cls="TextView", box=(84, y, 380, y + 90), pkg=P, rid="info_key"), E(v, cls="TextView", box=(380, y, 996, y + 90), pkg=P, rid="info_value")]
            out.append(E("OK", cls="Button", box=(760, 1640, 996, 1760), pkg=P, rid="btn_positive", click=True))
        return out

    def saved() -> list[Elem]:
        recs.insert(0, ["Record-14", "00:10", "Jun 12, 2:05 PM", "162 KB"])
        return main("idle", 10, "Record-14")

    def bad_clock() -> list[Elem]:
        t.clock_override = "2:03"
        out = records(menu=None, dialog="Record-14")
        t.clock_override = None
        return out

    def renamed() -> list[Elem]:
        recs[0][0] = "ferry-announcement"
        return records()

    t.start(lambda: main("idle", 0, None))
    t.click("Record", lambda: main("recording", 1, None), dt=2)
    t.wait(lambda: main("recording", 9, None), dt=8)
    t.click("Stop", saved, dt=1)
    t.click("Records", records)
    t.click("More", lambda: records(menu=0), n=0)
    t.click("Rename", bad_clock)
    t.type("input_name", "ferry-announcement", lambda: records(dialog="ferry-announcement"))
    t.click("OK", renamed)
    t.click("More", lambda: records(menu=0), n=0)
    t.click("Information", lambda: records(info=True))
    rs.add(task="android", tid="h12-android-17", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=True, turn=6, kind="status-bar clock goes backwards from 2:06 to 2:03")


# ---------------------------------------------------------------- 20 Simple Gallery: move and rename
def t20(rs: RowSet) -> None:
    # Simple Gallery: move two screenshots from Screenshots into Receipts (folder counts follow), rename one there (clean).
    P = "com.simplemobiletools.gallery.pro"
    t = T(21 * 3600 + 47 * 60 + 5, 31, dt=11)
    counts = {"Camera": 214, "Download": 12, "Receipts": 9, "Screenshots": 58, "WhatsApp Images": 391}
    shots = [("Screenshot_20240611-203114.png", "Jun 11, 2024 20:31"), ("Screenshot_20240611-202958.png", "Jun 11, 2024 20:29"),
             ("Screenshot_20240609-081502.png", "Jun 9, 2024 08:15"), ("Screenshot_20240607-175320.png", "Jun 7, 2024 17:53"),
             ("Screenshot_20240605-121144.png", "Jun 5, 2024 12:11"), ("Screenshot_20240603-220807.png", "Jun 3, 2024 22:08"),
             ("Screenshot_20240601-094512.png", "Jun 1, 2024 09:45"), ("Screenshot_20240530-163027.png", "May 30, 2024 16:30"),
             ("Screenshot_20240528-110340.png", "May 28, 2024 11:03"), ("Screenshot_20240526-194418.png", "May 26, 2024 19:44")]
    rec = [("IMG_20240608_143210.jpg", "Jun 8, 2024 14:32"), ("IMG_20240604_191455.jpg", "Jun 4, 2024 19:14"),
           ("IMG_20240529_120233.jpg", "May 29, 2024 12:02"), ("IMG_20240521_183012.jpg", "May 21, 2024 18:30"),
           ("IMG_20240514_090405.jpg", "May 14, 2024 09:04"), ("IMG_20240503_171122.jpg", "May 3, 2024 17:11"),
           ("IMG_20240426_130959.jpg", "Apr 26, 2024 13:09"), ("IMG_20240419_084711.jpg", "Apr 19, 2024 08:47"),
           ("IMG_20240402_112530.jpg", "Apr 2, 2024 11:25")]
    sel: list[str] = []

    def folders() -> list[Elem]:
        out = sb(t) + [E("Simple Gallery", cls="TextView", box=(42, 170, 600, 270), pkg=P, rid="main_toolbar_title"),
                       E(desc="Search", cls="TextView", box=(672, 160, 798, 286), pkg=P, rid="search", click=True),
                       E(desc="Change view type", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="change_view_type", click=True),
                       E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True),
                       E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2337), pkg=P, rid="directories_grid", scroll=True)]
        for i, (n, c) in enumerate(sorted(counts.items())):
            y = 310 + 220 * i
            out += [E(n, cls="TextView", box=(260, y + 40, 1000, y + 110), pkg=P, rid="dir_name", click=True, long=True),
                    E(str(c), cls="TextView", box=(260, y + 115, 1000, y + 170), pkg=P, rid="photo_cnt")]
        return out

    def media(name: str, files: list[tuple[str, str]], menu: bool = False, picker: bool = False, rename: str | None = None) -> list[Elem]:
        out = sb(t)
        if sel:
            out += [E(desc="Done", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                    E(f"{len(sel)} / {counts[name]}", cls="TextView", box=(189, 170, 500, 270), pkg=P, rid="action_mode_title"),
                    E(desc="Share", cls="TextView", box=(546, 160, 672, 286), pkg=P, rid="cab_share", click=True)]
            if len(sel) == 1:
                out.append(E(desc="Rename", cls="TextView", box=(672, 160, 798, 286), pkg=P, rid="cab_rename", click=True))
            out += [E(desc="Delete", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="cab_delete", click=True),
                    E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True)]
        else:
            out += [E(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), pkg=P, click=True),
                    E(name, cls="TextView", box=(189, 170, 600, 270), pkg=P, rid="media_toolbar_title"),
                    E(desc="Search", cls="TextView", box=(672, 160, 798, 286), pkg=P, rid="search", click=True),
                    E(desc="Sort by", cls="TextView", box=(798, 160, 924, 286), pkg=P, rid="sort", click=True),
                    E(desc="More options", cls="ImageView", box=(924, 160, 1050, 286), pkg=P, click=True)]
        out.append(E(cls="androidx.recyclerview.widget.RecyclerView", box=(0, 300, W, 2337), pkg=P, rid="media_grid", scroll=True))
        for i, (n, d) in enumerate(files[:9]):
            y = 310 + 220 * i
            out += [E(n, cls="TextView", box=(260, y + 40, 1000, y + 110), pkg=P, rid="medium_name", click=True, long=True, sel=n in sel),
                    E(d, cls="TextView", box=(260, y + 115, 1000, y + 170), pkg=P, rid="medium_date")]
        if menu:
            for j, o in enumerate(["Copy to", "Move to", "Select all", "Open with", "Set as", "Properties", "Rotate"]):
                out.append(E(o, cls="TextView", box=(560, 180 + 120 * j, 1050, 300 + 120 * j), pkg=P, rid="title", click=True))
        if picker:
            out.append(E("Select a folder", cls="TextView", box=(84, 520, 996, 610), pkg=P, rid="alertTitle"))
            for j, n in enumerate(k for k in sorted(counts) if k != name):
                out.append(E(n, cls="TextView", box=(84, 640 + 150 * j, 996, 780 + 150 * j), pkg=P, rid="dir_name", click=True))
            out += [E("Create new folder", cls="Button", box=(84, 1280, 600, 1400), pkg=P, rid="directories_new_folder", click=True),
                    E("Cancel", cls="Button", box=(760, 1280, 996, 1400), pkg=P, rid="android:id/button2", click=True)]
        if rename is not None:
            out += [E("Rename", cls="TextView", box=(84, 760, 996, 850), pkg=P, rid="alertTitle"),
                    E(rename, desc="Name", cls="EditText", box=(84, 880, 760, 1010), pkg=P, rid="rename_item_name", click=True, edit=True, focus=True),
                    E("png", desc="Extension", cls="EditText", box=(780, 880, 996, 1010), pkg=P, rid="rename_item_extension", click=True, edit=True),
                    E("Cancel", cls="Button", box=(520, 1050, 740, 1170), pkg=P, rid="android:id/button2", click=True),
                    E("OK", cls="Button", box=(760, 1050, 996, 1170), pkg=P, rid="android:id/button1", click=True)]
        return out

    def pick(n: str, build: Build) -> Build:
        def f() -> list[Elem]:
            sel.append(n)
            return build()
        return f

    def moved() -> list[Elem]:
        movers = [s for s in shots if s[0] in sel]
        shots[:] = [s for s in shots if s[0] not in sel]
        rec[:0] = movers
        counts["Screenshots"] -= len(movers)
        counts["Receipts"] += len(movers)
        sel.clear()
        return media("Screenshots", shots)

    def renamed() -> list[Elem]:
        rec[1] = ("parking-receipt-0611.png", rec[1][1])
        sel.clear()
        return media("Receipts", rec)

    t.start(folders)
    t.click("Screenshots", lambda: media("Screenshots", shots))
    t.long("Screenshot_20240611-203114.png", pick("Screenshot_20240611-203114.png", lambda: media("Screenshots", shots)))
    t.click("Screenshot_20240611-202958.png", pick("Screenshot_20240611-202958.png", lambda: media("Screenshots", shots)))
    t.click("More options", lambda: media("Screenshots", shots, menu=True))
    t.click("Move to", lambda: media("Screenshots", shots, picker=True))
    t.click("Receipts", moved, dt=6)
    t.back(folders)
    t.click("Receipts", lambda: media("Receipts", rec))
    t.long("Screenshot_20240611-202958.png", pick("Screenshot_20240611-202958.png", lambda: media("Receipts", rec)))
    t.click("Rename", lambda: media("Receipts", rec, rename="Screenshot_20240611-202958"))
    t.type("rename_item_name", "parking-receipt-0611", lambda: media("Receipts", rec, rename="parking-receipt-0611"))
    t.click("OK", renamed)
    rs.add(task="android", tid="h12-android-20", system=DROID_SYSTEM, turns=t.turns, state=t.state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
