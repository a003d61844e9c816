# ruff: noqa: E501
"""holdout6, android domain: a frozen held-out set for the decoherence warnings (22 trajectories, 11 bad, 11 clean).

Written by hand from knowledge of real Android apps as an AndroidWorld-style UI element list shows them
(Settings Wi-Fi and Display, Clock, Contacts, Simple Calendar Pro, Markor, Files by Google, Simple SMS
Messenger, Pro Expense, Tasks.org, OpenTracks). It was written WITHOUT reading the detectors, their tests,
their rules or any earlier labeled set; only the row kit (rowkit2) is reused.

Each app is played twice: a clean run full of legitimate changes (status-bar clock advancing across 12:00,
battery draining, a timer counting down, a recording's time and distance growing, Wi-Fi link speed
fluctuating, lists re-sorting, relative times moving) and a bad run that tells the same story except for
exactly ONE detail at the labeled turn that contradicts an earlier observation.

Run: ``.venv/bin/python -m tests.decoherence.independent.holdout6_parts.android.make`` writes
``android_test.jsonl`` and ``labels.json`` next to this file.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import RowSet

OUT = Path(__file__).resolve().parent
SYSTEM = ("You are an Android world model. The agent controls a Pixel phone with AndroidWorld actions (click, "
          "long_press, input_text, scroll, swipe, navigate_back, navigate_home, open_app, wait, keyboard_enter) "
          "that point at elements by their index. Given the history, the current screen's UI element list and "
          "the action, output the next screen's UI element list in the same notation inside "
          "<predicted_observation></predicted_observation>.")

TV, BTN, IMG, EDIT, SW, LIN, FRAME, RV, CHK, IMGB = ("android.widget.TextView", "android.widget.Button", "android.widget.ImageView",
                                                     "android.widget.EditText", "android.widget.Switch", "android.widget.LinearLayout",
                                                     "android.widget.FrameLayout", "androidx.recyclerview.widget.RecyclerView",
                                                     "android.widget.CheckBox", "android.widget.ImageButton")


def act(action_type: str, **kw: Any) -> str:
    return json.dumps({"action_type": action_type, **kw})


class Screen:
    """One screen: status bar (clock, battery) and then the app's elements, laid out top to bottom."""

    def __init__(self, pkg: str, clock: str, batt: int) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.key: dict[str, int] = {}
        self.y = 150
        self.add(clock, rid="com.android.systemui:id/clock", pkg="com.android.systemui", box=(42, 148, 38, 101))
        self.add(None, LIN, rid="com.android.systemui:id/battery", desc=f"Battery {batt} percent.", pkg="com.android.systemui", box=(962, 1038, 46, 93))

    def add(self, text: str | None, cls: str = TV, *, rid: str | None = None, desc: str | None = None, key: str | None = None,
            pkg: str | None = None, box: tuple[int, int, int, int] | None = None, h: int = 132, x: tuple[int, int] = (0, 1080),
            click: bool = False, checked: bool = False, checkable: bool = False, edit: bool = False, focused: bool = False,
            scroll: bool = False, selected: bool = False, long: bool = False) -> int:
        if box is None:
            box = (x[0], x[1], self.y, self.y + h)
            self.y += h
        self.els.append(dict(text=text, content_description=desc, class_name=cls,
                             bbox=f"BoundingBox(x_min={box[0]}, x_max={box[1]}, y_min={box[2]}, y_max={box[3]})",
                             is_checked=checked, is_clickable=click, is_editable=edit, is_focused=focused, is_scrollable=scroll, is_selected=selected, package_name=pkg or self.pkg,
                             resource_name=(rid if rid is None or ":" in rid else f"{self.pkg}:id/{rid}")))
        i = len(self.els) - 1
        if key:
            self.key[key] = i
        return i

    def __str__(self) -> str:
        out = []
        for i, e in enumerate(self.els):
            parts = []
            for k, v in e.items():
                parts.append(f"{k}_pixels={v}" if k == "bbox" else f"{k}={v!r}")
            out.append(f"UI element {i}: UIElement(" + ", ".join(parts) + ")")
        return "\n".join(out)


class Traj:
    def __init__(self, first: Screen) -> None:
        self.state = str(first)
        self.turns: list[tuple[str, str]] = []
        self.s = first

    def go(self, action: str, screen: Screen) -> Screen:
        self.turns.append((action, str(screen)))
        self.s = screen
        return screen

    def click(self, key: str, screen: Screen, kind: str = "click") -> Screen:
        return self.go(act(kind, index=self.s.key[key]), screen)

    @property
    def n(self) -> int:
        return len(self.turns) + 1


Scenario = Callable[[bool], tuple[Traj, int | None, str]]


# ---------------------------------------------------------------------------------------------------------
# 1. Settings > Internet: network details, forget a saved network, details again
# ---------------------------------------------------------------------------------------------------------
ST = "com.android.settings"


def internet(clock: str, batt: int) -> Screen:
    s = Screen(ST, clock, batt)
    s.add(None, IMGB, desc="Navigate up", rid="com.android.settings:id/action_bar", click=True, key="up", h=147)
    s.add("Internet", rid="collapsing_toolbar", h=180)
    s.add("Wi‑Fi", rid="android:id/title")
    s.add(None, SW, rid="switch_widget", click=True, checkable=True, checked=True, box=(891, 1017, 648, 780))
    s.add("Harbor-5G", rid="android:id/title", click=True, key="harbor")
    s.add("Connected", rid="android:id/summary")
    s.add(None, IMGB, desc="Settings", rid="settings_button", click=True, key="harbor_gear", box=(954, 1080, 780, 912))
    for net in ("Harbor-2G", "DIRECT-7C-HP OfficeJet 8020", "Vodafone-B2F1"):
        s.add(net, rid="android:id/title", click=True)
    s.add("Add network", rid="android:id/title", click=True)
    s.add("Saved networks", rid="android:id/title", click=True, key="saved")
    s.add("4 networks", rid="android:id/summary")
    return s


def wifi_details(clock: str, batt: int, sig: str, speed: str, sec: str, scrolled: bool = False, forgot: bool = False) -> Screen:
    s = Screen(ST, clock, batt)
    s.add(None, IMGB, desc="Navigate up", click=True, key="up", h=147)
    s.add("Network details", rid="collapsing_toolbar", h=180)
    if not scrolled:
        s.add("Harbor-5G", rid="entity_header_title", h=100)
        s.add("Connected", rid="entity_header_summary", h=80)
        s.add("Forget", BTN, rid="button1", click=True, x=(0, 360))
        s.add("Disconnect", BTN, rid="button2", click=True, x=(360, 720), box=(360, 720, s.y - 132, s.y))
        s.add("Share", BTN, rid="button3", click=True, box=(720, 1080, s.y - 132, s.y))
        s.add("Auto‑connect", rid="android:id/title")
        s.add(None, SW, rid="switch_widget", checkable=True, checked=True, click=True, box=(891, 1017, s.y - 132, s.y))
    for k, v in (("Signal strength", sig), ("Frequency", "5 GHz"), ("Security", sec), ("Privacy", "Use randomized MAC")) + (
            (("Link speed", speed), ("Device MAC address", "7a:1c:e4:09:b3:5d"), ("IP address", "192.168.8.143"),
             ("Gateway", "192.168.8.1"), ("Subnet mask", "255.255.255.0"), ("DNS", "192.168.8.1")) if scrolled else ()):
        s.add(k, rid="android:id/title", h=70)
        s.add(v, rid="android:id/summary", h=70)
    return s


def saved(clock: str, batt: int, nets: list[str]) -> Screen:
    s = Screen(ST, clock, batt)
    s.add(None, IMGB, desc="Navigate up", click=True, key="up", h=147)
    s.add("Saved networks", rid="collapsing_toolbar", h=180)
    for n in nets:
        s.add(n, rid="android:id/title", click=True, key="n_" + n)
        if n == "Harbor-5G":
            s.add("Connected", rid="android:id/summary", h=60)
    return s


def s_wifi(bad: bool) -> tuple[Traj, int | None, str]:
    t = Traj(internet("11:58", 64))
    t.click("harbor_gear", wifi_details("11:58", 64, "Excellent", "866 Mbps", "WPA2-Personal"))
    t.go(act("scroll", direction="down"), wifi_details("11:58", 64, "Excellent", "866 Mbps", "WPA2-Personal", scrolled=True))
    t.go(act("navigate_back"), internet("11:59", 64))
    nets = ["CoffeeBar_Guest", "Harbor-2G", "Harbor-5G", "Hotel-Lindner-Free"]
    t.click("saved", saved("11:59", 64, nets))
    d = Screen(ST, "11:59", 64)
    d.add(None, IMGB, desc="Navigate up", click=True, key="up", h=147)
    d.add("CoffeeBar_Guest", rid="collapsing_toolbar", h=180)
    d.add("Not in range", rid="entity_header_summary", h=80)
    d.add("Forget", BTN, rid="button1", click=True, key="forget")
    d.add("Security", rid="android:id/title", h=70)
    d.add("None", rid="android:id/summary", h=70)
    t.click("n_CoffeeBar_Guest", d)
    s = saved("12:00", 63, nets[1:])
    s.add("Network forgotten", TV, pkg="com.android.settings", rid="android:id/message", box=(310, 770, 2050, 2140))
    t.click("forget", s)
    t.go(act("navigate_back"), internet("12:00", 63))
    t.s.els[-1]["text"] = "3 networks"  # the summary follows the forget
    t.turns[-1] = (t.turns[-1][0], str(t.s))
    bt = t.n
    t.click("harbor_gear", wifi_details("12:01", 63, "Good", "780 Mbps", "WPA3-Personal" if bad else "WPA2-Personal"))
    t.go(act("scroll", direction="down"), wifi_details("12:01", 63, "Good", "720 Mbps", "WPA3-Personal" if bad else "WPA2-Personal", scrolled=True))
    return t, (bt if bad else None), "field_changed_without_action"


# ---------------------------------------------------------------------------------------------------------
# 2. Clock: switch an alarm off, run a timer, come back to the alarms
# ---------------------------------------------------------------------------------------------------------
DC = "com.google.android.deskclock"


def alarms(clock: str, batt: int, on: dict[str, bool], note: str) -> Screen:
    s = Screen(DC, clock, batt)
    for tab in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"):
        s.add(tab, rid="navigation_bar_item_large_label_view", click=True, selected=(tab == "Alarm"), key="tab_" + tab,
              box=(0 + 216 * ("Alarm Clock Timer Stopwatch Bedtime".split().index(tab)), 216 * ("Alarm Clock Timer Stopwatch Bedtime".split().index(tab) + 1), 2180, 2274))
    for tm, days in (("6:30 AM", "Tomorrow"), ("7:15 AM", "Mon, Tue, Wed, Thu, Fri"), ("9:00 AM", "Sat")):
        s.add(tm, rid="digital_clock", click=True, h=150)
        s.add(days, rid="days_of_week", h=60)
        s.add(None, SW, rid="onoff", click=True, checkable=True, checked=on[tm], desc=tm, key="sw_" + tm, box=(891, 1017, s.y - 170, s.y - 80))
    s.add(note, rid="next_alarm", h=70)
    s.add(None, IMGB, desc="Add alarm", rid="fab", click=True, box=(456, 624, 1980, 2148))
    return s


def timer(clock: str, batt: int, display: str, running: bool | None) -> Screen:
    s = Screen(DC, clock, batt)
    for i, tab in enumerate(("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")):
        s.add(tab, rid="navigation_bar_item_large_label_view", click=True, selected=(tab == "Timer"), key="tab_" + tab, box=(216 * i, 216 * (i + 1), 2180, 2274))
    if running is None:
        s.add(display, rid="timer_setup_time", h=220)
        for r, row in enumerate(("1 2 3", "4 5 6", "7 8 9", "- 0 -")):
            for c, d in enumerate(row.split()):
                if d != "-":
                    s.add(d, BTN, rid=f"timer_setup_digit_{d}", click=True, key="d" + d, box=(c * 360, (c + 1) * 360, 560 + r * 240, 800 + r * 240))
        s.add(None, IMGB, desc="Delete", rid="timer_setup_delete", click=True, box=(840, 1000, 390, 500))
        if display != "00h 00m 00s":
            s.add(None, IMGB, desc="Start", rid="fab", click=True, key="start", box=(456, 624, 1980, 2148))
    else:
        s.add("Timer", rid="timer_label", h=90)
        s.add(display, rid="timer_time_text", h=260)
        s.add("+1:00", BTN, rid="timer_add_time_button", click=True)
        s.add("Reset", BTN, rid="reset", click=True)
        s.add(None, IMGB, desc="Pause" if running else "Start", rid="fab", click=True, key="pause", box=(456, 624, 1980, 2148))
    return s


def s_clock(bad: bool) -> tuple[Traj, int | None, str]:
    on = {"6:30 AM": True, "7:15 AM": True, "9:00 AM": False}
    t = Traj(alarms("9:41", 88, on, "Alarm in 20 hours 49 minutes"))
    on["7:15 AM"] = False
    t.click("sw_7:15 AM", alarms("9:41", 88, on, "Alarm in 20 hours 49 minutes"))
    t.click("tab_Timer", timer("9:41", 88, "00h 00m 00s", None))
    t.click("d5", timer("9:41", 88, "00h 00m 05s", None))
    t.click("d0", timer("9:41", 88, "00h 00m 50s", None))
    t.click("d0", timer("9:42", 88, "00h 05m 00s", None))
    t.click("start", timer("9:42", 88, "4:58", True))
    t.go(act("wait"), timer("9:42", 88, "4:31", True))
    t.click("pause", timer("9:42", 87, "4:29", False))
    bt = t.n
    shown = dict(on, **({"7:15 AM": True} if bad else {}))
    t.click("tab_Alarm", alarms("9:43", 87, shown, "Alarm in 20 hours 47 minutes"))
    return t, (bt if bad else None), "value_reverted"


# ---------------------------------------------------------------------------------------------------------
# 3. Contacts: rename a contact, star another, search
# ---------------------------------------------------------------------------------------------------------
CT = "com.google.android.contacts"


def contacts(clock: str, batt: int, people: list[str], starred: set[str], query: str | None = None) -> Screen:
    s = Screen(CT, clock, batt)
    if query is None:
        s.add("Search contacts", rid="open_search_bar_text_view", click=True, key="search", h=140)
    else:
        s.add(query, EDIT, rid="search_src_text", edit=True, focused=True, click=True, key="q", h=140)
    if starred and query is None:
        s.add("Favorites", rid="header", h=80)
        for p in sorted(starred):
            s.add(p, rid="cliv_name_textview", click=True, key="fav_" + p)
    shown = sorted(people, key=str.lower) if query is None else [p for p in sorted(people, key=str.lower) if query.lower() in p.lower()]
    last = ""
    for p in shown:
        if query is None and p[0] != last:
            s.add(p[0], rid="section_header", h=70)
            last = p[0]
        s.add(p, rid="cliv_name_textview", click=True, long=False, key="p_" + p)
    if query is None:
        s.add(None, IMGB, desc="Create contact", rid="floating_action_button", click=True, box=(840, 1008, 1980, 2148))
    return s


def contact_card(clock: str, batt: int, name: str, phone: str, star: bool) -> Screen:
    s = Screen(CT, clock, batt)
    s.add(None, IMGB, desc="Navigate up", click=True, key="up", h=147)
    s.add(None, IMGB, desc="Remove from favorites" if star else "Add to favorites", rid="menu_star", click=True, key="star", box=(780, 906, 150, 297))
    s.add(None, IMGB, desc="Edit contact", rid="menu_edit", click=True, key="edit", box=(906, 1032, 150, 297))
    s.add(name, rid="large_title", h=160)
    s.add("Call", BTN, click=True, x=(0, 360))
    s.add(phone, rid="header", click=True, h=110)
    s.add("Mobile", rid="sub_header", h=60)
    return s


def contact_edit(clock: str, batt: int, first: str, last: str, phone: str, focus: str = "") -> Screen:
    s = Screen(CT, clock, batt)
    s.add(None, IMGB, desc="Cancel", click=True, h=147)
    s.add("Edit contact", h=100)
    s.add("Save", BTN, rid="editor_menu_save_button", click=True, key="save", box=(860, 1040, 160, 280))
    s.add(first, EDIT, rid="first_name", edit=True, click=True, focused=(focus == "first"), key="first")
    s.add(last, EDIT, rid="last_name", edit=True, click=True, key="last")
    s.add(phone, EDIT, rid="phone_number", edit=True, click=True, key="phone")
    return s


def s_contacts(bad: bool) -> tuple[Traj, int | None, str]:
    people = ["Aisha Brandt", "Dan Whitcombe", "Emeka Obi", "Grace Whitfield", "Priya Raman", "Zoltan Varga"]
    star: set[str] = set()
    t = Traj(contacts("4:12", 51, people, star))
    t.click("p_Dan Whitcombe", contact_card("4:12", 51, "Dan Whitcombe", "(303) 555-0148", False))
    t.click("edit", contact_edit("4:12", 51, "Dan", "Whitcombe", "(303) 555-0148"))
    t.go(act("input_text", text="Daniel", index=t.s.key["first"]), contact_edit("4:13", 51, "Daniel", "Whitcombe", "(303) 555-0148", focus="first"))
    t.click("save", contact_card("4:13", 51, "Daniel Whitcombe", "(303) 555-0148", False))
    t.go(act("navigate_back"), contacts("4:13", 51, ["Daniel Whitcombe" if p == "Dan Whitcombe" else p for p in people], star))
    people = ["Daniel Whitcombe" if p == "Dan Whitcombe" else p for p in people]
    t.click("p_Priya Raman", contact_card("4:13", 51, "Priya Raman", "(415) 555-0132", False))
    star.add("Priya Raman")
    t.click("star", contact_card("4:13", 51, "Priya Raman", "(415) 555-0132", True))
    t.go(act("navigate_back"), contacts("4:14", 50, people, star))
    t.click("search", contacts("4:14", 50, people, star, query=""))
    bt = t.n
    shown = ["Dan Whitcombe" if (bad and p == "Daniel Whitcombe") else p for p in people]
    t.go(act("input_text", text="whit", index=t.s.key["q"]), contacts("4:14", 50, shown, star, query="whit"))
    return t, (bt if bad else None), "rename_old_name"


# ---------------------------------------------------------------------------------------------------------
# 4. Simple Calendar Pro: add an event that crosses noon, look at it in the event list
# ---------------------------------------------------------------------------------------------------------
SC = "com.simplemobiletools.calendar.pro"


def sc_list(clock: str, batt: int, events: list[tuple[str, str, str]]) -> Screen:
    s = Screen(SC, clock, batt)
    s.add("Simple Calendar", rid="action_bar", h=147)
    s.add(None, IMGB, desc="Change view", rid="change_view", click=True, key="view", box=(780, 906, 150, 297))
    s.add(None, RV, rid="calendar_events_list", scroll=True, box=(0, 1080, 300, 2200))
    last = ""
    for day, title, when in events:
        if day != last:
            s.add(day, rid="event_section_title", h=80)
            last = day
        s.add(title, rid="event_item_title", click=True, key="e_" + title + day, h=70)
        s.add(when, rid="event_item_time", h=60)
    s.add(None, IMGB, desc="New event", rid="calendar_fab", click=True, key="fab", box=(840, 1008, 1980, 2148))
    return s


def sc_edit(clock: str, batt: int, title: str, sd: str, st: str, ed: str, et: str, focus: bool = False) -> Screen:
    s = Screen(SC, clock, batt)
    s.add(None, IMGB, desc="Back", click=True, h=147)
    s.add("New Event", h=100)
    s.add(None, IMGB, desc="Save", rid="save", click=True, key="save", box=(906, 1032, 150, 297))
    s.add(title, EDIT, rid="event_title", edit=True, click=True, focused=focus, key="title")
    s.add("Location", EDIT, rid="event_location", edit=True, click=True)
    s.add(sd, rid="event_start_date", click=True, key="sd", x=(0, 700), box=(0, 700, 620, 740))
    s.add(st, rid="event_start_time", click=True, key="st", box=(700, 1080, 620, 740))
    s.add(ed, rid="event_end_date", click=True, key="ed", box=(0, 700, 740, 860))
    s.add(et, rid="event_end_time", click=True, key="et", box=(700, 1080, 740, 860))
    s.add("15 minutes before", rid="event_reminder_1", click=True, box=(0, 1080, 900, 1010))
    return s


def s_calendar(bad: bool) -> tuple[Traj, int | None, str]:
    ev = [("Mon, October 16", "Gym", "6:30 AM - 7:30 AM"), ("Wed, October 18", "Dentist", "3:15 PM - 4:00 PM"),
          ("Fri, October 20", "Mira's birthday", "All day")]
    t = Traj(sc_list("10:48", 73, ev))
    t.click("fab", sc_edit("10:48", 73, "Title", "Sun, October 15, 2023", "11:00 AM", "Sun, October 15, 2023", "12:00 PM"))
    t.go(act("input_text", text="Team retro", index=t.s.key["title"]), sc_edit("10:48", 73, "Team retro", "Sun, October 15, 2023", "11:00 AM", "Sun, October 15, 2023", "12:00 PM", focus=True))
    base = ("Team retro", "Sun, October 15, 2023", "11:00 AM", "Sun, October 15, 2023", "12:00 PM")
    d = sc_edit("10:48", 73, *base)
    d.add("2023", TV, rid="android:id/date_picker_header_year", box=(60, 400, 700, 780))
    d.add("Sun, Oct 15", TV, rid="android:id/date_picker_header_date", box=(60, 700, 780, 900))
    for day in (15, 16, 17, 18):
        d.add(str(day), BTN, desc=f"{day} October 2023", rid="android:id/month_view", click=True, selected=(day == 15), key=f"d{day}",
              box=(90 + (day - 15) * 130, 210 + (day - 15) * 130, 1240, 1360))
    d.add("OK", BTN, rid="android:id/button1", click=True, key="ok", box=(800, 980, 1700, 1820))
    t.click("sd", d)
    d2 = sc_edit("10:48", 73, *base)
    for e in d.els[len(d2.els):]:
        d2.els.append(dict(e, is_selected=(e["text"] == "17"), text=("Tue, Oct 17" if e["text"] == "Sun, Oct 15" else e["text"])))
    d2.key = d.key
    t.click("d17", d2)
    # the end date follows the start date (the event keeps its length)
    t.click("ok", sc_edit("10:49", 73, "Team retro", "Tue, October 17, 2023", "11:00 AM", "Tue, October 17, 2023", "12:00 PM"))

    def picker(minute: str) -> Screen:
        p = sc_edit("10:49", 73, "Team retro", "Tue, October 17, 2023", "11:00 AM", "Tue, October 17, 2023", "12:00 PM")
        p.add("11", EDIT, rid="android:id/input_hour", edit=True, click=True, box=(160, 420, 1100, 1260))
        p.add(minute, EDIT, rid="android:id/input_minute", edit=True, click=True, focused=(minute != "00"), key="min", box=(480, 740, 1100, 1260))
        p.add("AM", TV, rid="android:id/am_pm_spinner", click=True, box=(780, 960, 1100, 1260))
        p.add("OK", BTN, rid="android:id/button1", click=True, key="ok", box=(800, 980, 1500, 1620))
        return p
    t.click("st", picker("00"))
    t.go(act("input_text", text="30", index=t.s.key["min"]), picker("30"))
    t.click("ok", sc_edit("10:49", 73, "Team retro", "Tue, October 17, 2023", "11:30 AM", "Tue, October 17, 2023", "12:30 PM"))
    ev2 = sorted(ev + [("Tue, October 17", "Team retro", "11:30 AM - 12:30 PM")], key=lambda e: int(e[0].split()[-1]))
    t.click("save", sc_list("10:49", 73, ev2))
    t.go(act("scroll", direction="down"), sc_list("10:50", 72, ev2 + [("Mon, October 23", "Gym", "6:30 AM - 7:30 AM"), ("Wed, October 25", "Parent-teacher evening", "6:00 PM - 7:30 PM")]))
    t.go(act("scroll", direction="up"), sc_list("10:50", 72, ev2))
    bt = t.n
    s = Screen(SC, "10:50", 72)
    s.add(None, IMGB, desc="Back", click=True, h=147)
    s.add("Team retro", rid="event_title", h=120)
    s.add(("Wed, October 18, 2023" if bad else "Tue, October 17, 2023"), rid="event_date", h=80)
    s.add("11:30 AM - 12:30 PM", rid="event_time", h=80)
    s.add("15 minutes before", rid="event_reminder", h=80)
    t.click("e_Team retroTue, October 17", s)
    return t, (bt if bad else None), "event_moved_without_edit"


# ---------------------------------------------------------------------------------------------------------
# 5. Markor: write a note, rename it, open it again
# ---------------------------------------------------------------------------------------------------------
MK = "net.gsantner.markor"


def mk_files(clock: str, batt: int, files: list[tuple[str, str]], *, dialog: str | None = None, val: str = "") -> Screen:
    s = Screen(MK, clock, batt)
    s.add("Markor", rid="toolbar", h=147)
    s.add("/storage/emulated/0/Documents/markor", rid="ui__filesystem_dialog__title", h=70)
    for name, info in files:
        s.add(name, rid="ui__filesystem_item__title", click=True, long=True, key="f_" + name, h=90)
        s.add(info, rid="ui__filesystem_item__description", h=50)
    s.add(None, IMGB, desc="Create a new file", rid="fab_add_new_item", click=True, key="fab", box=(840, 1008, 1980, 2148))
    if dialog:
        s.add(dialog, TV, rid="android:id/alertTitle", box=(80, 1000, 800, 900))
        s.add(val, EDIT, rid="new_name", edit=True, click=True, focused=True, key="name", box=(80, 1000, 920, 1040))
        s.add("OK", BTN, rid="android:id/button1", click=True, key="ok", box=(780, 1000, 1080, 1180))
    return s


def mk_editor(clock: str, batt: int, name: str, text: str, focus: bool = True) -> Screen:
    s = Screen(MK, clock, batt)
    s.add(None, IMGB, desc="Navigate up", click=True, h=147)
    s.add(name, rid="toolbar_title", h=80)
    s.add(None, IMGB, desc="Preview", rid="action_preview", click=True, box=(780, 906, 150, 297))
    s.add(text, EDIT, rid="document__fragment__edit__highlighting_editor", edit=True, click=True, focused=focus, key="body", h=900)
    return s


def s_markor(bad: bool) -> tuple[Traj, int | None, str]:
    files = [("meeting-notes.md", "Yesterday, 5:42 PM · 2.1 KB"), ("ideas.txt", "Oct 9 · 640 B"), ("todo.md", "Oct 2 · 1.3 KB")]
    t = Traj(mk_files("5:58", 42, files))
    t.click("fab", mk_files("5:58", 42, files, dialog="New file", val=""))
    t.go(act("input_text", text="groceries", index=t.s.key["name"]), mk_files("5:58", 42, files, dialog="New file", val="groceries"))
    t.click("ok", mk_editor("5:58", 42, "groceries.md", ""))
    body = "# Groceries\n- oat milk\n- red lentils\n- 6 limes\n- coriander"
    t.go(act("input_text", text=body, index=t.s.key["body"]), mk_editor("5:59", 42, "groceries.md", body))
    files2 = [("groceries.md", "Today, 5:59 PM · 58 B")] + files  # sorted by last modified, newest first
    t.go(act("navigate_back"), mk_files("5:59", 42, files2))
    t.click("f_groceries.md", mk_files("5:59", 42, files2, dialog="Rename", val="groceries.md"), kind="long_press")
    t.go(act("input_text", text="shopping.md", index=t.s.key["name"]), mk_files("6:00", 41, files2, dialog="Rename", val="shopping.md"))
    files3 = [("shopping.md", "Today, 5:59 PM · 58 B")] + files
    t.click("ok", mk_files("6:00", 41, files3))
    bt = t.n
    shown = body.replace("\n- 6 limes", "") if bad else body
    t.click("f_shopping.md", mk_editor("6:00", 41, "shopping.md", shown, focus=False))
    return t, (bt if bad else None), "content_changed_without_write"


# ---------------------------------------------------------------------------------------------------------
# 6. Files by Google: delete two downloads, sort by size, check the folder count
# ---------------------------------------------------------------------------------------------------------
FG = "com.google.android.apps.nbu.files"


def fg_folder(clock: str, batt: int, items: list[tuple[str, str, str]], sort: str = "Date modified (newest first)", selected: set[str] | None = None,
              confirm: int = 0, toast: str = "") -> Screen:
    s = Screen(FG, clock, batt)
    if selected:
        s.add(f"{len(selected)} selected", rid="selection_count", h=147)
        s.add(None, IMGB, desc="Delete", rid="action_delete", click=True, key="del", box=(906, 1032, 150, 297))
    else:
        s.add(None, IMGB, desc="Navigate up", click=True, h=147)
        s.add("Download", rid="title", h=90)
        s.add(f"{len(items)} items", rid="subtitle", h=60)
        s.add(f"Sort: {sort}", BTN, rid="sort_button", click=True, key="sort", h=100)
    for name, size, when in items:
        s.add(name, rid="file_name", click=True, long=True, selected=bool(selected and name in selected), key="f_" + name, h=90)
        s.add(f"{size} · {when}", rid="file_details", h=50)
    if confirm:
        s.add(f"Delete {confirm} files?", TV, rid="android:id/alertTitle", box=(80, 1000, 900, 1000))
        s.add("Files will be permanently deleted.", TV, rid="android:id/message", box=(80, 1000, 1000, 1090))
        s.add("Delete", BTN, rid="android:id/button1", click=True, key="confirm", box=(760, 1000, 1120, 1220))
    if toast:
        s.add(toast, TV, rid="android:id/message", pkg="com.android.systemui", box=(300, 780, 2030, 2120))
    return s


def s_files(bad: bool) -> tuple[Traj, int | None, str]:
    items = [("boarding-pass-LH1417.pdf", "212 kB", "Oct 14"), ("IMG_20231013_184522.jpg", "3.41 MB", "Oct 13"), ("statement_2023-09.pdf", "488 kB", "Oct 12"),
             ("Firefox-Setup.exe", "57.2 MB", "Oct 11"), ("podcast-ep112.mp3", "41.8 MB", "Oct 9"), ("lease-addendum.pdf", "1.2 MB", "Oct 7"),
             ("screen-20231004.mp4", "96.5 MB", "Oct 4"), ("receipt-7781.pdf", "64 kB", "Sep 29"), ("fonts.zip", "8.9 MB", "Sep 21")]
    t = Traj(fg_folder("2:05", 35, items))
    sel = {"statement_2023-09.pdf"}
    t.click("f_statement_2023-09.pdf", fg_folder("2:05", 35, items, selected=set(sel)), kind="long_press")
    sel.add("receipt-7781.pdf")
    t.click("f_receipt-7781.pdf", fg_folder("2:05", 35, items, selected=set(sel)))
    t.click("del", fg_folder("2:05", 35, items, selected=set(sel), confirm=2))
    items = [i for i in items if i[0] not in sel]
    t.click("confirm", fg_folder("2:06", 35, items, toast="2 files deleted"))
    t.click("sort", fg_folder("2:06", 35, items))
    for k, label in enumerate(("Name (A to Z)", "Date modified (newest first)", "Size (largest first)")):
        t.s.add(label, TV, rid="sort_option", click=True, key="opt" + str(k), box=(80, 1000, 1500 + k * 120, 1620 + k * 120))
    t.turns[-1] = (t.turns[-1][0], str(t.s))

    def size(v: str) -> float:
        n, u = v.split()
        return float(n) * (1024 if u == "MB" else 1)
    by_size = sorted(items, key=lambda i: -size(i[1]))
    bt = t.n
    shown = fg_folder("2:06", 35, by_size, sort="Size (largest first)")
    if bad:
        shown.els[4]["text"] = "8 items"
    t.click("opt2", shown)
    return t, (bt if bad else None), "count_mismatch"


# ---------------------------------------------------------------------------------------------------------
# 7. Settings > Display: dark theme on, screen timeout to 2 minutes, then the quick settings shade
# ---------------------------------------------------------------------------------------------------------
def display(clock: str, batt: int, dark: bool, timeout: str, dialog: bool = False) -> Screen:
    s = Screen(ST, clock, batt)
    s.add(None, IMGB, desc="Navigate up", click=True, key="up", h=147)
    s.add("Display", rid="collapsing_toolbar", h=180)
    s.add("Brightness level", rid="android:id/title", h=70)
    s.add("41%", rid="android:id/summary", h=60)
    s.add("Adaptive brightness", rid="android:id/title", h=70)
    s.add(None, SW, rid="switch_widget", click=True, checked=True, box=(891, 1017, s.y - 70, s.y))
    s.add("Dark theme", rid="android:id/title", click=True, h=70)
    s.add("Will never turn on automatically" if not dark else "Will never turn off automatically", rid="android:id/summary", h=60)
    s.add(None, SW, rid="switch_widget", click=True, checked=dark, key="dark", box=(891, 1017, s.y - 130, s.y))
    s.add("Screen timeout", rid="android:id/title", click=True, key="timeout", h=70)
    s.add(f"After {timeout} of inactivity", rid="android:id/summary", h=60)
    s.add("Font size", rid="android:id/title", click=True, h=70)
    s.add("Default", rid="android:id/summary", h=60)
    if dialog:
        s.add("Screen timeout", TV, rid="android:id/alertTitle", box=(80, 1000, 700, 800))
        for k, opt in enumerate(("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes")):
            s.add(opt, "android.widget.CheckedTextView", rid="android:id/text1", click=True, checked=(opt == timeout), key="to_" + opt,
                  box=(80, 1000, 820 + k * 110, 930 + k * 110))
    return s


def shade(clock: str, batt: int, tiles: dict[str, str]) -> Screen:
    s = Screen("com.android.systemui", clock, batt)
    s.add("Tue, Oct 17", TV, rid="com.android.systemui:id/date", h=90)
    for name, state in tiles.items():
        s.add(name, TV, rid="com.android.systemui:id/tile_label", click=True, desc=f"{name}, {state}", key="t_" + name, h=150)
        s.add(state, TV, rid="com.android.systemui:id/app_label", h=60)
    s.add(None, "android.widget.SeekBar", desc="Display brightness", rid="com.android.systemui:id/slider", h=120)
    return s


def s_display(bad: bool) -> tuple[Traj, int | None, str]:
    t = Traj(display("11:57", 91, False, "30 seconds"))
    t.click("dark", display("11:57", 91, True, "30 seconds"))
    t.click("timeout", display("11:57", 91, True, "30 seconds", dialog=True))
    t.click("to_2 minutes", display("11:58", 91, True, "2 minutes"))
    t.go(act("navigate_home"), _home("11:58", 91))
    tiles = {"Internet": "Harbor-5G", "Bluetooth": "On", "Flashlight": "Off", "Do Not Disturb": "Off", "Dark theme": "On", "Battery Saver": "Off"}
    t.go(act("swipe", direction="down"), shade("11:59", 90, tiles))
    tiles["Flashlight"] = "On"
    t.click("t_Flashlight", shade("11:59", 90, dict(tiles)))
    tiles["Flashlight"] = "Off"
    t.click("t_Flashlight", shade("12:00", 90, dict(tiles)))
    tiles["Do Not Disturb"] = "On"
    t.click("t_Do Not Disturb", shade("12:00", 90, dict(tiles)))
    bt = t.n
    t.go(act("swipe", direction="down"), _full_shade("12:01", 89, dict(tiles, **({"Dark theme": "Off"} if bad else {}))))
    return t, (bt if bad else None), "state_changed_without_write"


def _full_shade(clock: str, batt: int, tiles: dict[str, str]) -> Screen:
    more = dict(tiles, **{"Auto-rotate": "Off", "Hotspot": "Off", "Screen record": "Off", "Nearby Share": "Off"})
    s = shade(clock, batt, more)
    s.add(None, IMGB, desc="Edit order of settings", rid="com.android.systemui:id/edit", click=True, box=(700, 820, 2150, 2260))
    return s


def _home(clock: str, batt: int) -> Screen:
    s = Screen("com.google.android.apps.nexuslauncher", clock, batt)
    s.add("Tue, Oct 17", TV, rid="clock", click=True, h=100)
    for app in ("Phone", "Messages", "Chrome", "Camera"):
        s.add(app, TV, desc=app, click=True, long=True, h=220)
    s.add(None, FRAME, desc="Google search", rid="search_container_hotseat", click=True, h=150)
    return s


# ---------------------------------------------------------------------------------------------------------
# 8. Simple SMS Messenger: open an unread thread, send a message, back to the list, time passes
# ---------------------------------------------------------------------------------------------------------
SM = "com.simplemobiletools.smsmessenger"


def sm_list(clock: str, batt: int, threads: list[tuple[str, str, str, bool]]) -> Screen:
    s = Screen(SM, clock, batt)
    s.add("Search conversations", EDIT, rid="top_toolbar_search", click=True, h=140)
    for who, prev, when, unread in threads:
        s.add(who, rid="conversation_address", click=True, long=True, key="c_" + who, h=80)
        s.add(prev, rid="conversation_body_short", h=60)
        s.add(when, rid="conversation_date", box=(820, 1040, s.y - 140, s.y - 80))
        if unread:
            s.add(None, IMG, desc="Unread", rid="conversation_unread_indicator", box=(1010, 1040, s.y - 60, s.y - 30))
    s.add(None, IMGB, desc="New conversation", rid="conversations_fab", click=True, box=(840, 1008, 1980, 2148))
    return s


def sm_thread(clock: str, batt: int, who: str, msgs: list[tuple[str, str, str]], draft: str = "") -> Screen:
    s = Screen(SM, clock, batt)
    s.add(None, IMGB, desc="Back", click=True, h=147)
    s.add(who, rid="thread_toolbar", h=90)
    for side, body, when in msgs:
        s.add(body, rid="thread_message_body", long=True, h=110, x=(40, 760) if side == "in" else (320, 1040))
        if when:
            s.add(when, rid="thread_date_time" if side == "in" else "thread_sent_status", h=50)
    s.add(draft or "Type a message…", EDIT, rid="thread_type_message", edit=True, click=True, focused=bool(draft), key="box", box=(20, 880, 2000, 2140))
    s.add("SMS", BTN, desc="Send", rid="thread_send_message", click=bool(draft), key="send", box=(900, 1060, 2000, 2140))
    return s


def s_sms(bad: bool) -> tuple[Traj, int | None, str]:
    th = [("Mom", "What time do you land? Dad can pick you up", "3:47 PM", True), ("Kai Lindqvist", "ok see you at the climbing gym", "1:12 PM", False),
          ("52886", "Your verification code is 408913", "Yesterday", False), ("Bea", "🎉🎉🎉", "Sun", False)]
    t = Traj(sm_list("3:52", 58, th))
    msgs = [("out", "Flight's boarding now", "Yesterday 9:02 PM"), ("in", "Safe travels!! ❤️", "Yesterday 9:04 PM"),
            ("in", "What time do you land? Dad can pick you up", "3:47 PM")]
    t.click("c_Mom", sm_thread("3:52", 58, "Mom", msgs))
    txt = "Landing at 6:40, will call when I'm out of baggage claim"
    t.go(act("input_text", text=txt, index=t.s.key["box"]), sm_thread("3:52", 58, "Mom", msgs, draft=txt))
    t.click("send", sm_thread("3:53", 58, "Mom", msgs + [("out", txt, "Sending…")]))
    t.go(act("wait"), sm_thread("3:53", 58, "Mom", msgs + [("out", txt, "Delivered")]))
    th2 = [("Mom", txt, "Now", False)] + th[1:]
    t.go(act("navigate_back"), sm_list("3:53", 58, th2))
    th3 = [("Mom", txt, "2 min", False)] + th[1:]
    t.go(act("wait"), sm_list("3:55", 57, th3))
    bt = t.n
    wrong = txt.replace("6:40", "6:45")
    th4 = [("Mom", "Perfect, Dad will be at door 4", "Now", True), ("Kai Lindqvist", "ok see you at the climbing gym", "1:12 PM", False)] + th[2:]
    t.go(act("wait"), sm_list("3:57", 57, th4))
    t.click("c_Mom", sm_thread("3:57", 57, "Mom", msgs + [("out", wrong if bad else txt, "3:53 PM"), ("in", "Perfect, Dad will be at door 4", "3:57 PM")]))
    return t, ((bt + 1) if bad else None), "content_changed_without_write"


# ---------------------------------------------------------------------------------------------------------
# 9. Pro Expense: add two expenses, delete one, the week total follows
# ---------------------------------------------------------------------------------------------------------
PE = "com.arduia.expense"


def pe_home(clock: str, batt: int, items: list[tuple[str, str, float]], total: float) -> Screen:
    s = Screen(PE, clock, batt)
    s.add("Pro Expense", rid="tb_home", h=147)
    s.add("This week", rid="tv_week", h=70)
    s.add(f"${total:,.2f}", rid="tv_total", h=120)
    s.add("Recent", rid="tv_recent", h=70)
    for name, cat, amt in items:
        s.add(name, rid="tv_name", click=True, long=True, key="i_" + name, h=80)
        s.add(cat, rid="tv_category", h=50)
        s.add(f"${amt:,.2f}", rid="tv_amount", box=(820, 1040, s.y - 130, s.y - 50))
    s.add(None, IMGB, desc="Add expense", rid="fb_main_add", click=True, key="add", box=(840, 1008, 1980, 2148))
    return s


def pe_form(clock: str, batt: int, name: str, amt: str, cat: str) -> Screen:
    s = Screen(PE, clock, batt)
    s.add(None, IMGB, desc="Navigate up", click=True, h=147)
    s.add("New Expense", h=90)
    s.add(name or "Name", EDIT, rid="edt_name", edit=True, click=True, key="name")
    s.add(amt or "Amount", EDIT, rid="edt_amount", edit=True, click=True, key="amt")
    s.add(cat, TV, rid="tv_category", click=True)
    s.add("SAVE", BTN, rid="btn_save", click=True, key="save")
    return s


def s_expense(bad: bool) -> tuple[Traj, int | None, str]:
    items = [("Coffee", "Food", 4.80), ("Pharmacy", "Health", 18.35), ("Groceries", "Food", 62.10), ("Bus pass", "Transport", 28.00)]
    total = 412.80
    t = Traj(pe_home("7:14", 77, items, total))
    t.click("add", pe_form("7:14", 77, "", "", "Food"))
    t.go(act("input_text", text="Taxi", index=t.s.key["name"]), pe_form("7:14", 77, "Taxi", "", "Food"))
    t.go(act("input_text", text="23.50", index=t.s.key["amt"]), pe_form("7:15", 77, "Taxi", "23.50", "Food"))
    items = [("Taxi", "Food", 23.50)] + items
    total += 23.50
    t.click("save", pe_home("7:15", 77, items, total))
    t.click("add", pe_form("7:15", 77, "", "", "Food"))
    t.go(act("input_text", text="Lunch", index=t.s.key["name"]), pe_form("7:15", 77, "Lunch", "", "Food"))
    t.go(act("input_text", text="14.20", index=t.s.key["amt"]), pe_form("7:16", 76, "Lunch", "14.20", "Food"))
    items = [("Lunch", "Food", 14.20)] + items
    total += 14.20
    t.click("save", pe_home("7:16", 76, items, total))
    dlg = pe_home("7:16", 76, items, total)
    dlg.add("Delete this expense?", TV, rid="android:id/alertTitle", box=(80, 1000, 900, 1000))
    dlg.add("DELETE", BTN, rid="android:id/button1", click=True, key="ok", box=(760, 1000, 1100, 1200))
    t.click("i_Coffee", dlg, kind="long_press")
    items = [i for i in items if i[0] != "Coffee"]
    total -= 4.80
    bt = t.n
    t.click("ok", pe_home("7:17", 76, items, round(total - 4.20, 2) if bad else total))  # bad: 441.50 instead of 445.70
    return t, (bt if bad else None), "total_mismatch"


# ---------------------------------------------------------------------------------------------------------
# 10. Tasks.org: complete a task, add one, sort by due date
# ---------------------------------------------------------------------------------------------------------
TK = "org.tasks"


def tk_list(clock: str, batt: int, tasks: list[tuple[str, str]], done: int, sort: str = "My order", add: str | None = None, menu: bool = False) -> Screen:
    s = Screen(TK, clock, batt)
    s.add("My Tasks", rid="toolbar", h=147)
    s.add(None, IMGB, desc="Sort", rid="menu_sort", click=True, key="sort", box=(906, 1032, 150, 297))
    for title, due in tasks:
        s.add(None, CHK, rid="completeBox", click=True, checked=False, key="cb_" + title, box=(20, 140, s.y, s.y + 120))
        s.add(title, rid="title", click=True, long=True, key="t_" + title, h=80, x=(160, 1040))
        s.add(due or None, rid="due_date", h=40, x=(160, 1040))
    s.add(f"Completed ({done})", rid="completed_header", click=True, h=90)
    if add is not None:
        s.add(add or "Task name", EDIT, rid="title", edit=True, click=True, focused=True, key="new", box=(40, 900, 1700, 1820))
        s.add("Save", BTN, rid="save", click=True, key="savebtn", box=(900, 1060, 1700, 1820))
    else:
        s.add(None, IMGB, desc="Create new task", rid="fab", click=True, key="fab", box=(840, 1008, 1980, 2148))
    if menu:
        for k, o in enumerate(("My order", "Due date", "Start date", "Priority", "Title", "Modified")):
            s.add(o, "android.widget.RadioButton", click=True, checked=(o == sort), key="o_" + o, box=(80, 1000, 900 + k * 110, 1010 + k * 110))
    return s


def s_tasks(bad: bool) -> tuple[Traj, int | None, str]:
    tasks = [("Renew passport photos", "Today"), ("Call landlord about radiator", "Tomorrow"), ("Return library books", "Fri"),
             ("Book dentist", ""), ("Cancel Spotify trial", "Oct 22")]
    t = Traj(tk_list("8:09", 69, tasks, 3))
    tasks.pop(0)
    t.click("cb_Renew passport photos", tk_list("8:09", 69, tasks, 4))
    t.click("fab", tk_list("8:09", 69, tasks, 4, add=""))
    t.go(act("input_text", text="Pick up dry cleaning", index=t.s.key["new"]), tk_list("8:10", 69, tasks, 4, add="Pick up dry cleaning"))
    tasks.append(("Pick up dry cleaning", ""))
    t.click("savebtn", tk_list("8:10", 69, tasks, 4))
    t.click("sort", tk_list("8:10", 69, tasks, 4, menu=True))
    order = {"Today": 0, "Tomorrow": 1, "Fri": 2, "Oct 22": 3, "": 9}
    by_due = sorted(tasks, key=lambda x: order[x[1]])
    bt = t.n
    shown = ([("Renew passport photos", "Today")] + by_due) if bad else by_due
    t.click("o_Due date", tk_list("8:10", 69, shown, 4, sort="Due date"))
    return t, (bt if bad else None), "completed_reappears"


# ---------------------------------------------------------------------------------------------------------
# 11. OpenTracks: record a ride, stop, rename, back to the track list
# ---------------------------------------------------------------------------------------------------------
OT = "de.dennisguse.opentracks"


def ot_rec(clock: str, batt: int, tt: str, dist: str, speed: str, rec: bool = True) -> Screen:
    s = Screen(OT, clock, batt)
    s.add("Recording" if rec else "Paused", rid="toolbar", h=147)
    for k, v in (("Total time", tt), ("Distance", dist), ("Speed", speed)):
        s.add(k, rid="stats_description", h=60)
        s.add(v, rid="stats_value", h=110)
    s.add(None, IMGB, desc="Stop", rid="track_recording_fab_action", click=True, long=True, key="stop", box=(456, 624, 1980, 2148))
    return s


def ot_list(clock: str, batt: int, tracks: list[tuple[str, str, str, str]], dialog: str | None = None) -> Screen:
    s = Screen(OT, clock, batt)
    s.add("OpenTracks", rid="toolbar", h=147)
    for name, when, dist, tt in tracks:
        s.add(name, rid="list_item_name", click=True, long=True, key="t_" + name, h=80)
        s.add(f"{dist} · {tt}", rid="list_item_stats", h=50)
        s.add(when, rid="list_item_date", h=50)
    if dialog is not None:
        s.add(dialog, EDIT, rid="track_edit_name", edit=True, click=True, focused=True, key="name", box=(60, 1020, 900, 1020))
        s.add("Save", BTN, rid="track_edit_save", click=True, key="save", box=(800, 1020, 1100, 1200))
    s.add(None, IMGB, desc="Record", rid="track_list_fab_action", click=True, key="rec", box=(840, 1008, 1980, 2148))
    return s


def s_tracks(bad: bool) -> tuple[Traj, int | None, str]:
    old = [("Track 3", "Oct 15, 2023", "18.62 km", "0:58:10"), ("Morning commute", "Oct 13, 2023", "7.05 km", "0:24:31")]
    t = Traj(ot_list("5:31", 82, old))
    t.click("rec", ot_rec("5:31", 82, "0:00:04", "0.01 km", "3.2 km/h"))
    t.go(act("wait"), ot_rec("5:36", 81, "0:04:37", "0.81 km", "11.9 km/h"))
    t.go(act("wait"), ot_rec("5:44", 79, "0:12:48", "2.14 km", "9.6 km/h"))
    t.click("stop", ot_rec("5:44", 79, "0:12:48", "2.14 km", "0.0 km/h", rec=False), kind="long_press")
    tracks = [("Track 4", "Oct 17, 2023", "2.14 km", "0:12:48")] + old
    t.go(act("navigate_back"), ot_list("5:44", 79, tracks))
    t.click("t_Track 4", ot_list("5:45", 79, tracks, dialog="Track 4"), kind="long_press")
    t.go(act("input_text", text="Evening loop", index=t.s.key["name"]), ot_list("5:45", 79, tracks, dialog="Evening loop"))
    bt = t.n
    tracks2 = [("Evening loop", "Oct 17, 2023", "2.41 km" if bad else "2.14 km", "0:12:48")] + old
    t.click("save", ot_list("5:45", 79, tracks2))
    return t, (bt if bad else None), "value_changed_without_action"


SCENARIOS: list[Scenario] = [s_wifi, s_clock, s_contacts, s_calendar, s_markor, s_files, s_display, s_sms, s_expense, s_tasks, s_tracks]


def main() -> None:
    runs = [(f, b) for f in SCENARIOS for b in (False, True)]
    random.Random(616).shuffle(runs)
    rs = RowSet(OUT)
    for k, (f, b) in enumerate(runs, 1):
        t, turn, kind = f(b)
        rs.add("android", f"h6-android-{k:02d}", SYSTEM, t.turns, state=t.state, bad=b, turn=turn, kind=kind if b else "clean")
    rs.write()


if __name__ == "__main__":
    main()
