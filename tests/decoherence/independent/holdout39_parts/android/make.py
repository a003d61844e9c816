# ruff: noqa: E501
"""Held-out set holdout39, domain android: 22 AndroidWorld-style trajectories (11 with one contradiction).

Each observation is the screen's element list in the AndroidWorld ``UI element N: UIElement(...)`` notation,
with the status bar (clock, battery) and the navigation bar as the device reports them. Plain and
deterministic: running it writes ``android_test.jsonl`` and ``labels.json`` beside this file.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model**, a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state, as a list of UI elements
3. **Android Action**: An AndroidWorld action (click, long_press, input_text, scroll, open_app, navigate_back, navigate_home, keyboard_enter, wait)

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

# Format Requirements

Preserve the current screen state representation format exactly: one `UI element N: UIElement(...)` line per element, with the same fields, including the system status bar and navigation bar.
Do not add fields, metadata, Android internals, or hidden structure that are not present in the current screen state.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

CLS = {
    "tv": "android.widget.TextView", "btn": "android.widget.Button", "ib": "android.widget.ImageButton",
    "iv": "android.widget.ImageView", "et": "android.widget.EditText", "cb": "android.widget.CheckBox",
    "sw": "android.widget.Switch", "rb": "android.widget.RadioButton", "rv": "androidx.recyclerview.widget.RecyclerView",
    "ll": "android.widget.LinearLayout", "fl": "android.widget.FrameLayout", "rl": "android.widget.RelativeLayout",
    "vg": "android.view.ViewGroup", "v": "android.view.View", "pb": "android.widget.ProgressBar",
    "sb": "android.widget.SeekBar", "lv": "android.widget.ListView", "sv": "android.widget.ScrollView",
    "hsv": "android.widget.HorizontalScrollView", "tb": "android.widget.Toolbar", "wv": "android.webkit.WebView",
    "sp": "android.widget.Spinner", "gv": "android.widget.GridView", "tg": "android.widget.ToggleButton",
}


class BBox:
    """Prints like AndroidWorld's BoundingBox."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.v = (x0, x1, y0, y1)

    def __repr__(self) -> str:
        return "BoundingBox(x_min=%d, x_max=%d, y_min=%d, y_max=%d)" % self.v


class App:
    """Builds the elements of one package: app(text, desc, cls, box, res, flags...)."""

    def __init__(self, pkg: str) -> None:
        self.pkg = pkg

    def __call__(self, text: str | None = None, desc: str | None = None, cls: str = "tv",
                 box: tuple[int, int, int, int] = (0, 0, 1080, 2400), res: str | None = None, *,
                 click: bool = False, checked: bool = False, edit: bool = False, focus: bool = False,
                 scroll: bool = False, sel: bool = False, hint: str | None = None) -> dict[str, Any]:
        if res is not None and ":" not in res:
            res = f"{self.pkg}:id/{res}"
        return {"text": text, "content_description": desc, "class_name": CLS.get(cls, cls),
                "bbox_pixels": BBox(*box), "hint_text": hint, "is_checked": checked, "is_clickable": click,
                "is_editable": edit, "is_focused": focus, "is_scrollable": scroll, "is_selected": sel,
                "package_name": self.pkg, "resource_name": res}


SYS = App("com.android.systemui")


def bar(clock: str, batt: int, icons: tuple[str, ...] = (), charging: bool = False) -> list[dict[str, Any]]:
    out = [SYS(clock, None, "tv", (42, 18, 148, 92), "clock")]
    for i, d in enumerate(icons):
        out.append(SYS(None, d, "iv", (170 + 56 * i, 33, 214 + 56 * i, 77), "notification_icon"))
    out.append(SYS(None, "Wifi signal full.", "iv", (822, 30, 866, 80), "wifi_signal"))
    out.append(SYS(None, "Phone signal full.", "iv", (876, 30, 920, 80), "mobile_signal"))
    out.append(SYS(None, f"Battery {batt} percent." + (" Charging" if charging else ""), "ll", (934, 28, 1040, 82), "battery"))
    return out


def navbar() -> list[dict[str, Any]]:
    return [SYS(None, "Back", "ib", (108, 2274, 324, 2400), "back", click=True),
            SYS(None, "Home", "ib", (432, 2274, 648, 2400), "home", click=True),
            SYS(None, "Overview", "ib", (756, 2274, 972, 2400), "recent_apps", click=True)]


def scr(clock: str, batt: int, elems: list[dict[str, Any]], icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    return bar(clock, batt, icons) + elems + navbar()


def key(e: dict[str, Any]) -> set[str]:
    return {v for v in (e["text"], e["content_description"], e["hint_text"]) if v}


class Traj:
    """One trajectory: a starting screen, then (action, next screen) pairs whose indices point into the previous screen."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.prev = start
        self.state = ui_elements(start)
        self.turns: list[tuple[str, str]] = []

    def find(self, target: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.prev) if target in key(e)]
        assert len(hits) > nth, (target, [sorted(key(e)) for e in self.prev])
        return hits[nth]

    def act(self, action: str, screen: list[dict[str, Any]], target: str | None = None, nth: int = 0, **kw: Any) -> None:
        if target is not None:
            kw["index"] = self.find(target, nth)
        self.turns.append((droid(action, **kw), ui_elements(screen)))
        self.prev = screen

    def add(self, rs: RowSet, tid: str, **label: Any) -> None:
        rs.add(task="android", tid=tid, system=SYSTEM, turns=self.turns, state=self.state, **label)


def col(x0: int, x1: int, y0: int, h: int, n: int, gap: int = 0) -> list[tuple[int, int, int, int]]:
    """n stacked row boxes starting at y0."""
    return [(x0, y0 + i * (h + gap), x1, y0 + i * (h + gap) + h) for i in range(n)]


# Microsoft To Do - bad
def t01(rs: RowSet) -> None:
    a = App("com.microsoft.todos")

    def lists(clock: str, batt: int, house: int, planned: int) -> list[dict[str, Any]]:
        el = [a(None, "Priya Raman, priya.raman@outlook.com, Account settings", "ll", (0, 110, 820, 260), "user_account_button", click=True),
              a("Priya Raman", None, "tv", (168, 132, 640, 186), "user_name"),
              a("priya.raman@outlook.com", None, "tv", (168, 186, 640, 236), "user_email"),
              a(None, "Search", "ib", (936, 132, 1040, 236), "search_button", click=True),
              a(None, None, "rv", (0, 270, 1080, 2100), "lists_recycler_view", scroll=True)]
        smart = [("My Day", 3), ("Important", 2), ("Planned", planned), ("Assigned to me", 0), ("Flagged email", 1), ("Tasks", 11)]
        y = 280
        for name, n in smart:
            el.append(a(None, f"{name}, {n} tasks" if n != 1 else f"{name}, 1 task", "ll", (0, y, 1080, y + 124), "list_row", click=True))
            el.append(a(name, None, "tv", (168, y + 34, 800, y + 90), "list_name"))
            if n:
                el.append(a(str(n), None, "tv", (960, y + 34, 1030, y + 90), "list_count"))
            y += 124
        el.append(a(None, None, "v", (40, y + 10, 1040, y + 14), "divider"))
        y += 30
        for name, n in [("Groceries", 7), ("House admin", house), ("Q3 launch", 9), ("Reading", 2)]:
            el.append(a(None, f"{name}, {n} tasks", "ll", (0, y, 1080, y + 124), "list_row", click=True))
            el.append(a(name, None, "tv", (168, y + 34, 800, y + 90), "list_name"))
            el.append(a(str(n), None, "tv", (960, y + 34, 1030, y + 90), "list_count"))
            y += 124
        el += [a("New list", "New list", "btn", (0, 2120, 860, 2250), "create_list_button", click=True),
               a(None, "Create group", "ib", (920, 2130, 1040, 2240), "create_group_button", click=True)]
        return scr(clock, batt, el)

    house = [("Book boiler service", "Due Tue, 18 Jun", True),
             ("Pay council tax instalment", "Due Fri, 14 Jun", False),
             ("Replace hallway bulb", None, False),
             ("Sort recycling bin pickup", "1 of 3", False)]

    def house_list(clock: str, batt: int, tasks: list[tuple[str, str | None, bool]], bar_text: str | None = None,
                   bar_open: bool = False, chip: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "toolbar_back", click=True),
              a(None, "Share list", "ib", (812, 110, 932, 242), "share_list_button", click=True),
              a(None, "More options", "ib", (944, 110, 1064, 242), "more_options_button", click=True),
              a("House admin", None, "tv", (52, 262, 900, 372), "list_title"),
              a(None, None, "rv", (0, 390, 1080, 2080 if not bar_open else 1290), "tasks_recycler_view", scroll=True)]
        y = 400
        for title, sub, star in tasks:
            el.append(a(None, f"{title}, {'Important, ' if star else ''}{sub + ', ' if sub else ''}Not completed", "ll", (24, y, 1056, y + 158), "task_row", click=True))
            el.append(a(None, "Complete task", "cb", (40, y + 44, 132, y + 114), "task_checkbox", click=True))
            el.append(a(title, None, "tv", (156, y + 26, 880, y + 82 if sub else y + 132), "task_title"))
            if sub:
                el.append(a(sub, None, "tv", (156, y + 86, 880, y + 132), "task_subtitle"))
            el.append(a(None, "Remove importance" if star else "Mark as important", "ib", (920, y + 30, 1040, y + 128), "importance_button", click=True, checked=star))
            y += 170
        el.append(a(None, "Completed, 6 tasks, collapsed", "ll", (24, y + 10, 500, y + 110), "completed_header", click=True))
        el.append(a("Completed 6", None, "tv", (90, y + 30, 480, y + 90), "completed_title"))
        if not bar_open:
            el.append(a("Add a task", "Add a task", "btn", (24, 2100, 1056, 2240), "add_task_button", click=True))
        else:
            el.append(a(bar_text, None, "et", (110, 1310, 1040, 1430), "add_task_edit_text", click=True, edit=True, focus=True, hint="Add a task" if not bar_text else None))
            el.append(a(None, "Add to My Day", "ib", (40, 1450, 150, 1550), "add_my_day_button", click=True))
            if chip:
                el.append(a(chip, f"Due date, {chip}", "btn", (170, 1450, 520, 1550), "due_date_chip", click=True))
                el.append(a(None, "Remove due date", "ib", (520, 1460, 600, 1540), "chip_close", click=True))
                x = 620
            else:
                el.append(a(None, "Add due date", "ib", (170, 1450, 280, 1550), "add_due_date_button", click=True))
                x = 300
            el.append(a(None, "Remind me", "ib", (x, 1450, x + 110, 1550), "add_reminder_button", click=True))
            el.append(a(None, "Repeat", "ib", (x + 130, 1450, x + 240, 1550), "add_recurrence_button", click=True))
            el.append(a(None, "Add task", "ib", (944, 1450, 1056, 1550), "submit_task_button", click=bool(bar_text)))
        if menu:
            el += [a(None, None, "ll", (0, 1560, 1080, 2240), "due_date_bottom_sheet"),
                   a("Due", None, "tv", (52, 1590, 600, 1660), "bottom_sheet_title"),
                   a("Today", "Today, Wed", "tv", (52, 1690, 1040, 1800), "due_today", click=True),
                   a("Tomorrow", "Tomorrow, Thu", "tv", (52, 1800, 1040, 1910), "due_tomorrow", click=True),
                   a("Next week", "Next week, Mon", "tv", (52, 1910, 1040, 2020), "due_next_week", click=True),
                   a("Pick a date", "Pick a date", "tv", (52, 2020, 1040, 2130), "due_custom", click=True)]
        return scr(clock, batt, el)

    t = Traj(lists("8:14", 64, 4, 5))
    t.act("click", house_list("8:14", 64, house), "House admin")
    t.act("click", house_list("8:14", 64, house, None, True), "Add a task")
    t.act("input_text", house_list("8:15", 64, house, "Renew parking permit", True), "Add a task", text="Renew parking permit")
    t.act("click", house_list("8:15", 64, house, "Renew parking permit", True, None, True), "Add due date")
    t.act("click", house_list("8:15", 64, house, "Renew parking permit", True, "Due Tomorrow"), "Tomorrow")
    house2 = [("Renew parking permit", "Due Tomorrow", False)] + house
    t.act("keyboard_enter", house_list("8:15", 63, house2, None, True))
    t.act("navigate_back", house_list("8:16", 63, house2))
    t.act("navigate_back", lists("8:16", 63, 5, 6))

    def planned(clock: str, batt: int, groups: list[tuple[str, list[tuple[str, str, bool]]]]) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "toolbar_back", click=True),
              a(None, "More options", "ib", (944, 110, 1064, 242), "more_options_button", click=True),
              a("Planned", None, "tv", (52, 262, 900, 372), "list_title"),
              a(None, None, "rv", (0, 390, 1080, 2240), "tasks_recycler_view", scroll=True)]
        y = 400
        for g, items in groups:
            el.append(a(None, f"{g}, {len(items)} {'task' if len(items) == 1 else 'tasks'}, expanded", "ll", (24, y, 1056, y + 90), "bucket_header", click=True))
            el.append(a(g, None, "tv", (90, y + 16, 700, y + 74), "bucket_title"))
            el.append(a(str(len(items)), None, "tv", (720, y + 16, 800, y + 74), "bucket_count"))
            y += 100
            for title, sub, star in items:
                el.append(a(None, f"{title}, {'Important, ' if star else ''}{sub}, Not completed", "ll", (24, y, 1056, y + 158), "task_row", click=True))
                el.append(a(None, "Complete task", "cb", (40, y + 44, 132, y + 114), "task_checkbox", click=True))
                el.append(a(title, None, "tv", (156, y + 26, 880, y + 82), "task_title"))
                el.append(a(sub, None, "tv", (156, y + 86, 880, y + 132), "task_subtitle"))
                el.append(a(None, "Remove importance" if star else "Mark as important", "ib", (920, y + 30, 1040, y + 128), "importance_button", click=True, checked=star))
                y += 170
        return scr(clock, batt, el)

    groups = [("Earlier", [("Return library books", "Reading  •  Mon, 10 Jun", False)]),
              ("Today", [("Submit Q3 launch brief", "Q3 launch  •  Today", True)]),
              ("This week", [("Pay council tax instalment", "House admin  •  Fri, 14 Jun", False),
                             ("Buy birthday card for Anil", "Tasks  •  Sat, 15 Jun", False)]),
              ("Later", [("Book boiler service", "House admin  •  Tue, 18 Jun", True)])]
    t.act("click", planned("8:16", 63, groups), "Planned")
    det = [a(None, "Back", "ib", (0, 110, 132, 242), "toolbar_back", click=True),
           a("House admin", None, "tv", (150, 140, 700, 210), "toolbar_title"),
           a(None, "Complete task", "cb", (40, 280, 132, 372), "task_checkbox", click=True),
           a("Book boiler service", None, "et", (156, 270, 900, 382), "task_title_edit_text", click=True, edit=True),
           a(None, "Remove importance", "ib", (920, 276, 1040, 376), "importance_button", click=True, checked=True),
           a("Add step", "Add step", "tv", (156, 400, 1040, 500), "add_step", click=True),
           a("Add to My Day", "Add to My Day", "tv", (156, 540, 1040, 650), "my_day_row", click=True),
           a("Remind me", "Remind me", "tv", (156, 670, 1040, 780), "reminder_row", click=True),
           a("Due Tue, 18 Jun", "Due date, Tue, 18 Jun", "tv", (156, 800, 900, 910), "due_date_row", click=True),
           a(None, "Remove due date", "ib", (940, 810, 1040, 900), "due_date_clear", click=True),
           a("Repeat", "Repeat", "tv", (156, 930, 1040, 1040), "recurrence_row", click=True),
           a("Pick a category", "Pick a category", "tv", (156, 1080, 1040, 1190), "categories_row", click=True),
           a("Add file", "Add file", "tv", (156, 1210, 1040, 1320), "attach_file_row", click=True),
           a("Ask British Gas for a Saturday slot; last service was 21 Jun 2023.", None, "et", (156, 1360, 1040, 1560), "note_edit_text", click=True, edit=True),
           a("Created on Mon, 3 Jun", None, "tv", (200, 2120, 880, 2200), "created_date"),
           a(None, "Delete task", "ib", (944, 2110, 1056, 2220), "delete_button", click=True)]
    t.act("click", scr("8:16", 63, det), "Book boiler service")
    t.add(rs, "h39-android-01", bad=True, turn=9, kind="task created in House admin is missing from the Planned view")


# Organic Maps bookmarks - clean
def t02(rs: RowSet) -> None:
    a = App("app.organicmaps")
    places = [("Livraria Lello", "Bookstore", "274 km"), ("Café Majestic", "Cafe", "274 km"),
              ("Ponte Dom Luís I", "Bridge", "275 km"), ("Time Out Market Lisboa", "Marketplace", "2.1 km"),
              ("Miradouro da Senhora do Monte", "Viewpoint", "1.2 km"), ("Pastéis de Belém", "Bakery", "6.4 km"),
              ("LX Factory", "Attraction", "4.9 km"), ("Oceanário de Lisboa", "Aquarium", "6.8 km"),
              ("Cervejaria Ramiro", "Restaurant", "1.6 km"), ("Estação de São Bento", "Railway Station", "274 km"),
              ("Palácio da Pena", "Castle", "24 km"), ("Cabo da Roca", "Cape", "34 km")]

    def cats(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Bookmarks and Tracks", None, "tv", (170, 140, 900, 212)),
              a(None, "Search", "tv", (944, 118, 1064, 234), "action_search", click=True),
              a(None, None, "rv", (0, 250, 1080, 2260), "recycler", scroll=True),
              a("Lists", None, "tv", (52, 270, 600, 340), "text"),
              a("Hide all", None, "tv", (780, 270, 1040, 340), "button", click=True)]
        y = 360
        for name, sub in [("My Places", "12 bookmarks"), ("Lisbon trip", "8 bookmarks, 2 tracks"), ("Hiking Sintra", "3 bookmarks, 4 tracks")]:
            el += [a(None, None, "rl", (0, y, 1080, y + 170), "item_bookmark_category", click=True),
                   a(None, "Hide", "iv", (40, y + 45, 120, y + 125), "checkbox", click=True, checked=True),
                   a(name, None, "tv", (160, y + 30, 900, y + 92), "tv__set_name"),
                   a(sub, None, "tv", (160, y + 94, 900, y + 144), "tv__set_size"),
                   a(None, "More", "iv", (960, y + 45, 1040, y + 125), "more", click=True)]
            y += 170
        el += [a("Create new list", None, "tv", (160, y + 20, 1040, y + 130), "text", click=True),
               a("Import Bookmarks and Tracks", None, "tv", (160, y + 150, 1040, y + 260), "text", click=True)]
        return scr(clock, batt, el)

    def plist(clock: str, batt: int, items: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("My Places", None, "tv", (170, 140, 820, 212)),
              a(None, "Search", "tv", (830, 118, 944, 234), "action_search", click=True),
              a(None, "More options", "iv", (950, 118, 1064, 234), click=True),
              a(None, None, "rv", (0, 250, 1080, 2260), "recycler", scroll=True),
              a(f"{len(items)} bookmarks", None, "tv", (52, 270, 1040, 340), "tv__description"),
              a("Bookmarks", None, "tv", (52, 360, 700, 430), "text")]
        y = 440
        for name, kind, dist in items[:9]:
            el += [a(None, None, "rl", (0, y, 1080, y + 184), "item_bookmark", click=True),
                   a(None, None, "iv", (40, y + 52, 120, y + 132), "iv__bookmark_color"),
                   a(name, None, "tv", (160, y + 36, 860, y + 98), "tv__bookmark_name"),
                   a(kind, None, "tv", (160, y + 100, 860, y + 150), "tv__bookmark_type"),
                   a(dist, None, "tv", (880, y + 66, 1040, y + 118), "tv__bookmark_distance")]
            y += 184
        return scr(clock, batt, el)

    def pp(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, None, "v", (0, 0, 1080, 2274), "map", click=True),
              a(None, "Search", "ib", (40, 130, 160, 250), "search_button", click=True),
              a(None, "Zoom in", "ib", (952, 760, 1060, 868), "nav_zoom_in", click=True),
              a(None, "Zoom out", "ib", (952, 884, 1060, 992), "nav_zoom_out", click=True),
              a(None, "My position", "ib", (952, 1010, 1060, 1118), "my_position", click=True),
              a(None, None, "ll", (0, 1140, 1080, 2274), "placepage", scroll=True),
              a("Café Majestic", None, "tv", (48, 1180, 800, 1260), "tv__title"),
              a("Cafe", None, "tv", (48, 1264, 700, 1312), "tv__subtitle"),
              a("274 km", None, "tv", (860, 1190, 1040, 1250), "tv__straight_distance"),
              a(None, "Direction", "iv", (900, 1256, 1000, 1330), "av__direction"),
              a("Rua de Santa Catarina 112, 4000-442 Porto", None, "tv", (48, 1350, 1040, 1410), "tv__address"),
              a("Mo-Sa 09:00-23:30", None, "tv", (130, 1440, 1040, 1500), "oh_today_label"),
              a("41.147093, -8.606445", None, "tv", (130, 1530, 1040, 1590), "tv__place_latlon", click=True),
              a("Belle Époque café from 1921, try the rabanadas", None, "tv", (48, 1630, 1040, 1690), "tv__bookmark_notes"),
              a("Edit Bookmark", None, "btn", (48, 1710, 600, 1800), "tv__bookmark_edit", click=True),
              a("Bookmark", "Bookmark", "btn", (0, 2110, 270, 2274), "ppButtonBookmark", click=True, sel=True),
              a("Route to", "Route to", "btn", (270, 2110, 540, 2274), "ppButtonRouteTo", click=True),
              a("Share", "Share", "btn", (540, 2110, 810, 2274), "ppButtonShare", click=True),
              a("More", "More", "btn", (810, 2110, 1080, 2274), "ppButtonMore", click=True)]
        return scr(clock, batt, el)

    def edit(clock: str, batt: int, lst: str) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Edit Bookmark", None, "tv", (170, 140, 800, 212)),
              a(None, "Save", "tv", (944, 118, 1064, 234), "save", click=True),
              a("Café Majestic", None, "et", (48, 290, 1040, 420), "et__bookmark_name", click=True, edit=True, hint="Name"),
              a("Bookmark List", None, "tv", (48, 460, 600, 520)),
              a(lst, None, "tv", (48, 520, 1040, 600), "tv__bookmark_set", click=True),
              a("Color", None, "tv", (48, 640, 600, 700)),
              a(None, "Red", "iv", (48, 700, 128, 780), "iv__bookmark_color", click=True),
              a("Belle Époque café from 1921, try the rabanadas", None, "et", (48, 820, 1040, 960), "et__description", click=True, edit=True, hint="Description"),
              a("Delete Bookmark", None, "tv", (48, 1000, 1040, 1100), "tv__bookmark_delete", click=True)]
        return scr(clock, batt, el)

    def chooser(clock: str, batt: int, dialog: str | None = None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Bookmark Lists", None, "tv", (170, 140, 800, 212)),
              a(None, None, "rv", (0, 250, 1080, 2260), "recycler", scroll=True),
              a("Create new list", None, "tv", (48, 270, 1040, 380), "text", click=True)]
        y = 400
        for name in ("My Places", "Lisbon trip", "Hiking Sintra"):
            el += [a(None, None, "rb", (40, y + 30, 120, y + 110), "checkbox", click=True, checked=name == "My Places"),
                   a(name, None, "tv", (160, y + 20, 1040, y + 120), "name", click=True)]
            y += 140
        if dialog is not None:
            el += [a(None, None, "fl", (66, 820, 1014, 1360), "parentPanel"),
                   a("Create new list", None, "tv", (130, 880, 950, 960), "alertTitle"),
                   a(dialog or None, None, "et", (130, 1000, 950, 1110), "et__input", click=True, edit=True, focus=True, hint="Name" if not dialog else None),
                   a("CANCEL", None, "btn", (560, 1200, 760, 1320), "button2", click=True),
                   a("CREATE", None, "btn", (780, 1200, 980, 1320), "button1", click=bool(dialog))]
        return scr(clock, batt, el)

    t = Traj(cats("18:32", 41))
    t.act("click", plist("18:32", 41, places), "My Places")
    t.act("click", pp("18:33", 41), "Café Majestic")
    t.act("click", edit("18:33", 41, "My Places"), "Edit Bookmark")
    t.act("click", chooser("18:33", 41), "My Places")
    t.act("click", chooser("18:33", 40, ""), "Create new list")
    t.act("input_text", chooser("18:34", 40, "Porto weekend"), "Name", text="Porto weekend")
    t.act("click", edit("18:34", 40, "Porto weekend"), "CREATE")
    t.act("click", pp("18:34", 40), "Save")
    t.act("navigate_back", plist("18:35", 40, [p for p in places if p[0] != "Café Majestic"]))
    t.add(rs, "h39-android-02", bad=False)


# Google Authenticator - clean
def t03(rs: RowSet) -> None:
    a = App("com.google.android.apps.authenticator2")
    accts = [("Google", "priya.raman@gmail.com"), ("GitHub", "praman-dev"), ("Dropbox", "priya.raman@outlook.com"),
             ("Amazon Web Services", "root@acme-logistics"), ("Microsoft", "priya.raman@outlook.com"), ("Discord", "priyar")]
    w0 = ["482 913", "071 556", "905 227", "613 480", "229 741", "550 318"]
    w1 = ["137 062", "864 395", "420 718", "092 641", "775 203", "318 957", "338 104"]
    w2 = ["601 884", "259 430", "983 016", "447 529", "036 672", "712 845", "905 361"]

    def home(clock: str, batt: int, rows: list[tuple[str, str]], codes: list[str], sel: str | None = None,
             dialog: str | None = None) -> list[dict[str, Any]]:
        if sel is None:
            el = [a("Google Authenticator", None, "tv", (48, 140, 760, 220)),
                  a(None, "Search", "v", (800, 124, 920, 236), click=True),
                  a(None, "Signed in as priya.raman@gmail.com. Codes are synced to your Google Account", "v", (940, 124, 1060, 236), click=True)]
        else:
            el = [a(None, "Close", "v", (20, 124, 140, 236), click=True),
                  a("1", None, "tv", (170, 140, 300, 220)),
                  a(None, "Edit", "v", (800, 124, 920, 236), click=True),
                  a(None, "Delete", "v", (940, 124, 1060, 236), click=True)]
        el.append(a(None, None, "v", (0, 250, 1080, 2274), scroll=True))
        y = 260
        for (iss, acc), code in zip(rows, codes):
            name = f"{iss}: {acc}"
            el += [a(None, None, "v", (0, y, 1080, y + 250), click=True, sel=name == sel),
                   a(name, None, "tv", (48, y + 30, 1040, y + 90)),
                   a(code, None, "tv", (48, y + 100, 700, y + 210)),
                   a(None, None, "v", (940, y + 120, 1020, y + 200))]
            y += 250
        if dialog is None and sel is None:
            el.append(a(None, "Add a code", "btn", (860, 2060, 1040, 2240), click=True))
        if dialog is not None:
            el += [a(None, None, "v", (66, 860, 1014, 1440)),
                   a("Rename account", None, "tv", (130, 920, 950, 1000)),
                   a(dialog, None, "et", (130, 1040, 950, 1170), click=True, edit=True, focus=True, hint="Account name"),
                   a("Cancel", None, "btn", (520, 1260, 740, 1380), click=True),
                   a("Save", None, "btn", (760, 1260, 980, 1380), click=True)]
        return scr(clock, batt, el)

    def sheet(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, None, "v", (0, 0, 1080, 1900), click=True),
              a(None, None, "v", (0, 1900, 1080, 2274)),
              a(None, "Drag handle", "v", (490, 1920, 590, 1950)),
              a("Scan a QR code", None, "tv", (150, 1990, 1040, 2100), click=True),
              a("Enter a setup key", None, "tv", (150, 2120, 1040, 2230), click=True)]
        return scr(clock, batt, el)

    def enter(clock: str, batt: int, acct: str | None, keyv: str | None, focus: str) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "v", (0, 124, 132, 236), click=True),
              a("Enter account details", None, "tv", (170, 140, 900, 220)),
              a(acct, None, "et", (48, 300, 1032, 450), click=True, edit=True, focus=focus == "acct", hint="Account"),
              a(keyv, None, "et", (48, 490, 1032, 640), click=True, edit=True, focus=focus == "key", hint="Your key"),
              a("Type of key", None, "tv", (48, 690, 600, 750)),
              a("Time based", None, "sp", (48, 760, 1032, 890), click=True),
              a("Add", None, "btn", (800, 960, 1032, 1080), click=True)]
        return scr(clock, batt, el)

    t = Traj(home("21:06", 23, accts, w0))
    t.act("click", sheet("21:06", 23), "Add a code")
    t.act("click", enter("21:06", 23, None, None, "acct"), "Enter a setup key")
    t.act("input_text", enter("21:06", 23, "Proton: priya.r@proton.me", None, "acct"), "Account", text="Proton: priya.r@proton.me")
    t.act("input_text", enter("21:07", 22, "Proton: priya.r@proton.me", "JBSW Y3DP EHPK 3PXP", "key"), "Your key", text="JBSW Y3DP EHPK 3PXP")
    acc2 = accts + [("Proton", "priya.r@proton.me")]
    t.act("click", home("21:07", 22, acc2, w1), "Add")
    t.act("long_press", home("21:07", 22, acc2, w1, "Proton: priya.r@proton.me"), "Proton: priya.r@proton.me")
    t.act("click", home("21:07", 22, acc2, w2, "Proton: priya.r@proton.me", "Proton: priya.r@proton.me"), "Edit")
    t.add(rs, "h39-android-03", bad=False)


# Lichess - bad
def t04(rs: RowSet) -> None:
    a = App("org.lichess.mobileV2")
    url = "https://lichess.org/Qx7Rm2Lp"

    def home(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "lichess.org", "v", (48, 130, 500, 230)),
              a(None, "kestrel_opens", "btn", (700, 124, 940, 236), click=True),
              a(None, "Settings", "btn", (952, 124, 1064, 236), click=True),
              a(None, None, "v", (0, 250, 1080, 2110), scroll=True),
              a(None, "Quick pairing", "v", (48, 270, 700, 340))]
        tiles = ["1+0\nBullet", "3+0\nBlitz", "3+2\nBlitz", "5+3\nBlitz", "10+0\nRapid", "10+5\nRapid", "15+10\nRapid", "30+0\nClassical", "30+20\nClassical"]
        for i, tl in enumerate(tiles):
            x, y = 48 + (i % 3) * 336, 360 + (i // 3) * 200
            el.append(a(None, tl, "btn", (x, y, x + 312, y + 180), click=True))
        el += [a(None, "Create a custom game", "btn", (48, 980, 1032, 1100), click=True),
               a(None, "Play with a friend", "btn", (48, 1120, 1032, 1240), click=True),
               a(None, "Ongoing games (2)", "v", (48, 1280, 700, 1350))]
        y = 1360
        for opp, rt, info in [("BishopOfBrno", "1894", "Correspondence • Your turn • 2 days"),
                              ("mariana_k", "1766", "Correspondence • Waiting for opponent • 5 days")]:
            el.append(a(None, f"{opp} ({rt})\n{info}", "btn", (48, y, 1032, y + 150), click=True))
            y += 160
        el.append(a(None, "Recent games", "v", (48, y + 20, 700, y + 90)))
        y += 100
        for opp, rt, res, when in [("tal_fanboy77", "1802", "Victory • Rapid 10+5", "Yesterday"),
                                   ("norrsken_09", "1851", "Defeat • Blitz 3+2", "2 days ago")]:
            el.append(a(None, f"{opp} ({rt})\n{res}\n{when}", "btn", (48, y, 1032, y + 150), click=True))
            y += 160
        el += [a(None, "Home", "v", (0, 2110, 270, 2274), click=True, sel=True),
               a(None, "Puzzles", "v", (270, 2110, 540, 2274), click=True),
               a(None, "Tools", "v", (540, 2110, 810, 2274), click=True),
               a(None, "Watch", "v", (810, 2110, 1080, 2274), click=True)]
        return scr(clock, batt, el)

    def setup(clock: str, batt: int, rated: bool, side: str) -> list[dict[str, Any]]:
        el = [a(None, "Back", "btn", (0, 124, 132, 236), click=True),
              a(None, "Play with a friend", "v", (170, 140, 900, 220)),
              a(None, "Variant\nStandard", "btn", (48, 280, 1032, 400), click=True),
              a(None, "Time control\nReal time", "btn", (48, 420, 1032, 540), click=True),
              a(None, "Minutes per side: 10", "v", (48, 570, 1032, 630)),
              a(None, "10", "sb", (48, 640, 1032, 720), click=True, scroll=True),
              a(None, "Increment in seconds: 5", "v", (48, 750, 1032, 810)),
              a(None, "5", "sb", (48, 820, 1032, 900), click=True, scroll=True),
              a(None, "Rated", "sw", (48, 940, 1032, 1050), click=True, checked=rated)]
        for i, s in enumerate(("White", "Random", "Black")):
            el.append(a(None, s, "btn", (48 + i * 336, 1090, 360 + i * 336, 1210), click=True, sel=s == side))
        el.append(a(None, "Create challenge", "btn", (48, 1290, 1032, 1420), click=True))
        return scr(clock, batt, el)

    def waiting(clock: str, batt: int, link: str) -> list[dict[str, Any]]:
        el = [a(None, "Back", "btn", (0, 124, 132, 236), click=True),
              a(None, "Challenge", "v", (170, 140, 900, 220)),
              a(None, "Rapid • 10+5 • Rated • White", "v", (48, 300, 1032, 380)),
              a(None, "To invite someone to play, give this URL", "v", (48, 420, 1032, 490)),
              a(None, link, "v", (48, 510, 1032, 600)),
              a(None, "Copy", "btn", (48, 640, 520, 760), click=True),
              a(None, "Share", "btn", (560, 640, 1032, 760), click=True),
              a(None, "The first person to come to this URL will play with you.", "v", (48, 800, 1032, 900)),
              a(None, "Waiting for opponent to join…", "v", (48, 980, 1032, 1050)),
              a(None, None, "pb", (490, 1080, 590, 1180)),
              a(None, "Cancel", "btn", (48, 1260, 1032, 1380), click=True)]
        return scr(clock, batt, el)

    r = App("com.android.intentresolver")

    def share(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [r(None, None, "fl", (0, 760, 1080, 2274), "chooser_header"),
              r(url, None, "tv", (60, 830, 860, 900), "content_preview_text"),
              r(None, "Copy", "btn", (900, 810, 1030, 920), "copy", click=True),
              r(None, None, "rv", (0, 960, 1080, 2274), "resolver_list", scroll=True)]
        x = 30
        for n, app in [("Tomasz Nowak", "Signal"), ("Mum", "WhatsApp"), ("Kestrel chess club", "Signal"), ("Ola", "Messages")]:
            el += [r(None, f"{n}, {app}", "ll", (x, 990, x + 250, 1260), "item", click=True),
                   r(n, None, "tv", (x, 1180, x + 250, 1240), "text1")]
            x += 255
        x = 30
        for app in ("Signal", "WhatsApp", "Gmail", "Messages"):
            el += [r(None, app, "ll", (x, 1320, x + 250, 1590), "item", click=True),
                   r(app, None, "tv", (x, 1510, x + 250, 1570), "text1")]
            x += 255
        el += [r("Nearby", None, "btn", (30, 1660, 300, 1760), "chooser_nearby_button", click=True),
               r("Edit", None, "btn", (780, 1660, 1050, 1760), "chooser_edit_button", click=True)]
        return scr(clock, batt, el)

    s = App("org.thoughtcrime.securesms")

    def signal(clock: str, batt: int, sent: bool) -> list[dict[str, Any]]:
        el = [s(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              s(None, "Tomasz Nowak", "iv", (140, 130, 240, 230), "contact_photo_image"),
              s("Tomasz Nowak", None, "tv", (260, 130, 700, 190), "conversation_title"),
              s(None, "Video call", "btn", (760, 124, 870, 236), "menu_video_secure", click=True),
              s(None, "Call", "btn", (870, 124, 970, 236), "menu_call_secure", click=True),
              s(None, "More options", "iv", (970, 124, 1064, 236), click=True),
              s(None, None, "rv", (0, 250, 1080, 1980), "conversation_item_recycler", scroll=True),
              s("Today", None, "tv", (440, 300, 640, 360), "conversation_update_body"),
              s("Fancy a rapid game tonight? 10+5, rated. Send me a link", None, "tv", (40, 400, 820, 520), "conversation_item_body"),
              s("20:41", None, "tv", (40, 530, 200, 570), "footer_date"),
              s("Sure, give me 5 min", None, "tv", (480, 620, 1040, 700), "conversation_item_body"),
              s("20:42", None, "tv", (820, 710, 960, 750), "footer_date"),
              s(None, "Read", "iv", (970, 712, 1010, 748), "footer_delivery_status")]
        if sent:
            el += [s(None, "lichess.org, Play with kestrel_opens • Rapid 10+5 • Rated", "ll", (300, 800, 1040, 1040), "link_preview_container"),
                   s(url, None, "tv", (300, 1050, 1040, 1130), "conversation_item_body"),
                   s("20:48", None, "tv", (820, 1140, 960, 1180), "footer_date"),
                   s(None, "Delivered", "iv", (970, 1142, 1010, 1178), "footer_delivery_status"),
                   s(None, "Message", "et", (150, 2000, 900, 2120), "embedded_text_editor", click=True, edit=True, hint="Signal message"),
                   s(None, "Attachment", "ib", (40, 2000, 140, 2120), "attach_button", click=True),
                   s(None, "Voice note", "ib", (920, 2000, 1040, 2120), "quick_audio_toggle", click=True)]
        else:
            el += [s(None, "lichess.org, Play with kestrel_opens • Rapid 10+5 • Rated", "ll", (150, 1780, 1040, 1980), "link_preview_container"),
                   s(url, "Message", "et", (150, 2000, 900, 2120), "embedded_text_editor", click=True, edit=True, focus=True),
                   s(None, "Attachment", "ib", (40, 2000, 140, 2120), "attach_button", click=True),
                   s(None, "Send", "ib", (920, 2000, 1040, 2120), "send_button", click=True)]
        return scr(clock, batt, el)

    def board(clock: str, batt: int, menu: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Back", "btn", (0, 124, 132, 236), click=True),
              a(None, "Rapid • 10+5 • Rated", "v", (170, 140, 900, 220)),
              a(None, "tomasz_n 1732", "v", (48, 270, 700, 340)),
              a(None, "10:00", "v", (800, 260, 1032, 350)),
              a(None, "Chessboard", "v", (0, 380, 1080, 1460), click=True),
              a(None, "kestrel_opens 1810", "v", (48, 1500, 700, 1570)),
              a(None, "10:00", "v", (800, 1490, 1032, 1580)),
              a(None, "Your turn", "v", (48, 1610, 1032, 1680)),
              a(None, "Menu", "btn", (0, 2110, 270, 2274), click=True),
              a(None, "Chat", "btn", (270, 2110, 540, 2274), click=True),
              a(None, "Previous move", "btn", (540, 2110, 810, 2274)),
              a(None, "Next move", "btn", (810, 2110, 1080, 2274))]
        if menu:
            el += [a(None, None, "v", (0, 1300, 1080, 2274)),
                   a(None, "Flip board", "btn", (0, 1340, 1080, 1460), click=True),
                   a(None, "Analysis board", "btn", (0, 1460, 1080, 1580), click=True),
                   a(None, "Share game URL", "btn", (0, 1580, 1080, 1700), click=True),
                   a(None, "Abort", "btn", (0, 1700, 1080, 1820), click=True),
                   a(None, "Cancel", "btn", (0, 1840, 1080, 1960), click=True)]
        return scr(clock, batt, el)

    t = Traj(home("20:46", 58))
    t.act("click", setup("20:46", 58, False, "Random"), "Play with a friend")
    t.act("click", setup("20:46", 58, True, "Random"), "Rated")
    t.act("click", setup("20:46", 58, True, "White"), "White")
    t.act("click", waiting("20:47", 58, url), "Create challenge")
    t.act("click", share("20:47", 58), "Share")
    t.act("click", signal("20:47", 57, False), "Tomasz Nowak, Signal")
    t.act("click", signal("20:48", 57, True), "Send")
    t.act("navigate_back", waiting("20:48", 57, "https://lichess.org/Qx7Rm2Lb"))
    t.act("wait", board("20:49", 57))
    t.act("click", board("20:49", 57, True), "Menu")
    t.add(rs, "h39-android-04", bad=True, turn=8, kind="challenge URL game id changed after sharing")


# Dropbox - clean
def t05(rs: RowSet) -> None:
    a = App("com.dropbox.android")
    inv = [("INV-2024-0117 Hetzner.pdf", "84.2 KB", "17 Jan 2024"), ("INV-2024-0203 Figma.pdf", "61.7 KB", "3 Feb 2024"),
           ("INV-2024-0215 Hetzner.pdf", "84.5 KB", "15 Feb 2024"), ("INV-2024-0308 Adobe.pdf", "140.9 KB", "8 Mar 2024"),
           ("INV-2024-0411 DigitalOcean.pdf", "109.3 KB", "11 Apr 2024"), ("INV-2024-0502 Figma.pdf", "61.9 KB", "2 May 2024"),
           ("INV-2024-0511 DigitalOcean.pdf", "110.6 KB", "11 May 2024"), ("INV-2024-0603 Notion.pdf", "73.0 KB", "3 Jun 2024")]

    def tabs() -> list[dict[str, Any]]:
        return [a("Home", "Home", "fl", (0, 2110, 216, 2274), "bottom_nav_home", click=True),
                a("Files", "Files", "fl", (216, 2110, 432, 2274), "bottom_nav_browser", click=True, sel=True),
                a("Photos", "Photos", "fl", (432, 2110, 648, 2274), "bottom_nav_photos", click=True),
                a("Shared", "Shared", "fl", (648, 2110, 864, 2274), "bottom_nav_sharing", click=True),
                a("Account", "Account", "fl", (864, 2110, 1080, 2274), "bottom_nav_account", click=True)]

    def root(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a("Files", None, "tv", (48, 140, 600, 220), "toolbar_title"),
              a(None, "Search", "tv", (820, 124, 940, 236), "search", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a("Name", "Sort by name, ascending", "btn", (32, 250, 300, 330), "sort_button", click=True),
              a(None, "Switch to grid view", "ib", (944, 250, 1040, 330), "view_toggle", click=True),
              a(None, None, "rv", (0, 340, 1080, 2110), "browser_list", scroll=True)]
        y = 350
        for name, sub in [("Apps", None), ("Camera Uploads", None), ("Invoices 2024", None), ("Photos", None),
                          ("Shared — Raman family", "Shared folder"), ("Tax 2023", None),
                          ("Getting Started with Dropbox.pdf", "1.1 MB, modified 4 Sep 2019"),
                          ("Passport scan.jpg", "2.3 MB, modified 29 Jan 2023")]:
            el += [a(None, None, "ll", (0, y, 1080, y + 180), "filelist_row", click=True),
                   a(None, "Folder" if sub is None or sub == "Shared folder" else "File", "iv", (40, y + 40, 140, y + 140), "filelist_icon"),
                   a(name, None, "tv", (180, y + 40, 880, y + 100 if sub else y + 140), "filelist_name")]
            if sub:
                el.append(a(sub, None, "tv", (180, y + 104, 880, y + 150), "filelist_status"))
            el.append(a(None, f"More options for {name}", "ib", (944, y + 40, 1064, y + 140), "filelist_menu_button", click=True))
            y += 180
        el.append(a(None, "Create", "ib", (860, 1900, 1040, 2080), "fab_create", click=True))
        return scr(clock, batt, el + tabs())

    def folder(clock: str, batt: int, files: list[tuple[str, str, str]], sort: str, upload: str | None = None,
               sheet: str | None = None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Invoices 2024", None, "tv", (170, 140, 800, 220), "toolbar_title"),
              a(None, "Search", "tv", (820, 124, 940, 236), "search", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(sort, f"Sort by {sort.lower()}, {'ascending' if sort == 'Name' else 'newest first'}", "btn", (32, 250, 330, 330), "sort_button", click=True),
              a(None, "Switch to grid view", "ib", (944, 250, 1040, 330), "view_toggle", click=True),
              a(None, None, "rv", (0, 340, 1080, 2110), "browser_list", scroll=True),
              a(None, None, "ll", (0, 350, 1080, 520), "filelist_row", click=True),
              a(None, "Folder", "iv", (40, 385, 140, 485), "filelist_icon"),
              a("Receipts", None, "tv", (180, 385, 880, 485), "filelist_name"),
              a(None, "More options for Receipts", "ib", (944, 385, 1064, 485), "filelist_menu_button", click=True)]
        y = 520
        if upload:
            el += [a(None, None, "ll", (0, y, 1080, y + 170), "filelist_row"),
                   a(None, "File", "iv", (40, y + 35, 140, y + 135), "filelist_icon"),
                   a("INV-2024-0611 DigitalOcean.pdf", None, "tv", (180, y + 30, 880, y + 90), "filelist_name"),
                   a(upload, None, "tv", (180, y + 94, 880, y + 130), "filelist_status"),
                   a(None, None, "pb", (180, y + 136, 880, y + 150), "filelist_progress"),
                   a(None, "Cancel upload", "ib", (944, y + 35, 1064, y + 135), "filelist_cancel", click=True)]
            y += 170
        for name, size, mod in files:
            if y > 1940:
                break
            el += [a(None, None, "ll", (0, y, 1080, y + 170), "filelist_row", click=True),
                   a(None, "PDF file", "iv", (40, y + 35, 140, y + 135), "filelist_icon"),
                   a(name, None, "tv", (180, y + 30, 880, y + 90), "filelist_name"),
                   a(f"{size}, modified {mod}", None, "tv", (180, y + 94, 880, y + 140), "filelist_status"),
                   a(None, f"More options for {name}", "ib", (944, y + 35, 1064, y + 135), "filelist_menu_button", click=True)]
            y += 170
        if sheet is None:
            el.append(a(None, "Create", "ib", (860, 1900, 1040, 2080), "fab_create", click=True))
        elif sheet == "create":
            el += [a(None, None, "ll", (0, 1280, 1080, 2274), "design_bottom_sheet"),
                   a("Create", None, "tv", (48, 1310, 600, 1380), "bottom_sheet_title")]
            for i, o in enumerate(["Scan document", "Take photo", "Upload photos", "Upload files", "Create folder", "Create new file"]):
                el.append(a(o, None, "tv", (48, 1400 + i * 140, 1040, 1530 + i * 140), "bottom_sheet_item", click=True))
        else:
            el += [a(None, None, "ll", (0, 1420, 1080, 2274), "design_bottom_sheet"),
                   a("Sort by", None, "tv", (48, 1450, 600, 1520), "bottom_sheet_title")]
            for i, o in enumerate(["Name", "Modified", "Size", "Type"]):
                el.append(a(o, None, "rb", (48, 1550 + i * 150, 1040, 1680 + i * 150), "sort_option", click=True, checked=o == sort))
        return scr(clock, batt, el + tabs())

    d = App("com.google.android.documentsui")

    def picker(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [d(None, "Show roots", "ib", (0, 110, 132, 242), click=True),
              d("Downloads", None, "tv", (170, 140, 700, 220)),
              d(None, "Search", "tv", (820, 124, 940, 236), "option_menu_search", click=True),
              d(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              d("Large files", None, "btn", (32, 250, 330, 340), "chip", click=True),
              d("This week", None, "btn", (350, 250, 640, 340), "chip", click=True),
              d("Files in Downloads", None, "tv", (48, 370, 800, 430), "header_title"),
              d(None, "Sort by", "ib", (944, 360, 1040, 440), "sort_button", click=True),
              d(None, None, "rv", (0, 450, 1080, 2274), "dir_list", scroll=True)]
        y = 460
        for name, size, when in [("INV-2024-0611 DigitalOcean.pdf", "115 kB", "10:02"), ("boarding-pass-LH1173.pdf", "221 kB", "Jun 9"),
                                 ("lease_addendum_signed.pdf", "1.4 MB", "Jun 7"), ("IMG_20240605_181244.jpg", "3.8 MB", "Jun 5"),
                                 ("INV-2024-0603 Notion.pdf", "75 kB", "Jun 3"), ("bank_statement_may.csv", "18 kB", "Jun 1"),
                                 ("Screenshot_20240528-092216.png", "642 kB", "May 28")]:
            el += [d(None, None, "ll", (0, y, 1080, y + 190), "item_root", click=True),
                   d(None, None, "iv", (40, y + 45, 140, y + 145), "icon_mime"),
                   d(name, None, "tv", (180, y + 40, 1040, y + 100), "android:id/title"),
                   d(when, None, "tv", (180, y + 106, 400, y + 150), "date"),
                   d(size, None, "tv", (420, y + 106, 700, y + 150), "size")]
            y += 190
        return scr(clock, batt, el)

    new = ("INV-2024-0611 DigitalOcean.pdf", "112.4 KB")
    t = Traj(root("10:05", 77))
    t.act("click", folder("10:05", 77, inv, "Name"), "Invoices 2024")
    t.act("click", folder("10:05", 77, inv, "Name", sheet="create"), "Create")
    t.act("click", picker("10:06", 77), "Upload files")
    t.act("click", folder("10:06", 77, inv, "Name", upload="Uploading… 48.0 KB of 112.4 KB"), "INV-2024-0611 DigitalOcean.pdf")
    t.act("wait", folder("10:06", 76, inv + [(new[0], new[1], "just now")], "Name"))
    t.act("click", folder("10:07", 76, inv + [(new[0], new[1], "just now")], "Name", sheet="sort"), "Name")
    t.act("click", folder("10:07", 76, [(new[0], new[1], "1 min ago")] + inv[::-1], "Modified"), "Modified")
    t.act("navigate_back", root("10:08", 76))
    t.add(rs, "h39-android-05", bad=False)


# Kiwix - bad
def t06(rs: RowSet) -> None:
    a = App("org.kiwix.kiwixmobile")
    zims = [("Wikipedia", "Medical articles from Wikipedia", "2.1 GB", "2024-01-14", "73,640 articles"),
            ("Wiktionary", "The free dictionary, without pictures", "7.9 GB", "2024-03-02", "8,102,511 articles"),
            ("Wikivoyage", "The free worldwide travel guide", "993 MB", "2024-04-21", "32,417 articles"),
            ("Android Enthusiasts", "Q&A for enthusiasts and power users of Android", "412 MB", "2024-02-09", "61,204 articles"),
            ("iFixit", "The free repair guide for everything", "3.3 GB", "2024-01-30", "49,880 articles")]

    def lib(clock: str, batt: int, items: list[tuple[str, str, str, str, str]], free: str, sel: str | None = None,
            dialog: bool = False, snack: bool = False) -> list[dict[str, Any]]:
        if sel:
            el = [a(None, "Done", "ib", (0, 110, 132, 242), "action_mode_close_button", click=True),
                  a("1", None, "tv", (170, 140, 400, 220), "action_bar_title"),
                  a(None, "Delete", "tv", (810, 124, 930, 236), "zim_file_delete_item", click=True),
                  a(None, "Share", "tv", (944, 124, 1064, 236), "zim_file_share_item", click=True)]
        else:
            el = [a(None, "Open Drawer", "ib", (0, 110, 132, 242), click=True),
                  a("Library", None, "tv", (170, 140, 600, 220)),
                  a(None, "Select files", "tv", (820, 124, 940, 236), "select_zim_file", click=True),
                  a(None, "More options", "iv", (944, 124, 1064, 236), click=True)]
        el.append(a(None, None, "rv", (0, 250, 1080, 1900), "zimfilelist", scroll=True))
        y = 260
        for title, desc, size, date, arts in items:
            el += [a(None, None, "vg", (0, y, 1080, y + 300), "zim_row", click=True, sel=title == sel),
                   a(None, None, "iv", (40, y + 40, 150, y + 150), "favicon"),
                   a(title, None, "tv", (180, y + 30, 1040, y + 90), "title"),
                   a(desc, None, "tv", (180, y + 94, 1040, y + 144), "description"),
                   a(date, None, "tv", (180, y + 150, 440, y + 196), "date"),
                   a(size, None, "tv", (460, y + 150, 640, y + 196), "size"),
                   a(arts, None, "tv", (660, y + 150, 1040, y + 196), "fileName"),
                   a("eng", None, "tv", (180, y + 210, 290, y + 256), "tag_language"),
                   a("No pic" if title == "Wiktionary" else "Pic", None, "tv", (310, y + 210, 450, y + 256), "tag_picture")]
            y += 310
        el.append(a(f"{free} free", None, "tv", (40, 1910, 1040, 1970), "storage_info"))
        el += [a("Reader", "Reader", "fl", (0, 2110, 360, 2274), "readerFragment", click=True),
               a("Library", "Library", "fl", (360, 2110, 720, 2274), "libraryFragment", click=True, sel=True),
               a("Downloads", "Downloads", "fl", (720, 2110, 1080, 2274), "downloadsFragment", click=True)]
        if dialog:
            el += [a(None, None, "fl", (66, 900, 1014, 1380), "parentPanel"),
                   a("Delete files?", None, "tv", (130, 960, 950, 1040), "alertTitle"),
                   a("Wiktionary will be deleted from your device.", None, "tv", (130, 1070, 950, 1170), "android:id/message"),
                   a("CANCEL", None, "btn", (540, 1240, 760, 1350), "android:id/button2", click=True),
                   a("DELETE", None, "btn", (780, 1240, 980, 1350), "android:id/button1", click=True)]
        if snack:
            el.append(a("Deleted successfully", None, "tv", (40, 1990, 1040, 2090), "snackbar_text"))
        return scr(clock, batt, el)

    def reader(clock: str, batt: int, title: str, lines: list[str]) -> list[dict[str, Any]]:
        el = [a(None, "Open Drawer", "ib", (0, 110, 132, 242), click=True),
              a(title, None, "tv", (170, 140, 700, 220), "toolbar_title"),
              a(None, "Search", "tv", (700, 124, 820, 236), "menu_search", click=True),
              a(None, "Tab switcher", "tv", (820, 124, 940, 236), "menu_tab_switcher", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "wv", (0, 250, 1080, 1960), "kiwix_webview", scroll=True)]
        y = 270
        for ln in lines:
            link = ln.startswith(">")
            el.append(a(ln.lstrip(">"), None, "v" if not link else "tv", (40, y, 1040, y + 80), click=link))
            y += 90
        el += [a(None, "Bookmark", "ib", (0, 1970, 216, 2100), "bottom_toolbar_bookmark", click=True),
               a(None, "Previous page", "ib", (216, 1970, 432, 2100), "bottom_toolbar_arrow_back", click=True),
               a(None, "Home", "ib", (432, 1970, 648, 2100), "bottom_toolbar_home", click=True),
               a(None, "Next page", "ib", (648, 1970, 864, 2100), "bottom_toolbar_arrow_forward"),
               a(None, "Table of contents", "ib", (864, 1970, 1080, 2100), "bottom_toolbar_toc", click=True),
               a("Reader", "Reader", "fl", (0, 2110, 360, 2274), "readerFragment", click=True, sel=True),
               a("Library", "Library", "fl", (360, 2110, 720, 2274), "libraryFragment", click=True),
               a("Downloads", "Downloads", "fl", (720, 2110, 1080, 2274), "downloadsFragment", click=True)]
        return scr(clock, batt, el)

    kept = [z for z in zims if z[0] != "Wiktionary"]
    t = Traj(lib("14:20", 52, zims, "6.2 GB"))
    t.act("long_press", lib("14:20", 52, zims, "6.2 GB", sel="Wiktionary"), "Wiktionary")
    t.act("click", lib("14:20", 52, zims, "6.2 GB", sel="Wiktionary", dialog=True), "Delete")
    t.act("click", lib("14:21", 52, kept, "14.1 GB", snack=True), "DELETE")
    t.act("click", reader("14:21", 52, "Wikivoyage", [
        "Welcome to Wikivoyage", "the free worldwide travel guide that anyone can edit.",
        "32,417 articles", ">Destination of the month: Ljubljana", ">Off the beaten path: Gjirokastër",
        ">Featured travel topic: Rail travel in Europe", "Get started", ">Africa", ">Asia", ">Europe",
        ">North America", ">Oceania", ">South America", ">Travel topics", ">Phrasebooks", ">Itineraries"]), "Wikivoyage")
    t.act("navigate_back", lib("14:22", 51, zims, "14.1 GB"))
    t.act("click", reader("14:22", 51, "Android Enthusiasts", [
        "Android Enthusiasts Stack Exchange", "Top questions",
        ">How can I see which apps are draining my battery?", ">Is it safe to unlock the bootloader on a Pixel 7?",
        ">adb devices shows 'unauthorized' after revoking USB debugging", ">Where does WhatsApp store backups on Android 14?",
        ">How do I disable 'Adaptive Connectivity'?", ">Can I move apps to an SD card on Android 13?",
        ">Stop Google Photos from uploading screenshots", ">Why is 'System' using 40 GB of storage?",
        ">How do I force a 5 GHz Wi-Fi connection?", ">Recover files after factory reset", "Showing 10 of 61,204"]), "Android Enthusiasts")
    t.act("click", reader("14:23", 51, "Android Enthusiasts", [
        "How can I see which apps are draining my battery?", "Asked 4 years, 2 months ago · Viewed 118k times",
        "My phone used to last two days and now barely lasts one. Settings > Battery only shows 'Screen' and 'Android System'.",
        "Is there a built-in way to see per-app wakelocks without root?", ">battery", ">power-management", ">adb",
        "3 Answers", "Score 41 · Accepted", "Use the built-in batterystats service over adb:", "adb shell dumpsys batterystats --charged",
        "Then load the bugreport into Battery Historian to get a per-app timeline of wakelocks and radio use.",
        ">Share", ">Improve this answer", ">Follow"]), "How can I see which apps are draining my battery?")
    t.add(rs, "h39-android-06", bad=True, turn=5, kind="deleted ZIM file listed in the library again")


# Goodreads - bad
def t07(rs: RowSet) -> None:
    a = App("com.goodreads")

    def tabs() -> list[dict[str, Any]]:
        return [a("Home", "Home", "fl", (0, 2110, 216, 2274), "tab_home", click=True),
                a("Discover", "Discover", "fl", (216, 2110, 432, 2274), "tab_discover", click=True),
                a("Search", "Search", "fl", (432, 2110, 648, 2274), "tab_search", click=True),
                a("My Books", "My Books", "fl", (648, 2110, 864, 2274), "tab_my_books", click=True, sel=True),
                a("You", "You", "fl", (864, 2110, 1080, 2274), "tab_profile", click=True)]

    def mybooks(clock: str, batt: int, page: int, when: str, dialog: tuple[str, str | None, str] | None = None) -> list[dict[str, Any]]:
        el = [a("My Books", None, "tv", (48, 140, 600, 220), "toolbar_title"),
              a(None, "Scan a book", "tv", (820, 124, 940, 236), "scan_button", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "rv", (0, 250, 1080, 2110), "my_books_list", scroll=True),
              a("Currently reading", None, "tv", (48, 270, 700, 340), "section_title"),
              a("See all", None, "tv", (860, 270, 1040, 340), "section_see_all", click=True)]
        y = 360
        for title, author, pg, tot, upd in [("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", page, 416, when),
                                            ("The Ministry of Time", "Kaliane Bradley", 56, 352, "Updated Jun 11")]:
            p = round(pg * 100 / tot)
            el += [a(None, f"{title} by {author}", "iv", (48, y, 220, y + 260), "book_cover", click=True),
                   a(title, None, "tv", (250, y, 1040, y + 110), "book_title", click=True),
                   a(f"by {author}", None, "tv", (250, y + 110, 1040, y + 160), "book_author"),
                   a(None, f"{p}% complete", "pb", (250, y + 175, 850, y + 195), "progress_bar"),
                   a(f"page {pg} of {tot} ({p}%)", None, "tv", (250, y + 205, 850, y + 250), "progress_text"),
                   a(upd, None, "tv", (250, y + 250, 850, y + 290), "progress_updated"),
                   a("Update progress", None, "btn", (250, y + 300, 700, y + 390), "update_progress_button", click=True)]
            y += 440
        el += [a("2024 Reading Challenge", None, "tv", (48, y + 20, 900, y + 90), "challenge_title"),
               a("19 of 30 books", None, "tv", (48, y + 100, 600, y + 160), "challenge_progress"),
               a("You're 2 books ahead of schedule", None, "tv", (48, y + 160, 900, y + 210), "challenge_schedule"),
               a("Shelves", None, "tv", (48, y + 260, 700, y + 330), "section_title")]
        y += 340
        for name, n in [("Want to Read", 47), ("Currently Reading", 2), ("Read", 213), ("did-not-finish", 6)]:
            el += [a(None, f"{name}, {n} books", "ll", (0, y, 1080, y + 120), "shelf_row", click=True),
                   a(name, None, "tv", (48, y + 30, 800, y + 90), "shelf_name"),
                   a(str(n), None, "tv", (900, y + 30, 1040, y + 90), "shelf_count")]
            y += 120
        if dialog:
            pg, note, focus = dialog
            el += [a(None, None, "fl", (40, 520, 1040, 1640), "dialog_container"),
                   a("Update progress", None, "tv", (100, 570, 980, 650), "dialog_title"),
                   a("Tomorrow, and Tomorrow, and Tomorrow", None, "tv", (100, 660, 980, 720), "dialog_book_title"),
                   a("I'm on page", None, "tv", (100, 770, 380, 840)),
                   a(pg, None, "et", (390, 750, 600, 860), "progress_input", click=True, edit=True, focus=focus == "page"),
                   a("of 416", None, "tv", (620, 770, 800, 840), "progress_total"),
                   a("pages", None, "btn", (100, 880, 320, 960), "toggle_pages", click=True, sel=True),
                   a("percent", None, "btn", (330, 880, 550, 960), "toggle_percent", click=True),
                   a(note, None, "et", (100, 1000, 980, 1200), "progress_comment", click=True, edit=True, focus=focus == "note", hint="Add a comment (optional)"),
                   a("I'm finished!", None, "btn", (100, 1260, 480, 1360), "finished_button", click=True),
                   a("Cancel", None, "btn", (540, 1420, 740, 1520), "cancel_button", click=True),
                   a("Update", None, "btn", (760, 1420, 980, 1520), "update_button", click=True)]
        return scr(clock, batt, el + tabs())

    def book(clock: str, batt: int, scrolled: bool) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(None, "Share", "tv", (820, 124, 940, 236), "share_button", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "sv", (0, 250, 1080, 2110), "book_page_scroll", scroll=True)]
        if not scrolled:
            el += [a(None, "Tomorrow, and Tomorrow, and Tomorrow by Gabrielle Zevin", "iv", (340, 270, 740, 870), "book_cover"),
                   a("Tomorrow, and Tomorrow, and Tomorrow", None, "tv", (48, 900, 1032, 1020), "book_title"),
                   a("Gabrielle Zevin", None, "tv", (48, 1030, 1032, 1090), "book_author", click=True),
                   a("4.17", None, "tv", (48, 1120, 200, 1190), "average_rating"),
                   a("1,204,318 ratings · 118,902 reviews", None, "tv", (220, 1130, 1032, 1180), "rating_counts"),
                   a("Currently reading", "Shelved as Currently reading", "btn", (48, 1230, 780, 1340), "shelf_button", click=True),
                   a(None, "Change shelf", "ib", (790, 1230, 900, 1340), "shelf_dropdown", click=True),
                   a("page 212 of 416 (51%)", None, "tv", (48, 1370, 700, 1420), "progress_text"),
                   a("Update progress", None, "btn", (720, 1360, 1032, 1440), "update_progress_button", click=True),
                   a("Rate this book", None, "tv", (48, 1480, 1032, 1540)),
                   a(None, "Rate 1 star", "ib", (48, 1550, 188, 1670), click=True),
                   a(None, "Rate 2 stars", "ib", (188, 1550, 328, 1670), click=True),
                   a(None, "Rate 3 stars", "ib", (328, 1550, 468, 1670), click=True),
                   a(None, "Rate 4 stars", "ib", (468, 1550, 608, 1670), click=True),
                   a(None, "Rate 5 stars", "ib", (608, 1550, 748, 1670), click=True),
                   a("In this exhilarating novel, two friends—often in love, but never lovers—come together as creative partners in the world of video game design…", None, "tv", (48, 1710, 1032, 1980), "book_description"),
                   a("Genres: Fiction · Contemporary · Romance · Audiobook", None, "tv", (48, 1990, 1032, 2060), "book_genres")]
        else:
            el += [a("Your reading progress", None, "tv", (48, 270, 1032, 340), "section_title"),
                   a("Jun 14, 2024", None, "tv", (48, 370, 400, 420), "progress_date"),
                   a("page 212 (51%)", None, "tv", (420, 370, 1032, 420), "progress_value"),
                   a("“Unfair Games section hits hard”", None, "tv", (48, 430, 1032, 490), "progress_comment"),
                   a("Jun 9, 2024", None, "tv", (48, 530, 400, 580), "progress_date"),
                   a("page 148 (36%)", None, "tv", (420, 530, 1032, 580), "progress_value"),
                   a("Jun 2, 2024", None, "tv", (48, 620, 400, 670), "progress_date"),
                   a("page 63 (15%)", None, "tv", (420, 620, 1032, 670), "progress_value"),
                   a("May 28, 2024", None, "tv", (48, 710, 400, 760), "progress_date"),
                   a("Started reading", None, "tv", (420, 710, 1032, 760), "progress_value"),
                   a("Book details & editions", None, "tv", (48, 830, 1032, 900), "section_title"),
                   a("416 pages, Hardcover", None, "tv", (48, 920, 1032, 970)),
                   a("First published July 5, 2022", None, "tv", (48, 980, 1032, 1030)),
                   a("ISBN 9780593321201 (ASIN: 0593321200)", None, "tv", (48, 1040, 1032, 1090)),
                   a("Language: English", None, "tv", (48, 1100, 1032, 1150)),
                   a("Community reviews", None, "tv", (48, 1220, 1032, 1290), "section_title"),
                   a("5 stars  46%", None, "tv", (48, 1310, 500, 1360)),
                   a("4 stars  32%", None, "tv", (48, 1370, 500, 1420)),
                   a("3 stars  14%", None, "tv", (48, 1430, 500, 1480)),
                   a("2 stars  5%", None, "tv", (48, 1490, 500, 1540)),
                   a("1 star  3%", None, "tv", (48, 1550, 500, 1600)),
                   a("Write a review", None, "btn", (48, 1660, 1032, 1770), "write_review_button", click=True)]
        return scr(clock, batt, el + tabs())

    def shelf(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Read", None, "tv", (170, 140, 600, 220), "toolbar_title"),
              a(None, "Search shelf", "tv", (700, 124, 820, 236), click=True),
              a(None, "Sort", "tv", (820, 124, 940, 236), click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a("213 books · Sorted by date read", None, "tv", (48, 250, 1032, 310), "shelf_summary"),
              a(None, None, "rv", (0, 320, 1080, 2110), "shelf_list", scroll=True)]
        y = 330
        for title, author, stars, date in [("Demon Copperhead", "Barbara Kingsolver", 5, "Jun 3, 2024"), ("Yellowface", "R.F. Kuang", 4, "May 21, 2024"),
                                           ("Piranesi", "Susanna Clarke", 5, "May 9, 2024"), ("The Covenant of Water", "Abraham Verghese", 4, "Apr 30, 2024"),
                                           ("Babel", "R.F. Kuang", 4, "Apr 11, 2024"), ("Lessons in Chemistry", "Bonnie Garmus", 3, "Mar 29, 2024"),
                                           ("Klara and the Sun", "Kazuo Ishiguro", 4, "Mar 10, 2024")]:
            el += [a(None, f"{title} by {author}", "iv", (48, y, 190, y + 220), "book_cover", click=True),
                   a(title, None, "tv", (220, y + 10, 1040, y + 70), "book_title", click=True),
                   a(f"by {author}", None, "tv", (220, y + 74, 1040, y + 120), "book_author"),
                   a(None, f"Rated {stars} out of 5 stars", "v", (220, y + 126, 560, y + 176), "user_rating"),
                   a(f"Read {date}", None, "tv", (580, y + 126, 1040, y + 176), "date_read")]
            y += 250
        return scr(clock, batt, el + tabs())

    t = Traj(mybooks("22:47", 31, 148, "Updated Jun 9"))
    t.act("click", mybooks("22:47", 31, 148, "Updated Jun 9", ("148", None, "")), "Update progress")
    t.act("click", mybooks("22:47", 31, 148, "Updated Jun 9", ("148", None, "page")), "148")
    t.act("input_text", mybooks("22:48", 31, 148, "Updated Jun 9", ("212", None, "page")), "148", text="212")
    t.act("input_text", mybooks("22:48", 31, 148, "Updated Jun 9", ("212", "Unfair Games section hits hard", "note")), "Add a comment (optional)", text="Unfair Games section hits hard")
    t.act("click", mybooks("22:48", 30, 212, "Updated just now"), "Update")
    t.act("click", book("22:49", 30, False), "Tomorrow, and Tomorrow, and Tomorrow")
    t.act("scroll", book("22:49", 30, True), direction="down")
    t.act("navigate_back", mybooks("22:50", 30, 148, "Updated 2 minutes ago"))
    t.act("click", shelf("22:50", 30), "Read")
    t.add(rs, "h39-android-07", bad=True, turn=8, kind="reading progress set to page 212 reads back as page 148")


# Trail Sense - clean
def t08(rs: RowSet) -> None:
    a = App("com.kylecorry.trail_sense")

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [a("Navigation", "Navigation", "fl", (0, 2110, 270, 2274), "action_navigation", click=True, sel=sel == "Navigation"),
                a("Weather", "Weather", "fl", (270, 2110, 540, 2274), "action_weather", click=True, sel=sel == "Weather"),
                a("Astronomy", "Astronomy", "fl", (540, 2110, 810, 2274), "action_astronomy", click=True, sel=sel == "Astronomy"),
                a("Tools", "Tools", "fl", (810, 2110, 1080, 2274), "action_experimental_tools", click=True, sel=sel == "Tools")]

    def nav(clock: str, batt: int, head: str, acc: str, sunset: str) -> list[dict[str, Any]]:
        el = [a(head, None, "tv", (48, 150, 700, 260), "navigation_title"),
              a("56.8002° N, 5.0738° W", None, "tv", (48, 260, 800, 320), "navigation_subtitle"),
              a(None, "GPS", "iv", (820, 150, 920, 250), "navigation_gps_status", click=True),
              a(None, "Compass", "iv", (940, 150, 1040, 250), "navigation_compass_status", click=True),
              a(None, "Compass", "v", (140, 380, 940, 1180), "radar_compass"),
              a("Altitude", None, "tv", (48, 1240, 400, 1290)),
              a("137 m", None, "tv", (48, 1290, 400, 1370), "altitude_value"),
              a("Speed", None, "tv", (420, 1240, 720, 1290)),
              a("0 km/h", None, "tv", (420, 1290, 720, 1370), "speed_value"),
              a("Accuracy", None, "tv", (740, 1240, 1040, 1290)),
              a(acc, None, "tv", (740, 1290, 1040, 1370), "accuracy_value"),
              a("Sunset", None, "tv", (48, 1420, 500, 1470)),
              a(sunset, None, "tv", (48, 1470, 700, 1540), "sunset_value"),
              a(None, "Beacons", "ib", (860, 1880, 1040, 2060), "beaconBtn", click=True),
              a(None, "Sighting compass", "ib", (40, 1880, 220, 2060), "sighting_compass_btn", click=True)]
        return scr(clock, batt, el + tabs("Navigation"), ("Trail Sense",))

    def beacons(clock: str, batt: int, rows: list[tuple[str, str, str]]) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Beacons", None, "tv", (170, 140, 600, 220), "title"),
              a(None, "Search", "ib", (700, 124, 820, 236), "search_btn", click=True),
              a(None, "Sort", "ib", (820, 124, 940, 236), "sort_btn", click=True),
              a(None, "Menu", "ib", (944, 124, 1064, 236), "menu_btn", click=True),
              a(None, None, "rv", (0, 250, 1080, 2060), "beacon_recycler", scroll=True)]
        y = 260
        for name, sub, kind in rows:
            el += [a(None, None, "ll", (0, y, 1080, y + 170), "beacon_item", click=True),
                   a(None, kind, "iv", (40, y + 40, 140, y + 130), "beacon_icon"),
                   a(name, None, "tv", (170, y + 30, 900, y + 92), "beacon_name"),
                   a(sub, None, "tv", (170, y + 96, 900, y + 146), "beacon_summary"),
                   a(None, "Menu", "ib", (944, y + 40, 1064, y + 130), "beacon_menu_btn", click=True)]
            y += 170
        el.append(a(None, "Create", "ib", (860, 1880, 1040, 2060), "create_btn", click=True))
        return scr(clock, batt, el, ("Trail Sense",))

    def create(clock: str, batt: int, name: str | None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Create beacon", None, "tv", (170, 140, 800, 220), "title"),
              a(None, None, "sv", (0, 250, 1080, 2060), scroll=True),
              a(name, None, "et", (48, 280, 1032, 410), "beacon_name", click=True, edit=True, focus=name is None, hint="Name"),
              a("Location", None, "tv", (48, 440, 600, 500)),
              a("56.8002° N, 5.0738° W", None, "et", (48, 500, 880, 630), "utm", click=True, edit=True, hint="Location"),
              a(None, "GPS", "ib", (900, 510, 1032, 620), "gps_btn", click=True),
              a("± 3 m", None, "tv", (48, 640, 400, 690), "gps_accuracy"),
              a("Elevation", None, "tv", (48, 730, 600, 790)),
              a("137", None, "et", (48, 790, 700, 920), "beacon_elevation", click=True, edit=True, hint="Elevation (optional)"),
              a("m", None, "sp", (720, 790, 1032, 920), "elevation_units", click=True),
              a("Group", None, "tv", (48, 960, 600, 1020)),
              a("No group", None, "tv", (48, 1020, 1032, 1120), "beacon_group_picker", click=True),
              a("Color", None, "tv", (48, 1160, 600, 1220)),
              a(None, "Orange", "iv", (48, 1220, 148, 1320), "beacon_color_picker", click=True),
              a(None, None, "et", (48, 1360, 1032, 1560), "comment", click=True, edit=True, hint="Notes (optional)"),
              a(None, "Create", "ib", (860, 1880, 1040, 2060), "create_btn", click=name is not None)]
        return scr(clock, batt, el, ("Trail Sense",))

    def astro(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a("Sunset in 4h 10m", None, "tv", (48, 150, 900, 260), "astronomy_title"),
              a("Sunday, 16 June 2024", None, "tv", (48, 260, 900, 320), "astronomy_subtitle"),
              a(None, "Previous date", "ib", (40, 340, 160, 460), "prev_date", click=True),
              a(None, "Today", "ib", (480, 340, 600, 460), "date_btn", click=True),
              a(None, "Next date", "ib", (920, 340, 1040, 460), "next_date", click=True),
              a(None, "Sun and moon altitude chart", "v", (40, 480, 1040, 1080), "sun_moon_chart"),
              a(None, None, "rv", (0, 1100, 1080, 2100), "astronomy_detail_list", scroll=True)]
        y = 1110
        for k, v in [("Sunrise", "04:31"), ("Sunset", "21:58"), ("Solar noon", "13:15"), ("Daylight", "17h 27m"),
                     ("Civil dusk", "23:03"), ("Sun altitude", "22.9°"), ("Moon phase", "Waxing gibbous (71%)"), ("Moonset", "02:04")]:
            el += [a(k, None, "tv", (170, y + 20, 600, y + 90), "astronomy_field_title"),
                   a(v, None, "tv", (620, y + 20, 1040, y + 90), "astronomy_field_value")]
            y += 120
        return scr(clock, batt, el + tabs("Astronomy"), ("Trail Sense",))

    def weather(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a("1012.3 hPa", None, "tv", (48, 150, 900, 260), "weather_title"),
              a("Falling slowly · −1.1 hPa in 3h", None, "tv", (48, 260, 900, 320), "weather_subtitle"),
              a(None, "Barometer", "iv", (940, 150, 1040, 250), "barometer_status"),
              a(None, "Pressure history chart, last 48 hours", "v", (40, 360, 1040, 960), "chart"),
              a(None, None, "rv", (0, 1000, 1080, 2100), "weather_list", scroll=True)]
        y = 1010
        for k, v in [("Forecast", "Clouds incoming, chance of rain later"), ("Temperature", "14 °C"),
                     ("Humidity", "71%"), ("Clouds", "Cumulus"), ("Daily high / low", "16 °C / 9 °C"),
                     ("Last reading", "1 minute ago")]:
            el += [a(k, None, "tv", (170, y + 20, 560, y + 90), "weather_field_title"),
                   a(v, None, "tv", (580, y + 20, 1040, y + 90), "weather_field_value")]
            y += 120
        return scr(clock, batt, el + tabs("Weather"), ("Trail Sense",))

    rows = [("Fort William", "3 beacons", "Group"), ("Youth hostel", "1.2 km · 48 m", "Beacon"),
            ("Ben Nevis summit", "3.9 km · 1345 m", "Beacon"), ("Steall Falls", "6.1 km · 196 m", "Beacon")]
    t = Traj(nav("17:46", 67, "284°   W", "± 4 m", "21:58 (in 4h 12m)"))
    t.act("click", beacons("17:46", 67, rows), "Beacons")
    t.act("click", create("17:46", 67, None), "Create")
    t.act("input_text", create("17:47", 67, "Car park - Glen Nevis"), "Name", text="Car park - Glen Nevis")
    t.act("click", beacons("17:47", 66, rows[:1] + [("Car park - Glen Nevis", "4 m · 137 m", "Beacon")] + rows[1:]), "Create")
    t.act("click", nav("17:48", 66, "291°   WNW", "± 3 m", "21:58 (in 4h 10m)"), "Navigate up")
    t.act("click", astro("17:48", 66), "Astronomy")
    t.act("click", weather("17:48", 66), "Weather")
    t.add(rs, "h39-android-08", bad=False)


# Microsoft Outlook calendar - bad
def t09(rs: RowSet) -> None:
    a = App("com.microsoft.office.outlook")
    days = {
        "Today · Wednesday, June 19": [("9:30 AM", "15m", "Standup – Growth squad", "Microsoft Teams Meeting"),
                                       ("11:00 AM", "30m", "1:1 Lena / Daniel", "Lena's office, 4th floor"),
                                       ("2:00 PM", "2h", "Focus time", None)],
        "Tomorrow · Thursday, June 20": [("9:30 AM", "15m", "Standup – Growth squad", "Microsoft Teams Meeting"),
                                         ("2:00 PM", "1h", "Design review: onboarding v2", "Microsoft Teams Meeting"),
                                         ("4:30 PM", "30m", "Vendor call – Segment", "Zoom")],
        "Friday, June 21": [("9:30 AM", "15m", "Standup – Growth squad", "Microsoft Teams Meeting"),
                            ("3:00 PM", "1h", "Sprint demo", "Auditorium B / Teams")],
    }

    def tabs() -> list[dict[str, Any]]:
        return [a("Mail", "Mail", "fl", (0, 2110, 270, 2274), "tab_mail", click=True),
                a("Feed", "Feed", "fl", (270, 2110, 540, 2274), "tab_feed", click=True),
                a("Calendar", "Calendar", "fl", (540, 2110, 810, 2274), "tab_calendar", click=True, sel=True),
                a("Apps", "Apps", "fl", (810, 2110, 1080, 2274), "tab_apps", click=True)]

    def agenda(clock: str, batt: int, dd: dict[str, list[tuple[str, str, str, str | None]]]) -> list[dict[str, Any]]:
        el = [a(None, "Daniel Ortiz, daniel.ortiz@northwind-apps.com, open navigation drawer", "iv", (24, 120, 140, 236), "account_button", click=True),
              a("June", None, "tv", (160, 140, 500, 220), "toolbar_title", click=True),
              a(None, "Calendar view, Agenda", "ib", (700, 124, 820, 236), "calendar_view_switcher", click=True),
              a(None, "Go to today", "ib", (820, 124, 940, 236), "action_today", click=True),
              a(None, "Search", "ib", (944, 124, 1064, 236), "action_search", click=True)]
        for i, (d, n) in enumerate([("S", "16"), ("M", "17"), ("T", "18"), ("W", "19"), ("T", "20"), ("F", "21"), ("S", "22")]):
            el.append(a(f"{d}\n{n}", f"June {n}, 2024", "tv", (20 + i * 148, 250, 160 + i * 148, 380), "week_day", click=True, sel=n == "19"))
        el.append(a(None, None, "rv", (0, 390, 1080, 2110), "agenda_view", scroll=True))
        y = 400
        for d, evs in dd.items():
            el.append(a(d, None, "tv", (40, y, 1040, y + 70), "agenda_day_header"))
            y += 80
            for tm, dur, title, loc in evs:
                desc = f"{title}, {d.split(' · ')[-1]}, {tm}, {dur}" + (f", {loc}" if loc else "")
                el += [a(None, desc, "ll", (0, y, 1080, y + 150), "agenda_event_item", click=True),
                       a(tm, None, "tv", (40, y + 24, 260, y + 74), "event_time"),
                       a(dur, None, "tv", (40, y + 78, 260, y + 124), "event_duration"),
                       a(title, None, "tv", (300, y + 24, 1040, y + 80), "event_title")]
                if loc:
                    el.append(a(loc, None, "tv", (300, y + 84, 1040, y + 130), "event_location"))
                y += 150
        el.append(a(None, "New event", "ib", (860, 1900, 1040, 2080), "fab_new_event", click=True))
        return scr(clock, batt, el + tabs(), ("Outlook", "Teams"))

    def review(clock: str, batt: int, rsvp: str) -> list[dict[str, Any]]:
        el = [a(None, "Close", "ib", (0, 110, 132, 242), "toolbar_close", click=True),
              a(None, "Forward", "ib", (820, 124, 940, 236), "action_forward", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a("Design review: onboarding v2", None, "tv", (48, 270, 1032, 400), "event_title"),
              a("Thu, Jun 20 · 2:00 PM - 3:00 PM", None, "tv", (48, 410, 1032, 470), "event_time"),
              a("Calendar · daniel.ortiz@northwind-apps.com", None, "tv", (48, 480, 1032, 530), "event_calendar"),
              a("Join Teams meeting", None, "btn", (48, 570, 600, 680), "online_meeting_join", click=True)]
        for i, r in enumerate(("Accept", "Tentative", "Decline")):
            el.append(a(r, f"{r}{', selected' if r == rsvp else ''}", "btn", (48 + i * 330, 720, 358 + i * 330, 820), f"rsvp_{r.lower()}", click=True, sel=r == rsvp))
        el += [a("Propose new time", None, "tv", (48, 840, 700, 900), "propose_new_time", click=True),
               a("Organizer", None, "tv", (48, 950, 600, 1000)),
               a("Lena Fischer", None, "tv", (170, 1010, 1032, 1070), "organizer_name"),
               a(None, "Attendees, 8 attendees. 5 accepted, 1 tentative, 2 no response", "ll", (48, 1110, 1032, 1220), "attendees_summary", click=True),
               a("8 attendees", None, "tv", (170, 1120, 1032, 1170)),
               a("5 accepted, 1 tentative, 2 no response", None, "tv", (170, 1170, 1032, 1215)),
               a("Alert", None, "tv", (48, 1270, 600, 1320)),
               a("15 minutes before", None, "tv", (48, 1320, 1032, 1380), "event_alert"),
               a("Walkthrough of the new onboarding flow (Figma link in chat). Please review the copy deck before the call.", None, "tv", (48, 1430, 1032, 1600), "event_body"),
               a("Microsoft Teams meeting", None, "tv", (48, 1620, 1032, 1680)),
               a("Meeting ID: 238 614 972 015", None, "tv", (48, 1690, 1032, 1740)),
               a("Passcode: Xr7qKd", None, "tv", (48, 1750, 1032, 1800))]
        return scr(clock, batt, el, ("Outlook", "Teams"))

    def attendees(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Attendees", None, "tv", (170, 140, 800, 220), "toolbar_title"),
              a(None, None, "rv", (0, 250, 1080, 2274), "attendee_list", scroll=True)]
        y = 260
        for name, mail, st in [("Lena Fischer", "lena.fischer@northwind-apps.com", "Organizer"),
                               ("Marco Bianchi", "marco.bianchi@northwind-apps.com", "Accepted"),
                               ("Aisha Rahman", "aisha.rahman@northwind-apps.com", "Accepted"),
                               ("Tom Lindqvist", "tom.lindqvist@northwind-apps.com", "Accepted"),
                               ("Yuki Tanaka", "yuki.tanaka@northwind-apps.com", "Accepted"),
                               ("Sofia Costa", "sofia.costa@northwind-apps.com", "Accepted"),
                               ("Daniel Ortiz (You)", "daniel.ortiz@northwind-apps.com", "Tentative"),
                               ("Ben Carter", "ben.carter@northwind-apps.com", "No response"),
                               ("Priyanka Shah", "priyanka.shah@northwind-apps.com", "No response")]:
            el += [a(None, f"{name}, {st}", "ll", (0, y, 1080, y + 180), "attendee_item", click=True),
                   a(name, None, "tv", (170, y + 24, 1040, y + 80), "attendee_name"),
                   a(mail, None, "tv", (170, y + 82, 1040, y + 124), "attendee_email"),
                   a(st, None, "tv", (170, y + 126, 1040, y + 168), "attendee_status")]
            y += 185
        return scr(clock, batt, el, ("Outlook", "Teams"))

    def form(clock: str, batt: int, title: str | None, day: str, picker: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Close", "ib", (0, 110, 132, 242), "toolbar_close", click=True),
              a("New event", None, "tv", (170, 140, 700, 220), "toolbar_title"),
              a(None, "Save", "ib", (944, 124, 1064, 236), "action_save", click=bool(title)),
              a(title, None, "et", (48, 270, 1032, 400), "event_title", click=True, edit=True, focus=not title, hint="Title"),
              a(None, "Calendar, daniel.ortiz@northwind-apps.com", "ll", (48, 420, 1032, 520), "calendar_picker", click=True),
              a("All day", None, "sw", (48, 540, 1032, 640), "all_day_switch", click=True),
              a(day, None, "tv", (48, 660, 600, 760), "start_date", click=True),
              a("11:00 AM", None, "tv", (620, 660, 1032, 760), "start_time", click=True),
              a(day, None, "tv", (48, 770, 600, 870), "end_date", click=True),
              a("11:30 AM", None, "tv", (620, 770, 1032, 870), "end_time", click=True),
              a("People", None, "tv", (48, 900, 1032, 1000), "people_picker", click=True),
              a("Location", None, "tv", (48, 1020, 1032, 1120), "location_picker", click=True),
              a("Teams meeting", None, "sw", (48, 1140, 1032, 1240), "online_meeting_switch", click=True),
              a("15 minutes before", None, "tv", (48, 1260, 1032, 1360), "alert_picker", click=True),
              a("Busy", None, "tv", (48, 1380, 1032, 1480), "busy_status_picker", click=True),
              a(None, None, "et", (48, 1500, 1032, 1700), "event_body", click=True, edit=True, hint="Description")]
        if picker:
            el += [a(None, None, "fl", (40, 560, 1040, 1760), "date_picker_container"),
                   a("June 2024", None, "tv", (100, 600, 700, 680), "month_title"),
                   a(None, "Previous month", "ib", (760, 590, 880, 690), click=True),
                   a(None, "Next month", "ib", (900, 590, 1020, 690), click=True)]
            for n in range(16, 31):
                i = n - 16
                x, y = 100 + (i % 7) * 125, 720 + (i // 7) * 130
                el.append(a(str(n), f"{n} June 2024", "tv", (x, y, x + 110, y + 110), "day", click=True, sel=n == 19))
        return scr(clock, batt, el, ("Outlook", "Teams"))

    def dentist(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Close", "ib", (0, 110, 132, 242), "toolbar_close", click=True),
              a(None, "Edit", "ib", (820, 124, 940, 236), "action_edit", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a("Dentist – Dr. Okafor", None, "tv", (48, 270, 1032, 400), "event_title"),
              a("Thu, Jun 20 · 11:00 AM - 11:30 AM", None, "tv", (48, 410, 1032, 470), "event_time"),
              a("Calendar · daniel.ortiz@northwind-apps.com", None, "tv", (48, 480, 1032, 530), "event_calendar"),
              a("Alert", None, "tv", (48, 580, 600, 630)),
              a("15 minutes before", None, "tv", (48, 630, 1032, 690), "event_alert"),
              a("Show as", None, "tv", (48, 740, 600, 790)),
              a("Busy", None, "tv", (48, 790, 1032, 850), "event_busy_status"),
              a("Delete event", None, "btn", (48, 1900, 1032, 2020), "delete_event", click=True)]
        return scr(clock, batt, el, ("Outlook", "Teams"))

    dd2 = dict(days)
    thu = "Tomorrow · Thursday, June 20"
    dd2[thu] = [days[thu][0], ("11:00 AM", "30m", "Dentist – Dr. Okafor", None)] + days[thu][1:]
    t = Traj(agenda("10:38", 88, days))
    t.act("click", review("10:38", 88, "Tentative"), "Design review: onboarding v2")
    t.act("click", attendees("10:38", 88), "Attendees, 8 attendees. 5 accepted, 1 tentative, 2 no response")
    t.act("click", review("10:39", 88, "Accept"), "Navigate up")
    t.act("click", agenda("10:39", 88, days), "Close")
    t.act("click", form("10:39", 88, None, "Wed, Jun 19"), "New event")
    t.act("input_text", form("10:40", 87, "Dentist – Dr. Okafor", "Wed, Jun 19"), "Title", text="Dentist – Dr. Okafor")
    t.act("click", form("10:40", 87, "Dentist – Dr. Okafor", "Wed, Jun 19", True), "Wed, Jun 19")
    t.act("click", form("10:40", 87, "Dentist – Dr. Okafor", "Thu, Jun 20"), "20")
    t.act("click", agenda("10:41", 87, dd2), "Save")
    t.act("click", dentist("10:41", 87), "Dentist – Dr. Okafor")
    t.act("click", agenda("10:41", 87, dd2), "Close")
    t.add(rs, "h39-android-09", bad=True, turn=3, kind="RSVP flips from Tentative to Accept with no response sent")


# Aves Gallery - clean
def t10(rs: RowSet) -> None:
    a = App("deckers.thibault.aves")
    cam = {"Today": ["PXL_20240616_174512093.jpg", "PXL_20240616_171903441.jpg", "PXL_20240616_165544870.jpg", "PXL_20240616_120307112.jpg"],
           "Yesterday": ["PXL_20240615_191148020.jpg", "PXL_20240615_190901554.mp4", "PXL_20240615_143322781.jpg", "PXL_20240615_101010007.jpg"],
           "Friday, 14 June 2024": ["PXL_20240614_213455630.jpg", "PXL_20240614_182240917.jpg", "PXL_20240614_090512338.jpg", "PXL_20240614_085958204.jpg"],
           "Thursday, 13 June 2024": ["PXL_20240613_203114552.jpg", "PXL_20240613_075540019.jpg", "PXL_20240613_075502876.jpg"],
           "Wednesday, 12 June 2024": ["PXL_20240612_184420391.mp4", "PXL_20240612_131209664.jpg", "PXL_20240612_131155208.jpg", "PXL_20240612_083047717.jpg"]}
    moved = cam["Today"][:3]

    def albums(clock: str, batt: int, rows: list[tuple[str, str]]) -> list[dict[str, Any]]:
        el = [a(None, "Open navigation menu", "btn", (0, 110, 132, 242), click=True),
              a(None, "Albums", "v", (160, 140, 600, 220)),
              a(None, "Search", "btn", (700, 124, 820, 236), click=True),
              a(None, "Sort", "btn", (820, 124, 940, 236), click=True),
              a(None, "Show more options", "btn", (944, 124, 1064, 236), click=True),
              a(None, None, "v", (0, 250, 1080, 2274), scroll=True)]
        for i, (name, n) in enumerate(rows):
            x, y = 24 + (i % 3) * 348, 270 + (i // 3) * 420
            el += [a(None, f"{name}\n{n}", "v", (x, y, x + 336, y + 400), click=True)]
        return scr(clock, batt, el)

    def grid(clock: str, batt: int, title: str, groups: dict[str, list[str]], sel: list[str] | None = None,
             snack: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
        if sel is None:
            el = [a(None, "Back", "btn", (0, 110, 132, 242), click=True),
                  a(None, title, "v", (160, 140, 600, 220)),
                  a(None, "Search", "btn", (700, 124, 820, 236), click=True),
                  a(None, "Select", "btn", (820, 124, 940, 236), click=True),
                  a(None, "Show more options", "btn", (944, 124, 1064, 236), click=True)]
        else:
            el = [a(None, "Close", "btn", (0, 110, 132, 242), click=True),
                  a(None, f"{len(sel)} {'item' if len(sel) == 1 else 'items'}", "v", (160, 140, 500, 220)),
                  a(None, "Share", "btn", (580, 124, 700, 236), click=True),
                  a(None, "Delete", "btn", (700, 124, 820, 236), click=True),
                  a(None, "Select all", "btn", (820, 124, 940, 236), click=True),
                  a(None, "Show more options", "btn", (944, 124, 1064, 236), click=True)]
        el.append(a(None, None, "v", (0, 250, 1080, 2274), scroll=True))
        y = 260
        for g, files in groups.items():
            if not files:
                continue
            el.append(a(None, g, "v", (24, y, 1056, y + 80)))
            y += 90
            for i, f in enumerate(files):
                x, yy = 4 + (i % 4) * 268, y + (i // 4) * 268
                el.append(a(None, f + ({"PXL_20240615_190901554.mp4": ", 0:14", "PXL_20240612_184420391.mp4": ", 1:02"}.get(f, "")), "v", (x, yy, x + 264, yy + 264), click=True,
                            checked=sel is not None and f in sel, sel=sel is not None and f in sel))
            y += 268 * ((len(files) + 3) // 4) + 20
        if snack:
            el += [a(None, snack, "v", (24, 1980, 800, 2090)),
                   a(None, "SHOW", "btn", (820, 1990, 1040, 2080), click=True)]
        if menu:
            el.append(a(None, None, "v", (560, 130, 1064, 1110)))
            for i, o in enumerate(["Copy to album", "Move to album", "Rename", "Edit date", "Edit location", "Rotate left", "Rotate right"]):
                el.append(a(None, o, "v", (560, 150 + i * 136, 1064, 280 + i * 136), click=True))
        return scr(clock, batt, el)

    def picker(clock: str, batt: int, dialog: str | None = None) -> list[dict[str, Any]]:
        el = [a(None, "Back", "btn", (0, 110, 132, 242), click=True),
              a(None, "Move to Album", "v", (160, 140, 700, 220)),
              a(None, "Search", "btn", (820, 124, 940, 236), click=True),
              a(None, "Sort", "btn", (944, 124, 1064, 236), click=True),
              a(None, "New album", "btn", (24, 260, 1056, 380), click=True),
              a(None, None, "v", (0, 400, 1080, 2274), scroll=True)]
        for i, (name, n) in enumerate([("Camera", "1,248"), ("Screenshots", "312"), ("WhatsApp Images", "894"),
                                       ("Download", "57"), ("Pictures", "23"), ("Instagram", "146")]):
            x, y = 24 + (i % 3) * 348, 420 + (i // 3) * 420
            el.append(a(None, f"{name}\n{n}", "v", (x, y, x + 336, y + 400), click=True))
        if dialog is not None:
            el += [a(None, None, "v", (66, 760, 1014, 1400)),
                   a(None, "New Album", "v", (130, 810, 950, 890)),
                   a(None, "Storage: Internal storage", "v", (130, 910, 950, 970)),
                   a(dialog or None, None, "et", (130, 1000, 950, 1130), click=True, edit=True, focus=True, hint="Album name"),
                   a(None, "Cancel", "btn", (520, 1240, 740, 1350), click=True),
                   a(None, "Create", "btn", (760, 1240, 980, 1350), click=bool(dialog))]
        return scr(clock, batt, el)

    rows = [("Camera", "1,248"), ("Screenshots", "312"), ("WhatsApp Images", "894"), ("Download", "57"),
            ("Pictures", "23"), ("Instagram", "146")]
    cam2 = {g: [f for f in fs if f not in moved] for g, fs in cam.items()}
    t = Traj(albums("19:12", 34, rows))
    t.act("click", grid("19:12", 34, "Camera", cam), "Camera\n1,248")
    t.act("long_press", grid("19:12", 34, "Camera", cam, moved[:1]), moved[0])
    t.act("click", grid("19:12", 34, "Camera", cam, moved[:2]), moved[1])
    t.act("click", grid("19:13", 34, "Camera", cam, moved), moved[2])
    t.act("click", grid("19:13", 34, "Camera", cam, moved, menu=True), "Show more options")
    t.act("click", picker("19:13", 34), "Move to album")
    t.act("click", picker("19:13", 34, ""), "New album")
    t.act("input_text", picker("19:14", 33, "Scotland 2024"), "Album name", text="Scotland 2024")
    t.act("click", grid("19:14", 33, "Camera", cam2, snack="Moved 3 items"), "Create")
    t.act("navigate_back", albums("19:14", 33, [("Scotland 2024", "3")] + [("Camera", "1,245")] + rows[1:]))
    t.add(rs, "h39-android-10", bad=False)


# Tidal - clean
def t11(rs: RowSet) -> None:
    a = App("com.aspiro.tidal")
    tracks = [("Death with Dignity", "3:59"), ("Should Have Known Better", "5:08"), ("All of Me Wants All of You", "3:42"),
              ("Drawn to the Blood", "3:17"), ("Eugene", "2:26"), ("Fourth of July", "4:38"), ("The Only Thing", "4:44"),
              ("Carrie & Lowell", "3:14"), ("John My Beloved", "5:04"), ("No Shade in the Shadow of the Cross", "2:38"),
              ("Blue Bucket of Gold", "4:47")]

    def album(clock: str, batt: int, pos: str, overlay: list[dict[str, Any]] | None = None, snack: str | None = None) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "back", click=True),
              a(None, "Search", "ib", (820, 124, 940, 236), "search", click=True),
              a(None, "More options", "ib", (944, 124, 1064, 236), "contextMenu", click=True),
              a(None, None, "rv", (0, 250, 1080, 1930), "recyclerView", scroll=True),
              a("Carrie & Lowell", None, "tv", (48, 270, 1032, 350), "title"),
              a("Sufjan Stevens", None, "tv", (48, 350, 1032, 410), "artistNames", click=True),
              a("Album · 2015 · 11 tracks · 43 min", None, "tv", (48, 410, 1032, 460), "info"),
              a(None, "Add to My Collection", "ib", (48, 480, 168, 600), "favoriteButton", click=True),
              a(None, "Download", "ib", (190, 480, 310, 600), "downloadButton", click=True),
              a(None, "Shuffle", "ib", (780, 480, 900, 600), "shuffleButton", click=True),
              a(None, "Play", "ib", (920, 480, 1040, 600), "playButton", click=True)]
        y = 620
        for i, (name, dur) in enumerate(tracks, 1):
            if y > 1800:
                break
            playing = name == "Fourth of July"
            el += [a(None, None, "ll", (0, y, 1080, y + 130), "trackItem", click=True, sel=playing),
                   a(str(i) if not playing else None, "Now playing" if playing else None, "tv" if not playing else "iv", (40, y + 40, 110, y + 90), "trackNumber"),
                   a(name, None, "tv", (140, y + 20, 860, y + 76), "trackTitle"),
                   a(dur, None, "tv", (140, y + 78, 400, y + 116), "duration"),
                   a(None, f"More options for {name}", "ib", (944, y + 20, 1064, y + 110), "contextMenu", click=True)]
            y += 130
        el += [a(None, None, "ll", (0, 1940, 1080, 2104), "miniPlayer", click=True),
               a(None, "Carrie & Lowell", "iv", (20, 1955, 150, 2085), "artwork"),
               a("Fourth of July", None, "tv", (170, 1960, 800, 2014), "title"),
               a("Sufjan Stevens", None, "tv", (170, 2016, 800, 2060), "artistName"),
               a(None, "Pause", "ib", (944, 1960, 1064, 2080), "playPauseButton", click=True),
               a(pos, f"{pos} of 4:38", "pb", (0, 2094, 1080, 2104), "progressBar"),
               a("Home", "Home", "fl", (0, 2110, 270, 2274), "home", click=True),
               a("Explore", "Explore", "fl", (270, 2110, 540, 2274), "explore", click=True),
               a("Videos", "Videos", "fl", (540, 2110, 810, 2274), "videos", click=True),
               a("My Collection", "My Collection", "fl", (810, 2110, 1080, 2274), "myCollection", click=True)]
        if snack:
            el += [a(snack, None, "tv", (40, 1800, 760, 1920), "snackbar_text"),
                   a("VIEW", None, "btn", (800, 1810, 1040, 1910), "snackbar_action", click=True)]
        return scr(clock, batt, el + (overlay or []), ("Tidal",))

    def menu(track: str, dur: str) -> list[dict[str, Any]]:
        el = [a(None, None, "ll", (0, 900, 1080, 2274), "design_bottom_sheet"),
              a(None, "Carrie & Lowell", "iv", (40, 940, 160, 1060), "artwork"),
              a(track, None, "tv", (190, 940, 1040, 1000), "title"),
              a(f"Sufjan Stevens · {dur}", None, "tv", (190, 1004, 1040, 1050), "subtitle")]
        for i, o in enumerate(["Add to playlist", "Play next", "Add to queue", "Add to My Collection", "Track radio", "Go to artist", "Share", "Credits"]):
            el.append(a(o, None, "tv", (40, 1090 + i * 138, 1040, 1210 + i * 138), "contextMenuItem", click=True))
        return el

    def pl_sheet(mine: list[tuple[str, str]], dialog: str | None = None) -> list[dict[str, Any]]:
        el = [a(None, None, "ll", (0, 900, 1080, 2274), "design_bottom_sheet"),
              a("Add to playlist", None, "tv", (40, 930, 1040, 1000), "sheetTitle"),
              a("Create new playlist", None, "tv", (170, 1030, 1040, 1150), "createPlaylist", click=True)]
        y = 1170
        for name, sub in mine:
            el += [a(None, None, "ll", (0, y, 1080, y + 150), "playlistItem", click=True),
                   a(name, None, "tv", (170, y + 24, 1040, y + 80), "title"),
                   a(sub, None, "tv", (170, y + 84, 1040, y + 126), "subtitle")]
            y += 150
        if dialog is not None:
            el += [a(None, None, "fl", (66, 700, 1014, 1300), "parentPanel"),
                   a("Create new playlist", None, "tv", (130, 750, 950, 830), "alertTitle"),
                   a(dialog or None, None, "et", (130, 870, 950, 990), "playlistName", click=True, edit=True, focus=True, hint="Playlist title"),
                   a(None, None, "et", (130, 1010, 950, 1110), "playlistDescription", click=True, edit=True, hint="Description (optional)"),
                   a("CANCEL", None, "btn", (520, 1160, 740, 1270), "android:id/button2", click=True),
                   a("CREATE", None, "btn", (760, 1160, 980, 1270), "android:id/button1", click=bool(dialog))]
        return el

    mine = [("Focus", "38 tracks · by you"), ("Run 5k", "24 tracks · by you"), ("Kitchen jazz", "61 tracks · by you")]
    t = Traj(album("9:20", 71, "1:12"))
    t.act("long_press", album("9:20", 71, "1:15", menu("Eugene", "2:26")), "Eugene")
    t.act("click", album("9:20", 71, "1:19", pl_sheet(mine)), "Add to playlist")
    t.act("click", album("9:20", 71, "1:24", pl_sheet(mine, "")), "Create new playlist")
    t.act("input_text", album("9:21", 71, "1:41", pl_sheet(mine, "Sunday slow")), "Playlist title", text="Sunday slow")
    t.act("click", album("9:21", 71, "1:47", snack="Added to Sunday slow"), "CREATE")
    t.act("long_press", album("9:21", 71, "1:58", menu("The Only Thing", "4:44")), "The Only Thing")
    t.act("click", album("9:21", 70, "2:02", pl_sheet([("Sunday slow", "1 track · by you")] + mine)), "Add to playlist")
    t.act("click", album("9:21", 70, "2:09", snack="Added to Sunday slow"), "Sunday slow")
    t.add(rs, "h39-android-11", bad=False)


# StreetComplete - bad
def t12(rs: RowSet) -> None:
    a = App("de.westnordost.streetcomplete")
    pins = [("What’s the surface of Lindenstraße?", (212, 880)), ("Does this bench have a backrest?", (604, 742)),
            ("What are the opening hours of Bäckerei Siebert?", (436, 1196)), ("How many bikes can be parked here?", (820, 1030)),
            ("Does Hauptstraße have a sidewalk?", (318, 1490)), ("What’s the house number of this building?", (702, 1402)),
            ("What kind of building is this?", (888, 1618)), ("Is Kirchweg lit?", (150, 1704))]

    def mapview(clock: str, batt: int, stars: str, upload: int, gone: set[str], sheet: list[dict[str, Any]] | None = None,
                menu: bool = False, uploading: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Map", "v", (0, 0, 1080, 2274), "map", click=True),
              a(None, f"Upload, {upload} unsynced edits" if upload else "Upload", "ib", (24, 110, 150, 236), "uploadButton", click=True),
              a(str(upload) if upload else None, None, "tv", (110, 112, 156, 158), "uploadCounter"),
              a(stars, "Stars", "tv", (170, 130, 420, 216), "starsCounterView", click=True)]
        if uploading:
            el.append(a(None, "Uploading", "pb", (24, 240, 150, 280), "uploadProgress"))
        el.append(a(None, "Main menu", "ib", (930, 110, 1056, 236), "mainMenuButton", click=True))
        for q, (x, y) in pins:
            if q in gone or (sheet and y > 1000):
                continue
            el.append(a(None, q, "v", (x - 50, y - 120, x + 50, y), "quest_pin", click=True))
        if sheet is None:
            el += [a(None, "Zoom in", "ib", (950, 1560, 1056, 1666), "zoomInButton", click=True),
                   a(None, "Zoom out", "ib", (950, 1680, 1056, 1786), "zoomOutButton", click=True),
                   a(None, "Show my location", "ib", (950, 1820, 1056, 1926), "gpsTrackingButton", click=True, checked=True),
                   a(None, "Stop tracking", "ib", (24, 1950, 240, 2050), "stopTracking", click=True),
                   a("© OpenStreetMap contributors", None, "tv", (620, 2220, 1060, 2262), "attributionText")]
        if menu:
            el += [a(None, None, "ll", (520, 240, 1056, 1140), "main_menu")]
            for i, o in enumerate(["Profile", "Edit history", "Team mode", "Overlays", "Quest selection", "Settings", "About"]):
                el.append(a(o, None, "tv", (540, 260 + i * 124, 1040, 370 + i * 124), "title", click=True))
        return scr(clock, batt, el + (sheet or []))

    def surface(sel: str | None) -> list[dict[str, Any]]:
        el = [a(None, None, "ll", (0, 1000, 1080, 2274), "bottomSheetContainer"),
              a("What’s the surface of this road here?", None, "tv", (40, 1030, 1040, 1100), "titleLabel"),
              a("Lindenstraße · residential road", None, "tv", (40, 1100, 1040, 1150), "titleHintLabel"),
              a(None, "Close", "ib", (960, 1020, 1060, 1110), "closeButton", click=True)]
        for i, o in enumerate(["Asphalt", "Concrete", "Paving stones", "Sett", "Compacted", "Fine gravel", "Gravel", "Dirt"]):
            x, y = 40 + (i % 4) * 252, 1180 + (i // 4) * 300
            el.append(a(o, o, "tv", (x, y, x + 240, y + 280), "itemView", click=True, sel=o == sel))
        el += [a("Other answers…", None, "btn", (40, 1800, 500, 1900), "otherAnswersButton", click=True),
               a(None, "OK", "ib", (880, 1790, 1040, 1950), "okButton", click=sel is not None)]
        return el

    def bench() -> list[dict[str, Any]]:
        return [a(None, None, "ll", (0, 1000, 1080, 2274), "bottomSheetContainer"),
                a("Does this bench have a backrest?", None, "tv", (40, 1030, 1040, 1100), "titleLabel"),
                a("Bench", None, "tv", (40, 1100, 1040, 1150), "titleHintLabel"),
                a(None, "Close", "ib", (960, 1020, 1060, 1110), "closeButton", click=True),
                a(None, "Bench with backrest", "iv", (240, 1190, 840, 1610), "image"),
                a("Other answers…", None, "btn", (40, 1660, 500, 1760), "otherAnswersButton", click=True),
                a("No", None, "btn", (560, 1800, 790, 1920), "noButton", click=True),
                a("Yes", None, "btn", (810, 1800, 1040, 1920), "yesButton", click=True)]

    def profile(clock: str, batt: int, tab: str) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Profile", None, "tv", (170, 140, 800, 220)),
              a(None, "Log out", "ib", (944, 124, 1064, 236), "logoutButton", click=True)]
        for i, tb in enumerate(["Profile", "Achievements", "Links", "Edits by type"]):
            el.append(a(tb, None, "tv", (i * 270, 250, i * 270 + 270, 350), "tab", click=True, sel=tb == tab))
        if tab == "Profile":
            el += [a(None, "Avatar", "iv", (60, 400, 300, 640), "userAvatarImageView"),
                   a("gehweg_gerd", None, "tv", (330, 420, 1040, 500), "userNameTextView"),
                   a("1,287", "Stars", "tv", (330, 510, 700, 590), "editCountText"),
                   a("Ranking #712 worldwide", None, "tv", (330, 590, 1040, 640), "globalRankText"),
                   a("Germany", None, "tv", (60, 700, 500, 760), "localRankLabel"),
                   a("#94", None, "tv", (560, 700, 1040, 760), "localRankText"),
                   a("Active days", None, "tv", (60, 800, 500, 860)),
                   a("148", None, "tv", (560, 800, 1040, 860), "daysActiveText"),
                   a("Achievement levels", None, "tv", (60, 900, 500, 960)),
                   a("45", None, "tv", (560, 900, 1040, 960), "achievementLevelsText"),
                   a("Unpublished edits are counted as soon as you answer a quest.", None, "tv", (60, 1020, 1040, 1120)),
                   a("OpenStreetMap profile", None, "btn", (60, 1180, 1040, 1290), "openOsmProfileButton", click=True)]
        else:
            for i, (name, lvl) in enumerate([("Surveyor", "Level 7"), ("Car", "Level 9"), ("Veg", "Level 3"), ("Pedestrian", "Level 6"),
                                              ("Building", "Level 4"), ("Bicycle", "Level 5"), ("Postman", "Level 3"), ("Citizen", "Level 2"),
                                              ("Outdoors", "Level 1"), ("Rare", "Level 2"), ("Lifesaver", "Level 1"), ("Wheelchair", "Level 2")]):
                x, y = 40 + (i % 3) * 340, 400 + (i // 3) * 380
                el += [a(None, f"{name}, {lvl}", "iv", (x, y, x + 320, y + 300), "achievementIconView", click=True),
                       a(lvl, None, "tv", (x, y + 300, x + 320, y + 350), "levelText")]
        return scr(clock, batt, el)

    g1 = {pins[0][0]}
    g2 = {pins[0][0], pins[1][0]}
    t = Traj(mapview("11:03", 83, "1,284", 0, set()))
    t.act("click", mapview("11:03", 83, "1,284", 0, set(), surface(None)), pins[0][0])
    t.act("click", mapview("11:03", 83, "1,284", 0, set(), surface("Paving stones")), "Paving stones")
    t.act("click", mapview("11:04", 83, "1,285", 1, g1), "OK")
    t.act("click", mapview("11:04", 83, "1,285", 1, g1, bench()), pins[1][0])
    t.act("click", mapview("11:05", 82, "1,286", 2, g2), "Yes")
    t.act("click", mapview("11:05", 82, "1,286", 0, g2, uploading=True), "Upload, 2 unsynced edits")
    t.act("click", mapview("11:05", 82, "1,286", 0, g2, menu=True), "Main menu")
    t.act("click", profile("11:06", 82, "Profile"), "Profile")
    t.act("click", profile("11:06", 82, "Achievements"), "Achievements")
    t.add(rs, "h39-android-12", bad=True, turn=8, kind="profile star count exceeds the edits made")


# Zoom Team Chat - bad
def t13(rs: RowSet) -> None:
    a = App("us.zoom.videomeetings")

    def tabs() -> list[dict[str, Any]]:
        return [a("Meetings", "Meetings", "fl", (0, 2110, 216, 2274), "tabMeetings", click=True),
                a("Team Chat", "Team Chat", "fl", (216, 2110, 432, 2274), "tabChats", click=True, sel=True),
                a("Mail", "Mail", "fl", (432, 2110, 648, 2274), "tabMail", click=True),
                a("Contacts", "Contacts", "fl", (648, 2110, 864, 2274), "tabContacts", click=True),
                a("More", "More", "fl", (864, 2110, 1080, 2274), "tabMore", click=True)]

    def chats(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Avatar, Elif Demir, Available", "iv", (24, 120, 140, 236), "avatarView", click=True),
              a("Team Chat", None, "tv", (160, 140, 600, 220), "txtTitle"),
              a(None, "Search", "ib", (820, 124, 940, 236), "btnSearch", click=True),
              a(None, "New chat", "ib", (944, 124, 1064, 236), "btnNewChat", click=True),
              a(None, None, "rv", (0, 250, 1080, 2110), "chatsListView", scroll=True)]
        y = 260
        for name, msg, when, unread in [("release-train", "Hana Sato: RC2 is on staging: build 4.18.0-rc2 (#2291)", "10:02 AM", 3),
                                        ("Marcus Bell", "ok, ping me when done", "9:47 AM", 0),
                                        ("android-platform", "Raj Patel: Gradle 8.7 bump merged", "9:30 AM", 0),
                                        ("design-crit", "Noor Haddad: new empty states in Figma", "Yesterday", 0),
                                        ("Hana Sato", "You: sure, after standup", "Yesterday", 0),
                                        ("oncall-mobile", "PagerBot: Resolved: ANR spike (INC-5531)", "Mon", 0),
                                        ("Lunch crew", "Tom: tacos friday?", "Mon", 0),
                                        ("Raj Patel", "You: thanks!", "6/7/24", 0)]:
            el += [a(None, None, "ll", (0, y, 1080, y + 200), "chatItem", click=True),
                   a(None, name, "iv", (30, y + 40, 150, y + 160), "avatarView"),
                   a(name, None, "tv", (180, y + 36, 800, y + 96), "txtTitle"),
                   a(msg, None, "tv", (180, y + 100, 900, y + 150), "txtMessage"),
                   a(when, None, "tv", (820, y + 40, 1050, y + 90), "txtTime")]
            if unread:
                el.append(a(str(unread), f"{unread} unread", "tv", (980, y + 110, 1040, y + 160), "txtNoteBubble"))
            y += 200
        return scr(clock, batt, el + tabs(), ("Zoom",))

    msgs = [("Hana Sato", "9:51 AM", "Cutting RC2 now, freeze is in effect for release/4.18"),
            ("Raj Patel", "9:58 AM", "QA smoke suite is green on RC1, 212/212 passed"),
            ("Hana Sato", "10:02 AM", "RC2 is on staging: build 4.18.0-rc2 (#2291)")]

    def channel(clock: str, batt: int, items: list[tuple[str, str, str]], draft: str | None, focus: bool) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "btnBack", click=True),
              a("release-train", None, "tv", (150, 130, 760, 190), "txtTitle", click=True),
              a("14 members", None, "tv", (150, 190, 760, 232), "txtSubtitle"),
              a(None, "Start meeting", "ib", (820, 124, 940, 236), "btnVideoCall", click=True),
              a(None, "Channel info", "ib", (944, 124, 1064, 236), "btnChatInfo", click=True),
              a(None, None, "rv", (0, 250, 1080, 1960), "messageListView", scroll=True),
              a("Today", None, "tv", (440, 270, 640, 320), "txtDate")]
        y = 340
        for who, when, text in items:
            el += [a(None, who, "iv", (30, y, 130, y + 100), "avatarView"),
                   a(who, None, "tv", (160, y, 600, y + 50), "txtScreenName"),
                   a(when, None, "tv", (620, y, 900, y + 50), "txtTime"),
                   a(text, None, "tv", (160, y + 56, 1040, y + 160), "txtMessage", click=True)]
            y += 200
        el += [a(None, "More", "ib", (20, 1980, 130, 2090), "btnMoreOpts", click=True),
               a(draft, None, "et", (140, 1980, 860, 2090), "edtMessage", click=True, edit=True, focus=focus, hint="Message #release-train"),
               a(None, "Send", "ib", (944, 1980, 1064, 2090), "btnSend", click=bool(draft))]
        return scr(clock, batt, el, ("Zoom",))

    def info(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "btnBack", click=True),
              a("Channel info", None, "tv", (150, 140, 760, 220), "txtTitle"),
              a(None, "release-train", "iv", (420, 270, 660, 510), "avatarView"),
              a("release-train", None, "tv", (48, 530, 1032, 600), "txtChannelName"),
              a("Private channel · Created by Hana Sato on 2/12/24", None, "tv", (48, 600, 1032, 650), "txtChannelDesc"),
              a(None, None, "rv", (0, 690, 1080, 2274), "optionsList", scroll=True)]
        y = 700
        for lab, val in [("Members", "14"), ("Pinned messages", "2"), ("Files", "37"), ("Bookmarks", "5"),
                         ("Notifications", "All messages"), ("Mute channel", None), ("Description", "Release coordination for Android & iOS"),
                         ("Leave channel", None)]:
            el += [a(None, None, "ll", (0, y, 1080, y + 150), "optionItem", click=True),
                   a(lab, None, "tv", (48, y + 44, 700, y + 104), "txtOptionTitle")]
            if val:
                el.append(a(val, None, "tv", (700, y + 44, 1032, y + 104), "txtOptionValue"))
            y += 150
        return scr(clock, batt, el, ("Zoom",))

    def files(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "btnBack", click=True),
              a("Files", None, "tv", (150, 140, 760, 220), "txtTitle"),
              a(None, "Search", "ib", (944, 124, 1064, 236), "btnSearch", click=True),
              a(None, None, "rv", (0, 250, 1080, 2274), "fileListView", scroll=True)]
        y = 260
        for name, meta in [("rc2-release-notes.md", "Hana Sato · 6/12/24 · 8 KB"), ("android-regression-matrix.xlsx", "Elif Demir · 6/11/24 · 64 KB"),
                           ("crash-free-users-4.17.png", "Raj Patel · 6/10/24 · 412 KB"), ("4.18-scope.pdf", "Hana Sato · 6/3/24 · 1.2 MB"),
                           ("play-console-rollout.png", "Marcus Bell · 5/29/24 · 288 KB"), ("4.17.2-hotfix-notes.md", "Hana Sato · 5/21/24 · 6 KB"),
                           ("ios-testflight-groups.csv", "Noor Haddad · 5/14/24 · 3 KB")]:
            el += [a(None, None, "ll", (0, y, 1080, y + 180), "fileItem", click=True),
                   a(None, "File", "iv", (30, y + 40, 130, y + 140), "imgFileIcon"),
                   a(name, None, "tv", (160, y + 36, 1040, y + 96), "txtFileName"),
                   a(meta, None, "tv", (160, y + 100, 1040, y + 146), "txtFileOwner")]
            y += 180
        return scr(clock, batt, el, ("Zoom",))

    mine = "Thanks! Starting the Android regression pass on build 2291 now."
    sent = msgs + [("Elif Demir", "10:14 AM", mine)]
    t = Traj(chats("10:12", 90))
    t.act("click", channel("10:12", 90, msgs, None, False), "release-train")
    t.act("click", channel("10:13", 90, msgs, None, True), "Message #release-train")
    t.act("input_text", channel("10:13", 90, msgs, mine, True), "Message #release-train", text=mine)
    t.act("click", channel("10:14", 90, sent, None, True), "Send")
    t.act("wait", channel("10:15", 89, sent + [("Hana Sato", "10:09 AM", "🙏 ETA for sign-off? Play rollout window opens at 1 PM")], None, True))
    t.act("click", info("10:15", 89), "Channel info")
    t.act("click", files("10:16", 89), "Files")
    t.add(rs, "h39-android-13", bad=True, turn=5, kind="new reply stamped earlier than the message sent before it")


# Tachiyomi - clean
def t14(rs: RowSet) -> None:
    a = App("eu.kanade.tachiyomi")
    lib0 = [("Frieren: Beyond Journey's End", 2), ("Chainsaw Man", 1), ("Dandadan", 3), ("Blue Period", 0),
            ("Vinland Saga", 0), ("Kaiju No. 8", 4), ("Spy x Family", 1), ("Witch Hat Atelier", 0),
            ("Sakamoto Days", 2), ("Oshi no Ko", 0), ("Blue Lock", 5), ("Delicious in Dungeon", 0)]

    def tabs() -> list[dict[str, Any]]:
        return [a("Library", "Library", "v", (0, 2110, 216, 2274), click=True, sel=True),
                a("Updates", "Updates", "v", (216, 2110, 432, 2274), click=True),
                a("History", "History", "v", (432, 2110, 648, 2274), click=True),
                a("Browse", "Browse", "v", (648, 2110, 864, 2274), click=True),
                a("More", "More", "v", (864, 2110, 1080, 2274), click=True)]

    def library(clock: str, batt: int, items: list[tuple[str, int]], menu: bool = False, updating: str | None = None,
                icons: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        el = [a("Library", None, "tv", (48, 140, 500, 220)),
              a("12", None, "tv", (510, 150, 580, 210)),
              a(None, "Search", "v", (700, 124, 820, 236), click=True),
              a(None, "Filter", "v", (820, 124, 940, 236), click=True),
              a(None, "More options", "v", (944, 124, 1064, 236), click=True),
              a(None, None, "v", (0, 250, 1080, 2110), scroll=True)]
        for i, (name, unread) in enumerate(items):
            x, y = 16 + (i % 3) * 352, 260 + (i // 3) * 460
            el.append(a(None, None, "v", (x, y, x + 336, y + 440), click=True))
            if unread:
                el.append(a(str(unread), None, "tv", (x + 10, y + 10, x + 80, y + 70)))
            el.append(a(name, None, "tv", (x + 10, y + 330, x + 326, y + 430)))
        if menu:
            el += [a(None, None, "v", (600, 130, 1064, 500)),
                   a("Update library", None, "tv", (620, 150, 1044, 260), click=True),
                   a("Update category", None, "tv", (620, 260, 1044, 370), click=True),
                   a("Open random entry", None, "tv", (620, 370, 1044, 480), click=True)]
        if updating:
            el.append(a(updating, None, "tv", (40, 1980, 1040, 2090)))
        return scr(clock, batt, el + tabs(), icons)

    chapters = [("Chapter 130", "Today", "MangaDex (EN) · Scanlator: Tsundoku"), ("Chapter 129", "06/05/24", None),
                ("Chapter 128", "05/29/24", None), ("Chapter 127", "05/22/24", None), ("Chapter 126", "05/15/24", None),
                ("Chapter 125", "04/24/24", None), ("Chapter 124", "04/17/24", None)]

    def details(clock: str, batt: int, read: set[str], sel: list[str], dl: str | None, icons: tuple[str, ...]) -> list[dict[str, Any]]:
        if sel:
            el = [a(None, "Cancel", "v", (0, 110, 132, 242), click=True),
                  a(str(len(sel)), None, "tv", (160, 140, 400, 220)),
                  a(None, "Select all", "v", (820, 124, 940, 236), click=True),
                  a(None, "Inverse selection", "v", (944, 124, 1064, 236), click=True)]
        else:
            el = [a(None, "Navigate up", "v", (0, 110, 132, 242), click=True),
                  a(None, "Download", "v", (700, 124, 820, 236), click=True),
                  a(None, "Filter", "v", (820, 124, 940, 236), click=True),
                  a(None, "More options", "v", (944, 124, 1064, 236), click=True)]
        el += [a(None, None, "v", (0, 250, 1080, 2110), scroll=True),
               a("Frieren: Beyond Journey's End", None, "tv", (360, 270, 1040, 390)),
               a("Kanehito Yamada, Tsukasa Abe", None, "tv", (360, 400, 1040, 450)),
               a("Ongoing • MangaDex (EN)", None, "tv", (360, 460, 1040, 510)),
               a("In library", None, "v", (40, 620, 340, 760), click=True, sel=True),
               a("Every 7 days", None, "v", (380, 620, 700, 760), click=True),
               a("Tracking", None, "v", (740, 620, 1040, 760), click=True),
               a("130 chapters", None, "tv", (40, 820, 700, 890))]
        y = 900
        for name, date, scan in chapters:
            r = name in read
            el += [a(None, None, "v", (0, y, 1080, y + 150), click=True, sel=name in sel),
                   a(name, None, "tv", (40, y + 24, 860, y + 80)),
                   a(date + (" • " + scan.split(" · ")[1] if scan else "") + (" • Read" if r else ""), None, "tv", (40, y + 84, 860, y + 126))]
            if name == "Chapter 130" and dl:
                el.append(a(None, dl, "v", (944, y + 30, 1064, y + 120), click=True))
            else:
                el.append(a(None, "Download", "v", (944, y + 30, 1064, y + 120), click=True))
            y += 150
        if sel:
            el += [a(None, "Bookmark chapters", "v", (0, 2110, 216, 2274), click=True),
                   a(None, "Mark as read", "v", (216, 2110, 432, 2274), click=True),
                   a(None, "Mark as unread", "v", (432, 2110, 648, 2274), click=True),
                   a(None, "Mark previous as read", "v", (648, 2110, 864, 2274), click=True),
                   a(None, "Download", "v", (864, 2110, 1080, 2274), click=True)]
        else:
            el.append(a("Resume" if "Chapter 128" in read else "Start", None, "btn", (700, 1960, 1040, 2080), click=True))
        return scr(clock, batt, el, icons)

    old = {"Chapter 127", "Chapter 126", "Chapter 125", "Chapter 124"}
    lib1 = [(n, u + 1 if n in ("Frieren: Beyond Journey's End", "Kaiju No. 8") else u) for n, u in lib0]
    lib2 = [(n, 1 if n.startswith("Frieren") else u) for n, u in lib1]
    ic = ("Tachiyomi",)
    t = Traj(library("7:58", 93, lib0))
    t.act("click", library("7:58", 93, lib0, menu=True), "More options")
    t.act("click", library("7:58", 93, lib0, updating="Updating library… (3/12)", icons=ic), "Update library")
    t.act("wait", library("7:59", 93, lib1, icons=ic))
    t.act("click", details("7:59", 93, old, [], None, ic), "Frieren: Beyond Journey's End")
    t.act("long_press", details("7:59", 93, old, ["Chapter 128"], None, ic), "Chapter 128")
    t.act("click", details("8:00", 93, old, ["Chapter 128", "Chapter 129"], None, ic), "Chapter 129")
    t.act("click", details("8:00", 93, old | {"Chapter 128", "Chapter 129"}, [], None, ic), "Mark as read")
    t.act("click", details("8:00", 92, old | {"Chapter 128", "Chapter 129"}, [], "Downloading 38%", ic), "Download", 1)
    t.act("wait", details("8:01", 92, old | {"Chapter 128", "Chapter 129"}, [], "Delete downloaded chapter", ic))
    t.act("navigate_back", library("8:01", 92, lib2, icons=ic))
    t.add(rs, "h39-android-14", bad=False)


# LinkedIn - clean
def t15(rs: RowSet) -> None:
    a = App("com.linkedin.android")
    body = ("We're hiring 3 senior Android engineers in Oslo 🇳🇴 Kotlin, Compose, and a team that actually ships. "
            "Hybrid, relocation support, Norwegian not required. DM me or apply below 👇")

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [a("Home", "Home", "fl", (0, 2110, 216, 2274), "tab_feed", click=True, sel=sel == "Home"),
                a("My Network", "My Network", "fl", (216, 2110, 432, 2274), "tab_relationships", click=True),
                a("Post", "Post", "fl", (432, 2110, 648, 2274), "tab_post", click=True),
                a("Notifications", "Notifications, 3 new", "fl", (648, 2110, 864, 2274), "tab_notifications", click=True, sel=sel == "Notifications"),
                a("Jobs", "Jobs", "fl", (864, 2110, 1080, 2274), "tab_jobs", click=True)]

    def feed(clock: str, batt: int, liked: bool, likes: int, comments: int, reposts: int, sheet: bool = False,
             snack: str | None = None) -> list[dict[str, Any]]:
        react = f"You and {likes - 1} others" if liked else str(likes)
        el = [a(None, "Jonas Berg, view profile", "iv", (24, 120, 140, 236), "me_launcher", click=True),
              a(None, "Search", "et", (160, 124, 860, 236), "search_bar_text", click=True, hint="Search"),
              a(None, "Messaging", "ib", (944, 124, 1064, 236), "home_messaging", click=True),
              a(None, None, "rv", (0, 250, 1080, 2110), "feed_recycler_view", scroll=True),
              a(None, "Ingrid Solberg, Engineering Manager at Vipps MobilePay, 2nd", "iv", (30, 280, 150, 400), "feed_actor_image", click=True),
              a("Ingrid Solberg", None, "tv", (170, 280, 800, 330), "feed_actor_name"),
              a("Engineering Manager at Vipps MobilePay", None, "tv", (170, 330, 900, 372), "feed_actor_headline"),
              a("3h • Edited", None, "tv", (170, 372, 600, 410), "feed_actor_sub_description"),
              a("+ Follow", None, "btn", (860, 290, 1050, 370), "feed_actor_follow_button", click=True),
              a(body, None, "tv", (30, 430, 1050, 640), "feed_commentary", click=True),
              a(None, "Senior Android Engineer, Vipps MobilePay, Oslo, Norway (Hybrid)", "ll", (30, 660, 1050, 900), "feed_entity_card", click=True),
              a(react, f"{likes} reactions", "tv", (30, 920, 600, 970), "feed_social_counts_reactions", click=True),
              a(f"{comments} comments • {reposts} reposts", None, "tv", (600, 920, 1050, 970), "feed_social_counts_comments", click=True),
              a("Like", "Unlike" if liked else "React Like", "btn", (0, 990, 270, 1100), "feed_social_actions_like", click=True, sel=liked),
              a("Comment", "Comment", "btn", (270, 990, 540, 1100), "feed_social_actions_comment", click=True),
              a("Repost", "Repost", "btn", (540, 990, 810, 1100), "feed_social_actions_reshare", click=True),
              a("Send", "Send", "btn", (810, 990, 1080, 1100), "feed_social_actions_send", click=True),
              a("Promoted", None, "tv", (170, 1190, 600, 1230), "feed_actor_sub_description"),
              a("JetBrains", None, "tv", (170, 1140, 800, 1190), "feed_actor_name"),
              a("Kotlin 2.0 is here: the K2 compiler is now stable. See what's new for multiplatform projects.", None, "tv", (30, 1250, 1050, 1380), "feed_commentary", click=True),
              a(None, "Kotlin 2.0 release video, 1:42", "iv", (0, 1400, 1080, 2000), "feed_video", click=True)]
        if sheet:
            el += [a(None, None, "ll", (0, 1600, 1080, 2274), "design_bottom_sheet"),
                   a("Repost with your thoughts", None, "tv", (40, 1660, 1040, 1760), "reshare_with_thoughts", click=True),
                   a("Create a new post with Ingrid's post attached", None, "tv", (40, 1760, 1040, 1810)),
                   a("Repost", None, "tv", (40, 1860, 1040, 1960), "reshare_instantly", click=True),
                   a("Instantly bring Ingrid's post to others' feeds", None, "tv", (40, 1960, 1040, 2010))]
        if snack:
            el += [a(snack, None, "tv", (40, 1970, 800, 2080), "snackbar_text"),
                   a("View", None, "btn", (820, 1980, 1040, 2070), "snackbar_action", click=True)]
        return scr(clock, batt, el + tabs("Home"), ("LinkedIn",))

    comments = [("Maren Dahl", "Staff Engineer at Schibsted", "2h", "Great team, can vouch for the onboarding 👏", "12"),
                ("Arjun Mehta", "Android Developer | Kotlin | Compose", "2h", "Is the role open to candidates in Poland?", "3"),
                ("Ingrid Solberg", "Author • Engineering Manager at Vipps MobilePay", "1h", "Arjun Mehta yes, relocation is supported 🙂", "5")]

    def detail(clock: str, batt: int, draft: str | None, mine: bool, n: int) -> list[dict[str, Any]]:
        el = [a(None, "Back", "ib", (0, 110, 132, 242), "toolbar_back", click=True),
              a("Post", None, "tv", (150, 140, 700, 220), "toolbar_title"),
              a(None, "More options", "ib", (944, 124, 1064, 236), "toolbar_overflow", click=True),
              a(None, None, "rv", (0, 250, 1080, 1960), "feed_detail_recycler", scroll=True),
              a("Ingrid Solberg", None, "tv", (170, 280, 800, 330), "feed_actor_name"),
              a(body, None, "tv", (30, 430, 1050, 640), "feed_commentary"),
              a("You and 184 others", "185 reactions", "tv", (30, 660, 600, 710), "feed_social_counts_reactions", click=True),
              a(f"{n} comments • 9 reposts", None, "tv", (600, 660, 1050, 710), "feed_social_counts_comments"),
              a("Most relevant", "Sort comments, Most relevant", "btn", (30, 740, 400, 810), "comments_sort_button", click=True)]
        y = 830
        rows = ([("Jonas Berg", "Android Engineer at Sparebank 1 Utvikling", "Now",
                  "Congrats on the growth, Ingrid! Sharing with a couple of folks from the Bergen Android meetup.", None)] if mine else []) + comments
        for who, head, when, text, likes in rows:
            el += [a(None, who, "iv", (30, y, 130, y + 100), "comment_actor_image", click=True),
                   a(who + (" (You)" if who == "Jonas Berg" else ""), None, "tv", (150, y, 800, y + 46), "comment_actor_name"),
                   a(head, None, "tv", (150, y + 46, 900, y + 86), "comment_actor_headline"),
                   a(when, None, "tv", (900, y, 1050, y + 46), "comment_time"),
                   a(text, None, "tv", (150, y + 92, 1050, y + 190), "comment_text"),
                   a("Like" if not likes else f"Like • {likes}", None, "btn", (150, y + 196, 400, y + 240), "comment_like", click=True),
                   a("Reply", None, "btn", (420, y + 196, 600, y + 240), "comment_reply", click=True)]
            y += 260
        el += [a(None, "Jonas Berg", "iv", (20, 1980, 120, 2080), "comment_bar_actor_image"),
               a(draft, None, "et", (140, 1980, 860, 2090), "comment_bar_edit_text", click=True, edit=True, focus=draft is not None or not mine, hint="Add a comment…"),
               a("Post", None, "btn", (880, 1990, 1060, 2080), "comment_bar_post", click=bool(draft))]
        return scr(clock, batt, el, ("LinkedIn",))

    def notifs(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Jonas Berg, view profile", "iv", (24, 120, 140, 236), "me_launcher", click=True),
              a(None, "Search", "et", (160, 124, 860, 236), "search_bar_text", click=True, hint="Search"),
              a(None, "Settings", "ib", (944, 124, 1064, 236), "notifications_settings", click=True),
              a("All", None, "btn", (30, 250, 180, 330), "filter_pill", click=True, sel=True),
              a("My posts", None, "btn", (200, 250, 420, 330), "filter_pill", click=True),
              a("Mentions", None, "btn", (440, 250, 680, 330), "filter_pill", click=True),
              a(None, None, "rv", (0, 340, 1080, 2110), "notifications_recycler_view", scroll=True)]
        y = 350
        for txt, when in [("Ingrid Solberg reacted to your comment: “Congrats on the growth, Ingrid! Sharing with a…”", "1m"),
                          ("Your post got 41 impressions this week. See who viewed it.", "2h"),
                          ("Maren Dahl commented on Ingrid Solberg's post", "2h"),
                          ("You appeared in 17 searches this week.", "9h"),
                          ("Espen Lie, Android Lead at Finn.no, viewed your profile", "1d"),
                          ("Congratulate Hilde Aas for starting a new position as Head of Mobile at Oda", "2d"),
                          ("Jobs you may be interested in: Senior Android Engineer at Vipps MobilePay and 5 more", "3d")]:
            el += [a(None, None, "ll", (0, y, 1080, y + 220), "notification_card", click=True),
                   a(txt, None, "tv", (160, y + 30, 900, y + 170), "notification_headline"),
                   a(when, None, "tv", (920, y + 30, 1050, y + 80), "notification_time"),
                   a(None, "More options", "ib", (944, y + 100, 1064, y + 190), "notification_overflow", click=True)]
            y += 220
        return scr(clock, batt, el + tabs("Notifications"), ("LinkedIn",))

    mine = "Congrats on the growth, Ingrid! Sharing with a couple of folks from the Bergen Android meetup."
    t = Traj(feed("12:31", 57, False, 184, 23, 9))
    t.act("click", feed("12:31", 57, True, 185, 23, 9), "React Like")
    t.act("click", detail("12:31", 57, None, False, 23), "Comment")
    t.act("input_text", detail("12:32", 57, mine, False, 23), "Add a comment…", text=mine)
    t.act("click", detail("12:32", 57, None, True, 24), "Post")
    t.act("navigate_back", feed("12:33", 56, True, 186, 24, 9))
    t.act("click", feed("12:33", 56, True, 186, 24, 9, sheet=True), "Repost")
    t.act("click", feed("12:33", 56, True, 186, 24, 10, snack="Repost successful."), "Repost", 1)
    t.act("click", notifs("12:34", 56), "Notifications")
    t.add(rs, "h39-android-15", bad=False)


# OpenKeychain - bad
def t16(rs: RowSet) -> None:
    a = App("org.sufficientlysecure.keychain")
    fp = "B7A2 5C91 0E3D 44F8 6A1B  9C07 3E8B 1F27 A94C D605"
    own = "4F0C 92AE 7D15 3B60 C8E1  A4D2 5B97 06FE 21C3 88DA"

    def keylist(clock: str, batt: int, keys: list[tuple[str, str, str]], fab: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Open navigation drawer", "ib", (0, 110, 132, 242), click=True),
              a("Keys", None, "tv", (170, 140, 600, 220)),
              a(None, "Search", "tv", (700, 124, 820, 236), "menu_key_list_search", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "rv", (0, 250, 1080, 2274), "key_list_list", scroll=True),
              a("My Keys", None, "tv", (40, 260, 1040, 320), "stickylistheaders_header_text"),
              a(None, None, "ll", (0, 330, 1080, 500), "key_list_item", click=True),
              a("Sofia Marquez", None, "tv", (40, 350, 900, 410), "key_list_item_name"),
              a("sofia@marquez.dev", None, "tv", (40, 410, 900, 460), "key_list_item_email"),
              a(None, "Secret key available", "iv", (940, 370, 1040, 460), "key_list_item_status_icon"),
              a("Keys", None, "tv", (40, 520, 1040, 580), "stickylistheaders_header_text")]
        y = 590
        for name, mail, status in keys:
            el += [a(None, None, "ll", (0, y, 1080, y + 170), "key_list_item", click=True),
                   a(name, None, "tv", (40, y + 20, 900, y + 80), "key_list_item_name"),
                   a(mail, None, "tv", (40, y + 80, 900, y + 130), "key_list_item_email")]
            if status:
                el.append(a(None, status, "iv", (940, y + 40, 1040, y + 130), "key_list_item_status_icon"))
            y += 170
        if fab:
            for i, o in enumerate(["Create my key", "Import from file", "Scan QR code", "Search"]):
                el += [a(o, None, "tv", (420, 1260 + i * 170, 840, 1340 + i * 170), "fab_label"),
                       a(None, o, "ib", (880, 1240 + i * 170, 1000, 1360 + i * 170), "fab_mini", click=True)]
            el.append(a(None, "Close", "ib", (860, 1900, 1040, 2080), "fab_main", click=True))
        else:
            el.append(a(None, "Add", "ib", (860, 1900, 1040, 2080), "fab_main", click=True))
        return scr(clock, batt, el)

    def search(clock: str, batt: int, q: str | None, results: bool) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a("Import Keys", None, "tv", (170, 140, 800, 220)),
              a(q, None, "et", (40, 260, 900, 380), "cloud_import_server_query", click=True, edit=True, focus=not results, hint="Name, email, key ID, fingerprint…"),
              a(None, "Search", "ib", (920, 260, 1040, 380), "cloud_import_server_search", click=True),
              a("keys.openpgp.org", None, "tv", (40, 390, 1040, 440), "cloud_import_server_name")]
        if results:
            el += [a("1 key found", None, "tv", (40, 480, 1040, 540), "import_keys_list_header"),
                   a(None, None, "ll", (0, 550, 1080, 1050), "import_keys_list_item", click=True),
                   a("Jonas Keller", None, "tv", (40, 570, 1040, 630), "import_keys_item_name"),
                   a("jonas.keller@posteo.de", None, "tv", (40, 630, 1040, 680), "import_keys_item_email"),
                   a("0x3E8B1F27A94CD605", None, "tv", (40, 690, 600, 740), "import_keys_item_key_id"),
                   a("ed25519 · created 2023-09-02", None, "tv", (40, 740, 1040, 790), "import_keys_item_algorithm"),
                   a(fp, None, "tv", (40, 800, 1040, 860), "import_keys_item_fingerprint"),
                   a("Verified email: jonas.keller@posteo.de", None, "tv", (40, 870, 1040, 920), "import_keys_item_user_id"),
                   a("IMPORT", None, "btn", (780, 940, 1040, 1040), "import_keys_item_import", click=True)]
        return scr(clock, batt, el)

    def view(clock: str, batt: int, name: str, mail: str, fpr: str, mine: bool, tab: str = "Main") -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(name, None, "tv", (170, 130, 820, 200), "view_key_name"),
              a(mail, None, "tv", (170, 200, 820, 240), "view_key_email"),
              a(None, "Show QR code", "ib", (830, 124, 944, 236), "view_key_qr_code_layout", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a("Your key" if mine else "This key has not been confirmed by you", None, "tv", (40, 270, 1040, 330), "view_key_status")]
        for i, tb in enumerate(["Main", "Share", "Keys", "Advanced"]):
            el.append(a(tb.upper(), None, "tv", (i * 270, 350, i * 270 + 270, 440), "tab", click=True, sel=tb == tab))
        if tab == "Main":
            el += [a("Fingerprint", None, "tv", (40, 480, 1040, 530)),
                   a(fpr, None, "tv", (40, 530, 1040, 600), "view_key_fingerprint", click=True),
                   a("Identities", None, "tv", (40, 650, 1040, 700)),
                   a(f"{name} <{mail}>", None, "tv", (40, 710, 1040, 770), "user_id_item_name"),
                   a("Primary identity" if mine else "Not certified", None, "tv", (40, 770, 1040, 820), "user_id_item_certified")]
            if mine:
                el += [a("Sofia Marquez <smarquez@fsfe.org>", None, "tv", (40, 850, 1040, 910), "user_id_item_name"),
                       a("Certified by you", None, "tv", (40, 910, 1040, 960), "user_id_item_certified"),
                       a("Add identity", None, "btn", (40, 1000, 500, 1100), "view_key_action_add_user_id", click=True),
                       a("Linked identities", None, "tv", (40, 1160, 1040, 1210)),
                       a("https://github.com/smarquez", None, "tv", (40, 1220, 1040, 1280), "linked_id_item_text")]
            else:
                el.append(a("CONFIRM KEY", None, "btn", (40, 880, 1040, 990), "view_key_action_certify", click=True))
            el.append(a("Encrypt text", None, "btn", (40, 1400, 520, 1500), "view_key_action_encrypt_text", click=True))
            el.append(a("Encrypt files", None, "btn", (560, 1400, 1040, 1500), "view_key_action_encrypt_files", click=True))
        else:
            el.append(a(None, None, "rv", (0, 460, 1080, 2274), "view_key_subkeys", scroll=True))
            y = 470
            for kid, algo, use, dates in [("0x5B9706FE21C388DA", "ed25519", "Certify, Sign", "Created 2022-03-14 · Expires 2026-03-14"),
                                           ("0x9D41E7023A6BC115", "cv25519", "Encrypt", "Created 2022-03-14 · Expires 2026-03-14"),
                                           ("0x70C8F2D94E15B3A6", "ed25519", "Authenticate", "Created 2023-01-08 · Expires 2026-03-14")]:
                el += [a(kid, None, "tv", (40, y, 700, y + 60), "subkey_item_key_id"),
                       a(f"{algo} · {use}", None, "tv", (40, y + 60, 1040, y + 110), "subkey_item_details"),
                       a(dates, None, "tv", (40, y + 110, 1040, y + 160), "subkey_item_creation")]
                y += 190
        return scr(clock, batt, el)

    base = [("Debian CD signing key", "debian-cd@lists.debian.org", "Confirmed"), ("Linus Torvalds", "torvalds@kernel.org", None),
            ("Mullvad (code signing)", "admin@mullvad.net", "Confirmed"), ("Tor Browser Developers (signing key)", "torbrowser@torproject.org", "Confirmed")]
    with_j = base[:1] + [("Jonas Keller", "jonas.keller@posteo.de", None)] + base[1:]
    t = Traj(keylist("16:22", 48, base))
    t.act("click", keylist("16:22", 48, base, fab=True), "Add")
    t.act("click", search("16:22", 48, None, False), "Search", 2)
    t.act("input_text", search("16:23", 48, "jonas.keller@posteo.de", False), "Name, email, key ID, fingerprint…", text="jonas.keller@posteo.de")
    t.act("click", search("16:23", 48, "jonas.keller@posteo.de", True), "Search")
    t.act("click", view("16:23", 48, "Jonas Keller", "jonas.keller@posteo.de", "B7A2 5C91 0E3D 44F8 6A1B  9C07 3E8B 1F72 A94C D605", False), "IMPORT")
    t.act("navigate_back", keylist("16:24", 47, with_j))
    t.act("click", view("16:24", 47, "Sofia Marquez", "sofia@marquez.dev", own, True), "Sofia Marquez")
    t.act("click", view("16:24", 47, "Sofia Marquez", "sofia@marquez.dev", own, True, "Keys"), "KEYS")
    t.add(rs, "h39-android-16", bad=True, turn=5, kind="imported key fingerprint differs from the one shown in search")


# Plex - clean
def t17(rs: RowSet) -> None:
    a = App("com.plexapp.android")

    def tabs() -> list[dict[str, Any]]:
        return [a("Home", "Home", "fl", (0, 2110, 270, 2274), "home", click=True, sel=True),
                a("Live TV", "Live TV", "fl", (270, 2110, 540, 2274), "live_tv", click=True),
                a("Movies & Shows", "Movies & Shows", "fl", (540, 2110, 810, 2274), "vod", click=True),
                a("More", "More", "fl", (810, 2110, 1080, 2274), "more", click=True)]

    def home(clock: str, batt: int, left: str) -> list[dict[str, Any]]:
        el = [a(None, "Account, mkowalczyk", "iv", (24, 120, 140, 236), "user_avatar", click=True),
              a("Home", None, "tv", (160, 140, 600, 220), "toolbar_title"),
              a(None, "Search", "ib", (820, 124, 940, 236), "search", click=True),
              a(None, "Cast", "ib", (944, 124, 1064, 236), "media_route_button", click=True),
              a(None, None, "rv", (0, 250, 1080, 2110), "content", scroll=True),
              a("Continue Watching", None, "tv", (40, 270, 900, 340), "hub_title", click=True)]
        x = 20
        for title, sub in [("Past Lives", left), ("Severance", "S1 · E4 · 31 min left"), ("Shōgun", "S1 · E7 · 52 min left")]:
            el += [a(None, title, "iv", (x, 360, x + 480, 630), "card_image", click=True),
                   a(title, None, "tv", (x, 640, x + 480, 690), "card_title"),
                   a(sub, None, "tv", (x, 690, x + 480, 730), "card_subtitle")]
            x += 500
        el.append(a("Recently Added in Movies", None, "tv", (40, 780, 900, 850), "hub_title", click=True))
        x = 20
        for title, year in [("Dune: Part Two", "2024"), ("Perfect Days", "2023"), ("Anatomy of a Fall", "2023"), ("The Zone of Interest", "2023")]:
            el += [a(None, title, "iv", (x, 870, x + 300, 1320), "card_image", click=True),
                   a(title, None, "tv", (x, 1330, x + 300, 1380), "card_title"),
                   a(year, None, "tv", (x, 1380, x + 300, 1420), "card_subtitle")]
            x += 320
        el.append(a("Recently Added in TV Shows", None, "tv", (40, 1470, 900, 1540), "hub_title", click=True))
        x = 20
        for title, sub in [("The Bear", "S3 · 10 episodes"), ("Slow Horses", "S3 · E6"), ("Fallout", "S1 · 8 episodes"), ("Shōgun", "S1 · E10")]:
            el += [a(None, title, "iv", (x, 1560, x + 300, 1990), "card_image", click=True),
                   a(title, None, "tv", (x, 2010, x + 300, 2050), "card_title"),
                   a(sub, None, "tv", (x, 2050, x + 300, 2090), "card_subtitle")]
            x += 320
        return scr(clock, batt, el + tabs(), ("Plex",))

    def movie(clock: str, batt: int, resume: str, left: str) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(None, "Cast", "ib", (820, 124, 940, 236), "media_route_button", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "sv", (0, 250, 1080, 2274), "scroller", scroll=True),
              a(None, "Past Lives poster", "iv", (40, 270, 400, 800), "poster"),
              a("Past Lives", None, "tv", (440, 280, 1040, 370), "title"),
              a("2023 · 1h 46m · PG-13", None, "tv", (440, 380, 1040, 430), "subtitle"),
              a("Drama, Romance", None, "tv", (440, 440, 1040, 490), "genres"),
              a("96%", "Rotten Tomatoes critic rating 96%", "tv", (440, 510, 600, 560), "rating_critic"),
              a("79%", "Rotten Tomatoes audience rating 79%", "tv", (640, 510, 800, 560), "rating_audience"),
              a(None, f"{left}", "pb", (440, 600, 1040, 612), "progress"),
              a(left, None, "tv", (440, 620, 1040, 670), "progress_text"),
              a(f"Resume from {resume}", None, "btn", (40, 840, 1040, 960), "play", click=True),
              a("Play from Start", None, "btn", (40, 980, 520, 1090), "play_from_start", click=True),
              a(None, "Mark as Played", "ib", (560, 980, 680, 1090), "watched", click=True),
              a(None, "Add to Watchlist", "ib", (700, 980, 820, 1090), "watchlist", click=True),
              a(None, "Download", "ib", (840, 980, 960, 1090), "download", click=True),
              a("Nora and Hae Sung, two deeply connected childhood friends, are wrested apart after Nora's family emigrates from South Korea. Twenty years later, they are reunited for one fateful week.", None, "tv", (40, 1130, 1040, 1400), "summary"),
              a("Directed by Celine Song", None, "tv", (40, 1420, 1040, 1470), "director"),
              a("Video  1080p (H.264)   Audio  English (AAC 5.1)   Subtitles  English (SRT)", None, "tv", (40, 1490, 1040, 1580), "media_info"),
              a("Cast & Crew", None, "tv", (40, 1620, 800, 1690), "hub_title")]
        x = 20
        for name, role in [("Greta Lee", "Nora"), ("Teo Yoo", "Hae Sung"), ("John Magaro", "Arthur"), ("Seung-ah Moon", "Young Na")]:
            el += [a(None, name, "iv", (x, 1710, x + 240, 1950), "person_image", click=True),
                   a(name, None, "tv", (x, 1960, x + 240, 2010), "person_name"),
                   a(role, None, "tv", (x, 2010, x + 240, 2050), "person_role")]
            x += 260
        return scr(clock, batt, el, ("Plex",))

    def player(clock: str, batt: int, pos: str, controls: bool, playing: bool) -> list[dict[str, Any]]:
        el = [a(None, "Video player", "v", (0, 0, 1080, 2400), "player_surface", click=True)]
        if controls:
            el += [a(None, "Close player", "ib", (20, 110, 140, 230), "close", click=True),
                   a("Past Lives", None, "tv", (160, 130, 900, 200), "title"),
                   a(None, "Settings", "ib", (944, 110, 1064, 230), "settings", click=True),
                   a(None, "Skip back 10 seconds", "ib", (200, 1100, 340, 1240), "skip_back", click=True),
                   a(None, "Pause" if playing else "Play", "ib", (470, 1100, 610, 1240), "play_pause", click=True),
                   a(None, "Skip forward 30 seconds", "ib", (740, 1100, 880, 1240), "skip_forward", click=True),
                   a(pos, None, "tv", (40, 1960, 240, 2010), "position"),
                   a(None, "Seek bar", "sb", (40, 2020, 1040, 2070), "seek_bar", click=True),
                   a("1:45:47", None, "tv", (840, 1960, 1040, 2010), "duration")]
        return scr(clock, batt, el, ("Plex",))

    def episode(clock: str, batt: int, played: bool, menu: bool = False, toast: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(None, "Cast", "ib", (820, 124, 940, 236), "media_route_button", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, "The You You Are", "iv", (0, 250, 1080, 860), "art"),
              a("Severance", None, "tv", (40, 880, 1040, 940), "grandparent_title", click=True),
              a("The You You Are", None, "tv", (40, 940, 1040, 1030), "title"),
              a("S1 · E4 · 2022 · 56m · TV-MA", None, "tv", (40, 1040, 1040, 1090), "subtitle")]
        if played:
            el += [a("Play", None, "btn", (40, 1130, 1040, 1250), "play", click=True),
                   a(None, "Mark as Unplayed", "ib", (40, 1270, 160, 1380), "watched", click=True, checked=True)]
        else:
            el += [a(None, "31 min left", "pb", (40, 1110, 1040, 1122), "progress"),
                   a("Resume from 24:41", None, "btn", (40, 1130, 1040, 1250), "play", click=True),
                   a(None, "Mark as Played", "ib", (40, 1270, 160, 1380), "watched", click=True)]
        el += [a(None, "Download", "ib", (180, 1270, 300, 1380), "download", click=True),
               a("Helly is yanked out of the office to attend a wellness session; Mark attends a dinner party with his sister.", None, "tv", (40, 1420, 1040, 1640), "summary"),
               a("Written by Dan Erickson · Directed by Ben Stiller", None, "tv", (40, 1660, 1040, 1710), "credits")]
        if menu:
            el.append(a(None, None, "lv", (560, 130, 1064, 940)))
            for i, o in enumerate(["Mark as Played", "Add to Playlist", "Go to Season", "Go to Show", "Share", "Get Info"]):
                el.append(a(o, None, "tv", (580, 150 + i * 130, 1044, 270 + i * 130), "title", click=True))
        if toast:
            el.append(a("Marked as played", None, "tv", (240, 1900, 840, 1990), "android:id/message"))
        return scr(clock, batt, el, ("Plex",))

    t = Traj(home("22:02", 45, "38 min left"))
    t.act("click", movie("22:02", 45, "1:08:14", "38 min left"), "Past Lives")
    t.act("click", player("22:03", 45, "1:08:14", True, True), "Resume from 1:08:14")
    t.act("wait", player("22:03", 45, "1:08:51", False, True))
    t.act("click", player("22:04", 44, "1:09:37", True, True), "Video player")
    t.act("navigate_back", movie("22:04", 44, "1:09:39", "36 min left"))
    t.act("navigate_back", home("22:04", 44, "36 min left"))
    t.act("click", episode("22:05", 44, False), "Severance")
    t.act("click", episode("22:05", 44, False, menu=True), "More options")
    t.act("click", episode("22:05", 44, True, toast=True), "Mark as Played", 1)
    t.add(rs, "h39-android-17", bad=False)


# Fossify Gallery - bad
def t18(rs: RowSet) -> None:
    a = App("org.fossify.gallery")

    def folders(clock: str, batt: int, items: list[tuple[str, str]], sel: str | None = None, dialog: str | None = None,
                toast: str | None = None) -> list[dict[str, Any]]:
        if sel:
            el = [a(None, "Done", "ib", (0, 110, 132, 242), "action_mode_close_button", click=True),
                  a(f"1 / {len(items)}", None, "tv", (150, 140, 400, 220), "action_bar_title"),
                  a(None, "Properties", "tv", (460, 124, 580, 236), "cab_properties", click=True),
                  a(None, "Rename", "tv", (580, 124, 700, 236), "cab_rename", click=True),
                  a(None, "Pin", "tv", (700, 124, 820, 236), "cab_pin", click=True),
                  a(None, "Delete", "tv", (820, 124, 940, 236), "cab_delete", click=True),
                  a(None, "More options", "iv", (944, 124, 1064, 236), click=True)]
        else:
            el = [a(None, None, "et", (24, 120, 1056, 240), "top_toolbar_search", click=True, edit=True, hint="Search in folders"),
                  a(None, "Sort by", "ib", (700, 130, 810, 230), "sort", click=True),
                  a(None, "Change view type", "ib", (810, 130, 920, 230), "change_view_type", click=True),
                  a(None, "More options", "iv", (944, 130, 1054, 230), click=True)]
        el.append(a(None, None, "rv", (0, 250, 1080, 2274), "directories_grid", scroll=True))
        for i, (name, n) in enumerate(items):
            x, y = 12 + (i % 3) * 356, 260 + (i // 3) * 440
            el += [a(None, None, "rl", (x, y, x + 344, y + 430), "dir_holder", click=True, sel=name == sel),
                   a(None, None, "iv", (x, y, x + 344, y + 344), "dir_thumbnail"),
                   a(name, None, "tv", (x + 16, y + 350, x + 330, y + 390), "dir_name"),
                   a(n, None, "tv", (x + 16, y + 390, x + 330, y + 426), "photo_cnt")]
        if dialog is not None:
            el += [a(None, None, "fl", (66, 820, 1014, 1460), "parentPanel"),
                   a("Rename", None, "tv", (130, 870, 950, 950), "alertTitle"),
                   a("Path", None, "tv", (130, 980, 950, 1020)),
                   a("Internal/Pictures/", None, "tv", (130, 1020, 950, 1070), "rename_directory_path"),
                   a(dialog, None, "et", (130, 1100, 950, 1230), "rename_directory_name", click=True, edit=True, focus=True, hint="Name"),
                   a("CANCEL", None, "btn", (540, 1320, 760, 1430), "android:id/button2", click=True),
                   a("OK", None, "btn", (780, 1320, 980, 1430), "android:id/button1", click=True)]
        if toast:
            el.append(a(toast, None, "tv", (240, 1900, 840, 1990), "android:id/message"))
        return scr(clock, batt, el)

    def media(clock: str, batt: int, title: str, files: list[str]) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(title, None, "tv", (150, 140, 700, 220), "toolbar_title"),
              a(None, "Search", "tv", (700, 124, 820, 236), "search", click=True),
              a(None, "Sort by", "tv", (820, 124, 940, 236), "sort", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "rv", (0, 250, 1080, 2274), "media_grid", scroll=True)]
        for i, f in enumerate(files):
            x, y = 4 + (i % 4) * 268, 260 + (i // 4) * 268
            el.append(a(None, f, "iv", (x, y, x + 264, y + 264), "medium_thumbnail", click=True))
        return scr(clock, batt, el)

    items = [("Camera", "1,102"), ("Download", "41"), ("IMG_edits", "12"), ("Pictures", "19"), ("Screenshots", "288"),
             ("Signal", "55"), ("WhatsApp Images", "673")]
    renamed = [("Camera", "1,102"), ("Download", "41"), ("Pictures", "19"), ("Screenshots", "288"), ("Signal", "55"),
               ("Snapseed exports", "12"), ("WhatsApp Images", "673")]
    edits = [f"IMG_202406{d:02d}_{h:02d}{m:02d}{s:02d}_edit.jpg" for d, h, m, s in
             [(14, 19, 2, 41), (14, 18, 57, 3), (12, 21, 15, 30), (11, 8, 44, 12), (9, 17, 31, 55), (9, 17, 30, 2),
              (6, 12, 5, 48), (5, 20, 40, 19), (3, 9, 12, 7), (2, 16, 28, 33), (1, 11, 1, 59), (1, 10, 58, 14)]]
    camera = [f"PXL_202406{d:02d}_{h:02d}{m:02d}{s:02d}{ms:03d}.jpg" for d, h, m, s, ms in
              [(15, 18, 22, 10, 417), (15, 18, 21, 58, 203), (15, 13, 4, 36, 990), (14, 19, 0, 2, 55), (14, 18, 55, 47, 612),
               (14, 9, 31, 20, 184), (13, 20, 12, 8, 340), (12, 7, 45, 51, 7), (11, 22, 3, 16, 871), (11, 8, 40, 0, 126),
               (10, 17, 17, 17, 402), (9, 17, 28, 44, 739), (9, 17, 28, 40, 118), (9, 12, 2, 9, 560), (8, 19, 49, 33, 281),
               (8, 10, 10, 10, 10), (7, 21, 36, 5, 944), (6, 12, 1, 22, 316), (5, 20, 33, 48, 77), (5, 7, 59, 3, 652),
               (4, 18, 14, 26, 835), (3, 9, 5, 41, 229), (2, 16, 20, 15, 508), (1, 10, 50, 2, 173), (1, 10, 49, 57, 364),
               (1, 9, 12, 44, 990), (31, 22, 2, 2, 2), (31, 19, 41, 17, 745)]]
    camera = [c.replace("20240631", "20240531") for c in camera]
    t = Traj(folders("20:09", 62, items))
    t.act("long_press", folders("20:09", 62, items, sel="IMG_edits"), "IMG_edits")
    t.act("click", folders("20:09", 62, items, sel="IMG_edits", dialog="IMG_edits"), "Rename")
    t.act("input_text", folders("20:10", 62, items, sel="IMG_edits", dialog="Snapseed exports"), "IMG_edits", 1, text="Snapseed exports")
    t.act("click", folders("20:10", 62, renamed, toast="Renaming successful"), "OK")
    t.act("click", media("20:10", 62, "Snapseed exports", edits), "Snapseed exports")
    t.act("navigate_back", folders("20:11", 61, items))
    t.act("click", media("20:11", 61, "Camera", camera), "Camera")
    t.add(rs, "h39-android-18", bad=True, turn=6, kind="renamed folder listed again under its old name")


# Organic Maps routing - clean
def t19(rs: RowSet) -> None:
    a = App("app.organicmaps")

    def mapbase() -> list[dict[str, Any]]:
        return [a(None, None, "v", (0, 0, 1080, 2274), "map", click=True),
                a(None, "Zoom in", "ib", (952, 760, 1060, 868), "nav_zoom_in", click=True),
                a(None, "Zoom out", "ib", (952, 884, 1060, 992), "nav_zoom_out", click=True),
                a(None, "My position", "ib", (952, 1010, 1060, 1118), "my_position", click=True)]

    def plain(clock: str, batt: int) -> list[dict[str, Any]]:
        el = mapbase() + [a(None, "Search", "ib", (24, 1990, 240, 2100), "search_button", click=True),
                          a(None, "Bookmarks and Tracks", "ib", (300, 1990, 520, 2100), "bookmarks_button", click=True),
                          a(None, "Layers", "ib", (24, 130, 144, 250), "layers_button", click=True),
                          a(None, "Help", "ib", (580, 1990, 800, 2100), "help_button", click=True),
                          a(None, "Menu", "ib", (860, 1990, 1056, 2100), "menu_button", click=True),
                          a("© OpenStreetMap", None, "tv", (700, 2200, 1060, 2250), "attribution")]
        return scr(clock, batt, el)

    def search(clock: str, batt: int, q: str | None, history: list[str]) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(q, None, "et", (140, 124, 940, 236), "query", click=True, edit=True, focus=True, hint="Search"),
              a(None, "Clear", "ib", (944, 124, 1064, 236), "clear", click=bool(q))]
        if not q:
            el += [a("CATEGORIES", None, "tv", (0, 250, 540, 340), "tab", click=True, sel=True),
                   a("HISTORY", None, "tv", (540, 250, 1080, 340), "tab", click=True),
                   a(None, None, "rv", (0, 350, 1080, 2274), "recycler", scroll=True)]
            y = 360
            for h in history:
                el.append(a(h, None, "tv", (130, y, 1040, y + 120), "text", click=True))
                y += 120
            for c in ["Food", "Hotel", "Tourism", "Transport", "Fuel", "Parking", "Shopping", "Money", "Pharmacy", "Wi-Fi"]:
                el.append(a(c, None, "tv", (130, y, 1040, y + 120), "text", click=True))
                y += 120
        else:
            el.append(a(None, None, "rv", (0, 250, 1080, 2274), "recycler", scroll=True))
            y = 260
            for name, kind, dist, addr in [("Torre de Belém", "Attraction", "5.6 km", "Avenida Brasília, Lisboa"),
                                           ("Torre de Belém", "Bus Stop", "5.5 km", "Avenida da Índia, Lisboa"),
                                           ("Jardim da Torre de Belém", "Park", "5.5 km", "Avenida da Índia, Lisboa"),
                                           ("Torre de Belém Café", "Cafe", "5.6 km", "Avenida Brasília 202, Lisboa")]:
                el += [a(None, None, "rl", (0, y, 1080, y + 200), "result_item", click=True),
                       a(name, None, "tv", (40, y + 24, 860, y + 84), "title"),
                       a(kind, None, "tv", (40, y + 88, 860, y + 130), "description"),
                       a(addr, None, "tv", (40, y + 132, 860, y + 176), "region"),
                       a(dist, None, "tv", (880, y + 24, 1040, y + 84), "distance")]
                y += 200
        return scr(clock, batt, el)

    def place(clock: str, batt: int) -> list[dict[str, Any]]:
        el = mapbase() + [a(None, None, "ll", (0, 1140, 1080, 2274), "placepage", scroll=True),
                          a("Torre de Belém", None, "tv", (48, 1180, 800, 1260), "tv__title"),
                          a("Attraction", None, "tv", (48, 1264, 700, 1312), "tv__subtitle"),
                          a("5.6 km", None, "tv", (860, 1190, 1040, 1250), "tv__straight_distance"),
                          a("Avenida Brasília, 1400-038 Lisboa", None, "tv", (48, 1350, 1040, 1410), "tv__address"),
                          a("Tu-Su 10:00-17:30", None, "tv", (130, 1440, 1040, 1500), "oh_today_label"),
                          a("A 16th-century fortified tower at the mouth of the Tagus, part of a UNESCO World Heritage Site.", None, "tv", (48, 1530, 1040, 1640), "poi_description"),
                          a("Wikipedia", None, "tv", (130, 1660, 1040, 1720), "tv__place_wiki", click=True),
                          a("38.691584, -9.215977", None, "tv", (130, 1740, 1040, 1800), "tv__place_latlon", click=True),
                          a("Bookmark", "Bookmark", "btn", (0, 2110, 270, 2274), "ppButtonBookmark", click=True),
                          a("Route from", "Route from", "btn", (270, 2110, 540, 2274), "ppButtonRouteFrom", click=True),
                          a("Route to", "Route to", "btn", (540, 2110, 810, 2274), "ppButtonRouteTo", click=True),
                          a("More", "More", "btn", (810, 2110, 1080, 2274), "ppButtonMore", click=True)]
        return scr(clock, batt, el)

    def plan(clock: str, batt: int, mode: str, summary: str, arrive: str, extra: str | None) -> list[dict[str, Any]]:
        el = mapbase()
        el += [a(None, "Back", "ib", (0, 110, 132, 242), "back", click=True),
               a("My Position", None, "tv", (150, 120, 940, 180), "start", click=True),
               a("Torre de Belém", None, "tv", (150, 190, 940, 250), "finish", click=True)]
        for i, m in enumerate(["Car", "Pedestrian", "Bicycle", "Public transport", "Ruler"]):
            el.append(a(None, m, "rb", (40 + i * 200, 270, 220 + i * 200, 370), "rb_" + m.lower().replace(" ", "_"), click=True, checked=m == mode))
        el += [a(None, None, "ll", (0, 1840, 1080, 2274), "routing_bottom_panel"),
               a(summary, None, "tv", (48, 1870, 800, 1940), "num"),
               a(f"Arrive at {arrive}", None, "tv", (48, 1940, 800, 1990), "arrival")]
        if extra:
            el.append(a(extra, None, "tv", (48, 1990, 800, 2040), "altitude_difference"))
        el.append(a("Start", None, "btn", (820, 1890, 1040, 2010), "start", click=True))
        return scr(clock, batt, el)

    def navi(clock: str, batt: int, instr: str, dist: str, left: str, remain: str) -> list[dict[str, Any]]:
        el = mapbase()[:1] + [
            a(None, None, "ll", (0, 110, 1080, 420), "nav_top_frame"),
            a(dist, None, "tv", (180, 130, 500, 230), "distance_to_turn"),
            a(None, instr.split(" onto ")[0].split(" on ")[0], "iv", (40, 140, 160, 260), "turn_image"),
            a(instr, None, "tv", (180, 240, 1040, 320), "street"),
            a(None, "My position", "ib", (952, 1010, 1060, 1118), "my_position", click=True, checked=True),
            a(None, None, "ll", (0, 1930, 1080, 2274), "nav_bottom_frame"),
            a(left, None, "tv", (48, 1960, 400, 2040), "time"),
            a(remain, None, "tv", (420, 1960, 700, 2040), "distance"),
            a("16:05", None, "tv", (720, 1960, 1000, 2040), "time_estimate"),
            a("0 km/h", None, "tv", (48, 2050, 400, 2100), "speed"),
            a(None, "Stop", "ib", (40, 2120, 260, 2250), "btn_stop", click=True),
            a(None, "Settings", "ib", (820, 2120, 1040, 2250), "btn_settings", click=True)]
        return scr(clock, batt, el)

    hist = ["Time Out Market Lisboa", "LX Factory"]
    t = Traj(plain("14:51", 74))
    t.act("click", search("14:51", 74, None, hist), "Search")
    t.act("input_text", search("14:52", 74, "Torre de Belém", hist), "Search", text="Torre de Belém")
    t.act("click", place("14:52", 74), "Torre de Belém")
    t.act("click", plan("14:52", 74, "Car", "14 min • 6.2 km", "15:06", None), "Route to")
    t.act("click", plan("14:52", 74, "Pedestrian", "1 h 12 min • 5.8 km", "16:04", "↗ 38 m  ↘ 41 m"), "Pedestrian")
    t.act("click", plan("14:52", 74, "Bicycle", "24 min • 6.0 km", "15:16", "↗ 35 m  ↘ 38 m"), "Bicycle")
    t.act("click", plan("14:53", 73, "Pedestrian", "1 h 12 min • 5.8 km", "16:05", "↗ 38 m  ↘ 41 m"), "Pedestrian")
    t.act("click", navi("14:53", 73, "Turn right onto Avenida 24 de Julho", "150 m", "1 h 12 min", "5.8 km"), "Start")
    t.act("wait", navi("14:54", 73, "Turn right onto Avenida 24 de Julho", "90 m", "1 h 11 min", "5.7 km"))
    t.act("wait", navi("14:55", 73, "Keep left onto Avenida da Índia", "1.2 km", "1 h 10 min", "5.6 km"))
    t.act("click", plain("14:55", 73), "Stop")
    t.act("click", search("14:55", 72, None, ["Torre de Belém"] + hist), "Search")
    t.add(rs, "h39-android-19", bad=False)


# Google Tasks - bad
def t20(rs: RowSet) -> None:
    a = App("com.google.android.apps.tasks")

    def tabs(sel: str) -> list[dict[str, Any]]:
        out = [a(None, "Starred", "v", (0, 250, 130, 350), click=True, sel=sel == "Starred")]
        x = 140
        for name in ("My Tasks", "Errands", "Thesis"):
            w = 60 + 24 * len(name)
            out.append(a(name, None, "v", (x, 250, x + w, 350), click=True, sel=name == sel))
            x += w + 20
        out.append(a("New list", None, "v", (x, 250, x + 250, 350), click=True))
        return out

    def listing(clock: str, batt: int, tab: str, rows: list[tuple[str, str | None, str | None, bool]], done: int,
                indented: tuple[str, ...] = ()) -> list[dict[str, Any]]:
        el = [a("Tasks", None, "tv", (380, 140, 700, 220)),
              a(None, "Account and settings, Hana Okafor, hana.okafor@gmail.com", "v", (944, 124, 1064, 236), click=True)]
        el += tabs(tab)
        el += [a(tab, None, "tv", (48, 380, 700, 460)),
               a(None, "Sort by", "v", (820, 380, 940, 470), click=True),
               a(None, "List options", "v", (944, 380, 1064, 470), click=True),
               a(None, None, "v", (0, 480, 1080, 1960), scroll=True)]
        y = 490
        for title, note, date, star in rows:
            h = 110 + (50 if note else 0) + (70 if date else 0)
            d = 100 if title in indented else 0
            el += [a(None, "Mark complete", "cb", (30 + d, y + 20, 130 + d, y + 110), click=True),
                   a(title, None, "tv", (150 + d, y + 20, 900, y + 80), click=True)]
            yy = y + 80
            if note:
                el.append(a(note, None, "tv", (150, yy, 900, yy + 50)))
                yy += 50
            if date:
                el.append(a(date, None, "v", (150, yy + 5, 480, yy + 65), click=True))
            el.append(a(None, "Remove star" if star else "Add star", "v", (944, y + 20, 1064, y + 110), click=True, checked=star))
            y += h + 10
        el += [a(None, f"Completed ({done})", "v", (40, y + 20, 1040, y + 120), click=True),
               a(f"Completed ({done})", None, "tv", (150, y + 40, 800, y + 100)),
               a(None, "Create new task", "btn", (860, 1900, 1040, 2080), click=True),
               a(None, "Switch list", "v", (0, 2110, 1080, 2274), click=True)]
        return scr(clock, batt, el)

    def detail(clock: str, batt: int, date: str, subs: list[str], draft: str | None) -> list[dict[str, Any]]:
        el = [a(None, "Back", "v", (0, 110, 132, 242), click=True),
              a(None, "Add star", "v", (820, 124, 940, 236), click=True),
              a(None, "More options", "v", (944, 124, 1064, 236), click=True),
              a("My Tasks", "List, My Tasks", "v", (48, 270, 500, 350), click=True),
              a("Book room for defense rehearsal", None, "et", (48, 370, 1032, 500), click=True, edit=True),
              a("Seminar room 2.14, 90 min, ask Dr. Ruiz to attend", None, "et", (130, 530, 1032, 640), click=True, edit=True, hint="Add details"),
              a(date, f"Date, {date}", "v", (130, 670, 600, 750), click=True),
              a(None, "Remove date", "v", (610, 680, 690, 740), click=True)]
        y = 790
        for s in subs:
            el += [a(None, "Mark complete", "cb", (110, y, 200, y + 90), click=True),
                   a(s, None, "et", (220, y, 1032, y + 90), click=True, edit=True)]
            y += 100
        if draft is not None:
            el += [a(None, "Mark complete", "cb", (110, y, 200, y + 90), click=True),
                   a(draft or None, None, "et", (220, y, 1032, y + 90), click=True, edit=True, focus=True, hint="Enter title")]
            y += 100
        else:
            el.append(a("Add subtasks", None, "v", (130, y, 1032, y + 90), click=True))
            y += 100
        el.append(a("Mark completed", None, "btn", (600, 2000, 1040, 2100), click=True))
        return scr(clock, batt, el)

    def errand(clock: str, batt: int) -> list[dict[str, Any]]:
        el = [a(None, "Back", "v", (0, 110, 132, 242), click=True),
              a(None, "Remove star", "v", (820, 124, 940, 236), click=True, checked=True),
              a(None, "More options", "v", (944, 124, 1064, 236), click=True),
              a("Errands", "List, Errands", "v", (48, 270, 500, 350), click=True),
              a("Pick up dry cleaning", None, "et", (48, 370, 1032, 500), click=True, edit=True),
              a("Ticket #4471, closes 6:30 PM", None, "et", (130, 530, 1032, 640), click=True, edit=True, hint="Add details"),
              a("Today", "Date, Today", "v", (130, 670, 600, 750), click=True),
              a(None, "Remove date", "v", (610, 680, 690, 740), click=True),
              a("Add subtasks", None, "v", (130, 790, 1032, 880), click=True),
              a("Mark completed", None, "btn", (600, 2000, 1040, 2100), click=True)]
        return scr(clock, batt, el)

    mine = [("Email Prof. Hadley the chapter 3 draft", None, "Tue, Jun 25", True),
            ("Book room for defense rehearsal", "Seminar room 2.14, 90 min, ask Dr. Ruiz to attend", "Fri, Jun 21", False),
            ("Renew library loan: Bishop PRML", None, "Today", False),
            ("Back up Zotero library", None, None, False),
            ("Reply to IRB amendment comments", "Ref. 2024-0318", "Mon, Jun 24", True)]
    errands = [("Pick up dry cleaning", "Ticket #4471, closes 6:30 PM", "Today", True),
               ("Buy printer toner (HP 206A)", None, None, False),
               ("Post birthday card to Lagos", None, "Sat, Jun 22", False),
               ("Return Zara order", "Return by Jun 28", "Fri, Jun 28", False)]
    sub = "Check projector HDMI adapter"
    t = Traj(listing("13:40", 81, "My Tasks", mine, 4))
    t.act("click", detail("13:40", 81, "Fri, Jun 21", [], None), "Book room for defense rehearsal")
    t.act("click", detail("13:40", 81, "Fri, Jun 21", [], ""), "Add subtasks")
    t.act("input_text", detail("13:41", 81, "Fri, Jun 21", [], sub), "Enter title", text=sub)
    t.act("navigate_back", detail("13:41", 81, "Fri, Jun 21", [sub], None))
    mine2 = [r if r[0] != "Book room for defense rehearsal" else (r[0], r[1], "Thu, Jun 20", r[3]) for r in mine]
    mine2.insert(2, (sub, None, None, False))
    t.act("navigate_back", listing("13:41", 80, "My Tasks", mine2, 4, (sub,)))
    t.act("click", listing("13:42", 80, "Errands", errands, 2), "Errands")
    t.act("click", errand("13:42", 80), "Pick up dry cleaning")
    t.add(rs, "h39-android-20", bad=True, turn=5, kind="task due date changed with no edit")


# Google Translate - clean
def t21(rs: RowSet) -> None:
    a = App("com.google.android.apps.translate")
    hist0 = [("English", "Spanish", "where is the pharmacy", "dónde está la farmacia", False),
             ("English", "Spanish", "check please", "la cuenta, por favor", True),
             ("English", "Spanish", "is this gluten free?", "¿esto no tiene gluten?", False),
             ("German", "English", "Gleis 7 fällt heute aus", "Track 7 is canceled today", False),
             ("English", "Spanish", "two tickets to Toledo, returning tomorrow", "dos billetes a Toledo, con vuelta mañana", False)]

    def langbar(src: str, dst: str, y: int = 250) -> list[dict[str, Any]]:
        return [a(src, f"Source language, {src}", "btn", (20, y, 470, y + 120), "languages_bar_source", click=True),
                a(None, "Swap languages", "ib", (480, y, 600, y + 120), "languages_bar_swap", click=True),
                a(dst, f"Target language, {dst}", "btn", (610, y, 1060, y + 120), "languages_bar_target", click=True)]

    def home(clock: str, batt: int, dst: str, hist: list[tuple[str, str, str, str, bool]]) -> list[dict[str, Any]]:
        el = [a(None, "Saved", "ib", (24, 120, 140, 236), "toolbar_saved", click=True),
              a("Google Translate", None, "tv", (280, 140, 800, 220), "toolbar_title"),
              a(None, "Account and settings", "ib", (944, 120, 1064, 236), "og_apd_ring_view", click=True)]
        el += langbar("English", dst)
        el += [a(None, None, "et", (40, 400, 1040, 700), "touch_to_type_text", click=True, hint="Enter text"),
               a(None, "Camera", "ib", (80, 740, 300, 900), "btn_camera", click=True),
               a(None, "Conversation", "ib", (430, 740, 650, 900), "btn_conversation", click=True),
               a(None, "Transcribe", "ib", (780, 740, 1000, 900), "btn_transcribe", click=True),
               a("History", None, "tv", (40, 950, 700, 1020), "history_title"),
               a(None, None, "rv", (0, 1030, 1080, 2274), "history_list", scroll=True)]
        y = 1040
        for s, d, q, r, star in hist:
            el += [a(None, None, "ll", (0, y, 1080, y + 230), "history_item", click=True),
                   a(f"{s} → {d}", None, "tv", (40, y + 20, 880, y + 66), "history_languages"),
                   a(q, None, "tv", (40, y + 70, 880, y + 140), "history_source_text"),
                   a(r, None, "tv", (40, y + 140, 880, y + 210), "history_translated_text"),
                   a(None, "Remove from Saved" if star else "Save translation", "ib", (930, y + 60, 1050, y + 180), "history_star", click=True, checked=star)]
            y += 230
            if y > 2030:
                break
        return scr(clock, batt, el)

    def picker(clock: str, batt: int, q: str | None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(q, None, "et", (150, 124, 1064, 236), "search_src_text", click=True, edit=True, focus=True, hint="Translate to"),
              a(None, None, "rv", (0, 250, 1080, 2274), "language_list", scroll=True)]
        y = 260
        if q is None:
            items = [("Recent languages", None), ("Spanish", "Downloaded"), ("English", "Downloaded"), ("German", "Downloaded"),
                     ("All languages", None), ("Afrikaans", "Download"), ("Albanian", "Download"), ("Amharic", "Download"),
                     ("Arabic", "Download"), ("Armenian", "Download"), ("Assamese", "Download"), ("Aymara", "Download"), ("Azerbaijani", "Download")]
        else:
            items = [("Portuguese (Brazil)", "Download"), ("Portuguese (Portugal)", "Downloaded")]
        for name, st in items:
            if st is None:
                el.append(a(name, None, "tv", (40, y, 1040, y + 90), "header"))
                y += 100
                continue
            el += [a(name, None, "tv", (130, y, 880, y + 130), "language_name", click=True, sel=name == "Spanish"),
                   a(None, st, "ib", (930, y + 10, 1050, y + 120), "language_download", click=st == "Download")]
            y += 135
        return scr(clock, batt, el)

    src = "Could we have a table for four on the terrace?"
    out = "Podemos ter uma mesa para quatro na esplanada?"

    def entry(clock: str, batt: int, text: str | None, saved: bool, toast: bool = False) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True)]
        el += langbar("English", "Portuguese (Portugal)", 124)
        el += [a(text, None, "et", (40, 280, 1040, 620), "source_text_input", click=True, edit=True, focus=True, hint="Enter text"),
               a(None, "Clear text", "ib", (944, 280, 1064, 400), "clear_input", click=bool(text))]
        if text:
            el += [a(None, "Listen to source text", "ib", (40, 630, 160, 750), "source_tts", click=True),
                   a(None, None, "ll", (0, 780, 1080, 1260), "result_card"),
                   a("Portuguese (Portugal)", None, "tv", (40, 800, 800, 860), "result_language"),
                   a(out, None, "tv", (40, 870, 1040, 1060), "result_text", click=True),
                   a(None, "Listen to translation", "ib", (40, 1100, 160, 1220), "result_tts", click=True),
                   a(None, "Copy translation", "ib", (700, 1100, 820, 1220), "result_copy", click=True),
                   a(None, "Remove from Saved" if saved else "Save translation", "ib", (820, 1100, 940, 1220), "result_star", click=True, checked=saved),
                   a(None, "More options", "ib", (940, 1100, 1060, 1220), "result_more", click=True),
                   a("Definitions", None, "tv", (40, 1300, 800, 1360), "dictionary_header"),
                   a("esplanada · noun · outdoor seating area of a café or restaurant; terrace", None, "tv", (40, 1370, 1040, 1480), "dictionary_entry")]
        if toast:
            el.append(a("Saved", None, "tv", (360, 1900, 720, 1990), "android:id/message"))
        return scr(clock, batt, el)

    t = Traj(home("19:24", 39, "Spanish", hist0))
    t.act("click", picker("19:24", 39, None), "Target language, Spanish")
    t.act("input_text", picker("19:24", 39, "portu"), "Translate to", text="portu")
    t.act("click", home("19:25", 39, "Portuguese (Portugal)", hist0), "Portuguese (Portugal)")
    t.act("click", entry("19:25", 39, None, False), "Enter text")
    t.act("input_text", entry("19:25", 39, src, False), "Enter text", text=src)
    t.act("click", entry("19:26", 38, src, True, toast=True), "Save translation")
    hist1 = [("English", "Portuguese (Portugal)", src, out, True)] + hist0
    t.act("navigate_back", home("19:26", 38, "Portuguese (Portugal)", hist1))
    t.add(rs, "h39-android-21", bad=False)


# Wikipedia offline reading lists - bad
def t22(rs: RowSet) -> None:
    a = App("org.wikipedia")
    kyoto = [("Fushimi Inari-taisha", "Shinto shrine in Kyoto, Japan"), ("Kinkaku-ji", "Zen Buddhist temple in Kyoto, Japan"),
             ("Arashiyama", "District on the western outskirts of Kyoto"), ("Kiyomizu-dera", "Buddhist temple in Kyoto, Japan"),
             ("Nishiki Market", "Marketplace in downtown Kyoto"), ("Gion", "Geisha district of Kyoto"),
             ("Philosopher's Path", "Stone path in Kyoto, Japan"), ("Ryōan-ji", "Zen temple in Kyoto, Japan"),
             ("Nijō Castle", "Flatland castle in Kyoto, Japan")]

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [a("Explore", "Explore", "fl", (0, 2110, 216, 2274), "nav_tab_explore", click=True, sel=sel == "Explore"),
                a("Saved", "Saved", "fl", (216, 2110, 432, 2274), "nav_tab_reading_lists", click=True, sel=sel == "Saved"),
                a("Search", "Search", "fl", (432, 2110, 648, 2274), "nav_tab_search", click=True, sel=sel == "Search"),
                a("Edits", "Edits", "fl", (648, 2110, 864, 2274), "nav_tab_edits", click=True),
                a("More", "More", "fl", (864, 2110, 1080, 2274), "nav_more_container", click=True)]

    def lists(clock: str, batt: int, k: int) -> list[dict[str, Any]]:
        el = [a("Saved", None, "tv", (48, 140, 600, 220)),
              a(None, "Search reading lists", "tv", (700, 124, 820, 236), "menu_search_lists", click=True),
              a(None, "Sort", "tv", (820, 124, 940, 236), "menu_sort", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "rv", (0, 250, 1080, 2110), "reading_list_list", scroll=True)]
        y = 260
        for name, n, desc in [("Saved", 23, "Default list for your saved articles"), ("Kyoto trip", k, "Sept 2024 itinerary"),
                              ("Long reads", 14, None), ("Phonology", 6, "Seminar prep")]:
            el += [a(None, None, "ll", (0, y, 1080, y + 220), "reading_list_item", click=True),
                   a(None, None, "iv", (40, y + 40, 180, y + 180), "reading_list_item_image"),
                   a(name, None, "tv", (210, y + 30, 900, y + 90), "item_title"),
                   a(desc, None, "tv", (210, y + 92, 900, y + 136), "item_description")]
            el += [a(f"{n} articles", None, "tv", (210, y + 140, 900, y + 184), "item_reading_list_statistical_description"),
                   a(None, "Available offline", "iv", (944, y + 70, 1040, y + 150), "item_offline_icon")]
            y += 230
        return scr(clock, batt, el + tabs("Saved"))

    def klist(clock: str, batt: int, items: list[tuple[str, str]], menu: str | None = None, snack: str | None = None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(None, "Search", "tv", (700, 124, 820, 236), "menu_search_lists", click=True),
              a(None, "Sort", "tv", (820, 124, 940, 236), "menu_sort", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), click=True),
              a(None, None, "rv", (0, 250, 1080, 2274), "reading_list_recycler_view", scroll=True),
              a("Kyoto trip", None, "tv", (48, 270, 1032, 360), "reading_list_title"),
              a("Sept 2024 itinerary", None, "tv", (48, 360, 1032, 410), "reading_list_description"),
              a(f"{len(items)} articles", None, "tv", (48, 420, 700, 470), "reading_list_count"),
              a("Available offline", None, "sw", (700, 410, 1032, 480), "reading_list_offline_switch", click=True, checked=True)]
        y = 500
        for title, desc in items:
            if y > 2000:
                break
            el += [a(None, None, "ll", (0, y, 1080, y + 170), "page_list_item", click=True),
                   a(title, None, "tv", (48, y + 30, 820, y + 86), "page_list_item_title"),
                   a(desc, None, "tv", (48, y + 90, 820, y + 136), "page_list_item_description"),
                   a(None, title, "iv", (860, y + 20, 1000, y + 150), "page_list_item_image")]
            y += 170
        if menu:
            el += [a(None, None, "lv", (200, 900, 1000, 1560))]
            for i, o in enumerate(["Remove from Kyoto trip", "Add to another reading list", "Move to another reading list", "Open in new tab", "Share"]):
                el.append(a(o, None, "tv", (220, 920 + i * 126, 980, 1036 + i * 126), "title", click=True))
        if snack:
            el += [a(snack, None, "tv", (40, 1990, 780, 2100), "snackbar_text"),
                   a("UNDO", None, "btn", (800, 2000, 1040, 2090), "snackbar_action", click=True)]
        return scr(clock, batt, el)

    def search(clock: str, batt: int, q: str | None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(q, None, "et", (140, 124, 940, 236), "search_src_text", click=True, edit=True, focus=True, hint="Search Wikipedia"),
              a("EN", "Wikipedia language, English", "tv", (944, 124, 1064, 236), "search_lang_button", click=True),
              a(None, None, "rv", (0, 250, 1080, 2110), "search_results_list", scroll=True)]
        y = 260
        rows = ([("Tō-ji", "Buddhist temple in Kyoto, Japan"), ("Tōji (disambiguation)", "Topics referred to by the same term"),
                 ("Tōjinbō", "Cliffs on the Sea of Japan in Fukui Prefecture"), ("Tō-ji Station", "Railway station in Minami-ku, Kyoto")]
                if q else [("Recent searches", ""), ("Kiyomizu-dera", ""), ("Kansai International Airport", ""), ("Nijō Castle", "")])
        for title, desc in rows:
            el += [a(None, None, "ll", (0, y, 1080, y + 170), "search_result_item" if q else "recent_search_item", click=True),
                   a(title, None, "tv", (48, y + 30, 860, y + 86), "page_list_item_title")]
            if desc:
                el.append(a(desc, None, "tv", (48, y + 90, 860, y + 136), "page_list_item_description"))
            y += 170
        return scr(clock, batt, el + tabs("Search"))

    def article(clock: str, batt: int, saved: bool, part: int, snack: tuple[str, str] | None = None,
                sheet: list[tuple[str, int]] | None = None) -> list[dict[str, Any]]:
        el = [a(None, "Navigate up", "ib", (0, 110, 132, 242), click=True),
              a(None, "Search Wikipedia", "tv", (140, 124, 700, 236), "page_toolbar_button_search", click=True),
              a(None, "Tabs", "tv", (820, 124, 940, 236), "page_toolbar_button_tabs", click=True),
              a(None, "More options", "iv", (944, 124, 1064, 236), "page_toolbar_button_show_overflow_menu", click=True),
              a(None, None, "wv", (0, 250, 1080, 1960), "page_web_view", scroll=True)]
        if part == 0:
            lines = ["Tō-ji", "Buddhist temple in Kyoto, Japan", "Tō-ji (東寺, 'East Temple') is a Shingon Buddhist temple in the Minami-ku ward of Kyoto, Japan.",
                     "Its five-storied pagoda, 54.8 metres high, is the tallest wooden tower in Japan.",
                     "It was founded in 796, two years after the capital moved to Heian-kyō.", "Contents",
                     "1 History", "2 Buildings", "3 Kōbō-san market", "4 Access", "5 References"]
        else:
            lines = ["History", "Tō-ji was one of only three Buddhist temples allowed in the capital when it was founded.",
                     "In 823 Emperor Saga gave the temple to Kūkai, who made it the center of Shingon practice.",
                     "Buildings", "Kondō (main hall), rebuilt in 1603 under Toyotomi Hideyori", "Kōdō (lecture hall), with 21 statues forming a mandala",
                     "Five-storied pagoda, rebuilt in 1644 under Tokugawa Iemitsu", "Kōbō-san market",
                     "A flea market is held on the 21st of every month, marking Kūkai's death on 21 March 835."]
        y = 270
        for ln in lines:
            el.append(a(ln, None, "v", (40, y, 1040, y + 110 if len(ln) > 60 else y + 70)))
            y += 120 if len(ln) > 60 else 80
        el += [a(None, "Remove from saved" if saved else "Save", "ib", (0, 1970, 216, 2100), "page_save", click=True, checked=saved),
               a(None, "Change language", "ib", (216, 1970, 432, 2100), "page_language", click=True),
               a(None, "Find in article", "ib", (432, 1970, 648, 2100), "page_find_in_article", click=True),
               a(None, "Theme", "ib", (648, 1970, 864, 2100), "page_theme", click=True),
               a(None, "Contents", "ib", (864, 1970, 1080, 2100), "page_contents", click=True)]
        if snack:
            el += [a(snack[0], None, "tv", (40, 1820, 760, 1950), "snackbar_text"),
                   a(snack[1], None, "btn", (780, 1840, 1040, 1930), "snackbar_action", click=True)]
        if sheet:
            el += [a(None, None, "ll", (0, 1100, 1080, 2274), "design_bottom_sheet"),
                   a("Add to reading list", None, "tv", (48, 1130, 1032, 1200), "dialog_title"),
                   a("Create new list", None, "tv", (170, 1230, 1032, 1340), "create_button", click=True)]
            y = 1360
            for name, n in sheet:
                el += [a(None, None, "ll", (0, y, 1080, y + 170), "reading_list_item", click=True),
                       a(name, None, "tv", (170, y + 24, 1032, y + 84), "item_title"),
                       a(f"{n} articles", None, "tv", (170, y + 88, 1032, y + 134), "item_reading_list_statistical_description")]
                y += 170
        return scr(clock, batt, el)

    k8 = [r for r in kyoto if r[0] != "Nishiki Market"]
    t = Traj(lists("21:15", 26, 9))
    t.act("click", klist("21:15", 26, kyoto), "Kyoto trip")
    t.act("long_press", klist("21:15", 26, kyoto, menu="Nishiki Market"), "Nishiki Market")
    t.act("click", klist("21:16", 26, k8, snack="Nishiki Market removed from Kyoto trip"), "Remove from Kyoto trip")
    t.act("navigate_back", lists("21:16", 26, 8))
    t.act("click", search("21:16", 26, None), "Search")
    t.act("input_text", search("21:17", 25, "Tō-ji"), "Search Wikipedia", text="Tō-ji")
    t.act("click", article("21:17", 25, False, 0), "Tō-ji")
    t.act("click", article("21:17", 25, True, 0, ("Saved Tō-ji. Do you want to add it to a list?", "ADD TO LIST")), "Save")
    t.act("click", article("21:18", 25, True, 0, sheet=[("Saved", 24), ("Kyoto trip", 9), ("Long reads", 14), ("Phonology", 6)]), "ADD TO LIST")
    t.act("click", article("21:18", 25, True, 0, ("Added Tō-ji to Kyoto trip.", "VIEW LIST")), "Kyoto trip")
    t.act("scroll", article("21:18", 25, True, 1), direction="down")
    t.add(rs, "h39-android-22", bad=True, turn=9, kind="reading list count ignores the article removed from it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for fn in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        fn(rs)
    rs.write()


if __name__ == "__main__":
    main()
