# ruff: noqa: E501
"""holdout5, android part: 22 AndroidWorld-style trajectories (screen element lists) for the decoherence warnings.

Written by hand for a frozen held-out set, WITHOUT reading the decoherence detectors, their rules, their tests
or any earlier labeled set; the only project code used is the row kit (rowkit2.RowSet). Screens are built from
a small state model per trajectory (status-bar clock and battery included), so the clean ones stay consistent
while full of legitimate change (timers that count, a +1:00 that adds time to a paused timer, alarms re-sorted
by time, a status-bar clock crossing noon, search that hides contacts, a copy that leaves the source in place,
a reply that arrives after a wait, ...). 11 trajectories carry exactly one contradiction at the labeled 1-based
turn; later turns never re-show the contradicted detail.

Two notations: most trajectories list the screen as ``UI element N: UIElement(...)`` lines and act by element
index; some use a uiautomator-style XML dump and act by screen coordinates.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout5_parts.android.make`` -> android_test.jsonl, labels.json.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent
DOMAIN = "android"
SYSTEM = (
    "You emulate an Android phone (Pixel 6, 1080x2400) that an agent drives with AndroidWorld actions "
    "(click, long_press, input_text, keyboard_enter, scroll, swipe, navigate_back, navigate_home, open_app, wait). "
    "After each action, describe the whole next screen in exactly the notation of the current state, "
    "inside one <predicted_observation></predicted_observation> block."
)

W, H = 1080, 2400
SYS = "com.android.systemui"


# ---------------------------------------------------------------- elements and notations

def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", b: tuple[int, int, int, int] = (0, 0, 0, 0),
      pkg: str = "", res: str | None = None, click: bool = False, checkable: bool = False, checked: bool = False,
      edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False, hint: str | None = None,
      long: bool = False, depth: int = 2) -> dict[str, Any]:
    if "." not in cls:
        cls = "android.widget." + cls
    if res and ":" not in res:
        res = f"{pkg}:id/{res}"
    return {"text": text, "desc": desc, "cls": cls, "b": b, "pkg": pkg, "res": res, "click": click, "checkable": checkable,
            "checked": checked, "edit": edit, "focused": focused, "scroll": scroll, "selected": selected, "hint": hint,
            "long": long, "depth": depth}


def r(v: Any) -> str:
    return repr(v)


def uie(els: list[dict]) -> str:
    out = []
    for i, e in enumerate(els):
        x1, y1, x2, y2 = e["b"]
        out.append(
            f"UI element {i}: UIElement(text={r(e['text'])}, content_description={r(e['desc'])}, class_name={r(e['cls'])}, "
            f"bbox_pixels=BoundingBox(x_min={x1}, x_max={x2}, y_min={y1}, y_max={y2}), hint_text={r(e['hint'])}, "
            f"is_checked={e['checked']}, is_checkable={e['checkable']}, is_clickable={e['click']}, is_editable={e['edit']}, "
            f"is_focused={e['focused']}, is_long_clickable={e['long']}, is_scrollable={e['scroll']}, is_selected={e['selected']}, "
            f"package_name={r(e['pkg'])}, resource_name={r(e['res'])})")
    return "\n".join(out)


def xa(s: str | None) -> str:
    return (s or "").replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "&#10;")


def xml(els: list[dict]) -> str:
    """A uiautomator-style dump: the window's nodes under one root FrameLayout."""
    pkg = els[-1]["pkg"]
    out = ["<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>", '<hierarchy rotation="0">',
           f'  <node index="0" text="" resource-id="" class="android.widget.FrameLayout" package="{pkg}" content-desc="" '
           f'checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" '
           f'scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][{W},{H}]">']
    for k, e in enumerate(els):
        x1, y1, x2, y2 = e["b"]
        out.append(
            f'    <node index="{k}" text="{xa(e["text"])}" resource-id="{e["res"] or ""}" class="{e["cls"]}" package="{e["pkg"]}" '
            f'content-desc="{xa(e["desc"])}" checkable="{str(e["checkable"]).lower()}" checked="{str(e["checked"]).lower()}" '
            f'clickable="{str(e["click"]).lower()}" enabled="true" focusable="{str(e["click"] or e["edit"]).lower()}" '
            f'focused="{str(e["focused"]).lower()}" scrollable="{str(e["scroll"]).lower()}" long-clickable="{str(e["long"]).lower()}" '
            f'password="false" selected="{str(e["selected"]).lower()}" bounds="[{x1},{y1}][{x2},{y2}]" />')
    out += ["  </node>", "</hierarchy>"]
    return "\n".join(out)


def status(clock: str, batt: int, wifi: bool = True, extra: tuple[str, ...] = (), data: bool = False) -> list[dict]:
    """The status bar as the accessibility tree shows it."""
    els = [E(clock, None, "TextView", (63, 34, 168, 95), SYS, "clock", depth=2)]
    x = 190
    for d in extra:
        els.append(E(None, d, "ImageView", (x, 40, x + 52, 92), SYS, "notificationIcon" if "notification" in d else "icon", depth=2))
        x += 60
    if wifi:
        els.append(E(None, "Wifi signal full.", "ImageView", (842, 40, 894, 92), SYS, "wifi_signal", depth=2))
    if data:
        els.append(E(None, "Phone signal full. T-Mobile, LTE.", "ImageView", (842, 40, 894, 92), SYS, "mobile_signal", depth=2))
    els.append(E(None, f"Battery {batt} percent.", "LinearLayout", (930, 38, 1040, 94), SYS, "battery", depth=2))
    return els


def find(els: list[dict], target: str | int | tuple[str, int]) -> int:
    """The index of the element whose text or description is target (or its nth match, for (target, n))."""
    if isinstance(target, int):
        return target
    name, nth = target if isinstance(target, tuple) else (target, 0)
    if name.startswith("#"):  # by resource id
        hits = [i for i, e in enumerate(els) if (e["res"] or "").endswith("/" + name[1:])]
        return hits[nth]
    hits = [i for i, e in enumerate(els) if e["text"] == name or e["desc"] == name] or \
        [i for i, e in enumerate(els) if e["hint"] == name]
    if len(hits) > nth:
        return hits[nth]
    raise AssertionError(f"no element {target!r} in {[e['text'] or e['desc'] for e in els]}")


class Traj:
    """Builds turns; actions name their target by text/description and are resolved on the screen they act on."""

    def __init__(self, first: list[dict], fmt: str = "uie") -> None:
        self.fmt = fmt
        self.prev = first
        self.state = self.render(first)
        self.turns: list[tuple[str, str]] = []

    def render(self, els: list[dict]) -> str:
        return uie(els) if self.fmt == "uie" else xml(els)

    def act(self, kind: str, target: Any = None, **kw: Any) -> str:
        a: dict[str, Any] = {"action_type": kind}
        if target is not None:
            i = find(self.prev, target)
            if self.fmt == "uie":
                a["index"] = i
            else:
                x1, y1, x2, y2 = self.prev[i]["b"]
                a["x"], a["y"] = (x1 + x2) // 2, (y1 + y2) // 2
        a.update(kw)
        return json.dumps(a, ensure_ascii=False)

    def __call__(self, kind: str, target: Any, els: list[dict], **kw: Any) -> None:
        self.turns.append((self.act(kind, target, **kw), self.render(els)))
        self.prev = els


TRAJ: list = []


def traj(bad_turn: int | None = None, kind: str = "clean", goal: str = ""):
    def deco(fn):
        TRAJ.append((fn, bad_turn, kind, goal))
        return fn
    return deco


def rows_y(start: int, h: int, n: int) -> list[tuple[int, int]]:
    return [(start + i * h, start + (i + 1) * h) for i in range(n)]


# ---------------------------------------------------------------- Clock (01 alarms, 02 stopwatch, 03 timer)

CLK = "com.google.android.deskclock"


def clock_tabs(sel: str) -> list[dict]:
    out = []
    for k, t in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
        out.append(E(t, None, "FrameLayout", (k * 216, 2196, (k + 1) * 216, 2337), CLK, "navigation_bar_item", click=True, selected=t == sel, depth=3))
    return out


def mins(t: str) -> int:
    hm, ap = t.split()
    h, m = map(int, hm.split(":"))
    return (h % 12 + (12 if ap == "PM" else 0)) * 60 + m


def clock_alarms(now: str, batt: int, alarms: list[dict], expanded: str | None = None, snackbar: str | None = None) -> list[dict]:
    els = status(now, batt) + [
        E(None, "More options", "ImageButton", (954, 160, 1080, 286), CLK, click=True),
        E("Alarm", None, "TextView", (63, 300, 420, 420), CLK, "action_bar_title"),
    ]
    y = 460
    for a in sorted(alarms, key=lambda a: mins(a["t"])):
        h = 520 if a["t"] == expanded else 300
        els += [
            E(a["t"], None, "TextView", (63, y + 30, 560, y + 170), CLK, "digital_clock", click=True, depth=3),
            E(a["label"] or None, None, "TextView", (63, y + 180, 560, y + 230), CLK, "label", depth=3) if a["label"] else None,
            E(a["days"] if a["on"] or "," in a["days"] else "Not scheduled", None, "TextView", (63, y + 230, 700, y + 280), CLK, "upcoming_instance_label", depth=3),
            E(None, f"{a['t']} alarm", "Switch", (860, y + 60, 1017, y + 150), CLK, "onoff", click=True, checkable=True, checked=a["on"], depth=3),
            E(None, "Collapse alarm" if a["t"] == expanded else "Expand alarm", "ImageButton", (920, y + 200, 1017, y + 290), CLK, "arrow", click=True, depth=3),
        ]
        if a["t"] == expanded:
            els += [E("Add label" if not a["label"] else a["label"], None, "TextView", (63, y + 300, 700, y + 380), CLK, "edit_label", click=True, depth=3),
                    E("Delete", None, "TextView", (63, y + 420, 360, y + 500), CLK, "delete", click=True, depth=3)]
        y += h + 24
    els = [e for e in els if e]
    if snackbar:
        els += [E(snackbar, None, "TextView", (63, 1850, 760, 1950), CLK, "snackbar_text"),
                E("Undo", None, "Button", (820, 1850, 1017, 1950), CLK, "snackbar_action", click=True)]
    els += [E(None, "Add alarm", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True)]
    els += clock_tabs("Alarm")
    return els


def time_picker(now: str, batt: int, hour: str, minute: str, pm: bool, text_mode: bool, focus: str | None = None) -> list[dict]:
    els = status(now, batt) + [E("Select time" if not text_mode else "Enter time", None, "TextView", (100, 560, 700, 640), CLK, "header_title")]
    if text_mode:
        els += [E(hour, None, "EditText", (140, 700, 430, 900), CLK, "material_hour_text_input", click=True, edit=True, focused=focus == "h", hint="Hour"),
                E(minute, None, "EditText", (500, 700, 790, 900), CLK, "material_minute_text_input", click=True, edit=True, focused=focus == "m", hint="Minute"),
                E("Hour", None, "TextView", (140, 910, 430, 960), CLK),
                E("Minute", None, "TextView", (500, 910, 790, 960), CLK)]
    else:
        els += [E(hour, None, "Chip", (140, 700, 430, 900), CLK, "material_hour_tv", click=True, checkable=True, checked=True),
                E(minute, None, "Chip", (500, 700, 790, 900), CLK, "material_minute_tv", click=True, checkable=True)]
    els += [E("AM", None, "Button", (830, 700, 980, 800), CLK, "material_clock_period_am_button", click=True, checkable=True, checked=not pm),
            E("PM", None, "Button", (830, 800, 980, 900), CLK, "material_clock_period_pm_button", click=True, checkable=True, checked=pm)]
    if not text_mode:
        for k, n in enumerate(["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]):
            cx, cy = 540 + round(330 * math.sin(k * math.pi / 6)), 1330 - round(330 * math.cos(k * math.pi / 6))
            els.append(E(n, f"{n} o'clock", "TextView", (cx - 50, cy - 50, cx + 50, cy + 50), CLK, "material_clock_face", click=True))
    els += [E(None, "Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.", "ImageButton",
              (100, 1760, 226, 1886), CLK, "material_timepicker_mode_button", click=True),
            E("Cancel", None, "Button", (620, 1770, 800, 1880), CLK, "material_timepicker_cancel_button", click=True),
            E("OK", None, "Button", (820, 1770, 980, 1880), CLK, "material_timepicker_ok_button", click=True)]
    return els


@traj(goal="Add a 6:45 AM alarm, switch off the 7:30 AM one and delete the weekend alarm, then check the next alarm.")
def a01(t: type[Traj]) -> Traj:
    alarms = [{"t": "7:30 AM", "label": "Wake up", "days": "Mon, Tue, Wed, Thu, Fri", "on": True},
              {"t": "9:00 AM", "label": None, "days": "Sat, Sun", "on": True}]
    T = t(clock_alarms("11:58", 61, alarms))
    T("click", "Add alarm", time_picker("11:58", 61, "11", "58", False, False))
    T("click", "Switch to text input mode for the time input.", time_picker("11:58", 61, "11", "58", False, True))
    T("input_text", "11", time_picker("11:59", 61, "6", "58", False, True, "h"), text="6")
    T("input_text", "58", time_picker("11:59", 61, "6", "45", False, True, "m"), text="45")
    alarms.append({"t": "6:45 AM", "label": None, "days": "Tomorrow", "on": True})
    T("click", "OK", clock_alarms("11:59", 61, alarms, expanded="6:45 AM"))
    alarms[0]["on"] = False
    T("click", "7:30 AM alarm", clock_alarms("11:59", 61, alarms, expanded="6:45 AM"))
    T("click", ("Expand alarm", 1), clock_alarms("12:00", 60, alarms, expanded="9:00 AM"))
    alarms.pop(1)
    T("click", "Delete", clock_alarms("12:00", 60, alarms, snackbar="Alarm deleted"))
    els = status("12:01", 60) + [
        E(None, "More options", "ImageButton", (954, 160, 1080, 286), CLK, click=True),
        E("12:01", None, "TextView", (240, 520, 760, 760), CLK, "digital_clock"),
        E("PM", None, "TextView", (770, 640, 880, 740), CLK, "digital_clock_ampm"),
        E("Thu, Mar 14", None, "TextView", (300, 780, 560, 840), CLK, "date"),
        E("Fri 6:45 AM", "Next alarm: Friday 6:45 AM", "TextView", (600, 780, 900, 840), CLK, "nextAlarm"),
        E("London", None, "TextView", (63, 980, 500, 1060), CLK, "city_name", depth=3),
        E("11:01 AM", None, "TextView", (700, 960, 1017, 1080), CLK, "digital_clock", depth=3),
        E("Today, -1 hr", None, "TextView", (63, 1060, 500, 1110), CLK, "hours_ahead", depth=3),
        E(None, "Cities", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True),
    ] + clock_tabs("Clock")
    T("click", "Clock", els)
    return T


def stopwatch(now: str, batt: int, t: str, state: str, laps: list[tuple[str, str]]) -> list[dict]:
    els = status(now, batt) + [
        E(None, "More options", "ImageButton", (954, 160, 1080, 286), CLK, click=True),
        E(t, None, "TextView", (180, 560, 900, 800), CLK, "stopwatch_time_text"),
    ]
    for k, (lap, total) in reversed(list(enumerate(laps))):
        y = 900 + (len(laps) - 1 - k) * 110
        els += [E(f"# {k + 1}", None, "TextView", (100, y, 300, y + 100), CLK, "lap_number", depth=3),
                E(lap, None, "TextView", (380, y, 640, y + 100), CLK, "lap_time", depth=3),
                E(total, None, "TextView", (720, y, 980, y + 100), CLK, "lap_total", depth=3)]
    if state == "running":
        els += [E(None, "Lap", "ImageButton", (150, 1990, 330, 2140), CLK, "left_button", click=True),
                E(None, "Pause", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True)]
    elif state == "paused":
        els += [E(None, "Reset", "ImageButton", (150, 1990, 330, 2140), CLK, "left_button", click=True),
                E(None, "Start", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True),
                E(None, "Share", "ImageButton", (750, 1990, 930, 2140), CLK, "right_button", click=True)]
    else:
        els += [E(None, "Start", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True)]
    return els + clock_tabs("Stopwatch")


KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]


def timer_setup(now: str, batt: int, digits: str) -> list[dict]:
    d = digits.rjust(6, "0")
    els = status(now, batt) + [
        E(None, "More options", "ImageButton", (954, 160, 1080, 286), CLK, click=True),
        E(f"{d[:2]}h {d[2:4]}m {d[4:]}s", None, "TextView", (120, 420, 960, 640), CLK, "timer_setup_time"),
        E(None, "Delete", "ImageButton", (880, 470, 1000, 590), CLK, "timer_setup_delete", click=True),
    ]
    for k, key in enumerate(KEYS):
        x, y = 120 + (k % 3) * 300, 760 + (k // 3) * 260
        els.append(E(key, None, "Button", (x, y, x + 240, y + 220), CLK, "timer_setup_digit_" + ("00" if key == "00" else key), click=True, depth=3))
    if int(d):
        els.append(E(None, "Start", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True))
    return els + clock_tabs("Timer")


def timer_run(now: str, batt: int, left: str, running: bool) -> list[dict]:
    els = status(now, batt, extra=("Clock notification: Timer",)) + [
        E(None, "More options", "ImageButton", (954, 160, 1080, 286), CLK, click=True),
        E("Label", None, "TextView", (300, 400, 780, 480), CLK, "timer_label", click=True, depth=3),
        E(left, None, "TextView", (220, 700, 860, 960), CLK, "timer_time_text", depth=3),
        E("+1:00", None, "Button", (120, 1500, 420, 1640), CLK, "reset_add", click=True, depth=3),
        E(None, "Delete timer", "ImageButton", (660, 1500, 960, 1640), CLK, "delete_timer", click=True, depth=3),
    ]
    if not running:
        els.append(E("Reset", None, "Button", (120, 1680, 420, 1800), CLK, "timer_reset", click=True, depth=3))
    els += [E(None, "Pause" if running else "Start", "ImageButton", (414, 1980, 666, 2150), CLK, "fab", click=True),
            E(None, "Add timer", "ImageButton", (780, 2000, 920, 2140), CLK, "right_button", click=True)]
    return els + clock_tabs("Timer")


@traj(bad_turn=8, kind="state_changed_without_action", goal="Time two laps on the stopwatch, pause it, glance at the timer tab and come back.")
def a02(t: type[Traj]) -> Traj:
    T = t(stopwatch("10:41", 77, "00:00.00", "idle", []))
    T("click", "Start", stopwatch("10:41", 77, "00:00.87", "running", []))
    T("wait", None, stopwatch("10:41", 77, "00:06.40", "running", []))
    laps = [("00:08.15", "00:08.15")]
    T("click", "Lap", stopwatch("10:41", 77, "00:08.24", "running", laps))
    T("wait", None, stopwatch("10:41", 77, "00:15.73", "running", laps))
    laps.append(("00:08.02", "00:16.17"))
    T("click", "Lap", stopwatch("10:41", 77, "00:16.29", "running", laps))
    T("click", "Pause", stopwatch("10:41", 77, "00:19.64", "paused", laps))
    T("click", "Timer", timer_setup("10:41", 77, ""))
    # contradiction: the stopwatch was paused at 00:19.64 and nothing resumed it
    T("click", "Stopwatch", stopwatch("10:42", 77, "00:23.91", "paused", laps))
    T("click", "Reset", stopwatch("10:42", 77, "00:00.00", "idle", []))
    return T


@traj(goal="Run a five-minute timer, pause it, add a minute, resume, then delete it.")
def a03(t: type[Traj]) -> Traj:
    T = t(timer_setup("9:14", 92, ""), fmt="xml")
    T("click", "5", timer_setup("9:14", 92, "5"))
    T("click", "0", timer_setup("9:14", 92, "50"))
    T("click", "0", timer_setup("9:14", 92, "500"))
    T("click", "Start", timer_run("9:14", 92, "4:59", True))
    T("wait", None, timer_run("9:15", 92, "4:37", True))
    T("click", "Pause", timer_run("9:15", 92, "4:35", False))
    T("click", "+1:00", timer_run("9:15", 92, "5:35", False))
    T("click", "Start", timer_run("9:15", 92, "5:34", True))
    T("wait", None, timer_run("9:15", 91, "5:12", True))
    T("click", "Delete timer", timer_setup("9:15", 91, ""))
    return T



# ---------------------------------------------------------------- Contacts (04 bad, 05 clean)

CON = "com.google.android.contacts"


def contacts_list(now: str, batt: int, names: list[str], snackbar: str | None = None) -> list[dict]:
    els = status(now, batt) + [
        E("Search contacts", None, "TextView", (160, 170, 860, 290), CON, "open_search_bar_text_view", click=True),
        E(None, "Account: jordan.lee@gmail.com", "ImageView", (900, 180, 1010, 280), CON, "selected_account_disc", click=True),
    ]
    y, last = 330, ""
    for n in sorted(names):
        if n[0] != last:
            els.append(E(n[0], None, "TextView", (40, y, 140, y + 120), CON, "cliv_index_textview"))
            last = n[0]
        els.append(E(n, None, "TextView", (190, y, 1000, y + 120), CON, "cliv_name_textview", click=True, long=True))
        y += 140
        if y > 1850:
            break
    if snackbar:
        els.append(E(snackbar, None, "TextView", (63, 1860, 1017, 1960), CON, "snackbar_text"))
    els += [E(None, "Create contact", "ImageButton", (828, 1990, 1017, 2140), CON, "floating_action_button", click=True),
            E("Contacts", None, "FrameLayout", (0, 2196, 360, 2337), CON, "nav_contacts", click=True, selected=True),
            E("Highlights", None, "FrameLayout", (360, 2196, 720, 2337), CON, "nav_highlights", click=True),
            E("Fix & manage", None, "FrameLayout", (720, 2196, 1080, 2337), CON, "nav_fix_manage", click=True)]
    return els


PEOPLE = {"Dana Whitfield": ("(415) 555-0139", "dana.w@fastmail.com"), "Daniel Ortiz": ("(628) 555-0117", "daniel.ortiz@harborline.io"),
          "Priya Raman": ("(415) 555-0182", None)}


def contact_detail(now: str, batt: int, name: str, menu: bool = False, dialog: bool = False) -> list[dict]:
    phone, mail = PEOPLE[name]
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), CON, click=True),
        E(None, "Edit contact", "TextView", (640, 150, 780, 290), CON, "menu_edit", click=True),
        E(None, "Add to favorites", "TextView", (780, 150, 920, 290), CON, "menu_star", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), CON, click=True),
        E(name, None, "TextView", (63, 720, 1017, 830), CON, "large_title"),
        E("Call", None, "Button", (40, 900, 280, 1060), CON, "call_button", click=True),
        E("Text", None, "Button", (290, 900, 530, 1060), CON, "text_button", click=True),
        E("Video", None, "Button", (540, 900, 780, 1060), CON, "video_button", click=True),
        E("Email", None, "Button", (790, 900, 1030, 1060), CON, "email_button", click=True),
        E("Contact info", None, "TextView", (63, 1120, 700, 1190), CON, "header"),
        E(phone, f"Call Mobile {phone}", "TextView", (190, 1210, 860, 1280), CON, "header", click=True, long=True),
        E("Mobile", None, "TextView", (190, 1280, 600, 1330), CON, "sub_header"),
    ]
    if mail:
        els += [E(mail, f"Email Home {mail}", "TextView", (190, 1380, 900, 1450), CON, "header", click=True, long=True),
                E("Home", None, "TextView", (190, 1450, 600, 1500), CON, "sub_header")]
    if menu:
        for k, m in enumerate(["Delete", "Share", "Add to Home screen", "Set ringtone", "Route to voicemail", "Block numbers", "Help & feedback"]):
            els.append(E(m, None, "TextView", (560, 170 + k * 132, 1060, 302 + k * 132), CON, "title", click=True))
    if dialog:
        els += [E("Delete contact?", None, "TextView", (120, 960, 960, 1040), CON, "alertTitle"),
                E("This contact will be deleted from jordan.lee@gmail.com and all your synced devices.", None, "TextView", (120, 1060, 960, 1200), "android", "message"),
                E("Cancel", None, "Button", (540, 1260, 740, 1380), "android", "button2", click=True),
                E("Delete", None, "Button", (760, 1260, 960, 1380), "android", "button1", click=True)]
    return els


def contacts_search(now: str, batt: int, query: str, hits: list[str]) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), CON, click=True),
        E(query or None, None, "EditText", (160, 170, 900, 290), CON, "search_view", click=True, edit=True, focused=True, hint="Search contacts"),
    ]
    if query:
        els.append(E(None, "Clear search", "ImageButton", (920, 170, 1060, 290), CON, "search_close_btn", click=True))
    y = 330
    for n in hits:
        els.append(E(n, None, "TextView", (190, y, 1000, y + 120), CON, "cliv_name_textview", click=True, long=True))
        y += 140
    return els


@traj(bad_turn=6, kind="deleted_reappears", goal="Delete Dana Whitfield from the contacts, then open Daniel Ortiz.")
def a04(t: type[Traj]) -> Traj:
    names = ["Aiko Tanaka", "Ben Carter", "Dana Whitfield", "Daniel Ortiz", "Elena Petrova", "Farid Haddad", "Grace Kim", "Marco Bellini",
             "Priya Shah", "Sam Okafor"]
    T = t(contacts_list("3:12", 48, names))
    T("click", "Dana Whitfield", contact_detail("3:12", 48, "Dana Whitfield"))
    T("click", "More options", contact_detail("3:12", 48, "Dana Whitfield", menu=True))
    T("click", "Delete", contact_detail("3:12", 48, "Dana Whitfield", dialog=True))
    names.remove("Dana Whitfield")
    T("click", "Delete", contacts_list("3:13", 48, names, snackbar="Contact deleted"))
    T("click", "Search contacts", contacts_search("3:13", 48, "", []))
    # contradiction: the contact deleted at turn 4 is found again by the search
    T("input_text", "Search contacts", contacts_search("3:13", 48, "Da", ["Dana Whitfield", "Daniel Ortiz"]), text="Da")
    T("click", "Daniel Ortiz", contact_detail("3:13", 47, "Daniel Ortiz"))
    return T


def contact_editor(now: str, batt: int, first: str = "", last: str = "", phone: str = "", focus: str = "") -> list[dict]:
    return status(now, batt) + [
        E(None, "Cancel", "ImageButton", (0, 150, 140, 290), CON, click=True),
        E("Create contact", None, "TextView", (160, 180, 700, 270), CON, "toolbar_title"),
        E("Save", None, "Button", (820, 170, 1040, 280), CON, "toolbar_button", click=True),
        E("Save to jordan.lee@gmail.com", None, "TextView", (190, 330, 1000, 400), CON, "account_name"),
        E(first or None, None, "EditText", (190, 600, 1017, 740), CON, "first_name", click=True, edit=True, focused=focus == "f", hint="First name"),
        E(last or None, None, "EditText", (190, 760, 1017, 900), CON, "last_name", click=True, edit=True, focused=focus == "l", hint="Surname"),
        E(None, None, "EditText", (190, 920, 1017, 1060), CON, "company", click=True, edit=True, hint="Company"),
        E(phone or None, None, "EditText", (190, 1120, 860, 1260), CON, "phone", click=True, edit=True, focused=focus == "p", hint="Phone"),
        E("Mobile", None, "Spinner", (870, 1120, 1017, 1260), CON, "phone_type", click=True),
        E(None, None, "EditText", (190, 1300, 860, 1440), CON, "email", click=True, edit=True, hint="Email"),
    ]


@traj(goal="Add Priya Raman (415 555 0182) to the contacts and check that she is found by searching 'ra'.")
def a05(t: type[Traj]) -> Traj:
    names = ["Aiko Tanaka", "Ben Carter", "Elena Petrova", "Grace Kim", "Marco Bellini", "Olivia Brandt", "Priya Shah", "Rafael Costa",
             "Sam Okafor", "Zoe Laurent"]
    T = t(contacts_list("4:56", 83, names))
    T("click", "Create contact", contact_editor("4:56", 83))
    T("input_text", "First name", contact_editor("4:56", 83, "Priya", focus="f"), text="Priya")
    T("input_text", "Surname", contact_editor("4:57", 83, "Priya", "Raman", focus="l"), text="Raman")
    T("input_text", "Phone", contact_editor("4:57", 83, "Priya", "Raman", "(415) 555-0182", focus="p"), text="4155550182")
    T("click", "Save", contact_detail("4:57", 83, "Priya Raman"))
    names.append("Priya Raman")
    T("click", "Navigate up", contacts_list("4:57", 83, names))
    T("click", "Search contacts", contacts_search("4:57", 83, "", []))
    T("input_text", "Search contacts", contacts_search("4:58", 83, "ra", ["Priya Raman", "Rafael Costa"]), text="ra")
    T("navigate_back", None, contacts_list("4:58", 82, names))
    T("click", "Priya Raman", contact_detail("4:58", 82, "Priya Raman"))
    return T



# ---------------------------------------------------------------- Markor (06 bad, 07 clean)

MK = "net.gsantner.markor"


def size(n: int) -> str:
    return f"{n} B" if n < 1000 else f"{n / 1000:.1f} kB"


def markor_list(now: str, batt: int, files: list[dict], sort: str = "name", sel: str | None = None, sort_menu: bool = False,
                dialog: tuple[str, str] | None = None) -> list[dict]:
    els = status(now, batt)
    if sel:
        els += [E(None, "Done", "ImageButton", (0, 150, 140, 290), MK, "action_mode_close_button", click=True),
                E("1", None, "TextView", (160, 180, 300, 270), MK, "action_bar_title"),
                E(None, "Delete", "TextView", (480, 150, 620, 290), MK, "action_delete_selected_items", click=True),
                E(None, "Rename", "TextView", (620, 150, 760, 290), MK, "action_rename_selected_item", click=True),
                E(None, "Share", "TextView", (760, 150, 900, 290), MK, "action_share_files", click=True),
                E(None, "More options", "ImageView", (920, 150, 1060, 290), MK, click=True)]
    else:
        els += [E("markor", None, "TextView", (63, 180, 600, 270), MK, "toolbar_title"),
                E(None, "Search", "TextView", (640, 150, 780, 290), MK, "action_search", click=True),
                E(None, "Sort by", "TextView", (780, 150, 920, 290), MK, "action_sort", click=True),
                E(None, "More options", "ImageView", (920, 150, 1060, 290), MK, click=True)]
    els.append(E("/storage/emulated/0/Documents/markor", None, "TextView", (63, 300, 1017, 360), MK, "ui__filesystem_dialog__current_folder"))
    folders = [f for f in files if f["dir"]]
    plain = [f for f in files if not f["dir"]]
    plain.sort(key=(lambda f: f["name"].lower()) if sort == "name" else (lambda f: f["mtime"]), reverse=sort == "date")
    y = 390
    for f in folders + plain:
        els += [E(f["name"], None, "TextView", (190, y, 1017, y + 80), MK, "ui__filesystem_item__title", click=True, long=True, selected=f["name"] == sel, depth=3),
                E(f["desc"] if f["dir"] else f"{f['when']} · {size(f['size'])}", None, "TextView", (190, y + 80, 1017, y + 130), MK, "ui__filesystem_item__description", depth=3)]
        y += 170
    if sort_menu:
        for k, (m, chk) in enumerate([("Name", None), ("Date", None), ("Filesize", None), ("Folder first", True), ("Reverse order", False)]):
            els.append(E(m, None, "CheckBox" if chk is not None else "RadioButton", (560, 170 + k * 132, 1060, 302 + k * 132), MK, "title", click=True,
                         checkable=True, checked=chk if chk is not None else m.lower() == sort))
    if dialog:
        title, val = dialog
        els += [E(title, None, "TextView", (100, 900, 980, 980), MK, "alertTitle"),
                E(val or None, None, "EditText", (100, 1010, 980, 1130), MK, "new_name" if title == "Rename" else "new_file_dialog__name", click=True, edit=True, focused=True, hint="Name"),
                ]
        if title != "Rename":
            els += [E("Markdown", None, "Spinner", (100, 1150, 600, 1250), MK, "new_file_dialog__type", click=True),
                    E(".md", None, "EditText", (620, 1150, 980, 1250), MK, "new_file_dialog__ext", click=True, edit=True)]
        els += [E("Cancel", None, "Button", (520, 1290, 740, 1400), "android", "button2", click=True),
                E("OK", None, "Button", (760, 1290, 980, 1400), "android", "button1", click=True)]
    if not sel and not dialog and not sort_menu:
        els.append(E(None, "New", "ImageButton", (828, 1990, 1017, 2140), MK, "fab_add_new_item", click=True))
    els += [E("Notebook", None, "FrameLayout", (0, 2196, 270, 2337), MK, "nav_notebook", click=True, selected=True),
            E("To-Do", None, "FrameLayout", (270, 2196, 540, 2337), MK, "nav_todo", click=True),
            E("QuickNote", None, "FrameLayout", (540, 2196, 810, 2337), MK, "nav_quicknote", click=True),
            E("More", None, "FrameLayout", (810, 2196, 1080, 2337), MK, "nav_more", click=True)]
    return els


def markor_editor(now: str, batt: int, title: str, text: str) -> list[dict]:
    return status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), MK, click=True),
        E(title, None, "TextView", (160, 180, 600, 270), MK, "toolbar_title"),
        E(None, "Preview", "TextView", (640, 150, 780, 290), MK, "action_preview", click=True),
        E(None, "Undo", "TextView", (780, 150, 920, 290), MK, "action_undo", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), MK, click=True),
        E(text or None, None, "EditText", (0, 300, 1080, 2030), MK, "document__fragment__edit__highlighting_editor", click=True, edit=True, focused=True, long=True, scroll=True),
        E(None, "Checkbox", "ImageView", (0, 2060, 135, 2180), MK, click=True),
        E(None, "Bold", "ImageView", (135, 2060, 270, 2180), MK, click=True),
        E(None, "Italic", "ImageView", (270, 2060, 405, 2180), MK, click=True),
        E(None, "Heading", "ImageView", (405, 2060, 540, 2180), MK, click=True),
        E(None, "Link", "ImageView", (540, 2060, 675, 2180), MK, click=True),
    ]


@traj(bad_turn=6, kind="rename_old_name", goal="Rename groceries.md in Markor to shopping-list.md, check it, then open todo.txt.")
def a06(t: type[Traj]) -> Traj:
    files = [{"name": "archive", "dir": True, "desc": "12 items"},
             {"name": "groceries.md", "dir": False, "when": "Mar 13, 18:02", "mtime": "2024-03-13 18:02", "size": 58},
             {"name": "ideas.md", "dir": False, "when": "Mar 10, 09:15", "mtime": "2024-03-10 09:15", "size": 1240},
             {"name": "meeting-notes.md", "dir": False, "when": "Mar 14, 09:40", "mtime": "2024-03-14 09:40", "size": 640},
             {"name": "todo.txt", "dir": False, "when": "Mar 14, 08:05", "mtime": "2024-03-14 08:05", "size": 212}]
    T = t(markor_list("10:03", 70, files))
    T("long_press", "groceries.md", markor_list("10:03", 70, files, sel="groceries.md"))
    T("click", "Rename", markor_list("10:03", 70, files, sel="groceries.md", dialog=("Rename", "groceries.md")))
    T("input_text", "groceries.md", markor_list("10:04", 70, files, sel="groceries.md", dialog=("Rename", "shopping-list.md")), text="shopping-list.md")
    files[1]["name"] = "shopping-list.md"
    T("click", "OK", markor_list("10:04", 70, files))
    T("click", "shopping-list.md", markor_editor("10:04", 70, "shopping-list", "# Groceries\n- [ ] oat milk\n- [ ] lemons\n- [ ] rye bread"))
    bad = [dict(f) for f in files]
    bad[1]["name"] = "groceries.md"  # contradiction: listed under the name it had before the rename
    T("navigate_back", None, markor_list("10:04", 70, bad))
    T("click", "todo.txt", markor_editor("10:05", 70, "todo", "x 2024-03-13 renew car insurance\n(A) submit March timesheet\n(B) book dentist\nwater the plants"))
    return T


@traj(goal="Create meeting-notes.md in Markor with today's standup notes, then list the notebook by date.")
def a07(t: type[Traj]) -> Traj:
    files = [{"name": "archive", "dir": True, "desc": "12 items"},
             {"name": "ideas.md", "dir": False, "when": "Mar 10, 09:15", "mtime": "2024-03-10 09:15", "size": 1240},
             {"name": "reading-list.md", "dir": False, "when": "Mar 2, 21:47", "mtime": "2024-03-02 21:47", "size": 386},
             {"name": "todo.txt", "dir": False, "when": "Mar 14, 08:05", "mtime": "2024-03-14 08:05", "size": 212}]
    T = t(markor_list("10:26", 55, files))
    T("click", "New", markor_list("10:26", 55, files, dialog=("New file", "")))
    T("input_text", "Name", markor_list("10:26", 55, files, dialog=("New file", "meeting-notes")), text="meeting-notes")
    T("click", "OK", markor_editor("10:26", 55, "meeting-notes", ""))
    text = "# Standup 14/03\n- canary deploy at 11\n- Aiko: DR drill at 15:00"
    T("input_text", "#document__fragment__edit__highlighting_editor", markor_editor("10:27", 55, "meeting-notes", text), text=text)
    files.append({"name": "meeting-notes.md", "dir": False, "when": "Mar 14, 10:27", "mtime": "2024-03-14 10:27", "size": len(text.encode())})
    T("navigate_back", None, markor_list("10:27", 55, files))
    T("click", "Sort by", markor_list("10:27", 55, files, sort_menu=True))
    T("click", "Date", markor_list("10:28", 55, files, sort="date"))
    T("click", "todo.txt", markor_editor("10:28", 55, "todo", "x 2024-03-13 renew car insurance\n(A) submit March timesheet\n(B) book dentist\nwater the plants"))
    T("navigate_back", None, markor_list("10:28", 54, files, sort="date"))
    return T



# ---------------------------------------------------------------- Simple SMS Messenger (08 bad, 09 clean)

SMS = "com.simplemobiletools.smsmessenger"


def sms_list(now: str, batt: int, convs: list[tuple[str, str, str]]) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Search", "TextView", (780, 150, 920, 290), SMS, "search", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), SMS, click=True),
        E("Messages", None, "TextView", (63, 180, 600, 270), SMS, "toolbar_title"),
    ]
    y = 320
    for name, snippet, when in convs:
        els += [E(name, None, "TextView", (220, y + 20, 800, y + 90), SMS, "conversation_address", click=True, long=True, depth=3),
                E(snippet, None, "TextView", (220, y + 95, 1017, y + 150), SMS, "conversation_body_short", depth=3),
                E(when, None, "TextView", (820, y + 20, 1017, y + 90), SMS, "conversation_date", depth=3)]
        y += 190
    els.append(E(None, "Start a conversation", "ImageButton", (828, 1990, 1017, 2140), SMS, "conversations_fab", click=True))
    return els


def sms_thread(now: str, batt: int, name: str, msgs: list[tuple[str, str, str, str | None]], typed: str = "", focus: bool = False) -> list[dict]:
    """msgs: (who 'me'/'them', text, time header, status)."""
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), SMS, click=True),
        E(name, None, "TextView", (160, 180, 700, 270), SMS, "toolbar_title"),
        E(None, "Call", "TextView", (780, 150, 920, 290), SMS, "dial_number", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), SMS, click=True),
    ]
    y = 340
    for who, text, when, st in msgs:
        if when:
            els.append(E(when, None, "TextView", (300, y, 780, y + 60), SMS, "thread_date_time", depth=3))
            y += 80
        x1, x2 = (300, 1040) if who == "me" else (40, 780)
        els.append(E(text, None, "TextView", (x1, y, x2, y + 140), SMS, "thread_message_body", click=True, long=True, depth=3))
        y += 150
        if st:
            els.append(E(st, None, "TextView", (760, y, 1040, y + 50), SMS, "thread_message_status", depth=3))
            y += 60
    els += [E(None, "Attachment", "ImageView", (20, 2060, 140, 2180), SMS, "thread_add_attachment", click=True),
            E(typed or None, None, "EditText", (150, 2050, 900, 2190), SMS, "thread_type_message", click=True, edit=True, focused=focus, hint="Type a message…"),
            E(None, "Send", "ImageView", (920, 2060, 1040, 2180), SMS, "thread_send_message", click=bool(typed))]
    return els


@traj(bad_turn=6, kind="content_changed", goal="Text Mom that you are running late and will be at the restaurant at 6:30.")
def a08(t: type[Traj]) -> Traj:
    convs = [("Mom", "Call me when you land", "Yesterday"), ("Dana Whitfield", "Thanks for the book!", "Tue"),
             ("+1 628-555-0148", "Your verification code is 481 220", "Mon"), ("Marco Bellini", "ok see you at 7", "Mar 8")]
    mom = [("me", "Boarding now, see you tomorrow", "Yesterday 18:40", None), ("them", "Call me when you land", "Yesterday 21:14", None)]
    T = t(sms_list("10:47", 66, convs))
    T("click", "Mom", sms_thread("10:47", 66, "Mom", mom))
    T("click", "Type a message…", sms_thread("10:47", 66, "Mom", mom, focus=True))
    text = "Running late, see you at 6:30 at the restaurant"
    T("input_text", "Type a message…", sms_thread("10:48", 66, "Mom", mom, text, True), text=text)
    T("click", "Send", sms_thread("10:48", 66, "Mom", mom + [("me", text, "10:48", "Sending…")], focus=True))
    T("wait", None, sms_thread("10:48", 66, "Mom", mom + [("me", text, "10:48", "Delivered")], focus=True))
    # contradiction: the snippet of the message just sent reads differently
    bad = [("Mom", "Running late, see you at 6 at the restaurant", "10:48")] + convs[1:]
    T("navigate_back", None, sms_list("10:49", 66, bad))
    T("click", "Dana Whitfield", sms_thread("10:49", 66, "Dana Whitfield", [("me", "Left 'Piranesi' in your mailbox", "Tue 19:02", None),
                                                                          ("them", "Thanks for the book!", "Tue 19:30", None)]))
    return T


def sms_new(now: str, batt: int, query: str, people: list[tuple[str, str]]) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), SMS, click=True),
        E("New conversation", None, "TextView", (160, 180, 800, 270), SMS, "toolbar_title"),
        E(query or None, None, "EditText", (40, 320, 900, 450), SMS, "new_conversation_address", click=True, edit=True, focused=True, hint="Add Contact or Number…"),
    ]
    y = 500
    for name, num in people:
        if query and not any(w.lower().startswith(query.lower()) for w in name.split()):
            continue
        els += [E(name, None, "TextView", (220, y, 1017, y + 70), SMS, "item_contact_name", click=True, depth=3),
                E(num, None, "TextView", (220, y + 70, 1017, y + 120), SMS, "item_contact_number", depth=3)]
        y += 160
    return els


@traj(goal="Ask Aiko Tanaka by SMS whether the DR drill at 3 is still on and wait for the answer.")
def a09(t: type[Traj]) -> Traj:
    convs = [("Marco Bellini", "ok see you at 7", "Yesterday"), ("Bank of Harbor", "Card ending 4242: $38.17 at FLY.IO", "Yesterday"),
             ("Priya Shah", "Standup moved to 9:45", "Tue"), ("Mom", "Call me when you land", "Mon")]
    people = [("Aiko Tanaka", "+1 415-555-0176"), ("Ben Carter", "+1 415-555-0121"), ("Marco Bellini", "+1 628-555-0190"),
              ("Mom", "+1 510-555-0102"), ("Priya Shah", "+1 415-555-0164"), ("Sam Okafor", "+1 650-555-0133")]
    T = t(sms_list("10:29", 88, convs), fmt="xml")
    T("click", "Start a conversation", sms_new("10:29", 88, "", people))
    T("input_text", "Add Contact or Number…", sms_new("10:30", 88, "Aiko", people), text="Aiko")
    T("click", "Aiko Tanaka", sms_thread("10:30", 88, "Aiko Tanaka", [], focus=True))
    q = "Are we still on for the DR drill at 3?"
    T("input_text", "Type a message…", sms_thread("10:30", 88, "Aiko Tanaka", [], q, True), text=q)
    T("click", "Send", sms_thread("10:31", 88, "Aiko Tanaka", [("me", q, "10:31", "Sending…")], focus=True))
    a = "Yes, 3pm in room B. Bring the runbook."
    T("wait", None, sms_thread("10:32", 88, "Aiko Tanaka", [("me", q, "10:31", "Delivered"), ("them", a, "10:32", None)], focus=True))
    T("navigate_back", None, sms_list("10:32", 88, [("Aiko Tanaka", a, "10:32")] + convs))
    T("click", "Marco Bellini", sms_thread("10:33", 87, "Marco Bellini", [("them", "dinner at Taberna tomorrow?", "Yesterday 17:55", None),
                                                                         ("me", "yes! 7pm?", "Yesterday 18:01", None),
                                                                         ("them", "ok see you at 7", "Yesterday 18:03", None)]))
    return T


# ---------------------------------------------------------------- Settings and quick settings (10 bad, 11 clean)

SET = "com.android.settings"


def settings_page(now: str, batt: int, title: str, items: list[tuple[str, str | None, bool | None]], wifi: bool, data: bool,
                  extra: tuple[str, ...] = ()) -> list[dict]:
    """items: (title, summary, switch state or None)."""
    els = status(now, batt, wifi, extra, data) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), SET, click=True),
        E(title, None, "TextView", (63, 330, 1017, 450), SET, "collapsing_toolbar"),
        E(None, "Search settings", "TextView", (920, 150, 1060, 290), SET, "search_action_bar", click=True),
    ]
    y = 500
    for name, summary, sw in items:
        els.append(E(name, None, "TextView", (190, y + 20, 840, y + 90), SET, "title", click=True, depth=3))
        if summary:
            els.append(E(summary, None, "TextView", (190, y + 90, 840, y + 140), SET, "summary", depth=3))
        if sw is not None:
            els.append(E(None, name, "Switch", (880, y + 40, 1017, y + 120), SET, "switchWidget", click=True, checkable=True, checked=sw, depth=3))
        y += 170
    return els


def net_page(now: str, batt: int, wifi: bool, data_saver: bool) -> list[dict]:
    return settings_page(now, batt, "Network & internet", [
        ("Internet", "HarborGuest" if wifi else "T-Mobile", None), ("Calls & SMS", "T-Mobile", None), ("SIMs", "T-Mobile", None),
        ("Airplane mode", None, False), ("Hotspot & tethering", "Off", None), ("Data Saver", "On" if data_saver else "Off", None),
        ("VPN", "None", None), ("Private DNS", "Automatic", None), ("Adaptive connectivity", None, None)],
        wifi, not wifi, ("Data Saver is on.",) if data_saver else ())


def internet_page(now: str, batt: int, wifi: bool) -> list[dict]:
    items = [("T-Mobile", "Mobile data won't auto-connect" if wifi else "Connected", None), ("Wi‑Fi", None, wifi)]
    if wifi:
        items += [("HarborGuest", "Connected", None), ("Harbor-5G", "Saved", None), ("NETGEAR42", None, None),
                  ("DIRECT-7b-HP OfficeJet Pro", None, None), ("Add network", None, None)]
    items += [("Network preferences", "Wi‑Fi turns back on automatically", None), ("Saved networks", "2 networks", None)]
    return settings_page(now, batt, "Internet", items, wifi, not wifi)


def shade(now: str, batt: int, tiles: list[tuple[str, str, bool]], wifi: bool, data: bool, extra: tuple[str, ...] = ()) -> list[dict]:
    els = status(now, batt, wifi, extra, data) + [
        E("Thu, Mar 14", None, "TextView", (63, 140, 500, 200), SYS, "date", click=True),
        E(None, "Display brightness", "SeekBar", (63, 240, 1017, 340), SYS, "slider", click=True),
    ]
    for k, (label, state, active) in enumerate(tiles):
        x, y = 40 + (k % 2) * 510, 380 + (k // 2) * 200
        els += [E(label, f"{label}, {state}", "Switch" if label != "Internet" else "Button", (x, y, x + 490, y + 180), SYS, "tile", click=True,
                  checkable=label != "Internet", checked=active, depth=3),
                E(state, None, "TextView", (x + 150, y + 95, x + 470, y + 150), SYS, "secondary_label", depth=3)]
    els += [E(None, "Edit order of settings", "ImageView", (700, 2080, 820, 2200), SYS, "edit", click=True),
            E(None, "Power menu", "ImageView", (840, 2080, 960, 2200), SYS, "pm_lite", click=True),
            E(None, "Open settings", "ImageView", (960, 2080, 1060, 2200), SYS, "settings_button_container", click=True)]
    return els


@traj(bad_turn=6, kind="state_reverted", goal="Turn Wi-Fi off and Data Saver on, then check the quick settings.")
def a10(t: type[Traj]) -> Traj:
    T = t(net_page("2:10", 57, True, False))
    T("click", "Internet", internet_page("2:10", 57, True))
    T("click", ("Wi‑Fi", 1), internet_page("2:10", 57, False))
    T("navigate_back", None, net_page("2:11", 57, False, False))
    def ds(on: bool) -> list[dict]:
        return settings_page("2:11", 57, "Data Saver", [("Use Data Saver", None, on), ("Unrestricted data", "0 apps allowed to use unrestricted data when Data Saver is on", None)],
                             False, True, ("Data Saver is on.",) if on else ())
    T("click", "Data Saver", ds(False))
    T("click", ("Use Data Saver", 1), ds(True))
    # contradiction: Wi-Fi was switched off at turn 2, the Internet tile shows it connected again
    tiles = [("Internet", "HarborGuest", True), ("Bluetooth", "Off", False), ("Do Not Disturb", "Off", False), ("Flashlight", "Off", False),
             ("Auto-rotate", "Off", False), ("Battery Saver", "Off", False), ("Data Saver", "On", True), ("Dark theme", "Off", False)]
    T("swipe", None, shade("2:11", 57, tiles, False, True, ("Data Saver is on.",)), direction="down")
    return T


def home(now: str, batt: int, wifi: bool = True, data: bool = False, extra: tuple[str, ...] = ()) -> list[dict]:
    L = "com.google.android.apps.nexuslauncher"
    els = status(now, batt, wifi, extra, data) + [
        E("Thursday, Mar 14", None, "TextView", (63, 220, 700, 300), L, "date", click=True),
        E("14°C", "Cloudy, 14°C", "TextView", (720, 220, 1017, 300), L, "weather", click=True),
    ]
    for k, app in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        els.append(E(app, app, "TextView", (40 + k * 255, 1880, 280 + k * 255, 2080), L, "icon", click=True, long=True))
    for k, app in enumerate(["Gmail", "Photos", "Settings", "Files"]):
        els.append(E(app, app, "TextView", (40 + k * 255, 1560, 280 + k * 255, 1760), L, "icon", click=True, long=True))
    els.append(E(None, "Google search", "FrameLayout", (40, 2120, 1040, 2250), L, "search_container_hotseat", click=True))
    return els


@traj(goal="From the quick settings, turn Bluetooth and dark theme on and reconnect Wi-Fi by switching it off and on.")
def a11(t: type[Traj]) -> Traj:
    tiles = {"Internet": ("HarborGuest", True), "Bluetooth": ("Off", False), "Dark theme": ("Off", False), "Battery Saver": ("Off", False),
             "Flashlight": ("Off", False), "Do Not Disturb": ("Off", False)}

    def qs(now, batt, wifi=True, data=False, extra=()):
        return shade(now, batt, [(k, *v) for k, v in tiles.items()], wifi, data, extra)

    def panel(now, batt, wifi, net_state, data, extra):
        els = qs(now, batt, wifi, data, extra) + [
            E("Internet", None, "TextView", (100, 700, 980, 790), SET, "internet_dialog_title"),
            E("T-Mobile", None, "TextView", (190, 830, 800, 900), SET, "mobile_title"),
            E("Connected" if not wifi else "Off", None, "TextView", (190, 900, 800, 950), SET, "mobile_summary"),
            E("Wi‑Fi", None, "TextView", (100, 1000, 700, 1080), SET, "wifi_toggle_title"),
            E(None, "Wi‑Fi", "Switch", (850, 1000, 980, 1080), SET, "wifi_toggle", click=True, checkable=True, checked=net_state is not None),
        ]
        if net_state is not None:
            els += [E("HarborGuest", None, "TextView", (190, 1120, 800, 1190), SET, "wifi_connected_title", click=True),
                    E(net_state, None, "TextView", (190, 1190, 800, 1240), SET, "wifi_connected_summary"),
                    E("Harbor-5G", None, "TextView", (190, 1290, 800, 1360), SET, "wifi_title", click=True),
                    E("See all", None, "TextView", (100, 1420, 500, 1490), SET, "see_all_text", click=True)]
        els += [E("Done", None, "Button", (760, 1560, 980, 1670), SET, "done_button", click=True)]
        return els
    T = t(home("4:58", 84))
    T("swipe", None, qs("4:58", 84), direction="down")
    tiles["Bluetooth"] = ("On", True)
    bt = ("Bluetooth on.",)
    T("click", "Bluetooth", qs("4:58", 84, extra=bt))
    tiles["Dark theme"] = ("On", True)
    T("click", "Dark theme", qs("4:59", 84, extra=bt))
    T("click", "Internet", panel("4:59", 84, True, "Connected", False, bt))
    tiles["Internet"] = ("T-Mobile", True)
    T("click", ("Wi‑Fi", 1), panel("4:59", 84, False, None, True, bt))
    T("click", ("Wi‑Fi", 1), panel("5:00", 84, False, "Connecting…", True, bt))
    tiles["Internet"] = ("HarborGuest", True)
    T("wait", None, panel("5:00", 83, True, "Connected", False, bt))
    T("click", "Done", qs("5:00", 83, extra=bt))
    T("navigate_back", None, home("5:01", 83, extra=bt))
    return T



# ---------------------------------------------------------------- Files by Google (12 bad, 13 clean)

FG = "com.google.android.apps.nbu.files"


def files_browse(now: str, batt: int, free: str) -> list[dict]:
    els = status(now, batt) + [
        E("Search in Files", None, "TextView", (63, 170, 900, 290), FG, "search_bar", click=True),
        E("Categories", None, "TextView", (63, 330, 600, 400), FG, "header"),
    ]
    for k, c in enumerate(["Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps"]):
        x, y = 40 + (k % 2) * 510, 420 + (k // 2) * 170
        els.append(E(c, None, "TextView", (x, y, x + 490, y + 150), FG, "category_title", click=True, depth=3))
    els += [E("Collections", None, "TextView", (63, 950, 600, 1020), FG, "header"),
            E("Favorites", None, "TextView", (40, 1040, 530, 1190), FG, "collection_title", click=True),
            E("Safe folder", None, "TextView", (550, 1040, 1040, 1190), FG, "collection_title", click=True),
            E("All storage", None, "TextView", (63, 1240, 600, 1310), FG, "header"),
            E("Internal storage", None, "TextView", (190, 1340, 900, 1410), FG, "storage_title", click=True),
            E(free, None, "TextView", (190, 1410, 900, 1460), FG, "storage_subtitle"),
            E("Clean", None, "FrameLayout", (0, 2196, 360, 2337), FG, "nav_clean", click=True),
            E("Browse", None, "FrameLayout", (360, 2196, 720, 2337), FG, "nav_browse", click=True, selected=True),
            E("Share", None, "FrameLayout", (720, 2196, 1080, 2337), FG, "nav_share", click=True)]
    return els


def files_folder(now: str, batt: int, title: str, items: list[tuple[str, str]], sel: str | None = None, sort_dialog: str | None = None,
                 menu: bool = False, trash_dialog: bool = False, snackbar: str | None = None, picker: str | None = None) -> list[dict]:
    """items: (name, detail line)."""
    els = status(now, batt)
    if sel:
        els += [E(None, "Clear selection", "ImageButton", (0, 150, 140, 290), FG, click=True),
                E("1 selected", None, "TextView", (160, 180, 600, 270), FG, "selection_title"),
                E(None, "Share", "TextView", (640, 150, 780, 290), FG, "action_share", click=True),
                E(None, "Delete", "TextView", (780, 150, 920, 290), FG, "action_delete", click=True),
                E(None, "More options", "ImageView", (920, 150, 1060, 290), FG, click=True)]
    else:
        els += [E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), FG, click=True),
                E(picker or title, None, "TextView", (160, 180, 800, 270), FG, "toolbar_title")]
        if not picker:
            els += [E(None, "Sort", "TextView", (780, 150, 920, 290), FG, "action_sort", click=True),
                    E(None, "More options", "ImageView", (920, 150, 1060, 290), FG, click=True)]
        else:
            els.append(E(title, None, "TextView", (63, 300, 1017, 360), FG, "breadcrumb"))
    y = 380
    for name, detail in items:
        els += [E(name, None, "TextView", (220, y, 1017, y + 80), FG, "file_name", click=True, long=not picker, selected=name == sel, depth=3),
                E(detail, None, "TextView", (220, y + 80, 1017, y + 130), FG, "file_details", depth=3)]
        y += 170
    if sort_dialog:
        els.append(E("Sort by", None, "TextView", (100, 800, 980, 880), FG, "alertTitle"))
        for k, o in enumerate(["Name (A to Z)", "Name (Z to A)", "Date (newest first)", "Date (oldest first)", "Size (largest first)", "Size (smallest first)"]):
            els.append(E(o, None, "RadioButton", (100, 900 + k * 110, 980, 1000 + k * 110), FG, "sort_option", click=True, checkable=True, checked=o == sort_dialog))
    if menu:
        for k, m in enumerate(["Copy to", "Move to", "Rename", "Select all", "Open with", "File info", "Add to Safe folder"]):
            els.append(E(m, None, "TextView", (560, 170 + k * 132, 1060, 302 + k * 132), FG, "title", click=True))
    if trash_dialog:
        els += [E("Move 1 file to Trash?", None, "TextView", (100, 960, 980, 1040), FG, "alertTitle"),
                E("Files in Trash are deleted forever after 30 days.", None, "TextView", (100, 1060, 980, 1140), "android", "message"),
                E("Cancel", None, "Button", (440, 1200, 680, 1310), "android", "button2", click=True),
                E("Move to Trash", None, "Button", (700, 1200, 980, 1310), "android", "button1", click=True)]
    if snackbar:
        els.append(E(snackbar, None, "TextView", (63, 1990, 1017, 2090), FG, "snackbar_text"))
    if picker:
        els += [E("Cancel", None, "Button", (420, 2180, 700, 2300), FG, "cancel_button", click=True),
                E("Copy here", None, "Button", (720, 2180, 1040, 2300), FG, "select_button", click=True)]
    return els


@traj(bad_turn=6, kind="clock_backwards", goal="In Downloads, sort by size and move the photo IMG_2031.jpg to the trash.")
def a12(t: type[Traj]) -> Traj:
    dl = [("invoice_INV-2024-0391.pdf", "412 kB · Mar 14"), ("boarding-pass-LIS.pdf", "96 kB · Mar 13"), ("IMG_2031.jpg", "3.1 MB · Mar 11"),
          ("release-notes-v2.3.txt", "8 kB · Mar 8"), ("ubuntu-22.04.4-desktop-amd64.iso", "4.9 GB · Feb 27")]
    by_size = [dl[4], dl[2], dl[0], dl[1], dl[3]]
    T = t(files_browse("10:45", 73, "25.7 GB free"))
    T("click", "Downloads", files_folder("10:45", 73, "Downloads", dl))
    T("click", "Sort", files_folder("10:46", 73, "Downloads", dl, sort_dialog="Date (newest first)"))
    T("click", "Size (largest first)", files_folder("10:46", 73, "Downloads", by_size))
    T("long_press", "IMG_2031.jpg", files_folder("10:47", 73, "Downloads", by_size, sel="IMG_2031.jpg"))
    T("click", "Delete", files_folder("10:47", 73, "Downloads", by_size, sel="IMG_2031.jpg", trash_dialog=True))
    left = [by_size[0]] + by_size[2:]
    # contradiction: the status-bar clock reads 10:44 after 10:47
    T("click", "Move to Trash", files_folder("10:44", 73, "Downloads", left, snackbar="1 file moved to Trash"))
    T("navigate_back", None, files_browse("10:48", 72, "25.7 GB free"))
    return T


@traj(goal="Copy scan_0312.pdf from Download into Documents and check the free space afterwards.")
def a13(t: type[Traj]) -> Traj:
    root = [("Alarms", "0 items"), ("Android", "2 items"), ("DCIM", "1 item"), ("Documents", "2 items"), ("Download", "4 items"),
            ("Movies", "0 items"), ("Music", "3 items"), ("Pictures", "5 items"), ("Recordings", "1 item")]
    dl = [("scan_0312.pdf", "96.4 MB · Mar 12"), ("invoice_INV-2024-0391.pdf", "412 kB · Mar 14"), ("boarding-pass-LIS.pdf", "96 kB · Mar 13"),
          ("release-notes-v2.3.txt", "8 kB · Mar 8")]
    docs = [("contracts", "3 items"), ("taxes-2023.pdf", "1.2 MB · Feb 19")]
    T = t(files_browse("11:20", 64, "25.7 GB free"), fmt="xml")
    T("click", "Internal storage", files_folder("11:20", 64, "Internal storage", root))
    T("click", "Download", files_folder("11:20", 64, "Download", dl))
    T("long_press", "scan_0312.pdf", files_folder("11:21", 64, "Download", dl, sel="scan_0312.pdf"))
    T("click", "More options", files_folder("11:21", 64, "Download", dl, sel="scan_0312.pdf", menu=True))
    T("click", "Copy to", files_folder("11:21", 64, "Internal storage", [x for x in root], picker="Copy to"))
    T("click", "Documents", files_folder("11:21", 64, "Internal storage › Documents", docs, picker="Copy to"))
    T("click", "Copy here", files_folder("11:22", 64, "Download", dl, snackbar="Copied 1 file to Documents"))
    root[3] = ("Documents", "3 items")
    T("navigate_back", None, files_folder("11:22", 64, "Internal storage", root))
    T("click", "Documents", files_folder("11:22", 64, "Documents", [docs[0], ("scan_0312.pdf", "96.4 MB · Mar 14"), docs[1]]))
    T("navigate_back", None, files_folder("11:22", 64, "Internal storage", root))
    T("navigate_back", None, files_browse("11:23", 64, "25.6 GB free"))
    return T


# ---------------------------------------------------------------- Simple Calendar Pro (14 bad, 15 clean)

CAL = "com.simplemobiletools.calendar.pro"


def cal_month(now: str, batt: int, events: dict[int, list[str]], change_view: bool = False) -> list[dict]:
    els = status(now, batt) + [
        E("March", None, "TextView", (63, 180, 500, 270), CAL, "toolbar_title"),
        E(None, "Go to today", "TextView", (500, 150, 640, 290), CAL, "go_to_today", click=True),
        E(None, "Change view", "TextView", (640, 150, 780, 290), CAL, "change_view", click=True),
        E(None, "Search", "TextView", (780, 150, 920, 290), CAL, "search", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), CAL, click=True),
    ]
    for k, dname in enumerate(["M", "T", "W", "T", "F", "S", "S"]):
        els.append(E(dname, None, "TextView", (k * 154, 320, (k + 1) * 154, 380), CAL, "label_day"))
    for d in range(1, 32):
        cell = 4 + d - 1  # Monday-first grid, 2024-03-01 is a Friday
        x, y = (cell % 7) * 154, 400 + (cell // 7) * 300
        els.append(E(str(d), None, "TextView", (x, y, x + 154, y + 60), CAL, "day_monthly_number", click=True, selected=d == 14, depth=3))
        for k, ev in enumerate(events.get(d, [])):
            els.append(E(ev, None, "TextView", (x, y + 70 + k * 50, x + 154, y + 115 + k * 50), CAL, "day_monthly_event_id", depth=3))
    if change_view:
        els.append(E("Change view", None, "TextView", (100, 700, 980, 780), CAL, "alertTitle"))
        for k, v in enumerate(["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]):
            els.append(E(v, None, "RadioButton", (100, 800 + k * 120, 980, 910 + k * 120), CAL, "dialog_radio_button", click=True, checkable=True, checked=v == "Monthly view"))
    else:
        els.append(E(None, "New event", "ImageButton", (828, 1990, 1017, 2140), CAL, "calendar_fab", click=True))
    return els


def cal_list(now: str, batt: int, events: list[tuple[str, str, str, str]]) -> list[dict]:
    """events: (day header, title, start, end), already in order."""
    els = status(now, batt) + [
        E("Simple Calendar", None, "TextView", (63, 180, 600, 270), CAL, "toolbar_title"),
        E(None, "Change view", "TextView", (640, 150, 780, 290), CAL, "change_view", click=True),
        E(None, "Search", "TextView", (780, 150, 920, 290), CAL, "search", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), CAL, click=True),
    ]
    y, last = 320, None
    for day, title, a, b in events:
        if day != last:
            els.append(E(day, None, "TextView", (63, y, 1017, y + 80), CAL, "event_section_title"))
            y += 100
            last = day
        els += [E(title, None, "TextView", (100, y, 800, y + 70), CAL, "event_item_title", click=True, depth=3),
                E(f"{a} – {b}", None, "TextView", (100, y + 70, 800, y + 120), CAL, "event_item_time", depth=3)]
        y += 150
    els.append(E(None, "New event", "ImageButton", (828, 1990, 1017, 2140), CAL, "calendar_fab", click=True))
    return els


def cal_editor(now: str, batt: int, title: str, day: str, a: str, b: str, editing: bool = False) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), CAL, click=True),
        E("Edit event" if editing else "New event", None, "TextView", (160, 180, 600, 270), CAL, "toolbar_title"),
    ]
    if editing:
        els.append(E(None, "Delete", "TextView", (640, 150, 780, 290), CAL, "delete", click=True))
    els += [
        E(None, "Save", "TextView", (920, 150, 1060, 290), CAL, "save", click=True),
        E(title or None, None, "EditText", (63, 320, 1017, 440), CAL, "event_title", click=True, edit=True, focused=not title, hint="Title"),
        E(None, None, "EditText", (63, 460, 1017, 580), CAL, "event_location", click=True, edit=True, hint="Location"),
        E(None, None, "EditText", (63, 600, 1017, 720), CAL, "event_description", click=True, edit=True, hint="Description"),
        E("All-day", None, "Switch", (63, 760, 1017, 860), CAL, "event_all_day", click=True, checkable=True, checked=False),
        E(day, None, "TextView", (190, 890, 700, 990), CAL, "event_start_date", click=True),
        E(a, None, "TextView", (760, 890, 1017, 990), CAL, "event_start_time", click=True),
        E(day, None, "TextView", (190, 1010, 700, 1110), CAL, "event_end_date", click=True),
        E(b, None, "TextView", (760, 1010, 1017, 1110), CAL, "event_end_time", click=True),
        E("10 minutes before", None, "TextView", (190, 1160, 1017, 1260), CAL, "event_reminder_1", click=True),
        E("No repetition", None, "TextView", (190, 1300, 1017, 1400), CAL, "event_repetition", click=True),
        E("Regular event", None, "TextView", (190, 1440, 1017, 1540), CAL, "event_type", click=True),
    ]
    return els


def date_picker(now: str, batt: int, base: list[dict], picked: int) -> list[dict]:
    from datetime import date
    d = date(2024, 3, picked)
    els = base + [E("2024", None, "TextView", (120, 480, 400, 560), "android", "date_picker_header_year", click=True),
                  E(d.strftime("%a, %b ") + str(picked), None, "TextView", (120, 560, 960, 680), "android", "date_picker_header_date"),
                  E("March 2024", None, "TextView", (300, 720, 780, 800), "android", "month_view")]
    for day in range(1, 32):
        cell = 5 + day - 1  # Sunday-first grid, March 1 is a Friday
        x, y = 120 + (cell % 7) * 120, 840 + (cell // 7) * 110
        els.append(E(str(day), f"{day} March 2024", "View", (x, y, x + 110, y + 100), "android", "month_view", click=True, checkable=True, checked=day == picked))
    els += [E("Cancel", None, "Button", (500, 1560, 720, 1670), "android", "button2", click=True),
            E("OK", None, "Button", (740, 1560, 960, 1670), "android", "button1", click=True)]
    return els


@traj(bad_turn=8, kind="date_changed", goal="Put a dentist appointment in the calendar on Thursday March 21, then look at the upcoming events.")
def a14(t: type[Traj]) -> Traj:
    ev = {14: ["Standup"], 15: ["Lunch w/ Marco"], 18: ["Q2 planning"], 19: ["Standup"], 21: ["Standup"]}
    T = t(cal_month("10:37", 81, ev))
    T("click", "New event", cal_editor("10:37", 81, "", "Thu, Mar 14, 2024", "11:00", "12:00"))
    T("input_text", "Title", cal_editor("10:38", 81, "Dentist", "Thu, Mar 14, 2024", "11:00", "12:00"), text="Dentist")
    base = cal_editor("10:38", 81, "Dentist", "Thu, Mar 14, 2024", "11:00", "12:00")
    T("click", "Thu, Mar 14, 2024", date_picker("10:38", 81, base, 14))
    T("click", "21", date_picker("10:38", 81, base, 21))
    T("click", "OK", cal_editor("10:38", 81, "Dentist", "Thu, Mar 21, 2024", "11:00", "12:00"))
    ev[21] = ["Standup", "Dentist"]
    T("click", "Save", cal_month("10:39", 81, ev))
    T("click", "Change view", cal_month("10:39", 81, ev, change_view=True))
    # contradiction: the appointment saved for Thu, Mar 21 is listed on Wed, Mar 20
    T("click", "Simple event list", cal_list("10:39", 81, [
        ("Thu, March 14", "Standup", "09:30", "09:45"), ("Fri, March 15", "Lunch w/ Marco", "12:30", "13:30"),
        ("Mon, March 18", "Q2 planning", "14:00", "15:30"), ("Tue, March 19", "Standup", "09:30", "09:45"),
        ("Wed, March 20", "Dentist", "11:00", "12:00"), ("Thu, March 21", "Standup", "09:30", "09:45")]))
    return T


def time_dialog(base: list[dict], hour: str, minute: str) -> list[dict]:
    return base + [
        E("Enter time", None, "TextView", (100, 700, 700, 780), "android", "top_label"),
        E(hour, None, "EditText", (140, 820, 430, 1000), "android", "input_hour", click=True, edit=True, focused=True, hint="hour"),
        E(":", None, "TextView", (440, 820, 490, 1000), "android", "input_separator"),
        E(minute, None, "EditText", (500, 820, 790, 1000), "android", "input_minute", click=True, edit=True, hint="minute"),
        E(None, "Switch to clock mode for the time input.", "ImageButton", (100, 1120, 226, 1246), "android", "toggle_mode", click=True),
        E("Cancel", None, "Button", (500, 1130, 720, 1240), "android", "button2", click=True),
        E("OK", None, "Button", (740, 1130, 960, 1240), "android", "button1", click=True),
    ]


@traj(goal="Add a vendor call today and then move it to 16:00.")
def a15(t: type[Traj]) -> Traj:
    base = [("Thu, March 14", "Standup", "09:30", "09:45"), ("Thu, March 14", "DR drill", "15:00", "16:00"),
            ("Fri, March 15", "Lunch with Marco", "12:30", "13:30"), ("Mon, March 18", "Q2 planning", "14:00", "15:30")]
    T = t(cal_list("10:37", 90, base))
    T("click", "New event", cal_editor("10:37", 90, "", "Thu, Mar 14, 2024", "11:00", "12:00"))
    T("input_text", "Title", cal_editor("10:38", 90, "Vendor call", "Thu, Mar 14, 2024", "11:00", "12:00"), text="Vendor call")
    T("click", "Save", cal_list("10:38", 90, base[:1] + [("Thu, March 14", "Vendor call", "11:00", "12:00")] + base[1:]))
    ed = cal_editor("10:38", 90, "Vendor call", "Thu, Mar 14, 2024", "11:00", "12:00", editing=True)
    T("click", "Vendor call", ed)
    T("click", "11:00", time_dialog(ed, "11", "00"))
    T("input_text", "11", time_dialog(ed, "16", "00"), text="16")
    T("click", "OK", cal_editor("10:39", 90, "Vendor call", "Thu, Mar 14, 2024", "16:00", "17:00", editing=True))
    T("click", "Save", cal_list("10:39", 90, base[:2] + [("Thu, March 14", "Vendor call", "16:00", "17:00")] + base[2:]))
    return T



# ---------------------------------------------------------------- Pro Expense (16 bad, 17 clean)

EXP = "com.arduia.expense"
CATS = ["Food", "Transportation", "Household", "Entertainment", "Health", "Others"]


def cents(c: int) -> str:
    return f"${c // 100:,}.{c % 100:02d}"


def exp_home(now: str, batt: int, items: list[dict], total: int | None = None, dialog: bool = False, drawer: bool = False) -> list[dict]:
    tot = sum(i["c"] for i in items) if total is None else total
    els = status(now, batt) + [
        E(None, "Open navigation drawer", "ImageButton", (0, 150, 140, 290), EXP, click=True),
        E("Expense", None, "TextView", (160, 180, 600, 270), EXP, "toolbar_title"),
        E("This week", None, "TextView", (63, 340, 600, 400), EXP, "tv_date_range"),
        E("Total", None, "TextView", (63, 410, 400, 470), EXP, "tv_total_label"),
        E(cents(tot), None, "TextView", (63, 470, 700, 600), EXP, "tv_total_value"),
        E("Recent", None, "TextView", (63, 660, 600, 730), EXP, "tv_recent"),
    ]
    y = 760
    for i in items:
        els += [E(i["name"], None, "TextView", (190, y, 700, y + 70), EXP, "tv_name", click=True, long=True, depth=3),
                E(f"{i['cat']} · {i['day']}", None, "TextView", (190, y + 70, 700, y + 120), EXP, "tv_category_date", depth=3),
                E(cents(i["c"]), None, "TextView", (720, y + 20, 1017, y + 100), EXP, "tv_amount", depth=3)]
        y += 160
    if dialog:
        els += [E("Delete expense?", None, "TextView", (100, 960, 980, 1040), EXP, "alertTitle"),
                E("Cancel", None, "Button", (440, 1120, 680, 1230), "android", "button2", click=True),
                E("Delete", None, "Button", (700, 1120, 980, 1230), "android", "button1", click=True)]
    if drawer:
        for k, m in enumerate(["Home", "Expense logs", "Statistics", "Settings", "About"]):
            els.append(E(m, None, "CheckedTextView", (0, 420 + k * 140, 800, 550 + k * 140), EXP, "design_menu_item_text", click=True, checkable=True, checked=m == "Home"))
    els.append(E(None, "Add", "ImageButton", (828, 1990, 1017, 2140), EXP, "fb_main_add", click=True))
    return els


def exp_editor(now: str, batt: int, name: str = "", amount: str = "", cat: str = "Others", dropdown: bool = False) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), EXP, click=True),
        E("New Expense", None, "TextView", (160, 180, 700, 270), EXP, "toolbar_title"),
        E(name or None, None, "EditText", (63, 340, 1017, 470), EXP, "edt_name", click=True, edit=True, focused=bool(name) and not amount, hint="Name"),
        E(amount or None, None, "EditText", (63, 500, 1017, 630), EXP, "edt_amount", click=True, edit=True, focused=bool(amount), hint="Amount"),
        E(cat, None, "TextView", (63, 660, 1017, 790), EXP, "spinner_category", click=True),
        E(None, None, "EditText", (63, 820, 1017, 1050), EXP, "edt_note", click=True, edit=True, hint="Note"),
        E("Mar 14, 2024", None, "TextView", (63, 1080, 600, 1180), EXP, "tv_date", click=True),
        E("Save", None, "Button", (63, 1960, 1017, 2100), EXP, "btn_save", click=True),
    ]
    if dropdown:
        for k, c in enumerate(CATS):
            els.append(E(c, None, "CheckedTextView", (63, 800 + k * 120, 1017, 910 + k * 120), "android", "text1", click=True, checkable=True, checked=c == cat))
    return els


@traj(bad_turn=8, kind="sum_mismatch", goal="Log 12.50 for coffee beans under Food, then delete the duplicated gas entry.")
def a16(t: type[Traj]) -> Traj:
    items = [{"name": "Train ticket", "cat": "Transportation", "day": "Mar 13", "c": 7450}, {"name": "Groceries", "cat": "Food", "day": "Mar 12", "c": 8420},
             {"name": "Gas", "cat": "Transportation", "day": "Mar 11", "c": 5280}, {"name": "Lunch", "cat": "Food", "day": "Mar 11", "c": 1850}]
    T = t(exp_home("6:12", 45, items), fmt="xml")
    T("click", "Add", exp_editor("6:12", 45))
    T("input_text", "Name", exp_editor("6:12", 45, "Coffee beans"), text="Coffee beans")
    T("input_text", "Amount", exp_editor("6:13", 45, "Coffee beans", "12.50"), text="12.50")
    T("click", "Others", exp_editor("6:13", 45, "Coffee beans", "12.50", dropdown=True))
    T("click", "Food", exp_editor("6:13", 45, "Coffee beans", "12.50", "Food"))
    items.insert(0, {"name": "Coffee beans", "cat": "Food", "day": "Mar 14", "c": 1250})
    T("click", "Save", exp_home("6:13", 45, items))
    T("long_press", "Gas", exp_home("6:14", 45, items, dialog=True))
    items = [i for i in items if i["name"] != "Gas"]
    # contradiction: 242.50 - 52.80 is 189.70, the total shows 199.70
    T("click", "Delete", exp_home("6:14", 44, items, total=19970))
    return T


def exp_stats(now: str, batt: int, items: list[dict]) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Open navigation drawer", "ImageButton", (0, 150, 140, 290), EXP, click=True),
        E("Statistics", None, "TextView", (160, 180, 600, 270), EXP, "toolbar_title"),
        E("Mar 11 – Mar 17", None, "TextView", (63, 340, 700, 400), EXP, "tv_date_range"),
        E(cents(sum(i["c"] for i in items)), None, "TextView", (63, 410, 700, 540), EXP, "tv_total_value"),
    ]
    by: dict[str, int] = {}
    for i in items:
        by[i["cat"]] = by.get(i["cat"], 0) + i["c"]
    tot = sum(by.values())
    y = 620
    for cat, c in sorted(by.items(), key=lambda kv: -kv[1]):
        els += [E(cat, None, "TextView", (63, y, 600, y + 70), EXP, "tv_category", depth=3),
                E(f"{round(100 * c / tot)}%", None, "TextView", (620, y, 780, y + 70), EXP, "tv_percentage", depth=3),
                E(cents(c), None, "TextView", (800, y, 1017, y + 70), EXP, "tv_amount", depth=3)]
        y += 110
    return els


@traj(goal="Log 9 for parking under Transportation, look at the weekly statistics, then remove the cinema expense.")
def a17(t: type[Traj]) -> Traj:
    items = [{"name": "Pharmacy", "cat": "Health", "day": "Mar 13", "c": 2340}, {"name": "Cinema", "cat": "Entertainment", "day": "Mar 12", "c": 2400},
             {"name": "Lunch", "cat": "Food", "day": "Mar 12", "c": 1680}, {"name": "Bus pass", "cat": "Transportation", "day": "Mar 11", "c": 3500}]
    T = t(exp_home("8:40", 97, items))
    T("click", "Add", exp_editor("8:40", 97))
    T("input_text", "Name", exp_editor("8:40", 97, "Parking"), text="Parking")
    T("input_text", "Amount", exp_editor("8:41", 97, "Parking", "9"), text="9")
    T("click", "Others", exp_editor("8:41", 97, "Parking", "9", dropdown=True))
    T("click", "Transportation", exp_editor("8:41", 97, "Parking", "9", "Transportation"))
    items.insert(0, {"name": "Parking", "cat": "Transportation", "day": "Mar 14", "c": 900})
    T("click", "Save", exp_home("8:41", 97, items))
    T("click", "Open navigation drawer", exp_home("8:41", 97, items, drawer=True))
    T("click", "Statistics", exp_stats("8:42", 97, items))
    T("click", "Open navigation drawer", exp_stats("8:42", 97, items) + [
        E(m, None, "CheckedTextView", (0, 420 + k * 140, 800, 550 + k * 140), EXP, "design_menu_item_text", click=True, checkable=True, checked=m == "Statistics")
        for k, m in enumerate(["Home", "Expense logs", "Statistics", "Settings", "About"])])
    T("click", "Home", exp_home("8:42", 96, items))
    T("long_press", "Cinema", exp_home("8:42", 96, items, dialog=True))
    items = [i for i in items if i["name"] != "Cinema"]
    T("click", "Delete", exp_home("8:43", 96, items))
    return T


# ---------------------------------------------------------------- Chrome (18 bad, 19 clean)

CHR = "com.android.chrome"


def chrome_bar(url: str | None, tabs: int, incognito: bool = False, focused_text: str | None = None) -> list[dict]:
    els = [E(None, "Home", "ImageButton", (0, 150, 130, 280), CHR, "home_button", click=True)]
    if focused_text is not None:
        els.append(E(focused_text or None, None, "EditText", (140, 160, 1060, 270), CHR, "url_bar", click=True, edit=True, focused=True, hint="Search or type URL"))
    else:
        els.append(E(url, None, "EditText", (140, 160, 780, 270), CHR, "url_bar", click=True, edit=True, hint="Search or type URL"))
        els += [E(str(tabs), "Switch or close tabs", "ImageButton", (800, 150, 930, 280), CHR, "tab_switcher_button", click=True, long=True),
                E(None, "Customize and control Google Chrome", "ImageButton", (940, 150, 1070, 280), CHR, "menu_button", click=True)]
    return els


def chrome_page(now: str, batt: int, url: str, tabs: int, body: list[tuple[str, str, bool]], incognito: bool = False) -> list[dict]:
    els = status(now, batt) + chrome_bar(url, tabs, incognito)
    y = 320
    for text, cls, click in body:
        els.append(E(text, None, cls, (40, y, 1040, y + 110), CHR, None, click=click, depth=3))
        y += 130
    return els


def chrome_ntp(now: str, batt: int, tabs: int, incognito: bool = False) -> list[dict]:
    els = status(now, batt) + chrome_bar(None, tabs, incognito)
    if incognito:
        els += [E("You’ve gone Incognito", None, "TextView", (63, 600, 1017, 700), CHR, "new_tab_incognito_title"),
                E("Others who use this device won’t see your activity, so you can browse more privately.", None, "TextView", (63, 720, 1017, 860), CHR, "new_tab_incognito_subtitle"),
                E("Learn more", None, "TextView", (63, 900, 400, 960), CHR, "learn_more", click=True)]
    else:
        els += [E(None, "Google", "ImageView", (290, 420, 790, 600), CHR, "search_provider_logo"),
                E("Search or type web address", None, "EditText", (63, 660, 1017, 790), CHR, "search_box_text", click=True),
                E("Discover", None, "TextView", (63, 1000, 600, 1070), CHR, "header_title")]
    return els


def chrome_grid(now: str, batt: int, titles: list[str], incognito: bool = False, std: int = 0, inc: int = 0, menu: bool = False,
                snackbar: str | None = None) -> list[dict]:
    els = status(now, batt) + [
        E(None, "New tab", "ImageButton", (0, 150, 140, 290), CHR, "new_tab_view_button", click=True),
    ]
    if inc:
        els += [E(None, f"{std} standard tabs" if std != 1 else "1 standard tab", "Tab", (300, 160, 540, 280), CHR, "standard_tabs", click=True, selected=not incognito),
                E(None, f"{inc} incognito tab" + ("s" if inc != 1 else ""), "Tab", (540, 160, 780, 280), CHR, "incognito_tabs", click=True, selected=incognito)]
    els.append(E(None, "More options", "ImageButton", (940, 150, 1070, 280), CHR, "menu_button", click=True))
    for k, tt in enumerate(titles):
        x, y = 40 + (k % 2) * 510, 320 + (k // 2) * 640
        els += [E(tt, None, "TextView", (x, y, x + 380, y + 80), CHR, "tab_title", click=True, depth=3),
                E(None, f"Close {tt} tab", "ImageButton", (x + 390, y, x + 490, y + 80), CHR, "action_button", click=True, depth=3)]
    if menu:
        for k, m in enumerate(["New tab", "New Incognito tab", "Close all tabs", "Select tabs", "Settings"]):
            els.append(E(m, None, "TextView", (560, 170 + k * 132, 1060, 302 + k * 132), CHR, "menu_item_text", click=True))
    if snackbar:
        els += [E(snackbar, None, "TextView", (63, 2000, 760, 2100), CHR, "snackbar_message"),
                E("Undo", None, "Button", (820, 2000, 1017, 2100), CHR, "snackbar_button", click=True)]
    return els


FDROID = [("F-Droid", "TextView", False), ("Free and Open Source Android App Repository", "TextView", False),
          ("Download F-Droid", "Button", True), ("Browse Apps", "TextView", True), ("Latest News", "TextView", True)]


@traj(bad_turn=8, kind="count_mismatch", goal="Open f-droid.org in a new tab and close the Wikipedia tab.")
def a18(t: type[Traj]) -> Traj:
    hn = [("Hacker News", "TextView", True), ("new | past | comments | ask | show | jobs | submit", "TextView", False),
          ("1. Framework 16 teardown: the expansion bay is genuinely modular (ifixit.com)", "TextView", True),
          ("2. Show HN: A tiny SQLite-backed job queue", "TextView", True)]
    titles = ["Hacker News", "Lisbon - Wikipedia", "OpenStreetMap"]
    T = t(chrome_page("7:05", 39, "news.ycombinator.com", 3, hn))
    T("click", "Switch or close tabs", chrome_grid("7:05", 39, titles))
    T("click", "New tab", chrome_ntp("7:05", 39, 4))
    T("click", "Search or type web address", status("7:06", 39) + chrome_bar(None, 4, focused_text=""))
    sugg = [E("f-droid.org", None, "TextView", (140, 320, 1017, 420), CHR, "line_1", click=True),
            E("f-droid.org/packages", None, "TextView", (140, 440, 1017, 540), CHR, "line_1", click=True),
            E("f-droid", "Search for f-droid", "TextView", (140, 560, 1017, 660), CHR, "line_1", click=True)]
    T("input_text", "Search or type URL", status("7:06", 39) + chrome_bar(None, 4, focused_text="f-droid.org") + sugg, text="f-droid.org")
    T("keyboard_enter", None, chrome_page("7:06", 39, "f-droid.org", 4, FDROID))
    titles.append("F-Droid - Free and Open Source Android App Repository")
    T("click", "Switch or close tabs", chrome_grid("7:06", 39, titles))
    titles.remove("Lisbon - Wikipedia")
    T("click", "Close Lisbon - Wikipedia tab", chrome_grid("7:07", 39, titles, snackbar="Closed Lisbon - Wikipedia"))
    # contradiction: three tabs are left, the tab-switcher counter still says 4
    T("click", "F-Droid - Free and Open Source Android App Repository", chrome_page("7:07", 38, "f-droid.org", 4, FDROID))
    return T


@traj(goal="Peek at an incognito tab, return to the OpenStreetMap tab, go back one page and forward again.")
def a19(t: type[Traj]) -> Traj:
    osm = [("OpenStreetMap", "TextView", True), ("Search", "EditText", True), ("Go", "Button", True),
           ("Lisbon, Portugal", "TextView", False), ("Zoom in", "Button", True), ("Zoom out", "Button", True)]
    ddg = [("lisbon map at DuckDuckGo", "TextView", False), ("OpenStreetMap — Lisbon", "TextView", True),
           ("Google Maps — Lisboa", "TextView", True), ("Lisbon Metro map (PDF)", "TextView", True)]
    T = t(chrome_page("1:14", 71, "openstreetmap.org/#map=13/38.7223/-9.1393", 2, osm), fmt="xml")
    T("click", "Switch or close tabs", chrome_grid("1:14", 71, ["Lisbon - Wikipedia", "OpenStreetMap"]))
    T("click", "More options", chrome_grid("1:14", 71, ["Lisbon - Wikipedia", "OpenStreetMap"], menu=True))
    T("click", "New Incognito tab", chrome_ntp("1:15", 71, 1, incognito=True))
    T("click", "Switch or close tabs", chrome_grid("1:15", 71, ["New tab"], incognito=True, std=2, inc=1))
    T("click", "2 standard tabs", chrome_grid("1:15", 71, ["Lisbon - Wikipedia", "OpenStreetMap"], std=2, inc=1))
    T("click", "OpenStreetMap", chrome_page("1:15", 71, "openstreetmap.org/#map=13/38.7223/-9.1393", 2, osm))
    T("navigate_back", None, chrome_page("1:16", 71, "duckduckgo.com/?q=lisbon+map", 2, ddg))
    menu = chrome_page("1:16", 71, "duckduckgo.com/?q=lisbon+map", 2, ddg) + [
        E(None, "Forward", "ImageButton", (560, 170, 660, 290), CHR, "forward_menu_id", click=True),
        E(None, "Bookmark", "ImageButton", (660, 170, 760, 290), CHR, "bookmark_this_page_id", click=True),
        E(None, "Download", "ImageButton", (760, 170, 860, 290), CHR, "offline_page_id", click=True),
        E(None, "Page info", "ImageButton", (860, 170, 960, 290), CHR, "info_menu_id", click=True),
        E(None, "Refresh", "ImageButton", (960, 170, 1060, 290), CHR, "reload_menu_id", click=True)] + [
        E(m, None, "TextView", (560, 310 + k * 132, 1060, 442 + k * 132), CHR, "menu_item_text", click=True)
        for k, m in enumerate(["New tab", "New Incognito tab", "History", "Downloads", "Bookmarks", "Recent tabs", "Share…", "Find in page", "Desktop site", "Settings"])]
    T("click", "Customize and control Google Chrome", menu)
    T("click", "Forward", chrome_page("1:16", 71, "openstreetmap.org/#map=13/38.7223/-9.1393", 2, osm))
    return T


# ---------------------------------------------------------------- Audio Recorder (20 bad, 21 clean)

AR = "com.dimowner.audiorecorder"


def rec_main(now: str, batt: int, name: str, progress: str, dur: str, state: str) -> list[dict]:
    extra = ("Audio Recorder notification: Recording",) if state in ("rec", "paused") else ()
    els = status(now, batt, extra=extra) + [
        E(None, "Settings", "ImageButton", (20, 2060, 180, 2220), AR, "btn_settings", click=True),
        E(name, None, "TextView", (63, 300, 1017, 400), AR, "txt_name", click=state == "idle"),
        E(progress, None, "TextView", (240, 900, 840, 1060), AR, "txt_progress"),
        E(dur, None, "TextView", (760, 1200, 1017, 1260), AR, "txt_duration"),
    ]
    if state == "idle":
        els += [E(None, "Play", "ImageButton", (63, 1160, 200, 1300), AR, "btn_play", click=True),
                E(None, "Record", "ImageButton", (400, 2020, 680, 2260), AR, "btn_record", click=True),
                E(None, "Records", "ImageButton", (900, 2060, 1060, 2220), AR, "btn_records_list", click=True)]
    else:
        els += [E(None, "Delete", "ImageButton", (180, 2060, 340, 2220), AR, "btn_record_delete", click=True),
                E(None, "Pause" if state == "rec" else "Resume", "ImageButton", (400, 2020, 680, 2260), AR, "btn_record", click=True),
                E(None, "Stop", "ImageButton", (740, 2060, 900, 2220), AR, "btn_record_stop", click=True)]
    return els


def rec_list(now: str, batt: int, recs: list[tuple[str, str, str]], menu: bool = False, rename: str | None = None, playing: tuple[str, str] | None = None) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Navigate up", "ImageButton", (0, 150, 140, 290), AR, "btn_back", click=True),
        E("Records", None, "TextView", (160, 180, 600, 270), AR, "txt_title"),
        E(None, "Bookmarks", "ImageButton", (920, 150, 1060, 290), AR, "btn_bookmarks", click=True),
    ]
    y = 320
    for name, dur, when in recs:
        els += [E(name, None, "TextView", (63, y, 760, y + 70), AR, "list_item_name", click=True, depth=3),
                E(when, None, "TextView", (63, y + 70, 760, y + 120), AR, "list_item_date", depth=3),
                E(dur, None, "TextView", (780, y + 20, 940, y + 90), AR, "list_item_duration", depth=3),
                E(None, "More", "ImageButton", (950, y + 10, 1060, y + 110), AR, "list_item_more", click=True, depth=3)]
        y += 160
    if menu:
        for k, m in enumerate(["Share", "Information", "Rename", "Open with", "Save as", "Delete"]):
            els.append(E(m, None, "TextView", (560, 370 + k * 132, 1060, 502 + k * 132), AR, "title", click=True))
    if rename is not None:
        els += [E("Rename", None, "TextView", (100, 900, 980, 980), AR, "dialog_title"),
                E(rename, None, "EditText", (100, 1010, 980, 1130), AR, "input_name", click=True, edit=True, focused=True),
                E("Cancel", None, "Button", (440, 1180, 680, 1290), AR, "dialog_negative_btn", click=True),
                E("Save", None, "Button", (700, 1180, 980, 1290), AR, "dialog_positive_btn", click=True)]
    if playing:
        els += [E(playing[0], None, "TextView", (63, 2000, 700, 2060), AR, "txt_name"),
                E(playing[1], None, "TextView", (63, 2080, 300, 2140), AR, "txt_progress"),
                E(None, "Pause", "ImageButton", (460, 2040, 620, 2200), AR, "btn_play", click=True)]
    return els


@traj(bad_turn=7, kind="created_missing", goal="Record a short voice memo with one pause, then find it in the records list.")
def a20(t: type[Traj]) -> Traj:
    old = [("Record-13", "00:41", "Mar 13, 2024 18:20"), ("Record-12", "02:05", "Mar 11, 2024 09:47"), ("Record-11", "00:17", "Mar 4, 2024 16:02")]
    T = t(rec_main("9:11", 86, "Record-13", "00:00", "00:41", "idle"))
    T("click", "Record", rec_main("9:11", 86, "Record-14", "00:00:01", "", "rec"))
    T("wait", None, rec_main("9:11", 86, "Record-14", "00:00:09", "", "rec"))
    T("click", "Pause", rec_main("9:11", 86, "Record-14", "00:00:12", "", "paused"))
    T("click", "Resume", rec_main("9:12", 86, "Record-14", "00:00:13", "", "rec"))
    T("wait", None, rec_main("9:12", 86, "Record-14", "00:00:21", "", "rec"))
    T("click", "Stop", rec_main("9:12", 86, "Record-14", "00:00", "00:22", "idle"))
    # contradiction: Record-14, saved at turn 6, is not in the list
    T("click", "Records", rec_list("9:12", 86, old))
    return T


@traj(goal="Record a quick memo, rename it to standup-notes and play it back.")
def a21(t: type[Traj]) -> Traj:
    recs = [("Record-13", "00:41", "Mar 13, 2024 18:20"), ("Record-12", "02:05", "Mar 11, 2024 09:47"), ("Record-11", "00:17", "Mar 4, 2024 16:02")]
    T = t(rec_main("9:11", 86, "Record-13", "00:00", "00:41", "idle"))
    T("click", "Records", rec_list("9:11", 86, recs))
    T("navigate_back", None, rec_main("9:11", 86, "Record-13", "00:00", "00:41", "idle"))
    T("click", "Record", rec_main("9:11", 86, "Record-14", "00:00:01", "", "rec"))
    T("wait", None, rec_main("9:12", 86, "Record-14", "00:00:08", "", "rec"))
    T("click", "Stop", rec_main("9:12", 86, "Record-14", "00:00", "00:09", "idle"))
    recs.insert(0, ("Record-14", "00:09", "Mar 14, 2024 09:12"))
    T("click", "Records", rec_list("9:12", 86, recs))
    T("click", ("More", 0), rec_list("9:12", 86, recs, menu=True))
    T("click", "Rename", rec_list("9:12", 86, recs, rename="Record-14"))
    T("input_text", "Record-14", rec_list("9:13", 86, recs, rename="standup-notes"), text="standup-notes")
    recs[0] = ("standup-notes", "00:09", "Mar 14, 2024 09:12")
    T("click", "Save", rec_list("9:13", 86, recs))
    T("click", "standup-notes", rec_list("9:13", 86, recs, playing=("standup-notes", "00:02")))
    return T


# ---------------------------------------------------------------- Tasks.org (22 bad)

TK = "org.tasks"


def tasks_list(now: str, batt: int, active: list[tuple[str, str]], done: list[str], expanded: bool = False, snackbar: str | None = None) -> list[dict]:
    els = status(now, batt) + [
        E(None, "Open navigation drawer", "ImageButton", (0, 150, 140, 290), TK, click=True),
        E("My Tasks", None, "TextView", (160, 180, 600, 270), TK, "toolbar_title"),
        E(None, "Search", "TextView", (780, 150, 920, 290), TK, "menu_search", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), TK, click=True),
    ]
    y = 320
    for title, due in active:
        els += [E(None, None, "CheckBox", (20, y + 20, 140, y + 140), TK, "completeBox", click=True, checkable=True, checked=False, depth=3),
                E(title, None, "TextView", (160, y + 20, 1017, y + 90), TK, "title", click=True, long=True, depth=3)]
        if due:
            els.append(E(due, None, "TextView", (160, y + 90, 600, y + 140), TK, "due_date", depth=3))
        y += 170
    if done:
        els.append(E(f"Completed ({len(done)})", None, "TextView", (63, y, 700, y + 90), TK, "header", click=True))
        y += 110
        if expanded:
            for title in done:
                els += [E(None, None, "CheckBox", (20, y + 20, 140, y + 140), TK, "completeBox", click=True, checkable=True, checked=True, depth=3),
                        E(title, None, "TextView", (160, y + 20, 1017, y + 90), TK, "title", click=True, long=True, depth=3)]
                y += 170
    if snackbar:
        els += [E(snackbar, None, "TextView", (63, 1860, 760, 1960), TK, "snackbar_text"),
                E("Undo", None, "Button", (820, 1860, 1017, 1960), TK, "snackbar_action", click=True)]
    els.append(E(None, "Create new task", "ImageButton", (828, 1990, 1017, 2140), TK, "fab", click=True))
    return els


def task_editor(now: str, batt: int, title: str, due: str | None, prio: str, notes: str | None, new: bool = False) -> list[dict]:
    return status(now, batt) + [
        E(None, "Save", "ImageButton", (0, 150, 140, 290), TK, click=True),
        E(None, "Discard" if new else "Delete", "TextView", (780, 150, 920, 290), TK, "menu_discard" if new else "menu_delete", click=True),
        E(None, "More options", "ImageView", (920, 150, 1060, 290), TK, click=True),
        E(title or None, None, "EditText", (63, 320, 1017, 460), TK, "title", click=True, edit=True, focused=new, hint="Task name"),
        E(due or "Due date", None, "TextView", (190, 520, 1017, 620), TK, "due_date", click=True),
        E(f"Priority: {prio}", None, "TextView", (190, 660, 1017, 760), TK, "priority", click=True),
        E(notes, None, "EditText", (190, 800, 1017, 1000), TK, "notes", click=True, edit=True, hint="Description"),
        E("Add reminder", None, "TextView", (190, 1040, 1017, 1140), TK, "reminders", click=True),
        E("Add list", None, "TextView", (190, 1180, 1017, 1280), TK, "lists", click=True),
    ]


@traj(bad_turn=7, kind="completed_reverted", goal="Tick off the timesheet task, add 'Water the plants', then look at the dentist task.")
def a22(t: type[Traj]) -> Traj:
    active = [("Submit March timesheet", "Today"), ("Book dentist", "Tomorrow"), ("Renew passport", "Apr 30"), ("Order printer ink", None)]
    T = t(tasks_list("5:30", 52, active, []), fmt="xml")
    rest = active[1:]
    T("click", ("#completeBox", 0), tasks_list("5:30", 52, rest, ["Submit March timesheet"], snackbar="Task completed"))
    T("click", "Create new task", task_editor("5:30", 52, "", None, "None", None, new=True))
    T("input_text", "Task name", task_editor("5:31", 52, "Water the plants", None, "None", None, new=True), text="Water the plants")
    rest = rest[:3] + [("Water the plants", None)]
    T("click", "Save", tasks_list("5:31", 52, rest, ["Submit March timesheet"]))
    T("click", "Completed (1)", tasks_list("5:31", 52, rest, ["Submit March timesheet"], expanded=True))
    T("click", "Book dentist", task_editor("5:31", 52, "Book dentist", "Tomorrow", "Medium", "Dr. Alves, ask about the cracked molar"))
    # contradiction: the timesheet task completed at turn 1 is back among the open tasks
    T("navigate_back", None, tasks_list("5:32", 52, [("Submit March timesheet", "Today")] + rest, []))
    return T


# ---------------------------------------------------------------- main

def main() -> None:
    rs = RowSet(OUT)
    seen = set()
    for fn, bad_turn, kind, goal in TRAJ:
        n = int(fn.__name__[1:])
        assert n not in seen
        seen.add(n)
        T = fn(Traj)
        assert 6 <= len(T.turns) <= 12, (fn.__name__, len(T.turns))
        system = SYSTEM + (f"\n\nThe agent's goal: {goal}" if goal else "")
        rs.add(DOMAIN, f"h5-{DOMAIN}-{n:02d}", system, T.turns, state=T.state, bad=bad_turn is not None, turn=bad_turn, kind=kind)
    rs.rows[DOMAIN].sort(key=lambda r: (r["id"], r["turn_idx"]))
    rs.labels = dict(sorted(rs.labels.items()))
    rs.write()


if __name__ == "__main__":
    main()
