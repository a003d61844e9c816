# ruff: noqa: E501
"""holdout7, android part: 22 hand-written AndroidWorld-style trajectories (UI element lists, JSON actions)
for the decoherence-warning evaluation set.

Written from knowledge of the real apps (Contacts, Clock, Messages, Settings, Chrome, Gmail, Play Store, and
the AndroidWorld F-Droid apps Markor, Pro Expense, Simple Calendar Pro, Audio Recorder, Tasks, OsmAnd,
Broccoli, Retro Music) without reading the detectors, their rules, or any earlier labeled set. 11 trajectories
carry exactly one screen that contradicts an earlier one (labeled with its 1-based turn and a kind); 11 are
clean but full of legitimate changes (a status-bar clock that advances and crosses noon, battery that drains,
timers and downloads that progress, lists that re-sort or filter, items removed and restored by the agent,
renames, counters following the agent's own actions, shuffled queues, ...).

Action indices are looked up in the previous screen, so every action targets the element it names.

Run: .venv/bin/python -m tests.decoherence.independent.holdout7_parts.android.make
(writes android_test.jsonl and labels.json next to this file; deterministic).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.holdout7_parts.android.prompt import SYSTEM
from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

OUT = Path(__file__).resolve().parent
RS = RowSet(OUT)
Screen = list[dict[str, Any]]


def el(cls: str, text: str | None = None, desc: str | None = None, rid: str | None = None, pkg: str = "", *, checked: bool | None = None,
       click: bool = False, edit: bool = False, focus: bool = False, scroll: bool = False, sel: bool = False) -> dict[str, Any]:
    """One UI element in AndroidWorld's field order (a subset of its fields)."""
    if rid and ":" not in rid:
        rid = f"{pkg}:id/{rid}"
    full = {"RecyclerView": "androidx.recyclerview.widget.RecyclerView", "Chip": "com.google.android.material.chip.Chip"}.get(cls)
    return {"text": text, "content_description": desc, "class_name": full or (cls if "." in cls else "android.widget." + cls),
            "is_checked": bool(checked), "is_checkable": checked is not None, "is_clickable": click, "is_editable": edit,
            "is_focused": focus, "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": rid}


def status(clock: str, battery: int, wifi: bool = True, airplane: bool = False) -> Screen:
    s = [el("TextView", clock, None, "com.android.systemui:id/clock", "com.android.systemui")]
    if airplane:
        s.append(el("ImageView", None, "Airplane mode on.", None, "com.android.systemui"))
    elif wifi:
        s.append(el("ImageView", None, "Wifi signal full.", None, "com.android.systemui"))
    else:
        s.append(el("ImageView", None, "Phone four bars.", None, "com.android.systemui"))
    s.append(el("ImageView", None, f"Battery {battery} percent.", None, "com.android.systemui"))
    return s


def find(screen: Screen, label: str, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(screen) if label in (e["text"], e["content_description"]) or (e["resource_name"] or "").endswith("/" + label)]
    assert len(hits) > nth, (label, [e["text"] or e["content_description"] for e in screen])
    return hits[nth]


class Traj:
    """Builds one trajectory; each step's action is resolved against the screen the agent is looking at."""

    def __init__(self, first: Screen) -> None:
        self.cur = first
        self.state = ui_elements(first)
        self.turns: list[tuple[str, str]] = []

    def _push(self, action: str, nxt: Screen) -> None:
        self.turns.append((action, ui_elements(nxt)))
        self.cur = nxt

    def tap(self, label: str, nxt: Screen, nth: int = 0) -> None:
        self._push(droid("click", index=find(self.cur, label, nth)), nxt)

    def long(self, label: str, nxt: Screen) -> None:
        self._push(droid("long_press", index=find(self.cur, label)), nxt)

    def type(self, label: str, text: str, nxt: Screen) -> None:
        self._push(droid("input_text", text=text, index=find(self.cur, label)), nxt)

    def do(self, action_type: str, nxt: Screen, **kw: Any) -> None:
        self._push(droid(action_type, **kw), nxt)

    def add(self, tid: str, bad_turn: int | None = None, kind: str = "clean") -> None:
        RS.add("android", tid, SYSTEM, self.turns, state=self.state, bad=bad_turn is not None, turn=bad_turn, kind=kind)


def nav_bar() -> Screen:
    return [el("ImageView", None, "Back", "com.android.systemui:id/back", "com.android.systemui", click=True),
            el("ImageView", None, "Home", "com.android.systemui:id/home", "com.android.systemui", click=True),
            el("ImageView", None, "Overview", "com.android.systemui:id/recent_apps", "com.android.systemui", click=True)]


# ================================================================ Contacts (bad: created_missing)
CT = "com.google.android.contacts"


def ct_list(clock: str, batt: int, names: list[str], footer: bool = True, selected: str | None = None) -> Screen:
    s = status(clock, batt)
    if selected:
        s += [el("ImageButton", None, "Clear selection", None, CT, click=True), el("TextView", "1 selected", None, "selection_count_text", CT),
              el("ImageButton", None, "Share", None, CT, click=True), el("ImageButton", None, "Delete", None, CT, click=True),
              el("ImageView", None, "More options", None, CT, click=True)]
    else:
        s += [el("TextView", "Search contacts", None, "open_search_bar_text_view", CT, click=True),
              el("ImageButton", None, "Account and settings", "og_apd_internal_image_view", CT, click=True)]
    s += [el("RecyclerView", None, None, "contact_list", CT, scroll=True)]
    letter = ""
    for n in names:
        if n[0] != letter:
            letter = n[0]
            s.append(el("TextView", letter, None, "cliv_section_header", CT))
        s.append(el("TextView", n, None, "cliv_name_textview", CT, click=True, sel=(n == selected)))
    if footer:
        s.append(el("TextView", f"{len(names)} contacts", None, "contacts_count", CT))
    if not selected:
        s += [el("ImageButton", None, "Create contact", "floating_action_button", CT, click=True)]
    s += [el("FrameLayout", None, "Contacts", "navigation_bar_item_contacts", CT, click=True, sel=True),
          el("FrameLayout", None, "Highlights", "navigation_bar_item_highlights", CT, click=True),
          el("FrameLayout", None, "Fix & manage", "navigation_bar_item_fix_manage", CT, click=True)]
    return s


def ct_edit(clock: str, batt: int, title: str, first: str = "", last: str = "", phone: str = "", focus: str = "") -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Cancel", None, CT, click=True), el("TextView", title, None, "toolbar_title", CT),
                               el("Button", "Save", None, "toolbar_button", CT, click=True),
                               el("ImageView", None, "Add picture", "photo", CT, click=True),
                               el("TextView", "Saving to", None, None, CT), el("TextView", "alex.morgan.pixel@gmail.com", None, "account_name", CT, click=True)]
    for rid, hint, val in (("first_name", "First name", first), ("last_name", "Last name", last)):
        s.append(el("EditText", val or hint, None, rid, CT, click=True, edit=True, focus=(focus == rid)))
    s += [el("EditText", "Company", None, "company", CT, click=True, edit=True),
          el("EditText", phone or "Phone", None, "phone", CT, click=True, edit=True, focus=(focus == "phone")),
          el("Spinner", "Mobile", None, "phone_type", CT, click=True),
          el("EditText", "Email", None, "email", CT, click=True, edit=True),
          el("Button", "More fields", None, "more_fields", CT, click=True)]
    return s


def ct_detail(clock: str, batt: int, name: str, phone: str) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, CT, click=True), el("ImageButton", None, "Add to favorites", "menu_star", CT, click=True),
                                  el("ImageButton", None, "Edit contact", "menu_edit", CT, click=True), el("ImageView", None, "More options", None, CT, click=True),
                                  el("TextView", name, None, "large_title", CT),
                                  el("Button", "Call", None, "call_button", CT, click=True), el("Button", "Text", None, "sms_button", CT, click=True),
                                  el("Button", "Video", None, "video_button", CT, click=True),
                                  el("TextView", "Contact info", None, "header", CT),
                                  el("TextView", phone, None, "header_text", CT, click=True), el("TextView", "Mobile", None, "sub_header", CT),
                                  el("ImageButton", None, f"Text {phone}", "icon_alternate", CT, click=True)]


NAMES7 = ["Aaliyah Brooks", "Ben Carter", "Dmitri Volkov", "Grace Lin", "Marcus Obi", "Priya Natarajan", "Tomás Reyes"]


def droid01() -> None:
    t = Traj(ct_list("9:14", 82, NAMES7))
    t.tap("Create contact", ct_edit("9:14", 82, "Create contact", focus="first_name"))
    t.type("first_name", "Rina", ct_edit("9:15", 82, "Create contact", "Rina", focus="first_name"))
    t.type("last_name", "Okafor", ct_edit("9:15", 82, "Create contact", "Rina", "Okafor", focus="last_name"))
    t.type("phone", "4155550142", ct_edit("9:15", 82, "Create contact", "Rina", "Okafor", "(415) 555-0142", focus="phone"))
    t.tap("Save", ct_detail("9:16", 81, "Rina Okafor", "(415) 555-0142"))
    t.do("navigate_back", ct_list("9:16", 81, NAMES7))  # BAD: the contact just saved is not in the list (count still 7)
    t.add("h7-android-01", 6, "created_missing")


# ================================================================ Clock (bad: alarm time drifts)
DC = "com.google.android.deskclock"


def dc_tabs(active: str) -> Screen:
    return [el("FrameLayout", None, n, f"tab_menu_{n.lower()}", DC, click=True, sel=(n == active)) for n in ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime")]


Alarm = tuple[str, str, bool, "str | None"]


def dc_alarms(clock: str, batt: int, alarms: list[Alarm], expanded: str | None = None, label_dialog: str | None = None) -> Screen:
    s = status(clock, batt) + [el("TextView", "Alarm", None, "action_bar_title", DC), el("ImageView", None, "More options", None, DC, click=True),
                               el("RecyclerView", None, None, "alarm_recycler_view", DC, scroll=True)]
    for time, days, on, label in alarms:
        if label:
            s.append(el("TextView", label, None, "edit_label", DC, click=True))
        elif time == expanded:
            s.append(el("TextView", "Add label", None, "edit_label", DC, click=True))
        s += [el("TextView", time, None, "digital_clock", DC, click=True), el("Switch", "ON" if on else "OFF", None, "onoff", DC, checked=on, click=True)]
        s.append(el("TextView", days, None, "upcoming_instance_label" if time == expanded else "days_of_week", DC))
        if time == expanded:
            s += [el("CheckBox", "Schedule alarm", None, "repeat_onoff", DC, checked=False, click=True),
                  el("TextView", "Default (Cesium)", None, "choose_ringtone", DC, click=True),
                  el("CheckBox", "Vibrate", None, "vibrate_onoff", DC, checked=True, click=True),
                  el("TextView", "Delete", None, "delete", DC, click=True)]
    s += [el("ImageButton", None, "Add alarm", "fab", DC, click=True)] + dc_tabs("Alarm")
    if label_dialog is not None:
        s += [el("TextView", "Label", None, "alertTitle", DC), el("EditText", label_dialog or "Label", None, "label_input_field", DC, click=True, edit=True, focus=True),
              el("Button", "Cancel", None, "button2", DC, click=True), el("Button", "OK", None, "button1", DC, click=True)]
    return s


def dc_picker(clock: str, batt: int, hour: str, minute: str, pm: bool, mode: str) -> Screen:
    s = status(clock, batt) + [el("TextView", "Select time", None, "header_title", DC),
                               el("Chip", hour, None, "material_hour_tv", DC, checked=(mode == "h"), click=True), el("TextView", ":", None, None, DC),
                               el("Chip", minute, None, "material_minute_tv", DC, checked=(mode == "m"), click=True),
                               el("Button", "AM", None, "material_clock_period_am_button", DC, checked=not pm, click=True),
                               el("Button", "PM", None, "material_clock_period_pm_button", DC, checked=pm, click=True)]
    faces = [str(h) for h in [12] + list(range(1, 12))] if mode == "h" else [f"{m:02d}" for m in range(0, 60, 5)]
    s += [el("TextView", f, f"{f} o'clock" if mode == "h" else f"{int(f)} minutes", "material_clock_face", DC, click=True) for f in faces]
    s += [el("ImageButton", None, "Switch to text input mode for the time input.", "material_timepicker_mode_button", DC, click=True),
          el("Button", "Cancel", None, "material_timepicker_cancel_button", DC, click=True), el("Button", "OK", None, "material_timepicker_ok_button", DC, click=True)]
    return s


def dc_timer(clock: str, batt: int, digits: str = "00h 00m 00s", running: str | None = None) -> Screen:
    s = status(clock, batt) + [el("TextView", "Timer", None, "action_bar_title", DC), el("ImageView", None, "More options", None, DC, click=True)]
    if running is None:
        s += [el("TextView", digits, None, "timer_setup_time", DC)]
        s += [el("Button", str(d), None, f"timer_setup_digit_{d}", DC, click=True) for d in [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]]
        s += [el("Button", "00", None, "timer_setup_digit_00", DC, click=True), el("ImageButton", None, "Delete", "timer_setup_delete", DC, click=True)]
        if digits != "00h 00m 00s":
            s += [el("ImageButton", None, "Start", "fab", DC, click=True)]
    else:
        s += [el("TextView", "Timer", None, "timer_label", DC, click=True), el("TextView", running, None, "timer_text", DC),
              el("Button", "+1:00", None, "timer_add_time_button", DC, click=True), el("Button", "Reset", None, "reset", DC, click=True),
              el("ImageButton", None, "Pause", "fab", DC, click=True), el("ImageButton", None, "Add timer", "left_button", DC, click=True)]
    return s + dc_tabs("Timer")


def droid02() -> None:
    base: list[Alarm] = [("7:00 AM", "Mon, Tue, Wed, Thu, Fri", True, None), ("8:30 AM", "Sat, Sun", False, None)]
    new: Alarm = ("6:45 AM", "Tomorrow", True, None)
    gym: Alarm = ("6:15 AM", "Tomorrow", True, "Gym")
    t = Traj(dc_alarms("4:42", 67, base))
    t.tap("Add alarm", dc_picker("4:42", 67, "4", "42", True, "h"))
    t.tap("6", dc_picker("4:42", 67, "6", "42", True, "m"))
    t.tap("45", dc_picker("4:43", 67, "6", "45", True, "m"))
    t.tap("AM", dc_picker("4:43", 67, "6", "45", False, "m"))
    t.tap("OK", dc_alarms("4:43", 67, [new] + base, expanded="6:45 AM"))
    t.tap("Add label", dc_alarms("4:43", 67, [new] + base, expanded="6:45 AM", label_dialog=""))
    t.type("label_input_field", "Gym", dc_alarms("4:44", 66, [new] + base, expanded="6:45 AM", label_dialog="Gym"))
    t.tap("OK", dc_alarms("4:44", 66, [gym] + base, expanded="6:15 AM"))  # BAD: 6:45 AM shows as 6:15 AM
    t.tap("Timer", dc_timer("4:44", 66))
    t.add("h7-android-02", 8, "value_drift")


# ================================================================ Messages (bad: deleted conversation reappears)
MS = "com.google.android.apps.messaging"
CONVS = [("Marta Silva", "See you at 7?", "10:02 AM"), ("Chase", "Chase: Your debit card ending in 4417 was used for $38.20 at SAFEWAY #1492.", "9:40 AM"),
         ("72975", "G-482913 is your Google verification code.", "9:12 AM"), ("Dad", "Call me when you land", "Sun"),
         ("Amazon", "Your package with 2 items was delivered. Track at a.co/d/8Kq2", "Oct 12")]


def ms_list(clock: str, batt: int, convs: list[tuple[str, str, str]], selected: str | None = None, dialog: bool = False) -> Screen:
    s = status(clock, batt)
    if selected:
        s += [el("ImageButton", None, "Close", None, MS, click=True), el("TextView", "1", None, "action_mode_count", MS),
              el("ImageButton", None, "Pin", None, MS, click=True), el("ImageButton", None, "Archive", None, MS, click=True),
              el("ImageButton", None, "Delete", "action_delete", MS, click=True), el("ImageView", None, "More options", None, MS, click=True)]
    else:
        s += [el("TextView", "Search conversations", None, "search_bar_text", MS, click=True), el("ImageButton", None, "Account and settings", None, MS, click=True)]
    s.append(el("RecyclerView", None, None, "conversation_list", MS, scroll=True))
    for name, snip, when in convs:
        s += [el("TextView", name, None, "conversation_name", MS, click=True, sel=(name == selected)), el("TextView", snip, None, "conversation_snippet", MS),
              el("TextView", when, None, "conversation_timestamp", MS)]
    if not selected:
        s.append(el("Button", "Start chat", None, "start_chat_fab", MS, click=True))
    if dialog:
        s += [el("TextView", "Delete 1 conversation?", None, "alertTitle", MS), el("Button", "Cancel", None, "button2", MS, click=True),
              el("Button", "Delete", None, "button1", MS, click=True)]
    return s


def ms_thread(clock: str, batt: int, typed: str = "", sent: bool = False) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Back", None, MS, click=True), el("TextView", "Marta Silva", None, "conversation_title", MS),
                               el("ImageButton", None, "Video call", None, MS, click=True), el("ImageButton", None, "Call", None, MS, click=True),
                               el("ImageView", None, "More options", None, MS, click=True),
                               el("RecyclerView", None, None, "messages_list", MS, scroll=True),
                               el("TextView", "Yesterday • 6:48 PM", None, "message_timestamp", MS),
                               el("TextView", "Dinner at Nopa tomorrow?", None, "message_text", MS, click=True),
                               el("TextView", "Yes! 7 works", None, "message_text", MS, click=True),
                               el("TextView", "Today • 10:02 AM", None, "message_timestamp", MS),
                               el("TextView", "See you at 7?", None, "message_text", MS, click=True)]
    if sent:
        s += [el("TextView", "Running 10 min late", None, "message_text", MS, click=True), el("TextView", "Now • SMS", None, "message_status", MS)]
    s += [el("ImageButton", None, "Show more options", None, MS, click=True),
          el("EditText", typed or "Text message", None, "compose_message_text", MS, click=True, edit=True, focus=bool(typed) or not sent),
          el("ImageButton", None, "Add emoji", None, MS, click=True)]
    s.append(el("ImageButton", None, "Send SMS" if typed else "Record audio message", "send_message_button_icon", MS, click=True))
    return s


def ms_new(clock: str, batt: int) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Back", None, MS, click=True), el("TextView", "New conversation", None, None, MS),
                               el("TextView", "To", None, None, MS), el("EditText", "Type name, phone number, or email", None, "recipient_text_view", MS, click=True, edit=True, focus=True),
                               el("ImageButton", None, "Switch to dialpad keyboard", None, MS, click=True),
                               el("Button", "Create group", None, None, MS, click=True), el("TextView", "Top contacts", None, None, MS)]
    for n in ("Marta Silva", "Dad", "Ben Carter"):
        s.append(el("TextView", n, None, "contact_name", MS, click=True))
    s += [el("TextView", "All contacts", None, None, MS)] + [el("TextView", n, None, "contact_name", MS, click=True) for n in ("Aaliyah Brooks", "Ben Carter", "Dad", "Grace Lin", "Marta Silva")]
    return s


def droid03() -> None:
    rest = [c for c in CONVS if c[0] != "72975"]
    after = [("Marta Silva", "You: Running 10 min late", "Now")] + rest[1:]
    t = Traj(ms_list("10:31", 54, CONVS))
    t.long("72975", ms_list("10:31", 54, CONVS, selected="72975"))
    t.tap("Delete", ms_list("10:31", 54, CONVS, selected="72975", dialog=True))
    t.tap("button1", ms_list("10:31", 54, rest))
    t.tap("Marta Silva", ms_thread("10:32", 54))
    t.type("compose_message_text", "Running 10 min late", ms_thread("10:32", 54, typed="Running 10 min late"))
    t.tap("Send SMS", ms_thread("10:33", 53, sent=True))
    t.do("navigate_back", ms_list("10:33", 53, after[:2] + [CONVS[2]] + after[2:]))  # BAD: deleted 72975 thread is back
    t.tap("Start chat", ms_new("10:34", 53))
    t.add("h7-android-03", 7, "deleted_reappears")


# ================================================================ Settings (bad: screen timeout reverts)
ST = "com.android.settings"
MAIN_ITEMS = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"), ("Apps", "Recent apps, default apps"),
              ("Notifications", "Notification history, conversations"), ("Battery", "{batt}%"), ("Storage", "41% used - 75.52 GB free"),
              ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
              ("Wallpaper & style", "Colors, themed icons, app grid"), ("Accessibility", "Display, interaction, audio"),
              ("Security & privacy", "App security, device lock, permissions"), ("Location", "On - 6 apps have access to location")]


def st_main(clock: str, batt: int, wifi: bool = True, airplane: bool = False) -> Screen:
    s = status(clock, batt, wifi, airplane) + [el("TextView", "Settings", None, "homepage_title", ST), el("TextView", "Search settings", None, "search_action_bar_title", ST, click=True),
                                               el("ImageView", None, "Profile picture, double tap to open Google Account", "account_avatar", ST, click=True),
                                               el("RecyclerView", None, None, "recycler_view", ST, scroll=True)]
    for title, summ in MAIN_ITEMS:
        s += [el("TextView", title, None, "android:id/title", ST, click=True), el("TextView", summ.format(batt=batt), None, "android:id/summary", ST)]
    return s


def st_display(clock: str, batt: int, dark: bool, timeout: str) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, ST, click=True), el("TextView", "Display", None, "collapsing_toolbar", ST),
                               el("RecyclerView", None, None, "recycler_view", ST, scroll=True),
                               el("TextView", "Brightness", None, "android:id/title", ST),
                               el("TextView", "Brightness level", None, "android:id/title", ST, click=True), el("TextView", "58%", None, "android:id/summary", ST),
                               el("TextView", "Adaptive brightness", None, "android:id/title", ST, click=True), el("Switch", None, None, "android:id/switch_widget", ST, checked=True, click=True),
                               el("TextView", "Lock display", None, "android:id/title", ST),
                               el("TextView", "Lock screen", None, "android:id/title", ST, click=True), el("TextView", "What to show", None, "android:id/summary", ST),
                               el("TextView", "Screen timeout", None, "android:id/title", ST, click=True), el("TextView", f"After {timeout} of inactivity", None, "android:id/summary", ST),
                               el("TextView", "Appearance", None, "android:id/title", ST),
                               el("TextView", "Dark theme", None, "android:id/title", ST, click=True),
                               el("TextView", "Will turn on automatically at sunset" if not dark else "Will turn off automatically at sunrise", None, "android:id/summary", ST),
                               el("Switch", None, "Dark theme", "android:id/switch_widget", ST, checked=dark, click=True),
                               el("TextView", "Display size and text", None, "android:id/title", ST, click=True),
                               el("TextView", "Auto-rotate screen", None, "android:id/title", ST, click=True), el("TextView", "On - Face-based", None, "android:id/summary", ST)]
    return s


TIMEOUTS = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]


def st_timeout(clock: str, batt: int, chosen: str) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, ST, click=True), el("TextView", "Screen timeout", None, "collapsing_toolbar", ST),
                               el("RecyclerView", None, None, "recycler_view", ST, scroll=True)]
    for o in TIMEOUTS:
        s += [el("RadioButton", None, None, "android:id/checkbox", ST, checked=(o == chosen), click=True), el("TextView", o, None, "android:id/title", ST, click=True)]
    s += [el("TextView", "Screen attention", None, "android:id/title", ST, click=True), el("TextView", "Off / Screen won’t turn off if you’re looking at it", None, "android:id/summary", ST),
          el("Switch", None, None, "android:id/switch_widget", ST, checked=False, click=True)]
    return s


def st_battery(clock: str, batt: int) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, ST, click=True), el("TextView", "Battery", None, "collapsing_toolbar", ST),
                                  el("TextView", f"{batt}%", None, "battery_percent", ST), el("TextView", "Until about 9:30 PM", None, "summary1", ST),
                                  el("TextView", "Battery usage", None, "android:id/title", ST, click=True), el("TextView", "View usage for past 24 hours", None, "android:id/summary", ST),
                                  el("TextView", "Battery Saver", None, "android:id/title", ST, click=True), el("TextView", "Off", None, "android:id/summary", ST),
                                  el("TextView", "Adaptive Battery", None, "android:id/title", ST, click=True), el("TextView", "On", None, "android:id/summary", ST),
                                  el("TextView", "Battery percentage", None, "android:id/title", ST, click=True), el("Switch", None, None, "android:id/switch_widget", ST, checked=True, click=True)]


def droid04() -> None:
    t = Traj(st_main("2:06", 73))
    t.tap("Display", st_display("2:06", 73, False, "30 seconds"))
    t.tap("Screen timeout", st_timeout("2:06", 73, "30 seconds"))
    t.tap("5 minutes", st_timeout("2:07", 73, "5 minutes"))
    t.do("navigate_back", st_display("2:07", 73, False, "5 minutes"))
    t.tap("Dark theme", st_display("2:07", 73, True, "5 minutes"), nth=1)
    t.do("navigate_back", st_main("2:07", 72))
    t.tap("Display", st_display("2:08", 72, True, "30 seconds"))  # BAD: timeout back to 30 seconds although 5 minutes was chosen
    t.do("navigate_back", st_main("2:08", 72))
    t.tap("Battery", st_battery("2:08", 72))
    t.add("h7-android-04", 7, "value_reverted")


# ================================================================ Chrome (bad: tab count)
CR = "com.android.chrome"
LISBON = ["Lisbon", "Capital and largest city of Portugal",
          "Lisbon is the capital and largest city of Portugal, with an estimated population of 567,131, as of 2023, within its administrative limits and 2.96 million within the metropolis.",
          "Contents", "Etymology", "History", "Geography"]
LISBON_LOW = ["Lisbon's name may have been derived from a Proto-Celtic or Celtic root.", "History", "During the Neolithic period, the region was inhabited by Pre-Celtic tribes.",
              "Geography", "Lisbon is located at 38°42′49.20″N 9°8′21.58″W, situated at the mouth of the Tagus River."]


def cr_toolbar(url: str, tabs: int, focused: bool = False) -> Screen:
    return [el("ImageButton", None, "Open the home page", "home_button", CR, click=True),
            el("EditText", url, None, "url_bar", CR, click=True, edit=True, focus=focused),
            el("ImageButton", None, f"{tabs} open tabs, tap to switch tabs" if tabs > 1 else "1 open tab, tap to switch tabs", "tab_switcher_button", CR, click=True),
            el("ImageButton", None, "Customize and control Google Chrome", "menu_button", CR, click=True)]


def cr_page(clock: str, batt: int, url: str, tabs: int, lines: list[str], toolbar: bool = True) -> Screen:
    s = status(clock, batt) + (cr_toolbar(url, tabs) if toolbar else [])
    s.append(el("android.view.View", None, None, None, CR, scroll=True))
    return s + [el("TextView", ln, None, None, CR) for ln in lines]


def cr_omnibox(clock: str, batt: int, typed: str, tabs: int, suggestions: list[str]) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Go back", None, CR, click=True),
                               el("EditText", typed, None, "url_bar", CR, click=True, edit=True, focus=True),
                               el("ImageButton", None, "Delete", "delete_button", CR, click=True)]
    return s + [el("TextView", x, None, "line_1", CR, click=True) for x in suggestions]


def cr_switcher(clock: str, batt: int, tabs: list[str], snack: str | None = None) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "New tab", "new_tab_view_button", CR, click=True),
                               el("TextView", None, f"{len(tabs)} open tabs", "tab_switcher_mode_tab_count", CR),
                               el("ImageButton", None, "Customize and control Google Chrome", "menu_button", CR, click=True),
                               el("RecyclerView", None, None, "tab_list_recycler_view", CR, scroll=True)]
    for title in tabs:
        s += [el("TextView", title, None, "tab_title", CR, click=True), el("ImageView", None, f"Close {title} tab", "action_button", CR, click=True)]
    if snack:
        s += [el("TextView", snack, None, "snackbar_message", CR), el("Button", "Undo", None, "snackbar_button", CR, click=True)]
    return s


def cr_ntp(clock: str, batt: int, tabs: int) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Open the home page", "home_button", CR, click=True),
                               el("ImageButton", None, f"{tabs} open tabs, tap to switch tabs", "tab_switcher_button", CR, click=True),
                               el("ImageButton", None, "Customize and control Google Chrome", "menu_button", CR, click=True),
                               el("ImageView", None, "Google", "search_provider_logo", CR),
                               el("EditText", "Search or type URL", None, "search_box_text", CR, click=True, edit=True),
                               el("ImageView", None, "Start voice search", "voice_search_button", CR, click=True)]
    return s + [el("TextView", x, None, "tile_view_title", CR, click=True) for x in ("YouTube", "Wikipedia", "Amazon.com", "Weather", "Gmail", "Reddit", "ESPN", "Facebook")]


WEATHER = ["San Francisco, CA", "As of 11:02 am PDT", "61°", "Partly Cloudy", "Day 68° • Night 56°", "Today's Forecast for San Francisco, CA"]


def droid05() -> None:
    amz = "Amazon.com: AmazonBasics USB-C to USB-C 2.0 Cable - 6 Feet"
    g = "Google"
    lis = "Lisbon - Wikipedia"
    t = Traj(cr_page("11:04", 61, "weather.com/weather/tenday/l/San+Francisco+CA", 3, WEATHER))
    t.tap("url_bar", cr_omnibox("11:04", 61, "weather.com/weather/tenday/l/San+Francisco+CA", 3, ["weather.com/weather/tenday/l/San+Francisco+CA"]))
    t.type("url_bar", "en.wikipedia.org/wiki/Lisbon", cr_omnibox("11:04", 61, "en.wikipedia.org/wiki/Lisbon", 3,
                                                                  ["en.wikipedia.org/wiki/Lisbon", "lisbon - Google Search", "lisbon weather", "lisbon portugal"]))
    t.do("keyboard_enter", cr_page("11:05", 61, "en.m.wikipedia.org/wiki/Lisbon", 3, LISBON))
    t.tap("tab_switcher_button", cr_switcher("11:05", 61, [lis, amz, g]))
    t.tap("New tab", cr_ntp("11:05", 61, 4))
    t.tap("tab_switcher_button", cr_switcher("11:05", 60, [lis, amz, g, "New tab"]))
    t.tap(f"Close {amz} tab", cr_switcher("11:06", 60, [lis, g, "New tab"], snack=f"Closed {amz}"))
    t.tap(lis, cr_page("11:06", 60, "en.m.wikipedia.org/wiki/Lisbon", 4, LISBON))  # BAD: 3 tabs remain, toolbar says 4
    t.do("scroll", cr_page("11:06", 60, "", 0, LISBON_LOW, toolbar=False), direction="down")
    t.add("h7-android-05", 9, "count_mismatch")


# ================================================================ Markor (bad: rename reverts in the list)
MK = "net.gsantner.markor"


def mk_files(clock: str, batt: int, files: list[tuple[str, str]], selected: str | None = None, rename: str | None = None, fab: bool = True) -> Screen:
    s = status(clock, batt)
    if selected:
        s += [el("ImageButton", None, "Done", None, MK, click=True), el("TextView", "1", None, "action_mode_title", MK),
              el("ImageButton", None, "Delete", "action_delete_selected_items", MK, click=True), el("ImageButton", None, "Rename", "action_rename_selected_item", MK, click=True),
              el("ImageButton", None, "Share", "action_share_files", MK, click=True), el("ImageView", None, "More options", None, MK, click=True)]
    else:
        s += [el("TextView", "markor", None, "toolbar_title", MK), el("ImageButton", None, "Search", "action_search", MK, click=True),
              el("ImageButton", None, "Sort by", "action_sort", MK, click=True), el("ImageView", None, "More options", None, MK, click=True)]
    s += [el("TextView", "/storage/emulated/0/Documents/markor", None, "ui__filesystem_dialog__current_folder", MK),
          el("RecyclerView", None, None, "ui__filesystem_dialog__list", MK, scroll=True)]
    for name, info in files:
        s += [el("TextView", name, None, "ui__filesystem_item__title", MK, click=True, sel=(name == selected)), el("TextView", info, None, "ui__filesystem_item__description", MK)]
    if fab and not selected:
        s += [el("ImageButton", None, "Create a new file or folder", "fab_add_new_item", MK, click=True)]
    s += [el("FrameLayout", None, "Files", "nav_notebook", MK, click=True, sel=True), el("FrameLayout", None, "To-Do", "nav_todo", MK, click=True),
          el("FrameLayout", None, "QuickNote", "nav_quicknote", MK, click=True), el("FrameLayout", None, "More", "nav_more", MK, click=True)]
    if rename is not None:
        s += [el("TextView", "Rename", None, "alertTitle", MK), el("EditText", rename, None, "new_name", MK, click=True, edit=True, focus=True),
              el("Button", "Cancel", None, "button2", MK, click=True), el("Button", "OK", None, "button1", MK, click=True)]
    return s


def mk_editor(clock: str, batt: int, title: str, content: str) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, MK, click=True), el("TextView", title, None, "note__activity__text_note_title", MK),
                                  el("ImageButton", None, "Undo", "action_undo", MK, click=True), el("ImageButton", None, "Redo", "action_redo", MK, click=True),
                                  el("ImageButton", None, "View mode", "action_preview", MK, click=True), el("ImageView", None, "More options", None, MK, click=True),
                                  el("EditText", content, None, "document__fragment__edit__highlighting_editor", MK, click=True, edit=True, focus=True, scroll=True),
                                  el("ImageButton", None, "Checkbox", None, MK, click=True), el("ImageButton", None, "Unordered list", None, MK, click=True),
                                  el("ImageButton", None, "Header", None, MK, click=True), el("ImageButton", None, "Bold", None, MK, click=True)]


def mk_todo(clock: str, batt: int) -> Screen:
    s = status(clock, batt) + [el("TextView", "todo", None, "toolbar_title", MK), el("ImageView", None, "More options", None, MK, click=True),
                               el("EditText", "(A) Call landlord about heater due:2024-10-16\nx 2024-10-14 Return library books\nBook flights for December +travel",
                                  None, "document__fragment__edit__highlighting_editor", MK, click=True, edit=True, scroll=True)]
    return s + [el("FrameLayout", None, "Files", "nav_notebook", MK, click=True), el("FrameLayout", None, "To-Do", "nav_todo", MK, click=True, sel=True),
                el("FrameLayout", None, "QuickNote", "nav_quicknote", MK, click=True), el("FrameLayout", None, "More", "nav_more", MK, click=True)]


def droid06() -> None:
    g = "# Groceries\n- oat milk\n- eggs\n- spinach\n- coffee beans"
    g2 = g + "\n- lemons"
    before = [("archive", "Folder · 4 items"), ("grocery.md", "Oct 12, 2024 18:03 · 54 B"), ("ideas.md", "Oct 9, 2024 22:41 · 1.3 KB"),
              ("reading-list.md", "Sep 30, 2024 08:15 · 640 B"), ("todo.txt", "Oct 14, 2024 07:58 · 121 B")]
    renamed = [("archive", "Folder · 4 items"), ("ideas.md", "Oct 9, 2024 22:41 · 1.3 KB"), ("reading-list.md", "Sep 30, 2024 08:15 · 640 B"),
               ("shopping-list.md", "Oct 12, 2024 18:03 · 54 B"), ("todo.txt", "Oct 14, 2024 07:58 · 121 B")]
    edited_bad = [("archive", "Folder · 4 items"), ("grocery.md", "Oct 15, 2024 11:21 · 63 B"), ("ideas.md", "Oct 9, 2024 22:41 · 1.3 KB"),
                  ("reading-list.md", "Sep 30, 2024 08:15 · 640 B"), ("todo.txt", "Oct 14, 2024 07:58 · 121 B")]
    t = Traj(mk_files("11:18", 88, before))
    t.long("grocery.md", mk_files("11:18", 88, before, selected="grocery.md"))
    t.tap("Rename", mk_files("11:18", 88, before, selected="grocery.md", rename="grocery.md"))
    t.type("new_name", "shopping-list.md", mk_files("11:19", 88, before, selected="grocery.md", rename="shopping-list.md"))
    t.tap("OK", mk_files("11:19", 88, renamed))
    t.tap("shopping-list.md", mk_editor("11:19", 88, "shopping-list", g))
    t.type("document__fragment__edit__highlighting_editor", "\n- lemons", mk_editor("11:20", 88, "shopping-list", g2))
    t.do("navigate_back", mk_files("11:21", 87, edited_bad))  # BAD: saved file listed under its old name again
    t.tap("To-Do", mk_todo("11:21", 87))
    t.add("h7-android-06", 8, "rename_old_name")


# ================================================================ Pro Expense (bad: total does not add up)
PE = "com.arduia.expense"


def pe_home(clock: str, batt: int, total: str, items: list[tuple[str, str, str, str]]) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Open navigation drawer", None, PE, click=True), el("TextView", "Expense", None, "tv_title", PE),
                               el("TextView", "This Week", None, "tv_week_label", PE), el("TextView", total, None, "tv_total_value", PE),
                               el("TextView", "Recent", None, "tv_recent_label", PE), el("TextView", "More", None, "btn_more", PE, click=True),
                               el("RecyclerView", None, None, "rv_recent", PE, scroll=True)]
    for name, cat, amt, date in items:
        s += [el("TextView", name, None, "tv_name", PE, click=True), el("TextView", cat, None, "tv_category", PE),
              el("TextView", amt, None, "tv_amount", PE), el("TextView", date, None, "tv_date", PE)]
    return s + [el("ImageButton", None, "Add", "fb_main_add", PE, click=True)]


def pe_form(clock: str, batt: int, title: str, name: str = "", amount: str = "", cat: str = "Others", date: str = "Oct 15, 2024", focus: str = "", dropdown: bool = False, delete: bool = False) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, PE, click=True), el("TextView", title, None, "tv_title", PE)]
    if delete:
        s.append(el("ImageButton", None, "Delete", "btn_delete", PE, click=True))
    s += [el("EditText", name or "Name", None, "edt_name", PE, click=True, edit=True, focus=(focus == "edt_name")),
          el("EditText", amount or "Amount", None, "edt_amount", PE, click=True, edit=True, focus=(focus == "edt_amount")),
          el("TextView", cat, None, "tv_category", PE, click=True),
          el("EditText", "Note", None, "edt_note", PE, click=True, edit=True),
          el("TextView", date, None, "tv_date", PE, click=True),
          el("Button", "Save", None, "btn_save", PE, click=True)]
    if dropdown:
        s += [el("ListView", None, None, None, PE, scroll=True)] + [el("TextView", c, None, "android:id/text1", PE, click=True)
                                                                    for c in ("Food", "Transportation", "Housing", "Utilities", "Entertainment", "Healthcare", "Others")]
    return s


def pe_detail(clock: str, batt: int) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, PE, click=True), el("TextView", "Expense Detail", None, "tv_title", PE),
                                  el("ImageButton", None, "Edit", "btn_edit", PE, click=True), el("ImageButton", None, "Delete", "btn_delete", PE, click=True),
                                  el("TextView", "Trader Joe's", None, "tv_name", PE), el("TextView", "$42.50", None, "tv_amount", PE),
                                  el("TextView", "Food", None, "tv_category", PE), el("TextView", "Tue, Oct 15, 2024", None, "tv_date", PE),
                                  el("TextView", "-", None, "tv_note", PE)]


RECENT = [("Gas - Shell", "Transportation", "$64.00", "Oct 14"), ("Coffee - Blue Bottle", "Food", "$12.40", "Oct 14"),
          ("Internet - Sonic", "Utilities", "$50.00", "Oct 13"), ("Rent share", "Housing", "$1,100.00", "Oct 13"),
          ("Movie tickets", "Entertainment", "$57.90", "Oct 12")]


def droid07() -> None:
    t = Traj(pe_home("6:12", 45, "$1,284.30", RECENT))
    t.tap("Add", pe_form("6:12", 45, "New Expense", focus="edt_name"))
    t.type("edt_name", "Trader Joe's", pe_form("6:12", 45, "New Expense", "Trader Joe's", focus="edt_name"))
    t.type("edt_amount", "42.50", pe_form("6:13", 45, "New Expense", "Trader Joe's", "42.50", focus="edt_amount"))
    t.tap("tv_category", pe_form("6:13", 45, "New Expense", "Trader Joe's", "42.50", dropdown=True))
    t.tap("Food", pe_form("6:13", 45, "New Expense", "Trader Joe's", "42.50", "Food"))
    t.tap("Save", pe_home("6:13", 44, "$1,326.30", [("Trader Joe's", "Food", "$42.50", "Oct 15")] + RECENT[:4]))  # BAD: 1,284.30 + 42.50 = 1,326.80
    t.tap("Trader Joe's", pe_detail("6:14", 44))
    t.add("h7-android-07", 6, "sum_mismatch")


# ================================================================ Simple Calendar Pro (bad: end time drifts)
SC = "com.simplemobiletools.calendar.pro"
OCT_EVENTS = {3: ["Book club"], 15: [], 22: ["Team offsite"], 31: ["Halloween party"]}
NOV_EVENTS = {5: ["Election Day"], 12: ["Car service"], 28: ["Thanksgiving"]}


def sc_month(clock: str, batt: int, month: str, days: int, first_pad: int, events: dict[int, list[str]]) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Open navigation drawer", None, SC, click=True), el("TextView", month, None, "top_value", SC, click=True),
                               el("ImageButton", None, "Previous", "top_left_arrow", SC, click=True), el("ImageButton", None, "Next", "top_right_arrow", SC, click=True),
                               el("ImageButton", None, "Search", "search", SC, click=True), el("ImageButton", None, "Go to today", "go_to_today", SC, click=True),
                               el("ImageView", None, "More options", None, SC, click=True)]
    s += [el("TextView", d, None, "week_day_label", SC) for d in ("S", "M", "T", "W", "T", "F", "S")]
    for day in range(1, days + 1):
        s.append(el("TextView", str(day), None, "day_monthly_number_id", SC, click=True))
        for ev in events.get(day, []):
            s.append(el("TextView", ev, None, "day_monthly_event_id", SC, click=True))
    return s + [el("ImageButton", None, "New Event", "calendar_fab", SC, click=True)]


def sc_day(clock: str, batt: int, title: str, events: list[tuple[str, str]]) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, SC, click=True), el("TextView", title, None, "top_value", SC),
                               el("ImageButton", None, "Previous", "top_left_arrow", SC, click=True), el("ImageButton", None, "Next", "top_right_arrow", SC, click=True)]
    if events:
        for name, span in events:
            s += [el("TextView", name, None, "event_item_title", SC, click=True), el("TextView", span, None, "event_item_time", SC)]
    else:
        s += [el("TextView", "No upcoming events have been found", None, "day_events_placeholder", SC)]
    return s + [el("ImageButton", None, "New Event", "calendar_fab", SC, click=True)]


def sc_edit(clock: str, batt: int, title: str, loc: str, start: str, end: str, header: str = "New Event", date: str = "Tue, Oct 15, 2024", focus: str = "", delete: bool = False, dialog: bool = False) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, SC, click=True), el("TextView", header, None, "toolbar_title", SC)]
    if delete:
        s += [el("ImageButton", None, "Delete", "delete", SC, click=True), el("ImageButton", None, "Duplicate event", "duplicate", SC, click=True)]
    s += [el("ImageButton", None, "Save", "save", SC, click=True),
          el("EditText", title or "Title", None, "event_title", SC, click=True, edit=True, focus=(focus == "event_title")),
          el("EditText", loc or "Location", None, "event_location", SC, click=True, edit=True, focus=(focus == "event_location")),
          el("EditText", "Description", None, "event_description", SC, click=True, edit=True),
          el("CheckBox", "All-day", None, "event_all_day", SC, checked=False, click=True),
          el("TextView", date, None, "event_start_date", SC, click=True), el("TextView", start, None, "event_start_time", SC, click=True),
          el("TextView", date, None, "event_end_date", SC, click=True), el("TextView", end, None, "event_end_time", SC, click=True),
          el("TextView", "America/Los_Angeles", None, "event_time_zone", SC, click=True),
          el("TextView", "10 minutes before", None, "event_reminder_1", SC, click=True), el("TextView", "Add another reminder", None, "event_reminder_2", SC, click=True),
          el("TextView", "No repetition", None, "event_repetition", SC, click=True), el("TextView", "Regular event", None, "event_type", SC, click=True)]
    if dialog:
        s += [el("TextView", "Are you sure you want to delete this event?", None, "delete_remember_title", SC),
              el("Button", "No", None, "button2", SC, click=True), el("Button", "Yes", None, "button1", SC, click=True)]
    return s


def droid08() -> None:
    dent = "Dentist - Dr. Haddad"
    loc = "Mission Dental, 2nd floor"
    t = Traj(sc_month("2:18", 58, "October 2024", 31, 2, OCT_EVENTS))
    t.tap("New Event", sc_edit("2:18", 58, "", "", "3:00 PM", "4:00 PM", focus="event_title"))
    t.type("event_title", dent, sc_edit("2:18", 58, dent, "", "3:00 PM", "4:00 PM", focus="event_title"))
    t.type("event_location", loc, sc_edit("2:19", 58, dent, loc, "3:00 PM", "4:00 PM", focus="event_location"))
    t.tap("Save", sc_month("2:19", 58, "October 2024", 31, 2, {**OCT_EVENTS, 15: [dent]}))
    t.tap("15", sc_day("2:19", 58, "October 15 (Tue)", [(dent, "3:00 PM - 4:00 PM")]))
    t.tap(dent, sc_edit("2:20", 57, dent, loc, "3:00 PM", "4:30 PM", header="Edit Event", delete=True))  # BAD: end time 4:00 PM -> 4:30 PM
    t.add("h7-android-08", 6, "value_drift")


# ================================================================ Audio Recorder (bad: record renamed by itself)
AR = "com.dimowner.audiorecorder"


def ar_main(clock: str, batt: int, timer: str, recording: bool, record: tuple[str, str] | None = None, progress: str | None = None) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Settings", "btn_settings", AR, click=True), el("ImageButton", None, "Records list", "btn_records_list", AR, click=True)]
    if record:
        name, dur = record
        s += [el("TextView", name, None, "txt_name", AR, click=True), el("TextView", "m4a, 44.1kHz, 128kbps, Mono", None, "txt_record_info", AR),
              el("TextView", progress or "00:00", None, "txt_progress", AR), el("TextView", dur, None, "txt_duration", AR),
              el("SeekBar", None, None, "play_progress", AR, scroll=True),
              el("ImageButton", None, "Pause" if progress and progress != "00:00" else "Play", "btn_play", AR, click=True),
              el("ImageButton", None, "Stop", "btn_stop", AR, click=True), el("ImageButton", None, "Share", "btn_share", AR, click=True)]
    s += [el("TextView", timer, None, "txt_progress_rec" if recording else "txt_zero_time", AR)]
    if recording:
        s += [el("ImageButton", None, "Pause recording", "btn_record", AR, click=True), el("ImageButton", None, "Stop recording", "btn_record_stop", AR, click=True),
              el("ImageButton", None, "Delete recording", "btn_record_delete", AR, click=True)]
    else:
        s += [el("ImageButton", None, "Record", "btn_record", AR, click=True)]
    return s


def ar_list(clock: str, batt: int, records: list[tuple[str, str, str, str]]) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", "btn_back", AR, click=True), el("TextView", "Records", None, "txt_title", AR),
                               el("ImageButton", None, "Bookmarks", "btn_bookmarks", AR, click=True), el("ImageButton", None, "Sort", "btn_sort", AR, click=True),
                               el("RecyclerView", None, None, "recycler_view", AR, scroll=True)]
    for name, dur, when, size in records:
        s += [el("TextView", name, None, "list_item_name", AR, click=True), el("TextView", dur, None, "list_item_duration", AR),
              el("TextView", when, None, "list_item_date", AR), el("TextView", size, None, "list_item_info", AR),
              el("ImageButton", None, "More", "list_item_more", AR, click=True)]
    return s


def droid09() -> None:
    older = [("Record-13", "02:41", "Oct 11, 2024 18:22", "m4a, 2.5 MB"), ("Record-12", "00:52", "Oct 9, 2024 08:14", "m4a, 0.8 MB")]
    t = Traj(ar_main("11:05", 90, "00:00:00", False))
    t.tap("Record", ar_main("11:05", 90, "00:00:02", True))
    t.do("wait", ar_main("11:05", 90, "00:00:14", True))
    t.tap("Stop recording", ar_main("11:05", 90, "00:00:00", False, ("Record-14", "00:15")))
    t.tap("Records list", ar_list("11:06", 90, [("Record-14", "00:15", "Oct 15, 2024 11:05", "m4a, 0.2 MB")] + older))
    t.tap("Record-14", ar_main("11:06", 90, "00:00:00", False, ("Record-14", "00:15")))
    t.tap("Play", ar_main("11:06", 90, "00:00:00", False, ("Record-14", "00:15"), progress="00:03"))
    t.tap("Records list", ar_list("11:06", 89, [("Record-15", "00:15", "Oct 15, 2024 11:05", "m4a, 0.2 MB")] + older))  # BAD: Record-14 listed as Record-15
    t.add("h7-android-09", 7, "identity_changed")


# ================================================================ Tasks (bad: completed task comes back unchecked)
TK = "org.tasks"


def tk_list(clock: str, batt: int, tasks: list[tuple[str, str | None]], snack: str | None = None) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Open navigation drawer", None, TK, click=True), el("TextView", "My Tasks", None, "toolbar_title", TK),
                               el("ImageButton", None, "Search", "menu_search", TK, click=True), el("ImageView", None, "More options", None, TK, click=True),
                               el("RecyclerView", None, None, "recycler_view", TK, scroll=True)]
    for title, due in tasks:
        s += [el("CheckBox", None, None, "completeBox", TK, checked=False, click=True), el("TextView", title, None, "title", TK, click=True)]
        if due:
            s.append(el("TextView", due, None, "due_date", TK))
    if snack:
        s += [el("TextView", snack, None, "snackbar_text", TK), el("Button", "Undo", None, "snackbar_action", TK, click=True)]
    return s + [el("ImageButton", None, "Create new task", "fab", TK, click=True)]


def tk_edit(clock: str, batt: int, title: str, desc: str = "", due: str = "No due date", focus: bool = False) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Save", None, TK, click=True), el("ImageButton", None, "Delete task", "menu_delete", TK, click=True),
                                  el("ImageView", None, "More options", None, TK, click=True),
                                  el("EditText", title or "Task name", None, "title", TK, click=True, edit=True, focus=focus),
                                  el("CheckBox", None, None, "completeBox", TK, checked=False, click=True),
                                  el("TextView", due, None, "due_date", TK, click=True), el("TextView", "Priority", None, None, TK),
                                  el("RadioButton", "!!!", None, "priority_high", TK, checked=False, click=True), el("RadioButton", "!!", None, "priority_medium", TK, checked=False, click=True),
                                  el("RadioButton", "!", None, "priority_low", TK, checked=False, click=True), el("RadioButton", "None", None, "priority_none", TK, checked=True, click=True),
                                  el("EditText", desc or "Description", None, "notes", TK, click=True, edit=True),
                                  el("TextView", "My Tasks", None, "list_name", TK, click=True), el("TextView", "Add tags", None, "tags", TK, click=True),
                                  el("TextView", "Add reminder", None, "reminders", TK, click=True)]


def droid10() -> None:
    active = [("Pay electricity bill", "Today"), ("Buy birthday gift for Ana", "Fri"), ("Renew passport", "Sun, Oct 20"), ("Call plumber about kitchen sink", None)]
    done = [a for a in active if a[0] != "Pay electricity bill"]
    t = Traj(tk_list("8:31", 94, active))
    t.tap("completeBox", tk_list("8:31", 94, done, snack="Completed Pay electricity bill"))
    t.tap("Create new task", tk_edit("8:31", 94, "", focus=True))
    t.type("title", "Book dentist appointment", tk_edit("8:32", 94, "Book dentist appointment", focus=True))
    t.tap("Save", tk_list("8:32", 94, done + [("Book dentist appointment", None)]))
    t.tap("Call plumber about kitchen sink", tk_edit("8:32", 94, "Call plumber about kitchen sink", "Leak under the sink, ask if Thursday morning works"))
    t.do("navigate_back", tk_list("8:33", 93, active + [("Book dentist appointment", None)]))  # BAD: completed task back in the list, unchecked
    t.tap("Renew passport", tk_edit("8:33", 93, "Renew passport", "Form DS-82, photo at Walgreens", due="Sun, Oct 20"))
    t.add("h7-android-10", 6, "state_changed_without_action")


# ================================================================ OsmAnd (bad: status clock runs backwards)
OA = "net.osmand"


def oa_map(clock: str, batt: int, extra: Screen | None = None) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Search", "map_search_button", OA, click=True), el("ImageButton", None, "Configure map", "map_layers_button", OA, click=True),
                                  el("ImageButton", None, "Back to menu", "map_menu_button", OA, click=True), el("ImageButton", None, "Directions", "map_route_info_button", OA, click=True),
                                  el("ImageButton", None, "Zoom in", "map_zoom_in_button", OA, click=True), el("ImageButton", None, "Zoom out", "map_zoom_out_button", OA, click=True),
                                  el("ImageButton", None, "My position", "map_my_location_button", OA, click=True), el("TextView", "200 m", None, "map_ruler_text", OA)] + (extra or [])


def oa_search(clock: str, batt: int, q: str, results: bool) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, OA, click=True),
                               el("EditText", q or "Search address, place, city", None, "searchEditText", OA, click=True, edit=True, focus=True),
                               el("ImageButton", None, "Clear", "clearButton", OA, click=True)]
    if results:
        for name, kind, dist in (("Ferry Building", "Ferry terminal", "2.3 km"), ("Ferry Building Marketplace", "Marketplace", "2.3 km"),
                                 ("Ferry Building Farmers Market", "Marketplace", "2.4 km"), ("Ferry Plaza", "Square", "2.4 km")):
            s += [el("TextView", name, None, "title", OA, click=True), el("TextView", kind, None, "type_name", OA), el("TextView", dist, None, "distance", OA)]
    else:
        s += [el("TextView", c, None, "title", OA, click=True) for c in ("Address", "Points of interest", "Favorites", "History")]
    return s


def oa_card() -> Screen:
    return [el("TextView", "Ferry Building", None, "context_menu_line1", OA), el("TextView", "Ferry terminal • The Embarcadero", None, "context_menu_line2", OA),
            el("TextView", "2.3 km", None, "distance", OA), el("Button", "Directions", None, "context_menu_route_button", OA, click=True),
            el("Button", "Add", None, "context_menu_fav_button", OA, click=True), el("Button", "Share", None, "context_menu_share_button", OA, click=True)]


def oa_route(clock: str, batt: int) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Close", None, OA, click=True), el("TextView", "My position", None, "fromText", OA, click=True),
                                  el("TextView", "Ferry Building", None, "toText", OA, click=True), el("ImageButton", None, "Swap", "swap_direction_button", OA, click=True),
                                  el("TextView", "Car", None, "app_mode_text", OA, click=True), el("TextView", "13 min", None, "time_title", OA),
                                  el("TextView", "4.1 km", None, "distance_title", OA), el("TextView", "Arrive at 10:07", None, "arrival_time", OA),
                                  el("Button", "Details", None, "details_button", OA, click=True), el("Button", "Start", None, "start_button", OA, click=True)]


def oa_nav(clock: str, batt: int, left: str, turn: str, street: str) -> Screen:
    return status(clock, batt) + [el("TextView", turn, None, "map_top_turn_distance", OA), el("TextView", street, None, "map_top_street_name", OA),
                                  el("TextView", left, None, "map_distance_to_destination", OA), el("TextView", "10:07", None, "map_arrival_time", OA),
                                  el("ImageButton", None, "Stop navigation", "map_stop_navigation", OA, click=True), el("ImageButton", None, "Voice prompts on", "map_voice_button", OA, click=True),
                                  el("ImageButton", None, "Zoom in", "map_zoom_in_button", OA, click=True), el("ImageButton", None, "Zoom out", "map_zoom_out_button", OA, click=True)]


def droid11() -> None:
    t = Traj(oa_map("9:52", 77))
    t.tap("Search", oa_search("9:52", 77, "", False))
    t.type("searchEditText", "Ferry Building", oa_search("9:52", 77, "Ferry Building", True))
    t.tap("Ferry Building", oa_map("9:53", 77, oa_card()))
    t.tap("Directions", oa_route("9:54", 76))
    t.tap("Start", oa_nav("9:51", 76, "4.1 km", "250 m", "Turn left onto Market Street"))  # BAD: status clock 9:54 -> 9:51
    t.do("wait", oa_nav("9:55", 76, "3.6 km", "1.2 km", "Keep straight on Market Street"))
    t.tap("Stop navigation", oa_map("9:55", 75))
    t.add("h7-android-11", 5, "clock_backwards")


# ================================================================ clean trajectories
# Clock: a timer across noon (12-hour status bar 11:57 -> 12:01)
def dc_clock(clock: str, batt: int, big: str, ampm: str, london: str, tokyo: str) -> Screen:
    return status(clock, batt) + [el("TextView", "Clock", None, "action_bar_title", DC), el("ImageView", None, "More options", None, DC, click=True),
                                  el("TextView", big, None, "digital_clock", DC), el("TextView", ampm, None, None, DC),
                                  el("TextView", "Tue, Oct 15", None, "date", DC), el("TextView", "Wed 7:00 AM", None, "nextAlarm", DC),
                                  el("TextView", "London", None, "city_name", DC), el("TextView", london, None, "digital_clock", DC), el("TextView", "Today, +7 hrs", None, "hours_ahead", DC),
                                  el("TextView", "Tokyo", None, "city_name", DC), el("TextView", tokyo, None, "digital_clock", DC), el("TextView", "Tomorrow, +16 hrs", None, "hours_ahead", DC),
                                  el("ImageButton", None, "Cities", "fab", DC, click=True)] + dc_tabs("Clock")


def droid12() -> None:
    t = Traj(dc_clock("11:57", 52, "11:57", "AM", "7:57 PM", "3:57 AM"))
    t.tap("Timer", dc_timer("11:57", 52))
    t.tap("5", dc_timer("11:57", 52, "00h 00m 05s"))
    t.tap("0", dc_timer("11:57", 52, "00h 00m 50s"))
    t.tap("0", dc_timer("11:58", 52, "00h 05m 00s"))
    t.tap("Start", dc_timer("11:58", 52, running="4:59"))
    t.do("wait", dc_timer("12:00", 51, running="3:02"))
    t.tap("+1:00", dc_timer("12:00", 51, running="4:01"))
    t.tap("Clock", dc_clock("12:01", 51, "12:01", "PM", "8:01 PM", "4:01 AM"))
    t.tap("Alarm", dc_alarms("12:01", 51, [("7:00 AM", "Mon, Tue, Wed, Thu, Fri", True, None), ("8:30 AM", "Sat, Sun", False, None)]))
    t.add("h7-android-12")


# Contacts: rename (old name gone), delete (count drops)
def ct_list2(clock: str, batt: int, names: list[str], selected: str | None = None, dialog: bool = False) -> Screen:
    s = ct_list(clock, batt, names, selected=selected)
    if dialog:
        s += [el("TextView", "Delete this contact?", None, "alertTitle", CT), el("TextView", "This contact will be deleted from your Google Account and all your synced devices", None, "android:id/message", CT),
              el("Button", "Cancel", None, "button2", CT, click=True), el("Button", "Delete", None, "button1", CT, click=True)]
    return s


def droid13() -> None:
    renamed = ["Aaliyah Brooks", "Ben Carter", "Dima Volkov", "Grace Lin", "Marcus Obi", "Priya Natarajan", "Tomás Reyes"]
    t = Traj(ct_list("7:40", 99, NAMES7))
    t.tap("Dmitri Volkov", ct_detail("7:40", 99, "Dmitri Volkov", "(312) 555-0187"))
    t.tap("Edit contact", ct_edit("7:40", 99, "Edit contact", "Dmitri", "Volkov", "(312) 555-0187"))
    t.type("first_name", "Dima", ct_edit("7:41", 99, "Edit contact", "Dima", "Volkov", "(312) 555-0187", focus="first_name"))
    t.tap("Save", ct_detail("7:41", 99, "Dima Volkov", "(312) 555-0187"))
    t.do("navigate_back", ct_list("7:41", 99, renamed))
    t.long("Marcus Obi", ct_list2("7:42", 98, renamed, selected="Marcus Obi"))
    t.tap("Delete", ct_list2("7:42", 98, renamed, selected="Marcus Obi", dialog=True))
    t.tap("Delete", ct_list("7:42", 98, [n for n in renamed if n != "Marcus Obi"]), nth=1)
    t.add("h7-android-13")


# Gmail: read state, unread counter, archive and undo
GM = "com.google.android.gm"
MAILS = [("Lena Kim", "Q4 offsite agenda", "Draft attached, let me know if the Thursday slot works for your team.", "10:41 AM"),
         ("Bank of America", "Your statement is ready", "Your October statement for the account ending in 2210 is now available.", "9:15 AM"),
         ("GitHub", "[dotfiles] Pull request #21 merged", "Merged #21 into main.", "8:02 AM"),
         ("Nextdoor", "Lost cat near Dolores Park", "Have you seen Miso? Grey tabby, very friendly, last seen on 19th St.", "Oct 14"),
         ("Delta Air Lines", "Your trip confirmation - SFO to JFK", "Confirmation #GK7Q2M. Check in opens 24 hours before departure.", "Oct 13")]


def gm_inbox(clock: str, batt: int, unread: set[str], shown: list[str], selected: str | None = None, snack: str | None = None) -> Screen:
    s = status(clock, batt)
    if selected:
        s += [el("ImageButton", None, "Done", None, GM, click=True), el("TextView", "1", None, "action_mode_count", GM),
              el("ImageButton", None, "Archive", "archive", GM, click=True), el("ImageButton", None, "Delete", "delete", GM, click=True),
              el("ImageButton", None, "Mark read", "read", GM, click=True), el("ImageView", None, "More options", None, GM, click=True)]
    else:
        s += [el("ImageButton", None, "Open navigation drawer", None, GM, click=True), el("TextView", "Search in mail", None, "open_search_bar_text_view", GM, click=True),
              el("ImageButton", None, "Signed in as alex.morgan.pixel@gmail.com Account and settings.", "og_apd_internal_image_view", GM, click=True)]
    s += [el("TextView", "Primary", None, "folder_header", GM), el("RecyclerView", None, None, "thread_list_view", GM, scroll=True)]
    for who, subj, snip, when in MAILS:
        if who not in shown:
            continue
        u = "Unread, " if who in unread else ""
        s += [el("android.view.View", None, f"{u}{who}, {subj}, {snip}, {when}", "viewified_conversation_item_view", GM, click=True, sel=(who == selected)),
              el("TextView", who, None, "senders", GM), el("TextView", subj, None, "subject", GM), el("TextView", snip, None, "snippet", GM), el("TextView", when, None, "date", GM)]
    if snack:
        s += [el("TextView", snack, None, "description_text", GM), el("Button", "Undo", None, "action_text", GM, click=True)]
    s += [el("Button", "Compose", None, "compose_button", GM, click=True),
          el("FrameLayout", None, "Mail", "hub_drawer_mail", GM, click=True, sel=True), el("FrameLayout", None, "Meet", "hub_drawer_meet", GM, click=True)]
    return s


def gm_mail(clock: str, batt: int) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, GM, click=True), el("ImageButton", None, "Archive", None, GM, click=True),
                                  el("ImageButton", None, "Delete", None, GM, click=True), el("ImageButton", None, "Mark unread", None, GM, click=True),
                                  el("ImageView", None, "More options", None, GM, click=True),
                                  el("TextView", "Q4 offsite agenda", None, "subject_and_folder_view", GM), el("TextView", "Inbox", None, "folder_chip", GM),
                                  el("TextView", "Lena Kim", None, "sender_name", GM), el("TextView", "10:41 AM", None, "upper_date", GM), el("TextView", "to me", None, "recipient_summary", GM),
                                  el("android.webkit.WebView", None, None, None, GM, scroll=True),
                                  el("TextView", "Hi all, draft attached. Day 1 is planning, day 2 is the hike at Point Reyes. Let me know if the Thursday slot works for your team. Lena", None, None, GM),
                                  el("TextView", "offsite-agenda-v2.pdf", None, "attachment_tile_title", GM, click=True),
                                  el("Button", "Reply", None, "reply_button", GM, click=True), el("Button", "Reply all", None, "reply_all_button", GM, click=True),
                                  el("Button", "Forward", None, "forward_button", GM, click=True)]


def gm_drawer(clock: str, batt: int, primary: int, unread: set[str], shown: list[str]) -> Screen:
    s = gm_inbox(clock, batt, unread, shown) + [el("TextView", "Gmail", None, None, GM)]
    for label, badge in (("All inboxes", None), ("Primary", str(primary)), ("Promotions", "14 new"), ("Social", "3 new"), ("Updates", "27 new"),
                         ("Starred", None), ("Snoozed", None), ("Important", None), ("Sent", None), ("Scheduled", None), ("Drafts", "1"), ("All mail", None), ("Spam", None), ("Trash", None)):
        s.append(el("TextView", label, None, "name", GM, click=True, sel=(label == "Primary")))
        if badge:
            s.append(el("TextView", badge, None, "unread", GM))
    return s


def droid14() -> None:
    everyone = [m[0] for m in MAILS]
    u0 = {"Lena Kim", "Bank of America", "GitHub"}
    u1 = u0 - {"Lena Kim"}
    t = Traj(gm_inbox("10:44", 70, u0, everyone))
    t.tap("Lena Kim", gm_mail("10:44", 70))
    t.do("navigate_back", gm_inbox("10:45", 70, u1, everyone))
    t.tap("Open navigation drawer", gm_drawer("10:45", 70, 2, u1, everyone))
    t.do("navigate_back", gm_inbox("10:45", 70, u1, everyone))
    t.long("Bank of America", gm_inbox("10:46", 69, u1, everyone, selected="Bank of America"))
    t.tap("Archive", gm_inbox("10:46", 69, u1, [w for w in everyone if w != "Bank of America"], snack="Archived"))
    t.tap("Undo", gm_inbox("10:47", 69, u1, everyone))
    t.add("h7-android-14")


# Settings: airplane mode and Wi-Fi toggled by the agent
def st_network(clock: str, batt: int, airplane: bool, internet: str, wifi_icon: bool) -> Screen:
    s = status(clock, batt, wifi_icon, airplane) + [el("ImageButton", None, "Navigate up", None, ST, click=True), el("TextView", "Network & internet", None, "collapsing_toolbar", ST),
                                                    el("RecyclerView", None, None, "recycler_view", ST, scroll=True),
                                                    el("TextView", "Internet", None, "android:id/title", ST, click=True), el("TextView", internet, None, "android:id/summary", ST),
                                                    el("TextView", "Calls & SMS", None, "android:id/title", ST, click=True), el("TextView", "T-Mobile", None, "android:id/summary", ST),
                                                    el("TextView", "SIMs", None, "android:id/title", ST, click=True), el("TextView", "T-Mobile", None, "android:id/summary", ST),
                                                    el("TextView", "Airplane mode", None, "android:id/title", ST, click=True),
                                                    el("Switch", None, "Airplane mode", "android:id/switch_widget", ST, checked=airplane, click=True),
                                                    el("TextView", "Hotspot & tethering", None, "android:id/title", ST, click=True), el("TextView", "Off", None, "android:id/summary", ST),
                                                    el("TextView", "Data Saver", None, "android:id/title", ST, click=True), el("TextView", "Off", None, "android:id/summary", ST),
                                                    el("TextView", "VPN", None, "android:id/title", ST, click=True), el("TextView", "None", None, "android:id/summary", ST),
                                                    el("TextView", "Private DNS", None, "android:id/title", ST, click=True), el("TextView", "Automatic", None, "android:id/summary", ST)]
    return s


def st_internet(clock: str, batt: int, wifi: bool, home: str) -> Screen:
    s = status(clock, batt, wifi and home == "Connected") + [el("ImageButton", None, "Navigate up", None, ST, click=True), el("TextView", "Internet", None, "collapsing_toolbar", ST),
                                                             el("TextView", "T-Mobile", None, "android:id/title", ST, click=True),
                                                             el("TextView", "Connected" if not (wifi and home == "Connected") else "Mobile data won’t auto‑connect while Wi-Fi is connected", None, "android:id/summary", ST),
                                                             el("TextView", "Wi‑Fi", None, "android:id/title", ST),
                                                             el("Switch", None, "Wi‑Fi", "android:id/switch_widget", ST, checked=wifi, click=True)]
    if wifi:
        s += [el("TextView", "HomeNet_5G", None, "android:id/title", ST, click=True), el("TextView", home, None, "android:id/summary", ST)]
        for ssid in ("Neighbors_2G", "xfinitywifi", "DIRECT-7B-HP OfficeJet 8020"):
            s += [el("TextView", ssid, None, "android:id/title", ST, click=True)]
        s += [el("TextView", "Add network", None, "android:id/title", ST, click=True)]
    s += [el("TextView", "Network preferences", None, "android:id/title", ST, click=True), el("TextView", "Wi‑Fi turns back on automatically", None, "android:id/summary", ST)]
    return s


def droid15() -> None:
    t = Traj(st_main("3:41", 64))
    t.tap("Network & internet", st_network("3:41", 64, False, "HomeNet_5G", True))
    t.tap("Airplane mode", st_network("3:41", 64, True, "Airplane mode", False), nth=1)
    t.tap("Airplane mode", st_network("3:42", 64, False, "T-Mobile", False), nth=1)
    t.do("wait", st_network("3:42", 64, False, "HomeNet_5G", True))
    t.tap("Internet", st_internet("3:42", 64, True, "Connected"))
    t.tap("Wi‑Fi", st_internet("3:43", 63, False, ""), nth=1)
    t.tap("Wi‑Fi", st_internet("3:43", 63, True, "Connecting…"), nth=1)
    t.do("wait", st_internet("3:43", 63, True, "Connected"))
    t.add("h7-android-15")


# Chrome: new tab, search, back, close a tab
HN = ["Hacker News", "new | past | comments | ask | show | jobs | submit", "1. Show HN: I built a tiny Forth for the RP2040 (github.com)",
      "212 points by mkell 4 hours ago | 61 comments", "2. The case for slow software (example.net)", "148 points by dstrand 6 hours ago | 97 comments"]
RESULTS = ["python 3.13 release notes", "All", "Images", "News", "Videos",
           "What’s New In Python 3.13 — Python 3.13.0 documentation", "docs.python.org › whatsnew › 3.13",
           "This article explains the new features in Python 3.13, compared to 3.12. Python 3.13 was released on October 7, 2024.",
           "Python Release Python 3.13.0", "www.python.org › downloads › release › python-3130",
           "Python 3.13.0 is the newest major release of the Python programming language, and it contains many new features and optimizations."]
DOCS = ["What’s New In Python 3.13", "Editors: Adam Turner and Thomas Wouters", "This article explains the new features in Python 3.13, compared to 3.12.",
        "Python 3.13 was released on October 7, 2024.", "Summary – Release Highlights", "A better interactive interpreter", "Improved error messages",
        "Free-threaded CPython"]


def cr_page2(clock: str, batt: int, url: str, tabs: int, lines: list[str], links: list[str]) -> Screen:
    s = status(clock, batt) + cr_toolbar(url, tabs) + [el("android.view.View", None, None, None, CR, scroll=True)]
    return s + [el("TextView", ln, None, None, CR, click=(ln in links)) for ln in lines]


def droid16() -> None:
    q = "python 3.13 release notes"
    g_title = "python 3.13 release notes - Google Search"
    gurl = "google.com/search?q=python+3.13+release+notes"
    t = Traj(cr_page("1:12", 83, "news.ycombinator.com", 2, HN))
    t.tap("tab_switcher_button", cr_switcher("1:12", 83, ["Hacker News", "BBC News - Home"]))
    t.tap("New tab", cr_ntp("1:12", 83, 3))
    t.tap("Search or type URL", cr_omnibox("1:13", 83, "Search or type URL", 3, ["Lisbon weather", "bbc.com"]))
    t.type("url_bar", q, cr_omnibox("1:13", 83, q, 3, [q, "python 3.13 release notes pdf", "python 3.13 release date", "python 3.13 new features"]))
    t.do("keyboard_enter", cr_page2("1:13", 83, gurl, 3, RESULTS, [RESULTS[5], RESULTS[8]]))
    t.tap(RESULTS[5], cr_page("1:14", 82, "docs.python.org/3/whatsnew/3.13.html", 3, DOCS))
    t.do("navigate_back", cr_page2("1:14", 82, gurl, 3, RESULTS, [RESULTS[5], RESULTS[8]]))
    t.tap("tab_switcher_button", cr_switcher("1:15", 82, ["Hacker News", "BBC News - Home", g_title]))
    t.tap("Close BBC News - Home tab", cr_switcher("1:15", 82, ["Hacker News", g_title], snack="Closed BBC News - Home"))
    t.add("h7-android-16")


# Play Store: install progress, button labels changing
PS = "com.android.vending"


def ps_app(clock: str, batt: int, state: str) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, PS, click=True), el("ImageButton", None, "Search Google Play", None, PS, click=True),
                               el("ImageView", None, "More options", None, PS, click=True),
                               el("TextView", "Duolingo: Language Lessons", None, "title", PS), el("TextView", "Duolingo", None, "developer", PS),
                               el("TextView", "Contains ads • In-app purchases", None, None, PS)]
    if state == "install":
        s += [el("TextView", "4.6 star", None, None, PS), el("TextView", "17M reviews", None, None, PS), el("TextView", "500M+", None, None, PS),
              el("TextView", "Downloads", None, None, PS), el("Button", "Install", None, None, PS, click=True)]
    elif state in ("Pending…", "Installing…") or state.endswith("MB"):
        s += [el("TextView", state, None, "download_status", PS), el("ProgressBar", None, None, "download_progress", PS),
              el("Button", "Cancel", None, None, PS, click=(state != "Installing…")), el("Button", "Open", None, None, PS)]
    else:
        s += [el("TextView", "4.6 star", None, None, PS), el("TextView", "17M reviews", None, None, PS), el("TextView", "500M+", None, None, PS),
              el("TextView", "Downloads", None, None, PS), el("Button", "Uninstall", None, None, PS, click=True), el("Button", "Open", None, None, PS, click=True)]
        if state == "rated":
            s += [el("TextView", "Rate this app", None, None, PS), el("TextView", "Tell others what you think", None, None, PS)]
    s += [el("TextView", "About this app", None, None, PS, click=True),
          el("TextView", "Learn a new language with the world’s most-downloaded education app!", None, None, PS)]
    return s


def duo(clock: str, batt: int) -> Screen:
    return status(clock, batt) + [el("TextView", "duolingo", None, None, "com.duolingo"), el("TextView", "The free, fun, and effective way to learn a language!", None, None, "com.duolingo"),
                                  el("Button", "GET STARTED", None, "introFlowNewUserButton", "com.duolingo", click=True),
                                  el("Button", "I ALREADY HAVE AN ACCOUNT", None, "introFlowLoginButton", "com.duolingo", click=True)]


def droid17() -> None:
    t = Traj(ps_app("3:20", 40, "install"))
    t.tap("Install", ps_app("3:20", 40, "Pending…"))
    t.do("wait", ps_app("3:21", 40, "12% of 41.6 MB"))
    t.do("wait", ps_app("3:21", 40, "58% of 41.6 MB"))
    t.do("wait", ps_app("3:22", 39, "Installing…"))
    t.do("wait", ps_app("3:22", 39, "installed"))
    t.tap("Open", duo("3:23", 39))
    t.do("navigate_back", ps_app("3:23", 39, "rated"))
    t.add("h7-android-17")


# Markor: a new file, then renamed (old name legitimately gone)
def mk_new(clock: str, batt: int, name: str) -> Screen:
    base = mk_files(clock, batt, MK_FILES)
    return base + [el("TextView", "Create a new file or folder", None, "alertTitle", MK),
                   el("EditText", name or "Name", None, "new_file_dialog__name", MK, click=True, edit=True, focus=True),
                   el("Spinner", "Markdown", None, "new_file_dialog__type", MK, click=True), el("Spinner", "Empty file", None, "new_file_dialog__template", MK, click=True),
                   el("CheckBox", "Encrypt with password", None, "new_file_dialog__encryption", MK, checked=False, click=True),
                   el("Button", "Folder", None, "button3", MK, click=True), el("Button", "Cancel", None, "button2", MK, click=True), el("Button", "OK", None, "button1", MK, click=True)]


MK_FILES = [("archive", "Folder · 4 items"), ("grocery.md", "Oct 12, 2024 18:03 · 54 B"), ("ideas.md", "Oct 9, 2024 22:41 · 1.3 KB"),
            ("reading-list.md", "Sep 30, 2024 08:15 · 640 B"), ("todo.txt", "Oct 14, 2024 07:58 · 121 B")]


def droid18() -> None:
    body = "# Sprint 42 retro\n- deploys took too long\n- flaky e2e tests"
    notes = ("meeting-notes.md", "Oct 15, 2024 11:43 · 59 B")
    with_notes = MK_FILES[:3] + [notes] + MK_FILES[3:]
    renamed = [MK_FILES[0], ("2024-10-15-retro.md", notes[1])] + MK_FILES[1:]
    t = Traj(mk_files("11:41", 71, MK_FILES))
    t.tap("Create a new file or folder", mk_new("11:41", 71, ""))
    t.type("new_file_dialog__name", "meeting-notes", mk_new("11:41", 71, "meeting-notes"))
    t.tap("OK", mk_editor("11:42", 71, "meeting-notes", ""))
    t.type("document__fragment__edit__highlighting_editor", body, mk_editor("11:43", 71, "meeting-notes", body))
    t.do("navigate_back", mk_files("11:43", 71, with_notes))
    t.long("meeting-notes.md", mk_files("11:43", 71, with_notes, selected="meeting-notes.md"))
    t.tap("Rename", mk_files("11:44", 70, with_notes, selected="meeting-notes.md", rename="meeting-notes.md"))
    t.type("new_name", "2024-10-15-retro.md", mk_files("11:44", 70, with_notes, selected="meeting-notes.md", rename="2024-10-15-retro.md"))
    t.tap("OK", mk_files("11:44", 70, renamed))
    t.add("h7-android-18")


# Pro Expense: add, delete and edit; the weekly total follows each change
def pe_detail2(clock: str, batt: int, name: str, amount: str, cat: str, date: str, dialog: bool = False) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, PE, click=True), el("TextView", "Expense Detail", None, "tv_title", PE),
                               el("ImageButton", None, "Edit", "btn_edit", PE, click=True), el("ImageButton", None, "Delete", "btn_delete", PE, click=True),
                               el("TextView", name, None, "tv_name", PE), el("TextView", amount, None, "tv_amount", PE),
                               el("TextView", cat, None, "tv_category", PE), el("TextView", date, None, "tv_date", PE), el("TextView", "-", None, "tv_note", PE)]
    if dialog:
        s += [el("TextView", "Delete this expense?", None, "alertTitle", PE), el("Button", "Cancel", None, "button2", PE, click=True),
              el("Button", "Delete", None, "button1", PE, click=True)]
    return s


def droid19() -> None:
    lunch = ("Lunch - Pho Ha Noi", "Others", "$18.75", "Oct 15")
    t = Traj(pe_home("12:31", 66, "$1,284.30", RECENT))
    t.tap("Add", pe_form("12:31", 66, "New Expense", focus="edt_name"))
    t.type("edt_name", "Lunch - Pho Ha Noi", pe_form("12:31", 66, "New Expense", "Lunch - Pho Ha Noi", focus="edt_name"))
    t.type("edt_amount", "18.75", pe_form("12:32", 66, "New Expense", "Lunch - Pho Ha Noi", "18.75", focus="edt_amount"))
    t.tap("Save", pe_home("12:32", 66, "$1,303.05", [lunch] + RECENT[:4]))
    t.tap("Gas - Shell", pe_detail2("12:32", 66, "Gas - Shell", "$64.00", "Transportation", "Mon, Oct 14, 2024"))
    t.tap("Delete", pe_detail2("12:33", 66, "Gas - Shell", "$64.00", "Transportation", "Mon, Oct 14, 2024", dialog=True))
    t.tap("Delete", pe_home("12:33", 65, "$1,239.05", [lunch] + RECENT[1:]), nth=1)
    t.tap("Coffee - Blue Bottle", pe_detail2("12:33", 65, "Coffee - Blue Bottle", "$12.40", "Food", "Mon, Oct 14, 2024"))
    t.tap("Edit", pe_form("12:34", 65, "Edit Expense", "Coffee - Blue Bottle", "12.40", "Food", "Oct 14, 2024"))
    t.type("edt_amount", "21.40", pe_form("12:34", 65, "Edit Expense", "Coffee - Blue Bottle", "21.40", "Food", "Oct 14, 2024", focus="edt_amount"))
    t.tap("Save", pe_home("12:34", 65, "$1,248.05", [lunch, ("Coffee - Blue Bottle", "Food", "$21.40", "Oct 14")] + RECENT[2:]))
    t.add("h7-android-19")


# Broccoli: search filter, an edit read back, the full list restored
BR = "com.flauschcode.broccoli"
RECIPES = ["Banana bread", "Chana masala", "Lentil soup", "Miso ramen", "Shakshuka", "Spinach lasagna", "Tomato soup", "Veggie tacos"]


def br_list(clock: str, batt: int, query: str | None) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Open navigation drawer", None, BR, click=True)]
    if query is None:
        s += [el("TextView", "Recipes", None, "toolbar_title", BR), el("TextView", None, "Search", "action_search", BR, click=True)]
        shown = RECIPES
    else:
        s += [el("ImageView", None, "Collapse", None, BR, click=True), el("EditText", query or "Search…", None, "search_src_text", BR, click=True, edit=True, focus=True),
              el("ImageView", None, "Clear query", "search_close_btn", BR, click=True)]
        shown = [r for r in RECIPES if query.lower() in r.lower()]
    s += [el("RecyclerView", None, None, "recycler_view", BR, scroll=True)] + [el("TextView", r, None, "card_text_view_title", BR, click=True) for r in shown]
    return s + [el("ImageButton", None, "Add recipe", "fab", BR, click=True)]


def br_detail(clock: str, batt: int, servings: str) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, BR, click=True), el("TextView", "Lentil soup", None, "toolbar_title", BR),
                                  el("ImageButton", None, "Favorite", "action_favorite", BR, click=True), el("ImageView", None, "More options", None, BR, click=True),
                                  el("TextView", "Servings", None, None, BR), el("TextView", servings, None, "servings", BR),
                                  el("TextView", "Preparation time", None, None, BR), el("TextView", "45 min", None, "preparation_time", BR),
                                  el("TextView", "Ingredients", None, None, BR),
                                  el("TextView", "1 cup red lentils\n1 onion\n2 carrots\n2 cloves garlic\n1 tsp cumin\n4 cups vegetable stock\n1 lemon", None, "ingredients", BR),
                                  el("TextView", "Directions", None, None, BR),
                                  el("TextView", "1. Sweat onion, carrot and garlic.\n2. Add cumin, lentils and stock; simmer 25 min.\n3. Blend half, add lemon juice.", None, "directions", BR),
                                  el("ImageButton", None, "Edit", "fab", BR, click=True)]


def br_edit(clock: str, batt: int, servings: str, focus: bool = False) -> Screen:
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, BR, click=True), el("TextView", "Edit recipe", None, "toolbar_title", BR),
                                  el("ImageButton", None, "Save", "action_save", BR, click=True),
                                  el("EditText", "Lentil soup", None, "title", BR, click=True, edit=True), el("EditText", "Soups", None, "categories", BR, click=True, edit=True),
                                  el("EditText", servings, None, "servings", BR, click=True, edit=True, focus=focus),
                                  el("EditText", "45 min", None, "preparation_time", BR, click=True, edit=True), el("EditText", "Source", None, "source", BR, click=True, edit=True),
                                  el("EditText", "1 cup red lentils\n1 onion\n2 carrots\n2 cloves garlic\n1 tsp cumin\n4 cups vegetable stock\n1 lemon", None, "ingredients", BR, click=True, edit=True)]


def droid20() -> None:
    t = Traj(br_list("6:02", 35, None))
    t.tap("Search", br_list("6:02", 35, ""))
    t.type("search_src_text", "soup", br_list("6:02", 35, "soup"))
    t.tap("Lentil soup", br_detail("6:03", 35, "4"))
    t.tap("Edit", br_edit("6:03", 35, "4"))
    t.type("servings", "6", br_edit("6:03", 35, "6", focus=True))
    t.tap("Save", br_detail("6:04", 34, "6"))
    t.do("navigate_back", br_list("6:04", 34, "soup"))
    t.do("navigate_back", br_list("6:04", 34, None))
    t.add("h7-android-20")


# Simple Calendar: month navigation and a deletion
def droid21() -> None:
    team = "Team offsite"
    t = Traj(sc_month("4:10", 80, "October 2024", 31, 2, OCT_EVENTS))
    t.tap("Next", sc_month("4:10", 80, "November 2024", 30, 5, NOV_EVENTS))
    t.tap("Previous", sc_month("4:10", 80, "October 2024", 31, 2, OCT_EVENTS))
    t.tap("22", sc_day("4:11", 80, "October 22 (Tue)", [(team, "9:00 AM - 5:00 PM")]))
    t.tap(team, sc_edit("4:11", 80, team, "Presidio Tunnel Tops", "9:00 AM", "5:00 PM", header="Edit Event", date="Tue, Oct 22, 2024", delete=True))
    t.tap("Delete", sc_edit("4:11", 80, team, "Presidio Tunnel Tops", "9:00 AM", "5:00 PM", header="Edit Event", date="Tue, Oct 22, 2024", delete=True, dialog=True))
    t.tap("Yes", sc_day("4:12", 79, "October 22 (Tue)", []))
    t.do("navigate_back", sc_month("4:12", 79, "October 2024", 31, 2, {**OCT_EVENTS, 22: []}))
    t.add("h7-android-21")


# Retro Music: playback progress, next track, shuffle, playlist count
RM = "code.name.monkey.retromusic"
ALBUM = [("Perth", "4:22"), ("Minnesota, WI", "3:52"), ("Holocene", "5:36"), ("Towers", "3:08"), ("Michicant", "3:43"), ("Hinnom, TX", "2:45"),
         ("Wash.", "4:58"), ("Calgary", "4:10"), ("Lisbon, OH", "1:33"), ("Beth/Rest", "5:16")]


def rm_now(clock: str, batt: int, song: str, pos: str, shuffle: bool, extra: Screen | None = None) -> Screen:
    dur = dict(ALBUM)[song]
    return status(clock, batt) + [el("ImageButton", None, "Navigate up", None, RM, click=True), el("ImageButton", None, "Playing queue", "action_playing_queue", RM, click=True),
                                  el("ImageView", None, "More options", None, RM, click=True),
                                  el("TextView", song, None, "title", RM), el("TextView", "Bon Iver", None, "text", RM),
                                  el("ImageButton", None, "Favorite", "songFavourite", RM, click=True),
                                  el("SeekBar", None, None, "progressSlider", RM, scroll=True), el("TextView", pos, None, "songCurrentProgress", RM), el("TextView", dur, None, "songTotalTime", RM),
                                  el("ImageButton", None, "Shuffle", "shuffleButton", RM, checked=shuffle, click=True), el("ImageButton", None, "Previous", "previousButton", RM, click=True),
                                  el("ImageButton", None, "Pause", "playPauseButton", RM, click=True), el("ImageButton", None, "Next", "nextButton", RM, click=True),
                                  el("ImageButton", None, "Repeat", "repeatButton", RM, checked=False, click=True)] + (extra or [])


def rm_queue(clock: str, batt: int, current: str, upnext: list[str]) -> Screen:
    s = status(clock, batt) + [el("ImageButton", None, "Navigate up", None, RM, click=True), el("TextView", "Playing queue", None, "toolbar_title", RM),
                               el("ImageButton", None, "Clear playing queue", None, RM, click=True), el("RecyclerView", None, None, "recycler_view", RM, scroll=True),
                               el("TextView", "Now playing", None, None, RM), el("TextView", current, None, "title", RM, click=True, sel=True),
                               el("TextView", "Up next", None, None, RM)]
    for song in upnext:
        s += [el("TextView", song, None, "title", RM, click=True), el("TextView", f"Bon Iver • {dict(ALBUM)[song]}", None, "text", RM)]
    return s


MENU = ["Sleep timer", "Equalizer", "Add to playlist…", "Go to album", "Go to artist", "Details", "Share"]


def droid22() -> None:
    menu = [el("ListView", None, None, None, RM, scroll=True)] + [el("TextView", m, None, "title", RM, click=True) for m in MENU]

    def plist(n: int) -> Screen:
        return [el("TextView", "Add to playlist", None, "alertTitle", RM), el("TextView", "New playlist…", None, "title", RM, click=True),
                el("TextView", "Road trip", None, "title", RM, click=True), el("TextView", f"{n} Songs", None, "text", RM),
                el("TextView", "Focus", None, "title", RM, click=True), el("TextView", "40 Songs", None, "text", RM),
                el("Button", "Cancel", None, "button2", RM, click=True)]
    shuffled = ["Calgary", "Perth", "Beth/Rest", "Michicant", "Wash.", "Minnesota, WI", "Lisbon, OH", "Hinnom, TX", "Holocene"]
    t = Traj(rm_now("8:47", 58, "Holocene", "0:12", False))
    t.do("wait", rm_now("8:48", 58, "Holocene", "1:05", False))
    t.tap("Next", rm_now("8:48", 58, "Towers", "0:00", False))
    t.tap("Shuffle", rm_now("8:48", 58, "Towers", "0:04", True))
    t.tap("Playing queue", rm_queue("8:48", 58, "Towers", shuffled))
    t.do("navigate_back", rm_now("8:49", 58, "Towers", "0:21", True))
    t.tap("More options", rm_now("8:49", 58, "Towers", "0:24", True, menu))
    t.tap("Add to playlist…", rm_now("8:49", 58, "Towers", "0:27", True, plist(12)))
    t.tap("Road trip", rm_now("8:49", 57, "Towers", "0:31", True, [el("TextView", "Added 1 song to Road trip", None, None, "com.android.systemui")]))
    t.tap("More options", rm_now("8:49", 57, "Towers", "0:36", True, menu))
    t.tap("Add to playlist…", rm_now("8:49", 57, "Towers", "0:39", True, plist(13)))
    t.add("h7-android-22")


def main() -> None:
    for f in (droid01, droid02, droid03, droid04, droid05, droid06, droid07, droid08, droid09, droid10, droid11,
              droid12, droid13, droid14, droid15, droid16, droid17, droid18, droid19, droid20, droid21, droid22):
        f()
    RS.write()


if __name__ == "__main__":
    main()
