# ruff: noqa: E501
"""holdout18, domain android: 22 hand-written AndroidWorld trajectories (11 with exactly one contradiction, 11 clean).

Each observation is the AndroidWorld UI-element list of the next screen (status bar included). Half the
trajectories use mainstream apps (Contacts, Clock, Settings, Files, Messages, Gmail, Calendar, Maps, Phone,
Chrome), half less common ones (Markor, Simple Calendar Pro, Broccoli, OsmAnd, Tasks, Joplin, Retro Music,
Pro Expense, Audio Recorder, Simple Gallery Pro, OpenTracks). Screens are built from small per-app
functions so that everything stays consistent except the one planted drift in the bad trajectories.
Run: ``python -m tests.decoherence.independent.holdout18_parts.android.make``.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import DROID_SYSTEM, RowSet, droid, ui_elements

TASK = "android"
SYSUI = "com.android.systemui"
Scr = list[dict[str, Any]]


class BoundingBox:
    """Prints like AndroidWorld's BoundingBox dataclass."""

    def __init__(self, x_min: int, y_min: int, x_max: int, y_max: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x_min, y_min, x_max, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(text: str | None = None, desc: str | None = None, cls: str = "TextView", box: tuple[int, int, int, int] = (0, 0, 0, 0), *,
       pkg: str, res: str | None = None, click: bool = False, long_click: bool = False, checkable: bool = False,
       checked: bool = False, editable: bool = False, focused: bool = False, scroll: bool = False,
       selected: bool = False, hint: str | None = None, enabled: bool = True) -> dict[str, Any]:
    """One UIElement with the fields AndroidWorld prints."""
    return {
        "text": text, "content_description": desc,
        "class_name": cls if "." in cls else f"android.widget.{cls}",
        "bbox_pixels": BoundingBox(*box), "hint_text": hint,
        "is_checked": checked, "is_checkable": checkable, "is_clickable": click, "is_editable": editable,
        "is_enabled": enabled, "is_focused": focused, "is_focusable": click or editable,
        "is_long_clickable": long_click, "is_scrollable": scroll, "is_selected": selected, "is_visible": True,
        "package_name": pkg, "resource_name": res}


def bar(clock: str, batt: int, notes: tuple[str, ...] = (), pct: bool = False) -> Scr:
    """The status bar elements (clock, notification icons, signal, battery)."""
    s = partial(el, pkg=SYSUI)
    out = [s(clock, None, "TextView", (63, 21, 187, 84), res=f"{SYSUI}:id/clock")]
    x = 205
    for d in notes:
        out.append(s(None, d, "ImageView", (x, 28, x + 50, 78), res=f"{SYSUI}:id/notification_icon"))
        x += 58
    out.append(s(None, "Wifi signal full.", "ImageView", (812, 28, 862, 78), res=f"{SYSUI}:id/wifi_signal"))
    out.append(s(None, "Phone four bars.", "ImageView", (870, 28, 920, 78), res=f"{SYSUI}:id/mobile_signal"))
    if pct:
        out.append(s(f"{batt}%", None, "TextView", (928, 24, 990, 82), res=f"{SYSUI}:id/battery_percentage_view"))
    out.append(s(None, f"Battery {batt} percent.", "LinearLayout", (992, 28, 1040, 78), res=f"{SYSUI}:id/battery"))
    return out


def show(s: Scr) -> str:
    return ui_elements(s)


def ix(s: Scr, key: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or hint is `key`."""
    hits = [i for i, e in enumerate(s) if key in (e["text"], e["content_description"], e["hint_text"])]
    return hits[nth]


def state(goal: str, s: Scr) -> str:
    return f"Goal: {goal}\n\nCurrent screen:\n{show(s)}"


def rid(pkg: str):
    return lambda name: f"{pkg}:id/{name}"


# ---------------------------------------------------------------------------------------------------------
# 01 Contacts (mainstream) - BAD: the contact moved to Trash is back in the label after adding another one.
# ---------------------------------------------------------------------------------------------------------
def t01(rs: RowSet) -> None:
    P = "com.google.android.contacts"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Contacts, delete Priya Raman (she left the club) and add Marcus Chen to the 'Book club' label."
    clocks = ["4:12", "4:12", "4:12", "4:13", "4:13", "4:13", "4:14", "4:14", "4:14", "4:15"]

    def label(clock: str, members: list[str], snack: str | None = None) -> Scr:
        out = bar(clock, 64) + [
            e(None, "Navigate up", "ImageButton", (0, 110, 147, 257), click=True),
            e("Book club", None, "TextView", (189, 148, 560, 219), res=r("toolbar_title")),
            e(None, "Add contacts to label", "ImageButton", (786, 110, 933, 257), click=True, res=r("menu_add_to_label")),
            e(None, "More options", "ImageView", (933, 110, 1080, 257), click=True),
            e(f"{len(members)} contacts", None, "TextView", (63, 288, 600, 340), res=r("label_member_count")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 360, 1080, 2274), scroll=True, res=r("list")),
        ]
        for i, name in enumerate(members):
            y = 372 + i * 168
            out.append(e(name[0], None, "TextView", (63, y + 26, 179, y + 142), res=r("avatar_letter")))
            out.append(e(name, None, "TextView", (221, y + 50, 900, y + 118), click=True, long_click=True, res=r("name")))
        if snack:
            out.append(e(snack, None, "TextView", (63, 2096, 760, 2180), res=r("snackbar_text")))
            out.append(e("Undo", None, "Button", (800, 2090, 1017, 2186), click=True, res=r("snackbar_action")))
        return out

    def detail(clock: str, name: str, phone: str, email: str, etype: str, extra: list[tuple[str, str]]) -> Scr:
        out = bar(clock, 64) + [
            e(None, "Navigate up", "ImageButton", (0, 110, 147, 257), click=True),
            e(None, "Edit contact", "Button", (639, 110, 786, 257), click=True, res=r("menu_edit")),
            e(None, "Add to favorites", "Button", (786, 110, 933, 257), click=True, checkable=True, res=r("menu_star")),
            e(None, "More options", "ImageView", (933, 110, 1080, 257), click=True),
            e(name[0], None, "TextView", (415, 300, 665, 550), res=r("large_avatar")),
            e(name, None, "TextView", (63, 590, 1017, 690), res=r("large_title")),
            e("Book club", None, "Button", (63, 720, 330, 810), click=True, res=r("label_chip")),
            e("Call", None, "TextView", (63, 860, 279, 1010), click=True),
            e("Text", None, "TextView", (301, 860, 517, 1010), click=True),
            e("Video", None, "TextView", (539, 860, 755, 1010), click=True),
            e("Email", None, "TextView", (777, 860, 993, 1010), click=True),
            e("Contact info", None, "TextView", (63, 1060, 600, 1120)),
            e(phone, None, "TextView", (200, 1150, 800, 1215), click=True, long_click=True, res=r("header")),
            e("Mobile", None, "TextView", (200, 1215, 800, 1265), res=r("sub_header")),
            e(None, f"Send message to {phone}", "ImageView", (917, 1160, 1017, 1260), click=True, res=r("icon_alternate")),
            e(email, None, "TextView", (200, 1300, 1000, 1365), click=True, long_click=True, res=r("header")),
            e(etype, None, "TextView", (200, 1365, 800, 1415), res=r("sub_header")),
        ]
        y = 1450
        for val, sub in extra:
            out.append(e(val, None, "TextView", (200, y, 1000, y + 65), res=r("header")))
            out.append(e(sub, None, "TextView", (200, y + 65, 800, y + 115), res=r("sub_header")))
            y += 150
        return out

    def priya(clock: str) -> Scr:
        return detail(clock, "Priya Raman", "(650) 555-0148", "priya.raman@northwind.io", "Work",
                      [("March 30", "Birthday"), ("Met at the Elliott Bay reading, 2023", "Notes")])

    def picker(clock: str, query: str, names: list[str], picked: set[str]) -> Scr:
        title = f"{len(picked)} selected" if picked else "Add to Book club"
        out = bar(clock, 64) + [
            e(None, "Navigate up", "ImageButton", (0, 110, 147, 257), click=True),
            e(title, None, "TextView", (189, 148, 700, 219), res=r("toolbar_title")),
            e("Add", None, "Button", (850, 125, 1040, 242), click=bool(picked), enabled=bool(picked), res=r("menu_done")),
            e(query or None, None, "EditText", (63, 280, 1017, 400), click=True, editable=True, focused=bool(query),
              hint="Search contacts", res=r("search_view")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 420, 1080, 2274), scroll=True, res=r("list")),
        ]
        for i, name in enumerate(names):
            y = 430 + i * 168
            out.append(e(name[0], None, "TextView", (63, y + 26, 179, y + 142), res=r("avatar_letter")))
            out.append(e(name, None, "TextView", (221, y + 50, 850, y + 118), click=True, res=r("name")))
            out.append(e(None, f"Select {name}", "CheckBox", (900, y + 34, 1010, y + 134), click=True, checkable=True,
                         checked=name in picked, res=r("checkbox")))
        return out

    members0 = ["Anita Desai", "Elena Petrova", "Grace Liu", "Priya Raman", "Tara Whitfield"]
    members1 = ["Anita Desai", "Elena Petrova", "Grace Liu", "Tara Whitfield"]
    others = ["Aaron Blake", "Ben Okafor", "Carla Mendes", "Daniel Ruiz", "Farah Haddad", "Hiro Tanaka",
              "Isabel Ortiz", "Jonas Weber", "Kemal Aydin", "Lena Fischer", "Leo Brandt"]

    s0 = label("4:12", members0)
    s1 = priya(clocks[0])
    s2 = s1 + [e(x, None, "TextView", (560, 130 + i * 132, 1060, 262 + i * 132), click=True, res=r("title"))
               for i, x in enumerate(["Delete", "Share", "Add to Home screen", "Set ringtone", "Route to voicemail",
                                      "Block numbers", "Help & feedback"])]
    s3 = priya(clocks[2]) + [
        e("Move to Trash?", None, "TextView", (118, 900, 962, 980), res="android:id/alertTitle"),
        e("This contact will be removed from your synced devices. It stays in Trash for 30 days before it is deleted forever.",
          None, "TextView", (118, 1000, 962, 1190), res="android:id/message"),
        e("Cancel", None, "Button", (470, 1230, 680, 1340), click=True, res="android:id/button2"),
        e("Move to Trash", None, "Button", (690, 1230, 962, 1340), click=True, res="android:id/button1")]
    s4 = label(clocks[3], members1, "Moved to Trash")
    s5 = picker(clocks[4], "", others, set())
    s6 = picker(clocks[5], "Marcus", ["Marcus Chen"], set())
    s7 = picker(clocks[6], "Marcus", ["Marcus Chen"], {"Marcus Chen"})
    # drift: Priya Raman (moved to Trash in turn 4) is listed again, and the count follows the list
    s8 = label(clocks[7], ["Anita Desai", "Elena Petrova", "Grace Liu", "Marcus Chen", "Priya Raman", "Tara Whitfield"],
               "Added 1 contact to Book club")
    s9 = detail(clocks[8], "Marcus Chen", "(408) 555-0127", "marcus.chen@gmail.com", "Home",
                [("Lumen Works · Product designer", "Company")])

    turns = [
        (droid("click", index=ix(s0, "Priya Raman")), show(s1)),
        (droid("click", index=ix(s1, "More options")), show(s2)),
        (droid("click", index=ix(s2, "Delete")), show(s3)),
        (droid("click", index=ix(s3, "Move to Trash")), show(s4)),
        (droid("click", index=ix(s4, "Add contacts to label")), show(s5)),
        (droid("input_text", text="Marcus", index=ix(s5, "Search contacts")), show(s6)),
        (droid("click", index=ix(s6, "Select Marcus Chen")), show(s7)),
        (droid("click", index=ix(s7, "Add")), show(s8)),
        (droid("click", index=ix(s8, "Marcus Chen")), show(s9)),
    ]
    rs.add(task=TASK, tid="h18-android-01", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=8, kind="contact moved to Trash reappears in the label list (count 6) after another contact is added")


# ---------------------------------------------------------------------------------------------------------
# 02 Clock (mainstream) - CLEAN: alarm moved (list re-sorts), toast relative time, timer entry and countdown.
# ---------------------------------------------------------------------------------------------------------
def t02(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    e, r = partial(el, pkg=P), rid(P)
    goal = "Move the weekday 'Work' alarm from 6:45 AM to 9:15 AM (I start late this week), then start a 10-minute timer."
    alarm_icon = "Alarm set for Tue 10:30 PM."

    def tabs(sel: str) -> Scr:
        names = ["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"]
        return [e(n, None, "TextView", (i * 216, 2200, (i + 1) * 216, 2340), click=True, selected=n == sel,
                  res=r("navigation_bar_item_small_label_view")) for i, n in enumerate(names)]

    def alarms(clock: str, items: list[tuple[str, str, str, bool]], toast: str | None = None, notes: tuple[str, ...] = (alarm_icon,)) -> Scr:
        out = bar(clock, 51, notes) + [
            e("Alarm", None, "TextView", (63, 150, 500, 250), res=r("action_bar_title")),
            e(None, "More options", "ImageView", (933, 140, 1080, 260), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 280, 1080, 2190), scroll=True, res=r("alarm_recycler_view")),
        ]
        for i, (t, lab, days, on) in enumerate(items):
            y = 300 + i * 360
            out += [e(lab, None, "TextView", (63, y + 20, 700, y + 80), click=True, res=r("edit_label")),
                    e(t, None, "TextView", (63, y + 90, 640, y + 230), click=True, res=r("digital_clock")),
                    e(None, lab + " alarm " + ("on" if on else "off"), "Switch", (860, y + 120, 1017, y + 200), click=True,
                      checkable=True, checked=on, res=r("onoff")),
                    e(days, None, "TextView", (63, y + 240, 800, y + 300), res=r("days_of_week")),
                    e(None, "Expand alarm", "ImageButton", (917, y + 10, 1017, y + 110), click=True, res=r("arrow"))]
        out.append(e(None, "Add alarm", "ImageButton", (462, 1990, 618, 2146), click=True, res=r("fab")))
        out += tabs("Alarm")
        if toast:
            out.append(e(toast, None, "TextView", (140, 1830, 940, 1940), res="android:id/message"))
        return out

    before = [("6:45 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True), ("8:30 AM", "Weekend run", "Sat, Sun", False),
              ("10:30 PM", "Meds", "Every day", True)]
    after = [("8:30 AM", "Weekend run", "Sat, Sun", False), ("9:15 AM", "Work", "Mon, Tue, Wed, Thu, Fri", True),
             ("10:30 PM", "Meds", "Every day", True)]

    def dial(clock: str) -> Scr:
        out = bar(clock, 51, (alarm_icon,)) + [
            e("Select time", None, "TextView", (120, 560, 700, 620), res=r("header_title")),
            e("6", None, "TextView", (200, 660, 380, 820), click=True, checkable=True, checked=True, res=r("material_hour_tv")),
            e(":", None, "TextView", (380, 660, 430, 820)),
            e("45", None, "TextView", (430, 660, 610, 820), click=True, checkable=True, res=r("material_minute_tv")),
            e("AM", None, "Button", (660, 660, 880, 740), click=True, checkable=True, checked=True, res=r("material_clock_period_am_button")),
            e("PM", None, "Button", (660, 740, 880, 820), click=True, checkable=True, res=r("material_clock_period_pm_button")),
        ]
        for h in range(12):
            n = 12 if h == 0 else h
            out.append(e(str(n), f"{n} o'clock", "TextView", (470 + h * 20, 900 + h * 40, 550 + h * 20, 980 + h * 40), click=True,
                         selected=n == 6, res=r("material_clock_face")))
        out += [e(None, "Switch to text input mode for the time input.", "ImageButton", (120, 1640, 240, 1760), click=True,
                  res=r("material_timepicker_mode_button")),
                e("Cancel", None, "Button", (560, 1650, 760, 1750), click=True, res=r("material_timepicker_cancel_button")),
                e("OK", None, "Button", (780, 1650, 960, 1750), click=True, res=r("material_timepicker_ok_button"))]
        return out

    def entry(clock: str, hh: str, mm: str, focus: str) -> Scr:
        return bar(clock, 51, (alarm_icon,)) + [
            e("Enter time", None, "TextView", (120, 760, 700, 820), res=r("header_title")),
            e(hh, None, "EditText", (120, 860, 420, 1020), click=True, editable=True, focused=focus == "h", res=r("material_hour_text_input")),
            e("Hour", None, "TextView", (120, 1030, 420, 1080)),
            e(mm, None, "EditText", (480, 860, 780, 1020), click=True, editable=True, focused=focus == "m", res=r("material_minute_text_input")),
            e("Minute", None, "TextView", (480, 1030, 780, 1080)),
            e("AM", None, "Button", (820, 860, 960, 940), click=True, checkable=True, checked=True, res=r("material_clock_period_am_button")),
            e("PM", None, "Button", (820, 940, 960, 1020), click=True, checkable=True, res=r("material_clock_period_pm_button")),
            e(None, "Switch to clock mode for the time input.", "ImageButton", (120, 1160, 240, 1280), click=True,
              res=r("material_timepicker_mode_button")),
            e("Cancel", None, "Button", (560, 1170, 760, 1270), click=True, res=r("material_timepicker_cancel_button")),
            e("OK", None, "Button", (780, 1170, 960, 1270), click=True, res=r("material_timepicker_ok_button")),
        ]

    def timer_entry(clock: str, digits: str) -> Scr:
        d = digits.rjust(6, "0")
        shown = f"{d[0:2]}h {d[2:4]}m {d[4:6]}s"
        out = bar(clock, 51, (alarm_icon,)) + [
            e("Timer", None, "TextView", (63, 150, 500, 250), res=r("action_bar_title")),
            e(shown, None, "TextView", (120, 420, 960, 620), res=r("timer_setup_time")),
            e(None, "Delete", "ImageButton", (880, 640, 1000, 760), click=bool(digits), enabled=bool(digits), res=r("timer_setup_delete")),
        ]
        for k, dgt in enumerate(["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]):
            row, col = (k // 3, k % 3) if k < 9 else (3, 1)
            x, y = 150 + col * 270, 820 + row * 260
            out.append(e(dgt, None, "Button", (x, y, x + 240, y + 230), click=True, res=r(f"timer_setup_digit_{dgt}")))
        if digits:
            out.append(e(None, "Start", "ImageButton", (462, 1990, 618, 2146), click=True, res=r("fab")))
        return out + tabs("Timer")

    def running(clock: str, left: str) -> Scr:
        return bar(clock, 51, (alarm_icon, "Clock notification: Timer")) + [
            e("Timer", None, "TextView", (63, 150, 500, 250), res=r("action_bar_title")),
            e("Add label", None, "TextView", (300, 330, 780, 400), click=True, res=r("timer_label")),
            e(left, None, "TextView", (240, 700, 840, 900), res=r("timer_text")),
            e("10m timer", None, "TextView", (340, 920, 740, 980), res=r("timer_total")),
            e("+1:00", None, "Button", (180, 1350, 420, 1470), click=True, res=r("timer_add_time_button")),
            e(None, "Delete", "ImageButton", (660, 1350, 900, 1470), click=True, res=r("delete")),
            e(None, "Add timer", "ImageButton", (880, 1990, 1000, 2110), click=True, res=r("right_button")),
            e(None, "Pause", "ImageButton", (462, 1990, 618, 2146), click=True, res=r("fab")),
        ] + tabs("Timer")

    s0 = alarms("9:58", before)
    s1 = dial("9:58")
    s2 = entry("9:58", "6", "45", "h")
    s3 = entry("9:59", "9", "45", "h")
    s4 = entry("9:59", "9", "15", "m")
    s5 = alarms("10:00", after, "Alarm set for 11 hours and 15 minutes from now.")
    s6 = timer_entry("10:00", "")
    s7 = timer_entry("10:00", "1")
    s8 = timer_entry("10:00", "10")
    s9 = timer_entry("10:01", "100")
    s10 = timer_entry("10:01", "1000")
    s11 = running("10:01", "9:59")
    s12 = running("10:01", "9:26")
    turns = [
        (droid("click", index=ix(s0, "6:45 AM")), show(s1)),
        (droid("click", index=ix(s1, "Switch to text input mode for the time input.")), show(s2)),
        (droid("input_text", text="9", index=ix(s2, "6")), show(s3)),
        (droid("input_text", text="15", index=ix(s3, "45")), show(s4)),
        (droid("click", index=ix(s4, "OK")), show(s5)),
        (droid("click", index=ix(s5, "Timer")), show(s6)),
        (droid("click", index=ix(s6, "1")), show(s7)),
        (droid("click", index=ix(s7, "0")), show(s8)),
        (droid("click", index=ix(s8, "0")), show(s9)),
        (droid("click", index=ix(s9, "0")), show(s10)),
        (droid("click", index=ix(s10, "Start")), show(s11)),
        (droid("wait"), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-02", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 03 Markor (less common) - BAD: the note created in turn 3-5 is missing from the listing later.
# ---------------------------------------------------------------------------------------------------------
def t03(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    e, r = partial(el, pkg=P), rid(P)
    goal = ("In Markor, create a note grocery_list.md with the items eggs, oat milk and spinach as a bullet list, "
            "then add 'Tomorrow, and Tomorrow, and Tomorrow' as an unchecked item to reading_list.md.")
    grocery = "- eggs\n- oat milk\n- spinach"
    reading0 = ("# Reading list\n\n- [x] The Left Hand of Darkness\n- [ ] Piranesi\n- [ ] The Dispossessed\n"
                "- [ ] Braiding Sweetgrass\n")
    reading1 = reading0 + "- [ ] Tomorrow, and Tomorrow, and Tomorrow"
    todo = ("(A) 2025-03-12 Call landlord about the heater +home\n(B) 2025-03-12 Book dentist cleaning @phone\n"
            "2025-03-09 Buy birthday card for Sam +errands\nx 2025-03-11 2025-03-10 Submit timesheet @work\n"
            "x 2025-03-08 2025-03-07 Return router to ISP +home\n")

    def size(text: str) -> str:
        n = len(text.encode("utf-8"))
        return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"

    def listing(clock: str, files: list[tuple[str, str, bool]]) -> Scr:
        out = bar(clock, 82) + [
            e("Notebook", None, "TextView", (63, 140, 600, 210), res=r("toolbar_title")),
            e("/storage/emulated/0/Documents/markor", None, "TextView", (63, 210, 760, 258), res=r("toolbar_subtitle")),
            e(None, "Search", "TextView", (640, 130, 780, 270), click=True, res=r("action_search")),
            e(None, "Sort by", "TextView", (780, 130, 920, 270), click=True, res=r("action_sort")),
            e(None, "More options", "ImageView", (920, 130, 1080, 270), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 280, 1080, 2190), scroll=True, res=r("ui__filesystem_dialog__list")),
        ]
        for i, (name, sub, folder) in enumerate(files):
            y = 290 + i * 170
            out.append(e(None, "Folder" if folder else "File", "ImageView", (42, y + 40, 132, y + 130), res=r("ui__filesystem_item__image")))
            out.append(e(name, None, "TextView", (168, y + 28, 1040, y + 90), click=True, long_click=True, res=r("ui__filesystem_item__title")))
            out.append(e(sub, None, "TextView", (168, y + 94, 1040, y + 142), res=r("ui__filesystem_item__description")))
        out.append(e(None, "Create new file", "ImageButton", (870, 1990, 1017, 2137), click=True, res=r("fab_add_new_item")))
        for i, n in enumerate(["Notebook", "To-Do", "QuickNote", "More"]):
            out.append(e(n, None, "TextView", (i * 270, 2200, (i + 1) * 270, 2340), click=True, selected=n == "Notebook",
                         res=r("nav_notebook" if i == 0 else f"nav_{n.lower().replace('-', '')}")))
        return out

    def editor(clock: str, title: str, text: str) -> Scr:
        out = bar(clock, 82) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 270), click=True),
            e(title, None, "TextView", (168, 160, 560, 240), res=r("note__activity__text_note_title")),
            e(None, "Undo", "TextView", (560, 130, 690, 270), click=True, res=r("action_undo")),
            e(None, "Redo", "TextView", (690, 130, 820, 270), click=True, res=r("action_redo")),
            e(None, "Save", "TextView", (820, 130, 950, 270), click=True, res=r("action_save")),
            e(None, "More options", "ImageView", (950, 130, 1080, 270), click=True),
            e(text or None, None, "EditText", (0, 280, 1080, 2070), click=True, long_click=True, editable=True, focused=True,
              scroll=True, res=r("document__fragment__edit__highlighting_editor")),
        ]
        for i, d in enumerate(["Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Header", "Insert link", "Insert image"]):
            out.append(e(None, d, "ImageView", (i * 135, 2080, (i + 1) * 135, 2200), click=True, res=r("textactions_bar_item")))
        return out

    base = [("archive", "Mar 2, 2025 11:02", True),
            ("meeting_notes_0312.md", "Mar 12, 2025 18:40  ·  2.3 KB", False),
            ("QuickNote.md", "Mar 10, 2025 08:05  ·  612 B", False),
            ("reading_list.md", f"Mar 8, 2025 22:31  ·  {size(reading0)}", False),
            ("todo.txt", f"Mar 12, 2025 21:17  ·  {size(todo)}", False)]
    with_grocery = base[:1] + [("grocery_list.md", f"Mar 13, 2025 09:15  ·  {size(grocery)}", False)] + base[1:]
    # drift: grocery_list.md (created and saved in turns 3-5, never deleted) is gone from the listing
    after_edit = [x if x[0] != "reading_list.md" else ("reading_list.md", f"Mar 13, 2025 09:17  ·  {size(reading1)}", False) for x in base]

    def new_file(clock: str, name: str) -> Scr:
        return listing(clock, base) + [
            e("Create new file", None, "TextView", (90, 700, 990, 790), res=r("alertTitle")),
            e(name or None, None, "EditText", (120, 820, 960, 940), click=True, editable=True, focused=True, hint="Name",
              res=r("new_file_dialog__name")),
            e("Markdown", None, "TextView", (120, 970, 960, 1060), click=True, res=r("new_file_dialog__type")),
            e("Empty file", None, "TextView", (120, 1080, 960, 1170), click=True, res=r("new_file_dialog__template")),
            e("Encrypt with password", None, "CheckBox", (120, 1190, 960, 1270), click=True, checkable=True,
              res=r("new_file_dialog__encryption")),
            e("Folder", None, "Button", (120, 1310, 330, 1410), click=True, res="android:id/button3"),
            e("Cancel", None, "Button", (560, 1310, 760, 1410), click=True, res="android:id/button2"),
            e("OK", None, "Button", (780, 1310, 960, 1410), click=True, res="android:id/button1"),
        ]

    s0 = listing("9:14", base)
    s1 = new_file("9:14", "")
    s2 = new_file("9:14", "grocery_list")
    s3 = editor("9:15", "grocery_list", "")
    s4 = editor("9:15", "grocery_list", grocery)
    s5 = listing("9:15", with_grocery)
    s6 = editor("9:16", "reading_list", reading0)
    s7 = editor("9:17", "reading_list", reading1)
    s8 = editor("9:17", "reading_list", reading1)
    s9 = listing("9:17", after_edit)
    s10 = editor("9:18", "todo", todo)
    turns = [
        (droid("click", index=ix(s0, "Create new file")), show(s1)),
        (droid("input_text", text="grocery_list", index=ix(s1, "Name")), show(s2)),
        (droid("click", index=ix(s2, "OK")), show(s3)),
        (droid("input_text", text=grocery, index=len(s3) - 9), show(s4)),
        (droid("navigate_back"), show(s5)),
        (droid("click", index=ix(s5, "reading_list.md")), show(s6)),
        (droid("input_text", text="- [ ] Tomorrow, and Tomorrow, and Tomorrow", index=len(s6) - 9), show(s7)),
        (droid("click", index=ix(s7, "Save")), show(s8)),
        (droid("navigate_back"), show(s9)),
        (droid("click", index=ix(s9, "todo.txt")), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-03", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=9, kind="note created and saved earlier is missing from the file listing")


# ---------------------------------------------------------------------------------------------------------
# 04 Simple Calendar Pro (less common) - CLEAN: new event (default date/time from the clock, end date follows
# start date), edited end time, list re-ordered, one event deleted.
# ---------------------------------------------------------------------------------------------------------
def t04(rs: RowSet) -> None:
    P = "com.simplemobiletools.calendar.pro"
    e, r = partial(el, pkg=P), rid(P)
    goal = ("In Simple Calendar, add 'Quarterly tax review' on Tuesday March 18 from 14:00 to 15:30, and delete "
            "the 'Team sync' event on March 18 (it was cancelled).")

    def event_list(clock: str, days: list[tuple[str, list[tuple[str, str, str]]]]) -> Scr:
        out = bar(clock, 73) + [
            e("Simple Calendar", None, "TextView", (63, 150, 560, 240), res=r("main_toolbar_title")),
            e(None, "Search", "TextView", (560, 130, 690, 270), click=True, res=r("search")),
            e(None, "Go to today", "TextView", (690, 130, 820, 270), click=True, res=r("go_to_today")),
            e(None, "Change view", "TextView", (820, 130, 950, 270), click=True, res=r("change_view")),
            e(None, "More options", "ImageView", (950, 130, 1080, 270), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 280, 1080, 2340), scroll=True, res=r("calendar_events_list")),
        ]
        y = 300
        for day, evs in days:
            out.append(e(day, None, "TextView", (42, y, 1040, y + 80), res=r("event_section_title")))
            y += 90
            for title, span, loc in evs:
                out.append(e(title, None, "TextView", (84, y + 14, 1000, y + 80), click=True, long_click=True, res=r("event_item_title")))
                out.append(e(span, None, "TextView", (84, y + 84, 700, y + 134), res=r("event_item_time")))
                if loc:
                    out.append(e(loc, None, "TextView", (84, y + 136, 1000, y + 180), res=r("event_item_description")))
                y += 200
        out.append(e(None, "New Event", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("calendar_fab")))
        return out

    def editor(clock: str, head: str, title: str, loc: str, descr: str, sd: str, st: str, ed: str, et: str, existing: bool) -> Scr:
        out = bar(clock, 73) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 270), click=True),
            e(head, None, "TextView", (168, 160, 560, 240), res=r("toolbar_title")),
        ]
        if existing:
            out.append(e(None, "Delete", "TextView", (690, 130, 820, 270), click=True, res=r("delete")))
        out += [
            e(None, "Save", "TextView", (820, 130, 950, 270), click=True, res=r("save")),
            e(None, "More options", "ImageView", (950, 130, 1080, 270), click=True),
            e(title or None, None, "EditText", (42, 300, 1040, 420), click=True, editable=True, focused=not existing and not title, hint="Title", res=r("event_title")),
            e(loc or None, None, "EditText", (42, 430, 1040, 550), click=True, editable=True, hint="Location", res=r("event_location")),
            e(descr or None, None, "EditText", (42, 560, 1040, 680), click=True, editable=True, hint="Description", res=r("event_description")),
            e("All-day", None, "CheckBox", (42, 720, 1040, 820), click=True, checkable=True, res=r("event_all_day")),
            e(sd, None, "TextView", (42, 840, 700, 940), click=True, res=r("event_start_date")),
            e(st, None, "TextView", (760, 840, 1040, 940), click=True, res=r("event_start_time")),
            e(ed, None, "TextView", (42, 950, 700, 1050), click=True, res=r("event_end_date")),
            e(et, None, "TextView", (760, 950, 1040, 1050), click=True, res=r("event_end_time")),
            e("10 minutes before", None, "TextView", (126, 1110, 1040, 1200), click=True, res=r("event_reminder_1")),
            e("Add another reminder", None, "TextView", (126, 1210, 1040, 1300), click=True, res=r("event_reminder_2")),
            e("No repetition", None, "TextView", (126, 1350, 1040, 1440), click=True, res=r("event_repetition")),
            e("Regular event", None, "TextView", (126, 1490, 1040, 1580), click=True, res=r("event_type")),
            e("Busy", None, "TextView", (126, 1620, 1040, 1710), click=True, res=r("event_availability")),
        ]
        return out

    def date_picker(clock: str, under: Scr, sel: int) -> Scr:
        wd = {14: "Fri", 18: "Tue"}[sel]
        out = under + [
            e("2025", None, "TextView", (110, 520, 400, 590), click=True, res="android:id/date_picker_header_year"),
            e(f"{wd}, Mar {sel}", None, "TextView", (110, 590, 900, 700), click=True, res="android:id/date_picker_header_date"),
            e(None, "Previous month", "ImageButton", (120, 760, 240, 880), click=True, res="android:id/prev"),
            e("March 2025", None, "TextView", (300, 780, 780, 860), res="android:id/month_view"),
            e(None, "Next month", "ImageButton", (840, 760, 960, 880), click=True, res="android:id/next"),
        ]
        for d in range(1, 32):
            k = d + 5  # March 1, 2025 is a Saturday; columns start on Sunday
            row, col = divmod(k, 7)
            x, y = 130 + col * 118, 900 + row * 118
            out.append(e(str(d), f"{d} March 2025", "View", (x, y, x + 110, y + 110), click=True, checkable=True,
                         checked=d == sel, selected=d == sel))
        out += [e("Cancel", None, "Button", (560, 1720, 760, 1820), click=True, res="android:id/button2"),
                e("OK", None, "Button", (780, 1720, 960, 1820), click=True, res="android:id/button1")]
        return out

    def time_dialog(under: Scr, hh: str, mm: str, focus: str) -> Scr:
        return under + [
            e("Type in time", None, "TextView", (110, 760, 900, 830), res="android:id/top_label"),
            e(hh, None, "EditText", (150, 860, 450, 1020), click=True, editable=True, focused=focus == "h", res="android:id/input_hour"),
            e(":", None, "TextView", (450, 860, 510, 1020), res="android:id/input_separator"),
            e(mm, None, "EditText", (510, 860, 810, 1020), click=True, editable=True, focused=focus == "m", res="android:id/input_minute"),
            e("hour", None, "TextView", (150, 1030, 450, 1080), res="android:id/label_hour"),
            e("minute", None, "TextView", (510, 1030, 810, 1080), res="android:id/label_minute"),
            e(None, "Switch to clock mode for the time input.", "ImageButton", (110, 1160, 230, 1280), click=True, res="android:id/toggle_mode"),
            e("Cancel", None, "Button", (560, 1170, 760, 1270), click=True, res="android:id/button2"),
            e("OK", None, "Button", (780, 1170, 960, 1270), click=True, res="android:id/button1"),
        ]

    fri = ("Friday, March 14", [("Lunch with Omar", "12:30 - 13:30", "Café Lindgren"), ("Gym", "18:00 - 19:00", "")])
    mon = ("Monday, March 17", [("Sprint planning", "09:30 - 10:30", "Room 2A")])
    tue0 = ("Tuesday, March 18", [("Team sync", "10:00 - 10:30", "Room 4B"), ("Pick up dry cleaning", "17:00 - 17:15", "")])
    tue1 = ("Tuesday, March 18", [("Team sync", "10:00 - 10:30", "Room 4B"), ("Quarterly tax review", "14:00 - 15:30", ""),
                                  ("Pick up dry cleaning", "17:00 - 17:15", "")])
    tue2 = ("Tuesday, March 18", [("Quarterly tax review", "14:00 - 15:30", ""), ("Pick up dry cleaning", "17:00 - 17:15", "")])
    thu = ("Thursday, March 20", [("Haircut", "16:00 - 16:45", "Barber & Co")])
    sat = ("Saturday, March 22", [("Car service", "09:00 - 10:00", "Autohaus Meyer")])

    title = "Quarterly tax review"
    s0 = event_list("13:12", [fri, mon, tue0, thu, sat])
    s1 = editor("13:12", "New Event", "", "", "", "Fri, Mar 14, 2025", "14:00", "Fri, Mar 14, 2025", "15:00", False)
    s2 = editor("13:13", "New Event", title, "", "", "Fri, Mar 14, 2025", "14:00", "Fri, Mar 14, 2025", "15:00", False)
    s3 = date_picker("13:13", s2, 14)
    s4 = date_picker("13:13", s2, 18)
    s5 = editor("13:13", "New Event", title, "", "", "Tue, Mar 18, 2025", "14:00", "Tue, Mar 18, 2025", "15:00", False)
    s6 = time_dialog(s5, "15", "00", "h")
    s7 = time_dialog(s5, "15", "30", "m")
    s8 = editor("13:14", "New Event", title, "", "", "Tue, Mar 18, 2025", "14:00", "Tue, Mar 18, 2025", "15:30", False)
    s9 = event_list("13:14", [fri, mon, tue1, thu, sat])
    s10 = editor("13:15", "Edit Event", "Team sync", "Room 4B", "Weekly status with design and backend",
                 "Tue, Mar 18, 2025", "10:00", "Tue, Mar 18, 2025", "10:30", True)
    s11 = s10 + [
        e("Are you sure you want to proceed with the deletion?", None, "TextView", (110, 1000, 970, 1140), res=r("confirm_dialog_message")),
        e("No", None, "Button", (560, 1180, 760, 1280), click=True, res="android:id/button2"),
        e("Yes", None, "Button", (780, 1180, 960, 1280), click=True, res="android:id/button1")]
    s12 = event_list("13:15", [fri, mon, tue2, thu, sat])
    turns = [
        (droid("click", index=ix(s0, "New Event")), show(s1)),
        (droid("input_text", text=title, index=ix(s1, "Title")), show(s2)),
        (droid("click", index=ix(s2, "Fri, Mar 14, 2025")), show(s3)),
        (droid("click", index=ix(s3, "18")), show(s4)),
        (droid("click", index=ix(s4, "OK")), show(s5)),
        (droid("click", index=ix(s5, "15:00")), show(s6)),
        (droid("input_text", text="30", index=ix(s6, "00")), show(s7)),
        (droid("click", index=ix(s7, "OK")), show(s8)),
        (droid("click", index=ix(s8, "Save")), show(s9)),
        (droid("click", index=ix(s9, "Team sync")), show(s10)),
        (droid("click", index=ix(s10, "Delete")), show(s11)),
        (droid("click", index=ix(s11, "Yes")), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-04", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 05 Settings (mainstream) - BAD: Dark theme, switched on in turn 2 and confirmed in turns 3-4, reads off.
# ---------------------------------------------------------------------------------------------------------
def t05(rs: RowSet) -> None:
    P = "com.android.settings"
    e = partial(el, pkg=P)
    goal = "Turn on Dark theme, set the screen timeout to 2 minutes, and show the battery percentage in the status bar."

    def head(title: str) -> Scr:
        return [e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
                e(title, None, "TextView", (63, 300, 1017, 420), res=f"{P}:id/collapsing_toolbar"),
                e(None, "Search settings", "TextView", (933, 130, 1080, 277), click=True, res=f"{P}:id/search_action_bar"),
                e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 440, 1080, 2340), scroll=True, res=f"{P}:id/recycler_view")]

    def main(clock: str) -> Scr:
        items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", "78%"), ("Storage", "31% used - 88.3 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                 ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid"),
                 ("Accessibility", "Display, interaction, audio"), ("Security & privacy", "App security, device lock, permissions")]
        out = bar(clock, 78) + [
            e("Settings", None, "TextView", (63, 170, 700, 290), res=f"{P}:id/homepage_title"),
            e(None, "Search settings", "TextView", (42, 320, 1038, 460), click=True, res=f"{P}:id/search_action_bar"),
            e(None, "Profile picture, double tap to open Google Account", "ImageView", (900, 150, 1017, 267), click=True,
              res=f"{P}:id/account_avatar"),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 480, 1080, 2340), scroll=True, res=f"{P}:id/recycler_view")]
        for i, (t, s) in enumerate(items):
            y = 500 + i * 166
            out.append(e(t, None, "TextView", (189, y + 28, 1017, y + 92), click=True, res="android:id/title"))
            out.append(e(s, None, "TextView", (189, y + 92, 1017, y + 140), res="android:id/summary"))
        return out

    def display(clock: str, dark: bool, timeout: str) -> Scr:
        out = bar(clock, 78) + head("Display")
        rows: list[tuple[str, str | None, bool | None]] = [
            ("Brightness", None, None), ("Brightness level", "42%", None), ("Adaptive brightness", "Optimizes brightness for your surroundings", True),
            ("Lock display", None, None), ("Lock screen", "Show all notification content", None),
            ("Screen timeout", f"After {timeout} of inactivity", None),
            ("Appearance", None, None),
            ("Dark theme", "Will never turn off automatically" if dark else "Will never turn on automatically", dark),
            ("Font size and text", "Default", None), ("Display size", "Default", None),
            ("Other display controls", None, None), ("Auto-rotate screen", "On - Face-based", None), ("Screen saver", "Clock", None)]
        y = 450
        for t, s, sw in rows:
            if s is None:
                out.append(e(t, None, "TextView", (189, y + 20, 1017, y + 80), res="android:id/title"))
                y += 100
                continue
            out.append(e(t, None, "TextView", (189, y + 20, 860, y + 84), click=True, res="android:id/title"))
            out.append(e(s, None, "TextView", (189, y + 84, 860, y + 134), res="android:id/summary"))
            if sw is not None:
                out.append(e(None, None, "Switch", (890, y + 40, 1017, y + 120), click=True, checkable=True, checked=sw,
                             res="android:id/switch_widget"))
            y += 150
        return out

    def timeout_page(clock: str, sel: str) -> Scr:
        out = bar(clock, 78) + head("Screen timeout")
        for i, opt in enumerate(["15 seconds", "30 seconds", "1 minute", "2 minutes", "5 minutes", "10 minutes", "30 minutes"]):
            y = 450 + i * 140
            out.append(e(opt, None, "TextView", (189, y + 40, 1017, y + 100), click=True, res="android:id/title"))
            out.append(e(None, None, "RadioButton", (63, y + 30, 147, y + 110), click=True, checkable=True, checked=opt == sel,
                         res="android:id/checkbox"))
        out += [e("Screen attention", None, "TextView", (189, 1460, 1017, 1520), res="android:id/title"),
                e("Screen attention", None, "TextView", (189, 1540, 860, 1604), click=True, res="android:id/title"),
                e("Screen won't turn off if you're looking at it", None, "TextView", (189, 1604, 860, 1700), res="android:id/summary"),
                e(None, None, "Switch", (890, 1570, 1017, 1650), click=True, checkable=True, checked=False, res="android:id/switch_widget"),
                e("Longer screen timeout settings use more battery.", None, "TextView", (63, 1760, 1017, 1860), res="android:id/title")]
        return out

    def dark_page(clock: str) -> Scr:
        return bar(clock, 78) + head("Dark theme") + [
            e("Use Dark theme", None, "TextView", (84, 470, 860, 560), res=f"{P}:id/switch_text"),
            e(None, None, "Switch", (890, 470, 1017, 560), click=True, checkable=True, checked=True, res="android:id/switch_widget"),
            e("Schedule", None, "TextView", (189, 620, 1017, 684), click=True, res="android:id/title"),
            e("None", None, "TextView", (189, 684, 1017, 734), res="android:id/summary"),
            e("Dark theme uses a black background to help keep battery alive longer on some screens. Dark theme schedules "
              "wait to turn on until your screen is off.", None, "TextView", (63, 800, 1017, 1000), res="android:id/title")]

    def battery(clock: str, pct: bool) -> Scr:
        out = bar(clock, 78, pct=pct) + head("Battery") + [
            e("78%", None, "TextView", (63, 470, 500, 600), res=f"{P}:id/usage_summary"),
            e("About 15 hr left", None, "TextView", (63, 600, 800, 660), res=f"{P}:id/summary1"),
            e("Battery usage", None, "TextView", (189, 740, 1017, 804), click=True, res="android:id/title"),
            e("View usage for past 24 hours", None, "TextView", (189, 804, 1017, 854), res="android:id/summary"),
            e("Battery Saver", None, "TextView", (189, 900, 1017, 964), click=True, res="android:id/title"),
            e("Off", None, "TextView", (189, 964, 1017, 1014), res="android:id/summary"),
            e("Adaptive preferences", None, "TextView", (189, 1060, 1017, 1124), click=True, res="android:id/title"),
            e("Adaptive Battery and Adaptive Charging", None, "TextView", (189, 1124, 1017, 1174), res="android:id/summary"),
            e("Battery percentage", None, "TextView", (189, 1220, 860, 1284), click=True, res="android:id/title"),
            e("Show battery percentage in status bar", None, "TextView", (189, 1284, 860, 1334), res="android:id/summary"),
            e(None, None, "Switch", (890, 1240, 1017, 1320), click=True, checkable=True, checked=pct, res="android:id/switch_widget"),
        ]
        return out

    s0 = main("11:02")
    s1 = display("11:02", False, "30 seconds")
    s2 = display("11:02", True, "30 seconds")
    s3 = dark_page("11:03")
    s4 = display("11:03", True, "30 seconds")
    s5 = timeout_page("11:03", "30 seconds")
    s6 = timeout_page("11:03", "2 minutes")
    s7 = display("11:04", False, "2 minutes")  # drift: Dark theme switch/summary back to off with no action
    s8 = main("11:04")
    s9 = battery("11:04", False)
    s10 = battery("11:05", True)
    turns = [
        (droid("click", index=ix(s0, "Display")), show(s1)),
        (droid("click", index=ix(s1, "Dark theme") + 2), show(s2)),
        (droid("click", index=ix(s2, "Dark theme")), show(s3)),
        (droid("navigate_back"), show(s4)),
        (droid("click", index=ix(s4, "Screen timeout")), show(s5)),
        (droid("click", index=ix(s5, "2 minutes")), show(s6)),
        (droid("navigate_back"), show(s7)),
        (droid("navigate_back"), show(s8)),
        (droid("click", index=ix(s8, "Battery")), show(s9)),
        (droid("click", index=ix(s9, "Battery percentage") + 2), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-05", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=7, kind="Dark theme toggle reads off again with no action after it was turned on")


# ---------------------------------------------------------------------------------------------------------
# 06 Broccoli (less common) - CLEAN: new recipe inserted alphabetically, search filter, favourite toggled.
# ---------------------------------------------------------------------------------------------------------
def t06(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    e, r = partial(el, pkg=P), rid(P)
    goal = ("In Broccoli, add a recipe 'Lentil Soup' (4 servings, 45 min) with its ingredients and directions, then "
            "mark 'Thai Green Curry' as a favorite.")
    recipes = {
        "Banana Bread": "Moist loaf with walnuts, uses 3 overripe bananas",
        "Chickpea Curry": "Weeknight curry with spinach and coconut milk",
        "Greek Salad": "Tomatoes, cucumber, feta, olives",
        "Overnight Oats": "Prep the night before, 5 minutes",
        "Shakshuka": "Eggs poached in a spiced tomato sauce",
        "Thai Green Curry": "Chicken, bamboo shoots, Thai basil",
    }
    ingredients = "1 cup red lentils\n1 onion, diced\n2 carrots, diced\n4 cups vegetable broth\n1 tsp ground cumin"
    directions = "Sauté onion and carrots in olive oil. Add lentils, cumin and broth. Simmer 25 minutes, then blend half."

    def listing(clock: str, names: list[str], query: str | None = None) -> Scr:
        out = bar(clock, 66) + [e(None, "Open navigation drawer", "ImageButton", (0, 130, 147, 277), click=True)]
        if query is None:
            out += [e("Recipes", None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
                    e(None, "Search", "TextView", (933, 130, 1080, 277), click=True, res=r("action_search"))]
        else:
            out += [e(query or None, None, "EditText", (189, 150, 933, 260), click=True, editable=True, focused=True, hint="Search",
                      res=r("search_src_text")),
                    e(None, "Clear query", "ImageView", (933, 150, 1060, 260), click=True, res=r("search_close_btn"))]
        out.append(e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2340), scroll=True, res=r("recycler_view")))
        for i, n in enumerate(names):
            y = 300 + i * 250
            out.append(e(None, None, "ImageView", (42, y + 20, 262, y + 230), res=r("card_image")))
            out.append(e(n, None, "TextView", (290, y + 40, 1040, y + 110), click=True, res=r("card_title")))
            if recipes.get(n):
                out.append(e(recipes[n], None, "TextView", (290, y + 115, 1040, y + 210), res=r("card_description")))
        out.append(e(None, "Add recipe", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("fab")))
        return out

    def form(clock: str, vals: dict[str, str], focus: str) -> Scr:
        out = bar(clock, 66) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("New recipe", None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
            e(None, "Save", "TextView", (933, 130, 1080, 277), click=True, res=r("action_save")),
            e(None, "Add image", "ImageView", (0, 290, 1080, 700), click=True, res=r("edit_image")),
        ]
        y = 730
        for hint in ["Title", "Categories", "Servings", "Preparation time", "Source", "Description", "Ingredients", "Directions"]:
            v = vals.get(hint)
            lines = v.count("\n") + 1 if v else 1
            h = 110 + 55 * (lines - 1)
            if hint == "Categories":
                out.append(e("Categories", None, "TextView", (42, y, 1040, y + h), click=True, res=r("edit_categories")))
            else:
                out.append(e(v or None, None, "EditText", (42, y, 1040, y + h), click=True, editable=True, focused=hint == focus,
                             hint=hint, res=r("edit_" + hint.lower().replace(" ", "_"))))
            y += h + 20
        return out

    def detail(clock: str, name: str, servings: str, time: str, descr: str, ing: list[str], dirs: str, fav: bool) -> Scr:
        out = bar(clock, 66) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e(None, "Remove from favorites" if fav else "Add to favorites", "TextView", (639, 130, 786, 277), click=True,
              checkable=True, checked=fav, res=r("action_favorite")),
            e(None, "Edit", "TextView", (786, 130, 933, 277), click=True, res=r("action_edit")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, None, "ImageView", (0, 290, 1080, 800), res=r("recipe_image")),
            e(name, None, "TextView", (42, 830, 1040, 930), res=r("recipe_title")),
        ]
        if descr:
            out.append(e(descr, None, "TextView", (42, 930, 1040, 990), res=r("recipe_description")))
        out += [e(servings, None, "TextView", (126, 1020, 480, 1080), res=r("recipe_servings")),
                e(time, None, "TextView", (620, 1020, 1040, 1080), res=r("recipe_preparation_time")),
                e("Ingredients", None, "TextView", (42, 1120, 1040, 1190))]
        y = 1200
        for line in ing:
            out.append(e(line, None, "TextView", (84, y, 1040, y + 60), res=r("ingredient_text")))
            y += 66
        out += [e("Directions", None, "TextView", (42, y + 20, 1040, y + 90)),
                e(dirs, None, "TextView", (84, y + 100, 1040, y + 260), res=r("directions_text"))]
        return out

    names0 = sorted(recipes)
    names1 = sorted([*recipes, "Lentil Soup"])
    v = {"Title": "Lentil Soup"}
    s0 = listing("18:05", names0)
    s1 = form("18:05", {}, "Title")
    s2 = form("18:05", dict(v), "Title")
    v["Servings"] = "4"
    s3 = form("18:06", dict(v), "Servings")
    v["Preparation time"] = "45 min"
    s4 = form("18:06", dict(v), "Preparation time")
    v["Ingredients"] = ingredients
    s5 = form("18:07", dict(v), "Ingredients")
    v["Directions"] = directions
    s6 = form("18:08", dict(v), "Directions")
    s7 = detail("18:08", "Lentil Soup", "4", "45 min", "", ingredients.split("\n"), directions, False)
    s8 = listing("18:08", names1)
    s9 = listing("18:09", names1, "")
    s10 = listing("18:09", ["Chickpea Curry", "Thai Green Curry"], "curry")
    curry_ing = ["400 g chicken thigh", "1 can coconut milk (400 ml)", "3 tbsp green curry paste", "1 cup bamboo shoots",
                 "1 tbsp fish sauce", "1 handful Thai basil"]
    curry_dirs = "Fry the curry paste in a little coconut cream, add chicken, then the rest of the milk, bamboo shoots and fish sauce. Simmer 15 minutes; finish with basil."
    s11 = detail("18:09", "Thai Green Curry", "3", "35 min", recipes["Thai Green Curry"], curry_ing, curry_dirs, False)
    s12 = detail("18:10", "Thai Green Curry", "3", "35 min", recipes["Thai Green Curry"], curry_ing, curry_dirs, True)
    turns = [
        (droid("click", index=ix(s0, "Add recipe")), show(s1)),
        (droid("input_text", text="Lentil Soup", index=ix(s1, "Title")), show(s2)),
        (droid("input_text", text="4", index=ix(s2, "Servings")), show(s3)),
        (droid("input_text", text="45 min", index=ix(s3, "Preparation time")), show(s4)),
        (droid("input_text", text=ingredients, index=ix(s4, "Ingredients")), show(s5)),
        (droid("input_text", text=directions, index=ix(s5, "Directions")), show(s6)),
        (droid("click", index=ix(s6, "Save")), show(s7)),
        (droid("navigate_back"), show(s8)),
        (droid("click", index=ix(s8, "Search")), show(s9)),
        (droid("input_text", text="curry", index=ix(s9, "Search")), show(s10)),
        (droid("click", index=ix(s10, "Thai Green Curry")), show(s11)),
        (droid("click", index=ix(s11, "Add to favorites")), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-06", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 07 Files (mainstream) - BAD: the size of invoice_march.pdf differs in the move picker with no write.
# ---------------------------------------------------------------------------------------------------------
def t07(rs: RowSet) -> None:
    P = "com.google.android.documentsui"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Files, delete setup_tmp.apk from Downloads and move invoice_march.pdf from Downloads to Documents/Invoices."
    files = [("invoice_march.pdf", "Mar 11", "248 kB"), ("IMG_20250309_181204.jpg", "Mar 9", "3.2 MB"),
             ("boarding_pass_LH431.pdf", "Mar 7", "96 kB"), ("setup_tmp.apk", "Mar 2", "14.8 MB"),
             ("podcast_ep112.mp3", "Feb 27", "41.6 MB"), ("lease_renewal_2025.docx", "Feb 20", "58 kB"),
             ("recipes.zip", "Feb 14", "2.1 MB")]
    after_delete = [f for f in files if f[0] != "setup_tmp.apk"]

    def items(rows: list[tuple[str, str, str | None]], sel: str | None = None, enabled: bool = True, y0: int = 300) -> Scr:
        out: Scr = [e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, y0 - 10, 1080, 2200), scroll=True, res=r("dir_list"))]
        for i, (name, date, size) in enumerate(rows):
            y = y0 + i * 190
            out.append(e(None, "Selected" if name == sel else None, "ImageView", (42, y + 45, 142, y + 145), res=r("icon_mime")))
            out.append(e(name, None, "TextView", (189, y + 30, 1040, y + 100), click=enabled, long_click=enabled, selected=name == sel,
                         enabled=enabled, res="android:id/title"))
            out.append(e(date, None, "TextView", (189, y + 110, 500, y + 160), enabled=enabled, res=r("date")))
            if size:
                out.append(e(size, None, "TextView", (520, y + 110, 800, y + 160), enabled=enabled, res=r("size")))
        return out

    def browse(clock: str, rows: list[tuple[str, str, str | None]], sel: str | None = None) -> Scr:
        if sel:
            top = [e(None, "Done", "ImageView", (0, 130, 147, 277), click=True, res=r("action_mode_close_button")),
                   e("1 selected", None, "TextView", (189, 165, 600, 245), res=r("action_bar_title")),
                   e(None, "Share", "TextView", (639, 130, 786, 277), click=True, res=r("action_menu_share")),
                   e(None, "Delete", "TextView", (786, 130, 933, 277), click=True, res=r("action_menu_delete")),
                   e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True)]
        else:
            top = [e(None, "Show roots", "ImageButton", (0, 130, 147, 277), click=True),
                   e("Downloads", None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
                   e(None, "Search", "TextView", (786, 130, 933, 277), click=True, res=r("option_menu_search")),
                   e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True)]
        return bar(clock, 57) + top + items(rows, sel)

    def picker(clock: str, title: str, rows: list[tuple[str, str, str | None]], folders: set[str]) -> Scr:
        out = bar(clock, 57) + [
            e(None, "Show roots", "ImageButton", (0, 130, 147, 277), click=True),
            e(title, None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e("Move 1 item to…", None, "TextView", (42, 290, 1040, 350), res=r("picker_header")),
        ]
        body = items([(n, d, s) for n, d, s in rows], None, True, 380)
        for x in body:
            if x["text"] and x["resource_name"] == "android:id/title" and x["text"] not in folders:
                x["is_enabled"] = x["is_clickable"] = x["is_long_clickable"] = x["is_focusable"] = False
        out += body
        out += [e("Cancel", None, "Button", (520, 2210, 760, 2320), click=True, res=r("button2")),
                e("Move", None, "Button", (780, 2210, 1040, 2320), click=True, res=r("button1"))]
        return out

    s0 = browse("10:41", files)
    s1 = browse("10:41", files, "setup_tmp.apk")
    s2 = s1 + [e("Delete “setup_tmp.apk”?", None, "TextView", (110, 1050, 970, 1160), res="android:id/message"),
               e("Cancel", None, "Button", (560, 1200, 760, 1300), click=True, res="android:id/button2"),
               e("OK", None, "Button", (780, 1200, 960, 1300), click=True, res="android:id/button1")]
    s3 = browse("10:42", after_delete)
    s4 = browse("10:42", after_delete, "invoice_march.pdf")
    s5 = s4 + [e(x, None, "TextView", (560, 140 + i * 132, 1060, 272 + i * 132), click=True, res=r("title"))
               for i, x in enumerate(["Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename"])]
    drifted = [("invoice_march.pdf", "Mar 11", "284 kB")] + after_delete[1:]  # drift: 248 kB -> 284 kB, nothing wrote to it
    s6 = picker("10:42", "Downloads", drifted, set())
    s7 = bar("10:43", 57) + [
        e("Files", None, "TextView", (42, 150, 700, 240), res=r("drawer_title")),
        e(None, None, "android.widget.ListView", (0, 260, 860, 2340), scroll=True, res=r("roots_list")),
    ] + [e(n, None, "TextView", (147, 290 + i * 150, 820, 360 + i * 150), click=True, selected=n == "Downloads", res="android:id/title")
         for i, n in enumerate(["Recent", "Images", "Videos", "Audio", "Documents", "Downloads"])] + [
        e("Pixel 6", None, "TextView", (147, 1240, 820, 1310), click=True, res="android:id/title"),
        e("88.3 GB free", None, "TextView", (147, 1310, 820, 1360), res="android:id/summary")]
    root = [(n, d, None) for n, d in [("Alarms", "Jan 5"), ("Android", "Mar 12"), ("DCIM", "Mar 9"), ("Documents", "Mar 10"),
                                      ("Download", "Mar 12"), ("Movies", "Jan 5"), ("Music", "Feb 27"), ("Notifications", "Jan 5"),
                                      ("Pictures", "Mar 11"), ("Podcasts", "Jan 5"), ("Recordings", "Feb 2")]]
    s8 = picker("10:43", "Pixel 6", root, {n for n, _, _ in root})
    docs = [("Invoices", "Mar 1", None), ("Receipts", "Mar 10", None), ("Taxes 2024", "Feb 26", None), ("resume_2025.pdf", "Jan 30", "182 kB")]
    s9 = picker("10:43", "Documents", docs, {"Invoices", "Receipts", "Taxes 2024"})
    inv = [("invoice_february.pdf", "Feb 28", "240 kB"), ("invoice_january.pdf", "Jan 31", "231 kB")]
    s10 = picker("10:43", "Invoices", inv, set())
    s11 = browse("10:44", after_delete[1:])
    turns = [
        (droid("long_press", index=ix(s0, "setup_tmp.apk")), show(s1)),
        (droid("click", index=ix(s1, "Delete")), show(s2)),
        (droid("click", index=ix(s2, "OK")), show(s3)),
        (droid("long_press", index=ix(s3, "invoice_march.pdf")), show(s4)),
        (droid("click", index=ix(s4, "More options")), show(s5)),
        (droid("click", index=ix(s5, "Move to…")), show(s6)),
        (droid("click", index=ix(s6, "Show roots")), show(s7)),
        (droid("click", index=ix(s7, "Pixel 6")), show(s8)),
        (droid("click", index=ix(s8, "Documents")), show(s9)),
        (droid("click", index=ix(s9, "Invoices")), show(s10)),
        (droid("click", index=ix(s10, "Move")), show(s11)),
    ]
    rs.add(task=TASK, tid="h18-android-07", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=6, kind="file size differs between two listings of the same folder with no write (248 kB vs 284 kB)")


# ---------------------------------------------------------------------------------------------------------
# 08 OsmAnd (less common) - BAD: the Hiking group count falls back to 3 although it lists the 4 favourites.
# ---------------------------------------------------------------------------------------------------------
def t08(rs: RowSet) -> None:
    P = "net.osmand"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In OsmAnd, save the parking spot at the map centre (Mount Si Road) as a favourite named 'Trailhead parking' in the Hiking group."

    def map_base(clock: str) -> Scr:
        return bar(clock, 88) + [
            e(None, None, "android.view.SurfaceView", (0, 0, 1080, 2400), click=True, long_click=True, res=r("MapView")),
            e(None, "Search", "ImageButton", (42, 130, 168, 256), click=True, res=r("map_search_button")),
            e(None, "Compass", "ImageButton", (42, 280, 168, 406), click=True, res=r("map_compass_button")),
            e(None, "Configure map", "ImageButton", (912, 130, 1038, 256), click=True, res=r("map_layers_button")),
            e("500 m", None, "TextView", (42, 1880, 260, 1930), res=r("map_ruler_text")),
            e(None, "Zoom in", "ImageButton", (912, 1500, 1038, 1626), click=True, res=r("map_zoom_in_button")),
            e(None, "Zoom out", "ImageButton", (912, 1640, 1038, 1766), click=True, res=r("map_zoom_out_button")),
            e(None, "My location", "ImageButton", (912, 1800, 1038, 1926), click=True, res=r("map_my_location_button")),
            e(None, "Menu", "ImageButton", (42, 2150, 168, 2276), click=True, res=r("map_menu_button")),
            e(None, "Navigation", "ImageButton", (200, 2150, 326, 2276), click=True, res=r("map_route_info_button")),
        ]

    def card(clock: str, title: str, sub: str, fav: bool) -> Scr:
        out = map_base(clock) + [
            e(title, None, "TextView", (42, 1420, 900, 1500), res=r("context_menu_line1")),
            e(sub, None, "TextView", (42, 1500, 900, 1560), res=r("context_menu_line2")),
            e("47.48788, -121.72335", None, "TextView", (42, 1570, 700, 1620), click=True, res=r("context_menu_coordinates")),
            e("43.1 km", None, "TextView", (760, 1570, 1038, 1620), res=r("distance")),
        ]
        for i, b in enumerate(["Edit" if fav else "Add", "Marker", "Share", "Actions"]):
            out.append(e(b, None, "TextView", (42 + i * 250, 1660, 270 + i * 250, 1780), click=True, res=r("context_menu_top_button")))
        out.append(e("Directions", None, "Button", (42, 1810, 1038, 1930), click=True, res=r("context_menu_route_button")))
        return out

    def add_fav(clock: str, name: str, group: str) -> Scr:
        out = bar(clock, 88) + [
            e(None, "Close", "ImageButton", (0, 130, 147, 277), click=True),
            e("Add favorite", None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
            e(name, None, "EditText", (42, 320, 1038, 440), click=True, editable=True, focused=True, hint="Name", res=r("name_edit")),
            e(None, None, "EditText", (42, 460, 1038, 580), click=True, editable=True, hint="Description", res=r("description_edit")),
            e("Mount Si Road, North Bend", None, "EditText", (42, 600, 1038, 720), click=True, editable=True, hint="Address", res=r("address_edit")),
            e("Group", None, "TextView", (42, 760, 600, 820)),
        ]
        for i, (g, n) in enumerate([("Favorites", "2"), ("Food", "5"), ("Hiking", "3")]):
            x = 42 + i * 250
            out.append(e(g, None, "TextView", (x, 840, x + 230, 900), click=True, selected=g == group, res=r("groupName")))
            out.append(e(n, None, "TextView", (x, 900, x + 230, 950), selected=g == group, res=r("groupCount")))
        out += [e("Add group", None, "TextView", (792, 840, 1038, 950), click=True, res=r("groupName")),
                e("Icon", None, "TextView", (42, 1000, 600, 1060)),
                e(None, "Parking", "ImageView", (42, 1080, 170, 1208), click=True, selected=True, res=r("icon")),
                e(None, "Hiking", "ImageView", (190, 1080, 318, 1208), click=True, res=r("icon")),
                e("Color", None, "TextView", (42, 1250, 600, 1310)),
                e("Shape", None, "TextView", (42, 1450, 600, 1510)),
                e("Cancel", None, "Button", (42, 2180, 520, 2300), click=True, res=r("dismiss_button")),
                e("Save", None, "Button", (560, 2180, 1038, 2300), click=True, res=r("right_bottom_button"))]
        return out

    hiking = [("Little Si trailhead", "42.6 km"), ("Rattlesnake Lake", "46.9 km"), ("Tiger Mountain TH", "31.2 km"),
              ("Trailhead parking", "43.1 km")]

    def places(clock: str, hiking_count: str, expanded: bool) -> Scr:
        out = bar(clock, 88) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("My places", None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
            e(None, "Search", "TextView", (933, 130, 1080, 277), click=True),
            e("Favorites", None, "TextView", (0, 290, 540, 400), click=True, selected=True, res=r("tab_title")),
            e("Tracks", None, "TextView", (540, 290, 1080, 400), click=True, res=r("tab_title")),
            e(None, None, "android.widget.ExpandableListView", (0, 410, 1080, 2340), scroll=True, res=r("favourites_list")),
        ]
        y = 420
        for g, n in [("Favorites", "2"), ("Food", "5"), ("Hiking", hiking_count)]:
            out.append(e(g, None, "TextView", (147, y + 40, 800, y + 110), click=True, res=r("title")))
            out.append(e(n, None, "TextView", (820, y + 40, 1000, y + 110), res=r("count")))
            y += 150
            if g == "Hiking" and expanded:
                for name, dist in hiking:
                    out.append(e(name, None, "TextView", (189, y + 20, 1000, y + 85), click=True, res=r("favourite_label")))
                    out.append(e(f"Hiking · {dist}", None, "TextView", (189, y + 85, 1000, y + 135), res=r("distance")))
                    y += 160
        return out

    s0 = map_base("7:48")
    s1 = card("7:48", "Mount Si Road", "Road · North Bend, Washington", False)
    s2 = add_fav("7:48", "Mount Si Road", "Favorites")
    s3 = add_fav("7:49", "Trailhead parking", "Favorites")
    s4 = add_fav("7:49", "Trailhead parking", "Hiking")
    s5 = card("7:49", "Trailhead parking", "Hiking · Mount Si Road, North Bend", True)
    s6 = map_base("7:50") + [
        e(x, None, "TextView", (147, 300 + i * 150, 860, 380 + i * 150), click=True, res=r("title"))
        for i, x in enumerate(["My places", "Search", "Directions", "Configure map", "Configure screen", "Plugins",
                               "Maps & resources", "Trip recording", "Plan a route", "Settings", "Help & feedback"])]
    s7 = places("7:50", "4", False)
    s8 = places("7:50", "4", True)
    s9 = card("7:51", "Trailhead parking", "Hiking · Mount Si Road, North Bend", True)
    s10 = places("7:51", "3", True)  # drift: Hiking count back to 3 while 4 favourites are listed under it
    tracks = [("rec", "Folder · 3 tracks"), ("2025-03-08_Mount_Si.gpx", "12.4 km · 4:41 · ↑ 1,010 m"),
              ("Rattlesnake_Ledge.gpx", "6.6 km · 2:12 · ↑ 352 m"), ("Tiger_3_loop.gpx", "9.8 km · 3:20 · ↑ 640 m")]
    s11 = bar("7:51", 88) + [
        e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
        e("My places", None, "TextView", (189, 165, 700, 245), res=r("toolbar_title")),
        e(None, "Search", "TextView", (933, 130, 1080, 277), click=True),
        e("Favorites", None, "TextView", (0, 290, 540, 400), click=True, res=r("tab_title")),
        e("Tracks", None, "TextView", (540, 290, 1080, 400), click=True, selected=True, res=r("tab_title")),
        e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 410, 1080, 2340), scroll=True, res=r("recycler_view")),
    ] + [x for i, (t, s) in enumerate(tracks) for x in (
        e(t, None, "TextView", (189, 440 + i * 170, 1000, 505 + i * 170), click=True, res=r("title")),
        e(s, None, "TextView", (189, 505 + i * 170, 1000, 555 + i * 170), res=r("description")))]
    turns = [
        (droid("long_press", x=540, y=1180), show(s1)),
        (droid("click", index=ix(s1, "Add")), show(s2)),
        (droid("input_text", text="Trailhead parking", index=ix(s2, "Name")), show(s3)),
        (droid("click", index=ix(s3, "Hiking")), show(s4)),
        (droid("click", index=ix(s4, "Save")), show(s5)),
        (droid("click", index=ix(s5, "Menu")), show(s6)),
        (droid("click", index=ix(s6, "My places")), show(s7)),
        (droid("click", index=ix(s7, "Hiking")), show(s8)),
        (droid("click", index=ix(s8, "Trailhead parking")), show(s9)),
        (droid("navigate_back"), show(s10)),
        (droid("click", index=ix(s10, "Tracks")), show(s11)),
    ]
    rs.add(task=TASK, tid="h18-android-08", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=10, kind="favourite group count reverts to 3 after the add although it showed 4 and lists 4 items")


# ---------------------------------------------------------------------------------------------------------
# 09 Messages (mainstream) - CLEAN: sent replies, delivery status, incoming messages, relative times ageing,
# conversation list re-ordered by recency, unread markers cleared by opening.
# ---------------------------------------------------------------------------------------------------------
def t09(rs: RowSet) -> None:
    P = "com.google.android.apps.messaging"
    e, r = partial(el, pkg=P), rid(P)
    goal = ("In Messages, answer Jordan Park's question with 'Yes — 10am at the climbing gym', then confirm the "
            "Eastside Dental appointment by replying C.")
    reminder = "Reminder: your appointment is Thu 3/20 at 9:00 AM. Reply C to confirm, R to reschedule."
    confirmed = "Thanks! Your appointment on Thu 3/20 at 9:00 AM is confirmed. Reply STOP to opt out."
    reply = "Yes — 10am at the climbing gym"

    def convs(clock: str, rows: list[tuple[str, str, str, bool]]) -> Scr:
        out = bar(clock, 90, ("Messages notification",) if any(u for *_, u in rows) else ()) + [
            e("Messages", None, "TextView", (63, 150, 600, 250), res=r("toolbar_title")),
            e(None, "Search conversations", "TextView", (786, 130, 933, 270), click=True, res=r("action_zero_state_search")),
            e(None, "Account and settings", "ImageView", (933, 140, 1060, 260), click=True, res=r("selected_account_disc")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2340), scroll=True, res=r("conversation_list")),
        ]
        for i, (name, snip, when, unread) in enumerate(rows):
            y = 300 + i * 210
            out.append(e(None, f"{name} avatar", "ImageView", (42, y + 45, 162, y + 165), res=r("conversation_icon")))
            out.append(e(name, None, "TextView", (200, y + 40, 800, y + 105), click=True, long_click=True, res=r("conversation_name")))
            out.append(e(snip, None, "TextView", (200, y + 110, 980, y + 170), res=r("conversation_snippet")))
            out.append(e(when, None, "TextView", (820, y + 40, 1040, y + 105), res=r("conversation_timestamp")))
            if unread:
                out.append(e(None, "Unread", "ImageView", (1000, y + 120, 1040, y + 160), res=r("unread_indicator")))
        out.append(e("Start chat", None, "Button", (620, 2150, 1038, 2290), click=True, res=r("start_chat_fab")))
        return out

    def thread(clock: str, name: str, items: list[tuple[str, str]], draft: str, unread_left: bool = False) -> Scr:
        out = bar(clock, 90, ("Messages notification",) if unread_left else ()) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e(name, None, "TextView", (189, 165, 640, 245), res=r("conversation_title")),
            e(None, "Voice call", "TextView", (640, 130, 786, 277), click=True, res=r("action_call")),
            e(None, "Video call", "TextView", (786, 130, 933, 277), click=True, res=r("action_video_call")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2050), scroll=True, res=r("message_list")),
        ]
        y = 320
        for kind, text in items:
            if kind == "hdr":
                out.append(e(text, None, "TextView", (300, y, 780, y + 60), res=r("message_date_header")))
                y += 80
            elif kind == "status":
                out.append(e(text, None, "TextView", (500, y, 1040, y + 50), res=r("message_status")))
                y += 70
            else:
                x0, x1 = (42, 760) if kind == "in" else (320, 1038)
                lines = len(text) // 30 + 1
                out.append(e(text, None, "TextView", (x0, y, x1, y + 60 + 55 * lines), long_click=True, res=r("message_text")))
                y += 90 + 55 * lines
        out += [e(None, "Add attachment", "ImageButton", (20, 2080, 140, 2200), click=True, res=r("plus_button")),
                e(draft or None, None, "EditText", (150, 2075, 880, 2205), click=True, editable=True, focused=bool(draft),
                  hint="Text message", res=r("compose_message_text"))]
        if draft:
            out.append(e(None, "Send SMS", "ImageButton", (900, 2080, 1040, 2200), click=True, res=r("send_message_button_icon")))
        else:
            out.append(e(None, "Record voice message", "ImageButton", (900, 2080, 1040, 2200), click=True, res=r("audio_record_button")))
        return out

    jordan0 = [("hdr", "Yesterday · 8:14 PM"), ("in", "Climbing this weekend?"), ("out", "Yes! Saturday works for me"),
               ("in", "Cool, I'll book the wall"), ("hdr", "Today · 9:41 AM"), ("in", "Are we still on for Saturday?")]
    dental0 = [("hdr", "Mon, Mar 3 · 10:05 AM"),
               ("in", "Thanks for booking with Eastside Dental! Your appointment is Thu 3/20 at 9:00 AM."),
               ("hdr", "Today · 7:30 AM"), ("in", reminder)]
    mom = ("Mom", "Don't forget Grandma's birthday is Sunday", "8:12 AM", False)
    rest = [("Lucas Romero", "haha ok see you then", "Tue", False), ("28472", "Your Lyft code is 482913. Don't share it.", "Mon", False),
            ("Aunt Carol", "Photo", "Mar 8", False)]

    s0 = convs("9:43", [("Jordan Park", "Are we still on for Saturday?", "2 min", True), mom,
                        ("Eastside Dental", reminder, "7:30 AM", True), *rest])
    s1 = thread("9:43", "Jordan Park", jordan0, "", True)
    s2 = thread("9:43", "Jordan Park", jordan0, reply, True)
    s3 = thread("9:43", "Jordan Park", [*jordan0, ("out", reply), ("status", "Sending…")], "", True)
    s4 = thread("9:44", "Jordan Park", [*jordan0, ("out", reply), ("status", "9:43 AM · Delivered"), ("in", "👍 see you there"),
                                        ("status", "Now")], "", True)
    s5 = convs("9:44", [("Jordan Park", "👍 see you there", "Now", False), mom, ("Eastside Dental", reminder, "7:30 AM", True), *rest])
    s6 = thread("9:44", "Eastside Dental", dental0, "")
    s7 = thread("9:45", "Eastside Dental", dental0, "C")
    s8 = thread("9:45", "Eastside Dental", [*dental0, ("out", "C"), ("status", "Sending…")], "")
    s9 = thread("9:46", "Eastside Dental", [*dental0, ("out", "C"), ("status", "9:45 AM · Delivered"), ("in", confirmed), ("status", "Now")], "")
    s10 = convs("9:46", [("Eastside Dental", confirmed, "Now", False), ("Jordan Park", "👍 see you there", "2 min", False), mom, *rest])
    turns = [
        (droid("click", index=ix(s0, "Jordan Park")), show(s1)),
        (droid("input_text", text=reply, index=ix(s1, "Text message")), show(s2)),
        (droid("click", index=ix(s2, "Send SMS")), show(s3)),
        (droid("wait"), show(s4)),
        (droid("navigate_back"), show(s5)),
        (droid("click", index=ix(s5, "Eastside Dental")), show(s6)),
        (droid("input_text", text="C", index=ix(s6, "Text message")), show(s7)),
        (droid("click", index=ix(s7, "Send SMS")), show(s8)),
        (droid("wait"), show(s9)),
        (droid("navigate_back"), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-09", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 10 Tasks (less common) - BAD: after re-sorting alphabetically the renamed task shows its old title.
# ---------------------------------------------------------------------------------------------------------
def t10(rs: RowSet) -> None:
    P = "org.tasks"
    e, r = partial(el, pkg=P), rid(P)
    goal = ("In Tasks, rename 'Call plumber' to 'Call plumber about kitchen leak' and give it high priority, mark "
            "'Return library books' as done, then show the list alphabetically and check when 'Renew passport' is due.")
    new_title = "Call plumber about kitchen leak"

    def task_list(clock: str, active: list[tuple[str, str, str]], done: list[tuple[str, str]], expanded: bool,
                  snack: str | None = None) -> Scr:
        out = bar(clock, 71) + [
            e(None, "Open navigation drawer", "ImageButton", (0, 130, 147, 277), click=True),
            e("My Tasks", None, "TextView", (189, 165, 600, 245), res=r("toolbar_title")),
            e(None, "Search", "TextView", (639, 130, 786, 277), click=True, res=r("menu_search")),
            e(None, "Sort", "TextView", (786, 130, 933, 277), click=True, res=r("menu_sort")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2340), scroll=True, res=r("recycler_view")),
        ]
        y = 300
        for title, due, tag in active:
            out += [e(None, f"Complete {title}", "CheckBox", (30, y + 40, 130, y + 140), click=True, checkable=True, res=r("completeBox")),
                    e(title, None, "TextView", (160, y + 30, 1040, y + 95), click=True, long_click=True, res=r("title")),
                    e(due, None, "TextView", (160, y + 100, 420, y + 150), res=r("due_date")),
                    e(tag, None, "TextView", (440, y + 100, 640, y + 150), res=r("chip_text"))]
            y += 190
        out.append(e("Completed", None, "TextView", (42, y + 20, 700, y + 90), click=True, res=r("header_title")))
        out.append(e(str(len(done)), None, "TextView", (720, y + 20, 880, y + 90), res=r("header_count")))
        out.append(e(None, "Collapse" if expanded else "Expand", "ImageView", (920, y + 10, 1040, y + 100), click=True, res=r("header_chevron")))
        y += 110
        if expanded:
            for title, when in done:
                out += [e(None, f"Mark {title} incomplete", "CheckBox", (30, y + 30, 130, y + 130), click=True, checkable=True,
                          checked=True, res=r("completeBox")),
                        e(title, None, "TextView", (160, y + 30, 1040, y + 95), click=True, long_click=True, res=r("title")),
                        e(when, None, "TextView", (160, y + 100, 600, y + 150), res=r("completion_date"))]
                y += 170
        out.append(e(None, "Create new task", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("fab")))
        if snack:
            out += [e(snack, None, "TextView", (63, 2000, 760, 2090), res=r("snackbar_text")),
                    e("Undo", None, "Button", (800, 1995, 1017, 2095), click=True, res=r("snackbar_action"))]
        return out

    def edit(clock: str, title: str, due: str, prio: str, descr: str, tag: str) -> Scr:
        out = bar(clock, 71) + [
            e(None, "Save", "ImageButton", (0, 130, 147, 277), click=True, res=r("menu_save")),
            e(None, "Delete task", "TextView", (786, 130, 933, 277), click=True, res=r("menu_delete")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, "Complete", "CheckBox", (30, 320, 130, 420), click=True, checkable=True, res=r("completeBox")),
            e(title, None, "EditText", (150, 300, 1040, 440), click=True, editable=True, hint="Task name", res=r("title")),
            e("Due date", None, "TextView", (150, 480, 600, 540)),
            e(due, None, "TextView", (150, 540, 1040, 600), click=True, res=r("due_date")),
            e("Priority", None, "TextView", (150, 650, 600, 710)),
        ]
        for i, p in enumerate(["High", "Medium", "Low", "No"]):
            out.append(e(None, f"{p} priority", "RadioButton", (150 + i * 220, 720, 330 + i * 220, 840), click=True, checkable=True,
                         checked=p == prio, res=r(f"priority_{p.lower()}")))
        out += [e(descr or None, None, "EditText", (150, 880, 1040, 1000), click=True, editable=True, hint="Description", res=r("notes")),
                e("My Tasks", None, "TextView", (150, 1040, 1040, 1120), click=True, res=r("list_name")),
                e(tag, None, "TextView", (150, 1160, 400, 1240), click=True, res=r("chip_text")),
                e("When due", None, "TextView", (150, 1280, 1040, 1360), click=True, res=r("reminder_row")),
                e("No start date", None, "TextView", (150, 1400, 1040, 1480), click=True, res=r("start_date")),
                e("Does not repeat", None, "TextView", (150, 1520, 1040, 1600), click=True, res=r("repeat_row")),
                e("Add subtask", None, "TextView", (150, 1640, 1040, 1720), click=True, res=r("add_subtask"))]
        return out

    act0 = [("Call plumber", "Today", "home"), ("Pay electricity bill", "Today", "bills"),
            ("Return library books", "Tomorrow", "errands"), ("Water plants", "Sat", "home"),
            ("Renew passport", "Mar 28", "admin"), ("Book flights to Lisbon", "Apr 2", "travel")]
    done0 = [("Cancel gym trial", "Completed Mar 11"), ("Order birthday gift for Dad", "Completed Mar 10"),
             ("Submit expense report", "Completed Mar 7")]
    act1 = [(new_title, *a[1:]) if a[0] == "Call plumber" else a for a in act0]
    act2 = [a for a in act1 if a[0] != "Return library books"]
    done1 = [("Return library books", "Completed today"), *done0]
    # drift: alphabetical view shows the task under its old title again (rename in turns 2-4, nothing undid it)
    act_alpha = sorted([("Call plumber", "Today", "home") if a[0] == new_title else a for a in act2])
    done_alpha = sorted(done1)

    s0 = task_list("8:02", act0, done0, False)
    s1 = edit("8:02", "Call plumber", "Today", "No", "Sink drips under the cabinet", "home")
    s2 = edit("8:03", new_title, "Today", "No", "Sink drips under the cabinet", "home")
    s3 = edit("8:03", new_title, "Today", "High", "Sink drips under the cabinet", "home")
    s4 = task_list("8:03", act1, done0, False)
    s5 = task_list("8:04", act2, done1, False, "Task completed")
    s6 = task_list("8:04", act2, done1, True)
    s7 = s6 + [e("Sort by", None, "TextView", (63, 1290, 1017, 1370))] + [
        x for i, opt in enumerate(["Start date", "Due date", "Priority", "Alphabetical", "Created", "Modified"]) for x in (
            e(opt, None, "TextView", (190, 1400 + i * 130, 1017, 1480 + i * 130), click=True, res=r("sort_title")),
            e(None, None, "RadioButton", (63, 1390 + i * 130, 163, 1490 + i * 130), click=True, checkable=True, checked=opt == "Due date",
              res=r("sort_radio")))]
    s8 = task_list("8:05", act_alpha, done_alpha, True)
    s9 = edit("8:05", "Renew passport", "Mar 28", "Medium", "Needs a new photo; form DS-82", "admin")
    s10 = s9 + [e("Today", None, "TextView", (90, 640, 330, 720), click=True, res=r("shortcut_today")),
                e("Tomorrow", None, "TextView", (350, 640, 620, 720), click=True, res=r("shortcut_tomorrow")),
                e("Next week", None, "TextView", (640, 640, 940, 720), click=True, res=r("shortcut_next_week")),
                e("No date", None, "TextView", (90, 740, 330, 820), click=True, res=r("no_date")),
                e("Fri, Mar 28", None, "TextView", (90, 860, 990, 960), res=r("current_date")),
                e("March 2025", None, "TextView", (300, 980, 780, 1050))] + [
        e(str(d), f"{d} March 2025", "View", (110 + ((d + 5) % 7) * 125, 1070 + ((d + 5) // 7) * 120,
                                             220 + ((d + 5) % 7) * 125, 1180 + ((d + 5) // 7) * 120),
          click=True, checkable=True, checked=d == 28, selected=d == 28) for d in range(1, 32)] + [
        e("No time", None, "TextView", (90, 1860, 990, 1940), click=True, res=r("no_time")),
        e("Cancel", None, "Button", (560, 1980, 760, 2080), click=True, res="android:id/button2"),
        e("OK", None, "Button", (780, 1980, 960, 2080), click=True, res="android:id/button1")]
    turns = [
        (droid("click", index=ix(s0, "Call plumber")), show(s1)),
        (droid("input_text", text=new_title, index=ix(s1, "Call plumber")), show(s2)),
        (droid("click", index=ix(s2, "High priority")), show(s3)),
        (droid("click", index=ix(s3, "Save")), show(s4)),
        (droid("click", index=ix(s4, "Complete Return library books")), show(s5)),
        (droid("click", index=ix(s5, "Completed")), show(s6)),
        (droid("click", index=ix(s6, "Sort")), show(s7)),
        (droid("click", index=ix(s7, "Alphabetical")), show(s8)),
        (droid("click", index=ix(s8, "Renew passport")), show(s9)),
        (droid("click", index=ix(s9, "Mar 28")), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-10", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=8, kind="renamed task shows its old title again after the list is re-sorted")


# ---------------------------------------------------------------------------------------------------------
# 11 Gmail (mainstream) - CLEAN: two newsletters archived (rows from below scroll in), reply sent (thread jumps
# to the top with a newer time), a new mail arrives meanwhile, unread counts, the Sent folder.
# ---------------------------------------------------------------------------------------------------------
def t11(rs: RowSet) -> None:
    P = "com.google.android.gm"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Gmail, archive both Morning Brew newsletters and reply to Sam Patel's 'Q1 budget draft' with 'Looks good, approved. Thanks Sam!'."
    answer = "Looks good, approved. Thanks Sam!"
    GNOTE = ("Gmail notification",)
    sam0 = ("Sam Patel", "Q1 budget draft", "Hi, attached is v3 of the Q1 budget. Main change is the contractor line…", "9:12 AM", True)
    brew1 = ("Morning Brew", "☕ Fed holds, chips rally", "Good morning. Markets opened higher after…", "6:03 AM", True)
    gh = ("GitHub", "[lumenworks/api] PR #482 merged", "Merged #482 into main. 3 files changed, 41 insertions…", "5:47 AM", False)
    brew2 = ("Morning Brew", "☕ The great egg shortage", "Tuesday edition: why a dozen eggs costs…", "Mar 11", False)
    delta = ("Delta Air Lines", "Your trip confirmation: SEA → JFK", "Confirmation #HX7Q2L · Fri, Mar 21 · DL 2510…", "Mar 10", False)
    nina = ("Nina Alvarez", "Re: Saturday brunch?", "Works for me! 11 at Tilikum Place?", "Mar 9", False)
    goog = ("Google", "Security alert", "A new sign-in on Pixel 6 · alex.kim.dev@gmail.com", "Mar 8", False)
    lnkd = ("LinkedIn", "You appeared in 9 searches this week", "See who's looking at your profile and…", "Mar 7", True)
    mark = ("Mark Ruiz", "Lease renewal — signed copy", "Attached is the countersigned lease for unit 4C…", "Mar 6", False)
    chase = ("Chase", "Your statement is ready", "Your March statement for the card ending in 4417 is ready to view.", "9:30 AM", True)
    sam1 = ("me, Sam Patel 2", "Q1 budget draft", answer, "9:31 AM", False)

    def inbox(clock: str, rows: list[tuple[str, str, str, str, bool]], sel: frozenset[int] | set[int] = frozenset(), snack: str | None = None) -> Scr:
        if sel:
            top = [e(None, "Done", "ImageView", (0, 130, 147, 277), click=True, res=r("action_mode_close_button")),
                   e(str(len(sel)), None, "TextView", (189, 165, 300, 245), res=r("action_bar_title")),
                   e(None, "Archive", "TextView", (492, 130, 639, 277), click=True, res=r("archive")),
                   e(None, "Delete", "TextView", (639, 130, 786, 277), click=True, res=r("delete")),
                   e(None, "Mark as read", "TextView", (786, 130, 933, 277), click=True, res=r("read")),
                   e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True)]
        else:
            top = [e(None, "Open navigation drawer", "ImageButton", (21, 140, 147, 266), click=True),
                   e("Search in mail", None, "TextView", (168, 160, 800, 250), click=True, res=r("open_search_bar_text_view")),
                   e(None, "Account and settings.", "ImageView", (900, 150, 1017, 267), click=True, res=r("selected_account_disc_gmail"))]
        out = bar(clock, 83, GNOTE) + top + [
            e("Primary", None, "TextView", (42, 300, 600, 360), res=r("header_title")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 370, 1080, 2200), scroll=True, res=r("thread_list_view")),
        ]
        for i, (who, subj, snip, when, unread) in enumerate(rows):
            y = 380 + i * 250
            desc = ", ".join(x for x in ["Unread" if unread else "", who, subj, when, snip] if x)
            out.append(e(None, desc, "android.view.View", (0, y, 1080, y + 240), click=True, long_click=True, selected=i in sel,
                         res=r("viewified_conversation_item_view")))
            out.append(e(None, "Selected" if i in sel else who, "ImageView", (42, y + 40, 158, y + 156), click=True, checkable=True,
                         checked=i in sel, res=r("contact_image")))
            out.append(e(who, None, "TextView", (190, y + 30, 800, y + 90), res=r("senders")))
            out.append(e(when, None, "TextView", (820, y + 30, 1040, y + 90), res=r("date")))
            out.append(e(subj, None, "TextView", (190, y + 95, 1040, y + 150), res=r("subject")))
            out.append(e(snip, None, "TextView", (190, y + 150, 1000, y + 205), res=r("snippet")))
            out.append(e(None, "Not starred", "ImageView", (960, y + 140, 1040, y + 220), click=True, checkable=True, res=r("star")))
        out.append(e("Compose", None, "Button", (640, 1980, 1038, 2130), click=True, res=r("compose_button")))
        out += [e("Mail", None, "TextView", (0, 2210, 540, 2340), click=True, selected=True, res=r("navigation_bar_item_label_view")),
                e("Meet", None, "TextView", (540, 2210, 1080, 2340), click=True, res=r("navigation_bar_item_label_view"))]
        if snack:
            out += [e(snack, None, "TextView", (63, 1800, 760, 1890), res=r("snackbar_text")),
                    e("Undo", None, "Button", (800, 1795, 1017, 1895), click=True, res=r("snackbar_action"))]
        return out

    def thread(clock: str, replied: bool) -> Scr:
        out = bar(clock, 83, GNOTE) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e(None, "Archive", "TextView", (492, 130, 639, 277), click=True, res=r("archive")),
            e(None, "Delete", "TextView", (639, 130, 786, 277), click=True, res=r("delete")),
            e(None, "Mark unread", "TextView", (786, 130, 933, 277), click=True, res=r("inside_conversation_unread")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e("Q1 budget draft", None, "TextView", (42, 300, 900, 380), res=r("subject_and_folder_view")),
            e("Inbox", None, "TextView", (42, 390, 200, 440), click=True, res=r("folder_chip")),
            e(None, "Not starred", "ImageView", (960, 300, 1040, 380), click=True, checkable=True, res=r("conversation_header_star")),
            e("Sam Patel", None, "TextView", (190, 480, 700, 540), res=r("sender_name")),
            e("9:12 AM", None, "TextView", (720, 480, 900, 540), res=r("upper_date")),
        ]
        if replied:
            out += [e("Hi, attached is v3 of the Q1 budget. Main change is the contractor line…", None, "TextView", (190, 545, 1040, 600),
                      click=True, res=r("snippet")),
                    e("me", None, "TextView", (190, 660, 700, 720), res=r("sender_name")),
                    e("9:31 AM", None, "TextView", (720, 660, 900, 720), res=r("upper_date")),
                    e("to Sam", None, "TextView", (190, 720, 700, 770), res=r("recipient_summary")),
                    e(answer, None, "TextView", (42, 800, 1040, 880), res=r("message_body")),
                    e("Sent.", None, "TextView", (63, 1800, 760, 1890), res=r("snackbar_text")),
                    e("Undo", None, "Button", (800, 1795, 1017, 1895), click=True, res=r("snackbar_action"))]
        else:
            out += [e("to me", None, "TextView", (190, 545, 700, 595), res=r("recipient_summary")),
                    e("Hi,\n\nattached is v3 of the Q1 budget. Main change is the contractor line: we moved the two QA contractors "
                      "from Q2 into Q1 so the release can ship in March. Total is now $412,800 (was $398,500).\n\nCan you approve by "
                      "Friday?\n\nThanks,\nSam", None, "TextView", (42, 640, 1040, 1240), res=r("message_body")),
                    e("Q1_budget_draft_v3.xlsx", None, "TextView", (84, 1290, 800, 1350), click=True, res=r("attachment_tile_title")),
                    e("48 KB", None, "TextView", (84, 1350, 800, 1400), res=r("attachment_tile_subtitle"))]
        out += [e("Reply", None, "Button", (42, 2150, 360, 2270), click=True, res=r("reply_button")),
                e("Reply all", None, "Button", (380, 2150, 700, 2270), click=True, res=r("reply_all_button")),
                e("Forward", None, "Button", (720, 2150, 1038, 2270), click=True, res=r("forward_button"))]
        return out

    def compose(clock: str, body: str) -> Scr:
        return bar(clock, 83, GNOTE) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("Reply", None, "TextView", (189, 165, 500, 245), res=r("toolbar_title")),
            e(None, "Attach file", "TextView", (639, 130, 786, 277), click=True, res=r("add_attachment")),
            e(None, "Send", "TextView", (786, 130, 933, 277), click=True, res=r("send")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e("From", None, "TextView", (42, 310, 200, 380)),
            e("alex.kim.dev@gmail.com", None, "TextView", (220, 310, 1000, 380), click=True, res=r("from_account_name")),
            e("To", None, "TextView", (42, 420, 200, 490)),
            e("Sam Patel", None, "TextView", (220, 410, 520, 500), click=True, res=r("peoplekit_chip")),
            e("Re: Q1 budget draft", None, "EditText", (42, 520, 1040, 620), click=True, editable=True, hint="Subject", res=r("subject")),
            e(body or None, None, "EditText", (42, 650, 1040, 900), click=True, editable=True, focused=True, hint="Compose email", res=r("wc_body")),
            e("Show quoted text", None, "Button", (42, 920, 500, 1000), click=True, res=r("quoted_text_toggle")),
        ]

    sent = [("To: Sam Patel", "Re: Q1 budget draft", answer, "9:31 AM", False),
            ("To: Nina Alvarez", "Re: Saturday brunch?", "How about 11 on Saturday? I can book a table.", "Mar 9", False),
            ("To: Mark Ruiz", "Lease renewal", "Hi Mark, attached is my signed copy of the renewal…", "Mar 5", False),
            ("To: Dana Whitfield", "Re: Offsite venue", "Let's go with the second option, it's closer to the ferry.", "Mar 4", False)]

    s0 = inbox("9:28", [sam0, brew1, gh, brew2, delta, nina, goog])
    s1 = inbox("9:28", [sam0, brew1, gh, brew2, delta, nina, goog], {1})
    s2 = inbox("9:28", [sam0, brew1, gh, brew2, delta, nina, goog], {1, 3})
    s3 = inbox("9:29", [sam0, gh, delta, nina, goog, lnkd, mark], snack="2 archived")
    s4 = thread("9:29", False)
    s5 = compose("9:30", "")
    s6 = compose("9:30", answer)
    s7 = thread("9:31", True)
    s8 = inbox("9:31", [sam1, chase, gh, delta, nina, goog, lnkd])
    labels = [("All inboxes", ""), ("Primary", "2"), ("Promotions", "14 new"), ("Social", "3 new"), ("Updates", "6 new"),
              ("Starred", ""), ("Snoozed", ""), ("Important", ""), ("Sent", ""), ("Scheduled", ""), ("Outbox", ""),
              ("Drafts", ""), ("All mail", ""), ("Spam", ""), ("Trash", "")]
    s9 = inbox("9:32", [sam1, chase, gh, delta, nina, goog, lnkd]) + [e("Gmail", None, "TextView", (42, 140, 500, 230))] + [
        x for i, (lab, cnt) in enumerate(labels) for x in (
            [e(lab, None, "TextView", (147, 260 + i * 130, 700, 330 + i * 130), click=True, selected=lab == "Primary", res=r("name"))]
            + ([e(cnt, None, "TextView", (720, 260 + i * 130, 880, 330 + i * 130), res=r("unread"))] if cnt else []))]
    s10 = inbox("9:32", sent)
    for x in s10:
        if x["text"] == "Primary":
            x["text"] = "Sent"
    turns = [
        (droid("long_press", index=ix(s0, "Morning Brew", 1) - 2), show(s1)),
        (droid("click", index=ix(s1, "Morning Brew", 2) - 1), show(s2)),
        (droid("click", index=ix(s2, "Archive")), show(s3)),
        (droid("click", index=ix(s3, "Sam Patel", 1) - 2), show(s4)),
        (droid("click", index=ix(s4, "Reply")), show(s5)),
        (droid("input_text", text=answer, index=ix(s5, "Compose email")), show(s6)),
        (droid("click", index=ix(s6, "Send")), show(s7)),
        (droid("navigate_back"), show(s8)),
        (droid("click", index=ix(s8, "Open navigation drawer")), show(s9)),
        (droid("click", index=ix(s9, "Sent")), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-11", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 12 Joplin (less common) - CLEAN: new note, notebook counts and sync status update, note moved between notebooks.
# ---------------------------------------------------------------------------------------------------------
def t12(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    e = partial(el, pkg=P)
    VG = "android.view.ViewGroup"
    goal = ("In Joplin, create a note 'Trip packing' in the Travel notebook with a checklist (passport, EU plug adapter, "
            "sunscreen, rain jacket), then move 'Visa checklist' from Inbox to Travel.")
    body = "- [ ] Passport\n- [ ] EU plug adapter\n- [ ] Sunscreen\n- [ ] Rain jacket"

    def notes(clock: str, title: str, items: list[str], sel: str | None = None, fab: bool = False) -> Scr:
        if sel:
            top = [e(None, "Cancel selection", VG, (0, 130, 147, 277), click=True),
                   e("Move to notebook...", None, "TextView", (189, 160, 700, 250), click=True),
                   e(None, "Duplicate", VG, (786, 130, 933, 277), click=True),
                   e(None, "Delete", VG, (933, 130, 1080, 277), click=True)]
        else:
            top = [e(None, "Sidebar", VG, (0, 130, 147, 277), click=True),
                   e(title, None, "TextView", (189, 160, 700, 250)),
                   e(None, "Search", VG, (786, 130, 933, 277), click=True),
                   e(None, "Actions", VG, (933, 130, 1080, 277), click=True)]
        out = bar(clock, 93) + top + [e(None, None, "android.widget.ScrollView", (0, 290, 1080, 2340), scroll=True)]
        for i, n in enumerate(items):
            y = 300 + i * 140
            out.append(e(n, None, "TextView", (42, y + 30, 1040, y + 110), click=True, long_click=True, selected=n == sel))
        if fab:
            out += [e("New to-do", None, "TextView", (560, 1800, 850, 1880), click=True),
                    e(None, "New to-do", VG, (870, 1780, 1017, 1900), click=True),
                    e("New note", None, "TextView", (560, 1960, 850, 2040), click=True),
                    e(None, "New note", VG, (870, 1940, 1017, 2060), click=True)]
        out.append(e(None, "Add new", VG, (870, 2150, 1017, 2297), click=True))
        return out

    def sidebar(clock: str, under: Scr, counts: dict[str, int], sync: list[str]) -> Scr:
        nbar = len(bar(clock, 93))
        out = bar(clock, 93) + under[nbar:] + [e(None, None, "android.widget.ScrollView", (0, 0, 860, 2340), scroll=True),
                       e("All notes", None, "TextView", (42, 200, 820, 280), click=True)]
        y = 330
        out.append(e("NOTEBOOKS", None, "TextView", (42, y - 30, 820, y + 20)))
        for nb, n in counts.items():
            out.append(e(nb, None, "TextView", (84, y + 40, 640, y + 110), click=True))
            out.append(e(str(n), None, "TextView", (660, y + 40, 820, y + 110)))
            y += 120
        out.append(e("TAGS", None, "TextView", (42, y + 40, 820, y + 100)))
        out.append(e("Synchronise", None, "TextView", (42, 1900, 820, 1990), click=True))
        for i, line in enumerate(sync):
            out.append(e(line, None, "TextView", (42, 2010 + i * 60, 820, 2070 + i * 60)))
        out.append(e("Configuration", None, "TextView", (42, 2200, 820, 2290), click=True))
        return out

    def editor(clock: str, title: str, text: str, focus: str) -> Scr:
        return bar(clock, 93) + [
            e(None, "Back", VG, (0, 130, 147, 277), click=True),
            e("Travel", None, "TextView", (189, 160, 560, 250), click=True),
            e(None, "Undo", VG, (639, 130, 786, 277), click=True),
            e(None, "Attach", VG, (786, 130, 933, 277), click=True),
            e(None, "Actions", VG, (933, 130, 1080, 277), click=True),
            e(title or None, None, "EditText", (42, 300, 1040, 410), click=True, editable=True, focused=focus == "t", hint="Title"),
            e(text or None, None, "EditText", (42, 430, 1040, 2100), click=True, editable=True, focused=focus == "b", scroll=True,
              hint="Type your note here"),
        ]

    all_notes = ["Groceries", "Lisbon itinerary", "Visa checklist", "Ideas for conference talk", "Q2 roadmap draft",
                 "1:1 notes — Dana", "Hotel confirmations", "Dentist questions", "Team offsite agenda", "Book notes: Range"]
    inbox0 = ["Groceries", "Visa checklist", "Ideas for conference talk", "Dentist questions"]
    travel0 = ["Lisbon itinerary", "Hotel confirmations"]
    sync0 = ["Completed: 12/03/2025 09:13"]
    sync1 = ["Created remote items: 1.", "Completed: 12/03/2025 09:21"]

    s0 = notes("9:18", "All notes", all_notes)
    s1 = sidebar("9:18", s0, {"Inbox": 4, "Travel": 2, "Work": 11}, sync0)
    s2 = notes("9:18", "Travel", travel0)
    s3 = notes("9:19", "Travel", travel0, fab=True)
    s4 = editor("9:19", "", "", "t")
    s5 = editor("9:19", "Trip packing", "", "t")
    s6 = editor("9:20", "Trip packing", body, "b")
    s7 = notes("9:20", "Travel", ["Trip packing", *travel0])
    s8 = sidebar("9:21", s7, {"Inbox": 4, "Travel": 3, "Work": 11}, sync1)
    s9 = notes("9:21", "Inbox", inbox0)
    s10 = notes("9:22", "Inbox", inbox0, sel="Visa checklist")
    s11 = s10 + [e(n, None, "TextView", (189, 260 + i * 110, 700, 360 + i * 110), click=True) for i, n in enumerate(["Inbox", "Travel", "Work"])]
    s12 = notes("9:22", "Inbox", [n for n in inbox0 if n != "Visa checklist"])
    turns = [
        (droid("click", index=ix(s0, "Sidebar")), show(s1)),
        (droid("click", index=ix(s1, "Travel")), show(s2)),
        (droid("click", index=ix(s2, "Add new")), show(s3)),
        (droid("click", index=ix(s3, "New note")), show(s4)),
        (droid("input_text", text="Trip packing", index=ix(s4, "Title")), show(s5)),
        (droid("input_text", text=body, index=ix(s5, "Type your note here")), show(s6)),
        (droid("navigate_back"), show(s7)),
        (droid("click", index=ix(s7, "Sidebar")), show(s8)),
        (droid("click", index=ix(s8, "Inbox")), show(s9)),
        (droid("long_press", index=ix(s9, "Visa checklist")), show(s10)),
        (droid("click", index=ix(s10, "Move to notebook...")), show(s11)),
        (droid("click", index=ix(s11, "Travel")), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-12", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 13 Google Calendar (mainstream) - BAD: the new event, saved on Thu Mar 20, is listed under Fri Mar 21 later.
# ---------------------------------------------------------------------------------------------------------
def t13(rs: RowSet) -> None:
    P = "com.google.android.calendar"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Google Calendar, create an event 'Dentist appointment' on Thursday March 20 from 2 to 3 PM, then check what is planned for the Car service on Saturday."

    def schedule(clock: str, days: list[tuple[str, str, list[tuple[str, str]]]]) -> Scr:
        out = bar(clock, 69) + [
            e(None, "Show Calendar List and Settings drawer", "ImageButton", (0, 130, 147, 277), click=True),
            e("March", None, "TextView", (189, 160, 500, 250), click=True, res=r("date_picker_text_view")),
            e(None, "Search", "TextView", (640, 130, 786, 277), click=True, res=r("action_search")),
            e(None, "Jump to Today", "TextView", (786, 130, 933, 277), click=True, res=r("action_today")),
            e(None, "Account and settings.", "ImageView", (933, 140, 1060, 267), click=True, res=r("og_apd_ring_view")),
            e(None, None, "android.view.View", (0, 290, 1080, 2340), scroll=True, res=r("alternate_timeline_holder")),
        ]
        y = 300
        for num, wd, evs in days:
            if num == "16":
                out.append(e("MAR 16 – 22", None, "TextView", (42, y, 700, y + 60), res=r("week_header")))
                y += 80
            out.append(e(wd, None, "TextView", (30, y, 150, y + 50), res=r("day_of_week")))
            out.append(e(num, None, "TextView", (30, y + 50, 150, y + 130), click=True, res=r("day_of_month")))
            for title, span in evs:
                out.append(e(None, f"{title}, {span}", "android.view.View", (180, y, 1040, y + 130), click=True))
                out.append(e(title, None, "TextView", (210, y + 10, 1000, y + 65)))
                out.append(e(span, None, "TextView", (210, y + 65, 1000, y + 115)))
                y += 150
            y += 30
        out.append(e(None, "Create new event", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("floating_action_button")))
        return out

    def editor(clock: str, title: str, sd: str, st: str, ed: str, et: str) -> Scr:
        out = bar(clock, 69) + [
            e(None, "Close", "ImageButton", (0, 130, 147, 277), click=True, res=r("close_button")),
            e("Save", None, "Button", (820, 150, 1040, 260), click=True, res=r("save")),
            e(title or None, None, "EditText", (147, 300, 1040, 420), click=True, editable=True, focused=not title, hint="Add title", res=r("title")),
            e("All-day", None, "TextView", (147, 470, 800, 540)),
            e(None, None, "Switch", (900, 460, 1040, 550), click=True, checkable=True, res=r("all_day_switch")),
            e(sd, None, "TextView", (147, 580, 700, 650), click=True, res=r("start_date")),
            e(st, None, "TextView", (760, 580, 1040, 650), click=True, res=r("start_time")),
            e(ed, None, "TextView", (147, 680, 700, 750), click=True, res=r("end_date")),
            e(et, None, "TextView", (760, 680, 1040, 750), click=True, res=r("end_time")),
        ]
        y = 790
        for t in ["Pacific Daylight Time", "Does not repeat", "Add people", "Add video conferencing", "Add location",
                  "30 minutes before", "Add notification", "Default color", "Add description", "Add attachment"]:
            out.append(e(t, None, "TextView", (147, y, 1040, y + 70), click=True))
            y += 120
        return out

    def datepick(under: Scr, sel: int) -> Scr:
        wd = {12: "Wed", 20: "Thu"}[sel]
        out = under + [e("Select date", None, "TextView", (110, 520, 700, 580), res=r("mtrl_picker_header_title_text")),
                       e(f"{wd}, Mar {sel}", None, "TextView", (110, 590, 900, 690), res=r("mtrl_picker_header_selection_text")),
                       e("March 2025", None, "Button", (110, 740, 500, 820), click=True, res=r("month_navigation_fragment_toggle")),
                       e(None, "Change to previous month", "ImageButton", (700, 740, 820, 860), click=True),
                       e(None, "Change to next month", "ImageButton", (840, 740, 960, 860), click=True)]
        for d in range(1, 32):
            row, col = divmod(d + 5, 7)
            x, y = 130 + col * 118, 900 + row * 118
            out.append(e(str(d), f"{'Today ' if d == 12 else ''}{['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][col]}, March {d}",
                         "TextView", (x, y, x + 110, y + 110), click=True, checkable=True, checked=d == sel, selected=d == sel))
        out += [e("Cancel", None, "Button", (560, 1720, 760, 1820), click=True, res=r("cancel_button")),
                e("OK", None, "Button", (780, 1720, 960, 1820), click=True, res=r("confirm_button"))]
        return out

    wk1 = [("12", "Wed", [("Standup", "10 – 10:15 AM"), ("1:1 with Dana", "2 – 2:30 PM")]), ("13", "Thu", [("Yoga", "6:30 – 7:30 PM")]),
           ("14", "Fri", [("Pi Day potluck", "12 – 1 PM")])]
    mon = ("17", "Mon", [("Sprint planning", "9:30 – 10:30 AM")])
    sat = ("22", "Sat", [("Car service", "9 – 10 AM")])
    for_wk2 = [("16", "Sun", [("Mom's birthday", "All day")]), mon]
    before = wk1 + for_wk2 + [("20", "Thu", [("Book club", "7 – 8:30 PM")]), sat]
    after = wk1 + for_wk2 + [("20", "Thu", [("Dentist appointment", "2 – 3 PM"), ("Book club", "7 – 8:30 PM")]), sat]
    # drift: the event saved for Thu Mar 20 is shown under Fri Mar 21 (nothing edited it)
    drifted = wk1 + for_wk2 + [("20", "Thu", [("Book club", "7 – 8:30 PM")]), ("21", "Fri", [("Dentist appointment", "2 – 3 PM")]), sat]

    t = "Dentist appointment"
    s0 = schedule("11:05", before)
    s1 = [dict(x) for x in s0] + [e("Birthday", None, "TextView", (560, 1720, 840, 1800), click=True),
               e("Task", None, "TextView", (560, 1860, 840, 1940), click=True),
               e("Event", None, "TextView", (560, 2000, 840, 2080), click=True)]
    s1[ix(s1, "Create new event")]["content_description"] = "Close"
    s2 = editor("11:05", "", "Wed, Mar 12, 2025", "12:00 PM", "Wed, Mar 12, 2025", "1:00 PM")
    s3 = editor("11:06", t, "Wed, Mar 12, 2025", "12:00 PM", "Wed, Mar 12, 2025", "1:00 PM")
    s4 = datepick(s3, 12)
    s5 = datepick(s3, 20)
    s6 = editor("11:06", t, "Thu, Mar 20, 2025", "12:00 PM", "Thu, Mar 20, 2025", "1:00 PM")
    times = [f"{h}:{m:02d} PM" for h in (12, 1, 2) for m in (0, 15, 30, 45)]
    s7 = s6 + [e(x, None, "TextView", (700, 660 + i * 120, 1040, 770 + i * 120), click=True, selected=x == "12:00 PM", res=r("time_item"))
               for i, x in enumerate(times)]
    s8 = editor("11:07", t, "Thu, Mar 20, 2025", "2:00 PM", "Thu, Mar 20, 2025", "3:00 PM")
    s9 = schedule("11:07", after)
    s10 = bar("11:08", 69) + [
        e(None, "Close", "ImageButton", (0, 130, 147, 277), click=True),
        e(None, "Edit event", "ImageButton", (639, 130, 786, 277), click=True, res=r("info_action_edit")),
        e(None, "Delete", "TextView", (786, 130, 933, 277), click=True),
        e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
        e("Car service", None, "TextView", (147, 320, 1040, 420), res=r("title")),
        e("Saturday, March 22 · 9 – 10 AM", None, "TextView", (147, 430, 1040, 490), res=r("when")),
        e("Sound Auto Care", None, "TextView", (147, 560, 1040, 620), click=True, res=r("location")),
        e("1420 Elliott Ave W, Seattle, WA 98119", None, "TextView", (147, 620, 1040, 670), res=r("location_address")),
        e("30 minutes before", None, "TextView", (147, 740, 1040, 800), res=r("reminder")),
        e("Oil change and tire rotation. Ask about the rattle from the rear left wheel.", None, "TextView", (147, 870, 1040, 990),
          res=r("description")),
        e("alex.kim.dev@gmail.com", None, "TextView", (147, 1060, 1040, 1120), res=r("calendar_name")),
    ]
    s11 = schedule("11:08", drifted)
    turns = [
        (droid("click", index=ix(s0, "Create new event")), show(s1)),
        (droid("click", index=ix(s1, "Event")), show(s2)),
        (droid("input_text", text=t, index=ix(s2, "Add title")), show(s3)),
        (droid("click", index=ix(s3, "Wed, Mar 12, 2025")), show(s4)),
        (droid("click", index=ix(s4, "20")), show(s5)),
        (droid("click", index=ix(s5, "OK")), show(s6)),
        (droid("click", index=ix(s6, "12:00 PM")), show(s7)),
        (droid("click", index=ix(s7, "2:00 PM")), show(s8)),
        (droid("click", index=ix(s8, "Save")), show(s9)),
        (droid("click", index=ix(s9, "Car service") - 1), show(s10)),
        (droid("click", index=ix(s10, "Close")), show(s11)),
    ]
    rs.add(task=TASK, tid="h18-android-13", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=11, kind="event created on Thu Mar 20 is listed under Fri Mar 21 with no edit")


# ---------------------------------------------------------------------------------------------------------
# 14 Retro Music (less common) - CLEAN: playlist created (0 -> 1 song), toast, shuffle playback with progress.
# ---------------------------------------------------------------------------------------------------------
def t14(rs: RowSet) -> None:
    P = "code.name.monkey.retromusic"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Retro Music, create a playlist called 'Road trip', add 'Dreams' by Fleetwood Mac to it, and play the playlist with shuffle."

    def nav(sel: str) -> Scr:
        return [e(n, None, "TextView", (i * 216, 2230, (i + 1) * 216, 2340), click=True, selected=n == sel, res=r("navigation_bar_item_small_label_view"))
                for i, n in enumerate(["For you", "Songs", "Albums", "Artists", "Playlists"])]

    def mini(title: str, artist: str, playing: bool) -> Scr:
        return [e(None, None, "android.widget.FrameLayout", (0, 2080, 1080, 2220), click=True, res=r("miniPlayerFragment")),
                e(title, None, "TextView", (160, 2095, 800, 2150), res=r("miniPlayerTitle")),
                e(artist, None, "TextView", (160, 2150, 800, 2200), res=r("miniPlayerText")),
                e(None, "Pause" if playing else "Play", "ImageView", (900, 2100, 1020, 2200), click=True, res=r("miniPlayerPlayPauseButton"))]

    def toolbar(title: str, extra: list[str]) -> Scr:
        out = [e(title, None, "TextView", (63, 150, 600, 250), res=r("appNameText"))]
        x = 1080 - 147 * (len(extra) + 1)
        for d in [*extra, "More options"]:
            out.append(e(None, d, "ImageView" if d == "More options" else "TextView", (x, 130, x + 147, 277), click=True))
            x += 147
        return out

    def playlists(clock: str, mine: list[tuple[str, str]], playing: tuple[str, str, bool]) -> Scr:
        out = bar(clock, 61) + toolbar("Playlists", ["New playlist", "Search"]) + [
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2070), scroll=True, res=r("recyclerView"))]
        rows = [("History", "Smart playlist"), ("Last added", "Smart playlist"), ("My top tracks", "Smart playlist"),
                ("Not recently played", "Smart playlist"), *mine]
        for i, (n, sub) in enumerate(rows):
            y = 300 + i * 180
            out.append(e(n, None, "TextView", (200, y + 30, 900, y + 95), click=True, long_click=True, res=r("title")))
            out.append(e(sub, None, "TextView", (200, y + 100, 900, y + 150), res=r("text")))
        return out + mini(*playing) + nav("Playlists")

    songs = [("Africa", "Toto • Toto IV"), ("Bohemian Rhapsody", "Queen • A Night at the Opera"), ("Come Together", "The Beatles • Abbey Road"),
             ("Dreams", "Fleetwood Mac • Rumours"), ("Go Your Own Way", "Fleetwood Mac • Rumours"), ("Hotel California", "Eagles • Hotel California"),
             ("Jolene", "Dolly Parton • Jolene"), ("Landslide", "Fleetwood Mac • Fleetwood Mac"), ("Mr. Brightside", "The Killers • Hot Fuss"),
             ("Redbone", "Childish Gambino • \"Awaken, My Love!\"")]

    def song_list(clock: str, playing: tuple[str, str, bool], toast: str | None = None) -> Scr:
        out = bar(clock, 61) + toolbar("Songs", ["Search"]) + [
            e("248 Songs", None, "TextView", (42, 300, 500, 360), res=r("songCount")),
            e("Shuffle", None, "Button", (700, 290, 1040, 370), click=True, res=r("shuffleButton")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 380, 1080, 2070), scroll=True, res=r("recyclerView"))]
        for i, (t, sub) in enumerate(songs):
            y = 390 + i * 168
            out.append(e(t, None, "TextView", (200, y + 25, 900, y + 85), click=True, long_click=True, res=r("title")))
            out.append(e(sub, None, "TextView", (200, y + 90, 900, y + 140), res=r("text")))
            out.append(e(None, "More options", "ImageView", (930, y + 30, 1050, y + 138), click=True, res=r("menu")))
        if toast:
            out.append(e(toast, None, "TextView", (140, 1880, 940, 1980), res="android:id/message"))
        return out + mini(*playing) + nav("Songs")

    paused = ("Hotel California", "Eagles", False)
    s0 = bar("5:40", 61) + toolbar("Retro Music", ["Search"]) + [
        e("Recently played", None, "TextView", (42, 300, 800, 370)),
        e("Hotel California", None, "TextView", (42, 380, 500, 440), click=True),
        e("Landslide", None, "TextView", (540, 380, 1000, 440), click=True),
        e("Top artists", None, "TextView", (42, 560, 800, 630)),
        e("Fleetwood Mac", None, "TextView", (42, 640, 500, 700), click=True),
        e("Eagles", None, "TextView", (540, 640, 1000, 700), click=True),
        e("Top albums", None, "TextView", (42, 820, 800, 890)),
        e("Rumours", None, "TextView", (42, 900, 500, 960), click=True),
        e("Hotel California", None, "TextView", (540, 900, 1000, 960), click=True)] + mini(*paused) + nav("For you")
    s1 = playlists("5:40", [("Chill", "22 Songs"), ("Workout", "31 Songs")], paused)
    dialog = [e("New playlist", None, "TextView", (110, 800, 970, 880), res=r("alertTitle")),
              e(None, None, "EditText", (110, 900, 970, 1020), click=True, editable=True, focused=True, hint="Playlist name", res=r("actionNewPlaylist")),
              e("Cancel", None, "Button", (520, 1060, 740, 1160), click=True, res="android:id/button2"),
              e("Create", None, "Button", (760, 1060, 970, 1160), click=True, res="android:id/button1")]
    s2 = s1 + dialog
    s3 = s1 + [dict(x) for x in dialog]
    s3[ix(s3, "Playlist name")]["text"] = "Road trip"
    s4 = playlists("5:41", [("Chill", "22 Songs"), ("Road trip", "0 Songs"), ("Workout", "31 Songs")], paused)
    s5 = song_list("5:41", paused)
    s6 = s5 + [e(x, None, "TextView", (520, 820 + i * 120, 1060, 930 + i * 120), click=True, res=r("title"))
               for i, x in enumerate(["Play next", "Add to playing queue", "Add to playlist…", "Go to album", "Go to artist",
                                      "Share", "Details", "Set as ringtone", "Delete from device"])]
    s7 = s5 + [e("Add to playlist", None, "TextView", (110, 700, 970, 780), res=r("alertTitle"))] + [
        e(x, None, "TextView", (110, 820 + i * 130, 970, 930 + i * 130), click=True, res=r("title"))
        for i, x in enumerate(["New playlist", "Chill", "Road trip", "Workout"])] + [
        e("Cancel", None, "Button", (760, 1380, 970, 1480), click=True, res="android:id/button2")]
    s8 = song_list("5:42", paused, "Added 1 song to Road trip")
    s9 = playlists("5:42", [("Chill", "22 Songs"), ("Road trip", "1 Song"), ("Workout", "31 Songs")], paused)

    def detail(clock: str, playing: tuple[str, str, bool], notes: tuple[str, ...] = ()) -> Scr:
        return bar(clock, 61, notes) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("Road trip", None, "TextView", (189, 160, 700, 250), res=r("title")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e("1 Song • 4:17", None, "TextView", (42, 300, 700, 360), res=r("playlistInfo")),
            e("Shuffle", None, "Button", (42, 390, 520, 500), click=True, res=r("shuffleButton")),
            e("Play", None, "Button", (560, 390, 1038, 500), click=True, res=r("playButton")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 520, 1080, 2070), scroll=True, res=r("recyclerView")),
            e("Dreams", None, "TextView", (200, 555, 900, 615), click=True, long_click=True, res=r("title")),
            e("Fleetwood Mac", None, "TextView", (200, 620, 900, 670), res=r("text")),
            e(None, "More options", "ImageView", (930, 560, 1050, 668), click=True, res=r("menu"))] + mini(*playing)

    s10 = detail("5:42", paused)
    s11 = detail("5:43", ("Dreams", "Fleetwood Mac", True), ("Retro Music notification: Dreams",))
    s12 = bar("5:43", 61, ("Retro Music notification: Dreams",)) + [
        e(None, "Close", "ImageButton", (0, 130, 147, 277), click=True),
        e("Now playing", None, "TextView", (189, 160, 700, 250)),
        e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
        e(None, "Album art: Rumours", "ImageView", (90, 320, 990, 1220)),
        e("Dreams", None, "TextView", (63, 1290, 900, 1380), res=r("title")),
        e("Fleetwood Mac", None, "TextView", (63, 1380, 900, 1440), res=r("text")),
        e(None, "Add to favorites", "ImageView", (930, 1300, 1040, 1410), click=True, checkable=True, res=r("songFavourite")),
        e(None, None, "SeekBar", (42, 1500, 1038, 1560), click=True, res=r("progressSlider")),
        e("0:14", None, "TextView", (42, 1570, 300, 1620), res=r("songCurrentProgress")),
        e("4:17", None, "TextView", (780, 1570, 1038, 1620), res=r("songTotalTime")),
        e(None, "Shuffle", "ImageButton", (42, 1700, 182, 1840), click=True, checkable=True, checked=True, res=r("shuffleButton")),
        e(None, "Previous", "ImageButton", (230, 1700, 370, 1840), click=True, res=r("previousButton")),
        e(None, "Pause", "ImageButton", (440, 1680, 640, 1860), click=True, res=r("playPauseButton")),
        e(None, "Next", "ImageButton", (710, 1700, 850, 1840), click=True, res=r("nextButton")),
        e(None, "Repeat", "ImageButton", (898, 1700, 1038, 1840), click=True, checkable=True, res=r("repeatButton")),
        e("Playing queue", None, "TextView", (42, 1960, 700, 2030), click=True, res=r("playerQueueSubHeader")),
    ]
    turns = [
        (droid("click", index=ix(s0, "Playlists")), show(s1)),
        (droid("click", index=ix(s1, "New playlist")), show(s2)),
        (droid("input_text", text="Road trip", index=ix(s2, "Playlist name")), show(s3)),
        (droid("click", index=ix(s3, "Create")), show(s4)),
        (droid("click", index=ix(s4, "Songs")), show(s5)),
        (droid("click", index=ix(s5, "More options", 4)), show(s6)),
        (droid("click", index=ix(s6, "Add to playlist…")), show(s7)),
        (droid("click", index=ix(s7, "Road trip")), show(s8)),
        (droid("click", index=ix(s8, "Playlists")), show(s9)),
        (droid("click", index=ix(s9, "Road trip")), show(s10)),
        (droid("click", index=ix(s10, "Shuffle")), show(s11)),
        (droid("click", index=ix(s11, "Dreams", 1) - 1), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-14", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 15 Google Maps (mainstream) - BAD: the place's street number changes on the sheet after saving it.
# ---------------------------------------------------------------------------------------------------------
def t15(rs: RowSet) -> None:
    P = "com.google.android.apps.maps"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Maps, find the Blue Bottle Coffee at Mint Plaza, save it to 'Want to go', and start walking directions to it."

    def map_base(clock: str, query: str | None) -> Scr:
        out = bar(clock, 76, ("Location active",)) + [
            e(None, None, "android.view.View", (0, 0, 1080, 2340), click=True, long_click=True, res=r("mainmap_container")),
        ]
        if query is None:
            out += [e("Search here", None, "TextView", (42, 140, 900, 260), click=True, res=r("search_omnibox_text_box")),
                    e(None, "Voice search", "ImageView", (900, 150, 1000, 250), click=True)]
            out += [e(c, None, "Button", (42 + i * 260, 290, 282 + i * 260, 380), click=True, res=r("chip"))
                    for i, c in enumerate(["Restaurants", "Coffee", "Gas", "Groceries"])]
        else:
            out += [e(None, "Back", "ImageButton", (42, 150, 142, 250), click=True),
                    e(query, None, "TextView", (160, 140, 900, 260), click=True, res=r("search_omnibox_text_box")),
                    e(None, "Close", "ImageView", (920, 150, 1020, 250), click=True)]
        out += [e(None, "Layers", "ImageButton", (930, 420, 1040, 530), click=True, res=r("layers_fab")),
                e(None, "Re-center map to your location", "ImageButton", (910, 1500, 1040, 1630), click=True, res=r("mylocation_button"))]
        if query is None:
            out += [e(t, None, "TextView", (i * 216, 2230, (i + 1) * 216, 2340), click=True, selected=t == "Explore")
                    for i, t in enumerate(["Explore", "Go", "Saved", "Contribute", "Updates"])]
        return out

    def sheet(clock: str, saved: bool, address: str, snack: str | None = None) -> Scr:
        out = map_base(clock, "Blue Bottle Coffee") + [
            e("Blue Bottle Coffee", None, "TextView", (42, 1100, 900, 1190), res=r("title")),
            e("4.4", None, "TextView", (42, 1190, 110, 1250), res=r("rating")),
            e(None, "4.4 stars", "ImageView", (115, 1195, 330, 1245)),
            e("(2,318)", None, "TextView", (335, 1190, 500, 1250), res=r("review_count")),
            e("Coffee shop · $$", None, "TextView", (42, 1250, 600, 1310), res=r("category")),
            e(None, "Walking 6 min", "ImageView", (620, 1250, 680, 1310)),
            e("6 min", None, "TextView", (690, 1250, 860, 1310)),
            e("Open · Closes 6 PM", None, "TextView", (42, 1310, 800, 1370), res=r("hours")),
        ]
        for i, b in enumerate(["Directions", "Start", "Call", "Saved" if saved else "Save", "Share"]):
            out.append(e(b, None, "Button", (42 + i * 200, 1400, 230 + i * 200, 1500), click=True, selected=b == "Saved",
                         res=r("action_button")))
        rows = [address, "Open · Closes 6 PM · See more hours", "bluebottlecoffee.com", "(415) 555-0167",
                "QHJ3+7R San Francisco, California"]
        for i, t in enumerate(rows):
            out.append(e(t, None, "TextView", (147, 1560 + i * 130, 1040, 1640 + i * 130), click=True, long_click=True, res=r("line")))
        if snack:
            out += [e(snack, None, "TextView", (63, 2200, 760, 2290), res=r("snackbar_text")),
                    e("Change", None, "Button", (800, 2195, 1017, 2295), click=True, res=r("snackbar_action"))]
        return out

    def save_sheet(clock: str, want: bool) -> Scr:
        out = sheet(clock, False, "66 Mint St, San Francisco, CA 94103") + [
            e("Save to list", None, "TextView", (42, 980, 800, 1060)),
            e("New list", None, "Button", (800, 980, 1040, 1060), click=True)]
        lists = [("Favorites", 12, False), ("Want to go", 8 if want else 7, want), ("Travel plans", 23, False), ("Starred places", 31, False)]
        for i, (n, c, on) in enumerate(lists):
            y = 1100 + i * 170
            out += [e(n, None, "TextView", (147, y + 20, 850, y + 85), res=r("list_name")),
                    e(f"Private · {c} places", None, "TextView", (147, y + 85, 850, y + 135), res=r("list_description")),
                    e(None, n, "CheckBox", (900, y + 30, 1020, y + 130), click=True, checkable=True, checked=on, res=r("checkbox"))]
        out.append(e("Done", None, "Button", (800, 1800, 1040, 1900), click=True, res=r("done_button")))
        return out

    def directions(clock: str, mode: str) -> Scr:
        out = bar(clock, 76, ("Location active",)) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 130, 260), click=True),
            e("Your location", None, "TextView", (160, 140, 900, 220), click=True, res=r("directions_startpoint_textbox")),
            e("Blue Bottle Coffee", None, "TextView", (160, 240, 900, 320), click=True, res=r("directions_endpoint_textbox")),
            e(None, "Swap start and destination", "ImageButton", (920, 180, 1040, 300), click=True),
        ]
        modes = [("Driving", "4 min"), ("Transit", "9 min"), ("Walking", "6 min"), ("Ride services", "7 min"), ("Bicycling", "2 min")]
        for i, (m, t) in enumerate(modes):
            out.append(e(t, f"{m} mode: {t}", "TextView", (i * 216, 350, (i + 1) * 216, 450), click=True, selected=m == mode))
        out.append(e(None, None, "android.view.View", (0, 470, 1080, 1700), click=True, res=r("mainmap_container")))
        if mode == "Driving":
            out += [e("4 min", None, "TextView", (42, 1740, 300, 1830)), e("(0.5 mi)", None, "TextView", (310, 1740, 560, 1830)),
                    e("Fastest route now due to traffic conditions", None, "TextView", (42, 1830, 1040, 1890))]
        else:
            out += [e("6 min", None, "TextView", (42, 1740, 300, 1830)), e("(0.3 mi)", None, "TextView", (310, 1740, 560, 1830)),
                    e("Mostly flat", None, "TextView", (42, 1830, 1040, 1890))]
        out += [e("Start", None, "Button", (42, 2100, 360, 2220), click=True, res=r("start_button")),
                e("Steps & more", None, "Button", (380, 2100, 760, 2220), click=True, res=r("steps_button")),
                e("Pin", None, "Button", (780, 2100, 1040, 2220), click=True)]
        return out

    def nav(clock: str, instr: str, dist: str, then: str, mins: str, rem: str) -> Scr:
        return bar(clock, 75, ("Location active", "Maps navigation")) + [
            e(instr, None, "TextView", (170, 150, 1040, 260), res=r("directions_instruction")),
            e(dist, None, "TextView", (42, 150, 160, 260), res=r("distance")),
            e(then, None, "TextView", (170, 270, 1040, 330), res=r("next_step")),
            e(None, None, "android.view.View", (0, 340, 1080, 2050), res=r("mainmap_container")),
            e(None, "Close navigation", "ImageButton", (42, 2120, 170, 2248), click=True),
            e(mins, None, "TextView", (300, 2090, 780, 2170), res=r("eta_time")),
            e(f"{rem} · 10:26 AM", None, "TextView", (300, 2170, 780, 2230), res=r("eta_distance")),
            e(None, "Alternate routes", "ImageButton", (910, 2120, 1038, 2248), click=True),
        ]

    s0 = map_base("10:18", None)
    sug = [("Blue Bottle Coffee", "66 Mint St, San Francisco, CA", "0.3 mi"),
           ("Blue Bottle Coffee", "1 Ferry Building #7, San Francisco, CA", "1.2 mi"),
           ("Blue Bottle Coffee", "115 Sansome St, San Francisco, CA", "0.8 mi"),
           ("Mint Plaza", "Mint Plaza, San Francisco, CA", "0.2 mi")]
    s1 = bar("10:18", 76, ("Location active",)) + [
        e(None, "Back", "ImageButton", (42, 150, 142, 250), click=True),
        e("Blue Bottle Coffee Mint Plaza", None, "EditText", (160, 140, 900, 260), click=True, editable=True, focused=True,
          hint="Search here", res=r("search_omnibox_edit_text")),
        e(None, "Clear", "ImageView", (920, 150, 1020, 250), click=True)] + [
        x for i, (n, a, d) in enumerate(sug) for x in (
            e(n, None, "TextView", (147, 300 + i * 170, 850, 370 + i * 170), click=True, res=r("suggestion_title")),
            e(a, None, "TextView", (147, 370 + i * 170, 850, 420 + i * 170), res=r("suggestion_subtitle")),
            e(d, None, "TextView", (870, 320 + i * 170, 1040, 390 + i * 170), res=r("suggestion_distance")))]
    s2 = sheet("10:18", False, "66 Mint St, San Francisco, CA 94103")
    s3 = save_sheet("10:19", False)
    s4 = save_sheet("10:19", True)
    s5 = sheet("10:19", True, "68 Mint St, San Francisco, CA 94103", "Saved to Want to go")  # drift: 66 -> 68 Mint St
    s6 = directions("10:19", "Driving")
    s7 = directions("10:20", "Walking")
    s8 = nav("10:20", "Head northwest on 5th St toward Mint St", "200 ft", "Then turn right onto Mint St", "6 min", "0.3 mi")
    s9 = nav("10:21", "Turn right onto Mint St", "120 ft", "Then Blue Bottle Coffee will be on the left", "5 min", "0.2 mi")
    turns = [
        (droid("input_text", text="Blue Bottle Coffee Mint Plaza", index=ix(s0, "Search here")), show(s1)),
        (droid("click", index=ix(s1, "Blue Bottle Coffee")), show(s2)),
        (droid("click", index=ix(s2, "Save")), show(s3)),
        (droid("click", index=ix(s3, "Want to go", 1)), show(s4)),
        (droid("click", index=ix(s4, "Done")), show(s5)),
        (droid("click", index=ix(s5, "Directions")), show(s6)),
        (droid("click", index=ix(s6, "Walking mode: 6 min")), show(s7)),
        (droid("click", index=ix(s7, "Start")), show(s8)),
        (droid("wait"), show(s9)),
    ]
    rs.add(task=TASK, tid="h18-android-15", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=5, kind="place address changes (66 -> 68 Mint St) on the same place sheet after saving")


# ---------------------------------------------------------------------------------------------------------
# 16 Pro Expense (less common) - BAD: the month total after deleting a $31.00 expense is off by $10.
# ---------------------------------------------------------------------------------------------------------
def t16(rs: RowSet) -> None:
    P = "com.arduia.expense"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Pro Expense, delete the refunded 'Movie tickets' expense, then add 'Bike repair' for $45.00 under Transport."
    items = [("Trader Joe's", "Food", "Mar 11", 64.20), ("Clipper top-up", "Transport", "Mar 10", 40.00),
             ("Ramen Nagi", "Dining", "Mar 9", 28.50), ("PG&E bill", "Utilities", "Mar 7", 118.73),
             ("CVS pharmacy", "Health", "Mar 5", 19.99), ("Movie tickets", "Entertainment", "Mar 3", 31.00)]
    left = items[:-1]

    def home(clock: str, rows: list[tuple[str, str, str, float]], total: float) -> Scr:
        out = bar(clock, 44) + [
            e(None, "Open navigation drawer", "ImageButton", (0, 130, 147, 277), click=True),
            e("Home", None, "TextView", (189, 160, 600, 250), res=r("toolbar_title")),
            e("Total · March 2025", None, "TextView", (63, 320, 700, 380), res=r("tv_total_label")),
            e(f"${total:,.2f}", None, "TextView", (63, 380, 900, 520), res=r("tv_total")),
            e("Recent", None, "TextView", (63, 600, 500, 670)),
            e("See all", None, "TextView", (800, 600, 1017, 670), click=True, res=r("btn_more")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 690, 1080, 2340), scroll=True, res=r("rv_recent")),
        ]
        for i, (n, c, d, a) in enumerate(rows):
            y = 700 + i * 190
            out += [e(n, None, "TextView", (63, y + 25, 700, y + 90), click=True, res=r("tv_name")),
                    e(f"{c} · {d}", None, "TextView", (63, y + 95, 700, y + 150), res=r("tv_date")),
                    e(f"${a:,.2f}", None, "TextView", (720, y + 40, 1017, y + 120), res=r("tv_amount"))]
        out.append(e(None, "Add", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("fb_main_add")))
        return out

    def expenses(clock: str, rows: list[tuple[str, str, str, float]]) -> Scr:
        out = bar(clock, 44) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("Expenses", None, "TextView", (189, 160, 600, 250), res=r("toolbar_title")),
            e(None, "Filter", "TextView", (933, 130, 1080, 277), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2340), scroll=True, res=r("rv_expense")),
        ]
        y = 300
        for n, c, d, a in rows:
            out.append(e(d, None, "TextView", (63, y, 500, y + 60), res=r("tv_date_header")))
            out += [e(n, None, "TextView", (63, y + 70, 700, y + 135), click=True, res=r("tv_name")),
                    e(c, None, "TextView", (63, y + 140, 700, y + 195), res=r("tv_category")),
                    e(f"${a:,.2f}", None, "TextView", (720, y + 90, 1017, y + 170), res=r("tv_amount"))]
            y += 240
        out.append(e(None, "Add", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("fb_expense_add")))
        return out

    def form(clock: str, name: str, amount: str, cat: str) -> Scr:
        return bar(clock, 44) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("New expense", None, "TextView", (189, 160, 600, 250), res=r("toolbar_title")),
            e(name or None, None, "EditText", (63, 320, 1017, 440), click=True, editable=True, focused=not amount, hint="Name", res=r("edt_name")),
            e(amount or None, None, "EditText", (63, 480, 1017, 600), click=True, editable=True, focused=bool(amount), hint="Amount", res=r("edt_amount")),
            e("Category", None, "TextView", (63, 640, 500, 700)),
            e(cat, None, "TextView", (63, 700, 1017, 800), click=True, res=r("actv_category")),
            e("Date", None, "TextView", (63, 840, 500, 900)),
            e("Mar 12, 2025", None, "TextView", (63, 900, 1017, 1000), click=True, res=r("tv_date")),
            e(None, None, "EditText", (63, 1040, 1017, 1240), click=True, editable=True, hint="Note", res=r("edt_note")),
            e("Save", None, "Button", (63, 2150, 1017, 2280), click=True, res=r("btn_save")),
        ]

    total0 = round(sum(a for *_, a in items), 2)  # 302.42
    s0 = home("8:15", items, total0)
    s1 = home("8:15", items, total0) + [
        e("Movie tickets", None, "TextView", (63, 1300, 1017, 1390), res=r("tv_detail_name")),
        e("$31.00", None, "TextView", (63, 1400, 1017, 1490), res=r("tv_detail_amount")),
        e("Entertainment", None, "TextView", (63, 1500, 1017, 1560), res=r("tv_detail_category")),
        e("Mar 3, 2025", None, "TextView", (63, 1570, 1017, 1630), res=r("tv_detail_date")),
        e("Dune: Part Two re-release, 2 tickets", None, "TextView", (63, 1640, 1017, 1700), res=r("tv_detail_note")),
        e("Edit", None, "Button", (63, 1780, 520, 1900), click=True, res=r("btn_edit")),
        e("Delete", None, "Button", (560, 1780, 1017, 1900), click=True, res=r("btn_delete"))]
    s2 = s1 + [e("Delete this expense?", None, "TextView", (110, 950, 970, 1030), res=r("alertTitle")),
               e("This cannot be undone.", None, "TextView", (110, 1050, 970, 1120), res="android:id/message"),
               e("Cancel", None, "Button", (520, 1160, 740, 1260), click=True, res="android:id/button2"),
               e("Delete", None, "Button", (760, 1160, 970, 1260), click=True, res="android:id/button1")]
    # drift: 302.42 - 31.00 = 271.42, and the five rows shown add up to 271.42, but the total reads 281.42
    s3 = home("8:16", left, 281.42)
    s4 = expenses("8:16", left)
    s5 = form("8:16", "", "", "Food")
    s6 = form("8:17", "Bike repair", "", "Food")
    s7 = form("8:17", "Bike repair", "45.00", "Food")
    s8 = s7 + [e(c, None, "TextView", (63, 820 + i * 120, 1017, 930 + i * 120), click=True, res="android:id/text1")
               for i, c in enumerate(["Food", "Transport", "Dining", "Utilities", "Health", "Entertainment", "Shopping", "Other"])]
    s9 = form("8:17", "Bike repair", "45.00", "Transport")
    s10 = expenses("8:18", [("Bike repair", "Transport", "Mar 12", 45.00), *left])
    turns = [
        (droid("click", index=ix(s0, "Movie tickets")), show(s1)),
        (droid("click", index=ix(s1, "Delete")), show(s2)),
        (droid("click", index=ix(s2, "Delete", 1)), show(s3)),
        (droid("click", index=ix(s3, "See all")), show(s4)),
        (droid("click", index=ix(s4, "Add")), show(s5)),
        (droid("input_text", text="Bike repair", index=ix(s5, "Name")), show(s6)),
        (droid("input_text", text="45.00", index=ix(s6, "Amount")), show(s7)),
        (droid("click", index=ix(s7, "Food")), show(s8)),
        (droid("click", index=ix(s8, "Transport")), show(s9)),
        (droid("click", index=ix(s9, "Save")), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-16", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=3, kind="month total after deleting a $31.00 expense does not follow the delete (281.42, not 271.42) and does not add up to the rows")


# ---------------------------------------------------------------------------------------------------------
# 17 Settings (mainstream) - CLEAN: cache cleared (sizes re-add with rounding), relative "ago" times and screen
# time advance, battery drains one percent, free space grows, a switch turned off by the agent.
# ---------------------------------------------------------------------------------------------------------
def t17(rs: RowSet) -> None:
    P = "com.android.settings"
    e = partial(el, pkg=P)
    goal = "Clear Chrome's cache (not its storage) in Settings, then turn off Adaptive brightness."

    def head(title: str) -> Scr:
        return [e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
                e(title, None, "TextView", (63, 300, 1017, 420), res=f"{P}:id/collapsing_toolbar"),
                e(None, "Search settings", "TextView", (933, 130, 1080, 277), click=True, res=f"{P}:id/search_action_bar"),
                e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 440, 1080, 2340), scroll=True, res=f"{P}:id/recycler_view")]

    def rows(items: list[tuple[str, str | None, bool | None]], y: int = 450) -> Scr:
        out: Scr = []
        for t, s, sw in items:
            if s is None:
                out.append(e(t, None, "TextView", (189, y + 20, 1017, y + 80), res="android:id/title"))
                y += 100
                continue
            out.append(e(t, None, "TextView", (189, y + 20, 860, y + 84), click=True, res="android:id/title"))
            if s:
                out.append(e(s, None, "TextView", (189, y + 84, 860, y + 134), res="android:id/summary"))
            if sw is not None:
                out.append(e(None, None, "Switch", (890, y + 40, 1017, y + 120), click=True, checkable=True, checked=sw, res="android:id/switch_widget"))
            y += 150
        return out

    def main(clock: str, batt: int, battsum: str, storage: str) -> Scr:
        items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", battsum), ("Storage", storage), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                 ("Display", "Dark theme, font size, brightness"), ("Wallpaper & style", "Colors, themed icons, app grid"),
                 ("Accessibility", "Display, interaction, audio"), ("Security & privacy", "App security, device lock, permissions")]
        out = bar(clock, batt) + [
            e("Settings", None, "TextView", (63, 170, 700, 290), res=f"{P}:id/homepage_title"),
            e(None, "Search settings", "TextView", (42, 320, 1038, 460), click=True, res=f"{P}:id/search_action_bar"),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 480, 1080, 2340), scroll=True, res=f"{P}:id/recycler_view")]
        for i, (t, s) in enumerate(items):
            y = 500 + i * 166
            out.append(e(t, None, "TextView", (189, y + 28, 1017, y + 92), click=True, res="android:id/title"))
            out.append(e(s, None, "TextView", (189, y + 92, 1017, y + 140), res="android:id/summary"))
        return out

    def apps(clock: str, batt: int, ago: tuple[str, str, str], screen_time: str) -> Scr:
        return bar(clock, batt) + head("Apps") + rows([
            ("Recently opened apps", None, None), ("Chrome", ago[0], None), ("Messages", ago[1], None), ("Maps", ago[2], None),
            ("See all 64 apps", "", None), ("Default apps", "Chrome, Phone, and Messages", None), ("Screen time", screen_time, None),
            ("Unused apps", "2 unused apps", None), ("App battery usage", "Restrict battery usage for apps", None),
            ("Special app access", "3 apps can use unrestricted data", None)])

    def app_info(clock: str, batt: int, storage: str) -> Scr:
        return bar(clock, batt) + head("App info") + [
            e("Chrome", None, "TextView", (63, 460, 1017, 540), res=f"{P}:id/entity_header_title"),
            e("Open", None, "Button", (63, 580, 360, 700), click=True, res=f"{P}:id/button1"),
            e("Disable", None, "Button", (390, 580, 690, 700), click=True, res=f"{P}:id/button2"),
            e("Force stop", None, "Button", (720, 580, 1017, 700), click=True, res=f"{P}:id/button3"),
        ] + rows([("Notifications", "~2 notifications per day", None), ("Permissions", "Location and Microphone", None),
                  ("Storage & cache", storage, None), ("Mobile data & Wi‑Fi", "1.21 GB used since Feb 12", None),
                  ("Screen time", "42 minutes today", None), ("App battery usage", "2% use since last full charge", None),
                  ("Open by default", "Allow app to open supported links", None)], 740) + [
            e("version 122.0.6261.119", None, "TextView", (63, 1830, 1017, 1890), res="android:id/summary")]

    def storage_page(clock: str, batt: int, cache: str, total: str) -> Scr:
        return bar(clock, batt) + head("Storage") + rows([
            ("Space used", "Internal shared storage", None), ("App size", "248 MB", None), ("User data", "96.38 MB", None),
            ("Cache", cache, None), ("Total", total, None)]) + [
            e("Clear storage", None, "Button", (63, 1300, 520, 1420), click=True, res=f"{P}:id/button1"),
            e("Clear cache", None, "Button", (560, 1300, 1017, 1420), click=True, enabled=cache != "0 B", res=f"{P}:id/button2")]

    def display(clock: str, batt: int, adaptive: bool) -> Scr:
        return bar(clock, batt) + head("Display") + rows([
            ("Brightness", None, None), ("Brightness level", "45%", None),
            ("Adaptive brightness", "Optimizes brightness for your surroundings", adaptive),
            ("Lock display", None, None), ("Lock screen", "Show all notification content", None),
            ("Screen timeout", "After 1 minute of inactivity", None), ("Appearance", None, None),
            ("Dark theme", "Will never turn on automatically", False), ("Font size and text", "Default", None),
            ("Other display controls", None, None), ("Auto-rotate screen", "Off", None), ("Screen saver", "Clock", None)])

    def adaptive_page(clock: str, batt: int, on: bool) -> Scr:
        return bar(clock, batt) + head("Adaptive brightness") + [
            e("Use adaptive brightness", None, "TextView", (84, 470, 860, 560), res=f"{P}:id/switch_text"),
            e(None, None, "Switch", (890, 470, 1017, 560), click=True, checkable=True, checked=on, res="android:id/switch_widget"),
            e("Your screen brightness will automatically adjust to your environment and activities. You can move the slider "
              "manually to help adaptive brightness learn your preferences.", None, "TextView", (63, 640, 1017, 860), res="android:id/title"),
            e("Reset adaptive brightness", None, "TextView", (189, 920, 1017, 990), click=True, res="android:id/title")]

    s0 = main("3:40", 78, "78% - About 15 hr left", "31% used - 88.3 GB free")
    s1 = apps("3:40", 78, ("3 min ago", "18 min ago", "1 hr ago"), "1 hr, 52 min today")
    s2 = app_info("3:40", 78, "526 MB used in internal storage")
    s3 = storage_page("3:41", 78, "182 MB", "526 MB")
    s4 = storage_page("3:41", 78, "0 B", "344 MB")
    s5 = app_info("3:41", 78, "344 MB used in internal storage")
    s6 = apps("3:42", 78, ("4 min ago", "19 min ago", "1 hr ago"), "1 hr, 53 min today")
    s7 = main("3:42", 77, "77% - About 14 hr, 30 min left", "31% used - 88.5 GB free")
    s8 = display("3:42", 77, True)
    s9 = adaptive_page("3:43", 77, True)
    s10 = adaptive_page("3:43", 77, False)
    s11 = display("3:43", 77, False)
    turns = [
        (droid("click", index=ix(s0, "Apps")), show(s1)),
        (droid("click", index=ix(s1, "Chrome")), show(s2)),
        (droid("click", index=ix(s2, "Storage & cache")), show(s3)),
        (droid("click", index=ix(s3, "Clear cache")), show(s4)),
        (droid("navigate_back"), show(s5)),
        (droid("navigate_back"), show(s6)),
        (droid("navigate_back"), show(s7)),
        (droid("click", index=ix(s7, "Display")), show(s8)),
        (droid("click", index=ix(s8, "Adaptive brightness")), show(s9)),
        (droid("click", index=ix(s9, "Use adaptive brightness") + 1), show(s10)),
        (droid("navigate_back"), show(s11)),
    ]
    rs.add(task=TASK, tid="h18-android-17", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 18 Audio Recorder (less common) - BAD: a recording's duration in the list changes after only viewing its info.
# ---------------------------------------------------------------------------------------------------------
def t18(rs: RowSet) -> None:
    P = "com.dimowner.audiorecorder"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Audio Recorder, check the details of the latest recording 'Record-14', then rename it to 'Band practice riff'."
    recs = [("Record-14", "Mar 11, 2025 18:42", "02:17", "M4A, 2.2 MB"), ("Interview_Maya", "Mar 8, 2025 14:05", "23:51", "M4A, 22.9 MB"),
            ("Record-09", "Mar 3, 2025 07:58", "00:12", "M4A, 0.2 MB"), ("Voice memo - plumber", "Feb 27, 2025 17:31", "00:38", "M4A, 0.6 MB"),
            ("Lecture_ch4", "Feb 20, 2025 10:00", "48:03", "M4A, 46.1 MB")]

    def records(clock: str, rows: list[tuple[str, str, str, str]]) -> Scr:
        out = bar(clock, 59) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True, res=r("btn_back")),
            e("Records", None, "TextView", (189, 160, 600, 250), res=r("txt_title")),
            e(None, "Bookmarks", "ImageButton", (639, 130, 786, 277), click=True, res=r("btn_bookmarks")),
            e(None, "Sort", "ImageButton", (786, 130, 933, 277), click=True, res=r("btn_sort")),
            e(None, "Trash", "ImageButton", (933, 130, 1080, 277), click=True, res=r("btn_trash")),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2000), scroll=True, res=r("recycler_view")),
        ]
        for i, (n, d, dur, info) in enumerate(rows):
            y = 300 + i * 210
            out += [e(n, None, "TextView", (63, y + 25, 760, y + 90), click=True, long_click=True, res=r("list_item_name")),
                    e(d, None, "TextView", (63, y + 95, 600, y + 145), res=r("list_item_date")),
                    e(info, None, "TextView", (63, y + 145, 600, y + 195), res=r("list_item_info")),
                    e(dur, None, "TextView", (760, y + 25, 930, y + 90), res=r("list_item_duration")),
                    e(None, "More", "ImageButton", (940, y + 40, 1060, y + 160), click=True, res=r("list_item_more"))]
        out += [e(None, "Play", "ImageButton", (470, 2100, 610, 2240), click=True, res=r("btn_play")),
                e("00:00", None, "TextView", (42, 2030, 300, 2080), res=r("txt_progress"))]
        return out

    popup = [e(x, None, "TextView", (540, 500 + i * 126, 1060, 626 + i * 126), click=True, res=r("title"))
             for i, x in enumerate(["Share", "Information", "Rename", "Open with", "Save as", "Delete"])]
    s0 = bar("7:31", 59) + [
        e("Audio Recorder", None, "TextView", (63, 160, 700, 250), res=r("txt_title")),
        e(None, "Settings", "ImageButton", (933, 130, 1080, 277), click=True, res=r("btn_settings")),
        e("00:00:00", None, "TextView", (140, 700, 940, 880), res=r("txt_duration")),
        e("Record-14", None, "TextView", (63, 1800, 760, 1860), res=r("txt_name")),
        e("02:17", None, "TextView", (800, 1800, 1017, 1860), res=r("txt_record_duration")),
        e(None, "Play", "ImageButton", (100, 2100, 240, 2240), click=True, res=r("btn_play")),
        e(None, "Record", "ImageButton", (440, 2060, 640, 2260), click=True, res=r("btn_record")),
        e(None, "Records", "ImageButton", (840, 2100, 980, 2240), click=True, res=r("btn_records_list")),
    ]
    s1 = records("7:31", recs)
    s2 = bar("7:31", 59) + popup
    info = [("Name", "Record-14"), ("Format", "m4a"), ("Bitrate", "128 kbps"), ("Channels", "Stereo"), ("Sample rate", "44.1 kHz"),
            ("Duration", "02:17"), ("Size", "2.2 MB"), ("Created", "Mar 11, 2025 18:42"),
            ("Location", "/storage/emulated/0/Android/data/com.dimowner.audiorecorder/files/Music/records/Record-14.m4a")]
    s3 = bar("7:32", 59) + [e("Information", None, "TextView", (90, 560, 990, 640), res=r("dialog_title"))] + [
        x for i, (k, v) in enumerate(info) for x in (
            e(k, None, "TextView", (90, 680 + i * 110, 400, 740 + i * 110)),
            e(v, None, "TextView", (420, 680 + i * 110, 990, 740 + i * 110 + (60 if k == "Location" else 0)), res=r("info_value")))] + [
        e("OK", None, "Button", (780, 1760, 990, 1860), click=True, res="android:id/button1")]
    s4 = records("7:32", [("Record-14", "Mar 11, 2025 18:42", "02:47", "M4A, 2.2 MB"), *recs[1:]])  # drift: 02:17 -> 02:47
    s5 = bar("7:32", 59) + popup
    s6 = bar("7:33", 59) + [
        e("Rename", None, "TextView", (90, 800, 990, 880), res=r("dialog_title")),
        e("Record-14", None, "EditText", (90, 920, 990, 1040), click=True, editable=True, focused=True, hint="Name", res=r("input_name")),
        e("Cancel", None, "Button", (540, 1080, 760, 1180), click=True, res="android:id/button2"),
        e("OK", None, "Button", (780, 1080, 990, 1180), click=True, res="android:id/button1")]
    s7 = [dict(x) for x in s6]
    s7[ix(s7, "Record-14")]["text"] = "Band practice riff"
    turns = [
        (droid("click", index=ix(s0, "Records")), show(s1)),
        (droid("click", index=ix(s1, "More")), show(s2)),
        (droid("click", index=ix(s2, "Information")), show(s3)),
        (droid("click", index=ix(s3, "OK")), show(s4)),
        (droid("click", index=ix(s4, "More")), show(s5)),
        (droid("click", index=ix(s5, "Rename")), show(s6)),
        (droid("input_text", text="Band practice riff", index=ix(s6, "Record-14")), show(s7)),
    ]
    rs.add(task=TASK, tid="h18-android-18", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=4, kind="recording duration in the list changes (02:17 -> 02:47) after only viewing its info")


# ---------------------------------------------------------------------------------------------------------
# 19 Phone + Contacts (mainstream) - CLEAN: a call (timer runs), call log gains an entry, a number edited,
# contact starred and shown in Favorites.
# ---------------------------------------------------------------------------------------------------------
def t19(rs: RowSet) -> None:
    D, C = "com.google.android.dialer", "com.google.android.contacts"
    d, c = partial(el, pkg=D), partial(el, pkg=C)
    goal = "Call Hiro Tanaka back, then update his work number to (206) 555-0174 and add him to favorites."

    def tabs(sel: str) -> Scr:
        return [d(n, None, "TextView", (i * 360, 2220, (i + 1) * 360, 2340), click=True, selected=n == sel, res=f"{D}:id/navigation_bar_item_label_view")
                for i, n in enumerate(["Favorites", "Recents", "Contacts"])]

    def top() -> Scr:
        return [d("Search contacts & places", None, "TextView", (42, 140, 900, 260), click=True, res=f"{D}:id/search_box_collapsed"),
                d(None, "More options", "ImageView", (920, 150, 1040, 250), click=True)]

    def recents(clock: str, rows: list[tuple[str | None, str, str, str]]) -> Scr:
        out = bar(clock, 85) + top() + [d(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2200), scroll=True, res=f"{D}:id/new_call_log_recycler_view")]
        y = 300
        for hdr, name, sub, kind in rows:
            if hdr:
                out.append(d(hdr, None, "TextView", (42, y, 600, y + 60), res=f"{D}:id/header_text"))
                y += 80
            out += [d(name, None, "TextView", (189, y + 25, 850, y + 90), click=True, res=f"{D}:id/primary_text"),
                    d(None, kind, "ImageView", (189, y + 100, 230, y + 140), res=f"{D}:id/call_type_icon"),
                    d(sub, None, "TextView", (240, y + 95, 850, y + 145), res=f"{D}:id/secondary_text"),
                    d(None, f"Call {name}", "ImageView", (900, y + 30, 1040, y + 150), click=True, res=f"{D}:id/call_button")]
            y += 180
        return out + [d(None, "key pad", "ImageButton", (870, 2050, 1017, 2197), click=True, res=f"{D}:id/dialpad_fab")] + tabs("Recents")

    def incall(clock: str, status: str) -> Scr:
        out = bar(clock, 85, ("Ongoing call",)) + [
            d("Hiro Tanaka", None, "TextView", (63, 400, 1017, 520), res=f"{D}:id/contactgrid_contact_name"),
            d("Mobile (206) 555-0139", None, "TextView", (63, 530, 1017, 590), res=f"{D}:id/contactgrid_status_text"),
            d(status, None, "TextView", (63, 600, 1017, 660), res=f"{D}:id/contactgrid_bottom_timer" if ":" in status else f"{D}:id/contactgrid_bottom_text")]
        for i, b in enumerate(["Mute", "Keypad", "Speaker", "Add call", "Hold", "Record"]):
            row, col = divmod(i, 3)
            out.append(d(b, None, "ToggleButton" if b in ("Mute", "Speaker", "Hold") else "Button",
                         (120 + col * 300, 1200 + row * 300, 360 + col * 300, 1440 + row * 300), click=True,
                         checkable=b in ("Mute", "Speaker", "Hold")))
        return out + [d(None, "End call", "ImageButton", (440, 1950, 640, 2150), click=True, res=f"{D}:id/incall_end_call")]

    people = ["Aaron Blake", "Ben Okafor", "Carla Mendes", "Eastside Dental", "Grace Liu", "Hiro Tanaka", "Lena Fischer", "Mom",
              "Nina Alvarez", "Priya Raman"]

    def contacts_tab(clock: str) -> Scr:
        out = bar(clock, 84) + top() + [d("Create new contact", None, "TextView", (189, 310, 1000, 390), click=True)]
        for i, n in enumerate(people):
            y = 420 + i * 170
            out.append(d(n[0], None, "TextView", (42, y + 30, 150, y + 138), res=f"{D}:id/photo"))
            out.append(d(n, None, "TextView", (189, y + 50, 1000, y + 118), click=True, res=f"{D}:id/contact_name"))
        return out + tabs("Contacts")

    def card(clock: str, work: str, fav: bool) -> Scr:
        return bar(clock, 84) + [
            c(None, "Navigate up", "ImageButton", (0, 110, 147, 257), click=True),
            c(None, "Edit contact", "Button", (639, 110, 786, 257), click=True, res=f"{C}:id/menu_edit"),
            c(None, "Remove from favorites" if fav else "Add to favorites", "Button", (786, 110, 933, 257), click=True, checkable=True,
              checked=fav, res=f"{C}:id/menu_star"),
            c(None, "More options", "ImageView", (933, 110, 1080, 257), click=True),
            c("H", None, "TextView", (415, 300, 665, 550), res=f"{C}:id/large_avatar"),
            c("Hiro Tanaka", None, "TextView", (63, 590, 1017, 690), res=f"{C}:id/large_title"),
            c("Kumo Labs", None, "TextView", (63, 690, 1017, 740), res=f"{C}:id/company"),
            c("Call", None, "TextView", (63, 800, 279, 950), click=True), c("Text", None, "TextView", (301, 800, 517, 950), click=True),
            c("Video", None, "TextView", (539, 800, 755, 950), click=True), c("Email", None, "TextView", (777, 800, 993, 950), click=True),
            c("Contact info", None, "TextView", (63, 1000, 600, 1060)),
            c("(206) 555-0139", None, "TextView", (200, 1090, 800, 1155), click=True, long_click=True, res=f"{C}:id/header"),
            c("Mobile", None, "TextView", (200, 1155, 800, 1205), res=f"{C}:id/sub_header"),
            c(work, None, "TextView", (200, 1240, 800, 1305), click=True, long_click=True, res=f"{C}:id/header"),
            c("Work", None, "TextView", (200, 1305, 800, 1355), res=f"{C}:id/sub_header"),
            c("hiro@kumolabs.com", None, "TextView", (200, 1390, 1000, 1455), click=True, res=f"{C}:id/header"),
            c("Work", None, "TextView", (200, 1455, 800, 1505), res=f"{C}:id/sub_header"),
        ]

    def edit(clock: str, work: str) -> Scr:
        out = bar(clock, 84) + [
            c(None, "Cancel", "ImageButton", (0, 110, 147, 257), click=True),
            c("Edit contact", None, "TextView", (189, 148, 600, 219), res=f"{C}:id/toolbar_title"),
            c("Save", None, "Button", (820, 130, 1040, 240), click=True, res=f"{C}:id/toolbar_button")]
        fields = [("First name", "Hiro"), ("Last name", "Tanaka"), ("Company", "Kumo Labs"), ("Phone", "(206) 555-0139"),
                  ("Phone", work), ("Email", "hiro@kumolabs.com")]
        labels = {3: "Mobile", 4: "Work", 5: "Work"}
        for i, (h, v) in enumerate(fields):
            y = 300 + i * 200
            out.append(c(v, None, "EditText", (147, y, 760 if i in labels else 1017, y + 140), click=True, editable=True, focused=i == 4 and work != "(206) 555-0150",
                         hint=h, res=f"{C}:id/editor_field"))
            if i in labels:
                out.append(c(labels[i], None, "Spinner", (780, y + 20, 1017, y + 120), click=True, res=f"{C}:id/spinner"))
        return out

    def favorites(clock: str) -> Scr:
        out = bar(clock, 84) + top()
        for i, n in enumerate(["Mom", "Hiro Tanaka"]):
            x = 42 + i * 340
            out += [d(None, n, "ImageView", (x, 320, x + 320, 640), click=True, long_click=True, res=f"{D}:id/contact_photo"),
                    d(n, None, "TextView", (x, 650, x + 320, 710), res=f"{D}:id/contact_name")]
        out.append(d("Frequents", None, "TextView", (42, 800, 600, 860), res=f"{D}:id/header"))
        for i, n in enumerate(["Lena Fischer", "Eastside Dental"]):
            y = 880 + i * 170
            out += [d(n, None, "TextView", (189, y + 50, 850, y + 118), click=True, res=f"{D}:id/contact_name"),
                    d(None, f"Call {n}", "ImageView", (900, y + 30, 1040, y + 150), click=True, res=f"{D}:id/call_button")]
        return out + tabs("Favorites")

    old = [("Today", "Mom", "Mobile • 9:02 AM", "Incoming call"), ("Yesterday", "Hiro Tanaka", "Mobile • Yesterday", "Missed call"),
           (None, "(425) 555-0199", "Bellevue, WA • Yesterday", "Outgoing call"), ("Older", "Eastside Dental", "Work • Mon", "Incoming call"),
           (None, "Lena Fischer", "Mobile • Sun", "Outgoing call")]
    new = [("Today", "Hiro Tanaka", "Mobile • Just now", "Outgoing call"), (None, "Mom", "Mobile • 9:02 AM", "Incoming call"),
           ("Yesterday", "Hiro Tanaka", "Mobile • Yesterday", "Missed call"), *old[2:]]
    s0 = recents("10:14", old)
    s1 = incall("10:14", "Calling…")
    s2 = incall("10:14", "00:06")
    s3 = incall("10:15", "01:04")
    s4 = recents("10:15", new)
    s5 = contacts_tab("10:16")
    s6 = card("10:16", "(206) 555-0150", False)
    s7 = card("10:16", "(206) 555-0150", True)
    s8 = edit("10:17", "(206) 555-0150")
    s9 = edit("10:17", "(206) 555-0174")
    s10 = card("10:17", "(206) 555-0174", True)
    s11 = contacts_tab("10:18")
    s12 = favorites("10:18")
    turns = [
        (droid("click", index=ix(s0, "Call Hiro Tanaka")), show(s1)),
        (droid("wait"), show(s2)),
        (droid("wait"), show(s3)),
        (droid("click", index=ix(s3, "End call")), show(s4)),
        (droid("click", index=ix(s4, "Contacts")), show(s5)),
        (droid("click", index=ix(s5, "Hiro Tanaka")), show(s6)),
        (droid("click", index=ix(s6, "Add to favorites")), show(s7)),
        (droid("click", index=ix(s7, "Edit contact")), show(s8)),
        (droid("input_text", text="(206) 555-0174", index=ix(s8, "(206) 555-0150")), show(s9)),
        (droid("click", index=ix(s9, "Save")), show(s10)),
        (droid("navigate_back"), show(s11)),
        (droid("click", index=ix(s11, "Favorites")), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-19", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 20 Simple Gallery Pro (less common) - CLEAN: two photos moved to the Recycle Bin (grid shifts, folder counts
# 48 -> 46 and 3 -> 5), one photo renamed in place.
# ---------------------------------------------------------------------------------------------------------
def t20(rs: RowSet) -> None:
    P = "com.simplemobiletools.gallery.pro"
    e, r = partial(el, pkg=P), rid(P)
    goal = ("In Simple Gallery, move the two blurry shots IMG_20250308_101522.jpg and IMG_20250308_101524.jpg from Camera "
            "to the Recycle Bin, and rename IMG_20250309_143010.jpg to sunset_alki.jpg.")
    cam = ["IMG_20250311_084512.jpg", "IMG_20250309_183306.jpg", "IMG_20250309_143010.jpg", "IMG_20250309_142958.jpg",
           "IMG_20250308_101530.jpg", "IMG_20250308_101524.jpg", "IMG_20250308_101522.jpg", "IMG_20250307_195044.jpg",
           "IMG_20250306_121800.jpg", "VID_20250305_172211.mp4", "IMG_20250304_090101.jpg", "IMG_20250302_160455.jpg",
           "IMG_20250301_113020.jpg", "IMG_20250228_201517.jpg"]
    gone = {"IMG_20250308_101522.jpg", "IMG_20250308_101524.jpg"}

    def folders(clock: str, camera: int, bin_: int) -> Scr:
        out = bar(clock, 72) + [
            e("Simple Gallery", None, "TextView", (63, 160, 600, 250), res=r("main_toolbar_title")),
            e(None, "Search", "TextView", (639, 130, 786, 277), click=True, res=r("search")),
            e(None, "Sort by", "TextView", (786, 130, 933, 277), click=True, res=r("sort")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2340), scroll=True, res=r("directories_grid"))]
        for i, (n, k) in enumerate([("Camera", camera), ("Screenshots", 112), ("Download", 9), ("WhatsApp Images", 203), ("Recycle Bin", bin_)]):
            row, col = divmod(i, 2)
            x, y = 21 + col * 530, 300 + row * 560
            out += [e(None, None, "ImageView", (x, y, x + 510, y + 430), click=True, long_click=True, res=r("dir_thumbnail")),
                    e(n, None, "TextView", (x + 20, y + 440, x + 490, y + 495), res=r("dir_name")),
                    e(str(k), None, "TextView", (x + 20, y + 495, x + 490, y + 540), res=r("photo_cnt"))]
        return out

    def grid(clock: str, files: list[str], sel: set[str] = frozenset(), total: int = 48) -> Scr:
        if sel:
            top = [e(None, "Done", "ImageView", (0, 130, 147, 277), click=True, res=r("action_mode_close_button")),
                   e(f"{len(sel)} / {total}", None, "TextView", (189, 160, 500, 250), res=r("action_bar_title")),
                   e(None, "Share", "TextView", (492, 130, 639, 277), click=True, res=r("cab_share")),
                   e(None, "Delete", "TextView", (639, 130, 786, 277), click=True, res=r("cab_delete")),
                   e(None, "Properties", "TextView", (786, 130, 933, 277), click=True, res=r("cab_properties")),
                   e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True)]
        else:
            top = [e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
                   e("Camera", None, "TextView", (189, 160, 500, 250), res=r("media_toolbar_title")),
                   e(None, "Search", "TextView", (639, 130, 786, 277), click=True, res=r("search")),
                   e(None, "Sort by", "TextView", (786, 130, 933, 277), click=True, res=r("sort")),
                   e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True)]
        out = bar(clock, 72) + top + [e(None, None, "androidx.recyclerview.widget.RecyclerView", (0, 290, 1080, 2340), scroll=True, res=r("media_grid"))]
        for i, f in enumerate(files[:12]):
            row, col = divmod(i, 3)
            x, y = col * 360, 300 + row * 500
            out += [e(None, None, "ImageView", (x + 6, y, x + 354, y + 400), click=True, long_click=True, selected=f in sel, res=r("medium_thumbnail")),
                    e(f, None, "TextView", (x + 10, y + 405, x + 350, y + 470), res=r("medium_name"))]
            if f in sel:
                out.append(e(None, "Selected", "ImageView", (x + 280, y + 10, x + 350, y + 80), res=r("medium_check")))
        return out

    def viewer(clock: str, name: str) -> Scr:
        return bar(clock, 72) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e(name, None, "TextView", (189, 160, 860, 250), res=r("medium_viewer_toolbar_title")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, None, "ImageView", (0, 290, 1080, 2050), click=True, long_click=True, res=r("gestures_view"))] + [
            e(None, b, "ImageView", (i * 216, 2180, (i + 1) * 216, 2320), click=True, res=r(f"bottom_{b.lower().replace(' ', '_')}"))
            for i, b in enumerate(["Toggle favorite", "Edit", "Share", "Delete", "Properties"])]

    left = [f for f in cam if f not in gone]
    renamed = ["sunset_alki.jpg" if f == "IMG_20250309_143010.jpg" else f for f in left]
    s0 = folders("4:20", 48, 3)
    s1 = grid("4:20", cam)
    s2 = grid("4:20", cam, {"IMG_20250308_101522.jpg"})
    s3 = grid("4:21", cam, gone)
    s4 = s3 + [e("Are you sure you want to move 2 items into the Recycle Bin?", None, "TextView", (90, 960, 990, 1100), res=r("message")),
               e("No", None, "Button", (560, 1140, 760, 1240), click=True, res="android:id/button2"),
               e("Yes", None, "Button", (780, 1140, 990, 1240), click=True, res="android:id/button1")]
    s5 = grid("4:21", left)
    s6 = viewer("4:21", "IMG_20250309_143010.jpg")
    s7 = s6 + [e(x, None, "TextView", (540, 140 + i * 126, 1060, 266 + i * 126), click=True, res=r("title"))
               for i, x in enumerate(["Rename", "Copy to", "Move to", "Set as", "Show on map", "Hide", "Open with", "Print"])]
    dlg = [e("Rename", None, "TextView", (90, 760, 990, 840), res=r("dialog_title")),
           e("IMG_20250309_143010", None, "EditText", (90, 880, 990, 1000), click=True, editable=True, focused=True, hint="Name", res=r("rename_item_name")),
           e(".jpg", None, "EditText", (90, 1020, 990, 1140), click=True, editable=True, hint="Extension", res=r("rename_item_extension")),
           e("Cancel", None, "Button", (560, 1180, 760, 1280), click=True, res="android:id/button2"),
           e("OK", None, "Button", (780, 1180, 990, 1280), click=True, res="android:id/button1")]
    s8 = s6 + dlg
    s9 = s6 + [dict(x) for x in dlg]
    s9[ix(s9, "IMG_20250309_143010")]["text"] = "sunset_alki"
    s10 = viewer("4:22", "sunset_alki.jpg")
    s11 = grid("4:22", renamed)
    s12 = folders("4:22", 46, 5)
    turns = [
        (droid("click", index=ix(s0, "Camera") - 1), show(s1)),
        (droid("long_press", index=ix(s1, "IMG_20250308_101522.jpg") - 1), show(s2)),
        (droid("click", index=ix(s2, "IMG_20250308_101524.jpg") - 1), show(s3)),
        (droid("click", index=ix(s3, "Delete")), show(s4)),
        (droid("click", index=ix(s4, "Yes")), show(s5)),
        (droid("click", index=ix(s5, "IMG_20250309_143010.jpg") - 1), show(s6)),
        (droid("click", index=ix(s6, "More options")), show(s7)),
        (droid("click", index=ix(s7, "Rename")), show(s8)),
        (droid("input_text", text="sunset_alki", index=ix(s8, "IMG_20250309_143010")), show(s9)),
        (droid("click", index=ix(s9, "OK")), show(s10)),
        (droid("navigate_back"), show(s11)),
        (droid("navigate_back"), show(s12)),
    ]
    rs.add(task=TASK, tid="h18-android-20", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


# ---------------------------------------------------------------------------------------------------------
# 21 Chrome (mainstream) - BAD: the download's time in Chrome's Downloads list moves to before it was started.
# ---------------------------------------------------------------------------------------------------------
def t21(rs: RowSet) -> None:
    P = "com.android.chrome"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In Chrome, download the Caltrain weekday timetable PDF from caltrain.com/schedules and open it from Chrome's Downloads."
    fname = "caltrain_weekday_timetable_2025-03-03.pdf"
    DL = ("Download complete",)

    def toolbar(url: str | None, notes: tuple[str, ...] = ()) -> Scr:
        return [e(None, "Home", "ImageButton", (0, 140, 126, 266), click=True, res=r("home_button")),
                e(url, None, "EditText", (147, 150, 780, 256), click=True, editable=True, hint="Search or type URL", res=r("url_bar")),
                e("2", "Switch or close tabs", "ImageButton", (800, 140, 926, 266), click=True, res=r("tab_switcher_button")),
                e(None, "Customize and control Google Chrome", "ImageButton", (940, 140, 1066, 266), click=True, res=r("menu_button"))]

    def ntp(clock: str) -> Scr:
        out = bar(clock, 81) + toolbar(None) + [
            e(None, "Google", "ImageView", (290, 420, 790, 590), res=r("search_provider_logo")),
            e("Search or type URL", None, "EditText", (42, 640, 1038, 780), click=True, editable=True, res=r("search_box_text"))]
        for i, t in enumerate(["YouTube", "Caltrain", "Wikipedia", "Gmail", "Amazon", "Reddit", "NYTimes", "Weather"]):
            row, col = divmod(i, 4)
            x, y = 42 + col * 250, 860 + row * 300
            out.append(e(t, t, "TextView", (x, y, x + 230, y + 260), click=True, long_click=True, res=r("tile_view_title")))
        out.append(e("Discover – off", None, "TextView", (42, 1500, 700, 1570)))
        return out

    def omnibox(clock: str, text: str, sugg: list[tuple[str, str]]) -> Scr:
        out = bar(clock, 81) + [
            e(None, "Back", "ImageButton", (0, 140, 126, 266), click=True),
            e(text or None, None, "EditText", (147, 150, 920, 256), click=True, editable=True, focused=True, hint="Search or type URL", res=r("url_bar")),
            e(None, "Clear input", "ImageButton", (940, 140, 1066, 266), click=True, res=r("delete_button"))]
        for i, (a, b) in enumerate(sugg):
            y = 300 + i * 160
            out += [e(a, None, "TextView", (147, y + 20, 900, y + 85), click=True, res=r("line_1")),
                    e(b, None, "TextView", (147, y + 85, 900, y + 135), res=r("line_2"))]
        return out

    def page(clock: str, notes: tuple[str, ...] = (), msg: list[dict[str, Any]] | None = None) -> Scr:
        out = bar(clock, 81, notes) + toolbar("caltrain.com/schedules") + [
            e(None, "Schedules | Caltrain", "android.webkit.WebView", (0, 280, 1080, 2340), scroll=True),
            e("Schedules", None, "TextView", (42, 420, 1038, 520)),
            e("Weekday and weekend timetables, effective March 3, 2025.", None, "TextView", (42, 540, 1038, 660)),
            e("Weekday Timetable (PDF, 412 KB)", None, "TextView", (42, 700, 1038, 780), click=True),
            e("Weekend Timetable (PDF, 288 KB)", None, "TextView", (42, 810, 1038, 890), click=True),
            e("Holiday Service", None, "TextView", (42, 920, 1038, 1000), click=True),
            e("Real-time Departures", None, "TextView", (42, 1030, 1038, 1110), click=True),
            e("Service Alerts", None, "TextView", (42, 1140, 1038, 1220), click=True),
            e("Bikes on Board", None, "TextView", (42, 1250, 1038, 1330), click=True)]
        return out + (msg or [])

    def downloads(clock: str, t: str) -> Scr:
        out = bar(clock, 81, DL) + [
            e(None, "Close", "ImageButton", (0, 140, 126, 266), click=True),
            e("Downloads", None, "TextView", (147, 160, 700, 250), res=r("title")),
            e(None, "Search your downloads", "TextView", (800, 140, 926, 266), click=True, res=r("search_menu_id")),
            e(None, "More options", "ImageView", (940, 140, 1066, 266), click=True)]
        for i, c in enumerate(["All", "Pages", "Videos", "Audio", "Images", "Documents", "Other"]):
            out.append(e(c, None, "TextView", (42 + i * 150, 300, 182 + i * 150, 380), click=True, selected=c == "All", res=r("chip")))
        out.append(e("Using 1.24 GB · 88.3 GB available", None, "TextView", (42, 410, 1038, 470), res=r("storage_summary")))
        y = 500
        for hdr, n, sub, when in [("Today", fname, "412 KB • caltrain.com", t), ("Yesterday", "boarding_pass_LH431.pdf", "96 KB • lufthansa.com", "8:03 PM"),
                                  ("Mar 8", "MTA_subway_map.pdf", "3.1 MB • mta.info", "11:20 AM")]:
            out.append(e(hdr, None, "TextView", (42, y, 600, y + 60), res=r("date")))
            out += [e(n, None, "TextView", (189, y + 90, 860, y + 150), click=True, long_click=True, res=r("title")),
                    e(sub, None, "TextView", (189, y + 150, 860, y + 200), res=r("caption")),
                    e(when, None, "TextView", (860, y + 90, 1040, y + 150), res=r("timestamp")),
                    e(None, "More options", "ImageButton", (940, y + 150, 1040, y + 230), click=True, res=r("more"))]
            y += 280
        return out

    def pdf(clock: str, page_no: int) -> Scr:
        rows = {1: ["Caltrain Weekday Timetable", "Effective March 3, 2025", "Northbound — San Jose to San Francisco",
                    "Train 101 · San Jose Diridon 4:28a · Palo Alto 4:55a · Millbrae 5:22a · San Francisco 5:46a",
                    "Train 103 · San Jose Diridon 4:58a · Palo Alto 5:25a · Millbrae 5:52a · San Francisco 6:16a",
                    "Train 105 · San Jose Diridon 5:28a · Palo Alto 5:55a · Millbrae 6:22a · San Francisco 6:46a",
                    "Train 401 · San Jose Diridon 5:45a · Palo Alto 6:03a · Millbrae 6:24a · San Francisco 6:44a (Express)"],
                2: ["Northbound (continued)",
                    "Train 111 · San Jose Diridon 6:28a · Palo Alto 6:55a · Millbrae 7:22a · San Francisco 7:46a",
                    "Train 405 · San Jose Diridon 6:45a · Palo Alto 7:03a · Millbrae 7:24a · San Francisco 7:44a (Express)",
                    "Train 115 · San Jose Diridon 6:58a · Palo Alto 7:25a · Millbrae 7:52a · San Francisco 8:16a",
                    "a = AM, p = PM. Express trains skip stations marked with a dot."]}[page_no]
        V = "com.google.android.apps.docs"  # the PDF opens in the Drive PDF viewer, outside Chrome
        v = partial(el, pkg=V)
        out = bar(clock, 81, DL) + [
            v(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            v(fname, None, "TextView", (189, 160, 760, 250), res=f"{V}:id/projector_toolbar_title"),
            v(None, "Find in file", "TextView", (786, 130, 933, 277), click=True, res=f"{V}:id/action_find"),
            v(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            v(None, None, "android.view.View", (0, 290, 1080, 2340), scroll=True, res=f"{V}:id/pdf_view")]
        for i, t in enumerate(rows):
            out.append(v(t, None, "TextView", (60, 360 + i * 170, 1020, 500 + i * 170)))
        return out + [v(f"{page_no} / 4", None, "TextView", (820, 2200, 1040, 2270), res=f"{V}:id/page_indicator")]

    s0 = ntp("2:12")
    s1 = omnibox("2:12", "", [("caltrain.com", "Caltrain | Caltrain"), ("caltrain schedule", "Google Search"), ("seattle weather", "Google Search")])
    s2 = omnibox("2:13", "caltrain.com/schedules", [("caltrain.com/schedules", "Schedules | Caltrain"),
                                                     ("caltrain.com/schedules - Google Search", "Google Search")])
    s3 = page("2:13")
    s4 = page("2:14", (), [e("Download file?", None, "TextView", (42, 1900, 1038, 1970), res=r("message_title")),
                           e(f"{fname} · 412 KB", None, "TextView", (42, 1980, 1038, 2040), res=r("message_description")),
                           e("Cancel", None, "Button", (560, 2100, 780, 2200), click=True, res=r("message_secondary_button")),
                           e("Download", None, "Button", (800, 2100, 1038, 2200), click=True, res=r("message_primary_button"))])
    s5 = page("2:14", DL, [e(f"Downloaded {fname}", None, "TextView", (42, 2040, 780, 2120), res=r("message_title")),
                           e("Open", None, "Button", (800, 2030, 1038, 2130), click=True, res=r("message_primary_button"))])
    menu = ["New tab", "New Incognito tab", "History", "Delete browsing data", "Downloads", "Bookmarks", "Recent tabs",
            "Share…", "Find in page", "Translate…", "Add to Home screen", "Desktop site", "Settings", "Help & feedback"]
    s6 = page("2:14", DL) + [e(None, d, "ImageButton", (440 + i * 125, 140, 560 + i * 125, 260), click=True)
                             for i, d in enumerate(["Forward", "Bookmark this page", "Download this page", "Page info", "Refresh"])] + [
        e(m, None, "TextView", (440, 280 + i * 130, 1060, 400 + i * 130), click=True, res=r("menu_item_text")) for i, m in enumerate(menu)]
    s7 = downloads("2:15", "2:14 PM")
    s8 = pdf("2:15", 1)
    s9 = pdf("2:16", 2)
    s10 = downloads("2:16", "2:07 PM")  # drift: the file downloaded at 2:14 PM (page opened at 2:13) now says 2:07 PM
    s11 = page("2:16", DL)
    turns = [
        (droid("click", index=ix(s0, "Search or type URL", 1)), show(s1)),
        (droid("input_text", text="caltrain.com/schedules", index=ix(s1, "Search or type URL")), show(s2)),
        (droid("keyboard_enter"), show(s3)),
        (droid("click", index=ix(s3, "Weekday Timetable (PDF, 412 KB)")), show(s4)),
        (droid("click", index=ix(s4, "Download")), show(s5)),
        (droid("click", index=ix(s5, "Customize and control Google Chrome")), show(s6)),
        (droid("click", index=ix(s6, "Downloads")), show(s7)),
        (droid("click", index=ix(s7, fname)), show(s8)),
        (droid("scroll", direction="down"), show(s9)),
        (droid("navigate_back"), show(s10)),
        (droid("navigate_back"), show(s11)),
    ]
    rs.add(task=TASK, tid="h18-android-21", system=DROID_SYSTEM, turns=turns, state=state(goal, s0),
           bad=True, turn=10, kind="download timestamp changes to 2:07 PM, earlier than the 2:14 PM download it records")


# ---------------------------------------------------------------------------------------------------------
# 22 OpenTracks (less common) - CLEAN: live recording stats climbing, stop, rename, per-activity totals updated.
# ---------------------------------------------------------------------------------------------------------
def t22(rs: RowSet) -> None:
    P = "de.dennisguse.opentracks"
    e, r = partial(el, pkg=P), rid(P)
    goal = "In OpenTracks, record a walk of about ten minutes, stop it, name it 'Lunch walk', and check the aggregated walking statistics."
    REC = ("OpenTracks: recording",)

    def tracks(clock: str, rows: list[tuple[str, str, str, str, str]]) -> Scr:
        out = bar(clock, 67) + [
            e("OpenTracks", None, "TextView", (63, 160, 600, 250), res=r("toolbar_title")),
            e(None, "Search", "TextView", (786, 130, 933, 277), click=True, res=r("track_list_search")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
            e(None, None, "android.widget.ListView", (0, 290, 1080, 2340), scroll=True, res=r("track_list"))]
        for i, (act, name, when, dist, dur) in enumerate(rows):
            y = 300 + i * 220
            out += [e(None, act, "ImageView", (42, y + 50, 162, y + 170), res=r("list_item_icon")),
                    e(name, None, "TextView", (190, y + 30, 760, y + 95), click=True, long_click=True, res=r("list_item_name")),
                    e(when, None, "TextView", (190, y + 100, 760, y + 150), res=r("list_item_date")),
                    e(dist, None, "TextView", (780, y + 30, 1040, y + 95), res=r("list_item_distance")),
                    e(dur, None, "TextView", (780, y + 100, 1040, y + 150), res=r("list_item_time"))]
        return out + [e(None, "Record", "ImageButton", (870, 2150, 1017, 2297), click=True, res=r("track_list_record_button"))]

    def recording(clock: str, total: str, dist: str, speed: str, avg: str, gain: str, gps: str) -> Scr:
        out = bar(clock, 67, REC) + [
            e("walking", None, "TextView", (63, 160, 600, 250), res=r("toolbar_title")),
            e(None, "Marker", "TextView", (786, 130, 933, 277), click=True, res=r("track_detail_insert_marker")),
            e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True)]
        stats = [("Total time", total), ("Distance", dist), ("Speed", speed), ("Average moving speed", avg), ("Elevation gain", gain), ("GPS", gps)]
        for i, (k, v) in enumerate(stats):
            row, col = divmod(i, 2)
            x, y = 42 + col * 520, 330 + row * 330
            out += [e(k, None, "TextView", (x, y, x + 480, y + 60), res=r("stats_description_main")),
                    e(v, None, "TextView", (x, y + 70, x + 480, y + 220), res=r("stats_value"))]
        return out + [e(None, "Stop recording (long press)", "ImageButton", (440, 2100, 640, 2300), click=True, long_click=True, res=r("track_recording_fab_action"))]

    def edit(clock: str, name: str) -> Scr:
        return bar(clock, 67) + [
            e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
            e("Edit track", None, "TextView", (189, 160, 700, 250), res=r("toolbar_title")),
            e(name, None, "EditText", (42, 330, 1038, 450), click=True, editable=True, focused=name != "2025-03-12 12:19", hint="Name", res=r("track_edit_name")),
            e("walking", None, "TextView", (42, 490, 1038, 590), click=True, res=r("track_edit_activity_type")),
            e(None, None, "EditText", (42, 630, 1038, 830), click=True, editable=True, hint="Description", res=r("track_edit_description")),
            e("Cancel", None, "Button", (42, 2150, 520, 2280), click=True, res=r("track_edit_cancel")),
            e("Save", None, "Button", (560, 2150, 1038, 2280), click=True, res=r("track_edit_save"))]

    older = [("walking", "Evening walk", "Mar 10, 2025 18:40", "1.94 km", "00:24:10"),
             ("running", "Morning run", "Mar 9, 2025 07:12", "5.02 km", "00:27:45"),
             ("cycling", "Commute", "Mar 7, 2025 08:31", "7.31 km", "00:26:02")]
    s0 = tracks("12:18", older)
    s1 = recording("12:19", "00:00:02", "0.00 km", "0.0 km/h", "-", "0 m", "±9 m")
    s2 = recording("12:20", "00:01:12", "0.09 km", "4.6 km/h", "4.5 km/h", "1 m", "±4 m")
    s3 = recording("12:23", "00:04:37", "0.36 km", "5.1 km/h", "4.7 km/h", "6 m", "±3 m")
    s4 = recording("12:28", "00:09:58", "0.77 km", "4.4 km/h", "4.8 km/h", "13 m", "±4 m")
    s5 = edit("12:29", "2025-03-12 12:19")
    s6 = edit("12:29", "Lunch walk")
    summary = [("Total time", "00:10:04"), ("Moving time", "00:09:41"), ("Distance", "0.78 km"), ("Average speed", "4.6 km/h"),
               ("Average moving speed", "4.8 km/h"), ("Max speed", "6.1 km/h"), ("Elevation gain", "14 m"), ("Elevation loss", "12 m"),
               ("Max altitude", "62 m"), ("Min altitude", "41 m")]
    s7 = bar("12:30", 67) + [
        e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
        e("Lunch walk", None, "TextView", (189, 160, 700, 250), res=r("toolbar_title")),
        e(None, "Edit", "TextView", (639, 130, 786, 277), click=True, res=r("track_detail_edit")),
        e(None, "Share", "TextView", (786, 130, 933, 277), click=True, res=r("track_detail_share")),
        e(None, "More options", "ImageView", (933, 130, 1080, 277), click=True),
        e("walking", None, "TextView", (42, 300, 600, 360), res=r("stats_activity_type"))] + [
        x for i, (k, v) in enumerate(summary) for x in (
            e(k, None, "TextView", (42 + (i % 2) * 520, 400 + (i // 2) * 300, 522 + (i % 2) * 520, 460 + (i // 2) * 300), res=r("stats_description_main")),
            e(v, None, "TextView", (42 + (i % 2) * 520, 470 + (i // 2) * 300, 522 + (i % 2) * 520, 620 + (i // 2) * 300), res=r("stats_value")))]
    s8 = tracks("12:30", [("walking", "Lunch walk", "Mar 12, 2025 12:19", "0.78 km", "00:10:04"), *older])
    s9 = s8 + [e(x, None, "TextView", (540, 140 + i * 126, 1060, 266 + i * 126), click=True, res=r("title"))
               for i, x in enumerate(["Aggregated statistics", "Markers", "Import", "Export all", "Settings", "Help", "About"])]
    agg = [("walking", "2 tracks", "2.72 km", "00:34:14", "4.8 km/h"), ("running", "1 track", "5.02 km", "00:27:45", "10.9 km/h"),
           ("cycling", "1 track", "7.31 km", "00:26:02", "16.8 km/h")]
    s10 = bar("12:31", 67) + [
        e(None, "Navigate up", "ImageButton", (0, 130, 147, 277), click=True),
        e("Aggregated statistics", None, "TextView", (189, 160, 800, 250), res=r("toolbar_title")),
        e(None, "Filter", "TextView", (933, 130, 1080, 277), click=True)] + [
        x for i, (a, n, dist, t, v) in enumerate(agg) for x in (
            e(None, a, "ImageView", (42, 330 + i * 420, 162, 450 + i * 420), res=r("activity_icon")),
            e(a, None, "TextView", (190, 330 + i * 420, 700, 395 + i * 420), res=r("activity_type_label")),
            e(n, None, "TextView", (720, 330 + i * 420, 1040, 395 + i * 420), res=r("aggregated_stats_num_tracks")),
            e("Distance", None, "TextView", (190, 420 + i * 420, 600, 470 + i * 420)),
            e(dist, None, "TextView", (190, 470 + i * 420, 600, 540 + i * 420), res=r("aggregated_stats_distance")),
            e("Total time", None, "TextView", (620, 420 + i * 420, 1040, 470 + i * 420)),
            e(t, None, "TextView", (620, 470 + i * 420, 1040, 540 + i * 420), res=r("aggregated_stats_time")),
            e(f"Average speed {v}", None, "TextView", (190, 560 + i * 420, 1040, 620 + i * 420), res=r("aggregated_stats_avg_rate")))]
    turns = [
        (droid("click", index=ix(s0, "Record")), show(s1)),
        (droid("wait"), show(s2)),
        (droid("wait"), show(s3)),
        (droid("wait"), show(s4)),
        (droid("long_press", index=ix(s4, "Stop recording (long press)")), show(s5)),
        (droid("input_text", text="Lunch walk", index=ix(s5, "Name")), show(s6)),
        (droid("click", index=ix(s6, "Save")), show(s7)),
        (droid("navigate_back"), show(s8)),
        (droid("click", index=ix(s8, "More options")), show(s9)),
        (droid("click", index=ix(s9, "Aggregated statistics")), show(s10)),
    ]
    rs.add(task=TASK, tid="h18-android-22", system=DROID_SYSTEM, turns=turns, state=state(goal, s0), bad=False, kind="clean")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        make(rs)
    rs.write()


if __name__ == "__main__":
    main()
