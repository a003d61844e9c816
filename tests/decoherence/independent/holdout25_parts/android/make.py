# ruff: noqa: E501
"""Holdout25, android domain: 22 AndroidWorld-style phone trajectories (11 with one contradiction).

Each observation is the AndroidWorld UI-element list of the next screen. Screens are built from small
per-app functions so that every value is carried forward explicitly; the single contradiction of a bad
trajectory is a value passed differently on exactly one turn (later turns then agree with that turn or
do not show the value again). Action indices are looked up in the previous screen, so they always point
at the element the agent meant. Run: ``python -m tests.decoherence.independent.holdout25_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

SYSUI = "com.android.systemui"
LAUNCHER = "com.google.android.apps.nexuslauncher"


class BoundingBox:
    """Prints like AndroidWorld's bounding box dataclass."""

    def __init__(self, x_min: int, x_max: int, y_min: int, y_max: int) -> None:
        self.x_min, self.x_max, self.y_min, self.y_max = x_min, x_max, y_min, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
       pkg: str = SYSUI, res: str | None = None, *, click: bool = False, check: bool | None = None, edit: bool = False,
       scroll: bool = False, sel: bool = False, focus: bool = False, hint: str | None = None, long: bool = False,
       enabled: bool = True) -> dict[str, Any]:
    """One UIElement; box is (x_min, y_min, x_max, y_max) in pixels of a 1080x2400 screen."""
    x0, y0, x1, y1 = box
    return {
        "text": text, "content_description": desc,
        "class_name": cls if "." in cls else f"android.widget.{cls}",
        "bbox_pixels": BoundingBox(x0, x1, y0, y1), "hint_text": hint,
        "is_checked": bool(check), "is_checkable": check is not None, "is_clickable": click,
        "is_editable": edit, "is_enabled": enabled, "is_focused": focus, "is_focusable": click or edit,
        "is_long_clickable": long, "is_scrollable": scroll, "is_selected": sel, "is_visible": True,
        "package_name": pkg, "resource_name": res,
    }


def bar(clock: str, batt: int, *notes: str) -> list[dict[str, Any]]:
    """Status bar: clock, notification icons, battery."""
    out = [el(clock, None, "TextView", (42, 22, 160, 98), SYSUI, "com.android.systemui:id/clock")]
    for i, n in enumerate(notes):
        out.append(el(None, n, "ImageView", (178 + 56 * i, 36, 222 + 56 * i, 84), SYSUI, "com.android.systemui:id/notificationIcons"))
    out.append(el(None, f"Battery {batt} percent.", "LinearLayout", (918, 28, 1040, 92), SYSUI, "com.android.systemui:id/battery"))
    return out


def ix(elems: list[dict[str, Any]], key: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or hint equals key (then: starts with key);
    a key '#name' matches the end of the resource name instead."""
    if key.startswith("#"):
        hits = [i for i, e in enumerate(elems) if (e["resource_name"] or "").endswith(key[1:])]
    else:
        hits = [i for i, e in enumerate(elems) if key in (e["text"], e["content_description"], e["hint_text"])]
        if not hits:
            hits = [i for i, e in enumerate(elems) if (e["text"] or "").startswith(key) or (e["content_description"] or "").startswith(key)]
    assert len(hits) > nth, (key, [e["text"] or e["content_description"] for e in elems])
    return hits[nth]


class Traj:
    """Accumulates (action, observation) turns; `key` names the element of the previous screen to act on."""

    def __init__(self) -> None:
        self.turns: list[tuple[str, str]] = []
        self.prev: list[dict[str, Any]] = []

    def step(self, action_type: str, scr: list[dict[str, Any]], key: str | None = None, nth: int = 0, **kw: Any) -> None:
        if key is not None:
            kw["index"] = ix(self.prev, key, nth)
        self.turns.append((droid(action_type, **kw), ui_elements(scr)))
        self.prev = scr


def home(clock: str, batt: int, date: str) -> list[dict[str, Any]]:
    L = LAUNCHER
    return bar(clock, batt) + [
        el(date, None, "TextView", (63, 190, 700, 262), L, f"{L}:id/date", click=True),
        el("Phone", "Phone", "TextView", (63, 1868, 243, 2090), L, None, click=True, long=True),
        el("Messages", "Messages", "TextView", (306, 1868, 486, 2090), L, None, click=True, long=True),
        el("Chrome", "Chrome", "TextView", (594, 1868, 774, 2090), L, None, click=True, long=True),
        el("Camera", "Camera", "TextView", (837, 1868, 1017, 2090), L, None, click=True, long=True),
        el(None, "Google search", "FrameLayout", (63, 2124, 1017, 2256), L, f"{L}:id/search_container_hotseat", click=True),
    ]


def state(goal: str, clock: str, batt: int, date: str) -> str:
    return f"Goal: {goal}\nThe phone shows its home screen:\n" + ui_elements(home(clock, batt, date))


# ---------------------------------------------------------------- 01 Contacts (mainstream, clean)
C = "com.google.android.contacts"
CR = "com.google.android.contacts:id/"


def c_list(clock: str, batt: int, count: int, names: list[str], query: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    if query is None:
        els += [el(None, "Open navigation drawer", "ImageButton", (21, 150, 147, 276), C, None, click=True),
                el("Search contacts", None, "TextView", (168, 165, 870, 261), C, CR + "open_search_bar_text_view", click=True),
                el(None, "Signed in as nils.ekstrom@gmail.com", "ImageView", (912, 165, 1038, 261), C, CR + "og_apd_internal_image_view", click=True),
                el(f"{count} contacts", None, "TextView", (63, 300, 640, 354), C, CR + "account_header_count")]
    else:
        els += [el(None, "Navigate up", "ImageButton", (21, 150, 147, 276), C, None, click=True),
                el(query, None, "EditText", (168, 165, 900, 261), C, CR + "open_search_view_edit_text", edit=True, focus=True, hint="Search contacts"),
                el(None, "Clear query", "ImageButton", (912, 165, 1038, 261), C, CR + "open_search_view_clear_button", click=True),
                el(f"{len(names)} found", None, "TextView", (63, 300, 640, 354), C, CR + "search_header")]
    y = 390
    letter = ""
    for n in names:
        if query is None and n[0] != letter:
            letter = n[0]
            els.append(el(letter, None, "TextView", (63, y, 147, y + 60), C, CR + "cliv_letter_header"))
        els.append(el(n, None, "TextView", (210, y, 1017, y + 147), C, CR + "cliv_name_textview", click=True, long=True))
        y += 168
    if query is None:
        els += [el(None, "Create contact", "ImageButton", (798, 1990, 1017, 2158), C, CR + "floating_action_button", click=True),
                el("Contacts", "Contacts", "FrameLayout", (0, 2200, 360, 2337), C, CR + "nav_contacts", click=True, sel=True),
                el("Highlights", "Highlights", "FrameLayout", (360, 2200, 720, 2337), C, CR + "nav_highlights", click=True),
                el("Fix & manage", "Fix & manage", "FrameLayout", (720, 2200, 1080, 2337), C, CR + "nav_fix_manage", click=True)]
    return els


def c_form(clock: str, batt: int, title: str, first: str, last: str, phone: str, email: str, focus: str) -> list[dict[str, Any]]:
    filled = any([first, last, phone, email])
    return bar(clock, batt) + [
        el(None, "Cancel", "ImageButton", (21, 150, 147, 276), C, None, click=True),
        el(title, None, "TextView", (189, 177, 700, 249), C, CR + "toolbar_title"),
        el("Save", None, "Button", (820, 165, 1038, 261), C, CR + "toolbar_button", click=True, enabled=filled),
        el("Saving to nils.ekstrom@gmail.com", None, "TextView", (63, 300, 1017, 360), C, CR + "account_name"),
        el("Add picture", None, "Button", (385, 400, 695, 640), C, CR + "photo_button", click=True),
        el(first or None, None, "EditText", (168, 700, 1017, 840), C, CR + "first_name", edit=True, focus=focus == "first", hint="First name"),
        el(last or None, None, "EditText", (168, 870, 1017, 1010), C, CR + "last_name", edit=True, focus=focus == "last", hint="Last name"),
        el(None, None, "EditText", (168, 1040, 1017, 1180), C, CR + "company", edit=True, hint="Company"),
        el(phone or None, None, "EditText", (168, 1240, 720, 1380), C, CR + "phone_number", edit=True, focus=focus == "phone", hint="Phone"),
        el("Mobile", None, "Spinner", (750, 1240, 1017, 1380), C, CR + "phone_type", click=True),
        el(email or None, None, "EditText", (168, 1420, 720, 1560), C, CR + "email", edit=True, focus=focus == "email", hint="Email"),
        el("Home", None, "Spinner", (750, 1420, 1017, 1560), C, CR + "email_type", click=True),
        el("More fields", None, "Button", (63, 1620, 420, 1740), C, CR + "more_fields", click=True),
    ]


def c_detail(clock: str, batt: int, name: str, phone: str, email: str | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (21, 150, 147, 276), C, None, click=True),
        el(None, "Edit contact", "ImageButton", (660, 165, 786, 261), C, CR + "menu_edit", click=True),
        el(None, "Add to favorites", "ImageButton", (786, 165, 912, 261), C, CR + "menu_star", click=True),
        el(None, "More options", "ImageView", (912, 165, 1038, 261), C, None, click=True),
        el(name, None, "TextView", (63, 720, 1017, 830), C, CR + "large_title"),
        el("Call", "Call", "Button", (63, 900, 288, 1080), C, CR + "verb_call", click=True),
        el("Text", "Text", "Button", (306, 900, 531, 1080), C, CR + "verb_sms", click=True),
        el("Video", "Video", "Button", (549, 900, 774, 1080), C, CR + "verb_video", click=True),
        el("Email", "Email", "Button", (792, 900, 1017, 1080), C, CR + "verb_email", click=True, enabled=email is not None),
        el("Contact info", None, "TextView", (63, 1160, 600, 1220), C, CR + "header"),
        el(phone, None, "TextView", (189, 1260, 880, 1320), C, CR + "primary_text", click=True, long=True),
        el("Mobile", None, "TextView", (189, 1320, 880, 1370), C, CR + "secondary_text"),
    ]
    if email:
        els += [el(email, None, "TextView", (189, 1420, 1017, 1480), C, CR + "primary_text", click=True, long=True),
                el("Home", None, "TextView", (189, 1480, 880, 1530), C, CR + "secondary_text")]
    return els


def t01() -> dict[str, Any]:
    goal = "Add a contact Maya Lindqvist, mobile +46703812254, email maya.lindqvist@fjordlabs.se."
    top = ["Aaliyah Brooks", "Abdul Rahman", "Ada Kowalski", "Adrian Velez", "Agnes Holm"]
    t = Traj()
    t.step("open_app", c_list("9:14", 82, 212, top), app_name="Contacts")
    t.step("click", c_form("9:14", 82, "Create contact", "", "", "", "", "first"), "Create contact")
    t.step("input_text", c_form("9:15", 82, "Create contact", "Maya", "", "", "", "first"), "First name", text="Maya")
    t.step("input_text", c_form("9:15", 82, "Create contact", "Maya", "Lindqvist", "", "", "last"), "Last name", text="Lindqvist")
    t.step("input_text", c_form("9:15", 82, "Create contact", "Maya", "Lindqvist", "+46 70 381 22 54", "", "phone"), "Phone", text="+46703812254")
    t.step("click", c_detail("9:16", 82, "Maya Lindqvist", "+46 70 381 22 54", None), "Save")
    t.step("click", c_form("9:16", 81, "Edit contact", "Maya", "Lindqvist", "+46 70 381 22 54", "", ""), "Edit contact")
    t.step("input_text", c_form("9:17", 81, "Edit contact", "Maya", "Lindqvist", "+46 70 381 22 54", "maya.lindqvist@fjordlabs.se", "email"), "Email", text="maya.lindqvist@fjordlabs.se")
    t.step("click", c_detail("9:17", 81, "Maya Lindqvist", "+46 70 381 22 54", "maya.lindqvist@fjordlabs.se"), "Save")
    t.step("navigate_back", c_list("9:18", 81, 213, top))
    t.step("input_text", c_list("9:18", 81, 213, ["Maya Lindqvist", "Lindsay Park", "Tomas Lindgren"], query="lind"), "Search contacts", text="lind")
    return dict(tid="h25-android-01", turns=t.turns, state=state(goal, "9:13", 82, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 02 Markor (less common, bad)
MK = "net.gsantner.markor"
MKR = "net.gsantner.markor:id/"


def mk_list(clock: str, batt: int, files: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("Markor", None, "TextView", (63, 170, 600, 250), MK, None),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), MK, None, click=True),
    ]
    y = 300
    for name, date in files:
        els.append(el(name, None, "TextView", (189, y, 1017, y + 66), MK, MKR + "ui__filesystem_item__title", click=True, long=True))
        els.append(el(date, None, "TextView", (189, y + 66, 1017, y + 114), MK, MKR + "ui__filesystem_item__description"))
        y += 150
    els.append(el(None, "Create a new file", "ImageButton", (828, 1980, 1017, 2169), MK, MKR + "fab_add_new_item", click=True))
    return els


def mk_dialog(clock: str, batt: int, name: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("New file", None, "TextView", (96, 700, 984, 780), MK, MKR + "alertTitle"),
        el(name or None, None, "EditText", (96, 820, 984, 950), MK, MKR + "new_file_dialog__name", edit=True, focus=True, hint="Name"),
        el("Markdown", None, "Spinner", (96, 980, 984, 1090), MK, MKR + "new_file_dialog__type", click=True),
        el("Empty file", None, "Spinner", (96, 1110, 984, 1220), MK, MKR + "new_file_dialog__template", click=True),
        el("Encrypt", None, "CheckBox", (96, 1240, 600, 1330), MK, MKR + "new_file_dialog__encryption", click=True, check=False),
        el("CANCEL", None, "Button", (330, 1360, 560, 1470), MK, "android:id/button2", click=True),
        el("FOLDER", None, "Button", (560, 1360, 770, 1470), MK, "android:id/button3", click=True),
        el("OK", None, "Button", (770, 1360, 984, 1470), MK, "android:id/button1", click=True),
    ]


def mk_edit(clock: str, batt: int, title: str, body: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 126, 276), MK, None, click=True),
        el(title, None, "TextView", (147, 170, 560, 250), MK, MKR + "note__activity__text_note_title", click=True),
        el(None, "Undo", "TextView", (576, 150, 678, 276), MK, MKR + "action_undo", click=True),
        el(None, "Redo", "TextView", (678, 150, 780, 276), MK, MKR + "action_redo", click=True),
        el(None, "View mode", "TextView", (780, 150, 906, 276), MK, MKR + "action_preview", click=True),
        el(None, "More options", "ImageView", (906, 150, 1038, 276), MK, None, click=True),
        el(body or None, None, "EditText", (0, 276, 1080, 2150), MK, MKR + "document__fragment__edit__highlighting_editor", edit=True, focus=True, scroll=True, long=True),
        el(None, "Bold", "ImageView", (0, 2160, 120, 2280), MK, None, click=True),
        el(None, "Italic", "ImageView", (120, 2160, 240, 2280), MK, None, click=True),
        el(None, "Checkbox", "ImageView", (240, 2160, 360, 2280), MK, None, click=True),
        el(None, "Unordered list", "ImageView", (360, 2160, 480, 2280), MK, None, click=True),
        el(None, "Header", "ImageView", (480, 2160, 600, 2280), MK, None, click=True),
    ]


def mk_view(clock: str, batt: int, title: str, heading: str, items: list[str]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 126, 276), MK, None, click=True),
        el(title, None, "TextView", (147, 170, 700, 250), MK, MKR + "note__activity__text_note_title", click=True),
        el(None, "Edit", "TextView", (780, 150, 906, 276), MK, MKR + "action_edit", click=True),
        el(None, "More options", "ImageView", (906, 150, 1038, 276), MK, None, click=True),
        el(heading, None, "android.view.View", (42, 320, 1038, 420), MK, None),
    ]
    y = 460
    for it in items:
        els.append(el(it, None, "android.view.View", (84, y, 1038, y + 60), MK, None))
        y += 72
    return els


def t02() -> dict[str, Any]:
    goal = "In Markor, create grocery_weekend.md with the weekend shopping list, then check how it renders."
    base = [("archive", "Folder · 14 items"), ("meeting_notes_1014.md", "Oct 14, 2024 16:52"), ("QuickNote.md", "Oct 15, 2024 08:05"),
            ("reading_list.md", "Oct 2, 2024 21:17"), ("todo.txt", "Oct 15, 2024 07:58")]
    after = base[:1] + [("grocery_weekend.md", "Oct 15, 2024 09:36")] + base[1:]
    items = ["2 kg flour", "12 eggs", "500 g butter", "1 bunch basil", "3 lemons", "1 jar tahini", "400 g feta"]
    body = "# Weekend groceries\n\n" + "\n".join("- " + i for i in items)
    drift = [("18 eggs" if i == "12 eggs" else i) for i in items]
    body2 = "# Weekend groceries\n\n" + "\n".join("- " + i for i in drift)
    t = Traj()
    t.step("open_app", mk_list("9:33", 67, base), app_name="Markor")
    t.step("click", mk_dialog("9:33", 67, ""), "Create a new file")
    t.step("input_text", mk_dialog("9:34", 67, "grocery_weekend"), "Name", text="grocery_weekend")
    t.step("click", mk_edit("9:34", 67, "grocery_weekend", ""), "OK")
    t.step("input_text", mk_edit("9:36", 67, "grocery_weekend", body), "#highlighting_editor", text=body)
    t.step("click", mk_view("9:36", 66, "grocery_weekend", "Weekend groceries", items), "View mode")
    t.step("navigate_back", mk_list("9:37", 66, after))
    t.step("click", mk_edit("9:37", 66, "grocery_weekend", body2), "grocery_weekend.md")
    t.step("click", mk_view("9:38", 66, "grocery_weekend", "Weekend groceries", drift), "View mode")
    t.step("navigate_back", mk_list("9:38", 66, after))
    return dict(tid="h25-android-02", turns=t.turns, state=state(goal, "9:32", 67, "Tue, Oct 15"), bad=True, turn=8,
                kind="note line '12 eggs' reads '18 eggs' when the file is reopened, with no edit in between")


# ---------------------------------------------------------------- 03 Clock (mainstream, bad)
DC = "com.google.android.deskclock"
DCR = "com.google.android.deskclock:id/"
DAYS = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]


def dc_collapsed(y: int, time: str, sub: str, on: bool) -> list[dict[str, Any]]:
    return [el(time, None, "TextView", (63, y, 640, y + 150), DC, DCR + "digital_clock", click=True),
            el(sub, None, "TextView", (63, y + 160, 760, y + 215), DC, DCR + "days_of_week"),
            el(None, time, "Switch", (870, y + 40, 1017, y + 130), DC, DCR + "onoff", click=True, check=on)]


def dc_list(clock: str, batt: int, expanded: dict[str, Any] | None, others: list[tuple[str, str, bool]], toast: str | None = None,
            nav: bool = True) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    y = 300
    if expanded:
        x = expanded
        els += [el(x["time"], None, "TextView", (63, y, 640, y + 150), DC, DCR + "digital_clock", click=True),
                el(None, x["time"], "Switch", (870, y + 40, 1017, y + 130), DC, DCR + "onoff", click=True, check=True),
                el(x["sub"], None, "TextView", (63, y + 170, 760, y + 225), DC, DCR + "upcoming_instance_label")]
        for i, (letter, day) in enumerate(DAYS):
            els.append(el(letter, day, "ToggleButton", (63 + 132 * i, y + 260, 183 + 132 * i, y + 380), DC, DCR + "day_button_0", click=True, check=day in x["days"]))
        els += [el(x["label"] or "Add label", None, "TextView", (63, y + 420, 760, y + 500), DC, DCR + "edit_label", click=True),
                el("Delete", None, "Button", (63, y + 540, 400, y + 640), DC, DCR + "delete", click=True)]
        y += 700
    for time, sub, on in others:
        els += dc_collapsed(y, time, sub, on)
        y += 260
    if nav:
        els.append(el(None, "Add alarm", "ImageButton", (435, 1960, 645, 2140), DC, DCR + "fab", click=True))
        for i, tab in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]):
            els.append(el(tab, tab, "FrameLayout", (216 * i, 2190, 216 * (i + 1), 2337), DC, DCR + "tab_menu_" + tab.lower(), click=True, sel=tab == "Alarm"))
    if toast:
        els.append(el(toast, None, "TextView", (120, 2000, 960, 2110), DC, None))
    return els


def dc_picker(clock: str, batt: int, hour: str, minute: str, focus: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Enter time", None, "TextView", (105, 640, 700, 710), DC, DCR + "header_title"),
        el(hour, None, "EditText", (105, 760, 400, 940), DC, DCR + "material_hour_text_input", edit=True, focus=focus == "hour", hint="Hour"),
        el(minute, None, "EditText", (450, 760, 745, 940), DC, DCR + "material_minute_text_input", edit=True, focus=focus == "minute", hint="Minute"),
        el("AM", None, "Button", (790, 760, 975, 850), DC, DCR + "material_clock_period_am_button", click=True, check=True),
        el("PM", None, "Button", (790, 850, 975, 940), DC, DCR + "material_clock_period_pm_button", click=True, check=False),
        el(None, "Switch to clock mode for the time input.", "ImageButton", (105, 1060, 231, 1186), DC, DCR + "material_timepicker_mode_button", click=True),
        el("Cancel", None, "Button", (560, 1070, 760, 1176), DC, DCR + "material_timepicker_cancel_button", click=True),
        el("OK", None, "Button", (780, 1070, 975, 1176), DC, DCR + "material_timepicker_ok_button", click=True),
    ]


def dc_label(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Label", None, "TextView", (96, 860, 984, 940), DC, DCR + "alertTitle"),
        el(text or None, None, "EditText", (96, 980, 984, 1110), DC, DCR + "label_input_field", edit=True, focus=True, hint="Label"),
        el("Cancel", None, "Button", (560, 1170, 760, 1280), DC, "android:id/button2", click=True),
        el("OK", None, "Button", (780, 1170, 984, 1280), DC, "android:id/button1", click=True),
    ]


def t03() -> dict[str, Any]:
    goal = "Add a 6:45 AM alarm repeating Monday, Wednesday and Friday, labelled Gym."
    others = [("7:30 AM", "Mon, Tue, Wed, Thu, Fri", True), ("8:15 AM", "Sat, Sun", False), ("10:00 PM", "Meds · Every day", True)]
    t = Traj()
    t.step("open_app", dc_list("9:04", 91, None, others), app_name="Clock")
    t.step("click", dc_picker("9:04", 91, "9", "04", "hour"), "Add alarm")
    t.step("input_text", dc_picker("9:05", 91, "6", "04", "hour"), "Hour", text="6")
    t.step("input_text", dc_picker("9:05", 91, "6", "45", "minute"), "Minute", text="45")
    x = {"time": "6:45 AM", "sub": "Tomorrow", "days": [], "label": ""}
    t.step("click", dc_list("9:06", 91, x, others[:1], nav=False, toast="Alarm set for 21 hours and 39 minutes from now."), "OK")
    x = dict(x, sub="Mon", days=["Monday"])
    t.step("click", dc_list("9:06", 91, x, others[:1], nav=False), "Monday")
    x = dict(x, sub="Mon, Wed", days=["Monday", "Wednesday"], time="6:54 AM")
    t.step("click", dc_list("9:06", 91, x, others[:1], nav=False), "Wednesday")
    x = dict(x, sub="Mon, Wed, Fri", days=["Monday", "Wednesday", "Friday"])
    t.step("click", dc_list("9:07", 91, x, others[:1], nav=False), "Friday")
    t.step("click", dc_label("9:07", 91, ""), "Add label")
    t.step("input_text", dc_label("9:07", 91, "Gym"), "Label", nth=1, text="Gym")
    x = dict(x, label="Gym")
    t.step("click", dc_list("9:08", 90, x, others[:1], nav=False), "OK")
    return dict(tid="h25-android-03", turns=t.turns, state=state(goal, "9:03", 91, "Tue, Oct 15"), bad=True, turn=7,
                kind="new alarm set to 6:45 AM is shown as 6:54 AM after ticking a weekday")


# ---------------------------------------------------------------- 04 Joplin (less common, clean)
JP = "net.cozic.joplin"


def jp_list(clock: str, batt: int, title: str, notes: list[str], fab_open: bool = False) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Side menu", "android.view.ViewGroup", (0, 150, 138, 276), JP, None, click=True),
        el(title, None, "TextView", (159, 172, 700, 254), JP, None),
        el(None, "Search", "android.view.ViewGroup", (810, 150, 936, 276), JP, None, click=True),
        el(None, "Actions", "android.view.ViewGroup", (942, 150, 1068, 276), JP, None, click=True),
    ]
    y = 300
    for n in notes:
        els.append(el(n, None, "TextView", (0, y, 1080, y + 126), JP, None, click=True, long=True))
        y += 132
    if fab_open:
        els += [el("New to-do", None, "TextView", (540, 1700, 820, 1790), JP, None, click=True),
                el("New note", None, "TextView", (540, 1850, 820, 1940), JP, None, click=True)]
    els.append(el(None, "Add new", "android.view.ViewGroup", (858, 2030, 1017, 2189), JP, None, click=True))
    return els


def jp_side(clock: str, batt: int, sync_btn: str, status: list[str], current: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("All notes", None, "TextView", (0, 300, 830, 400), JP, None, click=True, sel=current is None),
                              el("NOTEBOOKS", None, "TextView", (42, 430, 830, 490), JP, None)]
    y = 510
    for nb in ["Finance", "Home", "Recipes", "Work"]:
        els.append(el(nb, None, "TextView", (42, y, 830, y + 110), JP, None, click=True, long=True, sel=nb == current))
        y += 120
    els.append(el(sync_btn, None, "TextView", (0, 1900, 830, 2000), JP, None, click=True))
    y = 2010
    for s in status:
        els.append(el(s, None, "TextView", (42, y, 830, y + 56), JP, None))
        y += 60
    return els


def jp_edit(clock: str, batt: int, title: str, body: str, focus: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Back", "android.view.ViewGroup", (0, 150, 138, 276), JP, None, click=True),
        el("Home", None, "TextView", (159, 172, 520, 254), JP, None, click=True),
        el(None, "Undo", "android.view.ViewGroup", (560, 150, 686, 276), JP, None, click=True),
        el(None, "Attach", "android.view.ViewGroup", (686, 150, 812, 276), JP, None, click=True),
        el(None, "Tags", "android.view.ViewGroup", (812, 150, 938, 276), JP, None, click=True),
        el(None, "Actions", "android.view.ViewGroup", (942, 150, 1068, 276), JP, None, click=True),
        el(title or None, None, "EditText", (21, 300, 1059, 420), JP, None, edit=True, focus=focus == "title", hint="Title"),
        el(body or None, None, "EditText", (21, 440, 1059, 2180), JP, None, edit=True, focus=focus == "body", scroll=True, hint="Body"),
    ]


def t04() -> dict[str, Any]:
    goal = "In Joplin, add a note 'Boiler service booked' with the appointment details to the Home notebook and sync."
    allnotes = ["Grocery list", "Q4 OKRs draft", "Insurance renewal", "Boiler – quotes", "Garden to-dos", "Reading notes: Range", "Wi-Fi & router"]
    homen = ["Boiler – quotes", "Garden to-dos", "Wi-Fi & router", "Packing list Oslo"]
    body = ("Vaillant ecoTEC plus – annual service\nThu 24 Oct, 08:00–10:00\nEngineer: Hendrik (Warmtec), ref WT-55821\n"
            "Leave side gate unlocked, boiler is in the utility room.")
    t = Traj()
    t.step("open_app", jp_list("9:38", 74, "All notes", allnotes), app_name="Joplin")
    t.step("click", jp_side("9:38", 74, "Synchronise", ["Last sync: 15/10/2024 08:51", "Completed: 0 items changed."]), "Side menu")
    t.step("click", jp_list("9:39", 74, "Home", homen), "Home")
    t.step("click", jp_list("9:39", 74, "Home", homen, fab_open=True), "Add new")
    t.step("click", jp_edit("9:39", 74, "", "", "title"), "New note")
    t.step("input_text", jp_edit("9:40", 74, "Boiler service booked", "", "title"), "Title", text="Boiler service booked")
    t.step("input_text", jp_edit("9:42", 73, "Boiler service booked", body, "body"), "Body", text=body)
    t.step("navigate_back", jp_list("9:42", 73, "Home", ["Boiler service booked"] + homen))
    t.step("click", jp_side("9:43", 73, "Cancel", ["Synchronising…", "Created remote items: 1.", "Fetching items: 3/7"], "Home"), "Side menu")
    t.step("wait", jp_side("9:43", 73, "Synchronise", ["Last sync: 15/10/2024 09:43", "Completed: Created remote items: 1. Fetched items: 7/7."], "Home"))
    return dict(tid="h25-android-04", turns=t.turns, state=state(goal, "9:37", 74, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 05 Files (mainstream, clean)
DU = "com.google.android.documentsui"
DUR = "com.google.android.documentsui:id/"


def du_list(clock: str, batt: int, title: str, rows: list[tuple[str, str]], selected: list[str] | None = None,
            picker: bool = False, disabled: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    if selected:
        els += [el(None, "Done", "ImageButton", (0, 150, 126, 276), DU, None, click=True),
                el(f"{len(selected)} selected", None, "TextView", (147, 172, 600, 254), DU, None),
                el(None, "More options", "ImageView", (912, 150, 1038, 276), DU, None, click=True)]
    else:
        els += [el(None, "Show roots", "ImageButton", (0, 150, 126, 276), DU, None, click=True),
                el(title, None, "TextView", (147, 172, 780, 254), DU, None),
                el(None, "More options", "ImageView", (912, 150, 1038, 276), DU, None, click=True)]
    if not rows:
        els.append(el("No items", None, "TextView", (300, 1100, 780, 1180), DU, DUR + "message"))
    y = 320
    for name, meta in rows:
        on = name not in disabled
        els.append(el(name, None, "TextView", (189, y, 1017, y + 64), DU, DUR + "item_title", click=on, long=on and not picker,
                      sel=bool(selected) and name in selected, enabled=on))
        if on:
            els.append(el(meta, None, "TextView", (189, y + 64, 1017, y + 110), DU, DUR + "item_details"))
        y += 150
    if picker:
        els += [el("CANCEL", None, "Button", (540, 2180, 780, 2290), DU, "android:id/button2", click=True),
                el("MOVE", None, "Button", (800, 2180, 1038, 2290), DU, "android:id/button1", click=True)]
    return els


def du_menu(clock: str, batt: int, items: list[str]) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    y = 160
    for it in items:
        els.append(el(it, None, "TextView", (560, y, 1059, y + 126), DU, "com.google.android.documentsui:id/title", click=True))
        y += 126
    return els


def du_dialog(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("New folder", None, "TextView", (96, 830, 984, 910), DU, DUR + "alertTitle"),
        el(text or None, None, "EditText", (96, 960, 984, 1090), DU, "android:id/text1", edit=True, focus=True, hint="Folder name"),
        el("CANCEL", None, "Button", (560, 1150, 760, 1260), DU, "android:id/button2", click=True),
        el("OK", None, "Button", (780, 1150, 984, 1260), DU, "android:id/button1", click=True),
    ]


def t05() -> dict[str, Any]:
    goal = "In Files, make a folder 'Receipts 2024' in Downloads and move the two receipt PDFs (invoice_0923.pdf and receipt_ikea_1004.pdf) into it."
    files = [("router_manual.pdf", "Oct 11, 5.1 MB"), ("podcast_ep42.mp3", "Oct 9, 48.6 MB"), ("receipt_ikea_1004.pdf", "Oct 4, 221 kB"),
             ("boarding_pass_LH2417.pdf", "Oct 2, 96 kB"), ("invoice_0923.pdf", "Sep 23, 184 kB")]
    folder = ("Receipts 2024", "9:53 AM")
    with_folder = [folder] + files
    moved = [("Receipts 2024", "9:56 AM")] + [f for f in files if f[0] not in ("invoice_0923.pdf", "receipt_ikea_1004.pdf")]
    t = Traj()
    t.step("open_app", du_list("9:52", 58, "Downloads", files), app_name="Files")
    t.step("click", du_menu("9:52", 58, ["New window", "New folder", "Select all", "Sort by…", "Show hidden files", "Get info"]), "More options")
    t.step("click", du_dialog("9:52", 58, ""), "New folder")
    t.step("input_text", du_dialog("9:53", 58, "Receipts 2024"), "Folder name", text="Receipts 2024")
    t.step("click", du_list("9:53", 58, "Downloads", with_folder), "OK")
    t.step("long_press", du_list("9:54", 58, "Downloads", with_folder, selected=["invoice_0923.pdf"]), "invoice_0923.pdf")
    t.step("click", du_list("9:54", 58, "Downloads", with_folder, selected=["invoice_0923.pdf", "receipt_ikea_1004.pdf"]), "receipt_ikea_1004.pdf")
    t.step("click", du_menu("9:54", 58, ["Select all", "Copy to…", "Move to…", "Compress", "Get info"]), "More options")
    t.step("click", du_list("9:55", 57, "Downloads", with_folder, picker=True, disabled=tuple(f[0] for f in files)), "Move to…")
    t.step("click", du_list("9:55", 57, "Receipts 2024", [], picker=True), "Receipts 2024")
    t.step("click", du_list("9:56", 57, "Downloads", moved), "MOVE")
    t.step("click", du_list("9:56", 57, "Receipts 2024", [("receipt_ikea_1004.pdf", "Oct 4, 221 kB"), ("invoice_0923.pdf", "Sep 23, 184 kB")]), "Receipts 2024")
    return dict(tid="h25-android-05", turns=t.turns, state=state(goal, "9:51", 58, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 06 Tasks (less common, bad)
TK = "org.tasks"
TKR = "org.tasks:id/"


def tk_list(clock: str, batt: int, tasks: list[tuple[str, str]], snack: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("My Tasks", None, "TextView", (63, 172, 700, 254), TK, TKR + "toolbar_title")]
    y = 300
    for title, due in tasks[:4]:
        els += [el(None, None, "CheckBox", (21, y + 20, 147, y + 146), TK, TKR + "completeBox", click=True, check=False),
                el(title, None, "TextView", (168, y + 20, 1017, y + 90), TK, TKR + "title", click=True, long=True),
                el(due, None, "TextView", (168, y + 96, 600, y + 146), TK, TKR + "chip_text")]
        y += 180
    if snack:
        els += [el(snack, None, "TextView", (63, 2000, 780, 2100), TK, TKR + "snackbar_text"),
                el("Undo", None, "Button", (800, 2000, 1017, 2100), TK, TKR + "snackbar_action", click=True)]
    els += [el(None, "Open navigation drawer", "ImageButton", (0, 2230, 147, 2356), TK, None, click=True),
            el(None, "Create new task", "ImageButton", (858, 2130, 1017, 2289), TK, TKR + "fab", click=True)]
    return els


def tk_edit(clock: str, batt: int, title: str, due: str, repeat: str, notes: str, focus: bool) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Save", "ImageButton", (0, 150, 126, 276), TK, None, click=True),
        el(None, "Delete task", "TextView", (786, 150, 912, 276), TK, TKR + "menu_delete", click=True),
        el(None, None, "CheckBox", (21, 310, 147, 436), TK, TKR + "completeBox", click=True, check=False),
        el(title or None, None, "EditText", (168, 300, 1017, 446), TK, TKR + "title", edit=True, focus=focus, hint="Task name"),
        el(due, "Due date", "TextView", (168, 500, 1017, 600), TK, TKR + "due_date", click=True),
        el(repeat, "Repeat", "TextView", (168, 630, 1017, 730), TK, TKR + "repeat_value", click=True),
        el("My Tasks", "List", "TextView", (168, 760, 1017, 860), TK, TKR + "chip_text", click=True),
        el(notes or None, None, "EditText", (168, 890, 1017, 1090), TK, TKR + "notes", edit=True, hint="Description"),
        el("Add subtask", None, "TextView", (168, 1120, 1017, 1220), TK, TKR + "add_subtask", click=True),
    ]


def tk_date(clock: str, batt: int, header: str, chosen: str | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el(header, None, "TextView", (96, 520, 984, 620), TK, TKR + "header")]
    y = 660
    for s in ["No date", "Today", "Tomorrow", "Next week"]:
        els.append(el(s, None, "RadioButton", (96, y, 984, y + 110), TK, TKR + "shortcut", click=True, check=s == chosen))
        y += 120
    els += [el("Pick a date", None, "TextView", (96, y, 984, y + 110), TK, TKR + "pick_date", click=True),
            el("Cancel", None, "Button", (560, y + 160, 760, y + 270), TK, "android:id/button2", click=True),
            el("OK", None, "Button", (780, y + 160, 984, y + 270), TK, "android:id/button1", click=True)]
    return els


def t06() -> dict[str, Any]:
    goal = "In Tasks, complete 'Renew passport photos' and 'Call plumber about leak', then add 'Book flu shot' due next week."
    pp, pl, wp = ("Renew passport photos", "Yesterday"), ("Call plumber about leak", "Today"), ("Water plants", "Tomorrow")
    lb, ct, fs = ("Return library books", "Fri"), ("Pay council tax", "Oct 31"), ("Book flu shot", "Oct 22")
    notes = "Ficus, monstera and the balcony herbs. Check the drip tray under the monstera."
    t = Traj()
    t.step("open_app", tk_list("10:12", 70, [pp, pl, wp, lb, ct]), app_name="Tasks")
    t.step("click", tk_list("10:12", 70, [pl, wp, lb, ct], snack="Task completed"), "#completeBox", nth=0)
    t.step("click", tk_list("10:13", 70, [wp, lb, ct], snack="Task completed"), "#completeBox", nth=0)
    t.step("click", tk_edit("10:13", 70, "Water plants", "Tomorrow", "Every 3 days", notes, False), "Water plants")
    t.step("navigate_back", tk_list("10:14", 70, [pp, wp, lb, ct]))
    t.step("click", tk_edit("10:14", 70, "", "No due date", "Does not repeat", "", True), "Create new task")
    t.step("input_text", tk_edit("10:14", 70, "Book flu shot", "No due date", "Does not repeat", "", True), "Task name", text="Book flu shot")
    t.step("click", tk_date("10:15", 70, "No due date", "No date"), "Due date")
    t.step("click", tk_date("10:15", 70, "Tue, Oct 22", "Next week"), "Next week")
    t.step("click", tk_edit("10:15", 69, "Book flu shot", "Tue, Oct 22", "Does not repeat", "", False), "OK")
    t.step("click", tk_list("10:16", 69, [pp, wp, lb, fs, ct]), "Save")
    t.step("click", tk_edit("10:16", 69, "Book flu shot", "Tue, Oct 22", "Does not repeat", "", False), "Book flu shot")
    return dict(tid="h25-android-06", turns=t.turns, state=state(goal, "10:11", 70, "Tue, Oct 15"), bad=True, turn=5,
                kind="task completed earlier is back in the open list, unchecked, with no undo")


# ---------------------------------------------------------------- 07 Gmail (mainstream, clean)
GM = "com.google.android.gm"
GMR = "com.google.android.gm:id/"


def gm_row(unread: bool, who: str, subject: str, snippet: str, when: str) -> tuple[str, str]:
    return who, (", ".join(["Unread"] if unread else []) + (", " if unread else "") + f"{who}, {subject}, {snippet}, {when}")


def gm_inbox(clock: str, batt: int, rows: list[tuple[str, str]], selected: list[str] | None = None,
             snack: str | None = None, notes: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    els = bar(clock, batt, *notes)
    if selected:
        els += [el(None, "Done", "ImageButton", (0, 150, 126, 276), GM, None, click=True),
                el(str(len(selected)), None, "TextView", (147, 172, 300, 254), GM, None),
                el(None, "Archive", "TextView", (534, 150, 660, 276), GM, GMR + "archive", click=True),
                el(None, "Delete", "TextView", (660, 150, 786, 276), GM, GMR + "delete", click=True),
                el(None, "Mark as read", "TextView", (786, 150, 912, 276), GM, GMR + "read", click=True),
                el(None, "More options", "ImageView", (912, 150, 1038, 276), GM, None, click=True)]
    else:
        els += [el(None, "Open navigation drawer", "ImageButton", (42, 165, 168, 291), GM, None, click=True),
                el("Search in mail", None, "TextView", (189, 165, 870, 291), GM, GMR + "open_search_bar_text_view", click=True),
                el(None, "Signed in as nils.ekstrom@gmail.com", "ImageView", (891, 165, 1017, 291), GM, GMR + "og_apd_internal_image_view", click=True),
                el("Primary", None, "TextView", (63, 320, 600, 380), GM, GMR + "header_title")]
    y = 400
    for who, desc in rows:
        els.append(el(None, desc, "android.view.View", (0, y, 1080, y + 252), GM, GMR + "viewified_conversation_item_view", click=True, long=True,
                      sel=bool(selected) and who in selected))
        y += 252
    if snack:
        els += [el(snack, None, "TextView", (63, 1950, 780, 2060), GM, GMR + "snackbar_text"),
                el("Undo", None, "Button", (800, 1950, 1017, 2060), GM, GMR + "snackbar_action", click=True)]
    els.append(el("Compose", "Compose", "Button", (600, 2080, 1017, 2210), GM, GMR + "compose_button", click=True))
    return els


def gm_thread(clock: str, batt: int, msgs: list[tuple[str, str, str, str | None]], snack: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 126, 276), GM, None, click=True),
        el(None, "Archive", "TextView", (660, 150, 786, 276), GM, GMR + "archive", click=True),
        el(None, "Delete", "TextView", (786, 150, 912, 276), GM, GMR + "delete", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), GM, None, click=True),
        el("Re: Q4 venue shortlist", None, "TextView", (63, 300, 900, 420), GM, GMR + "subject_and_folder_view"),
    ]
    y = 460
    for who, to, when, body in msgs:
        els += [el(who, None, "TextView", (189, y, 700, y + 60), GM, GMR + "sender_name", click=True),
                el(when, None, "TextView", (720, y, 900, y + 60), GM, GMR + "upper_date")]
        if body is None:
            y += 160
            continue
        els += [el(to, None, "TextView", (189, y + 60, 700, y + 110), GM, GMR + "recipient_summary", click=True),
                el(body, None, "android.webkit.WebView", (63, y + 150, 1017, y + 650), GM, None, scroll=True)]
        y += 700
    if snack:
        els += [el(snack, None, "TextView", (63, 1950, 780, 2060), GM, GMR + "snackbar_text"),
                el("Undo", None, "Button", (800, 1950, 1017, 2060), GM, GMR + "snackbar_action", click=True)]
    else:
        els += [el("Reply", None, "Button", (63, 2120, 400, 2240), GM, GMR + "reply_button", click=True),
                el("Forward", None, "Button", (660, 2120, 1017, 2240), GM, GMR + "forward_button", click=True)]
    return els


def gm_compose(clock: str, batt: int, body: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 126, 276), GM, None, click=True),
        el("Reply", None, "TextView", (147, 172, 500, 254), GM, None),
        el(None, "Attach file", "TextView", (660, 150, 786, 276), GM, GMR + "add_attachment", click=True),
        el(None, "Send", "TextView", (786, 150, 912, 276), GM, GMR + "send", click=True),
        el("nils.ekstrom@gmail.com", None, "TextView", (210, 300, 1017, 400), GM, GMR + "from_account_name"),
        el("Priya Natarajan", None, "TextView", (210, 420, 1017, 520), GM, GMR + "to"),
        el("Re: Q4 venue shortlist", None, "EditText", (63, 540, 1017, 660), GM, GMR + "subject", edit=True, hint="Subject"),
        el(body or None, None, "EditText", (63, 680, 1017, 1400), GM, GMR + "body", edit=True, focus=True, hint="Compose email"),
    ]


def t07() -> dict[str, Any]:
    goal = "In Gmail, archive the Morning Brew and The Verge newsletters and reply to Priya's venue email choosing Kulturhaus."
    priya = ("Hi Nils, attached are the three venues we shortlisted. Kulturhaus has the best AV setup but needs a decision by Friday; "
             "Hafenloft is cheaper; Villa Nord only has 28 Nov free. Which one should I confirm? Priya")
    reply = "Hi Priya, let's go with Kulturhaus on 28 Nov. Can you ask them to hold the room until Friday? Thanks, Nils"
    p = gm_row(True, "Priya Natarajan", "Re: Q4 venue shortlist", "Hi Nils, attached are the three venues we shortlisted…", "9:12 AM")
    mb = gm_row(True, "Morning Brew", "☕ Chips, dips and rate cuts", "Good morning. Central banks kept markets guessing…", "7:03 AM")
    tv = gm_row(True, "The Verge", "Verge Deals: the best early October discounts", "Headphones, robot vacuums and a rare…", "6:30 AM")
    db = gm_row(False, "Deutsche Bahn", "Ihre Buchungsbestätigung (Auftrag 482116903)", "Vielen Dank für Ihre Buchung. Hamburg Hbf → Berlin Hbf…", "Oct 14")
    gh = gm_row(False, "GitHub", "[fjordlabs/api] Release v2.8.0", "v2.8.0 is out: rate-limit headers, faster cold starts…", "Oct 14")
    lf = gm_row(False, "Lena Fischer", "Photos from Saturday 📸", "Here are the ones from the harbour, the sunset one is…", "Oct 13")
    st = gm_row(True, "Stefan Holm", "Invitation: Design review @ Thu Oct 17, 2pm – 3pm", "You have been invited to the following event…", "9:19 AM")
    p_read = gm_row(False, "Priya Natarajan", "Re: Q4 venue shortlist", "me: " + reply[:52] + "…", "9:22 AM")
    p_read = (p_read[0], p_read[1].replace("Priya Natarajan,", "Priya Natarajan, me, 2 messages,", 1))
    t = Traj()
    t.step("open_app", gm_inbox("9:18", 88, [p, mb, tv, db, gh, lf]), app_name="Gmail")
    t.step("long_press", gm_inbox("9:18", 88, [p, mb, tv, db, gh, lf], selected=["Morning Brew"]), "Unread, Morning Brew")
    t.step("click", gm_inbox("9:18", 88, [p, mb, tv, db, gh, lf], selected=["Morning Brew", "The Verge"]), "Unread, The Verge")
    t.step("click", gm_inbox("9:19", 88, [st, p, db, gh, lf], snack="2 archived"), "Archive")
    t.step("click", gm_thread("9:19", 88, [("Priya Natarajan", "to me", "9:12 AM", priya)]), "Unread, Priya Natarajan")
    t.step("click", gm_compose("9:20", 87, ""), "Reply")
    t.step("input_text", gm_compose("9:21", 87, reply), "Compose email", text=reply)
    t.step("click", gm_thread("9:22", 87, [("Priya Natarajan", "to me", "9:12 AM", None), ("me", "to Priya", "9:22 AM", reply)], snack="Sent."), "Send")
    t.step("navigate_back", gm_inbox("9:22", 87, [p_read, st, db, gh, lf]))
    return dict(tid="h25-android-07", turns=t.turns, state=state(goal, "9:17", 88, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 08 Settings display (mainstream, bad)
ST = "com.android.settings"
STR = "android:id/"


def st_main(clock: str, batt: int, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("Search settings", None, "TextView", (63, 300, 1017, 420), ST, "com.android.settings:id/search_action_bar_title", click=True)]
    y = 470
    for title, summary in rows:
        els += [el(title, None, "TextView", (210, y, 1017, y + 70), ST, STR + "title", click=True),
                el(summary, None, "TextView", (210, y + 70, 1017, y + 125), ST, STR + "summary")]
        y += 200
    return els


def st_header(title: str) -> list[dict[str, Any]]:
    return [el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), ST, None, click=True),
            el(title, None, "TextView", (63, 380, 1017, 520), ST, "com.android.settings:id/collapsing_toolbar")]


def st_display(clock: str, batt: int, timeout: str, dark: bool) -> list[dict[str, Any]]:
    return bar(clock, batt) + st_header("Display") + [
        el("Brightness level", None, "TextView", (63, 600, 1017, 670), ST, STR + "title", click=True),
        el("46%", None, "TextView", (63, 670, 1017, 725), ST, STR + "summary"),
        el("Adaptive brightness", None, "TextView", (63, 780, 850, 850), ST, STR + "title", click=True),
        el(None, "Adaptive brightness", "Switch", (870, 790, 1017, 880), ST, STR + "switch_widget", click=True, check=True),
        el("Screen timeout", None, "TextView", (63, 960, 1017, 1030), ST, STR + "title", click=True),
        el(timeout, None, "TextView", (63, 1030, 1017, 1085), ST, STR + "summary"),
        el("Dark theme", None, "TextView", (63, 1170, 850, 1240), ST, STR + "title", click=True),
        el("Will never turn off automatically" if dark else "Will never turn on automatically", None, "TextView", (63, 1240, 850, 1295), ST, STR + "summary"),
        el(None, "Dark theme", "Switch", (870, 1180, 1017, 1270), ST, STR + "switch_widget", click=True, check=dark),
        el("Display size and text", None, "TextView", (63, 1370, 1017, 1440), ST, STR + "title", click=True),
        el("Auto-rotate screen", None, "TextView", (63, 1530, 850, 1600), ST, STR + "title", click=True),
        el(None, "Auto-rotate screen", "Switch", (870, 1520, 1017, 1610), ST, STR + "switch_widget", click=True, check=True),
    ]


def st_timeout(clock: str, batt: int, chosen: str) -> list[dict[str, Any]]:
    els = bar(clock, batt) + st_header("Screen timeout")
    y = 600
    for opt in ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]:
        els.append(el(opt, None, "RadioButton", (63, y, 1017, y + 140), ST, STR + "title", click=True, check=opt == chosen))
        y += 150
    return els


def st_font(clock: str, batt: int, level: int) -> list[dict[str, Any]]:
    names = ["Small", "Default", "Large", "Largest"]
    return bar(clock, batt) + st_header("Display size and text") + [
        el("The quick brown fox jumps over the lazy dog. Preview of how text will look.", None, "TextView", (63, 560, 1017, 900), ST, "com.android.settings:id/preview_text"),
        el("Font size", None, "TextView", (63, 960, 1017, 1030), ST, STR + "title"),
        el(None, "Smaller font", "ImageView", (42, 1060, 168, 1186), ST, "com.android.settings:id/left_button", click=True),
        el(None, f"Font size, {names[level]}", "SeekBar", (189, 1060, 891, 1186), ST, "com.android.settings:id/seekbar", click=True, scroll=True),
        el(None, "Larger font", "ImageView", (912, 1060, 1038, 1186), ST, "com.android.settings:id/right_button", click=True),
        el("Display size", None, "TextView", (63, 1260, 1017, 1330), ST, STR + "title"),
        el(None, "Display size, Default", "SeekBar", (189, 1360, 891, 1486), ST, "com.android.settings:id/seekbar", click=True, scroll=True),
        el("Bold text", None, "TextView", (63, 1580, 850, 1650), ST, STR + "title", click=True),
        el(None, "Bold text", "Switch", (870, 1570, 1017, 1660), ST, STR + "switch_widget", click=True, check=False),
        el("Reset settings", None, "Button", (63, 1760, 500, 1870), ST, "com.android.settings:id/reset_button", click=True),
    ]


def t08() -> dict[str, Any]:
    goal = "Turn on dark theme, set the screen timeout to 2 minutes and make the font one step larger."
    main = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"), ("Apps", "Recent apps, default apps"),
            ("Notifications", "Notification history, conversations"), ("Battery", "77% - Until about 11:30 PM"),
            ("Storage", "41% used - 75.52 GB free"), ("Display", "Dark theme, font size, brightness")]
    t = Traj()
    t.step("open_app", st_main("10:31", 77, main), app_name="Settings")
    t.step("click", st_display("10:31", 77, "After 30 seconds of inactivity", False), "Display")
    t.step("click", st_display("10:31", 77, "After 30 seconds of inactivity", True), "Dark theme", nth=1)
    t.step("click", st_timeout("10:32", 77, "30 seconds"), "Screen timeout")
    t.step("click", st_timeout("10:32", 77, "2 minutes"), "2 minutes")
    t.step("navigate_back", st_display("10:32", 77, "After 2 minutes of inactivity", False))
    t.step("click", st_font("10:33", 77, 1), "Display size and text")
    t.step("click", st_font("10:33", 77, 2), "Larger font")
    t.step("navigate_back", st_display("10:33", 76, "After 2 minutes of inactivity", False))
    return dict(tid="h25-android-08", turns=t.turns, state=state(goal, "10:30", 77, "Tue, Oct 15"), bad=True, turn=6,
                kind="dark theme switch turned on is shown off again after returning from the timeout page")


# ---------------------------------------------------------------- 09 Broccoli (less common, bad)
BR = "com.flauschcode.broccoli"
BRR = "com.flauschcode.broccoli:id/"
CHANA_ING = ("2 tins chickpeas (400 g each)\n1 large onion, finely chopped\n3 cloves garlic, grated\n4 cm ginger, grated\n1 tin chopped tomatoes\n"
             "2 tsp garam masala\n1 tsp ground cumin\n1 green chilli, slit\n2 tbsp rapeseed oil\nHandful of coriander")
CHANA_DIR = ("1. Fry the onion in the oil for 10 minutes until golden.\n2. Add garlic, ginger and chilli, cook 2 minutes.\n"
             "3. Stir in cumin and garam masala, then the tomatoes; simmer 10 minutes.\n4. Add the chickpeas with a splash of water, simmer 15 minutes.\n"
             "5. Season, scatter with coriander and serve with rice or chapatis.")
CHANA_DESC = "Weeknight chickpea curry with tomatoes, ginger and garam masala."


def br_list(clock: str, batt: int, cards: list[tuple[str, str]], query: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    if query is None:
        els += [el(None, "Open navigation drawer", "ImageButton", (0, 150, 147, 297), BR, None, click=True),
                el("Recipes", None, "TextView", (168, 182, 600, 264), BR, None),
                el(None, "Search", "TextView", (912, 150, 1038, 276), BR, BRR + "action_search", click=True)]
    else:
        els += [el(None, "Collapse", "ImageButton", (0, 150, 147, 297), BR, None, click=True),
                el(query, None, "EditText", (168, 165, 900, 280), BR, BRR + "search_src_text", edit=True, focus=True, hint="Search recipes")]
    y = 320
    for title, desc in cards:
        els += [el(title, None, "TextView", (63, y + 300, 1017, y + 370), BR, BRR + "card_text_view_title", click=True),
                el(desc, None, "TextView", (63, y + 370, 1017, y + 430), BR, BRR + "card_text_view_description")]
        y += 470
    if query is None:
        els.append(el(None, "Add recipe", "ImageButton", (858, 2030, 1017, 2189), BR, BRR + "fab_recipes", click=True))
    return els


def br_detail(clock: str, batt: int, servings: str, prep: str, source: str) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), BR, None, click=True),
        el(None, "Share", "TextView", (786, 150, 912, 276), BR, BRR + "action_share", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), BR, None, click=True),
        el("Chana Masala", None, "TextView", (63, 760, 1017, 860), BR, BRR + "recipe_details_title"),
        el(servings, "Servings", "TextView", (63, 890, 500, 960), BR, BRR + "recipe_details_servings"),
        el(prep, "Preparation time", "TextView", (540, 890, 1017, 960), BR, BRR + "recipe_details_preparation_time"),
    ]
    if source:
        els.append(el(source, "Source", "TextView", (63, 980, 1017, 1040), BR, BRR + "recipe_details_source"))
    els += [el(CHANA_DESC, None, "TextView", (63, 1060, 1017, 1180), BR, BRR + "recipe_details_description"),
            el("Ingredients", None, "TextView", (63, 1210, 1017, 1280), BR, None),
            el(CHANA_ING, None, "TextView", (63, 1290, 1017, 2000), BR, BRR + "recipe_details_ingredients"),
            el(None, "Edit recipe", "ImageButton", (858, 2030, 1017, 2189), BR, BRR + "fab_edit_recipe", click=True)]
    return els


def br_edit(clock: str, batt: int, servings: str, prep: str, source: str, focus: str) -> list[dict[str, Any]]:
    def f(val: str, hint: str, y: int, res: str, h: int = 130) -> dict[str, Any]:
        return el(val or None, None, "EditText", (63, y, 1017, y + h), BR, BRR + res, edit=True, focus=focus == hint, hint=hint)
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), BR, None, click=True),
        el("Edit recipe", None, "TextView", (168, 182, 700, 264), BR, None),
        el(None, "Save", "TextView", (912, 150, 1038, 276), BR, BRR + "action_save", click=True),
        f("Chana Masala", "Title", 600, "new_recipe_title"),
        f("Curry, Vegan", "Categories", 750, "new_recipe_categories"),
        f(servings, "Servings", 900, "new_recipe_servings"),
        f(prep, "Preparation time", 1050, "new_recipe_preparation_time"),
        f(source, "Source", 1200, "new_recipe_source"),
        f(CHANA_DESC, "Description", 1350, "new_recipe_description", 160),
        f(CHANA_ING, "Ingredients", 1530, "new_recipe_ingredients", 330),
        f(CHANA_DIR, "Directions", 1880, "new_recipe_directions", 330),
    ]


def t09() -> dict[str, Any]:
    goal = "In Broccoli, add the source 'Meera Sodha, Made in India' to the Chana Masala recipe."
    cards = [("Banana Bread", "Moist loaf with brown butter and walnuts."), ("Chana Masala", CHANA_DESC),
             ("Lemon Risotto", "Creamy risotto with lemon zest, parmesan and peas."), ("Pho Ga", "Vietnamese chicken noodle soup with charred ginger.")]
    src = "Meera Sodha, Made in India"
    t = Traj()
    t.step("open_app", br_list("11:02", 63, cards), app_name="Broccoli")
    t.step("click", br_detail("11:02", 63, "4", "45 min", ""), "Chana Masala")
    t.step("click", br_edit("11:02", 63, "4", "45 min", "", ""), "Edit recipe")
    t.step("input_text", br_edit("11:03", 63, "6", "45 min", src, "Source"), "Source", text=src)
    t.step("click", br_detail("11:03", 63, "6", "45 min", src), "Save")
    t.step("navigate_back", br_list("11:04", 63, cards))
    t.step("input_text", br_list("11:04", 63, [cards[1]], query="chickpea"), "Search", text="chickpea")
    return dict(tid="h25-android-09", turns=t.turns, state=state(goal, "11:01", 63, "Tue, Oct 15"), bad=True, turn=4,
                kind="recipe servings field reads 6 instead of 4 after typing into a different field")


# ---------------------------------------------------------------- 10 Retro Music (less common, clean)
RM = "code.name.monkey.retromusic"
RMR = "code.name.monkey.retromusic:id/"
IN_RAINBOWS = [("15 Step", "3:58"), ("Bodysnatchers", "4:02"), ("Nude", "4:15"), ("Weird Fishes/Arpeggi", "5:18"), ("All I Need", "3:48"),
               ("Faust Arp", "2:09"), ("Reckoner", "4:50"), ("House of Cards", "5:28"), ("Jigsaw Falling into Place", "4:09"), ("Videotape", "4:39")]


def rm_nav(tab: str, mini: tuple[str, str] | None) -> list[dict[str, Any]]:
    els = []
    if mini:
        els += [el(mini[0], None, "TextView", (168, 2040, 800, 2100), RM, RMR + "mini_player_title", click=True),
                el(None, "Pause" if mini[1] == "playing" else "Play", "ImageView", (870, 2030, 1017, 2150), RM, RMR + "miniPlayerPlayPauseButton", click=True)]
    for i, name in enumerate(["Home", "Songs", "Albums", "Artists", "Playlists"]):
        els.append(el(name, name, "FrameLayout", (216 * i, 2190, 216 * (i + 1), 2337), RM, RMR + "action_" + name.lower(), click=True, sel=name == tab))
    return els


def rm_playlists(clock: str, batt: int, fav: int, mini: tuple[str, str] | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("Playlists", None, "TextView", (63, 172, 700, 254), RM, RMR + "appNameText"),
                              el(None, "Search", "TextView", (912, 150, 1038, 276), RM, RMR + "action_search", click=True)]
    y = 320
    for name, n in [("Favorites", fav), ("Running 2024", 41), ("Sunday morning", 18)]:
        els += [el(name, None, "TextView", (210, y, 1017, y + 70), RM, RMR + "title", click=True, long=True),
                el(f"{n} Songs", None, "TextView", (210, y + 70, 1017, y + 120), RM, RMR + "text")]
        y += 170
    return els + rm_nav("Playlists", mini)


def rm_albums(clock: str, batt: int, mini: tuple[str, str] | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("Albums", None, "TextView", (63, 172, 700, 254), RM, RMR + "appNameText")]
    for i, (alb, art) in enumerate([("In Rainbows", "Radiohead"), ("Blue Train", "John Coltrane"), ("Kind of Blue", "Miles Davis"), ("Currents", "Tame Impala")]):
        x, y = 42 + 519 * (i % 2), 320 + 640 * (i // 2)
        els += [el(alb, None, "TextView", (x, y + 470, x + 477, y + 530), RM, RMR + "title", click=True, long=True),
                el(art, None, "TextView", (x, y + 530, x + 477, y + 580), RM, RMR + "text")]
    return els + rm_nav("Albums", mini)


def rm_album(clock: str, batt: int, mini: tuple[str, str] | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), RM, None, click=True),
        el("In Rainbows", None, "TextView", (63, 900, 1017, 990), RM, RMR + "albumTitle"),
        el("Radiohead", None, "TextView", (63, 990, 1017, 1050), RM, RMR + "albumText", click=True),
        el("2007 • 10 Songs • 42:36", None, "TextView", (63, 1050, 1017, 1100), RM, RMR + "songCountText"),
        el("Shuffle", None, "Button", (63, 1140, 525, 1260), RM, RMR + "shuffleAction", click=True),
        el("Play", None, "Button", (555, 1140, 1017, 1260), RM, RMR + "playAction", click=True),
    ]
    y = 1300
    for title, dur in IN_RAINBOWS[:4]:
        els += [el(title, None, "TextView", (126, y, 880, y + 70), RM, RMR + "title", click=True, long=True),
                el(dur, None, "TextView", (890, y, 1017, y + 70), RM, RMR + "text")]
        y += 140
    if mini:
        els += rm_nav("", mini)[:2]
    return els


def rm_player(clock: str, batt: int, title: str, pos: str, dur: str, playing: bool, fav: bool) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Close", "ImageButton", (0, 150, 147, 297), RM, None, click=True),
        el(None, "Remove from favorites" if fav else "Add to favorites", "ImageView", (786, 150, 912, 276), RM, RMR + "action_toggle_favorite", click=True, check=fav),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), RM, None, click=True),
        el(title, None, "TextView", (63, 1420, 1017, 1510), RM, RMR + "title"),
        el("Radiohead • In Rainbows", None, "TextView", (63, 1510, 1017, 1570), RM, RMR + "text"),
        el(pos, None, "TextView", (63, 1700, 240, 1750), RM, RMR + "songCurrentProgress"),
        el(None, None, "SeekBar", (63, 1620, 1017, 1690), RM, RMR + "progressSlider", click=True, scroll=True),
        el(dur, None, "TextView", (840, 1700, 1017, 1750), RM, RMR + "songTotalTime"),
        el(None, "Shuffle", "ImageButton", (42, 1820, 168, 1946), RM, RMR + "shuffleButton", click=True, check=True),
        el(None, "Previous", "ImageButton", (252, 1820, 378, 1946), RM, RMR + "previousButton", click=True),
        el(None, "Pause" if playing else "Play", "ImageButton", (462, 1800, 618, 1966), RM, RMR + "playPauseButton", click=True),
        el(None, "Next", "ImageButton", (702, 1820, 828, 1946), RM, RMR + "nextButton", click=True),
        el(None, "Playing queue", "ImageButton", (912, 1820, 1038, 1946), RM, RMR + "playingQueue", click=True),
    ]


def rm_queue(clock: str, batt: int, order: list[str], total: int, pos: str) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), RM, None, click=True),
        el("Playing queue", None, "TextView", (168, 182, 700, 264), RM, None),
        el(f"Up next • {total - 2} songs", None, "TextView", (63, 320, 1017, 380), RM, RMR + "playerQueueSubHeader"),
    ]
    y = 400
    for i, song in enumerate(order):
        els.append(el(song, "Now playing" if i == 1 else None, "TextView", (168, y, 1017, y + 80), RM, RMR + "title", click=True, long=True, sel=i == 1))
        y += 150
    els.append(el(pos, None, "TextView", (63, 2000, 240, 2050), RM, RMR + "songCurrentProgress"))
    return els


def t10() -> dict[str, Any]:
    goal = "In Retro Music, shuffle the album In Rainbows, skip one song and add the song then playing to Favorites."
    order = ["Reckoner", "Nude", "Videotape", "Bodysnatchers", "15 Step", "Weird Fishes/Arpeggi", "House of Cards", "All I Need",
             "Faust Arp", "Jigsaw Falling into Place"]
    t = Traj()
    t.step("open_app", rm_playlists("17:40", 52, 23, None), app_name="Retro Music")
    t.step("click", rm_albums("17:40", 52, None), "Albums")
    t.step("click", rm_album("17:41", 52, None), "In Rainbows")
    t.step("click", rm_player("17:41", 52, "Reckoner", "0:00", "4:50", True, False), "Shuffle")
    t.step("click", rm_player("17:41", 52, "Nude", "0:02", "4:15", True, False), "Next")
    t.step("click", rm_queue("17:42", 52, order[:8], len(order), "0:21"), "Playing queue")
    t.step("navigate_back", rm_player("17:42", 52, "Nude", "0:31", "4:15", True, False))
    t.step("click", rm_player("17:42", 52, "Nude", "0:35", "4:15", True, True), "Add to favorites")
    t.step("navigate_back", rm_album("17:42", 52, ("Nude", "playing")))
    t.step("navigate_back", rm_albums("17:43", 51, ("Nude", "playing")))
    t.step("click", rm_playlists("17:43", 51, 24, ("Nude", "playing")), "Playlists")
    return dict(tid="h25-android-10", turns=t.turns, state=state(goal, "17:39", 52, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 11 Messages (mainstream, bad)
MS = "com.google.android.apps.messaging"
MSR = "com.google.android.apps.messaging:id/"


def ms_list(clock: str, batt: int, rows: list[str], selected: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    if selected:
        els += [el(None, "Done", "ImageButton", (0, 150, 147, 297), MS, None, click=True),
                el("1", None, "TextView", (168, 182, 300, 264), MS, None),
                el(None, "Archive", "TextView", (534, 150, 660, 276), MS, MSR + "action_archive", click=True),
                el(None, "Delete", "TextView", (660, 150, 786, 276), MS, MSR + "action_delete", click=True),
                el(None, "Block", "TextView", (786, 150, 912, 276), MS, MSR + "action_block", click=True),
                el(None, "More options", "ImageView", (912, 150, 1038, 276), MS, None, click=True)]
    else:
        els += [el("Messages", None, "TextView", (63, 182, 600, 264), MS, None),
                el(None, "Search conversations", "TextView", (786, 150, 912, 276), MS, MSR + "action_zero_state_search", click=True),
                el(None, "Signed in as nils.ekstrom@gmail.com", "ImageView", (912, 150, 1038, 276), MS, MSR + "og_apd_internal_image_view", click=True)]
    y = 320
    for r in rows:
        els.append(el(None, r, "android.view.ViewGroup", (0, y, 1080, y + 240), MS, MSR + "swipeableContainer", click=True, long=True,
                      sel=selected is not None and r.startswith(selected)))
        y += 240
    els.append(el("Start chat", "Start chat", "Button", (620, 2080, 1017, 2210), MS, MSR + "start_chat_fab", click=True))
    return els


def ms_dialog(clock: str, batt: int) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Delete 1 conversation?", None, "TextView", (96, 960, 984, 1040), MS, "android:id/alertTitle"),
        el("Cancel", None, "Button", (520, 1140, 740, 1250), MS, "android:id/button2", click=True),
        el("Delete", None, "Button", (760, 1140, 984, 1250), MS, "android:id/button1", click=True),
    ]


def ms_thread(clock: str, batt: int, bubbles: list[tuple[str, str, str]], draft: str) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), MS, None, click=True),
        el("Jonas Weber", None, "TextView", (168, 182, 700, 264), MS, MSR + "conversation_title"),
        el(None, "Voice call", "TextView", (786, 150, 912, 276), MS, MSR + "action_call", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), MS, None, click=True),
    ]
    y = 500
    for who, text, meta in bubbles:
        x0, x1 = (63, 820) if who == "in" else (260, 1017)
        els += [el(text, None, "TextView", (x0, y, x1, y + 170), MS, MSR + "message_text", long=True),
                el(meta, None, "TextView", (x0, y + 175, x1, y + 225), MS, MSR + "message_status")]
        y += 280
    els += [el(None, "Attach", "ImageView", (21, 2110, 147, 2236), MS, MSR + "plus_button", click=True),
            el(draft or None, None, "EditText", (168, 2100, 870, 2250), MS, MSR + "compose_message_text", edit=True, focus=bool(draft), hint="Text message"),
            el(None, "Send SMS" if draft else "Voice message", "ImageView", (891, 2110, 1038, 2236), MS, MSR + "send_message_button_icon", click=True)]
    return els


def t11() -> dict[str, Any]:
    goal = "In Messages, delete the Bolt promo and the verification-code conversation, and text Jonas that I'm running 10 minutes late."
    J = "Jonas Weber, Are we still on for 6? I can bring the projector., 9:02 AM, Unread"
    B = "Bolt, Get 30% off your next 3 rides this week with code AUTUMN30. T&Cs apply., 8:15 AM"
    V = "+1 555-014-2237, Your verification code is 482913. Do not share it with anyone., Mon"
    M = "Mom, Call me when you land ❤️, Sun"
    H = "Dr. Haddad Clinic, Reminder: your appointment is on Oct 17 at 2:30 PM. Reply C to confirm., Sat"
    L = "Lena Fischer, You: Thanks for the photos!, Oct 11"
    K = "Kaito Mori, See you at the climbing gym on Thursday 🧗, Oct 9"
    reply = "Running 10 min late, sorry! Yes please bring the projector."

    def jy(when: str) -> str:
        return f"Jonas Weber, You: {reply}, {when}"
    old = [("in", "Booked the room at Kafé Sirap for tonight, upstairs.", "Yesterday 6:41 PM"),
           ("out", "Perfect, I'll bring the slides.", "Yesterday 6:50 PM"),
           ("in", "Are we still on for 6? I can bring the projector.", "9:02 AM")]
    t = Traj()
    t.step("open_app", ms_list("9:04", 79, [J, B, V, M, H, L]), app_name="Messages")
    t.step("long_press", ms_list("9:04", 79, [J, B, V, M, H, L], selected="Bolt"), "Bolt")
    t.step("click", ms_dialog("9:04", 79), "Delete")
    t.step("click", ms_list("9:04", 79, [J, V, M, H, L, K]), "Delete")
    t.step("click", ms_thread("9:05", 79, old, ""), "Jonas Weber")
    t.step("input_text", ms_thread("9:05", 79, old, reply), "Text message", text=reply)
    t.step("click", ms_thread("9:06", 79, old[1:] + [("out", reply, "Now · SMS")], ""), "Send SMS")
    t.step("navigate_back", ms_list("9:06", 79, [jy("Now"), V, M, H, L, K]))
    t.step("long_press", ms_list("9:07", 79, [jy("1 min"), B, V, M, H, L], selected="+1 555"), "+1 555")
    t.step("click", ms_dialog("9:07", 79), "Delete")
    t.step("click", ms_list("9:08", 78, [jy("2 min"), B, M, H, L, K]), "Delete")
    return dict(tid="h25-android-11", turns=t.turns, state=state(goal, "9:03", 79, "Tue, Oct 15"), bad=True, turn=9,
                kind="conversation deleted earlier reappears in the list when another one is selected")


# ---------------------------------------------------------------- 12 Maps (mainstream, clean)
GMP = "com.google.android.apps.maps"
GMPR = "com.google.android.apps.maps:id/"


def mp_home(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("Search here", None, "TextView", (63, 160, 820, 290), GMP, GMPR + "search_omnibox_text_box", click=True),
        el(None, "Voice search", "ImageView", (820, 160, 930, 290), GMP, GMPR + "search_omnibox_voice_button", click=True),
        el(None, "Account and settings.", "ImageView", (930, 160, 1038, 290), GMP, GMPR + "og_apd_internal_image_view", click=True),
    ]
    for i, chip in enumerate(["Restaurants", "Coffee", "Groceries", "Gas"]):
        els.append(el(chip, None, "Button", (42 + 260 * i, 320, 282 + 260 * i, 420), GMP, GMPR + "chip", click=True))
    els += [el(None, "Map view", "android.view.View", (0, 440, 1080, 2000), GMP, None, click=True, long=True, scroll=True),
            el(None, "Re-center map to your location", "ImageButton", (870, 1820, 1017, 1967), GMP, GMPR + "mylocation_button", click=True)]
    for i, tab in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"]):
        els.append(el(tab, tab, "FrameLayout", (216 * i, 2190, 216 * (i + 1), 2337), GMP, None, click=True, sel=tab == "Explore"))
    return els


def mp_search(clock: str, batt: int, query: str, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 160, 126, 290), GMP, None, click=True),
        el(query or None, None, "EditText", (126, 160, 900, 290), GMP, GMPR + "search_omnibox_edit_text", edit=True, focus=True, hint="Search here"),
    ]
    y = 330
    for name, addr in rows:
        els += [el(name, None, "TextView", (168, y, 1017, y + 66), GMP, GMPR + "title", click=True),
                el(addr, None, "TextView", (168, y + 66, 1017, y + 116), GMP, GMPR + "subtitle")]
        y += 170
    return els


def mp_place(clock: str, batt: int, drive: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Fotografiska", None, "TextView", (126, 160, 900, 290), GMP, GMPR + "search_omnibox_text_box", click=True),
        el(None, "Map view", "android.view.View", (0, 300, 1080, 1100), GMP, None, click=True, scroll=True),
        el("Fotografiska", None, "TextView", (63, 1160, 1017, 1250), GMP, GMPR + "title"),
        el("4.5", "4.5 stars 21,384 Reviews", "TextView", (63, 1250, 600, 1310), GMP, GMPR + "rating"),
        el("Museum · " + drive, None, "TextView", (63, 1310, 1017, 1370), GMP, GMPR + "category"),
        el("Open · Closes 11 PM", None, "TextView", (63, 1370, 1017, 1430), GMP, GMPR + "hours"),
        el("Directions", "Directions to Fotografiska", "Button", (42, 1480, 312, 1600), GMP, GMPR + "directions_button", click=True),
        el("Start", None, "Button", (330, 1480, 540, 1600), GMP, GMPR + "start_button", click=True),
        el("Call", None, "Button", (558, 1480, 750, 1600), GMP, GMPR + "call_button", click=True),
        el("Save", None, "Button", (768, 1480, 1038, 1600), GMP, GMPR + "save_button", click=True),
        el("Stadsgårdshamnen 22, 116 45 Stockholm", None, "TextView", (168, 1680, 1017, 1760), GMP, GMPR + "address"),
    ]


def mp_dirs(clock: str, batt: int, mode: str, times: dict[str, str], cards: list[tuple[str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 160, 126, 290), GMP, None, click=True),
        el("Your location", None, "TextView", (147, 160, 900, 250), GMP, GMPR + "directions_startpoint_textbox", click=True),
        el("Fotografiska", None, "TextView", (147, 260, 900, 350), GMP, GMPR + "directions_endpoint_textbox", click=True),
    ]
    for i, m in enumerate(["Drive", "Transit", "Walk", "Bike"]):
        els.append(el(times[m], f"{m} mode: {times[m]}", "LinearLayout", (21 + 259 * i, 380, 270 + 259 * i, 480), GMP, None, click=True, sel=m == mode))
    y = 1320
    for head, sub in cards:
        els += [el(head, None, "TextView", (63, y, 1017, y + 80), GMP, GMPR + "duration", click=True),
                el(sub, None, "TextView", (63, y + 80, 1017, y + 140), GMP, GMPR + "description")]
        y += 220
    if mode != "Transit":
        els.append(el("Start", None, "Button", (63, 2120, 420, 2240), GMP, GMPR + "start_button", click=True))
    return els


def mp_nav(clock: str, batt: int) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Head east on Hornsgatan toward Ringvägen", None, "TextView", (189, 170, 1017, 320), GMP, GMPR + "step_description"),
        el("120 m", None, "TextView", (63, 170, 180, 240), GMP, GMPR + "distance"),
        el(None, "Map view", "android.view.View", (0, 360, 1080, 1950), GMP, None, scroll=True),
        el(None, "Re-center", "Button", (63, 1800, 400, 1910), GMP, GMPR + "recenter_button", click=True),
        el("32 min", None, "TextView", (189, 2010, 600, 2090), GMP, GMPR + "trip_time"),
        el("2.4 km · 9:49 AM", None, "TextView", (189, 2090, 800, 2150), GMP, GMPR + "trip_distance_eta"),
        el(None, "Close navigation", "ImageButton", (42, 2010, 168, 2136), GMP, GMPR + "close_button", click=True),
        el(None, "Alternate routes", "ImageButton", (912, 2010, 1038, 2136), GMP, GMPR + "routes_button", click=True),
    ]


def t12() -> dict[str, Any]:
    goal = "In Maps, find Fotografiska, compare the transit and walking routes, and start walking directions."
    times = {"Drive": "9 min", "Transit": "19 min", "Walk": "33 min", "Bike": "11 min"}
    t = Traj()
    t.step("open_app", mp_home("9:13", 85), app_name="Maps")
    t.step("click", mp_search("9:13", 85, "", [("Fotografiska", "Stadsgårdshamnen 22, Stockholm"), ("Arlanda Airport", "Stockholm-Arlanda"),
                                                ("Systembolaget Götgatan", "Götgatan 25, Stockholm")]), "Search here")
    t.step("input_text", mp_search("9:14", 85, "Fotografiska", [("Fotografiska", "Stadsgårdshamnen 22, Stockholm"),
                                                                  ("Fotografiska Restaurant", "Stadsgårdshamnen 22, Stockholm"),
                                                                  ("Fotografiska Tallinn", "Telliskivi 60a/8, Tallinn, Estonia")]), "Search here", text="Fotografiska")
    t.step("click", mp_place("9:14", 85, "🚗 9 min"), "Fotografiska", nth=1)
    t.step("click", mp_dirs("9:14", 85, "Drive", times, [("9 min (3.1 km)", "Fastest route now due to traffic conditions"),
                                                          ("11 min (3.4 km)", "Via Söderleden")]), "Directions")
    times2 = dict(times, Transit="18 min")
    t.step("click", mp_dirs("9:15", 85, "Transit", times2, [("9:17 AM – 9:35 AM (18 min)", "Bus 4 → Bus 53 · Leaves 9:17 AM from Zinkensdamm"),
                                                             ("9:21 AM – 9:42 AM (21 min)", "T-bana 14 → walk · Leaves 9:21 AM from Hornstull")]), "Transit mode")
    t.step("click", mp_dirs("9:16", 84, "Walk", times2, [("33 min (2.4 km)", "Mostly flat · Arrive 9:49 AM")]), "Walk mode")
    t.step("click", mp_nav("9:17", 84), "Start")
    return dict(tid="h25-android-12", turns=t.turns, state=state(goal, "9:12", 85, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 13 Pro Expense (less common, bad)
PE = "com.arduia.expense"
PER = "com.arduia.expense:id/"


def pe_home(clock: str, batt: int, total: str, rows: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Open navigation drawer", "ImageButton", (0, 150, 147, 297), PE, None, click=True),
        el("Pro Expense", None, "TextView", (168, 182, 700, 264), PE, None),
        el("This Week", None, "TextView", (63, 330, 600, 390), PE, PER + "tv_graph_title"),
        el(total, None, "TextView", (63, 390, 1017, 500), PE, PER + "tv_total_value"),
    ]
    y = 1080
    for name, date, amt in rows:
        els += [el(name, f"{name}, {date}", "TextView", (168, y, 700, y + 105), PE, PER + "tv_name", click=True, long=True),
                el(amt, None, "TextView", (720, y, 1017, y + 60), PE, PER + "tv_amount")]
        y += 150
    els.append(el(None, "Add expense", "ImageButton", (858, 2100, 1017, 2259), PE, PER + "fb_main_add", click=True))
    return els


def pe_form(clock: str, batt: int, name: str, amount: str, cat: str, focus: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), PE, None, click=True),
        el("New Expense", None, "TextView", (168, 182, 700, 264), PE, None),
        el(name or None, None, "EditText", (63, 360, 1017, 500), PE, PER + "edt_name", edit=True, focus=focus == "Name", hint="Name"),
        el(amount or None, None, "EditText", (63, 540, 1017, 680), PE, PER + "edt_amount", edit=True, focus=focus == "Amount", hint="Amount"),
        el(cat, "Category", "TextView", (63, 720, 1017, 860), PE, PER + "tv_category", click=True),
        el(None, None, "EditText", (63, 900, 1017, 1200), PE, PER + "edt_note", edit=True, hint="Note"),
        el("15/10/2024", "Date", "TextView", (63, 1240, 1017, 1360), PE, PER + "tv_date", click=True),
        el("SAVE", None, "Button", (63, 2100, 1017, 2240), PE, PER + "btn_save", click=True, enabled=bool(name and amount)),
    ]


def pe_cats(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("Choose category", None, "TextView", (96, 420, 984, 500), PE, PER + "tv_title")]
    y = 540
    for c in ["Food", "Transportation", "Bills", "Health", "Shopping", "Entertainment", "Others"]:
        els.append(el(c, None, "TextView", (96, y, 984, y + 120), PE, PER + "tv_category_name", click=True))
        y += 130
    return els


def t13() -> dict[str, Any]:
    goal = "In Pro Expense, add today's Lunch (14.50, Food) and Taxi (23.80, Transportation), then check the weekly total."
    cof, ph, pha = ("Coffee", "Oct 15", "$4.20"), ("Phone bill", "Oct 14", "$35.00"), ("Pharmacy", "Oct 14", "$48.20")
    lun, tax = ("Lunch", "Oct 15", "$14.50"), ("Taxi", "Oct 15", "$23.80")
    t = Traj()
    t.step("open_app", pe_home("13:05", 61, "$87.40", [cof, ph, pha]), app_name="Pro Expense")
    t.step("click", pe_form("13:05", 61, "", "", "Food", "Name"), "Add expense")
    t.step("input_text", pe_form("13:05", 61, "Lunch", "", "Food", "Name"), "Name", text="Lunch")
    t.step("input_text", pe_form("13:06", 61, "Lunch", "14.50", "Food", "Amount"), "Amount", text="14.50")
    t.step("click", pe_home("13:06", 61, "$101.90", [lun, cof, ph, pha]), "SAVE")
    t.step("click", pe_form("13:06", 61, "", "", "Food", "Name"), "Add expense")
    t.step("input_text", pe_form("13:07", 61, "Taxi", "", "Food", "Name"), "Name", text="Taxi")
    t.step("click", pe_cats("13:07", 61), "Category")
    t.step("click", pe_form("13:07", 61, "Taxi", "", "Transportation", ""), "Transportation")
    t.step("input_text", pe_form("13:08", 60, "Taxi", "23.80", "Transportation", "Amount"), "Amount", text="23.80")
    t.step("click", pe_home("13:08", 60, "$129.90", [tax, lun, cof, ph, pha]), "SAVE")
    return dict(tid="h25-android-13", turns=t.turns, state=state(goal, "13:04", 61, "Tue, Oct 15"), bad=True, turn=11,
                kind="weekly total after adding 23.80 to 101.90 reads 129.90 and does not match the listed expenses (125.70)")


# ---------------------------------------------------------------- 14 OsmAnd (less common, clean)
OA = "net.osmand"
OAR = "net.osmand:id/"


def oa_map(clock: str, batt: int, alt: str, gps: str, fav_pin: bool = False) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(alt, "Altitude", "TextView", (42, 150, 330, 240), OA, OAR + "widget_text"),
        el(gps, "GPS info", "TextView", (750, 150, 1038, 240), OA, OAR + "widget_text"),
        el(None, "Search", "ImageButton", (42, 280, 168, 406), OA, OAR + "map_search_button", click=True),
        el(None, "Configure map", "ImageButton", (42, 430, 168, 556), OA, OAR + "map_layers_button", click=True),
        el(None, "Compass", "ImageButton", (912, 280, 1038, 406), OA, OAR + "map_compass_button", click=True),
        el(None, "My location", "android.view.View", (510, 1150, 570, 1210), OA, None, click=True, long=True),
    ]
    if fav_pin:
        els.append(el(None, "Trailhead parking", "android.view.View", (506, 1100, 574, 1168), OA, None, click=True))
    els += [el("200 m", None, "TextView", (210, 2050, 400, 2110), OA, OAR + "map_ruler_text"),
            el(None, "Menu", "ImageButton", (42, 2130, 189, 2277), OA, OAR + "map_menu_button", click=True),
            el(None, "Zoom in", "ImageButton", (912, 1700, 1038, 1826), OA, OAR + "map_zoom_in_button", click=True),
            el(None, "Zoom out", "ImageButton", (912, 1840, 1038, 1966), OA, OAR + "map_zoom_out_button", click=True),
            el(None, "Back to location", "ImageButton", (891, 2130, 1038, 2277), OA, OAR + "map_my_location_button", click=True)]
    return els


def oa_context(clock: str, batt: int, title: str, sub: str, coords: str, extra: str, first_btn: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Map view", "android.view.View", (0, 100, 1080, 1300), OA, None, click=True, scroll=True),
        el(title, None, "TextView", (63, 1360, 900, 1450), OA, OAR + "context_menu_line1"),
        el(sub, None, "TextView", (63, 1450, 900, 1510), OA, OAR + "context_menu_line2"),
        el(coords, None, "TextView", (63, 1530, 1017, 1590), OA, OAR + "context_menu_coordinates", click=True),
        el(extra, None, "TextView", (63, 1590, 1017, 1650), OA, OAR + "context_menu_info"),
        el(first_btn, None, "TextView", (21, 1700, 280, 1840), OA, OAR + "context_menu_fav_text_view", click=True),
        el("Marker", None, "TextView", (280, 1700, 540, 1840), OA, OAR + "context_menu_marker_text_view", click=True),
        el("Share", None, "TextView", (540, 1700, 800, 1840), OA, OAR + "context_menu_share_text_view", click=True),
        el("Actions", None, "TextView", (800, 1700, 1059, 1840), OA, OAR + "context_menu_more_text_view", click=True),
        el("Directions from", None, "Button", (42, 2100, 520, 2230), OA, OAR + "context_menu_route_button_text", click=True),
        el("Navigation", None, "Button", (560, 2100, 1038, 2230), OA, OAR + "context_menu_route_button", click=True),
    ]


def oa_fav(clock: str, batt: int, name: str, group: str) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), OA, None, click=True),
        el("Add favorite", None, "TextView", (168, 182, 800, 264), OA, None),
        el(name or None, None, "EditText", (63, 360, 1017, 500), OA, OAR + "name_edit", edit=True, focus=not name, hint="Name"),
        el("Group", None, "TextView", (63, 560, 600, 620), OA, None),
    ]
    for i, (g, n) in enumerate([("Favorites", 7), ("Hiking", 4), ("Food", 3)]):
        els.append(el(g, f"{g}, {n} points", "TextView", (42 + 260 * i, 640, 282 + 260 * i, 780), OA, OAR + "group_name", click=True, sel=g == group))
    els += [el("Add group", None, "TextView", (822, 640, 1059, 780), OA, OAR + "add_group", click=True),
            el(None, None, "EditText", (63, 840, 1017, 1000), OA, OAR + "description_edit", edit=True, hint="Description"),
            el("Strada Pederü, San Vigilio di Marebbe", None, "EditText", (63, 1040, 1017, 1180), OA, OAR + "address_edit", edit=True, hint="Address"),
            el("Cancel", None, "Button", (42, 2130, 520, 2260), OA, OAR + "dismiss_button", click=True),
            el("Save", None, "Button", (560, 2130, 1038, 2260), OA, OAR + "right_bottom_button", click=True, enabled=bool(name))]
    return els


def oa_menu(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    y = 200
    for item in ["My Places", "Search", "Directions", "Configure map", "Download maps", "Plan a route", "Trip recording", "Settings", "Help"]:
        els.append(el(item, None, "TextView", (63, y, 900, y + 140), OA, OAR + "title", click=True))
        y += 150
    return els


def oa_places(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), OA, None, click=True),
        el("Favorites", None, "TextView", (42, 300, 360, 400), OA, None, click=True, sel=True),
        el("Tracks", None, "TextView", (360, 300, 720, 400), OA, None, click=True),
        el("Favorites", "Favorites, 7 points", "TextView", (63, 440, 1017, 540), OA, OAR + "category_name", click=True),
        el("Hiking", "Hiking, 5 points", "TextView", (63, 560, 1017, 660), OA, OAR + "category_name", click=True),
    ]
    y = 680
    for name, dist in [("Trailhead parking", "11 m"), ("Lago di Limo", "4.9 km"), ("Rifugio Lavarella", "5.4 km"), ("Rifugio Fanes", "6.1 km"), ("Sas dla Crusc", "9.8 km")]:
        els += [el(name, None, "TextView", (168, y, 800, y + 70), OA, OAR + "favourite_label", click=True),
                el(dist, None, "TextView", (820, y, 1017, y + 70), OA, OAR + "distance")]
        y += 130
    els.append(el("Food", "Food, 3 points", "TextView", (63, y + 20, 1017, y + 120), OA, OAR + "category_name", click=True))
    return els


def t14() -> dict[str, Any]:
    goal = "In OsmAnd, save the current location as favorite 'Trailhead parking' in the Hiking group and check the distances to the huts."
    coords = "46.63987, 11.99412"
    t = Traj()
    t.step("open_app", oa_map("8:02", 96, "1 548 m", "9/14"), app_name="OsmAnd")
    t.step("click", oa_map("8:02", 96, "1 549 m", "11/14"), "Back to location")
    t.step("click", oa_context("8:03", 96, "My location", "Accuracy ±6 m", coords, "Altitude 1 549 m", "Add"), "My location")
    t.step("click", oa_fav("8:03", 96, "", "Favorites"), "Add")
    t.step("input_text", oa_fav("8:03", 96, "Trailhead parking", "Favorites"), "Name", text="Trailhead parking")
    t.step("click", oa_fav("8:04", 96, "Trailhead parking", "Hiking"), "Hiking")
    t.step("click", oa_context("8:04", 96, "Trailhead parking", "Hiking", coords, "Strada Pederü, San Vigilio di Marebbe", "Edit"), "Save")
    t.step("navigate_back", oa_map("8:04", 96, "1 547 m", "12/14", fav_pin=True))
    t.step("click", oa_menu("8:05", 95), "Menu")
    t.step("click", oa_places("8:05", 95), "My Places")
    return dict(tid="h25-android-14", turns=t.turns, state=state(goal, "8:01", 96, "Wed, Oct 16"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 15 Google Calendar (mainstream, bad)
GC = "com.google.android.calendar"
GCR = "com.google.android.calendar:id/"
GC_DAYS = {"Tue 15": "Tuesday, October 15", "Wed 16": "Wednesday, October 16", "Thu 17": "Thursday, October 17", "Fri 18": "Friday, October 18"}


def gc_sched(clock: str, batt: int, days: list[tuple[str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Show Calendar List and Settings drawer", "ImageButton", (0, 150, 147, 297), GC, None, click=True),
        el("October", None, "TextView", (168, 182, 600, 264), GC, GCR + "date_picker_text_view", click=True),
        el(None, "Search", "TextView", (660, 150, 786, 276), GC, GCR + "action_search", click=True),
        el(None, "Jump to Today", "TextView", (786, 150, 912, 276), GC, GCR + "action_today", click=True),
    ]
    y = 320
    for day, events in days:
        els.append(el(day.upper(), GC_DAYS[day], "TextView", (21, y, 160, y + 120), GC, None))
        for title, when in events:
            els.append(el(title, f"{title}, {GC_DAYS[day]}, {when}", "android.view.View", (189, y, 1059, y + 130), GC, None, click=True))
            y += 150
        y += 40
    els.append(el(None, "Create new event and more", "ImageButton", (816, 2050, 1017, 2251), GC, GCR + "floating_action_button", click=True))
    return els


def gc_detail(clock: str, batt: int, date: str, location: str | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Close", "ImageButton", (0, 150, 147, 297), GC, None, click=True),
        el(None, "Edit", "ImageButton", (786, 150, 912, 276), GC, GCR + "info_action_edit", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), GC, None, click=True),
        el("Dentist – Dr. Okafor", None, "TextView", (168, 360, 1017, 450), GC, GCR + "title"),
        el(f"{date} · 3:00 – 3:45 PM", None, "TextView", (168, 460, 1017, 520), GC, GCR + "when"),
    ]
    if location:
        els.append(el(location, None, "TextView", (168, 580, 1017, 640), GC, GCR + "location", click=True, long=True))
    els += [el("30 minutes before", None, "TextView", (168, 700, 1017, 760), GC, GCR + "reminder"),
            el("Personal", None, "TextView", (168, 800, 1017, 860), GC, GCR + "calendar_name"),
            el("Bring the referral letter and insurance card.", None, "TextView", (168, 900, 1017, 1000), GC, GCR + "description")]
    return els


def gc_edit(clock: str, batt: int, location: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Close", "ImageButton", (0, 150, 147, 297), GC, None, click=True),
        el("Save", None, "Button", (820, 165, 1038, 261), GC, GCR + "save", click=True),
        el("Dentist – Dr. Okafor", None, "EditText", (168, 320, 1017, 440), GC, GCR + "title", edit=True, hint="Add title"),
        el("All-day", None, "TextView", (168, 500, 850, 580), GC, None),
        el(None, "All-day", "Switch", (870, 500, 1017, 580), GC, GCR + "all_day_switch", click=True, check=False),
        el("Wed, Oct 16, 2024", None, "TextView", (168, 620, 700, 700), GC, GCR + "start_date", click=True),
        el("3:00 PM", None, "TextView", (760, 620, 1017, 700), GC, GCR + "start_time", click=True),
        el("Wed, Oct 16, 2024", None, "TextView", (168, 720, 700, 800), GC, GCR + "end_date", click=True),
        el("3:45 PM", None, "TextView", (760, 720, 1017, 800), GC, GCR + "end_time", click=True),
        el("Does not repeat", None, "TextView", (168, 860, 1017, 940), GC, GCR + "recurrence", click=True),
        el(location or None, None, "EditText", (168, 1000, 1017, 1090), GC, GCR + "location", edit=True, focus=bool(location), hint="Add location"),
        el("30 minutes before", None, "TextView", (168, 1150, 900, 1230), GC, GCR + "reminder", click=True),
        el("Add notification", None, "TextView", (168, 1250, 1017, 1330), GC, GCR + "add_reminder", click=True),
        el("Personal", None, "TextView", (168, 1390, 1017, 1470), GC, GCR + "calendar", click=True),
    ]


def t15() -> dict[str, Any]:
    goal = "In Calendar, add the location 'Okafor Dental, 41 Harbour St' to the dentist appointment."
    tue = ("Tue 15", [("Team standup", "9:30 – 9:45 AM"), ("Lunch with Sam", "12:30 – 1:30 PM")])
    wed = ("Wed 16", [("Dentist – Dr. Okafor", "3:00 – 3:45 PM")])
    thu = ("Thu 17", [("Design review", "2:00 – 3:00 PM"), ("Yoga", "6:00 – 7:00 PM")])
    fri = ("Fri 18", [("Piano recital (Mia)", "5:30 – 7:00 PM")])
    thu2 = ("Thu 17", [("Design review", "2:00 – 3:00 PM"), ("Dentist – Dr. Okafor", "3:00 – 3:45 PM"), ("Yoga", "6:00 – 7:00 PM")])
    loc = "Okafor Dental, 41 Harbour St"
    t = Traj()
    t.step("open_app", gc_sched("10:47", 73, [tue, wed, thu, fri]), app_name="Calendar")
    t.step("click", gc_detail("10:47", 73, "Wednesday, October 16", None), "Dentist – Dr. Okafor")
    t.step("click", gc_edit("10:48", 73, ""), "Edit")
    t.step("input_text", gc_edit("10:48", 73, loc), "Add location", text=loc)
    t.step("click", gc_detail("10:49", 73, "Thursday, October 17", loc), "Save")
    t.step("click", gc_sched("10:49", 73, [tue, thu2, fri]), "Close")
    t.step("click", gc_detail("10:50", 72, "Thursday, October 17", loc), "Dentist – Dr. Okafor")
    return dict(tid="h25-android-15", turns=t.turns, state=state(goal, "10:46", 73, "Tue, Oct 15"), bad=True, turn=5,
                kind="appointment on Wednesday Oct 16 shows as Thursday Oct 17 after only its location was edited")


# ---------------------------------------------------------------- 16 Simple Calendar Pro (less common, clean)
SC = "com.simplemobiletools.calendar.pro"
SCR = "com.simplemobiletools.calendar.pro:id/"


def sc_list(clock: str, batt: int, days: list[tuple[str, list[tuple[str, str]]]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Search", "TextView", (660, 150, 786, 276), SC, SCR + "search", click=True),
        el(None, "Change view", "TextView", (786, 150, 912, 276), SC, SCR + "change_view", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), SC, None, click=True),
    ]
    y = 320
    for day, events in days:
        els.append(el(day, None, "TextView", (42, y, 1038, y + 70), SC, SCR + "event_section_title"))
        y += 90
        for title, when in events:
            els += [el(title, None, "TextView", (84, y, 1038, y + 66), SC, SCR + "event_item_title", click=True, long=True),
                    el(when, None, "TextView", (84, y + 66, 1038, y + 116), SC, SCR + "event_item_time")]
            y += 150
    els.append(el(None, "New event", "ImageButton", (858, 2100, 1017, 2259), SC, SCR + "calendar_fab", click=True))
    return els


def sc_form(clock: str, batt: int, title: str, date: str, start: str, end: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), SC, None, click=True),
        el("New event", None, "TextView", (168, 182, 700, 264), SC, None),
        el(None, "Save", "TextView", (912, 150, 1038, 276), SC, SCR + "save", click=True),
        el(title or None, None, "EditText", (63, 330, 1017, 460), SC, SCR + "event_title", edit=True, focus=not title, hint="Title"),
        el(None, None, "EditText", (63, 480, 1017, 610), SC, SCR + "event_location", edit=True, hint="Location"),
        el(None, None, "EditText", (63, 630, 1017, 760), SC, SCR + "event_description", edit=True, hint="Description"),
        el("All day", None, "CheckBox", (63, 800, 1017, 900), SC, SCR + "event_all_day", click=True, check=False),
        el(date, "Start date", "TextView", (63, 920, 700, 1020), SC, SCR + "event_start_date", click=True),
        el(start, "Start time", "TextView", (760, 920, 1017, 1020), SC, SCR + "event_start_time", click=True),
        el(date, "End date", "TextView", (63, 1040, 700, 1140), SC, SCR + "event_end_date", click=True),
        el(end, "End time", "TextView", (760, 1040, 1017, 1140), SC, SCR + "event_end_time", click=True),
        el("10 minutes before", None, "TextView", (147, 1200, 1017, 1290), SC, SCR + "event_reminder_1", click=True),
        el("No repetition", None, "TextView", (147, 1330, 1017, 1420), SC, SCR + "event_repetition", click=True),
    ]


def sc_datepicker(clock: str, batt: int, chosen: int) -> list[dict[str, Any]]:
    wd = {14: "Mon", 15: "Tue", 16: "Wed", 17: "Thu", 18: "Fri", 19: "Sat", 20: "Sun"}
    els = bar(clock, batt) + [
        el("2024", None, "TextView", (96, 420, 400, 480), SC, "android:id/date_picker_header_year", click=True),
        el(f"{wd[chosen]}, Oct {chosen}", None, "TextView", (96, 490, 900, 600), SC, "android:id/date_picker_header_date"),
        el("October 2024", None, "TextView", (200, 660, 880, 740), SC, "android:id/month_view"),
    ]
    for i, d in enumerate(range(14, 21)):
        els.append(el(str(d), f"{d} October 2024", "android.view.View", (110 + 122 * i, 1000, 220 + 122 * i, 1110), SC, None, click=True, sel=d == chosen))
    els += [el("CANCEL", None, "Button", (500, 1660, 720, 1770), SC, "android:id/button2", click=True),
            el("OK", None, "Button", (740, 1660, 960, 1770), SC, "android:id/button1", click=True)]
    return els


def sc_timepicker(clock: str, batt: int, hour: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Enter time", None, "TextView", (105, 700, 700, 770), SC, SCR + "header_title"),
        el(hour, None, "EditText", (105, 820, 480, 1000), SC, SCR + "material_hour_text_input", edit=True, focus=True, hint="Hour"),
        el("00", None, "EditText", (600, 820, 975, 1000), SC, SCR + "material_minute_text_input", edit=True, hint="Minute"),
        el("Cancel", None, "Button", (560, 1100, 760, 1206), SC, SCR + "material_timepicker_cancel_button", click=True),
        el("OK", None, "Button", (780, 1100, 975, 1206), SC, SCR + "material_timepicker_ok_button", click=True),
    ]


def t16() -> dict[str, Any]:
    goal = "In Simple Calendar Pro, add 'Piano lesson' on Saturday October 19 from 11:00 to 12:00."
    d15 = ("Tuesday, October 15", [("Physio", "17:30 – 18:15")])
    d17 = ("Thursday, October 17", [("Book club", "19:00 – 21:00")])
    d19 = ("Saturday, October 19", [("Farmers market", "09:00 – 10:30")])
    d19b = ("Saturday, October 19", [("Farmers market", "09:00 – 10:30"), ("Piano lesson", "11:00 – 12:00")])
    t = Traj()
    t.step("open_app", sc_list("9:23", 69, [d15, d17, d19]), app_name="Simple Calendar Pro")
    t.step("click", sc_form("9:23", 69, "", "Tue, 15 Oct 2024", "10:00", "11:00"), "New event")
    t.step("input_text", sc_form("9:24", 69, "Piano lesson", "Tue, 15 Oct 2024", "10:00", "11:00"), "Title", text="Piano lesson")
    t.step("click", sc_datepicker("9:24", 69, 15), "Start date")
    t.step("click", sc_datepicker("9:24", 69, 19), "19")
    t.step("click", sc_form("9:25", 69, "Piano lesson", "Sat, 19 Oct 2024", "10:00", "11:00"), "OK")
    t.step("click", sc_timepicker("9:25", 69, "10"), "Start time")
    t.step("input_text", sc_timepicker("9:25", 69, "11"), "Hour", text="11")
    t.step("click", sc_form("9:26", 69, "Piano lesson", "Sat, 19 Oct 2024", "11:00", "12:00"), "OK")
    t.step("click", sc_list("9:26", 68, [d15, d17, d19b]), "Save")
    return dict(tid="h25-android-16", turns=t.turns, state=state(goal, "9:22", 69, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 17 Chrome (mainstream, bad)
CH = "com.android.chrome"
CHR = "com.android.chrome:id/"
KA_URL = "kingarthurbaking.com/recipes/sourdough-starter-recipe"


def ch_toolbar(url: str, tabs: int) -> list[dict[str, Any]]:
    return [el(None, "Open the home page", "ImageButton", (0, 150, 126, 276), CH, CHR + "home_button", click=True),
            el(url, None, "EditText", (147, 160, 780, 266), CH, CHR + "url_bar", click=True, edit=True),
            el(str(tabs), "Switch or close tabs", "ImageButton", (786, 150, 912, 276), CH, CHR + "tab_switcher_button", click=True, long=True),
            el(None, "Customize and control Google Chrome", "ImageButton", (912, 150, 1038, 276), CH, CHR + "menu_button", click=True)]


def ch_page(clock: str, batt: int, url: str, tabs: int | None, lines: list[str], snack: bool = False) -> list[dict[str, Any]]:
    els = bar(clock, batt) + (ch_toolbar(url, tabs) if tabs is not None else [])
    y = 300 if tabs is not None else 120
    for ln in lines:
        els.append(el(ln, None, "android.view.View", (42, y, 1038, y + 110), CH, None))
        y += 130
    if snack:
        els += [el("Bookmarked in Mobile bookmarks", None, "TextView", (63, 2050, 780, 2150), CH, CHR + "snackbar_message"),
                el("Edit", None, "Button", (800, 2050, 1017, 2150), CH, CHR + "snackbar_button", click=True)]
    return els


def ch_grid(clock: str, batt: int, titles: list[str]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "New tab", "ImageButton", (0, 150, 147, 297), CH, CHR + "new_tab_view", click=True),
        el(str(len(titles)), f"{len(titles)} open tabs", "TextView", (470, 170, 610, 260), CH, CHR + "tab_switcher_mode_tab_switcher_button"),
        el(None, "More options", "ImageButton", (912, 150, 1038, 276), CH, CHR + "menu_button", click=True),
    ]
    for i, ti in enumerate(titles):
        x, y = 42 + 519 * (i % 2), 320 + 700 * (i // 2)
        els += [el(ti, None, "TextView", (x, y, x + 400, y + 80), CH, CHR + "tab_title", click=True),
                el(None, f"Close {ti} tab", "ImageView", (x + 400, y, x + 477, y + 80), CH, CHR + "action_button", click=True)]
    return els


def ch_ntp(clock: str, batt: int, text: str, sugg: list[str]) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    if not text:
        els += ch_toolbar("", 4)[:1] + [el(None, None, "EditText", (147, 160, 780, 266), CH, CHR + "url_bar", click=True, edit=True, hint="Search or type URL")] + ch_toolbar("", 4)[2:]
        els += [el("Search or type web address", None, "TextView", (63, 760, 1017, 890), CH, CHR + "search_box_text", click=True)]
        for i, s in enumerate(["YouTube", "Wikipedia", "GitHub", "yr.no"]):
            els.append(el(s, s, "TextView", (42 + 259 * i, 960, 260 + 259 * i, 1200), CH, CHR + "tile_view_title", click=True, long=True))
        return els
    els += [el(None, "Back", "ImageButton", (0, 150, 126, 276), CH, None, click=True),
            el(text, None, "EditText", (147, 160, 900, 266), CH, CHR + "url_bar", edit=True, focus=True, hint="Search or type URL"),
            el(None, "Clear input", "ImageButton", (912, 150, 1038, 276), CH, CHR + "delete_button", click=True)]
    y = 300
    for s in sugg:
        els.append(el(s, None, "TextView", (147, y, 1017, y + 120), CH, CHR + "line_1", click=True))
        y += 140
    return els


def ch_menu(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    for i, d in enumerate(["Forward", "Bookmark", "Download page", "Page info", "Refresh page"]):
        els.append(el(None, d, "ImageButton", (420 + 126 * i, 160, 546 + 126 * i, 286), CH, CHR + "button_" + str(i), click=True))
    y = 300
    for item in ["New tab", "New Incognito tab", "History", "Downloads", "Bookmarks", "Recent tabs", "Share…", "Find in page", "Translate…"]:
        els.append(el(item, None, "TextView", (420, y, 1059, y + 126), CH, CHR + "menu_item_text", click=True))
        y += 130
    return els


def ch_edit_bm(clock: str, batt: int) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), CH, None, click=True),
        el("Edit bookmark", None, "TextView", (168, 182, 700, 264), CH, None),
        el(None, "Delete bookmarks", "TextView", (912, 150, 1038, 276), CH, CHR + "delete_menu_id", click=True),
        el("Sourdough Starter Recipe | King Arthur Baking", None, "EditText", (63, 360, 1017, 490), CH, CHR + "title_text", edit=True, hint="Name"),
        el("https://www." + KA_URL, None, "EditText", (63, 540, 1017, 670), CH, CHR + "url_text", edit=True, hint="URL"),
        el("Folder", None, "TextView", (63, 720, 600, 780), CH, None),
        el("Mobile bookmarks", None, "TextView", (63, 790, 1017, 900), CH, CHR + "folder_text", click=True),
    ]


def t17() -> dict[str, Any]:
    goal = "In Chrome, open King Arthur's sourdough starter recipe in a new tab and bookmark it."
    wiki = ["Sourdough", "From Wikipedia, the free encyclopedia", "Sourdough is a type of bread made with a starter of wild yeast and lactic acid bacteria.",
            "Contents", "History", "Chemistry", "Starter"]
    ka_top = ["Sourdough Starter", "★★★★★ 4.7 (1,382 reviews)", "Prep 5 mins · Total 5 days · Yield about 1 cup",
              "Making your own sourdough starter takes about 5 days, and a bit of patience.", "Ingredients", "Day 1"]
    ka_low = ["Ingredients", "Day 1", "1 cup (113g) whole wheat flour (pumpernickel) or whole rye flour", "1/2 cup (113g) cool water",
              "Daily feeding", "1 cup (120g) King Arthur Unbleached All-Purpose Flour", "1/2 cup (113g) water, lukewarm if kitchen is cool"]
    tabs = ["Sourdough - Wikipedia", "Stockholm 10-day forecast - yr.no", "Pull requests · fjordlabs/api"]
    t = Traj()
    t.step("open_app", ch_page("19:20", 44, "en.wikipedia.org/wiki/Sourdough", 3, wiki), app_name="Chrome")
    t.step("click", ch_grid("19:20", 44, tabs), "Switch or close tabs")
    t.step("click", ch_ntp("19:20", 44, "", []), "New tab")
    t.step("input_text", ch_ntp("19:21", 44, "king arthur sourdough starter",
                                ["king arthur sourdough starter", "king arthur sourdough starter recipe", "king arthur sourdough starter feeding schedule",
                                 "www." + KA_URL]), "Search or type URL", text="king arthur sourdough starter")
    t.step("click", ch_page("19:21", 44, KA_URL, 4, ka_top), "www." + KA_URL)
    t.step("scroll", ch_page("19:22", 44, KA_URL, None, ka_low), direction="down")
    t.step("scroll", ch_page("19:22", 44, KA_URL, 4, ka_top), direction="up")
    t.step("click", ch_menu("19:22", 44), "Customize and control Google Chrome")
    t.step("click", ch_page("19:23", 43, KA_URL, 5, ka_top, snack=True), "Bookmark")
    t.step("click", ch_edit_bm("19:23", 43), "Edit")
    return dict(tid="h25-android-17", turns=t.turns, state=state(goal, "19:19", 44, "Tue, Oct 15"), bad=True, turn=9,
                kind="tab switcher count jumps from 4 to 5 when the page is bookmarked, with no tab opened")


# ---------------------------------------------------------------- 18 Settings Bluetooth (mainstream, clean)


def st_rows(y: int, rows: list[tuple[str | None, str | None, bool]]) -> list[dict[str, Any]]:
    """(title, summary, clickable) rows; a None title is a section header given as summary."""
    out = []
    for title, summary, clickable in rows:
        if title is None:
            out.append(el(summary, None, "TextView", (63, y, 1017, y + 60), ST, STR + "title"))
            y += 90
            continue
        out.append(el(title, None, "TextView", (210, y, 1017, y + 70), ST, STR + "title", click=clickable))
        if summary:
            out.append(el(summary, None, "TextView", (210, y + 70, 1017, y + 125), ST, STR + "summary"))
        y += 170
    return out


def st_connected(clock: str, batt: int, media: str | None, bt_on: bool) -> list[dict[str, Any]]:
    rows: list[tuple[str | None, str | None, bool]] = []
    if media:
        rows += [(None, "Media devices", False), ("JBL Flip 5", media, True)]
    rows += [("Pair new device", None, True), (None, "Previously connected devices", False), ("Pixel Buds Pro", None, True),
             ("See all", None, True), ("Connection preferences", "Bluetooth, Android Auto" if bt_on else "Bluetooth is off", True)]
    els = bar(clock, batt) + st_header("Connected devices") + st_rows(600, rows)
    if media:
        els.append(el(None, "Settings", "ImageView", (912, 700, 1038, 826), ST, "com.android.settings:id/settings_button", click=True))
    return els


def st_pair(clock: str, batt: int, devices: list[tuple[str, str | None]], searching: bool) -> list[dict[str, Any]]:
    rows: list[tuple[str | None, str | None, bool]] = [("Device name", "Pixel 6", True), (None, "Available devices", False)]
    rows += [(d, s, True) for d, s in devices]
    els = bar(clock, batt) + st_header("Pair new device")
    if searching:
        els.append(el(None, "Searching for devices", "ProgressBar", (0, 560, 1080, 572), ST, "com.android.settings:id/progress_bar"))
    return els + st_rows(600, rows)


def st_battery(clock: str, batt: int) -> list[dict[str, Any]]:
    return bar(clock, batt) + st_header("Battery") + [
        el(f"{batt}%", None, "TextView", (63, 580, 600, 700), ST, "com.android.settings:id/usage_summary"),
        el("Until about 11:30 PM", None, "TextView", (63, 700, 1017, 760), ST, "com.android.settings:id/summary1"),
    ] + st_rows(820, [("Battery usage", "View usage for past 24 hours", True), ("Battery Saver", "Off", True),
                      ("Adaptive preferences", "Adaptive Battery", True)]) + [
        el("Battery percentage", None, "TextView", (210, 1400, 850, 1470), ST, STR + "title", click=True),
        el(None, "Battery percentage", "Switch", (870, 1390, 1017, 1480), ST, STR + "switch_widget", click=True, check=True),
    ]


def t18() -> dict[str, Any]:
    goal = "Pair the JBL Flip 5 speaker over Bluetooth, then check how long the battery will last."
    main = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"), ("Apps", "Recent apps, default apps"),
            ("Notifications", "Notification history, conversations"), ("Battery", "64% - Until about 11:40 PM"),
            ("Storage", "58% used - 53.77 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb")]
    main2 = [r if r[0] != "Battery" else ("Battery", "63% - Until about 11:30 PM") for r in main]
    t = Traj()
    t.step("open_app", st_main("21:02", 64, main), app_name="Settings")
    t.step("click", st_connected("21:02", 64, None, False), "Connected devices")
    t.step("click", st_pair("21:02", 64, [("LE-Nils's QC45", None)], True), "Pair new device")
    t.step("wait", st_pair("21:03", 64, [("JBL Flip 5", None), ("LE-Nils's QC45", None), ("[TV] Samsung 7 Series (55)", None),
                                         ("Galaxy Buds2 (4F2A)", None)], True))
    t.step("click", st_pair("21:03", 64, [("JBL Flip 5", "Pairing…"), ("LE-Nils's QC45", None), ("[TV] Samsung 7 Series (55)", None),
                                          ("Galaxy Buds2 (4F2A)", None)], True), "JBL Flip 5")
    t.step("wait", st_connected("21:03", 64, "Active", True))
    t.step("navigate_back", st_main("21:04", 63, main2))
    t.step("click", st_battery("21:04", 63), "Battery")
    return dict(tid="h25-android-18", turns=t.turns, state=state(goal, "21:01", 64, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 19 Audio Recorder (less common, bad)
AR = "com.dimowner.audiorecorder"
ARR = "com.dimowner.audiorecorder:id/"


def ar_main(clock: str, batt: int, name: str, dur: str, date: str, mode: str, pos: str = "00:00") -> list[dict[str, Any]]:
    """mode: idle, recording, playing."""
    els = bar(clock, batt)
    if mode == "recording":
        els += [el("Recording…", None, "TextView", (63, 300, 1017, 380), AR, ARR + "txt_name"),
                el(pos, None, "TextView", (240, 900, 840, 1060), AR, ARR + "txt_progress"),
                el(None, None, "android.view.View", (0, 1100, 1080, 1500), AR, ARR + "recording_view"),
                el(None, "Pause recording", "ImageButton", (168, 1900, 336, 2068), AR, ARR + "btn_record_pause", click=True),
                el(None, "Stop recording", "ImageButton", (450, 1880, 630, 2060), AR, ARR + "btn_record", click=True),
                el(None, "Delete recording", "ImageButton", (744, 1900, 912, 2068), AR, ARR + "btn_record_delete", click=True)]
        return els
    els += [el(name, None, "TextView", (63, 300, 1017, 380), AR, ARR + "txt_name", click=True),
            el(date, None, "TextView", (63, 380, 1017, 430), AR, ARR + "txt_record_info"),
            el("M4A, 44.1 kHz, 128 kbps, Stereo", None, "TextView", (63, 430, 1017, 480), AR, ARR + "txt_record_info"),
            el(pos, None, "TextView", (63, 1520, 300, 1580), AR, ARR + "txt_progress"),
            el(dur, None, "TextView", (780, 1520, 1017, 1580), AR, ARR + "txt_duration"),
            el(None, None, "SeekBar", (63, 1440, 1017, 1500), AR, ARR + "play_progress", click=True, scroll=True),
            el(None, "Pause" if mode == "playing" else "Play", "ImageButton", (450, 1620, 630, 1800), AR, ARR + "btn_play", click=True),
            el(None, "Records", "ImageButton", (63, 1900, 231, 2068), AR, ARR + "btn_records_list", click=True),
            el(None, "Record", "ImageButton", (450, 1880, 630, 2060), AR, ARR + "btn_record", click=True),
            el(None, "Settings", "ImageButton", (849, 1900, 1017, 2068), AR, ARR + "btn_settings", click=True)]
    return els


def ar_rename(clock: str, batt: int, text: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el("Rename", None, "TextView", (96, 800, 984, 880), AR, ARR + "dialog_title"),
        el(text, None, "EditText", (96, 920, 984, 1050), AR, ARR + "input_name", edit=True, focus=True, hint="Name"),
        el(".m4a", None, "TextView", (860, 940, 984, 1030), AR, ARR + "txt_extension"),
        el("CANCEL", None, "Button", (500, 1110, 730, 1220), AR, ARR + "dialog_negative_btn", click=True),
        el("SAVE", None, "Button", (750, 1110, 984, 1220), AR, ARR + "dialog_positive_btn", click=True),
    ]


def ar_list(clock: str, batt: int, rows: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), AR, ARR + "btn_back", click=True),
        el("Records", None, "TextView", (168, 182, 700, 264), AR, ARR + "txt_title"),
        el(None, "Sort", "ImageButton", (891, 150, 1038, 297), AR, ARR + "btn_sort", click=True),
    ]
    y = 320
    for name, dur, date in rows:
        els += [el(name, None, "TextView", (189, y, 800, y + 66), AR, ARR + "list_item_name", click=True, long=True),
                el(date, None, "TextView", (189, y + 66, 800, y + 116), AR, ARR + "list_item_date"),
                el(dur, None, "TextView", (820, y, 1017, y + 66), AR, ARR + "list_item_duration")]
        y += 160
    return els


def t19() -> dict[str, Any]:
    goal = "In Audio Recorder, record a short memo, rename it to standup_notes and check that it plays back."
    r12 = ("Record-12", "00:41", "Oct 14, 2024 17:22")
    r11 = ("Record-11", "02:13", "Oct 11, 2024 11:05")
    iv = ("Interview_draft", "12:48", "Oct 9, 2024 14:30")
    d = "Oct 15, 2024 09:47"
    t = Traj()
    t.step("open_app", ar_main("9:46", 80, *r12[:2], r12[2], "idle"), app_name="Audio Recorder")
    t.step("click", ar_main("9:47", 80, "", "", "", "recording", "00:02"), "Record")
    t.step("click", ar_main("9:47", 80, "Record-13", "00:07", d, "idle"), "Stop recording")
    t.step("click", ar_rename("9:47", 80, "Record-13"), "Record-13")
    t.step("input_text", ar_rename("9:48", 80, "standup_notes"), "Name", text="standup_notes")
    t.step("click", ar_main("9:48", 80, "standup_notes", "00:07", d, "idle"), "SAVE")
    t.step("click", ar_main("9:48", 80, "standup_notes", "00:07", d, "playing", "00:02"), "Play")
    t.step("wait", ar_main("9:48", 80, "standup_notes", "00:07", d, "idle", "00:00"))
    t.step("click", ar_list("9:49", 80, [("Record-13", "00:07", d), r12, r11, iv]), "Records")
    t.step("click", ar_main("9:49", 79, *r12[:2], r12[2], "idle"), "Record-12")
    return dict(tid="h25-android-19", turns=t.turns, state=state(goal, "9:45", 80, "Tue, Oct 15"), bad=True, turn=9,
                kind="recording renamed to standup_notes is listed under its old name Record-13")


# ---------------------------------------------------------------- 20 Simple Gallery (less common, bad)
SG = "com.simplemobiletools.gallery.pro"
SGR = "com.simplemobiletools.gallery.pro:id/"
PHOTO = "IMG_20241012_164233.jpg"


def sg_folders(clock: str, batt: int, counts: dict[str, int]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("Search", None, "TextView", (63, 160, 780, 280), SG, SGR + "top_toolbar_search", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), SG, None, click=True),
    ]
    for i, (name, n) in enumerate(counts.items()):
        x, y = 21 + 519 * (i % 2), 320 + 560 * (i // 2)
        els += [el(name, None, "TextView", (x + 20, y + 400, x + 400, y + 460), SG, SGR + "dir_name", click=True, long=True),
                el(str(n), None, "TextView", (x + 20, y + 460, x + 400, y + 510), SG, SGR + "photo_cnt")]
    return els


def sg_grid(clock: str, batt: int, names: list[str]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), SG, None, click=True),
        el("Camera", None, "TextView", (168, 182, 600, 264), SG, None),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), SG, None, click=True),
    ]
    for i, n in enumerate(names):
        x, y = 360 * (i % 3), 320 + 360 * (i // 3)
        els.append(el(None, n, "ImageView", (x, y, x + 358, y + 358), SG, SGR + "medium_thumbnail", click=True, long=True))
    return els


def sg_view(clock: str, batt: int, toast: str | None = None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), SG, None, click=True),
        el(PHOTO, None, "TextView", (168, 182, 780, 264), SG, None),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), SG, None, click=True),
        el(None, None, "ImageView", (0, 600, 1080, 1410), SG, SGR + "medium_image_view", click=True, long=True),
    ]
    for i, d in enumerate(["Favorite", "Edit", "Share", "Delete", "Properties"]):
        els.append(el(None, d, "ImageView", (21 + 210 * i, 2150, 183 + 210 * i, 2290), SG, SGR + "bottom_" + d.lower(), click=True))
    if toast:
        els.append(el(toast, None, "TextView", (150, 1950, 930, 2060), SG, None))
    return els


def sg_props(clock: str, batt: int, res: str) -> list[dict[str, Any]]:
    props = [("Name", PHOTO), ("Path", "/storage/emulated/0/DCIM/Camera/" + PHOTO), ("Size", "3.84 MB"), ("Resolution", res),
             ("Last modified", "12.10.2024 16:42"), ("Camera", "Google Pixel 6"), ("EXIF", "F/1.85  6.81mm  1/1250s  ISO54")]
    els = bar(clock, batt) + [el("Properties", None, "TextView", (96, 380, 984, 460), SG, "android:id/alertTitle")]
    y = 500
    for label, val in props:
        els.append(el(val, label, "TextView", (96, y, 984, y + 60), SG, SGR + "property_value", long=True))
        y += 150
    els.append(el("OK", None, "Button", (780, y + 30, 984, y + 140), SG, "android:id/button1", click=True))
    return els


def sg_menu(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt)
    y = 160
    for item in ["Copy to", "Move to", "Rename", "Rotate", "Set as", "Show on map", "Open with", "Hide", "Properties"]:
        els.append(el(item, None, "TextView", (560, y, 1059, y + 126), SG, SGR + "title", click=True))
        y += 126
    return els


def sg_pick(clock: str, batt: int) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [el("Select a folder", None, "TextView", (96, 420, 984, 500), SG, "android:id/alertTitle")]
    y = 540
    for name in ["Camera", "Screenshots", "Download", "WhatsApp Images"]:
        els.append(el(name, None, "TextView", (96, y, 984, y + 120), SG, SGR + "dir_name", click=True))
        y += 130
    els += [el("Other folder", None, "Button", (96, y + 40, 500, y + 150), SG, "android:id/button3", click=True),
            el("Cancel", None, "Button", (760, y + 40, 984, y + 150), SG, "android:id/button2", click=True)]
    return els


def t20() -> dict[str, Any]:
    goal = "In Simple Gallery, check the details of the harbour photo IMG_20241012_164233.jpg and copy it to the Download folder."
    counts = {"Camera": 248, "Screenshots": 61, "Download": 17, "WhatsApp Images": 512}
    grid = ["IMG_20241014_081502.jpg", "IMG_20241013_190344.jpg", "IMG_20241013_190321.jpg", PHOTO, "IMG_20241012_163958.jpg",
            "IMG_20241012_121410.jpg", "IMG_20241011_073015.jpg", "IMG_20241010_182247.jpg", "IMG_20241010_182240.jpg"]
    good, bad = "4032 x 3024 (12.2MP)", "4032 x 2268 (9.1MP)"
    t = Traj()
    t.step("open_app", sg_folders("16:20", 57, counts), app_name="Simple Gallery Pro")
    t.step("click", sg_grid("16:20", 57, grid), "Camera")
    t.step("click", sg_view("16:20", 57), PHOTO)
    t.step("click", sg_props("16:21", 57, good), "Properties")
    t.step("click", sg_view("16:21", 57), "OK")
    t.step("click", sg_menu("16:21", 57), "More options")
    t.step("click", sg_pick("16:21", 57), "Copy to")
    t.step("click", sg_view("16:22", 57, toast="Files copied successfully"), "Download")
    t.step("click", sg_menu("16:22", 57), "More options")
    t.step("click", sg_props("16:22", 56, bad), "Properties")
    t.step("click", sg_view("16:23", 56), "OK")
    return dict(tid="h25-android-20", turns=t.turns, state=state(goal, "16:19", 57, "Tue, Oct 15"), bad=True, turn=10,
                kind="photo resolution in Properties changes from 4032 x 3024 to 4032 x 2268 with no edit (only a copy was made)")


# ---------------------------------------------------------------- 21 Phone (mainstream, clean)
PH = "com.google.android.dialer"
PHR = "com.google.android.dialer:id/"


def ph_recents(clock: str, batt: int, rows: list[tuple[str, str]], expanded: bool = False) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("Search contacts & places", None, "TextView", (63, 160, 880, 290), PH, PHR + "search_box_collapsed", click=True),
        el(None, "More options", "ImageView", (912, 160, 1038, 290), PH, None, click=True),
    ]
    y = 340
    for i, (name, detail) in enumerate(rows):
        els += [el(name, None, "TextView", (210, y, 880, y + 66), PH, PHR + "primary_text", click=True, long=True),
                el(detail, None, "TextView", (210, y + 66, 880, y + 116), PH, PHR + "secondary_text")]
        y += 170
        if expanded and i == 0:
            els += [el("+1 650-555-0178", None, "TextView", (210, y, 880, y + 60), PH, PHR + "phone_number"),
                    el("Call", None, "Button", (63, y + 80, 350, y + 200), PH, PHR + "call_action", click=True),
                    el("Message", None, "Button", (365, y + 80, 715, y + 200), PH, PHR + "send_message_action", click=True),
                    el("History", None, "Button", (730, y + 80, 1017, y + 200), PH, PHR + "call_history_action", click=True)]
            y += 240
    for i, tab in enumerate(["Favorites", "Recents", "Contacts", "Voicemail"]):
        els.append(el(tab, tab, "FrameLayout", (270 * i, 2190, 270 * (i + 1), 2337), PH, PHR + "tab_" + tab.lower(), click=True, sel=tab == "Recents"))
    return els


def ph_call(clock: str, batt: int, status: str, speaker: bool, ended: bool = False) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("Dr. Haddad Clinic", None, "TextView", (63, 420, 1017, 530), PH, PHR + "contactgrid_contact_name"),
        el(status, None, "TextView", (63, 540, 1017, 600), PH, PHR + "contactgrid_status_text"),
        el("+1 650-555-0178", None, "TextView", (63, 610, 1017, 670), PH, PHR + "contactgrid_location"),
    ]
    if ended:
        return els
    for i, (name, chk) in enumerate([("Mute", False), ("Keypad", None), ("Speaker", speaker), ("Add call", None), ("Hold", False)]):
        x, y = 90 + 330 * (i % 3), 1300 + 260 * (i // 3)
        els.append(el(name, name, "ToggleButton" if chk is not None else "Button", (x, y, x + 240, y + 240), PH, PHR + "incall_button", click=True, check=chk))
    els.append(el(None, "End call", "ImageButton", (440, 1950, 640, 2150), PH, PHR + "incall_end_call", click=True))
    return els


def t21() -> dict[str, Any]:
    goal = "Call back the clinic that called me this morning, on speaker."
    jw = ("Jonas Weber", "Outgoing · Mobile · 1 hr ago")
    mo = ("Mom", "Incoming · Mobile · Yesterday")
    un = ("+1 555-0199", "Missed call · Yesterday")
    t = Traj()
    t.step("open_app", ph_recents("9:16", 86, [("Dr. Haddad Clinic", "Missed call · Mobile · 14 min ago"), jw, mo, un]), app_name="Phone")
    t.step("click", ph_recents("9:16", 86, [("Dr. Haddad Clinic", "Missed call · Mobile · 14 min ago"), jw], expanded=True), "Dr. Haddad Clinic")
    t.step("click", ph_call("9:16", 86, "Calling…", False), "Call")
    t.step("wait", ph_call("9:16", 86, "00:06", False))
    t.step("click", ph_call("9:17", 86, "00:11", True), "Speaker")
    t.step("click", ph_call("9:17", 85, "Call ended · 00:47", True, ended=True), "End call")
    t.step("wait", ph_recents("9:17", 85, [("Dr. Haddad Clinic (2)", "Outgoing · Mobile · Just now"), jw, mo, un]))
    return dict(tid="h25-android-21", turns=t.turns, state=state(goal, "9:15", 86, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


# ---------------------------------------------------------------- 22 OpenTracks (less common, clean)
OT = "de.dennisguse.opentracks"
OTR = "de.dennisguse.opentracks:id/"


def ot_list(clock: str, batt: int, tracks: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("OpenTracks", None, "TextView", (63, 182, 700, 264), OT, None),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), OT, None, click=True),
    ]
    y = 320
    for name, stats, date in tracks:
        els += [el(name, None, "TextView", (189, y, 800, y + 66), OT, OTR + "list_item_name", click=True, long=True),
                el(stats, None, "TextView", (189, y + 66, 800, y + 116), OT, OTR + "list_item_total_time_distance"),
                el(date, None, "TextView", (820, y, 1017, y + 66), OT, OTR + "list_item_date")]
        y += 170
    els.append(el(None, "Record", "ImageButton", (858, 2100, 1017, 2259), OT, OTR + "track_list_record", click=True))
    return els


def ot_rec(clock: str, batt: int, s: dict[str, str], paused: bool) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el("Paused" if paused else "Recording", None, "TextView", (63, 182, 700, 264), OT, OTR + "track_recording_status"),
        el(s["gps"], "GPS status", "TextView", (720, 182, 1017, 264), OT, OTR + "track_recording_gps"),
    ]
    y = 320
    for label in ["Total time", "Moving time", "Distance", "Speed", "Avg. moving speed", "Elevation gain"]:
        els += [el(label, None, "TextView", (63, y, 540, y + 50), OT, OTR + "stats_label"),
                el(s[label], None, "TextView", (63, y + 50, 1017, y + 170), OT, OTR + "stats_value")]
        y += 220
    els += [el(None, "Resume" if paused else "Pause", "ImageButton", (200, 2040, 400, 2240), OT, OTR + "track_recording_pause", click=True),
            el(None, "Stop", "ImageButton", (680, 2040, 880, 2240), OT, OTR + "track_recording_stop", click=True, long=True)]
    return els


def ot_done(clock: str, batt: int, desc: str | None) -> list[dict[str, Any]]:
    els = bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), OT, None, click=True),
        el("2024-10-15 18:05", None, "TextView", (168, 182, 700, 264), OT, None),
        el(None, "Edit", "TextView", (786, 150, 912, 276), OT, OTR + "track_detail_edit", click=True),
        el(None, "More options", "ImageView", (912, 150, 1038, 276), OT, None, click=True),
    ]
    y = 320
    for label, val in [("Total time", "00:09:55"), ("Moving time", "00:09:40"), ("Distance", "0.87 km"), ("Avg. speed", "5.3 km/h"),
                       ("Avg. moving speed", "5.4 km/h"), ("Elevation gain", "7 m")]:
        els.append(el(val, label, "TextView", (63, y, 1017, y + 150), OT, OTR + "stats_value"))
        y += 180
    if desc:
        els.append(el(desc, "Description", "TextView", (63, y, 1017, y + 120), OT, OTR + "track_description"))
    return els


def ot_edit(clock: str, batt: int, desc: str) -> list[dict[str, Any]]:
    return bar(clock, batt) + [
        el(None, "Navigate up", "ImageButton", (0, 150, 147, 297), OT, None, click=True),
        el("Edit track", None, "TextView", (168, 182, 700, 264), OT, None),
        el("2024-10-15 18:05", None, "EditText", (63, 360, 1017, 490), OT, OTR + "track_edit_name", edit=True, hint="Name"),
        el("walking", "Activity type", "AutoCompleteTextView", (63, 540, 880, 670), OT, OTR + "track_edit_activity_type", edit=True, hint="Activity type"),
        el(desc or None, None, "EditText", (63, 720, 1017, 990), OT, OTR + "track_edit_description", edit=True, focus=bool(desc), hint="Description"),
        el("Cancel", None, "Button", (63, 2130, 520, 2260), OT, OTR + "track_edit_cancel", click=True),
        el("Save", None, "Button", (560, 2130, 1017, 2260), OT, OTR + "track_edit_save", click=True),
    ]


def t22() -> dict[str, Any]:
    goal = "In OpenTracks, record a short walk with one pause, then add the description 'Loop around Vasaparken, stop at the kiosk'."
    old = [("Morning run", "5.21 km · 00:28:14", "Oct 13"), ("Commute", "7.84 km · 00:24:03", "Oct 11"),
           ("Trail run Djurgården", "9.02 km · 00:52:40", "Oct 6"), ("Evening walk", "3.10 km · 00:35:12", "Oct 2")]
    s0 = {"gps": "±8 m", "Total time": "00:00:03", "Moving time": "00:00:00", "Distance": "0.00 km", "Speed": "0.0 km/h",
          "Avg. moving speed": "0.0 km/h", "Elevation gain": "0 m"}
    s1 = {"gps": "±5 m", "Total time": "00:04:12", "Moving time": "00:04:05", "Distance": "0.38 km", "Speed": "5.8 km/h",
          "Avg. moving speed": "5.6 km/h", "Elevation gain": "3 m"}
    s2 = dict(s1, **{"Total time": "00:04:19", "Moving time": "00:04:12", "Distance": "0.39 km", "Speed": "0.0 km/h"})
    s3 = dict(s2, **{"gps": "±4 m", "Total time": "00:04:20"})
    s4 = {"gps": "±5 m", "Total time": "00:09:51", "Moving time": "00:09:36", "Distance": "0.86 km", "Speed": "4.9 km/h",
          "Avg. moving speed": "5.4 km/h", "Elevation gain": "7 m"}
    desc = "Loop around Vasaparken, stop at the kiosk"
    t = Traj()
    t.step("open_app", ot_list("18:04", 47, old), app_name="OpenTracks")
    t.step("click", ot_rec("18:05", 47, s0, False), "Record")
    t.step("wait", ot_rec("18:09", 46, s1, False))
    t.step("click", ot_rec("18:09", 46, s2, True), "Pause")
    t.step("wait", ot_rec("18:11", 46, s2, True))
    t.step("click", ot_rec("18:11", 46, s3, False), "Resume")
    t.step("wait", ot_rec("18:17", 45, s4, False))
    t.step("long_press", ot_done("18:17", 45, None), "Stop")
    t.step("click", ot_edit("18:17", 45, ""), "Edit")
    t.step("input_text", ot_edit("18:18", 45, desc), "Description", text=desc)
    t.step("click", ot_done("18:18", 45, desc), "Save")
    t.step("navigate_back", ot_list("18:18", 45, [("2024-10-15 18:05", "0.87 km · 00:09:55", "Oct 15")] + old[:3]))
    return dict(tid="h25-android-22", turns=t.turns, state=state(goal, "18:03", 47, "Tue, Oct 15"), bad=False, turn=None, kind="clean")


ALL = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22]


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in ALL:
        rs.add(task="android", system=DROID_SYSTEM, **make())
    rs.write()


if __name__ == "__main__":
    main()
