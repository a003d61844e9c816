# ruff: noqa: E501
"""Held-out set 49, domain ``android``: 22 AndroidWorld trajectories, 11 with exactly one contradiction.

Every observation is the AndroidWorld element list (``UI element N: UIElement(...)``), with the status bar
on top. Screens are rendered from small per-app state dicts so that every detail that is not meant to
change stays identical across turns; the single contradiction of a bad trajectory is injected by hand
at its labeled turn (see the ``kind`` of each label). Actions are AndroidWorld JSON actions whose
``index`` points into the previous screen.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as the AndroidWorld element list (one `UI element N: UIElement(...)` line per accessibility node, indexed from 0; actions refer to these indices)
3. **Android Action**: An AndroidWorld JSON action (click, long_press, input_text, keyboard_enter, scroll, navigate_back, navigate_home, open_app, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

---

# Content Requirements

A screen-changing action is any action that changes the visible screen identity or main content, including button taps, menu selections, tab switches, list scrolling, form submissions, dialog openings, back navigation, and app transitions.

Before producing the final answer, do this checklist:
1. Determine whether the action is a screen-changing action or a local-edit action.
2. If it is a screen-changing action, update the screen-level state first: screen identity, title, main heading, visible main content, and any newly loaded or removed UI elements.
3. If it is a local-edit action, preserve the full screen state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged screen state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current screen state representation format exactly.
The predicted next screen state should follow the same representation schema, structure, and level of detail as the current screen state.
Do not rewrite the screen state into a different format or a richer internal schema.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.
Representation mismatch is a correctness error, not a stylistic preference.

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
VG = "android.view.ViewGroup"
VIEW = "android.view.View"
FL = "android.widget.FrameLayout"
LL = "android.widget.LinearLayout"
RV = "androidx.recyclerview.widget.RecyclerView"
SYSUI = "com.android.systemui"
BOTTOM = 2337


def fmt(e: dict[str, Any]) -> str:
    x0, y0, x1, y1 = e["box"]
    return (f"UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name={e['cls']!r}, bbox=None, "
            f"bbox_pixels=BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1}), hint_text={e['hint']!r}, "
            f"is_checked={e['checked']}, is_checkable={e['checkable']}, is_clickable={e['click']}, "
            f"is_editable={e['edit']}, is_enabled={e['enabled']}, is_focused={e['focus']}, "
            f"is_focusable={e['focusable']}, is_long_clickable={e['lclick']}, is_scrollable={e['scroll']}, "
            f"is_selected={e['sel']}, is_visible=True, package_name={e['pkg']!r}, resource_name={e['rid']!r}, "
            f"tooltip=None, resource_id=None, metadata=None)")


class Scr:
    """One screen: the status bar, then the app's nodes laid out top to bottom (offscreen ones dropped)."""

    def __init__(self, pkg: str, clock: str, batt: int = 78, *, pct: bool = False, notif: tuple[str, ...] = (),
                 top: int = 136) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.y = top
        self._row = top
        self.add(clock, cls=TV, box=(63, 36, 176, 100), pkg=SYSUI, rid="com.android.systemui:id/clock")
        nx = 196
        for n in notif:
            self.add(desc=n, cls=IV, box=(nx, 44, nx + 52, 96), pkg=SYSUI, rid=None)
            nx += 60
        self.add(desc="Wifi signal full.", cls=IV, box=(806, 42, 858, 98), pkg=SYSUI,
                 rid="com.android.systemui:id/wifi_signal")
        self.add(desc="Phone signal full.", cls=IV, box=(868, 42, 916, 98), pkg=SYSUI,
                 rid="com.android.systemui:id/mobile_signal")
        if pct:
            self.add(f"{batt}%", cls=TV, box=(926, 40, 1000, 100), pkg=SYSUI,
                     rid="com.android.systemui:id/battery_percentage_view")
        self.add(desc=f"Battery {batt} percent.", cls=LL, box=(1004 if pct else 930, 40, 1040, 100), pkg=SYSUI,
                 rid="com.android.systemui:id/battery")

    def add(self, text: str | None = None, desc: str | None = None, cls: str = TV, *, h: int = 110,
            x: tuple[int, int] = (42, 1038), same: bool = False, box: tuple[int, int, int, int] | None = None,
            pkg: str | None = None, rid: str | None = None, hint: str | None = None, click: bool = False,
            lclick: bool = False, edit: bool = False, focus: bool = False, focusable: bool | None = None,
            scroll: bool = False, checkable: bool = False, checked: bool = False, sel: bool = False,
            enabled: bool = True, gap: int = 0) -> Scr:
        if box is None:
            y0 = self._row if same else self.y + gap
            box = (x[0], y0, x[1], y0 + h)
            self._row = y0
            self.y = max(self.y, y0 + h)
            if y0 >= BOTTOM:
                return self
            if y0 + h > BOTTOM + 63:
                box = (x[0], y0, x[1], BOTTOM + 63)
        if rid is not None and ":" not in rid:
            rid = f"{pkg or self.pkg}:{rid}"
        self.els.append({"text": text, "desc": desc, "cls": cls, "box": box, "pkg": pkg or self.pkg, "rid": rid,
                         "hint": hint, "click": click, "lclick": lclick, "edit": edit, "focus": focus,
                         "focusable": click or edit if focusable is None else focusable, "scroll": scroll,
                         "checkable": checkable, "checked": checked, "sel": sel, "enabled": enabled})
        return self

    def skip(self, h: int) -> Scr:
        self.y += h
        return self

    def find(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if key in (e["text"], e["desc"], e["hint"])]
        if not hits:
            hits = [i for i, e in enumerate(self.els) if key in (e["text"] or "") or key in (e["desc"] or "")]
        if len(hits) <= nth:
            raise KeyError(key)
        return hits[nth]

    def find_rid(self, rid: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if (e["rid"] or "").endswith(rid)]
        return hits[nth]

    def render(self) -> str:
        return "\n".join(f"UI element {i}: {fmt(e)}" for i, e in enumerate(self.els))


def act(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw})


class Traj:
    """A trajectory: the start screen, then (action, next screen) turns; indices come from the previous screen."""

    def __init__(self, start: Scr) -> None:
        self.state = start.render()
        self.prev = start
        self.turns: list[tuple[str, str]] = []

    def step(self, action: str, scr: Scr) -> None:
        self.turns.append((action, scr.render()))
        self.prev = scr

    def click(self, key: str, scr: Scr, nth: int = 0) -> None:
        self.step(act("click", index=self.prev.find(key, nth)), scr)

    def click_rid(self, rid: str, scr: Scr, nth: int = 0) -> None:
        self.step(act("click", index=self.prev.find_rid(rid, nth)), scr)

    def type_rid(self, rid: str, text: str, scr: Scr) -> None:
        self.step(act("input_text", text=text, index=self.prev.find_rid(rid)), scr)

    def long_press(self, key: str, scr: Scr, nth: int = 0) -> None:
        self.step(act("long_press", index=self.prev.find(key, nth)), scr)

    def type(self, key: str, text: str, scr: Scr, nth: int = 0) -> None:
        self.step(act("input_text", text=text, index=self.prev.find(key, nth)), scr)

    def back(self, scr: Scr) -> None:
        self.step(act("navigate_back"), scr)

    def home(self, scr: Scr) -> None:
        self.step(act("navigate_home"), scr)

    def enter(self, scr: Scr) -> None:
        self.step(act("keyboard_enter"), scr)

    def wait(self, scr: Scr) -> None:
        self.step(act("wait"), scr)

    def scroll(self, direction: str, scr: Scr) -> None:
        self.step(act("scroll", direction=direction), scr)

    def open(self, app: str, scr: Scr) -> None:
        self.step(act("open_app", app_name=app), scr)


def item(s: Scr, title: str, sub: str | None = None, *, x0: int = 189, icon: str | None = None, h: int = 64,
         sh: int = 52, pad: int = 66, trid: str = "android:id/title", srid: str = "android:id/summary",
         click: bool = False) -> None:
    """A two-line list row (title and summary) as Settings-style preferences render it."""
    y0 = s.y
    if icon is not None and y0 + 40 < BOTTOM:
        s.add(desc=icon, cls=IV, box=(63, y0 + 40, 126, y0 + 103), rid="android:id/icon")
    s.add(title, cls=TV, h=h, x=(x0, 1006), gap=pad // 2, rid=trid, click=click)
    if sub is not None:
        s.add(sub, cls=TV, h=sh, x=(x0, 1006), rid=srid)
    s.skip(pad // 2)


def launcher(clock: str, batt: int = 78) -> Scr:
    s = Scr("com.google.android.apps.nexuslauncher", clock, batt)
    s.add("Fri, Oct 20", cls=TV, h=80, x=(63, 520), gap=60, rid="id/date")
    s.add("62°F", cls=TV, h=80, x=(560, 700), same=True)
    row = [("Phone", "Messages", "Chrome", "Camera"), ("Photos", "Clock", "Settings", "Files")]
    y = 1640
    for r in row:
        for i, name in enumerate(r):
            x = 40 + i * 255
            s.add(name, name, cls=TV, box=(x, y, x + 235, y + 250), click=True, lclick=True)
        y += 290
    s.add(desc="Google search", cls=FL, box=(63, 2210, 1017, 2320), click=True, rid="id/search_container_hotseat")
    return s


def navup(s: Scr, desc: str = "Navigate up") -> None:
    s.add(desc=desc, cls=IB, box=(21, 157, 147, 283), click=True)


# ---------------------------------------------------------------- 01 Settings (clean)
SET = "com.android.settings"


def set_switch(s: Scr, title: str, sub: str, on: bool) -> None:
    y0 = s.y
    item(s, title, sub, x0=63)
    if y0 + 50 < BOTTOM:
        s.add(cls=SW, box=(891, y0 + 52, 1017, y0 + 148), rid="android:id/switch_widget", checkable=True,
              checked=on, click=True)


def set_home(clk: str, batt: int, pct: bool = False) -> Scr:
    s = Scr(SET, clk, batt, pct=pct)
    s.add("Settings", h=150, x=(63, 1017), gap=40, rid="id/homepage_title")
    s.add("Search settings", h=140, x=(63, 1017), gap=20, click=True, rid="id/search_action_bar_title")
    s.add(cls=RV, box=(0, s.y + 20, 1080, 2400), scroll=True, rid="id/recycler_view")
    s.skip(20)
    for t, sub, ic in [("Network & internet", "Mobile, Wi‑Fi, hotspot", "Network & internet"),
                       ("Connected devices", "Bluetooth, pairing", "Connected devices"),
                       ("Apps", "Assistant, recent apps, default apps", "Apps"),
                       ("Notifications", "Notification history, conversations", "Notifications"),
                       ("Battery", f"{batt}%", "Battery"),
                       ("Storage", "34% used - 42.18 GB free", "Storage"),
                       ("Sound & vibration", "Volume, haptics, Do Not Disturb", "Sound & vibration"),
                       ("Display", "Dark theme, font size, brightness", "Display"),
                       ("Wallpaper & style", "Colors, themed icons, app grid", "Wallpaper & style"),
                       ("Accessibility", "Display, interaction, audio", "Accessibility")]:
        item(s, t, sub, icon=ic, pad=76)
    return s


def set_display(clk: str, batt: int, dark: bool, timeout: str) -> Scr:
    s = Scr(SET, clk, batt)
    navup(s)
    s.add("Display", h=150, x=(63, 1017), gap=180, rid="id/collapsing_toolbar")
    s.add(cls=RV, box=(0, s.y, 1080, 2400), scroll=True, rid="id/recycler_view")
    s.add("Brightness", h=60, x=(63, 1017), gap=40, rid="android:id/title")
    item(s, "Brightness level", "47%", x0=63)
    set_switch(s, "Adaptive brightness", "Optimize brightness level for the light", True)
    s.add("Lock display", h=60, x=(63, 1017), gap=30, rid="android:id/title")
    item(s, "Lock screen", "Show all notification content", x0=63)
    item(s, "Screen timeout", f"After {timeout} of inactivity", x0=63)
    s.add("Appearance", h=60, x=(63, 1017), gap=30, rid="android:id/title")
    set_switch(s, "Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically", dark)
    item(s, "Display size and text", "Font size, bold text", x0=63)
    s.add("Other display controls", h=60, x=(63, 1017), gap=30, rid="android:id/title")
    set_switch(s, "Auto-rotate screen", "Off", False)
    item(s, "Screen saver", "Clock", x0=63)
    return s


def set_timeout(clk: str, batt: int, chosen: str) -> Scr:
    s = Scr(SET, clk, batt)
    navup(s)
    s.add("Screen timeout", h=150, x=(63, 1017), gap=180, rid="id/collapsing_toolbar")
    s.add(cls=RV, box=(0, s.y, 1080, 2400), scroll=True, rid="id/recycler_view")
    s.add(desc="Screen timeout illustration", cls=IV, h=420, x=(63, 1017), gap=20, rid="id/illustration_lottie")
    set_switch(s, "Screen attention", "Off / Screen won't turn off if you're looking at it", False)
    s.add("Screen timeout", h=60, x=(63, 1017), gap=30, rid="android:id/title")
    for opt in ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]:
        s.add(opt, cls=RB, h=150, x=(63, 1017), rid="android:id/title", checkable=True, checked=opt == chosen,
              click=True)
    return s


def set_battery(clk: str, batt: int, pct: bool) -> Scr:
    s = Scr(SET, clk, batt, pct=pct)
    navup(s)
    s.add("Battery", h=150, x=(63, 1017), gap=180, rid="id/collapsing_toolbar")
    s.add(cls=RV, box=(0, s.y, 1080, 2400), scroll=True, rid="id/recycler_view")
    s.add(f"{batt}%", h=130, x=(63, 600), gap=30, rid="id/usage_summary")
    s.add("About 18 hr left", h=60, x=(63, 1017), rid="id/summary1")
    s.add(desc="Battery level", cls="android.widget.ProgressBar", h=40, x=(63, 1017), gap=20,
          rid="id/battery_progressbar")
    item(s, "Battery usage", "View usage from last full charge", x0=63)
    item(s, "Battery Saver", "Off", x0=63)
    item(s, "Adaptive preferences", "Adaptive Battery, Adaptive Charging", x0=63)
    set_switch(s, "Battery percentage", "Show battery percentage in status bar", pct)
    s.add("Battery percentage is based on a full charge. Last full charge was 7 hr ago.", h=120,
          x=(63, 1017), gap=40, rid="android:id/title")
    return s


def t01() -> dict[str, Any]:
    t = Traj(set_home("10:02", 84))
    t.click("Display", set_display("10:02", 84, False, "30 seconds"))
    t.click("Dark theme", set_display("10:02", 84, True, "30 seconds"))
    t.click("Screen timeout", set_timeout("10:03", 84, "30 seconds"))
    t.click("5 minutes", set_timeout("10:03", 84, "5 minutes"))
    t.back(set_display("10:03", 83, True, "5 minutes"))
    t.back(set_home("10:03", 83))
    t.click("Battery", set_battery("10:04", 83, False))
    t.click("Battery percentage", set_battery("10:04", 83, True))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 02 Simple Calendar Pro (bad)
SC = "com.simplemobiletools.calendar.pro"
DOW = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
SC_EVENTS = [
    ("Tuesday, October 17", "Team standup", "09:30 - 09:45", "Zoom"),
    ("Tuesday, October 17", "Lunch with Priya", "12:30 - 13:30", "Tartine Manufactory"),
    ("Thursday, October 19", "Sprint planning", "14:00 - 15:30", "Room 4B"),
    ("Saturday, October 21", "Farmers market", "09:00 - 11:00", "Ferry Building"),
    ("Tuesday, October 24", "Yoga class", "18:00 - 19:00", "Mission Yoga"),
    ("Thursday, October 26", "Car service", "08:30 - 10:00", "Toyota of SF"),
    ("Saturday, October 28", "Halloween party – Sam's", "20:00 - 23:30", "1288 Alabama St"),
    ("Thursday, November 2", "Quarterly review", "10:00 - 11:30", "Room 2A"),
    ("Thursday, November 9", "Dad's birthday", "All-day", ""),
    ("Friday, November 10", "Flight to Chicago UA 1542", "07:15 - 13:28", "SFO Terminal 3"),
    ("Friday, November 10", "Dinner with Eli & Rosa", "19:30 - 21:30", "Girl & the Goat"),
]


def sc_list(clk: str, events: list[tuple[str, str, str, str]], first: int = 0) -> Scr:
    s = Scr(SC, clk, 71)
    s.add(None, cls=ET, hint="Search", h=126, x=(42, 780), gap=21, click=True, rid="id/top_toolbar_search")
    s.add(desc="Change view", cls=BTN, h=126, x=(790, 905), same=True, click=True, rid="id/change_view")
    s.add(desc="More options", cls=IB, h=126, x=(915, 1038), same=True, click=True)
    s.add(cls=RV, box=(0, s.y + 21, 1080, 2337), scroll=True, rid="id/calendar_events_list")
    s.skip(21)
    last = None
    for head, title, tm, loc in events[first:]:
        if head != last:
            s.add(head, h=84, x=(63, 1017), gap=24, rid="id/event_section_title")
            last = head
        s.add(title, h=66, x=(105, 1017), gap=18, click=True, lclick=True, rid="id/event_item_title")
        s.add(tm, h=52, x=(105, 1017), rid="id/event_item_time")
        if loc:
            s.add(loc, h=52, x=(105, 1017), rid="id/event_item_description")
    s.add(desc="New Event", cls=IB, box=(859, 2137, 1017, 2295), click=True, rid="id/calendar_fab")
    return s


def sc_edit(clk: str, title: str | None, date: str, new: bool = True, focus: bool = False) -> Scr:
    s = Scr(SC, clk, 71)
    navup(s, "Back")
    s.add("New Event" if new else "Edit Event", box=(189, 178, 700, 262), rid="id/toolbar_title")
    if not new:
        s.add(desc="Delete", cls=BTN, box=(733, 157, 859, 283), click=True, rid="id/delete")
        s.add(desc="Duplicate event", cls=BTN, box=(607, 157, 733, 283), click=True, rid="id/duplicate")
    s.add(desc="Save", cls=BTN, box=(891, 157, 1017, 283), click=True, rid="id/save")
    s.y = 283
    s.add(title, cls=ET, hint="Title", h=140, gap=30, click=True, edit=True, focus=focus, rid="id/event_title")
    s.add(None, cls=ET, hint="Location", h=140, gap=10, click=True, edit=True, rid="id/event_location")
    s.add(None, cls=ET, hint="Description", h=140, gap=10, click=True, edit=True, rid="id/event_description")
    s.add("All-day", cls=SW, h=130, gap=30, click=True, checkable=True, rid="id/event_all_day")
    s.add(date, h=130, x=(147, 700), gap=10, click=True, rid="id/event_start_date")
    s.add("12:00", h=130, x=(760, 1017), same=True, click=True, rid="id/event_start_time")
    s.add(date, h=130, x=(147, 700), click=True, rid="id/event_end_date")
    s.add("13:00", h=130, x=(760, 1017), same=True, click=True, rid="id/event_end_time")
    s.add("America/Los_Angeles", h=130, x=(147, 1017), click=True, rid="id/event_time_zone")
    s.add("10 minutes before", h=130, x=(147, 1017), gap=30, click=True, rid="id/event_reminder_1")
    s.add("Add another reminder", h=130, x=(147, 1017), click=True, rid="id/event_reminder_2")
    s.add("No repetition", h=130, x=(147, 1017), gap=30, click=True, rid="id/event_repetition")
    s.add("Add another attendee", h=130, x=(147, 1017), gap=30, click=True, rid="id/event_attendees_holder")
    s.add("Regular event", h=130, x=(147, 1017), gap=30, click=True, rid="id/event_type")
    s.add("Busy", h=130, x=(147, 1017), click=True, rid="id/event_availability")
    return s


def sc_picker(clk: str, day: int) -> Scr:
    s = Scr(SC, clk, 71)
    s.add("2023", box=(105, 560, 975, 630), click=True, rid="android:id/date_picker_header_year")
    s.add(f"{DOW[(day - 1) % 7]}, Oct {day}", box=(105, 640, 975, 770), rid="android:id/date_picker_header_date")
    s.add(desc="Previous month", cls=IB, box=(105, 800, 231, 926), click=True, rid="android:id/prev")
    s.add("October 2023", box=(231, 800, 849, 926), rid="android:id/month_view")
    s.add(desc="Next month", cls=IB, box=(849, 800, 975, 926), click=True, rid="android:id/next")
    for d in range(1, 32):
        col, row = (d - 1) % 7, (d - 1) // 7
        x, y = 105 + col * 124, 1010 + row * 116
        s.add(str(d), desc=f"{d} October 2023", cls=VIEW, box=(x, y, x + 124, y + 116), click=True,
              checkable=True, checked=d == day, sel=d == day)
    s.add("Cancel", cls=BTN, box=(549, 1750, 759, 1876), click=True, rid="android:id/button2")
    s.add("OK", cls=BTN, box=(765, 1750, 975, 1876), click=True, rid="android:id/button1")
    return s


def t02() -> dict[str, Any]:
    ev = list(SC_EVENTS)
    t = Traj(sc_list("11:07", ev))
    t.click("New Event", sc_edit("11:07", None, "Tue, Oct 17, 2023", focus=True))
    name = "Dentist – Dr. Okafor"
    t.type("Title", name, sc_edit("11:07", name, "Tue, Oct 17, 2023", focus=True))
    t.click("Tue, Oct 17, 2023", sc_picker("11:08", 17))
    t.click("24", sc_picker("11:08", 24))
    t.click("OK", sc_edit("11:08", name, "Tue, Oct 24, 2023"))
    ev.insert(4, ("Tuesday, October 24", name, "12:00 - 13:00", ""))
    t.click("Save", sc_list("11:08", ev))
    t.click(name, sc_edit("11:09", name, "Wed, Oct 25, 2023", new=False))  # contradiction: saved for Oct 24
    t.back(sc_list("11:09", ev))
    t.scroll("down", sc_list("11:09", ev, first=6))
    return {"t": t, "bad": True, "turn": 7,
            "kind": "The event saved for Tue, Oct 24 (and listed under Tuesday, October 24) reopens with start and end date Wed, Oct 25, 2023."}


# ---------------------------------------------------------------- 03 Contacts (bad)
CT = "com.google.android.contacts"
CT_NAMES = ["Aaron Whitfield", "Adaeze Nwosu", "Ben Kowalski", "Carla Mendes", "Dev Malhotra", "Grace Liu",
            "Hiroshi Tanaka", "Jamal Greene", "Leah Okonkwo", "Marisol Ferreira", "Nate Brennan", "Olivia Park",
            "Priya Raman", "Quentin Dubois"]


def ct_bottom(s: Scr) -> None:
    for i, (lab, sel) in enumerate([("Contacts", True), ("Highlights", False), ("Fix & manage", False)]):
        s.add(lab, desc=lab, cls=FL, box=(i * 360, 2211, i * 360 + 360, 2337), click=True, sel=sel,
              rid="id/navigation_bar_item_large_label_view")


def ct_list(clk: str) -> Scr:
    s = Scr(CT, clk, 66)
    s.add("Search contacts", h=136, x=(42, 880), gap=30, click=True, rid="id/open_search_bar_text_view")
    s.add(desc="Account and settings", cls=IV, h=136, x=(900, 1038), same=True, click=True,
          rid="id/og_apd_internal_image_view")
    s.add("ines.moreau@gmail.com · 214 contacts", h=70, x=(63, 1017), gap=20, rid="id/account_header")
    s.add(cls=RV, box=(0, s.y, 1080, 2211), scroll=True, rid="id/contacts_list")
    for n in CT_NAMES:
        if s.y + 147 > 2211:
            break
        s.add(n, h=147, x=(231, 1017), click=True, lclick=True, rid="id/cliv_name_textview")
    s.add(desc="Create contact", cls=IB, box=(859, 2030, 1017, 2188), click=True, rid="id/floating_action_button")
    ct_bottom(s)
    return s


def ct_detail(clk: str, phone: str, email: str) -> Scr:
    s = Scr(CT, clk, 66)
    navup(s)
    s.add(desc="Edit contact", cls=IB, box=(639, 157, 765, 283), click=True, rid="id/menu_edit")
    s.add(desc="Add to favorites", cls=IB, box=(765, 157, 891, 283), click=True, rid="id/menu_star")
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(desc="Marisol Ferreira contact photo", cls=IV, h=300, x=(390, 690), gap=40, rid="id/photo")
    s.add("Marisol Ferreira", h=110, x=(63, 1017), gap=30, rid="id/large_title")
    s.add("Lumen Analytics", h=60, x=(63, 1017), rid="id/company")
    for i, lab in enumerate(["Call", "Text", "Video", "Email"]):
        s.add(lab, desc=lab, cls=BTN, h=190, x=(42 + i * 249, 282 + i * 249), same=i > 0, gap=50, click=True,
              rid="id/action_button")
    s.add("Contact info", h=80, x=(63, 1017), gap=40, rid="id/header")
    s.add(phone, h=66, x=(189, 880), gap=30, click=True, lclick=True, rid="id/header")
    s.add(desc="Send message", cls=IB, h=126, x=(891, 1017), same=True, click=True, rid="id/icon_alternate")
    s.add("Mobile", h=52, x=(189, 880), rid="id/sub_header")
    s.add(email, h=66, x=(189, 1017), gap=40, click=True, lclick=True, rid="id/header")
    s.add("Work", h=52, x=(189, 1017), rid="id/sub_header")
    s.add("2150 Shattuck Ave, Berkeley, CA 94704", h=66, x=(189, 880), gap=40, click=True, rid="id/header")
    s.add(desc="Directions", cls=IB, h=126, x=(891, 1017), same=True, click=True, rid="id/icon_alternate")
    s.add("Work", h=52, x=(189, 880), rid="id/sub_header")
    s.add("March 3, 1991", h=66, x=(189, 1017), gap=40, rid="id/header")
    s.add("Birthday", h=52, x=(189, 1017), rid="id/sub_header")
    s.add("Contact settings", h=80, x=(63, 1017), gap=60, rid="id/header")
    s.add("Route to voicemail", h=66, x=(189, 1017), gap=30, click=True, rid="id/header")
    s.add("Set ringtone", h=66, x=(189, 1017), gap=40, click=True, rid="id/header")
    return s


def ct_edit(clk: str, phone: str, email: str, focus_email: bool = False) -> Scr:
    s = Scr(CT, clk, 66)
    s.add(desc="Cancel", cls=IB, box=(21, 157, 147, 283), click=True)
    s.add("Edit contact", box=(189, 178, 650, 262), rid="id/toolbar_title")
    s.add("Save", cls=BTN, box=(786, 168, 1017, 273), click=True, rid="id/toolbar_button")
    s.y = 283
    s.add("Saving to ines.moreau@gmail.com", h=70, x=(63, 1017), gap=20, rid="id/account_header")
    s.add(desc="Change picture", cls=IV, h=230, x=(425, 655), gap=30, click=True, rid="id/photo")
    for val, hint in [("Marisol", "First name"), ("Ferreira", "Last name"), ("Lumen Analytics", "Company")]:
        s.add(val, cls=ET, hint=hint, h=160, x=(189, 1017), gap=20, click=True, edit=True, rid="id/edit_text")
    s.add(phone, cls=ET, hint="Phone", h=160, x=(189, 1017), gap=50, click=True, edit=True, rid="id/edit_text")
    s.add("Mobile", cls="android.widget.Spinner", h=120, x=(189, 600), gap=10, click=True, rid="id/spinner")
    s.add(email, cls=ET, hint="Email", h=160, x=(189, 1017), gap=40, click=True, edit=True, focus=focus_email,
          rid="id/edit_text")
    s.add("Work", cls="android.widget.Spinner", h=120, x=(189, 600), gap=10, click=True, rid="id/spinner")
    s.add("2150 Shattuck Ave, Berkeley, CA 94704", cls=ET, hint="Address", h=160, x=(189, 1017), gap=40,
          click=True, edit=True, rid="id/edit_text")
    s.add("Work", cls="android.widget.Spinner", h=120, x=(189, 600), gap=10, click=True, rid="id/spinner")
    s.add("March 3, 1991", cls=ET, hint="Significant date", h=160, x=(189, 1017), gap=40, click=True,
          rid="id/edit_text")
    s.add("More fields", cls=BTN, h=126, x=(63, 400), gap=40, click=True, rid="id/more_fields")
    return s


def ct_search(clk: str, query: str | None, results: list[tuple[str, str]]) -> Scr:
    s = Scr(CT, clk, 66)
    navup(s, "Back")
    s.add(query, cls=ET, hint="Search contacts", box=(168, 168, 900, 273), click=True, edit=True, focus=True,
          rid="id/search_view")
    if query:
        s.add(desc="Clear search", cls=IB, box=(910, 157, 1036, 283), click=True, rid="id/search_close_btn")
    s.y = 283
    if results:
        s.add("Contacts", h=80, x=(63, 1017), gap=30, rid="id/header")
        for name, sub in results:
            s.add(name, h=70, x=(231, 1017), gap=30, click=True, rid="id/cliv_name_textview")
            s.add(sub, h=52, x=(231, 1017), rid="id/cliv_data_view")
    return s


def t03() -> dict[str, Any]:
    ph, em, em2 = "(650) 555-0187", "marisol.ferreira@lumen.io", "m.ferreira@lumenanalytics.com"
    t = Traj(ct_list("14:21"))
    t.click("Marisol Ferreira", ct_detail("14:21", ph, em))
    t.click("Edit contact", ct_edit("14:22", ph, em))
    t.type(em, em2, ct_edit("14:22", ph, em2, focus_email=True))
    t.click("Save", ct_detail("14:22", "(650) 555-0178", em2))  # contradiction: phone untouched, was 0187
    t.back(ct_list("14:23"))
    t.click("Search contacts", ct_search("14:23", None, []))
    t.type("Search contacts", "Ferr", ct_search("14:23", "Ferr", [("Marisol Ferreira", "Mobile (650) 555-0178"),
                                                                   ("Tomás Ferro", "Mobile (415) 555-0162")]))
    return {"t": t, "bad": True, "turn": 4,
            "kind": "After saving an edit that changed only the email, the contact's untouched mobile number shows as (650) 555-0178 instead of (650) 555-0187."}


# ---------------------------------------------------------------- 04 Joplin (clean)
JP = "net.cozic.joplin"
JP_BODY = {
    "Vendor shortlist": ["## Payroll", "- Gusto — $6/employee/mo + $40 base", "- Rippling — quote pending (call Thu 10/26)",
                         "- Justworks — $59/employee/mo (PEO)", "", "## Expense management",
                         "- Ramp — free tier, card + reimbursements", "- Brex — ruled out (minimum balance $25k)", "",
                         "Decision owner: Leah · due 11/03"],
}
JP_PERSONAL = ["Passport renewal checklist", "Gift ideas – December", "Book list 2023", "Apartment move – boxes",
               "Recipes to try", "Bike maintenance log", "Tax documents 2022", "Wi-Fi & router settings",
               "Garden planting plan", "Vet – Miso vaccinations", "Car insurance comparison", "Weekend in Sonoma",
               "Running plan – half marathon", "Phone numbers (old SIM)"]


def jp_bar(s: Scr, title: str, selecting: int = 0) -> None:
    if selecting:
        s.add(desc="Cancel selection", cls=VG, box=(21, 157, 147, 283), click=True)
        s.add(f"{selecting} selected", box=(189, 178, 560, 262))
        for i, d in enumerate(["Duplicate", "Move to notebook", "Delete"]):
            s.add(desc=d, cls=VG, box=(639 + i * 126, 157, 765 + i * 126, 283), click=True)
    else:
        s.add(desc="Sidebar", cls=VG, box=(21, 157, 147, 283), click=True)
        s.add(title, box=(189, 178, 700, 262))
        s.add(desc="Search", cls=VG, box=(765, 157, 891, 283), click=True)
        s.add(desc="Actions", cls=VG, box=(891, 157, 1017, 283), click=True)
    s.y = 283


def jp_list(clk: str, title: str, notes: list[str], selected: str | None = None) -> Scr:
    s = Scr(JP, clk, 90)
    jp_bar(s, title, 1 if selected else 0)
    s.add(cls="android.widget.ScrollView", box=(0, 283, 1080, 2337), scroll=True)
    for n in notes:
        s.add(n, cls=TV, h=130, x=(42, 1038), click=True, lclick=True, sel=n == selected)
    if not selected:
        s.add(desc="Add new", cls=VG, box=(859, 2137, 1017, 2295), click=True)
    return s


def jp_note(clk: str, title: str, body: list[str], edit: bool = False) -> Scr:
    s = Scr(JP, clk, 90)
    s.add(desc="Back", cls=VG, box=(21, 157, 147, 283), click=True)
    if edit:
        s.add(desc="Undo", cls=VG, box=(513, 157, 639, 283), click=True)
        s.add(desc="Redo", cls=VG, box=(639, 157, 765, 283), click=True, enabled=False)
    s.add(desc="Attach", cls=VG, box=(765, 157, 891, 283), click=True)
    s.add(desc="Actions", cls=VG, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(title, cls=ET, h=130, x=(42, 1038), gap=10, click=True, edit=True, focus=edit, rid=None)
    s.add("Work", h=60, x=(42, 1038), rid=None)
    if edit:
        s.add("\n".join(body), cls=ET, h=1200, x=(42, 1038), gap=20, click=True, edit=True)
    else:
        s.add(cls="android.webkit.WebView", box=(0, s.y + 20, 1080, 2337), scroll=True)
        s.skip(20)
        for ln in body:
            if not ln:
                s.skip(30)
                continue
            if ln.startswith("## "):
                s.add(ln[3:], cls=VIEW, h=90, x=(42, 1038), gap=20)
            elif ln.startswith("- "):
                s.add(ln[2:], cls=VIEW, h=70, x=(105, 1038))
            else:
                s.add(ln, cls=VIEW, h=70, x=(42, 1038))
        s.add(desc="Edit", cls=VG, box=(859, 2137, 1017, 2295), click=True)
    return s


def jp_side(clk: str, work: int, trash: int) -> Scr:
    s = Scr(JP, clk, 90)
    s.add(cls="android.widget.ScrollView", box=(0, 136, 810, 2337), scroll=True)
    s.add("Joplin", h=130, x=(42, 780), gap=30)
    s.add("All notes", h=120, x=(42, 780), gap=20, click=True)
    s.add("Notebooks", h=100, x=(42, 780), gap=20)
    for nb, n in [("Personal", len(JP_PERSONAL)), ("Work", work), ("Trash", trash)]:
        s.add(nb, h=120, x=(84, 680), click=True, lclick=True)
        s.add(str(n), h=120, x=(690, 780), same=True)
    s.add("Synchronise", cls=VG, h=120, x=(42, 780), gap=700, click=True)
    s.add("Last sync: 20/10/2023 09:41", h=70, x=(42, 780))
    s.add("Configuration", cls=VG, h=120, x=(42, 780), gap=20, click=True)
    return s


def t04() -> dict[str, Any]:
    notes = ["Q4 roadmap draft", "1:1 notes – Leah", "Vendor shortlist", "Offsite agenda"]
    body = JP_BODY["Vendor shortlist"]
    new = "Vendor shortlist (final)"
    t = Traj(jp_list("09:52", "Work", notes))
    t.click("Vendor shortlist", jp_note("09:52", "Vendor shortlist", body))
    t.click("Edit", jp_note("09:53", "Vendor shortlist", body, edit=True))
    t.type("Vendor shortlist", new, jp_note("09:53", new, body, edit=True))
    t.back(jp_note("09:53", new, body))
    notes = [new, "Q4 roadmap draft", "1:1 notes – Leah", "Offsite agenda"]
    t.back(jp_list("09:54", "Work", notes))
    t.long_press("Offsite agenda", jp_list("09:54", "Work", notes, selected="Offsite agenda"))
    dlg = jp_list("09:54", "Work", notes, selected="Offsite agenda")
    dlg.add("Confirmation", box=(105, 960, 975, 1050))
    dlg.add("Move 1 note to the trash? Notes in the trash are permanently deleted after 30 days.",
            box=(105, 1070, 975, 1240))
    dlg.add("CANCEL", cls=BTN, box=(560, 1280, 760, 1400), click=True)
    dlg.add("OK", cls=BTN, box=(775, 1280, 975, 1400), click=True)
    t.click("Delete", dlg)
    notes = notes[:3]
    t.click("OK", jp_list("09:54", "Work", notes))
    t.click("Sidebar", jp_side("09:55", 3, 1))
    t.click("Personal", jp_list("09:55", "Personal", JP_PERSONAL))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 05 Clock (clean)
DC = "com.google.android.deskclock"
DC_NOTIF = ("Clock notification: Pasta timer",)


def dc_frame(clk: str, tab: str, title: str) -> Scr:
    s = Scr(DC, clk, 58, notif=DC_NOTIF)
    s.add(title, box=(63, 178, 700, 262), rid="id/action_bar_title")
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    return s


def dc_tabs(s: Scr, tab: str) -> None:
    for i, lab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 216, 2190, i * 216 + 216, 2337), click=True, sel=lab == tab,
              rid="id/navigation_bar_item_large_label_view")


def mmss(sec: int) -> str:
    return f"{sec // 60}:{sec % 60:02d}"


def dc_timer(clk: str, remaining: int, running: bool) -> Scr:
    s = dc_frame(clk, "Timer", "Timer")
    s.add("Pasta", h=90, x=(105, 975), gap=120, click=True, rid="id/timer_label")
    s.add(desc="Delete", cls=IB, h=126, x=(870, 996), same=True, click=True, rid="id/delete_timer")
    s.add(mmss(remaining), h=260, x=(240, 840), gap=260, click=True, rid="id/timer_time_text")
    s.add(desc="Timer progress", cls=VIEW, box=(180, 560, 900, 1280), rid="id/timer_progress")
    s.add("+1:00" if running else "Reset", cls=BTN, h=126, x=(400, 680), gap=260, click=True,
          rid="id/timer_add_time" if running else "id/reset_add")
    s.add(desc="Pause" if running else "Start", cls=IB, box=(414, 1940, 666, 2108), click=True, rid="id/fab")
    s.add(desc="Add timer", cls=IB, box=(780, 1970, 906, 2096), click=True, rid="id/left_button")
    dc_tabs(s, "Timer")
    return s


DC_ALARMS = [("6:30 AM", "Mon, Tue, Wed, Thu, Fri", "Work", True),
             ("7:15 AM", "Sat, Sun", "Long run", False),
             ("9:00 PM", "Every day", "Pills", True)]


def dc_alarms(clk: str, alarms: list[tuple[str, str, str, bool]], toast: str | None = None) -> Scr:
    s = dc_frame(clk, "Alarm", "Alarm")
    s.add(cls=RV, box=(0, 283, 1080, 2190), scroll=True, rid="id/alarm_recycler_view")
    for tm, days, label, on in alarms:
        s.add(label, h=60, x=(63, 800), gap=50, click=True, rid="id/edit_label")
        s.add(desc="Expand alarm", cls=IB, h=100, x=(891, 1017), same=True, click=True, rid="id/arrow")
        s.add(tm, h=150, x=(63, 800), click=True, rid="id/digital_clock")
        s.add(cls=SW, h=110, x=(870, 1017), same=True, click=True, checkable=True, checked=on, rid="id/onoff")
        s.add(days, h=60, x=(63, 800), rid="id/days_of_week")
    if toast:
        s.add(toast, box=(63, 1980, 1017, 2100), rid="id/snackbar_text")
    s.add(desc="Add alarm", cls=IB, box=(414, 1940, 666, 2108) if not toast else (414, 1780, 666, 1948),
          click=True, rid="id/fab")
    dc_tabs(s, "Alarm")
    return s


def dc_stopwatch(clk: str) -> Scr:
    s = dc_frame(clk, "Stopwatch", "Stopwatch")
    s.add(desc="Stopwatch", cls=VIEW, box=(180, 560, 900, 1280), rid="id/stopwatch_circle")
    s.add("0:00", h=220, x=(260, 760), gap=520, rid="id/stopwatch_time_text")
    s.add("00", h=120, x=(770, 880), same=True, rid="id/stopwatch_hundredths_text")
    s.add(desc="Start", cls=IB, box=(414, 1940, 666, 2108), click=True, rid="id/fab")
    dc_tabs(s, "Stopwatch")
    return s


def t05() -> dict[str, Any]:
    t = Traj(dc_timer("12:14", 462, True))               # 12:14:20
    t.click("+1:00", dc_timer("12:14", 517, True))       # +5 s, then one minute added
    t.click("Alarm", dc_alarms("12:14", DC_ALARMS))
    on = [a if a[0] != "7:15 AM" else (a[0], a[1], a[2], True) for a in DC_ALARMS]
    t.click_rid("id/onoff", dc_alarms("12:14", on, "Alarm set for 19 hours and 1 minute from now."), nth=1)
    t.click("Timer", dc_timer("12:14", 492, True))       # +30 s
    t.click("Pause", dc_timer("12:14", 486, False))      # +36 s
    t.wait(dc_timer("12:15", 486, False))
    t.click("Stopwatch", dc_stopwatch("12:15"))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 06 OpenTracks (bad)
OT = "de.dennisguse.opentracks"
OT_TRACKS = [("Morning run", "running", "5.21 km", "32:10", "Oct 19, 2023 7:02 AM"),
             ("Commute bike", "cycling", "11.84 km", "41:37", "Oct 18, 2023 8:15 AM"),
             ("Lands End hike", "hiking", "9.36 km", "2:48:05", "Oct 15, 2023 10:21 AM"),
             ("Evening run", "running", "7.02 km", "41:55", "Oct 13, 2023 6:40 PM"),
             ("Commute bike", "cycling", "11.79 km", "43:12", "Oct 12, 2023 8:11 AM"),
             ("Ocean Beach walk", "walking", "4.40 km", "58:21", "Oct 8, 2023 5:12 PM"),
             ("Mt. Davidson loop", "running", "6.48 km", "44:03", "Oct 6, 2023 7:05 AM"),
             ("Golden Gate ride", "cycling", "38.60 km", "1:52:44", "Oct 1, 2023 9:30 AM")]
OT_STATS = {
    "Morning run": [("Distance", "5.21", "km"), ("Total time", "32:10", ""), ("Moving time", "31:02", ""),
                    ("Average speed", "9.72", "km/h"), ("Average moving speed", "10.07", "km/h"),
                    ("Max speed", "15.30", "km/h"), ("Average pace", "6:10", "min/km"),
                    ("Average moving pace", "5:57", "min/km"), ("Elevation gain", "48", "m"),
                    ("Elevation loss", "51", "m"), ("Max elevation", "112", "m"), ("Min elevation", "3", "m")],
    "Commute bike": [("Distance", "11.84", "km"), ("Total time", "41:37", ""), ("Moving time", "38:50", ""),
                     ("Average speed", "17.07", "km/h"), ("Average moving speed", "18.29", "km/h"),
                     ("Max speed", "34.60", "km/h"), ("Elevation gain", "96", "m"), ("Elevation loss", "91", "m"),
                     ("Max elevation", "87", "m"), ("Min elevation", "12", "m")],
}


def ot_list(clk: str, tracks: list[tuple[str, str, str, str, str]]) -> Scr:
    s = Scr(OT, clk, 47)
    s.add("OpenTracks", box=(63, 178, 600, 262))
    for i, d in enumerate(["Search", "Aggregated statistics", "More options"]):
        s.add(desc=d, cls=BTN if i < 2 else IB, box=(639 + i * 126, 157, 765 + i * 126, 283), click=True)
    s.y = 283
    s.add(cls="android.widget.ListView", box=(0, 283, 1080, 2337), scroll=True, rid="id/track_list")
    for name, cat, dist, tm, when in tracks:
        s.add(desc=cat, cls=IV, h=100, x=(42, 142), gap=40, rid="id/list_item_icon")
        s.add(name, h=64, x=(168, 1017), same=True, click=True, lclick=True, rid="id/list_item_name")
        s.add(f"{tm} · {dist}", h=52, x=(168, 700), rid="id/list_item_time_distance")
        s.add(when, h=52, x=(168, 1017), rid="id/list_item_date")
        s.add(cat, h=52, x=(168, 1017), rid="id/list_item_category")
    s.add(desc="Start recording", cls=IB, box=(859, 2137, 1017, 2295), click=True, rid="id/track_list_fab_action")
    return s


def ot_stats(clk: str, title: str, key: str, cat: str, when: str, dist: str | None = None) -> Scr:
    s = Scr(OT, clk, 47)
    navup(s)
    s.add(title, box=(189, 178, 620, 262))
    for i, d in enumerate(["Edit", "Share", "More options"]):
        s.add(desc=d, cls=BTN if i < 2 else IB, box=(639 + i * 126, 157, 765 + i * 126, 283), click=True)
    s.y = 283
    for i, lab in enumerate(["Statistics", "Chart", "Map"]):
        s.add(lab, cls=LL, box=(i * 360, 283, i * 360 + 360, 409), click=True, sel=i == 0)
    s.y = 409
    s.add(cls="android.widget.ScrollView", box=(0, 409, 1080, 2337), scroll=True)
    s.add(desc=cat, cls=IV, h=100, x=(63, 163), gap=30, rid="id/stats_activity_type_icon")
    s.add(cat, h=100, x=(189, 1017), same=True, rid="id/stats_activity_type")
    s.add(f"Recorded {when}", h=60, x=(63, 1017), gap=10, rid="id/stats_start_datetime")
    for lab, val, unit in OT_STATS[key]:
        if lab == "Distance" and dist is not None:
            val = dist
        s.add(lab, h=52, x=(63, 1017), gap=26, rid="id/stats_label")
        s.add(val, h=90, x=(63, 600), rid="id/stats_value")
        if unit:
            s.add(unit, h=90, x=(610, 900), same=True, rid="id/stats_unit")
    return s


def ot_edit(clk: str, name: str, focus: bool) -> Scr:
    s = Scr(OT, clk, 47)
    navup(s)
    s.add("Edit track", box=(189, 178, 700, 262))
    s.y = 283
    s.add(name, cls=ET, hint="Name", h=160, gap=40, click=True, edit=True, focus=focus, rid="id/fields_name")
    s.add(desc="running", cls=IV, h=140, x=(42, 182), gap=40, click=True, rid="id/fields_activity_type_icon")
    s.add("running", cls="android.widget.AutoCompleteTextView", hint="Activity type", h=160, x=(200, 1038),
          same=True, click=True, edit=True, rid="id/fields_activity_type")
    s.add(None, cls=ET, hint="Description", h=300, gap=40, click=True, edit=True, rid="id/fields_description")
    s.add("Cancel", cls=BTN, h=126, x=(480, 740), gap=60, click=True, rid="id/fields_cancel")
    s.add("Save", cls=BTN, h=126, x=(760, 1017), same=True, click=True, rid="id/fields_save")
    return s


def t06() -> dict[str, Any]:
    tr = list(OT_TRACKS)
    when, new = tr[0][4], "Morning run – Presidio loop"
    t = Traj(ot_list("19:36", tr))
    t.click("Morning run", ot_stats("19:36", "Morning run", "Morning run", "running", when))
    t.click("Edit", ot_edit("19:36", "Morning run", False))
    t.type("Morning run", new, ot_edit("19:37", new, True))
    t.click("Save", ot_stats("19:37", new, "Morning run", "running", when))
    tr[0] = (new,) + tr[0][1:]
    t.back(ot_list("19:37", tr))
    t.click("Commute bike", ot_stats("19:37", "Commute bike", "Commute bike", "cycling", tr[1][4]))
    t.back(ot_list("19:38", tr))
    t.click(new, ot_stats("19:38", new, "Morning run", "running", when, dist="5.12"))  # contradiction
    return {"t": t, "bad": True, "turn": 8,
            "kind": "Reopened track 'Morning run – Presidio loop' shows a distance of 5.12 km, though its stats and the list showed 5.21 km and only its name was edited."}


# ---------------------------------------------------------------- 07 Messages (clean)
GM = "com.google.android.apps.messaging"
GM_CONVS = [("Mom", "Did you get the package? Dad says it shipped Tues", "10:41 AM"),
            ("Verizon", "Your bill is ready: $84.17 due 10/28. Pay at vz.to/3xQpay", "9:02 AM"),
            ("Alex Chen", "lol ok see you at 7", "Wed"),
            ("+1 (415) 555-0199", "G-482913 is your Google verification code.", "Tue"),
            ("Dana Whitfield", "Thanks for the ride!! 🙏", "Oct 15"),
            ("CVS Pharmacy", "Your prescription is ready for pickup at CVS, 731 Market St.", "Oct 12"),
            ("Leo Martins", "Photo", "Oct 9"),
            ("Sofia Reyes", "You: happy birthday!! 🎂", "Oct 4"),
            ("Golden Gate Dental", "Reminder: cleaning appt Mon 10/30 at 8:30a. Reply C to confirm", "Oct 2")]


def gm_list(clk: str, convs: list[tuple[str, str, str]], selected: str | None = None,
            snack: bool = False) -> Scr:
    s = Scr(GM, clk, 41)
    if selected:
        s.add(desc="Cancel selection", cls=IB, box=(21, 157, 147, 283), click=True)
        s.add("1", box=(189, 178, 400, 262))
        for i, d in enumerate(["Archive", "Delete", "Block", "More options"]):
            s.add(desc=d, cls=BTN if i < 3 else IB, box=(513 + i * 126, 157, 639 + i * 126, 283), click=True)
    else:
        s.add("Messages", box=(63, 178, 600, 262), rid="id/toolbar_title")
        s.add(desc="Search", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/action_zero_state_search")
        s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/list")
    for name, snip, tm in convs:
        s.add(desc=f"{name} avatar", cls=IV, h=126, x=(42, 168), gap=42, click=True, rid="id/conversation_icon")
        s.add(name, h=66, x=(210, 800), same=True, click=True, lclick=True, sel=name == selected,
              rid="id/conversation_name")
        s.add(tm, h=52, x=(820, 1017), same=True, rid="id/conversation_timestamp")
        s.add(snip, h=56, x=(210, 1017), gap=70 - 56 + 4, rid="id/conversation_snippet")
    if snack:
        s.add("1 conversation archived", box=(63, 2180, 800, 2300), rid="id/snackbar_text")
        s.add("Undo", cls=BTN, box=(820, 2180, 1017, 2300), click=True, rid="id/snackbar_action")
    else:
        s.add("Start chat", desc="Start chat", cls=BTN, box=(640, 2150, 1017, 2300), click=True,
              rid="id/start_chat_fab")
    return s


def gm_thread(clk: str, extra: list[tuple[str, str]], draft: str | None = None) -> Scr:
    s = Scr(GM, clk, 41)
    navup(s)
    s.add("Alex Chen", box=(189, 178, 600, 262), rid="id/conversation_title")
    s.add(desc="Call", cls=BTN, box=(639, 157, 765, 283), click=True, rid="id/action_call")
    s.add(desc="Video call", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2140), scroll=True, rid="id/messages_list")
    msgs = [("hdr", "Wednesday • 4:12 PM"), ("in", "are we still doing trivia fri?"),
            ("out", "yes! 7pm at The Page"), ("in", "lol ok see you at 7")] + extra
    for kind, text in msgs:
        if kind == "hdr":
            s.add(text, h=60, x=(300, 780), gap=40, rid="id/message_timestamp")
        elif kind == "status":
            s.add(text, h=50, x=(560, 1017), gap=4, rid="id/message_status")
        elif kind == "in":
            s.add(text, h=110, x=(150, 760), gap=24, click=True, lclick=True, rid="id/message_text")
        else:
            s.add(text, h=110, x=(400, 1017), gap=24, click=True, lclick=True, rid="id/message_text")
    s.add(desc="Add attachment", cls=IB, box=(21, 2170, 147, 2296), click=True)
    s.add(draft, cls=ET, hint="Text message", box=(168, 2160, 870, 2306), click=True, edit=True,
          focus=draft is not None, rid="id/compose_message_text")
    if draft:
        s.add(desc="Send SMS", cls=BTN, box=(891, 2170, 1017, 2296), click=True, rid="id/send_message_button_icon")
    else:
        s.add(desc="Voice message", cls=BTN, box=(891, 2170, 1017, 2296), click=True)
    return s


def gm_menu(clk: str, convs: list[tuple[str, str, str]]) -> Scr:
    s = gm_list(clk, convs)
    for i, lab in enumerate(["Mark all as read", "Archived", "Spam & blocked", "Messages settings", "Help & feedback"]):
        s.add(lab, box=(560, 180 + i * 132, 1038, 312 + i * 132), click=True, rid="id/title")
    return s


def t07() -> dict[str, Any]:
    convs = list(GM_CONVS)
    msg, reply = "Running 10 min late, save me a seat", "np, grabbed a booth by the window"
    t = Traj(gm_list("18:47", convs))
    t.click("Alex Chen", gm_thread("18:47", []))
    t.type("Text message", msg, gm_thread("18:47", [], draft=msg))
    sent = [("hdr", "Today • 6:48 PM"), ("out", msg), ("status", "Sending…")]
    t.click("Send SMS", gm_thread("18:48", sent))
    got = [("hdr", "Today • 6:48 PM"), ("out", msg), ("status", "Delivered"), ("in", reply), ("status", "Now")]
    t.wait(gm_thread("18:48", got))
    convs = [("Alex Chen", reply, "Now")] + [c for c in convs if c[0] != "Alex Chen"]
    t.back(gm_list("18:48", convs))
    t.long_press("Verizon", gm_list("18:49", convs, selected="Verizon"))
    convs2 = [("Alex Chen", reply, "1 min")] + [c for c in convs[1:] if c[0] != "Verizon"]
    t.click("Archive", gm_list("18:49", convs2, snack=True))
    t.click("More options", gm_menu("18:49", convs2))
    s = Scr(GM, "18:50", 40)
    navup(s)
    s.add("Archived", box=(189, 178, 700, 262), rid="id/toolbar_title")
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/list")
    for name, snip, tm in [GM_CONVS[1], ("Lyft", "Your Lyft code is 5521. Happy riding!", "Sep 30"),
                           ("Amazon", "Delivered: your package was left at the front door.", "Sep 12"),
                           ("Comcast Xfinity", "Your Xfinity appt is confirmed for 9/7, 8-10am.", "Sep 5")]:
        s.add(desc=f"{name} avatar", cls=IV, h=126, x=(42, 168), gap=42, click=True, rid="id/conversation_icon")
        s.add(name, h=66, x=(210, 800), same=True, click=True, lclick=True, rid="id/conversation_name")
        s.add(tm, h=52, x=(820, 1017), same=True, rid="id/conversation_timestamp")
        s.add(snip, h=56, x=(210, 1017), gap=18, rid="id/conversation_snippet")
    t.click("Archived", s)
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 08 Pro Expense (bad)
PE = "com.arduia.expense"
PE_ALL = [("Groceries – Trader Joe's", "Food", "86.42", "Oct 19"),
          ("Uber to SFO", "Transportation", "54.10", "Oct 18"),
          ("Electric bill – PG&E", "Bills", "128.77", "Oct 17"),
          ("Lunch w/ team", "Food", "63.50", "Oct 17"),
          ("Gym membership", "Health", "79.51", "Oct 16"),
          ("Concert tickets – Fox Theater", "Entertainment", "95.00", "Oct 14"),
          ("Haircut", "Personal", "38.00", "Oct 12"),
          ("Costco run", "Food", "212.64", "Oct 11"),
          ("Clipper card reload", "Transportation", "40.00", "Oct 10"),
          ("Internet – Sonic", "Bills", "50.00", "Oct 9")]
PE_CATS = ["Food", "Transportation", "Bills", "Health", "Entertainment", "Personal", "Shopping", "Others"]


def pe_rows(s: Scr, rows: list[tuple[str, str, str, str]]) -> None:
    for name, cat, amt, day in rows:
        s.add(name, h=66, x=(63, 760), gap=40, click=True, lclick=True, rid="id/tv_name")
        s.add(f"$ {amt}", h=66, x=(770, 1017), same=True, rid="id/tv_amount")
        s.add(cat, h=52, x=(63, 760), rid="id/tv_category")
        s.add(day, h=52, x=(770, 1017), same=True, rid="id/tv_date")


def pe_home(clk: str, total: str, rows: list[tuple[str, str, str, str]]) -> Scr:
    s = Scr(PE, clk, 62)
    s.add(desc="Open navigation drawer", cls=IB, box=(21, 157, 147, 283), click=True)
    s.add("Home", box=(189, 178, 700, 262))
    s.y = 283
    s.add("This week", h=60, x=(63, 1017), gap=40, rid="id/tv_week_label")
    s.add(f"$ {total}", h=140, x=(63, 1017), rid="id/tv_total_cost")
    s.add("Oct 16 – Oct 22, 2023", h=56, x=(63, 1017), rid="id/tv_date_range")
    s.add(desc="Weekly expense graph", cls=VIEW, h=520, x=(42, 1038), gap=30, rid="id/expense_graph")
    s.add("Recent", h=70, x=(63, 700), gap=40, rid="id/tv_recent")
    s.add("More", cls=BTN, h=90, x=(800, 1017), same=True, click=True, rid="id/btn_more")
    pe_rows(s, rows[:5])
    s.add(desc="Add expense", cls=IB, box=(859, 2137, 1017, 2295), click=True, rid="id/fb_main_add")
    return s


def pe_form(clk: str, name: str | None, amount: str | None, cat: str, focus: str) -> Scr:
    s = Scr(PE, clk, 62)
    navup(s)
    s.add("New Expense", box=(189, 178, 700, 262))
    s.y = 283
    s.add(name, cls=ET, hint="Name", h=160, gap=40, click=True, edit=True, focus=focus == "name", rid="id/edt_name")
    s.add(amount, cls=ET, hint="Amount", h=160, gap=30, click=True, edit=True, focus=focus == "amount",
          rid="id/edt_amount")
    s.add("Category", h=52, x=(63, 1017), gap=30)
    s.add(cat, cls="android.widget.AutoCompleteTextView", h=150, click=True, rid="id/actv_category")
    s.add(None, cls=ET, hint="Note", h=260, gap=30, click=True, edit=True, rid="id/edt_note")
    s.add("Oct 20, 2023", h=110, x=(63, 520), gap=30, click=True, rid="id/tv_date")
    s.add("11:34 AM", h=110, x=(560, 1017), same=True, click=True, rid="id/tv_time")
    s.add("SAVE", cls=BTN, h=140, x=(63, 1017), gap=80, click=True, rid="id/btn_save")
    return s


def pe_list(clk: str, rows: list[tuple[str, str, str, str]]) -> Scr:
    s = Scr(PE, clk, 62)
    navup(s)
    s.add("Expenses", box=(189, 178, 700, 262))
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/rv_expense")
    last = None
    for r in rows:
        if r[3] != last:
            s.add(r[3] + ", 2023", h=60, x=(63, 1017), gap=30, rid="id/tv_date_header")
            last = r[3]
        pe_rows(s, [r])
    return s


def t08() -> dict[str, Any]:
    rows = list(PE_ALL)
    t = Traj(pe_home("11:33", "412.30", rows))
    t.click("Add expense", pe_form("11:34", None, None, "Food", "name"))
    nm = "Parking – 5th & Mission"
    t.type("Name", nm, pe_form("11:34", nm, None, "Food", "name"))
    t.type("Amount", "18.75", pe_form("11:34", nm, "18.75", "Food", "amount"))
    dd = pe_form("11:34", nm, "18.75", "Food", "")
    dd.add(cls="android.widget.ListView", box=(42, 1080, 1038, 2200), scroll=True)
    for i, c in enumerate(PE_CATS):
        dd.add(c, cls=TV, box=(42, 1080 + i * 140, 1038, 1220 + i * 140), click=True, rid="android:id/text1")
    t.click("Food", dd)
    t.click("Transportation", pe_form("11:35", nm, "18.75", "Transportation", ""))
    rows.insert(0, (nm, "Transportation", "18.75", "Oct 20"))
    t.click("SAVE", pe_home("11:35", "430.05", rows))  # contradiction: 412.30 + 18.75 = 431.05
    t.click("More", pe_list("11:35", rows))
    s = Scr(PE, "11:36", 62)
    navup(s)
    s.add("Expense detail", box=(189, 178, 700, 262))
    s.add(desc="Edit", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/mi_edit")
    s.add(desc="Delete", cls=BTN, box=(891, 157, 1017, 283), click=True, rid="id/mi_delete")
    s.y = 283
    for lab, val in [("Name", "Lunch w/ team"), ("Amount", "$ 63.50"), ("Category", "Food"),
                     ("Date", "Oct 17, 2023 12:48 PM"), ("Note", "Nopa – 4 people, split w/ Raj")]:
        s.add(lab, h=52, x=(63, 1017), gap=40)
        s.add(val, h=80, x=(63, 1017), rid="id/tv_value")
    t.click("Lunch w/ team", s)
    t.back(pe_list("11:36", rows))
    t.back(pe_home("11:36", "430.05", rows))
    dr = pe_home("11:36", "430.05", rows)
    dr.add(cls="android.widget.FrameLayout", box=(0, 136, 800, 2400), rid="id/nav_view")
    dr.add("Pro Expense", box=(63, 300, 760, 390))
    for i, lab in enumerate(["Home", "Expenses", "Statistics", "Backup", "Settings", "About"]):
        dr.add(lab, cls="android.widget.CheckedTextView", box=(42, 460 + i * 147, 780, 607 + i * 147), click=True,
               checkable=True, checked=lab == "Home", rid="id/design_menu_item_text")
    t.click("Open navigation drawer", dr)
    return {"t": t, "bad": True, "turn": 6,
            "kind": "After adding an 18.75 expense to a week totalling $412.30, the weekly total shows $430.05 instead of $431.05."}


# ---------------------------------------------------------------- 09 Files (bad)
FS = "com.google.android.documentsui"
FS_FILES = [("Screenshot_20231019-212244.png", "812 kB", "Oct 19", "PNG image"),
            ("boarding_pass_UA1542.pdf", "212 kB", "Oct 18", "PDF document"),
            ("setup-notes.txt", "4.2 kB", "Oct 17", "Plain text"),
            ("IMG_20231014_172233.jpg", "3.42 MB", "Oct 14", "JPG image"),
            ("invoice_88213.pdf", "96 kB", "Oct 11", "PDF document"),
            ("lease_renewal_2024.pdf", "1.10 MB", "Oct 9", "PDF document"),
            ("podcast_ep112.mp3", "48.2 MB", "Oct 6", "MP3 audio"),
            ("tax_docs_2022.zip", "16.7 MB", "Sep 28", "Zip archive"),
            ("resume_v7.docx", "38 kB", "Sep 21", "Word document"),
            ("kindle_export.csv", "11 kB", "Sep 14", "CSV document"),
            ("wedding_rsvp_list.xlsx", "22 kB", "Sep 3", "Excel spreadsheet"),
            ("VLC-Android-3.5.4-arm64-v8a.apk", "32.6 MB", "Aug 30", "Android package")]


def fs_screen(clk: str, files: list[tuple[str, str, str, str]], selected: str | None = None, grid: bool = False,
              first: int = 0) -> Scr:
    s = Scr(FS, clk, 55)
    if selected:
        s.add(desc="Close", cls=IB, box=(21, 157, 147, 283), click=True)
        s.add("1 selected", box=(189, 178, 560, 262), rid="id/action_mode_title")
        for i, d in enumerate(["Share", "Delete", "More options"]):
            s.add(desc=d, cls=BTN if i < 2 else IB, box=(639 + i * 126, 157, 765 + i * 126, 283), click=True)
    else:
        s.add(desc="Show roots", cls=IB, box=(21, 157, 147, 283), click=True)
        s.add("Downloads", box=(189, 178, 560, 262), rid="id/toolbar_title")
        for i, d in enumerate(["Search", "List view" if grid else "Grid view", "More options"]):
            s.add(desc=d, cls=BTN if i < 2 else IB, box=(639 + i * 126, 157, 765 + i * 126, 283), click=True)
    s.y = 283
    if first == 0:
        for i, chip in enumerate(["Images", "Audio", "Videos", "Documents"]):
            s.add(chip, cls="android.widget.CompoundButton", h=100, x=(42 + i * 250, 272 + i * 250), same=i > 0,
                  gap=30, click=True, checkable=True, rid="id/chip")
        s.add("Files in Downloads", h=70, x=(63, 700), gap=40, rid="id/header_title")
        s.add(desc="Sort by modified, descending", cls=BTN, h=70, x=(720, 1017), same=True, click=True,
              rid="id/sort_dropdown")
    s.add(cls=RV, box=(0, s.y, 1080, 2337), scroll=True, rid="id/dir_list")
    rest = files[first:]
    if grid:
        for k in range(0, len(rest), 2):
            y0 = s.y + 30
            for j, (name, size, day, kind) in enumerate(rest[k:k + 2]):
                x0 = 42 + j * 519
                if y0 >= BOTTOM:
                    continue
                s.add(desc=kind, cls=IV, box=(x0, y0, x0 + 477, min(y0 + 380, 2400)), rid="id/icon_thumb")
                if y0 + 390 < BOTTOM:
                    s.add(name, box=(x0, y0 + 390, x0 + 477, y0 + 450), click=True, lclick=True,
                          sel=name == selected, rid="android:id/title")
                if y0 + 450 < BOTTOM:
                    s.add(f"{size}, {day}", box=(x0, y0 + 450, x0 + 477, y0 + 500), rid="id/details")
            s.y = y0 + 520
    else:
        for name, size, day, kind in rest:
            s.add(desc=kind, cls=IV, h=100, x=(42, 142), gap=34, rid="id/icon_mime")
            s.add(name, h=60, x=(189, 1017), same=True, click=True, lclick=True, sel=name == selected,
                  rid="android:id/title")
            s.add(day, h=50, x=(189, 500), rid="id/date")
            s.add(size, h=50, x=(520, 800), same=True, rid="id/size")
    return s


def t09() -> dict[str, Any]:
    files = list(FS_FILES)
    t = Traj(fs_screen("21:30", files))
    t.long_press("setup-notes.txt", fs_screen("21:30", files, selected="setup-notes.txt"))
    dlg = fs_screen("21:30", files, selected="setup-notes.txt")
    dlg.add('Delete "setup-notes.txt"?', box=(105, 1000, 975, 1100), rid="android:id/message")
    dlg.add("CANCEL", cls=BTN, box=(560, 1160, 760, 1280), click=True, rid="android:id/button2")
    dlg.add("OK", cls=BTN, box=(775, 1160, 975, 1280), click=True, rid="android:id/button1")
    t.click("Delete", dlg)
    files = [f for f in files if f[0] != "setup-notes.txt"]
    t.click("OK", fs_screen("21:31", files))
    t.long_press("IMG_20231014_172233.jpg", fs_screen("21:31", files, selected="IMG_20231014_172233.jpg"))
    menu = fs_screen("21:31", files, selected="IMG_20231014_172233.jpg")
    for i, lab in enumerate(["Open with", "Copy to…", "Move to…", "Compress", "Rename", "Select all", "Get info"]):
        menu.add(lab, box=(560, 180 + i * 132, 1038, 312 + i * 132), click=True, rid="id/title")
    t.click("More options", menu)
    ren = fs_screen("21:31", files, selected="IMG_20231014_172233.jpg")
    ren.add("Rename", box=(105, 900, 975, 990), rid="id/alertTitle")
    ren.add("IMG_20231014_172233.jpg", cls=ET, box=(105, 1020, 975, 1150), click=True, edit=True, focus=True,
            rid="id/edit_text")
    ren.add("CANCEL", cls=BTN, box=(560, 1200, 760, 1320), click=True, rid="android:id/button2")
    ren.add("OK", cls=BTN, box=(775, 1200, 975, 1320), click=True, rid="android:id/button1")
    t.click("Rename", ren)
    ren2 = fs_screen("21:32", files, selected="IMG_20231014_172233.jpg")
    for e in ren.els[len(ren2.els):]:
        ren2.els.append(dict(e, text="beach_sunset.jpg" if e["cls"] == ET else e["text"]))
    t.type("IMG_20231014_172233.jpg", "beach_sunset.jpg", ren2, nth=1)
    files = [("beach_sunset.jpg",) + f[1:] if f[0].startswith("IMG_") else f for f in files]
    t.click("OK", fs_screen("21:32", files))
    ghost = files[:2] + [FS_FILES[2]] + files[2:]   # contradiction: the deleted file is back in the grid
    t.click("Grid view", fs_screen("21:32", ghost, grid=True))
    t.scroll("down", fs_screen("21:32", ghost, grid=True, first=6))
    return {"t": t, "bad": True, "turn": 9,
            "kind": "setup-notes.txt, deleted at turn 3, shows again in the Downloads grid view."}


# ---------------------------------------------------------------- 10 Broccoli (clean)
BR = "com.flauschcode.broccoli"
BR_RECIPES = [("Banana bread", "One-bowl loaf with walnuts"), ("Chana masala", "Weeknight chickpea curry"),
              ("Lentil soup", "Hearty, lemony, freezer friendly"), ("Miso glazed salmon", "Sheet-pan dinner, 25 min"),
              ("Pad see ew", "Wide rice noodles, Chinese broccoli"),
              ("Roasted tomato soup", "With grilled cheese croutons"),
              ("Shakshuka", "Eggs in spiced tomato sauce"), ("Thai green curry", "Chicken, eggplant, Thai basil")]
BR_ING = ["1½ cups green lentils, rinsed", "1 yellow onion, diced", "2 carrots, diced", "3 cloves garlic, minced",
          "1 tsp ground cumin", "6 cups vegetable broth", "1 can (14 oz) diced tomatoes", "Juice of ½ lemon"]
BR_DIR = ["1. Sauté onion and carrots in olive oil for 8 minutes.", "2. Add garlic and cumin, cook 1 minute.",
          "3. Add lentils, broth and tomatoes; simmer 30 minutes.", "4. Stir in lemon juice and season to taste."]


def br_list(clk: str, recipes: list[tuple[str, str]], query: str | None = None, searching: bool = False) -> Scr:
    s = Scr(BR, clk, 73)
    if searching:
        s.add(desc="Collapse", cls=IB, box=(21, 157, 147, 283), click=True)
        s.add(query, cls="android.widget.AutoCompleteTextView", hint="Search", box=(168, 168, 900, 273), click=True,
              edit=True, focus=True, rid="id/search_src_text")
        if query:
            s.add(desc="Clear query", cls=IB, box=(910, 157, 1036, 283), click=True, rid="id/search_close_btn")
    else:
        s.add(desc="Open navigation drawer", cls=IB, box=(21, 157, 147, 283), click=True)
        s.add("Recipes", box=(189, 178, 700, 262))
        s.add(desc="Search", cls=BTN, box=(891, 157, 1017, 283), click=True, rid="id/action_search")
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/recycler_view")
    for title, desc in recipes:
        s.add(desc=title, cls=IV, h=250, x=(42, 1038), gap=30, click=True, rid="id/card_image")
        s.add(title, h=70, x=(63, 1017), gap=10, click=True, rid="id/card_text_view_title")
        s.add(desc, h=56, x=(63, 1017), rid="id/card_text_view_description")
    if not searching:
        s.add(desc="Add recipe", cls=IB, box=(859, 2137, 1017, 2295), click=True, rid="id/fab")
    return s


def br_detail(clk: str, servings: str) -> Scr:
    s = Scr(BR, clk, 73)
    navup(s)
    for i, d in enumerate(["Favorite", "Edit", "Share", "More options"]):
        s.add(desc=d, cls=BTN if i < 3 else IB, box=(513 + i * 126, 157, 639 + i * 126, 283), click=True)
    s.y = 283
    s.add(cls="android.widget.ScrollView", box=(0, 283, 1080, 2337), scroll=True)
    s.add(desc="Lentil soup", cls=IV, h=460, x=(0, 1080), rid="id/recipe_details_image")
    s.add("Lentil soup", h=100, x=(63, 1017), gap=30, rid="id/recipe_details_title")
    s.add("Hearty, lemony, freezer friendly", h=60, x=(63, 1017), rid="id/recipe_details_description")
    s.add("Soups", cls="android.widget.CompoundButton", h=90, x=(63, 263), gap=20, rid="id/chip")
    for lab, val in [("Servings", servings), ("Preparation time", "45 min"), ("Source", "smittenkitchen.com")]:
        s.add(lab, h=52, x=(63, 500), gap=24)
        s.add(val, h=52, x=(520, 1017), same=True)
    s.add("Ingredients", h=80, x=(63, 1017), gap=40)
    for ln in BR_ING:
        s.add(ln, h=58, x=(105, 1017), gap=6)
    s.add("Directions", h=80, x=(63, 1017), gap=40)
    for ln in BR_DIR:
        s.add(ln, h=110, x=(63, 1017), gap=6)
    return s


def br_edit(clk: str, servings: str, focus: bool) -> Scr:
    s = Scr(BR, clk, 73)
    s.add(desc="Discard", cls=IB, box=(21, 157, 147, 283), click=True)
    s.add("Edit recipe", box=(189, 178, 700, 262))
    s.add(desc="Save", cls=BTN, box=(891, 157, 1017, 283), click=True, rid="id/action_save")
    s.y = 283
    s.add(desc="Add image", cls=IV, h=360, x=(0, 1080), click=True, rid="id/new_recipe_image")
    for val, hint, h, f in [("Lentil soup", "Title", 150, False), ("Soups", "Categories", 150, False),
                            ("Hearty, lemony, freezer friendly", "Description", 150, False),
                            (servings, "Servings", 150, focus), ("45 min", "Preparation time", 150, False),
                            ("smittenkitchen.com", "Source", 150, False),
                            ("\n".join(BR_ING), "Ingredients", 520, False), ("\n".join(BR_DIR), "Directions", 420, False)]:
        s.add(val, cls=ET, hint=hint, h=h, gap=24, click=True, edit=True, focus=f, rid="id/edit_text")
    return s


def t10() -> dict[str, Any]:
    t = Traj(br_list("17:22", BR_RECIPES))
    t.click("Lentil soup", br_detail("17:22", "4"))
    t.click("Edit", br_edit("17:22", "4", False))
    t.type("4", "6", br_edit("17:23", "6", True))
    t.click("Save", br_detail("17:23", "6"))
    t.back(br_list("17:23", BR_RECIPES))
    t.click("Search", br_list("17:23", BR_RECIPES, searching=True))
    soup = [r for r in BR_RECIPES if "soup" in r[0].lower()]
    t.type("Search", "soup", br_list("17:24", soup, "soup", searching=True))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 11 Chrome (clean)
CH = "com.android.chrome"
CH_TITLE = "Golden Gate Bridge - Wikipedia"
CH_URL = "en.m.wikipedia.org/wiki/Golden_Gate_Bridge"


def ch_toolbar(s: Scr, url: str | None, tabs: int, focus: bool = False) -> None:
    if focus:
        s.add(desc="Back", cls=IB, box=(0, 157, 126, 283), click=True)
        s.add(url, cls=ET, hint="Search or type URL", box=(126, 157, 890, 283), click=True, edit=True, focus=True,
              rid="id/url_bar")
        if url:
            s.add(desc="Delete", cls=IB, box=(890, 157, 1016, 283), click=True, rid="id/delete_button")
    else:
        s.add(desc="Home", cls=IB, box=(0, 157, 126, 283), click=True, rid="id/home_button")
        if url is not None:
            s.add(desc="Connection is secure", cls=IB, box=(126, 170, 210, 270), click=True,
                  rid="id/location_bar_status_icon")
            s.add(url, cls=ET, box=(210, 157, 770, 283), click=True, rid="id/url_bar")
        s.add(str(tabs), desc=f"{tabs} open tab{'s' if tabs > 1 else ''}, tap to switch tabs", cls=IB,
              box=(828, 157, 954, 283), click=True, lclick=True, rid="id/tab_switcher_button")
        s.add(desc="Customize and control Google Chrome", cls=IB, box=(954, 157, 1080, 283), click=True,
              rid="id/menu_button")
    s.y = 283


def ch_ntp(clk: str, tabs: int) -> Scr:
    s = Scr(CH, clk, 92)
    ch_toolbar(s, None, tabs)
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/ntp_content")
    s.add(desc="Google", cls=IV, h=250, x=(290, 790), gap=120, rid="id/search_provider_logo")
    s.add("Search or type URL", h=150, x=(63, 800), gap=60, click=True, rid="id/search_box_text")
    s.add(desc="Start voice search", cls=IB, h=150, x=(810, 920), same=True, click=True, rid="id/voice_search_button")
    s.add(desc="Search with your camera using Google Lens", cls=IB, h=150, x=(920, 1017), same=True, click=True,
          rid="id/lens_camera_button")
    tiles = ["YouTube", "Wikipedia", "Reddit", "ESPN", "Gmail", "Amazon", "NYTimes", "Weather"]
    for r in range(2):
        y0 = s.y + 60
        for c in range(4):
            name = tiles[r * 4 + c]
            s.add(name, desc=name, cls=FL, box=(42 + c * 249, y0, 282 + c * 249, y0 + 250), click=True, lclick=True,
                  rid="id/tile_view_title")
        s.y = y0 + 250
    s.add("Discover", h=90, x=(63, 700), gap=80, rid="id/header_title")
    s.add(desc="Options for Discover", cls=IB, h=90, x=(891, 1017), same=True, click=True)
    s.add("BART to add late-night service on weekends starting November", h=150, x=(63, 1017), gap=300,
          click=True, rid="id/article_headline")
    s.add("SFist · 3h", h=52, x=(63, 1017), rid="id/article_source")
    return s


def ch_suggest(clk: str, query: str | None) -> Scr:
    s = Scr(CH, clk, 92)
    ch_toolbar(s, query, 1, focus=True)
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/omnibox_results_container")
    if query:
        sug = [(query, None), ("golden gate bridge", None), ("golden gate bridge toll", None),
               ("Golden Gate Bridge - Wikipedia", "en.wikipedia.org/wiki/Golden_Gate_Bridge"),
               ("golden gate bridge wikipedia length", None)]
    else:
        sug = [("bart schedule", None), ("sf giants score", None), ("trader joes hours", None),
               ("Sonic - Internet", "sonic.com/account")]
    for line1, line2 in sug:
        s.add(line1, h=70, x=(168, 900), gap=40, click=True, lclick=True, rid="id/line_1")
        if line2:
            s.add(line2, h=52, x=(168, 900), rid="id/line_2")
        s.add(desc=f"Refine: {line1}", cls=IB, h=110, x=(910, 1036), same=True, click=True,
              rid="id/omnibox_suggestion_refine_icon")
    return s


def ch_results(clk: str) -> Scr:
    s = Scr(CH, clk, 92)
    ch_toolbar(s, "google.com/search?q=golden+gate+bridge+wikipedia", 1)
    s.add("golden gate bridge wikipedia - Google Search", cls="android.webkit.WebView", box=(0, 283, 1080, 2337),
          scroll=True, focusable=True)
    for t, u, snip in [
        (CH_TITLE, "https://en.wikipedia.org › wiki › Golden_Gate_Bridge",
         "The Golden Gate Bridge is a suspension bridge spanning the Golden Gate, the one-mile-wide (1.6 km) strait connecting San Francisco Bay and the Pacific Ocean."),
        ("Golden Gate Bridge | History, Construction, & Facts | Britannica", "https://www.britannica.com › topic",
         "Golden Gate Bridge, suspension bridge spanning the Golden Gate in California to link San Francisco with Marin County to the north."),
        ("Golden Gate Bridge Highway & Transportation District", "https://www.goldengate.org",
         "Official site: bridge tolls, bus and ferry schedules, and visitor information."),
        ("Golden Gate Bridge - Simple English Wikipedia", "https://simple.wikipedia.org › wiki",
         "The Golden Gate Bridge is a suspension bridge over the Golden Gate strait in San Francisco, California.")]:
        s.add(u, cls=VIEW, h=52, x=(63, 1017), gap=60)
        s.add(t, cls=VIEW, h=120, x=(63, 1017), click=True)
        s.add(snip, cls=VIEW, h=170, x=(63, 1017))
    return s


def ch_wiki(clk: str, tabs: int, scrolled: bool) -> Scr:
    s = Scr(CH, clk, 92)
    ch_toolbar(s, CH_URL, tabs)
    s.add(CH_TITLE, cls="android.webkit.WebView", box=(0, 283, 1080, 2337), scroll=True, focusable=True)
    lines: list[tuple[str, int]] = []
    if not scrolled:
        lines = [("Open main menu", 90), ("Wikipedia The Free Encyclopedia", 90), ("Search Wikipedia", 90),
                 ("Golden Gate Bridge", 130), ("Article", 70), ("Talk", 70),
                 ("The Golden Gate Bridge is a suspension bridge spanning the Golden Gate, the one-mile-wide (1.6 km) strait connecting San Francisco Bay and the Pacific Ocean. The structure links San Francisco to Marin County, carrying both U.S. Route 101 and California State Route 1 across the strait.", 420),
                 ("The bridge was initially designed by engineer Joseph Strauss in 1917. It opened in 1937 and was the longest and tallest suspension bridge in the world at the time.", 300)]
    else:
        lines = [("Coordinates 37°49′11″N 122°28′43″W", 70), ("Carries", 60),
                 ("6 lanes of US 101 / SR 1, pedestrians and bicycles", 110), ("Crosses", 60), ("Golden Gate", 60),
                 ("Maintained by", 60), ("Golden Gate Bridge, Highway and Transportation District", 110),
                 ("Design", 60), ("Suspension, truss arch & truss causeways", 110), ("Total length", 60),
                 ("8,981 ft (2,737.4 m)", 70), ("Width", 60), ("90 ft (27.4 m)", 70), ("Height", 60),
                 ("746 ft (227.4 m)", 70), ("Longest span", 60), ("4,200 ft (1,280.2 m)", 70), ("Clearance below", 60),
                 ("220 ft (67.1 m) at mean higher high water", 70), ("Construction start", 60),
                 ("January 5, 1933", 70), ("Opened", 60), ("May 27, 1937", 70)]
    for text, h in lines:
        s.add(text, cls=VIEW, h=h, x=(42, 1038), gap=20,
              click=text in ("Open main menu", "Search Wikipedia", "Article", "Talk"))
    return s


def ch_switcher(clk: str, tabs: list[str], snack: str | None = None) -> Scr:
    s = Scr(CH, clk, 92)
    s.add(desc="Create new tab", cls=IB, box=(0, 157, 126, 283), click=True, rid="id/new_tab_view")
    s.add(desc="Standard tab switcher", cls="android.widget.ToggleButton", box=(380, 157, 540, 283), click=True,
          checkable=True, checked=True)
    s.add(desc="Incognito tab switcher", cls="android.widget.ToggleButton", box=(540, 157, 700, 283), click=True,
          checkable=True)
    s.add(desc="Customize and control Google Chrome", cls=IB, box=(954, 157, 1080, 283), click=True,
          rid="id/menu_button")
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/tab_list_recycler_view")
    for i, title in enumerate(tabs):
        x0, y0 = 42 + (i % 2) * 519, 330 + (i // 2) * 700
        s.add(desc=title, cls=FL, box=(x0, y0, x0 + 477, y0 + 660), click=True, lclick=True, sel=i == len(tabs) - 1,
              rid="id/card_view")
        s.add(title, box=(x0 + 20, y0 + 10, x0 + 370, y0 + 90), rid="id/tab_title")
        s.add(desc=f"Close {title} tab", cls=IB, box=(x0 + 380, y0, x0 + 477, y0 + 97), click=True,
              rid="id/action_button")
    if snack:
        s.add(snack, box=(63, 2180, 800, 2300), rid="id/snackbar_message")
        s.add("Undo", cls=BTN, box=(820, 2180, 1017, 2300), click=True, rid="id/snackbar_button")
    return s


def t11() -> dict[str, Any]:
    q = "golden gate bridge wikipedia"
    t = Traj(ch_ntp("08:15", 1))
    t.click("Search or type URL", ch_suggest("08:15", None))
    t.type("Search or type URL", q, ch_suggest("08:15", q))
    t.enter(ch_results("08:16"))
    t.click(CH_TITLE, ch_wiki("08:16", 1, False))
    t.scroll("down", ch_wiki("08:16", 1, True))
    t.click("1 open tab, tap to switch tabs", ch_switcher("08:17", [CH_TITLE]))
    t.click("Create new tab", ch_ntp("08:17", 2))
    t.click("2 open tabs, tap to switch tabs", ch_switcher("08:17", [CH_TITLE, "New tab"]))
    t.click(f"Close {CH_TITLE} tab", ch_switcher("08:18", ["New tab"], snack=f"{CH_TITLE} closed"))
    t.click("Undo", ch_switcher("08:18", [CH_TITLE, "New tab"]))
    t.click(CH_TITLE, ch_wiki("08:18", 2, True))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 12 Tasks (bad)
TK = "org.tasks"
TK_OPEN = [("Email landlord re: heater", "Today", "!!!"), ("Pick up dry cleaning", "Today", ""),
           ("Call Dr. Patel's office", "Mon, Oct 23", "!!"), ("Renew car registration", "Tue, Oct 24", "!"),
           ("Book flights for Thanksgiving", "Fri, Oct 27", "!!"), ("Order birthday gift for Nora", "Thu, Nov 2", ""),
           ("Clean gutters", "", "")]
TK_DONE = ["Return library books", "Pay PG&E bill"]


def tk_list(clk: str, open_: list[tuple[str, str, str]], done: list[str], expanded: bool = False) -> Scr:
    s = Scr(TK, clk, 88)
    s.add("My Tasks", box=(63, 178, 700, 262), rid="id/toolbar_title")
    s.add(desc="Search", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/menu_search")
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2190), scroll=True, rid="id/recycler_view")
    for title, due, pri in open_:
        y0 = s.y + 24
        s.add(cls=CB, desc=f"Priority {pri}" if pri else "No priority", box=(21, y0, 147, y0 + 126), click=True,
              checkable=True, rid="id/completeBox")
        s.add(title, box=(168, y0, 1017, y0 + 66), click=True, lclick=True, rid="id/title")
        if due:
            s.add(due, box=(168, y0 + 70, 600, y0 + 122), rid="id/due_date")
        s.y = y0 + 136
    s.add("Completed", h=100, x=(63, 800), gap=40, click=True, rid="id/headerText")
    s.add(str(len(done)), h=100, x=(820, 1017), same=True, rid="id/headerCount")
    if expanded:
        for title in done:
            s.add(cls=CB, desc="Completed", h=126, x=(21, 147), gap=24, click=True, checkable=True, checked=True,
                  rid="id/completeBox")
            s.add(title, h=66, x=(168, 1017), same=True, click=True, lclick=True, rid="id/title")
            s.skip(10)
    s.add(desc="Open navigation drawer", cls=IB, box=(21, 2211, 147, 2337), click=True)
    s.add(desc="Sort", cls=BTN, box=(765, 2211, 891, 2337), click=True, rid="id/menu_sort")
    s.add(desc="Create new task", cls=IB, box=(859, 2030, 1017, 2188), click=True, rid="id/fab")
    return s


def tk_edit(clk: str, title: str | None, due: str, pri: int, desc: str | None, focus: bool) -> Scr:
    s = Scr(TK, clk, 88)
    s.add(desc="Save", cls=IB, box=(21, 157, 147, 283), click=True)
    s.add(desc="Delete task", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/menu_delete")
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(title, cls=ET, hint="Task name", h=170, gap=30, click=True, edit=True, focus=focus, rid="id/title")
    s.add("Due date", h=52, x=(168, 1017), gap=40)
    s.add(due or "No date", h=70, x=(168, 1017), click=True, rid="id/due_date")
    s.add("Priority", h=52, x=(168, 1017), gap=40)
    for i, lab in enumerate(["High priority", "Medium priority", "Low priority", "No priority"]):
        s.add(desc=lab, cls=RB, h=120, x=(168 + i * 210, 358 + i * 210), same=i > 0, click=True, checkable=True,
              checked=i == pri, rid="id/priority")
    s.add(desc, cls=ET, hint="Description", h=200, gap=40, click=True, edit=True, rid="id/notes")
    s.add("Remind when due", h=90, x=(168, 1017), gap=30, click=True, rid="id/reminder")
    s.add("Add reminder", h=90, x=(168, 1017), click=True, rid="id/alarms_add")
    s.add("My Tasks", h=90, x=(168, 1017), gap=30, click=True, rid="id/list_name")
    s.add("Add tags", h=90, x=(168, 1017), gap=30, click=True, rid="id/display_row_edit")
    s.add("Add subtask", h=90, x=(168, 1017), gap=30, click=True, rid="id/add_subtask")
    if title is not None and not focus:
        s.add("Created Oct 11, 2023 8:02 PM", h=52, x=(168, 1017), gap=60, rid="id/creation_date")
    return s


def t12() -> dict[str, Any]:
    t = Traj(tk_list("07:58", TK_OPEN, TK_DONE))
    open2 = TK_OPEN[1:]
    done2 = [TK_OPEN[0][0]] + TK_DONE
    t.click_rid("id/completeBox", tk_list("07:58", open2, done2), nth=0)
    t.click("Call Dr. Patel's office", tk_edit("07:59", "Call Dr. Patel's office", "Mon, Oct 23", 1,
                                               "Ask about moving physical to November", False))
    t.back(tk_list("07:59", TK_OPEN, TK_DONE))  # contradiction: completed task back as open, count back to 2
    t.click("Completed", tk_list("07:59", TK_OPEN, TK_DONE, expanded=True))
    t.click("Create new task", tk_edit("08:00", None, "", 3, None, True))
    t.type("Task name", "Buy furnace filter 16x25x1", tk_edit("08:00", "Buy furnace filter 16x25x1", "", 3, None, True))
    return {"t": t, "bad": True, "turn": 3,
            "kind": "'Email landlord re: heater', checked off at turn 1 (Completed count 3), is back in the open list unchecked with Completed at 2 after merely viewing and leaving another task."}


# ---------------------------------------------------------------- 13 Chase banking (clean)
CX = "com.chase.sig.android"


def cx_nav(s: Scr, tab: str) -> None:
    for i, lab in enumerate(["Accounts", "Pay & transfer", "Plan & track", "Benefits & travel", "More"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 216, 2190, i * 216 + 216, 2337), click=True, sel=lab == tab,
              rid="id/bottom_navigation_item")


def cx_overview(clk: str, chk: tuple[str, str], sav: str, batt: int = 69) -> Scr:
    s = Scr(CX, clk, batt)
    s.add(desc="Profile & settings", cls=IB, box=(21, 157, 147, 283), click=True)
    s.add(desc="Chase", cls=IV, box=(440, 170, 640, 270))
    s.add(desc="Inbox, 2 unread", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add("Sign out", cls=BTN, box=(891, 157, 1059, 283), click=True)
    s.y = 283
    s.add(cls="android.widget.ScrollView", box=(0, 283, 1080, 2190), scroll=True)
    s.add("Good afternoon, Ines", h=100, x=(63, 1017), gap=30)
    s.add("Bank accounts (2)", h=80, x=(63, 1017), gap=40, rid="id/section_header")
    for name, bal, pres in [("TOTAL CHECKING (...4821)", chk[0], chk[1]), ("CHASE SAVINGS (...7730)", sav, sav)]:
        s.add(name, h=70, x=(63, 1017), gap=40, click=True, rid="id/account_name")
        s.add(bal, h=90, x=(63, 600), gap=10, rid="id/primary_balance")
        s.add(pres, h=90, x=(620, 1017), same=True, rid="id/secondary_balance")
        s.add("Available balance", h=52, x=(63, 600), rid="id/primary_balance_label")
        s.add("Present balance", h=52, x=(620, 1017), same=True, rid="id/secondary_balance_label")
        s.skip(20)
    s.add("Credit cards (1)", h=80, x=(63, 1017), gap=50, rid="id/section_header")
    s.add("Freedom Unlimited (...3356)", h=70, x=(63, 1017), gap=40, click=True, rid="id/account_name")
    s.add("$612.44", h=90, x=(63, 600), gap=10, rid="id/primary_balance")
    s.add("$9,387.56", h=90, x=(620, 1017), same=True, rid="id/secondary_balance")
    s.add("Current balance", h=52, x=(63, 600), rid="id/primary_balance_label")
    s.add("Available credit", h=52, x=(620, 1017), same=True, rid="id/secondary_balance_label")
    s.add("$40.00 minimum due Nov 14", h=52, x=(63, 1017), gap=20, rid="id/payment_due")
    cx_nav(s, "Accounts")
    return s


def cx_paytx(clk: str) -> Scr:
    s = Scr(CX, clk, 69)
    s.add("Pay & transfer", box=(63, 178, 700, 262))
    s.y = 283
    for t_, sub in [("Send | Zelle®", "Send money to friends and family"), ("Pay bills", "Pay a company or person"),
                    ("Pay card", "Make a payment to your Chase card"), ("Transfer money", "Between your Chase accounts"),
                    ("Wires & global transfers", "Send money domestically or internationally"),
                    ("Activity", "Scheduled and recent payments and transfers")]:
        item(s, t_, sub, x0=63, trid="id/title", srid="id/subtitle", click=True, pad=80)
    cx_nav(s, "Pay & transfer")
    return s


def cx_form(clk: str, to: bool, amount: str | None, focus: bool = False) -> Scr:
    s = Scr(CX, clk, 68)
    navup(s, "Back")
    s.add("Transfer money", box=(189, 178, 760, 262))
    s.y = 283
    s.add("From", h=52, x=(63, 1017), gap=40)
    s.add("TOTAL CHECKING (...4821)", h=80, x=(63, 1017), click=True, rid="id/from_account")
    s.add("Available balance: $2,341.18", h=52, x=(63, 1017), rid="id/from_balance")
    s.add("To", h=52, x=(63, 1017), gap=50)
    s.add("CHASE SAVINGS (...7730)" if to else "Select account", h=80, x=(63, 1017), click=True, rid="id/to_account")
    if to:
        s.add("Available balance: $8,120.55", h=52, x=(63, 1017), rid="id/to_balance")
    s.add(amount, cls=ET, hint="Amount $0.00", h=150, gap=50, click=True, edit=True, focus=focus, rid="id/amount")
    s.add("Send on", h=52, x=(63, 1017), gap=40)
    s.add("Today, Oct 20, 2023", h=80, x=(63, 1017), click=True, rid="id/send_on")
    s.add("Frequency", h=52, x=(63, 1017), gap=40)
    s.add("One-time", h=80, x=(63, 1017), click=True, rid="id/frequency")
    s.add(None, cls=ET, hint="Memo (optional)", h=150, gap=40, click=True, edit=True, rid="id/memo")
    s.add("Next", cls=BTN, h=140, gap=60, click=True, enabled=bool(to and amount), rid="id/next")
    return s


def cx_activity(clk: str) -> Scr:
    s = Scr(CX, clk, 68)
    navup(s, "Back")
    s.add("TOTAL CHECKING (...4821)", box=(189, 178, 900, 262))
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2190), scroll=True, rid="id/activity_list")
    s.add("$2,091.18", h=100, x=(63, 540), gap=30)
    s.add("$2,141.18", h=100, x=(560, 1017), same=True)
    s.add("Available balance", h=52, x=(63, 540))
    s.add("Present balance", h=52, x=(560, 1017), same=True)
    s.add("Pending", h=70, x=(63, 1017), gap=50, rid="id/section_header")
    s.add("SHELL OIL 57442 10/19 SAN FRANCISCO CA", h=60, x=(63, 760), gap=30, click=True, rid="id/description")
    s.add("-$50.00", h=60, x=(770, 1017), same=True, rid="id/amount")
    s.add("Posted", h=70, x=(63, 1017), gap=50, rid="id/section_header")
    for day, desc, amt, bal in [("Oct 20, 2023", "Online Transfer to SAV ...7730 transaction#: 4710558263", "-$250.00", "$2,141.18"),
                                ("Oct 19, 2023", "ACME CORP PAYROLL PPD ID: 9111111101", "$1,820.40", "$2,391.18"),
                                ("Oct 18, 2023", "PGANDE WEB ONLINE OCT 23 XXXXX1182 WEB ID: 9488000000", "-$142.36", "$570.78"),
                                ("Oct 17, 2023", "TRADER JOE S #236 SAN FRANCISCO CA", "-$64.12", "$713.14"),
                                ("Oct 16, 2023", "Zelle payment to Dana Whitfield 18572931", "-$85.00", "$777.26")]:
        s.add(day, h=52, x=(63, 760), gap=30, rid="id/date")
        s.add(desc, h=110, x=(63, 760), click=True, rid="id/description")
        s.add(amt, h=60, x=(770, 1017), same=True, rid="id/amount")
        s.add(bal, h=52, x=(770, 1017), rid="id/running_balance")
    cx_nav(s, "Accounts")
    return s


def t13() -> dict[str, Any]:
    t = Traj(cx_overview("15:20", ("$2,341.18", "$2,391.18"), "$8,120.55"))
    t.click("Pay & transfer", cx_paytx("15:20"))
    t.click("Transfer money", cx_form("15:21", False, None))
    sheet = cx_form("15:21", False, None)
    sheet.add("Transfer to", box=(63, 1500, 1017, 1590))
    sheet.add("CHASE SAVINGS (...7730)", box=(63, 1630, 1017, 1710), click=True, rid="id/sheet_account_name")
    sheet.add("Available balance: $8,120.55", box=(63, 1710, 1017, 1762), rid="id/sheet_account_balance")
    sheet.add("Freedom Unlimited (...3356)", box=(63, 1820, 1017, 1900), click=True, rid="id/sheet_account_name")
    sheet.add("Current balance: $612.44", box=(63, 1900, 1017, 1952), rid="id/sheet_account_balance")
    sheet.add("Cancel", cls=BTN, box=(63, 2050, 1017, 2180), click=True)
    t.click("Select account", sheet)
    t.click("CHASE SAVINGS (...7730)", cx_form("15:21", True, None))
    t.type("Amount $0.00", "250.00", cx_form("15:21", True, "250.00", focus=True))
    rv = Scr(CX, "15:22", 68)
    navup(rv, "Back")
    rv.add("Review transfer", box=(189, 178, 760, 262))
    rv.y = 283
    for lab, val in [("From", "TOTAL CHECKING (...4821)"), ("To", "CHASE SAVINGS (...7730)"), ("Amount", "$250.00"),
                     ("Send on", "Oct 20, 2023"), ("Frequency", "One-time"), ("Memo", "None")]:
        rv.add(lab, h=52, x=(63, 1017), gap=40)
        rv.add(val, h=70, x=(63, 1017))
    rv.add("Transfers between Chase accounts made before 11 PM ET on a business day are available immediately.",
           h=160, x=(63, 1017), gap=60)
    rv.add("Transfer money", cls=BTN, h=140, gap=60, click=True, rid="id/submit")
    rv.add("Cancel", cls=BTN, h=140, gap=20, click=True)
    t.click("Next", rv)
    cf = Scr(CX, "15:22", 68)
    cf.add(desc="Success", cls=IV, h=200, x=(440, 640), gap=140)
    cf.add("You've scheduled your transfer", h=100, x=(63, 1017), gap=40)
    for lab, val in [("Transaction number", "4710558263"), ("From", "TOTAL CHECKING (...4821)"),
                     ("To", "CHASE SAVINGS (...7730)"), ("Amount", "$250.00"), ("Send on", "Oct 20, 2023")]:
        cf.add(lab, h=52, x=(63, 1017), gap=40)
        cf.add(val, h=70, x=(63, 1017))
    cf.add("Make another transfer", cls=BTN, h=140, gap=80, click=True)
    cf.add("Done", cls=BTN, h=140, gap=20, click=True)
    t.click("Transfer money", cf)
    t.click("Done", cx_overview("15:22", ("$2,091.18", "$2,141.18"), "$8,370.55", 68))
    t.click("TOTAL CHECKING (...4821)", cx_activity("15:23"))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 14 VLC (bad)
VL = "org.videolan.vlc"


def vl_prefs(clk: str) -> Scr:
    s = Scr(VL, clk, 35)
    navup(s)
    s.add("Settings", box=(189, 178, 700, 262))
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/recycler_view")
    s.add("Media library", h=60, x=(63, 1017), gap=40, rid="android:id/title")
    item(s, "Media library folders", "Select the folders to scan for media", x0=63)
    set_switch(s, "Auto rescan", "Scan the device for new media at startup", True)
    s.add("Other settings", h=60, x=(63, 1017), gap=40, rid="android:id/title")
    for t_, sub in [("Interface", "Theme, language, grid, list settings"),
                    ("Video", "Hardware acceleration, orientation, controls"),
                    ("Subtitles", "Size, color, encoding"), ("Audio", "Audio output, headset, replay gain"),
                    ("Casting", "Chromecast and renderer settings"), ("Parental control", "Lock the interface for kids"),
                    ("Advanced", "Network caching, debug logs, dump media database")]:
        item(s, t_, sub, x0=63)
    return s


def vl_video(clk: str, hw: str) -> Scr:
    s = Scr(VL, clk, 35)
    navup(s)
    s.add("Video", box=(189, 178, 700, 262))
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/recycler_view")
    item(s, "Hardware acceleration", hw, x0=63)
    item(s, "Video screen orientation", "Automatic (sensor)", x0=63)
    set_switch(s, "Save video playback speed", "Remember the playback speed of each video", False)
    set_switch(s, "Show seek buttons", "Show rewind and fast-forward buttons in the player", True)
    item(s, "Seek buttons duration", "10 s", x0=63)
    set_switch(s, "Double tap to seek", "Double tap on the sides of the screen to seek", True)
    item(s, "Video app switch", "Play in Picture-in-Picture mode", x0=63)
    set_switch(s, "Resume playback after a call", "Resume the video when the call ends", True)
    set_switch(s, "Show video title", "Display the title in the player's top bar", True)
    item(s, "Video controls timeout", "4 s", x0=63)
    return s


def vl_hw_dialog(clk: str) -> Scr:
    s = vl_video(clk, "Automatic")
    s.add("Hardware acceleration", box=(105, 820, 975, 910), rid="id/alertTitle")
    for i, opt in enumerate(["Automatic", "Disabled", "Decoding acceleration", "Full acceleration"]):
        s.add(opt, cls="android.widget.CheckedTextView", box=(63, 950 + i * 147, 1017, 1097 + i * 147), click=True,
              checkable=True, checked=i == 0, rid="android:id/text1")
    s.add("CANCEL", cls=BTN, box=(775, 1560, 975, 1680), click=True, rid="android:id/button2")
    return s


def vl_more(clk: str) -> Scr:
    s = Scr(VL, clk, 35)
    s.add("More", box=(63, 178, 600, 262))
    s.add(desc="Settings", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/ml_menu_preferences")
    s.add(desc="About", cls=BTN, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add("Streams", h=80, x=(63, 1017), gap=40)
    s.add("New stream", cls=BTN, h=110, x=(63, 500), click=True)
    s.add("https://radio.garden/listen/kexp-90-3-fm", h=60, x=(63, 1017), gap=20, click=True)
    s.add("History", h=80, x=(63, 1017), gap=60)
    for name, pos in [("Nora_recital_2023", "Watched 18:40 / 24:07"), ("GoPro_Tahoe_0815", "Watched 12:48 / 12:48"),
                      ("Kayak_Sausalito", "Watched 2:05 / 9:58")]:
        s.add(name, h=66, x=(189, 1017), gap=40, click=True)
        s.add(pos, h=52, x=(189, 1017))
    vl_tabs(s, "More")
    return s


def vl_tabs(s: Scr, tab: str) -> None:
    for i, lab in enumerate(["Video", "Audio", "Browse", "Playlists", "More"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 216, 2190, i * 216 + 216, 2337), click=True, sel=lab == tab,
              rid="id/navigation_bar_item_large_label_view")


def vl_videos(clk: str) -> Scr:
    s = Scr(VL, clk, 35)
    s.add("Videos", box=(63, 178, 600, 262))
    s.add(desc="Search", cls=BTN, box=(639, 157, 765, 283), click=True)
    s.add(desc="Sort by…", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2190), scroll=True, rid="id/video_grid")
    for name, dur, res in [("drone_ocean_beach", "2:31", "4K"), ("GoPro_Tahoe_0815", "12:48", "1080p"),
                           ("Kayak_Sausalito", "9:58", "1080p"), ("Nora_recital_2023", "24:07", "720p"),
                           ("Screen_Recording_20231003", "3:12", "1080p"), ("Wedding_toast_final", "6:45", "4K")]:
        y0 = s.y + 24
        s.add(desc=name, cls=IV, box=(42, y0, 382, y0 + 190), rid="id/ml_item_thumbnail")
        s.add(name, box=(410, y0 + 20, 1017, y0 + 86), click=True, lclick=True, rid="id/ml_item_title")
        s.add(f"{dur} · {res}", box=(410, y0 + 96, 1017, y0 + 148), rid="id/ml_item_subtitle")
        s.y = y0 + 190
    vl_tabs(s, "Video")
    return s


def t14() -> dict[str, Any]:
    t = Traj(vl_prefs("21:04"))
    t.click("Video", vl_video("21:04", "Automatic"))
    t.click("Hardware acceleration", vl_hw_dialog("21:04"))
    t.click("Full acceleration", vl_video("21:05", "Full acceleration"))
    t.back(vl_prefs("21:05"))
    t.click("Video", vl_video("21:05", "Automatic"))  # contradiction: was set to Full acceleration
    t.back(vl_prefs("21:05"))
    t.back(vl_more("21:06"))
    t.click("Video", vl_videos("21:06"))
    return {"t": t, "bad": True, "turn": 5,
            "kind": "Hardware acceleration, set to Full acceleration at turn 3, shows Automatic again on reopening the Video settings with nothing changing it."}


# ---------------------------------------------------------------- 15 Camera and Photos (clean)
CAM = "com.android.camera2"
GP = "com.google.android.apps.photos"


def cam(clk: str) -> Scr:
    s = Scr(CAM, clk, 80, top=0)
    s.add(desc="Preview", cls=VIEW, box=(0, 136, 1080, 1976), click=True, lclick=True, rid="id/preview_content")
    s.add(desc="Options", cls=IB, box=(954, 157, 1059, 262), click=True, rid="id/mode_options_toggle")
    s.add(desc="Countdown timer is off", cls=IB, box=(63, 157, 168, 262), click=True, rid="id/countdown_toggle_button")
    s.add(desc="Grid lines off", cls=IB, box=(189, 157, 294, 262), click=True, rid="id/grid_lines_toggle_button")
    s.add(desc="Filmstrip view", cls=IV, box=(84, 2040, 252, 2208), click=True, rid="id/rounded_thumbnail_view")
    s.add(desc="Shutter", cls=IB, box=(414, 2000, 666, 2252), click=True, rid="id/shutter_button")
    s.add(desc="Switch to front camera", cls=IB, box=(828, 2040, 996, 2208), click=True, rid="id/camera_toggle_button")
    s.add(desc="Switch to Video Mode", cls=IB, box=(450, 2270, 630, 2380), click=True, rid="id/mode_list_toggle")
    return s


GP_OLD = [("Wed, Oct 18", ["6:02:45 PM", "6:02:41 PM", "12:31:09 PM"]),
          ("Sat, Oct 14", ["5:22:33 PM", "5:21:58 PM", "11:04:17 AM", "10:58:02 AM"]),
          ("Sun, Oct 8", ["4:47:20 PM", "4:46:55 PM"])]
GP_DATE = {"Today": "Oct 20, 2023", "Wed, Oct 18": "Oct 18, 2023", "Sat, Oct 14": "Oct 14, 2023",
           "Sun, Oct 8": "Oct 8, 2023"}


def gp_grid(clk: str, today: list[str]) -> Scr:
    s = Scr(GP, clk, 80)
    s.add(desc="Google Photos", cls=IV, box=(63, 170, 500, 270))
    s.add(desc="Notifications", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add(desc="Account and settings", cls=IV, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2190), scroll=True, rid="id/recycler_view")
    for day, times in ([("Today", today)] if today else []) + GP_OLD:
        s.add(day, h=90, x=(42, 800), gap=30, click=True, rid="id/date_header_text")
        for k in range(0, len(times), 3):
            y0 = s.y + 6
            for j, tm in enumerate(times[k:k + 3]):
                x0 = 3 + j * 359
                if y0 < 2190:
                    s.add(desc=f"Photo taken on {GP_DATE[day]} {tm}", cls=VIEW,
                          box=(x0, y0, x0 + 356, min(y0 + 356, 2190)), click=True, lclick=True, rid="id/photo_cell")
            s.y = y0 + 356
    for i, lab in enumerate(["Photos", "Search", "Sharing", "Library"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 270, 2190, i * 270 + 270, 2337), click=True, sel=i == 0,
              rid="id/navigation_bar_item_large_label_view")
    return s


def gp_view(clk: str, tm: str, dialog: bool = False, toast: bool = False) -> Scr:
    s = Scr(GP, clk, 80)
    s.add(desc=f"Photo taken on Oct 20, 2023 {tm}", cls=VIEW, box=(0, 136, 1080, 2337), click=True,
          rid="id/photo_view")
    navup(s, "Back")
    s.add("Today", box=(189, 160, 600, 215), rid="id/title")
    s.add(tm.replace(":" + tm.split(":")[2][:2], "", 1), box=(189, 215, 600, 265), rid="id/subtitle")
    s.add(desc="Add to favorites", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    for i, lab in enumerate(["Share", "Edit", "Lens", "Delete"]):
        s.add(lab, desc=lab, cls=BTN, box=(i * 270, 2190, i * 270 + 270, 2337), click=True, rid="id/action_button")
    if dialog:
        s.add("Move to trash?", box=(63, 1640, 1017, 1730), rid="id/title")
        s.add("This item will be removed from your Google Account, synced devices and places it's shared. Items in trash are deleted after 60 days.",
              box=(63, 1740, 1017, 1900), rid="id/message")
        s.add("Cancel", cls=BTN, box=(430, 1950, 700, 2080), click=True, rid="android:id/button2")
        s.add("Move to trash", cls=BTN, box=(710, 1950, 1017, 2080), click=True, rid="android:id/button1")
    if toast:
        s.add("Moved to trash", box=(300, 2000, 780, 2100), rid="android:id/message")
    return s


def t15() -> dict[str, Any]:
    t = Traj(cam("15:14"))
    t.click("Shutter", cam("15:14"))
    t.click("Shutter", cam("15:14"))
    t.home(launcher("15:14", 80))
    t.click("Photos", gp_grid("15:14", ["3:14:11 PM", "3:14:07 PM"]))
    t.click("Photo taken on Oct 20, 2023 3:14:11 PM", gp_view("15:15", "3:14:11 PM"))
    t.click("Delete", gp_view("15:15", "3:14:11 PM", dialog=True))
    t.click("Move to trash", gp_view("15:15", "3:14:07 PM", toast=True))
    t.back(gp_grid("15:15", ["3:14:07 PM"]))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 16 Retro Music (bad)
RM = "code.name.monkey.retromusic"
RM_SONGS = [("Africa", "TOTO"), ("Blinding Lights", "The Weeknd"), ("Dreams", "Fleetwood Mac"),
            ("Electric Feel", "MGMT"), ("Go Your Own Way", "Fleetwood Mac"), ("Harvest Moon", "Neil Young"),
            ("Kids", "MGMT"), ("Midnight City", "M83"), ("Mr. Brightside", "The Killers"), ("Take On Me", "a-ha"),
            ("The Less I Know the Better", "Tame Impala"), ("Waterfalls", "TLC")]
RM_PL = {"Chill evenings": 18, "Favorites": 12, "Gym mix": 24}


def rm_tabs(s: Scr, tab: str) -> None:
    for i, lab in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 216, 2190, i * 216 + 216, 2337), click=True, sel=lab == tab,
              rid="id/navigation_bar_item_large_label_view")


def rm_top(s: Scr, title: str, new_btn: bool = False) -> None:
    s.add(desc="Search", cls=BTN, box=(21, 157, 147, 283), click=True, rid="id/action_search")
    s.add(title, box=(189, 178, 700, 262), rid="id/appNameText")
    if new_btn:
        s.add(desc="New playlist", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/action_new_playlist")
    s.add(desc="Main menu", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283


def rm_songs(clk: str, toast: str | None = None) -> Scr:
    s = Scr(RM, clk, 64)
    rm_top(s, "Retro Music")
    s.add(cls=RV, box=(0, 283, 1080, 2010), scroll=True, rid="id/recyclerView")
    s.add("248 songs", h=80, x=(63, 600), gap=20, rid="id/text")
    s.add("Shuffle all", cls=BTN, h=100, x=(700, 1017), same=True, click=True, rid="id/shuffleButton")
    for title, artist in RM_SONGS:
        if s.y + 150 > 2010:
            break
        y0 = s.y + 10
        s.add(desc=f"{title} album art", cls=IV, box=(42, y0, 168, y0 + 126), rid="id/image")
        s.add(title, box=(189, y0 + 6, 880, y0 + 66), click=True, lclick=True, rid="id/title")
        s.add(artist, box=(189, y0 + 70, 880, y0 + 120), rid="id/text")
        s.add(desc="More options", cls=IB, box=(891, y0, 1017, y0 + 126), click=True, rid="id/menu")
        s.y = y0 + 140
    s.add("Harvest Moon", box=(168, 2030, 800, 2090), click=True, rid="id/mini_player_title")
    s.add("Neil Young", box=(168, 2090, 800, 2140), rid="id/mini_player_text")
    s.add(desc="Play", cls=IB, box=(891, 2030, 1017, 2156), click=True, rid="id/miniPlayerPlayPauseButton")
    if toast:
        s.add(toast, box=(200, 1860, 880, 1960), rid="android:id/message")
    rm_tabs(s, "Songs")
    return s


def rm_playlists(clk: str, pls: dict[str, int], dialog: str | None = None) -> Scr:
    s = Scr(RM, clk, 64)
    rm_top(s, "Retro Music", new_btn=True)
    s.add(cls=RV, box=(0, 283, 1080, 2010), scroll=True, rid="id/recyclerView")
    for name in sorted(pls):
        y0 = s.y + 20
        s.add(desc=name, cls=IV, box=(42, y0, 210, y0 + 168), rid="id/image")
        s.add(name, box=(231, y0 + 20, 880, y0 + 86), click=True, lclick=True, rid="id/title")
        n = pls[name]
        s.add(f"{n} Song" + ("" if n == 1 else "s"), box=(231, y0 + 90, 880, y0 + 142), rid="id/text")
        s.add(desc="More options", cls=IB, box=(891, y0 + 21, 1017, y0 + 147), click=True, rid="id/menu")
        s.y = y0 + 168
    s.add("Harvest Moon", box=(168, 2030, 800, 2090), click=True, rid="id/mini_player_title")
    s.add("Neil Young", box=(168, 2090, 800, 2140), rid="id/mini_player_text")
    s.add(desc="Play", cls=IB, box=(891, 2030, 1017, 2156), click=True, rid="id/miniPlayerPlayPauseButton")
    rm_tabs(s, "Playlists")
    if dialog is not None:
        s.add("New playlist", box=(105, 880, 975, 970), rid="id/alertTitle")
        s.add(dialog or None, cls=ET, hint="Playlist name", box=(105, 1000, 975, 1150), click=True, edit=True,
              focus=True, rid="id/actionNewPlaylist")
        s.add("Cancel", cls=BTN, box=(560, 1200, 760, 1320), click=True, rid="android:id/button2")
        s.add("Create", cls=BTN, box=(775, 1200, 975, 1320), click=True, rid="android:id/button1")
    return s


def rm_menu(clk: str, row: int) -> Scr:
    s = rm_songs(clk)
    y = min(420 + row * 140, 2300 - 10 * 126)
    for i, lab in enumerate(["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist",
                             "Share", "Tag editor", "Details", "Set as ringtone", "Delete from device"]):
        s.add(lab, box=(500, y + i * 126, 1038, y + 126 + i * 126), click=True, rid="id/title")
    return s


def rm_add(clk: str, pls: list[str]) -> Scr:
    s = rm_songs(clk)
    s.add("Add to playlist", box=(105, 700, 975, 790), rid="id/alertTitle")
    for i, name in enumerate(["New playlist…"] + pls):
        s.add(name, box=(105, 820 + i * 140, 975, 960 + i * 140), click=True, rid="id/title")
    s.add("Cancel", cls=BTN, box=(775, 860 + (len(pls) + 1) * 140, 975, 980 + (len(pls) + 1) * 140), click=True,
          rid="android:id/button2")
    return s


def t16() -> dict[str, Any]:
    pls = dict(RM_PL)
    new = "Road Trip 2023"
    t = Traj(rm_songs("16:40"))
    t.click("Playlists", rm_playlists("16:40", pls))
    t.click("New playlist", rm_playlists("16:40", pls, dialog=""))
    t.type("Playlist name", new, rm_playlists("16:41", pls, dialog=new))
    pls[new] = 0
    t.click("Create", rm_playlists("16:41", pls))
    t.click("Songs", rm_songs("16:41"))
    row = [s[0] for s in RM_SONGS].index("Go Your Own Way")
    t.click("More options", rm_menu("16:41", row), nth=row)
    t.click("Add to playlist…", rm_add("16:41", sorted(pls)))
    pls[new] = 1
    t.click(new, rm_songs("16:42", toast=f"Added 1 song to {new}"))
    row2 = [s[0] for s in RM_SONGS].index("Mr. Brightside")
    t.click("More options", rm_menu("16:42", row2), nth=row2)
    t.click("Add to playlist…", rm_add("16:42", sorted(RM_PL)))  # contradiction: the new playlist is missing
    t.click("Gym mix", rm_songs("16:42", toast="Added 1 song to Gym mix"))
    np = Scr(RM, "16:43", 63)
    np.add(desc="Close", cls=IB, box=(21, 157, 147, 283), click=True)
    np.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    np.add(desc="Mr. Brightside album art", cls=IV, box=(84, 360, 996, 1272), rid="id/image")
    np.add("Mr. Brightside", box=(63, 1340, 1017, 1430), rid="id/title")
    np.add("The Killers • Hot Fuss", box=(63, 1430, 1017, 1490), rid="id/text")
    np.add(cls="android.widget.SeekBar", desc="Song progress", box=(63, 1560, 1017, 1620), click=True,
           rid="id/progressSlider")
    np.add("0:00", box=(63, 1630, 300, 1680), rid="id/songCurrentProgress")
    np.add("3:42", box=(780, 1630, 1017, 1680), rid="id/songTotalTime")
    for i, d in enumerate(["Shuffle", "Previous", "Pause", "Next", "Repeat"]):
        np.add(desc=d, cls=IB, box=(42 + i * 200, 1760, 212 + i * 200, 1930), click=True)
    np.add("Up next: Take On Me", box=(63, 2060, 1017, 2130), rid="id/nextSong")
    t.click("Mr. Brightside", np)
    return {"t": t, "bad": True, "turn": 10,
            "kind": "Playlist 'Road Trip 2023', created at turn 4 and given a song at turn 8, is missing from the Add to playlist dialog."}


# ---------------------------------------------------------------- 17 Audio Recorder (clean)
AR = "com.dimowner.audiorecorder"
AR_INFO = "M4a, 44.1kHz, 128kbps, Stereo"


def ar_main(clk: str, name: str, progress: str, duration: str | None, recording: bool) -> Scr:
    s = Scr(AR, clk, 52, notif=("Audio Recorder notification: Recording",) if recording else ())
    s.add(desc="Settings", cls=IB, box=(21, 157, 147, 283), click=True, rid="id/btn_settings")
    s.add("Recording…" if recording else "Audio Recorder", box=(189, 178, 800, 262), rid="id/txt_title")
    s.y = 283
    s.add(desc="Waveform", cls=VIEW, h=700, x=(0, 1080), gap=120, rid="id/recording_view" if recording else "id/record")
    s.add(name, h=90, x=(63, 1017), gap=60, click=not recording, rid="id/txt_name")
    s.add(AR_INFO, h=56, x=(63, 1017), rid="id/txt_record_info")
    s.add(progress, h=130, x=(63, 540), gap=40, rid="id/txt_progress")
    s.add(duration, h=130, x=(540, 1017), same=True, rid="id/txt_duration")
    if recording:
        s.add(desc="Pause recording", cls=IB, box=(414, 1900, 666, 2152), click=True, rid="id/btn_record")
        s.add(desc="Stop recording", cls=IB, box=(780, 1963, 906, 2089), click=True, rid="id/btn_record_stop")
        s.add(desc="Delete recording", cls=IB, box=(174, 1963, 300, 2089), click=True, rid="id/btn_record_delete")
    else:
        s.add(desc="Play", cls=IB, box=(174, 1963, 300, 2089), click=True, rid="id/btn_play")
        s.add(desc="Record", cls=IB, box=(414, 1900, 666, 2152), click=True, rid="id/btn_record")
        s.add(desc="Records", cls=IB, box=(780, 1963, 906, 2089), click=True, rid="id/btn_records_list")
    return s


def ar_list(clk: str, recs: list[tuple[str, str, str, str]], menu: bool = False, rename: str | None = None) -> Scr:
    s = Scr(AR, clk, 52)
    navup(s, "Back")
    s.add("Records", box=(189, 178, 700, 262), rid="id/txt_title")
    s.add(desc="Bookmarks", cls=IB, box=(765, 157, 891, 283), click=True, rid="id/btn_bookmarks")
    s.add(desc="Sort", cls=IB, box=(891, 157, 1017, 283), click=True, rid="id/btn_sort")
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/recycler_view")
    for name, dur, when, size in recs:
        y0 = s.y + 20
        s.add(name, box=(63, y0, 760, y0 + 70), click=True, lclick=True, rid="id/list_item_name")
        s.add(dur, box=(770, y0, 1017, y0 + 70), rid="id/list_item_duration")
        s.add(when, box=(63, y0 + 76, 640, y0 + 126), rid="id/list_item_date")
        s.add(f"{AR_INFO.split(',')[0]}, {size}", box=(63, y0 + 130, 640, y0 + 180), rid="id/list_item_info")
        s.add(desc="More", cls=IB, box=(891, y0 + 60, 1017, y0 + 186), click=True, rid="id/list_item_more")
        s.y = y0 + 200
    if menu:
        for i, lab in enumerate(["Share", "Information", "Rename", "Open with", "Save As", "Delete"]):
            s.add(lab, box=(560, 420 + i * 126, 1038, 546 + i * 126), click=True, rid="id/title")
    if rename is not None:
        s.add("Rename", box=(105, 880, 975, 970), rid="id/alertTitle")
        s.add(rename, cls=ET, box=(105, 1000, 975, 1150), click=True, edit=True, focus=True, rid="id/input_name")
        s.add(".m4a", box=(880, 1040, 975, 1110), rid="id/txt_extension")
        s.add("Cancel", cls=BTN, box=(560, 1200, 760, 1320), click=True, rid="android:id/button2")
        s.add("OK", cls=BTN, box=(775, 1200, 975, 1320), click=True, rid="android:id/button1")
    return s


def t17() -> dict[str, Any]:
    recs = [("Record-15", "00:24", "Oct 20, 2023 16:01", "375 KB"), ("Record-14", "00:42", "Oct 18, 2023 09:12", "656 KB"),
            ("Record-13", "03:17", "Oct 12, 2023 18:45", "3.0 MB"),
            ("Call with landlord", "11:05", "Oct 9, 2023 14:20", "10.1 MB"),
            ("Record-11", "00:08", "Oct 2, 2023 07:33", "125 KB")]
    t = Traj(ar_main("16:01", "Record-14", "00:00", "00:42", False))
    t.click("Record", ar_main("16:01", "Record-15", "00:02", None, True))
    t.wait(ar_main("16:01", "Record-15", "00:19", None, True))
    t.click("Stop recording", ar_main("16:01", "Record-15", "00:00", "00:24", False))
    t.click("Records", ar_list("16:02", recs))
    t.click("More", ar_list("16:02", recs, menu=True), nth=0)
    t.click("Rename", ar_list("16:02", recs, rename="Record-15"))
    t.type("Record-15", "Standup notes", ar_list("16:02", recs, rename="Standup notes"), nth=1)
    recs[0] = ("Standup notes",) + recs[0][1:]
    t.click("OK", ar_list("16:02", recs))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 18 Markor (bad)
MK = "net.gsantner.markor"
MK_ERR = ["# Errands – week 42", "", "- [x] drop off Amazon return (UPS, code 7HQ2K)",
          "- [ ] renew passport (deadline 11/30)", "- [ ] pick up prescription at Walgreens",
          "- [ ] oil change – Jiffy Lube, quote $64.99", "- [ ] return library books (due Sat)"]
MK_TODO = ["(A) 2023-10-18 Call plumber about kitchen sink +home @phone due:2023-10-21",
           "(B) 2023-10-17 Send Q3 expense report to Leah +work @email",
           "2023-10-19 Book hotel for Portland trip +travel",
           "x 2023-10-19 2023-10-12 Cancel old gym membership +admin"]


def mk_size(lines: list[str]) -> str:
    return f"{len(chr(10).join(lines).encode('utf-8'))} B"


def mk_browser(clk: str, files: dict[str, tuple[str, list[str]]]) -> Scr:
    s = Scr(MK, clk, 44)
    s.add("Markor", box=(63, 178, 600, 262), rid="id/toolbar_title")
    s.add(desc="Search", cls=BTN, box=(639, 157, 765, 283), click=True)
    s.add(desc="Sort by", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add("/storage/emulated/0/Documents/Markor", h=70, x=(63, 1017), gap=20, rid="id/ui__filesystem_dialog__title")
    s.add(cls=RV, box=(0, s.y, 1080, 2190), scroll=True, rid="id/ui__filesystem_dialog__list")
    rows = [("..", "Parent folder"), ("archive", "Folder · 12 items"), ("journal", "Folder · 41 items")]
    rows += [(n, f"{files[n][0]} · {mk_size(files[n][1])}") for n in sorted(files)]
    for name, sub in rows:
        y0 = s.y + 16
        s.add(desc="Folder" if "Folder" in sub or name == ".." else "File", cls=IV, box=(42, y0, 147, y0 + 105),
              rid="id/opoc_filesystem_item__image")
        s.add(name, box=(168, y0, 1017, y0 + 62), click=True, lclick=True, rid="id/opoc_filesystem_item__title")
        s.add(sub, box=(168, y0 + 64, 1017, y0 + 112), rid="id/opoc_filesystem_item__description")
        s.y = y0 + 130
    s.add(desc="Create a new file or folder", cls=IB, box=(859, 2010, 1017, 2168), click=True,
          rid="id/fab_add_new_item")
    for i, lab in enumerate(["Files", "To-Do", "QuickNote", "More"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 270, 2190, i * 270 + 270, 2337), click=True, sel=i == 0,
              rid="id/navigation_bar_item_large_label_view")
    return s


def mk_editor(clk: str, name: str, lines: list[str], focus: bool = False, undo: bool = False) -> Scr:
    s = Scr(MK, clk, 44)
    navup(s)
    s.add(name.rsplit(".", 1)[0], box=(189, 178, 520, 262), rid="id/note__activity__text_note_title")
    for i, d in enumerate(["Undo", "Redo", "Save", "View", "More options"]):
        s.add(desc=d, cls=BTN if i < 4 else IB, box=(513 + i * 105, 157, 618 + i * 105, 283), click=True,
              enabled=d != "Redo" and (undo or d != "Undo"), rid=None if i == 4 else f"id/action_{d.lower()}")
    s.y = 283
    s.add("\n".join(lines), cls=ET, h=1640, x=(0, 1080), gap=10, click=True, lclick=True, edit=True, focus=focus,
          scroll=True, rid="id/document__fragment__edit__highlighting_editor")
    for i, d in enumerate(["Checkbox", "Heading", "Bold", "Italic", "Link", "Insert image", "Insert date"]):
        s.add(desc=d, cls=IV, box=(i * 154, 2190, i * 154 + 154, 2337), click=True, lclick=True)
    return s


def mk_view(clk: str, name: str, lines: list[str]) -> Scr:
    s = Scr(MK, clk, 44)
    navup(s)
    s.add(name.rsplit(".", 1)[0], box=(189, 178, 520, 262), rid="id/note__activity__text_note_title")
    s.add(desc="Edit", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/action_edit")
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls="android.webkit.WebView", box=(0, 283, 1080, 2337), scroll=True, rid="id/document__fragment_view_webview")
    for ln in lines:
        if not ln:
            continue
        if ln.startswith("# "):
            s.add(ln[2:], cls=VIEW, h=120, x=(42, 1038), gap=30)
        else:
            box = ln.startswith("- [")
            if box:
                s.add(cls=CB, h=70, x=(63, 133), gap=20, checkable=True, checked=ln.startswith("- [x]"))
            s.add(ln[6:] if box else ln, cls=VIEW, h=70, x=(150, 1038), same=box)
    return s


def t18() -> dict[str, Any]:
    files = {"errands.md": ("Oct 19, 2023 21:07", MK_ERR), "groceries.md": ("Oct 18, 2023 08:30",
                                                                          ["# Groceries", "- oat milk", "- eggs (dozen)", "- sourdough", "- spinach"]),
             "ideas.md": ("Oct 2, 2023 22:15", ["# Ideas", "- podcast on SF stairways", "- standing desk DIY"]),
             "meeting-2023-10-19.md": ("Oct 19, 2023 15:48", ["# Sync 10/19", "- launch slips to 11/6", "- Leah owns QA"]),
             "todo.txt": ("Oct 19, 2023 19:02", MK_TODO)}
    added = "- [ ] buy birthday card for Nora"
    new = MK_ERR + [added]
    t = Traj(mk_browser("21:07", files))
    t.click("errands.md", mk_editor("21:07", "errands.md", MK_ERR))
    t.click("\n".join(MK_ERR), mk_editor("21:07", "errands.md", MK_ERR, focus=True))
    t.type("\n".join(MK_ERR), "\n" + added, mk_editor("21:08", "errands.md", new, focus=True, undo=True))
    t.click("Save", mk_editor("21:08", "errands.md", new, focus=True, undo=True))
    files["errands.md"] = ("Oct 20, 2023 21:08", new)
    t.back(mk_browser("21:08", files))
    bad = [ln.replace("11/30", "11/13") for ln in new]   # contradiction: saved line read back changed
    t.click("errands.md", mk_editor("21:08", "errands.md", bad))
    t.click("View", mk_view("21:09", "errands.md", bad))
    t.back(mk_browser("21:09", files))
    t.click("todo.txt", mk_editor("21:09", "todo.txt", MK_TODO))
    return {"t": t, "bad": True, "turn": 6,
            "kind": "Reopening errands.md right after saving shows the passport line as '(deadline 11/13)' instead of '(deadline 11/30)'."}


# ---------------------------------------------------------------- 19 Phone (clean)
PH = "com.google.android.dialer"
PH_RECENTS = [("Mom", "Incoming call", "Mobile · 1:02 PM"), ("Joe's Pizza", "Outgoing call", "(415) 555-0123 · 12:10 PM"),
              ("(415) 555-0131", "Missed call", "San Francisco, CA · Yesterday"),
              ("Dr. Patel Office", "Outgoing call", "Work · Yesterday"), ("Alex Chen (2)", "Incoming call", "Mobile · Wed"),
              ("Dana Whitfield", "Outgoing call", "Mobile · Mon"), ("Spam? (628) 555-0190", "Missed call", "Sun"),
              ("Golden Gate Dental", "Incoming call", "(415) 555-0102 · Oct 13")]


def ph_recents(clk: str, rows: list[tuple[str, str, str]], expanded: str | None = None) -> Scr:
    s = Scr(PH, clk, 76)
    s.add("Search contacts & places", h=130, x=(42, 880), gap=24, click=True, rid="id/search_box_start_search")
    s.add(desc="More options", cls=IB, h=130, x=(900, 1038), same=True, click=True)
    s.add(cls=RV, box=(0, s.y, 1080, 2190), scroll=True, rid="id/new_call_log_recycler_view")
    s.add("Today", h=70, x=(63, 1017), gap=20, rid="id/header")
    for name, kind, sub in rows:
        y0 = s.y + 20
        s.add(desc=f"Quick contact for {name}", cls="android.widget.QuickContactBadge", box=(42, y0, 168, y0 + 126),
              click=True, rid="id/quick_contact_photo")
        s.add(name, box=(189, y0 + 4, 860, y0 + 66), click=True, lclick=True, rid="id/primary_text")
        s.add(desc=kind, cls=IV, box=(189, y0 + 76, 231, y0 + 118), rid="id/call_type_icon")
        s.add(sub, box=(240, y0 + 70, 860, y0 + 122), rid="id/secondary_text")
        s.add(desc=f"Call {name}", cls=IB, box=(891, y0, 1017, y0 + 126), click=True, rid="id/call_button")
        s.y = y0 + 146
        if name == expanded:
            for i, lab in enumerate(["Add contact", "Message", "History"]):
                s.add(lab, box=(189, s.y + i * 120, 1017, s.y + 120 + i * 120), click=True, rid="id/contact_action")
            s.y += 370
    s.add(desc="key pad", cls=IB, box=(859, 2010, 1017, 2168), click=True, rid="id/dialpad_fab")
    for i, lab in enumerate(["Favorites", "Recents", "Contacts"]):
        s.add(lab, desc=lab, cls=FL, box=(i * 360, 2190, i * 360 + 360, 2337), click=True, sel=lab == "Recents",
              rid="id/navigation_bar_item_large_label_view")
    return s


def ph_keypad(clk: str, digits: str | None) -> Scr:
    s = Scr(PH, clk, 76)
    s.add(desc="Back", cls=IB, box=(21, 200, 147, 326), click=True)
    s.add(digits, cls=ET, box=(168, 180, 912, 350), click=True, edit=True, focus=True, rid="id/digits")
    if digits:
        s.add(desc="backspace", cls=IB, box=(912, 200, 1038, 326), click=True, lclick=True, rid="id/deleteButton")
        for i, lab in enumerate(["Create new contact", "Add to a contact", "Send a message"]):
            s.add(lab, box=(63, 420 + i * 130, 1017, 540 + i * 130), click=True, rid="id/search_action_text")
    keys = [("1", "1,"), ("2", "2,ABC"), ("3", "3,DEF"), ("4", "4,GHI"), ("5", "5,JKL"), ("6", "6,MNO"),
            ("7", "7,PQRS"), ("8", "8,TUV"), ("9", "9,WXYZ"), ("*", "*"), ("0", "0 +"), ("#", "#")]
    for i, (k, d) in enumerate(keys):
        x0, y0 = 63 + (i % 3) * 318, 1000 + (i // 3) * 220
        s.add(k, desc=d, cls=FL, box=(x0, y0, x0 + 318, y0 + 220), click=True, lclick=True, rid="id/dialpad_key_number")
    s.add(desc="dial", cls=IB, box=(414, 1930, 666, 2140), click=True, rid="id/dialpad_floating_action_button")
    return s


def ph_call(clk: str, status: str) -> Scr:
    s = Scr(PH, clk, 76)
    s.add("(415) 555-0177", box=(63, 420, 1017, 540), rid="id/contactgrid_contact_name")
    s.add("San Francisco, CA", box=(63, 550, 1017, 610), rid="id/contactgrid_location")
    s.add(status, box=(63, 620, 1017, 690), rid="id/contactgrid_bottom_timer" if ":" in status else "id/contactgrid_status_text")
    for i, lab in enumerate(["Mute", "Keypad", "Speaker", "Add call", "Hold", "Record"]):
        x0, y0 = 63 + (i % 3) * 318, 1300 + (i // 3) * 260
        s.add(lab, desc=lab, cls="android.widget.ToggleButton" if lab in ("Mute", "Speaker", "Hold") else BTN,
              box=(x0, y0, x0 + 318, y0 + 240), click=True, checkable=lab in ("Mute", "Speaker", "Hold"),
              enabled=status != "Calling…" or lab in ("Mute", "Keypad", "Speaker"), rid="id/incall_button_label")
    s.add(desc="End call", cls=IB, box=(414, 1930, 666, 2140), click=True, rid="id/incall_end_call")
    return s


def t19() -> dict[str, Any]:
    t = Traj(ph_recents("15:26", PH_RECENTS))
    t.click("key pad", ph_keypad("15:26", None))
    t.type_rid("id/digits", "4155550177", ph_keypad("15:26", "(415) 555-0177"))
    t.click("dial", ph_call("15:27", "Calling…"))
    t.wait(ph_call("15:27", "0:07"))
    t.wait(ph_call("15:27", "0:31"))
    t.click("End call", ph_keypad("15:27", None))
    rows = [("(415) 555-0177", "Outgoing call", "San Francisco, CA · Just now")] + PH_RECENTS
    t.back(ph_recents("15:27", rows))
    t.click("(415) 555-0177", ph_recents("15:28", rows, expanded="(415) 555-0177"))
    d = Scr(PH, "15:28", 76)
    navup(d)
    d.add("Call details", box=(189, 178, 700, 262))
    d.add(desc="Delete", cls=BTN, box=(891, 157, 1017, 283), click=True, rid="id/call_detail_delete_menu_item")
    d.y = 283
    d.add(desc="Quick contact for (415) 555-0177", cls="android.widget.QuickContactBadge", h=200, x=(440, 640), gap=60)
    d.add("(415) 555-0177", h=100, x=(63, 1017), gap=30, rid="id/contact_name")
    d.add("San Francisco, CA", h=60, x=(63, 1017), rid="id/phone_number")
    for i, lab in enumerate(["Call", "Message", "Add contact"]):
        d.add(lab, desc=lab, cls=BTN, h=190, x=(63 + i * 318, 381 + i * 318), same=i > 0, gap=60, click=True)
    d.add(desc="Outgoing call", cls=IV, h=80, x=(63, 143), gap=60, rid="id/call_type_icon")
    d.add("Outgoing call", h=66, x=(168, 1017), same=True, rid="id/call_type_text")
    d.add("Today, 3:27 PM", h=56, x=(168, 1017), rid="id/call_time_text")
    d.add("36 sec", h=56, x=(168, 1017), rid="id/call_duration_text")
    t.click("History", d)
    rows2 = [("(415) 555-0177", "Outgoing call", "San Francisco, CA · 1 min ago")] + PH_RECENTS
    t.back(ph_recents("15:28", rows2))
    return {"t": t, "bad": False}


# ---------------------------------------------------------------- 20 DoorDash (bad)
DD = "com.dd.doordash"
DD_MENU = [("Carne Asada Tacos (3)", "$11.49", "Grilled steak, onion, cilantro, salsa verde on corn tortillas"),
           ("Al Pastor Burrito", "$13.25", "Marinated pork, pineapple, rice, beans, salsa roja"),
           ("Chicken Quesadilla", "$10.75", "Flour tortilla, jack cheese, pico de gallo, sour cream"),
           ("Chips & Guacamole", "$6.50", "House-made guacamole, warm tortilla chips"),
           ("Horchata (Large)", "$5.49", "Rice, cinnamon, vanilla — 32 oz"),
           ("Mexican Coke", "$3.75", "355 ml glass bottle")]


def dd_store(clk: str, cart_n: int, cart_total: str) -> Scr:
    s = Scr(DD, clk, 45)
    navup(s, "Back")
    s.add(desc="Search store menu", cls=BTN, box=(765, 157, 891, 283), click=True)
    s.add(desc="Save store", cls=BTN, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2150), scroll=True, rid="id/recycler_view")
    s.add("Tacos El Gordo", h=110, x=(63, 1017), gap=30, rid="id/store_name")
    s.add("4.7 ★ (2,300+ ratings) • Mexican • 1.2 mi", h=56, x=(63, 1017), rid="id/store_info")
    s.add("$2.99 delivery fee · 25–35 min", h=56, x=(63, 1017), rid="id/delivery_info")
    s.add("Most Ordered", h=90, x=(63, 1017), gap=40, rid="id/header")
    for name, price, desc in DD_MENU:
        s.add(name, h=66, x=(63, 760), gap=36, click=True, rid="id/item_name")
        s.add(desc, h=100, x=(63, 760), rid="id/item_description")
        s.add(price, h=56, x=(63, 760), rid="id/item_price")
        s.add(desc=f"Add {name}", cls=IB, h=110, x=(900, 1017), same=True, click=True, rid="id/quick_add")
    s.add("View cart", cls=BTN, box=(42, 2170, 1038, 2310), click=True, rid="id/view_cart_button")
    s.add(f"{cart_n} item{'s' if cart_n > 1 else ''}", box=(84, 2200, 360, 2280), rid="id/cart_count")
    s.add(cart_total, box=(760, 2200, 1000, 2280), rid="id/cart_total")
    return s


def dd_item(clk: str, qty: int) -> Scr:
    s = Scr(DD, clk, 45)
    s.add(desc="Close", cls=IB, box=(21, 300, 147, 426), click=True)
    s.add(desc="Carne Asada Tacos (3)", cls=IV, box=(0, 300, 1080, 900), rid="id/item_image")
    s.add("Carne Asada Tacos (3)", box=(63, 930, 1017, 1030), rid="id/item_name")
    s.add("Grilled steak, onion, cilantro, salsa verde on corn tortillas", box=(63, 1040, 1017, 1140),
          rid="id/item_description")
    s.add("$11.49", box=(63, 1150, 400, 1210), rid="id/item_price")
    s.add("Special instructions", box=(63, 1290, 1017, 1350))
    s.add(None, cls=ET, hint="Add a note (extra sauce, no onions, etc.)", box=(63, 1360, 1017, 1500), click=True,
          edit=True, rid="id/special_instructions")
    s.add(desc="Decrease quantity", cls=IB, box=(63, 2170, 189, 2296), click=True, enabled=qty > 1,
          rid="id/quantity_decrease")
    s.add(str(qty), box=(189, 2190, 289, 2276), rid="id/quantity")
    s.add(desc="Increase quantity", cls=IB, box=(289, 2170, 415, 2296), click=True, rid="id/quantity_increase")
    total = f"${11.49 * qty:.2f}"
    s.add(f"Add to cart - {total}", cls=BTN, box=(440, 2170, 1038, 2296), click=True, rid="id/add_to_cart")
    return s


def dd_track(clk: str, title: str, eta: str, steps: list[tuple[str, str]]) -> Scr:
    s = Scr(DD, clk, 43, notif=("DoorDash notification: Order update",))
    s.add(desc="Close", cls=IB, box=(21, 157, 147, 283), click=True)
    s.add("Help", cls=BTN, box=(860, 168, 1038, 273), click=True)
    s.y = 283
    s.add(desc="Map of Dasher and delivery route", cls=VIEW, h=820, x=(0, 1080), rid="id/map")
    s.add(eta, h=100, x=(63, 1017), gap=40, rid="id/eta_range")
    s.add("Estimated arrival", h=56, x=(63, 1017), rid="id/eta_label")
    s.add(title, h=80, x=(63, 1017), gap=30, rid="id/status_title")
    s.add(desc="Order progress", cls="android.widget.ProgressBar", h=30, x=(63, 1017), gap=20, rid="id/progress")
    for label, tm in steps:
        s.add(label, h=60, x=(105, 780), gap=26, rid="id/step_label")
        s.add(tm, h=60, x=(800, 1017), same=True, rid="id/step_time")
    if any(lab.startswith("Dasher") for lab, _ in steps):
        s.add("Marco · Toyota Prius, silver", h=66, x=(189, 700), gap=50, rid="id/dasher_name")
        s.add(desc="Call Marco", cls=IB, h=126, x=(765, 891), same=True, click=True, rid="id/call_dasher")
        s.add(desc="Message Marco", cls=IB, h=126, x=(891, 1017), same=True, click=True, rid="id/chat_dasher")
    s.add("Order details", cls=BTN, h=120, x=(63, 520), gap=60, click=True, rid="id/order_details")
    s.add("Tacos El Gordo · 3 items · $43.19", h=56, x=(63, 1017), gap=10, rid="id/order_summary")
    return s


def dd_chat(clk: str, draft: str | None = None, sent: str | None = None) -> Scr:
    s = Scr(DD, clk, 43, notif=("DoorDash notification: Order update",))
    navup(s, "Back")
    s.add("Marco", box=(189, 170, 700, 230), rid="id/title")
    s.add("Your Dasher · Toyota Prius, silver", box=(189, 230, 800, 280), rid="id/subtitle")
    s.y = 283
    s.add("Hi! I'm on my way to Tacos El Gordo to pick up your order.", h=150, x=(63, 760), gap=60,
          rid="id/message_text")
    s.add("7:49 PM", h=50, x=(63, 400), rid="id/message_status")
    if sent:
        s.add(sent, h=150, x=(320, 1017), gap=40, rid="id/message_text")
        s.add("7:50 PM · Sent", h=50, x=(700, 1017), rid="id/message_status")
    s.add(draft, cls=ET, hint="Message your Dasher", box=(42, 2170, 890, 2310), click=True, edit=True,
          focus=draft is not None or sent is not None, rid="id/message_input")
    s.add(desc="Send", cls=BTN, box=(900, 2170, 1038, 2310), click=True, enabled=bool(draft), rid="id/send")
    return s


def t20() -> dict[str, Any]:
    t = Traj(dd_store("19:38", 1, "$5.49"))
    t.click("Carne Asada Tacos (3)", dd_item("19:38", 1))
    t.click("Increase quantity", dd_item("19:38", 2))
    t.click("Add to cart - $22.98", dd_store("19:39", 3, "$28.47"))
    cart = Scr(DD, "19:39", 45)
    navup(cart, "Back")
    cart.add("Cart", box=(189, 178, 700, 262))
    cart.y = 283
    cart.add("Tacos El Gordo", h=90, x=(63, 1017), gap=30)
    for q, name, price in [("2×", "Carne Asada Tacos (3)", "$22.98"), ("1×", "Horchata (Large)", "$5.49")]:
        cart.add(q, cls="android.widget.Spinner", h=100, x=(63, 200), gap=40, click=True, rid="id/quantity_spinner")
        cart.add(name, h=66, x=(220, 780), same=True, rid="id/item_name")
        cart.add(price, h=66, x=(800, 1017), same=True, rid="id/item_price")
    cart.add(desc="Add items", cls=BTN, h=110, x=(63, 500), gap=40, click=True)
    cart.add("Subtotal", h=66, x=(63, 700), gap=60)
    cart.add("$28.47", h=66, x=(760, 1017), same=True, rid="id/subtotal")
    cart.add("Checkout", cls=BTN, box=(42, 2170, 1038, 2310), click=True, rid="id/checkout_button")
    t.click("View cart", cart)
    co = Scr(DD, "19:40", 44)
    navup(co, "Back")
    co.add("Checkout", box=(189, 178, 700, 262))
    co.y = 283
    co.add(cls="android.widget.ScrollView", box=(0, 283, 1080, 2150), scroll=True)
    for lab, val in [("Delivery", "1458 Valencia St, Apt 3"), ("Delivery time", "Standard · 25–35 min"),
                     ("Payment", "Visa •••• 4417")]:
        co.add(lab, h=52, x=(63, 1017), gap=40)
        co.add(val, h=70, x=(63, 1017), click=True)
    co.add("Order Summary", h=80, x=(63, 1017), gap=50)
    for lab, val in [("Subtotal", "$28.47"), ("Delivery Fee", "$2.99"), ("Service Fee", "$4.27"),
                     ("Estimated Tax", "$2.46"), ("Dasher Tip", "$5.00"), ("Total", "$43.19")]:
        co.add(lab, h=62, x=(63, 700), gap=16)
        co.add(val, h=62, x=(760, 1017), same=True)
    co.add("Place Order", cls=BTN, box=(42, 2170, 1038, 2310), click=True, rid="id/place_order_button")
    t.click("Checkout", co)
    t.click("Place Order", dd_track("19:42", "Confirming your order with Tacos El Gordo…", "8:09 – 8:19 PM",
                                    [("Order placed", "7:42 PM")]))
    t.wait(dd_track("19:44", "Preparing your order", "8:09 – 8:19 PM",
                    [("Order placed", "7:42 PM"), ("Confirmed by Tacos El Gordo", "7:43 PM")]))
    t.wait(dd_track("19:49", "Marco is heading to the store", "8:07 – 8:15 PM",   # contradiction: placed 7:42 PM
                    [("Order placed", "7:24 PM"), ("Confirmed by Tacos El Gordo", "7:43 PM"),
                     ("Dasher Marco assigned", "7:49 PM")]))
    msg = "Thanks! Gate code is 2580, please leave it by the door"
    t.click("Message Marco", dd_chat("19:50"))
    t.type("Message your Dasher", msg, dd_chat("19:50", draft=msg))
    t.click("Send", dd_chat("19:50", sent=msg))
    return {"t": t, "bad": True, "turn": 8,
            "kind": "The order-tracking timeline shows 'Order placed 7:24 PM', though the order was placed at 7:42 PM (as the two earlier tracking screens said) and it was confirmed at 7:43 PM."}


# ---------------------------------------------------------------- 21 Amazon Shopping (bad)
AZ = "com.amazon.mShop.android.shopping"
AZ_ANKER = "Anker 737 Power Bank (PowerCore 24K), 24,000mAh 3-Port Portable Charger with 140W Output"
AZ_AA = "Amazon Basics 48 Pack AA High-Performance Alkaline Batteries, 10-Year Shelf Life"
AZ_ADDR = "Ines Moreau, 1458 VALENCIA ST APT 3, SAN FRANCISCO, CA 94110-3712"


def az_frame(clk: str, cart_n: int, tab: str) -> Scr:
    s = Scr(AZ, clk, 86)
    s.add(None, cls=ET, hint="Search Amazon", box=(42, 157, 1038, 283), click=True, rid="id/chrome_search_hint_view")
    s.add("Deliver to Ines - San Francisco 94110", box=(42, 290, 1038, 370), click=True, rid="id/glow_subnav_label")
    s.y = 370
    for i, (lab, d) in enumerate([("Home", "Home"), ("You", "Your Amazon"), (str(cart_n), f"Cart {cart_n} items"),
                                  ("Menu", "Menu")]):
        s.add(lab, desc=d, cls=FL, box=(i * 270, 2211, i * 270 + 270, 2337), click=True, sel=d.startswith(tab),
              rid="id/bottom_tab_button")
    s.add(cls="android.webkit.WebView", box=(0, 370, 1080, 2211), scroll=True, focusable=True)
    return s


def az_cart(clk: str, qty: int, dropdown: bool = False) -> Scr:
    n = 1 + qty
    sub = 89.99 + 16.49 * qty
    s = az_frame(clk, n, "Cart")
    s.add(f"Subtotal ${sub:,.2f}", cls=VIEW, h=90, x=(42, 1038), gap=30)
    s.add(f"Proceed to checkout ({n} items)", cls=BTN, h=130, x=(42, 1038), gap=20, click=True)
    for title, price, q, stock in [(AZ_ANKER, "$89.99", 1, "In Stock"), (AZ_AA, "$16.49", qty, "In Stock")]:
        s.add(desc=title, cls=IV, h=260, x=(42, 302), gap=50, click=True)
        s.add(title, cls=VIEW, h=160, x=(320, 1038), same=True, click=True)
        s.add(price, cls=VIEW, h=70, x=(320, 1038), gap=-100)
        s.add(stock, cls=VIEW, h=52, x=(320, 1038))
        s.add(f"Qty: {q}", cls=BTN, h=100, x=(42, 300), gap=30, click=True)
        s.add("Delete", cls=BTN, h=100, x=(320, 520), same=True, click=True)
        s.add("Save for later", cls=BTN, h=100, x=(540, 820), same=True, click=True)
        s.add("Share", cls=BTN, h=100, x=(840, 1038), same=True, click=True)
    if dropdown:
        for i, lab in enumerate(["0 (Delete)"] + [str(k) for k in range(1, 10)] + ["10+"]):
            s.add(lab, cls="android.widget.CheckedTextView", box=(300, 700 + i * 120, 780, 820 + i * 120), click=True,
                  checkable=True, checked=lab == str(qty), rid="android:id/text1")
    return s


def az_summary(s: Scr) -> None:
    for lab, val in [("Items:", "$122.97"), ("Shipping & handling:", "$0.00"), ("Total before tax:", "$122.97"),
                     ("Estimated tax to be collected:", "$10.61"), ("Order total:", "$133.58")]:
        s.add(lab, cls=VIEW, h=60, x=(42, 760), gap=12)
        s.add(val, cls=VIEW, h=60, x=(780, 1038), same=True)


def t21() -> dict[str, Any]:
    t = Traj(az_cart("10:12", 1))
    t.click("Qty: 1", az_cart("10:12", 1, dropdown=True), nth=1)
    t.click("2", az_cart("10:12", 2), nth=1)
    co = az_frame("10:13", 3, "Cart")
    co.add("Review your order", cls=VIEW, h=100, x=(42, 1038), gap=30)
    co.add("Place your order", cls=BTN, h=130, x=(42, 1038), gap=20, click=True)
    co.add("Order total: $133.58", cls=VIEW, h=70, x=(42, 1038), gap=10)
    co.add("Shipping to:", cls=VIEW, h=56, x=(42, 1038), gap=30)
    co.add(AZ_ADDR, cls=VIEW, h=110, x=(42, 1038), click=True)
    co.add("Paying with Visa ending in 4417", cls=VIEW, h=70, x=(42, 1038), gap=20, click=True)
    co.add("Arriving Monday, Oct 23", cls=VIEW, h=70, x=(42, 1038), gap=30)
    co.add("FREE Prime Delivery", cls=VIEW, h=56, x=(42, 1038))
    co.add(AZ_ANKER, cls=VIEW, h=110, x=(42, 1038), gap=20)
    co.add("$89.99 · Qty: 1", cls=VIEW, h=56, x=(42, 1038))
    co.add(AZ_AA, cls=VIEW, h=110, x=(42, 1038), gap=20)
    co.add("$16.49 · Qty: 2", cls=VIEW, h=56, x=(42, 1038))
    az_summary(co)
    t.click("Proceed to checkout (3 items)", co)
    ty = az_frame("10:13", 0, "Cart")
    ty.add(desc="Checkmark", cls=IV, h=90, x=(42, 132), gap=40)
    ty.add("Order placed, thank you!", cls=VIEW, h=90, x=(150, 1038), same=True)
    ty.add("Confirmation will be sent to your email.", cls=VIEW, h=60, x=(42, 1038), gap=10)
    ty.add("Shipping to " + AZ_ADDR, cls=VIEW, h=110, x=(42, 1038), gap=20)
    ty.add("Monday, Oct 23", cls=VIEW, h=70, x=(42, 1038), gap=30)
    ty.add("Delivery date", cls=VIEW, h=52, x=(42, 1038))
    ty.add(desc=AZ_ANKER, cls=IV, h=200, x=(42, 242), gap=20)
    ty.add(desc=AZ_AA, cls=IV, h=200, x=(262, 462), same=True)
    ty.add("Review or edit your recent orders", cls=VIEW, h=70, x=(42, 1038), gap=30, click=True)
    ty.add("Continue shopping", cls=BTN, h=130, x=(42, 1038), gap=30, click=True)
    t.click("Place your order", ty)
    yo = az_frame("10:14", 0, "Your")
    yo.add("Your Orders", cls=VIEW, h=100, x=(42, 1038), gap=20)
    yo.add(None, cls=ET, hint="Search all orders", h=120, x=(42, 1038), gap=10, click=True)
    yo.add("Filter: Past three months", cls=BTN, h=90, x=(42, 600), gap=10, click=True)
    for status, title in [("Arriving Monday", AZ_ANKER), ("Arriving Monday", AZ_AA),
                          ("Delivered Oct 12", "OXO Good Grips 3-Piece Stainless-Steel Mixing Bowl Set"),
                          ("Delivered Oct 3", "Hydro Flask 32 oz Wide Mouth Bottle with Flex Straw Cap, Pacific")]:
        yo.add(desc=title, cls=IV, h=200, x=(42, 242), gap=30, click=True)
        yo.add(status, cls=VIEW, h=60, x=(262, 1038), same=True)
        yo.add(title, cls=VIEW, h=110, x=(262, 1038), gap=-140, click=True)
        yo.skip(30)
    t.click("Review or edit your recent orders", yo)
    od = az_frame("10:14", 0, "Your")
    od.add("View order details", cls=VIEW, h=100, x=(42, 1038), gap=20)
    for lab, val in [("Order date", "Oct 20, 2023"), ("Order #", "112-4839205-7716243"),
                     ("Order total", "$133.58 (3 items)")]:
        od.add(lab, cls=VIEW, h=56, x=(42, 400), gap=10)
        od.add(val, cls=VIEW, h=56, x=(420, 1038), same=True)
    od.add("View or Print invoice", cls=VIEW, h=100, x=(42, 1038), gap=20, click=True)
    od.add("Shipment details", cls=VIEW, h=80, x=(42, 1038), gap=30)
    od.add("Arriving Monday", cls=VIEW, h=70, x=(42, 1038))
    od.add(AZ_ANKER, cls=VIEW, h=110, x=(262, 1038), gap=10, click=True)
    od.add("Qty: 1 · $89.99", cls=VIEW, h=52, x=(262, 1038))
    od.add(AZ_AA, cls=VIEW, h=110, x=(262, 1038), gap=10, click=True)
    od.add("Qty: 2 · $16.49", cls=VIEW, h=52, x=(262, 1038))
    od.add("Payment method", cls=VIEW, h=70, x=(42, 1038), gap=30)
    od.add("Visa ending in 4417", cls=VIEW, h=56, x=(42, 1038))
    od.add("Shipping address", cls=VIEW, h=70, x=(42, 1038), gap=30)
    od.add(AZ_ADDR, cls=VIEW, h=110, x=(42, 1038))
    od.add("Order Summary", cls=VIEW, h=70, x=(42, 1038), gap=30)
    az_summary(od)
    t.click(AZ_ANKER, od, nth=1)
    inv = Scr(AZ, "10:15", 85)
    navup(inv, "Back")
    inv.add("Invoice", box=(189, 178, 700, 262))
    inv.y = 283
    inv.add(cls="android.webkit.WebView", box=(0, 283, 1080, 2337), scroll=True, focusable=True)
    bad_no = "112-4839205-7761243"   # contradiction: the order is 112-4839205-7716243
    for text, h in [(f"Final Details for Order #{bad_no}", 100), ("Print this page for your records.", 56),
                    ("Order Placed: October 20, 2023", 56), (f"Amazon.com order number: {bad_no}", 56),
                    ("Order Total: $133.58", 56), ("Not Yet Shipped", 80), ("Items Ordered", 56), ("Price", 56),
                    (f"1 of: {AZ_ANKER}", 110), ("Sold by: Anker Direct", 52), ("$89.99", 56),
                    (f"2 of: {AZ_AA}", 110), ("Sold by: Amazon.com Services LLC", 52), ("$16.49", 56),
                    ("Shipping Address:", 56), (AZ_ADDR.replace(", ", "\n", 1), 110),
                    ("Shipping Speed: FREE Prime Delivery", 56), ("Payment information", 80),
                    ("Payment Method: Visa | Last digits: 4417", 56), ("Item(s) Subtotal: $122.97", 56),
                    ("Shipping & Handling: $0.00", 56), ("Total before tax: $122.97", 56),
                    ("Estimated tax to be collected: $10.61", 56), ("Grand Total: $133.58", 56)]:
        inv.add(text, cls=VIEW, h=h, x=(42, 1038), gap=14)
    t.click("View or Print invoice", inv)
    return {"t": t, "bad": True, "turn": 7,
            "kind": "The invoice gives the order number as 112-4839205-7761243, but the order details of the same order showed 112-4839205-7716243."}


# ---------------------------------------------------------------- 22 Simple SMS Messenger (clean)
SM = "com.simplemobiletools.smsmessenger"
SM_CONVS = [("Mom", "Call me when you land ❤️", "13:05"),
            ("Comcast", "Xfinity: Your bill of $79.99 is due 10/25. Reply HELP for help.", "11:47"),
            ("Priya Raman", "haha that climbing video 😂", "Oct 19"),
            ("+1 628-555-0144", "Your Lyft driver Sam is arriving in a gray Honda Civic 7KXR221", "Oct 17"),
            ("Dana Whitfield", "see u sunday!", "Oct 15"),
            ("USPS", "USPS: Your item was delivered at 2:14 pm on October 13 in SAN FRANCISCO CA 94110.", "Oct 13"),
            ("Ben Kowalski", "Sent you the invoice, lmk if the total looks off", "Oct 10")]
SM_CONTACTS = [("Aaron Whitfield", "+1 415-555-0110"), ("Ben Kowalski", "+1 415-555-0188"),
               ("Dana Whitfield", "+1 415-555-0163"), ("Jordan Ellis", "+1 202-555-0148"),
               ("Jordana Brooks", "+1 510-555-0173"), ("Mom", "+1 707-555-0129"), ("Priya Raman", "+1 650-555-0135"),
               ("Sam Ortiz", "+1 415-555-0157")]


def sm_rows(s: Scr, rows: list[tuple[str, str, str]], selected: str | None = None) -> None:
    for name, body, when in rows:
        y0 = s.y + 20
        s.add(desc=None, cls=IV, box=(42, y0, 168, y0 + 126), rid="id/conversation_image")
        s.add(name, box=(189, y0, 800, y0 + 66), click=True, lclick=True, sel=name == selected,
              rid="id/conversation_address")
        s.add(when, box=(810, y0, 1038, y0 + 60), rid="id/conversation_date")
        s.add(body, box=(189, y0 + 70, 1038, y0 + 126), rid="id/conversation_body_short")
        s.y = y0 + 146


def sm_list(clk: str, rows: list[tuple[str, str, str]], selected: str | None = None, dialog: bool = False,
            query: str | None = None, searching: bool = False,
            results: list[tuple[str, str, str]] | None = None) -> Scr:
    s = Scr(SM, clk, 49)
    if selected:
        s.add(desc="Done", cls=IB, box=(21, 157, 147, 283), click=True, rid="id/action_mode_close_button")
        s.add(f"1 / {len(rows)}", box=(189, 178, 450, 262), rid="id/select_all")
        for i, d in enumerate(["Delete", "Archive", "Block number", "More options"]):
            s.add(desc=d, cls=BTN if i < 3 else IB, box=(513 + i * 126, 157, 639 + i * 126, 283), click=True)
    else:
        s.add(query, cls=ET, hint="Search", box=(42, 157, 880, 283), click=True, edit=True, focus=searching,
              rid="id/top_toolbar_search")
        s.add(desc="More options", cls=IB, box=(900, 157, 1038, 283), click=True)
    s.y = 283
    if results is not None:
        s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/search_results_list")
        sm_rows(s, results)
        return s
    s.add(cls=RV, box=(0, 283, 1080, 2337), scroll=True, rid="id/conversations_list")
    sm_rows(s, rows, selected)
    if not selected and not searching:
        s.add(desc="Start a conversation", cls=IB, box=(859, 2137, 1017, 2295), click=True, rid="id/conversations_fab")
    if dialog:
        s.add("Are you sure you want to delete 1 conversation?", box=(105, 1000, 975, 1150), rid="id/message")
        s.add("No", cls=BTN, box=(560, 1200, 760, 1320), click=True, rid="android:id/button2")
        s.add("Yes", cls=BTN, box=(775, 1200, 975, 1320), click=True, rid="android:id/button1")
    return s


def sm_new(clk: str, query: str | None) -> Scr:
    s = Scr(SM, clk, 49)
    navup(s)
    s.add("New conversation", box=(189, 178, 800, 262))
    s.y = 283
    s.add(query, cls=ET, hint="Add Contact or Number…", h=140, x=(42, 900), gap=20, click=True, edit=True,
          focus=True, rid="id/new_conversation_address")
    s.add(desc="Confirm selection", cls=IB, h=140, x=(910, 1038), same=True, click=True,
          rid="id/new_conversation_confirm")
    s.add(cls=RV, box=(0, s.y, 1080, 2337), scroll=True, rid="id/contacts_list")
    for name, num in SM_CONTACTS:
        if query and query.lower() not in name.lower():
            continue
        y0 = s.y + 20
        s.add(desc=None, cls=IV, box=(42, y0, 168, y0 + 126), rid="id/item_contact_image")
        s.add(name, box=(189, y0, 1017, y0 + 66), click=True, rid="id/item_contact_name")
        s.add(num, box=(189, y0 + 70, 1017, y0 + 122), rid="id/item_contact_number")
        s.y = y0 + 146
    return s


def sm_thread(clk: str, msgs: list[tuple[str, str]], draft: str | None = None) -> Scr:
    s = Scr(SM, clk, 49)
    navup(s)
    s.add("Jordan Ellis", box=(189, 178, 700, 262), rid="id/thread_toolbar_title")
    s.add(desc="Dial number", cls=BTN, box=(765, 157, 891, 283), click=True, rid="id/dial_number")
    s.add(desc="More options", cls=IB, box=(891, 157, 1017, 283), click=True)
    s.y = 283
    s.add(cls=RV, box=(0, 283, 1080, 2150), scroll=True, rid="id/thread_messages_list")
    for kind, text in msgs:
        if kind == "date":
            s.add(text, h=60, x=(300, 780), gap=30, rid="id/thread_date_time")
        elif kind == "out":
            s.add(text, h=160, x=(320, 1017), gap=20, click=True, lclick=True, rid="id/thread_message_body")
        else:
            s.add(text, h=160, x=(63, 760), gap=20, click=True, lclick=True, rid="id/thread_message_body")
    s.add(desc="Attachment", cls=IB, box=(21, 2170, 147, 2296), click=True, rid="id/thread_add_attachment")
    s.add(draft, cls=ET, hint="Type a message…", box=(168, 2160, 880, 2306), click=True, edit=True, focus=True,
          rid="id/thread_type_message")
    s.add("SMS", desc="Send", cls=BTN, box=(891, 2160, 1038, 2306), click=True, enabled=bool(draft),
          rid="id/thread_send_message")
    return s


def t22() -> dict[str, Any]:
    msg = "Are we still on for the climbing gym Saturday?"
    reply = "Yes! 10am at Mission Cliffs, I'll bring the extra harness"
    t = Traj(sm_list("16:20", SM_CONVS))
    t.click("Start a conversation", sm_new("16:20", None))
    t.type("Add Contact or Number…", "Jordan", sm_new("16:20", "Jordan"))
    t.click("Jordan Ellis", sm_thread("16:20", []))
    t.type("Type a message…", msg, sm_thread("16:21", [], draft=msg))
    sent = [("date", "Oct 20, 16:21"), ("out", msg)]
    t.click("Send", sm_thread("16:21", sent))
    t.wait(sm_thread("16:22", sent + [("date", "Oct 20, 16:22"), ("in", reply)]))
    rows = [("Jordan Ellis", reply, "16:22")] + SM_CONVS
    t.back(sm_list("16:22", rows))
    t.long_press("Comcast", sm_list("16:22", rows, selected="Comcast"))
    t.click("Delete", sm_list("16:22", rows, selected="Comcast", dialog=True))
    rows = [r for r in rows if r[0] != "Comcast"]
    t.click("Yes", sm_list("16:23", rows))
    t.click("Search", sm_list("16:23", rows, searching=True))
    hits = [("Jordan Ellis", msg, "16:21"), ("Priya Raman", "haha that climbing video 😂", "Oct 19"),
            ("Priya Raman", "want to go climbing at Dogpatch Boulders next week?", "Oct 18")]
    t.type("Search", "climb", sm_list("16:23", rows, query="climb", searching=True, results=hits))
    return {"t": t, "bad": False}


TRAJ = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for i, fn in enumerate(TRAJ, 1):
        d = fn()
        t = d["t"]
        assert 6 <= len(t.turns) <= 12, (fn.__name__, len(t.turns))
        rs.add("android", f"h49-android-{i:02d}", SYSTEM, t.turns, state=t.state, bad=d["bad"], turn=d.get("turn"),
               kind=d.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
