# ruff: noqa: E501
"""Held-out set 52, domain android: 22 AndroidWorld trajectories (11 with exactly one contradiction, 11 clean).

Each trajectory drives one app on an emulated phone with AndroidWorld JSON actions; the starting state and
every observation are full screens, either as AndroidWorld's ``UI element N: UIElement(...)`` list or as an
indented accessibility tree (the notation is stated in that row's system prompt). Screens are built from
small element helpers so that untouched parts of a screen repeat verbatim from turn to turn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid

SYSUI = "com.android.systemui"
CLS = {
    "T": "android.widget.TextView", "B": "android.widget.Button", "I": "android.widget.ImageView",
    "IB": "android.widget.ImageButton", "ET": "android.widget.EditText", "V": "android.view.View",
    "VG": "android.view.ViewGroup", "FL": "android.widget.FrameLayout", "LL": "android.widget.LinearLayout",
    "RV": "androidx.recyclerview.widget.RecyclerView", "SW": "android.widget.Switch", "CB": "android.widget.CheckBox",
    "RB": "android.widget.RadioButton", "SB": "android.widget.SeekBar", "SV": "android.widget.ScrollView",
    "LV": "android.widget.ListView", "CT": "android.widget.CheckedTextView", "HS": "android.widget.HorizontalScrollView",
    "PB": "android.widget.ProgressBar", "WV": "android.webkit.WebView", "TL": "android.widget.TabWidget",
}

_BASE = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action, as AndroidWorld JSON (`click`, `long_press`, `input_text`, `scroll`, `swipe`, `navigate_back`, `navigate_home`, `open_app`, `keyboard_enter`, `wait`); `index` refers to an element of the current screen

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

---

# Content Requirements

Before producing the final answer, do this checklist:
1. Determine whether the action is a screen-changing action or a local-edit action.
2. If it is a screen-changing action, update the screen-level state first: screen identity, title, main heading, visible main content, and any newly loaded or removed UI elements.
3. If it is a local-edit action, preserve the full screen state and modify only the directly affected nodes, field values, focus, and any immediate dependent UI.
4. Preserve untouched subtrees verbatim whenever possible.
5. Return the unchanged screen state only if the action clearly has no visible effect, is invalid, or targets a disabled or non-interactive element.
6. Always output exactly one complete and closed <predicted_observation></predicted_observation> block.

# Format Requirements

Preserve the current screen state representation format exactly.
The predicted next screen state should follow the same representation schema, structure, and level of detail as the current screen state.
Do not rewrite the screen state into a different format or a richer internal schema.
Do not add fields, metadata, Android internals, or hidden structure unless they are explicitly present in the current screen state.
Representation mismatch is a correctness error, not a stylistic preference.

{notation}

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else."""

_NOTE = {
    "ui": ("Screen notation in this session: the AndroidWorld element list of the {device}, one line per accessibility node "
           "in traversal order, written `UI element N: UIElement(text=..., content_description=..., class_name=..., "
           "bbox_pixels=BoundingBox(...), hint_text=..., is_checked=..., is_clickable=..., is_editable=..., is_focused=..., "
           "is_scrollable=..., is_selected=..., package_name=..., resource_name=...)`, numbered from 0."),
    "tree": ("Screen notation in this session: the accessibility tree of the {device}, one node per line, indented two "
             "spaces per depth level, written `[N] Class \"text\" desc=\"content description\" #resource-id [x1,y1][x2,y2] flags` "
             "(text, desc and id only when set; flags among clickable, long-clickable, scrollable, editable, focused, "
             "selected, checked=true/false). N numbers the nodes from 0 in traversal order and is the index actions use."),
}


def system(fmt: str, device: str) -> str:
    return _BASE.replace("{notation}", _NOTE[fmt].replace("{device}", device))


def E(cls: str, text: str | None = None, desc: str | None = None, box: tuple[int, int, int, int] = (0, 0, 0, 0),
      rid: str | None = None, *, d: int = 2, click: bool = False, long: bool = False, check: bool | None = None,
      edit: bool = False, focus: bool = False, scroll: bool = False, sel: bool = False, hint: str | None = None,
      pkg: str | None = None) -> dict[str, Any]:
    return {"cls": CLS.get(cls, cls), "text": text, "desc": desc, "box": box, "rid": rid, "d": d, "click": click,
            "long": long, "check": check, "edit": edit, "focus": focus, "scroll": scroll, "sel": sel, "hint": hint,
            "pkg": pkg}


def T(text: str, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    return E("T", text, None, box, rid, **kw)


def IB(desc: str, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("click", True)
    return E("IB", None, desc, box, rid, **kw)


def BT(text: str, box: tuple[int, int, int, int], rid: str | None = None, **kw: Any) -> dict[str, Any]:
    kw.setdefault("click", True)
    return E("B", text, None, box, rid, **kw)


def sb(clock: str, batt: int, extra: tuple[str, ...] = (), pct: bool = False) -> list[dict[str, Any]]:
    """Status bar nodes (System UI): clock, notification icons, signal and battery."""
    out = [E("T", clock, None, (52, 18, 166, 80), "clock", d=0, pkg=SYSUI)]
    for i, icon in enumerate(extra):
        out.append(E("I", None, icon, (182 + 58 * i, 24, 232 + 58 * i, 74), d=0, pkg=SYSUI))
    out.append(E("I", None, "Wifi signal full.", (806, 22, 858, 76), "wifi_signal", d=0, pkg=SYSUI))
    out.append(E("I", None, "Phone signal full.", (868, 22, 918, 76), "mobile_signal", d=0, pkg=SYSUI))
    if pct:
        out.append(E("T", f"{batt}%", None, (928, 18, 1000, 80), "battery_percentage_view", d=0, pkg=SYSUI))
    out.append(E("I", None, f"Battery {batt} percent.", (1004 if pct else 958, 24, 1040, 74), "battery", d=0, pkg=SYSUI))
    return out


def nav() -> list[dict[str, Any]]:
    """Gesture-navigation handle at the bottom of the screen."""
    return [E("FL", None, None, (0, 2337, 1080, 2400), "navigation_bar_frame", d=0, pkg=SYSUI)]


def _rid(e: dict[str, Any], pkg: str) -> str | None:
    r = e["rid"]
    if r is None:
        return None
    if ":" in r:
        return r
    return f"{e['pkg'] or pkg}:id/{r}"


def _ui(e: dict[str, Any], pkg: str) -> str:
    x1, y1, x2, y2 = e["box"]
    return (f"UIElement(text={e['text']!r}, content_description={e['desc']!r}, class_name={e['cls']!r}, "
            f"bbox_pixels=BoundingBox(x_min={x1}, x_max={x2}, y_min={y1}, y_max={y2}), hint_text={e['hint']!r}, "
            f"is_checked={bool(e['check'])}, is_clickable={e['click']}, is_editable={e['edit']}, is_focused={e['focus']}, "
            f"is_scrollable={e['scroll']}, is_selected={e['sel']}, package_name={(e['pkg'] or pkg)!r}, "
            f"resource_name={_rid(e, pkg)!r})")


def _q(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _tree(e: dict[str, Any], i: int, pkg: str) -> str:
    parts = [f"[{i}]", e["cls"].rsplit(".", 1)[-1]]
    if e["text"] is not None:
        parts.append(_q(e["text"]))
    if e["desc"] is not None:
        parts.append("desc=" + _q(e["desc"]))
    if e["rid"] is not None:
        parts.append("#" + str(_rid(e, pkg)).split(":id/", 1)[-1])
    x1, y1, x2, y2 = e["box"]
    parts.append(f"[{x1},{y1}][{x2},{y2}]")
    for flag, on in (("clickable", e["click"]), ("long-clickable", e["long"]), ("scrollable", e["scroll"]),
                     ("editable", e["edit"]), ("focused", e["focus"]), ("selected", e["sel"])):
        if on:
            parts.append(flag)
    if e["check"] is not None:
        parts.append(f"checked={'true' if e['check'] else 'false'}")
    if e["hint"] is not None and not e["text"]:
        parts.append("hint=" + _q(e["hint"]))
    return "  " * e["d"] + " ".join(parts)


def render(elems: list[dict[str, Any]], pkg: str, fmt: str) -> str:
    if fmt == "ui":
        return "\n".join(f"UI element {i}: {_ui(e, pkg)}" for i, e in enumerate(elems))
    return "\n".join(_tree(e, i, pkg) for i, e in enumerate(elems))


def ix(elems: list[dict[str, Any]], key: str, nth: int = 0) -> int:
    """Index of the nth element whose text, content description or resource id equals key."""
    hits = [i for i, e in enumerate(elems) if key in (e["text"], e["desc"], e["rid"])]
    assert len(hits) > nth, (key, nth)
    return hits[nth]


def click(elems: list[dict[str, Any]], key: str, nth: int = 0) -> str:
    return droid("click", index=ix(elems, key, nth))


def lpress(elems: list[dict[str, Any]], key: str, nth: int = 0) -> str:
    return droid("long_press", index=ix(elems, key, nth))


def typ(elems: list[dict[str, Any]], key: str, text: str, nth: int = 0) -> str:
    return droid("input_text", text=text, index=ix(elems, key, nth))


BACK = droid("navigate_back")


def rows(y0: int, h: int, n: int) -> list[int]:
    return [y0 + h * i for i in range(n)]


def add(rs: RowSet, num: int, pkg: str, fmt: str, device: str, start: list[dict[str, Any]],
        steps: list[tuple[str, list[dict[str, Any]]]], *, turn: int | None = None, kind: str = "clean") -> None:
    assert 6 <= len(steps) <= 12, (num, len(steps))
    turns = [(a, render(s, pkg, fmt)) for a, s in steps]
    rs.add("android", f"h52-android-{num:02d}", system(fmt, device), turns, state=render(start, pkg, fmt),
           bad=turn is not None, turn=turn, kind=kind)


PIXEL6 = "Pixel 6 emulator (Android 13, 1080×2400 px)"
PIXEL7 = "Pixel 7 (Android 14, 1080×2400 px)"


def size_of(text: str) -> str:
    n = len(text.encode("utf-8"))
    return f"{n} B" if n < 1024 else f"{n / 1024:.1f} KB"


# 01 Markor (clean): edit a note (moves to top, new size and time), rename a file (keeps its time).
def t01(rs: RowSet) -> None:
    P = "net.gsantner.markor"
    meeting = ("# Meeting notes — 11 Jun 2024\n\nAttendees: Priya, Marco, Lena, me\n\n## Decisions\n"
               "- Move public launch to 24 Jun\n- Marco owns the release checklist\n- Pricing page stays on v2 copy until launch\n\n"
               "## Action items\n- [ ] Lena: update pricing page copy\n- [ ] Me: send revised timeline to stakeholders\n"
               "- [x] Marco: book the retro room for 25 Jun")
    added = "\n- [ ] Me: follow up with Priya re: Q3 budget"
    quick = ("Wifi at Marco's: Tortuga-5G / pw on fridge\n\nBook dentist (Dr. Haas) — after 17 Jun\n"
             "Return Zalando parcel, label in Downloads\nGift idea for Lena: Moleskine weekly planner 2025")

    def browser(clock: str, files: list[tuple[str, str]], selected: str | None = None) -> list[dict[str, Any]]:
        out = sb(clock, 81) + [E("FL", None, None, (0, 80, 1080, 2337), "action_bar_root", d=0)]
        if selected:
            out += [IB("Done", (0, 80, 147, 227), "action_mode_close_button", d=1),
                    T("1", (189, 118, 240, 189), "action_bar_title", d=1),
                    IB("Select all", (582, 91, 708, 217), "action_select_all", d=1),
                    IB("Delete", (708, 91, 834, 217), "action_delete_selected_items", d=1),
                    IB("Rename", (834, 91, 960, 217), "action_rename_selected_item", d=1),
                    IB("More options", (960, 91, 1080, 217), d=1)]
        else:
            out += [T("Notebook", (42, 104, 500, 165), "toolbar_title", d=1),
                    T("/storage/emulated/0/Documents/markor", (42, 165, 700, 206), "toolbar_subtitle", d=1),
                    IB("Search", (708, 91, 834, 217), "action_search", d=1),
                    IB("Sort by", (834, 91, 960, 217), "action_sort", d=1),
                    IB("More options", (960, 91, 1080, 217), d=1)]
        out.append(E("RV", None, None, (0, 227, 1080, 2205), "recycler_view", d=1, scroll=True))
        for y, (name, sub) in zip(rows(227, 168, len(files)), files):
            is_sel = name == selected
            out += [E("LL", None, None, (0, y, 1080, y + 168), "ui__filesystem_item__root", d=2, click=True, long=True, sel=is_sel),
                    E("I", None, "Folder" if sub.startswith("Folder") else "File", (42, y + 42, 126, y + 126), "ui__filesystem_item__image", d=3),
                    T(name, (168, y + 30, 1038, y + 88), "ui__filesystem_item__title", d=3),
                    T(sub, (168, y + 92, 1038, y + 138), "ui__filesystem_item__description", d=3)]
        if not selected:
            out.append(IB("Create a new file or folder", (870, 1995, 1038, 2163), "fab_add_new_item", d=1))
        for x, lab in zip((0, 270, 540, 810), ("Notebook", "To-Do", "QuickNote", "More")):
            out.append(E("FL", None, lab, (x, 2205, x + 270, 2337), "nav_notebook" if lab == "Notebook" else None, d=1, click=True, sel=lab == "Notebook"))
        return out + nav()

    def editor(clock: str, title: str, text: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 81) + [
            E("FL", None, None, (0, 80, 1080, 2337), "action_bar_root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T(title, (189, 118, 560, 189), "toolbar_title", d=1),
            IB("Undo", (582, 91, 708, 217), "action_undo", d=1),
            IB("Preview", (708, 91, 834, 217), "action_preview", d=1),
            IB("Search", (834, 91, 960, 217), "action_search", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("SV", None, None, (0, 227, 1080, 2190), "document__fragment__edit__content_editor__scrolling_parent", d=1, scroll=True),
            E("ET", text, None, (0, 227, 1080, 2190), "document__fragment__edit__highlighting_editor", d=2, click=True, long=True, edit=True, focus=focus),
            E("HS", None, None, (0, 2190, 1080, 2337), "document__fragment__edit__textactions_bar_scrollview", d=1, scroll=True),
            IB("Checkbox", (0, 2190, 126, 2337), d=2), IB("Header", (126, 2190, 252, 2337), d=2),
            IB("Unordered list", (252, 2190, 378, 2337), d=2), IB("Bold", (378, 2190, 504, 2337), d=2),
            IB("Italic", (504, 2190, 630, 2337), d=2), IB("Insert link", (630, 2190, 756, 2337), d=2),
            IB("Insert image", (756, 2190, 882, 2337), d=2), IB("Indent", (882, 2190, 1008, 2337), d=2),
        ] + nav()

    def rename_dialog(clock: str, value: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 81) + [
            E("FL", None, None, (63, 880, 1017, 1430), "parentPanel", d=0),
            T("Rename", (126, 943, 954, 1020), "alertTitle", d=1),
            E("ET", value, None, (126, 1060, 954, 1190), "new_name", d=1, click=True, long=True, edit=True, focus=focus, hint="Name"),
            BT("CANCEL", (560, 1270, 760, 1396), "android:id/button2", d=1),
            BT("OK", (780, 1270, 954, 1396), "android:id/button1", d=1),
        ] + nav()

    folders = [("archive", "Folder · 14 items"), ("recipes", "Folder · 6 items")]
    todo_sub = "Jun 11, 2024 21:30 · 1.4 KB"
    f0 = folders + [("QuickNote.md", f"Jun 12, 2024 08:47 · {size_of(quick)}"), ("todo.txt", todo_sub),
                    ("meeting_notes_0611.md", f"Jun 11, 2024 16:05 · {size_of(meeting)}"),
                    ("groceries.md", "Jun 09, 2024 18:22 · 402 B"), ("reading-list.md", "May 28, 2024 22:10 · 2.7 KB")]
    s0 = browser("10:02", f0)
    s1 = editor("10:02", "meeting_notes_0611", meeting, False)
    s2 = editor("10:03", "meeting_notes_0611", meeting + added, True)
    f3 = folders + [("meeting_notes_0611.md", f"Jun 12, 2024 10:04 · {size_of(meeting + added)}"),
                    ("QuickNote.md", f"Jun 12, 2024 08:47 · {size_of(quick)}"), ("todo.txt", todo_sub),
                    ("groceries.md", "Jun 09, 2024 18:22 · 402 B"), ("reading-list.md", "May 28, 2024 22:10 · 2.7 KB")]
    s3 = browser("10:04", f3)
    s4 = browser("10:04", f3, selected="todo.txt")
    s5 = rename_dialog("10:04", "todo.txt", False)
    s6 = rename_dialog("10:05", "todo_archive_2024-06.txt", True)
    f7 = [(("todo_archive_2024-06.txt", s) if n == "todo.txt" else (n, s)) for n, s in f3]
    s7 = browser("10:05", f7)
    s8 = editor("10:05", "QuickNote", quick, False)
    steps = [(click(s0, "meeting_notes_0611.md"), s1),
             (typ(s1, "document__fragment__edit__highlighting_editor", added), s2),
             (click(s2, "Navigate up"), s3),
             (lpress(s3, "todo.txt"), s4),
             (click(s4, "Rename"), s5),
             (typ(s5, "new_name", "todo_archive_2024-06.txt"), s6),
             (click(s6, "OK"), s7),
             (click(s7, "QuickNote.md"), s8)]
    add(rs, 1, P, "ui", PIXEL6, s0, steps)


# 02 Google Camera + Google Photos (bad): the photo's pixel dimensions change between two views of its details.
def t02(rs: RowSet) -> None:
    P = "com.google.android.apps.photos"
    C = "com.google.android.GoogleCamera"

    def camera(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 64) + [
            E("FL", None, None, (0, 0, 1080, 2400), "activity_root_view", d=0, pkg=C),
            IB("Open settings", (486, 96, 594, 204), "options_menu_open_button", d=1, pkg=C),
            E("V", None, "Viewfinder", (0, 227, 1080, 1667), "preview_view", d=1, click=True, long=True, pkg=C),
            T(".5", (368, 1520, 452, 1604), "zoom_ui_button_0", d=1, click=True, pkg=C),
            T("1x", (498, 1514, 582, 1610), "zoom_ui_button_1", d=1, click=True, sel=True, pkg=C),
            T("2x", (628, 1520, 712, 1604), "zoom_ui_button_2", d=1, click=True, pkg=C),
        ]
        for x, m in zip((24, 252, 446, 610, 810), ("Night Sight", "Portrait", "Photo", "Video", "Modes")):
            out.append(T(m, (x, 1730, x + 200, 1800), "mode_switcher_item", d=1, click=True, sel=m == "Photo", pkg=C))
        out += [IB("Open most recent photo", (96, 1930, 264, 2098), "thumbnail_button", d=1, pkg=C),
                IB("Take photo", (414, 1888, 666, 2140), "shutter_button", d=1, pkg=C),
                IB("Switch to front camera", (816, 1930, 984, 2098), "camera_switch_button", d=1, pkg=C)]
        return out + nav()

    def viewer(clock: str) -> list[dict[str, Any]]:
        return sb(clock, 64) + [
            E("FL", None, None, (0, 0, 1080, 2400), "photos_pager_root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Today", (168, 96, 420, 160), "title", d=1),
            T("6:32 PM", (168, 160, 420, 208), "subtitle", d=1),
            IB("Favorite", (834, 91, 960, 217), "favorite", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("I", None, "Photo taken on Jun 12, 2024 6:32:15 PM", (0, 634, 1080, 1446), "photo_view", d=1, click=True, long=True),
            IB("Share", (0, 2190, 270, 2337), "share", d=1),
            IB("Edit", (270, 2190, 540, 2337), "edit", d=1),
            IB("Lens", (540, 2190, 810, 2337), "lens", d=1),
            IB("Delete", (810, 2190, 1080, 2337), "trash", d=1),
        ] + nav()

    def details(clock: str, dims: str) -> list[dict[str, Any]]:
        return sb(clock, 64) + [
            E("FL", None, None, (0, 0, 1080, 2400), "photos_pager_root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            IB("Favorite", (834, 91, 960, 217), "favorite", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("I", None, "Photo taken on Jun 12, 2024 6:32:15 PM", (0, 227, 1080, 760), "photo_view", d=1, click=True),
            E("SV", None, None, (0, 760, 1080, 2337), "details_scroll", d=1, scroll=True),
            T("Wed, Jun 12, 2024 • 6:32 PM", (63, 800, 1017, 866), "datetime", d=2, click=True),
            E("ET", None, None, (63, 890, 1017, 1000), "caption", d=2, click=True, edit=True, hint="Add a description"),
            T("Details", (63, 1040, 1017, 1100), "details_header", d=2),
            E("I", None, "Image", (63, 1150, 147, 1234), d=2),
            T("PXL_20240612_183215431.jpg", (189, 1140, 1017, 1196), "exif_filename", d=2),
            T(f"12.5MP • {dims}", (189, 1196, 1017, 1244), "exif_resolution", d=2),
            E("I", None, "Camera", (63, 1300, 147, 1384), d=2),
            T("Google Pixel 7", (189, 1290, 1017, 1346), "exif_camera", d=2),
            T("ƒ/1.85 • 1/120 • 6.81mm • ISO54", (189, 1346, 1017, 1394), "exif_settings", d=2),
            E("I", None, "Location", (63, 1450, 147, 1534), d=2),
            T("Praça do Comércio", (189, 1440, 1017, 1496), "location_name", d=2),
            T("Lisbon, Portugal", (189, 1496, 1017, 1544), "location_subtitle", d=2),
            E("I", None, "Backup", (63, 1600, 147, 1684), d=2),
            T("Backed up (Storage saver)", (189, 1590, 1017, 1646), "backup_status", d=2),
            T("On device (3.2 MB) • /DCIM/Camera", (189, 1646, 1017, 1694), "local_path", d=2),
            BT("Add to album", (63, 1760, 380, 1870), "add_to_album", d=2),
            BT("Use as", (400, 1760, 620, 1870), "use_as", d=2),
            BT("Archive", (640, 1760, 880, 1870), "archive", d=2),
        ] + nav()

    def editor(clock: str, tab: str, aspects: bool = False, square: bool = False, discard: bool = False) -> list[dict[str, Any]]:
        if discard:
            return sb(clock, 64) + [
                E("FL", None, None, (84, 960, 996, 1420), "parentPanel", d=0),
                T("Discard changes?", (147, 1020, 933, 1100), "alertTitle", d=1),
                T("Your edits to this photo won't be saved", (147, 1120, 933, 1220), "android:id/message", d=1),
                BT("Keep editing", (420, 1280, 700, 1390), "android:id/button2", d=1),
                BT("Discard", (720, 1280, 933, 1390), "android:id/button1", d=1),
            ] + nav()
        out = sb(clock, 64) + [
            E("FL", None, None, (0, 0, 1080, 2400), "editor_root", d=0),
            BT("Cancel", (21, 96, 250, 208), "cancel_button", d=1),
        ]
        if square:
            out.append(BT("Save copy", (780, 96, 1059, 208), "save_button", d=1))
        crop_box = (150, 560, 930, 1340) if square else (84, 520, 996, 1380)
        out.append(E("I", None, "Photo", crop_box, "photo_editor_preview", d=1, click=tab == "Crop"))
        if tab == "Suggestions":
            for x, s in zip((42, 300, 558, 816), ("Enhance", "Dynamic", "Warm", "Cool")):
                out.append(BT(s, (x, 1700, x + 222, 1922), "suggestion_chip", d=1))
        else:
            out += [IB("Aspect ratio", (63, 1500, 189, 1626), "aspect_ratio", d=1, sel=aspects),
                    IB("Rotate", (231, 1500, 357, 1626), "rotate", d=1),
                    IB("Flip", (399, 1500, 525, 1626), "flip", d=1),
                    BT("Auto", (567, 1500, 777, 1626), "auto_crop", d=1)]
            if square:
                out.append(BT("Reset", (819, 1500, 1017, 1626), "reset", d=1))
            if aspects:
                for i, a in enumerate(("Free", "Original", "Square", "16:9", "4:3", "3:2", "5:4", "7:5")):
                    x = 42 + 130 * i
                    out.append(T(a, (x, 1680, x + 126, 1780), "aspect_ratio_option", d=1, click=True))
            else:
                out.append(E("SB", "0°", "Straighten", (63, 1720, 1017, 1840), "straighten_slider", d=1, scroll=True))
        for x, t in zip((0, 180, 360, 540, 720, 900), ("Suggestions", "Crop", "Tools", "Adjust", "Filters", "Markup")):
            out.append(T(t, (x, 2060, x + 180, 2180), "editor_tab", d=1, click=True, sel=t == tab))
        return out + nav()

    good, bad = "4080 × 3072", "4080 × 3060"
    s0 = camera("6:32")
    s1 = camera("6:32")
    s2 = viewer("6:32")
    s3 = details("6:32", good)
    s4 = viewer("6:33")
    s5 = editor("6:33", "Suggestions")
    s6 = editor("6:33", "Crop")
    s7 = editor("6:33", "Crop", aspects=True)
    s8 = editor("6:34", "Crop", square=True)
    s9 = editor("6:34", "Crop", discard=True)
    s10 = viewer("6:34")
    s11 = details("6:34", bad)
    s12 = viewer("6:35")
    steps = [(click(s0, "Take photo"), s1), (click(s1, "Open most recent photo"), s2), (droid("swipe", direction="up"), s3),
             (BACK, s4), (click(s4, "Edit"), s5), (click(s5, "Crop"), s6), (click(s6, "Aspect ratio"), s7),
             (click(s7, "Square"), s8), (click(s8, "Cancel"), s9), (click(s9, "Discard"), s10),
             (droid("swipe", direction="up"), s11), (BACK, s12)]
    add(rs, 2, P, "ui", PIXEL7, s0, steps, turn=11,
        kind="the photo's details show 4080 × 3060 after showing 4080 × 3072 for the same unedited PXL_20240612_183215431.jpg (the square crop was discarded)")


# 03 Google Meet (bad): the meeting code shown in the joining-info dialog changes one letter after Share + Back.
def t03(rs: RowSet) -> None:
    P = "com.google.android.apps.tachyon"
    IR = "com.android.intentresolver"

    def home(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 57, ("Gmail notification: 3 new messages",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            T("Meet", (42, 110, 400, 196), "toolbar_title", d=1),
            IB("Account and settings: Dana Whitfield, dana.whitfield@gmail.com", (933, 101, 1059, 205), "og_apd_internal_image_view", d=1),
            E("I", None, "Get a link you can share", (240, 300, 840, 780), "hero_image", d=1),
            T("Video calls and meetings for everyone", (84, 820, 996, 900), "hero_title", d=1),
            BT("New meeting", (84, 960, 528, 1086), "new_meeting_button", d=1),
            BT("Join with a code", (552, 960, 996, 1086), "join_with_code_button", d=1),
            T("Upcoming", (42, 1160, 600, 1224), "upcoming_header", d=1),
            E("RV", None, None, (0, 1240, 1080, 1900), "upcoming_list", d=1, scroll=True),
        ]
        for y, (t, when) in zip(rows(1240, 200, 3), (("Weekly design sync", "Today · 3:00 – 3:30 PM"),
                                                     ("1:1 with Marcus", "Today · 4:30 – 5:00 PM"),
                                                     ("Vendor demo: Loopwell", "Tomorrow · 10:00 – 10:45 AM"))):
            out += [E("LL", None, None, (0, y, 1080, y + 200), "upcoming_item", d=2, click=True),
                    T(t, (147, y + 40, 900, y + 100), "event_title", d=3),
                    T(when, (147, y + 104, 900, y + 156), "event_time", d=3),
                    BT("Join", (900, y + 50, 1038, y + 150), "event_join_button", d=3)]
        return out + nav()

    def sheet(clock: str) -> list[dict[str, Any]]:
        return home(clock)[:-1] + [
            E("FL", None, None, (0, 1740, 1080, 2337), "design_bottom_sheet", d=0),
            E("LL", None, None, (0, 1790, 1080, 1960), "get_link_option", d=1, click=True),
            T("Get a meeting link to share", (168, 1845, 1000, 1905), d=2),
            E("LL", None, None, (0, 1960, 1080, 2130), "instant_meeting_option", d=1, click=True),
            T("Start an instant meeting", (168, 2015, 1000, 2075), d=2),
            E("LL", None, None, (0, 2130, 1080, 2300), "schedule_option", d=1, click=True),
            T("Schedule in Google Calendar", (168, 2185, 1000, 2245), d=2),
        ] + nav()

    def info(clock: str, code: str, copied: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 57, ("Gmail notification: 3 new messages",)) + [
            E("FL", None, None, (63, 760, 1017, 1640), "parentPanel", d=0),
            T("Here's your joining info", (126, 820, 954, 900), "alertTitle", d=1),
            T("Send this to people you want to meet with. Be sure to save it so you can use it later, too.", (126, 930, 954, 1090), "meeting_info_description", d=1),
            E("LL", None, None, (126, 1130, 954, 1260), "meeting_link_container", d=1),
            T(f"meet.google.com/{code}", (168, 1160, 800, 1230), "meeting_link", d=2),
            IB("Copy joining info", (810, 1135, 936, 1255), "copy_link_button", d=2),
            BT("Share", (126, 1320, 500, 1440), "share_button", d=1),
            BT("Dismiss", (700, 1500, 954, 1600), "android:id/button1", d=1),
        ]
        if copied:
            out += [E("FL", None, None, (42, 1900, 560, 2240), "clipboard_ui", d=0, pkg=SYSUI),
                    T(f"meet.google.com/{code}", (84, 1940, 518, 2110), "text_preview", d=1, pkg=SYSUI),
                    IB("Share copied text", (84, 2130, 200, 2220), "share_chip", d=1, pkg=SYSUI),
                    IB("Dismiss", (440, 2130, 518, 2220), "dismiss_button", d=1, pkg=SYSUI)]
        return out + nav()

    def share(clock: str, code: str) -> list[dict[str, Any]]:
        out = sb(clock, 57, ("Gmail notification: 3 new messages",)) + [
            E("FL", None, None, (0, 980, 1080, 2337), "chooser_frame", d=0, pkg=IR),
            T("Sharing text", (63, 1020, 1017, 1080), "headline", d=1, pkg=IR),
            T(f"Join my Google Meet video meeting: https://meet.google.com/{code}", (63, 1100, 1017, 1230), "content_preview_text", d=1, pkg=IR),
            IB("Copy", (924, 1110, 1017, 1210), "copy", d=1, pkg=IR),
        ]
        for x, who in zip((21, 285, 549, 813), ("Marcus Lee", "Priya Nair", "Design team", "Mom")):
            out.append(E("LL", None, who, (x, 1280, x + 246, 1520), "chooser_target", d=1, click=True, long=True, pkg=IR))
        for x, app in zip((21, 285, 549, 813), ("Messages", "Gmail", "WhatsApp", "Quick Share")):
            out.append(E("LL", None, app, (x, 1560, x + 246, 1800), "chooser_target", d=1, click=True, long=True, pkg=IR))
        out.append(BT("Edit", (63, 1880, 300, 1990), "chooser_action_row", d=1, pkg=IR))
        return out + nav()

    def join(clock: str, code: str | None) -> list[dict[str, Any]]:
        return sb(clock, 57, ("Gmail notification: 3 new messages",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Join with a code", (189, 118, 800, 189), "toolbar_title", d=1),
            BT("Join", (840, 101, 1038, 207), "join_button", d=1, click=code is not None),
            T("Enter the code provided by the meeting organizer", (63, 300, 1017, 370), "join_description", d=1),
            E("ET", code, None, (63, 410, 1017, 540), "meeting_code_entry", d=1, click=True, edit=True, focus=True, hint="Example: abc-mnop-xyz"),
        ] + nav()

    code, wrong = "kfx-mwqb-ten", "kfx-mwqd-ten"
    s0 = home("2:41")
    s1 = sheet("2:41")
    s2 = info("2:41", code)
    s3 = info("2:41", code, copied=True)
    s4 = share("2:42", code)
    s5 = info("2:42", wrong)
    s6 = home("2:42")
    s7 = join("2:43", None)
    s8 = join("2:43", "pqm-zrtd-hwx")
    steps = [(click(s0, "New meeting"), s1), (click(s1, "Get a meeting link to share"), s2),
             (click(s2, "Copy joining info"), s3), (click(s3, "Share"), s4), (BACK, s5), (click(s5, "Dismiss"), s6),
             (click(s6, "Join with a code"), s7), (typ(s7, "meeting_code_entry", "pqm-zrtd-hwx"), s8)]
    add(rs, 3, P, "ui", PIXEL7, s0, steps, turn=5,
        kind="after backing out of the share sheet the joining-info dialog shows meet.google.com/kfx-mwqd-ten instead of the kfx-mwqb-ten link it created")


def hms(sec: int) -> str:
    h, rem = divmod(sec, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


# 04 AntennaPod (clean): playback position and time left tick, an episode leaves the queue, a refresh adds one.
def t04(rs: RowSet) -> None:
    P = "de.danoeh.antennapod"
    ep = {
        "fro": ("Froebel's Gifts", "99% Invisible", "Jun 4", 2530),
        "hf1": ("Apple's AI Moment", "Hard Fork", "Jun 7", 4112),
        "rad": ("The Flag and the Fury", "Radiolab", "Jun 7", 3247),
        "pm": ("The price of eggs is finally falling", "Planet Money", "Jun 5", 1421),
        "svs": ("Ozempic: What Happens After", "Science Vs", "Jun 6", 2358),
        "dec": ("Scott Galloway on the AI bubble", "Decoder with Nilay Patel", "Jun 11", 3082),
        "thr": ("Oil on the Water", "Throughline", "Jun 12", 2945),
        "hf2": ("Is the iPhone Getting Boring?", "Hard Fork", "Jun 13", 3734),
    }

    def shell(clock: str, title: str, pos: int, tab: str, playing: bool = True) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        head = sb(clock, 88, ("AntennaPod: Froebel's Gifts playing",) if playing else ()) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_view", d=0),
            T(title, (42, 110, 600, 196), "toolbar_title", d=1),
            IB("Refresh", (708, 91, 834, 217), "refresh_item", d=1),
            IB("Search", (834, 91, 960, 217), "action_search", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
        ]
        t, pod, _, dur = ep["fro"]
        tail = [E("FL", None, None, (0, 1920, 1080, 2070), "audioplayerFragment", d=1, click=True),
                E("I", None, f"{pod} cover", (21, 1935, 141, 2055), "imgvCover", d=2),
                T(t, (168, 1940, 860, 1995), "txtvTitle", d=2),
                T(f"{hms(pos)} / {hms(dur)}", (168, 1995, 860, 2045), "txtvPosition", d=2),
                IB("Pause" if playing else "Play", (900, 1935, 1020, 2055), "butPlay", d=2),
                E("PB", None, None, (0, 2066, 1080, 2070), "episodeProgress", d=2)]
        for x, lab in zip((0, 216, 432, 648, 864), ("Home", "Queue", "Inbox", "Episodes", "Subscriptions")):
            tail.append(E("FL", None, lab, (x, 2190, x + 216, 2337), "bottom_navigation_item", d=1, click=True, sel=lab == tab))
        return head, tail + nav()

    def item(y: int, key: str, pos: int | None, queue: bool) -> list[dict[str, Any]]:
        t, pod, date, dur = ep[key]
        out = [E("FL", None, None, (0, y, 1080, y + 200), "container", d=2, click=True, long=True)]
        if queue:
            out.append(E("I", None, "Drag to reorder", (0, y + 60, 63, y + 140), "drag_handle", d=3))
        out += [E("I", None, f"{pod} cover", (84, y + 30, 224, y + 170), "imgvCover", d=3),
                T(t, (252, y + 24, 880, y + 84), "txtvTitle", d=3),
                T(f"{pod} · {date}", (252, y + 88, 880, y + 132), "txtvPodcast", d=3),
                T(f"{hms(pos)} / {hms(dur)}" if pos is not None else hms(dur), (252, y + 136, 880, y + 180), "txtvDuration", d=3),
                IB("Pause" if pos is not None else "Play", (912, y + 40, 1038, y + 160), "secondaryActionButton", d=3)]
        return out

    def queue(clock: str, keys: list[str], pos: int, menu: bool = False, snack: bool = False, playing: bool = True) -> list[dict[str, Any]]:
        head, tail = shell(clock, "Queue", pos, "Queue", playing)
        left = sum(ep[k][3] for k in keys) - pos
        out = head + [T(f"{len(keys)} episodes · {hms(left)} left", (42, 227, 1038, 290), "info_bar", d=1),
                      E("RV", None, None, (0, 300, 1080, 1920), "recyclerView", d=1, scroll=True)]
        for y, k in zip(rows(300, 200, len(keys)), keys):
            out += item(y, k, pos if k == "fro" and playing else None, True)
        if snack:
            out += [E("FL", None, None, (32, 1760, 1048, 1900), "snackbar_layout", d=1),
                    T("Removed from queue", (74, 1800, 760, 1860), "snackbar_text", d=2),
                    BT("UNDO", (800, 1790, 1006, 1870), "snackbar_action", d=2)]
        out += tail
        if menu:
            out = out[:-1] + [E("LV", None, None, (420, 980, 1060, 1700), "select_dialog_listview", d=0, scroll=True)]
            for y, lab in zip(rows(980, 120, 6), ("Play", "Mark as played", "Remove from queue", "Move to top", "Move to bottom", "Add to favorites")):
                out.append(T(lab, (420, y, 1060, y + 120), "title", d=1, click=True))
            out += nav()
        return out

    def inbox(clock: str, keys: list[str], pos: int, menu: bool = False) -> list[dict[str, Any]]:
        head, tail = shell(clock, "Inbox", pos, "Inbox")
        out = head + [T(f"{len(keys)} episodes", (42, 227, 1038, 290), "info_bar", d=1),
                      E("RV", None, None, (0, 300, 1080, 1920), "recyclerView", d=1, scroll=True)]
        for y, k in zip(rows(300, 200, len(keys)), keys):
            out += item(y, k, None, False)
        out += tail
        if menu:
            out = out[:-1] + [E("LV", None, None, (420, 400, 1060, 1000), "select_dialog_listview", d=0, scroll=True)]
            for y, lab in zip(rows(400, 120, 5), ("Add to queue", "Mark as played", "Remove from inbox", "Download", "Share…")):
                out.append(T(lab, (420, y, 1060, y + 120), "title", d=1, click=True))
            out += nav()
        return out

    q0 = ["fro", "hf1", "rad", "pm", "svs"]
    q1 = ["fro", "hf1", "rad", "svs"]
    s0 = queue("7:48", q0, 0, playing=False)
    s1 = queue("7:48", q0, 3)
    s2 = queue("7:48", q0, 11)
    s3 = queue("7:48", q0, 17, menu=True)
    s4 = queue("7:48", q1, 22, snack=True)
    s5 = inbox("7:48", ["thr", "dec"], 28)
    s6 = inbox("7:49", ["hf2", "thr", "dec"], 35)
    s7 = inbox("7:49", ["hf2", "thr", "dec"], 41, menu=True)
    s8 = inbox("7:49", ["thr", "dec"], 47)
    s9 = queue("7:49", q1 + ["hf2"], 53)
    steps = [(droid("click", index=ix(s0, "Play")), s1), (droid("wait"), s2),
             (lpress(s2, "The price of eggs is finally falling"), s3), (click(s3, "Remove from queue"), s4),
             (click(s4, "Inbox"), s5), (click(s5, "Refresh"), s6), (lpress(s6, "Is the iPhone Getting Boring?"), s7),
             (click(s7, "Add to queue"), s8), (click(s8, "Queue"), s9)]
    add(rs, 4, P, "ui", PIXEL6, s0, steps)


# 05 Organic Maps (bad): a bookmark deleted from a list is back in that list when the list is reopened.
def t05(rs: RowSet) -> None:
    P = "app.organicmaps"
    lisbon = [("Miradouro da Senhora do Monte", "0.9 km • Viewpoint"), ("Time Out Market", "1.4 km • Food court"),
              ("Pastéis de Belém", "6.1 km • Bakery"), ("LX Factory", "4.3 km • Shopping centre"),
              ("Oceanário de Lisboa", "7.8 km • Aquarium")]
    places = [("Hotel Avenida Palace", "0.2 km • Hotel"), ("Farmácia Estácio", "0.3 km • Pharmacy"),
              ("Castelo de São Jorge", "0.8 km • Castle"), ("Praça do Comércio", "1.0 km • Square"),
              ("A Cevicheria", "1.5 km • Restaurant"), ("Palácio Nacional da Pena", "23.6 km • Palace"),
              ("Cascais", "24.9 km • Railway station")]

    def map_screen(clock: str) -> list[dict[str, Any]]:
        return sb(clock, 73, ("Location active",)) + [
            E("FL", None, None, (0, 0, 1080, 2400), "map_fragment_container", d=0),
            E("V", None, "Map", (0, 0, 1080, 2400), "map", d=1, click=True, long=True),
            IB("Zoom in", (945, 1000, 1059, 1114), "nav_zoom_in", d=1),
            IB("Zoom out", (945, 1135, 1059, 1249), "nav_zoom_out", d=1),
            IB("My position", (945, 1420, 1059, 1534), "my_position", d=1),
            IB("Search", (0, 2190, 270, 2337), "search", d=1),
            IB("Route", (270, 2190, 540, 2337), "route", d=1),
            IB("Bookmarks and tracks", (540, 2190, 810, 2337), "bookmarks", d=1),
            IB("Menu", (810, 2190, 1080, 2337), "menu", d=1),
        ] + nav()

    def cats(clock: str, lisbon_count: int) -> list[dict[str, Any]]:
        out = sb(clock, 73, ("Location active",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "fragment_container", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Bookmarks and tracks", (189, 118, 900, 189), "toolbar_title", d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "recycler", d=1, scroll=True),
            T("Lists", (42, 250, 600, 310), "text_message", d=2),
            BT("Hide all", (800, 240, 1038, 320), "show_all", d=2),
        ]
        for y, (name, sub) in zip(rows(330, 180, 3), (("My places", "7 bookmarks"),
                                                     ("Lisbon trip 2024", f"{lisbon_count} bookmarks • 1 track"),
                                                     ("Porto weekend", "3 bookmarks"))):
            out += [E("LL", None, None, (0, y, 1080, y + 180), "category_item", d=2, click=True, long=True),
                    E("CB", None, "Show on the map", (21, y + 48, 105, y + 132), "checkbox", d=3, click=True, check=True),
                    T(name, (147, y + 30, 900, y + 90), "name", d=3),
                    T(sub, (147, y + 94, 900, y + 144), "size", d=3),
                    IB("More", (933, y + 30, 1059, y + 150), "more", d=3)]
        out += [E("LL", None, None, (0, 880, 1080, 1020), "create_new_list", d=2, click=True),
                T("Create a new list", (147, 920, 900, 980), d=3),
                E("LL", None, None, (0, 1020, 1080, 1160), "import_list", d=2, click=True),
                T("Import bookmarks and tracks", (147, 1060, 900, 1120), d=3)]
        return out + nav()

    def blist(clock: str, title: str, marks: list[tuple[str, str]], track: bool, menu: str | None = None) -> list[dict[str, Any]]:
        out = sb(clock, 73, ("Location active",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "fragment_container", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T(title, (189, 118, 700, 189), "toolbar_title", d=1),
            IB("Search", (708, 91, 834, 217), "bookmarks_search", d=1),
            IB("Sort", (834, 91, 960, 217), "sort", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "recycler", d=1, scroll=True),
        ]
        y = 227
        if track:
            out += [T("Tracks", (42, y + 20, 600, y + 80), "text", d=2),
                    E("LL", None, None, (0, y + 100, 1080, y + 260), "track_item", d=2, click=True, long=True),
                    E("I", None, "Track", (42, y + 140, 126, y + 224), "icon", d=3),
                    T("Belém walk", (168, y + 120, 900, y + 180), "name", d=3),
                    T("6.4 km", (168, y + 184, 900, y + 234), "distance", d=3)]
            y += 260
        out.append(T("Bookmarks", (42, y + 20, 600, y + 80), "text", d=2))
        for yy, (name, sub) in zip(rows(y + 100, 160, len(marks)), marks):
            out += [E("LL", None, None, (0, yy, 1080, yy + 160), "bookmark_item", d=2, click=True, long=True),
                    E("I", None, "Bookmark", (42, yy + 38, 126, yy + 122), "icon", d=3),
                    T(name, (168, yy + 24, 1000, yy + 84), "title", d=3),
                    T(sub, (168, yy + 88, 1000, yy + 138), "distance", d=3)]
        if menu:
            out += [E("FL", None, None, (0, 1660, 1080, 2337), "design_bottom_sheet", d=0),
                    T(menu, (63, 1700, 1017, 1770), "tv__title", d=1)]
            for yy, lab in zip(rows(1790, 130, 4), ("Show on the map", "Share", "Edit", "Delete")):
                out += [E("LL", None, None, (0, yy, 1080, yy + 130), "menu_item", d=1, click=True),
                        T(lab, (147, yy + 35, 1000, yy + 95), "tv__menu_title", d=2)]
        return out + nav()

    def track(clock: str) -> list[dict[str, Any]]:
        return sb(clock, 72, ("Location active",)) + [
            E("FL", None, None, (0, 0, 1080, 2400), "map_fragment_container", d=0),
            E("V", None, "Map", (0, 0, 1080, 1300), "map", d=1, click=True, long=True),
            E("FL", None, None, (0, 1300, 1080, 2337), "placepage", d=1, scroll=True),
            T("Belém walk", (63, 1340, 1017, 1420), "toolbar_title", d=2),
            T("Lisbon trip 2024", (63, 1420, 1017, 1470), "tv__category", d=2),
            T("Length", (63, 1520, 500, 1570), d=2), T("6.4 km", (560, 1520, 1017, 1570), d=2),
            T("Duration", (63, 1590, 500, 1640), d=2), T("1:48:20", (560, 1590, 1017, 1640), d=2),
            T("Ascent", (63, 1660, 500, 1710), d=2), T("118 m", (560, 1660, 1017, 1710), d=2),
            T("Descent", (63, 1730, 500, 1780), d=2), T("131 m", (560, 1730, 1017, 1780), d=2),
            T("Recorded", (63, 1800, 500, 1850), d=2), T("May 30, 2024, 10:14", (560, 1800, 1017, 1850), d=2),
            E("V", None, "Elevation profile", (63, 1880, 1017, 2140), "elevation_profile", d=2, click=True),
            IB("Share", (63, 2180, 300, 2320), "share", d=2),
            IB("Edit", (420, 2180, 660, 2320), "edit", d=2),
            IB("Delete", (780, 2180, 1017, 2320), "delete", d=2),
        ] + nav()

    kept = [m for m in lisbon if m[0] != "LX Factory"]
    s0 = map_screen("11:20")
    s1 = cats("11:20", 5)
    s2 = blist("11:20", "Lisbon trip 2024", lisbon, True)
    s3 = blist("11:21", "Lisbon trip 2024", lisbon, True, menu="LX Factory")
    s4 = blist("11:21", "Lisbon trip 2024", kept, True)
    s5 = cats("11:21", 4)
    s6 = blist("11:21", "My places", places, False)
    s7 = cats("11:22", 4)
    s8 = blist("11:22", "Lisbon trip 2024", lisbon, True)
    s9 = track("11:22")
    steps = [(click(s0, "Bookmarks and tracks"), s1), (click(s1, "Lisbon trip 2024"), s2), (lpress(s2, "LX Factory"), s3),
             (click(s3, "Delete"), s4), (BACK, s5), (click(s5, "My places"), s6), (BACK, s7),
             (click(s7, "Lisbon trip 2024"), s8), (click(s8, "Belém walk"), s9)]
    add(rs, 5, P, "ui", PIXEL6, s0, steps, turn=8,
        kind="the deleted bookmark LX Factory is listed again in Lisbon trip 2024, which the list screen had just counted as 4 bookmarks")


# 06 Pixel Watch companion (clean, tree): the watch face is changed, both batteries drain, a setting is toggled.
def t06(rs: RowSet) -> None:
    P = "com.google.android.apps.wear.companion"
    faces_on = ["Active", "Concentric", "Analog Arcs"]

    def home(clock: str, phone: int, watch: int, face: str, synced: str) -> list[dict[str, Any]]:
        out = sb(clock, phone) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            E("SV", None, None, (0, 80, 1080, 2337), "home_scroll", d=1, scroll=True),
            E("I", None, f"Watch face preview: {face}", (330, 140, 750, 560), "watch_face_preview", d=2),
            T("Pixel Watch 2", (63, 600, 1017, 680), "device_name", d=2),
            T("Connected", (63, 690, 500, 740), "connection_status", d=2),
            T(f"Watch battery {watch}%", (520, 690, 1017, 740), "battery_level", d=2),
            T(f"Last synced {synced}", (63, 750, 1017, 800), "sync_status", d=2),
        ]
        items = [("Watch faces", face), ("Tiles", "6 tiles"), ("Notifications", "Manage which apps send notifications"),
                 ("Apps", "23 apps installed"), ("Watch preferences", "Display, gestures, sounds"),
                 ("Safety & emergency", "Fall detection on"), ("Device details", "Wear OS 4.0 • Build AP2A.240605.024")]
        for y, (t, sub) in zip(rows(850, 170, len(items)), items):
            out += [E("LL", None, None, (0, y, 1080, y + 170), "settings_item", d=2, click=True),
                    T(t, (147, y + 30, 1017, y + 90), "title", d=3),
                    T(sub, (147, y + 94, 1017, y + 140), "summary", d=3)]
        return out + nav()

    def faces(clock: str, phone: int, current: str) -> list[dict[str, Any]]:
        out = sb(clock, phone) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Watch faces", (189, 118, 900, 189), "toolbar_title", d=1),
            T(f"Current: {current}", (63, 250, 1017, 310), "current_face", d=1),
            T("On your watch", (63, 350, 1017, 410), "section_title", d=1),
            E("RV", None, None, (0, 430, 1080, 900), "on_watch_carousel", d=1, scroll=True),
        ]
        for x, f in zip((21, 376, 731), faces_on):
            out += [E("LL", None, f, (x, 430, x + 328, 900), "face_card", d=2, click=True, sel=f == current),
                    T(f, (x, 830, x + 328, 890), "face_name", d=3)]
        out += [T("Add more", (63, 960, 1017, 1020), "section_title", d=1),
                E("RV", None, None, (0, 1040, 1080, 2337), "catalog_grid", d=1, scroll=True)]
        for i, f in enumerate(("Adventure", "Accent", "Bold", "Utility", "Arcs", "Digital")):
            x, y = 21 + 355 * (i % 3), 1040 + 470 * (i // 3)
            out += [E("LL", None, f, (x, y, x + 328, y + 450), "face_card", d=2, click=True), T(f, (x, y + 390, x + 328, y + 440), "face_name", d=3)]
        return out + nav()

    def detail(clock: str, phone: int, applied: bool) -> list[dict[str, Any]]:
        out = sb(clock, phone) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Concentric", (189, 118, 900, 189), "toolbar_title", d=1),
            E("I", None, "Watch face preview: Concentric", (290, 260, 790, 760), "face_preview", d=1),
            T("Color", (63, 820, 600, 880), d=1), T("Peach", (600, 820, 1017, 880), "color_value", d=1, click=True),
            T("Style", (63, 920, 600, 980), d=1), T("Full dial", (600, 920, 1017, 980), "style_value", d=1, click=True),
            T("Complications", (63, 1020, 600, 1080), d=1), T("Steps, Heart rate, Weather, Date", (600, 1020, 1017, 1130), "complications_value", d=1, click=True),
        ]
        if applied:
            out += [BT("Current watch face", (63, 2050, 1017, 2170), "apply_button", d=1, click=False),
                    E("FL", None, None, (32, 1880, 1048, 2010), "snackbar_layout", d=1),
                    T("Watch face updated", (74, 1915, 1006, 1975), "snackbar_text", d=2)]
        else:
            out.append(BT("Apply", (63, 2050, 1017, 2170), "apply_button", d=1))
        return out + nav()

    def notif(clock: str, mute: bool) -> list[dict[str, Any]]:
        out = sb(clock, 57) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Notifications", (189, 118, 900, 189), "toolbar_title", d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True),
            E("LL", None, None, (0, 240, 1080, 420), "pref_item", d=2, click=True),
            T("Mute phone notifications while wearing watch", (63, 270, 880, 340), "title", d=3),
            T("Your phone stays silent when the watch is on your wrist and unlocked", (63, 340, 880, 400), "summary", d=3),
            E("SW", None, None, (900, 290, 1038, 370), "switchWidget", d=3, click=True, check=mute),
            T("Notifications from phone apps", (63, 470, 1017, 530), "category_title", d=2),
        ]
        for y, (app, on) in zip(rows(550, 140, 6), (("Calendar", True), ("Gmail", True), ("Messages", True),
                                                   ("Slack", False), ("WhatsApp", True), ("YouTube", False))):
            out += [E("LL", None, None, (0, y, 1080, y + 140), "pref_item", d=2, click=True),
                    T(app, (147, y + 40, 880, y + 100), "title", d=3),
                    E("SW", None, None, (900, y + 30, 1038, y + 110), "switchWidget", d=3, click=True, check=on)]
        return out + nav()

    s0 = home("9:10", 58, 64, "Active", "2 min ago")
    s1 = faces("9:10", 58, "Active")
    s2 = detail("9:10", 58, False)
    s3 = detail("9:11", 58, True)
    s4 = faces("9:11", 58, "Concentric")
    s5 = home("9:11", 57, 63, "Concentric", "just now")
    s6 = notif("9:12", False)
    s7 = notif("9:12", True)
    steps = [(click(s0, "Watch faces"), s1), (click(s1, "Concentric"), s2), (click(s2, "Apply"), s3), (BACK, s4),
             (BACK, s5), (click(s5, "Notifications"), s6),
             (droid("click", index=ix(s6, "switchWidget")), s7)]
    add(rs, 6, P, "tree", PIXEL7, s0, steps)


# 07 ChargePoint (clean, tree): a DC fast-charging session whose counters climb, then stops; port statuses change.
def t07(rs: RowSet) -> None:
    P = "com.coulombtech"
    name = "WHOLE FOODS / DC FAST 2"

    def home(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 46) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_content", d=0),
            E("ET", None, None, (42, 110, 900, 210), "search_box", d=1, click=True, edit=True, hint="Search location"),
            IB("Filters", (933, 110, 1038, 210), "filters_button", d=1),
            E("V", None, "Map", (0, 230, 1080, 1250), "map_view", d=1, click=True, long=True),
            E("RV", None, None, (0, 1250, 1080, 2190), "station_list", d=1, scroll=True),
        ]
        for y, (n, sub) in zip(rows(1260, 300, 3), ((name, "0.8 mi · 1/2 available · $0.35/kWh"),
                                                    ("VALLEY FAIR / LEVEL 2 STN 7", "1.4 mi · 3/6 available · $0.25/kWh"),
                                                    ("SANTA CLARA LIBRARY / LIB 1", "2.1 mi · 0/2 available · Free"))):
            out += [E("LL", None, None, (21, y, 1059, y + 280), "station_card", d=2, click=True),
                    T(n, (63, y + 40, 1017, y + 110), "station_name", d=3),
                    T(sub, (63, y + 120, 1017, y + 180), "station_summary", d=3)]
        for x, lab in zip((0, 270, 540, 810), ("Map", "Activity", "Wallet", "Account")):
            out.append(E("FL", None, lab, (x, 2190, x + 270, 2337), "bottom_nav_item", d=1, click=True, sel=lab == "Map"))
        return out + nav()

    def station(clock: str, batt: int, p1: str, p2: str) -> list[dict[str, Any]]:
        avail = sum(s == "Available" for s in (p1, p2))
        return sb(clock, batt) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_content", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T(name, (189, 118, 900, 189), "toolbar_title", d=1),
            IB("Favorite", (933, 91, 1059, 217), "favorite_button", d=1),
            E("SV", None, None, (0, 227, 1080, 2190), "station_scroll", d=1, scroll=True),
            T("4001 Stevens Creek Blvd, Santa Clara, CA 95051", (63, 260, 1017, 320), "station_address", d=2),
            T(f"0.8 mi · {avail} of 2 ports available", (63, 330, 1017, 390), "station_availability", d=2),
            T("Ports", (63, 450, 1017, 510), "section_title", d=2),
            E("LL", None, None, (21, 530, 1059, 700), "port_row", d=2),
            T("Port 1 · CCS1 · up to 62.5 kW", (63, 560, 760, 620), "port_name", d=3),
            T(p1, (780, 560, 1017, 620), "port_status", d=3),
            E("LL", None, None, (21, 710, 1059, 880), "port_row", d=2),
            T("Port 2 · CHAdeMO · up to 62.5 kW", (63, 740, 760, 800), "port_name", d=3),
            T(p2, (780, 740, 1017, 800), "port_status", d=3),
            T("Pricing", (63, 940, 1017, 1000), "section_title", d=2),
            T("$0.35/kWh", (63, 1020, 1017, 1080), "price_energy", d=2),
            T("$1.00/hr after the first 2 hours", (63, 1090, 1017, 1150), "price_time", d=2),
            T("Station ID 1:263881 · Host: Whole Foods Market", (63, 1210, 1017, 1270), "station_id", d=2),
            BT("Directions", (63, 1960, 520, 2090), "directions_button", d=1),
            BT("Start charging", (560, 1960, 1017, 2090), "start_button", d=1),
        ] + nav()

    def ports(clock: str) -> list[dict[str, Any]]:
        return sb(clock, 46) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_content", d=0),
            IB("Close", (0, 80, 147, 227), d=1),
            T("Choose a port", (189, 118, 900, 189), "toolbar_title", d=1),
            E("LL", None, None, (21, 300, 1059, 520), "port_choice", d=1, click=True),
            T("Port 1", (63, 330, 700, 400), "port_label", d=2), T("CCS1 · Available", (63, 410, 700, 470), "port_detail", d=2),
            E("LL", None, None, (21, 540, 1059, 760), "port_choice", d=1, click=False),
            T("Port 2", (63, 570, 700, 640), "port_label", d=2), T("CHAdeMO · In use", (63, 650, 700, 710), "port_detail", d=2),
            T("Plug the connector into your vehicle before choosing a port.", (63, 820, 1017, 930), "hint_text", d=1),
        ] + nav()

    def session(clock: str, batt: int, kwh: str, el: str, kw: str, cost: str, soc: int, confirm: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, batt, ("ChargePoint: Charging",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_content", d=0),
            T("Charging", (63, 118, 900, 189), "toolbar_title", d=1),
            T(f"{name} · Port 1", (63, 230, 1017, 290), "session_station", d=1),
            E("PB", None, f"Vehicle battery {soc}%", (290, 340, 790, 840), "soc_ring", d=1),
            T(f"{soc}%", (420, 540, 660, 640), "soc_value", d=1),
            T("Energy added", (63, 920, 520, 970), d=1), T(kwh, (560, 920, 1017, 970), "energy_value", d=1),
            T("Time charging", (63, 1000, 520, 1050), d=1), T(el, (560, 1000, 1017, 1050), "elapsed_value", d=1),
            T("Power", (63, 1080, 520, 1130), d=1), T(kw, (560, 1080, 1017, 1130), "power_value", d=1),
            T("Cost so far", (63, 1160, 520, 1210), d=1), T(cost, (560, 1160, 1017, 1210), "cost_value", d=1),
            T("Rate: $0.35/kWh", (63, 1260, 1017, 1310), "rate_value", d=1),
            BT("Stop charging", (63, 1960, 1017, 2090), "stop_button", d=1),
        ]
        if confirm:
            out += [E("FL", None, None, (63, 900, 1017, 1400), "parentPanel", d=0),
                    T("Stop charging session?", (126, 960, 954, 1040), "alertTitle", d=1),
                    T("You will be charged for the energy delivered so far.", (126, 1060, 954, 1160), "android:id/message", d=1),
                    BT("CANCEL", (520, 1260, 740, 1370), "android:id/button2", d=1),
                    BT("STOP", (760, 1260, 954, 1370), "android:id/button1", d=1)]
        return out + nav()

    def summary(clock: str) -> list[dict[str, Any]]:
        return sb(clock, 45) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_content", d=0),
            T("Session complete", (63, 118, 900, 189), "toolbar_title", d=1),
            T(f"{name} · Port 1", (63, 230, 1017, 290), "session_station", d=1),
            T("Jun 13, 2024 · 12:03 PM – 12:08 PM", (63, 300, 1017, 360), "session_time", d=1),
            T("Duration", (63, 440, 520, 490), d=1), T("5 min 24 s", (560, 440, 1017, 490), d=1),
            T("Energy", (63, 520, 520, 570), d=1), T("4.82 kWh", (560, 520, 1017, 570), d=1),
            T("Average power", (63, 600, 520, 650), d=1), T("53.6 kW", (560, 600, 1017, 650), d=1),
            T("Vehicle battery", (63, 680, 520, 730), d=1), T("38% → 44%", (560, 680, 1017, 730), d=1),
            T("Total cost", (63, 780, 520, 840), d=1), T("$1.69", (560, 780, 1017, 840), "total_cost", d=1),
            T("Charged to Visa •••• 2291", (63, 860, 1017, 910), d=1),
            T("Please unplug your vehicle so others can charge.", (63, 980, 1017, 1080), "unplug_notice", d=1),
            BT("Done", (63, 1960, 1017, 2090), "done_button", d=1),
        ] + nav()

    s0 = home("12:01")
    s1 = station("12:02", 46, "Available", "In use")
    s2 = ports("12:02")
    s3 = session("12:03", 46, "0.00 kWh", "00:00:12", "0.0 kW", "$0.00", 38)
    s4 = session("12:04", 46, "0.87 kWh", "00:01:06", "55.1 kW", "$0.30", 39)
    s5 = session("12:08", 45, "4.66 kWh", "00:05:14", "56.3 kW", "$1.63", 44)
    s6 = session("12:08", 45, "4.66 kWh", "00:05:16", "56.2 kW", "$1.63", 44, confirm=True)
    s7 = summary("12:08")
    s8 = station("12:09", 45, "In use", "Available")
    steps = [(click(s0, name), s1), (click(s1, "Start charging"), s2), (droid("click", index=ix(s2, "port_choice")), s3),
             (droid("wait"), s4), (droid("wait"), s5), (click(s5, "Stop charging"), s6), (click(s6, "STOP"), s7),
             (click(s7, "Done"), s8)]
    add(rs, 7, P, "tree", PIXEL6, s0, steps)


# 08 Medisafe (bad): a dose marked taken shows as scheduled again after switching tabs.
def t08(rs: RowSet) -> None:
    P = "com.medisafe.android.client"
    doses = [("8:00 AM", "Metformin 500 mg", "1 pill · Take with food"), ("8:00 AM", "Lisinopril 10 mg", "1 pill"),
             ("1:00 PM", "Vitamin D3 1000 IU", "1 capsule · Take with food"), ("8:00 PM", "Metformin 500 mg", "1 pill · Take with food"),
             ("8:00 PM", "Atorvastatin 20 mg", "1 pill")]

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("FL", None, lab, (x, 2190, x + 270, 2337), "bottom_nav_item", d=1, click=True, sel=lab == sel)
                for x, lab in zip((0, 270, 540, 810), ("Home", "Updates", "Medications", "More"))]

    def today(clock: str, taken: dict[int, str], batt: int = 91) -> list[dict[str, Any]]:
        out = sb(clock, batt, ("Medisafe: Time to take your meds",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_container", d=0),
            T("Today", (42, 110, 600, 196), "toolbar_title", d=1),
            IB("Calendar", (834, 91, 960, 217), "action_calendar", d=1),
            IB("Account", (960, 91, 1080, 217), "action_profile", d=1),
            T("Thursday, June 13", (42, 230, 700, 290), "date_text", d=1),
            E("PB", None, f"{len(taken)} of 5 doses taken", (42, 300, 1038, 330), "daily_progress", d=1),
            T(f"{len(taken)} of 5 doses taken", (42, 340, 1038, 400), "daily_progress_text", d=1),
            E("RV", None, None, (0, 420, 1080, 2190), "timeline_list", d=1, scroll=True),
        ]
        y, last = 420, None
        for i, (time, med, info) in enumerate(doses):
            if time != last:
                out.append(T(time, (42, y + 20, 600, y + 80), "group_time", d=2))
                y += 100
                last = time
            status = f"Taken at {taken[i]}" if i in taken else f"Scheduled for {time}"
            out += [E("LL", None, None, (21, y, 1059, y + 230), "dose_item", d=2, click=True),
                    E("I", None, "Taken" if i in taken else "Pill", (42, y + 60, 152, y + 170), "pill_icon", d=3),
                    T(med, (189, y + 30, 1017, y + 90), "med_name", d=3),
                    T(info, (189, y + 94, 1017, y + 144), "med_instructions", d=3),
                    T(status, (189, y + 150, 1017, y + 200), "dose_status", d=3)]
            y += 240
        out.append(IB("Add a med", (870, 1995, 1038, 2163), "fab_add_med", d=1))
        return out + tabs("Home") + nav()

    def card(clock: str, i: int, batt: int = 91) -> list[dict[str, Any]]:
        time, med, info = doses[i]
        return sb(clock, batt, ("Medisafe: Time to take your meds",)) + [
            E("FL", None, None, (42, 640, 1038, 1760), "dose_card", d=0),
            IB("Info", (63, 670, 189, 796), "card_info", d=1),
            IB("Edit", (783, 670, 909, 796), "card_edit", d=1),
            IB("Delete", (909, 670, 1035, 796), "card_delete", d=1),
            T(med, (84, 840, 996, 920), "card_med_name", d=1),
            T(f"Scheduled for {time}, today", (84, 930, 996, 990), "card_schedule", d=1),
            T(f"Take {info.split(' · ')[0]}", (84, 1000, 996, 1060), "card_dosage", d=1),
            T(info.split(" · ")[1] if " · " in info else "No special instructions", (84, 1070, 996, 1130), "card_instructions", d=1),
            BT("Skip", (84, 1500, 380, 1700), "card_skip", d=1),
            BT("Take", (392, 1500, 688, 1700), "card_take", d=1),
            BT("Reschedule", (700, 1500, 996, 1700), "card_reschedule", d=1),
        ] + nav()

    def meds(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 90, ("Medisafe: Time to take your meds",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_container", d=0),
            T("Medications", (42, 110, 700, 196), "toolbar_title", d=1),
            IB("Add a med", (960, 91, 1080, 217), "action_add_med", d=1),
            T("Active", (42, 240, 600, 300), "section_title", d=1),
            E("RV", None, None, (0, 320, 1080, 2190), "meds_list", d=1, scroll=True),
        ]
        for y, (m, a, b) in zip(rows(320, 220, 4), (("Atorvastatin 20 mg", "Once a day at 8:00 PM", "41 pills left"),
                                                    ("Lisinopril 10 mg", "Once a day at 8:00 AM", "9 pills left · Refill soon"),
                                                    ("Metformin 500 mg", "Twice a day at 8:00 AM, 8:00 PM", "57 pills left"),
                                                    ("Vitamin D3 1000 IU", "Once a day at 1:00 PM", "88 capsules left"))):
            out += [E("LL", None, None, (21, y, 1059, y + 210), "med_item", d=2, click=True),
                    T(m, (189, y + 24, 1017, y + 84), "med_name", d=3),
                    T(a, (189, y + 88, 1017, y + 138), "med_schedule", d=3),
                    T(b, (189, y + 142, 1017, y + 192), "med_inventory", d=3)]
        return out + tabs("Medications") + nav()

    s0 = today("8:14", {})
    s1 = card("8:14", 0)
    s2 = today("8:14", {0: "8:14 AM"})
    s3 = card("8:15", 1)
    s4 = today("8:15", {0: "8:14 AM", 1: "8:15 AM"})
    s5 = meds("8:15")
    s6 = today("8:16", {0: "8:14 AM", 1: "8:15 AM"}, 90)
    for e in s6:
        if e["text"] == "Taken at 8:15 AM":
            e["text"] = "Scheduled for 8:00 AM"
    s6[[i for i, e in enumerate(s6) if e["text"] == "Lisinopril 10 mg"][0] - 1]["desc"] = "Pill"
    s7 = card("8:16", 2, 90)
    steps = [(click(s0, "Metformin 500 mg"), s1), (click(s1, "Take"), s2), (click(s2, "Lisinopril 10 mg"), s3),
             (click(s3, "Take"), s4), (click(s4, "Medications"), s5), (click(s5, "Home"), s6),
             (click(s6, "Vitamin D3 1000 IU"), s7)]
    add(rs, 8, P, "ui", PIXEL6, s0, steps, turn=6,
        kind="the 8:00 AM Lisinopril dose, marked Taken at 8:15 AM, is shown as Scheduled for 8:00 AM again while the counter still says 2 of 5 taken")


# 09 Breezy Weather (clean, tree): units switched to °F (same readings, new numbers), then a refresh brings new data.
def t09(rs: RowSet) -> None:
    P = "org.breezyweather"

    def main(clock: str, w: dict[str, Any]) -> list[dict[str, Any]]:
        u = w["u"]
        out = sb(clock, 77) + [
            E("FL", None, None, (0, 0, 1080, 2400), "root", d=0),
            T("Amsterdam", (42, 110, 700, 196), "toolbar_title", d=1),
            IB("Manage locations", (834, 91, 960, 217), "action_manage", d=1),
            IB("Settings", (960, 91, 1080, 217), "action_settings", d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True),
            T(f"{w['now']}{u}", (42, 300, 600, 560), "current_temperature", d=2),
            T("Partly cloudy", (42, 570, 700, 640), "current_weather", d=2),
            T(f"Feels like {w['feel']}{u}", (42, 640, 700, 700), "current_feels_like", d=2),
            T(f"Refreshed at {w['at']}", (42, 710, 700, 760), "refresh_time", d=2),
            T("Hourly", (42, 820, 600, 880), "card_title", d=2),
            E("HS", None, None, (0, 890, 1080, 1140), "hourly_trend", d=2, scroll=True),
        ]
        for i, (h, t) in enumerate(w["hourly"]):
            x = 21 + 176 * i
            out += [T(h, (x, 900, x + 160, 950), "hour_label", d=3), T(f"{t}°", (x, 1060, x + 160, 1120), "hour_temp", d=3)]
        out += [T("Daily", (42, 1180, 600, 1240), "card_title", d=2)]
        for y, (day, hi, lo) in zip(rows(1250, 90, 5), w["daily"]):
            out += [T(day, (42, y + 15, 400, y + 75), "daily_day", d=2), T(f"{hi}° / {lo}°", (700, y + 15, 1038, y + 75), "daily_temps", d=2)]
        for y, (k, v) in zip(rows(1720, 80, 5), w["details"]):
            out += [T(k, (42, y + 10, 500, y + 70), "detail_title", d=2), T(v, (560, y + 10, 1038, y + 70), "detail_value", d=2)]
        return out + nav()

    def settings(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 77) + [
            E("FL", None, None, (0, 80, 1080, 2337), "root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Settings", (189, 118, 900, 189), "toolbar_title", d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True),
        ]
        for y, (t, s) in zip(rows(240, 170, 7), (("Background updates", "Every 1 hour 30 minutes"), ("Appearance", "Theme, icons, language"),
                                                  ("Units", "Temperature, precipitation, speed…"), ("Notifications", "Alerts, precipitation, daily forecast"),
                                                  ("Widgets", "2 widgets on home screen"), ("Weather sources", "Open-Meteo"),
                                                  ("About", "Version 5.1.8"))):
            out += [E("LL", None, None, (0, y, 1080, y + 170), "pref_item", d=2, click=True),
                    T(t, (147, y + 30, 1017, y + 90), "title", d=3), T(s, (147, y + 94, 1017, y + 144), "summary", d=3)]
        return out + nav()

    def units(clock: str, temp: str, dialog: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 77) + [
            E("FL", None, None, (0, 80, 1080, 2337), "root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Units", (189, 118, 900, 189), "toolbar_title", d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True),
        ]
        for y, (t, s) in zip(rows(240, 170, 6), (("Temperature", temp), ("Precipitation", "Millimeter (mm)"), ("Speed", "Kilometer per hour (km/h)"),
                                                  ("Distance", "Kilometer (km)"), ("Pressure", "Hectopascal (hPa)"), ("Air quality", "Microgram per cubic meter (μg/m³)"))):
            out += [E("LL", None, None, (0, y, 1080, y + 170), "pref_item", d=2, click=True),
                    T(t, (147, y + 30, 1017, y + 90), "title", d=3), T(s, (147, y + 94, 1017, y + 144), "summary", d=3)]
        if dialog:
            out += [E("FL", None, None, (63, 840, 1017, 1560), "parentPanel", d=0), T("Temperature", (126, 900, 954, 980), "alertTitle", d=1)]
            for y, opt in zip(rows(1010, 130, 3), ("Celsius (°C)", "Fahrenheit (°F)", "Kelvin (K)")):
                out.append(E("CT", opt, None, (63, y, 1017, y + 130), "text1", d=1, click=True, check=opt == temp))
            out.append(BT("CANCEL", (760, 1420, 954, 1520), "android:id/button2", d=1))
        return out + nav()

    details_a = [("Wind", "SW 19 km/h"), ("Humidity", "68%"), ("UV index", "4 Moderate"), ("Pressure", "1016 hPa"), ("Visibility", "24 km")]
    c = {"u": "°C", "now": 17, "feel": 15, "at": "10:42",
         "hourly": [("11:00", 18), ("12:00", 19), ("13:00", 20), ("14:00", 20), ("15:00", 19), ("16:00", 18)],
         "daily": [("Today", 21, 12), ("Fri", 19, 11), ("Sat", 16, 10), ("Sun", 18, 11), ("Mon", 22, 13)], "details": details_a}
    f = {"u": "°F", "now": 63, "feel": 59, "at": "10:42",
         "hourly": [("11:00", 64), ("12:00", 66), ("13:00", 68), ("14:00", 68), ("15:00", 66), ("16:00", 64)],
         "daily": [("Today", 70, 54), ("Fri", 66, 52), ("Sat", 61, 50), ("Sun", 64, 52), ("Mon", 72, 55)], "details": details_a}
    f2 = {"u": "°F", "now": 64, "feel": 62, "at": "11:01",
          "hourly": [("12:00", 67), ("13:00", 68), ("14:00", 69), ("15:00", 67), ("16:00", 65), ("17:00", 63)],
          "daily": [("Today", 71, 54), ("Fri", 66, 52), ("Sat", 61, 49), ("Sun", 64, 52), ("Mon", 72, 55)],
          "details": [("Wind", "SW 21 km/h"), ("Humidity", "64%"), ("UV index", "5 Moderate"), ("Pressure", "1015 hPa"), ("Visibility", "26 km")]}
    s0 = main("10:58", c)
    s1 = settings("10:58")
    s2 = units("10:59", "Celsius (°C)")
    s3 = units("10:59", "Celsius (°C)", dialog=True)
    s4 = units("10:59", "Fahrenheit (°F)")
    s5 = settings("11:00")
    s6 = main("11:00", f)
    s7 = main("11:01", f2)
    steps = [(click(s0, "Settings"), s1), (click(s1, "Units"), s2), (click(s2, "Temperature"), s3),
             (click(s3, "Fahrenheit (°F)"), s4), (BACK, s5), (BACK, s6), (droid("swipe", direction="down"), s7)]
    add(rs, 9, P, "tree", PIXEL6, s0, steps)


# 10 Google Clock (bad): a paused stopwatch reads less elapsed time after visiting the Timer tab.
def t10(rs: RowSet) -> None:
    P = "com.google.android.deskclock"
    ALARM_ICON = ("Alarm set for Thu 10:00 PM",)

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("FL", None, lab, (x, 2190, x + 216, 2337), "tab_menu_" + lab.lower(), d=1, click=True, sel=lab == sel)
                for x, lab in zip((0, 216, 432, 648, 864), ("Alarm", "Clock", "Timer", "Stopwatch", "Bedtime"))]

    def head(clock: str, title: str) -> list[dict[str, Any]]:
        return sb(clock, 69, ALARM_ICON) + [E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
                                            T(title, (42, 110, 600, 196), "action_bar_title", d=1),
                                            IB("More options", (960, 91, 1080, 217), d=1)]

    def alarms(clock: str, weekend_on: bool, snack: bool = False) -> list[dict[str, Any]]:
        out = head(clock, "Alarm") + [E("RV", None, None, (0, 227, 1080, 2190), "alarm_recycler_view", d=1, scroll=True)]
        for y, (t, days, label, on) in zip(rows(240, 330, 3), (("6:30 AM", "Mon, Tue, Wed, Thu, Fri", None, True),
                                                              ("7:45 AM", "Sun, Sat", None, weekend_on),
                                                              ("10:00 PM", "Every day", "Take meds", True))):
            out += [E("FL", None, None, (21, y, 1059, y + 310), "alarm_item", d=2, click=True)]
            if label:
                out.append(T(label, (63, y + 20, 700, y + 70), "edit_label", d=3, click=True))
            out += [T(t, (63, y + 80, 700, y + 200), "digital_clock", d=3, click=True),
                    E("SW", None, None, (880, y + 110, 1017, y + 190), "onoff", d=3, click=True, check=on),
                    T(days, (63, y + 210, 900, y + 270), "days_of_week", d=3)]
        out.append(IB("Add alarm", (414, 1990, 666, 2150), "fab", d=1))
        if snack:
            out += [E("FL", None, None, (32, 1820, 1048, 1960), "snackbar_layout", d=1),
                    T("Alarm set for 1 day, 13 hours and 33 minutes from now", (74, 1850, 1006, 1930), "snackbar_text", d=2)]
        return out + tabs("Alarm") + nav()

    def stopwatch(clock: str, shown: str | None, laps: list[tuple[int, str, str]], state: str) -> list[dict[str, Any]]:
        out = head(clock, "Stopwatch") + [E("V", None, None, (165, 300, 915, 1050), "stopwatch_circle", d=1),
                                          T(shown or "0", (240, 580, 840, 770), "stopwatch_time_text", d=1)]
        if laps:
            out.append(E("RV", None, None, (0, 1080, 1080, 1940), "laps_list", d=1, scroll=True))
            for y, (n, lap, total) in zip(rows(1080, 110, len(laps)), laps):
                out += [T(f"# {n}", (84, y + 25, 300, y + 85), "lap_number", d=2),
                        T(lap, (360, y + 25, 660, y + 85), "lap_time", d=2),
                        T(total, (720, y + 25, 1017, y + 85), "lap_total", d=2)]
        if state == "running":
            out += [BT("Lap", (126, 2010, 330, 2130), "left_button", d=1), IB("Pause", (414, 1990, 666, 2150), "fab", d=1)]
        elif state == "paused":
            out += [BT("Reset", (126, 2010, 330, 2130), "left_button", d=1), IB("Start", (414, 1990, 666, 2150), "fab", d=1),
                    IB("Share", (750, 2010, 954, 2130), "right_button", d=1)]
        else:
            out.append(IB("Start", (414, 1990, 666, 2150), "fab", d=1))
        return out + tabs("Stopwatch") + nav()

    def timer(clock: str) -> list[dict[str, Any]]:
        out = head(clock, "Timer") + [T("00h 00m 00s", (126, 300, 954, 460), "timer_setup_time", d=1),
                                      IB("Delete", (870, 330, 996, 456), "timer_setup_delete", d=1, click=False)]
        for i, dgt in enumerate(("1", "2", "3", "4", "5", "6", "7", "8", "9", "00", "0")):
            x, y = 147 + 282 * (i % 3), 560 + 260 * (i // 3)
            out.append(BT(dgt, (x, y, x + 222, y + 222), f"timer_setup_digit_{dgt}", d=1))
        return out + tabs("Timer") + nav()

    def world(clock: str) -> list[dict[str, Any]]:
        out = head(clock, "Clock") + [T("6:14 PM", (126, 300, 954, 520), "digital_clock", d=1),
                                      T("Thu, Jun 13", (126, 530, 954, 600), "date", d=1),
                                      E("RV", None, None, (0, 660, 1080, 1940), "cities", d=1, scroll=True)]
        for y, (c, off, t) in zip(rows(660, 200, 3), (("New York", "Today, +3 hrs", "9:14 PM"), ("London", "Tomorrow, +8 hrs", "2:14 AM"),
                                                      ("Tokyo", "Tomorrow, +16 hrs", "10:14 AM"))):
            out += [T(c, (63, y + 40, 600, y + 110), "city_name", d=2), T(off, (63, y + 110, 600, y + 160), "hours_ahead", d=2),
                    T(t, (640, y + 50, 1017, y + 150), "digital_clock", d=2)]
        out.append(IB("Cities", (414, 1990, 666, 2150), "fab", d=1))
        return out + tabs("Clock") + nav()

    def cities(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 68, ALARM_ICON) + [E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
                                           IB("Navigate up", (0, 80, 147, 227), d=1),
                                           E("ET", None, None, (168, 101, 1038, 207), "search_src_text", d=1, click=True, edit=True, hint="Search for a city"),
                                           E("LV", None, None, (0, 227, 1080, 2337), "cities_list", d=1, scroll=True)]
        for y, (c, t) in zip(rows(240, 150, 8), (("Abidjan", "1:14 AM"), ("Accra", "1:14 AM"), ("Addis Ababa", "4:14 AM"), ("Adelaide", "10:44 AM"),
                                                  ("Algiers", "2:14 AM"), ("Almaty", "6:14 AM"), ("Amman", "4:14 AM"), ("Amsterdam", "3:14 AM"))):
            out += [E("CB", None, None, (21, y + 35, 105, y + 115), "city_onoff", d=2, click=True, check=False),
                    T(c, (147, y + 45, 700, y + 105), "city_name", d=2), T(t, (760, y + 45, 1017, y + 105), "city_time", d=2)]
        return out + nav()

    s0 = alarms("6:12", False)
    s1 = alarms("6:12", True, snack=True)
    s2 = stopwatch("6:12", None, [], "idle")
    s3 = stopwatch("6:12", "00:00.62", [], "running")
    s4 = stopwatch("6:12", "00:07.58", [(2, "00:00.27", "00:07.58"), (1, "00:07.31", "00:07.31")], "running")
    s5 = stopwatch("6:12", "00:13.40", [(3, "00:00.21", "00:13.40"), (2, "00:05.88", "00:13.19"), (1, "00:07.31", "00:07.31")], "running")
    s6 = stopwatch("6:12", "00:16.42", [(3, "00:03.23", "00:16.42"), (2, "00:05.88", "00:13.19"), (1, "00:07.31", "00:07.31")], "paused")
    s7 = timer("6:13")
    s8 = stopwatch("6:13", "00:14.42", [(3, "00:01.23", "00:14.42"), (2, "00:05.88", "00:13.19"), (1, "00:07.31", "00:07.31")], "paused")
    s9 = alarms("6:13", True)
    s10 = world("6:14")
    s11 = cities("6:14")
    steps = [(droid("click", index=ix(s0, "onoff", 1)), s1), (click(s1, "Stopwatch"), s2), (click(s2, "Start"), s3),
             (click(s3, "Lap"), s4), (click(s4, "Lap"), s5), (click(s5, "Pause"), s6), (click(s6, "Timer"), s7),
             (click(s7, "Stopwatch"), s8), (click(s8, "Alarm"), s9), (click(s9, "Clock"), s10), (click(s10, "Cities"), s11)]
    add(rs, 10, P, "ui", PIXEL7, s0, steps, turn=8,
        kind="the paused stopwatch reads 00:14.42 (lap 3 at 00:01.23) after it was paused at 00:16.42 (lap 3 at 00:03.23)")


# 11 Files by Google (bad): a PDF renamed in Downloads shows under its old name in the Documents category.
def t11(rs: RowSet) -> None:
    P = "com.google.android.apps.nbu.files"
    downloads = [("IMG_scan_0412.pdf", "1.40 MB • Jun 10"), ("boarding_pass_LH1175.pdf", "212 kB • Jun 9"),
                 ("invoice-88213.pdf", "96 kB • Jun 7"), ("VID_20240601_wedding.mp4", "412 MB • Jun 2"),
                 ("spotify-lite-1.9.0.apk", "18.6 MB • May 29"), ("Zalando_return_label.pdf", "74 kB • May 27")]

    def browse(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 52) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            E("LL", None, "Search in Files", (42, 110, 1038, 230), "search_bar", d=1, click=True),
            T("Categories", (42, 270, 700, 330), "section_title", d=1),
        ]
        for i, c in enumerate(("Downloads", "Images", "Videos", "Audio", "Documents", "Apps")):
            x, y = 21 + 524 * (i % 2), 350 + 170 * (i // 2)
            out += [E("LL", None, None, (x, y, x + 514, y + 160), "category_card", d=2, click=True), T(c, (x + 130, y + 50, x + 500, y + 110), "category_title", d=3)]
        out += [T("Collections", (42, 900, 700, 960), "section_title", d=1)]
        for i, c in enumerate(("Favorites", "Safe folder")):
            x = 21 + 524 * i
            out += [E("LL", None, None, (x, 980, x + 514, 1140), "collection_card", d=2, click=True), T(c, (x + 130, 1030, x + 500, 1090), "collection_title", d=3)]
        out += [T("All storage", (42, 1180, 700, 1240), "section_title", d=1),
                E("LL", None, None, (21, 1260, 1059, 1440), "storage_card", d=2, click=True),
                T("Internal storage", (147, 1285, 900, 1345), "storage_title", d=3),
                T("87.4 GB free", (147, 1349, 900, 1399), "storage_summary", d=3)]
        for x, lab in zip((0, 360, 720), ("Clean", "Browse", "Share")):
            out.append(E("FL", None, lab, (x, 2190, x + 360, 2337), "bottom_nav_item", d=1, click=True, sel=lab == "Browse"))
        return out + nav()

    def listing(clock: str, title: str, files: list[tuple[str, str]], selected: str | None = None, menu: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 52) + [E("FL", None, None, (0, 80, 1080, 2337), "content", d=0)]
        if selected:
            out += [IB("Clear selection", (0, 80, 147, 227), d=1), T("1 selected", (189, 118, 600, 189), "selection_title", d=1),
                    IB("Share", (708, 91, 834, 217), "action_share", d=1), IB("Delete", (834, 91, 960, 217), "action_delete", d=1),
                    IB("More options", (960, 91, 1080, 217), d=1)]
        else:
            out += [IB("Navigate up", (0, 80, 147, 227), d=1), T(title, (189, 118, 700, 189), "toolbar_title", d=1),
                    IB("Search", (834, 91, 960, 217), "action_search", d=1), IB("More options", (960, 91, 1080, 217), d=1)]
        out += [BT("Date modified", (42, 240, 400, 330), "sort_chip", d=1), IB("Switch to grid view", (933, 240, 1038, 330), "view_toggle", d=1),
                E("RV", None, None, (0, 350, 1080, 2337), "file_list", d=1, scroll=True)]
        for y, (n, meta) in zip(rows(350, 170, len(files)), files):
            out += [E("LL", None, None, (0, y, 1080, y + 170), "file_item", d=2, click=True, long=True, sel=n == selected),
                    E("I", None, "Selected" if n == selected else None, (42, y + 35, 142, y + 135), "file_icon", d=3),
                    T(n, (189, y + 30, 930, y + 90), "file_name", d=3),
                    T(meta, (189, y + 94, 930, y + 144), "file_metadata", d=3),
                    IB(f"More options for {n}", (945, y + 40, 1059, y + 130), "file_overflow", d=3)]
        if menu:
            out.append(E("LV", None, None, (480, 100, 1059, 1160), "popup_menu", d=0))
            for y, lab in zip(rows(110, 130, 8), ("Select all", "Copy to", "Move to", "Rename", "Add to favorites", "Move to Safe folder", "Open with", "File info")):
                out.append(T(lab, (480, y, 1059, y + 130), "title", d=1, click=True))
        return out + nav()

    def rename(clock: str, value: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 52) + [
            E("FL", None, None, (63, 820, 1017, 1380), "parentPanel", d=0),
            T("Rename file", (126, 880, 954, 960), "alertTitle", d=1),
            E("ET", value, None, (126, 1000, 954, 1130), "rename_edit_text", d=1, click=True, edit=True, focus=focus, hint="File name"),
            BT("Cancel", (500, 1230, 730, 1340), "android:id/button2", d=1),
            BT("OK", (750, 1230, 954, 1340), "android:id/button1", d=1),
        ] + nav()

    def sort_dialog(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 51) + [E("FL", None, None, (0, 1380, 1080, 2337), "design_bottom_sheet", d=0),
                               T("Sort by", (63, 1420, 1017, 1490), "sort_title", d=1)]
        for y, opt in zip(rows(1510, 130, 6), ("Name (A to Z)", "Name (Z to A)", "Date modified (newest first)", "Date modified (oldest first)",
                                                "Size (largest first)", "Size (smallest first)")):
            out.append(E("RB", opt, None, (42, y, 1038, y + 130), "sort_option", d=1, click=True, check=opt == "Date modified (newest first)"))
        return out + nav()

    renamed = [(("Lease_2024_signed.pdf", m) if n == "IMG_scan_0412.pdf" else (n, m)) for n, m in downloads]
    docs_bad = [("IMG_scan_0412.pdf", "1.40 MB • Jun 10"), ("boarding_pass_LH1175.pdf", "212 kB • Jun 9"),
                ("invoice-88213.pdf", "96 kB • Jun 7"), ("Tenant_handbook.docx", "388 kB • Jun 1"),
                ("Zalando_return_label.pdf", "74 kB • May 27"), ("budget_2024.xlsx", "31 kB • May 14"),
                ("CV_2024_DRAFT.docx", "52 kB • Apr 30")]
    s0 = browse("4:05")
    s1 = listing("4:05", "Downloads", downloads)
    s2 = listing("4:05", "Downloads", downloads, selected="IMG_scan_0412.pdf")
    s3 = listing("4:05", "Downloads", downloads, selected="IMG_scan_0412.pdf", menu=True)
    s4 = rename("4:06", "IMG_scan_0412.pdf", True)
    s5 = rename("4:06", "Lease_2024_signed.pdf", True)
    s6 = listing("4:06", "Downloads", renamed)
    s7 = browse("4:06")
    s8 = listing("4:07", "Documents", docs_bad)
    s9 = sort_dialog("4:07")
    steps = [(click(s0, "Downloads"), s1), (lpress(s1, "IMG_scan_0412.pdf"), s2), (click(s2, "More options"), s3),
             (click(s3, "Rename"), s4), (typ(s4, "rename_edit_text", "Lease_2024_signed.pdf"), s5), (click(s5, "OK"), s6),
             (BACK, s7), (click(s7, "Documents"), s8), (click(s8, "Date modified"), s9)]
    add(rs, 11, P, "ui", PIXEL6, s0, steps, turn=8,
        kind="the Documents category lists IMG_scan_0412.pdf (1.40 MB, Jun 10) although that file was just renamed to Lease_2024_signed.pdf")


# 12 Joplin (clean): a note is edited (jumps up the list), a to-do is created and completed (list re-sorts).
def t12(rs: RowSet) -> None:
    P = "net.cozic.joplin"
    body = ("# Tile measurements\n\nBathroom floor: 2.4 m × 1.8 m = 4.32 m², +10% → 4.75 m² → 14 tiles\n"
            "Tile: Marazzi Grande 60 × 60 cm (0.36 m² each), €38.90/m²\nGrout: 2 bags (5 kg), anthracite")
    extra = "\nShower wall: 2.1 m × 1.2 m = 2.52 m², +10% → 2.77 m² → 8 tiles"

    def notes(clock: str, items: list[tuple[str, bool | None]], fab_open: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 66) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            E("VG", None, "Side menu", (0, 91, 147, 217), d=1, click=True),
            T("Home renovation", (168, 110, 700, 196), d=1),
            E("VG", None, "Search", (834, 91, 960, 217), d=1, click=True),
            E("VG", None, "Actions", (960, 91, 1080, 217), d=1, click=True),
            E("SV", None, None, (0, 227, 1080, 2337), d=1, scroll=True),
        ]
        for y, (t, done) in zip(rows(227, 140, len(items)), items):
            out.append(E("VG", None, None, (0, y, 1080, y + 140), d=2, click=True, long=True))
            if done is not None:
                out.append(E("CB", None, "Done" if done else "Not done", (21, y + 35, 105, y + 105), d=3, click=True, check=done))
            out.append(T(t, (126 if done is not None else 42, y + 40, 1038, y + 100), d=3))
        if fab_open:
            out += [E("VG", None, "New to-do", (600, 1760, 1038, 1880), d=1, click=True), T("New to-do", (620, 1790, 880, 1850), d=2),
                    E("VG", None, "New note", (600, 1900, 1038, 2020), d=1, click=True), T("New note", (620, 1930, 880, 1990), d=2),
                    E("VG", None, "Close", (870, 2060, 1038, 2228), d=1, click=True)]
        else:
            out.append(E("VG", None, "Add new", (870, 2060, 1038, 2228), d=1, click=True))
        return out + nav()

    def view(clock: str) -> list[dict[str, Any]]:
        return sb(clock, 66) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            E("VG", None, "Back", (0, 91, 147, 217), d=1, click=True),
            E("VG", None, "Attach", (708, 91, 834, 217), d=1, click=True),
            E("VG", None, "Tags", (834, 91, 960, 217), d=1, click=True),
            E("VG", None, "Actions", (960, 91, 1080, 217), d=1, click=True),
            E("ET", "Tile measurements", None, (42, 240, 1038, 330), d=1, click=True, edit=True),
            E("WV", body, None, (0, 350, 1080, 2337), d=1, scroll=True),
            E("VG", None, "Edit", (870, 2060, 1038, 2228), d=1, click=True),
        ] + nav()

    def edit(clock: str, title: str, text: str, focus: str) -> list[dict[str, Any]]:
        return sb(clock, 66) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content", d=0),
            E("VG", None, "Back", (0, 91, 147, 217), d=1, click=True),
            E("VG", None, "Undo", (582, 91, 708, 217), d=1, click=True),
            E("VG", None, "Attach", (708, 91, 834, 217), d=1, click=True),
            E("VG", None, "Tags", (834, 91, 960, 217), d=1, click=True),
            E("VG", None, "Actions", (960, 91, 1080, 217), d=1, click=True),
            E("ET", title or None, None, (42, 240, 1038, 330), d=1, click=True, edit=True, focus=focus == "title", hint="Add title"),
            E("ET", text or None, None, (0, 350, 1080, 1400), d=1, click=True, long=True, edit=True, focus=focus == "body", scroll=True, hint="Type your note here"),
        ] + nav()

    def side(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 65) + [E("SV", None, None, (0, 80, 860, 2337), d=0, scroll=True),
                               T("All notes", (42, 130, 700, 200), d=1, click=True),
                               T("Notebooks", (42, 250, 700, 310), d=1)]
        for y, (nb, n) in zip(rows(330, 120, 4), (("Home renovation", 6), ("Personal", 14), ("Recipes", 22), ("Work", 9))):
            out += [T(nb, (84, y + 30, 680, y + 90), d=2, click=True, sel=nb == "Home renovation"), T(str(n), (700, y + 30, 820, y + 90), d=2)]
        out += [T("Tags", (42, 860, 700, 920), d=1, click=True),
                E("VG", None, "Synchronise", (21, 2060, 840, 2180), d=1, click=True), T("Synchronise", (84, 2090, 700, 2150), d=2),
                T("Last sync: 13/06/2024 10:41", (42, 2200, 840, 2260), d=1)]
        return out + nav()

    l0 = [("Order bathroom fan", False), ("Kitchen quotes", None), ("Paint colours", None), ("Contractor contacts", None), ("Tile measurements", None)]
    l4 = [("Order bathroom fan", False), ("Tile measurements", None), ("Kitchen quotes", None), ("Paint colours", None), ("Contractor contacts", None)]
    todo = "Book electrician for outlet move"
    l8 = [(todo, False)] + l4
    l9 = [("Order bathroom fan", False), (todo, True)] + l4[1:]
    s0 = notes("10:50", l0)
    s1 = view("10:50")
    s2 = edit("10:51", "Tile measurements", body, "body")
    s3 = edit("10:52", "Tile measurements", body + extra, "body")
    s4 = notes("10:52", l4)
    s5 = notes("10:52", l4, fab_open=True)
    s6 = edit("10:53", "", "", "title")
    s7 = edit("10:53", todo, "", "title")
    s8 = notes("10:54", l8)
    s9 = notes("10:54", l9)
    s10 = side("10:54")
    steps = [(click(s0, "Tile measurements"), s1), (click(s1, "Edit"), s2),
             (droid("input_text", text=extra, index=len(s2) - 2), s3), (BACK, s4), (click(s4, "Add new"), s5),
             (click(s5, "New to-do"), s6), (droid("input_text", text=todo, index=len(s6) - 3), s7),
             (BACK, s8), (droid("click", index=ix(s8, "Not done")), s9), (click(s9, "Side menu"), s10)]
    add(rs, 12, P, "ui", PIXEL6, s0, steps)


# 13 Settings (clean): battery percentage turned on (status bar gains a label), bold text on, battery drains, storage totals.
def t13(rs: RowSet) -> None:
    P = "com.android.settings"

    def main(clock: str, batt: int, pct: bool) -> list[dict[str, Any]]:
        out = sb(clock, batt, pct=pct) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content_parent", d=0),
            T("Settings", (42, 200, 1038, 330), "homepage_title", d=1),
            E("LL", None, None, (42, 360, 1038, 490), "search_action_bar", d=1, click=True),
            T("Search settings", (126, 395, 900, 455), "search_action_bar_title", d=2),
            E("RV", None, None, (0, 520, 1080, 2337), "recycler_view", d=1, scroll=True),
        ]
        items = [("Network & internet", "Mobile, Wi‑Fi, hotspot"), ("Connected devices", "Bluetooth, pairing"),
                 ("Apps", "Assistant, recent apps, default apps"), ("Notifications", "Notification history, conversations"),
                 ("Battery", f"{batt}% - Should last until about 11:40 PM"), ("Storage", "33% used - 86.4 GB free"),
                 ("Sound & vibration", "Volume, haptics, Do Not Disturb"), ("Display", "Dark theme, font size, brightness"),
                 ("Accessibility", "Display, interaction, audio"), ("Security & privacy", "App security, device lock, permissions")]
        for y, (t, s) in zip(rows(520, 180, len(items)), items):
            out += [E("LL", None, None, (0, y, 1080, y + 180), d=2, click=True),
                    T(t, (189, y + 40, 1038, y + 100), "android:id/title", d=3), T(s, (189, y + 100, 1038, y + 150), "android:id/summary", d=3)]
        return out + nav()

    def page(clock: str, batt: int, pct: bool, title: str, body: list[dict[str, Any]]) -> list[dict[str, Any]]:
        return sb(clock, batt, pct=pct) + [
            E("FL", None, None, (0, 80, 1080, 2337), "content_parent", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T(title, (42, 260, 1038, 400), "collapsing_toolbar", d=1),
            E("RV", None, None, (0, 420, 1080, 2337), "recycler_view", d=1, scroll=True),
        ] + body + nav()

    def pref(y: int, title: str, summary: str | None, switch: bool | None = None) -> list[dict[str, Any]]:
        out = [E("LL", None, None, (0, y, 1080, y + 170), d=2, click=True),
               T(title, (63, y + 35, 880, y + 95), "android:id/title", d=3)]
        if summary:
            out.append(T(summary, (63, y + 95, 880, y + 145), "android:id/summary", d=3))
        if switch is not None:
            out.append(E("SW", None, None, (900, y + 45, 1038, y + 125), "android:id/switch_widget", d=3, click=True, check=switch))
        return out

    def battery(clock: str, batt: int, pct: bool) -> list[dict[str, Any]]:
        body = [T(f"{batt}%", (63, 440, 600, 560), "usage_summary", d=2), T("Should last until about 11:40 PM", (63, 560, 1017, 620), "summary1", d=2),
                E("PB", None, None, (63, 640, 1017, 680), "battery_progressbar", d=2)]
        body += pref(720, "Battery usage", "View usage for past 24 hours")
        body += pref(890, "Battery Saver", "Off")
        body += pref(1060, "Adaptive preferences", "Adaptive Battery on")
        body += pref(1230, "Battery percentage", "Show battery percentage in status bar", pct)
        return page(clock, batt, pct, "Battery", body)

    def a11y(clock: str, batt: int) -> list[dict[str, Any]]:
        body = [T("Screen readers", (63, 430, 1017, 480), "android:id/title", d=2)]
        body += pref(490, "TalkBack", "Off")
        body += [T("Display", (63, 680, 1017, 730), "android:id/title", d=2)]
        body += pref(740, "Display size and text", None)
        body += pref(910, "Color and motion", None)
        body += pref(1080, "Extra dim", "Off")
        body += pref(1250, "Magnification", "Off")
        body += [T("Interaction controls", (63, 1440, 1017, 1490), "android:id/title", d=2)]
        body += pref(1500, "Accessibility Menu", "Off")
        body += pref(1670, "Timing controls", None)
        return page(clock, batt, True, "Accessibility", body)

    def display_text(clock: str, batt: int, bold: bool) -> list[dict[str, Any]]:
        body = [E("V", None, "Preview", (63, 430, 1017, 900), "preview_pager", d=2),
                T("Font size", (63, 930, 1017, 990), "android:id/title", d=2),
                E("SB", None, "Font size", (63, 1000, 1017, 1080), "seekbar", d=2, click=True, scroll=True),
                T("Display size", (63, 1110, 1017, 1170), "android:id/title", d=2),
                E("SB", None, "Display size", (63, 1180, 1017, 1260), "seekbar", d=2, click=True, scroll=True)]
        body += pref(1290, "Bold text", None, bold)
        body += pref(1460, "High contrast text", "Change text color to black or white. Maximizes contrast with the background.", False)
        body += [BT("Reset settings", (63, 1700, 500, 1810), "reset_button", d=2)]
        return page(clock, batt, True, "Display size and text", body)

    def storage(clock: str, batt: int) -> list[dict[str, Any]]:
        body = [T("41.6 GB", (63, 430, 600, 540), "usage_summary", d=2), T("used of 128 GB", (63, 540, 1017, 600), "total_summary", d=2),
                E("PB", None, None, (63, 620, 1017, 660), "progress_bar", d=2), BT("Free up space", (63, 690, 520, 800), "free_up_space", d=2)]
        for y, (t, s) in zip(rows(830, 150, 7), (("Apps", "14.9 GB"), ("Images", "6.1 GB"), ("Videos", "9.4 GB"), ("Audio", "812 MB"),
                                                  ("Documents & other", "1.3 GB"), ("Trash", "204 MB"), ("System", "8.9 GB"))):
            out = [E("LL", None, None, (0, y, 1080, y + 150), d=2, click=True), T(t, (147, y + 45, 700, y + 105), "android:id/title", d=3),
                   T(s, (760, y + 45, 1017, y + 105), "android:id/summary", d=3)]
            body += out
        return page(clock, batt, True, "Storage", body)

    s0 = main("2:20", 72, False)
    s1 = battery("2:20", 72, False)
    s2 = battery("2:20", 72, True)
    s3 = main("2:21", 72, True)
    s4 = a11y("2:21", 72)
    s5 = display_text("2:21", 72, False)
    s6 = display_text("2:22", 72, True)
    s7 = a11y("2:22", 71)
    s8 = main("2:22", 71, True)
    s9 = storage("2:23", 71)
    steps = [(click(s0, "Battery"), s1), (droid("click", index=ix(s1, "android:id/switch_widget")), s2), (BACK, s3),
             (click(s3, "Accessibility"), s4), (click(s4, "Display size and text"), s5),
             (droid("click", index=ix(s5, "android:id/switch_widget")), s6), (BACK, s7), (BACK, s8), (click(s8, "Storage"), s9)]
    add(rs, 13, P, "ui", PIXEL6, s0, steps)


# 14 Tasks.org (bad): after a task is added to Errands the drawer still counts 5 Errands tasks (My Tasks went up).
def t14(rs: RowSet) -> None:
    P = "org.tasks"
    base = [("Renew car registration", "Today"), ("Return library books", "Tomorrow"), ("Drop off donation bag", "Sat"),
            ("Pick up dry cleaning", None), ("Buy printer ink", None)]
    new = "Pick up prescription at CVS"

    def head(clock: str, title: str) -> list[dict[str, Any]]:
        return sb(clock, 83) + [E("FL", None, None, (0, 80, 1080, 2337), "main", d=0),
                                IB("Open navigation drawer", (0, 80, 147, 227), d=1),
                                T(title, (189, 118, 700, 189), "toolbar_title", d=1),
                                IB("Search", (834, 91, 960, 217), "menu_search", d=1),
                                IB("More options", (960, 91, 1080, 217), d=1)]

    def tasks(clock: str, title: str, items: list[tuple[str, str | None, str | None]]) -> list[dict[str, Any]]:
        out = head(clock, title) + [E("RV", None, None, (0, 227, 1080, 2190), "recycler_view", d=1, scroll=True)]
        for y, (t, due, chip) in zip(rows(227, 170, len(items)), items):
            out += [E("LL", None, None, (0, y, 1080, y + 170), "row", d=2, click=True, long=True),
                    E("CB", None, "Complete task", (21, y + 43, 105, y + 127), "completeBox", d=3, click=True, check=False),
                    T(t, (147, y + 30, 1038, y + 90), "title", d=3)]
            if due:
                out.append(T(due, (147, y + 100, 420, y + 150), "due_date", d=3))
            if chip:
                out.append(E("T", chip, f"List: {chip}", (440 if due else 147, y + 100, 700, y + 150), "chip_list", d=3, click=True))
        out.append(IB("Create new task", (870, 1995, 1038, 2163), "fab", d=1))
        return out + nav()

    def editor(clock: str, title: str | None) -> list[dict[str, Any]]:
        out = sb(clock, 83) + [E("FL", None, None, (0, 80, 1080, 2337), "main", d=0),
                               IB("Save", (0, 80, 147, 227), d=1),
                               IB("Discard", (834, 91, 960, 217), "menu_discard", d=1),
                               IB("More options", (960, 91, 1080, 217), d=1),
                               E("ET", title, None, (147, 250, 1038, 370), "title", d=1, click=True, edit=True, focus=True, hint="Task name")]
        for y, (t, v) in zip(rows(400, 150, 6), (("When due", "No date"), ("Priority", "None"), ("List", "Errands"),
                                                  ("Tags", "Add tags"), ("Subtasks", "Add subtask"), ("Description", "Add description"))):
            out += [E("LL", None, None, (0, y, 1080, y + 150), f"row_{t.lower().replace(' ', '_')}", d=1, click=True),
                    T(t, (147, y + 20, 1038, y + 70), "label", d=2), T(v, (147, y + 75, 1038, y + 125), "value", d=2)]
        return out + nav()

    def drawer(clock: str, mine: int, errands: int) -> list[dict[str, Any]]:
        out = sb(clock, 83) + [E("FL", None, None, (0, 80, 880, 2337), "navigation_drawer", d=0),
                               E("RV", None, None, (0, 80, 880, 2337), "recycler_view", d=1, scroll=True)]
        entries = [("My Tasks", mine, False), ("Today", 2, False), ("Recently modified", None, False), ("Local", None, True),
                   ("Default list", 4, False), ("Errands", errands, False), ("Work", 8, False)]
        y = 120
        for t, n, header in entries:
            if header:
                out.append(T(t, (42, y + 20, 700, y + 80), "header_text", d=2))
                y += 100
                continue
            out += [E("LL", None, None, (0, y, 880, y + 140), "filter_row", d=2, click=True, sel=t == "Errands"),
                    T(t, (147, y + 40, 700, y + 100), "text", d=3)]
            if n is not None:
                out.append(T(str(n), (720, y + 40, 840, y + 100), "size", d=3))
            y += 140
        out += [E("LL", None, None, (0, y + 40, 880, y + 180), "filter_row", d=2, click=True), T("Settings", (147, y + 80, 700, y + 140), "text", d=3)]
        return out + nav()

    l0 = [(t, d, None) for t, d in base]
    l5 = l0 + [(new, None, None)]
    today = [("Renew car registration", "Today", "Errands"), ("Submit timesheet", "Today", "Work")]
    s0 = tasks("9:31", "Errands", l0)
    s1 = drawer("9:31", 17, 5)
    s2 = tasks("9:31", "Errands", l0)
    s3 = editor("9:32", None)
    s4 = editor("9:32", new)
    s5 = tasks("9:32", "Errands", l5)
    s6 = drawer("9:33", 18, 5)
    s7 = tasks("9:33", "Today", today)
    steps = [(click(s0, "Open navigation drawer"), s1), (click(s1, "Errands"), s2), (click(s2, "Create new task"), s3),
             (typ(s3, "title", new), s4), (click(s4, "Save"), s5), (click(s5, "Open navigation drawer"), s6),
             (click(s6, "Today"), s7)]
    add(rs, 14, P, "ui", PIXEL7, s0, steps, turn=6,
        kind="the drawer still counts 5 tasks in Errands (My Tasks went from 17 to 18) although the Errands list now holds 6 after the new task was saved")


# 15 Simple Draw Pro (clean, tree): strokes make Undo/Redo available, the brush colour is set by hex, the drawing is saved.
def t15(rs: RowSet) -> None:
    P = "com.simplemobiletools.draw.pro"

    def canvas(clock: str, undo: bool, redo: bool, toast: str | None = None) -> list[dict[str, Any]]:
        out = sb(clock, 49) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_holder", d=0),
            IB("Undo", (330, 91, 456, 217), "menu_undo", d=1, click=undo),
            IB("Redo", (456, 91, 582, 217), "menu_redo", d=1, click=redo),
            IB("Clear", (582, 91, 708, 217), "menu_clear", d=1),
            IB("Save", (708, 91, 834, 217), "menu_save", d=1),
            IB("Share", (834, 91, 960, 217), "menu_share", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("V", None, None, (0, 227, 1080, 2020), "my_canvas", d=1, click=True, long=True),
            IB("Change color", (42, 2060, 168, 2186), "color_picker", d=1),
            IB("Eraser", (189, 2060, 315, 2186), "eraser", d=1),
            IB("Eye dropper", (336, 2060, 462, 2186), "eye_dropper", d=1),
            IB("Bucket fill", (483, 2060, 609, 2186), "bucket_fill", d=1),
            E("SB", None, "Brush size", (630, 2080, 1038, 2166), "stroke_width_bar", d=1, click=True, scroll=True),
        ]
        if toast:
            out.append(E("T", toast, None, (290, 1900, 790, 1990), "android:id/message", d=0))
        return out + nav()

    def colour(clock: str, hexv: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 49) + [
            E("FL", None, None, (63, 560, 1017, 1840), "color_picker_holder", d=0),
            E("V", None, "Saturation and value", (105, 600, 825, 1320), "color_picker_square", d=1, click=True),
            E("V", None, "Hue", (870, 600, 975, 1320), "color_picker_hue", d=1, click=True),
            E("V", None, "Old color", (105, 1370, 330, 1470), "color_picker_old_color", d=1),
            E("V", None, "New color", (360, 1370, 585, 1470), "color_picker_new_color", d=1),
            T("#", (620, 1385, 660, 1455), "color_picker_hex_hashtag", d=1),
            E("ET", hexv, None, (660, 1370, 975, 1470), "color_picker_new_hex", d=1, click=True, edit=True, focus=focus),
            BT("CANCEL", (500, 1700, 730, 1800), "android:id/button2", d=1),
            BT("OK", (750, 1700, 975, 1800), "android:id/button1", d=1),
        ] + nav()

    def save(clock: str, name: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 49) + [
            E("FL", None, None, (63, 640, 1017, 1760), "save_image_holder", d=0),
            T("Save as", (126, 700, 954, 780), "alertTitle", d=1),
            T("/storage/emulated/0/Pictures/Simple Draw", (126, 810, 954, 880), "save_image_path", d=1, click=True),
            E("ET", name, None, (126, 910, 954, 1040), "save_image_filename", d=1, click=True, edit=True, focus=focus, hint="Filename"),
            E("RB", "png", None, (126, 1080, 380, 1180), "save_image_radio_png", d=1, click=True, check=True),
            E("RB", "svg", None, (400, 1080, 654, 1180), "save_image_radio_svg", d=1, click=True, check=False),
            E("RB", "jpg", None, (674, 1080, 928, 1180), "save_image_radio_jpg", d=1, click=True, check=False),
            BT("CANCEL", (500, 1620, 730, 1720), "android:id/button2", d=1),
            BT("OK", (750, 1620, 954, 1720), "android:id/button1", d=1),
        ] + nav()

    s0 = canvas("3:22", False, False)
    s1 = canvas("3:22", True, False)
    s2 = colour("3:22", "000000", False)
    s3 = colour("3:23", "1E88E5", True)
    s4 = canvas("3:23", True, False)
    s5 = canvas("3:23", True, False)
    s6 = canvas("3:23", True, True)
    s7 = save("3:24", "image_2024_06_13_15_24_07", False)
    s8 = save("3:24", "kitchen_layout", True)
    s9 = canvas("3:24", True, True, toast="Image saved successfully")
    steps = [(droid("swipe", direction="right"), s1), (click(s1, "Change color"), s2),
             (typ(s2, "color_picker_new_hex", "1E88E5"), s3), (click(s3, "OK"), s4), (droid("swipe", direction="down"), s5),
             (click(s5, "Undo"), s6), (click(s6, "Save"), s7), (typ(s7, "save_image_filename", "kitchen_layout"), s8),
             (click(s8, "OK"), s9)]
    add(rs, 15, P, "tree", PIXEL6, s0, steps)


# 16 VLC (bad): Hardware acceleration, just set to Disabled, reads Automatic after the list is scrolled.
def t16(rs: RowSet) -> None:
    P = "org.videolan.vlc"

    def video_prefs(clock: str, hw: str, offset: int, seek: bool = False) -> list[dict[str, Any]]:
        prefs = [("Video screen orientation", "Automatic (sensor)", None), ("Background/PiP mode", "Stop", None),
                 ("Hardware acceleration", hw, None),
                 ("Resume playback after a call", "Resume the video after a phone call ends", True),
                 ("Save playback speed", "Keep the playback speed between videos", False),
                 ("Brightness gesture", "Swipe vertically on the left to change brightness", True),
                 ("Volume gesture", "Swipe vertically on the right to change volume", True),
                 ("Double tap to seek", "Double tap on the left or right to seek 10 s", True),
                 ("Seek buttons", "Show rewind and forward buttons", seek),
                 ("Video title", "Show the video title when playback starts", True),
                 ("Lock with sensor", "Keep the sensor orientation when the screen is locked", False),
                 ("Swipe to seek", "Swipe horizontally to seek", True),
                 ("Screenshot gesture", "Long press with two fingers to take a screenshot", False),
                 ("Popup player", "Play in a floating window from the context menu", True),
                 ("Fast seek", "Faster but less precise seeking", False)]
        out = sb(clock, 93) + [E("FL", None, None, (0, 80, 1080, 2337), "fragment_placeholder", d=0),
                               IB("Navigate up", (0, 80, 147, 227), d=1),
                               T("Video", (189, 118, 800, 189), "toolbar_title", d=1),
                               E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True)]
        for i, (t, s, sw) in enumerate(prefs[offset:offset + 12]):
            y = 227 + 170 * i
            out += [E("LL", None, None, (0, y, 1080, y + 170), d=2, click=True),
                    T(t, (63, y + 30, 880, y + 90), "android:id/title", d=3), T(s if sw is None else s, (63, y + 90, 880, y + 140), "android:id/summary", d=3)]
            if sw is not None:
                out.append(E("SW", None, None, (900, y + 45, 1038, y + 125), "switchWidget", d=3, click=True, check=sw))
        return out + nav()

    def hw_dialog(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 93) + [E("FL", None, None, (63, 780, 1017, 1620), "parentPanel", d=0),
                               T("Hardware acceleration", (126, 840, 954, 920), "alertTitle", d=1)]
        for y, opt in zip(rows(950, 130, 4), ("Automatic", "Disabled", "Decoding acceleration", "Full acceleration")):
            out.append(E("CT", opt, None, (63, y, 1017, y + 130), "text1", d=1, click=True, check=opt == "Automatic"))
        out.append(BT("CANCEL", (760, 1490, 954, 1590), "android:id/button2", d=1))
        return out + nav()

    def prefs_main(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 92) + [E("FL", None, None, (0, 80, 1080, 2337), "fragment_placeholder", d=0),
                               IB("Navigate up", (0, 80, 147, 227), d=1),
                               T("Settings", (189, 118, 800, 189), "toolbar_title", d=1),
                               E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True)]
        for y, (t, s) in zip(rows(227, 170, 8), (("Interface", "Theme, locale, navigation"), ("Video", "Gestures, orientation, decoding"),
                                                  ("Subtitles", "Size, color, encoding"), ("Audio", "Output, headset, equalizer"),
                                                  ("Casting", "Send to a Chromecast"), ("Parental control", "Lock settings with a PIN"),
                                                  ("Advanced", "Network caching, debug logs"), ("About", "VLC for Android 3.5.4"))):
            out += [E("LL", None, None, (0, y, 1080, y + 170), d=2, click=True),
                    T(t, (63, y + 30, 1017, y + 90), "android:id/title", d=3), T(s, (63, y + 90, 1017, y + 140), "android:id/summary", d=3)]
        return out + nav()

    def more(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 92) + [E("FL", None, None, (0, 80, 1080, 2337), "fragment_placeholder", d=0),
                               T("More", (42, 110, 700, 196), "toolbar_title", d=1),
                               IB("Settings", (960, 91, 1080, 217), "ml_menu_preferences", d=1),
                               T("History", (42, 250, 700, 310), "title", d=1),
                               E("RV", None, None, (0, 320, 1080, 720), "history_list", d=1, scroll=True)]
        for x, (t, s) in zip((21, 376, 731), (("Dune.Part.Two.2024.1080p.mkv", "1:12:40 / 2:46:07"), ("VID_20240601_wedding.mp4", "14:32"),
                                              ("Lecture 07 - Linear Algebra.mp4", "38:09 / 1:18:44"))):
            out += [E("LL", None, None, (x, 330, x + 328, 710), "history_item", d=2, click=True, long=True),
                    T(t, (x, 590, x + 328, 650), "title", d=3), T(s, (x, 650, x + 328, 700), "subtitle", d=3)]
        out += [T("Streams", (42, 780, 700, 840), "title", d=1), BT("New stream", (42, 860, 500, 970), "new_stream", d=1),
                T("About", (42, 1040, 700, 1100), "title", d=1), T("VLC for Android 3.5.4 · libVLC 3.6.0", (42, 1110, 1038, 1160), "about_version", d=1)]
        for x, lab in zip((0, 216, 432, 648, 864), ("Video", "Audio", "Browse", "Playlists", "More")):
            out.append(E("FL", None, lab, (x, 2190, x + 216, 2337), "bottom_nav_item", d=1, click=True, sel=lab == "More"))
        return out + nav()

    s0 = video_prefs("9:02", "Automatic", 0)
    s1 = hw_dialog("9:02")
    s2 = video_prefs("9:02", "Disabled", 0)
    s3 = video_prefs("9:03", "Automatic", 2)
    s4 = video_prefs("9:03", "Automatic", 3)
    s5 = video_prefs("9:03", "Automatic", 3, seek=True)
    s6 = prefs_main("9:04")
    s7 = more("9:04")
    steps = [(click(s0, "Hardware acceleration"), s1), (click(s1, "Disabled"), s2), (droid("scroll", direction="down"), s3),
             (droid("scroll", direction="down"), s4),
             (droid("click", index=ix(s4, "switchWidget", 5)), s5), (BACK, s6), (BACK, s7)]
    add(rs, 16, P, "ui", PIXEL6, s0, steps, turn=3,
        kind="after scrolling, Hardware acceleration reads Automatic although it had just been set to Disabled")


# 17 Broccoli (clean): a recipe is renamed and its servings changed (ingredients stay as written), the list re-sorts, a search filters it.
def t17(rs: RowSet) -> None:
    P = "com.flauschcode.broccoli"
    desc = {"Lemon Garlic Pasta": "Bright weeknight pasta with lemon zest, garlic and parmesan",
            "Spaghetti al Limone": "Bright weeknight pasta with lemon zest, garlic and parmesan",
            "Overnight Oats": "No-cook breakfast with oats, yogurt and berries",
            "Shakshuka": "Eggs poached in spiced tomato and pepper sauce",
            "Thai Green Curry": "Chicken and vegetables in coconut green curry"}
    ingredients = "200 g spaghetti\n2 lemons (zest and juice)\n3 cloves garlic, minced\n40 g butter\n50 g parmesan, grated\nSalt, black pepper"
    directions = "1. Cook spaghetti in salted water until al dente, keep 1 cup pasta water.\n2. Melt butter, fry garlic 1 min.\n3. Add lemon zest and juice, pasta and a splash of pasta water.\n4. Toss with parmesan, season and serve."

    def listing(clock: str, names: list[str], query: str | None = None) -> list[dict[str, Any]]:
        out = sb(clock, 62) + [E("FL", None, None, (0, 80, 1080, 2337), "nav_host_fragment", d=0)]
        if query is None:
            out += [IB("Open navigation drawer", (0, 80, 147, 227), d=1), T("Recipes", (189, 118, 700, 189), "toolbar_title", d=1),
                    IB("Search", (834, 91, 960, 217), "action_search", d=1), IB("More options", (960, 91, 1080, 217), d=1)]
        else:
            out += [IB("Collapse", (0, 80, 147, 227), d=1),
                    E("ET", query or None, None, (168, 101, 900, 207), "search_src_text", d=1, click=True, edit=True, focus=True, hint="Search recipes"),
                    IB("Clear query", (933, 101, 1038, 207), "search_close_btn", d=1, click=bool(query))]
        out.append(E("RV", None, None, (0, 227, 1080, 2337), "recycler_view", d=1, scroll=True))
        for y, n in zip(rows(240, 470, len(names)), names):
            out += [E("FL", None, None, (21, y, 1059, y + 450), "card", d=2, click=True),
                    E("I", None, None, (21, y, 1059, y + 300), "recipe_image", d=3),
                    T(n, (63, y + 320, 1017, y + 380), "recipe_title", d=3),
                    T(desc[n], (63, y + 380, 1017, y + 430), "recipe_description", d=3)]
        if query is None:
            out.append(IB("Add recipe", (870, 1995, 1038, 2163), "fab", d=1))
        return out + nav()

    def details(clock: str, title: str, servings: int) -> list[dict[str, Any]]:
        return sb(clock, 62) + [
            E("FL", None, None, (0, 80, 1080, 2337), "nav_host_fragment", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            IB("Cook mode", (582, 91, 708, 217), "action_cook", d=1), IB("Edit", (708, 91, 834, 217), "action_edit", d=1),
            IB("Share", (834, 91, 960, 217), "action_share", d=1), IB("More options", (960, 91, 1080, 217), d=1),
            E("SV", None, None, (0, 227, 1080, 2337), "details_scroll", d=1, scroll=True),
            E("I", None, None, (0, 227, 1080, 760), "recipe_image", d=2),
            T(title, (42, 790, 1038, 880), "recipe_title", d=2),
            T(desc[title], (42, 880, 1038, 940), "recipe_description", d=2),
            T(f"Servings: {servings}", (42, 980, 520, 1040), "recipe_servings", d=2),
            T("Preparation time: 25 min", (540, 980, 1038, 1040), "recipe_preparation_time", d=2),
            T("Source: smittenkitchen.com", (42, 1050, 1038, 1110), "recipe_source", d=2),
            T("Ingredients", (42, 1160, 1038, 1230), "ingredients_title", d=2),
            T(ingredients, (42, 1240, 1038, 1640), "recipe_ingredients", d=2),
            T("Directions", (42, 1680, 1038, 1750), "directions_title", d=2),
            T(directions, (42, 1760, 1038, 2300), "recipe_directions", d=2),
        ] + nav()

    def edit(clock: str, title: str, servings: str, focus: str) -> list[dict[str, Any]]:
        out = sb(clock, 62) + [E("FL", None, None, (0, 80, 1080, 2337), "nav_host_fragment", d=0),
                               IB("Navigate up", (0, 80, 147, 227), d=1),
                               T("Edit recipe", (189, 118, 700, 189), "toolbar_title", d=1),
                               IB("Save", (960, 91, 1080, 217), "action_save", d=1),
                               E("SV", None, None, (0, 227, 1080, 2337), "edit_scroll", d=1, scroll=True)]
        fields = [("Title", "edit_title", title), ("Categories", "edit_categories", "Pasta, Quick"), ("Servings", "edit_servings", servings),
                  ("Preparation time", "edit_preparation_time", "25 min"), ("Source", "edit_source", "smittenkitchen.com"),
                  ("Description", "edit_description", desc["Lemon Garlic Pasta"]), ("Ingredients", "edit_ingredients", ingredients)]
        y = 260
        for hint, rid, val in fields:
            h = 400 if rid == "edit_ingredients" else 150
            out.append(E("ET", val, None, (42, y, 1038, y + h), rid, d=2, click=True, edit=True, focus=rid == focus, hint=hint))
            y += h + 30
        return out + nav()

    names0 = ["Lemon Garlic Pasta", "Overnight Oats", "Shakshuka", "Thai Green Curry"]
    names1 = ["Overnight Oats", "Shakshuka", "Spaghetti al Limone", "Thai Green Curry"]
    s0 = listing("6:40", names0)
    s1 = details("6:40", "Lemon Garlic Pasta", 2)
    s2 = edit("6:41", "Lemon Garlic Pasta", "2", "")
    s3 = edit("6:41", "Spaghetti al Limone", "2", "edit_title")
    s4 = edit("6:42", "Spaghetti al Limone", "4", "edit_servings")
    s5 = details("6:42", "Spaghetti al Limone", 4)
    s6 = listing("6:42", names1)
    s7 = listing("6:43", names1, query="")
    s8 = listing("6:43", ["Thai Green Curry"], query="curry")
    steps = [(click(s0, "Lemon Garlic Pasta"), s1), (click(s1, "Edit"), s2), (typ(s2, "edit_title", "Spaghetti al Limone"), s3),
             (typ(s3, "edit_servings", "4"), s4), (click(s4, "Save"), s5), (BACK, s6), (click(s6, "Search"), s7),
             (typ(s7, "search_src_text", "curry"), s8)]
    add(rs, 17, P, "ui", PIXEL6, s0, steps)


# 18 Pro Expense (bad, tree): after an amount is corrected, the logs total counts the new amount without removing the old one.
def t18(rs: RowSet) -> None:
    P = "com.arduia.expense"
    cats = ["Food", "Home", "Transportation", "Health", "Entertainment", "Utilities", "Clothes", "Donations", "Others"]

    def money(v: float) -> str:
        return f"${v:,.2f}"

    def home(clock: str, entries: list[tuple[str, str, float, str]]) -> list[dict[str, Any]]:
        total = sum(e[2] for e in entries)
        out = sb(clock, 55) + [
            E("FL", None, None, (0, 80, 1080, 2337), "fc_main", d=0),
            IB("Open navigation drawer", (0, 80, 147, 227), d=1),
            T("Home", (189, 118, 600, 189), "tv_title", d=1),
            IB("Expense logs", (960, 91, 1080, 217), "btn_logs", d=1),
            T("June 2024", (42, 250, 600, 310), "tv_month", d=1),
            T("Total expense", (42, 320, 600, 370), "tv_total_label", d=1),
            T(money(total), (42, 370, 700, 470), "tv_total_value", d=1),
            E("V", None, "Weekly expense graph", (42, 500, 1038, 900), "expense_graph", d=1),
            T("Recent", (42, 940, 600, 1000), "tv_recent", d=1),
            E("RV", None, None, (0, 1010, 1080, 2190), "rv_recent", d=1, scroll=True),
        ]
        for y, (name, cat, amt, date) in zip(rows(1010, 160, len(entries)), entries):
            out += [E("LL", None, None, (0, y, 1080, y + 160), "cl_expense_item", d=2, click=True, long=True),
                    E("I", None, cat, (42, y + 38, 126, y + 122), "iv_category", d=3),
                    T(name, (168, y + 24, 760, y + 84), "tv_name", d=3),
                    T(date, (168, y + 88, 760, y + 138), "tv_date", d=3),
                    T(money(amt), (780, y + 50, 1038, y + 110), "tv_amount", d=3)]
        out.append(IB("Add expense", (870, 1995, 1038, 2163), "fb_main_add", d=1))
        return out + nav()

    def form(clock: str, name: str | None, amount: str | None, cat: str | None, date: str, focus: str, update: bool,
             dropdown: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 55) + [
            E("FL", None, None, (0, 80, 1080, 2337), "fc_main", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Edit expense" if update else "New expense", (189, 118, 800, 189), "tv_title", d=1),
            E("ET", name, None, (42, 260, 1038, 400), "edt_name", d=1, click=True, edit=True, focus=focus == "name", hint="Name"),
            E("ET", amount, None, (42, 430, 1038, 570), "edt_amount", d=1, click=True, edit=True, focus=focus == "amount", hint="Amount"),
            E("T", cat, None, (42, 600, 1038, 740), "tv_category", d=1, click=True, hint="Category"),
            E("ET", None, None, (42, 770, 1038, 1000), "edt_note", d=1, click=True, edit=True, hint="Note"),
            T(date, (42, 1030, 1038, 1170), "tv_date", d=1, click=True),
            BT("Update" if update else "Save", (42, 1960, 1038, 2090), "btn_save", d=1),
        ]
        if dropdown:
            out.append(E("LV", None, None, (42, 740, 1038, 1820), "select_dialog_listview", d=0, scroll=True))
            for y, c in zip(rows(740, 120, len(cats)), cats):
                out.append(T(c, (42, y, 1038, y + 120), "text1", d=1, click=True))
        return out + nav()

    def logs(clock: str, entries: list[tuple[str, str, float, str]], shown_total: float) -> list[dict[str, Any]]:
        out = sb(clock, 55) + [
            E("FL", None, None, (0, 80, 1080, 2337), "fc_main", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Expense Logs", (189, 118, 800, 189), "tv_title", d=1),
            IB("Filter", (960, 91, 1080, 217), "btn_filter", d=1),
            T(f"June 2024 · {len(entries)} records · Total {money(shown_total)}", (42, 240, 1038, 300), "tv_summary", d=1),
            E("RV", None, None, (0, 310, 1080, 2337), "rv_logs", d=1, scroll=True),
        ]
        y = 310
        for name, cat, amt, date in entries:
            out += [T(date, (42, y + 10, 1038, y + 60), "tv_date_header", d=2),
                    E("LL", None, None, (0, y + 70, 1080, y + 230), "cl_expense_item", d=2, click=True, long=True),
                    E("I", None, cat, (42, y + 108, 126, y + 192), "iv_category", d=3),
                    T(name, (168, y + 94, 760, y + 154), "tv_name", d=3),
                    T(cat, (168, y + 158, 760, y + 208), "tv_category", d=3),
                    T(money(amt), (780, y + 120, 1038, y + 180), "tv_amount", d=3)]
            y += 240
        return out + nav()

    e0 = [("Groceries - Lidl", "Food", 54.20, "11 Jun 2024"), ("Bus pass top-up", "Transportation", 30.00, "10 Jun 2024"),
          ("Pharmacy", "Health", 12.85, "9 Jun 2024"), ("Dinner w/ Sam", "Entertainment", 48.50, "8 Jun 2024"),
          ("Electric bill", "Utilities", 41.00, "5 Jun 2024")]
    e6 = [("Coffee beans", "Food", 18.90, "13 Jun 2024")] + e0
    e9 = [(n, c, 21.85 if n == "Pharmacy" else a, d) for n, c, a, d in e6]
    s0 = home("7:15", e0)
    s1 = form("7:15", None, None, None, "13 Jun 2024", "name", False)
    s2 = form("7:15", "Coffee beans", None, None, "13 Jun 2024", "name", False)
    s3 = form("7:16", "Coffee beans", "18.90", None, "13 Jun 2024", "amount", False)
    s4 = form("7:16", "Coffee beans", "18.90", None, "13 Jun 2024", "", False, dropdown=True)
    s5 = form("7:16", "Coffee beans", "18.90", "Food", "13 Jun 2024", "", False)
    s6 = home("7:16", e6)
    s7 = form("7:17", "Pharmacy", "12.85", "Health", "9 Jun 2024", "", True)
    s8 = form("7:17", "Pharmacy", "21.85", "Health", "9 Jun 2024", "amount", True)
    s9 = home("7:17", e9)
    s10 = logs("7:18", e9, 227.30)
    s11 = form("7:18", "Coffee beans", "18.90", "Food", "13 Jun 2024", "", True)
    s12 = form("7:18", "Coffee beans", "18.90", "Food", "13 Jun 2024", "", True, dropdown=True)
    steps = [(click(s0, "Add expense"), s1), (typ(s1, "edt_name", "Coffee beans"), s2), (typ(s2, "edt_amount", "18.90"), s3),
             (click(s3, "tv_category"), s4), (click(s4, "Food"), s5), (click(s5, "Save"), s6), (click(s6, "Pharmacy"), s7),
             (typ(s7, "edt_amount", "21.85"), s8), (click(s8, "Update"), s9), (click(s9, "Expense logs"), s10),
             (click(s10, "Coffee beans"), s11), (click(s11, "tv_category"), s12)]
    add(rs, 18, P, "tree", PIXEL6, s0, steps, turn=10,
        kind="the logs total reads $227.30, but its six records add up to $214.45, the total Home showed after Pharmacy was corrected from $12.85 to $21.85")


# 19 PayByPhone (clean): a parking session is paid, counts down and is extended (end time, remaining time and total paid move).
def t19(rs: RowSet) -> None:
    P = "com.paybyphone"
    loc = "48102 · Valencia St & 16th St"

    def tabs(sel: str) -> list[dict[str, Any]]:
        return [E("FL", None, lab, (x, 2190, x + 360, 2337), "bottom_nav_item", d=1, click=True, sel=lab == sel)
                for x, lab in zip((0, 360, 720), ("Parking", "Activity", "Account"))]

    def head(clock: str, title: str, up: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 39) + [E("FL", None, None, (0, 80, 1080, 2337), "nav_host", d=0)]
        if up:
            out.append(IB("Navigate up", (0, 80, 147, 227), d=1))
        return out + [T(title, (189 if up else 42, 118, 900, 189), "toolbar_title", d=1)]

    def park(clock: str, typed: str | None) -> list[dict[str, Any]]:
        out = head(clock, "Park") + [
            E("LL", None, "Vehicle 7KLM482, Tesla Model 3", (42, 240, 1038, 360), "vehicle_selector", d=1, click=True),
            T("7KLM482 · Tesla Model 3", (126, 270, 900, 330), "vehicle_text", d=2),
            E("ET", typed, None, (42, 400, 1038, 540), "location_input", d=1, click=True, edit=True, focus=typed is not None, hint="Enter location number"),
            BT("Continue", (42, 580, 1038, 700), "continue_button", d=1, click=typed is not None),
            T("Recent locations", (42, 760, 1038, 820), "recent_title", d=1),
        ]
        for y, (a, b) in zip(rows(840, 160, 2), (("45213 · Market St & 5th St", "San Francisco · $3.50/hr"),
                                                 ("51877 · Civic Center Garage", "San Francisco · $4.00/hr"))):
            out += [E("LL", None, None, (0, y, 1080, y + 160), "recent_item", d=2, click=True),
                    T(a, (63, y + 24, 1017, y + 84), "recent_location", d=3), T(b, (63, y + 88, 1017, y + 138), "recent_rate", d=3)]
        return out + tabs("Parking") + nav()

    def duration(clock: str, chosen: str | None) -> list[dict[str, Any]]:
        out = head(clock, "Choose duration", True) + [
            T(loc, (42, 250, 1038, 320), "location_title", d=1),
            T("San Francisco · $3.50 / hour · Max 2 hr · Mon–Sat 9 AM–6 PM", (42, 320, 1038, 420), "rate_text", d=1),
            T("7KLM482 · Tesla Model 3", (42, 430, 1038, 490), "vehicle_text", d=1),
        ]
        for x, opt in zip((42, 292, 542, 792), ("30 min", "1 hr", "1 hr 30 min", "2 hr")):
            out.append(E("B", opt, None, (x, 560, x + 240, 680), "duration_chip", d=1, click=True, check=opt == chosen))
        if chosen:
            out += [T("Parking until 3:42 PM", (42, 740, 1038, 800), "end_time", d=1), T("Parking $3.50", (42, 810, 1038, 870), "price", d=1)]
        out.append(BT("Continue", (42, 1960, 1038, 2090), "continue_button", d=1, click=chosen is not None))
        return out + nav()

    def confirm(clock: str) -> list[dict[str, Any]]:
        out = head(clock, "Confirm parking", True)
        for y, (k, v) in zip(rows(250, 90, 8), (("Location", loc), ("Vehicle", "7KLM482"), ("Duration", "1 hr"), ("Ends", "3:42 PM"),
                                                ("Parking", "$3.50"), ("Transaction fee", "$0.35"), ("Total", "$3.85"), ("Payment", "Visa •••• 4417"))):
            out += [T(k, (42, y + 15, 480, y + 75), "label", d=1), T(v, (500, y + 15, 1038, y + 75), "value", d=1)]
        out.append(BT("Pay $3.85", (42, 1960, 1038, 2090), "pay_button", d=1))
        return out + nav()

    def active(clock: str, remaining: str, ends: str, paid: str, note: str | None = None) -> list[dict[str, Any]]:
        out = head(clock, "Parking") + [
            T("Active session", (42, 240, 1038, 300), "session_header", d=1),
            T(loc, (42, 310, 1038, 370), "session_location", d=1),
            T("7KLM482 · Tesla Model 3", (42, 370, 1038, 430), "session_vehicle", d=1),
            E("PB", None, f"{remaining} remaining", (240, 480, 840, 1080), "countdown_ring", d=1),
            T(remaining, (340, 700, 740, 820), "countdown_text", d=1),
            T(f"Expires at {ends}", (42, 1120, 1038, 1180), "expiry_text", d=1),
            T(f"Total paid {paid}", (42, 1190, 1038, 1250), "paid_text", d=1),
        ]
        if note:
            out.append(T(note, (42, 1260, 1038, 1320), "status_note", d=1))
        out += [BT("Extend", (42, 1820, 1038, 1940), "extend_button", d=1), BT("Stop parking", (42, 1960, 1038, 2080), "stop_button", d=1)]
        return out + tabs("Parking") + nav()

    def extend(clock: str, chosen: str | None) -> list[dict[str, Any]]:
        out = head(clock, "Extend parking", True) + [
            T(loc, (42, 250, 1038, 320), "location_title", d=1),
            T("Current session ends 3:42 PM · 1 hr more allowed", (42, 320, 1038, 380), "extend_info", d=1),
        ]
        for x, opt in zip((42, 376, 710), ("15 min", "30 min", "1 hr")):
            out.append(E("B", opt, None, (x, 440, x + 320, 560), "duration_chip", d=1, click=True, check=opt == chosen))
        if chosen:
            for y, (k, v) in zip(rows(620, 90, 4), (("New end time", "4:12 PM"), ("Parking", "$1.75"), ("Transaction fee", "$0.35"), ("Total", "$2.10"))):
                out += [T(k, (42, y + 15, 480, y + 75), "label", d=1), T(v, (500, y + 15, 1038, y + 75), "value", d=1)]
            out.append(BT("Extend for $2.10", (42, 1960, 1038, 2090), "pay_button", d=1))
        return out + nav()

    def activity(clock: str) -> list[dict[str, Any]]:
        out = head(clock, "Activity") + [T("Active", (42, 240, 1038, 300), "section_title", d=1)]
        items = [("active", loc, "Today · 2:42 PM – 4:12 PM", "$5.95"),
                 ("past", "45213 · Market St & 5th St", "Jun 10 · 11:05 AM – 12:05 PM", "$3.85"),
                 ("past", "51877 · Civic Center Garage", "Jun 3 · 6:30 PM – 9:30 PM", "$12.35")]
        y = 310
        for kind, a, b, c in items:
            if kind == "past" and a.startswith("45213"):
                out.append(T("Past", (42, y + 20, 1038, y + 80), "section_title", d=1))
                y += 100
            out += [E("LL", None, None, (0, y, 1080, y + 170), "history_item", d=1, click=True),
                    T(a, (63, y + 24, 800, y + 84), "history_location", d=2), T(b, (63, y + 88, 800, y + 138), "history_time", d=2),
                    T(c, (820, y + 50, 1038, y + 110), "history_amount", d=2)]
            y += 180
        return out + tabs("Activity") + nav()

    s0 = park("2:41", None)
    s1 = park("2:41", "48102")
    s2 = duration("2:42", None)
    s3 = duration("2:42", "1 hr")
    s4 = confirm("2:42")
    s5 = active("2:42", "59:51", "3:42 PM", "$3.85")
    s6 = extend("2:43", None)
    s7 = extend("2:43", "30 min")
    s8 = active("2:43", "1:28:29", "4:12 PM", "$5.95", "Extended by 30 min")
    s9 = activity("2:44")
    steps = [(typ(s0, "location_input", "48102"), s1), (click(s1, "Continue"), s2), (click(s2, "1 hr"), s3), (click(s3, "Continue"), s4),
             (click(s4, "Pay $3.85"), s5), (click(s5, "Extend"), s6), (click(s6, "30 min"), s7), (click(s7, "Extend for $2.10"), s8),
             (click(s8, "Activity"), s9)]
    add(rs, 19, P, "ui", PIXEL6, s0, steps)


# 20 Google Keep (bad): an untouched grocery item changes its quantity (500g → 1kg) when another item is ticked.
def t20(rs: RowSet) -> None:
    P = "com.google.android.keep"

    def note(clock: str, edited: str, items: list[str], checked: list[str], new: str | None = None, focus_new: bool = False) -> list[dict[str, Any]]:
        out = sb(clock, 47) + [
            E("FL", None, None, (0, 80, 1080, 2337), "editor_root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            IB("Pin", (708, 91, 834, 217), "menu_pin", d=1),
            IB("Reminder", (834, 91, 960, 217), "menu_reminder", d=1),
            IB("Archive", (960, 91, 1080, 217), "menu_archive", d=1),
            E("RV", None, None, (0, 227, 1080, 2190), "editor_list", d=1, scroll=True),
            E("ET", "Groceries", None, (42, 240, 1038, 340), "editable_title", d=2, click=True, edit=True, hint="Title"),
        ]
        y = 360
        for it, is_new in [(i, False) for i in items] + ([(new, True)] if new is not None else []):
            out += [E("I", None, "Reorder", (0, y + 20, 63, y + 100), "drag_handle", d=2),
                    E("CB", None, None, (84, y + 20, 168, y + 100), "list_item_checkbox", d=2, click=True, check=False),
                    E("ET", it or None, None, (189, y, 930, y + 120), "list_item_text", d=2, click=True, edit=True,
                      focus=focus_new and is_new, hint="List item")]
            if focus_new and is_new:
                out.append(IB("Delete", (951, y + 20, 1038, y + 100), "list_item_delete", d=2))
            y += 120
        out += [E("LL", None, None, (0, y, 1080, y + 120), "add_item_row", d=2, click=True),
                T("List item", (189, y + 30, 930, y + 90), "add_item_text", d=3)]
        y += 140
        if checked:
            n = len(checked)
            out.append(T(f"{n} checked item" + ("s" if n > 1 else ""), (84, y, 930, y + 80), "checked_items_header", d=2, click=True))
            y += 90
            for it in checked:
                out += [E("CB", None, None, (84, y + 20, 168, y + 100), "list_item_checkbox", d=2, click=True, check=True),
                        E("ET", it, None, (189, y, 930, y + 120), "list_item_text", d=2, click=True, edit=True, hint="List item")]
                y += 120
        out += [IB("New list item, image, drawing, audio", (0, 2190, 126, 2337), "new_list_item_image_drawing_audio", d=1),
                IB("Change note color", (126, 2190, 252, 2337), "bs_color", d=1),
                T(f"Edited {edited}", (300, 2230, 780, 2290), "editor_footer_text", d=1),
                IB("Action", (954, 2190, 1080, 2337), "bs_action", d=1)]
        return out + nav()

    def box_of(elems: list[dict[str, Any]], text: str) -> int:
        return ix(elems, text) - 1

    def action_sheet(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 47) + [E("FL", None, None, (0, 1420, 1080, 2337), "design_bottom_sheet", d=0)]
        for y, lab in zip(rows(1450, 130, 6), ("Delete", "Make a copy", "Send", "Collaborator", "Labels", "Help & feedback")):
            out += [E("LL", None, None, (0, y, 1080, y + 130), "menu_item", d=1, click=True), T(lab, (189, y + 35, 1000, y + 95), "menu_text", d=2)]
        return out + nav()

    def labels(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 47) + [E("FL", None, None, (0, 80, 1080, 2337), "label_editor", d=0),
                               IB("Navigate up", (0, 80, 147, 227), d=1),
                               E("ET", None, None, (168, 101, 1038, 207), "label_search", d=1, click=True, edit=True, hint="Enter label name"),
                               E("RV", None, None, (0, 227, 1080, 2337), "label_list", d=1, scroll=True)]
        for y, (lab, on) in zip(rows(240, 140, 5), (("Home", False), ("Meal plan", False), ("Shopping", True), ("Travel", False), ("Work", False))):
            out += [E("LL", None, None, (0, y, 1080, y + 140), "label_row", d=2, click=True),
                    T(lab, (147, y + 40, 880, y + 100), "label_name", d=3),
                    E("CB", None, None, (930, y + 30, 1038, y + 110), "label_checkbox", d=3, click=True, check=on)]
        return out + nav()

    items0 = ["Oat milk", "Greek yogurt 500g", "Bananas", "Sourdough loaf", "Eggs (dozen)", "Spinach", "Coffee filters"]
    items1 = [i for i in items0 if i != "Bananas"]
    items3 = items1 + ["Parmesan"]
    items4 = [("Greek yogurt 1kg" if i == "Greek yogurt 500g" else i) for i in items3 if i != "Eggs (dozen)"]
    s0 = note("5:19", "5:02 PM", items0, [])
    s1 = note("5:20", "5:20 PM", items1, ["Bananas"])
    s2 = note("5:20", "5:20 PM", items1, ["Bananas"], new="", focus_new=True)
    s3 = note("5:20", "5:20 PM", items1, ["Bananas"], new="Parmesan", focus_new=True)
    s4 = note("5:21", "5:21 PM", items4, ["Eggs (dozen)", "Bananas"])
    s5 = action_sheet("5:21")
    s6 = labels("5:21")
    steps = [(droid("click", index=box_of(s0, "Bananas")), s1), (click(s1, "List item"), s2),
             (droid("input_text", text="Parmesan", index=ix(s2, "list_item_delete") - 1), s3),
             (droid("click", index=box_of(s3, "Eggs (dozen)")), s4), (click(s4, "Action"), s5), (click(s5, "Labels"), s6)]
    add(rs, 20, P, "ui", PIXEL7, s0, steps, turn=4,
        kind="the unchecked item Greek yogurt 500g reads Greek yogurt 1kg after only Eggs (dozen) was ticked")


# 21 OpenTracks (bad): renaming one track; the list then shows a different, untouched track on another date.
def t21(rs: RowSet) -> None:
    P = "de.dennisguse.opentracks"

    def tracks(clock: str, items: list[tuple[str, str, str, str]]) -> list[dict[str, Any]]:
        out = sb(clock, 86) + [
            E("FL", None, None, (0, 80, 1080, 2337), "track_list_root", d=0),
            T("OpenTracks", (42, 110, 600, 196), "toolbar_title", d=1),
            IB("Search", (708, 91, 834, 217), "track_list_search", d=1),
            IB("Markers", (834, 91, 960, 217), "track_list_markers", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("RV", None, None, (0, 227, 1080, 2337), "track_list", d=1, scroll=True),
        ]
        for y, (name, act, when, stats) in zip(rows(227, 210, len(items)), items):
            out += [E("LL", None, None, (0, y, 1080, y + 210), "list_item", d=2, click=True, long=True),
                    E("I", None, act, (42, y + 60, 132, y + 150), "list_item_icon", d=3),
                    T(name, (168, y + 24, 1038, y + 84), "list_item_name", d=3),
                    T(when, (168, y + 88, 1038, y + 138), "list_item_date_time", d=3),
                    T(stats, (168, y + 142, 1038, y + 192), "list_item_total_time_distance", d=3)]
        out.append(IB("Record", (870, 1995, 1038, 2163), "track_list_record_button", d=1))
        return out + nav()

    def stats(clock: str, name: str) -> list[dict[str, Any]]:
        out = sb(clock, 86) + [
            E("FL", None, None, (0, 80, 1080, 2337), "track_detail_root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T(name, (189, 118, 700, 189), "toolbar_title", d=1),
            IB("Edit", (708, 91, 834, 217), "track_detail_edit", d=1),
            IB("Share", (834, 91, 960, 217), "track_detail_share", d=1),
            IB("More options", (960, 91, 1080, 217), d=1),
            E("SV", None, None, (0, 227, 1080, 2337), "stats_scroll", d=1, scroll=True),
            T("Running · Jun 12, 2024, 7:02 AM", (42, 250, 1038, 310), "stats_activity_type_and_start", d=2),
        ]
        vals = [("Distance", "5.82 km"), ("Total time", "31:47"), ("Moving time", "30:55"), ("Average speed", "10.99 km/h"),
                ("Average moving speed", "11.29 km/h"), ("Max speed", "16.4 km/h"), ("Average pace", "5:28 min/km"),
                ("Average moving pace", "5:19 min/km"), ("Elevation gain", "48 m"), ("Elevation loss", "46 m")]
        for y, (k, v) in zip(rows(340, 150, len(vals)), vals):
            out += [T(k, (42, y + 20, 540, y + 70), "stats_label", d=2), T(v, (42, y + 70, 540, y + 130), "stats_value", d=2)]
        return out + nav()

    def edit(clock: str, name: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 86) + [
            E("FL", None, None, (0, 80, 1080, 2337), "track_edit_root", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Edit", (189, 118, 700, 189), "toolbar_title", d=1),
            E("ET", name, None, (42, 260, 1038, 400), "track_edit_name", d=1, click=True, edit=True, focus=focus, hint="Name"),
            E("I", None, "running", (42, 440, 152, 550), "track_edit_activity_type_icon", d=1, click=True),
            E("ET", "Running", None, (189, 430, 1038, 570), "track_edit_activity_type", d=1, click=True, edit=True, hint="Activity type"),
            E("ET", None, None, (42, 610, 1038, 900), "track_edit_description", d=1, click=True, edit=True, hint="Description"),
            BT("Cancel", (42, 1960, 520, 2090), "track_edit_cancel", d=1),
            BT("Save", (560, 1960, 1038, 2090), "track_edit_save", d=1),
        ] + nav()

    def recording(clock: str, dist: str, time: str, speed: str, gps: str) -> list[dict[str, Any]]:
        return sb(clock, 85, ("OpenTracks: Recording",)) + [
            E("FL", None, None, (0, 80, 1080, 2337), "track_recording_root", d=0),
            T("Recording", (42, 110, 600, 196), "toolbar_title", d=1),
            T(gps, (42, 230, 1038, 290), "stats_gps_status", d=1),
            T("Distance", (42, 340, 540, 390), "stats_label", d=1), T(dist, (42, 390, 540, 470), "stats_distance_value", d=1),
            T("Total time", (560, 340, 1038, 390), "stats_label", d=1), T(time, (560, 390, 1038, 470), "stats_total_time_value", d=1),
            T("Speed", (42, 520, 540, 570), "stats_label", d=1), T(speed, (42, 570, 540, 650), "stats_speed_value", d=1),
            IB("Pause", (180, 1995, 348, 2163), "track_recording_pause", d=1),
            IB("Stop", (732, 1995, 900, 2163), "track_recording_stop", d=1, long=True),
        ] + nav()

    def stopped(clock: str, name: str, focus: bool) -> list[dict[str, Any]]:
        return sb(clock, 85) + [
            E("FL", None, None, (63, 500, 1017, 1900), "track_stopped_root", d=0),
            T("Track stopped", (126, 540, 954, 620), "alertTitle", d=1),
            E("ET", name, None, (126, 650, 954, 780), "track_stopped_name", d=1, click=True, edit=True, focus=focus, hint="Name"),
            E("ET", "Walking", None, (126, 810, 954, 940), "track_stopped_activity_type", d=1, click=True, edit=True, hint="Activity type"),
            T("0.07 km · 00:00:52", (126, 970, 954, 1030), "track_stopped_stats", d=1),
            BT("Resume", (126, 1760, 400, 1870), "track_stopped_resume", d=1),
            BT("Discard", (420, 1760, 680, 1870), "track_stopped_discard", d=1),
            BT("Finish", (700, 1760, 954, 1870), "track_stopped_finish", d=1),
        ] + nav()

    commute = ("Commute ride", "cycling", "Jun 10, 2024, 8:15 AM", "11.30 km · 38:12")
    hike = ("Stawamus Chief hike", "hiking", "Jun 8, 2024, 9:40 AM", "7.41 km · 3:12:05")
    run = ("Morning run", "running", "Jun 12, 2024, 7:02 AM", "5.82 km · 31:47")
    s0 = tracks("6:02", [run, commute, hike])
    s1 = stats("6:02", "Morning run")
    s2 = edit("6:03", "Morning run", False)
    s3 = edit("6:03", "Seawall 6k tempo", True)
    s4 = stats("6:03", "Seawall 6k tempo")
    s5 = tracks("6:04", [("Seawall 6k tempo",) + run[1:], (commute[0], commute[1], "Jun 9, 2024, 8:15 AM", commute[3]), hike])
    s6 = recording("6:04", "0.00 km", "00:00:03", "0.0 km/h", "GPS: waiting for fix…")
    s7 = recording("6:05", "0.06 km", "00:00:41", "5.3 km/h", "GPS: accuracy 6 m")
    s8 = stopped("6:05", "2024-06-13 18:04", False)
    s9 = stopped("6:05", "Warm-up walk", True)
    steps = [(click(s0, "Morning run"), s1), (click(s1, "Edit"), s2), (typ(s2, "track_edit_name", "Seawall 6k tempo"), s3),
             (click(s3, "Save"), s4), (BACK, s5), (click(s5, "Record"), s6), (droid("wait"), s7), (lpress(s7, "Stop"), s8),
             (typ(s8, "track_stopped_name", "Warm-up walk"), s9)]
    add(rs, 21, P, "ui", PIXEL7, s0, steps, turn=5,
        kind="the untouched Commute ride is listed as Jun 9, 2024, 8:15 AM after being listed as Jun 10, 2024, 8:15 AM")


# 22 Monefy (clean): an expense is added (category, total and balance follow), another month is viewed, the category breakdown adds up.
def t22(rs: RowSet) -> None:
    P = "com.monefy.app.lite"

    def money(v: float) -> str:
        return f"${v:,.2f}"

    def main(clock: str, period: str, income: float, cats: list[tuple[str, float]], snack: str | None = None) -> list[dict[str, Any]]:
        expense = sum(v for _, v in cats)
        out = sb(clock, 31) + [
            E("FL", None, None, (0, 80, 1080, 2337), "main_layout", d=0),
            IB("Open navigation drawer", (0, 80, 147, 227), d=1),
            T("All accounts", (189, 118, 700, 189), "toolbar_title", d=1),
            IB("Search", (834, 91, 960, 217), "menu_search", d=1),
            IB("Transfer", (960, 91, 1080, 217), "menu_transfer", d=1),
            IB("Previous period", (21, 240, 147, 340), "button_previous_period", d=1),
            T(period, (168, 250, 912, 330), "textViewPeriod", d=1, click=True),
            IB("Next period", (933, 240, 1059, 340), "button_next_period", d=1),
            E("V", None, "Expense chart", (140, 380, 940, 1180), "piegraph", d=1, click=True),
            T(money(income), (340, 690, 740, 760), "income_amount", d=1),
            T(money(expense), (340, 770, 740, 840), "expense_amount", d=1),
        ]
        for i, (c, v) in enumerate(cats):
            x, y = 42 + 170 * i, 1230
            out.append(IB(f"{c}, {money(v)}", (x, y, x + 150, y + 150), "category_icon", d=1))
        out += [E("LL", None, None, (0, 1460, 1080, 1600), "balance_layout", d=1, click=True),
                T("Balance", (63, 1495, 500, 1565), "balance_label", d=2),
                T(money(income - expense), (560, 1495, 1017, 1565), "balance_amount", d=2),
                BT("Expense", (42, 1980, 520, 2130), "expense_button", d=1),
                BT("Income", (560, 1980, 1038, 2130), "income_button", d=1)]
        if snack:
            out += [E("FL", None, None, (32, 1820, 1048, 1950), "snackbar_layout", d=1),
                    T(snack, (74, 1855, 760, 1915), "snackbar_text", d=2), BT("UNDO", (800, 1845, 1006, 1925), "snackbar_action", d=2)]
        return out + nav()

    def new_expense(clock: str, amount: str | None) -> list[dict[str, Any]]:
        out = sb(clock, 31) + [
            E("FL", None, None, (0, 80, 1080, 2337), "new_transaction_layout", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("New expense", (189, 118, 700, 189), "toolbar_title", d=1),
            T("Cash", (720, 118, 1038, 189), "account_spinner", d=1, click=True),
            E("ET", amount, None, (42, 260, 1038, 420), "amount_text", d=1, click=True, edit=True, focus=True, hint="0"),
            E("ET", None, None, (42, 440, 1038, 560), "textViewNote", d=1, click=True, edit=True, hint="Note"),
            T("Thu, Jun 13, 2024", (42, 580, 1038, 660), "textViewDate", d=1, click=True),
            T("Choose category", (42, 700, 1038, 760), "category_hint", d=1),
        ]
        for i, c in enumerate(("Bills", "Car", "Clothes", "Communications", "Eating out", "Entertainment", "Food", "Gifts",
                               "Health", "House", "Pets", "Sports", "Taxi", "Toiletry", "Transport")):
            x, y = 21 + 212 * (i % 5), 790 + 230 * (i // 5)
            out += [E("LL", None, None, (x, y, x + 200, y + 220), "category_item", d=1, click=True), T(c, (x, y + 160, x + 200, y + 210), "category_name", d=2)]
        return out + nav()

    def food(clock: str) -> list[dict[str, Any]]:
        out = sb(clock, 30) + [
            E("FL", None, None, (0, 80, 1080, 2337), "transactions_layout", d=0),
            IB("Navigate up", (0, 80, 147, 227), d=1),
            T("Food", (189, 118, 600, 189), "toolbar_title", d=1),
            T("June 2024", (600, 118, 1038, 189), "toolbar_subtitle", d=1),
            T("Total", (42, 240, 500, 300), "total_label", d=1), T(money(440.10), (560, 240, 1038, 300), "total_amount", d=1),
            E("RV", None, None, (0, 320, 1080, 2337), "transactions_list", d=1, scroll=True),
        ]
        for y, (date, note, v) in zip(rows(320, 160, 6), (("Thu, Jun 13", None, 27.80), ("Tue, Jun 11", "Costco", 64.15),
                                                          ("Sat, Jun 8", "Farmers market", 38.70), ("Thu, Jun 6", "Safeway", 92.45),
                                                          ("Tue, Jun 4", "Trader Joe's", 51.20), ("Sat, Jun 1", "Costco", 165.80))):
            out += [E("LL", None, None, (0, y, 1080, y + 160), "transaction_item", d=2, click=True, long=True),
                    T(date, (63, y + 24, 700, y + 84), "transaction_date", d=3)]
            if note:
                out.append(T(note, (63, y + 88, 700, y + 138), "transaction_note", d=3))
            out.append(T(money(v), (720, y + 50, 1038, y + 110), "transaction_amount", d=3))
        return out + nav()

    june = [("Bills", 214.60), ("Car", 96.00), ("Eating out", 132.40), ("Food", 412.30), ("House", 1150.00), ("Entertainment", 74.50)]
    june2 = [(c, 440.10 if c == "Food" else v) for c, v in june]
    may = [("Bills", 198.20), ("Car", 143.75), ("Eating out", 176.80), ("Food", 465.90), ("House", 1150.00), ("Entertainment", 106.50)]
    s0 = main("8:30", "June 2024", 3922.40, june)
    s1 = new_expense("8:30", None)
    s2 = new_expense("8:31", "27.80")
    s3 = main("8:31", "June 2024", 3922.40, june2, snack="Food: $27.80 added")
    s4 = main("8:32", "May 2024", 3650.00, may)
    s5 = main("8:32", "June 2024", 3922.40, june2)
    s6 = food("8:33")
    steps = [(click(s0, "Expense"), s1), (typ(s1, "amount_text", "27.80"), s2), (click(s2, "Food"), s3),
             (click(s3, "Previous period"), s4), (click(s4, "Next period"), s5), (click(s5, "Food, $440.10"), s6)]
    add(rs, 22, P, "ui", PIXEL6, s0, steps)


def main() -> None:
    rs = RowSet(Path(__file__).parent)
    for build in (t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
