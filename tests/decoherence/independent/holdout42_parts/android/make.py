# ruff: noqa: E501
"""Held-out set holdout42, android domain: 22 AndroidWorld trajectories, 11 of them with one contradiction.

Each trajectory drives one app with AndroidWorld JSON actions; every observation is the full element list of
the next screen (``UI element N: UIElement(...)``). Screens are built from small per-app layout helpers so
that the boxes, ids and texts stay the same wherever the app would keep them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tests.decoherence.independent.rowkit2 import RowSet, droid, ui_elements

SYSTEM = """# Role and Objective

You are an **Android World Model** — a precise Android UI state simulator. Your task is to predict the exact next screen state after an Android action is executed.

Given:
1. **Historical Context** (Optional): Previous interactions in this session
2. **Current Screen State**: The visible Android UI state
3. **Android Action**: An Android UI control action

Predict the **next screen state** after the action is executed.

## Core Responsibilities

1. **State Prediction**: Generate the complete next screen state after action execution
2. **Context Maintenance**: Track navigation state, focused elements, input values, and app state across turns
3. **Behavioral Fidelity**: Stay faithful to Android app behavior, including screen transitions, loading completion, focus changes, and no-op actions

---

# Content Requirements

A screen-changing action is any action that changes the visible screen identity or main content, including button taps, menu selections, tab switches, list scrolling, form submissions, dialog openings, back navigation, and app transitions.

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

Prefer a complete conservative screen state over a partial or truncated one. Never leave the predicted_observation tag unclosed.

Output exactly one complete and closed <predicted_observation></predicted_observation> block and nothing else.

# Device

{device}. Actions are AndroidWorld JSON actions (click, long_press, input_text, keyboard_enter, scroll, navigate_back, navigate_home, open_app, wait); `index` refers to the `UI element N` of the current screen."""

TV = "android.widget.TextView"
IV = "android.widget.ImageView"
IB = "android.widget.ImageButton"
BT = "android.widget.Button"
ET = "android.widget.EditText"
CB = "android.widget.CheckBox"
SW = "android.widget.Switch"
RB = "android.widget.RadioButton"
SK = "android.widget.SeekBar"
PB = "android.widget.ProgressBar"
FL = "android.widget.FrameLayout"
LL = "android.widget.LinearLayout"
VG = "android.view.ViewGroup"
VW = "android.view.View"
RV = "androidx.recyclerview.widget.RecyclerView"
SV = "android.widget.ScrollView"
WV = "android.webkit.WebView"


class BoundingBox:
    """Pixel box printed the way AndroidWorld prints it."""

    def __init__(self, x0: int, y0: int, x1: int, y1: int) -> None:
        self.x_min, self.y_min, self.x_max, self.y_max = x0, y0, x1, y1

    def __repr__(self) -> str:
        return f"BoundingBox(x_min={self.x_min}, x_max={self.x_max}, y_min={self.y_min}, y_max={self.y_max})"


def el(pkg: str, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
       rid: str | None = None, *, click: bool = False, edit: bool = False, checked: bool | None = None,
       focus: bool = False, scroll: bool = False, sel: bool = False, enabled: bool = True,
       hint: str | None = None) -> dict[str, Any]:
    return {"text": text, "content_description": desc, "class_name": cls, "bbox_pixels": BoundingBox(*box),
            "hint_text": hint, "is_checked": bool(checked), "is_checkable": checked is not None,
            "is_clickable": click, "is_editable": edit, "is_enabled": enabled, "is_focused": focus,
            "is_scrollable": scroll, "is_selected": sel, "package_name": pkg, "resource_name": rid}


class App:
    """Element factory for one package; ``rid`` is the short view id (None for Compose/Flutter nodes)."""

    def __init__(self, pkg: str, res_pkg: str | None = None) -> None:
        self.pkg, self.res_pkg = pkg, res_pkg or pkg

    def __call__(self, cls: str, box: tuple[int, int, int, int], text: str | None = None, desc: str | None = None,
                 rid: str | None = None, **kw: Any) -> dict[str, Any]:
        return el(self.pkg, cls, box, text, desc, f"{self.res_pkg}:id/{rid}" if rid else None, **kw)


SYSUI = App("com.android.systemui")


def status(clock: str, batt: int, icons: tuple[str, ...] = (), charging: bool = False) -> list[dict[str, Any]]:
    out = [SYSUI(TV, (42, 22, 150, 98), text=clock, rid="clock")]
    x = 166
    for d in icons:
        out.append(SYSUI(IV, (x, 36, x + 48, 84), desc=d))
        x += 58
    out.append(SYSUI(IV, (830, 34, 882, 86), desc="Wifi signal full.", rid="wifi_signal"))
    out.append(SYSUI(IV, (892, 34, 944, 86), desc="Phone four bars.", rid="mobile_signal"))
    out.append(SYSUI(IV, (954, 34, 1040, 86), desc=f"Battery {batt} percent." + (" Charging." if charging else ""),
                     rid="battery"))
    return out


def ime(lang: str = "English (US)") -> list[dict[str, Any]]:
    """Gboard's window as it shows up in the tree: the keyboard frame and its switcher key."""
    g = App("com.google.android.inputmethod.latin")
    return [g(FL, (0, 1512, 1080, 2400), rid="keyboard_holder"),
            g(VW, (24, 2226, 136, 2340), desc="Switch input method", click=True),
            g(VW, (290, 2226, 790, 2340), desc=f"Space, {lang}", click=True, rid="key_pos_space")]


def find(screen: list[dict[str, Any]], key: str, nth: int = 0, rid: str | None = None) -> int:
    hits = [i for i, e in enumerate(screen)
            if key in (e["text"], e["content_description"], e["hint_text"]) and (rid is None or (e["resource_name"] or "").endswith(rid))]
    if not hits:
        raise KeyError(key)
    return hits[nth]


class Traj:
    """Accumulates (action, observation) turns; targets are looked up by text/description on the current screen."""

    def __init__(self, start: list[dict[str, Any]]) -> None:
        self.start, self.cur = start, start
        self.turns: list[tuple[str, str]] = []

    def go(self, action: str, nxt: list[dict[str, Any]], target: str | None = None, nth: int = 0,
           rid: str | None = None, **kw: Any) -> None:
        if target is not None:
            kw["index"] = find(self.cur, target, nth, rid)
        self.turns.append((droid(action, **kw), ui_elements(nxt)))
        self.cur = nxt

    def state(self) -> str:
        return ui_elements(self.start)


def system(device: str) -> str:
    return SYSTEM.replace("{device}", device)


PIXEL7 = "Emulated Pixel 7 (1080x2400 px, 420 dpi), Android 14, gesture navigation, English (US) locale"
PIXEL6 = "Emulated Pixel 6 (1080x2400 px, 411 dpi), Android 13, gesture navigation, English (US) locale"
PIXEL8 = "Emulated Pixel 8 (1080x2400 px, 428 dpi), Android 14, gesture navigation, English (UK) locale"


def rows(y0: int, h: int, n: int) -> list[tuple[int, int]]:
    return [(y0 + i * h, y0 + (i + 1) * h) for i in range(n)]


# Google Drive: clean
def t01_drive(rs: RowSet) -> None:
    a = App("com.google.android.apps.docs")
    # name -> (icon, modified label, sort key for "Last modified", is folder)
    items: dict[str, tuple[str, str, str, bool]] = {
        "Apartment": ("Folder", "Modified Nov 18, 2024", "2024-11-18", True),
        "Camera uploads": ("Folder", "Modified Feb 27, 2025", "2025-02-27", True),
        "Receipts 2024": ("Folder", "Modified Mar 10, 2025", "2025-03-10", True),
        "Work – Halden Logistics": ("Shared folder", "Modified Mar 6, 2025", "2025-03-06", True),
        "1099-DIV_Vanguard.pdf": ("PDF", "Modified Feb 14, 2025", "2025-02-14", False),
        "budget_2025.xlsx": ("Microsoft Excel", "Modified Mar 11, 2025", "2025-03-11", False),
        "Lease_renewal_signed.pdf": ("PDF", "Modified Dec 2, 2024", "2024-12-02", False),
        "scan_0412.pdf": ("PDF", "Modified Mar 3, 2025", "2025-03-03", False),
        "W-2_Acme_2024.pdf": ("PDF", "Modified Jan 28, 2025", "2025-01-28", False),
    }

    def order(by: str) -> list[str]:
        folders = [n for n in items if items[n][3]]
        files = [n for n in items if not items[n][3]]
        if by == "Name":
            key = str.lower
            return sorted(folders, key=key) + sorted(files, key=key)
        return (sorted(folders, key=lambda n: items[n][2], reverse=True)
                + sorted(files, key=lambda n: items[n][2], reverse=True))

    def files(clock: str, by: str = "Name") -> list[dict[str, Any]]:
        s = status(clock, 71, ("Gmail notification",))
        s += [a(FL, (0, 118, 1080, 2400), rid="content"),
              a(IB, (30, 140, 138, 248), desc="Open navigation drawer", click=True, rid="drawer_button"),
              a(TV, (150, 150, 880, 238), text="Search in Drive", click=True, rid="open_search_bar_text"),
              a(IV, (920, 150, 1008, 238), desc="Signed in as Jonas Weber jonas.weber.hl@gmail.com Account and settings.", click=True, rid="og_apd_internal_image_view"),
              a(TV, (60, 282, 300, 370), text="My Drive", click=True, sel=True, rid="tab_my_drive"),
              a(TV, (330, 282, 600, 370), text="Computers", click=True, rid="tab_computers"),
              a(BT, (42, 400, 400, 490), text=by, desc=f"Sort options. Current sort: {by}. {'Ascending' if by == 'Name' else 'Descending'}.", click=True, rid="sort_button"),
              a(IB, (958, 404, 1042, 488), desc="Switch to grid layout", click=True, rid="layout_toggle"),
              a(RV, (0, 510, 1080, 2130), scroll=True, rid="doclist_recycler_view")]
        for (y0, y1), name in zip(rows(512, 168, 9), order(by)):
            icon, mod, _, _ = items[name]
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="entry_container"),
                  a(IV, (48, y0 + 46, 124, y0 + 122), desc=icon, rid="entry_icon"),
                  a(TV, (168, y0 + 30, 900, y0 + 92), text=name, rid="entry_label"),
                  a(TV, (168, y0 + 94, 900, y0 + 140), text=mod, rid="entry_subtitle"),
                  a(IB, (958, y0 + 42, 1042, y0 + 126), desc=f"More actions for {name}", click=True, rid="more_actions_button")]
        s += [a(BT, (690, 1930, 1032, 2090), text="New", desc="Create new", click=True, rid="extended_fab"),
              a(FL, (0, 2148, 1080, 2316), rid="bottom_navigation")]
        for x, lab in zip((0, 270, 540, 810), ("Home", "Starred", "Shared", "Files")):
            s.append(a(FL, (x, 2148, x + 270, 2316), text=lab, desc=lab, click=True, sel=lab == "Files", rid="navigation_bar_item_icon_container"))
        return s

    def dialog(base: list[dict[str, Any]], title: str, value: str, ok: str) -> list[dict[str, Any]]:
        return base + [a(FL, (66, 846, 1014, 1426), rid="parentPanel"),
                       a(TV, (132, 906, 948, 990), text=title, rid="alertTitle"),
                       a(ET, (132, 1040, 948, 1168), text=value, click=True, edit=True, focus=True, rid="edit_text"),
                       a(BT, (520, 1260, 730, 1378), text="Cancel", click=True, rid="button2"),
                       a(BT, (750, 1260, 948, 1378), text=ok, click=True, rid="button1")] + ime()

    start = files("2:14")
    t = Traj(start)
    sheet = files("2:14") + [a(FL, (0, 1210, 1080, 2400), rid="design_bottom_sheet"),
                             a(TV, (60, 1250, 1020, 1330), text="Create new", rid="title")]
    for i, (lab, rid) in enumerate((("Folder", "create_folder"), ("Upload", "upload"), ("Scan", "scan"),
                                    ("Google Docs", "create_doc"), ("Google Sheets", "create_sheet"), ("Google Slides", "create_slides"))):
        x0, y0 = 60 + (i % 3) * 330, 1380 + (i // 3) * 330
        sheet.append(a(LL, (x0, y0, x0 + 300, y0 + 290), text=lab, desc=lab, click=True, rid=rid))
    t.go("click", sheet, "Create new")
    t.go("click", dialog(files("2:14"), "New folder", "Untitled folder", "Create"), "Folder", nth=-1)
    t.go("input_text", dialog(files("2:15"), "New folder", "Tax 2024", "Create"), "Untitled folder", text="Tax 2024")
    items["Tax 2024"] = ("Folder", "Modified 2:15 PM", "2025-03-13 14:15", True)
    t.go("click", files("2:15"), "Create", nth=-1)
    opts = files("2:15") + [a(FL, (0, 520, 1080, 2400), rid="design_bottom_sheet"),
                            a(IV, (48, 560, 124, 636), desc="PDF", rid="sheet_icon"),
                            a(TV, (160, 560, 1000, 636), text="scan_0412.pdf", rid="sheet_title")]
    for (y0, y1), lab in zip(rows(670, 132, 13), ("Share", "Add to Starred", "Make available offline", "Copy link", "Send a copy",
                                                  "Open with", "Download", "Rename", "Move", "Add shortcut to Drive", "Print",
                                                  "Details & activity", "Remove")):
        opts.append(a(TV, (0, y0, 1080, y1), text=lab, click=True, rid="menu_item_title"))
    t.go("click", opts, "More actions for scan_0412.pdf")
    t.go("click", dialog(files("2:16"), "Rename", "scan_0412.pdf", "OK"), "Rename", nth=-1)
    t.go("input_text", dialog(files("2:16"), "Rename", "1099-INT_Chase.pdf", "OK"), "scan_0412.pdf", nth=-1, text="1099-INT_Chase.pdf")
    items["1099-INT_Chase.pdf"] = items.pop("scan_0412.pdf")
    t.go("click", files("2:16"), "OK", nth=-1)
    sortsheet = files("2:17") + [a(FL, (0, 1520, 1080, 2400), rid="design_bottom_sheet"),
                                 a(TV, (60, 1560, 1020, 1640), text="Sort by", rid="title")]
    for (y0, y1), lab in zip(rows(1680, 150, 4), ("Name", "Last modified", "Last modified by me", "Last opened by me")):
        sortsheet.append(a(TV, (0, y0, 1080, y1), text=lab, desc=f"{lab}, ascending, selected" if lab == "Name" else None, click=True, sel=lab == "Name", rid="sort_option"))
    t.go("click", sortsheet, "Name", rid="sort_button")
    t.go("click", files("2:17", "Last modified"), "Last modified", nth=-1)
    rs.add(task="android", tid="h42-android-01", system=system(PIXEL7), turns=t.turns, state=t.state())


# Orgzly: bad
def t02_orgzly(rs: RowSet) -> None:
    a = App("com.orgzly")
    books = [("Inbox", "14 notes", "Modified Mar 13, 2025 07:58"),
             ("Projects", "23 notes", "Modified Mar 12, 2025 21:40"),
             ("Reading", "9 notes", "Modified Mar 2, 2025 18:05"),
             ("Someday", "31 notes", "Modified Feb 16, 2025 10:22"),
             ("Work-2024", "18 notes", "Modified Mar 11, 2025 17:31")]

    def notebooks(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 88, ("Syncthing notification",))
        s += [a(IB, (0, 118, 147, 265), desc="Open navigation drawer", click=True),
              a(TV, (189, 150, 700, 233), text="Notebooks", rid="toolbar_title"),
              a(IB, (786, 128, 918, 260), desc="Search", click=True, rid="books_options_menu_search"),
              a(IB, (933, 128, 1065, 260), desc="More options", click=True),
              a(RV, (0, 265, 1080, 2400), scroll=True, rid="fragment_books_recycler_view")]
        for (y0, y1), (name, count, mod) in zip(rows(265, 220, len(books)), books):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="item_book_container"),
                  a(TV, (42, y0 + 30, 1038, y0 + 100), text=name, rid="item_book_title"),
                  a(TV, (42, y0 + 108, 520, y0 + 158), text=mod, rid="item_book_mtime"),
                  a(TV, (42, y0 + 160, 520, y0 + 205), text=count, rid="item_book_notes_count")]
        s.append(a(IB, (870, 2170, 1038, 2338), desc="Create notebook", click=True, rid="fab"))
        return s

    inbox = [("TODO", "Call dentist to reschedule cleaning", "SCHEDULED: <2025-03-14 Fri>", "phone"),
             ("TODO", "Pick up dry cleaning", "", "errand"),
             ("", "Idea: Raspberry Pi e-ink calendar", "", "idea"),
             ("", "Look into Syncthing for org files", "", ""),
             ("TODO", "Renew passport", "DEADLINE: <2025-04-30 Wed>", ""),
             ("", "Gift for Lena's birthday", "SCHEDULED: <2025-03-22 Sat>", "gift"),
             ("", "Read: Designing Data-Intensive Applications ch. 9", "", "reading"),
             ("NEXT", "Reply to landlord about radiator", "DEADLINE: <2025-03-17 Mon>", "home"),
             ("", "Try Kagi search for a month", "", ""),
             ("TODO", "Cancel Audible trial", "SCHEDULED: <2025-03-19 Wed>", ""),
             ("", "Book: Piranesi (Lena recommended)", "", "reading"),
             ("", "Fix rear bike light", "", "home"),
             ("TODO", "Send Q1 VAT return", "DEADLINE: <2025-04-10 Thu>", "admin"),
             ("", "Quote: plans are worthless, planning is everything", "", "")]

    def book(clock: str, notes: list[tuple[str, str, str, str]], selected: str | None = None,
             snack: str | None = None) -> list[dict[str, Any]]:
        s = status(clock, 87, ("Syncthing notification",))
        if selected:
            s += [a(IB, (0, 118, 147, 265), desc="Done", click=True, rid="action_mode_close_button"),
                  a(TV, (189, 150, 300, 233), text="1", rid="action_bar_title"),
                  a(IB, (492, 128, 624, 260), desc="Schedule", click=True, rid="note_popup_set_schedule"),
                  a(IB, (639, 128, 771, 260), desc="Set state", click=True, rid="note_popup_set_state"),
                  a(IB, (786, 128, 918, 260), desc="Refile", click=True, rid="notes_action_refile"),
                  a(IB, (933, 128, 1065, 260), desc="More options", click=True)]
        else:
            s += [a(IB, (0, 118, 147, 265), desc="Navigate up", click=True),
                  a(TV, (189, 150, 700, 233), text="Inbox", rid="toolbar_title"),
                  a(IB, (786, 128, 918, 260), desc="Search", click=True, rid="books_options_menu_search"),
                  a(IB, (933, 128, 1065, 260), desc="More options", click=True)]
        s.append(a(RV, (0, 265, 1080, 2400), scroll=True, rid="fragment_notes_book_recycler_view"))
        y = 265
        for state, title, plan, tag in notes:
            if y >= 2300:
                break
            h = 200 if plan else 140
            s.append(a(LL, (0, y, 1080, min(y + h, 2400)), click=True, sel=title == selected, rid="item_head_container"))
            label = f"{state} {title}" if state else title
            s.append(a(TV, (84, y + 24, 860, y + 96), text=label, rid="item_head_title"))
            if tag:
                s.append(a(TV, (870, y + 30, 1038, y + 90), text=tag, rid="item_head_tags"))
            if plan and y + 170 <= 2400:
                s.append(a(TV, (84, y + 110, 800, y + 170), text=plan, rid="item_head_scheduled_text" if plan.startswith("S") else "item_head_deadline_text"))
            y += h
        s.append(a(IB, (870, 2170, 1038, 2338), desc="New note", click=True, rid="fab"))
        if snack:
            s += [a(FL, (32, 1980, 1048, 2130), rid="snackbar_layout"), a(TV, (80, 2018, 1000, 2092), text=snack, rid="snackbar_text")]
        return s

    t = Traj(notebooks("8:39"))
    menu = notebooks("8:39") + [a(FL, (96, 1020, 984, 1900), rid="select_dialog_listview")]
    for (y0, y1), lab in zip(rows(1060, 136, 6), ("Rename", "Set link", "Force save", "Force load", "Export", "Delete")):
        menu.append(a(TV, (96, y0, 984, y1), text=lab, click=True, rid="text1"))
    t.go("long_press", menu, "Work-2024")

    def rename(val: str, clock: str) -> list[dict[str, Any]]:
        return notebooks(clock) + [a(FL, (66, 860, 1014, 1440), rid="parentPanel"),
                                   a(TV, (132, 920, 948, 1000), text="Rename notebook", rid="alertTitle"),
                                   a(ET, (132, 1050, 948, 1180), text=val, hint="Name", click=True, edit=True, focus=True, rid="dialog_input"),
                                   a(BT, (500, 1280, 720, 1400), text="Cancel", click=True, rid="button2"),
                                   a(BT, (740, 1280, 948, 1400), text="Rename", click=True, rid="button1")] + ime()
    t.go("click", rename("Work-2024", "8:40"), "Rename")
    t.go("input_text", rename("Work", "8:40"), "Work-2024", nth=-1, text="Work")
    books[4] = ("Work", "18 notes", "Modified Mar 13, 2025 08:41")
    t.go("click", notebooks("8:41"), "Rename", nth=-1)
    t.go("click", book("8:41", inbox), "Inbox")
    t.go("long_press", book("8:42", inbox, selected="Look into Syncthing for org files"), "Look into Syncthing for org files")
    dlg = book("8:42", inbox, selected="Look into Syncthing for org files") + [
        a(FL, (66, 700, 1014, 1700), rid="parentPanel"),
        a(TV, (132, 760, 948, 840), text="Refile to", rid="alertTitle"),
        a(RV, (66, 870, 1014, 1560), scroll=True, rid="dialog_refile_targets")]
    for (y0, y1), lab in zip(rows(870, 136, 5), ("Inbox", "Projects", "Reading", "Someday", "Work-2024")):
        dlg += [a(LL, (66, y0, 1014, y1), click=True, rid="item_refile_target"),
                a(IV, (110, y0 + 38, 170, y0 + 98), desc="Notebook", rid="item_refile_icon"),
                a(TV, (200, y0 + 34, 960, y0 + 102), text=lab, rid="item_refile_name")]
    dlg.append(a(BT, (740, 1580, 948, 1680), text="Cancel", click=True, rid="button2"))
    t.go("click", dlg, "Refile")
    rest = [n for n in inbox if n[1] != "Look into Syncthing for org files"]
    t.go("click", book("8:42", rest, snack="1 note refiled to Projects"), "Projects", nth=-1)
    note = status("8:43", 87, ("Syncthing notification",)) + [
        a(IB, (0, 118, 147, 265), desc="Navigate up", click=True),
        a(TV, (189, 150, 700, 233), text="Note", rid="toolbar_title"),
        a(IB, (639, 128, 771, 260), desc="Done", click=True, rid="done"),
        a(IB, (786, 128, 918, 260), desc="Delete", click=True, rid="delete"),
        a(IB, (933, 128, 1065, 260), desc="More options", click=True),
        a(SV, (0, 265, 1080, 2400), scroll=True, rid="fragment_note_container"),
        a(TV, (42, 290, 1038, 350), text="Inbox", click=True, rid="breadcrumbs_text"),
        a(TV, (42, 370, 200, 450), text="TODO", click=True, rid="state_button"),
        a(TV, (220, 370, 420, 450), text="Priority", hint="Priority", click=True, rid="priority_button"),
        a(ET, (42, 470, 1038, 600), text="Pick up dry cleaning", hint="Title", click=True, edit=True, rid="title"),
        a(TV, (42, 630, 1038, 700), text="errand", click=True, rid="tags_button"),
        a(TV, (42, 720, 500, 800), text=None, hint="Scheduled time", click=True, rid="scheduled_button"),
        a(TV, (540, 720, 1038, 800), text=None, hint="Deadline time", click=True, rid="deadline_button"),
        a(TV, (42, 830, 1038, 900), text="Properties", rid="properties_header"),
        a(TV, (42, 910, 1038, 980), text="CREATED  [2025-03-10 Mon 18:22]", rid="property_text"),
        a(ET, (42, 1010, 1038, 1500), text="Ticket #A-3317, ready after Thursday 5 pm. Two shirts, one jacket.", hint="Content", click=True, edit=True, rid="content")]
    t.go("click", note, "TODO Pick up dry cleaning")
    rs.add(task="android", tid="h42-android-02", system=system(PIXEL6), turns=t.turns, state=t.state(),
           bad=True, turn=7, kind="renamed notebook offered under its old name in the refile dialog")


# Spotify playlists: bad
def t03_spotify(rs: RowSet) -> None:
    a = App("com.spotify.music")
    nav = [("Home", "home_tab"), ("Search", "search_tab"), ("Your Library", "your_library_tab"), ("Premium", "premium_tab")]

    def chrome(clock: str, tab: str, player: bool = True) -> list[dict[str, Any]]:
        s: list[dict[str, Any]] = []
        if player:
            s += [a(FL, (16, 1990, 1064, 2130), desc="Now playing: Nightcall by Kavinsky", click=True, rid="now_playing_bar"),
                  a(TV, (150, 2010, 760, 2060), text="Nightcall", rid="title"),
                  a(TV, (150, 2062, 760, 2108), text="Kavinsky", rid="subtitle"),
                  a(IB, (800, 2006, 910, 2116), desc="Connect to a device. Listening on this phone.", click=True, rid="connect_device_button"),
                  a(IB, (930, 2006, 1040, 2116), desc="Play", click=True, rid="play_pause_button")]
        for (x, (lab, rid)) in zip((0, 270, 540, 810), nav):
            s.append(a(FL, (x, 2148, x + 270, 2316), text=lab, desc=lab, click=True, sel=lab == tab, rid=rid))
        return status(clock, 64, ("Spotify notification",)) + s

    start = chrome("6:58", "Home") + [a(TV, (42, 150, 700, 250), text="Good evening", rid="header_title"),
                                      a(IB, (930, 150, 1040, 250), desc="Settings", click=True)]
    for i, name in enumerate(("Liked Songs", "Sunday Run", "Discover Weekly", "Nightcall Radio", "Focus Flow", "Release Radar")):
        x0, y0 = 32 + (i % 2) * 516, 290 + (i // 2) * 180
        start.append(a(LL, (x0, y0, x0 + 500, y0 + 160), text=name, desc=name, click=True, rid="shortcut_card"))
    start += [a(TV, (42, 860, 1040, 940), text="Made For maria.k", rid="section_title"),
              a(TV, (42, 1380, 1040, 1460), text="Recently played", rid="section_title")]
    t = Traj(start)

    lib = chrome("6:58", "Your Library") + [
        a(IV, (42, 140, 130, 228), desc="Profile", click=True),
        a(TV, (160, 148, 700, 222), text="Your Library", rid="header_title"),
        a(IB, (820, 140, 920, 240), desc="Search Your Library", click=True),
        a(IB, (940, 140, 1040, 240), desc="Create playlist or folder", click=True)]
    for x, chip in zip((42, 262, 480, 690), ("Playlists", "Podcasts", "Albums", "Artists")):
        lib.append(a(BT, (x, 270, x + 200, 360), text=chip, click=True, rid="filter_chip"))
    lib += [a(BT, (42, 392, 320, 462), text="Recents", desc="Sort by Recents", click=True, rid="sort_button"),
            a(IB, (958, 386, 1040, 468), desc="Switch to grid view", click=True)]
    for (y0, y1), (name, sub) in zip(rows(490, 178, 8), (("Liked Songs", "Playlist • 812 songs"), ("Sunday Run", "Playlist • maria.k"),
                                                        ("Discover Weekly", "Playlist • Spotify"), ("Focus Flow", "Playlist • Spotify"),
                                                        ("Phoebe Bridgers", "Artist"), ("Release Radar", "Playlist • Spotify"),
                                                        ("Road trip '24", "Playlist • maria.k"), ("Lofi Beats", "Playlist • Spotify"))):
        lib += [a(LL, (0, y0, 1080, y1), click=True, rid="row_root"),
                a(IV, (42, y0 + 14, 192, y0 + 164), desc=None, rid="artwork"),
                a(TV, (224, y0 + 40, 1000, y0 + 96), text=name, rid="title"),
                a(TV, (224, y0 + 98, 1000, y0 + 144), text=sub, rid="subtitle")]
    t.go("click", lib, "Your Library")

    tracks = [("Till I Collapse", "Eminem, Nate Dogg"), ("Stronger", "Kanye West"), ("Lose Yourself", "Eminem"),
              ("Eye of the Tiger", "Survivor"), ("Can't Stop", "Red Hot Chili Peppers"), ("Don't Stop Me Now", "Queen"),
              ("Run Boy Run", "Woodkid")]
    tail = [("Seven Nation Army", "The White Stripes"), ("Power", "Kanye West"), ("Remember the Name", "Fort Minor, Styles of Beyond"),
            ("Harder, Better, Faster, Stronger", "Daft Punk"), ("Kids", "MGMT"), ("Sandstorm", "Darude"),
            ("Uptown Funk", "Mark Ronson, Bruno Mars")]

    def playlist(clock: str, meta: str) -> list[dict[str, Any]]:
        s = chrome(clock, "Your Library") + [
            a(IB, (20, 130, 130, 240), desc="Back", click=True),
            a(RV, (0, 118, 1080, 1980), scroll=True, rid="recycler_view"),
            a(IV, (240, 260, 840, 860), desc="Sunday Run", rid="header_image"),
            a(TV, (42, 900, 1040, 990), text="Sunday Run", rid="title"),
            a(TV, (110, 1000, 700, 1060), text="maria.k", click=True, rid="owner"),
            a(TV, (42, 1070, 700, 1120), text=meta, rid="metadata"),
            a(IB, (42, 1140, 142, 1240), desc="Add to this playlist", click=True, rid="add_button"),
            a(IB, (160, 1140, 260, 1240), desc="Download", click=True, rid="download_button"),
            a(IB, (278, 1140, 378, 1240), desc="More options for playlist Sunday Run", click=True, rid="context_menu_button"),
            a(IB, (780, 1140, 880, 1240), desc="Enable shuffle for this playlist", click=True, rid="shuffle_button"),
            a(IB, (900, 1120, 1040, 1260), desc="Play playlist Sunday Run", click=True, rid="play_button")]
        for (y0, y1), (name, art) in zip(rows(1290, 160, 4), tracks):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="row_root"),
                  a(TV, (180, y0 + 28, 900, y0 + 84), text=name, rid="title"),
                  a(TV, (180, y0 + 86, 900, y0 + 132), text=art, rid="subtitle"),
                  a(IB, (940, y0 + 30, 1040, y0 + 130), desc=f"More options for {name}", click=True, rid="context_menu_button")]
        return s

    t.go("click", playlist("6:59", "24 songs, 1 hr 32 min"), "Sunday Run")
    recs = [("Mr. Brightside", "The Killers"), ("Levitating", "Dua Lipa"), ("Midnight City", "M83"), ("Titanium", "David Guetta, Sia"),
            ("Can't Hold Us", "Macklemore & Ryan Lewis, Ray Dalton"), ("Dog Days Are Over", "Florence + The Machine"), ("Uprising", "Muse"),
            ("Mr. Blue Sky", "Electric Light Orchestra")]

    def adder(clock: str, added: set[str], snack: bool) -> list[dict[str, Any]]:
        s = status(clock, 64, ("Spotify notification",)) + [
            a(IB, (20, 130, 130, 240), desc="Close", click=True),
            a(TV, (150, 150, 930, 220), text="Add to this playlist", rid="title"),
            a(ET, (42, 270, 1040, 380), text=None, hint="Search", click=True, edit=True, rid="query"),
            a(TV, (42, 420, 600, 490), text="Recommended", rid="section_title"),
            a(RV, (0, 510, 1080, 2316), scroll=True, rid="recycler_view")]
        for (y0, y1), (name, art) in zip(rows(510, 170, len(recs)), recs):
            on = name in added
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="row_root"),
                  a(IV, (42, y0 + 20, 172, y0 + 150), desc=None, rid="artwork"),
                  a(TV, (204, y0 + 36, 880, y0 + 92), text=name, rid="title"),
                  a(TV, (204, y0 + 94, 880, y0 + 140), text=f"Song • {art}", rid="subtitle"),
                  a(IB, (920, y0 + 35, 1040, y0 + 135), desc=f"{'Added' if on else 'Add'} {name}", click=True, checked=on, rid="add_to_playlist_button")]
        if snack:
            s += [a(FL, (32, 2120, 1048, 2290), rid="snackbar"), a(TV, (80, 2160, 800, 2250), text="Added to Sunday Run.", rid="snackbar_text"),
                  a(BT, (820, 2150, 1020, 2260), text="Change", click=True, rid="snackbar_action")]
        return s

    t.go("click", adder("6:59", set(), False), "Add to this playlist")
    t.go("click", adder("7:00", {"Mr. Brightside"}, True), "Add Mr. Brightside")
    t.go("click", adder("7:00", {"Mr. Brightside", "Levitating"}, True), "Add Levitating")
    t.go("navigate_back", playlist("7:00", "25 songs, 1 hr 39 min"))
    end = chrome("7:01", "Your Library") + [
        a(IB, (20, 130, 130, 240), desc="Back", click=True),
        a(TV, (150, 150, 930, 220), text="Sunday Run", rid="toolbar_title"),
        a(RV, (0, 118, 1080, 1980), scroll=True, rid="recycler_view")]
    for (y0, y1), (name, art) in zip(rows(260, 160, 9), tail + [("Mr. Brightside", "The Killers"), ("Levitating", "Dua Lipa")]):
        end += [a(LL, (0, y0, 1080, y1), click=True, rid="row_root"),
                a(TV, (180, y0 + 28, 900, y0 + 84), text=name, rid="title"),
                a(TV, (180, y0 + 86, 900, y0 + 132), text=art, rid="subtitle"),
                a(IB, (940, y0 + 30, 1040, y0 + 130), desc=f"More options for {name}", click=True, rid="context_menu_button")]
    end += [a(TV, (42, 1720, 1040, 1790), text="Recommended Songs", rid="section_title"),
            a(TV, (42, 1800, 1040, 1860), text="Based on what's in this playlist", rid="section_subtitle")]
    t.go("scroll", end, direction="down")
    ctx = end[:] + [a(FL, (0, 640, 1080, 2400), rid="context_menu_sheet"),
                    a(IV, (42, 690, 172, 820), desc=None, rid="context_menu_image"),
                    a(TV, (204, 700, 1000, 760), text="Levitating", rid="context_menu_title"),
                    a(TV, (204, 762, 1000, 810), text="Dua Lipa", rid="context_menu_subtitle")]
    for (y0, y1), lab in zip(rows(860, 140, 10), ("Like", "Remove from this playlist", "Add to other playlist", "Hide song",
                                                  "Add to queue", "Go to radio", "View album", "View artist", "Share", "Show Spotify Code")):
        ctx.append(a(TV, (0, y0, 1080, y1), text=lab, click=True, rid="context_menu_row"))
    t.go("click", ctx, "More options for Levitating")
    rs.add(task="android", tid="h42-android-03", system=system(PIXEL7), turns=t.turns, state=t.state(),
           bad=True, turn=6, kind="playlist song count ignores one of the two songs just added")


# Etar calendar: clean
def t04_etar(rs: RowSet) -> None:
    a = App("ws.xsoh.etar", "com.android.calendar")
    events = {  # day of March 2025 -> events (time, title, location)
        3: [("9:30 AM – 10:00 AM", "Weekly sync", "Jitsi")],
        5: [("7:00 PM – 10:00 PM", "Dinner at Anja's", "Kollwitzstraße 52")],
        10: [("8:15 AM – 9:00 AM", "Car inspection (TÜV)", "TÜV Süd Service-Center Spandau"), ("9:30 AM – 10:00 AM", "Weekly sync", "Jitsi")],
        14: [("All day", "Ayesha's birthday", "")],
        15: [("9:00 AM – 10:30 AM", "Farmers market w/ Tomás", "Markthalle Neun")],
        17: [("9:30 AM – 10:00 AM", "Weekly sync", "Jitsi"), ("10:00 AM – 11:30 AM", "Sprint planning", "Room Spree")],
        21: [("6:40 AM – 9:05 AM", "Flight LH 1172 to Lisbon", "BER Terminal 1")],
        24: [("9:30 AM – 10:00 AM", "Weekly sync", "Jitsi")],
        28: [("All day", "Rent due", "")],
        31: [("9:30 AM – 10:00 AM", "Weekly sync", "Jitsi")],
    }
    wd = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    def dayname(d: int) -> str:  # March 1, 2025 is a Saturday
        return wd[(d + 5) % 7]

    def toolbar(clock: str, label: str) -> list[dict[str, Any]]:
        return status(clock, 92, ("DAVx⁵ notification",)) + [
            a(IB, (0, 118, 147, 265), desc="Open navigation drawer", click=True),
            a(TV, (170, 140, 620, 245), text=label, click=True, rid="top_button_date"),
            a(IB, (640, 128, 772, 260), desc="Go to today", click=True, rid="action_today"),
            a(IB, (786, 128, 918, 260), desc="Search", click=True, rid="action_search"),
            a(IB, (933, 128, 1065, 260), desc="More options", click=True)]

    def month(clock: str) -> list[dict[str, Any]]:
        s = toolbar(clock, "March 2025")
        for i, d in enumerate(wd):
            s.append(a(TV, (i * 154, 280, (i + 1) * 154, 340), text=d.upper(), rid="day_names"))
        s.append(a(VW, (0, 350, 1080, 2170), scroll=True, rid="month_view"))
        first = -5  # the Sunday row starting Feb 23
        for w in range(6):
            y0 = 350 + w * 303
            parts = []
            for k in range(7):
                d = first + w * 7 + k
                if d < 1 or d > 31:
                    continue
                evs = ", ".join(e[1] for e in events.get(d, []))
                parts.append(f"{dayname(d)} March {d}" + (" (today)" if d == 13 else "") + (f": {evs}" if evs else ""))
            s.append(a(VW, (0, y0, 1080, y0 + 303), desc="; ".join(parts), click=True))
        s.append(a(IB, (870, 2170, 1038, 2338), desc="New event", click=True, rid="floating_action_button"))
        return s

    t = Traj(month("9:12"))
    form = {"title": "", "loc": "", "day": 13}

    def edit(clock: str, focus: str = "") -> list[dict[str, Any]]:
        day = f"{dayname(form['day'])}, Mar {form['day']}, 2025"
        s = status(clock, 92, ("DAVx⁵ notification",)) + [
            a(IB, (0, 118, 147, 265), desc="Cancel", click=True, rid="action_cancel"),
            a(TV, (170, 150, 700, 233), text="New event", rid="action_bar_title"),
            a(IB, (933, 128, 1065, 260), desc="Save", click=True, rid="action_done"),
            a(SV, (0, 265, 1080, 2400), scroll=True, rid="scroll_view"),
            a(TV, (42, 290, 1038, 380), text="Personal · jonas.weber@posteo.de", click=True, rid="calendars_spinner"),
            a(ET, (42, 400, 1038, 530), text=form["title"] or None, hint="Event name", click=True, edit=True, focus=focus == "title", rid="title"),
            a(ET, (42, 550, 1038, 680), text=form["loc"] or None, hint="Location", click=True, edit=True, focus=focus == "loc", rid="location"),
            a(TV, (42, 720, 200, 790), text="From", rid="from_label"),
            a(BT, (42, 800, 640, 900), text=day, click=True, rid="start_date"),
            a(BT, (660, 800, 1038, 900), text="10:00 AM", click=True, rid="start_time"),
            a(TV, (42, 930, 200, 1000), text="To", rid="to_label"),
            a(BT, (42, 1010, 640, 1110), text=day, click=True, rid="end_date"),
            a(BT, (660, 1010, 1038, 1110), text="11:00 AM", click=True, rid="end_time"),
            a(CB, (42, 1140, 1038, 1230), text="All day", click=True, checked=False, rid="is_all_day"),
            a(TV, (42, 1260, 1038, 1340), text="(GMT+1:00) Central European Standard Time", click=True, rid="timezone_button"),
            a(TV, (42, 1370, 1038, 1450), text="One-time event", click=True, rid="rrule"),
            a(TV, (42, 1480, 1038, 1540), text="Reminders", rid="reminders_group_label"),
            a(TV, (42, 1550, 900, 1630), text="10 minutes before", click=True, rid="reminder_minutes_value"),
            a(IB, (930, 1550, 1038, 1630), desc="Remove reminder", click=True, rid="reminder_remove"),
            a(BT, (42, 1650, 600, 1740), text="Add reminder", click=True, rid="reminder_add"),
            a(ET, (42, 1780, 1038, 1910), text=None, hint="Description", click=True, edit=True, rid="description"),
            a(TV, (42, 1940, 600, 2020), text="Show me as", rid="availability_label"),
            a(TV, (42, 2020, 1038, 2100), text="Busy", click=True, rid="availability"),
            a(TV, (42, 2130, 1038, 2210), text="Default", click=True, rid="visibility")]
        return s + (ime("English (UK)") if focus else [])

    t.go("click", edit("9:12", "title"), "New event")
    form["title"] = "Dentist – Dr. Okafor"
    t.go("input_text", edit("9:13", "title"), "Event name", text="Dentist – Dr. Okafor")

    def picker(clock: str, day: int) -> list[dict[str, Any]]:
        s = edit(clock) + [a(FL, (66, 520, 1014, 1880), rid="parentPanel"),
                           a(TV, (110, 560, 600, 620), text="2025", click=True, rid="date_picker_header_year"),
                           a(TV, (110, 630, 900, 740), text=f"{dayname(day)}, Mar {day}", rid="date_picker_header_date"),
                           a(IB, (110, 790, 230, 910), desc="Previous month", click=True, rid="prev"),
                           a(TV, (300, 810, 780, 890), text="March 2025", rid="month_view"),
                           a(IB, (850, 790, 970, 910), desc="Next month", click=True, rid="next")]
        for d in range(1, 32):
            col, row = (d + 5) % 7, (d + 5) // 7
            x0, y0 = 110 + col * 124, 960 + row * 124
            s.append(a(VW, (x0, y0, x0 + 124, y0 + 124), text=str(d), desc=f"{d} March 2025" + (" selected" if d == day else ""),
                       click=True, checked=d == day))
        s += [a(BT, (560, 1760, 760, 1860), text="CANCEL", click=True, rid="button2"),
              a(BT, (780, 1760, 970, 1860), text="OK", click=True, rid="button1")]
        return s

    t.go("click", picker("9:13", 13), "Thu, Mar 13, 2025", rid="start_date")
    t.go("click", picker("9:13", 20), "20")
    form["day"] = 20
    t.go("click", edit("9:13"), "OK")
    form["loc"] = "Praxis Dr. Okafor, Lindenstraße 14"
    t.go("input_text", edit("9:14", "loc"), "Location", text="Praxis Dr. Okafor, Lindenstraße 14")
    events[20] = [("10:00 AM – 11:00 AM", "Dentist – Dr. Okafor", "Praxis Dr. Okafor, Lindenstraße 14")]
    t.go("click", month("9:14"), "Save")
    dd = month("9:14") + [a(FL, (150, 250, 700, 830), rid="select_dialog_listview")]
    for (y0, y1), (lab, sub) in zip(rows(260, 140, 4), (("Day", "Thu, Mar 13"), ("Week", "Mar 9 – 15"), ("Month", "March 2025"), ("Agenda", "Thu, Mar 13"))):
        dd += [a(LL, (150, y0, 700, y1), click=True, sel=lab == "Month", rid="button_view"),
               a(TV, (190, y0 + 14, 660, y0 + 70), text=lab, rid="main_view"),
               a(TV, (190, y0 + 72, 660, y0 + 124), text=sub, rid="date")]
    t.go("click", dd, "March 2025")
    ag = toolbar("9:15", "Thu, Mar 13 – Mon, Mar 31") + [a(VW, (0, 265, 1080, 2400), scroll=True, rid="agenda_events_list")]
    y = 265
    for d in range(13, 32):
        if y > 2150 or (d not in events and d != 13):
            continue
        ag.append(a(TV, (0, y, 1080, y + 80), text=f"{dayname(d)}, Mar {d}" + ("  Today" if d == 13 else ""), rid="date"))
        y += 80
        if d not in events:
            ag.append(a(TV, (60, y, 1038, y + 100), text="No events", rid="no_events"))
            y += 100
        for when, title, loc in events.get(d, []):
            h = 190 if loc else 140
            ag += [a(LL, (0, y, 1080, y + h), click=True, rid="agenda_item_text_container"),
                   a(TV, (60, y + 20, 1038, y + 76), text=title, rid="title"),
                   a(TV, (60, y + 78, 1038, y + 126), text=when, rid="when")]
            if loc:
                ag.append(a(TV, (60, y + 128, 1038, y + 176), text=loc, rid="where"))
            y += h
    ag.append(a(IB, (870, 2170, 1038, 2338), desc="New event", click=True, rid="floating_action_button"))
    t.go("click", ag, "Agenda")
    rs.add(task="android", tid="h42-android-04", system=system(PIXEL8), turns=t.turns, state=t.state())


# Seal: clean
def t05_seal(rs: RowSet) -> None:
    a = App("com.junkfood.seal")
    url = "https://www.youtube.com/watch?v=aircAruvnKk"
    title = "But what is a neural network? | Deep learning chapter 1"

    def home(clock: str, field: str | None, focus: bool = False, card: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        s = status(clock, 58, ("Seal notification",) if card else ())
        s += [a(VW, (0, 118, 1080, 2400)),
              a(VW, (20, 140, 140, 260), desc="Settings", click=True),
              a(VW, (940, 140, 1060, 260), desc="Downloads", click=True),
              a(TV, (60, 320, 1020, 460), text="Seal"),
              a(TV, (60, 470, 1020, 530), text="Video URL"),
              a(ET, (60, 540, 1020, 700), text=field, hint="Video URL", click=True, edit=True, focus=focus),
              a(VW, (900, 570, 1000, 670), desc="Paste", click=True)]
        if card:
            s += card
        s.append(a(BT, (720, 2150, 1032, 2320) if not focus else (720, 1330, 1032, 1480), text="Download", desc="Download", click=True))
        return s + (ime() if focus else [])

    t = Traj(home("21:06", None))
    t.go("click", home("21:06", None, focus=True), "Video URL", nth=1)
    t.go("input_text", home("21:07", url, focus=True), "Video URL", nth=1, text=url)

    def sheet(clock: str, audio: bool) -> list[dict[str, Any]]:
        s = home(clock, url) + [a(VW, (0, 1060, 1080, 2400)),
                                a(TV, (60, 1110, 1020, 1190), text="Download"),
                                a(TV, (60, 1200, 1020, 1260), text="Preferences are saved for the next download"),
                                a(TV, (60, 1300, 1020, 1360), text="Type"),
                                a(RB, (60, 1380, 520, 1480), text="Audio", click=True, checked=audio),
                                a(RB, (540, 1380, 1020, 1480), text="Video", click=True, checked=not audio),
                                a(TV, (60, 1520, 1020, 1580), text="Additional settings"),
                                a(CB, (60, 1600, 520, 1700), text="Download playlist", click=True, checked=False),
                                a(CB, (540, 1600, 1020, 1700), text="Embed thumbnail", click=True, checked=True),
                                a(CB, (60, 1720, 520, 1820), text="Download subtitles", click=True, checked=False),
                                a(CB, (540, 1720, 1020, 1820), text="Format selection", click=True, checked=False),
                                a(BT, (420, 2180, 700, 2300), text="Cancel", click=True),
                                a(BT, (720, 2180, 1020, 2300), text="Download", click=True)]
        return s

    t.go("click", sheet("21:07", False), "Download")
    t.go("click", sheet("21:07", True), "Audio")

    def card(pct: str, sizes: str, speed: str, done: bool = False) -> list[dict[str, Any]]:
        c = [a(VW, (40, 760, 1040, 1240), click=True),
             a(IV, (60, 780, 420, 982), desc="Thumbnail"),
             a(TV, (440, 790, 1020, 900), text=title),
             a(TV, (440, 905, 1020, 955), text="3Blue1Brown"),
             a(TV, (60, 1000, 1020, 1060), text="Audio · m4a · 18:40")]
        if done:
            c += [a(TV, (60, 1070, 1020, 1130), text="Download completed"),
                  a(VW, (60, 1150, 540, 1230), text="Open file", click=True),
                  a(VW, (560, 1150, 1020, 1230), text="Share", click=True)]
        else:
            c += [a(PB, (60, 1080, 1020, 1100), desc=f"{pct} downloaded"),
                  a(TV, (60, 1120, 1020, 1170), text=f"{pct} · {sizes} · {speed}"),
                  a(VW, (880, 1170, 1020, 1236), desc="Cancel download", click=True)]
        return c

    t.go("click", home("21:07", url, card=card("4.2%", "0.73MiB / 17.31MiB", "2.41MiB/s ETA 00:07")), "Download", nth=-1)
    t.go("wait", home("21:07", url, card=card("61.8%", "10.70MiB / 17.31MiB", "3.94MiB/s ETA 00:02")))
    t.go("wait", home("21:08", url, card=card("100%", "", "", done=True)))
    hist = status("21:08", 58, ("Seal notification",)) + [
        a(VW, (20, 140, 140, 260), desc="Back", click=True),
        a(TV, (170, 150, 760, 250), text="Downloads"),
        a(VW, (800, 140, 920, 260), desc="Search", click=True),
        a(VW, (940, 140, 1060, 260), desc="More", click=True),
        a(VW, (40, 290, 260, 380), text="All", click=True, checked=True),
        a(VW, (280, 290, 500, 380), text="Audio", click=True, checked=False),
        a(VW, (520, 290, 740, 380), text="Video", click=True, checked=False),
        a(VW, (0, 400, 1080, 2400), scroll=True)]
    past = [(title, "3Blue1Brown", "18.15 MB", "m4a"),
            ("The Egg - A Short Story", "Kurzgesagt – In a Nutshell", "6.72 MB", "m4a"),
            ("Daft Punk - Veridis Quo (Official Audio)", "Daft Punk", "5.41 MB", "m4a"),
            ("How Does a Transistor Work?", "Veritasium", "148.30 MB", "mp4"),
            ("Boiler Room Berlin: Ellen Allien", "Boiler Room", "121.07 MB", "m4a"),
            ("Making a sourdough starter from scratch", "Joshua Weissman", "212.88 MB", "mp4"),
            ("The Map of Mathematics", "Domain of Science", "94.16 MB", "mp4")]
    for (y0, y1), (ttl, up, size, ext) in zip(rows(400, 250, len(past)), past):
        hist += [a(VW, (0, y0, 1080, y1), click=True),
                 a(IV, (40, y0 + 24, 380, y0 + 215), desc="Thumbnail"),
                 a(TV, (410, y0 + 24, 1040, y0 + 124), text=ttl),
                 a(TV, (410, y0 + 128, 1040, y0 + 172), text=up),
                 a(TV, (410, y0 + 176, 1040, y0 + 220), text=f"{size} · {ext}")]
    t.go("click", hist, "Downloads")
    det = hist + [a(VW, (0, 1010, 1080, 2400)),
                  a(TV, (60, 1060, 1020, 1170), text=title),
                  a(TV, (60, 1180, 1020, 1230), text="3Blue1Brown"),
                  a(TV, (60, 1260, 1020, 1320), text=url, click=True),
                  a(TV, (60, 1340, 1020, 1450), text="/storage/emulated/0/Download/Seal/But what is a neural network？ ｜ Deep learning chapter 1.m4a"),
                  a(TV, (60, 1470, 1020, 1520), text="18.15 MB · m4a · Mar 13, 2025 21:08"),
                  a(BT, (60, 1580, 340, 1690), text="Delete", click=True),
                  a(BT, (360, 1580, 680, 1690), text="Share", click=True),
                  a(BT, (700, 1580, 1020, 1690), text="Open file", click=True)]
    t.go("click", det, title)
    rs.add(task="android", tid="h42-android-05", system=system(PIXEL6), turns=t.turns, state=t.state())


# Google Contacts: bad
def t06_contacts(rs: RowSet) -> None:
    a = App("com.google.android.contacts")
    people = [("A", "Ahmed Karimi"), ("", "Alina Petrov"), ("B", "Bea Lindqvist"), ("", "Ben Ofori"), ("C", "Carla Méndez"),
              ("D", "Dad"), ("", "Dmitri Sokolov"), ("E", "Elif Yıldız"), ("F", "Fatima Zahra El Idrissi"), ("G", "Gustavo Lima")]

    def bottom(sel: str) -> list[dict[str, Any]]:
        return [a(FL, (x, 2148, x + 360, 2316), text=lab, desc=lab, click=True, sel=lab == sel, rid="navigation_bar_item_icon_container")
                for x, lab in zip((0, 360, 720), ("Contacts", "Highlights", "Fix & manage"))]

    def contacts(clock: str, batt: int = 77) -> list[dict[str, Any]]:
        s = status(clock, batt) + [
            a(TV, (60, 150, 860, 250), text="Search contacts", click=True, rid="open_search_bar_text_view"),
            a(IV, (920, 150, 1020, 250), desc="Signed in as Daniel Hartmann daniel.hartmann84@gmail.com Account and settings.", click=True, rid="og_apd_internal_image_view"),
            a(TV, (60, 290, 1020, 350), text="daniel.hartmann84@gmail.com · 412 contacts", rid="account_header"),
            a(RV, (0, 370, 1080, 2148), scroll=True, rid="list")]
        for (y0, y1), (letter, name) in zip(rows(370, 170, len(people)), people):
            if letter:
                s.append(a(TV, (30, y0 + 40, 110, y0 + 110), text=letter, rid="section_header"))
            s += [a(LL, (130, y0, 1080, y1), desc=name, click=True, rid="contact_row"),
                  a(IV, (140, y0 + 30, 250, y0 + 140), desc=None, rid="photo"),
                  a(TV, (290, y0 + 50, 1020, y0 + 120), text=name, rid="name")]
        s.append(a(IB, (870, 1950, 1038, 2118), desc="Create contact", click=True, rid="floating_action_button"))
        return s + bottom("Contacts")

    def search(clock: str, q: str | None, kb: bool = True, batt: int = 77) -> list[dict[str, Any]]:
        s = status(clock, batt) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(ET, (150, 150, 900, 250), text=q, hint="Search contacts", click=True, edit=True, focus=kb, rid="search_src_text")]
        if q:
            s += [a(IB, (930, 150, 1040, 250), desc="Clear query", click=True, rid="search_close_btn"),
                  a(RV, (0, 280, 1080, 1500), scroll=True, rid="list"),
                  a(TV, (60, 300, 1020, 360), text="Contacts", rid="section_header")]
            for (y0, y1), name in zip(rows(380, 170, 3), ("Priya Raman", "Priya Shah", "Priyanka Das")):
                s += [a(LL, (0, y0, 1080, y1), desc=name, click=True, rid="contact_row"),
                      a(IV, (40, y0 + 30, 150, y0 + 140), desc=None, rid="photo"),
                      a(TV, (190, y0 + 50, 1020, y0 + 120), text=name, rid="name")]
        return s + (ime() if kb else [])

    t = Traj(contacts("17:22"))
    t.go("click", search("17:22", None), "Search contacts")
    t.go("input_text", search("17:23", "Priya"), "Search contacts", text="Priya")

    def detail(clock: str, phone: str) -> list[dict[str, Any]]:
        s = status(clock, 76) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(IB, (640, 140, 760, 260), desc="Edit contact", click=True, rid="menu_edit"),
            a(IB, (780, 140, 900, 260), desc="Add to favorites", click=True, checked=False, rid="menu_star"),
            a(IB, (920, 140, 1040, 260), desc="More options", click=True),
            a(RV, (0, 270, 1080, 2400), scroll=True, rid="recycler_view"),
            a(IV, (390, 300, 690, 600), desc="Contact photo", rid="photo"),
            a(TV, (60, 640, 1020, 740), text="Priya Raman", rid="large_title"),
            a(TV, (60, 750, 1020, 800), text="Lindqvist & Raman Architects", rid="subtitle"),
            a(BT, (60, 850, 270, 1010), text="Call", desc="Call", click=True, rid="call_button"),
            a(BT, (300, 850, 510, 1010), text="Text", desc="Text", click=True, rid="sms_button"),
            a(BT, (540, 850, 750, 1010), text="Video", desc="Video", click=True, rid="video_button"),
            a(BT, (780, 850, 990, 1010), text="Email", desc="Email", click=True, rid="email_button"),
            a(TV, (60, 1060, 1020, 1130), text="Contact info", rid="card_title"),
            a(LL, (30, 1150, 1050, 1310), desc=f"Call Mobile {phone}", click=True, rid="entry"),
            a(TV, (160, 1170, 800, 1240), text=phone, rid="header"),
            a(TV, (160, 1240, 800, 1290), text="Mobile", rid="sub_header"),
            a(IB, (900, 1180, 1010, 1290), desc=f"Send message to {phone}", click=True, rid="icon_alternate"),
            a(LL, (30, 1320, 1050, 1480), desc="Email Work priya.raman@lr-architects.de", click=True, rid="entry"),
            a(TV, (160, 1340, 1000, 1410), text="priya.raman@lr-architects.de", rid="header"),
            a(TV, (160, 1410, 800, 1460), text="Work", rid="sub_header"),
            a(LL, (30, 1490, 1050, 1650), desc="Birthday June 2", rid="entry"),
            a(TV, (160, 1510, 800, 1580), text="June 2", rid="header"),
            a(TV, (160, 1580, 800, 1630), text="Birthday", rid="sub_header"),
            a(TV, (60, 1700, 1020, 1770), text="Labels", rid="card_title"),
            a(TV, (60, 1790, 400, 1870), text="Friends", click=True, rid="label_chip"),
            a(TV, (420, 1790, 760, 1870), text="Berlin", click=True, rid="label_chip"),
            a(TV, (60, 1930, 1020, 2000), text="Contact settings", rid="card_title"),
            a(TV, (160, 2030, 1000, 2100), text="Route to voicemail", click=True, rid="header"),
            a(TV, (160, 2150, 1000, 2220), text="Set ringtone", click=True, rid="header")]
        return s

    t.go("click", detail("17:23", "(415) 555-0143"), "Priya Raman")

    def form(clock: str, phone: str, focus: bool) -> list[dict[str, Any]]:
        s = status(clock, 76) + [
            a(IB, (20, 140, 140, 260), desc="Cancel", click=True),
            a(TV, (160, 160, 700, 240), text="Edit contact", rid="toolbar_title"),
            a(BT, (820, 150, 1040, 250), text="Save", click=True, rid="toolbar_button"),
            a(SV, (0, 270, 1080, 2400), scroll=True, rid="editors"),
            a(IV, (440, 300, 640, 500), desc="Change contact photo", click=True, rid="photo"),
            a(TV, (60, 540, 1020, 600), text="Saving to daniel.hartmann84@gmail.com", rid="account_name"),
            a(ET, (160, 640, 1020, 780), text="Priya", hint="First name", click=True, edit=True, rid="edit_text"),
            a(ET, (160, 800, 1020, 940), text="Raman", hint="Last name", click=True, edit=True, rid="edit_text"),
            a(ET, (160, 980, 1020, 1120), text="Lindqvist & Raman Architects", hint="Company", click=True, edit=True, rid="edit_text"),
            a(ET, (160, 1160, 1020, 1300), text=phone, hint="Phone", click=True, edit=True, focus=focus, rid="edit_text"),
            a(TV, (160, 1310, 500, 1400), text="Mobile", click=True, rid="spinner"),
            a(IB, (940, 1190, 1040, 1290), desc="Delete", click=True, rid="delete_button"),
            a(ET, (160, 1440, 1020, 1580), text="priya.raman@lr-architects.de", hint="Email", click=True, edit=True, rid="edit_text"),
            a(TV, (160, 1590, 500, 1680), text="Work", click=True, rid="spinner"),
            a(ET, (160, 1720, 1020, 1860), text="June 2", hint="Significant date", click=True, edit=True, rid="edit_text"),
            a(TV, (160, 1870, 500, 1960), text="Birthday", click=True, rid="spinner"),
            a(BT, (60, 2010, 500, 2110), text="Add more", click=True, rid="more_fields")]
        return s + (ime() if focus else [])

    t.go("click", form("17:24", "(415) 555-0143", False), "Edit contact")
    t.go("input_text", form("17:24", "(415) 555-0178", True), "(415) 555-0143", text="(415) 555-0178")
    t.go("click", detail("17:25", "(415) 555-0178"), "Save")
    t.go("navigate_back", search("17:25", "Priya", kb=False, batt=76))
    t.go("click", detail("17:25", "(415) 555-0143"), "Priya Raman")
    t.go("navigate_back", search("17:26", "Priya", kb=False, batt=76))
    t.go("navigate_back", contacts("17:26", 76))
    rs.add(task="android", tid="h42-android-06", system=system(PIXEL7), turns=t.turns, state=t.state(),
           bad=True, turn=8, kind="edited phone number reads back as the old one")


# KDE Connect: bad
def t07_kdeconnect(rs: RowSet) -> None:
    a = App("org.kde.kdeconnect_tp")
    mine = "8E:4A:17:D2:09:BB:61:F0:3C:95:E8:2D:7A:44:C1:0F:B3:56:9E:28:DA:71:04:6C:EF:13:85:A9:30:D7:62:1B"
    remote = "3C:F1:A8:05:6E:D9:42:7B:91:0A:E6:5F:C3:28:B4:17:8D:60:F2:39:AE:14:C7:5B:09:E3:76:D0:2A:8F:B1:44"
    icons = ("KDE Connect notification",)

    def devices(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 49, icons) + [
            a(IB, (0, 118, 147, 265), desc="Open navigation drawer", click=True),
            a(TV, (189, 150, 800, 233), text="KDE Connect", rid="toolbar_title"),
            a(IB, (933, 128, 1065, 260), desc="Refresh", click=True, rid="menu_refresh"),
            a(RV, (0, 265, 1080, 2400), scroll=True, rid="devices_list"),
            a(TV, (42, 290, 1038, 360), text="Connected devices", rid="section_title")]
        for (y0, y1), (name, kind) in zip(rows(370, 170, 1), (("thinkpad-x1", "Laptop"),)):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="list_item_entry"),
                  a(IV, (42, y0 + 40, 132, y0 + 130), desc=kind, rid="list_item_entry_icon"),
                  a(TV, (170, y0 + 30, 1000, y0 + 96), text=name, rid="list_item_entry_title"),
                  a(TV, (170, y0 + 98, 1000, y0 + 144), text="Battery: 62%", rid="list_item_entry_summary")]
        s.append(a(TV, (42, 560, 1038, 630), text="Available devices", rid="section_title"))
        for (y0, y1), (name, kind) in zip(rows(640, 150, 2), (("fedora-tower", "Desktop"), ("Galaxy Tab S7", "Tablet"))):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="list_item_entry"),
                  a(IV, (42, y0 + 30, 132, y0 + 120), desc=kind, rid="list_item_entry_icon"),
                  a(TV, (170, y0 + 44, 1000, y0 + 106), text=name, rid="list_item_entry_title")]
        s += [a(TV, (42, 960, 1038, 1030), text="Remembered devices", rid="section_title"),
              a(LL, (0, 1040, 1080, 1190), click=True, rid="list_item_entry"),
              a(IV, (42, 1070, 132, 1160), desc="Desktop", rid="list_item_entry_icon"),
              a(TV, (170, 1084, 1000, 1146), text="steamdeck", rid="list_item_entry_title"),
              a(TV, (42, 1240, 1038, 1400), text="If your device is not listed, make sure KDE Connect is running on it and both devices are on the same network.", rid="pair_explanation")]
        return s

    plugins = [("Multimedia control", "Control the media players on the remote device"),
               ("Remote input", "Use your phone or tablet as a touchpad and keyboard"),
               ("Presentation remote", "Use your device to change slides in a presentation"),
               ("Run command", "Trigger remote commands from your phone or tablet"),
               ("Send clipboard", "Share the clipboard content"),
               ("Send files", "Browse and send files to the remote device"),
               ("Ring my phone", "Find your lost phone by making it play an alarm sound"),
               ("Virtual Display", "Use your device as a virtual monitor")]

    def device(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 49, icons) + [
            a(IB, (0, 118, 147, 265), desc="Navigate up", click=True),
            a(TV, (189, 150, 800, 233), text="thinkpad-x1", rid="toolbar_title"),
            a(IB, (933, 128, 1065, 260), desc="More options", click=True),
            a(RV, (0, 265, 1080, 2400), scroll=True, rid="buttons_list")]
        for (y0, y1), (name, sub) in zip(rows(265, 190, len(plugins)), plugins):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="list_item_entry"),
                  a(TV, (60, y0 + 36, 1020, y0 + 100), text=name, rid="list_item_entry_title"),
                  a(TV, (60, y0 + 104, 1020, y0 + 154), text=sub, rid="list_item_entry_summary")]
        return s

    def menu(clock: str) -> list[dict[str, Any]]:
        s = device(clock) + [a(FL, (560, 140, 1060, 560), rid="popup_menu")]
        for (y0, y1), lab in zip(rows(160, 132, 3), ("Plugin settings", "Encryption info", "Unpair")):
            s.append(a(TV, (560, y0, 1060, y1), text=lab, click=True, rid="title"))
        return s

    def info(clock: str, rem: str) -> list[dict[str, Any]]:
        msg = (f"SHA256 fingerprint of your device certificate is:\n{mine}\n\n"
               f"SHA256 fingerprint of remote device certificate is:\n{rem}")
        return device(clock) + [a(FL, (66, 760, 1014, 1640), rid="parentPanel"),
                                a(TV, (132, 820, 948, 900), text="Encryption info", rid="alertTitle"),
                                a(TV, (132, 930, 948, 1480), text=msg, rid="message"),
                                a(BT, (760, 1510, 948, 1610), text="OK", click=True, rid="button1")]

    t = Traj(devices("16:03"))
    t.go("click", device("16:03"), "thinkpad-x1")
    t.go("click", menu("16:03"), "More options")
    t.go("click", info("16:03", remote), "Encryption info")
    t.go("click", device("16:04"), "OK")
    cmds = status("16:04", 49, icons) + [
        a(IB, (0, 118, 147, 265), desc="Navigate up", click=True),
        a(TV, (189, 150, 800, 233), text="Run command", rid="toolbar_title"),
        a(RV, (0, 265, 1080, 2000), scroll=True, rid="run_commands_list")]
    for (y0, y1), (name, cmd) in zip(rows(265, 170, 5), (("Lock screen", "loginctl lock-session"), ("Suspend", "systemctl suspend"),
                                                         ("Sync notes to NAS", "rsync -a ~/notes/ nas.local:/volume1/notes/"),
                                                         ("Toggle dark mode", "plasma-apply-colorscheme BreezeDark"),
                                                         ("Mute", "pactl set-sink-mute @DEFAULT_SINK@ toggle"))):
        cmds += [a(LL, (0, y0, 1080, y1), click=True, rid="list_item_entry"),
                 a(TV, (60, y0 + 30, 1020, y0 + 94), text=name, rid="list_item_entry_title"),
                 a(TV, (60, y0 + 98, 1020, y0 + 146), text=cmd, rid="list_item_entry_summary")]
    cmds += [a(TV, (60, 2040, 1020, 2140), text="You can add commands in the KDE Connect system settings of the remote device.", rid="addcomand_explanation"),
             a(IB, (870, 2170, 1038, 2338), desc="Add command", click=True, rid="add_command_button")]
    t.go("click", cmds, "Run command")
    t.go("click", [dict(e, text="16:05") if e["resource_name"] == "com.android.systemui:id/clock" else e for e in cmds], "Lock screen")
    t.go("navigate_back", device("16:05"))
    t.go("click", menu("16:05"), "More options")
    t.go("click", info("16:05", remote.replace("B4:17", "B4:71")), "Encryption info")
    rs.add(task="android", tid="h42-android-07", system=system(PIXEL6), turns=t.turns, state=t.state(),
           bad=True, turn=9, kind="remote device certificate fingerprint changed between two views")


# Microsoft To Do: clean
def t08_todo(rs: RowSet) -> None:
    a = App("com.microsoft.todos")
    counts = {"My Day": 2, "Important": 1, "Planned": 3, "Tasks": 5, "Groceries": 7, "Home projects": 4, "Work – Q2 launch": 11}

    def lists(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 83, ("Outlook notification",)) + [
            a(IV, (42, 150, 152, 260), desc="Account: Lena Vogt", click=True, rid="avatar"),
            a(TV, (180, 150, 800, 210), text="Lena Vogt", rid="user_name"),
            a(TV, (180, 212, 800, 258), text="lena.vogt@outlook.de", rid="user_email"),
            a(IB, (930, 150, 1040, 260), desc="Search", click=True, rid="search_icon"),
            a(RV, (0, 290, 1080, 2180), scroll=True, rid="lists_recycler_view")]
        y = 290
        for name, icon in (("My Day", "Sun"), ("Important", "Star"), ("Planned", "Calendar"), ("Tasks", "Home"), ("", ""),
                           ("Groceries", "List"), ("Home projects", "List"), ("Work – Q2 launch", "List")):
            if not name:
                s.append(a(VW, (42, y + 10, 1038, y + 14), rid="divider"))
                y += 24
                continue
            s += [a(LL, (0, y, 1080, y + 140), click=True, rid="list_item"),
                  a(IV, (50, y + 40, 110, y + 100), desc=icon, rid="list_icon"),
                  a(TV, (150, y + 36, 880, y + 104), text=name, rid="list_name"),
                  a(TV, (900, y + 40, 1030, y + 100), text=str(counts[name]), rid="list_count")]
            y += 140
        s += [a(BT, (0, 2200, 860, 2330), text="New list", click=True, rid="create_list_button"),
              a(IB, (900, 2210, 1020, 2320), desc="Create group", click=True, rid="create_group_button")]
        return s

    open_ = ["Oat milk", "Eggs (dozen)", "Sourdough loaf", "Spinach", "Greek yogurt", "Coffee beans – Ethiopia", "Dish soap"]
    done = ["Butter", "Bananas", "Tortillas"]

    def groceries(clock: str, adding: str | None = None, expanded: bool = False) -> list[dict[str, Any]]:
        s = status(clock, 83, ("Outlook notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Back", click=True),
            a(IB, (800, 140, 910, 260), desc="Sort", click=True, rid="sort_menu"),
            a(IB, (930, 140, 1040, 260), desc="More options", click=True),
            a(TV, (60, 290, 1020, 390), text="Groceries", rid="toolbar_title"),
            a(RV, (0, 420, 1080, 2180 if adding is None else 1300), scroll=True, rid="tasks_recycler_view")]
        y = 420
        limit = 2180 if adding is None else 1300
        for name in open_:
            if y + 150 > limit:
                break
            s += [a(LL, (30, y, 1050, y + 150), click=True, rid="task_item"),
                  a(CB, (50, y + 40, 130, y + 110), desc=f"Mark {name} as completed", click=True, checked=False, rid="task_checkbox"),
                  a(TV, (160, y + 44, 880, y + 106), text=name, rid="task_title"),
                  a(IB, (930, y + 30, 1040, y + 120), desc="Mark as important", click=True, checked=False, rid="task_importance")]
            y += 160
        if y + 110 <= limit:
            s.append(a(BT, (30, y + 10, 460, y + 110), text=f"Completed {len(done)}", desc=f"Completed {len(done)}, {'expanded' if expanded else 'collapsed'}", click=True, rid="completed_toggle"))
        y += 130
        if expanded:
            for name in done:
                if y > 2050:
                    break
                s += [a(LL, (30, y, 1050, y + 150), click=True, rid="task_item"),
                      a(CB, (50, y + 40, 130, y + 110), desc=f"Mark {name} as not completed", click=True, checked=True, rid="task_checkbox"),
                      a(TV, (160, y + 44, 880, y + 106), text=name, rid="task_title")]
                y += 160
        if adding is None:
            s.append(a(TV, (30, 2200, 1050, 2330), text="Add a task", click=True, rid="add_task_button"))
            return s
        s += [a(LL, (0, 1300, 1080, 1512), rid="add_task_container"),
              a(CB, (50, 1330, 130, 1400), desc="Incomplete task", checked=False, rid="add_task_checkbox"),
              a(ET, (160, 1320, 1040, 1410), text=adding or None, hint="Add a task", click=True, edit=True, focus=True, rid="add_task_edit_text"),
              a(IB, (160, 1420, 260, 1500), desc="Add due date", click=True, rid="due_date_chip"),
              a(IB, (280, 1420, 380, 1500), desc="Remind me", click=True, rid="reminder_chip"),
              a(IB, (400, 1420, 500, 1500), desc="Repeat", click=True, rid="recurrence_chip")]
        return s + ime("English (UK)")

    t = Traj(lists("12:31"))
    t.go("click", groceries("12:31"), "Groceries")
    open_.remove("Eggs (dozen)")
    done.insert(0, "Eggs (dozen)")
    t.go("click", groceries("12:31"), "Mark Eggs (dozen) as completed")
    open_.remove("Dish soap")
    done.insert(0, "Dish soap")
    t.go("click", groceries("12:32"), "Mark Dish soap as completed")
    t.go("click", groceries("12:32", adding=""), "Add a task")
    t.go("input_text", groceries("12:32", adding="Paper towels"), "Add a task", text="Paper towels")
    open_.insert(0, "Paper towels")
    t.go("keyboard_enter", groceries("12:33", adding=""))
    t.go("navigate_back", groceries("12:33"))
    t.go("click", groceries("12:33", expanded=True), "Completed 5")
    counts["Groceries"] = len(open_)
    t.go("navigate_back", lists("12:34"))
    rs.add(task="android", tid="h42-android-08", system=system(PIXEL8), turns=t.turns, state=t.state())


# Tusky: clean
def t09_tusky(rs: RowSet) -> None:
    a = App("com.keylesspalace.tusky")
    # id, display name, handle, posted (minutes after 8:00), text, boosted by
    posts = {
        "p1": ("Jana Novák", "@jnovak@fosstodon.org", 41, "Finally migrated our build farm off Jenkins. 14 agents, 0 Groovy files left. I may cry.", None),
        "p2": ("Öffi Updates", "@oeffi@chaos.social", 33, "U6 between Alt-Tempelhof and Kaiserin-Augusta-Str.: replacement buses until 21 March. Plan an extra 15 minutes.", None),
        "p3": ("Ravi Menon", "@ravi@hachyderm.io", 20, "PSA: if your Postgres 16 upgrade hangs at 'analyzing', check for a leftover pg_stat_statements extension in template1. Cost me two hours.", "Jana Novák"),
        "p4": ("Lotte Brandt", "@lotte@social.tchncs.de", 2, "Sourdough day 3. The starter has a name now (Klaus). He smells like yoghurt and ambition.", None),
        "p5": ("Sam Whitfield", "@samw@mas.to", -12, "New blog post: what I learned running Home Assistant on a €40 thin client for a year.", None),
        "n1": ("Kenji Sato", "@kenji@mstdn.jp", 46, "Tokyo cherry blossom forecast is out: Ueno Park expected to open on March 24 this year.", None),
        "n2": ("Ada Okonkwo", "@ada@hachyderm.io", 44, "Reminder: the RustConf CFP closes Friday. Short talks welcome, first-time speakers especially.", "Ravi Menon"),
    }
    faved: set[str] = set()
    boosted: set[str] = set()

    def rel(now: int, at: int) -> str:
        d = now - at
        return f"{d}m" if d < 60 else f"{d // 60}h"

    def chrome(clock: str, tab: str) -> list[dict[str, Any]]:
        s = status(clock, 71, ("Tusky notification",)) + [
            a(IV, (30, 140, 140, 250), desc="Open drawer. Logged in as @jonas@chaos.social", click=True, rid="main_drawer_button"),
            a(TV, (170, 150, 800, 240), text="Home" if tab == "Home" else "Notifications", rid="mainToolbar"),
            a(IB, (930, 140, 1040, 250), desc="Search", click=True, rid="action_search")]
        for x, lab in zip((0, 216, 432, 648, 864), ("Home", "Notifications", "Local", "Federated", "Direct messages")):
            s.append(a(LL, (x, 2180, x + 216, 2330), desc=lab, click=True, sel=lab == tab, rid="tab_icon"))
        s.append(a(IB, (880, 1990, 1048, 2158), desc="Compose", click=True, rid="composeButton"))
        return s

    def timeline(clock: str, now: int, ids: list[str]) -> list[dict[str, Any]]:
        s = chrome(clock, "Home") + [a(RV, (0, 265, 1080, 2170), scroll=True, rid="recyclerView")]
        y = 265
        for pid in ids:
            name, handle, at, text, by = posts[pid]
            h = 420 if by else 360
            if y + 200 > 2170:
                break
            s.append(a(LL, (0, y, 1080, min(y + h, 2170)), click=True, rid="status_container"))
            top = y
            if by:
                s.append(a(TV, (150, y + 10, 1040, y + 60), text=f"{by} boosted", rid="status_info"))
                top = y + 60
            s += [a(IV, (30, top + 20, 150, top + 140), desc=f"{name}'s avatar", click=True, rid="status_avatar"),
                  a(TV, (170, top + 20, 600, top + 70), text=name, rid="status_display_name"),
                  a(TV, (610, top + 20, 920, top + 70), text=handle, rid="status_username"),
                  a(TV, (930, top + 20, 1040, top + 70), text=rel(now, at), rid="status_meta_info"),
                  a(TV, (170, top + 80, 1040, top + 230), text=text, click=True, rid="status_content")]
            if top + 300 <= 2170:
                s += [a(IB, (170, top + 240, 290, top + 330), desc="Reply", click=True, rid="status_reply"),
                      a(IB, (350, top + 240, 470, top + 330), desc="Boost", click=True, checked=pid in boosted, rid="status_inset"),
                      a(IB, (530, top + 240, 650, top + 330), desc="Favourite", click=True, checked=pid in faved, rid="status_favourite"),
                      a(IB, (710, top + 240, 830, top + 330), desc="Bookmark", click=True, checked=False, rid="status_bookmark"),
                      a(IB, (890, top + 240, 1010, top + 330), desc="More", click=True, rid="status_more")]
            y += h
        return s

    feed = ["p1", "p2", "p3", "p4", "p5"]
    t = Traj(timeline("8:45", 45, feed))
    faved.add("p3")
    t.go("click", timeline("8:45", 45, feed), "Favourite", nth=2)
    feed = ["n1", "n2"] + feed
    t.go("scroll", timeline("8:47", 47, feed), direction="up")

    def thread(clock: str, boosts: int, favs: int) -> list[dict[str, Any]]:
        name, handle, at, text, _ = posts["p3"]
        s = status(clock, 71, ("Tusky notification",)) + [
            a(IB, (20, 140, 140, 250), desc="Navigate up", click=True),
            a(TV, (170, 150, 800, 240), text="Thread", rid="toolbar_title"),
            a(RV, (0, 265, 1080, 2400), scroll=True, rid="recyclerView"),
            a(LL, (0, 265, 1080, 1010), rid="status_container"),
            a(IV, (30, 290, 150, 410), desc=f"{name}'s avatar", click=True, rid="status_avatar"),
            a(TV, (170, 290, 1040, 350), text=name, rid="status_display_name"),
            a(TV, (170, 352, 1040, 400), text=handle, rid="status_username"),
            a(TV, (30, 430, 1040, 640), text=text, rid="status_content"),
            a(TV, (30, 660, 1040, 710), text="13 Mar 2025, 08:20 · Ivory for Mac", rid="status_meta_info"),
            a(TV, (30, 730, 400, 790), text=f"{boosts} Boosts", click=True, rid="status_reblogs"),
            a(TV, (420, 730, 800, 790), text=f"{favs} Favourites", click=True, rid="status_favourites"),
            a(IB, (60, 830, 180, 950), desc="Reply", click=True, rid="status_reply"),
            a(IB, (270, 830, 390, 950), desc="Boost", click=True, checked="p3" in boosted, rid="status_inset"),
            a(IB, (480, 830, 600, 950), desc="Favourite", click=True, checked="p3" in faved, rid="status_favourite"),
            a(IB, (690, 830, 810, 950), desc="Bookmark", click=True, checked=False, rid="status_bookmark"),
            a(IB, (900, 830, 1020, 950), desc="More", click=True, rid="status_more")]
        replies = [("Kim Duarte", "@kim@tech.lgbt", "8:31", "@ravi does this also bite on 15 → 16? We're planning ours for next week."),
                   ("Ravi Menon", "@ravi@hachyderm.io", "8:35", "@kim yes, same thing. Drop it from template1 first, re-create after."),
                   ("Tomasz Wiśniewski", "@tomek@101010.pl", "8:44", "@ravi thank you, this was exactly our hang yesterday.")]
        for (y0, y1), (n, h, when, txt) in zip(rows(1030, 300, 3), replies):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="status_container"),
                  a(IV, (30, y0 + 20, 150, y0 + 140), desc=f"{n}'s avatar", click=True, rid="status_avatar"),
                  a(TV, (170, y0 + 20, 600, y0 + 70), text=n, rid="status_display_name"),
                  a(TV, (610, y0 + 20, 920, y0 + 70), text=h, rid="status_username"),
                  a(TV, (930, y0 + 20, 1040, y0 + 70), text=when, rid="status_meta_info"),
                  a(TV, (170, y0 + 80, 1040, y0 + 270), text=txt, click=True, rid="status_content")]
        return s

    t.go("click", thread("8:47", 6, 19), posts["p3"][3])
    boosted.add("p3")
    t.go("click", thread("8:48", 7, 20), "Boost")
    t.go("navigate_back", timeline("8:48", 48, feed))
    notifs = chrome("8:49", "Notifications") + [a(RV, (0, 265, 1080, 2170), scroll=True, rid="recyclerView")]
    items = [("Ravi Menon favourited your post", "3m", "Anyone else's Pixel 7 losing Wi-Fi calling after the March update?"),
             ("Lotte Brandt boosted your post", "14m", "Anyone else's Pixel 7 losing Wi-Fi calling after the March update?"),
             ("Kim Duarte followed you", "1h", ""),
             ("Jana Novák mentioned you", "2h", "@jonas are you coming to the Datenspuren planning call tonight?"),
             ("A poll you have voted in has ended", "5h", "Best Berlin Späti for club mate? Winner: Späti am Kanal (41%)"),
             ("Sam Whitfield favourited your post", "9h", "Switched my home server to Debian 12. Boring, in the best way.")]

    def nrows(lst: list[tuple[str, str, str]], y: int, out: list[dict[str, Any]]) -> None:
        for what, when, txt in lst:
            h = 230 if txt else 140
            if y + h > 2170:
                break
            out += [a(LL, (0, y, 1080, y + h), click=True, rid="notification_container"),
                    a(TV, (150, y + 24, 900, y + 84), text=what, rid="notification_top_text"),
                    a(TV, (920, y + 24, 1040, y + 84), text=when, rid="notification_time")]
            if txt:
                out.append(a(TV, (150, y + 96, 1040, y + 206), text=txt, rid="notification_content"))
            y += h

    nrows(items, 265, notifs)
    t.go("click", notifs, "Notifications")
    older = [("Ada Okonkwo followed you", "1d", ""),
             ("Öffi Updates boosted your post", "1d", "Reminder that the M10 night tram skips Warschauer Str. this weekend."),
             ("Kim Duarte favourited your post", "2d", "Switched my home server to Debian 12. Boring, in the best way."),
             ("Tomasz Wiśniewski replied to your post", "3d", "@jonas nice writeup, which UPS do you use?"),
             ("Jana Novák favourited your post", "4d", "Datenspuren talk slides are up: https://chaos.social/@jonas/11201"),
             ("Marek Kowalczyk followed you", "6d", ""),
             ("Lotte Brandt mentioned you", "Mar 5", "@jonas the bread thing worked!! Klaus 1.0 was a success.")]
    notifs2 = chrome("8:49", "Notifications") + [a(RV, (0, 265, 1080, 2170), scroll=True, rid="recyclerView")]
    nrows(items[4:] + older, 265, notifs2)
    t.go("scroll", notifs2, direction="down")
    t.go("click", timeline("8:50", 50, feed), "Home")
    rs.add(task="android", tid="h42-android-09", system=system(PIXEL7), turns=t.turns, state=t.state())


# Telegram: bad
def t10_telegram(rs: RowSet) -> None:
    a = App("org.telegram.messenger")
    chats = [("Saved Messages", "Photo", "Mar 11", "", True),
             ("Marco Bellini", "You: Here's the deck: https://we.tl/t-8fKq2LmZ0a", "10:07", "", False),
             ("Família 🇧🇷", "Mãe: Photo", "09:51", "2 unread messages, muted", False),
             ("Berlin Climbing Crew", "Lea: Anyone up for Ostbloc tonight?", "09:40", "", False),
             ("Nina Hoffmann", "👍", "Wed", "", False),
             ("Dev Chat – Halden", "Theo: deploy is green", "Mar 10", "", False),
             ("Telegram", "Login code: 51874. Do not give this code to anyone, even if they say they are from Telegram!", "Mar 9", "", False),
             ("Jakob Fischer", "Voice message", "Mar 9", "", False),
             ("Kiez Flohmarkt Neukölln", "Sophie: Table 14 is still free if anyone wants it", "Mar 8", "", False)]

    def chatlist(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 66, ("Telegram notification",)) + [
            a(FL, (0, 118, 1080, 2400)),
            a(IB, (20, 140, 140, 260), desc="Open navigation menu", click=True),
            a(TV, (170, 150, 700, 250), text="Telegram"),
            a(IB, (930, 140, 1040, 260), desc="Search", click=True),
            a(VG, (0, 265, 1080, 2400), scroll=True)]
        for (y0, y1), (name, prev, when, extra, pinned) in zip(rows(265, 200, len(chats)), chats):
            d = f"{name}, {prev}, {when}" + (f", {extra}" if extra else "") + (", pinned" if pinned else "")
            s.append(a(VG, (0, y0, 1080, y1), desc=d, click=True))
        s.append(a(IB, (880, 2170, 1048, 2338), desc="New Message", click=True))
        return s

    msgs = [("in", "Are we still on for Thursday's review?", "Yesterday", "18:20"),
            ("out", "Yes, 2pm in the small room", "Yesterday", "18:31"),
            ("in", "Did you get the deck for Thursday?", "Today", "10:02"),
            ("out", "Yes! Sending now", "Today", "10:06"),
            ("out", "Here's the deck: https://we.tl/t-8fKq2LmZ0a", "Today", "10:07")]

    def chat(clock: str, field: str | None, kb: bool, unseen: str | None = None, shown: list[tuple[str, str, str, str]] | None = None,
             sel: str | None = None) -> list[dict[str, Any]]:
        s = status(clock, 66, ("Telegram notification",)) + [
            a(FL, (0, 118, 1080, 2400)),
            a(IB, (20, 140, 140, 260), desc="Go back", click=True),
            a(VG, (150, 130, 800, 260), desc="Marco Bellini, online", click=True),
            a(IB, (820, 140, 930, 260), desc="Call", click=True),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True)]
        bottom = 1380 if kb else 2200
        lst = shown if shown is not None else msgs
        ys = []
        y = bottom - 20
        for _ in lst:
            y -= 150
            ys.append(y)
        ys.reverse()
        s.append(a(VG, (0, 265, 1080, bottom), scroll=True))
        day = None
        for (kind, text, dlabel, when), y0 in zip(lst, ys):
            if y0 < 300:
                continue
            if dlabel != day and y0 > 330:
                s.append(a(TV, (420, y0 - 60, 660, y0 - 10), text=dlabel))
            day = dlabel
            if kind == "in":
                d = f"Marco Bellini, {text}, Received at {when}"
            else:
                d = f"{text}, Sent at {when}, " + ("Sent" if text == unseen else "Seen")
            x0, x1 = (30, 860) if kind == "in" else (220, 1050)
            s.append(a(VG, (x0, y0, x1, y0 + 130), desc=d, click=True, sel=text == sel))
        s += [a(IB, (20, bottom + 30, 130, bottom + 150), desc="Emoji, stickers, and GIFs", click=True),
              a(ET, (140, bottom + 30, 820, bottom + 150), text=field, hint="Message", click=True, edit=True, focus=kb)]
        if field:
            s.append(a(IB, (940, bottom + 30, 1050, bottom + 150), desc="Send", click=True))
        else:
            s += [a(IB, (830, bottom + 30, 930, bottom + 150), desc="Attach media", click=True),
                  a(IB, (940, bottom + 30, 1050, bottom + 150), desc="Record voice message", click=True)]
        return s + (ime() if kb else [])

    t = Traj(chatlist("10:12"))
    t.go("click", chat("10:12", None, False), "Marco Bellini, You: Here's the deck: https://we.tl/t-8fKq2LmZ0a, 10:07")
    wrong = "Here's the deck: https://we.tl/t-8fKq2LmZ0a"
    pop = chat("10:12", None, False, sel=wrong) + [a(FL, (300, 900, 1000, 1900))]
    for (y0, y1), lab in zip(rows(920, 130, 7), ("Reply", "Copy", "Pin", "Edit", "Forward", "Delete", "Select")):
        pop.append(a(TV, (300, y0, 1000, y1), text=lab, click=True))
    t.go("long_press", pop, f"{wrong}, Sent at 10:07, Seen")
    dlg = chat("10:12", None, False) + [a(FL, (66, 840, 1014, 1520)),
                                         a(TV, (132, 890, 948, 970), text="Delete message"),
                                         a(TV, (132, 990, 948, 1090), text="Are you sure you want to delete this message?"),
                                         a(CB, (132, 1110, 948, 1210), text="Also delete for Marco Bellini", click=True, checked=True),
                                         a(TV, (560, 1370, 740, 1470), text="Cancel", click=True),
                                         a(TV, (770, 1370, 948, 1470), text="Delete", click=True)]
    t.go("click", dlg, "Delete")
    msgs.pop()
    t.go("click", chat("10:13", None, False), "Delete", nth=-1)
    t.go("click", chat("10:13", None, True), "Message")
    fix = "Sorry, wrong link. Here's the right one: https://we.tl/t-Vz91cH4pQe"
    t.go("input_text", chat("10:14", fix, True), "Message", text=fix)
    msgs.append(("out", fix, "Today", "10:14"))
    t.go("click", chat("10:14", None, True, unseen=fix), "Send")
    t.go("navigate_back", chat("10:14", None, False))
    chats[1] = ("Marco Bellini", f"You: {fix}", "10:14", "", False)
    t.go("navigate_back", chatlist("10:15"))
    back = msgs[:4] + [("out", wrong, "Today", "10:07")] + msgs[4:]
    t.go("click", chat("10:15", None, False, shown=back), f"Marco Bellini, You: {fix}, 10:14")
    t.go("navigate_back", chatlist("10:15"))
    rs.add(task="android", tid="h42-android-10", system=system(PIXEL6), turns=t.turns, state=t.state(),
           bad=True, turn=10, kind="message deleted for both sides shows up again in the chat")


# Philips Hue: clean
def t11_hue(rs: RowSet) -> None:
    a = App("com.philips.lighting.hue2")
    rooms = {"Living room": {"Floor lamp": 80, "Ceiling 1": 80, "Ceiling 2": 80},
             "Kitchen": {"Kitchen spots": 100, "Under cabinet": 100},
             "Bedroom": {"Bedside left": 0, "Bedside right": 0},
             "Office": {"Desk lamp": 0},
             "Hallway": {"Hallway 1": 0, "Hallway 2": 0}}
    last = {"Bedroom": 45, "Office": 70, "Hallway": 60}
    scene: dict[str, str | None] = {"Living room": None, "Bedroom": None}

    def summary(room: str) -> tuple[str, int]:
        on = [v for v in rooms[room].values() if v > 0]
        n = len(rooms[room])
        if not on:
            return "All lights off", 0
        label = "All lights on" if len(on) == n else f"{len(on)} light{'s' if len(on) > 1 else ''} on"
        return label, round(sum(on) / len(on))

    def home(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 90, ("Hue notification",)) + [
            a(TV, (42, 150, 700, 250), text="Home"),
            a(IB, (820, 140, 930, 250), desc="Add", click=True),
            a(IB, (940, 140, 1050, 250), desc="Edit", click=True),
            a(VW, (0, 280, 1080, 2150), scroll=True)]
        for (y0, y1), room in zip(rows(290, 330, 5), rooms):
            label, bri = summary(room)
            on = bri > 0
            s += [a(VG, (30, y0, 1050, y1 - 20), desc=f"{room}, {label}", click=True),
                  a(TV, (80, y0 + 30, 760, y0 + 100), text=room),
                  a(TV, (80, y0 + 104, 760, y0 + 154), text=label),
                  a(SW, (870, y0 + 40, 1010, y0 + 120), desc=f"{room} lights", click=True, checked=on),
                  a(SK, (80, y0 + 190, 1000, y0 + 280), desc=f"{room} brightness, {bri if on else last.get(room, 100)}%", click=True, scroll=True, enabled=on)]
        for x, lab in zip((0, 216, 432, 648, 864), ("Home", "Automations", "Sync", "Explore", "Settings")):
            s.append(a(LL, (x, 2180, x + 216, 2330), text=lab, desc=lab, click=True, sel=lab == "Home"))
        return s

    def room(clock: str, name: str) -> list[dict[str, Any]]:
        label, bri = summary(name)
        s = status(clock, 90, ("Hue notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Back", click=True),
            a(TV, (170, 150, 760, 250), text=name),
            a(IB, (940, 140, 1050, 260), desc="Room settings", click=True),
            a(TV, (60, 290, 760, 350), text=label),
            a(SW, (870, 280, 1010, 360), desc=f"{name} lights", click=True, checked=bri > 0),
            a(SK, (60, 390, 1020, 480), desc=f"{name} brightness, {bri}%", click=True, scroll=True, enabled=bri > 0),
            a(TV, (60, 520, 700, 590), text="Scenes"),
            a(TV, (760, 520, 1020, 590), text="See all", click=True)]
        for i, sc in enumerate(("Bright", "Concentrate", "Read", "Relax", "Dimmed", "Nightlight")):
            x0, y0 = 60 + (i % 3) * 330, 620 + (i // 3) * 300
            s.append(a(VG, (x0, y0, x0 + 300, y0 + 270), text=sc, desc=sc + (", active" if scene.get(name) == sc else ""), click=True, sel=scene.get(name) == sc))
        s.append(a(TV, (60, 1250, 700, 1320), text="Lights"))
        for (y0, y1), (light, v) in zip(rows(1340, 200, len(rooms[name])), rooms[name].items()):
            s += [a(VG, (30, y0, 1050, y1 - 16), desc=f"{light}, {'On, ' + str(v) + '%' if v else 'Off'}", click=True),
                  a(TV, (80, y0 + 30, 760, y0 + 96), text=light),
                  a(TV, (80, y0 + 100, 760, y0 + 150), text=f"{v}%" if v else "Off"),
                  a(SW, (870, y0 + 40, 1010, y0 + 120), desc=f"{light} power", click=True, checked=v > 0)]
        return s

    t = Traj(home("19:48"))
    t.go("click", room("19:48", "Living room"), "Living room, All lights on")
    for k in rooms["Living room"]:
        rooms["Living room"][k] = 100
    scene["Living room"] = "Read"
    t.go("click", room("19:48", "Living room"), "Read")

    def lamp(clock: str) -> list[dict[str, Any]]:
        v = rooms["Living room"]["Floor lamp"]
        return status(clock, 90, ("Hue notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Back", click=True),
            a(TV, (170, 150, 760, 250), text="Floor lamp"),
            a(IB, (940, 140, 1050, 260), desc="Light settings", click=True),
            a(TV, (60, 290, 760, 350), text="Hue go · Living room"),
            a(SW, (870, 280, 1010, 360), desc="Floor lamp power", click=True, checked=v > 0),
            a(TV, (60, 400, 330, 480), text="White", click=True, sel=True),
            a(TV, (360, 400, 630, 480), text="Color", click=True, sel=False),
            a(TV, (660, 400, 930, 480), text="Effects", click=True, sel=False),
            a(VW, (90, 540, 990, 1440), desc="Color temperature wheel, 2900 K" if v else "Color temperature wheel, unavailable while off", click=True, enabled=v > 0),
            a(SK, (60, 1520, 1020, 1610), desc=f"Floor lamp brightness, {v if v else 100}%", click=True, scroll=True, enabled=v > 0),
            a(TV, (60, 1660, 1020, 1730), text="Favorites"),
            a(VG, (60, 1760, 300, 1920), desc="Warm white", click=True),
            a(VG, (330, 1760, 570, 1920), desc="Daylight", click=True),
            a(VG, (600, 1760, 840, 1920), desc="Cool white", click=True)]

    t.go("click", lamp("19:49"), "Floor lamp")
    rooms["Living room"]["Floor lamp"] = 0
    scene["Living room"] = None
    t.go("click", lamp("19:49"), "Floor lamp power")
    t.go("navigate_back", room("19:49", "Living room"))
    rooms["Hallway"] = {"Hallway 1": 60, "Hallway 2": 60}
    t.go("navigate_back", home("19:50"))
    rooms["Bedroom"] = {"Bedside left": 45, "Bedside right": 45}
    t.go("click", home("19:50"), "Bedroom lights")
    t.go("click", room("19:50", "Bedroom"), "Bedroom, All lights on")
    t.go("navigate_back", home("19:51"))
    rs.add(task="android", tid="h42-android-11", system=system(PIXEL8), turns=t.turns, state=t.state())


# Obtainium: bad
def t12_obtainium(rs: RowSet) -> None:
    a = App("dev.imranr.obtainium")
    apps = {  # name -> [author, installed, latest, source]
        "Aurora Store": ["Rahul Kumar Patel", "4.6.1", "4.6.1", "https://gitlab.com/AuroraOSS/AuroraStore"],
        "Breezy Weather": ["breezy-weather", "5.4.3", "5.4.3", "https://github.com/breezy-weather/breezy-weather"],
        "Fossify Gallery": ["FossifyOrg", "1.1.3", "1.1.3", "https://github.com/FossifyOrg/Gallery"],
        "LocalSend": ["localsend", "1.15.4", "1.15.4", "https://github.com/localsend/localsend"],
        "Mihon": ["mihonapp", "0.17.1", "0.17.1", "https://github.com/mihonapp/mihon"],
        "NewPipe": ["TeamNewPipe", "0.27.4", "0.27.4", "https://github.com/TeamNewPipe/NewPipe"],
        "Syncthing-Fork": ["Catfriend1", "v1.28.1.0", "v1.28.1.0", "https://github.com/Catfriend1/syncthing-android"],
        "Tusky": ["tuskyapp", "27.2", "27.2", "https://github.com/tuskyapp/Tusky"],
    }

    def listing(clock: str, checked: str, shown: dict[str, list[str]] | None = None) -> list[dict[str, Any]]:
        view = shown or apps
        s = status(clock, 55, ("Obtainium notification",) if any(v[1] != v[2] for v in view.values()) else ())
        s += [a(VW, (0, 118, 1080, 2400)),
              a(VW, (42, 150, 700, 250), desc="Apps"),
              a(BT, (820, 140, 930, 260), desc="Filter apps", click=True),
              a(BT, (940, 140, 1050, 260), desc="Show more", click=True),
              a(VW, (42, 270, 1040, 330), desc=f"Last update check: {checked}"),
              a(VW, (0, 350, 1080, 2150), scroll=True)]
        for (y0, y1), (name, (author, inst, latest, _)) in zip(rows(350, 200, len(view)), view.items()):
            upd = inst != latest
            ver = f"{inst} ➔ {latest}" if upd else inst
            s.append(a(VW, (0, y0, 1080, y1), desc=f"{name}\nBy {author}\n{ver}" + ("\nUpdate available" if upd else ""), click=True))
            if upd:
                s.append(a(BT, (900, y0 + 50, 1040, y0 + 150), desc="Update", click=True))
        pending = sum(1 for v in view.values() if v[1] != v[2])
        if pending:
            s.append(a(BT, (620, 2010, 1040, 2130), desc=f"Install updates ({pending})", click=True))
        for x, lab in zip((0, 270, 540, 810), ("Apps", "Add app", "Import/export", "Settings")):
            s.append(a(VW, (x, 2170, x + 270, 2330), desc=f"{lab}\nTab {[0, 270, 540, 810].index(x) + 1} of 4", click=True, sel=lab == "Apps"))
        return s

    t = Traj(listing("11:02", "13 Mar 2025 04:58"))
    apps["NewPipe"][2] = "0.27.5"
    apps["Fossify Gallery"][2] = "1.2.0"
    t.go("scroll", listing("11:04", "13 Mar 2025 11:04"), direction="up")

    def page(clock: str) -> list[dict[str, Any]]:
        author, inst, latest, src = apps["NewPipe"]
        upd = inst != latest
        return status(clock, 55, ("Obtainium notification",)) + [
            a(VW, (0, 118, 1080, 2400)),
            a(BT, (20, 140, 140, 260), desc="Back", click=True),
            a(VW, (390, 300, 690, 580), desc="NewPipe icon"),
            a(VW, (60, 620, 1020, 720), desc="NewPipe"),
            a(VW, (60, 730, 1020, 790), desc=f"By {author}"),
            a(VW, (60, 810, 1020, 870), desc=src, click=True),
            a(VW, (60, 920, 1020, 980), desc=f"Installed version: {inst}"),
            a(VW, (60, 990, 1020, 1050), desc=f"Latest version: {latest}"),
            a(VW, (60, 1060, 1020, 1120), desc="Release date: 2025-03-09"),
            a(VW, (60, 1130, 1020, 1190), desc="Last update check: 13 Mar 2025 11:04"),
            a(VW, (60, 1230, 1020, 1290), desc="Changes", click=True),
            a(VW, (60, 1300, 1020, 1640), desc="Fixed YouTube playback stalling with 403 errors\nFixed comments not loading on some videos\nUpdated NewPipe Extractor to v0.24.5"),
            a(BT, (42, 2160, 300, 2300), desc="Remove", click=True),
            a(BT, (320, 2160, 560, 2300), desc="Additional options", click=True),
            a(BT, (580, 2160, 1040, 2300), desc="Update" if upd else "Open", click=True)]

    t.go("click", page("11:04"), "NewPipe\nBy TeamNewPipe\n0.27.4 ➔ 0.27.5\nUpdate available")
    pi = App("com.google.android.packageinstaller")
    inst = page("11:05") + [pi(FL, (66, 1620, 1014, 2290), rid="content"),
                            pi(IV, (110, 1670, 200, 1760), desc="NewPipe", rid="app_icon"),
                            pi(TV, (230, 1680, 948, 1750), text="NewPipe", rid="alertTitle"),
                            pi(TV, (110, 1790, 948, 1900), text="Do you want to update this app?", rid="message"),
                            pi(BT, (520, 2150, 720, 2260), text="Cancel", click=True, rid="button2"),
                            pi(BT, (740, 2150, 948, 2260), text="Update", click=True, rid="button1")]
    t.go("click", inst, "Update", nth=-1)
    apps["NewPipe"][1] = "0.27.5"
    t.go("click", page("11:05"), "Update", nth=-1)
    shown = {k: list(v) for k, v in apps.items()}
    shown["Fossify Gallery"][1] = "1.2.0"
    t.go("navigate_back", listing("11:05", "13 Mar 2025 11:04", shown))
    aurora = status("11:06", 55) + [
        a(VW, (0, 118, 1080, 2400)),
        a(BT, (20, 140, 140, 260), desc="Back", click=True),
        a(VW, (390, 300, 690, 580), desc="Aurora Store icon"),
        a(VW, (60, 620, 1020, 720), desc="Aurora Store"),
        a(VW, (60, 730, 1020, 790), desc="By Rahul Kumar Patel"),
        a(VW, (60, 810, 1020, 870), desc="https://gitlab.com/AuroraOSS/AuroraStore", click=True),
        a(VW, (60, 920, 1020, 980), desc="Installed version: 4.6.1"),
        a(VW, (60, 990, 1020, 1050), desc="Latest version: 4.6.1"),
        a(VW, (60, 1060, 1020, 1120), desc="Release date: 2025-02-11"),
        a(VW, (60, 1130, 1020, 1190), desc="Last update check: 13 Mar 2025 11:04"),
        a(VW, (60, 1230, 1020, 1290), desc="Changes", click=True),
        a(VW, (60, 1300, 1020, 1640), desc="Fixed crash when opening app details on Android 15\nNew translations"),
        a(BT, (42, 2160, 300, 2300), desc="Remove", click=True),
        a(BT, (320, 2160, 560, 2300), desc="Additional options", click=True),
        a(BT, (580, 2160, 1040, 2300), desc="Open", click=True)]
    t.go("click", aurora, "Aurora Store\nBy Rahul Kumar Patel\n4.6.1")
    rs.add(task="android", tid="h42-android-12", system=system(PIXEL7), turns=t.turns, state=t.state(),
           bad=True, turn=5, kind="pending update of an untouched app shows as already installed")


# Jerboa: clean
def t13_jerboa(rs: RowSet) -> None:
    a = App("com.jerboa")
    now = 14 * 60 + 5
    # id -> [title, creator, posted (minutes of the day), score, comments, my vote]
    posts: dict[str, list[Any]] = {
        "immich": ["Immich v1.120.0 released – faster thumbnail generation and a new map view", "tessa_k", 11 * 60 + 2, 241, 57, 0],
        "backup": ["What's your backup strategy for Docker volumes?", "moss_and_lichen", 9 * 60 + 1, 188, 142, 0],
        "photos": ["Finally ditched Google Photos – a year later", "pi_hole_enjoyer", 5 * 60 + 10, 402, 96, 0],
        "aio": ["Nextcloud AIO 10.4 breaks Collabora for anyone else?", "rkv", 12 * 60 + 1, 37, 21, 0],
        "proxmox": ["Show off: my 3-node Proxmox cluster in a shoebox", "ferrous_wheel", 3 * 60 + 0, 655, 88, 0],
        "caddy": ["Caddy vs Traefik in 2025?", "lint_roller", 8 * 60 + 2, 93, 110, 0],
        "authentik": ["Anyone running Authentik in front of Jellyfin with SSO?", "quietfox", 13 * 60 + 53, 4, 3, 0],
        "weekly": ["Weekly thread: what are you self-hosting this week?", "AutoModerator", 13 * 60 + 17, 12, 9, 0],
        "ocsp": ["PSA: Let's Encrypt is ending OCSP support – check your stapling config", "certbot_bob", 60 + 4, 318, 47, 0],
        "ups": ["Cheap UPS that actually talks NUT over USB?", "volt_ampere", 45, 61, 38, 0],
    }

    def age(at: int) -> str:
        d = now - at
        return f"{d}m" if d < 60 else f"{d // 60}h"

    def feed(clock: str, order: list[str], sort: str) -> list[dict[str, Any]]:
        s = status(clock, 80, ("Jerboa notification",)) + [
            a(VW, (0, 118, 1080, 2400)),
            a(BT, (20, 140, 140, 260), desc="Back", click=True),
            a(TV, (160, 140, 640, 200), text="selfhosted"),
            a(TV, (160, 200, 640, 250), text=sort),
            a(BT, (700, 140, 810, 260), desc="Sort", click=True),
            a(BT, (820, 140, 930, 260), desc="Post", click=True),
            a(BT, (940, 140, 1050, 260), desc="More", click=True),
            a(VW, (0, 270, 1080, 2400), scroll=True)]
        for (y0, y1), pid in zip(rows(270, 360, 6), order):
            title, who, at, score, ncom, vote = posts[pid]
            s += [a(VW, (0, y0, 1080, y1 - 10), click=True),
                  a(TV, (42, y0 + 20, 700, y0 + 70), text=f"{who} · {age(at)}"),
                  a(TV, (42, y0 + 80, 1040, y0 + 200), text=title, click=True),
                  a(TV, (42, y0 + 210, 600, y0 + 260), text="lemmy.world · selfhosted"),
                  a(BT, (42, y0 + 270, 162, y0 + 340), desc="Upvote", click=True, sel=vote == 1),
                  a(TV, (170, y0 + 280, 290, y0 + 330), text=str(score)),
                  a(BT, (300, y0 + 270, 420, y0 + 340), desc="Downvote", click=True, sel=vote == -1),
                  a(BT, (500, y0 + 270, 700, y0 + 340), text=str(ncom), desc=f"{ncom} comments", click=True),
                  a(BT, (920, y0 + 270, 1040, y0 + 340), desc="More", click=True)]
        return s

    hot = ["immich", "backup", "photos", "aio", "proxmox", "caddy"]
    t = Traj(feed("14:05", hot, "Hot"))
    posts["immich"][3] += 1
    posts["immich"][5] = 1
    t.go("click", feed("14:05", hot, "Hot"), "Upvote")
    comments = [("nakamura_h", "2h", 64, "The map view alone is worth it. Had to bump the machine-learning container memory to 4 GB though."),
                ("tessa_k", "2h", 31, "Release notes: https://github.com/immich-app/immich/releases/tag/v1.120.0 – remember to read the breaking changes section."),
                ("gravel_road", "1h", 12, "Anyone tried it on an N100 yet? Thumbnail gen used to pin my CPU for hours."),
                ("dockerdan", "48m", 7, "Postgres migration on my side took about 40 seconds for ~80k assets.")]

    def post(clock: str, extra: list[tuple[str, str, int, str]]) -> list[dict[str, Any]]:
        title, who, at, score, ncom, vote = posts["immich"]
        s = status(clock, 80, ("Jerboa notification",)) + [
            a(VW, (0, 118, 1080, 2400)),
            a(BT, (20, 140, 140, 260), desc="Back", click=True),
            a(TV, (160, 160, 800, 240), text="Comments"),
            a(BT, (820, 140, 930, 260), desc="Sort", click=True),
            a(BT, (940, 140, 1050, 260), desc="More", click=True),
            a(VW, (0, 270, 1080, 2400), scroll=True),
            a(TV, (42, 290, 1040, 340), text=f"{who} · {age(at)} · selfhosted@lemmy.world"),
            a(TV, (42, 350, 1040, 500), text=title),
            a(TV, (42, 510, 1040, 760), text="Big one this time. Thumbnail generation is roughly 2x faster on CPU, the map view got clustering, and the mobile app can finally back up Live Photos properly. Migration runs automatically on start."),
            a(BT, (42, 780, 162, 850), desc="Upvote", click=True, sel=vote == 1),
            a(TV, (170, 790, 290, 840), text=str(score)),
            a(BT, (300, 780, 420, 850), desc="Downvote", click=True, sel=False),
            a(BT, (500, 780, 700, 850), text=str(ncom), desc=f"{ncom} comments"),
            a(BT, (720, 780, 840, 850), desc="Reply", click=True),
            a(BT, (920, 780, 1040, 850), desc="More", click=True)]
        for (y0, y1), (u, when, pts, txt) in zip(rows(880, 300, 5), extra + comments):
            s += [a(VW, (0, y0, 1080, y1 - 10), click=True),
                  a(TV, (42, y0 + 20, 700, y0 + 70), text=f"{u} · {when}"),
                  a(TV, (800, y0 + 20, 1040, y0 + 70), text=f"{pts} pts"),
                  a(TV, (42, y0 + 80, 1040, y0 + 250), text=txt)]
        return s

    now = 14 * 60 + 6
    t.go("click", post("14:06", []), posts["immich"][0])
    mine = "Upgraded from 1.118 last night, the Postgres migration took about 3 minutes on a Pi 5. No issues so far."

    def reply(clock: str, text: str | None) -> list[dict[str, Any]]:
        return status(clock, 80, ("Jerboa notification",)) + [
            a(VW, (0, 118, 1080, 2400)),
            a(BT, (20, 140, 140, 260), desc="Close", click=True),
            a(TV, (160, 160, 800, 240), text="Reply"),
            a(BT, (940, 140, 1050, 260), desc="Send", click=True, enabled=bool(text)),
            a(TV, (42, 290, 1040, 450), text=posts["immich"][0]),
            a(ET, (42, 480, 1040, 1200), text=text, hint="Type your comment", click=True, edit=True, focus=True),
            a(VW, (0, 1220, 1080, 1340)),
            a(BT, (20, 1230, 130, 1330), desc="Insert link", click=True),
            a(BT, (140, 1230, 250, 1330), desc="Upload image", click=True),
            a(BT, (260, 1230, 370, 1330), desc="Bold", click=True),
            a(BT, (380, 1230, 490, 1330), desc="Italic", click=True),
            a(BT, (500, 1230, 610, 1330), desc="Quote", click=True),
            a(BT, (620, 1230, 730, 1330), desc="Preview", click=True)] + ime()

    t.go("click", reply("14:06", None), "Reply")
    t.go("input_text", reply("14:07", mine), "Type your comment", text=mine)
    posts["immich"][4] += 1
    posts["immich"][3] += 1
    now = 14 * 60 + 8
    t.go("click", post("14:08", [("jwe_dev", "now", 1, mine)]), "Send")
    t.go("navigate_back", feed("14:08", hot, "Hot"))
    menu = feed("14:08", hot, "Hot") + [a(VW, (560, 140, 1060, 1580))]
    for (y0, y1), lab in zip(rows(160, 130, 11), ("Active", "Hot", "New", "Old", "Most comments", "New comments", "Controversial",
                                                  "Scaled", "Top day", "Top week", "Top month")):
        menu.append(a(TV, (560, y0, 1060, y1), text=lab, click=True))
    t.go("click", menu, "Sort")
    new = sorted(posts, key=lambda p: -posts[p][2])
    now = 14 * 60 + 9
    t.go("click", feed("14:09", new[:6], "New"), "New", nth=-1)
    t.go("scroll", feed("14:09", new[4:10], "New"), direction="down")
    rs.add(task="android", tid="h42-android-13", system=system(PIXEL6), turns=t.turns, state=t.state())


# Dropbox: bad
def t14_dropbox(rs: RowSet) -> None:
    a = App("com.dropbox.android")
    tree: dict[str, list[tuple[str, str, str]]] = {  # folder -> entries (name, kind, subtitle)
        "Dropbox": [("Apps", "folder", ""), ("Camera Uploads", "folder", ""), ("Clients", "folder", ""), ("Personal", "folder", ""),
                    ("Shared with Ana", "shared folder", "Shared"), ("Get Started with Dropbox.pdf", "pdf", "1.2 MB, modified Jun 3, 2021")],
        "Clients": [("Acme Corp", "folder", ""), ("Brightline Dental", "folder", ""), ("Northwind Traders", "folder", ""),
                    ("Client rate card 2025.xlsx", "xlsx", "38 KB, modified Jan 7, 2025")],
        "Northwind Traders": [("Brand guidelines v2.pdf", "pdf", "14.2 MB, modified Mar 1, 2025"),
                              ("Kickoff notes.pdf", "pdf", "412 KB, modified Feb 18, 2025"),
                              ("Logo_final.ai", "ai", "8.7 MB, modified Feb 25, 2025"),
                              ("SOW_Northwind_v3.docx", "docx", "96 KB, modified Mar 7, 2025")],
    }

    def listing(clock: str, folder: str, entries: list[tuple[str, str, str]] | None = None, snack: str | None = None) -> list[dict[str, Any]]:
        ents = entries if entries is not None else tree[folder]
        ents = sorted(ents, key=lambda e: (not e[1].endswith("folder"), e[0].lower()))
        s = status(clock, 61, ("Dropbox notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up" if folder != "Dropbox" else "Open navigation drawer", click=True),
            a(TV, (160, 160, 760, 240), text=folder, rid="title"),
            a(IB, (800, 140, 910, 260), desc="Search", click=True, rid="search_button"),
            a(IB, (930, 140, 1040, 260), desc="More options", click=True),
            a(TV, (42, 280, 500, 350), text="Name", desc="Sorted by name", click=True, rid="sort_header"),
            a(IB, (940, 270, 1040, 360), desc="Switch to grid view", click=True, rid="view_toggle"),
            a(RV, (0, 370, 1080, 2148), scroll=True, rid="browser_list")]
        for (y0, y1), (name, kind, sub) in zip(rows(370, 180, len(ents)), ents):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="filelist_item"),
                  a(IV, (42, y0 + 40, 142, y0 + 140), desc=kind.capitalize(), rid="filelist_icon"),
                  a(TV, (180, y0 + 40 if sub else y0 + 62, 900, y0 + 104 if sub else y0 + 120), text=name, rid="filelist_name")]
            if sub:
                s.append(a(TV, (180, y0 + 106, 900, y0 + 152), text=sub, rid="filelist_status"))
            s.append(a(IB, (950, y0 + 40, 1050, y0 + 140), desc=f"More options for {name}", click=True, rid="filelist_overflow"))
        if snack:
            s += [a(FL, (32, 1820, 1048, 1960), rid="snackbar_layout"), a(TV, (80, 1850, 1000, 1930), text=snack, rid="snackbar_text")]
        s.append(a(IB, (880, 1980, 1048, 2148), desc="Create", click=True, rid="fab"))
        for x, lab in zip((0, 216, 432, 648, 864), ("Home", "Files", "Photos", "Shared", "Account")):
            s.append(a(FL, (x, 2148, x + 216, 2316), text=lab, desc=lab, click=True, sel=lab == "Files", rid="navigation_bar_item_icon_container"))
        return s

    t = Traj(listing("15:31", "Dropbox"))
    t.go("click", listing("15:31", "Clients"), "Clients")
    t.go("click", listing("15:31", "Northwind Traders"), "Northwind Traders")
    create = listing("15:32", "Northwind Traders") + [a(FL, (0, 1000, 1080, 2400), rid="design_bottom_sheet"),
                                                       a(TV, (60, 1040, 1020, 1120), text="Create", rid="sheet_title")]
    for (y0, y1), lab in zip(rows(1140, 140, 8), ("Scan document", "Take a photo", "Upload photos or videos", "Upload files",
                                                  "Create folder", "Create Word file", "Create Excel file", "Create PowerPoint file")):
        create.append(a(TV, (0, y0, 1080, y1), text=lab, click=True, rid="item_title"))
    t.go("click", create, "Create")

    def newfolder(clock: str, val: str | None) -> list[dict[str, Any]]:
        return listing(clock, "Northwind Traders") + [
            a(FL, (66, 820, 1014, 1440), rid="parentPanel"),
            a(TV, (132, 880, 948, 960), text="New folder", rid="alertTitle"),
            a(ET, (132, 1000, 948, 1130), text=val, hint="Folder name", click=True, edit=True, focus=True, rid="new_folder_name"),
            a(BT, (500, 1280, 720, 1400), text="Cancel", click=True, rid="button2"),
            a(BT, (740, 1280, 948, 1400), text="Create", click=True, enabled=bool(val), rid="button1")] + ime()

    t.go("click", newfolder("15:32", None), "Create folder")
    t.go("input_text", newfolder("15:32", "Invoices 2025"), "Folder name", text="Invoices 2025")
    tree["Northwind Traders"].append(("Invoices 2025", "folder", ""))
    t.go("click", listing("15:33", "Northwind Traders"), "Create", nth=-1)
    opts = listing("15:33", "Northwind Traders") + [a(FL, (0, 780, 1080, 2400), rid="design_bottom_sheet"),
                                                     a(IV, (42, 820, 142, 920), desc="Pdf", rid="sheet_icon"),
                                                     a(TV, (180, 820, 1000, 880), text="Kickoff notes.pdf", rid="sheet_title"),
                                                     a(TV, (180, 880, 1000, 930), text="412 KB, modified Feb 18, 2025", rid="sheet_subtitle")]
    for (y0, y1), lab in zip(rows(960, 130, 11), ("Share", "Copy link", "Export", "Make available offline", "Star", "Rename",
                                                  "Move", "Copy", "Delete", "Version history", "Send a copy")):
        opts.append(a(TV, (0, y0, 1080, y1), text=lab, click=True, rid="item_title"))
    t.go("click", opts, "More options for Kickoff notes.pdf")

    def picker(clock: str, where: str, folders: list[str]) -> list[dict[str, Any]]:
        s = status(clock, 61, ("Dropbox notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(TV, (160, 140, 800, 200), text="Move to…", rid="title"),
            a(TV, (160, 200, 800, 250), text=where, rid="subtitle"),
            a(IB, (930, 140, 1040, 260), desc="Create folder", click=True, rid="create_folder"),
            a(RV, (0, 280, 1080, 2150), scroll=True, rid="browser_list")]
        for (y0, y1), name in zip(rows(280, 180, len(folders)), folders):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="filelist_item"),
                  a(IV, (42, y0 + 40, 142, y0 + 140), desc="Folder", rid="filelist_icon"),
                  a(TV, (180, y0 + 62, 900, y0 + 120), text=name, rid="filelist_name")]
        if not folders:
            s.append(a(TV, (60, 900, 1020, 1000), text="This folder is empty", rid="empty_text"))
        s += [a(BT, (430, 2180, 720, 2310), text="Cancel", click=True, rid="cancel_button"),
              a(BT, (740, 2180, 1040, 2310), text="Move", click=True, rid="move_button")]
        return s

    t.go("click", picker("15:33", "Northwind Traders", ["Invoices 2025"]), "Move")
    t.go("click", picker("15:34", "Invoices 2025", []), "Invoices 2025")
    tree["Northwind Traders"] = [e for e in tree["Northwind Traders"] if e[0] != "Kickoff notes.pdf"]
    t.go("click", listing("15:34", "Northwind Traders", [e for e in tree["Northwind Traders"] if e[0] != "Invoices 2025"], snack="Moved 1 item"), "Move", nth=-1)
    prev = status("15:35", 61, ("Dropbox notification",)) + [
        a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
        a(TV, (160, 140, 800, 200), text="SOW_Northwind_v3.docx", rid="title"),
        a(TV, (160, 200, 800, 250), text="96 KB", rid="subtitle"),
        a(IB, (700, 140, 810, 260), desc="Share", click=True, rid="share_button"),
        a(IB, (820, 140, 930, 260), desc="Open in Word", click=True, rid="open_with"),
        a(IB, (940, 140, 1050, 260), desc="More options", click=True),
        a(WV, (0, 270, 1080, 2400), scroll=True, rid="preview_webview"),
        a(TV, (80, 330, 1000, 430), text="Statement of Work – Northwind Traders Brand Refresh"),
        a(TV, (80, 450, 1000, 500), text="Version 3 · 7 March 2025"),
        a(TV, (80, 540, 1000, 600), text="1. Scope"),
        a(TV, (80, 610, 1000, 860), text="Studio Lindqvist will deliver a refreshed visual identity for Northwind Traders, including logo refinement, colour system, typography, and a brand guidelines document (v2)."),
        a(TV, (80, 900, 1000, 960), text="2. Timeline"),
        a(TV, (80, 970, 1000, 1160), text="Kickoff: 18 February 2025. Concept review: 14 March 2025. Final delivery: 30 April 2025."),
        a(TV, (80, 1200, 1000, 1260), text="3. Fees"),
        a(TV, (80, 1270, 1000, 1420), text="Fixed fee of EUR 18,400, invoiced in three instalments (30% / 40% / 30%)."),
        a(TV, (80, 1460, 1000, 1520), text="Page 1 of 4")]
    t.go("click", prev, "SOW_Northwind_v3.docx")
    more = prev + [a(FL, (0, 1040, 1080, 2400), rid="design_bottom_sheet")]
    for (y0, y1), lab in zip(rows(1080, 130, 9), ("Share", "Copy link", "Save to device", "Make available offline", "Star",
                                                  "Rename", "Move", "Version history", "Delete")):
        more.append(a(TV, (0, y0, 1080, y1), text=lab, click=True, rid="item_title"))
    t.go("click", more, "More options")
    rs.add(task="android", tid="h42-android-14", system=system(PIXEL8), turns=t.turns, state=t.state(),
           bad=True, turn=10, kind="newly created folder missing from its parent listing")


# Simple Gallery: clean
def t15_gallery(rs: RowSet) -> None:
    a = App("com.simplemobiletools.gallery.pro")
    # folder -> [count, newest file timestamp]
    folders = {"Camera": [1284, "20250313-0802"], "WhatsApp Images": [2051, "20250313-0755"], "Screenshots": [312, "20250312-2114"],
               "Telegram": [96, "20250311-1930"], "Download": [47, "20250309-1122"], "Receipts": [18, "20250228-1814"],
               "Instagram": [203, "20250220-2105"], "Pictures": [12, "20250102-1540"]}
    shots = ["Screenshot_20250312-211406_Lidl Plus.png", "Screenshot_20250312-184522_Rossmann.png",
             "Screenshot_20250311-090117_DB Navigator.png", "Screenshot_20250310-223045_Signal.png",
             "Screenshot_20250310-131208_Maps.png", "Screenshot_20250309-170533_Chrome.png",
             "Screenshot_20250308-120944_Instagram.png", "Screenshot_20250307-081500_Settings.png",
             "Screenshot_20250306-194410_Spotify.png", "Screenshot_20250305-102233_Chrome.png",
             "Screenshot_20250304-215930_Duolingo.png", "Screenshot_20250303-164801_Lidl Plus.png",
             "Screenshot_20250302-110412_Gmail.png", "Screenshot_20250301-201733_Netflix.png",
             "Screenshot_20250301-093055_Maps.png"]
    receipts = ["IMG_20250228_181402.jpg", "IMG_20250221_124730.jpg", "IMG_20250214_193310.jpg", "IMG_20250207_101528.jpg",
                "IMG_20250131_171122.jpg", "IMG_20250124_090845.jpg", "IMG_20250117_183950.jpg", "IMG_20250110_121204.jpg",
                "IMG_20250103_164417.jpg"]

    def top(clock: str) -> list[dict[str, Any]]:
        return status(clock, 44)

    def dirs(clock: str) -> list[dict[str, Any]]:
        s = top(clock) + [a(ET, (40, 140, 800, 250), text=None, hint="Search", click=True, edit=True, rid="top_toolbar_search"),
                          a(IB, (820, 140, 930, 250), desc="Sort by", click=True, rid="sort"),
                          a(IB, (940, 140, 1050, 250), desc="More options", click=True),
                          a(RV, (0, 270, 1080, 2400), scroll=True, rid="directories_grid")]
        order = sorted(folders, key=lambda f: folders[f][1], reverse=True)
        for i, name in enumerate(order):
            x0, y0 = (i % 2) * 540, 270 + (i // 2) * 510
            s += [a(FL, (x0 + 6, y0 + 6, x0 + 534, y0 + 504), click=True, rid="dir_holder"),
                  a(IV, (x0 + 6, y0 + 6, x0 + 534, y0 + 504), rid="dir_thumbnail"),
                  a(TV, (x0 + 30, y0 + 390, x0 + 420, y0 + 450), text=name, rid="dir_name"),
                  a(TV, (x0 + 30, y0 + 450, x0 + 420, y0 + 496), text=str(folders[name][0]), rid="photo_cnt")]
        return s

    def grid(clock: str, folder: str, files: list[str], sel: list[str] | None = None) -> list[dict[str, Any]]:
        if sel is not None:
            s = top(clock) + [a(IB, (20, 140, 140, 260), desc="Done", click=True, rid="action_mode_close_button"),
                              a(TV, (160, 160, 560, 240), text=f"{len(sel)} / {folders[folder][0]}", rid="action_bar_title"),
                              a(IB, (580, 140, 690, 260), desc="Share", click=True, rid="cab_share"),
                              a(IB, (700, 140, 810, 260), desc="Delete", click=True, rid="cab_delete"),
                              a(IB, (820, 140, 930, 260), desc="Properties", click=True, rid="cab_properties"),
                              a(IB, (940, 140, 1050, 260), desc="More options", click=True)]
        else:
            s = top(clock) + [a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
                              a(TV, (160, 160, 700, 240), text=folder, rid="toolbar_title"),
                              a(IB, (720, 140, 830, 260), desc="Sort by", click=True, rid="sort"),
                              a(IB, (830, 140, 940, 260), desc="Toggle filename visibility", click=True, rid="toggle_filename"),
                              a(IB, (940, 140, 1050, 260), desc="More options", click=True)]
        s.append(a(RV, (0, 270, 1080, 2400), scroll=True, rid="media_grid"))
        for i, f in enumerate(files[:12]):
            x0, y0 = (i % 3) * 360, 270 + (i // 3) * 420
            s += [a(FL, (x0 + 4, y0 + 4, x0 + 356, y0 + 416), click=True, rid="media_item_holder"),
                  a(IV, (x0 + 4, y0 + 4, x0 + 356, y0 + 340), rid="medium_thumbnail"),
                  a(TV, (x0 + 12, y0 + 344, x0 + 348, y0 + 412), text=f, rid="medium_name")]
            if sel is not None:
                s.append(a(IV, (x0 + 280, y0 + 16, x0 + 344, y0 + 80), desc=None, checked=f in sel, rid="medium_check"))
        return s

    t = Traj(dirs("20:13"))
    t.go("click", grid("20:13", "Screenshots", shots), "Screenshots")
    picked = shots[:3]
    t.go("long_press", grid("20:13", "Screenshots", shots, picked[:1]), picked[0])
    t.go("click", grid("20:14", "Screenshots", shots, picked[:2]), picked[1])
    t.go("click", grid("20:14", "Screenshots", shots, picked), picked[2])
    menu = grid("20:14", "Screenshots", shots, picked) + [a(FL, (560, 140, 1060, 1460), rid="popup_menu")]
    for (y0, y1), lab in zip(rows(160, 130, 10), ("Add to favorites", "Rename", "Copy to", "Move to", "Set as", "Rotate",
                                                  "Resize", "Select all", "Hide", "Exclude")):
        menu.append(a(TV, (560, y0, 1060, y1), text=lab, click=True, rid="title"))
    t.go("click", menu, "More options")
    pick = grid("20:14", "Screenshots", shots, picked) + [a(FL, (40, 380, 1040, 2060), rid="parentPanel"),
                                                          a(TV, (90, 420, 990, 500), text="Select a folder", rid="alertTitle"),
                                                          a(RV, (40, 520, 1040, 1900), scroll=True, rid="directories_grid")]
    for i, name in enumerate(sorted(folders, key=lambda f: folders[f][1], reverse=True)):
        x0, y0 = 40 + (i % 2) * 500, 520 + (i // 2) * 340
        pick += [a(FL, (x0 + 10, y0 + 10, x0 + 490, y0 + 330), click=True, rid="dir_holder"),
                 a(TV, (x0 + 30, y0 + 230, x0 + 470, y0 + 280), text=name, rid="dir_name"),
                 a(TV, (x0 + 30, y0 + 280, x0 + 470, y0 + 322), text=str(folders[name][0]), rid="photo_cnt")]
    pick += [a(BT, (560, 1930, 780, 2030), text="Cancel", click=True, rid="button2"),
             a(BT, (800, 1930, 1000, 2030), text="Other folder", click=True, rid="button3")]
    t.go("click", pick, "Move to")
    shots = shots[3:]
    receipts = picked + receipts
    folders["Screenshots"] = [309, "20250310-2230"]
    folders["Receipts"] = [21, "20250312-2114"]
    t.go("click", grid("20:15", "Screenshots", shots), "Receipts", nth=-1)
    t.go("navigate_back", dirs("20:15"))
    t.go("click", grid("20:15", "Receipts", receipts), "Receipts")
    sort = grid("20:16", "Receipts", receipts) + [a(FL, (66, 520, 1014, 1900), rid="parentPanel"),
                                                  a(TV, (132, 570, 948, 650), text="Sort by", rid="alertTitle")]
    for (y0, y1), lab in zip(rows(680, 110, 6), ("Name", "Size", "Last modified", "Date taken", "File extension", "Random")):
        sort.append(a(RB, (132, y0, 948, y1), text=lab, click=True, checked=lab == "Date taken", rid="sorting_dialog_radio_" + lab.lower().replace(" ", "_")))
    sort += [a(RB, (132, 1360, 520, 1460), text="Ascending", click=True, checked=False, rid="sorting_dialog_radio_ascending"),
             a(RB, (540, 1360, 948, 1460), text="Descending", click=True, checked=True, rid="sorting_dialog_radio_descending"),
             a(CB, (132, 1500, 948, 1600), text="Use for this folder only", click=True, checked=False, rid="sorting_dialog_use_for_this_folder"),
             a(BT, (560, 1760, 760, 1860), text="Cancel", click=True, rid="button2"),
             a(BT, (780, 1760, 948, 1860), text="OK", click=True, rid="button1")]
    t.go("click", sort, "Sort by")
    rs.add(task="android", tid="h42-android-15", system=system(PIXEL7), turns=t.turns, state=t.state())


# Pocket Casts: bad
def t16_pocketcasts(rs: RowSet) -> None:
    a = App("au.com.shiftyjelly.pocketcasts")
    dur = 72 * 60 + 4
    ep = "Is A.I. Coming for Wall Street? + Tariff Whiplash + HatGPT"

    def hms(sec: int) -> str:
        h, r = divmod(sec, 3600)
        m, s_ = divmod(r, 60)
        return f"{h}:{m:02d}:{s_:02d}" if h else f"{m}:{s_:02d}"

    def left(sec: int) -> str:
        rem = (dur - sec) // 60
        return f"{rem // 60}h {rem % 60}m left"

    def nav(sel: str) -> list[dict[str, Any]]:
        return [a(FL, (x, 2180, x + 216, 2330), desc=lab, click=True, sel=lab == sel, rid="navigation_bar_item_icon_container")
                for x, lab in zip((0, 216, 432, 648, 864), ("Podcasts", "Filters", "Discover", "Up Next", "Profile"))]

    def mini(pos: int | None, playing: bool) -> list[dict[str, Any]]:
        if pos is None:
            return []
        return [a(FL, (0, 2030, 1080, 2176), desc="Mini player. Tap to open the full player.", click=True, rid="miniPlayer"),
                a(IV, (20, 2046, 134, 2160), desc=None, rid="artwork"),
                a(TV, (160, 2050, 760, 2100), text=ep, rid="miniPlayerTitle"),
                a(TV, (160, 2104, 760, 2150), text=left(pos), rid="miniPlayerTime"),
                a(IB, (780, 2050, 880, 2150), desc="Skip back", click=True, rid="skipBack"),
                a(IB, (890, 2050, 990, 2150), desc="Pause" if playing else "Play", click=True, rid="playButton"),
                a(IB, (990, 2050, 1070, 2150), desc="Up Next", click=True, rid="upNextButton")]

    shows = ["Hard Fork", "The Rest Is History", "Acquired", "Darknet Diaries", "Decoder with Nilay Patel", "99% Invisible",
             "Huberman Lab", "Radiolab", "Lex Fridman Podcast", "Freakonomics Radio", "Search Engine", "Lage der Nation"]

    def podcasts(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 68) + [
            a(TV, (42, 150, 700, 250), text="Podcasts", rid="toolbar_title"),
            a(IB, (700, 140, 810, 260), desc="Search", click=True, rid="search"),
            a(IB, (820, 140, 930, 260), desc="Create folder", click=True, rid="create_folder"),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True),
            a(RV, (0, 270, 1080, 2176), scroll=True, rid="recyclerView")]
        for i, name in enumerate(shows):
            x0, y0 = (i % 3) * 360, 270 + (i // 3) * 360
            s.append(a(FL, (x0 + 8, y0 + 8, x0 + 352, y0 + 352), desc=name, click=True, rid="podcast_card"))
        return s + nav("Podcasts")

    eps = [("7 MARCH", ep, "1h 12m", None),
           ("28 FEBRUARY", "Is Grok the Most Dangerous A.I.? + The DOGE Files + Our Year of Vibe Coding", "1h 5m", None),
           ("21 FEBRUARY", "The Deep Seek Aftermath + Apple's Moment + Listener Questions", "58m left", None),
           ("14 FEBRUARY", "A.I. Agents Are Here. Are They Any Good?", "Played", None),
           ("7 FEBRUARY", "The Great Slack Outage + Threads at 300 Million + HatGPT", "Played", None)]

    def show(clock: str, pos: int | None, playing: bool) -> list[dict[str, Any]]:
        s = status(clock, 68) + [
            a(IB, (20, 140, 140, 260), desc="Back", click=True),
            a(IB, (820, 140, 930, 260), desc="Share podcast", click=True, rid="share"),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True),
            a(RV, (0, 270, 1080, 2030 if pos is not None else 2176), scroll=True, rid="episodesRecyclerView"),
            a(IV, (340, 290, 740, 690), desc="Hard Fork artwork", rid="artwork"),
            a(TV, (60, 720, 1020, 800), text="Hard Fork", rid="title"),
            a(TV, (60, 806, 1020, 856), text="The New York Times", rid="author"),
            a(BT, (60, 880, 420, 970), text="Subscribed", click=True, checked=True, rid="subscribeButton"),
            a(IB, (440, 880, 540, 970), desc="Notifications on", click=True, rid="notificationsButton"),
            a(IB, (560, 880, 660, 970), desc="Podcast settings", click=True, rid="settingsButton"),
            a(TV, (60, 1010, 700, 1070), text="218 EPISODES", rid="episodeCount"),
            a(IB, (940, 1000, 1040, 1080), desc="Episode options", click=True, rid="episodeOptions")]
        for (y0, y1), (date, title, info, _) in zip(rows(1100, 190, len(eps)), eps):
            if y1 > (2030 if pos is not None else 2176):
                break
            mine = title == ep and pos is not None
            if mine:
                info = left(pos)
            btn = ("Pause" if playing else "Play") if mine else ("Played" if info == "Played" else "Play")
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="episodeRow"),
                  a(TV, (60, y0 + 20, 800, y0 + 60), text=date, rid="date"),
                  a(TV, (60, y0 + 62, 860, y0 + 130), text=title, rid="title"),
                  a(TV, (60, y0 + 132, 800, y0 + 176), text=info, rid="info"),
                  a(IB, (900, y0 + 40, 1040, y0 + 150), desc=btn, click=True, rid="playButton")]
        return s + mini(pos, playing) + nav("Podcasts")

    def sheet(clock: str, pos: int | None, playing: bool) -> list[dict[str, Any]]:
        s = show(clock, pos, playing) + [
            a(FL, (0, 380, 1080, 2400), rid="design_bottom_sheet"),
            a(TV, (60, 420, 1020, 560), text=ep, rid="episodeTitle"),
            a(TV, (60, 570, 1020, 620), text="Hard Fork", click=True, rid="podcastTitle"),
            a(TV, (60, 630, 1020, 680), text="7 March 2025 • 1h 12m" if pos is None else f"7 March 2025 • {left(pos)}", rid="dateAndDuration"),
            a(BT, (60, 720, 300, 860), desc="Download", click=True, rid="download"),
            a(BT, (320, 720, 560, 860), desc="Add to Up Next", click=True, rid="upNext"),
            a(BT, (580, 720, 820, 860), desc="Mark as played", click=True, rid="markPlayed"),
            a(BT, (840, 720, 1040, 860), desc="Archive", click=True, rid="archive"),
            a(BT, (60, 900, 1020, 1030), text="Pause" if playing else "Play", click=True, rid="playButton"),
            a(TV, (60, 1070, 1020, 1700), text="Kevin and Casey talk to a hedge fund manager about whether A.I. agents can really trade stocks. Then, the tariff roller coaster hits the gadget world. And finally, it's time for another round of HatGPT.\n\nGuest: Maya Ostrowski, portfolio manager at Kestrel Capital.", rid="showNotes")]
        return s

    filters = status("7:51", 68) + [
        a(TV, (42, 150, 700, 250), text="New Releases", rid="toolbar_title"),
        a(IB, (820, 140, 930, 260), desc="Filter options", click=True, rid="filter_options"),
        a(IB, (940, 140, 1050, 260), desc="More options", click=True),
        a(TV, (42, 270, 1040, 330), text="Last 2 weeks · Unplayed · 6 episodes", rid="filter_summary"),
        a(RV, (0, 350, 1080, 2176), scroll=True, rid="recyclerView")]
    for (y0, y1), (show_, date, title, info) in zip(rows(350, 200, 6), (
            ("Hard Fork", "7 MARCH", ep, "1h 12m"),
            ("Decoder with Nilay Patel", "6 MARCH", "Why Sonos is betting its comeback on software", "1h 2m"),
            ("Search Engine", "7 MARCH", "Is the Stock Market Just Vibes Now?", "48m"),
            ("99% Invisible", "4 MARCH", "The Sound of Sirens", "41m"),
            ("Acquired", "3 MARCH", "Costco (Part II): The Membership", "3h 4m"),
            ("Lage der Nation", "2 MARCH", "LdN421 Koalitionsverhandlungen, Schuldenbremse, Ukraine", "1h 38m"))):
        filters += [a(LL, (0, y0, 1080, y1), click=True, rid="episodeRow"),
                    a(TV, (180, y0 + 20, 800, y0 + 60), text=f"{date} · {show_}", rid="date"),
                    a(TV, (180, y0 + 62, 860, y0 + 130), text=title, rid="title"),
                    a(TV, (180, y0 + 132, 800, y0 + 176), text=info, rid="info"),
                    a(IB, (900, y0 + 40, 1040, y0 + 150), desc="Play", click=True, rid="playButton")]
    t = Traj(filters + nav("Filters"))
    t.go("click", podcasts("7:52"), "Podcasts")
    t.go("click", show("7:52", None, False), "Hard Fork")
    t.go("click", sheet("7:53", None, False), ep)
    t.go("click", sheet("7:53", 2, True), "Play", nth=-1)

    def player(clock: str, pos: int, speed: str, extra: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
        s = status(clock, 67) + [
            a(IB, (20, 140, 140, 260), desc="Close", click=True, rid="closePlayer"),
            a(TV, (300, 160, 780, 240), text="Now Playing", rid="tabNowPlaying"),
            a(IB, (940, 140, 1050, 260), desc="More actions", click=True, rid="playerActions"),
            a(IV, (140, 320, 940, 1120), desc="Hard Fork artwork", rid="artwork"),
            a(TV, (60, 1180, 1020, 1320), text=ep, rid="episodeTitle"),
            a(TV, (60, 1330, 1020, 1390), text="Hard Fork", rid="podcastTitle"),
            a(SK, (60, 1430, 1020, 1490), desc=f"Seek bar, {hms(pos)} of {hms(dur)}", click=True, scroll=True, rid="seekBar"),
            a(TV, (60, 1500, 400, 1550), text=hms(pos), rid="elapsedTime"),
            a(TV, (680, 1500, 1020, 1550), text="-" + hms(dur - pos), rid="remainingTime"),
            a(IB, (140, 1620, 300, 1780), desc="Skip back 10 seconds", click=True, rid="skipBack"),
            a(IB, (420, 1600, 660, 1840), desc="Pause", click=True, rid="largePlayButton"),
            a(IB, (780, 1620, 940, 1780), desc="Skip forward 45 seconds", click=True, rid="skipForward"),
            a(BT, (60, 1920, 260, 2040), text=speed, desc=f"Playback effects, speed {speed}", click=True, rid="effects"),
            a(IB, (300, 1920, 460, 2040), desc="Sleep timer", click=True, rid="sleep"),
            a(IB, (500, 1920, 660, 2040), desc="Star episode", click=True, checked=False, rid="star"),
            a(IB, (700, 1920, 860, 2040), desc="Share episode", click=True, rid="share"),
            a(IB, (900, 1920, 1060, 2040), desc="Chromecast", click=True, rid="castButton")]
        return s + (extra or [])

    def effects(speed: str) -> list[dict[str, Any]]:
        return [a(FL, (0, 1300, 1080, 2400), rid="design_bottom_sheet"),
                a(TV, (60, 1340, 1020, 1420), text="Playback effects", rid="title"),
                a(TV, (60, 1460, 500, 1540), text="Playback speed", rid="speedLabel"),
                a(IB, (580, 1450, 680, 1550), desc="Decrease speed", click=True, rid="btnSpeedDown"),
                a(TV, (690, 1460, 880, 1540), text=speed, rid="lblSpeed"),
                a(IB, (890, 1450, 990, 1550), desc="Increase speed", click=True, rid="btnSpeedUp"),
                a(TV, (60, 1600, 800, 1680), text="Trim silence", rid="trimLabel"),
                a(SW, (870, 1600, 1020, 1680), desc="Trim silence", click=True, checked=False, rid="switchTrim"),
                a(TV, (60, 1720, 800, 1800), text="Volume boost", rid="boostLabel"),
                a(SW, (870, 1720, 1020, 1800), desc="Volume boost", click=True, checked=False, rid="switchVolume"),
                a(TV, (60, 1840, 1020, 1920), text="Apply to this podcast only", rid="podcastOnlyLabel"),
                a(SW, (870, 1840, 1020, 1920), desc="Apply to this podcast only", click=True, checked=False, rid="switchPodcastOnly")]

    t.go("click", player("7:54", 41, "1.0x"), "Mini player. Tap to open the full player.")
    t.go("click", player("7:51", 65, "1.0x", effects("1.0x")), "Playback effects, speed 1.0x")
    t.go("click", player("7:54", 80, "1.1x", effects("1.1x")), "Increase speed")
    t.go("navigate_back", player("7:54", 95, "1.1x"))
    t.go("click", player("7:55", 153, "1.1x"), "Skip forward 45 seconds")
    rs.add(task="android", tid="h42-android-16", system=system(PIXEL6), turns=t.turns, state=t.state(),
           bad=True, turn=6, kind="status-bar clock goes back three minutes")


# Google Photos albums: clean
def t17_photos(rs: RowSet) -> None:
    a = App("com.google.android.apps.photos")
    # album -> (items, most recent photo)
    albums = {"Favorites": (88, "2025-03-11"), "Recipes": (12, "2025-02-23"), "Kids' drawings": (37, "2025-02-09"),
              "Paperwork": (9, "2025-01-30"), "Lisbon 2024": (214, "2024-10-14"), "Bike trip Eifel": (146, "2024-08-03")}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [a(FL, (x, 2180, x + 360, 2330), text=lab, desc=lab, click=True, sel=lab == sel, rid="navigation_bar_item_icon_container")
                for x, lab in zip((0, 360, 720), ("Photos", "Collections", "Search"))]

    def photos_tab(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 86) + [
            a(TV, (42, 150, 600, 250), text="Photos", rid="toolbar_title"),
            a(IB, (700, 140, 810, 260), desc="Create", click=True, rid="create_button"),
            a(IB, (820, 140, 930, 260), desc="Notifications", click=True, rid="notifications"),
            a(IV, (940, 150, 1040, 250), desc="Account and settings", click=True, rid="og_apd_internal_image_view"),
            a(RV, (0, 270, 1080, 2180), scroll=True, rid="photos_grid"),
            a(TV, (42, 290, 700, 360), text="Today", rid="date_header")]
        shots = ["Mar 13, 2025 8:14 AM", "Mar 13, 2025 8:13 AM", "Mar 13, 2025 7:41 AM"]
        for i, when in enumerate(shots):
            s.append(a(VW, (i * 360, 380, i * 360 + 356, 736), desc=f"Photo taken on {when}", click=True))
        s.append(a(TV, (42, 760, 700, 830), text="Tue, Mar 11", rid="date_header"))
        for i, when in enumerate(["Mar 11, 2025 7:02 PM", "Mar 11, 2025 6:58 PM", "Mar 11, 2025 12:20 PM", "Mar 11, 2025 12:19 PM", "Mar 11, 2025 9:05 AM"]):
            x0, y0 = (i % 3) * 360, 850 + (i // 3) * 360
            s.append(a(VW, (x0, y0, x0 + 356, y0 + 356), desc=f"Photo taken on {when}", click=True))
        s.append(a(TV, (42, 1590, 700, 1660), text="Sat, Mar 8", rid="date_header"))
        for i, when in enumerate(["Mar 8, 2025 5:40 PM", "Mar 8, 2025 3:12 PM", "Mar 8, 2025 3:11 PM"]):
            s.append(a(VW, (i * 360, 1680, i * 360 + 356, 2036), desc=f"Photo taken on {when}", click=True))
        return s + nav("Photos")

    def collections(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 86) + [
            a(TV, (42, 150, 600, 250), text="Collections", rid="toolbar_title"),
            a(IB, (820, 140, 930, 260), desc="Create", click=True, rid="create_button"),
            a(IV, (940, 150, 1040, 250), desc="Account and settings", click=True, rid="og_apd_internal_image_view"),
            a(RV, (0, 270, 1080, 2180), scroll=True, rid="collections_list"),
            a(TV, (42, 290, 360, 380), text="Favorites", desc="Favorites", click=True, rid="chip"),
            a(TV, (380, 290, 660, 380), text="Utilities", desc="Utilities", click=True, rid="chip"),
            a(TV, (680, 290, 960, 380), text="Archive", desc="Archive", click=True, rid="chip"),
            a(TV, (42, 420, 700, 490), text="Albums", rid="section_title"),
            a(TV, (740, 420, 1040, 490), text="Most recent photo", desc="Sort albums by Most recent photo", click=True, rid="sort_button")]
        tiles = [("New album", None)] + sorted(albums.items(), key=lambda kv: kv[1][1], reverse=True)
        for i, (name, info) in enumerate(tiles):
            x0, y0 = (i % 2) * 540, 510 + (i // 2) * 540
            if y0 + 420 > 2180:
                break
            if info is None:
                s.append(a(FL, (x0 + 30, y0, x0 + 510, y0 + 520), text="New album", desc="New album", click=True, rid="new_album_tile"))
                continue
            s += [a(FL, (x0 + 30, y0, x0 + 510, y0 + 520), desc=name, click=True, rid="album_tile"),
                  a(IV, (x0 + 30, y0, x0 + 510, y0 + 400), rid="album_cover"),
                  a(TV, (x0 + 30, y0 + 410, x0 + 510, y0 + 466), text=name, rid="album_title"),
                  a(TV, (x0 + 30, y0 + 468, x0 + 510, y0 + 514), text=f"{info[0]} items", rid="album_subtitle")]
        return s + nav("Collections")

    t = Traj(photos_tab("16:20"))
    t.go("click", collections("16:20"), "Collections", rid="navigation_bar_item_icon_container")

    def titlepage(clock: str, title: str | None) -> list[dict[str, Any]]:
        return status(clock, 86) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(ET, (60, 330, 1020, 470), text=title, hint="Add a title", click=True, edit=True, focus=True, rid="album_title"),
            a(BT, (60, 540, 500, 650), text="Select photos", click=True, rid="select_photos"),
            a(TV, (60, 700, 1020, 800), text="Add photos and videos, or add people and pets to automatically add photos of them.", rid="empty_album_hint")] + ime()

    t.go("click", titlepage("16:20", None), "New album")
    t.go("input_text", titlepage("16:21", "Porto weekend"), "Add a title", text="Porto weekend")
    groups = [("Sat, Mar 8", ["Mar 8, 2025 5:40 PM", "Mar 8, 2025 3:12 PM", "Mar 8, 2025 3:11 PM", "Mar 8, 2025 11:47 AM",
                              "Mar 8, 2025 11:46 AM", "Mar 8, 2025 10:02 AM"]),
              ("Fri, Mar 7", ["Mar 7, 2025 7:58 PM", "Mar 7, 2025 7:31 PM", "Mar 7, 2025 4:15 PM"])]
    chosen = ["Mar 8, 2025 3:12 PM", "Mar 8, 2025 11:47 AM", "Mar 7, 2025 7:58 PM"]

    def picker(clock: str, sel: list[str]) -> list[dict[str, Any]]:
        s = status(clock, 86) + [
            a(IB, (20, 140, 140, 260), desc="Close", click=True),
            a(TV, (160, 150, 760, 250), text=f"{len(sel)} selected" if sel else "Select items", rid="title"),
            a(BT, (820, 150, 1040, 250), text="Add", click=True, enabled=bool(sel), rid="add_button"),
            a(RV, (0, 270, 1080, 2400), scroll=True, rid="picker_grid"),
            a(TV, (42, 290, 700, 360), text="Today", rid="date_header")]
        for i, when in enumerate(["Mar 13, 2025 8:14 AM", "Mar 13, 2025 8:13 AM", "Mar 13, 2025 7:41 AM"]):
            s.append(a(VW, (i * 360, 380, i * 360 + 356, 736), desc=f"Photo taken on {when}", click=True, checked=False))
        y = 760
        for label, shots in groups:
            s.append(a(TV, (42, y, 700, y + 70), text=label, rid="date_header"))
            y += 90
            for i, when in enumerate(shots):
                x0, y0 = (i % 3) * 360, y + (i // 3) * 360
                if y0 + 200 > 2400:
                    break
                s.append(a(VW, (x0, y0, x0 + 356, min(y0 + 356, 2400)), desc=f"Photo taken on {when}", click=True, checked=when in sel))
            y += ((len(shots) + 2) // 3) * 360 + 20
        return s

    t.go("click", picker("16:21", []), "Select photos")
    for k in range(3):
        t.go("click", picker("16:21" if k < 2 else "16:22", chosen[:k + 1]), f"Photo taken on {chosen[k]}")
    albums["Porto weekend"] = (3, "2025-03-08")
    album = status("16:22", 86) + [
        a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
        a(IB, (700, 140, 810, 260), desc="Share", click=True, rid="share"),
        a(IB, (820, 140, 930, 260), desc="Add photos", click=True, rid="add_photos"),
        a(IB, (940, 140, 1050, 260), desc="More options", click=True),
        a(RV, (0, 270, 1080, 2400), scroll=True, rid="album_grid"),
        a(TV, (60, 300, 1020, 420), text="Porto weekend", click=True, rid="album_title"),
        a(TV, (60, 430, 1020, 480), text="Mar 7 – 8, 2025", rid="album_date_range"),
        a(BT, (60, 520, 400, 620), text="Share", click=True, rid="share_chip"),
        a(BT, (420, 520, 780, 620), text="Add photos", click=True, rid="add_photos_chip"),
        a(BT, (800, 520, 1040, 620), text="Order photos", click=True, rid="order_photos_chip")]
    for i, when in enumerate(["Mar 7, 2025 7:58 PM", "Mar 8, 2025 11:47 AM", "Mar 8, 2025 3:12 PM"]):
        album.append(a(VW, (i * 360, 660, i * 360 + 356, 1016), desc=f"Photo taken on {when}", click=True))
    t.go("click", album, "Add")
    t.go("navigate_back", collections("16:23"))
    rs.add(task="android", tid="h42-android-17", system=system(PIXEL8), turns=t.turns, state=t.state())


# Nextcloud Notes: bad
def t18_nextcloud_notes(rs: RowSet) -> None:
    a = App("it.niedermann.owncloud.notes")
    groceries = ["# Groceries", "", "- [ ] oat milk (2x)", "- [ ] eggs", "- [x] rye bread", "- [ ] spinach", "- [ ] parmesan",
                 "- [ ] dishwasher tabs", "- [ ] chickpeas, 2 cans", "- [ ] coriander", "- [ ] Greek yogurt 1 kg",
                 "- [ ] frozen peas", "- [ ] coffee filters size 4", "- [ ] olive oil"]

    def excerpt(lines: list[str]) -> str:
        return " ".join(x for x in lines[1:] if x)[:200]

    notes = {  # title -> (section, category, favorite, content lines)
        "Groceries": ("Today", "Home", True, groceries),
        "Standup notes 12.03.": ("Yesterday", "Work", False, ["# Standup notes 12.03.", "", "- Theo: carrier API rate limits, needs backoff", "- Mira: redis failover post-mortem draft", "- me: invoice export CSV, review pending"]),
        "Router config": ("This week", "Home", False, ["# Router config", "", "FritzBox 7590 AX, FritzOS 8.02", "- Guest Wi-Fi: Vogt-Gast, WPA3", "- DHCP range .20–.200", "- Port forward 443 → 192.168.178.10 (nas)", "- DNS: 9.9.9.9, 149.112.112.112"]),
        "Book list 2025": ("This month", "", False, ["# Book list 2025", "", "1. Piranesi ✓", "2. The Ministry for the Future", "3. Tomorrow, and Tomorrow, and Tomorrow", "4. Braiding Sweetgrass"]),
        "Packing list Lisbon": ("This month", "Travel", False, ["# Packing list Lisbon", "", "- passports!!", "- adapter? (no, same plug)", "- rain jacket", "- sunscreen", "- Lena's camera charger"]),
        "Ideas for Lena's birthday": ("Older", "", True, ["# Ideas for Lena's birthday", "", "- pottery class in Prenzlauer Berg", "- Fujifilm instax film", "- tickets for Kraftklub in June"]),
        "Wi-Fi guest password": ("Older", "Home", False, ["# Wi-Fi guest password", "", "Vogt-Gast / kiwi-lantern-42"]),
    }

    def listing(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 73, ("Nextcloud notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Open navigation drawer", click=True),
            a(TV, (160, 150, 800, 250), text="Search all notes", click=True, rid="search_text"),
            a(IV, (920, 150, 1040, 250), desc="Choose account", click=True, rid="launchAccountSwitcher"),
            a(RV, (0, 270, 1080, 2400), scroll=True, rid="recycler_view")]
        y, sec = 270, None
        for title, (section, cat, fav, lines) in notes.items():
            if y > 2150:
                break
            if section != sec:
                s.append(a(TV, (60, y + 10, 1020, y + 70), text=section, rid="sectionTitle"))
                y += 80
                sec = section
            s += [a(LL, (0, y, 1080, y + 230), click=True, rid="noteSwipeable"),
                  a(IB, (30, y + 40, 130, y + 140), desc="Favorite" if fav else "Not favorite", click=True, checked=fav, rid="noteFavorite"),
                  a(TV, (160, y + 30, 800, y + 96), text=title, rid="noteTitle")]
            if cat:
                s.append(a(TV, (820, y + 36, 1040, y + 90), text=cat, rid="noteCategory"))
            s.append(a(TV, (160, y + 100, 1040, y + 210), text=excerpt(lines), rid="noteExcerpt"))
            y += 240
        s.append(a(IB, (870, 2170, 1038, 2338), desc="Create a new note", click=True, rid="fab_create"))
        return s

    def preview(clock: str, title: str, lines: list[str]) -> list[dict[str, Any]]:
        body = "\n".join(x.replace("- [ ] ", "☐ ").replace("- [x] ", "☑ ") for x in lines[2:])
        return status(clock, 73, ("Nextcloud notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(TV, (160, 150, 700, 250), text=title, rid="toolbar_title"),
            a(IB, (700, 140, 810, 260), desc="Search", click=True, rid="search"),
            a(IB, (820, 140, 930, 260), desc="Favorite", click=True, checked=notes[title][2], rid="menu_favorite"),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True),
            a(SV, (0, 270, 1080, 2400), scroll=True, rid="scrollView"),
            a(TV, (42, 300, 1038, 400), text=title, rid="heading"),
            a(TV, (42, 420, 1038, 420 + 72 * len(lines[2:])), text=body, rid="singleNoteContent"),
            a(IB, (870, 2170, 1038, 2338), desc="Edit", click=True, rid="switchToEditButton")]

    def editor(clock: str, title: str, lines: list[str], kb: bool) -> list[dict[str, Any]]:
        return status(clock, 73, ("Nextcloud notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(TV, (160, 150, 700, 250), text=title, rid="toolbar_title"),
            a(IB, (700, 140, 810, 260), desc="Search", click=True, rid="search"),
            a(IB, (820, 140, 930, 260), desc="Favorite", click=True, checked=notes[title][2], rid="menu_favorite"),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True),
            a(SV, (0, 270, 1080, 1500 if kb else 2400), scroll=True, rid="scrollView"),
            a(ET, (42, 290, 1038, 1480 if kb else 2380), text="\n".join(lines), click=True, edit=True, focus=kb, rid="singleNoteContent"),
            a(IB, (870, 1320 if kb else 2170, 1038, 1488 if kb else 2338), desc="Preview", click=True, rid="switchToPreviewButton")] + (ime("English (UK)") if kb else [])

    t = Traj(listing("18:40"))
    t.go("click", preview("18:40", "Groceries", groceries), "Groceries")
    t.go("click", editor("18:41", "Groceries", groceries, True), "Edit")
    new = groceries + ["- [ ] lemons"]
    t.go("input_text", editor("18:41", "Groceries", new, True), "\n".join(groceries), text="\n- [ ] lemons")
    t.go("navigate_back", editor("18:41", "Groceries", new, False))
    notes["Groceries"] = ("Today", "Home", True, new)
    t.go("navigate_back", listing("18:42"))
    t.go("click", preview("18:42", "Groceries", groceries), "Groceries")
    t.go("navigate_back", listing("18:42"))
    t.go("click", preview("18:43", "Router config", notes["Router config"][3]), "Router config")
    rs.add(task="android", tid="h42-android-18", system=system(PIXEL8), turns=t.turns, state=t.state(),
           bad=True, turn=6, kind="line typed into a note and saved is gone when the note is reopened")


# Slack: clean
def t19_slack(rs: RowSet) -> None:
    a = App("com.Slack")
    me = "Jonas Weber"
    unread = {"ops-alerts": 4, "team-platform": 2}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [a(FL, (x, 2180, x + 216, 2330), text=lab, desc=lab, click=True, sel=lab == sel, rid="navigation_bar_item_icon_container")
                for x, lab in zip((0, 216, 432, 648, 864), ("Home", "DMs", "Activity", "Later", "More"))]

    def home(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 79, ("Slack notification",)) + [
            a(IV, (30, 140, 140, 250), desc="Workspace: Halden Logistics", click=True, rid="team_avatar"),
            a(TV, (160, 150, 800, 240), text="Halden Logistics", rid="title"),
            a(IV, (940, 140, 1050, 250), desc="You", click=True, rid="user_avatar"),
            a(TV, (42, 270, 1040, 370), text="Jump to or search...", click=True, rid="search_bar"),
            a(RV, (0, 390, 1080, 2180), scroll=True, rid="channels_list"),
            a(TV, (42, 400, 700, 470), text="Channels", click=True, rid="section_header")]
        y = 480
        for ch in ("deploys", "general", "ops-alerts", "random", "team-platform", "wms-migration"):
            n = unread.get(ch, 0)
            d = f"{ch}, channel" + (f", {n} new messages" if n and ch != "team-platform" else "") + (f", {n} mentions" if ch == "team-platform" else "")
            s += [a(LL, (0, y, 1080, y + 120), desc=d, click=True, rid="channel_row"),
                  a(TV, (120, y + 26, 820, y + 94), text=ch, rid="channel_name")]
            if ch == "team-platform":
                s.append(a(TV, (940, y + 30, 1020, y + 90), text=str(n), rid="mention_badge"))
            y += 120
        s.append(a(TV, (42, y + 20, 700, y + 90), text="Direct messages", click=True, rid="section_header"))
        y += 100
        for who, st in (("Theo Brandt", "active"), ("Mira Schultz", "away"), ("Ana Kovač", "active"), ("Slackbot", "")):
            s += [a(LL, (0, y, 1080, y + 120), desc=f"{who}" + (f", {st}" if st else ""), click=True, rid="dm_row"),
                  a(TV, (120, y + 26, 820, y + 94), text=who, rid="channel_name")]
            y += 120
        s.append(a(IB, (880, 1990, 1048, 2158), desc="Compose", click=True, rid="compose_fab"))
        return s + nav("Home")

    # id -> [author, app?, time, text, reactions, replies, last reply]
    msgs: list[list[Any]] = [
        ["pd", "PagerDuty", True, "9:12 AM", "[TRIGGERED] #48213 High queue depth on shipments-eu-west-1 (> 5000)", {"👀": 2}, 1, "9:20 AM"],
        ["g1", "Grafana", True, "9:26 AM", "[FIRING:1] API p95 latency > 800ms (checkout-api)", {}, 0, ""],
        ["mira", "Mira Schultz", False, "9:31 AM", "looking at checkout-api, smells like the redis failover from last night", {"🙏": 1}, 0, ""],
        ["g2", "Grafana", True, "9:38 AM", "[RESOLVED] API p95 latency > 800ms (checkout-api)", {}, 0, ""],
        ["ack", "PagerDuty", True, "9:40 AM", "[ACKNOWLEDGED] #48213 acknowledged by Theo Brandt", {}, 0, ""]]
    mine_r: set[str] = set()

    def channel(clock: str, divider: str | None) -> list[dict[str, Any]]:
        s = status(clock, 79, ("Slack notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Back", click=True),
            a(TV, (160, 140, 760, 200), text="# ops-alerts", rid="title"),
            a(TV, (160, 200, 760, 250), text="14 members", rid="subtitle"),
            a(IB, (820, 140, 930, 260), desc="Huddle", click=True),
            a(IB, (940, 140, 1050, 260), desc="Channel details", click=True),
            a(RV, (0, 270, 1080, 1990), scroll=True, rid="messages_list")]
        y = 1970
        blocks = []
        for m in reversed(msgs):
            h = 190 + (90 if m[5] else 0) + (80 if m[6] else 0)
            y -= h
            blocks.append((y, m))
            if divider and m[0] == divider:
                y -= 60
                blocks.append((y, None))
        for y0, m in reversed(blocks):
            if y0 < 280:
                continue
            if m is None:
                s.append(a(TV, (400, y0 + 5, 680, y0 + 55), text="New", rid="new_messages_divider"))
                continue
            mid, who, app, when, text, reacts, nrep, last = m
            s += [a(LL, (0, y0, 1080, y0 + 180), desc=f"{who}{' APP' if app else ''}, {when}, {text}", click=True, rid="message_row"),
                  a(TV, (150, y0 + 10, 600, y0 + 60), text=who, rid="user_name"),
                  a(TV, (610, y0 + 10, 900, y0 + 60), text=when, rid="timestamp"),
                  a(TV, (150, y0 + 64, 1040, y0 + 176), text=text, rid="message_text")]
            yy = y0 + 190
            for emo, n in reacts.items():
                s.append(a(BT, (150, yy, 330, yy + 80), text=f"{emo} {n}", desc=f"{emo} reaction, {n} {'people' if n > 1 else 'person'}" + (" including you" if emo in mine_r and mid == "pd" else ""), click=True, sel=emo in mine_r and mid == "pd", rid="reaction"))
                yy += 90
            if nrep:
                s.append(a(TV, (150, yy, 1040, yy + 70), text=f"{nrep} {'replies' if nrep > 1 else 'reply'}", desc=f"{nrep} {'replies' if nrep > 1 else 'reply'}, last reply today at {last}", click=True, rid="thread_replies"))
        s += [a(ET, (30, 2010, 930, 2150), text=None, hint="Message #ops-alerts", click=True, edit=True, rid="message_input"),
              a(IB, (940, 2020, 1050, 2140), desc="Attach", click=True)]
        return s

    t = Traj(home("9:44"))
    t.go("click", channel("9:44", "g1"), "ops-alerts")
    acts = channel("9:44", "g1") + [a(FL, (0, 980, 1080, 2400), rid="design_bottom_sheet")]
    for i, (emo, name) in enumerate((("👀", "eyes"), ("✅", "white check mark"), ("🙏", "pray"), ("👍", "thumbs up"))):
        acts.append(a(BT, (40 + i * 180, 1020, 200 + i * 180, 1160), text=emo, desc=f"React with {name}", click=True, rid="quick_reaction"))
    acts.append(a(IB, (900, 1020, 1040, 1160), desc="Add reaction", click=True, rid="add_reaction"))
    for (y0, y1), lab in zip(rows(1190, 130, 8), ("Reply in thread", "Share message", "Copy link to message", "Copy text", "Remind me",
                                                  "Mark unread", "Save for later", "Pin to this conversation")):
        acts.append(a(TV, (0, y0, 1080, y1), text=lab, click=True, rid="menu_item"))
    t.go("long_press", acts, f"PagerDuty APP, 9:12 AM, {msgs[0][4]}")
    msgs[0][5]["👀"] = 3
    mine_r.add("👀")
    t.go("click", channel("9:45", "g1"), "React with eyes")
    thread_rows = [("Theo Brandt", "9:20 AM", "ack, scaling the consumers to 12")]

    def thread(clock: str, field: str | None, kb: bool) -> list[dict[str, Any]]:
        s = status(clock, 79, ("Slack notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Back", click=True),
            a(TV, (160, 140, 760, 200), text="Thread", rid="title"),
            a(TV, (160, 200, 760, 250), text="# ops-alerts", rid="subtitle"),
            a(RV, (0, 270, 1080, 1380 if kb else 1990), scroll=True, rid="messages_list"),
            a(LL, (0, 280, 1080, 560), desc=f"PagerDuty APP, 9:12 AM, {msgs[0][4]}", rid="message_row"),
            a(TV, (150, 290, 600, 340), text="PagerDuty", rid="user_name"),
            a(TV, (610, 290, 900, 340), text="9:12 AM", rid="timestamp"),
            a(TV, (150, 344, 1040, 456), text=msgs[0][4], rid="message_text"),
            a(BT, (150, 470, 330, 550), text="👀 3", desc="👀 reaction, 3 people including you", click=True, sel=True, rid="reaction"),
            a(TV, (42, 580, 1040, 640), text=f"{len(thread_rows)} {'replies' if len(thread_rows) > 1 else 'reply'}", rid="replies_divider")]
        y = 660
        for who, when, text in thread_rows:
            s += [a(LL, (0, y, 1080, y + 180), desc=f"{who}, {when}, {text}", click=True, rid="message_row"),
                  a(TV, (150, y + 10, 600, y + 60), text=who, rid="user_name"),
                  a(TV, (610, y + 10, 900, y + 60), text=when, rid="timestamp"),
                  a(TV, (150, y + 64, 1040, y + 176), text=text, rid="message_text")]
            y += 190
        base = 1390 if kb else 2000
        s.append(a(ET, (30, base, 930, base + 130), text=field, hint="Reply…", click=True, edit=True, focus=kb, rid="message_input"))
        if kb:
            s.append(a(IB, (940, base, 1050, base + 130), desc="Send", click=True, enabled=bool(field), rid="send_button"))
        else:
            s.append(a(CB, (30, base + 140, 600, base + 200), text="Also send to # ops-alerts", click=True, checked=False, rid="also_send_checkbox"))
        return s + (ime() if kb else [])

    t.go("click", thread("9:45", None, False), "1 reply")
    reply = "Queue depth on eu-west-1 is back under 2k, consumers look healthy."
    t.go("input_text", thread("9:46", reply, True), "Reply…", text=reply)
    thread_rows.append((me, "9:46 AM", reply))
    msgs[0][6], msgs[0][7] = 2, "9:46 AM"
    t.go("click", thread("9:46", None, True), "Send")
    t.go("navigate_back", thread("9:46", None, False))
    msgs.append(["res", "PagerDuty", True, "9:47 AM", "[RESOLVED] #48213 High queue depth on shipments-eu-west-1", {}, 0, ""])
    t.go("navigate_back", channel("9:47", None))
    unread.pop("ops-alerts")
    t.go("navigate_back", home("9:47"))
    dms = status("9:48", 79, ("Slack notification",)) + [
        a(TV, (42, 150, 700, 250), text="DMs", rid="title"),
        a(IB, (940, 140, 1050, 260), desc="New message", click=True),
        a(TV, (42, 270, 1040, 370), text="Find a DM", click=True, rid="search_bar"),
        a(RV, (0, 390, 1080, 2180), scroll=True, rid="dms_list")]
    for (y0, y1), (who, prev, when) in zip(rows(390, 190, 6), (("Theo Brandt", "Theo: ack 👍 ping me if it spikes again", "9:21 AM"),
                                                                ("Mira Schultz", "You: sure, send me the draft", "Yesterday"),
                                                                ("Ana Kovač", "Ana: the WMS cutover is moved to the 24th", "Yesterday"),
                                                                ("Slackbot", "Reminder: Fill in your timesheet", "Mon"),
                                                                ("Theo Brandt, Mira Schultz", "Mira: 🎉", "Mar 7"),
                                                                ("Lukas Berger", "You: thanks, merged", "Mar 5"))):
        dms += [a(LL, (0, y0, 1080, y1), desc=f"{who}, {prev}, {when}", click=True, rid="dm_row"),
                a(TV, (150, y0 + 24, 800, y0 + 84), text=who, rid="name"),
                a(TV, (820, y0 + 24, 1040, y0 + 84), text=when, rid="timestamp"),
                a(TV, (150, y0 + 90, 1040, y0 + 160), text=prev, rid="preview")]
    t.go("click", dms + nav("DMs"), "DMs")
    rs.add(task="android", tid="h42-android-19", system=system(PIXEL7), turns=t.turns, state=t.state())


# Fennec: bad
def t20_fennec(rs: RowSet) -> None:
    a = App("org.mozilla.fennec_fdroid")
    issue = "github.com/immich-app/immich/issues/14873"
    ititle = "Timeline jumps to wrong date after bulk upload · Issue #14873 · immich-app/immich"

    def toolbar(url: str | None, tabs: int, focus: bool = False) -> list[dict[str, Any]]:
        s = [a(VW, (0, 2170, 1080, 2330), rid="toolbar")]
        if url is None:
            s.append(a(TV, (130, 2190, 800, 2310), text=None, hint="Search or enter address", click=True, rid="mozac_browser_toolbar_url_view"))
        else:
            s += [a(IB, (20, 2190, 120, 2310), desc="Site information", click=True, rid="mozac_browser_toolbar_security_indicator"),
                  a(TV, (130, 2190, 800, 2310), text=url, click=True, rid="mozac_browser_toolbar_url_view")]
        s += [a(IB, (820, 2190, 930, 2310), desc=f"{tabs} open tabs. Tap to switch tabs.", text=str(tabs), click=True, rid="counter_box"),
              a(IB, (950, 2190, 1060, 2310), desc="Main menu", click=True, rid="mozac_browser_menu_menuButton")]
        return s

    def newtab(clock: str) -> list[dict[str, Any]]:
        s = status(clock, 57) + [a(FL, (0, 118, 1080, 2170), scroll=True, rid="homeLayout"),
                                 a(IV, (380, 260, 700, 420), desc="Fennec", rid="wordmark"),
                                 a(TV, (42, 480, 700, 550), text="Shortcuts", rid="header_text")]
        for i, site in enumerate(("Wikipedia", "Codeberg", "Proton Mail", "Hacker News", "OpenStreetMap", "Lemmy.world", "DuckDuckGo", "GitHub")):
            x0, y0 = 40 + (i % 4) * 250, 580 + (i // 4) * 280
            s.append(a(FL, (x0, y0, x0 + 240, y0 + 260), text=site, desc=site, click=True, rid="top_site_item"))
        s += [a(TV, (42, 1180, 700, 1250), text="Recently visited", rid="header_text"),
              a(LL, (42, 1270, 1040, 1420), desc="Jellyfin 10.10 release notes, jellyfin.org", click=True, rid="recent_visit"),
              a(LL, (42, 1430, 1040, 1580), desc="BVG Fahrinfo – Verbindungen, bvg.de", click=True, rid="recent_visit")]
        return s + toolbar(None, 3)

    t = Traj(newtab("22:10"))

    def editing(clock: str, text: str | None) -> list[dict[str, Any]]:
        s = status(clock, 57) + [
            a(ET, (130, 130, 940, 250), text=text, hint="Search or enter address", click=True, edit=True, focus=True, rid="mozac_browser_toolbar_edit_url_view"),
            a(IB, (960, 140, 1060, 240), desc="Clear", click=True, rid="mozac_browser_toolbar_clear_view") if text else a(IB, (960, 140, 1060, 240), desc="Scan", click=True, rid="qr_scan_button"),
            a(RV, (0, 270, 1080, 1500), scroll=True, rid="awesome_bar")]
        if text:
            sugg = [(f"https://{issue}", "Fill link from clipboard"), (text, "Search DuckDuckGo"), ("immich issue 14873", "DuckDuckGo suggestion")]
        else:
            sugg = [(f"https://{issue}", "Fill link from clipboard"), ("This time, search in:", "DuckDuckGo, Wikipedia, Codeberg")]
        for (y0, y1), (title, sub) in zip(rows(270, 150, len(sugg)), sugg):
            s += [a(LL, (0, y0, 1080, y1), click=True, rid="suggestion"),
                  a(TV, (140, y0 + 24, 1040, y0 + 84), text=title, rid="mozac_browser_awesomebar_title"),
                  a(TV, (140, y0 + 86, 1040, y0 + 130), text=sub, rid="mozac_browser_awesomebar_description")]
        return s + ime()

    t.go("click", editing("22:10", None), "Search or enter address")
    t.go("input_text", editing("22:11", issue), "Search or enter address", text=issue)
    page = status("22:11", 57) + [
        a(WV, (0, 118, 1080, 2170), text=ititle, scroll=True, rid="engineView"),
        a(VW, (30, 150, 500, 230), text="immich-app / immich", click=True),
        a(VW, (30, 260, 1050, 420), text="Timeline jumps to wrong date after bulk upload #14873"),
        a(VW, (30, 440, 200, 510), text="Open", desc="Issue is open"),
        a(VW, (220, 440, 1050, 510), text="kestrel-9 opened this issue on Dec 21, 2024 · 12 comments"),
        a(VW, (30, 560, 1050, 640), text="kestrel-9 commented on Dec 21, 2024"),
        a(VW, (30, 660, 1050, 900), text="After uploading ~600 photos from an SD card via the web uploader, the timeline on the mobile app scrolls to July 2019 whenever I open it, instead of today."),
        a(VW, (30, 920, 1050, 980), text="The server version"),
        a(VW, (30, 990, 1050, 1050), text="v1.123.0"),
        a(VW, (30, 1070, 1050, 1130), text="The mobile app version"),
        a(VW, (30, 1140, 1050, 1200), text="1.123.0 build.181"),
        a(VW, (30, 1220, 1050, 1280), text="Platform with the issue"),
        a(VW, (30, 1290, 1050, 1350), text="Mobile"),
        a(VW, (30, 1400, 1050, 1470), text="Labels"),
        a(VW, (30, 1480, 300, 1540), text="🐛bug", click=True),
        a(VW, (320, 1480, 600, 1540), text="📱mobile", click=True),
        a(VW, (620, 1480, 960, 1540), text="needs triage", click=True),
        a(BT, (30, 1600, 400, 1700), text="Subscribe", click=True)] + toolbar(issue, 3)
    t.go("keyboard_enter", page)
    tabs = [("Timeline jumps to wrong date after bulk upload · Issue #14837 · immich-app/immich", "github.com"),
            ("Inbox | jonas.weber@proton.me | Proton Mail", "mail.proton.me"),
            ("Tempelhofer Feld – Wikipedia", "de.m.wikipedia.org")]
    tray = status("22:12", 57) + [
        a(FL, (0, 300, 1080, 2400), rid="tab_wrapper"),
        a(TV, (60, 340, 700, 420), text="Tabs", sel=True, rid="tab_header_normal"),
        a(IB, (720, 330, 830, 430), desc="Private tabs", click=True, rid="tab_header_private"),
        a(IB, (840, 330, 950, 430), desc="Synced tabs", click=True, rid="tab_header_synced"),
        a(IB, (960, 330, 1060, 430), desc="Open tabs menu", click=True, rid="tab_tray_overflow"),
        a(RV, (0, 450, 1080, 2170), scroll=True, rid="tabsTray")]
    for (y0, y1), (title, host) in zip(rows(450, 220, 3), tabs):
        tray += [a(LL, (20, y0, 1060, y1 - 10), click=True, sel=host == "github.com", rid="tab_item"),
                 a(IV, (40, y0 + 20, 300, y0 + 190), rid="mozac_browser_tabstray_thumbnail"),
                 a(TV, (330, y0 + 30, 930, y0 + 120), text=title, rid="mozac_browser_tabstray_title"),
                 a(TV, (330, y0 + 124, 930, y0 + 170), text=host, rid="mozac_browser_tabstray_url"),
                 a(IB, (950, y0 + 50, 1040, y0 + 140), desc=f"Close tab {title}", click=True, rid="mozac_browser_tabstray_close")]
    tray.append(a(BT, (640, 2200, 1040, 2330), text="New tab", desc="Add tab", click=True, rid="tab_tray_new_tab"))
    t.go("click", tray, "3 open tabs. Tap to switch tabs.")
    mail = status("22:12", 57) + [
        a(WV, (0, 118, 1080, 2170), text="Inbox | jonas.weber@proton.me | Proton Mail", scroll=True, rid="engineView"),
        a(BT, (20, 140, 130, 250), desc="Open navigation", click=True),
        a(VW, (150, 150, 900, 240), text="Inbox"),
        a(BT, (940, 140, 1050, 250), desc="Search messages", click=True)]
    for (y0, y1), (who, subj, when) in zip(rows(270, 190, 8), (("Deutsche Bahn", "Ihre Buchungsbestätigung (Auftrag 8842LX)", "21:48"),
                                                               ("GitHub", "[immich-app/immich] Release v1.124.0", "19:02"),
                                                               ("Lena Vogt", "Re: Samstag Flohmarkt?", "17:35"),
                                                               ("Hetzner Online", "Invoice R0023948812", "14:10"),
                                                               ("Stadtbibliothek Pankow", "Erinnerung: Leihfrist endet am 17.03.", "09:03"),
                                                               ("Proton", "Your March Proton newsletter", "Mar 12"),
                                                               ("Codeberg", "[Codeberg] New sign-in from Firefox on Android", "Mar 11"),
                                                               ("Anja Krüger", "Fotos vom Abendessen 📸", "Mar 10"))):
        mail += [a(VW, (0, y0, 1080, y1), text=f"{who}, {subj}, {when}", click=True),
                 a(VW, (150, y0 + 20, 800, y0 + 76), text=who),
                 a(VW, (820, y0 + 20, 1040, y0 + 76), text=when),
                 a(VW, (150, y0 + 86, 1040, y0 + 150), text=subj)]
    mail += toolbar("mail.proton.me/u/0/inbox", 3)
    t.go("click", mail, "Inbox | jonas.weber@proton.me | Proton Mail")
    menu = mail + [a(FL, (300, 700, 1070, 2160), rid="mozac_browser_menu_recyclerView")]
    for (y0, y1), lab in zip(rows(720, 110, 13), ("Bookmarks", "History", "Downloads", "Add-ons", "Sync and save data", "Find in page",
                                                  "Desktop site", "Add to home screen", "Save to collection", "Share", "Translate page",
                                                  "Settings", "Quit")):
        menu.append(a(TV, (300, y0, 1070, y1), text=lab, click=True, rid="mozac_browser_menu_text"))
    t.go("click", menu, "Main menu")
    addons = status("22:13", 57) + [
        a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
        a(TV, (160, 150, 800, 250), text="Add-ons", rid="toolbar_title"),
        a(RV, (0, 270, 1080, 2400), scroll=True, rid="add_ons_list"),
        a(TV, (42, 290, 1040, 360), text="Enabled", rid="title")]
    for (y0, y1), (name, sub) in zip(rows(370, 200, 3), (("uBlock Origin", "Finally, an efficient wide-spectrum content blocker. Easy on CPU and memory."),
                                                         ("Dark Reader", "Dark mode for every website. Take care of your eyes, use dark theme for night and daily browsing."),
                                                         ("Bitwarden Password Manager", "At home, at work, or on the go, Bitwarden easily secures all your passwords, passkeys, and sensitive information."))):
        addons += [a(LL, (0, y0, 1080, y1), click=True, rid="add_on_item"),
                   a(IV, (42, y0 + 40, 142, y0 + 140), rid="add_on_icon"),
                   a(TV, (180, y0 + 24, 1000, y0 + 84), text=name, rid="add_on_name"),
                   a(TV, (180, y0 + 86, 1000, y0 + 180), text=sub, rid="add_on_description")]
    addons.append(a(TV, (42, 1000, 1040, 1070), text="Recommended", rid="title"))
    for (y0, y1), name in zip(rows(1080, 200, 4), ("Privacy Badger", "Firefox Relay", "ClearURLs", "Decentraleyes")):
        addons += [a(LL, (0, y0, 1080, y1), click=True, rid="add_on_item"),
                   a(TV, (180, y0 + 24, 860, y0 + 84), text=name, rid="add_on_name"),
                   a(IB, (900, y0 + 40, 1040, y0 + 160), desc=f"Add {name}", click=True, rid="add_button")]
    t.go("click", addons, "Add-ons")
    rs.add(task="android", tid="h42-android-20", system=system(PIXEL7), turns=t.turns, state=t.state(),
           bad=True, turn=4, kind="tab title shows a different issue number than the page that was opened")


# Google Home: clean
def t21_google_home(rs: RowSet) -> None:
    a = App("com.google.android.apps.chromecast.app")
    th = {"set": 20.0, "indoor": 20.0, "hum": 41}

    def nav(sel: str) -> list[dict[str, Any]]:
        return [a(FL, (x, 2180, x + 216, 2330), text=lab, desc=lab, click=True, sel=lab == sel, rid="navigation_bar_item_icon_container")
                for x, lab in zip((0, 216, 432, 648, 864), ("Favorites", "Devices", "Automations", "Activity", "Settings"))]

    def fav(clock: str) -> list[dict[str, Any]]:
        heating = th["set"] > th["indoor"]
        tiles = [("Living Room Thermostat", f"Heating to {th['set']:.1f}°" if heating else f"Heat · {th['set']:.1f}°", f"Indoor {round(th['indoor'])}°"),
                 ("Front door", "Locked", "Nest x Yale Lock"),
                 ("Hallway camera", "Live", "Last event 7:58 AM"),
                 ("Kitchen speaker", "Idle", "Nest Mini"),
                 ("Porch light", "Off", "Smart plug"),
                 ("Living room TV", "Off", "Chromecast with Google TV")]
        s = status(clock, 95, ("Google Home notification",)) + [
            a(TV, (42, 150, 700, 250), text="Weber Home", click=True, rid="home_name"),
            a(IB, (820, 140, 930, 260), desc="Add", click=True),
            a(IV, (940, 150, 1040, 250), desc="Account and settings", click=True, rid="og_apd_internal_image_view"),
            a(TV, (42, 280, 1040, 350), text="Favorites", rid="section_title"),
            a(RV, (0, 370, 1080, 2180), scroll=True, rid="favorites_grid")]
        for i, (name, line1, line2) in enumerate(tiles):
            x0, y0 = 30 + (i % 2) * 520, 380 + (i // 2) * 300
            s += [a(FL, (x0, y0, x0 + 500, y0 + 280), desc=f"{name}, {line1}", click=True, rid="device_tile"),
                  a(TV, (x0 + 40, y0 + 110, x0 + 480, y0 + 170), text=name, rid="tile_title"),
                  a(TV, (x0 + 40, y0 + 172, x0 + 480, y0 + 216), text=line1, rid="tile_status"),
                  a(TV, (x0 + 40, y0 + 218, x0 + 480, y0 + 262), text=line2, rid="tile_subtitle")]
        s += [a(TV, (42, 1320, 1040, 1390), text="Weber Home · 4 rooms · 17 devices", rid="summary"),
              a(TV, (42, 1420, 1040, 1560), text="Outside 6° · Cloudy · Berlin", rid="weather")]
        return s + nav("Favorites")

    def thermo(clock: str, sheet: bool = False) -> list[dict[str, Any]]:
        heating = th["set"] > th["indoor"]
        s = status(clock, 95, ("Google Home notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Close", click=True),
            a(TV, (160, 150, 800, 250), text="Living Room Thermostat", rid="title"),
            a(IB, (940, 140, 1050, 260), desc="Settings", click=True),
            a(TV, (60, 300, 1020, 370), text="Heating" if heating else "Heat", rid="hvac_status"),
            a(VW, (190, 420, 890, 1120), desc=f"Heat set to {th['set']:.1f} degrees", rid="thermostat_dial"),
            a(TV, (340, 640, 740, 860), text=f"{th['set']:.1f}", rid="setpoint"),
            a(TV, (340, 880, 740, 940), text=f"Indoor {th['indoor']:.1f}°", rid="ambient_temperature"),
            a(IB, (120, 1170, 300, 1350), desc="Decrease temperature", click=True, rid="decrease_button"),
            a(IB, (780, 1170, 960, 1350), desc="Increase temperature", click=True, rid="increase_button"),
            a(TV, (60, 1400, 520, 1460), text=f"Humidity {th['hum']}%", rid="humidity"),
            a(TV, (560, 1400, 1020, 1460), text="Outside 6°", rid="outdoor_temperature"),
            a(BT, (60, 1520, 300, 1660), text="Mode", desc="Mode, Heat", click=True, rid="mode_button"),
            a(BT, (320, 1520, 560, 1660), text="Eco", desc="Eco, off", click=True, rid="eco_button"),
            a(BT, (580, 1520, 820, 1660), text="Fan", desc="Fan, off", click=True, rid="fan_button"),
            a(BT, (840, 1520, 1020, 1660), text="Schedule", click=True, rid="schedule_button"),
            a(TV, (60, 1720, 1020, 1790), text="Energy history", click=True, rid="energy_history"),
            a(TV, (60, 1800, 1020, 1860), text="Today: heated for 2 hr 10 min", rid="energy_summary")]
        if sheet:
            s += [a(FL, (0, 1500, 1080, 2400), rid="design_bottom_sheet"),
                  a(TV, (60, 1540, 1020, 1620), text="Mode", rid="sheet_title"),
                  a(RB, (60, 1660, 1020, 1780), text="Heat", click=True, checked=True, rid="mode_heat"),
                  a(RB, (60, 1800, 1020, 1920), text="Off", click=True, checked=False, rid="mode_off"),
                  a(TV, (60, 1960, 1020, 2060), text="Cooling isn't available for this system.", rid="sheet_footer")]
        return s

    t = Traj(fav("7:40"))
    t.go("click", thermo("7:40"), "Living Room Thermostat, Heat · 20.0°")
    for clock in ("7:40", "7:40", "7:41"):
        th["set"] += 0.5
        t.go("click", thermo(clock), "Increase temperature")
    t.go("click", thermo("7:41", sheet=True), "Mode")
    th["hum"] = 42
    t.go("navigate_back", thermo("7:43"))
    t.go("navigate_back", fav("7:47"))
    lock = status("7:47", 95, ("Google Home notification",)) + [
        a(IB, (20, 140, 140, 260), desc="Close", click=True),
        a(TV, (160, 150, 800, 250), text="Front door", rid="title"),
        a(IB, (940, 140, 1050, 260), desc="Settings", click=True),
        a(IB, (290, 420, 790, 920), desc="Unlock Front door", click=True, rid="lock_button"),
        a(TV, (60, 960, 1020, 1040), text="Locked", rid="lock_state"),
        a(TV, (60, 1050, 1020, 1110), text="Battery: Good", rid="battery_state"),
        a(TV, (60, 1180, 1020, 1250), text="History", rid="history_title"),
        a(TV, (60, 1270, 1020, 1330), text="Locked by auto-lock · 7:32 AM", rid="history_item"),
        a(TV, (60, 1340, 1020, 1400), text="Unlocked by Jonas (app) · 7:31 AM", rid="history_item"),
        a(TV, (60, 1410, 1020, 1470), text="Locked by keypad · Yesterday 11:04 PM", rid="history_item"),
        a(TV, (60, 1480, 1020, 1540), text="Unlocked by keypad · Yesterday 11:03 PM", rid="history_item")]
    t.go("click", lock, "Front door, Locked")
    rs.add(task="android", tid="h42-android-21", system=system(PIXEL6), turns=t.turns, state=t.state())


# Infinity for Reddit: bad
def t22_infinity(rs: RowSet) -> None:
    a = App("ml.docilealligator.infinityforreddit")
    op = "throwaway_kb8821"
    # id -> [subreddit, hours ago, title, score, comments, flair, upvoted, saved]
    posts: dict[str, list[Any]] = {
        "rack": ["r/homelab", "5h", "My 10-inch rack after 2 years of tinkering", 1812, 214, "LabPorn", False, False],
        "doener": ["r/AskEurope", "7h", "What's a 'normal' price for a Döner in your city now?", 3204, 1893, "", False, False],
        "compose": ["r/androiddev", "2h", "Compose 1.8 stable: what actually changed for text fields", 412, 96, "Article", False, False],
        "bvg": ["r/berlin", "9h", "BVG strike announced for Friday – no U-Bahn, tram or bus until Saturday 3 am", 956, 341, "News", False, False],
        "keeb": ["r/MechanicalKeyboards", "4h", "Finally finished my first hand-wired split", 2277, 158, "Photos", False, False],
        "vim": ["r/neovim", "6h", "What plugin did you remove this year and not miss?", 508, 287, "Discussion", False, False],
        "pi": ["r/raspberry_pi", "11h", "Pi 5 + NVMe HAT: real-world boot times compared", 733, 119, "Show-and-Tell", False, False],
        "fire": ["r/Finanzen", "3h", "ETF-Sparplan mit 24: reicht ein All-World oder lieber 70/30?", 389, 412, "Investieren - ETF", False, False],
    }

    def card(pid: str, y0: int) -> list[dict[str, Any]]:
        sub, ago, title, score, ncom, flair, up, saved = posts[pid]
        out = [a(LL, (0, y0, 1080, y0 + 420), click=True, rid="card_view_item_post_text"),
               a(IV, (30, y0 + 24, 110, y0 + 104), desc=None, rid="icon_gif_image_view_item_post_text"),
               a(TV, (130, y0 + 20, 700, y0 + 70), text=sub, click=True, rid="subreddit_name_text_view_item_post_text"),
               a(TV, (130, y0 + 70, 700, y0 + 110), text=ago, rid="post_time_text_view_item_post_text"),
               a(TV, (30, y0 + 130, 1050, y0 + 260), text=title, rid="title_text_view_item_post_text")]
        if flair:
            out.append(a(TV, (30, y0 + 270, 400, y0 + 320), text=flair, rid="flair_custom_text_view_item_post_text"))
        out += [a(IB, (30, y0 + 330, 130, y0 + 410), desc="Upvote", click=True, checked=up, rid="plus_button_item_post_text"),
                a(TV, (130, y0 + 340, 300, y0 + 400), text=str(score), rid="score_text_view_item_post_text"),
                a(IB, (300, y0 + 330, 400, y0 + 410), desc="Downvote", click=True, checked=False, rid="minus_button_item_post_text"),
                a(BT, (440, y0 + 330, 640, y0 + 410), text=str(ncom), desc=f"{ncom} comments", click=True, rid="comments_count_item_post_text"),
                a(IB, (800, y0 + 330, 900, y0 + 410), desc="Save", click=True, checked=saved, rid="save_button_item_post_text"),
                a(IB, (940, y0 + 330, 1040, y0 + 410), desc="Share", click=True, rid="share_button_item_post_text")]
        return out

    def feed(clock: str, ids: list[str]) -> list[dict[str, Any]]:
        s = status(clock, 52, ("Reddit notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Open navigation drawer", click=True),
            a(TV, (160, 150, 600, 250), text="Infinity", rid="toolbar_title"),
            a(IB, (700, 140, 810, 260), desc="Sort", click=True, rid="action_sort_main_activity"),
            a(IB, (820, 140, 930, 260), desc="Search", click=True, rid="action_search_main_activity"),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True),
            a(TV, (0, 270, 360, 370), text="HOME", sel=True, click=True),
            a(TV, (360, 270, 720, 370), text="POPULAR", click=True),
            a(TV, (720, 270, 1080, 370), text="ALL", click=True),
            a(RV, (0, 380, 1080, 2180), scroll=True, rid="recycler_view_post_fragment")]
        y = 380
        for pid in ids:
            if y + 420 > 2180:
                break
            s += card(pid, y)
            y += 440
        s.append(a(IB, (880, 1990, 1048, 2158), desc="Submit a post", click=True, rid="fab_main_activity"))
        for x, lab in zip((0, 270, 540, 810), ("Home", "Subscriptions", "Inbox", "Profile")):
            s.append(a(FL, (x, 2180, x + 270, 2330), desc=lab, click=True, sel=lab == "Home", rid="bottom_app_bar_item"))
        return s

    order = ["rack", "doener", "compose", "bvg", "keeb", "vim", "pi", "fire"]
    t = Traj(feed("12:18", order))

    def detail_head(clock: str, pid: str, author: str, body: str) -> list[dict[str, Any]]:
        sub, ago, title, score, ncom, flair, up, saved = posts[pid]
        return status(clock, 52, ("Reddit notification",)) + [
            a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
            a(TV, (160, 150, 700, 250), text=sub, rid="toolbar_title"),
            a(IB, (820, 140, 930, 260), desc="Sort comments", click=True, rid="action_sort_view_post_detail_activity"),
            a(IB, (940, 140, 1050, 260), desc="More options", click=True),
            a(RV, (0, 270, 1080, 2400), scroll=True, rid="recycler_view_view_post_detail_fragment"),
            a(TV, (130, 290, 700, 340), text=sub, click=True, rid="subreddit_text_view_item_post_detail"),
            a(TV, (130, 340, 700, 390), text=f"u/{author}", click=True, rid="user_text_view_item_post_detail"),
            a(TV, (720, 290, 1040, 340), text=ago, rid="post_time_text_view_item_post_detail"),
            a(TV, (30, 410, 1050, 540), text=title, rid="title_text_view_item_post_detail"),
            a(TV, (30, 550, 400, 600), text=flair, rid="flair_custom_text_view_item_post_detail"),
            a(TV, (30, 620, 1050, 1000), text=body, rid="content_markdown_view_item_post_detail"),
            a(IB, (30, 1020, 130, 1100), desc="Upvote", click=True, checked=up, rid="plus_button_item_post_detail"),
            a(TV, (130, 1030, 300, 1090), text=str(score), rid="score_text_view_item_post_detail"),
            a(IB, (300, 1020, 400, 1100), desc="Downvote", click=True, checked=False, rid="minus_button_item_post_detail"),
            a(BT, (440, 1020, 640, 1100), text=str(ncom), desc=f"{ncom} comments", click=True, rid="comments_count_item_post_detail"),
            a(IB, (800, 1020, 900, 1100), desc="Save", click=True, checked=saved, rid="save_button_item_post_detail"),
            a(IB, (940, 1020, 1040, 1100), desc="Share", click=True, rid="share_button_item_post_detail")]

    def comments(rowsin: list[tuple[int, str, str, int, str]], y: int) -> list[dict[str, Any]]:
        out = []
        for depth, user, ago, pts, text in rowsin:
            h = 300
            if y + 150 > 2400:
                break
            x0 = 20 + depth * 40
            out += [a(LL, (x0, y, 1080, min(y + h, 2400)), click=True, rid="linear_layout_item_comment"),
                    a(TV, (x0 + 20, y + 20, 700, y + 70), text=user, click=True, rid="author_text_view_item_post_comment"),
                    a(TV, (720, y + 20, 1040, y + 70), text=ago, rid="comment_time_text_view_item_post_comment"),
                    a(TV, (x0 + 20, y + 80, 1050, y + 220), text=text, rid="comment_markdown_view_item_post_comment")]
            if y + 290 <= 2400:
                out += [a(IB, (x0 + 20, y + 226, x0 + 110, y + 296), desc="Upvote", click=True, checked=False, rid="upvote_button_item_post_comment"),
                        a(TV, (x0 + 110, y + 236, x0 + 260, y + 286), text=str(pts), rid="score_text_view_item_post_comment"),
                        a(IB, (x0 + 260, y + 226, x0 + 350, y + 296), desc="Downvote", click=True, checked=False, rid="downvote_button_item_post_comment"),
                        a(IB, (900, y + 226, 990, y + 296), desc="Reply", click=True, rid="reply_button_item_post_comment")]
            y += h
        return out

    body = ("Started with a single Pi on a shelf, now: 10-inch rack, 3x Lenovo M720q (Proxmox cluster), "
            "UniFi Lite 16 PoE, a 2-bay Synology DS224+ and a 3D-printed patch panel. Total power draw at idle is about 58 W. "
            "Happy to answer questions.")
    rack_comments = [(0, "packet_whisperer", "4h", 612, "That cable management is criminal(ly good). What patch cables are those?"),
                     (1, f"{op} · OP", "4h", 388, "Thanks! 0.15 m slim Cat6A from Cable Matters, the rails are 3D-printed, STL is on Printables."),
                     (0, "lab_goblin", "4h", 201, "58 W idle for all of that is impressive. Are the M720qs on powertop --auto-tune?"),
                     (0, "rj45_enjoyer", "3h", 97, "The patch panel labels are a nice touch."),
                     (0, "nas_or_never", "2h", 45, "DS224+ with which drives?")]
    t.go("click", detail_head("12:18", "rack", op, body) + comments(rack_comments, 1130), posts["rack"][2])
    posts["rack"][3] += 1
    posts["rack"][6] = True
    t.go("click", detail_head("12:19", "rack", op, body) + comments(rack_comments, 1130), "Upvote")
    shifted = [(d, u.replace(op, "throwaway_kb8812"), ago, p, txt) for d, u, ago, p, txt in rack_comments]
    more = [(0, "cold_aisle", "2h", 38, "Is the DS224+ running the new DSM 7.2.2? Mine lost Video Station support."),
            (1, "nas_or_never", "1h", 12, "Yeah Video Station is gone in 7.2.2, I moved to Jellyfin.")]
    scrolled = status("12:19", 52, ("Reddit notification",)) + [
        a(IB, (20, 140, 140, 260), desc="Navigate up", click=True),
        a(TV, (160, 150, 700, 250), text="r/homelab", rid="toolbar_title"),
        a(IB, (820, 140, 930, 260), desc="Sort comments", click=True, rid="action_sort_view_post_detail_activity"),
        a(IB, (940, 140, 1050, 260), desc="More options", click=True),
        a(RV, (0, 270, 1080, 2400), scroll=True, rid="recycler_view_view_post_detail_fragment")]
    scrolled += comments(shifted + more, 280)
    t.go("scroll", scrolled, direction="down")
    t.go("navigate_back", feed("12:20", order))
    cbody = ("TL;DR: BasicTextField with TextFieldState is now the recommended path, OutputTransformation replaces most "
             "VisualTransformation use-cases, and autofill finally works without the semantics hacks. Write-up with code samples in the link.")
    ccom = [(0, "jetpack_jen", "1h", 88, "OutputTransformation alone is worth the migration. Phone number formatting went from 80 lines to 12."),
            (0, "kmp_karl", "1h", 41, "Does autofill work on Compose Multiplatform yet or Android only?"),
            (1, "kotlin_cat · OP", "58m", 30, "Android only for now, the KMP issue is CMP-4215."),
            (0, "legacy_views", "40m", 9, "Still on XML and sleeping fine.")]
    t.go("click", detail_head("12:20", "compose", "kotlin_cat", cbody) + comments(ccom, 1130), posts["compose"][2])
    posts["compose"][7] = True
    t.go("click", detail_head("12:21", "compose", "kotlin_cat", cbody) + comments(ccom, 1130), "Save")
    menu = detail_head("12:21", "compose", "kotlin_cat", cbody) + comments(ccom, 1130) + [a(FL, (560, 140, 1060, 1200), rid="popup_menu")]
    for (y0, y1), lab in zip(rows(160, 130, 8), ("Refresh", "Share", "Copy text", "Add to post filter", "Crosspost", "Hide post",
                                                 "Report", "Give award")):
        menu.append(a(TV, (560, y0, 1060, y1), text=lab, click=True, rid="title"))
    t.go("click", menu, "More options")
    t.go("click", detail_head("12:21", "compose", "kotlin_cat", cbody) + comments(ccom, 1130), "Copy text")
    t.go("navigate_back", feed("12:22", order))
    t.go("scroll", feed("12:22", order[3:]), direction="down")
    rs.add(task="android", tid="h42-android-22", system=system(PIXEL8), turns=t.turns, state=t.state(),
           bad=True, turn=3, kind="OP's username in the comments differs from the post author")


def main() -> None:
    rs = RowSet(Path(__file__).resolve().parent)
    for build in (t01_drive, t02_orgzly, t03_spotify, t04_etar, t05_seal, t06_contacts, t07_kdeconnect, t08_todo,
                  t09_tusky, t10_telegram, t11_hue, t12_obtainium, t13_jerboa, t14_dropbox, t15_gallery, t16_pocketcasts,
                  t17_photos, t18_nextcloud_notes, t19_slack, t20_fennec, t21_google_home, t22_infinity):
        build(rs)
    rs.write()


if __name__ == "__main__":
    main()
