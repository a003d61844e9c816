# ruff: noqa: E501
"""Held-out set holdout24, domain android: 22 AndroidWorld-style trajectories, 11 with exactly one contradiction.

Each observation is the AndroidWorld element list (``UI element N: UIElement(...)``) of the next screen. The
clean trajectories are full of legitimate change (the agent's own edits, clocks, progress, re-sorted or
filtered lists, rounding and format differences); the others carry one drifted detail each. Run with
``python -m tests.decoherence.independent.holdout24_parts.android.make``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TASK = "android"
W = 1080


class BoundingBox:
    """Prints like AndroidWorld's ``BoundingBox`` dataclass."""

    def __init__(self, x1: int, y1: int, x2: int, y2: int) -> None:
        self.x1, self.y1, self.x2, self.y2 = x1, y1, x2, y2

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x1}, x_max={self.x2}, y_min={self.y1}, y_max={self.y2})"


def E(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0),
      res: str | None = None, *, pkg: str, click: bool = False, checkable: bool = False, checked: bool = False,
      edit: bool = False, focused: bool = False, scroll: bool = False, selected: bool = False, hint: str | None = None,
      long_click: bool = False) -> dict[str, Any]:
    del long_click  # accepted for readability of call sites; AndroidWorld's long-click flag is not printed here
    full = cls if cls.startswith(("android.", "androidx.", "com.")) else "android.widget." + cls
    rname = None if res is None else (res if ":" in res else f"{pkg}:id/{res}")
    return {"text": text, "content_description": desc, "class_name": full, "bbox_pixels": BoundingBox(*box),
            "hint_text": hint, "is_checked": checked, "is_checkable": checkable, "is_clickable": click,
            "is_editable": edit, "is_focused": focused,
            "is_scrollable": scroll, "is_selected": selected, "resource_name": rname}


def mk(pkg: str) -> Callable[..., dict[str, Any]]:
    def f(*a: Any, **k: Any) -> dict[str, Any]:
        return E(*a, pkg=pkg, **k)
    return f


SYS = mk("com.android.systemui")


def screen(clock: str, batt: int, elems: list[dict[str, Any]]) -> str:
    bar = [SYS(clock, None, "TextView", (63, 18, 171, 74), "clock"),
           SYS(None, f"Battery {batt} percent.", "LinearLayout", (921, 18, 1038, 74), "battery")]
    out = ui_elements(bar + elems)
    assert len(out) < 8000, (len(out), clock)
    return out


LAUNCHER = mk("com.google.android.apps.nexuslauncher")


def home(clock: str, batt: int, date: str) -> str:
    icons = [("Phone", 90), ("Messages", 345), ("Chrome", 600), ("Camera", 855)]
    els = [LAUNCHER(date, None, "TextView", (84, 214, 600, 290), "date", click=True),
           LAUNCHER(None, "Home", "FrameLayout", (0, 0, W, 2400), "workspace", scroll=True),
           LAUNCHER("Play Store", "Play Store", "TextView", (90, 1700, 225, 1900), click=True, long_click=True),
           LAUNCHER("Gmail", "Gmail", "TextView", (345, 1700, 480, 1900), click=True, long_click=True),
           LAUNCHER("Photos", "Photos", "TextView", (600, 1700, 735, 1900), click=True, long_click=True),
           LAUNCHER("YouTube", "YouTube", "TextView", (855, 1700, 990, 1900), click=True, long_click=True)]
    els += [LAUNCHER(n, n, "TextView", (x, 1960, x + 135, 2130), click=True, long_click=True) for n, x in icons]
    els.append(LAUNCHER(None, "Google search", "FrameLayout", (63, 2180, 1017, 2310), "search_container_hotseat", click=True))
    return screen(clock, batt, els)


def state(goal: str, clock: str, batt: int, date: str) -> str:
    return f"Goal: {goal}\n\n{home(clock, batt, date)}"


def rows(y0: int, h: int, n: int) -> list[int]:
    return [y0 + i * h for i in range(n)]


def add(rs: RowSet, num: int, goal: str, st: tuple[str, int, str], turns: list[tuple[str, str]], *,
        bad: bool = False, turn: int | None = None, kind: str = "clean") -> None:
    assert 6 <= len(turns) <= 12
    rs.add(task=TASK, tid=f"h24-android-{num:02d}", system=DROID_SYSTEM, turns=turns,
           state=state(goal, *st), bad=bad, turn=turn, kind=kind)


# --------------------------------------------------------------------------------------------------
# 01 Contacts (mainstream): delete a contact, later the full list shows it again.
CT = mk("com.google.android.contacts")
CONTACTS_01 = ["Aaron Fischer", "Beatriz Souza", "Chloe Adeyemi", "Dmitri Volkov", "Elena Marchetti", "Farah Haddad",
               "Gustavo Lima", "Hana Sato", "Ibrahim Okafor", "Jonas Berg", "Kateryna Bondar", "Leila Nasser",
               "Mateus Rocha", "Noor Al-Amin", "Oskar Nilsson", "Priya Raman", "Quentin Moreau", "Rafael Gómez"]


def ct_top(account: str) -> list[dict[str, Any]]:
    return [CT(None, "Open navigation drawer", "ImageButton", (21, 137, 147, 263), click=True),
            CT("Search contacts", None, "TextView", (168, 158, 850, 242), "open_search_bar_text_view", click=True),
            CT(None, f"Signed in as {account}", "ImageView", (892, 147, 1017, 253), "og_apd_internal_image_view", click=True)]


def ct_list(names: list[str], account: str, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    els = ct_top(account)
    for n, y in zip(names, rows(305, 184, 9)):
        els.append(CT(n, None, "TextView", (210, y + 50, 880, y + 134), "cliv_name_textview", click=True, long_click=True))
    els += [CT(None, "Create contact", "ImageButton", (850, 1953, 1017, 2120), "floating_action_button", click=True),
            CT("Contacts", "Contacts", "FrameLayout", (0, 2169, 360, 2337), "nav_contacts", click=True, selected=True),
            CT("Highlights", "Highlights", "FrameLayout", (360, 2169, 720, 2337), "nav_highlights", click=True),
            CT("Fix & manage", "Fix & manage", "FrameLayout", (720, 2169, W, 2337), "nav_fix_manage", click=True)]
    return els + (extra or [])


def t01(rs: RowSet) -> None:
    acct = "ana.petrova@gmail.com"
    full = CONTACTS_01
    after = [n for n in full if n != "Dmitri Volkov"]
    detail_d = [CT(None, "Navigate up", "ImageButton", (0, 137, 147, 263), click=True),
                CT(None, "Edit contact", "Button", (620, 137, 746, 263), "menu_edit", click=True),
                CT(None, "Add to favorites", "Button", (766, 137, 892, 263), "menu_star", click=True, checkable=True),
                CT(None, "More options", "ImageButton", (913, 137, 1038, 263), click=True),
                CT("Dmitri Volkov", None, "TextView", (63, 620, 1017, 725), "large_title"),
                CT("Call", "Call", "Button", (84, 790, 294, 960), click=True),
                CT("Text", "Text", "Button", (315, 790, 525, 960), click=True),
                CT("Video", "Video", "Button", (546, 790, 756, 960), click=True),
                CT("Email", "Email", "Button", (777, 790, 987, 960), click=True),
                CT("Contact info", None, "TextView", (63, 1030, 600, 1090), "header"),
                CT("+1 415-555-0193", "Call Mobile +1 415-555-0193", "TextView", (189, 1120, 850, 1180), "primary_text", click=True, long_click=True),
                CT("Mobile", None, "TextView", (189, 1180, 500, 1230), "secondary_text"),
                CT("dmitri.volkov@fastmail.com", "Email Home dmitri.volkov@fastmail.com", "TextView", (189, 1290, 980, 1350), "primary_text", click=True, long_click=True),
                CT("Home", None, "TextView", (189, 1350, 500, 1400), "secondary_text"),
                CT("March 4, 1988", None, "TextView", (189, 1460, 700, 1520), "primary_text"),
                CT("Birthday", None, "TextView", (189, 1520, 500, 1570), "secondary_text"),
                CT("Contact settings", None, "TextView", (63, 1650, 700, 1710), "header")]
    menu = [CT("Delete", None, "TextView", (557, 158, 1038, 284), "title", click=True),
            CT("Share", None, "TextView", (557, 284, 1038, 410), "title", click=True),
            CT("Add to Home screen", None, "TextView", (557, 410, 1038, 536), "title", click=True),
            CT("Set ringtone", None, "TextView", (557, 536, 1038, 662), "title", click=True),
            CT("Route to voicemail", None, "TextView", (557, 662, 1038, 788), "title", click=True),
            CT("Block numbers", None, "TextView", (557, 788, 1038, 914), "title", click=True),
            CT("Help & feedback", None, "TextView", (557, 914, 1038, 1040), "title", click=True)]
    dialog = [CT("Delete from Google Account “ana.petrova@gmail.com”?", None, "TextView", (105, 950, 975, 1070), "alertTitle"),
              CT("This contact will be deleted from all your synced devices", None, "TextView", (105, 1090, 975, 1210), "message"),
              CT("Cancel", None, "Button", (530, 1260, 740, 1386), "button2", click=True),
              CT("Delete", None, "Button", (761, 1260, 975, 1386), "button1", click=True)]
    snack = [CT("Contact deleted", None, "TextView", (63, 2010, 800, 2100), "snackbar_text")]
    search = [CT(None, "Navigate up", "ImageButton", (0, 137, 147, 263), click=True),
              CT("Priya", None, "EditText", (168, 158, 880, 242), "search_view", edit=True, focused=True, hint="Search contacts", click=True),
              CT(None, "Clear search", "ImageButton", (892, 147, 1017, 253), click=True),
              CT("Contacts", None, "TextView", (63, 300, 600, 360), "header"),
              CT("Priya Raman", None, "TextView", (210, 410, 880, 480), "cliv_name_textview", click=True),
              CT("+44 7700 900412", None, "TextView", (210, 480, 880, 530), "cliv_phone"),
              CT(None, "Voice search", "ImageButton", (892, 1300, 1017, 1420), click=True)]
    lower = ["Hana Sato", "Ibrahim Okafor", "Jonas Berg", "Kateryna Bondar", "Leila Nasser", "Mateus Rocha", "Noor Al-Amin",
             "Oskar Nilsson", "Priya Raman"]
    detail_p = [CT(None, "Navigate up", "ImageButton", (0, 137, 147, 263), click=True),
                CT(None, "Edit contact", "Button", (620, 137, 746, 263), "menu_edit", click=True),
                CT(None, "Add to favorites", "Button", (766, 137, 892, 263), "menu_star", click=True, checkable=True),
                CT(None, "More options", "ImageButton", (913, 137, 1038, 263), click=True),
                CT("Priya Raman", None, "TextView", (63, 620, 1017, 725), "large_title"),
                CT("Halden Analytics", None, "TextView", (63, 725, 1017, 780), "company"),
                CT("Call", "Call", "Button", (84, 830, 294, 1000), click=True),
                CT("Text", "Text", "Button", (315, 830, 525, 1000), click=True),
                CT("Video", "Video", "Button", (546, 830, 756, 1000), click=True),
                CT("Email", "Email", "Button", (777, 830, 987, 1000), click=True),
                CT("Contact info", None, "TextView", (63, 1070, 600, 1130), "header"),
                CT("+44 7700 900412", "Call Mobile +44 7700 900412", "TextView", (189, 1160, 850, 1220), "primary_text", click=True, long_click=True),
                CT("Mobile", None, "TextView", (189, 1220, 500, 1270), "secondary_text"),
                CT("priya.raman@halden.io", "Email Work priya.raman@halden.io", "TextView", (189, 1330, 980, 1390), "primary_text", click=True, long_click=True),
                CT("Work", None, "TextView", (189, 1390, 500, 1440), "secondary_text"),
                CT("Contact settings", None, "TextView", (63, 1520, 700, 1580), "header")]
    turns = [
        (droid("open_app", app_name="Contacts"), screen("9:12", 81, ct_list(full[:9], acct))),
        (droid("click", index=8), screen("9:12", 81, detail_d)),
        (droid("click", index=5), screen("9:12", 81, menu)),
        (droid("click", index=2), screen("9:13", 81, dialog)),
        (droid("click", index=5), screen("9:13", 81, ct_list(after[:9], acct, snack))),
        (droid("input_text", text="Priya", index=3), screen("9:13", 81, search)),
        (droid("click", index=2), screen("9:13", 80, ct_list(full[:9], acct))),
        (droid("scroll", direction="down"), screen("9:14", 80, ct_list(lower, acct))),
        (droid("click", index=13), screen("9:14", 80, detail_p)),
    ]
    add(rs, 1, "Delete the contact Dmitri Volkov, then open Priya Raman's contact card.", ("9:11", 81, "Tue, Mar 19"),
        turns, bad=True, turn=7, kind="contact deleted in turn 5 is back in the full contact list with no undo")


# --------------------------------------------------------------------------------------------------
# 02 Clock (mainstream), clean: new alarm, a toggle, stopwatch running.
CK = mk("com.google.android.deskclock")
DAYS = [("S", "Sunday"), ("M", "Monday"), ("T", "Tuesday"), ("W", "Wednesday"), ("T", "Thursday"), ("F", "Friday"), ("S", "Saturday")]


def ck_tabs(sel: str) -> list[dict[str, Any]]:
    names = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]
    return [CK(n, n, "FrameLayout", (i * 216, 2211, (i + 1) * 216, 2337), None, click=True, selected=(n == sel))
            for i, n in enumerate(names)]


def ck_alarm_row(y: int, time: str, on: bool, days: str, label: str | None = None) -> list[dict[str, Any]]:
    els = []
    if label:
        els.append(CK(label, None, "TextView", (63, y + 20, 700, y + 70), "edit_label"))
    els += [CK(time, f"{time} alarm", "TextView", (63, y + 70, 560, y + 200), "digital_clock", click=True),
            CK(None, f"{time} alarm", "Switch", (850, y + 95, 1017, y + 175), "onoff", click=True, checkable=True, checked=on),
            CK(days, None, "TextView", (63, y + 200, 700, y + 250), None)]
    return els


def t02(rs: RowSet) -> None:
    fab = [CK(None, "Add alarm", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]

    def alarm_list(new: bool, seven_on: bool, snack: str | None = None) -> list[dict[str, Any]]:
        els = [CK("Alarm", None, "TextView", (63, 320, 600, 420), None)]
        y = 450
        if new:
            els += [CK("Add label", None, "TextView", (63, y + 20, 700, y + 80), "edit_label", click=True),
                    CK("6:30 AM", "6:30 AM alarm", "TextView", (63, y + 90, 560, y + 220), "digital_clock", click=True),
                    CK(None, "6:30 AM alarm", "Switch", (850, y + 115, 1017, y + 195), "onoff", click=True, checkable=True, checked=True),
                    CK("Tomorrow", None, "TextView", (63, y + 220, 700, y + 270), None),
                    CK("Default (Cesium)", "Ringtone Default (Cesium)", "TextView", (63, y + 450, 800, y + 530), None, click=True)]
            y += 760
        els += ck_alarm_row(y, "7:15 AM", seven_on, "Mon, Tue, Wed, Thu, Fri")
        els += ck_alarm_row(y + 270, "8:30 AM", False, "Sat, Sun")
        els += fab + ck_tabs("Alarm")
        if snack:
            els.append(CK(snack, None, "TextView", (63, 2040, 1017, 2150), "snackbar_text"))
        return els

    def picker(hour: str, minute: str, am: bool, text_mode: bool, focus: str = "") -> list[dict[str, Any]]:
        if text_mode:
            els = [CK("Enter time", None, "TextView", (105, 640, 900, 710), "header_title"),
                   CK(hour, None, "EditText", (105, 760, 400, 960), "material_hour_text_input", click=True, edit=True, focused=focus == "h"),
                   CK("Hour", None, "TextView", (105, 970, 400, 1020)),
                   CK(minute, None, "EditText", (460, 760, 755, 960), "material_minute_text_input", click=True, edit=True, focused=focus == "m"),
                   CK("Minute", None, "TextView", (460, 970, 755, 1020))]
        else:
            els = [CK("Select time", None, "TextView", (105, 640, 900, 710), "header_title"),
                   CK(hour, f"{hour} o'clock", "com.google.android.material.chip.Chip", (105, 760, 400, 960), "material_clock_display_hour", click=True, checkable=True, checked=True),
                   CK(minute, f"{minute} minutes", "com.google.android.material.chip.Chip", (460, 760, 755, 960), "material_clock_display_minute", click=True, checkable=True)]
            els += [CK(str(h), f"{h} o'clock", "TextView", (x, yy, x + 90, yy + 90), None, click=True, selected=(str(h) == hour))
                    for h, x, yy in [(12, 495, 1110), (3, 835, 1450), (6, 495, 1790), (9, 155, 1450)]]
        els += [CK("AM", None, "Button", (800, 760, 975, 855), "material_clock_period_am_button", click=True, checkable=True, checked=am),
                CK("PM", None, "Button", (800, 865, 975, 960), "material_clock_period_pm_button", click=True, checkable=True, checked=not am),
                CK(None, "Switch to clock mode for the time input." if text_mode else "Switch to text input mode for the time input.",
                   "ImageButton", (105, 1960, 231, 2086), "material_timepicker_mode_button", click=True),
                CK("Cancel", None, "Button", (560, 1970, 760, 2080), "material_timepicker_cancel_button", click=True),
                CK("OK", None, "Button", (780, 1970, 975, 2080), "material_timepicker_ok_button", click=True)]
        return els

    def stopwatch(running: bool, t: str, hs: str, laps: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = [CK(t, f"{t} {hs}", "TextView", (240, 560, 700, 760), "stopwatch_time_text"),
               CK(hs, None, "TextView", (700, 620, 840, 740), "stopwatch_hundredths_text")]
        for i, (n, lap, tot) in enumerate(laps):
            y = 1000 + i * 90
            els += [CK(n, None, "TextView", (105, y, 250, y + 80), "lap_number"),
                    CK(lap, None, "TextView", (380, y, 640, y + 80), "lap_time"),
                    CK(tot, None, "TextView", (720, y, 975, y + 80), "lap_total")]
        if running:
            els += [CK(None, "Lap", "ImageButton", (180, 1980, 348, 2148), "left_button", click=True),
                    CK(None, "Pause", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]
        else:
            els += [CK(None, "Start", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]
        return els + ck_tabs("Stopwatch")

    turns = [
        (droid("open_app", app_name="Clock"), screen("21:40", 57, alarm_list(False, True))),
        (droid("click", index=9), screen("21:40", 57, picker("9", "40", False, False))),
        (droid("click", index=11), screen("21:41", 57, picker("9", "40", False, True))),
        (droid("input_text", text="6", index=3), screen("21:41", 57, picker("6", "40", False, True, "h"))),
        (droid("input_text", text="30", index=5), screen("21:41", 57, picker("6", "30", False, True, "m"))),
        (droid("click", index=7), screen("21:41", 57, picker("6", "30", True, True, "m"))),
        (droid("click", index=11), screen("21:42", 57, alarm_list(True, True, "Alarm set for 8 hours and 48 minutes from now."))),
        (droid("click", index=9), screen("21:42", 57, alarm_list(True, False))),
        (droid("click", index=18), screen("21:42", 56, stopwatch(False, "0:00", "00", []))),
        (droid("click", index=4), screen("21:42", 56, stopwatch(True, "0:01", "37", []))),
        (droid("click", index=4), screen("21:43", 56, stopwatch(True, "0:06", "11", [("# 1", "0:05.82", "0:05.82")]))),
        (droid("click", index=9), screen("21:43", 56, alarm_list(True, False))),
    ]
    add(rs, 2, "Set a new alarm for 6:30 AM, turn off the 7:15 AM weekday alarm, then start the stopwatch and record one lap.",
        ("21:39", 57, "Mon, Mar 18"), turns)


# --------------------------------------------------------------------------------------------------
# 03 Markor (less common): append a line to a note; the echoed note has an untouched line drifted.
MK = mk("net.gsantner.markor")
READING = ("# Reading list 2024\n\n"
           "- [x] The Left Hand of Darkness — Ursula K. Le Guin\n"
           "- [ ] Piranesi — Susanna Clarke\n"
           "- [ ] The Dispossessed — Ursula K. Le Guin\n"
           "- [ ] Braiding Sweetgrass — Robin Wall Kimmerer\n"
           "- [ ] Project Hail Mary — Andy Weir\n\n"
           "## Notes\n"
           "Borrowed *Piranesi* from Jonas, return by 15 April.\n"
           "Library hold for *Braiding Sweetgrass*: pickup code 7741, branch Westend.\n")


def mk_files(reading_mod: str) -> list[dict[str, Any]]:
    els = [MK("Notebook", None, "TextView", (189, 158, 700, 242)),
           MK(None, "Search", "TextView", (766, 147, 892, 273), "action_search", click=True),
           MK(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    entries = [("archive", "Folder"), ("recipes", "Folder"), ("meeting_notes_2024-03-11.md", "2024-03-11 16:20"),
               ("reading_list.md", reading_mod), ("todo.txt", "2024-03-18 21:05")]
    for (name, sub), y in zip(entries, rows(300, 170, 5)):
        els += [MK(name, None, "TextView", (189, y + 25, 1000, y + 95), "ui__filesystem_item__title", click=True),
                MK(sub, None, "TextView", (189, y + 95, 1000, y + 145), "ui__filesystem_item__description")]
    els.append(MK(None, "Create a new file or folder", "ImageButton", (850, 1953, 1017, 2120), "fab_add_new_item", click=True))
    for i, n in enumerate(["Notebook", "To-Do", "QuickNote", "More"]):
        els.append(MK(n, n, "FrameLayout", (i * 270, 2190, (i + 1) * 270, 2337), None, click=True, selected=(n == "Notebook")))
    return els


def mk_editor(title: str, content: str, focused: bool) -> list[dict[str, Any]]:
    els = [MK(None, "Navigate up", "ImageButton", (0, 147, 126, 273), click=True),
           MK(title, None, "TextView", (147, 170, 560, 250)),
           MK(None, "Undo", "TextView", (580, 147, 700, 273), "action_undo", click=True),
           MK(None, "Redo", "TextView", (700, 147, 820, 273), "action_redo", click=True),
           MK(None, "View mode", "TextView", (820, 147, 940, 273), "action_preview", click=True),
           MK(None, "More options", "ImageView", (940, 147, 1066, 273), click=True),
           MK(content, None, "EditText", (0, 284, W, 2190), "document__fragment__edit__highlighting_editor", click=True,
              edit=True, focused=focused, scroll=True)]
    for i, n in enumerate(["Checkbox", "Header", "Bold", "Italic", "Link"]):
        els.append(MK(None, n, "ImageView", (i * 216, 2211, (i + 1) * 216, 2337), None, click=True))
    return els


def t03(rs: RowSet) -> None:
    appended = READING + "Reminder: ask Jonas whether he has *Sea of Tranquility*."
    drifted = appended.replace("pickup code 7741", "pickup code 7714")
    preview = [MK(None, "Navigate up", "ImageButton", (0, 147, 126, 273), click=True),
               MK("reading_list.md", None, "TextView", (147, 170, 700, 250)),
               MK(None, "Edit mode", "TextView", (820, 147, 940, 273), "action_preview", click=True),
               MK(None, "More options", "ImageView", (940, 147, 1066, 273), click=True),
               MK(None, None, "android.webkit.WebView", (0, 284, W, 2337), "document__fragment_view_webview", scroll=True),
               MK("Reading list 2024", None, "TextView", (42, 330, 1038, 430)),
               MK("The Left Hand of Darkness — Ursula K. Le Guin", None, "CheckBox", (42, 470, 1038, 540), checkable=True, checked=True),
               MK("Piranesi — Susanna Clarke", None, "CheckBox", (42, 550, 1038, 620), checkable=True),
               MK("The Dispossessed — Ursula K. Le Guin", None, "CheckBox", (42, 630, 1038, 700), checkable=True),
               MK("Braiding Sweetgrass — Robin Wall Kimmerer", None, "CheckBox", (42, 710, 1038, 780), checkable=True),
               MK("Project Hail Mary — Andy Weir", None, "CheckBox", (42, 790, 1038, 860), checkable=True),
               MK("Notes", None, "TextView", (42, 900, 1038, 980)),
               MK("Borrowed Piranesi from Jonas, return by 15 April.", None, "TextView", (42, 1000, 1038, 1060)),
               MK("Library hold for Braiding Sweetgrass: pickup code 7741, branch Westend.", None, "TextView", (42, 1070, 1038, 1190))]
    dialog = lambda name: [  # noqa: E731
        MK("Create a new file or folder", None, "TextView", (84, 560, 996, 640), "alertTitle"),
        MK(name, None, "EditText", (84, 700, 760, 820), "new_file_dialog__name", click=True, edit=True, focused=bool(name), hint="Name"),
        MK(".md", None, "EditText", (780, 700, 996, 820), "new_file_dialog__ext", click=True, edit=True),
        MK("Markdown", "Type", "Spinner", (84, 850, 996, 950), "new_file_dialog__type", click=True),
        MK("Empty file", "Template", "Spinner", (84, 970, 996, 1070), "new_file_dialog__template", click=True),
        MK("Encrypt with password", None, "CheckBox", (84, 1090, 996, 1170), "new_file_dialog__encryption", click=True, checkable=True),
        MK("Folder", None, "Button", (84, 1220, 330, 1330), "button3", click=True),
        MK("Cancel", None, "Button", (540, 1220, 760, 1330), "button2", click=True),
        MK("OK", None, "Button", (780, 1220, 996, 1330), "button1", click=True)]
    quote = "> We are what we repeatedly do. Excellence, then, is not an act, but a habit.\n> — Will Durant, summarising Aristotle\n"
    turns = [
        (droid("open_app", app_name="Markor"), screen("8:41", 92, mk_files("2024-03-02 10:12"))),
        (droid("click", index=11), screen("8:41", 92, mk_editor("reading_list.md", READING, False))),
        (droid("click", index=6), screen("8:42", 92, preview)),
        (droid("click", index=4), screen("8:42", 92, mk_editor("reading_list.md", READING, False))),
        (droid("input_text", text="Reminder: ask Jonas whether he has *Sea of Tranquility*.", index=8),
         screen("8:44", 91, mk_editor("reading_list.md", drifted, True))),
        (droid("navigate_back"), screen("8:44", 91, mk_files("2024-03-19 08:44"))),
        (droid("click", index=15), screen("8:45", 91, dialog(""))),
        (droid("input_text", text="quotes", index=3), screen("8:45", 91, dialog("quotes"))),
        (droid("click", index=10), screen("8:45", 91, mk_editor("quotes.md", "", True))),
        (droid("input_text", text=quote.rstrip("\n"), index=8), screen("8:46", 91, mk_editor("quotes.md", quote.rstrip("\n"), True))),
    ]
    add(rs, 3, "In Markor, add a reminder line to the end of reading_list.md, then create a new note quotes.md with a Will Durant quote.",
        ("8:40", 92, "Tue, Mar 19"), turns, bad=True, turn=5,
        kind="untouched line of a note (library pickup code) reads differently after only appending a line at the end")


# --------------------------------------------------------------------------------------------------
# 04 Simple Calendar Pro (less common), clean: add an event, switch views, append to its title.
SC = mk("com.simplemobiletools.calendar.pro")


def sc_list(dentist: bool) -> list[dict[str, Any]]:
    els = [SC(None, "Search", "TextView", (640, 147, 766, 273), "search", click=True),
           SC(None, "Change view", "TextView", (787, 147, 913, 273), "change_view", click=True),
           SC(None, "More options", "ImageView", (934, 147, 1059, 273), click=True)]
    items: list[tuple[str, str | None]] = [("Monday, March 18", None), ("Standup", "09:30 - 09:45"),
                                           ("Pick up parcel at DHL", "17:00 - 17:30"), ("Wednesday, March 20", None),
                                           ("Rent transfer", "All-day"), ("Thursday, March 21", None)]
    if dentist:
        items.append(("Dentist appointment", "10:00 - 11:00"))
    items += [("Yoga class", "18:30 - 19:30"), ("Saturday, March 23", None), ("Hiking with Tomas", "08:00 - 14:00")]
    y = 300
    for title, sub in items:
        if y + (130 if sub is None else 210) > 1950:
            break
        if sub is None:
            els.append(SC(title, None, "TextView", (42, y + 20, 1038, y + 110), "event_section_title"))
            y += 130
        else:
            els += [SC(title, None, "TextView", (84, y + 30, 1000, y + 105), "event_item_title", click=True),
                    SC(sub, None, "TextView", (84, y + 105, 1000, y + 170), "event_item_time")]
            y += 210
    els.append(SC(None, "New event", "ImageButton", (850, 1953, 1017, 2120), "calendar_fab", click=True))
    return els


def sc_edit(header: str, title: str, location: str, date: str, focus: str = "") -> list[dict[str, Any]]:
    els = [SC(None, "Navigate up", "ImageButton", (0, 147, 126, 273), click=True),
           SC(header, None, "TextView", (147, 170, 700, 250)),
           SC(None, "Save", "TextView", (934, 147, 1059, 273), "save", click=True),
           SC(title, None, "EditText", (63, 320, 1017, 440), "event_title", click=True, edit=True, focused=focus == "t", hint="Title"),
           SC(location, None, "EditText", (63, 460, 1017, 580), "event_location", click=True, edit=True, focused=focus == "l", hint="Location"),
           SC("", None, "EditText", (63, 600, 1017, 720), "event_description", click=True, edit=True, hint="Description"),
           SC("All-day", None, "CheckBox", (63, 760, 1017, 850), "event_all_day", click=True, checkable=True),
           SC(date, None, "TextView", (147, 880, 760, 970), "event_start_date", click=True),
           SC("10:00", None, "TextView", (800, 880, 1017, 970), "event_start_time", click=True),
           SC(date, None, "TextView", (147, 990, 760, 1080), "event_end_date", click=True),
           SC("11:00", None, "TextView", (800, 990, 1017, 1080), "event_end_time", click=True),
           SC("10 minutes before", None, "TextView", (147, 1140, 1017, 1230), "event_reminder_1", click=True),
           SC("No repetition", None, "TextView", (147, 1290, 1017, 1380), "event_repetition", click=True),
           SC("Regular event", None, "TextView", (147, 1440, 1017, 1530), "event_type", click=True)]
    return els


def t04(rs: RowSet) -> None:
    loc = "Zahnarztpraxis Dr. Okoye, Bergmannstraße 12"

    def picker(sel: int) -> list[dict[str, Any]]:
        names = {17: "Sun", 18: "Mon", 19: "Tue", 20: "Wed", 21: "Thu", 22: "Fri", 23: "Sat"}
        els = [SC("2024", None, "TextView", (105, 420, 400, 480), "android:id/date_picker_header_year", click=True),
               SC(f"{names[sel]}, Mar {sel}", None, "TextView", (105, 490, 900, 600), "android:id/date_picker_header_date"),
               SC("March 2024", None, "TextView", (300, 700, 780, 780), "android:id/month_view"),
               SC(None, "Previous month", "ImageButton", (105, 690, 231, 790), "android:id/prev", click=True),
               SC(None, "Next month", "ImageButton", (850, 690, 975, 790), "android:id/next", click=True)]
        for i, d in enumerate(range(17, 24)):
            x = 115 + i * 122
            els.append(SC(str(d), f"{d} March 2024", "android.view.View", (x, 1130, x + 110, 1240), None, click=True,
                          checkable=True, checked=d == sel, selected=d == sel))
        els += [SC("Cancel", None, "Button", (560, 1640, 760, 1750), "android:id/button2", click=True),
                SC("OK", None, "Button", (780, 1640, 975, 1750), "android:id/button1", click=True)]
        return els

    views = ["Daily view", "Weekly view", "Monthly view", "Monthly + daily view", "Yearly view", "Simple event list"]
    change = [SC("Change view", None, "TextView", (84, 640, 996, 720), "alertTitle")] + [
        SC(v, None, "RadioButton", (84, 760 + i * 130, 996, 880 + i * 130), None, click=True, checkable=True, checked=v == "Simple event list")
        for i, v in enumerate(views)]
    week = [SC(None, "Search", "TextView", (640, 147, 766, 273), "search", click=True),
            SC(None, "Change view", "TextView", (787, 147, 913, 273), "change_view", click=True),
            SC(None, "More options", "ImageView", (934, 147, 1059, 273), click=True),
            SC("March 18 - 24 (Week 12)", None, "TextView", (42, 300, 1038, 380), "week_view_month_label")]
    for i, d in enumerate(["M 18", "T 19", "W 20", "T 21", "F 22", "S 23", "S 24"]):
        x = 126 + i * 136
        els_d = SC(d, None, "TextView", (x, 400, x + 136, 470), None, selected=i == 0)
        week.append(els_d)
    week += [SC("Rent transfer", None, "TextView", (398, 490, 534, 560), None, click=True),
             SC("Standup", None, "TextView", (126, 1014, 262, 1056), None, click=True),
             SC("Dentist appointment", None, "TextView", (534, 1036, 670, 1204), None, click=True),
             SC("Yoga class", None, "TextView", (534, 2094, 670, 2262), None, click=True),
             SC("Pick up parcel at DHL", None, "TextView", (126, 1876, 262, 1960), None, click=True),
             SC("Hiking with Tomas", None, "TextView", (806, 700, 942, 1708), None, click=True)]
    turns = [
        (droid("open_app", app_name="Simple Calendar Pro"), screen("9:37", 74, sc_list(False))),
        (droid("click", index=19), screen("9:37", 74, sc_edit("New event", "", "", "Mon, March 18 2024"))),
        (droid("input_text", text="Dentist appointment", index=5), screen("9:38", 74, sc_edit("New event", "Dentist appointment", "", "Mon, March 18 2024", "t"))),
        (droid("input_text", text=loc, index=6), screen("9:38", 74, sc_edit("New event", "Dentist appointment", loc, "Mon, March 18 2024", "l"))),
        (droid("click", index=9), screen("9:39", 74, picker(18))),
        (droid("click", index=11), screen("9:39", 74, picker(21))),
        (droid("click", index=15), screen("9:39", 74, sc_edit("New event", "Dentist appointment", loc, "Thu, March 21 2024", "l"))),
        (droid("click", index=4), screen("9:40", 73, sc_list(True))),
        (droid("click", index=3), screen("9:40", 73, change)),
        (droid("click", index=4), screen("9:40", 73, week)),
        (droid("click", index=15), screen("9:41", 73, sc_edit("Edit event", "Dentist appointment", loc, "Thu, March 21 2024"))),
        (droid("input_text", text=" – Dr. Okoye", index=5),
         screen("9:41", 73, sc_edit("Edit event", "Dentist appointment – Dr. Okoye", loc, "Thu, March 21 2024", "t"))),
    ]
    add(rs, 4, "In Simple Calendar Pro, add 'Dentist appointment' at Dr. Okoye's practice on Thursday, March 21 (10:00-11:00), "
        "check it in the weekly view and append the dentist's name to its title.", ("9:36", 74, "Mon, Mar 18"), turns)


# --------------------------------------------------------------------------------------------------
# 05 Settings (mainstream): dark theme switched on, later shown off with no action.
ST = mk("com.android.settings")
SETTINGS_MAIN = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", None), ("Storage", None), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                 ("Display", "Dark theme, font size, brightness")]


def st_main(batt: int, storage: str) -> list[dict[str, Any]]:
    els = [ST("Settings", None, "TextView", (63, 300, 1017, 430), "homepage_title"),
           ST("Search settings", None, "TextView", (63, 470, 1017, 600), "search_action_bar_title", click=True)]
    for (title, summary), y in zip(SETTINGS_MAIN, rows(640, 196, 8)):
        summary = summary or (f"{batt}%" if title == "Battery" else storage)
        els += [ST(title, None, "TextView", (231, y + 40, 1017, y + 105), "android:id/title", click=True),
                ST(summary, None, "TextView", (231, y + 105, 1017, y + 160), "android:id/summary")]
    return els


def st_page(title: str, items: list[tuple[str, str | None, bool | None]], y0: int = 420, h: int = 200) -> list[dict[str, Any]]:
    els = [ST(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
           ST(title, None, "TextView", (63, 300, 1017, 400), "collapsing_toolbar")]
    for (t, summary, switch), y in zip(items, rows(y0, h, len(items))):
        els.append(ST(t, None, "TextView", (63, y + 40, 860, y + 105), "android:id/title", click=True))
        if summary is not None:
            els.append(ST(summary, None, "TextView", (63, y + 105, 860, y + 160), "android:id/summary"))
        if switch is not None:
            els.append(ST(None, None, "Switch", (880, y + 60, 1017, y + 140), "switchWidget", click=True, checkable=True, checked=switch))
    return els


def t05(rs: RowSet) -> None:
    def display(dark: bool, timeout: str) -> list[dict[str, Any]]:
        return st_page("Display", [("Brightness level", "52%", None), ("Adaptive brightness", None, True),
                                   ("Screen timeout", timeout, None), ("Dark theme", None, dark),
                                   ("Display size and text", None, None),
                                   ("Night Light", "Off / Will never turn on automatically", None),
                                   ("Colors", "Adaptive", None), ("Auto-rotate screen", "Off", None)])

    def timeout(sel: str) -> list[dict[str, Any]]:
        opts = ["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]
        els = [ST(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               ST("Screen timeout", None, "TextView", (63, 300, 1017, 400), "collapsing_toolbar")]
        els += [ST(o, None, "RadioButton", (63, 440 + i * 160, 1017, 580 + i * 160), "radio", click=True, checkable=True, checked=o == sel)
                for i, o in enumerate(opts)]
        els += [ST("Screen attention", None, "TextView", (63, 1640, 860, 1705), "android:id/title", click=True),
                ST("Keeps screen on if you're looking at it", None, "TextView", (63, 1705, 860, 1760), "android:id/summary"),
                ST(None, None, "Switch", (880, 1660, 1017, 1740), "switchWidget", click=True, checkable=True, checked=False)]
        return els

    lower = st_page("Display", [("Display size and text", None, None), ("Night Light", "Off / Will never turn on automatically", None),
                                ("Colors", "Adaptive", None), ("Auto-rotate screen", "Off", None), ("Smooth Display", None, True),
                                ("Screen saver", "Clock", None), ("Tap to wake", None, True), ("Lift to check phone", None, False)])
    battery = st_page("Battery", [("77%", "About 1 day, 2 hr left", None), ("Battery usage", "View usage for past 24 hours", None),
                                  ("Battery Saver", "Off", None), ("Adaptive preferences", "Adaptive Battery, Adaptive Charging", None),
                                  ("Battery percentage", "Show battery percentage in status bar", True)])
    saver = st_page("Battery Saver", [("Use Battery Saver", None, False), ("Set a schedule", "No schedule", None),
                                      ("Turn off when charged", None, True), ("Extreme Battery Saver", "Ask every time", None)])
    saver.append(ST("Battery Saver limits or turns off background activity, some visual effects, certain features, "
                    "and some network connections.", None, "TextView", (63, 1300, 1017, 1560), "android:id/title"))
    turns = [
        (droid("open_app", app_name="Settings"), screen("19:02", 78, st_main(78, "43% used - 72.8 GB free"))),
        (droid("click", index=18), screen("19:02", 78, display(False, "After 30 seconds of inactivity"))),
        (droid("click", index=11), screen("19:02", 78, display(True, "After 30 seconds of inactivity"))),
        (droid("click", index=8), screen("19:03", 78, timeout("30 seconds"))),
        (droid("click", index=7), screen("19:03", 78, timeout("2 minutes"))),
        (droid("navigate_back"), screen("19:03", 78, display(False, "After 2 minutes of inactivity"))),
        (droid("scroll", direction="down"), screen("19:04", 78, lower)),
        (droid("navigate_back"), screen("19:04", 77, st_main(77, "43% used - 72.8 GB free"))),
        (droid("click", index=12), screen("19:04", 77, battery)),
        (droid("click", index=8), screen("19:05", 77, saver)),
    ]
    add(rs, 5, "Turn on Dark theme, set the screen timeout to 2 minutes, then make sure Battery Saver is off.",
        ("19:01", 78, "Wed, Mar 20"), turns, bad=True, turn=6,
        kind="Dark theme switch shows off again after it was switched on, with no action on it")


# --------------------------------------------------------------------------------------------------
# 06 Broccoli (less common), clean: add a recipe, list grows, search filters by description.
BR = mk("com.flauschcode.broccoli")
RECIPES = {"Banana Bread": "Moist loaf with ripe bananas and walnuts",
           "Chana Masala": "Chickpeas simmered in a tomato-onion gravy",
           "Lemon Risotto": "Creamy arborio rice with lemon zest and parmesan",
           "Miso Ramen": "Rich miso broth, noodles, soft egg and scallions",
           "Pad Thai": "Rice noodles stir-fried with tamarind and peanuts",
           "Tomato Soup": "Roasted tomatoes, garlic and basil, blended smooth"}
SHAK = "Eggs poached in a spiced tomato and pepper sauce"
SHAK_ING = ["6 eggs", "1 can chopped tomatoes (400 g)", "2 red peppers", "1 onion", "2 cloves garlic", "2 tsp cumin",
            "1 tsp smoked paprika", "100 g feta"]


def br_cards(names: list[str], y0: int) -> list[dict[str, Any]]:
    allr = dict(RECIPES, Shakshuka=SHAK)
    els = []
    for n, y in zip(names, rows(y0, 240, len(names))):
        els += [BR(n, None, "TextView", (63, y + 40, 1017, y + 120), "card_text_view_title", click=True),
                BR(allr[n], None, "TextView", (63, y + 120, 1017, y + 200), None)]
    return els


def t06(rs: RowSet) -> None:
    before = sorted(RECIPES)
    after = sorted([*RECIPES, "Shakshuka"])
    top = [BR(None, "Open navigation drawer", "ImageButton", (0, 147, 147, 273), click=True),
           BR("Recipes", None, "TextView", (189, 170, 700, 250)),
           BR(None, "Search", "TextView", (913, 147, 1038, 273), "action_search", click=True)]
    fab = [BR(None, "Add recipe", "ImageButton", (850, 1953, 1017, 2120), "fab", click=True)]

    def form(title: str = "", desc: str = "", serv: str = "", ing: str = "", focus: str = "") -> list[dict[str, Any]]:
        fields = [("Title", title, "t"), ("Description", desc, "d"), ("Servings", serv, "s"), ("Preparation time", "", "p"),
                  ("Source", "", "o"), ("Ingredients", ing, "i"), ("Directions", "", "r")]
        els = [BR(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               BR("New recipe", None, "TextView", (189, 170, 700, 250)),
               BR(None, "Save", "TextView", (913, 147, 1038, 273), "action_save", click=True),
               BR(None, "Add image", "ImageView", (0, 284, W, 700), "new_image", click=True)]
        y = 730
        for hint, val, key in fields:
            h = 120 + 70 * max(0, val.count("\n"))
            els.append(BR(val, None, "EditText", (63, y, 1017, y + h), None, click=True, edit=True, focused=focus == key, hint=hint))
            y += h + 25
        els.append(BR("Categories", None, "TextView", (63, y, 1017, y + 90), None, click=True))
        return els

    detail = [BR(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
              BR(None, "Edit", "TextView", (661, 147, 787, 273), "action_edit", click=True),
              BR(None, "Share", "TextView", (787, 147, 913, 273), "action_share", click=True),
              BR(None, "More options", "ImageView", (913, 147, 1038, 273), click=True),
              BR("Shakshuka", None, "TextView", (63, 620, 1017, 740), "recipe_details_title"),
              BR(SHAK, None, "TextView", (63, 760, 1017, 860), "recipe_details_description"),
              BR("4", "Servings", "TextView", (63, 900, 400, 980), "recipe_details_servings"),
              BR("Ingredients", None, "TextView", (63, 1020, 1017, 1100), None)]
    detail += [BR(i, None, "TextView", (105, 1120 + k * 85, 1017, 1195 + k * 85), None) for k, i in enumerate(SHAK_ING)]
    detail.append(BR("Directions", None, "TextView", (63, 1830, 1017, 1910), None))

    search_top = [BR(None, "Collapse", "ImageButton", (0, 147, 147, 273), click=True)]

    def search(q: str, names: list[str]) -> list[dict[str, Any]]:
        return search_top + [BR(q, None, "EditText", (168, 158, 1000, 262), "search_src_text", click=True, edit=True, focused=True,
                                hint="Search recipes")] + br_cards(names, 300) + fab

    ing = "\n".join(SHAK_ING)
    turns = [
        (droid("open_app", app_name="Broccoli"), screen("12:15", 66, top + br_cards(before, 300) + fab)),
        (droid("click", index=17), screen("12:15", 66, form())),
        (droid("input_text", text="Shakshuka", index=6), screen("12:16", 66, form("Shakshuka", focus="t"))),
        (droid("input_text", text=SHAK, index=7), screen("12:16", 66, form("Shakshuka", SHAK, focus="d"))),
        (droid("input_text", text="4", index=8), screen("12:16", 66, form("Shakshuka", SHAK, "4", focus="s"))),
        (droid("input_text", text=ing, index=11), screen("12:18", 65, form("Shakshuka", SHAK, "4", ing, focus="i"))),
        (droid("click", index=4), screen("12:18", 65, detail)),
        (droid("navigate_back"), screen("12:18", 65, top + br_cards(after, 300) + fab)),
        (droid("click", index=4), screen("12:19", 65, search("", after))),
        (droid("input_text", text="tomato", index=3), screen("12:19", 65, search("tomato", ["Chana Masala", "Shakshuka", "Tomato Soup"]))),
        (droid("click", index=6), screen("12:19", 65, detail)),
    ]
    add(rs, 6, "Add a Shakshuka recipe to Broccoli (4 servings, with its ingredient list), then find it by searching for 'tomato'.",
        ("12:14", 66, "Sat, Mar 23"), turns)


# --------------------------------------------------------------------------------------------------
# 07 Pro Expense (less common): after adding an expense the weekly total does not include it.
PE = mk("com.arduia.expense")
WEEK_07 = [("Coffee", "4.10", "Food", "21/03/2024"), ("Dinner with Sam", "73.25", "Social", "20/03/2024"),
           ("Pharmacy", "18.75", "Health", "20/03/2024"), ("Groceries – Lidl", "54.30", "Food", "19/03/2024"),
           ("Bus pass", "32.00", "Transportation", "18/03/2024")]
CATS_07 = ["Food", "Home", "Social", "Entertainment", "Education", "Health", "Transportation", "Clothes", "Donations", "Bills", "Others"]


def pe_home(total: str, thu: str, items: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
    els = [PE(None, "Open navigation drawer", "ImageButton", (0, 147, 147, 273), click=True),
           PE("This Week", None, "TextView", (63, 320, 600, 390), "tv_week_label"),
           PE(total, None, "TextView", (63, 400, 800, 530), "tv_total_cost"),
           PE(None, f"Mon $32.00, Tue $54.30, Wed $92.00, Thu ${thu}, Fri $0.00, Sat $0.00, Sun $0.00", "android.view.View",
              (63, 560, 1017, 960), "weekly_graph"),
           PE("Recent", None, "TextView", (63, 1000, 600, 1070)),
           PE("More", None, "Button", (800, 990, 1017, 1080), "btn_more", click=True)]
    for (name, amt, _cat, _date), y in zip(items, rows(1100, 150, len(items))):
        els += [PE(name, None, "TextView", (147, y + 30, 760, y + 110), "tv_name", click=True),
                PE(f"${amt}", None, "TextView", (780, y + 30, 1017, y + 110), "tv_amount")]
    els.append(PE(None, "Add expense", "ImageButton", (850, 2030, 1017, 2197), "fb_main_add", click=True))
    return els


def pe_form(title: str, name: str, amount: str, cat: str, focus: str = "") -> list[dict[str, Any]]:
    return [PE(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
            PE(title, None, "TextView", (189, 170, 800, 250)),
            PE(name, None, "EditText", (63, 340, 1017, 480), "edt_name", click=True, edit=True, focused=focus == "n", hint="Name"),
            PE(amount, None, "EditText", (63, 520, 1017, 660), "edt_amount", click=True, edit=True, focused=focus == "a", hint="Amount"),
            PE(cat, "Category", "TextView", (63, 700, 1017, 820), "tv_category", click=True),
            PE("", None, "EditText", (63, 860, 1017, 1100), "edt_note", click=True, edit=True, hint="Note"),
            PE("21/03/2024", "Date", "TextView", (63, 1140, 1017, 1240), "tv_date", click=True),
            PE("Save", None, "Button", (63, 2050, 1017, 2180), "btn_save", click=True)]


def t07(rs: RowSet) -> None:
    hw = ("Hardware store", "27.60", "Home", "21/03/2024")
    week = [hw, *WEEK_07]
    dropdown = [PE(c, None, "TextView", (63, 820 + i * 110, 1017, 930 + i * 110), None, click=True) for i, c in enumerate(CATS_07)]
    logs = [PE(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
            PE("Expense Logs", None, "TextView", (189, 170, 800, 250))]
    y = 300
    for header, items in [("Today", week[:2]), ("20 Mar 2024", week[2:4]), ("19 Mar 2024", week[4:5]), ("18 Mar 2024", week[5:6])]:
        logs.append(PE(header, None, "TextView", (63, y, 1017, y + 80), "tv_date_header"))
        y += 100
        for name, amt, _c, _d in items:
            logs += [PE(name, None, "TextView", (147, y + 20, 760, y + 100), "tv_name", click=True),
                     PE(f"${amt}", None, "TextView", (780, y + 20, 1017, y + 100), "tv_amount")]
            y += 140
    info = [PE("Hardware store", None, "TextView", (105, 700, 975, 790), "tv_name"),
            PE("$27.60", None, "TextView", (105, 810, 975, 900), "tv_amount"),
            PE("Home", "Category", "TextView", (105, 920, 975, 990), "tv_category"),
            PE("21/03/2024", "Date", "TextView", (105, 1010, 975, 1080), "tv_date"),
            PE("-", "Note", "TextView", (105, 1100, 975, 1170), "tv_note"),
            PE("Edit", None, "Button", (105, 1240, 400, 1350), "btn_edit", click=True),
            PE("Delete", None, "Button", (420, 1240, 700, 1350), "btn_delete", click=True),
            PE("Close", None, "Button", (720, 1240, 975, 1350), "btn_close", click=True)]
    turns = [
        (droid("open_app", app_name="Pro Expense"), screen("18:20", 43, pe_home("$182.40", "4.10", WEEK_07))),
        (droid("click", index=18), screen("18:20", 43, pe_form("Add Expense", "", "", "Food"))),
        (droid("input_text", text="Hardware store", index=4), screen("18:21", 43, pe_form("Add Expense", "Hardware store", "", "Food", "n"))),
        (droid("input_text", text="27.60", index=5), screen("18:21", 43, pe_form("Add Expense", "Hardware store", "27.60", "Food", "a"))),
        (droid("click", index=6), screen("18:21", 43, pe_form("Add Expense", "Hardware store", "27.60", "Food")[:7] + dropdown)),
        (droid("click", index=10), screen("18:21", 43, pe_form("Add Expense", "Hardware store", "27.60", "Home"))),
        (droid("click", index=9), screen("18:22", 42, pe_home("$182.40", "31.70", week))),
        (droid("click", index=7), screen("18:22", 42, logs)),
        (droid("click", index=5), screen("18:22", 42, info)),
        (droid("click", index=7), screen("18:23", 42, pe_form("Edit Expense", "Hardware store", "27.60", "Home"))),
    ]
    add(rs, 7, "Record a $27.60 'Hardware store' expense in the Home category in Pro Expense, then open it again to edit it.",
        ("18:19", 43, "Thu, Mar 21"), turns, bad=True, turn=7,
        kind="weekly total does not include the expense just added (stays at the old sum while the list and Thursday bar include it)")


# --------------------------------------------------------------------------------------------------
# 08 Files (mainstream), clean: new folder, move a file into it, re-sort by size.
FI = mk("com.google.android.documentsui")
FILES_08 = {"notes.txt": ("2.1 kB", "10:05 AM"), "podcast_ep142.mp3": ("58.3 MB", "Mar 17"),
            "IMG_20240316_181204.jpg": ("3.1 MB", "Mar 16"), "invoice_march.pdf": ("248 kB", "Mar 15"),
            "boarding_pass_LIS.pdf": ("96 kB", "Mar 12"), "old_backup.zip": ("1.21 GB", "Jan 3")}


def fi_rows(entries: list[tuple[str, str]], y0: int, *, selected: str = "", files_clickable: bool = True) -> list[dict[str, Any]]:
    els = []
    for (name, det), y in zip(entries, rows(y0, 190, len(entries))):
        is_dir = det.startswith("Folder")
        ok = files_clickable or is_dir
        els += [FI(name, None, "TextView", (210, y + 30, 1000, y + 100), "android:id/title", click=ok, selected=name == selected,
                   checked=name == selected, checkable=bool(selected)),
                FI(det, None, "TextView", (210, y + 100, 1000, y + 150), "details")]
    return els


def fi_entries(names: list[str], receipts: str | None) -> list[tuple[str, str]]:
    out = [("Receipts", f"Folder  {receipts}")] if receipts else []
    return out + [(n, f"{FILES_08[n][0]}  {FILES_08[n][1]}") for n in names]


def t08(rs: RowSet) -> None:
    by_date = ["notes.txt", "podcast_ep142.mp3", "IMG_20240316_181204.jpg", "invoice_march.pdf", "boarding_pass_LIS.pdf", "old_backup.zip"]
    moved = [n for n in by_date if n != "invoice_march.pdf"]
    by_size = ["old_backup.zip", "podcast_ep142.mp3", "IMG_20240316_181204.jpg", "boarding_pass_LIS.pdf", "notes.txt"]
    top = [FI(None, "Show roots", "ImageButton", (0, 147, 147, 273), click=True),
           FI("Downloads", None, "TextView", (189, 170, 700, 250)),
           FI(None, "Search", "TextView", (787, 147, 913, 273), "option_menu_search", click=True),
           FI(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]

    def listing(entries: list[tuple[str, str]], sort: str) -> list[dict[str, Any]]:
        return top + [FI(sort, "Sort by", "TextView", (42, 300, 500, 380), "sort_dimen_dropdown", click=True)] + fi_rows(entries, 400)

    menu = [FI(t, None, "TextView", (557, 158, 1038, 284) if i == 0 else (557, 158 + i * 126, 1038, 284 + i * 126), "title", click=True)
            for i, t in enumerate(["New window", "New folder", "Select all", "Show internal storage"])]
    newf = lambda v: [  # noqa: E731
        FI("New folder", None, "TextView", (84, 880, 996, 960), "alertTitle"),
        FI(v, None, "EditText", (84, 1000, 996, 1120), "android:id/text1", click=True, edit=True, focused=True, hint="Folder name"),
        FI("Cancel", None, "Button", (540, 1180, 760, 1290), "android:id/button2", click=True),
        FI("OK", None, "Button", (780, 1180, 996, 1290), "android:id/button1", click=True)]
    sel_top = [FI(None, "Close", "ImageButton", (0, 147, 147, 273), click=True),
               FI("1 selected", None, "TextView", (189, 170, 560, 250)),
               FI(None, "Share", "TextView", (661, 147, 787, 273), "action_menu_share", click=True),
               FI(None, "Delete", "TextView", (787, 147, 913, 273), "action_menu_delete", click=True),
               FI(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    sel_menu = [FI(t, None, "TextView", (557, 158 + i * 126, 1038, 284 + i * 126), "title", click=True)
                for i, t in enumerate(["Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info"])]
    picker_top = [FI(None, "Show roots", "ImageButton", (0, 147, 147, 273), click=True),
                  FI("Downloads", None, "TextView", (189, 170, 700, 250))]
    picker_btns = [FI("Cancel", None, "Button", (480, 2180, 740, 2300), "button2", click=True),
                   FI("Move", None, "Button", (760, 2180, 1017, 2300), "button1", click=True)]
    inside = [FI(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
              FI("Receipts", None, "TextView", (189, 170, 700, 250)),
              FI("Downloads", None, "TextView", (42, 300, 300, 370), "breadcrumb", click=True),
              FI("Receipts", None, "TextView", (330, 300, 600, 370), "breadcrumb", click=True, selected=True),
              FI("No items", None, "TextView", (300, 1100, 780, 1180), "message")] + picker_btns
    sort_opts = ["Name (A to Z)", "Name (Z to A)", "Modified (newest first)", "Modified (oldest first)", "Size (smallest first)",
                 "Size (largest first)", "File type (A to Z)"]
    sort_dlg = [FI("Sort by", None, "TextView", (84, 560, 996, 640), "header")] + [
        FI(o, None, "CheckedTextView", (84, 680 + i * 130, 996, 800 + i * 130), "android:id/text1", click=True, checkable=True,
           checked=o == "Modified (newest first)") for i, o in enumerate(sort_opts)]
    turns = [
        (droid("open_app", app_name="Files"), screen("10:14", 88, listing(fi_entries(by_date, None), "Modified"))),
        (droid("click", index=5), screen("10:14", 88, menu)),
        (droid("click", index=3), screen("10:14", 88, newf(""))),
        (droid("input_text", text="Receipts", index=3), screen("10:15", 88, newf("Receipts"))),
        (droid("click", index=5), screen("10:15", 88, listing(fi_entries(by_date, "10:15 AM"), "Modified"))),
        (droid("long_press", index=15), screen("10:15", 88, sel_top + fi_rows(fi_entries(by_date, "10:15 AM"), 400, selected="invoice_march.pdf"))),
        (droid("click", index=6), screen("10:15", 88, sel_menu)),
        (droid("click", index=5), screen("10:16", 88, picker_top + fi_rows(fi_entries(by_date, "10:15 AM"), 300, files_clickable=False) + picker_btns)),
        (droid("click", index=4), screen("10:16", 88, inside)),
        (droid("click", index=8), screen("10:16", 87, listing(fi_entries(moved, "10:16 AM"), "Modified"))),
        (droid("click", index=6), screen("10:16", 87, sort_dlg)),
        (droid("click", index=8), screen("10:17", 87, listing(fi_entries(by_size, "10:16 AM"), "Size"))),
    ]
    add(rs, 8, "In Files, create a 'Receipts' folder in Downloads, move invoice_march.pdf into it, then sort Downloads by size (largest first).",
        ("10:13", 88, "Tue, Mar 19"), turns)


# --------------------------------------------------------------------------------------------------
# 09 Messages (mainstream): a reply's time in the conversation list is earlier than the message it answers.
MS = mk("com.google.android.apps.messaging")


def ms_list(first: tuple[str, str, str], unread_first: bool = False) -> list[dict[str, Any]]:
    convs = [first, ("72975", "Your Sparkasse code is 481220. Do not share it with anyone.", "8:40 AM"),
             ("Dad", "Call me when you land", "Mon"), ("Ola Nordmann", "You: 👍", "Sun"),
             ("Lieferando", "Your order from Pho Saigon is on its way 🛵", "Sat")]
    els = [MS("Messages", None, "TextView", (63, 170, 600, 250)),
           MS(None, "Search", "ImageButton", (787, 147, 913, 273), "action_zero_state_search", click=True)]
    for k, ((name, snip, t), y) in enumerate(zip(convs, rows(320, 210, 5))):
        els += [MS(name, None, "TextView", (231, y + 35, 800, y + 100), "conversation_name", click=True, selected=unread_first and k == 0),
                MS(snip, None, "TextView", (231, y + 100, 1017, y + 160), None),
                MS(t, None, "TextView", (820, y + 35, 1017, y + 100), "conversation_timestamp")]
    els.append(MS("Start chat", "Start chat", "Button", (640, 1990, 1017, 2150), "start_chat_fab", click=True))
    return els


def ms_thread(name: str, bubbles: list[tuple[str, str]], draft: str = "") -> list[dict[str, Any]]:
    els = [MS(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
           MS(name, None, "TextView", (189, 170, 640, 250), "conversation_title"),
           MS(None, "Video call", "TextView", (787, 147, 913, 273), "action_video_call", click=True),
           MS(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    y = 420
    for kind, text in bubbles:
        if kind == "d":
            els.append(MS(text, None, "TextView", (300, y, 780, y + 60), "message_date_divider"))
            y += 90
        elif kind == "s":
            els.append(MS(text, None, "TextView", (500, y, 1000, y + 50), "message_status"))
            y += 70
        else:
            x1, x2 = (63, 800) if kind == "in" else (280, 1017)
            lines = 1 + len(text) // 28
            els.append(MS(text, None, "TextView", (x1, y, x2, y + 50 + 60 * lines), "message_text", long_click=True))
            y += 80 + 60 * lines
    els += [MS(None, "Show attach content", "ImageButton", (21, 2150, 147, 2276), "plus_button", click=True),
            MS(draft, None, "EditText", (168, 2150, 880, 2276), "compose_message_text", click=True, edit=True, focused=bool(draft), hint="Text message"),
            MS(None, "Send SMS" if draft else "Record voice message", "ImageButton", (901, 2150, 1027, 2276), "send_message_button_icon", click=True)]
    return els


def t09(rs: RowSet) -> None:
    text = "Running 10 min late, order me a flat white?"
    base = [("d", "Yesterday • 9:41 PM"), ("in", "Are we still on for tomorrow morning?"), ("out", "Yes! 9:30 works 👍"),
            ("d", "Today • 8:52 AM"), ("in", "See you at 9:30 at Kaffeehaus?")]
    dad = [("d", "Mon • 3:12 PM"), ("out", "Landing 17:40 in Vienna, I'll take the CAT into town"), ("d", "Mon • 6:05 PM"),
           ("in", "Call me when you land")]
    turns = [
        (droid("open_app", app_name="Messages"), screen("9:18", 69, ms_list(("Nadia Rahman", "See you at 9:30 at Kaffeehaus?", "8:52 AM")))),
        (droid("click", index=4), screen("9:18", 69, ms_thread("Nadia Rahman", base))),
        (droid("input_text", text=text, index=12), screen("9:19", 69, ms_thread("Nadia Rahman", base, text))),
        (droid("click", index=13), screen("9:19", 69, ms_thread("Nadia Rahman", [*base, ("out", text), ("s", "Sending…")]))),
        (droid("wait"), screen("9:21", 68, ms_thread("Nadia Rahman", [*base, ("out", text), ("s", "9:19 AM • Delivered"),
                                                                        ("in", "Sure! Oat milk as usual? ☕"), ("s", "9:21 AM")]))),
        (droid("navigate_back"), screen("9:21", 68, ms_list(("Nadia Rahman", "Sure! Oat milk as usual? ☕", "9:12 AM")))),
        (droid("click", index=10), screen("9:22", 68, ms_thread("Dad", dad))),
    ]
    add(rs, 9, "Text Nadia Rahman that you are running 10 minutes late, wait for her answer, then open the conversation with Dad.",
        ("9:17", 69, "Tue, Mar 19"), turns, bad=True, turn=6,
        kind="conversation list stamps the newest reply earlier than the message it answers (and earlier than shown in the thread)")


# --------------------------------------------------------------------------------------------------
# 10 OsmAnd (less common), clean: search, favourite with description, walking route, live navigation.
OA = mk("net.osmand")
HBF = "Wien Hauptbahnhof"
HBF_ADDR = "Am Hauptbahnhof 1, 1100 Wien"


def oa_controls() -> list[dict[str, Any]]:
    return [OA(None, "Map", "android.view.View", (0, 0, W, 2400), "MapView", click=True, scroll=True),
            OA(None, "My position", "ImageButton", (880, 1700, 1038, 1858), "map_my_location_button", click=True),
            OA(None, "Zoom in", "ImageButton", (880, 1300, 1038, 1458), "map_zoom_in_button", click=True),
            OA(None, "Zoom out", "ImageButton", (880, 1470, 1038, 1628), "map_zoom_out_button", click=True)]


def t10(rs: RowSet) -> None:
    desc = "Nightjet to Venice, platform 11, 21:27"
    mapview = oa_controls() + [
        OA(None, "Search", "ImageButton", (42, 147, 200, 305), "map_search_button", click=True),
        OA(None, "Configure map", "ImageButton", (42, 330, 200, 488), "map_layers_button", click=True),
        OA(None, "Compass", "ImageButton", (42, 513, 200, 671), "map_compass_button", click=True),
        OA("48.20288, 16.36907", None, "TextView", (240, 160, 840, 240), "coordinates_widget"),
        OA("100 m", None, "TextView", (420, 2050, 660, 2110), "map_ruler_text"),
        OA(None, "Back to menu", "ImageButton", (42, 1900, 200, 2058), "map_menu_button", click=True),
        OA(None, "Directions", "ImageButton", (880, 1900, 1038, 2058), "map_route_info_button", click=True)]
    search_top = [OA(None, "Back", "ImageButton", (0, 147, 147, 273), click=True)]

    def search(q: str, items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = search_top + [OA(q, None, "EditText", (168, 158, 900, 262), "searchEditText", click=True, edit=True, focused=True, hint="Search")]
        if not q:
            els += [OA(t, None, "TextView", (i * 360, 300, (i + 1) * 360, 400), None, click=True, selected=i == 0)
                    for i, t in enumerate(["History", "Categories", "Address"])]
        for (name, sub), y in zip(items, rows(440, 180, len(items))):
            els += [OA(name, None, "TextView", (189, y + 30, 1000, y + 100), "title", click=True),
                    OA(sub, None, "TextView", (189, y + 100, 1000, y + 150), "subtitle")]
        return els

    def ctx(fav: bool) -> list[dict[str, Any]]:
        els = oa_controls()[:2] + [OA(HBF, None, "TextView", (63, 1420, 1017, 1500), "context_menu_line1", click=True),
                                   OA("Favorites" if fav else "Railway station", None, "TextView", (63, 1500, 1017, 1560), "context_menu_line2")]
        if fav:
            els.append(OA(desc, None, "TextView", (63, 1570, 1017, 1630), "context_menu_desc"))
        els += [OA("2.1 km", None, "TextView", (63, 1640, 400, 1700), "distance"),
                OA(HBF_ADDR, None, "TextView", (63, 1710, 1017, 1770), "address"),
                OA("48.18500, 16.37630", None, "TextView", (63, 1780, 1017, 1840), "coordinates")]
        btns = ["Directions", "Edit" if fav else "Save", "Marker", "Share", "Actions"]
        els += [OA(b, b, "Button", (i * 216, 1880, (i + 1) * 216, 2040), None, click=True) for i, b in enumerate(btns)]
        return els

    def fav_dialog(description: str) -> list[dict[str, Any]]:
        return [OA(None, "Close", "ImageButton", (0, 147, 147, 273), click=True),
                OA("Add favorite", None, "TextView", (189, 170, 800, 250)),
                OA(HBF, None, "EditText", (63, 340, 1017, 470), "name_edit", click=True, edit=True, hint="Name"),
                OA(description, None, "EditText", (63, 510, 1017, 640), "description_edit", click=True, edit=True, focused=bool(description), hint="Description"),
                OA(HBF_ADDR, None, "EditText", (63, 680, 1017, 810), "address_edit", click=True, edit=True, hint="Address"),
                OA("Group", None, "TextView", (63, 860, 600, 920)),
                OA("Favorites", None, "TextView", (63, 940, 400, 1040), None, click=True, selected=True),
                OA("Trips 2024", None, "TextView", (420, 940, 760, 1040), None, click=True),
                OA("Cancel", None, "Button", (63, 2150, 520, 2280), "dismiss_button", click=True),
                OA("Save", None, "Button", (560, 2150, 1017, 2280), "right_bottom_button", click=True)]

    def route(mode: str, dist: str, dur: str, arrive: str) -> list[dict[str, Any]]:
        els = [OA(None, "Close", "ImageButton", (0, 147, 147, 273), click=True),
               OA("My position", "From", "TextView", (189, 170, 1000, 240), "fromText", click=True),
               OA(HBF, "To", "TextView", (189, 260, 1000, 330), "toText", click=True)]
        els += [OA(None, m, "ImageButton", (63 + i * 240, 380, 243 + i * 240, 500), None, click=True, selected=m == mode)
                for i, m in enumerate(["Car", "Bicycle", "Pedestrian", "Public transport"])]
        els += [OA(dist, None, "TextView", (63, 1900, 400, 1980), "distance"),
                OA(dur, None, "TextView", (420, 1900, 700, 1980), "duration"),
                OA(f"Arrive at {arrive}", None, "TextView", (63, 1990, 700, 2050), "arrival_time"),
                OA("Details", None, "Button", (63, 2150, 520, 2280), "details_button", click=True),
                OA("Start", None, "Button", (560, 2150, 1017, 2280), "start_button", click=True)]
        return els

    def nav(turn_dist: str, turn_desc: str, street: str, left: str, togo: str, arrive: str, speed: str) -> list[dict[str, Any]]:
        return oa_controls() + [
            OA(turn_dist, turn_desc, "TextView", (42, 160, 400, 330), "map_turn_widget"),
            OA(street, None, "TextView", (420, 180, 1038, 260), "map_street_name"),
            OA(left, "Distance to destination", "TextView", (680, 360, 1038, 440), "widget_distance_to_destination"),
            OA(togo, "Time to go", "TextView", (680, 450, 1038, 530), "widget_time_to_go"),
            OA(arrive, "Arrival time", "TextView", (680, 540, 1038, 620), "widget_arrival_time"),
            OA(speed, "Current speed", "TextView", (42, 1700, 300, 1800), "widget_speed"),
            OA(None, "Stop navigation", "ImageButton", (42, 1900, 200, 2058), "map_menu_button", click=True)]

    history = [("Naschmarkt", "Marketplace • 1.1 km"), ("Schönbrunn Palace", "Castle • 4.1 km"), ("Prater Hauptallee", "Park • 3.5 km")]
    results = [(HBF, "Railway station • 2.1 km"), ("Hauptbahnhof", "Subway station • 2.1 km"),
               ("Hauptbahnhof Südtiroler Platz", "Tram stop • 2.0 km"), ("BahnhofCity Wien Hauptbahnhof", "Mall • 2.2 km"),
               ("Parkgarage Hauptbahnhof Süd", "Parking • 2.4 km")]
    turns = [
        (droid("open_app", app_name="OsmAnd"), screen("14:05", 71, mapview)),
        (droid("click", index=6), screen("14:05", 71, search("", history))),
        (droid("input_text", text=HBF, index=3), screen("14:06", 71, search(HBF, results))),
        (droid("click", index=4), screen("14:06", 71, ctx(False))),
        (droid("click", index=10), screen("14:06", 71, fav_dialog(""))),
        (droid("input_text", text=desc, index=5), screen("14:07", 71, fav_dialog(desc))),
        (droid("click", index=11), screen("14:07", 71, ctx(True))),
        (droid("click", index=10), screen("14:07", 70, route("Car", "2.9 km", "9 min", "14:16"))),
        (droid("click", index=7), screen("14:07", 70, route("Pedestrian", "2.4 km", "31 min", "14:38"))),
        (droid("click", index=13), screen("14:08", 70, nav("150 m", "Turn slightly right", "Operngasse", "2.4 km", "31 min", "14:39", "0 km/h"))),
        (droid("wait"), screen("14:10", 70, nav("20 m", "Turn right", "Friedrichstraße", "2.3 km", "29 min", "14:39", "4.8 km/h"))),
    ]
    add(rs, 10, "In OsmAnd, save Wien Hauptbahnhof as a favourite with the note about tonight's Nightjet, then start walking navigation to it.",
        ("14:04", 71, "Fri, Mar 22"), turns)


# --------------------------------------------------------------------------------------------------
# 11 Gmail (mainstream): the Sent list shows the subject the agent typed with two digits swapped.
GM = mk("com.google.android.gm")
ME = "alex.moreau@gmail.com"
INBOX_11 = [
    "Unread, Northwind Supplies, Invoice INV-20931 due 22 Mar, 10:47 AM, Hello Alex, please find attached invoice INV-20931 for €1,284.50. Payment is due by 22 March…",
    "Unread, Lena Hoffmann, Slides for Friday, 9:30 AM, Hi! I dropped the deck into the shared folder, can you check slide 7 before…",
    "GitHub, [acme/api] Pull request #412 merged, 8:15 AM, Merged #412 into main. Deploy preview: api-pr-412.acme.dev…",
    "Deutsche Bahn, Your booking confirmation – Order 7Q2KX9, Mar 19, ICE 23 Köln Hbf → Frankfurt(Main)Hbf, 28.03.2024, 08:18…",
    "Marco Rossi, Re: Apartment viewing Saturday, Mar 19, Perfect, see you at 11 then.",
    "Google, Security alert, Mar 18, A new sign-in on Google Pixel 7. alex.moreau@gmail.com. We noticed a new sign-in…"]


def gm_inbox(snack: bool = False) -> list[dict[str, Any]]:
    els = [GM(None, "Open navigation drawer", "ImageButton", (42, 158, 168, 284), click=True),
           GM("Search in mail", None, "TextView", (189, 170, 850, 272), "open_search", click=True),
           GM(None, f"Account and settings. Signed in as {ME}", "ImageView", (871, 158, 997, 284), "selected_account_disc_gmail", click=True),
           GM("Primary", None, "TextView", (63, 320, 600, 390), "header_title")]
    els += [GM(None, d, "android.view.View", (0, y, W, y + 250), "viewified_conversation_item_view", click=True, long_click=True)
            for d, y in zip(INBOX_11, rows(410, 250, 6))]
    els.append(GM("Compose", "Compose", "Button", (610, 1960, 1017, 2120), "compose_button", click=True))
    if snack:
        els += [GM("Sent", None, "TextView", (63, 2000, 560, 2100), "description_text"),
                GM("Undo", None, "Button", (780, 1990, 1000, 2110), "action_text", click=True)]
    return els + [GM(None, "Mail", "FrameLayout", (0, 2190, 540, 2337), None, click=True, selected=True),
                  GM(None, "Meet", "FrameLayout", (540, 2190, W, 2337), None, click=True)]


def t11(rs: RowSet) -> None:
    subject = "Invoice INV-20931 – payment confirmation"
    body = "Hi,\n\nthe transfer of €1,284.50 went out this morning (ref. SEPA-7731). Please confirm receipt.\n\nThanks,\nAlex"
    to = "billing@northwind-supplies.com"

    def compose(t: str = "", s: str = "", b: str = "", focus: str = "") -> list[dict[str, Any]]:
        return [GM(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
                GM(None, "Attach file", "TextView", (661, 147, 787, 273), "add_attachment", click=True),
                GM(None, "Send", "TextView", (787, 147, 913, 273), "send", click=True),
                GM(None, "More options", "ImageView", (913, 147, 1038, 273), click=True),
                GM(ME, "From", "TextView", (189, 300, 1000, 400), "from_account_name"),
                GM(t, "To", "EditText", (189, 420, 900, 540), "to", click=True, edit=True, focused=focus == "t"),
                GM(None, "Add Cc/Bcc", "ImageButton", (913, 430, 1038, 530), "add_cc_bcc", click=True),
                GM(s, None, "EditText", (42, 560, 1038, 680), "subject", click=True, edit=True, focused=focus == "s", hint="Subject"),
                GM(b, None, "EditText", (42, 700, 1038, 1300), "composearea_tap_trap_bottom", click=True, edit=True, focused=focus == "b",
                   hint="Compose email")]

    labels = [("All inboxes", None), ("Primary", "2 unread"), ("Promotions", "14 new"), ("Social", "3 new"), ("Updates", "6 new"),
              ("Starred", None), ("Snoozed", None), ("Important", None), ("Sent", None), ("Scheduled", None), ("Outbox", None), ("Drafts", "1")]
    drawer = [GM("Gmail", None, "TextView", (63, 170, 600, 260))] + [
        GM(n, f"{n}, {c}" if c else n, "TextView", (0, 290 + i * 140, 880, 420 + i * 140), "name", click=True, selected=n == "Primary")
        for i, (n, c) in enumerate(labels)]
    sent_rows = [
        "To: billing, Invoice INV-20391 – payment confirmation, 11:04 AM, Hi, the transfer of €1,284.50 went out this morning (ref. SEPA-7731). Please confirm receipt. Thanks, Alex",
        "To: Marco Rossi, Re: Apartment viewing Saturday, Mar 19, Great, Saturday at 11 works for me. Should I bring the signed application?",
        "To: Lena Hoffmann, Dentist recommendation, Mar 17, Dr. Okafor on Bergerstraße, very gentle, ask for an early slot…",
        "To: hausverwaltung, Heizungsablesung Wohnung 4B, Mar 14, Guten Tag, anbei die Zählerstände vom 14.03.: HKV 1: 412, HKV 2: 389…"]
    sent = [GM(None, "Open navigation drawer", "ImageButton", (42, 158, 168, 284), click=True),
            GM("Search in mail", None, "TextView", (189, 170, 850, 272), "open_search", click=True),
            GM("Sent", None, "TextView", (63, 320, 600, 390), "header_title")]
    sent += [GM(None, d, "android.view.View", (0, y, W, y + 250), "viewified_conversation_item_view", click=True, long_click=True)
             for d, y in zip(sent_rows, rows(410, 250, 4))]
    sent.append(GM("Compose", "Compose", "Button", (610, 1960, 1017, 2120), "compose_button", click=True))
    mail = [GM(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
            GM(None, "Archive", "TextView", (535, 147, 661, 273), "archive", click=True),
            GM(None, "Delete", "TextView", (661, 147, 787, 273), "delete", click=True),
            GM(None, "Mark unread", "TextView", (787, 147, 913, 273), "read", click=True),
            GM("Invoice INV-20931 due 22 Mar", None, "TextView", (63, 300, 900, 420), "subject_and_folder_view"),
            GM("Inbox", None, "TextView", (63, 430, 250, 490)),
            GM("Northwind Supplies", None, "TextView", (189, 540, 700, 600), "sender_name"),
            GM("10:47 AM", None, "TextView", (700, 540, 880, 600), "upper_date"),
            GM("to me", None, "TextView", (189, 600, 700, 660), "recipient_summary", click=True),
            GM("Hello Alex,\nplease find attached invoice INV-20931 for €1,284.50. Payment is due by 22 March 2024.\n"
               "Bank: Sparkasse KölnBonn, IBAN DE89 3704 0044 0532 0130 00, reference INV-20931.\nKind regards,\nNorthwind Supplies – Accounts",
               None, "android.webkit.WebView", (42, 700, 1038, 1300), "conversation_webview"),
            GM("INV-20931.pdf", "INV-20931.pdf, 84 KB", "TextView", (63, 1330, 700, 1450), "attachment_tile_title", click=True),
            GM("Reply", None, "Button", (42, 2150, 360, 2270), None, click=True),
            GM("Reply all", None, "Button", (380, 2150, 700, 2270), None, click=True),
            GM("Forward", None, "Button", (720, 2150, 1038, 2270), None, click=True)]
    turns = [
        (droid("open_app", app_name="Gmail"), screen("11:02", 64, gm_inbox())),
        (droid("click", index=12), screen("11:02", 64, compose())),
        (droid("input_text", text=to, index=7), screen("11:02", 64, compose(to, focus="t"))),
        (droid("input_text", text=subject, index=9), screen("11:03", 64, compose(to, subject, focus="s"))),
        (droid("input_text", text=body, index=10), screen("11:04", 64, compose(to, subject, body, focus="b"))),
        (droid("click", index=4), screen("11:04", 64, gm_inbox(snack=True))),
        (droid("click", index=2), screen("11:04", 64, drawer)),
        (droid("click", index=11), screen("11:05", 63, sent)),
        (droid("navigate_back"), screen("11:05", 63, gm_inbox())),
        (droid("click", index=6), screen("11:05", 63, mail)),
    ]
    add(rs, 11, "Email billing@northwind-supplies.com to confirm payment of invoice INV-20931, check that it is in Sent, then open their invoice email.",
        ("11:01", 64, "Wed, Mar 20"), turns, bad=True, turn=8,
        kind="sent email listed with invoice number INV-20391 in its subject although INV-20931 was typed")


# --------------------------------------------------------------------------------------------------
# 12 Tasks (less common), clean: add a task, complete one, re-sort, show completed.
TK = mk("org.tasks")
DUE_12 = {"Call plumber": "Today 5:00 PM", "Submit expense report": "Tomorrow", "Water the plants": "Tomorrow",
          "Renew passport": "Fri", "Buy birthday gift for Lena": "Mar 28", "Book dentist": ""}


def tk_list(names: list[str], completed: list[str] | None = None, snack: str | None = None) -> list[dict[str, Any]]:
    els = [TK("My Tasks", None, "TextView", (63, 170, 700, 260), "toolbar_title")]
    y = 300
    for n in names:
        els.append(TK(n, "Complete task", "CheckBox", (21, y + 20, 900, y + 100), "completeBox", click=True, checkable=True))
        if DUE_12[n]:
            els.append(TK(DUE_12[n], None, "TextView", (147, y + 100, 600, y + 150), "due_date", click=True))
        y += 190
    if completed is not None:
        els.append(TK(f"Completed ({len(completed)})", None, "TextView", (63, y + 20, 700, y + 90), "header"))
        y += 110
        for n in completed:
            els += [TK(n, "Complete task", "CheckBox", (21, y + 20, 900, y + 100), "completeBox", click=True, checkable=True, checked=True),
                    TK(DUE_12[n], None, "TextView", (147, y + 100, 600, y + 150), "due_date", click=True)]
            y += 190
    els += [TK(None, "Menu", "ImageButton", (0, 2211, 147, 2337), click=True),
            TK(None, "Search", "TextView", (640, 2211, 766, 2337), "menu_search", click=True),
            TK(None, "Sort", "TextView", (787, 2211, 913, 2337), "menu_sort", click=True),
            TK(None, "More options", "ImageView", (913, 2211, 1038, 2337), click=True),
            TK(None, "Create new task", "ImageButton", (850, 1990, 1017, 2157), "fab", click=True)]
    if snack:
        els += [TK(snack, None, "TextView", (63, 1860, 700, 1950), "snackbar_text"),
                TK("Undo", None, "Button", (800, 1850, 1000, 1960), "snackbar_action", click=True)]
    return els


def t12(rs: RowSet) -> None:
    by_due = ["Call plumber", "Submit expense report", "Renew passport", "Buy birthday gift for Lena", "Book dentist"]
    by_due2 = ["Call plumber", "Submit expense report", "Water the plants", "Renew passport", "Buy birthday gift for Lena", "Book dentist"]
    open_due = [n for n in by_due2 if n != "Call plumber"]
    alpha = sorted(open_due)

    def edit(title: str, due: str, focus: bool) -> list[dict[str, Any]]:
        return [TK(None, "Save", "ImageButton", (0, 147, 147, 273), click=True),
                TK(None, "Discard", "TextView", (913, 147, 1038, 273), "menu_discard", click=True),
                TK(title, None, "EditText", (147, 300, 1017, 430), "title", click=True, edit=True, focused=focus, hint="Task name"),
                TK(None, "Priority", "android.view.View", (147, 450, 1017, 560), None),
                TK(due or "No date", "Due date", "TextView", (147, 600, 1017, 700), None, click=True),
                TK("Start date", None, "TextView", (147, 720, 1017, 820), None, click=True),
                TK("Add reminder", None, "TextView", (147, 840, 1017, 940), None, click=True),
                TK("Does not repeat", None, "TextView", (147, 960, 1017, 1060), None, click=True),
                TK("My Tasks", "List", "TextView", (147, 1080, 1017, 1180), None, click=True),
                TK("Add tags", None, "TextView", (147, 1200, 1017, 1300), None, click=True),
                TK("", None, "EditText", (147, 1320, 1017, 1500), "notes", click=True, edit=True, hint="Description")]

    def due_picker(sel: str) -> list[dict[str, Any]]:
        opts = ["Today", "Tomorrow", "Next week", "No date"]
        els = [TK("Wed, Mar 20" if sel == "Tomorrow" else "No date", None, "TextView", (63, 900, 1017, 1000), "header")]
        els += [TK(o, None, "com.google.android.material.chip.Chip", (63 + i * 240, 1030, 283 + i * 240, 1130), None, click=True,
                   checkable=True, checked=o == sel) for i, o in enumerate(opts)]
        els += [TK("March 2024", None, "TextView", (63, 1170, 700, 1240)),
                TK("Cancel", None, "Button", (520, 2150, 760, 2270), click=True),
                TK("OK", None, "Button", (780, 2150, 1017, 2270), click=True)]
        return els

    sort_opts = ["Due date", "Start date", "Priority", "Alphabetical", "Modified", "Created", "My order"]
    sort = [TK("Sort by", None, "TextView", (63, 900, 1017, 980))] + [
        TK(o, None, "RadioButton", (63, 1000 + i * 130, 1017, 1120 + i * 130), None, click=True, checkable=True, checked=o == "Due date")
        for i, o in enumerate(sort_opts)] + [TK("Ascending", None, "Switch", (63, 1930, 1017, 2050), None, click=True, checkable=True, checked=True)]
    more = [TK("Show completed", None, "CheckBox", (557, 1500, 1038, 1626), "title", click=True, checkable=True, checked=False),
            TK("Show unstarted", None, "CheckBox", (557, 1626, 1038, 1752), "title", click=True, checkable=True, checked=True),
            TK("Clear completed", None, "TextView", (557, 1752, 1038, 1878), "title", click=True),
            TK("Settings", None, "TextView", (557, 1878, 1038, 2004), "title", click=True)]
    turns = [
        (droid("open_app", app_name="Tasks"), screen("16:12", 38, tk_list(by_due))),
        (droid("click", index=16), screen("16:12", 38, edit("", "", True))),
        (droid("input_text", text="Water the plants", index=4), screen("16:12", 38, edit("Water the plants", "", True))),
        (droid("click", index=6), screen("16:13", 38, due_picker(""))),
        (droid("click", index=4), screen("16:13", 38, due_picker("Tomorrow"))),
        (droid("click", index=9), screen("16:13", 38, edit("Water the plants", "Tomorrow", False))),
        (droid("click", index=2), screen("16:13", 38, tk_list(by_due2))),
        (droid("click", index=3), screen("16:13", 38, tk_list(open_due, snack="Task completed"))),
        (droid("click", index=14), screen("16:14", 37, sort)),
        (droid("click", index=6), screen("16:14", 37, tk_list(alpha))),
        (droid("click", index=15), screen("16:14", 37, more)),
        (droid("click", index=2), screen("16:15", 37, tk_list(alpha, ["Call plumber"]))),
    ]
    add(rs, 12, "In Tasks, add 'Water the plants' due tomorrow, mark 'Call plumber' done, sort the list alphabetically and show completed tasks.",
        ("16:11", 38, "Tue, Mar 19"), turns)


# --------------------------------------------------------------------------------------------------
# 13 Google Calendar (mainstream): created event missing from the week view.
GC = mk("com.google.android.calendar")
EV_13 = [("Tue 19", "Tuesday, March 19, 2024", [("Team standup", "9:30 – 9:45 AM"), ("Lunch with Priya", "12:30 – 1:30 PM")]),
         ("Wed 20", "Wednesday, March 20, 2024", [("Gym", "7 – 8 AM"), ("Design review", "3 – 4 PM")]),
         ("Thu 21", "Thursday, March 21, 2024", [("1:1 with Marco", "10 – 10:30 AM")]),
         ("Fri 22", "Friday, March 22, 2024", [("Flight to Lisbon (TP 1327)", "6:40 – 8:55 PM")]),
         ("Sat 23", "Saturday, March 23, 2024", [("Farmers market", "9 – 10 AM")])]


def gc_top() -> list[dict[str, Any]]:
    return [GC(None, "Show Calendar List and Settings drawer", "ImageButton", (0, 147, 147, 273), click=True),
            GC("March", None, "TextView", (168, 170, 500, 250), "date_picker_text_view", click=True),
            GC(None, "Search", "TextView", (661, 147, 787, 273), "action_search", click=True),
            GC("19", "Jump to Today", "TextView", (787, 147, 913, 273), "action_today", click=True)]


def gc_schedule(extra_thu: bool) -> list[dict[str, Any]]:
    els = gc_top()
    y = 300
    for head, full, evs in EV_13:
        evs = [*evs, ("Quarterly review", "11 AM – 12 PM")] if extra_thu and head == "Thu 21" else evs
        need = 60 + 150 * len(evs)
        if y + need > 2150:
            break
        els.append(GC(head, full, "TextView", (21, y, 168, y + 120), None, click=True))
        for title, t in evs:
            els.append(GC(title, f"{title}, {full}, {t}", "android.view.View", (189, y, 1038, y + 130), None, click=True))
            y += 150
        y += 60
    els.append(GC(None, "Create new event and more", "ImageButton", (850, 1990, 1017, 2157), "floating_action_button", click=True))
    return els


def t13(rs: RowSet) -> None:
    speed = [GC(n, n, "Button", (560, 1320 + i * 160, 1017, 1440 + i * 160), None, click=True)
             for i, n in enumerate(["Goal", "Task", "Out of office", "Event"])]
    speed.append(GC(None, "Close", "ImageButton", (850, 1990, 1017, 2157), "floating_action_button", click=True))

    def form(title: str, date: str, focus: bool) -> list[dict[str, Any]]:
        return [GC(None, "Close", "ImageButton", (0, 147, 147, 273), click=True),
                GC("Save", None, "Button", (820, 160, 1038, 260), "save", click=True),
                GC(title, None, "EditText", (189, 300, 1017, 420), "title", click=True, edit=True, focused=focus, hint="Add title"),
                GC("All-day", None, "Switch", (189, 470, 1017, 560), "all_day_switch", click=True, checkable=True),
                GC(date, "Start date", "TextView", (189, 590, 760, 680), "start_date", click=True),
                GC("11:00 AM", "Start time", "TextView", (780, 590, 1017, 680), "start_time", click=True),
                GC(date, "End date", "TextView", (189, 700, 760, 790), "end_date", click=True),
                GC("12:00 PM", "End time", "TextView", (780, 700, 1017, 790), "end_time", click=True),
                GC("Central European Standard Time", None, "TextView", (189, 820, 1017, 900), "timezone", click=True),
                GC("Does not repeat", None, "TextView", (189, 930, 1017, 1010), "recurrence", click=True),
                GC("Add people", None, "TextView", (189, 1070, 1017, 1150), None, click=True),
                GC("Add video conferencing", None, "TextView", (189, 1190, 1017, 1270), None, click=True),
                GC("Add location", None, "TextView", (189, 1310, 1017, 1390), None, click=True),
                GC("30 minutes before", None, "TextView", (189, 1430, 1017, 1510), None, click=True),
                GC("Default color", None, "TextView", (189, 1550, 1017, 1630), None, click=True),
                GC("Add description", None, "TextView", (189, 1670, 1017, 1750), None, click=True)]

    def picker(sel: int) -> list[dict[str, Any]]:
        wd = {17: "Sun", 18: "Mon", 19: "Tue", 20: "Wed", 21: "Thu", 22: "Fri", 23: "Sat"}
        els = [GC("Select date", None, "TextView", (105, 420, 900, 480), "mtrl_picker_header_selection_text"),
               GC(f"{wd[sel]}, Mar {sel}", None, "TextView", (105, 500, 900, 620), "mtrl_picker_header_title_and_selection"),
               GC("March 2024", None, "Button", (105, 700, 600, 790), "month_navigation_fragment_toggle", click=True)]
        els += [GC(str(d), f"{wd[d]}, March {d}", "TextView", (115 + i * 122, 1130, 225 + i * 122, 1240), None, click=True,
                   checkable=True, checked=d == sel) for i, d in enumerate(range(17, 24))]
        els += [GC("Cancel", None, "Button", (560, 1640, 760, 1750), "cancel_button", click=True),
                GC("OK", None, "Button", (780, 1640, 975, 1750), "confirm_button", click=True)]
        return els

    drawer = [GC("Google Calendar", None, "TextView", (63, 170, 800, 260))] + [
        GC(n, None, "TextView", (0, 300 + i * 130, 880, 420 + i * 130), None, click=True, selected=n == "Schedule")
        for i, n in enumerate(["Schedule", "Day", "3 days", "Week", "Month", "Refresh"])]
    drawer += [GC("alex.moreau@gmail.com", None, "TextView", (63, 1120, 880, 1190))] + [
        GC(n, None, "CheckBox", (63, 1210 + i * 120, 880, 1320 + i * 120), None, click=True, checkable=True, checked=True)
        for i, n in enumerate(["Alex Moreau", "Birthdays", "Holidays in Germany"])]
    week = gc_top() + [GC(None, "Mon 18, Tue 19, Wed 20, Thu 21, Fri 22, Sat 23, Sun 24", "android.view.View", (126, 300, W, 420), "week_header")]
    blocks = [("Team standup", "Tuesday, March 19, 2024, 9:30 – 9:45 AM", 1, 1075, 1110),
              ("Lunch with Priya", "Tuesday, March 19, 2024, 12:30 – 1:30 PM", 1, 1500, 1640),
              ("Gym", "Wednesday, March 20, 2024, 7 – 8 AM", 2, 620, 760),
              ("Design review", "Wednesday, March 20, 2024, 3 – 4 PM", 2, 1900, 2040),
              ("1:1 with Marco", "Thursday, March 21, 2024, 10 – 10:30 AM", 3, 1180, 1250),
              ("Flight to Lisbon (TP 1327)", "Friday, March 22, 2024, 6:40 – 8:55 PM", 4, 2120, 2200),
              ("Farmers market", "Saturday, March 23, 2024, 9 – 10 AM", 5, 900, 1040)]
    week += [GC(t, f"{t}, {d}", "android.view.View", (126 + c * 136, y1, 262 + c * 136, y2), None, click=True) for t, d, c, y1, y2 in blocks]
    week.append(GC(None, "Create new event and more", "ImageButton", (850, 1990, 1017, 2157), "floating_action_button", click=True))
    details = [GC(None, "Close", "ImageButton", (0, 147, 147, 273), click=True),
               GC(None, "Edit", "ImageButton", (787, 147, 913, 273), "edit", click=True),
               GC(None, "More options", "ImageView", (913, 147, 1038, 273), click=True),
               GC("1:1 with Marco", None, "TextView", (189, 320, 1017, 420), "title"),
               GC("Thursday, March 21 · 10:00 – 10:30 AM", None, "TextView", (189, 430, 1017, 500), "when_datetime"),
               GC("Join with Google Meet", None, "Button", (189, 560, 800, 680), None, click=True),
               GC("meet.google.com/kvr-hwpd-zqa", None, "TextView", (189, 690, 1017, 750)),
               GC("2 guests", None, "TextView", (189, 820, 1017, 890)),
               GC("Marco Bianchi", "Marco Bianchi, Organizer", "TextView", (189, 910, 1017, 980), None, click=True),
               GC("Alex Moreau", "Alex Moreau, Accepted", "TextView", (189, 1000, 1017, 1070), None, click=True),
               GC("10 minutes before", None, "TextView", (189, 1140, 1017, 1210)),
               GC("Alex Moreau", "Calendar", "TextView", (189, 1270, 1017, 1340)),
               GC("Yes", None, "Button", (189, 2150, 450, 2270), None, click=True, selected=True),
               GC("No", None, "Button", (470, 2150, 730, 2270), None, click=True),
               GC("Maybe", None, "Button", (750, 2150, 1017, 2270), None, click=True)]
    title = "Quarterly review"
    turns = [
        (droid("open_app", app_name="Calendar"), screen("10:21", 59, gc_schedule(False))),
        (droid("click", index=18), screen("10:21", 59, speed)),
        (droid("click", index=5), screen("10:21", 59, form("", "Tue, Mar 19, 2024", True))),
        (droid("input_text", text=title, index=4), screen("10:22", 59, form(title, "Tue, Mar 19, 2024", True))),
        (droid("click", index=6), screen("10:22", 59, picker(19))),
        (droid("click", index=9), screen("10:22", 59, picker(21))),
        (droid("click", index=13), screen("10:22", 59, form(title, "Thu, Mar 21, 2024", False))),
        (droid("click", index=3), screen("10:23", 59, gc_schedule(True))),
        (droid("click", index=2), screen("10:23", 58, drawer)),
        (droid("click", index=6), screen("10:23", 58, week)),
        (droid("click", index=11), screen("10:24", 58, details)),
    ]
    add(rs, 13, "Create a 'Quarterly review' event on Thursday, March 21 at 11 AM in Google Calendar, then look at the week view and open the 1:1 with Marco.",
        ("10:20", 59, "Tue, Mar 19"), turns, bad=True, turn=10, kind="event created and shown in the schedule is missing from the week view")


# --------------------------------------------------------------------------------------------------
# 14 Joplin (less common): after adding a note to a notebook the sidebar count still shows the old number.
JO = mk("net.cozic.joplin")
WORK_14 = ["Sprint 14 retro", "Onboarding checklist", "API rate limits", "1:1 notes – Hui", "Q2 OKR draft",
           "Incident 2024-03-07 postmortem", "Vendor contacts", "Hiring loop feedback", "Conference CFP ideas"]
TRAVEL_14 = ["Lisbon itinerary", "Packing list – beach", "Visa requirements Japan", "Rail pass comparison"]
RECIPES_14 = ["Sourdough starter schedule", "Shakshuka", "Weeknight dal", "Focaccia", "Pasta alla Norma", "Kimchi fried rice",
              "Banana bread", "Chili sin carne", "Pho broth notes", "Tiramisu (no raw egg)", "Overnight oats", "Miso glazed aubergine"]


def jo_list(folder: str, notes: list[str]) -> list[dict[str, Any]]:
    els = [JO(None, "Side menu", "android.view.ViewGroup", (0, 147, 147, 273), None, click=True),
           JO(folder, None, "TextView", (168, 170, 700, 250)),
           JO(None, "Search", "android.view.ViewGroup", (787, 147, 913, 273), None, click=True),
           JO(None, "Actions", "android.view.ViewGroup", (913, 147, 1038, 273), None, click=True)]
    for n, y in zip(notes, rows(300, 170, 10)):
        els.append(JO(n, None, "TextView", (42, y + 40, 1038, y + 130), None, click=True, long_click=True))
    els.append(JO(None, "Add new", "android.view.ViewGroup", (850, 2030, 1017, 2197), None, click=True))
    return els


def jo_side(counts: dict[str, int], sel: str) -> list[dict[str, Any]]:
    els = [JO("All notes", None, "TextView", (42, 200, 880, 300), None, click=True),
           JO("Notebooks", None, "TextView", (42, 330, 880, 400))]
    for (name, c), y in zip(counts.items(), rows(420, 120, len(counts))):
        els += [JO(name, None, "TextView", (84, y + 20, 700, y + 100), None, click=True, selected=name == sel),
                JO(str(c), None, "TextView", (760, y + 20, 860, y + 100))]
    els += [JO("Tags", None, "TextView", (42, 980, 880, 1060), None, click=True),
            JO("Synchronise", None, "TextView", (42, 2020, 880, 2120), None, click=True),
            JO("Configuration", None, "TextView", (42, 2150, 880, 2250), None, click=True)]
    return els


def t14(rs: RowSet) -> None:
    title = "Porto day trip"
    body = ("Train from Lisboa Santa Apolónia 07:09 → Porto Campanhã 10:05 (AP 121, car 4, seat 57)\n"
            "- Livraria Lello: timed tickets bought online, 11:30 slot\n- Lunch: francesinha at Café Santiago\n"
            "- Sunset at Jardim do Morro, back on AP 138 at 19:52")

    def editor(t: str, b: str, focus: str) -> list[dict[str, Any]]:
        return [JO(None, "Back", "android.view.ViewGroup", (0, 147, 147, 273), None, click=True),
                JO("Travel", "Notebook", "TextView", (168, 170, 520, 250), None, click=True),
                JO(None, "Undo", "android.view.ViewGroup", (661, 147, 787, 273), None, click=True),
                JO(None, "Actions", "android.view.ViewGroup", (913, 147, 1038, 273), None, click=True),
                JO(t, None, "EditText", (42, 300, 1038, 400), None, click=True, edit=True, focused=focus == "t", hint="Title"),
                JO(b, None, "EditText", (42, 420, 1038, 1900), None, click=True, edit=True, focused=focus == "b", scroll=True,
                   hint="Type your note here")] + [
            JO(None, n, "android.view.ViewGroup", (i * 216, 2211, (i + 1) * 216, 2337), None, click=True)
            for i, n in enumerate(["Bold", "Italic", "Bulleted list", "Checklist", "Insert link"])]

    counts = {"Personal": 7, "Recipes": 12, "Travel": 4, "Work": 9}
    fab_open = jo_list("Travel", TRAVEL_14)[:-1] + [
        JO("New to-do", "New to-do", "android.view.ViewGroup", (560, 1700, 1017, 1820), None, click=True),
        JO("New note", "New note", "android.view.ViewGroup", (560, 1860, 1017, 1980), None, click=True),
        JO(None, "Add new", "android.view.ViewGroup", (850, 2030, 1017, 2197), None, click=True)]
    sourdough = [JO(None, "Back", "android.view.ViewGroup", (0, 147, 147, 273), None, click=True),
                 JO("Recipes", "Notebook", "TextView", (168, 170, 520, 250), None, click=True),
                 JO(None, "Edit", "android.view.ViewGroup", (787, 147, 913, 273), None, click=True),
                 JO(None, "Actions", "android.view.ViewGroup", (913, 147, 1038, 273), None, click=True),
                 JO("Sourdough starter schedule", None, "TextView", (42, 300, 1038, 400)),
                 JO(None, None, "android.webkit.WebView", (42, 420, 1038, 2300), None, scroll=True),
                 JO("Feed 1:5:5 (starter:flour:water) at 8:00 and 20:00.", None, "TextView", (63, 460, 1017, 560)),
                 JO("Peak after ~6 h at 24 °C; mix levain at peak.", None, "TextView", (63, 580, 1017, 680)),
                 JO("Fridge on weekdays, feed Friday evening before Saturday bake.", None, "TextView", (63, 700, 1017, 800))]
    turns = [
        (droid("open_app", app_name="Joplin"), screen("20:31", 52, jo_list("Work", WORK_14))),
        (droid("click", index=2), screen("20:31", 52, jo_side(counts, "Work"))),
        (droid("click", index=8), screen("20:31", 52, jo_list("Travel", TRAVEL_14))),
        (droid("click", index=10), screen("20:32", 52, fab_open)),
        (droid("click", index=11), screen("20:32", 52, editor("", "", "t"))),
        (droid("input_text", text=title, index=6), screen("20:32", 52, editor(title, "", "t"))),
        (droid("input_text", text=body, index=7), screen("20:34", 51, editor(title, body, "b"))),
        (droid("navigate_back"), screen("20:34", 51, jo_list("Travel", [title, *TRAVEL_14]))),
        (droid("click", index=2), screen("20:34", 51, jo_side(counts, "Travel"))),
        (droid("click", index=6), screen("20:35", 51, jo_list("Recipes", RECIPES_14))),
        (droid("click", index=6), screen("20:35", 51, sourdough)),
    ]
    add(rs, 14, "In Joplin, add a 'Porto day trip' note with the train times to the Travel notebook, then open the sourdough note in Recipes.",
        ("20:30", 52, "Sun, Mar 24"), turns, bad=True, turn=9,
        kind="sidebar note count of the Travel notebook still shows 4 after a fifth note was added to it")


# --------------------------------------------------------------------------------------------------
# 15 Google Maps (mainstream), clean: place search, directions, live walking navigation.
GMAP = mk("com.google.android.apps.maps")


def t15(rs: RowSet) -> None:
    mapv = GMAP(None, "Map", "android.view.View", (0, 0, W, 2400), None, click=True, scroll=True)
    nav_tabs = [GMAP(n, n, "FrameLayout", (i * 216, 2211, (i + 1) * 216, 2337), None, click=True, selected=n == "Explore")
                for i, n in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"])]
    explore = [mapv,
               GMAP("Search here", None, "TextView", (42, 147, 800, 273), "search_omnibox_text_box", click=True),
               GMAP(None, "Voice search", "ImageView", (800, 147, 900, 273), click=True),
               GMAP(None, "Account and settings", "ImageView", (913, 147, 1038, 273), click=True)]
    explore += [GMAP(c, c, "Button", (42 + i * 260, 300, 282 + i * 260, 400), None, click=True)
                for i, c in enumerate(["Restaurants", "Gas", "Coffee", "Groceries"])]
    explore += [GMAP(None, "Re-center map to your location", "ImageButton", (880, 1850, 1038, 2008), None, click=True)] + nav_tabs

    def search(q: str, items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = [GMAP(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               GMAP(q, None, "EditText", (147, 158, 800, 262), "search_omnibox_edit_text", click=True, edit=True, focused=True, hint="Search here"),
               GMAP(None, "Voice search", "ImageView", (800, 147, 900, 273), click=True)]
        for (a, b), y in zip(items, rows(320, 190, len(items))):
            els += [GMAP(a, None, "TextView", (168, y + 30, 1017, y + 100), None, click=True),
                    GMAP(b, None, "TextView", (168, y + 100, 1017, y + 160))]
        return els

    place = [mapv,
             GMAP(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
             GMAP("Tartine Bakery", None, "TextView", (42, 1180, 1017, 1280), None),
             GMAP("4.5", "4.5 stars 8,912 Reviews", "TextView", (42, 1290, 600, 1350), None, click=True),
             GMAP("Bakery · $$", None, "TextView", (42, 1360, 600, 1420)),
             GMAP("8 min", "Driving 8 min", "TextView", (620, 1360, 1017, 1420)),
             GMAP("Open · Closes 7 PM", None, "TextView", (42, 1430, 800, 1490), None, click=True)]
    place += [GMAP(b, b, "Button", (42 + i * 200, 1530, 222 + i * 200, 1700), None, click=True)
              for i, b in enumerate(["Directions", "Start", "Call", "Save", "Share"])]
    place += [GMAP("600 Guerrero St, San Francisco, CA 94110", None, "TextView", (168, 1780, 1017, 1850), None, click=True),
              GMAP("Live: Busier than usual", None, "TextView", (168, 1900, 1017, 1960))]

    def directions(mode: str, times: dict[str, str], main: str, via: str, note: str) -> list[dict[str, Any]]:
        els = [mapv,
               GMAP(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               GMAP("Your location", "Start location", "TextView", (168, 160, 900, 240), None, click=True),
               GMAP("Tartine Bakery", "Destination", "TextView", (168, 260, 900, 340), None, click=True)]
        els += [GMAP(times[m], f"{m} mode: {times[m]}", "Button", (42 + i * 250, 380, 272 + i * 250, 470), None, click=True,
                     selected=m == mode) for i, m in enumerate(["Driving", "Transit", "Walking", "Cycling"])]
        els += [GMAP(main, None, "TextView", (42, 1720, 800, 1810)),
                GMAP(via, None, "TextView", (42, 1820, 800, 1880)),
                GMAP(note, None, "TextView", (42, 1890, 1017, 1950)),
                GMAP("Start", None, "Button", (42, 2100, 400, 2220), None, click=True),
                GMAP("Steps", None, "Button", (420, 2100, 780, 2220), None, click=True)]
        return els

    def navi(banner: str, dist: str, mins: str, rest: str) -> list[dict[str, Any]]:
        return [mapv,
                GMAP(banner, None, "TextView", (168, 180, 1017, 330), "nav_banner_text"),
                GMAP(dist, None, "TextView", (42, 180, 160, 330), "nav_banner_distance"),
                GMAP(None, "Compass", "ImageButton", (880, 420, 1038, 578), click=True),
                GMAP(None, "Re-center", "ImageButton", (42, 1800, 360, 1900), click=True),
                GMAP(mins, None, "TextView", (300, 2060, 780, 2150), "eta_duration"),
                GMAP(rest, None, "TextView", (300, 2150, 780, 2220), "eta_distance_and_time"),
                GMAP("Exit", "Exit navigation", "Button", (42, 2080, 260, 2200), None, click=True),
                GMAP(None, "Route options", "ImageButton", (880, 2080, 1038, 2200), click=True)]

    t0 = {"Driving": "8 min", "Transit": "22 min", "Walking": "36 min", "Cycling": "11 min"}
    t1 = {"Driving": "7 min", "Transit": "19 min", "Walking": "33 min", "Cycling": "10 min"}
    recents = [("Ferry Building Marketplace", "1 Ferry Building, San Francisco"), ("SFO Terminal 2", "San Francisco International Airport"),
               ("Dolores Park", "Dolores St & 19th St, San Francisco")]
    sugg = [("Tartine Bakery", "600 Guerrero St, San Francisco · 1.4 mi"), ("Tartine Manufactory", "595 Alabama St, San Francisco · 2.1 mi"),
            ("Tartine Inner Sunset", "1226 9th Ave, San Francisco · 3.6 mi")]
    turns = [
        (droid("open_app", app_name="Maps"), screen("17:32", 61, explore)),
        (droid("click", index=3), screen("17:32", 61, search("", recents))),
        (droid("input_text", text="Tartine Bakery", index=3), screen("17:32", 61, search("Tartine Bakery", sugg))),
        (droid("click", index=5), screen("17:33", 61, place)),
        (droid("click", index=9), screen("17:33", 61, directions("Driving", t0, "8 min (1.9 mi)", "via Valencia St", "Fastest route, the usual traffic"))),
        (droid("click", index=8), screen("17:33", 61, directions("Walking", t0, "36 min (1.7 mi)", "via Valencia St", "Arrive 6:09 PM · Mostly flat"))),
        (droid("click", index=13), screen("17:34", 60, navi("Head south on Valencia St toward 15th St", "500 ft", "35 min", "1.7 mi · 6:09 PM"))),
        (droid("wait"), screen("17:35", 60, navi("Continue on Valencia St past 16th St", "0.4 mi", "34 min", "1.7 mi · 6:09 PM"))),
        (droid("wait"), screen("17:36", 60, navi("Continue on Valencia St past 16th St", "0.3 mi", "33 min", "1.6 mi · 6:09 PM"))),
        (droid("click", index=9), screen("17:36", 60, directions("Walking", t1, "33 min (1.6 mi)", "via Valencia St", "Arrive 6:09 PM · Mostly flat"))),
    ]
    add(rs, 15, "Find Tartine Bakery in Google Maps and start walking directions to it from your current location.",
        ("17:31", 61, "Thu, Mar 21"), turns)


# --------------------------------------------------------------------------------------------------
# 16 Retro Music (less common): a track's length on the player differs from the album listing.
RM = mk("code.name.monkey.retromusic")
TRACKS_16 = [("Paper Lanterns", "3:41"), ("Salt Road", "4:12"), ("Harbour Lights", "3:05"), ("Undertow", "5:20"),
             ("Coast Guard Radio", "2:58"), ("Fennel & Smoke", "3:47"), ("Low Tide Radio", "4:33"), ("Gulls", "1:52"),
             ("Slow Boat", "4:06"), ("Last Ferry Home", "5:14")]


def rm_player(title: str, pos: str, total: str, playing: bool, shuffle: bool, repeat: str, up_next: str) -> list[dict[str, Any]]:
    return [RM(None, "Close", "ImageButton", (0, 147, 147, 273), click=True),
            RM(None, "More options", "ImageView", (913, 147, 1038, 273), click=True),
            RM(None, "Album art", "ImageView", (105, 320, 975, 1190), "image", click=True),
            RM(title, None, "TextView", (63, 1260, 880, 1350), "title", click=True),
            RM("The Marlowe Sisters", None, "TextView", (63, 1350, 880, 1410), "text", click=True),
            RM(None, "Favorite", "ImageView", (901, 1270, 1017, 1386), "songFavourite", click=True, checkable=True),
            RM(None, None, "SeekBar", (42, 1460, 1038, 1520), "progressSlider", click=True),
            RM(pos, None, "TextView", (63, 1530, 250, 1590), "songCurrentProgress"),
            RM(total, None, "TextView", (830, 1530, 1017, 1590), "songTotalTime"),
            RM(None, "Shuffle", "ImageButton", (63, 1680, 189, 1806), "shuffleButton", click=True, selected=shuffle),
            RM(None, "Previous", "ImageButton", (252, 1680, 378, 1806), "previousButton", click=True),
            RM(None, "Pause" if playing else "Play", "com.google.android.material.floatingactionbutton.FloatingActionButton",
               (435, 1650, 645, 1860), "playPauseButton", click=True),
            RM(None, "Next", "ImageButton", (702, 1680, 828, 1806), "nextButton", click=True),
            RM(None, f"Repeat: {repeat}", "ImageButton", (891, 1680, 1017, 1806), "repeatButton", click=True, selected=repeat != "Off"),
            RM(f"Up next: {up_next}", None, "TextView", (63, 1950, 880, 2030), "nextSong"),
            RM(None, "Playing queue", "ImageView", (901, 1940, 1017, 2056), "playingQueue", click=True)]


def t16(rs: RowSet) -> None:
    nav = [RM(n, n, "FrameLayout", (i * 216, 2211, (i + 1) * 216, 2337), None, click=True, selected=n == "Albums")
           for i, n in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"])]
    albums = [("Glass Orchard", "Yuna Ferreira"), ("Low Tide Radio", "The Marlowe Sisters"), ("Northern Static", "Kasimir"),
              ("Paper Cities", "Orla Quinn"), ("Sundown Tapes", "Halvard")]
    grid = [RM("Albums", None, "TextView", (63, 170, 700, 250)),
            RM(None, "Search", "TextView", (913, 147, 1038, 273), "action_search", click=True)]
    for i, (a, b) in enumerate(albums):
        x, y = (21 + (i % 2) * 530, 300 + (i // 2) * 620)
        grid += [RM(a, None, "TextView", (x, y + 470, x + 500, y + 530), "title", click=True),
                 RM(b, None, "TextView", (x, y + 530, x + 500, y + 580), "text")]
    grid += nav

    def album(mini: str | None) -> list[dict[str, Any]]:
        els = [RM(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               RM("Low Tide Radio", None, "TextView", (63, 760, 1017, 860), "albumTitle"),
               RM("The Marlowe Sisters", None, "TextView", (63, 860, 1017, 920), "albumText", click=True),
               RM("2021 • 10 Songs • 38:48", None, "TextView", (63, 920, 1017, 980), "albumInfo"),
               RM("Shuffle", None, "Button", (63, 1010, 520, 1130), "shuffleAction", click=True),
               RM("Play", None, "Button", (560, 1010, 1017, 1130), "playAction", click=True)]
        for (t, d), y in zip(TRACKS_16[:5], rows(1160, 170, 5)):
            els += [RM(t, None, "TextView", (147, y + 40, 850, y + 120), "title", click=True),
                    RM(d, None, "TextView", (870, y + 40, 1017, y + 120), "time")]
        if mini:
            els += [RM(mini, None, "TextView", (168, 2030, 800, 2100), "miniPlayerTitle", click=True),
                    RM(None, "Pause", "ImageView", (880, 2020, 1006, 2146), "miniPlayerPlayPauseButton", click=True)]
        return els

    queue = [RM(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
             RM("Playing queue", None, "TextView", (168, 170, 800, 250))]
    for (t, d), y in zip(TRACKS_16[2:], rows(300, 170, 8)):
        queue += [RM(t, "Now playing" if t == "Harbour Lights" else None, "TextView", (147, y + 40, 850, y + 120), "title", click=True,
                     selected=t == "Harbour Lights"),
                  RM(d, None, "TextView", (870, y + 40, 1017, y + 120), "time")]
    turns = [
        (droid("open_app", app_name="Retro Music"), screen("7:48", 95, grid)),
        (droid("click", index=6), screen("7:48", 95, album(None))),
        (droid("click", index=10), screen("7:48", 95, album("Salt Road"))),
        (droid("click", index=18), screen("7:48", 95, rm_player("Salt Road", "0:06", "4:21", True, False, "Off", "Harbour Lights"))),
        (droid("click", index=14), screen("7:49", 95, rm_player("Harbour Lights", "0:00", "3:05", True, False, "Off", "Undertow"))),
        (droid("click", index=17), screen("7:49", 95, queue)),
        (droid("navigate_back"), screen("7:49", 95, rm_player("Harbour Lights", "0:14", "3:05", True, False, "Off", "Undertow"))),
        (droid("click", index=11), screen("7:49", 95, rm_player("Harbour Lights", "0:17", "3:05", True, True, "Off", "Gulls"))),
        (droid("click", index=15), screen("7:49", 95, rm_player("Harbour Lights", "0:19", "3:05", True, True, "All", "Gulls"))),
    ]
    add(rs, 16, "In Retro Music, play 'Salt Road' from the album Low Tide Radio, skip to the next song, check the queue, then turn on shuffle and repeat-all.",
        ("7:47", 95, "Sat, Mar 23"), turns, bad=True, turn=4,
        kind="track length on the now-playing screen (4:21) differs from the album track list (4:12)")


# --------------------------------------------------------------------------------------------------
# 17 Settings (mainstream), clean: brightness, larger font (layout reflows), storage breakdown with rounding.
def t17(rs: RowSet) -> None:
    def main(batt: int, big: bool) -> list[dict[str, Any]]:
        h, n = (232, 7) if big else (196, 8)
        els = [ST("Settings", None, "TextView", (63, 300, 1017, 430), "homepage_title"),
               ST("Search settings", None, "TextView", (63, 470, 1017, 600), "search_action_bar_title", click=True)]
        for (title, summary), y in zip(SETTINGS_MAIN[:n], rows(640, h, n)):
            summary = summary or (f"{batt}%" if title == "Battery" else "21% used - 101 GB free")
            els += [ST(title, None, "TextView", (231, y + 40, 1017, y + 40 + h // 3), "android:id/title", click=True),
                    ST(summary, None, "TextView", (231, y + 40 + h // 3, 1017, y + 40 + h // 3 + h // 4), "android:id/summary")]
        return els

    def display(level: str, big: bool) -> list[dict[str, Any]]:
        items: list[tuple[str, str | None, bool | None]] = [
            ("Brightness level", level, None), ("Adaptive brightness", None, True), ("Screen timeout", "After 1 minute of inactivity", None),
            ("Dark theme", None, False), ("Display size and text", None, None), ("Night Light", "Off / Will never turn on automatically", None),
            ("Colors", "Adaptive", None), ("Auto-rotate screen", "On", None)]
        return st_page("Display", items[:7] if big else items, h=236 if big else 200)

    def slider(level: str) -> list[dict[str, Any]]:
        return [SYS("Brightness", None, "TextView", (105, 1530, 975, 1600), "brightness_title"),
                SYS(level, "Display brightness", "SeekBar", (105, 1640, 975, 1780), "slider", click=True),
                SYS("Done", None, "Button", (760, 1830, 975, 1940), "done_button", click=True)]

    def text_page(size: str, big: bool) -> list[dict[str, Any]]:
        k = 1.18 if big else 1.0
        return [ST(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
                ST("Display size and text", None, "TextView", (63, 300, 1017, 400), "collapsing_toolbar"),
                ST("Preview", None, "TextView", (63, 440, 1017, 500)),
                ST("Hi Sam! Are you free for lunch tomorrow?", None, "TextView", (63, 520, 1017, 520 + int(120 * k))),
                ST("Font size", None, "TextView", (63, 820, 860, 890), "android:id/title"),
                ST(None, "Make text smaller", "ImageView", (42, 920, 168, 1046), "smaller", click=True),
                ST(size, "Font size", "SeekBar", (189, 930, 891, 1036), "seekbar", click=True),
                ST(None, "Make text larger", "ImageView", (912, 920, 1038, 1046), "larger", click=True),
                ST("Display size", None, "TextView", (63, 1100, 860, 1170), "android:id/title"),
                ST("Default", "Display size", "SeekBar", (189, 1200, 891, 1306), "seekbar", click=True),
                ST("Bold text", None, "TextView", (63, 1380, 860, 1450), "android:id/title", click=True),
                ST(None, None, "Switch", (880, 1375, 1017, 1455), "switchWidget", click=True, checkable=True),
                ST("High contrast text", None, "TextView", (63, 1520, 860, 1590), "android:id/title", click=True),
                ST(None, None, "Switch", (880, 1515, 1017, 1595), "switchWidget", click=True, checkable=True),
                ST("Reset settings", None, "Button", (63, 1680, 500, 1790), None, click=True)]

    storage = [ST(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               ST("Storage", None, "TextView", (63, 300, 1017, 400), "collapsing_toolbar"),
               ST("This device", "Storage location", "Spinner", (63, 430, 700, 520), None, click=True),
               ST("26.4 GB", None, "TextView", (63, 560, 600, 680), "usage_summary"),
               ST("used of 128 GB", None, "TextView", (63, 690, 600, 750), "total_summary"),
               ST("Free up space", None, "Button", (63, 800, 520, 910), "deletion_helper_button", click=True)]
    for (cat, size), y in zip([("Apps", "12.8 GB"), ("Images", "4.1 GB"), ("Videos", "3.6 GB"), ("Audio", "1.2 GB"),
                               ("Documents & other", "0.90 GB"), ("System", "3.8 GB")], rows(960, 180, 6)):
        storage += [ST(cat, None, "TextView", (189, y + 40, 800, y + 105), "android:id/title", click=True),
                    ST(size, None, "TextView", (189, y + 105, 800, y + 160), "android:id/summary")]
    turns = [
        (droid("open_app", app_name="Settings"), screen("15:20", 64, main(64, False))),
        (droid("click", index=18), screen("15:20", 64, display("35%", False))),
        (droid("click", index=4), screen("15:20", 64, slider("35%"))),
        (droid("click", x=711, y=1710), screen("15:21", 64, slider("70%"))),
        (droid("navigate_back"), screen("15:21", 64, display("70%", False))),
        (droid("click", index=12), screen("15:21", 64, text_page("Default", False))),
        (droid("click", index=9), screen("15:22", 64, text_page("Large", True))),
        (droid("navigate_back"), screen("15:22", 63, display("70%", True))),
        (droid("navigate_back"), screen("15:22", 63, main(63, True))),
        (droid("click", index=14), screen("15:23", 63, storage)),
    ]
    add(rs, 17, "Raise the screen brightness to about 70%, make the font one step larger, then check how much storage is used.",
        ("15:19", 64, "Wed, Mar 20"), turns)


# --------------------------------------------------------------------------------------------------
# 18 Audio Recorder (less common), clean: a running recording timer, pause/resume, save, rename.
AR = mk("com.dimowner.audiorecorder")


def ar_main(name: str, big: str, info: str, state: str) -> list[dict[str, Any]]:
    els = [AR(None, "Records", "ImageButton", (21, 147, 147, 273), "btn_records_list", click=True),
           AR(None, "Settings", "ImageButton", (933, 147, 1059, 273), "btn_settings", click=True),
           AR(name, None, "TextView", (63, 330, 1017, 420), "txt_name", click=True),
           AR(big, None, "TextView", (240, 480, 840, 640), "txt_progress"),
           AR(info, None, "TextView", (63, 660, 1017, 720), "txt_record_info"),
           AR(None, "Waveform", "android.view.View", (0, 780, W, 1380), "recording_view")]
    if state == "idle":
        els += [AR(None, "Play", "ImageButton", (105, 1900, 273, 2068), "btn_play", click=True),
                AR(None, "Start recording", "ImageButton", (435, 1870, 645, 2080), "btn_record", click=True),
                AR(None, "Share", "ImageButton", (807, 1900, 975, 2068), "btn_share", click=True)]
    else:
        els += [AR("Recording…" if state == "rec" else "Paused", None, "TextView", (63, 1420, 1017, 1490), "txt_record_status"),
                AR(None, "Delete recording", "ImageButton", (105, 1900, 273, 2068), "btn_record_delete", click=True),
                AR(None, "Pause recording" if state == "rec" else "Resume recording", "ImageButton", (435, 1870, 645, 2080), "btn_record", click=True),
                AR(None, "Stop recording", "ImageButton", (807, 1900, 975, 2068), "btn_record_stop", click=True)]
    return els


def t18(rs: RowSet) -> None:
    recs = [("Record-14", "00:49", "Mar 20, 2024 10:16 · 766 KB"), ("Record-13", "02:41", "Mar 15, 2024 18:03 · 2.5 MB"),
            ("Record-12", "00:58", "Mar 12, 2024 09:41 · 906 KB"), ("Record-11", "11:20", "Mar 4, 2024 14:10 · 10.4 MB")]

    def records(items: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        els = [AR(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               AR("Records", None, "TextView", (168, 170, 700, 250)),
               AR(None, "Sort", "ImageButton", (913, 147, 1038, 273), "btn_sort", click=True)]
        for (n, d, meta), y in zip(items, rows(300, 220, len(items))):
            els += [AR(n, None, "TextView", (63, y + 40, 800, y + 110), "list_item_name", click=True, long_click=True),
                    AR(d, None, "TextView", (820, y + 40, 1017, y + 110), "list_item_duration"),
                    AR(meta, None, "TextView", (63, y + 110, 1017, y + 170), "list_item_date")]
        return els

    menu = [AR(t, None, "TextView", (420, 700 + i * 126, 1017, 826 + i * 126), None, click=True)
            for i, t in enumerate(["Share", "Information", "Rename", "Open with", "Save as", "Delete"])]
    rename = lambda v, f: [  # noqa: E731
        AR("Rename", None, "TextView", (84, 880, 996, 960), "dialog_title"),
        AR(v, None, "EditText", (84, 1000, 996, 1120), "input_name", click=True, edit=True, focused=f),
        AR(".m4a", None, "TextView", (840, 1130, 996, 1190)),
        AR("Cancel", None, "Button", (540, 1220, 760, 1330), "btn_negative", click=True),
        AR("OK", None, "Button", (780, 1220, 996, 1330), "btn_positive", click=True)]
    info13 = "m4a · 44.1 kHz · 128 kbps · 2.5 MB"
    info14 = "m4a · 44.1 kHz · 128 kbps · 766 KB"
    turns = [
        (droid("open_app", app_name="Audio Recorder"), screen("10:15", 83, ar_main("Record-13", "02:41", info13, "idle"))),
        (droid("click", index=9), screen("10:15", 83, ar_main("Record-14", "00:01", "m4a · 44.1 kHz · 128 kbps", "rec"))),
        (droid("wait"), screen("10:15", 83, ar_main("Record-14", "00:19", "m4a · 44.1 kHz · 128 kbps", "rec"))),
        (droid("click", index=10), screen("10:15", 83, ar_main("Record-14", "00:21", "m4a · 44.1 kHz · 128 kbps", "paused"))),
        (droid("click", index=10), screen("10:16", 83, ar_main("Record-14", "00:22", "m4a · 44.1 kHz · 128 kbps", "rec"))),
        (droid("wait"), screen("10:16", 83, ar_main("Record-14", "00:47", "m4a · 44.1 kHz · 128 kbps", "rec"))),
        (droid("click", index=11), screen("10:16", 82, ar_main("Record-14", "00:49", info14, "idle"))),
        (droid("click", index=2), screen("10:17", 82, records(recs))),
        (droid("long_press", index=5), screen("10:17", 82, menu)),
        (droid("click", index=4), screen("10:17", 82, rename("Record-14", True))),
        (droid("input_text", text="standup_notes", index=3), screen("10:17", 82, rename("standup_notes", True))),
        (droid("click", index=6), screen("10:18", 82, records([("standup_notes", "00:49", recs[0][2]), *recs[1:]]))),
    ]
    add(rs, 18, "Record a short voice memo with Audio Recorder (pause once in the middle), then rename the new recording to 'standup_notes'.",
        ("10:14", 83, "Wed, Mar 20"), turns)


# --------------------------------------------------------------------------------------------------
# 19 Contacts (mainstream), clean: add an email (phone shown raw in the editor, formatted elsewhere), re-sort by last name.
def t19(rs: RowSet) -> None:
    acct = "maya.stein@gmail.com"
    people = ["Adaeze Nwosu", "Björn Lindqvist", "Carmen Ortiz", "Daniel Kim", "Elif Aydın", "Farid Benali", "Grace O'Connell",
              "Hugo Laurent", "Ines Costa", "Joon Park", "Maya Goldberg", "Tom Whitfield", "Tomás Herrera", "Yusuf Demir"]
    by_first = sorted(people)
    by_last = sorted(people, key=lambda n: n.split(" ", 1)[1])
    email = "tomas@herrera-arq.es"
    search = [CT(None, "Navigate up", "ImageButton", (0, 137, 147, 263), click=True),
              CT("Tom", None, "EditText", (168, 158, 880, 242), "search_view", edit=True, focused=True, hint="Search contacts", click=True),
              CT(None, "Clear search", "ImageButton", (892, 147, 1017, 253), click=True),
              CT("Contacts", None, "TextView", (63, 300, 600, 360), "header"),
              CT("Tom Whitfield", None, "TextView", (210, 410, 880, 480), "cliv_name_textview", click=True),
              CT("+44 7700 900877", None, "TextView", (210, 480, 880, 530), "cliv_phone"),
              CT("Tomás Herrera", None, "TextView", (210, 594, 880, 664), "cliv_name_textview", click=True),
              CT("+34 611 20 35 57", None, "TextView", (210, 664, 880, 714), "cliv_phone")]

    def detail(with_email: bool) -> list[dict[str, Any]]:
        els = [CT(None, "Navigate up", "ImageButton", (0, 137, 147, 263), click=True),
               CT(None, "Edit contact", "Button", (620, 137, 746, 263), "menu_edit", click=True),
               CT(None, "Add to favorites", "Button", (766, 137, 892, 263), "menu_star", click=True, checkable=True),
               CT(None, "More options", "ImageButton", (913, 137, 1038, 263), click=True),
               CT("Tomás Herrera", None, "TextView", (63, 620, 1017, 725), "large_title"),
               CT("Herrera Arquitectos", None, "TextView", (63, 725, 1017, 780), "company"),
               CT("Call", "Call", "Button", (84, 830, 294, 1000), click=True),
               CT("Text", "Text", "Button", (315, 830, 525, 1000), click=True),
               CT("Video", "Video", "Button", (546, 830, 756, 1000), click=True),
               CT("Email", "Email", "Button", (777, 830, 987, 1000), click=True, checkable=False),
               CT("Contact info", None, "TextView", (63, 1070, 600, 1130), "header"),
               CT("+34 611 20 35 57", "Call Mobile +34 611 20 35 57", "TextView", (189, 1160, 850, 1220), "primary_text", click=True),
               CT("Mobile", None, "TextView", (189, 1220, 500, 1270), "secondary_text")]
        if with_email:
            els += [CT(email, f"Email Home {email}", "TextView", (189, 1330, 980, 1390), "primary_text", click=True),
                    CT("Home", None, "TextView", (189, 1390, 500, 1440), "secondary_text")]
        return els + [CT("Contact settings", None, "TextView", (63, 1520 if with_email else 1350, 700, 1580 if with_email else 1410), "header")]

    def editor(mail: str) -> list[dict[str, Any]]:
        return [CT(None, "Cancel", "ImageButton", (0, 137, 147, 263), click=True),
                CT("Edit contact", None, "TextView", (168, 170, 700, 250)),
                CT("Save", None, "Button", (800, 158, 1017, 263), "toolbar_button", click=True),
                CT("Tomás", None, "EditText", (189, 600, 1017, 720), None, click=True, edit=True, hint="First name"),
                CT("Herrera", None, "EditText", (189, 740, 1017, 860), None, click=True, edit=True, hint="Last name"),
                CT("Herrera Arquitectos", None, "EditText", (189, 880, 1017, 1000), None, click=True, edit=True, hint="Company"),
                CT("+34611203557", None, "EditText", (189, 1060, 1017, 1180), None, click=True, edit=True, hint="Phone"),
                CT("Mobile", "Phone label", "Spinner", (189, 1190, 600, 1270), None, click=True),
                CT(mail, None, "EditText", (189, 1330, 1017, 1450), None, click=True, edit=True, focused=bool(mail), hint="Email"),
                CT("Home", "Email label", "Spinner", (189, 1460, 600, 1540), None, click=True),
                CT("Add birthday", None, "TextView", (189, 1600, 1017, 1690), None, click=True),
                CT("More fields", None, "Button", (63, 1750, 500, 1860), None, click=True)]

    drawer = [CT("Contacts", None, "TextView", (0, 300, 880, 420), None, click=True, selected=True),
              CT("Create label", None, "TextView", (0, 500, 880, 620), None, click=True),
              CT("Family", "Family, 4 contacts", "TextView", (0, 640, 880, 760), None, click=True),
              CT("Work", "Work, 11 contacts", "TextView", (0, 780, 880, 900), None, click=True),
              CT("Settings", None, "TextView", (0, 980, 880, 1100), None, click=True),
              CT("Help & feedback", None, "TextView", (0, 1120, 880, 1240), None, click=True)]

    def settings(sort: str) -> list[dict[str, Any]]:
        items = [("Account", acct), ("Sort by", sort), ("Name format", "First name first"), ("Phonetic name", "Show if not empty"),
                 ("Import", None), ("Export", None), ("Blocked numbers", None), ("Undo changes", None)]
        els = [CT(None, "Navigate up", "ImageButton", (0, 137, 147, 263), click=True), CT("Settings", None, "TextView", (168, 170, 700, 250))]
        for (t, s), y in zip(items, rows(300, 170, len(items))):
            els.append(CT(t, None, "TextView", (63, y + 30, 1017, y + 95), "android:id/title", click=True))
            if s:
                els.append(CT(s, None, "TextView", (63, y + 95, 1017, y + 145), "android:id/summary"))
        return els

    sort_dlg = [CT("Sort by", None, "TextView", (84, 900, 996, 980), "alertTitle"),
                CT("First name", None, "CheckedTextView", (84, 1020, 996, 1140), "android:id/text1", click=True, checkable=True, checked=True),
                CT("Last name", None, "CheckedTextView", (84, 1150, 996, 1270), "android:id/text1", click=True, checkable=True),
                CT("Cancel", None, "Button", (760, 1320, 996, 1430), "android:id/button2", click=True)]
    turns = [
        (droid("open_app", app_name="Contacts"), screen("13:05", 47, ct_list(by_first[:9], acct))),
        (droid("input_text", text="Tom", index=3), screen("13:05", 47, search)),
        (droid("click", index=8), screen("13:05", 47, detail(False))),
        (droid("click", index=3), screen("13:06", 47, editor(""))),
        (droid("input_text", text=email, index=10), screen("13:06", 47, editor(email))),
        (droid("click", index=4), screen("13:06", 47, detail(True))),
        (droid("click", index=2), screen("13:06", 47, ct_list(by_first[:9], acct))),
        (droid("click", index=2), screen("13:07", 46, drawer)),
        (droid("click", index=6), screen("13:07", 46, settings("First name"))),
        (droid("click", index=6), screen("13:07", 46, sort_dlg)),
        (droid("click", index=4), screen("13:07", 46, settings("Last name"))),
        (droid("navigate_back"), screen("13:08", 46, ct_list(by_last[:9], acct))),
    ]
    add(rs, 19, "Add the email tomas@herrera-arq.es to Tomás Herrera's contact, then change the contact list to sort by last name.",
        ("13:04", 47, "Thu, Mar 21"), turns)


# --------------------------------------------------------------------------------------------------
# 20 Simple Gallery (less common): a renamed photo's properties show its old file name.
SG = mk("com.simplemobiletools.gallery.pro")
DL_20 = [("menu_casa_lola.jpg", "17.03.2024 20:11 · 1.92 MB"), ("IMG_20240312_143355.jpg", "12.03.2024 14:33 · 2.84 MB"),
         ("boarding_pass_qr.png", "11.03.2024 06:02 · 412 KB"), ("Screenshot_20240310-091512.png", "10.03.2024 09:15 · 688 KB"),
         ("wallpaper_dolomites.jpg", "02.03.2024 22:40 · 5.21 MB"), ("lease_page3.jpg", "26.02.2024 17:08 · 1.31 MB")]


def sg_items(items: list[tuple[str, str]], sel: str = "") -> list[dict[str, Any]]:
    els = []
    for (n, d), y in zip(items, rows(300, 230, len(items))):
        els += [SG(n, None, "TextView", (273, y + 50, 1017, y + 120), "medium_name", click=True, long_click=True,
                   checkable=bool(sel), checked=n == sel, selected=n == sel),
                SG(d, None, "TextView", (273, y + 120, 1017, y + 180), "medium_details")]
    return els


def t20(rs: RowSet) -> None:
    new = "receipt_hardware_store"
    renamed = [(f"{new}.jpg" if n.startswith("IMG_") else n, d) for n, d in DL_20]
    dirs = [("Camera", "412"), ("Screenshots", "58"), ("Download", "23"), ("Pictures", "7"), ("WhatsApp Images", "1206")]
    folders = [SG("Simple Gallery", None, "TextView", (63, 170, 700, 250)),
               SG(None, "Search", "TextView", (661, 147, 787, 273), "search", click=True),
               SG(None, "Change view type", "TextView", (787, 147, 913, 273), "change_view_type", click=True),
               SG(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    for i, (n, c) in enumerate(dirs):
        x, y = 21 + (i % 3) * 350, 300 + (i // 3) * 420
        folders += [SG(n, None, "TextView", (x, y + 300, x + 330, y + 350), "dir_name", click=True, long_click=True),
                    SG(c, None, "TextView", (x, y + 350, x + 330, y + 395), "photo_cnt")]
    top = [SG(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
           SG("Download", None, "TextView", (168, 170, 700, 250)),
           SG(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    sel_top = [SG(None, "Done", "ImageButton", (0, 147, 147, 273), click=True),
               SG("1 / 23", None, "TextView", (168, 170, 500, 250)),
               SG(None, "Share", "TextView", (661, 147, 787, 273), "cab_share", click=True),
               SG(None, "Delete", "TextView", (787, 147, 913, 273), "cab_delete", click=True),
               SG(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    menu = [SG(t, None, "TextView", (557, 158 + i * 126, 1038, 284 + i * 126), "title", click=True)
            for i, t in enumerate(["Rename", "Copy to", "Move to", "Hide", "Add to favorites", "Properties", "Set as", "Select all"])]
    rename = lambda v: [  # noqa: E731
        SG("Rename", None, "TextView", (84, 820, 996, 900), "alertTitle"),
        SG(v, None, "EditText", (84, 950, 760, 1070), "rename_item_name_value", click=True, edit=True, focused=True, hint="Name"),
        SG("jpg", None, "EditText", (780, 950, 996, 1070), "rename_item_extension_value", click=True, edit=True, hint="Extension"),
        SG("Cancel", None, "Button", (540, 1140, 760, 1250), "button2", click=True),
        SG("OK", None, "Button", (780, 1140, 996, 1250), "button1", click=True)]
    viewer = [SG(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
              SG(None, "More options", "ImageView", (913, 147, 1038, 273), click=True),
              SG(None, None, "ImageView", (0, 585, W, 1815), "gestures_view", click=True)]
    viewer += [SG(None, b, "ImageView", (i * 180, 2190, (i + 1) * 180, 2316), None, click=True)
               for i, b in enumerate(["Toggle favorite", "Edit", "Share", "Delete", "Rotate", "Properties"])]
    old = "IMG_20240312_143355.jpg"
    props = [("Name", old), ("Path", f"/storage/emulated/0/Download/{old}"), ("Size", "2.84 MB"), ("Resolution", "4032 x 3024 (12.2 MP)"),
             ("Last modified", "12.03.2024 14:33"), ("Date taken", "12.03.2024 14:33"), ("Camera", "Google Pixel 6a"),
             ("EXIF", "f/1.7  4.38mm  1/50s  ISO291")]
    prop_dlg = [SG("Properties", None, "TextView", (84, 300, 996, 380), "alertTitle")]
    for (k, v), y in zip(props, rows(420, 170, len(props))):
        prop_dlg += [SG(k, None, "TextView", (84, y, 996, y + 60), "property_label"),
                     SG(v, None, "TextView", (84, y + 60, 996, y + 140), "property_value", long_click=True)]
    prop_dlg.append(SG("OK", None, "Button", (780, 1820, 996, 1930), "button1", click=True))
    turns = [
        (droid("open_app", app_name="Simple Gallery Pro"), screen("11:40", 76, folders)),
        (droid("click", index=10), screen("11:40", 76, top + sg_items(DL_20))),
        (droid("long_press", index=7), screen("11:40", 76, sel_top + sg_items(DL_20, old))),
        (droid("click", index=6), screen("11:40", 76, menu)),
        (droid("click", index=2), screen("11:41", 76, rename(old.removesuffix(".jpg")))),
        (droid("input_text", text=new, index=3), screen("11:41", 76, rename(new))),
        (droid("click", index=6), screen("11:41", 76, top + sg_items(renamed))),
        (droid("click", index=7), screen("11:41", 76, viewer)),
        (droid("click", index=10), screen("11:42", 76, prop_dlg)),
        (droid("click", index=19), screen("11:42", 75, viewer)),
    ]
    add(rs, 20, "In Simple Gallery, rename the photo IMG_20240312_143355.jpg in Download to 'receipt_hardware_store' and check its properties.",
        ("11:39", 76, "Thu, Mar 21"), turns, bad=True, turn=9,
        kind="properties of the renamed photo show its old file name and path")


# --------------------------------------------------------------------------------------------------
# 21 Clock (mainstream): after re-timing one alarm, an untouched alarm shows a different time.
def t21(rs: RowSet) -> None:
    fab = [CK(None, "Add alarm", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]

    def alarms(six: str, six_on: bool, ten: str, snack: str | None = None) -> list[dict[str, Any]]:
        els = [CK("Alarm", None, "TextView", (63, 320, 600, 420), None)]
        els += ck_alarm_row(450, six, six_on, "Mon, Tue, Wed, Thu, Fri", "Work") + ck_alarm_row(720, "7:30 AM", True, "Sat, Sun")
        els += ck_alarm_row(990, ten, True, "Every day", "Meds") + fab + ck_tabs("Alarm")
        if snack:
            els.append(CK(snack, None, "TextView", (63, 2040, 1017, 2150), "snackbar_text"))
        return els

    def dial(minute: str, minute_mode: bool) -> list[dict[str, Any]]:
        els = [CK("Select time", None, "TextView", (105, 640, 900, 710), "header_title"),
               CK("6", "6 o'clock", "com.google.android.material.chip.Chip", (105, 760, 400, 960), "material_clock_display_hour",
                  click=True, checkable=True, checked=not minute_mode),
               CK(minute, f"{minute} minutes", "com.google.android.material.chip.Chip", (460, 760, 755, 960), "material_clock_display_minute",
                  click=True, checkable=True, checked=minute_mode)]
        faces = [("00", "0 minutes"), ("15", "15 minutes"), ("30", "30 minutes"), ("45", "45 minutes")] if minute_mode else \
            [("12", "12 o'clock"), ("3", "3 o'clock"), ("6", "6 o'clock"), ("9", "9 o'clock")]
        pos = [(495, 1110), (835, 1450), (495, 1790), (155, 1450)]
        els += [CK(t, d, "TextView", (x, y, x + 90, y + 90), None, click=True, selected=t in (minute, "6") and (minute_mode == (t != "6")))
                for (t, d), (x, y) in zip(faces, pos)]
        els += [CK("AM", None, "Button", (800, 760, 975, 855), "material_clock_period_am_button", click=True, checkable=True, checked=True),
                CK("PM", None, "Button", (800, 865, 975, 960), "material_clock_period_pm_button", click=True, checkable=True),
                CK(None, "Switch to text input mode for the time input.", "ImageButton", (105, 1960, 231, 2086), "material_timepicker_mode_button", click=True),
                CK("Cancel", None, "Button", (560, 1970, 760, 2080), "material_timepicker_cancel_button", click=True),
                CK("OK", None, "Button", (780, 1970, 975, 2080), "material_timepicker_ok_button", click=True)]
        return els

    def stopwatch(t: str, hs: str, state: str) -> list[dict[str, Any]]:
        els = [CK(t, f"{t} {hs}", "TextView", (240, 560, 700, 760), "stopwatch_time_text"),
               CK(hs, None, "TextView", (700, 620, 840, 740), "stopwatch_hundredths_text")]
        if state == "run":
            els += [CK(None, "Lap", "ImageButton", (180, 1980, 348, 2148), "left_button", click=True),
                    CK(None, "Pause", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]
        elif state == "paused":
            els += [CK(None, "Reset", "ImageButton", (180, 1980, 348, 2148), "left_button", click=True),
                    CK(None, "Start", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]
        else:
            els += [CK(None, "Start", "ImageButton", (435, 1980, 645, 2190), "fab", click=True)]
        return els + ck_tabs("Stopwatch")

    turns = [
        (droid("open_app", app_name="Clock"), screen("21:41", 49, alarms("6:45 AM", False, "10:00 PM"))),
        (droid("click", index=5), screen("21:41", 49, alarms("6:45 AM", True, "10:00 PM", "Alarm set for 9 hours and 4 minutes from now."))),
        (droid("click", index=4), screen("21:41", 49, dial("45", False))),
        (droid("click", index=4), screen("21:42", 49, dial("45", True))),
        (droid("click", index=7), screen("21:42", 49, dial("30", True))),
        (droid("click", index=13), screen("21:42", 49, alarms("6:30 AM", True, "10:30 PM", "Alarm set for 8 hours and 48 minutes from now."))),
        (droid("click", index=18), screen("21:42", 49, stopwatch("0:00", "00", "idle"))),
        (droid("click", index=4), screen("21:42", 49, stopwatch("0:00", "86", "run"))),
        (droid("click", index=5), screen("21:43", 49, stopwatch("0:04", "61", "paused"))),
    ]
    add(rs, 21, "Turn on the 6:45 AM 'Work' alarm and move it to 6:30 AM, then time something short with the stopwatch.",
        ("21:40", 49, "Tue, Mar 19"), turns, bad=True, turn=6,
        kind="untouched 10:00 PM 'Meds' alarm is listed at 10:30 PM after a different alarm was re-timed")


# --------------------------------------------------------------------------------------------------
# 22 OpenTracks (less common), clean: live recording stats, pause/resume, saved track summary.
OT = mk("de.dennisguse.opentracks")
TRACKS_22 = [("Morning run", "Mar 20 · 5.21 km · 28:44"), ("Commute ride", "Mar 19 · 8.90 km · 31:02"),
             ("Hike Drachenfels", "Mar 16 · 11.4 km · 3:12:40")]


def t22(rs: RowSet) -> None:
    name = "2024-03-23 07:05"

    def tracks(items: list[tuple[str, str]]) -> list[dict[str, Any]]:
        els = [OT("OpenTracks", None, "TextView", (63, 170, 600, 250)),
               OT(None, "Search", "TextView", (787, 147, 913, 273), "track_list_search", click=True),
               OT(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
        for (t, s), y in zip(items, rows(300, 220, len(items))):
            els += [OT(t, None, "TextView", (189, y + 40, 1017, y + 110), "list_item_name", click=True, long_click=True),
                    OT(s, None, "TextView", (189, y + 110, 1017, y + 170), "list_item_summary")]
        els.append(OT(None, "Start recording", "ImageButton", (850, 1990, 1017, 2157), "track_list_fab_action", click=True))
        return els

    def recording(status: str, total: str, dist: str, moving: str, speed: str, gain: str, paused: bool) -> list[dict[str, Any]]:
        els = [OT(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               OT(name, None, "TextView", (168, 170, 800, 250)),
               OT(status, None, "TextView", (63, 300, 1017, 370), "track_recording_status"),
               OT("GPS: 11 satellites, ±4 m", None, "TextView", (63, 380, 1017, 440), "gps_status")]
        stats = [("Total time", total), ("Distance", dist), ("Moving time", moving), ("Speed", speed), ("Elevation gain", gain)]
        for (k, v), y in zip(stats, rows(480, 230, len(stats))):
            els += [OT(k, None, "TextView", (63, y + 20, 1017, y + 80), None),
                    OT(v, None, "TextView", (63, y + 80, 1017, y + 200), None)]
        els += [OT(None, "Resume" if paused else "Pause", "ImageButton", (200, 1990, 410, 2200), "track_recording_fab_action", click=True),
                OT(None, "Stop (long press)", "ImageButton", (670, 1990, 880, 2200), "track_recording_stop", click=True, long_click=True)]
        return els

    summary_stats = [("Distance", "1.74 km"), ("Total time", "0:10:02"), ("Moving time", "0:09:31"), ("Average speed", "10.4 km/h"),
                     ("Average moving speed", "11.0 km/h"), ("Max speed", "15.8 km/h"), ("Elevation gain", "12 m"), ("Elevation loss", "9 m")]
    summary = [OT(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
               OT(name, None, "TextView", (168, 170, 700, 250)),
               OT(None, "Edit", "TextView", (787, 147, 913, 273), "track_detail_edit", click=True),
               OT(None, "More options", "ImageView", (913, 147, 1038, 273), click=True)]
    for (k, v), y in zip(summary_stats, rows(300, 200, len(summary_stats))):
        summary += [OT(k, None, "TextView", (63, y + 20, 600, y + 80), None), OT(v, None, "TextView", (63, y + 80, 1017, y + 170), None)]
    edit = [OT(None, "Navigate up", "ImageButton", (0, 147, 147, 273), click=True),
            OT("Edit track", None, "TextView", (168, 170, 700, 250)),
            OT(name, None, "EditText", (63, 340, 1017, 460), "track_edit_name", click=True, edit=True, hint="Name"),
            OT("unknown", "Activity type", "AutoCompleteTextView", (189, 500, 1017, 620), "track_edit_activity_type", click=True, edit=True),
            OT("", None, "EditText", (63, 660, 1017, 900), "track_edit_description", click=True, edit=True, hint="Description"),
            OT("Save", None, "Button", (63, 2100, 1017, 2230), "track_edit_save", click=True)]
    turns = [
        (droid("open_app", app_name="OpenTracks"), screen("7:05", 100, tracks(TRACKS_22))),
        (droid("click", index=11), screen("7:05", 100, recording("Recording", "0:00:01", "0.00 km", "0:00:00", "0.0 km/h", "0 m", False))),
        (droid("wait"), screen("7:08", 99, recording("Recording", "0:02:31", "0.38 km", "0:02:20", "10.8 km/h", "4 m", False))),
        (droid("wait"), screen("7:11", 98, recording("Recording", "0:06:05", "1.02 km", "0:05:50", "11.2 km/h", "7 m", False))),
        (droid("click", index=16), screen("7:11", 98, recording("Paused", "0:06:09", "1.03 km", "0:05:54", "0.0 km/h", "7 m", True))),
        (droid("click", index=16), screen("7:12", 98, recording("Recording", "0:06:10", "1.03 km", "0:05:54", "0.0 km/h", "7 m", False))),
        (droid("wait"), screen("7:15", 97, recording("Recording", "0:09:48", "1.71 km", "0:09:20", "12.0 km/h", "11 m", False))),
        (droid("long_press", index=17), screen("7:16", 97, summary)),
        (droid("navigate_back"), screen("7:16", 97, tracks([(name, "Mar 23 · 1.74 km · 10:02"), *TRACKS_22]))),
        (droid("click", index=5), screen("7:16", 97, summary)),
        (droid("click", index=4), screen("7:17", 97, edit)),
    ]
    add(rs, 22, "Record a short track with OpenTracks (pause once on the way), stop it, and open the saved track for editing.",
        ("7:04", 100, "Sat, Mar 23"), turns)


# --------------------------------------------------------------------------------------------------
def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
