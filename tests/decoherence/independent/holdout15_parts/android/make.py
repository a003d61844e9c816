# ruff: noqa: E501
"""Held-out android trajectories (h15): AndroidWorld-style element lists, 22 runs, half with one drifted detail."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, ui_elements

SYS = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"
W = "android.widget."


# ---------------------------------------------------------------- element helpers

def E(cls: str, text: str | None = None, desc: str | None = None, rid: str | None = None, *, click: bool = False,
      checked: bool = False, edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False,
      pkg: str | None = None) -> dict[str, Any]:
    return {"text": text, "content_description": desc, "class_name": cls if "." in cls else W + cls,
            "is_checked": checked, "is_clickable": click, "is_editable": edit, "is_focused": focused,
            "is_scrollable": scroll, "is_selected": selected, "package_name": pkg, "resource_name": rid}


def tv(text: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("TextView", text, None, rid, **kw)


def ctv(text: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("TextView", text, None, rid, click=True, **kw)


def bt(text: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("Button", text, None, rid, click=True, **kw)


def ib(desc: str, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ImageButton", None, desc, rid, click=True, **kw)


def im(desc: str | None, rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("ImageView", None, desc, rid, **kw)


def ed(text: str, rid: str | None = None, focused: bool = False) -> dict[str, Any]:
    return E("EditText", text, None, rid, click=True, edit=True, focused=focused)


def sw(text: str | None, on: bool, rid: str | None = None) -> dict[str, Any]:
    return E("Switch", text, None, rid, click=True, checked=on)


def cbx(text: str | None, on: bool, rid: str | None = None, desc: str | None = None) -> dict[str, Any]:
    return E("CheckBox", text, desc, rid, click=True, checked=on)


def rb(text: str, on: bool, rid: str | None = None) -> dict[str, Any]:
    return E("RadioButton", text, None, rid, click=True, checked=on)


def lst(rid: str, cls: str = "androidx.recyclerview.widget.RecyclerView") -> dict[str, Any]:
    return E(cls, None, None, rid, scroll=True)


def scr(pkg: str, clock: str, batt: int, elems: list[dict[str, Any]], *, bt_on: bool = False,
        notif: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """One screen: status bar (clock, notification icons, radios, battery) then the app's elements."""
    head = [E("TextView", clock, None, f"{SYS}:id/clock", pkg=SYS)]
    head += [E("ImageView", None, n, None, pkg=SYS) for n in notif]
    if bt_on:
        head.append(E("ImageView", None, "Bluetooth on.", None, pkg=SYS))
    head.append(E("ImageView", None, "Wifi signal full.", f"{SYS}:id/wifi_signal", pkg=SYS))
    head.append(E("ImageView", None, f"Battery {batt} percent.", f"{SYS}:id/battery", pkg=SYS))
    out = []
    for e in head + elems:
        e = dict(e)
        if e["package_name"] is None:
            e["package_name"] = pkg
        rid = e["resource_name"]
        if rid and ":" not in rid:
            e["resource_name"] = f"{e['package_name']}:id/{rid}"
        out.append(e)
    return out


def home(clock: str, batt: int, date: str, weather: str = "11°C") -> list[dict[str, Any]]:
    apps = ["Clock", "Contacts", "Files", "Settings", "Markor", "Pro Expense", "Simple Calendar Pro", "Retro Music",
            "Broccoli", "Tasks", "VLC", "Simple Gallery Pro", "OsmAnd", "Joplin", "Audio Recorder", "OpenTracks",
            "Simple SMS Messenger"]
    el = [tv(date, "date", click=True), tv(weather, "weather_text", click=True),
          E("android.view.View", None, "Home", "workspace", scroll=True)]
    el += [E("TextView", a, a, "icon", click=True) for a in apps]
    el += [E("TextView", a, a, "icon", click=True) for a in ("Phone", "Messages", "Chrome", "Camera")]
    el += [E("FrameLayout", None, "Google search", "search_container_hotseat", click=True)]
    return scr(LAUNCHER, clock, batt, el)


class Traj:
    """Builds turns; an action's target (text or content description) is resolved to its index on the current screen."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.cur = start
        self.state = ui_elements(start)
        self.turns: list[tuple[str, str]] = []

    def find(self, target: str, after: str | None = None, nth: int = 0) -> int:
        lo = 0
        if after is not None:
            lo = next(i for i, e in enumerate(self.cur) if after in (e["text"], e["content_description"])) + 1
        hits = [i for i, e in enumerate(self.cur) if i >= lo and target in (e["text"], e["content_description"])]
        assert len(hits) > nth, (target, after, [e["text"] or e["content_description"] for e in self.cur])
        return hits[nth]

    def act(self, kind: str, obs: list[dict[str, Any]], target: str | None = None, after: str | None = None,
            nth: int = 0, offset: int = 0, **kw: Any) -> None:
        a: dict[str, Any] = {"action_type": kind}
        if kind == "input_text":
            a["text"] = kw.pop("text")
        if target is not None:
            a["index"] = self.find(target, after, nth) + offset
        a.update(kw)
        self.turns.append((json.dumps(a, ensure_ascii=False), ui_elements(obs)))
        self.cur = obs


def add(rs: RowSet, n: int, t: Traj, bad: int | None = None, kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h15-android-{n:02d}", system=DROID_SYSTEM, turns=t.turns, state=t.state,
           bad=bad is not None, turn=bad, kind=kind)


# ---------------------------------------------------------------- 01 Clock alarms

def t01(rs: RowSet) -> None:
    # clean: Clock – add a 6:45 AM alarm, label it, then move it to 6:50 AM; every time/label change comes from the agent's own taps, status clock only moves forward.
    P = "com.google.android.deskclock"

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", None, n, f"tab_menu_{n.lower()}", click=True, selected=n == sel)
                for n in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]

    days = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]

    def row(time: str, label: str | None, sched: str, on: bool, expanded: bool = False, rep: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        el = []
        if label and not expanded:
            el.append(tv(label, "label"))
        el += [ctv(time, "digital_clock"), tv(sched, "upcoming_instance_label"), sw(None, on, "onoff"),
               ib("Collapse alarm" if expanded else "Expand alarm", "arrow")]
        if expanded:
            el += [cbx(d, full in rep, "day_button", desc=full) for d, full in days]
            el += [ctv(label or "Add label", "edit_label"), ctv("Default (Cesium)", "choose_ringtone"),
                   cbx("Vibrate", True, "vibrate_onoff"), bt("Delete", "delete")]
        return el

    def alarms(rows: list[list[dict[str, Any]]]) -> list[dict[str, Any]]:
        el = [tv("Alarm", "action_bar_title"), ib("More options"), lst("alarm_recycler_view")]
        for r in rows:
            el += r
        return el + [ib("Add alarm", "fab")] + tabs("Alarm")

    r700 = row("7:00 AM", None, "Mon, Tue, Wed, Thu, Fri", True)
    r930 = row("9:30 AM", "Sat long run", "Sat", False)

    def picker(h: str, m: str, mode: str, sel: str) -> list[dict[str, Any]]:
        el = [tv("Select time", "header_title"), E("Chip", h, f"{h} o'clock", "material_hour_tv", click=True, checked=mode == "h"),
              tv(":", "material_clock_separator"), E("Chip", m, f"{int(m)} minutes", "material_minute_tv", click=True, checked=mode == "m"),
              E("Button", "AM", None, "material_clock_period_am_button", click=True, checked=True),
              E("Button", "PM", None, "material_clock_period_pm_button", click=True, checked=False),
              E("View", None, None, "material_clock_face")]
        labels = ["12"] + [str(i) for i in range(1, 12)] if mode == "h" else [f"{i:02d}" for i in range(0, 60, 5)]
        el += [E("TextView", x, None, "material_clock_face_label", click=True, selected=x == sel) for x in labels]
        el += [ib("Switch to text input mode for the time input.", "material_timepicker_mode_button"),
               bt("Cancel", "material_timepicker_cancel_button"), bt("OK", "material_timepicker_ok_button")]
        return el

    t = Traj(home("7:58", 64, "Wed, Mar 13"))
    t.act("open_app", scr(P, "7:58", 64, alarms([r700, r930])), app_name="Clock")
    t.act("click", scr(P, "7:58", 64, picker("8", "00", "h", "8")), target="Add alarm")
    t.act("click", scr(P, "7:59", 64, picker("6", "00", "m", "00")), target="6")
    t.act("click", scr(P, "7:59", 64, picker("6", "45", "m", "45")), target="45")
    t.act("click", scr(P, "7:59", 64, alarms([row("6:45 AM", None, "Tomorrow", True, True), r700, r930])), target="OK")
    dlg = [tv("Label", "alertTitle"), ed("Label", "label_input_field", focused=True), bt("Cancel", "button2"), bt("OK", "button1")]
    t.act("click", scr(P, "7:59", 64, dlg), target="Add label")
    dlg2 = [tv("Label", "alertTitle"), ed("Swim – Aquatic Centre", "label_input_field", focused=True), bt("Cancel", "button2"), bt("OK", "button1")]
    t.act("input_text", scr(P, "8:00", 64, dlg2), target="Label", after="Label", text="Swim – Aquatic Centre")
    t.act("click", scr(P, "8:00", 63, alarms([row("6:45 AM", "Swim – Aquatic Centre", "Tomorrow", True, True), r700, r930])), target="OK")
    t.act("click", scr(P, "8:00", 63, picker("6", "45", "h", "6")), target="6:45 AM")
    t.act("click", scr(P, "8:01", 63, picker("6", "45", "m", "45")), target="45")
    t.act("click", scr(P, "8:01", 63, picker("6", "50", "m", "50")), target="50")
    t.act("click", scr(P, "8:01", 63, alarms([row("6:50 AM", "Swim – Aquatic Centre", "Tomorrow", True, True), r700, r930])), target="OK")
    add(rs, 1, t)


# ---------------------------------------------------------------- 02 Contacts

def t02(rs: RowSet) -> None:
    # bad: Contacts – new contact saved with mobile +31 6 4821 7730 (turns 5, 7, 8); turn 10, after an edit that only adds a company, shows the number as +31 6 4821 7370.
    P = "com.google.android.contacts"
    names = ["Aaron Feldstein", "Bettina Krause", "Chidi Okonkwo", "Dr. Marta Lind (dentist)", "Emil Sørensen",
             "Farah Haddad", "Gustavo Prado", "Hiroshi Tanaka", "Isabel Ruiz", "Jonas Weber", "Katrin Oyelaran"]

    def contacts(ns: list[str]) -> list[dict[str, Any]]:
        el = [ed("Search contacts", "open_search_bar_text_view"), ib("Account and settings", "og_apd_internal_image_view"),
              lst("contact_list")]
        letter = ""
        for n in ns:
            if n[0] != letter:
                letter = n[0]
                el.append(tv(letter, "cliv_header"))
            el.append(E("TextView", n, None, "cliv_name_textview", click=True))
        el += [E("com.google.android.material.floatingactionbutton.FloatingActionButton", None, "Create contact", "floating_action_button", click=True),
               E("FrameLayout", None, "Contacts", "nav_contacts", click=True, selected=True),
               E("FrameLayout", None, "Highlights", "nav_highlights", click=True),
               E("FrameLayout", None, "Fix & manage", "nav_fix_and_manage", click=True)]
        return el

    def form(title: str, first: str, last: str, company: str, phone: str, email: str, focus: str = "") -> list[dict[str, Any]]:
        return [ib("Cancel", "toolbar_cancel"), tv(title, "toolbar_title"), bt("Save", "toolbar_button"),
                tv("Saving to", "account_header"), tv("rosa.mendes.ams@gmail.com", "account_name"),
                ib("Add picture", "photo_icon"), lst("editors", "android.widget.ScrollView"),
                ed(first or "First name", "first_name", focused=focus == "first"),
                ed(last or "Last name", "last_name", focused=focus == "last"),
                ed(company or "Company", "company", focused=focus == "company"),
                ed(phone or "Phone", "phone", focused=focus == "phone"), E("Spinner", "Mobile", None, "spinner", click=True),
                ed(email or "Email", "email", focused=focus == "email"), E("Spinner", "Home", None, "spinner", click=True),
                bt("More fields", "more_fields")]

    def details(company: str | None, phone: str) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), ib("Add to favorites", "menu_star"), ib("More options"),
              E("ImageView", None, "Ilse Verhoeven", "photo_touch_intercept_overlay"),
              tv("Ilse Verhoeven", "large_title")]
        if company:
            el.append(tv(company, "company"))
        el += [bt("Call", "call_button"), bt("Text", "message_button"), bt("Video", "video_button"), bt("Email", "email_button"),
               bt("Edit contact", "edit_contact_button"), tv("Contact info", "header_title"),
               ctv(phone, "header"), tv("Mobile", "sub_header"), ib("Send message", "third_icon"),
               ctv("ilse.verhoeven@kpnmail.nl", "header"), tv("Home", "sub_header"),
               tv("Connected apps", "header_title"), tv("WhatsApp", "header"),
               tv("Contact settings", "header_title"), tv("Route to voicemail", "header"), tv("Set ringtone", "header")]
        return el

    num = "+31 6 4821 7730"
    t = Traj(home("10:14", 81, "Tue, Mar 12"))
    t.act("open_app", scr(P, "10:14", 81, contacts(names)), app_name="Contacts")
    t.act("click", scr(P, "10:14", 81, form("Create contact", "", "", "", "", "", "first")), target="Create contact")
    t.act("input_text", scr(P, "10:15", 81, form("Create contact", "Ilse", "", "", "", "", "first")), target="First name", text="Ilse")
    t.act("input_text", scr(P, "10:15", 81, form("Create contact", "Ilse", "Verhoeven", "", "", "", "last")), target="Last name", text="Verhoeven")
    t.act("input_text", scr(P, "10:15", 81, form("Create contact", "Ilse", "Verhoeven", "", num, "", "phone")), target="Phone", text=num)
    t.act("input_text", scr(P, "10:16", 81, form("Create contact", "Ilse", "Verhoeven", "", num, "ilse.verhoeven@kpnmail.nl", "email")), target="Email", text="ilse.verhoeven@kpnmail.nl")
    t.act("click", scr(P, "10:16", 81, details(None, num)), target="Save")
    t.act("click", scr(P, "10:16", 80, form("Edit contact", "Ilse", "Verhoeven", "", num, "ilse.verhoeven@kpnmail.nl")), target="Edit contact")
    t.act("input_text", scr(P, "10:17", 80, form("Edit contact", "Ilse", "Verhoeven", "Rijkswaterstaat", num, "ilse.verhoeven@kpnmail.nl", "company")), target="Company", text="Rijkswaterstaat")
    t.act("click", scr(P, "10:17", 80, details("Rijkswaterstaat", "+31 6 4821 7370")), target="Save")
    t.act("navigate_back", scr(P, "10:17", 80, contacts(sorted(names + ["Ilse Verhoeven"]))))
    add(rs, 2, t, 10, "contact's saved mobile number reads back with two digits transposed after an edit that only added a company")


# ---------------------------------------------------------------- shared Settings pieces

SET = "com.android.settings"


def pref(title: str, summary: str | None = None, toggle: bool | None = None) -> list[dict[str, Any]]:
    el = [E("TextView", title, None, "android:id/title", click=True)]
    if summary is not None:
        el.append(tv(summary, "android:id/summary"))
    if toggle is not None:
        el.append(sw(None, toggle, "android:id/switch_widget"))
    return el


def settings_page(title: str, rows: list[list[dict[str, Any]]], back: bool = True) -> list[dict[str, Any]]:
    el = [ib("Navigate up")] if back else []
    el += [tv(title, "collapsing_toolbar"), lst("recycler_view")]
    for r in rows:
        el += r
    return el


def settings_main(battery: str, top: bool = True, device: str = "Pixel 7") -> list[dict[str, Any]]:
    rows_top = [pref("Network & internet", "Mobile, Wi‑Fi, hotspot"), pref("Connected devices", "Bluetooth, pairing"),
                pref("Apps", "Assistant, recent apps, default apps"), pref("Notifications", "Notification history, conversations"),
                pref("Battery", battery), pref("Storage", "41% used - 75.52 GB free"),
                pref("Sound & vibration", "Volume, haptics, Do Not Disturb"), pref("Display", "Dark theme, font size, brightness"),
                pref("Wallpaper & style", "Colors, themed icons, app grid"), pref("Accessibility", "Display, interaction, audio")]
    rows_bottom = [pref("Security & privacy", "App security, device lock, permissions"),
                   pref("Location", "On - 7 apps have access to location"), pref("Safety & emergency", "Emergency SOS, medical info, alerts"),
                   pref("Passwords & accounts", "Saved passwords, autofill, synced accounts"), pref("Digital Wellbeing & parental controls", "Screen time, app timers, bedtime schedules"),
                   pref("Google", "Services & preferences"), pref("System", "Languages, gestures, time, backup"),
                   pref("About phone", device), pref("Tips & support", "Help articles, phone & chat")]
    el = [tv("Settings", "homepage_title"), E("TextView", "Search settings", None, "search_action_bar_title", click=True),
          ib("Profile picture, double tap to open Google Account", "account_avatar"), lst("main_content_scrollable_container", "android.widget.ScrollView")]
    for r in (rows_top if top else rows_bottom):
        el += r
    return el


# ---------------------------------------------------------------- 03 Settings: Bluetooth + display

def t03(rs: RowSet) -> None:
    # clean: Settings – agent turns Bluetooth on (status-bar icon appears), battery drains 71% -> 70% over time, dark theme switched on and screen timeout changed 30 s -> 2 min by the agent.
    t = Traj(home("13:02", 71, "Fri, Mar 15", "9°C"))
    t.act("open_app", scr(SET, "13:02", 71, settings_main("71%")), app_name="Settings")

    def connected(bt_on: bool) -> list[dict[str, Any]]:
        rows = [pref("Pair new device"), [tv("Previously connected devices", "android:id/title")],
                pref("JBL Flip 5", "Connect" if bt_on else "Turn on Bluetooth to connect"),
                pref("Galaxy Buds2 Pro", "Connect" if bt_on else "Turn on Bluetooth to connect"),
                pref("See all"), [tv("Other devices", "android:id/title")],
                pref("Connection preferences", "Bluetooth, Android Auto, NFC")]
        return settings_page("Connected devices", rows)

    def prefs_page(bt_on: bool) -> list[dict[str, Any]]:
        rows = [pref("Bluetooth", "On" if bt_on else "Off"), pref("Cast"), pref("Printing", "1 print service on"),
                pref("Files received via Bluetooth"), pref("Nearby Share", "On"), pref("Android Auto", "Use apps on your car screen"),
                pref("NFC", "Use NFC", True)]
        return settings_page("Connection preferences", rows)

    def bt_page(on: bool) -> list[dict[str, Any]]:
        rows = [[E("LinearLayout", None, None, "switch_bar", click=True), tv("Use Bluetooth", "switch_text"), sw(None, on, "switch_widget")]]
        if on:
            rows += [pref("Device name", "Pixel 7"), pref("Pair new device"),
                     [tv("Visible as “Pixel 7” to other devices while Bluetooth settings is open.", "android:id/title")],
                     [tv("Phone's Bluetooth address: 48:A2:E6:1C:9F:03", "android:id/title")]]
        else:
            rows += [[tv("When Bluetooth is turned on, your device can communicate with other nearby Bluetooth devices.", "android:id/title")]]
        return settings_page("Bluetooth", rows)

    def display(dark: bool, timeout: str) -> list[dict[str, Any]]:
        rows = [[tv("Brightness", "android:id/title")], pref("Brightness level", "48%"), pref("Adaptive brightness", None, True),
                [tv("Lock display", "android:id/title")], pref("Lock screen", "Show all notification content"),
                pref("Screen timeout", f"After {timeout} of inactivity"),
                [tv("Appearance", "android:id/title")], pref("Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically", dark),
                pref("Display size and text", None), [tv("Color", "android:id/title")],
                pref("Night Light", "Off / Will never turn on automatically"), pref("Colors", "Adaptive"),
                [tv("Other display controls", "android:id/title")], pref("Auto-rotate screen", None, False),
                pref("Smooth Display", "Automatically raises the refresh rate from 60 to 90 Hz for some content", True)]
        return settings_page("Display", rows)

    def timeout_page(sel: str) -> list[dict[str, Any]]:
        opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]
        rows = [[rb(o, o == sel, "android:id/title") ] for o in opts]
        rows += [[tv("Screen attention", "android:id/title")], pref("Screen attention", "Off / Keeps screen on while you’re looking at it", False)]
        return settings_page("Screen timeout", rows)

    t.act("click", scr(SET, "13:02", 71, connected(False)), target="Connected devices")
    t.act("click", scr(SET, "13:03", 71, prefs_page(False)), target="Connection preferences")
    t.act("click", scr(SET, "13:03", 71, bt_page(False)), target="Bluetooth")
    t.act("click", scr(SET, "13:03", 71, bt_page(True), bt_on=True), target="Use Bluetooth")
    t.act("navigate_back", scr(SET, "13:04", 71, prefs_page(True), bt_on=True))
    t.act("navigate_back", scr(SET, "13:04", 71, connected(True), bt_on=True))
    t.act("navigate_back", scr(SET, "13:05", 70, settings_main("70%"), bt_on=True))
    t.act("click", scr(SET, "13:05", 70, display(False, "30 seconds"), bt_on=True), target="Display")
    t.act("click", scr(SET, "13:05", 70, display(True, "30 seconds"), bt_on=True), target="Dark theme")
    t.act("click", scr(SET, "13:06", 70, timeout_page("30 seconds"), bt_on=True), target="Screen timeout")
    t.act("click", scr(SET, "13:06", 70, timeout_page("2 minutes"), bt_on=True), target="2 minutes")
    add(rs, 3, t)


# ---------------------------------------------------------------- 04 Markor

FERRY = ("# Ferry times\n\n- Horten → Moss: 07:15, 08:05, 09:40\n- Moss → Horten: 16:20, 17:10\n"
         "- Ticket: 142 NOK (car + driver)\n- Book at least 2 days ahead in July")
QUOTES = ("# Quotes\n\n> The best time to plant a tree was twenty years ago.\n\n> Make it work, make it right, make it fast.\n"
          "> — Kent Beck\n\n> Weeks of coding can save you hours of planning.")


def t04(rs: RowSet) -> None:
    # bad: Markor – ferry_times.md written with "Moss → Horten: 16:20, 17:10" (turn 5, preview turn 6); turn 10 reopens it with no edit in between and the editor shows 17:40.
    P = "net.gsantner.markor"

    def size(s: str) -> str:
        return f"{len(s.encode())} B"

    files = [("archive", "Mar 2, 2024 11:40 · 6 items", True), ("bike_service.md", "Mar 9, 2024 20:14 · 418 B", False),
             ("groceries.txt", "Mar 13, 2024 08:02 · 233 B", False), ("QuickNote.md", "Mar 12, 2024 22:47 · 1.1 KB", False),
             ("quotes.md", f"Feb 18, 2024 09:31 · {size(QUOTES)}", False), ("ToDo.txt", "Mar 13, 2024 07:55 · 587 B", False)]

    def browser(fs: list[tuple[str, str, bool]]) -> list[dict[str, Any]]:
        el = [tv("Notebook", "toolbar_title"), ib("Search"), ib("Sort by"), ib("More options"), lst("ui__filesystem_dialog__list")]
        for name, d, folder in fs:
            el += [im("Folder" if folder else "File", "ui__filesystem_item__image"), E("TextView", name, None, "ui__filesystem_item__title", click=True),
                   tv(d, "ui__filesystem_item__description")]
        el += [ib("Create a new file or folder", "fab_add_new_item"),
               E("FrameLayout", None, "Notebook", "nav_notebook", click=True, selected=True), E("FrameLayout", None, "To-Do", "nav_todo", click=True),
               E("FrameLayout", None, "QuickNote", "nav_quicknote", click=True), E("FrameLayout", None, "More", "nav_more", click=True)]
        return el

    def newfile(name: str) -> list[dict[str, Any]]:
        return [tv("New file", "alertTitle"), ed(name or "Name", "new_file_dialog__name", focused=True),
                E("Spinner", "Markdown", None, "new_file_dialog__type", click=True), E("Spinner", "Empty file", None, "new_file_dialog__template", click=True),
                cbx("Encrypt with password", False, "new_file_dialog__encrypt"),
                bt("Folder", "android:id/button3"), bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]

    def editor(name: str, text: str, focus: bool = False) -> list[dict[str, Any]]:
        return [ib("Navigate up"), tv(name, "note__activity__text_note_title"), ib("Undo"), ib("Redo"), ib("Save"), ib("View"), ib("More options"),
                E("EditText", text or "Start typing…", None, "document__fragment__edit__highlighting_editor", click=True, edit=True, focused=focus, scroll=True),
                lst("document__fragment__textactions_bar", "android.widget.HorizontalScrollView"),
                ib("Header"), ib("Bold"), ib("Italic"), ib("Checkbox"), ib("Unordered list"), ib("Insert link"), ib("Insert image")]

    def preview(name: str, text: str) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), tv(name, "note__activity__text_note_title"), ib("Edit"), ib("More options"),
              E("android.webkit.WebView", None, None, "document__fragment_view_webview", scroll=True)]
        for line in text.split("\n"):
            if not line.strip():
                continue
            if line.startswith("# "):
                el.append(E("android.view.View", line[2:], None, None))
            else:
                el.append(E("android.view.View", line.lstrip("- "), None, None))
        return el

    t = Traj(home("18:20", 57, "Wed, Mar 13", "6°C"))
    t.act("open_app", scr(P, "18:20", 57, browser(files)), app_name="Markor")
    t.act("click", scr(P, "18:20", 57, newfile("")), target="Create a new file or folder")
    t.act("input_text", scr(P, "18:21", 57, newfile("ferry_times")), target="Name", text="ferry_times")
    t.act("click", scr(P, "18:21", 57, editor("ferry_times", "", True)), target="OK")
    t.act("input_text", scr(P, "18:23", 56, editor("ferry_times", FERRY, True)), target="Start typing…", text=FERRY)
    t.act("click", scr(P, "18:23", 56, preview("ferry_times", FERRY)), target="View")
    files2 = files[:2] + [("ferry_times.md", f"Mar 13, 2024 18:23 · {size(FERRY)}", False)] + files[2:]
    t.act("navigate_back", scr(P, "18:24", 56, browser(files2)))
    t.act("click", scr(P, "18:24", 56, editor("quotes", QUOTES)), target="quotes.md")
    t.act("navigate_back", scr(P, "18:25", 56, browser(files2)))
    t.act("click", scr(P, "18:25", 56, editor("ferry_times", FERRY.replace("16:20, 17:10", "16:20, 17:40"))), target="ferry_times.md")
    t.act("navigate_back", scr(P, "18:26", 56, browser(files2)))
    add(rs, 4, t, 10, "note's line differs between two reads with no edit (a departure time in the editor text)")


# ---------------------------------------------------------------- 05 Files

def t05(rs: RowSet) -> None:
    # clean: Files (Downloads) – rename scan0042.pdf -> lease_addendum_2024.pdf (list re-sorted by name), delete the duplicate photo, then sort by date modified (new order, same facts).
    P = "com.google.android.documentsui"
    F = {"boarding_pass_KL1352.pdf": ("214 kB", "Mar 11", "PDF document"), "IMG_0193.jpg": ("3.1 MB", "Mar 9", "JPG image"),
         "IMG_0193 (1).jpg": ("3.1 MB", "Mar 9", "JPG image"), "invoice_2024-0311.pdf": ("88 kB", "Mar 11", "PDF document"),
         "podcast_ep147.mp3": ("41.6 MB", "Feb 27", "MP3 audio"), "scan0042.pdf": ("1.4 MB", "Mar 12", "PDF document"),
         "wg-config-home.conf": ("612 B", "Mar 1", "CONF file")}
    F["lease_addendum_2024.pdf"] = F["scan0042.pdf"]
    by_name = ["boarding_pass_KL1352.pdf", "IMG_0193.jpg", "IMG_0193 (1).jpg", "invoice_2024-0311.pdf", "podcast_ep147.mp3",
               "scan0042.pdf", "wg-config-home.conf"]

    def listing(names: list[str], sel: str | None = None, sort: str = "Name") -> list[dict[str, Any]]:
        if sel:
            el = [ib("Clear selection"), tv("1 selected", "action_bar_title"), ib("Share"), ib("Delete"), ib("More options")]
        else:
            el = [ib("Show roots"), tv("Downloads", "toolbar_title"), ib("Search"), ib("More options")]
        el += [E("Chip", "Images", None, "search_chip", click=True), E("Chip", "Audio", None, "search_chip", click=True),
               E("Chip", "Videos", None, "search_chip", click=True), E("Chip", "Documents", None, "search_chip", click=True),
               ctv(f"Sort by {sort.lower()}", "sort_dimen_dropdown"), lst("dir_list")]
        for n in names:
            size, date, kind = F[n]
            el += [E("ImageView", None, kind, "icon_mime_sm", checked=n == sel), E("TextView", n, None, "item_title", click=True, selected=n == sel),
                   tv(size, "size"), tv(date, "date")]
        return el

    def menu(items: list[str]) -> list[dict[str, Any]]:
        return [E("ListView", None, None, None, scroll=True)] + [E("TextView", i, None, "title", click=True) for i in items]

    sel_menu = ["Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info"]

    def rename(v: str) -> list[dict[str, Any]]:
        return [tv("Rename", "alertTitle"), ed(v, "edit_text", focused=True), bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]

    t = Traj(home("16:41", 46, "Wed, Mar 13", "8°C"))
    t.act("open_app", scr(P, "16:41", 46, listing(by_name)), app_name="Files")
    t.act("long_press", scr(P, "16:41", 46, listing(by_name, "scan0042.pdf")), target="scan0042.pdf")
    t.act("click", scr(P, "16:41", 46, listing(by_name, "scan0042.pdf") + menu(sel_menu)), target="More options")
    t.act("click", scr(P, "16:42", 46, rename("scan0042.pdf")), target="Rename")
    t.act("input_text", scr(P, "16:42", 46, rename("lease_addendum_2024.pdf")), target="scan0042.pdf", text="lease_addendum_2024.pdf")
    by_name2 = ["boarding_pass_KL1352.pdf", "IMG_0193.jpg", "IMG_0193 (1).jpg", "invoice_2024-0311.pdf", "lease_addendum_2024.pdf",
                "podcast_ep147.mp3", "wg-config-home.conf"]
    t.act("click", scr(P, "16:42", 46, listing(by_name2)), target="OK")
    t.act("long_press", scr(P, "16:43", 46, listing(by_name2, "IMG_0193 (1).jpg")), target="IMG_0193 (1).jpg")
    dlg = listing(by_name2, "IMG_0193 (1).jpg") + [tv("Delete “IMG_0193 (1).jpg”?", "android:id/message"), bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]
    t.act("click", scr(P, "16:43", 46, dlg), target="Delete")
    by_name3 = [n for n in by_name2 if n != "IMG_0193 (1).jpg"]
    t.act("click", scr(P, "16:43", 45, listing(by_name3)), target="OK")
    sheet = listing(by_name3) + [tv("Sort by", "header"), E("CheckedTextView", "Name", None, "android:id/text1", click=True, checked=True),
                                 E("CheckedTextView", "Date modified", None, "android:id/text1", click=True),
                                 E("CheckedTextView", "File type", None, "android:id/text1", click=True),
                                 E("CheckedTextView", "Size", None, "android:id/text1", click=True)]
    t.act("click", scr(P, "16:44", 45, sheet), target="Sort by name")
    by_date = ["lease_addendum_2024.pdf", "invoice_2024-0311.pdf", "boarding_pass_KL1352.pdf", "IMG_0193.jpg", "wg-config-home.conf", "podcast_ep147.mp3"]
    t.act("click", scr(P, "16:44", 45, listing(by_date, sort="Date modified")), target="Date modified")
    add(rs, 5, t)


# ---------------------------------------------------------------- 06 Pro Expense

def t06(rs: RowSet) -> None:
    # bad: Pro Expense – week total 86.40, +14.20 gives 100.60 (turn 6, correct); after +7.50 turn 11 shows the week total as $ 107.10 while its six listed entries sum to 108.10.
    P = "com.arduia.expense"
    entries = [("Bakery Vlaams", "Food", "6.40", "Mar 13"), ("Pharmacy", "Healthcare", "18.75", "Mar 12"),
               ("Bus pass top-up", "Transportation", "30.00", "Mar 12"), ("Fuel – Shell Kanaalweg", "Transportation", "31.25", "Mar 11")]

    def dash(es: list[tuple[str, str, str, str]], total: str) -> list[dict[str, Any]]:
        el = [ib("Open navigation drawer"), tv("Pro Expense", "tv_title"), tv("This week", "tv_week_label"), tv(f"$ {total}", "tv_total_cost"),
              tv("Mar 11 - Mar 17", "tv_date_range"), E("android.view.View", None, "Weekly expense graph", "expense_graph")]
        el += [tv(d, "tv_day") for d in ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")]
        el += [tv("Recent", "tv_recent"), ctv("More", "btn_more"), lst("rv_recent")]
        for name, cat, amt, date in es:
            el += [im(cat, "img_category"), E("TextView", name, None, "tv_name", click=True), tv(date, "tv_date"), tv(f"$ {amt}", "tv_amount")]
        return el + [ib("Add expense", "fb_main_add")]

    cats = ["Food", "Home", "Transportation", "Healthcare", "Entertainment", "Clothes", "Social", "Donations", "Others"]

    def form(name: str, amount: str, cat: str | None, focus: str = "", at: str = "7:10 PM") -> list[dict[str, Any]]:
        el = [ib("Navigate up"), tv("New Expense", "tv_title"), ed(name or "Name", "edt_name", focused=focus == "name"),
              ed(amount or "Amount", "edt_amount", focused=focus == "amount"), tv("$", "tv_currency"), tv("Category", "tv_category_label"),
              lst("rv_category")]
        el += [E("TextView", c, None, "tv_category", click=True, selected=c == cat) for c in cats]
        el += [ed("Note", "edt_note"), ctv("Wed, Mar 13, 2024", "tv_date"), ctv(at, "tv_time"), bt("Save", "btn_save")]
        return el

    t = Traj(home("19:10", 38, "Wed, Mar 13", "7°C"))
    t.act("open_app", scr(P, "19:10", 38, dash(entries, "86.40")), app_name="Pro Expense")
    t.act("click", scr(P, "19:10", 38, form("", "", None, "name")), target="Add expense")
    t.act("input_text", scr(P, "19:11", 38, form("Noodle bar", "", None, "name")), target="Name", text="Noodle bar")
    t.act("input_text", scr(P, "19:11", 38, form("Noodle bar", "14.20", None, "amount")), target="Amount", text="14.20")
    t.act("click", scr(P, "19:11", 38, form("Noodle bar", "14.20", "Food")), target="Food")
    e2 = [("Noodle bar", "Food", "14.20", "Mar 13")] + entries
    t.act("click", scr(P, "19:12", 37, dash(e2, "100.60")), target="Save")
    t.act("click", scr(P, "19:12", 37, form("", "", None, "name", "7:12 PM")), target="Add expense")
    t.act("input_text", scr(P, "19:13", 37, form("Laundromat", "", None, "name", "7:12 PM")), target="Name", text="Laundromat")
    t.act("input_text", scr(P, "19:13", 37, form("Laundromat", "7.50", None, "amount", "7:12 PM")), target="Amount", text="7.50")
    t.act("click", scr(P, "19:13", 37, form("Laundromat", "7.50", "Others", "", "7:12 PM")), target="Others")
    e3 = [("Laundromat", "Others", "7.50", "Mar 13")] + e2
    t.act("click", scr(P, "19:14", 37, dash(e3, "107.10")), target="Save")
    add(rs, 6, t, 11, "weekly total shown does not equal the previous total plus the new expense (nor the sum of the listed entries)")


# ---------------------------------------------------------------- shared Simple Calendar Pro pieces

SCP = "com.simplemobiletools.calendar.pro"
Ev = tuple[str, str, str, str]  # day header, title, time range, location


def scp_list(events: list[Ev]) -> list[dict[str, Any]]:
    el = [ed("Search", "top_toolbar_search", focused=False), ib("Go to today", "go_to_today"), ib("Change view", "change_view"),
          ib("More options"), lst("calendar_events_list")]
    day = ""
    for d, title, span, loc in events:
        if d != day:
            day = d
            el.append(tv(d, "event_section_title"))
        el += [E("TextView", title, None, "event_item_title", click=True), tv(span, "event_item_time")]
        if loc:
            el.append(tv(loc, "event_item_description"))
    return el + [ib("New event", "calendar_fab")]


def scp_form(edit: bool, title: str, loc: str, desc: str, d1: str, t1: str, d2: str, t2: str, focus: str = "") -> list[dict[str, Any]]:
    el = [ib("Navigate up"), tv("Edit event" if edit else "New event", "toolbar_title")]
    if edit:
        el += [ib("Delete", "delete"), ib("Duplicate event", "duplicate"), ib("Share", "share")]
    el += [ib("Save", "save"), lst("event_scrollview", "android.widget.ScrollView"),
           ed(title or "Title", "event_title", focused=focus == "title"), ed(loc or "Location", "event_location", focused=focus == "loc"),
           ed(desc or "Description", "event_description", focused=focus == "desc"), sw("All-day", False, "event_all_day"),
           ctv(d1, "event_start_date"), ctv(t1, "event_start_time"), ctv(d2, "event_end_date"), ctv(t2, "event_end_time"),
           ctv("Europe/Amsterdam", "event_time_zone"), ctv("10 minutes before", "event_reminder_1"), ctv("Add another reminder", "event_reminder_2"),
           ctv("No repetition", "event_repetition"), ctv("Regular event", "event_type"), ctv("Default", "event_caldav_calendar_name")]
    return el


def scp_datepicker(head: str, month: str, days: int, sel: int) -> list[dict[str, Any]]:
    el = [tv("2024", "android:id/date_picker_header_year"), tv(head, "android:id/date_picker_header_date"),
          ib("Previous month", "android:id/prev"), ib("Next month", "android:id/next"), tv(month, "android:id/month_view")]
    el += [tv(d, None) for d in ("M", "T", "W", "T", "F", "S", "S")]
    el += [E("android.view.View", str(i), f"{i:02d} {month}", None, click=True, checked=i == sel, selected=i == sel) for i in range(1, days + 1)]
    return el + [bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]


# ---------------------------------------------------------------- 07 Simple Calendar Pro (clean)

def t07(rs: RowSet) -> None:
    # clean: Simple Calendar Pro – new event created, its date moved 13 -> 18 Mar by the agent (end date follows), then the Yoga event deleted; the list re-groups accordingly.
    base = [("Thu, March 14", "Yoga (Hatha)", "18:00 – 19:00", "Studio Prana, Kinkerstraat"),
            ("Sat, March 16", "Farmers market", "09:00 – 10:30", "Noordermarkt"),
            ("Tue, March 19", "Car inspection – Autokeur", "08:15 – 09:00", "Autokeur Sloterdijk"),
            ("Fri, March 22", "Book club: Klara and the Sun", "19:30 – 21:00", "Café de Jaren")]
    new = ("Mon, March 18", "Bike repair pickup – Velo Noord", "13:00 – 14:00", "Oostenburgergracht 77")
    T, L = new[1], new[3]
    t = Traj(home("12:40", 88, "Wed, Mar 13", "10°C"))
    t.act("open_app", scr(SCP, "12:40", 88, scp_list(base)), app_name="Simple Calendar Pro")
    W13, M18 = "Wed, Mar 13, 2024", "Mon, Mar 18, 2024"
    t.act("click", scr(SCP, "12:40", 88, scp_form(False, "", "", "", W13, "13:00", W13, "14:00", "title")), target="New event")
    t.act("input_text", scr(SCP, "12:41", 88, scp_form(False, T, "", "", W13, "13:00", W13, "14:00", "title")), target="Title", text=T)
    t.act("input_text", scr(SCP, "12:41", 88, scp_form(False, T, L, "", W13, "13:00", W13, "14:00", "loc")), target="Location", text=L)
    t.act("click", scr(SCP, "12:41", 88, scp_datepicker("Wed, Mar 13", "March 2024", 31, 13)), target=W13)
    t.act("click", scr(SCP, "12:42", 88, scp_datepicker("Mon, Mar 18", "March 2024", 31, 18)), target="18")
    t.act("click", scr(SCP, "12:42", 88, scp_form(False, T, L, "", M18, "13:00", M18, "14:00")), target="OK")
    with_new = base[:2] + [new] + base[2:]
    t.act("click", scr(SCP, "12:42", 87, scp_list(with_new)), target="Save")
    th = "Thu, Mar 14, 2024"
    t.act("click", scr(SCP, "12:43", 87, scp_form(True, "Yoga (Hatha)", "Studio Prana, Kinkerstraat", "Bring own mat", th, "18:00", th, "19:00")), target="Yoga (Hatha)")
    dlg = [tv("Are you sure you want to proceed with the deletion?", "android:id/message"), bt("No", "android:id/button2"), bt("Yes", "android:id/button1")]
    t.act("click", scr(SCP, "12:43", 87, dlg), target="Delete")
    t.act("click", scr(SCP, "12:43", 87, scp_list(with_new[1:])), target="Yes")
    t.act("click", scr(SCP, "12:44", 87, scp_form(True, T, L, "", M18, "13:00", M18, "14:00")), target=T)
    add(rs, 7, t)


# ---------------------------------------------------------------- 08 Retro Music

def t08(rs: RowSet) -> None:
    # bad: Retro Music – "Running 170 bpm" listed with 14 songs (turn 1); a song is removed and the playlist reads 13 Songs (turn 5); back on the Playlists tab at turn 10 it is listed with 14 Songs again.
    P = "code.name.monkey.retromusic"
    songs = [("Titanium", "David Guetta, Sia"), ("Hey Ya!", "Outkast"), ("Shut Up and Dance", "WALK THE MOON"), ("Mr. Brightside", "The Killers"),
             ("Can't Hold Us", "Macklemore & Ryan Lewis"), ("Dog Days Are Over", "Florence + The Machine"), ("Lonely Boy", "The Black Keys"),
             ("Pump It", "Black Eyed Peas"), ("Uprising", "Muse"), ("Tongue Tied", "Grouplove"), ("Seven Nation Army", "The White Stripes"),
             ("Feel Good Inc.", "Gorillaz"), ("Sabotage", "Beastie Boys"), ("Don't Stop Me Now", "Queen")]

    def mini(playing: bool) -> list[dict[str, Any]]:
        return [E("FrameLayout", None, None, "miniPlayerFragment", click=True), tv("Feel Good Inc.", "miniPlayerTitle"),
                tv("Gorillaz", "miniPlayerText"), ib("Pause" if playing else "Play", "miniPlayerPlayPauseButton")]

    def nav() -> list[dict[str, Any]]:
        return [E("FrameLayout", None, n, "navigation_bar_item", click=True, selected=n == "Playlists")
                for n in ("For you", "Songs", "Albums", "Artists", "Playlists")]

    def library(running: int, player: bool | None = None) -> list[dict[str, Any]]:
        el = [ib("Search", "search"), tv("Retro Music", "appTitle"), ib("More options"), lst("recycler_view")]
        el += [bt(c, "chip") for c in ("History", "Last added", "Most played", "Shuffle")]
        for name, n in (("Road trip Algarve", 26), ("Running 170 bpm", running), ("Sunday kitchen", 22), ("Wind-down", 9)):
            el += [im(None, "image"), E("TextView", name, None, "title", click=True), tv(f"{n} Songs", "text"), ib("Menu", "menu")]
        if player is not None:
            el += mini(player)
        return el + nav()

    def detail(ss: list[tuple[str, str]], player: bool | None = None) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), ib("More options"), im(None, "image"), tv("Running 170 bpm", "title"), tv(f"{len(ss)} Songs", "text"),
              bt("Play", "playAction"), bt("Shuffle", "shuffleAction"), lst("recyclerView")]
        for title, artist in ss[:9]:
            el += [E("TextView", title, None, "title", click=True), tv(artist, "text"), ib("Menu", "menu")]
        if player is not None:
            el += mini(player)
        return el

    def now(pos: str, playing: bool) -> list[dict[str, Any]]:
        return [ib("Navigate down", "closeButton"), tv("Now playing from Running 170 bpm", "playingFrom"), im("Album art", "albumCover"),
                tv("Feel Good Inc.", "title"), tv("Gorillaz", "text"), ib("Add to favorites", "songFavourite"),
                E("SeekBar", None, None, "progressSlider", click=True, scroll=True), tv(pos, "songCurrentProgress"), tv("3:41", "songTotalTime"),
                ib("Shuffle", "shuffleButton", selected=True), ib("Previous", "previousButton"), ib("Pause" if playing else "Play", "playPauseButton"),
                ib("Next", "nextButton"), ib("Repeat", "repeatButton"), tv("Up next", "nextSongLabel"), tv("Sabotage • Beastie Boys", "nextSong"),
                ib("Playing queue", "playingQueue"), ib("Lyrics", "lyrics"), ib("Volume", "volume")]

    menu = [E("TextView", i, None, "title", click=True) for i in ("Play next", "Add to queue", "Add to playlist", "Go to album", "Go to artist",
                                                                  "Remove from playlist", "Share", "Details", "Delete from device")]
    left = [s for s in songs if s[0] != "Hey Ya!"]
    t = Traj(home("7:05", 92, "Sat, Mar 16", "4°C"))
    t.act("open_app", scr(P, "7:05", 92, library(14)), app_name="Retro Music")
    t.act("click", scr(P, "7:05", 92, detail(songs)), target="Running 170 bpm")
    t.act("click", scr(P, "7:05", 92, detail(songs) + menu), target="Menu", after="Hey Ya!")
    dlg = [tv("Remove song from playlist", "alertTitle"), tv("Remove Hey Ya! from the playlist Running 170 bpm?", "android:id/message"),
           bt("Cancel", "android:id/button2"), bt("Remove", "android:id/button1")]
    t.act("click", scr(P, "7:06", 92, dlg), target="Remove from playlist")
    t.act("click", scr(P, "7:06", 92, detail(left)), target="Remove")
    t.act("click", scr(P, "7:06", 92, detail(left, True)), target="Shuffle")
    t.act("click", scr(P, "7:06", 92, now("0:04", True)), target="Feel Good Inc.")
    t.act("click", scr(P, "7:06", 92, now("0:09", False)), target="Pause")
    t.act("navigate_back", scr(P, "7:07", 91, detail(left, False)))
    t.act("navigate_back", scr(P, "7:07", 91, library(14, False)))
    add(rs, 8, t, 10, "playlist's song count on the Playlists tab ignores the song removed earlier")


# ---------------------------------------------------------------- 09 Broccoli

def t09(rs: RowSet) -> None:
    # clean: Broccoli – new recipe added (servings 2), directions added through Edit, list gains it alphabetically, then a search for "shak" narrows the list to two similarly named recipes.
    P = "com.flauschcode.broccoli"
    recipes = [("Aloo gobi", "Dry-spiced cauliflower and potatoes"), ("Lemon ricotta pancakes", "Fluffy, makes about 12"),
               ("Shakshuka", "Eggs poached in spiced tomato sauce"), ("Shakshuka (green)", "Spinach, leek and feta version"),
               ("Soba noodle salad", "Cold, with sesame-ginger dressing"), ("Tomato galette", "Rough puff, summer only")]
    name = "Miso butter mushrooms"
    ingr = "300 g chestnut mushrooms\n1 tbsp white miso\n20 g butter\n1 spring onion"
    dirs = "Sear the mushrooms hard in a dry pan, 6 min.\nAdd butter and miso, toss 1 min.\nFinish with sliced spring onion."

    def rlist(rs_: list[tuple[str, str]], query: str | None = None) -> list[dict[str, Any]]:
        if query is None:
            el = [ib("Open navigation drawer"), tv("Recipes", "toolbar_title"), ib("Search", "action_search")]
        else:
            el = [ib("Collapse"), ed(query or "Search recipes", "search_src_text", focused=True), ib("Clear query", "search_close_btn")]
        el.append(lst("recycler_view"))
        for n, d in rs_:
            el += [im(None, "recipe_image"), E("TextView", n, None, "recipe_title", click=True)]
            if d:
                el.append(tv(d, "recipe_description"))
        return el + [ib("Add recipe", "fab")]

    def form(edit: bool, title: str, serv: str, ing: str, dr: str, focus: str = "") -> list[dict[str, Any]]:
        return [ib("Navigate up"), tv("Edit recipe" if edit else "New recipe", "toolbar_title"), ib("Save", "action_save"),
                lst("scroll_view", "android.widget.ScrollView"), ib("Add image", "recipe_image"),
                ed(title or "Title", "title", focused=focus == "title"), ed("Categories", "categories"),
                ed(serv or "Servings", "servings", focused=focus == "serv"), ed("Preparation time", "preparation_time"),
                ed("Description", "description"), ed("Source", "source"),
                ed(ing or "Ingredients", "ingredients", focused=focus == "ing"), ed(dr or "Directions", "directions", focused=focus == "dir"),
                ed("Nutritional values", "nutritional_values"), ed("Notes", "notes")]

    def detail(dr: str) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), ib("Edit", "action_edit"), ib("Cook", "action_cook"), ib("More options"),
              im(None, "recipe_image"), tv(name, "recipe_title"), tv("Servings", "servings_label"), tv("2", "servings"),
              tv("Ingredients", "ingredients_label")]
        el += [tv(x, "ingredient") for x in ingr.split("\n")]
        if dr:
            el.append(tv("Directions", "directions_label"))
            el += [tv(f"{i}. {x}", "direction") for i, x in enumerate(dr.split("\n"), 1)]
        return el

    t = Traj(home("17:50", 52, "Sun, Mar 17", "12°C"))
    t.act("open_app", scr(P, "17:50", 52, rlist(recipes)), app_name="Broccoli")
    t.act("click", scr(P, "17:50", 52, form(False, "", "", "", "", "title")), target="Add recipe")
    t.act("input_text", scr(P, "17:51", 52, form(False, name, "", "", "", "title")), target="Title", text=name)
    t.act("input_text", scr(P, "17:51", 52, form(False, name, "2", "", "", "serv")), target="Servings", text="2")
    t.act("input_text", scr(P, "17:52", 52, form(False, name, "2", ingr, "", "ing")), target="Ingredients", text=ingr)
    t.act("click", scr(P, "17:52", 51, detail("")), target="Save")
    t.act("click", scr(P, "17:52", 51, form(True, name, "2", ingr, "")), target="Edit")
    t.act("input_text", scr(P, "17:54", 51, form(True, name, "2", ingr, dirs, "dir")), target="Directions", text=dirs)
    t.act("click", scr(P, "17:54", 51, detail(dirs)), target="Save")
    all_r = recipes[:2] + [(name, "")] + recipes[2:]
    t.act("navigate_back", scr(P, "17:54", 51, rlist(all_r)))
    t.act("click", scr(P, "17:55", 51, rlist(all_r, "")), target="Search")
    t.act("input_text", scr(P, "17:55", 51, rlist([r for r in all_r if "shak" in r[0].lower()], "shak")), target="Search recipes", text="shak")
    add(rs, 9, t)


# ---------------------------------------------------------------- 10 Tasks

def t10(rs: RowSet) -> None:
    # bad: Tasks – "Renew parking permit" deleted at turn 4 (absent at turns 4 and 10); turn 12, re-sorting by due date, lists it again with its old due date.
    P = "org.tasks"
    tasks = {"Renew parking permit": "Fri, Mar 15", "Call plumber re: radiator": "Today", "Order contact lenses": "",
             "Return library books": "Mon, Mar 18", "Water the fig tree": "Sat, Mar 16", "Submit Q1 VAT return": "Sun, Mar 31",
             "Book MOT for the Corsa": "Wed, Mar 20"}
    manual = ["Renew parking permit", "Call plumber re: radiator", "Order contact lenses", "Return library books", "Water the fig tree", "Submit Q1 VAT return"]

    def tlist(names: list[str], sel: str | None = None) -> list[dict[str, Any]]:
        if sel:
            el = [ib("Done"), tv("1", "action_bar_title"), ib("Delete", "delete"), ib("Select all", "select_all"), ib("More options")]
        else:
            el = [ib("Open navigation drawer"), tv("My Tasks", "toolbar_title"), ib("Search", "menu_search"), ib("Sort", "menu_sort"), ib("More options")]
        el.append(lst("recycler_view"))
        for n in names:
            el += [cbx(None, False, "completeBox", desc="Complete"), E("TextView", n, None, "title", click=True, selected=n == sel)]
            if tasks[n]:
                el.append(tv(tasks[n], "due_date"))
            if n == "Water the fig tree":
                el.append(im("Repeats weekly", "repeat_icon"))
        return el + [ib("Create new task", "fab")]

    def editor(title: str, due: str) -> list[dict[str, Any]]:
        return [ib("Discard"), ib("Save", "menu_save"), ed(title or "Task name", "title", focused=not title or due == "No due date"),
                lst("fragments", "android.widget.ScrollView"), im("Due date", None), ctv(due, "due_date"), im("Priority", None),
                E("RadioButton", None, "High priority", "priority_high", click=True), E("RadioButton", None, "Medium priority", "priority_medium", click=True),
                E("RadioButton", None, "Low priority", "priority_low", click=True), E("RadioButton", None, "No priority", "priority_none", click=True, checked=True),
                ed("Description", "notes"), ctv("Add location", "location"), ctv("Add reminder", "reminders"), ctv("Add tags", "tags"),
                ctv("Add subtask", "subtasks"), ctv("Does not repeat", "repeat")]

    def datedlg(sel: str | None) -> list[dict[str, Any]]:
        el = [tv("Wed, Mar 20" if sel else "No date", "date_header")]
        el += [E("Chip", c, None, "shortcut", click=True, checked=c == sel) for c in ("Today", "Tomorrow", "Next week", "Next month", "No date")]
        el += [tv("March 2024", "month_title"), ib("Previous month"), ib("Next month")]
        el += [E("android.view.View", str(i), f"{i:02d} March 2024", None, click=True, selected=sel is not None and i == 20) for i in range(1, 32)]
        el += [E("Chip", c, None, "time_shortcut", click=True, checked=c == "No time") for c in ("No time", "Morning", "Afternoon", "Evening", "Night")]
        return el + [bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]

    after_del = [n for n in manual if n != "Renew parking permit"]
    with_new = ["Book MOT for the Corsa"] + after_del
    sheet = [tv("Sort by", "sort_title")] + [E("CheckedTextView", o, None, "sort_option", click=True, checked=o == "My order")
                                             for o in ("My order", "Due date", "Start date", "Importance", "Alphabetical", "Created", "Modified")]
    sheet += [sw("Ascending", True, "sort_ascending"), sw("Completed at bottom", True, "completed_at_bottom")]
    by_due = ["Call plumber re: radiator", "Renew parking permit", "Water the fig tree", "Return library books", "Book MOT for the Corsa",
              "Submit Q1 VAT return", "Order contact lenses"]
    t = Traj(home("20:31", 29, "Wed, Mar 13", "5°C"))
    t.act("open_app", scr(P, "20:31", 29, tlist(manual)), app_name="Tasks")
    t.act("long_press", scr(P, "20:31", 29, tlist(manual, "Renew parking permit")), target="Renew parking permit")
    dlg = tlist(manual, "Renew parking permit") + [tv("Delete 1 task?", "android:id/message"), bt("Cancel", "android:id/button2"), bt("Delete", "android:id/button1")]
    t.act("click", scr(P, "20:32", 29, dlg), target="Delete")
    t.act("click", scr(P, "20:32", 29, tlist(after_del)), target="Delete", nth=1)
    t.act("click", scr(P, "20:32", 29, editor("", "No due date")), target="Create new task")
    t.act("input_text", scr(P, "20:33", 28, editor("Book MOT for the Corsa", "No due date")), target="Task name", text="Book MOT for the Corsa")
    t.act("click", scr(P, "20:33", 28, datedlg(None)), target="No due date")
    t.act("click", scr(P, "20:33", 28, datedlg("Next week")), target="Next week")
    t.act("click", scr(P, "20:34", 28, editor("Book MOT for the Corsa", "Wed, Mar 20")), target="OK")
    t.act("click", scr(P, "20:34", 28, tlist(with_new)), target="Save")
    t.act("click", scr(P, "20:34", 28, tlist(with_new) + sheet), target="Sort")
    t.act("click", scr(P, "20:35", 28, tlist(by_due)), target="Due date")
    add(rs, 10, t, 12, "deleted task reappears in the list after re-sorting")


# ---------------------------------------------------------------- 11 VLC

def t11(rs: RowSet) -> None:
    # clean: VLC – play/pause a clip (elapsed time advances), a resume bar appears, a recording is renamed (list re-sorts), History lists the played clip, which resumes from where it stopped.
    P = "org.videolan.vlc"
    vids = {"drone_lakeshore": "6:33 · 2720x1530", "GOPR0412": "12:48 · 1920x1080", "school_concert_2024-03-09": "41:07 · 1920x1080",
            "Screen_Recording_20240302": "2:15 · 1080x2400", "bank_app_bug_repro": "2:15 · 1080x2400"}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", None, n, "navigation_bar_item", click=True, selected=n == sel) for n in ("Video", "Audio", "Browse", "Playlists", "More")]

    def videos(names: list[str], resume: bool) -> list[dict[str, Any]]:
        el = [tv("Videos", "toolbar_title"), ib("Search", "ml_menu_filter"), ib("Sort by…", "ml_menu_sortby"), ib("More options"), lst("video_grid")]
        for n in names:
            el += [im(None, "ml_item_thumbnail"), E("TextView", n, None, "ml_item_title", click=True), tv(vids[n], "ml_item_resolution")]
            if resume and n == "drone_lakeshore":
                el.append(E("ProgressBar", None, None, "ml_item_progress"))
            el.append(ib("More", "item_more"))
        return el + nav("Video")

    def player(pos: str, playing: bool) -> list[dict[str, Any]]:
        return [E("android.view.SurfaceView", None, None, "surface_video"), tv("drone_lakeshore", "player_overlay_title"),
                ib("Playback speed", "playback_speed"), ib("Audio track", "player_overlay_tracks"), ib("More options", "player_overlay_adv_function"),
                tv(pos, "player_overlay_time"), E("SeekBar", None, None, "player_overlay_seekbar", click=True, scroll=True), tv("6:33", "player_overlay_length"),
                ib("Lock", "lock_overlay_button"), ib("Previous", "player_overlay_previous"), ib("Pause" if playing else "Play", "player_overlay_play"),
                ib("Next", "player_overlay_next"), ib("Aspect ratio", "player_overlay_size")]

    names = ["drone_lakeshore", "GOPR0412", "school_concert_2024-03-09", "Screen_Recording_20240302"]
    t = Traj(home("21:14", 66, "Thu, Mar 14", "3°C"))
    t.act("open_app", scr(P, "21:14", 66, videos(names, False)), app_name="VLC")
    t.act("click", scr(P, "21:14", 66, player("0:02", True)), target="drone_lakeshore")
    t.act("click", scr(P, "21:14", 66, player("0:07", False)), target="Pause")
    t.act("click", scr(P, "21:14", 66, player("0:08", True)), target="Play")
    t.act("navigate_back", scr(P, "21:15", 65, videos(names, True)))
    menu = [E("TextView", i, None, "context_option_title", click=True) for i in ("Play from start", "Play as audio", "Append", "Insert next",
                                                                                   "Add to playlist", "Information", "Rename", "Delete", "Share")]
    t.act("click", scr(P, "21:15", 65, videos(names, True) + menu), target="More", after="Screen_Recording_20240302")
    dlg = [tv("Rename", "title"), ed("Screen_Recording_20240302", "edit_text", focused=True), bt("Cancel", "cancel"), bt("OK", "ok")]
    t.act("click", scr(P, "21:15", 65, dlg), target="Rename")
    dlg2 = [tv("Rename", "title"), ed("bank_app_bug_repro", "edit_text", focused=True), bt("Cancel", "cancel"), bt("OK", "ok")]
    t.act("input_text", scr(P, "21:16", 65, dlg2), target="Screen_Recording_20240302", text="bank_app_bug_repro")
    names2 = ["bank_app_bug_repro", "drone_lakeshore", "GOPR0412", "school_concert_2024-03-09"]
    t.act("click", scr(P, "21:16", 65, videos(names2, True)), target="OK")
    more = [tv("More", "toolbar_title"), ib("Settings", "ml_menu_preferences"), lst("scroll_view", "android.widget.ScrollView"),
            tv("History", "history_title"), ctv("See all", "history_see_all"), im(None, "history_thumbnail"),
            E("TextView", "drone_lakeshore", None, "history_item_title", click=True), tv("6:33", "history_item_length"),
            tv("Streams", "streams_title"), tv("No stream yet", "streams_empty"), ctv("New stream", "new_stream"),
            ctv("About", "about"), tv("VLC for Android 3.5.4", "about_version")] + nav("More")
    t.act("click", scr(P, "21:16", 65, more), target="More", after="Playlists")
    t.act("click", scr(P, "21:17", 65, player("0:21", True)), target="drone_lakeshore")
    add(rs, 11, t)


# ---------------------------------------------------------------- 12 Clock timer

def t12(rs: RowSet) -> None:
    # bad: Clock – a 7-minute timer is started and keeps running; it shows 6:31 left at turn 9, but after a quick visit to Stopwatch turn 11 shows 6:48 left (remaining time went up, status clock unchanged).
    P = "com.google.android.deskclock"

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("FrameLayout", None, n, f"tab_menu_{n.lower()}", click=True, selected=n == sel)
                for n in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]

    def alarms() -> list[dict[str, Any]]:
        el = [tv("Alarm", "action_bar_title"), ib("More options"), lst("alarm_recycler_view")]
        for label, time, sched, on in (("Gym", "6:15 AM", "Mon, Wed, Fri", True), (None, "7:20 AM", "Mon, Tue, Wed, Thu, Fri", True),
                                       ("Bins out", "8:00 PM", "Tue", False)):
            if label:
                el.append(tv(label, "label"))
            el += [ctv(time, "digital_clock"), tv(sched, "upcoming_instance_label"), sw(None, on, "onoff"), ib("Expand alarm", "arrow")]
        return el + [ib("Add alarm", "fab")] + tabs("Alarm")

    def keypad(v: str) -> list[dict[str, Any]]:
        el = [tv("Timer", "action_bar_title"), ib("More options"), tv(v, "timer_setup_time")]
        el += [bt(str(d), f"timer_setup_digit_{d}") for d in (1, 2, 3, 4, 5, 6, 7, 8, 9, 0)]
        el += [bt("00", "timer_setup_digit_00"), ib("Delete", "timer_setup_delete")]
        if v != "00h 00m 00s":
            el.append(ib("Start", "fab"))
        return el + tabs("Timer")

    def running(left: str, label: str) -> list[dict[str, Any]]:
        return [tv("Timer", "action_bar_title"), ib("More options"), E("View", None, None, "timer_time_view"),
                ctv(label, "timer_label"), tv(left, "timer_text"), bt("Reset", "reset_add"), bt("+1:00", "timer_add_time"),
                ib("Pause", "fab"), ib("Add timer", "add_timer"), bt("Delete", "delete")] + tabs("Timer")

    t = Traj(home("14:02", 77, "Mon, Mar 18", "9°C"))
    t.act("open_app", scr(P, "14:03", 77, alarms()), app_name="Clock")
    t.act("click", scr(P, "14:03", 77, keypad("00h 00m 00s")), target="Timer")
    t.act("click", scr(P, "14:03", 77, keypad("00h 00m 07s")), target="7")
    t.act("click", scr(P, "14:03", 77, keypad("00h 00m 70s")), target="0")
    t.act("click", scr(P, "14:04", 77, keypad("00h 07m 00s")), target="0")
    t.act("click", scr(P, "14:04", 77, running("6:59", "Add label")), target="Start")
    dlg = [tv("Label", "alertTitle"), ed("Label", "label_input_field", focused=True), bt("Cancel", "button2"), bt("OK", "button1")]
    t.act("click", scr(P, "14:04", 77, dlg), target="Add label")
    dlg2 = [tv("Label", "alertTitle"), ed("Tea – sencha", "label_input_field", focused=True), bt("Cancel", "button2"), bt("OK", "button1")]
    t.act("input_text", scr(P, "14:04", 77, dlg2), target="Label", after="Label", text="Tea – sencha")
    t.act("click", scr(P, "14:04", 77, running("6:31", "Tea – sencha")), target="OK")
    sw_ = [tv("Stopwatch", "action_bar_title"), ib("More options"), E("View", None, None, "stopwatch_circle"), tv("0:00.00", "stopwatch_time_text"),
           ib("Start", "fab"), ib("Reset", "left_button")] + tabs("Stopwatch")
    t.act("click", scr(P, "14:04", 77, sw_), target="Stopwatch")
    t.act("click", scr(P, "14:04", 77, running("6:48", "Tea – sencha")), target="Timer")
    add(rs, 12, t, 11, "running timer's remaining time goes up between two views with no time added")


# ---------------------------------------------------------------- shared Simple SMS Messenger pieces

SMS = "com.simplemobiletools.smsmessenger"
Conv = tuple[str, str, str, bool, bool]  # name, snippet, date, unread, pinned


def sms_list(convs: list[Conv], query: str | None = None) -> list[dict[str, Any]]:
    el = [ed(query if query else "Search", "top_toolbar_search", focused=query is not None), ib("More options"), lst("conversations_list")]
    for name, snip, date, unread, pinned in convs:
        el += [im(None, "conversation_image"), E("TextView", name, None, "conversation_address", click=True),
               tv(snip, "conversation_body_short"), tv(date, "conversation_date")]
        if pinned:
            el.append(im("Pinned", "pin_indicator"))
        if unread:
            el.append(im("Unread", "unread_indicator"))
    if query is None:
        el.append(ib("Start a conversation", "conversations_fab"))
    return el


def sms_thread(name: str, number: str, msgs: list[tuple[str, str]], typed: str = "") -> list[dict[str, Any]]:
    """msgs: (kind, text) with kind 'date', 'in', 'out' or 'time'."""
    el = [ib("Navigate up"), tv(name, "thread_toolbar_title"), tv(number, "thread_toolbar_subtitle"), ib("Call", "dial_number"),
          ib("More options"), lst("thread_messages_list")]
    for kind, text in msgs:
        if kind == "date":
            el.append(tv(text, "thread_date_time"))
        elif kind == "time":
            el.append(tv(text, "thread_message_time"))
        else:
            el.append(E("TextView", text, None, f"thread_message_{'received' if kind == 'in' else 'sent'}_body", click=True))
    el += [ib("Attachment", "thread_add_attachment"), ed(typed or "Type a message…", "thread_type_message", focused=bool(typed)),
           ib("Send", "thread_send_message")]
    return el


# ---------------------------------------------------------------- 13 Simple SMS Messenger (clean)

def t13(rs: RowSet) -> None:
    # clean: Simple SMS Messenger – replies sent in two threads (each moves to the top with its new snippet/time, the unread marker clears on reading), then a search narrows the list to one hit.
    dag = ("Dagny Holm", "Are we still on for Saturday?", "9:12 AM", True, False)
    otp = ("+1 647-555-0198", "Your verification code is 448120. Do not share it.", "Yesterday", False, False)
    mar = ("Marco Bianchi", "Sent the invoice 👍", "Mar 12", False, False)
    pha = ("Pharmacy Plus", "Your prescription is ready for pickup at Queen St W.", "Mar 11", False, False)
    tob = ("Tobias Lenz", "ok see you then", "Mar 8", False, False)
    m_msgs = [("date", "March 11"), ("in", "Tiles arrived at the depot, fitting can start Tuesday."),
              ("out", "Great, Tuesday works. Key is with the neighbour at no. 14."), ("date", "March 12"),
              ("in", "Kitchen done ✅ grout needs 24h before you use the sink"), ("in", "Sent the invoice 👍"), ("time", "4:18 PM")]
    m_txt = "Thanks Marco — payment goes out Friday."
    d_msgs = [("date", "March 9"), ("out", "Happy birthday!! 🎂 Brunch soon?"), ("in", "Thank you!! Yes — Saturday 16th?"),
              ("out", "Perfect, let's do it"), ("date", "Today"), ("in", "Are we still on for Saturday?"), ("time", "9:12 AM")]
    d_txt = "Yes! 10:30 at the bakery on Rue Cartier?"
    t = Traj(home("9:29", 84, "Thu, Mar 14", "2°C"))
    t.act("open_app", scr(SMS, "9:29", 84, sms_list([dag, otp, mar, pha, tob]), notif=("Simple SMS Messenger notification: Dagny Holm",)), app_name="Simple SMS Messenger")
    t.act("click", scr(SMS, "9:30", 84, sms_thread("Marco Bianchi", "+1 416-555-0137", m_msgs), notif=("Simple SMS Messenger notification: Dagny Holm",)), target="Marco Bianchi")
    t.act("input_text", scr(SMS, "9:31", 84, sms_thread("Marco Bianchi", "+1 416-555-0137", m_msgs, m_txt), notif=("Simple SMS Messenger notification: Dagny Holm",)), target="Type a message…", text=m_txt)
    m_msgs2 = m_msgs + [("date", "Today"), ("out", m_txt), ("time", "9:31 AM")]
    t.act("click", scr(SMS, "9:31", 84, sms_thread("Marco Bianchi", "+1 416-555-0137", m_msgs2), notif=("Simple SMS Messenger notification: Dagny Holm",)), target="Send")
    mar2 = ("Marco Bianchi", m_txt, "9:31 AM", False, False)
    t.act("navigate_back", scr(SMS, "9:31", 84, sms_list([mar2, dag, otp, pha, tob]), notif=("Simple SMS Messenger notification: Dagny Holm",)))
    t.act("click", scr(SMS, "9:32", 84, sms_thread("Dagny Holm", "+1 416-555-0182", d_msgs)), target="Dagny Holm")
    t.act("input_text", scr(SMS, "9:33", 83, sms_thread("Dagny Holm", "+1 416-555-0182", d_msgs, d_txt)), target="Type a message…", text=d_txt)
    d_msgs2 = d_msgs + [("out", d_txt), ("time", "9:33 AM")]
    t.act("click", scr(SMS, "9:33", 83, sms_thread("Dagny Holm", "+1 416-555-0182", d_msgs2)), target="Send")
    dag2 = ("Dagny Holm", d_txt, "9:33 AM", False, False)
    t.act("navigate_back", scr(SMS, "9:33", 83, sms_list([dag2, mar2, otp, pha, tob])))
    t.act("click", scr(SMS, "9:34", 83, sms_list([dag2, mar2, otp, pha, tob], "")), target="Search")
    t.act("input_text", scr(SMS, "9:34", 83, sms_list([mar], "invoice")), target="Search", text="invoice")
    add(rs, 13, t)


# ---------------------------------------------------------------- 14 Simple Gallery

def t14(rs: RowSet) -> None:
    # bad: Simple Gallery – Properties of the receipt photo give IMG_20240311_184502.jpg (turn 5, also the viewer title); turn 9 reopens Properties with no rename and shows IMG_20240311_184520.jpg (name and path).
    P = "com.simplemobiletools.gallery.pro"
    pics = ["IMG_20240312_093318.jpg", "IMG_20240311_184502.jpg", "IMG_20240309_121540.jpg", "IMG_20240306_190207.jpg",
            "Screenshot_20240305-102214.png", "IMG_20240301_113027.jpg", "IMG_20240228_174455.jpg", "IMG_20240224_082911.jpg",
            "IMG_20240220_161203.jpg"]
    f = "IMG_20240311_184502.jpg"

    def folders() -> list[dict[str, Any]]:
        el = [tv("Simple Gallery", "toolbar_title"), ib("Search", "search"), ib("Sort by", "sort"), ib("Change view type", "change_view_type"),
              ib("More options"), lst("directories_grid")]
        for n, c in (("Camera", 412), ("Screenshots", 87), ("Receipts", 23), ("WhatsApp Images", 156), ("Download", 9)):
            el += [im(None, "dir_thumbnail"), E("TextView", n, None, "dir_name", click=True), tv(str(c), "photo_cnt")]
        return el

    def grid() -> list[dict[str, Any]]:
        el = [ib("Navigate up"), tv("Receipts", "toolbar_title"), ib("Search", "search"), ib("Sort by", "sort"), ib("More options"), lst("media_grid")]
        for p in pics:
            el += [im(None, "medium_thumbnail"), E("TextView", p, None, "medium_name", click=True)]
        return el

    def viewer(fav: bool) -> list[dict[str, Any]]:
        return [ib("Navigate up"), tv(f, "toolbar_title"), ib("More options"), E("android.view.View", None, None, "gestures_view"),
                ib("Remove from favorites" if fav else "Add to favorites", "bottom_favorite", selected=fav), ib("Edit", "bottom_edit"),
                ib("Share", "bottom_share"), ib("Delete", "bottom_delete"), ib("Rotate", "bottom_rotate")]

    menu = [E("TextView", i, None, "title", click=True) for i in ("Show on map", "Set as", "Open with", "Copy to", "Move to", "Rename",
                                                                  "Print", "Hide", "Properties")]

    def props(name: str) -> list[dict[str, Any]]:
        rows = [("Name", name), ("Path", f"/storage/emulated/0/Pictures/Receipts/{name}"), ("Size", "2.84 MB"), ("Resolution", "3024 x 4032"),
                ("Last modified", "11 March 2024, 18:45"), ("Date taken", "11 March 2024, 18:45"), ("Camera", "Google Pixel 7"),
                ("EXIF", "F/1.85  6.81mm  1/60s  ISO 400")]
        el = [tv("Properties", "alertTitle"), lst("properties_holder", "android.widget.ScrollView")]
        for k, v in rows:
            el += [tv(k, "property_label"), tv(v, "property_value")]
        return el + [bt("OK", "android:id/button1")]

    t = Traj(home("22:06", 41, "Wed, Mar 13", "5°C"))
    t.act("open_app", scr(P, "22:06", 41, folders()), app_name="Simple Gallery Pro")
    t.act("click", scr(P, "22:06", 41, grid()), target="Receipts")
    t.act("click", scr(P, "22:06", 41, viewer(False)), target=f)
    t.act("click", scr(P, "22:07", 41, viewer(False) + menu), target="More options")
    t.act("click", scr(P, "22:07", 41, props(f)), target="Properties")
    t.act("click", scr(P, "22:07", 41, viewer(False)), target="OK")
    t.act("click", scr(P, "22:07", 41, viewer(True)), target="Add to favorites")
    t.act("click", scr(P, "22:08", 41, viewer(True) + menu), target="More options")
    t.act("click", scr(P, "22:08", 40, props("IMG_20240311_184520.jpg")), target="Properties")
    t.act("click", scr(P, "22:08", 40, viewer(True)), target="OK")
    t.act("navigate_back", scr(P, "22:08", 40, grid()))
    add(rs, 14, t, 9, "photo's file name/path in Properties changes between two reads with no rename")


# ---------------------------------------------------------------- 15 OsmAnd

def t15(rs: RowSet) -> None:
    # clean: OsmAnd – search a museum, save it as a favourite under a new name typed by the agent; My places then shows the group grown from 3 to 4 with the new name.
    P = "net.osmand"
    addr = "86 Quai Perrache, 69002 Lyon"

    def mapview(sheet: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        el = [E("android.view.View", None, "Map", "MapView", click=True), ib("Search", "map_search_button"), ib("Configure map", "map_layers_button"),
              ib("Compass", "map_compass_button"), tv("Rue Saint-Vincent", "map_address_text"), ib("Zoom in", "map_zoom_in_button"),
              ib("Zoom out", "map_zoom_out_button"), ib("My location", "map_my_location_button"), tv("500 m", "map_ruler_text")]
        if sheet is None:
            el += [ib("Menu", "map_menu_button"), ib("Directions", "map_route_info_button")]
        else:
            el += sheet
        return el

    def ctx(name: str, fav: bool) -> list[dict[str, Any]]:
        el = [ib("Close", "context_menu_close_btn_view"), tv(name, "context_menu_line1"), tv("Favorites" if fav else "Museum", "context_menu_line2"),
              tv(addr, "context_menu_line3"), tv("3.4 km", "distance"), im("Favorite" if fav else None, "context_menu_icon_view")]
        el += [bt(b, "context_menu_button") for b in (("Edit" if fav else "Add"), "Marker", "Share", "Actions")]
        return el + [bt("Directions", "context_menu_route_button")]

    def search(q: str) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), ed(q or "Search", "searchEditText", focused=True), ib("Clear", "clearButton")]
        if not q:
            el += [E("TabWidget", None, None, "tabs"), E("TextView", "History", None, "tab_history", click=True, selected=True),
                   E("TextView", "Categories", None, "tab_categories", click=True), E("TextView", "Address", None, "tab_address", click=True),
                   lst("history_list")]
            rows = [("Gare de Lyon-Part-Dieu", "Railway station", "3.0 km"), ("Parc de la Tête d'Or", "Park", "2.6 km"),
                    ("Halles de Lyon Paul Bocuse", "Marketplace", "1.9 km")]
        else:
            el.append(lst("search_results_list"))
            rows = [("Musée des Confluences", f"Museum · {addr}", "3.4 km"), ("Confluence", "Shopping mall · 112 Cours Charlemagne, Lyon", "3.1 km"),
                    ("Quai Rambaud", "Street · Lyon 2e", "3.0 km"), ("Pont Raymond Barre", "Bridge · Lyon", "3.7 km")]
        for n, d, km in rows:
            el += [E("TextView", n, None, "title", click=True), tv(d, "subtitle"), tv(km, "distance")]
        return el

    def addfav(name: str) -> list[dict[str, Any]]:
        return [ib("Navigate up"), tv("Add favorite", "toolbar_title"), ed(name or "Name", "name_edit", focused=True), ib("Clear", "name_clear"),
                ed(addr, "address_edit"), ed("Add description", "description_edit"), tv("Group", "group_title"),
                E("TextView", "Favorites", None, "group_name", click=True, selected=True), tv("3", "group_count"),
                E("TextView", "Climbing", None, "group_name", click=True), tv("2", "group_count"), ctv("Add group", "add_group"),
                tv("Color", "color_title"), tv("Icon", "icon_title"), tv("Shape", "shape_title"), bt("Save", "save_button")]

    t = Traj(home("15:12", 73, "Sat, Mar 16", "14°C"))
    t.act("open_app", scr(P, "15:12", 73, mapview()), app_name="OsmAnd")
    t.act("click", scr(P, "15:12", 73, search("")), target="Search")
    t.act("input_text", scr(P, "15:13", 73, search("Musée des Confluences")), target="Search", text="Musée des Confluences")
    t.act("click", scr(P, "15:13", 73, mapview(ctx("Musée des Confluences", False))), target="Musée des Confluences", after="Clear")
    t.act("click", scr(P, "15:13", 73, addfav("Musée des Confluences")), target="Add")
    t.act("click", scr(P, "15:14", 73, addfav("")), target="Clear")
    t.act("input_text", scr(P, "15:14", 73, addfav("Confluences w/ Lea")), target="Name", text="Confluences w/ Lea")
    t.act("click", scr(P, "15:14", 72, mapview(ctx("Confluences w/ Lea", True))), target="Save")
    t.act("click", scr(P, "15:15", 72, mapview()), target="Close")
    drawer = [E("TextView", i, None, "title", click=True) for i in ("My places", "Search", "Directions", "Configure map", "Configure screen",
                                                                    "Download maps", "Trip recording", "Plugins", "Settings", "Help & Support")]
    drawer.append(tv("OsmAnd 4.6.10", "app_version"))
    t.act("click", scr(P, "15:15", 72, mapview() + drawer), target="Menu")
    places = [ib("Navigate up"), tv("My places", "toolbar_title"), E("TextView", "Favorites", None, "tab", click=True, selected=True),
              E("TextView", "Tracks", None, "tab", click=True), E("TextView", "OSM edits", None, "tab", click=True), lst("favourites_list"),
              ctv("Favorites", "group_name"), tv("4", "group_count")]
    for n, km in (("Boulangerie Saint-Vincent", "0.9 km"), ("Confluences w/ Lea", "3.4 km"), ("Home", "0.2 km"), ("Piscine du Rhône", "1.6 km")):
        places += [E("TextView", n, None, "favourite_label", click=True), tv(km, "favourite_distance")]
    places += [ctv("Climbing", "group_name"), tv("2", "group_count")]
    t.act("click", scr(P, "15:15", 72, places), target="My places")
    t.act("click", scr(P, "15:16", 72, mapview(ctx("Confluences w/ Lea", True))), target="Confluences w/ Lea")
    add(rs, 15, t)


# ---------------------------------------------------------------- 16 Settings: device name

def t16(rs: RowSet) -> None:
    # bad: Settings – device renamed Pixel 7 -> Rosa's Pixel (turn 6, also the About phone summary at turn 7); turn 10, the Bluetooth pairing page, shows the device name as Pixel 7 again.
    def about(name: str, up: str) -> list[dict[str, Any]]:
        rows = [[tv("Basic info", "android:id/title")], pref("Device name", name), pref("Phone number (SIM slot 1)", "+44 7700 900417"),
                pref("Emergency information"), pref("Legal information"), [tv("Device details", "android:id/title")],
                pref("SIM status", "Vodafone UK"), pref("Model", "Pixel 7"), pref("IMEI (SIM slot 1)", "35 871902 448163 7"),
                pref("Android version", "14"), pref("IP address", "fe80::9c41:3ff:fe2a:71d0\n192.168.1.37"),
                pref("Wi‑Fi MAC address", "To view, choose saved network"), pref("Device Wi‑Fi MAC address", "d4:3a:2c:81:0e:5f"),
                pref("Bluetooth address", "Unavailable"), pref("Up time", up), pref("Build number", "UQ1A.240205.004")]
        return settings_page("About phone", rows)

    def dlg(v: str) -> list[dict[str, Any]]:
        return [tv("Device name", "alertTitle"),
                tv("Your device name is visible to apps on your phone. It may also be seen by other people when you connect to Bluetooth devices, connect to a Wi‑Fi network or set up a Wi‑Fi hotspot.", "android:id/message"),
                ed(v, "edittext", focused=True), bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]

    def connected(on: bool) -> list[dict[str, Any]]:
        state = "Connect" if on else "Turn on Bluetooth to connect"
        rows = [pref("Pair new device"), [tv("Previously connected devices", "android:id/title")],
                pref("Sony WH-1000XM4", state), pref("Mi Smart Band 7", state), pref("See all"),
                pref("Connection preferences", "Bluetooth, Android Auto, NFC")]
        return settings_page("Connected devices", rows)

    new = "Rosa's Pixel"
    t = Traj(home("16:20", 55, "Tue, Mar 19", "13°C"))
    t.act("open_app", scr(SET, "16:20", 55, settings_main("55% - Should last until about 11:30 PM")), app_name="Settings")
    t.act("scroll", scr(SET, "16:20", 55, settings_main("55% - Should last until about 11:30 PM", top=False)), direction="down")
    t.act("click", scr(SET, "16:20", 55, about("Pixel 7", "52:14:08")), target="About phone")
    t.act("click", scr(SET, "16:21", 55, dlg("Pixel 7")), target="Device name")
    t.act("input_text", scr(SET, "16:21", 55, dlg(new)), target="Pixel 7", text=new)
    t.act("click", scr(SET, "16:22", 55, about(new, "52:16:40")), target="OK")
    t.act("navigate_back", scr(SET, "16:22", 55, settings_main("55% - Should last until about 11:30 PM", top=False, device=new)))
    t.act("scroll", scr(SET, "16:22", 54, settings_main("54% - Should last until about 11:30 PM")), direction="up")
    t.act("click", scr(SET, "16:23", 54, connected(False)), target="Connected devices")
    pair = settings_page("Pair new device", [pref("Device name", "Pixel 7"), [tv("Available devices", "android:id/title")],
                                             [E("ProgressBar", None, "Searching", "scanning_progress")],
                                             pref("LE-Bose QC45"), pref("Mi Smart Band 7"), pref("[TV] Samsung 7 Series (55)"), pref("Galaxy Tab S7 FE"),
                                             [tv("Visible as “Pixel 7” to other devices", "android:id/title")]])
    t.act("click", scr(SET, "16:23", 54, pair, bt_on=True), target="Pair new device")
    t.act("navigate_back", scr(SET, "16:24", 54, connected(True), bt_on=True))
    add(rs, 16, t, 10, "renamed device shown under its old name on the Bluetooth pairing page")


# ---------------------------------------------------------------- 17 Joplin

def t17(rs: RowSet) -> None:
    # clean: Joplin – a note is created in "Garden" (jumps to the top, newest first), another is deleted, the sidebar counts reflect both (3 in Garden), then a different notebook is opened.
    P = "net.cozic.joplin"
    body = "- San Marzano (paste)\n- Sungold (cherry)\n- Brandywine (slicer)\n\nSow indoors 20 March, 6 mm deep."
    compost = "## Compost log\n\n- 2 Mar: turned, 48 °C in the core\n- 9 Mar: added cardboard + coffee grounds\n- 16 Mar: turned, 41 °C"

    def notes(title: str, items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        el = [E("android.widget.Button", None, "Open drawer", None, click=True), tv(title, None), E("android.widget.Button", None, "Search", None, click=True),
              E("android.widget.Button", None, "Actions", None, click=True), E("android.widget.ScrollView", None, None, None, scroll=True)]
        for n, d in items:
            el += [cbx(None, False, None, desc="To-do") if n.startswith("[ ]") else im(None, None),
                   E("android.view.ViewGroup", n.removeprefix("[ ] "), None, None, click=True), tv(d, None)]
        return el + [E("android.widget.Button", None, "Add new", None, click=True)]

    def editor(title: str, text: str, focus: str) -> list[dict[str, Any]]:
        return [E("android.widget.Button", None, "Back", None, click=True), E("android.widget.Button", None, "Undo", None, click=True),
                E("android.widget.Button", None, "Attach", None, click=True), E("android.widget.Button", None, "Actions", None, click=True),
                E("android.widget.EditText", title or "Add title", None, None, click=True, edit=True, focused=focus == "title"),
                tv("Garden", None), tv("19/03/2024 19:41", None),
                E("android.webkit.WebView", None, "Note editor", None, scroll=True),
                E("android.widget.EditText", text or "Type your note here", None, None, click=True, edit=True, focused=focus == "body")]

    def viewer(title: str, text: str) -> list[dict[str, Any]]:
        el = [E("android.widget.Button", None, "Back", None, click=True), E("android.widget.Button", None, "Edit", None, click=True),
              E("android.widget.Button", None, "Attach", None, click=True), E("android.widget.Button", None, "Actions", None, click=True),
              tv(title, None), tv("Garden", None), E("android.webkit.WebView", None, None, None, scroll=True)]
        el += [E("android.view.View", ln.lstrip("#- ").strip(), None, None) for ln in text.split("\n") if ln.strip()]
        return el

    garden = [("Seed order 2024", "17/03/2024 21:08"), ("Compost log", "16/03/2024 10:22"), ("Raised bed layout", "02/03/2024 14:55")]
    t = Traj(home("19:40", 62, "Tue, Mar 19", "11°C"))
    t.act("open_app", scr(P, "19:40", 62, notes("Garden", garden)), app_name="Joplin")
    fab = notes("Garden", garden) + [E("android.widget.Button", None, "New to-do", None, click=True), E("android.widget.Button", None, "New note", None, click=True)]
    t.act("click", scr(P, "19:40", 62, fab), target="Add new")
    t.act("click", scr(P, "19:41", 62, editor("", "", "title")), target="New note")
    t.act("input_text", scr(P, "19:41", 62, editor("Tomato varieties", "", "title")), target="Add title", text="Tomato varieties")
    t.act("input_text", scr(P, "19:42", 62, editor("Tomato varieties", body, "body")), target="Type your note here", text=body)
    g2 = [("Tomato varieties", "19/03/2024 19:42")] + garden
    t.act("navigate_back", scr(P, "19:42", 62, notes("Garden", g2)))
    t.act("click", scr(P, "19:43", 62, viewer("Compost log", compost)), target="Compost log")
    menu = viewer("Compost log", compost) + [E("android.widget.TextView", i, None, None, click=True) for i in
                                             ("Attach…", "Tags", "Share", "Convert to to-do", "Copy Markdown link", "Properties", "Delete")]
    t.act("click", scr(P, "19:43", 62, menu), target="Actions")
    dlg = [tv("Delete note?", "android:id/message"), bt("Cancel", "android:id/button2"), bt("OK", "android:id/button1")]
    t.act("click", scr(P, "19:43", 62, dlg), target="Delete")
    g3 = [g for g in g2 if g[0] != "Compost log"]
    t.act("click", scr(P, "19:44", 61, notes("Garden", g3)), target="OK")
    side = notes("Garden", g3) + [tv("Joplin", None), E("android.widget.Button", None, "Synchronise", None, click=True),
                                  E("android.view.ViewGroup", "All notes", None, None, click=True), tv("48", None),
                                  E("android.view.ViewGroup", "Garden", None, None, click=True, selected=True), tv("3", None),
                                  E("android.view.ViewGroup", "Recipes", None, None, click=True), tv("14", None),
                                  E("android.view.ViewGroup", "Work", None, None, click=True), tv("31", None),
                                  E("android.widget.Button", None, "Configuration", None, click=True)]
    t.act("click", scr(P, "19:44", 61, side), target="Open drawer")
    recipes = [("Focaccia (72% hydration)", "18/03/2024 18:30"), ("Dal makhani", "11/03/2024 20:02"), ("Pickled red onions", "04/03/2024 12:15"),
               ("Granola, less sweet", "26/02/2024 09:47"), ("Mapo tofu", "19/02/2024 19:10"), ("Banana bread – Ottolenghi", "10/02/2024 16:31")]
    t.act("click", scr(P, "19:44", 61, notes("Recipes", recipes)), target="Recipes")
    add(rs, 17, t)


# ---------------------------------------------------------------- 18 Audio Recorder

def t18(rs: RowSet) -> None:
    # bad: Audio Recorder – Record-14 recorded (1:12) and renamed to "Standup retro notes" (turn 10 list, turn 11 main screen); turn 12 reopens Records and the new recording is missing entirely.
    P = "com.dimowner.audiorecorder"

    def main(name: str, time: str, state: str, dur: str | None = None) -> list[dict[str, Any]]:
        el = [ib("Settings", "btn_settings"), ib("Records", "btn_records_list"), ib("Share", "btn_share"), tv(name, "txt_name"),
              E("android.view.View", None, None, "recording_view"), tv(time, "txt_progress")]
        if dur:
            el += [E("SeekBar", None, None, "play_progress", click=True), tv(dur, "txt_duration"), ib("Play", "btn_play")]
        el += [tv("m4a, 44.1 kHz, 128 kbps, Stereo", "txt_record_info")]
        if state == "idle":
            el.append(ib("Record", "btn_record"))
        else:
            el += [ib("Record" if state == "paused" else "Pause", "btn_record"), ib("Stop", "btn_record_stop"), ib("Delete", "btn_record_delete")]
        return el

    recs = [("Record-13", "03:48", "Mar 12, 2024 08:57", "m4a, 3.5 MB"), ("Record-12", "00:52", "Mar 9, 2024 19:20", "m4a, 0.8 MB"),
            ("Landlord call", "11:06", "Mar 2, 2024 12:41", "m4a, 10.2 MB"), ("Record-10", "02:31", "Feb 26, 2024 17:05", "m4a, 2.4 MB")]

    def records(rs_: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), tv("Records", "toolbar_title"), ib("Bookmarks", "btn_bookmarks"), ib("More options"), lst("recycler_view")]
        for n, d, when, info in rs_:
            el += [E("TextView", n, None, "list_item_name", click=True), tv(d, "list_item_duration"), tv(when, "list_item_date"),
                   tv(info, "list_item_info"), ib("More", "list_item_more")]
        return el

    r14 = ("Record-14", "01:12", "Mar 14, 2024 16:01", "m4a, 1.1 MB")
    ren = ("Standup retro notes", "01:12", "Mar 14, 2024 16:01", "m4a, 1.1 MB")
    t = Traj(home("16:01", 49, "Thu, Mar 14", "10°C"))
    t.act("open_app", scr(P, "16:01", 49, main("Record-14", "00:00", "idle")), app_name="Audio Recorder")
    t.act("click", scr(P, "16:01", 49, main("Record-14", "00:02", "recording"), notif=("Audio Recorder notification: Recording",)), target="Record")
    t.act("click", scr(P, "16:02", 49, main("Record-14", "00:37", "paused"), notif=("Audio Recorder notification: Recording",)), target="Pause")
    t.act("click", scr(P, "16:02", 49, main("Record-14", "00:38", "recording"), notif=("Audio Recorder notification: Recording",)), target="Record")
    t.act("click", scr(P, "16:03", 48, main("Record-14", "00:00", "idle", "01:12")), target="Stop")
    t.act("click", scr(P, "16:03", 48, records([r14] + recs)), target="Records")
    menu = records([r14] + recs) + [E("TextView", i, None, "title", click=True) for i in ("Share", "Information", "Rename", "Open with", "Save as", "Delete")]
    t.act("click", scr(P, "16:03", 48, menu), target="More", after="Record-14")
    dlg = [tv("Rename", "alertTitle"), ed("Record-14", "input_name", focused=True), bt("Cancel", "android:id/button2"), bt("Save", "android:id/button1")]
    t.act("click", scr(P, "16:04", 48, dlg), target="Rename")
    dlg2 = [tv("Rename", "alertTitle"), ed("Standup retro notes", "input_name", focused=True), bt("Cancel", "android:id/button2"), bt("Save", "android:id/button1")]
    t.act("input_text", scr(P, "16:04", 48, dlg2), target="Record-14", text="Standup retro notes")
    t.act("click", scr(P, "16:04", 48, records([ren] + recs)), target="Save")
    t.act("navigate_back", scr(P, "16:05", 48, main("Standup retro notes", "00:00", "idle", "01:12")))
    t.act("click", scr(P, "16:05", 48, records(recs)), target="Records")
    add(rs, 18, t, 12, "new (renamed) recording missing from the records list")


# ---------------------------------------------------------------- 19 OpenTracks

def t19(rs: RowSet) -> None:
    # clean: OpenTracks – a run is recorded: elapsed time, distance and interval rows grow between turns, the finished track joins the list on top, a description is added through Edit.
    P = "de.dennisguse.opentracks"
    name = "2024-03-14 17:22"

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("LinearLayout", None, n, "tab", click=True, selected=n == sel) for n in ("Statistics", "Intervals", "Chart")]

    def stats(vals: tuple[str, str, str, str, str, str, str]) -> list[dict[str, Any]]:
        el = []
        for label, v in zip(("Total time", "Distance", "Moving time", "Average speed", "Average moving speed", "Max speed", "Elevation gain"), vals):
            el += [tv(label, "stats_label"), tv(v, "stats_value")]
        return el

    def recording(sel: str, body: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return ([ib("Navigate up"), tv("Recording", "toolbar_title"), tv("GPS: fix, ±5 m", "gps_status"), ib("Add marker", "track_detail_menu_insert_marker")]
                + tabs(sel) + body + [E("Button", "Stop", "Long press to stop", "track_recording_stop", click=True),
                                      ib("Pause", "track_recording_pause")])

    def intervals(rows: list[tuple[str, str, str, str, str]]) -> list[dict[str, Any]]:
        el = [E("Spinner", "1 km", None, "intervals_dropdown", click=True), tv("#", None), tv("Distance", None), tv("Time", None),
              tv("Speed", None), tv("Gain", None), lst("intervals_list")]
        for r in rows:
            el += [tv(x, "interval_item") for x in r]
        return el

    def recorded(desc: str | None) -> list[dict[str, Any]]:
        el = [ib("Navigate up"), tv(name, "toolbar_title"), ib("Edit", "track_detail_edit"), ib("Share", "track_detail_share"),
              ib("Delete", "track_detail_delete"), ib("More options")] + tabs("Statistics")
        el += [im("Running", "activity_icon"), tv("Running", "activity_type")]
        if desc:
            el.append(tv(desc, "track_description"))
        el += [tv("Thu, Mar 14, 2024 17:22", "track_start_time")]
        return el + stats(("00:07:52", "1.19 km", "00:07:40", "9.1 km/h", "9.3 km/h", "13.8 km/h", "10 m"))

    def tracklist(with_new: bool) -> list[dict[str, Any]]:
        el = [tv("OpenTracks", "toolbar_title"), ib("Search", "track_list_search"), ib("Markers", "track_list_markers"), ib("More options"), lst("track_list")]
        rows = [("Running", name, "1.19 km", "07:52", "Mar 14")] if with_new else []
        rows += [("Running", "Evening loop – Vondelpark", "5.82 km", "31:14", "Mar 12"), ("Cycling", "Commute", "7.40 km", "24:05", "Mar 11"),
                 ("Walking", "Hike Schoorl dunes", "14.3 km", "3:02:47", "Mar 3")]
        for a, n, d, tm, dt in rows:
            el += [im(a, "track_list_item_icon"), E("TextView", n, None, "track_list_item_name", click=True), tv(d, "track_list_item_distance"),
                   tv(tm, "track_list_item_time"), tv(dt, "track_list_item_date")]
        return el + [ib("Start recording", "track_list_record")]

    def edit(desc: str) -> list[dict[str, Any]]:
        return [ib("Navigate up"), tv("Edit track", "toolbar_title"), ed(name, "track_edit_name"), im("Running", "track_edit_activity_type_icon"),
                ed("Running", "track_edit_activity_type"), ed(desc or "Description", "track_edit_description", focused=bool(desc)),
                bt("Cancel", "track_edit_cancel"), bt("Save", "track_edit_save")]

    t = Traj(home("17:21", 81, "Thu, Mar 14", "8°C"))
    t.act("open_app", scr(P, "17:21", 81, tracklist(False)), app_name="OpenTracks")
    rec_n = ("OpenTracks notification: Recording",)
    t.act("click", scr(P, "17:22", 81, recording("Statistics", stats(("00:00:04", "0.00 km", "00:00:00", "0.0 km/h", "0.0 km/h", "0.0 km/h", "0 m"))), notif=rec_n), target="Start recording")
    t.act("wait", scr(P, "17:25", 80, recording("Statistics", stats(("00:03:18", "0.49 km", "00:03:10", "8.9 km/h", "9.3 km/h", "12.6 km/h", "4 m"))), notif=rec_n))
    t.act("click", scr(P, "17:26", 80, recording("Intervals", intervals([("1", "0.62 km", "04:05", "9.1 km/h", "+5 m")])), notif=rec_n), target="Intervals")
    t.act("wait", scr(P, "17:29", 80, recording("Intervals", intervals([("1", "1.00 km", "06:31", "9.2 km/h", "+9 m"), ("2", "0.14 km", "00:58", "8.7 km/h", "+1 m")])), notif=rec_n))
    t.act("click", scr(P, "17:29", 80, recording("Statistics", stats(("00:07:41", "1.17 km", "00:07:30", "9.1 km/h", "9.4 km/h", "13.8 km/h", "10 m"))), notif=rec_n), target="Statistics")
    t.act("long_press", scr(P, "17:30", 79, recorded(None)), target="Stop")
    t.act("navigate_back", scr(P, "17:30", 79, tracklist(True)))
    t.act("click", scr(P, "17:30", 79, recorded(None)), target=name)
    t.act("click", scr(P, "17:31", 79, edit("")), target="Edit")
    t.act("input_text", scr(P, "17:31", 79, edit("Recovery jog, left knee ok")), target="Description", text="Recovery jog, left knee ok")
    t.act("click", scr(P, "17:31", 79, recorded("Recovery jog, left knee ok")), target="Save")
    add(rs, 19, t)


# ---------------------------------------------------------------- 20 Simple Calendar Pro (bad)

def t20(rs: RowSet) -> None:
    # bad: Simple Calendar Pro – dentist event saved on Thu, Mar 21 10:40–11:40 (turns 6, 10, listed under Thursday at turn 11); turn 12 opens it and the form shows Wed, Mar 20 for start and end.
    base = [("Tue, March 19", "Pilates", "18:30 – 19:30", "Body & Balance, Spui 4"),
            ("Wed, March 20", "Parents' evening – Year 5", "17:00 – 18:00", "De Regenboog school"),
            ("Thu, March 21", "Plumber – boiler service", "08:00 – 09:00", "Home"),
            ("Sat, March 23", "Train to Utrecht – Sarah's 40th", "10:14 – 10:41", "Amsterdam Centraal")]
    T = "Dentist – Dr. Okafor"
    T19, T21, W20 = "Tue, Mar 19, 2024", "Thu, Mar 21, 2024", "Wed, Mar 20, 2024"

    def timepicker(h: str, m: str, mode: str) -> list[dict[str, Any]]:
        el = [tv("Select time", "header_title"), E("Chip", h, f"{int(h)} o'clock", "material_hour_tv", click=True, checked=mode == "h"),
              tv(":", "material_clock_separator"), E("Chip", m, f"{int(m)} minutes", "material_minute_tv", click=True, checked=mode == "m"),
              E("View", None, None, "material_clock_face")]
        labels = (["00"] + [str(i) for i in range(1, 12)] + [str(i) for i in range(12, 24)]) if mode == "h" else [f"{i:02d}" for i in range(0, 60, 5)]
        sel = h if mode == "h" else m
        el += [E("TextView", x, None, "material_clock_face_label", click=True, selected=x == sel) for x in labels]
        return el + [ib("Switch to text input mode for the time input.", "material_timepicker_mode_button"),
                     bt("Cancel", "material_timepicker_cancel_button"), bt("OK", "material_timepicker_ok_button")]

    t = Traj(home("11:12", 58, "Tue, Mar 19", "12°C"))
    t.act("open_app", scr(SCP, "11:12", 58, scp_list(base)), app_name="Simple Calendar Pro")
    t.act("click", scr(SCP, "11:12", 58, scp_form(False, "", "", "", T19, "12:00", T19, "13:00", "title")), target="New event")
    t.act("input_text", scr(SCP, "11:13", 58, scp_form(False, T, "", "", T19, "12:00", T19, "13:00", "title")), target="Title", text=T)
    t.act("click", scr(SCP, "11:13", 58, scp_datepicker("Tue, Mar 19", "March 2024", 31, 19)), target=T19)
    t.act("click", scr(SCP, "11:13", 58, scp_datepicker("Thu, Mar 21", "March 2024", 31, 21)), target="21")
    t.act("click", scr(SCP, "11:14", 58, scp_form(False, T, "", "", T21, "12:00", T21, "13:00")), target="OK")
    t.act("click", scr(SCP, "11:14", 58, timepicker("12", "00", "h")), target="12:00")
    t.act("click", scr(SCP, "11:14", 58, timepicker("10", "00", "m")), target="10")
    t.act("click", scr(SCP, "11:14", 58, timepicker("10", "40", "m")), target="40")
    t.act("click", scr(SCP, "11:15", 57, scp_form(False, T, "", "", T21, "10:40", T21, "11:40")), target="OK")
    ev = ("Thu, March 21", T, "10:40 – 11:40", "")
    t.act("click", scr(SCP, "11:15", 57, scp_list(base[:3] + [ev] + base[3:])), target="Save")
    t.act("click", scr(SCP, "11:15", 57, scp_form(True, T, "", "", W20, "10:40", W20, "11:40")), target=T)
    add(rs, 20, t, 12, "saved event's date reads back one day earlier in the edit form")


# ---------------------------------------------------------------- 21 Chrome

def t21(rs: RowSet) -> None:
    # clean: Chrome – a search, a result opened in a background tab (tab count 1 -> 2), the schedule page scrolled, then the search tab closed (count back to 1, scroll position kept).
    P = "com.android.chrome"
    q = "horseshoe bay departure bay ferry schedule"
    g_title = f"{q} - Google Search"
    b_title = "Horseshoe Bay - Departure Bay Schedule | BC Ferries"
    b_url = "https://www.bcferries.com/routes-fares/schedules/seasonal/HSB-NAN"

    def toolbar(url: str | None, tabs: int, focus_text: str | None = None) -> list[dict[str, Any]]:
        el = [ib("Home", "home_button")]
        if focus_text is not None:
            el += [ed(focus_text or "Search or type web address", "url_bar", focused=True), ib("Start voice search", "mic_button")]
        elif url is None:
            el += [ed("Search or type web address", "search_box_text")]
        else:
            el += [ib("Connection is secure", "location_bar_status_icon"), ctv(url, "url_bar")]
        el += [E("ImageButton", str(tabs), "Switch or close tabs", "tab_switcher_button", click=True),
               ib("Customize and control Google Chrome", "menu_button")]
        return el

    def ntp() -> list[dict[str, Any]]:
        el = toolbar(None, 1) + [im("Google", "search_provider_logo"), lst("ntp_scrollview", "android.widget.ScrollView")]
        el += [E("FrameLayout", n, n, "tile_view_title", click=True) for n in ("YouTube", "Wikipedia", "BBC News", "Gmail", "Translink")]
        return el + [tv("Discover", "header_title"), ib("Options for Discover", "header_menu")]

    def omni(text: str) -> list[dict[str, Any]]:
        el = toolbar(None, 1, text) + [lst("omnibox_results_container")]
        sugg = ([q, "horseshoe bay departure bay ferry", "horseshoe bay ferry schedule today", "horseshoe bay departure bay reservations"]
                if text else ["bc ferries current conditions", "weather west vancouver"])
        for s_ in sugg:
            el += [E("TextView", s_, None, "line_1", click=True), ib(f"Refine: {s_}", "omnibox_suggestion_refine_icon")]
        return el

    def serp(tabs: int) -> list[dict[str, Any]]:
        el = toolbar(f"google.com/search?q={q.replace(' ', '+')}", tabs) + [E("android.webkit.WebView", g_title, None, None, scroll=True)]
        el += [E("android.view.View", x, None, None, click=True) for x in ("All", "Images", "Maps", "News", "Videos")]
        res = [(b_title, "https://www.bcferries.com › routes-fares › schedules",
                "Check the sailing times for Horseshoe Bay (West Vancouver) to Departure Bay (Nanaimo). Sailing duration 1h 40m."),
               ("Vancouver to Nanaimo ferry: everything to know before you go", "https://dailyhive.com › vancouver › ferry-guide",
                "Reservations are recommended on weekends; the first sailing from Horseshoe Bay leaves at 6:15 am."),
               ("Tsawwassen - Duke Point Schedule | BC Ferries", "https://www.bcferries.com › routes-fares › schedules",
                "Check the sailing times for Tsawwassen (Vancouver) to Duke Point (Nanaimo).")]
        for title, crumb, snip in res:
            el += [E("android.view.View", title, None, None, click=True), E("android.view.View", crumb, None, None), E("android.view.View", snip, None, None)]
        return el + [E("android.view.View", "People also ask", None, None)]

    sailings = [("6:15 am", "7:55 am", "Queen of Oak Bay"), ("8:25 am", "10:05 am", "Queen of Cowichan"), ("10:40 am", "12:20 pm", "Queen of Oak Bay"),
                ("1:00 pm", "2:40 pm", "Queen of Cowichan"), ("3:20 pm", "5:00 pm", "Queen of Oak Bay"), ("5:45 pm", "7:25 pm", "Queen of Cowichan"),
                ("8:10 pm", "9:50 pm", "Queen of Oak Bay")]

    def ferries(tabs: int, scrolled: bool) -> list[dict[str, Any]]:
        el = toolbar("bcferries.com/routes-fares/schedules/seasonal/HSB-NAN", tabs) + [E("android.webkit.WebView", b_title, None, None, scroll=True)]
        if not scrolled:
            el += [E("android.view.View", x, None, None) for x in ("Horseshoe Bay (West Vancouver) to Departure Bay (Nanaimo)", "Sailing duration: 1h 40m")]
            el += [E("android.widget.Button", "Thursday, March 14, 2024", None, None, click=True)]
            el += [E("android.view.View", x, None, None) for x in ("Depart", "Arrive", "Vessel")]
            rows = sailings[:5]
        else:
            rows = sailings[3:]
        for r in rows:
            el += [E("android.view.View", x, None, None) for x in r]
        if scrolled:
            el += [E("android.view.View", x, None, None) for x in ("Fares", "Adult", "$19.45", "Child (5-11)", "$9.75", "Standard vehicle", "$63.80")]
            el += [E("android.widget.Button", "Reserve a sailing", None, None, click=True)]
        return el

    def switcher(titles: list[str], snack: str | None = None) -> list[dict[str, Any]]:
        el = [ib("New tab", "new_tab_view"), E("android.widget.LinearLayout", None, f"{len(titles)} open tab{'s' if len(titles) > 1 else ''}", "tab_model_selector_tab", click=True, selected=True),
              ib("Incognito tabs", "incognito_toggle_tabs"), ib("More options", "menu_button"), lst("tab_list_recycler_view")]
        for ti in titles:
            el += [E("FrameLayout", None, ti, "card_view", click=True), tv(ti, "tab_title"), ib(f"Close {ti} tab", "action_button")]
        if snack:
            el += [tv(snack, "snackbar_message"), bt("Undo", "snackbar_button")]
        return el

    t = Traj(home("8:47", 90, "Thu, Mar 14", "6°C"))
    t.act("open_app", scr(P, "8:47", 90, ntp()), app_name="Chrome")
    t.act("click", scr(P, "8:47", 90, omni("")), target="Search or type web address")
    t.act("input_text", scr(P, "8:48", 90, omni(q)), target="Search or type web address", text=q)
    t.act("keyboard_enter", scr(P, "8:48", 90, serp(1)))
    ctxm = serp(1) + [tv(b_url, "context_header_text")] + [E("TextView", x, None, "menu_row_text", click=True) for x in
                                                           ("Open in new tab in group", "Open in new tab", "Open in Incognito tab", "Copy link address",
                                                            "Copy link text", "Download link", "Share link")]
    t.act("long_press", scr(P, "8:48", 90, ctxm), target=b_title)
    t.act("click", scr(P, "8:49", 90, serp(2)), target="Open in new tab")
    t.act("click", scr(P, "8:49", 90, switcher([g_title, b_title])), target="Switch or close tabs")
    t.act("click", scr(P, "8:49", 89, ferries(2, False)), target=b_title, after=f"Close {g_title} tab")
    t.act("scroll", scr(P, "8:50", 89, ferries(2, True)), direction="down")
    t.act("click", scr(P, "8:50", 89, switcher([g_title, b_title])), target="Switch or close tabs")
    t.act("click", scr(P, "8:50", 89, switcher([b_title], f"Closed {g_title}")), target=f"Close {g_title} tab")
    t.act("click", scr(P, "8:51", 89, ferries(1, True)), target=b_title)
    add(rs, 21, t)


# ---------------------------------------------------------------- 22 Simple SMS Messenger (bad)

def t22(rs: RowSet) -> None:
    # bad: Simple SMS Messenger – Kasia's conversation pinned at turn 3 (pin shown at turns 3, 7, 9, 10); turn 11, after just leaving search, lists it unpinned and sorted below Bao.
    bao = ("Bao Nguyen", "Can you grab the cake from Patisserie Lina?", "10:48 AM", True, False)
    kas = ("Kasia Wróbel", "Sending you the slides tonight", "Yesterday", False, False)
    lau = ("Laundry Express", "Your order #LX-20931 is ready for pickup. Total: $18.40", "Mar 13", False, False)
    unk = ("+1 312-555-0176", "Reminder: your appointment is on Mar 18 at 2:30 PM. Reply C to confirm.", "Mar 12", False, False)
    han = ("Hannah Østergaard", "haha yes 😂", "Mar 10", False, False)
    kasp = kas[:4] + (True,)
    b_txt = "Picking up the cake at 4, see you at 6"
    bao2 = ("Bao Nguyen", b_txt, "11:05 AM", False, False)
    n_bao = ("Simple SMS Messenger notification: Bao Nguyen",)
    b_msgs = [("date", "March 13"), ("out", "What time is the party?"), ("in", "6! Don't be late 😅"), ("date", "Today"),
              ("in", "Can you grab the cake from Patisserie Lina?"), ("time", "10:48 AM")]
    l_msgs = [("date", "March 6"), ("in", "Your order #LX-20744 is ready for pickup. Total: $22.10"), ("time", "5:40 PM"),
              ("date", "March 13"), ("in", "Your order #LX-20931 is ready for pickup. Total: $18.40"), ("time", "3:12 PM")]

    def cab(convs: list[Conv]) -> list[dict[str, Any]]:
        el = [ib("Done"), tv("1", "action_bar_title"), ib("Pin", "cab_pin_conversation"), ib("Delete", "cab_delete"), ib("Archive", "cab_archive"),
              ib("More options"), lst("conversations_list")]
        for name, snip, date, unread, _pinned in convs:
            el += [im(None, "conversation_image"), E("TextView", name, None, "conversation_address", click=True, selected=name == "Kasia Wróbel"),
                   tv(snip, "conversation_body_short"), tv(date, "conversation_date")]
            if unread:
                el.append(im("Unread", "unread_indicator"))
        return el

    t = Traj(home("11:02", 70, "Fri, Mar 15", "9°C"))
    t.act("open_app", scr(SMS, "11:02", 70, sms_list([bao, kas, lau, unk, han]), notif=n_bao), app_name="Simple SMS Messenger")
    t.act("long_press", scr(SMS, "11:02", 70, cab([bao, kas, lau, unk, han]), notif=n_bao), target="Kasia Wróbel")
    t.act("click", scr(SMS, "11:03", 70, sms_list([kasp, bao, lau, unk, han]), notif=n_bao), target="Pin")
    t.act("click", scr(SMS, "11:03", 70, sms_thread("Bao Nguyen", "+1 773-555-0149", b_msgs)), target="Bao Nguyen")
    t.act("input_text", scr(SMS, "11:04", 70, sms_thread("Bao Nguyen", "+1 773-555-0149", b_msgs, b_txt)), target="Type a message…", text=b_txt)
    b_msgs2 = b_msgs + [("out", b_txt), ("time", "11:05 AM")]
    t.act("click", scr(SMS, "11:05", 70, sms_thread("Bao Nguyen", "+1 773-555-0149", b_msgs2)), target="Send")
    t.act("navigate_back", scr(SMS, "11:05", 70, sms_list([kasp, bao2, lau, unk, han])))
    t.act("click", scr(SMS, "11:05", 69, sms_thread("Laundry Express", "72345", l_msgs)), target="Laundry Express")
    t.act("navigate_back", scr(SMS, "11:06", 69, sms_list([kasp, bao2, lau, unk, han])))
    t.act("click", scr(SMS, "11:06", 69, sms_list([kasp, bao2, lau, unk, han], "")), target="Search")
    t.act("navigate_back", scr(SMS, "11:06", 69, sms_list([bao2, kas, lau, unk, han])))
    add(rs, 22, t, 11, "pinned conversation shown unpinned (and re-sorted) with no unpin action")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for f in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        f(rs)
    rs.write()


if __name__ == "__main__":
    main()
