# ruff: noqa: E501
"""Holdout29, domain android: 22 AndroidWorld-style trajectories (11 with exactly one contradiction, 11 clean).

Each observation is the AndroidWorld element list of the next screen. Screens are rendered from a small
per-trajectory state so that everything stays consistent, except for the one labeled drift in the bad
trajectories. Clean trajectories are full of legitimate changes (clocks, battery, relative times, re-sorting,
filtering, rotating codes, live prices, counters that follow the agent's own actions).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TASK = "android"
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
LL = "android.widget.LinearLayout"
FL = "android.widget.FrameLayout"
SB = "android.widget.SeekBar"
PB = "android.widget.ProgressBar"
TAB = "android.widget.HorizontalScrollView"
SYSUI = "com.android.systemui"


class BB:
    """Prints like AndroidWorld's BoundingBox."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


def E(text: str | None = None, desc: str | None = None, cls: str = TV, b: tuple[int, int, int, int] = (0, 0, 1080, 2400),
      rid: str | None = None, *, click: bool = False, check: bool | None = None, sel: bool = False, edit: bool = False,
      scroll: bool = False, focus: bool = False, hint: str | None = None, long: bool = False, enabled: bool = True,
      pkg: str | None = None) -> dict[str, Any]:
    return {"text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BB(*b), "hint_text": hint,
            "is_checked": bool(check), "is_checkable": check is not None, "is_clickable": click, "is_editable": edit,
            "is_enabled": enabled, "is_focused": focus, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": rid}


def screen(pkg: str, clock: str, batt: int, elems: list[dict[str, Any]], icons: tuple[str, ...] = ()) -> str:
    """Status bar (clock, icons, battery) followed by the app's elements."""
    bar = [E(clock, None, TV, (42, 0, 160, 63), f"{SYSUI}:id/clock", pkg=SYSUI)]
    x = 860 - 60 * len(icons)
    for ic in icons:
        bar.append(E(None, ic, IV, (x, 10, x + 46, 56), pkg=SYSUI))
        x += 60
    bar.append(E(None, f"Battery {batt} percent.", IV, (960, 10, 1038, 56), f"{SYSUI}:id/battery", pkg=SYSUI))
    out = []
    for e in elems:
        e = dict(e)
        if e["package_name"] is None:
            e["package_name"] = pkg
        if e["resource_name"] and ":" not in e["resource_name"]:
            e["resource_name"] = f"{e['package_name']}:id/{e['resource_name']}"
        out.append(e)
    text = ui_elements(bar + out)
    assert len(text) < 9000, (pkg, len(text))
    return text


def rows(y0: int, h: int, n: int) -> list[tuple[int, int]]:
    return [(y0 + i * h, y0 + (i + 1) * h) for i in range(n)]


def kb() -> list[dict[str, Any]]:
    """The on-screen keyboard as AndroidWorld shows it: one opaque element."""
    return [E(None, None, FL, (0, 1573, 1080, 2337), "keyboard_holder", pkg="com.google.android.inputmethod.latin")]


def ix(obs: str, label: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or hint is exactly `label`."""
    hits = []
    for line in obs.splitlines():
        head, _, body = line.partition(": UIElement(")
        if any(f"{k}={label!r}," in body for k in ("text", "content_description", "hint_text")):
            hits.append(int(head.split()[-1]))
    assert len(hits) > nth, (label, nth)
    return hits[nth]


class T:
    """Accumulates (action, observation) turns; `target` resolves to the element index on the previous screen."""

    def __init__(self) -> None:
        self.turns: list[tuple[str, str]] = []
        self.prev = ""

    def __call__(self, action_type: str, obs: str, target: str | None = None, nth: int = 0, **kw: Any) -> None:
        if target is not None:
            kw["index"] = ix(self.prev, target, nth)
        self.turns.append((droid(action_type, **kw), obs))
        self.prev = obs


# ---------------------------------------------------------------- 01 Contacts (clean)
def t01() -> dict[str, Any]:
    P = "com.google.android.contacts"
    names = ["Aaron Blake", "Carmen Diaz", "Devon Price", "Hannah Liu", "Marcus Webb", "Olivia Stone", "Tomás Ortega"]

    def lst(clock: str, batt: int, names: list[str], favs: list[str]) -> str:
        els = [E("Search contacts", None, TV, (63, 147, 880, 273), "open_search_bar_text_view", click=True),
               E(None, "Signed in as rachel.kim.home@gmail.com", IB, (900, 157, 1017, 263), "selected_account_disc", click=True)]
        y = 300
        if favs:
            els.append(E("Favorites", None, TV, (63, y, 700, y + 80), "header_text"))
            y += 80
            for f in favs:
                els.append(E(f, None, TV, (231, y, 1017, y + 147), "cliv_name_textview", click=True, long=True))
                y += 147
            els.append(E("Contacts", None, TV, (63, y, 700, y + 80), "header_text"))
            y += 80
        for n in names:
            els.append(E(n, None, TV, (231, y, 1017, y + 147), "cliv_name_textview", click=True, long=True))
            y += 147
        els += [E(None, "Create contact", IB, (843, 1998, 1017, 2172), "floating_action_button", click=True)]
        return screen(P, clock, batt, els)

    def form(clock: str, first: str | None, last: str | None, phone: str | None, focus: str) -> str:
        els = [E(None, "Cancel", IB, (0, 136, 147, 283), click=True),
               E("Create contact", None, TV, (189, 168, 640, 252), "toolbar_title"),
               E("Save", None, BTN, (820, 157, 1038, 262), "toolbar_button", click=True),
               E("Saving to", None, TV, (189, 315, 440, 367)),
               E("rachel.kim.home@gmail.com", None, TV, (189, 367, 900, 430), "account_name", click=True),
               E(first, None, ET, (189, 480, 1017, 627), "first_name", click=True, edit=True, hint="First name", focus=focus == "first"),
               E(last, None, ET, (189, 648, 1017, 795), "last_name", click=True, edit=True, hint="Last name", focus=focus == "last"),
               E(None, None, ET, (189, 816, 1017, 963), "company", click=True, edit=True, hint="Company"),
               E(phone, None, ET, (189, 1025, 760, 1172), "phone", click=True, edit=True, hint="Phone", focus=focus == "phone"),
               E("Mobile", None, TV, (780, 1025, 1017, 1172), "phone_type", click=True),
               E(None, None, ET, (189, 1214, 1017, 1361), "email", click=True, edit=True, hint="Email")]
        return screen(P, clock, 88, els + kb())

    def detail(clock: str, fav: bool) -> str:
        els = [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True),
               E(None, "Remove from favorites" if fav else "Add to favorites", IB, (735, 136, 882, 283), "menu_star", click=True, check=fav),
               E(None, "More options", IB, (933, 136, 1080, 283), click=True),
               E(None, "Contact photo", IV, (385, 320, 695, 630), "photo"),
               E("Priya Raman", None, TV, (63, 670, 1017, 780), "large_title"),
               E("Call", None, BTN, (63, 830, 290, 1000), click=True),
               E("Text", None, BTN, (310, 830, 540, 1000), click=True),
               E("Video", None, BTN, (560, 830, 790, 1000), click=True),
               E("Contact info", None, TV, (63, 1080, 700, 1150)),
               E("(650) 555-0147", None, TV, (231, 1180, 860, 1250), "header", click=True, long=True),
               E("Mobile", None, TV, (231, 1250, 860, 1300), "sub_header"),
               E(None, "Send message to Mobile (650) 555-0147", IB, (880, 1190, 1017, 1300), "third_icon", click=True)]
        return screen(P, clock, 88, els)

    base = sorted(names)
    new = sorted(names + ["Priya Raman"])
    search = screen(P, "9:19", 87, [
        E(None, "Navigate up", IB, (0, 136, 147, 283), click=True),
        E("pri", None, ET, (168, 157, 900, 262), "search_view", click=True, edit=True, focus=True, hint="Search contacts"),
        E(None, "Clear search", IB, (933, 157, 1038, 262), click=True),
        E("Contacts", None, TV, (63, 300, 700, 370), "header_text"),
        E("Priya Raman", None, TV, (231, 400, 1017, 470), "cliv_name_textview", click=True),
        E("Mobile +1 650-555-0147", None, TV, (231, 470, 1017, 530), "cliv_data_view"),
        E("Devon Price", None, TV, (231, 590, 1017, 660), "cliv_name_textview", click=True),
        E("Home +1 212-555-0193", None, TV, (231, 660, 1017, 720), "cliv_data_view")] + kb())
    t = T()
    t("open_app", lst("9:14", 88, base, []), app_name="Contacts")
    t("click", form("9:14", None, None, None, "first"), "Create contact")
    t("input_text", form("9:15", "Priya", None, None, "first"), "First name", text="Priya")
    t("input_text", form("9:15", "Priya", "Raman", None, "last"), "Last name", text="Raman")
    t("input_text", form("9:16", "Priya", "Raman", "(650) 555-0147", "phone"), "Phone", text="6505550147")
    t("click", detail("9:16", False), "Save")
    t("click", detail("9:17", True), "Add to favorites")
    t("navigate_back", lst("9:17", 87, new, ["Priya Raman"]))
    t("click", screen(P, "9:18", 87, [
        E(None, "Navigate up", IB, (0, 136, 147, 283), click=True),
        E(None, None, ET, (168, 157, 900, 262), "search_view", click=True, edit=True, focus=True, hint="Search contacts"),
        E("Recent searches", None, TV, (63, 300, 700, 370)),
        E("No recent searches", None, TV, (63, 400, 1017, 470))] + kb()), "Search contacts")
    t("input_text", search, "Search contacts", text="pri")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6 emulator, home screen. Google Contacts holds 7 contacts in account rachel.kim.home@gmail.com; no favorites. Task: add Priya Raman, mobile 650-555-0147, mark her as a favorite, then check that a search finds her."}


# ---------------------------------------------------------------- 02 Clock alarm (bad: edited alarm time reads back old)
CLK = "com.google.android.deskclock"


def clock_tabs(sel: str) -> list[dict[str, Any]]:
    out = []
    for i, name in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
        out.append(E(name, None, TV, (i * 216, 2190, (i + 1) * 216, 2337), None, click=True, sel=name == sel))
    return out


def t02() -> dict[str, Any]:
    def alarms(clock: str, batt: int, work: str, label: str, weekend_on: bool) -> str:
        els = [E(None, "More options", IB, (933, 136, 1080, 283), click=True),
               E(label, None, TV, (63, 320, 600, 380), "edit_label", click=True),
               E(work, None, TV, (63, 380, 640, 540), "digital_clock", click=True),
               E(None, None, SW, (850, 420, 1017, 500), "onoff", click=True, check=True),
               E("Mon, Tue, Wed, Thu, Fri", None, TV, (63, 540, 800, 600), "days_of_week"),
               E(None, "Expand alarm", IB, (900, 540, 1017, 620), "arrow", click=True),
               E("8:30 AM", None, TV, (63, 660, 640, 820), "digital_clock", click=True),
               E(None, None, SW, (850, 700, 1017, 780), "onoff", click=True, check=weekend_on),
               E("Sun, Sat", None, TV, (63, 820, 800, 880), "days_of_week"),
               E(None, "Expand alarm", IB, (900, 820, 1017, 900), "arrow", click=True),
               E(None, "Add alarm", IB, (425, 1960, 655, 2150), "fab", click=True)]
        return screen(CLK, clock, batt, els + clock_tabs("Alarm"))

    def picker(clock: str, text_mode: bool, hour: str, minute: str, focus: str = "hour") -> str:
        els = [E("Enter time" if text_mode else "Select time", None, TV, (120, 560, 900, 620), "header_title")]
        if text_mode:
            els += [E(hour, None, ET, (120, 660, 430, 860), "material_hour_text_input", click=True, edit=True, focus=focus == "hour"),
                    E("Hour", None, TV, (120, 870, 430, 920)),
                    E(minute, None, ET, (480, 660, 790, 860), "material_minute_text_input", click=True, edit=True, focus=focus == "minute"),
                    E("Minute", None, TV, (480, 870, 790, 920)),
                    E("AM", None, BTN, (830, 660, 960, 760), "material_clock_period_am_button", click=True, check=True),
                    E("PM", None, BTN, (830, 760, 960, 860), "material_clock_period_pm_button", click=True, check=False),
                    E(None, "Switch to clock mode for the time input.", IB, (120, 960, 246, 1086), "material_timepicker_mode_button", click=True)]
        else:
            els += [E(hour, f"{hour} o'clock", TV, (120, 660, 430, 860), "material_hour_tv", click=True, check=True),
                    E(minute, f"{minute} minutes", TV, (480, 660, 790, 860), "material_minute_tv", click=True, check=False),
                    E("AM", None, BTN, (830, 660, 960, 760), "material_clock_period_am_button", click=True, check=True),
                    E("PM", None, BTN, (830, 760, 960, 860), "material_clock_period_pm_button", click=True, check=False),
                    E(None, None, VG, (160, 940, 920, 1700), "material_clock_face"),
                    E(None, "Switch to text input mode for the time input.", IB, (120, 1740, 246, 1866), "material_timepicker_mode_button", click=True)]
        els += [E("Cancel", None, BTN, (560, 1740, 740, 1866), "material_timepicker_cancel_button", click=True),
                E("OK", None, BTN, (760, 1740, 940, 1866), "material_timepicker_ok_button", click=True)]
        return screen(CLK, clock, 64, els + (kb() if text_mode else []))

    def label_dlg(clock: str, text: str) -> str:
        return screen(CLK, clock, 63, [E("Label", None, TV, (84, 820, 996, 900), "alertTitle"),
                                       E(text, None, ET, (84, 930, 996, 1060), "label_input_field", click=True, edit=True, focus=True, hint="Label"),
                                       E("Cancel", None, BTN, (560, 1100, 760, 1220), "android:id/button2", click=True),
                                       E("OK", None, BTN, (780, 1100, 980, 1220), "android:id/button1", click=True)] + kb())

    t = T()
    t("open_app", alarms("9:38", 64, "7:00 AM", "Work", False), app_name="Clock")
    t("click", picker("9:38", False, "7", "00"), "7:00 AM")
    t("click", picker("9:39", True, "7", "00"), "Switch to text input mode for the time input.")
    t("input_text", picker("9:39", True, "6", "00"), "7", text="6")
    t("input_text", picker("9:39", True, "6", "45", "minute"), "00", text="45")
    t("click", alarms("9:39", 64, "6:45 AM", "Work", False), "OK")
    t("click", label_dlg("9:40", "Work"), "Work")
    t("input_text", label_dlg("9:40", "Early gym"), "Work", text="Early gym")
    t("click", alarms("9:40", 63, "6:45 AM", "Early gym", False), "OK")
    t("click", alarms("9:40", 63, "6:45 AM", "Early gym", True), index=ix(t.prev, "Sun, Sat") - 1)
    world = screen(CLK, "9:41", 63, [
        E(None, "More options", IB, (933, 136, 1080, 283), click=True),
        E("9:41", "9:41 PM", TV, (63, 330, 700, 560), "digital_clock"),
        E("Tue, Jun 11", None, TV, (63, 580, 500, 650), "date"),
        E("Wed 6:45 AM", None, TV, (580, 580, 900, 650), "nextAlarm"),
        E("London", None, TV, (63, 760, 600, 830), "city_name"),
        E("Tomorrow, 8 hr ahead", None, TV, (63, 830, 600, 890), "hours_ahead"),
        E("5:41 AM", None, TV, (700, 770, 1017, 880), "digital_clock"),
        E("Tokyo", None, TV, (63, 950, 600, 1020), "city_name"),
        E("Tomorrow, 16 hr ahead", None, TV, (63, 1020, 600, 1080), "hours_ahead"),
        E("1:41 PM", None, TV, (700, 960, 1017, 1070), "digital_clock"),
        E(None, "Cities", IB, (425, 1960, 655, 2150), "fab", click=True)] + clock_tabs("Clock"))
    t("click", world, "Clock")
    t("click", alarms("9:41", 63, "7:00 AM", "Early gym", True), "Alarm")
    return {"turns": t.turns, "bad": True, "turn": 12, "kind": "alarm edited to 6:45 AM (shown in the list and as next alarm) reads 7:00 AM again with no edit",
            "state": "Pixel 7 emulator, Tuesday June 11 2024, 9:38 PM (PDT). Clock app has two alarms: 7:00 AM 'Work' Mon-Fri (on) and 8:30 AM Sat/Sun (off). Task: move the Work alarm to 6:45 AM, relabel it 'Early gym', and enable the weekend alarm."}


# ---------------------------------------------------------------- 03 Settings Wi-Fi / Data Saver (clean)
SET = "com.android.settings"


def pref_list(title: str | None, items: list[tuple[str, str | None]], y0: int = 300, sw: dict[str, bool] | None = None,
              up: bool = True) -> list[dict[str, Any]]:
    els = []
    if up:
        els.append(E(None, "Navigate up", IB, (0, 136, 147, 283), click=True))
    if title:
        els.append(E(title, None, TV, (63, 300, 1017, 450), "collapsing_toolbar"))
        y0 = 480
    sw = sw or {}
    y = y0
    for t, s in items:
        h = 200 if s else 150
        els.append(E(t, None, TV, (189, y + 30, 860, y + 100), "android:id/title"))
        if s:
            els.append(E(s, None, TV, (189, y + 100, 860, y + 160), "android:id/summary"))
        if t in sw:
            els.append(E(None, None, SW, (880, y + 50, 1017, y + 150), "android:id/switch_widget", click=True, check=sw[t]))
        y += h
    return els


def t03() -> dict[str, Any]:
    def home(clock: str, batt: int, icons: tuple[str, ...]) -> str:
        return screen(SET, clock, batt, [E("Search settings", None, TV, (63, 200, 1017, 330), "search_action_bar_title", click=True)] + pref_list(None, [
            ("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
            ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
            ("Battery", f"{batt}%"), ("Storage", "41% used - 75.52 GB free"),
            ("Sound & vibration", "Volume, haptics, Do Not Disturb")], y0=380, up=False), icons)

    def net(clock: str, batt: int, internet: str, saver: str, icons: tuple[str, ...]) -> str:
        return screen(SET, clock, batt, pref_list("Network & internet", [
            ("Internet", internet), ("Calls & SMS", "T-Mobile"), ("Airplane mode", None),
            ("Hotspot & tethering", "Off"), ("Data Saver", saver), ("VPN", "None")],
            sw={"Airplane mode": False}), icons)

    wifi_on = screen(SET, "2:03", 82, pref_list("Internet", [
        ("T-Mobile", "Mobile data won't auto‑connect while Wi‑Fi is on"), ("Wi‑Fi", None),
        ("HomeNet-5G", "Connected"), ("Neighbor_2G", None), ("xfinitywifi", "Open"),
        ("DIRECT-7B-HP M283 LaserJet", None), ("Add network", None), ("Network preferences", "Wi‑Fi turns back on automatically")],
        sw={"Wi‑Fi": True}), ("Wifi signal full.",))
    icons_off = ("Phone four bars.", "5G mobile data.")
    wifi_off = screen(SET, "2:03", 82, pref_list("Internet", [
        ("T-Mobile", "Connected / 5G"), ("Wi‑Fi", None),
        ("To improve location accuracy, apps and services can still scan for Wi‑Fi networks, even when Wi‑Fi is off. You can change this in Wi‑Fi scanning settings.", None),
        ("Network preferences", "Wi‑Fi turns back on automatically")], sw={"Wi‑Fi": False}), icons_off)
    ds_screen = {v: screen(SET, "2:04", 82, pref_list("Data Saver", [
        ("Use Data Saver", None), ("Unrestricted data", "0 apps allowed to use unrestricted data when Data Saver is on")],
        sw={"Use Data Saver": v}), icons_off + (("Data Saver is on.",) if v else ())) for v in (False, True)}
    icons_ds = icons_off + ("Data Saver is on.",)
    battery = screen(SET, "2:06", 81, [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True),
                                       E("Battery", None, TV, (63, 300, 1017, 450), "collapsing_toolbar"),
                                       E("81%", None, TV, (63, 500, 500, 640), "usage_summary"),
                                       E("Until about 11:40 PM", None, TV, (63, 640, 800, 700), "summary1"),
                                       E(None, "Battery level 81 percent", PB, (63, 720, 1017, 760), "battery_progressbar")] + pref_list(None, [
        ("Battery usage", "Screen usage since full charge: 2 hr, 14 min"), ("Battery Saver", "Off"),
        ("Adaptive preferences", "On / Adaptive Charging"), ("Battery percentage", "Show battery percentage in status bar")],
        y0=800, sw={"Battery percentage": True}, up=False), icons_ds)
    wifi = ("Wifi signal full.",)
    t = T()
    t("open_app", home("2:02", 82, wifi), app_name="Settings")
    t("click", net("2:02", 82, "HomeNet-5G", "Off", wifi), "Network & internet")
    t("click", wifi_on, "Internet")
    t("click", wifi_off, index=ix(wifi_on, "Wi‑Fi") + 1)
    t("navigate_back", net("2:03", 82, "T-Mobile", "Off", icons_off))
    t("click", ds_screen[False], "Data Saver")
    t("click", ds_screen[True], index=ix(ds_screen[False], "Use Data Saver") + 1)
    t("navigate_back", net("2:05", 82, "T-Mobile", "On", icons_ds))
    t("navigate_back", home("2:05", 81, icons_ds))
    t("click", battery, "Battery")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6a emulator, 2:02 PM, connected to Wi-Fi HomeNet-5G, battery 82% discharging. Task: turn Wi-Fi off, turn on Data Saver, then check the battery estimate."}


# ---------------------------------------------------------------- 04 Calendar (bad: created event missing)
CAL = "com.google.android.calendar"


def t04() -> dict[str, Any]:
    lunch = "Lunch w/ Sam, 12:30 – 1:30 PM, Tartine Manufactory"
    qrp = "Quarterly review prep, 3:00 – 4:00 PM"

    def sched(clock: str, batt: int, with_new: bool) -> str:
        days = [("Thu 13", ["Team standup, 9:30 – 9:45 AM, Google Meet", lunch] + ([qrp] if with_new else [])),
                ("Fri 14", ["Flight to Denver (UA 1423), 6:05 – 9:32 AM, SFO Terminal 3"]),
                ("Sat 15", ["Farmers market, 9:00 – 11:00 AM, Ferry Building"]),
                ("Mon 17", ["1:1 with Jordan, 2:00 – 2:30 PM"])]
        els = [E(None, "Show Calendar List and Settings drawer", IB, (0, 136, 147, 283), click=True),
               E("June", None, TV, (168, 168, 500, 252), "date_picker_text_view", click=True),
               E(None, "Search", IB, (620, 136, 767, 283), click=True),
               E(None, "Jump to Today", IB, (767, 136, 914, 283), click=True)]
        y = 320
        for day, evs in days:
            els.append(E(day, None, TV, (21, y, 168, y + 100), None))
            for ev in evs:
                els.append(E(None, ev, VG, (189, y, 1038, y + 140), None, click=True, long=True))
                y += 160
            y += 40
        els.append(E(None, "Create new event", IB, (843, 1998, 1017, 2172), "floating_action_button", click=True))
        return screen(CAL, clock, batt, els)

    def editor(clock: str, title: str | None) -> str:
        els = [E(None, "Close", IB, (0, 136, 147, 283), click=True),
               E("Save", None, BTN, (830, 157, 1038, 262), "save", click=True),
               E(title, None, ET, (189, 320, 1017, 460), "title", click=True, edit=True, focus=True, hint="Add title"),
               E("All-day", None, TV, (189, 520, 700, 600)),
               E(None, None, SW, (880, 510, 1017, 610), "all_day_switch", click=True, check=False),
               E("Thursday, Jun 13, 2024", None, TV, (189, 640, 760, 720), "start_date", click=True),
               E("3:00 PM", None, TV, (800, 640, 1017, 720), "start_time", click=True),
               E("Thursday, Jun 13, 2024", None, TV, (189, 740, 760, 820), "end_date", click=True),
               E("4:00 PM", None, TV, (800, 740, 1017, 820), "end_time", click=True),
               E("Pacific Daylight Time", None, TV, (189, 840, 1017, 920), "timezone", click=True),
               E("Does not repeat", None, TV, (189, 960, 1017, 1040), "recurrence", click=True),
               E("Add people", None, TV, (189, 1080, 1017, 1160), click=True),
               E("Add location", None, TV, (189, 1200, 1017, 1280), click=True),
               E("30 minutes before", None, TV, (189, 1320, 1017, 1400), click=True)]
        return screen(CAL, clock, 71, els + kb())

    dial = screen(CAL, "2:05", 71, [E(None, "Show Calendar List and Settings drawer", IB, (0, 136, 147, 283), click=True),
                                    E("Birthday", None, TV, (560, 1450, 820, 1530), click=True),
                                    E("Task", None, TV, (560, 1640, 820, 1720), click=True),
                                    E("Event", None, TV, (560, 1830, 820, 1910), click=True),
                                    E(None, "Close", IB, (843, 1998, 1017, 2172), "floating_action_button", click=True)])
    details = screen(CAL, "2:06", 71, [
        E(None, "Close", IB, (0, 136, 147, 283), click=True),
        E(None, "Edit event", IB, (786, 136, 933, 283), click=True),
        E(None, "More options", IB, (933, 136, 1080, 283), click=True),
        E("Lunch w/ Sam", None, TV, (189, 330, 1017, 430), "title"),
        E("Thursday, June 13 ⋅ 12:30 – 1:30 PM", None, TV, (189, 440, 1017, 500), "time"),
        E("Tartine Manufactory", None, TV, (189, 560, 1017, 620), "location", click=True),
        E("595 Alabama St, San Francisco, CA 94110", None, TV, (189, 620, 1017, 680)),
        E("10 minutes before", None, TV, (189, 740, 1017, 800)),
        E("rachel.kim.home@gmail.com", None, TV, (189, 860, 1017, 920)),
        E("Created by Sam Oduya", None, TV, (189, 920, 1017, 980))])
    drawer = screen(CAL, "2:06", 71, [
        E("Google Calendar", None, TV, (63, 150, 700, 230)),
        E("Schedule", None, TV, (63, 280, 700, 380), click=True, sel=True),
        E("Day", None, TV, (63, 400, 700, 500), click=True),
        E("3 days", None, TV, (63, 520, 700, 620), click=True),
        E("Week", None, TV, (63, 640, 700, 740), click=True),
        E("Month", None, TV, (63, 760, 700, 860), click=True),
        E("rachel.kim.home@gmail.com", None, TV, (63, 920, 800, 990)),
        E("Events", None, CB, (63, 1010, 800, 1110), click=True, check=True),
        E("Birthdays", None, CB, (63, 1130, 800, 1230), click=True, check=True),
        E("Holidays in United States", None, CB, (63, 1250, 800, 1350), click=True, check=True),
        E("Tasks", None, CB, (63, 1370, 800, 1470), click=True, check=True)])

    def day(clock: str, label: str, evs: list[tuple[str, tuple[int, int]]], now_line: bool) -> str:
        els = [E(None, "Show Calendar List and Settings drawer", IB, (0, 136, 147, 283), click=True),
               E("June", None, TV, (168, 168, 500, 252), "date_picker_text_view", click=True),
               E(None, "Jump to Today", IB, (767, 136, 914, 283), click=True),
               E(label, None, TV, (21, 300, 200, 440))]
        for desc, (y0, y1) in evs:
            els.append(E(None, desc, VG, (189, y0, 1038, y1), None, click=True))
        if now_line:
            els.append(E(None, "Current time 2:07 PM", IV, (189, 1650, 1038, 1660), "now_line"))
        els.append(E(None, "Create new event", IB, (843, 1998, 1017, 2172), "floating_action_button", click=True))
        return screen(CAL, clock, 70, els)

    t = T()
    t("open_app", sched("2:05", 71, False), app_name="Calendar")
    t("click", dial, "Create new event")
    t("click", editor("2:05", None), "Event")
    t("input_text", editor("2:05", "Quarterly review prep"), "Add title", text="Quarterly review prep")
    t("click", sched("2:06", 71, True), "Save")
    t("click", details, lunch)
    t("navigate_back", sched("2:06", 71, False))
    t("click", drawer, "Show Calendar List and Settings drawer")
    t("click", day("2:07", "Thu 13", [("Team standup, 9:30 – 9:45 AM", (560, 600)), (lunch, (1000, 1160))], True), "Day")
    t("scroll", day("2:07", "Fri 14", [("Flight to Denver (UA 1423), 6:05 – 9:32 AM, SFO Terminal 3", (300, 760))], False), direction="right")
    return {"turns": t.turns, "bad": True, "turn": 7, "kind": "event just created and shown in the schedule is gone from the same schedule two turns later, no delete",
            "state": "Pixel 7 emulator, Thursday June 13 2024, 2:05 PM. Google Calendar (account rachel.kim.home@gmail.com) in Schedule view. Task: add a 3-4 PM event 'Quarterly review prep' today, check the lunch details, then look at today and tomorrow in Day view."}


# ---------------------------------------------------------------- 05 Files (clean)
DOC = "com.google.android.documentsui"


def t05() -> dict[str, Any]:
    files = {"IMG_20240612_081533.jpg": ("3.2 MB", "8:15 AM", 3.2e6, 9), "boarding_pass_UA1423.pdf": ("184 kB", "Jun 11", 1.84e5, 8),
             "statement_may_2024.pdf": ("412 kB", "Jun 3", 4.12e5, 7), "podcast_ep112.mp3": ("48.6 MB", "May 30", 4.86e7, 6),
             "setup_v2.3.1.apk": ("27.9 MB", "May 21", 2.79e7, 5), "notes.txt": ("2.1 kB", "May 17", 2.1e3, 4)}

    def listing(clock: str, title: str, names: list[str], meta: dict[str, tuple[str, str, float, int]], sort: str,
                selected: str | None = None) -> str:
        if selected:
            els = [E(None, "Close", IB, (0, 136, 147, 283), click=True), E("1 selected", None, TV, (189, 168, 600, 252)),
                   E(None, "Delete", IB, (786, 136, 933, 283), click=True),
                   E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        else:
            els = [E(None, "Show roots", IB, (0, 136, 147, 283), click=True), E(title, None, TV, (189, 168, 700, 252)),
                   E(None, "Search", IB, (786, 136, 933, 283), click=True), E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        els.append(E(sort, "Sort by", BTN, (42, 300, 460, 400), "sort_dropdown", click=True))
        y = 430
        for n in names:
            size, date = meta[n][0], meta[n][1]
            els.append(E(n, None, TV, (231, y, 1017, y + 70), "android:id/title", click=True, long=True, sel=n == selected))
            els.append(E(f"{date} · {size}", None, TV, (231, y + 70, 1017, y + 130), "details"))
            y += 170
        return screen(DOC, clock, 57, els)

    def by_size(m: dict[str, tuple[str, str, float, int]], names: list[str]) -> list[str]:
        return sorted(names, key=lambda n: -m[n][2])

    def by_date(m: dict[str, tuple[str, str, float, int]], names: list[str]) -> list[str]:
        return sorted(names, key=lambda n: -m[n][3])

    allf = list(files)
    after = [n for n in allf if n != "setup_v2.3.1.apk"]
    sheet = screen(DOC, "10:42", 57, [E("Sort by", None, TV, (63, 1200, 1017, 1290))] + [
        E(lbl, None, RB, (63, 1300 + i * 140, 1017, 1440 + i * 140), click=True, check=lbl == "Date modified (newest first)")
        for i, lbl in enumerate(["Name (A to Z)", "Name (Z to A)", "Date modified (oldest first)", "Date modified (newest first)",
                                 "Size (smallest first)", "Size (largest first)"])])
    dlg = screen(DOC, "10:43", 57, [E("Delete “setup_v2.3.1.apk”?", None, TV, (84, 1000, 996, 1100), "android:id/message"),
                                    E("Cancel", None, BTN, (540, 1150, 760, 1270), "android:id/button2", click=True),
                                    E("OK", None, BTN, (780, 1150, 996, 1270), "android:id/button1", click=True)])
    roots = screen(DOC, "10:43", 57, [
        E("Files", None, TV, (63, 150, 700, 230)),
        E("Recent", None, TV, (63, 280, 780, 380), click=True), E("Images", None, TV, (63, 400, 780, 500), click=True),
        E("Videos", None, TV, (63, 520, 780, 620), click=True), E("Audio", None, TV, (63, 640, 780, 740), click=True),
        E("Documents", None, TV, (63, 760, 780, 860), click=True), E("Downloads", None, TV, (63, 880, 780, 980), click=True, sel=True),
        E("Pixel 6", None, TV, (63, 1040, 780, 1110), click=True), E("61.8 GB free", None, TV, (63, 1110, 780, 1160))])
    docs = {"lease_2023.pdf": ("1.4 MB", "Aug 2, 2023", 1.4e6, 1), "statement_may_2024.pdf": files["statement_may_2024.pdf"],
            "boarding_pass_UA1423.pdf": files["boarding_pass_UA1423.pdf"], "resume_2024.docx": ("96 kB", "Feb 20", 9.6e4, 2),
            "notes.txt": files["notes.txt"]}
    search = screen(DOC, "10:44", 56, [
        E(None, "Collapse", IB, (0, 136, 147, 283), click=True),
        E("2024", None, ET, (168, 157, 933, 262), "search_src_text", click=True, edit=True, focus=True, hint="Search Documents"),
        E(None, "Clear query", IB, (933, 136, 1080, 283), click=True),
        E("statement_may_2024.pdf", None, TV, (231, 430, 1017, 500), "android:id/title", click=True),
        E(f"{docs['statement_may_2024.pdf'][1]} · {docs['statement_may_2024.pdf'][0]} · Download", None, TV, (231, 500, 1017, 560), "details"),
        E("resume_2024.docx", None, TV, (231, 600, 1017, 670), "android:id/title", click=True),
        E(f"{docs['resume_2024.docx'][1]} · {docs['resume_2024.docx'][0]} · Documents", None, TV, (231, 670, 1017, 730), "details")] + kb())
    t = T()
    t("open_app", listing("10:41", "Downloads", by_date(files, allf), files, "Date modified"), app_name="Files")
    t("click", sheet, "Sort by")
    t("click", listing("10:42", "Downloads", by_size(files, allf), files, "Size"), "Size (largest first)")
    t("long_press", listing("10:42", "Downloads", by_size(files, allf), files, "Size", "setup_v2.3.1.apk"), "setup_v2.3.1.apk")
    t("click", dlg, "Delete")
    t("click", listing("10:43", "Downloads", by_size(files, after), files, "Size"), "OK")
    t("click", roots, "Show roots")
    t("click", listing("10:44", "Documents", by_size(docs, list(docs)), docs, "Size"), "Documents")
    t("click", screen(DOC, "10:44", 56, [E(None, "Collapse", IB, (0, 136, 147, 283), click=True),
                                         E(None, None, ET, (168, 157, 933, 262), "search_src_text", click=True, edit=True, focus=True, hint="Search Documents")] + kb()), "Search")
    t("input_text", search, "Search Documents", text="2024")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6 emulator, Wednesday June 12 2024, 10:41 AM. The Files app (DocumentsUI) opens on Downloads, sorted by date modified. Task: sort Downloads by size, delete the old installer APK, then look through Documents and search them for 2024 files."}


# ---------------------------------------------------------------- 06 Messages (bad: archived conversation back in inbox)
MSG = "com.google.android.apps.messaging"


def t06() -> dict[str, Any]:
    conv = {"Mom": "Call me when you land ❤️ · 10:12 AM",
            "Jake Morrison": "you still up for Saturday? · 9:47 AM",
            "Dr. Patel's Office": "Reminder: appt Thu 6/13 at 9:00 AM. Reply C to confirm · 8:02 AM",
            "DoorDash": "Your order from Souvla has been delivered. Rate your Dasher: drd.sh/k2Qm7 · Yesterday",
            "24273": "Chase: Your one-time code is 583920. Don't share it. · Sun",
            "Lena Fischer": "haha yes, send me the pics · Sat",
            "(415) 555-0198": "Hi, this is Carla from Greenway Realty about the 2BR on Noe St · Jun 6"}

    def inbox(clock: str, names: list[str], snippets: dict[str, str], selected: str | None = None, snack: bool = False) -> str:
        if selected:
            els = [E(None, "Close", IB, (0, 136, 147, 283), click=True), E("1", None, TV, (189, 168, 300, 252)),
                   E(None, "Archive", IB, (639, 136, 786, 283), click=True), E(None, "Delete", IB, (786, 136, 933, 283), click=True)]
        else:
            els = [E("Search conversations", None, TV, (63, 147, 880, 273), "open_search_bar_text_view", click=True),
                   E(None, "Account and settings", IB, (900, 157, 1017, 263), click=True)]
        y = 310
        for n in names[:6]:
            els.append(E(n, None, TV, (231, y, 1017, y + 70), "conversation_name", click=True, long=True, sel=n == selected))
            els.append(E(snippets[n], None, TV, (231, y + 70, 1017, y + 130), None))
            y += 190
        if snack:
            els += [E("1 conversation archived", None, TV, (42, 2020, 700, 2110), "snackbar_text"),
                    E("Undo", None, BTN, (800, 2020, 1017, 2110), "snackbar_action", click=True)]
        else:
            els.append(E("Start chat", None, BTN, (650, 1998, 1017, 2172), "start_chat_fab", click=True))
        return screen(MSG, clock, 44, els)

    def thread(clock: str, who: str, msgs: list[tuple[str, str]], draft: str | None) -> str:
        els = [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E(who, None, TV, (168, 168, 600, 252), "conversation_title"),
               E(None, "Call", IB, (639, 136, 786, 283), click=True), E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        y = 700
        for body, meta in msgs:
            els.append(E(body, None, TV, (63, y, 900, y + 110), "message_text"))
            els.append(E(meta, None, TV, (63, y + 110, 900, y + 160), "message_status"))
            y += 220
        els.append(E(draft, None, ET, (168, 1460, 880, 1560), "compose_message_text", click=True, edit=True, focus=draft is not None, hint="Text message"))
        els.append(E(None, "Send SMS" if draft else "Voice message", IB, (900, 1460, 1030, 1560), "send_message_button_icon", click=True))
        return screen(MSG, clock, 44, els + kb())

    names = list(conv)
    mom = [("Have a safe flight! ✈️ Text me from Denver", "Mom · Yesterday 9:58 PM"), ("Call me when you land ❤️", "Mom · 10:12 AM")]
    sent = "Landed! Grabbing a taxi, home by 3"
    after = dict(conv, Mom=f"You: {sent} · Now")
    jake = [("you still up for Saturday?", "Jake · 9:47 AM")]
    reply = "Yes! 10am at the trailhead?"
    t = T()
    t("open_app", inbox("1:40", names, conv), app_name="Messages")
    t("long_press", inbox("1:40", names, conv, selected="DoorDash"), "DoorDash")
    kept = [n for n in names if n != "DoorDash"]
    t("click", inbox("1:40", kept, conv, snack=True), "Archive")
    t("click", thread("1:41", "Mom", mom, None), "Mom")
    t("input_text", thread("1:41", "Mom", mom, sent), "Text message", text=sent)
    t("click", thread("1:41", "Mom", mom + [(sent, "Now · Delivered")], None), "Send SMS")
    t("navigate_back", inbox("1:41", names, after))
    t("click", thread("1:42", "Jake Morrison", jake, None), "Jake Morrison")
    t("input_text", thread("1:42", "Jake Morrison", jake, reply), "Text message", text=reply)
    t("click", thread("1:42", "Jake Morrison", jake + [(reply, "Now · Delivered")], None), "Send SMS")
    return {"turns": t.turns, "bad": True, "turn": 7, "kind": "conversation archived earlier (and gone from the inbox) is listed in the inbox again with no unarchive",
            "state": "Pixel 7 emulator, Tuesday June 11 2024, 1:40 PM, just landed. Google Messages inbox. Task: archive the DoorDash thread, tell Mom you landed, and answer Jake about Saturday."}


# ---------------------------------------------------------------- 07 Chrome (clean: live quote, tab count, timezones)
CHR = "com.android.chrome"


def t07() -> dict[str, Any]:
    def chrome_bar(url: str | None, tabs: int) -> list[dict[str, Any]]:
        return [E(None, "Open the home page", IB, (0, 136, 126, 283), "home_button", click=True),
                E(url, None, ET, (147, 157, 800, 262), "url_bar", click=True, edit=True, hint="Search or type URL"),
                E(str(tabs), f"{tabs} open tabs, tap to switch tabs", IB, (820, 136, 947, 283), "tab_switcher_button", click=True),
                E(None, "Customize and control Google Chrome", IB, (947, 136, 1080, 283), "menu_button", click=True)]

    def ntp(clock: str, tabs: int) -> str:
        return screen(CHR, clock, 77, [
            E(None, "Open the home page", IB, (0, 136, 126, 283), "home_button", click=True),
            E(str(tabs), f"{tabs} open tabs, tap to switch tabs", IB, (820, 136, 947, 283), "tab_switcher_button", click=True),
            E(None, "Google", IV, (290, 420, 790, 590), "search_provider_logo"),
            E("Search or type URL", None, TV, (84, 650, 880, 780), "search_box_text", click=True),
            E(None, "Start voice search", IB, (880, 650, 1000, 780), "voice_search_button", click=True),
            E("YouTube", None, TV, (42, 880, 282, 1120), "tile_view_title", click=True),
            E("Wikipedia", None, TV, (294, 880, 534, 1120), "tile_view_title", click=True),
            E("Hacker News", None, TV, (546, 880, 786, 1120), "tile_view_title", click=True),
            E("Gmail", None, TV, (798, 880, 1038, 1120), "tile_view_title", click=True),
            E("Discover", None, TV, (63, 1220, 600, 1300))])

    def typing(clock: str, tabs: int, text: str | None, sugg: list[str]) -> str:
        els = [E(None, "Back", IB, (0, 136, 126, 283), click=True),
               E(text, None, ET, (147, 157, 900, 262), "url_bar", click=True, edit=True, focus=True, hint="Search or type URL")]
        for i, s in enumerate(sugg):
            els.append(E(s, None, TV, (147, 320 + i * 150, 900, 440 + i * 150), "line_1", click=True))
        return screen(CHR, clock, 77, els + kb())

    weather = screen(CHR, "11:15", 77, chrome_bar("google.com/search?q=weather+san+francisco", 2) + [
        E("weather san francisco - Google Search", None, "android.webkit.WebView", (0, 283, 1080, 2337), None, scroll=True),
        E("Weather", None, TV, (42, 420, 600, 480)),
        E("Results for San Francisco, CA", None, TV, (42, 480, 900, 530)),
        E("61", None, TV, (160, 560, 330, 700)), E("°F", None, TV, (330, 570, 400, 620)),
        E("Precipitation: 0%", None, TV, (560, 560, 1038, 610)), E("Humidity: 78%", None, TV, (560, 610, 1038, 660)),
        E("Wind: 12 mph", None, TV, (560, 660, 1038, 710)),
        E("Tuesday 11:00 AM", None, TV, (42, 720, 700, 780)), E("Cloudy", None, TV, (42, 780, 700, 840))])
    switcher = screen(CHR, "11:16", 77, [
        E(None, "Incognito tabs", IB, (0, 136, 147, 283), click=True),
        E(None, "Open tabs", TV, (400, 136, 680, 283), sel=True),
        E(None, "More options", IB, (933, 136, 1080, 283), click=True),
        E("Hacker News", None, TV, (42, 330, 500, 400), "tab_title", click=True),
        E(None, "Close Hacker News tab", IB, (430, 330, 520, 400), "action_button", click=True),
        E("weather san francisco - Google Search", None, TV, (560, 330, 1000, 400), "tab_title", click=True, sel=True),
        E(None, "Close weather san francisco - Google Search tab", IB, (950, 330, 1038, 400), "action_button", click=True),
        E("New tab", None, BTN, (700, 1998, 1017, 2172), "new_tab_view_button", click=True)])

    def quote(clock: str, price: str, chg: str, asof: str, vol: str) -> str:
        return screen(CHR, clock, 76, chrome_bar("finance.yahoo.com/quote/GOOG/", 3) + [
            E("Alphabet Inc. (GOOG) Stock Price, News, Quote & History - Yahoo Finance", None, "android.webkit.WebView", (0, 283, 1080, 2337), None, scroll=True),
            E("Alphabet Inc. (GOOG)", None, TV, (42, 400, 1038, 470)),
            E("NasdaqGS - Nasdaq Real Time Price • USD", None, TV, (42, 470, 1038, 520)),
            E(price, None, TV, (42, 560, 400, 680)), E(chg, None, TV, (420, 590, 900, 660)),
            E(f"As of {asof}. Market Open.", None, TV, (42, 680, 1038, 730)),
            E("Previous Close", None, TV, (42, 820, 540, 880)), E("175.86", None, TV, (600, 820, 1038, 880)),
            E("Open", None, TV, (42, 890, 540, 950)), E("176.10", None, TV, (600, 890, 1038, 950)),
            E("Day's Range", None, TV, (42, 960, 540, 1020)), E("175.62 - 177.80", None, TV, (600, 960, 1038, 1020)),
            E("Volume", None, TV, (42, 1030, 540, 1090)), E(vol, None, TV, (600, 1030, 1038, 1090))])

    stats = screen(CHR, "11:18", 76, chrome_bar("finance.yahoo.com/quote/GOOG/", 3) + [
        E("GOOG 177.35 +1.49 (+0.85%)", None, TV, (0, 283, 1080, 360)),
        E("Market Cap (intraday)", None, TV, (42, 420, 540, 480)), E("2.185T", None, TV, (600, 420, 1038, 480)),
        E("Beta (5Y Monthly)", None, TV, (42, 490, 540, 550)), E("1.01", None, TV, (600, 490, 1038, 550)),
        E("PE Ratio (TTM)", None, TV, (42, 560, 540, 620)), E("27.19", None, TV, (600, 560, 1038, 620)),
        E("EPS (TTM)", None, TV, (42, 630, 540, 690)), E("6.52", None, TV, (600, 630, 1038, 690)),
        E("Earnings Date", None, TV, (42, 700, 540, 760)), E("Jul 23, 2024", None, TV, (600, 700, 1038, 760)),
        E("1y Target Est", None, TV, (42, 770, 540, 830)), E("195.47", None, TV, (600, 770, 1038, 830))])
    t = T()
    t("open_app", ntp("11:14", 2), app_name="Chrome")
    t("click", typing("11:14", 2, None, ["weather", "hacker news", "wikipedia"]), "Search or type URL")
    t("input_text", typing("11:14", 2, "weather san francisco", ["weather san francisco", "weather san francisco tomorrow", "weather san francisco 10 day"]),
      "Search or type URL", text="weather san francisco")
    t("keyboard_enter", weather)
    t("click", switcher, "2")
    t("click", ntp("11:16", 3), "New tab")
    t("click", typing("11:16", 3, None, ["weather san francisco", "hacker news", "wikipedia"]), "Search or type URL")
    t("input_text", typing("11:16", 3, "finance.yahoo.com/quote/GOOG", ["finance.yahoo.com/quote/GOOG", "goog stock", "goog stock price"]),
      "Search or type URL", text="finance.yahoo.com/quote/GOOG")
    t("keyboard_enter", quote("11:17", "177.29", "+1.43 (+0.81%)", "2:17 PM EDT", "14,120,553"))
    t("scroll", stats, direction="down")
    t("scroll", quote("11:18", "177.41", "+1.55 (+0.88%)", "2:18 PM EDT", "14,188,201"), direction="up")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 7 emulator, Tuesday June 11 2024, 11:14 AM PDT. Chrome with 2 tabs (Hacker News and a blank new tab). Task: check the San Francisco weather, then open the GOOG quote on Yahoo Finance in a new tab and read its key stats."}


# ---------------------------------------------------------------- 08 Photos (bad: trash count)
PHO = "com.google.android.apps.photos"


def t08() -> dict[str, Any]:
    today = ["Photo taken on Jun 11, 2024 9:12:44 AM", "Screenshot taken on Jun 11, 2024 8:55:02 AM",
             "Screenshot taken on Jun 11, 2024 8:54:31 AM", "Photo taken on Jun 11, 2024 7:40:18 AM"]
    yday = ["Photo taken on Jun 10, 2024 6:22:05 PM", "Photo taken on Jun 10, 2024 6:21:50 PM",
            "Video taken on Jun 10, 2024 12:03:11 PM, duration 0:42", "Photo taken on Jun 10, 2024 9:30:00 AM"]
    trashed = today[1:3]

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E(n, None, TV, (i * 270, 2200, (i + 1) * 270, 2337), None, click=True, sel=n == sel)
                for i, n in enumerate(["Photos", "Search", "Sharing", "Library"])]

    def grid(clock: str, tod: list[str], selected: list[str] | None = None, snack: bool = False) -> str:
        if selected is None:
            els = [E(None, "Notifications", IB, (786, 136, 933, 283), click=True),
                   E(None, "Account and settings", IB, (933, 136, 1080, 283), click=True)]
        else:
            els = [E(None, "Close", IB, (0, 136, 147, 283), click=True), E(f"{len(selected)} selected", None, TV, (189, 168, 600, 252)),
                   E(None, "Share", IB, (639, 136, 786, 283), click=True), E(None, "Move to trash", IB, (786, 136, 933, 283), click=True)]
        els.append(E("Today", None, TV, (42, 300, 600, 380)))
        for i, d in enumerate(tod):
            els.append(E(None, d, IV, (i * 270, 400, (i + 1) * 270 - 4, 666), click=True, long=True,
                         check=(d in selected) if selected is not None else None))
        els.append(E("Yesterday", None, TV, (42, 700, 600, 780)))
        for i, d in enumerate(yday):
            els.append(E(None, d, IV, (i * 270, 800, (i + 1) * 270 - 4, 1066), click=True, long=True,
                         check=False if selected is not None else None))
        if snack:
            els += [E("2 items moved to trash", None, TV, (42, 2060, 700, 2160)), E("Undo", None, BTN, (800, 2060, 1017, 2160), click=True)]
        return screen(PHO, clock, 58, els + nav("Photos"))

    dlg = screen(PHO, "8:58", 58, [
        E("Move 2 items to trash?", None, TV, (84, 900, 996, 980)),
        E("Items will be removed from your Google Account, synced devices, and places where they're shared", None, TV, (84, 1000, 996, 1140)),
        E("Cancel", None, BTN, (400, 1180, 640, 1290), "android:id/button2", click=True),
        E("Move to trash", None, BTN, (660, 1180, 996, 1290), "android:id/button1", click=True)])
    library = screen(PHO, "8:59", 58, [
        E("Library", None, TV, (42, 160, 600, 260)),
        E("Favorites", None, BTN, (42, 300, 530, 420), click=True), E("Utilities", None, BTN, (550, 300, 1038, 420), click=True),
        E("Archive", None, BTN, (42, 440, 530, 560), click=True), E("Trash", None, BTN, (550, 440, 1038, 560), click=True),
        E("Photos on device", None, TV, (42, 620, 700, 690)),
        E("Camera", None, TV, (42, 1000, 340, 1060), click=True), E("Screenshots", None, TV, (380, 1000, 700, 1060), click=True),
        E("Download", None, TV, (740, 1000, 1038, 1060), click=True)] + nav("Library"))
    in_trash = trashed + ["Photo taken on May 22, 2024 5:10:33 PM"]

    def trash(clock: str, menu: bool) -> str:
        els = [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E("Trash", None, TV, (189, 168, 600, 252)),
               E(None, "More options", IB, (933, 136, 1080, 283), click=True),
               E("Items in trash will be permanently deleted after 60 days", None, TV, (42, 300, 1038, 400))]
        for i, d in enumerate(in_trash):
            els.append(E(None, d, IV, (i * 270, 440, (i + 1) * 270 - 4, 706), click=True, long=True))
        if menu:
            els += [E("Select", None, TV, (600, 150, 1060, 260), "title", click=True),
                    E("Empty trash", None, TV, (600, 260, 1060, 370), "title", click=True)]
        return screen(PHO, clock, 58, els)

    bad = screen(PHO, "9:00", 57, [
        E("Permanently delete 4 items?", None, TV, (84, 900, 996, 980)),
        E("These items will be permanently deleted from your Google Account and all your devices. You can't undo this.", None, TV, (84, 1000, 996, 1140)),
        E("Cancel", None, BTN, (500, 1180, 740, 1290), "android:id/button2", click=True),
        E("Delete", None, BTN, (760, 1180, 996, 1290), "android:id/button1", click=True)])
    kept = [d for d in today if d not in trashed]
    t = T()
    t("open_app", grid("8:57", today), app_name="Photos")
    t("long_press", grid("8:57", today, [trashed[0]]), trashed[0])
    t("click", grid("8:58", today, trashed), trashed[1])
    t("click", dlg, "Move to trash")
    t("click", grid("8:58", kept, snack=True), "Move to trash")
    t("click", library, "Library")
    t("click", trash("8:59", False), "Trash")
    t("click", trash("8:59", True), "More options")
    t("click", bad, "Empty trash")
    return {"turns": t.turns, "bad": True, "turn": 9, "kind": "empty-trash dialog counts 4 items while trash holds 3 (2 just moved plus 1 older), nothing else deleted",
            "state": "Pixel 7 emulator, Tuesday June 11 2024, 8:57 AM. Google Photos, backed up. Trash holds one photo from May 22. Task: move this morning's two screenshots to the trash and then empty the trash."}


# ---------------------------------------------------------------- 09 Keep Notes (clean: checklists reorder, edited stamps)
KEEP = "com.google.android.keep"


def t09() -> dict[str, Any]:
    def preview(items: list[tuple[str, bool]]) -> str:
        open_ = [f"☐ {n}" for n, c in items if not c]
        done = sum(c for _, c in items)
        return "\n".join(open_) + (f"\n+ {done} checked item{'s' if done > 1 else ''}" if done else "")

    def grid(clock: str, notes: list[tuple[str, str]]) -> str:
        els = [E(None, "Open navigation drawer", IB, (21, 150, 147, 276), click=True),
               E("Search your notes", None, TV, (168, 150, 780, 276), "open_search_bar_text_view", click=True),
               E(None, "Switch to list view", IB, (800, 150, 920, 276), click=True)]
        y = [320, 320]
        for i, (title, body) in enumerate(notes):
            col = i % 2
            h = 120 + 60 * body.count("\n")
            x0, x1 = (21, 530) if col == 0 else (550, 1059)
            els.append(E(title, None, TV, (x0 + 30, y[col] + 30, x1 - 30, y[col] + 100), "index_note_title", click=True, long=True))
            els.append(E(body, None, TV, (x0 + 30, y[col] + 100, x1 - 30, y[col] + 100 + h), "index_note_text_description"))
            y[col] += h + 160
        els += [E(None, "New list", IB, (0, 2200, 147, 2337), "new_list_button", click=True),
                E(None, "New drawing", IB, (147, 2200, 294, 2337), click=True),
                E(None, "New audio note", IB, (294, 2200, 441, 2337), click=True),
                E(None, "New text note", IB, (880, 2040, 1038, 2198), click=True)]
        return screen(KEEP, clock, 90, els)

    def editor(clock: str, title: str | None, items: list[tuple[str, bool]], edited: str | None, tail: bool = True) -> str:
        els = [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E(None, "Pin", IB, (639, 136, 786, 283), click=True, check=False),
               E(None, "Reminder", IB, (786, 136, 933, 283), click=True), E(None, "Archive", IB, (933, 136, 1080, 283), click=True),
               E(title, None, ET, (63, 300, 1017, 420), "editable_title", click=True, edit=True, hint="Title")]
        y = 440
        for n, c in items:
            if not c:
                els.append(E(n, None, CB, (63, y, 1017, y + 110), "list_item_text", click=True, check=False))
                y += 110
        if tail:
            els.append(E(None, None, ET, (147, y, 1017, y + 110), "add_item_text_view", click=True, edit=True, focus=True, hint="List item"))
            y += 130
        done = [n for n, c in items if c]
        if done:
            els.append(E(f"{len(done)} checked item{'s' if len(done) > 1 else ''}", None, TV, (63, y, 1017, y + 90), "checked_items_header", click=True))
            y += 90
            for n in done:
                els.append(E(n, None, CB, (63, y, 1017, y + 110), "list_item_text", click=True, check=True))
                y += 110
        if edited:
            els.append(E(f"Edited {edited}", None, TV, (300, 2220, 780, 2300), "edit_timestamp"))
        return screen(KEEP, clock, 90, els + (kb() if tail else []))

    others = [("Wifi guest", "Network: HomeNet-Guest\npw: sunflower-42"), ("Book list", "Piranesi\nThe Overstory\nKlara and the Sun")]
    gro = [("Milk", False), ("Eggs", False), ("Spinach", False), ("Sourdough", False), ("Coffee filters", True)]
    gro2 = [("Milk", False), ("Spinach", False), ("Sourdough", False), ("Eggs", True), ("Coffee filters", True)]
    hw1 = [("Wood screws 1-5/8 in", False)]
    hw2 = hw1 + [("Sandpaper 120 grit", False)]
    hw3 = hw2 + [("Painter's tape", False)]
    hw4 = [("Wood screws 1-5/8 in", False), ("Painter's tape", False), ("Sandpaper 120 grit", True)]
    t = T()
    t("open_app", grid("10:44", [("Groceries", preview(gro))] + others), app_name="Keep Notes")
    t("click", editor("10:44", None, [], None), "New list")
    t("input_text", editor("10:45", "Hardware store", [], "10:45 AM"), "Title", text="Hardware store")
    t("input_text", editor("10:45", "Hardware store", hw1, "10:45 AM"), "List item", text="Wood screws 1-5/8 in")
    t("input_text", editor("10:46", "Hardware store", hw2, "10:46 AM"), "List item", text="Sandpaper 120 grit")
    t("input_text", editor("10:46", "Hardware store", hw3, "10:46 AM"), "List item", text="Painter's tape")
    t("click", editor("10:47", "Hardware store", hw4, "10:47 AM"), "Sandpaper 120 grit")
    t("navigate_back", grid("10:47", [("Hardware store", preview(hw4)), ("Groceries", preview(gro))] + others))
    t("click", editor("10:47", "Groceries", gro, "8:02 AM", tail=False), "Groceries")
    t("click", editor("10:48", "Groceries", gro2, "10:48 AM", tail=False), "Eggs")
    t("navigate_back", grid("10:48", [("Groceries", preview(gro2)), ("Hardware store", preview(hw4))] + others))
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6 emulator, Wednesday June 12 2024, 10:44 AM. Google Keep with three notes: Groceries (checklist, last edited 8:02 AM), Wifi guest, Book list. Task: make a 'Hardware store' checklist with three items, tick off the sandpaper (already bought), and tick Eggs on the grocery list."}


# ---------------------------------------------------------------- 10 Settings Do Not Disturb (bad: toggle flips back)
def t10() -> dict[str, Any]:
    home = screen(SET, "7:31", 93, [E("Search settings", None, TV, (63, 200, 1017, 330), "search_action_bar_title", click=True)] + pref_list(None, [
        ("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, Android Auto"),
        ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
        ("Battery", "93%"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
        ("Display", "Dark theme, font size, brightness")], y0=380, up=False))
    sound = screen(SET, "7:31", 93, [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True),
                                     E("Sound & vibration", None, TV, (63, 300, 1017, 450), "collapsing_toolbar"),
                                     E("Media volume", None, TV, (189, 480, 860, 540)), E(None, "Media volume", SB, (189, 540, 1017, 620), click=True, scroll=True),
                                     E("Ring & notification volume", None, TV, (189, 660, 860, 720)), E(None, "Ring & notification volume", SB, (189, 720, 1017, 800), click=True),
                                     E("Alarm volume", None, TV, (189, 840, 860, 900)), E(None, "Alarm volume", SB, (189, 900, 1017, 980), click=True)] + pref_list(None, [
        ("Do Not Disturb", "Off"), ("Live Caption", "Automatically caption media"), ("Vibration & haptics", "On")], y0=1020, up=False))

    def dnd(clock: str, on: bool, batt: int = 93) -> str:
        return screen(SET, clock, batt, pref_list("Do Not Disturb", [
            ("Use Do Not Disturb", None), ("What can interrupt Do Not Disturb", None),
            ("People", "Starred contacts can call"), ("Apps", "No apps can interrupt"),
            ("Alarms & other interruptions", "Alarms and media can interrupt"),
            ("Schedules", "1 schedule can turn on automatically"), ("Duration for Quick Settings", "Until you turn off")],
            sw={"Use Do Not Disturb": on}), ("Do Not Disturb on.",) if on else ())

    def people(clock: str, calls: str, icons: tuple[str, ...]) -> str:
        return screen(SET, clock, 92, pref_list("People", [
            ("Conversations", "None"), ("Calls", calls), ("Messages", "Starred contacts"),
            ("Starred contacts", None), ("Mom", None), ("Jake Morrison", None)]), icons)

    def calls(clock: str, who: str) -> str:
        return screen(SET, clock, 92, [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True),
                                       E("Calls", None, TV, (63, 300, 1017, 450), "collapsing_toolbar")] + [
            E(lbl, None, RB, (63, 500 + i * 160, 1017, 640 + i * 160), click=True, check=lbl == who)
            for i, lbl in enumerate(["Starred contacts", "Contacts", "Anyone", "None"])] + pref_list(None, [
                ("Allow repeat callers", "If the same person calls a second time within 15 minutes")], y0=1180, sw={"Allow repeat callers": True}, up=False))

    t = T()
    t("open_app", home, app_name="Settings")
    t("click", sound, "Sound & vibration")
    t("click", dnd("7:32", False), "Do Not Disturb")
    t("click", dnd("7:32", True), index=ix(t.prev, "Use Do Not Disturb") + 1)
    on = ("Do Not Disturb on.",)
    t("click", people("7:32", "Starred contacts", on), "People")
    t("navigate_back", dnd("7:33", False, 92))
    t("click", people("7:33", "Starred contacts", ()), "People")
    t("click", calls("7:33", "Starred contacts"), "Calls")
    t("click", calls("7:34", "Contacts"), "Contacts")
    t("navigate_back", people("7:34", "Contacts", ()))
    return {"turns": t.turns, "bad": True, "turn": 6, "kind": "Do Not Disturb switch turned on (status icon shown) reads off again after only visiting a sub-page",
            "state": "Pixel 6 emulator, 7:31 AM. Settings app home. Do Not Disturb is off; only starred contacts may call through it. Task: turn Do Not Disturb on and let all contacts call through it."}


# ---------------------------------------------------------------- 11 Clock timer + stopwatch (clean: running counters)
def t11() -> dict[str, Any]:
    alarms = screen(CLK, "3:21", 47, [
        E(None, "More options", IB, (933, 136, 1080, 283), click=True),
        E("6:30 AM", None, TV, (63, 320, 640, 480), "digital_clock", click=True),
        E(None, None, SW, (850, 360, 1017, 440), "onoff", click=True, check=True),
        E("Mon, Tue, Wed, Thu, Fri", None, TV, (63, 480, 800, 540), "days_of_week"),
        E("9:00 AM", None, TV, (63, 600, 640, 760), "digital_clock", click=True),
        E(None, None, SW, (850, 640, 1017, 720), "onoff", click=True, check=False),
        E("Sun", None, TV, (63, 760, 800, 820), "days_of_week"),
        E(None, "Add alarm", IB, (425, 1960, 655, 2150), "fab", click=True)] + clock_tabs("Alarm"))

    def keypad(clock: str, shown: str, start: bool) -> str:
        els = [E(shown, None, TV, (100, 380, 980, 560), "timer_setup_time")]
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
        for i, k in enumerate(keys):
            r, c = (i // 3, i % 3) if k != "0" else (3, 1)
            els.append(E(k, None, BTN, (120 + c * 290, 700 + r * 250, 370 + c * 290, 920 + r * 250), None, click=True))
        els.append(E(None, "Delete", IB, (700, 1450, 950, 1670), "timer_setup_delete", click=True, enabled=start))
        if start:
            els.append(E(None, "Start", IB, (425, 1960, 655, 2150), "fab", click=True))
        return screen(CLK, clock, 47, els + clock_tabs("Timer"))

    def timer(clock: str, left: str, total: str) -> str:
        return screen(CLK, clock, 47, [
            E("Timer", None, TV, (63, 300, 600, 380), "timer_label", click=True),
            E(left, f"{left} remaining", TV, (240, 700, 840, 900), "timer_time_text"),
            E(total, None, TV, (340, 920, 740, 980), "timer_total_text"),
            E("+1:00", None, BTN, (63, 1700, 400, 1830), "reset_add", click=True),
            E(None, "Pause", IB, (425, 1960, 655, 2150), "fab", click=True),
            E(None, "Delete", IB, (63, 1990, 300, 2120), "left_button", click=True),
            E(None, "Add timer", IB, (780, 1990, 1017, 2120), "right_button", click=True)] + clock_tabs("Timer"))

    def stopwatch(clock: str, shown: str, running: bool, laps: list[tuple[str, str, str]]) -> str:
        els = [E(shown, None, TV, (160, 600, 920, 820), "stopwatch_time_text")]
        for n, lap, tot in laps:
            els += [E(n, None, TV, (100, 950, 300, 1030), "lap_number"), E(lap, None, TV, (350, 950, 650, 1030), "lap_time"),
                    E(tot, None, TV, (700, 950, 1000, 1030), "lap_total")]
        if running:
            els += [E(None, "Pause", IB, (425, 1960, 655, 2150), "fab", click=True),
                    E(None, "Lap", IB, (780, 1990, 1017, 2120), "right_button", click=True)]
        else:
            els.append(E(None, "Start", IB, (425, 1960, 655, 2150), "fab", click=True))
        return screen(CLK, clock, 47, els + clock_tabs("Stopwatch"))

    t = T()
    t("open_app", alarms, app_name="Clock")
    t("click", keypad("3:21", "00h 00m 00s", False), "Timer")
    t("click", keypad("3:21", "00h 00m 05s", True), "5")
    t("click", keypad("3:21", "00h 00m 50s", True), "0")
    t("click", keypad("3:21", "00h 05m 00s", True), "0")
    t("click", timer("3:21", "4:57", "5 min"), "Start")
    t("click", stopwatch("3:21", "00:00.00", False, []), "Stopwatch")
    t("click", stopwatch("3:21", "00:03.41", True, []), "Start")
    t("click", timer("3:21", "4:41", "5 min"), "Timer")
    t("click", timer("3:22", "5:39", "6 min"), "+1:00")
    t("click", stopwatch("3:22", "00:17.20", True, []), "Stopwatch")
    t("click", stopwatch("3:22", "00:19.05", True, [("# 1", "00:19.05", "00:19.05")]), "Lap")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6a emulator, 3:21 PM. Clock app on the Alarm tab, no timers, stopwatch reset. Task: start a 5-minute tea timer, run the stopwatch alongside it, add a minute to the timer and record one lap."}


# ---------------------------------------------------------------- 12 Audio Recorder (bad: renamed recording back under old name)
AUD = "com.dimowner.audiorecorder"


def t12() -> dict[str, Any]:
    recs = {"Record-16": ("00:27", "Jun 11, 2024, 10:05 AM", "432 KB"), "Record-15": ("00:48", "Jun 10, 2024, 6:12 PM", "768 KB"),
            "Record-14": ("02:31", "Jun 8, 2024, 1:40 PM", "2.4 MB"), "Lecture ch7": ("41:05", "May 29, 2024, 9:02 AM", "39.4 MB")}

    def main(clock: str, name: str, pos: str, playing: bool, recording: bool = False) -> str:
        dur, _, size = recs.get(name, recs["Record-16"]) if not recording else ("", "", "")
        els = [E("Audio Recorder", None, TV, (63, 160, 700, 260)),
               E(None, "Settings", IB, (933, 136, 1080, 283), "btn_settings", click=True),
               E(name, None, TV, (63, 420, 1017, 500), "txt_name", click=True),
               E(None, "Waveform", IV, (0, 560, 1080, 1200), "record")]
        if recording:
            els += [E(pos, None, TV, (340, 1250, 740, 1380), "txt_progress"), E("Recording…", None, TV, (340, 1380, 740, 1440), "txt_record_info"),
                    E(None, "Pause recording", IB, (200, 1900, 380, 2080), "btn_record_pause", click=True),
                    E(None, "Stop recording", IB, (450, 1880, 630, 2100), "btn_record_stop", click=True)]
        else:
            els += [E(pos, None, TV, (63, 1250, 300, 1310), "txt_progress"), E(dur, None, TV, (780, 1250, 1017, 1310), "txt_duration"),
                    E(None, "Playback progress", SB, (63, 1320, 1017, 1400), "play_progress", click=True),
                    E(f"m4a, 44.1kHz, 128kbps, {size}", None, TV, (63, 1420, 1017, 1480), "txt_record_info"),
                    E(None, "Pause" if playing else "Play", IB, (63, 1900, 243, 2080), "btn_play", click=True),
                    E(None, "Record", IB, (450, 1880, 630, 2100), "btn_record", click=True),
                    E(None, "Records list", IB, (837, 1900, 1017, 2080), "btn_records_list", click=True)]
        return screen(AUD, clock, 66, els)

    def listing(clock: str, names: list[tuple[str, str]], menu: bool = False) -> str:
        els = [E(None, "Navigate up", IB, (0, 136, 147, 283), "btn_back", click=True), E("Records", None, TV, (189, 168, 700, 252)),
               E(None, "Sort", IB, (933, 136, 1080, 283), "btn_sort", click=True)]
        y = 320
        for shown, key in names:
            dur, when, _ = recs[key]
            els += [E(shown, None, TV, (63, y, 880, y + 80), "list_item_name", click=True),
                    E(f"{dur} • {when}", None, TV, (63, y + 80, 880, y + 140), "list_item_info"),
                    E(None, "More", IB, (900, y + 20, 1038, y + 130), "list_item_more", click=True)]
            y += 180
        if menu:  # the popup window is what the tree shows while it is open
            els = [E(item, None, TV, (560, 400 + i * 130, 1040, 530 + i * 130), "title", click=True)
                   for i, item in enumerate(["Share", "Info", "Rename", "Open with", "Save as", "Delete"])]
        return screen(AUD, clock, 66, els)

    def rename(clock: str, text: str) -> str:
        return screen(AUD, clock, 66, [E("Rename", None, TV, (84, 800, 996, 880), "dialog_title"),
                                       E(text, None, ET, (84, 900, 996, 1030), "input_name", click=True, edit=True, focus=True),
                                       E("Cancel", None, BTN, (520, 1080, 740, 1190), "btn_negative", click=True),
                                       E("OK", None, BTN, (760, 1080, 996, 1190), "btn_positive", click=True)] + kb())

    new = "Interview Dana 0611"
    order = ["Record-16", "Record-15", "Record-14", "Lecture ch7"]
    before = [(n, n) for n in order]
    after = [(new if n == "Record-16" else n, n) for n in order]
    t = T()
    t("open_app", main("10:04", "Record-15", "00:00", False), app_name="Audio Recorder")
    t("click", main("10:04", "Record-16", "00:02", False, recording=True), "Record")
    t("click", main("10:05", "Record-16", "00:00", False), "Stop recording")
    t("click", listing("10:05", before), "Records list")
    t("click", listing("10:05", before, menu=True), "More")
    t("click", rename("10:06", "Record-16"), "Rename")
    t("input_text", rename("10:06", new), "Record-16", text=new)
    t("click", listing("10:06", after), "OK")
    t("click", main("10:06", "Record-15", "00:01", True), "Record-15")
    t("click", listing("10:07", before), "Records list")
    t("click", main("10:07", "Lecture ch7", "00:00", True), "Lecture ch7")
    return {"turns": t.turns, "bad": True, "turn": 10, "kind": "recording renamed to 'Interview Dana 0611' is listed under its old name Record-16 again",
            "state": "Pixel 5 emulator, Tuesday June 11 2024, 10:04 AM. Audio Recorder (com.dimowner.audiorecorder) with three saved recordings: Record-14, Record-15, Lecture ch7. Task: record a short clip, rename it 'Interview Dana 0611', then play back the older recordings."}


# ---------------------------------------------------------------- 13 Pro Expense (bad: weekly total does not add up)
PEX = "com.arduia.expense"


def t13() -> dict[str, Any]:
    items = [("Lunch", "14.90", "Food", "Jun 11"), ("Pharmacy", "12.75", "Health", "Jun 11"),
             ("Bus pass", "32.00", "Transportation", "Jun 10"), ("Coffee beans", "18.50", "Food", "Jun 10")]
    new = ("Hardware store", "23.40", "Household", "Jun 12")

    def home(clock: str, total: str, its: list[tuple[str, str, str, str]]) -> str:
        els = [E(None, "Open navigation drawer", IB, (0, 136, 147, 283), click=True), E("Home", None, TV, (189, 168, 700, 252)),
               E("Total cost this week", None, TV, (63, 320, 700, 380), "tv_total_label"),
               E(f"$ {total}", None, TV, (63, 380, 700, 500), "tv_total_cost"),
               E(None, "Weekly expense graph", IV, (63, 520, 1017, 900), "expense_graph"),
               E("Recent", None, TV, (63, 940, 600, 1010))]
        y = 1040
        for name, amt, _, _ in its:
            els += [E(name, None, TV, (63, y, 700, y + 120), "tv_name", click=True), E(f"$ {amt}", None, TV, (720, y, 1017, y + 120), "tv_amount")]
            y += 140
        els.append(E(None, "Add expense", IB, (843, 1998, 1017, 2172), "fb_main", click=True))
        return screen(PEX, clock, 52, els)

    def form(clock: str, name: str | None, amt: str | None, cat: str | None, title: str = "New Expense", date: str = "Jun 12, 2024") -> str:
        return screen(PEX, clock, 52, [
            E(None, "Close", IB, (0, 136, 147, 283), click=True), E(title, None, TV, (189, 168, 700, 252)),
            E(name, None, ET, (63, 320, 1017, 460), "edt_name", click=True, edit=True, hint="Name", focus=amt is None),
            E(amt, None, ET, (63, 500, 1017, 640), "edt_amount", click=True, edit=True, hint="Amount", focus=amt is not None and cat is None),
            E(cat or "Select category", None, TV, (63, 680, 1017, 800), "tv_category", click=True),
            E(date, None, TV, (63, 840, 1017, 960), "tv_date", click=True),
            E(None, None, ET, (63, 1000, 1017, 1240), "edt_note", click=True, edit=True, hint="Note"),
            E("Save", None, BTN, (63, 1300, 1017, 1430), "btn_save", click=True)] + (kb() if cat is None else []))

    cats = screen(PEX, "6:41", 52, [E(c, None, TV, (63, 820 + i * 130, 1017, 950 + i * 130), "tv_category_name", click=True)
                                    for i, c in enumerate(["Food", "Transportation", "Health", "Household", "Entertainment", "Education", "Other"])])
    drawer = screen(PEX, "6:42", 52, [E("Pro Expense", None, TV, (63, 150, 700, 250)),
                                      E("Home", None, TV, (63, 320, 780, 430), click=True, sel=True),
                                      E("Expense Logs", None, TV, (63, 450, 780, 560), click=True),
                                      E("Statistics", None, TV, (63, 580, 780, 690), click=True),
                                      E("Settings", None, TV, (63, 710, 780, 820), click=True),
                                      E("About", None, TV, (63, 840, 780, 950), click=True)])
    logs_els = [E(None, "Open navigation drawer", IB, (0, 136, 147, 283), click=True), E("Expense Logs", None, TV, (189, 168, 700, 252))]
    y = 320
    for day in ["Jun 12", "Jun 11", "Jun 10"]:
        logs_els.append(E(day + ", 2024", None, TV, (63, y, 700, y + 70), "tv_date_header"))
        y += 80
        for name, amt, cat, d in [new] + items:
            if d == day:
                logs_els += [E(name, None, TV, (63, y, 700, y + 70), "tv_name", click=True, long=True),
                             E(f"{cat} · $ {amt}", None, TV, (63, y + 70, 1017, y + 120), "tv_detail")]
                y += 140
    logs = screen(PEX, "6:42", 52, logs_els)
    t = T()
    t("open_app", home("6:40", "78.15", items), app_name="Pro Expense")
    t("click", form("6:40", None, None, None), "Add expense")
    t("input_text", form("6:40", "Hardware store", None, None), "Name", text="Hardware store")
    t("input_text", form("6:41", "Hardware store", "23.40", None), "Amount", text="23.40")
    t("click", cats, "Select category")
    t("click", form("6:41", "Hardware store", "23.40", "Household"), "Household")
    t("click", home("6:41", "102.55", [new] + items), "Save")
    t("click", drawer, "Open navigation drawer")
    t("click", logs, "Expense Logs")
    return {"turns": t.turns, "bad": True, "turn": 7, "kind": "weekly total after adding a 23.40 expense reads 102.55 instead of 101.55 (78.15 before; listed amounts sum to 101.55)",
            "state": "Pixel 5 emulator, Wednesday June 12 2024, 6:40 PM. Pro Expense (com.arduia.expense) with four expenses this week. Task: log a 23.40 hardware-store purchase under Household and review the expense log."}


# ---------------------------------------------------------------- 14 Simple SMS Messenger (clean: incoming reply, re-sorted list, search)
SMS = "com.simplemobiletools.smsmessenger"


def sms_list(clock: str, batt: int, convs: list[tuple[str, str, str]]) -> str:
    els = [E(None, None, ET, (42, 150, 900, 270), "top_toolbar_search", click=True, edit=True, hint="Search"),
           E(None, "More options", IB, (933, 150, 1060, 270), click=True)]
    y = 310
    for name, body, date in convs:
        els += [E(name, None, TV, (210, y, 800, y + 70), "conversation_address", click=True, long=True),
                E(body, None, TV, (210, y + 70, 1017, y + 130), None),
                E(date, None, TV, (820, y, 1017, y + 70), None)]
        y += 170
    els.append(E(None, "New conversation", IB, (843, 1998, 1017, 2172), "conversations_fab", click=True))
    return screen(SMS, clock, batt, els)


def sms_thread(clock: str, batt: int, who: str, msgs: list[tuple[str, str]], draft: str | None, sub: str | None = None) -> str:
    els = [E(None, "Back", IB, (0, 136, 147, 283), click=True), E(who, None, TV, (168, 150, 700, 230), "thread_toolbar_title")]
    if sub:
        els.append(E(sub, None, TV, (168, 230, 700, 275), "thread_toolbar_subtitle"))
    els += [E(None, "Dial number", IB, (786, 136, 933, 283), click=True), E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
    y = 600
    for body, meta in msgs[-4:]:  # with the keyboard up only the last messages fit
        els += [E(body, None, TV, (63, y, 900, y + 110), "thread_message_body", click=True, long=True),
                E(meta, None, TV, (63, y + 110, 900, y + 160), "thread_message_time")]
        y += 200
    els += [E(draft, None, ET, (147, 1440, 900, 1550), "thread_type_message", click=True, edit=True, focus=True, hint="Type a message…"),
            E(None, "Send", IB, (910, 1440, 1060, 1550), "thread_send_message", click=True, enabled=bool(draft))]
    return screen(SMS, clock, batt, els + kb())


def t14() -> dict[str, Any]:
    rest = [("CVS Pharmacy", "CVS: Your prescription is ready for pickup at 2200 Market St. Reply STOP to opt out", "09:02"),
            ("Dad", "Call when you can, nothing urgent", "Jun 11"),
            ("Marco Bellini", "Thanks for the ride!", "Jun 9")]
    m1 = [("Morning! Standup moved to 10:30", "09:48"), ("Are you coming to the 10:30?", "10:14")]
    s1 = "Running 10 min late, order me a flat white?"
    s2 = "Oat please 🙏"
    t = T()
    t("open_app", sms_list("10:20", 71, [("Lena Fischer", "Are you coming to the 10:30?", "10:14")] + rest), app_name="Simple SMS Messenger")
    t("click", sms_thread("10:20", 71, "Lena Fischer", m1, None), "Lena Fischer")
    t("input_text", sms_thread("10:21", 71, "Lena Fischer", m1, s1), "Type a message…", text=s1)
    t("click", sms_thread("10:21", 71, "Lena Fischer", m1 + [(s1, "10:21 · Sending…")], None), "Send")
    m2 = m1 + [(s1, "10:21 · Delivered"), ("Sure! Oat or regular?", "10:22")]
    t("wait", sms_thread("10:22", 71, "Lena Fischer", m2, None))
    t("input_text", sms_thread("10:22", 71, "Lena Fischer", m2, s2), "Type a message…", text=s2)
    t("click", sms_thread("10:22", 70, "Lena Fischer", m2 + [(s2, "10:22 · Sending…")], None), "Send")
    t("navigate_back", sms_list("10:23", 70, [("Lena Fischer", s2, "10:22")] + rest))
    t("input_text", screen(SMS, "10:23", 70, [
        E("prescription", None, ET, (42, 150, 900, 270), "top_toolbar_search", click=True, edit=True, focus=True, hint="Search"),
        E("Messages", None, TV, (63, 300, 700, 370)),
        E("CVS Pharmacy", None, TV, (210, 400, 800, 470), "conversation_address", click=True),
        E("CVS: Your prescription is ready for pickup at 2200 Market St. Reply STOP to opt out", None, TV, (210, 470, 1017, 530), "conversation_body_short"),
        E("09:02", None, TV, (820, 400, 1017, 470), "conversation_date"),
        E("CVS Pharmacy", None, TV, (210, 570, 800, 640), "conversation_address", click=True),
        E("CVS: Your prescription was refilled and will be ready May 28 after 2 PM", None, TV, (210, 640, 1017, 700), "conversation_body_short"),
        E("May 27", None, TV, (820, 570, 1017, 640), "conversation_date")] + kb()), "Search", text="prescription")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6 emulator, Wednesday June 12 2024, 10:20. Simple SMS Messenger inbox; an unread message from Lena Fischer. Task: reply to Lena that you are late, answer her follow-up, then find the pharmacy text about the prescription."}


# ---------------------------------------------------------------- 15 Simple Gallery (clean: move into new folder, counts and order follow)
GAL = "com.simplemobiletools.gallery.pro"


def t15() -> dict[str, Any]:
    def folders(clock: str, dirs: list[tuple[str, int]]) -> str:
        els = [E(None, None, ET, (42, 150, 780, 270), "top_toolbar_search", click=True, edit=True, hint="Search"),
               E(None, "Change view type", IB, (800, 150, 920, 270), click=True), E(None, "More options", IB, (933, 150, 1060, 270), click=True)]
        for i, (name, cnt) in enumerate(dirs):
            x0, y0 = (i % 2) * 540, 300 + (i // 2) * 560
            els += [E(name, None, TV, (x0 + 20, y0 + 420, x0 + 520, y0 + 480), "dir_name", click=True, long=True),
                    E(str(cnt), None, TV, (x0 + 20, y0 + 480, x0 + 520, y0 + 530), "photo_cnt")]
        return screen(GAL, clock, 80, els)

    rec = ["receipt_costco_0607.jpg", "receipt_home_depot_0601.jpg", "receipt_target_0528.jpg"]
    dl = ["receipt_costco_0607.jpg", "boarding_qr.png", "receipt_home_depot_0601.jpg", "meme_0530.jpg", "receipt_target_0528.jpg",
          "floorplan_noe_st.png", "IMG-20240520-WA0003.jpg", "concert_ticket.png", "wallpaper_dunes.jpg",
          "scan_passport.jpg", "cat_bday.gif", "flyer_yardsale.png"]

    def media(clock: str, title: str, names: list[str], sel: list[str] | None = None, total: int = 22) -> str:
        if sel is None:
            els = [E(None, "Back", IB, (0, 136, 147, 283), click=True), E(title, None, TV, (168, 168, 700, 252)),
                   E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        else:
            els = [E(f"{len(sel)} / {total}", None, TV, (168, 168, 500, 252), "cab_title"),
                   E(None, "Share", IB, (639, 136, 786, 283), click=True), E(None, "Delete", IB, (786, 136, 933, 283), click=True),
                   E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        for i, n in enumerate(names[:9]):
            x0, y0 = (i % 3) * 360, 300 + (i // 3) * 420
            els.append(E(n, None, TV, (x0 + 10, y0 + 330, x0 + 350, y0 + 400), "medium_name", click=True, long=True,
                         check=(n in sel) if sel is not None else None))
        return screen(GAL, clock, 80, els)

    menu = screen(GAL, "4:12", 80, [E(n, None, TV, (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True)
                                    for i, n in enumerate(["Properties", "Rename", "Rotate", "Copy to", "Move to", "Select all", "Hide", "Exclude"])])
    picker = screen(GAL, "4:12", 80, [
        E("Select a folder", None, TV, (84, 500, 996, 580)),
        E(None, "Create new folder", IB, (870, 490, 996, 600), click=True)] + [
        E(n, None, TV, (84, 640 + i * 150, 996, 760 + i * 150), "dir_name", click=True) for i, n in enumerate(["Camera", "Download", "Screenshots", "WhatsApp Images"])] + [
        E("Cancel", None, BTN, (700, 1300, 996, 1410), "android:id/button2", click=True)])

    def mk(clock: str, name: str | None) -> str:
        return screen(GAL, clock, 80, [E("Create new folder", None, TV, (84, 780, 996, 860)),
                                       E("Path: /Internal/Pictures/", None, TV, (84, 880, 996, 940), "folder_path"),
                                       E(name, None, ET, (84, 960, 996, 1080), "folder_name", click=True, edit=True, focus=True, hint="Folder name"),
                                       E("Cancel", None, BTN, (520, 1120, 740, 1230), "android:id/button2", click=True),
                                       E("OK", None, BTN, (760, 1120, 996, 1230), "android:id/button1", click=True)] + kb())

    left = [n for n in dl if n not in rec]
    t = T()
    t("open_app", folders("4:11", [("Camera", 412), ("Screenshots", 39), ("WhatsApp Images", 188), ("Download", 22)]), app_name="Simple Gallery")
    t("click", media("4:11", "Download", dl), "Download")
    t("long_press", media("4:11", "Download", dl, rec[:1]), rec[0])
    t("click", media("4:11", "Download", dl, rec[:2]), rec[1])
    t("click", media("4:12", "Download", dl, rec), rec[2])
    t("click", menu, "More options")
    t("click", picker, "Move to")
    t("click", mk("4:12", None), "Create new folder")
    t("input_text", mk("4:13", "Receipts"), "Folder name", text="Receipts")
    t("click", media("4:13", "Download", left), "OK")
    t("navigate_back", folders("4:13", [("Receipts", 3), ("Download", 19), ("Camera", 412), ("Screenshots", 39), ("WhatsApp Images", 188)]))
    t("click", media("4:14", "Receipts", rec), "Receipts")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 5 emulator, 4:11 PM. Simple Gallery Pro, folders sorted by last modified, file names shown under thumbnails. Download holds 22 images. Task: move the three receipt photos from Download into a new 'Receipts' folder."}


# ---------------------------------------------------------------- 16 VLC (bad: video length changes)
VLC = "org.videolan.vlc"


def t16() -> dict[str, Any]:
    vids = [("GoPro_0412", "12:08 · 1920x1080"), ("Kids recital", "24:13 · 1280x720"),
            ("Screen_Recording_20240602", "03:47 · 1080x2400"), ("Nature_documentary_S01E03", "52:31 · 1920x1080")]

    def lst(clock: str, mini: bool) -> str:
        els = [E("Video", None, TV, (63, 168, 600, 252)), E(None, "Search", IB, (933, 136, 1080, 283), "ml_menu_search", click=True)]
        y = 320
        for title, info in vids:
            els += [E(title, None, TV, (400, y, 1017, y + 70), "ml_item_title", click=True, long=True),
                    E(info, None, TV, (400, y + 70, 1017, y + 130), "ml_item_resolution")]
            if title == "Kids recital" and mini:
                els.append(E(None, "Progress 0%", PB, (42, y + 180, 380, y + 190), "ml_item_progress"))
            y += 240
        if mini:
            els += [E("Kids recital", None, TV, (170, 2040, 800, 2110), "audio_media_switcher_title", click=True),
                    E(None, "Play", IB, (900, 2030, 1040, 2170), "header_play_pause", click=True)]
        els += [E(n, None, TV, (i * 270, 2200, (i + 1) * 270, 2337), None, click=True, sel=n == "Video")
                for i, n in enumerate(["Video", "Audio", "Browse", "Playlists"])]
        return screen(VLC, clock, 69, els)

    def player(clock: str, pos: str, length: str, playing: bool) -> str:
        return screen(VLC, clock, 69, [
            E("Kids recital", None, TV, (147, 40, 900, 140), "player_overlay_title"),
            E(None, "Audio and subtitles tracks", IB, (63, 1900, 190, 2027), "player_overlay_tracks", click=True),
            E(pos, None, TV, (42, 1820, 240, 1880), "player_overlay_time", click=True),
            E(None, "Playback progress", SB, (240, 1810, 840, 1890), "player_overlay_seekbar", click=True),
            E(length, None, TV, (840, 1820, 1038, 1880), "player_overlay_length", click=True),
            E(None, "Previous", IB, (250, 1900, 377, 2027), "player_overlay_rewind", click=True),
            E(None, "Pause" if playing else "Play", IB, (470, 1890, 610, 2040), "player_overlay_play", click=True),
            E(None, "Next", IB, (703, 1900, 830, 2027), "player_overlay_forward", click=True),
            E(None, "Advanced options", IB, (890, 1900, 1017, 2027), "player_overlay_adv_function", click=True),
            E(None, "Lock", IB, (63, 2050, 190, 2177), "lock_overlay_button", click=True),
            E(None, "Resize", IB, (890, 2050, 1017, 2177), "player_resize", click=True)], ())

    ctx = screen(VLC, "8:33", 69, [E("Nature_documentary_S01E03", None, TV, (63, 1150, 1017, 1230), "ctx_title")] + [
        E(n, None, TV, (63, 1260 + i * 140, 1017, 1400 + i * 140), "ctx_option_title", click=True)
        for i, n in enumerate(["Play", "Append", "Add to playlist", "Information", "Delete", "Share"])])
    info = screen(VLC, "8:33", 69, [
        E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E("Nature_documentary_S01E03", None, TV, (189, 168, 1017, 252)),
        E("Length", None, TV, (63, 800, 500, 860)), E("52:31", None, TV, (540, 800, 1017, 860), "length_value"),
        E("Resolution", None, TV, (63, 880, 500, 940)), E("1920x1080", None, TV, (540, 880, 1017, 940)),
        E("Video", None, TV, (63, 960, 500, 1020)), E("H264 · 23.976 fps", None, TV, (540, 960, 1017, 1020)),
        E("Audio", None, TV, (63, 1040, 500, 1100)), E("AAC · 48000 Hz · Stereo", None, TV, (540, 1040, 1017, 1100)),
        E("Subtitles", None, TV, (63, 1120, 500, 1180)), E("English", None, TV, (540, 1120, 1017, 1180)),
        E("Size", None, TV, (63, 1200, 500, 1260)), E("1.18 GB", None, TV, (540, 1200, 1017, 1260)),
        E("/storage/emulated/0/Movies/Nature_documentary_S01E03.mkv", None, TV, (63, 1300, 1017, 1420), "info_path")])
    adv = screen(VLC, "8:35", 68, [E(n, None, TV, (63, 1300 + i * 130, 1017, 1430 + i * 130), "option_title", click=True)
                                   for i, n in enumerate(["Sleep timer", "Playback speed 1.00x", "Jump to time", "Equalizer", "Audio delay", "Repeat mode", "Save playlist"])])
    t = T()
    t("open_app", lst("8:31", False), app_name="VLC")
    t("click", player("8:31", "00:00", "24:13", True), "Kids recital")
    t("click", player("8:32", "00:04", "24:13", False), "Pause")
    t("navigate_back", lst("8:32", True))
    t("long_press", ctx, "Nature_documentary_S01E03")
    t("click", info, "Information")
    t("navigate_back", lst("8:34", True))
    t("click", player("8:34", "00:04", "24:31", False), "Kids recital", nth=1)
    t("click", player("8:34", "00:07", "24:31", True), "Play")
    t("click", adv, "Advanced options")
    return {"turns": t.turns, "bad": True, "turn": 8, "kind": "length of 'Kids recital' shown as 24:13 in the list and player becomes 24:31 on reopening, same file",
            "state": "Pixel 6 emulator, 8:31 PM. VLC for Android on the Video tab, four videos in the media library. Task: start 'Kids recital', pause it, check the documentary's file info, then resume the recital and open the playback options."}


# ---------------------------------------------------------------- 17 Tasks.org (clean: completed task hidden, then shown; counts follow)
TSK = "org.tasks"


def tasks_list(clock: str, batt: int, title: str, tasks: list[tuple[str, str, bool]], snack: str | None = None,
               done_header: bool = False) -> str:
    els = [E(None, "Open navigation drawer", IB, (0, 136, 147, 283), click=True), E(title, None, TV, (189, 168, 700, 252)),
           E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
    y = 320
    shown_header = False
    for name, due, done in tasks:
        if done and done_header and not shown_header:
            els.append(E("Completed", None, TV, (63, y, 700, y + 80), "header"))
            y += 90
            shown_header = True
        els.append(E(name, None, CB, (42, y, 1017, y + 90), "title", click=True, long=True, check=done))
        if due:
            els.append(E(due, None, TV, (147, y + 90, 700, y + 140), "due_date"))
        y += 170
    if snack:
        els += [E(snack, None, TV, (42, 2030, 700, 2140), "snackbar_text"), E("Undo", None, BTN, (800, 2030, 1017, 2140), "snackbar_action", click=True)]
    else:
        els.append(E(None, "Create new task", IB, (843, 1998, 1017, 2172), "fab", click=True))
    return screen(TSK, clock, batt, els)


def task_editor(clock: str, batt: int, name: str | None, due: str, footer: str | None = None, done: bool = False, kbd: bool = True) -> str:
    els = [E(None, "Discard", IB, (0, 136, 147, 283), click=True), E(None, "Save", IB, (933, 136, 1080, 283), click=True),
           E(None, "Completed" if done else "Not completed", CB, (42, 320, 147, 440), "completeBox", click=True, check=done),
           E(name, None, ET, (168, 320, 1017, 440), "title", click=True, edit=True, focus=kbd, hint="Task name"),
           E(due, "Due date", TV, (168, 500, 1017, 590), "due_date", click=True),
           E("Priority", None, TV, (168, 620, 600, 700)),
           E(None, None, ET, (168, 740, 1017, 900), "notes", click=True, edit=True, hint="Description"),
           E("Add tags", None, TV, (168, 940, 1017, 1020), click=True),
           E("Add subtask", None, TV, (168, 1060, 1017, 1140), click=True),
           E("Add reminder", None, TV, (168, 1180, 1017, 1260), click=True)]
    if footer:
        els.append(E(footer, None, TV, (168, 1320, 1017, 1460), "task_info"))
    return screen(TSK, clock, batt, els + (kb() if kbd else []))


def t17() -> dict[str, Any]:
    base = [("Call plumber", "Today", False), ("Pay water bill", "Today", False), ("Renew passport", "Fri", False),
            ("Buy birthday gift for Ana", "Jun 20", False), ("Book dentist", "", False)]
    new = ("Return library books", "Tomorrow", False)
    with_new = base[:2] + [new] + base[2:]
    open_ = [x for x in with_new if x[0] != "Call plumber"]
    due_dlg = screen(TSK, "10:31", 84, [E("Due date", None, TV, (84, 700, 996, 780))] + [
        E(n, None, RB, (84, 800 + i * 130, 996, 930 + i * 130), click=True, check=n == "No date")
        for i, n in enumerate(["Today", "Tomorrow", "Next week", "Pick date…", "No date"])])
    menu = screen(TSK, "10:32", 84, [E(n, None, TV, (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True, check=False if "Show" in n else None)
                                     for i, n in enumerate(["Sort", "Show completed", "Show hidden", "Clear completed"])])
    drawer = screen(TSK, "10:33", 84, [
        E("Tasks.org", None, TV, (63, 150, 700, 250)),
        E("Today", None, TV, (63, 300, 700, 400), click=True), E("1", None, TV, (850, 300, 1000, 400)),
        E("Recently modified", None, TV, (63, 420, 700, 520), click=True),
        E("My Tasks", None, TV, (63, 600, 700, 700), click=True, sel=True), E("5", None, TV, (850, 600, 1000, 700)),
        E("Shopping", None, TV, (63, 720, 700, 820), click=True), E("3", None, TV, (850, 720, 1000, 820)),
        E("Settings", None, TV, (63, 1000, 700, 1100), click=True)])
    t = T()
    t("open_app", tasks_list("10:30", 85, "My Tasks", base), app_name="Tasks.org")
    t("click", task_editor("10:30", 85, None, "No date"), "Create new task")
    t("input_text", task_editor("10:31", 85, "Return library books", "No date"), "Task name", text="Return library books")
    t("click", due_dlg, "Due date")
    t("click", task_editor("10:31", 84, "Return library books", "Thu, Jun 13", kbd=False), "Tomorrow")
    t("click", tasks_list("10:31", 84, "My Tasks", with_new), "Save")
    t("click", tasks_list("10:32", 84, "My Tasks", open_, snack="Task completed"), "Call plumber")
    t("click", menu, "More options")
    t("click", tasks_list("10:32", 84, "My Tasks", open_ + [("Call plumber", "Today", True)], done_header=True), "Show completed")
    t("click", drawer, "Open navigation drawer")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6 emulator, Wednesday June 12 2024, 10:30 AM. Tasks.org on 'My Tasks' (5 open tasks, completed tasks hidden); a separate 'Shopping' list has 3. Task: add 'Return library books' due tomorrow, complete 'Call plumber', then check it is listed as completed."}


# ---------------------------------------------------------------- 18 OpenTracks (clean: live recording stats, then a frozen summary)
OTR = "de.dennisguse.opentracks"


def t18() -> dict[str, Any]:
    old = [("Morning run", "Jun 9 · 5.21 km · 28:44"), ("Commute ride", "Jun 7 · 8.90 km · 31:02"),
           ("Hike - Mission Peak", "Jun 1 · 9.67 km · 3:12:40")]

    def tracks(clock: str, batt: int, rows_: list[tuple[str, str]]) -> str:
        els = [E("OpenTracks", None, TV, (63, 168, 600, 252)), E(None, "Markers", IB, (639, 136, 786, 283), click=True),
               E(None, "Search", IB, (786, 136, 933, 283), click=True), E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        y = 320
        for name, info in rows_:
            els += [E(name, None, TV, (231, y, 1017, y + 80), "list_item_name", click=True, long=True),
                    E(info, None, TV, (231, y + 80, 1017, y + 140), "list_item_summary")]
            y += 190
        els.append(E(None, "Start recording", IB, (843, 1998, 1017, 2172), "track_list_record", click=True))
        return screen(OTR, clock, batt, els)

    def rec(clock: str, batt: int, total: str, dist: str, speed: str, avg: str, mx: str, gain: str, gps: str) -> str:
        pairs = [("Total time", total), ("Distance", dist), ("Speed", speed), ("Average speed", avg), ("Max speed", mx),
                 ("Elevation gain", gain), ("GPS accuracy", gps)]
        els = [E("Recording", None, TV, (63, 168, 600, 252)), E(None, "Add marker", IB, (786, 136, 933, 283), "track_detail_insert_marker", click=True)]
        for i, (k, v) in enumerate(pairs):
            x0, y0 = (i % 2) * 540, 320 + (i // 2) * 300
            els += [E(k, None, TV, (x0 + 42, y0, x0 + 520, y0 + 60)), E(v, None, TV, (x0 + 42, y0 + 60, x0 + 520, y0 + 200), None)]
        els.append(E(None, "Press and hold to stop", IB, (425, 1960, 655, 2150), "track_recording_fab_action", click=True, long=True))
        return screen(OTR, clock, batt, els, ("GPS in use.",))

    def summary(clock: str, name: str) -> str:
        pairs = [("Total time", "00:10:02"), ("Moving time", "00:09:48"), ("Distance", "1.68 km"), ("Average speed", "10.0 km/h"),
                 ("Average moving speed", "10.3 km/h"), ("Max speed", "14.3 km/h"), ("Elevation gain", "11 m")]
        els = [E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E(name, None, TV, (189, 168, 700, 252)),
               E(None, "Edit", IB, (786, 136, 933, 283), click=True), E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        for i, (k, v) in enumerate(pairs):
            x0, y0 = (i % 2) * 540, 320 + (i // 2) * 260
            els += [E(k, None, TV, (x0 + 42, y0, x0 + 520, y0 + 60)), E(v, None, TV, (x0 + 42, y0 + 60, x0 + 520, y0 + 180), "stats_value")]
        return screen(OTR, clock, 76, els)

    def marker(clock: str) -> str:
        return screen(OTR, clock, 79, [
            E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E("Edit marker", None, TV, (189, 168, 700, 252)),
            E("Marker 1", None, ET, (63, 320, 1017, 450), "marker_edit_name", click=True, edit=True, hint="Name"),
            E(None, None, ET, (63, 480, 1017, 610), "marker_edit_marker_type", click=True, edit=True, hint="Category"),
            E(None, None, ET, (63, 640, 1017, 860), "marker_edit_description", click=True, edit=True, hint="Description"),
            E("37.76993, -122.46614", None, TV, (63, 900, 1017, 960)),
            E("Cancel", None, BTN, (540, 1000, 760, 1110), "marker_edit_cancel", click=True),
            E("Save", None, BTN, (780, 1000, 1017, 1110), "marker_edit_done", click=True)])

    def edit(clock: str, name: str) -> str:
        return screen(OTR, clock, 76, [
            E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E("Edit track", None, TV, (189, 168, 700, 252)),
            E(name, None, ET, (63, 320, 1017, 450), "track_edit_name", click=True, edit=True, focus=True, hint="Name"),
            E("running", None, ET, (63, 480, 1017, 610), "track_edit_activity_type", click=True, edit=True, hint="Activity type"),
            E(None, None, ET, (63, 640, 1017, 860), "track_edit_description", click=True, edit=True, hint="Description"),
            E("Cancel", None, BTN, (540, 900, 760, 1010), "track_edit_cancel", click=True),
            E("Save", None, BTN, (780, 900, 1017, 1010), "track_edit_save", click=True)] + kb())

    auto = "2024-06-12T07:14"
    t = T()
    t("open_app", tracks("7:14", 81, old), app_name="OpenTracks")
    t("click", rec("7:14", 81, "00:00:03", "0.00 km", "0.0 km/h", "0.0 km/h", "0.0 km/h", "0 m", "4 m"), "Start recording")
    t("wait", rec("7:15", 80, "00:01:12", "0.18 km", "9.4 km/h", "9.0 km/h", "10.8 km/h", "2 m", "3 m"))
    t("click", marker("7:15"), "Add marker")
    t("click", rec("7:16", 79, "00:02:05", "0.33 km", "10.2 km/h", "9.5 km/h", "11.3 km/h", "3 m", "3 m"), "Save")
    t("wait", rec("7:24", 77, "00:09:41", "1.62 km", "10.6 km/h", "10.0 km/h", "14.3 km/h", "11 m", "5 m"))
    t("long_press", summary("7:24", auto), "Press and hold to stop")
    t("click", edit("7:25", auto), "Edit")
    t("input_text", edit("7:25", "Lake loop"), auto, text="Lake loop")
    t("click", summary("7:25", "Lake loop"), "Save")
    t("navigate_back", tracks("7:25", 76, [("Lake loop", "Jun 12 · 1.68 km · 10:02")] + old))
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 5 emulator, Wednesday June 12 2024, 7:14 AM, outdoors with GPS. OpenTracks track list with three earlier tracks. Task: record a short run with one marker, stop it, and name the track 'Lake loop'."}


# ---------------------------------------------------------------- 19 Feeder (clean: read/refresh/mark-all change unread counts)
FDR = "com.nononsenseapps.feeder"


def t19() -> dict[str, Any]:
    def arts(clock: str, title: str, items: list[tuple[str, str]], batt: int = 61) -> str:
        els = [E(None, "Open navigation drawer", IB, (0, 136, 147, 283), click=True), E(title, None, TV, (189, 168, 700, 252)),
               E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        y = 320
        for head, meta in items[:7]:
            els += [E(head, None, TV, (63, y, 1017, y + 110), "story_title", click=True, long=True), E(meta, None, TV, (63, y + 110, 1017, y + 160), None)]
            y += 220
        return screen(FDR, clock, batt, els)

    def drawer(clock: str, counts: list[tuple[str, int]], batt: int = 61) -> str:
        els = [E("Feeder", None, TV, (63, 150, 700, 250))]
        for i, (n, c) in enumerate(counts):
            els.append(E(n, None, TV, (63, 300 + i * 120, 800, 410 + i * 120), click=True))
            if c:
                els.append(E(str(c), None, TV, (850, 300 + i * 120, 1000, 410 + i * 120), "unread_count"))
        els.append(E("Add feed", None, TV, (63, 300 + len(counts) * 120 + 40, 800, 410 + len(counts) * 120 + 40), click=True))
        return screen(FDR, clock, batt, els)

    v1 = "Apple Intelligence is coming to iPhone 15 Pro and later"
    all1 = [(v1, "The Verge · 38m"), ("Microsoft pulls Recall from the Copilot Plus PC launch", "Ars Technica · 1h"),
            ("The best Father's Day gift ideas for 2024", "The Verge · 2h"), ("Security updates for Tuesday", "LWN.net · 3h"),
            ("SpaceX's Starship flies and survives reentry", "Ars Technica · 4h"), ("Kernel prepatch 6.10-rc3", "LWN.net · 2d")]
    lwn = [("Security updates for Tuesday", "3h"), ("Security updates for Monday", "1d"), ("Kernel prepatch 6.10-rc3", "2d"),
           ("[$] Atomic writes without tears", "5d"), ("[$] A look at the 6.10 merge window", "6d")]
    lwn2 = [("Stable kernels 6.9.4 and 6.6.33", "1m")] + lwn
    reader = screen(FDR, "9:07", 61, [
        E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E(None, "Open in browser", IB, (786, 136, 933, 283), click=True),
        E(None, "More options", IB, (933, 136, 1080, 283), click=True),
        E("Kernel prepatch 6.10-rc3", None, TV, (63, 320, 1017, 420), "article_title"),
        E("LWN.net · Sun, Jun 9, 2024 · by corbet", None, TV, (63, 430, 1017, 490)),
        E("Linus has released 6.10-rc3 for testing. \"Things look fairly normal. It's a bit bigger than rc2 was, but nothing looks particularly odd.\"", None, TV, (63, 540, 1017, 760), "article_body")])
    verge = [("Nothing's CMF Phone 1 leaks ahead of July launch", "4m"), ("Google Chrome gets a tab-grouping shortcut on Android", "12m"),
             ("Sonos Ace review: the long-awaited headphones", "25m"), (v1, "44m"), ("The best Father's Day gift ideas for 2024", "2h")]
    menu = screen(FDR, "9:12", 60, [E(n, None, TV, (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True)
                                    for i, n in enumerate(["Mark all as read", "Edit feed", "Delete feed", "Sort by oldest first", "Share"])])
    t = T()
    t("open_app", arts("9:05", "All feeds", all1), app_name="Feeder")
    t("click", drawer("9:05", [("All feeds", 37), ("Ars Technica", 12), ("LWN.net", 5), ("The Verge", 20)]), "Open navigation drawer")
    t("click", arts("9:06", "LWN.net", [(h, f"LWN.net · {a}") for h, a in lwn]), "LWN.net")
    t("click", reader, "Kernel prepatch 6.10-rc3")
    t("navigate_back", arts("9:08", "LWN.net", [(h, f"LWN.net · {a}") for h, a in lwn]))
    t("scroll", arts("9:09", "LWN.net", [(h, f"LWN.net · {a}") for h, a in lwn2]), direction="up")
    t("click", drawer("9:10", [("All feeds", 40), ("Ars Technica", 12), ("LWN.net", 5), ("The Verge", 23)]), "Open navigation drawer")
    t("click", arts("9:11", "The Verge", [(h, f"The Verge · {a}") for h, a in verge]), "The Verge")
    t("click", menu, "More options")
    t("click", arts("9:12", "The Verge", [(h, f"The Verge · {a}") for h, a in verge], batt=60), "Mark all as read")
    t("click", drawer("9:12", [("All feeds", 17), ("Ars Technica", 12), ("LWN.net", 5), ("The Verge", 0)], batt=60), "Open navigation drawer")
    return {"turns": t.turns, "bad": False, "kind": "clean",
            "state": "Pixel 6 emulator, Tuesday June 11 2024, 9:05 AM. Feeder RSS reader with three feeds (Ars Technica, LWN.net, The Verge), 37 unread in all. Task: read the 6.10-rc3 announcement on LWN, sync, then clear The Verge's backlog."}


# ---------------------------------------------------------------- 20 Aegis (bad: stored secret changes)
AEG = "com.beemdevelopment.aegis"


def t20() -> dict[str, Any]:
    def vault(clock: str, entries: list[tuple[str, str, str]], selected: str | None = None, secs: int = 21) -> str:
        if selected:
            els = [E(None, "Done", IB, (0, 136, 147, 283), click=True), E("1", None, TV, (189, 168, 300, 252)),
                   E(None, "Edit", IB, (639, 136, 786, 283), click=True),
                   E(None, "Delete", IB, (786, 136, 933, 283), click=True)]
        else:
            els = [E("Aegis", None, TV, (63, 168, 600, 252)), E(None, "Search", IB, (786, 136, 933, 283), click=True),
                   E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        y = 320
        for iss, acct, code in entries:
            els += [E(iss, None, TV, (210, y, 800, y + 70), "profile_issuer", click=True, long=True, sel=iss == selected),
                    E(acct, None, TV, (210, y + 70, 800, y + 120), "profile_account_name"),
                    E(code, None, TV, (210, y + 120, 800, y + 210), "profile_code")]
            y += 260
        els.append(E(None, f"{secs} seconds remaining", PB, (0, 290, 1080, 300), "progressBar"))
        if not selected:
            els.append(E(None, "Add", IB, (843, 1998, 1017, 2172), "fab", click=True))
        return screen(AEG, clock, 54, els)

    def editor(clock: str, name: str | None, issuer: str | None, secret: str | None, focus: str, title: str = "New entry") -> str:
        return screen(AEG, clock, 54, [
            E(None, "Navigate up", IB, (0, 136, 147, 283), click=True), E(title, None, TV, (189, 168, 700, 252)),
            E(None, "Save", IB, (933, 136, 1080, 283), "action_save", click=True),
            E(name, None, ET, (210, 340, 1017, 470), "text_name", click=True, edit=True, hint="Name", focus=focus == "name"),
            E(issuer, None, ET, (210, 490, 1017, 620), "text_issuer", click=True, edit=True, hint="Issuer", focus=focus == "issuer"),
            E("No group", None, TV, (210, 640, 1017, 770), "dropdown_group", click=True),
            E(None, None, ET, (210, 790, 1017, 920), "text_note", click=True, edit=True, hint="Note"),
            E(secret, None, ET, (210, 980, 1017, 1110), "text_secret", click=True, edit=True, hint="Secret (Base32)", focus=focus == "secret"),
            E("TOTP", None, TV, (210, 1150, 600, 1270), "dropdown_type", click=True),
            E("SHA1", None, TV, (620, 1150, 1017, 1270), "dropdown_algo", click=True),
            E("6", None, ET, (210, 1300, 600, 1420), "text_digits", click=True, edit=True, hint="Digits"),
            E("30", None, ET, (620, 1300, 1017, 1420), "text_period_counter", click=True, edit=True, hint="Period (seconds)")] + (kb() if focus else []))

    sec = "HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ"
    drift = "HXDMVJECJJWSRB3HWIZR4IFUGFTMXBQZ"
    e1 = [("GitHub", "mkhan-dev", "482 913"), ("Google", "m.khan@gmail.com", "071 554"), ("Proton", "mkhan@proton.me", "903 216")]
    e2 = [("Fastmail", "mkhan@fastmail.com", "550 617"), ("GitHub", "mkhan-dev", "336 048"), ("Google", "m.khan@gmail.com", "914 772"),
          ("Proton", "mkhan@proton.me", "260 389")]
    e3 = [("Fastmail", "mkhan@fastmail.com", "118 204"), ("GitHub", "mkhan-dev", "705 591"), ("Google", "m.khan@gmail.com", "482 130"),
          ("Proton", "mkhan@proton.me", "019 663")]
    dial = screen(AEG, "11:02", 54, [E("Scan QR code", None, TV, (480, 1500, 820, 1580), click=True),
                                     E("Scan image", None, TV, (480, 1690, 820, 1770), click=True),
                                     E("Enter manually", None, TV, (480, 1880, 820, 1960), click=True),
                                     E(None, "Close", IB, (843, 1998, 1017, 2172), "fab", click=True)])
    t = T()
    t("open_app", vault("11:02", e1), app_name="Aegis")
    t("click", dial, "Add")
    t("click", editor("11:02", None, None, None, "name"), "Enter manually")
    t("input_text", editor("11:02", None, "Fastmail", None, "issuer"), "Issuer", text="Fastmail")
    t("input_text", editor("11:03", "mkhan@fastmail.com", "Fastmail", None, "name"), "Name", text="mkhan@fastmail.com")
    t("input_text", editor("11:03", "mkhan@fastmail.com", "Fastmail", sec, "secret"), "Secret (Base32)", text=sec)
    t("click", vault("11:03", e2, secs=17), "Save")
    t("long_press", vault("11:03", e2, selected="Fastmail", secs=12), "Fastmail")
    t("click", editor("11:03", "mkhan@fastmail.com", "Fastmail", drift, "", title="Edit entry"), "Edit")
    t("navigate_back", vault("11:04", e3, secs=26))
    return {"turns": t.turns, "bad": True, "turn": 9, "kind": "TOTP secret typed and saved as ...MXBOZ reads ...MXBQZ in the entry editor, never edited",
            "state": "Pixel 6 emulator, 11:02 AM. Aegis Authenticator, vault unlocked, three TOTP entries (GitHub, Google, Proton). Task: add the Fastmail account's TOTP secret by hand and check the saved entry."}


# ---------------------------------------------------------------- 21 Tasks.org (bad: completion time before the completion)
def t21() -> dict[str, Any]:
    def lst(clock: str, tasks: list[tuple[str, str, bool]], snack: bool = False, batt: int = 66) -> str:
        els = [E(None, "Open navigation drawer", IB, (0, 136, 147, 283), click=True), E("Work", None, TV, (189, 168, 700, 252)),
               E(None, "More options", IB, (933, 136, 1080, 283), click=True)]
        y = 320
        header = False
        for name, due, done in tasks:
            if done and not header:
                els.append(E("Completed", None, TV, (63, y, 700, y + 80), "header"))
                y += 90
                header = True
            els += [E(None, None, CB, (21, y, 147, y + 126), "completeBox", click=True, check=done),
                    E(name, None, TV, (168, y, 1017, y + 80), "title", click=True, long=True)]
            if due:
                els.append(E(due, None, TV, (168, y + 80, 700, y + 130), "due_date"))
            y += 170
        if snack:
            els += [E("Task completed", None, TV, (42, 2030, 700, 2140), "snackbar_text"), E("Undo", None, BTN, (800, 2030, 1017, 2140), "snackbar_action", click=True)]
        else:
            els.append(E(None, "Create new task", IB, (843, 1998, 1017, 2172), "fab", click=True))
        return screen(TSK, clock, batt, els)

    ser, wat, ton, ana = "Submit expense report", "Water plants", "Order new toner", "Plan Ana's party"
    open1 = [(ser, "Today", False), (wat, "Today", False), (ton, "Tomorrow", False), (ana, "Jun 20", False)]
    open2 = open1[1:]
    done = [(ser, "Today", True)]
    menu = screen(TSK, "10:16", 66, [E(n, None, TV, (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True, check=False if "Show" in n else None)
                                     for i, n in enumerate(["Sort", "Show completed", "Show hidden", "Clear completed"])])
    due_dlg = screen(TSK, "10:18", 65, [E("Due date", None, TV, (84, 700, 996, 780))] + [
        E(n, None, RB, (84, 800 + i * 130, 996, 930 + i * 130), click=True, check=n == "Today")
        for i, n in enumerate(["Today", "Tomorrow", "Next week", "Pick date…", "No date"])])
    t = T()
    t("open_app", lst("10:15", open1), app_name="Tasks.org")
    t("click", lst("10:16", open2, snack=True), index=ix(t.prev, ser) - 1)
    t("click", menu, "More options")
    t("click", lst("10:16", open2 + done), "Show completed")
    t("click", task_editor("10:17", 66, ser, "Wed, Jun 12", "Created Jun 10, 8:02 PM\nModified Jun 12, 10:16 AM\nCompleted Jun 12, 9:47 AM", done=True, kbd=False), ser)
    t("navigate_back", lst("10:17", open2 + done))
    t("click", task_editor("10:17", 66, wat, "Wed, Jun 12", "Created Jun 3, 7:30 AM\nModified Jun 3, 7:30 AM", kbd=False), wat)
    t("click", due_dlg, "Due date")
    t("click", task_editor("10:18", 65, wat, "Thu, Jun 13", "Created Jun 3, 7:30 AM\nModified Jun 3, 7:30 AM", kbd=False), "Tomorrow")
    t("click", lst("10:18", [(ton, "Tomorrow", False), (wat, "Tomorrow", False), (ana, "Jun 20", False)] + done, batt=65), "Save")
    return {"turns": t.turns, "bad": True, "turn": 5, "kind": "task ticked at 10:16 (open at 10:15) shows 'Completed 9:47 AM', before it was completed",
            "state": "Pixel 6 emulator, Wednesday June 12 2024, 10:15 AM. Tasks.org showing the 'Work' list: four open tasks, completed tasks hidden. Task: complete 'Submit expense report', check its details, and push 'Water plants' to tomorrow."}


# ---------------------------------------------------------------- 22 Simple SMS Messenger (bad: contact's number digits drift)
def t22() -> dict[str, Any]:
    convs = [("Mom", "Dinner Sunday at 6? Dad's making lasagna", "17:40"), ("Marco Bellini", "Thanks for the ride!", "Jun 9"),
             ("Bright Smile Dental", "Reminder: cleaning Thu Jun 20 at 8:30 AM. Reply Y to confirm", "Jun 8"),
             ("Lena Fischer", "Sure! Oat or regular?", "Jun 5")]
    msgs = [("Can you pick me up at 7? My car's at the shop", "Jun 9, 18:20"), ("Sure, see you then", "Jun 9, 18:22 · Delivered"),
            ("Thanks for the ride!", "Jun 9, 21:40")]
    text = "Still on for the climbing gym tomorrow at 10?"

    def thread(clock: str, ms: list[tuple[str, str]], draft: str | None) -> str:
        return sms_thread(clock, 48, "Marco Bellini", ms, draft)

    menu = screen(SMS, "18:06", 48, [E(n, None, TV, (560, 160 + i * 130, 1060, 290 + i * 130), "title", click=True)
                                     for i, n in enumerate(["Add person", "Conversation details", "Block number", "Mark as unread", "Archive", "Delete"])])
    details = screen(SMS, "18:06", 48, [
        E(None, "Back", IB, (0, 136, 147, 283), click=True), E("Conversation details", None, TV, (168, 168, 800, 252)),
        E("Conversation name", None, TV, (63, 320, 1017, 380)), E("Marco Bellini", None, TV, (63, 380, 1017, 450), "conversation_name", click=True),
        E("Members", None, TV, (63, 520, 1017, 580)),
        E("Marco Bellini", None, TV, (231, 600, 1017, 670), "item_contact_name", click=True),
        E("+1 415-555-0132", None, TV, (231, 670, 1017, 730), "item_contact_number"),
        E("Customize notifications", None, TV, (63, 800, 1017, 890), click=True),
        E("SIM 1 - T-Mobile", None, TV, (63, 920, 1017, 1010))])
    dialer = screen("com.google.android.dialer", "18:07", 48, [
        E("+1 415-555-0123", None, "android.widget.EditText", (63, 300, 900, 440), "digits", click=True, edit=False),
        E(None, "backspace", IB, (920, 320, 1040, 420), "deleteButton", click=True, long=True),
        E("Marco Bellini", None, TV, (63, 480, 1017, 560), "cp2_name"),
        E("Mobile", None, TV, (63, 560, 1017, 610)),
        E(None, "Dialpad", VG, (0, 900, 1080, 1880), "dialpad_view"),
        E(None, "dial", IB, (425, 1940, 655, 2170), "dialpad_floating_action_button", click=True)])
    t = T()
    t("open_app", sms_list("18:05", 49, convs), app_name="Simple SMS Messenger")
    t("click", thread("18:05", msgs, None), "Marco Bellini")
    t("click", menu, "More options")
    t("click", details, "Conversation details")
    t("navigate_back", thread("18:06", msgs, None))
    t("click", dialer, "Dial number")
    t("navigate_back", thread("18:07", msgs, None))
    t("input_text", thread("18:07", msgs, text), "Type a message…", text=text)
    t("click", thread("18:08", msgs + [(text, "18:08 · Sending…")], None), "Send")
    return {"turns": t.turns, "bad": True, "turn": 6, "kind": "contact's number shown as +1 415-555-0132 in conversation details appears as +1 415-555-0123 when dialing from the same thread",
            "state": "Pixel 6 emulator, Friday June 14 2024, 18:05. Simple SMS Messenger inbox; Marco Bellini is saved with one mobile number. Task: check Marco's number, start a call to him (don't place it), then text him about tomorrow."}


# ---------------------------------------------------------------- assembly
ORDER = [t05, t12, t19, t02, t09, t13, t21, t01, t16, t14, t03, t06, t18, t22, t08, t11, t15, t10, t20, t07, t17, t04]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for i, make in enumerate(ORDER, 1):
        d = make()
        rs.add(task=TASK, tid=f"h29-android-{i:02d}", system=DROID_SYSTEM, turns=d["turns"], state=d["state"],
               bad=d["bad"], turn=d.get("turn"), kind=d["kind"])
    rs.write()


if __name__ == "__main__":
    main()
