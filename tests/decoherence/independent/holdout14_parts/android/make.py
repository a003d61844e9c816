# ruff: noqa: E501
"""Held-out android trajectories (holdout14): AndroidWorld-style actions, UI-element-list observations."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSUI = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"
TV = "android.widget.TextView"
BTN = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ED = "android.widget.EditText"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
LL = "android.widget.LinearLayout"
FL = "android.widget.FrameLayout"
RV = "androidx.recyclerview.widget.RecyclerView"


def el(text: str | None = None, desc: str | None = None, cls: str = TV, rid: str | None = None, *, click: bool = False,
       check: bool | None = None, edit: bool = False, focus: bool = False, scroll: bool = False, sel: bool = False,
       pkg: str | None = None) -> dict[str, Any]:
    """One UI element; the package and the resource-name prefix are filled in by ``Run.scr``."""
    return {"text": text, "content_description": desc, "class_name": cls, "is_checked": bool(check),
            "is_checkable": check is not None, "is_clickable": click, "is_editable": edit, "is_focused": focus,
            "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": rid}


def tv(text: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return el(text, None, TV, rid, **kw)


def btn(text: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return el(text, None, BTN, rid, click=True, **kw)


def ib(desc: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return el(None, desc, IB, rid, click=True, **kw)


def ed(text: str | None, rid: str | None = None, *, focus: bool = False, hint: str | None = None) -> dict[str, Any]:
    return el(text if text else hint, None, ED, rid, click=True, edit=True, focus=focus)


def sw(on: bool, rid: str | None = "switch_widget", text: str | None = None, desc: str | None = None) -> dict[str, Any]:
    return el(text, desc, SW, rid, click=True, check=on)


def rv(rid: str | None = "recycler_view") -> dict[str, Any]:
    return el(None, None, RV, rid, scroll=True)


class Run:
    """One trajectory: status bar (clock, battery), the current screen, and the (action, observation) turns."""

    def __init__(self, clock: str, batt: int, *, pct: bool = False) -> None:
        h, m = clock.split(":")
        self.mins = int(h) * 60 + int(m)
        self.batt, self.pct = batt, pct
        self.saver = False
        self.cur: list[dict[str, Any]] = []
        self.state = ""
        self.turns: list[tuple[str, str]] = []

    @property
    def clock(self) -> str:
        h, m = divmod(self.mins % (24 * 60), 60)
        return f"{(h - 1) % 12 + 1}:{m:02d}"

    def tick(self, m: int = 1) -> None:
        self.mins += m

    def bar(self) -> list[dict[str, Any]]:
        out = [el(self.clock, None, TV, "com.android.systemui:id/clock", pkg=SYSUI),
               el(None, "Wifi signal full.", IV, "com.android.systemui:id/wifi_signal", pkg=SYSUI)]
        if self.saver:
            out.append(el(None, "Battery Saver is on", IV, "com.android.systemui:id/battery_saver", pkg=SYSUI))
        if self.pct:
            out.append(el(f"{self.batt}%", None, TV, "com.android.systemui:id/battery_percentage_view", pkg=SYSUI))
        out.append(el(None, f"Battery {self.batt} percent.", IV, "com.android.systemui:id/battery", pkg=SYSUI))
        return out

    def scr(self, pkg: str, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        out = self.bar()
        for it in items:
            d = dict(it)
            if d["package_name"] is None:
                d["package_name"] = pkg
            rid = d["resource_name"]
            if rid is not None and ":" not in rid:
                d["resource_name"] = f"{pkg}:id/{rid}"
            out.append(d)
        return out

    def start(self, screen: list[dict[str, Any]]) -> None:
        self.cur = screen
        self.state = ui_elements(screen)

    def ix(self, key: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.cur) if key in (e["text"], e["content_description"])
                or (e["resource_name"] or "").endswith("/" + key)]
        return hits[nth]

    def click(self, key: str, nth: int = 0) -> str:
        return droid("click", index=self.ix(key, nth))

    def long(self, key: str, nth: int = 0) -> str:
        return droid("long_press", index=self.ix(key, nth))

    def type(self, text: str, key: str, nth: int = 0, clear: bool = False) -> str:
        if clear:
            return droid("input_text", text=text, index=self.ix(key, nth), clear_text=True)
        return droid("input_text", text=text, index=self.ix(key, nth))

    def go(self, action: str, screen: list[dict[str, Any]]) -> None:
        self.turns.append((action, ui_elements(screen)))
        self.cur = screen


def back() -> str:
    return droid("navigate_back")


def open_app(name: str) -> str:
    return droid("open_app", app_name=name)


def home(r: Run, glance: str, apps: list[str]) -> list[dict[str, Any]]:
    items = [el(glance, None, TV, "smartspace_subtitle_text", click=True),
             el(None, "Home", "android.view.View", "workspace", scroll=True)]
    items += [el(a, a, TV, "icon", click=True) for a in apps]
    items += [el(None, "Google search", FL, "search_container_hotseat", click=True),
              el(None, "Google Voice Search", IV, "g_icon", click=True)]
    return r.scr(LAUNCHER, items)


HOME_APPS = ["Phone", "Messages", "Chrome", "Camera", "Clock", "Contacts", "Settings", "Files"]

# ---------------------------------------------------------------- Clock
CLK = "com.google.android.deskclock"
DAYS = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]


def clock_tabs(sel: str) -> list[dict[str, Any]]:
    return [el(t, t, FL, f"tab_menu_{t.lower()}", click=True, sel=t == sel) for t in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]


def alarm_row(time: str, days: str, on: bool, label: str | None = None, expanded: bool = False,
              picked: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    if not expanded:
        out = [tv(label, "label")] if label else []
        return out + [el(time, None, TV, "digital_clock", click=True), tv(days, "days_of_week"),
                      sw(on, "onoff", desc=time), ib("Expand alarm", "arrow")]
    out = [el(time, None, TV, "digital_clock", click=True), sw(on, "onoff", desc=time),
           el(label or "Add label", None, TV, "edit_label", click=True), tv(days, "upcoming_instance_label")]
    out += [el(s, full, "android.widget.ToggleButton", "day_button", click=True, check=full in picked) for s, full in DAYS]
    out += [el("Default (Cesium)", None, TV, "choose_ringtone", click=True), el("Vibrate", None, CB, "vibrate_onoff", click=True, check=True),
            btn("Delete", "delete"), ib("Collapse alarm", "collapse")]
    return out


def t01(rs: RowSet) -> None:
    # Clean: Google Clock, add a 5:45 AM alarm via the text-input time picker, label it, collapse it.
    r = Run("22:12", 41)
    r.start(home(r, "Tue, Oct 15", HOME_APPS))

    def alarms(new: str | None, expanded: bool, snack: bool = False) -> list[dict[str, Any]]:
        items = [rv("alarm_recycler_view")]
        if new is not None or expanded:
            items += alarm_row("5:45 AM", "Tomorrow", True, new, expanded)
        items += alarm_row("7:00 AM", "Mon, Tue, Wed, Thu, Fri", True)
        items += alarm_row("8:30 AM", "Sat, Sun", False, "Long run")
        items += [ib("Add alarm", "fab")] + clock_tabs("Alarm")
        if snack:
            items += [tv("Alarm set for 7 hours and 31 minutes from now.", "snackbar_text")]
        return r.scr(CLK, items)

    def picker(text_mode: bool, hour: str, minute: str, pm: bool) -> list[dict[str, Any]]:
        if not text_mode:
            items = [tv("Select time", "header_title"), el(hour, None, "android.widget.Button", "material_hour_tv", click=True, check=True),
                     tv(":", "material_clock_separator"), el(minute, None, "android.widget.Button", "material_minute_tv", click=True, check=False),
                     el("AM", None, BTN, "material_clock_period_am_button", click=True, check=not pm),
                     el("PM", None, BTN, "material_clock_period_pm_button", click=True, check=pm),
                     el(None, None, "android.view.View", "material_clock_face", click=True)]
            items += [el(str(n), f"{n} o'clock", TV, "material_clock_face_label", click=True, sel=str(n) == hour) for n in (12, *range(1, 12))]
            items += [ib("Switch to text input mode for the time input.", "material_timepicker_mode_button")]
        else:
            items = [tv("Enter time", "header_title"), el(hour, None, ED, "material_hour_text_input", click=True, edit=True, focus=hour == "10"),
                     tv("Hour", "material_hour_text_input_label"), tv(":", "material_clock_separator"),
                     el(minute, None, ED, "material_minute_text_input", click=True, edit=True, focus=hour != "10"),
                     tv("Minute", "material_minute_text_input_label"),
                     el("AM", None, BTN, "material_clock_period_am_button", click=True, check=not pm),
                     el("PM", None, BTN, "material_clock_period_pm_button", click=True, check=pm),
                     ib("Switch to clock mode for the time input.", "material_timepicker_mode_button")]
        items += [btn("Cancel", "material_timepicker_cancel_button"), btn("OK", "material_timepicker_ok_button")]
        return r.scr(CLK, items)

    r.go(open_app("Clock"), r.scr(CLK, [tv("10:12 PM", "digital_clock"), tv("Tue, Oct 15", "date"), rv("cities"),
                                          tv("Lisbon", "city_name"), tv("3:12 AM", "digital_clock"), tv("Tomorrow, +5 hrs", "hours_ahead"),
                                          tv("Tokyo", "city_name"), tv("11:12 AM", "digital_clock"), tv("Tomorrow, +13 hrs", "hours_ahead"),
                                          ib("Cities", "fab")] + clock_tabs("Clock")))
    r.go(r.click("Alarm"), alarms(None, False))
    r.tick()
    r.go(r.click("Add alarm"), picker(False, "10", "13", True))
    r.go(r.click("Switch to text input mode for the time input."), picker(True, "10", "13", True))
    r.go(r.type("5", "material_hour_text_input", clear=True), picker(True, "5", "13", True))
    r.go(r.type("45", "material_minute_text_input", clear=True), picker(True, "5", "45", True))
    r.tick()
    r.go(r.click("AM"), picker(True, "5", "45", False))
    r.go(r.click("OK"), alarms(None, True, snack=True))
    r.tick()
    r.go(r.click("Add label"), r.scr(CLK, [tv("Label", "alertTitle"), el(None, None, ED, "label_input_field", click=True, edit=True, focus=True),
                                           btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]))
    r.go(r.type("Swim practice", "label_input_field"), r.scr(CLK, [tv("Label", "alertTitle"), el("Swim practice", None, ED, "label_input_field", click=True, edit=True, focus=True),
                                                                   btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]))
    r.go(r.click("OK"), alarms("Swim practice", True))
    r.go(r.click("Collapse alarm"), alarms("Swim practice", False))
    rs.add(task="android", tid="h14-android-01", system=DROID_SYSTEM, turns=r.turns, state=r.state)


def t08(rs: RowSet) -> None:
    # Bad: Google Clock, 25-minute timer labelled "Proofing dough"; turn 12 shows 23:52 left although turn 10 showed 23:41 a minute earlier and the timer was never paused or reset (countdown runs backwards).
    r = Run("11:48", 88)
    r.start(home(r, "Sun, Oct 20", HOME_APPS))

    def keypad(entry: str) -> list[dict[str, Any]]:
        digits = entry.rjust(6, "0")
        shown = f"{digits[0:2]}h {digits[2:4]}m {digits[4:6]}s"
        items = [el(shown, None, TV, "timer_setup_time", click=False)]
        items += [el(str(d), None, BTN, f"timer_setup_digit_{d}", click=True) for d in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)]
        items += [ib("Delete", "timer_setup_delete")]
        if entry:
            items += [ib("Start", "fab")]
        return r.scr(CLK, items + clock_tabs("Timer"))

    def running(left: str, label: str | None, paused: bool = False) -> list[dict[str, Any]]:
        items = [el(label or "Add label", None, TV, "timer_label", click=True), tv(left, "timer_time_text"),
                 el(None, None, "android.widget.ProgressBar", "timer_progress"),
                 btn("+1:00", "timer_add_time_button"), btn("Delete", "reset_add"),
                 ib("Start" if paused else "Pause", "fab"), ib("Add timer", "left_button")]
        return r.scr(CLK, items + clock_tabs("Timer"))

    r.go(open_app("Clock"), r.scr(CLK, [rv("alarm_recycler_view")] + alarm_row("6:30 AM", "Mon, Tue, Wed, Thu, Fri", True)
                                       + alarm_row("9:00 AM", "Sun", False, "Farmers market") + [ib("Add alarm", "fab")] + clock_tabs("Alarm")))
    r.go(r.click("Timer"), keypad(""))
    r.go(r.click("2"), keypad("2"))
    r.go(r.click("5"), keypad("25"))
    r.go(r.click("0"), keypad("250"))
    r.go(r.click("0"), keypad("2500"))
    r.tick()
    r.go(r.click("Start"), running("24:58", None))
    r.go(r.click("Add label"), r.scr(CLK, [tv("Label", "alertTitle"), el(None, None, ED, "label_input_field", click=True, edit=True, focus=True),
                                           btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]))
    r.go(r.type("Proofing dough", "label_input_field"), r.scr(CLK, [tv("Label", "alertTitle"), el("Proofing dough", None, ED, "label_input_field", click=True, edit=True, focus=True),
                                                                    btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]))
    r.tick()
    r.go(r.click("OK"), running("23:41", "Proofing dough"))
    r.go(r.click("Stopwatch"), r.scr(CLK, [tv("00:00", "stopwatch_time_text"), tv("00", "stopwatch_hundredths_text"),
                                           ib("Start", "fab")] + clock_tabs("Stopwatch")))
    r.tick()
    r.go(r.click("Timer"), running("23:52", "Proofing dough"))
    rs.add(task="android", tid="h14-android-08", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=12,
           kind="running timer's remaining time goes up (23:41 -> 23:52) a minute later with no pause/reset")

# ---------------------------------------------------------------- Contacts
CON = "com.google.android.contacts"


def con_list(r: Run, rows: list[tuple[str, list[str]]]) -> list[dict[str, Any]]:
    items = [el("Search contacts", None, TV, "open_search_bar_text_view", click=True), ib("Signed in as Account", "selected_account_disc"),
             rv("list")]
    for letter, names in rows:
        items.append(tv(letter, "section_header"))
        items += [el(n, None, TV, "cliv_name_textview", click=True) for n in names]
    items += [ib("Create contact", "floating_action_button")]
    items += [el(t, t, FL, "navigation_bar_item_icon_container", click=True, sel=t == "Contacts") for t in ("Contacts", "Highlights", "Fix & manage")]
    return r.scr(CON, items)


def con_search(r: Run, query: str | None, hits: list[str]) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), el(query or "Search contacts", None, ED, "search_view", click=True, edit=True, focus=True)]
    if query:
        items += [ib("Clear search query", "search_close_btn"), tv("Contacts", "header"), rv("list")]
        items += [el(h, None, TV, "cliv_name_textview", click=True) for h in hits]
    return r.scr(CON, items)


def con_detail(r: Run, name: str, company: str | None, info: list[tuple[str, str]], star: bool = False) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), ib("Remove from favorites" if star else "Add to favorites", "menu_star"), ib("Edit contact", "menu_edit"),
             ib("More options"), el(None, f"Photo for {name}", IV, "photo_touch_intercept_overlay"), tv(name, "large_title")]
    if company:
        items.append(tv(company, "subtitle"))
    items += [btn(b, f"{b.lower()}_button") for b in ("Call", "Text", "Video", "Email")]
    items += [tv("Contact info", "section_title"), rv("contact_info_list")]
    for value, kind in info:
        items += [el(value, None, TV, "header", click=True), tv(kind, "sub_header")]
    return r.scr(CON, items)


def con_edit(r: Run, title: str, first: str | None, last: str | None, company: str | None, phone: str | None, email: str | None,
             focus: str = "", email_kind: str = "Home") -> list[dict[str, Any]]:
    items = [ib("Cancel", "toolbar_cancel"), tv(title, "toolbar_title"), btn("Save", "toolbar_button"),
             el(None, "Add contact photo", IV, "photo_touch_intercept_overlay", click=True)]
    items += [el(first or "First name", None, ED, "first_name", click=True, edit=True, focus=focus == "first"),
              el(last or "Last name", None, ED, "last_name", click=True, edit=True, focus=focus == "last"),
              el(company or "Company", None, ED, "company", click=True, edit=True, focus=focus == "company"),
              el(phone or "Phone", None, ED, "phone_number", click=True, edit=True, focus=focus == "phone"),
              el("Mobile", None, "android.widget.Spinner", "phone_label", click=True),
              el(email or "Email", None, ED, "email_address", click=True, edit=True, focus=focus == "email"),
              el(email_kind, None, "android.widget.Spinner", "email_label", click=True),
              el("More fields", None, BTN, "more_fields", click=True)]
    return r.scr(CON, items)


def t02(rs: RowSet) -> None:
    # Bad: Google Contacts, change Tobias Lindqvist's mobile to (628) 555-0143 (turn 6); turn 7's saved detail page reads (628) 555-0134.
    r = Run("14:37", 77)
    r.start(home(r, "Thu, Sep 26", HOME_APPS))
    rows = [("A", ["Adaeze Okonkwo", "Amir Haddad"]), ("B", ["Bartholomew Reyes", "Brigid Kavanagh"]), ("C", ["Cosmin Petrescu"]),
            ("D", ["Dagny Halvorsen", "Delphine Moreau"])]
    tob = [("(415) 555-0172", "Mobile"), ("tobias@lindqvist-design.se", "Work"), ("March 3", "Birthday")]
    r.go(open_app("Contacts"), con_list(r, rows))
    r.go(r.click("Search contacts"), con_search(r, None, []))
    r.go(r.type("Tobias", "search_view"), con_search(r, "Tobias", ["Tobias Lindqvist", "Tobias Ngata"]))
    r.go(r.click("Tobias Lindqvist"), con_detail(r, "Tobias Lindqvist", "Lindqvist Design AB", tob))
    r.tick()
    r.go(r.click("Edit contact"), con_edit(r, "Edit contact", "Tobias", "Lindqvist", "Lindqvist Design AB", "(415) 555-0172", "tobias@lindqvist-design.se", email_kind="Work"))
    r.go(r.type("(628) 555-0143", "phone_number", clear=True),
         con_edit(r, "Edit contact", "Tobias", "Lindqvist", "Lindqvist Design AB", "(628) 555-0143", "tobias@lindqvist-design.se", focus="phone", email_kind="Work"))
    r.go(r.click("Save"), con_detail(r, "Tobias Lindqvist", "Lindqvist Design AB", [("(628) 555-0134", "Mobile")] + tob[1:]))
    r.go(back(), con_search(r, "Tobias", ["Tobias Lindqvist", "Tobias Ngata"]))
    r.tick()
    r.go(back(), con_list(r, rows))
    r.go(r.click("Brigid Kavanagh"), con_detail(r, "Brigid Kavanagh", "St. Columba's Hospital",
                                                [("(415) 555-0119", "Mobile"), ("(415) 555-0160", "Work"), ("brigid.kavanagh@stcolumbas.org", "Work")]))
    rs.add(task="android", tid="h14-android-02", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=7,
           kind="phone number typed as (628) 555-0143 reads back as (628) 555-0134 after Save")


def t17(rs: RowSet) -> None:
    # Clean: Google Contacts, create Odalys Ferreira, star her, then search finds her and a different, similarly named contact.
    r = Run("12:10", 63)
    r.start(home(r, "Fri, Aug 30", HOME_APPS))
    rows = [("A", ["Aurelio Banks"]), ("B", ["Bea Thorsen"]), ("C", ["Chidi Eze", "Corinna Vogt"]), ("F", ["Fenna de Vries"]), ("G", ["Gus Ortiz"])]
    odl = [("(917) 555-0126", "Mobile"), ("odalys.ferreira@quillmail.com", "Home")]
    r.go(open_app("Contacts"), con_list(r, rows))
    r.go(r.click("Create contact"), con_edit(r, "Create contact", None, None, None, None, None, focus="first"))
    r.go(r.type("Odalys", "first_name"), con_edit(r, "Create contact", "Odalys", None, None, None, None, focus="first"))
    r.go(r.type("Ferreira", "last_name"), con_edit(r, "Create contact", "Odalys", "Ferreira", None, None, None, focus="last"))
    r.tick()
    r.go(r.type("(917) 555-0126", "phone_number"), con_edit(r, "Create contact", "Odalys", "Ferreira", None, "(917) 555-0126", None, focus="phone"))
    r.go(r.type("odalys.ferreira@quillmail.com", "email_address"),
         con_edit(r, "Create contact", "Odalys", "Ferreira", None, "(917) 555-0126", "odalys.ferreira@quillmail.com", focus="email"))
    r.go(r.click("Save"), con_detail(r, "Odalys Ferreira", None, odl))
    r.go(r.click("Add to favorites"), con_detail(r, "Odalys Ferreira", None, odl, star=True))
    r.tick()
    r.go(back(), con_list(r, rows))
    r.go(r.click("Search contacts"), con_search(r, None, []))
    r.go(r.type("Odalys", "search_view"), con_search(r, "Odalys", ["Odalys Ferreira", "Odalys Ferreira-Lutz"]))
    r.go(r.click("Odalys Ferreira-Lutz"), con_detail(r, "Odalys Ferreira-Lutz", "Lutz & Partners",
                                                     [("(646) 555-0187", "Mobile"), ("o.lutz@lutzpartners.com", "Work")]))
    rs.add(task="android", tid="h14-android-17", system=DROID_SYSTEM, turns=r.turns, state=r.state)

# ---------------------------------------------------------------- Settings
SET = "com.android.settings"


def set_rows(rows: list[tuple[str, str | None] | tuple[str, str | None, bool] | str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for row in rows:
        if isinstance(row, str):
            out.append(tv(row, "android:id/title"))
            continue
        out.append(el(row[0], None, TV, "android:id/title", click=True))
        if row[1] is not None:
            out.append(tv(row[1], "android:id/summary"))
        if len(row) == 3:
            out.append(sw(row[2], "android:id/switch_widget"))  # type: ignore[misc]
    return out


def set_main(r: Run, battery: str) -> list[dict[str, Any]]:
    rows: list[Any] = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                       ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                       ("Battery", battery), ("Storage", "38% used - 39.68 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                       ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid"),
                       ("Accessibility", "Display, interaction, audio"), ("Security & privacy", "App security, device lock, permissions")]
    return r.scr(SET, [tv("Settings", "homepage_title"), el("Search settings", None, TV, "search_action_bar_title", click=True),
                       ib("Profile picture, double tap to open Google Account", "account_avatar"), rv("recycler_view")] + set_rows(rows))


def set_page(r: Run, title: str, rows: list[Any], extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    return r.scr(SET, [ib("Navigate up"), tv(title, "collapsing_toolbar"), rv("recycler_view")] + (extra or []) + set_rows(rows))


def t05(rs: RowSet) -> None:
    # Clean: Settings > Battery, turn on Battery Saver with a 15% schedule, show the percentage, look at usage; battery drains 23% -> 22% on its own.
    r = Run("16:05", 23)
    r.start(home(r, "Sat, Nov 2", HOME_APPS))

    def battery(level: int, until: str, saver: str, pct: bool) -> list[dict[str, Any]]:
        head = [tv(f"{level}%", "battery_percent"), tv(f"Should last until about {until}", "summary1"),
                el(None, f"Battery level {level} percent", "android.widget.ProgressBar", "battery_progress")]
        return set_page(r, "Battery", [("Battery usage", "View usage for past 24 hours"), ("Battery Saver", saver),
                                       ("Adaptive preferences", "Adaptive Battery and adaptive charging"),
                                       ("Battery percentage", "Show battery percentage in status bar", pct)], head)

    def saver_page(on: bool, sched: str) -> list[dict[str, Any]]:
        return set_page(r, "Battery Saver", [("Use Battery Saver", None, on), ("Set a schedule", sched), ("Turn off when charged", None, True)],
                        None) + [el("Battery Saver turns on Dark theme and limits or turns off background activity, some visual effects, certain features, and some network connections.",
                                    None, TV, "android:id/title", pkg=SET)]

    def sched(pct: bool) -> list[dict[str, Any]]:
        items = [el("No schedule", None, RB, "radio_button", click=True, check=not pct),
                 el("Based on percentage", None, RB, "radio_button", click=True, check=pct)]
        if pct:
            items += [tv("Turn on at 15%", "android:id/title"), el(None, "Turn on at 15%", "android.widget.SeekBar", "seekbar", click=True)]
        return set_page(r, "Set a schedule", [], items)

    r.go(open_app("Settings"), set_main(r, "23% - Should last until about 7:40 PM"))
    r.go(r.click("Battery"), battery(23, "7:40 PM", "Off", False))
    r.go(r.click("Battery Saver"), saver_page(False, "No schedule"))
    r.tick()
    r.saver = True
    r.go(r.click("switch_widget"), saver_page(True, "No schedule"))
    r.go(r.click("Set a schedule"), sched(False))
    r.go(r.click("Based on percentage"), sched(True))
    r.tick()
    r.batt = 22
    r.go(back(), saver_page(True, "Will turn on at 15%"))
    r.go(back(), battery(22, "9:10 PM", "On", False))
    r.pct = True
    r.go(r.click("switch_widget"), battery(22, "9:10 PM", "On", True))
    r.tick()
    usage = [("Chrome", "18%"), ("Maps", "11%"), ("YouTube", "9%"), ("Messages", "4%"), ("Settings", "2%")]
    r.go(r.click("Battery usage"), set_page(r, "Battery usage", usage,
                                            [el(None, "Battery level chart for past 24 hours", "android.view.View", "battery_chart"),
                                             el("View by apps", None, BTN, "button1", click=True, check=True),
                                             el("View by systems", None, BTN, "button2", click=True, check=False),
                                             tv("Battery usage since last full charge", "usage_summary")]))
    r.go(back(), battery(22, "9:10 PM", "On", True))
    rs.add(task="android", tid="h14-android-05", system=DROID_SYSTEM, turns=r.turns, state=r.state)


def t14(rs: RowSet) -> None:
    # Bad: Settings > Display, set Screen timeout to 2 minutes; turn 5 shows the Dark theme switch on ("Will never turn off automatically") although turn 2 showed it off and nothing toggled it.
    r = Run("13:02", 54)
    r.start(home(r, "Wed, Oct 16", HOME_APPS))

    def display(timeout: str, dark: bool) -> list[dict[str, Any]]:
        return set_page(r, "Display", ["Brightness", ("Brightness level", "61%"), ("Adaptive brightness", None, True),
                                       "Lock display", ("Lock screen", "Show all notification content"), ("Screen timeout", timeout),
                                       "Appearance", ("Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically", dark),
                                       ("Display size and text", "Font size, bold text"), "Color", ("Night Light", "Off / Will turn on automatically at sunset"),
                                       ("Colors", "Adaptive"), "Other display controls", ("Auto-rotate screen", "Off"), ("Screen saver", "Clock")])

    def timeout(sel: str) -> list[dict[str, Any]]:
        items = [el(t, None, RB, "radio_button", click=True, check=t == sel) for t in
                 ("15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes")]
        return set_page(r, "Screen timeout", [("Screen attention", "Keeps screen on while you're looking at it", False)], items)

    r.go(open_app("Settings"), set_main(r, "54% - Should last until about 10:15 PM"))
    r.go(r.click("Display"), display("After 30 seconds of inactivity", False))
    r.go(r.click("Screen timeout"), timeout("30 seconds"))
    r.tick()
    r.go(r.click("2 minutes"), timeout("2 minutes"))
    r.go(back(), display("After 2 minutes of inactivity", True))
    r.go(back(), set_main(r, "54% - Should last until about 10:15 PM"))
    r.tick()
    r.go(r.click("Sound & vibration"), set_page(r, "Sound & vibration", [
        ("Media volume", None), ("Call volume", None), ("Ring & notification volume", None), ("Alarm volume", None),
        ("Do Not Disturb", "Off"), ("Live Caption", "Automatically caption media"), ("Vibration & haptics", "On"),
        ("Phone ringtone", "Pixel Sounds"), ("Default notification sound", "Chime"), ("Default alarm sound", "Cesium")],
        [el(None, "Media volume", "android.widget.SeekBar", "seekbar", click=True), el(None, "Alarm volume", "android.widget.SeekBar", "seekbar", click=True)]))
    r.go(r.click("Do Not Disturb"), set_page(r, "Do Not Disturb", [
        "What can interrupt Do Not Disturb", ("People", "Some calls and messages can interrupt"), ("Apps", "2 apps can interrupt"),
        ("Alarms & other interruptions", "Alarms, media, and touch sounds"), "General", ("Schedules", "1 schedule can turn on automatically"),
        ("Duration for Quick Settings", "Until you turn off"), ("Display options for hidden notifications", "No sound from notifications")],
        [btn("Turn on now", "zen_mode_settings_turn_on_button")]))
    rs.add(task="android", tid="h14-android-14", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=5,
           kind="Dark theme switch flips from off to on with no action (only Screen timeout was changed)")

# ---------------------------------------------------------------- Files (DocumentsUI)
DOC = "com.google.android.documentsui"
ROOTS = [("Recent", None), ("Images", None), ("Videos", None), ("Audio", None), ("Documents", None), ("Downloads", None),
         ("Android SDK built for x86_64", "4.31 GB free")]


def files_list(r: Run, title: str, rows: list[tuple[str, str | None, str | None]], sort: str = "Date modified",
               picked: tuple[str, ...] = (), menu: bool = False, picker: str | None = None) -> list[dict[str, Any]]:
    if picked:
        items = [ib("Done", "action_mode_close_button"), tv(f"{len(picked)} selected", "action_bar_title"),
                 ib("Share", "action_menu_share"), ib("Delete", "action_menu_delete"), ib("More options")]
    elif picker:
        items = [ib("Show roots"), tv(title, "toolbar_title"), ib("Search", "option_menu_search"), ib("More options")]
    else:
        items = [ib("Show roots"), tv(title, "toolbar_title"), ib("Search", "option_menu_search"), ib("Grid view", "option_menu_grid"), ib("More options")]
    items += [el(sort, None, BTN, "sort_dimen_dropdown", click=True), rv("dir_list")]
    for name, size, date in rows:
        if picked:
            items.append(el(None, None, CB, "icon_check", click=True, check=name in picked))
        items.append(el(name, None, TV, "android:id/title", click=True, sel=name in picked))
        if date is not None:
            items += [tv(date, "date")]
        if size is not None:
            items += [tv(size, "size")]
    if picker:
        items += [tv(picker, "picker_title"), btn("Cancel", "button2"), btn("Move", "button1")]
    if menu:
        items += [el(m, None, TV, "android:id/title", click=True) for m in ("Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info")]
    return r.scr(DOC, items)


def files_roots(r: Run, under: list[dict[str, Any]], current: str) -> list[dict[str, Any]]:
    items = list(under[len(r.bar()):])
    items += [el(None, None, "android.widget.ListView", "roots_list", scroll=True)]
    for name, sub in ROOTS:
        items.append(el(name, None, TV, "android:id/title", click=True, sel=name == current))
        if sub:
            items.append(tv(sub, "android:id/summary"))
    return r.scr(DOC, items)


def t04(rs: RowSet) -> None:
    # Bad: Files, rename IMG_20240914_093211.jpg to hardware_receipt_2024-09-14.jpg (turns 7-8, confirmed in turn 8's list); turn 10's name-sorted list shows it under the old IMG_ name again.
    r = Run("08:54", 91)
    r.start(home(r, "Mon, Sep 23", HOME_APPS))
    rows = [("Screenshot_20240921-184502.png", "1.2 MB", "Sep 21"), ("boarding_pass_LH1427.pdf", "188 kB", "Sep 20"),
            ("podcast_ep212.mp3", "48.6 MB", "Sep 18"), ("IMG_20240914_093211.jpg", "3.1 MB", "Sep 14"),
            ("invoice_88213.pdf", "92 kB", "Sep 3"), ("lease_addendum_v2.docx", "41 kB", "Aug 29")]
    new = "hardware_receipt_2024-09-14.jpg"
    renamed = [(new if n.startswith("IMG_") else n, s, d) for n, s, d in rows]
    recent = files_list(r, "Recent", [("Screenshot_20240921-184502.png", None, "Sep 21"), ("boarding_pass_LH1427.pdf", None, "Sep 20"),
                                      ("PXL_20240919_171205.jpg", None, "Sep 19"), ("IMG_20240914_093211.jpg", None, "Sep 14")])
    r.go(open_app("Files"), recent)
    r.go(r.click("Show roots"), files_roots(r, recent, "Recent"))
    r.go(r.click("Downloads"), files_list(r, "Downloads", rows))
    r.go(r.long("IMG_20240914_093211.jpg"), files_list(r, "Downloads", rows, picked=("IMG_20240914_093211.jpg",)))
    r.go(r.click("More options"), files_list(r, "Downloads", rows, picked=("IMG_20240914_093211.jpg",), menu=True))
    dlg = [tv("Rename", "alertTitle"), el("IMG_20240914_093211.jpg", None, ED, "input", click=True, edit=True, focus=True),
           btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]
    r.go(r.click("Rename"), r.scr(DOC, dlg))
    r.tick()
    dlg[1] = el(new, None, ED, "input", click=True, edit=True, focus=True)
    r.go(r.type(new, "input", clear=True), r.scr(DOC, dlg))
    r.go(r.click("OK"), files_list(r, "Downloads", renamed))
    r.go(r.click("Date modified"), r.scr(DOC, [tv("Sort by", "title")] + [el(o, None, RB, "android:id/text1", click=True, check=o == "Date modified (newest first)") for o in
                                                ("Name (A to Z)", "Name (Z to A)", "Date modified (newest first)", "Date modified (oldest first)",
                                                 "Size (largest first)", "Size (smallest first)", "Type (A to Z)", "Type (Z to A)")]))
    by_name = sorted(rows, key=lambda x: x[0].lower())
    r.go(r.click("Name (A to Z)"), files_list(r, "Downloads", by_name, sort="Name"))
    rs.add(task="android", tid="h14-android-04", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=10,
           kind="renamed file listed under its old name after re-sorting by name")


def t11(rs: RowSet) -> None:
    # Clean: Files, move two tax PDFs from Downloads into Documents/Taxes with the Move-to picker, then browse to Taxes.
    r = Run("10:31", 68)
    r.start(home(r, "Thu, Sep 5", HOME_APPS))
    w2, k99 = ("W-2_2023_Halvorsen.pdf", "214 kB", "Sep 4"), ("1099-INT_Bayview.pdf", "76 kB", "Sep 4")
    rest = [("camping_checklist.odt", "18 kB", "Aug 30"), ("VID_20240827_181944.mp4", "96.3 MB", "Aug 27"),
            ("flight_confirmation_KL0642.pdf", "120 kB", "Aug 19")]
    dl = [w2, k99] + rest
    root = [(n, None, None) for n in ("Alarms", "Android", "Audiobooks", "DCIM", "Documents", "Download", "Movies", "Music",
                                     "Notifications", "Pictures", "Podcasts", "Recordings", "Ringtones")]
    docs = [("Receipts", None, None), ("Taxes", None, None), ("CV_2024.pdf", "156 kB", "Jul 2")]
    taxes = [("2023_return_draft.pdf", "1.1 MB", "Mar 2"), ("2022_return.pdf", "980 kB", "Apr 11, 2023")]
    picked = ("W-2_2023_Halvorsen.pdf", "1099-INT_Bayview.pdf")
    r.go(open_app("Files"), files_list(r, "Downloads", dl))
    r.go(r.long("W-2_2023_Halvorsen.pdf"), files_list(r, "Downloads", dl, picked=picked[:1]))
    r.go(r.click("1099-INT_Bayview.pdf"), files_list(r, "Downloads", dl, picked=picked))
    r.go(r.click("More options"), files_list(r, "Downloads", dl, picked=picked, menu=True))
    r.tick()
    r.go(r.click("Move to…"), files_list(r, "Android SDK built for x86_64", root, sort="Name", picker="Move 2 items"))
    r.go(r.click("Documents"), files_list(r, "Documents", docs, sort="Name", picker="Move 2 items"))
    r.go(r.click("Taxes"), files_list(r, "Taxes", taxes, picker="Move 2 items"))
    r.tick()
    r.go(r.click("Move"), files_list(r, "Downloads", rest))
    downloads = r.cur
    r.go(r.click("Show roots"), files_roots(r, downloads, "Downloads"))
    r.go(r.click("Android SDK built for x86_64"), files_list(r, "Android SDK built for x86_64", root, sort="Name"))
    r.tick()
    r.go(r.click("Documents"), files_list(r, "Documents", docs, sort="Name"))
    r.go(r.click("Taxes"), files_list(r, "Taxes", [w2, k99] + taxes))
    rs.add(task="android", tid="h14-android-11", system=DROID_SYSTEM, turns=r.turns, state=r.state)

# ---------------------------------------------------------------- Markor
MK = "net.gsantner.markor"


def size_of(text: str) -> str:
    return f"{len(text.encode('utf-8'))} B"


def mk_list(r: Run, entries: list[tuple[str, str]], picked: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
    if picked:
        items = [ib("Done", "action_mode_close_button"), tv("1", "action_bar_title"), ib("Delete", "action_delete_selected_items"),
                 ib("Share", "action_share_files"), ib("Move", "action_move_selected_items"), ib("More options")]
    else:
        items = [tv("Markor", "toolbar_title"), tv("/storage/emulated/0/Documents/markor", "toolbar_subtitle"), ib("Search", "action_search"),
                 ib("Sort by", "action_sort"), ib("More options")]
    items.append(rv("ui__filesystem_dialog__list"))
    for name, desc in entries:
        items += [el(name, None, TV, "ui__filesystem_item__title", click=True, sel=name == picked), tv(desc, "ui__filesystem_item__description")]
    if menu:
        items += [el(m, None, TV, "android:id/title", click=True) for m in ("Rename", "Copy", "Select all", "Favourite", "Info")]
    items += [ib("Create a new document", "fab_add_new_item")]
    items += [el(t, t, FL, "nav_item", click=True, sel=t == "Notebook") for t in ("Notebook", "To-Do", "QuickNote", "More")]
    return r.scr(MK, items)


def mk_edit(r: Run, name: str, text: str | None, focus: bool = False) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), tv(name, "toolbar_title"), ib("Undo", "action_undo"), ib("Redo", "action_redo"), ib("Save", "action_save"),
             ib("View mode", "action_preview"), ib("More options"),
             el(text, None, ED, "document__fragment__edit__highlighting_editor", click=True, edit=True, focus=focus, scroll=True)]
    items += [ib(f, "textactions_bar_button") for f in ("Checkbox", "Header", "Unordered list", "Bold", "Italic", "Insert link")]
    return r.scr(MK, items)


def mk_view(r: Run, name: str, text: str) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), tv(name, "toolbar_title"), ib("Edit", "action_edit"), ib("Share", "action_share"), ib("More options"),
             el(None, None, "android.webkit.WebView", "document__fragment_view_webview", scroll=True)]
    for line in text.split("\n"):
        line = line.lstrip("#- ").strip()
        if line:
            items.append(el(line, None, TV, None))
    return r.scr(MK, items)


def t06(rs: RowSet) -> None:
    # Bad: Markor, append a line to garden_log.md; turn 10 re-opens the file and its "Tomatoes" line reads 16 plants where turns 2, 4 and 6 read 14 (no edit to that line).
    r = Run("18:20", 46)
    r.start(home(r, "Mon, Oct 14", HOME_APPS + ["Markor"]))
    garden = ("# Garden log 2024\n\n## Beds\n- Tomatoes: 14 plants (San Marzano, Sungold)\n- Chilies: 6 pots on the balcony\n"
              "- Basil: resown Sep 28\n- Garlic: 2 rows planted Oct 6\n\n## Notes\nOct 02: first frost warning for next week\n"
              "Oct 09: harvested 1.8 kg tomatoes, left 3 green trusses to ripen")
    added = "\nOct 14: moved chili pots indoors"
    reading = ("# Reading list\n\n- [x] The Overstory – Richard Powers\n- [ ] Braiding Sweetgrass – Robin Wall Kimmerer\n"
               "- [ ] The Ministry for the Future – Kim Stanley Robinson\n- [ ] Piranesi – Susanna Clarke")
    drift = (garden + added).replace("14 plants", "16 plants")

    def listing(gdesc: str) -> list[dict[str, Any]]:
        return mk_list(r, [("archive", "Oct 2, 2024 09:11"), ("2024-10-03.md", "Oct 3, 2024 22:47 · 418 B"), ("garden_log.md", gdesc),
                           ("quotes.txt", "Sep 21, 2024 13:05 · 1.3 KB"), ("reading_list.md", f"Aug 30, 2024 19:58 · {size_of(reading)}")])

    r.go(open_app("Markor"), listing(f"Oct 9, 2024 21:40 · {size_of(garden)}"))
    r.go(r.click("garden_log.md"), mk_edit(r, "garden_log.md", garden))
    r.go(r.click("document__fragment__edit__highlighting_editor"), mk_edit(r, "garden_log.md", garden, focus=True))
    r.tick()
    r.go(r.type(added, "document__fragment__edit__highlighting_editor"), mk_edit(r, "garden_log.md", garden + added, focus=True))
    r.go(r.click("Save"), mk_edit(r, "garden_log.md", garden + added, focus=True))
    r.go(r.click("View mode"), mk_view(r, "garden_log.md", garden + added))
    r.go(back(), listing(f"Oct 14, 2024 18:21 · {size_of(garden + added)}"))
    r.tick()
    r.go(r.click("reading_list.md"), mk_edit(r, "reading_list.md", reading))
    r.go(back(), listing(f"Oct 14, 2024 18:21 · {size_of(garden + added)}"))
    r.go(r.click("garden_log.md"), mk_edit(r, "garden_log.md", drift))
    r.go(back(), listing(f"Oct 14, 2024 18:21 · {size_of(garden + added)}"))
    rs.add(task="android", tid="h14-android-06", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=10,
           kind="re-opened note's 'Tomatoes' line reads 16 plants instead of 14 with no edit to it")


def t19(rs: RowSet) -> None:
    # Clean: Markor, create standup_2024-10-01.md with three bullets, rename todo_old.txt to todo_sept.txt, reopen the new note.
    r = Run("17:48", 72)
    r.start(home(r, "Tue, Oct 1", HOME_APPS + ["Markor"]))
    body = "- Finished S3 migration script\n- Blocked on VPN access for staging\n- Today: review PR #418 (retry backoff)"
    base = [("archive", "Sep 2, 2024 08:15"), ("grocery.md", "Sep 29, 2024 11:02 · 204 B"), ("scratch.txt", "Sep 30, 2024 16:40 · 57 B")]
    tail = [("trip_ideas.md", "Aug 11, 2024 20:33 · 1.9 KB")]
    new = ("standup_2024-10-01.md", f"Oct 1, 2024 17:50 · {size_of(body)}")
    r.go(open_app("Markor"), mk_list(r, base + [("todo_old.txt", "Sep 1, 2024 07:56 · 642 B")] + tail))
    dlg = [tv("New document", "alertTitle"), el("Name", None, ED, "new_file_dialog__name", click=True, edit=True, focus=True),
           el("Markdown", None, "android.widget.Spinner", "new_file_dialog__type", click=True),
           el("Empty file", None, "android.widget.Spinner", "new_file_dialog__template", click=True),
           el(".md", None, ED, "new_file_dialog__ext", click=True, edit=True), btn("Folder", "android:id/button3"),
           btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]
    r.go(r.click("Create a new document"), r.scr(MK, dlg))
    dlg[1] = el("standup_2024-10-01", None, ED, "new_file_dialog__name", click=True, edit=True, focus=True)
    r.go(r.type("standup_2024-10-01", "new_file_dialog__name"), r.scr(MK, dlg))
    r.tick()
    r.go(r.click("OK"), mk_edit(r, "standup_2024-10-01.md", None, focus=True))
    r.go(r.type(body, "document__fragment__edit__highlighting_editor"), mk_edit(r, "standup_2024-10-01.md", body, focus=True))
    r.tick()
    r.go(back(), mk_list(r, base + [new, ("todo_old.txt", "Sep 1, 2024 07:56 · 642 B")] + tail))
    r.go(r.long("todo_old.txt"), mk_list(r, base + [new, ("todo_old.txt", "Sep 1, 2024 07:56 · 642 B")] + tail, picked="todo_old.txt"))
    r.go(r.click("More options"), mk_list(r, base + [new, ("todo_old.txt", "Sep 1, 2024 07:56 · 642 B")] + tail, picked="todo_old.txt", menu=True))
    ren = [tv("Rename", "alertTitle"), el("todo_old.txt", None, ED, "ui__edit_text", click=True, edit=True, focus=True),
           btn("Cancel", "android:id/button2"), btn("OK", "android:id/button1")]
    r.go(r.click("Rename"), r.scr(MK, ren))
    ren[1] = el("todo_sept.txt", None, ED, "ui__edit_text", click=True, edit=True, focus=True)
    r.go(r.type("todo_sept.txt", "ui__edit_text", clear=True), r.scr(MK, ren))
    r.tick()
    r.go(r.click("OK"), mk_list(r, base + [new, ("todo_sept.txt", "Sep 1, 2024 07:56 · 642 B")] + tail))
    r.go(r.click("standup_2024-10-01.md"), mk_edit(r, "standup_2024-10-01.md", body))
    rs.add(task="android", tid="h14-android-19", system=DROID_SYSTEM, turns=r.turns, state=r.state)

# ---------------------------------------------------------------- Simple Calendar Pro
CAL = "com.simplemobiletools.calendar.pro"


def cal_list(r: Run, events: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    items = [tv("October", "toolbar_title"), ib("Search", "search"), ib("Go to today", "go_to_today"), ib("Change view", "change_view"),
             ib("More options"), rv("calendar_events_list")]
    day = None
    for d, title, when in events:
        if d != day:
            items.append(tv(d, "event_section_title"))
            day = d
        items += [el(title, None, TV, "event_item_title", click=True), tv(when, "event_item_time")]
    return r.scr(CAL, items + [ib("New event", "calendar_fab")])


def cal_week(r: Run, label: str, start: int, events: dict[int, list[str]]) -> list[dict[str, Any]]:
    items = [tv(label, "toolbar_title"), ib("Search", "search"), ib("Go to today", "go_to_today"), ib("Change view", "change_view"), ib("More options")]
    items += [tv(f"{d} {start + i}", "week_day_label") for i, d in enumerate("SMTWTFS")]
    items += [tv(f"{h} AM" if h < 12 else ("12 PM" if h == 12 else f"{h - 12} PM"), "week_hour_label") for h in range(7, 22)]
    items.append(el(None, None, "android.widget.ScrollView", "week_events_scrollview", scroll=True))
    for day in sorted(events):
        items += [el(t, None, TV, "week_event_label", click=True) for t in events[day]]
    return r.scr(CAL, items + [ib("New event", "calendar_fab")])


def cal_edit(r: Run, title: str, loc: str, desc: str, date: str, t0: str, t1: str, reminder: str) -> list[dict[str, Any]]:
    return r.scr(CAL, [ib("Navigate up"), tv("Edit event", "toolbar_title"), ib("Delete", "delete"), ib("Duplicate event", "duplicate"),
                       ib("Save", "save"), ib("More options"),
                       el(title, None, ED, "event_title", click=True, edit=True), el(loc or "Location", None, ED, "event_location", click=True, edit=True),
                       ib("Show on map", "event_show_on_map"), el(desc or "Description", None, ED, "event_description", click=True, edit=True),
                       el("All-day", None, CB, "event_all_day", click=True, check=False),
                       el(date, None, TV, "event_start_date", click=True), el(t0, None, TV, "event_start_time", click=True),
                       el(date, None, TV, "event_end_date", click=True), el(t1, None, TV, "event_end_time", click=True),
                       el("America/Chicago", None, TV, "event_time_zone", click=True),
                       el(reminder, None, TV, "event_reminder_1", click=True), el("Add another reminder", None, TV, "event_reminder_2", click=True),
                       el("No repetition", None, TV, "event_repetition", click=True), el("Regular event", None, TV, "event_type", click=True)])


def t09(rs: RowSet) -> None:
    # Bad: Simple Calendar Pro, delete "Car service – Kwik Fit" (turns 3-4, gone from the list in turn 4); turn 6's week view of Oct 6-12 still shows it on Friday.
    r = Run("08:20", 82)
    r.start(home(r, "Wed, Oct 9", HOME_APPS + ["Simple Calendar Pro"]))
    ev = [("Wed, October 9", "Standup sync", "9:30 AM – 10:00 AM"), ("Fri, October 11", "Car service – Kwik Fit", "8:00 AM – 9:30 AM"),
          ("Sat, October 12", "Maya's recital", "4:00 PM – 5:30 PM"), ("Tue, October 15", "Dentist – Dr. Haruni", "3:30 PM – 4:15 PM"),
          ("Fri, October 18", "Book club", "7:00 PM – 9:00 PM"), ("Wed, October 23", "Sprint review", "2:00 PM – 3:00 PM")]
    left = [e for e in ev if not e[1].startswith("Car")]
    r.go(open_app("Simple Calendar Pro"), cal_list(r, ev))
    r.go(r.click("Car service – Kwik Fit"), cal_edit(r, "Car service – Kwik Fit", "Kwik Fit, 2210 N Clybourn Ave", "Brake pads + oil change, ref KF-30417",
                                                      "Fri, Oct 11, 2024", "8:00 AM", "9:30 AM", "1 hour before"))
    r.go(r.click("Delete"), r.scr(CAL, [tv("Are you sure you want to proceed with the deletion?", "message"), btn("No", "android:id/button2"),
                                        btn("Yes", "android:id/button1")]))
    r.tick()
    r.go(r.click("Yes"), cal_list(r, left))
    views = ["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]
    r.go(r.click("Change view"), r.scr(CAL, [tv("Change view", "alertTitle")] + [el(v, None, RB, "dialog_radio_button", click=True, check=v == "Simple event list") for v in views]))
    r.go(r.click("Weekly view"), cal_week(r, "October 6 - 12", 6, {3: ["Standup sync"], 5: ["Car service – Kwik Fit"], 6: ["Maya's recital"]}))
    r.tick()
    r.go(droid("scroll", direction="right", index=r.ix("week_events_scrollview")), cal_week(r, "October 13 - 19", 13, {2: ["Dentist – Dr. Haruni"], 5: ["Book club"]}))
    r.go(r.click("Dentist – Dr. Haruni"), cal_edit(r, "Dentist – Dr. Haruni", "Lakeview Dental, 3125 N Broadway", "Cleaning + check on lower-left filling",
                                                   "Tue, Oct 15, 2024", "3:30 PM", "4:15 PM", "1 day before"))
    r.go(back(), cal_week(r, "October 13 - 19", 13, {2: ["Dentist – Dr. Haruni"], 5: ["Book club"]}))
    rs.add(task="android", tid="h14-android-09", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=6,
           kind="deleted calendar event reappears in the week view")


# ---------------------------------------------------------------- Simple SMS Messenger
SMS = "com.simplemobiletools.smsmessenger"


def sms_list(r: Run, convs: list[tuple[str, str, str]], picked: str | None = None) -> list[dict[str, Any]]:
    if picked:
        items = [ib("Done", "action_mode_close_button"), tv("1", "action_bar_title"), ib("Block number", "cab_block_number"),
                 ib("Delete", "cab_delete"), ib("Archive", "cab_archive"), ib("Mark as Read", "cab_mark_as_read"), ib("More options")]
    else:
        items = [el("Search", None, ED, "top_toolbar_search", click=True, edit=True), ib("More options")]
    items.append(rv("conversations_list"))
    for name, snip, when in convs:
        items += [el(name, None, TV, "conversation_address", click=True, sel=name == picked), tv(snip, "conversation_body_short"),
                  tv(when, "conversation_date")]
    return r.scr(SMS, items + [ib("New conversation", "conversations_fab")])


def sms_thread(r: Run, name: str, msgs: list[tuple[str, str] | str], draft: str | None = None) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), tv(name, "thread_toolbar_title"), ib("Dial number", "dial"), ib("More options"), rv("thread_messages_list")]
    for m in msgs:
        if isinstance(m, str):
            items.append(tv(m, "thread_date_time"))
        else:
            items += [el(None, None, LL, f"thread_message_{m[0]}_holder"), tv(m[1], "thread_message_body")]
    items += [ib("Attachment", "thread_add_attachment"), el(draft or "Type a message…", None, ED, "thread_type_message", click=True, edit=True, focus=draft is not None),
              el("SMS", "Send", BTN, "thread_send_message", click=draft is not None)]
    return r.scr(SMS, items)


def t10(rs: RowSet) -> None:
    # Clean: Simple SMS Messenger, reply to Jonas Weber (thread jumps to the top), delete the verification-code thread, open the other Weber.
    r = Run("19:02", 36)
    r.start(home(r, "Mon, Oct 28", HOME_APPS + ["SMS Messenger"]))
    msg = "Running 10 min late, order me the lentil soup"
    priya = ("Priya Raman", "Can you grab oat milk on the way?", "6:41 PM")
    code = ("+1 312-555-0199", "Your Parcelly verification code is 448291. It expires in 10 minutes.", "5:12 PM")
    jonas = ("Jonas Weber", "Yes! Table's booked for 7:30 at Lokanta", "Oct 27")
    older = [("Lukas Weber", "thanks for the lift!", "Oct 24"), ("Dr. Amsel Clinic", "Reminder: appointment Nov 4 at 10:15. Reply C to confirm.", "Oct 22")]
    hanne = ("Hanne Voss", "Ok, see you at the community garden", "Oct 19")
    thread = ["Oct 27, 8:10 PM", ("sent", "Still on for tomorrow?"), ("received", "Yes! Table's booked for 7:30 at Lokanta")]
    r.go(open_app("SMS Messenger"), sms_list(r, [priya, code, jonas] + older))
    r.go(r.click("Jonas Weber"), sms_thread(r, "Jonas Weber", thread))
    r.go(r.type(msg, "thread_type_message"), sms_thread(r, "Jonas Weber", thread, draft=msg))
    r.tick()
    r.go(r.click("thread_send_message"), sms_thread(r, "Jonas Weber", thread + ["7:03 PM", ("sent", msg)]))
    replied = ("Jonas Weber", msg, "7:03 PM")
    r.go(back(), sms_list(r, [replied, priya, code] + older))
    r.go(r.long("+1 312-555-0199"), sms_list(r, [replied, priya, code] + older, picked="+1 312-555-0199"))
    r.go(r.click("Delete"), r.scr(SMS, [tv("Are you sure you want to delete 1 conversation?", "message"), btn("No", "android:id/button2"),
                                        btn("Yes", "android:id/button1")]))
    r.tick()
    r.go(r.click("Yes"), sms_list(r, [replied, priya] + older + [hanne]))
    r.go(r.click("Lukas Weber"), sms_thread(r, "Lukas Weber", ["Oct 19, 10:02 AM", ("received", "Could you drop me at Altona station on Thursday?"),
                                                                ("sent", "Sure, I'll pick you up at 5:30"), "Oct 24, 6:15 PM",
                                                                ("received", "thanks for the lift!")]))
    r.go(back(), sms_list(r, [replied, priya] + older + [hanne]))
    rs.add(task="android", tid="h14-android-10", system=DROID_SYSTEM, turns=r.turns, state=r.state)

# ---------------------------------------------------------------- Pro Expense
EXP = "com.arduia.expense"
CATS = ["Food", "Transportation", "Health", "Household", "Bills", "Entertainment", "Others"]


def exp_rows(rows: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    out = []
    for name, cat, amount, date in rows:
        out += [el(None, cat, IV, "iv_category"), el(name, None, TV, "tv_name", click=True), tv(date, "tv_date"), tv(amount, "tv_amount")]
    return out


def exp_home(r: Run, total: str, rows: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    items = [ib("Open navigation drawer"), tv("Home", "toolbar_title"), tv("This Week", "tv_week_label"), tv(total, "tv_total_cost"),
             el(None, "Weekly expense graph", "android.view.View", "cv_graph"), tv("Recent", "tv_recent_label"), btn("More", "btn_more"),
             rv("rv_recent")] + exp_rows(rows[:4])
    return r.scr(EXP, items + [ib("Add expense", "fb_main_add")])


def exp_form(r: Run, title: str, name: str | None, amount: str | None, cat: str, date: str, focus: str = "", menu: bool = False) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), tv(title, "toolbar_title"),
             el(name or "Name", None, ED, "edt_name", click=True, edit=True, focus=focus == "name"),
             el(amount or "Amount", None, ED, "edt_amount", click=True, edit=True, focus=focus == "amount"),
             el(cat, None, "android.widget.AutoCompleteTextView", "edt_category", click=True),
             el("Note", None, ED, "edt_note", click=True, edit=True), el(date, None, TV, "tv_date", click=True), btn("Save", "btn_save")]
    if menu:
        items += [el(c, None, TV, "tv_category_name", click=True) for c in CATS]
    return r.scr(EXP, items)


def t03(rs: RowSet) -> None:
    # Clean: Pro Expense, add two expenses; the week total grows by each amount and the 4-row Recent list pushes older rows off, the full log still has them.
    r = Run("12:58", 58)
    r.start(home(r, "Fri, Oct 11", HOME_APPS + ["Pro Expense"]))
    base = [("Bus pass top-up", "Transportation", "$25.00", "Oct 10"), ("Groceries – Lidl", "Food", "$43.68", "Oct 9"),
            ("Pharmacy", "Health", "$12.40", "Oct 8"), ("Phone bill", "Bills", "$30.00", "Oct 7")]
    older = [("Cinema – Dune 2", "Entertainment", "$15.00", "Oct 5"), ("Bike tube", "Others", "$8.99", "Oct 3")]
    lunch = ("Lunch – Pho Saigon", "Food", "$14.50", "Oct 11")
    ink = ("Printer ink", "Household", "$27.99", "Oct 11")
    d = "Oct 11, 2024"
    r.go(open_app("Pro Expense"), exp_home(r, "$111.08", base))
    r.go(r.click("Add expense"), exp_form(r, "New Expense", None, None, "Food", d, focus="name"))
    r.go(r.type("Lunch – Pho Saigon", "edt_name"), exp_form(r, "New Expense", "Lunch – Pho Saigon", None, "Food", d, focus="name"))
    r.go(r.type("14.50", "edt_amount"), exp_form(r, "New Expense", "Lunch – Pho Saigon", "14.50", "Food", d, focus="amount"))
    r.tick()
    r.go(r.click("Save"), exp_home(r, "$125.58", [lunch] + base))
    r.go(r.click("Add expense"), exp_form(r, "New Expense", None, None, "Food", d, focus="name"))
    r.go(r.type("Printer ink", "edt_name"), exp_form(r, "New Expense", "Printer ink", None, "Food", d, focus="name"))
    r.tick()
    r.go(r.type("27.99", "edt_amount"), exp_form(r, "New Expense", "Printer ink", "27.99", "Food", d, focus="amount"))
    r.go(r.click("edt_category"), exp_form(r, "New Expense", "Printer ink", "27.99", "Food", d, menu=True))
    r.go(r.click("Household"), exp_form(r, "New Expense", "Printer ink", "27.99", "Household", d))
    r.go(r.click("Save"), exp_home(r, "$153.57", [ink, lunch] + base))
    r.tick()
    r.go(r.click("More"), r.scr(EXP, [ib("Navigate up"), tv("Expense Logs", "toolbar_title"), ib("Filter", "action_filter"), rv("rv_expense")]
                                + exp_rows([ink, lunch] + base + older) + [ib("Add expense", "fb_main_add")]))
    rs.add(task="android", tid="h14-android-03", system=DROID_SYSTEM, turns=r.turns, state=r.state)


def t16(rs: RowSet) -> None:
    # Bad: Pro Expense, add a $23.40 taxi to a week that stood at $31.00 (turn 1); turn 7 shows the week total as $53.40 instead of $54.40.
    r = Run("20:44", 31)
    r.start(home(r, "Mon, Nov 18", HOME_APPS + ["Pro Expense"]))
    base = [("Coffee beans – Onyx", "Food", "$19.00", "Nov 18"), ("Gym day pass", "Health", "$12.00", "Nov 18"),
            ("Parking – Millennium", "Transportation", "$8.50", "Nov 16"), ("Streaming – Mubi", "Entertainment", "$10.99", "Nov 15"),
            ("Hardware – hinges", "Household", "$14.27", "Nov 14")]
    taxi = ("Taxi to Union Station", "Transportation", "$23.40", "Nov 18")
    d = "Nov 18, 2024"
    r.go(open_app("Pro Expense"), exp_home(r, "$31.00", base))
    r.go(r.click("Add expense"), exp_form(r, "New Expense", None, None, "Food", d, focus="name"))
    r.go(r.type("Taxi to Union Station", "edt_name"), exp_form(r, "New Expense", "Taxi to Union Station", None, "Food", d, focus="name"))
    r.go(r.type("23.40", "edt_amount"), exp_form(r, "New Expense", "Taxi to Union Station", "23.40", "Food", d, focus="amount"))
    r.tick()
    r.go(r.click("edt_category"), exp_form(r, "New Expense", "Taxi to Union Station", "23.40", "Food", d, menu=True))
    r.go(r.click("Transportation"), exp_form(r, "New Expense", "Taxi to Union Station", "23.40", "Transportation", d))
    r.go(r.click("Save"), exp_home(r, "$53.40", [taxi] + base))
    r.tick()
    r.go(r.click("More"), r.scr(EXP, [ib("Navigate up"), tv("Expense Logs", "toolbar_title"), ib("Filter", "action_filter"), rv("rv_expense")]
                                + exp_rows([taxi] + base) + [ib("Add expense", "fb_main_add")]))
    r.go(r.click("Taxi to Union Station"), exp_form(r, "Edit Expense", "Taxi to Union Station", "23.40", "Transportation", d))
    rs.add(task="android", tid="h14-android-16", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=7,
           kind="week total after adding $23.40 to $31.00 shows $53.40 (should be $54.40)")

# ---------------------------------------------------------------- Broccoli
BRO = "com.flauschcode.broccoli"


def bro_list(r: Run, title: str, cards: list[tuple[str, str]], query: str | None = None) -> list[dict[str, Any]]:
    if query is None:
        items = [ib("Open navigation drawer"), tv(title, "toolbar_title"), ib("Search", "action_search")]
    else:
        items = [ib("Collapse"), el(query or "Search", None, ED, "search_src_text", click=True, edit=True, focus=True)]
        if query:
            items.append(ib("Clear query", "search_close_btn"))
    items.append(rv("recycler_view"))
    for name, desc in cards:
        items += [el(None, None, IV, "card_image_view"), el(name, None, TV, "card_text_view_title", click=True), tv(desc, "card_text_view_description")]
    if query is None and title == "Recipes":
        items.append(ib("Add", "fab"))
    return r.scr(BRO, items)


def bro_detail(r: Run, title: str, desc: str, serv: str, prep: str, cats: list[str], ingr: list[str], steps: list[str], fav: bool) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), tv(title, "toolbar_title"), ib("Remove from favorites" if fav else "Add to favorites", "action_favorite"),
             ib("Edit", "action_edit"), ib("More options"), el(None, None, IV, "recipe_image")]
    if desc:
        items.append(tv(desc, "recipe_details_description"))
    items += [tv("Servings", "label_servings"), tv(serv, "recipe_details_servings"), tv("Preparation time", "label_preparation_time"),
             tv(prep, "recipe_details_preparation_time")]
    items += [tv(c, "chip_category") for c in cats]
    items += [tv("Ingredients", "label_ingredients")] + [tv(i, "ingredient_text") for i in ingr]
    items += [tv("Directions", "label_directions")] + [tv(f"{n}. {s}", "direction_text") for n, s in enumerate(steps, 1)]
    return r.scr(BRO, items)


def bro_drawer(r: Run, under: list[dict[str, Any]], sel: str) -> list[dict[str, Any]]:
    items = list(under[len(r.bar()):]) + [tv("Broccoli", "nav_header_title")]
    items += [el(t, None, "android.widget.CheckedTextView", "design_menu_item_text", click=True, check=t == sel) for t in ("Recipes", "Favorites", "Categories", "Settings", "Help")]
    return r.scr(BRO, items)


def t07(rs: RowSet) -> None:
    # Clean: Broccoli, search "shakshuka", favourite the chickpea one (not "Shakshuka Classic"), clear the search, open Favorites.
    r = Run("09:36", 85)
    r.start(home(r, "Sat, Sep 28", HOME_APPS + ["Broccoli"]))
    cards = [("Ajvar Lentil Stew", "Red lentils simmered in roasted pepper ajvar"), ("Buckwheat Blinis", "Small yeasted pancakes for smoked trout"),
             ("Chana Masala", "Weeknight chickpea curry with amchur"), ("Chickpea Shakshuka", "Smoky tomato-pepper sauce with chickpeas and baked eggs"),
             ("Kimchi Fried Rice", "Day-old rice, kimchi, gochujang, fried egg")]
    hits = [cards[3], ("Shakshuka Classic", "Eggs poached in spiced tomato and pepper sauce")]
    cs = ("Chickpea Shakshuka", "Smoky tomato-pepper sauce with chickpeas and baked eggs", "3", "35 min", ["Breakfast", "Vegetarian"],
          ["1 can chickpeas (400 g), drained", "4 eggs", "1 red pepper, sliced", "400 g crushed tomatoes", "1 tsp smoked paprika", "½ tsp cumin", "Feta and parsley to serve"],
          ["Soften pepper in olive oil, 6 min.", "Add spices, tomatoes and chickpeas; simmer 12 min.", "Make 4 wells, crack in the eggs, cover and cook 7 min.",
           "Top with feta and parsley."])
    r.go(open_app("Broccoli"), bro_list(r, "Recipes", cards))
    r.go(r.click("Search"), bro_list(r, "Recipes", cards, query=""))
    r.go(r.type("shakshuka", "search_src_text"), bro_list(r, "Recipes", hits, query="shakshuka"))
    r.go(r.click("Chickpea Shakshuka"), bro_detail(r, *cs, fav=False))
    r.tick()
    r.go(r.click("Add to favorites"), bro_detail(r, *cs, fav=True))
    r.go(back(), bro_list(r, "Recipes", hits, query="shakshuka"))
    r.go(r.click("Shakshuka Classic"), bro_detail(r, "Shakshuka Classic", "Eggs poached in spiced tomato and pepper sauce", "2", "25 min", ["Breakfast"],
                                                  ["6 eggs", "2 red peppers", "1 onion", "400 g tomatoes", "1 tsp cumin", "Parsley"],
                                                  ["Cook onion and peppers until soft, 10 min.", "Add cumin and tomatoes; reduce 8 min.", "Poach the eggs in the sauce, 6 min."],
                                                  fav=False))
    r.tick()
    r.go(back(), bro_list(r, "Recipes", hits, query="shakshuka"))
    r.go(r.click("Collapse"), bro_list(r, "Recipes", cards))
    r.go(r.click("Open navigation drawer"), bro_drawer(r, r.cur, "Recipes"))
    favs = [("Buckwheat Blinis", "Small yeasted pancakes for smoked trout"), cards[3], ("Tomato Bread Soup", "Pappa al pomodoro with stale sourdough")]
    r.go(r.click("Favorites"), bro_list(r, "Favorites", favs))
    r.go(r.click("Chickpea Shakshuka"), bro_detail(r, *cs, fav=True))
    rs.add(task="android", tid="h14-android-07", system=DROID_SYSTEM, turns=r.turns, state=r.state)


def t20(rs: RowSet) -> None:
    # Bad: Broccoli, create "Charred Miso Eggplant" (saved, detail shown in turn 8); turn 9's alphabetical recipe list lacks it between "Black Bean Tacos" and "Dal Makhani".
    r = Run("18:33", 52)
    r.start(home(r, "Thu, Nov 7", HOME_APPS + ["Broccoli"]))
    cards = [("Apple Crumble", "Bramley apples, oat and hazelnut topping"), ("Black Bean Tacos", "Chipotle beans, pickled onion, lime crema"),
             ("Dal Makhani", "Slow-cooked black lentils with butter and cream"), ("Fennel Orange Salad", "Shaved fennel, blood orange, olives")]
    t = "Charred Miso Eggplant"
    ingr = "2 Japanese eggplants\n2 tbsp white miso\n1 tbsp mirin\n1 tsp sugar\nSesame seeds"
    dirs = "Halve and score the eggplants.\nRoast 20 min at 220 °C.\nBrush with the miso glaze and broil 4 min."

    def form(title: str | None, serv: str | None, prep: str | None, ing: str | None, dr: str | None, focus: str) -> list[dict[str, Any]]:
        return r.scr(BRO, [ib("Navigate up"), tv("New recipe", "toolbar_title"), ib("Save", "action_save"), el(None, "Add image", IV, "image_view", click=True),
                           el(title or "Title", None, ED, "edit_text_title", click=True, edit=True, focus=focus == "title"),
                           el("Description", None, ED, "edit_text_description", click=True, edit=True),
                           el(serv or "Servings", None, ED, "edit_text_servings", click=True, edit=True, focus=focus == "serv"),
                           el(prep or "Preparation time", None, ED, "edit_text_preparation_time", click=True, edit=True, focus=focus == "prep"),
                           el("Source", None, ED, "edit_text_source", click=True, edit=True), el("Categories", None, TV, "categories", click=True),
                           el(ing or "Ingredients", None, ED, "edit_text_ingredients", click=True, edit=True, focus=focus == "ing"),
                           el(dr or "Directions", None, ED, "edit_text_directions", click=True, edit=True, focus=focus == "dir")])

    r.go(open_app("Broccoli"), bro_list(r, "Recipes", cards))
    r.go(r.click("Add"), form(None, None, None, None, None, "title"))
    r.go(r.type(t, "edit_text_title"), form(t, None, None, None, None, "title"))
    r.go(r.type("2", "edit_text_servings"), form(t, "2", None, None, None, "serv"))
    r.tick()
    r.go(r.type("30 min", "edit_text_preparation_time"), form(t, "2", "30 min", None, None, "prep"))
    r.go(r.type(ingr, "edit_text_ingredients"), form(t, "2", "30 min", ingr, None, "ing"))
    r.tick()
    r.go(r.type(dirs, "edit_text_directions"), form(t, "2", "30 min", ingr, dirs, "dir"))
    r.go(r.click("Save"), bro_detail(r, t, "", "2", "30 min", [], ingr.split("\n"), dirs.split("\n"), fav=False))
    r.go(back(), bro_list(r, "Recipes", cards))
    r.tick()
    r.go(r.click("Dal Makhani"), bro_detail(r, "Dal Makhani", "Slow-cooked black lentils with butter and cream", "6", "8 h", ["Dinner", "Vegetarian"],
                                            ["250 g whole black urad dal", "50 g red kidney beans", "2 tbsp ginger-garlic paste", "200 g tomato purée", "60 g butter", "100 ml cream"],
                                            ["Soak dal and beans overnight.", "Pressure cook 40 min until creamy.", "Simmer with tomato, spices and butter for 2 hours.",
                                             "Finish with cream."], fav=True))
    rs.add(task="android", tid="h14-android-20", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=9,
           kind="newly created recipe missing from the recipe list")

# ---------------------------------------------------------------- Retro Music
RM = "code.name.monkey.retromusic"


def rm_tabs(sel: str) -> list[dict[str, Any]]:
    return [el(t, t, FL, "navigation_bar_item_icon_container", click=True, sel=t == sel) for t in ("For you", "Songs", "Albums", "Artists", "Playlists")]


def rm_songs(r: Run, songs: list[tuple[str, str]], menu: bool = False, toast: str | None = None) -> list[dict[str, Any]]:
    items = [tv("Retro Music", "toolbar_title"), ib("Search", "action_search"), ib("More options"), btn("Shuffle", "shuffle_button"),
             tv("212 Songs", "song_count"), rv("recycler_view")]
    for title, artist in songs:
        items += [el(None, None, IV, "image"), el(title, None, TV, "title", click=True), tv(artist, "text"), ib("More options", "menu")]
    if menu:
        items += [el(m, None, TV, "android:id/title", click=True) for m in
                  ("Play next", "Add to playing queue", "Add to playlist", "Go to album", "Go to artist", "Share", "Tag editor", "Details",
                   "Set as ringtone", "Delete from device")]
    items += rm_tabs("Songs")
    if toast:
        items.append(el(toast, None, "android.widget.Toast", None))
    return r.scr(RM, items)


def rm_playlists(r: Run, counts: dict[str, int]) -> list[dict[str, Any]]:
    items = [tv("Retro Music", "toolbar_title"), ib("Search", "action_search"), ib("More options"), rv("recycler_view")]
    for name, n in counts.items():
        items += [el(None, None, IV, "image"), el(name, None, TV, "title", click=True), tv(f"{n} Songs", "text"), ib("More options", "menu")]
    return r.scr(RM, items + rm_tabs("Playlists"))


def rm_playlist(r: Run, name: str, n: int, songs: list[tuple[str, str]]) -> list[dict[str, Any]]:
    items = [ib("Navigate up"), tv(name, "title"), tv(f"{n} Songs", "songCount"), ib("More options"), btn("Play", "playButton"),
             btn("Shuffle", "shuffleButton"), rv("recycler_view")]
    for title, artist in songs:
        items += [el(title, None, TV, "title", click=True), tv(artist, "text"), ib("More options", "menu")]
    return r.scr(RM, items)


def t12(rs: RowSet) -> None:
    # Bad: Retro Music, "Night drive" has 14 songs (turns 2-3); Dayvan Cowboy is added to it (turn 8 toast); turn 9's Playlists tab still lists Night drive with 14 Songs.
    r = Run("21:17", 64)
    r.start(home(r, "Fri, Oct 4", HOME_APPS + ["Retro Music"]))
    songs = [("Aerial Boundaries", "Michael Hedges"), ("Bamboo Houses", "David Sylvian"), ("Cherry-Coloured Funk", "Cocteau Twins"),
             ("Cloudbusting", "Kate Bush"), ("Dayvan Cowboy", "Boards of Canada"), ("Dreams Never End", "New Order"), ("Elephant Gun", "Beirut")]
    counts = {"Favorites": 31, "Night drive": 14, "Run 5k": 18, "Sunday coffee": 22}
    r.go(open_app("Retro Music"), rm_songs(r, songs))
    r.go(r.click("Playlists"), rm_playlists(r, counts))
    r.go(r.click("Night drive"), rm_playlist(r, "Night drive", 14, [("Nightcall", "Kavinsky"), ("Midnight City", "M83"), ("Tenderness", "Jay-Jay Johanson"),
                                                                    ("Teardrop", "Massive Attack"), ("Blue Train Lines", "Mount Kimbie"), ("Sun Models", "ODESZA")]))
    r.go(back(), rm_playlists(r, counts))
    r.tick()
    r.go(r.click("Songs"), rm_songs(r, songs))
    r.go(r.click("More options", 5), rm_songs(r, songs, menu=True))
    r.go(r.click("Add to playlist"), r.scr(RM, [tv("Add to playlist", "alertTitle")] + [el(p, None, TV, "title", click=True) for p in ("New playlist", *counts)]
                                           + [btn("Cancel", "android:id/button2")]))
    r.go(r.click("Night drive"), rm_songs(r, songs, toast="Added 1 song to Night drive"))
    r.tick()
    r.go(r.click("Playlists"), rm_playlists(r, counts))
    r.go(r.click("Sunday coffee"), rm_playlist(r, "Sunday coffee", 22, [("Agua de Beber", "Astrud Gilberto"), ("Banana Pancakes", "Jack Johnson"),
                                                                        ("Brazil", "Declan McKenna"), ("Come Away With Me", "Norah Jones"),
                                                                        ("Cosmic Dancer", "T. Rex"), ("Dreams", "Fleetwood Mac")]))
    rs.add(task="android", tid="h14-android-12", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=9,
           kind="playlist song count stays at 14 after a song was added to it")


# ---------------------------------------------------------------- VLC
VLC = "org.videolan.vlc"


def vlc_tabs(sel: str) -> list[dict[str, Any]]:
    return [el(t, t, FL, "navigation_bar_item_icon_container", click=True, sel=t == sel) for t in ("Video", "Audio", "Browse", "Playlists", "More")]


def vlc_videos(r: Run, progress: set[str]) -> list[dict[str, Any]]:
    vids = [("drone_coast_4k", "3:22 · 3840x2160"), ("lecture_05_entropy", "48:12 · 1280x720"), ("lecture_06_heat_engines", "51:03 · 1280x720"),
            ("lecture_07_thermodynamics", "49:37 · 1280x720"), ("sister_wedding_toast", "6:10 · 1920x1080")]
    items = [tv("Video", "toolbar_title"), ib("Search", "ml_menu_filter"), ib("Display in grid", "ml_menu_display_grid"), ib("More options"), rv("media_list")]
    for name, sub in vids:
        items += [el(None, None, IV, "ml_item_thumbnail"), el(name, None, TV, "ml_item_title", click=True), tv(sub, "ml_item_resolution")]
        if name in progress:
            items.append(el(None, None, "android.widget.ProgressBar", "ml_item_progress"))
        items.append(ib("More Actions", "item_more"))
    return r.scr(VLC, items + vlc_tabs("Video"))


def vlc_player(r: Run, t: str, playing: bool, speed: str | None) -> list[dict[str, Any]]:
    items = [tv("lecture_07_thermodynamics", "player_overlay_title"), ib("Audio and subtitles", "player_overlay_tracks"), ib("Advanced options", "player_overlay_adv_function"),
             tv(t, "player_overlay_time"), el(None, None, "android.widget.SeekBar", "player_overlay_seekbar", click=True), tv("49:37", "player_overlay_length")]
    if speed:
        items.append(tv(speed, "playback_speed_quick_action"))
    items += [ib("Lock", "lock_overlay_button"), ib("Rewind 10 seconds", "player_overlay_rewind"), ib("Pause" if playing else "Play", "player_overlay_play"),
              ib("Forward 10 seconds", "player_overlay_forward"), ib("Resize", "player_resize")]
    return r.scr(VLC, items)


def t15(rs: RowSet) -> None:
    # Clean: VLC, play lecture_07, set 1.50x speed, pause, go back (a resume bar appears on the row), visit Audio and return.
    r = Run("15:40", 49)
    r.start(home(r, "Sat, Sep 28", HOME_APPS + ["VLC"]))
    r.go(open_app("VLC"), vlc_videos(r, {"lecture_06_heat_engines"}))
    r.go(r.click("lecture_07_thermodynamics"), vlc_player(r, "0:03", True, None))
    opts = [("Sleep timer", None), ("Playback speed", "1.00x"), ("Jump to Time", None), ("Equalizer", None), ("Audio delay", None),
            ("Subtitle delay", None), ("A-B repeat", None), ("Repeat mode", None), ("Save playlist", None)]
    r.go(r.click("Advanced options"), r.scr(VLC, [tv("lecture_07_thermodynamics", "player_overlay_title"), rv("options_list")]
                                            + [x for o, v in opts for x in ([el(o, None, TV, "option_title", click=True)] + ([tv(v, "option_value")] if v else []))]))

    def speed(v: str) -> list[dict[str, Any]]:
        return r.scr(VLC, [tv("Playback speed", "playback_speed_title"), tv(v, "playback_speed_value"), ib("Decrease speed", "playback_speed_minus"),
                           el(None, None, "android.widget.SeekBar", "playback_speed_seek", click=True), ib("Increase speed", "playback_speed_plus")]
                     + [btn(p, "playback_speed_preset") for p in ("0.75x", "1.00x", "1.25x", "1.50x", "2.00x")])

    r.go(r.click("Playback speed"), speed("1.00x"))
    r.go(r.click("1.50x"), speed("1.50x"))
    r.tick()
    r.go(back(), vlc_player(r, "1:12", True, "1.50x"))
    r.go(r.click("Pause"), vlc_player(r, "1:19", False, "1.50x"))
    r.go(back(), vlc_videos(r, {"lecture_06_heat_engines", "lecture_07_thermodynamics"}))
    r.tick()
    r.go(r.click("Audio"), r.scr(VLC, [tv("Audio", "toolbar_title"), ib("Search", "ml_menu_filter"), ib("More options")]
                                 + [el(t, None, TV, "tab_title", click=True, sel=t == "Artists") for t in ("Artists", "Albums", "Tracks", "Genres")]
                                 + [rv("audio_list")]
                                 + [x for a, n in (("Bonobo", "2 albums"), ("Khruangbin", "1 album"), ("Nils Frahm", "3 albums"), ("Unknown Artist", "14 tracks"))
                                    for x in (el(a, None, TV, "ml_item_title", click=True), tv(n, "ml_item_subtitle"))]
                                 + vlc_tabs("Audio")))
    r.go(r.click("Video"), vlc_videos(r, {"lecture_06_heat_engines", "lecture_07_thermodynamics"}))
    rs.add(task="android", tid="h14-android-15", system=DROID_SYSTEM, turns=r.turns, state=r.state)

# ---------------------------------------------------------------- Tasks
TSK = "org.tasks"


def tasks_list(r: Run, title: str, rows: list[tuple[str, str | None, bool]], snack: bool = False) -> list[dict[str, Any]]:
    items = [ib("Open navigation drawer"), tv(title, "toolbar_title"), ib("Search", "menu_search"), ib("More options"), rv("recycler_view")]
    for name, due, done in rows:
        items += [el(None, "Complete task" if not done else "Mark incomplete", CB, "completeBox", click=True, check=done), el(name, None, TV, "title", click=True)]
        if due:
            items.append(tv(due, "due_date"))
    items.append(ib("Create new task", "fab"))
    if snack:
        items += [tv("Task completed", "snackbar_text"), btn("Undo", "snackbar_action")]
    return r.scr(TSK, items)


def tasks_drawer(r: Run, under: list[dict[str, Any]], sel: str, count: int) -> list[dict[str, Any]]:
    items = list(under[len(r.bar()):]) + [tv("Filters", "header")]
    for name, n in (("Today", None), ("Recently modified", None), ("My Tasks", str(count)), ("Groceries", "7")):
        items.append(el(name, None, "android.widget.CheckedTextView", "text", click=True, check=name == sel))
        if n:
            items.append(tv(n, "count"))
    items += [el(t, None, TV, "text", click=True) for t in ("Manage lists", "Settings", "Help & feedback")]
    return r.scr(TSK, items)


def t13(rs: RowSet) -> None:
    # Clean: Tasks, complete two tasks (they leave My Tasks), add "Call landlord re: radiator" due tomorrow, look at Recently modified (completed ones listed there, checked), back to My Tasks.
    r = Run("07:55", 93)
    r.start(home(r, "Tue, Oct 22", HOME_APPS + ["Tasks"]))
    renew, email = ("Renew parking permit", "Today", False), ("Email Ms. Okafor about field trip form", "Tomorrow", False)
    books, hvac, flu = ("Return library books", "Oct 25", False), ("Replace HVAC filter", "Oct 31", False), ("Book flu shot", None, False)
    call = ("Call landlord re: radiator", "Tomorrow", False)

    def sheet(name: str | None, due: str | None) -> list[dict[str, Any]]:
        return r.scr(TSK, [el(name or "Task name", None, ED, "title", click=True, edit=True, focus=True),
                           el(due or "Due date", None, "com.google.android.material.chip.Chip", "due_date_chip", click=True),
                           el("Priority", None, "com.google.android.material.chip.Chip", "priority_chip", click=True),
                           el("My Tasks", None, "com.google.android.material.chip.Chip", "list_chip", click=True),
                           el("Tags", None, "com.google.android.material.chip.Chip", "tags_chip", click=True), btn("Save", "save")])

    r.go(open_app("Tasks"), tasks_list(r, "My Tasks", [renew, email, books, hvac, flu]))
    r.go(r.click("completeBox", 0), tasks_list(r, "My Tasks", [email, books, hvac, flu], snack=True))
    r.tick()
    r.go(r.click("completeBox", 1), tasks_list(r, "My Tasks", [email, hvac, flu], snack=True))
    r.go(r.click("Create new task"), sheet(None, None))
    r.tick()
    r.go(r.type("Call landlord re: radiator", "title"), sheet("Call landlord re: radiator", None))
    r.go(r.click("Due date"), r.scr(TSK, [tv("Due date", "alertTitle")] + [el(o, None, TV, "text", click=True) for o in
                                          ("Today", "Tomorrow", "Next week", "Pick date", "No date")]))
    r.go(r.click("Tomorrow"), sheet("Call landlord re: radiator", "Tomorrow"))
    r.tick()
    r.go(r.click("Save"), tasks_list(r, "My Tasks", [email, call, hvac, flu]))
    r.go(r.click("Open navigation drawer"), tasks_drawer(r, r.cur, "My Tasks", 4))
    r.tick()
    r.go(r.click("Recently modified"), tasks_list(r, "Recently modified", [call, ("Return library books", "Oct 25", True), ("Renew parking permit", "Today", True)]))
    r.go(r.click("Open navigation drawer"), tasks_drawer(r, r.cur, "Recently modified", 4))
    r.go(r.click("My Tasks"), tasks_list(r, "My Tasks", [email, call, hvac, flu]))
    rs.add(task="android", tid="h14-android-13", system=DROID_SYSTEM, turns=r.turns, state=r.state)


# ---------------------------------------------------------------- OsmAnd
OSM = "net.osmand"


def osm_map(r: Run, menu: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    items = [el(None, "Map", "android.view.View", "MapView", click=True), ib("Search", "map_search_button"), ib("Menu", "map_menu_button"),
             ib("Configure map", "map_layers_button"), ib("Compass", "map_compass_button"), tv("200 m", "map_ruler_text"),
             ib("Zoom in", "map_zoom_in_button"), ib("Zoom out", "map_zoom_out_button"), ib("My location", "map_my_location_button"),
             ib("Directions", "map_route_info_button")]
    return r.scr(OSM, items + (menu or []))


def osm_ctx(line1: str, line2: str, coords: str, fav: bool) -> list[dict[str, Any]]:
    items = [el(line1, None, TV, "context_menu_line1", click=True), tv(line2, "context_menu_line2"), tv(coords, "context_menu_coordinates"),
             ib("Close", "context_menu_close_btn_view")]
    items += [btn(b, "context_menu_button") for b in (("Edit" if fav else "Add"), "Marker", "Share", "Actions", "Directions")]
    return items


def t18(rs: RowSet) -> None:
    # Bad: OsmAnd, save the point 37.83212, -122.48356 as favourite "Trailhead parking" in Hikes (turns 2-6); turn 10 opens that favourite and shows 37.83221, -122.48356.
    r = Run("09:15", 71)
    r.start(home(r, "Sun, Sep 8", HOME_APPS + ["OsmAnd"]))
    pt = "37.83212, -122.48356"

    def add(name: str, group: str) -> list[dict[str, Any]]:
        return r.scr(OSM, [ib("Navigate up"), tv("Add favorite", "toolbar_title"), el(name, None, ED, "name_edit", click=True, edit=True, focus=name != "Conzelman Road"),
                           el("Description", None, ED, "description_edit", click=True, edit=True),
                           el("Conzelman Road, Sausalito", None, ED, "address_edit", click=True, edit=True), tv("Group", "group_title")]
                     + [el(g, None, "com.google.android.material.chip.Chip", "group_chip", click=True, check=g == group) for g in ("Favorites", "Hikes", "Viewpoints")]
                     + [el(None, "Add group", IB, "add_group", click=True), tv("Color", "color_title"), tv("Icon", "icon_title"),
                        btn("Cancel", "dismiss_button"), btn("Save", "right_bottom_button")])

    r.go(open_app("OsmAnd"), osm_map(r))
    r.go(r.long("Map"), osm_map(r, osm_ctx("Conzelman Road", "Road, Sausalito, Marin County", pt, False)))
    r.go(r.click("Add"), add("Conzelman Road", "Favorites"))
    r.go(r.type("Trailhead parking", "name_edit", clear=True), add("Trailhead parking", "Favorites"))
    r.tick()
    r.go(r.click("Hikes"), add("Trailhead parking", "Hikes"))
    r.go(r.click("Save"), osm_map(r, osm_ctx("Trailhead parking", "Hikes", pt, True)))
    r.go(r.click("Menu"), r.scr(OSM, [tv("OsmAnd", "drawer_title")] + [el(m, None, TV, "title", click=True) for m in
                                      ("Search", "Directions", "Configure map", "Download maps", "My places", "Plan a route", "Travel guides", "Navigation", "Settings", "Help")]))
    r.tick()
    groups = [("Favorites", "11"), ("Hikes", "5"), ("Viewpoints", "3")]
    tabs = [el(t, None, TV, "tab_title", click=True, sel=t == "Favorites") for t in ("Favorites", "Tracks", "OSM edits", "Markers")]
    r.go(r.click("My places"), r.scr(OSM, [ib("Navigate up"), tv("My places", "toolbar_title")] + tabs + [el(None, None, "android.widget.ExpandableListView", "favourites_list", scroll=True)]
                                     + [x for g, n in groups for x in (el(g, None, TV, "category_name", click=True), tv(n, "category_count"))]))
    hikes = [("Dipsea Steps", "12.4 km"), ("Mt Tam East Peak", "19.7 km"), ("Rodeo Beach Lot", "3.1 km"), ("Tennessee Valley TH", "6.8 km"), ("Trailhead parking", "40 m")]
    expanded = r.scr(OSM, [ib("Navigate up"), tv("My places", "toolbar_title")] + tabs + [el(None, None, "android.widget.ExpandableListView", "favourites_list", scroll=True)]
                     + [el("Favorites", None, TV, "category_name", click=True), tv("11", "category_count"), el("Hikes", None, TV, "category_name", click=True), tv("5", "category_count")]
                     + [x for n, d in hikes for x in (el(n, None, TV, "favourite_label", click=True), tv(d, "favourite_distance"))]
                     + [el("Viewpoints", None, TV, "category_name", click=True), tv("3", "category_count")])
    r.go(r.click("Hikes"), expanded)
    r.go(r.click("Trailhead parking"), osm_map(r, osm_ctx("Trailhead parking", "Hikes", "37.83221, -122.48356", True)))
    r.go(r.click("Close"), osm_map(r))
    rs.add(task="android", tid="h14-android-18", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=10,
           kind="saved favourite's coordinates differ (37.83212 -> 37.83221) when reopened, no edit")

# ---------------------------------------------------------------- Simple Gallery Pro
GAL = "com.simplemobiletools.gallery.pro"


def gal_albums(r: Run, counts: list[tuple[str, int]]) -> list[dict[str, Any]]:
    items = [el("Search folders", None, ED, "top_toolbar_search", click=True, edit=True), ib("Change view type", "change_view_type"), ib("More options"),
             rv("directories_grid")]
    for name, n in counts:
        items += [el(None, None, IV, "dir_thumbnail"), el(name, None, TV, "dir_name", click=True), tv(str(n), "photo_cnt")]
    return r.scr(GAL, items + [ib("Camera", "directories_fab")])


def gal_grid(r: Run, title: str, media: list[str], total: int, picked: tuple[str, ...] = (), tools: list[str] | None = None) -> list[dict[str, Any]]:
    if picked:
        items = [ib("Done", "action_mode_close_button"), tv(f"{len(picked)} / {total}", "action_bar_title"), ib("Share", "cab_share"),
                 ib("Delete", "cab_delete"), ib("More options")]
    else:
        items = [ib("Navigate up"), tv(title, "toolbar_title")] + [ib(t) for t in (tools or ["Search", "Sort by", "Toggle filename visibility"])] + [ib("More options")]
    items.append(rv("media_grid"))
    for m in media[:12]:
        items.append(el(None, m, IV, "medium_thumbnail", click=True, sel=m in picked))
        if picked:
            items.append(el(None, None, IV, "medium_check", check=m in picked))
    return r.scr(GAL, items)


def t21(rs: RowSet) -> None:
    # Clean: Simple Gallery Pro, move three burst shots from Camera to the Recycle Bin; counts 48 -> 45 and 2 -> 5, the grid pulls up older shots.
    r = Run("20:05", 57)
    r.start(home(r, "Wed, Sep 18", HOME_APPS + ["Gallery"]))
    burst = ["IMG_20240918_194201.jpg", "IMG_20240918_194158.jpg", "IMG_20240918_194155.jpg"]
    cam = burst + ["IMG_20240918_193940.jpg", "IMG_20240917_081212.jpg", "IMG_20240916_201533.jpg", "IMG_20240916_201530.jpg", "VID_20240915_113402.mp4",
                   "IMG_20240914_172005.jpg", "IMG_20240914_171950.jpg", "IMG_20240912_090144.jpg", "IMG_20240910_183310.jpg", "IMG_20240910_183301.jpg",
                   "IMG_20240909_121544.jpg", "IMG_20240908_174420.jpg"]
    albums = [("Camera", 48), ("Screenshots", 112), ("WhatsApp Images", 305), ("Download", 9), ("Recycle bin", 2)]
    after = [("Camera", 45), ("Screenshots", 112), ("WhatsApp Images", 305), ("Download", 9), ("Recycle bin", 5)]
    r.go(open_app("Gallery"), gal_albums(r, albums))
    r.go(r.click("Camera"), gal_grid(r, "Camera", cam, 48))
    r.go(r.long(burst[0]), gal_grid(r, "Camera", cam, 48, picked=tuple(burst[:1])))
    r.go(r.click(burst[1]), gal_grid(r, "Camera", cam, 48, picked=tuple(burst[:2])))
    r.go(r.click(burst[2]), gal_grid(r, "Camera", cam, 48, picked=tuple(burst)))
    r.tick()
    r.go(r.click("Delete"), r.scr(GAL, [tv("Are you sure you want to move 3 items into the Recycle Bin?", "confirm_delete_message"),
                                        btn("No", "android:id/button2"), btn("Yes", "android:id/button1")]))
    r.go(r.click("Yes"), gal_grid(r, "Camera", cam[3:], 45))
    r.go(back(), gal_albums(r, after))
    r.tick()
    r.go(r.click("Recycle bin"), gal_grid(r, "Recycle bin", burst + ["Screenshot_20240902-080114.png", "IMG_20240830_155812.jpg"], 5,
                                          tools=["Restore all files", "Empty the Recycle Bin"]))
    r.go(back(), gal_albums(r, after))
    rs.add(task="android", tid="h14-android-21", system=DROID_SYSTEM, turns=r.turns, state=r.state)


# ---------------------------------------------------------------- Joplin
JOP = "net.cozic.joplin"


def jop_view(r: Run, title: str, body: str, menu: bool = False) -> list[dict[str, Any]]:
    items = [ib("Back", "back_button"), tv("Work", "note_notebook"), ib("Edit", "edit_button"), ib("Attach file", "attach_button"),
             ib("Tags", "tags_button"), ib("Actions", "actions_button"), el(title, None, ED, "note_title", click=True, edit=True),
             el(None, None, "android.webkit.WebView", "note_body_viewer", scroll=True)]
    for line in body.split("\n"):
        line = line.split(". ", 1)[1] if line[:1].isdigit() else line
        if line:
            items.append(el(line, None, TV, None))
    if menu:
        items += [el(m, None, TV, "menu_option", click=True) for m in
                  ("Attach...", "Share", "Tags", "Set alarm", "Convert to todo", "Copy Markdown link", "Properties", "Delete")]
    return r.scr(JOP, items)


def t22(rs: RowSet) -> None:
    # Bad: Joplin, note "Vendor shortlist" properties show ID 7c2e9a41f0b84d5c9e3f2a6b8d1c0e57 (turn 4); after appending a line, turn 10's properties show ID 7c2e9a41f0b8d45c9e3f2a6b8d1c0e57 (ids never change; Updated changing is expected).
    r = Run("09:41", 80)
    r.start(home(r, "Mon, Oct 14", HOME_APPS + ["Joplin"]))
    body = ("Shortlist for packaging vendor (decision due Oct 18)\n\n1. Greiner Packaging – quote €0.42/unit\n"
            "2. Pakt Studio – quote €0.47/unit, 3-week lead time\n3. Elvana Box Co – awaiting quote")
    added = "\n4. Rotoform – quote €0.39/unit (MOQ 20k)"

    def props(updated: str, nid: str) -> list[dict[str, Any]]:
        return r.scr(JOP, [tv("Properties", "dialog_title"), tv("Created: 09/10/2024 16:22", "prop_created"), tv(f"Updated: {updated}", "prop_updated"),
                           tv("Location: 52.37012, 4.89178", "prop_location"), tv("Markup: Markdown", "prop_markup"), tv(f"ID: {nid}", "prop_id"),
                           btn("OK", "dialog_ok")])

    def editor(text: str, focus: bool) -> list[dict[str, Any]]:
        return r.scr(JOP, [ib("Back", "back_button"), tv("Work", "note_notebook"), ib("Save", "save_button"), ib("Attach file", "attach_button"),
                           ib("Actions", "actions_button"), el("Vendor shortlist", None, ED, "note_title", click=True, edit=True),
                           el(text, None, ED, "note_body_editor", click=True, edit=True, focus=focus, scroll=True)])

    r.go(open_app("Joplin"), r.scr(JOP, [ib("Sidebar", "sidebar_button"), tv("Work", "notebook_title"), ib("Search", "search_button"), ib("Select", "select_button"),
                                         rv("note_list")] + [el(n, None, TV, "note_item_title", click=True) for n in
                                                             ("Vendor shortlist", "Q4 OKR draft", "1:1 notes – Marisol", "Offsite logistics")]
                                   + [ib("New note", "fab_new_note"), ib("New to-do", "fab_new_todo")]))
    r.go(r.click("Vendor shortlist"), jop_view(r, "Vendor shortlist", body))
    r.go(r.click("Actions"), jop_view(r, "Vendor shortlist", body, menu=True))
    r.go(r.click("Properties"), props("11/10/2024 11:05", "7c2e9a41f0b84d5c9e3f2a6b8d1c0e57"))
    r.go(r.click("OK"), jop_view(r, "Vendor shortlist", body))
    r.tick()
    r.go(r.click("Edit"), editor(body, False))
    r.tick()
    r.go(r.type(added, "note_body_editor"), editor(body + added, True))
    r.go(r.click("Save"), jop_view(r, "Vendor shortlist", body + added))
    r.go(r.click("Actions"), jop_view(r, "Vendor shortlist", body + added, menu=True))
    r.go(r.click("Properties"), props("14/10/2024 09:43", "7c2e9a41f0b8d45c9e3f2a6b8d1c0e57"))
    r.go(r.click("OK"), jop_view(r, "Vendor shortlist", body + added))
    rs.add(task="android", tid="h14-android-22", system=DROID_SYSTEM, turns=r.turns, state=r.state, bad=True, turn=10,
           kind="note ID changes between two Properties views (…0b84d5c… -> …0b8d45c…)")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
