# ruff: noqa: E501
"""Held-out set 17, android part: 22 AndroidWorld-style trajectories written by an outside author.

Each observation is the full UI element list of the next screen (status bar first), in the
``UI element N: UIElement(...)`` notation; actions are AndroidWorld JSON actions whose ``index``
points into the previous screen's list.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSUI = "com.android.systemui"
El = dict[str, Any]


class BB:
    """A bounding box printed the way AndroidWorld prints it."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x1}, x_max={self.x2}, y_min={self.y1}, y_max={self.y2})"


def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
      rid: str | None = None, *, pkg: str, click: bool = False, edit: bool = False, checked: bool = False,
      focused: bool = False, scroll: bool = False, selected: bool = False, hint: str | None = None) -> El:
    if "." not in cls:
        cls = ("android.view." if cls in ("View", "ViewGroup") else "android.widget.") + cls
    d: El = {"text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BB(*box)}
    if edit:
        d["hint_text"] = hint
    d.update(is_checked=checked, is_clickable=click, is_editable=edit, is_focused=focused, is_scrollable=scroll,
             is_selected=selected, package_name=pkg,
             resource_name=None if rid is None else (rid if ":" in rid else f"{pkg}:id/{rid}"))
    return d


class Traj:
    """One run: a status bar (clock, wifi, battery) on top of each app screen, and the turns so far."""

    def __init__(self, clock: str, batt: int, *, h12: bool = False, charging: bool = False) -> None:
        hh, mm = clock.split(":")
        self.t = int(hh) * 60 + int(mm)
        self.h12, self.batt, self.charging = h12, batt, charging
        self.turns: list[tuple[str, str]] = []
        self.last: list[El] = []
        self.state = ""

    def clock(self) -> str:
        hh, mm = divmod(self.t % 1440, 60)
        if self.h12:
            return f"{(hh - 1) % 12 + 1}:{mm:02d}"
        return f"{hh:02d}:{mm:02d}"

    def bar(self) -> list[El]:
        b = f"Battery charging, {self.batt} percent." if self.charging else f"Battery {self.batt} percent."
        return [E(self.clock(), None, "TextView", (42, 14, 160, 58), "clock", pkg=SYSUI),
                E(None, "Wifi signal full.", "ImageView", (862, 18, 904, 56), "wifi_signal", pkg=SYSUI),
                E(None, b, "LinearLayout", (928, 16, 1044, 58), "battery", pkg=SYSUI)]

    def start(self, els: list[El]) -> None:
        self.last = self.bar() + els
        self.state = ui_elements(self.last)

    def step(self, action: str, els: list[El], dt: int = 0, batt: int | None = None) -> None:
        self.t += dt
        if batt is not None:
            self.batt = batt
        self.last = self.bar() + els
        self.turns.append((action, ui_elements(self.last)))

    def ix(self, s: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.last) if s in (e["text"], e["content_description"])]
        return hits[nth]

    def rx(self, rid: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.last) if (e["resource_name"] or "").endswith("/" + rid)]
        return hits[nth]


def click(i: int) -> str:
    return droid("click", index=i)


def lpress(i: int) -> str:
    return droid("long_press", index=i)


def typ(text: str, i: int) -> str:
    return droid("input_text", text=text, index=i)


BACK = droid("navigate_back")
WAIT = droid("wait")
ENTER = droid("keyboard_enter")


def dialog(pkg: str, title: str | None, body: list[El], buttons: list[str], top: int = 860) -> list[El]:
    """An AlertDialog: title, its body elements, buttons (negative first) in framework ids."""
    a = partial(E, pkg=pkg)
    out = []
    if title is not None:
        out.append(a(title, None, "TextView", (110, top, 970, top + 80), "android:id/alertTitle"))
    out += body
    y = max([e["bbox_pixels"].y2 for e in out] + [top + 80]) + 40
    ids = ["android:id/button2", "android:id/button1"] if len(buttons) == 2 else [f"android:id/button{k + 1}" for k in range(len(buttons))]
    x = 970 - 230 * len(buttons)
    for b, r in zip(buttons, ids):
        out.append(a(b, None, "Button", (x, y, x + 210, y + 110), r, click=True))
        x += 230
    return out


# ---------------------------------------------------------------------------------------------------------------
# Files (DocumentsUI)
# ---------------------------------------------------------------------------------------------------------------

def files_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Files (DocumentsUI) in Downloads: rename scan0041.pdf, delete its duplicate, search "lease" (a second, pre-existing lease file also matches).
    P = "com.google.android.documentsui"
    a = partial(E, pkg=P)
    files = [["scan0041 (1).pdf", "Oct 12", "1.1 MB"], ["scan0041.pdf", "Oct 12", "1.1 MB"],
             ["boarding_pass_LIS.pdf", "Oct 9", "212 kB"], ["IMG_4471.HEIC", "Oct 8", "2.8 MB"],
             ["tenant_handbook_v3.pdf", "Sep 30", "640 kB"], ["zoning_map_ward7.png", "Sep 21", "3.4 MB"],
             ["Garmin_Connect_export.zip", "Sep 14", "18 MB"], ["Lease_addendum_parking.pdf", "Aug 2", "96 kB"]]

    def screen(rows: list[list[str]], sel: str | None = None, query: str | None = None, focused: bool = False) -> list[El]:
        out: list[El] = []
        if sel:
            out += [a(None, "Done", "ImageButton", (0, 74, 147, 221), click=True),
                    a("1 selected", None, "TextView", (189, 112, 560, 184), "action_mode_title"),
                    a(None, "Share", "TextView", (669, 84, 795, 210), "action_menu_share", click=True),
                    a(None, "Delete", "TextView", (795, 84, 921, 210), "action_menu_delete", click=True),
                    a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
        elif query is not None:
            out += [a(None, "Collapse", "ImageButton", (0, 74, 147, 221), click=True),
                    a(query or None, None, "EditText", (168, 100, 900, 195), "search_src_text", edit=True, hint="Search Downloads", focused=focused, click=True)]
            if query:
                out.append(a(None, "Clear query", "ImageView", (921, 84, 1047, 210), "search_close_btn", click=True))
        else:
            out += [a(None, "Show roots", "ImageButton", (0, 74, 147, 221), click=True),
                    a("Downloads", None, "TextView", (189, 112, 600, 184)),
                    a(None, "Search", "TextView", (795, 84, 921, 210), "option_menu_search", click=True),
                    a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
        for k, chip in enumerate(["Images", "Audio", "Videos", "Documents"]):
            out.append(a(chip, None, "com.google.android.material.chip.Chip", (42 + 255 * k, 250, 277 + 255 * k, 350), "search_chip", click=True))
        out.append(a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 390, 1080, 2274), "dir_list", scroll=True))
        y = 410
        for name, date, size in rows:
            out += [a(name, None, "TextView", (189, y + 18, 900, y + 82), "android:id/title", click=True, selected=(name == sel)),
                    a(date, None, "TextView", (189, y + 90, 420, y + 140), "date"),
                    a(size, None, "TextView", (440, y + 90, 640, y + 140), "size")]
            y += 168
        return out

    t = Traj("6:20", 58, h12=True)
    t.start(screen(files))
    t.step(lpress(t.ix("scan0041.pdf")), screen(files, sel="scan0041.pdf"))
    menu = [a(x, None, "TextView", (560, 190 + 126 * k, 1050, 300 + 126 * k), "android:id/title", click=True)
            for k, x in enumerate(["Open with", "Copy to…", "Move to…", "Compress", "Rename", "Get info"])]
    t.step(click(t.ix("More options")), menu)
    t.step(click(t.ix("Rename")), dialog(P, "Rename", [a("scan0041.pdf", None, "EditText", (110, 980, 970, 1090), "android:id/text1", edit=True, focused=True, click=True)], ["Cancel", "OK"]))
    t.step(typ("lease_renewal_2025.pdf", t.ix("scan0041.pdf")),
           dialog(P, "Rename", [a("lease_renewal_2025.pdf", None, "EditText", (110, 980, 970, 1090), "android:id/text1", edit=True, focused=True, click=True)], ["Cancel", "OK"]))
    files[1][0] = "lease_renewal_2025.pdf"
    t.step(click(t.ix("OK")), screen(files), dt=1)
    t.step(lpress(t.ix("scan0041 (1).pdf")), screen(files, sel="scan0041 (1).pdf"))
    t.step(click(t.ix("Delete")), dialog(P, None, [a("Delete “scan0041 (1).pdf”?", None, "TextView", (110, 900, 970, 1010), "android:id/message")], ["Cancel", "OK"]))
    del files[0]
    t.step(click(t.ix("OK")), screen(files))
    t.step(click(t.ix("Search")), screen(files, query="", focused=True), dt=1)
    hits = [f for f in files if "lease" in f[0].lower()]
    t.step(typ("lease", t.rx("search_src_text")), screen(hits, query="lease", focused=True))
    t.step(ENTER, screen(hits, query="lease"))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Clock (deskclock)
# ---------------------------------------------------------------------------------------------------------------

CLOCK = "com.google.android.deskclock"


def clock_tabs(sel: str) -> list[El]:
    a = partial(E, pkg=CLOCK)
    return [a(n, None, "TextView", (22 + 208 * k, 2190, 222 + 208 * k, 2260), "navigation_bar_item_large_label_view" if n == sel else "navigation_bar_item_small_label_view",
              click=True, selected=(n == sel)) for k, n in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])]


def alarm_list(alarms: list[dict[str, Any]]) -> list[El]:
    a = partial(E, pkg=CLOCK)
    out = [a(None, "More options", "ImageView", (948, 84, 1074, 210), click=True),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2160), "alarm_recycler_view", scroll=True)]
    y = 250
    for al in alarms:
        shown = al.get("shown", al["time"])
        if al.get("label") and not al.get("open"):
            out.append(a(al["label"], None, "TextView", (84, y + 6, 600, y + 50), "label"))
        out.append(a(shown, None, "TextView", (84, y + 50, 560, y + 170), "digital_clock", click=True))
        out.append(a(None, "Expand alarm" if not al.get("open") else "Collapse alarm", "ImageButton", (730, y + 70, 850, y + 150), "arrow", click=True))
        out.append(a(None, None, "Switch", (870, y + 80, 1010, y + 150), "onoff", click=True, checked=al["on"]))
        if al.get("open"):
            out += [a("Repeat", None, "CheckBox", (84, y + 190, 420, y + 260), "repeat_onoff", click=True, checked=bool(al.get("repeat"))),
                    a(al.get("label") or "Add label", None, "TextView", (84, y + 280, 996, y + 350), "edit_label", click=True),
                    a(al.get("ring", "Default (Cesium)"), None, "TextView", (84, y + 370, 700, y + 440), "choose_ringtone", click=True),
                    a("Vibrate", None, "CheckBox", (84, y + 460, 420, y + 530), "vibrate_onoff", click=True, checked=True),
                    a("Delete", None, "Button", (84, y + 550, 360, y + 630), "delete", click=True)]
            y += 650
        else:
            out.append(a(al["days"], None, "TextView", (84, y + 176, 720, y + 230), "days_of_week"))
            y += 270
    out.append(a(None, "Add alarm", "ImageButton", (456, 1980, 624, 2148), "fab", click=True))
    return out + clock_tabs("Alarm")


def clock_alarm_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Clock: the new alarm is set to 6:45 AM (T6, T9 show 6:45 AM); at T10 (only the 7:30 alarm's switch was tapped) the new alarm's time reads 6:54 AM.
    a = partial(E, pkg=CLOCK)
    alarms: list[dict[str, Any]] = [
        {"time": "7:30 AM", "days": "Mon, Tue, Wed, Thu, Fri", "on": True, "repeat": True},
        {"time": "9:00 AM", "days": "Sat, Sun", "on": False, "repeat": True, "label": "Long run"}]
    t = Traj("4:12", 81, h12=True)
    t.start(alarm_list(alarms))

    def picker(h: str, m: str, am: bool) -> list[El]:
        out = [a("Select time", None, "TextView", (110, 560, 700, 620), "header_title"),
               a(h, f"{h} o'clock", "com.google.android.material.chip.Chip", (150, 660, 420, 860), "material_hour_tv", click=True, checked=True),
               a(":", None, "TextView", (430, 680, 500, 840)),
               a(m, f"{m} minutes", "com.google.android.material.chip.Chip", (510, 660, 780, 860), "material_minute_tv", click=True),
               a("AM", None, "Button", (820, 660, 960, 760), "material_clock_period_am_button", click=True, checked=am),
               a("PM", None, "Button", (820, 760, 960, 860), "material_clock_period_pm_button", click=True, checked=not am)]
        for k, n in enumerate(["12", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]):
            out.append(a(n, f"{n} o'clock", "TextView", (480 + (k % 4) * 20, 960 + k * 40, 600 + (k % 4) * 20, 1000 + k * 40), click=True, selected=(n == h)))
        out += [a(None, "Switch to text input mode for the time input.", "ImageButton", (110, 1560, 236, 1686), "material_timepicker_mode_button", click=True),
                a("Cancel", None, "Button", (560, 1580, 760, 1680), "material_timepicker_cancel_button", click=True),
                a("OK", None, "Button", (780, 1580, 970, 1680), "material_timepicker_ok_button", click=True)]
        return out

    def textmode(h: str, m: str, am: bool, focus: str = "h") -> list[El]:
        return [a("Enter time", None, "TextView", (110, 760, 700, 820), "header_title"),
                a(h, None, "EditText", (150, 860, 420, 1040), "material_hour_text_input", edit=True, click=True, focused=(focus == "h"), hint="Hour"),
                a(":", None, "TextView", (430, 880, 500, 1020)),
                a(m, None, "EditText", (510, 860, 780, 1040), "material_minute_text_input", edit=True, click=True, focused=(focus == "m"), hint="Minute"),
                a("AM", None, "Button", (820, 860, 960, 950), "material_clock_period_am_button", click=True, checked=am),
                a("PM", None, "Button", (820, 950, 960, 1040), "material_clock_period_pm_button", click=True, checked=not am),
                a(None, "Switch to clock mode for the time input.", "ImageButton", (110, 1160, 236, 1286), "material_timepicker_mode_button", click=True),
                a("Cancel", None, "Button", (560, 1180, 760, 1280), "material_timepicker_cancel_button", click=True),
                a("OK", None, "Button", (780, 1180, 970, 1280), "material_timepicker_ok_button", click=True)]

    t.step(click(t.ix("Add alarm")), picker("4", "12", False))
    t.step(click(t.ix("Switch to text input mode for the time input.")), textmode("4", "12", False))
    t.step(typ("6", t.rx("material_hour_text_input")), textmode("6", "12", False))
    t.step(typ("45", t.rx("material_minute_text_input")), textmode("6", "45", False, focus="m"))
    t.step(click(t.ix("AM")), textmode("6", "45", True, focus="m"), dt=1)
    alarms.insert(0, {"time": "6:45 AM", "days": "Tomorrow", "on": True, "open": True})
    t.step(click(t.ix("OK")), alarm_list(alarms) + [a("Alarm set for 14 hours and 32 minutes from now.", None, "Toast", (180, 1820, 900, 1920), "android:id/message")])
    lab = [a(None, None, "EditText", (110, 960, 970, 1070), "label_input_field", edit=True, focused=True, click=True, hint="Label")]
    t.step(click(t.ix("Add label")), dialog(CLOCK, "Label", lab, ["Cancel", "OK"]))
    lab = [a("Pool", None, "EditText", (110, 960, 970, 1070), "label_input_field", edit=True, focused=True, click=True, hint="Label")]
    t.step(typ("Pool", t.rx("label_input_field")), dialog(CLOCK, "Label", lab, ["Cancel", "OK"]))
    alarms[0]["label"] = "Pool"
    t.step(click(t.ix("OK")), alarm_list(alarms), dt=1)
    sw = t.rx("onoff", 1)
    alarms[1]["on"] = False
    alarms[0]["shown"] = "6:54 AM"
    t.step(click(sw), alarm_list(alarms))
    return t, True, 10, "alarm time the agent set (6:45 AM) reads back as 6:54 AM in the alarm list"


def clock_timer_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Clock timer: type 12 minutes, start, +1:00 (remaining goes up by the agent's action), pause, wait (frozen), resume.
    a = partial(E, pkg=CLOCK)
    alarms = [{"time": "6:10 AM", "days": "Mon, Tue, Wed, Thu, Fri", "on": True, "repeat": True},
              {"time": "8:00 AM", "days": "Sat", "on": True, "repeat": True, "label": "Farmers market"}]
    t = Traj("7:18", 66, h12=True)
    t.start(alarm_list(alarms))

    def setup(digits: str) -> list[El]:
        d = digits.rjust(6, "0")
        txt = f"{d[0:2]}h {d[2:4]}m {d[4:6]}s"
        out = [a(None, "More options", "ImageView", (948, 84, 1074, 210), click=True),
               a(txt, None, "TextView", (140, 330, 940, 520), "timer_setup_time")]
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
        for k, n in enumerate(keys):
            col, row = (k % 3, k // 3)
            out.append(a(n, None, "Button", (150 + 270 * col, 700 + 250 * row, 390 + 270 * col, 920 + 250 * row), f"timer_setup_digit_{n}", click=True))
        out.append(a(None, "Delete", "ImageButton", (690, 1450, 930, 1670), "timer_setup_delete", click=bool(digits)))
        if digits:
            out.append(a(None, "Start", "ImageButton", (456, 1980, 624, 2148), "fab", click=True))
        return out + clock_tabs("Timer")

    def running(rem: str, paused: bool) -> list[El]:
        out = [a(None, "More options", "ImageView", (948, 84, 1074, 210), click=True),
               a("Add label", None, "TextView", (330, 300, 750, 370), "timer_label", click=True),
               a(rem, None, "TextView", (290, 700, 790, 900), "timer_time_text"),
               a(None, "Delete", "ImageButton", (150, 1500, 300, 1650), "delete", click=True)]
        if paused:
            out.append(a("Reset", None, "Button", (780, 1520, 980, 1630), "reset", click=True))
        else:
            out.append(a("+1:00", None, "Button", (780, 1520, 980, 1630), "reset_add", click=True))
        out += [a(None, "Add timer", "ImageButton", (840, 1990, 990, 2140), "left_button", click=True),
                a(None, "Start" if paused else "Pause", "ImageButton", (456, 1980, 624, 2148), "fab", click=True)]
        return out + clock_tabs("Timer")

    t.step(click(t.ix("Timer")), setup(""))
    t.step(click(t.ix("1")), setup("1"))
    t.step(click(t.ix("2")), setup("12"))
    t.step(click(t.ix("0")), setup("120"))
    t.step(click(t.ix("0")), setup("1200"))
    t.step(click(t.ix("Start")), running("11:59", False), dt=1)
    t.step(click(t.ix("+1:00")), running("12:52", False))
    t.step(click(t.ix("Pause")), running("12:46", True))
    t.step(WAIT, running("12:46", True), dt=1)
    t.step(click(t.ix("Start")), running("12:45", False))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Markor
# ---------------------------------------------------------------------------------------------------------------

MARKOR = "net.gsantner.markor"


def markor_tabs(sel: str) -> list[El]:
    a = partial(E, pkg=MARKOR)
    return [a(n, None, "TextView", (20 + 262 * k, 2200, 270 + 262 * k, 2260), "navigation_bar_item_small_label_view", click=True, selected=(n == sel))
            for k, n in enumerate(["Notebook", "To-Do", "QuickNote", "More"])]


def markor_list(entries: list[tuple[str, str]], sel: str | None = None) -> list[El]:
    """Notebook file browser: folders first, then files by name (case-insensitive); each with its modification date."""
    a = partial(E, pkg=MARKOR)
    if sel:
        out = [a(None, "Done", "ImageButton", (0, 74, 147, 221), click=True),
               a("1 selected", None, "TextView", (189, 112, 520, 184), "action_mode_title"),
               a(None, "Share", "TextView", (543, 84, 669, 210), "action_share", click=True),
               a(None, "Delete", "TextView", (669, 84, 795, 210), "action_delete_selected_items", click=True),
               a(None, "Rename", "TextView", (795, 84, 921, 210), "action_rename_selected_item", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
    else:
        out = [a("Markor", None, "TextView", (63, 112, 500, 184), "toolbar_title"),
               a(None, "Search", "TextView", (669, 84, 795, 210), "action_search", click=True),
               a(None, "Sort by", "TextView", (795, 84, 921, 210), "action_sort", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
    out.append(a("/storage/emulated/0/Documents/markor", None, "TextView", (42, 236, 1038, 290), "ui__filesystem_dialog__current_folder"))
    out.append(a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 300, 1080, 2170), "ui__filesystem_dialog__recycler_view", scroll=True))
    y = 310
    for name, date in entries:
        out += [a(name, None, "TextView", (189, y + 16, 1000, y + 80), "ui__filesystem_item__title", click=True, selected=(name == sel)),
                a(date, None, "TextView", (189, y + 84, 800, y + 130), "ui__filesystem_item__description")]
        y += 150
    if not sel:
        out.append(a(None, "Create a new file or folder", "ImageButton", (864, 1960, 1032, 2128), "fab_add_new_item", click=True))
    return out + markor_tabs("Notebook")


def markor_sorted(entries: list[tuple[str, str]], folders: set[str]) -> list[tuple[str, str]]:
    return sorted(entries, key=lambda e: (e[0] not in folders, e[0].lower()))


def markor_editor(title: str, text: str | None, *, focused: bool = True) -> list[El]:
    a = partial(E, pkg=MARKOR)
    out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
           a(title, None, "TextView", (189, 112, 560, 184), "toolbar_title"),
           a(None, "Undo", "TextView", (543, 84, 669, 210), "action_undo", click=True),
           a(None, "Redo", "TextView", (669, 84, 795, 210), "action_redo", click=True),
           a(None, "Switch to view mode", "TextView", (795, 84, 921, 210), "action_preview", click=True),
           a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
           a(text, None, "EditText", (0, 231, 1080, 2040), "document__fragment__edit__highlighting_editor", edit=True, click=True, focused=focused, scroll=True,
             hint="Start writing here…")]
    for k, d in enumerate(["Header", "Bold", "Italic", "Unordered list", "Checkbox", "Insert link", "Insert image"]):
        out.append(a(None, d, "ImageView", (10 + 150 * k, 2060, 150 + 150 * k, 2180), "document__fragment__edit__textactions_bar_item", click=True))
    return out


def markor_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Markor: create kayak_checklist.md (new file sorts in among the others, today's date), view it, then rename kayak_rentals.md (keeps its date).
    a = partial(E, pkg=MARKOR)
    folders = {"archive", "recipes"}
    ents = [("archive", "Sep 2, 2025"), ("recipes", "Oct 5, 2025"), ("budget_q3.md", "Sep 28, 2025"), ("kayak_rentals.md", "Aug 17, 2025"),
            ("packing_lisbon.txt", "Oct 3, 2025"), ("QuickNote.md", "Oct 12, 2025"), ("reading_log.md", "Oct 9, 2025"), ("todo.txt", "Oct 13, 2025")]
    t = Traj("19:52", 47)
    t.start(markor_list(ents))

    def newfile(name: str | None) -> list[El]:
        body = [a(name, None, "EditText", (110, 700, 970, 810), "new_file_dialog__name", edit=True, focused=True, click=True, hint="Name"),
                a("Markdown", None, "Spinner", (110, 840, 970, 940), "new_file_dialog__type", click=True),
                a("Empty file", None, "Spinner", (110, 960, 970, 1060), "new_file_dialog__template", click=True)]
        return dialog(MARKOR, "New file", body, ["Folder", "Cancel", "OK"], top=600)

    t.step(click(t.ix("Create a new file or folder")), newfile(None))
    t.step(typ("kayak_checklist", t.rx("new_file_dialog__name")), newfile("kayak_checklist"))
    t.step(click(t.ix("OK")), markor_editor("kayak_checklist", None))
    body = "# Kayak checklist\n- spray skirt\n- bilge pump\n- paddle float\n- tow line"
    t.step(typ(body, t.rx("document__fragment__edit__highlighting_editor")), markor_editor("kayak_checklist", body), dt=1)
    ents = markor_sorted(ents + [("kayak_checklist.md", "Oct 13, 2025")], folders)
    t.step(BACK, markor_list(ents))
    t.step(click(t.ix("kayak_checklist.md")), markor_editor("kayak_checklist", body, focused=False))
    view = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
            a("kayak_checklist", None, "TextView", (189, 112, 560, 184), "toolbar_title"),
            a(None, "Switch to edit mode", "TextView", (795, 84, 921, 210), "action_preview", click=True),
            a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
            a(None, None, "android.webkit.WebView", (0, 231, 1080, 2180), "document__fragment_view_webview", scroll=True),
            a("Kayak checklist", None, "TextView", (42, 270, 1038, 360)),
            a("spray skirt", None, "TextView", (100, 400, 1038, 460)),
            a("bilge pump", None, "TextView", (100, 470, 1038, 530)),
            a("paddle float", None, "TextView", (100, 540, 1038, 600)),
            a("tow line", None, "TextView", (100, 610, 1038, 670))]
    t.step(click(t.ix("Switch to view mode")), view)
    t.step(BACK, markor_list(ents), dt=1)
    t.step(lpress(t.ix("kayak_rentals.md")), markor_list(ents, sel="kayak_rentals.md"))
    rn = [a("kayak_rentals.md", None, "EditText", (110, 980, 970, 1090), "ui__filesystem_dialog__name", edit=True, focused=True, click=True)]
    t.step(click(t.ix("Rename")), dialog(MARKOR, "Rename", rn, ["Cancel", "OK"]))
    rn = [a("kayak_rentals_2024.md", None, "EditText", (110, 980, 970, 1090), "ui__filesystem_dialog__name", edit=True, focused=True, click=True)]
    t.step(typ("kayak_rentals_2024.md", t.rx("ui__filesystem_dialog__name")), dialog(MARKOR, "Rename", rn, ["Cancel", "OK"]))
    ents = markor_sorted([("kayak_rentals_2024.md", d) if n == "kayak_rentals.md" else (n, d) for n, d in ents], folders)
    t.step(click(t.ix("OK")), markor_list(ents))
    return t, False, None, "clean"


def markor_rename_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Markor: meeting-notes-0912.md is renamed to standup_2025-09-12.md (T4, T6 list it so); at T9, back on the Notebook tab, the list shows meeting-notes-0912.md again in its old place and no standup file.
    a = partial(E, pkg=MARKOR)
    folders = {"attachments", "journal"}
    ents = markor_sorted([("attachments", "Jul 30, 2025"), ("journal", "Oct 13, 2025"), ("bike_fit_numbers.md", "Oct 2, 2025"),
                          ("grant_draft_v2.md", "Oct 10, 2025"), ("meeting-notes-0912.md", "Sep 12, 2025"), ("QuickNote.md", "Oct 13, 2025"),
                          ("reading_list.txt", "Sep 28, 2025"), ("todo.txt", "Oct 13, 2025")], folders)
    old = list(ents)
    t = Traj("09:26", 88)
    t.start(markor_list(ents))
    t.step(lpress(t.ix("meeting-notes-0912.md")), markor_list(ents, sel="meeting-notes-0912.md"))
    rn = [a("meeting-notes-0912.md", None, "EditText", (110, 980, 970, 1090), "ui__filesystem_dialog__name", edit=True, focused=True, click=True)]
    t.step(click(t.ix("Rename")), dialog(MARKOR, "Rename", rn, ["Cancel", "OK"]))
    rn = [a("standup_2025-09-12.md", None, "EditText", (110, 980, 970, 1090), "ui__filesystem_dialog__name", edit=True, focused=True, click=True)]
    t.step(typ("standup_2025-09-12.md", t.rx("ui__filesystem_dialog__name")), dialog(MARKOR, "Rename", rn, ["Cancel", "OK"]))
    ents = markor_sorted([("standup_2025-09-12.md", d) if n == "meeting-notes-0912.md" else (n, d) for n, d in ents], folders)
    t.step(click(t.ix("OK")), markor_list(ents))
    body = "# Standup 12 Sep\n- Ana: migration script done, needs review\n- Felix: blocked on VPN cert renewal\n- Me: review PR #418, pair with Ana Thu\n\nNext: move standup to 9:45 from 15 Sep"
    t.step(click(t.ix("standup_2025-09-12.md")), markor_editor("standup_2025-09-12", body, focused=False), dt=1)
    t.step(BACK, markor_list(ents))
    todo = "(A) Call landlord re: radiator @home\nx 2025-10-12 Submit expense report +work\nRenew passport photos +admin due:2025-10-20\n(B) Book bike fit follow-up"
    t.step(click(t.ix("To-Do")), markor_editor("todo", todo, focused=False) + markor_tabs("To-Do"), dt=1)
    qn = "# QuickNote\n\nwifi at the co-op: Kestrel-5G / pw on fridge\nparcel locker code 552918"
    t.step(click(t.ix("QuickNote")), markor_editor("QuickNote", qn, focused=False) + markor_tabs("QuickNote"))
    t.step(click(t.ix("Notebook")), markor_list(old))
    return t, True, 9, "renamed file listed again under its old name (meeting-notes-0912.md) in the Notebook list"


# ---------------------------------------------------------------------------------------------------------------
# Contacts
# ---------------------------------------------------------------------------------------------------------------

def contacts_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Contacts: create Ilse Brandvold (next to the existing Ilse Brand), change her number by editing, search "Ilse" (both Ilses match).
    P = "com.google.android.contacts"
    a = partial(E, pkg=P)
    names = ["Aurelio Pantoja", "Bea Kowalczyk", "Dmitri Salo", "Ilse Brand", "Jonah Wexler", "Kaori Ueda", "Lior Amsalem",
             "Marisol Quiroga", "Nnamdi Eze", "Oskar Lindqvist", "Pilar Ferrán"]

    def listing(ns: list[str]) -> list[El]:
        out = [a(None, "Open navigation drawer", "ImageButton", (21, 100, 147, 226), click=True),
               a("Search contacts", None, "TextView", (168, 120, 850, 206), "open_search_bar_text_view", click=True),
               a(None, "Account: ingrid.haug.92@gmail.com", "ImageView", (900, 105, 1020, 225), click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 260, 1080, 2274), "contact_list", scroll=True)]
        y, letter = 280, ""
        for n in ns:
            if n[0] != letter:
                letter = n[0]
                out.append(a(letter, None, "TextView", (42, y + 40, 120, y + 110), "section_header"))
            out.append(a(n, None, "TextView", (220, y + 40, 1000, y + 110), "cliv_name_textview", click=True))
            y += 150
        out.append(a(None, "Create contact", "ImageButton", (864, 1960, 1032, 2128), "floating_action_button", click=True))
        return out

    def form(title: str, first: str | None, last: str | None, phone: str | None, focus: str) -> list[El]:
        return [a(None, "Cancel", "ImageButton", (0, 74, 147, 221), click=True),
                a(title, None, "TextView", (189, 112, 640, 184)),
                a("Save", None, "Button", (840, 100, 1040, 195), "editor_menu_save_button", click=True),
                a("Saving to Device", None, "TextView", (220, 300, 900, 360), "account_type"),
                a(None, "Add contact photo", "ImageView", (420, 400, 660, 640), "photo_touch_intercept_overlay", click=True),
                a(first, None, "EditText", (189, 700, 1040, 820), edit=True, click=True, focused=(focus == "first"), hint="First name"),
                a(last, None, "EditText", (189, 850, 1040, 970), edit=True, click=True, focused=(focus == "last"), hint="Last name"),
                a(None, None, "EditText", (189, 1000, 1040, 1120), edit=True, click=True, hint="Company"),
                a(phone, None, "EditText", (189, 1180, 760, 1300), edit=True, click=True, focused=(focus == "phone"), hint="Phone"),
                a("Mobile", None, "Spinner", (780, 1180, 1040, 1300), "spinner", click=True),
                a(None, None, "EditText", (189, 1360, 760, 1480), edit=True, click=True, hint="Email"),
                a("Home", None, "Spinner", (780, 1360, 1040, 1480), "spinner", click=True),
                a("More fields", None, "Button", (189, 1560, 560, 1660), "more_fields", click=True)]

    def detail(phone: str) -> list[El]:
        return [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
                a(None, "Add to favorites", "TextView", (669, 84, 795, 210), "menu_star", click=True),
                a(None, "Edit contact", "TextView", (795, 84, 921, 210), "menu_edit", click=True),
                a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
                a(None, "Contact photo", "ImageView", (420, 260, 660, 500), "photo"),
                a("Ilse Brandvold", None, "TextView", (100, 540, 980, 640), "large_title"),
                a("Call", None, "Button", (90, 720, 300, 860), click=True),
                a("Text", None, "Button", (320, 720, 530, 860), click=True),
                a("Video", None, "Button", (550, 720, 760, 860), click=True),
                a("Email", None, "Button", (780, 720, 990, 860), click=False),
                a("Contact info", None, "TextView", (63, 960, 600, 1030), "header"),
                a(phone, None, "TextView", (189, 1070, 900, 1140), "header", click=True),
                a("Mobile", None, "TextView", (189, 1140, 600, 1190), "sub_header"),
                a(None, "Video call", "ImageView", (780, 1075, 900, 1185), "third_icon", click=True),
                a(None, "Send SMS", "ImageView", (920, 1075, 1040, 1185), "second_icon", click=True)]

    t = Traj("11:03", 93)
    t.start(listing(names))
    t.step(click(t.ix("Create contact")), form("Create contact", None, None, None, "first"))
    t.step(typ("Ilse", 8), form("Create contact", "Ilse", None, None, "first"))
    t.step(typ("Brandvold", 9), form("Create contact", "Ilse", "Brandvold", None, "last"))
    t.step(typ("+47 912 48 306", 11), form("Create contact", "Ilse", "Brandvold", "+47 912 48 306", "phone"), dt=1)
    t.step(click(t.ix("Save")), detail("+47 912 48 306"))
    t.step(click(t.ix("Edit contact")), form("Edit contact", "Ilse", "Brandvold", "+47 912 48 306", "none"))
    t.step(typ("+47 913 05 772", 11), form("Edit contact", "Ilse", "Brandvold", "+47 913 05 772", "phone"), dt=1)
    t.step(click(t.ix("Save")), detail("+47 913 05 772"))
    names2 = sorted(names + ["Ilse Brandvold"])
    t.step(BACK, listing(names2))
    srch = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
            a(None, None, "EditText", (168, 100, 900, 195), "search_view", edit=True, focused=True, click=True, hint="Search contacts")]
    t.step(click(t.ix("Search contacts")), srch, dt=1)
    res = [srch[0], a("Ilse", None, "EditText", (168, 100, 900, 195), "search_view", edit=True, focused=True, click=True, hint="Search contacts"),
           a(None, "Clear search", "ImageButton", (921, 84, 1047, 210), click=True),
           a("Contacts", None, "TextView", (42, 260, 500, 320), "section_header"),
           a("Ilse Brand", None, "TextView", (220, 360, 1000, 430), "cliv_name_textview", click=True),
           a("Ilse Brandvold", None, "TextView", (220, 510, 1000, 580), "cliv_name_textview", click=True)]
    t.step(typ("Ilse", t.rx("search_view")), res)
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Simple SMS Messenger
# ---------------------------------------------------------------------------------------------------------------

SMS = "com.simplemobiletools.smsmessenger"


def sms_list(convs: list[tuple[str, str, str, bool]]) -> list[El]:
    a = partial(E, pkg=SMS)
    out = [a(None, None, "EditText", (42, 90, 880, 200), "top_toolbar_search", edit=True, click=True, hint="Search"),
           a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2274), "conversations_list", scroll=True)]
    y = 240
    for name, snippet, date, unread in convs:
        out += [a(name, None, "TextView", (200, y + 20, 820, y + 80), "conversation_address", click=True, selected=unread),
                a(snippet, None, "TextView", (200, y + 86, 1000, y + 140), "conversation_body_short"),
                a(date, None, "TextView", (840, y + 20, 1040, y + 70), "conversation_date")]
        y += 180
    out.append(a(None, "New conversation", "ImageButton", (864, 1960, 1032, 2128), "conversations_fab", click=True))
    return out


def sms_thread(name: str, msgs: list[tuple[str, str]], draft: str | None = None, focus: bool = False) -> list[El]:
    """msgs: ('date', label) for a date header, ('in'/'out', text) for a message."""
    a = partial(E, pkg=SMS)
    out = [a(None, "Back", "ImageButton", (0, 74, 147, 221), click=True),
           a(name, None, "TextView", (189, 112, 700, 184), "thread_toolbar_title"),
           a(None, "Dial number", "TextView", (795, 84, 921, 210), "dial", click=True),
           a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2030), "thread_messages_list", scroll=True)]
    y = 2000 - 150 * len(msgs)
    for kind, text in msgs:
        if kind == "date":
            out.append(a(text, None, "TextView", (340, y + 40, 740, y + 100), "thread_date_time"))
        else:
            x1, x2 = (42, 800) if kind == "in" else (280, 1038)
            out.append(a(text, None, "TextView", (x1, y + 20, x2, y + 130), "thread_message_body", click=True))
        y += 150
    out += [a(None, "Attachment", "ImageView", (20, 2080, 130, 2190), "thread_add_attachment", click=True),
            a(draft, None, "EditText", (150, 2070, 900, 2200), "thread_type_message", edit=True, click=True, focused=focus, hint="Type a message…"),
            a(None, "Send", "ImageView", (920, 2080, 1040, 2190), "thread_send_message", click=bool(draft))]
    return out


def sms_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Simple SMS: Conversation details shows Tomasz's number +1 415-555-0193 at T3; after replying, the same details screen (T9) shows +1 415-555-0139.
    a = partial(E, pkg=SMS)
    convs = [("Tomasz Wiśniewski", "Table's at Lotus Garden, 12:30?", "11:52", True),
             ("+1 628-555-0147", "Your verification code is 448213. Do not share it.", "11:05", False),
             ("Priya Nair", "see you sunday!", "Oct 12", False),
             ("Dad", "Did the boiler guy come?", "Oct 10", False),
             ("Bright Smile Dental", "Reminder: appt Wed 15 Oct 10:40. Reply C to confirm", "Oct 9", False)]
    msgs = [("date", "Oct 12, 21:14"), ("in", "Still on for lunch tomorrow?"), ("out", "Yes! Where?"),
            ("date", "11:52"), ("in", "Table's at Lotus Garden, 12:30?")]
    t = Traj("11:53", 71)
    t.start(sms_list(convs))
    t.step(click(t.ix("Tomasz Wiśniewski")), sms_thread("Tomasz Wiśniewski", msgs))
    menu = [a(x, None, "TextView", (560, 190 + 126 * k, 1050, 300 + 126 * k), "android:id/title", click=True)
            for k, x in enumerate(["Conversation details", "Archive", "Block number", "Mark as unread", "Create shortcut"])]

    def details(number: str) -> list[El]:
        return [a(None, "Back", "ImageButton", (0, 74, 147, 221), click=True),
                a("Conversation details", None, "TextView", (189, 112, 800, 184)),
                a("Conversation name", None, "TextView", (63, 280, 800, 340), "conversation_name_heading"),
                a("Tomasz Wiśniewski", None, "TextView", (63, 350, 1000, 420), "conversation_name", click=True),
                a("Members", None, "TextView", (63, 500, 800, 560), "members_heading"),
                a(None, "Contact photo", "ImageView", (63, 600, 183, 720), "item_contact_image"),
                a("Tomasz Wiśniewski", None, "TextView", (220, 600, 1000, 660), "item_contact_name", click=True),
                a(number, None, "TextView", (220, 665, 1000, 720), "item_contact_number")]

    t.step(click(t.ix("More options")), menu)
    t.step(click(t.ix("Conversation details")), details("+1 415-555-0193"))
    t.step(BACK, sms_thread("Tomasz Wiśniewski", msgs))
    t.step(click(t.rx("thread_type_message")), sms_thread("Tomasz Wiśniewski", msgs, focus=True), dt=1)
    txt = "Running 10 min late, order me the soup please"
    t.step(typ(txt, t.rx("thread_type_message")), sms_thread("Tomasz Wiśniewski", msgs, draft=txt, focus=True), dt=1)
    msgs = msgs + [("date", "11:55"), ("out", txt)]
    t.step(click(t.ix("Send")), sms_thread("Tomasz Wiśniewski", msgs, focus=True))
    t.step(click(t.ix("More options")), menu)
    t.step(click(t.ix("Conversation details")), details("+1 415-555-0139"))
    t.step(BACK, sms_thread("Tomasz Wiśniewski", msgs), dt=1)
    return t, True, 9, "phone number of the conversation member differs between two Conversation details views"


def sms_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Simple SMS: reply to Hamid and to Ruth; Ruth answers; threads move to the top with new snippets/times, unread cleared.
    convs = [("Hamid Qureshi", "Parcel's in the porch, behind the bins", "09:02", True),
             ("Bright Smile Dental", "Reminder: appt Wed 15 Oct 10:40. Reply C to confirm", "Oct 12", False),
             ("Ruth Adeyemi", "thanks!! 🙏", "Oct 11", False),
             ("+44 7700 900418", "Your table for 2 at Brasa is confirmed for Fri 17 Oct 19:30", "Oct 9", False)]
    hamid = [("date", "Oct 8, 17:40"), ("out", "Can you take in a parcel for me Monday?"), ("in", "Sure, I'm home all day"),
             ("date", "09:02"), ("in", "Parcel's in the porch, behind the bins")]
    ruth = [("date", "Oct 11, 20:05"), ("out", "Left the ladder key under the blue pot"), ("in", "thanks!! 🙏")]
    t = Traj("09:10", 64)
    t.start(sms_list(convs))
    t.step(click(t.ix("Hamid Qureshi")), sms_thread("Hamid Qureshi", hamid))
    m1 = "Thanks! Gate code is 4471# if you need it"
    t.step(typ(m1, t.rx("thread_type_message")), sms_thread("Hamid Qureshi", hamid, draft=m1, focus=True), dt=1)
    hamid = hamid + [("date", "09:11"), ("out", m1)]
    t.step(click(t.ix("Send")), sms_thread("Hamid Qureshi", hamid, focus=True))
    convs = [("Hamid Qureshi", m1, "09:11", False)] + [c for c in convs if c[0] != "Hamid Qureshi"]
    t.step(BACK, sms_list(convs), dt=1)
    t.step(click(t.ix("Ruth Adeyemi")), sms_thread("Ruth Adeyemi", ruth))
    m2 = "Gate code is 4471# - see you at 6"
    t.step(typ(m2, t.rx("thread_type_message")), sms_thread("Ruth Adeyemi", ruth, draft=m2, focus=True))
    ruth = ruth + [("date", "09:12"), ("out", m2)]
    t.step(click(t.ix("Send")), sms_thread("Ruth Adeyemi", ruth, focus=True))
    ruth = ruth + [("date", "09:13"), ("in", "perfect, bringing the ladder")]
    t.step(WAIT, sms_thread("Ruth Adeyemi", ruth, focus=True), dt=1)
    convs = [("Ruth Adeyemi", "perfect, bringing the ladder", "09:13", False)] + [c for c in convs if c[0] != "Ruth Adeyemi"]
    t.step(BACK, sms_list(convs))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Simple Gallery Pro
# ---------------------------------------------------------------------------------------------------------------

def gallery_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Simple Gallery: two Camera photos are moved to the Recycle Bin (T5 grid lacks both, T6 Camera 36 + Recycle Bin 2); at T9 the Camera grid shows IMG_20250902_181547.jpg again.
    P = "com.simplemobiletools.gallery.pro"
    a = partial(E, pkg=P)
    albums = [("Camera", "38"), ("WhatsApp Images", "104"), ("Screenshots", "12"), ("Receipts", "9"), ("Download", "5")]
    cam = ["IMG_20250903_080211.jpg", "IMG_20250902_181551.jpg", "IMG_20250902_181547.jpg", "IMG_20250902_181544.jpg",
           "IMG_20250902_181540.jpg", "IMG_20250901_193012.jpg", "IMG_20250901_192958.jpg", "VID_20250831_141120.mp4",
           "IMG_20250831_140702.jpg", "IMG_20250830_092233.jpg", "IMG_20250829_205514.jpg", "IMG_20250829_205509.jpg",
           "IMG_20250828_170047.jpg", "IMG_20250827_113301.jpg", "IMG_20250826_083915.jpg", "IMG_20250826_083902.jpg",
           "IMG_20250825_190418.jpg", "IMG_20250824_162730.jpg"]
    shots = ["Screenshot_20251011-221503_Maps.png", "Screenshot_20251011-090144_Chrome.png", "Screenshot_20251009-183310_Photos.png",
             "Screenshot_20251007-124501_Gmail.png", "Screenshot_20251004-200019_Maps.png", "Screenshot_20250930-081245_Wallet.png",
             "Screenshot_20250928-154402_Chrome.png", "Screenshot_20250925-110930_Settings.png", "Screenshot_20250921-193015_YouTube.png",
             "Screenshot_20250919-072201_Clock.png", "Screenshot_20250915-141140_Chrome.png", "Screenshot_20250912-220512_Messages.png"]

    def album_screen(al: list[tuple[str, str]]) -> list[El]:
        out = [a(None, None, "EditText", (42, 90, 750, 200), "top_toolbar_search", edit=True, click=True, hint="Search in folders"),
               a(None, "Change view type", "TextView", (795, 84, 921, 210), "change_view_type", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2274), "directories_grid", scroll=True)]
        for k, (name, cnt) in enumerate(al):
            x, y = 20 + (k % 2) * 530, 250 + (k // 2) * 560
            out += [a(None, name, "ImageView", (x, y, x + 510, y + 440), "dir_thumbnail", click=True),
                    a(name, None, "TextView", (x + 20, y + 450, x + 400, y + 500), "dir_name"),
                    a(cnt, None, "TextView", (x + 400, y + 450, x + 490, y + 500), "photo_cnt")]
        return out

    def grid(title: str, items: list[str], sel: list[str] | None = None, total: int = 0) -> list[El]:
        if sel:
            out = [a(None, "Done", "ImageButton", (0, 74, 147, 221), click=True),
                   a(f"{len(sel)} / {total}", None, "TextView", (189, 112, 500, 184), "action_mode_title"),
                   a(None, "Share", "TextView", (543, 84, 669, 210), "cab_share", click=True),
                   a(None, "Delete", "TextView", (669, 84, 795, 210), "cab_delete", click=True),
                   a(None, "Select all", "TextView", (795, 84, 921, 210), "cab_select_all", click=True),
                   a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
        else:
            out = [a(None, "Back", "ImageButton", (0, 74, 147, 221), click=True),
                   a(title, None, "TextView", (189, 112, 600, 184), "media_toolbar_title"),
                   a(None, "Sort by", "TextView", (669, 84, 795, 210), "sort", click=True),
                   a(None, "Change view type", "TextView", (795, 84, 921, 210), "toggle_filename", click=True),
                   a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
        out.append(a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2274), "media_grid", scroll=True))
        for k, f in enumerate(items[:15]):
            x, y = 6 + (k % 3) * 358, 236 + (k // 3) * 400
            on = bool(sel) and f in (sel or [])
            out.append(a(f, None, "TextView", (x, y + 300, x + 352, y + 390), "medium_name", click=True, checked=on, selected=on))
        return out

    t = Traj("20:31", 52)
    t.start(album_screen(albums))
    t.step(click(t.ix("Camera")), grid("Camera", cam))
    t.step(lpress(t.ix("IMG_20250902_181544.jpg")), grid("Camera", cam, ["IMG_20250902_181544.jpg"], 38))
    t.step(click(t.ix("IMG_20250902_181547.jpg")), grid("Camera", cam, ["IMG_20250902_181544.jpg", "IMG_20250902_181547.jpg"], 38))
    body = [a("Move 2 items into the Recycle Bin?", None, "TextView", (110, 900, 970, 1010), "confirm_delete_message"),
            a("Delete permanently instead", None, "CheckBox", (110, 1030, 970, 1110), "skip_the_recycle_bin_checkbox", click=True)]
    t.step(click(t.ix("Delete")), dialog(P, None, body, ["No", "Yes"]))
    kept = [f for f in cam if f not in ("IMG_20250902_181544.jpg", "IMG_20250902_181547.jpg")]
    t.step(click(t.ix("Yes")), grid("Camera", kept), dt=1)
    albums2 = [("Camera", "36")] + albums[1:] + [("Recycle Bin", "2")]
    t.step(BACK, album_screen(albums2))
    t.step(click(t.ix("Screenshots")), grid("Screenshots", shots))
    t.step(BACK, album_screen(albums2), dt=1)
    wrong = [f for f in cam if f != "IMG_20250902_181544.jpg"]
    t.step(click(t.ix("Camera")), grid("Camera", wrong))
    return t, True, 9, "photo moved to the Recycle Bin shows up again in the Camera grid"


# ---------------------------------------------------------------------------------------------------------------
# Simple Calendar Pro
# ---------------------------------------------------------------------------------------------------------------

def calendar_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Simple Calendar: new event "Kiln unloading": date moved from today to Thu Oct 16 and start 11:00 -> 14:00 (end follows to 15:00); it lands in the event list next to "Kiln loading".
    P = "com.simplemobiletools.calendar.pro"
    a = partial(E, pkg=P)
    events = [("Tue, Oct 14", "Kiln loading", "09:00 - 10:00"), ("Wed, Oct 15", "Glaze order pickup", "17:15 - 17:45"),
              ("Sat, Oct 18", "Open studio", "10:00 - 16:00"), ("Mon, Oct 20", "Clay delivery", "08:30 - 09:00")]

    def evlist(evs: list[tuple[str, str, str]]) -> list[El]:
        out = [a(None, None, "EditText", (42, 90, 620, 200), "top_toolbar_search", edit=True, click=True, hint="Search"),
               a(None, "Change view", "TextView", (669, 84, 795, 210), "change_view", click=True),
               a(None, "Go to today", "TextView", (795, 84, 921, 210), "go_to_today", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a(None, None, "android.widget.ListView", (0, 230, 1080, 2274), "calendar_events_list", scroll=True)]
        y, day = 250, ""
        for d, title, tm in evs:
            if d != day:
                day = d
                out.append(a(d, None, "TextView", (42, y, 1038, y + 80), "event_section_title"))
                y += 90
            out += [a(title, None, "TextView", (84, y + 10, 1000, y + 75), "event_item_title", click=True),
                    a(tm, None, "TextView", (84, y + 80, 700, y + 130), "event_item_time")]
            y += 160
        out.append(a(None, "New event", "ImageButton", (864, 1960, 1032, 2128), "calendar_fab", click=True))
        return out

    def form(heading: str, title: str | None, date: str, start: str, end: str, focus: bool) -> list[El]:
        return [a(None, "Back", "ImageButton", (0, 74, 147, 221), click=True),
                a(heading, None, "TextView", (189, 112, 600, 184)),
                a(None, "Save", "TextView", (921, 84, 1047, 210), "save", click=True),
                a(title, None, "EditText", (42, 250, 1038, 370), "event_title", edit=True, click=True, focused=focus, hint="Title"),
                a(None, None, "EditText", (42, 390, 1038, 510), "event_location", edit=True, click=True, hint="Location"),
                a(None, None, "EditText", (42, 530, 1038, 650), "event_description", edit=True, click=True, hint="Description"),
                a("All-day", None, "CheckBox", (42, 700, 1038, 790), "event_all_day", click=True),
                a(date, None, "TextView", (126, 820, 700, 900), "event_start_date", click=True),
                a(start, None, "TextView", (760, 820, 1038, 900), "event_start_time", click=True),
                a(date, None, "TextView", (126, 920, 700, 1000), "event_end_date", click=True),
                a(end, None, "TextView", (760, 920, 1038, 1000), "event_end_time", click=True),
                a("Europe/Oslo", None, "TextView", (126, 1040, 1038, 1110), "event_time_zone", click=True),
                a("10 minutes before", None, "TextView", (126, 1160, 1038, 1230), "event_reminder_1", click=True),
                a("Add another reminder", None, "TextView", (126, 1250, 1038, 1320), "event_reminder_2", click=True),
                a("No repetition", None, "TextView", (126, 1370, 1038, 1440), "event_repetition", click=True),
                a("Regular event", None, "TextView", (126, 1490, 1038, 1560), "event_type", click=True)]

    def datepick(hdr: str, sel: int) -> list[El]:
        out = [E("2025", None, "TextView", (110, 480, 300, 540), "android:id/date_picker_header_year", pkg="android", click=True),
               E(hdr, None, "TextView", (110, 550, 900, 660), "android:id/date_picker_header_date", pkg="android"),
               E(None, "Previous month", "ImageButton", (120, 720, 250, 850), "android:id/prev", pkg="android", click=True),
               E("October 2025", None, "TextView", (300, 740, 780, 830), "android:id/month_view", pkg="android"),
               E(None, "Next month", "ImageButton", (830, 720, 960, 850), "android:id/next", pkg="android", click=True)]
        for d in range(1, 32):
            k = d + 2  # Oct 1, 2025 is a Wednesday (Sunday-first grid)
            x, y = 120 + (k % 7) * 120, 880 + (k // 7) * 110
            out.append(E(str(d), f"{d:02d} October 2025", "View", (x, y, x + 110, y + 100), pkg="android", click=True, checked=(d == sel), selected=(d == sel)))
        out += [E("Cancel", None, "Button", (560, 1560, 760, 1660), "android:id/button2", pkg="android", click=True),
                E("OK", None, "Button", (780, 1560, 970, 1660), "android:id/button1", pkg="android", click=True)]
        return out

    t = Traj("10:41", 79)
    t.start(evlist(events))
    t.step(click(t.ix("New event")), form("New event", None, "Mon, Oct 13, 2025", "11:00", "12:00", True))
    t.step(typ("Kiln unloading", t.rx("event_title")), form("New event", "Kiln unloading", "Mon, Oct 13, 2025", "11:00", "12:00", True))
    t.step(click(t.rx("event_start_date")), datepick("Mon, Oct 13", 13))
    t.step(click(t.ix("16")), datepick("Thu, Oct 16", 16))
    t.step(click(t.ix("OK")), form("New event", "Kiln unloading", "Thu, Oct 16, 2025", "11:00", "12:00", False), dt=1)
    clockmode = [E("11", None, "TextView", (300, 560, 480, 720), "android:id/hours", pkg="android", click=True, checked=True),
                 E(":", None, "TextView", (490, 580, 540, 700), "android:id/separator", pkg="android"),
                 E("00", None, "TextView", (550, 560, 730, 720), "android:id/minutes", pkg="android", click=True),
                 E(None, "11", "android.widget.RadialTimePickerView", (160, 800, 920, 1560), "android:id/radial_picker", pkg="android", click=True),
                 E(None, "Switch to text input mode for the time input.", "ImageButton", (110, 1600, 236, 1726), "android:id/toggle_mode", pkg="android", click=True),
                 E("Cancel", None, "Button", (560, 1610, 760, 1710), "android:id/button2", pkg="android", click=True),
                 E("OK", None, "Button", (780, 1610, 970, 1710), "android:id/button1", pkg="android", click=True)]
    t.step(click(t.rx("event_start_time")), clockmode)

    def textmode(h: str, focus: bool) -> list[El]:
        return [E("Type in time", None, "TextView", (110, 700, 800, 770), "android:id/top_label", pkg="android"),
                E(h, None, "EditText", (180, 820, 420, 980), "android:id/input_hour", pkg="android", edit=True, click=True, focused=focus, hint="hour"),
                E(":", None, "TextView", (430, 840, 480, 960), "android:id/input_separator", pkg="android"),
                E("00", None, "EditText", (490, 820, 730, 980), "android:id/input_minute", pkg="android", edit=True, click=True, hint="minute"),
                E(None, "Switch to clock mode for the time input.", "ImageButton", (110, 1100, 236, 1226), "android:id/toggle_mode", pkg="android", click=True),
                E("Cancel", None, "Button", (560, 1110, 760, 1210), "android:id/button2", pkg="android", click=True),
                E("OK", None, "Button", (780, 1110, 970, 1210), "android:id/button1", pkg="android", click=True)]

    t.step(click(t.ix("Switch to text input mode for the time input.")), textmode("11", True))
    t.step(typ("14", t.rx("input_hour")), textmode("14", True))
    t.step(click(t.ix("OK")), form("New event", "Kiln unloading", "Thu, Oct 16, 2025", "14:00", "15:00", False))
    ev2 = sorted(events + [("Thu, Oct 16", "Kiln unloading", "14:00 - 15:00")], key=lambda e: int(e[0].split()[-1]))
    t.step(click(t.ix("Save")), evlist(ev2), dt=1)
    t.step(click(t.ix("Kiln unloading")), form("Edit event", "Kiln unloading", "Thu, Oct 16, 2025", "14:00", "15:00", False))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Broccoli (recipes)
# ---------------------------------------------------------------------------------------------------------------

def broccoli_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Broccoli: "Smoky Lentil Stew" is saved (T7 detail, T8 list shows it); after viewing another recipe and going back (T10) the list no longer contains it.
    P = "com.flauschcode.broccoli"
    a = partial(E, pkg=P)
    recipes = [("Almond Financiers", "Brown-butter almond cakes, makes 12"), ("Buckwheat Galettes", "Breton-style with ham, egg and gruyère"),
               ("Charred Leek Risotto", "Carnaroli, charred leeks, lemon zest"), ("Miso Glazed Eggplant", "Roasted eggplant with white miso glaze"),
               ("Quince Crumble", "Poached quince under an oat crumble")]

    def rlist(rs: list[tuple[str, str]]) -> list[El]:
        out = [a(None, "Open navigation drawer", "ImageButton", (0, 74, 147, 221), click=True),
               a("Recipes", None, "TextView", (189, 112, 600, 184)),
               a(None, "Search", "TextView", (921, 84, 1047, 210), "action_search", click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2274), "recycler_view", scroll=True)]
        y = 250
        for title, desc in rs:
            out += [a(title, None, "TextView", (400, y + 40, 1030, y + 110), "card_text_view_title", click=True),
                    a(desc, None, "TextView", (400, y + 120, 1030, y + 240), "card_text_view_description")]
            y += 330
        out.append(a(None, "Add recipe", "ImageButton", (864, 1960, 1032, 2128), "fab", click=True))
        return out

    fields = ["Title", "Categories", "Servings", "Preparation time", "Source", "Description", "Ingredients", "Directions"]

    def form(vals: dict[str, str], focus: str) -> list[El]:
        out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
               a("New recipe", None, "TextView", (189, 112, 700, 184)),
               a(None, "Save", "TextView", (921, 84, 1047, 210), "action_save", click=True),
               a(None, "Add image", "ImageView", (0, 230, 1080, 700), "image_view_recipe", click=True)]
        y = 740
        for f in fields:
            h = 250 if f in ("Ingredients", "Directions", "Description") and vals.get(f) else 140
            if f == "Categories":
                out.append(a(vals.get(f) or "Categories", None, "TextView", (42, y, 1038, y + h - 20), "categories", click=True))
            else:
                out.append(a(vals.get(f), None, "EditText", (42, y, 1038, y + h - 20), edit=True, click=True, focused=(f == focus), hint=f))
            y += h
        return out

    def detail(title: str, serv: str, prep: str, desc: str, ingr: list[str], directions: str | None) -> list[El]:
        out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
               a(None, "Favorite", "TextView", (669, 84, 795, 210), "action_favorite", click=True),
               a(None, "Edit", "TextView", (795, 84, 921, 210), "action_edit", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a(title, None, "TextView", (42, 720, 1038, 810), "text_view_title"),
               a(serv, None, "TextView", (42, 830, 500, 890), "text_view_servings"),
               a(prep, None, "TextView", (540, 830, 1038, 890), "text_view_preparation_time"),
               a(desc, None, "TextView", (42, 920, 1038, 1040), "text_view_description"),
               a("Ingredients", None, "TextView", (42, 1080, 1038, 1150))]
        y = 1160
        for ing in ingr:
            out.append(a(ing, None, "TextView", (84, y, 1038, y + 60), "text_view_ingredient"))
            y += 70
        out.append(a("Directions", None, "TextView", (42, y + 30, 1038, y + 100)))
        if directions:
            out.append(a(directions, None, "TextView", (42, y + 110, 1038, y + 300), "text_view_directions"))
        return out

    t = Traj("18:05", 39)
    t.start(rlist(recipes))
    vals: dict[str, str] = {}
    t.step(click(t.ix("Add recipe")), form(vals, "Title"))
    entries = [("Title", "Smoky Lentil Stew"), ("Servings", "4"), ("Preparation time", "45 min"),
               ("Description", "Weeknight stew with smoked paprika and chard"),
               ("Ingredients", "1 cup green lentils\n1 tsp smoked paprika\n1 bunch chard\n1 tin chopped tomatoes")]
    for k, (f, v) in enumerate(entries):
        idx = next(i for i, e in enumerate(t.last) if e.get("hint_text") == f)
        vals[f] = v
        t.step(typ(v, idx), form(vals, f), dt=1 if k in (1, 4) else 0)
    ingr = vals["Ingredients"].split("\n")
    t.step(click(t.ix("Save")), detail("Smoky Lentil Stew", "Servings: 4", "Preparation time: 45 min", vals["Description"], ingr, None))
    rec2 = recipes + [("Smoky Lentil Stew", "Weeknight stew with smoked paprika and chard")]
    t.step(BACK, rlist(rec2))
    t.step(click(t.ix("Miso Glazed Eggplant")),
           detail("Miso Glazed Eggplant", "Servings: 2", "Preparation time: 35 min", "Roasted eggplant with white miso glaze",
                  ["2 eggplants", "2 tbsp white miso", "1 tbsp mirin", "1 tsp sugar", "sesame seeds, spring onion"],
                  "Halve and score the eggplants, roast cut-side down 20 min at 220 °C. Brush with miso, mirin and sugar, grill 5 min."), dt=1)
    t.step(BACK, rlist(recipes))
    return t, True, 10, "recipe created earlier (and listed at T8) is missing from the recipe list"


# ---------------------------------------------------------------------------------------------------------------
# Settings
# ---------------------------------------------------------------------------------------------------------------

SET = "com.android.settings"


def pref_page(title: str, items: list[tuple[str, str | None, bool | None]], *, top: list[El] | None = None, cats: dict[int, str] | None = None) -> list[El]:
    """A preference screen: (title, summary, switch state or None) rows, optional category headers before row k."""
    a = partial(E, pkg=SET)
    out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
           a(title, None, "TextView", (42, 300, 1038, 420), "collapsing_toolbar"),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 460, 1080, 2274), "recycler_view", scroll=True)]
    out += top or []
    y = max(e["bbox_pixels"].y2 for e in out if not e["is_scrollable"]) + 20
    for k, (name, summ, sw) in enumerate(items):
        if cats and k in cats:
            out.append(a(cats[k], None, "TextView", (42, y + 20, 1038, y + 80), "android:id/title"))
            y += 100
        h = 200 if summ else 150
        out.append(a(name, None, "TextView", (189, y + 30, 850, y + 95), "android:id/title", click=True))
        if summ:
            out.append(a(summ, None, "TextView", (189, y + 100, 850, y + 160), "android:id/summary"))
        if sw is not None:
            out.append(a(None, None, "Switch", (880, y + 50, 1030, y + 140), "switchWidget", click=True, checked=sw))
        y += h
    return out


def settings_main(batt: int) -> list[El]:
    a = partial(E, pkg=SET)
    rows = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
            ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
            ("Battery", f"{batt}%"), ("Storage", "41% used - 37.76 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
            ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid"),
            ("Accessibility", "Display, interaction, audio")]
    out = [a("Settings", None, "TextView", (42, 240, 1038, 380), "homepage_title"),
           a("Search settings", None, "TextView", (42, 420, 1038, 560), "search_action_bar_title", click=True),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 600, 1080, 2274), "main_content_scrollable_container", scroll=True)]
    y = 610
    for name, summ in rows:
        out += [a(name, None, "TextView", (189, y + 30, 1000, y + 95), "android:id/title", click=True),
                a(summ, None, "TextView", (189, y + 100, 1000, y + 155), "android:id/summary")]
        y += 190
    return out


def settings_display_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Settings: dark theme on, screen timeout 30 s -> 2 min, font size Default -> Large, bold text on; battery drains 62 -> 61 and the home summary follows.
    a = partial(E, pkg=SET)
    st: dict[str, Any] = {"dark": False, "timeout": "After 30 seconds of inactivity", "font": "Default", "bold": False}

    def display() -> list[El]:
        items: list[tuple[str, str | None, bool | None]] = [
            ("Brightness level", "48%", None), ("Adaptive brightness", "On", None),
            ("Lock screen", "Show all notification content", None), ("Screen timeout", st["timeout"], None),
            ("Dark theme", None, st["dark"]), ("Display size and text", None, None),
            ("Auto-rotate screen", "Off", None), ("Screen saver", "Clock", None)]
        return pref_page("Display", items, cats={2: "Lock display", 4: "Appearance", 6: "Other display controls"})

    opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]

    def timeout(sel: str) -> list[El]:
        out = pref_page("Screen timeout", [("Screen attention", "Off", False)])
        y = 900
        for o in opts:
            out.append(a(o, None, "RadioButton", (63, y, 1038, y + 150), "android:id/title", click=True, checked=(o == sel)))
            y += 150
        return out

    def sizes() -> list[El]:
        top = [a("Preview", None, "TextView", (42, 480, 1038, 540)),
               a("Default app text looks like this", None, "TextView", (42, 560, 1038, 680), "preview_text"),
               a("Font size", None, "TextView", (42, 760, 700, 830), "android:id/title"),
               a(st["font"], None, "TextView", (42, 830, 700, 890), "android:id/summary"),
               a(None, "Make smaller", "ImageView", (42, 910, 162, 1030), "smaller", click=True),
               a(None, "Font size", "SeekBar", (180, 910, 900, 1030), "seekbar", click=True),
               a(None, "Make larger", "ImageView", (918, 910, 1038, 1030), "larger", click=True),
               a("Display size", None, "TextView", (42, 1080, 700, 1150), "android:id/title"),
               a(None, "Display size", "SeekBar", (180, 1170, 900, 1290), "seekbar", click=True)]
        return pref_page("Display size and text", [("Bold text", None, st["bold"]), ("High contrast text", None, False),
                                                   ("Reset settings", None, None)], top=top)

    t = Traj("21:17", 62)
    t.start(settings_main(62))
    t.step(click(t.ix("Display")), display())
    st["dark"] = True
    t.step(click(t.rx("switchWidget")), display())
    t.step(click(t.ix("Screen timeout")), timeout("30 seconds"))
    t.step(click(t.ix("2 minutes")), timeout("2 minutes"), dt=1)
    st["timeout"] = "After 2 minutes of inactivity"
    t.step(BACK, display())
    t.step(click(t.ix("Display size and text")), sizes())
    st["font"] = "Large"
    t.step(click(t.ix("Make larger")), sizes(), dt=1)
    st["bold"] = True
    t.step(click(t.rx("switchWidget")), sizes(), batt=61)
    t.step(BACK, display())
    t.step(BACK, settings_main(61), dt=1)
    return t, False, None, "clean"


def settings_bt_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Settings: Bluetooth is switched on (T4) and Connection preferences shows Bluetooth "On" (T8); after only turning NFC off, T11 shows Bluetooth "Off" again.
    a = partial(E, pkg=SET)
    st: dict[str, Any] = {"bt": False, "name": "Pixel 6", "nfc": True}

    def conn(bt_shown: bool | None = None) -> list[El]:
        bt = st["bt"] if bt_shown is None else bt_shown
        return pref_page("Connection preferences", [
            ("Bluetooth", "On" if bt else "Off", None), ("Cast", None, None), ("Printing", "1 print service on", None),
            ("Files received via Bluetooth", None, None), ("Chromebook", None, None), ("Nearby Share", "Off", None),
            ("Android Auto", "Phones connected to cars", None), ("NFC", "On" if st["nfc"] else "Off", None)])

    def bt_page() -> list[El]:
        top = [a("Use Bluetooth", None, "TextView", (63, 490, 850, 600), "switch_text"),
               a(None, None, "Switch", (880, 500, 1030, 590), "switch_widget", click=True, checked=st["bt"])]
        if st["bt"]:
            items: list[tuple[str, str | None, bool | None]] = [("Device name", st["name"], None), ("Pair new device", None, None)]
            out = pref_page("Bluetooth", items, top=top)
            out.append(a(f"Visible as “{st['name']}” to other devices while Bluetooth settings is open.", None, "TextView", (63, 1100, 1038, 1220), "android:id/title"))
            return out
        out = pref_page("Bluetooth", [], top=top)
        out.append(a("When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.", None, "TextView", (63, 700, 1038, 830), "android:id/title"))
        return out

    def nfc_page() -> list[El]:
        top = [a("Use NFC", None, "TextView", (63, 490, 850, 600), "switch_text"),
               a(None, None, "Switch", (880, 500, 1030, 590), "switch_widget", click=True, checked=st["nfc"])]
        out = pref_page("NFC", [("Require device unlock for NFC", None, True), ("Contactless payments", None, None)], top=top)
        if not st["nfc"]:
            for e in out:
                if e["text"] in ("Require device unlock for NFC",) or (e["resource_name"] or "").endswith("switchWidget"):
                    e["is_clickable"] = False
        return out

    t = Traj("3:02", 74, h12=True)
    t.start(settings_main(74))
    conn_dev = pref_page("Connected devices", [("Pair new device", None, None), ("Pixel Buds A-Series", "Saved", None),
                                               ("See all", None, None), ("Connection preferences", "Bluetooth, Android Auto, NFC", None)],
                         cats={1: "Saved devices", 3: "Other devices"})
    t.step(click(t.ix("Connected devices")), conn_dev)
    t.step(click(t.ix("Connection preferences")), conn())
    t.step(click(t.ix("Bluetooth")), bt_page())
    st["bt"] = True
    t.step(click(t.rx("switch_widget")), bt_page())
    ren = [a("Pixel 6", None, "EditText", (110, 980, 970, 1090), "edittext", edit=True, focused=True, click=True)]
    t.step(click(t.ix("Device name")), dialog(SET, "Rename this device", ren, ["Cancel", "Rename"]), dt=1)
    ren = [a("Marguerite's Pixel", None, "EditText", (110, 980, 970, 1090), "edittext", edit=True, focused=True, click=True)]
    t.step(typ("Marguerite's Pixel", t.rx("edittext")), dialog(SET, "Rename this device", ren, ["Cancel", "Rename"]))
    st["name"] = "Marguerite's Pixel"
    t.step(click(t.ix("Rename")), bt_page())
    t.step(BACK, conn())
    t.step(click(t.ix("NFC")), nfc_page(), dt=1)
    st["nfc"] = False
    t.step(click(t.rx("switch_widget")), nfc_page())
    t.step(BACK, conn(bt_shown=False))
    return t, True, 11, "Bluetooth summary reads Off again although only NFC was switched off"


# ---------------------------------------------------------------------------------------------------------------
# Tasks (org.tasks)
# ---------------------------------------------------------------------------------------------------------------

def tasks_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Tasks: add "Renew parking permit" due tomorrow and "Call Dr. Okafor"; completing "Return library books" hides it (completed tasks hidden) with an Undo snackbar.
    P = "org.tasks"
    a = partial(E, pkg=P)
    tasks = [("Return library books", "Today"), ("Order printer toner", "Fri"), ("Book flu shot", None), ("Sharpen chisels", None)]

    def tlist(ts: list[tuple[str, str | None]], snack: str | None = None) -> list[El]:
        out = [a("My Tasks", None, "TextView", (63, 112, 600, 184), "toolbar_title"),
               a(None, "Search", "TextView", (669, 84, 795, 210), "menu_search", click=True),
               a(None, "Sort", "TextView", (795, 84, 921, 210), "menu_sort", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2100), "recycler_view", scroll=True)]
        y = 250
        for title, due in ts:
            out += [a(None, "Complete", "CheckBox", (21, y + 30, 147, y + 156), "completeBox", click=True),
                    a(title, None, "TextView", (168, y + 30, 1000, y + 95), "title", click=True)]
            if due:
                out.append(a(due, None, "TextView", (168, y + 100, 600, y + 150), "due_date"))
            y += 190
        if snack:
            out += [a(snack, None, "TextView", (63, 1880, 700, 1960), "snackbar_text"),
                    a("Undo", None, "Button", (820, 1870, 1020, 1970), "snackbar_action", click=True)]
        out += [a(None, "Open navigation drawer", "ImageButton", (21, 2150, 147, 2276), click=True),
                a(None, "Create new task", "ImageButton", (864, 1990, 1032, 2158), "fab", click=True)]
        return out

    def edit(title: str | None, due: str) -> list[El]:
        return [a(None, "Save", "ImageButton", (0, 74, 147, 221), "save", click=True),
                a(None, "Delete task", "TextView", (795, 84, 921, 210), "menu_delete", click=True),
                a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
                a(None, "Complete", "CheckBox", (21, 260, 147, 386), "completeBox", click=True),
                a(title, None, "EditText", (168, 260, 1038, 386), "title", edit=True, click=True, focused=(title is None or title != ""), hint="Task name"),
                a(due, None, "TextView", (168, 440, 1038, 520), "due_date", click=True),
                a("Priority", None, "TextView", (168, 560, 500, 630)),
                a(None, "High priority", "RadioButton", (520, 550, 640, 650), click=True),
                a(None, "Medium priority", "RadioButton", (650, 550, 770, 650), click=True),
                a(None, "Low priority", "RadioButton", (780, 550, 900, 650), click=True),
                a(None, "No priority", "RadioButton", (910, 550, 1030, 650), click=True, checked=True),
                a("My Tasks", None, "TextView", (168, 700, 1038, 780), "chip_group", click=True),
                a(None, None, "EditText", (168, 830, 1038, 950), "notes", edit=True, click=True, hint="Description"),
                a("Add reminder", None, "TextView", (168, 1000, 1038, 1080), "alarms_add", click=True),
                a("Does not repeat", None, "TextView", (168, 1120, 1038, 1200), "repeat", click=True)]

    def picker(sel: str | None) -> list[El]:
        hdr = {"Tomorrow": "Tue, Oct 14", None: "No date"}[sel]
        out = [a(hdr, None, "TextView", (63, 1000, 1000, 1090), "date_header")]
        for k, n in enumerate(["Today", "Tomorrow", "Next week", "No date"]):
            out.append(a(n, None, "Button", (42 + 252 * k, 1130, 282 + 252 * k, 1240), click=True, checked=(n == sel)))
        for k, n in enumerate(["Morning", "Afternoon", "Evening", "Night"]):
            out.append(a(n, None, "Button", (42 + 252 * k, 1280, 282 + 252 * k, 1390), click=True))
        out += [a("Cancel", None, "Button", (560, 2120, 760, 2220), "cancel", click=True),
                a("OK", None, "Button", (780, 2120, 1000, 2220), "ok", click=True)]
        return out

    t = Traj("08:34", 97)
    t.start(tlist(tasks))
    t.step(click(t.ix("Create new task")), edit(None, "No date"))
    t.step(typ("Renew parking permit", t.rx("title")), edit("Renew parking permit", "No date"))
    t.step(click(t.rx("due_date")), picker(None))
    t.step(click(t.ix("Tomorrow")), picker("Tomorrow"))
    t.step(click(t.ix("OK")), edit("Renew parking permit", "Tomorrow"), dt=1)
    tasks.insert(1, ("Renew parking permit", "Tomorrow"))
    t.step(click(t.ix("Save")), tlist(tasks))
    t.step(click(t.ix("Create new task")), edit(None, "No date"))
    t.step(typ("Call Dr. Okafor", t.rx("title")), edit("Call Dr. Okafor", "No date"), dt=1)
    tasks.append(("Call Dr. Okafor", None))
    t.step(click(t.ix("Save")), tlist(tasks))
    chk = t.ix("Complete", 0)
    tasks.pop(0)
    t.step(click(chk), tlist(tasks, snack="Task completed"))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Retro Music
# ---------------------------------------------------------------------------------------------------------------

def retro_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Retro Music: two songs are added to the new playlist "Allotment radio" (T9 Playlists tab: "2 Songs"); the playlist's own header at T10 says "3 Songs" while listing the two.
    P = "code.name.monkey.retromusic"
    a = partial(E, pkg=P)
    songs = [("Ash & Ember", "The Lanterns"), ("Blue Hour Ferry", "Maren Holt"), ("Copper Kettle", "Odd Fellows Trio"),
             ("Dune Grass", "Saltmarsh"), ("Fieldnotes", "Ivy Okonkwo"), ("Garden Wire", "The Lanterns"),
             ("Hollow Oak", "Saltmarsh"), ("Kestrel", "Maren Holt"), ("Lamplighter", "Ivy Okonkwo")]
    tabs = ["For you", "Songs", "Albums", "Artists", "Playlists"]

    def bottom(sel: str) -> list[El]:
        return [a(n, None, "TextView", (10 + 214 * k, 2200, 200 + 214 * k, 2260), "navigation_bar_item_small_label_view", click=True, selected=(n == sel))
                for k, n in enumerate(tabs)]

    def songs_tab(toast: str | None = None) -> list[El]:
        out = [a("Search your library", None, "TextView", (42, 100, 880, 200), "toolbar_search", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a("Shuffle", None, "Button", (42, 250, 520, 360), "shuffle_button", click=True),
               a("148 Songs", None, "TextView", (560, 270, 1038, 340), "song_count"),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 380, 1080, 2170), "recycler_view", scroll=True)]
        y = 390
        for title, artist in songs:
            out += [a(title, None, "TextView", (200, y + 20, 900, y + 80), "title", click=True),
                    a(artist, None, "TextView", (200, y + 84, 900, y + 130), "text"),
                    a(None, "More options", "ImageView", (930, y + 30, 1050, y + 130), "menu", click=True)]
            y += 170
        if toast:
            out.append(a(toast, None, "Toast", (140, 1880, 940, 1980), "android:id/message"))
        return out + bottom("Songs")

    popup = [a(x, None, "TextView", (480, 900 + 126 * k, 1050, 1010 + 126 * k), "android:id/title", click=True)
             for k, x in enumerate(["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist",
                                    "Share", "Set as ringtone", "Details", "Delete from device"])]

    def add_dialog(pls: list[str]) -> list[El]:
        body = [a(p, None, "TextView", (110, 980 + 130 * k, 970, 1090 + 130 * k), "title", click=True) for k, p in enumerate(["New playlist…"] + pls)]
        return dialog(P, "Add to playlist", body, ["Cancel"])

    t = Traj("17:40", 58)
    t.start(songs_tab())
    t.step(click(t.ix("More options", 1)), popup)
    t.step(click(t.ix("Add to playlist…")), add_dialog(["Favorites", "Road trip"]))
    nd = [a(None, None, "EditText", (110, 980, 970, 1090), "input_playlist_name", edit=True, focused=True, click=True, hint="Playlist name")]
    t.step(click(t.ix("New playlist…")), dialog(P, "New playlist", nd, ["Cancel", "Create"]))
    nd = [a("Allotment radio", None, "EditText", (110, 980, 970, 1090), "input_playlist_name", edit=True, focused=True, click=True, hint="Playlist name")]
    t.step(typ("Allotment radio", t.rx("input_playlist_name")), dialog(P, "New playlist", nd, ["Cancel", "Create"]))
    t.step(click(t.ix("Create")), songs_tab("Added 1 song to the playlist Allotment radio."), dt=1)
    kest = next(i for i, e in enumerate(t.last) if e["text"] == "Kestrel")
    menu_i = kest + 2
    t.step(click(menu_i), popup)
    t.step(click(t.ix("Add to playlist…")), add_dialog(["Allotment radio", "Favorites", "Road trip"]))
    t.step(click(t.ix("Allotment radio")), songs_tab("Added 1 song to the playlist Allotment radio."))
    pls = [("Allotment radio", "2 Songs"), ("Favorites", "17 Songs"), ("Road trip", "23 Songs")]
    plt = [a("Search your library", None, "TextView", (42, 100, 880, 200), "toolbar_search", click=True),
           a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2170), "recycler_view", scroll=True)]
    for k, (n, c) in enumerate(pls):
        y = 250 + 190 * k
        plt += [a(n, None, "TextView", (200, y + 20, 900, y + 80), "title", click=True),
                a(c, None, "TextView", (200, y + 84, 900, y + 130), "text"),
                a(None, "More options", "ImageView", (930, y + 30, 1050, y + 130), "menu", click=True)]
    t.step(click(t.ix("Playlists")), plt + bottom("Playlists"), dt=1)
    det = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
           a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
           a("Allotment radio", None, "TextView", (42, 500, 1038, 600), "title"),
           a("3 Songs • 7:06", None, "TextView", (42, 610, 1038, 670), "text"),
           a("Play", None, "Button", (42, 720, 520, 830), "playButton", click=True),
           a("Shuffle", None, "Button", (560, 720, 1038, 830), "shuffleButton", click=True),
           a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 860, 1080, 2274), "recyclerView", scroll=True),
           a("Ash & Ember", None, "TextView", (200, 890, 900, 950), "title", click=True),
           a("The Lanterns", None, "TextView", (200, 954, 900, 1000), "text"),
           a(None, "More options", "ImageView", (930, 880, 1050, 980), "menu", click=True),
           a("Kestrel", None, "TextView", (200, 1060, 900, 1120), "title", click=True),
           a("Maren Holt", None, "TextView", (200, 1124, 900, 1170), "text"),
           a(None, "More options", "ImageView", (930, 1050, 1050, 1150), "menu", click=True)]
    t.step(click(t.ix("Allotment radio")), det)
    return t, True, 10, "playlist header count (3 Songs) does not match the two songs added and listed"


# ---------------------------------------------------------------------------------------------------------------
# OsmAnd
# ---------------------------------------------------------------------------------------------------------------

def osmand_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: OsmAnd: search "Fjellheisen", save the lower station as a favorite under a new name in group "Hikes" (5 -> 6); My places lists it.
    P = "net.osmand"
    a = partial(E, pkg=P)

    def mapview(extra: list[El] | None = None) -> list[El]:
        out = [a(None, "Search", "ImageButton", (30, 100, 170, 240), "map_search_button", click=True),
               a(None, "Configure map", "ImageButton", (30, 260, 170, 400), "map_layers_button", click=True),
               a(None, "Compass", "ImageButton", (910, 100, 1050, 240), "map_compass_button", click=True),
               a("Storgata", None, "TextView", (300, 110, 780, 190), "map_address_text"),
               a(None, "Zoom in", "ImageButton", (910, 1300, 1050, 1440), "map_zoom_in_button", click=True),
               a(None, "Zoom out", "ImageButton", (910, 1460, 1050, 1600), "map_zoom_out_button", click=True),
               a(None, "My position", "ImageButton", (910, 1660, 1050, 1800), "map_my_location_button", click=True),
               a("300 m", None, "TextView", (40, 1870, 240, 1930), "map_ruler_text"),
               a(None, "Back to menu", "ImageButton", (30, 2060, 170, 2200), "map_menu_button", click=True),
               a(None, "Directions", "ImageButton", (200, 2060, 340, 2200), "map_route_info_button", click=True)]
        return out + (extra or [])

    def ctx(title: str, kind: str) -> list[El]:
        return [a(title, None, "TextView", (42, 1500, 800, 1590), "context_menu_line1"),
                a(kind, None, "TextView", (42, 1600, 800, 1650), "context_menu_line2"),
                a("1.9 km", None, "TextView", (840, 1510, 1038, 1570), "distance"),
                a("Sollivegen 12, Tromsdalen", None, "TextView", (42, 1670, 1000, 1720), "context_menu_address"),
                a(None, "Close", "ImageButton", (960, 1400, 1060, 1490), "context_menu_hide_button", click=True),
                a("Directions", None, "TextView", (20, 1780, 270, 1900), "context_menu_route_button", click=True),
                a("Save" if kind != "Hikes" else "Edit", None, "TextView", (280, 1780, 530, 1900), "context_menu_fav_text_view", click=True),
                a("Marker", None, "TextView", (540, 1780, 790, 1900), "context_menu_marker_button", click=True),
                a("Share", None, "TextView", (800, 1780, 1060, 1900), "context_menu_share_button", click=True),
                a("Actions", None, "TextView", (20, 1940, 1060, 2040), "context_menu_more_button", click=True)]

    def search(q: str | None, results: list[tuple[str, str]]) -> list[El]:
        out = [a(None, "Back", "ImageButton", (0, 74, 147, 221), click=True),
               a(q, None, "EditText", (168, 100, 900, 195), "searchEditText", edit=True, focused=True, click=True, hint="Search"),
               a(None, "Clear", "ImageButton", (921, 84, 1047, 210), "clearButton", click=bool(q))]
        if q is None:
            out += [a(n, None, "TextView", (42 + 340 * k, 240, 360 + 340 * k, 330), click=True, selected=(k == 0)) for k, n in enumerate(["History", "Categories", "Address"])]
        y = 380
        for name, sub in results:
            out += [a(name, None, "TextView", (189, y + 20, 1000, y + 85), "title", click=True),
                    a(sub, None, "TextView", (189, y + 90, 1000, y + 140), "type_name")]
            y += 180
        return out

    t = Traj("13:26", 70)
    t.start(mapview())
    t.step(click(t.ix("Search")), search(None, [("Polaria", "Museum • 1.2 km"), ("Tromsø Cathedral", "Church • 0.4 km"), ("Prestvannet", "Lake • 1.6 km")]))
    res = [("Fjellheisen", "Aerialway station • 1.9 km"), ("Fjellheisen Øvre stasjon", "Aerialway station • 2.6 km"),
           ("Fjellheisvegen", "Street • Tromsdalen • 1.8 km"), ("Fjellstua", "Restaurant • 2.6 km")]
    t.step(typ("Fjellheisen", t.rx("searchEditText")), search("Fjellheisen", res))
    t.step(click(t.ix("Fjellheisen", 1)), mapview(ctx("Fjellheisen", "Aerialway station")), dt=1)

    def fav(name: str, group: str) -> list[El]:
        out = [a(None, "Back", "ImageButton", (0, 74, 147, 221), click=True),
               a("Add favorite", None, "TextView", (189, 112, 700, 184)),
               a(name, None, "EditText", (42, 280, 1038, 400), "name_edit", edit=True, click=True, focused=True, hint="Name"),
               a(None, None, "EditText", (42, 430, 1038, 550), "description_edit", edit=True, click=True, hint="Description"),
               a("Sollivegen 12, Tromsdalen", None, "EditText", (42, 580, 1038, 700), "address_edit", edit=True, click=True, hint="Address"),
               a("Group", None, "TextView", (42, 760, 600, 830)),
               a(group, None, "TextView", (42, 840, 1038, 910), "group_name")]
        for k, (g, c) in enumerate([("Favorites", "3"), ("Hikes", "5")]):
            x = 42 + 330 * k
            out += [a(g, None, "TextView", (x, 960, x + 220, 1040), "group_name_chip", click=True, selected=(g == group)),
                    a(c, None, "TextView", (x + 230, 960, x + 300, 1040), "group_count")]
        out += [a("Add group", None, "TextView", (702, 960, 1038, 1040), click=True),
                a("Cancel", None, "Button", (42, 2100, 520, 2220), "dismiss_button", click=True),
                a("Save", None, "Button", (560, 2100, 1038, 2220), "right_bottom_button", click=True)]
        return out

    t.step(click(t.ix("Save")), fav("Fjellheisen", "Favorites"))
    t.step(typ("Fjellheisen lower station", t.rx("name_edit")), fav("Fjellheisen lower station", "Favorites"))
    t.step(click(t.ix("Hikes")), fav("Fjellheisen lower station", "Hikes"), dt=1)
    t.step(click(t.ix("Save")), mapview(ctx("Fjellheisen lower station", "Hikes")))
    t.step(BACK, mapview([a(None, "Fjellheisen lower station", "ImageView", (512, 1140, 568, 1196), "favorite_icon", click=True)]))
    drawer = [a("OsmAnd", None, "TextView", (63, 130, 700, 210))] + [
        a(n, None, "TextView", (63, 260 + 130 * k, 800, 360 + 130 * k), "title", click=True)
        for k, n in enumerate(["My places", "Search", "Directions", "Configure map", "Configure screen", "Download maps",
                               "Plan a route", "Travel guides", "Plugins", "Settings", "Help"])]
    t.step(click(t.ix("Back to menu")), drawer, dt=1)
    groups = [("Favorites", "3"), ("Hikes", "6")]

    def places(open_g: str | None) -> list[El]:
        out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
               a("My places", None, "TextView", (189, 112, 700, 184)),
               a(None, "Search", "TextView", (921, 84, 1047, 210), "action_search", click=True),
               a("Favorites", None, "TextView", (0, 230, 360, 330), click=True, selected=True),
               a("Tracks", None, "TextView", (360, 230, 720, 330), click=True),
               a("OSM edits", None, "TextView", (720, 230, 1080, 330), click=True),
               a(None, None, "android.widget.ExpandableListView", (0, 340, 1080, 2274), "favourite", scroll=True)]
        y = 360
        for g, c in groups:
            out += [a(g, None, "TextView", (189, y + 20, 850, y + 90), "title", click=True),
                    a(c, None, "TextView", (880, y + 20, 1000, y + 90), "label_text")]
            y += 140
            if g == open_g:
                for n, d in [("Fjellheisen lower station", "1.9 km"), ("Prestvannet loop", "1.6 km"), ("Sherpatrappa", "2.6 km"),
                             ("Tromsdalstinden", "7.8 km"), ("Store Blåmann", "24 km"), ("Lyngen trailhead", "58 km")]:
                    out += [a(n, None, "TextView", (230, y + 20, 850, y + 80), "favourite_label", click=True),
                            a(d, None, "TextView", (230, y + 84, 600, y + 124), "distance")]
                    y += 140
        return out

    t.step(click(t.ix("My places")), places(None))
    t.step(click(t.ix("Hikes")), places("Hikes"))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Joplin
# ---------------------------------------------------------------------------------------------------------------

def joplin_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Joplin: the note "Seed order" is read at T1 (green manure mix 500 g); it is never edited, but at T10 the same line reads 250 g.
    P = "net.cozic.joplin"
    a = partial(E, pkg=P)
    notes = ["Soil pH readings", "Seed order", "Water rota", "Fence repair quote"]

    def nlist(ns: list[str], fab_open: bool = False) -> list[El]:
        out = [a(None, "Side menu", "ViewGroup", (0, 74, 147, 221), click=True),
               a("Allotment", None, "TextView", (189, 112, 700, 184)),
               a(None, "Search", "ViewGroup", (795, 84, 921, 210), click=True),
               a(None, "Sort notes by", "ViewGroup", (921, 84, 1047, 210), click=True),
               a(None, None, "android.widget.ScrollView", (0, 230, 1080, 2274), scroll=True)]
        for k, n in enumerate(ns):
            out.append(a(n, None, "TextView", (42, 250 + 140 * k, 1038, 370 + 140 * k), click=True))
        if fab_open:
            out += [a("New to-do", None, "TextView", (560, 1700, 820, 1770)),
                    a(None, "New to-do", "ViewGroup", (864, 1680, 1000, 1800), click=True),
                    a("New note", None, "TextView", (560, 1840, 820, 1910)),
                    a(None, "New note", "ViewGroup", (864, 1820, 1000, 1940), click=True)]
        out.append(a(None, "Add new", "ViewGroup", (864, 1990, 1032, 2158), click=True))
        return out

    def viewer(title: str, lines: list[str]) -> list[El]:
        out = [a(None, "Back", "ViewGroup", (0, 74, 147, 221), click=True),
               a(None, "Attach", "ViewGroup", (669, 84, 795, 210), click=True),
               a(None, "Actions", "ViewGroup", (921, 84, 1047, 210), click=True),
               a(title, None, "EditText", (42, 240, 1038, 330), edit=True, click=True),
               a(None, None, "android.webkit.WebView", (0, 350, 1080, 2100), scroll=True)]
        y = 380
        for ln in lines:
            out.append(a(ln, None, "TextView", (60, y, 1020, y + 70)))
            y += 80
        out.append(a(None, "Edit", "ViewGroup", (864, 1990, 1032, 2158), click=True))
        return out

    seed = ["Order from Kings Seeds by Oct 20", "Broad bean 'Aquadulce Claudia' x2", "Garlic 'Solent Wight' x3 bulbs",
            "Green manure mix 500 g", "Onion sets 'Radar' 250 g", "Total approx £31.40, use the allotment society discount code"]
    ph = ["Taken 12 Oct after rain", "Bed", "pH", "Bed 1", "6.4", "Bed 2", "6.9", "Bed 3", "5.8", "Bed 4", "6.2", "Bed 3 needs lime before the brassicas go in"]
    t = Traj("19:22", 45)
    t.start(nlist(notes))
    t.step(click(t.ix("Seed order")), viewer("Seed order", seed))
    t.step(BACK, nlist(notes))
    t.step(click(t.ix("Soil pH readings")), viewer("Soil pH readings", ph), dt=1)
    t.step(BACK, nlist(notes))
    t.step(click(t.ix("Add new")), nlist(notes, fab_open=True))

    def editor(title: str | None, body: str | None, focus: str) -> list[El]:
        return [a(None, "Back", "ViewGroup", (0, 74, 147, 221), click=True),
                a(None, "Attach", "ViewGroup", (669, 84, 795, 210), click=True),
                a(None, "Actions", "ViewGroup", (921, 84, 1047, 210), click=True),
                a(title, None, "EditText", (42, 240, 1038, 330), edit=True, click=True, focused=(focus == "title"), hint="Title"),
                a(body, None, "EditText", (42, 350, 1038, 2100), edit=True, click=True, focused=(focus == "body"), scroll=True, hint="Type your note here")]

    t.step(click(t.ix("New note", 1)), editor(None, None, "title"))
    t.step(typ("Lime for bed 3", 6), editor("Lime for bed 3", None, "title"), dt=1)
    body = "Apply garden lime to bed 3 (pH 5.8), 200 g/m2, dig in 2 weeks before planting"
    t.step(typ(body, 7), editor("Lime for bed 3", body, "body"), dt=1)
    notes = ["Lime for bed 3"] + notes
    t.step(BACK, nlist(notes))
    drift = [ln.replace("500 g", "250 g") for ln in seed]
    t.step(click(t.ix("Seed order")), viewer("Seed order", drift))
    return t, True, 10, "line of an unedited note (green manure quantity) differs between two reads"


# ---------------------------------------------------------------------------------------------------------------
# Pro Expense
# ---------------------------------------------------------------------------------------------------------------

EXP = "com.arduia.expense"


def exp_home(total: str, rows: list[tuple[str, str, str, str]], sel: int | None = None, snack: str | None = None) -> list[El]:
    a = partial(E, pkg=EXP)
    if sel is None:
        out = [a(None, "Open navigation drawer", "ImageButton", (0, 74, 147, 221), click=True),
               a("Home", None, "TextView", (189, 112, 600, 184))]
    else:
        out = [a(None, "Done", "ImageButton", (0, 74, 147, 221), click=True),
               a("1 selected", None, "TextView", (189, 112, 600, 184), "action_mode_title"),
               a(None, "Delete", "TextView", (921, 84, 1047, 210), "delete", click=True)]
    out += [a("This Week", None, "TextView", (63, 260, 600, 330), "tv_week_label"),
            a("Oct 13 - Oct 19", None, "TextView", (63, 330, 600, 380), "tv_date_range"),
            a(total, None, "TextView", (63, 400, 800, 520), "tv_total_cost"),
            a(None, "Weekly graph", "View", (42, 560, 1038, 900), "expense_graph"),
            a("Recent", None, "TextView", (63, 940, 500, 1010)),
            a("More", None, "Button", (820, 930, 1020, 1020), "btn_more", click=True)]
    y = 1040
    for k, (name, cat, amt, date) in enumerate(rows[:5]):
        out += [a(name, None, "TextView", (189, y + 10, 700, y + 70), "tv_name", click=True, selected=(k == sel)),
                a(cat, None, "TextView", (189, y + 74, 700, y + 120), "tv_category"),
                a(amt, None, "TextView", (760, y + 10, 1038, y + 70), "tv_amount"),
                a(date, None, "TextView", (760, y + 74, 1038, y + 120), "tv_date")]
        y += 150
    if snack:
        out.append(a(snack, None, "TextView", (63, 1880, 700, 1960), "snackbar_text"))
    out.append(a(None, "Add Expense", "ImageButton", (864, 1990, 1032, 2158), "fb_main", click=True))
    return out


def exp_form(heading: str, button: str, name: str | None, amount: str | None, cat: str, note: str | None, date: str, focus: str) -> list[El]:
    a = partial(E, pkg=EXP)
    return [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
            a(heading, None, "TextView", (189, 112, 700, 184)),
            a(name, None, "EditText", (42, 280, 1038, 400), "edt_name", edit=True, click=True, focused=(focus == "name"), hint="Name"),
            a(amount, None, "EditText", (42, 440, 1038, 560), "edt_amount", edit=True, click=True, focused=(focus == "amount"), hint="Amount"),
            a(cat, None, "TextView", (42, 600, 1038, 720), "tv_category", click=True),
            a(note, None, "EditText", (42, 760, 1038, 960), "edt_note", edit=True, click=True, focused=(focus == "note"), hint="Note"),
            a(date, None, "TextView", (42, 1000, 700, 1090), "tv_date", click=True),
            a(button, None, "Button", (42, 2100, 1038, 2220), "btn_save", click=True)]


def expense_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Pro Expense: week total 86.40 -> 98.90 after adding 12.50 (T6); after adding 7.80 (T12) the total reads $105.70 instead of $106.70 while the five listed items sum to 106.70.
    a = partial(E, pkg=EXP)
    rows = [("Farmers market", "Food", "$23.10", "Oct 15"), ("Laundry card top-up", "Bills", "$20.00", "Oct 14"),
            ("Bus pass", "Transportation", "$43.30", "Oct 13"), ("Concert tickets", "Entertainment", "$48.00", "Oct 10"),
            ("Dry cleaning", "Others", "$16.50", "Oct 8")]
    cats = ["Food", "Transportation", "Bills", "Health", "Entertainment", "Others"]
    drop = [a(c, None, "TextView", (42, 730 + 120 * k, 1038, 840 + 120 * k), "android:id/text1", click=True) for k, c in enumerate(cats)]
    t = Traj("12:48", 83)
    t.start(exp_home("$86.40", rows))
    for name, amt, total, extra in [("Bike tube", "12.50", "$98.90", 0), ("Ferry ticket", "7.80", "$105.70", 1)]:
        t.step(click(t.ix("Add Expense")), exp_form("Add Expense", "Save", None, None, "Others", None, "16/10/2025", "name"))
        t.step(typ(name, t.rx("edt_name")), exp_form("Add Expense", "Save", name, None, "Others", None, "16/10/2025", "name"))
        t.step(typ(amt, t.rx("edt_amount")), exp_form("Add Expense", "Save", name, amt, "Others", None, "16/10/2025", "amount"), dt=1)
        t.step(click(t.rx("tv_category")), drop)
        t.step(click(t.ix("Transportation")), exp_form("Add Expense", "Save", name, amt, "Transportation", None, "16/10/2025", "amount"))
        rows = [(name, "Transportation", f"${amt}", "Oct 16")] + rows
        t.step(click(t.ix("Save")), exp_home(total, rows), dt=extra)
    return t, True, 12, "weekly total does not equal the previous total plus the new expense (or the sum of the listed items)"


def expense_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: Pro Expense: delete one of two identical "Gym day pass" entries (total 52.80 -> 43.80, last week's entry slides into Recent), edit Pharmacy 18.20 -> 21.80 (total 47.40), browse the full list.
    a = partial(E, pkg=EXP)
    rows = [("Gym day pass", "Health", "$9.00", "Oct 16"), ("Gym day pass", "Health", "$9.00", "Oct 16"),
            ("Pharmacy", "Health", "$18.20", "Oct 15"), ("Gym locker", "Others", "$2.00", "Oct 14"),
            ("Noodle bar", "Food", "$14.60", "Oct 13"), ("Bike service", "Transportation", "$55.00", "Oct 11"),
            ("Cinema", "Entertainment", "$11.50", "Oct 9"), ("Groceries", "Food", "$38.75", "Oct 8"),
            ("Phone bill", "Bills", "$25.00", "Oct 5"), ("Haircut", "Others", "$22.00", "Oct 3"),
            ("Train to Bergen", "Transportation", "$64.90", "Oct 1")]
    t = Traj("20:04", 36)
    t.start(exp_home("$52.80", rows))
    t.step(lpress(t.ix("Gym day pass")), exp_home("$52.80", rows, sel=0))
    body = [a("Are you sure you want to delete 1 item?", None, "TextView", (110, 900, 970, 1010), "android:id/message")]
    t.step(click(t.ix("Delete")), dialog(EXP, "Delete", body, ["Cancel", "Delete"]))
    rows = rows[1:]
    t.step(click(t.ix("Delete", 1)), exp_home("$43.80", rows, snack="1 item deleted"))
    t.step(click(t.ix("Pharmacy")), exp_form("Edit Expense", "Update", "Pharmacy", "18.20", "Health", "ibuprofen, plasters", "15/10/2025", "none"), dt=1)
    t.step(typ("21.80", t.rx("edt_amount")), exp_form("Edit Expense", "Update", "Pharmacy", "21.80", "Health", "ibuprofen, plasters", "15/10/2025", "amount"))
    rows[1] = ("Pharmacy", "Health", "$21.80", "Oct 15")
    t.step(click(t.ix("Update")), exp_home("$47.40", rows))

    def full(start: int) -> list[El]:
        out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
               a("Expenses", None, "TextView", (189, 112, 700, 184)),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2274), "rv_expense", scroll=True)]
        y = 250
        for name, cat, amt, date in rows[start:start + 8]:
            out += [a(name, None, "TextView", (189, y + 10, 700, y + 70), "tv_name", click=True),
                    a(cat, None, "TextView", (189, y + 74, 700, y + 120), "tv_category"),
                    a(amt, None, "TextView", (760, y + 10, 1038, y + 70), "tv_amount"),
                    a(date, None, "TextView", (760, y + 74, 1038, y + 120), "tv_date")]
            y += 150
        return out

    t.step(click(t.ix("More")), full(0), dt=1)
    t.step(droid("scroll", direction="down"), full(2))
    t.step(BACK, exp_home("$47.40", rows))
    return t, False, None, "clean"


# ---------------------------------------------------------------------------------------------------------------
# Audio Recorder
# ---------------------------------------------------------------------------------------------------------------

def recorder_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: Audio Recorder: the running recording timer reads 00:16 right after resuming (T5) but 00:12 after a further wait (T6) while still recording.
    P = "com.dimowner.audiorecorder"
    a = partial(E, pkg=P)

    def main(state: str, prog: str, name: str = "Record-14", dur: str | None = None) -> list[El]:
        out = [a(None, "Settings", "ImageButton", (930, 84, 1056, 210), "btn_settings", click=True),
               a(name, None, "TextView", (63, 260, 1017, 340), "txt_name", click=(state == "idle")),
               a(prog, None, "TextView", (240, 700, 840, 880), "txt_progress")]
        if state == "idle":
            out += [a(dur, None, "TextView", (760, 1180, 1017, 1240), "txt_duration"),
                    a(None, "Play", "ImageButton", (63, 1160, 203, 1300), "btn_play", click=dur is not None),
                    a(None, None, "SeekBar", (220, 1190, 740, 1250), "play_progress", click=True),
                    a("M4a, 44.1kHz, 128kbps, Stereo", None, "TextView", (63, 1330, 1017, 1390), "txt_record_info")]
        else:
            out += [a("Recording…" if state == "rec" else "Recording paused", None, "TextView", (240, 920, 840, 990), "txt_status"),
                    a(None, "Delete", "ImageButton", (160, 1900, 300, 2040), "btn_record_delete", click=True),
                    a(None, "Stop", "ImageButton", (780, 1900, 920, 2040), "btn_record_stop", click=True)]
        out += [a(None, "Pause" if state == "rec" else "Record", "ImageButton", (430, 1860, 650, 2080), "btn_record", click=True),
                a(None, "Recordings list", "ImageButton", (63, 2120, 203, 2260), "btn_records_list", click=(state == "idle"))]
        return out

    recs = [["Record-14", "00:23", "Oct 14, 2025 09:12"], ["Record-13", "01:47", "Oct 12, 2025 18:40"],
            ["Hive 2 queen check", "03:05", "Oct 5, 2025 11:22"], ["Record-11", "00:38", "Sep 30, 2025 16:02"]]

    def rlist() -> list[El]:
        out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
               a("Records", None, "TextView", (189, 112, 600, 184)),
               a(None, "Sort", "ImageButton", (930, 84, 1056, 210), "btn_sort", click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2274), "recyclerView", scroll=True)]
        y = 250
        for name, dur, date in recs:
            out += [a(name, None, "TextView", (63, y + 20, 800, y + 85), "list_item_name", click=True),
                    a(dur, None, "TextView", (820, y + 20, 1017, y + 85), "list_item_duration"),
                    a(date, None, "TextView", (63, y + 90, 800, y + 140), "list_item_date"),
                    a(None, "More", "ImageButton", (930, y + 90, 1056, y + 170), "list_item_more", click=True)]
            y += 200
        return out

    t = Traj("09:12", 77)
    t.start(main("idle", "00:00"))
    t.step(click(t.ix("Record")), main("rec", "00:01"))
    t.step(WAIT, main("rec", "00:07"))
    t.step(WAIT, main("rec", "00:13"))
    t.step(click(t.ix("Pause")), main("paused", "00:15"))
    t.step(click(t.ix("Record")), main("rec", "00:16"))
    t.step(WAIT, main("rec", "00:12"))
    t.step(click(t.ix("Stop")), main("idle", "00:00", dur="00:23"))
    t.step(click(t.ix("Recordings list")), rlist(), dt=1)
    t.step(click(t.ix("More")), [a(x, None, "TextView", (480, 500 + 126 * k, 1050, 610 + 126 * k), "android:id/title", click=True)
                                  for k, x in enumerate(["Share", "Information", "Rename", "Open with", "Save as", "Delete"])])
    rn = [a("Record-14", None, "EditText", (110, 980, 970, 1090), "input_name", edit=True, focused=True, click=True)]
    t.step(click(t.ix("Rename")), dialog(P, "Rename", rn, ["Cancel", "OK"]))
    rn = [a("Bee inspection 14 Oct", None, "EditText", (110, 980, 970, 1090), "input_name", edit=True, focused=True, click=True)]
    t.step(typ("Bee inspection 14 Oct", t.rx("input_name")), dialog(P, "Rename", rn, ["Cancel", "OK"]), dt=1)
    recs[0][0] = "Bee inspection 14 Oct"
    t.step(click(t.ix("OK")), rlist())
    return t, True, 6, "recording timer goes backwards (00:16 -> 00:12) while still recording"


# ---------------------------------------------------------------------------------------------------------------
# VLC
# ---------------------------------------------------------------------------------------------------------------

VLC = "org.videolan.vlc"


def vlc_nav(sel: str) -> list[El]:
    a = partial(E, pkg=VLC)
    return [a(n, None, "TextView", (10 + 214 * k, 2200, 200 + 214 * k, 2260), "navigation_bar_item_small_label_view", click=True, selected=(n == sel))
            for k, n in enumerate(["Video", "Audio", "Browse", "Playlists", "More"])]


def vlc_clean() -> tuple[Traj, bool, int | None, str]:
    # clean: VLC on the charger: select three tracks, add them to a new playlist "Night drive", open it and play; battery rises while charging, playback time advances.
    a = partial(E, pkg=VLC)
    tracks = [("Analog Sunset", "4:12", "Velvet Static"), ("Coastline Radio", "3:36", "Marisol & the Tides"), ("Harbor Lights", "3:58", "Northbound"),
              ("Low Tide Radio", "3:25", "Saltwater Cinema"), ("Midnight Tram", "4:11", "Kōsuke Arai"), ("Paper Moon Motel", "3:49", "The Vantage"),
              ("Route 9 Diner", "3:17", "Velvet Static"), ("Streetlamp Hymn", "4:40", "Northbound")]

    def audio(sel: list[str]) -> list[El]:
        if sel:
            out = [a(None, "Done", "ImageButton", (0, 74, 147, 221), click=True),
                   a(str(len(sel)), None, "TextView", (189, 112, 400, 184), "action_mode_title"),
                   a(None, "Play", "TextView", (669, 84, 795, 210), "action_mode_audio_play", click=True),
                   a(None, "Add to playlist", "TextView", (795, 84, 921, 210), "action_mode_audio_add_playlist", click=True),
                   a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
        else:
            out = [a("Audio", None, "TextView", (63, 112, 500, 184)),
                   a(None, "Search", "TextView", (669, 84, 795, 210), "ml_menu_filter", click=True),
                   a(None, "Sort by…", "TextView", (795, 84, 921, 210), "ml_menu_sortby", click=True),
                   a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True)]
        out += [a(n, None, "TextView", (20 + 210 * k, 240, 220 + 210 * k, 320), click=True, selected=(n == "Tracks"))
                for k, n in enumerate(["Artists", "Albums", "Tracks", "Genres", "Playlists"])]
        out.append(a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 340, 1080, 2170), "audio_list", scroll=True))
        y = 350
        for title, dur, artist in tracks:
            on = title in sel
            out += [a(title, None, "TextView", (200, y + 20, 900, y + 80), "title", click=True, selected=on),
                    a(f"{dur} · {artist}", None, "TextView", (200, y + 84, 900, y + 130), "subtitle"),
                    a(None, "More Actions", "ImageView", (930, y + 30, 1050, y + 130), "item_more", click=True)]
            y += 170
        return out + vlc_nav("Audio")

    t = Traj("22:47", 31, charging=True)
    t.start(audio([]))
    t.step(lpress(t.ix("Analog Sunset")), audio(["Analog Sunset"]))
    t.step(click(t.ix("Midnight Tram")), audio(["Analog Sunset", "Midnight Tram"]))
    t.step(click(t.ix("Low Tide Radio")), audio(["Analog Sunset", "Midnight Tram", "Low Tide Radio"]))

    def add(name: str | None) -> list[El]:
        return [a("Add to playlist", None, "TextView", (63, 1100, 1017, 1180), "dialog_playlist_title"),
                a(name, None, "EditText", (63, 1210, 800, 1320), "dialog_playlist_name", edit=True, click=True, focused=name is not None, hint="New playlist"),
                a(None, "Create", "ImageView", (830, 1210, 1017, 1320), "dialog_playlist_save", click=True),
                a("Focus", None, "TextView", (63, 1380, 800, 1450), "title", click=True),
                a("8 tracks", None, "TextView", (63, 1455, 800, 1500), "subtitle"),
                a("Gym mix", None, "TextView", (63, 1540, 800, 1610), "title", click=True),
                a("14 tracks", None, "TextView", (63, 1615, 800, 1660), "subtitle")]

    t.step(click(t.ix("Add to playlist")), add(None), dt=1)
    t.step(typ("Night drive", t.rx("dialog_playlist_name")), add("Night drive"), batt=32)
    t.step(click(t.ix("Create")), audio([]))
    pls = [("Focus", "8 tracks"), ("Gym mix", "14 tracks"), ("Night drive", "3 tracks")]

    def mini(pos: str) -> list[El]:
        return [a("Analog Sunset", None, "TextView", (180, 2030, 800, 2080), "title", click=True),
                a("Velvet Static", None, "TextView", (180, 2084, 800, 2124), "subtitle"),
                a(pos, None, "TextView", (820, 2050, 900, 2100), "header_time"),
                a(None, "Pause", "ImageView", (930, 2030, 1050, 2150), "header_play_pause", click=True)]

    def plist(player: str | None = None) -> list[El]:
        out = [a("Playlists", None, "TextView", (63, 112, 500, 184)),
               a(None, "Sort by…", "TextView", (795, 84, 921, 210), "ml_menu_sortby", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2000), "audio_list", scroll=True)]
        for k, (n, c) in enumerate(pls):
            y = 250 + 190 * k
            out += [a(n, None, "TextView", (200, y + 20, 900, y + 80), "title", click=True),
                    a(c, None, "TextView", (200, y + 84, 900, y + 130), "subtitle")]
        return out + (mini(player) if player else []) + vlc_nav("Playlists")

    t.step(click(t.ix("Playlists", 1)), plist(), dt=1)

    def detail(player: str | None = None) -> list[El]:
        out = [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
               a("Night drive", None, "TextView", (189, 112, 700, 184)),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a("3 tracks · 11:48", None, "TextView", (63, 600, 1017, 660), "songs_count"),
               a("Play", None, "Button", (63, 700, 500, 810), "play", click=True),
               a("Shuffle", None, "Button", (560, 700, 1017, 810), "shuffle", click=True)]
        y = 850
        for title, dur, artist in [tracks[0], tracks[4], tracks[3]]:
            out += [a(title, None, "TextView", (200, y + 20, 900, y + 80), "title", click=True),
                    a(f"{dur} · {artist}", None, "TextView", (200, y + 84, 900, y + 130), "subtitle")]
            y += 170
        return out + (mini(player) if player else []) + vlc_nav("Playlists")

    t.step(click(t.ix("Night drive")), detail())
    t.step(click(t.ix("Play")), detail("0:02"), batt=33)
    t.step(BACK, plist("0:11"))
    return t, False, None, "clean"


def vlc_bad() -> tuple[Traj, bool, int | None, str]:
    # bad: VLC (not charging): battery reads 46% at T3 and 45% at T4-T6, then 47% at T7 (delete dialog) with no charger; later turns go on draining (45, 44).
    a = partial(E, pkg=VLC)
    vids = [("drone_fjord_4k", "06:18", "2160p"), ("harbour_timelapse", "02:41", "1080p"), ("kids_recital_2025", "14:07", "1080p"),
            ("screen-20250930-1820", "00:52", "720p"), ("sourdough_shaping", "03:33", "1080p")]

    def vlist(vs: list[tuple[str, str, str]]) -> list[El]:
        out = [a("Video", None, "TextView", (63, 112, 500, 184)),
               a(None, "Search", "TextView", (543, 84, 669, 210), "ml_menu_filter", click=True),
               a(None, "Sort by…", "TextView", (669, 84, 795, 210), "ml_menu_sortby", click=True),
               a(None, "Display in grid", "TextView", (795, 84, 921, 210), "ml_menu_display_grid", click=True),
               a(None, "More options", "ImageView", (921, 84, 1047, 210), click=True),
               a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 230, 1080, 2170), "video_grid", scroll=True)]
        y = 250
        for title, dur, res in vs:
            out += [a(title, None, "TextView", (420, y + 20, 900, y + 80), "ml_item_title", click=True),
                    a(dur, None, "TextView", (420, y + 90, 640, y + 140), "ml_item_time"),
                    a(res, None, "TextView", (660, y + 90, 860, y + 140), "ml_item_resolution"),
                    a(None, "More Actions", "ImageView", (930, y + 40, 1050, y + 140), "item_more", click=True)]
            y += 230
        return out + vlc_nav("Video")

    sheet_items = ["Play", "Play from start", "Play as audio", "Append", "Insert next", "Add to playlist", "Information", "Delete", "Share"]

    def sheet(title: str) -> list[El]:
        return [a(title, None, "TextView", (63, 900, 1017, 980), "ctx_title")] + [
            a(x, None, "TextView", (63, 1010 + 125 * k, 1017, 1120 + 125 * k), "ctx_option_title", click=True) for k, x in enumerate(sheet_items)]

    def info(title: str, dur: str, size: str, path: str, vcodec: str, res: str, fps: str) -> list[El]:
        return [a(None, "Navigate up", "ImageButton", (0, 74, 147, 221), click=True),
                a(title, None, "TextView", (63, 700, 1017, 790), "title"),
                a(dur, None, "TextView", (63, 800, 500, 860), "length"),
                a(path, None, "TextView", (63, 880, 1017, 990), "info_path"),
                a(size, None, "TextView", (63, 1000, 500, 1060), "size_value"),
                a("Video", None, "TextView", (63, 1100, 1017, 1160)),
                a(f"Codec: {vcodec}", None, "TextView", (63, 1170, 1017, 1230)),
                a(f"Resolution: {res}", None, "TextView", (63, 1240, 1017, 1300)),
                a(f"Frame rate: {fps}", None, "TextView", (63, 1310, 1017, 1370)),
                a("Audio", None, "TextView", (63, 1410, 1017, 1470)),
                a("Codec: MPEG AAC Audio (mp4a)", None, "TextView", (63, 1480, 1017, 1540)),
                a("Channels: Stereo", None, "TextView", (63, 1550, 1017, 1610)),
                a("Sample rate: 48000 Hz", None, "TextView", (63, 1620, 1017, 1680))]

    t = Traj("10:05", 46, h12=True)
    t.start(vlist(vids))
    t.step(click(t.ix("More Actions", 0)), sheet("drone_fjord_4k"))
    t.step(click(t.ix("Information")), info("drone_fjord_4k", "06:18", "1.24 GB", "/storage/emulated/0/Movies/drone_fjord_4k.mp4",
                                          "H264 - MPEG-4 AVC (part 10) (avc1)", "3840x2160", "29.97"))
    t.step(BACK, vlist(vids), dt=1)
    sort = [a(x, None, "TextView", (560, 190 + 126 * k, 1050, 300 + 126 * k), "android:id/title", click=True)
            for k, x in enumerate(["Name", "Length", "Insertion date", "Last modified date"])]
    t.step(click(t.ix("Sort by…")), sort, batt=45)
    vids = sorted(vids, key=lambda v: v[1])
    t.step(click(t.ix("Length")), vlist(vids))
    kid = next(i for i, e in enumerate(t.last) if e["text"] == "kids_recital_2025")
    t.step(click(kid + 3), sheet("kids_recital_2025"), dt=1)
    body = [a("kids_recital_2025.mp4 will be deleted from the device.", None, "TextView", (110, 900, 970, 1010), "android:id/message")]
    t.step(click(t.ix("Delete")), dialog(VLC, "Delete?", body, ["Cancel", "Delete"]), batt=47)
    vids = [v for v in vids if v[0] != "kids_recital_2025"]
    t.step(click(t.ix("Delete", 0)), vlist(vids), batt=45)
    t.step(click(t.ix("More Actions", 1)), sheet("harbour_timelapse"))
    t.step(click(t.ix("Information")), info("harbour_timelapse", "02:41", "148 MB", "/storage/emulated/0/Movies/harbour_timelapse.mp4",
                                          "H264 - MPEG-4 AVC (part 10) (avc1)", "1920x1080", "25"), dt=1, batt=44)
    return t, True, 7, "battery percentage rises (45% -> 47%) while the device is not charging"


# ---------------------------------------------------------------------------------------------------------------

ORDER = [files_clean, clock_alarm_bad, markor_clean, contacts_clean, sms_bad, gallery_bad, calendar_clean, broccoli_bad,
         settings_display_clean, tasks_clean, retro_bad, clock_timer_clean, settings_bt_bad, markor_rename_bad, osmand_clean,
         joplin_bad, expense_clean, expense_bad, sms_clean, recorder_bad, vlc_clean, vlc_bad]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for k, fn in enumerate(ORDER, 1):
        t, bad, turn, kind = fn()
        rs.add(task="android", tid=f"h17-android-{k:02d}", system=DROID_SYSTEM, turns=t.turns, state=t.state,
               bad=bad, turn=turn, kind=kind)
    rs.write()


if __name__ == "__main__":
    main()
