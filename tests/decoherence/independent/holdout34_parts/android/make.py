# ruff: noqa: E501
"""Held-out set holdout34, domain android: 22 AndroidWorld trajectories (11 with one contradiction).

Each observation is the element list of the next screen (``UI element N: UIElement(...)``), built from a
small per-app screen model so that the clean trajectories stay consistent turn after turn; the bad ones
carry exactly one observation that contradicts an earlier one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = (
    "# Role and Objective\n\n"
    "You are an Android World Model, a precise Android UI state simulator. Given the interaction history, the "
    "current screen state (a list of UI elements) and one AndroidWorld action (click, long_press, input_text, "
    "scroll, navigate_back, navigate_home, open_app, keyboard_enter, wait), predict the exact next screen state.\n\n"
    "# Core Responsibilities\n\n"
    "1. State prediction: output the complete next screen after the action is executed.\n"
    "2. Context maintenance: keep navigation state, focused elements, typed values, list contents and app data "
    "consistent with everything shown earlier in the session.\n"
    "3. Behavioral fidelity: follow real Android app behavior, including screen transitions, loading completion, "
    "dialogs, toasts, keyboard focus and no-op actions.\n\n"
    "# Format Requirements\n\n"
    "Keep the representation of the current screen exactly: one `UI element N: UIElement(...)` line per element, "
    "with the same fields, the status bar elements included. Preserve untouched elements verbatim. Output exactly "
    "one complete and closed <predicted_observation></predicted_observation> block and nothing else."
)

SYSUI = "com.android.systemui"
TV = "android.widget.TextView"
BT = "android.widget.Button"
IB = "android.widget.ImageButton"
IV = "android.widget.ImageView"
ET = "android.widget.EditText"
LL = "android.widget.LinearLayout"
FL = "android.widget.FrameLayout"
RL = "android.widget.RelativeLayout"
VG = "android.view.ViewGroup"
VW = "android.view.View"
RV = "androidx.recyclerview.widget.RecyclerView"
CB = "android.widget.CheckBox"
SW = "android.widget.Switch"
PB = "android.widget.ProgressBar"
SK = "android.widget.SeekBar"
RB = "android.widget.RadioButton"
SV = "android.widget.ScrollView"


class Box:
    """Pixel bounds, printed the way AndroidWorld prints them."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x0}, x_max={self.x1}, y_min={self.y0}, y_max={self.y1})"


class Scr:
    """One screen: the status bar first, then the app's elements, laid out top to bottom."""

    def __init__(self, pkg: str, clock: str, batt: int, notes: tuple[str, ...] = (), charging: bool = False) -> None:
        self.pkg = pkg
        self.y = 136
        self.els: list[dict[str, Any]] = []
        self.el(clock, None, TV, x=(63, 168), y=36, h=62, rid="com.android.systemui:id/clock", pkg=SYSUI)
        for i, note in enumerate(notes):
            self.el(None, note, IV, x=(196 + 58 * i, 240 + 58 * i), y=46, h=44, pkg=SYSUI,
                    rid="com.android.systemui:id/notification_icon")
        self.el(None, "Wifi signal full.", IV, x=(818, 870), y=40, h=54, pkg=SYSUI, rid="com.android.systemui:id/wifi_signal")
        self.el(None, "Phone signal full.", IV, x=(878, 926), y=40, h=54, pkg=SYSUI, rid="com.android.systemui:id/mobile_signal")
        word = "Battery charging, " if charging else "Battery "
        self.el(None, f"{word}{batt} percent.", LL, x=(938, 1028), y=38, h=58, pkg=SYSUI, rid="com.android.systemui:id/battery")

    def el(self, text: str | None = None, desc: str | None = None, cls: str = TV, *, x: tuple[int, int] = (42, 1038),
           y: int | None = None, h: int = 60, rid: str | None = None, pkg: str | None = None, hint: str | None = None,
           check: bool | None = None, click: bool = False, edit: bool = False, focus: bool = False, long: bool = False,
           scroll: bool = False, sel: bool = False, enabled: bool = True) -> Scr:
        y0 = self.y if y is None else y
        p = pkg or self.pkg
        if rid is not None and ":" not in rid:
            rid = f"{p}:id/{rid}"
        self.els.append({
            "text": text, "content_description": desc, "class_name": cls, "bbox_pixels": Box(x[0], y0, x[1], y0 + h),
            "hint_text": hint, "is_checked": bool(check), "is_checkable": check is not None, "is_clickable": click,
            "is_editable": edit, "is_enabled": enabled, "is_focused": focus, "is_long_clickable": long,
            "is_scrollable": scroll, "is_selected": sel, "package_name": p, "resource_name": rid})
        return self

    def nl(self, h: int) -> Scr:
        self.y += h
        return self

    def at(self, y: int) -> Scr:
        self.y = y
        return self


def find(els: list[dict[str, Any]], on: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description, hint or resource id suffix is `on`."""
    hits = [i for i, e in enumerate(els) if on in (e["text"], e["content_description"])]
    if not hits:
        hits = [i for i, e in enumerate(els) if e["hint_text"] == on]
    if not hits:
        hits = [i for i, e in enumerate(els) if (e["resource_name"] or "").endswith("/" + on)]
    if len(hits) <= nth:
        raise KeyError(on)
    return hits[nth]


class Traj:
    """Turns of one trajectory: each action addresses an element of the screen before it."""

    def __init__(self, first: Scr) -> None:
        self.state = ui_elements(first.els)
        self.prev = first.els
        self.turns: list[tuple[str, str]] = []

    def go(self, scr: Scr, action: str, on: str | None = None, nth: int = 0, **kw: Any) -> None:
        if on is not None:
            kw["index"] = find(self.prev, on, nth)
        self.turns.append((droid(action, **kw), ui_elements(scr.els)))
        self.prev = scr.els


def launcher(clock: str, batt: int, date: str, apps: list[str], dock: list[str], notes: tuple[str, ...] = ()) -> Scr:
    s = Scr("com.google.android.apps.nexuslauncher", clock, batt, notes)
    s.el(date, date, TV, x=(63, 560), y=190, h=70, rid="date", click=True)
    s.el("12°C", "Partly cloudy, 12 degrees", TV, x=(580, 760), y=190, h=70, rid="weather", click=True)
    for i, name in enumerate(apps):
        col, row = i % 4, i // 4
        x0, y0 = 30 + col * 255, 1180 + row * 300
        s.el(name, name, TV, x=(x0, x0 + 255), y=y0, h=262, rid="icon", click=True, long=True)
    for i, name in enumerate(dock):
        x0 = 30 + i * 255
        s.el(None, name, TV, x=(x0, x0 + 255), y=1980, h=190, rid="icon", click=True, long=True)
    s.el(None, "Google search", FL, x=(63, 1017), y=2212, h=126, rid="search_container_hotseat", click=True)
    return s


# ---------------------------------------------------------------- 01
TODO = "com.microsoft.todos"


def todo_lists(clock: str, batt: int, counts: dict[str, str]) -> Scr:
    s = Scr(TODO, clock, batt)
    s.el(None, "Dana Whitfield, dana.whitfield@outlook.com", IB, x=(32, 158), y=150, h=126, rid="profile_picture", click=True)
    s.el("Dana Whitfield", None, TV, x=(176, 700), y=176, h=74, rid="user_name", click=True)
    s.el(None, "Search", IB, x=(912, 1038), y=150, h=126, rid="search_button", click=True)
    s.at(300)
    for name, rid_icon in [("My Day", "My Day"), ("Important", "Important"), ("Planned", "Planned"),
                           ("Assigned to me", "Assigned to me"), ("Tasks", "Tasks")]:
        s.el(None, None, RL, x=(0, 1080), h=136, rid="list_item_layout", click=True, long=True)
        s.el(None, rid_icon, IV, x=(52, 112), y=s.y + 38, rid="list_icon")
        s.el(name, None, TV, x=(160, 860), y=s.y + 36, h=64, rid="list_name")
        if counts.get(name):
            s.el(counts[name], None, TV, x=(900, 1010), y=s.y + 38, rid="task_count")
        s.nl(136)
    s.el(None, None, VW, x=(42, 1038), y=s.y + 14, h=3, rid="divider").nl(32)
    for name in ["Errands", "Work", "Groceries", "Home projects"]:
        s.el(None, None, RL, x=(0, 1080), h=136, rid="list_item_layout", click=True, long=True)
        s.el(None, "List", IV, x=(52, 112), y=s.y + 38, rid="list_icon")
        s.el(name, None, TV, x=(160, 860), y=s.y + 36, h=64, rid="list_name")
        s.el(counts[name], None, TV, x=(900, 1010), y=s.y + 38, rid="task_count")
        s.nl(136)
    s.el("New list", "New list", BT, x=(0, 880), y=2196, h=140, rid="add_list_button", click=True)
    s.el(None, "Create group", IB, x=(900, 1038), y=2196, h=140, rid="create_group_button", click=True)
    return s


def todo_errands(clock: str, batt: int, tasks: list[tuple[str, str, bool]], completed: int, add: str | None = None,
                 typed: str = "", due: str | None = None, sheet: bool = False) -> Scr:
    s = Scr(TODO, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=136, h=147, click=True)
    s.el("Errands", None, TV, x=(168, 700), y=170, h=80, rid="toolbar_title")
    s.el(None, "Share list", IB, x=(780, 906), y=146, h=126, rid="share_list", click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=146, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=300, h=1600 if add is None else 1050, rid="task_list", scroll=True)
    s.at(320)
    for title, meta, star in tasks:
        s.el(None, None, RL, x=(24, 1056), h=150 if meta else 124, rid="task_item", click=True, long=True)
        s.el(None, "Mark as completed", CB, x=(40, 130), y=s.y + 30, h=64, rid="task_checkbox", check=False, click=True)
        s.el(title, None, TV, x=(150, 900), y=s.y + 22, h=58, rid="task_title")
        if meta:
            s.el(meta, None, TV, x=(150, 900), y=s.y + 84, h=44, rid="task_metadata")
        s.el(None, "Remove importance" if star else "Mark as important", IB, x=(930, 1030), y=s.y + 26, h=90,
             rid="task_importance", click=True)
        s.nl((150 if meta else 124) + 12)
    s.el(None, None, LL, x=(24, 600), y=s.y + 10, h=100, rid="completed_header", click=True)
    s.el(None, "Expand completed tasks", IV, x=(44, 104), y=s.y + 30, rid="completed_chevron")
    s.el("Completed", None, TV, x=(120, 380), y=s.y + 30, h=58, rid="completed_title")
    s.el(str(completed), None, TV, x=(400, 470), y=s.y + 30, h=58, rid="completed_count")
    if add is None:
        s.el("Add a task", "Add a task", BT, x=(24, 1056), y=2186, h=150, rid="add_task_button", click=True)
        return s
    s.el(None, None, LL, x=(0, 1080), y=1360, h=250, rid="add_task_bar")
    s.el(None, "Mark as completed", CB, x=(40, 130), y=1390, h=64, check=False, enabled=False)
    s.el(typed or None, None, ET, x=(150, 920), y=1380, h=84, rid="add_task_edit_text", hint="Add a task",
         edit=True, focus=not sheet, click=True)
    s.el(None, "Add task", IB, x=(930, 1040), y=1374, h=96, rid="add_task_submit", click=True, enabled=bool(typed))
    if due:
        s.el(f"Due {due}", f"Due {due}, Remove due date", BT, x=(150, 480), y=1500, h=80, rid="due_date_chip", click=True)
    else:
        s.el(None, "Set due date", IB, x=(150, 250), y=1500, h=80, rid="due_date_button", click=True)
    s.el(None, "Remind me", IB, x=(500 if due else 270, 600 if due else 370), y=1500, h=80, rid="reminder_button", click=True)
    s.el(None, "Repeat", IB, x=(620 if due else 390, 720 if due else 490), y=1500, h=80, rid="recurrence_button", click=True)
    if sheet:
        s.el(None, None, LL, x=(150, 700), y=1040, h=440, rid="due_date_popup")
        for i, (a, b) in enumerate([("Today", "Wed"), ("Tomorrow", "Thu"), ("Next week", "Mon"), ("Pick a date", "")]):
            s.el(a, None, TV, x=(180, 500), y=1060 + i * 104, h=80, rid="popup_item_title", click=True)
            if b:
                s.el(b, None, TV, x=(560, 680), y=1060 + i * 104, h=80, rid="popup_item_day")
    return s


# Microsoft To Do — clean
def t01() -> dict[str, Any]:
    counts = {"My Day": "3", "Important": "2", "Planned": "4", "Tasks": "6", "Errands": "5", "Work": "11",
              "Groceries": "8", "Home projects": "3"}
    tasks = [("Pick up dry cleaning", "My Day • Today", False), ("Return library books", "Overdue, Tue, Mar 12", True),
             ("Buy birthday card for Mia", "Fri, Mar 15", False), ("Car wash", "", False),
             ("Book dentist appointment", "0 of 2", False)]
    tr = Traj(todo_lists("8:14", 71, counts))
    tr.go(todo_errands("8:14", 71, tasks, 2), "click", on="Errands")
    tr.go(todo_errands("8:14", 71, tasks, 2, add=""), "click", on="Add a task")
    tr.go(todo_errands("8:15", 71, tasks, 2, add="", typed="Renew passport photos"), "input_text",
          text="Renew passport photos", on="add_task_edit_text")
    tr.go(todo_errands("8:15", 71, tasks, 2, add="", typed="Renew passport photos", sheet=True), "click", on="Set due date")
    tr.go(todo_errands("8:15", 71, tasks, 2, add="", typed="Renew passport photos", due="Tomorrow"), "click", on="Tomorrow")
    tasks = [("Renew passport photos", "Tomorrow", False)] + tasks
    tr.go(todo_errands("8:15", 70, tasks, 2, add=""), "keyboard_enter")
    tr.go(todo_errands("8:16", 70, tasks[:1] + tasks[2:], 3), "click", on="Mark as completed", nth=1)
    counts.update({"My Day": "2"})
    tr.go(todo_lists("8:16", 70, counts), "navigate_back")
    return dict(tid="h34-android-01", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 02
SYN = "com.github.catfriend1.syncthingandroid"
SYN_NOTE = ("Syncthing-Fork notification: Syncthing is running",)


def syn_frame(clock: str, batt: int, tab: str, charging: bool = False) -> Scr:
    s = Scr(SYN, clock, batt, SYN_NOTE, charging)
    s.el(None, "Open navigation drawer", IB, x=(0, 147), y=136, h=147, click=True)
    s.el("Syncthing", None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Add", TV, x=(780, 906), y=146, h=126, rid="add", click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=146, h=126, click=True)
    for i, name in enumerate(["FOLDERS", "DEVICES", "STATUS"]):
        s.el(name, name, LL, x=(i * 360, i * 360 + 360), y=283, h=126, click=True, sel=name == tab)
    s.at(430)
    return s


def syn_folders(clock: str, batt: int, folders: list[tuple[str, str, str, str, str]], charging: bool = False) -> Scr:
    s = syn_frame(clock, batt, "FOLDERS", charging)
    s.el(None, None, "android.widget.ListView", x=(0, 1080), y=420, h=1900, rid="list", scroll=True)
    for label, state, path, glob, loc in folders:
        s.el(None, None, LL, x=(0, 1080), h=300, click=True, long=True)
        s.el(label, None, TV, x=(42, 760), y=s.y + 24, h=62, rid="label")
        s.el(state, None, TV, x=(760, 1038), y=s.y + 28, h=54, rid="state")
        s.el(path, None, TV, x=(42, 1038), y=s.y + 96, h=50, rid="directory")
        s.el(f"Global: {glob}", None, TV, x=(42, 1038), y=s.y + 152, h=50, rid="global")
        s.el(f"Local: {loc}", None, TV, x=(42, 1038), y=s.y + 206, h=50, rid="local")
        s.el(None, "Open folder", IB, x=(930, 1038), y=s.y + 140, h=108, rid="openFolder", click=True)
        s.nl(300)
    return s


def syn_devices(clock: str, batt: int, devices: list[tuple[str, str, str]], charging: bool = False) -> Scr:
    s = syn_frame(clock, batt, "DEVICES", charging)
    s.el(None, None, "android.widget.ListView", x=(0, 1080), y=420, h=1900, rid="list", scroll=True)
    for name, state, rates in devices:
        s.el(None, None, LL, x=(0, 1080), h=200, click=True, long=True)
        s.el(name, None, TV, x=(42, 700), y=s.y + 24, h=62, rid="name")
        s.el(state, None, TV, x=(700, 1038), y=s.y + 28, h=54, rid="status")
        s.el(rates, None, TV, x=(42, 1038), y=s.y + 110, h=50, rid="bandwidthUpDown")
        s.nl(200)
    return s


def syn_device_form(clock: str, batt: int, title: str, dev_id: str, name: str, focus: str | None,
                    editable_id: bool, last_seen: str = "Never", compression: str = "Metadata only",
                    charging: bool = False) -> Scr:
    s = Scr(SYN, clock, batt, SYN_NOTE, charging)
    s.el(None, "Navigate up", IB, x=(0, 147), y=136, h=147, click=True)
    s.el(title, None, TV, x=(168, 700), y=170, h=80)
    s.el(None, "Create" if editable_id else "Save", TV, x=(912, 1038), y=146, h=126, rid="create" if editable_id else "save",
         click=True)
    s.el(None, None, SV, x=(0, 1080), y=283, h=2050, scroll=True)
    s.el("Device ID", None, TV, x=(42, 800), y=310, h=50)
    if editable_id:
        s.el(dev_id or None, None, ET, x=(42, 900), y=370, h=130, rid="deviceId", hint="Device ID", edit=True, click=True,
             focus=focus == "id")
        s.el(None, "Scan QR code", IB, x=(912, 1038), y=380, h=110, rid="qrButton", click=True)
    else:
        s.el(dev_id, None, TV, x=(42, 900), y=370, h=130, rid="deviceId", click=True)
        s.el(None, "Share device ID", IB, x=(912, 1038), y=380, h=110, rid="shareDeviceIdButton", click=True)
    s.el("Device name", None, TV, x=(42, 800), y=540, h=50)
    s.el(name or None, None, ET, x=(42, 1038), y=600, h=120, rid="name", hint="Device name", edit=True, click=True,
         focus=focus == "name")
    s.at(770)
    for k, v in [("Addresses", "dynamic"), ("Compression", compression)]:
        s.el(None, None, LL, x=(0, 1080), h=150, click=True)
        s.el(k, None, TV, x=(42, 1038), y=s.y + 20, h=56)
        s.el(v, None, TV, x=(42, 1038), y=s.y + 80, h=48)
        s.nl(150)
    for k, rid in [("Introducer", "introducer"), ("Auto accept", "autoAcceptFolders"), ("Pause device", "devicePause")]:
        s.el(k, None, SW, x=(42, 1038), h=130, rid=rid, check=False, click=True)
        s.nl(130)
    if not editable_id:
        s.el("Last seen", None, TV, x=(42, 600), h=56).nl(60)
        s.el(last_seen, None, TV, x=(42, 600), h=48, rid="lastSeen").nl(80)
        s.el("Remove device", None, BT, x=(42, 1038), h=130, rid="removeDevice", click=True)
    return s


def syn_folder_edit(clock: str, batt: int) -> Scr:
    s = Scr(SYN, clock, batt, SYN_NOTE)
    s.el(None, "Navigate up", IB, x=(0, 147), y=136, h=147, click=True)
    s.el("Edit folder", None, TV, x=(168, 700), y=170, h=80)
    s.el(None, "Save", TV, x=(912, 1038), y=146, h=126, rid="save", click=True)
    s.el(None, None, SV, x=(0, 1080), y=283, h=2050, scroll=True)
    s.at(300)
    for k, v, rid in [("Folder label", "Camera", "label"), ("Folder ID", "pxl7a-camera", "id"),
                      ("Directory", "/storage/emulated/0/DCIM/Camera", "directoryTextView")]:
        s.el(k, None, TV, x=(42, 1038), h=48).nl(52)
        s.el(v, None, ET if rid == "label" else TV, x=(42, 1038), h=100, rid=rid, edit=rid == "label", click=True).nl(118)
    s.el("Share with devices", None, TV, x=(42, 1038), h=56).nl(70)
    for name, on in [("nas-basement", True), ("thinkpad-x1", True), ("pixel-tablet", False)]:
        s.el(name, None, SW, x=(42, 1038), h=120, check=on, click=True).nl(120)
    for k, v in [("Folder type", "Send Only"), ("File pull order", "Newest first"), ("File versioning", "Trash can, 14 days"),
                 ("Watch for changes", "On"), ("Rescan interval", "3600 s")]:
        s.el(None, None, LL, x=(0, 1080), h=140, click=True)
        s.el(k, None, TV, x=(42, 1038), y=s.y + 18, h=54)
        s.el(v, None, TV, x=(42, 1038), y=s.y + 76, h=46)
        s.nl(140)
    s.el("Pause folder", None, SW, x=(42, 1038), h=120, rid="folderPause", check=False, click=True)
    return s


# Syncthing-Fork — bad
def t02() -> dict[str, Any]:
    folders = [("Camera", "Up to Date", "/storage/emulated/0/DCIM/Camera", "1,284 files, 6.41 GiB", "1,284 files, 6.41 GiB"),
               ("Documents", "Up to Date", "/storage/emulated/0/Documents", "312 files, 418 MiB", "312 files, 418 MiB"),
               ("Signal backups", "Up to Date", "/storage/emulated/0/Signal/Backups", "3 files, 1.92 GiB", "3 files, 1.92 GiB"),
               ("Notes", "Up to Date", "/storage/emulated/0/Obsidian/Notes", "947 files, 22.6 MiB", "947 files, 22.6 MiB")]
    real = "KQ4VHLE-7WTR2XN-BJ3OYAF-ME6PZCD-R5NHQ2W-UXT4GKL-IC7VD3S-OAFB2QY"
    drift = "KQ4VHLE-7WTR2XN-BJ3OYAF-ME6PZDC-R5NHQ2W-UXT4GKL-IC7VD3S-OAFB2QY"
    devs = [("nas-basement", "Up to Date", "↓ 0 B/s (3.81 MiB)   ↑ 1.2 KiB/s (212 MiB)"),
            ("thinkpad-x1", "Disconnected", "↓ 0 B/s (0 B)   ↑ 0 B/s (0 B)")]
    tr = Traj(syn_folders("21:07", 43, folders))
    tr.go(syn_devices("21:07", 43, devs), "click", on="DEVICES")
    tr.go(syn_device_form("21:07", 43, "Add device", "", "", "id", True), "click", on="Add")
    tr.go(syn_device_form("21:08", 43, "Add device", real, "", "id", True), "input_text", text=real, on="deviceId")
    tr.go(syn_device_form("21:08", 43, "Add device", real, "pixel-tablet", "name", True), "input_text", text="pixel-tablet",
          on="name")
    devs = devs + [("pixel-tablet", "Disconnected", "↓ 0 B/s (0 B)   ↑ 0 B/s (0 B)")]
    tr.go(syn_devices("21:08", 43, devs), "click", on="Create")
    tr.go(syn_device_form("21:09", 42, "Edit device", drift, "pixel-tablet", None, False), "click", on="pixel-tablet")
    tr.go(syn_devices("21:09", 42, devs), "navigate_back")
    tr.go(syn_folders("21:09", 42, folders), "click", on="FOLDERS")
    tr.go(syn_folder_edit("21:10", 42), "click", on="Camera")
    return dict(tid="h34-android-02", state=tr.state, turns=tr.turns, bad=True, turn=6,
                kind="device ID of the device just added differs in one group from the ID typed in")


# ---------------------------------------------------------------- 03
FILES = "com.google.android.apps.nbu.files"


def files_browse(clock: str, batt: int) -> Scr:
    s = Scr(FILES, clock, batt)
    s.el(None, "Open navigation drawer", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Search in Files", None, TV, x=(160, 880), y=160, h=106, rid="search_bar_text", click=True)
    s.el(None, "Google Account: Marco Bellini (marco.bellini82@gmail.com)", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el("Categories", None, TV, x=(42, 700), y=320, h=64)
    for i, name in enumerate(["Downloads", "Images", "Videos", "Audio", "Documents & other", "Apps"]):
        x0, y0 = 30 + (i % 2) * 510, 410 + (i // 2) * 200
        s.el(None, None, FL, x=(x0, x0 + 500), y=y0, h=180, rid="category_card", click=True)
        s.el(name, None, TV, x=(x0 + 130, x0 + 480), y=y0 + 60, h=60, rid="category_title")
    s.el("Collections", None, TV, x=(42, 700), y=1040, h=64)
    for i, name in enumerate(["Favorites", "Safe folder", "Trash"]):
        y0 = 1120 + i * 150
        s.el(None, None, LL, x=(0, 1080), y=y0, h=150, click=True)
        s.el(name, None, TV, x=(170, 900), y=y0 + 44, h=62, rid="title")
    s.el("All storage", None, TV, x=(42, 700), y=1600, h=64)
    s.el(None, None, LL, x=(0, 1080), y=1680, h=190, click=True)
    s.el("Internal storage", None, TV, x=(170, 900), y=1700, h=62, rid="title")
    s.el("41.2 GB used · 22.8 GB free", None, TV, x=(170, 900), y=1770, h=50, rid="subtitle")
    s.el(None, None, PB, x=(170, 1000), y=1834, h=14, rid="storage_progress")
    s.el(None, None, LL, x=(0, 1080), y=1880, h=150, click=True)
    s.el("Other storage", None, TV, x=(170, 900), y=1924, h=62, rid="title")
    for i, (name, sel) in enumerate([("Clean", False), ("Browse", True), ("Share", False)]):
        s.el(name, name, FL, x=(i * 360, i * 360 + 360), y=2190, h=210, rid="bottom_nav_item", click=True, sel=sel)
    return s


def files_list(clock: str, batt: int, title: str, files: list[tuple[str, str, str]], sort: str,
               selected: frozenset[str] = frozenset(), dialog: str | None = None, sheet: bool = False,
               snackbar: str | None = None) -> Scr:
    s = Scr(FILES, clock, batt)
    if selected:
        s.el(None, "Clear selection", IB, x=(0, 147), y=150, h=126, click=True)
        s.el(f"{len(selected)} selected", None, TV, x=(168, 560), y=176, h=74, rid="selection_title")
        s.el(None, "Select all", IB, x=(648, 774), y=150, h=126, rid="select_all", click=True)
        s.el(None, "Share", IB, x=(780, 906), y=150, h=126, rid="share", click=True)
        s.el(None, "Delete", IB, x=(912, 1038), y=150, h=126, rid="delete", click=True)
    else:
        s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
        s.el(title, None, TV, x=(168, 560), y=176, h=74, rid="toolbar_title")
        s.el(None, "Search", IB, x=(780, 906), y=150, h=126, click=True)
        s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(sort, f"Sort by {sort}", BT, x=(30, 520), y=300, h=100, rid="sort_chip", click=True)
    s.el(None, "Switch to grid view", IB, x=(912, 1038), y=288, h=124, rid="view_toggle", click=True)
    s.el(None, None, RV, x=(0, 1080), y=420, h=1760, rid="file_list", scroll=True)
    s.at(424)
    for name, size, when in files[:12]:
        s.el(None, None, LL, x=(0, 1080), h=146, rid="file_item", click=True, long=True)
        s.el(None, name, IV, x=(42, 150), y=s.y + 20, h=108, rid="file_thumbnail")
        s.el(name, None, TV, x=(180, 900), y=s.y + 22, h=56, rid="file_name")
        s.el(f"{size}, {when}", None, TV, x=(180, 900), y=s.y + 82, h=44, rid="file_details")
        if selected:
            s.el(None, None, CB, x=(940, 1020), y=s.y + 34, h=80, rid="selection_checkbox", check=name in selected, click=True)
        else:
            s.el(None, f"More options for {name}", IB, x=(930, 1038), y=s.y + 20, h=108, rid="overflow_button", click=True)
        s.nl(146)
    for i, (name, sel) in enumerate([("Clean", False), ("Browse", True), ("Share", False)]):
        s.el(name, name, FL, x=(i * 360, i * 360 + 360), y=2190, h=210, rid="bottom_nav_item", click=True, sel=sel)
    if sheet:
        s.el(None, None, FL, x=(0, 1080), y=1180, h=1220, rid="design_bottom_sheet")
        s.el("Sort by", None, TV, x=(63, 1017), y=1220, h=80)
        opts = ["Name (A to Z)", "Name (Z to A)", "Date (newest first)", "Date (oldest first)", "Size (largest first)",
                "Size (smallest first)"]
        for i, o in enumerate(opts):
            s.el(o, None, RB, x=(42, 1038), y=1330 + i * 150, h=140, check=o == "Date (newest first)", click=True)
    if dialog:
        s.el(None, None, FL, x=(84, 996), y=860, h=640, rid="parentPanel")
        s.el(dialog, None, TV, x=(147, 933), y=920, h=140, rid="alertTitle")
        s.el("Files in trash will be deleted permanently after 30 days.", None, TV, x=(147, 933), y=1090, h=120,
             rid="message")
        s.el("1.6 GB will be moved to trash", None, TV, x=(147, 933), y=1230, h=60, rid="size_summary")
        s.el("Cancel", None, BT, x=(430, 640), y=1360, h=110, rid="button2", click=True)
        s.el("Move to trash", None, BT, x=(660, 950), y=1360, h=110, rid="button1", click=True)
    if snackbar:
        s.el(snackbar, None, TV, x=(63, 780), y=2030, h=120, rid="snackbar_text")
        s.el("Undo", None, BT, x=(800, 1017), y=2030, h=120, rid="snackbar_action", click=True)
    return s


# Files by Google — clean
def t03() -> dict[str, Any]:
    def files(ago: str) -> list[tuple[str, str, str]]:
        return [("boarding_pass_LH1173.pdf", "412 KB", ago), ("IMG_20240312_191544.jpg", "4.8 MB", "Yesterday"),
                ("Zoom_recording_2024-03-11.mp4", "1.21 GB", "Mar 11"), ("invoice_2024-0311_Hetzner.pdf", "88 KB", "Mar 11"),
                ("Screen_Recording_20240309-221530.mp4", "386 MB", "Mar 9"), ("OsmAnd_world_basemap.obf", "212 MB", "Mar 7"),
                ("WhatsApp Video 2024-03-05 at 18.22.10.mp4", "64.3 MB", "Mar 5"), ("tax_return_2023_draft.pdf", "1.9 MB", "Mar 2"),
                ("podcast_ep212_backup.mp3", "118 MB", "Feb 27"), ("Signal-2024-02-20.apk", "138 MB", "Feb 20"),
                ("IMG_20240218_135210.jpg", "5.2 MB", "Feb 18"), ("resume_2024_v3.docx", "46 KB", "Feb 14"),
                ("lease_renewal_signed.pdf", "740 KB", "Feb 9"), ("camera_raw_export.zip", "512 MB", "Jan 30")]

    def by_size(fs: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
        mult = {"KB": 1e-3, "MB": 1.0, "GB": 1e3}
        return sorted(fs, key=lambda f: -float(f[1].split()[0]) * mult[f[1].split()[1]])

    big = ("Zoom_recording_2024-03-11.mp4", "Screen_Recording_20240309-221530.mp4")
    tr = Traj(files_browse("9:40", 88))
    tr.go(files_list("9:40", 88, "Downloads", files("12 minutes ago"), "Date modified"), "click", on="Downloads")
    tr.go(files_list("9:41", 88, "Downloads", files("13 minutes ago"), "Date modified", sheet=True), "click", on="sort_chip")
    sized = by_size(files("13 minutes ago"))
    tr.go(files_list("9:41", 88, "Downloads", sized, "Size"), "click", on="Size (largest first)")
    tr.go(files_list("9:41", 88, "Downloads", sized, "Size", selected=frozenset(big[:1])), "long_press", on=big[0], nth=1)
    tr.go(files_list("9:42", 88, "Downloads", sized, "Size", selected=frozenset(big)), "click", on=big[1], nth=1)
    tr.go(files_list("9:42", 88, "Downloads", sized, "Size", selected=frozenset(big), dialog="Move 2 files to trash?"),
          "click", on="Delete")
    kept = [f for f in by_size(files("14 minutes ago")) if f[0] not in big]
    tr.go(files_list("9:42", 87, "Downloads", kept, "Size", snackbar="2 files moved to trash"), "click", on="Move to trash")
    tr.go(files_browse("9:43", 87), "navigate_back")
    s = Scr(FILES, "9:43", 87)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Trash", None, TV, x=(168, 560), y=176, h=74, rid="toolbar_title")
    s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el("3 items · 1.73 GB", None, TV, x=(42, 700), y=300, h=60, rid="trash_summary")
    s.el("Items in trash are deleted forever after 30 days", None, TV, x=(42, 1038), y=370, h=50, rid="trash_info")
    s.el("All items", None, CB, x=(30, 500), y=440, h=110, rid="select_all_checkbox", check=False, click=True)
    s.at(560)
    for name, size, left in [("Zoom_recording_2024-03-11.mp4", "1.21 GB", "30 days left"),
                             ("Screen_Recording_20240309-221530.mp4", "386 MB", "30 days left"),
                             ("old_notes_export.zip", "134 MB", "12 days left")]:
        s.el(None, None, LL, x=(0, 1080), h=146, rid="file_item", click=True, long=True)
        s.el(None, name, IV, x=(42, 150), y=s.y + 20, h=108, rid="file_thumbnail")
        s.el(name, None, TV, x=(180, 900), y=s.y + 22, h=56, rid="file_name")
        s.el(f"{size}, {left}", None, TV, x=(180, 900), y=s.y + 82, h=44, rid="file_details")
        s.el(None, None, CB, x=(940, 1020), y=s.y + 34, h=80, rid="selection_checkbox", check=False, click=True)
        s.nl(146)
    s.el("Restore", None, BT, x=(42, 520), y=2196, h=130, rid="restore_button", click=True, enabled=False)
    s.el("Delete", None, BT, x=(560, 1038), y=2196, h=130, rid="delete_button", click=True, enabled=False)
    tr.go(s, "click", on="Trash")
    return dict(tid="h34-android-03", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 04
GT = "com.google.android.apps.tasks"


def gt_list(clock: str, batt: int, tasks: list[tuple[str, str, str]]) -> Scr:
    s = Scr(GT, clock, batt)
    s.el("Tasks", None, TV, x=(400, 680), y=160, h=80, rid="app_title")
    s.el(None, "Account and settings.", IB, x=(912, 1038), y=146, h=110, click=True)
    s.el(None, None, "android.widget.HorizontalScrollView", x=(0, 1080), y=280, h=126, rid="tab_layout", scroll=True)
    for i, (name, desc) in enumerate([(None, "Starred"), ("My Tasks", None), ("Work", None), ("Shopping", None),
                                      ("New list", None)]):
        s.el(name, desc, LL, x=(10 + i * 220, 220 + i * 220), y=284, h=118, click=True, sel=name == "My Tasks")
    s.el("My Tasks", None, TV, x=(63, 700), y=440, h=80, rid="tasks_list_title")
    s.el(None, "Sort", IB, x=(780, 906), y=420, h=120, rid="sort_button", click=True)
    s.el(None, "List options", IB, x=(912, 1038), y=420, h=120, rid="overflow_button", click=True)
    s.el(None, None, RV, x=(0, 1080), y=550, h=1600, rid="tasks_list", scroll=True)
    s.at(560)
    for title, details, date in tasks:
        h = 110 + (50 if details else 0) + (76 if date else 0)
        s.el(None, None, FL, x=(0, 1080), h=h, rid="task_item", click=True, long=True)
        s.el(None, "Mark complete", IB, x=(30, 130), y=s.y + 16, h=90, rid="task_checkbox", click=True)
        s.el(title, None, TV, x=(150, 950), y=s.y + 26, h=56, rid="task_name")
        y = s.y + 86
        if details:
            s.el(details, None, TV, x=(150, 950), y=y, h=44, rid="task_notes")
            y += 50
        if date:
            s.el(date, None, BT, x=(150, 560), y=y, h=64, rid="task_date_chip", click=True)
        s.el(None, "Add star", IB, x=(950, 1060), y=s.y + 16, h=90, rid="star_button", click=True)
        s.nl(h)
    s.el("Completed (7)", None, TV, x=(63, 700), y=s.y + 20, h=80, rid="completed_header", click=True)
    s.el(None, "Create new task", IB, x=(814, 1038), y=2080, h=224, rid="tasks_fab", click=True)
    return s


def gt_details(clock: str, batt: int, title: str, notes: str, date: str | None, picker: str | None = None,
               subtask: bool = False) -> Scr:
    s = Scr(GT, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el(None, "Add star", IB, x=(780, 906), y=150, h=126, rid="star_button", click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el("My Tasks", "List: My Tasks", BT, x=(63, 400), y=300, h=90, rid="list_chooser", click=True)
    s.el(title, None, ET, x=(63, 1017), y=410, h=110, rid="edit_title", hint="Enter title", edit=True, click=True)
    s.el(notes or None, None, ET, x=(150, 1017), y=560, h=90, rid="edit_details", hint="Add details", edit=True, click=True)
    s.el(None, "Date/time", IV, x=(63, 123), y=690, h=60)
    if date:
        s.el(date, f"Due {date}", BT, x=(150, 520), y=680, h=80, rid="task_date_chip", click=True)
        s.el(None, "Clear date/time", IB, x=(530, 610), y=680, h=80, rid="clear_date", click=True)
    else:
        s.el("Add date/time", None, TV, x=(150, 600), y=680, h=80, rid="add_date", click=True)
    s.el(None, "Subtasks", IV, x=(63, 123), y=810, h=60)
    if subtask:
        s.el(None, "Mark complete", IB, x=(140, 230), y=800, h=80, enabled=False)
        s.el(None, None, ET, x=(240, 1017), y=800, h=80, rid="subtask_title", hint="Enter title", edit=True, focus=True, click=True)
        s.el("Add subtasks", None, TV, x=(150, 600), y=900, h=80, rid="add_subtask", click=True)
    else:
        s.el("Add subtasks", None, TV, x=(150, 600), y=800, h=80, rid="add_subtask", click=True)
    s.el("Mark completed", None, BT, x=(620, 1038), y=2200, h=120, rid="mark_completed", click=True)
    if picker:
        s.el(None, None, FL, x=(42, 1038), y=340, h=1720, rid="date_picker_dialog")
        s.el("Select date", None, TV, x=(105, 700), y=380, h=56)
        s.el(picker, None, TV, x=(105, 900), y=450, h=110, rid="header_title_text_view")
        s.el("March 2024", "Change to year view", BT, x=(105, 500), y=620, h=90, rid="month_navigation_fragment_toggle", click=True)
        s.el(None, "Change to previous month", IB, x=(790, 890), y=620, h=90, click=True)
        s.el(None, "Change to next month", IB, x=(900, 1000), y=620, h=90, click=True)
        sel = int(picker.split()[-1])
        names = ["Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday"]
        for d in range(1, 32):
            cell = d + 4
            cx, cy = 84 + (cell % 7) * 130, 800 + (cell // 7) * 118
            s.el(str(d), f"{names[(d - 1) % 7]}, March {d}", TV, x=(cx, cx + 120), y=cy, h=110, click=True, sel=d == sel)
        s.el("Set time", None, TV, x=(105, 900), y=1560, h=90, click=True)
        s.el("Repeat", None, TV, x=(105, 900), y=1670, h=90, click=True)
        s.el("Cancel", None, BT, x=(560, 770), y=1900, h=110, click=True)
        s.el("Done", None, BT, x=(790, 1000), y=1900, h=110, click=True)
    return s


# Google Tasks — bad
def t04() -> dict[str, Any]:
    tasks = [("Submit expense report", "Berlin trip receipts – Uber, hotel, dinner", "Fri, Mar 15"),
             ("Call landlord about heating", "", "Today"), ("Renew car insurance", "Quote from HUK is €412/yr", "Mon, Mar 25"),
             ("Pay electricity bill", "", "Yesterday"), ("Buy running shoes", "", ""),
             ("Email Jonas the Q1 deck", "v3 in Drive", "Thu, Mar 14"), ("Schedule flu shot", "", ""),
             ("Pick up parcel at DHL Packstation", "Code 4471", "Fri, Mar 15")]
    t0 = tasks[0]
    tr = Traj(gt_list("13:02", 64, tasks))
    tr.go(gt_details("13:02", 64, t0[0], t0[1], "Fri, Mar 15"), "click", on=t0[0])
    tr.go(gt_details("13:02", 64, t0[0], t0[1], "Fri, Mar 15", picker="Fri, Mar 15"), "click", on="task_date_chip")
    tr.go(gt_details("13:03", 64, t0[0], t0[1], "Fri, Mar 15", picker="Mon, Mar 18"), "click", on="18")
    tr.go(gt_details("13:03", 64, t0[0], t0[1], "Mon, Mar 18"), "click", on="Done")
    tr.go(gt_list("13:03", 64, tasks), "navigate_back")
    t5 = tasks[5]
    tr.go(gt_details("13:04", 63, t5[0], t5[1], t5[2]), "click", on=t5[0])
    tr.go(gt_details("13:04", 63, t5[0], t5[1], t5[2], subtask=True), "click", on="Add subtasks")
    return dict(tid="h34-android-04", state=tr.state, turns=tr.turns, bad=True, turn=5,
                kind="due date moved to Mon, Mar 18 shows the old Fri, Mar 15 in the list")


# ---------------------------------------------------------------- 05
PC = "au.com.shiftyjelly.pocketcasts"


def pc_nav(s: Scr, tab: str) -> None:
    for i, name in enumerate(["Podcasts", "Filters", "Discover", "Up Next", "Profile"]):
        s.el(name, name, FL, x=(i * 216, i * 216 + 216), y=2190, h=210, rid="navigation_bar_item", click=True, sel=name == tab)


def pc_podcasts(clock: str, batt: int) -> Scr:
    s = Scr(PC, clock, batt)
    s.el("Podcasts", None, TV, x=(42, 600), y=160, h=90, rid="toolbar_title")
    s.el(None, "Search podcasts", IB, x=(648, 774), y=146, h=126, click=True)
    s.el(None, "Create folder", IB, x=(780, 906), y=146, h=126, click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=146, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=290, h=1890, rid="recyclerView", scroll=True)
    pods = ["The Rest Is History", "Hard Fork", "Darknet Diaries", "99% Invisible", "Lex Fridman Podcast",
            "Radiolab", "Search Engine", "Huberman Lab", "Decoder with Nilay Patel", "The Daily", "Acquired",
            "Reply All", "Stuff You Should Know", "Conan O'Brien Needs A Friend", "Planet Money"]
    for i, p in enumerate(pods):
        x0, y0 = 18 + (i % 3) * 350, 300 + (i // 3) * 370
        s.el(None, p, FL, x=(x0, x0 + 340), y=y0, h=340, rid="podcast_card", click=True, long=True)
    pc_nav(s, "Podcasts")
    return s


def pc_profile(clock: str, batt: int) -> Scr:
    s = Scr(PC, clock, batt)
    s.el(None, "Settings", IB, x=(912, 1038), y=146, h=126, rid="btnSettings", click=True)
    s.el(None, "Profile picture", IV, x=(390, 690), y=300, h=300, rid="imgProfilePicture")
    s.el("j.okafor@fastmail.com", None, TV, x=(100, 980), y=630, h=60, rid="lblEmail")
    s.el("Plus", None, TV, x=(470, 610), y=700, h=50, rid="lblAccountType")
    for i, (num, lbl) in enumerate([("27", "Podcasts"), ("14 days", "Listened"), ("2 hours", "Saved")]):
        s.el(num, None, TV, x=(40 + i * 340, 360 + i * 340), y=800, h=70, rid="lblStatValue")
        s.el(lbl, None, TV, x=(40 + i * 340, 360 + i * 340), y=872, h=50, rid="lblStatLabel")
    s.at(980)
    for name in ["Stats", "Downloads", "Cloud Files", "Starred", "Listening History", "Help & feedback"]:
        s.el(None, None, LL, x=(0, 1080), h=150, click=True)
        s.el(None, None, IV, x=(63, 133), y=s.y + 40, h=70)
        s.el(name, None, TV, x=(180, 900), y=s.y + 44, h=62, rid="lblTitle")
        s.nl(150)
    s.el("Refresh now", None, BT, x=(63, 480), y=1950, h=110, rid="btnRefresh", click=True)
    s.el("Last refresh: 38 minutes ago", None, TV, x=(500, 1017), y=1976, h=56, rid="lblRefreshStatus")
    pc_nav(s, "Profile")
    return s


def pc_settings(clock: str, batt: int) -> Scr:
    s = Scr(PC, clock, batt)
    s.el(None, "Back", IB, x=(0, 147), y=146, h=126, click=True)
    s.el("Settings", None, TV, x=(168, 700), y=170, h=80)
    s.at(300)
    for name in ["Pocket Casts Plus", "General", "Notifications", "Appearance", "Storage & data use", "Auto archive",
                 "Auto download", "Auto add to Up Next", "Headphone controls", "Import & export OPML", "Advanced",
                 "Help & feedback", "About"]:
        s.el(name, None, TV, x=(0, 1080), h=140, click=True)
        s.nl(140)
    return s


def pc_storage(clock: str, batt: int, free: str, size: str, toast: str | None = None) -> Scr:
    s = Scr(PC, clock, batt)
    s.el(None, "Back", IB, x=(0, 147), y=146, h=126, click=True)
    s.el("Storage & data use", None, TV, x=(168, 900), y=170, h=80)
    s.at(300)
    s.el("Storage", None, TV, x=(63, 1017), h=60).nl(80)
    for k, v in [("Store podcasts on", f"Phone ({free} free)"), ("Downloaded files", size),
                 ("Manage downloaded files", None), ("Clear download errors", None)]:
        s.el(None, None, LL, x=(0, 1080), h=160 if v else 130, click=True)
        s.el(k, None, TV, x=(63, 1017), y=s.y + 22, h=60)
        if v:
            s.el(v, None, TV, x=(63, 1017), y=s.y + 88, h=50)
        s.nl(160 if v else 130)
    s.el("Usage", None, TV, x=(63, 1017), y=s.y + 30, h=60).nl(110)
    for k, on in [("Warn before using data", True), ("Only download on unmetered Wi-Fi", True),
                  ("Background refresh", True), ("Load podcast artwork on mobile data", False)]:
        s.el(k, None, SW, x=(63, 1017), h=140, click=True, check=on).nl(140)
    if toast:
        s.el(toast, None, TV, x=(200, 880), y=2000, h=110)
    return s


def pc_manage(clock: str, batt: int, total: str, cats: list[tuple[str, str, bool, bool]], button: str,
              enabled: bool, dialog: bool = False) -> Scr:
    s = Scr(PC, clock, batt)
    s.el(None, "Back", IB, x=(0, 147), y=146, h=126, click=True)
    s.el("Manage downloaded files", None, TV, x=(168, 1000), y=170, h=80)
    s.el("Downloaded", None, TV, x=(63, 600), y=320, h=60)
    s.el(total, None, TV, x=(63, 1017), y=390, h=56, rid="totalDownloadSize")
    s.el("Select which downloaded episodes to delete from this device.", None, TV, x=(63, 1017), y=470, h=110)
    s.at(610)
    for name, info, checked, en in cats:
        s.el(name, None, CB, x=(63, 1017), h=110, check=checked, click=True, enabled=en)
        s.el(info, None, TV, x=(150, 1017), y=s.y + 104, h=50)
        s.nl(190)
    s.el("Include starred episodes", None, SW, x=(63, 1017), y=s.y + 20, h=140, check=False, click=True)
    s.el(button, None, BT, x=(63, 1017), y=2150, h=140, rid="btnDelete", click=True, enabled=enabled)
    if dialog:
        s.el(None, None, FL, x=(84, 996), y=900, h=560, rid="parentPanel")
        s.el("Delete downloaded files", None, TV, x=(147, 933), y=950, h=80, rid="alertTitle")
        s.el("Are you sure you want to delete 3 downloaded episodes? This will free up 341 MB.", None, TV,
             x=(147, 933), y=1060, h=170, rid="message")
        s.el("Cancel", None, BT, x=(470, 680), y=1300, h=110, rid="button2", click=True)
        s.el("Delete", None, BT, x=(700, 940), y=1300, h=110, rid="button1", click=True)
    return s


# Pocket Casts — bad
def t05() -> dict[str, Any]:
    cats = [("Unplayed", "5 episodes · 612 MB", False, True), ("In progress", "1 episode · 88 MB", False, True),
            ("Played", "3 episodes · 341 MB", False, True)]
    picked = cats[:2] + [("Played", "3 episodes · 341 MB", True, True)]
    after = cats[:2] + [("Played", "0 episodes · 0 MB", False, False)]
    tr = Traj(pc_podcasts("19:26", 52))
    tr.go(pc_profile("19:26", 52), "click", on="Profile")
    tr.go(pc_settings("19:26", 52), "click", on="Settings")
    tr.go(pc_storage("19:27", 52, "9.8 GB", "1.04 GB"), "click", on="Storage & data use")
    tr.go(pc_manage("19:27", 52, "9 episodes · 1.04 GB", cats, "Delete", False), "click", on="Manage downloaded files")
    tr.go(pc_manage("19:27", 52, "9 episodes · 1.04 GB", picked, "Delete 3 episodes", True), "click", on="Played")
    tr.go(pc_manage("19:28", 52, "9 episodes · 1.04 GB", picked, "Delete 3 episodes", True, dialog=True), "click",
          on="Delete 3 episodes")
    tr.go(pc_storage("19:28", 51, "10.1 GB", "700 MB", toast="3 episodes deleted"), "click", on="Delete")
    tr.go(pc_manage("19:28", 51, "8 episodes · 700 MB", after, "Delete", False), "click", on="Manage downloaded files")
    return dict(tid="h34-android-05", state=tr.state, turns=tr.turns, bad=True, turn=8,
                kind="downloaded episode count does not follow the 3 deleted episodes")


# ---------------------------------------------------------------- 06
OBT = "dev.imranr.obtainium"


def obt_nav(s: Scr, tab: str) -> None:
    for i, name in enumerate(["Apps", "Add App", "Import/Export", "Settings"]):
        s.el(None, f"{name}\nTab {i + 1} of 4", VW, x=(i * 270, i * 270 + 270), y=2150, h=250, click=True, sel=name == tab)


def obt_apps(clock: str, batt: int, apps: list[tuple[str, str, str]], checking: bool = False) -> Scr:
    s = Scr(OBT, clock, batt)
    s.el(None, "Apps", VW, x=(42, 600), y=180, h=90)
    s.el(None, None, VW, x=(0, 1080), y=300, h=1700, scroll=True)
    s.at(310)
    for name, author, right in apps:
        s.el(None, f"{name}\nBy {author}\n{right}", VW, x=(0, 1080), h=140, click=True, long=True)
        s.nl(140)
    n = sum(1 for a in apps if a[2].endswith("Update available"))
    if checking:
        s.el(None, None, PB, x=(0, 1080), y=2000, h=12)
    s.el(None, "Check for updates", BT, x=(42, 168), y=2020, h=126, click=True, enabled=not checking)
    s.el(None, "Filter", BT, x=(180, 306), y=2020, h=126, click=True)
    s.el(None, "Select all", BT, x=(318, 444), y=2020, h=126, click=True)
    if n:
        s.el(None, f"Update {n} app{'s' if n > 1 else ''}", BT, x=(690, 1038), y=2020, h=126, click=True)
    obt_nav(s, "Apps")
    return s


def obt_page(clock: str, batt: int, name: str, author: str, url: str, installed: str | None, latest: str,
             release: str, checked: str, installer: bool = False) -> Scr:
    s = Scr(OBT, clock, batt)
    s.el(None, "Back", BT, x=(0, 147), y=150, h=126, click=True)
    s.el(None, f"{name} icon", IV, x=(440, 640), y=320, h=200)
    s.el(None, name, VW, x=(42, 1038), y=560, h=90)
    s.el(None, f"By {author}", VW, x=(42, 1038), y=660, h=60)
    s.el(None, url, VW, x=(42, 1038), y=730, h=60, click=True)
    s.el(None, f"Installed version: {installed or 'Not installed'}", VW, x=(42, 1038), y=840, h=56)
    s.el(None, f"Latest version: {latest}", VW, x=(42, 1038), y=900, h=56)
    s.el(None, f"Release date: {release}", VW, x=(42, 1038), y=960, h=56)
    s.el(None, f"Last update check: {checked}", VW, x=(42, 1038), y=1020, h=56)
    s.el(None, "Release notes", BT, x=(42, 1038), y=1110, h=100, click=True)
    s.el(None, "Additional options", BT, x=(42, 200), y=2170, h=126, click=True)
    if installed and installed == latest:
        s.el(None, "Open", BT, x=(220, 700), y=2170, h=126, click=True)
    else:
        s.el(None, "Update" if installed else "Install", BT, x=(220, 700), y=2170, h=126, click=True,
             enabled=not installer)
        s.el(None, "Mark updated" if installed else "Mark installed", BT, x=(712, 900), y=2170, h=126, click=True)
    s.el(None, "Remove", BT, x=(912, 1038), y=2170, h=126, click=True)
    if installer:
        pi = "com.google.android.packageinstaller"
        s.el(None, None, FL, x=(42, 1038), y=1520, h=600, pkg=pi, rid="content")
        s.el(None, None, IV, x=(105, 200), y=1570, h=95, pkg=pi, rid="app_icon")
        s.el(name, None, TV, x=(220, 960), y=1585, h=70, pkg=pi, rid="app_name")
        s.el("Do you want to update this app?", None, TV, x=(105, 975), y=1710, h=70, pkg=pi, rid="install_confirm_question_update")
        s.el("Cancel", None, BT, x=(500, 720), y=1950, h=110, pkg=pi, rid="button2", click=True)
        s.el("Update", None, BT, x=(740, 975), y=1950, h=110, pkg=pi, rid="button1", click=True)
    return s


def obt_add(clock: str, batt: int, url: str) -> Scr:
    s = Scr(OBT, clock, batt)
    s.el(None, "Add App", VW, x=(42, 600), y=180, h=90)
    s.el(url or None, None, ET, x=(42, 800), y=320, h=150, hint="App source URL", edit=True, click=True, focus=bool(url))
    s.el(None, "Add", BT, x=(820, 1038), y=330, h=130, click=True, enabled=bool(url))
    if url:
        s.el(None, "GitHub", VW, x=(42, 1038), y=500, h=70)
        for i, (k, on) in enumerate([("Include prereleases", False), ("Fallback to older releases", True),
                                     ("Attempt to filter APKs by CPU architecture if possible", True)]):
            s.el(None, k, SW, x=(42, 1038), y=590 + i * 130, h=120, click=True, check=on)
        s.el(None, "Filter release titles by regular expression", ET, x=(42, 1038), y=1000, h=140, edit=True, click=True)
        s.el(None, "Filter APKs by regular expression", ET, x=(42, 1038), y=1160, h=140, edit=True, click=True)
    else:
        s.el(None, "Search (some sources only)", VW, x=(42, 1038), y=540, h=70)
        s.el(None, None, ET, x=(42, 800), y=620, h=150, hint="Search", edit=True, click=True)
        s.el(None, "Supported sources", BT, x=(42, 1038), y=1900, h=110, click=True)
    obt_nav(s, "Add App")
    return s


# Obtainium — clean
def t06() -> dict[str, Any]:
    apps = [("Aegis Authenticator", "beemdevelopment", "3.0.1"), ("AntennaPod", "AntennaPod", "3.3.2"),
            ("Catima", "CatimaLoyalty", "2.28.0"), ("Fossify Gallery", "FossifyOrg", "1.1.3\nUpdate available"),
            ("HeliBoard", "Helium314", "1.0"), ("Immich", "immich-app", "1.98.2"), ("K-9 Mail", "thunderbird", "6.802"),
            ("Material Files", "zhanghai", "1.7.2"), ("Organic Maps", "organicmaps", "2024.03.05-4"),
            ("Seal", "JunkFood02", "1.11.3"), ("Tusky", "tuskyapp", "24.1")]
    checked = list(apps)
    checked[0] = ("Aegis Authenticator", "beemdevelopment", "3.0.1\nUpdate available")
    fos = ("Fossify Gallery", "FossifyOrg", "https://github.com/FossifyOrg/Gallery")
    tr = Traj(obt_apps("16:51", 77, apps))
    tr.go(obt_apps("16:52", 77, checked), "click", on="Check for updates")
    tr.go(obt_page("16:52", 77, *fos, "1.1.3", "1.2.0", "2024-03-11", "2024-03-13 16:52"), "click",
          on="Fossify Gallery\nBy FossifyOrg\n1.1.3\nUpdate available")
    tr.go(obt_page("16:53", 77, *fos, "1.1.3", "1.2.0", "2024-03-11", "2024-03-13 16:52", installer=True), "click", on="Update")
    tr.go(obt_page("16:53", 76, *fos, "1.2.0", "1.2.0", "2024-03-11", "2024-03-13 16:52"), "click", on="Update", nth=1)
    done = list(checked)
    done[3] = ("Fossify Gallery", "FossifyOrg", "1.2.0")
    tr.go(obt_apps("16:53", 76, done), "navigate_back")
    url = "https://github.com/Catfriend1/syncthing-android"
    tr.go(obt_add("16:54", 76, ""), "click", on="Add App\nTab 2 of 4")
    tr.go(obt_add("16:54", 76, url), "input_text", text=url, on="App source URL")
    tr.go(obt_page("16:55", 76, "Syncthing-Fork", "Catfriend1", url, None, "1.27.3.1", "2024-03-02", "2024-03-13 16:55"),
          "click", on="Add")
    tr.go(obt_add("16:55", 76, ""), "navigate_back")
    more = done[:10] + [("Syncthing-Fork", "Catfriend1", "Not installed")] + done[10:]
    tr.go(obt_apps("16:55", 76, more), "click", on="Apps\nTab 1 of 4")
    return dict(tid="h34-android-06", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 07
WA = "com.whatsapp"


def wa_chats(clock: str, batt: int, rows: list[tuple[str, str, str, str, str | None]]) -> Scr:
    s = Scr(WA, clock, batt, ("WhatsApp notification: New messages",))
    s.el("WhatsApp", None, TV, x=(42, 560), y=160, h=90, rid="toolbar_title")
    s.el(None, "Camera", IB, x=(648, 774), y=146, h=126, rid="menuitem_camera", click=True)
    s.el(None, "Search", IB, x=(780, 906), y=146, h=126, rid="menuitem_search", click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=146, h=126, click=True)
    for i, chip in enumerate(["All", "Unread", "Groups"]):
        s.el(chip, None, TV, x=(42 + i * 230, 252 + i * 230), y=300, h=96, rid="filter_chip", click=True, sel=chip == "All")
    s.el(None, None, "android.widget.ListView", x=(0, 1080), y=420, h=1760, rid="list", scroll=True)
    s.at(420)
    for name, preview, when, status, unread in rows:
        s.el(None, None, RL, x=(0, 1080), h=196, rid="contact_row_container", click=True, long=True)
        s.el(None, f"Photo of {name}", IV, x=(42, 180), y=s.y + 30, h=138, rid="contact_photo", click=True)
        s.el(name, None, TV, x=(210, 820), y=s.y + 34, h=64, rid="conversations_row_contact_name")
        s.el(when, None, TV, x=(840, 1038), y=s.y + 40, h=50, rid="conversations_row_date")
        x0 = 210
        if status:
            s.el(None, status, IV, x=(210, 258), y=s.y + 112, h=44, rid="status_indicator")
            x0 = 268
        s.el(preview, None, TV, x=(x0, 900), y=s.y + 104, h=60, rid="single_msg_tv")
        if unread:
            s.el(unread, f"{unread} unread message{'s' if unread != '1' else ''}", TV, x=(950, 1020), y=s.y + 104, h=62,
                 rid="conversations_row_message_count")
        s.nl(196)
    s.el(None, "New chat", IB, x=(858, 1038), y=1990, h=180, rid="fab", click=True)
    for i, tab in enumerate(["Chats", "Updates", "Communities", "Calls"]):
        s.el(tab, tab, FL, x=(i * 270, i * 270 + 270), y=2190, h=210, rid="navigation_bar_item", click=True, sel=tab == "Chats")
    return s


Msg = tuple[str, str, str, str | None]  # sender ("" = me), text, time, status


def wa_chat(clock: str, batt: int, name: str, sub: str, msgs: list[Msg], unread_at: int | None, unread_label: str,
            entry: str = "", focused: bool = False, group: bool = False) -> Scr:
    s = Scr(WA, clock, batt, ("WhatsApp notification: New messages",) if not group else ())
    s.el(None, "Navigate up", IB, x=(0, 100), y=150, h=126, rid="back", click=True)
    s.el(None, f"Photo of {name}", IV, x=(100, 210), y=158, h=110, rid="conversation_contact_photo", click=True)
    s.el(name, None, TV, x=(230, 660), y=158, h=64, rid="conversation_contact_name", click=True)
    s.el(sub, None, TV, x=(230, 660), y=222, h=46, rid="conversation_contact_status")
    s.el(None, "Video call", TV, x=(660, 786), y=146, h=126, rid="menuitem_video_call", click=True)
    s.el(None, "Voice call", TV, x=(792, 918), y=146, h=126, rid="menuitem_call", click=True)
    s.el(None, "More options", IV, x=(924, 1038), y=146, h=126, click=True)
    s.el(None, None, "android.widget.ListView", x=(0, 1080), y=290, h=1760 if not focused else 960, scroll=True)
    s.at(300)
    s.el("TODAY", None, TV, x=(460, 620), y=s.y + 10, h=56, rid="conversation_row_date_divider").nl(84)
    for i, (sender, text, when, status) in enumerate(msgs):
        if i == unread_at:
            s.el(unread_label, None, TV, x=(0, 1080), y=s.y + 8, h=64, rid="unread_divider_tv").nl(84)
        mine = sender == ""
        x = (380, 1040) if mine else (40, 760)
        h = 120 + (46 if group and not mine else 0)
        s.el(None, None, LL, x=x, h=h, rid="main_layout", click=True, long=True)
        y = s.y + 14
        if group and not mine:
            s.el(sender, None, TV, x=(x[0] + 30, x[1] - 30), y=y, h=44, rid="name_in_group_tv")
            y += 46
        if text == "📷 Photo":
            s.el(None, "Photo", IV, x=(x[0] + 20, x[1] - 20), y=y, h=60, rid="image", click=True)
        else:
            s.el(text, None, TV, x=(x[0] + 30, x[1] - 30), y=y, h=60, rid="message_text", long=True)
        s.el(when, None, TV, x=(x[1] - 180, x[1] - 60 if mine else x[1] - 20), y=y + 62, h=40, rid="date")
        if mine and status:
            s.el(None, status, IV, x=(x[1] - 56, x[1] - 14), y=y + 62, h=40, rid="status")
        s.nl(h + 16)
    top = 2200 if not focused else 1240
    s.el(None, "Emoji", IB, x=(20, 120), y=top, h=110, rid="emoji_picker_btn", click=True)
    s.el(entry or None, None, ET, x=(120, 700), y=top, h=110, rid="entry", hint="Message", edit=True, click=True,
         focus=focused)
    s.el(None, "Attach", IB, x=(700, 800), y=top, h=110, rid="input_attach_button", click=True)
    if not entry:
        s.el(None, "Camera", IB, x=(800, 900), y=top, h=110, rid="camera_btn", click=True)
        s.el(None, "Voice message", IB, x=(920, 1050), y=top - 8, h=126, rid="voice_note_btn", click=True)
    else:
        s.el(None, "Send", IB, x=(920, 1050), y=top - 8, h=126, rid="send", click=True)
    return s


# WhatsApp — clean
def t07() -> dict[str, Any]:
    rows: list[tuple[str, str, str, str, str | None]] = [
        ("Family 🏡", "Mum: 📷 Photo", "18:21", "", "3"), ("Priya Raman", "See you at 7?", "18:05", "", "1"),
        ("Climbing crew", "Tomás: Bouldering Thursday 19:30 at Boulderwelt?", "17:48", "", None),
        ("Anna Schmidt", "Thanks, got it 👍", "15:12", "Read", None),
        ("Dr. Kaur Dental", "Reminder: your appointment is on Fri 15 Mar at 09:20", "11:04", "", None),
        ("Tomás Herrera", "🎤 Voice message (0:42)", "Yesterday", "", None),
        ("Flat 3B", "Leo: bins go out tonight", "Yesterday", "", None),
        ("Mehmet (Landlord)", "The plumber comes Monday between 8 and 10", "Monday", "Read", None),
        ("Ines", "Sticker", "09/03/2024", "", None)]
    pri: list[Msg] = [("Priya", "Are we still on for board games tonight?", "17:52", None),
                      ("", "Yes! Who else is coming?", "17:58", "Read"),
                      ("Priya", "Jonas and Mira. Mira's bringing snacks", "18:03", None),
                      ("Priya", "See you at 7?", "18:05", None)]
    tr = Traj(wa_chats("18:37", 58, rows))
    tr.go(wa_chat("18:37", 58, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE"), "click", on="Priya Raman")
    tr.go(wa_chat("18:37", 58, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE", focused=True), "click", on="entry")
    m1 = "Yes, 7 works. I'll bring Catan."
    tr.go(wa_chat("18:38", 58, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE", entry=m1, focused=True), "input_text",
          text=m1, on="entry")
    pri = pri + [("", m1, "18:38", "Delivered")]
    tr.go(wa_chat("18:38", 58, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE", focused=True), "click", on="Send")
    pri = pri[:4] + [("", m1, "18:38", "Read"), ("Priya", "Great!! The Seafarers expansion too? 🙏", "18:39", None)]
    tr.go(wa_chat("18:39", 57, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE", focused=True), "wait")
    m2 = "Sure, both boxes are in my bag"
    tr.go(wa_chat("18:39", 57, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE", entry=m2, focused=True), "input_text",
          text=m2, on="entry")
    pri = pri + [("", m2, "18:39", "Delivered")]
    tr.go(wa_chat("18:39", 57, "Priya Raman", "online", pri, 3, "1 UNREAD MESSAGE", focused=True), "click", on="Send")
    rows2 = [("Family 🏡", "Dad: 👍 lovely", "18:39", "", "4"), ("Priya Raman", m2, "18:39", "Read", None)] + rows[2:]
    tr.go(wa_chats("18:39", 57, rows2), "click", on="Navigate up")
    fam: list[Msg] = [("Leo", "Who's cooking on Sunday?", "16:40", None), ("", "Me! Lasagne 🍝", "16:52", "Read"),
                      ("Leo", "Anyone heard from Grandpa?", "18:12", None), ("Mum", "Look what he built 😄", "18:20", None),
                      ("Mum", "📷 Photo", "18:21", None), ("Dad", "👍 lovely", "18:39", None)]
    sub = "Dad, Leo, Mum, You"
    tr.go(wa_chat("18:40", 57, "Family 🏡", sub, fam, 2, "4 UNREAD MESSAGES", group=True), "click", on="Family 🏡")
    m3 = "Love the photo! 😍 That shed is amazing"
    tr.go(wa_chat("18:40", 57, "Family 🏡", sub, fam, 2, "4 UNREAD MESSAGES", entry=m3, focused=True, group=True),
          "input_text", text=m3, on="entry")
    fam = fam + [("", m3, "18:40", "Sent")]
    tr.go(wa_chat("18:40", 57, "Family 🏡", sub, fam, 2, "4 UNREAD MESSAGES", focused=True, group=True), "click", on="Send")
    return dict(tid="h34-android-07", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 08
DBX = "com.dropbox.android"


def dbx_nav(s: Scr, tab: str) -> None:
    for i, name in enumerate(["Home", "Files", "Photos", "Account"]):
        s.el(name, name, FL, x=(i * 270, i * 270 + 270), y=2190, h=210, rid="navigation_bar_item", click=True, sel=name == tab)


def dbx_home(clock: str, batt: int, recent: list[tuple[str, str]]) -> Scr:
    s = Scr(DBX, clock, batt)
    s.el("Home", None, TV, x=(42, 500), y=160, h=90, rid="toolbar_title")
    s.el(None, "Notifications", IB, x=(912, 1038), y=146, h=126, rid="notifications", click=True)
    s.el("Search Dropbox", None, TV, x=(42, 1038), y=300, h=120, rid="search_bar", click=True)
    s.el("Get started", None, TV, x=(42, 700), y=460, h=60)
    s.el(None, None, FL, x=(42, 1038), y=530, h=190, rid="promo_card", click=True)
    s.el("Back up your photos", None, TV, x=(210, 1000), y=560, h=60)
    s.el("Turn on camera uploads to save photos automatically", None, TV, x=(210, 1000), y=625, h=70)
    s.el("Recent", None, TV, x=(42, 700), y=760, h=60)
    s.el("See all", None, BT, x=(800, 1038), y=750, h=80, click=True)
    s.at(850)
    for name, info in recent:
        s.el(None, None, LL, x=(0, 1080), h=170, rid="recent_item", click=True, long=True)
        s.el(None, name, IV, x=(42, 150), y=s.y + 30, h=108, rid="thumbnail")
        s.el(name, None, TV, x=(180, 900), y=s.y + 30, h=60, rid="filename")
        s.el(info, None, TV, x=(180, 900), y=s.y + 96, h=48, rid="subtitle")
        s.el(None, f"More options for {name}", IB, x=(930, 1038), y=s.y + 30, h=108, click=True)
        s.nl(170)
    s.el(None, "Create", IB, x=(858, 1038), y=1990, h=180, rid="fab", click=True)
    dbx_nav(s, "Home")
    return s


def dbx_files(clock: str, batt: int, title: str, items: list[tuple[str, str | None, bool]], sheet: str | None = None,
              rename: str | None = None, root: bool = True) -> Scr:
    s = Scr(DBX, clock, batt)
    if not root:
        s.el(None, "Navigate up", IB, x=(0, 147), y=146, h=126, click=True)
    s.el(title, None, TV, x=(42 if root else 168, 700), y=160, h=90, rid="toolbar_title")
    s.el(None, "Search", IB, x=(648, 774), y=146, h=126, click=True)
    s.el(None, "Select", IB, x=(780, 906), y=146, h=126, click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=146, h=126, click=True)
    s.el("Name", "Sorted by name, ascending", BT, x=(30, 400), y=290, h=100, rid="sort_button", click=True)
    s.el(None, "Grid view", IB, x=(912, 1038), y=280, h=120, click=True)
    s.el(None, None, RV, x=(0, 1080), y=400, h=1780, rid="browser_list", scroll=True)
    s.at(410)
    for name, info, folder in items:
        s.el(None, None, LL, x=(0, 1080), h=160, rid="browser_item", click=True, long=True)
        s.el(None, "Folder" if folder else name, IV, x=(42, 150), y=s.y + 26, h=108, rid="icon")
        s.el(name, None, TV, x=(180, 900), y=s.y + (26 if info else 50), h=60, rid="filename")
        if info:
            s.el(info, None, TV, x=(180, 900), y=s.y + 92, h=46, rid="status_line")
        s.el(None, f"More options for {name}", IB, x=(930, 1038), y=s.y + 26, h=108, rid="overflow", click=True)
        s.nl(160)
    s.el(None, "Create", IB, x=(858, 1038), y=1990, h=180, rid="fab", click=True)
    dbx_nav(s, "Files")
    if sheet:
        info = next(i for n, i, _ in items if n == sheet)
        s.el(None, None, FL, x=(0, 1080), y=760, h=1640, rid="design_bottom_sheet")
        s.el(sheet, None, TV, x=(180, 1000), y=800, h=60)
        s.el(info, None, TV, x=(180, 1000), y=864, h=46)
        for i, a in enumerate(["Share", "Copy link", "Save to device", "Make available offline", "Star", "Rename", "Move",
                               "Copy", "Delete", "Version history"]):
            s.el(a, None, TV, x=(0, 1080), y=950 + i * 140, h=140, rid="action_title", click=True)
    if rename is not None:
        s.el(None, None, FL, x=(84, 996), y=860, h=560, rid="parentPanel")
        s.el("Rename file", None, TV, x=(147, 933), y=910, h=80, rid="alertTitle")
        s.el(rename, None, ET, x=(147, 933), y=1030, h=120, rid="rename_edit_text", edit=True, focus=True, click=True)
        s.el("Cancel", None, BT, x=(470, 680), y=1260, h=110, rid="button2", click=True)
        s.el("Rename", None, BT, x=(700, 940), y=1260, h=110, rid="button1", click=True)
    return s


# Dropbox — bad
def t08() -> dict[str, Any]:
    folders: list[tuple[str, str | None, bool]] = [
        ("Apps", None, True), ("Camera Uploads", None, True), ("Housing", "Shared", True), ("Photos", None, True),
        ("Taxes 2023", None, True), ("Work", None, True)]
    old, new = "Scan 2024-03-07.pdf", "Lease agreement 2024.pdf"
    files: list[tuple[str, str | None, bool]] = [
        ("budget_q1.xlsx", "1.2 MB, modified 2 hours ago", False), ("Getting Started.pdf", "243 KB, modified Feb 2, 2024", False),
        (old, "2.8 MB, modified Mar 7", False)]
    renamed = files[:2] + [(new, "2.8 MB, modified Mar 7", False)]
    recent = [("budget_q1.xlsx", "Opened 2 hours ago"), (old, "Opened yesterday"), ("Renters insurance.pdf", "Opened Mar 9"),
              ("IMG_4410.HEIC", "Uploaded Mar 9"), ("Getting Started.pdf", "Opened Feb 2")]
    tr = Traj(dbx_home("11:18", 91, recent))
    tr.go(dbx_files("11:18", 91, "Dropbox", folders + files), "click", on="Files")
    tr.go(dbx_files("11:18", 91, "Dropbox", folders + files, sheet=old), "click", on=f"More options for {old}")
    tr.go(dbx_files("11:19", 91, "Dropbox", folders + files, rename=old), "click", on="Rename")
    tr.go(dbx_files("11:19", 91, "Dropbox", folders + files, rename=new), "input_text", text=new, on="rename_edit_text")
    tr.go(dbx_files("11:19", 91, "Dropbox", folders + renamed), "click", on="Rename")
    housing: list[tuple[str, str | None, bool]] = [
        ("Move-in checklist.docx", "38 KB, modified Feb 28", False), ("Renters insurance.pdf", "612 KB, modified Mar 9", False),
        ("Utility setup notes.txt", "2 KB, modified Feb 27", False)]
    tr.go(dbx_files("11:20", 90, "Housing", housing, root=False), "click", on="Housing")
    tr.go(dbx_files("11:20", 90, "Dropbox", folders + renamed), "navigate_back")
    tr.go(dbx_home("11:20", 90, recent), "click", on="Home")
    s = Scr(DBX, "11:21", 90)
    s.el("Photos", None, TV, x=(42, 500), y=160, h=90, rid="toolbar_title")
    s.el(None, "Select", IB, x=(780, 906), y=146, h=126, click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=146, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=290, h=1890, rid="photos_grid", scroll=True)
    s.at(300)
    for day, shots in [("Sat, Mar 9, 2024", ["IMG_4410.HEIC", "IMG_4409.HEIC", "IMG_4408.HEIC", "IMG_4405.HEIC"]),
                       ("Sun, Feb 25, 2024", ["IMG_4391.HEIC", "IMG_4390.HEIC", "IMG_4388.MOV"]),
                       ("Sat, Feb 10, 2024", ["IMG_4362.HEIC", "IMG_4361.HEIC", "IMG_4357.HEIC", "IMG_4350.HEIC", "IMG_4349.HEIC"])]:
        s.el(day, None, TV, x=(42, 1038), h=80, rid="date_header").nl(90)
        for i, shot in enumerate(shots):
            if i and i % 4 == 0:
                s.nl(268)
            s.el(None, shot, IV, x=(6 + (i % 4) * 268, 266 + (i % 4) * 268), h=262, rid="photo_thumbnail", click=True, long=True)
        s.nl(290)
    s.el(None, "Create", IB, x=(858, 1038), y=1990, h=180, rid="fab", click=True)
    dbx_nav(s, "Photos")
    tr.go(s, "click", on="Photos")
    a = Scr(DBX, "11:21", 90)
    a.el("Account", None, TV, x=(42, 500), y=160, h=90, rid="toolbar_title")
    a.el(None, "Profile photo", IV, x=(42, 210), y=300, h=168)
    a.el("Sofia Marchetti", None, TV, x=(240, 1000), y=320, h=66, rid="account_name")
    a.el("sofia.marchetti@proton.me", None, TV, x=(240, 1000), y=392, h=50, rid="account_email")
    a.el("Basic", None, TV, x=(42, 600), y=520, h=56, rid="plan_name")
    a.el("1.6 GB of 2 GB used", None, TV, x=(42, 1038), y=590, h=56, rid="space_used")
    a.el(None, None, PB, x=(42, 1038), y=660, h=20, rid="space_progress")
    a.el("Upgrade", None, BT, x=(42, 1038), y=720, h=130, rid="upgrade_button", click=True)
    a.at(900)
    for row in ["Camera uploads", "Offline files", "Passwords", "Vault", "Notifications", "Linked devices", "Privacy", "Help",
                "Send feedback", "Sign out"]:
        a.el(row, None, TV, x=(0, 1080), h=120, click=True).nl(120)
    dbx_nav(a, "Account")
    tr.go(a, "click", on="Account")
    return dict(tid="h34-android-08", state=tr.state, turns=tr.turns, bad=True, turn=8,
                kind="renamed PDF listed in Home Recent under its old name")


# ---------------------------------------------------------------- 09
ORG = "com.orgzly"


def org_books(clock: str, batt: int, books: list[tuple[str, str, str, str]]) -> Scr:
    s = Scr(ORG, clock, batt)
    s.el(None, "Open navigation drawer", IB, x=(0, 147), y=146, h=126, click=True)
    s.el("Notebooks", None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Sync", TV, x=(648, 774), y=146, h=126, rid="sync", click=True)
    s.el(None, "Search", TV, x=(780, 906), y=146, h=126, rid="books_search", click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=146, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=283, h=1900, rid="fragment_books_recycler_view", scroll=True)
    s.at(290)
    for name, mtime, link, sync in books:
        s.el(None, None, LL, x=(0, 1080), h=250, rid="item_book_container", click=True, long=True)
        s.el(name, None, TV, x=(42, 860), y=s.y + 20, h=66, rid="item_book_title")
        s.el(mtime, None, TV, x=(42, 1038), y=s.y + 92, h=46, rid="item_book_mtime")
        s.el(link, None, TV, x=(42, 1038), y=s.y + 140, h=46, rid="item_book_link_url")
        s.el(sync, None, TV, x=(42, 1038), y=s.y + 188, h=46, rid="item_book_synced_url")
        s.nl(250)
    s.el(None, "New notebook", IB, x=(858, 1038), y=2150, h=180, rid="fab", click=True)
    return s


def org_book(clock: str, batt: int, notes: list[tuple[int, str, str, str, str]]) -> Scr:
    s = Scr(ORG, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=146, h=126, click=True)
    s.el("home", None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Sync", TV, x=(648, 774), y=146, h=126, rid="sync", click=True)
    s.el(None, "Search", TV, x=(780, 906), y=146, h=126, rid="activity_action_search", click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=146, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=283, h=1900, rid="fragment_book_recycler_view", scroll=True)
    s.at(290)
    for level, state, title, tags, planning in notes:
        h = 120 + (50 if planning else 0)
        ind = 42 + (level - 1) * 48
        s.el(None, None, LL, x=(0, 1080), h=h, rid="item_head_container", click=True, long=True)
        s.el(None, "Bullet", IV, x=(ind, ind + 36), y=s.y + 40, h=36, rid="item_head_bullet", click=True)
        s.el(f"{state} {title}".strip(), None, TV, x=(ind + 56, 860), y=s.y + 26, h=64, rid="item_head_title")
        if tags:
            s.el(tags, None, TV, x=(870, 1038), y=s.y + 30, h=54, rid="item_head_tags")
        if planning:
            s.el(planning, None, TV, x=(ind + 56, 1038), y=s.y + 100, h=46, rid="item_head_planning")
        s.nl(h)
    s.el(None, "New note", IB, x=(858, 1038), y=2150, h=180, rid="fab", click=True)
    return s


def org_new(clock: str, batt: int, title: str, state: str, dialog: bool = False) -> Scr:
    s = Scr(ORG, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=146, h=126, click=True)
    s.el("New note", None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Done", TV, x=(780, 906), y=146, h=126, rid="done", click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=146, h=126, click=True)
    s.el(None, None, SV, x=(0, 1080), y=283, h=1900, rid="scroll_view", scroll=True)
    s.el("home", "Notebook", TV, x=(42, 600), y=300, h=90, rid="fragment_note_location_button", click=True)
    s.el(title or None, None, ET, x=(42, 1038), y=410, h=140, rid="title_edit", hint="Title", edit=True, click=True,
         focus=not dialog)
    s.at(580)
    for label, value, rid in [("State", state, "state_button"), ("Priority", "Priority", "priority_button"),
                              ("Tags", "Tags", "tags_button"), ("Scheduled", "Scheduled time", "scheduled_button"),
                              ("Deadline", "Deadline time", "deadline_button"), ("Closed", "Closed time", "closed_edit_text")]:
        s.el(None, label, IV, x=(42, 110), y=s.y + 30, h=68)
        s.el(value, None, TV, x=(140, 1038), h=128, rid=rid, click=True).nl(128)
    s.el(None, None, ET, x=(42, 1038), y=s.y + 20, h=400, rid="content_edit", hint="Content", edit=True, click=True)
    if dialog:
        s.el(None, None, FL, x=(84, 996), y=760, h=900, rid="parentPanel")
        s.el("State", None, TV, x=(147, 933), y=800, h=90, rid="alertTitle")
        for i, st in enumerate(["No state", "TODO", "NEXT", "DONE", "CANCELLED"]):
            s.el(st, None, "android.widget.CheckedTextView", x=(84, 996), y=920 + i * 130, h=130, check=st == "No state",
                 click=True, rid="android:id/text1")
        s.el("Cancel", None, BT, x=(700, 940), y=1560, h=90, rid="button2", click=True)
    return s


# Orgzly — clean
def t09() -> dict[str, Any]:
    notes = [(1, "TODO", "Fix bike tire", "bike", ""), (1, "", "Garden", "", ""),
             (2, "TODO", "Buy tomato seedlings", "", "SCHEDULED: <2024-03-16 Sat>"),
             (1, "NEXT", "Replace smoke detector batteries", "", "DEADLINE: <2024-03-15 Fri>"),
             (1, "", "Kitchen", "", ""), (2, "DONE", "Descale kettle", "", "CLOSED: [2024-03-10 Sun 11:02]"),
             (2, "TODO", "Order new extractor fan filter", "amazon", ""), (1, "", "Finances", "", ""),
             (2, "TODO", "Pay council tax instalment", "", "DEADLINE: <2024-03-20 Wed>"), (1, "", "Car", "", ""),
             (2, "TODO", "MOT booking", "", "SCHEDULED: <2024-04-02 Tue>")]
    books = [("home", "Modified: 2024-03-13 08:15 · 11 notes", "Linked to dropbox:/org/home.org",
              "Synced 2024-03-13 08:16 (revision 3f9a12c)"),
             ("inbox", "Modified: 2024-03-12 22:40 · 6 notes", "Linked to dropbox:/org/inbox.org",
              "Synced 2024-03-12 22:41 (revision 88b0e47)"),
             ("reading", "Modified: 2024-03-02 19:03 · 23 notes", "Linked to dropbox:/org/reading.org",
              "Synced 2024-03-02 19:03 (revision 1c2d7f0)"),
             ("work", "Modified: 2024-03-12 17:55 · 41 notes", "Linked to dropbox:/org/work.org",
              "Synced 2024-03-12 17:58 (revision d41e6b9)")]
    title = "Call plumber about the leak"
    home = ["Gmail", "Calendar", "Drive", "Keep Notes", "Orgzly", "Termux", "K-9 Mail", "Photos"]
    tr = Traj(launcher("10:37", 81, "Wed, Mar 13", home, ["Phone", "Messages", "Chrome", "Camera"]))
    tr.go(org_books("10:38", 81, books), "open_app", app_name="Orgzly")
    tr.go(org_book("10:38", 81, notes), "click", on="home")
    tr.go(org_new("10:38", 81, "", "State"), "click", on="New note")
    tr.go(org_new("10:39", 81, title, "State"), "input_text", text=title, on="title_edit")
    tr.go(org_new("10:39", 81, title, "State", dialog=True), "click", on="state_button")
    tr.go(org_new("10:39", 81, title, "TODO"), "click", on="TODO")
    tr.go(org_book("10:40", 81, notes + [(1, "TODO", title, "", "")]), "click", on="Done")
    books[0] = ("home", "Modified: 2024-03-13 10:40 · 12 notes", "Linked to dropbox:/org/home.org",
                "Modified locally since last sync (revision 3f9a12c)")
    tr.go(org_books("10:40", 80, books), "navigate_back")
    return dict(tid="h34-android-09", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 10
REV = "com.revolut.revolut"


def rev_home(clock: str, batt: int) -> Scr:
    s = Scr(REV, clock, batt)
    s.el(None, "Profile", IV, x=(42, 168), y=150, h=126, click=True)
    s.el(None, "Search", BT, x=(190, 650), y=160, h=106, click=True)
    s.el(None, "Analytics", IB, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "Cards", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el("Personal · EUR", None, TV, x=(300, 780), y=360, h=56)
    s.el("€1,482.36", None, TV, x=(220, 860), y=430, h=140)
    s.el("Accounts", None, BT, x=(400, 680), y=590, h=80, click=True)
    for i, b in enumerate(["Add money", "Move", "Details", "More"]):
        s.el(b, b, BT, x=(40 + i * 255, 280 + i * 255), y=720, h=200, click=True)
    s.el(None, None, VW, x=(30, 1050), y=980, h=1180)
    s.at(1000)
    for who, amt, when in [("Lidl", "-€23.48", "Today, 09:14"), ("Spotify", "-€10.99", "Yesterday, 06:02"),
                           ("BVG", "-€3.50", "Yesterday, 08:41"), ("Uber", "-€14.20", "Mar 10, 23:17"),
                           ("Salary from Nordlicht GmbH", "+€2,840.00", "Mar 1, 07:03")]:
        s.el(None, f"{who}, {amt}, {when}", VW, x=(30, 1050), h=190, click=True)
        s.el(who, None, TV, x=(200, 760), y=s.y + 36, h=60)
        s.el(when, None, TV, x=(200, 760), y=s.y + 100, h=50)
        s.el(amt, None, TV, x=(780, 1020), y=s.y + 36, h=60)
        s.nl(200)
    s.el("See all", None, BT, x=(30, 1050), y=2020, h=110, click=True)
    for i, t in enumerate(["Home", "Invest", "Payments", "Crypto", "Lifestyle"]):
        s.el(t, t, VW, x=(i * 216, i * 216 + 216), y=2190, h=210, click=True, sel=t == "Home")
    return s


def rev_cards(clock: str, batt: int, details: bool = False) -> Scr:
    s = Scr(REV, clock, batt)
    s.el(None, "Back", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Cards", None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Add card", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, "android.widget.HorizontalScrollView", x=(0, 1080), y=300, h=640, scroll=True)
    s.el(None, "Standard card ending in 4417", IV, x=(140, 940), y=320, h=510, click=True)
    s.el("Standard", None, TV, x=(140, 700), y=860, h=60)
    s.el("•• 4417", None, TV, x=(720, 940), y=860, h=60)
    s.el(None, "Page 1 of 3", VW, x=(460, 620), y=940, h=30)
    if details:
        s.el("LUKAS BRENNER", None, TV, x=(180, 900), y=400, h=56)
        for i, (k, v) in enumerate([("Card number", "5354 5611 2077 4417"), ("Expiry", "09/27"), ("CVV", "318")]):
            s.el(k, None, TV, x=(180, 600), y=480 + i * 110, h=44)
            s.el(v, None, TV, x=(180, 760), y=522 + i * 110, h=56)
            s.el(None, f"Copy {k.lower()}", BT, x=(780, 900), y=490 + i * 110, h=90, click=True)
    names = ["Freeze", "Hide details" if details else "Show details", "Settings", "Add to Google Pay"]
    for i, b in enumerate(names):
        s.el(b, b, BT, x=(40 + i * 255, 280 + i * 255), y=1000, h=200, click=True)
    s.el("Spent this month", None, TV, x=(42, 700), y=1260, h=56)
    s.el("€183.40", None, TV, x=(700, 1038), y=1260, h=56)
    s.at(1340)
    for who, amt, when in [("Lidl", "-€23.48", "Today, 09:14"), ("BVG", "-€3.50", "Yesterday, 08:41"),
                           ("Rossmann", "-€17.85", "Mar 11, 18:22"), ("Uber", "-€14.20", "Mar 10, 23:17")]:
        s.el(None, f"{who}, {amt}, {when}", VW, x=(30, 1050), h=190, click=True)
        s.el(who, None, TV, x=(200, 760), y=s.y + 36, h=60)
        s.el(when, None, TV, x=(200, 760), y=s.y + 100, h=50)
        s.el(amt, None, TV, x=(780, 1020), y=s.y + 36, h=60)
        s.nl(190)
    return s


def rev_settings(clock: str, batt: int, limit: str, toggles: dict[str, bool], toast: str | None = None) -> Scr:
    s = Scr(REV, clock, batt)
    s.el(None, "Back", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Card settings", None, TV, x=(168, 800), y=170, h=80)
    s.el("Standard •• 4417", None, TV, x=(42, 800), y=300, h=60)
    s.el(None, None, VW, x=(0, 1080), y=380, h=1900, scroll=True)
    s.el(None, "Spending limit", VW, x=(30, 1050), y=400, h=170, click=True)
    s.el("Spending limit", None, TV, x=(170, 800), y=420, h=60)
    s.el(limit, None, TV, x=(170, 1000), y=490, h=50)
    s.el("Security", None, TV, x=(42, 600), y=610, h=60)
    s.at(690)
    for k, on in toggles.items():
        s.el(k, None, TV, x=(170, 850), y=s.y + 40, h=60)
        s.el(None, k, SW, x=(870, 1020), y=s.y + 30, h=90, check=on, click=True)
        s.nl(150)
    s.el("Card PIN", None, TV, x=(42, 600), y=s.y + 30, h=60).nl(110)
    for row in ["View PIN", "Replace card", "Report card lost or stolen", "Terminate card"]:
        s.el(row, None, TV, x=(30, 1050), h=140, click=True).nl(140)
    if toast:
        s.el(toast, None, TV, x=(200, 880), y=2060, h=110)
    return s


def rev_limit(clock: str, batt: int, amount: str) -> Scr:
    s = Scr(REV, clock, batt)
    s.el(None, "Back", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Spending limit", None, TV, x=(42, 1000), y=300, h=100)
    s.el("Set a limit on how much can be spent with this card", None, TV, x=(42, 1000), y=410, h=110)
    for i, p in enumerate(["Daily", "Weekly", "Monthly", "Per transaction"]):
        s.el(p, None, BT, x=(42 + i * 250, 280 + i * 250), y=560, h=100, click=True, sel=p == "Monthly")
    s.el("€", None, TV, x=(42, 120), y=730, h=130)
    s.el(amount or None, None, ET, x=(130, 1000), y=730, h=130, hint="0", edit=True, click=True, focus=True)
    s.el("You've spent €183.40 this month", None, TV, x=(42, 1000), y=890, h=56)
    s.el("Set limit", None, BT, x=(42, 1038), y=1250, h=140, click=True, enabled=bool(amount))
    return s


# Revolut — bad
def t10() -> dict[str, Any]:
    tog = {"Contactless payments": True, "Swipe payments": False, "ATM withdrawals": True, "Online transactions": True,
           "Location-based security": False}
    tr = Traj(rev_home("12:47", 66))
    tr.go(rev_cards("12:47", 66), "click", on="Cards")
    tr.go(rev_settings("12:47", 66, "Not set", tog), "click", on="Settings")
    tr.go(rev_limit("12:48", 66, ""), "click", on="Spending limit")
    tr.go(rev_limit("12:48", 66, "400"), "input_text", text="400", on="0")
    lim = "€400 monthly · €183.40 spent"
    tr.go(rev_settings("12:48", 66, lim, tog, toast="Spending limit set"), "click", on="Set limit")
    tog = dict(tog, **{"ATM withdrawals": False})
    tr.go(rev_settings("12:49", 66, lim, tog), "click", on="ATM withdrawals", nth=1)
    tr.go(rev_cards("12:49", 65), "navigate_back")
    tr.go(rev_cards("12:49", 65, details=True), "click", on="Show details")
    bad = dict(tog, **{"Swipe payments": True})
    tr.go(rev_settings("12:50", 65, lim, bad), "click", on="Settings")
    tr.go(rev_cards("12:50", 65), "navigate_back")
    return dict(tid="h34-android-10", state=tr.state, turns=tr.turns, bad=True, turn=9,
                kind="Swipe payments switch reads on although no action touched it")


# ---------------------------------------------------------------- 11
MIH = "app.mihon"


def mih_nav(s: Scr, tab: str) -> None:
    for i, name in enumerate(["Library", "Updates", "History", "Browse", "More"]):
        s.el(name, name, VW, x=(i * 216, i * 216 + 216), y=2190, h=210, click=True, sel=name == tab)


def mih_library(clock: str, batt: int, items: list[tuple[str, str, str]], notes: tuple[str, ...] = ()) -> Scr:
    s = Scr(MIH, clock, batt, notes)
    s.el("Library", None, TV, x=(42, 500), y=170, h=80)
    s.el(None, "Search", BT, x=(648, 774), y=150, h=126, click=True)
    s.el(None, "Filter", BT, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "More options", BT, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, VW, x=(0, 1080), y=290, h=1890, scroll=True)
    for i, (title, down, unread) in enumerate(items):
        x0, y0 = 18 + (i % 3) * 350, 300 + (i // 3) * 560
        s.el(None, None, VW, x=(x0, x0 + 340), y=y0, h=540, click=True, long=True)
        s.el(title, None, TV, x=(x0 + 16, x0 + 324), y=y0 + 420, h=110)
        bx = x0 + 16
        if down:
            s.el(down, None, TV, x=(bx, bx + 60), y=y0 + 16, h=54)
            bx += 60
        if unread:
            s.el(unread, None, TV, x=(bx, bx + 60), y=y0 + 16, h=54)
    mih_nav(s, "Library")
    return s


DANDADAN = {"title": "Dandadan", "author": "Yukinobu Tatsu", "status": "Ongoing", "count": "154 chapters",
            "genres": ["Action", "Comedy", "Romance", "Sci-Fi", "Supernatural"],
            "desc": "Okarun and Momo Ayase get caught up in a bizarre battle against aliens and yokai after a bet about the "
                    "supernatural goes wrong…"}


def mih_manga(clock: str, batt: int, chapters: list[tuple[str, str, str]], selected: frozenset[str] = frozenset(),
              notes: tuple[str, ...] = (), m: dict[str, Any] | None = None, sheet: set[str] | None = None) -> Scr:
    m = m or DANDADAN
    s = Scr(MIH, clock, batt, notes)
    if selected:
        s.el(None, "Cancel", BT, x=(0, 147), y=150, h=126, click=True)
        s.el(str(len(selected)), None, TV, x=(168, 400), y=170, h=80)
        s.el(None, "Select all", BT, x=(780, 906), y=150, h=126, click=True)
        s.el(None, "Invert selection", BT, x=(912, 1038), y=150, h=126, click=True)
    else:
        s.el(None, "Navigate up", BT, x=(0, 147), y=150, h=126, click=True)
        s.el(None, "Download", BT, x=(648, 774), y=150, h=126, click=True)
        s.el(None, "Filter", BT, x=(780, 906), y=150, h=126, click=True)
        s.el(None, "More options", BT, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, VW, x=(0, 1080), y=290, h=1890, scroll=True)
    s.el(None, "Cover", IV, x=(42, 330), y=310, h=420, click=True)
    s.el(m["title"], None, TV, x=(370, 1038), y=330, h=80)
    s.el(m["author"], None, TV, x=(370, 1038), y=420, h=56)
    s.el(m["status"], None, TV, x=(430, 700), y=500, h=50)
    s.el("MangaDex (EN)", None, TV, x=(430, 1038), y=560, h=50)
    for i, b in enumerate(["In library", "Tracking", "WebView"]):
        s.el(b, None, TV, x=(60 + i * 340, 340 + i * 340), y=770, h=130, click=True)
    s.el(m["desc"], None, TV, x=(42, 1038), y=930, h=170, click=True)
    for i, g in enumerate(m["genres"]):
        s.el(g, None, TV, x=(42 + i * 200, 230 + i * 200), y=1120, h=80, click=True)
    s.el(m["count"], None, TV, x=(42, 700), y=1230, h=70)
    s.at(1310)
    for num, date, dl in chapters:
        name = f"Chapter {num}"
        s.el(None, None, VW, x=(0, 1080), h=150, click=True, long=True, sel=name in selected)
        s.el(name, None, TV, x=(42, 860), y=s.y + 24, h=60)
        s.el(f"{date} • MangaDex", None, TV, x=(42, 860), y=s.y + 86, h=44)
        s.el(None, dl, BT, x=(912, 1038), y=s.y + 12, h=126, click=True)
        s.nl(150)
    if selected:
        for i, a in enumerate(["Bookmark chapter", "Mark as read", "Mark previous as read", "Download", "Delete"]):
            s.el(None, a, BT, x=(i * 216, i * 216 + 216), y=2190, h=210, click=True)
    else:
        s.el("Resume", None, BT, x=(700, 1038), y=2040, h=160, click=True)
    if sheet is not None:
        s.el(None, None, VW, x=(0, 1080), y=1300, h=1100)
        for i, t in enumerate(["Filter", "Sort", "Display"]):
            s.el(t, None, TV, x=(i * 360, i * 360 + 360), y=1320, h=120, click=True, sel=t == "Filter")
        for i, f in enumerate(["Downloaded", "Unread", "Bookmarked"]):
            s.el(f, None, CB, x=(42, 1038), y=1480 + i * 140, h=130, check=f in sheet, click=True)
    return s


# Mihon — clean
def t11() -> dict[str, Any]:
    lib = [("Chainsaw Man", "", "3"), ("Dandadan", "", "2"), ("Frieren: Beyond Journey's End", "", ""),
           ("Blue Period", "", "5"), ("Kaiju No. 8", "", "1"), ("Vinland Saga", "", ""), ("Oshi no Ko", "", "4"),
           ("Spy x Family", "", ""), ("Delicious in Dungeon", "", "")]
    ch = [("152", "03/11/24", "Download chapter"), ("151", "03/04/24", "Download chapter"),
          ("150", "02/26/24", "Download chapter"), ("149", "02/19/24", "Download chapter"),
          ("148", "02/12/24", "Download chapter")]
    tr = Traj(mih_library("22:14", 35, lib))
    tr.go(mih_manga("22:14", 35, ch), "click", on="Dandadan")
    tr.go(mih_manga("22:15", 35, ch, frozenset({"Chapter 152"})), "long_press", on="Chapter 152")
    tr.go(mih_manga("22:15", 35, ch, frozenset({"Chapter 152", "Chapter 151"})), "click", on="Chapter 151")
    tr.go(mih_manga("22:15", 35, ch), "click", on="Mark as read")
    ch2 = ch[:2] + [("150", "02/26/24", "Downloading 40%")] + ch[3:]
    tr.go(mih_manga("22:15", 35, ch2, notes=("Mihon notification: Downloading Dandadan",)), "click", on="Download chapter",
          nth=2)
    lib2 = lib[:1] + [("Dandadan", "1", "")] + lib[2:]
    tr.go(mih_library("22:16", 34, lib2), "navigate_back")
    return dict(tid="h34-android-11", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 12
AUR = "com.aurora.store"


def aur_nav(s: Scr, tab: str) -> None:
    for i, name in enumerate(["Apps", "Games", "Updates"]):
        s.el(name, name, FL, x=(i * 360, i * 360 + 360), y=2190, h=210, rid="navigation_bar_item", click=True, sel=name == tab)


def aur_apps(clock: str, batt: int) -> Scr:
    s = Scr(AUR, clock, batt)
    s.el("Search apps & games", None, TV, x=(42, 900), y=150, h=126, rid="search_bar", click=True)
    s.el(None, "Downloads", IB, x=(912, 1038), y=150, h=126, rid="menu_download_manager", click=True)
    for i, t in enumerate(["For you", "Top charts", "Categories"]):
        s.el(t, t, LL, x=(i * 360, i * 360 + 360), y=300, h=120, click=True, sel=t == "For you")
    s.at(450)
    for head, apps in [("Recommended for you", ["Proton Mail", "Bitwarden Password Manager", "Komoot", "Strava"]),
                       ("New & updated apps", ["Telegram", "Threads", "CapCut", "Duolingo"]),
                       ("Top selling in Productivity", ["Notion", "Todoist", "Google Keep", "Evernote"])]:
        s.el(head, None, TV, x=(42, 900), h=70, rid="txt_title").nl(80)
        s.el(None, "More", IB, x=(930, 1038), y=s.y - 86, h=90, click=True)
        for i, a in enumerate(apps):
            s.el(None, None, LL, x=(20 + i * 262, 270 + i * 262), h=420, click=True, long=True)
            s.el(None, a, IV, x=(40 + i * 262, 250 + i * 262), y=s.y + 10, h=210, rid="img_icon")
            s.el(a, None, TV, x=(40 + i * 262, 250 + i * 262), y=s.y + 240, h=110, rid="txt_line1")
        s.nl(450)
    aur_nav(s, "Apps")
    return s


def aur_updates(clock: str, batt: int, ups: list[tuple[str, str, str]]) -> Scr:
    s = Scr(AUR, clock, batt)
    s.el("Updates", None, TV, x=(42, 600), y=170, h=80)
    s.el(None, "Downloads", IB, x=(912, 1038), y=150, h=126, rid="menu_download_manager", click=True)
    s.el(f"{len(ups)} updates available", None, TV, x=(42, 640), y=310, h=70, rid="txt_title")
    s.el("Update all", None, BT, x=(680, 1038), y=296, h=100, rid="btn_action", click=True)
    s.el(None, None, RV, x=(0, 1080), y=420, h=1760, rid="recycler", scroll=True)
    s.at(430)
    for name, ver, size in ups:
        s.el(None, None, RL, x=(0, 1080), h=220, click=True, long=True)
        s.el(None, name, IV, x=(42, 182), y=s.y + 40, h=140, rid="img_icon")
        s.el(name, None, TV, x=(210, 760), y=s.y + 36, h=60, rid="txt_line1")
        s.el(ver, None, TV, x=(210, 760), y=s.y + 100, h=48, rid="txt_line2")
        s.el(size, None, TV, x=(210, 760), y=s.y + 150, h=48, rid="txt_line3")
        s.el("Update", None, BT, x=(800, 1038), y=s.y + 60, h=100, rid="btn_action", click=True)
        s.nl(220)
    aur_nav(s, "Updates")
    return s


def aur_details(clock: str, batt: int, app: dict[str, str], state: str, progress: str | None = None,
                installer: bool = False, notes: tuple[str, ...] = ()) -> Scr:
    s = Scr(AUR, clock, batt, notes)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el(None, "Share", IB, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, SV, x=(0, 1080), y=290, h=1900, scroll=True)
    s.el(None, app["name"], IV, x=(42, 252), y=310, h=210, rid="img_icon")
    s.el(app["name"], None, TV, x=(280, 1038), y=310, h=70, rid="txt_line1")
    s.el(app["dev"], None, TV, x=(280, 1038), y=385, h=52, rid="txt_line2", click=True)
    s.el(app["pkg"], None, TV, x=(280, 1038), y=440, h=46, rid="txt_line3")
    s.el(app["ver"], None, TV, x=(280, 1038), y=490, h=46, rid="txt_line4")
    if progress:
        s.el(None, None, PB, x=(42, 1038), y=560, h=16, rid="progress_download")
        s.el(progress, None, TV, x=(42, 1038), y=590, h=50, rid="txt_progress_percent")
        s.el("Cancel", None, BT, x=(42, 1038), y=660, h=130, rid="btn_secondary", click=True)
    elif state == "update":
        s.el("Uninstall", None, BT, x=(42, 530), y=620, h=130, rid="btn_secondary", click=True)
        s.el("Update", None, BT, x=(550, 1038), y=620, h=130, rid="btn_primary", click=True)
    else:
        s.el("Uninstall", None, BT, x=(42, 530), y=620, h=130, rid="btn_secondary", click=True)
        s.el("Open", None, BT, x=(550, 1038), y=620, h=130, rid="btn_primary", click=True)
    s.at(830)
    for k, v in [("Rating", app["rating"]), ("Downloads", app["installs"]), ("Updated", app["updated"]),
                 ("Target SDK", app["sdk"])]:
        s.el(v, None, TV, x=(42, 1038), h=56).nl(56)
        s.el(k, None, TV, x=(42, 1038), h=44).nl(70)
    s.el("What's new", None, TV, x=(42, 1038), h=70).nl(80)
    s.el(app["news"], None, TV, x=(42, 1038), h=210).nl(230)
    for row in ["Details", "Permissions", "Privacy", "Reviews", "Exodus Privacy report"]:
        s.el(row, None, TV, x=(0, 1080), h=120, click=True).nl(120)
    if installer:
        pi = "com.google.android.packageinstaller"
        s.el(None, None, FL, x=(42, 1038), y=1520, h=600, pkg=pi, rid="content")
        s.el(None, None, IV, x=(105, 200), y=1570, h=95, pkg=pi, rid="app_icon")
        s.el(app["name"], None, TV, x=(220, 960), y=1585, h=70, pkg=pi, rid="app_name")
        s.el("Do you want to update this app?", None, TV, x=(105, 975), y=1710, h=70, pkg=pi,
             rid="install_confirm_question_update")
        s.el("Cancel", None, BT, x=(500, 720), y=1950, h=110, pkg=pi, rid="button2", click=True)
        s.el("Update", None, BT, x=(740, 975), y=1950, h=110, pkg=pi, rid="button1", click=True)
    return s


# Aurora Store — bad
def t12() -> dict[str, Any]:
    ups = [("Signal Private Messenger", "7.1.3 → 7.2.1", "33.9 MB"),
           ("Firefox Fast & Private Browser", "123.0.1 → 124.1.0", "88.6 MB"),
           ("VLC for Android", "3.5.4 → 3.6.0", "41.2 MB"), ("Google Maps", "11.116.0101 → 11.117.0100", "112 MB")]
    sig = {"name": "Signal Private Messenger", "dev": "Signal Foundation", "pkg": "org.thoughtcrime.securesms",
           "ver": "7.2.1 (1403)", "rating": "4.5 ★", "installs": "1B+", "updated": "Mar 12, 2024", "sdk": "34",
           "news": "• You can now use usernames to connect with people without sharing your phone number.\n"
                   "• Small tweaks and bug fixes to keep Signal running smoothly."}
    vlc = {"name": "VLC for Android", "dev": "Videolabs", "pkg": "org.videolan.vlc", "ver": "3.6.0 (13060004)",
           "rating": "4.3 ★", "installs": "100M+", "updated": "Mar 5, 2024", "sdk": "34",
           "news": "• Android Auto: new browsing and playlists\n• Improved subtitle rendering\n• Fix crashes on some "
                   "Android TV devices"}
    note = ("Aurora Store notification: Downloading Signal Private Messenger",)
    tr = Traj(aur_apps("15:03", 59))
    tr.go(aur_updates("15:03", 59, ups), "click", on="Updates")
    tr.go(aur_details("15:03", 59, sig, "update"), "click", on="Signal Private Messenger", nth=1)
    tr.go(aur_details("15:04", 59, sig, "update", progress="12% · 4.1 MB of 36.2 MB · 3.4 MB/s", notes=note), "click",
          on="Update")
    tr.go(aur_details("15:04", 58, sig, "update", installer=True), "wait")
    tr.go(aur_details("15:05", 58, sig, "installed"), "click", on="Update", nth=1)
    tr.go(aur_updates("15:05", 58, ups[1:]), "navigate_back")
    tr.go(aur_details("15:05", 58, vlc, "update"), "click", on="VLC for Android", nth=1)
    s = Scr(AUR, "15:06", 58)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Permissions", None, TV, x=(168, 700), y=170, h=80)
    s.el("VLC for Android · 3.6.0", None, TV, x=(42, 1038), y=300, h=56)
    s.el(None, None, RV, x=(0, 1080), y=370, h=1990, scroll=True)
    s.at(380)
    for perm, what in [("android.permission.READ_MEDIA_VIDEO", "Read video files from shared storage"),
                       ("android.permission.READ_MEDIA_AUDIO", "Read audio files from shared storage"),
                       ("android.permission.READ_EXTERNAL_STORAGE", "Read the contents of your shared storage"),
                       ("android.permission.WRITE_EXTERNAL_STORAGE", "Modify or delete the contents of your shared storage"),
                       ("android.permission.INTERNET", "Have full network access"),
                       ("android.permission.ACCESS_NETWORK_STATE", "View network connections"),
                       ("android.permission.RECORD_AUDIO", "Record audio"),
                       ("android.permission.WAKE_LOCK", "Prevent phone from sleeping"),
                       ("android.permission.FOREGROUND_SERVICE", "Run foreground service"),
                       ("android.permission.POST_NOTIFICATIONS", "Show notifications"),
                       ("android.permission.BLUETOOTH_CONNECT", "Connect to paired Bluetooth devices"),
                       ("android.permission.RECEIVE_BOOT_COMPLETED", "Run at startup")]:
        s.el(what, None, TV, x=(42, 1038), h=56).nl(58)
        s.el(perm, None, TV, x=(42, 1038), h=44).nl(80)
    tr.go(s, "click", on="Permissions")
    tr.go(aur_details("15:06", 58, vlc, "update"), "navigate_back")
    return dict(tid="h34-android-12", state=tr.state, turns=tr.turns, bad=True, turn=3,
                kind="download size of the update differs from the size the updates list gave")


# ---------------------------------------------------------------- 13
DAV = "at.bitfire.davdroid"


def dav_accounts(clock: str, batt: int) -> Scr:
    s = Scr(DAV, clock, batt)
    s.el(None, "Open navigation drawer", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("DAVx⁵", None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Synchronize now", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, VW, x=(0, 1080), y=290, h=1890, scroll=True)
    s.at(320)
    for acc, kind in [("dana@cloud.wittmann.family", "CardDAV · CalDAV"), ("dana.wittmann@posteo.de", "CardDAV · CalDAV")]:
        s.el(None, None, VW, x=(30, 1050), h=220, click=True)
        s.el(None, "Account", IV, x=(60, 150), y=s.y + 60, h=90)
        s.el(acc, None, TV, x=(180, 1020), y=s.y + 50, h=64)
        s.el(kind, None, TV, x=(180, 1020), y=s.y + 120, h=50)
        s.nl(250)
    s.el(None, "Add account", BT, x=(858, 1038), y=2150, h=180, click=True)
    return s


def dav_account(clock: str, batt: int, tab: str, cols: list[tuple[str, str, bool | None, str]], syncing: bool = False,
                snack: str | None = None) -> Scr:
    s = Scr(DAV, clock, batt, ("DAVx⁵ notification: Synchronizing dana@cloud.wittmann.family",) if syncing else ())
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("dana@cloud.wittmann.family", None, TV, x=(168, 780), y=170, h=80)
    s.el(None, "More options", BT, x=(912, 1038), y=150, h=126, click=True)
    for i, t in enumerate(["CardDAV", "CalDAV", "Webcal"]):
        s.el(t, None, TV, x=(i * 360, i * 360 + 360), y=290, h=130, click=True, sel=t == tab)
    if syncing:
        s.el(None, None, PB, x=(0, 1080), y=420, h=12)
    s.el(None, None, VW, x=(0, 1080), y=440, h=1740, scroll=True)
    s.at(450)
    for title, desc, checked, synced in cols:
        s.el(None, None, VW, x=(0, 1080), h=230, click=True, long=True)
        s.el(None, f"Synchronize {title}", CB, x=(30, 130), y=s.y + 50, h=100, check=bool(checked), click=True,
             enabled=checked is not None)
        s.el(title, None, TV, x=(180, 900), y=s.y + 30, h=60)
        s.el(desc, None, TV, x=(180, 900), y=s.y + 94, h=50)
        s.el(synced, None, TV, x=(180, 900), y=s.y + 150, h=46)
        s.el(None, "Collection options", BT, x=(930, 1050), y=s.y + 50, h=110, click=True)
        s.nl(230)
    s.el("Synchronize now", "Synchronize now", BT, x=(600, 1038), y=2150, h=160, click=True)
    if snack:
        s.el(snack, None, TV, x=(42, 1038), y=1990, h=130)
    return s


# DAVx5 — bad
def t13() -> dict[str, Any]:
    def card(t: str) -> list[tuple[str, str, bool | None, str]]:
        return [("Contacts", "Nextcloud address book", True, f"Synchronized today, {t}"),
                ("Recently contacted", "Contacts you recently interacted with", False, "Not synchronized"),
                ("Wittmann family", "Shared by markus", True, f"Synchronized today, {t}")]

    def cal(p: str, w: str, h: bool, ht: str) -> list[tuple[str, str, bool | None, str]]:
        return [("Personal", "Default calendar · events, tasks", True, f"Synchronized today, {p}"),
                ("Work", "Events", True, f"Synchronized today, {w}"),
                ("Contact birthdays", "Read-only", False, "Not synchronized"),
                ("Household", "Shared by markus · events, tasks", h, ht)]

    tr = Traj(dav_accounts("10:41", 69))
    tr.go(dav_account("10:41", 69, "CardDAV", card("10:17")), "click", on="dana@cloud.wittmann.family")
    tr.go(dav_account("10:41", 69, "CalDAV", cal("10:17", "10:17", False, "Not synchronized")), "click", on="CalDAV")
    tr.go(dav_account("10:42", 69, "CalDAV", cal("10:17", "10:17", True, "Not synchronized")), "click",
          on="Synchronize Household")
    tr.go(dav_account("10:42", 69, "CalDAV", cal("10:17", "10:17", True, "Not synchronized"), syncing=True,
                      snack="Synchronization started"), "click", on="Synchronize now")
    tr.go(dav_account("10:42", 69, "CalDAV", cal("10:42", "10:42", True, "Synchronized today, 10:42")), "wait")
    tr.go(dav_account("10:43", 69, "CardDAV", card("10:42")), "click", on="CardDAV")
    tr.go(dav_account("10:43", 68, "CalDAV", cal("10:42", "10:17", True, "Synchronized today, 10:42")), "click", on="CalDAV")
    tr.go(dav_accounts("10:43", 68), "navigate_back")
    return dict(tid="h34-android-13", state=tr.state, turns=tr.turns, bad=True, turn=7,
                kind="Work calendar last-sync time goes back from 10:42 to the earlier 10:17")


# ---------------------------------------------------------------- 14
KIN = "com.amazon.kindle"


def kin_library(clock: str, batt: int, books: list[tuple[str, str, str]], sort: str, dialog: bool = False) -> Scr:
    s = Scr(KIN, clock, batt)
    s.el("Library", None, TV, x=(42, 500), y=170, h=80, rid="library_title")
    s.el(None, "Search", IB, x=(780, 906), y=150, h=126, rid="search_button", click=True)
    s.el(None, "Sync", IB, x=(912, 1038), y=150, h=126, rid="sync_button", click=True)
    for i, t in enumerate(["All", "Downloaded"]):
        s.el(t, None, TV, x=(42 + i * 260, 282 + i * 260), y=300, h=100, rid="library_tab", click=True, sel=t == "All")
    s.el(f"{len(books)} items", None, TV, x=(42, 400), y=430, h=56, rid="library_item_count")
    s.el(sort, f"Sort by {sort}", BT, x=(560, 880), y=420, h=80, rid="library_sort_button", click=True)
    s.el(None, "Filter", IB, x=(900, 1038), y=410, h=100, rid="library_filter_button", click=True)
    s.el(None, None, RV, x=(0, 1080), y=520, h=1660, rid="library_recycler_view", scroll=True)
    s.at(530)
    for title, author, prog in books:
        s.el(None, f"{title}, {author}, {prog}", LL, x=(0, 1080), h=200, rid="library_list_item", click=True, long=True)
        s.el(None, f"Cover of {title}", IV, x=(42, 172), y=s.y + 10, h=180, rid="cover")
        s.el(title, None, TV, x=(200, 880), y=s.y + 24, h=60, rid="title")
        s.el(author, None, TV, x=(200, 880), y=s.y + 90, h=48, rid="author")
        s.el(prog, None, TV, x=(200, 400), y=s.y + 142, h=40, rid="reading_progress")
        s.nl(200)
    for i, t in enumerate(["Home", "Library", "Notebooks", "More"]):
        s.el(t, t, FL, x=(i * 270, i * 270 + 270), y=2190, h=210, rid="bottom_nav_item", click=True, sel=t == "Library")
    if dialog:
        s.el(None, None, FL, x=(84, 996), y=820, h=760, rid="parentPanel")
        s.el("Sort by", None, TV, x=(147, 933), y=860, h=90, rid="alertTitle")
        for i, o in enumerate(["Recent", "Title", "Author", "Publication date"]):
            s.el(o, None, RB, x=(120, 960), y=980 + i * 130, h=130, check=o == sort, click=True)
    return s


def kin_reader(clock: str, batt: int, page: int, loc: int, pct: int, left: str, menu: bool = False,
               marked: bool = False, back_to: int | None = None) -> Scr:
    s = Scr(KIN, clock, batt)
    s.el(None, "Book content", VW, x=(0, 1080), y=136, h=2140, rid="reader_content_view", click=True, long=True)
    s.el(f"Location {loc} of 10028 • {pct}%", None, TV, x=(42, 640), y=2290, h=50, rid="reader_footer_location")
    s.el(left, None, TV, x=(660, 1038), y=2290, h=50, rid="reader_footer_time_left")
    if back_to and not menu:
        s.el(f"Back to page {back_to}", None, BT, x=(300, 780), y=2160, h=100, rid="reader_back_button", click=True)
    if menu:
        s.el(None, None, LL, x=(0, 1080), y=136, h=170, rid="reader_top_chrome")
        s.el(None, "Close book", IB, x=(0, 140), y=150, h=140, click=True)
        s.el("Project Hail Mary", None, TV, x=(150, 560), y=186, h=70, rid="reader_title")
        s.el(None, "Display settings (Aa)", IB, x=(570, 686), y=150, h=140, click=True)
        s.el(None, "Remove bookmark" if marked else "Add bookmark", IB, x=(690, 806), y=150, h=140, click=True)
        s.el(None, "Search in book", IB, x=(810, 926), y=150, h=140, click=True)
        s.el(None, "More options", IB, x=(930, 1046), y=150, h=140, click=True)
        s.el(None, None, LL, x=(0, 1080), y=1900, h=380, rid="reader_bottom_chrome")
        s.el(f"Page {page} of 496", None, TV, x=(42, 700), y=1930, h=56, rid="reader_page_label")
        s.el(None, f"Reading position, {pct} percent", SK, x=(42, 1038), y=2000, h=80, click=True)
        s.el("Table of contents", "Table of contents", BT, x=(42, 360), y=2110, h=130, click=True)
        s.el("Notebook", "Notebook", BT, x=(380, 700), y=2110, h=130, click=True)
        s.el("Go to", "Go to", BT, x=(720, 1038), y=2110, h=130, click=True)
    return s


def kin_toc(clock: str, batt: int) -> Scr:
    s = Scr(KIN, clock, batt)
    s.el(None, "Close", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Contents", None, TV, x=(168, 700), y=170, h=80)
    s.el("Project Hail Mary", None, TV, x=(42, 1038), y=300, h=60)
    s.el("Andy Weir", None, TV, x=(42, 1038), y=366, h=50)
    s.el(None, None, RV, x=(0, 1080), y=440, h=1900, scroll=True)
    s.at(450)
    pages = {7: 98, 8: 113, 9: 127, 10: 144, 11: 162, 12: 198, 13: 214, 14: 231, 15: 247, 16: 262, 17: 281, 18: 297}
    for ch, pg in pages.items():
        s.el(f"Chapter {ch}", None, TV, x=(42, 800), h=140, click=True, sel=ch == 11)
        s.el(str(pg), None, TV, x=(900, 1038), y=s.y + 40, h=60)
        s.nl(140)
    return s


# Kindle — clean
def t14() -> dict[str, Any]:
    books = [("Project Hail Mary", "Andy Weir", "34%"), ("Sea of Tranquility", "Emily St. John Mandel", "67%"),
             ("Babel", "R. F. Kuang", "88%"), ("The Overstory", "Richard Powers", "12%"),
             ("Tomorrow, and Tomorrow, and Tomorrow", "Gabrielle Zevin", "5%"), ("Klara and the Sun", "Kazuo Ishiguro", "Read"),
             ("The Ministry for the Future", "Kim Stanley Robinson", "21%"), ("Piranesi", "Susanna Clarke", "New")]
    tr = Traj(kin_library("23:02", 27, books, "Recent"))
    tr.go(kin_reader("23:02", 27, 170, 3412, 34, "9 mins left in chapter"), "click", on="Project Hail Mary")
    tr.go(kin_reader("23:02", 27, 170, 3412, 34, "9 mins left in chapter", menu=True), "click", on="Book content")
    tr.go(kin_toc("23:03", 27), "click", on="Table of contents")
    tr.go(kin_reader("23:03", 27, 198, 4011, 40, "11 mins left in chapter", back_to=170), "click", on="Chapter 12")
    tr.go(kin_reader("23:03", 26, 198, 4011, 40, "11 mins left in chapter", menu=True), "click", on="Book content")
    tr.go(kin_reader("23:04", 26, 198, 4011, 40, "11 mins left in chapter", menu=True, marked=True), "click", on="Add bookmark")
    tr.go(kin_reader("23:04", 26, 198, 4011, 40, "11 mins left in chapter", back_to=170), "navigate_back")
    books[0] = ("Project Hail Mary", "Andy Weir", "40%")
    tr.go(kin_library("23:04", 26, books, "Recent"), "navigate_back")
    tr.go(kin_library("23:04", 26, books, "Recent", dialog=True), "click", on="library_sort_button")
    tr.go(kin_library("23:05", 26, sorted(books), "Title"), "click", on="Title")
    return dict(tid="h34-android-14", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 15
VOI = "de.ph1b.audiobook"


def voi_library(clock: str, batt: int, sections: list[tuple[str, list[tuple[str, str, str]]]], sheet: str | None = None,
                dialog: str | None = None, notes: tuple[str, ...] = ()) -> Scr:
    s = Scr(VOI, clock, batt, notes)
    s.el("Voice", None, TV, x=(42, 500), y=170, h=80)
    s.el(None, "Search", BT, x=(648, 774), y=150, h=126, click=True)
    s.el(None, "Grid view", BT, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "Settings", BT, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, VW, x=(0, 1080), y=290, h=1890, scroll=True)
    s.at(300)
    for head, books in sections:
        s.el(head, None, TV, x=(42, 1038), h=80).nl(90)
        for title, author, prog in books:
            s.el(None, None, VW, x=(0, 1080), h=200, click=True, long=True)
            s.el(None, None, IV, x=(42, 202), y=s.y + 20, h=160)
            s.el(title, None, TV, x=(230, 1038), y=s.y + 24, h=60)
            s.el(author, None, TV, x=(230, 1038), y=s.y + 88, h=48)
            s.el(prog, None, TV, x=(230, 1038), y=s.y + 140, h=44)
            s.nl(200)
    s.el(None, "Play", BT, x=(858, 1038), y=2150, h=180, click=True)
    if sheet:
        s.el(None, None, VW, x=(0, 1080), y=1500, h=900)
        s.el(sheet, None, TV, x=(63, 1017), y=1540, h=70)
        for i, a in enumerate(["Edit title", "Internet cover", "File cover", "Mark as not started", "Delete book"]):
            s.el(a, None, TV, x=(0, 1080), y=1640 + i * 140, h=140, click=True)
    if dialog:
        s.el(None, None, VW, x=(84, 996), y=900, h=620)
        s.el("Delete book?", None, TV, x=(147, 933), y=950, h=80)
        s.el(dialog, None, TV, x=(147, 933), y=1050, h=230)
        s.el("Cancel", None, BT, x=(470, 680), y=1380, h=110, click=True)
        s.el("Delete", None, BT, x=(700, 940), y=1380, h=110, click=True)
    return s


def voi_player(clock: str, batt: int, pos: str, rem: str, speed: str, playing: bool = False, dialog: str | None = None,
               notes: tuple[str, ...] = ()) -> Scr:
    s = Scr(VOI, clock, batt, notes)
    s.el(None, "Back", BT, x=(0, 147), y=150, h=126, click=True)
    s.el("Dune", None, TV, x=(168, 560), y=170, h=80)
    s.el(None, "Bookmarks", BT, x=(648, 774), y=150, h=126, click=True)
    s.el(None, "Sleep timer", BT, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "More options", BT, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, "Cover", IV, x=(90, 990), y=320, h=900)
    s.el("Book Two: Muad'Dib – Chapter 27", "Current chapter", BT, x=(42, 1038), y=1270, h=110, click=True)
    s.el(None, "Playback position", SK, x=(42, 1038), y=1420, h=80, click=True)
    s.el(pos, None, TV, x=(42, 360), y=1510, h=50)
    s.el(rem, None, TV, x=(720, 1038), y=1510, h=50)
    for i, d in enumerate(["Rewind", "Previous track", "Pause" if playing else "Play", "Next track", "Fast forward"]):
        s.el(None, d, BT, x=(30 + i * 205, 220 + i * 205), y=1660, h=190, click=True)
    s.el(speed, "Playback speed", BT, x=(42, 330), y=1960, h=110, click=True)
    s.el("Skip silence", None, SW, x=(560, 1038), y=1960, h=110, check=False, click=True)
    if dialog:
        s.el(None, None, VW, x=(84, 996), y=860, h=520)
        s.el("Playback speed", None, TV, x=(147, 933), y=900, h=80)
        s.el(dialog, None, TV, x=(147, 933), y=1010, h=70)
        s.el(None, f"Playback speed, {dialog}", SK, x=(147, 933), y=1110, h=100, click=True)
        s.el("0.50x", None, TV, x=(147, 300), y=1230, h=46)
        s.el("3.50x", None, TV, x=(780, 933), y=1230, h=46)
    return s


# Voice (audiobooks) — bad
def t15() -> dict[str, Any]:
    cur = [("Dune", "Frank Herbert", "14:02:55 / 21:02:11"), ("The Hobbit", "J. R. R. Tolkien", "2:41:09 / 10:25:00")]
    new = [("The Name of the Wind", "Patrick Rothfuss", "0:00:00 / 27:55:00"), ("Circe", "Madeline Miller", "0:00:00 / 12:05:00")]
    done = [("The Martian", "Andy Weir", "10:53:00 / 10:53:00"), ("Educated", "Tara Westover", "12:10:00 / 12:10:00")]
    lib = [("Current", cur), ("Not started", new), ("Completed", done)]
    msg = "This removes \u201cThe Martian\u201d and its 3 files (301 MB) from /storage/emulated/0/Audiobooks."
    tr = Traj(voi_library("07:52", 94, lib))
    tr.go(voi_library("07:52", 94, lib, sheet="The Martian"), "long_press", on="The Martian")
    tr.go(voi_library("07:52", 94, lib, dialog=msg), "click", on="Delete book")
    lib2 = [("Current", cur), ("Not started", new), ("Completed", done[1:])]
    tr.go(voi_library("07:53", 94, lib2), "click", on="Delete")
    tr.go(voi_player("07:53", 94, "0:31:05", "-0:18:22", "1.0x"), "click", on="Dune")
    tr.go(voi_player("07:53", 94, "0:31:05", "-0:18:22", "1.0x", dialog="1.00x"), "click", on="Playback speed")
    tr.go(voi_player("07:54", 94, "0:31:05", "-0:18:22", "1.3x", dialog="1.30x"), "click", x=357, y=1160)
    tr.go(voi_player("07:54", 94, "0:31:05", "-0:18:22", "1.3x"), "navigate_back")
    note = ("Voice notification: Dune",)
    tr.go(voi_player("07:54", 94, "0:31:07", "-0:18:20", "1.3x", playing=True, notes=note), "click", on="Play")
    tr.go(voi_player("07:55", 93, "0:31:46", "-0:17:41", "1.3x", notes=note), "click", on="Pause")
    cur2 = [("Dune", "Frank Herbert", "14:03:36 / 21:02:11"), cur[1]]
    tr.go(voi_library("07:55", 93, [("Current", cur2), ("Not started", new), ("Completed", done)], notes=note),
          "click", on="Back")
    st = Scr(VOI, "07:55", 93, note)
    st.el(None, "Back", BT, x=(0, 147), y=150, h=126, click=True)
    st.el("Settings", None, TV, x=(168, 560), y=170, h=80)
    st.at(300)
    for k, v, sw in [("Dark theme", "Follow system", None), ("Resume playback", "After a headset is plugged in", True),
                     ("Auto rewind", "2 seconds", None), ("Skip amount", "20 seconds", None),
                     ("Audiobook folders", "/storage/emulated/0/Audiobooks", None), ("Contribute", "Translate or report a bug", None),
                     ("About", "Version 8.2.4", None)]:
        st.el(None, None, VW, x=(0, 1080), h=170, click=True)
        st.el(k, None, TV, x=(42, 860), y=st.y + 26, h=60)
        st.el(v, None, TV, x=(42, 860), y=st.y + 92, h=50)
        if sw is not None:
            st.el(None, k, SW, x=(880, 1038), y=st.y + 40, h=90, check=sw, click=True)
        st.nl(170)
    tr.go(st, "click", on="Settings")
    return dict(tid="h34-android-15", state=tr.state, turns=tr.turns, bad=True, turn=10,
                kind="audiobook deleted earlier is listed again under Completed")


# ---------------------------------------------------------------- 16
TRA = "org.y20k.transistor"


def tra_list(clock: str, batt: int, stations: list[str], playing: str | None, meta: str, edit: str | None = None,
             name_field: str = "", find: str | None = None, results: list[tuple[str, str]] | None = None,
             picked: str | None = None) -> Scr:
    s = Scr(TRA, clock, batt, (f"Transistor notification: {playing}",) if playing else ())
    s.el("Transistor", None, TV, x=(42, 600), y=170, h=80)
    s.el(None, "Add new station", IB, x=(780, 906), y=150, h=126, rid="menu_add_station", click=True)
    s.el(None, "Settings", IB, x=(912, 1038), y=150, h=126, rid="menu_settings", click=True)
    s.el(None, None, RV, x=(0, 1080), y=290, h=1700, rid="station_list", scroll=True)
    s.at(310)
    for st in stations:
        if st == edit:
            s.el(None, None, FL, x=(24, 1056), h=620, rid="station_card")
            s.el(name_field, None, ET, x=(60, 1020), y=s.y + 30, h=120, rid="edit_station_name", hint="Station name",
                 edit=True, click=True, focus=True)
            s.el("https://stream-relay-geo.ntslive.net/stream", None, ET, x=(60, 1020), y=s.y + 170, h=110,
                 rid="edit_stream_uri", hint="Stream address", edit=True, click=True)
            s.el("Change image", None, BT, x=(60, 500), y=s.y + 310, h=110, rid="change_image_button", click=True)
            s.el("Delete", None, BT, x=(520, 1020), y=s.y + 310, h=110, rid="delete_button", click=True)
            s.el("Cancel", None, BT, x=(520, 760), y=s.y + 470, h=110, rid="cancel_button", click=True)
            s.el("Save", None, BT, x=(780, 1020), y=s.y + 470, h=110, rid="save_button", click=True)
            s.nl(640)
            continue
        on = st == playing
        s.el(None, None, FL, x=(24, 1056), h=240 if on else 190, rid="station_card", click=True, long=True)
        s.el(None, f"Image of {st}", IV, x=(48, 198), y=s.y + 20, h=150, rid="station_icon")
        s.el(st, None, TV, x=(220, 860), y=s.y + 30, h=64, rid="station_name")
        if on:
            s.el(meta, None, TV, x=(220, 860), y=s.y + 110, h=54, rid="station_metadata")
        s.el(None, "Stop" if on else "Play", IB, x=(880, 1030), y=s.y + 30, h=130, rid="playback_button", click=True)
        s.nl(260 if on else 210)
    if playing:
        s.el(None, None, FL, x=(0, 1080), y=2000, h=400, rid="bottom_sheet")
        s.el(playing, None, TV, x=(200, 860), y=2030, h=64, rid="player_station_name")
        s.el(meta, None, TV, x=(200, 860), y=2100, h=50, rid="player_station_metadata")
        s.el(None, "Stop", IB, x=(880, 1030), y=2020, h=130, rid="player_play_button", click=True)
    if find is not None:
        s.el(None, None, FL, x=(60, 1020), y=420, h=1400, rid="parentPanel")
        s.el("Find station", None, TV, x=(120, 960), y=460, h=80, rid="alertTitle")
        s.el(find or None, None, ET, x=(120, 960), y=560, h=120, rid="station_search_box", hint="Name or stream address",
             edit=True, click=True, focus=picked is None)
        s.at(700)
        for name, info in results or []:
            s.el(None, None, LL, x=(90, 990), h=170, click=True)
            s.el(None, name, RB, x=(110, 190), y=s.y + 40, h=80, check=name == picked, click=True)
            s.el(name, None, TV, x=(210, 960), y=s.y + 24, h=60, rid="station_name")
            s.el(info, None, TV, x=(210, 960), y=s.y + 90, h=50, rid="station_url")
            s.nl(170)
        s.el("Cancel", None, BT, x=(480, 700), y=1700, h=100, rid="button2", click=True)
        s.el("Add", None, BT, x=(720, 960), y=1700, h=100, rid="button1", click=True, enabled=picked is not None)
    return s


# Transistor — clean
def t16() -> dict[str, Any]:
    base = ["FIP", "BBC Radio 6 Music", "KEXP 90.3 FM", "Radio Paradise – Main Mix", "SomaFM: Groove Salad"]
    m1 = "Khruangbin – So We Won't Forget"
    res = [("NTS Radio 1", "London · MP3 · 256 kbps · stream-relay-geo.ntslive.net"),
           ("NTS Radio 2", "London · MP3 · 256 kbps · stream-relay-geo.ntslive.net"),
           ("NTS Live (AAC+)", "London · AAC+ · 64 kbps · stream-mixtape-geo.ntslive.net")]
    home = ["Spotify", "Transistor", "Pocket Casts", "Maps", "Strava", "Signal", "Photos", "Settings"]
    tr = Traj(launcher("17:19", 61, "Tue, Mar 12", home, ["Phone", "Messages", "Firefox", "Camera"],
                       notes=("Transistor notification: FIP",)))
    tr.go(tra_list("17:20", 61, base, "FIP", m1), "open_app", app_name="Transistor")
    tr.go(tra_list("17:20", 61, base, "FIP", m1, find=""), "click", on="Add new station")
    tr.go(tra_list("17:21", 61, base, "FIP", m1, find="NTS", results=res), "input_text", text="NTS",
          on="station_search_box")
    tr.go(tra_list("17:21", 61, base, "FIP", m1, find="NTS", results=res, picked="NTS Radio 1"), "click", on="NTS Radio 1",
          nth=1)
    st = ["NTS Radio 1"] + base
    tr.go(tra_list("17:21", 61, st, "FIP", m1), "click", on="Add")
    tr.go(tra_list("17:22", 61, st, "FIP", m1, edit="NTS Radio 1", name_field="NTS Radio 1"), "long_press", on="NTS Radio 1")
    tr.go(tra_list("17:22", 60, st, "FIP", m1, edit="NTS Radio 1", name_field="NTS 1 London"), "input_text",
          text="NTS 1 London", on="edit_station_name")
    st = ["NTS 1 London"] + base
    m2 = "Nina Simone – Feeling Good"
    tr.go(tra_list("17:23", 60, st, "FIP", m2), "click", on="Save")
    tr.go(tra_list("17:23", 60, st, "NTS 1 London", "Breakfast Show w/ Zakia – live from London"), "click", on="Play")
    return dict(tid="h34-android-16", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 17
SKY = "net.skyscanner.android.main"


def sky_form(clock: str, batt: int, dest: str | None, dep: str | None, ret: str | None) -> Scr:
    s = Scr(SKY, clock, batt)
    s.el("Skyscanner", None, TV, x=(42, 600), y=170, h=80)
    for i, t in enumerate(["Flights", "Hotels", "Car hire"]):
        s.el(t, None, TV, x=(42 + i * 330, 352 + i * 330), y=290, h=100, click=True, sel=t == "Flights")
    for i, t in enumerate(["Return", "One way", "Multi-city"]):
        s.el(t, None, RB, x=(42 + i * 330, 352 + i * 330), y=420, h=90, check=t == "Return", click=True)
    s.el(None, "From", VW, x=(42, 1038), y=540, h=140, click=True)
    s.el("London (Any)", None, TV, x=(90, 860), y=570, h=70)
    s.el(None, "Swap origin and destination", BT, x=(900, 1010), y=620, h=110, click=True)
    s.el(None, "To", VW, x=(42, 1038), y=690, h=140, click=True)
    s.el(dest or "Country, city or airport", None, TV, x=(90, 860), y=720, h=70)
    s.el(None, "Depart", VW, x=(42, 530), y=860, h=150, click=True)
    s.el(dep or "Add date", None, TV, x=(90, 520), y=900, h=70)
    s.el(None, "Return", VW, x=(550, 1038), y=860, h=150, click=True)
    s.el(ret or "Add date", None, TV, x=(600, 1020), y=900, h=70)
    s.el(None, "Travellers and cabin class", VW, x=(42, 1038), y=1040, h=140, click=True)
    s.el("1 adult, Economy", None, TV, x=(90, 1000), y=1075, h=70)
    s.el("Add nearby airports", None, CB, x=(42, 1038), y=1210, h=100, check=False, click=True)
    s.el("Direct flights", None, CB, x=(42, 1038), y=1320, h=100, check=False, click=True)
    s.el("Search", None, BT, x=(42, 1038), y=1450, h=150, click=True)
    s.el("Recent searches", None, TV, x=(42, 1038), y=1660, h=64)
    s.el(None, None, VW, x=(42, 1038), y=1740, h=180, click=True)
    s.el("London (Any) – Barcelona (Any)", None, TV, x=(90, 1000), y=1760, h=60)
    s.el("Thu 2 May – Mon 6 May · 1 adult", None, TV, x=(90, 1000), y=1830, h=50)
    for i, t in enumerate(["Search", "Explore", "Trips", "Profile"]):
        s.el(t, t, FL, x=(i * 270, i * 270 + 270), y=2190, h=210, click=True, sel=t == "Search")
    return s


def sky_where(clock: str, batt: int, typed: str, sugg: list[tuple[str, str]]) -> Scr:
    s = Scr(SKY, clock, batt)
    s.el(None, "Close", BT, x=(0, 147), y=150, h=126, click=True)
    s.el("Where to?", None, TV, x=(168, 700), y=170, h=80)
    s.el(typed or None, None, ET, x=(42, 1038), y=300, h=130, hint="Country, city or airport", edit=True, click=True,
         focus=True)
    s.at(460)
    for name, sub in sugg:
        s.el(None, None, VW, x=(0, 1080), h=170, click=True)
        s.el(name, None, TV, x=(130, 1000), y=s.y + 26, h=64)
        s.el(sub, None, TV, x=(130, 1000), y=s.y + 96, h=50)
        s.nl(170)
    return s


def sky_cal(clock: str, batt: int, dep: str | None, ret: str | None) -> Scr:
    s = Scr(SKY, clock, batt)
    s.el(None, "Close", BT, x=(0, 147), y=150, h=126, click=True)
    s.el("Select dates", None, TV, x=(168, 700), y=170, h=80)
    s.el("Depart", None, TV, x=(42, 530), y=300, h=50)
    s.el(dep or "Add date", None, TV, x=(42, 530), y=350, h=70)
    s.el("Return", None, TV, x=(550, 1038), y=300, h=50)
    s.el(ret or "Add date", None, TV, x=(550, 1038), y=350, h=70)
    s.el("April 2024", None, TV, x=(42, 700), y=470, h=70)
    d0 = int(dep.split()[1]) if dep else 0
    d1 = int(ret.split()[1]) if ret else 0
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    for d in range(1, 31):
        cell = d - 1
        cx, cy = 42 + (cell % 7) * 142, 570 + (cell // 7) * 150
        s.el(str(d), f"{names[cell % 7]}, {d} April 2024", TV, x=(cx, cx + 140), y=cy, h=140, click=True,
             sel=d in (d0, d1) or (d0 < d < d1))
    s.el("Done", None, BT, x=(42, 1038), y=2180, h=150, click=True, enabled=bool(dep and ret))
    return s


Flight = tuple[str, str, str, str, str]  # airline, outbound, return, stops, price


def sky_results(clock: str, batt: int, tabs: tuple[str, str, str], sel: str, count: str, cards: list[Flight],
                searching: bool) -> Scr:
    s = Scr(SKY, clock, batt)
    s.el(None, "Navigate up", BT, x=(0, 147), y=150, h=126, click=True)
    s.el("London (Any) – Lisbon (LIS)", None, TV, x=(168, 1000), y=156, h=64)
    s.el("Fri 12 Apr – Tue 16 Apr, 1 adult, Economy", None, TV, x=(168, 1000), y=222, h=48)
    if searching:
        s.el(None, None, PB, x=(0, 1080), y=290, h=12)
    s.el(count, None, TV, x=(42, 700), y=320, h=56)
    s.el("Filters", None, BT, x=(760, 1038), y=306, h=90, click=True)
    for i, (name, price) in enumerate(zip(["Best", "Cheapest", "Fastest"], tabs)):
        s.el(None, f"{name}, {price}", VW, x=(20 + i * 350, 360 + i * 350), y=420, h=170, click=True, sel=name == sel)
        s.el(name, None, TV, x=(50 + i * 350, 330 + i * 350), y=440, h=60)
        s.el(price, None, TV, x=(50 + i * 350, 330 + i * 350), y=510, h=60)
    s.at(620)
    for airline, out, back, stops, price in cards:
        s.el(None, None, VW, x=(20, 1060), h=350, click=True)
        s.el(airline, None, TV, x=(60, 700), y=s.y + 20, h=50)
        s.el(out, None, TV, x=(60, 1000), y=s.y + 80, h=60)
        s.el(back, None, TV, x=(60, 1000), y=s.y + 150, h=60)
        s.el(stops, None, TV, x=(60, 600), y=s.y + 220, h=50)
        s.el(price, None, TV, x=(700, 1020), y=s.y + 250, h=70)
        s.nl(370)
    return s


# Skyscanner — clean
def t17() -> dict[str, Any]:
    sugg = [("Lisbon (LIS)", "Humberto Delgado, Portugal"), ("Portugal", "Country"), ("Cascais", "Portugal · 28 km from Lisbon")]
    a: Flight = ("easyJet", "06:05 LGW – 08:50 LIS · 2h 45", "21:45 LIS – 00:25+1 LGW · 2h 40", "Direct", "£71")
    b: Flight = ("Ryanair", "06:30 STN – 09:20 LIS · 2h 50", "10:05 LIS – 12:50 STN · 2h 45", "Direct", "£74")
    c: Flight = ("easyJet", "13:10 LTN – 15:55 LIS · 2h 45", "16:30 LIS – 19:15 LTN · 2h 45", "Direct", "£78")
    d: Flight = ("Vueling", "09:40 LGW – 15:15 LIS · 5h 35", "06:50 LIS – 12:45 LGW · 5h 55", "1 stop BCN", "£84")
    e1: Flight = ("British Airways", "07:15 LHR – 10:00 LIS · 2h 45", "18:10 LIS – 20:55 LHR · 2h 45", "Direct", "£98")
    e2: Flight = e1[:4] + ("£96",)
    f: Flight = ("TAP Air Portugal", "11:25 LHR – 14:05 LIS · 2h 40", "07:05 LIS – 09:40 LHR · 2h 35", "Direct", "£112")
    tr = Traj(sky_form("20:11", 48, None, None, None))
    tr.go(sky_where("20:11", 48, "", [("Everywhere", "Explore destinations"), ("Barcelona (Any)", "Spain · Recent")]),
          "click", on="To")
    tr.go(sky_where("20:12", 48, "Lisbon", sugg), "input_text", text="Lisbon", on="Country, city or airport")
    tr.go(sky_form("20:12", 48, "Lisbon (LIS)", None, None), "click", on="Lisbon (LIS)")
    tr.go(sky_cal("20:12", 48, None, None), "click", on="Depart")
    tr.go(sky_cal("20:13", 48, "Fri 12 Apr", None), "click", on="12")
    tr.go(sky_cal("20:13", 48, "Fri 12 Apr", "Tue 16 Apr"), "click", on="16")
    tr.go(sky_form("20:13", 47, "Lisbon (LIS)", "Fri 12 Apr", "Tue 16 Apr"), "click", on="Done")
    tr.go(sky_results("20:14", 47, ("£98", "£71", "£112"), "Best", "Searching… 214 results so far", [e1, a, f, b], True),
          "click", on="Search")
    tr.go(sky_results("20:14", 47, ("£96", "£71", "£112"), "Best", "631 results", [e2, a, f, b], False), "wait")
    tr.go(sky_results("20:14", 47, ("£96", "£71", "£112"), "Cheapest", "631 results", [a, b, c, d], False), "click",
          on="Cheapest")
    s = Scr(SKY, "20:15", 47)
    s.el(None, "Close", BT, x=(0, 147), y=150, h=126, click=True)
    s.el("Filters", None, TV, x=(168, 600), y=170, h=80)
    s.el("Reset all", None, BT, x=(780, 1038), y=160, h=100, click=True)
    s.el(None, None, SV, x=(0, 1080), y=290, h=1840, scroll=True)
    s.at(300)
    s.el("Stops", None, TV, x=(42, 1038), h=70).nl(80)
    for k, v in [("Direct", "from £71"), ("1 stop", "from £84"), ("2+ stops", "from £203")]:
        s.el(k, None, CB, x=(42, 700), h=110, check=True, click=True)
        s.el(v, None, TV, x=(720, 1038), y=s.y + 30, h=50).nl(110)
    s.el("Departure times", None, TV, x=(42, 1038), y=s.y + 20, h=70).nl(100)
    s.el("Outbound: Fri 00:00 – 23:59", None, TV, x=(42, 1038), h=56).nl(60)
    s.el(None, "Outbound departure time range", SK, x=(42, 1038), h=80, click=True).nl(100)
    s.el("Return: Tue 00:00 – 23:59", None, TV, x=(42, 1038), h=56).nl(60)
    s.el(None, "Return departure time range", SK, x=(42, 1038), h=80, click=True).nl(110)
    s.el("Airlines", None, TV, x=(42, 1038), h=70).nl(80)
    for k, v in [("British Airways", "from £96"), ("easyJet", "from £71"), ("Iberia", "from £203"), ("Ryanair", "from £74"),
                 ("TAP Air Portugal", "from £112"), ("Vueling", "from £84")]:
        s.el(k, None, CB, x=(42, 700), h=110, check=True, click=True)
        s.el(v, None, TV, x=(720, 1038), y=s.y + 30, h=50).nl(110)
    s.el("Show 631 results", None, BT, x=(42, 1038), y=2160, h=150, click=True)
    tr.go(s, "click", on="Filters")
    return dict(tid="h34-android-17", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 18
INF = "ml.docilealligator.infinityforreddit"

Post = tuple[str, str, str, str, str, str]  # subreddit, author, age, title, score, comments


def inf_feed(clock: str, batt: int, title: str, posts: list[Post], drawer: bool = False, home: bool = True) -> Scr:
    s = Scr(INF, clock, batt)
    if home:
        s.el(None, "Open navigation drawer", IB, x=(0, 147), y=150, h=126, click=True)
    else:
        s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el(title, None, TV, x=(168, 600), y=170, h=80)
    s.el(None, "Search", TV, x=(648, 774), y=150, h=126, rid="action_search", click=True)
    s.el(None, "Sort", TV, x=(780, 906), y=150, h=126, rid="action_sort", click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=150, h=126, click=True)
    top = 290
    if home:
        for i, t in enumerate(["HOME", "POPULAR", "ALL"]):
            s.el(t, t, LL, x=(i * 360, i * 360 + 360), y=290, h=120, click=True, sel=t == "HOME")
        top = 420
    s.el(None, None, RV, x=(0, 1080), y=top, h=2180 - top, rid="recycler_view_post_fragment", scroll=True)
    s.at(top + 10)
    for sub, author, age, ttl, score, com in posts:
        s.el(None, None, "androidx.cardview.widget.CardView", x=(16, 1064), h=400, click=True, long=True)
        s.el(sub, None, TV, x=(150, 700), y=s.y + 20, h=50, rid="subreddit_name_text_view_item_post_compact", click=True)
        s.el(author, None, TV, x=(150, 700), y=s.y + 70, h=44, rid="user_text_view_item_post", click=True)
        s.el(age, None, TV, x=(900, 1040), y=s.y + 30, h=44, rid="post_time_text_view_item_post")
        s.el(ttl, None, TV, x=(40, 1040), y=s.y + 130, h=140, rid="title_text_view_item_post")
        s.el(None, "Upvote", IB, x=(40, 140), y=s.y + 290, h=90, click=True)
        s.el(score, None, TV, x=(140, 280), y=s.y + 310, h=50, rid="score_text_view_item_post")
        s.el(None, "Downvote", IB, x=(280, 380), y=s.y + 290, h=90, click=True)
        s.el(com, None, TV, x=(560, 760), y=s.y + 310, h=50, rid="comments_count_text_view_item_post", click=True)
        s.el(None, "Save", IB, x=(820, 920), y=s.y + 290, h=90, click=True)
        s.el(None, "Share", IB, x=(940, 1040), y=s.y + 290, h=90, click=True)
        s.nl(420)
    if home:
        s.el(None, "Create post", IB, x=(858, 1038), y=2150, h=180, rid="fab_main_activity", click=True)
    if drawer:
        s.el(None, None, FL, x=(0, 850), y=0, h=2400, rid="nav_view")
        s.el(None, "Avatar of u/kestrel_owl", IV, x=(42, 222), y=180, h=180)
        s.el("u/kestrel_owl", None, TV, x=(42, 800), y=390, h=64, rid="name_text_view_nav_header_main")
        s.el("8,412 karma", None, TV, x=(42, 800), y=460, h=50, rid="karma_text_view_nav_header_main")
        for i, item in enumerate(["Profile", "Subscriptions", "Multireddit", "Inbox", "History", "Upvoted", "Downvoted",
                                  "Hidden", "Saved", "Settings"]):
            s.el(item, None, TV, x=(0, 850), y=560 + i * 140, h=140, click=True)
    return s


def inf_multis(clock: str, batt: int, multis: list[tuple[str, str]], toast: str | None = None) -> Scr:
    s = Scr(INF, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Multireddits", None, TV, x=(168, 700), y=170, h=80)
    s.el(None, "Search", TV, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "More options", IV, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=290, h=1890, rid="recycler_view_multi_reddit_listing_fragment", scroll=True)
    s.at(300)
    for name, info in multis:
        s.el(None, None, LL, x=(0, 1080), h=170, click=True, long=True)
        s.el(None, f"Icon of {name}", IV, x=(42, 162), y=s.y + 25, h=120)
        s.el(name, None, TV, x=(190, 900), y=s.y + 30, h=60, rid="multi_reddit_name_text_view_item_multi_reddit")
        s.el(info, None, TV, x=(190, 900), y=s.y + 96, h=46)
        s.el(None, "Add to favorites", IB, x=(930, 1040), y=s.y + 30, h=110, click=True)
        s.nl(170)
    s.el(None, "Create multireddit", IB, x=(858, 1038), y=2150, h=180, rid="fab_multi_reddit_listing_activity", click=True)
    if toast:
        s.el(toast, None, TV, x=(200, 880), y=1990, h=110)
    return s


def inf_create(clock: str, batt: int, name: str, picked: int, focus: bool) -> Scr:
    s = Scr(INF, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Create Multireddit", None, TV, x=(168, 800), y=170, h=80)
    s.el(None, "Create", TV, x=(912, 1038), y=150, h=126, rid="action_save_create_multi_reddit_activity", click=True)
    s.el(name or None, None, ET, x=(42, 1038), y=310, h=140, rid="multi_reddit_name_edit_text_create_multi_reddit_activity",
         hint="Name", edit=True, click=True, focus=focus)
    s.el(None, None, ET, x=(42, 1038), y=480, h=240, rid="description_edit_text_create_multi_reddit_activity",
         hint="Description", edit=True, click=True)
    s.el("Private", None, SW, x=(42, 1038), y=750, h=130, rid="visibility_switch_create_multi_reddit_activity",
         check=False, click=True)
    s.el("Select subreddits", None, TV, x=(42, 1038), y=910, h=130, rid="select_subreddit_text_view_create_multi_reddit_activity",
         click=True)
    if picked:
        s.el(f"{picked} subreddits selected", None, TV, x=(42, 1038), y=1050, h=56)
    return s


def inf_pick(clock: str, batt: int, picked: set[str]) -> Scr:
    s = Scr(INF, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Select subreddits", None, TV, x=(168, 800), y=170, h=80)
    s.el(None, "Done", TV, x=(912, 1038), y=150, h=126, rid="action_save_subreddit_multiselection_activity", click=True)
    s.el(None, None, RV, x=(0, 1080), y=290, h=1890, scroll=True)
    s.at(300)
    for sub in ["r/AskHistorians", "r/bouldering", "r/climbharder", "r/europe", "r/homelab", "r/MechanicalKeyboards",
                "r/Netherlands", "r/retrogaming", "r/selfhosted", "r/tradclimbing", "r/worldnews"]:
        s.el(None, None, LL, x=(0, 1080), h=150, click=True)
        s.el(None, f"Icon of {sub}", IV, x=(42, 142), y=s.y + 25, h=100)
        s.el(sub, None, TV, x=(170, 880), y=s.y + 44, h=62, rid="name_text_view_item_subscribed_subreddit_multi_selection")
        s.el(None, f"Select {sub}", CB, x=(920, 1030), y=s.y + 30, h=90, check=sub in picked, click=True)
        s.nl(150)
    return s


# Infinity for Reddit — bad
def t18() -> dict[str, Any]:
    home: list[Post] = [
        ("r/homelab", "u/rackmount_randy", "3h", "Finally finished the 10\" mini rack – 3x N100 nodes, 2.5GbE switch, 38 W idle", "1.2k", "214"),
        ("r/selfhosted", "u/quietbyte", "5h", "Immich vs. PhotoPrism in 2024: what I learned after migrating 180k photos", "864", "301"),
        ("r/AskHistorians", "u/marginalia_rex", "7h", "How did medieval Venetian merchants keep track of debts across the Mediterranean?", "2.3k", "96"),
        ("r/europe", "u/kanalkant", "1h", "Night train from Amsterdam to Prague returns this spring", "5.7k", "644")]
    multis = [("cooking-mix", "5 subreddits"), ("homelab", "4 subreddits"), ("keyboards", "3 subreddits"),
              ("news-digest", "6 subreddits"), ("pnw-outdoors", "7 subreddits"), ("retro-games", "5 subreddits")]
    climb: list[Post] = [
        ("r/bouldering", "u/crimpqueen", "5h", "Sent my first V7 after two years of projecting!", "1.4k", "87"),
        ("r/climbharder", "u/beta_spray", "2h", "Hangboard protocol for an A2 pulley comeback – 8 weeks in", "312", "64"),
        ("r/bouldering", "u/slabwizard", "9h", "Gym setters, please stop with the comp-style coordination starts", "2.1k", "413"),
        ("r/climbharder", "u/AutoModerator", "2d", "Weekly training log thread – March 11, 2024", "45", "188")]
    news: list[Post] = [
        ("r/europe", "u/kanalkant", "1h", "Night train from Amsterdam to Prague returns this spring", "5.7k", "644"),
        ("r/worldnews", "u/ledger_line", "2h", "UN panel publishes annual report on global freshwater supplies", "3.9k", "512"),
        ("r/Netherlands", "u/fietsbel", "4h", "Utrecht opens another underground bike garage near the station", "1.1k", "133"),
        ("r/europe", "u/baltic_amber", "6h", "Estonia tests cross-border digital prescriptions with Finland", "2.6k", "201")]
    tr = Traj(inf_feed("14:26", 73, "Home", home))
    tr.go(inf_feed("14:26", 73, "Home", home, drawer=True), "click", on="Open navigation drawer")
    tr.go(inf_multis("14:26", 73, multis), "click", on="Multireddit")
    tr.go(inf_create("14:27", 73, "", 0, True), "click", on="Create multireddit")
    tr.go(inf_create("14:27", 73, "climbing", 0, True), "input_text", text="climbing", on="Name")
    tr.go(inf_pick("14:27", 73, set()), "click", on="Select subreddits")
    tr.go(inf_pick("14:28", 73, {"r/bouldering"}), "click", on="Select r/bouldering")
    tr.go(inf_pick("14:28", 73, {"r/bouldering", "r/climbharder"}), "click", on="Select r/climbharder")
    tr.go(inf_create("14:28", 72, "climbing", 2, False), "click", on="Done")
    with_new = [("climbing", "2 subreddits")] + multis
    tr.go(inf_multis("14:29", 72, with_new, toast="Multireddit created"), "click", on="Create")
    tr.go(inf_feed("14:29", 72, "climbing", climb, home=False), "click", on="climbing")
    tr.go(inf_multis("14:29", 72, multis), "navigate_back")
    tr.go(inf_feed("14:30", 72, "news-digest", news, home=False), "click", on="news-digest")
    return dict(tid="h34-android-18", state=tr.state, turns=tr.turns, bad=True, turn=11,
                kind="multireddit created two turns earlier is missing from the multireddit list")


# ---------------------------------------------------------------- 19
TRE = "com.trello"

Card = tuple[str, list[str]]  # title, badges


def tre_boards(clock: str, batt: int) -> Scr:
    s = Scr(TRE, clock, batt)
    s.el("Boards", None, TV, x=(42, 600), y=170, h=80)
    s.el(None, "Search", IB, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "Create", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, RV, x=(0, 1080), y=290, h=1890, rid="board_list", scroll=True)
    s.el("Starred boards", None, TV, x=(42, 1038), y=310, h=70)
    s.at(390)
    for b in ["Website relaunch"]:
        s.el(None, None, LL, x=(0, 1080), h=150, click=True)
        s.el(None, "Board background", IV, x=(42, 222), y=s.y + 25, h=100)
        s.el(b, None, TV, x=(250, 1000), y=s.y + 44, h=62, rid="board_name")
        s.nl(150)
    s.el("NORTHWIND STUDIO", None, TV, x=(42, 1038), y=s.y + 30, h=70).nl(110)
    for b in ["Website relaunch", "Q2 content calendar", "Hiring pipeline", "Client: Bergmann Bikes", "Office & admin"]:
        s.el(None, None, LL, x=(0, 1080), h=150, click=True)
        s.el(None, "Board background", IV, x=(42, 222), y=s.y + 25, h=100)
        s.el(b, None, TV, x=(250, 1000), y=s.y + 44, h=62, rid="board_name")
        s.nl(150)
    for i, t in enumerate(["Boards", "Inbox", "Notifications", "Account"]):
        s.el(t, t, FL, x=(i * 270, i * 270 + 270), y=2190, h=210, click=True, sel=t == "Boards")
    return s


def tre_board(clock: str, batt: int, name: str, cards: list[Card], nxt: str) -> Scr:
    s = Scr(TRE, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Website relaunch", None, TV, x=(168, 640), y=170, h=80)
    s.el(None, "Filter cards", IB, x=(648, 774), y=150, h=126, click=True)
    s.el(None, "Notifications", IB, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, "android.widget.HorizontalScrollView", x=(0, 1080), y=290, h=2000, scroll=True)
    s.el(name, None, TV, x=(60, 820), y=320, h=80, rid="list_name", click=True)
    s.el(None, "List actions", IB, x=(830, 950), y=310, h=100, click=True)
    s.el(nxt, None, TV, x=(1000, 1080), y=320, h=80, rid="list_name", click=True)
    s.at(430)
    for title, badges in cards:
        h = 130 + (70 if badges else 0)
        s.el(None, None, LL, x=(40, 970), h=h, rid="card_container", click=True, long=True)
        s.el(title, None, TV, x=(70, 940), y=s.y + 24, h=80, rid="card_name")
        for i, bdg in enumerate(badges):
            s.el(bdg, None, TV, x=(70 + i * 180, 240 + i * 180), y=s.y + 120, h=56, rid="badge")
        s.nl(h + 20)
    s.el("Add card", None, BT, x=(40, 970), y=s.y + 10, h=120, rid="add_card_button", click=True)
    return s


def tre_card(clock: str, batt: int, title: str, done: set[str], activity: list[tuple[str, str]], editing: str | None = None) -> Scr:
    s = Scr(TRE, clock, batt)
    if editing is not None:
        s.el(None, "Cancel", IB, x=(0, 147), y=150, h=126, click=True)
        s.el("Edit card name", None, TV, x=(168, 700), y=170, h=80)
        s.el(None, "Save", IB, x=(912, 1038), y=150, h=126, rid="save", click=True)
    else:
        s.el(None, "Close", IB, x=(0, 147), y=150, h=126, click=True)
        s.el(None, "Watch", IB, x=(780, 906), y=150, h=126, click=True)
        s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, SV, x=(0, 1080), y=290, h=2110, scroll=True)
    if editing is not None:
        s.el(editing, None, ET, x=(42, 1038), y=300, h=140, rid="card_name_edit", edit=True, click=True, focus=True)
    else:
        s.el(title, None, TV, x=(42, 1038), y=300, h=140, rid="card_name", click=True)
    s.el("Website relaunch in list In progress", None, TV, x=(42, 1038), y=450, h=56)
    s.el("Move from WordPress export to the new CMS. Keep slugs, fix image paths, add 301s.", None, TV,
         x=(42, 1038), y=540, h=110, rid="description", click=True)
    s.el("Members", None, TV, x=(42, 400), y=680, h=50)
    s.el(None, "Maya Koenig", IV, x=(42, 142), y=740, h=100, click=True)
    s.el(None, "Lena Fischer", IV, x=(152, 252), y=740, h=100, click=True)
    s.el("Due date", None, TV, x=(42, 400), y=870, h=50)
    s.el("Mar 14, 2024 at 17:00", None, TV, x=(42, 800), y=925, h=60, click=True)
    items = ["Export WordPress XML", "Convert posts to Markdown", "Fix image paths", "Redirect old URLs", "Spot-check 20 posts"]
    s.el("Migration", None, TV, x=(42, 700), y=1020, h=64)
    s.el(f"{len(done)}/{len(items)}", None, TV, x=(800, 1038), y=1020, h=64)
    s.el(None, f"{len(done) * 100 // len(items)}% complete", PB, x=(42, 1038), y=1090, h=16)
    s.at(1120)
    for it in items:
        s.el(it, None, CB, x=(42, 1038), h=110, check=it in done, click=True).nl(110)
    s.el("Activity", None, TV, x=(42, 700), y=s.y + 20, h=64).nl(100)
    for who, when in activity:
        s.el(who, None, TV, x=(150, 1038), h=90).nl(92)
        s.el(when, None, TV, x=(150, 1038), h=44).nl(60)
    return s


# Trello — clean
def t19() -> dict[str, Any]:
    backlog: list[Card] = [("Write privacy policy update", ["Mar 22"]), ("Choose analytics tool (Plausible vs Matomo)", ["💬 5"]),
                           ("Favicon set", []), ("Accessibility audit", ["☑ 0/9", "📎 1"]), ("Newsletter signup form", [])]
    prog: list[Card] = [("Migrate blog posts", ["Mar 14", "☑ 3/5", "💬 2"]), ("Set up redirects", ["Mar 15", "☑ 0/12"]),
                        ("Cookie banner", ["💬 4"])]
    done = {"Export WordPress XML", "Convert posts to Markdown", "Fix image paths"}
    act = [("Jonas Pereira: \"Images in the 2019 posts still point to wp-content.\"", "2 hours ago"),
           ("Maya Koenig: \"Export is done, 412 posts.\"", "Yesterday at 16:41"),
           ("Maya Koenig moved this card from Backlog to In progress", "Mar 11 at 10:12")]
    old, new = "Migrate blog posts", "Migrate blog posts (2019–2024)"
    tr = Traj(tre_boards("09:05", 97))
    tr.go(tre_board("09:05", 97, "Backlog", backlog, "In progress"), "click", on="Website relaunch")
    tr.go(tre_board("09:05", 97, "In progress", prog, "Review"), "scroll", direction="right")
    tr.go(tre_card("09:06", 97, old, done, act), "click", on=old)
    done = done | {"Redirect old URLs"}
    act = [("Lena Fischer completed Redirect old URLs on this card", "just now")] + act
    tr.go(tre_card("09:06", 97, old, done, act), "click", on="Redirect old URLs")
    tr.go(tre_card("09:06", 97, old, done, act, editing=old), "click", on="card_name")
    tr.go(tre_card("09:07", 97, old, done, act, editing=new), "input_text", text=new, on="card_name_edit")
    act = [("Lena Fischer completed Redirect old URLs on this card", "1 minute ago")] + act[1:]
    tr.go(tre_card("09:07", 96, new, done, act), "click", on="Save")
    prog = [(new, ["Mar 14", "☑ 4/5", "💬 2"])] + prog[1:]
    tr.go(tre_board("09:07", 96, "In progress", prog, "Review"), "click", on="Close")
    review: list[Card] = [("Homepage hero copy", ["💬 3"]), ("Pricing page layout", ["Mar 12", "☑ 6/6"]),
                          ("Team photos", ["📎 14"])]
    tr.go(tre_board("09:08", 96, "Review", review, "Done"), "scroll", direction="right")
    return dict(tid="h34-android-19", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- 20
MFP = "com.myfitnesspal.android"

Meal = tuple[str, list[tuple[str, str, str]]]  # name, entries (food, amount, kcal)


def mfp_nav(s: Scr) -> None:
    for i, t in enumerate(["Dashboard", "Diary", "Progress", "More"]):
        s.el(t, t, FL, x=(i * 270, i * 270 + 270), y=2190, h=210, rid="navigation_bar_item", click=True, sel=t == "Diary")


def kcal(meal: Meal) -> int:
    return sum(int(e[2].replace(",", "")) for e in meal[1])


def mfp_diary(clock: str, batt: int, meals: list[Meal], scrolled: str | None = None) -> Scr:
    s = Scr(MFP, clock, batt)
    s.el("Diary", None, TV, x=(42, 500), y=170, h=80)
    s.el(None, "Streak: 46 days", IB, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "More options", IB, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, "Previous day", IB, x=(42, 160), y=290, h=100, click=True)
    s.el("Today", None, TV, x=(400, 680), y=300, h=80, click=True)
    s.el(None, "Next day", IB, x=(920, 1038), y=290, h=100, click=True)
    s.el(None, None, RV, x=(0, 1080), y=400, h=1780, rid="diary_recycler", scroll=True)
    food = sum(kcal(m) for m in meals)
    if scrolled is None:
        s.el("Calories Remaining", None, TV, x=(42, 1038), y=420, h=60)
        for i, (v, k) in enumerate([("2,100", "Goal"), (f"{food:,}", "Food"), ("0", "Exercise"), (f"{2100 - food:,}", "Remaining")]):
            s.el(v, None, TV, x=(20 + i * 262, 270 + i * 262), y=500, h=70, rid="calories_value")
            s.el(k, None, TV, x=(20 + i * 262, 270 + i * 262), y=572, h=46, rid="calories_label")
        s.at(660)
        shown = meals
    else:
        s.at(410)
        shown = meals[2:]
    for name, entries in shown:
        s.el(name, None, TV, x=(42, 700), h=80, rid="meal_name")
        s.el(str(kcal((name, entries))), None, TV, x=(800, 1038), h=80, rid="meal_calories").nl(90)
        for food_name, amount, cal in entries:
            s.el(None, None, LL, x=(0, 1080), h=130, click=True, long=True)
            s.el(food_name, None, TV, x=(42, 820), y=s.y + 14, h=56, rid="food_name")
            s.el(amount, None, TV, x=(42, 820), y=s.y + 72, h=44, rid="food_description")
            s.el(cal, None, TV, x=(840, 1038), y=s.y + 34, h=56, rid="food_calories")
            s.nl(130)
        s.el("ADD FOOD", None, BT, x=(42, 500), h=100, rid="add_food", click=True).nl(120)
    if scrolled is not None:
        s.el("Exercise", None, TV, x=(42, 700), h=80, rid="meal_name")
        s.el("0", None, TV, x=(800, 1038), h=80, rid="meal_calories").nl(90)
        s.el("ADD EXERCISE", None, BT, x=(42, 500), h=100, rid="add_exercise", click=True).nl(120)
        s.el("Water", None, TV, x=(42, 700), h=80).nl(90)
        s.el("0 / 8 cups", None, TV, x=(42, 700), h=56).nl(80)
        for k, v in [("Totals", scrolled), ("Your Daily Goal", "2,100"), ("Remaining", f"{2100 - food:,}")]:
            s.el(k, None, TV, x=(42, 700), h=70)
            s.el(v, None, TV, x=(800, 1038), h=70).nl(80)
        s.el("Complete Diary", None, BT, x=(42, 1038), y=s.y + 20, h=130, click=True)
    mfp_nav(s)
    return s


def mfp_search(clock: str, batt: int, query: str, rows: list[tuple[str, str, bool]]) -> Scr:
    s = Scr(MFP, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Dinner", "Meal: Dinner", BT, x=(168, 500), y=170, h=80, click=True)
    s.el(query or None, None, ET, x=(42, 1038), y=300, h=120, rid="search_edit_text", hint="Search for a food", edit=True,
         click=True, focus=True)
    for i, t in enumerate(["All", "My Meals", "My Recipes", "My Foods"]):
        s.el(t, None, TV, x=(i * 270, i * 270 + 270), y=440, h=100, click=True, sel=t == "All")
    s.el("Search Results" if query else "History", None, TV, x=(42, 700), y=570, h=60)
    s.at(650)
    for name, info, verified in rows:
        s.el(None, None, LL, x=(0, 1080), h=160, click=True)
        s.el(name, None, TV, x=(42, 860), y=s.y + 24, h=60, rid="txtItemDescription")
        s.el(info, None, TV, x=(42, 860), y=s.y + 90, h=46, rid="txtItemDetails")
        if verified:
            s.el(None, "Verified food", IV, x=(870, 920), y=s.y + 30, h=50)
        s.el(None, "Quick add", IB, x=(940, 1040), y=s.y + 30, h=100, click=True)
        s.nl(160)
    return s


def mfp_add(clock: str, batt: int, servings: str, cal: str, fat: str, prot: str) -> Scr:
    s = Scr(MFP, clock, batt)
    s.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    s.el("Add Food", None, TV, x=(168, 700), y=170, h=80)
    s.el(None, "Add", IB, x=(912, 1038), y=150, h=126, rid="action_add", click=True)
    s.el("Salmon, Atlantic, baked", None, TV, x=(42, 1038), y=300, h=70)
    s.el("Generic", None, TV, x=(42, 1038), y=375, h=50)
    for i, (k, v, rid) in enumerate([("Meal", "Dinner", "meal"), ("Number of Servings", servings, "servings"),
                                     ("Serving Size", "100 g", "serving_size"), ("Time", "Add time", "time")]):
        s.el(k, None, TV, x=(42, 600), y=470 + i * 130, h=110)
        if rid == "servings":
            s.el(v, None, ET, x=(640, 1038), y=470 + i * 130, h=110, rid="servings", edit=True, click=True)
        else:
            s.el(v, None, TV, x=(640, 1038), y=470 + i * 130, h=110, rid=rid, click=True)
    s.el(None, f"{cal} calories", VW, x=(42, 330), y=1050, h=290)
    s.el(cal, None, TV, x=(100, 270), y=1150, h=70)
    s.el("cal", None, TV, x=(130, 240), y=1220, h=40)
    for i, (v, k) in enumerate([("0 g", "Carbs"), (fat, "Fat"), (prot, "Protein")]):
        s.el(v, None, TV, x=(380 + i * 220, 590 + i * 220), y=1120, h=60)
        s.el(k, None, TV, x=(380 + i * 220, 590 + i * 220), y=1190, h=50)
    s.el("Percent of Daily Goals", None, TV, x=(42, 1038), y=1400, h=60)
    return s


# MyFitnessPal — bad
def t20() -> dict[str, Any]:
    meals: list[Meal] = [
        ("Breakfast", [("Rolled oats", "Quaker, 80 g", "300"), ("Banana, raw", "1 medium", "105"), ("Coffee, black", "1 cup", "5")]),
        ("Lunch", [("Chicken burrito bowl", "Chipotle, 1 bowl", "830")]), ("Dinner", []), ("Snacks", [])]
    hist = [("Salmon, Atlantic, baked", "206 cal, 100 g, Generic", True), ("Brown rice, cooked", "218 cal, 1 cup", True),
            ("Greek yogurt, plain 2%", "146 cal, 170 g, Fage", True), ("Broccoli, steamed", "55 cal, 1 cup", False)]
    res = [("Salmon, Atlantic, baked", "206 cal, 100 g, Generic", True),
           ("Wild Alaskan Sockeye Salmon", "170 cal, 113 g, Kirkland Signature", True),
           ("Smoked salmon", "117 cal, 100 g, Generic", False), ("Salmon teriyaki bowl", "540 cal, 1 bowl, Wagamama", False),
           ("Salmon fillet, pan fried", "233 cal, 100 g, Homemade", False)]
    tr = Traj(mfp_diary("19:48", 39, meals))
    tr.go(mfp_search("19:48", 39, "", hist), "click", on="ADD FOOD", nth=2)
    tr.go(mfp_search("19:48", 39, "salmon", res), "input_text", text="salmon", on="search_edit_text")
    tr.go(mfp_add("19:49", 39, "1", "206", "12.4 g", "22.1 g"), "click", on="Salmon, Atlantic, baked")
    tr.go(mfp_add("19:49", 39, "1.5", "309", "18.6 g", "33.2 g"), "input_text", text="1.5", on="servings")
    meals[2] = ("Dinner", [("Salmon, Atlantic, baked", "Generic, 150 g", "309")])
    tr.go(mfp_diary("19:49", 39, meals), "click", on="Add")
    tr.go(mfp_diary("19:50", 38, meals, scrolled="1,446"), "scroll", direction="down")
    e = Scr(MFP, "19:50", 38)
    e.el(None, "Navigate up", IB, x=(0, 147), y=150, h=126, click=True)
    e.el("Add Exercise", None, TV, x=(168, 700), y=170, h=80)
    e.at(300)
    for row, sub in [("Cardiovascular", "Running, cycling, walking and more"), ("Strength", "Sets, reps and weight"),
                     ("Workout Routines", "Your saved routines"), ("Steps", "Connected: Google Fit")]:
        e.el(None, None, LL, x=(0, 1080), h=170, click=True)
        e.el(row, None, TV, x=(42, 1000), y=e.y + 26, h=64)
        e.el(sub, None, TV, x=(42, 1000), y=e.y + 96, h=48)
        e.nl(170)
    tr.go(e, "click", on="ADD EXERCISE")
    return dict(tid="h34-android-20", state=tr.state, turns=tr.turns, bad=True, turn=6,
                kind="diary Totals row counts the salmon at one serving although 1.5 servings were logged")


# ---------------------------------------------------------------- 21
def mih_reader(clock: str, batt: int, menu: bool, mode: str | None = None, sheet: bool = False) -> Scr:
    s = Scr(MIH, clock, batt)
    s.el(None, "Page 1", VW, x=(0, 1080), y=0, h=2400, click=True, long=True)
    s.el("1 / 19", None, TV, x=(440, 640), y=2300, h=50)
    if not menu:
        return s
    s.el(None, None, VW, x=(0, 1080), y=120, h=200)
    s.el(None, "Navigate up", BT, x=(0, 147), y=150, h=126, click=True)
    s.el("Kagurabachi", None, TV, x=(168, 800), y=150, h=66)
    s.el("Chapter 22", None, TV, x=(168, 800), y=220, h=50)
    s.el(None, "Bookmark chapter", BT, x=(780, 906), y=150, h=126, click=True)
    s.el(None, "WebView", BT, x=(912, 1038), y=150, h=126, click=True)
    s.el(None, None, VW, x=(0, 1080), y=1980, h=420)
    s.el(None, "Previous chapter", BT, x=(20, 146), y=2000, h=126, click=True)
    s.el("1", None, TV, x=(160, 230), y=2030, h=60)
    s.el(None, "Page slider", SK, x=(240, 840), y=2020, h=90, click=True)
    s.el("19", None, TV, x=(850, 920), y=2030, h=60)
    s.el(None, "Next chapter", BT, x=(934, 1060), y=2000, h=126, click=True)
    for i, b in enumerate(["Reading mode", "Rotation", "Crop borders", "Settings"]):
        s.el(None, b, BT, x=(40 + i * 260, 260 + i * 260), y=2180, h=126, click=True)
    if mode:
        s.el(mode, None, TV, x=(340, 740), y=1780, h=100)
    if sheet:
        s.el(None, None, VW, x=(0, 1080), y=1100, h=1300)
        s.el("Reading mode", None, TV, x=(42, 1038), y=1130, h=70)
        for i, o in enumerate(["Default", "Left to right", "Right to left", "Vertical", "Webtoon", "Continuous vertical"]):
            s.el(o, None, TV, x=(42 + (i % 3) * 340, 370 + (i % 3) * 340), y=1240 + (i // 3) * 230, h=210, click=True,
                 sel=o == "Default")
    return s


# Mihon — bad
def t21() -> dict[str, Any]:
    lib = [("Blue Lock", "", "4"), ("Chainsaw Man", "", "2"), ("Goodnight Punpun", "", ""), ("Jujutsu Kaisen", "", "1"),
           ("Kagurabachi", "3", "1"), ("Look Back", "", ""), ("One Piece", "", "3"), ("Sakamoto Days", "", "1"),
           ("Witch Hat Atelier", "", "")]
    kag = {"title": "Kagurabachi", "author": "Takeru Hokazono", "status": "Ongoing", "count": "22 chapters",
           "genres": ["Action", "Adventure", "Supernatural", "Shounen"],
           "desc": "Chihiro trained under his father to become a swordsmith. After tragedy strikes, he takes up the "
                   "enchanted blades to track down the sorcerers responsible…"}
    ch = [("22", "03/10/24", "Download chapter"), ("21", "03/03/24", "Downloaded"), ("20", "02/25/24", "Downloaded"),
          ("19", "02/18/24", "Downloaded"), ("18", "02/11/24", "Download chapter")]
    tr = Traj(mih_library("12:31", 80, lib))
    tr.go(mih_manga("12:31", 80, ch, m=kag), "click", on="Kagurabachi")
    tr.go(mih_manga("12:31", 80, ch, m=kag, sheet=set()), "click", on="Filter")
    tr.go(mih_manga("12:32", 80, ch[:1], m=kag, sheet={"Unread"}), "click", on="Unread")
    tr.go(mih_manga("12:32", 80, ch[:1], m=dict(kag, status="Completed")), "navigate_back")
    tr.go(mih_reader("12:32", 80, False), "click", on="Chapter 22")
    tr.go(mih_reader("12:33", 80, True), "click", on="Page 1")
    tr.go(mih_reader("12:33", 80, True, sheet=True), "click", on="Reading mode")
    tr.go(mih_reader("12:33", 79, True, mode="Right to left"), "click", on="Right to left")
    return dict(tid="h34-android-21", state=tr.state, turns=tr.turns, bad=True, turn=4,
                kind="publication status of the manga flips from Ongoing to Completed with no refresh")


# ---------------------------------------------------------------- 22
def syn_status(clock: str, batt: int, rows: list[tuple[str, str]]) -> Scr:
    s = syn_frame(clock, batt, "STATUS", True)
    s.el(None, None, SV, x=(0, 1080), y=420, h=1900, scroll=True)
    for k, v in rows:
        s.el(None, None, LL, x=(0, 1080), h=160 if len(v) < 40 else 210, click=True)
        s.el(k, None, TV, x=(42, 1038), y=s.y + 20, h=56)
        s.el(v, None, TV, x=(42, 1038), y=s.y + 80, h=56 if len(v) < 40 else 110)
        s.nl(160 if len(v) < 40 else 210)
    return s


# Syncthing-Fork — clean
def t22() -> dict[str, Any]:
    my_id = "R7XQ2PL-HV4KD6M-3TQWZ5B-NE2JC7U-YD6GFLA-P4MKX3R-WB7ZQ2H-CN5TUVE"

    def folders(music: str, loc: str) -> list[tuple[str, str, str, str, str]]:
        return [("Camera", "Up to Date", "/storage/emulated/0/DCIM/Camera", "812 files, 4.07 GiB", "812 files, 4.07 GiB"),
                ("Documents", "Up to Date", "/storage/emulated/0/Documents", "156 files, 203 MiB", "156 files, 203 MiB"),
                ("Music", music, "/storage/emulated/0/Music", "2,390 files, 11.4 GiB", loc)]

    def status(up: str, ram: str, down: str, upl: str) -> list[tuple[str, str]]:
        return [("Device name", "pixel-8a"), ("Device ID", my_id), ("Uptime", up), ("RAM utilization", ram),
                ("Download rate", down), ("Upload rate", upl), ("Announce server", "3/4"), ("Syncthing version", "v1.27.4")]

    tr = Traj(syn_folders("16:04", 81, folders("Syncing (34%)", "1,204 files, 3.88 GiB"), True))
    tr.go(syn_folders("16:04", 81, folders("Syncing (61%)", "1,612 files, 6.95 GiB"), True), "wait")
    tr.go(syn_status("16:05", 81, status("2h 14m", "143 MiB", "18.4 MiB/s (9.91 GiB)", "4 KiB/s (88.1 MiB)")), "click",
          on="STATUS")
    devs = [("nas-basement", "Syncing (68%)", "↓ 17.9 MiB/s (10.7 GiB)   ↑ 3 KiB/s (88.3 MiB)"),
            ("thinkpad-x1", "Disconnected", "↓ 0 B/s (0 B)   ↑ 0 B/s (0 B)")]
    tr.go(syn_devices("16:05", 82, devs, True), "click", on="DEVICES")
    tr.go(syn_folders("16:06", 82, folders("Syncing (83%)", "2,031 files, 9.46 GiB"), True), "click", on="FOLDERS")
    done = folders("Up to Date", "2,390 files, 11.4 GiB")
    tr.go(syn_folders("16:07", 82, done, True), "wait")
    m = syn_folders("16:07", 82, done, True)
    m.el(None, None, FL, x=(560, 1060), y=140, h=860, rid="popup_menu")
    for i, item in enumerate(["Web GUI", "Import and export", "Restart", "Exit", "Settings", "Support Syncthing"]):
        m.el(item, None, TV, x=(560, 1060), y=160 + i * 138, h=138, rid="android:id/title", click=True)
    tr.go(m, "click", on="More options")
    r = Scr(SYN, "16:07", 82, ("Syncthing-Fork notification: Syncthing is starting",), True)
    r.el(None, "Open navigation drawer", IB, x=(0, 147), y=136, h=147, click=True)
    r.el("Syncthing", None, TV, x=(168, 600), y=170, h=80)
    r.el(None, None, PB, x=(440, 640), y=1000, h=200, rid="loading_progress")
    r.el("Syncthing is starting…", None, TV, x=(200, 880), y=1240, h=70, rid="loading_text")
    tr.go(r, "click", on="Restart")
    tr.go(syn_folders("16:08", 83, done, True), "wait")
    tr.go(syn_status("16:08", 83, status("0m 41s", "97.2 MiB", "0 B/s (1.2 KiB)", "0 B/s (3.4 KiB)")), "click", on="STATUS")
    devs = [("nas-basement", "Up to Date", "↓ 0 B/s (1.6 KiB)   ↑ 0 B/s (3.9 KiB)"),
            ("thinkpad-x1", "Disconnected", "↓ 0 B/s (0 B)   ↑ 0 B/s (0 B)")]
    tr.go(syn_devices("16:09", 83, devs, True), "click", on="DEVICES")
    tp = "ZT5MN2C-Q8LWE3K-7HBVX4D-UJ2RY6P-MF3QA7N-S5GKT2W-EV6HC4L-XP7DQ3B"
    tr.go(syn_device_form("16:09", 83, "Edit device", tp, "thinkpad-x1", None, False, last_seen="2024-03-10 22:47:13",
                          charging=True), "click", on="thinkpad-x1")
    tr.go(syn_devices("16:10", 83, devs, True), "navigate_back")
    return dict(tid="h34-android-22", state=tr.state, turns=tr.turns)


# ---------------------------------------------------------------- rows
TRAJECTORIES = (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21,
                t22)


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for make in TRAJECTORIES:
        d = make()
        bad = bool(d.get("bad", False))
        rs.add(task="android", tid=d["tid"], system=SYSTEM, turns=d["turns"], state=d["state"], bad=bad,
               turn=d.get("turn"), kind=d.get("kind", "clean"))
    rs.write()


if __name__ == "__main__":
    main()
