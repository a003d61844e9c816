# ruff: noqa: E501
"""Held-out set holdout41, android domain: 22 AndroidWorld trajectories (11 with one contradiction).

Each observation is the screen's element list in the AndroidWorld ``UIElement`` notation, status bar
included. Screens are built from small per-app helpers so that the data they show stays the same from
turn to turn unless an action (or the live world) changes it.
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

# Content Requirements

Before producing the final answer, decide whether the action is a screen-changing action or a local-edit action. For a screen-changing action, update the screen identity, title, main content and any newly loaded or removed UI elements. For a local-edit action, preserve the full screen state and modify only the directly affected nodes, field values, focus and immediate dependent UI. Preserve untouched subtrees verbatim whenever possible. Return the unchanged screen state only if the action clearly has no visible effect.

# Format Requirements

Preserve the current screen state representation exactly: one `UI element N: UIElement(...)` line per element, with the same fields, status bar included. Do not add fields, metadata or hidden structure.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

SYSUI = "com.android.systemui"
TV = "android.widget.TextView"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
BTN = "android.widget.Button"
ET = "android.widget.EditText"
VG = "android.view.ViewGroup"
LL = "android.widget.LinearLayout"
FL = "android.widget.FrameLayout"
RV = "androidx.recyclerview.widget.RecyclerView"
SV = "android.widget.ScrollView"
SW = "android.widget.Switch"
CB = "android.widget.CheckBox"
RB = "android.widget.RadioButton"
PB = "android.widget.ProgressBar"
VW = "android.view.View"
W = 1080


class BoundingBox:
    """Pixel bounds, printed the way AndroidWorld prints them."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


class Scr:
    """One screen: status bar first, then the app's elements laid out top to bottom."""

    def __init__(self, pkg: str, clock: str, batt: int, *, top: int = 136) -> None:
        self.pkg = pkg
        self.els: list[dict[str, Any]] = []
        self.y = top
        self.raw(clock, None, TV, (42, 33, 150, 103), pkg=SYSUI, res="clock")
        self.raw(None, "Wifi signal full.", IV, (842, 43, 892, 93), pkg=SYSUI, res="wifi_signal")
        self.raw(None, f"Battery {batt} percent.", LL, (914, 43, 1038, 93), pkg=SYSUI, res="battery")

    def raw(self, text: str | None, desc: str | None, cls: str, box: tuple[int, int, int, int], *,
            pkg: str | None = None, res: str | None = None, hint: str | None = None, click: bool = False,
            check: bool | None = None, edit: bool = False, enabled: bool = True, focused: bool = False,
            longc: bool = False, scroll: bool = False, selected: bool = False) -> int:
        pkg = pkg or self.pkg
        if res and ":" not in res:
            res = f"{pkg}:id/{res}"
        self.els.append({
            "text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BoundingBox(*box),
            "hint_text": hint, "is_checked": bool(check), "is_checkable": check is not None,
            "is_clickable": click, "is_editable": edit, "is_enabled": enabled, "is_focused": focused,
            "is_focusable": click or edit or scroll, "is_long_clickable": longc, "is_scrollable": scroll,
            "is_selected": selected, "is_visible": True, "package_name": pkg, "resource_name": res})
        return len(self.els) - 1

    # layout helpers -------------------------------------------------------------------------------
    def toolbar(self, title: str | None, *, up: str | None = "Navigate up", actions: tuple[str, ...] = (),
                sub: str | None = None, h: int = 147, title_res: str | None = None) -> None:
        y = self.y
        x = 63
        if up:
            self.raw(None, up, IB, (0, y, 147, y + h), click=True)
            x = 189
        right = W - 126 * len(actions) - 10
        if title is not None:
            if sub:
                self.raw(title, None, TV, (x, y + 24, right, y + 86), res=title_res)
                self.raw(sub, None, TV, (x, y + 86, right, y + 128))
            else:
                self.raw(title, None, TV, (x, y + 40, right, y + 107), res=title_res)
        for i, a in enumerate(actions):
            self.raw(None, a, BTN, (right + 126 * i, y + 10, right + 126 * (i + 1), y + h - 10), click=True, longc=True)
        self.y += h

    def text(self, t: str | None, *, h: int = 84, x0: int = 63, x1: int = 1017, res: str | None = None,
             click: bool = False, desc: str | None = None, cls: str = TV, selected: bool = False,
             enabled: bool = True) -> int:
        i = self.raw(t, desc, cls, (x0, self.y, x1, self.y + h), res=res, click=click, selected=selected,
                     enabled=enabled)
        self.y += h
        return i

    def gap(self, h: int) -> None:
        self.y += h

    def row(self, title: str, sub: str | None = None, *, sub2: str | None = None, right: str | None = None,
            right2: str | None = None, desc: str | None = None, h: int | None = None, click: bool = True,
            longc: bool = True, res_t: str | None = "title", res_s: str | None = "summary",
            res_r: str | None = None, icon: str | None = None, x0: int = 63, cls: str = LL,
            selected: bool = False, container: bool = True) -> int:
        lines = 1 + (sub is not None) + (sub2 is not None)
        h = h or (84 + 56 * lines)
        y = self.y
        c = -1
        if container:
            c = self.raw(None, desc, cls, (0, y, W, y + h), click=click, longc=longc, selected=selected)
        xt = x0
        if icon:
            self.raw(None, icon, IV, (x0, y + (h - 105) // 2, x0 + 105, y + (h + 105) // 2))
            xt = x0 + 147
        rx = 740 if right else 1017
        ty = y + 36
        t = self.raw(title, None, TV, (xt, ty, rx, ty + 59), res=res_t, click=click and not container)
        ty += 59
        for s in (sub, sub2):
            if s is not None:
                self.raw(s, None, TV, (xt, ty, rx, ty + 50), res=res_s)
                ty += 50
        if right is not None:
            self.raw(right, None, TV, (rx + 20, y + 36, 1017, y + 95), res=res_r)
        if right2 is not None:
            self.raw(right2, None, TV, (rx + 20, y + 95, 1017, y + 145))
        self.y += h
        return c if container else t

    def field(self, text: str | None, hint: str, *, res: str | None = None, focused: bool = False, h: int = 168,
              x0: int = 63, x1: int = 1017, label: str | None = None, enabled: bool = True) -> int:
        if label:
            self.text(label, h=56, x0=x0, x1=x1)
        y = self.y
        i = self.raw(text if text else hint, None, ET, (x0, y + 10, x1, y + h - 10), hint=hint, click=True,
                     edit=True, focused=focused, res=res, longc=True, enabled=enabled)
        self.y += h
        return i

    def switch(self, label: str, on: bool, *, sub: str | None = None, res: str = "switchWidget",
               h: int | None = None, enabled: bool = True) -> int:
        y = self.y
        h = h or (147 if not sub else 210)
        self.raw(None, None, LL, (0, y, W, y + h), click=True, enabled=enabled)
        self.raw(label, None, TV, (63, y + 38, 860, y + 97), res="title")
        if sub:
            self.raw(sub, None, TV, (63, y + 97, 860, y + 172), res="summary")
        i = self.raw(None, None, SW, (880, y + (h - 84) // 2, 1017, y + (h + 84) // 2), check=on, click=True,
                     res=res, enabled=enabled)
        self.y += h
        return i

    def check(self, label: str, on: bool, *, res: str | None = None, h: int = 126, x0: int = 63, cls: str = CB) -> int:
        y = self.y
        i = self.raw(label, None, cls, (x0, y + 10, 1017, y + h - 10), check=on, click=True, res=res)
        self.y += h
        return i

    def buttons(self, labels: list[str], *, h: int = 147, res: list[str | None] | None = None,
                enabled: list[bool] | None = None, cls: str = BTN, x0: int = 63, x1: int = 1017) -> list[int]:
        n = len(labels)
        w = (x1 - x0 - 32 * (n - 1)) // n
        out = []
        for i, lab in enumerate(labels):
            bx = x0 + i * (w + 32)
            out.append(self.raw(lab, None, cls, (bx, self.y + 10, bx + w, self.y + h - 10), click=True,
                                res=(res[i] if res else None), enabled=(enabled[i] if enabled else True)))
        self.y += h
        return out

    def tabs(self, names: list[str], sel: int, *, h: int = 132, cls: str = LL, use_text: bool = False) -> None:
        w = W // len(names)
        for i, n in enumerate(names):
            if use_text:
                self.raw(n, None, TV, (i * w, self.y, (i + 1) * w, self.y + h), click=True, selected=i == sel)
            else:
                self.raw(None, n, cls, (i * w, self.y, (i + 1) * w, self.y + h), click=True, selected=i == sel)
                self.raw(n, None, TV, (i * w + 30, self.y + 40, (i + 1) * w - 30, self.y + h - 34))
        self.y += h

    def nav(self, names: list[str], sel: int, *, y: int = 2211, h: int = 189, res: str = "navigation_bar_item") -> None:
        w = W // len(names)
        for i, n in enumerate(names):
            self.raw(None, n, FL, (i * w, y, (i + 1) * w, y + h), click=True, selected=i == sel, res=res)
            self.raw(n, None, TV, (i * w + 20, y + 118, (i + 1) * w - 20, y + 168), res="navigation_bar_item_large_label_view" if i == sel else "navigation_bar_item_small_label_view")

    def fab(self, desc: str | None, *, text: str | None = None, res: str | None = "fab",
            box: tuple[int, int, int, int] = (869, 2030, 1017, 2178)) -> int:
        return self.raw(text, desc, IB if text is None else BTN, box, click=True, res=res)

    def lst(self, res: str | None = "recycler_view", cls: str = RV) -> int:
        return self.raw(None, None, cls, (0, self.y, W, self.y), scroll=True, res=res)

    def end(self, i: int, y1: int | None = None) -> None:
        self.els[i]["bbox_pixels"].y1 = y1 if y1 is not None else self.y

    # lookup / output -----------------------------------------------------------------------------
    def idx(self, label: str, nth: int = 0) -> int:
        hits = [i for i, e in enumerate(self.els) if label in (e["text"], e["content_description"])]
        assert len(hits) > nth, (label, self.pkg)
        return hits[nth]

    def idx_after(self, label: str, target: str) -> int:
        """The first element labelled `target` after the element labelled `label`."""
        start = self.idx(label)
        for i in range(start + 1, len(self.els)):
            if target in (self.els[i]["text"], self.els[i]["content_description"]):
                return i
        raise AssertionError((label, target))

    def last(self, label: str) -> int:
        """The last element whose text is `label`."""
        hits = [i for i, e in enumerate(self.els) if e["text"] == label]
        assert hits, label
        return hits[-1]

    def scrollable(self) -> int:
        """The first scrollable container."""
        return next(i for i, e in enumerate(self.els) if e["is_scrollable"])

    def res(self, name: str) -> int:
        """The first element whose resource name ends with `name`."""
        for i, e in enumerate(self.els):
            if e["resource_name"] and e["resource_name"].endswith(":id/" + name):
                return i
        raise AssertionError(name)

    def idx_before(self, label: str, target: str) -> int:
        """The nearest element labelled `target` before the element labelled `label`."""
        for i in range(self.idx(label) - 1, -1, -1):
            if target in (self.els[i]["text"], self.els[i]["content_description"]):
                return i
        raise AssertionError((label, target))

    def row_of(self, label: str) -> int:
        """The clickable container just before the element labelled `label`."""
        i = self.idx(label)
        while i >= 0 and not (self.els[i]["is_clickable"] and self.els[i]["text"] is None
                              and self.els[i]["class_name"] in (LL, FL, VG, "android.widget.RelativeLayout")):
            i -= 1
        assert i >= 0, label
        return i

    def __str__(self) -> str:
        return ui_elements(self.els)


def click(prev: Scr, label: str, nth: int = 0) -> str:
    return droid("click", index=prev.idx(label, nth))


def click_row(prev: Scr, label: str) -> str:
    return droid("click", index=prev.row_of(label))


def typed(prev: Scr, label: str, text: str) -> str:
    return droid("input_text", text=text, index=prev.idx(label))


def add(rs: RowSet, n: int, s0: Scr, seq: list[tuple[str, Scr]], *, bad: bool = False, turn: int | None = None,
        kind: str = "clean") -> None:
    rs.add(task="android", tid=f"h41-android-{n:02d}", system=SYSTEM, state=str(s0),
           turns=[(a, str(s)) for a, s in seq], bad=bad, turn=turn, kind=kind)


def launcher(clock: str, batt: int, apps: list[str], date: str) -> Scr:
    """Pixel launcher home screen."""
    s = Scr("com.google.android.apps.nexuslauncher", clock, batt)
    s.raw(date, None, TV, (63, 210, 700, 290), res="date_view", click=True)
    s.raw(None, "Search", FL, (63, 2000, 1017, 2130), click=True, res="search_container_hotseat")
    s.raw(None, None, "android.widget.ScrollView", (0, 360, W, 1860), scroll=True, res="workspace")
    for i, a in enumerate(apps):
        cx, cy = 48 + (i % 4) * 246, 1300 + (i // 4) * 300
        s.raw(a, a, TV, (cx, cy, cx + 246, cy + 280), click=True, longc=True, pkg="com.google.android.apps.nexuslauncher")
    for i, a in enumerate(["Phone", "Messages", "Chrome", "Camera"]):
        s.raw(a, a, TV, (48 + i * 246, 1880, 294 + i * 246, 1990), click=True, longc=True)
    return s


# Google Tasks, clean
def t01(rs: RowSet) -> None:
    pkg = "com.google.android.apps.tasks"
    open_tasks = [
        ("Submit Q2 expense report", "Receipts in Drive › Expenses/Q2", "Today, 17:00", True),
        ("Call dentist to reschedule cleaning", "Bright Smile Dental · 020 7946 0321", "Tue, 14 May", False),
        ("Pick up dry cleaning", None, "Wed, 15 May", False),
        ("Book flights for Lisbon trip", "Compare TAP vs easyJet, 6–10 Jun", None, False),
        ("Water the plants", "Fern + fiddle-leaf only, not the cactus", "Today", False),
        ("Renew car insurance", "Admiral quote £412.60, ref AQ-5521-0837", "Fri, 31 May", False),
    ]
    done = [("Return Amazon parcel", "Completed Sun, 12 May"), ("Pay window cleaner", "Completed Fri, 10 May"),
            ("Buy birthday card for Sam", "Completed Thu, 9 May")]

    def top(s: Scr) -> None:
        s.raw("Tasks", None, TV, (63, 160, 600, 250), res="toolbar_title")
        s.raw(None, "Account and settings", IB, (912, 150, 1038, 276), click=True, res="og_apd_ring_view")
        s.y = 290
        s.raw(None, "Starred tasks", LL, (0, 290, 150, 416), click=True)
        for x0, x1, name, sel in ((150, 470, "My Tasks", True), (470, 730, "Errands", False), (730, 1080, "New list", False)):
            s.raw(None, name, LL, (x0, 290, x1, 416), click=True, selected=sel)
            s.raw(name, None, TV, (x0 + 30, 323, x1 - 30, 383))
        s.y = 440
        s.raw("My Tasks", None, TV, (63, 440, 700, 520), res="tasks_list_title")
        s.raw(None, "Sort by", IB, (786, 430, 912, 530), click=True, res="sort_button")
        s.raw(None, "List options", IB, (912, 430, 1038, 530), click=True, res="more_options")
        s.y = 550

    def task_row(s: Scr, title: str, det: str | None, due: str | None, star: bool) -> None:
        y = s.y
        h = 124 + (50 if det else 0) + (64 if due else 0)
        s.raw(None, None, VG, (0, y, W, y + h), click=True, longc=True, res="task_item")
        s.raw(None, "Mark as complete", CB, (21, y + 20, 147, y + 146), click=True, res="task_checkbox", check=False)
        s.raw(title, None, TV, (168, y + 40, 880, y + 99), res="task_name")
        ty = y + 99
        if det:
            s.raw(det, None, TV, (168, ty, 880, ty + 50), res="task_notes")
            ty += 50
        if due:
            s.raw(due, None, TV, (168, ty + 6, 560, ty + 58), res="due_date_chip")
        s.raw(None, "Remove star" if star else "Add star", IB, (912, y + 20, 1038, y + 146), click=True, res="task_star")
        s.y += h

    def main(clock: str, batt: int, tasks: list[tuple[str, str | None, str | None, bool]],
             completed: list[tuple[str, str]], expanded: bool = False, snack: str | None = None) -> Scr:
        s = Scr(pkg, clock, batt)
        top(s)
        lst = s.lst("tasks_list")
        for t in tasks:
            task_row(s, *t)
        s.raw(None, "Expand completed tasks" if not expanded else "Collapse completed tasks", LL,
              (0, s.y, W, s.y + 126), click=True, res="completed_header")
        s.raw(f"Completed ({len(completed)})", None, TV, (63, s.y + 33, 700, s.y + 93), res="completed_title")
        s.y += 126
        if expanded:
            for title, when in completed:
                y = s.y
                s.raw(None, None, VG, (0, y, W, y + 174), click=True, longc=True, res="task_item")
                s.raw(None, "Mark as incomplete", CB, (21, y + 20, 147, y + 146), click=True, res="task_checkbox", check=True)
                s.raw(title, None, TV, (168, y + 40, 880, y + 99), res="task_name")
                s.raw(when, None, TV, (168, y + 99, 880, y + 149), res="completed_date")
                s.y += 174
        s.end(lst, 2180)
        s.fab("Create new task", res="tasks_fab", box=(869, 2000, 1017, 2148))
        if snack:
            s.raw(snack, None, TV, (63, 2010, 760, 2100), res="snackbar_text")
            s.raw("Undo", None, BTN, (780, 1990, 1017, 2120), click=True, res="snackbar_action")
        return s

    def sheet(clock: str, batt: int, text: str | None, date: str | None) -> Scr:
        s = main(clock, batt, open_tasks, done)
        s.raw(None, None, FL, (0, 1530, W, 2400), res="design_bottom_sheet")
        s.raw(text or "New task", None, ET, (63, 1580, 1017, 1700), hint="New task", click=True, edit=True,
              focused=True, res="add_task_title", longc=True)
        s.raw(None, "Add details", IB, (42, 1720, 168, 1846), click=True, res="add_task_details")
        s.raw(None, "Set date/time", IB, (189, 1720, 315, 1846), click=True, res="add_task_date")
        s.raw(None, "Add star", IB, (336, 1720, 462, 1846), click=True, res="add_task_star")
        if date:
            s.raw(date, None, BTN, (63, 1860, 420, 1960), click=True, res="due_date_chip")
            s.raw(None, "Remove date", IB, (420, 1870, 500, 1950), click=True, res="chip_close")
        s.raw("Save", None, BTN, (820, 1730, 1017, 1836), click=True, res="add_task_done", enabled=bool(text))
        return s

    def picker(clock: str, batt: int, day: int) -> Scr:
        s = sheet(clock, batt, "Renew passport photos", None)
        s.raw(None, None, FL, (84, 520, 996, 1900), res="date_time_picker")
        wd = ["Wed", "Thu", "Fri", "Sat", "Sun", "Mon", "Tue"]
        full = {"Mon": "Monday", "Tue": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday", "Fri": "Friday", "Sat": "Saturday", "Sun": "Sunday"}
        s.raw(f"{wd[(day - 1) % 7]}, {day} May", None, TV, (126, 560, 954, 660), res="date_picker_header")
        s.raw(None, "Previous month", IB, (126, 690, 252, 816), click=True)
        s.raw("May 2024", None, TV, (300, 715, 780, 790), res="month_title")
        s.raw(None, "Next month", IB, (828, 690, 954, 816), click=True)
        for i, d in enumerate("MTWTFSS"):
            s.raw(d, None, TV, (126 + i * 118, 830, 244 + i * 118, 890))
        for d in range(1, 32):
            pos = d + 1  # 1 May 2024 is a Wednesday
            r, c = divmod(pos, 7)
            x, y = 126 + c * 118, 900 + r * 110
            label = f"{full[wd[(d - 1) % 7]]}, {d} May 2024" + (" (today)" if d == 13 else "")
            s.raw(str(d), label, TV, (x, y, x + 118, y + 110), click=True, selected=d == day)
        s.raw(None, "Set time", LL, (126, 1580, 954, 1680), click=True)
        s.raw("Set time", None, TV, (210, 1600, 700, 1660))
        s.raw(None, "Repeat", LL, (126, 1680, 954, 1780), click=True)
        s.raw("Does not repeat", None, TV, (210, 1700, 800, 1760))
        s.raw("Cancel", None, BTN, (560, 1790, 760, 1880), click=True)
        s.raw("Done", None, BTN, (780, 1790, 954, 1880), click=True)
        return s

    new = ("Renew passport photos", None, "Thu, 16 May", False)
    s0 = main("9:12", 81, open_tasks, done)
    s1 = sheet("9:12", 81, None, None)
    s2 = sheet("9:13", 81, "Renew passport photos", None)
    s3 = picker("9:13", 81, 13)
    s4 = picker("9:13", 81, 16)
    s5 = sheet("9:13", 81, "Renew passport photos", "Thu, 16 May")
    after = [new] + open_tasks
    s6 = main("9:14", 80, after, done)
    after2 = [t for t in after if t[0] != "Water the plants"]
    done2 = [("Water the plants", "Completed today")] + done
    s7 = main("9:14", 80, after2, done2, snack="1 task completed")
    s8 = main("9:15", 80, after2, done2, expanded=True)
    seq = [
        (click(s0, "Create new task"), s1),
        (typed(s1, "New task", "Renew passport photos"), s2),
        (click(s2, "Set date/time"), s3),
        (click(s3, "16"), s4),
        (click(s4, "Done"), s5),
        (click(s5, "Save"), s6),
        (droid("click", index=s6.idx_before("Water the plants", "Mark as complete")), s7),
        (click(s7, "Expand completed tasks"), s8),
    ]
    add(rs, 1, s0, seq)


def _otp(seed: str, step: int) -> str:
    """A stable six-digit code for an entry at one 30-second step (deterministic stand-in for TOTP)."""
    v = 7
    for ch in f"{seed}|{step}":
        v = (v * 131 + ord(ch)) % 1000003
    v = (v * 2654435761) % 1000000
    return f"{v // 1000:03d} {v % 1000:03d}"


# Aegis Authenticator, bad
def t02(rs: RowSet) -> None:
    pkg = "com.beemdevelopment.aegis"
    entries = [
        ["GitHub", "m.okafor@proton.me"], ["Google", "m.okafor.work@gmail.com"], ["Proton", "m.okafor@proton.me"],
        ["Cloudflare", "ops@okafor.dev"], ["Bitwarden", "m.okafor@proton.me"], ["Tailscale", "okafor.dev"],
        ["Hetzner Cloud", "K0392871"], ["Namecheap", "mokafor"], ["Discord", "mokafor_"],
        ["Nextcloud", "mo@cloud.okafor.dev"], ["Kraken", "m.okafor@proton.me"], ["AWS", "okafor-prod (4417-2290-8831)"],
    ]

    def main(clock: str, batt: int, step: int, first: int, ents: list[list[str]], selected: int | None = None) -> Scr:
        s = Scr(pkg, clock, batt)
        if selected is None:
            s.toolbar("Aegis", up=None, actions=("Search", "More options"))
        else:
            s.raw(None, "Done", IB, (0, 136, 147, 283), click=True, res="action_mode_close_button")
            s.raw("1 selected", None, TV, (189, 176, 500, 243), res="action_bar_title")
            for i, a in enumerate(("Copy", "Edit", "Share", "Delete", "More options")):
                s.raw(None, a, BTN, (450 + i * 126, 146, 576 + i * 126, 273), click=True, longc=True)
        s.raw(None, None, PB, (0, 283, W, 295), res="progressBar")
        lst = s.lst("rvKeyProfiles")
        s.y = 310
        for i in range(first, min(first + 8, len(ents))):
            iss, acc = ents[i]
            y = s.y
            s.raw(None, None, LL, (21, y, 1059, y + 200), click=True, longc=True, res="rlCardEntry", selected=selected == i)
            s.raw(None, f"{iss} icon", IV, (52, y + 48, 157, y + 153), res="ivTextDrawable")
            s.raw(iss, None, TV, (189, y + 30, 760, y + 85), res="profile_issuer")
            s.raw(acc, None, TV, (189, y + 85, 760, y + 135), res="profile_account_name")
            s.raw(_otp(iss + acc if iss != "GitHub (personal)" else "GitHub" + acc, step), None, TV, (189, y + 130, 700, y + 190), res="profile_code")
            s.y += 210
        s.end(lst, 2000)
        s.fab("Add entry", res="fab", box=(869, 2040, 1017, 2188))
        return s

    def edit(clock: str, batt: int, issuer: str, focus: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Edit entry", actions=("Save", "More options"))
        sv = s.lst("scrollView", cls=SV)
        s.raw(None, "Change icon", IV, (436, 320, 644, 528), click=True, res="profile_drawable")
        s.y = 570
        s.field("m.okafor@proton.me", "Name", res="text_name", label="Name")
        s.field(issuer, "Issuer", res="text_issuer", label="Issuer", focused=focus)
        s.text("Group", h=56)
        s.raw("Personal", None, "android.widget.AutoCompleteTextView", (63, s.y + 10, 1017, s.y + 158), click=True, res="dropdown_group")
        s.y += 168
        s.field(None, "Note", res="text_note", label="Note")
        s.text("Advanced", h=90, res="textAdvanced", click=True)
        for label, val, res in (("Type", "TOTP", "dropdown_type"), ("Algorithm", "SHA1", "dropdown_algo"),
                                ("Period (seconds)", "30", "text_period_counter"), ("Digits", "6", "text_digits")):
            s.text(label, h=56)
            s.raw(val, None, ET if res.startswith("text") else "android.widget.AutoCompleteTextView",
                  (63, s.y + 10, 1017, s.y + 150), click=True, edit=res.startswith("text"), res=res)
            s.y += 160
        s.text("Secret (Base32)", h=56)
        s.raw("••••••••••••••••••••••••••••••••", None, ET, (63, s.y + 10, 900, s.y + 150), click=True, edit=True, res="text_secret")
        s.raw(None, "Show password", IB, (900, s.y + 20, 1017, s.y + 140), click=True, res="text_input_end_icon")
        s.y += 160
        s.end(sv, 2400)
        return s

    renamed = [e[:] for e in entries]
    renamed[0][0] = "GitHub (personal)"
    s0 = main("14:21", 63, 0, 0, entries)
    s1 = main("14:21", 63, 1, 0, entries, selected=0)
    s2 = edit("14:21", 63, "GitHub", False)
    s3 = edit("14:22", 63, "GitHub", True)
    s4 = edit("14:22", 63, "GitHub (personal)", True)
    s5 = main("14:22", 63, 3, 0, renamed)
    s6 = main("14:23", 62, 4, 4, renamed)
    s7 = main("14:23", 62, 5, 0, entries)
    seq = [
        (droid("long_press", index=s0.row_of("GitHub")), s1),
        (click(s1, "Edit"), s2),
        (click(s2, "GitHub"), s3),
        (typed(s3, "GitHub", "GitHub (personal)"), s4),
        (click(s4, "Save"), s5),
        (droid("scroll", direction="down", index=s5.res("rvKeyProfiles")), s6),
        (droid("scroll", direction="up", index=s6.res("rvKeyProfiles")), s7),
    ]
    add(rs, 2, s0, seq, bad=True, turn=7, kind="entry renamed to 'GitHub (personal)' is listed again under its old issuer name 'GitHub'")


# Strava, clean
def t03(rs: RowSet) -> None:
    pkg = "com.strava"
    nav = ["Home", "Maps", "Record", "Groups", "You"]
    # per unit system: (distance, pace or elevation label/value, time) for each feed card
    feed_km = [
        ("Daniel Osei", "Today at 7:02 AM · Hackney, London", "Morning Run", [("Distance", "10.24 km"), ("Pace", "4:52 /km"), ("Time", "49m 52s")], True),
        ("Priya Raman", "Today at 6:15 AM · Richmond, Greater London", "Richmond Park laps", [("Distance", "32.60 km"), ("Elev Gain", "412 m"), ("Time", "1h 12m")], False),
        ("Tom Whitaker", "Yesterday at 6:48 PM · Walthamstow, London", "Easy recovery jog", [("Distance", "5.02 km"), ("Pace", "5:58 /km"), ("Time", "29m 57s")], False),
    ]
    feed_mi = [
        (feed_km[0][:3] + ([("Distance", "6.36 mi"), ("Pace", "7:50 /mi"), ("Time", "49m 52s")], True)),
        (feed_km[1][:3] + ([("Distance", "20.26 mi"), ("Elev Gain", "1,352 ft"), ("Time", "1h 12m")], False)),
        (feed_km[2][:3] + ([("Distance", "3.12 mi"), ("Pace", "9:36 /mi"), ("Time", "29m 57s")], False)),
    ]
    kudos_feed = {"Morning Run": None, "Richmond Park laps": ("Aisha Bello and 17 others", "2 comments"),
                  "Easy recovery jog": ("Priya Raman and 5 others", None)}

    def home(clock: str, batt: int, feed: list[Any], my_kudos: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Home", up=None, actions=("Search", "Chat", "Notifications"))
        s.raw("Following", None, TV, (63, 283, 360, 370), click=True, selected=True)
        lst = s.lst("recycler_view")
        s.y = 390
        for who, when, title, stats, mine in feed:
            y = s.y
            s.raw(None, None, VG, (0, y, W, y + 600), click=True, res="feed_item")
            s.raw(None, who, IV, (42, y + 30, 147, y + 135), click=True, res="avatar")
            s.raw(who, None, TV, (168, y + 30, 900, y + 85), res="athlete_name")
            s.raw(when, None, TV, (168, y + 85, 1000, y + 130), res="timestamp_location")
            s.raw(title, None, TV, (42, y + 160, 1000, y + 230), res="activity_title", click=True)
            for i, (lab, val) in enumerate(stats):
                s.raw(lab, None, TV, (42 + i * 330, y + 250, 360 + i * 330, y + 295), res="stat_label")
                s.raw(val, None, TV, (42 + i * 330, y + 295, 360 + i * 330, y + 360), res="stat_value")
            s.raw(None, "Activity map", IV, (0, y + 380, W, y + 470), click=True, res="map_image")
            if mine:
                s.raw(f"{my_kudos} kudos", None, TV, (42, y + 480, 600, y + 530), click=True, res="kudos_count")
                s.raw("1 comment", None, TV, (620, y + 480, 1000, y + 530), click=True, res="comment_count")
                s.raw(None, "Comment", IB, (400, y + 530, 680, y + 600), click=True)
                s.raw(None, "Share", IB, (700, y + 530, 980, y + 600), click=True)
            else:
                k, c = kudos_feed[title] or ("", None)
                s.raw(k, None, TV, (42, y + 480, 600, y + 530), click=True, res="kudos_count")
                if c:
                    s.raw(c, None, TV, (620, y + 480, 1000, y + 530), click=True, res="comment_count")
                s.raw(None, "Give kudos", IB, (100, y + 530, 380, y + 600), click=True)
                s.raw(None, "Comment", IB, (400, y + 530, 680, y + 600), click=True)
                s.raw(None, "Share", IB, (700, y + 530, 980, y + 600), click=True)
            s.y += 620
        s.end(lst, 2211)
        s.nav(nav, 0)
        return s

    def you(clock: str, batt: int, miles: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("You", up=None, actions=("Search", "Settings"))
        s.tabs(["Progress", "Activities"], 0)
        sv = s.lst("profile_scroll", cls=SV)
        s.raw(None, "Daniel Osei", IV, (42, s.y + 20, 210, s.y + 188), click=True, res="profile_avatar")
        s.raw("Daniel Osei", None, TV, (240, s.y + 30, 1000, s.y + 100), res="athlete_name")
        s.raw("London, England", None, TV, (240, s.y + 100, 1000, s.y + 150), res="athlete_location")
        s.y += 210
        for i, (lab, val) in enumerate((("Following", "187"), ("Followers", "212"))):
            s.raw(lab, None, TV, (42 + i * 300, s.y, 320 + i * 300, s.y + 50))
            s.raw(val, None, TV, (42 + i * 300, s.y + 50, 320 + i * 300, s.y + 110), click=True)
        s.y += 140
        s.text("This week", h=80, res="weekly_stats_title")
        vals = (("Distance", "15.3 mi" if miles else "24.7 km"), ("Time", "2h 1m"), ("Elev Gain", "315 ft" if miles else "96 m"))
        for i, (lab, val) in enumerate(vals):
            s.raw(lab, None, TV, (42 + i * 330, s.y, 360 + i * 330, s.y + 50), res="stat_label")
            s.raw(val, None, TV, (42 + i * 330, s.y + 50, 360 + i * 330, s.y + 115), res="stat_value")
        s.y += 140
        s.raw(None, "Weekly distance chart, last 12 weeks", IV, (42, s.y, 1038, s.y + 330), res="weekly_chart")
        s.y += 350
        s.text("Past 4 weeks", h=70)
        for lab, km, mi in (("Runs", "11", "11"), ("Distance", "97.8 km", "60.8 mi"), ("Elev Gain", "402 m", "1,319 ft"), ("Moving time", "8h 6m", "8h 6m")):
            s.raw(lab, None, TV, (63, s.y, 560, s.y + 70))
            s.raw(mi if miles else km, None, TV, (600, s.y, 1017, s.y + 70))
            s.y += 80
        s.end(sv, 2211)
        s.nav(nav, 4)
        return s

    def settings(clock: str, batt: int, units: str, dialog: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Settings")
        lst = s.lst("recycler_view")
        for title, sub in (("Account", None), ("Privacy Controls", None), ("Subscription", "Strava free"),
                           ("Notifications", None), ("Units of Measure", units), ("Temperature", "Celsius"),
                           ("Default Highlight Image", "Map"), ("Partner Integrations", None), ("Beacon", "Off"),
                           ("Data Permissions", None), ("Contacts", None), ("Log Out", None)):
            s.row(title, sub, h=150 if sub else 126)
        s.end(lst, 2400)
        if dialog:
            s.raw(None, None, FL, (84, 870, 996, 1430), res="parentPanel")
            s.raw("Units of Measure", None, TV, (147, 920, 933, 1000), res="alertTitle")
            s.raw("Miles", None, "android.widget.CheckedTextView", (84, 1030, 996, 1160), click=True, check=units == "Miles")
            s.raw("Kilometers", None, "android.widget.CheckedTextView", (84, 1160, 996, 1290), click=True, check=units == "Kilometers")
            s.raw("Cancel", None, BTN, (700, 1310, 950, 1410), click=True, res="button2")
        return s

    def detail(clock: str, batt: int, kudos: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Run", actions=("Share", "Edit", "More options"))
        sv = s.lst("activity_scroll", cls=SV)
        s.raw(None, "Activity map", IV, (0, 283, W, 823), click=True, res="map_view")
        s.y = 850
        s.raw(None, "Daniel Osei", IV, (42, 850, 147, 955), res="avatar")
        s.raw("Daniel Osei", None, TV, (168, 850, 900, 905), res="athlete_name")
        s.raw("Today at 7:02 AM · Hackney, London", None, TV, (168, 905, 1000, 950), res="timestamp_location")
        s.raw("Morning Run", None, TV, (42, 975, 1000, 1050), res="activity_title")
        s.y = 1070
        stats = [("Distance", "6.36 mi"), ("Avg Pace", "7:50 /mi"), ("Moving Time", "49:52"), ("Elevation Gain", "125 ft"),
                 ("Calories", "712 Cal"), ("Avg Heart Rate", "158 bpm")]
        for i, (lab, val) in enumerate(stats):
            r, c = divmod(i, 2)
            x, y = 42 + c * 510, s.y + r * 130
            s.raw(lab, None, TV, (x, y, x + 480, y + 50), res="stat_label")
            s.raw(val, None, TV, (x, y + 50, x + 480, y + 115), res="stat_value")
        s.y += 400
        s.raw(f"{kudos} kudos", None, TV, (42, s.y, 500, s.y + 60), click=True, res="kudos_count")
        s.raw("1 comment", None, TV, (520, s.y, 1000, s.y + 60), click=True, res="comment_count")
        s.y += 90
        s.text("Splits", h=80)
        for lab in ("Mi", "Pace", "Elev"):
            s.raw(lab, None, TV, ({"Mi": 42, "Pace": 300, "Elev": 800}[lab], s.y, {"Mi": 260, "Pace": 760, "Elev": 1038}[lab], s.y + 50))
        s.y += 60
        for mi, pace, elev in (("1", "7:58", "+16"), ("2", "7:49", "-3"), ("3", "7:46", "+33"), ("4", "7:44", "-12"),
                               ("5", "7:51", "+21"), ("6", "7:47", "+9"), ("0.36", "8:08", "+2")):
            s.raw(mi, None, TV, (42, s.y, 260, s.y + 60))
            s.raw(f"{pace} /mi", None, TV, (300, s.y, 760, s.y + 60))
            s.raw(f"{elev} ft", None, TV, (800, s.y, 1038, s.y + 60))
            s.y += 64
        s.end(sv, 2400)
        return s

    def kudos_list(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Morning Run")
        s.tabs(["Kudos", "Comments"], 0)
        lst = s.lst("recycler_view")
        for who, loc, follow in (("Priya Raman", "Richmond, England", "Following"), ("Tom Whitaker", "London, England", "Following"),
                                 ("Aisha Bello", "Hackney, England", "Following"), ("Marek Nowak", "Kraków, Poland", "Follow"),
                                 ("Chloe Dufresne", "Lyon, France", "Following"), ("Sam Ashworth", "Leyton, England", "Following")):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 168), click=True)
            s.raw(None, who, IV, (42, y + 31, 147, y + 136))
            s.raw(who, None, TV, (189, y + 30, 700, y + 90), res="athlete_name")
            s.raw(loc, None, TV, (189, y + 90, 700, y + 140), res="athlete_location")
            s.raw(follow, None, BTN, (740, y + 40, 1017, y + 128), click=True, res="follow_button")
            s.y += 168
        s.end(lst, 2400)
        return s

    s0 = home("8:41", 74, feed_km, 4)
    s1 = you("8:41", 74, False)
    s2 = settings("8:42", 74, "Kilometers")
    s3 = settings("8:42", 74, "Kilometers", dialog=True)
    s4 = settings("8:42", 74, "Miles")
    s5 = you("8:42", 74, True)
    s6 = home("8:43", 73, feed_mi, 6)
    s7 = detail("8:43", 73, 6)
    s8 = kudos_list("8:44", 73)
    s9 = detail("8:44", 73, 6)
    seq = [
        (click(s0, "You"), s1),
        (click(s1, "Settings"), s2),
        (click_row(s2, "Units of Measure"), s3),
        (click(s3, "Miles"), s4),
        (droid("navigate_back"), s5),
        (click(s5, "Home"), s6),
        (click(s6, "Morning Run"), s7),
        (click(s7, "6 kudos"), s8),
        (droid("navigate_back"), s9),
    ]
    add(rs, 3, s0, seq)


# Revolut, bad
def t04(rs: RowSet) -> None:
    pkg = "com.revolut.revolut"
    nav = ["Home", "Invest", "Payments", "Crypto", "Lifestyle"]
    base_tx = [("Tesco Express", "Today, 08:41", "-£12.85"), ("Transport for London", "Yesterday, 18:02", "-£2.80"),
               ("Pret A Manger", "Yesterday, 12:47", "-£6.45"), ("Salary · ACME Logistics Ltd", "10 May, 06:12", "+£2,640.00")]
    moved_tx = [("To Japan 2025", "Today, 09:27", "-£150.00")] + base_tx[:3]
    vault_tx0 = [("Round-up · Tesco Express", "Today, 08:41", "+£0.15"), ("Interest earned", "Today, 03:00", "+£0.04"),
                 ("Interest earned", "Yesterday, 03:00", "+£0.04"), ("Top up from GBP", "1 May, 09:00", "+£100.00"),
                 ("Top up from GBP", "1 Apr, 09:00", "+£100.00")]
    vault_tx1 = [("Top up from GBP", "Today, 09:27", "+£150.00")] + vault_tx0[:4]

    def home(clock: str, batt: int, bal: str, vault: str, txs: list[tuple[str, str, str]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Profile", IV, (42, 150, 168, 276), click=True, res="avatar")
        s.raw("Search", None, ET, (189, 160, 760, 266), hint="Search", click=True, res="search_input")
        s.raw(None, "Analytics", IB, (786, 150, 912, 276), click=True)
        s.raw(None, "Cards", IB, (912, 150, 1038, 276), click=True)
        sv = s.lst("home_scroll", cls=SV)
        s.raw("Personal · GBP", None, TV, (63, 330, 1017, 390), res="account_title")
        s.raw(bal, None, TV, (63, 390, 1017, 520), res="account_balance")
        s.raw("Accounts", None, BTN, (390, 540, 690, 630), click=True, res="accounts_button")
        s.y = 660
        for i, a in enumerate(("Add money", "Move", "Details", "More")):
            s.raw(None, a, IB, (63 + i * 250, 660, 203 + i * 250, 800), click=True)
            s.raw(a, None, TV, (33 + i * 250, 810, 233 + i * 250, 860))
        s.y = 900
        for n, when, amt in txs:
            s.row(n, when, right=amt, h=150, icon=n)
        s.raw("See all", None, BTN, (63, s.y, 1017, s.y + 110), click=True)
        s.y += 140
        s.raw(None, None, LL, (0, s.y, W, s.y + 190), click=True, res="wealth_card")
        s.raw("Total wealth", None, TV, (63, s.y + 30, 700, s.y + 85))
        s.raw("£2,418.79", None, TV, (63, s.y + 85, 700, s.y + 160), res="wealth_total")
        s.y += 210
        s.text("Savings", h=80)
        s.row("Japan 2025", "4.25% AER · paid daily", right=vault, h=150, icon="Japan 2025")
        s.row("EUR", "Euro", right="€312.40", h=150, icon="EUR")
        s.end(sv, 2211)
        s.nav(nav, 0)
        return s

    def vault(clock: str, batt: int, bal: str, pct: int, txs: list[tuple[str, str, str]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, actions=("Settings",))
        sv = s.lst("vault_scroll", cls=SV)
        s.raw("Japan 2025", None, TV, (63, 300, 1017, 370), res="vault_title")
        s.raw(bal, None, TV, (63, 370, 1017, 490), res="vault_balance")
        s.raw(f"{pct}% of £3,000.00", None, TV, (63, 500, 1017, 560), res="vault_goal")
        s.raw(None, f"{pct} percent", PB, (63, 580, 1017, 600), res="vault_progress")
        s.raw("4.25% AER · Interest paid daily", None, TV, (63, 620, 1017, 680))
        s.y = 700
        for i, a in enumerate(("Add money", "Withdraw", "Auto-save", "More")):
            s.raw(None, a, IB, (63 + i * 250, 700, 203 + i * 250, 840), click=True)
            s.raw(a, None, TV, (33 + i * 250, 850, 233 + i * 250, 900))
        s.y = 940
        s.text("Transactions", h=80)
        for n, when, amt in txs:
            s.row(n, when, right=amt, h=150, icon=n)
        s.end(sv, 2400)
        return s

    def addm(clock: str, batt: int, amount: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Add money")
        s.raw(None, None, LL, (42, 320, 1038, 520), click=True, res="from_account")
        s.raw("From", None, TV, (84, 340, 500, 390))
        s.raw("GBP · Personal", None, TV, (84, 390, 700, 450))
        s.raw("Balance: £1,846.12", None, TV, (84, 450, 700, 500))
        s.raw(amount or "0", None, ET, (600, 380, 1017, 480), hint="0", click=True, edit=True, focused=True, res="amount_input")
        s.raw(None, None, LL, (42, 560, 1038, 720), click=True, res="to_account")
        s.raw("To", None, TV, (84, 580, 500, 630))
        s.raw("Japan 2025 · £305.20", None, TV, (84, 630, 900, 690))
        if amount:
            s.raw("You'll have £455.20 in Japan 2025", None, TV, (63, 760, 1017, 820), res="hint_text")
        s.raw("Add money", None, BTN, (63, 1880, 1017, 2020), click=True, enabled=bool(amount), res="primary_button")
        return s

    def success(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Success", IV, (390, 700, 690, 1000))
        s.raw("£150 added", None, TV, (63, 1050, 1017, 1150), res="title")
        s.raw("to Japan 2025", None, TV, (63, 1150, 1017, 1220), res="subtitle")
        s.raw("Done", None, BTN, (63, 2000, 1017, 2140), click=True, res="primary_button")
        return s

    def accounts(clock: str, batt: int, total: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Accounts", actions=("Add",))
        s.raw("Total wealth", None, TV, (63, 300, 1017, 360))
        s.raw(total, None, TV, (63, 360, 1017, 470), res="total_balance")
        s.y = 500
        s.text("Current accounts", h=80)
        s.row("Personal", "GBP · Main", right="£1,696.12", h=150, icon="GBP")
        s.row("Euro", "EUR · ≈ £267.47", right="€312.40", h=150, icon="EUR")
        s.text("Savings", h=80)
        s.row("Japan 2025", "GBP · 4.25% AER", right="£455.20", h=150, icon="Japan 2025")
        s.text("Investments", h=80)
        s.row("Open an investment account", "Stocks, ETFs and more", h=150, icon="Invest")
        return s

    def txdetail(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, actions=("Share",))
        s.raw(None, "Japan 2025", IV, (42, 300, 190, 448))
        s.raw("+£150.00", None, TV, (63, 470, 1017, 580), res="amount")
        s.raw("Top up from GBP", None, TV, (63, 580, 1017, 640), res="description")
        s.raw("Today, 09:27", None, TV, (63, 640, 1017, 690), res="date")
        s.y = 740
        for lab, val in (("Status", "Completed"), ("From", "GBP · Personal"), ("To", "Japan 2025"),
                         ("Vault balance after", "£455.20"), ("Date", "13 May 2024, 09:27")):
            s.raw(lab, None, TV, (63, s.y, 500, s.y + 60))
            s.raw(val, None, TV, (520, s.y, 1017, s.y + 60))
            s.y += 90
        s.raw("Get statement", None, BTN, (63, s.y + 40, 1017, s.y + 160), click=True)
        return s

    s0 = home("9:25", 68, "£1,846.12", "£305.20", base_tx)
    s1 = vault("9:25", 68, "£305.20", 10, vault_tx0)
    s2 = addm("9:26", 68, None)
    s3 = addm("9:26", 68, "150")
    s4 = success("9:27", 68)
    s5 = vault("9:27", 67, "£455.20", 15, vault_tx1)
    s6 = home("9:27", 67, "£1,696.12", "£455.20", moved_tx)
    s7 = accounts("9:28", 67, "£2,268.79")
    s8 = vault("9:28", 67, "£455.20", 15, vault_tx1)
    s9 = txdetail("9:29", 67)
    seq = [
        (click_row(s0, "Japan 2025"), s1),
        (click(s1, "Add money"), s2),
        (droid("input_text", text="150", index=s2.res("amount_input")), s3),
        (droid("click", index=s3.res("primary_button")), s4),
        (click(s4, "Done"), s5),
        (droid("navigate_back"), s6),
        (click(s6, "Accounts"), s7),
        (click_row(s7, "Japan 2025"), s8),
        (click_row(s8, "Today, 09:27"), s9),
    ]
    add(rs, 4, s0, seq, bad=True, turn=7, kind="total wealth drops by £150 after an internal move that should leave it unchanged")


# Loop Habit Tracker, clean
def t05(rs: RowSet) -> None:
    pkg = "org.isoron.uhabits"
    days = [("MON", "13"), ("SUN", "12"), ("SAT", "11"), ("FRI", "10"), ("THU", "9")]
    habits0 = [
        ("Meditate 10 min", 78, [0, 1, 1, 1, 1]), ("Read 20 pages", 64, [0, 1, 0, 1, 1]),
        ("No sugar", 41, [0, 0, 1, 0, 1]), ("Stretch", 55, [1, 1, 0, 1, 0]), ("Journal", 60, [0, 1, 1, 0, 1]),
        ("Practice Spanish (Duolingo)", 83, [0, 1, 1, 1, 1]), ("Drink 2L water", 58, [0, 1, 0, 1, 1]),
    ]

    def main(clock: str, batt: int, habits: list[tuple[str, int, list[int]]], dialog: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Habits", up=None, actions=("Add habit", "Filter", "More options"))
        for i, (d, n) in enumerate(days):
            x = 500 + i * 112
            s.raw(f"{d}\n{n}", None, TV, (x, 283, x + 112, 380), res="header_day")
        lst = s.lst("listView")
        s.y = 390
        for name, score, marks in habits:
            y = s.y
            s.raw(None, None, FL, (21, y, 1059, y + 160), click=True, longc=True, res="habit_card")
            s.raw(None, f"Score {score}%", VW, (42, y + 50, 102, y + 110), res="scoreRing")
            s.raw(name, None, TV, (124, y + 45, 490, y + 115), res="label")
            for i, m in enumerate(marks):
                x = 500 + i * 112
                d, n = days[i]
                s.raw("✓" if m else "✗", f"{name}, {d.title()} {n}: {'done' if m else 'not done'}", VW,
                      (x, y, x + 112, y + 160), click=True, longc=True, res="checkmarkPanel")
            s.y += 170
        s.end(lst, 2400)
        if dialog:
            s.raw(None, None, FL, (84, 800, 996, 1500), res="parentPanel")
            s.raw(None, None, LL, (126, 860, 954, 1160), click=True, res="buttonYesNo")
            s.raw("Yes or No", None, TV, (168, 890, 912, 960))
            s.raw("e.g. Did you wake up early today? Did you exercise? Did you play chess?", None, TV, (168, 960, 912, 1120))
            s.raw(None, None, LL, (126, 1180, 954, 1460), click=True, res="buttonMeasurable")
            s.raw("Measurable", None, TV, (168, 1210, 912, 1280))
            s.raw("e.g. How many miles did you run today? How many pages did you read?", None, TV, (168, 1280, 912, 1440))
        return s

    def create(clock: str, batt: int, name: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Create habit", actions=("Save",))
        s.field(name, "Name", res="nameInput", focused=True, x1=860)
        s.raw(None, "Color", IB, (880, 300, 1017, 437), click=True, res="colorButton")
        s.field(None, "e.g. Did you exercise today?", res="questionInput", label="Question")
        s.text("Frequency", h=56)
        s.raw("Every day", None, BTN, (63, s.y + 10, 1017, s.y + 140), click=True, res="frequencyPicker")
        s.y += 150
        s.text("Reminder", h=56)
        s.raw("Off", None, BTN, (63, s.y + 10, 1017, s.y + 140), click=True, res="reminderTimePicker")
        s.y += 150
        s.field(None, "(Optional)", res="notesInput", label="Notes", h=260)
        return s

    def detail(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Meditate 10 min", actions=("Edit", "More options"))
        sv = s.lst("scrollView", cls=SV)
        s.text("Overview", h=80)
        for i, (val, lab) in enumerate((("79%", "Score"), ("+3%", "Month"), ("+12%", "Year"), ("201", "Total"))):
            s.raw(val, None, TV, (42 + i * 250, s.y, 282 + i * 250, s.y + 80))
            s.raw(lab, None, TV, (42 + i * 250, s.y + 80, 282 + i * 250, s.y + 130))
        s.y += 160
        s.raw("Every day", None, TV, (63, s.y, 700, s.y + 60), res="frequencyLabel")
        s.y += 80
        s.text("Score", h=80)
        s.raw("Week", None, BTN, (780, s.y - 80, 1017, s.y), click=True)
        s.raw(None, "Score chart", VW, (42, s.y, 1038, s.y + 380), res="scoreView")
        s.y += 400
        s.text("History", h=80)
        s.raw(None, "History calendar, May 2024", VW, (42, s.y, 1038, s.y + 420), res="historyChart")
        s.y += 440
        s.text("Best streaks", h=80)
        for length, rng in (("19", "3 Mar – 21 Mar"), ("12", "2 May – 13 May"), ("11", "9 Apr – 19 Apr"), ("8", "7 Feb – 14 Feb")):
            s.raw(rng, None, TV, (63, s.y, 800, s.y + 60))
            s.raw(length, None, TV, (820, s.y, 1017, s.y + 60))
            s.y += 70
        s.end(sv, 2400)
        return s

    h1 = [(n, (79 if n == "Meditate 10 min" else sc), ([1] + m[1:] if n == "Meditate 10 min" else m)) for n, sc, m in habits0]
    h2 = h1 + [("Floss", 0, [0, 0, 0, 0, 0])]
    s0 = main("21:34", 47, habits0)
    s1 = main("21:34", 47, h1)
    s2 = main("21:34", 47, h1, dialog=True)
    s3 = create("21:35", 47, None)
    s4 = create("21:35", 47, "Floss")
    s5 = main("21:35", 46, h2)
    s6 = detail("21:36", 46)
    s7 = main("21:36", 46, h2)
    seq = [
        (click(s0, "Meditate 10 min, Mon 13: not done"), s1),
        (click(s1, "Add habit"), s2),
        (click_row(s2, "Yes or No"), s3),
        (droid("input_text", text="Floss", index=s3.res("nameInput")), s4),
        (click(s4, "Save"), s5),
        (click_row(s5, "Meditate 10 min"), s6),
        (droid("navigate_back"), s7),
    ]
    add(rs, 5, s0, seq)


# Fitbit, bad
def t06(rs: RowSet) -> None:
    pkg = "com.fitbit.FitbitMobile"
    before = {"steps": "6,482", "dist": "4.71", "azm": "18", "cal": "1,604", "floors": "6"}
    after = {"steps": "6,911", "dist": "5.02", "azm": "21", "cal": "1,662", "floors": "7"}

    def today(clock: str, batt: int, v: dict[str, str], sync: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw("Today", None, TV, (63, 160, 600, 250), res="toolbar_title")
        s.raw(None, "Notifications", IB, (786, 150, 912, 276), click=True)
        s.raw(None, "You", IV, (912, 150, 1038, 276), click=True, res="profile_avatar")
        s.raw(sync, None, TV, (63, 276, 1017, 330), res="sync_status")
        sv = s.lst("dashboard_recycler")
        s.y = 350
        for i, (lab, val, unit) in enumerate((("Steps", v["steps"], None), ("Distance", v["dist"], "km"),
                                               ("Active Zone Minutes", v["azm"], "of 22"), ("Calories burned", v["cal"], "cal"))):
            x = 42 + i * 252
            s.raw(None, f"{lab}: {val}{' ' + unit if unit else ''}", FL, (x, 350, x + 240, 640), click=True, res="hero_tile")
            s.raw(val, None, TV, (x + 10, 480, x + 230, 560), res="tile_value")
            s.raw(lab if unit is None else unit, None, TV, (x + 10, 560, x + 230, 610), res="tile_label")
        s.y = 680
        for title, val, sub in (("Floors", v["floors"], "of 10 floors"), ("Sleep", "7 hr 12 min", "11:08 PM – 6:31 AM"),
                                ("Resting heart rate", "61 bpm", "Last night"), ("Water", "750 ml", "of 2,000 ml"),
                                ("Weight", "72.4 kg", "Sat, 11 May"), ("Exercise days", "2 of 5 days", "This week")):
            y = s.y
            s.raw(None, None, FL, (42, y, 1038, y + 210), click=True, res="tile_container")
            s.raw(title, None, TV, (84, y + 30, 700, y + 85), res="tile_title")
            s.raw(val, None, TV, (84, y + 85, 700, y + 160), res="tile_value")
            s.raw(sub, None, TV, (84, y + 160, 700, y + 200), res="tile_subtitle")
            s.y += 230
        s.end(sv, 2211)
        s.nav(["Today", "Coach", "You"], 0)
        return s

    def steps(clock: str, batt: int, val: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Steps", actions=("Steps settings",))
        s.tabs(["Day", "Week", "Month", "Year"], 0, use_text=True)
        s.raw(None, "Previous day", IB, (42, 430, 168, 556), click=True)
        s.raw("Today", None, TV, (300, 450, 780, 530), res="date_label")
        s.raw(None, "Next day", IB, (912, 430, 1038, 556), click=True, enabled=False)
        s.raw(val, None, TV, (63, 600, 1017, 740), res="total_value")
        s.raw("steps · Goal 10,000", None, TV, (63, 740, 1017, 800), res="goal_label")
        s.raw(None, "Hourly steps chart", VW, (42, 840, 1038, 1380), res="bar_chart")
        s.y = 1400
        for hour, n in (("6 AM", "512"), ("7 AM", "1,884"), ("8 AM", "1,107"), ("9 AM", "643"), ("10 AM", "1,012"),
                        ("11 AM", "874"), ("12 PM", "450")):
            s.raw(hour, None, TV, (63, s.y, 400, s.y + 60))
            s.raw(n, None, TV, (700, s.y, 1017, s.y + 60))
            s.y += 70
        s.raw("Hourly steps are summed from your Charge 6.", None, TV, (63, s.y + 20, 1017, s.y + 80))
        return s

    def goals(clock: str, batt: int, dialog: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Activity goals")
        lst = s.lst("goals_list")
        for title, val in (("Steps", "10,000"), ("Distance", "8 km"), ("Calories burned", "2,600 cal"),
                           ("Active Zone Minutes", "22 min"), ("Floors", "10"), ("Hourly activity", "250 steps · 9 AM – 5 PM")):
            s.row(title, val, h=160)
        s.text("Exercise days per week", h=90)
        s.row("Exercise", "5 days", h=160)
        s.end(lst, 2400)
        if dialog is not None:
            s.raw(None, None, FL, (84, 860, 996, 1420), res="parentPanel")
            s.raw("Steps goal", None, TV, (147, 910, 933, 990), res="alertTitle")
            s.raw(dialog, None, ET, (147, 1030, 933, 1170), hint="Steps", click=True, edit=True, focused=True, res="goal_input")
            s.raw("Cancel", None, BTN, (520, 1270, 720, 1380), click=True, res="button2")
            s.raw("OK", None, BTN, (740, 1270, 933, 1380), click=True, res="button1")
        return s

    s0 = today("12:18", 57, before, "Last synced 38 minutes ago")
    s1 = today("12:18", 57, before, "Syncing with Charge 6…")
    s2 = today("12:19", 57, after, "Synced just now")
    s3 = steps("12:19", 57, before["steps"])
    s4 = goals("12:20", 57, None)
    s5 = goals("12:20", 57, "10000")
    s6 = goals("12:20", 57, "8000")
    seq = [
        (droid("scroll", direction="up", index=s0.res("dashboard_recycler")), s1),
        (droid("wait"), s2),
        (click(s2, f"Steps: {after['steps']}"), s3),
        (click(s3, "Steps settings"), s4),
        (click_row(s4, "Steps"), s5),
        (droid("input_text", text="8000", index=s5.res("goal_input")), s6),
    ]
    add(rs, 6, s0, seq, bad=True, turn=3, kind="step total on the detail screen falls back to the pre-sync count")


# Organic Maps, clean
def t07(rs: RowSet) -> None:
    pkg = "app.organicmaps"
    kelv = "Kelvingrove Art Gallery and Museum"

    def mapview(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", "android.view.SurfaceView", (0, 0, W, 2400), click=True, longc=True, res="map")
        s.raw(None, "Zoom in", IB, (912, 1000, 1038, 1126), click=True, res="nav_zoom_in")
        s.raw(None, "Zoom out", IB, (912, 1150, 1038, 1276), click=True, res="nav_zoom_out")
        s.raw(None, "My position", IB, (912, 1350, 1038, 1476), click=True, res="my_position")
        s.raw(None, "Layers", IB, (42, 160, 168, 286), click=True, res="layers_button")
        s.raw("Glasgow", None, TV, (300, 2080, 780, 2140), res="street_name")
        for i, a in enumerate(("Search", "Bookmarks and tracks", "Route", "Menu")):
            s.raw(None, a, IB, (i * 270, 2200, (i + 1) * 270, 2360), click=True, res=["search", "bookmarks", "routing", "menu"][i])
        return s

    def search(clock: str, batt: int, q: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Back", IB, (0, 150, 147, 297), click=True)
        s.raw(q or "Search", None, ET, (147, 165, 930, 282), hint="Search", click=True, edit=True, focused=True, res="query")
        if q:
            s.raw(None, "Clear", IB, (930, 165, 1047, 282), click=True, res="clear")
        s.y = 300
        if not q:
            s.tabs(["History", "Categories"], 0, use_text=True)
            lst = s.lst("recycler")
            for h in ("Riverside Museum", "Glasgow Central", "Barras Market", "Mother India"):
                s.row(h, None, h=126, icon="History")
            s.raw("Clear search history", None, BTN, (63, s.y + 20, 1017, s.y + 130), click=True)
            s.y += 150
            s.end(lst, 2400)
            return s
        lst = s.lst("recycler")
        for title, typ, dist, addr in ((kelv, "Museum", "2.4 km", "Argyle Street, Glasgow"),
                                       ("Kelvingrove Park", "Park", "2.1 km", "Kelvin Way, Glasgow"),
                                       ("Kelvingrove Bandstand", "Attraction", "2.3 km", "Kelvingrove Park, Glasgow"),
                                       ("Kelvingrove Café", "Café", "2.6 km", "1161 Argyle Street, Glasgow"),
                                       ("Kelvingrove Street", "Street", "2.7 km", "Glasgow")):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 200), click=True, res="result")
            s.raw(title, None, TV, (63, y + 25, 820, y + 85), res="title")
            s.raw(typ, None, TV, (63, y + 85, 820, y + 135), res="description")
            s.raw(addr, None, TV, (63, y + 135, 820, y + 185), res="region")
            s.raw(dist, None, TV, (840, y + 25, 1017, y + 85), res="distance")
            s.y += 200
        s.end(lst, 2400)
        return s

    def place(clock: str, batt: int, dist: str, saved: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", "android.view.SurfaceView", (0, 0, W, 1100), click=True, longc=True, res="map")
        s.raw(None, None, FL, (0, 1100, W, 2400), res="placepage")
        s.raw(kelv, None, TV, (63, 1140, 860, 1260), res="tv__title")
        s.raw("Museum", None, TV, (63, 1260, 860, 1310), res="tv__subtitle")
        s.raw(dist, None, TV, (880, 1150, 1017, 1210), res="tv__straight_distance")
        s.raw(None, "Direction", IV, (900, 1210, 990, 1300), res="av__direction")
        s.y = 1330
        for i, (a, sel) in enumerate((("Bookmark", saved), ("Route from", False), ("Route to", False), ("Share", False), ("More", False))):
            s.raw(None, a, LL, (i * 216, 1330, (i + 1) * 216, 1480), click=True, selected=sel, res="button")
            s.raw(a, None, TV, (i * 216 + 10, 1420, (i + 1) * 216 - 10, 1470))
        s.y = 1500
        if saved:
            s.raw(None, None, LL, (0, s.y, W, s.y + 130), click=True, res="ll__bookmark")
            s.raw("Glasgow weekend", None, TV, (189, s.y + 35, 800, s.y + 95), res="tv__bookmark_group")
            s.raw(None, "Edit bookmark", IB, (900, s.y + 2, 1026, s.y + 128), click=True)
            s.y += 130
        for label, val in (("Address", "Argyle Street, Glasgow G3 8AG"), ("Opening hours", "Open now · 10:00–17:00"),
                           ("Phone", "+44 141 276 9599"), ("Website", "glasgowlife.org.uk"),
                           ("Wheelchair", "Yes"), ("Coordinates", "55.868610, -4.290660")):
            s.raw(None, label, IV, (63, s.y + 30, 126, s.y + 93))
            s.raw(val, None, TV, (189, s.y + 30, 1017, s.y + 93), click=True, longc=True)
            s.y += 118
        return s

    def lists(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Bookmarks and tracks", actions=("Search",))
        lst = s.lst("recycler")
        s.text("Lists", h=90)
        for name, sub in (("Glasgow weekend", "5 bookmarks"), ("My Places", "12 bookmarks"), ("Edinburgh Fringe 2023", "8 bookmarks, 1 track")):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 170), click=True, longc=True, res="item")
            s.raw(None, "Hide", IB, (21, y + 22, 147, y + 148), click=True, res="checkbox")
            s.raw(name, None, TV, (189, y + 30, 880, y + 90), res="name")
            s.raw(sub, None, TV, (189, y + 90, 880, y + 140), res="size")
            s.raw(None, "More", IB, (912, y + 22, 1038, y + 148), click=True, res="more")
            s.y += 170
        s.text("Create new list", h=126, click=True, res="create_new_list")
        s.text("Import bookmarks and tracks", h=126, click=True, res="import_bookmarks")
        s.text("Hide all", h=126, click=True, res="hide_all")
        s.end(lst, 2400)
        return s

    items = [("The Ubiquitous Chip", "Restaurant", "2.6 km"), ("Riverside Museum", "Museum", "3.9 km"),
             ("Glasgow Necropolis", "Cemetery", "1.8 km"), ("Barras Market", "Marketplace", "1.6 km"),
             (kelv, "Museum", "2.3 km")]

    def blist(clock: str, batt: int, order: list[tuple[str, str, str]], sheet: bool = False, header: str | None = None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Glasgow weekend", actions=("Search", "Sort", "More options"))
        lst = s.lst("recycler")
        s.raw(None, None, LL, (0, s.y, W, s.y + 130), click=True)
        s.raw("Description", None, TV, (63, s.y + 35, 900, s.y + 95))
        s.y += 130
        s.text(header or "Bookmarks", h=90)
        for name, typ, dist in order:
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 170), click=True, longc=True)
            s.raw(None, typ, IV, (42, y + 37, 138, y + 133), res="iv__bookmark_color")
            s.raw(name, None, TV, (168, y + 30, 860, y + 90), res="tv__bookmark_name")
            s.raw(typ, None, TV, (168, y + 90, 860, y + 140), res="tv__bookmark_type")
            s.raw(dist, None, TV, (880, y + 30, 1017, y + 90), res="tv__bookmark_distance")
            s.y += 170
        s.text("Tracks", h=90)
        s.text("No tracks in this list", h=90)
        s.end(lst, 2400)
        if sheet:
            s.raw(None, None, FL, (0, 1700, W, 2400), res="design_bottom_sheet")
            s.raw("Sort by", None, TV, (63, 1730, 1017, 1810))
            for i, opt in enumerate(("By default", "By type", "By distance", "By date")):
                s.raw(opt, None, "android.widget.CheckedTextView", (0, 1820 + i * 135, W, 1955 + i * 135), click=True, check=i == 0)
        return s

    by_dist = sorted(items, key=lambda t: float(t[2].split()[0]))
    s0 = mapview("15:02", 71)
    s1 = search("15:02", 71, None)
    s2 = search("15:02", 71, "Kelvingrove")
    s3 = place("15:03", 71, "2.4 km", False)
    s4 = place("15:03", 70, "2.3 km", True)
    s5 = mapview("15:04", 70)
    s6 = lists("15:04", 70)
    s7 = blist("15:04", 70, items)
    s8 = blist("15:05", 70, items, sheet=True)
    s9 = blist("15:05", 70, by_dist, header="Sorted by distance")
    seq = [
        (click(s0, "Search"), s1),
        (droid("input_text", text="Kelvingrove", index=s1.res("query")), s2),
        (click_row(s2, kelv), s3),
        (click(s3, "Bookmark"), s4),
        (droid("navigate_back"), s5),
        (click(s5, "Bookmarks and tracks"), s6),
        (click_row(s6, "Glasgow weekend"), s7),
        (click(s7, "Sort"), s8),
        (click(s8, "By distance"), s9),
    ]
    add(rs, 7, s0, seq)


# Splitwise, bad
def t08(rs: RowSet) -> None:
    pkg = "com.Splitwise.SplitwiseMobile"
    nav = ["Groups", "Friends", "Activity", "Account"]
    E_PIZZA = ("12", "Pizza night", "You paid £54.00", "you lent", "£40.50")
    E_LIDL = ("11", "Lidl groceries", "Hannah O. paid £42.60", "you borrowed", "£10.65")
    E_CLEAN = ("9", "Cleaning supplies", "Priyanka S. paid £14.20", "you borrowed", "£3.55")
    E_ELEC = ("6", "Electricity (Octopus)", "Luis M. paid £118.40", "you borrowed", "£29.60")
    E_BB = ("1", "Broadband – May", "You paid £36.00", "you lent", "£27.00")
    E_LOO = ("13", "Toilet roll & bin bags", "You paid £9.80", "you lent", "£7.35")

    def groups(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, up=None, actions=("Search", "Create group"))
        s.raw("Overall, you are owed £0.55", None, TV, (63, 300, 860, 370), res="overall_balance")
        s.raw(None, "Filter", IB, (912, 280, 1038, 406), click=True)
        lst = s.lst("groups_list")
        s.y = 420
        for name, summary, lines in (("Flat 4B", "you are owed £13.05", ["Priyanka S. owes you £18.95", "Hannah O. owes you £1.20", "You owe Luis M. £7.10"]),
                                     ("Skye trip Sep", "settled up", []),
                                     ("Mum's 60th gift", "you owe £12.50", ["You owe Ciarán B. £12.50"])):
            y = s.y
            h = 180 + 50 * len(lines)
            s.raw(None, None, LL, (0, y, W, y + h), click=True, longc=True, res="group_row")
            s.raw(None, name, IV, (42, y + 30, 232, y + 150), res="group_avatar")
            s.raw(name, None, TV, (262, y + 30, 760, y + 90), res="group_name")
            s.raw(summary, None, TV, (780, y + 30, 1038, y + 90), res="group_balance")
            for j, ln in enumerate(lines):
                s.raw(ln, None, TV, (262, y + 100 + 50 * j, 1038, y + 150 + 50 * j))
            s.y += h + 20
        s.raw("Start a new group", None, BTN, (240, s.y + 40, 840, s.y + 160), click=True)
        s.end(lst, 2211)
        s.fab(None, text="Add expense", res="add_expense_fab", box=(600, 2040, 1038, 2180))
        s.nav(nav, 0)
        return s

    def group(clock: str, batt: int, owed: str, lines: list[str], exps: list[tuple[str, ...]], scrolled: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, actions=("Group settings",))
        lst = s.lst("group_detail_list")
        if not scrolled:
            s.raw(None, "Flat 4B", IV, (63, 300, 273, 510), res="group_avatar")
            s.raw("Flat 4B", None, TV, (63, 530, 1017, 620), res="group_name")
            s.raw(f"You are owed {owed} overall", None, TV, (63, 630, 1017, 690), res="balance_summary")
            s.y = 700
            for ln in lines:
                s.raw(ln, None, TV, (63, s.y, 1017, s.y + 50))
                s.y += 55
            s.y += 20
            for i, b in enumerate(("Settle up", "Balances", "Totals", "Export")):
                s.raw(b, None, BTN, (42 + i * 250, s.y, 272 + i * 250, s.y + 110), click=True)
            s.y += 140
            s.text("May 2024", h=80)
        else:
            s.y = 300
        for day, desc, payer, verb, amt in exps:
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 170), click=True, longc=True, res="expense_row")
            s.raw(f"May\n{day}", None, TV, (21, y + 30, 126, y + 140), res="date")
            s.raw(None, "General", IV, (136, y + 35, 236, y + 135), res="category_icon")
            s.raw(desc, None, TV, (262, y + 30, 760, y + 90), res="description")
            s.raw(payer, None, TV, (262, y + 90, 760, y + 140), res="payer")
            s.raw(verb, None, TV, (780, y + 30, 1038, y + 80), res="balance_label")
            s.raw(amt, None, TV, (780, y + 80, 1038, y + 140), res="balance_amount")
            s.y += 170
        s.raw("Older expenses are settled up.", None, TV, (63, s.y + 20, 1017, s.y + 80))
        s.raw("Show settled expenses", None, BTN, (240, s.y + 100, 840, s.y + 210), click=True)
        s.y += 230
        s.end(lst, 2211)
        s.fab(None, text="Add expense", res="add_expense_fab", box=(600, 2040, 1038, 2180))
        return s

    def expense(clock: str, batt: int, dialog: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, actions=("Delete", "Edit"))
        s.raw(None, "Groceries", IV, (63, 300, 273, 510))
        s.raw("Lidl groceries", None, TV, (300, 320, 1017, 400), res="expense_description")
        s.raw("£42.60", None, TV, (300, 400, 1017, 490), res="expense_cost")
        s.raw("Added by Hannah O. on 11 May 2024", None, TV, (300, 490, 1017, 540), res="expense_created")
        s.y = 600
        for who, line in (("Hannah O.", "Hannah O. paid £42.60 and owes £10.65"), ("Luis M.", "Luis M. owes £10.65"),
                          ("Priyanka S.", "Priyanka S. owes £10.65"), ("You", "You owe £10.65")):
            s.raw(None, who, IV, (63, s.y + 10, 163, s.y + 110))
            s.raw(line, None, TV, (189, s.y + 30, 1017, s.y + 90))
            s.y += 120
        s.raw("Spending by category", None, BTN, (63, s.y + 20, 1017, s.y + 130), click=True)
        s.y += 160
        s.raw("Add a comment", None, ET, (63, 2180, 900, 2300), hint="Add a comment", click=True, edit=True, res="comment_input")
        s.raw(None, "Send", IB, (912, 2180, 1038, 2306), click=True, enabled=False)
        if dialog:
            s.raw(None, None, FL, (84, 830, 996, 1480), res="parentPanel")
            s.raw("Delete expense?", None, TV, (147, 880, 933, 960), res="alertTitle")
            s.raw("Are you sure you want to delete this expense? This will completely remove this expense for ALL people involved, not just you.", None, TV, (147, 980, 933, 1320), res="message")
            s.raw("Cancel", None, BTN, (520, 1350, 720, 1450), click=True, res="button2")
            s.raw("OK", None, BTN, (740, 1350, 933, 1450), click=True, res="button1")
        return s

    def add_exp(clock: str, batt: int, desc: str | None, amount: str | None, focus: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Add an expense", actions=("Save",))
        s.raw("With you and:", None, TV, (63, 300, 400, 370))
        s.raw("All of Flat 4B", None, BTN, (420, 290, 820, 380), click=True, res="group_chip")
        s.raw(None, "Choose category", IB, (120, 460, 270, 610), click=True, res="category_button")
        s.raw(desc or "Enter a description", None, ET, (300, 470, 960, 600), hint="Enter a description", click=True, edit=True, focused=focus == "desc", res="description")
        s.raw("£", None, TV, (120, 660, 270, 800), click=True, res="currency_button")
        s.raw(amount or "0.00", None, ET, (300, 670, 960, 800), hint="0.00", click=True, edit=True, focused=focus == "amount", res="amount")
        s.raw("Paid by you and split equally", None, BTN, (180, 860, 900, 960), click=True, res="split_button")
        s.raw("Today", None, BTN, (63, 1960, 330, 2060), click=True, res="date_button")
        s.raw("Flat 4B", None, BTN, (350, 1960, 650, 2060), click=True, res="group_button")
        s.raw(None, "Add image", IB, (760, 1950, 886, 2076), click=True)
        s.raw(None, "Add notes", IB, (900, 1950, 1026, 2076), click=True)
        return s

    exps0 = [E_PIZZA, E_LIDL, E_LIDL, E_CLEAN, E_ELEC, E_BB]
    exps1 = [E_PIZZA, E_LIDL, E_CLEAN, E_ELEC, E_BB]
    exps2 = [E_LOO] + exps1
    s0 = groups("19:40", 52)
    s1 = group("19:40", 52, "£13.05", ["Hannah O. owes you £1.20", "You owe Luis M. £7.10", "Priyanka S. owes you £18.95"], exps0)
    s2 = expense("19:41", 52, False)
    s3 = expense("19:41", 52, True)
    s4 = group("19:41", 52, "£23.70", ["Hannah O. owes you £11.85", "You owe Luis M. £7.10", "Priyanka S. owes you £18.95"], exps1)
    s5 = add_exp("19:42", 51, None, None, "desc")
    s6 = add_exp("19:42", 51, "Toilet roll & bin bags", None, "desc")
    s7 = add_exp("19:42", 51, "Toilet roll & bin bags", "9.80", "amount")
    s8 = group("19:43", 51, "£31.05", ["Hannah O. owes you £14.30", "You owe Luis M. £4.65", "Priyanka S. owes you £21.40"], exps2)
    s9 = group("19:43", 51, "£31.05", [], [E_PIZZA, E_LIDL, E_LIDL, E_CLEAN, E_ELEC, E_BB], scrolled=True)
    seq = [
        (click_row(s0, "Flat 4B"), s1),
        (droid("click", index=s1.idx("Lidl groceries", 1) - 3), s2),
        (click(s2, "Delete"), s3),
        (click(s3, "OK"), s4),
        (click(s4, "Add expense"), s5),
        (droid("input_text", text="Toilet roll & bin bags", index=s5.res("description")), s6),
        (droid("input_text", text="9.80", index=s6.res("amount")), s7),
        (click(s7, "Save"), s8),
        (droid("scroll", direction="down", index=s8.res("group_detail_list")), s9),
    ]
    add(rs, 8, s0, seq, bad=True, turn=9, kind="expense deleted earlier in the session is listed again")


# Bolt, clean
def t09(rs: RowSet) -> None:
    pkg = "ee.mtakso.client"
    dest = "Aeroporto Humberto Delgado – Terminal 1"

    def home(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", VW, (0, 0, W, 1300), click=True, res="map")
        s.raw(None, "Open menu", IB, (42, 150, 168, 276), click=True, res="menu_button")
        s.raw(None, "My location", IB, (912, 1150, 1038, 1276), click=True)
        s.raw(None, None, FL, (0, 1300, W, 2400), res="bottom_sheet")
        s.raw("Where to?", None, TV, (63, 1350, 1017, 1480), click=True, res="destination_search")
        s.y = 1500
        for title, sub in (("LX Factory", "Rua Rodrigues de Faria 103, Lisboa"), ("Time Out Market Lisboa", "Av. 24 de Julho 49, Lisboa"),
                           ("Estação do Oriente", "Av. Dom João II, Lisboa")):
            s.row(title, sub, h=160, icon="Recent")
        for i, c in enumerate(("Ride", "Rental", "Scooters", "Delivery")):
            s.raw(c, None, TV, (42 + i * 250, 2020, 272 + i * 250, 2130), click=True, selected=i == 0)
        return s

    def search(clock: str, batt: int, q: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Back", IB, (0, 150, 147, 297), click=True)
        s.raw("Rua Augusta 120", None, ET, (168, 160, 1017, 270), hint="Pickup location", click=True, edit=True, res="pickup")
        s.raw(q or "Where to?", None, ET, (168, 290, 1017, 400), hint="Where to?", click=True, edit=True, focused=True, res="destination")
        s.raw(None, "Add stop", IB, (912, 290, 1038, 400), click=True)
        s.y = 440
        lst = s.lst("suggestions")
        if q is None:
            s.raw("Choose on map", None, TV, (63, s.y, 1017, s.y + 120), click=True)
            s.y += 130
            for title, sub in (("LX Factory", "Rua Rodrigues de Faria 103, Lisboa"), ("Time Out Market Lisboa", "Av. 24 de Julho 49, Lisboa"),
                               ("Estação do Oriente", "Av. Dom João II, Lisboa"), ("Miradouro da Senhora do Monte", "Largo Monte, Lisboa")):
                s.row(title, sub, h=160, icon="Recent")
        else:
            for title, sub, d in ((dest, "Alameda das Comunidades Portuguesas, Lisboa", "6.9 km"),
                                  ("Aeroporto Humberto Delgado – Terminal 2", "Rua C, Lisboa", "7.8 km"),
                                  ("Aeroporto (Metro)", "Alameda das Comunidades Portuguesas, Lisboa", "6.8 km"),
                                  ("Star Inn Lisbon Airport", "Rua Henrique Callado 1, Lisboa", "6.2 km")):
                s.row(title, sub, right=d, h=160, icon="Place")
        s.end(lst, 2400)
        return s

    def options(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", VW, (0, 0, W, 1000), click=True, res="map")
        s.raw(None, "Back", IB, (42, 150, 168, 276), click=True)
        s.raw("Rua Augusta 120", None, TV, (200, 160, 1017, 220))
        s.raw(dest, None, TV, (200, 220, 1017, 280))
        s.raw(None, None, FL, (0, 1000, W, 2400), res="bottom_sheet")
        s.y = 1030
        for name, eta, drop, price, sel in (("Bolt", "4 min", "10:07 drop-off", "€14.20", True), ("Comfort", "6 min", "10:09 drop-off", "€17.90", False),
                                            ("Green", "8 min", "10:11 drop-off", "€15.10", False), ("XL", "9 min", "10:12 drop-off", "€22.60", False)):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 170), click=True, selected=sel, res="category_item")
            s.raw(None, name, IV, (42, y + 25, 222, y + 145))
            s.raw(name, None, TV, (250, y + 30, 760, y + 90), res="category_name")
            s.raw(f"{eta} · {drop}", None, TV, (250, y + 90, 760, y + 140), res="category_eta")
            s.raw(price, None, TV, (780, y + 30, 1017, y + 90), res="category_price")
            s.y += 170
        s.raw("Visa •••• 4417", None, TV, (63, 1740, 600, 1820), click=True, res="payment_method")
        s.raw("Promo", None, TV, (700, 1740, 1017, 1820), click=True)
        s.raw("Select Bolt", None, BTN, (63, 1860, 1017, 2000), click=True, res="confirm_button")
        return s

    def trip(clock: str, batt: int, head: str, driver: tuple[str, str, str, str] | None, note: str | None, drop: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", VW, (0, 0, W, 1000), click=True, res="map")
        s.raw(None, None, FL, (0, 1000, W, 2400), res="bottom_sheet")
        s.raw(head, None, TV, (63, 1040, 1017, 1120), res="status_title")
        s.y = 1130
        if note:
            s.raw(note, None, TV, (63, 1130, 1017, 1230), res="status_subtitle")
            s.y = 1240
        if driver is None:
            s.raw(None, "Searching", PB, (63, s.y, 1017, s.y + 16))
            s.y += 40
        else:
            name, car, plate, rating = driver
            s.raw(None, name, IV, (63, s.y, 223, s.y + 160), res="driver_photo")
            s.raw(name, None, TV, (250, s.y, 700, s.y + 60), res="driver_name")
            s.raw(f"★ {rating}", None, TV, (250, s.y + 60, 700, s.y + 110), res="driver_rating")
            s.raw(plate, None, TV, (720, s.y, 1017, s.y + 70), res="car_plate")
            s.raw(car, None, TV, (720, s.y + 70, 1017, s.y + 120), res="car_model")
            s.y += 190
            for i, b in enumerate(("Contact", "Share trip", "Safety")):
                s.raw(None, b, IB, (63 + i * 330, s.y, 293 + i * 330, s.y + 140), click=True)
                s.raw(b, None, TV, (33 + i * 330, s.y + 150, 323 + i * 330, s.y + 200))
            s.y += 230
        for lab, val in (("Pickup", "Rua Augusta 120"), ("Drop-off", f"{dest} · {drop}"), ("Payment", "Visa •••• 4417 · €14.20")):
            s.raw(lab, None, TV, (63, s.y, 330, s.y + 60))
            s.raw(val, None, TV, (350, s.y, 1017, s.y + 110))
            s.y += 120
        s.raw("Cancel ride", None, BTN, (63, s.y + 30, 1017, s.y + 150), click=True, res="cancel_button")
        return s

    rui = ("Rui", "Toyota Corolla · Grey", "45-XR-88", "4.9")
    ana = ("Ana", "Kia Niro · White", "AQ-31-TD", "4.8")
    s0 = home("9:41", 88)
    s1 = search("9:41", 88, None)
    s2 = search("9:42", 88, "Aeroporto")
    s3 = options("9:42", 88)
    s4 = trip("9:42", 88, "Looking for a driver nearby…", None, "Bolt · €14.20", "10:07")
    s5 = trip("9:43", 87, "Rui is on the way · 6 min", rui, None, "~10:08")
    s6 = trip("9:44", 87, "Ana is on the way · 4 min", ana, "Rui had to cancel. We found you another driver at the same price.", "~10:09")
    s7 = trip("9:47", 87, "Ana is 1 min away", ana, None, "~10:09")
    s8 = trip("9:48", 86, "Ana has arrived", ana, "Meet Ana at the pickup point. Free waiting time 2:00", "~10:10")
    seq = [
        (click(s0, "Where to?"), s1),
        (droid("input_text", text="Aeroporto", index=s1.res("destination")), s2),
        (click_row(s2, dest), s3),
        (click(s3, "Select Bolt"), s4),
        (droid("wait"), s5),
        (droid("wait"), s6),
        (droid("wait"), s7),
        (droid("wait"), s8),
    ]
    add(rs, 9, s0, seq)


# Google Keep reminders, bad
def t10(rs: RowSet) -> None:
    pkg = "com.google.android.keep"
    notes = {
        "Pay council tax": ("£148.22 – ref 40117829 – due 15 May. Pay online via Hackney council site.", "Edited 09:02"),
        "Bin day: recycling": ("Blue bin + glass box out by 7", "Edited 6 May"),
        "Call Grandma": ("Ask about her hip appointment and whether she got the flowers", "Edited 12 May"),
        "Dentist – Bright Smile": ("Check-up + scale & polish. Bring the new insurance card.", "Edited 2 May"),
        "Renew railcard": ("Two Together railcard expires 3 Jun – renew in the app, £30", "Edited 28 Apr"),
    }

    def reminders(clock: str, batt: int, chips: dict[str, str]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Open navigation drawer", IB, (42, 160, 168, 286), click=True)
        s.raw("Search your reminders", None, TV, (189, 175, 800, 270), click=True, res="search_bar_text")
        s.raw(None, "Switch to list view", IB, (800, 160, 926, 286), click=True)
        s.raw(None, "Account and settings", IB, (926, 160, 1052, 286), click=True, res="og_apd_ring_view")
        s.raw("Reminders", None, TV, (63, 320, 700, 390), res="browse_title")
        lst = s.lst("browse_notes_list")
        s.y = 420
        for i, (title, chip) in enumerate(chips.items()):
            body, _ = notes[title]
            x0 = 21 if i % 2 == 0 else 545
            y = s.y
            s.raw(None, f"{title}. {body.rstrip('.')}. Reminder {chip}", FL, (x0, y, x0 + 514, y + 430), click=True, longc=True, res="browse_note_interior_content")
            s.raw(title, None, TV, (x0 + 40, y + 40, x0 + 474, y + 110), res="index_note_title")
            s.raw(body, None, TV, (x0 + 40, y + 120, x0 + 474, y + 320), res="index_note_text_description")
            s.raw(chip, None, TV, (x0 + 40, y + 340, x0 + 474, y + 400), res="reminder_chip_text")
            if i % 2 == 1:
                s.y += 450
        s.end(lst, 2400)
        s.fab("New text note", res="new_note_button", box=(869, 2180, 1017, 2328))
        return s

    def editor(clock: str, batt: int, title: str, chip: str, edited: str, dialog: dict[str, str] | None = None,
               menu: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        body, _ = notes[title]
        s.toolbar(None, up="Navigate up", actions=("Pin", "Reminder", "Archive"))
        s.raw(title, None, ET, (63, 300, 1017, 400), hint="Title", click=True, edit=True, res="editable_title")
        s.raw(body, None, ET, (63, 420, 1017, 620), hint="Note", click=True, edit=True, res="edit_note_text")
        s.raw(chip, None, BTN, (63, 650, 500, 740), click=True, res="reminder_chip")
        s.raw(None, "Add", IB, (21, 2250, 147, 2376), click=True)
        s.raw(None, "Colour", IB, (147, 2250, 273, 2376), click=True)
        s.raw(edited, None, TV, (330, 2280, 750, 2340), res="edit_time")
        s.raw(None, "Action", IB, (933, 2250, 1059, 2376), click=True)
        if dialog is not None:
            s.raw(None, None, FL, (63, 700, 1017, 1500), res="parentPanel")
            s.raw("Edit reminder", None, TV, (126, 750, 954, 830), res="alertTitle")
            s.raw(dialog["date"], None, "android.widget.Spinner", (126, 880, 954, 1000), click=True, res="date_spinner")
            s.raw(dialog["time"], None, "android.widget.Spinner", (126, 1020, 954, 1140), click=True, res="time_spinner")
            s.raw("Does not repeat", None, "android.widget.Spinner", (126, 1160, 954, 1280), click=True, res="recurrence_spinner")
            s.raw("Delete", None, BTN, (126, 1380, 400, 1470), click=True, res="button3")
            s.raw("Save", None, BTN, (740, 1380, 954, 1470), click=True, res="button1")
            if menu:
                s.raw(None, None, "android.widget.ListView", (126, 1020, 954, 1720), scroll=True)
                for i, (lab, t) in enumerate((("Morning", "08:00"), ("Afternoon", "13:00"), ("Evening", "18:00"), ("Night", "20:00"), ("Pick a time…", ""))):
                    y = 1030 + i * 136
                    s.raw(None, None, LL, (126, y, 954, y + 136), click=True, selected=t == dialog["time"])
                    s.raw(lab, None, TV, (168, y + 38, 600, y + 98), res="reminder_option_title")
                    if t:
                        s.raw(t, None, TV, (700, y + 38, 912, y + 98), res="reminder_option_time")
        return s

    order = {"Pay council tax": "Today, 18:00", "Bin day: recycling": "Tomorrow, 07:00", "Call Grandma": "19 May, 11:00",
             "Dentist – Bright Smile": "21 May, 08:45", "Renew railcard": "1 Jun, 09:00"}
    s0 = reminders("11:14", 66, order)
    s1 = editor("11:14", 66, "Pay council tax", "Today, 18:00", "Edited 09:02")
    s2 = editor("11:15", 66, "Pay council tax", "Today, 18:00", "Edited 09:02", {"date": "Today", "time": "18:00"})
    s3 = editor("11:15", 66, "Pay council tax", "Today, 18:00", "Edited 09:02", {"date": "Today", "time": "18:00"}, menu=True)
    s4 = editor("11:15", 66, "Pay council tax", "Today, 18:00", "Edited 09:02", {"date": "Today", "time": "20:00"})
    s5 = editor("11:16", 66, "Pay council tax", "Today, 20:00", "Edited 11:16")
    s6 = reminders("11:16", 65, order)
    s7 = editor("11:16", 65, "Call Grandma", "19 May, 11:00", "Edited 12 May")
    s8 = editor("11:17", 65, "Call Grandma", "19 May, 11:00", "Edited 12 May", {"date": "19 May", "time": "11:00"})
    seq = [
        (click_row(s0, "Pay council tax"), s1),
        (click(s1, "Today, 18:00"), s2),
        (click(s2, "18:00"), s3),
        (click_row(s3, "Night"), s4),
        (click(s4, "Save"), s5),
        (droid("navigate_back"), s6),
        (click_row(s6, "Call Grandma"), s7),
        (click(s7, "19 May, 11:00"), s8),
    ]
    add(rs, 10, s0, seq, bad=True, turn=6, kind="reminder time changed to 20:00 reads back as the old 18:00 in the reminders list")


# Syncthing-Fork, clean
def t11(rs: RowSet) -> None:
    pkg = "com.github.catfriend1.syncthingandroid"
    tablet_id = "K7QHZ3T-RM2W4XB-5DNOJ6E-QLW7PZA-TM3YFSK-2HGV8CA-LXU4N1E-YB6R2PQ"
    my_id = "4MXQ2BN-JH6DWPE-C3ZT5RK-8YVNQ2L-UF7MA4S-WPE2K9D-G5TXR3H-QN8BL6J"

    def shell(clock: str, batt: int, tab: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Syncthing", up="Open navigation drawer", actions=("Add", "More options"))
        s.tabs(["FOLDERS", "DEVICES", "STATUS"], tab, use_text=True)
        return s

    def folders(clock: str, batt: int, doc_state: str, doc_detail: str) -> Scr:
        s = shell(clock, batt, 0)
        lst = s.lst("list")
        for name, state, typ, path, detail in (
                ("Camera", "Up to Date", "Send Only", "/storage/emulated/0/DCIM/Camera", "1,284 files · 6.41 GiB"),
                ("Documents", doc_state, "Send & Receive", "/storage/emulated/0/Documents", doc_detail),
                ("Obsidian vault", "Up to Date", "Send & Receive", "/storage/emulated/0/Obsidian/vault", "1,117 files · 48.6 MiB"),
                ("Signal backups", "Up to Date", "Send Only", "/storage/emulated/0/Signal/Backups", "6 files · 1.92 GiB")):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 290), click=True, longc=True, res="folder_item")
            s.raw(name, None, TV, (63, y + 30, 700, y + 95), res="label")
            s.raw(state, None, TV, (720, y + 30, 1017, y + 95), res="state")
            s.raw(typ, None, TV, (63, y + 95, 1017, y + 145), res="type")
            s.raw(path, None, TV, (63, y + 145, 1017, y + 195), res="directory")
            s.raw(detail, None, TV, (63, y + 195, 1017, y + 245), res="items")
            s.raw(None, "Rescan", IB, (912, y + 160, 1038, y + 286), click=True, res="rescanButton")
            s.y += 300
        s.end(lst, 2400)
        return s

    def devices(clock: str, batt: int, nas_rate: str, tablet: tuple[str, str]) -> Scr:
        s = shell(clock, batt, 1)
        lst = s.lst("list")
        for name, state, l1, l2 in (("nas-ds920", "Connected", "192.168.1.20:22000 · TCP LAN", nas_rate),
                                    ("thinkpad-x1", "Disconnected", "Last seen 2024-05-13 08:12", "Shared: Documents, Obsidian vault"),
                                    ("pixel-tablet", tablet[0], tablet[1], "Shared: Camera, Documents")):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 240), click=True, longc=True, res="device_item")
            s.raw(name, None, TV, (63, y + 30, 700, y + 95), res="name")
            s.raw(state, None, TV, (720, y + 30, 1017, y + 95), res="status")
            s.raw(l1, None, TV, (63, y + 95, 1017, y + 145), res="address")
            s.raw(l2, None, TV, (63, y + 145, 1017, y + 195), res="bandwidth")
            s.y += 250
        s.end(lst, 2400)
        return s

    def edit_device(clock: str, batt: int, paused: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Edit device", actions=("Save", "More options"))
        sv = s.lst("scroll_view", cls=SV)
        s.text("Device ID", h=56)
        s.raw(tablet_id, None, TV, (63, s.y, 900, s.y + 110), click=True, longc=True, res="deviceId")
        s.raw(None, "Share device ID", IB, (912, s.y, 1038, s.y + 110), click=True)
        s.y += 130
        s.field("pixel-tablet", "Name", res="name", label="Name")
        s.field("dynamic", "Addresses", res="addresses", label="Addresses")
        s.row("Compression", "Metadata only", h=150, res_t="compression_title", res_s="compressionValue")
        s.switch("Introducer", False, res="introducer")
        s.switch("Paused", paused, res="devicePause")
        s.text("Folders shared with this device", h=80)
        for name, on in (("Camera", True), ("Documents", True), ("Obsidian vault", False), ("Signal backups", False)):
            s.switch(name, on, res="folder_toggle", h=126)
        s.end(sv, 2400)
        return s

    def status(clock: str, batt: int, vals: dict[str, str]) -> Scr:
        s = shell(clock, batt, 2)
        sv = s.lst("status_scroll", cls=SV)
        for lab in ("Device ID", "Uptime", "RAM usage", "CPU usage", "Download rate", "Upload rate", "Announce server",
                    "Listeners", "Syncthing version"):
            s.raw(lab, None, TV, (63, s.y, 1017, s.y + 56))
            s.raw(vals.get(lab, ""), None, TV, (63, s.y + 56, 1017, s.y + 160 if lab == "Device ID" else s.y + 110),
                  click=lab == "Device ID", longc=lab == "Device ID")
            s.y += 180 if lab == "Device ID" else 130
        s.end(sv, 2400)
        return s

    def drawer(clock: str, batt: int, vals: dict[str, str]) -> Scr:
        s = status(clock, batt, vals)
        s.raw(None, None, FL, (0, 0, 830, 2400), res="drawer")
        s.raw("Syncthing-Fork", None, TV, (42, 180, 790, 260))
        s.raw(my_id[:15] + "…", None, TV, (42, 260, 790, 320), click=True, res="drawerDeviceId")
        s.y = 360
        for item in ("Web GUI", "Import and start", "Restart", "Settings", "Tips & Tricks", "Exit"):
            s.raw(item, None, TV, (0, s.y, 830, s.y + 140), click=True, res="drawerAction")
            s.y += 140
        return s

    st_before = {"Device ID": my_id, "Uptime": "3h 16m 08s", "RAM usage": "84.2 MiB", "CPU usage": "4.1%",
                 "Download rate": "0 B/s (3.11 GiB total)", "Upload rate": "212 KiB/s (211 MiB total)",
                 "Announce server": "3/5", "Listeners": "3/3", "Syncthing version": "v1.27.7"}
    st_after = {"Device ID": my_id, "Uptime": "0h 00m 06s", "RAM usage": "41.7 MiB", "CPU usage": "18.3%",
                "Download rate": "0 B/s (0 B total)", "Upload rate": "0 B/s (0 B total)",
                "Announce server": "1/5", "Listeners": "3/3", "Syncthing version": "v1.27.7"}
    s0 = folders("7:58", 92, "Syncing (43%)", "Out of sync: 42 items · 71.4 MiB")
    s1 = folders("7:59", 92, "Syncing (61%)", "Out of sync: 17 items · 27.8 MiB")
    s2 = devices("7:59", 92, "↓ 2.4 MiB/s  ↑ 14 KiB/s", ("Paused", "Paused by you"))
    s3 = edit_device("8:00", 92, True)
    s4 = edit_device("8:00", 92, False)
    s5 = devices("8:00", 92, "↓ 1.8 MiB/s  ↑ 9 KiB/s", ("Disconnected", "Connecting…"))
    s6 = devices("8:01", 91, "↓ 0 B/s  ↑ 212 KiB/s", ("Syncing (34%)", "192.168.1.47:22000 · QUIC LAN"))
    s7 = status("8:01", 91, st_before)
    s8 = drawer("8:01", 91, st_before)
    s9 = status("8:02", 91, st_after)
    seq = [
        (droid("wait"), s1),
        (click(s1, "DEVICES"), s2),
        (click_row(s2, "pixel-tablet"), s3),
        (droid("click", index=s3.res("devicePause")), s4),
        (click(s4, "Save"), s5),
        (droid("wait"), s6),
        (click(s6, "STATUS"), s7),
        (click(s7, "Open navigation drawer"), s8),
        (click(s8, "Restart"), s9),
    ]
    add(rs, 11, s0, seq)


# Uber, bad
def t12(rs: RowSet) -> None:
    pkg = "com.ubercab"

    def home(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw("Where to?", None, TV, (42, 200, 760, 330), click=True, res="ub__location_search")
        s.raw("Now", None, BTN, (780, 215, 1038, 315), click=True, res="schedule_chip")
        s.y = 360
        s.row("Home", "41 Elmore St, London N1 3AL", h=160, icon="Home")
        s.row("Work", "1 Finsbury Avenue, London EC2M 2PF", h=160, icon="Work")
        s.text("Suggestions", h=90)
        for i, svc in enumerate(("Ride", "Reserve", "Courier", "Rental Cars")):
            s.raw(None, svc, FL, (42 + i * 250, s.y, 272 + i * 250, s.y + 220), click=True)
            s.raw(svc, None, TV, (42 + i * 250, s.y + 230, 272 + i * 250, s.y + 280))
        s.y += 320
        s.raw(None, "Map", VW, (0, s.y, W, 2200), click=True)
        s.nav(["Home", "Services", "Activity", "Account"], 0)
        return s

    def plan(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Plan your ride")
        s.raw("41 Elmore St", None, ET, (126, 300, 1017, 410), hint="Pickup location", click=True, edit=True)
        s.raw("Where to?", None, ET, (126, 430, 1017, 540), hint="Where to?", click=True, edit=True, focused=True, res="destination")
        s.y = 580
        lst = s.lst("results")
        for t, sub, ic in (("Work", "1 Finsbury Avenue, London EC2M 2PF", "Work"),
                           ("King's Cross St Pancras", "Euston Road, London N1C 4QP", "Recent"),
                           ("Barbican Centre", "Silk Street, London EC2Y 8DS", "Recent"),
                           ("Sadler's Wells Theatre", "Rosebery Avenue, London EC1R 4TN", "Recent")):
            s.row(t, sub, h=160, icon=ic)
        s.text("Set location on map", h=120, click=True)
        s.end(lst, 2400)
        return s

    def options(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", VW, (0, 0, W, 1000), click=True)
        s.raw(None, "Back", IB, (42, 150, 168, 276), click=True)
        s.raw(None, None, FL, (0, 1000, W, 2400), res="bottom_sheet")
        s.raw("Choose a ride, or swipe up for more", None, TV, (63, 1030, 1017, 1090))
        s.y = 1110
        for name, sub, price, sel in (("UberX", "9:21 drop-off · 3 min away", "£13.48", True), ("Green", "9:22 drop-off · 5 min away", "£14.10", False),
                                      ("Comfort", "9:22 drop-off · 4 min away", "£16.20", False), ("UberXL", "9:25 drop-off · 8 min away", "£19.75", False)):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 170), click=True, selected=sel)
            s.raw(None, name, IV, (42, y + 25, 222, y + 145))
            s.raw(name, None, TV, (250, y + 30, 760, y + 90))
            s.raw(sub, None, TV, (250, y + 90, 760, y + 140))
            s.raw(price, None, TV, (780, y + 30, 1017, y + 90))
            s.y += 170
        s.raw("Visa •••• 0932", None, TV, (63, 1820, 700, 1890), click=True)
        s.raw("Choose UberX", None, BTN, (63, 1920, 1017, 2060), click=True, res="confirm")
        return s

    def trip(clock: str, batt: int, head: str, plate: str | None, eta: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Map", VW, (0, 0, W, 950), click=True)
        s.raw(None, None, FL, (0, 950, W, 2400), res="bottom_sheet")
        s.raw(head, None, TV, (63, 990, 800, 1070), res="status_title")
        if eta:
            s.raw(eta, None, TV, (820, 990, 1017, 1070), res="eta")
        if plate is None:
            s.raw("Connecting you to a nearby driver", None, TV, (63, 1070, 1017, 1130))
            s.raw(None, "Searching", PB, (63, 1150, 1017, 1166))
            s.raw("Cancel", None, BTN, (63, 1220, 1017, 1350), click=True)
            return s
        s.raw("Share this PIN with your driver: 4821", None, TV, (63, 1070, 1017, 1130), res="pin")
        s.raw(None, "Kwame", IV, (63, 1160, 223, 1320))
        s.raw(plate, None, TV, (250, 1160, 700, 1240), res="vehicle_plate")
        s.raw("Silver Toyota Prius", None, TV, (250, 1240, 700, 1290), res="vehicle_description")
        s.raw("Kwame · 4.93 ★", None, TV, (250, 1290, 700, 1340), res="driver_name")
        s.raw("Send a message", None, BTN, (63, 1380, 780, 1490), click=True, res="message_button")
        s.raw(None, "Call", IB, (800, 1370, 926, 1496), click=True)
        s.y = 1530
        for lab, val in (("Pickup", "41 Elmore St"), ("Drop-off", "1 Finsbury Avenue · 9:23"), ("Payment", "Visa •••• 0932 · £13.48")):
            s.raw(lab, None, TV, (63, s.y, 330, s.y + 60))
            s.raw(val, None, TV, (350, s.y, 1017, s.y + 60))
            s.y += 100
        for i, b in enumerate(("Safety", "Share trip", "Cancel ride")):
            s.raw(b, None, BTN, (42 + i * 335, s.y + 20, 362 + i * 335, s.y + 130), click=True)
        return s

    def chat(clock: str, batt: int, sent: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Kwame", actions=("Call",))
        lst = s.lst("messages")
        s.raw("Messages are only kept for the duration of your trip.", None, TV, (63, 320, 1017, 420))
        if sent:
            s.raw("I'm at the pickup spot", None, TV, (480, 1700, 1017, 1790), res="message_text")
            s.raw("Sent · 9:06", None, TV, (700, 1790, 1017, 1840), res="message_status")
        s.end(lst, 1900)
        for i, q in enumerate(("I'm at the pickup spot", "On my way", "Running a few minutes late")):
            if not (sent and i == 0):
                s.raw(q, None, BTN, (42 + i * 340, 1910, 362 + i * 340, 2010), click=True, res="quick_reply")
        s.raw("Send a message…", None, ET, (42, 2040, 900, 2160), hint="Send a message…", click=True, edit=True)
        s.raw(None, "Send", IB, (912, 2040, 1038, 2166), click=True, enabled=False)
        return s

    s0 = home("9:01", 79)
    s1 = plan("9:01", 79)
    s2 = options("9:02", 79)
    s3 = trip("9:02", 79, "Finding your ride", None, "")
    s4 = trip("9:03", 79, "Kwame is on the way", "LC69 KZU", "4 min")
    s5 = trip("9:05", 78, "Kwame is nearby", "LC69 KUZ", "2 min")
    s6 = chat("9:05", 78, False)
    s7 = chat("9:06", 78, True)
    seq = [
        (click(s0, "Where to?"), s1),
        (click_row(s1, "Work"), s2),
        (click(s2, "Choose UberX"), s3),
        (droid("wait"), s4),
        (droid("wait"), s5),
        (click(s5, "Send a message"), s6),
        (click(s6, "I'm at the pickup spot"), s7),
    ]
    add(rs, 12, s0, seq, bad=True, turn=5, kind="driver's licence plate changes characters while the same driver is en route")


# Venmo, clean
def t13(rs: RowSet) -> None:
    pkg = "com.venmo"

    def home(clock: str, batt: int, bal: str, feed: list[tuple[str, str, str, str | None]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Search", IB, (42, 150, 168, 276), click=True)
        s.raw("venmo", None, TV, (380, 170, 700, 260))
        s.raw(None, "Notifications", IB, (912, 150, 1038, 276), click=True)
        s.raw(None, None, LL, (42, 300, 1038, 470), click=True, res="balance_card")
        s.raw("Venmo balance", None, TV, (84, 320, 700, 380))
        s.raw(bal, None, TV, (84, 380, 700, 450), res="balance_amount")
        s.raw("Transfer", None, BTN, (760, 345, 1000, 425), click=True)
        s.y = 500
        s.tabs(["Friends", "Mine"], 0, use_text=True)
        lst = s.lst("story_list")
        for who, when, note, amt in feed:
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 230), click=True, res="story_row")
            s.raw(None, who.split(" paid ")[0], IV, (42, y + 30, 152, y + 140))
            s.raw(who, None, TV, (180, y + 30, 800, y + 90), res="story_title")
            s.raw(when, None, TV, (180, y + 90, 800, y + 135), res="story_time")
            s.raw(note, None, TV, (180, y + 135, 900, y + 195), res="story_note")
            if amt:
                s.raw(amt, None, TV, (820, y + 30, 1017, y + 90), res="story_amount")
            s.raw(None, "Like", IB, (180, y + 190, 260, y + 230), click=True)
            s.raw(None, "Comment", IB, (290, y + 190, 370, y + 230), click=True)
            s.y += 240
        s.end(lst, 2040)
        s.raw("Pay or Request", None, BTN, (290, 2050, 790, 2170), click=True, res="pay_request_button")
        s.nav(["Home", "Cards", "Crypto", "Me"], 0, y=2211)
        return s

    def people(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Pay & Request")
        s.field(None, "Name, @username, phone, or email", res="search_input", focused=True)
        s.text("Top people", h=90)
        lst = s.lst("people_list")
        for name, handle in (("Jordan Lee", "@jordan-lee-88"), ("Sam Patel", "@sampatel"), ("Priya Nair", "@priya-nair-3"),
                             ("Alex Kim", "@akim"), ("Mia Chen", "@miachen_")):
            s.row(name, handle, h=170, icon=name)
        s.end(lst, 2400)
        return s

    def amount(clock: str, batt: int, amt: str | None, note: str | None, focus: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, up="Close", actions=())
        s.raw(None, "Jordan Lee", IV, (440, 300, 640, 500))
        s.raw("Jordan Lee", None, TV, (63, 520, 1017, 590))
        s.raw("@jordan-lee-88", None, TV, (63, 590, 1017, 640))
        s.raw(amt or "$0", None, ET, (63, 700, 1017, 900), hint="$0", click=True, edit=True, focused=focus == "amt", res="amount_input")
        s.raw(note or "What's this for?", None, ET, (63, 940, 1017, 1060), hint="What's this for?", click=True, edit=True, focused=focus == "note", res="note_input")
        s.raw("Friends", None, BTN, (63, 1090, 400, 1170), click=True, res="audience_button")
        ok = bool(amt) and bool(note)
        s.raw("Request", None, BTN, (63, 1240, 524, 1370), click=True, enabled=ok, res="request_button")
        s.raw("Pay", None, BTN, (556, 1240, 1017, 1370), click=True, enabled=ok, res="pay_button")
        return s

    def review(clock: str, batt: int) -> Scr:
        s = amount(clock, batt, "$24.50", "🍕 Friday pizza", "")
        s.raw(None, None, FL, (0, 1300, W, 2400), res="design_bottom_sheet")
        s.raw("Pay Jordan Lee", None, TV, (63, 1340, 1017, 1420))
        s.raw("$24.50", None, TV, (63, 1420, 1017, 1530))
        s.raw("🍕 Friday pizza", None, TV, (63, 1530, 1017, 1590))
        s.raw("Payment method", None, TV, (63, 1640, 500, 1700))
        s.raw("Venmo balance ($182.40)", None, TV, (520, 1640, 1017, 1700), click=True)
        s.raw("Pay $24.50", None, BTN, (63, 2020, 1017, 2160), click=True, res="confirm_button")
        return s

    feed0 = [("Sam Patel paid Mia Chen", "1m", "🌮 tacos", None), ("Jordan Lee paid Alex Kim", "38m", "Uber home", None),
             ("Priya Nair paid Sam Patel", "3h", "climbing day pass 🧗", None), ("You paid Priya Nair", "2d", "concert tix 🎶", "-$65.00"),
             ("Alex Kim charged You", "4d", "internet May", "-$22.50")]
    feed1 = [("You paid Jordan Lee", "Just now", "🍕 Friday pizza", "-$24.50"), ("Sam Patel paid Mia Chen", "5m", "🌮 tacos", None),
             ("Jordan Lee paid Alex Kim", "42m", "Uber home", None), ("Priya Nair paid Sam Patel", "3h", "climbing day pass 🧗", None),
             ("You paid Priya Nair", "2d", "concert tix 🎶", "-$65.00")]
    s0 = home("18:32", 39, "$182.40", feed0)
    s1 = people("18:32", 39)
    s2 = amount("18:33", 39, None, None, "amt")
    s3 = amount("18:33", 39, "$24.50", None, "amt")
    s4 = amount("18:34", 38, "$24.50", "🍕 Friday pizza", "note")
    s5 = review("18:35", 38)
    s6 = home("18:36", 38, "$157.90", feed1)
    seq = [
        (click(s0, "Pay or Request"), s1),
        (click_row(s1, "Jordan Lee"), s2),
        (droid("input_text", text="24.50", index=s2.res("amount_input")), s3),
        (droid("input_text", text="🍕 Friday pizza", index=s3.res("note_input")), s4),
        (click(s4, "Pay"), s5),
        (click(s5, "Pay $24.50"), s6),
    ]
    add(rs, 13, s0, seq)


# Joplin, bad
def t14(rs: RowSet) -> None:
    pkg = "net.cozic.joplin"
    home_notes = [("Boiler service – British Gas", None), ("Allotment jobs – autumn", None), ("Wi-Fi + router admin", None),
                  ("Cancel Now TV trial", True), ("Book MOT for Fiesta", False), ("Paint colours – hallway", None),
                  ("Bike shed dimensions", None), ("Home insurance renewal 2024", None), ("Council tax band appeal", None)]
    body = "- Raised bed 1: tomatoes (Gardener's Delight), basil\n- Raised bed 2: courgettes, runner beans\n- Order compost (8 bags)\n- Fix trellis on the south fence"

    def lst_screen(clock: str, batt: int, notes: list[tuple[str, bool | None]], fab_open: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Open sidebar", BTN, (0, 150, 147, 297), click=True)
        s.raw("Home", None, TV, (189, 185, 700, 260))
        s.raw(None, "Search", BTN, (786, 150, 912, 297), click=True)
        s.raw(None, "Actions", BTN, (912, 150, 1059, 297), click=True)
        lst = s.lst(None, cls="android.widget.ScrollView")
        s.y = 300
        for title, todo in notes:
            y = s.y
            s.raw(None, None, VG, (0, y, W, y + 140), click=True, longc=True)
            if todo is not None:
                s.raw(None, None, CB, (30, y + 35, 100, y + 105), click=True, check=todo)
                s.raw(title, None, TV, (120, y + 40, 1017, y + 100))
            else:
                s.raw(title, None, TV, (42, y + 40, 1017, y + 100))
            s.y += 140
        s.end(lst, 2400)
        if fab_open:
            s.raw("New to-do", None, TV, (480, 1770, 820, 1840))
            s.raw(None, "New to-do", BTN, (869, 1740, 1017, 1888), click=True)
            s.raw("New note", None, TV, (480, 1930, 820, 2000))
            s.raw(None, "New note", BTN, (869, 1900, 1017, 2048), click=True)
            s.raw(None, "Close", BTN, (859, 2080, 1027, 2248), click=True)
        else:
            s.raw(None, "Add new", BTN, (859, 2080, 1027, 2248), click=True)
        return s

    def editor(clock: str, batt: int, title: str | None, text: str | None, focus: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Back", BTN, (0, 150, 147, 297), click=True)
        s.raw(None, "Undo", BTN, (534, 150, 660, 297), click=True, enabled=False)
        s.raw(None, "Redo", BTN, (660, 150, 786, 297), click=True, enabled=False)
        s.raw(None, "Attach", BTN, (786, 150, 912, 297), click=True)
        s.raw(None, "Actions", BTN, (912, 150, 1059, 297), click=True)
        s.raw(title or "Title", None, ET, (42, 310, 1038, 420), hint="Title", click=True, edit=True, focused=focus == "title")
        s.raw("Home", None, TV, (42, 420, 500, 470))
        s.raw(text or None, None, ET, (0, 490, W, 2000), click=True, edit=True, focused=focus == "body", scroll=True)
        for i, b in enumerate(("Bold", "Italic", "Link", "Code", "Bulleted list", "Numbered list", "Checklist", "Heading")):
            s.raw(None, b, BTN, (i * 135, 2010, (i + 1) * 135, 2130), click=True)
        return s

    def search(clock: str, batt: int, q: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Open sidebar", BTN, (0, 150, 147, 297), click=True)
        s.raw("Search", None, TV, (189, 185, 700, 260))
        s.raw(q or "Search", None, ET, (42, 310, 900, 420), hint="Search", click=True, edit=True, focused=True)
        s.raw(None, "Clear", BTN, (912, 310, 1038, 420), click=True)
        s.y = 440
        if q:
            for title, snippet in (("Garden plan 2024", "…courgettes, runner beans - Order compost (8 bags) - Fix trellis…"),
                                   ("Allotment jobs – autumn", "…cut back raspberries, turn the compost heap, mulch the rhubarb…")):
                y = s.y
                s.raw(None, None, VG, (0, y, W, y + 190), click=True)
                s.raw(title, None, TV, (42, y + 30, 1017, y + 90))
                s.raw(snippet, None, TV, (42, y + 90, 1017, y + 170))
                s.y += 190
        return s

    def sidebar(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, None, "android.widget.ScrollView", (0, 136, 860, 2400), scroll=True)
        s.raw(None, "Synchronise", BTN, (42, 170, 420, 280), click=True)
        s.raw("Last sync: 13/05/2024 10:02", None, TV, (42, 290, 820, 340))
        s.y = 380
        s.raw("All notes", None, TV, (42, s.y, 820, s.y + 110), click=True)
        s.y += 120
        s.raw("Notebooks", None, TV, (42, s.y, 820, s.y + 90))
        s.y += 100
        for nb in ("Home", "Journal", "Recipes", "Travel", "Work"):
            s.raw(nb, None, TV, (84, s.y, 820, s.y + 110), click=True, selected=nb == "Home")
            s.y += 115
        s.raw("Tags", None, TV, (42, s.y, 820, s.y + 90), click=True)
        s.y += 100
        s.raw(None, "Configuration", BTN, (42, 2200, 168, 2326), click=True)
        s.raw(None, "New notebook", BTN, (690, 2200, 816, 2326), click=True)
        return s

    notes_new = [("Garden plan 2024", None)] + home_notes
    s0 = lst_screen("10:11", 54, home_notes)
    s1 = lst_screen("10:11", 54, home_notes, fab_open=True)
    s2 = editor("10:11", 54, None, None, "title")
    s3 = editor("10:12", 54, "Garden plan 2024", None, "title")
    s4 = editor("10:13", 54, "Garden plan 2024", body, "body")
    s5 = lst_screen("10:13", 54, notes_new)
    s6 = search("10:14", 54, None)
    s7 = search("10:14", 53, "compost")
    s8 = lst_screen("10:14", 53, home_notes)
    s9 = sidebar("10:15", 53)
    seq = [
        (click(s0, "Add new"), s1),
        (droid("click", index=s1.idx("New note", 1)), s2),
        (droid("input_text", text="Garden plan 2024", index=s2.idx("Title")), s3),
        (droid("input_text", text=body, index=s3.idx("Garden plan 2024") + 2), s4),
        (droid("navigate_back"), s5),
        (click(s5, "Search"), s6),
        (droid("input_text", text="compost", index=s6.idx("Search", 1)), s7),
        (droid("navigate_back"), s8),
        (click(s8, "Open sidebar"), s9),
    ]
    add(rs, 14, s0, seq, bad=True, turn=8, kind="note created this session is missing from its notebook's list")


# AntennaPod, clean
def t15(rs: RowSet) -> None:
    pkg = "de.danoeh.antennapod"
    q = [("584- The Dollar Store Dilemma", "99% Invisible", "13 May 2024", "42:18", "38.9 MB"),
         ("449. The Rise of the Borgias (Part 2)", "The Rest Is History", "12 May 2024", "1:04:51", "59.4 MB"),
         ("Google's AI Search Overhaul + We Try the New iPads", "Hard Fork", "10 May 2024", "1:14:02", "68.0 MB")]
    pay = ("147: The Payroll Pirates", "Darknet Diaries", "13 May 2024", "58:12", "53.4 MB")
    inbox0 = [pay, ("446: Dial Tone Heist", "Darknet Diaries", "30 Apr 2024", "1:02:40", None),
              ("The A.I. Election Deepfake Test", "Hard Fork", "3 May 2024", "1:11:09", None),
              ("#428 – Marta Kowalczyk: Fusion Energy", "Lex Fridman Podcast", "8 May 2024", "2:51:33", None),
              ("448. The Rise of the Borgias (Part 1)", "The Rest Is History", "9 May 2024", "58:47", None)]
    inbox0[1] = ("146: Dial Tone Heist",) + inbox0[1][1:]
    fresh = [("585- Mini-Stories: Volume 19", "99% Invisible", "13 May 2024", "37:05", None),
             ("Emergency Pod: OpenAI's New Voice Model", "Hard Fork", "13 May 2024", "34:40", None)]
    inbox1 = fresh + inbox0
    downloads0 = q + [("583- The Smell of Concrete", "99% Invisible", "6 May 2024", "44:51", "41.2 MB"),
                      ("145: Fake Recruiters", "Darknet Diaries", "16 Apr 2024", "55:20", "49.7 MB"),
                      ("447. Napoleon's Last Stand", "The Rest Is History", "2 May 2024", "1:06:12", "61.0 MB"),
                      ("#427 – Ines Okonjo: Protein Design", "Lex Fridman Podcast", "29 Apr 2024", "3:02:47", "142.3 MB")]

    def ep_row(s: Scr, ep: tuple[str, str, str, str, str | None], btn: str, status: str | None = None) -> None:
        title, pod, date, dur, size = ep
        y = s.y
        s.raw(None, None, LL, (0, y, W, y + 220), click=True, longc=True, res="container")
        s.raw(None, pod, IV, (21, y + 30, 181, y + 190), res="imgvCover")
        s.raw(title, None, TV, (202, y + 25, 880, y + 115), res="txtvTitle")
        s.raw(pod, None, TV, (202, y + 115, 880, y + 160), res="txtvPodcast")
        meta = f"{date} · {dur}" + (f" · {size}" if size else "")
        s.raw(status or meta, None, TV, (202, y + 160, 880, y + 205), res="txtvPubDate")
        s.raw(None, btn, IB, (901, y + 47, 1027, y + 173), click=True, res="secondaryActionButton")
        s.y += 220

    def queue(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Queue", up="Open menu", actions=("Refresh", "Search", "More options"))
        s.raw("3 episodes · 3 hrs 1 min left", None, TV, (63, 283, 1017, 343), res="info_bar")
        s.y = 350
        lst = s.lst("recyclerView")
        for ep in q:
            ep_row(s, ep, "Play")
        s.end(lst, 2020)
        s.raw(None, "Podcast cover", IV, (21, 2050, 151, 2180), res="imgvCover")
        s.raw("584- The Dollar Store Dilemma", None, TV, (172, 2060, 870, 2120), res="txtvTitle")
        s.raw(None, "Play", IB, (891, 2050, 1027, 2186), click=True, res="butPlay")
        s.nav(["Home", "Queue", "Inbox", "Subscriptions", "More"], 1, y=2211)
        return s

    def drawer(clock: str, batt: int, under: Scr, counts: dict[str, str], subs: list[tuple[str, str]]) -> Scr:
        s = under
        s.raw(None, None, FL, (0, 0, 860, 2400), res="navDrawerFragment")
        s.y = 160
        for item in ("Home", "Queue", "Inbox", "Episodes", "Subscriptions", "Downloads", "Playback history", "Add podcast"):
            s.raw(None, None, LL, (0, s.y, 860, s.y + 130), click=True, selected=item == counts.get("_sel"))
            s.raw(item, None, TV, (147, s.y + 35, 700, s.y + 95), res="txtvTitle")
            if item in counts:
                s.raw(counts[item], None, TV, (720, s.y + 35, 830, s.y + 95), res="txtvCount")
            s.y += 130
        s.y += 30
        for name, n in subs:
            s.raw(None, None, LL, (0, s.y, 860, s.y + 120), click=True)
            s.raw(None, name, IV, (42, s.y + 15, 132, s.y + 105), res="imgvCover")
            s.raw(name, None, TV, (147, s.y + 30, 700, s.y + 90), res="txtvTitle")
            if n:
                s.raw(n, None, TV, (720, s.y + 30, 830, s.y + 90), res="txtvCount")
            s.y += 120
        s.raw(None, "Settings", LL, (0, 2240, 860, 2370), click=True)
        s.raw("Settings", None, TV, (147, 2275, 700, 2335))
        return s

    def inbox(clock: str, batt: int, eps: list[Any], refreshing: str | None = None, dl: str | None = None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Inbox", up="Open menu", actions=("Refresh", "Remove all from inbox", "More options"))
        if refreshing:
            s.raw(refreshing, None, TV, (63, 283, 1017, 343), res="info_bar")
            s.raw(None, None, PB, (0, 343, W, 355), res="progressBar")
        s.y = 360
        lst = s.lst("recyclerView")
        for ep in eps:
            if dl and ep[0] == pay[0]:
                ep_row(s, ep, "Cancel download", status=dl)
            else:
                ep_row(s, ep, "Download")
        s.end(lst, 2211)
        s.nav(["Home", "Queue", "Inbox", "Subscriptions", "More"], 2, y=2211)
        return s

    def downloads(clock: str, batt: int, eps: list[Any], total: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Downloads", up="Open menu", actions=("Search", "Sort", "More options"))
        s.raw(f"{len(eps)} episodes · {total}", None, TV, (63, 283, 1017, 343), res="info_bar")
        s.y = 350
        lst = s.lst("recyclerView")
        for ep in eps:
            ep_row(s, ep, "Delete")
        s.end(lst, 2211)
        s.nav(["Home", "Queue", "Inbox", "Subscriptions", "More"], 4, y=2211)
        return s

    subs0 = [("99% Invisible", ""), ("Darknet Diaries", "2"), ("Hard Fork", "1"), ("Lex Fridman Podcast", "1"), ("The Rest Is History", "1")]
    subs1 = [("99% Invisible", "1"), ("Darknet Diaries", "1"), ("Hard Fork", "2"), ("Lex Fridman Podcast", "1"), ("The Rest Is History", "1")]
    inbox2 = [e for e in inbox1 if e[0] != pay[0]]
    dls1 = [pay] + downloads0
    dls1.sort(key=lambda e: ("2024-05-13" if "13 May" in e[2] else "2024-05-12" if "12 May" in e[2] else "2024-05-10" if "10 May" in e[2] else "2024-05-06" if "6 May" in e[2] else "2024-05-02" if "2 May" in e[2] else "2024-04-29" if "29 Apr" in e[2] else "2024-04-16"), reverse=True)
    dls2 = [e for e in dls1 if not e[0].startswith("#427")]
    s0 = queue("20:05", 61)
    s1 = drawer("20:05", 61, queue("20:05", 61), {"Queue": "3", "Inbox": "5", "Downloads": "7", "_sel": "Queue"}, subs0)
    s2 = inbox("20:06", 61, inbox0)
    s3 = inbox("20:06", 61, inbox0, refreshing="Refreshing podcasts (2 of 5)")
    s4 = inbox("20:07", 60, inbox1)
    s5 = inbox("20:07", 60, inbox1, dl="Downloading · 12% of 53.4 MB")
    s6 = inbox("20:08", 60, inbox2)
    s7 = drawer("20:08", 60, inbox("20:08", 60, inbox2), {"Queue": "4", "Inbox": "6", "Downloads": "8", "_sel": "Inbox"}, subs1)
    s8 = downloads("20:09", 60, dls1, "513.9 MB")
    s9 = downloads("20:09", 60, dls2, "371.6 MB")
    s10 = drawer("20:10", 60, downloads("20:10", 60, dls2, "371.6 MB"), {"Queue": "4", "Inbox": "6", "Downloads": "7", "_sel": "Downloads"}, subs1)
    seq = [
        (click(s0, "Open menu"), s1),
        (droid("click", index=s1.last("Inbox") - 1), s2),
        (click(s2, "Refresh"), s3),
        (droid("wait"), s4),
        (droid("click", index=s4.idx_after(pay[0], "Download")), s5),
        (droid("wait"), s6),
        (click(s6, "Open menu"), s7),
        (click_row(s7, "Downloads"), s8),
        (droid("click", index=s8.idx_after("#427 – Ines Okonjo: Protein Design", "Delete")), s9),
        (click(s9, "Open menu"), s10),
    ]
    add(rs, 15, s0, seq)


# Wise, bad
def t16(rs: RowSet) -> None:
    pkg = "com.transferwise.android"
    iban = "DE89 3704 0044 0532 0130 00"

    def home(clock: str, batt: int, gbp: str, acts: list[tuple[str, str, str, str | None]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Account", IV, (42, 150, 168, 276), click=True)
        s.raw("Personal", None, TV, (189, 180, 700, 250))
        s.raw(None, "Earn", IB, (786, 150, 912, 276), click=True)
        s.raw(None, "Notifications", IB, (912, 150, 1038, 276), click=True)
        sv = s.lst("home_scroll", cls=SV)
        s.y = 300
        for i, (cur, amt) in enumerate((("GBP", gbp), ("EUR", "€48.20"), ("USD", "$12.00"))):
            x = 42 + i * 340
            s.raw(None, None, LL, (x, 300, x + 320, 560), click=True, res="balance_card")
            s.raw(None, cur, IV, (x + 30, 330, x + 120, 420))
            s.raw(amt, None, TV, (x + 30, 440, x + 300, 510), res="balance_amount")
            s.raw(cur, None, TV, (x + 30, 500, x + 300, 545))
        s.y = 600
        for i, a in enumerate(("Send", "Add money", "Request")):
            s.raw(a, None, BTN, (42 + i * 340, 600, 362 + i * 340, 720), click=True)
        s.y = 760
        s.text("Transactions", h=90)
        for who, sub, amt, amt2 in acts:
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 170), click=True, res="activity_item")
            s.raw(None, who, IV, (42, y + 30, 152, y + 140))
            s.raw(who, None, TV, (180, y + 30, 760, y + 90), res="title")
            s.raw(sub, None, TV, (180, y + 90, 760, y + 140), res="subtitle")
            s.raw(amt, None, TV, (780, y + 30, 1038, y + 90), res="amount")
            if amt2:
                s.raw(amt2, None, TV, (780, y + 90, 1038, y + 140), res="amount_secondary")
            s.y += 170
        s.raw("See all", None, BTN, (63, s.y + 10, 1017, s.y + 110), click=True)
        s.y += 120
        s.end(sv, 2211)
        s.nav(["Home", "Card", "Recipients", "Payments"], 0)
        return s

    def recipients(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Who are you sending to?")
        s.field(None, "Name, @Wisetag, email, phone", res="search")
        s.text("Recents", h=90)
        lst = s.lst("recipients")
        for name, sub in (("Lukas Becker", "EUR account ending 3000"), ("Amara Nwosu", "GBP account ending 9138"),
                          ("Ifeoma Okafor", "NGN account ending 4412"), ("Sophie Martin", "EUR account ending 0189")):
            s.row(name, sub, h=170, icon=name)
        s.text("Add a recipient", h=130, click=True)
        s.end(lst, 2400)
        return s

    def amount(clock: str, batt: int, filled: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Lukas Becker", sub="EUR account ending 3000")
        s.raw("You send exactly", None, TV, (63, 320, 700, 370))
        s.raw("215.69" if filled else "0", None, ET, (63, 380, 760, 490), hint="0", click=True, edit=True, res="source_amount")
        s.raw("GBP", None, BTN, (780, 380, 1017, 490), click=True)
        s.raw("Balance: £1,032.55", None, TV, (63, 500, 700, 550))
        s.raw("Recipient gets", None, TV, (63, 600, 700, 650))
        s.raw("250.00" if filled else "0", None, ET, (63, 660, 760, 770), hint="0", click=True, edit=True, focused=True, res="target_amount")
        s.raw("EUR", None, BTN, (780, 660, 1017, 770), click=True)
        s.y = 820
        if filled:
            for lab, val in (("Total fees (included)", "£0.88"), ("Total amount we'll convert", "£214.81"),
                             ("Guaranteed rate (24h)", "1.16380"), ("Should arrive", "in seconds")):
                s.raw(lab, None, TV, (63, s.y, 640, s.y + 60))
                s.raw(val, None, TV, (660, s.y, 1017, s.y + 60))
                s.y += 80
        s.raw("Continue", None, BTN, (63, 2040, 1017, 2180), click=True, enabled=filled, res="continue_button")
        return s

    def reference(clock: str, batt: int, ref: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Add a reference")
        s.raw("Lukas will see this on their bank statement.", None, TV, (63, 320, 1017, 380))
        s.y = 400
        s.field(ref, "Reference (optional)", res="reference_input", focused=True)
        s.raw(f"{len(ref or '')}/35", None, TV, (800, s.y, 1017, s.y + 50))
        s.raw("Continue", None, BTN, (63, 2040, 1017, 2180), click=True, res="continue_button")
        return s

    details = [("You send", "£215.69"), ("Total fees (included)", "£0.88"), ("Amount we'll convert", "£214.81"),
               ("Guaranteed rate", "1.16380"), ("Lukas gets", "€250.00"), ("Reference", "Flat deposit share May")]

    def review(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Review details of your transfer")
        sv = s.lst("review_scroll", cls=SV)
        s.text("Transfer details", h=90)
        for lab, val in details + [("Should arrive", "in seconds")]:
            s.raw(lab, None, TV, (63, s.y, 560, s.y + 60))
            s.raw(val, None, TV, (580, s.y, 1017, s.y + 60))
            s.y += 80
        s.text("Recipient details", h=90)
        for lab, val in (("Name", "Lukas Becker"), ("IBAN", iban), ("Bank", "Commerzbank")):
            s.raw(lab, None, TV, (63, s.y, 560, s.y + 60))
            s.raw(val, None, TV, (580, s.y, 1017, s.y + 60))
            s.y += 80
        s.raw("Paying with GBP balance", None, TV, (63, s.y + 20, 1017, s.y + 80))
        s.end(sv, 2000)
        s.raw("Confirm and send", None, BTN, (63, 2040, 1017, 2180), click=True, res="confirm_button")
        return s

    def success(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Sent", IV, (390, 500, 690, 800))
        s.raw("Your money's on its way", None, TV, (63, 850, 1017, 960))
        s.raw("You've sent €250.00 to Lukas Becker. It should arrive in seconds.", None, TV, (63, 960, 1017, 1080))
        s.raw("Transfer #1027344816", None, TV, (63, 1100, 1017, 1160))
        s.raw("Track transfer", None, BTN, (63, 1900, 1017, 2030), click=True)
        s.raw("Done", None, BTN, (63, 2050, 1017, 2180), click=True)
        return s

    def transfer(clock: str, batt: int, number: str, scrolled: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(None, actions=("Help",))
        sv = s.lst("transfer_scroll", cls=SV)
        if not scrolled:
            s.raw(None, "Lukas Becker", IV, (440, 300, 640, 480))
            s.raw("€250.00", None, TV, (63, 500, 1017, 610))
            s.raw("to Lukas Becker", None, TV, (63, 610, 1017, 670))
            s.raw(f"Transfer number #{number}", None, TV, (63, 680, 1017, 730), click=True, longc=True)
            s.y = 770
            for step, when in (("You set up your transfer", "Today, 10:38"), ("We used your GBP balance", "Today, 10:38"),
                               ("We paid out your EUR", "Today, 10:39"), ("Lukas received your EUR", "Today, 10:39")):
                s.raw(None, "Completed", IV, (63, s.y + 10, 123, s.y + 70))
                s.raw(step, None, TV, (150, s.y, 1017, s.y + 55))
                s.raw(when, None, TV, (150, s.y + 55, 1017, s.y + 100))
                s.y += 120
            s.text("Transfer details", h=90)
            for lab, val in details[:3]:
                s.raw(lab, None, TV, (63, s.y, 560, s.y + 60))
                s.raw(val, None, TV, (580, s.y, 1017, s.y + 60))
                s.y += 80
        else:
            s.y = 300
            for lab, val in details[2:] + [("Recipient", "Lukas Becker"), ("IBAN", iban), ("Paid with", "GBP balance")]:
                s.raw(lab, None, TV, (63, s.y, 560, s.y + 60))
                s.raw(val, None, TV, (580, s.y, 1017, s.y + 60))
                s.y += 80
            s.y += 40
            for b in ("Share proof of payment", "Repeat transfer", "Get help with this transfer"):
                s.raw(b, None, BTN, (63, s.y, 1017, s.y + 120), click=True)
                s.y += 140
        s.end(sv, 2400)
        return s

    acts0 = [("Tesco", "Today", "-£23.10", None), ("Added money", "Yesterday · from account ending 4411", "+£500.00", None),
             ("Lukas Becker", "Sent · 2 May", "-€120.00", "-£103.61"), ("Amara Nwosu", "Sent · 28 Apr", "-£40.00", None)]
    acts1 = [("Lukas Becker", "Sending · Just now", "-€250.00", "-£215.69")] + acts0[:3]
    acts2 = [("Lukas Becker", "Sent · Today", "-€250.00", "-£215.69")] + acts0[:3]
    s0 = home("10:36", 83, "£1,032.55", acts0)
    s1 = recipients("10:36", 83)
    s2 = amount("10:36", 83, False)
    s3 = amount("10:37", 83, True)
    s4 = reference("10:37", 83, None)
    s5 = reference("10:37", 83, "Flat deposit share May")
    s6 = review("10:38", 83)
    s7 = success("10:38", 82)
    s8 = home("10:38", 82, "£816.86", acts1)
    s9 = home("10:39", 82, "£816.86", acts2)
    s10 = transfer("10:39", 82, "1027348416", False)
    s11 = transfer("10:40", 82, "1027348416", True)
    seq = [
        (click(s0, "Send"), s1),
        (click_row(s1, "Lukas Becker"), s2),
        (droid("input_text", text="250", index=s2.res("target_amount")), s3),
        (click(s3, "Continue"), s4),
        (droid("input_text", text="Flat deposit share May", index=s4.res("reference_input")), s5),
        (click(s5, "Continue"), s6),
        (click(s6, "Confirm and send"), s7),
        (click(s7, "Done"), s8),
        (droid("wait"), s9),
        (click_row(s9, "Sent · Today"), s10),
        (droid("scroll", direction="down", index=s10.res("transfer_scroll")), s11),
    ]
    add(rs, 16, s0, seq, bad=True, turn=10, kind="transfer number differs from the one shown at confirmation (digits transposed)")


# Feeder, clean
def t17(rs: RowSet) -> None:
    pkg = "com.nononsenseapps.feeder.play"
    old = [("BBC News - World", "08:47", "Flooding forces thousands from homes in southern Brazil", "Rescue teams in Rio Grande do Sul are using boats to reach residents stranded on rooftops…"),
           ("Ars Technica", "08:30", "The PC upgrade cycle may finally be back, thanks to Wi-Fi 7", "Shipments rose for the second straight quarter as older laptops age out…"),
           ("The Verge", "08:12", "This e-ink tablet wants to replace your paper notebook", "The 10.3-inch slate has a front light, a pen with no charging and a price to match…"),
           ("LWN.net", "07:55", "[$] Portable LLMs with llamafile", "Running a language model from a single executable across six operating systems…"),
           ("Ars Technica", "07:41", "Microsoft's screenshot-everything feature draws privacy scrutiny", "Security researchers say the local database is readable by any process…"),
           ("Simon Willison's Weblog", "07:20", "Weeknotes: datasette-secrets and a new plugin hook", "Storing API keys encrypted in the database, plus a release of llm…"),
           ("Guardian Science", "06:58", "Astronomers spot rare 'Einstein ring' around nearby galaxy", "The near-perfect ring of light was captured by the Euclid telescope…")]
    new = [("Ars Technica", "09:21", "Rocket Report: Starship's next flight slips to June", "Also, a European launch start-up wins an ESA contract and…"),
           ("The Verge", "09:18", "The Pixel 8a gets a permanent price cut in Europe", "Google's midrange phone now starts at €449 in several markets…"),
           ("BBC News - World", "09:10", "Heatwave warnings issued across southern Europe", "Temperatures are forecast to pass 40C in parts of Spain and Greece…"),
           ("LWN.net", "09:02", "Security updates for Monday", "Security updates have been issued by Debian (ffmpeg), Fedora (chromium), SUSE…"),
           ("Ars Technica", "09:00", "Researchers find exploitable flaw in popular Wi-Fi chipset firmware", "Patches are rolling out for routers from at least four vendors…"),
           ("Julia Evans", "08:58", "Some notes on git rebase --update-refs", "I learned about this flag recently and it solves a problem I have with stacked branches…")]

    def items(s: Scr, arts: list[tuple[str, str, str, str]]) -> None:
        lst = s.lst(None, cls=VW)
        for feed, t, title, snip in arts:
            y = s.y
            s.raw(None, None, VW, (0, y, W, y + 290), click=True, longc=True)
            s.raw(title, None, TV, (42, y + 25, 1038, y + 125))
            s.raw(f"{feed} ‧ 13 May 2024 {t}", None, TV, (42, y + 125, 1038, y + 175))
            s.raw(snip, None, TV, (42, y + 175, 1038, y + 270))
            s.y += 290
        s.end(lst, 2400)

    def feed(clock: str, batt: int, title: str, arts: list[tuple[str, str, str, str]], syncing: bool = False,
             empty: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Open navigation drawer", VW, (0, 150, 147, 297), click=True)
        s.raw(title, None, TV, (189, 185, 700, 260))
        s.raw(None, "Mark all as read", VW, (660, 150, 786, 297), click=True)
        s.raw(None, "Search", VW, (786, 150, 912, 297), click=True)
        s.raw(None, "More options", VW, (912, 150, 1059, 297), click=True)
        s.y = 300
        if syncing:
            s.raw(None, "Syncing", PB, (480, 320, 600, 440))
            s.y = 460
        if empty:
            s.raw("Nothing to read", None, TV, (63, 1000, 1017, 1080))
            s.raw("All articles in this feed have been read.", None, TV, (63, 1080, 1017, 1140))
            return s
        items(s, arts[:7])
        return s

    def drawer(clock: str, batt: int, under: Scr, counts: dict[str, int]) -> Scr:
        s = under
        s.raw(None, None, VW, (0, 0, 880, 2400), scroll=True)
        s.raw("Feeder", None, TV, (42, 180, 840, 260))
        s.y = 300
        total = sum(counts.values())

        def entry(label: str, n: int, indent: int) -> None:
            s.raw(None, None, VW, (0, s.y, 880, s.y + 120), click=True)
            s.raw(label, None, TV, (indent, s.y + 30, 700, s.y + 90))
            if n:
                s.raw(str(n), None, TV, (720, s.y + 30, 840, s.y + 90))
            s.y += 120

        entry("All feeds", total, 42)
        for tag, feeds in (("Tech", ("Ars Technica", "LWN.net", "The Verge")), ("News", ("BBC News - World", "Guardian Science")),
                           ("Blogs", ("Julia Evans", "Simon Willison's Weblog"))):
            entry(tag, sum(counts[f] for f in feeds), 42)
            for f in feeds:
                entry(f, counts[f], 120)
        return s

    c1 = {"Ars Technica": 18, "LWN.net": 7, "The Verge": 12, "BBC News - World": 9, "Guardian Science": 4, "Julia Evans": 1,
          "Simon Willison's Weblog": 2}
    c2 = dict(c1, **{"Ars Technica": 0})
    allv = new + old
    ars = [a for a in allv if a[0] == "Ars Technica"] + [
        ("Ars Technica", "06:30", "Apple's new iPad Pro review: thinner than ever, still an iPad", "The OLED display is the best Apple has shipped…"),
        ("Ars Technica", "06:02", "Boeing Starliner's first crewed launch scrubbed again", "A helium leak in the service module pushed the attempt…"),
        ("Ars Technica", "05:45", "Ancient DNA reveals how farming spread across Iberia", "Genomes from 45 individuals show…")]
    lwn = [a for a in allv if a[0] == "LWN.net"] + [
        ("LWN.net", "06:40", "[$] The state of the page in 2024", "The folio transition continues; a report from the memory-management track…"),
        ("LWN.net", "05:10", "Debian 12.5 released", "The Debian project has announced the fifth update of its stable distribution…"),
        ("LWN.net", "04:32", "Kernel prepatch 6.9-rc7", "Linus has released 6.9-rc7 for testing…"),
        ("LWN.net", "03:15", "[$] Better handling of integer wraparound", "Wraparound is often a bug, but sometimes it is intended…"),
        ("LWN.net", "02:58", "Stable kernels 6.8.9 and 6.6.30", "Greg Kroah-Hartman has released two stable updates…")]
    s0 = feed("9:19", 76, "All feeds", old)
    s1 = feed("9:19", 76, "All feeds", old, syncing=True)
    s2 = feed("9:20", 76, "All feeds", allv)
    s3 = drawer("9:20", 76, feed("9:20", 76, "All feeds", allv), c1)
    s4 = feed("9:21", 76, "Ars Technica", ars)
    s5 = feed("9:21", 76, "Ars Technica", [], empty=True)
    s6 = drawer("9:21", 75, feed("9:21", 75, "Ars Technica", [], empty=True), c2)
    s7 = feed("9:22", 75, "LWN.net", lwn)
    seq = [
        (droid("scroll", direction="up", index=s0.scrollable()), s1),
        (droid("wait"), s2),
        (click(s2, "Open navigation drawer"), s3),
        (droid("click", index=s3.last("Ars Technica") - 1), s4),
        (click(s4, "Mark all as read"), s5),
        (click(s5, "Open navigation drawer"), s6),
        (droid("click", index=s6.last("LWN.net") - 1), s7),
    ]
    add(rs, 17, s0, seq)


# Breezy Weather, bad
def t18(rs: RowSet) -> None:
    pkg = "org.breezyweather"
    bristol0 = {"temp": "14°", "cond": "Partly cloudy", "feels": "Feels like 12°", "wind": "19 km/h SW", "hum": "72%",
                "uv": "3 Moderate", "press": "1014 hPa", "vis": "16 km", "dew": "9°", "cloud": "60%", "aqi": "21 · Good",
                "hourly": [("10:00", "15°", "10%"), ("11:00", "16°", "10%"), ("12:00", "16°", "30%"), ("13:00", "17°", "40%"), ("14:00", "16°", "55%"), ("15:00", "15°", "60%")],
                "daily": [("Today", "Showers", "17°", "9°"), ("Tue", "Cloudy", "16°", "10°"), ("Wed", "Sunny intervals", "18°", "9°"),
                          ("Thu", "Light rain", "15°", "10°"), ("Fri", "Sunny", "19°", "11°"), ("Sat", "Sunny", "21°", "12°"), ("Sun", "Cloudy", "18°", "12°")],
                "sun": ("05:19", "20:53")}
    bristol1 = dict(bristol0, temp="15°", feels="Feels like 13°", wind="21 km/h SW", hum="68%", cloud="55%", aqi="19 · Good",
                    hourly=[("10:00", "15°", "10%"), ("11:00", "16°", "15%"), ("12:00", "17°", "30%"), ("13:00", "17°", "45%"), ("14:00", "16°", "55%"), ("15:00", "15°", "55%")])
    porto = {"temp": "19°", "cond": "Clear", "feels": "Feels like 19°", "wind": "11 km/h NW", "hum": "58%", "uv": "6 High",
             "press": "1021 hPa", "vis": "24 km", "dew": "11°", "cloud": "5%", "aqi": "28 · Good",
             "hourly": [("10:00", "20°", "0%"), ("11:00", "22°", "0%"), ("12:00", "23°", "0%"), ("13:00", "24°", "0%"), ("14:00", "25°", "0%"), ("15:00", "25°", "0%")],
             "daily": [("Today", "Sunny", "25°", "14°"), ("Tue", "Sunny", "24°", "14°"), ("Wed", "Partly cloudy", "22°", "15°"),
                       ("Thu", "Cloudy", "20°", "15°"), ("Fri", "Showers", "19°", "14°"), ("Sat", "Sunny", "22°", "13°"), ("Sun", "Sunny", "24°", "14°")],
             "sun": ("06:21", "21:01")}

    def main(clock: str, batt: int, city: str, d: dict[str, Any], updated: str, refreshing: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Manage locations", IB, (0, 150, 147, 297), click=True)
        s.raw(city, None, TV, (189, 175, 800, 270))
        s.raw(None, "More options", IB, (912, 150, 1059, 297), click=True)
        if refreshing:
            s.raw(None, "Refreshing", PB, (480, 310, 600, 430))
        sv = s.lst("recyclerView")
        s.y = 450
        s.raw(d["temp"], None, TV, (63, 450, 600, 700), res="temperature")
        s.raw(d["cond"], None, TV, (63, 700, 1017, 770), res="weather")
        s.raw(d["feels"], None, TV, (63, 770, 1017, 820))
        s.raw(f"Updated {updated}", None, TV, (63, 830, 1017, 880), res="refresh_time")
        s.y = 920
        s.text("Daily forecast", h=80)
        for day, cond, hi, lo in d["daily"]:
            s.raw(None, f"{day}, {cond}, high {hi}, low {lo}", LL, (42, s.y, 1038, s.y + 110), click=True)
            s.raw(day, None, TV, (63, s.y + 25, 300, s.y + 85))
            s.raw(cond, None, TV, (320, s.y + 25, 760, s.y + 85))
            s.raw(f"{hi} / {lo}", None, TV, (780, s.y + 25, 1017, s.y + 85))
            s.y += 110
        s.text("Hourly forecast", h=80)
        for i, (h, t, p) in enumerate(d["hourly"]):
            x = 42 + i * 166
            s.raw(h, None, TV, (x, s.y, x + 160, s.y + 50))
            s.raw(t, None, TV, (x, s.y + 50, x + 160, s.y + 110))
            s.raw(p, None, TV, (x, s.y + 110, x + 160, s.y + 160))
        s.y += 180
        s.text("Details", h=80)
        for lab, key in (("Wind", "wind"), ("Humidity", "hum"), ("UV index", "uv"), ("Pressure", "press"), ("Visibility", "vis"),
                         ("Dew point", "dew"), ("Cloud cover", "cloud"), ("Air quality", "aqi")):
            s.raw(lab, None, TV, (63, s.y, 520, s.y + 60))
            s.raw(d[key], None, TV, (540, s.y, 1017, s.y + 60))
            s.y += 70
        s.raw("Sunrise", None, TV, (63, s.y, 520, s.y + 60))
        s.raw(d["sun"][0], None, TV, (540, s.y, 1017, s.y + 60))
        s.raw("Sunset", None, TV, (63, s.y + 70, 520, s.y + 130))
        s.raw(d["sun"][1], None, TV, (540, s.y + 70, 1017, s.y + 130))
        s.y += 140
        s.end(sv, 2400)
        return s

    def manage(clock: str, batt: int, locs: list[tuple[str, str, str, str]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Back", IB, (0, 150, 147, 297), click=True)
        s.raw("Search for a location", None, TV, (147, 170, 1017, 280), click=True, res="search_bar")
        s.y = 320
        lst = s.lst("recyclerView")
        for name, sub, temp, cond in locs:
            y = s.y
            s.raw(None, None, LL, (21, y, 1059, y + 190), click=True, longc=True, res="container")
            s.raw(name, None, TV, (63, y + 30, 760, y + 95), res="title")
            s.raw(sub, None, TV, (63, y + 95, 760, y + 145), res="subtitle")
            s.raw(temp, None, TV, (780, y + 30, 1017, y + 95))
            s.raw(cond, None, TV, (780, y + 95, 1017, y + 145))
            s.y += 210
        s.end(lst, 2400)
        return s

    def search(clock: str, batt: int, q: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Back", IB, (0, 150, 147, 297), click=True)
        s.raw(q or "Search for a location", None, ET, (147, 170, 900, 280), hint="Search for a location", click=True, edit=True, focused=True)
        s.raw(None, "Clear", IB, (912, 160, 1038, 286), click=True)
        s.raw("Open-Meteo", None, BTN, (63, 300, 500, 390), click=True)
        s.y = 410
        if q:
            lst = s.lst("recyclerView")
            for name, region in (("Porto", "Porto District, Portugal"), ("Porto Alegre", "Rio Grande do Sul, Brazil"),
                                 ("Porto-Vecchio", "Corsica, France"), ("Porto Santo", "Madeira, Portugal"),
                                 ("Portobello", "Edinburgh, United Kingdom"), ("Porto Torres", "Sardinia, Italy")):
                s.row(name, region, h=170)
            s.end(lst, 2400)
        return s

    def day(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Porto", sub="Tue, 14 May")
        s.tabs(["Today", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], 1, use_text=True)
        sv = s.lst("scroll_view", cls=SV)
        for part, cond, t in (("Daytime", "Sunny", "24°"), ("Nighttime", "Clear", "14°")):
            s.text(part, h=70)
            s.raw(cond, None, TV, (63, s.y, 700, s.y + 70))
            s.raw(t, None, TV, (720, s.y, 1017, s.y + 70))
            s.y += 90
        for lab, val in (("Precipitation", "0 mm"), ("Probability of precipitation", "0%"), ("Wind", "14 km/h NW, gusts 27 km/h"),
                         ("UV index", "7 High"), ("Cloud cover", "10%"), ("Sunrise", "06:20"), ("Sunset", "21:02"),
                         ("Moonrise", "11:48"), ("Moonset", "01:57"), ("Moon phase", "First quarter"), ("Hours of sun", "13.6 h")):
            s.raw(lab, None, TV, (63, s.y, 560, s.y + 60))
            s.raw(val, None, TV, (580, s.y, 1017, s.y + 60))
            s.y += 75
        s.end(sv, 2400)
        return s

    locs1 = [("Bristol", "Current location · Bristol, England", "15°", "Partly cloudy"), ("Cardiff", "Wales, United Kingdom", "14°", "Light rain")]
    locs2 = locs1 + [("Porto", "Porto District, Portugal", "19°", "Clear")]
    s0 = main("9:45", 85, "Bristol", bristol0, "09:05")
    s1 = main("9:47", 85, "Bristol", bristol1, "09:47")
    s2 = manage("9:48", 85, locs1)
    s3 = search("9:48", 85, None)
    s4 = search("9:49", 85, "Porto")
    s5 = manage("9:49", 84, locs2)
    s6 = main("9:50", 84, "Bristol", bristol1, "09:31")
    s7 = main("9:50", 84, "Porto", porto, "09:49")
    s8 = day("9:51", 84)
    seq = [
        (droid("scroll", direction="up", index=s0.scrollable()), s1),
        (click(s1, "Manage locations"), s2),
        (click(s2, "Search for a location"), s3),
        (droid("input_text", text="Porto", index=s3.idx("Search for a location")), s4),
        (droid("click", index=s4.idx("Porto", 1) - 1), s5),
        (click_row(s5, "Bristol"), s6),
        (droid("scroll", direction="left", index=s6.scrollable()), s7),
        (click(s7, "Tue, Sunny, high 24°, low 14°"), s8),
    ]
    add(rs, 18, s0, seq, bad=True, turn=6, kind="last-refresh time goes back from 09:47 to 09:31 with no reload")


# Catima, clean
def t19(rs: RowSet) -> None:
    pkg = "me.hackerchick.catima"
    cards0 = [("Boots", "Advantage card", "1,240 points"), ("Costa Coffee", "Coffee Club", "7 beans"), ("IKEA Family", None, None),
              ("Nando's", "Chilli points", "5 chillies"), ("Superdrug", "Health & Beautycard", "£3.20"), ("Tesco Clubcard", None, "412 points")]
    cards1 = cards0 + [("Waitrose", None, None)]
    boots_id = "6331749120047315"
    wait_id = "9826400133715518"

    def main(clock: str, batt: int, cards: list[tuple[str, str | None, str | None]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Catima", up=None, actions=("Search", "Sort", "More options"))
        s.tabs(["All", "Groceries", "Health & Beauty", "Coffee"], 0, use_text=True)
        lst = s.lst("list")
        for name, note, bal in cards:
            y = s.y
            h = 150 + (50 if note else 0) + (50 if bal else 0)
            s.raw(None, None, "androidx.cardview.widget.CardView", (21, y, 1059, y + h), click=True, longc=True, res="row")
            s.raw(name[0], None, TV, (42, y + 25, 182, y + 125), res="thumbnail")
            s.raw(name, None, TV, (210, y + 30, 1017, y + 95), res="store")
            ty = y + 95
            if note:
                s.raw(note, None, TV, (210, ty, 1017, ty + 50), res="note")
                ty += 50
            if bal:
                s.raw(f"Balance: {bal}", None, TV, (210, ty, 1017, ty + 50), res="balance")
            s.y += h + 16
        s.end(lst, 2400)
        s.fab("Add card", res="fabAdd")
        return s

    def scan(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Scan card barcode")
        s.raw(None, "Camera preview", VW, (0, 283, W, 1500), res="zxing_barcode_scanner")
        s.raw("Place a barcode inside the viewfinder rectangle to scan it.", None, TV, (63, 1380, 1017, 1480), res="zxing_status_view")
        s.raw("Add manually", None, BTN, (63, 1560, 1017, 1680), click=True, res="add_manually")
        s.raw("Add from image", None, BTN, (63, 1700, 1017, 1820), click=True, res="add_from_image")
        s.raw("Add from PDF", None, BTN, (63, 1840, 1017, 1960), click=True, res="add_from_pdf")
        s.raw(None, "Turn on flashlight", IB, (912, 150, 1038, 276), click=True)
        return s

    def manual(clock: str, batt: int, cid: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Enter card ID")
        s.raw("Enter the number or text shown on your card.", None, TV, (63, 320, 1017, 420))
        s.y = 440
        s.field(cid, "Card ID", res="manualCardID", focused=True)
        s.raw("Continue", None, BTN, (63, s.y + 20, 1017, s.y + 140), click=True, enabled=bool(cid), res="enter")
        return s

    def barcodes(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Select barcode type")
        s.raw(f"Card ID: {wait_id}", None, TV, (63, 300, 1017, 360))
        s.y = 380
        lst = s.lst("barcodes")
        for b in ("No barcode", "Aztec", "Codabar", "Code 39", "Code 93", "Code 128", "Data Matrix", "EAN 8", "EAN 13",
                  "ITF", "PDF 417", "QR Code", "UPC A"):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 140), click=True, res="barcode_row")
            s.raw(b, None, TV, (63, y + 40, 500, y + 100), res="barcodeName")
            if b != "No barcode":
                s.raw(None, f"{b} preview", IV, (520, y + 15, 1017, y + 125), res="barcodeImage")
            s.y += 140
        s.end(lst, 2400)
        return s

    def edit(clock: str, batt: int, title: str, name: str | None, note: str | None, cid: str, btype: str, bal: str,
             unit: str, focus: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(title, up="Cancel", actions=("Save",))
        s.tabs(["Card", "Options", "Photos"], 0, use_text=True)
        sv = s.lst("scrollView", cls=SV)
        s.field(name, "Name", res="storeNameEdit", label="Name", focused=focus)
        s.field(note, "Note", res="noteEdit", label="Note")
        s.text("Groups", h=56)
        s.raw("None selected", None, TV, (63, s.y, 1017, s.y + 70), click=True, res="groupChips")
        s.y += 90
        s.text("Card ID", h=56)
        s.raw(cid, None, TV, (63, s.y, 1017, s.y + 80), click=True, res="cardIdView")
        s.y += 100
        s.text("Barcode type", h=56)
        s.raw(btype, None, "android.widget.AutoCompleteTextView", (63, s.y, 1017, s.y + 130), click=True, res="barcodeTypeField")
        s.y += 150
        s.raw(None, "Barcode", IV, (63, s.y, 1017, s.y + 300), res="barcode")
        s.y += 320
        s.field(bal, "Balance", res="balanceField", label="Balance", x1=560)
        s.raw(unit, None, "android.widget.AutoCompleteTextView", (600, s.y - 158, 1017, s.y - 10), click=True, res="balanceCurrencyField")
        s.end(sv, 2400)
        return s

    def view(clock: str, batt: int, name: str, cid: str, note: str | None, bal: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(name, actions=("Star", "Share", "More options"))
        s.raw(None, "Barcode", IV, (63, 400, 1017, 900), click=True, res="barcode")
        s.raw(cid, None, TV, (63, 920, 1017, 1000), click=True, longc=True, res="cardIdView")
        s.y = 1040
        if note:
            s.raw(note, None, TV, (63, s.y, 1017, s.y + 60), res="noteView")
            s.y += 80
        if bal:
            s.raw(f"Balance: {bal}", None, TV, (63, s.y, 1017, s.y + 60), res="balanceView")
            s.y += 80
        s.raw(None, "Previous card", IB, (42, 2100, 168, 2226), click=True)
        s.raw(None, "Enlarge barcode", IB, (477, 2100, 603, 2226), click=True)
        s.raw(None, "Next card", IB, (912, 2100, 1038, 2226), click=True)
        s.fab("Edit", res="fabEdit", box=(869, 1900, 1017, 2048))
        return s

    s0 = main("17:08", 58, cards0)
    s1 = scan("17:08", 58)
    s2 = manual("17:09", 58, None)
    s3 = manual("17:09", 58, wait_id)
    s4 = barcodes("17:09", 58)
    s5 = edit("17:10", 58, "Add card", None, None, wait_id, "Code 128", "0", "Points", False)
    s6 = edit("17:10", 58, "Add card", "Waitrose", None, wait_id, "Code 128", "0", "Points", True)
    s7 = view("17:10", 58, "Waitrose", wait_id, None, None)
    s8 = main("17:11", 57, cards1)
    s9 = view("17:11", 57, "Boots", boots_id, "Advantage card", "1,240 points")
    s10 = edit("17:11", 57, "Edit card", "Boots", "Advantage card", boots_id, "Code 128", "1240", "Points", False)
    s11 = edit("17:12", 57, "Edit card", "Boots Advantage", "Advantage card", boots_id, "Code 128", "1240", "Points", True)
    s12 = view("17:12", 57, "Boots Advantage", boots_id, "Advantage card", "1,240 points")
    seq = [
        (click(s0, "Add card"), s1),
        (click(s1, "Add manually"), s2),
        (droid("input_text", text=wait_id, index=s2.res("manualCardID")), s3),
        (click(s3, "Continue"), s4),
        (droid("click", index=s4.idx("Code 128") - 1), s5),
        (droid("input_text", text="Waitrose", index=s5.res("storeNameEdit")), s6),
        (click(s6, "Save"), s7),
        (droid("navigate_back"), s8),
        (droid("click", index=s8.idx("Boots") - 2), s9),
        (click(s9, "Edit"), s10),
        (droid("input_text", text="Boots Advantage", index=s10.res("storeNameEdit")), s11),
        (click(s11, "Save"), s12),
    ]
    add(rs, 19, s0, seq)


# Booking.com, bad
def t20(rs: RowSet) -> None:
    pkg = "com.booking"
    nav = ["Search", "Saved", "Bookings", "Profile"]
    hotel = "Cowgate Lane Hotel"

    def home(clock: str, batt: int, dest: str | None, dates: str) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw("Booking.com", None, TV, (63, 170, 600, 260))
        s.raw(None, "Messages", IB, (786, 150, 912, 276), click=True)
        s.raw(None, "Notifications", IB, (912, 150, 1038, 276), click=True)
        for i, c in enumerate(("Stays", "Flights", "Car rental", "Taxi")):
            s.raw(c, None, TV, (42 + i * 250, 300, 272 + i * 250, 390), click=True, selected=i == 0)
        s.raw(None, None, LL, (42, 420, 1038, 1060), res="search_box")
        s.raw(dest or "Enter your destination", None, TV, (84, 440, 996, 580), click=True, res="destination")
        s.raw(dates, None, TV, (84, 600, 996, 740), click=True, res="dates")
        s.raw("1 room · 2 adults · 0 children", None, TV, (84, 760, 996, 900), click=True, res="occupancy")
        s.raw("Search", None, BTN, (84, 920, 996, 1040), click=True, res="search_button")
        s.y = 1100
        s.text("Continue your search", h=90)
        s.row("London", "24 May – 26 May, 2 adults", h=160, icon="London")
        s.text("Travel more, spend less", h=90)
        s.row("Genius", "You're at Genius Level 2 in our loyalty programme", h=170)
        s.nav(nav, 0)
        return s

    def dest(clock: str, batt: int, q: str | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Navigate up", IB, (0, 150, 147, 297), click=True)
        s.raw(q or "Enter destination", None, ET, (147, 165, 930, 282), hint="Enter destination", click=True, edit=True, focused=True, res="search_input")
        s.y = 310
        lst = s.lst("results")
        if q is None:
            s.text("Your recent searches", h=90)
            s.row("London", "24 May – 26 May, 2 adults", h=160, icon="Recent")
            s.row("Porto", "2 Mar – 5 Mar, 2 adults", h=160, icon="Recent")
        else:
            for t, sub, ic in (("Edinburgh", "Scotland, United Kingdom", "City"), ("Edinburgh Airport", "Edinburgh, Scotland, United Kingdom", "Airport"),
                               ("Old Town", "Edinburgh, Scotland, United Kingdom", "District"), ("Edinburgh Waverley Station", "Edinburgh, United Kingdom", "Landmark"),
                               ("Edinburgh Castle", "Edinburgh, United Kingdom", "Landmark")):
                s.row(t, sub, h=160, icon=ic)
        s.end(lst, 2400)
        return s

    def calendar(clock: str, batt: int, start: int | None, end: int | None) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Select dates", up="Close")
        s.tabs(["Calendar", "I'm flexible"], 0, use_text=True)
        lst = s.lst("calendar_list")
        for i, d in enumerate("MTWTFSS"):
            s.raw(d, None, TV, (21 + i * 148, s.y, 169 + i * 148, s.y + 60))
        s.y += 70
        for month, first_col, ndays, mname in (("May 2024", 2, 31, "May"), ("June 2024", 5, 30, "June")):
            s.text(month, h=90)
            for d in range(1, ndays + 1):
                r, c = divmod(first_col + d - 1, 7)
                x, y = 21 + c * 148, s.y + r * 110
                past = mname == "May" and d < 13
                sel = mname == "June" and d in (start, end)
                inrange = mname == "June" and start is not None and end is not None and start < d < end
                s.raw(str(d), f"{d} {mname} 2024" + (" selected" if sel else ""), TV, (x, y, x + 148, y + 110),
                      click=not past, enabled=not past, selected=sel or inrange)
            s.y += 110 * ((first_col + ndays + 6) // 7) + 20
        s.end(lst, 2150)
        if start and end:
            label = f"Select dates (Fri, {start} Jun – Sun, {end} Jun)"
        else:
            label = "Select dates"
        s.raw(label, None, BTN, (63, 2180, 1017, 2320), click=True, enabled=bool(start and end), res="select_dates")
        return s

    def results(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Navigate up", IB, (0, 150, 147, 297), click=True)
        s.raw("Edinburgh", None, TV, (147, 165, 900, 225))
        s.raw("14 Jun – 16 Jun · 2 adults", None, TV, (147, 225, 900, 275))
        for i, b in enumerate(("Sort", "Filter", "Map")):
            s.raw(b, None, BTN, (21 + i * 346, 300, 351 + i * 346, 400), click=True)
        s.raw("612 properties", None, TV, (63, 420, 1017, 480))
        s.y = 500
        lst = s.lst("results_list")
        for name, stars, score, reviews, area, room, tags, price in (
                (hotel, "4 stars", "8.6 Fabulous", "1,204 reviews", "Old Town · 0.4 km from centre", "Standard Double Room · 1 double bed", "Free cancellation · No prepayment needed", "£312"),
                ("Blackfriars House Apartments", "Apartment", "8.9 Fabulous", "540 reviews", "Old Town · 0.3 km from centre", "One-Bedroom Apartment · 1 sofa bed, 1 double bed", "Non-refundable", "£389"),
                ("Haymarket Hub Hotel", "3 stars", "8.1 Very good", "3,412 reviews", "Haymarket · 1.6 km from centre", "Double Room · 1 double bed", "Free cancellation", "£248"),
                ("Leith Shore Guesthouse", "4 stars", "9.2 Wonderful", "287 reviews", "Leith · 3.1 km from centre", "Double Room with Private Bathroom", "Free cancellation · Breakfast included", "£276")):
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 420), click=True, res="sr_card")
            s.raw(None, name, IV, (21, y + 20, 341, y + 400), res="sr_photo")
            s.raw(name, None, TV, (362, y + 20, 1038, y + 90), res="sr_title")
            s.raw(stars, None, TV, (362, y + 90, 700, y + 135))
            s.raw(f"{score} · {reviews}", None, TV, (362, y + 135, 1038, y + 180), res="sr_review")
            s.raw(area, None, TV, (362, y + 180, 1038, y + 225))
            s.raw(room, None, TV, (362, y + 225, 1038, y + 270))
            s.raw(tags, None, TV, (362, y + 270, 1038, y + 315))
            s.raw(price, None, TV, (700, y + 315, 1038, y + 370), res="sr_price")
            s.raw("2 nights, 2 adults · Includes taxes and charges", None, TV, (362, y + 370, 1038, y + 410))
            s.y += 430
        s.end(lst, 2400)
        return s

    def prop(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(hotel, actions=("Save", "Share"))
        sv = s.lst("property_scroll", cls=SV)
        s.raw(None, "Property photos, 1 of 38", IV, (0, 283, W, 900), click=True)
        s.y = 920
        s.raw(hotel, None, TV, (63, 920, 1017, 1010))
        s.raw("4 stars · 8.6 Fabulous · 1,204 reviews", None, TV, (63, 1010, 1017, 1060))
        s.raw("21 Cowgate, Old Town, Edinburgh EH1 1JW, United Kingdom", None, TV, (63, 1060, 1017, 1160), click=True)
        s.y = 1180
        for lab, val in (("Check-in", "Fri, 14 Jun · 15:00 – 23:00"), ("Check-out", "Sun, 16 Jun · until 11:00"),
                         ("Rooms and guests", "1 room · 2 adults · 0 children"), ("Price for 2 nights", "£312")):
            s.raw(lab, None, TV, (63, s.y, 520, s.y + 60))
            s.raw(val, None, TV, (540, s.y, 1017, s.y + 60))
            s.y += 80
        s.text("Most popular facilities", h=80)
        for f in ("Free WiFi", "Non-smoking rooms", "24-hour front desk", "Lift", "Bar", "Family rooms"):
            s.raw(f, None, TV, (63, s.y, 1017, s.y + 60))
            s.y += 65
        s.end(sv, 2160)
        s.raw("See your options", None, BTN, (63, 2190, 1017, 2330), click=True, res="select_rooms_cta")
        return s

    def rooms(clock: str, batt: int, selected: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Select rooms", sub="Fri, 14 Jun – Sun, 16 Jun · 2 adults")
        lst = s.lst("rooms_list")
        for name, beds, conds, price, sel in (
                ("Standard Double Room", "1 double bed", ["Free cancellation before 12 June 2024", "No prepayment needed – pay at the property", "Breakfast £14 per person"], "£312", selected),
                ("Superior King Room", "1 extra-large double bed", ["Non-refundable", "Breakfast included"], "£368", False),
                ("Family Room", "1 double bed, 2 single beds", ["Free cancellation before 12 June 2024", "Breakfast £14 per person"], "£420", False)):
            y = s.y
            h = 330 + 50 * len(conds)
            s.raw(None, None, LL, (21, y, 1059, y + h), click=True)
            s.raw(name, None, TV, (63, y + 20, 1017, y + 90))
            s.raw(beds, None, TV, (63, y + 90, 1017, y + 140))
            for j, c in enumerate(conds):
                s.raw(c, None, TV, (63, y + 150 + 50 * j, 1017, y + 200 + 50 * j))
            s.raw(f"Price for 2 nights: {price}", None, TV, (63, y + 160 + 50 * len(conds), 1017, y + 220 + 50 * len(conds)))
            s.raw("Selected" if sel else "Select", None, BTN, (63, y + 230 + 50 * len(conds), 1017, y + 320 + 50 * len(conds)), click=True, selected=sel)
            s.y += h + 20
        s.end(lst, 2160 if selected else 2400)
        if selected:
            s.raw("1 room · £312", None, TV, (63, 2190, 560, 2260))
            s.raw("Includes taxes and charges", None, TV, (63, 2260, 560, 2310))
            s.raw("Reserve", None, BTN, (600, 2180, 1017, 2320), click=True, res="reserve_cta")
        return s

    def details(clock: str, batt: int, scrolled: bool) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Fill in your details", sub="Step 1 of 3")
        sv = s.lst("bp_scroll", cls=SV)
        if not scrolled:
            s.raw(None, None, LL, (21, 300, 1059, 900))
            s.raw(hotel, None, TV, (63, 320, 1017, 400))
            s.raw("Fri, 14 Jun – Sun, 16 Jun (2 nights)", None, TV, (63, 400, 1017, 450))
            s.raw("Standard Double Room · 2 adults", None, TV, (63, 450, 1017, 500))
            s.raw("Non-refundable", None, TV, (63, 510, 1017, 560))
            s.raw("No prepayment needed – pay at the property", None, TV, (63, 560, 1017, 610))
            s.raw("Price", None, TV, (63, 650, 500, 720))
            s.raw("£312", None, TV, (520, 650, 1017, 720))
            s.raw("Includes £52 in taxes and charges", None, TV, (63, 720, 1017, 770))
            s.y = 930
            s.text("Enter your details", h=90)
            s.field(None, "First name *", res="first_name")
            s.field(None, "Last name *", res="last_name")
        else:
            s.y = 300
            s.field(None, "First name *", res="first_name")
            s.field(None, "Last name *", res="last_name")
            s.field(None, "Email address *", res="email")
            s.raw("Confirmation email goes to this address", None, TV, (63, s.y, 1017, s.y + 50))
            s.y += 60
            s.field("United Kingdom", "Country/region *", res="country")
            s.field("+44", "Phone number *", res="phone")
            s.text("Who are you booking for?", h=80)
            s.check("I'm the main guest", True, cls=RB)
            s.check("I'm booking for someone else", False, cls=RB)
            s.text("Are you travelling for work?", h=80)
            s.check("Yes", False, cls=RB)
            s.check("No", False, cls=RB)
        s.end(sv, 2160)
        s.raw("Next step", None, BTN, (63, 2190, 1017, 2330), click=True)
        return s

    s0 = home("20:14", 44, None, "Sat, 18 May – Sun, 19 May")
    s1 = dest("20:14", 44, None)
    s2 = dest("20:14", 44, "Edinburgh")
    s3 = calendar("20:15", 44, None, None)
    s4 = calendar("20:15", 44, 14, None)
    s5 = calendar("20:15", 44, 14, 16)
    s6 = home("20:16", 44, "Edinburgh", "Fri, 14 Jun – Sun, 16 Jun")
    s7 = results("20:16", 43)
    s8 = prop("20:17", 43)
    s9 = rooms("20:17", 43, False)
    s10 = rooms("20:18", 43, True)
    s11 = details("20:18", 43, False)
    s12 = details("20:19", 43, True)
    seq = [
        (click(s0, "Enter your destination"), s1),
        (droid("input_text", text="Edinburgh", index=s1.res("search_input")), s2),
        (droid("click", index=s2.idx("Edinburgh", 1) - 2), s3),
        (click(s3, "14 June 2024"), s4),
        (click(s4, "16 June 2024"), s5),
        (droid("click", index=s5.res("select_dates")), s6),
        (click(s6, "Search"), s7),
        (droid("click", index=s7.idx(hotel) - 1), s8),
        (click(s8, "See your options"), s9),
        (click(s9, "Select"), s10),
        (click(s10, "Reserve"), s11),
        (droid("scroll", direction="down", index=s11.res("bp_scroll")), s12),
    ]
    add(rs, 20, s0, seq, bad=True, turn=11, kind="chosen room's free-cancellation policy shows as non-refundable with no change made")


# YNAB, clean
def t21(rs: RowSet) -> None:
    pkg = "com.youneedabudget.evergreen.app"
    groups0: list[tuple[str, list[list[Any]]]] = [
        ("Credit Card Payments", [["Amex Gold", 0.00, 312.18, 312.18]]),
        ("Bills", [["Rent", 950.00, -950.00, 0.00], ["Council tax", 148.22, -148.22, 0.00], ["Energy", 120.00, -118.40, 1.60],
                   ["Phone", 18.00, -18.00, 0.00], ["Internet", 36.00, -36.00, 0.00]]),
        ("Everyday", [["Groceries", 300.00, -287.45, 12.55], ["Eating out", 80.00, -96.30, -16.30], ["Transport", 90.00, -62.40, 27.60],
                      ["Household", 40.00, -14.20, 25.80]]),
        ("Goals", [["Emergency fund", 200.00, 0.00, 3450.00], ["Holiday", 150.00, 0.00, 980.00]]),
    ]

    def gbp(v: float) -> str:
        sign = "-" if v < 0 else ""
        return f"{sign}£{abs(v):,.2f}"

    def with_assign(groups: list[tuple[str, list[list[Any]]]], name: str, new: float) -> list[tuple[str, list[list[Any]]]]:
        out = []
        for g, cats in groups:
            nc = []
            for c in cats:
                c = list(c)
                if c[0] == name:
                    c[3] = round(c[3] + new - c[1], 2)
                    c[1] = new
                nc.append(c)
            out.append((g, nc))
        return out

    def find(groups: list[tuple[str, list[list[Any]]]], name: str) -> list[Any]:
        return next(c for _, cats in groups for c in cats if c[0] == name)

    def budget(clock: str, batt: int, rta: float, groups: list[tuple[str, list[list[Any]]]]) -> Scr:
        s = Scr(pkg, clock, batt)
        s.raw(None, "Budget menu", IB, (0, 150, 147, 297), click=True)
        s.raw("May 2024", None, BTN, (340, 170, 740, 270), click=True, res="month_selector")
        s.raw(None, "Edit categories", IB, (912, 150, 1038, 276), click=True)
        s.raw(None, None, LL, (42, 300, 1038, 450), click=True, res="ready_to_assign")
        s.raw(gbp(rta), None, TV, (84, 315, 700, 395), res="rta_amount")
        s.raw("Ready to Assign", None, TV, (84, 395, 700, 440))
        s.raw("Assign", None, BTN, (760, 330, 1000, 420), click=True)
        s.y = 470
        lst = s.lst("budget_list")
        s.raw("ASSIGNED", None, TV, (560, s.y, 780, s.y + 50))
        s.raw("AVAILABLE", None, TV, (800, s.y, 1038, s.y + 50))
        s.y += 60
        for g, cats in groups:
            s.raw(g, None, TV, (42, s.y, 540, s.y + 80), click=True, res="group_name")
            s.y += 85
            for name, assigned, _act, avail in cats:
                y = s.y
                s.raw(None, None, LL, (0, y, W, y + 110), click=True, longc=True, res="category_row")
                s.raw(name, None, TV, (63, y + 25, 540, y + 85), res="category_name")
                s.raw(gbp(assigned), None, TV, (560, y + 25, 780, y + 85), res="category_assigned")
                s.raw(gbp(avail), None, TV, (800, y + 25, 1038, y + 85), res="category_available")
                s.y += 110
        s.end(lst, 2211)
        s.nav(["Budget", "Accounts", "Transaction", "Spending", "Help"], 0)
        return s

    def sheet(clock: str, batt: int, rta: float, groups: list[tuple[str, list[list[Any]]]], name: str, typed_val: str | None) -> Scr:
        s = budget(clock, batt, rta, groups)
        _, assigned, act, avail = find(groups, name)
        s.raw(None, None, FL, (0, 1150, W, 2400), res="design_bottom_sheet")
        s.raw(name, None, TV, (63, 1180, 800, 1260), res="sheet_title")
        s.raw(None, "Close", IB, (912, 1170, 1038, 1296), click=True)
        s.y = 1300
        for lab, val in (("Assigned in May", gbp(assigned)), ("Activity", gbp(act)), ("Available", gbp(avail))):
            s.raw(lab, None, TV, (63, s.y, 560, s.y + 60))
            s.raw(val, None, TV, (580, s.y, 1017, s.y + 60))
            s.y += 75
        s.raw(typed_val if typed_val else f"{assigned:.2f}", None, ET, (63, s.y + 20, 1017, s.y + 150), hint="Assigned", click=True,
              edit=True, focused=True, res="assign_input")
        s.y += 170
        for i, q in enumerate(("Underfunded", "Assigned last month", "Spent last month")):
            s.raw(q, None, BTN, (42 + i * 335, s.y, 362 + i * 335, s.y + 100), click=True)
        s.raw("Done", None, BTN, (63, 2200, 1017, 2330), click=True, res="done_button")
        return s

    def accounts(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("Accounts", up=None, actions=("Add account",))
        lst = s.lst("accounts_list")
        s.raw("BUDGET", None, TV, (42, s.y, 700, s.y + 70))
        s.raw("£5,433.43", None, TV, (720, s.y, 1038, s.y + 70))
        s.y += 80
        for name, sub, bal in (("Monzo Current", "Linked · updated 12 min ago", "£1,315.61"), ("Marcus Savings", "Unlinked", "£4,430.00"),
                               ("Amex Gold", "Linked · updated 12 min ago", "-£312.18")):
            s.row(name, sub, right=bal, h=160)
        s.raw("TRACKING", None, TV, (42, s.y, 700, s.y + 70))
        s.raw("£18,720.00", None, TV, (720, s.y, 1038, s.y + 70))
        s.y += 80
        s.row("Vanguard S&S ISA", "Unlinked", right="£18,720.00", h=160)
        s.row("Reconcile accounts", "Last reconciled 30 Apr", h=160)
        s.end(lst, 2211)
        s.nav(["Budget", "Accounts", "Transaction", "Spending", "Help"], 1)
        return s

    g1 = with_assign(groups0, "Eating out", 96.30)
    g2 = with_assign(g1, "Groceries", 380.00)
    g3 = with_assign(g2, "Emergency fund", 500.00)
    s0 = budget("13:02", 69, 640.00, groups0)
    s1 = sheet("13:02", 69, 640.00, groups0, "Eating out", None)
    s2 = sheet("13:03", 69, 640.00, groups0, "Eating out", "96.30")
    s3 = budget("13:03", 69, 623.70, g1)
    s4 = sheet("13:03", 69, 623.70, g1, "Groceries", None)
    s5 = sheet("13:04", 69, 623.70, g1, "Groceries", "380")
    s6 = budget("13:04", 68, 543.70, g2)
    s7 = sheet("13:04", 68, 543.70, g2, "Emergency fund", None)
    s8 = sheet("13:05", 68, 543.70, g2, "Emergency fund", "500")
    s9 = budget("13:05", 68, 243.70, g3)
    s10 = accounts("13:05", 68)
    seq = [
        (click_row(s0, "Eating out"), s1),
        (droid("input_text", text="96.30", index=s1.res("assign_input")), s2),
        (click(s2, "Done"), s3),
        (click_row(s3, "Groceries"), s4),
        (droid("input_text", text="380", index=s4.res("assign_input")), s5),
        (click(s5, "Done"), s6),
        (click_row(s6, "Emergency fund"), s7),
        (droid("input_text", text="500", index=s7.res("assign_input")), s8),
        (click(s8, "Done"), s9),
        (click(s9, "Accounts"), s10),
    ]
    add(rs, 21, s0, seq)


# Markor, bad
def t22(rs: RowSet) -> None:
    pkg = "net.gsantner.markor"
    root_path = "/storage/emulated/0/Documents/markor"
    proj = [("bathroom-reno.md", "02.05.24", "4.2 KB"), ("bike-build.md", "21.04.24", "1.8 KB"), ("garden-2024.md", "11.05.24", "2.7 KB"),
            ("home-network.md", "29.03.24", "5.9 KB"), ("learning-rust.md", "07.05.24", "3.1 KB"), ("podcast-ideas.md", "15.02.24", "912 B"),
            ("side-project-budget.csv", "08.05.24", "1.3 KB")]

    def browser(clock: str, batt: int, title: str, path: str, folders: list[tuple[str, str, int]], files: list[tuple[str, str, str]],
                dialog: str | None = None, dialog_open: bool = False) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar(title, up="Navigate up" if title != "markor" else None, actions=("Search", "Sort", "More options"), sub=path)
        lst = s.lst("ui__filesystem_dialog__list")
        for name, date, n in folders:
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 150), click=True, longc=True, res="opoc_filesystem_item__root")
            s.raw(None, "Folder", IV, (42, y + 30, 132, y + 120), res="opoc_filesystem_item__image")
            s.raw(name, None, TV, (168, y + 25, 1017, y + 85), res="opoc_filesystem_item__title")
            s.raw(f"{date} · {n} items", None, TV, (168, y + 85, 1017, y + 130), res="opoc_filesystem_item__description")
            s.y += 150
        for name, date, size in files:
            y = s.y
            s.raw(None, None, LL, (0, y, W, y + 150), click=True, longc=True, res="opoc_filesystem_item__root")
            s.raw(None, "File", IV, (42, y + 30, 132, y + 120), res="opoc_filesystem_item__image")
            s.raw(name, None, TV, (168, y + 25, 1017, y + 85), res="opoc_filesystem_item__title")
            s.raw(f"{date} · {size}", None, TV, (168, y + 85, 1017, y + 130), res="opoc_filesystem_item__description")
            s.y += 150
        s.end(lst, 2211)
        s.fab("Create a new file", res="fab_add_new_item", box=(869, 2040, 1017, 2188))
        s.nav(["Files", "To-Do", "QuickNote", "More"], 0)
        if dialog_open:
            s.raw(None, None, FL, (63, 600, 1017, 1640), res="parentPanel")
            s.raw("New file", None, TV, (126, 640, 954, 720), res="alertTitle")
            s.raw(dialog or "Name", None, ET, (126, 760, 954, 880), hint="Name", click=True, edit=True, focused=True, res="new_file_dialog__name")
            s.raw("Markdown", None, "android.widget.Spinner", (126, 900, 954, 1010), click=True, res="new_file_dialog__type")
            s.raw(".md", None, ET, (126, 1030, 954, 1130), hint="Extension", click=True, edit=True, res="new_file_dialog__ext")
            s.raw("Empty file", None, "android.widget.Spinner", (126, 1150, 954, 1260), click=True, res="new_file_dialog__template")
            s.check("Encrypt with password", False, res="new_file_dialog__encryption")
            s.raw("Folder", None, BTN, (126, 1520, 330, 1610), click=True, res="button3")
            s.raw("Cancel", None, BTN, (560, 1520, 760, 1610), click=True, res="button2")
            s.raw("OK", None, BTN, (780, 1520, 954, 1610), click=True, res="button1")
        return s

    def editor(clock: str, batt: int) -> Scr:
        s = Scr(pkg, clock, batt)
        s.toolbar("kiosk-redesign-notes", actions=("Undo", "Redo", "Save", "View mode", "More options"))
        s.raw(None, None, ET, (0, 283, W, 2080), click=True, edit=True, focused=True, scroll=True, res="document__fragment__edit__highlighting_editor")
        for i, b in enumerate(("Checkbox", "Header", "Bold", "Italic", "Link", "Image", "Code", "Table")):
            s.raw(None, b, IB, (i * 135, 2090, (i + 1) * 135, 2211), click=True, res="document__fragment__edit__textmodule_actions_bar")
        return s

    root_folders0 = [("archive", "30.04.24", 23), ("journal", "12.05.24", 31), ("projects", "08.05.24", 7), ("recipes", "19.04.24", 12)]
    root_files = [("links.md", "10.05.24", "612 B"), ("quicknote.md", "13.05.24", "1.4 KB"), ("README.md", "01.01.24", "3.3 KB"),
                  ("todo.txt", "13.05.24", "2.1 KB")]
    root_folders6 = [("archive", "30.04.24", 23), ("journal", "12.05.24", 31), ("projects", "13.05.24", 7), ("recipes", "19.04.24", 12)]
    proj2 = sorted(proj + [("kiosk-redesign-notes.md", "13.05.24", "0 B")])
    s0 = browser("16:40", 35, "markor", root_path, root_folders0, root_files)
    s1 = browser("16:40", 35, "projects", root_path + "/projects", [], proj)
    s2 = browser("16:41", 35, "projects", root_path + "/projects", [], proj, dialog=None, dialog_open=True)
    s3 = browser("16:41", 35, "projects", root_path + "/projects", [], proj, dialog="kiosk-redesign-notes", dialog_open=True)
    s4 = editor("16:41", 35)
    s5 = browser("16:42", 34, "projects", root_path + "/projects", [], proj2)
    s6 = browser("16:42", 34, "markor", root_path, root_folders6, root_files)
    seq = [
        (click_row(s0, "projects"), s1),
        (click(s1, "Create a new file"), s2),
        (droid("input_text", text="kiosk-redesign-notes", index=s2.res("new_file_dialog__name")), s3),
        (click(s3, "OK"), s4),
        (droid("navigate_back"), s5),
        (droid("navigate_back"), s6),
    ]
    add(rs, 22, s0, seq, bad=True, turn=6, kind="folder item count not updated after a file was created in it")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11,
                  t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
