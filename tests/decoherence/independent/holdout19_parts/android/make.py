# ruff: noqa: E501
"""Held-out set holdout19, domain android: 22 AndroidWorld trajectories, 11 of them with exactly one contradiction.

Each screen is an AndroidWorld-style UI element list rendered from a small per-app screen model, so the
screens agree with one another turn to turn, except for the one detail that drifts in a labelled trajectory.
Actions name the element index of the previous screen, found by looking the element up in that screen.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSUI = "com.android.systemui"
MAX_OBS = 8000


class BBox:
    """Prints like AndroidWorld's BoundingBox inside the element repr."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.v = (x0, y0, x1, y1)

    def __repr__(self) -> str:
        x0, y0, x1, y1 = self.v
        return f"BoundingBox(x_min={x0}, x_max={x1}, y_min={y0}, y_max={y1})"


def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0), *,
      pkg: str, rid: str | None = None, click: bool = False, checkable: bool = False, checked: bool = False,
      edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False,
      hint: str | None = None) -> dict[str, Any]:
    res = None if rid is None else (rid if ":" in rid else f"{pkg}:id/{rid}")
    return {"text": text, "content_description": desc, "class_name": cls if "." in cls else f"android.widget.{cls}",
            "bbox_pixels": BBox(*box), "hint_text": hint, "is_checked": checked, "is_checkable": checkable,
            "is_clickable": click, "is_editable": edit, "is_focused": focused, "is_scrollable": scroll,
            "is_selected": selected, "package_name": pkg, "resource_name": res}


def app(pkg: str) -> Any:
    return partial(E, pkg=pkg)


def bar(clock: str) -> list[dict[str, Any]]:
    return [E(text=clock, box=(42, 28, 170, 108), pkg=SYSUI, rid="clock")]


def find(scr: list[dict[str, Any]], text: str | None = None, desc: str | None = None, hint: str | None = None,
         rid: str | None = None, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(scr)
            if (text is None or e["text"] == text) and (desc is None or e["content_description"] == desc)
            and (hint is None or e["hint_text"] == hint)
            and (rid is None or (e["resource_name"] or "").endswith("/" + rid))]
    assert len(hits) > nth, (text, desc, hint, rid)
    return hits[nth]


def click(scr: list[dict[str, Any]], text: str | None = None, **kw: Any) -> str:
    return droid("click", index=find(scr, text, **kw))


def longp(scr: list[dict[str, Any]], text: str | None = None, **kw: Any) -> str:
    return droid("long_press", index=find(scr, text, **kw))


def typ(scr: list[dict[str, Any]], value: str, text: str | None = None, **kw: Any) -> str:
    return droid("input_text", text=value, index=find(scr, text, **kw))


def back() -> str:
    return droid("navigate_back")


def scroll(direction: str) -> str:
    return droid("scroll", direction=direction)


def add(rs: RowSet, tid: str, goal: str, start: list[dict[str, Any]], turns: list[tuple[str, list[dict[str, Any]]]],
        bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    obs = [(a, ui_elements(s)) for a, s in turns]
    for i, (_, o) in enumerate(obs, 1):
        assert len(o) <= MAX_OBS, (tid, i, len(o))
    state = f"Goal: {goal}\n\n{ui_elements(start)}"
    rs.add(task="android", tid=tid, system=DROID_SYSTEM, turns=obs, state=state, bad=bad, turn=turn, kind=kind)


def rows(y0: int, h: int, n: int) -> list[tuple[int, int]]:
    return [(y0 + h * i, y0 + h * (i + 1)) for i in range(n)]


# 01 Contacts (mainstream), bad: a deleted contact is back in the list.
def t01(rs: RowSet) -> None:
    A = app("com.google.android.contacts")
    names = ["Aaron Becker", "Bianca Ortiz", "Dana Whitfield", "Eleanor Park", "Farah Qureshi", "Hannah Lindqvist",
             "Ivan Petrov", "Lucia Romero", "Noor Haddad", "Priya Raman", "Tomasz Wójcik"]

    def lst(c: str, ns: list[str], snack: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [
            A(text="Search contacts", box=(63, 163, 880, 284), click=True, rid="open_search_bar_text_view"),
            A(desc="Signed in as alex.moreno@gmail.com", cls="ImageView", box=(906, 168, 1017, 279), click=True, rid="og_apd_internal_image_view")]
        for n, (y0, y1) in zip(ns, rows(330, 147, len(ns))):
            s.append(A(text=n, box=(189, y0, 1017, y1), click=True, rid="cliv_name_textview"))
        s.append(A(desc="Create contact", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="floating_action_button"))
        if snack:
            s += [A(text="Contact deleted", box=(84, 2000, 700, 2090), rid="snackbar_text"),
                  A(text="Undo", cls="Button", box=(830, 1995, 1000, 2095), click=True, rid="snackbar_action")]
        return s

    def detail(c: str, name: str, phone: str, email: str | None, menu: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [
            A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(desc="Add to favorites", cls="Button", box=(786, 147, 933, 294), click=True, rid="menu_star"),
            A(desc="More options", cls="ImageView", box=(933, 147, 1080, 294), click=True),
            A(text=name, box=(63, 700, 1017, 812), rid="large_title")]
        if menu:
            return s + [A(text=t, box=(560, y0, 1059, y1), click=True, rid="title")
                        for t, (y0, y1) in zip(["Share", "Add to Home screen", "Set ringtone", "Route to voicemail", "Block numbers", "Delete", "Help & feedback"],
                                               rows(168, 126, 7))]
        s += [
            A(text="Call", cls="Button", box=(63, 880, 283, 1060), click=True, rid="verb_call"),
            A(text="Text", cls="Button", box=(313, 880, 533, 1060), click=True, rid="verb_sms"),
            A(text="Video", cls="Button", box=(563, 880, 783, 1060), click=True, rid="verb_video")]
        if email:
            s.append(A(text="Email", cls="Button", box=(813, 880, 1017, 1060), click=True, rid="verb_email"))
        s += [A(text="Contact info", box=(63, 1110, 1017, 1180), rid="header"),
              A(text=phone, box=(189, 1200, 880, 1262), click=True, rid="header"),
              A(text="Mobile", box=(189, 1262, 880, 1310), rid="sub_header")]
        if email:
            s += [A(text=email, box=(189, 1360, 1017, 1422), click=True, rid="header"),
                  A(text="Work", box=(189, 1422, 880, 1470), rid="sub_header")]
        s.append(A(text="Edit contact", cls="Button", box=(700, 1990, 1017, 2111), click=True, rid="edit_contact_button"))
        return s

    def dialog(c: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(text="Delete this contact?", box=(105, 930, 975, 1010), rid="alertTitle"),
            A(text="This contact will be deleted from your Google Account (alex.moreno@gmail.com) and all of your synced devices.",
              box=(105, 1030, 975, 1240), rid="android:id/message"),
            A(text="Cancel", cls="Button", box=(520, 1290, 730, 1410), click=True, rid="android:id/button2"),
            A(text="Delete", cls="Button", box=(760, 1290, 975, 1410), click=True, rid="android:id/button1")]

    def form(c: str, first: str = "", last: str = "", phone: str = "", focus: str | None = None) -> list[dict[str, Any]]:
        def fld(hint: str, val: str, key: str, y: int) -> dict[str, Any]:
            return A(text=val or None, cls="EditText", box=(189, y, 1017, y + 147), hint=hint, click=True, edit=True,
                     focused=focus == key, rid="editText")
        return bar(c) + [
            A(desc="Cancel", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(text="Create contact", box=(189, 175, 640, 266), rid="toolbar_title"),
            A(text="Save", cls="Button", box=(832, 168, 1017, 273), click=True, rid="toolbar_button"),
            A(text="Saving to alex.moreno@gmail.com", box=(189, 330, 1017, 400), click=True, rid="account_name"),
            A(desc="Add picture", cls="ImageView", box=(400, 440, 680, 720), click=True, rid="photo"),
            fld("First name", first, "first", 800), fld("Last name", last, "last", 968),
            fld("Company", "", "company", 1136), fld("Phone", phone, "phone", 1304),
            A(text="Mobile", cls="Spinner", box=(189, 1460, 520, 1560), click=True, rid="spinner"),
            fld("Email", "", "email", 1600),
            A(text="Home", cls="Spinner", box=(189, 1756, 520, 1856), click=True, rid="spinner"),
            A(text="More fields", cls="Button", box=(63, 1930, 420, 2040), click=True, rid="more_fields")]

    after = [n for n in names if n != "Dana Whitfield"]
    with_m = sorted(after + ["Marcus Oyelaran"])
    s0 = lst("2:05", names)
    s1 = detail("2:05", "Dana Whitfield", "(508) 555-0193", "dana.whitfield@northwind.io")
    s2 = detail("2:05", "Dana Whitfield", "(508) 555-0193", "dana.whitfield@northwind.io", menu=True)
    s3 = dialog("2:06")
    s4 = lst("2:06", after, snack=True)
    s5 = form("2:06")
    s6 = form("2:07", "Marcus", focus="first")
    s7 = form("2:07", "Marcus", "Oyelaran", focus="last")
    s8 = form("2:08", "Marcus", "Oyelaran", "(617) 555-0148", focus="phone")
    s9 = detail("2:08", "Marcus Oyelaran", "(617) 555-0148", None)
    s10 = lst("2:09", sorted(with_m + ["Dana Whitfield"]))  # drift: Dana is back
    s11 = detail("2:09", "Marcus Oyelaran", "(617) 555-0148", None)
    turns = [(click(s0, "Dana Whitfield"), s1), (click(s1, desc="More options"), s2), (click(s2, "Delete"), s3),
             (click(s3, "Delete"), s4), (click(s4, desc="Create contact"), s5), (typ(s5, "Marcus", hint="First name"), s6),
             (typ(s6, "Oyelaran", hint="Last name"), s7), (typ(s7, "6175550148", hint="Phone"), s8),
             (click(s8, "Save"), s9), (back(), s10), (click(s10, "Marcus Oyelaran"), s11)]
    add(rs, "h19-android-01", "Delete the contact Dana Whitfield, then add a contact Marcus Oyelaran with mobile number 617-555-0148.",
        s0, turns, bad=True, turn=10, kind="contact deleted at turn 4 (with 'Contact deleted' snackbar) is listed again after creating another contact")


DESK = "com.google.android.deskclock"
CLOCK_TABS = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]


def clock_tabs(tab: str) -> list[dict[str, Any]]:
    A = app(DESK)
    return [A(text=t, box=(216 * i, 2148, 216 * (i + 1), 2274), click=True, selected=t == tab, rid="tab_label")
            for i, t in enumerate(CLOCK_TABS)]


def alarm_list(c: str, alarms: list[dict[str, Any]], expanded: str | None = None, toast: str | None = None,
               chips: bool = False) -> list[dict[str, Any]]:
    """The Alarm tab; `expanded` is the time of the alarm shown open."""
    A = app(DESK)
    s = bar(c)
    y = 200
    for a in alarms:
        if a.get("label") and a["t"] != expanded:
            s.append(A(text=a["label"], box=(63, y, 700, y + 60), click=True, rid="label"))
        s += [A(text=a["t"], desc=a["t"], box=(63, y + 60, 700, y + 190), click=True, rid="digital_clock"),
              A(text=a["days"], box=(63, y + 190, 700, y + 250), rid="days_of_week" if a["days"] not in ("Tomorrow", "Today", "Not scheduled") else "upcoming_instance_label"),
              A(cls="Switch", box=(850, y + 90, 1017, y + 170), click=True, checkable=True, checked=a["on"], rid="onoff")]
        if a["t"] == expanded:
            if chips:
                for i, (d, full) in enumerate(zip("SMTWTFS", ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])):
                    s.append(A(text=d, desc=full, cls="CheckBox", box=(63 + 135 * i, y + 280, 183 + 135 * i, y + 400), click=True,
                               checkable=True, checked=full in a.get("on_days", ()), rid="day_button_" + str(i)))
                y += 140
            s += [A(text=a.get("label") or "Add label", box=(63, y + 290, 900, y + 380), click=True, rid="edit_label"),
                  A(desc="Collapse alarm", cls="ImageButton", box=(900, y + 420, 1017, y + 520), click=True, rid="arrow")]
            y += 300
        y += 300
    s.append(A(desc="Add alarm", cls="ImageButton", box=(450, 1960, 630, 2100), click=True, rid="fab"))
    if toast:
        s.append(E(text=toast, cls="android.widget.Toast", box=(150, 1800, 930, 1900), pkg=DESK))
    return s + clock_tabs("Alarm")


# 02 Clock (mainstream), clean.
def t02(rs: RowSet) -> None:
    A = app(DESK)

    def picker(c: str, hour: str, minute: str, text_mode: bool, focus: str | None = None) -> list[dict[str, Any]]:
        if text_mode:
            mid = [A(text="Enter time", box=(84, 760, 700, 830), rid="header_title"),
                   A(text=hour, cls="EditText", box=(84, 870, 440, 1080), click=True, edit=True, focused=focus == "h", rid="material_hour_text_input"),
                   A(text=minute, cls="EditText", box=(500, 870, 856, 1080), click=True, edit=True, focused=focus == "m", rid="material_minute_text_input"),
                   A(text="Hour", box=(84, 1090, 440, 1140), rid="material_label"),
                   A(text="Minute", box=(500, 1090, 856, 1140), rid="material_label")]
            toggle = A(desc="Switch to clock mode for the time input.", cls="ImageButton", box=(84, 1430, 210, 1556), click=True, rid="material_timepicker_mode_button")
            y, by = 870, 1430
        else:
            mid = [A(text="Select time", box=(84, 560, 700, 630), rid="header_title"),
                   A(text=hour, cls="Chip", box=(84, 670, 440, 880), click=True, checkable=True, checked=True, rid="material_hour_tv"),
                   A(text=minute, cls="Chip", box=(500, 670, 856, 880), click=True, checkable=True, rid="material_minute_tv")]
            toggle = A(desc="Switch to text input mode for the time input.", cls="ImageButton", box=(84, 1800, 210, 1926), click=True, rid="material_timepicker_mode_button")
            y, by = 670, 1800
        return bar(c) + mid + [
            A(text="AM", cls="Button", box=(900, y, 996, y + 105), click=True, checkable=True, checked=True, rid="material_clock_period_am_button"),
            A(text="PM", cls="Button", box=(900, y + 105, 996, y + 210), click=True, checkable=True, rid="material_clock_period_pm_button"),
            toggle,
            A(text="Cancel", cls="Button", box=(560, by, 760, by + 126), click=True, rid="material_timepicker_cancel_button"),
            A(text="OK", cls="Button", box=(790, by, 996, by + 126), click=True, rid="material_timepicker_ok_button")]

    def label_dlg(c: str, val: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(text="Label", box=(84, 880, 996, 960), rid="alertTitle"),
            A(text=val or None, cls="EditText", hint="Label", box=(84, 1000, 996, 1120), click=True, edit=True, focused=True, rid="label_input_field"),
            A(text="Cancel", cls="Button", box=(560, 1170, 760, 1280), click=True, rid="android:id/button2"),
            A(text="OK", cls="Button", box=(790, 1170, 996, 1280), click=True, rid="android:id/button1")]

    def world(c: str, big: str, london: str, tokyo: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(text=big, box=(63, 300, 1017, 520), rid="digital_clock"),
            A(text="Tue, Oct 14", box=(63, 530, 600, 600), rid="date"),
            A(text="Wed 6:45 AM", desc="Next alarm Wednesday 6:45 AM", box=(620, 530, 1017, 600), rid="nextAlarm"),
            A(text="London", box=(63, 700, 600, 770), rid="city_name"),
            A(text="Today, 5 hr ahead", box=(63, 770, 600, 830), rid="hours_ahead"),
            A(text=london, box=(620, 700, 1017, 830), rid="digital_clock"),
            A(text="Tokyo", box=(63, 900, 600, 970), rid="city_name"),
            A(text="Today, 13 hr ahead", box=(63, 970, 600, 1030), rid="hours_ahead"),
            A(text=tokyo, box=(620, 900, 1017, 1030), rid="digital_clock"),
            A(desc="Cities", cls="ImageButton", box=(450, 1960, 630, 2100), click=True, rid="fab")] + clock_tabs("Clock")

    a730 = {"t": "7:30 AM", "on": True, "days": "Mon, Tue, Wed, Thu, Fri"}
    new = {"t": "6:45 AM", "on": True, "days": "Tomorrow"}
    s0 = alarm_list("9:41", [a730])
    s1 = picker("9:41", "9", "41", False)
    s2 = picker("9:42", "9", "41", True, "h")
    s3 = picker("9:42", "6", "41", True, "h")
    s4 = picker("9:42", "6", "45", True, "m")
    s5 = alarm_list("9:43", [new, a730], expanded="6:45 AM", toast="Alarm set for 21 hours and 2 minutes from now.")
    s6 = label_dlg("9:43", "")
    s7 = label_dlg("9:44", "Gym")
    gym = dict(new, label="Gym")
    s8 = alarm_list("9:44", [gym, a730], expanded="6:45 AM")
    s9 = alarm_list("9:44", [gym, dict(a730, on=False)], expanded="6:45 AM")
    s10 = world("9:45", "9:45 AM", "2:45 PM", "10:45 PM")
    turns = [(click(s0, desc="Add alarm"), s1), (click(s1, desc="Switch to text input mode for the time input."), s2),
             (typ(s2, "6", rid="material_hour_text_input"), s3), (typ(s3, "45", rid="material_minute_text_input"), s4),
             (click(s4, "OK"), s5), (click(s5, "Add label"), s6), (typ(s6, "Gym", hint="Label"), s7), (click(s7, "OK"), s8),
             (click(s8, rid="onoff", nth=1), s9), (click(s9, "Clock"), s10)]
    add(rs, "h19-android-02", "In Clock, create a 6:45 AM alarm labelled 'Gym', switch off the 7:30 AM alarm, then look at the world clock.",
        s0, turns)


# 03 Markor (less common), clean: create a note, sort by date, edit again (size and time change, order changes).
def t03(rs: RowSet) -> None:
    A = app("net.gsantner.markor")

    def files(c: str, entries: list[tuple[str, str]], sort_menu: bool = False, checked: str = "Name") -> list[dict[str, Any]]:
        s = bar(c) + [
            A(text="markor", box=(63, 160, 600, 240), rid="toolbar__title_text"),
            A(desc="Search", cls="Button", box=(705, 160, 830, 285), click=True, rid="action_search"),
            A(desc="Sort by", cls="Button", box=(830, 160, 955, 285), click=True, rid="action_sort"),
            A(desc="More options", cls="ImageView", box=(955, 160, 1080, 285), click=True)]
        if sort_menu:
            opts = [("Name", True), ("Date", True), ("Size", True), ("MIME type", True), ("Folders first", False), ("Reverse order", False)]
            for (t, radio), (y0, y1) in zip(opts, rows(180, 130, 6)):
                s.append(A(text=t, cls="CheckedTextView", box=(560, y0, 1059, y1), click=True, checkable=True,
                           checked=(t == checked) if radio else t == "Folders first", rid="title"))
            return s
        for (name, meta), (y0, y1) in zip(entries, rows(320, 160, len(entries))):
            s += [A(text=name, box=(189, y0 + 20, 1017, y0 + 85), click=True, rid="ui__filesystem_item__title"),
                  A(text=meta, box=(189, y0 + 85, 1017, y1 - 20), rid="ui__filesystem_item__description")]
        s.append(A(desc="Create a new file", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="fab_add_new_item"))
        return s

    def newdlg(c: str, name: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(text="Create a new file", box=(84, 640, 996, 720), rid="alertTitle"),
            A(text=name or None, cls="EditText", hint="Name", box=(84, 760, 720, 880), click=True, edit=True, focused=True, rid="new_file_dialog__name"),
            A(text=".md", cls="EditText", box=(740, 760, 996, 880), click=True, edit=True, rid="new_file_dialog__ext"),
            A(text="Markdown", cls="Spinner", box=(84, 910, 520, 1010), click=True, rid="new_file_dialog__type"),
            A(text="Empty file", cls="Spinner", box=(540, 910, 996, 1010), click=True, rid="new_file_dialog__template"),
            A(text="Encrypt", cls="CheckBox", box=(84, 1040, 520, 1130), click=True, checkable=True, rid="new_file_dialog__encryption"),
            A(text="Folder", cls="Button", box=(84, 1170, 330, 1280), click=True, rid="android:id/button3"),
            A(text="Cancel", cls="Button", box=(560, 1170, 760, 1280), click=True, rid="android:id/button2"),
            A(text="OK", cls="Button", box=(790, 1170, 996, 1280), click=True, rid="android:id/button1")]

    def editor(c: str, title: str, body: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(text=title, box=(168, 175, 600, 266), rid="toolbar__title_text"),
            A(desc="Undo", cls="Button", box=(600, 160, 720, 285), click=True, rid="action_undo"),
            A(desc="Preview", cls="Button", box=(720, 160, 840, 285), click=True, rid="action_preview"),
            A(desc="Save", cls="Button", box=(840, 160, 960, 285), click=True, rid="action_save"),
            A(desc="More options", cls="ImageView", box=(960, 160, 1080, 285), click=True),
            A(text=body, cls="EditText", box=(0, 294, 1080, 1900), click=True, edit=True, focused=True, scroll=True, rid="document__fragment__edit__highlighting_editor"),
            A(desc="Bold", cls="ImageView", box=(0, 2000, 135, 2120), click=True, rid="textactions_bold"),
            A(desc="Italic", cls="ImageView", box=(135, 2000, 270, 2120), click=True, rid="textactions_italic"),
            A(desc="Checkbox", cls="ImageView", box=(270, 2000, 405, 2120), click=True, rid="textactions_checkbox"),
            A(desc="Header", cls="ImageView", box=(405, 2000, 540, 2120), click=True, rid="textactions_header")]

    base = [("archive", "Folder · 4 items"), ("ideas.txt", "Sep 21, 2025 8:17 PM · 1.2 KB"),
            ("meeting_notes.md", "Oct 12, 2025 6:04 PM · 2.1 KB"), ("reading_list.md", "Sep 30, 2025 10:45 PM · 734 B"),
            ("todo.txt", "Oct 9, 2025 7:52 AM · 388 B")]
    body1 = "# grocery_list\n- oat milk\n- lemons\n- rye bread"
    body2 = body1 + "\n- eggs"
    assert len(body1.encode()) == 46 and len(body2.encode()) == 53
    g1 = ("grocery_list.md", "Today 9:58 AM · 46 B")
    g2 = ("grocery_list.md", "Today 10:01 AM · 53 B")
    s0 = files("9:56", base)
    s1 = newdlg("9:56", "")
    s2 = newdlg("9:57", "grocery_list")
    s3 = editor("9:57", "grocery_list.md", "# grocery_list\n")
    s4 = editor("9:58", "grocery_list.md", body1)
    s5 = files("9:58", [base[0], g1] + base[1:])
    s6 = files("9:59", [], sort_menu=True)
    by_date = [base[0], g1, base[2], base[4], base[3], base[1]]
    s7 = files("9:59", by_date)
    s8 = editor("10:00", "grocery_list.md", body1)
    s9 = editor("10:01", "grocery_list.md", body2)
    s10 = files("10:01", [base[0], g2, base[2], base[4], base[3], base[1]])
    turns = [(click(s0, desc="Create a new file"), s1), (typ(s1, "grocery_list", hint="Name"), s2), (click(s2, "OK"), s3),
             (typ(s3, "- oat milk\n- lemons\n- rye bread", rid="document__fragment__edit__highlighting_editor"), s4), (back(), s5),
             (click(s5, desc="Sort by"), s6), (click(s6, "Date"), s7), (click(s7, "grocery_list.md"), s8),
             (typ(s8, "\n- eggs", rid="document__fragment__edit__highlighting_editor"), s9), (back(), s10)]
    add(rs, "h19-android-03", "In Markor, create grocery_list.md listing oat milk, lemons and rye bread, sort the files by date, then add eggs to the list.",
        s0, turns)


SETTINGS = "com.android.settings"


def pref_rows(items: list[tuple[str, str | None]], y0: int = 330, h: int = 190, title_rid: str = "android:id/title",
              switches: dict[str, bool] | None = None) -> list[dict[str, Any]]:
    """Settings-style preference rows: a title, an optional summary, an optional switch."""
    A = app(SETTINGS)
    out = []
    for (title, summary), (ya, yb) in zip(items, rows(y0, h, len(items))):
        out.append(A(text=title, box=(189, ya + 30, 880, ya + 95), click=True, rid=title_rid))
        if summary:
            out.append(A(text=summary, box=(189, ya + 95, 880, yb - 30), rid="android:id/summary"))
        if switches and title in switches:
            out.append(A(cls="Switch", box=(880, ya + 50, 1017, yb - 50), click=True, checkable=True, checked=switches[title], rid="android:id/switch_widget"))
    return out


def settings_head(title: str | None) -> list[dict[str, Any]]:
    A = app(SETTINGS)
    if title is None:
        return [A(text="Settings", box=(63, 200, 1017, 330), rid="homepage_title"),
                A(text="Search settings", box=(63, 360, 1017, 500), click=True, rid="search_action_bar_title")]
    return [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(text=title, box=(63, 330, 1017, 460), rid="collapsing_toolbar")]


# 04 Settings (mainstream), bad: Bluetooth reads On right after it was switched off.
def t04(rs: RowSet) -> None:
    A = app(SETTINGS)
    main_items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                  ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                  ("Battery", "72%"), ("Storage", "46% used - 69.1 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                  ("Display", "Dark theme, font size, brightness")]

    def main(c: str) -> list[dict[str, Any]]:
        return bar(c) + settings_head(None) + pref_rows(main_items, y0=530, h=180)

    def connected(c: str) -> list[dict[str, Any]]:
        return bar(c) + settings_head("Connected devices") + [
            A(text="Pair new device", box=(189, 540, 880, 620), click=True, rid="android:id/title"),
            A(text="Previously connected devices", box=(63, 680, 1017, 740), rid="android:id/title"),
            A(text="Pixel Buds Pro", box=(189, 770, 880, 840), click=True, rid="android:id/title"),
            A(text="JBL Flip 5", box=(189, 900, 880, 970), click=True, rid="android:id/title"),
            A(text="See all", box=(189, 1030, 880, 1100), click=True, rid="android:id/title"),
            A(text="Connection preferences", box=(189, 1160, 880, 1230), click=True, rid="android:id/title"),
            A(text="Bluetooth, Android Auto, NFC", box=(189, 1230, 880, 1290), rid="android:id/summary")]

    def prefs(c: str, bt: str) -> list[dict[str, Any]]:
        items = [("Bluetooth", bt), ("Cast", None), ("Printing", "1 print service on"), ("Chromebook", None),
                 ("Nearby Share", "On"), ("Android Auto", "Use apps on your car screen"), ("NFC", "Use NFC")]
        return bar(c) + settings_head("Connection preferences") + pref_rows(items, y0=500, h=175, switches={"NFC": True})

    def bt_page(c: str, on: bool) -> list[dict[str, Any]]:
        s = bar(c) + settings_head("Bluetooth") + [
            A(text="Use Bluetooth", box=(63, 520, 880, 640), click=True, rid="switch_text"),
            A(cls="Switch", box=(880, 530, 1017, 630), click=True, checkable=True, checked=on, rid="switch_widget")]
        if on:
            s += [A(text="Pair new device", box=(189, 700, 880, 770), click=True, rid="android:id/title"),
                  A(text="Device name", box=(189, 830, 880, 900), click=True, rid="android:id/title"),
                  A(text="Pixel 6", box=(189, 900, 880, 960), rid="android:id/summary"),
                  A(text="Visible as “Pixel 6” to other devices", box=(63, 1040, 1017, 1110), rid="android:id/title")]
        else:
            s += [A(text="Device name", box=(189, 700, 880, 770), click=True, rid="android:id/title"),
                  A(text="Pixel 6", box=(189, 770, 880, 830), rid="android:id/summary")]
        s.append(A(text="Android will keep Bluetooth on for nearby devices and features, even when you turn Bluetooth off. You can change this in Bluetooth scanning.",
                   box=(63, 1200, 1017, 1420), click=True, rid="android:id/title"))
        return s

    def display(c: str) -> list[dict[str, Any]]:
        items = [("Brightness level", "68%"), ("Adaptive brightness", None), ("Lock screen", "Show all notification content"),
                 ("Screen timeout", "After 30 seconds of inactivity"), ("Dark theme", "Will never turn on automatically"),
                 ("Display size and text", None), ("Auto-rotate screen", "Off")]
        return bar(c) + settings_head("Display") + pref_rows(items, y0=500, h=180, switches={"Adaptive brightness": True, "Dark theme": False})

    def timeout(c: str, sel: str) -> list[dict[str, Any]]:
        opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]
        s = bar(c) + settings_head("Screen timeout")
        for o, (y0, y1) in zip(opts, rows(500, 150, len(opts))):
            s += [A(cls="RadioButton", box=(63, y0 + 30, 160, y1 - 30), click=True, checkable=True, checked=o == sel, rid="android:id/checkbox"),
                  A(text=o, box=(189, y0 + 40, 880, y1 - 40), click=True, rid="android:id/title")]
        return s + [A(text="Screen attention", box=(189, 1610, 880, 1680), click=True, rid="android:id/title"),
                    A(text="Off / Keeps screen on if you're looking at it", box=(189, 1680, 880, 1740), rid="android:id/summary")]

    s0 = main("11:02")
    s1 = connected("11:02")
    s2 = prefs("11:02", "On")
    s3 = bt_page("11:03", True)
    s4 = bt_page("11:03", False)
    s5 = prefs("11:03", "On")  # drift: should read Off
    s6 = connected("11:04")
    s7 = main("11:04")
    s8 = display("11:04")
    s9 = timeout("11:05", "30 seconds")
    s10 = timeout("11:05", "2 minutes")
    turns = [(click(s0, "Connected devices"), s1), (click(s1, "Connection preferences"), s2), (click(s2, "Bluetooth"), s3),
             (click(s3, rid="switch_widget"), s4), (back(), s5), (back(), s6), (back(), s7), (click(s7, "Display"), s8),
             (click(s8, "Screen timeout"), s9), (click(s9, "2 minutes"), s10)]
    add(rs, "h19-android-04", "Turn Bluetooth off, then set the screen timeout to 2 minutes.", s0, turns, bad=True, turn=5,
        kind="Bluetooth listed as On in Connection preferences right after the switch was turned off")


# 05 Simple Calendar Pro (less common), bad: the event just saved is missing from the event list.
def t05(rs: RowSet) -> None:
    A = app("com.simplemobiletools.calendar.pro")
    base = [("Wed, Oct 15", [("Dentist – Dr. Okafor", "11:00 - 12:00")]), ("Fri, Oct 17", [("Book club", "19:00 - 21:00")]),
            ("Sat, Oct 18", [("Farmers market", "08:00 - 10:00")])]

    def agenda(c: str, days: list[tuple[str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
        s = bar(c) + [
            A(text=None, cls="EditText", hint="Search", box=(42, 160, 700, 280), click=True, edit=True, rid="top_toolbar_search"),
            A(desc="Change view", cls="Button", box=(840, 160, 960, 280), click=True, rid="change_view")]
        y = 320
        for day, evs in days:
            s.append(A(text=day, box=(42, y, 1038, y + 80), rid="event_section_title"))
            y += 90
            for t, when in evs:
                s += [A(text=t, box=(84, y, 1038, y + 70), click=True, rid="event_item_title"),
                      A(text=when, box=(84, y + 70, 1038, y + 125), rid="event_item_time")]
                y += 150
        return s + [A(desc="New Event", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="calendar_fab")]

    def form(c: str, title: str, date: str, focus: bool = False, heading: str = "New Event") -> list[dict[str, Any]]:
        return bar(c) + [
            A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(text=heading, box=(168, 175, 700, 266), rid="toolbar_title"),
            A(desc="Save", cls="Button", box=(960, 160, 1080, 280), click=True, rid="save"),
            A(text=title or None, cls="EditText", hint="Title", box=(42, 320, 1038, 440), click=True, edit=True, focused=focus, rid="event_title"),
            A(text=None, cls="EditText", hint="Location", box=(42, 460, 1038, 580), click=True, edit=True, rid="event_location"),
            A(text=None, cls="EditText", hint="Description", box=(42, 600, 1038, 720), click=True, edit=True, rid="event_description"),
            A(text="All-day", cls="CheckBox", box=(42, 760, 1038, 860), click=True, checkable=True, rid="event_all_day"),
            A(text=date, box=(42, 880, 700, 980), click=True, rid="event_start_date"),
            A(text="10:00", box=(740, 880, 1038, 980), click=True, rid="event_start_time"),
            A(text=date, box=(42, 1000, 700, 1100), click=True, rid="event_end_date"),
            A(text="11:00", box=(740, 1000, 1038, 1100), click=True, rid="event_end_time"),
            A(text="America/New_York", box=(42, 1130, 1038, 1220), click=True, rid="event_time_zone"),
            A(text="10 minutes before", box=(42, 1260, 1038, 1350), click=True, rid="event_reminder_1"),
            A(text="No repetition", box=(42, 1390, 1038, 1480), click=True, rid="event_repetition"),
            A(text="Regular event", box=(42, 1520, 1038, 1610), click=True, rid="event_type")]

    def datepick(c: str, sel: str) -> list[dict[str, Any]]:
        s = bar(c) + [
            A(text="2025", box=(84, 420, 400, 490), click=True, rid="android:id/date_picker_header_year"),
            A(text=sel, box=(84, 490, 900, 600), click=True, rid="android:id/date_picker_header_date"),
            A(text="October 2025", box=(200, 660, 880, 740), rid="android:id/month_view")]
        for i, d in enumerate(range(12, 19)):
            s.append(A(text=str(d), desc=f"{d} October 2025", cls="android.view.View", box=(84 + 130 * i, 1000, 204 + 130 * i, 1110), click=True,
                       checkable=True, checked=sel.endswith(f" {d}")))
        return s + [A(text="Cancel", cls="Button", box=(560, 1500, 760, 1610), click=True, rid="android:id/button2"),
                    A(text="OK", cls="Button", box=(790, 1500, 996, 1610), click=True, rid="android:id/button1")]

    new_days = base[:1] + [("Thu, Oct 16", [("Tax advisor call", "10:00 - 11:00")])] + base[1:]
    s0 = agenda("10:12", base)
    s1 = form("10:12", "", "Tue, Oct 14, 2025")
    s2 = form("10:13", "Tax advisor call", "Tue, Oct 14, 2025", focus=True)
    s3 = datepick("10:13", "Tue, Oct 14")
    s4 = datepick("10:13", "Thu, Oct 16")
    s5 = form("10:14", "Tax advisor call", "Thu, Oct 16, 2025")
    s6 = agenda("10:14", new_days)
    s7 = form("10:14", "Tax advisor call", "Thu, Oct 16, 2025", heading="Edit Event")
    s8 = agenda("10:15", base)  # drift: the saved event is gone
    turns = [(click(s0, desc="New Event"), s1), (typ(s1, "Tax advisor call", hint="Title"), s2), (click(s2, rid="event_start_date"), s3),
             (click(s3, "16"), s4), (click(s4, "OK"), s5), (click(s5, desc="Save"), s6), (click(s6, "Tax advisor call"), s7), (back(), s8)]
    add(rs, "h19-android-05", "In Simple Calendar Pro, add an event 'Tax advisor call' on Thursday October 16, 2025 from 10:00 to 11:00.",
        s0, turns, bad=True, turn=8, kind="event saved at turn 6 and opened at turn 7 is missing from the event list after going back")


# 06 Google Calendar (mainstream), clean: new event, then a week view that also shows past days.
def t06(rs: RowSet) -> None:
    A = app("com.google.android.calendar")
    days = [("TUE", "14", [("Design sync", "11 AM – 12 PM")]), ("WED", "15", [("Lunch with Sam", "12:30 – 1:30 PM")]),
            ("FRI", "17", [("Payroll cutoff", None)]), ("SAT", "18", [("Kai's birthday", None)])]

    def top(c: str, title: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(desc="Show Calendar List and Settings drawer", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(text=title, box=(168, 175, 600, 266), click=True, rid="date_picker_text_view"),
            A(desc="Account and settings.", cls="ImageButton", box=(940, 170, 1050, 280), click=True, rid="selected_account_disc")]

    def schedule(c: str, ds: list[tuple[str, str, list[tuple[str, str | None]]]], fab_menu: bool = False) -> list[dict[str, Any]]:
        s = top(c, "October")
        if fab_menu:
            for t, (y0, y1) in zip(["Birthday", "Out of office", "Task", "Event"], rows(1400, 140, 4)):
                s.append(A(text=t, box=(560, y0 + 20, 840, y1 - 20), click=True, rid="speed_dial_label"))
            return s + [A(desc="Close", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="floating_action_button")]
        y = 320
        for wd, d, evs in ds:
            s += [A(text=wd, box=(21, y, 147, y + 50)), A(text=d, box=(21, y + 50, 147, y + 130))]
            for t, when in evs:
                label = f"{t}, {when}" if when else f"{t}, All day"
                s.append(A(text=None, desc=label, cls="android.view.View", box=(168, y, 1059, y + 130), click=True))
                y += 150
            y += 30
        return s + [A(desc="Create new event", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="floating_action_button")]

    def form(c: str, title: str, date: str, focus: bool = False) -> list[dict[str, Any]]:
        return bar(c) + [
            A(desc="Close", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(text="Save", cls="Button", box=(832, 168, 1017, 273), click=True, rid="save"),
            A(text=title or None, cls="EditText", hint="Add title", box=(168, 320, 1038, 440), click=True, edit=True, focused=focus, rid="title"),
            A(text="All-day", box=(168, 500, 800, 580), rid="all_day_text"),
            A(cls="Switch", box=(880, 490, 1017, 590), click=True, checkable=True, rid="all_day_switch"),
            A(text=date, box=(168, 620, 700, 700), click=True, rid="start_date"),
            A(text="10:00 AM", box=(760, 620, 1038, 700), click=True, rid="start_time"),
            A(text=date, box=(168, 740, 700, 820), click=True, rid="end_date"),
            A(text="11:00 AM", box=(760, 740, 1038, 820), click=True, rid="end_time"),
            A(text="Eastern Daylight Time", box=(168, 860, 1038, 940), click=True, rid="timezone"),
            A(text="Does not repeat", box=(168, 990, 1038, 1070), click=True, rid="recurrence"),
            A(text="Add people", box=(168, 1130, 1038, 1210), click=True, rid="add_people"),
            A(text="Add video conferencing", box=(168, 1260, 1038, 1340), click=True, rid="conference"),
            A(text="Add location", box=(168, 1390, 1038, 1470), click=True, rid="location"),
            A(text="30 minutes before", box=(168, 1520, 1038, 1600), click=True, rid="notification"),
            A(text="Add description", box=(168, 1650, 1038, 1730), click=True, rid="description")]

    def datepick(c: str, header: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Select date", box=(84, 420, 900, 480), rid="mtrl_picker_header_title_text"),
                      A(text=header, box=(84, 500, 900, 620), rid="mtrl_picker_header_selection_text"),
                      A(text="October 2025", cls="Button", box=(84, 680, 600, 780), click=True, rid="month_navigation_fragment_toggle")]
        for i, d in enumerate(range(12, 19)):
            wd = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][i]
            s.append(A(text=str(d), desc=f"{wd}, October {d}", box=(84 + 130 * i, 1100, 204 + 130 * i, 1220), click=True,
                       selected=header.endswith(f" {d}")))
        return s + [A(text="Cancel", cls="Button", box=(560, 1700, 760, 1810), click=True, rid="cancel_button"),
                    A(text="OK", cls="Button", box=(790, 1700, 996, 1810), click=True, rid="confirm_button")]

    def drawer(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Google Calendar", box=(63, 180, 800, 270), rid="drawer_header")]
        for t, (y0, y1) in zip(["Schedule", "Day", "3 days", "Week", "Month", "Refresh"], rows(300, 130, 6)):
            s.append(A(text=t, box=(63, y0, 800, y1), click=True, selected=t == "Schedule", rid="drawer_item_label"))
        s.append(A(text="alex.moreno@gmail.com", box=(63, 1100, 800, 1170), rid="account_name"))
        for t, (y0, y1) in zip(["Events", "Tasks", "Birthdays", "Holidays in United States"], rows(1190, 120, 4)):
            s.append(A(text=t, cls="CheckBox", box=(63, y0, 800, y1), click=True, checkable=True, checked=True, rid="drawer_calendar_item"))
        return s

    def week(c: str) -> list[dict[str, Any]]:
        s = top(c, "October")
        for i, (wd, d) in enumerate(zip(["S", "M", "T", "W", "T", "F", "S"], range(12, 19))):
            s.append(A(text=f"{wd} {d}", box=(147 + 133 * i, 300, 280 + 133 * i, 400), click=True, selected=d == 14))
        chips = [("Columbus Day, All day, Monday, October 13", 1, 410, 470), ("Payroll cutoff, All day, Friday, October 17", 5, 410, 470),
                 ("Kai's birthday, All day, Saturday, October 18", 6, 410, 470),
                 ("Brunch with Ana, 11:00 AM – 12:30 PM, Sunday, October 12", 0, 1150, 1405),
                 ("Design sync, 11:00 AM – 12:00 PM, Tuesday, October 14", 2, 1150, 1320),
                 ("Lunch with Sam, 12:30 – 1:30 PM, Wednesday, October 15", 3, 1405, 1575),
                 ("Quarterly review, 10:00 – 11:00 AM, Friday, October 17", 5, 980, 1150)]
        for label, col, y0, y1 in chips:
            s.append(A(text=None, desc=label, cls="android.view.View", box=(147 + 133 * col, y0, 278 + 133 * col, y1), click=True))
        return s

    new_days = days[:2] + [("FRI", "17", [("Payroll cutoff", None), ("Quarterly review", "10 – 11 AM")])] + days[3:]
    s0 = schedule("9:32", days)
    s1 = schedule("9:32", days, fab_menu=True)
    s2 = form("9:32", "", "Tue, Oct 14, 2025")
    s3 = form("9:33", "Quarterly review", "Tue, Oct 14, 2025", focus=True)
    s4 = datepick("9:33", "Tue, Oct 14")
    s5 = datepick("9:33", "Fri, Oct 17")
    s6 = form("9:34", "Quarterly review", "Fri, Oct 17, 2025")
    s7 = schedule("9:34", new_days)
    s8 = drawer("9:34")
    s9 = week("9:35")
    turns = [(click(s0, desc="Create new event"), s1), (click(s1, "Event"), s2), (typ(s2, "Quarterly review", hint="Add title"), s3),
             (click(s3, rid="start_date"), s4), (click(s4, "17"), s5), (click(s5, "OK"), s6), (click(s6, "Save"), s7),
             (click(s7, desc="Show Calendar List and Settings drawer"), s8), (click(s8, "Week"), s9)]
    add(rs, "h19-android-06", "In Google Calendar, create 'Quarterly review' on Friday, October 17, 10–11 AM, then switch to week view.",
        s0, turns)


# 07 Files (mainstream), bad: after a rename and a move, the renamed file shows under its old name again.
def t07(rs: RowSet) -> None:
    A = app("com.google.android.documentsui")

    def crumbs(path: list[str]) -> list[dict[str, Any]]:
        return [A(text=p, box=(42 + 260 * i, 300, 282 + 260 * i, 380), click=True, rid="breadcrumb_text") for i, p in enumerate(path)]

    def listing(c: str, items: list[tuple[str, str, str]], sel: str | None = None, menu: bool = False,
                picker: bool = False, path: tuple[str, ...] = ("Pixel 6", "Download")) -> list[dict[str, Any]]:
        if sel:
            head = [A(desc="Close", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                    A(text="1 selected", box=(168, 175, 600, 266), rid="action_mode_title"),
                    A(desc="Share", cls="Button", box=(700, 160, 820, 280), click=True, rid="action_menu_share"),
                    A(desc="Delete", cls="Button", box=(820, 160, 940, 280), click=True, rid="action_menu_delete"),
                    A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        else:
            head = [A(desc="Show roots", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                    A(text="Move to…" if picker else path[-1], box=(168, 175, 700, 266), rid="toolbar_title")]
            if not picker:
                head += [A(desc="Search", cls="Button", box=(820, 160, 940, 280), click=True, rid="option_menu_search"),
                         A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        s = bar(c) + head
        if menu:
            opts = ["Open with", "Copy to…", "Move to…", "Compress", "Rename", "Get info", "Select all"]
            return s + [A(text=t, box=(560, y0, 1059, y1), click=True, rid="title") for t, (y0, y1) in zip(opts, rows(168, 126, len(opts)))]
        s += crumbs(list(path))
        for (name, size, date), (y0, y1) in zip(items, rows(400, 170, len(items))):
            folder = size == ""
            s.append(A(text=name, box=(189, y0 + 25, 1017, y0 + 95), click=folder or not picker, selected=name == sel, rid="android:id/title"))
            if not folder:
                s.append(A(text=f"{size}, {date}", box=(189, y0 + 95, 1017, y1 - 25), rid="details"))
        if picker:
            s += [A(text="Cancel", cls="Button", box=(520, 2000, 760, 2110), click=True, rid="android:id/button2"),
                  A(text="Move", cls="Button", box=(790, 2000, 1017, 2110), click=True, rid="android:id/button1")]
        return s

    def rename(c: str, val: str) -> list[dict[str, Any]]:
        return bar(c) + [A(text="Rename", box=(84, 800, 996, 880), rid="alertTitle"),
                         A(text=val, cls="EditText", box=(84, 920, 996, 1040), click=True, edit=True, focused=True, rid="input"),
                         A(text="Cancel", cls="Button", box=(560, 1090, 760, 1200), click=True, rid="android:id/button2"),
                         A(text="OK", cls="Button", box=(790, 1090, 996, 1200), click=True, rid="android:id/button1")]

    def roots(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Files", box=(63, 180, 800, 270), rid="drawer_title")]
        for t, (y0, y1) in zip(["Recent", "Images", "Videos", "Audio", "Documents", "Downloads", "Pixel 6", "Drive"], rows(300, 135, 8)):
            s.append(A(text=t, box=(168, y0 + 30, 800, y1 - 30), click=True, selected=t == "Pixel 6", rid="android:id/title"))
        s.append(A(text="38.6 GB free", box=(168, 1280, 800, 1330), rid="android:id/summary"))
        return s

    img = ("IMG_20251009_141522.jpg", "2.4 MB", "Oct 9")
    pas = ("passport_scan.jpg", "2.4 MB", "Oct 9")
    lease = ("lease_2025.pdf", "318 kB", "Oct 3")
    rest = [("boarding_pass_BA117.pdf", "96 kB", "Sep 28"), ("podcast_ep42.mp3", "41.8 MB", "Sep 20"), ("setup_notes.txt", "3 kB", "Sep 2")]
    storage = [(n, "", "") for n in ["Alarms", "Android", "DCIM", "Documents", "Download", "Movies", "Music", "Pictures", "Recordings"]]
    docs = [("taxes", "", ""), ("resume_2025.docx", "58 kB", "Aug 30"), ("warranty_dishwasher.pdf", "1.1 MB", "Jun 14")]
    s0 = listing("4:20", [img, lease] + rest)
    s1 = listing("4:20", [img, lease] + rest, sel=img[0])
    s2 = listing("4:20", [], sel=img[0], menu=True)
    s3 = rename("4:21", "IMG_20251009_141522.jpg")
    s4 = rename("4:21", "passport_scan.jpg")
    s5 = listing("4:21", [pas, lease] + rest)
    s6 = listing("4:22", [pas, lease] + rest, sel=lease[0])
    s7 = listing("4:22", [], sel=lease[0], menu=True)
    s8 = listing("4:22", [pas, lease] + rest, picker=True)
    s9 = listing("4:22", storage, picker=True, path=("Pixel 6",))
    s10 = listing("4:23", docs, picker=True, path=("Pixel 6", "Documents"))
    s11 = listing("4:23", [img] + rest)  # drift: old name back, new name gone
    s12 = roots("4:23")
    turns = [(longp(s0, img[0]), s1), (click(s1, desc="More options"), s2), (click(s2, "Rename"), s3),
             (typ(s3, "passport_scan.jpg", rid="input"), s4), (click(s4, "OK"), s5), (longp(s5, lease[0]), s6),
             (click(s6, desc="More options"), s7), (click(s7, "Move to…"), s8), (click(s8, "Pixel 6"), s9),
             (click(s9, "Documents"), s10), (click(s10, "Move"), s11), (click(s11, desc="Show roots"), s12)]
    add(rs, "h19-android-07", "In Files, rename IMG_20251009_141522.jpg in Download to passport_scan.jpg, then move lease_2025.pdf to Documents.",
        s0, turns, bad=True, turn=11, kind="file renamed to passport_scan.jpg at turn 5 is listed under its old name IMG_20251009_141522.jpg after an unrelated move")


# 08 Broccoli (less common), bad: the servings value the agent saved reads back as the old one.
def t08(rs: RowSet) -> None:
    A = app("com.flauschcode.broccoli")
    recipes = [("Banana Oat Pancakes", "Fluffy weekday pancakes without flour."), ("Chickpea Curry", "Coconut curry with spinach, ready in 30 minutes."),
               ("Lemon Herb Chicken", "Sheet-pan chicken thighs with potatoes."), ("Shakshuka", "Eggs poached in a spiced tomato and pepper sauce."),
               ("Thai Peanut Noodles", "Cold noodles with a lime peanut dressing.")]
    ingredients = "4 large eggs\n1 can (400 g) crushed tomatoes\n1 red bell pepper, diced\n1 onion, diced\n2 cloves garlic, minced\n1 tsp ground cumin"
    steps = ["Soften onion and pepper in olive oil, about 6 minutes.", "Add garlic and cumin, cook 1 minute.",
             "Pour in tomatoes and simmer 10 minutes until thick.", "Make 4 wells, crack in the eggs, cover and cook 6–8 minutes."]

    def lst(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Open navigation drawer", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Recipes", box=(168, 175, 700, 266), rid="toolbar_title"),
                      A(desc="Search", cls="Button", box=(960, 160, 1080, 280), click=True, rid="action_search")]
        for (t, d), (y0, y1) in zip(recipes, rows(320, 300, len(recipes))):
            s += [A(text=t, box=(63, y0 + 180, 1017, y0 + 240), click=True, rid="card_text_view_title"),
                  A(text=d, box=(63, y0 + 240, 1017, y1 - 10), rid="card_text_view_description")]
        return s + [A(desc="Add recipe", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="fab_recipes")]

    def detail(c: str, servings: str, lower: bool = False, notes: str | None = None) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(desc="Edit", cls="Button", box=(720, 160, 840, 280), click=True, rid="action_edit"),
                      A(desc="Favorite", cls="Button", box=(840, 160, 960, 280), click=True, checkable=True, rid="action_favorite"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        if not lower:
            s += [A(text="Shakshuka", box=(63, 700, 1017, 800), rid="recipe_details_title"),
                  A(text="Breakfast, Vegetarian", box=(63, 800, 1017, 860), rid="recipe_details_categories"),
                  A(text="Eggs poached in a spiced tomato and pepper sauce.", box=(63, 880, 1017, 960), rid="recipe_details_description"),
                  A(text=servings, box=(63, 1000, 500, 1060), rid="recipe_details_servings"),
                  A(text="35 min", box=(540, 1000, 1017, 1060), rid="recipe_details_preparation_time"),
                  A(text="Ingredients", box=(63, 1110, 1017, 1180), rid="recipe_details_ingredients_title")]
            s += [A(text=i, box=(105, y0, 1017, y1), rid="ingredient_text") for i, (y0, y1) in zip(ingredients.split("\n"), rows(1200, 80, 6))]
            s.append(A(text="Directions", box=(63, 1700, 1017, 1770), rid="recipe_details_directions_title"))
        else:
            s += [A(text="Directions", box=(63, 330, 1017, 400), rid="recipe_details_directions_title")]
            s += [A(text=f"{k}. {t}", box=(105, y0, 1017, y1), rid="direction_text") for k, (t, (y0, y1)) in enumerate(zip(steps, rows(420, 140, 4)), 1)]
            if notes:
                s += [A(text="Notes", box=(63, 1030, 1017, 1100), rid="recipe_details_notes_title"),
                      A(text=notes, box=(63, 1110, 1017, 1180), rid="recipe_details_notes")]
            s.append(A(text="Source: smittenkitchen.com", box=(63, 1240, 1017, 1300), click=True, rid="recipe_details_source"))
        return s

    def form(c: str, servings: str, lower: bool = False, notes: str = "", focus: str | None = None) -> list[dict[str, Any]]:
        def fld(hint: str, val: str, y: int, h: int = 130, key: str = "") -> dict[str, Any]:
            return A(text=val or None, cls="EditText", hint=hint, box=(63, y, 1017, y + h), click=True, edit=True, focused=focus == key and key != "",
                     rid="edit_text_" + hint.lower().replace(" ", "_"))
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Edit recipe", box=(168, 175, 700, 266), rid="toolbar_title"),
                      A(desc="Save", cls="Button", box=(960, 160, 1080, 280), click=True, rid="action_save")]
        if not lower:
            s += [fld("Title", "Shakshuka", 700), A(text="Breakfast, Vegetarian", cls="Button", box=(63, 850, 1017, 960), click=True, rid="edit_categories"),
                  fld("Servings", servings, 990, key="servings"), fld("Preparation time", "35 min", 1140),
                  fld("Source", "smittenkitchen.com", 1290), fld("Description", "Eggs poached in a spiced tomato and pepper sauce.", 1440, 180)]
        else:
            s += [fld("Description", "Eggs poached in a spiced tomato and pepper sauce.", 320, 180), fld("Ingredients", ingredients, 520, 480),
                  fld("Directions", "\n".join(steps), 1020, 560), fld("Notes", notes, 1600, 180, key="notes")]
        return s

    note = "Use smoked paprika instead of sweet."
    s0 = lst("6:10")
    s1 = detail("6:10", "4 servings")
    s2 = form("6:11", "4 servings")
    s3 = form("6:11", "2 servings", focus="servings")
    s4 = form("6:11", "2 servings", lower=True)
    s5 = form("6:12", "2 servings", lower=True, notes=note, focus="notes")
    s6 = detail("6:12", "2 servings")
    s7 = lst("6:12")
    s8 = detail("6:13", "4 servings")  # drift: reads back the old value
    s9 = detail("6:13", "", lower=True, notes=note)
    turns = [(click(s0, "Shakshuka"), s1), (click(s1, desc="Edit"), s2), (typ(s2, "2 servings", hint="Servings"), s3), (scroll("down"), s4),
             (typ(s4, note, hint="Notes"), s5), (click(s5, desc="Save"), s6), (back(), s7), (click(s7, "Shakshuka"), s8), (scroll("down"), s9)]
    add(rs, "h19-android-08", "In Broccoli, change the Shakshuka recipe to 2 servings and add the note 'Use smoked paprika instead of sweet.'",
        s0, turns, bad=True, turn=8, kind="servings edited from 4 to 2 and shown as 2 after saving, but read back as 4 servings when the recipe is reopened")


# 09 Messages (mainstream), clean: reply, relative times, delivery status, a new incoming reply, mark read.
def t09(rs: RowSet) -> None:
    A = app("com.google.android.apps.messaging")

    def lst(c: str, convs: list[tuple[str, str, str, bool]], sel: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
        if sel:
            s = bar(c) + [A(desc="Exit selection mode", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                          A(text="1", box=(168, 175, 300, 266), rid="action_mode_title"),
                          A(desc="Archive", cls="Button", box=(720, 160, 840, 280), click=True, rid="action_archive"),
                          A(desc="Delete", cls="Button", box=(840, 160, 960, 280), click=True, rid="action_delete"),
                          A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        else:
            s = bar(c) + [A(text="Messages", box=(63, 175, 700, 266), rid="toolbar_title"),
                          A(desc="Search", cls="Button", box=(800, 160, 920, 280), click=True, rid="action_zero_state_search"),
                          A(desc="Account and settings", cls="ImageButton", box=(940, 170, 1050, 280), click=True, rid="selected_account_disc")]
        if menu:
            return s + [A(text=t, box=(560, y0, 1059, y1), click=True, rid="title")
                        for t, (y0, y1) in zip(["Mark as read", "Block & report spam", "Add contact"], rows(168, 126, 3))]
        for (name, snip, when, unread), (y0, y1) in zip(convs, rows(320, 210, len(convs))):
            s += [A(text=name, box=(210, y0 + 30, 820, y0 + 100), click=True, selected=name == sel, rid="conversation_name"),
                  A(text=snip, box=(210, y0 + 100, 1017, y1 - 40), rid="conversation_snippet"),
                  A(text=when, box=(840, y0 + 30, 1017, y0 + 100), rid="conversation_timestamp")]
            if unread:
                s.append(A(desc="Unread", cls="ImageView", box=(980, y0 + 120, 1017, y0 + 160), rid="conversation_unread_indicator"))
        return s + [A(text="Start chat", cls="Button", box=(700, 1960, 1017, 2100), click=True, rid="start_chat_fab")]

    def convo(c: str, msgs: list[tuple[str, str, str]], draft: str = "") -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Lena Fischer", box=(189, 175, 700, 266), rid="conversation_title"),
                      A(desc="Call", cls="Button", box=(840, 160, 960, 280), click=True, rid="action_call"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        y = 400
        for who, text, meta in msgs:
            if who == "sep":
                s.append(A(text=text, box=(300, y, 780, y + 60), rid="message_timestamp_separator"))
                y += 90
                continue
            x0, x1 = (84, 800) if who == "in" else (280, 1017)
            s += [A(text=text, box=(x0, y, x1, y + 120), click=True, rid="message_text"),
                  A(text=meta, box=(x0, y + 125, x1, y + 175), rid="message_status")]
            y += 210
        return s + [A(desc="Add attachment", cls="ImageButton", box=(21, 2000, 126, 2105), click=True, rid="plus_button"),
                    A(text=draft or None, cls="EditText", hint="Text message", box=(147, 1990, 880, 2115), click=True, edit=True, focused=bool(draft), rid="compose_message_text"),
                    A(desc="Send SMS" if draft else "Voice message", cls="Button", box=(900, 1990, 1017, 2115), click=True, rid="send_message_button_icon")]

    convs0 = [("Lena Fischer", "Hey! Are we still on for dinner Thursday?", "9:12 AM", True),
              ("CVS Pharmacy", "Your prescription is ready for pickup at CVS #4821. Reply STOP to…", "8:47 AM", True),
              ("Mom", "Call me when you get a sec ❤️", "Mon", False)]
    hist = [("out", "That ramen place on 5th was so good, we should go back", "Sun 8:20 PM · Read"), ("sep", "Today 9:12 AM", ""), ("in", "Hey! Are we still on for dinner Thursday?", "9:12 AM")]
    lena1 = ("Lena Fischer", "You: Yes, 7:30 works", "Now", False)
    s0 = lst("9:20", convs0)
    s1 = convo("9:20", hist)
    s2 = convo("9:20", hist, "Yes, 7:30 works")
    s3 = convo("9:21", hist + [("out", "Yes, 7:30 works", "Sending…")])
    s4 = lst("9:21", [lena1] + convs0[1:])
    s5 = lst("9:22", [lena1] + convs0[1:], sel="CVS Pharmacy")
    s6 = lst("9:22", [], sel="CVS Pharmacy", menu=True)
    cvs_read = (convs0[1][0], convs0[1][1], convs0[1][2], False)
    s7 = lst("9:23", [("Lena Fischer", "You: Yes, 7:30 works", "2 min", False), cvs_read] + convs0[2:])
    s8 = convo("9:24", hist + [("out", "Yes, 7:30 works", "9:21 AM · Delivered"), ("in", "Perfect, see you then! 🍜", "Now")])
    turns = [(click(s0, "Lena Fischer"), s1), (typ(s1, "Yes, 7:30 works", hint="Text message"), s2), (click(s2, desc="Send SMS"), s3),
             (back(), s4), (longp(s4, "CVS Pharmacy"), s5), (click(s5, desc="More options"), s6), (click(s6, "Mark as read"), s7),
             (click(s7, "Lena Fischer"), s8)]
    add(rs, "h19-android-09", "In Messages, reply 'Yes, 7:30 works' to Lena Fischer and mark the CVS Pharmacy conversation as read.",
        s0, turns)


# 10 OsmAnd (less common), clean: search a POI, save it as a favourite, list favourites sorted two ways.
def t10(rs: RowSet) -> None:
    A = app("net.osmand")

    def mapview(c: str, sheet: bool = False, saved: bool = False, scale: str = "50 m") -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Search", cls="ImageButton", box=(21, 160, 147, 286), click=True, rid="map_search_button"),
                      A(desc="Configure map", cls="ImageButton", box=(21, 300, 147, 426), click=True, rid="map_layers_button"),
                      A(desc="Compass", cls="ImageButton", box=(933, 160, 1059, 286), click=True, rid="map_compass_button"),
                      A(desc="Zoom in", cls="ImageButton", box=(933, 1300, 1059, 1426), click=True, rid="map_zoom_in_button"),
                      A(desc="Zoom out", cls="ImageButton", box=(933, 1440, 1059, 1566), click=True, rid="map_zoom_out_button"),
                      A(desc="My position", cls="ImageButton", box=(933, 1600, 1059, 1726), click=True, rid="map_my_location_button"),
                      A(text=scale, box=(180, 1700, 360, 1750), rid="map_ruler_text")]
        if sheet:
            s += [A(text="Lakeview Public Library", box=(42, 1560, 900, 1640), rid="context_menu_line1"),
                  A(text="Favorites" if saved else "Library", box=(42, 1640, 900, 1700), rid="context_menu_line2"),
                  A(text="1.4 km", box=(42, 1710, 300, 1760), rid="distance"),
                  A(text="Open until 20:00", box=(320, 1710, 900, 1760), rid="opening_hours_text_view"),
                  A(text="Edit" if saved else "Save", cls="Button", box=(42, 1800, 280, 1920), click=True, rid="context_menu_fav_text_view"),
                  A(text="Marker", cls="Button", box=(290, 1800, 530, 1920), click=True, rid="context_menu_destination_view"),
                  A(text="Share", cls="Button", box=(540, 1800, 780, 1920), click=True, rid="context_menu_share_view"),
                  A(text="Directions", cls="Button", box=(790, 1800, 1038, 1920), click=True, rid="context_menu_route_button")]
        else:
            s += [A(desc="Menu", cls="ImageButton", box=(21, 2120, 147, 2246), click=True, rid="map_menu_button"),
                  A(desc="Navigation", cls="ImageButton", box=(170, 2120, 296, 2246), click=True, rid="map_route_info_button")]
        return s

    def search(c: str, q: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text=q or None, cls="EditText", hint="Search", box=(168, 160, 900, 280), click=True, edit=True, focused=True, rid="searchEditText")]
        if not q:
            return s + [A(text=t, box=(63, y0 + 30, 1017, y1 - 30), click=True, rid="title")
                        for t, (y0, y1) in zip(["History", "Categories", "Address"], rows(320, 130, 3))] + [
                A(text="Central Station", box=(63, 760, 1017, 830), click=True, rid="title"),
                A(text="Harbor Park", box=(63, 890, 1017, 960), click=True, rid="title")]
        res = [("Lakeview Public Library", "Library · Lakeview Avenue 210", "1.4 km"), ("Lakeview Library Café", "Cafe · Lakeview Avenue 212", "1.4 km"),
               ("Lakeview Avenue", "Street · Westbrook", "1.2 km")]
        for (t, sub, d), (y0, y1) in zip(res, rows(320, 200, 3)):
            s += [A(text=t, box=(147, y0 + 30, 880, y0 + 100), click=True, rid="title"),
                  A(text=sub, box=(147, y0 + 100, 880, y1 - 30), rid="type_name"),
                  A(text=d, box=(880, y0 + 30, 1017, y0 + 100), rid="distance")]
        return s

    def favdlg(c: str) -> list[dict[str, Any]]:
        return bar(c) + [A(text="Add favorite", box=(84, 420, 996, 500), rid="toolbar_title"),
                         A(text="Lakeview Public Library", cls="EditText", hint="Name", box=(84, 540, 996, 660), click=True, edit=True, rid="name_edit"),
                         A(text=None, cls="EditText", hint="Description", box=(84, 690, 996, 810), click=True, edit=True, rid="description_edit"),
                         A(text="Lakeview Avenue 210", cls="EditText", hint="Address", box=(84, 840, 996, 960), click=True, edit=True, rid="address_edit"),
                         A(text="Favorites", cls="Button", box=(84, 1000, 500, 1100), click=True, selected=True, rid="group_name"),
                         A(text="Add new group", cls="Button", box=(520, 1000, 996, 1100), click=True, rid="add_group"),
                         A(text="Cancel", cls="Button", box=(84, 2000, 500, 2120), click=True, rid="dismiss_button"),
                         A(text="Save", cls="Button", box=(560, 2000, 996, 2120), click=True, rid="right_bottom_button")]

    def menu(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="OsmAnd", box=(63, 180, 800, 270), rid="drawer_title")]
        opts = ["My places", "Search", "Directions", "Configure map", "Download maps", "Plugins", "Settings", "Help"]
        return s + [A(text=t, box=(147, y0 + 30, 800, y1 - 30), click=True, rid="title") for t, (y0, y1) in zip(opts, rows(300, 140, len(opts)))]

    def places(c: str, favs: list[tuple[str, str]], sort_menu: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="My places", box=(168, 175, 700, 266), rid="toolbar_title"),
                      A(desc="Sort", cls="Button", box=(840, 160, 960, 280), click=True, rid="action_sort"),
                      A(text="Favorites", box=(0, 300, 360, 400), click=True, selected=True, rid="tab_title"),
                      A(text="Tracks", box=(360, 300, 720, 400), click=True, rid="tab_title"),
                      A(text="A/V notes", box=(720, 300, 1080, 400), click=True, rid="tab_title")]
        if sort_menu:
            return s + [A(text=t, cls="CheckedTextView", box=(560, y0, 1059, y1), click=True, checkable=True, checked=t == "Name (A-Z)", rid="title")
                        for t, (y0, y1) in zip(["Name (A-Z)", "Name (Z-A)", "Nearest", "Farthest"], rows(300, 130, 4))]
        s += [A(text="Favorites", box=(63, 430, 800, 500), click=True, rid="category_name"),
              A(text=str(len(favs)), box=(880, 430, 1017, 500), rid="category_count")]
        for (t, d), (y0, _y1) in zip(favs, rows(520, 150, len(favs))):
            s += [A(text=t, box=(147, y0 + 30, 820, y0 + 100), click=True, rid="favourite_label"),
                  A(text=d, box=(840, y0 + 30, 1017, y0 + 100), rid="distance")]
        return s

    favs_name = [("Harbor Park", "2.1 km"), ("Home", "320 m"), ("Lakeview Public Library", "1.4 km"), ("Office", "5.8 km")]
    favs_near = [("Home", "320 m"), ("Lakeview Public Library", "1.4 km"), ("Harbor Park", "2.1 km"), ("Office", "5.8 km")]
    s0 = mapview("5:30", scale="200 m")
    s1 = search("5:30", "")
    s2 = search("5:31", "Lakeview Public Library")
    s3 = mapview("5:31", sheet=True)
    s4 = favdlg("5:31")
    s5 = mapview("5:32", sheet=True, saved=True)
    s6 = mapview("5:32")
    s7 = menu("5:32")
    s8 = places("5:33", favs_name)
    s9 = places("5:33", [], sort_menu=True)
    s10 = places("5:33", favs_near)
    turns = [(click(s0, desc="Search"), s1), (typ(s1, "Lakeview Public Library", hint="Search"), s2), (click(s2, "Lakeview Public Library", rid="title"), s3),
             (click(s3, "Save"), s4), (click(s4, "Save"), s5), (back(), s6), (click(s6, desc="Menu"), s7), (click(s7, "My places"), s8),
             (click(s8, desc="Sort"), s9), (click(s9, "Nearest"), s10)]
    add(rs, "h19-android-10", "In OsmAnd, find Lakeview Public Library, save it to Favorites, then list your favourites nearest first.",
        s0, turns)


# 11 Gmail (mainstream), bad: the invoice total inside the forwarded copy differs from the original.
def t11(rs: RowSet) -> None:
    A = app("com.google.android.gm")

    def body(total: str) -> str:
        return ("Hi Alex,\n\nPlease find attached invoice INV-20931 for September services: 42.5 hours at $110.00/h.\n\n"
                f"Total due: {total}, payable by October 31, 2025 to the account on file.\n\nThanks,\nPriya\n\nPriya Raman · Raman Consulting LLC")

    fwd_head = ("---------- Forwarded message ---------\nFrom: Priya Raman <priya@ramanconsulting.com>\nDate: Tue, Oct 14, 2025 at 9:05 AM\n"
                "Subject: Invoice INV-20931 for September services\nTo: Alex Moreno <alex.moreno@gmail.com>\n\n")

    def top(c: str) -> list[dict[str, Any]]:
        return bar(c) + [A(desc="Open navigation drawer", cls="ImageButton", box=(21, 160, 147, 286), click=True),
                         A(text="Search in mail", box=(168, 175, 800, 266), click=True, rid="open_search"),
                         A(desc="Account and settings.", cls="ImageButton", box=(900, 165, 1017, 282), click=True, rid="selected_account_disc_gmail")]

    def mlist(c: str, label: str, items: list[tuple[str, str, str, str, bool, bool]], snack: bool = False) -> list[dict[str, Any]]:
        s = top(c) + [A(text=label, box=(42, 320, 600, 390), rid="thread_list_header")]
        for (who, subj, snip, when, unread, star), (y0, y1) in zip(items, rows(410, 230, len(items))):
            d = ("Unread, " if unread else "") + f"{who}, {subj}, {when}, {snip}"
            s += [A(text=None, desc=d, cls="android.view.View", box=(0, y0, 900, y1), click=True, rid="viewified_conversation_item_view"),
                  A(desc="Starred" if star else "Not starred", cls="ImageView", box=(920, y0 + 120, 1017, y0 + 210), click=True, checkable=True, checked=star, rid="star")]
        if snack:
            s += [A(text="Sent", box=(84, 1990, 600, 2080), rid="description_text"), A(text="Undo", cls="Button", box=(830, 1985, 1000, 2085), click=True, rid="action_text")]
        return s + [A(text="Compose", cls="Button", box=(640, 1960, 1017, 2100), click=True, rid="compose_button")]

    def mail(c: str, subj: str, who: str, to: str, when: str, text: str, star: bool, inbox: bool, snack: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(desc="Archive", cls="Button", box=(600, 160, 720, 280), click=True, rid="archive"),
                      A(desc="Delete", cls="Button", box=(720, 160, 840, 280), click=True, rid="delete"),
                      A(text=subj, box=(42, 320, 900, 450), rid="subject_and_folder_view")]
        if inbox:
            s.append(A(text="Inbox", box=(42, 450, 200, 500), click=True, rid="folder_chip"))
        s += [A(desc="Remove star" if star else "Add star", cls="ImageView", box=(920, 330, 1017, 427), click=True, checkable=True, checked=star, rid="conversation_header_star"),
              A(text=who, box=(189, 540, 700, 600), rid="sender_name"), A(text=when, box=(700, 540, 900, 600), rid="upper_date"),
              A(text=to, box=(189, 600, 700, 650), click=True, rid="recipient_summary"),
              A(text=text, cls="android.webkit.WebView", box=(42, 700, 1038, 1500), scroll=True, rid="conversation_webview"),
              A(text="INV-20931.pdf", box=(84, 1540, 700, 1600), click=True, rid="attachment_tile_title"),
              A(text="212 KB", box=(84, 1600, 700, 1650), rid="attachment_tile_subtitle"),
              A(text="Reply", cls="Button", box=(42, 1740, 360, 1850), click=True, rid="reply_button"),
              A(text="Reply all", cls="Button", box=(380, 1740, 700, 1850), click=True, rid="reply_all_button"),
              A(text="Forward", cls="Button", box=(720, 1740, 1038, 1850), click=True, rid="forward_button")]
        if snack:
            s += [A(text="Sent", box=(84, 1990, 600, 2080), rid="description_text"), A(text="View message", cls="Button", box=(700, 1985, 1000, 2085), click=True, rid="action_text")]
        return s

    def compose(c: str, to: str) -> list[dict[str, Any]]:
        return bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                         A(text="Compose", box=(168, 175, 600, 266), rid="toolbar_title"),
                         A(desc="Attach file", cls="Button", box=(720, 160, 840, 280), click=True, rid="add_attachment"),
                         A(desc="Send", cls="Button", box=(840, 160, 960, 280), click=True, rid="send"),
                         A(text="alex.moreno@gmail.com", box=(189, 320, 1017, 410), click=True, rid="from_account_name"),
                         A(text=to or None, cls="EditText", hint="To", box=(189, 430, 1017, 540), click=True, edit=True, focused=not to, rid="to"),
                         A(text="Fwd: Invoice INV-20931 for September services", cls="EditText", box=(42, 560, 1038, 670), click=True, edit=True, rid="subject"),
                         A(text=None, cls="EditText", hint="Compose email", box=(42, 690, 1038, 800), click=True, edit=True, focused=bool(to), rid="body"),
                         A(text=fwd_head + body("$4,675.00"), box=(42, 820, 1038, 1700), rid="quoted_text"),
                         A(text="INV-20931.pdf", box=(84, 1740, 700, 1800), rid="attachment_name"),
                         A(text="212 KB", box=(84, 1800, 700, 1850), rid="attachment_size")]

    def drawer(c: str, unread: int) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Gmail", box=(63, 180, 600, 270), rid="drawer_title")]
        items = [("Primary", str(unread)), ("Promotions", "4 new"), ("Updates", "7 new"), ("Starred", None), ("Snoozed", None),
                 ("Important", None), ("Sent", None), ("Scheduled", None), ("Drafts", "1"), ("All mail", None), ("Spam", None)]
        for (t, n), (y0, y1) in zip(items, rows(300, 135, len(items))):
            s.append(A(text=t, box=(147, y0 + 30, 800, y1 - 30), click=True, selected=t == "Primary", rid="name"))
            if n:
                s.append(A(text=n, box=(820, y0 + 30, 1017, y1 - 30), rid="unread"))
        return s

    subj = "Invoice INV-20931 for September services"
    snip1 = "Hi Alex, Please find attached invoice INV-20931 for September services: 42.5 hours at…"
    others = [("GitHub", "[harbor/api] Run failed: CI - main (a1c9e42)", "CI: Some jobs were not successful. test (3.11) failed in 4m 12s", "8:51 AM", True, False),
              ("Delta Air Lines", "Your trip confirmation: ATL ✈ SEA", "Confirmation #H7QK2M. Thu, Oct 23 · DL 1142 · Departs 7:05 AM", "7:30 AM", True, False),
              ("Nora Bell", "Re: Offsite agenda", "Works for me. Can we move the retro to the afternoon block?", "Oct 13", False, False),
              ("Google", "Security alert", "A new sign-in on Mac. alex.moreno@gmail.com. We noticed a new sign-in…", "Oct 13", False, False)]
    inbox0 = [("Priya Raman", subj, snip1, "9:05 AM", True, False)] + others
    inbox1 = [("Priya Raman", subj, snip1, "9:05 AM", False, True)] + others
    fsub = "Fwd: " + subj
    sent_snip = "---------- Forwarded message --------- From: Priya Raman <priya@ramanconsulting.com> Date: Tue, Oct 14, 2025…"
    sent = [("To: accounts", fsub, sent_snip, "9:09 AM", False, False),
            ("To: Nora", "Re: Offsite agenda", "Sounds good, I'll book the room for both days.", "Oct 13", False, False),
            ("To: Mom", "Photos from Sunday", "Here are the ones from the park, the rest are on the shared album.", "Oct 12", False, False)]
    s0 = mlist("9:07", "Primary", inbox0)
    s1 = mail("9:07", subj, "Priya Raman", "to me", "9:05 AM", body("$4,675.00"), False, True)
    s2 = mail("9:07", subj, "Priya Raman", "to me", "9:05 AM", body("$4,675.00"), True, True)
    s3 = compose("9:08", "")
    s4 = compose("9:08", "accounts@harbor-logistics.com")
    s5 = mail("9:09", subj, "Priya Raman", "to me", "9:05 AM", body("$4,675.00"), True, True, snack=True)
    s6 = mlist("9:09", "Primary", inbox1)
    s7 = drawer("9:09", 2)
    s8 = mlist("9:10", "Sent", sent)
    s9 = mail("9:10", fsub, "Alex Moreno", "to accounts", "9:09 AM", fwd_head + body("$4,765.00"), False, False)  # drift: total
    s10 = mlist("9:10", "Sent", sent)
    turns = [(click(s0, desc=f"Unread, Priya Raman, {subj}, 9:05 AM, {snip1}"), s1), (click(s1, desc="Add star"), s2), (click(s2, "Forward"), s3),
             (typ(s3, "accounts@harbor-logistics.com", hint="To"), s4), (click(s4, desc="Send"), s5), (back(), s6),
             (click(s6, desc="Open navigation drawer"), s7), (click(s7, "Sent"), s8),
             (click(s8, desc=f"To: accounts, {fsub}, 9:09 AM, {sent_snip}"), s9), (back(), s10)]
    add(rs, "h19-android-11", "In Gmail, star Priya Raman's invoice email and forward it to accounts@harbor-logistics.com, then check it in Sent.",
        s0, turns, bad=True, turn=9,
        kind="forwarded invoice shows 'Total due: $4,765.00' in Sent although the original and the forward draft said $4,675.00 (42.5 h × $110)")


# 12 Pro Expense (less common), bad: the month total after adding one expense is not old total + amount.
def t12(rs: RowSet) -> None:
    A = app("com.arduia.expense")

    def home(c: str, total: str, items: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Home", box=(168, 175, 600, 266), rid="tv_title"),
                      A(text="October 2025 total", box=(63, 340, 1017, 400), rid="tv_total_label"),
                      A(text=total, box=(63, 400, 1017, 520), rid="tv_total")]
        for (name, meta, amt), (y0, y1) in zip(items, rows(600, 180, len(items))):
            s += [A(text=name, desc=meta, box=(63, y0 + 30, 760, y1 - 30), click=True, rid="tv_name"),
                  A(text=amt, box=(780, y0 + 30, 1017, y1 - 30), rid="tv_amount")]
        return s + [A(desc="Add expense", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="fb_main_add")]

    def form(c: str, name: str = "", amount: str = "", cat: str = "Food", drop: bool = False, focus: str | None = None) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Add Expense", box=(168, 175, 600, 266), rid="tv_title"),
                      A(text=name or None, cls="EditText", hint="Name", box=(63, 340, 1017, 470), click=True, edit=True, focused=focus == "name", rid="edt_name"),
                      A(text=amount or None, cls="EditText", hint="Amount", box=(63, 500, 1017, 630), click=True, edit=True, focused=focus == "amount", rid="edt_amount"),
                      A(text=cat, cls="AutoCompleteTextView", hint="Category", box=(63, 660, 1017, 790), click=True, rid="spinner_category")]
        if drop:
            cats = ["Food", "Housing", "Transportation", "Bills", "Entertainment", "Health", "Clothes", "Others"]
            return s + [A(text=t, box=(63, y0, 1017, y1), click=True, rid="android:id/text1") for t, (y0, y1) in zip(cats, rows(800, 130, len(cats)))]
        return s + [A(text=None, cls="EditText", hint="Note", box=(63, 820, 1017, 1000), click=True, edit=True, rid="edt_note"),
                    A(text="14/10/2025", box=(63, 1030, 1017, 1130), click=True, rid="tv_date"),
                    A(text="Save", cls="Button", box=(63, 1900, 1017, 2030), click=True, rid="btn_save")]

    def detail(c: str) -> list[dict[str, Any]]:
        return bar(c) + [A(text="Bus pass", box=(84, 700, 996, 790), rid="tv_name"),
                         A(text="$45.00", box=(84, 800, 996, 900), rid="tv_amount"),
                         A(text="Transportation", box=(84, 920, 996, 990), rid="tv_category"),
                         A(text="14/10/2025", box=(84, 1000, 996, 1070), rid="tv_date"),
                         A(text="No note", box=(84, 1080, 996, 1150), rid="tv_note"),
                         A(text="Delete", cls="Button", box=(84, 1220, 500, 1330), click=True, rid="btn_delete"),
                         A(text="Edit", cls="Button", box=(560, 1220, 996, 1330), click=True, rid="btn_edit")]

    items = [("Pharmacy", "Health · 13/10/2025", "$19.95"), ("Coffee beans", "Food · 12/10/2025", "$16.50"),
             ("Movie tickets", "Entertainment · 11/10/2025", "$28.00"), ("Groceries - Trader Joe's", "Food · 11/10/2025", "$72.35"),
             ("Gas", "Transportation · 06/10/2025", "$52.00"), ("Electric bill", "Bills · 03/10/2025", "$118.40")]
    cents = sum(int(a[2].strip("$").replace(".", "")) for a in items)
    assert cents == 30720
    bus = ("Bus pass", "Transportation · 14/10/2025", "$45.00")
    s0 = home("1:15", "$307.20", items)
    s1 = form("1:15")
    s2 = form("1:15", "Bus pass", focus="name")
    s3 = form("1:16", "Bus pass", "45.00", focus="amount")
    s4 = form("1:16", "Bus pass", "45.00", drop=True)
    s5 = form("1:16", "Bus pass", "45.00", cat="Transportation")
    s6 = home("1:17", "$362.20", [bus] + items)  # drift: should be $352.20
    s7 = detail("1:17")
    turns = [(click(s0, desc="Add expense"), s1), (typ(s1, "Bus pass", hint="Name"), s2), (typ(s2, "45.00", hint="Amount"), s3),
             (click(s3, "Food"), s4), (click(s4, "Transportation"), s5), (click(s5, "Save"), s6), (click(s6, "Bus pass"), s7)]
    add(rs, "h19-android-12", "In Pro Expense, add a 45.00 expense named 'Bus pass' in the Transportation category.",
        s0, turns, bad=True, turn=6, kind="October total shows $362.20 after adding a $45.00 expense to a $307.20 total (should be $352.20; listed items sum to $352.20)")


# 13 Google Maps (mainstream), clean: live travel times, straight-line vs route distance, different place names.
def t13(rs: RowSet) -> None:
    A = app("com.google.android.apps.maps")

    def home(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Search here", box=(126, 160, 860, 280), click=True, rid="search_omnibox_text_box"),
                      A(desc="Voice search", cls="ImageButton", box=(860, 160, 960, 280), click=True),
                      A(desc="Account and settings", cls="ImageButton", box=(960, 165, 1060, 275), click=True)]
        for i, t in enumerate(["Restaurants", "Coffee", "Gas", "Groceries"]):
            s.append(A(text=t, cls="Button", box=(21 + 260 * i, 300, 261 + 260 * i, 400), click=True, rid="chip"))
        s += [A(desc="Re-center map to your location", cls="ImageButton", box=(900, 1650, 1040, 1790), click=True, rid="mylocation_button"),
              A(desc="Directions", cls="ImageButton", box=(900, 1820, 1040, 1960), click=True, rid="directions_button")]
        for i, t in enumerate(["Explore", "You", "Contribute"]):
            s.append(A(text=t, box=(360 * i, 2100, 360 * (i + 1), 2274), click=True, selected=t == "Explore"))
        return s

    def search(c: str, q: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 160, 126, 280), click=True),
                      A(text=q or None, cls="EditText", hint="Search here", box=(126, 160, 960, 280), click=True, edit=True, focused=True, rid="search_omnibox_edit_text")]
        res = ([("Ferry Building Marketplace", "1 Ferry Building, San Francisco, CA"), ("Tartine Bakery", "600 Guerrero St, San Francisco, CA"),
                ("SFO Terminal 2", "San Francisco International Airport")] if not q else
               [("Ferry Building", "1 Ferry Building, San Francisco, CA · 1.8 mi"), ("Ferry Building Farmers Market", "Ferry Plaza, San Francisco, CA · 1.8 mi"),
                ("Ferry Building Ferry Terminal", "Embarcadero, San Francisco, CA · 1.9 mi")])
        for (t, sub), (y0, y1) in zip(res, rows(320, 190, 3)):
            s += [A(text=t, box=(147, y0 + 30, 1017, y0 + 100), click=True, rid="title"), A(text=sub, box=(147, y0 + 100, 1017, y1 - 30), rid="subtitle")]
        return s

    def place(c: str, drive: str, hours: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Ferry Building", box=(126, 160, 860, 280), click=True, rid="search_omnibox_text_box"),
                      A(text="Ferry Building Marketplace", box=(42, 1160, 1038, 1250), rid="title"),
                      A(text="4.7", box=(42, 1250, 120, 1310)), A(text="(28,413)", desc="28,413 reviews", box=(240, 1250, 450, 1310)),
                      A(text="Shopping mall · 1.8 mi", box=(42, 1310, 700, 1370)),
                      A(text="Open ⋅ Closes 7 PM", box=(42, 1380, 700, 1440), click=True, rid="hours")]
        if hours:
            days = [("Tuesday", "7 AM–7 PM"), ("Wednesday", "7 AM–7 PM"), ("Thursday", "7 AM–7 PM"), ("Friday", "7 AM–7 PM"),
                    ("Saturday", "8 AM–6 PM"), ("Sunday", "10 AM–5 PM"), ("Monday", "7 AM–7 PM")]
            s += [A(text=f"{d}, {h}", box=(84, y0, 1038, y1)) for (d, h), (y0, y1) in zip(days, rows(1460, 80, 7))]
            return s
        return s + [A(text=drive, desc=f"Directions, {drive}", cls="Button", box=(42, 1480, 330, 1590), click=True, rid="directions_button"),
                    A(text="Start", cls="Button", box=(350, 1480, 560, 1590), click=True),
                    A(text="Call", cls="Button", box=(580, 1480, 760, 1590), click=True),
                    A(text="Save", cls="Button", box=(780, 1480, 1000, 1590), click=True)]

    def route(c: str, mode: str, modes: dict[str, str], line: str, via: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 160, 126, 280), click=True),
                      A(text="Your location", box=(147, 160, 960, 250), click=True, rid="directions_startpoint_textbox"),
                      A(text="Ferry Building Marketplace", box=(147, 260, 960, 350), click=True, rid="directions_endpoint_textbox")]
        for i, (m, t) in enumerate(modes.items()):
            s.append(A(text=t, desc=f"{m}, {t}", box=(21 + 210 * i, 380, 221 + 210 * i, 470), click=True, selected=m == mode, rid="mode_tab"))
        return s + [A(text=line, box=(42, 1700, 800, 1780), rid="duration_distance"), A(text=via, box=(42, 1780, 1038, 1850), rid="description"),
                    A(text="Start", cls="Button", box=(42, 1920, 400, 2040), click=True), A(text="Steps", cls="Button", box=(420, 1920, 780, 2040), click=True)]

    s0 = home("10:04")
    s1 = search("10:04", "")
    s2 = search("10:05", "Ferry Building")
    s3 = place("10:05", "8 min")
    s4 = route("10:05", "Driving", {"Driving": "8 min", "Transit": "14 min", "Walking": "36 min", "Cycling": "11 min", "Ride": "7 min"},
               "8 min (1.9 mi)", "Fastest route now due to traffic conditions · via The Embarcadero")
    s5 = route("10:06", "Walking", {"Driving": "9 min", "Transit": "15 min", "Walking": "36 min", "Cycling": "11 min", "Ride": "8 min"},
               "36 min (1.7 mi)", "Mostly flat · via Market St")
    s6 = place("10:06", "9 min")
    s7 = place("10:07", "9 min", hours=True)
    turns = [(click(s0, "Search here"), s1), (typ(s1, "Ferry Building", hint="Search here"), s2), (click(s2, "Ferry Building", rid="title"), s3),
             (click(s3, desc="Directions, 8 min"), s4), (click(s4, desc="Walking, 36 min"), s5), (back(), s6), (click(s6, "Open ⋅ Closes 7 PM"), s7)]
    add(rs, "h19-android-13", "In Google Maps, look up the Ferry Building, check the walking time from here and its opening hours.",
        s0, turns)


# 14 Tasks (less common), clean: new task, completing one, completing a recurring one (it moves to its next date).
def t14(rs: RowSet) -> None:
    A = app("org.tasks")

    def lst(c: str, tasks: list[tuple[str, str, str]], snack: str | None = None) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Open navigation drawer", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="My Tasks", box=(168, 175, 700, 266), rid="toolbar_title"),
]
        for (t, due, prio), (y0, y1) in zip(tasks, rows(320, 170, len(tasks))):
            s += [A(text=None, desc=f"{prio} priority" if prio else None, cls="CheckBox", box=(21, y0 + 40, 126, y1 - 40), click=True, checkable=True, rid="completeBox"),
                  A(text=t, box=(147, y0 + 25, 1017, y0 + 95), click=True, rid="title"),
                  A(text=due, box=(147, y0 + 95, 700, y1 - 25), rid="due_date")]
        if snack:
            s += [A(text=snack, box=(84, 1990, 760, 2080), rid="snackbar_text"), A(text="Undo", cls="Button", box=(830, 1985, 1000, 2085), click=True, rid="snackbar_action")]
        return s + [A(desc="Create new task", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="fab")]

    def edit(c: str, title: str, due: str, prio: str, sheet: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Discard", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(desc="Save", cls="Button", box=(960, 160, 1080, 280), click=True, rid="menu_save"),
                      A(text=title or None, cls="EditText", hint="Task name", box=(147, 320, 1017, 450), click=True, edit=True, focused=bool(title) and not sheet, rid="title")]
        if sheet:
            opts = ["Today", "Tomorrow", "Next week", "Pick date", "No date"]
            return s + [A(text="Due date", box=(63, 900, 1017, 980), rid="sheet_title")] + [
                A(text=t, cls="Button", box=(63, y0, 1017, y1), click=True, rid="shortcut") for t, (y0, y1) in zip(opts, rows(1000, 140, 5))]
        s += [A(text=due, box=(147, 500, 1017, 580), click=True, rid="due_date")]
        for i, p in enumerate(["High", "Medium", "Low", "None"]):
            s.append(A(desc=f"{p} priority" if p != "None" else "No priority", cls="RadioButton", box=(147 + 200 * i, 640, 307 + 200 * i, 760), click=True,
                       checkable=True, checked=p == prio, rid=f"priority_{p.lower()}"))
        return s + [A(text=None, cls="EditText", hint="Description", box=(147, 800, 1017, 930), click=True, edit=True, rid="notes"),
                    A(text="Add subtask", box=(147, 980, 1017, 1060), click=True, rid="add_subtask"),
                    A(text="Add tags", box=(147, 1100, 1017, 1180), click=True, rid="tags"),
                    A(text="Does not repeat", box=(147, 1220, 1017, 1300), click=True, rid="repeat")]

    def drawer(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Tasks", box=(63, 180, 700, 270), rid="drawer_title")]
        items = [("My order", None), ("Today", None), ("Recently modified", None), ("My Tasks", "4"), ("Shopping", "3"), ("Work", "8")]
        for (t, n), (y0, y1) in zip(items, rows(300, 135, len(items))):
            s.append(A(text=t, box=(147, y0 + 30, 800, y1 - 30), click=True, selected=t == "My Tasks", rid="text"))
            if n:
                s.append(A(text=n, box=(900, y0 + 30, 1017, y1 - 30), rid="count"))
        return s

    cp = ("Call plumber", "Today", "")
    dry = ("Pick up dry cleaning", "Tomorrow", "")
    water = ("Water plants", "Thu · Every 3 days", "")
    exp = ("Submit expense report", "Fri", "Medium")
    renew = ("Renew car registration", "Oct 21", "High")
    s0 = lst("8:40", [cp, dry, water, exp])
    s1 = edit("8:40", "", "No date", "None")
    s2 = edit("8:41", "Renew car registration", "No date", "None")
    s3 = edit("8:41", "Renew car registration", "No date", "None", sheet=True)
    s4 = edit("8:41", "Renew car registration", "Tue, Oct 21", "None")
    s5 = edit("8:42", "Renew car registration", "Tue, Oct 21", "High")
    s6 = lst("8:42", [cp, dry, water, exp, renew])
    s7 = lst("8:42", [dry, water, exp, renew], snack="Call plumber completed")
    s8 = lst("8:43", [dry, exp, ("Water plants", "Sun · Every 3 days", ""), renew], snack="Water plants rescheduled for Sun, Oct 19")
    s9 = drawer("8:43")
    turns = [(click(s0, desc="Create new task"), s1), (typ(s1, "Renew car registration", hint="Task name"), s2), (click(s2, "No date"), s3),
             (click(s3, "Next week"), s4), (click(s4, desc="High priority"), s5), (click(s5, desc="Save"), s6),
             (click(s6, rid="completeBox"), s7), (click(s7, rid="completeBox", nth=1), s8), (click(s8, desc="Open navigation drawer"), s9)]
    add(rs, "h19-android-14", "In Tasks, add 'Renew car registration' due next week with high priority, then complete 'Call plumber' and 'Water plants'.",
        s0, turns)


# 15 Joplin (less common), bad: a checklist line changes in the rendered note although only a new line was appended.
def t15(rs: RowSet) -> None:
    A = app("net.cozic.joplin")
    V = "android.view.ViewGroup"
    md = ("Venue: Harbor Loft, 3rd floor (capacity 40)\nDate: Thu Oct 23, 09:00–17:00\nBudget: $6,500\n\n- [x] Book venue\n"
          "- [ ] Send calendar invite\n- [ ] Order swag (38 attendees)\n\nContact: Lukas Brenner, +49 30 5550 1827")
    added = "\n- [ ] Confirm AV setup"

    def lst(c: str, notes: list[str], fab_open: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Sidebar", cls=V, box=(0, 147, 147, 294), click=True), A(text="Work", box=(168, 175, 700, 266)),
                      A(desc="Search", cls=V, box=(840, 160, 960, 280), click=True), A(desc="Select notebook options", cls=V, box=(960, 160, 1080, 280), click=True)]
        s += [A(text=n, box=(42, y0, 1038, y1), click=True) for n, (y0, y1) in zip(notes, rows(320, 140, len(notes)))]
        if fab_open:
            return s + [A(text="New to-do", desc="New to-do", cls=V, box=(560, 1640, 1017, 1760), click=True),
                        A(text="New note", desc="New note", cls=V, box=(560, 1790, 1017, 1910), click=True),
                        A(desc="Close", cls=V, box=(858, 1952, 1017, 2111), click=True)]
        return s + [A(desc="Add new", cls=V, box=(858, 1952, 1017, 2111), click=True)]

    def view(c: str, text: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Back", cls=V, box=(0, 147, 147, 294), click=True), A(desc="Attach", cls=V, box=(600, 160, 720, 280), click=True),
                      A(desc="Edit", cls=V, box=(720, 160, 840, 280), click=True), A(desc="Actions", cls=V, box=(960, 160, 1080, 280), click=True),
                      A(text="Offsite logistics", box=(42, 320, 1038, 420))]
        y = 460
        for line in text.split("\n"):
            if not line:
                y += 40
                continue
            if line.startswith("- ["):
                s.append(A(text=line[6:], cls="android.widget.CheckBox", box=(63, y, 1038, y + 80), click=True, checkable=True, checked=line[3] == "x"))
            else:
                s.append(A(text=line, cls="android.view.View", box=(42, y, 1038, y + 80)))
            y += 95
        return s

    def editor(c: str, title: str, body: str, focus: str) -> list[dict[str, Any]]:
        return bar(c) + [A(desc="Back", cls=V, box=(0, 147, 147, 294), click=True), A(desc="Undo", cls=V, box=(600, 160, 720, 280), click=True),
                         A(desc="Save", cls=V, box=(720, 160, 840, 280), click=True), A(desc="Actions", cls=V, box=(960, 160, 1080, 280), click=True),
                         A(text=title or None, cls="EditText", hint="Title", box=(42, 320, 1038, 420), click=True, edit=True, focused=focus == "title"),
                         A(text=body or None, cls="EditText", hint="Type your note here", box=(42, 440, 1038, 1900), click=True, edit=True, focused=focus == "body", scroll=True)]

    notes0 = ["Q4 OKRs draft", "Offsite logistics", "1:1 with Marta", "Vendor contacts", "Interview loop – backend"]
    notes1 = ["Offsite logistics", "Q4 OKRs draft", "1:1 with Marta", "Vendor contacts", "Interview loop – backend"]
    s0 = lst("10:16", notes0)
    s1 = view("10:16", md)
    s2 = editor("10:17", "Offsite logistics", md, "body")
    s3 = editor("10:17", "Offsite logistics", md + added, "body")
    s4 = view("10:18", md.replace("(38 attendees)", "(36 attendees)") + added)  # drift: 38 -> 36
    s5 = lst("10:18", notes1)
    s6 = lst("10:18", notes1, fab_open=True)
    s7 = editor("10:19", "", "", "title")
    s8 = editor("10:19", "Catering quotes", "", "title")
    turns = [(click(s0, "Offsite logistics"), s1), (click(s1, desc="Edit"), s2), (typ(s2, added, hint="Type your note here"), s3),
             (click(s3, desc="Save"), s4), (click(s4, desc="Back"), s5), (click(s5, desc="Add new"), s6), (click(s6, desc="New note"), s7),
             (typ(s7, "Catering quotes", hint="Title"), s8)]
    add(rs, "h19-android-15", "In Joplin, add '- [ ] Confirm AV setup' to the checklist of the note 'Offsite logistics', then start a new note 'Catering quotes'.",
        s0, turns, bad=True, turn=4,
        kind="checklist line 'Order swag (38 attendees)' renders as '(36 attendees)' after saving an edit that only appended a new line")


# 16 Contacts (mainstream), clean: edit a number (typed digits come back formatted), then the same number in Messages' format.
def t16(rs: RowSet) -> None:
    P = "com.google.android.contacts"
    A = app(P)
    M = app("com.google.android.apps.messaging")

    def lst(c: str) -> list[dict[str, Any]]:
        names = ["Abdul Karim", "Beatrice Lang", "Carmen Soto", "Devon Price", "Elif Yilmaz", "Grace Hopper-Lee", "Jun Tanaka",
                 "Kofi Mensah", "Olivia Grant", "Tomás Rivera", "Tommy Nguyen"]
        s = bar(c) + [A(text="Search contacts", box=(63, 163, 880, 284), click=True, rid="open_search_bar_text_view"),
                      A(desc="Signed in as sam.keller@gmail.com", cls="ImageView", box=(906, 168, 1017, 279), click=True, rid="og_apd_internal_image_view")]
        s += [A(text=n, box=(189, y0, 1017, y1), click=True, rid="cliv_name_textview") for n, (y0, y1) in zip(names, rows(330, 147, len(names)))]
        return s + [A(desc="Create contact", cls="ImageButton", box=(858, 1952, 1017, 2111), click=True, rid="floating_action_button")]

    def search(c: str, q: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text=q or None, cls="EditText", hint="Search contacts", box=(147, 163, 1017, 284), click=True, edit=True, focused=True, rid="search_view")]
        if q:
            s += [A(text="Tomás Rivera", box=(189, 330, 1017, 410), click=True, rid="cliv_name_textview"),
                  A(text="(312) 555-0142", box=(189, 410, 1017, 460), rid="cliv_data_view"),
                  A(text="Tommy Nguyen", box=(189, 500, 1017, 580), click=True, rid="cliv_name_textview"),
                  A(text="tommy.nguyen@fastmail.com", box=(189, 580, 1017, 630), rid="cliv_data_view")]
        return s

    def detail(c: str, phone: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
            A(desc="Add to favorites", cls="Button", box=(786, 147, 933, 294), click=True, rid="menu_star"),
            A(desc="More options", cls="ImageView", box=(933, 147, 1080, 294), click=True),
            A(text="Tomás Rivera", box=(63, 700, 1017, 812), rid="large_title"),
            A(text="Call", cls="Button", box=(63, 880, 283, 1060), click=True, rid="verb_call"),
            A(text="Text", cls="Button", box=(313, 880, 533, 1060), click=True, rid="verb_sms"),
            A(text="Video", cls="Button", box=(563, 880, 783, 1060), click=True, rid="verb_video"),
            A(text="Email", cls="Button", box=(813, 880, 1017, 1060), click=True, rid="verb_email"),
            A(text="Contact info", box=(63, 1110, 1017, 1180), rid="header"),
            A(text=phone, box=(189, 1200, 880, 1262), click=True, rid="header"), A(text="Mobile", box=(189, 1262, 880, 1310), rid="sub_header"),
            A(text="tomas.rivera@outlook.com", box=(189, 1360, 1017, 1422), click=True, rid="header"), A(text="Personal", box=(189, 1422, 880, 1470), rid="sub_header"),
            A(text="March 4", box=(189, 1520, 880, 1582), rid="header"), A(text="Birthday", box=(189, 1582, 880, 1630), rid="sub_header"),
            A(text="Edit contact", cls="Button", box=(700, 1990, 1017, 2111), click=True, rid="edit_contact_button")]

    def form(c: str, phone: str, focus: bool = False) -> list[dict[str, Any]]:
        def fld(hint: str, val: str, y: int, f: bool = False) -> dict[str, Any]:
            return A(text=val or None, cls="EditText", hint=hint, box=(189, y, 1017, y + 147), click=True, edit=True, focused=f, rid="editText")
        return bar(c) + [A(desc="Cancel", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                         A(text="Edit contact", box=(189, 175, 640, 266), rid="toolbar_title"),
                         A(text="Save", cls="Button", box=(832, 168, 1017, 273), click=True, rid="toolbar_button"),
                         A(text="sam.keller@gmail.com", box=(189, 330, 1017, 400), rid="account_name"),
                         fld("First name", "Tomás", 480), fld("Last name", "Rivera", 648), fld("Company", "", 816),
                         fld("Phone", phone, 984, focus), A(text="Mobile", cls="Spinner", box=(189, 1140, 520, 1240), click=True, rid="spinner"),
                         fld("Email", "tomas.rivera@outlook.com", 1280), A(text="Personal", cls="Spinner", box=(189, 1436, 520, 1536), click=True, rid="spinner"),
                         fld("Significant date", "March 4", 1580), A(text="Birthday", cls="Spinner", box=(189, 1736, 520, 1836), click=True, rid="spinner"),
                         A(text="More fields", cls="Button", box=(63, 1930, 420, 2040), click=True, rid="more_fields")]

    def sms(c: str) -> list[dict[str, Any]]:
        return bar(c) + [M(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                         M(text="Tomás Rivera", box=(189, 160, 800, 230), rid="conversation_title"),
                         M(text="+1 312-555-0177", box=(189, 230, 800, 280), rid="conversation_subtitle"),
                         M(desc="Call", cls="Button", box=(840, 160, 960, 280), click=True, rid="action_call"),
                         M(text="Start a conversation with Tomás", box=(200, 900, 880, 980), rid="zero_state_text"),
                         M(desc="Add attachment", cls="ImageButton", box=(21, 2000, 126, 2105), click=True, rid="plus_button"),
                         M(text=None, cls="EditText", hint="Text message", box=(147, 1990, 880, 2115), click=True, edit=True, focused=True, rid="compose_message_text"),
                         M(desc="Voice message", cls="Button", box=(900, 1990, 1017, 2115), click=True, rid="send_message_button_icon")]

    s0 = lst("3:30")
    s1 = search("3:30", "")
    s2 = search("3:30", "Tom")
    s3 = detail("3:31", "(312) 555-0142")
    s4 = form("3:31", "(312) 555-0142")
    s5 = form("3:32", "(312) 555-0177", focus=True)
    s6 = detail("3:32", "(312) 555-0177")
    s7 = sms("3:32")
    s8 = detail("3:33", "(312) 555-0177")
    turns = [(click(s0, "Search contacts"), s1), (typ(s1, "Tom", hint="Search contacts"), s2), (click(s2, "Tomás Rivera"), s3),
             (click(s3, "Edit contact"), s4), (typ(s4, "3125550177", hint="Phone"), s5), (click(s5, "Save"), s6), (click(s6, "Text"), s7),
             (back(), s8)]
    add(rs, "h19-android-16", "Change Tomás Rivera's mobile number to 312-555-0177 and open a text conversation with him.",
        s0, turns)


# 17 Clock (mainstream), bad: an alarm's time changes between two views with no edit.
def t17(rs: RowSet) -> None:
    A = app(DESK)

    def label_dlg(c: str, val: str) -> list[dict[str, Any]]:
        return bar(c) + [
            A(text="Label", box=(84, 880, 996, 960), rid="alertTitle"),
            A(text=val or None, cls="EditText", hint="Label", box=(84, 1000, 996, 1120), click=True, edit=True, focused=True, rid="label_input_field"),
            A(text="Cancel", cls="Button", box=(560, 1170, 760, 1280), click=True, rid="android:id/button2"),
            A(text="OK", cls="Button", box=(790, 1170, 996, 1280), click=True, rid="android:id/button1")]

    def world(c: str) -> list[dict[str, Any]]:
        return bar(c) + [A(text="9:48 AM", box=(63, 300, 1017, 520), rid="digital_clock"),
                         A(text="Tue, Oct 14", box=(63, 530, 600, 600), rid="date"),
                         A(text="Wed 6:15 AM", desc="Next alarm Wednesday 6:15 AM", box=(620, 530, 1017, 600), rid="nextAlarm"),
                         A(text="Chicago", box=(63, 700, 600, 770), rid="city_name"),
                         A(text="Today, 1 hr behind", box=(63, 770, 600, 830), rid="hours_ahead"),
                         A(text="8:48 AM", box=(620, 700, 1017, 830), rid="digital_clock"),
                         A(desc="Cities", cls="ImageButton", box=(450, 1960, 630, 2100), click=True, rid="fab")] + clock_tabs("Clock")

    school = {"t": "6:15 AM", "label": "School run", "on": False, "days": "Mon, Tue, Wed, Thu, Fri"}
    a840 = {"t": "8:40 AM", "on": True, "days": "Tomorrow"}
    meds = dict(a840, label="Meds")
    s0 = alarm_list("9:44", [school, a840])
    s1 = alarm_list("9:44", [school, a840], expanded="8:40 AM")
    s2 = label_dlg("9:45", "")
    s3 = label_dlg("9:45", "Meds")
    s4 = alarm_list("9:45", [school, meds], expanded="8:40 AM")
    s5 = alarm_list("9:46", [school, meds])
    s6 = alarm_list("9:46", [dict(school, on=True), meds], toast="Alarm set for 20 hours and 29 minutes from now.")
    s7 = alarm_list("9:47", [dict(school, on=True), dict(meds, t="8:10 AM")], expanded="8:10 AM")  # drift: 8:40 -> 8:10
    s8 = world("9:48")
    turns = [(click(s0, "8:40 AM"), s1), (click(s1, "Add label"), s2), (typ(s2, "Meds", hint="Label"), s3), (click(s3, "OK"), s4),
             (click(s4, desc="Collapse alarm"), s5), (click(s5, rid="onoff"), s6), (click(s6, "Meds"), s7), (click(s7, "Clock"), s8)]
    add(rs, "h19-android-17", "In Clock, label the 8:40 AM alarm 'Meds' and switch on the 'School run' alarm, then check the next alarm on the Clock tab.",
        s0, turns, bad=True, turn=7, kind="the alarm labelled 'Meds', shown at 8:40 AM through turn 6, is shown at 8:10 AM when reopened with no time edit")


# 18 Simple Gallery Pro (less common), clean: rotating a photo swaps its resolution and updates its modified time.
def t18(rs: RowSet) -> None:
    A = app("com.simplemobiletools.gallery.pro")

    def folders(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Gallery", box=(63, 175, 600, 266), rid="toolbar_title"),
                      A(desc="Search", cls="Button", box=(720, 160, 840, 280), click=True, rid="search"),
                      A(desc="Sort by", cls="Button", box=(840, 160, 960, 280), click=True, rid="sort"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        for i, (n, k) in enumerate([("Camera", "48"), ("Screenshots", "112"), ("WhatsApp Images", "305"), ("Download", "9")]):
            x, y = 21 + 525 * (i % 2), 320 + 560 * (i // 2)
            s += [A(text=n, box=(x, y + 420, x + 400, y + 480), click=True, rid="dir_name"), A(text=k, box=(x + 400, y + 420, x + 513, y + 480), rid="photo_cnt")]
        return s

    def grid(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Camera", box=(168, 175, 600, 266), rid="toolbar_title"),
                      A(desc="Sort by", cls="Button", box=(840, 160, 960, 280), click=True, rid="sort"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        shots = ["IMG_0418.jpg", "IMG_0417.jpg", "VID_0416.mp4", "IMG_0415.jpg", "IMG_0414.jpg", "IMG_0413.jpg", "IMG_0412.jpg", "IMG_0411.jpg", "IMG_0410.jpg"]
        for i, n in enumerate(shots):
            x, y = 360 * (i % 3), 300 + 360 * (i // 3)
            s.append(A(text=None, desc=n, cls="ImageView", box=(x, y, x + 356, y + 356), click=True, rid="medium_thumbnail"))
        return s

    def viewer(c: str, menu: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="IMG_0412.jpg", box=(168, 175, 700, 266), rid="toolbar_title"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        if menu:
            return s + [A(text=t, box=(560, y0, 1059, y1), click=True, rid="title")
                        for t, (y0, y1) in zip(["Rotate right", "Rotate left", "Rotate by 180º"], rows(168, 126, 3))]
        return s + [A(desc="Toggle favorite", cls="ImageView", box=(0, 2100, 180, 2250), click=True, rid="bottom_favorite"),
                    A(desc="Edit", cls="ImageView", box=(180, 2100, 360, 2250), click=True, rid="bottom_edit"),
                    A(desc="Share", cls="ImageView", box=(360, 2100, 540, 2250), click=True, rid="bottom_share"),
                    A(desc="Delete", cls="ImageView", box=(540, 2100, 720, 2250), click=True, rid="bottom_delete"),
                    A(desc="Rotate", cls="ImageView", box=(720, 2100, 900, 2250), click=True, rid="bottom_rotate"),
                    A(desc="Properties", cls="ImageView", box=(900, 2100, 1080, 2250), click=True, rid="bottom_properties")]

    def props(c: str, res: str, size: str, modified: str) -> list[dict[str, Any]]:
        vals = [("Name", "IMG_0412.jpg"), ("Path", "/storage/emulated/0/DCIM/Camera/IMG_0412.jpg"), ("Size", size), ("Resolution", res),
                ("Last modified", modified), ("Date taken", "Oct 11, 2025 5:32 PM")]
        s = bar(c) + [A(text="Properties", box=(84, 300, 996, 380), rid="alertTitle")]
        for (k, v), (y0, y1) in zip(vals, rows(420, 150, len(vals))):
            s += [A(text=k, box=(84, y0, 996, y0 + 60), rid="property_label"), A(text=v, box=(84, y0 + 60, 996, y1 - 10), rid="property_value")]
        return s + [A(text="OK", cls="Button", box=(790, 1660, 996, 1770), click=True, rid="android:id/button1")]

    s0 = folders("5:03")
    s1 = grid("5:03")
    s2 = viewer("5:04")
    s3 = props("5:04", "4032 x 3024 (12.2 MP)", "3.21 MB", "Oct 11, 2025 5:32 PM")
    s4 = viewer("5:04")
    s5 = viewer("5:05", menu=True)
    s6 = viewer("5:05")
    s7 = props("5:05", "3024 x 4032 (12.2 MP)", "3.19 MB", "Oct 14, 2025 5:05 PM")
    s8 = viewer("5:06")
    s9 = grid("5:06")
    turns = [(click(s0, "Camera"), s1), (click(s1, desc="IMG_0412.jpg"), s2), (click(s2, desc="Properties"), s3), (click(s3, "OK"), s4),
             (click(s4, desc="Rotate"), s5), (click(s5, "Rotate right"), s6), (click(s6, desc="Properties"), s7), (click(s7, "OK"), s8),
             (back(), s9)]
    add(rs, "h19-android-18", "In Simple Gallery Pro, check the properties of IMG_0412.jpg in Camera, rotate it right, and check them again.",
        s0, turns)


# 19 Retro Music (less common), bad: a playlist's song count does not follow two confirmed additions.
def t19(rs: RowSet) -> None:
    A = app("code.name.monkey.retromusic")
    songs = ["Digital Love", "Dreams", "Electric Feel", "Midnight City", "Oblivion"]
    running = ["Till I Collapse", "Stronger", "Lose Yourself", "Can't Hold Us", "Eye of the Tiger", "Titanium", "Uprising", "Power",
               "Run Boy Run", "Seven Nation Army", "Don't Stop Me Now", "Go!"]

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [A(text=t, box=(270 * i, 2130, 270 * (i + 1), 2274), click=True, selected=t == sel, rid="navigation_bar_item_large_label_view")
                for i, t in enumerate(["Songs", "Albums", "Artists", "Playlists"])]

    def songs_tab(c: str, toast: str | None = None) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Search your library", box=(42, 160, 1038, 280), click=True, rid="toolbar")]
        for t, (y0, y1) in zip(songs, rows(320, 170, len(songs))):
            s += [A(text=t, box=(189, y0 + 30, 900, y0 + 100), click=True, rid="title"),
                  A(desc="More options", cls="ImageView", box=(920, y0 + 40, 1038, y1 - 40), click=True, rid="menu")]
        if toast:
            s.append(E(text=toast, cls="android.widget.Toast", box=(150, 1800, 930, 1900), pkg="code.name.monkey.retromusic"))
        return s + tabs("Songs")

    def popup(c: str) -> list[dict[str, Any]]:
        opts = ["Play next", "Add to playing queue", "Add to playlist", "Go to album", "Go to artist", "Share", "Tag editor", "Details",
                "Set as ringtone", "Delete from device"]
        return bar(c) + [A(text=t, box=(520, y0, 1059, y1), click=True, rid="title") for t, (y0, y1) in zip(opts, rows(400, 126, len(opts)))]

    def pick(c: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Add to playlist", box=(84, 620, 996, 700), rid="alertTitle")]
        s += [A(text=t, box=(84, y0, 996, y1), click=True, rid="android:id/text1")
              for t, (y0, y1) in zip(["New playlist", "Chill Sundays", "Focus", "Running"], rows(740, 130, 4))]
        return s + [A(text="Cancel", cls="Button", box=(790, 1300, 996, 1410), click=True, rid="android:id/button2")]

    def playlists(c: str, n_running: int) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Search your library", box=(42, 160, 1038, 280), click=True, rid="toolbar"),
                      A(text="New playlist", cls="Button", box=(42, 320, 500, 420), click=True, rid="new_playlist")]
        for (t, n), (y0, y1) in zip([("Chill Sundays", 18), ("Focus", 25), ("Running", n_running)], rows(460, 180, 3)):
            s += [A(text=t, box=(189, y0 + 30, 900, y0 + 100), click=True, rid="title"),
                  A(text=f"{n} Songs", box=(189, y0 + 100, 900, y1 - 30), rid="text")]
        return s + tabs("Playlists")

    def detail(c: str, part: list[str]) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Running", box=(168, 175, 700, 266), rid="toolbar_title"),
                      A(desc="Shuffle", cls="Button", box=(720, 160, 840, 280), click=True, rid="action_shuffle"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        return s + [A(text=t, box=(189, y0 + 30, 1017, y1 - 30), click=True, rid="title") for t, (y0, y1) in zip(part, rows(320, 170, len(part)))]

    full = running + ["Midnight City", "Oblivion"]
    ins = "Inserted 1 song into playlist Running"
    s0 = playlists("7:02", 12)
    s1 = songs_tab("7:02")
    s2 = popup("7:02")
    s3 = pick("7:03")
    s4 = songs_tab("7:03", toast=ins)
    s5 = popup("7:03")
    s6 = pick("7:03")
    s7 = songs_tab("7:04", toast=ins)
    s8 = playlists("7:04", 13)  # drift: 12 + 2 = 14
    s9 = detail("7:04", full[:10])
    s10 = detail("7:05", full[6:])
    turns = [(click(s0, "Songs"), s1), (click(s1, desc="More options", nth=3), s2), (click(s2, "Add to playlist"), s3), (click(s3, "Running"), s4),
             (click(s4, desc="More options", nth=4), s5), (click(s5, "Add to playlist"), s6), (click(s6, "Running"), s7), (click(s7, "Playlists"), s8),
             (click(s8, "Running"), s9), (scroll("down"), s10)]
    add(rs, "h19-android-19", "In Retro Music, add 'Midnight City' and 'Oblivion' to the playlist 'Running'.",
        s0, turns, bad=True, turn=8, kind="playlist 'Running' had 12 songs, two single-song insertions were confirmed, but it is listed with 13 songs")


# 20 Settings (mainstream), clean: dark theme on, larger font (rows get taller), battery ticks down, storage finishes calculating.
def t20(rs: RowSet) -> None:
    A = app(SETTINGS)

    def main(c: str, batt: str, h: int) -> list[dict[str, Any]]:
        items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", batt), ("Storage", "39% used - 78.3 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                 ("Display", "Dark theme, font size, brightness")]
        return bar(c) + settings_head(None) + pref_rows(items, y0=530, h=h)

    def display(c: str, dark: bool, h: int) -> list[dict[str, Any]]:
        items = [("Brightness level", "41%"), ("Adaptive brightness", None), ("Lock screen", "Show all notification content"),
                 ("Screen timeout", "After 1 minute of inactivity"),
                 ("Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically"),
                 ("Display size and text", None), ("Auto-rotate screen", "Off")]
        return bar(c) + settings_head("Display") + pref_rows(items, y0=500, h=h, switches={"Adaptive brightness": True, "Dark theme": dark})

    def sizes(c: str, font: str) -> list[dict[str, Any]]:
        return bar(c) + settings_head("Display size and text") + [
            A(text="Preview", box=(63, 500, 1017, 560), rid="preview_label"),
            A(text="Make the text on your screen smaller or larger.", box=(63, 580, 1017, 760), rid="preview_text"),
            A(text="Font size", box=(63, 820, 1017, 890), rid="title"),
            A(text=font, box=(63, 890, 1017, 950), rid="summary"),
            A(desc="Make font smaller", cls="ImageView", box=(42, 980, 168, 1106), click=True, rid="smaller"),
            A(text=None, desc="Font size", cls="SeekBar", box=(168, 980, 912, 1106), click=True, rid="seekbar"),
            A(desc="Make font bigger", cls="ImageView", box=(912, 980, 1038, 1106), click=True, rid="larger"),
            A(text="Display size", box=(63, 1160, 1017, 1230), rid="title"),
            A(text="Default", box=(63, 1230, 1017, 1290), rid="summary"),
            A(text="Bold text", box=(63, 1360, 880, 1430), click=True, rid="android:id/title"),
            A(cls="Switch", box=(880, 1350, 1017, 1440), click=True, checkable=True, rid="android:id/switch_widget"),
            A(text="High contrast text", box=(63, 1500, 880, 1570), click=True, rid="android:id/title"),
            A(cls="Switch", box=(880, 1490, 1017, 1580), click=True, checkable=True, rid="android:id/switch_widget"),
            A(text="Reset settings", cls="Button", box=(63, 1680, 500, 1790), click=True, rid="reset")]

    def storage(c: str, cats: list[tuple[str, str]], scrolled: bool = False) -> list[dict[str, Any]]:
        if scrolled:
            return bar(c) + settings_head("Storage")[:1] + [A(text="Storage", box=(168, 175, 700, 266), rid="action_bar_title")] + pref_rows(cats, y0=320, h=170)
        s = bar(c) + settings_head("Storage") + [A(text="49.7 GB", box=(63, 500, 600, 620), rid="storage_summary_used"),
                                                  A(text="used of 128 GB", box=(63, 620, 700, 680), rid="storage_summary_total"),
                                                  A(text="Free up space", cls="Button", box=(63, 720, 500, 830), click=True, rid="free_up_space")]
        return s + pref_rows(cats, y0=880, h=170)

    top = [("Apps", "17.8 GB"), ("Images", "8.4 GB"), ("Videos", "5.9 GB"), ("Audio", "Calculating…"), ("Documents & other", "2.1 GB"), ("Games", "892 MB")]
    low = [("Audio", "1.2 GB"), ("Documents & other", "2.1 GB"), ("Games", "892 MB"), ("Trash", "98 MB"), ("System", "13.3 GB")]
    s0 = main("2:40", "64%", 180)
    s1 = display("2:40", False, 180)
    s2 = display("2:40", True, 180)
    s3 = sizes("2:41", "Default")
    s4 = sizes("2:41", "Large")
    s5 = display("2:41", True, 210)
    s6 = main("2:42", "63%", 205)
    s7 = storage("2:42", top)
    s8 = storage("2:42", low, scrolled=True)
    s9 = main("2:43", "63%", 205)
    turns = [(click(s0, "Display"), s1), (click(s1, rid="switch_widget", nth=1), s2), (click(s2, "Display size and text"), s3),
             (click(s3, desc="Make font bigger"), s4), (back(), s5), (back(), s6), (click(s6, "Storage"), s7), (scroll("down"), s8), (back(), s9)]
    add(rs, "h19-android-20", "Turn on Dark theme, make the font size one step larger, then look at how storage is used.", s0, turns)


# 21 Audio Recorder (less common), bad: the info dialog gives a recording a different length than the list and player.
def t21(rs: RowSet) -> None:
    A = app("com.dimowner.audiorecorder")

    def records(c: str, first: str, player: bool = False, menu: bool = False) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Records", box=(63, 175, 600, 266), rid="txt_title")]
        if menu:
            return s + [A(text=t, box=(560, y0, 1059, y1), click=True, rid="title")
                        for t, (y0, y1) in zip(["Share", "Info", "Rename", "Open with", "Save as", "Delete"], rows(400, 126, 6))]
        recs = [(first, "12:07", "Oct 14, 2025 9:31 AM"), ("Record-13", "03:41", "Oct 13, 2025 6:02 PM"), ("Record-12", "00:52", "Oct 10, 2025 8:15 AM")]
        for (n, d, when), (y0, y1) in zip(recs, rows(320, 190, 3)):
            s += [A(text=n, box=(63, y0 + 30, 700, y0 + 100), click=True, selected=player and n == first, rid="list_item_name"),
                  A(text=d, box=(720, y0 + 30, 900, y0 + 100), rid="list_item_duration"),
                  A(text=when, box=(63, y0 + 100, 700, y1 - 30), rid="list_item_date"),
                  A(desc="More", cls="ImageButton", box=(920, y0 + 40, 1038, y1 - 40), click=True, rid="list_item_menu")]
        if player:
            s += [A(text=first, box=(63, 1700, 1017, 1770), rid="txt_name"),
                  A(text="00:00", box=(63, 1880, 250, 1940), rid="txt_progress"),
                  A(text="12:07", box=(830, 1880, 1017, 1940), rid="txt_duration"),
                  A(desc="Play", cls="ImageButton", box=(460, 1960, 620, 2120), click=True, rid="btn_play")]
        else:
            s.append(A(desc="Record", cls="ImageButton", box=(440, 1960, 640, 2160), click=True, rid="btn_record"))
        return s

    def info(c: str) -> list[dict[str, Any]]:
        vals = [("Name", "Record-14"), ("Format", "m4a"), ("Bitrate", "128 kbps"), ("Sample rate", "44.1 kHz"), ("Channels", "Stereo"),
                ("Duration", "12:37"), ("Size", "11.6 MB"), ("Created", "Oct 14, 2025 9:31 AM"),
                ("Location", "/storage/emulated/0/Android/media/com.dimowner.audiorecorder/Records/Record-14.m4a")]
        s = bar(c) + [A(text="Record info", box=(84, 320, 996, 400), rid="alertTitle")]
        for (k, v), (y0, y1) in zip(vals, rows(440, 130, len(vals))):
            s.append(A(text=f"{k}: {v}", box=(84, y0 + 20, 996, y1 - 20), rid="txt_info"))
        return s + [A(text="OK", cls="Button", box=(790, 1660, 996, 1770), click=True, rid="android:id/button1")]

    def rename(c: str, val: str) -> list[dict[str, Any]]:
        return bar(c) + [A(text="Rename record", box=(84, 800, 996, 880), rid="alertTitle"),
                         A(text=val, cls="EditText", box=(84, 920, 996, 1040), click=True, edit=True, focused=True, rid="input_name"),
                         A(text="Cancel", cls="Button", box=(560, 1090, 760, 1200), click=True, rid="android:id/button2"),
                         A(text="OK", cls="Button", box=(790, 1090, 996, 1200), click=True, rid="android:id/button1")]

    s0 = records("11:20", "Record-14")
    s1 = records("11:20", "Record-14", player=True)
    s2 = records("11:20", "Record-14", menu=True)
    s3 = info("11:21")  # drift: duration 12:37
    s4 = records("11:21", "Record-14", player=True)
    s5 = records("11:21", "Record-14", menu=True)
    s6 = rename("11:22", "Record-14")
    s7 = rename("11:22", "Interview_Lopez")
    s8 = records("11:22", "Interview_Lopez", player=True)
    turns = [(click(s0, "Record-14"), s1), (click(s1, desc="More"), s2), (click(s2, "Info"), s3), (click(s3, "OK"), s4),
             (click(s4, desc="More"), s5), (click(s5, "Rename"), s6), (typ(s6, "Interview_Lopez", rid="input_name"), s7), (click(s7, "OK"), s8)]
    add(rs, "h19-android-21", "In Audio Recorder, check the details of Record-14, then rename it to Interview_Lopez.",
        s0, turns, bad=True, turn=3, kind="recording listed and loaded in the player as 12:07 is reported as 12:37 long in its info dialog (size 11.6 MB fits 12:07 at 128 kbps)")


# 22 OpenTracks (less common), clean: live recording stats grow, a marker is renamed, the stopped track's totals settle.
def t22(rs: RowSet) -> None:
    A = app("de.dennisguse.opentracks")

    def tracks(c: str, items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="OpenTracks", box=(63, 175, 600, 266), rid="toolbar_title"),
                      A(desc="Search", cls="Button", box=(720, 160, 840, 280), click=True, rid="track_list_search"),
                      A(desc="More options", cls="ImageView", box=(960, 160, 1080, 280), click=True)]
        for (n, meta), (y0, y1) in zip(items, rows(320, 200, len(items))):
            s += [A(text=n, box=(189, y0 + 30, 1017, y0 + 100), click=True, rid="list_item_name"),
                  A(text=meta, box=(189, y0 + 100, 1017, y1 - 30), rid="list_item_date_time")]
        return s + [A(desc="Record", cls="ImageButton", box=(440, 1960, 640, 2160), click=True, rid="track_list_fab_action")]

    def live(c: str, vals: list[tuple[str, str]]) -> list[dict[str, Any]]:
        s = bar(c) + [A(text="Recording", box=(63, 175, 600, 266), rid="toolbar_title"),
                      A(desc="Insert marker", cls="Button", box=(840, 160, 960, 280), click=True, rid="track_detail_insert_marker"),
                      A(text="Statistics", box=(0, 300, 540, 400), click=True, selected=True, rid="tab_title"),
                      A(text="Markers", box=(540, 300, 1080, 400), click=True, rid="tab_title")]
        for (k, v), (y0, y1) in zip(vals, rows(440, 180, len(vals))):
            s += [A(text=k, box=(63, y0 + 20, 1017, y0 + 70), rid="stats_label"), A(text=v, box=(63, y0 + 70, 1017, y1 - 20), rid="stats_value")]
        return s + [A(desc="Pause", cls="ImageButton", box=(240, 1990, 400, 2150), click=True, rid="track_recording_fab_pause"),
                    A(desc="Stop (press and hold)", cls="ImageButton", box=(680, 1990, 840, 2150), click=True, rid="track_recording_fab_stop")]

    def marker(c: str, name: str, focus: bool) -> list[dict[str, Any]]:
        return bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                         A(text="Edit marker", box=(168, 175, 700, 266), rid="toolbar_title"),
                         A(text=name, cls="EditText", hint="Name", box=(63, 340, 1017, 470), click=True, edit=True, focused=focus, rid="marker_edit_name"),
                         A(text=None, cls="EditText", hint="Category", box=(63, 500, 1017, 630), click=True, edit=True, rid="marker_edit_marker_type"),
                         A(text=None, cls="EditText", hint="Description", box=(63, 660, 1017, 840), click=True, edit=True, rid="marker_edit_description"),
                         A(text="40.74131, -73.98972", box=(63, 880, 1017, 950), rid="marker_edit_location"),
                         A(text="Cancel", cls="Button", box=(63, 1900, 500, 2030), click=True, rid="marker_edit_cancel"),
                         A(text="Save", cls="Button", box=(580, 1900, 1017, 2030), click=True, rid="marker_edit_done")]

    def recorded(c: str, tab: str) -> list[dict[str, Any]]:
        s = bar(c) + [A(desc="Navigate up", cls="ImageButton", box=(0, 147, 147, 294), click=True),
                      A(text="Track 2025-10-14 10:19", box=(168, 175, 820, 266), rid="toolbar_title"),
                      A(desc="Edit", cls="Button", box=(840, 160, 960, 280), click=True, rid="track_detail_edit"),
                      A(text="Statistics", box=(0, 300, 540, 400), click=True, selected=tab == "Statistics", rid="tab_title"),
                      A(text="Markers", box=(540, 300, 1080, 400), click=True, selected=tab == "Markers", rid="tab_title")]
        if tab == "Markers":
            return s + [A(text="Trailhead", box=(189, 460, 1017, 530), click=True, rid="marker_list_item_name"),
                        A(text="Oct 14, 10:20 AM · 0.09 km", box=(189, 530, 1017, 590), rid="marker_list_item_time")]
        vals = [("Total time", "0:03:05"), ("Moving time", "0:02:52"), ("Distance", "0.24 km"), ("Average speed", "4.7 km/h"),
                ("Average moving speed", "5.0 km/h"), ("Max speed", "6.1 km/h")]
        for (k, v), (y0, y1) in zip(vals, rows(440, 180, len(vals))):
            s += [A(text=k, box=(63, y0 + 20, 1017, y0 + 70), rid="stats_label"), A(text=v, box=(63, y0 + 70, 1017, y1 - 20), rid="stats_value")]
        return s

    old = [("Morning loop", "Oct 12 · 5.42 km · 1:02:18"), ("Commute", "Oct 10 · 3.10 km · 0:38:44")]
    s0 = tracks("10:18", old)
    s1 = live("10:19", [("Total time", "0:00:03"), ("Distance", "0.00 km"), ("Speed", "0.0 km/h"), ("Average moving speed", "-"), ("Max speed", "-")])
    s2 = marker("10:20", "Marker 1", False)
    s3 = marker("10:20", "Trailhead", True)
    s4 = live("10:21", [("Total time", "0:02:31"), ("Distance", "0.19 km"), ("Speed", "5.2 km/h"), ("Average moving speed", "4.9 km/h"), ("Max speed", "6.1 km/h")])
    s5 = recorded("10:22", "Statistics")
    s6 = tracks("10:22", [("Track 2025-10-14 10:19", "Oct 14 · 0.24 km · 0:03:05")] + old)
    s7 = recorded("10:23", "Statistics")
    s8 = recorded("10:23", "Markers")
    turns = [(click(s0, desc="Record"), s1), (click(s1, desc="Insert marker"), s2), (typ(s2, "Trailhead", hint="Name"), s3), (click(s3, "Save"), s4),
             (longp(s4, desc="Stop (press and hold)"), s5), (back(), s6), (click(s6, "Track 2025-10-14 10:19"), s7), (click(s7, "Markers"), s8)]
    add(rs, "h19-android-22", "In OpenTracks, record a short walk, drop a marker named 'Trailhead' along the way, stop, and review the track.",
        s0, turns)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
