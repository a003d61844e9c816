# ruff: noqa: E501
"""Held-out set 10, android part: 22 AndroidWorld trajectories (11 with exactly one contradiction).

Every screen is the AndroidWorld element list (``UI element N: UIElement(...)``); actions are AndroidWorld
JSON actions whose ``index`` is looked up in the previous screen, so clicks always hit a real element.
Deterministic: no randomness, clock or network.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
LL = "android.widget.LinearLayout"
FL = "android.widget.FrameLayout"
RV = "androidx.recyclerview.widget.RecyclerView"
VG = "android.view.ViewGroup"
SB = "android.widget.SeekBar"
SYS = "com.android.systemui"


class BoundingBox:
    """Prints like AndroidWorld's ``BoundingBox`` inside the element repr."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


def el(text: str | None, desc: str | None, cls: str, box: tuple[int, int, int, int], pkg: str, rid: str | None = None, *,
       hint: str | None = None, click: bool = False, check: bool | None = None, edit: bool = False, focus: bool = False,
       long: bool = False, scroll: bool = False, sel: bool = False) -> dict[str, Any]:
    return {"text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BoundingBox(*box),
            "hint_text": hint, "is_checked": bool(check), "is_checkable": check is not None, "is_clickable": click,
            "is_editable": edit, "is_focused": focus, "is_long_clickable": long, "is_scrollable": scroll,
            "is_selected": sel, "package_name": pkg, "resource_name": rid}


class Scr:
    """One screen: the status bar, then elements stacked top to bottom (or placed with an explicit box)."""

    def __init__(self, pkg: str, clock: str, batt: int, top: int = 147) -> None:
        self.pkg = pkg
        self.y = top
        self.last = (top, top)
        self.e: list[dict[str, Any]] = [
            el(clock, None, TV, (42, 20, 168, 116), SYS, f"{SYS}:id/clock"),
            el(None, "Wifi signal full.", IV, (866, 34, 922, 102), SYS, f"{SYS}:id/wifi_signal"),
            el(None, f"Battery {batt} percent.", LL, (940, 34, 1038, 102), SYS, f"{SYS}:id/battery"),
        ]

    def add(self, text: str | None = None, desc: str | None = None, cls: str = TV, h: int = 126,
            x: tuple[int, int] = (42, 1038), box: tuple[int, int, int, int] | None = None, same: bool = False,
            rid: str | None = None, pkg: str | None = None, **kw: Any) -> Scr:
        if box is None:
            if same:
                y0, y1 = self.last
            else:
                y0, y1 = self.y, self.y + h
                self.y = y1
            self.last = (y0, y1)
            box = (x[0], y0, x[1], y1)
        p = pkg or self.pkg
        r = None if rid is None else (rid if ":" in rid else f"{p}:id/{rid}")
        self.e.append(el(text, desc, cls, box, p, r, **kw))
        return self

    def gap(self, h: int) -> Scr:
        self.y += h
        return self

    def obs(self) -> str:
        return ui_elements(self.e)

    def find(self, key: str, nth: int | None = None) -> int:
        hits = []
        for i, e in enumerate(self.e):
            if key.startswith("id:"):
                ok = (e["resource_name"] or "").endswith("/" + key[3:])
            else:
                ok = key in (e["text"], e["content_description"]) or (not e["text"] and e["hint_text"] == key)
            if ok:
                hits.append(i)
        if nth is None:
            assert len(hits) == 1, (key, hits)
            return hits[0]
        assert len(hits) > nth, (key, hits)
        return hits[nth]


class Run:
    """A trajectory: the starting screen, then (action, next screen) pairs; indices come from the previous screen."""

    def __init__(self, start: Scr) -> None:
        self.state = start.obs()
        self.prev = start
        self.turns: list[tuple[str, str]] = []

    def _go(self, action: str, scr: Scr) -> None:
        self.turns.append((action, scr.obs()))
        self.prev = scr

    def click(self, key: str, scr: Scr, nth: int | None = None) -> None:
        self._go(droid("click", index=self.prev.find(key, nth)), scr)

    def long(self, key: str, scr: Scr, nth: int | None = None) -> None:
        self._go(droid("long_press", index=self.prev.find(key, nth)), scr)

    def type(self, key: str, text: str, scr: Scr, nth: int | None = None) -> None:
        self._go(droid("input_text", text=text, index=self.prev.find(key, nth)), scr)

    def back(self, scr: Scr) -> None:
        self._go(droid("navigate_back"), scr)

    def scroll(self, direction: str, scr: Scr) -> None:
        self._go(droid("scroll", direction=direction), scr)

    def wait(self, scr: Scr) -> None:
        self._go(droid("wait"), scr)

    def open(self, app: str, scr: Scr) -> None:
        self._go(droid("open_app", app_name=app), scr)


def put(rs: RowSet, n: int, r: Run, bad: int | None = None, kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h10-android-{n:02d}", system=DROID_SYSTEM, turns=r.turns, state=r.state,
           bad=bad is not None, turn=bad, kind=kind)


def fab(s: Scr, desc: str, rid: str = "fab") -> None:
    s.add(desc=desc, cls=IB, box=(840, 1990, 1008, 2158), click=True, rid=rid)


def navbar(s: Scr, names: list[str], sel: str, rid: str = "navigation_bar_item_large_label_view") -> None:
    w = 1080 // len(names)
    for i, n in enumerate(names):
        s.add(text=n, box=(i * w, 2210, (i + 1) * w, 2337), click=True, sel=n == sel, rid=rid)


def dialog(pkg: str, clock: str, batt: int, title: str, top: int = 880) -> Scr:
    s = Scr(pkg, clock, batt, top=top)
    s.add(text=title, h=110, x=(96, 984), rid="android:id/alertTitle")
    return s


def buttons(s: Scr, *labels: str) -> None:
    xs = [(560, 760), (780, 984)] if len(labels) == 2 else [(780, 984)]
    for i, (lab, x) in enumerate(zip(labels, xs)):
        s.add(text=lab, cls=BTN, h=120, x=x, same=i > 0, click=True, rid=f"android:id/button{2 - i if len(labels) == 2 else 1}")


# ---------------------------------------------------------------- Clock
CLOCK = "com.google.android.deskclock"
CLOCK_TABS = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]
DAYS = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]


def clock_frame(clock: str, batt: int) -> Scr:
    s = Scr(CLOCK, clock, batt)
    s.add(desc="More options", cls=IB, box=(954, 147, 1080, 273), click=True)
    s.gap(126)
    return s


def timer_keypad(clock: str, batt: int, disp: str) -> Scr:
    s = clock_frame(clock, batt)
    s.add(text=disp, h=240, x=(100, 880), rid="timer_setup_time")
    s.add(desc="Delete", cls=IB, same=True, x=(900, 1020), click=True, rid="timer_setup_delete")
    for r, row in enumerate([("1", "2", "3"), ("4", "5", "6"), ("7", "8", "9"), ("00", "0")]):
        for j, d in enumerate(row):
            s.add(text=d, cls=BTN, box=(90 + 300 * j, 700 + 210 * r, 330 + 300 * j, 880 + 210 * r), click=True,
                  rid=f"timer_setup_digit_{d}")
    if disp != "00h 00m 00s":
        s.add(desc="Start", cls=IB, box=(456, 1990, 624, 2158), click=True, rid="fab")
    navbar(s, CLOCK_TABS, "Timer")
    return s


def timer_running(clock: str, batt: int, label: str | None, remain: str, paused: bool = False) -> Scr:
    s = clock_frame(clock, batt)
    s.add(text=label or "Add label", h=100, x=(84, 996), click=True, rid="timer_label")
    s.add(text=remain, h=280, x=(84, 996), rid="timer_time_text")
    s.add(text="Reset" if paused else "+1:00", cls=BTN, h=130, x=(84, 420), click=True, rid="reset_add")
    s.add(desc="Delete", cls=IB, same=True, x=(870, 996), click=True, rid="delete_timer")
    s.add(desc="Add timer", cls=IB, box=(84, 2000, 210, 2126), click=True, rid="left_button")
    s.add(desc="Start" if paused else "Pause", cls=IB, box=(456, 1990, 624, 2158), click=True, rid="fab")
    navbar(s, CLOCK_TABS, "Timer")
    return s


def clock_label_dialog(clock: str, batt: int, txt: str) -> Scr:
    s = dialog(CLOCK, clock, batt, "Label")
    s.add(text=txt or None, hint="Label", cls=ET, h=130, x=(96, 984), click=True, edit=True, focus=True, rid="label_input_field")
    buttons(s, "Cancel", "OK")
    return s


def stopwatch(clock: str, batt: int, t: str, running: bool) -> Scr:
    s = clock_frame(clock, batt)
    s.gap(300)
    s.add(text=t, h=300, x=(84, 996), rid="stopwatch_time_text")
    if running:
        s.add(desc="Lap", cls=IB, box=(220, 2000, 346, 2126), click=True, rid="left_button")
    s.add(desc="Pause" if running else "Start", cls=IB, box=(456, 1990, 624, 2158), click=True, rid="fab")
    navbar(s, CLOCK_TABS, "Stopwatch")
    return s


def alarm_list(clock: str, batt: int, alarms: list[dict[str, Any]], expanded: int | None = None, snackbar: str | None = None) -> Scr:
    s = clock_frame(clock, batt)
    for i, a in enumerate(alarms):
        if i == expanded:
            s.add(text=a["label"] or "Add label", h=80, x=(84, 996), click=True, rid="edit_label")
            s.add(text=a["time"], h=150, x=(84, 700), click=True, rid="digital_clock")
            s.add(cls=SW, same=True, x=(850, 996), click=True, check=a["on"], rid="onoff")
            s.add(text=a["days"], h=70, x=(84, 996), rid="upcoming_instance_label")
            for j, (letter, full) in enumerate(DAYS):
                s.add(text=letter, desc=full, cls="android.widget.ToggleButton", h=120, x=(84 + 130 * j, 194 + 130 * j),
                      same=j > 0, click=True, check=full in a["set"], rid="day_button_" + str(j))
            s.add(text="Default (Cesium)", h=90, x=(84, 996), click=True, rid="choose_ringtone")
            s.add(text="Vibrate", cls=CB, h=90, x=(84, 996), click=True, check=True, rid="vibrate_onoff")
            s.add(text="Delete", cls=BTN, h=100, x=(84, 400), click=True, rid="delete")
            s.add(desc="Collapse alarm", cls=IB, same=True, x=(870, 996), click=True, rid="arrow")
        else:
            if a["label"]:
                s.add(text=a["label"], h=70, x=(84, 700), rid="label")
            s.add(text=a["time"], h=150, x=(84, 700), click=True, rid="digital_clock")
            s.add(cls=SW, same=True, x=(850, 996), click=True, check=a["on"], rid="onoff")
            s.add(text=a["days"], h=70, x=(84, 700), rid="days_of_week")
            s.add(desc="Expand alarm", cls=IB, same=True, x=(870, 996), click=True, rid="arrow")
        s.gap(20)
    if snackbar:
        s.add(text=snackbar, box=(42, 1810, 1038, 1940), rid="snackbar_text")
    s.add(desc="Add alarm", cls=IB, box=(456, 1990, 624, 2158), click=True, rid="fab")
    navbar(s, CLOCK_TABS, "Alarm")
    return s


def time_picker(clock: str, batt: int, mode: str, hour: str, minute: str, am: bool = True) -> Scr:
    s = Scr(CLOCK, clock, batt, top=560)
    if mode == "dial":
        s.add(text="Select time", h=100, x=(96, 984), rid="header_title")
        s.add(text=hour, h=200, x=(120, 380), click=True, sel=True, rid="material_hour_tv")
        s.add(text=":", same=True, x=(390, 430))
        s.add(text=minute, same=True, x=(440, 700), click=True, rid="material_minute_tv")
        s.add(text="AM", cls=BTN, box=(760, 660, 960, 760), click=True, check=am, rid="material_clock_period_am_button")
        s.add(text="PM", cls=BTN, box=(760, 760, 960, 860), click=True, check=not am, rid="material_clock_period_pm_button")
        s.add(cls="com.google.android.material.timepicker.ClockFaceView", h=760, x=(150, 930), rid="material_clock_face")
        s.add(desc="Switch to text input mode for the time input.", cls=IB, h=120, x=(96, 222), click=True, rid="material_timepicker_mode_button")
    else:
        s.add(text="Enter time", h=100, x=(96, 984), rid="header_title")
        s.add(text=hour, cls=ET, h=200, x=(120, 380), click=True, edit=True, focus=True, rid="hour_input")
        s.add(text=":", same=True, x=(390, 430))
        s.add(text=minute, cls=ET, same=True, x=(440, 700), click=True, edit=True, rid="minute_input")
        s.add(text="AM", cls=BTN, box=(760, 660, 960, 760), click=True, check=am, rid="material_clock_period_am_button")
        s.add(text="PM", cls=BTN, box=(760, 760, 960, 860), click=True, check=not am, rid="material_clock_period_pm_button")
        s.add(text="Hour", h=60, x=(120, 380))
        s.add(text="Minute", same=True, x=(440, 700))
        s.add(desc="Switch to clock mode for the time input.", cls=IB, h=120, x=(96, 222), click=True, rid="material_timepicker_mode_button")
    s.add(text="Cancel", cls=BTN, same=True, x=(560, 760), click=True, rid="material_timepicker_cancel_button")
    s.add(text="OK", cls=BTN, same=True, x=(780, 984), click=True, rid="material_timepicker_ok_button")
    return s


def t01_clock_timer(rs: RowSet) -> None:
    # clean: Clock, 3-minute timer typed on the keypad, labelled "Tea", +1:00, stopwatch started, back on the Timer tab the remaining time has fallen with the clock, then paused
    b = 71
    r = Run(timer_keypad("8:05", b, "00h 00m 00s"))
    r.click("3", timer_keypad("8:05", b, "00h 00m 03s"))
    r.click("0", timer_keypad("8:05", b, "00h 00m 30s"))
    r.click("0", timer_keypad("8:05", b, "00h 03m 00s"))
    r.click("Start", timer_running("8:05", b, None, "2:59"))
    r.click("Add label", clock_label_dialog("8:05", b, ""))
    r.type("id:label_input_field", "Tea", clock_label_dialog("8:05", b, "Tea"))
    r.click("OK", timer_running("8:05", b, "Tea", "2:41"))
    r.click("+1:00", timer_running("8:05", b, "Tea", "3:39"))
    r.click("Stopwatch", stopwatch("8:05", b, "0:00.00", False))
    r.click("Start", stopwatch("8:05", b, "0:02.31", True))
    r.click("Timer", timer_running("8:06", b, "Tea", "3:09"))
    r.click("Pause", timer_running("8:06", b, "Tea", "3:08", paused=True))
    put(rs, 1, r)


def t02_clock_alarm(rs: RowSet) -> None:
    # bad: Clock, new alarm typed as 6:45 AM (shown 6:45 AM in turns 5, 8, 9, 10); turn 11 (ticking Friday) shows the same card's time as 6:40 AM
    b = 58
    work = {"time": "7:30 AM", "label": "Work", "days": "Mon, Tue, Wed, Thu, Fri", "on": True, "set": ()}
    yoga = {"time": "9:00 AM", "label": "Sat yoga", "days": "Sat", "on": False, "set": ()}
    meds = {"time": "10:15 PM", "label": "Meds", "days": "Every day", "on": True, "set": ()}

    def new(label: str | None, days: str, dset: tuple[str, ...], time: str = "6:45 AM") -> dict[str, Any]:
        return {"time": time, "label": label, "days": days, "on": True, "set": dset}

    r = Run(alarm_list("4:42", b, [work, yoga, meds]))
    r.click("Add alarm", time_picker("4:42", b, "dial", "7", "00"))
    r.click("Switch to text input mode for the time input.", time_picker("4:42", b, "text", "7", "00"))
    r.type("id:hour_input", "6", time_picker("4:42", b, "text", "6", "00"))
    r.type("id:minute_input", "45", time_picker("4:42", b, "text", "6", "45"))
    r.click("OK", alarm_list("4:43", b, [new(None, "Tomorrow", ()), work, yoga, meds], 0,
                             "Alarm set for 14 hours and 2 minutes from now."))
    r.click("Add label", clock_label_dialog("4:43", b, ""))
    r.type("id:label_input_field", "Swim practice", clock_label_dialog("4:43", b, "Swim practice"))
    r.click("OK", alarm_list("4:43", b, [new("Swim practice", "Tomorrow", ()), work, yoga, meds], 0))
    r.click("Monday", alarm_list("4:43", b, [new("Swim practice", "Mon", ("Monday",)), work, yoga, meds], 0))
    r.click("Wednesday", alarm_list("4:44", b, [new("Swim practice", "Mon, Wed", ("Monday", "Wednesday")), work, yoga, meds], 0))
    r.click("Friday", alarm_list("4:44", b, [new("Swim practice", "Mon, Wed, Fri", ("Monday", "Wednesday", "Friday"), time="6:40 AM"), work, yoga, meds], 0))
    r.click("Timer", timer_keypad("4:44", b, "00h 00m 00s"))
    put(rs, 2, r, 11, "alarm time the agent typed (6:45 AM) reads back as 6:40 AM on the same alarm card after toggling a weekday")


# ---------------------------------------------------------------- VLC
VLC = "org.videolan.vlc"
VLC_NAV = ["Video", "Audio", "Browse", "Playlists", "More"]
VIDEOS = [("Ferry to Vashon", "12:05 · 1080p"), ("Harbor Lights - rehearsal", "4:37 · 1080p"),
          ("Kitchen remodel timelapse", "1:52 · 4K"), ("VID_20240928_181233", "0:48 · 1080p")]


def vlc_list(clock: str, batt: int) -> Scr:
    s = Scr(VLC, clock, batt)
    s.add(text="Video", h=147, x=(42, 600), rid="toolbar_title")
    s.add(desc="Search", cls=IB, same=True, x=(800, 920), click=True, rid="ml_menu_search")
    s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
    for title, info in VIDEOS:
        s.add(text=title, h=90, x=(400, 1000), click=True, long=True, rid="ml_item_title")
        s.add(text=info, h=70, x=(400, 1000), rid="ml_item_subtitle")
        s.gap(60)
    navbar(s, VLC_NAV, "Video", rid="nav_label")
    return s


def vlc_player(clock: str, batt: int, pos: str, playing: bool, speed: str | None = None, snackbar: str | None = None) -> Scr:
    s = Scr(VLC, clock, batt)
    s.add(desc="Navigate up", cls=IB, h=126, x=(20, 146), click=True, rid="player_overlay_navmenu")
    s.add(text="Harbor Lights - rehearsal", same=True, x=(170, 900), rid="player_overlay_title")
    if speed:
        s.add(text=speed, h=80, x=(440, 640), rid="playback_speed_quick_action")
    if snackbar:
        s.add(text=snackbar, box=(42, 1690, 1038, 1800), rid="snackbar_text")
    s.add(text=pos, box=(42, 1850, 220, 1910), rid="player_overlay_time")
    s.add(text="4:37", box=(860, 1850, 1038, 1910), rid="player_overlay_length")
    s.add(cls=SB, box=(42, 1910, 1038, 1990), click=True, rid="player_overlay_seekbar")
    for i, d in enumerate(["Lock", "Audio and subtitle tracks", "Previous", "Pause" if playing else "Play", "Next",
                           "Aspect ratio", "Advanced options"]):
        s.add(desc=d, cls=IV, box=(20 + 150 * i, 2030, 150 + 150 * i, 2160), click=True)
    return s


def vlc_advanced(clock: str, batt: int) -> Scr:
    s = Scr(VLC, clock, batt, top=1120)
    opts = ["Sleep timer", "Playback speed", "Jump to time", "Equalizer", "Audio delay", "Subtitle delay",
            "A-B repeat", "Repeat", "Add to playlist", "Save playlist", "Video player settings"]
    for i, o in enumerate(opts):
        row, col = divmod(i, 3)
        s.add(text=o, box=(40 + 340 * col, 1120 + 250 * row, 360 + 340 * col, 1340 + 250 * row), click=True, rid="option_title")
    return s


def vlc_speed(clock: str, batt: int, sel: str) -> Scr:
    s = Scr(VLC, clock, batt, top=1260)
    s.add(text="Playback speed", h=110, x=(60, 1020), rid="playback_speed_title")
    s.add(text=sel, h=100, x=(60, 1020), rid="playback_speed_value")
    s.add(cls=SB, h=100, x=(60, 1020), click=True, rid="playback_speed_seek")
    for i, c in enumerate(["0.50x", "0.75x", "1.00x", "1.25x", "1.50x", "2.00x"]):
        s.add(text=c, cls="com.google.android.material.chip.Chip", h=110, x=(40 + 170 * i, 200 + 170 * i), same=i > 0,
              click=True, check=c == sel, rid="playback_speed_chip")
    return s


def vlc_add_playlist(clock: str, batt: int) -> Scr:
    s = dialog(VLC, clock, batt, "Add to playlist", top=760)
    s.add(text=None, hint="New playlist", cls=ET, h=120, x=(96, 760), click=True, edit=True, rid="dialog_playlist_name")
    s.add(text="Create", cls=BTN, same=True, x=(780, 984), click=True, rid="dialog_playlist_save")
    for name, n in [("Band set list", "6 tracks"), ("Commute", "14 tracks")]:
        s.add(text=name, h=90, x=(96, 984), click=True, rid="title")
        s.add(text=n, h=60, x=(96, 984), rid="subtitle")
    s.add(text="Cancel", cls=BTN, h=120, x=(780, 984), click=True, rid="android:id/button2")
    return s


def vlc_playlists(clock: str, batt: int) -> Scr:
    s = Scr(VLC, clock, batt)
    s.add(text="Playlists", h=147, x=(42, 600), rid="toolbar_title")
    s.add(desc="Search", cls=IB, same=True, x=(800, 920), click=True, rid="ml_menu_search")
    s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
    for name, n in [("Band set list", "7 tracks"), ("Commute", "14 tracks")]:
        s.add(text=name, h=90, x=(400, 1000), click=True, long=True, rid="ml_item_title")
        s.add(text=n, h=70, x=(400, 1000), rid="ml_item_subtitle")
        s.gap(60)
    navbar(s, VLC_NAV, "Playlists", rid="nav_label")
    return s


def t03_vlc_battery(rs: RowSet) -> None:
    # bad: VLC, play a video at 1.25x, pause it, add it to a playlist; battery reads 38, 38, 37, 37, 37 percent (no charger), then turn 6 (pause) reads 39 percent
    r = Run(vlc_list("9:31", 38))
    r.click("Harbor Lights - rehearsal", vlc_player("9:31", 38, "0:01", True))
    r.click("Advanced options", vlc_advanced("9:31", 38))
    r.click("Playback speed", vlc_speed("9:32", 37, "1.00x"))
    r.click("1.25x", vlc_speed("9:32", 37, "1.25x"))
    r.back(vlc_player("9:32", 37, "0:41", True, "1.25x"))
    r.click("Pause", vlc_player("9:33", 39, "0:47", False, "1.25x"))
    r.click("Advanced options", vlc_advanced("9:33", 37))
    r.click("Add to playlist", vlc_add_playlist("9:33", 37))
    r.click("Band set list", vlc_player("9:34", 37, "0:47", False, "1.25x", "Added to Band set list"))
    r.back(vlc_list("9:34", 36))
    r.click("Playlists", vlc_playlists("9:34", 36))
    put(rs, 3, r, 6, "battery level rises from 37 to 39 percent with no charger (status bar), then falls back")


# ---------------------------------------------------------------- Settings
SET = "com.android.settings"


def settings_list(clock: str, batt: int, title: str | None, items: list[tuple[Any, ...]], search: bool = False,
                  footer: str | None = None) -> Scr:
    """items: (title, summary) or (title, summary, switch_state)."""
    s = Scr(SET, clock, batt)
    if title is None:
        s.add(text="Settings", h=200, x=(42, 1038), rid="homepage_title")
    else:
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text=title, h=200, x=(42, 1038), rid="collapsing_toolbar")
    if search:
        s.add(text="Search settings", h=140, x=(42, 1038), click=True, rid="search_action_bar_title")
    for it in items:
        t, summ = it[0], it[1]
        s.add(text=t, h=70, x=(180, 880), click=True, rid="android:id/title")
        if len(it) > 2:
            s.add(cls=SW, same=True, x=(900, 1038), click=True, check=it[2], rid="switchWidget")
        if summ:
            s.add(text=summ, h=60, x=(180, 880), rid="android:id/summary")
        s.gap(46)
    if footer:
        s.add(text=footer, h=150, x=(42, 1038), rid="android:id/title")
    return s


def settings_main(clock: str, batt: int, scrolled: bool = False, about: str = "Pixel 6", storage: str = "38% used - 79.4 GB free") -> Scr:
    if not scrolled:
        return settings_list(clock, batt, None, [
            ("Network & internet", "Mobile, Wi-Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
            ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
            ("Battery", f"{batt}%"), ("Storage", storage), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
            ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid")], search=True)
    return settings_list(clock, batt, None, [
        ("Accessibility", "Display, interaction, audio"), ("Security & privacy", "App security, device lock, permissions"),
        ("Location", "On - 6 apps have access to location"), ("Safety & emergency", "Emergency SOS, medical info, alerts"),
        ("Passwords & accounts", "Saved passwords, autofill, synced accounts"),
        ("Digital Wellbeing & parental controls", "Screen time, app timers, bedtime schedules"),
        ("Google", "Services & preferences"), ("System", "Languages, gestures, time, backup"),
        ("About phone", about), ("Tips & support", "Help articles, phone & chat")])


def t04_settings_bluetooth(rs: RowSet) -> None:
    # clean: Settings, turn Bluetooth on (Off -> On summaries follow), rename the device "Pixel 6" -> "Nadia's Pixel" (footer follows), then open the Wi-Fi list
    b = 64
    cd = [("Pair new device", None), ("Connection preferences", "Bluetooth, Android Auto, NFC")]

    def cp(clock: str, on: bool) -> Scr:
        return settings_list(clock, b, "Connection preferences", [
            ("Bluetooth", "On" if on else "Off"), ("Cast", "Not connected"), ("Printing", "1 print service on"),
            ("Files received via Bluetooth", None), ("Chromebook", "Your phone is not linked to a Chromebook"),
            ("Nearby Share", "Off"), ("Android Auto", "Use apps on your car screen"), ("NFC", "On")])

    def bt(clock: str, on: bool, name: str = "Pixel 6") -> Scr:
        if not on:
            return settings_list(clock, b, "Bluetooth", [("Use Bluetooth", None, False)],
                                 footer="When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.")
        return settings_list(clock, b, "Bluetooth", [("Use Bluetooth", None, True), ("Device name", name), ("Pair new device", None)],
                             footer=f"Visible as “{name}” to other devices while Bluetooth settings is open.\n\nPhone's Bluetooth address: 94:45:60:1C:3B:A7")

    def rename(clock: str, txt: str) -> Scr:
        s = dialog(SET, clock, b, "Rename this device")
        s.add(text=txt, cls=ET, h=130, x=(96, 984), click=True, edit=True, focus=True, rid="edittext")
        buttons(s, "Cancel", "Rename")
        return s

    r = Run(settings_main("10:12", b))
    r.click("Connected devices", settings_list("10:12", b, "Connected devices", cd))
    r.click("Connection preferences", cp("10:12", False))
    r.click("Bluetooth", bt("10:12", False))
    r.click("id:switchWidget", bt("10:13", True))
    r.click("Device name", rename("10:13", "Pixel 6"))
    r.type("Pixel 6", "Nadia's Pixel", rename("10:13", "Nadia's Pixel"))
    r.click("Rename", bt("10:13", True, "Nadia's Pixel"))
    r.back(cp("10:14", True))
    r.back(settings_list("10:14", b, "Connected devices", cd))
    r.back(settings_main("10:14", b))
    r.click("Network & internet", settings_list("10:14", b, "Network & internet", [
        ("Internet", "Casa-Duarte"), ("Calls & SMS", "T-Mobile"), ("SIMs", "T-Mobile"), ("Airplane mode", None, False),
        ("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic")]))
    r.click("Internet", settings_list("10:14", b, "Internet", [
        ("Wi-Fi", None, True), ("Casa-Duarte", "Connected"), ("Greenhouse-5G", None), ("Greenhouse", None),
        ("DIRECT-3F-HP OfficeJet 8020", None), ("Sunnyside_Guest", None), ("Add network", None),
        ("Saved networks", "3 networks"), ("Network preferences", "Wi-Fi turns back on automatically")]))
    put(rs, 4, r)


def t22_settings_about(rs: RowSet) -> None:
    # bad: Settings > About phone, rename the device to "Lab-Pixel-07"; turn 6 lists Bluetooth address d0:3a:7f:21:c8:95, turn 8 (back from Android version, nothing changed) lists d0:3a:7f:21:e8:95
    b = 49

    def top(clock: str, name: str) -> Scr:
        return settings_list(clock, b, "About phone", [
            ("Device name", name), ("Phone number (sim slot 1)", "+1 650-555-0134"), ("Emergency information", None),
            ("Legal information", None), ("SIM status (sim slot 1)", "T-Mobile"), ("Model", "Pixel 7"),
            ("IMEI (sim slot 1)", "35 892406 137285 1"), ("Android version", "14")])

    def low(clock: str, up: str, bt: str = "d0:3a:7f:21:c8:95") -> Scr:
        return settings_list(clock, b, "About phone", [
            ("Model", "Pixel 7"), ("IMEI (sim slot 1)", "35 892406 137285 1"), ("Android version", "14"),
            ("IP address", "fe80::9c6b:22ff:fe4e:18a1\n192.168.1.47"), ("Wi-Fi MAC address", "To view, choose saved network"),
            ("Device Wi-Fi MAC address", "d0:3a:7f:21:c8:94"), ("Bluetooth address", bt), ("Up time", up),
            ("Build number", "UQ1A.240205.004")])

    def name_dialog(clock: str, txt: str) -> Scr:
        s = dialog(SET, clock, b, "Device name")
        s.add(text=txt, cls=ET, h=130, x=(96, 984), click=True, edit=True, focus=True, rid="edittext")
        buttons(s, "Cancel", "OK")
        return s

    r = Run(settings_main("3:15", b, storage="52% used - 61.3 GB free"))
    r.scroll("down", settings_main("3:15", b, scrolled=True, about="Pixel 7"))
    r.click("About phone", top("3:15", "Pixel 7"))
    r.click("Device name", name_dialog("3:15", "Pixel 7"))
    r.type("Pixel 7", "Lab-Pixel-07", name_dialog("3:16", "Lab-Pixel-07"))
    r.click("OK", top("3:16", "Lab-Pixel-07"))
    r.scroll("down", low("3:16", "52:17:09"))
    r.click("Android version", settings_list("3:16", b, "Android version", [
        ("Android version", "14"), ("Android security update", "February 5, 2024"),
        ("Google Play system update", "January 1, 2024"), ("Baseband version", "g5300g-231013-231027-B-11003522"),
        ("Kernel version", "5.10.189-android13-4-00012-g3f1e9d0c2a5b\n#1 Fri Dec 15 07:02:11 UTC 2023"),
        ("Build number", "UQ1A.240205.004")]))
    r.back(low("3:17", "52:18:31", bt="d0:3a:7f:21:e8:95"))
    r.scroll("up", top("3:17", "Lab-Pixel-07"))
    put(rs, 22, r, 8, "hardware identity (Bluetooth address) changes between two views of About phone with no action that could change it")


# ---------------------------------------------------------------- Contacts
CON = "com.google.android.contacts"


def contacts_list(clock: str, batt: int, names: list[str], snackbar: str | None = None) -> Scr:
    s = Scr(CON, clock, batt)
    s.add(text="Search contacts", h=140, x=(42, 900), click=True, rid="open_search_bar_text_view")
    s.add(desc="Account and settings", cls=IV, same=True, x=(920, 1038), click=True, rid="selected_account_disc")
    s.gap(30)
    prev = ""
    for n in names:
        if n[0] != prev:
            s.add(text=n[0], h=120, x=(42, 140), rid="section_header")
            s.add(text=n, same=True, x=(180, 1038), click=True, long=True, rid="cliv_name_textview")
            prev = n[0]
        else:
            s.add(text=n, h=120, x=(180, 1038), click=True, long=True, rid="cliv_name_textview")
    if snackbar:
        s.add(text=snackbar, box=(42, 1830, 1038, 1960), rid="snackbar_text")
    fab(s, "Create contact", "floating_action_button")
    navbar(s, ["Contacts", "Highlights", "Fix & manage"], "Contacts")
    return s


def contacts_search(clock: str, batt: int, query: str, results: list[str]) -> Scr:
    s = Scr(CON, clock, batt)
    s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
    s.add(text=query or None, hint="Search contacts", cls=ET, same=True, x=(160, 1038), click=True, edit=True, focus=True, rid="search_view")
    for n in results:
        s.add(text=n, h=130, x=(180, 1038), click=True, long=True, rid="cliv_name_textview")
    return s


def contact_detail(clock: str, batt: int, name: str, phone: str, email: str, fav: bool, company: str | None = None,
                   ptype: str = "Mobile", etype: str = "Personal") -> Scr:
    s = Scr(CON, clock, batt)
    s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
    s.add(desc="Edit contact", cls=IB, same=True, x=(700, 820), click=True, rid="menu_edit")
    s.add(desc="Remove from favorites" if fav else "Add to favorites", cls=IB, same=True, x=(820, 940), click=True, check=fav, rid="menu_star")
    s.add(desc="More options", cls=IB, same=True, x=(940, 1038), click=True)
    s.gap(200)
    s.add(text=name, h=150, x=(42, 1038), rid="large_title")
    if company:
        s.add(text=company, h=70, x=(42, 1038), rid="subtitle")
    for i, a in enumerate(["Call", "Text", "Video", "Email"]):
        s.add(text=a, h=160, x=(60 + 250 * i, 280 + 250 * i), same=i > 0, click=True, rid="verb_text")
    s.add(text="Contact info", h=100, x=(42, 1038), rid="header")
    s.add(text=phone, h=80, x=(180, 900), click=True, long=True, rid="header")
    s.add(text=ptype, h=60, x=(180, 900), rid="sub_header")
    s.add(text=email, h=80, x=(180, 900), click=True, long=True, rid="header")
    s.add(text=etype, h=60, x=(180, 900), rid="sub_header")
    return s


def contact_edit(clock: str, batt: int, first: str, last: str, company: str | None, phone: str, email: str,
                 focus: str | None = None, ptype: str = "Mobile", etype: str = "Personal") -> Scr:
    s = Scr(CON, clock, batt)
    s.add(desc="Cancel", cls=IB, h=147, x=(0, 147), click=True)
    s.add(text="Edit contact", same=True, x=(170, 700))
    s.add(text="Save", cls=BTN, same=True, x=(820, 1038), click=True, rid="toolbar_button")
    s.gap(160)
    for hint, val, lab in [("First name", first, None), ("Last name", last, None), ("Company", company, None),
                           ("Phone", phone, ptype), ("Email", email, etype)]:
        s.add(text=val or None, hint=hint, cls=ET, h=150, x=(180, 1000), click=True, edit=True, focus=focus == hint)
        if lab:
            s.add(text=lab, h=70, x=(180, 500), click=True, rid="spinner")
        s.gap(20)
    return s


def t05_contacts_edit(rs: RowSet) -> None:
    # clean: Contacts, search "Marisol", change Marisol Ortiz's number 0139 -> 0193 and star her; back out, then open Marisol Ortega (a different record with a similar name and its own number)
    b = 83
    names = ["Aditi Kulkarni", "Benedikt Haas", "Carmen Villalobos", "Desmond Achterberg", "Marisol Ortega",
             "Marisol Ortiz", "Mario Oliveira", "Nkechi Adeyemi", "Ruth Okonkwo-Lee", "Søren Vind"]
    hits = ["Marisol Ortega", "Marisol Ortiz"]
    em = "m.ortiz@tidepool.org"
    r = Run(contacts_list("1:20", b, names))
    r.click("Search contacts", contacts_search("1:20", b, "", []))
    r.type("Search contacts", "Marisol", contacts_search("1:20", b, "Marisol", hits))
    r.click("Marisol Ortiz", contact_detail("1:20", b, "Marisol Ortiz", "(415) 555-0139", em, False, etype="Work"))
    r.click("Edit contact", contact_edit("1:21", b, "Marisol", "Ortiz", None, "(415) 555-0139", em, etype="Work"))
    r.type("(415) 555-0139", "(415) 555-0193", contact_edit("1:21", b, "Marisol", "Ortiz", None, "(415) 555-0193", em, "Phone", etype="Work"))
    r.click("Save", contact_detail("1:21", b, "Marisol Ortiz", "(415) 555-0193", em, False, etype="Work"))
    r.click("Add to favorites", contact_detail("1:21", b, "Marisol Ortiz", "(415) 555-0193", em, True, etype="Work"))
    r.back(contacts_search("1:21", b, "Marisol", hits))
    r.back(contacts_list("1:22", b, names))
    r.click("Marisol Ortega", contact_detail("1:22", b, "Marisol Ortega", "(415) 555-0187", "marisol.ortega@brightline.net", False, etype="Home"))
    r.back(contacts_list("1:22", b, names))
    put(rs, 5, r)


def t06_contacts_delete(rs: RowSet) -> None:
    # bad: Contacts, delete Teodor Lusk (turn 4 list no longer has him), edit Teodora Lukic's company; turn 9 (back to the list) shows Teodor Lusk again
    b = 41
    names = ["Abena Mensah", "Arvid Solberg", "Bruno Kastelic", "Chiamaka Obi", "Gwen Fairlie", "Hiroshi Tanabe",
             "Lior Ben-Ami", "Teodor Lusk", "Teodora Lukic", "Wim Verhaegen"]
    left = [n for n in names if n != "Teodor Lusk"]
    tl = ("Teodora Lukic", "(971) 555-0148", "t.lukic@alderfinch.com")

    def menu(clock: str) -> Scr:
        s = Scr(CON, clock, b, top=147)
        for o in ["Delete", "Share", "Add to home screen", "Set ringtone", "Route to voicemail", "Block numbers", "Help & feedback"]:
            s.add(text=o, h=130, x=(560, 1038), click=True, rid="title")
        return s

    def confirm(clock: str) -> Scr:
        s = dialog(CON, clock, b, "Delete this contact?")
        s.add(text="This contact will be deleted from your device.", h=150, x=(96, 984), rid="android:id/message")
        buttons(s, "Cancel", "Delete")
        return s

    r = Run(contacts_list("6:10", b, names))
    r.click("Teodor Lusk", contact_detail("6:10", b, "Teodor Lusk", "(503) 555-0162", "teo.lusk@fernmail.com", False, etype="Home"))
    r.click("More options", menu("6:10"))
    r.click("Delete", confirm("6:10"))
    r.click("Delete", contacts_list("6:10", b, left, "1 contact deleted"))
    r.click("Teodora Lukic", contact_detail("6:10", b, *tl, False))
    r.click("Edit contact", contact_edit("6:11", b, "Teodora", "Lukic", None, tl[1], tl[2]))
    r.type("Company", "Alder & Finch", contact_edit("6:11", b, "Teodora", "Lukic", "Alder & Finch", tl[1], tl[2], "Company"))
    r.click("Save", contact_detail("6:11", b, *tl, False, company="Alder & Finch"))
    r.back(contacts_list("6:11", b, names))
    r.click("Wim Verhaegen", contact_detail("6:11", b, "Wim Verhaegen", "(312) 555-0176", "wim.v@kantoorpost.be", False, etype="Work"))
    put(rs, 6, r, 9, "deleted contact (Teodor Lusk) reappears in the contact list")


# ---------------------------------------------------------------- Markor
MK = "net.gsantner.markor"


def nbytes(s: str) -> str:
    return f"{len(s.encode('utf-8'))} B"


def markor_list(clock: str, batt: int, title: str, items: list[tuple[str, str]], selected: str | None = None) -> Scr:
    s = Scr(MK, clock, batt)
    if selected:
        s.add(desc="Done", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="1 selected", same=True, x=(170, 600))
        for i, d in enumerate(["Rename", "Share", "Delete", "More options"]):
            s.add(desc=d, cls=IB, same=True, x=(600 + 110 * i, 700 + 110 * i), click=True, rid=f"action_{d.lower().replace(' ', '_')}")
    else:
        s.add(text=title, h=147, x=(42, 700), rid="toolbar_title")
        for i, d in enumerate(["Search", "Sort by", "More options"]):
            s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
    for name, sub in items:
        s.add(text=name, h=80, x=(170, 1000), click=True, long=True, sel=name == selected, rid="ui__filesystem_item__title")
        s.add(text=sub, h=60, x=(170, 1000), rid="ui__filesystem_item__description")
        s.gap(40)
    fab(s, "Create a new file", "fab_add_new_item")
    navbar(s, ["Files", "To-Do", "QuickNote", "More"], "Files", rid="navigation_bar_item_small_label_view")
    return s


def markor_editor(clock: str, batt: int, name: str, content: str, focus: bool = False) -> Scr:
    s = Scr(MK, clock, batt)
    s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
    s.add(text=name, same=True, x=(160, 600), rid="toolbar_title")
    for i, d in enumerate(["Undo", "Redo", "Preview", "More options"]):
        s.add(desc=d, cls=IB, same=True, x=(600 + 110 * i, 700 + 110 * i), click=True)
    s.add(text=content, cls=ET, h=1500, x=(30, 1050), click=True, long=True, edit=True, focus=focus, scroll=True, rid="document__fragment__edit__highlighting_editor")
    return s


def markor_preview(clock: str, batt: int, name: str, lines: list[str]) -> Scr:
    s = Scr(MK, clock, batt)
    s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
    s.add(text=name, same=True, x=(160, 600), rid="toolbar_title")
    for i, d in enumerate(["Edit", "Share", "More options"]):
        s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
    s.add(cls="android.webkit.WebView", box=(0, 294, 1080, 2337), scroll=True, rid="document__fragment_view_webview")
    s.gap(40)
    for ln in lines:
        s.add(text=ln, cls="android.view.View", h=90 if ln.startswith("Seed") else 70, x=(60, 1020))
    return s


def t07_markor_rename(rs: RowSet) -> None:
    # clean: Markor, rename quicknote.md -> hardware-store.md (kept its date), append "- wood glue" (new date and size), re-sort the listing by date
    b = 77
    q0 = "# Hardware store\n- 2x hinge, 3 in\n- sandpaper, 220 grit\n- drywall anchors"
    q1 = q0 + "\n- wood glue"
    garden, journal = ("garden", "Oct 11, 09:12 · 3 items"), ("journal", "Oct 13, 22:47 · 12 items")
    meeting, todo = ("meeting-2024-10-07.md", "Oct 7, 16:05 · 1.2 KB"), ("todo.txt", "Oct 12, 08:02 · 311 B")
    first = [garden, journal, meeting, ("quicknote.md", f"Oct 9, 18:41 · {nbytes(q0)}"), todo]

    def rename(clock: str, txt: str) -> Scr:
        s = dialog(MK, clock, b, "Rename")
        s.add(text=txt, cls=ET, h=130, x=(96, 984), click=True, edit=True, focus=True, rid="new_name")
        buttons(s, "Cancel", "OK")
        return s

    def sort_menu(clock: str) -> Scr:
        s = Scr(MK, clock, b, top=147)
        for o in ["Name", "Date", "Size", "MIME type"]:
            s.add(text=o, h=130, x=(560, 1038), click=True, rid="title")
        s.add(text="Folders first", cls=CB, h=130, x=(560, 1038), click=True, check=True, rid="title")
        s.add(text="Reverse order", cls=CB, h=130, x=(560, 1038), click=True, check=False, rid="title")
        return s

    hs_old = ("hardware-store.md", f"Oct 9, 18:41 · {nbytes(q0)}")
    hs_new = ("hardware-store.md", f"Oct 14, 11:22 · {nbytes(q1)}")
    r = Run(markor_list("11:20", b, "markor", first))
    r.long("quicknote.md", markor_list("11:20", b, "markor", first, selected="quicknote.md"))
    r.click("Rename", rename("11:20", "quicknote.md"))
    r.type("quicknote.md", "hardware-store.md", rename("11:21", "hardware-store.md"))
    r.click("OK", markor_list("11:21", b, "markor", [garden, journal, hs_old, meeting, todo]))
    r.click("hardware-store.md", markor_editor("11:21", b, "hardware-store.md", q0))
    r.type(q0, "\n- wood glue", markor_editor("11:22", b, "hardware-store.md", q1, focus=True))
    r.back(markor_list("11:22", b, "markor", [garden, journal, hs_new, meeting, todo]))
    r.click("Sort by", sort_menu("11:22"))
    by_date = [journal, garden, hs_new, todo, meeting]
    r.click("Date", markor_list("11:23", b, "markor", by_date))
    r.click("hardware-store.md", markor_editor("11:23", b, "hardware-store.md", q1))
    r.back(markor_list("11:23", b, "markor", by_date))
    put(rs, 7, r)


def t08_markor_drift(rs: RowSet) -> None:
    # bad: Markor, read garden/seed-order.md (turns 2 and 3: "Lemon cucumber x1"), only todo.txt is written; turn 10 reopens seed-order.md and it says "Lemon cucumber x2"
    b = 62
    seed = ("# Seed order 2025\n\n- Brandywine tomato x3\n- Lemon cucumber x1\n- Dragon tongue bean x2\n"
            "- Calendula 'Resina' x1\n- Genovese basil x2\n\nSupplier: Adaptive Seeds\nBudget: $48")
    seed_bad = seed.replace("Lemon cucumber x1", "Lemon cucumber x2")
    t0 = "(A) Call plumber about outdoor spigot +house\nx 2024-10-02 Return library books\nBuy potting mix +garden due:2024-10-19"
    add = "\nOrder seeds from Adaptive Seeds, budget $48 +garden"
    t1 = t0 + add
    gard = [("bed-layout.md", "Sep 28, 17:40 · 642 B"), ("seed-order.md", f"Oct 2, 21:14 · {nbytes(seed)}"),
            ("watering.txt", "Sep 21, 07:55 · 203 B")]

    def root(clock: str, todo: str, date: str) -> Scr:
        return markor_list(clock, b, "markor", [("garden", "Oct 2, 21:14 · 3 items"), ("journal", "Oct 15, 23:05 · 14 items"),
                                                ("quicknote.md", "Oct 9, 18:41 · 87 B"), ("todo.txt", f"{date} · {nbytes(todo)}")])

    lines = ["Seed order 2025", "• Brandywine tomato x3", "• Lemon cucumber x1", "• Dragon tongue bean x2",
             "• Calendula 'Resina' x1", "• Genovese basil x2", "Supplier: Adaptive Seeds", "Budget: $48"]
    r = Run(root("19:05", t0, "Oct 12, 08:02"))
    r.click("garden", markor_list("19:05", b, "garden", gard))
    r.click("seed-order.md", markor_editor("19:05", b, "seed-order.md", seed))
    r.click("Preview", markor_preview("19:05", b, "seed-order.md", lines))
    r.back(markor_list("19:06", b, "garden", gard))
    r.back(root("19:06", t0, "Oct 12, 08:02"))
    r.click("todo.txt", markor_editor("19:06", b, "todo.txt", t0))
    r.type(t0, add, markor_editor("19:07", b, "todo.txt", t1, focus=True))
    r.back(root("19:07", t1, "Oct 16, 19:07"))
    r.click("garden", markor_list("19:07", b, "garden", gard))
    r.click("seed-order.md", markor_editor("19:07", b, "seed-order.md", seed_bad))
    put(rs, 8, r, 10, "a line of an unedited note differs between two reads (Lemon cucumber x1 -> x2)")


# ---------------------------------------------------------------- Files (DocumentsUI)
DOC = "com.google.android.documentsui"


def docs_list(clock: str, batt: int, title: str, rows: list[tuple[str, str, str | None]], selected: tuple[str, ...] = (),
              chips: bool = False) -> Scr:
    """rows: (name, date, size or None for a folder)."""
    s = Scr(DOC, clock, batt)
    if selected:
        s.add(desc="Close", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text=f"{len(selected)} selected", same=True, x=(170, 600))
        s.add(desc="Share", cls=IB, same=True, x=(700, 810), click=True, rid="action_menu_share")
        s.add(desc="Delete", cls=IB, same=True, x=(810, 920), click=True, rid="action_menu_delete")
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
    else:
        s.add(desc="Show roots", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text=title, same=True, x=(170, 700))
        s.add(desc="Search", cls=IB, same=True, x=(800, 920), click=True, rid="option_menu_search")
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
    if chips:
        for i, c in enumerate(["Images", "Audio", "Videos", "Documents"]):
            s.add(text=c, cls="com.google.android.material.chip.Chip", h=110, x=(40 + 250 * i, 270 + 250 * i), same=i > 0, click=True, check=False)
    s.add(text="Name", h=90, x=(42, 300), click=True, rid="header_name")
    for name, date, size in rows:
        s.add(text=name, h=80, x=(180, 1000), click=True, long=True, sel=name in selected, rid="android:id/title")
        s.add(text=date, h=60, x=(180, 520), rid="date")
        if size:
            s.add(text=size, same=True, x=(540, 800), rid="size")
        s.gap(30)
    return s


def docs_menu(clock: str, batt: int, items: list[str]) -> Scr:
    s = Scr(DOC, clock, batt, top=147)
    for o in items:
        s.add(text=o, h=130, x=(560, 1038), click=True, rid="title")
    return s


def docs_name_dialog(clock: str, batt: int, title: str, txt: str) -> Scr:
    s = dialog(DOC, clock, batt, title)
    s.add(text=txt or None, cls=ET, h=130, x=(96, 984), click=True, edit=True, focus=True, rid="android:id/text1")
    buttons(s, "Cancel", "OK")
    return s


def t09_files_rename(rs: RowSet) -> None:
    # bad: Files, rename two scans in Download: turn 5 lists IMG_20241003_091244.jpg as lease_scan_p1.jpg; turn 10 (after renaming only the other scan) lists it again as IMG_20241003_091244.jpg
    b = 55
    bp, inv, pod = ("boarding_pass_SEA.pdf", "Sep 28", "188 kB"), ("invoice_55821.pdf", "Sep 30", "74 kB"), ("podcast_ep112.mp3", "Sep 21", "48.6 MB")
    i1, i2 = ("IMG_20241003_091244.jpg", "Oct 3", "2.1 MB"), ("IMG_20241003_091301.jpg", "Oct 3", "2.3 MB")
    p1, p2 = ("lease_scan_p1.jpg", "Oct 3", "2.1 MB"), ("lease_scan_p2.jpg", "Oct 3", "2.3 MB")

    def srt(rows: list[tuple[str, str, str]]) -> list[tuple[str, str, str | None]]:
        return sorted(rows, key=lambda x: x[0].lower())

    sel_menu = ["Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info"]
    f0, f1, f2bad = srt([bp, i1, i2, inv, pod]), srt([bp, p1, i2, inv, pod]), srt([bp, i1, p2, inv, pod])
    r = Run(docs_list("4:26", b, "Downloads", f0, chips=True))
    r.long("IMG_20241003_091244.jpg", docs_list("4:26", b, "Downloads", f0, ("IMG_20241003_091244.jpg",), chips=True))
    r.click("More options", docs_menu("4:26", b, sel_menu))
    r.click("Rename", docs_name_dialog("4:26", b, "Rename", "IMG_20241003_091244.jpg"))
    r.type("IMG_20241003_091244.jpg", "lease_scan_p1.jpg", docs_name_dialog("4:27", b, "Rename", "lease_scan_p1.jpg"))
    r.click("OK", docs_list("4:27", b, "Downloads", f1, chips=True))
    r.long("IMG_20241003_091301.jpg", docs_list("4:27", b, "Downloads", f1, ("IMG_20241003_091301.jpg",), chips=True))
    r.click("More options", docs_menu("4:27", b, sel_menu))
    r.click("Rename", docs_name_dialog("4:27", b, "Rename", "IMG_20241003_091301.jpg"))
    r.type("IMG_20241003_091301.jpg", "lease_scan_p2.jpg", docs_name_dialog("4:28", b, "Rename", "lease_scan_p2.jpg"))
    r.click("OK", docs_list("4:28", b, "Downloads", f2bad, chips=True))
    put(rs, 9, r, 10, "renamed file (lease_scan_p1.jpg) listed again under its old name IMG_20241003_091244.jpg")


def t10_files_move(rs: RowSet) -> None:
    # clean: Files, create folder "Taxes 2024" in Documents, move the W-2 and 1099 PDFs into it (they leave Documents, the folder's date moves on), open the folder
    b = 69
    man = ("Manuals", "Aug 14", None)
    f1099, lease, notes, w2 = ("1099-INT_credit_union.pdf", "Feb 2", "96 kB"), ("lease_2024.pdf", "Jan 15", "1.4 MB"), ("notes.txt", "Oct 12", "3 kB"), ("W-2_Halvorsen.pdf", "Jan 29", "212 kB")
    d0 = [man, f1099, lease, notes, w2]
    d1 = [man, ("Taxes 2024", "3:41 PM", None), f1099, lease, notes, w2]

    def picker(clock: str, title: str, rows: list[tuple[str, str, str | None]]) -> Scr:
        s = Scr(DOC, clock, b)
        s.add(desc="Show roots", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text=title, same=True, x=(170, 700))
        if not rows:
            s.add(text="No items", h=200, x=(42, 1038), rid="message")
        for name, date, size in rows:
            s.add(text=name, h=80, x=(180, 1000), click=size is None, rid="android:id/title")
            s.add(text=date, h=60, x=(180, 520), rid="date")
            if size:
                s.add(text=size, same=True, x=(540, 800), rid="size")
            s.gap(30)
        s.add(text="Cancel", cls=BTN, box=(560, 2200, 780, 2320), click=True, rid="android:id/button2")
        s.add(text="Move", cls=BTN, box=(800, 2200, 1020, 2320), click=True, rid="android:id/button1")
        return s

    r = Run(docs_list("3:40", b, "Documents", d0))
    r.click("More options", docs_menu("3:40", b, ["New window", "New folder", "Select all", "Show hidden files"]))
    r.click("New folder", docs_name_dialog("3:40", b, "New folder", ""))
    r.type("id:text1", "Taxes 2024", docs_name_dialog("3:41", b, "New folder", "Taxes 2024"))
    r.click("OK", docs_list("3:41", b, "Documents", d1))
    r.long("W-2_Halvorsen.pdf", docs_list("3:41", b, "Documents", d1, ("W-2_Halvorsen.pdf",)))
    r.click("1099-INT_credit_union.pdf", docs_list("3:41", b, "Documents", d1, ("W-2_Halvorsen.pdf", "1099-INT_credit_union.pdf")))
    r.click("More options", docs_menu("3:41", b, ["Open with", "Select all", "Copy to…", "Move to…", "Compress", "Get info"]))
    r.click("Move to…", picker("3:42", "Documents", d1))
    r.click("Taxes 2024", picker("3:42", "Taxes 2024", []))
    r.click("Move", docs_list("3:42", b, "Documents", [man, ("Taxes 2024", "3:42 PM", None), lease, notes]))
    r.click("Taxes 2024", docs_list("3:42", b, "Taxes 2024", [f1099, w2]))
    put(rs, 10, r)


# ---------------------------------------------------------------- Broccoli
BRO = "com.flauschcode.broccoli"


def t11_broccoli(rs: RowSet) -> None:
    # clean: Broccoli, add "Miso butter corn" (2 servings, 15 min), list grows to 6; search "corn" narrows it to 2; open the other corn recipe (4 servings, 25 min)
    b = 45
    base = [("Black bean tostadas", "Weeknight dinner, pantry friendly"), ("Cardamom rice pudding", "Stovetop, makes 6 small bowls"),
            ("Charred corn salad", "Summer side with feta and lime"), ("Shakshuka for two", "Eggs poached in spiced tomato sauce"),
            ("Zucchini fritters", "Crisp, with garlicky yogurt")]
    miso = ("Miso butter corn", "")
    allr = sorted(base + [miso])
    ing = "3 ears corn\n2 tbsp white miso\n2 tbsp butter\n1 scallion, sliced"
    dirs = "Char the corn in a dry skillet. Mash the miso into the butter, toss with the hot kernels, top with scallion."

    def lst(clock: str, recipes: list[tuple[str, str]], search: str | None = None) -> Scr:
        s = Scr(BRO, clock, b)
        if search is None:
            s.add(desc="Open navigation drawer", cls=IB, h=147, x=(0, 147), click=True)
            s.add(text="Recipes", same=True, x=(180, 700))
            s.add(desc="Search", cls=IB, same=True, x=(900, 1038), click=True, rid="action_search")
        else:
            s.add(desc="Collapse", cls=IB, h=147, x=(0, 147), click=True)
            s.add(text=search or None, hint="Search", cls=ET, same=True, x=(160, 900), click=True, edit=True, focus=True, rid="search_src_text")
            s.add(desc="Clear query", cls=IV, same=True, x=(900, 1038), click=True, rid="search_close_btn")
        s.gap(30)
        for t, d in recipes:
            s.add(text=t, h=90, x=(60, 1020), click=True, rid="card_text_view_title")
            if d:
                s.add(text=d, h=70, x=(60, 1020), rid="card_text_view_description")
            s.gap(60)
        fab(s, "Add")
        return s

    def form(clock: str, v: dict[str, str], focus: str | None = None) -> Scr:
        s = Scr(BRO, clock, b)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="New recipe", same=True, x=(170, 700))
        s.add(desc="Save", cls=IB, same=True, x=(920, 1038), click=True, rid="action_save")
        s.add(desc="Add photo", cls=IV, h=300, x=(0, 1080), click=True, rid="new_recipe_image")
        for hint in ["Title", "Categories", "Servings", "Preparation time", "Description", "Ingredients", "Directions", "Source"]:
            if hint == "Categories":
                s.add(text="Categories", h=110, x=(60, 1020), click=True, rid="new_recipe_categories")
                continue
            val = v.get(hint)
            s.add(text=val or None, hint=hint, cls=ET, h=150 if hint not in ("Ingredients", "Directions") or not val else 260,
                  x=(60, 1020), click=True, edit=True, focus=focus == hint)
        return s

    def detail(clock: str, title: str, serv: str, prep: str, ings: list[str]) -> Scr:
        s = Scr(BRO, clock, b)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(desc="Edit", cls=IB, same=True, x=(700, 820), click=True, rid="action_edit")
        s.add(desc="Add to favorites", cls=IB, same=True, x=(820, 930), click=True, rid="action_favorite")
        s.add(desc="More options", cls=IB, same=True, x=(930, 1038), click=True)
        s.add(text=title, h=150, x=(60, 1020), rid="recipe_details_title")
        s.add(text="Servings", h=70, x=(60, 500))
        s.add(text=serv, same=True, x=(520, 1020), rid="recipe_details_servings")
        s.add(text="Preparation time", h=70, x=(60, 500))
        s.add(text=prep, same=True, x=(520, 1020), rid="recipe_details_preparation_time")
        s.add(text="Ingredients", h=120, x=(0, 540), click=True, sel=True, rid="tab_ingredients")
        s.add(text="Directions", same=True, x=(540, 1080), click=True, rid="tab_directions")
        for i in ings:
            s.add(text=i, h=80, x=(60, 1020), rid="ingredient_text")
        return s

    v: dict[str, str] = {}
    r = Run(lst("5:48", base))
    r.click("Add", form("5:48", v))
    v["Title"] = "Miso butter corn"
    r.type("Title", v["Title"], form("5:48", dict(v), "Title"))
    v["Servings"] = "2"
    r.type("Servings", "2", form("5:49", dict(v), "Servings"))
    v["Preparation time"] = "15 min"
    r.type("Preparation time", "15 min", form("5:49", dict(v), "Preparation time"))
    v["Ingredients"] = ing
    r.type("Ingredients", ing, form("5:49", dict(v), "Ingredients"))
    v["Directions"] = dirs
    r.type("Directions", dirs, form("5:50", dict(v), "Directions"))
    r.click("Save", detail("5:50", "Miso butter corn", "2", "15 min", ing.split("\n")))
    r.back(lst("5:50", allr))
    r.click("Search", lst("5:50", allr, ""))
    corn = [x for x in allr if "corn" in x[0].lower()]
    r.type("Search", "corn", lst("5:51", corn, "corn"))
    r.click("Charred corn salad", detail("5:51", "Charred corn salad", "4", "25 min",
                                         ["4 ears corn", "100 g feta", "1 lime", "1 jalapeño", "Small bunch cilantro"]))
    r.back(lst("5:51", corn, "corn"))
    put(rs, 11, r)


# ---------------------------------------------------------------- Pro Expense
EXP = "com.arduia.expense"
Row = tuple[str, str, str, str]


def money(rows: list[Row]) -> str:
    return f"${sum((Decimal(x[3]) for x in rows), Decimal('0')):.2f}"


def exp_home(clock: str, batt: int, rows: list[Row], total: str | None = None, selected: str | None = None) -> Scr:
    s = Scr(EXP, clock, batt)
    if selected:
        s.add(desc="Close", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="1 selected", same=True, x=(170, 700))
        s.add(desc="Delete", cls=IB, same=True, x=(920, 1038), click=True, rid="action_delete")
    else:
        s.add(text="Pro Expense", h=147, x=(42, 700), rid="toolbar_title")
    s.add(text="Total this month", h=70, x=(60, 1020), rid="tv_total_label")
    s.add(text="October 2024", h=60, x=(60, 1020), rid="tv_month")
    s.add(text=total or money(rows), h=140, x=(60, 1020), rid="tv_total_value")
    s.add(text="Recent", h=100, x=(60, 1020), rid="tv_recent")
    for name, cat, date, amt in rows:
        s.add(text=name, h=80, x=(60, 760), click=True, long=True, sel=name == selected, rid="tv_name")
        s.add(text=amt, same=True, x=(780, 1020), rid="tv_amount")
        s.add(text=f"{cat} • {date}", h=60, x=(60, 760), rid="tv_category_date")
        s.gap(40)
    fab(s, "Add")
    navbar(s, ["Home", "Expenses", "Statistics"], "Home")
    return s


def exp_form(clock: str, batt: int, title: str, name: str, amount: str, cat: str, date: str, note: str = "", focus: str | None = None) -> Scr:
    s = Scr(EXP, clock, batt)
    s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
    s.add(text=title, same=True, x=(170, 800))
    s.gap(40)
    s.add(text=name or None, hint="Name", cls=ET, h=150, x=(60, 1020), click=True, edit=True, focus=focus == "Name", rid="edt_name")
    s.add(text=amount or None, hint="Amount", cls=ET, h=150, x=(60, 1020), click=True, edit=True, focus=focus == "Amount", rid="edt_amount")
    s.add(text="Category", h=70, x=(60, 1020))
    s.add(text=cat, h=120, x=(60, 1020), click=True, rid="tv_category")
    s.add(text="Date", h=70, x=(60, 1020))
    s.add(text=date, h=120, x=(60, 1020), click=True, rid="tv_date")
    s.add(text=note or None, hint="Note", cls=ET, h=200, x=(60, 1020), click=True, edit=True, rid="edt_note")
    s.add(text="Save", cls=BTN, box=(60, 2150, 1020, 2290), click=True, rid="btn_save")
    return s


def t12_expense_total(rs: RowSet) -> None:
    # bad: Pro Expense, add "Bike tube" 8.49 (total 112.30 -> 120.79) then "Farmers market" 23.75; turn 10 shows the month total as $144.45 although the six listed amounts add to $144.54
    b = 66
    i0: list[Row] = [("Ramen Kobo", "Food", "Oct 14", "18.40"), ("Bus pass top-up", "Transportation", "Oct 11", "25.00"),
                     ("Pharmacy", "Health", "Oct 8", "12.65"), ("Groceries", "Food", "Oct 4", "56.25")]
    i1 = [("Bike tube", "Transportation", "Oct 15", "8.49")] + i0
    i2 = [("Farmers market", "Food", "Oct 15", "23.75")] + i1
    assert money(i2) == "$144.54"
    today = "Oct 15, 2024"

    def cats(clock: str) -> Scr:
        s = Scr(EXP, clock, b, top=900)
        for c in ["Food", "Transportation", "Health", "Entertainment", "Housing", "Utilities", "Others"]:
            s.add(text=c, h=120, x=(60, 1020), click=True, rid="tv_category_item")
        return s

    r = Run(exp_home("12:02", b, i0))
    r.click("Add", exp_form("12:02", b, "New Expense", "", "", "Food", today))
    r.type("Name", "Bike tube", exp_form("12:02", b, "New Expense", "Bike tube", "", "Food", today, focus="Name"))
    r.type("Amount", "8.49", exp_form("12:03", b, "New Expense", "Bike tube", "8.49", "Food", today, focus="Amount"))
    r.click("Food", cats("12:03"))
    r.click("Transportation", exp_form("12:03", b, "New Expense", "Bike tube", "8.49", "Transportation", today))
    r.click("Save", exp_home("12:03", b, i1))
    r.click("Add", exp_form("12:03", b, "New Expense", "", "", "Food", today))
    r.type("Name", "Farmers market", exp_form("12:04", b, "New Expense", "Farmers market", "", "Food", today, focus="Name"))
    r.type("Amount", "23.75", exp_form("12:04", b, "New Expense", "Farmers market", "23.75", "Food", today, focus="Amount"))
    r.click("Save", exp_home("12:04", b, i2, total="$144.45"))
    r.click("Farmers market", exp_form("12:04", b, "Edit Expense", "Farmers market", "23.75", "Food", today))
    put(rs, 12, r, 10, "month total ($144.45) does not match the listed amounts / previous total plus the new expense ($144.54)")


def t21_expense_edit(rs: RowSet) -> None:
    # clean: Pro Expense, raise Parking garage 9.00 -> 12.00 (total 87.15 -> 90.15), delete Yarn shop (-> 58.20); Expenses tab also lists September items (outside the month total), re-sorted by amount
    b = 80
    i0: list[Row] = [("Taqueria Sol", "Food", "Oct 16", "14.20"), ("Parking garage", "Transportation", "Oct 16", "9.00"),
                     ("Yarn shop", "Others", "Oct 14", "31.95"), ("Electric bill", "Utilities", "Oct 14", "32.00")]
    i1 = [x if x[0] != "Parking garage" else ("Parking garage", "Transportation", "Oct 16", "12.00") for x in i0]
    i2 = [x for x in i1 if x[0] != "Yarn shop"]
    old: list[Row] = [("Gym membership", "Health", "Sep 30", "40.00"), ("Coffee beans", "Food", "Sep 27", "7.80")]
    assert (money(i0), money(i1), money(i2)) == ("$87.15", "$90.15", "$58.20")
    note = "Pike St garage, 2 hours"

    def expenses(clock: str, rows: list[Row], by_amount: bool) -> Scr:
        s = Scr(EXP, clock, b)
        s.add(text="Expenses", h=147, x=(42, 700), rid="toolbar_title")
        s.add(desc="Sort", cls=IB, same=True, x=(920, 1038), click=True, rid="action_sort")
        if by_amount:
            for name, cat, date, amt in sorted(rows, key=lambda x: -Decimal(x[3])):
                s.add(text=name, h=80, x=(60, 760), click=True, long=True, rid="tv_name")
                s.add(text=amt, same=True, x=(780, 1020), rid="tv_amount")
                s.add(text=f"{cat} • {date}", h=60, x=(60, 760), rid="tv_category_date")
                s.gap(30)
        else:
            for date in dict.fromkeys(x[2] for x in rows):
                day = [x for x in rows if x[2] == date]
                s.add(text=date, h=90, x=(60, 700), rid="tv_date_header")
                s.add(text=money(day), same=True, x=(720, 1020), rid="tv_date_total")
                for name, cat, _, amt in day:
                    s.add(text=name, h=80, x=(60, 760), click=True, long=True, rid="tv_name")
                    s.add(text=amt, same=True, x=(780, 1020), rid="tv_amount")
                    s.add(text=cat, h=60, x=(60, 760), rid="tv_category")
                s.gap(30)
        navbar(s, ["Home", "Expenses", "Statistics"], "Expenses")
        return s

    def sort_menu(clock: str) -> Scr:
        s = Scr(EXP, clock, b, top=147)
        s.add(text="Date", cls=RB, h=130, x=(560, 1038), click=True, check=True, rid="title")
        s.add(text="Amount", cls=RB, h=130, x=(560, 1038), click=True, check=False, rid="title")
        return s

    def confirm(clock: str) -> Scr:
        s = dialog(EXP, clock, b, "Delete 1 expense?")
        s.add(text="This can't be undone.", h=120, x=(96, 984), rid="android:id/message")
        buttons(s, "Cancel", "Delete")
        return s

    r = Run(exp_home("1:15", b, i0))
    r.click("Parking garage", exp_form("1:15", b, "Edit Expense", "Parking garage", "9.00", "Transportation", "Oct 16, 2024", note))
    r.type("9.00", "12.00", exp_form("1:15", b, "Edit Expense", "Parking garage", "12.00", "Transportation", "Oct 16, 2024", note, focus="Amount"))
    r.click("Save", exp_home("1:15", b, i1))
    r.long("Yarn shop", exp_home("1:16", b, i1, selected="Yarn shop"))
    r.click("Delete", confirm("1:16"))
    r.click("Delete", exp_home("1:16", b, i2))
    r.click("Expenses", expenses("1:16", i2 + old, False))
    r.click("Sort", sort_menu("1:17"))
    r.click("Amount", expenses("1:17", i2 + old, True))
    r.click("Home", exp_home("1:17", b, i2))
    put(rs, 21, r)


# ---------------------------------------------------------------- Simple Calendar Pro
CAL = "com.simplemobiletools.calendar.pro"


def t13_calendar(rs: RowSet) -> None:
    # clean: Simple Calendar, new event "Quarterly HOA meeting" moved from the default Tue Oct 15 10:00-11:00 to Thu Oct 24 19:00 (end follows to 20:00); month view, then Event list (only today onward)
    b = 88
    events = {3: [("Dentist", "10:30", "11:15", "Dr. Hollis")], 11: [("Mira's recital", "18:00", "19:30", "Lincoln Hall")],
              18: [("Flu shot", "16:40", "17:00", "Walgreens Burnside")], 24: [("Book club", "12:15", "13:15", "Powell's café")],
              31: [("Halloween party", "19:30", "23:00", "Jess & Omar's")]}
    hoa = ("Quarterly HOA meeting", "19:00", "20:00", "Linden Park clubhouse")

    def month(clock: str, ev: dict[int, list[tuple[str, str, str, str]]]) -> Scr:
        s = Scr(CAL, clock, b)
        s.add(text="October", h=147, x=(42, 600), rid="toolbar_title")
        for i, d in enumerate(["Search", "Change view", "More options"]):
            s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
        for i, w in enumerate("SMTWTFS"):
            s.add(text=w, box=(154 * i, 300, 154 * (i + 1), 360), rid="week_day_label")
        days = [(29, False), (30, False)] + [(d, True) for d in range(1, 32)] + [(1, False), (2, False)]
        for k, (d, cur) in enumerate(days):
            row, col = divmod(k, 7)
            x0, y0 = 154 * col, 380 + 340 * row
            s.add(text=str(d), box=(x0, y0, x0 + 154, y0 + 60), click=True, rid="day_monthly_number")
            for j, e in enumerate(ev.get(d, []) if cur else []):
                s.add(text=e[0], box=(x0, y0 + 70 + 56 * j, x0 + 154, y0 + 120 + 56 * j), rid="day_monthly_event_id")
        fab(s, "New event", "calendar_fab")
        return s

    def editor(clock: str, title: str, loc: str, date: str, st: str, et: str, focus: str | None = None) -> Scr:
        s = Scr(CAL, clock, b)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="New event", same=True, x=(170, 700))
        s.add(desc="Save", cls=IB, same=True, x=(920, 1038), click=True, rid="save")
        s.gap(20)
        s.add(text=title or None, hint="Title", cls=ET, h=140, x=(60, 1020), click=True, edit=True, focus=focus == "Title", rid="event_title")
        s.add(text=loc or None, hint="Location", cls=ET, h=140, x=(60, 1020), click=True, edit=True, focus=focus == "Location", rid="event_location")
        s.add(text=None, hint="Description", cls=ET, h=140, x=(60, 1020), click=True, edit=True, rid="event_description")
        s.add(text="All-day", h=120, x=(60, 860), click=True, rid="event_all_day")
        s.add(cls=SW, same=True, x=(880, 1020), click=True, check=False, rid="event_all_day_toggle")
        s.add(text=date, h=120, x=(60, 700), click=True, rid="event_start_date")
        s.add(text=st, same=True, x=(760, 1020), click=True, rid="event_start_time")
        s.add(text=date, h=120, x=(60, 700), click=True, rid="event_end_date")
        s.add(text=et, same=True, x=(760, 1020), click=True, rid="event_end_time")
        s.add(text="America/Los_Angeles", h=100, x=(60, 1020), click=True, rid="event_time_zone")
        s.add(text="10 minutes before", h=110, x=(60, 1020), click=True, rid="event_reminder_1")
        s.add(text="Add another reminder", h=110, x=(60, 1020), click=True, rid="event_reminder_2")
        s.add(text="No repetition", h=110, x=(60, 1020), click=True, rid="event_repetition")
        s.add(text="Regular event", h=110, x=(60, 1020), click=True, rid="event_type")
        return s

    def datepicker(clock: str, sel: int) -> Scr:
        s = Scr(CAL, clock, b, top=480)
        s.add(text="2024", h=80, x=(80, 1000), click=True, rid="android:id/date_picker_header_year")
        s.add(text=f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][(sel - 7) % 7]}, Oct {sel}", h=150, x=(80, 1000), rid="android:id/date_picker_header_date")
        s.add(desc="Previous month", cls=IB, h=120, x=(80, 200), click=True, rid="android:id/prev")
        s.add(text="October 2024", same=True, x=(300, 780))
        s.add(desc="Next month", cls=IB, same=True, x=(880, 1000), click=True, rid="android:id/next")
        for d in range(1, 32):
            row, col = divmod(d + 1, 7)
            s.add(text=str(d), box=(80 + 131 * col, 920 + 110 * row, 200 + 131 * col, 1020 + 110 * row), click=True, check=d == sel)
        s.add(text="Cancel", cls=BTN, box=(560, 1640, 760, 1760), click=True, rid="android:id/button2")
        s.add(text="OK", cls=BTN, box=(780, 1640, 984, 1760), click=True, rid="android:id/button1")
        return s

    def timepicker(clock: str, hour: str) -> Scr:
        s = Scr(CAL, clock, b, top=700)
        s.add(text="Type in time", h=110, x=(80, 1000), rid="android:id/input_header")
        s.add(text=hour, cls=ET, h=180, x=(120, 420), click=True, edit=True, focus=True, rid="android:id/input_hour")
        s.add(text=":", same=True, x=(430, 470), rid="android:id/input_separator")
        s.add(text="00", cls=ET, same=True, x=(480, 780), click=True, edit=True, rid="android:id/input_minute")
        s.add(text="Hour", h=60, x=(120, 420), rid="android:id/label_hour")
        s.add(text="Minute", same=True, x=(480, 780), rid="android:id/label_minute")
        s.add(desc="Switch to clock mode for the time input.", cls=IB, h=120, x=(80, 200), click=True, rid="android:id/toggle_mode")
        s.add(text="Cancel", cls=BTN, same=True, x=(560, 760), click=True, rid="android:id/button2")
        s.add(text="OK", cls=BTN, same=True, x=(780, 984), click=True, rid="android:id/button1")
        return s

    def views(clock: str) -> Scr:
        s = dialog(CAL, clock, b, "Change view", top=700)
        for v in ["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Event list"]:
            s.add(text=v, cls=RB, h=130, x=(96, 984), click=True, check=v == "Monthly view", rid="dialog_radio_view")
        return s

    def agenda(clock: str, ev: dict[int, list[tuple[str, str, str, str]]]) -> Scr:
        s = Scr(CAL, clock, b)
        s.add(text="Simple Calendar", h=147, x=(42, 700), rid="toolbar_title")
        for i, d in enumerate(["Search", "Change view", "More options"]):
            s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
        s.gap(20)
        for d in sorted(ev):
            if d < 15:
                continue
            s.add(text=f"{['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][(d - 7) % 7]}, October {d}", h=100, x=(42, 1038), rid="event_section_title")
            for t, st, et, loc in ev[d]:
                s.add(text=t, h=80, x=(60, 1020), click=True, rid="event_item_title")
                s.add(text=f"{st} - {et}", h=60, x=(60, 500), rid="event_item_time")
                s.add(text=loc, same=True, x=(520, 1020), rid="event_item_description")
                s.gap(30)
        fab(s, "New event", "calendar_fab")
        return s

    d15, d24 = "Tue, Oct 15, 2024", "Thu, Oct 24, 2024"
    t, loc = "Quarterly HOA meeting", "Linden Park clubhouse"
    with_hoa = dict(events)
    with_hoa[24] = events[24] + [hoa]
    r = Run(month("9:18", events))
    r.click("New event", editor("9:18", "", "", d15, "10:00", "11:00"))
    r.type("Title", t, editor("9:18", t, "", d15, "10:00", "11:00", "Title"))
    r.type("Location", loc, editor("9:19", t, loc, d15, "10:00", "11:00", "Location"))
    r.click("id:event_start_date", datepicker("9:19", 15))
    r.click("24", datepicker("9:19", 24))
    r.click("OK", editor("9:19", t, loc, d24, "10:00", "11:00"))
    r.click("id:event_start_time", timepicker("9:19", "10"))
    r.type("id:input_hour", "19", timepicker("9:20", "19"))
    r.click("OK", editor("9:20", t, loc, d24, "19:00", "20:00"))
    r.click("Save", month("9:20", with_hoa))
    r.click("Change view", views("9:20"))
    r.click("Event list", agenda("9:21", with_hoa))
    put(rs, 13, r)


# ---------------------------------------------------------------- Tasks
TSK = "org.tasks"


def tasks_list(clock: str, batt: int, tasks: list[tuple[str, str | None]]) -> Scr:
    s = Scr(TSK, clock, batt)
    s.add(desc="Open navigation drawer", cls=IB, h=147, x=(0, 147), click=True)
    s.add(text="My Tasks", same=True, x=(170, 700), rid="toolbar_title")
    for i, d in enumerate(["Search", "Sort", "More options"]):
        s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
    s.gap(20)
    for title, due in tasks:
        s.add(cls=CB, h=90, x=(42, 150), click=True, check=False, rid="completeBox")
        s.add(text=title, same=True, x=(170, 1000), click=True, long=True, rid="title")
        if due:
            s.add(text=due, h=60, x=(170, 500), rid="chip_text")
        s.gap(50)
    fab(s, "Create new task")
    return s


def tasks_edit(clock: str, batt: int, title: str, due: str, prio: str = "No priority", focus: bool = False) -> Scr:
    s = Scr(TSK, clock, batt)
    s.add(desc="Save", cls=IB, h=147, x=(0, 147), click=True, rid="toolbar_save")
    s.add(desc="Discard", cls=IB, same=True, x=(810, 920), click=True, rid="menu_delete")
    s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
    s.add(text=title or None, hint="Task name", cls=ET, h=160, x=(60, 1020), click=True, edit=True, focus=focus, rid="title")
    s.add(text="Due date", h=70, x=(60, 1020))
    s.add(text=due, h=110, x=(60, 1020), click=True, rid="due_date")
    s.add(text="Priority", h=70, x=(60, 1020))
    for i, p in enumerate(["High priority", "Medium priority", "Low priority", "No priority"]):
        s.add(desc=p, cls=RB, h=120, x=(60 + 240 * i, 280 + 240 * i), same=i > 0, click=True, check=p == prio, rid=f"priority_{i}")
    s.add(text=None, hint="Description", cls=ET, h=160, x=(60, 1020), click=True, edit=True, rid="notes")
    s.add(text="Lists", h=70, x=(60, 1020))
    s.add(text="My Tasks", h=100, x=(60, 1020), click=True, rid="chip_text")
    s.add(text="Tags", h=70, x=(60, 1020))
    s.add(text="Add tags", h=100, x=(60, 1020), click=True, rid="display_row_edit")
    s.add(text="Add reminder", h=100, x=(60, 1020), click=True, rid="alarms_add")
    return s


def t14_tasks(rs: RowSet) -> None:
    # bad: Tasks, create "Renew parking permit" due Fri Oct 18 (listed in turn 6), then "Call vet about Miso's booster"; turn 10's list has the new vet task but "Renew parking permit" is gone
    b = 57
    l0: list[tuple[str, str | None]] = [("Return library books", "Thu, Oct 17"), ("Replace furnace filter", "Sun, Oct 20"), ("Book dentist cleaning", None)]
    renew = ("Renew parking permit", "Fri, Oct 18")
    vet = "Call vet about Miso's booster"

    def picker(clock: str, sel: int | None) -> Scr:
        s = Scr(TSK, clock, b, top=640)
        for i, sh in enumerate(["Today", "Tomorrow", "Next week", "No date"]):
            s.add(text=sh, cls="com.google.android.material.chip.Chip", h=110, x=(40 + 250 * i, 270 + 250 * i), same=i > 0, click=True, check=False)
        s.add(text="October 2024", h=110, x=(80, 1000), rid="month_title")
        for d in range(1, 32):
            row, col = divmod(d + 1, 7)
            s.add(text=str(d), box=(80 + 131 * col, 900 + 110 * row, 200 + 131 * col, 1000 + 110 * row), click=True, check=d == sel)
        s.add(text="Cancel", cls=BTN, box=(560, 1600, 760, 1720), click=True, rid="cancel_button")
        s.add(text="OK", cls=BTN, box=(780, 1600, 984, 1720), click=True, rid="confirm_button")
        return s

    r = Run(tasks_list("12:34", b, l0))
    r.click("Create new task", tasks_edit("12:34", b, "", "No date", focus=True))
    r.type("Task name", renew[0], tasks_edit("12:34", b, renew[0], "No date", focus=True))
    r.click("No date", picker("12:34", None))
    r.click("18", picker("12:35", 18))
    r.click("OK", tasks_edit("12:35", b, renew[0], renew[1]))
    r.click("Save", tasks_list("12:35", b, [l0[0], renew, l0[1], l0[2]]))
    r.click("Create new task", tasks_edit("12:35", b, "", "No date", focus=True))
    r.type("Task name", vet, tasks_edit("12:36", b, vet, "No date", focus=True))
    r.click("High priority", tasks_edit("12:36", b, vet, "No date", "High priority"))
    r.click("Save", tasks_list("12:36", b, l0 + [(vet, None)]))
    r.click(vet, tasks_edit("12:36", b, vet, "No date", "High priority"))
    put(rs, 14, r, 10, "a task created and saved earlier (Renew parking permit) is missing from the list")


# ---------------------------------------------------------------- Joplin
JOP = "net.cozic.joplin"


def t15_joplin(rs: RowSet) -> None:
    # clean: Joplin, new note "Boiler service 2024" in Home (list grows to 4), moved to Archive (Home back to 3, Archive shows it first); body unchanged when reopened
    b = 73
    h0 = ["Paint colours – hallway", "Wi-Fi router admin", "Gutter cleaning quote"]
    a0 = ["Car insurance 2023", "Old lease – Beech St"]
    t = "Boiler service 2024"
    body = "Technician: Ruairí (Brennan Heating)\nInvoice BH-20931, €145, paid by card\nNext service due: October 2025"

    def notes(clock: str, nb: str, titles: list[str], fab_open: bool = False, selected: str | None = None) -> Scr:
        s = Scr(JOP, clock, b)
        if selected:
            s.add(desc="Cancel selection", cls=VG, h=147, x=(0, 147), click=True)
            s.add(text="Move to notebook...", cls="android.widget.Spinner", same=True, x=(170, 800), click=True)
            s.add(desc="Delete", cls=VG, same=True, x=(920, 1038), click=True)
        else:
            s.add(desc="Side menu", cls=VG, h=147, x=(0, 147), click=True)
            s.add(text=nb, same=True, x=(170, 700))
            s.add(desc="Search", cls=VG, same=True, x=(810, 920), click=True)
            s.add(desc="Select", cls=VG, same=True, x=(920, 1038), click=True)
        for n in titles:
            s.add(text=n, cls=VG, h=130, x=(42, 1038), click=True, long=True, sel=n == selected)
        if fab_open:
            s.add(text="New to-do", cls=VG, box=(560, 1650, 1008, 1780), click=True)
            s.add(text="New note", cls=VG, box=(560, 1810, 1008, 1940), click=True)
            s.add(desc="Close", cls=VG, box=(840, 1990, 1008, 2158), click=True)
        elif not selected:
            s.add(desc="Add new", cls=VG, box=(840, 1990, 1008, 2158), click=True)
        return s

    def editor(clock: str, title: str, text: str, focus: str | None = None) -> Scr:
        s = Scr(JOP, clock, b)
        s.add(desc="Back", cls=VG, h=147, x=(0, 147), click=True)
        s.add(desc="Save", cls=VG, same=True, x=(700, 810), click=True)
        s.add(desc="Attach", cls=VG, same=True, x=(810, 920), click=True)
        s.add(desc="Actions", cls=VG, same=True, x=(920, 1038), click=True)
        s.add(text=title or None, hint="Title", cls=ET, h=140, x=(42, 1038), click=True, edit=True, focus=focus == "title")
        s.add(text=text or None, hint="Type your note here", cls=ET, h=1500, x=(42, 1038), click=True, edit=True, focus=focus == "body", scroll=True)
        return s

    def view(clock: str) -> Scr:
        s = Scr(JOP, clock, b)
        s.add(desc="Back", cls=VG, h=147, x=(0, 147), click=True)
        s.add(desc="Edit", cls=VG, same=True, x=(700, 810), click=True)
        s.add(desc="Attach", cls=VG, same=True, x=(810, 920), click=True)
        s.add(desc="Actions", cls=VG, same=True, x=(920, 1038), click=True)
        s.add(text=t, h=140, x=(42, 1038))
        s.add(cls="android.webkit.WebView", box=(0, 434, 1080, 2337), scroll=True)
        s.gap(30)
        for ln in body.split("\n"):
            s.add(text=ln, cls="android.view.View", h=80, x=(42, 1038))
        return s

    def move_options(clock: str) -> Scr:
        s = Scr(JOP, clock, b, top=300)
        for nb in ["Archive", "Home", "Recipes", "Travel"]:
            s.add(text=nb, cls="android.widget.CheckedTextView", h=130, x=(170, 800), click=True)
        return s

    def sidebar(clock: str) -> Scr:
        s = Scr(JOP, clock, b)
        s.add(text="All notes", cls=VG, h=130, x=(0, 800), click=True)
        s.add(text="NOTEBOOKS", h=90, x=(42, 800))
        for nb in ["Archive", "Home", "Recipes", "Travel"]:
            s.add(text=nb, cls=VG, h=120, x=(0, 800), click=True, sel=nb == "Home")
        s.add(text="Tags", cls=VG, h=120, x=(0, 800), click=True)
        s.add(text="Synchronise", cls=VG, box=(0, 2050, 800, 2170), click=True)
        s.add(text="Configuration", cls=VG, box=(0, 2190, 800, 2310), click=True)
        return s

    r = Run(notes("8:40", "Home", h0))
    r.click("Add new", notes("8:40", "Home", h0, fab_open=True))
    r.click("New note", editor("8:40", "", "", "title"))
    r.type("Title", t, editor("8:40", t, "", "title"))
    r.type("Type your note here", body, editor("8:41", t, body, "body"))
    r.click("Save", view("8:41"))
    r.back(notes("8:41", "Home", [t] + h0))
    r.long(t, notes("8:41", "Home", [t] + h0, selected=t))
    r.click("Move to notebook...", move_options("8:41"))
    r.click("Archive", notes("8:42", "Home", h0))
    r.click("Side menu", sidebar("8:42"))
    r.click("Archive", notes("8:42", "Archive", [t] + a0))
    r.click(t, view("8:42"))
    put(rs, 15, r)


# ---------------------------------------------------------------- Simple SMS Messenger
SMS = "com.simplemobiletools.smsmessenger"


def t16_messages(rs: RowSet) -> None:
    # bad: Simple SMS, text Priya (sent 7:52 PM) and Jonas (sent 7:54 PM, status bar 7:54 in turn 9); turn 10's status bar clock reads 7:53, earlier than turn 9 and than the 7:54 PM message it lists
    b = 33
    m1 = "Running 10 min late, save me a seat"
    m2 = "Can you feed Pickle tonight? Back by 11"
    priya = [("Are you still coming to quiz night?", "6:32 PM", False), ("Yes! Leaving work soon", "6:35 PM", True),
             ("Table's booked for 8, quiz starts 8:15", "6:41 PM", False)]
    older = [("Hollis Dental", "Reminder: cleaning Thu Oct 17 at 9:40 AM. Reply C to confirm", "Oct 14"),
             ("Dad", "Call me when you land", "Oct 12"), ("Theo Brandt", "lol same", "Oct 9")]
    contacts = [("Dad", "(206) 555-0143"), ("Jonas Ekdahl", "(206) 555-0117"), ("Lucía Ferrer", "(425) 555-0166"),
                ("Priya Raman", "(206) 555-0182"), ("Theo Brandt", "(360) 555-0129")]

    def convs(clock: str, rows: list[tuple[str, str, str]]) -> Scr:
        s = Scr(SMS, clock, b)
        s.add(text="Search", h=140, x=(42, 900), click=True, rid="top_toolbar_search")
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
        s.gap(20)
        for name, snip, date in rows:
            s.add(text=name, h=80, x=(200, 800), click=True, long=True, rid="conversation_address")
            s.add(text=date, same=True, x=(820, 1038), rid="conversation_date")
            s.add(text=snip, h=70, x=(200, 1038), rid="conversation_body_short")
            s.gap(50)
        fab(s, "New conversation", "conversations_fab")
        return s

    def thread(clock: str, name: str, msgs: list[tuple[str, str, bool]], draft: str = "") -> Scr:
        s = Scr(SMS, clock, b)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text=name, same=True, x=(170, 700), rid="thread_toolbar_title")
        s.add(desc="Call", cls=IB, same=True, x=(810, 920), click=True, rid="dial_number")
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
        if not msgs:
            s.gap(1200)
        for text, time, sent in msgs:
            x = (330, 1038) if sent else (42, 750)
            s.add(text=text, h=110, x=x, click=True, long=True, rid="thread_message_body")
            s.add(text=time, h=50, x=x, rid="thread_message_time")
            s.gap(30)
        s.add(desc="Attachment", cls=IV, box=(20, 2180, 130, 2300), click=True, rid="thread_add_attachment")
        s.add(text=draft or None, hint="Type a message…", cls=ET, box=(140, 2170, 880, 2310), click=True, edit=True, focus=bool(draft),
              rid="thread_type_message")
        s.add(desc="Send", cls=IV, box=(900, 2180, 1038, 2300), click=bool(draft), rid="thread_send_message")
        return s

    def newconv(clock: str, q: str) -> Scr:
        s = Scr(SMS, clock, b)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="New conversation", same=True, x=(170, 900))
        s.add(text=q or None, hint="Add Contact or Number…", cls=ET, h=140, x=(42, 1038), click=True, edit=True, focus=True, rid="new_conversation_address")
        for name, num in contacts:
            if q.lower() in name.lower():
                s.add(text=name, h=80, x=(200, 1038), click=True, rid="item_contact_name")
                s.add(text=num, h=60, x=(200, 1038), rid="item_contact_number")
                s.gap(40)
        return s

    p1 = priya + [(m1, "7:52 PM", True)]
    r = Run(convs("7:52", [("Priya Raman", priya[-1][0], "6:41 PM")] + older))
    r.click("Priya Raman", thread("7:52", "Priya Raman", priya))
    r.type("Type a message…", m1, thread("7:52", "Priya Raman", priya, m1))
    r.click("Send", thread("7:52", "Priya Raman", p1))
    r.back(convs("7:52", [("Priya Raman", m1, "7:52 PM")] + older))
    r.click("New conversation", newconv("7:53", ""))
    r.type("Add Contact or Number…", "Jonas", newconv("7:53", "Jonas"))
    r.click("Jonas Ekdahl", thread("7:53", "Jonas Ekdahl", []))
    r.type("Type a message…", m2, thread("7:53", "Jonas Ekdahl", [], m2))
    r.click("Send", thread("7:54", "Jonas Ekdahl", [(m2, "7:54 PM", True)]))
    r.back(convs("7:53", [("Jonas Ekdahl", m2, "7:54 PM"), ("Priya Raman", m1, "7:52 PM")] + older))
    r.click("Priya Raman", thread("7:55", "Priya Raman", p1))
    put(rs, 16, r, 10, "status-bar clock goes backwards (7:54 -> 7:53) while the list shows a message sent at 7:54 PM")


# ---------------------------------------------------------------- OsmAnd
OSM = "net.osmand"


def t17_osmand(rs: RowSet) -> None:
    # clean: OsmAnd, search "Kelvingrove", save the museum as favourite "Museum w/ Aunt Ros" in group "Glasgow trip" (group count 3 -> 4), open it in My Places
    k = "Kelvingrove Art Gallery and Museum"
    fav = "Museum w/ Aunt Ros"

    def mapview(clock: str, batt: int) -> Scr:
        s = Scr(OSM, clock, batt)
        s.add(desc="Map", cls="android.view.View", box=(0, 0, 1080, 2400))
        s.add(desc="Search", cls=IB, box=(42, 160, 168, 286), click=True, rid="map_search_button")
        s.add(desc="Configure map", cls=IB, box=(42, 300, 168, 426), click=True, rid="map_layers_button")
        s.add(desc="Compass", cls=IB, box=(912, 160, 1038, 286), click=True, rid="map_compass_button")
        s.add(desc="Zoom in", cls=IB, box=(912, 1500, 1038, 1626), click=True, rid="map_zoom_in_button")
        s.add(desc="Zoom out", cls=IB, box=(912, 1640, 1038, 1766), click=True, rid="map_zoom_out_button")
        s.add(desc="My position", cls=IB, box=(912, 1800, 1038, 1926), click=True, rid="map_my_location_button")
        s.add(text="200 m", box=(42, 1900, 200, 1950), rid="map_ruler_text")
        s.add(desc="Menu", cls=IB, box=(42, 2150, 168, 2276), click=True, rid="map_menu_button")
        s.add(desc="Directions", cls=IB, box=(200, 2150, 326, 2276), click=True, rid="map_route_info_button")
        return s

    def search(clock: str, batt: int, q: str) -> Scr:
        s = Scr(OSM, clock, batt)
        s.add(desc="Back", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text=q or None, hint="Search", cls=ET, same=True, x=(160, 900), click=True, edit=True, focus=True, rid="searchEditText")
        s.add(desc="Clear", cls=IB, same=True, x=(900, 1038), click=True, rid="clearButton")
        if not q:
            for i, tab in enumerate(["HISTORY", "CATEGORIES", "ADDRESS"]):
                s.add(text=tab, h=120, x=(360 * i, 360 * (i + 1)), same=i > 0, click=True, sel=i == 0)
            rows = [("Glasgow Central Station", "Railway station", "0.3 km"), ("Riverside Museum", "Museum", "3.6 km")]
        else:
            rows = [(k, "Museum", "2.4 km"), ("Kelvingrove Park", "Park", "2.1 km"),
                    ("Kelvingrove Bandstand", "Attraction", "2.3 km"), ("Kelvingrove Street", "Street, Glasgow", "2.9 km")]
        for name, typ, dist in rows:
            s.add(text=name, h=80, x=(160, 1000), click=True, rid="title")
            s.add(text=typ, h=60, x=(160, 760), rid="type_name")
            s.add(text=dist, same=True, x=(780, 1000), rid="distance")
            s.gap(40)
        return s

    def ctx(clock: str, batt: int, saved: bool) -> Scr:
        s = mapview(clock, batt)
        s.y = 1300
        s.add(text=fav if saved else k, h=100, x=(42, 1038), rid="context_menu_line1")
        s.add(text="Museum", h=60, x=(42, 700), rid="context_menu_line2")
        if saved:
            s.add(text="Glasgow trip", h=60, x=(42, 700), rid="context_menu_line3")
        s.add(text="Argyle Street, Glasgow", h=60, x=(42, 700), rid="context_menu_line2_address")
        s.add(text="2.4 km", same=True, x=(760, 1038), rid="distance")
        for i, a in enumerate(["Edit" if saved else "Add", "Marker", "Share", "More"]):
            s.add(text=a, h=140, x=(42 + 240 * i, 262 + 240 * i), same=i > 0, click=True, rid="context_menu_top_button")
        s.add(text="Directions", cls=BTN, h=120, x=(42, 1038), click=True, rid="context_menu_route_button")
        s.add(text="Mo-Th,Sa 10:00-17:00; Fr,Su 11:00-17:00", h=80, x=(42, 1038), rid="opening_hours")
        s.add(text="55.86857, -4.29058", h=80, x=(42, 1038), rid="coordinates")
        return s

    def add_fav(clock: str, batt: int, name: str, group: str) -> Scr:
        s = Scr(OSM, clock, batt)
        s.add(desc="Close", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="Add favorite", same=True, x=(170, 800))
        s.add(text=name, hint="Name", cls=ET, h=140, x=(42, 1038), click=True, edit=True, focus=name != k, rid="name_edit")
        s.add(text=None, hint="Description", cls=ET, h=140, x=(42, 1038), click=True, edit=True, rid="description_edit")
        s.add(text="Argyle Street, Glasgow", hint="Address", cls=ET, h=140, x=(42, 1038), click=True, edit=True, rid="address_edit")
        s.add(text="Group", h=80, x=(42, 1038))
        for g, n in [("Favorites", "12"), ("Glasgow trip", "3")]:
            s.add(text=g, h=100, x=(42, 800), click=True, sel=g == group, rid="group_name")
            s.add(text=n, same=True, x=(820, 1038), rid="group_count")
        s.add(text="Add group", h=100, x=(42, 1038), click=True, rid="add_group")
        s.add(text="Save", cls=BTN, box=(540, 2180, 1038, 2310), click=True, rid="right_bottom_button")
        return s

    def drawer(clock: str, batt: int) -> Scr:
        s = Scr(OSM, clock, batt)
        for o in ["My Places", "Search", "Directions", "Configure map", "Configure screen", "Download maps", "Trip recording",
                  "Plugins", "Settings", "Help"]:
            s.add(text=o, h=140, x=(0, 860), click=True, rid="title")
        return s

    def places(clock: str, batt: int, open_group: bool) -> Scr:
        s = Scr(OSM, clock, batt)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="My Places", same=True, x=(170, 800))
        for i, tab in enumerate(["FAVORITES", "TRACKS", "OSM EDITS"]):
            s.add(text=tab, h=120, x=(360 * i, 360 * (i + 1)), same=i > 0, click=True, sel=i == 0)
        s.add(text="Favorites", h=110, x=(42, 800), click=True, rid="title")
        s.add(text="12", same=True, x=(820, 1038), rid="count")
        s.add(text="Glasgow trip", h=110, x=(42, 800), click=True, rid="title")
        s.add(text="4", same=True, x=(820, 1038), rid="count")
        if open_group:
            for name, dist in [("Glasgow Central Station", "0.3 km"), (fav, "2.4 km"), ("Riverside Museum", "3.6 km"),
                               ("The Ubiquitous Chip", "2.7 km")]:
                s.add(text=name, h=100, x=(120, 800), click=True, rid="favourite_label")
                s.add(text=dist, same=True, x=(820, 1038), rid="distance")
        return s

    r = Run(mapview("11:05", 54))
    r.click("Search", search("11:05", 54, ""))
    r.type("Search", "Kelvingrove", search("11:05", 54, "Kelvingrove"))
    r.click(k, ctx("11:06", 54, False))
    r.click("Add", add_fav("11:06", 54, k, "Favorites"))
    r.type(k, fav, add_fav("11:06", 54, fav, "Favorites"))
    r.click("Glasgow trip", add_fav("11:07", 54, fav, "Glasgow trip"))
    r.click("Save", ctx("11:07", 53, True))
    r.back(mapview("11:07", 53))
    r.click("Menu", drawer("11:07", 53))
    r.click("My Places", places("11:08", 53, False))
    r.click("Glasgow trip", places("11:08", 53, True))
    put(rs, 17, r)


# ---------------------------------------------------------------- Retro Music
RM = "code.name.monkey.retromusic"
SONGS = [("Salt Road", "4:21"), ("Low Water", "3:48"), ("The Ferryman's Daughter", "5:02"), ("Kelp Forest", "4:10"),
         ("Skerries", "3:35"), ("Eelgrass", "4:44"), ("Herring Light", "4:06"), ("North Sound", "4:13"), ("Slack Tide", "4:13")]


def t18_retro_shuffle(rs: RowSet) -> None:
    # bad: Retro Music, shuffle turned on in turn 4 (and shown on in turns 5-6); turn 8 (back from the queue, no toggle) shows "Shuffle off" while repeat stays on
    b = 92
    albums = [("Low Orbit", "Kestrel Park"), ("Night Bus", "Ilse Moreau"), ("Paper Lanterns", "Oda Sunde"), ("Tidewater Sessions", "The Marram Grass")]
    assert sum(int(m) * 60 + int(s_) for m, s_ in (d.split(":") for _, d in SONGS)) == 38 * 60 + 12

    def mini(s: Scr, song: str) -> None:
        s.add(text=song, box=(170, 2000, 800, 2060), click=True, rid="mini_player_title")
        s.add(text="The Marram Grass", box=(170, 2060, 800, 2110), rid="mini_player_text")
        s.add(desc="Pause", cls=IV, box=(900, 2000, 1020, 2110), click=True, rid="mini_player_play_pause_button")

    def grid(clock: str, batt: int) -> Scr:
        s = Scr(RM, clock, batt)
        s.add(desc="Search", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="Retro Music", same=True, x=(170, 800), rid="appTitle")
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
        for i, (al, ar) in enumerate(albums):
            row, col = divmod(i, 2)
            x0, y0 = 40 + 510 * col, 320 + 640 * row
            s.add(text=al, box=(x0, y0 + 480, x0 + 480, y0 + 540), click=True, long=True, rid="title")
            s.add(text=ar, box=(x0, y0 + 540, x0 + 480, y0 + 590), rid="text")
        navbar(s, ["For you", "Songs", "Albums", "Artists", "Playlists"], "Albums")
        return s

    def album(clock: str, batt: int, playing: str | None) -> Scr:
        s = Scr(RM, clock, batt)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
        s.gap(420)
        s.add(text="Tidewater Sessions", h=110, x=(42, 1038), rid="albumTitle")
        s.add(text="The Marram Grass", h=70, x=(42, 1038), click=True, rid="artistName")
        s.add(text="2021 • 9 songs • 38:12", h=60, x=(42, 1038), rid="albumText")
        s.add(text="Play", cls=BTN, h=130, x=(42, 520), click=True, rid="playAction")
        s.add(text="Shuffle", cls=BTN, same=True, x=(560, 1038), click=True, rid="shuffleAction")
        for name, dur in SONGS[:6]:
            s.add(text=name, h=80, x=(160, 860), click=True, long=True, rid="title")
            s.add(text=dur, same=True, x=(880, 1038), rid="text")
            s.gap(30)
        if playing:
            mini(s, playing)
        return s

    def now(clock: str, batt: int, song: str, pos: str, shuffle: bool, repeat: str) -> Scr:
        s = Scr(RM, clock, batt)
        s.add(desc="Close", cls=IB, h=147, x=(0, 147), click=True)
        s.add(desc="Playing queue", cls=IB, same=True, x=(810, 920), click=True, rid="action_queue")
        s.add(desc="More options", cls=IB, same=True, x=(920, 1038), click=True)
        s.gap(860)
        s.add(text=song, h=100, x=(42, 900), rid="title")
        s.add(desc="Add to favorites", cls=IB, same=True, x=(920, 1038), click=True, rid="songFavourite")
        s.add(text="The Marram Grass", h=70, x=(42, 900), rid="text")
        s.add(cls=SB, h=90, x=(42, 1038), click=True, rid="progressSlider")
        s.add(text=pos, h=60, x=(42, 300), rid="songCurrentProgress")
        s.add(text=dict(SONGS)[song], same=True, x=(780, 1038), rid="songTotalTime")
        s.gap(60)
        for i, d in enumerate([f"Shuffle {'on' if shuffle else 'off'}", "Previous", "Pause", "Next", f"Repeat {repeat}"]):
            s.add(desc=d, cls=IB, h=170, x=(40 + 205 * i, 215 + 205 * i), same=i > 0, click=True)
        return s

    def queue(clock: str, batt: int) -> Scr:
        s = Scr(RM, clock, batt)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="Playing queue", same=True, x=(170, 800))
        s.add(text="Now playing", h=80, x=(42, 1038))
        s.add(text="Eelgrass", h=90, x=(160, 860), click=True, sel=True, rid="title")
        s.add(text="4:44", same=True, x=(880, 1038), rid="text")
        s.add(text="Up next", h=80, x=(42, 1038))
        for name in ["Kelp Forest", "North Sound", "Low Water", "Slack Tide", "The Ferryman's Daughter", "Herring Light", "Salt Road", "Skerries"]:
            s.add(text=name, h=90, x=(160, 860), click=True, long=True, rid="title")
            s.add(text=dict(SONGS)[name], same=True, x=(880, 1038), rid="text")
        return s

    def menu(clock: str, batt: int) -> Scr:
        s = Scr(RM, clock, batt, top=147)
        for o in ["Sleep timer", "Equalizer", "Add to playlist…", "Go to album", "Go to artist", "Share", "Details"]:
            s.add(text=o, h=130, x=(560, 1038), click=True, rid="title")
        return s

    def sleep(clock: str, batt: int) -> Scr:
        s = dialog(RM, clock, batt, "Sleep timer", top=820)
        s.add(text="30 min", h=110, x=(96, 984), rid="timerDisplay")
        s.add(cls=SB, h=100, x=(96, 984), click=True, rid="seekBar")
        s.add(text="Finish last song", cls=CB, h=110, x=(96, 984), click=True, check=False, rid="shouldFinishLastSong")
        buttons(s, "Cancel", "Start")
        return s

    r = Run(grid("6:20", b))
    r.click("Tidewater Sessions", album("6:20", b, None))
    r.click("Play", album("6:20", b, "Salt Road"))
    r.click("id:mini_player_title", now("6:20", b, "Salt Road", "0:07", False, "off"))
    r.click("Shuffle off", now("6:20", b, "Salt Road", "0:09", True, "off"))
    r.click("Repeat off", now("6:20", b, "Salt Road", "0:11", True, "all"))
    r.click("Next", now("6:21", 91, "Eelgrass", "0:01", True, "all"))
    r.click("Playing queue", queue("6:21", 91))
    r.back(now("6:21", 91, "Eelgrass", "0:31", False, "all"))
    r.click("More options", menu("6:21", 91))
    r.click("Sleep timer", sleep("6:22", 91))
    put(rs, 18, r, 8, "shuffle mode flips from on to off with no action (now-playing control)")


# ---------------------------------------------------------------- Simple Gallery
GAL = "com.simplemobiletools.gallery.pro"
RECEIPTS = ["IMG_20240902_193114.jpg", "IMG_20240905_124410.jpg", "IMG_20240905_124412.jpg", "IMG_20240909_081533.jpg",
            "IMG_20240911_083055.jpg", "IMG_20240911_083102.jpg", "IMG_20240914_201947.jpg", "IMG_20240918_132208.jpg",
            "IMG_20240921_110430.jpg", "IMG_20240925_175901.jpg", "IMG_20240929_090317.jpg", "IMG_20241001_184426.jpg",
            "IMG_20241003_121058.jpg", "IMG_20241006_154211.jpg", "IMG_20241008_093347.jpg", "IMG_20241010_190512.jpg",
            "IMG_20241012_141739.jpg"]


def t19_gallery_count(rs: RowSet) -> None:
    # bad: Simple Gallery, move 3 of the 17 photos in Receipts to the Recycle Bin (turn 6 grid shows 14); turn 7's folder list says Receipts 15 (Recycle Bin correctly 2 -> 5)
    b = 47
    gone = ["IMG_20240905_124410.jpg", "IMG_20240905_124412.jpg", "IMG_20240911_083055.jpg"]
    left = [f for f in RECEIPTS if f not in gone]
    bin_files = sorted(["IMG_20240818_174402.jpg", "Screenshot_20240930-221511.png"] + gone)
    assert len(RECEIPTS) == 17 and len(left) == 14

    def folders(clock: str, receipts: int, recycled: int) -> Scr:
        s = Scr(GAL, clock, b)
        s.add(text="Simple Gallery", h=147, x=(42, 700), rid="toolbar_title")
        for i, d in enumerate(["Search", "Change view type", "More options"]):
            s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
        for i, (name, n) in enumerate([("Camera", 1284), ("Receipts", receipts), ("Screenshots", 96), ("WhatsApp Images", 412), ("Recycle Bin", recycled)]):
            row, col = divmod(i, 2)
            x0, y0 = 20 + 530 * col, 320 + 560 * row
            s.add(text=name, box=(x0, y0 + 420, x0 + 520, y0 + 480), click=True, long=True, rid="dir_name")
            s.add(text=str(n), box=(x0, y0 + 480, x0 + 520, y0 + 530), rid="photo_cnt")
        return s

    def media(clock: str, title: str, files: list[str], selected: tuple[str, ...] = (), total: int = 0) -> Scr:
        s = Scr(GAL, clock, b)
        if selected:
            s.add(desc="Close", cls=IB, h=147, x=(0, 147), click=True)
            s.add(text=f"{len(selected)} / {total}", same=True, x=(170, 600))
            for i, d in enumerate(["Share", "Delete", "More options"]):
                s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True, rid=f"cab_{d.lower().replace(' ', '_')}")
        else:
            s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
            s.add(text=title, same=True, x=(170, 600))
            for i, d in enumerate(["Search", "Change view type", "More options"]):
                s.add(desc=d, cls=IB, same=True, x=(710 + 110 * i, 810 + 110 * i), click=True)
        s.add(cls=RV, box=(0, 294, 1080, 2337), scroll=True, rid="media_grid")
        for i, f in enumerate(files[:15]):
            row, col = divmod(i, 3)
            x0, y0 = 360 * col, 300 + 360 * row
            s.add(text=f, box=(x0 + 6, y0 + 300, x0 + 354, y0 + 354), click=True, long=True, sel=f in selected, rid="medium_name")
        return s

    def confirm(clock: str) -> Scr:
        s = dialog(GAL, clock, b, "Move to Recycle Bin")
        s.add(text="Are you sure you want to move 3 items into the Recycle Bin?", h=180, x=(96, 984), rid="message")
        buttons(s, "No", "Yes")
        return s

    r = Run(folders("10:02", 17, 2))
    r.click("Receipts", media("10:02", "Receipts", RECEIPTS))
    r.long(gone[0], media("10:02", "Receipts", RECEIPTS, tuple(gone[:1]), 17))
    r.click(gone[1], media("10:02", "Receipts", RECEIPTS, tuple(gone[:2]), 17))
    r.click(gone[2], media("10:02", "Receipts", RECEIPTS, tuple(gone), 17))
    r.click("Delete", confirm("10:03"))
    r.click("Yes", media("10:03", "Receipts", left))
    r.back(folders("10:03", 15, 5))
    r.click("Recycle Bin", media("10:03", "Recycle Bin", bin_files))
    put(rs, 19, r, 7, "album item count (15) does not follow the deletion: 17 - 3 = 14 (grid showed 14)")


# ---------------------------------------------------------------- Audio Recorder
AR = "com.dimowner.audiorecorder"


def t20_audio(rs: RowSet) -> None:
    # clean: Audio Recorder, record with a pause (timer 00:01 -> 00:14 -> 00:17 paused -> 00:18 -> stopped at 00:26), the list gains Record-15, renamed "Landlord call notes", played
    b = 76
    rows = [("Record-15", "00:26 • 416 KB • Oct 15, 2:07 PM"), ("Record-14", "01:42 • 1.6 MB • Oct 11, 9:55 AM"),
            ("Record-13", "03:18 • 3.1 MB • Oct 4, 6:12 PM"), ("Record-12", "00:47 • 752 KB • Sep 29, 11:30 AM")]
    renamed = [("Landlord call notes", rows[0][1])] + rows[1:]

    def main(clock: str, state: str, t: str = "00:00") -> Scr:
        s = Scr(AR, clock, b)
        s.add(text="Audio Recorder", h=147, x=(42, 800), rid="txt_title")
        name = "Record-14" if state == "idle" else "Record-15"
        s.add(text=name, h=90, x=(42, 1038), click=state in ("idle", "done"), rid="txt_name")
        if state in ("rec", "paused"):
            s.add(text="Recording…" if state == "rec" else "Recording paused", h=60, x=(42, 1038), rid="txt_record_info")
        s.add(cls="com.dimowner.audiorecorder.app.widget.WaveformView", h=500, x=(0, 1080), rid="record")
        s.add(text=t, h=200, x=(42, 1038), rid="txt_progress")
        if state in ("idle", "done"):
            s.add(text="01:42" if state == "idle" else "00:26", h=60, x=(780, 1038), rid="txt_duration")
            s.add(desc="Play", cls=IB, h=150, x=(465, 615), click=True, rid="btn_play")
            s.add(desc="Records", cls=IB, box=(60, 2080, 220, 2240), click=True, rid="btn_records_list")
            s.add(desc="Record", cls=IB, box=(430, 2040, 650, 2260), click=True, rid="btn_record")
            s.add(desc="Settings", cls=IB, box=(860, 2080, 1020, 2240), click=True, rid="btn_settings")
        else:
            s.add(desc="Delete", cls=IB, box=(60, 2080, 220, 2240), click=True, rid="btn_record_delete")
            s.add(desc="Pause" if state == "rec" else "Record", cls=IB, box=(430, 2040, 650, 2260), click=True, rid="btn_record")
            s.add(desc="Stop", cls=IB, box=(860, 2080, 1020, 2240), click=True, rid="btn_record_stop")
        return s

    def records(clock: str, rs_: list[tuple[str, str]], playing: tuple[str, str] | None = None) -> Scr:
        s = Scr(AR, clock, b)
        s.add(desc="Navigate up", cls=IB, h=147, x=(0, 147), click=True)
        s.add(text="Records", same=True, x=(170, 800))
        for name, info in rs_:
            s.add(text=name, h=80, x=(60, 880), click=True, rid="list_item_name")
            s.add(desc="More", cls=IB, same=True, x=(900, 1038), click=True, rid="list_item_more")
            s.add(text=info, h=60, x=(60, 880), rid="list_item_info")
            s.gap(40)
        if playing:
            s.add(text=playing[0], box=(60, 2040, 800, 2110), rid="txt_name")
            s.add(text=playing[1], box=(60, 2110, 300, 2170), rid="txt_progress")
            s.add(text="00:26", box=(780, 2110, 1038, 2170), rid="txt_duration")
            s.add(desc="Pause", cls=IB, box=(880, 2180, 1000, 2300), click=True, rid="btn_play")
        return s

    def popup(clock: str) -> Scr:
        s = Scr(AR, clock, b, top=380)
        for o in ["Share", "Information", "Rename", "Open with", "Download", "Delete"]:
            s.add(text=o, h=130, x=(560, 1038), click=True, rid="title")
        return s

    def rename(clock: str, txt: str) -> Scr:
        s = dialog(AR, clock, b, "Rename")
        s.add(text=txt, cls=ET, h=130, x=(96, 984), click=True, edit=True, focus=True, rid="input_name")
        buttons(s, "Cancel", "Save")
        return s

    r = Run(main("2:07", "idle"))
    r.click("Record", main("2:07", "rec", "00:01"))
    r.wait(main("2:07", "rec", "00:14"))
    r.click("Pause", main("2:07", "paused", "00:17"))
    r.click("Record", main("2:07", "rec", "00:18"))
    r.click("Stop", main("2:08", "done"))
    r.click("Records", records("2:08", rows))
    r.click("More", popup("2:08"), nth=0)
    r.click("Rename", rename("2:08", "Record-15"))
    r.type("Record-15", "Landlord call notes", rename("2:09", "Landlord call notes"))
    r.click("Save", records("2:09", renamed))
    r.click("Landlord call notes", records("2:09", renamed, ("Landlord call notes", "00:03")))
    put(rs, 20, r)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01_clock_timer, t02_clock_alarm, t03_vlc_battery, t04_settings_bluetooth, t05_contacts_edit,
              t06_contacts_delete, t07_markor_rename, t08_markor_drift, t09_files_rename, t10_files_move,
              t11_broccoli, t12_expense_total, t13_calendar, t14_tasks, t15_joplin, t16_messages, t17_osmand,
              t18_retro_shuffle, t19_gallery_count, t20_audio, t21_expense_edit, t22_settings_about):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
