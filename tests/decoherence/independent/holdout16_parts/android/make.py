# ruff: noqa: E501
"""Held-out android trajectories h16-android-01 .. h16-android-22 for the decoherence labeled set.

Each observation is an AndroidWorld-style element list (one ``UI element N: UIElement(...)`` line per
element, status bar first) after a JSON action. Screens are built from small per-app helpers so that
every detail follows from the actions; action indices point into the screen the action was taken on.
Deterministic: no randomness, no clock, no network. Writes ``android_test.jsonl`` and ``labels.json``
next to this file.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

Box = tuple[int, int, int, int]
El = dict[str, Any]


class BB:
    """Prints like AndroidWorld's BoundingBox inside the element repr."""

    def __init__(self, box: Box) -> None:
        self.box = box

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.box
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


def E(pkg: str, text: str | None = None, desc: str | None = None, cls: str = "TextView",
      box: Box = (0, 0, 1080, 147), res: str | None = None, *, hint: str | None = None, click: bool = False,
      checkable: bool = False, checked: bool = False, edit: bool = False, focused: bool = False,
      scroll: bool = False, selected: bool = False, long: bool = False, enabled: bool = True) -> El:
    cname = cls if "." in cls else f"android.widget.{cls}"
    rname = None if res is None else (res if ":" in res else f"{pkg}:id/{res}")
    return {"text": text, "content_description": desc, "class_name": cname, "bbox_pixels": BB(box),
            "hint_text": hint, "is_checkable": checkable, "is_checked": checked, "is_clickable": click,
            "is_editable": edit, "is_enabled": enabled, "is_focused": focused, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": selected, "package_name": pkg, "resource_name": rname}


def app(pkg: str) -> Callable[..., El]:
    def f(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: Box = (0, 0, 1080, 147),
          res: str | None = None, **kw: Any) -> El:
        return E(pkg, text, desc, cls, box, res, **kw)
    return f


SYS = "com.android.systemui"


def sb(clock: str, batt: int, icons: tuple[str, ...] = ()) -> list[El]:
    """The status bar: clock, extra status icons, wifi, signal, battery."""
    out = [E(SYS, clock, None, "TextView", (42, 30, 150, 104), "clock")]
    x = 798
    for ic in icons:
        out.append(E(SYS, None, ic, "ImageView", (x, 41, x + 44, 95)))
        x -= 54
    out += [E(SYS, None, "Wifi signal full.", "ImageView", (852, 41, 896, 95), "wifi_signal"),
            E(SYS, None, "Phone signal full.", "ImageView", (902, 41, 946, 95), "mobile_signal"),
            E(SYS, None, f"Battery {batt} percent.", "LinearLayout", (956, 41, 1040, 95), "battery")]
    return out


class Run:
    """A trajectory under construction: each step is an action on the current screen and the next screen."""

    def __init__(self, start: list[El]) -> None:
        self.start = start
        self.cur = start
        self.turns: list[tuple[str, str]] = []

    def at(self, key: str, nth: int = 0, after: str | None = None) -> int:
        lo = 0 if after is None else self.at(after) + 1
        hits = [i for i, e in enumerate(self.cur)
                if i >= lo and (key in (e["text"], e["content_description"], e["hint_text"])
                                or (e["resource_name"] or "").endswith("/" + key))]
        if len(hits) <= nth:
            raise KeyError(key)
        return hits[nth]

    def _step(self, action: str, nxt: list[El]) -> None:
        self.turns.append((action, ui_elements(nxt)))
        self.cur = nxt

    def click(self, key: str, nxt: list[El], nth: int = 0, after: str | None = None) -> None:
        self._step(droid("click", index=self.at(key, nth, after)), nxt)

    def long_press(self, key: str, nxt: list[El]) -> None:
        self._step(droid("long_press", index=self.at(key)), nxt)

    def type(self, text: str, key: str, nxt: list[El], nth: int = 0) -> None:
        self._step(droid("input_text", text=text, index=self.at(key, nth)), nxt)

    def tap(self, index: int, nxt: list[El]) -> None:
        self._step(droid("click", index=index), nxt)

    def back(self, nxt: list[El]) -> None:
        self._step(droid("navigate_back"), nxt)

    def scroll(self, direction: str, nxt: list[El]) -> None:
        self._step(droid("scroll", direction=direction), nxt)

    def open(self, name: str, nxt: list[El]) -> None:
        self._step(droid("open_app", app_name=name), nxt)

    def enter(self, nxt: list[El]) -> None:
        self._step(droid("keyboard_enter"), nxt)


def add(rs: RowSet, n: int, r: Run, *, bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h16-android-{n:02d}", system=DROID_SYSTEM, turns=r.turns,
           state=ui_elements(r.start), bad=bad, turn=turn, kind=kind)


def rows_y(n: int, y0: int, h: int) -> list[int]:
    return [y0 + i * h for i in range(n)]


# ---------------------------------------------------------------- 01 Contacts
def t01_contacts(rs: RowSet) -> None:
    # clean: Google Contacts — change Odalys Ferreira-Quint's mobile number, open the similarly named Odalys Ferrer, search "Odal".
    c = app("com.google.android.contacts")
    names = ["Nadia Haddad", "Niamh Corcoran", "Odalys Ferreira-Quint", "Odalys Ferrer", "Oren Abadi",
             "Paulette Mbeki", "Pim de Vries", "Quentin Arsenault"]

    def lst(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt) + [
            c("Search contacts", None, "TextView", (158, 170, 880, 290), "open_search_bar_text_view", click=True),
            c(None, "Signed in as mira.lindqvist@gmail.com", "ImageView", (905, 185, 1010, 275), "selected_account_disc", click=True),
            c(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2180), "list", scroll=True)]
        last = ""
        for name, y in zip(names, rows_y(len(names), 330, 168)):
            if name[0] != last:
                els.append(c(name[0], None, "TextView", (40, y + 40, 130, y + 110), "header_text"))
                last = name[0]
            els.append(c(name, None, "TextView", (250, y + 45, 1000, y + 122), "cliv_name_textview", click=True, long=True))
        els += [c(None, "Create contact", "ImageButton", (872, 1950, 1038, 2116), "floating_action_button", click=True),
                c("Contacts", None, "TextView", (0, 2200, 360, 2337), "navigation_bar_item_large_label_view", click=True, selected=True),
                c("Highlights", None, "TextView", (360, 2200, 720, 2337), "navigation_bar_item_large_label_view", click=True),
                c("Fix & manage", None, "TextView", (720, 2200, 1080, 2337), "navigation_bar_item_large_label_view", click=True)]
        return els

    def details(clock: str, batt: int, name: str, sub: str | None, rows: list[tuple[str, str, str | None]]) -> list[El]:
        els = sb(clock, batt) + [
            c(None, "Navigate up", "ImageButton", (0, 136, 147, 283), click=True),
            c(None, "Favorite", "Button", (650, 136, 797, 283), click=True),
            c(None, "Edit contact", "Button", (797, 136, 944, 283), click=True),
            c(None, "More options", "ImageView", (944, 136, 1080, 283), click=True),
            c(name, None, "TextView", (63, 610, 1017, 712), "large_title")]
        if sub:
            els.append(c(sub, None, "TextView", (63, 712, 1017, 770), "header_subtitle"))
        for i, a in enumerate(["Call", "Text", "Video", "Email"]):
            els.append(c(a, None, "TextView", (40 + i * 250, 830, 290 + i * 250, 980), click=True))
        els.append(c("Contact info", None, "TextView", (63, 1040, 600, 1110)))
        y = 1130
        for head, subh, alt in rows:
            els.append(c(head, None, "TextView", (189, y, 880, y + 66), "header", click=True, long=True))
            els.append(c(subh, None, "TextView", (189, y + 66, 880, y + 120), "sub_header"))
            if alt:
                els.append(c(None, alt, "ImageView", (910, y + 10, 1040, y + 110), "icon_alternate", click=True))
            y += 168
        return els

    def fq(clock: str, batt: int, phone: str) -> list[El]:
        return details(clock, batt, "Odalys Ferreira-Quint", None,
                       [(phone, "Mobile", "Text Mobile"), ("odalys.fq@harbormail.net", "Work", None),
                        ("June 2", "Birthday", None)])

    def editor(clock: str, batt: int, phone: str, focused: bool) -> list[El]:
        return sb(clock, batt) + [
            c(None, "Cancel", "ImageButton", (0, 136, 147, 283), click=True),
            c("Edit contact", None, "TextView", (168, 170, 640, 250)),
            c("Save", None, "Button", (760, 160, 950, 262), "toolbar_button", click=True),
            c(None, "More options", "ImageView", (950, 136, 1080, 283), click=True),
            c(None, "Change picture", "ImageView", (390, 330, 690, 630), click=True),
            c("Odalys", None, "EditText", (189, 700, 1017, 840), hint="First name", click=True, edit=True),
            c("Ferreira-Quint", None, "EditText", (189, 860, 1017, 1000), hint="Last name", click=True, edit=True),
            c(None, None, "EditText", (189, 1020, 1017, 1160), hint="Company", click=True, edit=True),
            c(phone, None, "EditText", (189, 1220, 1017, 1360), hint="Phone", click=True, edit=True, focused=focused),
            c("Mobile", None, "Spinner", (189, 1370, 560, 1450), "spinner", click=True),
            c("odalys.fq@harbormail.net", None, "EditText", (189, 1510, 1017, 1650), hint="Email", click=True, edit=True),
            c("Work", None, "Spinner", (189, 1660, 560, 1740), "spinner", click=True),
            c("June 2", None, "EditText", (189, 1800, 1017, 1940), hint="Significant date", click=True),
            c("Birthday", None, "Spinner", (189, 1950, 560, 2030), "spinner", click=True),
            c("Add more", None, "Button", (63, 2080, 420, 2190), click=True)]

    def search(clock: str, batt: int, q: str | None, hits: list[str]) -> list[El]:
        els = sb(clock, batt) + [
            c(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            c(q, None, "EditText", (147, 160, 930, 287), "search_view", hint="Search contacts", click=True, edit=True, focused=True)]
        if q:
            els.append(c(None, "Clear search", "ImageView", (930, 160, 1060, 287), click=True))
            els.append(c("Contacts", None, "TextView", (63, 330, 600, 400)))
        for name, y in zip(hits, rows_y(len(hits), 420, 168)):
            els.append(c(name, None, "TextView", (250, y + 45, 1000, y + 122), "cliv_name_textview", click=True))
        return els

    r = Run(lst("10:21", 84))
    r.click("Odalys Ferreira-Quint", fq("10:21", 84, "(503) 555-0148"))
    r.click("Edit contact", editor("10:21", 84, "(503) 555-0148", False))
    r.type("(415) 555-0193", "(503) 555-0148", editor("10:22", 84, "(415) 555-0193", True))
    r.click("Save", fq("10:22", 84, "(415) 555-0193"))
    r.back(lst("10:22", 84))
    r.click("Odalys Ferrer", details("10:22", 84, "Odalys Ferrer", "Tilbury Studio",
                                     [("(971) 555-0162", "Mobile", "Text Mobile"), ("(971) 555-0107", "Work", "Text Work"),
                                      ("o.ferrer@tilbury-studio.com", "Work", None)]))
    r.back(lst("10:23", 84))
    r.click("Search contacts", search("10:23", 83, None, []))
    r.type("Odal", "Search contacts", search("10:23", 83, "Odal", ["Odalys Ferreira-Quint", "Odalys Ferrer"]))
    r.click("Odalys Ferreira-Quint", fq("10:24", 83, "(415) 555-0193"))
    add(rs, 1, r)


# ---------------------------------------------------------------- 02 Clock alarm
DAYS = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]
CLOCK = "com.google.android.deskclock"


def clock_nav(k: Callable[..., El], tab: str) -> list[El]:
    out = []
    for i, t in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
        out.append(k(t, None, "TextView", (i * 216, 2200, i * 216 + 216, 2337), "navigation_bar_item_large_label_view" if t == tab else "navigation_bar_item_small_label_view",
                     click=True, selected=t == tab))
    return out


def alarm_list(k: Callable[..., El], clock: str, batt: int, alarms: list[dict[str, Any]]) -> list[El]:
    els = sb(clock, batt) + [k(None, "More options", "ImageView", (944, 150, 1080, 290), click=True),
                             k("Alarm", None, "TextView", (63, 320, 600, 430), "action_bar_title")]
    y = 470
    for a in alarms:
        els.append(k(a["time"], None, "TextView", (63, y + 20, 620, y + 170), "digital_clock", click=True))
        els.append(k(None, None, "Switch", (860, y + 50, 1017, y + 140), "onoff", click=True, checkable=True, checked=a["on"]))
        if not a.get("expanded"):
            if a.get("label"):
                els.append(k(a["label"], None, "TextView", (63, y + 175, 620, y + 225), "label"))
            els.append(k(a["summary"], None, "TextView", (63, y + 230, 700, y + 280), "days_of_week"))
            els.append(k(None, "Expand alarm", "ImageButton", (920, y + 200, 1040, y + 290), "arrow", click=True))
            y += 320
            continue
        els.append(k(a.get("label") or "Add label", None, "TextView", (63, y + 180, 700, y + 250), "edit_label", click=True))
        els.append(k(a["summary"], None, "TextView", (63, y + 260, 700, y + 320), "upcoming_instance_label"))
        for i, (letter, day) in enumerate(DAYS):
            x = 63 + i * 136
            els.append(k(letter, day, "CheckBox", (x, y + 350, x + 110, y + 460), "day_button", click=True, checkable=True,
                         checked=day in a["days"]))
        els += [k("Default (Cesium)", None, "TextView", (63, y + 500, 700, y + 580), "choose_ringtone", click=True),
                k("Vibrate", None, "CheckBox", (63, y + 600, 500, y + 680), "vibrate_onoff", click=True, checkable=True, checked=True),
                k("Delete", None, "TextView", (63, y + 700, 400, y + 780), "delete", click=True),
                k(None, "Collapse alarm", "ImageButton", (920, y + 700, 1040, y + 790), "arrow", click=True)]
        y += 850
    els.append(k(None, "Add alarm", "ImageButton", (414, 1980, 666, 2150), "fab", click=True))
    return els + clock_nav(k, "Alarm")


def t02_alarm(rs: RowSet) -> None:
    # bad (turn 10 vs turn 6): a new alarm set to 6:45 AM (read back as 6:45 AM on turns 6-9) is listed as 6:40 AM from turn 10 on, with only day chips tapped.
    k = app(CLOCK)
    site = {"time": "7:15 AM", "label": "Site visit", "summary": "Mon, Tue, Wed, Thu, Fri", "on": True}
    run = {"time": "9:30 AM", "label": "Long run", "summary": "Sun", "on": False}

    def new(time: str, label: str | None, days: list[str]) -> dict[str, Any]:
        short = {"Monday": "Mon", "Wednesday": "Wed", "Friday": "Fri"}
        summary = ", ".join(short[d] for d in days) if days else "Tomorrow"
        return {"time": time, "label": label, "summary": summary, "days": days, "on": True, "expanded": True}

    def picker(clock: str, hour: str, minute: str, pm: bool) -> list[El]:
        els = sb(clock, 71) + [
            k("Select time", None, "TextView", (120, 560, 700, 620), "header_title"),
            k(hour, None, "TextView", (160, 660, 420, 860), "material_hour_tv", click=True, checkable=True, checked=True),
            k(":", None, "TextView", (420, 660, 500, 860)),
            k(minute, None, "TextView", (500, 660, 760, 860), "material_minute_tv", click=True, checkable=True),
            k("AM", None, "Button", (800, 660, 960, 758), "material_clock_period_am_button", click=True, checkable=True, checked=not pm),
            k("PM", None, "Button", (800, 762, 960, 860), "material_clock_period_pm_button", click=True, checkable=True, checked=pm),
            k(None, None, "View", (170, 920, 910, 1660), "material_clock_face")]
        for i in range(12):
            n = 12 if i == 0 else i
            x, y = 540 + round(300 * math.sin(math.radians(30 * i))), 1290 - round(300 * math.cos(math.radians(30 * i)))
            els.append(k(str(n), f"{n} o'clock", "TextView", (x - 45, y - 45, x + 45, y + 45), click=True))
        return els + [k(None, "Switch to text input mode for the time input.", "ImageButton", (110, 1720, 236, 1846), "material_timepicker_mode_button", click=True),
                      k("Cancel", None, "Button", (600, 1730, 780, 1840), "material_timepicker_cancel_button", click=True),
                      k("OK", None, "Button", (800, 1730, 960, 1840), "material_timepicker_ok_button", click=True)]

    def text_picker(clock: str, hour: str, minute: str, pm: bool, focus: str | None) -> list[El]:
        return sb(clock, 71) + [
            k("Enter time", None, "TextView", (120, 860, 700, 920), "header_title"),
            k(hour, None, "EditText", (120, 960, 420, 1160), "material_hour_text_input", click=True, edit=True, focused=focus == "h"),
            k("Hour", None, "TextView", (120, 1170, 420, 1220)),
            k(":", None, "TextView", (420, 960, 500, 1160)),
            k(minute, None, "EditText", (500, 960, 800, 1160), "material_minute_text_input", click=True, edit=True, focused=focus == "m"),
            k("Minute", None, "TextView", (500, 1170, 800, 1220)),
            k("AM", None, "Button", (830, 960, 960, 1058), "material_clock_period_am_button", click=True, checkable=True, checked=not pm),
            k("PM", None, "Button", (830, 1062, 960, 1160), "material_clock_period_pm_button", click=True, checkable=True, checked=pm),
            k(None, "Switch to clock mode for the time input.", "ImageButton", (110, 1300, 236, 1426), "material_timepicker_mode_button", click=True),
            k("Cancel", None, "Button", (600, 1310, 780, 1420), "material_timepicker_cancel_button", click=True),
            k("OK", None, "Button", (800, 1310, 960, 1420), "material_timepicker_ok_button", click=True)]

    def label_dialog(clock: str, text: str | None) -> list[El]:
        return sb(clock, 71) + [
            k("Label", None, "TextView", (120, 880, 960, 960), "alertTitle"),
            k(text, None, "EditText", (120, 990, 960, 1120), "label_input_field", hint="Label", click=True, edit=True, focused=True),
            k("Cancel", None, "Button", (560, 1160, 760, 1270), "android:id/button2", click=True),
            k("OK", None, "Button", (780, 1160, 960, 1270), "android:id/button1", click=True)]

    r = Run(alarm_list(k, "2:07", 71, [site, run]))
    r.click("Add alarm", picker("2:07", "2", "07", True))
    r.click("Switch to text input mode for the time input.", text_picker("2:07", "2", "07", True, None))
    r.type("6", "2", text_picker("2:08", "6", "07", True, "h"))
    r.type("45", "07", text_picker("2:08", "6", "45", True, "m"))
    r.click("AM", text_picker("2:08", "6", "45", False, "m"))
    r.click("OK", alarm_list(k, "2:08", 71, [new("6:45 AM", None, []), site, run]))
    r.click("Add label", label_dialog("2:08", None))
    r.type("Pool laps", "Label", label_dialog("2:09", "Pool laps"), nth=1)
    r.click("OK", alarm_list(k, "2:09", 71, [new("6:45 AM", "Pool laps", []), site, run]))
    r.click("Monday", alarm_list(k, "2:09", 71, [new("6:40 AM", "Pool laps", ["Monday"]), site, run]))
    r.click("Wednesday", alarm_list(k, "2:09", 71, [new("6:40 AM", "Pool laps", ["Monday", "Wednesday"]), site, run]))
    r.click("Friday", alarm_list(k, "2:10", 70, [new("6:40 AM", "Pool laps", ["Monday", "Wednesday", "Friday"]), site, run]))
    add(rs, 2, r, bad=True, turn=10, kind="alarm time set to 6:45 AM is listed as 6:40 AM after a day chip tap")


# ---------------------------------------------------------------- 03 Files
def t03_files(rs: RowSet) -> None:
    # clean: Files (DocumentsUI) — check free space, re-sort Downloads by name, delete an .apk and an .mp3, free space and Recent follow.
    f = app("com.google.android.documentsui")
    files = {"lease_addendum_v2.docx": ("Mar 13", "48 kB"), "podcast_ep114.mp3": ("Mar 12", "52.4 MB"),
             "invoice_HV-20931.pdf": ("Mar 10", "131 kB"), "setup_tool.apk": ("Mar 7", "27.9 MB"),
             "ferry-tickets-0412.pdf": ("Mar 4", "88 kB"), "IMG_4471.HEIC": ("Feb 28", "3.1 MB"),
             "boarding_pass_LIS.pdf": ("Feb 21", "212 kB"), "allotment_map.png": ("Feb 9", "640 kB")}
    by_date = list(files)
    by_name = sorted(files, key=str.lower)
    gone = {"podcast_ep114.mp3", "setup_tool.apk"}

    def top(title: str, selected: int = 0) -> list[El]:
        if selected:
            return [f(None, "Done", "ImageButton", (0, 150, 147, 297), click=True),
                    f(f"{selected} selected", None, "TextView", (170, 180, 560, 270), "action_bar_title"),
                    f(None, "Share", "Button", (560, 150, 690, 297), "action_menu_share", click=True),
                    f(None, "Delete", "Button", (690, 150, 820, 297), "action_menu_delete", click=True),
                    f(None, "Select all", "Button", (820, 150, 950, 297), "action_menu_select_all", click=True),
                    f(None, "More options", "ImageView", (950, 150, 1080, 297), click=True)]
        return [f(None, "Show roots", "ImageButton", (0, 150, 147, 297), click=True),
                f(title, None, "TextView", (170, 180, 700, 270)),
                f(None, "Search", "Button", (800, 150, 940, 297), "option_menu_search", click=True),
                f(None, "More options", "ImageView", (940, 150, 1080, 297), click=True)]

    def listing(clock: str, batt: int, order: list[str], picked: tuple[str, ...] = ()) -> list[El]:
        els = sb(clock, batt) + top("Downloads", len(picked)) + [
            f(None, "Grid view", "ImageView", (940, 320, 1060, 420), "sub_menu_grid", click=True),
            f(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 430, 1080, 2337), "dir_list", scroll=True)]
        for name, y in zip([n for n in order if n in files], rows_y(len(order), 440, 190)):
            date, size = files[name]
            els += [f(None, None, "LinearLayout", (0, y, 1080, y + 190), "item_root", click=True, long=True, selected=name in picked),
                    f(name, None, "TextView", (200, y + 40, 1000, y + 100), "android:id/title"),
                    f(date, None, "TextView", (200, y + 110, 420, y + 160), "date"),
                    f(size, None, "TextView", (440, y + 110, 700, y + 160), "size")]
        return els

    def drawer(clock: str, batt: int, free: str) -> list[El]:
        els = sb(clock, batt) + [f("Files", None, "TextView", (40, 180, 600, 260))]
        for i, (t, summ) in enumerate([("Recent", None), ("Images", None), ("Videos", None), ("Audio", None),
                                       ("Documents", None), ("Downloads", None), ("Pixel 6", free), ("Drive", "mira.lindqvist@gmail.com")]):
            y = 300 + i * 150
            els.append(f(t, None, "TextView", (150, y + 30, 800, y + 90 if summ else y + 120), "android:id/title", click=True, selected=t == "Downloads"))
            if summ:
                els.append(f(summ, None, "TextView", (150, y + 90, 800, y + 140), "android:id/summary"))
        return els

    def menu(clock: str, batt: int) -> list[El]:
        return listing(clock, batt, by_date) + [
            f("New window", None, "TextView", (600, 160, 1060, 290), "android:id/title", click=True),
            f("Select all", None, "TextView", (600, 290, 1060, 420), "android:id/title", click=True),
            f("Sort by…", None, "TextView", (600, 420, 1060, 550), "android:id/title", click=True),
            f("Show hidden files", None, "TextView", (600, 550, 1060, 680), "android:id/title", click=True)]

    def sorter(clock: str, batt: int) -> list[El]:
        opts = ["File name (A to Z)", "File name (Z to A)", "Type (A to Z)", "Size (smallest first)", "Size (largest first)",
                "Modified (oldest first)", "Modified (newest first)"]
        els = sb(clock, batt) + [f("Sort by", None, "TextView", (63, 1180, 1017, 1260), "alertTitle")]
        for i, o in enumerate(opts):
            y = 1290 + i * 145
            els.append(f(o, None, "CheckedTextView", (0, y, 1080, y + 145), "android:id/text1", click=True, checkable=True,
                         checked=o == "Modified (newest first)"))
        return els

    recent = [("Screenshot_20240313-221540.png", "Mar 13"), ("lease_addendum_v2.docx", "Mar 13"), ("invoice_HV-20931.pdf", "Mar 10"),
              ("ferry-tickets-0412.pdf", "Mar 4"), ("IMG_4471.HEIC", "Feb 28"), ("boarding_pass_LIS.pdf", "Feb 21")]

    def recents(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt) + top("Recent") + [
            f(None, "List view", "ImageView", (940, 320, 1060, 420), "sub_menu_list", click=True),
            f(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 430, 1080, 2337), "dir_list", scroll=True)]
        for i, (name, date) in enumerate(recent):
            x, y = 30 + (i % 2) * 520, 450 + (i // 2) * 560
            els += [f(None, None, "LinearLayout", (x, y, x + 500, y + 540), "item_root", click=True, long=True),
                    f(name, None, "TextView", (x + 20, y + 400, x + 480, y + 460), "android:id/title"),
                    f(date, None, "TextView", (x + 20, y + 465, x + 480, y + 515), "date")]
        return els

    r = Run(listing("15:02", 57, by_date))
    r.click("Show roots", drawer("15:02", 57, "38.12 GB free"))
    r.click("Downloads", listing("15:02", 57, by_date))
    r.click("More options", menu("15:03", 57))
    r.click("Sort by…", sorter("15:03", 57))
    r.click("File name (A to Z)", listing("15:03", 57, by_name))
    r.long_press("setup_tool.apk", listing("15:03", 57, by_name, ("setup_tool.apk",)))
    r.click("podcast_ep114.mp3", listing("15:04", 57, by_name, ("podcast_ep114.mp3", "setup_tool.apk")))
    r.click("Delete", sb("15:04", 57) + [
        f("Delete these 2 files?", None, "TextView", (120, 1040, 960, 1140), "android:id/message"),
        f("Cancel", None, "Button", (560, 1200, 760, 1310), "android:id/button2", click=True),
        f("OK", None, "Button", (780, 1200, 960, 1310), "android:id/button1", click=True)])
    for n in gone:
        files.pop(n)
    r.click("OK", listing("15:04", 56, [n for n in by_name if n not in gone]))
    r.click("Show roots", drawer("15:05", 56, "38.20 GB free"))
    r.click("Recent", recents("15:05", 56))
    add(rs, 3, r)


# ---------------------------------------------------------------- 04 Markor
def t04_markor(rs: RowSet) -> None:
    # bad (turn 8 vs turns 4/7): the preview of dock_checklist.md renders "Fender lines: 4 x 1.5 m" while the text typed and re-opened says 4 x 1.2 m; nothing was written in between.
    m = app("net.gsantner.markor")
    dock = ("# Dock checklist\n- Bilge pump test: 2 min\n- Spare fuel filter: Racor R12T\n- Fender lines: 4 x 1.2 m\n"
            "- Shore power cable: 15 m, 16 A")
    ferry = ("# Ferry — winter timetable\nDún Laoghaire → Holyhead\n\n## Weekdays\n- 08:10\n- 14:30\n- 20:05\n\n"
             "## Sat/Sun\n- 09:45\n- 18:20")
    base = [("archive", "Folder · Mar 2, 2024 14:10"), ("ferry_schedule.md", "Mar 11, 2024 19:40"),
            ("groceries.txt", "Mar 13, 2024 18:05"), ("plant_watering.md", "Mar 8, 2024 07:51"), ("quotes.md", "Feb 27, 2024 22:16")]
    with_dock = [base[0], ("dock_checklist.md", "Mar 14, 2024 09:04")] + base[1:]

    def files(clock: str, batt: int, items: list[tuple[str, str]]) -> list[El]:
        els = sb(clock, batt) + [
            m("markor", None, "TextView", (63, 170, 600, 250), "toolbar_title"),
            m("/storage/emulated/0/Documents/markor", None, "TextView", (63, 250, 800, 300), "toolbar_subtitle"),
            m(None, "Search", "TextView", (676, 150, 811, 297), "action_search", click=True),
            m(None, "Sort by", "TextView", (811, 150, 946, 297), "action_sort", click=True),
            m(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            m(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 320, 1080, 2190), "ui__filesystem_dialog__list", scroll=True)]
        for (name, desc), y in zip(items, rows_y(len(items), 330, 170)):
            els += [m(name, None, "TextView", (180, y + 30, 1040, y + 95), "ui__filesystem_item__title", click=True, long=True),
                    m(desc, None, "TextView", (180, y + 100, 1040, y + 145), "ui__filesystem_item__description")]
        els.append(m(None, "New", "ImageButton", (872, 1960, 1038, 2126), "fab_add_new_item", click=True))
        for i, t in enumerate(["Notebook", "To-Do", "QuickNote", "More"]):
            els.append(m(t, None, "TextView", (i * 270, 2200, i * 270 + 270, 2337), "navigation_bar_item_large_label_view" if i == 0 else "navigation_bar_item_small_label_view",
                         click=True, selected=i == 0))
        return els

    def new_dialog(clock: str, name: str | None) -> list[El]:
        return sb(clock, 91) + [
            m("New file", None, "TextView", (90, 700, 990, 790), "alertTitle"),
            m(name, None, "EditText", (90, 820, 800, 950), "new_file_dialog__name", hint="Name", click=True, edit=True, focused=True),
            m(".md", None, "EditText", (800, 820, 990, 950), "new_file_dialog__ext", click=True, edit=True),
            m("Markdown", None, "Spinner", (90, 980, 990, 1090), "new_file_dialog__type", click=True),
            m("Empty file", None, "Spinner", (90, 1110, 990, 1220), "new_file_dialog__template", click=True),
            m("Folder", None, "Button", (90, 1270, 330, 1380), "android:id/button3", click=True),
            m("Cancel", None, "Button", (560, 1270, 770, 1380), "android:id/button2", click=True),
            m("OK", None, "Button", (790, 1270, 990, 1380), "android:id/button1", click=True)]

    def editor(clock: str, title: str, text: str | None, focused: bool, batt: int = 91) -> list[El]:
        return sb(clock, batt) + [
            m(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            m(title, None, "TextView", (170, 180, 540, 270), "note__activity__text_note_title", click=True),
            m(None, "View", "TextView", (540, 150, 675, 297), "action_preview", click=True),
            m(None, "Undo", "TextView", (675, 150, 810, 297), "action_undo", click=True, enabled=text is not None and focused),
            m(None, "Save", "TextView", (810, 150, 945, 297), "action_save", click=True),
            m(None, "More options", "ImageView", (945, 150, 1080, 297), click=True),
            m(text, None, "EditText", (0, 300, 1080, 2060), "document__fragment__edit__highlighting_editor", click=True, edit=True, focused=focused, scroll=True),
            m(None, "Header", "ImageView", (0, 2070, 135, 2190), click=True),
            m(None, "Unordered list", "ImageView", (135, 2070, 270, 2190), click=True),
            m(None, "Checkbox", "ImageView", (270, 2070, 405, 2190), click=True),
            m(None, "Bold", "ImageView", (405, 2070, 540, 2190), click=True),
            m(None, "Italic", "ImageView", (540, 2070, 675, 2190), click=True),
            m(None, "Insert link", "ImageView", (675, 2070, 810, 2190), click=True)]

    def preview(clock: str, heading: str, lines: list[str]) -> list[El]:
        els = sb(clock, 90) + [
            m(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            m("dock_checklist", None, "TextView", (170, 180, 540, 270), "note__activity__text_note_title", click=True),
            m(None, "Edit", "TextView", (675, 150, 810, 297), "action_preview", click=True),
            m(None, "More options", "ImageView", (945, 150, 1080, 297), click=True),
            m(None, None, "android.webkit.WebView", (0, 300, 1080, 2190), "document__fragment_view_webview", scroll=True),
            m(heading, None, "TextView", (42, 340, 1038, 440))]
        for line, y in zip(lines, rows_y(len(lines), 480, 80)):
            els.append(m(line, None, "TextView", (100, y, 1038, y + 70)))
        return els

    r = Run(files("09:02", 91, base))
    r.click("New", new_dialog("09:03", None))
    r.type("dock_checklist", "Name", new_dialog("09:03", "dock_checklist"))
    r.click("OK", editor("09:03", "dock_checklist", None, True))
    r.type(dock, "document__fragment__edit__highlighting_editor", editor("09:04", "dock_checklist", dock, True))
    r.click("Save", editor("09:04", "dock_checklist", dock, True))
    r.back(files("09:04", 91, with_dock))
    r.click("dock_checklist.md", editor("09:05", "dock_checklist", dock, False))
    r.click("View", preview("09:05", "Dock checklist", ["Bilge pump test: 2 min", "Spare fuel filter: Racor R12T", "Fender lines: 4 x 1.5 m",
                                                         "Shore power cable: 15 m, 16 A"]))
    r.back(files("09:05", 90, with_dock))
    r.click("ferry_schedule.md", editor("09:06", "ferry_schedule", ferry, False, 90))
    add(rs, 4, r, bad=True, turn=8, kind="note line reads differently in preview than in the just-opened file (no write between)")


# ---------------------------------------------------------------- 05 OsmAnd
def t05_osmand(rs: RowSet) -> None:
    # clean: OsmAnd — search Vinegar Hill, save the trailhead as a renamed favorite in the Hiking group, check My Places.
    o = app("net.osmand")
    new_name = "Trailhead – Vinegar Hill (north lot)"

    def map_base(clock: str, batt: int) -> list[El]:
        return sb(clock, batt) + [
            o(None, None, "android.view.View", (0, 0, 1080, 2337), "map_view"),
            o(None, "Search", "ImageButton", (42, 170, 178, 306), "map_search_button", click=True),
            o(None, "Configure map", "ImageButton", (42, 330, 178, 466), "map_layers_button", click=True),
            o(None, "Compass", "ImageButton", (902, 170, 1038, 306), "map_compass_button", click=True),
            o("2 km", None, "TextView", (42, 1930, 260, 1980), "map_ruler_text"),
            o(None, "Zoom in", "ImageButton", (902, 1420, 1038, 1556), "map_zoom_in_button", click=True),
            o(None, "Zoom out", "ImageButton", (902, 1570, 1038, 1706), "map_zoom_out_button", click=True),
            o(None, "My location", "ImageButton", (902, 1760, 1038, 1896), "map_my_location_button", click=True)]

    def plain_map(clock: str, batt: int) -> list[El]:
        return map_base(clock, batt) + [
            o(None, "Back to menu", "ImageButton", (42, 2150, 178, 2286), "map_menu_button", click=True),
            o(None, "Directions", "ImageButton", (902, 2150, 1038, 2286), "map_route_land_button", click=True)]

    def card(clock: str, batt: int, title: str, sub: str, fav: bool) -> list[El]:
        return map_base(clock, batt) + [
            o(None, None, "FrameLayout", (0, 1700, 1080, 2337), "context_menu_main", click=True),
            o(title, None, "TextView", (42, 1740, 900, 1820), "context_menu_line1"),
            o(sub, None, "TextView", (42, 1825, 900, 1875), "context_menu_line2"),
            o("14.2 km", None, "TextView", (42, 1885, 300, 1935), "distance"),
            o("52.5058, -6.5402", None, "TextView", (320, 1885, 900, 1935), "context_menu_coordinates"),
            o(None, "Close", "ImageView", (930, 1730, 1050, 1850), "context_menu_close_btn_view", click=True),
            o("Edit" if fav else "Add", None, "TextView", (0, 1990, 270, 2120), "context_menu_fav_text_view", click=True),
            o("Marker", None, "TextView", (270, 1990, 540, 2120), "context_menu_destination_text_view", click=True),
            o("Share", None, "TextView", (540, 1990, 810, 2120), "context_menu_share_text_view", click=True),
            o("More", None, "TextView", (810, 1990, 1080, 2120), "context_menu_more_text_view", click=True),
            o("Directions", None, "Button", (42, 2160, 1038, 2290), "context_menu_route_button", click=True)]

    def search(clock: str, batt: int, q: str | None) -> list[El]:
        els = sb(clock, batt) + [
            o(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            o(q, None, "EditText", (147, 160, 930, 287), "searchEditText", hint="Search address, POI, coordinates", click=True, edit=True, focused=True)]
        if q is None:
            els += [o("History", None, "TextView", (0, 310, 360, 430), click=True, selected=True),
                    o("Categories", None, "TextView", (360, 310, 720, 430), click=True),
                    o("Address", None, "TextView", (720, 310, 1080, 430), click=True)]
            hits = [("Enniscorthy Castle", "Castle • 13.9 km"), ("Gorey railway station", "Railway station • 31.4 km")]
        else:
            els.append(o(None, "Clear", "ImageButton", (930, 160, 1060, 287), "clearButton", click=True))
            hits = [("Vinegar Hill Trailhead", "Parking • 14.2 km"), ("Vinegar Hill", "Peak • 15.8 km"),
                    ("Vinegar Hill Road", "Street • Ballymore • 9.6 km"), ("Vinegar Hill Pharmacy", "Pharmacy • Enniscorthy • 14.9 km")]
        for (t, s), y in zip(hits, rows_y(len(hits), 450, 170)):
            els += [o(t, None, "TextView", (180, y + 30, 1040, y + 95), "title", click=True),
                    o(s, None, "TextView", (180, y + 100, 1040, y + 145), "type_name")]
        return els

    def fav_sheet(clock: str, batt: int, name: str, group: str, focused: bool) -> list[El]:
        els = sb(clock, batt) + [
            o("Add favorite", None, "TextView", (42, 700, 900, 790), "title"),
            o(name, None, "EditText", (42, 830, 1038, 960), "name_edit", hint="Name", click=True, edit=True, focused=focused),
            o(None, None, "EditText", (42, 990, 1038, 1120), "description_edit", hint="Description", click=True, edit=True),
            o("Vinegar Hill, Enniscorthy", None, "EditText", (42, 1150, 1038, 1280), "address_edit", hint="Address", click=True, edit=True),
            o("Group", None, "TextView", (42, 1310, 500, 1370))]
        for i, (g, n) in enumerate([("Favorites", "5"), ("Hiking", "3"), ("Parking spots", "2")]):
            x = 42 + i * 300
            els += [o(g, None, "TextView", (x, 1390, x + 280, 1450), "groupName", click=True, selected=g == group),
                    o(n, None, "TextView", (x, 1455, x + 280, 1500), "groupCount")]
        return els + [o("Add group", None, "TextView", (942, 1390, 1080, 1500), click=True),
                      o("Cancel", None, "Button", (42, 2160, 520, 2290), "dismiss_button", click=True),
                      o("Save", None, "Button", (560, 2160, 1038, 2290), "right_bottom_button", click=True)]

    def drawer(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt) + [o("OsmAnd", None, "TextView", (42, 180, 700, 270))]
        for i, t in enumerate(["My Places", "Search", "Directions", "Configure map", "Maps & Resources", "Plan a route",
                               "Trip recording", "Settings", "Help & Feedback"]):
            els.append(o(t, None, "TextView", (150, 310 + i * 150, 900, 420 + i * 150), "title", click=True))
        return els

    def places(clock: str, batt: int, open_hiking: bool) -> list[El]:
        els = sb(clock, batt) + [
            o(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            o("My Places", None, "TextView", (170, 180, 700, 270)),
            o("Favorites", None, "TextView", (0, 310, 360, 430), click=True, selected=True),
            o("Tracks", None, "TextView", (360, 310, 720, 430), click=True),
            o("Notes", None, "TextView", (720, 310, 1080, 430), click=True)]
        y = 450
        for g, n in [("Favorites", "5"), ("Hiking", "4"), ("Parking spots", "2")]:
            els += [o(g, None, "TextView", (180, y + 40, 800, y + 110), "title", click=True),
                    o(n, None, "TextView", (860, y + 40, 1000, y + 110), "group_count")]
            y += 160
            if g == "Hiking" and open_hiking:
                for t, d in [("Blackstairs summit cairn", "27.5 km"), ("Mount Leinster car park", "31.0 km"),
                             ("Oulart Hill viewpoint", "19.3 km"), (new_name, "14.2 km")]:
                    els += [o(t, None, "TextView", (220, y + 30, 900, y + 95), "favourite_label", click=True),
                            o(d, None, "TextView", (220, y + 100, 600, y + 145), "favourite_distance")]
                    y += 160
        return els

    r = Run(plain_map("12:40", 73))
    r.click("Search", search("12:40", 73, None))
    r.type("Vinegar Hill", "searchEditText", search("12:41", 73, "Vinegar Hill"))
    r.click("Vinegar Hill Trailhead", card("12:41", 73, "Vinegar Hill Trailhead", "Parking", False))
    r.click("Add", fav_sheet("12:41", 73, "Vinegar Hill Trailhead", "Favorites", False))
    r.type(new_name, "name_edit", fav_sheet("12:42", 73, new_name, "Favorites", True))
    r.click("Hiking", fav_sheet("12:42", 73, new_name, "Hiking", False))
    r.click("Save", card("12:42", 73, new_name, "Hiking", True))
    r.back(plain_map("12:43", 72))
    r.click("Back to menu", drawer("12:43", 72))
    r.click("My Places", places("12:43", 72, False))
    r.click("Hiking", places("12:44", 72, True))
    add(rs, 5, r)


# ---------------------------------------------------------------- 06 / 07 Pro Expense
EXP = "com.arduia.expense"
CATS = ["Food", "Transportation", "Housing", "Utilities", "Entertainment", "Healthcare", "Clothes", "Others"]


def money(cents: int) -> str:
    return f"${cents // 100}.{cents % 100:02d}"


def exp_form(x: Callable[..., El], clock: str, batt: int, title: str, name: str | None, amount: str | None, cat: str,
             date: str, note: str | None, focus: str | None) -> list[El]:
    return sb(clock, batt) + [
        x(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
        x(title, None, "TextView", (170, 180, 800, 270)),
        x(name, None, "EditText", (63, 360, 1017, 500), "edt_name", hint="Name", click=True, edit=True, focused=focus == "name"),
        x(amount, None, "EditText", (63, 540, 1017, 680), "edt_amount", hint="Amount", click=True, edit=True, focused=focus == "amount"),
        x("Category", None, "TextView", (63, 720, 500, 770)),
        x(cat, None, "TextView", (63, 780, 1017, 900), "spinner_category", click=True),
        x("Date", None, "TextView", (63, 940, 500, 990)),
        x(date, None, "TextView", (63, 1000, 1017, 1120), "tv_date", click=True),
        x(note, None, "EditText", (63, 1160, 1017, 1400), "edt_note", hint="Note", click=True, edit=True, focused=focus == "note"),
        x("Save", None, "Button", (63, 2100, 1017, 2240), "btn_save", click=True)]


def exp_detail(x: Callable[..., El], clock: str, batt: int, name: str, amount: str, cat: str, date: str, note: str) -> list[El]:
    return sb(clock, batt) + [
        x(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
        x("Expense details", None, "TextView", (170, 180, 800, 270)),
        x(name, None, "TextView", (63, 360, 1017, 450), "tv_name"),
        x(amount, None, "TextView", (63, 470, 1017, 600), "tv_amount"),
        x("Category", None, "TextView", (63, 660, 500, 710)),
        x(cat, None, "TextView", (63, 715, 1017, 790), "tv_category"),
        x("Date", None, "TextView", (63, 830, 500, 880)),
        x(date, None, "TextView", (63, 885, 1017, 960), "tv_date"),
        x("Note", None, "TextView", (63, 1000, 500, 1050)),
        x(note, None, "TextView", (63, 1055, 1017, 1130), "tv_note"),
        x("Edit", None, "Button", (63, 2100, 520, 2240), "btn_edit", click=True),
        x("Delete", None, "Button", (560, 2100, 1017, 2240), "btn_delete", click=True)]


def t06_expense_week(rs: RowSet) -> None:
    # bad (turn 10 vs turn 6): "This week" was $144.90 after the first add; after adding $11.25 it reads $155.15, not $156.15 (which is also what its six listed records sum to).
    x = app(EXP)
    week = [("Lunch w/ Tomasz", 2390, "Wed, Mar 13"), ("Pharmacy", 1260, "Tue, Mar 12"),
            ("Groceries – Lidl", 5430, "Mon, Mar 11"), ("Phone bill", 3560, "Mon, Mar 11")]

    def home(clock: str, batt: int, items: list[tuple[str, int, str]], total: int | None = None) -> list[El]:
        tot = sum(a for _, a, _ in items) if total is None else total
        els = sb(clock, batt) + [
            x(None, "Open navigation drawer", "ImageButton", (0, 150, 147, 297), click=True),
            x("Home", None, "TextView", (170, 180, 700, 270)),
            x("This week", None, "TextView", (63, 340, 600, 400), "tv_week_label"),
            x(money(tot), None, "TextView", (63, 410, 800, 540), "tv_total"),
            x("Mar 11 – Mar 17", None, "TextView", (63, 545, 800, 595), "tv_week_range"),
            x("Recent", None, "TextView", (63, 660, 600, 730)),
            x("More", None, "TextView", (860, 660, 1017, 730), "btn_more", click=True)]
        for (name, amt, date), y in zip(items, rows_y(len(items), 760, 170)):
            els += [x(name, None, "TextView", (63, y + 30, 700, y + 95), "tv_name", click=True),
                    x(date, None, "TextView", (63, y + 100, 700, y + 145), "tv_date"),
                    x(money(amt), None, "TextView", (720, y + 50, 1017, y + 120), "tv_amount")]
        return els + [x(None, "Add expense", "ImageButton", (872, 1980, 1038, 2146), "fb_main_add", click=True)]

    def form(clock: str, name: str | None, amount: str | None, cat: str, focus: str | None) -> list[El]:
        return exp_form(x, clock, 46, "New expense", name, amount, cat, "14/03/2024", None, focus)

    def cats(clock: str) -> list[El]:
        els = form(clock, "Ferry pass top-up", "18.50", "Others", None)
        for i, c in enumerate(CATS):
            els.append(x(c, None, "TextView", (63, 900 + i * 130, 1017, 1030 + i * 130), "android:id/text1", click=True))
        return els

    ferry = ("Ferry pass top-up", 1850, "Thu, Mar 14")
    lube = ("Bike chain lube", 1125, "Thu, Mar 14")
    r = Run(home("18:10", 46, week))
    r.click("Add expense", form("18:10", None, None, "Others", None))
    r.type("Ferry pass top-up", "Name", form("18:11", "Ferry pass top-up", None, "Others", "name"))
    r.type("18.50", "Amount", form("18:11", "Ferry pass top-up", "18.50", "Others", "amount"))
    r.click("Others", cats("18:11"))
    r.click("Transportation", form("18:11", "Ferry pass top-up", "18.50", "Transportation", None))
    r.click("Save", home("18:12", 46, [ferry] + week))
    r.click("Add expense", form("18:12", None, None, "Others", None))
    r.type("Bike chain lube", "Name", form("18:12", "Bike chain lube", None, "Others", "name"))
    r.type("11.25", "Amount", form("18:13", "Bike chain lube", "11.25", "Others", "amount"))
    r.click("Save", home("18:13", 45, [lube, ferry] + week, total=15515))
    r.click("Ferry pass top-up", exp_detail(x, "18:13", 45, "Ferry pass top-up", "$18.50", "Transportation", "14/03/2024", "-"))
    add(rs, 6, r, bad=True, turn=10, kind="weekly total does not equal the listed records after an add (off by $1.00)")


def t07_expense_month(rs: RowSet) -> None:
    # clean: Pro Expense — edit one record's amount, delete another, page to February and back; the month total follows every change.
    x = app(EXP)
    march = [["Rent share – utilities", 8800, "12/03/2024", "Housing"], ["Climbing gym day pass", 1900, "11/03/2024", "Entertainment"],
             ["Groceries – Aldi", 6345, "10/03/2024", "Food"], ["Train to Utrecht", 2730, "09/03/2024", "Transportation"],
             ["Birthday gift – Ines", 4500, "07/03/2024", "Others"], ["Internet", 4000, "05/03/2024", "Utilities"],
             ["Groceries – Jumbo", 7120, "03/03/2024", "Food"], ["Coffee beans", 1680, "02/03/2024", "Food"],
             ["Haircut", 4200, "01/03/2024", "Others"]]
    feb = [["Groceries – Aldi", 5810, "27/02/2024", "Food"], ["Ski rental", 9500, "17/02/2024", "Entertainment"],
           ["Internet", 4000, "05/02/2024", "Utilities"], ["Dentist copay", 3000, "02/02/2024", "Healthcare"]]

    def month(clock: str, batt: int, label: str, items: list[list[Any]], picked: str | None = None) -> list[El]:
        els = sb(clock, batt)
        if picked:
            els += [x(None, "Close", "ImageButton", (0, 150, 147, 297), click=True),
                    x("1 selected", None, "TextView", (170, 180, 700, 270)),
                    x(None, "Delete", "ImageButton", (930, 150, 1077, 297), "action_delete", click=True)]
        else:
            els += [x(None, "Open navigation drawer", "ImageButton", (0, 150, 147, 297), click=True),
                    x("Expenses", None, "TextView", (170, 180, 700, 270))]
        els += [x(None, "Previous month", "ImageButton", (42, 320, 178, 456), "btn_prev", click=True),
                x(label, None, "TextView", (200, 340, 880, 436), "tv_month"),
                x(None, "Next month", "ImageButton", (902, 320, 1038, 456), "btn_next", click=True),
                x("Total", None, "TextView", (63, 480, 400, 540)),
                x(money(sum(i[1] for i in items)), None, "TextView", (600, 470, 1017, 550), "tv_month_total"),
                x(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 580, 1080, 2337), "rv_expense", scroll=True)]
        for (name, amt, date, cat), y in zip(items, rows_y(len(items), 590, 175)):
            els += [x(name, None, "TextView", (63, y + 25, 700, y + 90), "tv_name", click=True, long=True, selected=name == picked),
                    x(f"{cat} · {date}", None, "TextView", (63, y + 95, 700, y + 145), "tv_date"),
                    x(money(amt), None, "TextView", (720, y + 45, 1017, y + 115), "tv_amount")]
        return els

    r = Run(month("20:31", 38, "March 2024", march))
    r.click("Climbing gym day pass", exp_detail(x, "20:31", 38, "Climbing gym day pass", "$19.00", "Entertainment", "11/03/2024", "Monk Bouldergym, Rotterdam"))
    r.click("Edit", exp_form(x, "20:32", 38, "Edit expense", "Climbing gym day pass", "19.00", "Entertainment", "11/03/2024", "Monk Bouldergym, Rotterdam", None))
    r.type("24.00", "edt_amount", exp_form(x, "20:32", 38, "Edit expense", "Climbing gym day pass", "24.00", "Entertainment", "11/03/2024", "Monk Bouldergym, Rotterdam", "amount"))
    r.click("Save", exp_detail(x, "20:32", 38, "Climbing gym day pass", "$24.00", "Entertainment", "11/03/2024", "Monk Bouldergym, Rotterdam"))
    march[1][1] = 2400
    r.back(month("20:33", 38, "March 2024", march))
    r.long_press("Coffee beans", month("20:33", 38, "March 2024", march, picked="Coffee beans"))
    r.click("Delete", sb("20:33", 37) + [
        x("Delete 1 expense?", None, "TextView", (120, 1010, 960, 1100), "alertTitle"),
        x("This can't be undone.", None, "TextView", (120, 1120, 960, 1180), "android:id/message"),
        x("Cancel", None, "Button", (520, 1230, 740, 1340), "android:id/button2", click=True),
        x("Delete", None, "Button", (760, 1230, 960, 1340), "android:id/button1", click=True)])
    march = [i for i in march if i[0] != "Coffee beans"]
    r.click("Delete", month("20:34", 37, "March 2024", march))
    r.click("Previous month", month("20:34", 37, "February 2024", feb))
    r.click("Next month", month("20:34", 37, "March 2024", march))
    add(rs, 7, r)


# ---------------------------------------------------------------- 08 Simple Gallery
def t08_gallery(rs: RowSet) -> None:
    # bad (turn 10 vs turns 6-9): the photo renamed to kiln_test_03.jpg (grid, viewer and properties agree on turns 6-9) is back under IMG_20240311_084512.jpg in the Pottery grid.
    g = app("com.simplemobiletools.gallery.pro")
    old = "IMG_20240311_084512.jpg"
    pics = ["IMG_20240312_171903.jpg", old, "IMG_20240311_084455.jpg", "IMG_20240309_160210.jpg",
            "glaze_chart_celadon.png", "IMG_20240302_112047.jpg"]

    def folders(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt) + [
            g("Simple Gallery", None, "TextView", (63, 180, 600, 270)),
            g(None, "Search", "TextView", (676, 150, 811, 297), "search", click=True),
            g(None, "Change view type", "TextView", (811, 150, 946, 297), "change_view_type", click=True),
            g(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            g(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "directories_grid", scroll=True)]
        for i, (name, n) in enumerate([("Camera", "23"), ("Pottery", "6"), ("Screenshots", "9"), ("Download", "4")]):
            x0, y0 = (i % 2) * 540, 320 + (i // 2) * 560
            els += [g(None, None, "FrameLayout", (x0 + 10, y0, x0 + 530, y0 + 540), "dir_holder", click=True, long=True),
                    g(name, None, "TextView", (x0 + 30, y0 + 420, x0 + 400, y0 + 480), "dir_name"),
                    g(n, None, "TextView", (x0 + 30, y0 + 480, x0 + 400, y0 + 530), "photo_cnt")]
        return els

    def grid(clock: str, batt: int, names: list[str], picked: str | None = None, menu: bool = False) -> list[El]:
        els = sb(clock, batt)
        if picked:
            els += [g(None, "Done", "ImageButton", (0, 150, 147, 297), click=True),
                    g("1 / 6", None, "TextView", (170, 180, 500, 270)),
                    g(None, "Share", "TextView", (676, 150, 811, 297), "cab_share", click=True),
                    g(None, "Delete", "TextView", (811, 150, 946, 297), "cab_delete", click=True),
                    g(None, "More options", "ImageView", (946, 150, 1080, 297), click=True)]
        else:
            els += [g(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                    g("Pottery", None, "TextView", (170, 180, 600, 270)),
                    g(None, "Search", "TextView", (676, 150, 811, 297), "search", click=True),
                    g(None, "Sort by", "TextView", (811, 150, 946, 297), "sort", click=True),
                    g(None, "More options", "ImageView", (946, 150, 1080, 297), click=True)]
        els.append(g(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "media_grid", scroll=True))
        for i, name in enumerate(names):
            x0, y0 = (i % 3) * 360, 320 + (i // 3) * 400
            els += [g(None, None, "FrameLayout", (x0 + 5, y0, x0 + 355, y0 + 390), "media_item_holder", click=True, long=True, selected=name == picked),
                    g(name, None, "TextView", (x0 + 15, y0 + 330, x0 + 345, y0 + 380), "medium_name")]
        if menu:
            for i, t in enumerate(["Properties", "Rename", "Rotate", "Hide", "Move to", "Copy to", "Select all", "Set as"]):
                els.append(g(t, None, "TextView", (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True))
        return els

    def rename(clock: str, batt: int, stem: str, focused: bool) -> list[El]:
        return sb(clock, batt) + [
            g("Rename", None, "TextView", (90, 820, 990, 910), "alertTitle"),
            g(stem, None, "EditText", (90, 950, 780, 1080), "rename_item_name_value", hint="Name", click=True, edit=True, focused=focused),
            g("jpg", None, "EditText", (800, 950, 990, 1080), "rename_item_extension_value", hint="Extension", click=True, edit=True),
            g("Cancel", None, "Button", (560, 1130, 770, 1240), "android:id/button2", click=True),
            g("OK", None, "Button", (790, 1130, 990, 1240), "android:id/button1", click=True)]

    def viewer(clock: str, batt: int, name: str) -> list[El]:
        return sb(clock, batt) + [
            g(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            g(name, None, "TextView", (170, 180, 800, 270)),
            g(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            g(None, None, "ImageView", (0, 300, 1080, 2000), "gestures_view", click=True, long=True),
            g(None, "Toggle favorite", "ImageView", (0, 2150, 180, 2290), "bottom_favorite", click=True),
            g(None, "Edit", "ImageView", (180, 2150, 360, 2290), "bottom_edit", click=True),
            g(None, "Share", "ImageView", (360, 2150, 540, 2290), "bottom_share", click=True),
            g(None, "Delete", "ImageView", (540, 2150, 720, 2290), "bottom_delete", click=True),
            g(None, "Rotate", "ImageView", (720, 2150, 900, 2290), "bottom_rotate", click=True),
            g(None, "Properties", "ImageView", (900, 2150, 1080, 2290), "bottom_properties", click=True)]

    def props(clock: str, batt: int, name: str) -> list[El]:
        els = sb(clock, batt) + [g("Properties", None, "TextView", (90, 520, 990, 610), "alertTitle")]
        rows = [("Name", name), ("Path", f"/storage/emulated/0/Pictures/Pottery/{name}"), ("Size", "2.41 MB"),
                ("Resolution", "3024 x 4032 (12.2 MP)"), ("Last modified", "11 March 2024, 08:45"),
                ("Date taken", "11 March 2024, 08:45"), ("Device", "Google Pixel 6a"), ("Exposure", "F/1.73 1/120s ISO 184")]
        for (k, v), y in zip(rows, rows_y(len(rows), 650, 120)):
            els += [g(k, None, "TextView", (90, y, 990, y + 45), "property_label"),
                    g(v, None, "TextView", (90, y + 48, 990, y + 110), "property_value")]
        return els + [g("OK", None, "Button", (790, 1640, 990, 1750), "android:id/button1", click=True)]

    renamed = [n if n != old else "kiln_test_03.jpg" for n in pics]
    r = Run(folders("17:55", 66))
    r.click("Pottery", grid("17:55", 66, pics))
    r.long_press(old, grid("17:56", 66, pics, picked=old))
    r.click("More options", grid("17:56", 66, pics, picked=old, menu=True))
    r.click("Rename", rename("17:56", 66, "IMG_20240311_084512", False))
    r.type("kiln_test_03", "rename_item_name_value", rename("17:57", 66, "kiln_test_03", True))
    r.click("OK", grid("17:57", 66, renamed))
    r.click("kiln_test_03.jpg", viewer("17:57", 66, "kiln_test_03.jpg"))
    r.click("Properties", props("17:58", 65, "kiln_test_03.jpg"))
    r.click("OK", viewer("17:58", 65, "kiln_test_03.jpg"))
    r.back(grid("17:58", 65, pics))
    r.back(folders("17:59", 65))
    add(rs, 8, r, bad=True, turn=10, kind="renamed photo shown under its old file name in the folder grid")


# ---------------------------------------------------------------- 09 Audio Recorder
def t09_recorder(rs: RowSet) -> None:
    # bad (turn 7 vs turns 3/5): Record-15, started after 11:49 (and after Record-14 was stamped 11:48), is listed as recorded at 11:46.
    a = app("com.dimowner.audiorecorder")

    def main(clock: str, batt: int, name: str, dur: str, recording: str | None = None) -> list[El]:
        els = sb(clock, batt) + [
            a(None, "Settings", "ImageButton", (42, 150, 178, 286), "btn_settings", click=True),
            a(None, "Records list", "ImageButton", (902, 150, 1038, 286), "btn_records_list", click=True),
            a(name, None, "TextView", (63, 420, 1017, 500), "txt_name", click=True),
            a("M4a, 44.1kHz, 128kbps, Stereo", None, "TextView", (63, 510, 1017, 560), "txt_record_info")]
        if recording:
            els += [a("Recording…", None, "TextView", (63, 600, 1017, 660), "txt_recording_status"),
                    a(recording, None, "TextView", (63, 1200, 1017, 1360), "txt_progress"),
                    a(None, "Pause recording", "ImageButton", (180, 1900, 360, 2080), "btn_record_pause", click=True),
                    a(None, "Stop recording", "ImageButton", (450, 1880, 630, 2100), "btn_record_stop", click=True),
                    a(None, "Delete recording", "ImageButton", (720, 1900, 900, 2080), "btn_record_delete", click=True)]
            return els
        return els + [a(None, None, "View", (0, 700, 1080, 1150), "record"),
                      a("00:00", None, "TextView", (63, 1200, 540, 1260), "txt_progress"),
                      a(dur, None, "TextView", (540, 1200, 1017, 1260), "txt_duration"),
                      a(None, None, "SeekBar", (40, 1280, 1040, 1360), "play_progress", click=True),
                      a(None, "Play", "ImageButton", (180, 1900, 360, 2080), "btn_play", click=True),
                      a(None, "Start recording", "ImageButton", (450, 1880, 630, 2100), "btn_record", click=True),
                      a(None, "Import", "ImageButton", (720, 1900, 900, 2080), "btn_import", click=True)]

    def records(clock: str, batt: int, items: list[tuple[str, str, str, str]], menu_for: str | None = None) -> list[El]:
        els = sb(clock, batt) + [
            a(None, "Navigate up", "ImageButton", (0, 150, 147, 297), "btn_back", click=True),
            a("Records", None, "TextView", (170, 180, 700, 270), "txt_title"),
            a(None, "Sort", "ImageButton", (800, 150, 940, 297), "btn_sort", click=True),
            a(None, "Bookmarks", "ImageButton", (940, 150, 1080, 297), "btn_bookmarks", click=True),
            a(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "recycler_view", scroll=True)]
        for (name, when, dur, size), y in zip(items, rows_y(len(items), 320, 190)):
            els += [a(name, None, "TextView", (63, y + 25, 800, y + 90), "list_item_name", click=True, long=True),
                    a(when, None, "TextView", (63, y + 95, 560, y + 150), "list_item_date"),
                    a(f"{dur} · {size}", None, "TextView", (560, y + 95, 900, y + 150), "list_item_info"),
                    a(None, "More", "ImageButton", (930, y + 40, 1060, y + 150), "list_item_more", click=True)]
        if menu_for:
            for i, t in enumerate(["Share", "Open with…", "Save as…", "Rename", "Info", "Delete"]):
                els.append(a(t, None, "TextView", (560, 700 + i * 130, 1060, 830 + i * 130), "menu_item_text", click=True))
        return els

    def rename(clock: str, batt: int, text: str, focused: bool) -> list[El]:
        return sb(clock, batt) + [
            a("Rename", None, "TextView", (90, 860, 990, 950), "alertTitle"),
            a(text, None, "EditText", (90, 990, 990, 1120), "input_name", click=True, edit=True, focused=focused),
            a("Cancel", None, "Button", (560, 1170, 770, 1280), "android:id/button2", click=True),
            a("OK", None, "Button", (790, 1170, 990, 1280), "android:id/button1", click=True)]

    r13 = ("Record-13", "Mar 14, 2024 09:12", "01:05", "1.0 MB")
    r12 = ("Record-12", "Mar 13, 2024 21:37", "02:41", "2.5 MB")
    r14 = ("Record-14", "Mar 14, 2024 11:48", "00:19", "304 KB")
    r15 = ("Record-15", "Mar 14, 2024 11:46", "00:31", "496 KB")
    bird = ("balcony_birdsong",) + r14[1:]
    r = Run(main("11:47", 80, "Record-13", "01:05"))
    r.click("Start recording", main("11:48", 80, "Record-14", "", recording="00:02"))
    r.click("Stop recording", main("11:48", 80, "Record-14", "00:19"))
    r.click("Records list", records("11:48", 80, [r14, r13, r12]))
    r.back(main("11:48", 80, "Record-14", "00:19"))
    r.click("Start recording", main("11:49", 80, "Record-15", "", recording="00:02"))
    r.click("Stop recording", main("11:50", 79, "Record-15", "00:31"))
    r.click("Records list", records("11:50", 79, [r15, r14, r13, r12]))
    r.click("More", records("11:50", 79, [r15, r14, r13, r12], menu_for="Record-14"), nth=1)
    r.click("Rename", rename("11:51", 79, "Record-14", False))
    r.type("balcony_birdsong", "input_name", rename("11:51", 79, "balcony_birdsong", True))
    r.click("OK", records("11:51", 79, [r15, bird, r13, r12]))
    add(rs, 9, r, bad=True, turn=7, kind="new recording stamped earlier than the previous recording and the clock at record time")


# ---------------------------------------------------------------- Settings helpers
SET = "com.android.settings"


def set_page(clock: str, batt: int, title: str | None, items: list[tuple[str, str | None, bool | None]],
             icons: tuple[str, ...] = (), top: list[El] | None = None) -> list[El]:
    """A Settings page: (title, summary, switch state or None) rows under a collapsing toolbar."""
    s = app(SET)
    els = sb(clock, batt, icons)
    if title is None:
        els.append(s("Search settings", None, "TextView", (63, 200, 1017, 330), "search_action_bar_title", click=True))
    else:
        els += [s(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                s(title, None, "TextView", (63, 360, 1017, 500), "collapsing_toolbar")]
    els += top or []
    els.append(s(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 520, 1080, 2337), "recycler_view", scroll=True))
    y = 540 + 130 * len(top or [])
    for t, summ, sw in items:
        h = 190 if summ else 150
        els.append(s(t, None, "TextView", (189, y + 35, 850, y + 95), "android:id/title", click=True))
        if summ:
            els.append(s(summ, None, "TextView", (189, y + 100, 850, y + 150), "android:id/summary"))
        if sw is not None:
            els.append(s(None, None, "Switch", (880, y + 50, 1017, y + 140), "switchWidget", click=True, checkable=True, checked=sw))
        y += h
    return els


def set_main(clock: str, batt: int, icons: tuple[str, ...] = ()) -> list[El]:
    return set_page(clock, batt, None, [
        ("Network & internet", "Mobile, Wi‑Fi, hotspot", None), ("Connected devices", "Bluetooth, pairing", None),
        ("Apps", "Assistant, recent apps, default apps", None), ("Notifications", "Notification history, conversations", None),
        ("Battery", f"{batt}%", None), ("Storage", "41% used - 37.76 GB free", None),
        ("Sound & vibration", "Volume, haptics, Do Not Disturb", None), ("Display", "Dark theme, font size, brightness", None),
        ("Wallpaper & style", "Colors, themed icons, app grid", None), ("Accessibility", "Display, interaction, audio", None)], icons)


def t10_settings(rs: RowSet) -> None:
    # clean: Settings — turn Bluetooth off via Connection preferences, look at Internet, then turn Data Saver on.
    s = app(SET)
    bt = ("Bluetooth on.",)
    ds = ("Data Saver is on.",)

    def connected(clock: str, batt: int, icons: tuple[str, ...]) -> list[El]:
        return set_page(clock, batt, "Connected devices", [
            ("Pair new device", None, None), ("Saved devices", None, None), ("Jabra Elite 45h", None, None),
            ("Renault R-Link", None, None), ("See all", None, None), ("Connection preferences", "Bluetooth, Android Auto", None)], icons)

    def prefs(clock: str, batt: int, on: bool, icons: tuple[str, ...]) -> list[El]:
        return set_page(clock, batt, "Connection preferences", [
            ("Bluetooth", "On" if on else "Off", None), ("Cast", "Not connected", None), ("Printing", "1 print service on", None),
            ("Files received via Bluetooth", None, None), ("Chromebook", "Your phone is not linked to a Chromebook", None),
            ("Nearby Share", "Off", None), ("Android Auto", "Use apps on your car screen", None)], icons)

    def bluetooth(clock: str, batt: int, on: bool) -> list[El]:
        sw = [s("Use Bluetooth", None, "TextView", (63, 560, 850, 640), "switch_text"),
              s(None, None, "Switch", (880, 545, 1017, 655), "switch_widget", click=True, checkable=True, checked=on)]
        if on:
            return set_page(clock, batt, "Bluetooth", [("Device name", "Pixel 6", None), ("Pair new device", None, None),
                                                        ("Android's Bluetooth address: 3C:28:6D:A4:91:0E", None, None)], bt, sw)
        return set_page(clock, batt, "Bluetooth", [
            ("When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.", None, None)], (), sw)

    def network(clock: str, batt: int, saver: bool, icons: tuple[str, ...]) -> list[El]:
        return set_page(clock, batt, "Network & internet", [
            ("Internet", "AndroidWifi", None), ("Calls & SMS", "T-Mobile", None), ("SIMs", "T-Mobile", None),
            ("Airplane mode", None, False), ("Hotspot & tethering", "Off", None), ("Data Saver", "On" if saver else "Off", None),
            ("VPN", "None", None), ("Private DNS", "Automatic", None), ("Adaptive connectivity", None, None)], icons)

    def internet(clock: str, batt: int) -> list[El]:
        sw = [s("Wi‑Fi", None, "TextView", (63, 560, 850, 640), "switch_text"),
              s(None, None, "Switch", (880, 545, 1017, 655), "switch_widget", click=True, checkable=True, checked=True)]
        return set_page(clock, batt, "Internet", [
            ("T-Mobile", "Mobile data off", None), ("AndroidWifi", "Connected", None), ("Keller-Guest-5G", None, None),
            ("DIRECT-7B-HP OfficeJet 5200", None, None), ("Add network", None, None),
            ("Network preferences", "Wi‑Fi turns back on automatically", None), ("Saved networks", "3 networks", None),
            ("Non-carrier data usage", "212 MB used Feb 15 – Mar 14", None)], (), sw)

    def saver(clock: str, batt: int, on: bool) -> list[El]:
        sw = [s("Use Data Saver", None, "TextView", (63, 560, 850, 640), "switch_text"),
              s(None, None, "Switch", (880, 545, 1017, 655), "switch_widget", click=True, checkable=True, checked=on)]
        return set_page(clock, batt, "Data Saver", [
            ("Unrestricted data", "0 apps allowed to use unrestricted mobile data when Data Saver is on", None)], ds if on else (), sw)

    r = Run(set_main("09:31", 78, bt))
    r.click("Connected devices", connected("09:31", 78, bt))
    r.click("Connection preferences", prefs("09:31", 78, True, bt))
    r.click("Bluetooth", bluetooth("09:32", 78, True))
    r.tap(r.at("switch_widget"), bluetooth("09:32", 78, False))
    r.back(prefs("09:32", 78, False, ()))
    r.back(connected("09:33", 78, ()))
    r.back(set_main("09:34", 77))
    r.click("Network & internet", network("09:34", 77, False, ()))
    r.click("Internet", internet("09:34", 77))
    r.back(network("09:35", 77, False, ()))
    r.click("Data Saver", saver("09:35", 77, False))
    r.tap(r.at("switch_widget"), saver("09:36", 77, True))
    add(rs, 10, r)


# ---------------------------------------------------------------- 11 VLC
def t11_vlc(rs: RowSet) -> None:
    # clean: VLC — rename a video (list re-sorts), play another, pause and skip 10 s, then History and back to Video.
    v = app("org.videolan.vlc")
    vids = {"drone_cliffs": "02:17 · 3840x2160", "harbor_timelapse_0412": "03:41 · 1920x1080",
            "kitchen_reno_walkthrough": "12:08 · 1920x1080", "lecture_07_thermo": "1:14:52 · 1280x720"}

    def nav(tab: str) -> list[El]:
        return [v(t, None, "TextView", (i * 216, 2200, i * 216 + 216, 2337), "navigation_bar_item_large_label_view" if t == tab else "navigation_bar_item_small_label_view",
                  click=True, selected=t == tab) for i, t in enumerate(["Video", "Audio", "Browse", "Playlists", "More"])]

    def videos(clock: str, batt: int, items: dict[str, str], progress: str | None = None) -> list[El]:
        els = sb(clock, batt) + [
            v("Videos", None, "TextView", (63, 180, 600, 270)),
            v(None, "Search", "TextView", (676, 150, 811, 297), "ml_menu_filter", click=True),
            v(None, "Display in grid", "TextView", (811, 150, 946, 297), "ml_menu_display_grid", click=True),
            v(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            v(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2190), "video_grid", scroll=True)]
        for name, y in zip(sorted(items), rows_y(len(items), 320, 220)):
            els += [v(None, None, "ImageView", (42, y + 20, 382, y + 200), "ml_item_thumbnail", click=True),
                    v(name, None, "TextView", (410, y + 40, 930, y + 105), "ml_item_title", click=True, long=True),
                    v(items[name], None, "TextView", (410, y + 110, 930, y + 160), "ml_item_subtitle")]
            if name == progress:
                els.append(v(None, None, "ProgressBar", (42, y + 190, 382, y + 200), "ml_item_progress"))
            els.append(v(None, "More Actions", "ImageView", (940, y + 60, 1060, y + 160), "item_more", click=True))
        return els + nav("Video")

    def sheet(clock: str, batt: int) -> list[El]:
        els = videos(clock, batt, vids) + [v("drone_cliffs", None, "TextView", (63, 1010, 1017, 1090), "ctx_title")]
        for i, t in enumerate(["Play", "Append", "Insert next", "Play as audio", "Add to playlist", "Information", "Rename", "Delete", "Share"]):
            els.append(v(t, None, "TextView", (63, 1110 + i * 130, 1017, 1230 + i * 130), "ctx_option_title", click=True))
        return els

    def rename(clock: str, batt: int, text: str, focused: bool) -> list[El]:
        return sb(clock, batt) + [
            v("Rename", None, "TextView", (90, 860, 990, 950), "alertTitle"),
            v(text, None, "EditText", (90, 990, 990, 1120), "dialog_rename_input", click=True, edit=True, focused=focused),
            v("OK", None, "Button", (790, 1170, 990, 1280), "dialog_rename_button", click=True)]

    def player(pos: str, playing: bool) -> list[El]:
        return [v(None, None, "FrameLayout", (0, 0, 1080, 2400), "player_root", click=True),
                v(None, "Navigate up", "ImageButton", (0, 60, 147, 207), click=True),
                v("lecture_07_thermo", None, "TextView", (170, 90, 850, 180), "player_overlay_title"),
                v(None, "More options", "ImageView", (946, 60, 1080, 207), "player_overlay_adv_function", click=True),
                v(pos, None, "TextView", (42, 1980, 240, 2040), "player_overlay_time", click=True),
                v(None, None, "SeekBar", (240, 1975, 840, 2045), "player_overlay_seekbar", click=True),
                v("1:14:52", None, "TextView", (840, 1980, 1038, 2040), "player_overlay_length", click=True),
                v(None, "Lock", "ImageView", (42, 2120, 162, 2240), "lock_overlay_button", click=True),
                v(None, "Rewind 10 s", "ImageView", (300, 2110, 440, 2250), "player_overlay_rewind", click=True),
                v(None, "Pause" if playing else "Play", "ImageView", (470, 2100, 610, 2260), "player_overlay_play", click=True),
                v(None, "Forward 10 s", "ImageView", (640, 2110, 780, 2250), "player_overlay_forward", click=True),
                v(None, "Aspect ratio", "ImageView", (918, 2120, 1038, 2240), "player_resize", click=True)]

    def more(clock: str, batt: int) -> list[El]:
        return sb(clock, batt) + [
            v("More", None, "TextView", (63, 180, 600, 270)),
            v(None, "Settings", "TextView", (811, 150, 946, 297), "ml_menu_settings", click=True),
            v("History", None, "TextView", (63, 330, 600, 400), "title"),
            v("See all", None, "TextView", (830, 330, 1017, 400), "see_all", click=True),
            v("lecture_07_thermo", None, "TextView", (63, 620, 500, 680), "ml_item_title", click=True),
            v("00:19 / 1:14:52", None, "TextView", (63, 685, 500, 730), "ml_item_subtitle"),
            v("Streams", None, "TextView", (63, 800, 600, 870), "title"),
            v("New stream", None, "TextView", (63, 890, 1017, 960), click=True),
            v("Settings", None, "TextView", (63, 1000, 1017, 1070), click=True),
            v("About", None, "TextView", (63, 1100, 1017, 1170), click=True)] + nav("More")

    r = Run(videos("21:05", 52, vids))
    r.click("More Actions", sheet("21:05", 52))
    r.click("Rename", rename("21:05", 52, "drone_cliffs", False))
    r.type("moher_cliffs_drone", "dialog_rename_input", rename("21:06", 52, "moher_cliffs_drone", True))
    vids["moher_cliffs_drone"] = vids.pop("drone_cliffs")
    r.click("OK", videos("21:06", 52, vids))
    r.click("lecture_07_thermo", player("00:02", True))
    r.click("Pause", player("00:09", False))
    r.click("Forward 10 s", player("00:19", False))
    r.back(videos("21:07", 51, vids, progress="lecture_07_thermo"))
    r.click("More", more("21:07", 51))
    r.click("Video", videos("21:07", 51, vids, progress="lecture_07_thermo"))
    add(rs, 11, r)


# ---------------------------------------------------------------- 12 Retro Music
def t12_retro(rs: RowSet) -> None:
    # bad (turn 9 vs turn 8): Night drive had 14 songs, two were added (turn 8's Playlists tab says 16 Songs), but the playlist's own header says 17 Songs.
    m = app("code.name.monkey.retromusic")
    songs = [("Afterglow Ferry", "Lumen Harbor"), ("Brass Tacks", "The Quiet Mechanics"), ("Cinder & Salt", "Mara Voss"),
             ("Coastline Static", "Okuda Tapes"), ("Driftwood Radio", "Lumen Harbor"), ("Elevator Noir", "The Quiet Mechanics"),
             ("Fjord Lights", "Mara Voss"), ("Glasshouse", "Pale Satellites")]
    night = [("Midnight Overpass", "Pale Satellites"), ("Fjord Lights", "Mara Voss"), ("Sodium Lamps", "Okuda Tapes"),
             ("Elevator Noir", "The Quiet Mechanics"), ("Tunnel Hum", "Lumen Harbor"), ("Glasshouse", "Pale Satellites"),
             ("Afterglow Ferry", "Lumen Harbor"), ("Red Eye Freight", "Okuda Tapes"), ("Neon Estuary", "Mara Voss"),
             ("Slow Headlights", "Pale Satellites"), ("Overpass Reprise", "Pale Satellites"), ("Marine Layer", "Lumen Harbor"),
             ("Exit 41", "The Quiet Mechanics"), ("Quiet Interchange", "Okuda Tapes"),
             ("Coastline Static", "Okuda Tapes"), ("Driftwood Radio", "Lumen Harbor")]

    def chrome(clock: str, batt: int, tab: str) -> list[El]:
        els = sb(clock, batt) + [
            m("Retro Music", None, "TextView", (63, 180, 700, 270), "appNameText"),
            m(None, "Search", "ImageView", (811, 150, 946, 297), "action_search", click=True),
            m(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            m("Afterglow Ferry", None, "TextView", (200, 2030, 800, 2090), "mini_player_title"),
            m(None, "Play", "ImageView", (900, 2020, 1040, 2160), "mini_player_play_pause_button", click=True)]
        for i, t in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"]):
            els.append(m(t, None, "TextView", (i * 216, 2200, i * 216 + 216, 2337), "navigation_bar_item_large_label_view" if t == tab else "navigation_bar_item_small_label_view",
                         click=True, selected=t == tab))
        return els

    def song_list(clock: str, batt: int, menu: bool = False) -> list[El]:
        els = chrome(clock, batt, "Songs") + [
            m("Shuffle", None, "Button", (63, 320, 520, 430), "shuffleButton", click=True),
            m("8 songs", None, "TextView", (600, 340, 1017, 410), "songCount"),
            m(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 440, 1080, 2010), "recycler_view", scroll=True)]
        for (t, ar), y in zip(songs, rows_y(len(songs), 450, 190)):
            els += [m(t, None, "TextView", (200, y + 35, 900, y + 100), "title", click=True, long=True),
                    m(ar, None, "TextView", (200, y + 105, 900, y + 155), "text"),
                    m(None, "More options", "ImageView", (930, y + 40, 1060, y + 150), "menu", click=True)]
        if menu:
            for i, t in enumerate(["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist", "Share",
                                   "Tag editor", "Details", "Set as ringtone", "Delete from device"]):
                els.append(m(t, None, "TextView", (500, 600 + i * 130, 1060, 730 + i * 130), "title", click=True))
        return els

    def dialog(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt) + [m("Add to playlist", None, "TextView", (90, 700, 990, 790), "alertTitle")]
        for i, t in enumerate(["New playlist…", "Favorites", "Night drive", "Sunday cleaning", "Workout intervals"]):
            els.append(m(t, None, "TextView", (90, 820 + i * 140, 990, 950 + i * 140), "title", click=True))
        return els + [m("Cancel", None, "Button", (790, 1560, 990, 1670), "android:id/button2", click=True)]

    def playlists(clock: str, batt: int, n: int) -> list[El]:
        els = chrome(clock, batt, "Playlists") + [
            m(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2010), "recycler_view", scroll=True)]
        for (t, c), y in zip([("Favorites", "9 Songs"), ("Night drive", f"{n} Songs"), ("Sunday cleaning", "11 Songs"),
                              ("Workout intervals", "21 Songs")], rows_y(4, 320, 200)):
            els += [m(t, None, "TextView", (240, y + 40, 900, y + 105), "title", click=True, long=True),
                    m(c, None, "TextView", (240, y + 110, 900, y + 160), "text"),
                    m(None, "More options", "ImageView", (930, y + 50, 1060, y + 160), "menu", click=True)]
        return els

    def detail(clock: str, batt: int, count: str | None, rows: list[tuple[str, str]]) -> list[El]:
        els = sb(clock, batt) + [m(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                                 m("Night drive", None, "TextView", (170, 180, 800, 270), "title"),
                                 m(None, "More options", "ImageView", (946, 150, 1080, 297), click=True)]
        y0 = 320
        if count:
            els += [m(count, None, "TextView", (63, 320, 700, 380), "playlistInfo"),
                    m("Play", None, "Button", (63, 400, 520, 510), "playButton", click=True),
                    m("Shuffle", None, "Button", (560, 400, 1017, 510), "shuffleButton", click=True)]
            y0 = 530
        els.append(m(None, None, "androidx.recyclerview.widget.RecyclerView", (0, y0, 1080, 2010), "recyclerView", scroll=True))
        for (t, ar), y in zip(rows, rows_y(len(rows), y0 + 10, 185)):
            els += [m(t, None, "TextView", (200, y + 35, 900, y + 100), "title", click=True, long=True),
                    m(ar, None, "TextView", (200, y + 105, 900, y + 155), "text"),
                    m(None, "More options", "ImageView", (930, y + 40, 1060, y + 150), "menu", click=True)]
        return els + [m("Afterglow Ferry", None, "TextView", (200, 2030, 800, 2090), "mini_player_title"),
                      m(None, "Play", "ImageView", (900, 2020, 1040, 2160), "mini_player_play_pause_button", click=True)]

    def playing(clock: str, batt: int) -> list[El]:
        return sb(clock, batt) + [
            m(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            m(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            m(None, None, "ImageView", (90, 330, 990, 1230), "image"),
            m("Driftwood Radio", None, "TextView", (63, 1300, 1017, 1390), "title"),
            m("Lumen Harbor", None, "TextView", (63, 1395, 1017, 1450), "text"),
            m(None, None, "SeekBar", (42, 1520, 1038, 1580), "progressSlider", click=True),
            m("0:01", None, "TextView", (63, 1590, 300, 1640), "songCurrentProgress"),
            m("3:52", None, "TextView", (780, 1590, 1017, 1640), "songTotalTime"),
            m(None, "Shuffle", "ImageButton", (63, 1720, 183, 1840), "shuffleButton", click=True),
            m(None, "Previous", "ImageButton", (270, 1710, 410, 1850), "previousButton", click=True),
            m(None, "Pause", "ImageButton", (470, 1700, 610, 1860), "playPauseButton", click=True),
            m(None, "Next", "ImageButton", (670, 1710, 810, 1850), "nextButton", click=True),
            m(None, "Repeat", "ImageButton", (897, 1720, 1017, 1840), "repeatButton", click=True),
            m(None, "Playing queue", "ImageButton", (900, 2150, 1040, 2290), "playerQueueSheet", click=True)]

    r = Run(playlists("22:40", 64, 14))
    r.click("Songs", song_list("22:40", 64))
    r.click("More options", song_list("22:40", 64, menu=True), after="Coastline Static")
    r.click("Add to playlist…", dialog("22:41", 64))
    r.click("Night drive", song_list("22:41", 64))
    r.click("More options", song_list("22:41", 64, menu=True), after="Driftwood Radio")
    r.click("Add to playlist…", dialog("22:41", 64))
    r.click("Night drive", song_list("22:42", 64))
    r.click("Playlists", playlists("22:42", 64, 16))
    r.click("Night drive", detail("22:42", 63, "17 Songs", night[:7]))
    r.scroll("down", detail("22:43", 63, None, night[7:]))
    r.click("Driftwood Radio", playing("22:43", 63))
    add(rs, 12, r, bad=True, turn=9, kind="playlist header song count one more than the songs present after two adds")


# ---------------------------------------------------------------- 13 Clock timer + stopwatch
def t13_timer(rs: RowSet) -> None:
    # clean: Clock — key in a 4:30 timer, start it, +1:00, pause; run the stopwatch with two laps; the paused timer is unchanged.
    k = app(CLOCK)

    def keypad(clock: str, shown: str) -> list[El]:
        els = sb(clock, 88) + [k(shown, None, "TextView", (120, 400, 960, 560), "timer_setup_time"),
                               k(None, "Delete", "ImageButton", (880, 420, 1020, 540), "timer_setup_delete", click=True, enabled=shown != "00h 00m 00s")]
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
        for i, d in enumerate(keys):
            col, row = (i % 3, i // 3) if i < 9 else (i - 9, 3)
            x, y = 150 + col * 280, 700 + row * 260
            els.append(k(d, None, "Button", (x, y, x + 220, y + 220), "timer_setup_digit_" + d, click=True))
        els.append(k(None, "Start", "ImageButton", (414, 1830, 666, 2000), "fab", click=True, enabled=shown != "00h 00m 00s"))
        return els + clock_nav(k, "Timer")

    def timer(clock: str, left: str, running: bool) -> list[El]:
        els = sb(clock, 88) + [
            k(None, None, "FrameLayout", (42, 330, 1038, 1700), "timer_item"),
            k("Add label", None, "TextView", (90, 360, 700, 430), "timer_label", click=True),
            k(None, "Delete", "ImageButton", (900, 350, 1020, 470), "delete_timer", click=True),
            k(left, None, "TextView", (200, 800, 880, 1000), "timer_time_text", click=True),
            k("+1:00", None, "Button", (380, 1500, 700, 1620), "timer_add_time_button", click=True)]
        if not running:
            els.append(k("Reset", None, "Button", (90, 1500, 340, 1620), "reset", click=True))
        els += [k(None, "Pause" if running else "Start", "ImageButton", (414, 1830, 666, 2000), "fab", click=True),
                k(None, "Add timer", "ImageButton", (760, 1860, 900, 2000), "right_button", click=True)]
        return els + clock_nav(k, "Timer")

    def stopwatch(clock: str, shown: str, running: bool, laps: list[tuple[str, str, str]]) -> list[El]:
        els = sb(clock, 88) + [k(shown, None, "TextView", (120, 500, 960, 700), "stopwatch_time_text")]
        for (n, lap, total), y in zip(laps, rows_y(len(laps), 900, 110)):
            els += [k(n, None, "TextView", (120, y, 300, y + 90), "lap_number"),
                    k(lap, None, "TextView", (360, y, 640, y + 90), "lap_time"),
                    k(total, None, "TextView", (700, y, 960, y + 90), "lap_total")]
        if running:
            els.append(k(None, "Lap", "ImageButton", (180, 1860, 320, 2000), "left_button", click=True))
        elif shown != "00:00.00":
            els.append(k(None, "Reset", "ImageButton", (180, 1860, 320, 2000), "left_button", click=True))
        els.append(k(None, "Pause" if running else "Start", "ImageButton", (414, 1830, 666, 2000), "fab", click=True))
        return els + clock_nav(k, "Stopwatch")

    r = Run(alarm_list(k, "7:58", 88, [{"time": "6:30 AM", "label": None, "summary": "Mon, Tue, Wed, Thu, Fri", "on": True},
                                      {"time": "8:15 AM", "label": "Farmers market", "summary": "Sat", "on": False}]))
    r.click("Timer", keypad("7:58", "00h 00m 00s"))
    r.click("4", keypad("7:58", "00h 00m 04s"))
    r.click("3", keypad("7:58", "00h 00m 43s"))
    r.click("0", keypad("7:58", "00h 04m 30s"))
    r.click("Start", timer("7:58", "4:27", True))
    r.click("+1:00", timer("7:58", "5:21", True))
    r.click("Pause", timer("7:58", "5:16", False))
    r.click("Stopwatch", stopwatch("7:59", "00:00.00", False, []))
    r.click("Start", stopwatch("7:59", "00:02.37", True, []))
    r.click("Lap", stopwatch("7:59", "00:06.14", True, [("# 1", "00:05.91", "00:05.91")]))
    r.click("Lap", stopwatch("7:59", "00:10.20", True, [("# 2", "00:04.02", "00:09.93"), ("# 1", "00:05.91", "00:05.91")]))
    r.click("Timer", timer("7:59", "5:16", False))
    add(rs, 13, r)


# ---------------------------------------------------------------- 14 Settings battery
LAUNCH = "com.google.android.apps.nexuslauncher"


def home_screen(clock: str, batt: int, date: str, weather: str) -> list[El]:
    h = app(LAUNCH)
    els = sb(clock, batt) + [h(date, None, "TextView", (63, 230, 700, 300), "date_text", click=True),
                             h(weather, None, "TextView", (63, 305, 500, 360), "weather_text", click=True)]
    grid = ["Clock", "Calendar", "Files", "Contacts", "Settings", "Markor", "Tasks", "VLC"]
    for i, t in enumerate(grid):
        x, y = 40 + (i % 4) * 255, 1350 + (i // 4) * 300
        els.append(h(t, t, "TextView", (x, y, x + 235, y + 280), "icon", click=True, long=True))
    for i, t in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x = 40 + i * 255
        els.append(h(None, t, "TextView", (x, 1990, x + 235, 2180), "icon", click=True, long=True))
    return els + [h(None, "Google search", "FrameLayout", (42, 2200, 1038, 2330), "search_container_hotseat", click=True)]


def t14_battery(rs: RowSet) -> None:
    # bad (turn 7 vs turns 1-6): with no charger and Battery Saver just switched on, the status bar goes from 62 to 64 percent (and the pages after it keep 64%).
    s = app(SET)
    bs = ("Battery Saver is on.",)

    def battery(clock: str, batt: int, saver: bool, icons: tuple[str, ...]) -> list[El]:
        head = [s(f"{batt}%", None, "TextView", (63, 540, 600, 660), "battery_percent"),
                s("Not charging", None, "TextView", (63, 665, 900, 715), "summary1")]
        return set_page(clock, batt, "Battery", [
            ("Battery usage", None, None), ("Battery Saver", "On" if saver else "Off", None),
            ("Adaptive preferences", "Adaptive Battery and Adaptive Charging", None), ("Battery percentage", "Show battery percentage in status bar", True)],
            icons, head)

    def saver(clock: str, batt: int, on: bool, schedule: str) -> list[El]:
        sw = [s("Use Battery Saver", None, "TextView", (63, 560, 850, 640), "switch_text"),
              s(None, None, "Switch", (880, 545, 1017, 655), "switch_widget", click=True, checkable=True, checked=on)]
        return set_page(clock, batt, "Battery Saver", [
            ("Set a schedule", schedule, None), ("Turn off when charged", None, True),
            ("Battery Saver turns on Dark theme and limits or turns off background activity, some visual effects, certain features and some network connections.", None, None)],
            bs if on else (), sw)

    def schedule(clock: str, batt: int, pct: bool) -> list[El]:
        els = sb(clock, batt, bs) + [s(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                                     s("Set a schedule", None, "TextView", (63, 360, 1017, 500), "collapsing_toolbar")]
        for i, t in enumerate(["No schedule", "Based on your routine", "Based on percentage"]):
            y = 560 + i * 170
            els += [s(None, None, "RadioButton", (42, y + 40, 142, y + 130), "android:id/checkbox", click=True, checkable=True,
                      checked=t == ("Based on percentage" if pct else "No schedule")),
                    s(t, None, "TextView", (189, y + 50, 1017, y + 120), "android:id/title", click=True)]
        if pct:
            els += [s("Turn on at 15%", None, "TextView", (63, 1120, 900, 1180), "android:id/title"),
                    s(None, None, "SeekBar", (42, 1200, 1038, 1280), "seekbar", click=True)]
        return els

    def usage(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt, bs) + [s(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                                     s("Battery usage", None, "TextView", (63, 360, 1017, 500), "collapsing_toolbar"),
                                     s(f"{batt}%", None, "TextView", (63, 540, 600, 640), "battery_percent"),
                                     s("Since last full charge", None, "TextView", (63, 660, 900, 720)),
                                     s("View by apps", None, "Spinner", (63, 740, 600, 830), "spinner", click=True)]
        for (t, p), y in zip([("Screen", "21%"), ("Chrome", "12%"), ("Maps", "8%"), ("YouTube", "6%"), ("Android System", "5%"),
                              ("Settings", "2%")], rows_y(6, 860, 160)):
            els += [s(t, None, "TextView", (189, y + 40, 800, y + 100), "android:id/title", click=True),
                    s(p, None, "TextView", (850, y + 40, 1017, y + 100), "widget_summary")]
        return els

    r = Run(home_screen("16:40", 62, "Thu, Mar 14", "12°C  Cloudy"))
    r.open("Settings", set_main("16:40", 62))
    r.click("Battery", battery("16:40", 62, False, ()))
    r.click("Battery Saver", saver("16:41", 62, False, "No schedule"))
    r.tap(r.at("switch_widget"), saver("16:41", 62, True, "No schedule"))
    r.click("Set a schedule", schedule("16:41", 62, False))
    r.click("Based on percentage", schedule("16:42", 62, True))
    r.back(saver("16:42", 64, True, "Will turn on at 15%"))
    r.back(battery("16:43", 64, True, bs))
    r.click("Battery usage", usage("16:43", 64))
    r.back(battery("16:43", 64, True, bs))
    add(rs, 14, r, bad=True, turn=7, kind="battery level rises 62% to 64% while not charging")


# ---------------------------------------------------------------- Simple SMS Messenger helpers
SMS = "com.simplemobiletools.smsmessenger"


def sms_list(clock: str, batt: int, convs: list[tuple[str, str, str]], menu: bool = False) -> list[El]:
    s = app(SMS)
    els = sb(clock, batt) + [
        s(None, None, "EditText", (42, 160, 880, 290), "top_toolbar_search", hint="Search", click=True, edit=True),
        s(None, "More options", "ImageView", (900, 160, 1038, 290), click=True),
        s(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "conversations_list", scroll=True)]
    for (name, body, date), y in zip(convs, rows_y(len(convs), 320, 200)):
        els += [s(name, None, "TextView", (220, y + 30, 800, y + 95), "conversation_address", click=True, long=True),
                s(body, None, "TextView", (220, y + 100, 1000, y + 160), "conversation_body_short"),
                s(date, None, "TextView", (820, y + 35, 1040, y + 90), "conversation_date")]
    els.append(s(None, "New conversation", "ImageButton", (872, 2110, 1038, 2276), "conversations_fab", click=True))
    if menu:
        for i, t in enumerate(["Archived conversations", "Recycle bin", "Settings", "About"]):
            els.append(s(t, None, "TextView", (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True))
    return els


def t15_sms(rs: RowSet) -> None:
    # clean: Simple SMS Messenger — reply to Ngozi, read Bartek Nowicki's thread, start a new thread with Bartek Zieliński; the list re-sorts by latest message.
    s = app(SMS)
    reply = "Yes — I'll bring the spare harness. Meet at the north entrance?"
    bike = "Hi Bartek, it's Mira from the co-op — is the cargo bike still for sale?"
    ngozi = ("Ngozi (Climbing)", "Thursday 7pm still good?", "Mar 13")
    nowicki = ("Bartek Nowicki", "Parcel's at the front desk, I signed for it", "10:02")
    code = ("72975", "Your Lumo verification code is 482913", "09:47")
    dad = ("Dad", "Call when you land", "Mar 12")

    def thread(clock: str, batt: int, name: str, msgs: list[tuple[str, str]], draft: str | None) -> list[El]:
        els = sb(clock, batt) + [
            s(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            s(name, None, "TextView", (170, 180, 700, 270)),
            s(None, "Dial number", "TextView", (811, 150, 946, 297), "dial", click=True),
            s(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            s(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2100), "thread_messages_list", scroll=True)]
        y = 1900 - 180 * len(msgs)
        for kind, text in msgs:
            if kind == "sep":
                els.append(s(text, None, "TextView", (300, y + 40, 780, y + 100), "thread_date_time"))
            else:
                x0, x1 = (300, 1040) if kind == "out" else (40, 780)
                els.append(s(text, None, "TextView", (x0, y + 20, x1, y + 160), "thread_message_body", click=True, long=True))
            y += 180
        return els + [s(None, "Attachment", "ImageView", (20, 2130, 140, 2250), "thread_add_attachment", click=True),
                      s(draft, None, "EditText", (150, 2120, 900, 2260), "thread_type_message", hint="Type a message…", click=True, edit=True,
                        focused=draft is not None),
                      s("SMS", "Send", "TextView", (910, 2130, 1060, 2250), "thread_send_message", click=True, enabled=draft is not None)]

    def new_conv(clock: str, batt: int, q: str | None) -> list[El]:
        people = [("Bartek Nowicki", "+48 512 004 771"), ("Bartek Zieliński", "+48 601 338 902"), ("Dad", "+48 603 118 240"),
                  ("Hanne Solberg", "+48 798 550 312"), ("Ngozi (Climbing)", "+48 790 221 456")]
        if q:
            people = [p for p in people if q.lower() in p[0].lower()]
        els = sb(clock, batt) + [
            s(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            s("New conversation", None, "TextView", (170, 180, 800, 270)),
            s(q, None, "EditText", (42, 320, 900, 450), "new_conversation_address", hint="Add Contact or Number…", click=True, edit=True, focused=True),
            s(None, "Confirm", "ImageView", (920, 330, 1040, 440), "new_conversation_confirm", click=True)]
        for (n, num), y in zip(people, rows_y(len(people), 480, 190)):
            els += [s(n, None, "TextView", (220, y + 30, 1000, y + 95), "item_contact_name", click=True),
                    s(num, None, "TextView", (220, y + 100, 1000, y + 150), "item_contact_number")]
        return els

    ng_msgs = [("sep", "Mar 11, 20:14"), ("out", "Booked the 7pm slot at Klimmuur for Thursday 🙂"), ("sep", "Mar 13, 18:52"),
               ("in", "Thursday 7pm still good?")]
    r = Run(sms_list("10:08", 71, [nowicki, code, ngozi, dad]))
    r.click("Ngozi (Climbing)", thread("10:08", 71, "Ngozi (Climbing)", ng_msgs, None))
    r.type(reply, "thread_type_message", thread("10:08", 71, "Ngozi (Climbing)", ng_msgs, reply))
    ng_msgs = ng_msgs + [("sep", "10:09"), ("out", reply)]
    r.click("Send", thread("10:09", 71, "Ngozi (Climbing)", ng_msgs, None))
    ngozi = ("Ngozi (Climbing)", reply, "10:09")
    r.back(sms_list("10:09", 71, [ngozi, nowicki, code, dad]))
    r.click("Bartek Nowicki", thread("10:10", 71, "Bartek Nowicki", [
        ("sep", "08:55"), ("out", "Are you home today? Courier says the parcel comes before 11"), ("sep", "10:02"),
        ("in", "Parcel's at the front desk, I signed for it")], None))
    r.back(sms_list("10:10", 71, [ngozi, nowicki, code, dad]))
    r.click("New conversation", new_conv("10:10", 70, None))
    r.type("Bartek", "new_conversation_address", new_conv("10:11", 70, "Bartek"))
    r.click("Bartek Zieliński", thread("10:11", 70, "Bartek Zieliński", [], None))
    r.type(bike, "thread_type_message", thread("10:11", 70, "Bartek Zieliński", [], bike))
    r.click("Send", thread("10:12", 70, "Bartek Zieliński", [("sep", "10:12"), ("out", bike)], None))
    r.back(sms_list("10:12", 70, [("Bartek Zieliński", bike, "10:12"), ngozi, nowicki, code, dad]))
    add(rs, 15, r)


# ---------------------------------------------------------------- 16 Tasks
def t16_tasks(rs: RowSet) -> None:
    # bad (turn 10 vs turn 2): "Book dentist cleaning" was deleted on turn 2 (gone from the lists on turns 2 and 7-8), yet searching "dent" finds it again.
    t = app("org.tasks")
    drill = ("Return drill to Priyanka", "Tomorrow", False)
    kiln = ("Order kiln shelf paper", "Tomorrow", False)
    library = ("Renew library card", "Mon, Mar 18", False)
    water = ("Pay water bill", "Wed, Mar 20", False)
    dentist = ("Book dentist cleaning", "Fri, Mar 22", False)
    landlord = ("Call landlord about radiator", None, False)

    def rows(items: list[tuple[str, str | None, bool]], y0: int) -> list[El]:
        els: list[El] = []
        for (title, due, done), y in zip(items, rows_y(len(items), y0, 180)):
            els += [t(None, None, "CheckBox", (30, y + 40, 150, y + 140), "completeBox", click=True, checkable=True, checked=done),
                    t(title, None, "TextView", (170, y + 30, 1000, y + 100 if due else y + 140), "title", click=True, long=True)]
            if due:
                els.append(t(due, None, "TextView", (170, y + 100, 700, y + 150), "due_date"))
        return els

    def task_list(clock: str, batt: int, items: list[tuple[str, str | None, bool]], done: list[tuple[str, str | None, bool]] | None = None,
                  picked: str | None = None, snack: str | None = None) -> list[El]:
        els = sb(clock, batt)
        if picked:
            els += [t(None, "Done", "ImageButton", (0, 150, 147, 297), click=True),
                    t("1", None, "TextView", (170, 180, 400, 270)),
                    t(None, "Delete", "TextView", (676, 150, 811, 297), "delete", click=True),
                    t(None, "Select all", "TextView", (811, 150, 946, 297), "select_all", click=True),
                    t(None, "More options", "ImageView", (946, 150, 1080, 297), click=True)]
        else:
            els += [t("My Tasks", None, "TextView", (63, 180, 700, 270)),
                    t(None, "Search", "TextView", (811, 150, 946, 297), "menu_search", click=True),
                    t(None, "More options", "ImageView", (946, 150, 1080, 297), click=True)]
        els.append(t(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2150), "recycler_view", scroll=True))
        body = rows(items, 320)
        if picked:
            for e in body:
                if e["text"] == picked:
                    e["is_selected"] = True
        els += body
        if done:
            y = 320 + 180 * len(items)
            els.append(t(f"Completed ({len(done)})", None, "TextView", (63, y + 30, 700, y + 100), "headerText", click=True))
            els += rows(done, y + 130)
        if snack:
            els += [t(snack, None, "TextView", (42, 1990, 760, 2090), "snackbar_text"),
                    t("Undo", None, "Button", (780, 1985, 1038, 2095), "snackbar_action", click=True)]
        return els + [t(None, "Create new task", "ImageButton", (872, 1960, 1038, 2126), "fab", click=True),
                      t(None, "Open menu", "ImageButton", (0, 2190, 147, 2337), "bottomAppBar", click=True)]

    def editor(clock: str, batt: int, title: str | None, due: str | None, sheet: bool = False) -> list[El]:
        els = sb(clock, batt) + [
            t(None, "Discard", "ImageButton", (0, 150, 147, 297), click=True),
            t(None, "Save", "TextView", (930, 150, 1077, 297), "menu_save", click=True),
            t(None, None, "CheckBox", (30, 340, 150, 460), "completeBox", click=True, checkable=True),
            t(title, None, "EditText", (170, 330, 1040, 470), "title", hint="Task name", click=True, edit=True, focused=title is None or not due and not sheet),
            t(due or "No date", None, "TextView", (170, 520, 1040, 600), "due_date", click=True),
            t("No repeat", None, "TextView", (170, 640, 1040, 720), "repeat", click=True),
            t("Add reminder", None, "TextView", (170, 760, 1040, 840), "alarms_add", click=True),
            t("My Tasks", None, "TextView", (170, 880, 1040, 960), "list_name", click=True),
            t("Add tags", None, "TextView", (170, 1000, 1040, 1080), "tags", click=True),
            t("Add subtask", None, "TextView", (170, 1120, 1040, 1200), "add_subtask", click=True),
            t(None, None, "EditText", (170, 1240, 1040, 1400), "notes", hint="Description", click=True, edit=True)]
        if sheet:
            els.append(t("Due date", None, "TextView", (63, 1500, 800, 1580)))
            for i, o in enumerate(["Today", "Tomorrow", "Next week", "No date", "Pick date"]):
                els.append(t(o, None, "TextView", (63, 1600 + i * 140, 1017, 1720 + i * 140), "shortcut", click=True))
        return els

    def search(clock: str, batt: int, q: str | None, hits: list[tuple[str, str | None, bool]]) -> list[El]:
        return sb(clock, batt) + [
            t(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            t(q, None, "EditText", (150, 160, 930, 287), "search_src_text", hint="Search", click=True, edit=True, focused=True),
            t(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "recycler_view", scroll=True)] + rows(hits, 320)

    r = Run(task_list("11:20", 59, [drill, library, water, dentist, landlord]))
    r.long_press("Book dentist cleaning", task_list("11:20", 59, [drill, library, water, dentist, landlord], picked="Book dentist cleaning"))
    r.click("Delete", task_list("11:20", 59, [drill, library, water, landlord], snack="Deleted 1 task"))
    r.click("Create new task", editor("11:21", 59, None, None))
    r.type("Order kiln shelf paper", "Task name", editor("11:21", 59, "Order kiln shelf paper", None))
    r.click("No date", editor("11:21", 59, "Order kiln shelf paper", None, sheet=True))
    r.click("Tomorrow", editor("11:22", 59, "Order kiln shelf paper", "Fri, Mar 15"))
    r.click("Save", task_list("11:22", 59, [drill, kiln, library, water, landlord]))
    r.tap(r.at("Call landlord about radiator") - 1,
          task_list("11:22", 58, [drill, kiln, library, water], done=[("Call landlord about radiator", None, True)]))
    r.click("Search", search("11:23", 58, None, []))
    r.type("dent", "Search", search("11:23", 58, "dent", [dentist]))
    add(rs, 16, r, bad=True, turn=10, kind="deleted task comes back in search results")


# ---------------------------------------------------------------- 17 Broccoli
def t17_broccoli(rs: RowSet) -> None:
    # clean: Broccoli — search "leek" (list filters), clear it, add a Miso Butter Parsnips recipe, then search "pars".
    b = app("com.flauschcode.broccoli")
    recipes = {"Barley Mushroom Risotto": "Pearl barley, chestnut mushrooms, leek and thyme. Weeknight-friendly.",
               "Cardamom Buns": "Swedish-style knots with a cardamom sugar filling.",
               "Charred Leek Vinaigrette": "Blackened leeks under a mustard-caper dressing.",
               "Green Shakshuka": "Eggs poached in spinach, chard and green chilli.",
               "Kimchi Pancakes": "Crispy buchimgae with a soy-vinegar dip.",
               "Smoked Paprika Chickpeas": "Crispy roasted chickpeas for snacking or salads."}
    parsnip_desc = "Roast parsnips, then glaze with white miso and brown butter."

    def recipe_list(clock: str, batt: int, q: str | None, searching: bool) -> list[El]:
        els = sb(clock, batt) + [b(None, "Open navigation drawer", "ImageButton", (0, 150, 147, 297), click=True)]
        if searching:
            els += [b(q, None, "EditText", (160, 160, 930, 287), "search_src_text", hint="Search", click=True, edit=True, focused=True)]
            if q:
                els.append(b(None, "Clear query", "ImageView", (930, 160, 1060, 287), "search_close_btn", click=True))
        else:
            els += [b("Recipes", None, "TextView", (170, 180, 700, 270)),
                    b(None, "Search", "TextView", (930, 150, 1077, 297), "action_search", click=True)]
        els.append(b(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "recycler_view", scroll=True))
        names = [n for n in sorted(recipes) if not q or q.lower() in (n + " " + recipes[n]).lower()]
        for n, y in zip(names, rows_y(len(names), 330, 290)):
            els += [b(None, None, "androidx.cardview.widget.CardView", (30, y, 1050, y + 270), "card_view", click=True),
                    b(n, None, "TextView", (300, y + 40, 1030, y + 110), "card_text_view_title"),
                    b(recipes[n], None, "TextView", (300, y + 120, 1030, y + 240), "card_text_view_description")]
        return els + [b(None, "Add", "ImageButton", (872, 2110, 1038, 2276), "fab", click=True)]

    def form(clock: str, batt: int, vals: dict[str, str], focus: str | None) -> list[El]:
        els = sb(clock, batt) + [
            b(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            b("New recipe", None, "TextView", (170, 180, 700, 270)),
            b(None, "Save", "TextView", (930, 150, 1077, 297), "action_save", click=True),
            b(None, "Add image", "ImageView", (0, 310, 1080, 800), "image_view", click=True)]
        fields = [("Title", 830, 140), ("Categories", 990, 140), ("Servings", 1150, 140), ("Preparation time", 1310, 140),
                  ("Description", 1470, 200), ("Source", 1690, 140), ("Ingredients", 1850, 200), ("Directions", 2070, 200)]
        for name, y, h in fields:
            els.append(b(vals.get(name), None, "EditText" if name != "Categories" else "TextView", (42, y, 1038, y + h),
                         name.lower().replace(" ", "_"), hint=name, click=True, edit=name != "Categories", focused=name == focus))
        return els

    def detail(clock: str, batt: int) -> list[El]:
        return sb(clock, batt) + [
            b(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            b(None, "Favorite", "TextView", (676, 150, 811, 297), "action_favorite", click=True),
            b(None, "Share", "TextView", (811, 150, 946, 297), "action_share", click=True),
            b(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            b(None, None, "ImageView", (0, 300, 1080, 900), "recipe_image"),
            b("Miso Butter Parsnips", None, "TextView", (42, 930, 1038, 1030), "recipe_details_title"),
            b("4", None, "TextView", (42, 1060, 500, 1120), "recipe_details_servings"),
            b("35 min", None, "TextView", (540, 1060, 1038, 1120), "recipe_details_preparation_time"),
            b(parsnip_desc, None, "TextView", (42, 1150, 1038, 1290), "recipe_details_description"),
            b("Ingredients", None, "TextView", (0, 1330, 540, 1450), click=True, selected=True),
            b("Directions", None, "TextView", (540, 1330, 1080, 1450), click=True),
            b(None, "Edit", "ImageButton", (872, 2110, 1038, 2276), "fab_edit", click=True)]

    r = Run(recipe_list("19:12", 55, None, False))
    r.click("Search", recipe_list("19:12", 55, None, True))
    r.type("leek", "search_src_text", recipe_list("19:12", 55, "leek", True))
    r.back(recipe_list("19:13", 55, None, False))
    r.click("Add", form("19:13", 55, {}, None))
    vals = {"Title": "Miso Butter Parsnips"}
    r.type("Miso Butter Parsnips", "Title", form("19:13", 55, dict(vals), "Title"))
    vals["Servings"] = "4"
    r.type("4", "Servings", form("19:14", 55, dict(vals), "Servings"))
    vals["Preparation time"] = "35 min"
    r.type("35 min", "Preparation time", form("19:14", 55, dict(vals), "Preparation time"))
    vals["Description"] = parsnip_desc
    r.type(parsnip_desc, "Description", form("19:15", 54, dict(vals), "Description"))
    r.click("Save", detail("19:15", 54))
    recipes["Miso Butter Parsnips"] = parsnip_desc
    r.back(recipe_list("19:15", 54, None, False))
    r.click("Search", recipe_list("19:16", 54, None, True))
    r.type("pars", "search_src_text", recipe_list("19:16", 54, "pars", True))
    add(rs, 17, r)


# ---------------------------------------------------------------- 18 Joplin
def t18_joplin(rs: RowSet) -> None:
    # bad (turn 9 vs turn 3): the note's ID (and its Markdown link) reads ...a1f72d4b618 instead of ...a1f27d4b618; only the body was edited, which changes Updated, not the ID.
    j = app("net.cozic.joplin")
    vg = "android.view.ViewGroup"
    nid = "6c1e9f04b8a24d7c93e05a1f27d4b618"
    drift = "6c1e9f04b8a24d7c93e05a1f72d4b618"
    body = "**Low tide:** Sat 16 Mar 07:12 (0.4 m)\n\n- Quadrats: 12\n- Transect: north reef, 40 m\n- Bring: clipboard, thermometer"
    body2 = body + "\n- Bring: refractometer (calibrated)"

    def note_list(clock: str, batt: int, order: list[str]) -> list[El]:
        els = sb(clock, batt) + [
            j(None, "Sidebar", vg, (0, 150, 147, 297), click=True),
            j("Field notes", None, "TextView", (170, 180, 700, 270)),
            j(None, "Search", vg, (811, 150, 946, 297), click=True),
            j(None, "Actions", vg, (946, 150, 1080, 297), click=True)]
        for n, y in zip(order, rows_y(len(order), 320, 150)):
            els.append(j(n, None, "TextView", (42, y + 40, 1038, y + 110), click=True, long=True))
        return els + [j(None, "Add new", vg, (872, 2110, 1038, 2276), click=True)]

    def view(clock: str, batt: int, text: str, menu: bool = False) -> list[El]:
        lines = [ln for ln in text.replace("**", "").split("\n") if ln]
        els = sb(clock, batt) + [
            j(None, "Back", vg, (0, 150, 147, 297), click=True),
            j(None, "Attach file", vg, (676, 150, 811, 297), click=True),
            j(None, "Actions", vg, (946, 150, 1080, 297), click=True),
            j("Tide pool survey plan", None, "TextView", (42, 320, 1038, 420)),
            j(None, None, "android.webkit.WebView", (0, 440, 1080, 2337), scroll=True)]
        for ln, y in zip(lines, rows_y(len(lines), 470, 90)):
            els.append(j(ln.lstrip("- "), None, "TextView", (60 if not ln.startswith("-") else 110, y, 1020, y + 80)))
        els.append(j(None, "Edit", vg, (872, 2110, 1038, 2276), click=True))
        if menu:
            for i, t in enumerate(["Attach...", "Draw picture", "Share", "Tags", "Convert to todo", "Copy Markdown link", "Properties", "Delete"]):
                els.append(j(t, None, "TextView", (560, 160 + i * 130, 1060, 290 + i * 130), click=True))
        return els

    def props(clock: str, batt: int, updated: str, ident: str) -> list[El]:
        els = sb(clock, batt) + [j("Note properties", None, "TextView", (63, 300, 1017, 390))]
        rows = [("ID", ident), ("Created", "09/03/2024 18:41"), ("Updated", updated), ("Location", "52.1324, -6.9297"),
                ("Source URL", "-"), ("Markdown link", f"[Tide pool survey plan](:/{ident})")]
        for (k, v), y in zip(rows, rows_y(len(rows), 420, 150)):
            els += [j(k, None, "TextView", (63, y, 1017, y + 50)), j(v, None, "TextView", (63, y + 55, 1017, y + 125))]
        return els + [j("Close", None, vg, (780, 1400, 1017, 1510), click=True)]

    def edit(clock: str, batt: int, text: str, focused: bool) -> list[El]:
        return sb(clock, batt) + [
            j(None, "Back", vg, (0, 150, 147, 297), click=True),
            j(None, "Save", vg, (811, 150, 946, 297), click=True),
            j(None, "Actions", vg, (946, 150, 1080, 297), click=True),
            j("Tide pool survey plan", None, "EditText", (42, 320, 1038, 420), click=True, edit=True),
            j(text, None, "EditText", (0, 440, 1080, 2100), click=True, edit=True, focused=focused, scroll=True),
            j(None, "Bold", vg, (0, 2150, 135, 2290), click=True), j(None, "Italic", vg, (135, 2150, 270, 2290), click=True),
            j(None, "Link", vg, (270, 2150, 405, 2290), click=True), j(None, "Bulleted list", vg, (405, 2150, 540, 2290), click=True),
            j(None, "Checklist", vg, (540, 2150, 675, 2290), click=True)]

    before = ["Kayak launch permits", "Tide pool survey plan", "Heron nesting count – Mar 9"]
    r = Run(note_list("13:05", 69, before))
    r.click("Tide pool survey plan", view("13:05", 69, body))
    r.click("Actions", view("13:05", 69, body, menu=True))
    r.click("Properties", props("13:05", 69, "12/03/2024 07:55", nid))
    r.back(view("13:06", 69, body))
    r.click("Edit", edit("13:06", 69, body, False))
    r.type(body2, body, edit("13:06", 69, body2, True))
    r.click("Save", view("13:07", 68, body2))
    r.click("Actions", view("13:07", 68, body2, menu=True))
    r.click("Properties", props("13:07", 68, "14/03/2024 13:07", drift))
    r.back(view("13:07", 68, body2))
    r.back(note_list("13:08", 68, ["Tide pool survey plan", "Kayak launch permits", "Heron nesting count – Mar 9"]))
    add(rs, 18, r, bad=True, turn=9, kind="note ID (and markdown link) changed after an edit of the body only")


# ---------------------------------------------------------------- 19 Chrome
def t19_chrome(rs: RowSet) -> None:
    # clean: Chrome — open a Wikipedia article, open a link in a new tab (tab count 1 -> 2), switch, close the first tab (2 -> 1).
    c = app("com.android.chrome")
    derg_url = "en.m.wikipedia.org/wiki/Lough_Derg_(Shannon)"
    port_url = "en.m.wikipedia.org/wiki/Portumna"
    derg_t = "Lough Derg (Shannon) - Wikipedia"
    port_t = "Portumna - Wikipedia"

    def tabs_desc(n: int) -> str:
        return f"{n} open tab{'s' if n > 1 else ''}, tap to switch tabs"

    def toolbar(url: str | None, n: int) -> list[El]:
        return [c(None, "Home", "ImageButton", (0, 150, 130, 290), "home_button", click=True),
                c(None, "Connection is secure" if url else None, "ImageButton", (130, 170, 230, 270), "location_bar_status_icon", click=True),
                c(url, None, "EditText", (230, 165, 800, 275), "url_bar", hint="Search or type web address", click=True, edit=True),
                c(None, tabs_desc(n), "ImageButton", (820, 150, 950, 290), "tab_switcher_button", click=True),
                c(None, "Customize and control Google Chrome", "ImageButton", (950, 150, 1080, 290), "menu_button", click=True)]

    def ntp(clock: str, batt: int) -> list[El]:
        els = sb(clock, batt) + toolbar(None, 1) + [
            c(None, "Google", "ImageView", (290, 500, 790, 680), "search_provider_logo"),
            c("Search or type web address", None, "EditText", (63, 760, 1017, 890), "search_box_text", click=True)]
        for i, t in enumerate(["YouTube", "Wikipedia", "Met Éireann", "Irish Rail"]):
            els.append(c(t, None, "TextView", (40 + i * 255, 1000, 275 + i * 255, 1240), "tile_view_title", click=True))
        return els

    def omnibox(clock: str, batt: int, q: str | None) -> list[El]:
        els = sb(clock, batt) + [c(None, "Back", "ImageButton", (0, 150, 130, 290), click=True),
                                 c(q, None, "EditText", (130, 165, 930, 275), "url_bar", hint="Search or type web address", click=True, edit=True, focused=True)]
        if q:
            els += [c(None, "Delete", "ImageButton", (930, 165, 1060, 275), "delete_button", click=True),
                    c(q, None, "TextView", (160, 330, 1000, 400), "line_1", click=True),
                    c("Lough Derg (Shannon) - Wikipedia", None, "TextView", (160, 400, 1000, 450), "line_2"),
                    c(q + " lough derg", None, "TextView", (160, 500, 1000, 570), "line_1", click=True)]
        else:
            els += [c("Lough Derg (Shannon)", None, "TextView", (160, 330, 1000, 400), "line_1", click=True),
                    c("Shannon ferry timetable", None, "TextView", (160, 460, 1000, 530), "line_1", click=True)]
        return els

    def derg(clock: str, batt: int, n: int, menu: bool = False) -> list[El]:
        els = sb(clock, batt) + toolbar(derg_url, n) + [
            c(None, None, "android.webkit.WebView", (0, 300, 1080, 2337), scroll=True),
            c("Lough Derg (Shannon)", None, "TextView", (42, 420, 1038, 520)),
            c("Lough Derg (Irish: Loch Deirgeirt) is a freshwater lake in Ireland, on the River Shannon. It is the third-largest lake on the island of Ireland.",
              None, "TextView", (42, 560, 1038, 800)),
            c("It is bordered by counties Clare, Galway and Tipperary. Towns on its shores include ", None, "TextView", (42, 820, 1038, 960)),
            c("Portumna", None, "TextView", (42, 960, 260, 1020), click=True, long=True),
            c("Killaloe", None, "TextView", (290, 960, 480, 1020), click=True, long=True),
            c("Dromineer", None, "TextView", (510, 960, 740, 1020), click=True, long=True),
            c("Surface area", None, "TextView", (42, 1100, 500, 1160)), c("130 km2", None, "TextView", (540, 1100, 1038, 1160)),
            c("Max. length", None, "TextView", (42, 1170, 500, 1230)), c("39 km", None, "TextView", (540, 1170, 1038, 1230))]
        if menu:
            els += [c("Portumna", None, "TextView", (63, 700, 1017, 770), "context_header_title"),
                    c("https://en.m.wikipedia.org/wiki/Portumna", None, "TextView", (63, 775, 1017, 830), "context_header_url")]
            for i, t in enumerate(["Open in new tab", "Open in new tab in group", "Open in Incognito tab", "Copy link address",
                                   "Copy link text", "Download link", "Share link"]):
                els.append(c(t, None, "TextView", (63, 870 + i * 130, 1017, 990 + i * 130), "menu_row_text", click=True))
        return els

    def portumna(clock: str, batt: int, n: int) -> list[El]:
        return sb(clock, batt) + toolbar(port_url, n) + [
            c(None, None, "android.webkit.WebView", (0, 300, 1080, 2337), scroll=True),
            c("Portumna", None, "TextView", (42, 420, 1038, 520)),
            c("Portumna (Irish: Port Omna) is a town in County Galway, Ireland, near where the River Shannon enters Lough Derg.",
              None, "TextView", (42, 560, 1038, 800)),
            c("Portumna Castle", None, "TextView", (42, 820, 420, 880), click=True, long=True),
            c("Lough Derg", None, "TextView", (450, 820, 700, 880), click=True, long=True)]

    def switcher(clock: str, batt: int, titles: list[str], snack: str | None = None) -> list[El]:
        els = sb(clock, batt) + [c(None, "New tab", "ImageButton", (0, 150, 147, 297), "new_tab_view", click=True),
                                 c(f"{len(titles)}", None, "TextView", (470, 180, 610, 270), "tab_count"),
                                 c(None, "More options", "ImageButton", (946, 150, 1080, 297), "menu_button", click=True)]
        for i, t in enumerate(titles):
            x = 30 + (i % 2) * 525
            els += [c(t, None, "TextView", (x + 20, 330, x + 420, 400), "tab_title", click=True),
                    c(None, f"Close {t} tab", "ImageView", (x + 420, 320, x + 500, 410), "action_button", click=True),
                    c(None, None, "ImageView", (x, 410, x + 500, 1100), "tab_thumbnail", click=True)]
        if snack:
            els += [c(snack, None, "TextView", (42, 1990, 760, 2090), "snackbar_message"),
                    c("Undo", None, "Button", (780, 1985, 1038, 2095), "snackbar_button", click=True)]
        return els

    r = Run(ntp("16:05", 81))
    r.click("Search or type web address", omnibox("16:05", 81, None))
    r.type(derg_url, "url_bar", omnibox("16:05", 81, derg_url))
    r.enter(derg("16:06", 81, 1))
    r.long_press("Portumna", derg("16:06", 81, 1, menu=True))
    r.click("Open in new tab", derg("16:06", 81, 2))
    r.click(tabs_desc(2), switcher("16:07", 81, [derg_t, port_t]))
    r.click(port_t, portumna("16:07", 81, 2))
    r.click(tabs_desc(2), switcher("16:07", 80, [derg_t, port_t]))
    r.click(f"Close {derg_t} tab", switcher("16:08", 80, [port_t], snack=f"Closed {derg_t}"))
    r.click(port_t, portumna("16:08", 80, 1))
    add(rs, 19, r)


# ---------------------------------------------------------------- Simple Calendar helpers
CAL = "com.simplemobiletools.calendar.pro"
WEEKDAY = {d: ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][d % 7] for d in range(1, 32)}  # March 2024: the 1st is a Friday


def cal_editor(clock: str, batt: int, head: str, f: dict[str, str | None], focus: str | None = None) -> list[El]:
    k = app(CAL)
    els = sb(clock, batt) + [k(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                             k(head, None, "TextView", (170, 180, 700, 270))]
    if head == "Edit Event":
        els.append(k(None, "Delete", "TextView", (676, 150, 811, 297), "delete", click=True))
    els += [k(None, "Save", "TextView", (811, 150, 946, 297), "save", click=True),
            k(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            k(f["title"], None, "EditText", (42, 320, 1038, 450), "event_title", hint="Title", click=True, edit=True, focused=focus == "title"),
            k(f["location"], None, "EditText", (42, 470, 1038, 600), "event_location", hint="Location", click=True, edit=True, focused=focus == "location"),
            k(f.get("description"), None, "EditText", (42, 620, 1038, 750), "event_description", hint="Description", click=True, edit=True),
            k("All-day", None, "Switch", (42, 800, 1038, 900), "event_all_day", click=True, checkable=True),
            k(f["start_date"], None, "TextView", (160, 930, 700, 1030), "event_start_date", click=True),
            k(f["start_time"], None, "TextView", (760, 930, 1038, 1030), "event_start_time", click=True),
            k(f["end_date"], None, "TextView", (160, 1050, 700, 1150), "event_end_date", click=True),
            k(f["end_time"], None, "TextView", (760, 1050, 1038, 1150), "event_end_time", click=True),
            k("Europe/Dublin", None, "TextView", (160, 1180, 1038, 1270), "event_time_zone", click=True),
            k("10 minutes before", None, "TextView", (160, 1310, 1038, 1400), "event_reminder_1", click=True),
            k("Add another reminder", None, "TextView", (160, 1420, 1038, 1510), "event_reminder_2", click=True),
            k("No repetition", None, "TextView", (160, 1550, 1038, 1640), "event_repetition", click=True),
            k("Regular event", None, "TextView", (160, 1680, 1038, 1770), "event_type", click=True)]
    return els


def cal_date_picker(clock: str, batt: int, day: int) -> list[El]:
    k = app(CAL)
    els = sb(clock, batt) + [k("2024", None, "TextView", (110, 420, 400, 490), "android:id/date_picker_header_year", click=True),
                             k(f"{WEEKDAY[day]}, Mar {day}", None, "TextView", (110, 500, 970, 620), "android:id/date_picker_header_date", click=True),
                             k(None, "Previous month", "ImageButton", (110, 680, 250, 820), "android:id/prev", click=True),
                             k("March 2024", None, "TextView", (300, 700, 780, 800)),
                             k(None, "Next month", "ImageButton", (830, 680, 970, 820), "android:id/next", click=True)]
    for d in range(1, 32):
        col, row = (d + 3) % 7, (d + 3) // 7  # Monday-first grid, the 1st in the Friday column
        x, y = 120 + col * 120, 860 + row * 120
        els.append(k(str(d), f"{d} March 2024", "View", (x, y, x + 110, y + 110), click=True, checkable=True, checked=d == day))
    return els + [k("Cancel", None, "Button", (560, 1640, 770, 1750), "android:id/button2", click=True),
                  k("OK", None, "Button", (790, 1640, 970, 1750), "android:id/button1", click=True)]


def t20_calendar_month(rs: RowSet) -> None:
    # bad (turn 10 vs turn 9): the event saved on Mon, Mar 18 shows in the month grid (turn 9) but Mar 18's day view lists only the two older events.
    k = app(CAL)
    base = {7: ["Boiler service"], 12: ["Ceramics class"], 18: ["Quarterly budget review", "Pick up dry cleaning"],
            19: ["Ceramics class"], 26: ["Ceramics class"]}

    def month(clock: str, batt: int, events: dict[int, list[str]]) -> list[El]:
        els = sb(clock, batt) + [
            k("Simple Calendar", None, "TextView", (63, 180, 600, 270)),
            k(None, "Go to today", "TextView", (541, 150, 676, 297), "go_to_today", click=True),
            k(None, "Search", "TextView", (676, 150, 811, 297), "search", click=True),
            k(None, "Change view", "TextView", (811, 150, 946, 297), "change_view", click=True),
            k(None, "More options", "ImageView", (946, 150, 1080, 297), click=True),
            k(None, "Previous", "ImageView", (42, 310, 162, 430), "top_left_arrow", click=True),
            k("March 2024", None, "TextView", (200, 320, 880, 420), "top_value", click=True),
            k(None, "Next", "ImageView", (918, 310, 1038, 430), "top_right_arrow", click=True)]
        for i, letter in enumerate("MTWTFSS"):
            els.append(k(letter, None, "TextView", (i * 154, 440, i * 154 + 154, 500), "week_letter"))
        cells = [(d, False) for d in (26, 27, 28, 29)] + [(d, True) for d in range(1, 32)]
        for i, (d, cur) in enumerate(cells):
            x, y = (i % 7) * 154, 510 + (i // 7) * 330
            els.append(k(str(d), f"{d} {'March' if cur else 'February'}", "TextView", (x, y, x + 154, y + 60), "day_number", click=True,
                         selected=cur and d == 14))
            for j, title in enumerate(events.get(d, []) if cur else []):
                els.append(k(title, None, "TextView", (x + 4, y + 70 + j * 60, x + 150, y + 125 + j * 60), "month_event"))
        return els + [k(None, "New Event", "ImageButton", (872, 2110, 1038, 2276), "calendar_fab", click=True)]

    def day(clock: str, batt: int, items: list[tuple[str, str, str]]) -> list[El]:
        els = sb(clock, batt) + [
            k(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
            k("Simple Calendar", None, "TextView", (170, 180, 700, 270)),
            k(None, "Previous", "ImageView", (42, 310, 162, 430), "top_left_arrow", click=True),
            k("March 18 (Monday)", None, "TextView", (200, 320, 880, 420), "top_value", click=True),
            k(None, "Next", "ImageView", (918, 310, 1038, 430), "top_right_arrow", click=True)]
        for (t, when, loc), y in zip(items, rows_y(len(items), 460, 210)):
            els += [k(t, None, "TextView", (80, y + 30, 1000, y + 95), "event_item_title", click=True),
                    k(when, None, "TextView", (80, y + 100, 500, y + 150), "event_item_time"),
                    k(loc, None, "TextView", (520, y + 100, 1000, y + 150), "event_item_description")]
        return els + [k(None, "New Event", "ImageButton", (872, 2110, 1038, 2276), "calendar_fab", click=True)]

    old_day = [("Quarterly budget review", "09:30 – 10:30", "Room 4.02"), ("Pick up dry cleaning", "17:00 – 17:30", "Kleen Rite, Main St")]
    f: dict[str, str | None] = {"title": None, "location": None, "start_date": "Thu, Mar 14, 2024", "start_time": "15:00",
                                "end_date": "Thu, Mar 14, 2024", "end_time": "16:00"}
    r = Run(month("14:22", 48, base))
    r.click("18", day("14:22", 48, old_day))
    r.back(month("14:22", 48, base))
    r.click("New Event", cal_editor("14:23", 48, "New Event", dict(f)))
    f["title"] = "Vet recheck – Biscuit"
    r.type("Vet recheck – Biscuit", "Title", cal_editor("14:23", 48, "New Event", dict(f), "title"))
    f["location"] = "Harbourside Animal Clinic"
    r.type("Harbourside Animal Clinic", "Location", cal_editor("14:23", 48, "New Event", dict(f), "location"))
    r.click("Thu, Mar 14, 2024", cal_date_picker("14:24", 48, 14))
    r.click("18", cal_date_picker("14:24", 48, 18))
    f["start_date"] = f["end_date"] = "Mon, Mar 18, 2024"
    r.click("OK", cal_editor("14:24", 48, "New Event", dict(f)))
    after = dict(base)
    after[18] = ["Quarterly budget review", "Vet recheck – Biscuit", "Pick up dry cleaning"]
    r.click("Save", month("14:25", 47, after))
    r.click("18", day("14:25", 47, old_day))
    add(rs, 20, r, bad=True, turn=10, kind="event just created on a day is missing from that day's view")


def t21_calendar_list(rs: RowSet) -> None:
    # clean: Simple Calendar (event list) — move "Piano tuner visit" from Tue 19 14:00 to Thu 21 11:00 (end follows), then search "ceramics".
    k = app(CAL)
    events = [(14, "Standup with Ferrante", "09:00 – 09:15", "Teams call"), (15, "Ceramics class", "18:30 – 20:30", "Clay Collective, Unit 4"),
              (16, "Tide pool survey", "07:00 – 09:00", "Hook Head"), (18, "Quarterly budget review", "09:30 – 10:30", "Room 4.02"),
              (19, "Piano tuner visit", "14:00 – 15:00", "Flat 3B"), (22, "Ceramics class", "18:30 – 20:30", "Clay Collective, Unit 4")]
    long_day = {"Thu": "Thursday", "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday", "Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday"}

    def listing(clock: str, batt: int, evs: list[tuple[int, str, str, str]], q: str | None = None, searching: bool = False) -> list[El]:
        els = sb(clock, batt)
        if searching:
            els += [k(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                    k(q, None, "EditText", (150, 160, 930, 287), "search_src_text", hint="Search", click=True, edit=True, focused=True)]
        else:
            els += [k("Simple Calendar", None, "TextView", (63, 180, 600, 270)),
                    k(None, "Go to today", "TextView", (541, 150, 676, 297), "go_to_today", click=True),
                    k(None, "Search", "TextView", (676, 150, 811, 297), "search", click=True),
                    k(None, "Change view", "TextView", (811, 150, 946, 297), "change_view", click=True),
                    k(None, "More options", "ImageView", (946, 150, 1080, 297), click=True)]
        els.append(k(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 310, 1080, 2337), "calendar_events_list", scroll=True))
        y, last = 320, None
        for d, t, when, loc in sorted(evs):
            if d != last:
                els.append(k(f"{long_day[WEEKDAY[d]]}, March {d}", None, "TextView", (42, y + 20, 1038, y + 90), "event_section_title"))
                y += 100
                last = d
            els += [k(t, None, "TextView", (80, y + 20, 1000, y + 85), "event_item_title", click=True),
                    k(when, None, "TextView", (80, y + 90, 500, y + 140), "event_item_time"),
                    k(loc, None, "TextView", (520, y + 90, 1000, y + 140), "event_item_description")]
            y += 170
        if not searching:
            els.append(k(None, "New Event", "ImageButton", (872, 2110, 1038, 2276), "calendar_fab", click=True))
        return els

    def time_picker(clock: str, batt: int, hour: str, text_mode: bool, focused: bool = False) -> list[El]:
        els = sb(clock, batt)
        if text_mode:
            els += [k("Type in time", None, "TextView", (110, 760, 970, 840), "android:id/top_label"),
                    k(hour, None, "EditText", (110, 880, 430, 1060), "android:id/input_hour", click=True, edit=True, focused=focused),
                    k("hour", None, "TextView", (110, 1070, 430, 1120), "android:id/label_hour"),
                    k(":", None, "TextView", (430, 880, 510, 1060), "android:id/input_separator"),
                    k("00", None, "EditText", (510, 880, 830, 1060), "android:id/input_minute", click=True, edit=True),
                    k("minute", None, "TextView", (510, 1070, 830, 1120), "android:id/label_minute"),
                    k(None, "Switch to clock mode for the time input.", "ImageButton", (110, 1200, 236, 1326), "android:id/toggle_mode", click=True)]
            y = 1200
        else:
            els += [k(hour, None, "TextView", (300, 480, 520, 660), "android:id/hours", click=True, checked=True),
                    k(":", None, "TextView", (520, 480, 560, 660), "android:id/separator"),
                    k("00", None, "TextView", (560, 480, 780, 660), "android:id/minutes", click=True),
                    k(None, None, "View", (140, 760, 940, 1560), "android:id/radial_picker", click=True),
                    k(None, "Switch to text input mode for the time input.", "ImageButton", (110, 1640, 236, 1766), "android:id/toggle_mode", click=True)]
            y = 1640
        return els + [k("Cancel", None, "Button", (560, y, 770, y + 110), "android:id/button2", click=True),
                      k("OK", None, "Button", (790, y, 970, y + 110), "android:id/button1", click=True)]

    f: dict[str, str | None] = {"title": "Piano tuner visit", "location": "Flat 3B", "description": "Upright Petrof — last tuned Sept 2022",
                                "start_date": "Tue, Mar 19, 2024", "start_time": "14:00", "end_date": "Tue, Mar 19, 2024", "end_time": "15:00"}
    r = Run(listing("08:47", 93, events))
    r.click("Piano tuner visit", cal_editor("08:47", 93, "Edit Event", dict(f)))
    r.click("Tue, Mar 19, 2024", cal_date_picker("08:47", 93, 19))
    r.click("21", cal_date_picker("08:48", 93, 21))
    f["start_date"] = f["end_date"] = "Thu, Mar 21, 2024"
    r.click("OK", cal_editor("08:48", 93, "Edit Event", dict(f)))
    r.click("14:00", time_picker("08:48", 93, "14", False))
    r.click("Switch to text input mode for the time input.", time_picker("08:48", 93, "14", True))
    r.type("11", "input_hour", time_picker("08:49", 93, "11", True, True))
    f["start_time"], f["end_time"] = "11:00", "12:00"
    r.click("OK", cal_editor("08:49", 93, "Edit Event", dict(f)))
    moved = [e for e in events if e[1] != "Piano tuner visit"] + [(21, "Piano tuner visit", "11:00 – 12:00", "Flat 3B")]
    r.click("Save", listing("08:49", 92, moved))
    r.click("Search", listing("08:50", 92, [], None, True))
    r.type("ceramics", "search_src_text", listing("08:50", 92, [(8, "Ceramics class", "18:30 – 20:30", "Clay Collective, Unit 4")]
                                                   + [e for e in moved if e[1] == "Ceramics class"], "ceramics", True))
    add(rs, 21, r)


# ---------------------------------------------------------------- 22 Simple SMS Messenger settings
def t22_sms_settings(rs: RowSet) -> None:
    # bad (turn 6 vs turn 3): "Enable delivery reports", switched on at turn 3, shows off after only the font size was changed (and stays off).
    s = app(SMS)
    convs = [("Hanne Solberg", "Bring the tarp, forecast says showers", "18:57"), ("Landlord – Mr. Okafor", "Radiator guy comes Tue 9-11", "17:40"),
             ("Ngozi (Climbing)", "Thursday 7pm still good?", "Mar 13"), ("Dad", "Call when you land", "Mar 12")]

    def settings(clock: str, batt: int, st: dict[str, Any], dialog: str | None = None) -> list[El]:
        els = sb(clock, batt) + [s(None, "Navigate up", "ImageButton", (0, 150, 147, 297), click=True),
                                 s("Settings", None, "TextView", (170, 180, 700, 270)),
                                 s(None, None, "ScrollView", (0, 310, 1080, 2337), "settings_nested_scrollview", scroll=True)]
        rows: list[tuple[str, str, Any]] = [
            ("Color customization", "head", None), ("Customize colors", "settings_color_customization", None),
            ("General", "head", None), ("Change font size", "settings_font_size", st["font"]),
            ("Show character counter", "settings_show_character_counter", st["counter"]),
            ("Use simple characters", "settings_use_simple_characters", False), ("Send on Enter", "settings_send_on_enter", False),
            ("Enable delivery reports", "settings_delivery_reports", st["reports"]),
            ("Send long messages as MMS", "settings_send_long_message_mms", True),
            ("Send group messages as MMS", "settings_send_group_message_mms", True),
            ("Notifications", "head", None), ("Lock screen message visibility", "settings_lock_screen_visibility", st["lock"])]
        y = 320
        for label, res, val in rows:
            if res == "head":
                els.append(s(label, None, "TextView", (63, y + 40, 1017, y + 100), "settings_section_label"))
                y += 120
                continue
            els.append(s(label, None, "TextView", (63, y + 30, 850, y + 95), res + "_label", click=True))
            if isinstance(val, bool):
                els.append(s(None, None, "CheckBox", (880, y + 30, 1017, y + 120), res, click=True, checkable=True, checked=val))
            elif val is not None:
                els.append(s(val, None, "TextView", (63, y + 95, 850, y + 145), res))
            y += 160
        if dialog == "font":
            opts, cur, title = ["Small", "Medium", "Large", "Extra large"], st["font"], "Change font size"
        elif dialog == "lock":
            opts, cur, title = ["Sender and message", "Sender only", "Nothing"], st["lock"], "Lock screen message visibility"
        else:
            return els
        els = sb(clock, batt) + [s(title, None, "TextView", (90, 760, 990, 850), "alertTitle")]
        for i, o in enumerate(opts):
            els.append(s(o, None, "RadioButton", (90, 880 + i * 140, 990, 1010 + i * 140), "dialog_radio_" + str(i), click=True, checkable=True, checked=o == cur))
        return els

    st: dict[str, Any] = {"font": "Medium", "counter": False, "reports": False, "lock": "Sender and message"}
    r = Run(sms_list("19:22", 33, convs))
    r.click("More options", sms_list("19:22", 33, convs, menu=True))
    r.click("Settings", settings("19:22", 33, dict(st)))
    st["reports"] = True
    r.click("Enable delivery reports", settings("19:23", 33, dict(st)))
    st["counter"] = True
    r.click("Show character counter", settings("19:23", 33, dict(st)))
    r.click("Change font size", settings("19:23", 33, dict(st), dialog="font"))
    st["font"] = "Large"
    st["reports"] = False
    r.click("Large", settings("19:24", 33, dict(st)))
    r.click("Lock screen message visibility", settings("19:24", 32, dict(st), dialog="lock"))
    st["lock"] = "Sender only"
    r.click("Sender only", settings("19:24", 32, dict(st)))
    r.back(sms_list("19:25", 32, convs))
    add(rs, 22, r, bad=True, turn=6, kind="settings switch turned on by the agent shows off after an unrelated change")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01_contacts, t02_alarm, t03_files, t04_markor, t05_osmand, t06_expense_week, t07_expense_month, t08_gallery,
               t09_recorder, t10_settings, t11_vlc, t12_retro, t13_timer, t14_battery, t15_sms, t16_tasks, t17_broccoli,
               t18_joplin, t19_chrome, t20_calendar_month, t21_calendar_list, t22_sms_settings):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
