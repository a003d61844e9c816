# ruff: noqa: E501
"""Held-out set holdout32, domain android: 22 AndroidWorld trajectories written blind (11 with one contradiction).

Each observation is the AndroidWorld element list (``UI element N: UIElement(...)``) of a Pixel 6 emulator
(1080x2400), status bar included. Screens are rendered from small per-app state so that each trajectory stays
self-consistent except where a label says otherwise.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as the AndroidWorld list of UI elements
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Format Requirements

Preserve the current screen state representation format exactly: one `UI element N: UIElement(...)` line per element, with the same fields, status bar included.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

W = 1080
SYSUI = "com.android.systemui"


class BoundingBox:
    """Pixel box, printed the way AndroidWorld prints it."""

    def __init__(self, x_min: int, y_min: int, x_max: int, y_max: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x_min, y_min, x_max, y_max

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(pkg: str, text: str | None = None, desc: str | None = None, cls: str = "TextView",
       box: tuple[int, int, int, int] = (0, 0, W, 0), res: str | None = None, *, click: bool = False,
       edit: bool = False, checkable: bool = False, checked: bool = False, focused: bool = False,
       scroll: bool = False, selected: bool = False, hint: str | None = None, long: bool = False,
       enabled: bool = True) -> dict[str, Any]:
    if "." not in cls:
        cls = "android.widget." + cls
    if res is not None and ":" not in res:
        res = f"{pkg}:id/{res}"
    return {"text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BoundingBox(*box),
            "hint_text": hint, "is_checked": checked, "is_checkable": checkable, "is_clickable": click,
            "is_editable": edit, "is_enabled": enabled, "is_focused": focused, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": selected, "package_name": pkg, "resource_name": res}


def sbar(clock: str, batt: int, charging: bool = False) -> list[dict[str, Any]]:
    s = partial(el, SYSUI)
    level = f"Battery charging, {batt} percent." if charging else f"Battery {batt} percent."
    return [
        s(clock, cls="TextView", box=(63, 31, 170, 94), res="clock"),
        s(desc="Wifi signal full.", cls="ImageView", box=(846, 38, 894, 88), res="wifi_signal"),
        s(desc="Phone signal full.", cls="ImageView", box=(900, 38, 948, 88), res="mobile_signal"),
        s(desc=level, cls="LinearLayout", box=(958, 36, 1022, 90), res="battery"),
    ]


LAUNCHER = "com.google.android.apps.nexuslauncher"


def home(day: str, weather: str, apps: list[str]) -> list[dict[str, Any]]:
    h = partial(el, LAUNCHER)
    out = [
        h(None, cls="FrameLayout", box=(0, 0, W, 2400), res="launcher"),
        h(day, desc=day, cls="TextView", box=(84, 236, 600, 318), res="date", click=True),
        h(weather, desc=weather, cls="TextView", box=(84, 318, 420, 380), res="smartspace_subtitle_text", click=True),
        h(None, desc="Home", cls="View", box=(0, 430, W, 1960), res="workspace", scroll=True),
    ]
    for k, name in enumerate(apps):
        col, row = k % 4, k // 4
        x0, y0 = 40 + col * 252, 1330 + row * 300
        out.append(h(name, desc=name, cls="TextView", box=(x0, y0, x0 + 244, y0 + 270), click=True, long=True))
    for k, name in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        x0 = 40 + k * 252
        out.append(h(None, desc=name, cls="TextView", box=(x0, 1980, x0 + 244, 2180), click=True, long=True))
    out.append(h(None, desc="Google search", cls="FrameLayout", box=(42, 2205, 890, 2333), res="search_container_hotseat", click=True))
    out.append(h(None, desc="Google Lens", cls="ImageView", box=(890, 2221, 1002, 2317), res="lens_icon", click=True))
    return out


class Traj:
    """One trajectory: every observation is the status bar plus an app's elements."""

    def __init__(self, clock: str, batt: int, charging: bool = False) -> None:
        self.clock, self.batt, self.charging = clock, batt, charging
        self.turns: list[tuple[str, str]] = []
        self.last: list[dict[str, Any]] = []

    def screen(self, body: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return sbar(self.clock, self.batt, self.charging) + body

    def state(self, goal: str, body: list[dict[str, Any]]) -> str:
        self.last = self.screen(body)
        return f"Goal: {goal}\n\n" + ui_elements(self.last)

    def add(self, action: str, body: list[dict[str, Any]], at: str | None = None, batt: int | None = None) -> None:
        if at is not None:
            self.clock = at
        if batt is not None:
            self.batt = batt
        self.last = self.screen(body)
        self.turns.append((action, ui_elements(self.last)))

    def i(self, key: str, nth: int = 0) -> int:
        """Index, on the current screen, of the nth element whose text, content description or hint is key."""
        hits = [k for k, e in enumerate(self.last) if key in (e["text"], e["content_description"], e["hint_text"])]
        if len(hits) <= nth:
            raise KeyError(key)
        return hits[nth]

    def ir(self, res: str, nth: int = 0) -> int:
        """Index of the nth element whose resource name ends with /res."""
        hits = [k for k, e in enumerate(self.last) if (e["resource_name"] or "").endswith("/" + res)]
        if len(hits) <= nth:
            raise KeyError(res)
        return hits[nth]

    def click(self, key: str, nth: int = 0) -> str:
        return droid("click", index=self.i(key, nth))

    def long(self, key: str, nth: int = 0) -> str:
        return droid("long_press", index=self.i(key, nth))

    def type(self, text: str, key: str, nth: int = 0) -> str:
        return droid("input_text", text=text, index=self.i(key, nth))


def field(e: dict[str, Any]) -> str:
    return e["text"] or e["hint_text"] or ""


TOP, BOTTOM = 283, 2337


def fab(pkg: str, desc: str, res: str = "fab") -> dict[str, Any]:
    return el(pkg, desc=desc, cls="ImageButton", box=(860, 2141, 1017, 2298), res=res, click=True)


def up(pkg: str, desc: str = "Navigate up") -> dict[str, Any]:
    return el(pkg, desc=desc, cls="ImageButton", box=(0, 129, 147, 276), click=True)


# 01 Simple Calendar Pro: clean
def t01(rs: RowSet) -> None:
    import datetime as dt
    P = "com.simplemobiletools.calendar.pro"
    p = partial(el, P)
    secs: list[tuple[str, list[tuple[str, str, str]]]] = [
        ("Monday, October 14", [("Quarterly budget review", "14:00 - 15:30", "Conference room B, 3rd floor")]),
        ("Wednesday, October 16", [("Yoga class", "18:30 - 19:30", "Studio Ananda, Kastanienallee 7")]),
        ("Friday, October 18", [("Flight to Lisbon TP1351", "07:05 - 09:40", "Berlin BER Terminal 1"),
                                ("Check in at Casa do Largo", "15:00 - 15:30", "Largo do Intendente 19, Lisboa")]),
        ("Tuesday, October 22", [("Mom's birthday", "All-day", "")]),
        ("Thursday, October 24", [("Car service – Autohaus Kuhn", "08:00 - 09:00", "Oranienburger Str. 12")]),
        ("Monday, October 28", [("Sprint planning", "10:00 - 11:30", "Teams call")]),
    ]

    def evlist(secs: list[tuple[str, list[tuple[str, str, str]]]]) -> list[dict[str, Any]]:
        out = [p(None, cls="EditText", hint="Search", box=(42, 141, 760, 262), res="top_toolbar_search", click=True, edit=True),
               p(desc="Change view", cls="Button", box=(770, 150, 884, 254), res="change_view", click=True),
               p(desc="More options", cls="ImageView", box=(904, 150, 1032, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="calendar_events_list", scroll=True)]
        y = TOP
        for head, evs in secs:
            if y + 96 > BOTTOM:
                break
            out.append(p(head, box=(42, y + 18, 1038, y + 84), res="event_section_title"))
            y += 96
            for title, tm, loc in evs:
                if y + 90 > BOTTOM:
                    break
                out.append(p(None, cls="FrameLayout", box=(0, y, W, min(y + 200, BOTTOM)), res="event_item_frame", click=True, long=True))
                out.append(p(title, box=(84, y + 22, 1000, y + 82), res="event_item_title"))
                out.append(p(tm, box=(84, y + 86, 600, y + 136), res="event_item_time"))
                if loc:
                    out.append(p(loc, box=(84, y + 136, 1000, y + 184), res="event_item_description"))
                y += 204
        out.append(fab(P, "New event", "calendar_fab"))
        return out

    def editor(title: str | None, loc: str | None, sd: str, st: str, ed: str, et: str, focus: str = "") -> list[dict[str, Any]]:
        return [
            up(P), p("New event", box=(189, 163, 700, 242), res="event_toolbar_title"),
            p(desc="Save", cls="Button", box=(926, 150, 1046, 254), res="save", click=True),
            p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), res="event_scrollview", scroll=True),
            p(title, cls="EditText", hint="Title", box=(126, 318, 1038, 444), res="event_title", click=True, edit=True, focused=focus == "title"),
            p(loc, cls="EditText", hint="Location", box=(126, 465, 900, 591), res="event_location", click=True, edit=True, focused=focus == "loc"),
            p(desc="Show on map", cls="ImageView", box=(910, 486, 1038, 570), res="event_show_on_map", click=True),
            p(None, cls="EditText", hint="Description", box=(126, 612, 1038, 738), res="event_description", click=True, edit=True),
            p("All-day", cls="CheckBox", box=(126, 780, 1038, 880), res="event_all_day", click=True, checkable=True),
            p(sd, box=(126, 901, 700, 1001), res="event_start_date", click=True),
            p(st, box=(760, 901, 1038, 1001), res="event_start_time", click=True),
            p(ed, box=(126, 1022, 700, 1122), res="event_end_date", click=True),
            p(et, box=(760, 1022, 1038, 1122), res="event_end_time", click=True),
            p("Europe/Berlin", box=(126, 1164, 1038, 1264), res="event_time_zone", click=True),
            p("10 minutes before", box=(126, 1306, 1038, 1406), res="event_reminder_1", click=True),
            p("Add another reminder", box=(126, 1406, 1038, 1506), res="event_reminder_2", click=True),
            p("No repetition", box=(126, 1548, 1038, 1648), res="event_repetition", click=True),
            p("Add another attendee", cls="EditText", box=(126, 1690, 1038, 1790), res="event_attendee", click=True, edit=True),
            p("Regular event", box=(126, 1832, 900, 1932), res="event_type", click=True),
            p(None, desc="Color", cls="ImageView", box=(940, 1850, 1006, 1916), res="event_type_color"),
            p("Busy", box=(126, 1974, 1038, 2074), res="event_availability", click=True),
        ]

    def picker(sel: int) -> list[dict[str, Any]]:
        d = dt.date(2024, 10, sel)
        out = [p("2024", box=(147, 665, 300, 726), res="android:id/date_picker_header_year", click=True),
               p(d.strftime("%a, %b ") + str(sel), box=(147, 726, 700, 850), res="android:id/date_picker_header_date", click=True, selected=True),
               p(None, desc="Previous month", cls="ImageButton", box=(131, 905, 257, 1031), res="android:id/prev", click=True),
               p(None, desc="Next month", cls="ImageButton", box=(823, 905, 949, 1031), res="android:id/next", click=True),
               p(None, desc="October 2024", cls="android.view.View", box=(131, 905, 949, 1724), res="android:id/month_view", scroll=True)]
        for day in range(1, 32):
            cell = dt.date(2024, 10, day)
            k = day + 1  # 1 October 2024 is a Tuesday, third column of a Sunday-first grid
            col, row = k % 7, k // 7
            x0, y0 = 131 + col * 117, 1100 + row * 104
            out.append(p(str(day), desc=cell.strftime("%d %B %Y").lstrip("0"), cls="android.view.View", box=(x0, y0, x0 + 117, y0 + 104),
                         click=True, checkable=True, checked=day == sel, selected=day == sel))
        out += [p("Cancel", cls="Button", box=(560, 1740, 760, 1866), res="android:id/button2", click=True),
                p("OK", cls="Button", box=(780, 1740, 950, 1866), res="android:id/button1", click=True)]
        return out

    t = Traj("11:07", 78)
    state = t.state("Add an event 'Dentist checkup' at Smile Dental, 220 Pine St on Thursday October 17, 2024 in Simple Calendar Pro.",
                    home("Monday, Oct 14", "Partly cloudy · 14°C", ["Calendar", "Clock", "Contacts", "Files",
                                                                     "Simple Calendar Pro", "Markor", "Settings", "Play Store"]))
    t.add(droid("open_app", app_name="Simple Calendar Pro"), evlist(secs))
    t.add(t.click("New event"), editor(None, None, "Mon, Oct 14, 2024", "12:00", "Mon, Oct 14, 2024", "13:00"))
    t.add(t.type("Dentist checkup", "Title"), editor("Dentist checkup", None, "Mon, Oct 14, 2024", "12:00", "Mon, Oct 14, 2024", "13:00", "title"), at="11:08")
    t.add(t.type("Smile Dental, 220 Pine St", "Location"), editor("Dentist checkup", "Smile Dental, 220 Pine St", "Mon, Oct 14, 2024", "12:00", "Mon, Oct 14, 2024", "13:00", "loc"))
    t.add(droid("click", index=t.ir("event_start_date")), picker(14), at="11:08")
    t.add(t.click("17"), picker(17), at="11:09")
    t.add(t.click("OK"), editor("Dentist checkup", "Smile Dental, 220 Pine St", "Thu, Oct 17, 2024", "12:00", "Thu, Oct 17, 2024", "13:00"))
    secs2 = secs[:2] + [("Thursday, October 17", [("Dentist checkup", "12:00 - 13:00", "Smile Dental, 220 Pine St")])] + secs[2:]
    t.add(t.click("Save"), evlist(secs2), at="11:09", batt=77)
    rs.add(task="android", tid="h32-android-01", system=SYSTEM, turns=t.turns, state=state)


# 02 Tasks.org: bad
def t02(rs: RowSet) -> None:
    P = "org.tasks"
    p = partial(el, P)
    Task = tuple[str, str, str, list[str]]
    mine: list[Task] = [
        ("Call plumber about kitchen sink", "Today", "Leak under the dishwasher connection, ask for a Thursday slot", ["Home"]),
        ("Renew passport photos", "Today", "", ["Errands"]),
        ("Submit expense report Q3", "Tomorrow", "Receipts in Drive > Expenses > 2024-Q3", ["Office"]),
        ("Water the balcony plants", "Wednesday", "", ["Home"]),
        ("Book flu shot", "Oct 18", "Hausarztpraxis Dr. Yilmaz, 030 4471 2290", []),
        ("Return Zalando parcel", "Oct 19", "Label printed, DHL drop-off at the Späti", ["Errands"]),
        ("Read DDIA chapter 5", "", "Replication – leaders and followers", []),
    ]
    shop: list[Task] = [
        ("Birthday card for Mom", "Oct 20", "", []),
        ("Printer ink HP 305XL", "", "Black + tri-color, check MediaMarkt price", []),
        ("Oat milk x2", "", "", []),
        ("AA batteries (8-pack)", "", "", []),
    ]

    def listing(name: str, tasks: list[Task]) -> list[dict[str, Any]]:
        out = [p(None, desc="Open navigation drawer", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p(name, box=(189, 163, 700, 242), res="toolbar_title"),
               p(None, desc="Search", cls="TextView", box=(800, 150, 926, 254), res="menu_search", click=True),
               p(None, desc="More options", cls="ImageView", box=(926, 150, 1052, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="recycler_view", scroll=True)]
        y = TOP
        for title, due, note, tags in tasks:
            h = 110 + (52 if note else 0) + (66 if due or tags else 0)
            out.append(p(None, cls="android.view.ViewGroup", box=(0, y, W, y + h), res="row", click=True, long=True))
            out.append(p(None, cls="CheckBox", box=(21, y + 14, 147, y + 98), res="completeBox", click=True, checkable=True))
            out.append(p(title, box=(168, y + 24, 1038, y + 84), res="title"))
            yy = y + 84
            if note:
                out.append(p(note, box=(168, yy, 1038, yy + 48), res="description"))
                yy += 52
            x = 168
            if due:
                out.append(p(due, cls="TextView", box=(x, yy + 8, x + 40 + 24 * len(due), yy + 58), res="due_date"))
                x += 64 + 24 * len(due)
            for tag in tags:
                out.append(p(tag, cls="TextView", box=(x, yy + 8, x + 60 + 26 * len(tag), yy + 58), res="chip_tag", click=True))
                x += 80 + 26 * len(tag)
            y += h
        out.append(fab(P, "Create new task"))
        return out

    def drawer(counts: dict[str, int], current: str) -> list[dict[str, Any]]:
        out = [p(None, cls="androidx.compose.ui.platform.ComposeView", box=(0, 0, 880, 2400), res="navigation_drawer", scroll=True)]
        y = 180
        rows = [("Filters", None), ("Today", counts.get("Today", 0)), ("Recently modified", None), ("Local lists", None),
                ("My Tasks", counts["My Tasks"]), ("Shopping", counts["Shopping"]), ("Work", counts["Work"]), ("Tags", None),
                ("Errands", counts["Errands"]), ("Home", counts["Home"]), ("Office", counts["Office"]), ("Settings", None),
                ("Help & feedback", None)]
        for label, n in rows:
            if label in ("Filters", "Local lists", "Tags"):
                out.append(p(label, box=(42, y + 20, 700, y + 80)))
                y += 100
                continue
            out.append(p(label, cls="android.view.View", box=(21, y, 859, y + 132), click=True, selected=label == current))
            if n:
                out.append(p(str(n), box=(760, y + 40, 838, y + 92)))
            y += 132
        return out

    def editor(title: str | None, lst: str) -> list[dict[str, Any]]:
        return [
            p(None, desc="Save", cls="ImageButton", box=(0, 129, 147, 276), res="save", click=True),
            p(None, desc="Discard", cls="TextView", box=(800, 150, 926, 254), res="menu_discard", click=True),
            p(None, desc="More options", cls="ImageView", box=(926, 150, 1052, 254), click=True),
            p(None, cls="CheckBox", box=(21, 300, 147, 400), res="completeBox", click=True, checkable=True),
            p(title, cls="EditText", hint="Task name", box=(168, 290, 1038, 420), res="title", click=True, edit=True, focused=True),
            p(None, cls="ScrollView", box=(0, 430, W, BOTTOM), res="scroll_view", scroll=True),
            p("Due date", box=(168, 470, 1038, 560), click=True),
            p("Priority", box=(168, 600, 500, 680)),
            p("!!!", cls="RadioButton", box=(520, 590, 640, 690), click=True, checkable=True),
            p("!!", cls="RadioButton", box=(650, 590, 770, 690), click=True, checkable=True),
            p("!", cls="RadioButton", box=(780, 590, 900, 690), click=True, checkable=True),
            p("o", cls="RadioButton", box=(910, 590, 1030, 690), click=True, checkable=True, checked=True),
            p(None, cls="EditText", hint="Description", box=(168, 720, 1038, 820), res="notes", click=True, edit=True),
            p(lst, box=(168, 860, 1038, 950), click=True),
            p("Add tags", box=(168, 990, 1038, 1080), click=True),
            p("Add subtask", box=(168, 1120, 1038, 1210), click=True),
            p("Add reminder", box=(168, 1250, 1038, 1340), click=True),
            p("Does not repeat", box=(168, 1380, 1038, 1470), click=True),
            p("Start timer", box=(168, 1510, 1038, 1600), click=True),
            p("Add attachment", box=(168, 1640, 1038, 1730), click=True),
        ]

    t = Traj("10:24", 64)
    state = t.state("In Tasks.org, complete 'Call plumber about kitchen sink', add 'Coffee beans (Bonanza, 1kg)' to the Shopping list and tick off the oat milk.",
                    home("Monday, Oct 14", "Rain · 11°C", ["Tasks", "Calendar", "Clock", "Contacts", "Keep Notes", "Files", "Settings", "Play Store"]))
    t.add(droid("open_app", app_name="Tasks"), listing("My Tasks", mine))
    t.add(droid("click", index=t.ir("completeBox", 0)), listing("My Tasks", mine[1:]), at="10:25")
    counts = {"Today": 1, "My Tasks": 7, "Shopping": 4, "Work": 3, "Errands": 2, "Home": 1, "Office": 1}
    t.add(t.click("Open navigation drawer"), drawer(counts, "My Tasks"))
    t.add(t.click("Shopping"), listing("Shopping", shop))
    t.add(t.click("Create new task"), editor(None, "Shopping"), at="10:26")
    t.add(t.type("Coffee beans (Bonanza, 1kg)", "Task name"), editor("Coffee beans (Bonanza, 1kg)", "Shopping"))
    shop2 = shop + [("Coffee beans (Bonanza, 1kg)", "", "", [])]
    t.add(droid("navigate_back"), listing("Shopping", shop2), at="10:27")
    t.add(droid("click", index=t.ir("completeBox", 2)), listing("Shopping", [x for x in shop2 if x[0] != "Oat milk x2"]))
    rs.add(task="android", tid="h32-android-02", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=3, kind="drawer count for My Tasks still includes the task just completed")


# 03 Markor: clean
def t03(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    p = partial(el, P)
    folders = [("archive", "Sep 30, 2024 21:10"), ("attachments", "Oct 8, 2024 16:51")]
    files = {
        "books_to_read.md": ("Oct 2, 2024 22:17", "845 B"),
        "grocery_list.md": ("Oct 11, 2024 18:20", "236 B"),
        "lisbon_trip_packing.md": ("Oct 9, 2024 20:04", "1.1 KB"),
        "meeting_notes_2024-10-08.md": ("Oct 8, 2024 16:45", "3.4 KB"),
        "QuickNote.md": ("Oct 15, 2024 08:02", "1.3 KB"),
        "recipes_ideas.md": ("Sep 28, 2024 12:36", "2.0 KB"),
        "todo.txt": ("Oct 15, 2024 07:55", "612 B"),
        "workout_log.md": ("Oct 13, 2024 19:02", "5.7 KB"),
    }

    def bottom() -> list[dict[str, Any]]:
        return [p(name, desc=name, cls="FrameLayout", box=(k * 270, 2190, k * 270 + 270, 2337), res=rid, click=True, selected=k == 0)
                for k, (name, rid) in enumerate([("Files", "nav_notebook"), ("To-Do", "nav_todo"), ("QuickNote", "nav_quicknote"), ("More", "nav_more")])]

    def listing(files: dict[str, tuple[str, str]], sel: str = "") -> list[dict[str, Any]]:
        if sel:
            out = [p(None, desc="Done", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p("1", box=(189, 163, 300, 242)),
                   p(None, desc="Delete", cls="TextView", box=(540, 150, 666, 254), res="action_delete_selected_items", click=True),
                   p(None, desc="Rename", cls="TextView", box=(666, 150, 792, 254), res="action_rename_selected_item", click=True),
                   p(None, desc="Share", cls="TextView", box=(792, 150, 918, 254), res="action_share_files", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        else:
            out = [p("Markor", box=(63, 163, 500, 242), res="toolbar_title"),
                   p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="action_search", click=True),
                   p(None, desc="Sort by", cls="TextView", box=(792, 150, 918, 254), res="action_sort", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        out.append(p("/storage/emulated/0/Documents/markor", box=(63, 276, 1038, 330), res="ui__filesystem_dialog__current_folder"))
        out.append(p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 340, W, 2190), res="ui__filesystem_dialog__list", scroll=True))
        y = 340
        rows = [(f, d, "") for f, d in folders] + [(n, d, s) for n, (d, s) in sorted(files.items(), key=lambda kv: kv[0].lower())]
        for name, date, size in rows:
            out.append(p(None, cls="LinearLayout", box=(0, y, W, y + 168), res="ui__filesystem_item__root", click=True, long=True, selected=name == sel))
            out.append(p(None, desc="Folder" if not size else None, cls="ImageView", box=(42, y + 42, 126, y + 126), res="ui__filesystem_item__image"))
            out.append(p(name, box=(168, y + 26, 1038, y + 90), res="ui__filesystem_item__title"))
            out.append(p(f"{date}  ·  {size}" if size else date, box=(168, y + 94, 1038, y + 142), res="ui__filesystem_item__description"))
            y += 168
        if not sel:
            out.append(p(None, desc="Create a new file", cls="ImageButton", box=(860, 2006, 1017, 2163), res="fab_add_new_item", click=True))
        return out + bottom()

    def newdlg(name: str | None) -> list[dict[str, Any]]:
        return [p("New file", box=(105, 700, 975, 790), res="alertTitle"),
                p(name, cls="EditText", hint="Name", box=(105, 820, 975, 946), res="new_file_dialog__name", click=True, edit=True, focused=True),
                p("Markdown", cls="Spinner", box=(105, 976, 975, 1080), res="new_file_dialog__type", click=True),
                p("Empty file", cls="Spinner", box=(105, 1100, 975, 1204), res="new_file_dialog__template", click=True),
                p("Encrypt with password", cls="CheckBox", box=(105, 1230, 975, 1326), res="new_file_dialog__encryption", click=True, checkable=True),
                p("Cancel", cls="Button", box=(300, 1380, 500, 1506), res="android:id/button2", click=True),
                p("Folder", cls="Button", box=(520, 1380, 720, 1506), res="android:id/button3", click=True),
                p("OK", cls="Button", box=(760, 1380, 960, 1506), res="android:id/button1", click=True)]

    def editor(title: str, body: str | None) -> list[dict[str, Any]]:
        out = [up(P), p(title, box=(189, 163, 660, 242), res="toolbar_title"),
               p(None, desc="Undo", cls="TextView", box=(666, 150, 792, 254), res="action_undo", click=True),
               p(None, desc="Preview", cls="TextView", box=(792, 150, 918, 254), res="action_preview", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="ScrollView", box=(0, TOP, W, 2190), res="document__fragment__edit__content_editor__scrolling_parent", scroll=True),
               p(body, cls="EditText", box=(21, TOP, 1059, 2190), res="document__fragment__edit__highlighting_editor", click=True, edit=True, focused=True, long=True)]
        for k, name in enumerate(["Checkbox", "Unordered list", "Ordered list", "Bold", "Italic", "Header", "Insert link", "Insert image"]):
            out.append(p(None, desc=name, cls="ImageView", box=(k * 135, 2200, k * 135 + 135, 2337), click=True, long=True))
        return out

    def rename(name: str) -> list[dict[str, Any]]:
        return [p("Rename", box=(105, 900, 975, 990), res="alertTitle"),
                p(name, cls="EditText", box=(105, 1020, 975, 1146), res="dialog_text_input", click=True, edit=True, focused=True),
                p("Cancel", cls="Button", box=(520, 1190, 720, 1316), res="android:id/button2", click=True),
                p("OK", cls="Button", box=(760, 1190, 960, 1316), res="android:id/button1", click=True)]

    body = "# Standup 15 Oct\n\n- Deploy v2.3.1 to staging (Maya)\n- Review PR #482 auth token refresh\n- Blocker: flaky e2e test on checkout\n"
    t = Traj("09:41", 91)
    state = t.state("In Markor, create a note 'meeting_notes_2024-10-15' with today's standup points, then rename it to 'standup_2024-10-15.md'.",
                    home("Tuesday, Oct 15", "Sunny · 9°C", ["Markor", "Files", "Clock", "Calendar", "Contacts", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Markor"), listing(files))
    t.add(t.click("Create a new file"), newdlg(None))
    t.add(t.type("meeting_notes_2024-10-15", "Name"), newdlg("meeting_notes_2024-10-15"), at="09:42")
    t.add(t.click("OK"), editor("meeting_notes_2024-10-15", None))
    t.add(droid("input_text", text=body, index=t.ir("document__fragment__edit__highlighting_editor")), editor("meeting_notes_2024-10-15", body), at="09:43")
    files2 = dict(files)
    files2["meeting_notes_2024-10-15.md"] = ("Oct 15, 2024 09:43", f"{len(body.encode())} B")
    t.add(droid("navigate_back"), listing(files2), batt=90)
    t.add(t.long("meeting_notes_2024-10-15.md"), listing(files2, "meeting_notes_2024-10-15.md"), at="09:44")
    t.add(t.click("Rename"), rename("meeting_notes_2024-10-15.md"))
    t.add(t.type("standup_2024-10-15.md", "meeting_notes_2024-10-15.md"), rename("standup_2024-10-15.md"), at="09:45")
    files3 = {("standup_2024-10-15.md" if k == "meeting_notes_2024-10-15.md" else k): v for k, v in files2.items()}
    t.add(t.click("OK"), listing(files3))
    rs.add(task="android", tid="h32-android-03", system=SYSTEM, turns=t.turns, state=state)


# 04 Habitica: bad
def t04(rs: RowSet) -> None:
    P = "com.habitrpg.android.habitica"
    p = partial(el, P)

    def header(tab: str, hp: str, xp: str, mp: str, gold: str) -> list[dict[str, Any]]:
        return [
            p(None, desc="Open navigation drawer", cls="ImageButton", box=(0, 129, 147, 276), click=True),
            p(tab, box=(189, 163, 600, 242), res="toolbar_title"),
            p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="action_search", click=True),
            p(None, desc="Filter", cls="TextView", box=(792, 150, 918, 254), res="action_filter", click=True),
            p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
            p(None, desc="Avatar", cls="FrameLayout", box=(30, 290, 330, 590), res="avatar_view", click=True),
            p("Level 17 Warrior", box=(360, 296, 800, 350), res="lvl_tv"),
            p("Health", box=(360, 360, 560, 410)), p(hp, box=(860, 360, 1050, 410), res="hpBar_value"),
            p(None, cls="ProgressBar", box=(360, 412, 1050, 436), res="hpBar"),
            p("Experience", box=(360, 446, 560, 496)), p(xp, box=(860, 446, 1050, 496), res="xpBar_value"),
            p(None, cls="ProgressBar", box=(360, 498, 1050, 522), res="xpBar"),
            p("Mana", box=(360, 532, 560, 582)), p(mp, box=(860, 532, 1050, 582), res="mpBar_value"),
            p(gold, desc="Gold", box=(600, 296, 760, 350), res="gold_view"),
            p("12", desc="Gems", box=(780, 296, 880, 350), res="gems_view"),
            p("3", desc="Mystic Hourglasses", box=(900, 296, 1000, 350), res="hourglasses_view"),
        ]

    def nav(tab: str) -> list[dict[str, Any]]:
        names = [("Habits", 0), ("Dailies", 216), ("Add", 432), ("To Do's", 648), ("Rewards", 864)]
        return [p(None if n == "Add" else n, desc="Add task" if n == "Add" else n, cls="FrameLayout", box=(x, 2190, x + 216, 2337),
                  res="fab" if n == "Add" else None, click=True, selected=n == tab) for n, x in names]

    def rows(items: list[tuple[str, str, str, bool | None]], kind: str) -> list[dict[str, Any]]:
        out = [p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 610, W, 2190), res="recyclerView", scroll=True)]
        y = 610
        for title, note, extra, done in items:
            h = 200 if note else 150
            out.append(p(None, cls="android.view.ViewGroup", box=(0, y, W, y + h), res="main_task_wrapper", click=True, long=True))
            if kind == "habit":
                out.append(p(None, desc="Plus", cls="ImageButton", box=(0, y, 140, y + h), res="btnPlus", click=True))
                out.append(p(None, desc="Minus", cls="ImageButton", box=(940, y, W, y + h), res="btnMinus", click=True))
            elif kind == "reward":
                out.append(p(extra, desc=f"Buy for {extra} gold", cls="Button", box=(880, y + 20, 1060, y + 130), res="buyButton", click=True))
            else:
                out.append(p(None, cls="CheckBox", box=(0, y, 140, y + h), res="checkBox", click=True, checkable=True, checked=bool(done)))
            out.append(p(title, box=(170, y + 26, 860, y + 86), res="checkedTextView"))
            if note:
                out.append(p(note, box=(170, y + 90, 860, y + 140), res="notesTextView"))
            if extra and kind != "reward":
                out.append(p(extra, box=(170, y + h - 56, 860, y + h - 12), res="streakTextView" if kind == "daily" else "specialTaskText"))
            y += h
        return out

    habits = [("Drink a glass of water", "", "+14 | -0", None), ("Take the stairs", "Office is on the 4th floor", "+6 | -1", None),
              ("Doomscrolling", "Instagram / Reddit after 23:00", "+0 | -9", None), ("Stretch break every hour", "", "+22 | -0", None),
              ("Practice Spanish vocab", "Anki deck 'A2 Verbos'", "+31 | -0", None)]

    def dailies(stretch: bool, duo: bool) -> list[tuple[str, str, str, bool | None]]:
        return [("Morning stretch 10 min", "", f"⟳ {13 if stretch else 12}", stretch),
                ("Read 20 pages", "Currently: Project Hail Mary", "⟳ 4", False),
                ("Duolingo Spanish", "", f"⟳ {38 if duo else 37}", duo),
                ("Meal prep lunch", "Checklist 0/3", "⟳ 0", False),
                ("Floss", "", "⟳ 2", False),
                ("Weekly review", "Due Sunday", "⟳ 6", False)]

    todos = [("Return library books", "Stadtbibliothek, 3 books", "Due Oct 16", False),
             ("Schedule car inspection (TÜV)", "", "Due Oct 31", False),
             ("Cancel unused Spotify family plan", "", "", False),
             ("Write thank-you note to Aunt Rosa", "For the birthday package", "", False),
             ("Set up Habitica party with Jonas", "", "", False)]

    def toast(xp: int, gold: str) -> list[dict[str, Any]]:
        return [p(f"+ {xp} Experience", box=(120, 1990, 560, 2050), res="snackbar_text"), p(f"+ {gold} Gold", box=(580, 1990, 960, 2050), res="snackbar_value")]

    t = Traj("07:52", 96)
    state = t.state("In Habitica, check off today's 'Morning stretch 10 min' and 'Duolingo Spanish' dailies and complete the 'Return library books' to-do.",
                    home("Wednesday, Oct 16", "Fog · 6°C", ["Habitica", "Clock", "Calendar", "Spotify", "Duolingo", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Habitica"), header("Habits", "42 / 50", "318 / 380", "27 / 46", "148.62") + rows(habits, "habit") + nav("Habits"))
    t.add(t.click("Dailies"), header("Dailies", "42 / 50", "318 / 380", "27 / 46", "148.62") + rows(dailies(False, False), "daily") + nav("Dailies"))
    t.add(droid("click", index=t.ir("checkBox", 0)), header("Dailies", "42 / 50", "329 / 380", "28 / 46", "149.87") + rows(dailies(True, False), "daily") + toast(11, "1.25") + nav("Dailies"), at="07:53")
    t.add(droid("click", index=t.ir("checkBox", 2)), header("Dailies", "42 / 50", "340 / 380", "29 / 46", "151.09") + rows(dailies(True, True), "daily") + toast(11, "1.22") + nav("Dailies"))
    t.add(t.click("To Do's"), header("To Do's", "50 / 50", "340 / 380", "29 / 46", "151.09") + rows(todos, "todo") + nav("To Do's"), at="07:54")
    t.add(droid("click", index=t.ir("checkBox", 0)), header("To Do's", "50 / 50", "352 / 380", "30 / 46", "152.51") + rows(todos[1:], "todo") + toast(12, "1.42") + nav("To Do's"))
    rewards = [("1 episode of a show", "Only after dailies are done", "10", None), ("Fancy coffee", "Flat white at Bonanza", "25", None),
               ("Health Potion", "Recover 15 Health", "25", None), ("Enchanted Armoire", "Random equipment, food or XP", "100", None),
               ("Golden Sword", "Increases Strength by 9", "80", None)]
    t.add(t.click("Rewards"), header("Rewards", "50 / 50", "352 / 380", "30 / 46", "152.51") + rows(rewards, "reward") + nav("Rewards"), at="07:55")
    rs.add(task="android", tid="h32-android-04", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=5, kind="health bar back to full with no potion, level-up or cron")


def otp(seed: str, period: int) -> str:
    """A stable stand-in for a TOTP code: the same account and 30 s period always give the same six digits."""
    import hashlib
    n = int(hashlib.sha256(f"{seed}/{period}".encode()).hexdigest(), 16) % 1_000_000
    return f"{n // 1000:03d} {n % 1000:03d}"


# 05 Aegis Authenticator: clean
def t05(rs: RowSet) -> None:
    P = "com.beemdevelopment.aegis"
    p = partial(el, P)
    entries = [("GitHub", "octo-jmoreau"), ("Proton", "j.moreau@proton.me"), ("Cloudflare", "julien@moreau.dev"),
               ("Dropbox", "julien.moreau@gmail.com"), ("Hetzner Cloud", "jm-7731"), ("Tailscale", "julien@moreau.dev"),
               ("PayPal", "julien.moreau@gmail.com")]

    def hms(s: str) -> int:
        h, m, sec = (int(x) for x in s.split(":"))
        return (h * 3600 + m * 60 + sec) // 30

    def listing(ents: list[tuple[str, str]], at: str, search: str | None = None, sheet: bool = False) -> list[dict[str, Any]]:
        if search is None:
            out = [p("Aegis", box=(63, 163, 500, 242), res="toolbar_title"),
                   p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="mi_search", click=True),
                   p(None, desc="Lock", cls="TextView", box=(792, 150, 918, 254), res="action_lock", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        else:
            out = [p(None, desc="Collapse", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p(search or None, cls="AutoCompleteTextView", hint="Search", box=(147, 150, 900, 254), res="search_src_text", click=True, edit=True, focused=True)]
            if search:
                out.append(p(None, desc="Clear query", cls="ImageView", box=(918, 150, 1044, 254), res="search_close_btn", click=True))
            ents = [e for e in ents if search.lower() in (e[0] + " " + e[1]).lower()]
        out.append(p(None, cls="ProgressBar", box=(0, 276, W, 288), res="progressBar"))
        out.append(p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 288, W, BOTTOM), res="rvKeyProfiles", scroll=True))
        y = 288
        for issuer, acct in ents:
            out.append(p(None, cls="RelativeLayout", box=(0, y, W, y + 231), res="rlCardEntry", click=True, long=True))
            out.append(p(None, desc=issuer, cls="ImageView", box=(42, y + 52, 168, y + 178), res="ivTextDrawable"))
            out.append(p(issuer, box=(210, y + 32, 880, y + 88), res="profile_issuer"))
            out.append(p(acct, box=(210, y + 88, 880, y + 136), res="profile_account_name"))
            out.append(p(otp(issuer + acct, hms(at)), box=(210, y + 136, 700, y + 212), res="profile_code"))
            y += 231
        if search is None and not sheet:
            out.append(p(None, desc="Add entry", cls="ImageButton", box=(860, 2141, 1017, 2298), res="fab", click=True))
        if sheet:
            out += [p(None, cls="FrameLayout", box=(0, 1740, W, 2400), res="design_bottom_sheet"),
                    p("Scan QR code", box=(0, 1800, W, 1947), res="fab_scan", click=True),
                    p("Scan image", box=(0, 1947, W, 2094), res="fab_scan_image", click=True),
                    p("Enter manually", box=(0, 2094, W, 2241), res="fab_enter", click=True)]
        return out

    def edit(issuer: str | None, name: str | None, secret: str | None, focus: str) -> list[dict[str, Any]]:
        return [up(P), p("Edit entry", box=(189, 163, 700, 242), res="toolbar_title"),
                p(None, desc="Save", cls="TextView", box=(918, 150, 1044, 254), res="action_save", click=True),
                p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), scroll=True),
                p(None, desc="Icon", cls="ImageView", box=(414, 310, 666, 562), res="profile_drawable", click=True),
                p(name, cls="EditText", hint="Name", box=(63, 600, 1017, 747), res="text_name", click=True, edit=True, focused=focus == "name"),
                p(issuer, cls="EditText", hint="Issuer", box=(63, 768, 1017, 915), res="text_issuer", click=True, edit=True, focused=focus == "issuer"),
                p("No group", cls="AutoCompleteTextView", hint="Group", box=(63, 936, 1017, 1083), res="dropdown_group", click=True),
                p(None, cls="EditText", hint="Note", box=(63, 1104, 1017, 1251), res="text_note", click=True, edit=True),
                p(secret, cls="EditText", hint="Secret (Base32)", box=(63, 1293, 920, 1440), res="text_secret", click=True, edit=True, focused=focus == "secret"),
                p(None, desc="Show secret", cls="ImageButton", box=(920, 1320, 1017, 1413), res="text_input_end_icon", click=True),
                p("Advanced", box=(63, 1482, 1017, 1566), res="toggle_advanced", click=True),
                p("TOTP", cls="AutoCompleteTextView", hint="Type", box=(63, 1587, 530, 1734), res="dropdown_type", click=True),
                p("SHA1", cls="AutoCompleteTextView", hint="Hash function", box=(550, 1587, 1017, 1734), res="dropdown_algo", click=True),
                p("30", cls="EditText", hint="Period (seconds)", box=(63, 1755, 530, 1902), res="text_period", click=True, edit=True),
                p("6", cls="EditText", hint="Digits", box=(550, 1755, 1017, 1902), res="text_digits", click=True, edit=True)]

    def unlock(pw: str | None) -> list[dict[str, Any]]:
        return [p(None, desc="Aegis", cls="ImageView", box=(390, 500, 690, 800), res="imageView"),
                p("Enter your password", box=(63, 880, 1017, 950), res="textView"),
                p(pw, cls="EditText", hint="Password", box=(63, 980, 920, 1127), res="text_password", click=True, edit=True, focused=pw is not None),
                p(None, desc="Show password", cls="ImageButton", box=(920, 1007, 1017, 1100), res="text_input_end_icon", click=True),
                p("Unlock", cls="Button", box=(63, 1180, 1017, 1306), res="button_decrypt", click=True),
                p("Unlock with biometrics", cls="Button", box=(63, 1330, 1017, 1456), res="button_biometrics", click=True),
                p("Forgot your password?", cls="Button", box=(300, 1500, 780, 1590), res="button_forgot_password", click=True)]

    secret = "MZXW6YTBOI4GK3TPNFXGI5DF"
    t = Traj("14:01", 58)
    state = t.state("Add the Fastmail account jmoreau@fastmail.com to Aegis with the setup key shown on the Fastmail page, then find it with search.",
                    home("Thursday, Oct 17", "Overcast · 12°C", ["Aegis", "Chrome", "Fastmail", "Files", "Settings", "Clock", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Aegis"), unlock(None))
    t.add(t.type("correct horse battery", "Password"), unlock("•" * len("correct horse battery")), at="14:02")
    t.add(t.click("Unlock"), listing(entries, "14:02:24"))
    t.add(t.click("Add entry"), listing(entries, "14:02:31", sheet=True))
    t.add(t.click("Enter manually"), edit(None, None, None, ""))
    t.add(t.type("Fastmail", "Issuer"), edit("Fastmail", None, None, "issuer"))
    t.add(t.type("jmoreau@fastmail.com", "Name"), edit("Fastmail", "jmoreau@fastmail.com", None, "name"))
    t.add(t.type(secret, "Secret (Base32)"), edit("Fastmail", "jmoreau@fastmail.com", "•" * len(secret), "secret"), at="14:03")
    ents2 = entries + [("Fastmail", "jmoreau@fastmail.com")]
    t.add(t.click("Save"), listing(ents2, "14:03:20"), batt=57)
    t.add(t.click("Search"), listing(ents2, "14:03:26", search=""))
    t.add(t.type("fast", "Search"), listing(ents2, "14:03:34", search="fast"))
    rs.add(task="android", tid="h32-android-05", system=SYSTEM, turns=t.turns, state=state)


# 06 Clock (alarms, timer): bad
def t06(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    p = partial(el, P)
    Alarm = dict[str, Any]
    alarms: list[Alarm] = [
        {"time": "6:30 AM", "label": "Gym", "days": "Mon, Wed, Fri", "on": True, "d": {1, 3, 5}},
        {"time": "7:15 AM", "label": "Work", "days": "Mon, Tue, Wed, Thu, Fri", "on": True, "d": {1, 2, 3, 4, 5}},
        {"time": "9:00 AM", "label": "", "days": "Sat, Sun", "on": False, "d": {0, 6}},
        {"time": "10:45 PM", "label": "Meds", "days": "Every day", "on": True, "d": {0, 1, 2, 3, 4, 5, 6}},
    ]

    def tabs(cur: str) -> list[dict[str, Any]]:
        return [p(n, desc=n, cls="FrameLayout", box=(k * 216, 2190, k * 216 + 216, 2337), click=True, selected=n == cur)
                for k, n in enumerate(["Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"])]

    def alarm_tab(als: list[Alarm], expanded: int = -1, snack: str = "") -> list[dict[str, Any]]:
        out = [p("Alarm", box=(63, 163, 500, 242), res="action_bar_title"),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, 2190), res="alarms_recycler_view", scroll=True)]
        y = TOP + 20
        for k, a in enumerate(als):
            big = k == expanded
            h = 760 if big else 300
            out.append(p(None, cls="FrameLayout", box=(32, y, 1048, y + h), res="alarm_item", click=True))
            yy = y + 24
            if a["label"] and not big:
                out.append(p(a["label"], box=(74, yy, 800, yy + 50), res="label"))
                yy += 50
            out.append(p(a["time"], box=(74, yy, 640, yy + 140), res="digital_clock", click=True))
            out.append(p(None, desc=a["time"] + " alarm", cls="Switch", box=(860, yy + 30, 1006, yy + 110), res="onoff", click=True, checkable=True, checked=a["on"]))
            if not big:
                out.append(p(a["days"], box=(74, yy + 150, 800, yy + 200), res="days_of_week"))
                out.append(p(None, desc="Expand alarm", cls="ImageButton", box=(880, yy + 140, 1006, yy + 220), res="arrow", click=True))
            else:
                yy += 160
                for j, (letter, day) in enumerate(zip("SMTWTFS", ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])):
                    x0 = 74 + j * 132
                    out.append(p(letter, desc=day, cls="CompoundButton", box=(x0, yy, x0 + 110, yy + 110), res="day_button_" + str(j), click=True,
                                 checkable=True, checked=j in a["d"]))
                yy += 140
                out.append(p(a["label"] or "Add label", box=(74, yy, 1006, yy + 100), res="edit_label", click=True))
                out.append(p("Default (Cesium)", box=(74, yy + 100, 1006, yy + 200), res="choose_ringtone", click=True))
                out.append(p("Vibrate", cls="CheckBox", box=(74, yy + 200, 1006, yy + 300), res="vibrate_onoff", click=True, checkable=True, checked=True))
                out.append(p("Delete", box=(74, yy + 300, 500, yy + 400), res="delete", click=True))
                out.append(p(None, desc="Collapse alarm", cls="ImageButton", box=(880, yy + 300, 1006, yy + 400), res="collapse_expand", click=True))
            y += h + 24
        out.append(p(None, desc="Add alarm", cls="ImageButton", box=(430, 1990, 650, 2160), res="fab", click=True))
        if snack:
            out.append(p(snack, box=(63, 1830, 1017, 1950), res="snackbar_text"))
        return out + tabs("Alarm")

    def label_dlg(text: str | None) -> list[dict[str, Any]]:
        return [p("Label", box=(105, 880, 975, 970), res="alertTitle"),
                p(text, cls="EditText", hint="Label", box=(105, 1000, 975, 1126), res="label_input_field", click=True, edit=True, focused=True),
                p("Cancel", cls="Button", box=(520, 1170, 720, 1296), res="android:id/button2", click=True),
                p("OK", cls="Button", box=(760, 1170, 960, 1296), res="android:id/button1", click=True)]

    def timer() -> list[dict[str, Any]]:
        out = [p("Timer", box=(63, 163, 500, 242), res="action_bar_title"),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p("00h 00m 00s", desc="0 hours, 0 minutes, 0 seconds", box=(120, 420, 960, 620), res="timer_setup_time")]
        keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0"]
        for k, d in enumerate(keys):
            col, row = k % 3, k // 3
            x0, y0 = 150 + col * 270, 760 + row * 260
            out.append(p(d, cls="Button", box=(x0, y0, x0 + 240, y0 + 230), res="timer_setup_digit_" + d, click=True))
        out.append(p(None, desc="Delete", cls="ImageButton", box=(690, 1540, 930, 1770), res="timer_setup_delete", click=True, enabled=False))
        out.append(p(None, desc="Start", cls="ImageButton", box=(430, 1830, 650, 2050), res="fab", click=True, enabled=False))
        return out + tabs("Timer")

    t = Traj("11:46", 81)
    state = t.state("Turn on the 9:00 AM weekend alarm in the Clock app and label it 'Farmers market'.",
                    home("Monday, Oct 14", "Sunny · 16°C", ["Clock", "Calendar", "Contacts", "Files", "Settings", "Photos", "Maps", "Play Store"]))
    t.add(droid("open_app", app_name="Clock"), alarm_tab(alarms))
    al = [dict(a) for a in alarms]
    al[2]["on"] = True
    t.add(droid("click", index=t.ir("onoff", 2)), alarm_tab(al, snack="Alarm set for 4 days, 21 hours, and 14 minutes from now."))
    t.add(droid("click", index=t.i("Expand alarm", 2)), alarm_tab(al, expanded=2), at="11:47")
    t.add(t.click("Add label"), label_dlg(None))
    t.add(t.type("Farmers market", "Label"), label_dlg("Farmers market"))
    al[2]["label"] = "Farmers market"
    t.add(t.click("OK"), alarm_tab(al, expanded=2), at="11:48")
    t.add(t.click("Timer"), timer())
    bad = [dict(a) for a in al]
    bad[2]["on"] = False
    t.add(t.click("Alarm"), alarm_tab(bad))
    rs.add(task="android", tid="h32-android-06", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=8, kind="weekend alarm the agent switched on reads off again after a tab switch")


def popup(pkg: str, items: list[str], x0: int = 560, y0: int = 700) -> list[dict[str, Any]]:
    out = [el(pkg, None, cls="ListView", box=(x0, y0, 1038, y0 + 147 * len(items)))]
    for k, name in enumerate(items):
        out.append(el(pkg, name, cls="LinearLayout", box=(x0, y0 + 147 * k, 1038, y0 + 147 * (k + 1)), click=True))
    return out


# 07 Audio Recorder: bad
def t07(rs: RowSet) -> None:
    P = "com.dimowner.audiorecorder"
    p = partial(el, P)
    recs = [("Record-17", "01:42", "Oct 14, 2024 09:12", "1.6 MB"), ("Record-16", "04:05", "Oct 13, 2024 18:40", "3.8 MB"),
            ("Lecture_thermo_ch4", "47:11", "Oct 11, 2024 10:02", "43.2 MB"), ("Record-14", "00:19", "Oct 10, 2024 21:55", "306 KB"),
            ("Interview_Kovacs", "22:36", "Oct 9, 2024 14:30", "20.7 MB"), ("Record-12", "02:58", "Oct 7, 2024 08:14", "2.8 MB"),
            ("Voice memo – bike shop", "00:54", "Oct 5, 2024 12:21", "862 KB"), ("Record-10", "06:12", "Oct 2, 2024 19:47", "5.7 MB")]

    def main_screen() -> list[dict[str, Any]]:
        return [p(None, desc="Import", cls="ImageButton", box=(0, 129, 147, 276), res="btn_import", click=True),
                p("Record-17", box=(189, 150, 890, 220), res="txt_name", click=True),
                p("m4a, 44.1kHz, 128kbps, Stereo", box=(189, 220, 890, 262), res="txt_record_info"),
                p(None, desc="Settings", cls="ImageButton", box=(918, 129, 1065, 276), res="btn_settings", click=True),
                p(None, cls="android.view.View", box=(0, 420, W, 1140), res="record"),
                p("00:00", box=(42, 1160, 300, 1220), res="txt_progress"),
                p("01:42", box=(780, 1160, 1038, 1220), res="txt_duration"),
                p(None, cls="SeekBar", box=(21, 1230, 1059, 1300), res="play_progress", click=True, scroll=False),
                p("00:00:00", box=(300, 1420, 780, 1560), res="txt_time"),
                p(None, desc="Play", cls="ImageButton", box=(90, 1940, 300, 2150), res="btn_play", click=True),
                p(None, desc="Record", cls="ImageButton", box=(420, 1900, 660, 2140), res="btn_record", click=True),
                p(None, desc="Records", cls="ImageButton", box=(780, 1940, 990, 2150), res="btn_records_list", click=True)]

    def listing(rows: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
        out = [p(None, desc="Navigate up", cls="ImageButton", box=(0, 129, 147, 276), res="btn_back", click=True),
               p("Records", box=(189, 163, 600, 242), res="txt_title"),
               p(None, desc="Sort", cls="ImageButton", box=(792, 129, 918, 276), res="btn_sort", click=True),
               p(None, desc="Bookmarks", cls="ImageButton", box=(918, 129, 1044, 276), res="btn_bookmarks", click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="recyclerView", scroll=True)]
        y = TOP
        for name, dur, date, size in rows:
            out.append(p(None, cls="android.view.ViewGroup", box=(0, y, W, y + 210), res="container", click=True, long=True))
            out.append(p(name, box=(63, y + 24, 760, y + 86), res="list_item_name"))
            out.append(p(dur, box=(800, y + 24, 950, y + 86), res="list_item_duration"))
            out.append(p("m4a, 44.1kHz", box=(63, y + 90, 500, y + 136), res="list_item_info"))
            out.append(p(date, box=(63, y + 140, 600, y + 186), res="list_item_date"))
            out.append(p(size, box=(640, y + 140, 950, y + 186), res="list_item_size"))
            out.append(p(None, desc="More", cls="ImageButton", box=(950, y + 50, 1070, y + 160), res="list_item_more", click=True))
            y += 210
        return out

    def confirm(name: str) -> list[dict[str, Any]]:
        return [p("Delete record", box=(105, 880, 975, 970), res="dialog_title"),
                p(f"'{name}' will be moved to Trash. Records in Trash are deleted after 60 days.", box=(105, 990, 975, 1120), res="dialog_content"),
                p("Cancel", cls="Button", box=(480, 1160, 700, 1286), res="dialog_negative_btn", click=True),
                p("Delete", cls="Button", box=(740, 1160, 960, 1286), res="dialog_positive_btn", click=True)]

    def rename(name: str) -> list[dict[str, Any]]:
        return [p("Rename record", box=(105, 820, 975, 910), res="dialog_title"),
                p(name, cls="EditText", box=(105, 940, 860, 1066), res="input_view", click=True, edit=True, focused=True),
                p(".m4a", box=(860, 960, 975, 1046), res="txt_extension"),
                p("Cancel", cls="Button", box=(480, 1110, 700, 1236), res="dialog_negative_btn", click=True),
                p("Save", cls="Button", box=(740, 1110, 960, 1236), res="dialog_positive_btn", click=True)]

    menu = ["Share", "Info", "Rename", "Open with…", "Save as", "Delete"]
    t = Traj("09:20", 45)
    state = t.state("In Audio Recorder, delete the short recording 'Record-14' and rename 'Record-16' to 'Pitch_rehearsal'.",
                    home("Monday, Oct 14", "Light rain · 10°C", ["Audio Recorder", "Files", "Clock", "Calendar", "Contacts", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Audio Recorder"), main_screen())
    t.add(t.click("Records"), listing(recs))
    t.add(t.click("More", 3), popup(P, menu, y0=960))
    t.add(t.click("Delete"), confirm("Record-14"), at="09:21")
    after_del = [r for r in recs if r[0] != "Record-14"]
    t.add(t.click("Delete"), listing(after_del))
    t.add(t.click("More", 1), popup(P, menu, y0=540), at="09:22")
    t.add(t.click("Rename"), rename("Record-16"))
    t.add(t.type("Pitch_rehearsal", "Record-16"), rename("Pitch_rehearsal"), at="09:23")
    renamed = [("Pitch_rehearsal",) + r[1:] if r[0] == "Record-16" else r for r in recs]
    t.add(t.click("Save"), listing(renamed), batt=44)
    t.add(droid("navigate_back"), main_screen(), at="09:24")
    rs.add(task="android", tid="h32-android-07", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=9, kind="recording deleted to Trash is listed again after a rename")


# 08 Pro Expense: clean
def t08(rs: RowSet) -> None:
    P = "com.arduia.expense"
    p = partial(el, P)
    # name, category, date, time, amount (newest first)
    exps = [("Lunch at Mensa", "Food", "16/10/2024", "12:40", 6.90), ("Pharmacy – ibuprofen", "Health", "15/10/2024", "17:32", 7.45),
            ("U-Bahn monthly top-up", "Transportation", "15/10/2024", "08:10", 49.00), ("Cinema Zoo Palast", "Entertainment", "14/10/2024", "21:00", 14.50),
            ("Electricity bill Oct", "Bills", "14/10/2024", "09:00", 78.20), ("Groceries Rewe", "Food", "13/10/2024", "18:15", 30.35),
            ("Haircut", "Others", "12/10/2024", "11:00", 22.00), ("Running shoes", "Clothes", "10/10/2024", "19:22", 89.99),
            ("Book – Piranesi", "Entertainment", "09/10/2024", "13:05", 12.99), ("Dinner with Lena", "Social", "08/10/2024", "20:30", 41.60),
            ("Phone plan", "Bills", "05/10/2024", "06:00", 17.99), ("Gym membership", "Health", "01/10/2024", "07:00", 34.90)]
    week = {"14/10/2024": "Mon", "15/10/2024": "Tue", "16/10/2024": "Wed"}
    cats = ["Food", "Transportation", "Entertainment", "Clothes", "Social", "Health", "Bills", "Others"]

    def home_screen(ex: list[tuple[str, str, str, str, float]]) -> list[dict[str, Any]]:
        total = sum(e[4] for e in ex if e[2] in week)
        out = [p(None, desc="Open navigation drawer", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p("Pro Expense", box=(189, 163, 700, 242), res="tv_title"),
               p("This Week", box=(63, 310, 600, 370), res="tv_graph_label"),
               p(f"$ {total:,.2f}", box=(63, 370, 800, 470), res="tv_total"),
               p("14 Oct – 20 Oct", box=(63, 470, 800, 520), res="tv_date_range")]
        for k, d in enumerate(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]):
            amt = sum(e[4] for e in ex if week.get(e[2]) == d)
            x0 = 63 + k * 136
            out.append(p(d, desc=f"{d} $ {amt:.2f}", cls="TextView", box=(x0, 900, x0 + 120, 950)))
        out += [p("Recent", box=(63, 990, 600, 1060), res="tv_recent"),
                p("More", cls="Button", box=(840, 980, 1017, 1070), res="btn_more", click=True),
                p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 1080, W, 2190), res="rv_recent", scroll=True)]
        y = 1080
        for name, cat, date, tm, amt in ex[:5]:
            out.append(p(None, cls="android.view.ViewGroup", box=(0, y, W, y + 200), res="cl_root", click=True, long=True))
            out.append(p(None, desc=cat, cls="ImageView", box=(42, y + 50, 142, y + 150), res="iv_category"))
            out.append(p(name, box=(180, y + 36, 760, y + 96), res="tv_name"))
            out.append(p(f"{date} {tm}", box=(180, y + 100, 760, y + 150), res="tv_date"))
            out.append(p(f"$ {amt:.2f}", box=(780, y + 60, 1017, y + 130), res="tv_amount"))
            y += 200
        out.append(p(None, desc="Add expense", cls="ImageButton", box=(860, 2141, 1017, 2298), res="fb_main_add", click=True))
        return out

    def form(name: str | None, amt: str | None, cat: str, note: str | None, focus: str) -> list[dict[str, Any]]:
        out = [up(P), p("Add Expense", box=(189, 163, 700, 242), res="tv_title"),
               p(name, cls="EditText", hint="Name", box=(63, 310, 1017, 457), res="edt_name", click=True, edit=True, focused=focus == "name"),
               p(amt, cls="EditText", hint="Amount", box=(63, 478, 1017, 625), res="edt_amount", click=True, edit=True, focused=focus == "amount"),
               p("Category", box=(63, 660, 600, 720))]
        for k, c in enumerate(cats):
            col, row = k % 4, k // 4
            x0, y0 = 42 + col * 252, 740 + row * 200
            out.append(p(c, cls="RadioButton", box=(x0, y0, x0 + 240, y0 + 180), res="rb_category", click=True, checkable=True, checked=c == cat))
        out += [p(note, cls="EditText", hint="Note", box=(63, 1170, 1017, 1400), res="edt_note", click=True, edit=True, focused=focus == "note"),
                p("16/10/2024", box=(63, 1440, 520, 1540), res="tv_date", click=True),
                p("19:05", box=(560, 1440, 1017, 1540), res="tv_time", click=True),
                p("Save", cls="Button", box=(63, 2150, 1017, 2290), res="btn_save", click=True)]
        return out

    def expenses(ex: list[tuple[str, str, str, str, float]], skip: int) -> list[dict[str, Any]]:
        out = [up(P), p("Expenses", box=(189, 163, 700, 242), res="tv_title"),
               p(None, desc="Filter", cls="TextView", box=(918, 150, 1044, 254), res="filter", click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="rv_expense", scroll=True)]
        y, last = TOP, ""
        for name, cat, date, tm, amt in ex[skip:]:
            if date != last:
                if y + 280 > BOTTOM:
                    break
                out.append(p(date, box=(63, y + 20, 800, y + 80), res="tv_date_header"))
                y += 90
                last = date
            if y + 190 > BOTTOM:
                break
            out.append(p(None, cls="android.view.ViewGroup", box=(0, y, W, y + 190), res="cl_root", click=True, long=True))
            out.append(p(None, desc=cat, cls="ImageView", box=(42, y + 45, 142, y + 145), res="iv_category"))
            out.append(p(name, box=(180, y + 34, 760, y + 94), res="tv_name"))
            out.append(p(f"{cat} · {tm}", box=(180, y + 98, 760, y + 148), res="tv_date"))
            out.append(p(f"$ {amt:.2f}", box=(780, y + 60, 1017, y + 130), res="tv_amount"))
            y += 190
        return out

    t = Traj("19:05", 33)
    state = t.state("Log tonight's Lidl grocery run (42.17, Food) in Pro Expense and review the expense list.",
                    home("Wednesday, Oct 16", "Clear · 8°C", ["Pro Expense", "Files", "Clock", "Calendar", "Contacts", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Pro Expense"), home_screen(exps))
    t.add(t.click("Add expense"), form(None, None, "", None, "name"))
    t.add(t.type("Groceries Lidl", "Name"), form("Groceries Lidl", None, "", None, "name"))
    t.add(t.type("42.17", "Amount"), form("Groceries Lidl", "42.17", "", None, "amount"), at="19:06")
    t.add(t.click("Food"), form("Groceries Lidl", "42.17", "Food", None, ""))
    t.add(t.type("Weekly shop, incl. detergent", "Note"), form("Groceries Lidl", "42.17", "Food", "Weekly shop, incl. detergent", "note"))
    exps2 = [("Groceries Lidl", "Food", "16/10/2024", "19:05", 42.17)] + exps
    t.add(t.click("Save"), home_screen(exps2), batt=32)
    t.add(t.click("More"), expenses(exps2, 0), at="19:07")
    t.add(droid("scroll", direction="down"), expenses(exps2, 6))
    rs.add(task="android", tid="h32-android-08", system=SYSTEM, turns=t.turns, state=state)


# 09 Catima: bad
def t09(rs: RowSet) -> None:
    P = "protect.card_locker"
    p = partial(el, P)
    cards = [("Albert Heijn Bonuskaart", "", "", "", False), ("Decathlon", "Show at checkout or scan in app", "", "", False),
             ("dm Payback", "", "1,284 points", "", True), ("IKEA Family", "", "", "", False),
             ("Kruidvat", "", "", "", False), ("Lufthansa Miles & More", "Status: Frequent Traveller", "12,840 miles", "Expires: 3/31/2026", False),
             ("Stadtbibliothek Berlin", "Library card, PIN in KeePass", "", "Expires: 3/31/2025", False)]

    def listing(cs: list[tuple[str, str, str, str, bool]]) -> list[dict[str, Any]]:
        out = [p("Catima", box=(63, 163, 500, 242), res="toolbar_title"),
               p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="action_search", click=True),
               p(None, desc="Sort", cls="TextView", box=(792, 150, 918, 254), res="action_sort", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="list", scroll=True)]
        y = TOP
        for name, note, bal, exp, star in sorted(cs, key=lambda c: (not c[4], c[0].lower())):
            h = 150 + 50 * sum(1 for x in (note, bal, exp) if x)
            out.append(p(None, cls="androidx.cardview.widget.CardView", box=(21, y, 1059, y + h), res="row", click=True, long=True))
            out.append(p(None, desc=name, cls="ImageView", box=(42, y + 30, 222, y + 120), res="thumbnail"))
            out.append(p(name, box=(250, y + 30, 900, y + 90), res="store"))
            if star:
                out.append(p(None, desc="Starred", cls="ImageView", box=(940, y + 36, 1010, y + 96), res="star"))
            yy = y + 95
            for v, r in ((note, "note"), (bal, "balance"), (exp, "expiry")):
                if v:
                    out.append(p(v, box=(250, yy, 1000, yy + 46), res=r))
                    yy += 50
            y += h + 16
        out.append(p(None, desc="Add a card", cls="ImageButton", box=(860, 2141, 1017, 2298), res="fabAdd", click=True))
        return out

    def view(card_id: str, note: str, star: bool) -> list[dict[str, Any]]:
        out = [up(P), p("IKEA Family", box=(189, 163, 800, 242), res="toolbar_title"),
               p(None, desc="Star" if not star else "Unstar", cls="TextView", box=(792, 150, 918, 254), res="action_star_unstar", click=True, checkable=True, checked=star),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, desc="Barcode", cls="ImageView", box=(63, 420, 1017, 880), res="barcode", click=True),
               p(card_id, box=(63, 900, 1017, 980), res="cardIdView", click=True, long=True)]
        if note:
            out.append(p(note, box=(63, 1030, 1017, 1130), res="main_image_description"))
        out += [p(None, desc="Share", cls="ImageButton", box=(63, 2141, 220, 2298), res="bottomAppBarShare", click=True),
                p(None, desc="Card info", cls="ImageButton", box=(260, 2141, 417, 2298), res="bottomAppBarInfo", click=True),
                p(None, desc="Edit", cls="ImageButton", box=(860, 2141, 1017, 2298), res="fabEdit", click=True)]
        return out

    def edit(card_id: str, note: str | None) -> list[dict[str, Any]]:
        return [up(P), p("Edit card", box=(189, 163, 800, 242), res="toolbar_title"),
                p(None, desc="Delete", cls="TextView", box=(918, 150, 1044, 254), res="action_delete", click=True),
                p("Card", cls="LinearLayout", box=(0, 276, 360, 400), click=True, selected=True),
                p("Options", cls="LinearLayout", box=(360, 276, 720, 400), click=True),
                p("Pictures", cls="LinearLayout", box=(720, 276, W, 400), click=True),
                p("IKEA Family", cls="EditText", hint="Name", box=(63, 440, 1017, 587), res="storeNameEdit", click=True, edit=True),
                p(note, cls="EditText", hint="Note", box=(63, 608, 1017, 755), res="noteEdit", click=True, edit=True, focused=note is not None),
                p("Groups", box=(63, 790, 600, 850)),
                p("Home", cls="CompoundButton", box=(63, 860, 300, 960), click=True, checkable=True),
                p("Shopping", cls="CompoundButton", box=(320, 860, 620, 960), click=True, checkable=True, checked=True),
                p("Travel", cls="CompoundButton", box=(640, 860, 880, 960), click=True, checkable=True),
                p("Card ID", box=(63, 1000, 600, 1050)),
                p(card_id, box=(63, 1050, 1017, 1140), res="cardIdView", click=True),
                p("Barcode type", box=(63, 1180, 600, 1230)),
                p("CODE_128", box=(63, 1230, 1017, 1320), res="barcodeTypeField", click=True),
                p("Barcode ID", box=(63, 1360, 600, 1410)),
                p("Same as card ID", box=(63, 1410, 1017, 1500), res="barcodeIdField", click=True),
                p(None, desc="Barcode", cls="ImageView", box=(63, 1540, 1017, 1900), res="barcode"),
                p(None, desc="Save", cls="ImageButton", box=(860, 2141, 1017, 2298), res="fabSave", click=True)]

    cid, drift = "6275980200145782156", "6275980200145872156"
    note = "Family card – Julien, member since 2019"
    t = Traj("16:37", 70)
    state = t.state("In Catima, add the note 'Family card – Julien, member since 2019' to the IKEA Family card and star it.", listing(cards))
    t.add(t.click("IKEA Family"), view(cid, "", False))
    t.add(t.click("Edit"), edit(cid, None))
    t.add(t.type(note, "Note"), edit(cid, note), at="16:38")
    t.add(t.click("Save"), view(cid, note, False))
    t.add(t.click("Star"), view(drift, note, True))
    cards2 = [(n, note, b, e, True) if n == "IKEA Family" else (n, nt, b, e, s) for n, nt, b, e, s in cards]
    t.add(droid("navigate_back"), listing(cards2), at="16:39")
    rs.add(task="android", tid="h32-android-09", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=5, kind="card ID under the barcode changes two digits after starring the card")


# 10 Simple SMS Messenger: clean
def t10(rs: RowSet) -> None:
    P = "com.simplemobiletools.smsmessenger"
    p = partial(el, P)
    convs = [("Lena Vogt", "See you at 7 then! 🍝", "11:32"),
             ("Priya Raman", "Are you still coming to the café at 12?", "11:05"),
             ("+49 1522 3418876", "Your DHL parcel 00340434161094012345 will be delivered today between 13:00 and 15:00.", "09:47"),
             ("Mom", "Call me when you have a minute ❤️", "Mon"),
             ("Jonas Becker", "Sent the invoice for the bike repair, €84. IBAN in the PDF", "Sun"),
             ("Vodafone", "Ihre Rechnung für Oktober ist online: 24,99 €", "Oct 10"),
             ("Praxis Dr. Yilmaz", "Erinnerung: Termin Fr 18.10. um 09:15 Uhr", "Oct 9"),
             ("Aunt Rosa", "Did the package arrive?", "Oct 7"),
             ("Hetzner Online", "Invoice R0019283746 is available in your account", "Sep 30"),
             ("Tomás Lisboa", "Obrigado! The keys are in the lockbox, code 4471", "Sep 26")]

    def listing(cs: list[tuple[str, str, str]], query: str | None = None) -> list[dict[str, Any]]:
        out = [p(query or None, cls="EditText", hint="Search", box=(42, 141, 900, 262), res="top_toolbar_search", click=True, edit=True, focused=query is not None),
               p(None, desc="More options", cls="ImageView", box=(904, 150, 1032, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="conversations_list", scroll=True)]
        y = TOP
        for name, snip, when in cs:
            if y + 140 > BOTTOM:
                break
            out.append(p(None, cls="RelativeLayout", box=(0, y, W, min(y + 220, BOTTOM)), res="conversation_frame", click=True, long=True))
            out.append(p(None, desc=name, cls="ImageView", box=(42, y + 45, 172, y + 175), res="conversation_image"))
            out.append(p(name, box=(210, y + 36, 820, y + 96), res="conversation_address"))
            out.append(p(snip, box=(210, y + 100, 1038, y + 190), res="conversation_body_short"))
            out.append(p(when, box=(840, y + 36, 1038, y + 96), res="conversation_date"))
            y += 220
        if query is None:
            out.append(p(None, desc="New conversation", cls="ImageButton", box=(860, 2141, 1017, 2298), res="conversations_fab", click=True))
        return out

    def results(q: str) -> list[dict[str, Any]]:
        hits = [("Jonas Becker", "Sent the invoice for the bike repair, €84. IBAN in the PDF", "Sun"),
                ("Lena Vogt", "Did you pay the invoice for the flat cleaning yet?", "Oct 3"),
                ("Hetzner Online", "Invoice R0019283746 is available in your account", "Sep 30")]
        out = [p(q, cls="EditText", hint="Search", box=(42, 141, 900, 262), res="top_toolbar_search", click=True, edit=True, focused=True),
               p(None, desc="Clear", cls="ImageView", box=(904, 150, 1032, 254), click=True),
               p("Messages", box=(42, 300, 600, 360), res="search_results_label"),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 370, W, BOTTOM), res="search_results_list", scroll=True)]
        y = 370
        for name, snip, when in hits:
            out.append(p(None, cls="RelativeLayout", box=(0, y, W, y + 220), res="search_result_holder", click=True))
            out.append(p(None, desc=name, cls="ImageView", box=(42, y + 45, 172, y + 175), res="search_result_image"))
            out.append(p(name, box=(210, y + 36, 820, y + 96), res="search_result_title"))
            out.append(p(snip, box=(210, y + 100, 1038, y + 190), res="search_result_snippet"))
            out.append(p(when, box=(840, y + 36, 1038, y + 96), res="search_result_date"))
            y += 220
        return out

    msgs = [("in", "Hey! Coffee tomorrow before the team sync?", "Oct 14, 18:20"),
            ("out", "Sure, Bonanza at 12?", "Oct 14, 18:24"),
            ("in", "Perfect 👌", "Oct 14, 18:25"),
            ("in", "Are you still coming to the café at 12?", "11:05")]

    def thread(ms: list[tuple[str, str, str]], draft: str | None) -> list[dict[str, Any]]:
        out = [up(P), p("Priya Raman", box=(189, 163, 700, 242), res="thread_toolbar_title"),
               p(None, desc="Dial number", cls="TextView", box=(792, 150, 918, 254), res="dial_number", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, 2120), res="thread_messages_list", scroll=True)]
        y = 2120 - 170 * len(ms) - 70 * len({m[2][:6] for m in ms})
        shown = ""
        for who, text, when in ms:
            day = when[:6] if "," in when else "Today"
            if day != shown:
                out.append(p(when if "," in when else f"Today, {when}", box=(300, y, 780, y + 60), res="thread_date_time"))
                y += 70
                shown = day
            x0, x1 = (42, 800) if who == "in" else (280, 1038)
            out.append(p(text, box=(x0, y, x1, y + 140), res="thread_message_body", click=True, long=True))
            if who == "out" and "," not in when:
                out.append(p("Sent", desc="Sent", box=(880, y + 140, 1038, y + 168), res="thread_message_sent_status"))
            y += 170
        out += [p(None, desc="Attachment", cls="ImageView", box=(21, 2150, 147, 2276), res="thread_add_attachment", click=True),
                p(draft or None, cls="EditText", hint="Type a message…", box=(147, 2140, 890, 2290), res="thread_type_message", click=True, edit=True, focused=draft is not None),
                p("SMS", desc="Send", cls="Button", box=(900, 2150, 1059, 2280), res="thread_send_message", click=True, enabled=bool(draft))]
        return out

    reply = "Running 10 min late, can you order me a flat white?"
    t = Traj("11:55", 52)
    state = t.state("Reply to Priya Raman in Simple SMS Messenger that you are running 10 minutes late, then find the message with Jonas's bike repair invoice.",
                    home("Tuesday, Oct 15", "Cloudy · 13°C", ["SMS Messenger", "Contacts", "Clock", "Calendar", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Simple SMS Messenger"), listing(convs))
    t.add(t.click("Priya Raman"), thread(msgs, None))
    t.add(t.type(reply, "Type a message…"), thread(msgs, reply), at="11:56")
    m2 = msgs + [("out", reply, "11:56")]
    t.add(t.click("Send"), thread(m2, ""))
    m3 = m2 + [("in", "No worries, got you one 👍 We're at the window table", "11:57")]
    t.add(droid("wait"), thread(m3, ""), at="11:57")
    convs2 = [("Priya Raman", "No worries, got you one 👍 We're at the window table", "11:57")] + [c for c in convs if c[0] != "Priya Raman"]
    t.add(droid("navigate_back"), listing(convs2), batt=51)
    t.add(droid("click", index=t.ir("top_toolbar_search")), listing(convs2, ""))
    t.add(t.type("invoice", "Search"), results("invoice"), at="11:58")
    rs.add(task="android", tid="h32-android-10", system=SYSTEM, turns=t.turns, state=state)


# 11 Loop Habit Tracker: clean
def t11(rs: RowSet) -> None:
    P = "org.isoron.uhabits"
    p = partial(el, P)
    days = [("THU", "17", "Thursday, October 17"), ("WED", "16", "Wednesday, October 16"), ("TUE", "15", "Tuesday, October 15"),
            ("MON", "14", "Monday, October 14"), ("SUN", "13", "Sunday, October 13")]
    habits: dict[str, dict[str, Any]] = {
        "Meditate": {"score": 71, "marks": [0, 1, 1, 0, 1]},
        "Run 5k": {"score": 58, "marks": [0, 1, 0, 1, 0]},
        "No sugar": {"score": 44, "marks": [0, 0, 1, 1, 0]},
        "Practice guitar": {"score": 82, "marks": [0, 1, 1, 1, 1]},
        "Sleep before 23:30": {"score": 66, "marks": [0, 1, 0, 1, 1]},
    }

    def listing(hs: dict[str, dict[str, Any]], order: list[str]) -> list[dict[str, Any]]:
        out = [p("Habits", box=(63, 163, 500, 242), res="toolbar_title"),
               p(None, desc="Add habit", cls="TextView", box=(540, 150, 666, 254), res="actionCreateHabit", click=True),
               p(None, desc="Filter", cls="TextView", box=(666, 150, 792, 254), res="action_filter", click=True),
               p(None, desc="Sort", cls="TextView", box=(792, 150, 918, 254), res="action_sort", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        for k, (wd, dn, _) in enumerate(days):
            x0 = 455 + k * 125
            out.append(p(f"{wd}\n{dn}", box=(x0, 276, x0 + 125, 380), res="header_day"))
        out.append(p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 380, W, BOTTOM), res="listView", scroll=True))
        y = 390
        for name in order:
            h = hs[name]
            out.append(p(None, cls="LinearLayout", box=(10, y, 1070, y + 160), res="habitCard", click=True, long=True))
            out.append(p(None, desc=f"Score {h['score']}%", cls="android.view.View", box=(30, y + 40, 110, y + 120), res="scoreRing"))
            out.append(p(name, box=(130, y + 30, 450, y + 130), res="label"))
            for k, mark in enumerate(h["marks"]):
                x0 = 455 + k * 125
                out.append(p("✔" if mark else "✖", desc=f"{days[k][2]}: {'completed' if mark else 'not completed'}", cls="android.view.View",
                             box=(x0, y, x0 + 125, y + 160), res="checkmarkButton", click=True, long=True))
            y += 172
        return out

    def detail(h: dict[str, Any]) -> list[dict[str, Any]]:
        return [up(P), p("Meditate", box=(189, 163, 700, 242), res="toolbar_title"),
                p(None, desc="Edit habit", cls="TextView", box=(792, 150, 918, 254), res="action_edit_habit", click=True),
                p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
                p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), scroll=True),
                p("Every day", box=(63, 300, 600, 360), res="frequencyLabel"),
                p("07:00", box=(640, 300, 1017, 360), res="reminderLabel"),
                p("Overview", box=(63, 420, 600, 480), res="title"),
                p(f"{h['score']}%", box=(200, 500, 420, 580), res="scoreLabel"), p("Score", box=(200, 580, 420, 630)),
                p("+2%", box=(440, 500, 620, 580), res="monthDiffLabel"), p("Month", box=(440, 580, 620, 630)),
                p("+9%", box=(640, 500, 820, 580), res="yearDiffLabel"), p("Year", box=(640, 580, 820, 630)),
                p("214", box=(840, 500, 1017, 580), res="totalCountLabel"), p("Total", box=(840, 580, 1017, 630)),
                p("Score", box=(63, 700, 600, 760), res="title"),
                p(None, desc="Score chart, last 8 weeks", cls="android.view.View", box=(42, 780, 1038, 1180), res="scoreView"),
                p("Best streaks", box=(63, 1230, 600, 1290), res="title"),
                p("23 days", box=(63, 1310, 330, 1370)), p("Jul 2 – Jul 24", box=(350, 1310, 1017, 1370)),
                p("17 days", box=(63, 1380, 330, 1440)), p("Feb 11 – Feb 27", box=(350, 1380, 1017, 1440)),
                p("3 days", box=(63, 1450, 330, 1510)), p("Oct 15 – Oct 17", box=(350, 1450, 1017, 1510)),
                p("History", box=(63, 1580, 600, 1640), res="title"),
                p(None, desc="History calendar", cls="android.view.View", box=(42, 1660, 1038, 2300), res="historyChart", scroll=True)]

    order = list(habits)
    t = Traj("21:14", 39)
    state = t.state("In Loop Habit Tracker, mark today's 'Meditate' and 'Practice guitar' as done, check the Meditate stats, then sort the habits by score.",
                    home("Thursday, Oct 17", "Clear · 7°C", ["Loop Habit Tracker", "Clock", "Calendar", "Spotify", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Loop Habit Tracker"), listing(habits, order))
    hs = {k: dict(v) for k, v in habits.items()}
    hs["Meditate"] = {"score": 73, "marks": [1, 1, 1, 0, 1]}
    t.add(t.click("Thursday, October 17: not completed", 0), listing(hs, order))
    hs["Practice guitar"] = {"score": 84, "marks": [1, 1, 1, 1, 1]}
    t.add(droid("click", index=t.i("Thursday, October 17: not completed", 2)), listing(hs, order), at="21:15")
    t.add(t.click("Meditate"), detail(hs["Meditate"]))
    t.add(droid("navigate_back"), listing(hs, order), at="21:16")
    t.add(t.click("Sort"), popup(P, ["Manually", "By name", "By color", "By score", "By status"], y0=276))
    t.add(t.click("By score"), listing(hs, sorted(order, key=lambda n: -hs[n]["score"])))
    rs.add(task="android", tid="h32-android-11", system=SYSTEM, turns=t.turns, state=state)


# 12 KeePassDX: bad
def t12(rs: RowSet) -> None:
    P = "com.kunzisoft.keepass.free"
    p = partial(el, P)

    def unlock(pw: str | None) -> list[dict[str, Any]]:
        return [p("Personal.kdbx", box=(63, 163, 900, 242), res="toolbar_title"),
                p("/storage/emulated/0/Documents/Personal.kdbx", box=(63, 300, 1017, 360), res="filename"),
                p(None, desc="KeePassDX", cls="ImageView", box=(390, 420, 690, 720), res="activity_password_logotype"),
                p(pw, cls="EditText", hint="Password", box=(63, 780, 920, 927), res="password_text_view", click=True, edit=True, focused=pw is not None),
                p(None, desc="Show password", cls="ImageButton", box=(920, 807, 1017, 900), res="text_input_end_icon", click=True),
                p("Keyfile", cls="CheckBox", box=(63, 960, 1017, 1060), res="keyfile_checkox", click=True, checkable=True),
                p("Hardware key", cls="CheckBox", box=(63, 1080, 1017, 1180), res="hardware_key_checkbox", click=True, checkable=True),
                p("Unlock", cls="Button", box=(63, 2150, 1017, 2290), res="activity_password_open_button", click=True)]

    def group(title: str, groups: list[tuple[str, str]], entries: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = [up(P) if title != "Personal" else p(None, desc="Lock database", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p(title, box=(189, 163, 700, 242), res="group_name"),
               p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="menu_search", click=True),
               p(None, desc="Lock", cls="TextView", box=(792, 150, 918, 254), res="menu_lock", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="nodes_list", scroll=True)]
        y = TOP
        for name, count in groups:
            out.append(p(None, cls="LinearLayout", box=(0, y, W, y + 160), res="node_container", click=True, long=True))
            out.append(p(None, desc="Folder", cls="ImageView", box=(42, y + 40, 122, y + 120), res="node_icon"))
            out.append(p(name, box=(160, y + 50, 880, y + 110), res="node_text"))
            out.append(p(count, box=(900, y + 50, 1017, y + 110), res="node_child_number"))
            y += 160
        for name, user in entries:
            out.append(p(None, cls="LinearLayout", box=(0, y, W, y + 180), res="node_container", click=True, long=True))
            out.append(p(None, desc="Key", cls="ImageView", box=(42, y + 50, 122, y + 130), res="node_icon"))
            out.append(p(name, box=(160, y + 30, 1017, y + 90), res="node_text"))
            if user:
                out.append(p(user, box=(160, y + 94, 1017, y + 144), res="node_subtext"))
            y += 180
        out.append(p(None, desc="Add", cls="ImageButton", box=(860, 2141, 1017, 2298), res="add_node_button", click=True))
        return out

    def entry(modified: str, history: list[str]) -> list[dict[str, Any]]:
        out = [up(P), p("Router admin – FRITZ!Box 7590", box=(189, 163, 780, 242), res="toolbar_title"),
               p(None, desc="Go to URL", cls="TextView", box=(792, 150, 918, 254), res="menu_goto_url", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), res="entry_scroll", scroll=True),
               p("Username", box=(63, 310, 700, 360), res="entry_field_label"),
               p("admin", box=(63, 360, 880, 430), res="entry_field_value", long=True),
               p(None, desc="Copy", cls="ImageView", box=(920, 340, 1017, 437), res="entry_field_copy", click=True),
               p("Password", box=(63, 470, 700, 520), res="entry_field_label"),
               p("••••••••••••••••", box=(63, 520, 800, 590), res="entry_field_value", long=True),
               p(None, desc="Show", cls="ImageView", box=(820, 500, 917, 597), res="entry_field_show", click=True),
               p(None, desc="Copy", cls="ImageView", box=(920, 500, 1017, 597), res="entry_field_copy", click=True),
               p("URL", box=(63, 630, 700, 680), res="entry_field_label"),
               p("http://192.168.178.1", box=(63, 680, 880, 750), res="entry_field_value", long=True),
               p("Notes", box=(63, 790, 700, 840), res="entry_field_label"),
               p("FRITZ!OS 7.57. Guest Wi-Fi password is on the fridge card.", box=(63, 840, 1017, 960), res="entry_field_value", long=True),
               p("Created", box=(63, 1040, 500, 1090), res="entry_created_label"),
               p("3/2/23, 8:14 PM", box=(520, 1040, 1017, 1090), res="entry_created"),
               p("Modified", box=(63, 1100, 500, 1150), res="entry_modified_label"),
               p(modified, box=(520, 1100, 1017, 1150), res="entry_modified"),
               p("Expires", box=(63, 1160, 500, 1210), res="entry_expires_label"),
               p("Never", box=(520, 1160, 1017, 1210), res="entry_expires"),
               p("UUID", box=(63, 1220, 500, 1270), res="entry_UUID_label"),
               p("4F3A9C2E1B7D4E08A6C5D9F2E1B0A387", box=(63, 1270, 1017, 1320), res="entry_UUID")]
        if history:
            out.append(p("History", box=(63, 1400, 700, 1460), res="entry_history_label"))
            for k, h in enumerate(history):
                out.append(p(h, box=(63, 1480 + k * 120, 1017, 1580 + k * 120), res="entry_history_item", click=True))
        out.append(p(None, desc="Edit", cls="ImageButton", box=(860, 2141, 1017, 2298), res="entry_edit", click=True))
        return out

    def edit(pw_len: int, focus: bool) -> list[dict[str, Any]]:
        return [up(P), p("Router admin – FRITZ!Box 7590", box=(189, 163, 780, 242), res="toolbar_title"),
                p(None, desc="Save", cls="TextView", box=(918, 150, 1044, 254), res="menu_save_database", click=True),
                p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), res="entry_edit_scroll", scroll=True),
                p("Router admin – FRITZ!Box 7590", cls="EditText", hint="Title", box=(63, 310, 1017, 457), res="entry_edit_title", click=True, edit=True),
                p("admin", cls="EditText", hint="Username", box=(63, 478, 1017, 625), res="entry_edit_user_name", click=True, edit=True),
                p("•" * pw_len, cls="EditText", hint="Password", box=(63, 646, 800, 793), res="entry_edit_password", click=True, edit=True, focused=focus),
                p(None, desc="Show password", cls="ImageButton", box=(800, 673, 897, 766), res="text_input_end_icon", click=True),
                p(None, desc="Generate password", cls="ImageView", box=(920, 673, 1017, 766), res="entry_edit_password_generator_button", click=True),
                p("http://192.168.178.1", cls="EditText", hint="URL", box=(63, 814, 1017, 961), res="entry_edit_url", click=True, edit=True),
                p("FRITZ!OS 7.57. Guest Wi-Fi password is on the fridge card.", cls="EditText", hint="Notes", box=(63, 982, 1017, 1180), res="entry_edit_notes", click=True, edit=True),
                p("Expires", cls="Switch", box=(63, 1220, 1017, 1320), res="expiration_switch", click=True, checkable=True),
                p("Add custom field", cls="Button", box=(63, 1360, 1017, 1480), res="entry_edit_add_new_field", click=True)]

    root_groups = [("Email", "5"), ("Finance", "8"), ("Home Network", "5"), ("Shopping", "12"), ("Work", "9")]
    root_entries = [("Google – julien.moreau", "julien.moreau@gmail.com"), ("Steam", "jmoreau_83")]
    home_net = [("Home Assistant", "julien"), ("NAS – Synology DS920+", "jmoreau"), ("Printer EWS (HP OfficeJet)", "admin"),
                ("Router admin – FRITZ!Box 7590", "admin"), ("Wi-Fi HomeNet-5G", "")]
    new_pw = "Tx7#qL9v!pR2zW4m"
    t = Traj("11:47", 62)
    state = t.state("Change the password of the 'Router admin – FRITZ!Box 7590' entry in the KeePassDX database Personal.kdbx to the new router password.",
                    home("Monday, Oct 14", "Sunny · 15°C", ["KeePassDX", "Files", "Chrome", "Clock", "Calendar", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="KeePassDX"), unlock(None))
    t.add(t.type("Amsel-Fahrrad-Kupfer-91", "Password"), unlock("•" * len("Amsel-Fahrrad-Kupfer-91")), at="11:48")
    t.add(t.click("Unlock"), group("Personal", root_groups, root_entries))
    t.add(t.click("Home Network"), group("Home Network", [], home_net), at="11:49")
    t.add(t.click("Router admin – FRITZ!Box 7590"), entry("6/19/24, 7:41 PM", []))
    t.add(t.click("Edit"), edit(16, False), at="11:50")
    t.add(droid("input_text", text=new_pw, index=t.ir("entry_edit_password")), edit(len(new_pw), True), at="11:51")
    t.add(t.click("Save"), entry("10/14/24, 11:52 AM", ["6/19/24, 7:41 PM"]), at="11:52", batt=61)
    t.add(droid("navigate_back"), group("Home Network", [], home_net))
    t.add(t.click("Router admin – FRITZ!Box 7590"), entry("10/14/24, 11:50 AM", ["6/19/24, 7:41 PM"]), at="11:53")
    t.add(droid("navigate_back"), group("Home Network", [], home_net))
    rs.add(task="android", tid="h32-android-12", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=10, kind="entry's Modified time reads earlier than the save time shown right after editing")


# 13 Tusky: clean
def t13(rs: RowSet) -> None:
    P = "com.keylesspalace.tusky"
    p = partial(el, P)

    def mins(hm: str) -> int:
        h, m = hm.split(":")
        return int(h) * 60 + int(m)

    def rel(created: str, now: str) -> str:
        d = mins(now) - mins(created)
        return "now" if d <= 0 else f"{d}m" if d < 60 else f"{d // 60}h"

    # name, handle, created, text, replies, boosts, favs, faved
    posts: dict[str, list[Any]] = {
        "mara": ["Mara Lindqvist", "@mara@fosstodon.org", "20:24", "Finally migrated our CI runners to arm64. Build times down 38%, the bill down 52%. Writing it up this weekend.", 4, 12, 41, False],
        "devon": ["Devon Okafor", "@devon@mastodon.social", "20:19", "Hot take: most \"microservices\" are a distributed monolith with extra YAML.", 9, 23, 87, False],
        "bvg": ["BVG Störungen", "@bvg_status@berlin.social", "20:13", "U8: Zwischen Hermannplatz und Boddinstraße Pendelverkehr bis 22:30 Uhr. Bitte planen Sie mehr Zeit ein.", 0, 3, 2, False],
        "aiko": ["Aiko Tanaka", "@aiko@hachyderm.io", "20:06", "Anyone else's Raspberry Pi 5 running hot in the official case? Mine idles at 61°C with the fan on auto.", 6, 1, 14, False],
        "rust": ["This Week in Rust", "@twir@mastodon.social", "19:50", "This Week in Rust 569 is out: async closures RFC accepted, cargo-semver-checks 0.36, and 12 new job postings.", 2, 35, 60, False],
        "ines": ["Inês Duarte", "@ines@chaos.social", "20:34", "Reminder that the Datenspuren talk recordings are up. The one on reproducible Android builds is excellent.", 0, 2, 5, False],
        "hstat": ["Hachyderm Status", "@status@hachyderm.io", "20:34", "Scheduled maintenance: Sunday 02:00–03:00 UTC, media uploads will be read-only. Timelines stay up.", 1, 18, 9, False],
    }
    mine = "Upgraded the homelab to k3s 1.31 on three Pi 5s this weekend. etcd on NVMe finally makes it usable. Notes soon #homelab #kubernetes"
    posts["me"] = ["Julien Moreau", "@julien", "20:33", mine, 0, 0, 0, False]

    def tabs(cur: str) -> list[dict[str, Any]]:
        return [p(None, desc=n, cls="LinearLayout", box=(k * 216, 276, k * 216 + 216, 402), click=True, selected=n == cur)
                for k, n in enumerate(["Home", "Notifications", "Local", "Federated", "Direct messages"])]

    def top(title: str) -> list[dict[str, Any]]:
        return [p(None, desc="Open drawer", cls="ImageButton", box=(0, 129, 147, 276), res="main_toolbar_avatar", click=True),
                p(title, box=(189, 163, 700, 242), res="main_toolbar_title"),
                p(None, desc="Search", cls="TextView", box=(918, 150, 1044, 254), res="action_search", click=True)]

    def status(key: str, y: int, now: str) -> tuple[list[dict[str, Any]], int]:
        name, handle, created, text, r, b, f, faved = posts[key]
        lines = len(text) // 38 + 1
        h = 190 + 58 * lines
        out = [p(None, cls="LinearLayout", box=(0, y, W, y + h), res="status_container", click=True),
               p(None, desc=f"{name}'s avatar", cls="ImageView", box=(32, y + 30, 158, y + 156), res="status_avatar", click=True),
               p(name, box=(180, y + 26, 600, y + 82), res="status_display_name"),
               p(handle, box=(600, y + 26, 900, y + 82), res="status_username"),
               p(rel(created, now), box=(920, y + 26, 1048, y + 82), res="status_meta_info"),
               p(text, box=(180, y + 90, 1048, y + 90 + 58 * lines), res="status_content", click=True, long=True)]
        yy = y + 100 + 58 * lines
        out += [p(str(r), desc="Reply", cls="ImageButton", box=(180, yy, 360, yy + 80), res="status_reply", click=True),
                p(str(b), desc="Boost", cls="ImageButton", box=(380, yy, 560, yy + 80), res="status_inset", click=True, checkable=True),
                p(str(f), desc="Favourite", cls="ImageButton", box=(580, yy, 760, yy + 80), res="status_favourite", click=True, checkable=True, checked=faved),
                p(None, desc="Bookmark", cls="ImageButton", box=(780, yy, 900, yy + 80), res="status_bookmark", click=True, checkable=True),
                p(None, desc="More", cls="ImageButton", box=(920, yy, 1040, yy + 80), res="status_more", click=True)]
        return out, y + h

    def timeline(keys: list[str], now: str) -> list[dict[str, Any]]:
        out = top("Home") + tabs("Home") + [p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 402, W, BOTTOM), res="recyclerView", scroll=True)]
        y = 402
        for k in keys:
            if y + 250 > BOTTOM:
                break
            part, y = status(k, y, now)
            out += [e for e in part if e["bbox_pixels"].y_min < BOTTOM]
        out.append(p(None, desc="Compose", cls="ImageButton", box=(860, 2141, 1017, 2298), res="composeButton", click=True))
        return out

    def compose(text: str | None) -> list[dict[str, Any]]:
        return [p(None, desc="Close", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                p("@julien@hachyderm.io", box=(189, 163, 700, 242), res="composeUsernameView"),
                p(None, desc="Julien Moreau's avatar", cls="ImageView", box=(900, 150, 1030, 260), res="composeAvatar"),
                p(text, cls="EditText", hint="What's happening?", box=(42, 300, 1038, 1200), res="composeEditField", click=True, edit=True, focused=True, long=True),
                p(None, desc="Add media", cls="ImageButton", box=(21, 2170, 147, 2296), res="composeAddMediaButton", click=True),
                p(None, desc="Add poll", cls="ImageButton", box=(147, 2170, 273, 2296), res="composePollButton", click=True),
                p(None, desc="Public", cls="ImageButton", box=(273, 2170, 399, 2296), res="composeToggleVisibilityButton", click=True),
                p(None, desc="Content warning", cls="ImageButton", box=(399, 2170, 525, 2296), res="composeContentWarningButton", click=True),
                p(None, desc="Emoji", cls="ImageButton", box=(525, 2170, 651, 2296), res="composeEmojiButton", click=True),
                p(str(500 - len(text or "")), box=(670, 2200, 800, 2270), res="composeCharactersLeftView"),
                p("Post", cls="Button", box=(820, 2170, 1038, 2296), res="composeTootButton", click=True, enabled=bool(text))]

    notes = [("Devon Okafor", "boosted your post", "20:35", mine), ("Aiko Tanaka", "favourited your post", "20:34", mine),
             ("Tomás Reyes", "followed you", "20:26", ""),
             ("Mara Lindqvist", "favourited your post", "17:12", "Quick PSA: Forgejo 9.0 changes the default SSH port handling, check your compose files before upgrading.")]

    def notifications(now: str) -> list[dict[str, Any]]:
        out = top("Notifications") + tabs("Notifications") + [p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 402, W, BOTTOM), res="recyclerView", scroll=True)]
        y = 402
        for who, what, when, text in notes:
            h = 150 + (150 if text else 0)
            out.append(p(None, cls="LinearLayout", box=(0, y, W, y + h), res="notification_container", click=True))
            out.append(p(f"{who} {what}", box=(180, y + 30, 900, y + 90), res="notification_top_text"))
            out.append(p(rel(when, now), box=(920, y + 30, 1048, y + 90), res="status_meta_info"))
            if text:
                out.append(p(text, box=(180, y + 100, 1048, y + 280), res="notification_content"))
            y += h
        out.append(p(None, desc="Compose", cls="ImageButton", box=(860, 2141, 1017, 2298), res="composeButton", click=True))
        return out

    def thread() -> list[dict[str, Any]]:
        return [up(P), p("Thread", box=(189, 163, 700, 242), res="toolbar_title"),
                p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="recyclerView", scroll=True),
                p(None, desc="Julien Moreau's avatar", cls="ImageView", box=(32, 320, 158, 446), res="status_avatar", click=True),
                p("Julien Moreau", box=(180, 320, 700, 380), res="status_display_name"),
                p("@julien", box=(180, 380, 700, 430), res="status_username"),
                p(mine, box=(32, 470, 1048, 760), res="status_content", click=True, long=True),
                p("Oct 18, 2024, 20:33 · Tusky", box=(32, 790, 1048, 850), res="status_meta_info"),
                p("1 Boost", box=(32, 880, 400, 940), res="status_reblogs", click=True),
                p("1 Favourite", box=(420, 880, 800, 940), res="status_favourites", click=True),
                p("0", desc="Reply", cls="ImageButton", box=(32, 980, 212, 1060), res="status_reply", click=True),
                p("1", desc="Boost", cls="ImageButton", box=(232, 980, 412, 1060), res="status_inset", click=True, checkable=True),
                p("1", desc="Favourite", cls="ImageButton", box=(432, 980, 612, 1060), res="status_favourite", click=True, checkable=True),
                p(None, desc="Bookmark", cls="ImageButton", box=(632, 980, 752, 1060), res="status_bookmark", click=True, checkable=True),
                p(None, desc="More", cls="ImageButton", box=(920, 980, 1040, 1060), res="status_more", click=True)]

    t = Traj("20:31", 47)
    state = t.state("In Tusky, favourite Aiko's Raspberry Pi post, then post about the k3s homelab upgrade and check who interacted with it.",
                    home("Friday, Oct 18", "Clear · 9°C", ["Tusky", "Chrome", "Clock", "Calendar", "Files", "Settings", "Photos", "Play Store"]))
    base = ["mara", "devon", "bvg", "aiko", "rust"]
    t.add(droid("open_app", app_name="Tusky"), timeline(base, "20:31"))
    posts["aiko"][6], posts["aiko"][7] = 15, True
    t.add(t.click("Favourite", 3), timeline(base, "20:31"))
    t.add(t.click("Compose"), compose(None), at="20:32")
    t.add(t.type(mine, "What's happening?"), compose(mine), at="20:33")
    t.add(t.click("Post"), timeline(["me"] + base, "20:33"))
    posts["mara"][6], posts["devon"][6], posts["devon"][5], posts["me"][6] = 44, 91, 24, 1
    t.add(droid("scroll", direction="up"), timeline(["ines", "hstat", "me"] + base, "20:35"), at="20:35", batt=46)
    t.add(t.click("Notifications"), notifications("20:35"))
    t.add(t.click("Devon Okafor boosted your post"), thread(), at="20:36")
    t.add(droid("navigate_back"), notifications("20:36"))
    posts["me"][5] = 1
    t.add(t.click("Home"), timeline(["ines", "hstat", "me"] + base, "20:37"), at="20:37")
    rs.add(task="android", tid="h32-android-13", system=SYSTEM, turns=t.turns, state=state)


# 14 Settings (Wi-Fi): bad
def t14(rs: RowSet) -> None:
    P = "com.android.settings"
    p = partial(el, P)

    def rows(items: list[tuple[str, str]], y: int = TOP, h: int = 200) -> list[dict[str, Any]]:
        out = []
        for title, summary in items:
            out.append(p(None, cls="LinearLayout", box=(0, y, W, y + h), click=True))
            out.append(p(title, box=(189, y + 40, 1017, y + 105), res="android:id/title"))
            if summary:
                out.append(p(summary, box=(189, y + 105, 1017, y + 160), res="android:id/summary"))
            y += h
        return out

    def main() -> list[dict[str, Any]]:
        return ([p("Settings", box=(63, 200, 1017, 330), res="homepage_title"),
                 p("Search settings", cls="TextView", box=(42, 370, 1038, 510), res="search_action_bar_title", click=True),
                 p(None, desc="Profile picture, double tap to open Google Account", cls="ImageView", box=(900, 200, 1017, 317), res="account_avatar", click=True),
                 p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 530, W, BOTTOM), res="recycler_view", scroll=True)]
                + rows([("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                        ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                        ("Battery", "71%"), ("Storage", "44% used - 71.68 GB free"), ("Sound & vibration", "Volume, haptics, Do Not Disturb"),
                        ("Display", "Dark theme, font size, brightness")], y=530))

    def net() -> list[dict[str, Any]]:
        return ([up(P), p("Network & internet", box=(63, 300, 1017, 420), res="collapsing_toolbar"),
                 p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 440, W, BOTTOM), res="recycler_view", scroll=True)]
                + rows([("Internet", "HomeNet-5G"), ("Calls & SMS", "Vodafone.de"), ("SIMs", "Vodafone.de")], y=440)
                + [p("Airplane mode", box=(189, 1080, 800, 1145), res="android:id/title"),
                   p(None, cls="Switch", box=(870, 1060, 1017, 1160), res="android:id/switch_widget", click=True, checkable=True)]
                + rows([("Hotspot & tethering", "Off"), ("Data Saver", "Off"), ("VPN", "None"), ("Private DNS", "Automatic"),
                        ("Adaptive connectivity", "")], y=1240, h=180))

    def internet() -> list[dict[str, Any]]:
        out = [up(P), p("Internet", box=(63, 300, 1017, 420), res="collapsing_toolbar"),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 440, W, BOTTOM), res="recycler_view", scroll=True),
               p("Vodafone.de", box=(189, 470, 800, 535), res="android:id/title"),
               p("Mobile data won't auto‑connect while Wi‑Fi is on", box=(189, 535, 900, 590), res="android:id/summary"),
               p("Wi‑Fi", box=(63, 650, 800, 730), res="android:id/title"),
               p(None, cls="Switch", box=(870, 640, 1017, 740), res="android:id/switch_widget", click=True, checkable=True, checked=True)]
        y = 780
        for name, summary, sig, gear in [("HomeNet-5G", "Connected", "Wifi signal full.", True), ("HomeNet-2G", "Saved", "Wifi signal full.", False),
                                         ("DIRECT-7b-HP OfficeJet 8010", "", "Wifi signal three bars.", False),
                                         ("FRITZ!Box 6660 Cable QX", "", "Wifi signal two bars.", False), ("Vodafone-A3F2", "", "Wifi signal one bar.", False)]:
            out.append(p(None, cls="LinearLayout", box=(0, y, 900 if gear else W, y + 180), click=True))
            out.append(p(None, desc=sig, cls="ImageView", box=(63, y + 50, 143, y + 130), res="android:id/icon"))
            out.append(p(name, box=(189, y + 35, 880, y + 100), res="android:id/title"))
            if summary:
                out.append(p(summary, box=(189, y + 100, 880, y + 150), res="android:id/summary"))
            if gear:
                out.append(p(None, desc="Settings", cls="ImageButton", box=(900, y + 30, 1040, y + 150), res="settings_button", click=True))
            y += 180
        return out + rows([("Add network", ""), ("Network preferences", "Wi‑Fi turns back on automatically"), ("Saved networks", "3 networks"),
                           ("Non‑carrier data usage", "4.62 GB used Sep 17 – Oct 14")], y=y, h=170)

    def details_top(auto: bool) -> list[dict[str, Any]]:
        return ([up(P), p("Network details", box=(63, 300, 1017, 420), res="collapsing_toolbar"),
                 p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 440, W, BOTTOM), res="recycler_view", scroll=True),
                 p(None, desc="Wifi signal full.", cls="ImageView", box=(470, 470, 610, 610), res="entity_header_icon"),
                 p("HomeNet-5G", box=(63, 620, 1017, 700), res="entity_header_title"),
                 p("Connected", box=(63, 700, 1017, 750), res="entity_header_summary"),
                 p("Disconnect", desc="Disconnect", cls="Button", box=(120, 790, 400, 960), res="button1", click=True),
                 p("Share", desc="Share", cls="Button", box=(400, 790, 680, 960), res="button3", click=True),
                 p("Forget", desc="Forget", cls="Button", box=(680, 790, 960, 960), res="button2", click=True)]
                + rows([("Signal strength", "Excellent"), ("Frequency", "5 GHz"), ("Security", "WPA2/WPA3-Personal")], y=990, h=170)
                + [p("Auto‑connect", box=(189, 1540, 800, 1605), res="android:id/title"),
                   p("Allow phone to automatically connect near this network", box=(189, 1605, 800, 1700), res="android:id/summary"),
                   p(None, cls="Switch", box=(870, 1560, 1017, 1660), res="android:id/switch_widget", click=True, checkable=True, checked=auto)]
                + rows([("Network usage", "Detect automatically"), ("Privacy", "Use randomized MAC")], y=1730, h=170))

    def details_bottom(mac: str, speed: str) -> list[dict[str, Any]]:
        return ([up(P), p("Network details", box=(63, 163, 1017, 242), res="collapsing_toolbar"),
                 p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="recycler_view", scroll=True)]
                + rows([("Network usage", "Detect automatically"), ("Privacy", "Use randomized MAC"), ("Device MAC address", mac),
                        ("IP address", "192.168.178.47"), ("Gateway", "192.168.178.1"), ("Subnet mask", "255.255.255.0"),
                        ("DNS", "192.168.178.1\nfd00::2e91:abff:fe33:1c20"), ("Link speed", speed),
                        ("IPv6 addresses", "fd00::e8f2:1dff:fe4a:88c1\nfe80::5c3a:91ff:fec4:7bd")], y=TOP, h=170))

    def privacy() -> list[dict[str, Any]]:
        return [p("Privacy", box=(105, 900, 975, 990), res="alertTitle"),
                p("Use randomized MAC", cls="CheckedTextView", box=(105, 1010, 975, 1136), res="android:id/text1", click=True, checkable=True, checked=True),
                p("Use device MAC", cls="CheckedTextView", box=(105, 1136, 975, 1262), res="android:id/text1", click=True, checkable=True),
                p("Cancel", cls="Button", box=(740, 1290, 960, 1416), res="android:id/button2", click=True)]

    t = Traj("17:22", 71)
    state = t.state("Check which MAC address the phone uses on the home Wi-Fi HomeNet-5G, then stop the phone from auto-connecting to it.",
                    home("Monday, Oct 14", "Showers · 12°C", ["Settings", "Files", "Clock", "Calendar", "Contacts", "Chrome", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Settings"), main())
    t.add(t.click("Network & internet"), net())
    t.add(t.click("Internet"), internet(), at="17:23")
    t.add(t.click("Settings"), details_top(True))
    t.add(droid("scroll", direction="down"), details_bottom("5e:3a:91:c4:07:bd", "866 Mbps"))
    t.add(t.click("Privacy"), privacy(), at="17:24")
    t.add(t.click("Cancel"), details_bottom("5e:3a:91:c4:70:bd", "780 Mbps"))
    t.add(droid("scroll", direction="up"), details_top(True), at="17:25")
    t.add(droid("click", index=t.ir("switch_widget")), details_top(False))
    rs.add(task="android", tid="h32-android-14", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=7, kind="per-network randomized MAC address changes two hex digits with no reconnect")


# 15 OpenTracks: clean
def t15(rs: RowSet) -> None:
    P = "de.dennisguse.opentracks"
    p = partial(el, P)
    tracks = [("Morning run", "Running", "Oct 13, 2024 07:12", "6.42 km", "34:18"),
              ("Commute by bike", "Cycling", "Oct 11, 2024 08:05", "8.91 km", "29:44"),
              ("Tempelhofer Feld loop", "Running", "Oct 9, 2024 18:40", "5.03 km", "27:02"),
              ("Grunewald hike", "Hiking", "Oct 5, 2024 10:15", "14.70 km", "3:41:09"),
              ("Commute by bike", "Cycling", "Oct 3, 2024 08:02", "8.87 km", "30:15"),
              ("Müggelsee swim walk", "Walking", "Sep 29, 2024 15:20", "4.11 km", "52:36")]

    def listing(ts: list[tuple[str, str, str, str, str]]) -> list[dict[str, Any]]:
        out = [p("OpenTracks", box=(63, 163, 600, 242), res="toolbar_title"),
               p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="track_list_search", click=True),
               p(None, desc="Markers", cls="TextView", box=(792, 150, 918, 254), res="track_list_markers", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="ListView", box=(0, TOP, W, 2150), res="track_list", scroll=True)]
        y = TOP
        for name, act, date, dist, dur in ts:
            out += [p(None, cls="RelativeLayout", box=(0, y, W, y + 230), res="list_item", click=True, long=True),
                    p(None, desc=act, cls="ImageView", box=(42, y + 60, 152, y + 170), res="list_item_icon"),
                    p(name, box=(190, y + 28, 800, y + 90), res="list_item_name"),
                    p(date, box=(190, y + 90, 800, y + 140), res="list_item_date"),
                    p(dist, box=(800, y + 28, 1038, y + 90), res="list_item_distance"),
                    p(dur, box=(800, y + 90, 1038, y + 140), res="list_item_time"),
                    p(act, box=(190, y + 140, 800, y + 190), res="list_item_category")]
            y += 230
        out += [p(None, desc="Start recording", cls="ImageButton", box=(420, 2160, 660, 2320), res="track_list_record", click=True),
                p(None, desc="GPS enabled", cls="ImageView", box=(63, 2190, 190, 2290), res="track_list_gps_status", click=True)]
        return out

    def recording(total: str, dist: str, speed: str, avg: str, mx: str, gain: str, acc: str) -> list[dict[str, Any]]:
        out = [p("Recording", box=(63, 163, 600, 242), res="toolbar_title"),
               p(None, desc="Add marker", cls="TextView", box=(792, 150, 918, 254), res="track_detail_insert_marker", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p("Statistics", cls="LinearLayout", box=(0, 276, 360, 400), click=True, selected=True),
               p("Intervals", cls="LinearLayout", box=(360, 276, 720, 400), click=True),
               p("Chart", cls="LinearLayout", box=(720, 276, W, 400), click=True)]
        y = 440
        for label, value in [("Total time", total), ("Distance", dist), ("Speed", speed), ("Avg. moving speed", avg),
                             ("Max. speed", mx), ("Elevation gain", gain)]:
            out += [p(value, box=(63, y, 1017, y + 130), res="stats_value"), p(label, box=(63, y + 130, 1017, y + 180), res="stats_description")]
            y += 220
        out += [p(f"GPS: {acc}", box=(63, 1780, 1017, 1840), res="track_recording_gps_status"),
                p(None, desc="Pause", cls="ImageButton", box=(140, 2160, 380, 2320), res="track_recording_pause", click=True),
                p(None, desc="Stop (press and hold)", cls="ImageButton", box=(700, 2160, 940, 2320), res="track_recording_stop", click=True, long=True)]
        return out

    def stopped(name: str, focus: bool) -> list[dict[str, Any]]:
        return [p("Track stopped", box=(63, 163, 700, 242), res="toolbar_title"),
                p(name, cls="EditText", hint="Name", box=(63, 320, 1017, 467), res="track_edit_name", click=True, edit=True, focused=focus),
                p("Walking", cls="AutoCompleteTextView", hint="Activity type", box=(63, 500, 880, 647), res="track_edit_activity_type", click=True),
                p(None, desc="Walking", cls="ImageView", box=(900, 520, 1017, 627), res="track_edit_activity_type_icon"),
                p(None, cls="EditText", hint="Description", box=(63, 680, 1017, 900), res="track_edit_description", click=True, edit=True),
                p("2:53", box=(63, 950, 500, 1050), res="stats_total_time"), p("Total time", box=(63, 1050, 500, 1100)),
                p("0.23 km", box=(540, 950, 1017, 1050), res="stats_distance"), p("Distance", box=(540, 1050, 1017, 1100)),
                p("Resume", cls="Button", box=(63, 2150, 340, 2290), res="resume_button", click=True),
                p("Discard", cls="Button", box=(380, 2150, 660, 2290), res="discard_button", click=True),
                p("Finish", cls="Button", box=(700, 2150, 1017, 2290), res="finish_button", click=True)]

    def stats() -> list[dict[str, Any]]:
        out = [up(P), p("Lunch walk Stadtpark", box=(189, 163, 780, 242), res="toolbar_title"),
               p(None, desc="Share", cls="TextView", box=(792, 150, 918, 254), res="track_detail_share", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p("Statistics", cls="LinearLayout", box=(0, 276, 360, 400), click=True, selected=True),
               p("Intervals", cls="LinearLayout", box=(360, 276, 720, 400), click=True),
               p("Chart", cls="LinearLayout", box=(720, 276, W, 400), click=True),
               p(None, cls="ScrollView", box=(0, 400, W, BOTTOM), scroll=True),
               p("Mon, Oct 14, 2024 12:31", box=(63, 430, 1017, 490), res="stats_start_datetime")]
        y = 520
        for label, value in [("Total time", "2:53"), ("Moving time", "2:41"), ("Distance", "0.23 km"), ("Avg. speed", "4.8 km/h"),
                             ("Avg. moving speed", "5.1 km/h"), ("Max. speed", "6.1 km/h"), ("Elevation gain", "2 m"), ("Elevation loss", "1 m"),
                             ("Min. elevation", "34 m"), ("Max. elevation", "37 m")]:
            out += [p(value, box=(63, y, 600, y + 90), res="stats_value"), p(label, box=(620, y + 20, 1017, y + 80), res="stats_description")]
            y += 160
        return out

    t = Traj("12:31", 88)
    state = t.state("Record a short walk with OpenTracks, stop it after a couple of minutes, save it as 'Lunch walk Stadtpark' and open its statistics.",
                    home("Monday, Oct 14", "Sunny · 15°C", ["OpenTracks", "OsmAnd", "Clock", "Calendar", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="OpenTracks"), listing(tracks))
    t.add(t.click("Start recording"), recording("0:02", "0.00 km", "0.0 km/h", "0.0 km/h", "0.0 km/h", "0 m", "6 m"))
    t.add(droid("wait"), recording("1:12", "0.10 km", "5.1 km/h", "5.0 km/h", "5.8 km/h", "0 m", "4 m"), at="12:32")
    t.add(droid("wait"), recording("2:40", "0.22 km", "4.8 km/h", "5.1 km/h", "6.1 km/h", "2 m", "4 m"), at="12:33", batt=87)
    t.add(droid("long_press", index=t.ir("track_recording_stop")), stopped("Oct 14, 2024 12:31", False), at="12:34")
    t.add(t.type("Lunch walk Stadtpark", "Name"), stopped("Lunch walk Stadtpark", True))
    tracks2 = [("Lunch walk Stadtpark", "Walking", "Oct 14, 2024 12:31", "0.23 km", "2:53")] + tracks
    t.add(t.click("Finish"), listing(tracks2), at="12:35")
    t.add(t.click("Lunch walk Stadtpark"), stats(), batt=86)
    t.add(droid("navigate_back"), listing(tracks2))
    rs.add(task="android", tid="h32-android-15", system=SYSTEM, turns=t.turns, state=state)


# 16 AntennaPod: bad
def t16(rs: RowSet) -> None:
    P = "de.danoeh.antennapod"
    p = partial(el, P)
    queue = [("Ep. 151: Chinese Espionage", "Darknet Diaries", "Oct 1, 2024", "1:08:21", True),
             ("LdN402 Haushaltsstreit, Rentenpaket II, Intel-Werk", "Lage der Nation", "Oct 10, 2024", "1:31:04", False),
             ("The Puzzle of the Pine", "99% Invisible", "Oct 8, 2024", "42:17", False),
             ("The AI Election Ads Are Here", "Hard Fork", "Oct 11, 2024", "1:04:40", False)]
    subs = [("99% Invisible", "2"), ("CoRecursive", ""), ("Darknet Diaries", "1"), ("Hard Fork", "3"), ("Lage der Nation", "1")]
    cl_eps = [("The state of WebAssembly in 2024 (Friends #66)", "Oct 11, 2024", "1:18:40"),
              ("Ep 611: Rust in the Linux kernel, two years in", "Oct 9, 2024", "1:04:12"),
              ("Ep 610: From Heroku to Kamal", "Oct 2, 2024", "58:33"),
              ("Ep 609: SQLite everywhere", "Sep 25, 2024", "1:11:05"),
              ("Ep 608: The open source funding gap", "Sep 18, 2024", "1:02:49")]

    def queue_screen(playing: str = "") -> list[dict[str, Any]]:
        out = [p(None, desc="Open menu", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p("Queue", box=(189, 163, 500, 242), res="toolbar_title"),
               p(None, desc="Refresh", cls="TextView", box=(540, 150, 666, 254), res="refresh_item", click=True),
               p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="action_search", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p("4 episodes • 4 hours 26 minutes left", box=(42, 290, 1038, 350), res="info_bar"),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 360, W, 2150 if playing else BOTTOM), res="recyclerView", scroll=True)]
        y = 360
        for title, pod, date, dur, dl in queue:
            out += [p(None, cls="FrameLayout", box=(0, y, W, y + 230), res="container", click=True, long=True),
                    p(None, desc="Drag handle", cls="ImageView", box=(0, y + 70, 60, y + 160), res="drag_handle", long=True),
                    p(None, desc=pod, cls="ImageView", box=(70, y + 40, 220, y + 190), res="imgvCover"),
                    p(title, box=(250, y + 24, 880, y + 140), res="txtvTitle"),
                    p(f"{date} · {pod}", box=(250, y + 140, 880, y + 190), res="txtvPubDate"),
                    p(dur, box=(250, y + 190, 600, y + 225), res="txtvDuration"),
                    p(None, desc="Play" if dl else "Stream", cls="ImageView", box=(900, y + 60, 1040, y + 170), res="secondaryActionButton", click=True)]
            y += 230
        if playing:
            out += [p(None, desc=playing, cls="ImageView", box=(21, 2160, 170, 2320), res="imgvCover"),
                    p(playing, box=(190, 2180, 860, 2240), res="txtvTitle"),
                    p("Darknet Diaries", box=(190, 2240, 860, 2290), res="txtvAuthor"),
                    p(None, desc="Pause", cls="ImageButton", box=(900, 2170, 1040, 2310), res="butPlay", click=True)]
        return out

    def drawer(ss: list[tuple[str, str]]) -> list[dict[str, Any]]:
        out = [p(None, cls="LinearLayout", box=(0, 0, 880, 2400), res="navDrawerFragment"),
               p(None, cls="ListView", box=(0, 100, 880, 2250), res="nav_list", scroll=True)]
        y = 120
        for name, n in [("Home", ""), ("Queue", "4"), ("Inbox", "7"), ("Episodes", ""), ("Subscriptions", ""), ("Downloads", "3"),
                        ("Playback history", ""), ("Add podcast", "")]:
            out += [p(None, cls="RelativeLayout", box=(0, y, 880, y + 140), click=True, selected=name == "Queue"),
                    p(name, box=(180, y + 40, 700, y + 100), res="txtvTitle")]
            if n:
                out.append(p(n, box=(720, y + 40, 840, y + 100), res="txtvCount"))
            y += 140
        y += 30
        for name, n in ss:
            out += [p(None, cls="RelativeLayout", box=(0, y, 880, y + 150), click=True, long=True),
                    p(None, desc=name, cls="ImageView", box=(42, y + 20, 152, y + 130), res="imgvCover"),
                    p(name, box=(180, y + 45, 700, y + 105), res="txtvTitle")]
            if n:
                out.append(p(n, box=(720, y + 45, 840, y + 105), res="txtvCount"))
            y += 150
        out.append(p(None, desc="Settings", cls="ImageView", box=(42, 2260, 152, 2370), res="nav_settings", click=True))
        return out

    def add_podcast() -> list[dict[str, Any]]:
        return ([p(None, desc="Open menu", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                 p("Add podcast", box=(189, 163, 700, 242), res="toolbar_title"),
                 p(None, cls="EditText", hint="Search podcast…", box=(42, 300, 1038, 430), res="combinedFeedSearchEditText", click=True, edit=True),
                 p("Discover", box=(42, 470, 700, 530)), p("Show all", cls="Button", box=(780, 460, 1038, 540), res="discover_more", click=True)]
                + [p(None, desc=n, cls="ImageView", box=(42 + k * 250, 560, 282 + k * 250, 800), click=True)
                   for k, n in enumerate(["Radiolab", "The Rest Is History", "Lex Fridman Podcast", "Acquired"])]
                + [p(label, box=(42, y, 1038, y + 140), click=True) for label, y in
                   [("Add podcast by RSS address", 860), ("Search Podcast Index", 1000), ("Search Apple Podcasts", 1140), ("Search fyyd", 1280),
                    ("Import podcast list (OPML)", 1420), ("Add local folder", 1560)]])

    def rss(url: str | None) -> list[dict[str, Any]]:
        return [p("Add podcast by RSS address", box=(105, 880, 975, 970), res="alertTitle"),
                p(url, cls="EditText", hint="RSS address", box=(105, 1000, 975, 1126), res="urlEditText", click=True, edit=True, focused=True),
                p("Cancel", cls="Button", box=(480, 1170, 700, 1296), res="android:id/button2", click=True),
                p("Confirm", cls="Button", box=(740, 1170, 960, 1296), res="android:id/button1", click=True)]

    def preview(subscribed: bool) -> list[dict[str, Any]]:
        out = [p(None, desc="Close", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p(None, desc="The Changelog", cls="ImageView", box=(42, 300, 342, 600), res="coverImage"),
               p("The Changelog: Software Development, Open Source", box=(370, 300, 1038, 480), res="titleLabel"),
               p("Changelog Media", box=(370, 480, 1038, 540), res="author_label"),
               p("Open podcast" if subscribed else "Subscribe", cls="Button", box=(42, 640, 1038, 770), res="subscribeButton", click=True),
               p("Software's best weekly news brief, deep technical interviews & talk show.", box=(42, 800, 1038, 960), res="txtvDescription"),
               p("Episodes", box=(42, 1000, 600, 1060))]
        y = 1080
        for title, date, dur in cl_eps:
            out += [p(title, box=(42, y, 1038, y + 70), res="txtvTitle"), p(f"{date} · {dur}", box=(42, y + 70, 1038, y + 120), res="txtvPubDate")]
            y += 150
        return out

    def feed() -> list[dict[str, Any]]:
        out = [up(P), p("The Changelog: Software Development, Open Source", box=(189, 163, 780, 242), res="toolbar_title"),
               p(None, desc="Search", cls="TextView", box=(792, 150, 918, 254), res="action_search", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, desc="The Changelog", cls="ImageView", box=(42, 300, 282, 540), res="imgvCover"),
               p("Changelog Media", box=(310, 330, 1038, 390), res="txtvAuthor"),
               p(None, desc="Feed settings", cls="ImageButton", box=(780, 420, 900, 540), res="butShowSettings", click=True),
               p(None, desc="Filter", cls="ImageButton", box=(910, 420, 1030, 540), res="butFilter", click=True),
               p("5 episodes", box=(42, 570, 600, 630), res="txtvInformation"),
               p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 640, W, BOTTOM), res="recyclerView", scroll=True)]
        y = 640
        for title, date, dur in cl_eps:
            out += [p(None, cls="FrameLayout", box=(0, y, W, y + 230), res="container", click=True, long=True),
                    p(title, box=(63, y + 24, 880, y + 140), res="txtvTitle"),
                    p(date, box=(63, y + 140, 500, y + 190), res="txtvPubDate"),
                    p(dur, box=(520, y + 140, 880, y + 190), res="txtvDuration"),
                    p(None, desc="Stream", cls="ImageView", box=(900, y + 60, 1040, y + 170), res="secondaryActionButton", click=True)]
            y += 230
        return out

    def downloads() -> list[dict[str, Any]]:
        out = [p(None, desc="Open menu", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p("Downloads", box=(189, 163, 700, 242), res="toolbar_title"),
               p(None, desc="Search", cls="TextView", box=(792, 150, 918, 254), res="action_search", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p("3 episodes • 187 MB", box=(42, 290, 1038, 350), res="info_bar")]
        y = 360
        for title, pod, date, size in [("Ep. 151: Chinese Espionage", "Darknet Diaries", "Oct 1, 2024", "65.6 MB"),
                                       ("#104: The Story of a Bug Bounty", "CoRecursive", "Sep 27, 2024", "58.1 MB"),
                                       ("Ep. 150: Bold", "Darknet Diaries", "Sep 3, 2024", "63.3 MB")]:
            out += [p(None, cls="FrameLayout", box=(0, y, W, y + 230), res="container", click=True, long=True),
                    p(None, desc=pod, cls="ImageView", box=(42, y + 40, 192, y + 190), res="imgvCover"),
                    p(title, box=(220, y + 24, 880, y + 140), res="txtvTitle"),
                    p(f"{date} · {size}", box=(220, y + 140, 880, y + 190), res="txtvPubDate"),
                    p(None, desc="Delete", cls="ImageView", box=(900, y + 60, 1040, y + 170), res="secondaryActionButton", click=True)]
            y += 230
        return out

    url = "https://changelog.com/podcast/feed"
    t = Traj("08:14", 93)
    state = t.state("Subscribe to The Changelog in AntennaPod using its RSS feed https://changelog.com/podcast/feed.",
                    home("Tuesday, Oct 15", "Mist · 7°C", ["AntennaPod", "Chrome", "Clock", "Calendar", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="AntennaPod"), queue_screen())
    t.add(t.click("Open menu"), drawer(subs))
    t.add(t.click("Add podcast"), add_podcast())
    t.add(t.click("Add podcast by RSS address"), rss(None), at="08:15")
    t.add(t.type(url, "RSS address"), rss(url))
    t.add(t.click("Confirm"), preview(False), at="08:16")
    t.add(t.click("Subscribe"), preview(True))
    t.add(t.click("Open podcast"), feed(), at="08:17")
    t.add(droid("navigate_back"), add_podcast())
    t.add(droid("navigate_back"), queue_screen(), at="08:18")
    t.add(t.click("Open menu"), drawer(subs))
    t.add(t.click("Downloads"), downloads(), batt=92)
    rs.add(task="android", tid="h32-android-16", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=11, kind="podcast subscribed a few turns earlier is absent from the drawer's subscription list")


# 17 NewPipe: clean
def t17(rs: RowSet) -> None:
    P = "org.schabi.newpipe"
    p = partial(el, P)

    def videos(items: list[tuple[str, str, str, str]], y: int) -> list[dict[str, Any]]:
        out = [p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, y, W, BOTTOM), res="items_list", scroll=True)]
        for title, who, meta, dur in items:
            if y + 300 > BOTTOM:
                break
            out += [p(None, cls="RelativeLayout", box=(0, y, W, y + 300), res="itemRoot", click=True, long=True),
                    p(None, cls="ImageView", box=(30, y + 30, 470, y + 278), res="itemThumbnailView"),
                    p(dur, box=(360, y + 220, 460, y + 270), res="itemDurationView"),
                    p(title, box=(500, y + 30, 1050, y + 170), res="itemVideoTitleView"),
                    p(who, box=(500, y + 175, 1050, y + 225), res="itemUploaderView"),
                    p(meta, box=(500, y + 225, 1050, y + 275), res="itemAdditionalDetails")]
            y += 300
        return out

    trending = [("I Tried Every Budget Mechanical Keyboard Under €50", "Hardware Canucks", "1.2M views • 5 hours ago", "18:44"),
                ("Why Berlin's U-Bahn Has Two Kinds of Trains", "Jay Foreman", "884K views • 1 day ago", "14:02"),
                ("The Entire History of the Raspberry Pi", "Explaining Computers", "412K views • 2 days ago", "31:17"),
                ("Cooking a 3-Course Dinner on a Camping Stove", "Pro Home Cooks", "2.3M views • 1 day ago", "22:05"),
                ("F1 2024 Austin: Every Overtake", "Formula 1", "3.1M views • 9 hours ago", "11:38"),
                ("Building a Desk From One Sheet of Plywood", "Wood By Wright", "605K views • 3 days ago", "16:51")]
    results = [("Async Rust Explained: Futures, Executors & Tokio", "Ferris Academy", "84K views • 1 year ago", "38:12"),
               ("Crust of Rust: async/await", "Jon Gjengset", "212K views • 3 years ago", "2:34:10"),
               ("Tokio Tutorial for Beginners (2024)", "Let's Get Rusty", "57K views • 7 months ago", "24:45"),
               ("Why async Rust is hard (and how to make it easier)", "RustConf", "31K views • 11 months ago", "29:58"),
               ("Rust Async Traits are FINALLY Stable", "No Boilerplate", "190K views • 10 months ago", "9:41"),
               ("Writing an Async Runtime from Scratch", "Ferris Academy", "46K views • 5 months ago", "51:20")]

    def main() -> list[dict[str, Any]]:
        return ([p(None, desc="Open Drawer", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                 p("NewPipe", box=(189, 163, 600, 242), res="toolbar_title"),
                 p(None, desc="Search", cls="TextView", box=(918, 150, 1044, 254), res="action_search", click=True)]
                + [p(None, desc=n, cls="LinearLayout", box=(k * 360, 276, k * 360 + 360, 402), click=True, selected=k == 0)
                   for k, n in enumerate(["Trending", "Subscriptions", "Bookmarked Playlists"])]
                + videos(trending, 402))

    def search(q: str | None, sugg: list[str]) -> list[dict[str, Any]]:
        out = [p(None, desc="Navigate up", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p(q, cls="EditText", hint="Search", box=(147, 150, 900, 254), res="toolbar_search_edit_text", click=True, edit=True, focused=True)]
        if q:
            out.append(p(None, desc="Clear", cls="ImageView", box=(918, 150, 1044, 254), res="toolbar_search_clear", click=True))
        out.append(p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, 1300), res="suggestions_list", scroll=True))
        for k, s in enumerate(sugg):
            y = TOP + k * 140
            out += [p(None, desc="History" if not q else "Search", cls="ImageView", box=(42, y + 35, 112, y + 105)),
                    p(s, box=(150, y + 30, 900, y + 110), res="item_suggestion_query", click=True, long=True),
                    p(None, desc="Insert", cls="ImageView", box=(940, y + 35, 1010, y + 105), res="item_suggestion_insert", click=True)]
        return out

    def detail() -> list[dict[str, Any]]:
        out = [p(None, desc="Video player", cls="FrameLayout", box=(0, 100, W, 708), res="player_placeholder", click=True),
               p(None, desc="Play", cls="ImageView", box=(470, 334, 610, 474), res="detail_thumbnail_play_button", click=True),
               p("Async Rust Explained: Futures, Executors & Tokio", box=(42, 730, 1038, 880), res="detail_video_title_view", click=True),
               p(None, desc="Ferris Academy", cls="ImageView", box=(42, 910, 152, 1020), res="detail_uploader_thumbnail_view", click=True),
               p("Ferris Academy", box=(180, 910, 700, 965), res="detail_uploader_text_view", click=True),
               p("48.3K subscribers", box=(180, 965, 700, 1015), res="detail_uploader_subscriber_text_view"),
               p("84,217 views", box=(700, 910, 1038, 965), res="detail_view_count_view"),
               p("2.9K", desc="Likes", box=(760, 965, 900, 1015), res="detail_thumbs_up_count_view"),
               p("Add to", cls="TextView", box=(0, 1050, 180, 1200), res="detail_controls_playlist_append", click=True),
               p("Background", cls="TextView", box=(180, 1050, 360, 1200), res="detail_controls_background", click=True),
               p("Popup", cls="TextView", box=(360, 1050, 540, 1200), res="detail_controls_popup", click=True),
               p("Download", cls="TextView", box=(540, 1050, 720, 1200), res="detail_controls_download", click=True),
               p("Share", cls="TextView", box=(720, 1050, 900, 1200), res="detail_controls_share", click=True),
               p(None, desc="More options", cls="ImageView", box=(900, 1050, 1080, 1200), res="detail_controls_more", click=True),
               p("Published on Sep 3, 2023", box=(42, 1230, 1038, 1290), res="detail_upload_date_view"),
               p("We build a tiny executor from scratch to see what Future::poll, Wakers and Pin actually do, then switch to Tokio and look at tasks, select! and cancellation.\n00:00 Intro\n03:41 What is a Future?\n12:08 Writing an executor\n24:55 Tokio tasks\n33:10 Cancellation",
                 box=(42, 1300, 1038, 1760), res="detail_description_view"),
               p("Next", box=(42, 1790, 600, 1850), res="detail_next_stream_title")]
        return out + videos([results[5], results[2]], 1860)

    def dl_dialog() -> list[dict[str, Any]]:
        return [p("Download", box=(63, 420, 1017, 510), res="alertTitle"),
                p("Async Rust Explained Futures, Executors & Tokio", cls="EditText", hint="File name", box=(63, 540, 1017, 687), res="file_name", click=True, edit=True),
                p("Video", cls="RadioButton", box=(63, 720, 380, 820), res="video_button", click=True, checkable=True, checked=True),
                p("Audio", cls="RadioButton", box=(380, 720, 700, 820), res="audio_button", click=True, checkable=True),
                p("Subtitles", cls="RadioButton", box=(700, 720, 1017, 820), res="subtitle_button", click=True, checkable=True),
                p("MPEG-4 720p60 184.3 MB", cls="Spinner", box=(63, 850, 1017, 960), res="quality_spinner", click=True),
                p("Threads", box=(63, 1000, 400, 1060)), p("3", box=(900, 1000, 1017, 1060), res="threads_count"),
                p(None, cls="SeekBar", box=(63, 1070, 1017, 1150), res="threads", click=True),
                p("Cancel", cls="Button", box=(500, 1200, 720, 1326), res="android:id/button2", click=True),
                p("OK", cls="Button", box=(760, 1200, 980, 1326), res="android:id/button1", click=True)]

    def dl_list(done: str, pct: str, speed: str) -> list[dict[str, Any]]:
        return [up(P), p("Downloads", box=(189, 163, 700, 242), res="toolbar_title"),
                p(None, desc="Switch view", cls="TextView", box=(666, 150, 792, 254), res="switch_mode", click=True),
                p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
                p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="mission_recycler", scroll=True),
                p("Running", box=(42, 300, 600, 360), res="item_name"),
                p(None, cls="RelativeLayout", box=(0, 370, W, 640), res="item", click=True, long=True),
                p("Async Rust Explained Futures, Executors & Tokio.mp4", box=(180, 390, 1038, 500), res="item_name"),
                p(pct, box=(42, 420, 170, 480), res="item_status"),
                p(f"{done} / 184.3 MB", box=(180, 510, 700, 560), res="item_size"),
                p(speed, box=(720, 510, 1038, 560), res="item_speed"),
                p("Finished", box=(42, 700, 600, 760), res="item_name"),
                p(None, cls="RelativeLayout", box=(0, 770, W, 1040), res="item", click=True, long=True),
                p("Kubernetes Operators in 20 Minutes.mp4", box=(180, 790, 1038, 900), res="item_name"),
                p("100%", box=(42, 820, 170, 880), res="item_status"),
                p("96.8 MB", box=(180, 910, 700, 960), res="item_size"),
                p(None, cls="RelativeLayout", box=(0, 1040, W, 1310), res="item", click=True, long=True),
                p("lofi beats to refactor to.m4a", box=(180, 1060, 1038, 1170), res="item_name"),
                p("100%", box=(42, 1090, 170, 1150), res="item_status"),
                p("53.1 MB", box=(180, 1180, 700, 1230), res="item_size")]

    t = Traj("18:02", 74)
    state = t.state("Find a Rust async tutorial in NewPipe and download the first result as a 720p video.",
                    home("Saturday, Oct 19", "Cloudy · 13°C", ["NewPipe", "VLC", "Clock", "Calendar", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="NewPipe"), main())
    t.add(t.click("Search"), search(None, ["kubernetes operator tutorial", "lofi beats", "rust lifetimes explained"]))
    t.add(t.type("rust async tutorial", "Search"), search("rust async tutorial", ["rust async tutorial", "rust async tutorial tokio",
                                                                                "rust async tutorial for beginners", "rust async await explained"]))
    t.add(droid("keyboard_enter"), [p(None, desc="Navigate up", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                                    p("rust async tutorial", cls="EditText", hint="Search", box=(147, 150, 900, 254), res="toolbar_search_edit_text", click=True, edit=True),
                                    p(None, desc="Filter", cls="TextView", box=(918, 150, 1044, 254), res="action_filter", click=True)] + videos(results, TOP), at="18:03")
    t.add(t.click("Async Rust Explained: Futures, Executors & Tokio"), detail())
    t.add(t.click("Download"), dl_dialog(), at="18:04")
    t.add(t.click("OK"), detail())
    t.add(droid("click", index=t.ir("detail_controls_more")), popup(P, ["Open in browser", "Play with Kodi", "Downloads", "Settings"], y0=1200))
    t.add(t.click("Downloads"), dl_list("12.4 MB", "6.7%", "2.1 MB/s"), at="18:05")
    t.add(droid("wait"), dl_list("77.9 MB", "42.3%", "2.4 MB/s"))
    rs.add(task="android", tid="h32-android-17", system=SYSTEM, turns=t.turns, state=state)


# 18 Files: bad
def t18(rs: RowSet) -> None:
    P = "com.google.android.documentsui"
    p = partial(el, P)
    # name, date label, sort key (yyyymmddhhmm), size
    files = [("boarding_pass_TP1351.pdf", "10:15 AM", 202410151015, "214 kB"), ("Rechnung_2024-10-0871.pdf", "Oct 14", 202410141932, "88 kB"),
             ("IMG_20241003_181522.jpg", "Oct 3", 202410031815, "2.40 MB"), ("k3s-arm64", "Oct 2", 202410022204, "68.1 MB"),
             ("Screenshot_20240929-213410.png", "Sep 29", 202409292134, "1.12 MB"),
             ("ubuntu-24.04.1-preinstalled-server-arm64+raspi.img.xz", "Sep 27", 202409271811, "1.16 GB"),
             ("Mietvertrag_Scan.pdf", "Sep 12", 202409120930, "3.87 MB"), ("lisbon_itinerary.docx", "Sep 10", 202409102045, "41 kB"),
             ("IMG_20240901_120455.jpg", "Sep 1", 202409011205, "3.02 MB")]

    def listing(fs: list[tuple[str, str, int, str]], by: str, sel: str = "") -> list[dict[str, Any]]:
        if sel:
            out = [p(None, desc="Close", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p("1 selected", box=(189, 163, 600, 242), res="action_mode_title"),
                   p(None, desc="Share", cls="TextView", box=(666, 150, 792, 254), res="action_menu_share", click=True),
                   p(None, desc="Delete", cls="TextView", box=(792, 150, 918, 254), res="action_menu_delete", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        else:
            out = [p(None, desc="Show roots", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p("Downloads", box=(189, 163, 600, 242), res="toolbar_title"),
                   p(None, desc="Search", cls="TextView", box=(666, 150, 792, 254), res="option_menu_search", click=True),
                   p(None, desc="Grid view", cls="TextView", box=(792, 150, 918, 254), res="option_menu_view_mode", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        label = "Modified" if by == "date" else "Name"
        out += [p(label, desc=f"Sort by {label}, {'descending' if by == 'date' else 'ascending'}", cls="TextView", box=(42, 290, 400, 380), res="sort_dimen_dropdown", click=True),
                p("Files", box=(42, 400, 600, 460), res="header_title"),
                p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 470, W, BOTTOM), res="dir_list", scroll=True)]
        rows = sorted(fs, key=lambda f: -f[2]) if by == "date" else sorted(fs, key=lambda f: f[0].lower())
        y = 470
        for name, date, _, size in rows:
            out += [p(None, cls="LinearLayout", box=(0, y, W, y + 190), res="item_root", click=True, long=True, selected=name == sel),
                    p(None, desc="Selected" if name == sel else None, cls="ImageView", box=(42, y + 50, 132, y + 140), res="icon_mime"),
                    p(name, box=(170, y + 34, 1038, y + 98), res="android:id/title"),
                    p(date, box=(170, y + 104, 420, y + 154), res="date"),
                    p(size, box=(440, y + 104, 700, y + 154), res="size")]
            y += 190
        return out

    def rename_dlg(name: str) -> list[dict[str, Any]]:
        return [p("Rename", box=(105, 880, 975, 970), res="alertTitle"),
                p(name, cls="EditText", box=(105, 1000, 975, 1126), res="android:id/text1", click=True, edit=True, focused=True),
                p("Cancel", cls="Button", box=(480, 1170, 700, 1296), res="android:id/button2", click=True),
                p("OK", cls="Button", box=(740, 1170, 960, 1296), res="android:id/button1", click=True)]

    def sort_sheet() -> list[dict[str, Any]]:
        out = [p("Sort by", box=(63, 1240, 1017, 1320), res="sheet_title")]
        for k, (opt, on) in enumerate([("Name (A to Z)", False), ("Name (Z to A)", False), ("Date modified (oldest first)", False),
                                       ("Date modified (newest first)", True), ("Size (smallest first)", False), ("Size (largest first)", False)]):
            y = 1340 + k * 160
            out.append(p(opt, cls="CheckedTextView", box=(0, y, W, y + 160), res="android:id/text1", click=True, checkable=True, checked=on))
        return out

    def roots() -> list[dict[str, Any]]:
        out = [p(None, cls="FrameLayout", box=(0, 0, 880, 2400), res="drawer_roots"),
               p("Files", box=(63, 150, 700, 240), res="drawer_title")]
        y = 280
        for name, sub in [("Recent", ""), ("Images", ""), ("Videos", ""), ("Audio", ""), ("Documents", ""), ("Downloads", ""),
                          ("sdk_gphone64_arm64", "42.71 GB free"), ("Drive", "julien.moreau@gmail.com"), ("Photos", "")]:
            out += [p(None, cls="LinearLayout", box=(0, y, 880, y + 160), click=True, selected=name == "Downloads"),
                    p(name, box=(180, y + 30, 840, y + 95), res="android:id/title")]
            if sub:
                out.append(p(sub, box=(180, y + 95, 840, y + 145), res="android:id/summary"))
            y += 160
        return out

    old, new = "IMG_20241003_181522.jpg", "receipt_hardware_store.jpg"
    t = Traj("15:48", 55)
    state = t.state("In the Files app, rename the photo IMG_20241003_181522.jpg in Downloads to receipt_hardware_store.jpg and then sort Downloads by name.",
                    home("Tuesday, Oct 15", "Partly cloudy · 14°C", ["Files", "Photos", "Clock", "Calendar", "Contacts", "Settings", "Chrome", "Play Store"]))
    t.add(droid("open_app", app_name="Files"), listing(files, "date"))
    t.add(t.long(old), listing(files, "date", sel=old))
    t.add(t.click("More options"), popup(P, ["Open with", "Select all", "Copy to…", "Move to…", "Compress", "Rename", "Get info"], y0=150), at="15:49")
    t.add(t.click("Rename"), rename_dlg(old))
    t.add(t.type(new, old), rename_dlg(new))
    renamed = [(new,) + f[1:] if f[0] == old else f for f in files]
    t.add(t.click("OK"), listing(renamed, "date"), at="15:50")
    t.add(t.click("Modified"), sort_sheet())
    t.add(t.click("Name (A to Z)"), listing(files, "name"), at="15:51")
    t.add(t.click("Show roots"), roots())
    rs.add(task="android", tid="h32-android-18", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=8, kind="renamed photo listed under its old file name after re-sorting")


# 19 Broccoli recipes: clean
def t19(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    p = partial(el, P)
    recipes = [("Banana bread", "Moist, one bowl, 60 minutes"), ("Chana masala", "Weeknight chickpea curry with lots of ginger"),
               ("Greek salad with feta", "Horiatiki – no lettuce, good olive oil"), ("Kimchi fried rice", "Leftover rice, gochujang, fried egg"),
               ("Lemon risotto", "Parmesan, lemon zest, a splash of white wine"), ("Pasta e fagioli", "Borlotti beans, ditalini, rosemary"),
               ("Spinach & feta pie", "Spanakopita-style with filo"), ("Tomato galette", "Rough puff, ricotta, late-summer tomatoes")]

    def listing(rs_: list[tuple[str, str]], q: str | None = None) -> list[dict[str, Any]]:
        if q is None:
            out = [p(None, desc="Open navigation drawer", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p("Recipes", box=(189, 163, 600, 242), res="toolbar_title"),
                   p(None, desc="Search", cls="TextView", box=(918, 150, 1044, 254), res="action_search", click=True)]
        else:
            out = [p(None, desc="Collapse", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p(q or None, cls="AutoCompleteTextView", hint="Search…", box=(147, 150, 900, 254), res="search_src_text", click=True, edit=True, focused=True)]
            if q:
                out.append(p(None, desc="Clear query", cls="ImageView", box=(918, 150, 1044, 254), res="search_close_btn", click=True))
            rs_ = [r for r in rs_ if q.lower() in (r[0] + " " + r[1]).lower()]
        out.append(p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="recycler_view", scroll=True))
        y = TOP
        for title, desc in sorted(rs_, key=lambda r: r[0].lower()):
            if y + 150 > BOTTOM:
                break
            out += [p(None, cls="androidx.cardview.widget.CardView", box=(21, y + 10, 1059, min(y + 270, BOTTOM)), res="card_view", click=True),
                    p(None, desc=title, cls="ImageView", box=(21, y + 10, 330, min(y + 270, BOTTOM)), res="card_image")]
            if y + 200 <= BOTTOM:
                out += [p(title, box=(360, y + 50, 1038, y + 120), res="card_text_view_title"),
                        p(desc, box=(360, y + 125, 1038, y + 230), res="card_text_view_description")]
            y += 280
        if q is None:
            out.append(p(None, desc="Add recipe", cls="ImageButton", box=(860, 2141, 1017, 2298), res="fab_recipes", click=True))
        return out

    def form(v: dict[str, str | None], focus: str) -> list[dict[str, Any]]:
        out = [p(None, desc="Close", cls="ImageButton", box=(0, 129, 147, 276), click=True),
               p("New recipe", box=(189, 163, 700, 242), res="toolbar_title"),
               p(None, desc="Save", cls="TextView", box=(918, 150, 1044, 254), res="action_save", click=True),
               p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), scroll=True),
               p(None, desc="Add image", cls="ImageView", box=(0, TOP, W, 700), res="image_view_new_recipe", click=True)]
        y = 720
        for key, hint, h in [("title", "Title", 147), ("categories", "Categories", 147), ("servings", "Servings", 147), ("time", "Preparation time", 147),
                             ("source", "Source", 147), ("description", "Description", 200), ("ingredients", "Ingredients", 300), ("directions", "Directions", 300)]:
            if y + 100 > BOTTOM:
                break
            out.append(p(v.get(key), cls="EditText", hint=hint, box=(63, y, 1017, min(y + h, BOTTOM)), res=f"edit_text_new_recipe_{key}",
                         click=True, edit=key != "categories", focused=focus == key))
            y += h + 21
        return out

    ingredients = "4 eggs\n1 tin chopped tomatoes (400 g)\n1 red pepper\n1 onion\n2 cloves garlic\n1 tsp cumin, 1 tsp smoked paprika\n100 g feta"
    directions = "Soften onion and pepper, add garlic and spices.\nAdd tomatoes, simmer 10 min.\nMake wells, crack in eggs, cover 6–8 min.\nCrumble feta on top."

    def detail() -> list[dict[str, Any]]:
        out = [up(P), p(None, desc="Edit", cls="TextView", box=(792, 150, 918, 254), res="action_edit", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(None, cls="ScrollView", box=(0, TOP, W, BOTTOM), scroll=True),
               p("Shakshuka with feta", box=(63, 320, 1017, 420), res="recipe_details_title"),
               p("Eggs poached in spiced tomato sauce", box=(63, 430, 1017, 490), res="recipe_details_description"),
               p("Servings", box=(63, 540, 400, 590)), p("2", box=(63, 590, 400, 650), res="recipe_details_servings"),
               p("Preparation time", box=(480, 540, 1017, 590)), p("25 min", box=(480, 590, 1017, 650), res="recipe_details_preparation_time"),
               p("Ingredients", box=(63, 710, 1017, 780))]
        y = 790
        for line in ingredients.split("\n"):
            out.append(p(line, box=(105, y, 1017, y + 60), res="ingredient_text"))
            y += 64
        out.append(p("Directions", box=(63, y + 30, 1017, y + 100)))
        y += 110
        for k, line in enumerate(directions.split("\n"), 1):
            out += [p(str(k), box=(63, y, 120, y + 60), res="direction_number"), p(line, box=(140, y, 1017, y + 110), res="direction_text")]
            y += 120
        return out

    t = Traj("18:40", 67)
    state = t.state("Add a 'Shakshuka with feta' recipe for 2 servings to Broccoli with its ingredients and directions, then list all recipes with feta.",
                    home("Sunday, Oct 20", "Rain · 10°C", ["Broccoli", "Clock", "Calendar", "Files", "Settings", "Chrome", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Broccoli"), listing(recipes))
    v: dict[str, str | None] = {}
    t.add(t.click("Add recipe"), form(v, ""))
    v["title"] = "Shakshuka with feta"
    t.add(t.type(v["title"], "Title"), form(v, "title"))
    v["servings"] = "2"
    t.add(t.type("2", "Servings"), form(v, "servings"), at="18:41")
    v["time"] = "25 min"
    t.add(t.type("25 min", "Preparation time"), form(v, "time"))
    v["description"] = "Eggs poached in spiced tomato sauce"
    t.add(t.type(v["description"], "Description"), form(v, "description"), at="18:42")
    v["ingredients"] = ingredients
    t.add(t.type(ingredients, "Ingredients"), form(v, "ingredients"), at="18:43")
    v["directions"] = directions
    t.add(t.type(directions, "Directions"), form(v, "directions"), at="18:44")
    t.add(t.click("Save"), detail())
    recipes2 = recipes + [("Shakshuka with feta", "Eggs poached in spiced tomato sauce")]
    t.add(droid("navigate_back"), listing(recipes2), batt=66)
    t.add(t.click("Search"), listing(recipes2, ""), at="18:45")
    t.add(t.type("feta", "Search…"), listing(recipes2, "feta"))
    rs.add(task="android", tid="h32-android-19", system=SYSTEM, turns=t.turns, state=state)


# 20 Joplin: bad
def t20(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    p = partial(el, P)
    VG = "android.view.ViewGroup"
    work = ["Q4 OKR draft", "1:1 Lena – Oct 14", "Q3 offsite ideas", "Incident 2024-10-09 postmortem", "Renew Datadog contract",
            "Hiring plan – platform team", "Kafka upgrade checklist", "Reading list: SRE"]
    todos = {"Renew Datadog contract", "Book flights for Lisbon", "Pay Hausverwaltung"}
    personal = ["Lisbon apartment handover", "Book flights for Lisbon", "Christmas gift ideas 2024", "Pay Hausverwaltung", "Bike: new chain + cassette",
                "Tax return 2023 – documents", "Running plan: half marathon", "Apartment: things to fix", "Books 2024", "Podcast notes",
                "Homelab: k3s notes", "Gift ideas – Mom"]

    def header(title: str) -> list[dict[str, Any]]:
        return [p(None, desc="Sidebar", cls=VG, box=(0, 129, 147, 276), click=True),
                p(title, box=(189, 163, 700, 242)),
                p(None, desc="Search", cls=VG, box=(792, 150, 918, 254), click=True),
                p(None, desc="Actions", cls=VG, box=(918, 150, 1044, 254), click=True)]

    def notes(title: str, items: list[str], sel: str = "") -> list[dict[str, Any]]:
        if sel:
            out = [p(None, desc="Cancel selection", cls=VG, box=(0, 129, 147, 276), click=True),
                   p("Move to notebook…", cls=VG, box=(189, 150, 666, 254), click=True),
                   p(None, desc="Duplicate", cls=VG, box=(792, 150, 918, 254), click=True),
                   p(None, desc="Delete", cls=VG, box=(918, 150, 1044, 254), click=True)]
        else:
            out = header(title)
        out.append(p(None, cls="android.widget.ScrollView", box=(0, TOP, W, BOTTOM), scroll=True))
        y = TOP
        for n in items:
            if y + 150 > BOTTOM:
                break
            out.append(p(None, cls=VG, box=(0, y, W, y + 150), click=True, long=True, selected=n == sel))
            if n in todos:
                out.append(p(None, desc="Mark as done", cls="CheckBox", box=(21, y + 30, 111, y + 120), click=True, checkable=True))
            out.append(p(n, box=(130 if n in todos else 42, y + 45, 1038, y + 105)))
            y += 150
        if not sel:
            out.append(p(None, desc="Add new", cls=VG, box=(860, 2141, 1017, 2298), click=True))
        return out

    def sidebar(counts: dict[str, int], cur: str) -> list[dict[str, Any]]:
        out = [p(None, cls="android.widget.ScrollView", box=(0, 0, 880, 2400), scroll=True),
               p("All notes", cls=VG, box=(0, 160, 880, 290), click=True)]
        y = 300
        out.append(p("NOTEBOOKS", box=(42, y + 20, 700, y + 80)))
        y += 100
        for nb in ["Personal", "Recipes", "Travel", "Work"]:
            out += [p(nb, cls=VG, box=(0, y, 880, y + 130), click=True, selected=nb == cur), p(str(counts[nb]), box=(760, y + 35, 850, y + 95))]
            y += 130
        out.append(p("TAGS", box=(42, y + 20, 700, y + 80)))
        y += 100
        for tag in ["homelab", "lisbon", "okr", "oncall"]:
            out.append(p(tag, cls=VG, box=(0, y, 880, y + 120), click=True))
            y += 120
        out += [p("Synchronise", cls=VG, box=(42, 2080, 838, 2200), click=True),
                p("Last sync: 14/10/2024 08:52", box=(42, 2210, 838, 2260)),
                p(None, desc="Configuration", cls=VG, box=(42, 2270, 180, 2380), click=True)]
        return out

    def picker() -> list[dict[str, Any]]:
        out = [p("Move to notebook…", box=(105, 700, 975, 790))]
        for k, nb in enumerate(["Personal", "Recipes", "Travel", "Work"]):
            out.append(p(nb, cls=VG, box=(105, 820 + k * 140, 975, 960 + k * 140), click=True))
        return out

    def viewer() -> list[dict[str, Any]]:
        return [p(None, desc="Back", cls=VG, box=(0, 129, 147, 276), click=True),
                p("Personal", box=(189, 163, 600, 242)),
                p(None, desc="Attach", cls=VG, box=(666, 150, 792, 254), click=True),
                p(None, desc="Edit", cls=VG, box=(792, 150, 918, 254), click=True),
                p(None, desc="Actions", cls=VG, box=(918, 150, 1044, 254), click=True),
                p("Q3 offsite ideas", cls="EditText", box=(42, 290, 1038, 400), edit=True, click=True),
                p(None, cls="android.webkit.WebView", box=(0, 420, W, BOTTOM), scroll=True),
                p("Q3 offsite ideas", box=(42, 450, 1038, 540)),
                p("Location shortlist", box=(42, 580, 1038, 650)),
                p("Hofgut Hafnerleiten (Bavaria) – cabins, 35 people max", box=(84, 660, 1038, 720)),
                p("Gut Stolpe (Brandenburg) – 1h from Berlin, no flights", box=(84, 730, 1038, 790)),
                p("Agenda", box=(42, 840, 1038, 910)),
                p("Day 1: roadmap review + platform team demos", box=(84, 920, 1038, 980)),
                p("Day 2: hack day, dinner in the village", box=(84, 990, 1038, 1050)),
                p("Budget: ~€420 pp incl. travel", box=(42, 1100, 1038, 1160))]

    t = Traj("09:03", 84)
    state = t.state("In Joplin, move the note 'Q3 offsite ideas' from the Work notebook to Personal and open it there.",
                    home("Monday, Oct 14", "Sunny · 11°C", ["Joplin", "Markor", "Clock", "Calendar", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Joplin"), notes("Work", work))
    t.add(t.click("Sidebar"), sidebar({"Personal": 23, "Recipes": 41, "Travel": 12, "Work": 8}, "Work"))
    t.add(t.click("Work"), notes("Work", work), at="09:04")
    t.add(t.long("Q3 offsite ideas"), notes("Work", work, sel="Q3 offsite ideas"))
    t.add(t.click("Move to notebook…"), picker())
    work2 = [n for n in work if n != "Q3 offsite ideas"]
    t.add(t.click("Personal"), notes("Work", work2), at="09:05")
    t.add(t.click("Sidebar"), sidebar({"Personal": 23, "Recipes": 41, "Travel": 12, "Work": 7}, "Work"))
    t.add(t.click("Personal"), notes("Personal", ["Q3 offsite ideas"] + personal), at="09:06")
    t.add(t.click("Q3 offsite ideas"), viewer())
    rs.add(task="android", tid="h32-android-20", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=7, kind="notebook count for the move target did not go up while the source went down")


# 21 K-9 Mail: bad
def t21(rs: RowSet) -> None:
    P = "com.fsck.k9"
    p = partial(el, P)
    # sender, subject, preview, date, unread, attachment, flagged
    inbox: list[list[Any]] = [
        ["Hetzner Online", "Invoice R0019377201 for October 2024", "Dear customer, please find attached your invoice for the billing period…", "8:12 AM", True, True, False],
        ["GitHub", "[moreau-dev/homelab] Bump traefik from 3.1.4 to 3.1.6 (#88)", "Bumps traefik from 3.1.4 to 3.1.6. Release notes…", "7:55 AM", True, False, False],
        ["Lena Vogt", "Re: Dinner Saturday?", "Perfect, I'll bring dessert. Should I ask Jonas too?", "7:31 AM", True, False, False],
        ["Deutsche Bahn", "Ihre Buchungsbestätigung (Auftrag 6F2K9Q)", "Vielen Dank für Ihre Buchung. Berlin Hbf → Hamburg Hbf…", "Oct 15", False, True, True],
        ["Posteo", "Your storage is 82% full", "Your mailbox uses 1.64 GB of 2 GB. You can book extra storage…", "Oct 15", False, False, False],
        ["Stadtbibliothek Berlin", "Erinnerung: Leihfrist endet am 16.10.", "Die Leihfrist für 3 Medien endet in Kürze. Verlängern Sie…", "Oct 14", False, False, False],
        ["Jonas Becker", "Bike repair invoice", "Hey, here's the invoice for the chain and cassette, €84…", "Oct 13", False, True, True],
        ["Mozilla Thunderbird", "Thunderbird for Android beta is here", "K-9 Mail is becoming Thunderbird. Here's what changes…", "Oct 11", False, False, False],
        ["Tomás Reyes", "Lisbon apartment – keys & wifi", "Olá Julien! The lockbox code is 4471, wifi is MEO-7A21…", "Oct 9", False, False, False],
        ["LinkedIn", "You appeared in 14 searches this week", "See who's looking at your profile…", "Oct 8", False, False, False],
        ["Kickstarter", "Project update #12: Shipping begins", "Backers in the EU should expect their packages…", "Oct 7", False, False, False],
        ["Amazon.de", "Ihre Bestellung wurde versandt", "Ihre Sendung mit 2 Artikeln ist unterwegs…", "Oct 5", False, False, False],
    ]

    def listing(msgs: list[list[Any]], start: int, sel: str = "") -> list[dict[str, Any]]:
        if sel:
            out = [p(None, desc="Done", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p("1", box=(189, 163, 300, 242)),
                   p(None, desc="Delete", cls="TextView", box=(540, 150, 666, 254), res="delete", click=True),
                   p(None, desc="Mark as read", cls="TextView", box=(666, 150, 792, 254), res="mark_as_read", click=True),
                   p(None, desc="Add star", cls="TextView", box=(792, 150, 918, 254), res="flag", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        else:
            out = [p(None, desc="Open drawer", cls="ImageButton", box=(0, 129, 147, 276), click=True),
                   p("Inbox", box=(189, 140, 700, 210), res="actionbar_title_first"),
                   p("julien.moreau@posteo.de", box=(189, 210, 700, 262), res="actionbar_title_sub"),
                   p(None, desc="Search", cls="TextView", box=(792, 150, 918, 254), res="search", click=True),
                   p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True)]
        out.append(p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, TOP, W, BOTTOM), res="message_list", scroll=True))
        y = TOP
        for sender, subj, prev, date, unread, att, flag in msgs[start:]:
            if y + 150 > BOTTOM:
                break
            bottom = min(y + 250, BOTTOM)
            out.append(p(None, desc=("Unread message from " if unread else "Message from ") + sender, cls="android.view.ViewGroup",
                         box=(0, y, W, bottom), res="message_list_item", click=True, long=True, selected=sender == sel))
            out.append(p(sender, box=(63, y + 24, 760, y + 84), res="sender"))
            out.append(p(date, box=(780, y + 24, 960, y + 84), res="date"))
            if att:
                out.append(p(None, desc="Attachment", cls="ImageView", box=(720, y + 30, 770, y + 80), res="attachment_icon"))
            out.append(p(None, desc="Star", cls="CheckBox", box=(960, y + 20, 1060, y + 120), res="star", click=True, checkable=True, checked=flag))
            if y + 200 <= BOTTOM:
                out.append(p(subj, box=(63, y + 88, 960, y + 144), res="subject"))
                out.append(p(prev, box=(63, y + 144, 960, y + 236), res="preview"))
            y += 250
        if not sel:
            out.append(p(None, desc="Compose", cls="ImageButton", box=(860, 2141, 1017, 2298), res="floating_action_button", click=True))
        return out

    def message(sender: str, addr: str, subj: str, when: str, body: str, att: str, flag: bool) -> list[dict[str, Any]]:
        out = [up(P), p(None, desc="Delete", cls="TextView", box=(540, 150, 666, 254), res="delete", click=True),
               p(None, desc="Archive", cls="TextView", box=(666, 150, 792, 254), res="archive", click=True),
               p(None, desc="Mark as unread", cls="TextView", box=(792, 150, 918, 254), res="toggle_unread", click=True),
               p(None, desc="More options", cls="ImageView", box=(918, 150, 1044, 254), click=True),
               p(subj, box=(42, 300, 940, 440), res="subject"),
               p(None, desc="Star", cls="CheckBox", box=(950, 310, 1050, 410), res="flagged", click=True, checkable=True, checked=flag),
               p(None, desc=sender, cls="ImageView", box=(42, 470, 162, 590), res="contact_picture", click=True),
               p(f"{sender} <{addr}>", box=(190, 470, 1038, 530), res="from"),
               p("to me", box=(190, 530, 600, 580), res="to"),
               p(when, box=(620, 530, 1038, 580), res="date"),
               p(None, cls="android.webkit.WebView", box=(0, 620, W, 1900 if att else BOTTOM), res="message_content", scroll=True),
               p(body, box=(42, 640, 1038, 1500))]
        if att:
            out += [p(att.split("|")[0], box=(190, 1950, 900, 2010), res="attachment_name"),
                    p(att.split("|")[1], box=(190, 2010, 900, 2060), res="attachment_info"),
                    p(None, desc="Download", cls="ImageButton", box=(920, 1950, 1040, 2070), res="attachment_download", click=True)]
        return out

    t = Traj("08:41", 76)
    state = t.state("In K-9 Mail, read the new Hetzner invoice, star Lena's dinner reply, and look up Tomás's email with the Lisbon lockbox code.",
                    home("Wednesday, Oct 16", "Cloudy · 9°C", ["K-9 Mail", "Calendar", "Clock", "Contacts", "Files", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="K-9 Mail"), listing(inbox, 0))
    t.add(t.click("Hetzner Online"), message("Hetzner Online", "billing@hetzner.com", "Invoice R0019377201 for October 2024", "Oct 16, 2024, 8:12 AM",
                                             "Dear customer,\n\nplease find attached your invoice R0019377201 for the billing period 01.10.2024 – 31.10.2024.\nAmount: €18.43 (incl. VAT)\nThe amount will be debited from your account ending in 4417 within the next days.\n\nKind regards\nHetzner Online GmbH",
                                             "Hetzner_2024-10-16_R0019377201.pdf|48 KB", False))
    inbox[0][4] = False
    t.add(droid("navigate_back"), listing(inbox, 0), at="08:42")
    t.add(t.long("Lena Vogt"), listing(inbox, 0, sel="Lena Vogt"))
    inbox[2][6] = True
    t.add(t.click("Add star"), listing(inbox, 0), at="08:43")
    inbox[5][6] = True
    t.add(droid("scroll", direction="down"), listing(inbox, 4))
    t.add(t.click("Tomás Reyes"), message("Tomás Reyes", "tomas.reyes@sapo.pt", "Lisbon apartment – keys & wifi", "Oct 9, 2024, 6:47 PM",
                                          "Olá Julien!\n\nThe lockbox code is 4471, it's next to the blue door on Rua dos Anjos 12.\nWi-Fi: MEO-7A21 / password lisboa-verao-24\nCheck-out is 11:00, just leave the keys on the kitchen table.\n\nBoa viagem,\nTomás",
                                          "", False), at="08:44")
    t.add(droid("navigate_back"), listing(inbox, 4))
    t.add(droid("scroll", direction="up"), listing(inbox, 0), at="08:45")
    rs.add(task="android", tid="h32-android-21", system=SYSTEM, turns=t.turns, state=state,
           bad=True, turn=6, kind="library reminder email shows a star nobody set")


# 22 Librera Reader: clean
def t22(rs: RowSet) -> None:
    P = "com.foobnix.pdf.reader"
    p = partial(el, P)
    books = [("Project Hail Mary", "Andy Weir", "EPUB · 4.1 MB", "78%"),
             ("The Pragmatic Programmer", "David Thomas, Andrew Hunt", "EPUB · 11.6 MB", "31%"),
             ("Designing Data-Intensive Applications", "Martin Kleppmann", "PDF · 24.3 MB", "44%"),
             ("Der Process", "Franz Kafka", "EPUB · 0.6 MB", "12%"),
             ("Piranesi", "Susanna Clarke", "EPUB · 1.9 MB", "100%"),
             ("Klara and the Sun", "Kazuo Ishiguro", "EPUB · 1.4 MB", "5%")]
    pages = {124: "…and so the cheapest way to find a bug is to make it reproducible first. If you can't reproduce it, you can't be sure you have fixed it. Start by getting a failing test that shows the problem.",
             125: "Tip 33: Don't Panic. It's easy to go into a blind panic when faced with a deadline or a nervous boss. But take a deep breath and think about what could be causing the bug.",
             161: "Topic 23 · Design by Contract. Nothing astonishes men so much as common sense and plain dealing. Dealing with computer systems is hard; dealing with people is even harder."}

    def tabs(cur: str) -> list[dict[str, Any]]:
        return [p(n, cls="TextView", box=(k * 216, 276, k * 216 + 216, 390), click=True, selected=n == cur)
                for k, n in enumerate(["Library", "Folders", "Recent", "Bookmarks", "OPDS"])]

    def top() -> list[dict[str, Any]]:
        return [p(None, desc="Menu", cls="ImageView", box=(0, 129, 147, 276), res="imageMenu", click=True),
                p("Librera", box=(189, 163, 600, 242)),
                p(None, desc="Search", cls="ImageView", box=(792, 150, 918, 254), res="onSearch", click=True),
                p(None, desc="Sort", cls="ImageView", box=(918, 150, 1044, 254), res="onSort", click=True)]

    def recent(bs: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
        out = top() + tabs("Recent") + [p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 390, W, BOTTOM), res="recyclerView", scroll=True)]
        y = 390
        for title, author, fmt, prog in bs:
            out += [p(None, cls="LinearLayout", box=(0, y, W, y + 300), res="parentParent", click=True, long=True),
                    p(None, desc=title, cls="ImageView", box=(42, y + 25, 232, y + 275), res="image"),
                    p(title, box=(260, y + 30, 1038, y + 130), res="title1"),
                    p(author, box=(260, y + 130, 1038, y + 180), res="title2"),
                    p(fmt, box=(260, y + 185, 700, y + 235), res="browserExt"),
                    p(prog, box=(880, y + 185, 1038, y + 235), res="progresText"),
                    p(None, cls="ProgressBar", box=(260, y + 245, 1038, y + 260), res="progressbar")]
            y += 300
        return out

    def reader(page: int, clock: str, batt: str, menu: bool = False, toast: str = "") -> list[dict[str, Any]]:
        pct = f"{page * 100 // 400}%"
        out = [p(None, cls="android.view.View", box=(0, 100, W, 2337), res="documentView", click=True, long=True),
               p(pages[page], box=(63, 260, 1017, 2150), res="textView")]
        if menu:
            out += [p(None, desc="Back", cls="ImageView", box=(0, 110, 140, 250), res="onClose", click=True),
                    p("The Pragmatic Programmer", box=(150, 140, 600, 220), res="bookName"),
                    p(None, desc="Add bookmark", cls="ImageView", box=(600, 110, 720, 250), res="onBookmarks", click=True),
                    p(None, desc="Table of contents", cls="ImageView", box=(720, 110, 840, 250), res="onContent", click=True),
                    p(None, desc="Search", cls="ImageView", box=(840, 110, 960, 250), res="onDocDontext", click=True),
                    p(None, desc="Preferences", cls="ImageView", box=(960, 110, 1080, 250), res="onMenu", click=True),
                    p(f"{page} / 400", box=(42, 1930, 300, 1990), res="currentPageIndex"),
                    p(None, cls="SeekBar", box=(300, 1920, 1038, 2000), res="seekBar", click=True, scroll=False),
                    p(None, desc="Text to speech", cls="ImageView", box=(42, 2020, 182, 2160), res="onTTS", click=True),
                    p(None, desc="Night mode", cls="ImageView", box=(222, 2020, 362, 2160), res="onDayNight", click=True),
                    p(None, desc="Auto scroll", cls="ImageView", box=(402, 2020, 542, 2160), res="autoScroll", click=True),
                    p(None, desc="Lock orientation", cls="ImageView", box=(582, 2020, 722, 2160), res="lockUnlock", click=True)]
        out += [p(f"{page} / 400", box=(42, 2180, 300, 2230), res="pagesCountIndicator"),
                p(pct, box=(320, 2180, 460, 2230), res="pagesPercent"),
                p(clock, box=(760, 2180, 880, 2230), res="currentTime"),
                p(batt, box=(900, 2180, 1038, 2230), res="currentBattery")]
        if toast:
            out.append(p(toast, box=(240, 1800, 840, 1880), res="android:id/message"))
        return out

    toc = [("Topic 19 Version Control", 116), ("Topic 20 Debugging", 122), ("Topic 21 Text Manipulation", 135),
           ("Topic 22 Engineering Daybooks", 139), ("Chapter 4 Pragmatic Paranoia", 159), ("Topic 23 Design by Contract", 161),
           ("Topic 24 Dead Programs Tell No Lies", 172), ("Topic 25 Assertive Programming", 176),
           ("Topic 26 How to Balance Resources", 181), ("Topic 27 Don't Outrun Your Headlights", 192), ("Chapter 5 Bend, or Break", 197)]

    def contents() -> list[dict[str, Any]]:
        out = [p(None, desc="Close", cls="ImageView", box=(0, 129, 147, 276), click=True),
               p("Table of contents", box=(189, 163, 800, 242)),
               p(None, cls="ListView", box=(0, TOP, W, BOTTOM), res="contentList", scroll=True)]
        for k, (name, pg) in enumerate(toc):
            y = TOP + k * 160
            out += [p(name, box=(63, y + 40, 880, y + 120), res="text", click=True, selected=name == "Topic 20 Debugging"),
                    p(str(pg), box=(900, y + 40, 1038, y + 120), res="num")]
        return out

    def bookmarks() -> list[dict[str, Any]]:
        out = top() + tabs("Bookmarks") + [p(None, cls="androidx.recyclerview.widget.RecyclerView", box=(0, 390, W, BOTTOM), res="recyclerView", scroll=True)]
        y = 390
        for title, where, text in [("The Pragmatic Programmer", "125 / 400 · 31%", "Tip 33: Don't Panic. It's easy to go into a blind panic…"),
                                   ("Project Hail Mary", "287 / 368 · 78%", "I'm an astronaut. I'm a scientist. Apparently I'm also…"),
                                   ("Designing Data-Intensive Applications", "203 / 611 · 33%", "Leaders and Followers. Each node that stores a copy…")]:
            out += [p(None, cls="LinearLayout", box=(0, y, W, y + 230), click=True, long=True),
                    p(title, box=(63, y + 25, 1038, y + 85), res="title"),
                    p(where, box=(63, y + 85, 1038, y + 135), res="page"),
                    p(text, box=(63, y + 135, 1038, y + 215), res="text"),
                    p(None, desc="Delete", cls="ImageView", box=(940, y + 20, 1040, y + 120), res="remove", click=True)]
            y += 230
        return out

    t = Traj("22:05", 64)
    state = t.state("Continue reading The Pragmatic Programmer in Librera, bookmark the next page, then jump to 'Topic 23 Design by Contract'.",
                    home("Tuesday, Oct 15", "Clear · 6°C", ["Librera", "Files", "Clock", "Calendar", "Contacts", "Settings", "Photos", "Play Store"]))
    t.add(droid("open_app", app_name="Librera"), recent(books))
    t.add(t.click("The Pragmatic Programmer"), reader(124, "22:05", "64%"))
    t.add(droid("scroll", direction="right"), reader(125, "22:07", "64%"), at="22:07")
    t.add(droid("click", index=t.ir("documentView")), reader(125, "22:07", "64%", menu=True))
    t.add(t.click("Add bookmark"), reader(125, "22:07", "64%", menu=True, toast="Bookmark added: page 125"))
    t.add(t.click("Table of contents"), contents(), at="22:08")
    t.add(t.click("Topic 23 Design by Contract"), reader(161, "22:08", "63%"), batt=63)
    books2 = [("The Pragmatic Programmer", "David Thomas, Andrew Hunt", "EPUB · 11.6 MB", "40%")] + [b for b in books if b[0] != "The Pragmatic Programmer"]
    t.add(droid("navigate_back"), recent(books2), at="22:09")
    t.add(t.click("Bookmarks"), bookmarks())
    rs.add(task="android", tid="h32-android-22", system=SYSTEM, turns=t.turns, state=state)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
